import { call } from './lib.mjs';
export const family = 'fix_cycle_failures_dropping';
export const loop = false;

// 01: LangSmith-style runs (chain/llm/tool); dbt tests go 6 -> 4 -> 1 -> 0 failures with distinct fixes.
function r01(c) {
  const goal = 'Get `dbt build --select marts.subscriptions` green in the billing-dbt repo before the release.';
  const kids = [];
  const t = (text, name, args, out, err) => { kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text }, { type: 'tool_use', name, input: args }] }, { meta: { run_type: 'llm' } })); kids.push(c.tool(name, args, out, err ? { error: err, meta: { run_type: 'tool' } } : { meta: { run_type: 'tool' } })); };
  const build = (fails, pass) => `${c.hms()}  Running with dbt=1.8.4\n${c.hms()}  Found 88 models, 301 data tests\n` + fails.map(([n, k]) => `${c.hms()}  FAIL ${k} ${n} ... [FAIL ${k} in ${c.dur(0.3, 3)}s]`).join('\n') + `\n${c.hms()}  Done. PASS=${pass} WARN=0 ERROR=${fails.length} SKIP=0 TOTAL=${pass + fails.length}`;
  t('Run the build.', 'bash', { command: 'dbt build --select marts.subscriptions' }, { exit_code: 1, output: build([['unique_fct_subscriptions_subscription_id', 212], ['not_null_fct_subscriptions_plan_id', 40], ['relationships_fct_subscriptions_customer_id__customer_id__ref_dim_customers_', 17], ['accepted_values_fct_subscriptions_status__active__paused__canceled', 3], ['not_null_dim_plans_price_usd', 2], ['dbt_utils_expression_is_true_fct_subscriptions_mrr_gte_0', 9]], 24) }, 'exit 1');
  t('212 duplicate subscription ids: the staging model unions two Stripe accounts. Dedupe by latest updated_at.', 'edit_file', { path: 'models/staging/stg_stripe__subscriptions.sql', old: 'select * from unioned', new: "select * from unioned\nqualify row_number() over (partition by subscription_id order by updated_at desc) = 1" }, 'ok');
  t('Also map the legacy status "trialing" to active, which the accepted_values test rejects.', 'edit_file', { path: 'models/marts/fct_subscriptions.sql', old: 'status,', new: "case when status = 'trialing' then 'active' else status end as status," }, 'ok');
  t('Rebuild.', 'bash', { command: 'dbt build --select marts.subscriptions' }, { exit_code: 1, output: build([['not_null_fct_subscriptions_plan_id', 40], ['relationships_fct_subscriptions_customer_id__customer_id__ref_dim_customers_', 17], ['not_null_dim_plans_price_usd', 2], ['dbt_utils_expression_is_true_fct_subscriptions_mrr_gte_0', 9]], 26) }, 'exit 1');
  t('4 left. plan_id nulls come from coupons-only subscriptions: join on price.product instead of plan. Customer orphans are deleted customers: source dim_customers with include_deleted.', 'edit_file', { path: 'models/marts/fct_subscriptions.sql', old: 'on s.plan_id = p.plan_id', new: 'on coalesce(s.plan_id, s.price_product_id) = p.plan_id' }, 'ok');
  t('Include deleted customers in dim_customers and clamp refunds into a separate column so MRR is never negative.', 'edit_file', { path: 'models/marts/dim_customers.sql', old: 'where not is_deleted', new: '-- keep deleted customers for history\n' }, 'ok');
  t('Rebuild.', 'bash', { command: 'dbt build --select marts.subscriptions' }, { exit_code: 1, output: build([['not_null_dim_plans_price_usd', 2]], 29) }, 'exit 1');
  t('Only 2 plans without a price: they are the free "community" plans. Price them at 0.', 'edit_file', { path: 'models/marts/dim_plans.sql', old: 'price_usd,', new: 'coalesce(price_usd, 0) as price_usd,' }, 'ok');
  t('Rebuild.', 'bash', { command: 'dbt build --select marts.subscriptions' }, { exit_code: 0, output: build([], 30) });
  kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'Green: failures went 6 -> 4 -> 1 -> 0 (PASS=30). Fixes: dedupe in stg_stripe__subscriptions, trialing -> active, plan join fallback, keep deleted customers, free plans priced 0.' }] }));
  const root = c.agent('dbt-release-agent', { input: goal }, { output: 'Green: failures went 6 -> 4 -> 1 -> 0' }, kids, { type: 'chain', meta: { run_type: 'chain', session_id: c.uuid() } });
  return { isolates: 'dbt test failures drop from 6 to 4 to 1 to 0 across builds, each after a different model fix, and the run ends green.', stagnation: false, goal, root };
}

// 02: OpenAI Agents SDK-style data-quality agent: GX failed expectations 5 -> 3 -> 1 -> 0.
function r02(c) {
  const goal = 'The `claims_intake` validation suite is blocking the insurance claims load. Fix the staging SQL until the suite passes.';
  const kids = [];
  const gen = (text, name, args) => kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: text, tool_calls: [call(name, args, 'fc_' + c.hex(8))] }, { name: 'generation' }));
  const fn = (name, args, out) => kids.push(c.tool(name, JSON.stringify(args), out, { type: 'function' }));
  const res = (fails) => ({ success: fails.length === 0, run_id: { run_name: `claims-${c.hex(6)}`, run_time: c.isoOffset() }, statistics: { evaluated_expectations: 21, successful_expectations: 21 - fails.length, unsuccessful_expectations: fails.length }, failed: fails.map(([e, col, k]) => ({ expectation_type: e, column: col, unexpected_count: k })) });
  gen('Run the suite.', 'run_validation', { suite: 'claims_intake', batch: 'stg_claims' });
  fn('run_validation', { suite: 'claims_intake' }, res([['expect_column_values_to_not_be_null', 'policy_number', 318], ['expect_column_values_to_match_regex', 'icd10_code', 91], ['expect_column_values_to_be_between', 'claim_amount', 12], ['expect_column_pair_values_a_to_be_greater_than_b', 'reported_on|incident_on', 44], ['expect_column_values_to_be_in_set', 'state', 7]]));
  gen('policy_number nulls: the new intake source puts it in policy_ref. Coalesce them. ICD-10 codes have a dot removed in the new source; reformat.', 'edit_sql', { file: 'staging/stg_claims.sql', change: "coalesce(policy_number, policy_ref) as policy_number, regexp_replace(icd10_code, '^([A-Z][0-9]{2})([0-9A-Z]+)$', '\\1.\\2') as icd10_code" });
  fn('edit_sql', { file: 'staging/stg_claims.sql' }, 'saved (2 columns changed)');
  gen('Re-run.', 'run_validation', { suite: 'claims_intake', batch: 'stg_claims' });
  fn('run_validation', { suite: 'claims_intake' }, res([['expect_column_values_to_be_between', 'claim_amount', 12], ['expect_column_pair_values_a_to_be_greater_than_b', 'reported_on|incident_on', 44], ['expect_column_values_to_be_in_set', 'state', 7]]));
  gen('Dates: the 44 rows have day and month swapped (DD/MM source). Parse with the source-specific format. State: 7 rows use full names; map them to USPS codes.', 'edit_sql', { file: 'staging/stg_claims.sql', change: "case when source = 'intake_v2' then to_date(incident_on_raw, 'DD/MM/YYYY') else incident_on end as incident_on, coalesce(s.usps_code, c.state) as state" });
  fn('edit_sql', { file: 'staging/stg_claims.sql' }, 'saved (2 columns changed, 1 join added)');
  gen('Re-run.', 'run_validation', { suite: 'claims_intake', batch: 'stg_claims' });
  fn('run_validation', { suite: 'claims_intake' }, res([['expect_column_values_to_be_between', 'claim_amount', 12]]));
  gen('12 amounts are in cents from intake_v2 (values > 1e6). Divide by 100 for that source.', 'edit_sql', { file: 'staging/stg_claims.sql', change: "case when source = 'intake_v2' then claim_amount / 100.0 else claim_amount end as claim_amount" });
  fn('edit_sql', { file: 'staging/stg_claims.sql' }, 'saved (1 column changed)');
  gen('Re-run.', 'run_validation', { suite: 'claims_intake', batch: 'stg_claims' });
  fn('run_validation', { suite: 'claims_intake' }, res([]));
  kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: 'claims_intake passes 21/21 now (5 -> 3 -> 1 -> 0 failures): policy_ref fallback, ICD-10 dot restore, DD/MM date parsing, state-name mapping and cents conversion for intake_v2.' }));
  const root = c.agent('DQ Fixer', { input: goal }, { final_output: 'claims_intake passes 21/21 now' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32) } });
  return { isolates: 'A validation suite goes from 5 to 3 to 1 to 0 failed expectations, each round after different SQL fixes, and ends passing.', stagnation: false, goal, root };
}

// 03: Vercel AI SDK-style spans (ai.generateText / ai.toolCall); pytest failures on a pandas transform 6 -> 4 -> 1 -> 0.
function r03(c) {
  const goal = 'Make the unit tests of `pipelines/transforms/fx_normalize.py` pass (pytest tests/test_fx_normalize.py).';
  const kids = [];
  const step = (text, name, args, out) => {
    kids.push(c.llm('claude-3-7-sonnet-20250219', [{ role: 'user', content: goal }], { text, toolCalls: [{ toolName: name, args }] }, { name: 'ai.generateText.doGenerate', meta: { 'ai.model.provider': 'anthropic.messages' } }));
    kids.push(c.tool(name, args, out, { type: 'tool', meta: { 'ai.toolCall.name': name, 'ai.toolCall.id': 'toolu_' + c.b36(20) } }));
  };
  const py = (failed, passed, lines) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /workspace/data-pipelines\ncollected 14 items\n\ntests/test_fx_normalize.py ${'.'.repeat(passed)}${'F'.repeat(failed)}\n\n${lines.map((l) => 'FAILED tests/test_fx_normalize.py::' + l).join('\n')}\n${failed ? `========================= ${failed} failed, ${passed} passed in ${c.dur(0.8, 4)}s =========================` : `============================== ${passed} passed in ${c.dur(0.8, 4)}s ==============================`}`;
  step('Run the tests.', 'run', { cmd: 'pytest -q tests/test_fx_normalize.py' }, py(6, 8, ['test_jpy_has_no_decimals - AssertionError: 15300.0 != 15300', 'test_rate_lookup_weekend - KeyError: Timestamp(\'2024-03-09 00:00:00\')', 'test_missing_rate_raises - Failed: DID NOT RAISE <class \'ValueError\'>', 'test_output_columns - AssertionError: Lists differ', 'test_negative_refunds - assert -0.0 == 0.0', 'test_tz_aware_dates - TypeError: Cannot compare tz-naive and tz-aware']));
  step('Weekend lookup and tz errors share a cause: dates are not normalised. Normalise to UTC date and forward-fill Friday rates.', 'edit', { path: 'pipelines/transforms/fx_normalize.py', patch: "+    df['date'] = pd.to_datetime(df['ts'], utc=True).dt.normalize()\n+    rates = rates.asfreq('D').ffill()" }, 'Applied edit to pipelines/transforms/fx_normalize.py (1 hunk)');
  step('Re-run.', 'run', { cmd: 'pytest -q tests/test_fx_normalize.py' }, py(4, 10, ['test_jpy_has_no_decimals - AssertionError: 15300.0 != 15300', 'test_missing_rate_raises - Failed: DID NOT RAISE <class \'ValueError\'>', 'test_output_columns - AssertionError: Lists differ', 'test_negative_refunds - assert -0.0 == 0.0']));
  step('Round per currency minor units (JPY 0), raise ValueError when a rate is still NaN after ffill, and order output columns as the schema says.', 'edit', { path: 'pipelines/transforms/fx_normalize.py', patch: "+    df['amount_usd'] = df.apply(lambda r: round(r.amount_usd, MINOR_UNITS.get(r.currency, 2)), axis=1)\n+    if df['rate'].isna().any(): raise ValueError('missing fx rate')\n+    return df[OUTPUT_COLUMNS]" }, 'Applied edit to pipelines/transforms/fx_normalize.py (1 hunk)');
  step('Re-run.', 'run', { cmd: 'pytest -q tests/test_fx_normalize.py' }, py(1, 13, ['test_negative_refunds - assert -0.0 == 0.0']));
  step('-0.0 from rounding small negative refunds: add 0.0 after rounding.', 'edit', { path: 'pipelines/transforms/fx_normalize.py', patch: "+    df['amount_usd'] = df['amount_usd'] + 0.0" }, 'Applied edit to pipelines/transforms/fx_normalize.py (1 hunk)');
  step('Re-run.', 'run', { cmd: 'pytest -q tests/test_fx_normalize.py' }, py(0, 14, []));
  kids.push(c.llm('claude-3-7-sonnet-20250219', [{ role: 'user', content: goal }], { text: 'All 14 tests pass (6 -> 4 -> 1 -> 0 failures): UTC date normalisation with weekend forward-fill, per-currency rounding, missing-rate error, column order, and -0.0 cleanup.' }, { name: 'ai.generateText.doGenerate' }));
  const root = c.agent('ai.generateText', { prompt: goal }, { text: 'All 14 tests pass ...' }, kids, { meta: { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 12 } });
  return { isolates: 'pytest failures on a pandas FX transform fall from 6 to 4 to 1 to 0 after three different patches, then the agent reports success.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
