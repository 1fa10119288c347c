import { Run, row, uuid, sha, dur, tmp } from './lib.mjs';
import { codingWork, sqlWork, browserWork } from './domains.mjs';
const FAM = 'converging_fix_cycle';
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Turn on `strict = true` for mypy in the pallets/click fork and fix the resulting type errors in src/click/types.py and src/click/core.py.', { start: '2026-01-28T13:00:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'pallets/click', lang: 'py', files: ['src/click/types.py', 'src/click/core.py', 'src/click/decorators.py', 'src/click/_compat.py', 'pyproject.toml'], syms: ['convert', 'get_metavar', 'invoke', 'make_context', 'shell_complete'], test: 'mypy src/click' }, 46);
  const errs = [['src/click/types.py:118: error: Function is missing a return type annotation  [no-untyped-def]', 'src/click/types.py:204: error: Returning Any from function declared to return "str"  [no-any-return]', 'src/click/types.py:377: error: Missing type parameters for generic type "Sequence"  [type-arg]', 'src/click/core.py:1410: error: Argument 1 to "invoke" has incompatible type "Callable[..., Any] | None"  [arg-type]', 'src/click/core.py:2233: error: Item "None" of "Context | None" has no attribute "obj"  [union-attr]', 'src/click/core.py:2890: error: Unused "type: ignore" comment  [unused-ignore]'], 4, 1, 0];
  const all = errs[0];
  const fixes = [['Annotating return types in types.py (lines 118, 204) and adding the Sequence[str] parameter.', 'src/click/types.py', 3], ['Narrowing the Optional callback with an explicit None check before invoke, and removing the stale type: ignore.', 'src/click/core.py', 2], ['Last one: ctx can be None at line 2233; using ctx.ensure_object path guarded by an assert for the resolved context.', 'src/click/core.py', 1]];
  run.step('Enabling strict mode and getting the baseline.', 'run_shell', { command: 'mypy src/click' }, all.join('\n') + `\nFound 6 errors in 2 files (checked 17 source files)`);
  let left = all.slice();
  for (const [th, f, k] of fixes) {
    run.step(th, 'apply_patch', { patch: `*** Begin Patch\n*** Update File: ${f}\n@@\n${left.slice(0, k).map(e => '-# ' + e.split(': error: ')[0]).join('\n')}\n*** End Patch` }, { status: 'applied', files_changed: 1 });
    left = left.slice(k);
    run.step(`Re-running mypy; expecting ${left.length} left.`, 'run_shell', { command: 'mypy src/click' }, left.length ? left.join('\n') + `\nFound ${left.length} error${left.length > 1 ? 's' : ''} in ${new Set(left.map(x => x.split(':')[0])).size} file(s) (checked 17 source files)` : 'Success: no issues found in 17 source files');
  }
  run.step('Making sure the test suite still passes.', 'run_shell', { command: 'pytest -q' }, `${r.int(600, 700)} passed, 21 skipped in ${dur(r, 8, 20)}`);
  run.say('mypy strict is enabled and clean (6 → 3 → 1 → 0 errors); tests still pass.');
  return row(FAM, 1, 'A coding agent enables mypy strict and fixes errors in three different edits, the count falling 6, 3, 1, 0, then finishes.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'swe', 'The nightly data-quality suite for the orders_clean table fails; fix the cleaning job so all expectations pass.', { start: '2026-02-15T05:00:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'acme-data/orders-pipeline', lang: 'py', files: ['jobs/clean_orders.py', 'jobs/schemas.py', 'gx/expectations/orders_clean.json', 'tests/test_clean_orders.py', 'jobs/utils/currency.py'], syms: ['clean_orders', 'normalize_currency', 'dedupe_orders', 'parse_ts'], test: 'python -m pytest tests -q' }, 70);
  const res = (fails, list) => `Validation run ${uuid(r)} at ${run.clock.iso()}\nsuite: orders_clean.critical  evaluated: 22  successful: ${22 - fails}  unsuccessful: ${fails}\n${list.join('\n')}\nsuccess: ${fails === 0}`;
  const steps = [[6, ['✗ expect_column_values_to_not_be_null(order_id) 0.4% unexpected', '✗ expect_column_values_to_be_unique(order_id) 1,204 duplicates', '✗ expect_column_values_to_be_in_set(currency) {"usd","Eur"}', '✗ expect_column_values_to_be_between(amount, 0, 100000) 17 negatives', '✗ expect_column_values_to_match_strftime_format(created_at)', '✗ expect_table_row_count_to_be_between(…)']], [4, ['✗ expect_column_values_to_be_in_set(currency) {"usd","Eur"}', '✗ expect_column_values_to_be_between(amount, 0, 100000) 17 negatives', '✗ expect_column_values_to_match_strftime_format(created_at)', '✗ expect_table_row_count_to_be_between(…)']], [1, ['✗ expect_column_values_to_match_strftime_format(created_at) 0.02% unexpected']], [0, []]];
  const fx = ['Dropping rows with null order_id and deduplicating on (order_id, updated_at) keeping the latest.', 'Upper-casing currency codes and routing refunds (negative amounts) to orders_refunds instead of orders_clean; the row count should recover too.', 'Some created_at values are epoch millis; parse_ts now handles both ISO and epoch.'];
  run.step('Running the suite for the baseline.', 'bash', { command: 'python -m gx_run --suite orders_clean.critical' }, res(...steps[0]));
  fx.forEach((f, i) => { run.step(f, 'bash', { command: `edit ${[40, 77, 12][i]}:${[44, 83, 15][i]}\n${['    df = df.dropna(subset=["order_id"]).sort_values("updated_at").drop_duplicates("order_id", keep="last")', '    df["currency"] = df["currency"].str.upper()\n    refunds, df = df[df.amount < 0], df[df.amount >= 0]', '    return pd.to_datetime(v, unit="ms") if str(v).isdigit() else pd.to_datetime(v, utc=True)'][i]}\nend_of_edit` }, 'File updated.'); run.step(`Re-validating (was ${steps[i][0]} failing).`, 'bash', { command: 'python jobs/clean_orders.py --date 2026-02-14 && python -m gx_run --suite orders_clean.critical' }, res(...steps[i + 1])); });
  run.step('All 22 expectations pass. Submitting.', 'bash', { command: 'submit' }, 'Submission recorded.');
  return row(FAM, 2, 'A data agent fixes a cleaning job in three different edits; the failed-expectation count drops 6, 4, 1, 0 and it submits.', false, false, run.finish({ exit_status: 'submitted' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'cc', 'Get the checkout page of the storefront (apps/store) to zero axe-core accessibility violations before the WCAG audit.', { start: '2026-03-04T09:00:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'acme/storefront', lang: 'ts', files: ['apps/store/src/pages/checkout.tsx', 'apps/store/src/components/AddressForm.tsx', 'apps/store/src/components/PayButton.tsx', 'apps/store/src/styles/theme.ts', 'apps/store/e2e/a11y.spec.ts'], syms: ['CheckoutPage', 'AddressForm', 'PayButton', 'palette'], test: 'pnpm --filter store test' }, 62);
  const run_ = (n, lines) => `Running 1 test using 1 worker\n  ${n ? '✘' : '✓'}  1 [chromium] › e2e/a11y.spec.ts:8:5 › checkout has no a11y violations (${dur(r, 2, 6)})\n${n ? `\n    Expected: []\n    Received: ${n} violations\n${lines.map(l => '      - ' + l).join('\n')}\n\n  1 failed` : '\n  1 passed'} (${dur(r, 5, 12)})`;
  const states = [[11, ['color-contrast (5 nodes)', 'label (3 nodes)', 'button-name (2 nodes)', 'region (1 node)']], [6, ['color-contrast (3 nodes)', 'button-name (2 nodes)', 'region (1 node)']], [2, ['color-contrast (1 node)', 'region (1 node)']], [0, []]];
  run.step('Baseline axe run.', 'Bash', { command: 'pnpm --filter store exec playwright test e2e/a11y.spec.ts', description: 'a11y test' }, run_(...states[0]), { error: 'Exit code 1' });
  const ed = [['Adding <label htmlFor> to the 3 address inputs and darkening the muted text token from #9aa0a6 to #5f6368 (4.6:1).', 'apps/store/src/components/AddressForm.tsx'], ['The two icon-only buttons (apply coupon, remove item) get aria-labels; also darkening the coupon hint color.', 'apps/store/src/pages/checkout.tsx'], ['Wrapping the order summary in <aside aria-label="Order summary"> and fixing the last contrast node on the disabled Pay button.', 'apps/store/src/components/PayButton.tsx']];
  ed.forEach(([th, f], i) => { run.step(th, 'Edit', { file_path: `/workspace/storefront/${f}`, old_string: ['<input id="street"', '<button onClick={applyCoupon}>', '<div className="summary">'][i], new_string: ['<label htmlFor="street">Street</label>\n<input id="street"', '<button aria-label="Apply coupon" onClick={applyCoupon}>', '<aside aria-label="Order summary" className="summary">'][i] }, `The file /workspace/storefront/${f} has been updated.`); run.step(null, 'Bash', { command: 'pnpm --filter store exec playwright test e2e/a11y.spec.ts', description: 'a11y test' }, run_(...states[i + 1]), states[i + 1][0] ? { error: 'Exit code 1' } : {}); });
  run.say('Checkout now has zero axe violations (11 → 6 → 2 → 0): form labels, icon-button names, contrast on three tokens, and a labelled summary region.');
  return row(FAM, 3, 'A front-end agent fixes accessibility issues in three different edits; axe violations drop 11, 6, 2, 0 and the test passes.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
