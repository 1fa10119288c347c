export const family = 'shrinking_failures_fix_cycle';
export const loop = false, stagnation = false;
export const summary = 'Healthy: test/validate/fix cycles where the failure count drops with a different fix each time, then done.';
export const check = (r) => null;
function cyc(b, runName, runArgs, fixName, steps, ok) {
  const k = [];
  for (const [out, why, fix] of steps) { k.push(b.llm('', [[runName, runArgs]])); k.push(b.tool(runName, runArgs, out)); k.push(b.llm(why, [[fixName, fix]])); k.push(b.tool(fixName, fix, { applied: true })); }
  k.push(b.llm('', [[runName, runArgs]])); k.push(b.tool(runName, runArgs, ok)); k.push(b.llm('All checks pass now.'));
  return k;
}
const mk = (n, domain, style, goal, isolates, runName, runArgs, fixName, steps) => ({ n, domain, style, goal, isolates, build(c, b) { const s = steps(c); return b.agent('fixer', cyc(b, runName, runArgs, fixName, s.slice(0, -1), s[s.length - 1]), { status: 'done' }); } });
export const rows = [
mk('01', 'Haskell cabal build', 'claude_sdk', 'Make `cabal build all` succeed after bumping aeson to 2.2.', 'Compile errors go 6 → 3 → 1 → 0 with a different fix each time (imports, KeyMap API, instance), then the build is green.', 'Bash', { command: 'cabal build all 2>&1 | tail -5' }, 'Edit', (c) => [
  [`[${c.int(10, 40)} of 52] Compiling Api.Types\nsrc/Api/Types.hs:14:1: error: Could not find module 'Data.HashMap.Strict'\n... 6 errors`, 'aeson 2 moved objects to KeyMap; update imports first.', { file_path: 'src/Api/Types.hs', old_string: 'import qualified Data.HashMap.Strict as HM', new_string: 'import qualified Data.Aeson.KeyMap as KM' }],
  ['src/Api/Types.hs:51:22: error: Couldn\'t match type Key with Text\n... 3 errors', 'Keys are now Key not Text; use Key.fromText.', { file_path: 'src/Api/Types.hs', old_string: 'HM.lookup "id" o', new_string: 'KM.lookup (Key.fromText "id") o' }],
  ['src/Api/Orphans.hs:9:10: error: Duplicate instance declarations: ToJSON Day\n... 1 error', 'aeson 2.2 ships ToJSON Day itself; delete the orphan.', { file_path: 'src/Api/Orphans.hs', old_string: 'instance ToJSON Day where\n  toJSON = toJSON . showGregorian', new_string: '' }],
  `Up to date\nBuilding library for tidepool-api-0.4.1 ... done (${c.dur(20, 60)})`]),
mk('02', 'pickle factory jar-label validator', 'openinference', 'Make the September label batch pass the allergen/label validator before print.', 'Validator errors 9 → 4 → 2 → 0; fixes address mustard allergen bolding, net weight units, then a missing lot code.', 'validate_labels', { batch: 'SEP-25', count: 48 }, 'patch_labels', (c) => [
  [{ errors: 9, sample: ['mustard seed not emphasised (x5)', 'net weight "500g" missing space (x4)'], run: c.uuid() }, 'Bold the mustard allergen on the 5 spiced dill labels.', { rule: 'allergen_emphasis', skus: ['DILL-SP-500', 'DILL-SP-1000'] }],
  [{ errors: 4, sample: ['net weight "500g" missing space (x4)'], run: c.uuid() }, 'Format net weights as "500 g".', { rule: 'net_weight_format', value: '500 g' }],
  [{ errors: 2, sample: ['lot code missing on BREAD-BUT-350 (x2)'], run: c.uuid() }, 'Add lot code field to the bread-and-butter template.', { template: 'BREAD-BUT-350', add_field: 'lot_code' }],
  { errors: 0, passed: 48, run: c.uuid(), print_ready: true }]),
mk('03', 'geyser park ticket CSV import', 'vercel', 'Import the partner ticket CSV (1,204 rows) into the park ticketing system.', 'Rejected rows fall 37 → 12 → 0 after two different fixes (date format, then a currency column), import completes.', 'importCsv', { file: 'partners_0412.csv', dryRun: true }, 'transformCsv', (c) => [
  [{ accepted: 1167, rejected: 37, firstError: 'row 18: visit_date "12/04/2025" not ISO-8601', importId: c.b62(10) }, 'Convert dd/mm/yyyy dates to ISO.', { op: 'reformat_date', column: 'visit_date', from: 'DD/MM/YYYY' }],
  [{ accepted: 1192, rejected: 12, firstError: 'row 301: price "ISK 4.900" not numeric', importId: c.b62(10) }, 'Strip currency prefix and thousands dot from price.', { op: 'parse_number', column: 'price', locale: 'is-IS' }],
  { accepted: 1204, rejected: 0, importId: c.b62(10), committed: true }]),
mk('04', 'juggling supply store product feed', 'gemini', 'Get the Google Merchant product feed for the juggling shop approved.', 'Disapproved items 14 → 5 → 1 → 0; fixes: GTINs, shipping weight, one prohibited-word title.', 'feed_diagnostics', { feed: 'gmc-main' }, 'update_products', (c) => [
  [{ disapproved: 14, top_issue: 'Invalid GTIN (club sets)', fetched: c.iso() }, 'Use the manufacturer GTINs for Henrys club sets.', { skus: ['CLUB-H-3', 'CLUB-H-5'], field: 'gtin', source: 'supplier_sheet' }],
  [{ disapproved: 5, top_issue: 'Missing shipping weight (fire torches)', fetched: c.iso() }, 'Add weights to the fire torch SKUs.', { skus: ['TORCH-F-2'], field: 'shipping_weight', value: '0.9 kg' }],
  [{ disapproved: 1, top_issue: 'Title contains "weapon" (knife juggling set)', fetched: c.iso() }, 'Retitle the foam knife set.', { skus: ['FOAM-KN-3'], field: 'title', value: 'Foam Juggling Knives (set of 3, soft)' }],
  { disapproved: 0, approved: 212, fetched: c.iso() }]),
mk('05', 'rowing club boathouse Ansible playbook', 'plain', 'Make the boathouse Wi-Fi/erg-PC Ansible playbook run clean.', 'Failed tasks 5 → 2 → 0 across runs, each fixed differently (become, package name), then PLAY RECAP is clean.', 'run_playbook', { playbook: 'boathouse.yml', limit: 'erg_pcs' }, 'edit_file', (c) => [
  [`PLAY RECAP ****\nerg-pc-01 : ok=4 changed=0 unreachable=0 failed=5\nfatal: Permission denied /etc/netplan\nTime ${c.dur(10, 40)}`, 'Tasks need root; add become: true.', { path: 'boathouse.yml', insert: 'become: true' }],
  [`PLAY RECAP ****\nerg-pc-01 : ok=7 changed=2 failed=2\nfatal: No package matching 'concept2-utility'\nTime ${c.dur(10, 40)}`, 'Package is distributed as a .deb; use apt deb: URL.', { path: 'roles/erg/tasks/main.yml', replace: "deb: https://files.concept2.example/c2utility_7.14_amd64.deb" }],
  `PLAY RECAP ****\nerg-pc-01 : ok=11 changed=3 unreachable=0 failed=0\nerg-pc-02 : ok=11 changed=3 unreachable=0 failed=0\nTime ${c.dur(10, 40)}`]),
mk('06', 'hot-dog stand health inspection checklist', 'crewai', 'Get the mobile hot-dog stand self-inspection checklist to pass the county pre-check tool.', 'Failed items 4 → 1 → 0 with distinct fixes (hot-hold temp log, handwash station).', 'precheck', { permit: 'MFU-2291' }, 'update_checklist', (c) => [
  [`Pre-check ${c.job('pc')}: 4 items failed: hot-hold log missing (3 days), handwash water volume unspecified`, 'Attach the 3 missing hot-hold temperature logs.', { permit: 'MFU-2291', attach: ['temp_log_0601.pdf', 'temp_log_0602.pdf', 'temp_log_0603.pdf'] }],
  [`Pre-check ${c.job('pc')}: 1 item failed: handwash water volume unspecified`, 'State the 5-gallon handwash tank.', { permit: 'MFU-2291', field: 'handwash_capacity_gal', value: 5 }],
  `Pre-check ${c.job('pc')}: all 22 items passed`]),
];
