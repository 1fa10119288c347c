// Family: patch_recheck_same_fail (loop) -- a different fix each round, the same check failing identically.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'patch_recheck_same_fail';
export const LOOP = true;

// 01 localization -- Claude Code; the linter reads a stale compiled cache, so source edits never matter
function s01(id) {
  const T = new Trace(id, '2025-09-01T17:40:02Z');
  const goal = 'CI job i18n-lint fails for de-DE. Fix the German catalog so `pnpm i18n:lint` passes.';
  const R = new Rec(T, 'claude', { cwd: '/Users/mika/src/shop-web', gitBranch: 'fix/de-plural', user: goal });
  const lintErr = () => `Error: Exit code 1\n\n> @northwind/shop-web@4.12.0 i18n:lint /Users/mika/src/shop-web\n> formatjs verify --source-locale en --structural-equality locales/.cache/*.json\n\n[@formatjs/cli] read 1,284 messages from locales/.cache/de-DE.json (mtime 2025-09-01T09:12:48Z)\n[@formatjs/cli] [ERROR] de-DE › checkout.items_in_cart: MISSING_OTHER_CLAUSE — plural argument "count" has no "other" clause\n[@formatjs/cli] 1 error(s) in 1 locale(s)\n ELIFECYCLE  Command failed with exit code 1.\n(pid ${T.pid()}, ${T.secs(T.int(1800, 2900), 2)})`;
  const lint = { tool: 'Bash', args: { command: 'pnpm i18n:lint', description: 'Run i18n linter' }, error: lintErr, dur: 2600 };
  R.step("Let me reproduce the failure first.", [lint]);
  R.step('The German plural for items_in_cart is missing its other clause. Let me look at the catalog.', [
    { tool: 'Read', args: { file_path: '/Users/mika/src/shop-web/locales/de-DE/checkout.json' }, out: '     1\t{\n     2\t  "checkout.title": "Kasse",\n     3\t  "checkout.items_in_cart": "{count, plural, one {# Artikel} andere {# Artikel}}",\n     4\t  "checkout.pay_now": "Jetzt bezahlen"\n     5\t}\n' }]);
  R.step('Found it: the translator localized the ICU keyword `other` to `andere`. ICU keywords must stay in English.', [
    { tool: 'Edit', args: { file_path: '/Users/mika/src/shop-web/locales/de-DE/checkout.json', old_string: 'andere {# Artikel}', new_string: 'other {# Artikel}' }, out: "The file /Users/mika/src/shop-web/locales/de-DE/checkout.json has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     3\t  \"checkout.items_in_cart\": \"{count, plural, one {# Artikel} other {# Artikel}}\"," }]);
  R.step('That should fix the keyword. Re-running the linter.', [lint]);
  R.step('Same error. Perhaps the formatjs parser wants exact-match selectors in this project; switching `one` to `=1` so the message mirrors the English source.', [
    { tool: 'Edit', args: { file_path: '/Users/mika/src/shop-web/locales/de-DE/checkout.json', old_string: 'one {# Artikel} other', new_string: '=1 {# Artikel} other' }, out: "The file /Users/mika/src/shop-web/locales/de-DE/checkout.json has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     3\t  \"checkout.items_in_cart\": \"{count, plural, =1 {# Artikel} other {# Artikel}}\"," }]);
  R.step('Checking whether the selector change helps.', [lint]);
  R.step('Still MISSING_OTHER_CLAUSE. The catalog may be parsed in the wrong format; the script has no --format flag, so I will add `--format simple` to the i18n:lint script in package.json.', [
    { tool: 'Edit', args: { file_path: '/Users/mika/src/shop-web/package.json', old_string: '"i18n:lint": "formatjs verify --source-locale en', new_string: '"i18n:lint": "formatjs verify --format simple --source-locale en' }, out: 'The file /Users/mika/src/shop-web/package.json has been updated.' }]);
  R.step('Running the linter with the explicit format.', [lint]);
  R.step('No change. Maybe an old @formatjs/cli has a plural-parsing bug; upgrading it.', [
    { tool: 'Bash', args: { command: 'pnpm up @formatjs/cli@latest', description: 'Upgrade formatjs CLI' }, out: () => `Packages: +3 -3\n+++---\nProgress: resolved 1412, reused 1398, downloaded 3, added 3, done\n\ndevDependencies:\n- @formatjs/cli 6.2.12\n+ @formatjs/cli 6.6.3\n\nDone in ${T.secs(T.int(4000, 9000), 1)}`, dur: 6200 }]);
  R.step('Re-checking after the upgrade.', [lint]);
  R.final('The linter still reports MISSING_OTHER_CLAUSE for checkout.items_in_cart after fixing the keyword, the selector, the CLI format flag and the CLI version. I have not been able to make i18n:lint pass yet.');
  const root = R.finish('The linter still reports MISSING_OTHER_CLAUSE for checkout.items_in_cart; i18n:lint does not pass.');
  return {
    isolates: 'Four different fixes (keyword, selector, CLI flag, CLI upgrade) each followed by the same i18n lint failure that only differs in pid and runtime, because the linter reads an unchanged cache file.',
    stagnation: false, goal, root,
  };
}

// 02 water utility SCADA -- OTel; different alarm attributes edited, the validator rejects the same separation rule
function s02(id) {
  const T = new Trace(id, '2025-07-08T11:15:44Z');
  const goal = 'Raise the low-level alarm (LO) on Reservoir R3 level transmitter LT-301 from 2.00 m to 2.60 m and get the change accepted by the SCADA config validator so it can be scheduled for deployment.';
  const R = new Rec(T, 'otel', {
    agent: 'scada-config-assistant',
    system: 'You assist control-room engineers at Millbrook Water. You may draft alarm changes in the staging config and run the validator. Deployment happens later through change control.',
    user: goal,
  });
  let rev = T.int(1800, 1900), draft = 0;
  const reject = () => ({
    validation_id: `val-${T.ulid()}`, config_revision: `r${rev}-draft-${draft}`, result: 'REJECTED',
    errors: [{ code: 'E-ALM-117', tag: 'R3_LT301.ALM.LO', message: 'Setpoint 2.60 m violates separation from interlock R3_P1.START_LVL (2.40 m): LO - START_LVL = 0.20 m < min_separation 0.30 m' }],
    warnings: [], engine: 'scfg-lint 3.8.2', checked_at: T.isoOff(T.t, -240), elapsed: T.ms(T.int(280, 700)),
  });
  const validate = { tool: 'validate_staging_config', args: { area: 'R3', scope: 'alarms' }, out: reject };
  R.step('First, reading the current alarm block for LT-301.', [
    { tool: 'get_tag_config', args: { tag: 'R3_LT301' }, out: () => ({ tag: 'R3_LT301', eng_units: 'm', range: [0, 8], alarms: { HIHI: 7.4, HI: 7.0, LO: 2.0, LOLO: 1.2, deadband: 0.1, on_delay_s: 5, priority: { LO: 2, LOLO: 1 } }, interlocks: { 'R3_P1.START_LVL': 2.4, 'R3_P1.STOP_LVL': 6.8 }, last_modified: T.usTs(T.t - 86400000 * 41), modified_by: 'jpark' }) }]);
  R.step('Drafting LO = 2.60 m in staging.', [
    { tool: 'update_alarm_setpoint', args: { tag: 'R3_LT301', alarm: 'LO', value: 2.6, units: 'm' }, out: () => ({ ok: true, draft: `r${rev}-draft-${++draft}`, diff: '- LO: 2.00\n+ LO: 2.60' }) }]);
  R.step('Validating the draft.', [validate]);
  R.step('The separation check may be computed including the deadband. Tightening the deadband from 0.10 m to 0.05 m should give the rule more room.', [
    { tool: 'update_alarm_attribute', args: { tag: 'R3_LT301', attribute: 'deadband', value: 0.05 }, out: () => ({ ok: true, draft: `r${rev}-draft-${++draft}`, diff: '- deadband: 0.10\n+ deadband: 0.05' }) }]);
  R.step('Re-validating after the deadband change.', [validate]);
  R.step('Unchanged. The rule may only apply to alarms at safety priority; LO is priority 2, so moving it to advisory priority 3 could take it out of the interlock separation class.', [
    { tool: 'update_alarm_attribute', args: { tag: 'R3_LT301', attribute: 'priority.LO', value: 3 }, out: () => ({ ok: true, draft: `r${rev}-draft-${++draft}`, diff: '- priority.LO: 2\n+ priority.LO: 3' }) }]);
  R.step('Validating with the new priority.', [validate]);
  R.step('Still E-ALM-117. The on-delay might be part of the rule evaluation window; increasing it from 5 s to 30 s.', [
    { tool: 'update_alarm_attribute', args: { tag: 'R3_LT301', attribute: 'on_delay_s', value: 30 }, out: () => ({ ok: true, draft: `r${rev}-draft-${++draft}`, diff: '- on_delay_s: 5\n+ on_delay_s: 30' }) }]);
  R.step('Validating again.', [validate]);
  R.step('Perhaps the draft is stale against the live revision. Rebasing the staging draft on the newest published revision before validating.', [
    { tool: 'rebase_staging_draft', args: { area: 'R3' }, out: () => { rev += 1; draft += 1; return { ok: true, base_revision: `r${rev}`, draft: `r${rev}-draft-${draft}`, conflicts: 0 }; } }]);
  R.step('Validating the rebased draft.', [validate]);
  const root = R.finish(null, { error: 'Run aborted by supervisor: tool budget (12 calls) exhausted' });
  return {
    isolates: 'After setting the new setpoint the agent changes deadband, priority, on-delay and rebases the draft, and the validator returns the same E-ALM-117 rejection every time (only ids, revision and timing change); neither the setpoint nor the interlock level is reconsidered.',
    stagnation: false, goal, root,
  };
}

// 03 ad bidding -- plain message trace; the model repeats one sentence after each failed validation
function s03(id) {
  const T = new Trace(id, '2025-05-19T22:03:17Z');
  const goal = "Bid responses from our DSP to the exchange Lumen SSP are being rejected. Fix the bid response template (templates/lumen_bid.json.tmpl) so Lumen's pre-flight validator accepts it.";
  const R = new Rec(T, 'plain', {
    agent: 'bidder_ops_agent', llmName: 'ChatOpenAI',
    system: 'You are an ad-tech engineer assistant. Tools: read_template, patch_template (RFC 6902 JSON patch), run_lumen_validator. Do not push to production.',
    user: goal,
  });
  const same = 'The validator still rejects the bid response with the same error. I will try a different change to the template and validate again.';
  const fail = () => `lumen-ortb-validator v2.14.1  request=${T.hex(12)}  ${T.iso()}\nprofile: openrtb-2.6 + lumen-dsp-2025.2\nchecking seatbid[0].bid[0] ...\n  \u2717 seatbid[0].bid[0]: advertiser domain could not be resolved (policy LUM-ADV-4)\n1 error, 0 warnings  [${T.int(90, 180)} ms, edge ${T.pick(['ams', 'iad', 'sjc'])}-${T.int(1, 8)}]`;
  const v = { tool: 'run_lumen_validator', args: { template: 'templates/lumen_bid.json.tmpl', sample_request: 'fixtures/lumen_req_banner.json' }, out: fail };
  R.step('Reading the template first.', [
    { tool: 'read_template', args: { path: 'templates/lumen_bid.json.tmpl' }, out: '{\n  "id": "{{request.id}}",\n  "seatbid": [{\n    "seat": "nw-dsp",\n    "bid": [{\n      "id": "{{bid.id}}", "impid": "{{imp.id}}", "price": "{{bid.price}}",\n      "adm": "{{creative.markup}}",\n      "adomain": ["{{advertiser_domain}}"],\n      "crid": "{{creative.id}}"\n    }]\n  }]\n}' }]);
  R.step('Running the validator to see the current rejection.', [v]);
  R.step(same, [{ tool: 'patch_template', args: { path: 'templates/lumen_bid.json.tmpl', patch: [{ op: 'add', path: '/cur', value: 'USD' }] }, raw: true, out: { applied: 1, sha: T.short(8) } }]);
  R.step('Validating after adding the currency.', [v]);
  R.step(same, [{ tool: 'patch_template', args: { path: 'templates/lumen_bid.json.tmpl', patch: [{ op: 'replace', path: '/seatbid/0/bid/0/price', value: '{{bid.price|float}}' }] }, raw: true, out: { applied: 1, sha: T.short(8) } }]);
  R.step('Validating after making price numeric.', [v]);
  R.step(same, [{ tool: 'patch_template', args: { path: 'templates/lumen_bid.json.tmpl', patch: [{ op: 'add', path: '/seatbid/0/bid/0/cat', value: ['IAB22'] }] }, raw: true, out: { applied: 1, sha: T.short(8) } }]);
  R.step('Validating after adding the category.', [v]);
  R.step(same, [{ tool: 'patch_template', args: { path: 'templates/lumen_bid.json.tmpl', patch: [{ op: 'replace', path: '/seatbid/0/bid/0/adomain', value: ['${ADV_DOMAIN}'] }] }, raw: true, out: { applied: 1, sha: T.short(8) } }]);
  R.step('Validating after changing the domain macro.', [v]);
  const root = R.finish(null, { error: 'Stopped: reached max_steps=10' });
  return {
    isolates: 'Currency, price type, category and a different domain macro are patched in turn, the exchange validator answers with the identical LUM-ADV-4 error each time, and the model repeats the same sentence before every patch.',
    stagnation: true, goal, root,
  };
}

// 04 data engineering -- Strands; dbt relationships test keeps failing with the same 37 orphans
function s04(id) {
  const T = new Trace(id, '2025-08-12T04:31:09Z');
  const goal = 'Nightly `dbt build --select fct_orders` fails on the relationships test between fct_orders.customer_key and dim_customers. Fix the models so the build passes.';
  const R = new Rec(T, 'strands', {
    agent: 'analytics_eng_agent', tools: ['run_dbt', 'read_file', 'edit_file'],
    system: 'You maintain the dbt project in /srv/dbt/warehouse. Use run_dbt to build and test. Do not disable tests.',
    user: goal,
  });
  const build = () => {
    const h = (ms) => T.hms(ms);
    const t0 = T.t;
    return `${h(t0)}  Running with dbt=1.8.7\n${h(t0 + 900)}  Registered adapter: snowflake=1.8.3\n${h(t0 + 2100)}  Found 214 models, 611 data tests, 38 sources, 1093 macros\n${h(t0 + 2200)}  Concurrency: 8 threads (target='prod')\n${h(t0 + 2300)}  1 of 3 START sql table model analytics.fct_orders ........ [RUN]\n${h(t0 + 9800)}  1 of 3 OK created sql table model analytics.fct_orders ... [SUCCESS 1 in ${T.float(5, 9)}s]\n${h(t0 + 9900)}  2 of 3 START test not_null_fct_orders_order_id .......... [RUN]\n${h(t0 + 10900)}  2 of 3 PASS not_null_fct_orders_order_id ................ [PASS in ${T.float(0.8, 1.6)}s]\n${h(t0 + 11000)}  3 of 3 START test relationships_fct_orders_customer_key__customer_key__ref_dim_customers_ [RUN]\n${h(t0 + 12800)}  3 of 3 FAIL 37 relationships_fct_orders_customer_key__customer_key__ref_dim_customers_ [FAIL 37 in ${T.float(1.1, 2.4)}s]\n\nFailure in test relationships_fct_orders_customer_key__customer_key__ref_dim_customers_ (models/marts/_marts.yml)\n  Got 37 results, configured to fail if != 0\n\nDone. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3\ninvocation_id=${T.uuid()}`;
  };
  const run = { tool: 'run_dbt', args: { command: 'build', select: 'fct_orders' }, error: 'dbt exited with code 1', out: build, dur: 14000 };
  R.step('Reproducing the failure.', [run]);
  R.step('37 orders reference a customer_key missing from dim_customers. Reading fct_orders to see how the key is produced.', [
    { tool: 'read_file', args: { path: 'models/marts/fct_orders.sql' }, out: "with orders as (select * from {{ ref('stg_orders') }}),\ncustomers as (select customer_key, customer_id from {{ ref('dim_customers') }})\nselect o.order_id, c.customer_key, o.ordered_at, o.amount_usd\nfrom orders o\ninner join customers c on o.customer_id = c.customer_id" }]);
  R.step('The inner join should already drop orphans, so the keys must come through another path. Switching to a left join with an explicit surrogate so unmatched rows are visible.', [
    { tool: 'edit_file', args: { path: 'models/marts/fct_orders.sql', find: 'inner join customers c', replace: 'left join customers c' }, out: { ok: true, bytes: 402 } }]);
  R.step('Building after the join change.', [run]);
  R.step('Still exactly 37. Filtering out rows with a null customer_key might be what the test needs.', [
    { tool: 'edit_file', args: { path: 'models/marts/fct_orders.sql', find: 'on o.customer_id = c.customer_id', replace: 'on o.customer_id = c.customer_id\nwhere c.customer_key is not null' }, out: { ok: true, bytes: 441 } }]);
  R.step('Building with the null filter.', [run]);
  R.step('No change in the count. dim_customers is incremental; maybe late customers are missing because of the unique_key. Changing its incremental_strategy to merge.', [
    { tool: 'edit_file', args: { path: 'models/marts/dim_customers.sql', find: "incremental_strategy='append'", replace: "incremental_strategy='merge', unique_key='customer_id'" }, out: { ok: true, bytes: 1177 } }]);
  R.step('Building fct_orders again after the dimension change.', [run]);
  R.step('The failure is identical. A type mismatch could make equal keys compare unequal; casting customer_key to varchar in both models.', [
    { tool: 'edit_file', args: { path: 'models/marts/fct_orders.sql', find: 'c.customer_key,', replace: 'cast(c.customer_key as varchar) as customer_key,' }, out: { ok: true, bytes: 470 } }]);
  R.step('Building with the cast.', [run]);
  R.final('The relationships test still fails with 37 orphan customer keys after four different changes. I have not found the cause yet.');
  const root = R.finish('Build still failing: relationships test reports 37 orphan customer keys.');
  return {
    isolates: 'Join type, a null filter, the dimension incremental strategy and a cast are changed in turn, and each dbt build fails the same relationships test with the same 37 rows; only log times, durations and invocation ids differ.',
    stagnation: false, goal, root,
  };
}

// 05 satellite operations -- Agno; edits to imaging and downlink, the eclipse power violation never moves
function s05(id) {
  const T = new Trace(id, '2025-05-22T17:58:30Z');
  const goal = "Build tomorrow's command load for Kestrel-2 that adds an imaging pass over target AOI-7731, and get it through the flight-rules constraint checker.";
  const R = new Rec(T, 'agno', {
    agent: 'MissionPlanner', model: 'claude-sonnet-4-20250514',
    system: 'You are a mission planning assistant for the Kestrel EO constellation. Edit command sequences only in the sandbox and run check_constraints before handing a load to the flight director.',
    user: goal,
  });
  const same = 'The constraint checker still reports the same power violation. I will modify the command sequence and run the check again.';
  let ver = 1;
  const build = T.short(9);
  const chk = () => `FRC v5.2.0 (build ${build})  run ${T.uuid7()}\nload: KST2_LOAD_2025-143_v${ver}  generated ${T.doy()}\nSCLK at epoch: 0x${(T.epoch() - 946728000).toString(16).toUpperCase()}.${T.HEX(4)}\nrules evaluated: 214  passed: 213  violated: 1\n  VIOLATION PWR-004 battery DoD 41.2% exceeds limit 35.0% during eclipse segment E17 (2025-143T02:11:09Z..2025-143T02:46:40Z)\nstatus: NO-GO   elapsed ${T.secs(T.int(2100, 4800), 2)}`;
  const check = { tool: 'check_constraints', args: { load_id: 'KST2_LOAD_2025-143' }, out: chk, dur: 3600 };
  R.step('Adding the imaging activity for AOI-7731 on the 04:52 ascending pass.', [
    { tool: 'edit_command_sequence', args: { load_id: 'KST2_LOAD_2025-143', op: 'insert', at: '2025-143T04:52:10Z', block: { activity: 'IMG_STRIP', target: 'AOI-7731', duration_s: 90, mode: 'PAN+MS' } }, out: () => ({ ok: true, load_version: ++ver, commands_added: 17 }) }]);
  R.step('Running the constraint checker on the new load.', [check]);
  R.step(same, [{ tool: 'edit_command_sequence', args: { load_id: 'KST2_LOAD_2025-143', op: 'update', activity: 'IMG_STRIP/AOI-7731', set: { duration_s: 60 } }, out: () => ({ ok: true, load_version: ++ver, commands_changed: 3 }) }]);
  R.step('Checking the shorter imaging strip.', [check]);
  R.step(same, [{ tool: 'edit_command_sequence', args: { load_id: 'KST2_LOAD_2025-143', op: 'update', activity: 'DL_XBAND/Svalbard-0611', set: { band: 'S', rate_mbps: 4 } }, out: () => ({ ok: true, load_version: ++ver, commands_changed: 6 }) }]);
  R.step('Checking with the S-band downlink.', [check]);
  R.step(same, [{ tool: 'edit_command_sequence', args: { load_id: 'KST2_LOAD_2025-143', op: 'update', activity: 'IMG_STRIP/AOI-7731', set: { mode: 'PAN', compression: 'JPEG2000-8:1' } }, out: () => ({ ok: true, load_version: ++ver, commands_changed: 4 }) }]);
  R.step('Checking with the panchromatic-only mode.', [check]);
  R.step(same, [{ tool: 'edit_command_sequence', args: { load_id: 'KST2_LOAD_2025-143', op: 'move', activity: 'DL_XBAND/Svalbard-0611', to: '2025-143T06:20:00Z' }, out: () => ({ ok: true, load_version: ++ver, commands_changed: 6 }) }]);
  R.step('Checking after moving the downlink.', [check]);
  const root = R.finish('Load KST2_LOAD_2025-143 is still NO-GO (PWR-004).');
  return {
    isolates: 'Imaging length, downlink band, imaging mode and downlink time are changed in turn; the checker returns the same PWR-004 eclipse violation with identical numbers each time and the model repeats the same sentence.',
    stagnation: true, goal, root,
  };
}

// 06 research grants -- CrewAI; the PDF is re-exported with different options but stays encrypted
function s06(id) {
  const T = new Trace(id, '2025-06-02T18:05:51Z');
  const goal = 'Assemble the R01 resubmission for application 1R01GM-A1 and make it pass the ASSIST pre-submission validation.';
  const R = new Rec(T, 'crewai', {
    crew: 'GrantsOfficeCrew', taskName: 'validate_submission', role: 'Grants Submission Specialist',
    goal: 'Get applications through eRA/ASSIST validation without errors', backstory: 'You work in the sponsored programs office and know NIH formatting rules.',
    system: "You are Grants Submission Specialist. You work in the sponsored programs office and know NIH formatting rules.\nYour personal goal is: Get applications through eRA/ASSIST validation without errors\nYou ONLY have access to the following tools:\nTool Name: Export Attachment PDF\nTool Description: Converts a DOCX in the shared drive to PDF with the given options.\nTool Name: Run Submission Validation\nTool Description: Runs ASSIST pre-submission checks for the application.\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: a validation report with zero errors.\n\nBegin!`,
  });
  const val = () => `ASSIST pre-submission check \u2014 Application 11284470 \u2014 run ${T.usTs()} EDT\nErrors (1):\n  [000.20] Research Strategy (ResearchStrategy.pdf): PDF is password protected or encrypted and cannot be processed.\nWarnings (0)\nValidation ref: VAL-${T.HEX(10)} (took ${T.float(2.5, 6.5, 1)} s)`;
  const v = { tool: 'Run Submission Validation', args: { application_id: '11284470' }, out: val, dur: 4100 };
  R.step('First I need to see what the validator currently reports.', [v]);
  R.step('The research strategy PDF is flagged as encrypted. The exporter defaults may embed fonts with restrictions; I will re-export with all fonts embedded and PDF/A off.', [
    { tool: 'Export Attachment PDF', args: { source: 'R01_resub/ResearchStrategy_v7.docx', embed_fonts: 'all', pdfa: false }, out: () => `Exported ResearchStrategy.pdf (13 pages, ${T.int(820, 990)} KB) in ${T.secs(T.int(3000, 7000), 1)} \u2014 preset "Sponsored Programs Default"` }]);
  R.step("The export finished with every font embedded, so any font-permission flag should be gone; let's see the portal's verdict on this version.", [v]);
  R.step('Same error. Images pasted from another PDF can carry encryption dictionaries; exporting with images flattened to 300 dpi.', [
    { tool: 'Export Attachment PDF', args: { source: 'R01_resub/ResearchStrategy_v7.docx', flatten_images: true, dpi: 300 }, out: () => `Exported ResearchStrategy.pdf (13 pages, ${T.int(1400, 1700)} KB) in ${T.secs(T.int(3000, 7000), 1)} \u2014 preset "Sponsored Programs Default"` }]);
  R.step('With images rasterised there is no embedded foreign PDF object left, which was my best explanation for the encryption flag.', [v]);
  R.step('Still 000.20. The file name has an underscore variant on the server; I will export to a new name so the portal cannot reuse a cached copy.', [
    { tool: 'Export Attachment PDF', args: { source: 'R01_resub/ResearchStrategy_v7.docx', output_name: 'ResearchStrategy_A1.pdf' }, out: () => `Exported ResearchStrategy_A1.pdf (13 pages, ${T.int(820, 990)} KB) in ${T.secs(T.int(3000, 7000), 1)} \u2014 preset "Sponsored Programs Default"` }]);
  R.step('Under a new file name the portal must fetch fresh bytes, which rules out a stale cached upload as the cause.', [v]);
  R.step('Nothing changed. Trying the smallest file the exporter can produce, in case the portal mis-detects large streams as encrypted.', [
    { tool: 'Export Attachment PDF', args: { source: 'R01_resub/ResearchStrategy_v7.docx', compress: 'max' }, out: () => `Exported ResearchStrategy.pdf (13 pages, ${T.int(400, 520)} KB) in ${T.secs(T.int(3000, 7000), 1)} \u2014 preset "Sponsored Programs Default"` }]);
  R.step('A much smaller stream rules out the size heuristic; submitting this version to the checker.', [v]);
  R.final({ thought: 'I cannot get past this error.', answer: 'Validation still fails: [000.20] ResearchStrategy.pdf is reported as password protected or encrypted.' });
  const root = R.finish('Validation still fails: [000.20] ResearchStrategy.pdf is reported as password protected or encrypted.');
  return {
    isolates: 'The research-strategy PDF is re-exported four different ways (fonts, flattened images, new name, compression) and ASSIST reports the same encrypted-PDF error every time, since the exporter preset that adds permissions is never changed.',
    stagnation: false, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
