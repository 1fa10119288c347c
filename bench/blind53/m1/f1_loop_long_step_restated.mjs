import { agent, llm, tool, chain, span, sys, usr, asst, tc, tmsg, httpResp } from './lib.mjs';

export default [
{ n: 1, domain: 'clog makers', style: 'Anthropic Messages API logs',
  isolates: 'A long plan about poplar blank ordering is restated almost word for word after an inventory call that returns the same stock as before; the run is then cut off.',
  goal: 'Work out how many poplar blanks the workshop must order for the spring festival clog order and draft the purchase order.',
  build(r) {
    const plan = "The festival order is 140 pairs across sizes 36 to 45. Each pair needs two poplar blanks, so 280 blanks, plus roughly 8 percent spoilage on the carving lathe, which gives about 303. Current stock shows 96 seasoned blanks in rack B, so I need to order around 207 more, but before drafting the purchase order I should confirm the stock count with the inventory tool so the number is right.";
    const plan2 = "The festival order is 140 pairs across sizes 36 to 45. Each pair needs two poplar blanks, so 280 blanks plus about 8 percent spoilage on the carving lathe, giving roughly 303. Current stock shows 96 seasoned blanks in rack B, so I need to order around 207 more, but before drafting the purchase order I should confirm the stock count with the inventory tool so the number is right.";
    const inv = () => ({ sku: 'BLANK-POP-SEAS', location: 'rack B', on_hand: 96, reserved: 0, last_count: '2025-02-11', counted_by: 'h.visser' });
    const t1 = r.toolu(), t2 = r.toolu(), t3 = r.toolu();
    const m = 'claude-3-5-sonnet-20241022';
    const base = [usr('Festival order: 140 pairs, sizes 36-45. How many poplar blanks do we order? Draft the PO to Houthandel De Vries.')];
    return agent('clog-workshop-assistant', { goal: base[0].content }, { status: 'max_turns_reached', turns: 4 }, [
      llm('messages.create', { model: m, max_tokens: 2048, system: 'You are the workshop assistant for a small Dutch clog maker. Tools: get_inventory, draft_po.', messages: base },
        { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Let me check current blank stock first.' }, { type: 'tool_use', id: t1, name: 'get_inventory', input: { sku: 'BLANK-POP-SEAS' } }], stop_reason: 'tool_use', usage: { input_tokens: 512, output_tokens: 61 } }),
      tool('get_inventory', { sku: 'BLANK-POP-SEAS' }, JSON.stringify({ ...inv(), queried_at: r.iso() })),
      llm('messages.create', { model: m, messages: [...base, { role: 'user', content: [{ type: 'tool_result', tool_use_id: t1, content: '{"on_hand":96,...}' }] }] },
        { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: plan }, { type: 'tool_use', id: t2, name: 'get_inventory', input: { sku: 'BLANK-POP-SEAS', location: 'rack B' } }], stop_reason: 'tool_use', usage: { input_tokens: 811, output_tokens: 142 } }),
      tool('get_inventory', { sku: 'BLANK-POP-SEAS', location: 'rack B' }, JSON.stringify({ ...inv(), queried_at: r.iso() })),
      llm('messages.create', { model: m, messages: [...base, { role: 'assistant', content: plan }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: t2, content: '{"on_hand":96,...}' }] }] },
        { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: plan2 }, { type: 'tool_use', id: t3, name: 'get_inventory', input: { sku: 'BLANK-POP-SEAS', location: 'rack B' } }], stop_reason: 'tool_use', usage: { input_tokens: 1034, output_tokens: 141 } }),
    ], { provider: 'anthropic', log_source: 'messages-api', request_id: r.reqId('req_01') });
  } },

{ n: 2, domain: 'miniature railways', style: 'LangSmith / LangGraph',
  isolates: 'A long reasoning step about the boiler inspection timetable is emitted twice by the agent node with only an identical calendar read between, then the graph hits its recursion limit.',
  goal: 'Schedule the annual boiler inspection for the 7¼-inch gauge steam locomotive "Lady Ermintrude" without clashing with public running days.',
  build(r) {
    const thought = "Public running days in June are every Saturday and Sunday plus the Wednesday school specials on the 11th and 25th. The boiler inspector only works Tuesday to Thursday, and the loco needs a cold boiler for at least 36 hours before the hydraulic test, so the fire must be dropped by Sunday evening. That leaves Tuesday 10th, Thursday 12th or Tuesday 17th as candidates; I will look at the calendar again to see which of those is free of volunteer track work.";
    const thought2 = "Public running days in June are every Saturday and Sunday plus the Wednesday school specials on the 11th and 25th. The boiler inspector only works Tuesday to Thursday and the loco needs a cold boiler for at least 36 hours before the hydraulic test, so the fire must be dropped by Sunday evening. That leaves Tuesday 10th, Thursday 12th or Tuesday 17th as candidates; I will look at the calendar again to check which of those is free of volunteer track work.";
    const cal = { calendar: 'Loco shed', events: [{ date: '2025-06-10', title: 'Track gang: points 4 re-sleepering' }, { date: '2025-06-12', title: 'Track gang: points 4 re-sleepering (cont.)' }, { date: '2025-06-17', title: 'Track gang: ballast drop' }] };
    const mk = (txt, callId) => llm('ChatOpenAI', { messages: [[sys('You plan maintenance for a miniature railway society.'), usr('Book the boiler inspection for Lady Ermintrude in June.')]] },
      { generations: [[{ text: txt, message: { type: 'ai', content: txt, tool_calls: [{ name: 'read_calendar', args: { calendar: 'Loco shed', month: '2025-06' }, id: callId }] } }]], llm_output: { token_usage: { prompt_tokens: r.int(700, 1300), completion_tokens: 118 }, model_name: 'gpt-4o-2024-08-06' } },
      { ls_provider: 'openai', ls_model_name: 'gpt-4o', run_id: r.uuid() });
    const tl = (callId) => chain('tools', { messages: [] }, { messages: [{ type: 'tool', tool_call_id: callId, content: JSON.stringify({ ...cal, fetched: r.isoNoMs() }) }] },
      [tool('read_calendar', { calendar: 'Loco shed', month: '2025-06' }, JSON.stringify({ ...cal, fetched: r.isoNoMs(), etag: r.etag() }), { run_id: r.uuid() })], { langgraph_node: 'tools' });
    const c0 = r.callId(), c1 = r.callId(), c2 = r.callId();
    return agent('LangGraph', { messages: [usr('Book the boiler inspection for Lady Ermintrude in June.')] }, null, [
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: [[usr('Book the boiler inspection for Lady Ermintrude in June.')]] }, { generations: [[{ text: '', message: { type: 'ai', content: '', tool_calls: [{ name: 'read_calendar', args: { calendar: 'Loco shed', month: '2025-06' }, id: c0 }] } }]] }, { ls_provider: 'openai' })], { langgraph_node: 'agent', langgraph_step: 1 }),
      tl(c0),
      chain('agent', {}, {}, [mk(thought, c1)], { langgraph_node: 'agent', langgraph_step: 3 }),
      tl(c1),
      chain('agent', {}, {}, [mk(thought2, c2)], { langgraph_node: 'agent', langgraph_step: 5 }),
      tl(c2),
    ], { thread_id: r.uuid(), error_hint: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' });
  } },

{ n: 3, domain: 'truffle hunters', style: 'smolagents',
  isolates: 'A smolagents CodeAgent writes the same long Thought about dog rotation and permit zones twice, separated by a code step whose logs repeat the earlier output, and the run is stopped at max steps.',
  goal: 'Assign the three truffle dogs to forest permit zones for Saturday so that no dog works more than two zones and the oak zones are covered first.',
  build(r) {
    const th = "Thought: The oak zones Q1, Q3 and Q4 must be covered first because the Tuber melanosporum season closes at the end of the month. Bella can only do two zones after her paw injury, Rocco is fastest on slopes so he should take Q4, and Nina is still learning so she should pair with Q1 near the car park. I need the permit list again to confirm that Q3 is still open for Saturday before I write the assignment.";
    const th2 = "Thought: The oak zones Q1, Q3 and Q4 must be covered first because the Tuber melanosporum season closes at the end of the month. Bella can only do two zones after her paw injury, Rocco is fastest on slopes so he should take Q4, and Nina is still learning so she pairs with Q1 near the car park. I need the permit list again to confirm that Q3 is still open for Saturday before writing the assignment.";
    const code = "Code:\n```py\npermits = get_permits(date=\"2025-01-18\")\nprint(permits)\n```<end_code>";
    const logs = () => `Execution logs:\n{'date': '2025-01-18', 'zones': {'Q1': 'open', 'Q3': 'open', 'Q4': 'open', 'B2': 'closed (logging)', 'H5': 'open'}, 'issuer': 'Office Forestier Sud', 'cache': 'HIT'}\nOut: None`;
    const step = (i, txt, kids) => chain(`Step ${i}`, { step_number: i }, { duration: r.dur() }, kids, { 'smolagents.step': i });
    const mdl = (txt) => llm('LiteLLMModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: 'New task:\nAssign the three truffle dogs...' }] }, { role: 'assistant', content: txt }, { 'llm.token_count.completion': r.int(140, 170) });
    const py = () => tool('python_interpreter', { code: 'permits = get_permits(date="2025-01-18")\nprint(permits)' }, logs(), { duration_ms: r.ms(20, 90) });
    return agent('CodeAgent.run', { task: 'Assign the three truffle dogs to forest permit zones for Saturday...' }, { error: 'AgentMaxStepsError: Reached max steps.' }, [
      step(1, '', [mdl("Thought: Let me first look at the permits.\n" + code), py()]),
      step(2, '', [mdl(th + "\n" + code), py()]),
      step(3, '', [mdl(th2 + "\n" + code), py()]),
    ], { 'smolagents.max_steps': 3, session: r.uuid() });
  } },

{ n: 4, domain: 'yurt rental', style: 'OpenAI Agents SDK',
  isolates: 'An Agents SDK response span repeats a long pricing analysis for a yurt wedding package after a tool returns identical availability, and the run ends with MaxTurnsExceeded.',
  goal: 'Quote a three-night stay in two yurts with a wood-fired hot tub for a group of nine, applying the midweek discount if it applies.',
  build(r) {
    const a = "Nine guests need two yurts: the Juniper yurt sleeps five and the Larch yurt sleeps four, so both are required. The stay runs Monday to Thursday, which qualifies for the 15 percent midweek discount on accommodation but not on the hot tub, which is a flat 60 pounds per night. Base rates are 145 and 125 per night, so I need to confirm both yurts are free for all three nights before I compute the final figure for the customer.";
    const a2 = "Nine guests need two yurts: the Juniper yurt sleeps five and the Larch yurt sleeps four, so both are required. The stay runs Monday to Thursday, which qualifies for the 15 percent midweek discount on accommodation but not on the hot tub, a flat 60 pounds per night. Base rates are 145 and 125 per night, so I need to confirm both yurts are free for all three nights before computing the final figure for the customer.";
    const avail = () => JSON.stringify({ site: 'Cwm Derw', from: '2025-05-12', to: '2025-05-15', units: [{ unit: 'Juniper', free: true }, { unit: 'Larch', free: true }], hot_tub: 'available', checked_at: r.epoch() });
    const resp = (text, callId) => span('response', 'response', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Quote 3 nights, 2 yurts + hot tub, 9 people, Mon 12 May.' }] },
      { id: 'resp_' + r.hex(32), output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), { type: 'function_call', call_id: callId, name: 'check_availability', arguments: '{"from":"2025-05-12","nights":3,"units":["Juniper","Larch"]}' }], usage: { input_tokens: r.int(600, 1200), output_tokens: r.int(30, 150) } }, [], { metadata: { span_id: 'span_' + r.hex(24) } });
    const fn = () => span('function', 'check_availability', '{"from":"2025-05-12","nights":3,"units":["Juniper","Larch"]}', avail(), [], { metadata: { span_id: 'span_' + r.hex(24) } });
    return agent('Agent workflow', { input: 'Quote 3 nights, 2 yurts + hot tub, 9 people, Mon 12 May.' }, null, [
      agent('Yurt booking assistant', { tools: ['check_availability', 'create_quote'], handoffs: [] }, null, [
        resp('', r.callId()), fn(), resp(a, r.callId()), fn(), resp(a2, r.callId()), fn(),
      ], { span_id: 'span_' + r.hex(24) }),
    ], { trace_id: 'trace_' + r.hex(32), error: 'MaxTurnsExceeded: Max turns (3) exceeded' });
  } },

{ n: 5, domain: 'drone light shows', style: 'Vercel AI SDK (ai.* spans)',
  isolates: 'A long step about drone count and safety buffer for a light-show formation is generated twice by ai.generateText with an identical wind-forecast tool result in between; the run is aborted.',
  goal: 'Check whether the 300-drone "comet" formation can fly at the harbour festival given the wind forecast and the 50 m safety buffer, and reply to the organiser.',
  build(r) {
    const s = "The comet formation uses 300 drones spread over 180 metres wide and 95 metres high, and the venue permit gives a 50 metre buffer from the crowd line, so the launch grid has to sit at least 60 metres back on the pier. Our drones are rated for sustained wind up to 10 metres per second at altitude, and the tail section flies at 110 metres where gusts are strongest. I should pull the hourly wind forecast for 21:00 to 22:00 again to decide between the full comet and the reduced 220-drone version.";
    const s2 = "The comet formation uses 300 drones over 180 metres wide and 95 metres high, and the venue permit gives a 50 metre buffer from the crowd line, so the launch grid has to sit at least 60 metres back on the pier. Our drones are rated for sustained wind up to 10 metres per second at altitude, and the tail section flies at 110 metres where gusts are strongest. I should pull the hourly wind forecast for 21:00 to 22:00 again to decide between the full comet and the reduced 220-drone version.";
    const fc = () => ({ site: 'Harbour North Pier', hours: [{ t: '21:00', wind_10m: 5.2, wind_120m: 9.1, gust_120m: 12.4 }, { t: '22:00', wind_10m: 4.8, wind_120m: 8.7, gust_120m: 11.9 }], model: 'ICON-D2', run: '2025-08-22T12Z' });
    const gen = (text) => llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Can we fly the comet at the harbour festival?' }] }]), 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat' },
      { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: r.callId(), toolName: 'getWindForecast', args: '{"site":"harbour-north","from":"21:00","to":"22:00"}' }]), 'ai.response.finishReason': 'tool-calls', 'ai.usage.completionTokens': r.int(20, 160), 'ai.response.id': 'chatcmpl-' + r.b62(29), 'ai.response.timestamp': r.iso() });
    const tcall = () => tool('ai.toolCall', { 'ai.toolCall.name': 'getWindForecast', 'ai.toolCall.id': r.callId(), 'ai.toolCall.args': '{"site":"harbour-north","from":"21:00","to":"22:00"}' }, { 'ai.toolCall.result': JSON.stringify({ ...fc(), fetched_at: r.http() }) });
    return agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: 'Can we fly the comet at the harbour festival?' }), 'ai.settings.maxSteps': 5 }, { 'ai.response.finishReason': 'error' }, [
      gen(''), tcall(), gen(s), tcall(), gen(s2),
    ], { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'show-feasibility', 'resource.name': 'show-planner', abort: 'AbortError: The operation was aborted (client disconnected)' });
  } },

{ n: 6, domain: 'carousel restoration', style: 'Agno (formerly Phidata) agent run log - not in the listed tools',
  isolates: 'An Agno agent run repeats a long paragraph about gilding and paint layers for a carousel horse after re-reading the same conservation note, then the run is cancelled.',
  goal: 'Prepare the work order for restoring the outside-row jumper horse No. 14 from the 1912 carousel, choosing between overpaint removal and consolidation.',
  build(r) {
    const p = "Horse 14 has at least four paint layers over the original 1912 scheme, and the cross-section shows the gold leaf on the mane is original under a 1960s bronze powder overpaint. Removing the overpaint with solvent gel would expose the leaf but risks lifting it where the gesso is cracked near the saddle. Consolidating first with a 5 percent sturgeon glue and then doing a test window on the off-side flank is the safer order, but I want to re-read the conservator's note on the gesso before I commit the work order.";
    const p2 = "Horse 14 has at least four paint layers over the original 1912 scheme, and the cross-section shows the gold leaf on the mane is original under a 1960s bronze-powder overpaint. Removing the overpaint with solvent gel would expose the leaf but risks lifting it where the gesso is cracked near the saddle. Consolidating first with 5 percent sturgeon glue and then doing a test window on the off-side flank is the safer order, but I want to re-read the conservator's note on the gesso before committing the work order.";
    const note = 'CONSERVATION NOTE CR-1912-14 (rev 2)\nGesso: cracked, lifting 2-4 mm at saddle cantle and girth strap. Tap test hollow over 6 cm2.\nRecommend: consolidate before any solvent work. No aqueous systems on mane.\n-- M. Okafor';
    const run = (content, tcs) => llm('OpenAIChat.response', { messages: [sys('You are the workshop lead for a fairground restoration company.'), usr('Prepare the work order for horse No. 14.')] }, { content, tool_calls: tcs, metrics: { time: r.dur(), output_tokens: r.int(20, 170) } }, { model: 'gpt-4o', provider: 'OpenAI' });
    const readNote = () => tool('read_file', { file_name: 'notes/CR-1912-14.txt' }, note, { tool_call_id: r.callId(), 'tool_call_duration': r.dur() });
    return agent('Agent.run', { message: 'Prepare the work order for horse No. 14.', session_id: r.uuid(), run_id: r.uuid() }, { status: 'cancelled', content: null }, [
      run('', [{ type: 'function', function: { name: 'read_file', arguments: '{"file_name":"notes/CR-1912-14.txt"}' } }]), readNote(),
      run(p, [{ type: 'function', function: { name: 'read_file', arguments: '{"file_name":"notes/CR-1912-14.txt"}' } }]), readNote(),
      run(p2, [{ type: 'function', function: { name: 'read_file', arguments: '{"file_name":"notes/CR-1912-14.txt"}' } }]),
    ], { framework: 'agno', agent_name: 'Workshop Lead', agno_version: '1.4.2' });
  } },
];
