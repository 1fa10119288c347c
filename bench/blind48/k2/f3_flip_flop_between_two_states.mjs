export const family = 'flip_flop_between_two_states';
export const loop = true, stagnation = false;
export const summary = 'Agent toggles A,B,A,B; each check in a state returns what it returned last time in that state; the wording of its reasoning changes, so no verbatim text repetition.';
export const check = (r) => null;
function osc(b, pairs, setName, A, B, checkName, checkArgs, outA, outB) {
  const k = [];
  pairs.forEach((txt, i) => { const st = i % 2 ? B : A; k.push(b.llm(txt, [[setName, st]])); k.push(b.tool(setName, st, { applied: true })); k.push(b.llm('', [[checkName, checkArgs]])); k.push(b.tool(checkName, checkArgs, i % 2 ? outB() : outA())); });
  return k;
}
export const rows = [
{ n: '01', domain: 'theatre rigging fly-system cues', style: 'langgraph', goal: 'Make fly cue Q47 (main border) stop without the overshoot alarm on the automation desk.',
  isolates: 'Alternates the cue profile between "S-curve" and "linear", and each check reports the same overshoot for the same profile (A,B,A,B).',
  build(c, b) {
    const k = osc(b, ['The overshoot might come from the accel ramp; try the linear profile first.', 'Linear still overshoots by 42 mm. Perhaps the S-curve damping helps after all.', 'S-curve gives 37 mm. Maybe the encoder needed a moment to settle, let me retry linear.', 'Possibly the brake timing interacts with the S-curve differently now; switching back.'],
      'set_cue_profile', { cue: 'Q47', profile: 'linear', speed_mps: 1.2 }, { cue: 'Q47', profile: 's-curve', speed_mps: 1.2 }, 'run_cue_test', { cue: 'Q47', axis: 'LS-12' },
      () => ({ overshoot_mm: 42, alarm: 'OVERSHOOT', encoder_ticks: c.int(90000, 99999), run_id: c.uuid(), at: c.hms() }), () => ({ overshoot_mm: 37, alarm: 'OVERSHOOT', encoder_ticks: c.int(90000, 99999), run_id: c.uuid(), at: c.hms() }));
    return b.agent('LangGraph', k, null, { error: 'GraphRecursionError: Recursion limit of 16 reached' });
  } },
{ n: '02', domain: 'duck-decoy carving marketplace', style: 'vercel', goal: 'Find antique canvasback decoys under $400 that ship to Canada.',
  isolates: 'The browsing agent flips the "ships to Canada" filter on and off; on it always shows 0 results, off always shows the same 23 US-only listings.',
  build(c, b) {
    const k = osc(b, ['Turning on the Canada shipping filter.', 'Zero results. The filter might be too strict; turn it off and look at listings directly.', 'None of those say they ship to Canada; enable the filter again, perhaps the index caught up.', 'Still nothing. Maybe sellers mark shipping only in the description, so removing the filter.'],
      'setFilter', { filter: 'ships_to', value: 'CA' }, { filter: 'ships_to', value: null }, 'searchListings', { q: 'canvasback decoy antique', max_price: 400 },
      () => ({ total: 0, results: [], took_ms: c.ms(20, 90), search_id: c.b62(12) }), () => ({ total: 23, results: ['Ward Bros style canvasback (ME) $360', 'Chesapeake canvasback drake c.1930 (MD) $385', '…21 more, all ship US only'], took_ms: c.ms(20, 90), search_id: c.b62(12) }));
    return b.agent('decoy-shopper', k, { finishReason: 'length' });
  } },
{ n: '03', domain: 'PostgreSQL autovacuum tuning', style: 'openinference', goal: 'Stop table bloat on `ledger_entries` (dead tuples > 20%) without raising IO above the budget.',
  isolates: 'Sets autovacuum_vacuum_scale_factor to 0.05 then back to 0.2 twice; each check reports the same dead-tuple ratio for the same setting.',
  build(c, b) {
    const k = osc(b, ['Lower the scale factor so vacuum triggers sooner.', 'IO budget exceeded at 0.05; revert to 0.2 to see the baseline.', 'Baseline bloat is back at 23%. Perhaps the earlier IO spike was a one-off checkpoint — try 0.05 again.', 'The IO is over budget once more. Return to 0.2 and reassess.'],
      'alter_table_setting', { table: 'ledger_entries', setting: 'autovacuum_vacuum_scale_factor', value: 0.05 }, { table: 'ledger_entries', setting: 'autovacuum_vacuum_scale_factor', value: 0.2 }, 'bloat_report', { table: 'ledger_entries' },
      () => `dead_tup_pct | io_mb_s | budget_mb_s | last_autovacuum\n-------------+---------+-------------+------------------------------\n 6.1         | 88      | 60          | ${c.isoSpace()}\n(1 row)\nTime: ${c.ms(10, 90)}.${c.int(100, 999)} ms  LSN ${c.int(10, 99)}/${c.hex(8).toUpperCase()}`,
      () => `dead_tup_pct | io_mb_s | budget_mb_s | last_autovacuum\n-------------+---------+-------------+------------------------------\n 23.4        | 41      | 60          | ${c.isoSpace()}\n(1 row)\nTime: ${c.ms(10, 90)}.${c.int(100, 999)} ms  LSN ${c.int(10, 99)}/${c.hex(8).toUpperCase()}`);
    return b.agent('dba-agent', k, { status: 'stopped', reason: 'max_steps' });
  } },
{ n: '04', domain: 'Venetian gondola ride booking routes', style: 'gemini', goal: 'Offer the 18:30 gondola booking a route that avoids the closed Rio di San Luca and stays under 40 minutes.',
  isolates: 'Switches between route "via Rio della Verona" and "via Bacino Orseolo" and back; each ETA check returns the same duration per route.',
  build(c, b) {
    const k = osc(b, ['Try the Rio della Verona routing.', 'That is 46 minutes. The Bacino Orseolo start could be shorter.', 'Orseolo is blocked by the San Luca closure. Reconsider Verona; traffic may have eased.', 'Verona is 46 minutes again. Look at Orseolo once more in case the closure lifted.'],
      'set_route', { booking: 'GD-1830-07', via: 'Rio della Verona' }, { booking: 'GD-1830-07', via: 'Bacino Orseolo' }, 'estimate_ride', { booking: 'GD-1830-07' },
      () => ({ eta_min: 46, tide_cm: c.int(60, 70), closures: ['Rio di San Luca'], calc_id: c.uuid() }), () => ({ eta_min: null, blocked_by: 'Rio di San Luca (works until 30/06)', tide_cm: c.int(60, 70), calc_id: c.uuid() }));
    return b.agent('gondola-planner', k, { finishReason: 'MAX_TOKENS' });
  } },
{ n: '05', domain: 'carnival float construction bill of materials', style: 'oai_agents', goal: 'Get the steel-tube total for float #12 from the BOM spreadsheet to match the supplier quote (412 m).',
  isolates: 'The computer-use agent alternates between the "Frame" tab and the "Deck" tab; each tab shows the same subtotal every time it is opened.',
  build(c, b) {
    const k = osc(b, ['Open the Frame sheet to read the tube subtotal.', 'Frame says 288 m. The rest must be on Deck.', 'Deck shows 97 m, total 385 — short of 412. Re-read Frame; maybe I missed a hidden row.', 'Frame still 288. Check Deck once more for the missing 27 m.'],
      'open_sheet_tab', { workbook: 'float12_BOM.xlsx', tab: 'Frame' }, { workbook: 'float12_BOM.xlsx', tab: 'Deck' }, 'read_range', { range: 'F2:F60', aggregate: 'sum' },
      () => ({ tab: 'Frame', sum_m: 288, rows: 41, recalculated: c.iso(), revision: 'r' + c.int(100, 200) }), () => ({ tab: 'Deck', sum_m: 97, rows: 12, recalculated: c.iso(), revision: 'r' + c.int(100, 200) }));
    return b.agent('BOM checker', k, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' });
  } },
{ n: '06', domain: 'bungee-jump weight-band configuration', style: 'smolagents', goal: 'Pick the cord set for a 104 kg jumper on the 60 m bridge so predicted stretch stays within the 11 m clearance.',
  isolates: 'Writes code that alternates between cord set "heavy-B" and "heavy-C"; each simulation prints the same numbers per cord set.',
  build(c, b) {
    const k = [];
    const txt = ['Thought: Try heavy-B first.', 'Thought: Clearance negative with B. C is stiffer, test it.', 'Thought: C gives too harsh a deceleration. Maybe B with the new temperature reading is fine.', 'Thought: B is still short on clearance; go back to C and reconsider the g limit.'];
    txt.forEach((t, i) => { const cord = i % 2 ? 'heavy-C' : 'heavy-B'; k.push(b.llm(`${t}\nCode:\n\`\`\`py\nprint(simulate_jump(mass_kg=104, cord_set="${cord}", drop_m=60))\n\`\`\`<end_code>`, [['python_interpreter', { code: `print(simulate_jump(mass_kg=104, cord_set="${cord}", drop_m=60))` }]]));
      k.push(b.tool('python_interpreter', { code: `simulate_jump(..., cord_set="${cord}")` }, i % 2 ? `Execution logs:\n{'cord':'heavy-C','stretch_m':45.2,'clearance_m':14.8,'peak_g':3.9,'limit_g':3.5,'sim_seed':${c.int(1, 99999)}}\nLast output from code snippet:\nNone` : `Execution logs:\n{'cord':'heavy-B','stretch_m':49.6,'clearance_m':-0.4,'peak_g':2.8,'limit_g':3.5,'sim_seed':${c.int(1, 99999)}}\nLast output from code snippet:\nNone`)); });
    return b.agent('CodeAgent', k, null, { error: 'AgentMaxStepsError: Reached max steps.' });
  } },
];
