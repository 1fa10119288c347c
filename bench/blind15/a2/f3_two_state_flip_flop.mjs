// Family 3 (loop): switching back and forth between two states, each check repeating what it said last time in that state.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'two_state_flip_flop';

// 01 — organ-pipe voicing: AutoGen, temperament toggled between equal and Werckmeister III
function r01(N) {
  const goal = "Choose the temperament setting in the voicing analyser so that the beat-rate report for the Principal 8' rank at St Aldhelm's passes both checks: no fifth beating faster than 1.2 beats/s and no major third faster than 8 beats/s.";
  const kids = [];
  const say = (who, content, children = [], to) => agentSpan(who, { sender: who, recipient: to, content }, { content }, children, { autogen_event: 'send' });
  const report = (t) => t === 'equal'
    ? { temperament: 'equal', a4_hz: 440.0, rank: "Principal 8'", fifths_max_bps: 0.89, thirds_max_bps: 10.4, worst_third: 'C4-E4', verdict: 'FAIL: major third C4-E4 beats 10.4/s > 8.0', report_id: N.hex(10), generated: N.iso(), analyser_build: '2.7.0-' + N.shortSha() }
    : { temperament: 'werckmeister_iii', a4_hz: 440.0, rank: "Principal 8'", fifths_max_bps: 1.78, thirds_max_bps: 7.1, worst_fifth: 'C3-G3', verdict: 'FAIL: fifth C3-G3 beats 1.78/s > 1.2', report_id: N.hex(10), generated: N.iso(), analyser_build: '2.7.0-' + N.shortSha() };
  const textTo = (t) => t === 'werckmeister_iii'
    ? 'Equal temperament fails on the major third C4-E4 (10.4 beats/s). I will switch the temperament to Werckmeister III and run the beat-rate report again.'
    : 'Werckmeister III fails on the fifth C3-G3 (1.78 beats/s). I will switch the temperament back to equal and run the beat-rate report again.';
  kids.push(say('organ_builder', goal, [], 'voicing_assistant'));
  const seq = ['equal', 'werckmeister_iii', 'equal', 'werckmeister_iii', 'equal'];
  seq.forEach((t, i) => {
    const content = i === 0 ? 'First I will set equal temperament and run the report.' : textTo(t);
    const calls = [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'set_config', arguments: JSON.stringify({ key: 'temperament', value: t }) } }, { id: 'call_' + N.alnum(24), type: 'function', function: { name: 'run_beat_report', arguments: JSON.stringify({ rank: "Principal 8'", scale: 'C2-C6' }) } }];
    kids.push(say('voicing_assistant', content, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are voicing_assistant, helping an organ builder with the voicing analyser.' }, { role: 'user', content: goal }] }, { content, tool_calls: calls }, { model: 'gpt-4o' })], 'organ_builder'));
    kids.push(say('organ_builder', '***** Response from calling tools *****', [
      toolSpan('set_config', { key: 'temperament', value: t }, { ok: true, previous: i ? seq[i - 1] : 'meantone_quarter', config_rev: N.int(200, 900) }),
      toolSpan('run_beat_report', { rank: "Principal 8'", scale: 'C2-C6' }, report(t)),
    ], 'voicing_assistant'));
  });
  const root = agentSpan('initiate_chat', { sender: 'organ_builder', recipient: 'voicing_assistant', message: goal, max_turns: 6 }, { summary: textTo('werckmeister_iii'), terminated_by: 'max_turns' }, kids, { framework: 'autogen', version: '0.2.38' });
  return { isolates: 'The temperament is toggled equal, Werckmeister, equal, Werckmeister, equal; each report in a state repeats its earlier verdict and the assistant restates the same two sentences alternately.', goal, stagnation: true, root };
}

// 02 — vinyl pressing plant: Semantic Kernel, schedule view filter toggled, varied (but wrong) reasoning each time
function r02(N) {
  const goal = 'Order VP-3391 (Moss Harbour "Low Tide Cartography" LP, 500 copies, 180 g black) is not on next week\'s press schedule. Find out why and get it scheduled on press 2 or 3.';
  const kids = [];
  const view = (f) => f === 'lacquer_approved'
    ? { filter: 'status=lacquer_approved', week: '2024-W19', orders: [{ id: 'VP-3377', title: 'Halcyon Drift', qty: 300 }, { id: 'VP-3384', title: 'Ossuary Bloom', qty: 1000 }, { id: 'VP-3402', title: 'Kettle Lake', qty: 250 }], total: 3, query_ms: N.int(20, 140), generated_at: N.isoNoMs(), etag: N.etag() }
    : { filter: 'status=stamper_ready', week: '2024-W19', orders: [{ id: 'VP-3369', title: 'Northern Spur', qty: 500 }, { id: 'VP-3380', title: 'Sodium Lights', qty: 750 }], total: 2, query_ms: N.int(20, 140), generated_at: N.isoNoMs(), etag: N.etag() };
  const steps = [
    ['lacquer_approved', 'I will open the press schedule filtered to orders whose lacquers are approved, since those are the ones eligible for scheduling.'],
    ['stamper_ready', 'VP-3391 is not among the lacquer-approved orders. Stampers are made after lacquer approval, so it may already have moved on to the stamper-ready view.'],
    ['lacquer_approved', 'Not in stamper-ready either. The schedule service caches views for a few minutes; the first query might have hit a stale cache, so I will load the lacquer-approved view again.'],
    ['stamper_ready', 'Still three orders and no VP-3391. Perhaps the status changed between my queries and the order only just reached stamper-ready; checking that view once more.'],
    ['lacquer_approved', 'Two orders again. Could week numbering be off by one at the year boundary? The lacquer view uses ISO weeks, so I will look at it again with that in mind.'],
  ];
  for (const [f, text] of steps) {
    kids.push(llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are the plant scheduling assistant. Use the PressSchedule plugin.' }, { role: 'user', content: goal }] }, { role: 'assistant', content: text, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'PressSchedule-get_view', arguments: JSON.stringify({ week: '2024-W19', status: f }) } }] }, { 'gen_ai.system': 'openai' }));
    kids.push(toolSpan('PressSchedule-get_view', { week: '2024-W19', status: f }, view(f)));
  }
  kids.push(llmSpan('chat.completions gpt-4o', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: 'I could not find VP-3391 in either view of the W19 schedule.' }, { note: 'MaximumAutoInvokeAttempts reached' }));
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'PressScheduler', input: goal }, { content: 'I could not find VP-3391 in either view of the W19 schedule.' }, kids, { 'semantic_kernel.version': '1.20.0' });
  return { isolates: 'The schedule view is switched lacquer-approved, stamper-ready, lacquer-approved, stamper-ready, lacquer-approved; each view returns the same orders as before while the assistant offers a new excuse each time.', goal, stagnation: false, root };
}

// 03 — air cargo ULD build-up: plain trace, two load plans alternated, weight and balance never passes
function r03(N) {
  const goal = 'Finalise the ULD load plan for freighter flight CV 7412 (LUX to ORD, B747-8F) so that the weight and balance check passes, then release it to the ramp.';
  const c = new Convo(N, { system: 'You are a load control assistant. Tools: apply_load_plan(plan_id), wb_check(flight).', user: goal, model: 'gpt-4o' });
  const kids = [];
  const wb = (p) => p === 'LP-A'
    ? { flight: 'CV7412', plan: 'LP-A', zfw_kg: 287450, tow_kg: 412800, cg_zfw_pct_mac: 31.8, aft_limit_pct_mac: 31.2, lateral_imbalance_kg: 420, result: 'OUT OF LIMITS: ZFW CG aft of limit by 0.6 %MAC', check_no: N.int(1000, 9999), computed: N.compact(), engine: `wbcalc/${N.host('lc')}` }
    : { flight: 'CV7412', plan: 'LP-B', zfw_kg: 287450, tow_kg: 412800, cg_zfw_pct_mac: 24.3, aft_limit_pct_mac: 31.2, lateral_imbalance_kg: 1340, result: 'OUT OF LIMITS: lateral imbalance 1340 kg > 1000 kg (positions 21L/21R)', check_no: N.int(1000, 9999), computed: N.compact(), engine: `wbcalc/${N.host('lc')}` };
  const say = (p) => p === 'LP-B'
    ? 'Plan LP-A puts the CG aft of the limit, so I will switch to plan LP-B and re-run the weight and balance check.'
    : 'Plan LP-B has a lateral imbalance above 1000 kg, so I will switch back to plan LP-A and re-run the weight and balance check.';
  const seq = ['LP-A', 'LP-B', 'LP-A', 'LP-B', 'LP-A'];
  seq.forEach((p, i) => {
    kids.push(c.llm(i === 0 ? 'Applying the default plan LP-A first and checking it.' : say(p), [['apply_load_plan', { flight: 'CV7412', plan_id: p }], ['wb_check', { flight: 'CV7412' }]]));
    kids.push(c.tool(0, { applied: p, positions_changed: p === 'LP-A' ? 6 : 6, lock_token: N.lease() }));
    kids.push(c.tool(1, wb(p)));
  });
  kids.push(c.llm(say('LP-B'), [], { finish_reason: 'length' }));
  const root = agentSpan('load-control-agent', { flight: 'CV7412', task: goal }, { status: 'stopped', reason: 'max_turns' }, kids, { runner: 'chat-completions tool loop' });
  return { isolates: 'Two load plans are applied in turn, LP-A, LP-B, LP-A, LP-B, LP-A, each weight and balance result matching the previous one for that plan, with the assistant repeating the same two sentences.', goal, stagnation: true, root };
}

// 04 — golf greenkeeping: CrewAI, mowing height toggled 3.2 / 3.5 mm, differently worded reasoning each time
function r04(N) {
  const goal = 'For the club championship in 14 days, set the greens mowing height in the prep schedule so the predicted stimpmeter reading is at least 11.5 ft while the turf stress index stays at or below 0.70.';
  const kids = [];
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const model = (h) => h === 3.2
    ? `Green-speed model run ${N.hex(6)} (${N.usDate()}): height 3.2 mm, rolling 3x/week, forecast GDD 148 -> predicted stimp 11.8 ft; stress index 0.78 (LIMIT 0.70) -> REJECT. compute ${N.ms(200, 900)}`
    : `Green-speed model run ${N.hex(6)} (${N.usDate()}): height 3.5 mm, rolling 3x/week, forecast GDD 148 -> predicted stimp 10.9 ft (TARGET 11.5); stress index 0.61 -> REJECT. compute ${N.ms(200, 900)}`;
  const seq = [
    [3.2, 'I will start from the height used for last year\'s championship, 3.2 mm, and run the green-speed model.'],
    [3.5, 'At 3.2 mm the turf is too stressed. Raising to 3.5 mm should bring stress down; let me see what it does to speed.'],
    [3.2, 'Speed at 3.5 mm is short of 11.5 ft. The model may weigh recent rain differently now, so 3.2 mm could come in under the stress limit this time.'],
    [3.5, 'Stress at 3.2 mm is over the limit again. Perhaps at 3.5 mm the double-cut on tournament week lifts the speed enough; trying 3.5 mm again.'],
    [3.2, 'Still 10.9 ft. The superintendent prefers lower cuts, so I will give 3.2 mm one more run before deciding.'],
  ];
  for (const [h, t] of seq) {
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Greens Agronomist. You manage the tournament prep schedule.' }, { role: 'user', content: `Current Task: ${goal}` }] }, react(t, 'Set Mowing Height', { zone: 'greens', height_mm: h }), { model: 'claude-3-5-haiku-20241022' }));
    kids.push(toolSpan('Set Mowing Height', { zone: 'greens', height_mm: h }, `Schedule updated: greens height_mm=${h} (rev ${N.int(40, 90)}, ${N.syslog()})`));
    kids.push(toolSpan('Green Speed Model', JSON.stringify({ zone: 'greens', horizon_days: 14 }), model(h)));
  }
  const agent = agentSpan('Greens Agronomist', { role: 'Greens Agronomist' }, 'Agent stopped due to iteration limit or time limit.', kids, { max_iter: 10 });
  const task = chainSpan('Task: Set championship mowing height', { description: goal }, 'Agent stopped due to iteration limit or time limit.', [agent], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: course_maintenance_crew', { inputs: { event: 'club championship' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crewai_version: '0.95.0' });
  return { isolates: 'Mowing height flips 3.2, 3.5, 3.2, 3.5, 3.2 mm; the speed model gives the same rejection for each height every time, while each thought is worded around a different pretext.', goal, stagnation: false, root };
}

// 05 — board game publishing: LlamaIndex, branch toggled between proof-v3 and main to count cards
function r05(N) {
  const goal = 'Before sending "Lanternfall" 2nd printing files to the printer, confirm that the print-ready card sheets contain exactly the 162 cards in the manifest.';
  const kids = [];
  const count = (b) => b === 'main'
    ? `$ git checkout main\nSwitched to branch 'main'\n$ python tools/count_cards.py print/sheets/*.pdf\nsheets: 18   cards: 158   manifest: 162   MISSING: 4 (EV-031, EV-032, EV-033, EV-034)\n[${N.pyLog()}] done in ${N.secs(1, 4)} (cache ${N.tmp()})`
    : `$ git checkout proof-v3\nSwitched to branch 'proof-v3'\n$ python tools/count_cards.py print/sheets/*.pdf\nsheets: 19   cards: 166   manifest: 162   EXTRA: 4 (PROMO-07, PROMO-08, PROMO-09, PROMO-10)\n[${N.pyLog()}] done in ${N.secs(1, 4)} (cache ${N.tmp()})`;
  const txt = (b) => b === 'proof-v3'
    ? 'The main branch is missing 4 event cards. The proof-v3 branch should have the corrected sheets; switching to proof-v3 and counting again.'
    : 'The proof-v3 branch has 4 extra promo cards. The main branch should be the release version; switching back to main and counting again.';
  const seq = ['main', 'proof-v3', 'main', 'proof-v3', 'main'];
  seq.forEach((b, i) => {
    kids.push(chainSpan('ReActAgent.run_step', { step: i + 1 }, null, [
      llmSpan('Anthropic.chat', { messages: [{ role: 'system', content: 'You are a prepress assistant. Tools: shell(cmd).' }, { role: 'user', content: goal }] }, { role: 'assistant', content: `Thought: ${i === 0 ? 'I will count the cards on the main branch first.' : txt(b)}\nAction: shell\nAction Input: {"cmd": "git checkout ${b} && python tools/count_cards.py print/sheets/*.pdf"}` }, { model: 'claude-3-5-sonnet-20240620' }),
      toolSpan('FunctionTool.call', { tool: 'shell', cmd: `git checkout ${b} && python tools/count_cards.py print/sheets/*.pdf` }, count(b)),
    ], { event: 'TaskStepOutput' }));
  });
  const root = agentSpan('AgentRunner.chat', { message: goal }, { response: 'Reached max iterations.' }, kids, { llama_index_version: '0.10.68', max_iterations: 5 });
  root.error = 'ValueError: Reached max iterations.';
  return { isolates: 'The agent checks out main, proof-v3, main, proof-v3, main and the card count on each branch repeats its earlier result, with two alternating thoughts repeated word for word.', goal, stagnation: true, root };
}

// 06 — bird ringing station: smolagents, species filter toggled, thoughts and code phrased differently each time
function r06(N) {
  const goal = 'A warbler with ring ZT 48213 was retrapped this morning in net 7 at the Falsterbo station. Find its original ringing record and report species, age code and ringing date.';
  const steps = [];
  const res = (sp) => sp === 'Acrocephalus scirpaceus'
    ? `query took ${N.ms(30, 300)} on ringdb-replica-${N.int(1, 3)}\n   ring      species                   age  date        site\n0  ZT 48203  Acrocephalus scirpaceus   3    2023-08-11  FBO-N7\n1  ZT 48219  Acrocephalus scirpaceus   3J   2023-08-12  FBO-N5\n(2 rows; no exact match for ZT 48213)`
    : `query took ${N.ms(30, 300)} on ringdb-replica-${N.int(1, 3)}\nEmpty DataFrame\nColumns: [ring, species, age, date, site]\nIndex: []\n(0 rows)`;
  const seq = [
    ['Acrocephalus scirpaceus', 'Reed warbler is by far the commonest Acrocephalus in net 7, so I will search the reed warbler records around that ring number.', "df = ringdb.search(species='Acrocephalus scirpaceus', ring_prefix='ZT 482')\nprint(df)"],
    ['Acrocephalus palustris', 'Only neighbouring rings ZT 48203 and 48219. The bird could be a marsh warbler misidentified at first ringing; search marsh warbler instead.', "marsh = ringdb.search(species='Acrocephalus palustris', ring_prefix='ZT 482')\nprint(marsh)"],
    ['Acrocephalus scirpaceus', 'Nothing for marsh warbler. The two neighbours were both reed warblers ringed on consecutive days, which suggests 48213 was ringed the same week; I will pull the reed warbler records again and look closer at the dates.', "rw = ringdb.search(species='Acrocephalus scirpaceus', ring_prefix='ZT 482')\nprint(rw.sort_values('date'))"],
    ['Acrocephalus palustris', 'Still no exact match among reed warblers. Marsh and reed warblers are easily confused as juveniles, so maybe the age code matters; trying marsh warbler one more time.', "print(ringdb.search(species='Acrocephalus palustris', ring_prefix='ZT 482'))"],
  ];
  seq.forEach(([sp, th, code], i) => {
    steps.push(chainSpan(`Step ${i + 1}`, { step_number: i + 1 }, null, [
      llmSpan('OpenAIServerModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who solves tasks with code. Tools: ringdb.search(species, ring_prefix), final_answer.' }, { role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: `Thought: ${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'gpt-4o-mini' }),
      toolSpan('python_interpreter', { code }, `Execution logs:\n${res(sp)}\nLast output from code snippet:\nNone`),
    ]));
  });
  steps.push(chainSpan('Step 5', { step_number: 5 }, null, [
    llmSpan('OpenAIServerModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: "Thought: Reed warbler returns the two neighbours again. Let me filter by reed warbler once more but only August 2023.\nCode:\n```py\nprint(ringdb.search(species='Acrocephalus scirpaceus', ring_prefix='ZT 482').query(\"date.str.startswith('2023-08')\", engine='python'))\n```<end_code>" }, { model: 'gpt-4o-mini' }),
    toolSpan('python_interpreter', { code: "print(ringdb.search(species='Acrocephalus scirpaceus', ring_prefix='ZT 482')...)" }, `Execution logs:\n${res('Acrocephalus scirpaceus')}\nLast output from code snippet:\nNone`),
  ]));
  const root = agentSpan('CodeAgent.run', { task: goal }, 'Reached max steps.', steps, { smolagents_version: '1.12.0', max_steps: 5 });
  return { isolates: 'The species filter alternates reed warbler, marsh warbler, reed, marsh, reed; the database answers each species exactly as before, while each thought and code cell is phrased differently.', goal, stagnation: false, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
