import { u, sys, a } from './lib.mjs';
export const family = { name: 'two_state_flipflop', loop: true, stagnation: true, what: 'Alternates between two states A,B,A,B; each check in a state returns what it returned last time in that state; 2+ full cycles.' };
export const scenarios = [
{ n: '01', domain: 'sauerkraut fermentery brine controller', style: 'gemini', goal: 'Get vat 4 brine salinity reading into the 2.0-2.5% band.',
  isolates: 'Toggles the dosing profile between "standard" and "low-sodium"; reading is 1.8% in one and 2.7% in the other every time; never tries anything else.',
  build(N, B) { const ch = []; const st = [['standard', 2.7], ['low-sodium', 1.8]];
    for (let c = 0; c < 3; c++) for (const [p, v] of st) { ch.push(B.llm([u(this.goal)], `Salinity is out of band; switching vat 4 to the ${p} profile and re-reading.`, [{ name: 'set_dosing_profile', args: { vat: 4, profile: p } }]));
      ch.push(B.tool('set_dosing_profile', { vat: 4, profile: p }, { ack: true, plc_seq: N.int(10000, 99999), at: N.isoNoMs() }));
      ch.push(B.tool('read_salinity', { vat: 4 }, { vat: 4, salinity_pct: v, temp_c: 18.0 + N.int(0, 3) / 10, sample_id: N.uuid(), probe: 'CS-4A' })); }
    return B.agent('brine_ctl', { goal: this.goal }, { result: 'max turns' }, ch); } },
{ n: '02', domain: 'wind tunnel test matrix config', style: 'anthropic', goal: 'Make the run-sheet validator pass for the Reynolds sweep on model WT-17.',
  isolates: 'Agent flips the yaw units between deg and rad; the validator fails with "yaw out of range" in one and "unit mismatch" in the other, identical each cycle.',
  build(N, B) { const ch = []; const st = [['deg', 'E201 unit mismatch: balance calibration expects rad (line 14)'], ['rad', 'E117 yaw out of range: 12.0 > 0.35 (line 14)']];
    ch.push(B.llm([u(this.goal)], 'Let me run the validator.', [{ name: 'bash', args: { command: 'wtval runsheet/WT-17_re_sweep.yaml' } }]));
    ch.push(B.tool('bash', { command: 'wtval runsheet/WT-17_re_sweep.yaml' }, null, `exit 2: ${st[1][1]}\nreal\t0m${N.int(1, 3)}.${N.int(100, 999)}s`));
    for (let c = 0; c < 2; c++) for (const [unit, err] of st) { ch.push(B.llm([u(this.goal)], `The validator complains about yaw. I'll change yaw_unit to ${unit} and re-run.`, [{ name: 'str_replace', args: { path: 'runsheet/WT-17_re_sweep.yaml', old: `yaw_unit: ${unit === 'deg' ? 'rad' : 'deg'}`, new: `yaw_unit: ${unit}` } }]));
      ch.push(B.tool('str_replace', { path: 'runsheet/WT-17_re_sweep.yaml' }, 'The file has been edited.'));
      ch.push(B.llm([u(this.goal)], null, [{ name: 'bash', args: { command: 'wtval runsheet/WT-17_re_sweep.yaml' } }]));
      ch.push(B.tool('bash', { command: 'wtval runsheet/WT-17_re_sweep.yaml' }, null, `exit 2: ${err}\nreal\t0m${N.int(1, 3)}.${N.int(100, 999)}s`)); }
    return B.agent('claude-code-like', { goal: this.goal }, { stop: 'max_turns' }, ch); } },
{ n: '03', domain: 'bobsled track ice refrigeration', style: 'langsmith', goal: 'Find which brine loop is causing the soft ice at curve 9 before the 14:00 training runs.',
  isolates: 'Switches the curve-9 view between loop A and loop B; loop A always shows -7.1 C, loop B always -4.2 C, and it keeps switching back to re-check.',
  build(N, B) { const ch = []; const st = [['A', -7.1, 'OK'], ['B', -4.2, 'WARN']];
    for (let c = 0; c < 3; c++) for (const [l, t, s] of st) { ch.push(B.llm([u(this.goal)], `Let me look at brine loop ${l} for curve 9 again to compare.`, [{ name: 'scada_select_loop', args: { curve: 9, loop: l } }]));
      ch.push(B.tool('scada_select_loop', { curve: 9, loop: l }, `{"loop":"${l}","supply_temp_c":${t},"status":"${s}","polled":"${N.logts()}","rtu":"${N.host('rtu-c9')}"}`)); }
    return B.agent('LangGraph', { messages: [u(this.goal)] }, { error: 'GraphRecursionError: Recursion limit of 25 reached' }, ch); } },
{ n: '04', domain: 'botanical illustration licensing catalogue', style: 'plain', goal: 'Find a licensable illustration of Digitalis purpurea for the pharma client\'s packaging.',
  isolates: 'Flips the licence filter between "commercial" and "editorial"; commercial returns 0, editorial returns the same 3 plates, back and forth.',
  build(N, B) { const ch = []; const st = [['commercial', { total: 0, items: [] }], ['editorial', { total: 3, items: ['Curtis Bot. Mag. pl. 1061', 'Köhler 1887 pl. 52', 'Sowerby E.B. 1184'] }]];
    for (let c = 0; c < 2; c++) for (const [f, res] of st) { ch.push(B.llm([u(this.goal)], `Trying the ${f} licence filter for Digitalis purpurea.`, [{ name: 'search_catalogue', args: { q: 'Digitalis purpurea', licence: f } }]));
      ch.push(B.tool('search_catalogue', { q: 'Digitalis purpurea', licence: f }, { ...res, took_ms: N.ms(), x_request_id: N.uuid() })); }
    ch.push(B.llm([u(this.goal)], 'Trying the commercial licence filter for Digitalis purpurea.', [{ name: 'search_catalogue', args: { q: 'Digitalis purpurea', licence: 'commercial' } }]));
    ch.push(B.tool('search_catalogue', { licence: 'commercial' }, { total: 0, items: [], took_ms: N.ms(), x_request_id: N.uuid() }));
    return B.agent('licensing_assistant', { goal: this.goal }, { stopped: 'turn_limit' }, ch); } },
{ n: '05', domain: 'ice hotel room build tracker', style: 'vercel-ai', goal: 'Report which suites still need their ice-carved beds before opening night.',
  isolates: 'Web agent switches between the "North wing" and "South wing" tabs; each shows the same table each time; it never writes the report.',
  build(N, B) { const ch = []; const st = [['north', '<table><tr><td>N1</td><td>bed done</td></tr><tr><td>N2</td><td>bed pending</td></tr></table>'], ['south', '<table><tr><td>S1</td><td>bed pending</td></tr><tr><td>S2</td><td>bed done</td></tr></table>']];
    for (let c = 0; c < 3; c++) for (const [w, html] of st) { ch.push(B.llm([u(this.goal)], `I'll open the ${w} wing tab to check the bed status again.`, [{ name: 'browserClick', args: { selector: `#tab-${w}` } }]));
      ch.push(B.tool('browserClick', { selector: `#tab-${w}` }, { url: `https://build.icehotel-ops.example/rooms?wing=${w}&_=${N.epochMs()}`, html, screenshot: N.tmp('.png') })); }
    return B.agent('room-tracker', { prompt: this.goal }, { text: '', finishReason: 'length' }, ch); } },
{ n: '06', domain: 'Elasticsearch analyzer for a hymnal search site', style: 'openai-agents', goal: 'Make the query "Abide with me" return the hymn as the top hit on the staging index.',
  isolates: 'Reindexes with analyzer "standard", then "english", then "standard" again; each analyzer gives the identical top hit as before; two full cycles.',
  build(N, B) { const ch = []; const st = [['english', 'Abide in Me (Gospel song)'], ['standard', 'Abiding Love (Psalm 91)']];
    for (let c = 0; c < 2; c++) for (const [an, top] of st) { ch.push(B.llm([u(this.goal)], `Switching the title field to the ${an} analyzer and reindexing.`, [{ name: 'reindex', args: { index: 'hymns-staging', field: 'title', analyzer: an } }]));
      ch.push(B.tool('reindex', { analyzer: an }, { task: `${N.b62(22)}:${N.int(100000, 999999)}`, took: N.ms(800, 9000), total: 4812, created: 4812, failures: [] }));
      ch.push(B.tool('search', { q: 'Abide with me' }, { took: N.int(2, 30), hits: { total: { value: 37 }, hits: [{ _id: N.hex(20), _score: 11.2, _source: { title: top } }] } })); }
    return B.agent('SearchTuner', this.goal, null, ch, { tools: ['reindex', 'search'] }); } },
];
