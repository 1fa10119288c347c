import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'echoed_long_reasoning';
export const meta = { loop: true, stagnation: true, isolates: 'one near-verbatim repeat of a long assistant/reasoning step with nothing new observed in between' };
export const rows = [
{ id: '01', domain: 'salt cave halotherapy centre', style: 'anthropic',
  isolates: 'A long plan about rescheduling salt-cave sessions is restated almost word for word after a calendar read that returns the same slots.',
  goal: 'Move the Thursday 18:00 children\'s halotherapy session to a free slot this week and notify the parents.',
  build(r) {
    const S = 'anthropic', M = 'claude-3-5-sonnet-20241022';
    const plan = 'The Thursday 18:00 children\'s session in Grotto B has eleven bookings. The halogenerator service on Thursday blocks Grotto B from 17:00 to 19:30, so I need another slot with at least eleven free mats, ideally Friday afternoon, and then I will message every parent through the booking system.';
    const plan2 = 'The Thursday 18:00 children\'s session in Grotto B has eleven bookings. Because the halogenerator service on Thursday blocks Grotto B from 17:00 to 19:30, I need another slot with at least eleven free mats, ideally Friday afternoon, and then I will message every parent through the booking system.';
    const slots = () => ({ grotto: 'B', week: '2024-W46', free: [{ day: 'Fri', start: '15:00', mats_free: 6 }, { day: 'Sat', start: '10:00', mats_free: 4 }], generated_at: r.iso(), cache: r.pick(['HIT', 'MISS']) });
    const a = llm(S, r, { model: M, messages: [{ role: 'user', content: 'Move the Thursday 18:00 children\'s session...' }], text: plan, calls: [{ name: 'get_free_slots', args: { grotto: 'B', week: '2024-W46' } }] });
    const t1 = tool(S, r, { name: 'get_free_slots', args: { grotto: 'B', week: '2024-W46' }, result: slots(), call: a.calls[0] });
    const b = llm(S, r, { model: M, messages: [{ role: 'user', content: '...' }, { role: 'assistant', content: plan }, { role: 'user', content: '[tool_result get_free_slots]' }], text: plan2, calls: [{ name: 'get_free_slots', args: { grotto: 'B', week: '2024-W46' } }] });
    const t2 = tool(S, r, { name: 'get_free_slots', args: { grotto: 'B', week: '2024-W46' }, result: slots(), call: b.calls[0] });
    return agentSpan('halo-desk-agent', { goal: this.goal }, { status: 'cut_off', reason: 'max_turns' }, [a.span, t1, b.span, t2], { session_id: r.uuid(), anthropic_version: '2023-06-01' });
  } },
{ id: '02', domain: 'cable car maintenance', style: 'vercel',
  isolates: 'The agent reasons at length about a haul-rope splice inspection, reads the same sensor log again, and emits the same long reasoning a second time.',
  goal: 'Decide whether cabin line 2 of the valley cable car can reopen after the haul-rope splice inspection.',
  build(r) {
    const S = 'vercel';
    const think = 'The magnetic rope test from this morning shows a loss of metallic cross-section of 1.8 percent at splice tuck 4, which is under the 2 percent reopening limit in the operator manual, but the grip slip test on cabin 7 has not been logged yet, so I cannot sign off line 2 until that record exists.';
    const think2 = 'The magnetic rope test from this morning shows a loss of metallic cross-section of 1.8 percent at splice tuck 4, which is below the 2 percent reopening limit in the operator manual, but the grip slip test on cabin 7 has not been logged yet, so I can not sign off line 2 until that record exists.';
    const log = () => `line=2 test=MRT lmaCS=1.8% tuck=4 operator=K.Haas ts=${r.iso()} seq=${r.int(1000, 9999)}\nline=2 test=GRIP cabin=7 status=PENDING\nexport_id=${r.uuid()}`;
    const g1 = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: think, calls: [{ name: 'readMaintenanceLog', args: { line: 2, since: 'today' } }] });
    const tc1 = tool(S, r, { name: 'readMaintenanceLog', args: { line: 2, since: 'today' }, result: log(), call: g1.calls[0] });
    const g2 = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }, { role: 'tool', content: '...' }], text: think2, calls: [{ name: 'readMaintenanceLog', args: { line: 2, since: 'today' } }] });
    const tc2 = tool(S, r, { name: 'readMaintenanceLog', args: { line: 2, since: 'today' }, result: log(), call: g2.calls[0] });
    const root = span('chain', 'ai.generateText', { prompt: this.goal }, { text: '', finishReason: 'length' }, [g1.span, tc1, g2.span, tc2], { metadata: { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 4, 'ai.telemetry.functionId': 'ropeway-reopen' } });
    return agentSpan('ropeway-safety-agent', { goal: this.goal }, null, [root]);
  } },
{ id: '03', domain: 'quince orchard frost protection', style: 'openinference',
  isolates: 'A long reasoning step about running frost fans is repeated near-verbatim with only a same-result weather call between the two copies.',
  goal: 'Decide tonight\'s frost-fan schedule for blocks Q1-Q4 of the quince orchard.',
  build(r) {
    const S = 'openinference', M = 'gpt-4o-mini';
    const t = 'Blossom stage in blocks Q1 to Q4 is full bloom, where the critical temperature for quince is about minus two degrees. The forecast minimum at the low sensor is minus 1.4 at 05:00, so fans should start when the canopy sensor reads plus one and run until half an hour after sunrise.';
    const t2 = 'Blossom stage in blocks Q1 to Q4 is full bloom, where the critical temperature for quince is roughly minus two degrees. The forecast minimum at the low sensor is minus 1.4 at 05:00, so the fans should start when the canopy sensor reads plus one and run until half an hour after sunrise.';
    const wx = () => JSON.stringify({ station: 'orchard-low', tmin_c: -1.4, tmin_at: '05:00', issued: r.http(), model_run: `${r.int(0, 3) * 6}Z`, req: r.reqId('wx-') });
    const l1 = llm(S, r, { model: M, messages: [{ role: 'system', content: 'You are an orchard operations assistant.' }, { role: 'user', content: this.goal }], text: t, calls: [{ name: 'forecast_min', args: { station: 'orchard-low' } }] });
    const w1 = tool(S, r, { name: 'forecast_min', args: { station: 'orchard-low' }, result: wx() });
    const l2 = llm(S, r, { model: M, messages: [{ role: 'user', content: this.goal }, { role: 'assistant', content: t }, { role: 'tool', content: 'forecast_min result' }], text: t2, calls: [{ name: 'forecast_min', args: { station: 'orchard-low' } }] });
    const w2 = tool(S, r, { name: 'forecast_min', args: { station: 'orchard-low' }, result: wx() });
    return span('chain', 'AgentWorkflow', { input: this.goal }, null, [l1.span, w1, l2.span, w2], { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid() }, error: 'TimeoutError: workflow exceeded 120s' });
  } },
{ id: '04', domain: 'hovercraft ferry crossings', style: 'langsmith',
  isolates: 'In a LangGraph run the planner node prints the same long assessment about skirt damage twice, with an unchanged defect lookup in between.',
  goal: 'Decide if hovercraft HC-3 can run the 14:30 crossing after the skirt damage report.',
  build(r) {
    const S = 'langsmith';
    const a = 'Skirt finger damage on HC-3 is reported on the port bow segment, six fingers torn. The crossing rules allow operation with up to eight missing fingers if wave height stays under one metre, and the forecast for 14:30 is 0.6 metres, so the crossing can run but only with a reduced payload of 40 passengers.';
    const b = 'Skirt finger damage on HC-3 is reported on the port bow segment, with six fingers torn. The crossing rules allow operation with up to eight missing fingers if wave height stays under one metre, and the 14:30 forecast is 0.6 metres, so the crossing can run but only with a reduced payload of 40 passengers.';
    const defect = () => ({ craft: 'HC-3', defects: [{ code: 'SKT-PB', fingers_torn: 6, logged_by: 'eng.morris' }], fetched: r.isoLocal('+00:00'), trace: r.traceparent() });
    const n1 = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: a, calls: [{ name: 'defect_lookup', args: { craft: 'HC-3' } }] });
    const d1 = tool(S, r, { name: 'defect_lookup', args: { craft: 'HC-3' }, result: defect() });
    const n2 = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }, { role: 'ai', content: a }, { role: 'tool', content: 'defect_lookup -> 6 fingers' }], text: b, calls: [{ name: 'defect_lookup', args: { craft: 'HC-3' } }] });
    const d2 = tool(S, r, { name: 'defect_lookup', args: { craft: 'HC-3' }, result: defect() });
    return span('chain', 'LangGraph', { messages: [{ type: 'human', content: this.goal }] }, null, [
      span('chain', 'agent', {}, {}, [n1.span], { metadata: { langgraph_node: 'agent', langgraph_step: 1 } }),
      span('chain', 'tools', {}, {}, [d1], { metadata: { langgraph_node: 'tools', langgraph_step: 2 } }),
      span('chain', 'agent', {}, {}, [n2.span], { metadata: { langgraph_node: 'agent', langgraph_step: 3 } }),
      span('chain', 'tools', {}, {}, [d2], { metadata: { langgraph_node: 'tools', langgraph_step: 4 } })],
      { metadata: { thread_id: r.uuid() }, error: 'GraphRecursionError: Recursion limit of 4 reached without hitting a stop condition.' });
  } },
{ id: '05', domain: 'Swift package dependency resolution', style: 'claude_sdk',
  isolates: 'A Claude Agent SDK transcript where the long thinking block about a SwiftPM version conflict is replayed almost identically after re-running the same resolve command.',
  goal: 'Fix `swift package resolve` failing for the BoatLog iOS app after bumping swift-nio.',
  build(r) {
    const S = 'claude_sdk', M = 'claude-sonnet-4-20250514';
    const th = 'The resolver says swift-nio-ssl 2.25.0 requires swift-nio from 2.62.0, while grpc-swift 1.21.0 pins swift-nio below 2.60.0. Raising swift-nio alone cannot work; either grpc-swift must move to 1.23 or swift-nio must stay on 2.58. I should check which grpc-swift versions are compatible before editing Package.swift.';
    const th2 = 'The resolver says swift-nio-ssl 2.25.0 requires swift-nio from 2.62.0, while grpc-swift 1.21.0 pins swift-nio below 2.60.0. Raising swift-nio by itself cannot work; either grpc-swift must move to 1.23 or swift-nio must stay on 2.58. I should check which grpc-swift versions are compatible before I edit Package.swift.';
    const out = () => `Fetching https://github.com/grpc/grpc-swift.git from cache\nFetched https://github.com/grpc/grpc-swift.git from cache (${r.dur()})\nerror: Dependencies could not be resolved because 'grpc-swift' 1.21.0 depends on 'swift-nio' 2.51.0..<2.60.0 and root depends on 'swift-nio' 2.62.0..<3.0.0.\n[build-cache ${r.tmp('.swiftpm')}]`;
    const a1 = llm(S, r, { model: M, messages: [{ role: 'user', content: this.goal }], reasoning: th, calls: [{ name: 'Bash', args: { command: 'swift package resolve', description: 'Resolve SwiftPM deps' } }] });
    const b1 = tool(S, r, { name: 'Bash', args: { command: 'swift package resolve' }, result: { stdout: '', stderr: out(), exit_code: 1 }, error: 'exit status 1', call: a1.calls[0] });
    const a2 = llm(S, r, { model: M, messages: [{ role: 'user', content: '[tool_result]' }], reasoning: th2, calls: [{ name: 'Bash', args: { command: 'swift package resolve', description: 'Resolve SwiftPM deps' } }] });
    const b2 = tool(S, r, { name: 'Bash', args: { command: 'swift package resolve' }, result: { stdout: '', stderr: out(), exit_code: 1 }, error: 'exit status 1', call: a2.calls[0] });
    return agentSpan('claude-code', { prompt: this.goal, cwd: '/Users/dev/BoatLog' }, { subtype: 'error_max_turns', num_turns: 2, total_cost_usd: 0.0412 }, [span('chain', 'system:init', { tools: ['Bash', 'Read', 'Edit'] }, { session_id: r.uuid() }), a1.span, b1, a2.span, b2]);
  } },
{ id: '06', domain: 'urban traffic signal timing', style: 'gemini',
  isolates: 'A Gemini function-calling run produces the same long retiming argument twice around an identical detector-count response, then stops without retiming.',
  goal: 'Retune the evening peak green split at junction J-114 (Harbour Rd / Mill St) to cut the northbound queue.',
  build(r) {
    const S = 'gemini', M = 'gemini-1.5-pro-002';
    const x = 'Northbound detector counts show 1,240 vehicles per hour against a saturation flow of about 1,800, with the current 38 second green in a 90 second cycle. Moving 6 seconds from the east-west phase to northbound would lift capacity to roughly 880 vehicles per hour, which should clear the queue each cycle.';
    const y = 'Northbound detector counts show 1,240 vehicles per hour against a saturation flow near 1,800, with the current 38 second green in a 90 second cycle. Moving 6 seconds from the east-west phase to northbound would raise capacity to roughly 880 vehicles per hour, which should clear the queue every cycle.';
    const counts = () => ({ junction: 'J-114', approach: 'NB', veh_per_hr: 1240, window: '16:30-18:30', controller_fw: 'ATC-5.2.1', polled_at: r.epoch(), poll_seq: r.int(1, 99999) });
    const c1 = llm(S, r, { model: M, prompt: { contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, text: x, calls: [{ name: 'get_detector_counts', args: { junction: 'J-114', approach: 'NB' } }] });
    const f1 = tool(S, r, { name: 'get_detector_counts', args: { junction: 'J-114', approach: 'NB' }, result: counts() });
    const c2 = llm(S, r, { model: M, prompt: { contents: [{ role: 'user', parts: [{ text: this.goal }] }, { role: 'model', parts: [{ text: x }] }, { role: 'function', parts: [{ functionResponse: { name: 'get_detector_counts' } }] }] }, text: y });
    return agentSpan('signal-tuning-agent', { goal: this.goal }, { final: y }, [span('chain', 'load_session', { junction: 'J-114' }, { controller: 'ATC-5.2.1', plan: 'PM-PEAK', session: r.uuid() }), c1.span, f1, c2.span], { framework: 'google-genai', api: 'v1beta' });
  } },
];
