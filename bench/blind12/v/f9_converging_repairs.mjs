// Family 9 — converging_repairs (loop: false, stagnation: false)
// A change-and-verify cycle that converges: every verification reports fewer or different failures
// than the last, and the final one passes. Healthy.
import { Trace } from './lib.mjs';

export const family = 'converging_repairs';
export const loop = false;
export const stagnation = false;
export const isolates = 'Change-and-verify rounds whose failures shrink or change each time until the check passes.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'wildfire fuel-moisture sensors', style: 'plain',
    isolates: 'A message-level data agent fixes a sensor calibration check in three rounds (5 → 3 → 1 → 0 failing sensors) and then publishes the fire-danger index.',
    goal: 'Get the nightly calibration check for the Sierra Ridge fuel-moisture sensor network passing so the fire-danger index can publish.',
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'fdi-data-agent', system: 'You maintain the fire-danger data pipeline of the Sierra Ridge Fire Protection District. Tools: run_calibration_check, apply_sensor_fix, publish_fdi.' });
      const chk = (failing) => () => ({ check: 'fm10-calibration', run_id: n.ulid(), sensors_total: 42, failing: failing.length, details: failing, finished: n.isoTz(-420) });
      T.step({ calls: [{ name: 'run_calibration_check', args: { network: 'sierra-ridge', date: 'last-night' }, result: chk([{ id: 'FM-07', reason: 'value 0.118 outside 1-60 %' }, { id: 'FM-19', reason: 'value 0.094 outside 1-60 %' }, { id: 'FM-23', reason: 'stale: last reading 31 h ago' }, { id: 'FM-31', reason: 'stale: last reading 29 h ago' }, { id: 'FM-40', reason: 'drift +6.2 % vs co-located reference' }]) }] });
      T.step({ text: 'FM-07 and FM-19 report fractions (0.118) instead of percent; their new firmware changed units. Converting their feed by x100 fixes two of the five.', calls: [{ name: 'apply_sensor_fix', args: { sensors: ['FM-07', 'FM-19'], fix: 'scale', factor: 100, reason: 'firmware 3.2 reports fraction' }, result: { applied: 2 } }] });
      T.step({ calls: [{ name: 'run_calibration_check', args: { network: 'sierra-ridge', date: 'last-night' }, result: chk([{ id: 'FM-23', reason: 'stale: last reading 31 h ago' }, { id: 'FM-31', reason: 'stale: last reading 29 h ago' }, { id: 'FM-40', reason: 'drift +6.2 % vs co-located reference' }]) }] });
      T.step({ text: 'Down to three. FM-23 and FM-31 are on the ridge relay that is down for maintenance (ticket MX-1180); excluding them from tonight\'s index is the documented procedure.', calls: [{ name: 'apply_sensor_fix', args: { sensors: ['FM-23', 'FM-31'], fix: 'exclude', until: 'relay ticket MX-1180 closed' }, result: { applied: 2 } }] });
      T.step({ calls: [{ name: 'run_calibration_check', args: { network: 'sierra-ridge', date: 'last-night' }, result: chk([{ id: 'FM-40', reason: 'drift +6.2 % vs co-located reference' }]) }] });
      T.step({ text: 'Only FM-40 remains, drifting +6.2 %. The field team measured a -6.0 % offset at its last calibration visit, so applying that correction.', calls: [{ name: 'apply_sensor_fix', args: { sensors: ['FM-40'], fix: 'offset', value: -6.0, source: 'field calibration 2024-08-02' }, result: { applied: 1 } }] });
      T.step({ calls: [{ name: 'run_calibration_check', args: { network: 'sierra-ridge', date: 'last-night' }, result: chk([]) }] });
      T.step({ text: 'Calibration check is clean (0 failing of 42, with 2 excluded). Publishing the index.', calls: [{ name: 'publish_fdi', args: { network: 'sierra-ridge', date: 'today' }, result: () => ({ published: true, fdi: 'HIGH', url: 'https://fire.sierraridge.example/fdi/' + n.ymd(), version: n.int(800, 900) }) }] });
      T.say('The calibration check now passes: two sensors had a units change (fixed by scaling), two are excluded while their relay is repaired, and FM-40 got its field-measured -6.0 % offset. Today\'s fire-danger index (HIGH) is published.');
      return T.finish({ final: 'Calibration passes; FDI published (HIGH).', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'stained-glass conservation', style: 'vertex',
    isolates: 'An ADK agent fixes a heritage grant condition report: validation goes from four different errors to one image-resolution error to valid, and the report is submitted.',
    goal: 'Submit the condition report for the east window, panel 3b, of St Oswin\'s church to the heritage grant portal.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'conservation_admin_agent', app: 'lumen-glass-studio', system: 'You handle paperwork for Lumen Glass Conservation. validate_report checks the grant portal rules; patch_report edits the draft; submit_report submits.' });
      const val = (errors) => () => ({ report: 'CR-StOswin-E3b', valid: errors.length === 0, errors, rules_version: '2024.2', checked: n.iso() });
      T.step({ calls: [{ name: 'validate_report', args: { report: 'CR-StOswin-E3b' }, result: val([{ field: 'photos[*].caption', msg: '5 photos have no caption' }, { field: 'survey_date', msg: "expected YYYY-MM-DD, got '12/03/24'" }, { field: 'lead_came.condition', msg: "code 'poor-ish' not in [good, fair, poor, failed]" }, { field: 'conservator.accreditation_no', msg: 'required' }]) }] });
      T.step({ text: 'Four separate problems, all fixable from the survey notes: add captions, write the date as 2024-03-12, map the lead came to "poor", and fill in the ICON accreditation number.', calls: [{ name: 'patch_report', args: { report: 'CR-StOswin-E3b', patch: { survey_date: '2024-03-12', 'lead_came.condition': 'poor', 'conservator.accreditation_no': 'ICON-ACR-2291', captions: 'from survey notes' } }, result: { ok: true, fields_changed: 8 } }] });
      T.step({ calls: [{ name: 'validate_report', args: { report: 'CR-StOswin-E3b' }, result: val([{ field: 'photos[7].resolution', msg: 'image is 150 dpi; minimum 300 dpi' }]) }] });
      T.step({ text: 'The original four are resolved; a new, different check now flags photo 7 at 150 dpi. The full-resolution raking-light image is in the survey folder, so I will swap it in.', calls: [{ name: 'patch_report', args: { report: 'CR-StOswin-E3b', patch: { 'photos[7].file': 'survey/E3b_raking_light_full.tif' } }, result: { ok: true, fields_changed: 1 } }] });
      T.step({ calls: [{ name: 'validate_report', args: { report: 'CR-StOswin-E3b' }, result: val([]) }] });
      T.step({ text: 'Valid. Submitting to the grant portal.', calls: [{ name: 'submit_report', args: { report: 'CR-StOswin-E3b', programme: 'Places of Worship Repair Grant' }, result: () => ({ submitted: true, reference: 'POW-' + n.digits(6), receipt: n.isoTz(0) }) }] });
      T.say('The condition report for St Oswin\'s east window, panel 3b, is submitted. Validation went from four errors to one (photo 7 resolution, fixed with the full-resolution file) to a clean pass.');
      return T.finish({ final: 'Condition report submitted.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'amateur radio contest logging', style: 'claude',
    isolates: 'A Claude Agent SDK coding run fixes a Cabrillo exporter: the log checker goes from 12 errors to 3 different ones to "Log OK".',
    goal: "Fix our Cabrillo export so the CQ WPX contest log passes the contest robot's checker before the deadline.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are a coding agent in the club-logger repository of the Fenland Amateur Radio Club.', tools: ['Bash', 'Read', 'Edit'], cwd: '/home/g4fen/club-logger' });
      const check = (body) => () => `cabrillo-check 1.9.2 -- ${n.logTs()}\nfile: out/wpx_ssb_G4FEN.log (${n.int(1400, 1500)} QSO lines)\n${body}`;
      const run = (body, err) => ({ name: 'Bash', args: { command: 'python -m logger.export --contest WPX-SSB -o out/wpx_ssb_G4FEN.log && cabrillo-check out/wpx_ssb_G4FEN.log', description: 'Export and check Cabrillo log' }, result: check(body), ...(err ? { error: 'Exit code 2' } : {}) });
      T.step({ text: 'Running the export and the checker.', calls: [run('ERROR header: missing CATEGORY-OPERATOR\nERROR line 14: QSO freq "14.205" must be in kHz (e.g. 14205)\nERROR line 15: QSO freq "14.210" must be in kHz\n... 9 more freq errors (lines 16-24)\n12 errors, 0 warnings', true)] });
      T.step({ calls: [{ name: 'Read', args: { file_path: '/home/g4fen/club-logger/logger/export.py', offset: 30, limit: 30 }, result: '    30\tdef header(meta):\n    31\t    return [\n    32\t        "START-OF-LOG: 3.0",\n    33\t        f"CALLSIGN: {meta.call}",\n    34\t        f"CONTEST: {meta.contest}",\n    35\t        f"CATEGORY-POWER: {meta.power}",\n    36\t    ]\n    ...\n    48\tdef qso_line(q):\n    49\t    return f"QSO: {q.freq_mhz:>5} {q.mode} {q.date} {q.time} {q.mycall} {q.rst_s} {q.exch_s} {q.call} {q.rst_r} {q.exch_r}"\n' }] });
      T.step({ text: 'Two causes: the header never writes CATEGORY-OPERATOR, and QSO lines print MHz. Cabrillo 3.0 wants kHz as an integer. Fixing both.', calls: [{ name: 'Edit', args: { file_path: '/home/g4fen/club-logger/logger/export.py', old_string: '        f"CATEGORY-POWER: {meta.power}",\n', new_string: '        f"CATEGORY-POWER: {meta.power}",\n        f"CATEGORY-OPERATOR: {meta.operator_category}",\n' }, result: 'The file /home/g4fen/club-logger/logger/export.py has been updated.' }, { name: 'Edit', args: { file_path: '/home/g4fen/club-logger/logger/export.py', old_string: '{q.freq_mhz:>5}', new_string: '{round(q.freq_mhz * 1000):>5}' }, result: 'The file /home/g4fen/club-logger/logger/export.py has been updated.' }] });
      T.step({ calls: [run('ERROR line 301: QSO time "932" must be 4 digits HHMM\nERROR line 302: QSO time "945" must be 4 digits HHMM\nERROR line 877: QSO time "5" must be 4 digits HHMM\n3 errors, 0 warnings', true)] });
      T.step({ text: 'Header and frequency errors are gone. Three new errors: times before 10:00 UTC lose their leading zeros because q.time is stored as an int. Zero-padding to four digits.', calls: [{ name: 'Edit', args: { file_path: '/home/g4fen/club-logger/logger/export.py', old_string: '{q.date} {q.time}', new_string: '{q.date} {q.time:04d}' }, result: 'The file /home/g4fen/club-logger/logger/export.py has been updated.' }] });
      T.step({ calls: [run('Log OK: 0 errors, 0 warnings\nclaimed score: 1,402 QSOs x 611 prefixes')] });
      T.say('The Cabrillo export now passes the checker (0 errors). I added the missing CATEGORY-OPERATOR header, switched QSO frequencies to integer kHz, and zero-padded QSO times to HHMM. The log is ready to upload.');
      return T.finish({ final: 'Cabrillo log passes: 0 errors.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'scuba dive center', style: 'bedrock',
    isolates: 'A Bedrock agent resolves a wreck-dive manifest\'s compliance issues one by one (3 → 2 → 1 → PASS) using uploaded certification cards, a trip swap and a medical form.',
    goal: "Get Saturday's wreck-dive trip manifest (30 m, SS Thistlegorm-style wreck) through the compliance check.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the operations agent of Blue Fathom Divers. Dives deeper than 18 m require Advanced Open Water or higher; every diver needs a medical statement dated within 12 months.' });
      const chk = (issues) => () => JSON.stringify({ trip: 'SAT-WRECK-30', divers: 10, status: issues.length ? 'FAIL' : 'PASS', issues, checked: n.isoSec(), rules: 'RSTC-2024' });
      T.step({ text: 'Run the compliance check on the manifest.', calls: [{ name: 'Manifest::checkCompliance', args: { trip_id: 'SAT-WRECK-30' }, result: chk([{ diver: 'L. Haddad', issue: 'certification OW (18 m) below required AOW' }, { diver: 'M. Brennan', issue: 'certification OW (18 m) below required AOW' }, { diver: 'K. Sato', issue: 'medical statement missing' }]) }] });
      T.step({ text: 'Three issues. L. Haddad uploaded an AOW card last week that was never recorded; let me verify it with the agency.', calls: [{ name: 'Certs::verifyCard', args: { diver: 'L. Haddad', agency: 'PADI', card_no: '2309AQ1187' }, result: () => JSON.stringify({ valid: true, level: 'Advanced Open Water', issued: '2024-05-02', lookup_id: n.uuid() }) }] });
      T.step({ text: 'The card is valid; recording it on the manifest and re-checking.', calls: [{ name: 'Manifest::checkCompliance', args: { trip_id: 'SAT-WRECK-30', refresh_certs: true }, result: chk([{ diver: 'M. Brennan', issue: 'certification OW (18 m) below required AOW' }, { diver: 'K. Sato', issue: 'medical statement missing' }]) }] });
      T.step({ text: 'Haddad is cleared. M. Brennan really is only Open Water, so I will move him to Saturday\'s 12 m reef trip, which has space.', calls: [{ name: 'Manifest::moveDiver', args: { diver: 'M. Brennan', from: 'SAT-WRECK-30', to: 'SAT-REEF-12' }, result: () => JSON.stringify({ ok: true, reef_trip_places_left: 3 }) }] });
      T.step({ text: 'Re-checking with Brennan moved.', calls: [{ name: 'Manifest::checkCompliance', args: { trip_id: 'SAT-WRECK-30' }, result: chk([{ diver: 'K. Sato', issue: 'medical statement missing' }]) }] });
      T.step({ text: 'Only the medical statement for K. Sato is left; she emailed a signed form this morning, so attaching it.', calls: [{ name: 'Manifest::attachDocument', args: { diver: 'K. Sato', type: 'medical_statement', file: 'inbox/Sato_medical_signed.pdf', dated: '2025-01-14' }, result: () => JSON.stringify({ ok: true, doc_id: 'DOC-' + n.digits(6) }) }] });
      T.step({ text: 'Final compliance check.', calls: [{ name: 'Manifest::checkCompliance', args: { trip_id: 'SAT-WRECK-30' }, result: chk([]) }] });
      T.say('Saturday\'s wreck-dive manifest now passes compliance. L. Haddad\'s AOW card was verified and recorded, M. Brennan (Open Water only) moved to the 12 m reef trip, and K. Sato\'s medical statement is attached.', { reasoning: 'PASS; summarise the three fixes.' });
      return T.finish({ final: 'Manifest passes compliance.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'circus touring logistics', style: 'assistants',
    isolates: 'An Assistants run reshuffles a touring circus load plan: the axle check goes from two overloaded trucks to one, then passes, and the plan is issued.',
    goal: 'Produce a truck load plan for moving the big top from Lyon to Grenoble that passes the axle-weight check.',
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the tour logistics assistant of Cirque Altamira. Limits: 40 t gross per articulated truck, 11.5 t on any drive axle (French regulations).' });
      const chk = (viol) => () => ({ plan: 'LYN-GRE-v' + n.int(2, 9), trucks: 8, violations: viol, ok: viol.length === 0, engine: 'axleweb 4.1', computed_in_ms: n.int(60, 300) });
      T.step({ calls: [{ name: 'check_load_plan', args: { plan: 'LYN-GRE' }, result: chk([{ truck: 3, axle: 'drive', load_t: 13.3, limit_t: 11.5 }, { truck: 5, gross_t: 40.6, limit_t: 40 }]) }] });
      T.step({ text: 'Truck 3 has the heavy rigging crates (king poles and winches) at the rear, 1.8 t over on the drive axle. Truck 6 carries only lighting and has 7 t spare, so I will move crates R-11 and R-12 there.', calls: [{ name: 'move_items', args: { items: ['R-11', 'R-12'], from_truck: 3, to_truck: 6, position: 'front' }, result: { moved: 2, weight_t: 2.4 } }] });
      T.step({ calls: [{ name: 'check_load_plan', args: { plan: 'LYN-GRE' }, result: chk([{ truck: 5, gross_t: 40.6, limit_t: 40 }]) }] });
      T.step({ text: 'Truck 3 is fine now. Truck 5 is still 0.6 t over gross; the spare seating section S-9 (0.9 t) can ride on truck 8, which is the lightest.', calls: [{ name: 'move_items', args: { items: ['S-9'], from_truck: 5, to_truck: 8 }, result: { moved: 1, weight_t: 0.9 } }] });
      T.step({ calls: [{ name: 'check_load_plan', args: { plan: 'LYN-GRE' }, result: chk([]) }] });
      T.step({ text: 'All eight trucks are within limits. Issuing the plan to the transport crew.', calls: [{ name: 'issue_load_plan', args: { plan: 'LYN-GRE', recipients: ['chef-de-transport', 'rigging-lead'] }, result: () => ({ issued: true, pdf: `plans/LYN-GRE_${n.compact()}.pdf` }) }] });
      T.say('The Lyon → Grenoble load plan passes the axle check. I moved rigging crates R-11/R-12 from truck 3 to truck 6 (drive axle had been 1.8 t over) and seating section S-9 from truck 5 to truck 8 (gross had been 0.6 t over). The plan has been issued to the transport and rigging leads.');
      return T.finish({ status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'climbing gym route setting', style: 'vercel',
    isolates: 'An AI SDK agent\'s dry-run import of a new boulder set goes from 8 errors (grades and a hold colour) to 2 (colour only) to clean, then the real import succeeds.',
    goal: "Import this week's new route set for the bouldering wall into the gym app.",
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the setting-team assistant at Crux Works climbing gym. importRoutes accepts a CSV; use dryRun first. App grades use the V scale without +/-; hold colours must be from the app palette.' });
      const res = (errors, dry = true) => () => ({ dryRun: dry, file: 'sets/2025-w07_cave.csv', rows: 34, imported: dry ? 0 : 34, errors, request_id: n.reqId('imp_', 16) });
      T.step({ calls: [{ name: 'importRoutes', args: { file: 'sets/2025-w07_cave.csv', wall: 'cave', dryRun: true }, result: res([...['B3', 'B7', 'B12', 'B18', 'B22', 'B30'].map((id) => ({ route: id, field: 'grade', msg: "'V4+' is not a valid grade" })), { route: 'B9', field: 'hold_colour', msg: "unknown colour 'teal'" }, { route: 'B26', field: 'hold_colour', msg: "unknown colour 'teal'" }]) }] });
      T.step({ reasoning: 'Six routes use V4+, which the app does not support; the team convention is to round V4+ up to V5. Then re-run the dry run.', calls: [{ name: 'editCsv', args: { file: 'sets/2025-w07_cave.csv', replace: { column: 'grade', from: 'V4+', to: 'V5' } }, result: { changed: 6 } }, { name: 'importRoutes', args: { file: 'sets/2025-w07_cave.csv', wall: 'cave', dryRun: true }, result: res([{ route: 'B9', field: 'hold_colour', msg: "unknown colour 'teal'" }, { route: 'B26', field: 'hold_colour', msg: "unknown colour 'teal'" }]) }] });
      T.step({ reasoning: 'Grades are fixed. Only the colour remains: the app palette calls that hold set "turquoise".', calls: [{ name: 'editCsv', args: { file: 'sets/2025-w07_cave.csv', replace: { column: 'hold_colour', from: 'teal', to: 'turquoise' } }, result: { changed: 2 } }, { name: 'importRoutes', args: { file: 'sets/2025-w07_cave.csv', wall: 'cave', dryRun: true }, result: res([]) }] });
      T.step({ reasoning: 'Dry run is clean; do the real import.', calls: [{ name: 'importRoutes', args: { file: 'sets/2025-w07_cave.csv', wall: 'cave', dryRun: false }, result: res([], false) }] });
      T.say('Imported all 34 boulders of the week-7 cave set. Six V4+ grades were rounded up to V5 per the setting convention, and "teal" holds were mapped to the app\'s "turquoise".');
      return T.finish({ final: '34 routes imported.' });
    },
  },
];
