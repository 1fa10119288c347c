// Family 9 (healthy): deep delegation — a chain of 3+ nested agents, each handing down a narrower,
// different sub-task; results come back up; done.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'nested_delegation_chain';
export const loop = false;
export const stagnation = false;
export const isolates = 'Three or more nested agents, each delegating a narrower different sub-task, with results returned upward and the task completed.';
export const domains = ['biathlon range safety', 'bobsled track ice maintenance', 'date palm pollination crews', 'automaton restoration workshop', 'hymn book publishing', 'telescope mirror grinding'];
export const styles = ['Strands Agents (agents as tools)', 'OpenAI Agents SDK', 'Google ADK', 'Langfuse', 'AG2 nested chats', 'Griptape (not in list)'];

// ---------------------------------------------------------------- 01 biathlon range / Strands
function r01(N) {
  const task = 'Certify the Vuokatti biathlon range for the junior cup on Saturday: targets, backstop and wind flags must all pass.';
  const cyc = () => ({ 'event_loop.cycle_id': N.uuid() });
  const L3 = span('agent', 'invoke_agent target_calibrator', { prompt: 'Check lanes 1–30 mechanical targets: hit-indicator response and paddle reset.' }, 'Lanes 1–30 pass; lane 17 paddle 3 reset at 1.9 s (limit 2.0 s) — marginal, re-greased.', [
    llm('chat', { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }, { content: [{ toolUse: { name: 'target_telemetry', input: { lanes: '1-30' } } }] }, cyc()),
    tool('execute_tool target_telemetry', { lanes: '1-30' }, { status: 'success', content: [{ json: { lanes: 30, failures: 0, slowest: { lane: 17, paddle: 3, reset_s: 1.9 }, read_at: N.iso() } }] }),
    llm('chat', {}, { content: [{ text: 'Lanes 1–30 pass; lane 17 paddle 3 reset at 1.9 s (limit 2.0 s) — marginal, re-greased.' }] }),
  ], { metadata: { 'gen_ai.agent.name': 'target_calibrator' } });
  const L2 = span('agent', 'invoke_agent range_inspector', { prompt: 'Inspect targets and backstop; report pass/fail per item.' }, 'Targets pass (lane 17 marginal, serviced); backstop berm 4.1 m, passes the 4.0 m minimum.', [
    llm('chat', {}, { content: [{ text: 'Delegating the per-lane target check to the calibrator, then measuring the berm myself.' }, { toolUse: { name: 'target_calibrator', input: { prompt: 'Check lanes 1–30…' } } }] }, cyc()),
    span('tool', 'execute_tool target_calibrator', { prompt: 'Check lanes 1–30…' }, { status: 'success' }, [L3]),
    llm('chat', {}, { content: [{ toolUse: { name: 'lidar_survey', input: { feature: 'backstop_berm' } } }] }, cyc()),
    tool('execute_tool lidar_survey', { feature: 'backstop_berm' }, { status: 'success', content: [{ json: { min_height_m: 4.1, scan_id: N.uuid(), points: N.int(180000, 240000) } }] }),
    llm('chat', {}, { content: [{ text: 'Targets pass (lane 17 marginal, serviced); backstop berm 4.1 m, passes the 4.0 m minimum.' }] }),
  ], { metadata: { 'gen_ai.agent.name': 'range_inspector' } });
  const kids = [
    llm('chat', { messages: [{ role: 'user', content: [{ text: task }] }] }, { content: [{ text: 'Physical inspection goes to the range inspector; I will check the wind flags from the weather mast.' }, { toolUse: { name: 'range_inspector', input: { prompt: 'Inspect targets and backstop…' } } }] }, cyc()),
    span('tool', 'execute_tool range_inspector', { prompt: 'Inspect targets and backstop…' }, { status: 'success' }, [L2]),
    llm('chat', {}, { content: [{ toolUse: { name: 'wind_flags', input: { range: 'vuokatti' } } }] }, cyc()),
    tool('execute_tool wind_flags', { range: 'vuokatti' }, { status: 'success', content: [{ json: { flags: 10, damaged: 0, mast_wind_ms: 3.2 } }] }),
    llm('chat', {}, { content: [{ text: 'Certified for Saturday: targets pass (lane 17 serviced), berm 4.1 m, all 10 wind flags intact.' }] }),
  ];
  return {
    isolates: 'Strands agents-as-tools: certifier → range_inspector → target_calibrator, each narrower (whole range → targets+berm → lane mechanics), results flow up to a certification.',
    goal: task,
    root: agent('invoke_agent range_certifier', { prompt: task }, 'Certified for Saturday…', kids, { 'gen_ai.agent.name': 'range_certifier', 'strands.version': '0.2.x' }),
  };
}

// ---------------------------------------------------------------- 02 bobsled track / OpenAI Agents SDK
function r02(N) {
  const task = 'Get the Altenberg bobsled track ready for Thursday training: decide which curves need re-icing tonight.';
  const trace = 'trace_' + N.hex(32);
  const md = (t) => ({ span_id: 'span_' + N.hex(24), trace_id: trace, span_type: t });
  const gen = (out) => span('llm', 'generation', { model: 'gpt-4.1-mini' }, out, [], { metadata: md('generation') });
  const fn = (name, args, out) => span('tool', name, JSON.stringify(args), JSON.stringify(out), [], { metadata: md('function') });
  const thermo = span('agent', 'Agent: ProbeReader', { input: 'Read ice thickness probes in curves 9–11 (Kreisel) only.' }, 'Kreisel: C9 31 mm, C10 22 mm, C11 29 mm.', [
    gen([{ type: 'function_call', name: 'read_probes', arguments: '{"curves":[9,10,11]}' }]),
    fn('read_probes', { curves: [9, 10, 11] }, { C9: 31, C10: 22, C11: 29, unit: 'mm', logger: N.host('plc-ice', 'eu-central-1') }),
    gen([{ type: 'message', content: [{ type: 'output_text', text: 'Kreisel: C9 31 mm, C10 22 mm, C11 29 mm.' }] }]),
  ], { metadata: md('agent') });
  const curveAgent = span('agent', 'Agent: CurveAnalyst', { input: 'Which curves are below the 25 mm minimum ice? Start with the Kreisel, it thins first.' }, 'Only curve 10 is below 25 mm (22 mm); curves 1–8 and 12–17 are 27–34 mm from last night\'s scan.', [
    gen([{ type: 'function_call', name: 'probe_reader', arguments: '{"input":"Read ice thickness probes in curves 9–11 (Kreisel) only."}' }]),
    span('tool', 'probe_reader', '{"input":"…"}', 'Kreisel: C9 31 mm, C10 22 mm, C11 29 mm.', [thermo], { metadata: md('function') }),
    gen([{ type: 'function_call', name: 'last_scan', arguments: '{"exclude":[9,10,11]}' }]),
    fn('last_scan', { exclude: [9, 10, 11] }, { min_mm: 27, max_mm: 34, scanned: N.isoSec() }),
    gen([{ type: 'message', content: [{ type: 'output_text', text: 'Only curve 10 is below 25 mm (22 mm); curves 1–8 and 12–17 are 27–34 mm from last night\'s scan.' }] }]),
  ], { metadata: md('agent') });
  const kids = [
    gen([{ type: 'function_call', name: 'curve_analyst', arguments: '{"input":"Which curves are below the 25 mm minimum ice?…"}' }]),
    span('tool', 'curve_analyst', '{"input":"…"}', 'Only curve 10 is below 25 mm…', [curveAgent], { metadata: md('function') }),
    gen([{ type: 'function_call', name: 'schedule_crew', arguments: '{"task":"re-ice curve 10","shift":"night"}' }]),
    fn('schedule_crew', { task: 're-ice curve 10', shift: 'night' }, { crew: 'Ice team B', start: '22:00', ticket: 'ICE-' + N.digits(5) }),
    gen([{ type: 'message', content: [{ type: 'output_text', text: 'Re-icing curve 10 tonight (22 mm → target 30 mm), Ice team B from 22:00. All other curves are 27–34 mm and ready for Thursday.' }] }]),
  ];
  return {
    isolates: 'Agents SDK chain TrackManager → CurveAnalyst → ProbeReader narrows from the whole track to the Kreisel probes; readings return up and one curve is scheduled for re-icing.',
    goal: task,
    root: span('agent', 'Agent: TrackManager', { input: task }, 'Re-icing curve 10 tonight…', kids, { metadata: { ...md('agent'), workflow_name: 'track-prep' } }),
  };
}

// ---------------------------------------------------------------- 03 date palm pollination / Google ADK
function r03(N) {
  const task = 'Plan this week\'s pollination rounds for the Medjool blocks at the Al Qara farm.';
  const inv = 'e-' + N.uuid();
  const meta = (name) => ({ 'gen_ai.agent.name': name, 'gcp.vertex.agent.invocation_id': inv });
  const l3 = span('agent', 'invoke_agent spathe_counter', { request: 'Count newly opened female spathes in block M2 rows 1–12 from today\'s drone images.' }, 'M2 rows 1–12: 146 newly opened spathes, concentrated in rows 4–9 (101).', [
    llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ function_call: { name: 'detect_spathes', args: { block: 'M2', rows: [1, 12], flight: 'FL-' + N.digits(4) } } }] } }),
    tool('execute_tool detect_spathes', { block: 'M2', rows: [1, 12] }, { function_response: { response: { opened: 146, by_row: { '4-9': 101, other: 45 }, model: 'spathe-yolo-v5', images: N.int(300, 420) } } }),
    llm('call_llm', {}, { content: { parts: [{ text: 'M2 rows 1–12: 146 newly opened spathes, concentrated in rows 4–9 (101).' }] } }),
  ], { metadata: meta('spathe_counter') });
  const l2 = span('agent', 'invoke_agent block_planner', { request: 'Plan pollination for block M2 (the only block past 60 % spathe emergence).' }, 'M2: 146 spathes; one crew of 3 climbers covers ~50 spathes/day, so 3 days: rows 4–9 Mon–Tue, the rest Wed; pollen need 146 × 0.5 g = 73 g.', [
    llm('call_llm', {}, { content: { parts: [{ function_call: { name: 'spathe_counter', args: { request: 'Count newly opened…' } } }] } }),
    span('tool', 'execute_tool spathe_counter', { request: '…' }, { function_response: { response: { result: 'M2 rows 1–12: 146…' } } }, [l3], { metadata: { tool_type: 'AgentTool' } }),
    llm('call_llm', {}, { content: { parts: [{ text: 'M2: 146 spathes; one crew of 3 climbers covers ~50 spathes/day, so 3 days: rows 4–9 Mon–Tue, the rest Wed; pollen need 146 × 0.5 g = 73 g.' }] } }),
  ], { metadata: meta('block_planner') });
  const kids = [
    llm('call_llm', { contents: [{ role: 'user', parts: [{ text: task }] }] }, { content: { parts: [{ function_call: { name: 'emergence_status', args: { farm: 'al-qara', variety: 'Medjool' } } }] } }, meta('farm_manager')),
    tool('execute_tool emergence_status', { farm: 'al-qara' }, { function_response: { response: { M1: 0.34, M2: 0.63, M3: 0.41 } } }),
    llm('call_llm', {}, { content: { parts: [{ function_call: { name: 'block_planner', args: { request: 'Plan pollination for block M2…' } } }] } }),
    span('tool', 'execute_tool block_planner', { request: '…' }, { function_response: { response: { result: 'M2: 146 spathes…' } } }, [l2], { metadata: { tool_type: 'AgentTool' } }),
    llm('call_llm', {}, { content: { parts: [{ text: 'This week: only M2 is ready (63 % emergence). Crew of 3 climbers, rows 4–9 Monday–Tuesday and remaining rows Wednesday; draw 73 g of pollen from the Ghannami male store. M1 and M3 re-checked next Monday.' }] } }),
  ];
  return {
    isolates: 'Google ADK: farm_manager → block_planner → spathe_counter narrows from farm to block M2 to drone image counts; the count feeds a crew plan that returns to the top.',
    goal: task,
    root: agent('invoke_agent farm_manager', { new_message: task }, { final: 'weekly plan' }, kids, meta('farm_manager')),
  };
}

// ---------------------------------------------------------------- 04 automaton restoration / Langfuse
function r04(N) {
  const task = 'Write the restoration quote for the 1880s singing-bird automaton (Bontems style) brought in by the Hallworth estate.';
  const traceId = N.uuid();
  const obs = (t) => ({ langfuse_type: t, observation_id: N.uuid(), traceId, startTime: N.iso() });
  const gen = (name, input, output) => { N.tick(800, 3000); return llm(name, input, output, { ...obs('GENERATION'), model: 'claude-3-5-haiku-20241022', usage: { input: N.int(400, 2000), output: N.int(60, 300) } }); };
  const bellows = span('agent', 'bellows-specialist', { input: 'The bellows leak: estimate re-leathering of the two bellows (each 6 × 4 cm) in kid leather.' }, 'Two bellows re-leathered: 5.5 h at £68/h = £374, kid leather £22 — £396.', [
    gen('bellows-estimate', { task: 'bellows' }, 'Each bellows needs stripping, new kid hinge and sides, 2.75 h each; leather £11 per bellows.'),
    tool('rate-card', { trade: 'leather' }, { rate_gbp_h: 68, updated: N.dateOnly(-40) }, obs('SPAN')),
  ], { metadata: obs('AGENT') });
  const mech = span('agent', 'mechanism-assessor', { input: 'Assess the movement: cam stack, whistle piston and bellows; list faults and costs.' }, 'Faults: bellows leak (£396), worn cam follower for the beak (new follower 3 h = £204), whistle piston OK after cleaning (1 h = £68). Movement total £668.', [
    gen('mechanism-triage', { photos: 14 }, 'Cam stack intact; beak follower worn flat; piston clean; bellows leak audible — sending bellows to the specialist.'),
    span('tool', 'delegate bellows-specialist', { input: '…' }, { ok: true }, [bellows], { metadata: obs('SPAN') }),
    gen('mechanism-total', {}, 'Movement total £668: bellows £396, follower £204, piston cleaning £68.'),
  ], { metadata: obs('AGENT') });
  const kids = [
    gen('intake-triage', { task }, 'Case and feathers are fine apart from dust; the movement is the job. Delegating to the mechanism assessor.'),
    span('tool', 'delegate mechanism-assessor', { input: '…' }, { ok: true }, [mech], { metadata: obs('SPAN') }),
    gen('quote-writer', { parts: ['movement £668', 'case clean £90'] }, 'Quote Q-2291 for the Hallworth bird automaton: movement £668 (bellows re-leathering £396, beak cam follower £204, piston clean £68), case and plumage cleaning £90. Total £758 + VAT, 5 weeks.'),
  ];
  return {
    isolates: 'Langfuse trace: front desk → mechanism assessor → bellows specialist, each narrower; the bellows cost returns into the movement total and then into the quote.',
    goal: task,
    root: agent('restoration-quote', { input: task }, { output: 'Quote Q-2291 total £758 + VAT' }, kids, { langfuse_trace_id: traceId, tags: ['quotes'], sessionId: 'hallworth-' + N.digits(3) }),
  };
}

// ---------------------------------------------------------------- 05 hymn book / AG2 nested chats
function r05(N) {
  const task = 'Prepare the licensing clearance list for the new parish hymn book (412 hymns): which texts and tunes still need permission?';
  const msg = (name, content) => llm(name, { messages: '[…]' }, { content, role: 'assistant', name }, { ag2: 'ConversableAgent.generate_reply', cost: Number((N.f() * 0.01).toFixed(5)) });
  const innermost = span('agent', 'nested_chat: tune_rights_checker', { message: 'Check the 37 tunes composed after 1955 against the CCLI/OneLicense catalogues.' }, { summary: '31 of 37 tunes are covered by the CCLI licence; 6 need direct permission (4 from Stainer & Bell, 2 from a private estate).' }, [
    msg('tune_rights_checker', 'Looking up the 37 post-1955 tunes.'),
    tool('catalogue_lookup', { tunes: 37, catalogues: ['CCLI', 'OneLicense'] }, { covered: 31, uncovered: [{ publisher: 'Stainer & Bell', n: 4 }, { publisher: 'Estate of M. Rowe', n: 2 }], lookup_id: N.uuid() }),
    msg('tune_rights_checker', '31 of 37 tunes are covered by the CCLI licence; 6 need direct permission (4 from Stainer & Bell, 2 from a private estate).'),
  ], { metadata: { summary_method: 'last_msg' } });
  const middle = span('agent', 'nested_chat: copyright_researcher', { message: 'Split the 412 hymns into public domain and in copyright, texts and tunes separately; then clear the in-copyright tunes.' }, { summary: 'Texts: 352 PD, 60 in copyright (58 covered by CCLI, 2 need permission). Tunes: 375 PD, 37 in copyright (31 covered, 6 need permission).' }, [
    msg('copyright_researcher', 'Classifying by author/composer death year (life + 70).'),
    tool('classify_pd', { hymns: 412, rule: 'life+70' }, { texts: { pd: 352, copyright: 60, ccli_covered: 58 }, tunes: { pd: 375, copyright: 37 } }),
    msg('copyright_researcher', 'Texts are nearly all covered; the 37 in-copyright tunes go to the tune rights checker.'),
    innermost,
  ], { metadata: { summary_method: 'reflection_with_llm' } });
  const kids = [
    msg('editor', 'I need the clearance list. Starting a nested chat with the copyright researcher.'),
    middle,
    msg('editor', 'Clearance list: 8 items need permission — 2 texts (Hope Publishing) and 6 tunes (4 Stainer & Bell, 2 Estate of M. Rowe). All other 404 hymns are public domain or covered by CCLI. Letters drafted for the three rights holders. TERMINATE'),
  ];
  return {
    isolates: 'AG2 nested chats: editor → copyright_researcher → tune_rights_checker, each handling a narrower slice (all hymns → in-copyright → post-1955 tunes), summaries returning up.',
    goal: task,
    root: agent('initiate_chat editor→copyright_researcher', { message: task }, { summary: '8 items need permission' }, kids, { ag2_version: '0.8.x', max_turns: 6 }),
  };
}

// ---------------------------------------------------------------- 06 telescope mirrors / Griptape (not in list)
function r06(N) {
  const task = 'Customer order 0412: 10-inch f/5 Newtonian mirror. Decide if blank B-17 can be finished to 1/8 wave by the promised date, 21 days away.';
  const ev = (type) => ({ griptape_event: type, id: N.hex(32) });
  const l3 = span('agent', 'Structure: foucault_analyst', { task: 'Reduce the Foucault zone readings for B-17 into a wavefront error.' }, { output: 'Peak-to-valley 0.31 wave, mostly a turned-down edge (zone 5); correction ~3 parabolizing sessions.' }, [
    llm('PromptTask', { prompt_stack: '[…]' }, { output: { value: 'Actions: [{"name":"FoucaultCalculator","path":"reduce","input":{"zones":5,"readings_mm":[0.0,0.41,1.02,1.81,2.67]}}]' } }, ev('FinishPromptEvent')),
    tool('FoucaultCalculator.reduce', { zones: 5, readings_mm: [0.0, 0.41, 1.02, 1.81, 2.67] }, { value: { pv_wave: 0.31, rms_wave: 0.07, worst_zone: 5, strehl: 0.82 } }, ev('FinishActionsSubtaskEvent')),
    llm('PromptTask', {}, { output: { value: 'Peak-to-valley 0.31 wave, mostly a turned-down edge (zone 5); correction ~3 parabolizing sessions.' } }, ev('FinishPromptEvent')),
  ], { metadata: ev('FinishStructureRunEvent') });
  const l2 = span('agent', 'Structure: figuring_planner', { task: 'Plan the figuring of blank B-17 from its current test state.' }, { output: 'Polish is complete; figuring needs ~3 sessions for the edge plus 1 for final parabola, 2 days each including cool-down testing: 8 days.' }, [
    llm('PromptTask', {}, { output: { value: 'Need the current wavefront; delegating the Foucault reduction.' } }, ev('FinishPromptEvent')),
    span('tool', 'StructureRunTool.run foucault_analyst', { args: ['B-17'] }, { value: 'PV 0.31…' }, [l3], { metadata: ev('FinishActionsSubtaskEvent') }),
    llm('PromptTask', {}, { output: { value: 'Polish is complete; figuring needs ~3 sessions for the edge plus 1 for final parabola, 2 days each including cool-down testing: 8 days.' } }, ev('FinishPromptEvent')),
  ], { metadata: ev('FinishStructureRunEvent') });
  const kids = [
    llm('PromptTask', { input: task }, { output: { value: 'Checking the shop calendar and handing the figuring plan to the planner.' } }, ev('FinishPromptEvent')),
    tool('ShopCalendar.free_days', { from: N.dateOnly(), days: 21 }, { value: { free_bench_days: 15, coating_chamber_next: N.dateOnly(12) } }, ev('FinishActionsSubtaskEvent')),
    span('tool', 'StructureRunTool.run figuring_planner', { args: ['B-17'] }, { value: '8 days' }, [l2], { metadata: ev('FinishActionsSubtaskEvent') }),
    llm('PromptTask', {}, { output: { value: 'Yes: 8 bench days of figuring fit in the 15 free days; the aluminising run on day 12 leaves margin. Promise stands — order 0412 on schedule.' } }, ev('FinishPromptEvent')),
  ];
  return {
    isolates: 'Griptape structures: order desk → figuring_planner → foucault_analyst narrow from a delivery question to a zone-reading reduction; the wavefront result turns into a day estimate and a yes.',
    goal: task,
    root: agent('Agent: order_desk', { input: task }, { output: 'Promise stands' }, kids, { framework: 'griptape 1.4', conversation_memory: 'local' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
