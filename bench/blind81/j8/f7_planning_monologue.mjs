// Healthy: several long reasoning steps in a row, each adding concrete numbers, names or decisions.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'dense_planning_monologue';
export const loop = false;
export const scenarios = [
  // 01 balloon festival launch slots, Anthropic Messages API with extended thinking
  (N) => {
    const goal = 'Plan the dawn mass-ascent launch order for 34 hot-air balloons at the Château-d\'Oex festival given wind and field constraints.';
    const th = [
      'Field A is 180 m x 90 m; each envelope needs a 25 m x 12 m layout strip, so at most 7 balloons inflate side by side with 1 m walkways. That gives 5 waves for 34 balloons: 7,7,7,7,6.',
      'Surface wind forecast 2 kt from 040 at 06:30 rising to 7 kt by 07:45. Launch window therefore closes ~07:30; waves need 12 min each (inflate 8, launch 4), so wave 1 must start cold-inflation at 06:20 and wave 5 lifts at 07:08.',
      'Special shapes are slow to inflate: the cow (HB-QMU), the chalet and the clock need 14 min, so put them in wave 1 when wind is lowest, on the downwind edge (strips 5-7) so they do not block others.',
      'Passenger baskets with >8 pax (6 of them) go in waves 2-3; solo hoppers (4) fill wave 5 since they launch in under 3 minutes and tolerate the 6 kt gusts. Remaining 21 standard envelopes are spread to keep each wave at 7.',
      'Retrieve crews: 34 vehicles, one gate. Stagger gate release by wave: crews of wave N leave at launch+2 min. Draft order table: W1 06:20 (3 shapes + 4 std), W2 06:32, W3 06:44, W4 06:56, W5 07:08. Publish to the pilots\' channel.',
    ];
    const kids = th.map((t, i) => llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 }, messages: i ? '[...prior thinking blocks]' : [{ role: 'user', content: goal }] }, { id: 'msg_' + N.b62(24), content: [{ type: 'thinking', thinking: t, signature: N.b62(40) }], stop_reason: i === th.length - 1 ? 'tool_use' : 'end_turn', usage: { output_tokens: N.int(300, 900) } }, { 'request-id': 'req_' + N.b62(24), 'anthropic-ratelimit-tokens-remaining': N.int(30000, 80000) }));
    kids.push(tool('post_launch_order', { channel: 'pilots', waves: [7, 7, 7, 7, 6], first_inflation: '06:20' }, { ok: true, message_id: N.int(100000, 999999), at: N.isoNoMs() }));
    kids.push(llm('POST /v1/messages', { messages: '[...]' }, { content: [{ type: 'text', text: 'Launch order posted: 5 waves (7/7/7/7/6), first inflation 06:20, last lift 07:08, shapes in wave 1.' }], stop_reason: 'end_turn' }, {}));
    return { isolates: 'Five consecutive thinking blocks each add new numbers (field size, wave timing, shape placement, pax split, crew gating) before one posting action.', stagnation: false, goal,
      root: agent('balloon-launch-planner', { goal }, { result: 'posted' }, kids, { log_source: 'anthropic-messages', workspace: 'wrkspc_' + N.b62(12) }) };
  },
  // 02 monastery brewery fermentation schedule, LangGraph
  (N) => {
    const goal = 'Schedule the next four weeks of brews at the abbey brewery (dubbel, tripel, and the 8% Christmas quad) around fermenter availability.';
    const steps = [
      'Fermenters: FV1-FV4 are 20 hL, FV5 is 40 hL. Dubbel needs 10 days primary + 4 days conditioning; tripel 12 + 6 days; quad 14 + 21 days, so the quad is the bottleneck and must start by day 3 to be bottled before 20 Dec.',
      'Quad into FV5 (40 hL) on Mon week 1, occupying it until day 38 - that means FV5 is gone for the whole window. Brewhouse does one 20 hL brew per day, Brother Anselm brews Mon/Wed/Fri only.',
      'Dubbel demand: 60 hL over the month = 3 brews. Tripel: 40 hL = 2 brews. With FV1-FV4, dubbel on FV1 Wed wk1, FV2 Fri wk1, FV1 again Fri wk3 (after 14-day cycle frees it on Wed wk3 + CIP day).',
      'Tripel on FV3 Mon wk2 and FV4 Wed wk2; both free on day 26-28, leaving FV2 spare from wk3 Fri for a contingency pilot batch of the new hop trial. Yeast: harvest from FV1 dubbel at day 10 to pitch FV2 - saves one propagation.',
    ];
    const kids = steps.map((s, i) => chain('planner', { messages: i ? '[state]' : [{ type: 'human', content: goal }] }, { messages: [{ type: 'ai', content: s }] }, [llm('ChatOpenAI', { messages: [[{ type: 'human', content: goal }]] }, { generations: [[{ text: s }]], llm_output: { token_usage: { completion_tokens: N.int(180, 400) }, model_name: 'gpt-4o-2024-11-20', system_fingerprint: 'fp_' + N.hex(10) } }, { ls_model_name: 'gpt-4o' })], { langgraph_node: 'planner', langgraph_step: i + 1 }));
    kids.push(chain('write_calendar', { events: 6 }, { created: 6, calendar_id: N.b62(26) + '@group.calendar.google.com' }, [tool('gcal.events.insert', { count: 6 }, { status: 200, etags: [N.etag(), N.etag()] })], { langgraph_node: 'write_calendar' }));
    return { isolates: 'Four long planner steps each introduce new constraints and assignments (vessel sizes, quad bottleneck, brew days, fermenter allocation) then the calendar is written.', stagnation: false, goal,
      root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: [{ type: 'ai', content: '6 brews scheduled.' }] }, kids, { ls_run_id: N.uuid() }) };
  },
  // 03 kelp farm harvest rota, CrewAI
  (N) => {
    const goal = 'Draw up the May sugar-kelp harvest rota for the 12 longlines at the Loch Fyne site for 2 boats and 5 crew.';
    const th = [
      'Thought: Lines L1-L12 are 200 m each; yield at last sample was 9-14 kg/m. L3, L7, L8 show bryozoan fouling starting, so they must be cut in week 1 before quality drops.',
      'Thought: Boat "Fyne Lass" carries 4 t/trip, the RIB 1.2 t. A full 200 m line at 12 kg/m = 2.4 t, so Fyne Lass takes one line plus partial per trip; two trips per tide on springs (12-14 May), one on neaps.',
      'Thought: Crew: Iona and Ruaridh hold boatmaster tickets, so each boat needs one of them. Kirsty has the processor contact; she stays ashore on landing days to meet the chiller van at 15:00.',
      'Thought: Rota: wk1 L3,L7,L8 (Fyne Lass, Iona); wk2 L1,L2,L4 on springs; wk3 L5,L6,L9; wk4 L10-L12 plus reseeding twine check. RIB does sampling runs Tue/Thu. Total ~28 t, within the processor\'s 30 t cap.',
    ];
    const kids = th.map((t) => llm('LLM Call', { messages: msgs('system', 'You are Harvest Planner. Goal: a safe, efficient kelp harvest rota.', 'user', goal) }, t, { model: 'gpt-4o', call_id: N.uuid(), tokens: N.int(500, 1200) }));
    kids.splice(1, 0, tool('Read site log', { site: 'LFY-02' }, `line,kg_per_m,fouling,sampled\nL3,13.1,bryozoa-light,${N.ymd()}\nL7,12.6,bryozoa-light\nL8,14.0,bryozoa-moderate\n... (12 rows) generated ${N.http()}`, { tool: 'CSVSearchTool' }));
    kids.push(llm('LLM Call', { messages: '[...]' }, 'Thought: I now know the final answer\nFinal Answer: May rota with 4 weekly blocks, 28 t total, fouled lines first (table attached).', { model: 'gpt-4o' }));
    return { isolates: 'CrewAI planner produces four successive thoughts that each add a new factor (fouling, boat capacity, crew tickets, weekly blocks) before its final answer.', stagnation: false, goal,
      root: agent('Crew: Kelp Ops', { task: goal, agent_role: 'Harvest Planner' }, { raw: 'May rota with 4 weekly blocks, 28 t total.' }, kids, { crew_id: N.uuid(), process: 'sequential' }) };
  },
  // 04 circus big-top rigging load plan, DSPy ChainOfThought
  (N) => {
    const goal = 'Compute the rigging load plan for the aerial acts in the 4-pole big top at Saint-Malo (ground: compacted sand).';
    const rs = [
      'Reasoning: 4 king poles, each rated 6.0 t WLL. Acts: double trapeze (2 artists, 140 kg, dynamic factor 3), aerial silks (60 kg, DF 2.5), cradle (3 artists, 210 kg, DF 4). Peak loads: trapeze 420 kg, silks 150 kg, cradle 840 kg.',
      'Reasoning: The cradle shares the bridle between poles 2 and 3; with a 110° included angle the leg tension is 840 / (2 cos 55°) = 732 kg per leg. Trapeze hangs from pole 1-2 truss: 420 kg split 60/40 = 252/168 kg.',
      'Reasoning: Sand at Saint-Malo: bearing pressure ~100 kPa; stake pull-out test last season 1.9 t per 1.2 m stake. Guy loads with 30 kph wind add 1.1 t per pole; so 3 stakes per guy point gives 5.7 t capacity vs 2.2 t demand, SF 2.6.',
      'Reasoning: Worst pole is 3 (cradle 732 + silks 150 + wind 1100 = 1982 kg) well within 6.0 t. Decision: approve, but require re-test of stakes after the forecast rain on day 2, and cradle bridle angle must not exceed 120°.',
    ];
    const kids = rs.map((r, i) => chain(`ChainOfThought.forward[${i}]`, { question: goal, context: i ? rs.slice(0, i).map((x) => x.slice(11, 50)) : [] }, { reasoning: r }, [llm('LM.__call__', { prompt: `[[ ## question ## ]]\n${goal}\n\n[[ ## reasoning ## ]]` }, { choices: [{ text: r }] }, { model: 'openai/gpt-4o-mini', cache_hit: false, dspy_version: '2.6.' + N.int(0, 9) })], { 'dspy.module': 'ChainOfThought' }, 'chain'));
    kids.push(tool('write_rigging_sheet', { poles: 4, worst_pole: 3, worst_kg: 1982 }, { file: `/srv/rigging/${N.ymd()}_saintmalo.pdf`, bytes: N.int(40000, 90000) }));
    return { isolates: 'Four DSPy reasoning steps build a load calculation from act weights to bridle tension to stake capacity to a decision, each with new figures.', stagnation: false, goal,
      root: agent('RiggingPlanner.__call__', { goal }, { answer: 'approved with conditions', worst_pole_kg: 1982 }, kids, { 'dspy.program': 'RiggingPlanner', trace_uuid: N.uuid() }) };
  },
  // 05 parish register digitisation, Letta inner monologue
  (N) => {
    const goal = 'Plan digitisation of the Llanfihangel parish registers (baptisms 1711-1890) with one camera station over 3 weeks.';
    const mono = [
      'Inventory: 7 volumes. Vol 1 (1711-1752) is 212 leaves with iron-gall ink burn; vols 2-7 are 300-420 leaves each, 2,310 leaves total, i.e. 4,620 images plus colour targets.',
      'Throughput: on the cradle with glass plate we managed 180 images/hour on the last project, but vol 1 needs the V-cradle at 110° - maybe 70/hour. That puts vol 1 at ~6 hours, vols 2-7 at ~22 hours total.',
      'Staffing: Gwen is available Mon-Wed, Owain Thu-Fri. Sessions of 3 hours max for handling fatigue. So 10 sessions per week = 30 hours; 28 needed, leaving 2 hours for reshoots and QA in week 2.',
      'Decision: week 1 vols 2-4, week 2 vol 1 (fresh eyes, Mon morning low humidity) + vols 5-6, week 3 vol 7 and QA. Filenames LLF_BAP_v{vol}_{leaf:04d}_{r|v}.tif, 400 ppi, FADGI 3-star.',
    ];
    const kids = [];
    mono.forEach((m, i) => {
      kids.push(llm('agent_step', { messages: i ? '[in-context memory]' : [{ role: 'user', content: goal }] }, { inner_thoughts: m, tool_call: i === 3 ? { name: 'archival_memory_insert', arguments: JSON.stringify({ content: m }) } : { name: 'core_memory_append', arguments: JSON.stringify({ label: 'project', content: m.slice(0, 60) }) } }, { model: 'gpt-4o', step_id: 'step-' + N.uuid(), letta_agent_id: 'agent-' + N.uuid() }));
      kids.push(tool(i === 3 ? 'archival_memory_insert' : 'core_memory_append', { request_heartbeat: i < 3 }, { status: 'OK', message: 'None', time: N.isoNoMs().replace('T', ' ') + ' PM UTC+0000' }));
    });
    kids.push(llm('agent_step', { messages: '[...]' }, { tool_call: { name: 'send_message', arguments: JSON.stringify({ message: 'Plan ready: 4,620 images in 3 weeks, vol 1 in week 2 on the V-cradle.' }) } }, {}));
    return { isolates: 'Letta inner monologue across four heartbeats accumulates inventory, throughput, staffing and a schedule decision, then sends the plan.', stagnation: false, goal,
      root: agent('Letta agent: archive_planner', { message: goal }, { messages: [{ message_type: 'assistant_message', content: 'Plan ready.' }], usage: { step_count: 5 } }, kids, { letta_version: '0.6.' + N.int(1, 9), run_id: 'run-' + N.uuid() }) };
  },
  // 06 alpine hut heli provisioning, LangChain4j AiServices
  (N) => {
    const goal = 'Plan the June helicopter provisioning lift for the Rifugio Quintino Sella (3,585 m): food, gas, and a replacement water tank.';
    const t = [
      'Heli is an AS350 B3; at 3,600 m with 15C the sling payload is about 750 kg. The new water tank weighs 310 kg empty and is 2.1 m long - it must fly alone on a 20 m longline.',
      'Food order for 60 nights x 40 guests: ~2,900 kg dry/tinned; in 750 kg nets that is 4 rotations. Propane: 12 cylinders x 45 kg = 540 kg, one rotation with the empty returns coming down.',
      'Rotation time from Gressoney heliport: 9 min up, 7 down, 2 hook-up = 18 min. 6 rotations = 1 h 48 min flight, within one morning window before clouds build at ~11:00. Fuel stop after rotation 4.',
      'Order of lifts: tank first (needs calmest air, 06:30), then propane, then 4 food nets. Ground crew at top: 3 people, hut keeper Marta signs the manifest. Cost at CHF 34/min = ~CHF 3,700.',
    ];
    const kids = t.map((x, i) => llm('OpenAiChatModel.chat', { messages: [{ type: 'SYSTEM', text: 'You plan hut logistics.' }, { type: 'USER', contents: [{ text: i ? 'continue' : goal }] }] }, { aiMessage: { text: x, toolExecutionRequests: [] }, tokenUsage: { inputTokenCount: N.int(500, 2000), outputTokenCount: N.int(150, 300) }, finishReason: 'STOP' }, { 'langchain4j.model': 'gpt-4o', id: 'chatcmpl-' + N.b62(29) }));
    kids.push(tool('ToolExecution[bookHeliSlot]', { request: { name: 'bookHeliSlot', arguments: '{"date":"2025-06-18","rotations":6,"start":"06:30"}' } }, { result: `CONFIRMED slot HL-${N.int(1000, 9999)} operator=Elisusa-Gressoney pilot-on-duty=${N.pick(['Bérod', 'Ghio', 'Vuillermoz'])} ts=${N.epochMs()}` }));
    kids.push(llm('OpenAiChatModel.chat', { messages: '[...]' }, { aiMessage: { text: 'Slot confirmed: 6 rotations from 06:30, tank first, est. CHF 3,700.' }, finishReason: 'STOP' }, {}));
    return { isolates: 'Four chained reasoning messages add payload limits, load counts, rotation timing and lift order/cost, then a slot is booked.', stagnation: false, goal,
      root: agent('AiServices.HutLogisticsAssistant.plan', { goal }, { text: 'Slot confirmed.' }, kids, { framework: 'langchain4j 0.36', 'micrometer.trace': N.hex(32) }) };
  },
];
