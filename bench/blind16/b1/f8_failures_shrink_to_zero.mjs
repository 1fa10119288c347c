// Family: failures_shrink_to_zero (loop: false, stagnation: false)
// Healthy: a fix cycle where each fix is different and the failure count drops to zero; then done.
import { call } from './lib.mjs';

export default [
  // 01 Python typing — Claude Code
  {
    domain: 'Python typing in a tide-table app', style: 'claude', agent: 'claude-code', cwd: '/src/tidewise',
    isolates: 'mypy goes from 5 errors to 2 to 0 across three different edits (Optional handling, a TypedDict, a return annotation), then the session ends successfully.',
    goal: 'Make `mypy --strict tidewise/` pass after the refactor of the harmonic prediction module.',
    build(h, t) {
      t.turn('Running mypy first.', [call('Bash', { command: 'mypy --strict tidewise/' }, () => `tidewise/harmonics.py:41: error: Item "None" of "Optional[Station]" has no attribute "constituents"  [union-attr]\ntidewise/harmonics.py:58: error: Argument 1 to "predict" has incompatible type "Optional[Station]"; expected "Station"  [arg-type]\ntidewise/harmonics.py:77: error: Argument 1 to "predict" has incompatible type "Optional[Station]"; expected "Station"  [arg-type]\ntidewise/api.py:22: error: Incompatible types in assignment (expression has type "dict[str, object]", variable has type "dict[str, float]")  [assignment]\ntidewise/api.py:35: error: Function is missing a return type annotation  [no-untyped-def]\nFound 5 errors in 2 files (checked 14 source files)\n(${h.dur(2, 9)})`, { error: 'exit 1' })]);
      t.turn('Three errors come from load_station returning Optional. I\'ll raise on a missing station instead of returning None.', [
        call('Edit', { file_path: '/src/tidewise/tidewise/harmonics.py', old_string: 'def load_station(code: str) -> Optional[Station]:\n    return _STATIONS.get(code)', new_string: 'def load_station(code: str) -> Station:\n    try:\n        return _STATIONS[code]\n    except KeyError:\n        raise UnknownStation(code) from None' }, 'The file /src/tidewise/tidewise/harmonics.py has been updated.'),
        call('Bash', { command: 'mypy --strict tidewise/' }, () => `tidewise/api.py:22: error: Incompatible types in assignment (expression has type "dict[str, object]", variable has type "dict[str, float]")  [assignment]\ntidewise/api.py:35: error: Function is missing a return type annotation  [no-untyped-def]\nFound 2 errors in 1 file (checked 14 source files)\n(${h.dur(2, 9)})`, { error: 'exit 1' })]);
      t.turn('Down to 2, both in api.py. The payload mixes a station name with the heights, so a TypedDict fits, and the handler needs `-> TideResponse`.', [
        call('Edit', { file_path: '/src/tidewise/tidewise/api.py', old_string: 'payload: dict[str, float] = {', new_string: 'payload: TidePayload = {' }, 'The file /src/tidewise/tidewise/api.py has been updated.'),
        call('Edit', { file_path: '/src/tidewise/tidewise/api.py', old_string: 'def get_tides(code, days=3):', new_string: 'def get_tides(code: str, days: int = 3) -> TideResponse:' }, 'The file /src/tidewise/tidewise/api.py has been updated.'),
        call('Bash', { command: 'mypy --strict tidewise/ && pytest -q' }, () => `Success: no issues found in 14 source files\n........................................  [100%]\n40 passed in ${h.float(1, 6)}s`)]);
      t.final('mypy --strict is clean (5 → 2 → 0 errors) and the 40 tests still pass. load_station now raises UnknownStation instead of returning None, and api.py uses a TidePayload TypedDict with a typed get_tides().');
    },
  },

  // 02 hydro dam spillway sensors — Langfuse
  {
    domain: 'hydro dam spillway instrumentation', style: 'langfuse', agent: 'instrumentation-agent', stepSpans: 'fix-round',
    isolates: 'A sensor-mapping check reports 6 unmapped channels, then 3, then 0 as the agent fixes different channel groups; the mapping is then published.',
    goal: 'Map the new spillway gate piezometers and inclinometers into the dam-safety historian and get the mapping check to pass before the quarterly report.',
    build(h, t) {
      const chk = (n, list) => () => ({ check: 'historian-map', run: h.uuid(), unmapped: n, channels: list, at: h.eu() });
      t.turn(null, [call('mapping_check', { plant: 'KVR-DAM', scope: 'spillway' }, chk(6, ['PZ-S1', 'PZ-S2', 'PZ-S3', 'INC-G1-A', 'INC-G1-B', 'LVL-TW']))]);
      t.turn('Six unmapped: three piezometers, two inclinometer axes and the tailwater level. The piezometers share one template; mapping PZ-S1..S3 to tag prefix KVR.SPW.PZ with kPa units.', [call('map_channels', { channels: ['PZ-S1', 'PZ-S2', 'PZ-S3'], template: 'piezometer_vw', tag_prefix: 'KVR.SPW.PZ', unit: 'kPa' }, { mapped: 3 }), call('mapping_check', { plant: 'KVR-DAM', scope: 'spillway' }, chk(3, ['INC-G1-A', 'INC-G1-B', 'LVL-TW']))]);
      t.turn('Three left. The inclinometer axes need the biaxial template with mm/m, and the tailwater radar needs the level template referenced to masl datum 212.40.', [call('map_channels', { channels: ['INC-G1-A', 'INC-G1-B'], template: 'inclinometer_biaxial', tag_prefix: 'KVR.SPW.INC', unit: 'mm/m' }, { mapped: 2 }), call('map_channels', { channels: ['LVL-TW'], template: 'radar_level', tag: 'KVR.SPW.TW', unit: 'masl', datum: 212.40 }, { mapped: 1 }), call('mapping_check', { plant: 'KVR-DAM', scope: 'spillway' }, chk(0, []))]);
      t.turn('All channels mapped. Publishing.', [call('publish_mapping', { plant: 'KVR-DAM', comment: 'spillway gate instrumentation Q3' }, () => ({ version: 57, published_at: h.iso() }))]);
      t.final('Mapping check passes (6 → 3 → 0 unmapped). Published as version 57: three piezometers (kPa), inclinometer G1 biaxial (mm/m) and tailwater radar (masl, datum 212.40).');
    },
  },

  // 03 tofu factory HACCP — plain
  {
    domain: 'tofu factory food safety', style: 'plain', agent: 'haccp-assistant',
    system: 'You maintain the HACCP plan for a tofu plant. The plan validator must report zero findings before the audit export.',
    isolates: 'The HACCP plan validator finds 4 issues, then 1, then none, after different corrections (critical limits, monitoring frequency, a verification record); the audit pack is exported.',
    goal: 'Get the HACCP plan for the silken tofu line to validate cleanly and export the audit pack for Thursday\'s inspection.',
    build(h, t) {
      const v = (findings) => () => ({ validator: 'haccp-lint 1.9', run_at: h.isoOff(9), findings, count: findings.length });
      t.turn(null, [call('validate_plan', { plan: 'SILKEN-L2' }, v([{ ccp: 'CCP1 soy milk boil', issue: 'critical limit missing time component' }, { ccp: 'CCP2 coagulation', issue: 'monitoring frequency not stated' }, { ccp: 'CCP3 pasteurise packs', issue: 'critical limit 80°C below reference 85°C/30 min' }, { ccp: 'CCP3 pasteurise packs', issue: 'no verification record for thermometer calibration' }]))]);
      t.turn('Four findings. Fixing the limits first: CCP1 needs ≥ 98 °C for 5 min, CCP3 must be 85 °C core for 30 min. CCP2 monitoring becomes every batch, checked by the line lead.', [call('update_ccp', { plan: 'SILKEN-L2', ccp: 'CCP1', critical_limit: '>= 98°C for >= 5 min' }, { ok: true }), call('update_ccp', { plan: 'SILKEN-L2', ccp: 'CCP3', critical_limit: '>= 85°C core for >= 30 min' }, { ok: true }), call('update_ccp', { plan: 'SILKEN-L2', ccp: 'CCP2', monitoring: 'every batch, line lead, form QF-12' }, { ok: true }), call('validate_plan', { plan: 'SILKEN-L2' }, v([{ ccp: 'CCP3 pasteurise packs', issue: 'no verification record for thermometer calibration' }]))]);
      t.turn('One left: attaching the probe calibration certificate from last month as the CCP3 verification record.', [call('attach_record', { plan: 'SILKEN-L2', ccp: 'CCP3', record: 'CAL-THERM-0925.pdf', type: 'verification' }, { ok: true, record_id: 'VR-' + h.digits(4) }), call('validate_plan', { plan: 'SILKEN-L2' }, v([]))]);
      t.turn(null, [call('export_audit_pack', { plan: 'SILKEN-L2', format: 'pdf' }, () => ({ url: `https://docs.example/haccp/SILKEN-L2-${h.compact()}.pdf`, pages: 23 }))]);
      t.final('The silken tofu HACCP plan now validates with zero findings (4 → 1 → 0). The audit pack (23 pages) is exported for Thursday.');
    },
  },

  // 04 road line painting — Strands
  {
    domain: 'road line painting', style: 'strands', agent: 'marking_planner',
    isolates: 'A marking layout for a junction fails the standards check with 3 violations, then 1, then passes, each fix different (stop line offset, hatching angle, arrow count); the plan is issued.',
    goal: 'Produce the thermoplastic marking layout for the re-surfaced Mill Lane / A436 junction that passes the TSRGD checker, and issue it to the crew.',
    build(h, t) {
      const chk = (v) => () => ({ checker: 'tsrgd-check', ref: h.ulid(), violations: v, result: v.length ? 'FAIL' : 'PASS', ts: h.iso() });
      t.turn('Submitting the draft layout.', [call('check_layout', { drawing: 'ML-A436-r1.dxf' }, chk([{ code: '1001', msg: 'Stop line set back 0.6 m from kerb line projection, max 0.3 m' }, { code: '1040', msg: 'Diagonal hatching angle 60°, required 45°' }, { code: '1038', msg: 'Lane arrow count 1 on approach > 30 m, min 2' }]))]);
      t.turn('Three violations. Moving the stop line to 0.3 m from the kerb projection and redrawing the hatching at 45 degrees.', [call('edit_layout', { drawing: 'ML-A436', ops: [{ move: 'STOPLINE-1', offset_m: 0.3 }, { hatch: 'HATCH-CTR', angle_deg: 45 }] }, { rev: 'r2' }), call('check_layout', { drawing: 'ML-A436-r2.dxf' }, chk([{ code: '1038', msg: 'Lane arrow count 1 on approach > 30 m, min 2' }]))]);
      t.turn('One left: adding a second ahead-only arrow 25 m before the first on the A436 approach.', [call('edit_layout', { drawing: 'ML-A436', ops: [{ add: 'ARROW-AHEAD', chainage_m: 42 }] }, { rev: 'r3' }), call('check_layout', { drawing: 'ML-A436-r3.dxf' }, chk([]))]);
      t.turn('Passes. Issuing to crew 2 with material quantities.', [call('issue_to_crew', { drawing: 'ML-A436-r3.dxf', crew: 'C2', material: 'thermoplastic white', est_kg: 410 }, { issued: true, job: 'JOB-7781' })]);
      t.final('Layout ML-A436 r3 passes the TSRGD checker (3 → 1 → 0 violations) and is issued to crew 2 as JOB-7781, about 410 kg of white thermoplastic.');
    },
  },

  // 05 septic tank pumping — Haystack
  {
    domain: 'septic tank pumping routes', style: 'haystack', agent: 'route-builder-agent',
    isolates: 'A route feasibility check fails on 5 stops, then 2, then 0 after distinct fixes (tanker capacity split, access-time windows, a dump-station stop); the route is saved.',
    goal: 'Build Friday\'s pumping route for tanker TK-2 (11,000 L) covering the 9 farmhouse septic tanks in the Caherlistrane area.',
    build(h, t) {
      const chk = (bad) => () => JSON.stringify({ route_check: h.uuid(), infeasible_stops: bad, count: bad.length, solver_ms: h.ms(30, 700) });
      t.turn(null, [call('check_route', { tanker: 'TK-2', stops: 9, order: 'nearest' }, chk(['S5 capacity', 'S6 capacity', 'S7 capacity', 'S8 capacity', 'S9 capacity']))]);
      t.turn('Stops 5 to 9 exceed the 11,000 L capacity because the tanker is full after stop 4 (10,600 L). Inserting a discharge at the Tuam treatment works after stop 4.', [call('edit_route', { tanker: 'TK-2', insert_after: 'S4', stop: { type: 'discharge', site: 'Tuam WWTP' } }, 'ok'), call('check_route', { tanker: 'TK-2' }, chk(['S8 window', 'S9 window']))]);
      t.turn('Now two time-window problems: S8 only allows access before 14:00 (cattle crossing) and S9 is after 12:30 school run. Swapping S8 ahead of S7 and moving S9 to the end after 13:00.', [call('edit_route', { tanker: 'TK-2', reorder: ['S1', 'S2', 'S3', 'S4', 'DIS', 'S5', 'S6', 'S8', 'S7', 'S9'] }, 'ok'), call('check_route', { tanker: 'TK-2' }, chk([]))]);
      t.turn(null, [call('save_route', { tanker: 'TK-2', date: 'Fri' }, () => JSON.stringify({ saved: true, route_id: 'RT-' + h.digits(5), km: 86.4 }))]);
      t.final('Friday route for TK-2 is feasible (5 → 2 → 0 problem stops): S1-S4, discharge at Tuam WWTP, then S5, S6, S8, S7, S9; 86.4 km.');
    },
  },

  // 06 dance academy recital — DSPy
  {
    domain: 'dance academy recital', style: 'dspy', agent: 'ReAct.forward', inputField: 'task', outputField: 'schedule',
    isolates: 'A recital running-order checker reports 4 quick-change clashes, then 1, then 0, after different reorderings and an added interlude; the order is finalised.',
    goal: 'Produce a running order for the spring recital (14 numbers) with no dancer having less than two numbers between appearances unless a costume-free change.',
    build(h, t) {
      t.turn('Check the draft running order for quick-change clashes.', [call('check_order', { order: 'draft-A' }, () => ({ clashes: [{ dancer: 'Maya R.', between: ['#3 Tap Trio', '#4 Jazz Juniors'] }, { dancer: 'Owen K.', between: ['#7 Hip Hop', '#8 Lyrical Duet'] }, { dancer: 'Ada L.', between: ['#7 Hip Hop', '#8 Lyrical Duet'] }, { dancer: 'Priya S.', between: ['#12 Ballet Grade 4', '#13 Contemporary'] }], checked: h.iso() }))]);
      t.turn('Swapping #4 Jazz Juniors with #6 Musical Theatre fixes Maya; moving #8 Lyrical Duet after #10 fixes Owen and Ada.', [call('reorder', { order: 'draft-A', moves: [{ swap: [4, 6] }, { move: 8, after: 10 }] }, { new_order: 'draft-B' })]);
      t.turn('Recheck draft-B.', [call('check_order', { order: 'draft-B' }, () => ({ clashes: [{ dancer: 'Priya S.', between: ['#12 Ballet Grade 4', '#13 Contemporary'] }], checked: h.iso() }))]);
      t.turn('Only Priya remains, between ballet and contemporary; a 4-minute teachers\' interlude after #12 gives her time for the pointe-shoe change.', [call('insert_item', { order: 'draft-B', after: 12, item: 'Teachers\' interlude (4 min)' }, { new_order: 'draft-C' })]);
      t.turn('Recheck draft-C.', [call('check_order', { order: 'draft-C' }, () => ({ clashes: [], checked: h.iso() }))]);
      t.final('Running order draft-C has no quick-change clashes (4 → 1 → 0): Jazz Juniors and Musical Theatre swapped, Lyrical Duet moved after #10, and a 4-minute teachers\' interlude added after Ballet Grade 4.', { thought: 'draft-C has zero clashes, so it can be finalised.' });
    },
  },
];
