// Family 1: one long assistant message / reasoning step is restated near-verbatim once,
// with nothing new observed in between; then the run stops or is cut off.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'echoed_long_thought';
export const loop = true;
export const stagnation = true;
export const isolates = 'A single near-verbatim repeat of a long reasoning step with no new observation between the two copies.';
export const domains = ['fjord ferry deck allocation', 'maple sap-line vacuum', 'ID card printer support', 'surf forecasts', 'Go (baduk) club ratings', 'mahjong parlour reservations'];
export const styles = ['Anthropic Messages API logs', 'LangSmith / LangGraph', 'OpenAI Agents SDK', 'smolagents', 'Agno (not in list)', 'Claude Agent SDK transcript'];

// ---------------------------------------------------------------- 01 fjord ferries / Anthropic Messages
function r01(N) {
  const model = 'claude-3-5-sonnet-20241022';
  const system = 'You are the deck-planning assistant for Vestfjord Ferjer. Use the tools to read manifests and move bookings. Never exceed deck lane-metres.';
  const task = 'The mezzanine car deck on MV Hardangerfjord is out of service for the 07:40 Gudvangen–Kaupanger sailing. Rebalance the affected bookings and tell me what you moved.';
  const manifest = () => {
    N.tick(200, 900);
    return {
      sailing_id: 'HF-0740-GUD-KAU',
      vessel: 'MV Hardangerfjord',
      generated_at: N.iso(),
      source_replica: N.host('manifest-db', 'osl1'),
      etag: N.etag(),
      decks: {
        main: { capacity_lane_m: 312, booked_lane_m: 291, free_lane_m: 21 },
        mezzanine: { status: 'OUT_OF_SERVICE', reason: 'hoist hydraulic fault (work order WO-88412)', booked_vehicles: 14, booked_lane_m: 69 },
      },
      priority_flags: [{ booking: 'VF-7Q2K1', flag: 'MEDICAL' }, { booking: 'VF-7R9A4', flag: 'MEDICAL' }],
      next_sailing: { id: 'HF-0910-GUD-KAU', main_free_lane_m: 118, mezzanine_free_lane_m: 44 },
    };
  };
  const thought = 'The mezzanine deck carries 14 cars totalling 69 lane-metres, and the main deck only has 21 free lane-metres on the 07:40, so at most four ordinary cars fit. The two bookings flagged MEDICAL, VF-7Q2K1 and VF-7R9A4, must stay on this sailing, which leaves room for only two more, and the remaining ten vehicles have to move to the 09:10 departure, which has 118 free lane-metres on the main deck. Before moving anything I will re-read the manifest to confirm the mezzanine booking references and lengths.';
  const thought2 = 'The mezzanine deck carries 14 cars totalling 69 lane-metres, and the main deck only has 21 free lane-metres on the 07:40, so at most four ordinary cars fit. The two bookings flagged MEDICAL, VF-7Q2K1 and VF-7R9A4, must stay on this sailing, which leaves room for only two more, and the remaining ten vehicles need to move to the 09:10 departure, which has 118 free lane-metres on the main deck. Before moving anything I will re-read the manifest to confirm the mezzanine booking references and lengths.';
  const tu1 = N.toolu(), tu2 = N.toolu(), tu3 = N.toolu();
  const m1 = manifest();
  const m2 = manifest();
  const msgs0 = [{ role: 'user', content: task }];
  const a1 = { role: 'assistant', content: [{ type: 'text', text: 'I will start by reading the manifest for the 07:40 sailing.' }, { type: 'tool_use', id: tu1, name: 'get_sailing_manifest', input: { sailing_id: 'HF-0740-GUD-KAU' } }] };
  const r1 = { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(m1) }] };
  const a2 = { role: 'assistant', content: [{ type: 'text', text: thought }, { type: 'tool_use', id: tu2, name: 'get_sailing_manifest', input: { sailing_id: 'HF-0740-GUD-KAU' } }] };
  const r2 = { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu2, content: JSON.stringify(m2) }] };
  const a3 = { role: 'assistant', content: [{ type: 'text', text: thought2 }, { type: 'tool_use', id: tu3, name: 'get_sailing_manifest', input: { sailing_id: 'HF-0740-GUD-KAU' } }] };
  const usage = () => ({ input_tokens: N.int(1800, 4200), output_tokens: N.int(60, 240), cache_read_input_tokens: N.pick([0, 1536]) });
  const call = (messages, out) => llm('anthropic.messages.create', { model, max_tokens: 2048, system, messages, tools: [{ name: 'get_sailing_manifest' }, { name: 'move_booking' }, { name: 'notify_customer' }] },
    { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content: out.content, stop_reason: 'tool_use', stop_sequence: null, usage: usage() },
    { request_id: 'req_011' + N.b62(21), latency_ms: N.ms(900, 5200), anthropic_ratelimit_tokens_remaining: N.int(310000, 399000) });
  const tl = (id, out) => tool('get_sailing_manifest', { sailing_id: 'HF-0740-GUD-KAU' }, JSON.stringify(out), { tool_use_id: id, duration_ms: N.ms(30, 180) });
  return {
    isolates: 'A 90-word deck-allocation reasoning paragraph is restated almost word for word after a manifest re-read that returned the same manifest.',
    goal: task,
    root: agent('ferry-deck-planner', { task }, null, [
      call(msgs0, a1), tl(tu1, m1),
      call([...msgs0, a1, r1], a2), tl(tu2, m2),
      call([...msgs0, a1, r1, a2, r2], a3),
    ], { harness: 'messages-loop/0.9', max_turns: 3, stop: 'max_turns_reached', session: N.uuid() }),
  };
}

// ---------------------------------------------------------------- 02 maple taps / LangGraph
function r02(N) {
  const thread = N.uuid();
  const readings = () => {
    N.tick(1000, 3000);
    return JSON.stringify({
      block: 'C', polled_at: N.isoOffset(-5), gateway: `lora-gw-${N.pick(['ridge', 'sugarhouse'])}-${N.int(1, 3)}`,
      mainlines: [{ id: 'ML-3', vacuum_inHg: 22.1, expected_inHg: 25.0 }, { id: 'ML-4', vacuum_inHg: 24.8, expected_inHg: 25.0 }],
      laterals: [{ id: '3-02', inHg: 24.6 }, { id: '3-07', inHg: null, status: 'NO_DATA' }, { id: '3-09', inHg: 23.9 }, { id: '3-11', inHg: null, status: 'NO_DATA' }, { id: '3-14', inHg: 24.2 }],
      frame_counter: N.next(N.int(3, 9)),
    });
  };
  const A = 'Mainline ML-3 is running at 22.1 inHg against the expected 25.0, a drop of almost three inches, while ML-4 is normal, so the leak is on the ML-3 side of block C. Laterals 3-02, 3-09 and 3-14 all read above 23.9, which rules them out, and the two laterals with no data, 3-07 and 3-11, are the only candidates left; 3-07 runs through the stand where squirrel chew damage was logged last March. I cannot open the repair ticket on a guess, so I will pull the block C readings again to see whether 3-07 or 3-11 reports.';
  const A2 = 'Mainline ML-3 is running at 22.1 inHg against the expected 25.0, a drop of almost three inches, while ML-4 is normal, so the leak is on the ML-3 side of block C. Laterals 3-02, 3-09 and 3-14 all read above 23.9, which rules them out, and the two laterals with no data, 3-07 and 3-11, are the only candidates; 3-07 runs through the stand where squirrel chew damage was logged last March. I cannot open the repair ticket on a guess, so I will pull the block C readings again and see whether 3-07 or 3-11 reports.';
  const md = (step, node) => ({ langgraph_step: step, langgraph_node: node, langgraph_triggers: [node === 'agent' ? 'start:agent' : 'branch:agent:should_continue:tools'], thread_id: thread, run_id: N.uuid(), ls_provider: 'openai', ls_model_name: 'gpt-4o-2024-08-06' });
  const callIds = [N.callId(), N.callId(), N.callId()];
  const aiMsg = (content, id) => ({ type: 'ai', content, tool_calls: [{ name: 'get_vacuum_readings', args: { block: 'C' }, id, type: 'tool_call' }], usage_metadata: { input_tokens: N.int(900, 2600), output_tokens: N.int(30, 190) } });
  const rd1 = readings(), rd2 = readings();
  const task = 'Sugarbush block C lost vacuum overnight. Find which lateral line is leaking and open a repair ticket for the crew.';
  return {
    isolates: 'LangGraph agent node emits the same long leak-localisation analysis twice around a sensor poll that came back unchanged; the run is then interrupted.',
    goal: task,
    root: span('agent', 'LangGraph', { messages: [{ type: 'human', content: task }] }, null, [
      chain('agent', { messages: [task] }, null, [llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'You maintain tubing for Ridgeback Sugarworks. Tools: get_vacuum_readings, open_repair_ticket.' }, { type: 'human', content: task }]] }, { generations: [[{ message: aiMsg('', callIds[0]) }]] }, md(1, 'agent'))], md(1, 'agent')),
      chain('tools', { tool_calls: [callIds[0]] }, null, [tool('get_vacuum_readings', { block: 'C' }, rd1, md(2, 'tools'))], md(2, 'tools')),
      chain('agent', { messages: ['…', rd1] }, null, [llm('ChatOpenAI', { messages: [['…', { type: 'tool', content: rd1, tool_call_id: callIds[0] }]] }, { generations: [[{ message: aiMsg(A, callIds[1]) }]] }, md(3, 'agent'))], md(3, 'agent')),
      chain('tools', { tool_calls: [callIds[1]] }, null, [tool('get_vacuum_readings', { block: 'C' }, rd2, md(4, 'tools'))], md(4, 'tools')),
      chain('agent', { messages: ['…', rd2] }, null, [llm('ChatOpenAI', { messages: [['…', { type: 'ai', content: A }, { type: 'tool', content: rd2, tool_call_id: callIds[1] }]] }, { generations: [[{ message: aiMsg(A2, callIds[2]) }]] }, md(5, 'agent'))], md(5, 'agent')),
    ], { error: 'Run cancelled by user (interrupt from LangSmith Studio)', metadata: { thread_id: thread, recursion_limit: 25, ls_run_status: 'interrupted' } }),
  };
}

// ---------------------------------------------------------------- 03 ID card printers / OpenAI Agents SDK
function r03(N) {
  const trace = 'trace_' + N.hex(32);
  const sp = (parent) => ({ span_id: 'span_' + N.hex(24), parent_id: parent, trace_id: trace });
  const agentSpan = sp(null);
  const telemetry = () => {
    N.tick(800, 2000);
    return {
      printer: 'Evolis Primacy 2 / SN E8P-0041977', firmware: '2.14.1', queried_at: N.epoch(), hub: N.host('printhub', 'us-east-2'),
      ribbon: { detected: false, rfid_read: 'CRC_MISMATCH', last_known: 'YMCKO 300 panels' }, status_code: '0x1F', jobs_waiting: 38,
      cleaning_counter: 1402, last_cleaning_cards: 1000, poll_id: N.uuid(),
    };
  };
  const reply = 'Thanks for the details. Error 0x1F on the Primacy 2 means the printer cannot read the RFID tag on the ribbon, and the telemetry shows a CRC mismatch rather than a missing ribbon, so the ribbon is seated but its chip is unreadable. Please open the cover, take the YMCKO ribbon out, wipe the small chip reader on the left side with an isopropyl swab, reinsert the ribbon with the chip facing you and close the cover firmly. If the error stays, the ribbon roll itself is faulty and we will ship a replacement under warranty; your 38 waiting badge jobs will resume automatically.';
  const reply2 = 'Thanks for the details. Error 0x1F on the Primacy 2 means the printer cannot read the RFID tag on the ribbon, and the telemetry shows a CRC mismatch rather than a missing ribbon, so the ribbon is seated but its chip is unreadable. Please open the cover, take the YMCKO ribbon out, wipe the small chip reader on the left side with an isopropyl swab, put the ribbon back with the chip facing you and close the cover firmly. If the error stays, the ribbon roll itself is faulty and we will ship a replacement under warranty; the 38 waiting badge jobs will resume automatically.';
  const gen = (inp, out) => span('llm', 'generation', { model: 'gpt-4.1', input: inp }, out, [], { metadata: { ...sp(agentSpan.span_id), span_type: 'generation', usage: { input_tokens: N.int(700, 2400), output_tokens: N.int(20, 210) } } });
  const fn = (name, args, out) => span('tool', name, JSON.stringify(args), JSON.stringify(out), [], { metadata: { ...sp(agentSpan.span_id), span_type: 'function' } });
  const t1 = telemetry(), t2 = telemetry();
  const task = 'Customer ticket #55102 (Lakeshore Community College ID office): "Printer shows 0x1F, badges for new students due Monday". Diagnose and answer the customer.';
  return {
    isolates: 'An Agents SDK support agent drafts a long customer reply, re-polls telemetry that comes back identical, and drafts the same reply again before MaxTurnsExceeded.',
    goal: task,
    root: span('agent', 'Agent workflow', { input: task }, null, [
      span('agent', 'Agent: CardPrinterSupport', { instructions: 'Diagnose ID card printer faults from telemetry and error codes; answer the customer plainly.', tools: ['lookup_error_code', 'get_printer_telemetry', 'create_rma'] }, null, [
        gen([{ role: 'user', content: task }], [{ type: 'function_call', name: 'lookup_error_code', arguments: '{"model":"Primacy 2","code":"0x1F"}', call_id: N.callId() }]),
        fn('lookup_error_code', { model: 'Primacy 2', code: '0x1F' }, { code: '0x1F', title: 'Ribbon not detected / unreadable', kb: 'KB-PRM2-0031', steps: ['check ribbon seating', 'clean RFID reader', 'try known-good ribbon'] }),
        gen(['…'], [{ type: 'function_call', name: 'get_printer_telemetry', arguments: '{"serial":"E8P-0041977"}', call_id: N.callId() }]),
        fn('get_printer_telemetry', { serial: 'E8P-0041977' }, t1),
        gen(['…', { role: 'tool', content: JSON.stringify(t1) }], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: reply }] }, { type: 'function_call', name: 'get_printer_telemetry', arguments: '{"serial":"E8P-0041977"}', call_id: N.callId() }]),
        fn('get_printer_telemetry', { serial: 'E8P-0041977' }, t2),
        gen(['…', { role: 'tool', content: JSON.stringify(t2) }], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: reply2 }] }, { type: 'function_call', name: 'get_printer_telemetry', arguments: '{"serial":"E8P-0041977"}', call_id: N.callId() }]),
      ], { metadata: { ...agentSpan, span_type: 'agent', handoffs: [], output_type: 'str' } }),
    ], { error: 'MaxTurnsExceeded: Max turns (4) exceeded', metadata: { trace_id: trace, workflow_name: 'Agent workflow', group_id: 'ticket-55102' } }),
  };
}

// ---------------------------------------------------------------- 04 surf forecasts / smolagents
function r04(N) {
  const buoy = () => {
    N.tick(1500, 4000);
    return `Execution logs:\nstation 62094 (M6) fetched ${N.httpDate()} via ${N.host('ndbc-cache', 'eu-west-1')}\nHs=1.4m Tp=11s Dir=285deg  wind ESE 8kt -> WSW 14kt from 10:00\n(cache age ${N.int(2, 58)}s)\nLast output from code snippet:\nNone`;
  };
  const A = 'The M6 buoy gives 1.4 m at 11 seconds from 285 degrees, which is a clean long-period west swell, and the wind stays offshore east-south-east at 8 knots until 10:00 before swinging onshore west-south-west at 14 knots. That means the reef at Pointe Noire is only worth surfing before ten, the beach break at Anse Claire will close out at this size on the low tide, and the sheltered cove will be waist high. I should fetch the buoy again to make sure the period has not dropped before writing the three forecasts.';
  const A2 = 'The M6 buoy gives 1.4 m at 11 seconds from 285 degrees, which is a clean long-period west swell, and the wind stays offshore east-south-east at 8 knots until 10:00 before swinging onshore west-south-west at 14 knots. That means the reef at Pointe Noire is only worth surfing before ten, the beach break at Anse Claire will close out at this size at low tide, and the sheltered cove will be waist high. I should fetch the buoy again to make sure the period has not dropped before writing the three forecasts.';
  const code = '```py\nobs = fetch_buoy(station="62094")\nprint(obs)\n```';
  const step = (i, thought, obs) => chain(`Step ${i}`, { step_number: i }, { observations: obs }, [
    llm('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs…' }, { role: 'user', content: 'New task: …' }, '…'] }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n${code}<end_code>` }, { model_id: 'anthropic/claude-3-7-sonnet', input_tokens: N.int(2100, 5200), output_tokens: N.int(60, 220) }),
    tool('fetch_buoy', { station: '62094' }, obs, { duration: N.secs(0.3, 1.8) }),
  ], { step_duration: N.secs(2, 9) });
  const task = 'Write tomorrow morning\'s surf forecast for our three breaks (Pointe Noire reef, Anse Claire beach, the cove) for the forecast newsletter.';
  return {
    isolates: 'A smolagents CodeAgent repeats its long swell-and-wind interpretation after re-fetching the same buoy reading, then the run is interrupted.',
    goal: task,
    root: agent('CodeAgent', { task, max_steps: 6 }, null, [
      step(1, 'I need the latest offshore buoy reading first.', buoy()),
      step(2, A, buoy()),
      step(3, A2, buoy()),
    ], { error: 'AgentError: interrupted by user (KeyboardInterrupt) during step 4', smolagents_version: '1.9.2' }),
  };
}

// ---------------------------------------------------------------- 05 Go club ratings / Agno (not in list)
function r05(N) {
  const results = () => {
    N.tick(200, 800);
    return JSON.stringify({
      league: 'Autumn League 2024, Division B', exported: N.usDate(), export_host: N.host('ggo-sql', 'fra1'),
      games: 18, pending_review: [{ game: 14, white: 'Hanne Lund (3k)', black: 'Petr Novak (5k)', handicap: 2, komi: null, note: 'komi field blank on paper scoresheet' }],
      checksum: N.sha(32),
    });
  };
  const A = 'Seventeen of the eighteen games are complete and can be rated with the EGD formula, but game 14 between Hanne Lund at 3 kyu and Petr Novak at 5 kyu was a two-stone handicap game with the komi field left blank on the paper scoresheet. Under the club rules a handicap game is played with 0.5 komi, and the EGD treats the handicap as a rating offset of 100 points per stone minus the komi, so Lund would gain about 9 points if she won. I must confirm whether game 14 used 0.5 komi before recalculating, so I will read the results again.';
  const A2 = 'Seventeen of the eighteen games are complete and can be rated with the EGD formula, but game 14 between Hanne Lund at 3 kyu and Petr Novak at 5 kyu was a two-stone handicap game with the komi field left blank on the paper scoresheet. Under the club rules a handicap game is played with 0.5 komi, and the EGD treats the handicap as a rating offset of 100 points per stone minus the komi, so Lund would gain roughly 9 points if she won. I must confirm whether game 14 used 0.5 komi before recalculating, so I will read the results again.';
  const resp = (content, tcid) => ({ role: 'assistant', content, tool_calls: [{ id: tcid, type: 'function', function: { name: 'get_game_results', arguments: '{"league_id": "aut24-b"}' } }] });
  const metrics = () => ({ input_tokens: N.int(800, 2600), output_tokens: N.int(20, 200), time: Number(N.dur(0.6, 4.5)), time_to_first_token: Number(N.dur(0.2, 0.9)) });
  const fc = (tcid, out) => tool('FunctionCall: get_game_results', { function: 'get_game_results', arguments: { league_id: 'aut24-b' }, tool_call_id: tcid }, { result: out, tool_call_error: false }, { metrics: { time: Number(N.dur(0.05, 0.4)) } });
  const ids = [N.callId(), N.callId(), N.callId()];
  const o1 = results(), o2 = results();
  const task = 'Recalculate club ratings after the Autumn League Division B and post the new rating list.';
  return {
    isolates: 'An Agno agent restates a long handicap/komi rating argument near-verbatim after the same results export comes back; the tool budget then stops the run.',
    goal: task,
    root: agent('Agent.run', { message: task, agent_name: 'RatingsSecretary', session_id: N.uuid() }, { content: null, status: 'cancelled', event: 'RunCancelled' }, [
      llm('OpenAIChat.response', { messages: [{ role: 'system', content: 'You are the ratings secretary of Kingsbridge Go Club…' }, { role: 'user', content: task }] }, resp(null, ids[0]), { model: 'gpt-4o', metrics: metrics() }),
      fc(ids[0], o1),
      llm('OpenAIChat.response', { messages: ['…', { role: 'tool', tool_call_id: ids[0], content: o1 }] }, resp(A, ids[1]), { model: 'gpt-4o', metrics: metrics() }),
      fc(ids[1], o2),
      llm('OpenAIChat.response', { messages: ['…', { role: 'assistant', content: A }, { role: 'tool', tool_call_id: ids[1], content: o2 }] }, resp(A2, ids[2]), { model: 'gpt-4o', metrics: metrics() }),
    ], { framework: 'agno 1.2.6', tool_call_limit: 2, run_id: N.uuid() }),
  };
}

// ---------------------------------------------------------------- 06 mahjong parlour / Claude Agent SDK transcript
function r06(N) {
  const session = N.uuid();
  const file = `  1  import { DateTime } from "luxon";\n  2  \n  3  export function overlaps(a: Slot, b: Slot): boolean {\n  4    const aStart = DateTime.fromISO(a.start);\n  5    const aEnd = aStart.plus({ hours: 2 });\n  6    const bStart = DateTime.fromISO(b.start);\n  7    const bEnd = bStart.plus({ hours: 2 });\n  8    return aStart < bEnd && aEnd > bStart && a.table === b.table;\n  9  }\n`;
  const A = 'The overlap check on line 8 is correct for instants, but the slots are stored as wall-clock strings without an offset, for example 2024-11-02T19:30, and DateTime.fromISO parses them in the server zone, which is UTC on the container, while the booking form writes Hong Kong local time. A booking made from the kiosk and one made online for the same table therefore differ by eight hours and never overlap, which explains the double bookings on table 6. The fix belongs in how start is parsed, so let me read overlap.ts once more before editing it.';
  const A2 = 'The overlap check on line 8 is correct for instants, but the slots are stored as wall-clock strings without an offset, for example 2024-11-02T19:30, and DateTime.fromISO parses them in the server zone, which is UTC on the container, while the booking form writes Hong Kong local time. A booking made from the kiosk and one made online for the same table therefore differ by eight hours and never overlap, which explains the double bookings on table 6. The fix belongs in how start is parsed, so let me read overlap.ts once more before I edit it.';
  const msg = (content) => ({ type: 'assistant', session_id: session, uuid: N.uuid(), parent_tool_use_id: null, message: { id: 'msg_01' + N.b62(22), model: 'claude-sonnet-4-20250514', content, stop_reason: 'tool_use', usage: { input_tokens: N.int(4, 30), cache_read_input_tokens: N.int(9000, 21000), output_tokens: N.int(40, 260) } } });
  const ids = [N.toolu(), N.toolu(), N.toolu(), N.toolu()];
  const res = (id, content) => ({ type: 'user', session_id: session, uuid: N.uuid(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content }] } });
  const grepOut = 'src/booking/overlap.ts:3:export function overlaps(a: Slot, b: Slot): boolean {\nsrc/booking/reserve.ts:41:  if (existing.some((s) => overlaps(s, slot))) {';
  const task = 'Customers at the Jade Tiles parlour keep getting double-booked on the same table. Fix the overlap bug in the reservation service.';
  return {
    isolates: 'Claude Agent SDK transcript: a long timezone diagnosis is written twice around a second Read of an unchanged file, then error_max_turns.',
    goal: task,
    root: agent('claude_agent_sdk.query', { prompt: task, options: { allowed_tools: ['Read', 'Grep', 'Edit', 'Bash'], max_turns: 4, cwd: '/home/dev/jade-tiles' } },
      { type: 'result', subtype: 'error_max_turns', session_id: session, num_turns: 4, duration_ms: N.ms(28000, 61000), total_cost_usd: Number((N.f() * 0.2 + 0.05).toFixed(4)) }, [
        llm('assistant', { session_id: session }, msg([{ type: 'text', text: 'I\'ll find where overlaps are computed.' }, { type: 'tool_use', id: ids[0], name: 'Grep', input: { pattern: 'overlaps\\(', path: 'src' } }])),
        tool('Grep', { pattern: 'overlaps\\(', path: 'src' }, res(ids[0], grepOut)),
        llm('assistant', { session_id: session }, msg([{ type: 'tool_use', id: ids[1], name: 'Read', input: { file_path: '/home/dev/jade-tiles/src/booking/overlap.ts' } }])),
        tool('Read', { file_path: '/home/dev/jade-tiles/src/booking/overlap.ts' }, res(ids[1], file)),
        llm('assistant', { session_id: session }, msg([{ type: 'text', text: A }, { type: 'tool_use', id: ids[2], name: 'Read', input: { file_path: '/home/dev/jade-tiles/src/booking/overlap.ts' } }])),
        tool('Read', { file_path: '/home/dev/jade-tiles/src/booking/overlap.ts' }, res(ids[2], file)),
        llm('assistant', { session_id: session }, msg([{ type: 'text', text: A2 }, { type: 'tool_use', id: ids[3], name: 'Read', input: { file_path: '/home/dev/jade-tiles/src/booking/overlap.ts' } }])),
      ], { session_id: session, sdk: 'claude-agent-sdk-python 0.1.x' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
