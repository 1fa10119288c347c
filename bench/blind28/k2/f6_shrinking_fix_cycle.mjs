// Family: shrinking_fix_cycle (healthy) — run / fix / run where the failure count drops each time, each fix different, then done.
import { Trace, row } from './lib.mjs';
const F = 'shrinking_fix_cycle';

// 01 coding: TypeScript errors in a cactus nursery inventory app — Claude Agent SDK
function r01() {
  const t = new Trace(`${F}-01`, 'claude_sdk', { agent: 'cactus-inventory', goal: 'Make `tsc --noEmit` pass in the cactus nursery inventory app after the upgrade to the new pot-size enum.' });
  const k = [];
  const tsc = (lines, n) => `${lines.join('\n')}\n\nFound ${lines.length} error${lines.length === 1 ? '' : 's'} in ${new Set(lines.map((l) => l.split('(')[0])).size} files.\n✨  Done in ${n.float(2, 9)}s.`;
  k.push(...t.turn({ text: 'Running the type checker.', calls: [{ name: 'Bash', args: { command: 'npx tsc --noEmit' }, err: 'exit 2', out: (n) => tsc([
    "src/pots.ts(12,7): error TS2322: Type '\"6cm\"' is not assignable to type 'PotSize'.",
    "src/pots.ts(19,7): error TS2322: Type '\"9cm\"' is not assignable to type 'PotSize'.",
    "src/pricing.ts(44,18): error TS2339: Property 'sizeCm' does not exist on type 'Pot'.",
    "src/pricing.ts(51,18): error TS2339: Property 'sizeCm' does not exist on type 'Pot'.",
    "src/labels.tsx(8,30): error TS7006: Parameter 'genus' implicitly has an 'any' type.",
    "src/import/csv.ts(77,3): error TS2554: Expected 2 arguments, but got 1."], n) }] }));
  k.push(...t.turn({ text: 'Two literal strings need the enum members and two call sites still use the removed sizeCm. Fixing pots.ts and pricing.ts.', calls: [
    { name: 'Edit', args: { file_path: 'src/pots.ts', old_string: "size: '6cm'", new_string: 'size: PotSize.Cm6', replace_all: true }, out: 'The file src/pots.ts has been updated. (2 replacements)' },
    { name: 'Edit', args: { file_path: 'src/pricing.ts', old_string: 'pot.sizeCm', new_string: 'potSizeToCm(pot.size)', replace_all: true }, out: 'The file src/pricing.ts has been updated. (2 replacements)' }] }));
  k.push(...t.turn({ text: 'Re-running tsc.', calls: [{ name: 'Bash', args: { command: 'npx tsc --noEmit' }, err: 'exit 2', out: (n) => tsc(["src/pots.ts(19,7): error TS2322: Type '\"9cm\"' is not assignable to type 'PotSize'.", "src/labels.tsx(8,30): error TS7006: Parameter 'genus' implicitly has an 'any' type.", "src/import/csv.ts(77,3): error TS2554: Expected 2 arguments, but got 1.", "src/pricing.ts(3,10): error TS2305: Module '\"./pots\"' has no exported member 'potSizeToCm'."], n) }] }));
  k.push(...t.turn({ text: 'Down to 4. The 9cm literal was a separate string; potSizeToCm needs exporting; labels needs a type; parseCsv gained a `delimiter` parameter.', calls: [
    { name: 'Edit', args: { file_path: 'src/pots.ts', old_string: "size: '9cm'", new_string: 'size: PotSize.Cm9' }, out: 'The file src/pots.ts has been updated.' },
    { name: 'Edit', args: { file_path: 'src/pots.ts', old_string: 'function potSizeToCm', new_string: 'export function potSizeToCm' }, out: 'The file src/pots.ts has been updated.' },
    { name: 'Edit', args: { file_path: 'src/labels.tsx', old_string: '(genus) =>', new_string: '(genus: string) =>' }, out: 'The file src/labels.tsx has been updated.' }] }));
  k.push(...t.turn({ text: 'Re-running tsc.', calls: [{ name: 'Bash', args: { command: 'npx tsc --noEmit' }, err: 'exit 2', out: (n) => tsc(['src/import/csv.ts(77,3): error TS2554: Expected 2 arguments, but got 1.'], n) }] }));
  k.push(...t.turn({ text: 'Last one: parseCsv(text) → parseCsv(text, ";") since supplier sheets are semicolon-separated.', calls: [{ name: 'Edit', args: { file_path: 'src/import/csv.ts', old_string: 'parseCsv(text)', new_string: "parseCsv(text, ';')" }, out: 'The file src/import/csv.ts has been updated.' }] }));
  k.push(...t.turn({ text: 'Final check.', calls: [{ name: 'Bash', args: { command: 'npx tsc --noEmit && echo OK' }, out: (n) => `OK\n✨  Done in ${n.float(2, 9)}s.` }] }));
  k.push(...t.turn({ text: 'tsc is clean: 6 → 4 → 1 → 0 errors. Changes: PotSize enum members in pots.ts, exported potSizeToCm and used it in pricing.ts, typed genus in labels.tsx, passed the ";" delimiter in csv.ts.' }));
  return row(F, 1, 'Type errors go 6 → 4 → 1 → 0 with a different edit each round, then the agent stops.', t, t.root(k, { out: { subtype: 'success', num_turns: 8, result: 'tsc clean' } }));
}

// 02 data: frozen yogurt franchise sales import — LangGraph
function r02() {
  const t = new Trace(`${F}-02`, 'langsmith', { agent: 'sales-import', goal: 'Load the March POS export from the 31 frozen yogurt franchise stores into the warehouse staging table with zero rejected rows.' });
  const k = [];
  const load = (rej, errs) => (n) => ({ job: n.job('load'), rows_read: 18412, rows_loaded: 18412 - rej, rejected: rej, sample_errors: errs, bytes: 4_118_902, started: n.isoMicro(), elapsed: n.secs(3, 20) });
  k.push(...t.turn({ text: 'Loading the raw export.', calls: [{ name: 'load_csv', args: { file: 's3://fro-yo-pos/exports/2025-03.csv', table: 'stg_pos_sales' }, out: load(23, ['line 88: store_id "FY-07 " has trailing space', 'line 1204: amount "4,50" not numeric', 'line 9932: date "31/03/2025" does not match YYYY-MM-DD']) }] }));
  k.push(...t.turn({ text: 'Three causes: trailing spaces in store_id, comma decimals from the Lisbon stores, and day-first dates. Trimming store_id first.', calls: [{ name: 'set_transform', args: { column: 'store_id', expr: 'trim(store_id)' }, out: { ok: true } }, { name: 'load_csv', args: { file: 's3://fro-yo-pos/exports/2025-03.csv', table: 'stg_pos_sales', truncate: true }, out: load(9, ['line 1204: amount "4,50" not numeric', 'line 9932: date "31/03/2025" does not match YYYY-MM-DD']) }] }));
  k.push(...t.turn({ text: '23 → 9. Now the decimal comma: replace "," with "." for amount where store country is PT.', calls: [{ name: 'set_transform', args: { column: 'amount', expr: "CASE WHEN country='PT' THEN replace(amount, ',', '.') ELSE amount END" }, out: { ok: true } }, { name: 'load_csv', args: { file: 's3://fro-yo-pos/exports/2025-03.csv', table: 'stg_pos_sales', truncate: true }, out: load(2, ['line 9932: date "31/03/2025" does not match YYYY-MM-DD', 'line 9933: date "31/03/2025" does not match YYYY-MM-DD']) }] }));
  k.push(...t.turn({ text: '9 → 2: both are the till at store FY-19 writing DD/MM/YYYY on the last day. Parse with a fallback format.', calls: [{ name: 'set_transform', args: { column: 'sale_date', expr: "coalesce(try_strptime(sale_date, '%Y-%m-%d'), try_strptime(sale_date, '%d/%m/%Y'))" }, out: { ok: true } }, { name: 'load_csv', args: { file: 's3://fro-yo-pos/exports/2025-03.csv', table: 'stg_pos_sales', truncate: true }, out: load(0, []) }] }));
  k.push(...t.turn({ text: 'Loaded 18,412 rows, 0 rejected. Rejections went 23 → 9 → 2 → 0 via trim(store_id), PT decimal-comma fix, and a DD/MM/YYYY fallback for store FY-19.' }));
  return row(F, 2, 'Rejected rows fall 23 → 9 → 2 → 0, each load preceded by a different transform, then a summary.', t, t.root(k, { out: { rows_loaded: 18412, rejected: 0 } }));
}

// 03 ceramic insulator test lab — Vercel AI SDK
function r03() {
  const t = new Trace(`${F}-03`, 'vercel', { agent: 'hv-lab-assistant', goal: 'Submit this week\'s porcelain insulator flashover test results (batch INS-88) to the utility\'s portal; the portal validates the schema.' });
  const k = [];
  const sub = (errs) => (n) => errs.length ? { status: 422, body: { errors: errs, submission: null }, headers: { 'x-request-id': n.uuid(), date: n.http() } } : { status: 201, body: { submission: 'SUB-' + n.digits(6), accepted_records: 48 }, headers: { location: '/submissions/' + n.digits(6), date: n.http() } };
  k.push(...t.turn({ text: 'Submitting the 48 records.', calls: [{ name: 'portal_submit', args: { batch: 'INS-88', records: 48 }, err: 'HTTP 422', out: sub([{ path: '$.records[*].wet_flashover_kv', msg: 'required' }, { path: '$.records[3].creepage_mm', msg: 'must be >= 0' }, { path: '$.records[17].test_date', msg: 'format date-time' }, { path: '$.operator_id', msg: 'required' }, { path: '$.records[40].standard', msg: "enum ['IEC 60383-1','ANSI C29.1']" }]) }] }));
  k.push(...t.turn({ text: 'Five errors. The wet flashover column is named wet_fo_kv in our sheet; map it. Add operator_id.', calls: [{ name: 'portal_submit', args: { batch: 'INS-88', records: 48, field_map: { wet_fo_kv: 'wet_flashover_kv' }, operator_id: 'OP-114' }, err: 'HTTP 422', out: sub([{ path: '$.records[3].creepage_mm', msg: 'must be >= 0' }, { path: '$.records[17].test_date', msg: 'format date-time' }, { path: '$.records[40].standard', msg: "enum ['IEC 60383-1','ANSI C29.1']" }]) }] }));
  k.push(...t.turn({ text: 'Three left. Record 3 creepage -412 is a sign typo (412 mm per the data sheet); record 40 says "IEC 60383"; fix both.', calls: [{ name: 'portal_submit', args: { batch: 'INS-88', records: 48, patches: [{ i: 3, creepage_mm: 412 }, { i: 40, standard: 'IEC 60383-1' }] }, err: 'HTTP 422', out: sub([{ path: '$.records[17].test_date', msg: 'format date-time' }]) }] }));
  k.push(...t.turn({ text: 'Record 17 has "2025-04-09 14:10" without T and zone; convert to ISO with +01:00.', calls: [{ name: 'portal_submit', args: { batch: 'INS-88', records: 48, patches: [{ i: 17, test_date: '2025-04-09T14:10:00+01:00' }] }, out: sub([]) }] }));
  k.push(...t.turn({ text: 'Accepted: 48 records. Validation errors 5 → 3 → 1 → 0.' }));
  return row(F, 3, 'Portal validation errors go 5 → 3 → 1 → 0, each resubmission fixing different fields, then a 201.', t, t.root(k, { out: { text: 'Accepted: 48 records.' } }));
}

// 04 devops: Ansible for ham curing house cold rooms — OpenAI Agents SDK
function r04() {
  const t = new Trace(`${F}-04`, 'agents', { agent: 'Infra Agent', goal: 'Roll the new humidity-controller config (ham drying rooms, 78% RH for salting phase) to all 9 cold-room gateways with Ansible.' });
  const k = [];
  const recap = (rows, n) => `PLAY RECAP *********************************************************************\n${rows.join('\n')}\n\nPlaybook run took 0 days, 0 hours, ${n.int(1, 4)} minutes, ${n.int(0, 59)} seconds`;
  const ok = (h) => `${h.padEnd(22)}: ok=7    changed=2    unreachable=0    failed=0`;
  const bad = (h, why) => `${h.padEnd(22)}: ok=3    changed=0    unreachable=0    failed=1   # ${why}`;
  const hosts = Array.from({ length: 9 }, (_, i) => `coldroom-gw-0${i + 1}`);
  k.push(...t.turn({ text: 'Running the playbook.', calls: [{ name: 'run_ansible', args: { playbook: 'humidity.yml', limit: 'coldrooms' }, err: 'exit 2', out: (n) => recap(hosts.map((h, i) => [1, 3, 4, 7, 8].includes(i) ? bad(h, i < 4 ? 'python3-jinja2 missing' : 'disk full /var/log') : ok(h)), n) }] }));
  k.push(...t.turn({ text: 'gw-02, 04, 05 lack python3-jinja2; gw-08 and 09 have full /var/log. Installing jinja2 first.', calls: [{ name: 'run_ansible', args: { playbook: 'bootstrap.yml', limit: 'coldroom-gw-02,coldroom-gw-04,coldroom-gw-05', extra_vars: { pkgs: ['python3-jinja2'] } }, out: (n) => recap(['coldroom-gw-02', 'coldroom-gw-04', 'coldroom-gw-05'].map((h) => `${h.padEnd(22)}: ok=2    changed=1    unreachable=0    failed=0`), n) }, { name: 'run_ansible', args: { playbook: 'humidity.yml', limit: 'coldrooms' }, err: 'exit 2', out: (n) => recap(hosts.map((h, i) => [7, 8].includes(i) ? bad(h, 'disk full /var/log') : ok(h)), n) }] }));
  k.push(...t.turn({ text: '5 → 2 failures. Rotating and vacuuming journald on gw-08/09.', calls: [{ name: 'run_ansible', args: { module: 'shell', args: 'journalctl --vacuum-size=200M && logrotate -f /etc/logrotate.conf', limit: 'coldroom-gw-08,coldroom-gw-09' }, out: (n) => `coldroom-gw-08 | CHANGED | rc=0 >>\nVacuuming done, freed ${n.int(600, 2400)}M of archived journals\ncoldroom-gw-09 | CHANGED | rc=0 >>\nVacuuming done, freed ${n.int(600, 2400)}M of archived journals` }, { name: 'run_ansible', args: { playbook: 'humidity.yml', limit: 'coldrooms' }, out: (n) => recap(hosts.map(ok), n) }] }));
  k.push(...t.turn({ text: 'All 9 gateways applied the 78% RH salting config. Failed hosts 5 → 2 → 0 (jinja2 install, then journald cleanup).' }));
  return row(F, 4, 'Failed Ansible hosts go 5 → 2 → 0 after two different remedies, then a final report.', t, t.root(k, { out: 'All 9 gateways updated.' }));
}

// 05 ice fishing derby leaderboard a11y — smolagents
function r05() {
  const t = new Trace(`${F}-05`, 'smolagents', { agent: 'derby-web', goal: 'Get the ice fishing derby live leaderboard page to pass the axe accessibility scan with no violations.' });
  const k = [];
  const scan = (v) => (n) => ({ url: 'http://localhost:5173/leaderboard', violations: v, passes: 41 + (11 - v.reduce((a, x) => a + x.nodes, 0)), timestamp: n.iso(), testEngine: 'axe-core 4.10.2' });
  k.push(...t.turn({ text: 'Scan first.', calls: [{ name: 'axe_scan', args: { url: 'http://localhost:5173/leaderboard' }, var: 'report', out: scan([{ id: 'color-contrast', nodes: 6 }, { id: 'image-alt', nodes: 3 }, { id: 'th-has-data-cells', nodes: 1 }, { id: 'aria-live-missing', nodes: 1 }]) }] }));
  k.push(...t.turn({ text: '11 nodes. Contrast: the grey #9aa on white in the weight column; bump to #4a5560.', calls: [{ name: 'edit_file', args: { path: 'src/leaderboard.css', find: 'color: #99aaaa;', replace: 'color: #4a5560;' }, out: 'edited 1 occurrence' }, { name: 'axe_scan', args: { url: 'http://localhost:5173/leaderboard' }, var: 'report', out: scan([{ id: 'image-alt', nodes: 3 }, { id: 'th-has-data-cells', nodes: 1 }, { id: 'aria-live-missing', nodes: 1 }]) }] }));
  k.push(...t.turn({ text: '5 left. Fish species icons need alt text; the table has an empty "Photo" header column.', calls: [{ name: 'edit_file', args: { path: 'src/Row.svelte', find: '<img src={species.icon}>', replace: '<img src={species.icon} alt={species.name}>' }, out: 'edited 1 occurrence' }, { name: 'edit_file', args: { path: 'src/Leaderboard.svelte', find: '<th>Photo</th>', replace: '' }, out: 'edited 1 occurrence' }, { name: 'axe_scan', args: { url: 'http://localhost:5173/leaderboard' }, var: 'report', out: scan([{ id: 'aria-live-missing', nodes: 1 }]) }] }));
  k.push(...t.turn({ text: 'The live-updating tbody needs aria-live="polite".', calls: [{ name: 'edit_file', args: { path: 'src/Leaderboard.svelte', find: '<tbody>', replace: '<tbody aria-live="polite">' }, out: 'edited 1 occurrence' }, { name: 'axe_scan', args: { url: 'http://localhost:5173/leaderboard' }, var: 'report', out: scan([]) }] }));
  k.push(...t.turn({ text: 'No violations remain (11 → 5 → 1 → 0).', calls: [{ name: 'final_answer', args: { answer: 'Leaderboard passes axe: contrast fixed, alt text on species icons, empty Photo header removed, aria-live on live rows.' }, out: 'Leaderboard passes axe.' }] }));
  return row(F, 5, 'Accessibility violations drop 11 → 5 → 1 → 0 with different edits, then final_answer.', t, t.root(k, { out: 'Leaderboard passes axe.' }));
}

// 06 kite manufacturing BOM vs ERP — Gemini
function r06() {
  const t = new Trace(`${F}-06`, 'gemini', { agent: 'bom-reconciler', goal: 'Reconcile the bill of materials for the 12 m² foil kite (model AURA-12) with the ERP item master until there are no mismatches.' });
  const k = [];
  const diff = (m) => (n) => ({ compared_at: n.isoOffset(1), erp_snapshot: n.hex(12), mismatches: m, mismatch_count: m.length });
  k.push(...t.turn({ calls: [{ name: 'diff_bom', args: { model: 'AURA-12' }, out: diff([{ part: 'RIP-38G', issue: 'ERP uom m, BOM uom m2' }, { part: 'DYN-2MM', issue: 'qty 142 vs 124' }, { part: 'BRIDLE-PE-1.2', issue: 'missing in ERP' }, { part: 'VALVE-CLR', issue: 'obsolete in ERP' }, { part: 'RIP-38G-RED', issue: 'uom' }, { part: 'RIP-38G-BLU', issue: 'uom' }, { part: 'TAPE-DAC', issue: 'qty 3.2 vs 32' }, { part: 'SWIVEL-S', issue: 'supplier code differs' }]) }] }));
  k.push(...t.turn({ text: 'Three ripstop lines share the m vs m² unit problem; switching the ERP uom to m2 with conversion 1.5 m width.', calls: [{ name: 'erp_update_items', args: { items: ['RIP-38G', 'RIP-38G-RED', 'RIP-38G-BLU'], uom: 'm2', conversion: { from: 'm', factor: 1.5 } }, out: { updated: 3 } }, { name: 'diff_bom', args: { model: 'AURA-12' }, out: diff([{ part: 'DYN-2MM', issue: 'qty 142 vs 124' }, { part: 'BRIDLE-PE-1.2', issue: 'missing in ERP' }, { part: 'VALVE-CLR', issue: 'obsolete in ERP' }, { part: 'TAPE-DAC', issue: 'qty 3.2 vs 32' }, { part: 'SWIVEL-S', issue: 'supplier code differs' }]) }] }));
  k.push(...t.turn({ text: 'The DYN-2MM and TAPE-DAC figures are BOM typos (124 and 3.2 match the cutting plan). Create the bridle line item, swap VALVE-CLR to VALVE-CLR2.', calls: [{ name: 'bom_patch', args: { model: 'AURA-12', set: { 'DYN-2MM': 124, 'TAPE-DAC': 3.2 }, replace: { 'VALVE-CLR': 'VALVE-CLR2' } }, out: { revision: 'C' } }, { name: 'erp_create_item', args: { part: 'BRIDLE-PE-1.2', uom: 'm', description: 'PE bridle line 1.2 mm' }, out: (n) => ({ item_id: n.int(40000, 49999) }) }, { name: 'diff_bom', args: { model: 'AURA-12' }, out: diff([{ part: 'SWIVEL-S', issue: 'supplier code differs' }]) }] }));
  k.push(...t.turn({ text: 'Last: supplier code for SWIVEL-S changed to SW-8813 after the vendor merger.', calls: [{ name: 'erp_update_items', args: { items: ['SWIVEL-S'], supplier_code: 'SW-8813' }, out: { updated: 1 } }, { name: 'diff_bom', args: { model: 'AURA-12' }, out: diff([]) }] }));
  k.push(...t.turn({ text: 'AURA-12 BOM (rev C) and ERP agree. Mismatches 8 → 5 → 1 → 0.' }));
  return row(F, 6, 'BOM/ERP mismatches fall 8 → 5 → 1 → 0 with a different correction each round, then done.', t, t.root(k, { out: { text: 'BOM and ERP agree.' } }));
}

export default [r01, r02, r03, r04, r05, r06];
