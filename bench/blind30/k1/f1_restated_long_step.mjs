// Family 1: one long reasoning step restated near-verbatim, nothing new observed in between.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'restated_long_step', loop: true, stagnation: true };

// 01 — LangGraph / LangSmith runs — bird observatory nocturnal flight-call tallies
function s01(R) {
  const night = '2025-10-14';
  const sys = 'You are the night-log assistant for Kessock Point Bird Observatory. Use tools; never invent counts.';
  const user = `Reconcile the nocturnal flight-call detections for the night of ${night} from the north and south rooftop recorders and post the species tally to the daily log.`;
  const think = 'The north recorder logged 212 Redwing, 38 Song Thrush and 6 Tree Pipit calls while the south recorder logged 198 Redwing, 41 Song Thrush and 5 Tree Pipit; because the two units sit 400 metres apart and their clocks drift, I must de-duplicate calls that fall within a two-second window before summing, so I first need the clock offset between the recorders from the south unit status.';
  const think2 = 'The north recorder logged 212 Redwing, 38 Song Thrush and 6 Tree Pipit calls while the south recorder logged 198 Redwing, 41 Song Thrush and 5 Tree Pipit; since the two units sit 400 metres apart and their clocks drift, I have to de-duplicate calls falling within a two-second window before summing, so I first need the clock offset between the recorders from the south unit status.';
  const md = (step, node) => ({ run_type: node === 'tools' ? 'tool' : 'llm', langgraph_step: step, langgraph_node: node, langgraph_triggers: [node === 'agent' ? 'start:agent' : 'agent'], ls_provider: 'openai', ls_model_name: 'gpt-4o-2024-08-06', thread_id: R.uuid() });
  const status = () => ({ recorder: 'south-roof', firmware: 'nfc-rec 3.4.1', uptime_s: R.int(80000, 90000), sd_free_mb: 18211, ntp: { state: 'unsynchronised', last_attempt: R.iso(R.step()), server: 'pool.ntp.org' }, clock_offset_ms: null, battery_v: 12.6, polled_by: R.host('obs-gw'), poll_id: R.uuid() });
  const detections = (mic, rw, st, tp) => JSON.stringify({ recorder: mic, night, model: 'BirdNET 2.4 / nocmig-eu', detections_total: rw + st + tp + R.int(20, 40), by_species: { 'Turdus iliacus': rw, 'Turdus philomelos': st, 'Anthus trivialis': tp }, first_call: `${night}T19:42:${R.int(10, 59)}Z`, last_call: '2025-10-15T05:51:08Z', export: `/srv/nocmig/exports/${mic}-${R.hex(8)}.csv`, generated_at: R.isoMs(R.step()) });
  const children = [
    llm('ChatOpenAI', { messages: [{ role: 'system', content: sys }, { role: 'user', content: user }] }, { generations: [{ text: '', message: { tool_calls: [tc(R.callId(), 'get_detections', { recorder: 'north-roof', night })] } }], llm_output: { token_usage: { prompt_tokens: 412, completion_tokens: 28 } } }, md(1, 'agent')),
    tool('get_detections', { recorder: 'north-roof', night }, detections('north-roof', 212, 38, 6), md(2, 'tools')),
    llm('ChatOpenAI', { messages: [{ role: 'user', content: user }, { role: 'tool', content: '(north detections)' }] }, { generations: [{ text: '', message: { tool_calls: [tc(R.callId(), 'get_detections', { recorder: 'south-roof', night })] } }] }, md(3, 'agent')),
    tool('get_detections', { recorder: 'south-roof', night }, detections('south-roof', 198, 41, 5), md(4, 'tools')),
    llm('ChatOpenAI', { messages: [{ role: 'user', content: user }, { role: 'tool', content: '(south detections)' }] }, { generations: [{ text: think, message: { content: think, tool_calls: [tc(R.callId(), 'get_recorder_status', { recorder: 'south-roof' })] } }] }, md(5, 'agent')),
    tool('get_recorder_status', { recorder: 'south-roof' }, status(), md(6, 'tools')),
    llm('ChatOpenAI', { messages: [{ role: 'user', content: user }, { role: 'tool', content: '(recorder status)' }] }, { generations: [{ text: think2, message: { content: think2, tool_calls: [tc(R.callId(), 'get_recorder_status', { recorder: 'south-roof' })] } }] }, md(7, 'agent')),
    tool('get_recorder_status', { recorder: 'south-roof' }, status(), md(8, 'tools')),
  ];
  return {
    isolates: 'A long de-duplication plan is restated almost word for word after a status call that again returns no clock offset; the run is then cancelled.',
    goal: user,
    root: agent('LangGraph', { messages: [{ role: 'user', content: user }] }, { status: 'interrupted', reason: 'run cancelled by operator' }, children, { run_type: 'chain', ls_run_id: R.uuid(), session_name: 'nocmig-nightly', tags: ['prod', 'observatory'] }),
  };
}

// 02 — Anthropic Messages API logs — ferris wheel gondola door latch release
function s02(R) {
  const tools = [{ name: 'get_inspection_log', input_schema: { type: 'object' } }, { name: 'get_sensor_events', input_schema: { type: 'object' } }, { name: 'get_ticket', input_schema: { type: 'object' } }];
  const sys = 'You assist the morning release check for the Riverside Observation Wheel. A gondola may only be released after every flagged fault has a documented manual test.';
  const user = 'Run the pre-opening release check for today and tell me whether all 32 gondolas can carry passengers.';
  const long1 = 'Gondola 17 is the only unit holding up the release: its door latch sensor reported 14 open-while-rotating events overnight, all during the slow maintenance rotation, which matches the pattern of a sticky reed switch rather than a real latch failure. Before I can sign the release I still need the technician\'s manual latch test result, which should be recorded on maintenance ticket MT-4471, so I will read that ticket again.';
  const long2 = 'Gondola 17 is the only unit holding up the release: its door latch sensor reported 14 open-while-rotating events overnight, all during the slow maintenance rotation, which fits the pattern of a sticky reed switch rather than a real latch failure. Before I can sign the release I still need the technician\'s manual latch test result, which should be on maintenance ticket MT-4471, so I will read that ticket again.';
  const msg = (content, stop) => ({ id: R.msgId(), type: 'message', role: 'assistant', model: 'claude-sonnet-4-20250514', content, stop_reason: stop, stop_sequence: null, usage: { input_tokens: R.int(1800, 4200), output_tokens: R.int(60, 240), cache_read_input_tokens: R.int(0, 1500) } });
  const ids = [R.toolu(), R.toolu(), R.toolu(), R.toolu()];
  const ticket = () => ({ status: 200, headers: { 'content-type': 'application/json', date: R.http(R.step()), 'x-request-id': R.uuid(), 'x-cmms-node': R.host('cmms-app', 4) }, body: { ticket: 'MT-4471', asset: 'WHEEL-1/GONDOLA-17', opened: '2025-06-02T21:14:00+01:00', assignee: 'd.okafor', status: 'open', checklist: [{ item: 'clean reed switch', done: true }, { item: 'manual latch test x10', done: false, result: null }], notes: '' } });
  const children = [
    llm('messages.create', { model: 'claude-sonnet-4-20250514', system: sys, tools, messages: [{ role: 'user', content: user }] }, msg([{ type: 'text', text: 'I will start with the overnight inspection log.' }, { type: 'tool_use', id: ids[0], name: 'get_inspection_log', input: { date: '2025-06-03', wheel: 'WHEEL-1' } }], 'tool_use')),
    tool('get_inspection_log', { date: '2025-06-03', wheel: 'WHEEL-1' }, { gondolas_checked: 32, flagged: [{ gondola: 17, code: 'DL-OPEN-ROT', count: 14 }], inspector_signoff: 'pending', generated: R.isoOffset(R.step(), 60) }, { tool_use_id: ids[0] }),
    llm('messages.create', { model: 'claude-sonnet-4-20250514', system: sys, messages: [{ role: 'user', content: user }, { role: 'assistant', content: '[tool_use get_inspection_log]' }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: ids[0] }] }] }, msg([{ type: 'tool_use', id: ids[1], name: 'get_sensor_events', input: { gondola: 17, since: '2025-06-02T18:00:00Z' } }], 'tool_use')),
    tool('get_sensor_events', { gondola: 17, since: '2025-06-02T18:00:00Z' }, `ts,sensor,state,wheel_rpm\n${R.sql(R.step())},DL17,OPEN,0.12\n${R.sql(R.step(60000, 90000))},DL17,OPEN,0.12\n... 12 more rows, all wheel_rpm=0.12 (maintenance crawl)\n`, { tool_use_id: ids[1] }),
    llm('messages.create', { model: 'claude-sonnet-4-20250514', system: sys, messages: [{ role: 'user', content: user }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: ids[1] }] }] }, msg([{ type: 'text', text: long1 }, { type: 'tool_use', id: ids[2], name: 'get_ticket', input: { id: 'MT-4471' } }], 'tool_use')),
    tool('get_ticket', { id: 'MT-4471' }, ticket(), { tool_use_id: ids[2] }),
    llm('messages.create', { model: 'claude-sonnet-4-20250514', system: sys, messages: [{ role: 'user', content: user }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: ids[2] }] }] }, msg([{ type: 'text', text: long2 }, { type: 'tool_use', id: ids[3], name: 'get_ticket', input: { id: 'MT-4471' } }], 'tool_use')),
    tool('get_ticket', { id: 'MT-4471' }, ticket(), { tool_use_id: ids[3] }),
  ];
  return {
    isolates: 'The assistant repeats its long gondola-17 reasoning nearly verbatim after re-reading a ticket that still has no manual test result; the log ends there.',
    goal: user,
    root: agent('wheel-release-assistant', { user }, null, children, { api: 'anthropic.messages', log_source: 'gateway-audit', conversation_id: R.uuid(), terminated: 'client disconnected' }),
  };
}

// 03 — OpenAI Agents SDK — surfboard shaping CNC file conversion
function s03(R) {
  const goal = 'Convert customer board design SB-2291 (6\'2" fish, .brd) into G-code for the Thermwood shaping machine and queue it for tonight\'s cut.';
  const plan = 'The rocker table in SB-2291 ends at 74.0 while the outline table ends at 188.0, which means the rocker stations were exported in inches and the outline in centimetres; converting as-is would cut a board with a rocker two and a half times too flat, so before generating G-code I need to confirm which unit the shaper used by checking the design metadata again.';
  const plan2 = 'The rocker table in SB-2291 ends at 74.0 while the outline table ends at 188.0, meaning the rocker stations were exported in inches and the outline in centimetres; converting as-is would cut a board whose rocker is two and a half times too flat, so before generating G-code I need to confirm which unit the shaper used by checking the design metadata again.';
  const meta = () => JSON.stringify({ file: 'SB-2291.brd', app: 'BoardCAD 3.1', saved: R.iso(R.step()), author: 'shaper-ws-03', units: '', sha1: R.sha(), size_bytes: 48213, lock_token: R.uuid() });
  const fn = (name, input, output) => span('function', name, JSON.stringify(input), output, [], { metadata: { span_data: { type: 'function', name, mcp_data: null }, span_id: 'span_' + R.hex(24), started_at: R.isoMs(R.step()) } });
  const resp = (out) => llm('response', { model: 'gpt-4.1', instructions: 'You are ShapeFileAgent. Convert board files to machine programs safely.' }, { id: 'resp_' + R.hex(48), output: out }, { span_data: { type: 'response' }, span_id: 'span_' + R.hex(24), usage: { input_tokens: R.int(900, 3000), output_tokens: R.int(40, 200) } });
  const children = [
    resp([{ type: 'function_call', call_id: R.callId(), name: 'read_board_file', arguments: JSON.stringify({ design_id: 'SB-2291' }) }]),
    fn('read_board_file', { design_id: 'SB-2291' }, JSON.stringify({ length: '6\'2"', outline_stations: 37, outline_last_x: 188.0, rocker_stations: 21, rocker_last_x: 74.0, deck: 'domed', tail: 'swallow' })),
    resp([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: plan }] }, { type: 'function_call', call_id: R.callId(), name: 'get_design_metadata', arguments: JSON.stringify({ design_id: 'SB-2291' }) }]),
    fn('get_design_metadata', { design_id: 'SB-2291' }, meta()),
    resp([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: plan2 }] }, { type: 'function_call', call_id: R.callId(), name: 'get_design_metadata', arguments: JSON.stringify({ design_id: 'SB-2291' }) }]),
    fn('get_design_metadata', { design_id: 'SB-2291' }, meta()),
  ];
  return {
    isolates: 'A long units-mismatch plan is written a second time, nearly identically, after metadata that again has an empty units field; the trace then ends at max_turns.',
    goal,
    root: span('agent', 'ShapeFileAgent', goal, null, children, { metadata: { span_data: { type: 'agent', tools: ['read_board_file', 'get_design_metadata', 'convert_to_gcode', 'queue_job'], handoffs: [] }, trace_id: 'trace_' + R.hex(32), workflow_name: 'Agent workflow', group_id: 'night-cut' }, error: 'MaxTurnsExceeded: Max turns (6) exceeded' }),
  };
}

// 04 — CrewAI — mobile home park lot rent ledger
function s04(R) {
  const goal = 'Find out why lot 44 at Willow Bend mobile home park shows a $612 arrears balance and draft the correction for the ledger.';
  const th = 'Thought: The arrears of $612 on lot 44 equals exactly one month of base lot rent plus the $27 water pass-through, and the May payment of $612 appears in the bank deposit feed but not in the ledger, so the payment was probably posted to lot 45 by mistake; I should look at the lot 45 ledger entries for May to confirm the misposting.';
  const th2 = 'Thought: The $612 arrears on lot 44 equals exactly one month of base lot rent plus the $27 water pass-through, and the May payment of $612 appears in the bank deposit feed but not in the ledger, so the payment was probably posted to lot 45 by mistake; I should look at the lot 45 ledger entries for May to confirm the misposting.';
  const lot45 = () => `Ledger lot 45 (query ${R.hex(10)}, ${R.dmy(R.step())}):\n2025-05-01  RENT   585.00\n2025-05-01  WATER   27.00\n2025-05-03  PMT   -612.00  ref ACH-${R.int(100000, 999999)}\nbalance 0.00\n`;
  const children = [
    span('task', 'Task: Investigate lot 44 arrears', { description: goal, expected_output: 'Root cause and a journal correction' }, null, [
      agent('Park Ledger Accountant', { role: 'Park Ledger Accountant', goal: 'Keep lot ledgers correct', backstory: 'Ten years running community bookkeeping.' }, null, [
        llm('LLM.call', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are Park Ledger Accountant...' }, { role: 'user', content: goal }] }, 'Thought: I need the lot 44 ledger first.\nAction: ledger_lookup\nAction Input: {"lot": 44, "month": "2025-05"}'),
        tool('ledger_lookup', { lot: 44, month: '2025-05' }, `Ledger lot 44:\n2025-05-01  RENT   585.00\n2025-05-01  WATER   27.00\nbalance 612.00\n`),
        llm('LLM.call', { model: 'gpt-4o-mini' }, 'Thought: Now check whether a payment for lot 44 arrived at the bank.\nAction: bank_deposits\nAction Input: {"amount": 612.00, "from": "2025-05-01", "to": "2025-05-10"}'),
        tool('bank_deposits', { amount: 612.0, from: '2025-05-01', to: '2025-05-10' }, JSON.stringify([{ date: '2025-05-03', amount: 612.0, payer: 'R. HALVORSEN', memo: 'LOT 44 MAY', ach_trace: '0210000' + R.int(10000000, 99999999) }])),
        llm('LLM.call', { model: 'gpt-4o-mini' }, th + '\nAction: ledger_lookup\nAction Input: {"lot": 45, "month": "2025-05"}'),
        tool('ledger_lookup', { lot: 45, month: '2025-05' }, lot45()),
        llm('LLM.call', { model: 'gpt-4o-mini' }, th2 + '\nAction: ledger_lookup\nAction Input: {"lot": 45, "month": "2025-05"}'),
        tool('ledger_lookup', { lot: 45, month: '2025-05' }, lot45()),
      ], { crewai_agent_id: R.uuid(), allow_delegation: false, max_iter: 15 }),
    ], { task_id: R.uuid() }),
  ];
  return {
    isolates: 'A long misposting hypothesis is restated with small word-order changes after the same ledger lookup returns the same entries; the crew is stopped by its time limit.',
    goal,
    root: agent('Crew.kickoff', { inputs: { lot: 44, park: 'Willow Bend' } }, 'Agent stopped due to iteration limit or time limit.', children, { crew_id: R.uuid(), process: 'sequential', crewai_version: '0.86.0', execution_time_s: R.secs(120, 180) }),
  };
}

// 05 — smolagents CodeAgent (OpenInference instrumented) — wind tunnel booking
function s05(R) {
  const goal = 'Book two hours in the low-speed wind tunnel next week for the cyclist drag study, making sure the 6-component balance is calibrated for that slot.';
  const tht = 'Thought: Tunnel LST-2 is free on Tuesday 10:00-12:00 and Thursday 14:00-16:00, but the cyclist study needs the six-component balance, and the calibration register says its last calibration expires on Wednesday, so only the Tuesday slot is valid unless a recalibration is scheduled; I need to check the calibration register once more for any booked recalibration before I reserve anything.';
  const tht2 = 'Thought: Tunnel LST-2 is free on Tuesday 10:00-12:00 and Thursday 14:00-16:00, but the cyclist study needs the six-component balance, and the calibration register shows its last calibration expiring on Wednesday, so only the Tuesday slot is valid unless a recalibration is scheduled; I need to check the calibration register once more for any booked recalibration before I reserve anything.';
  const code = 'Code:\n```py\nreg = calibration_register(instrument="BAL-6C-01")\nprint(reg)\n```<end_code>';
  const reg = () => `Execution logs:\n{'instrument': 'BAL-6C-01', 'last_cal': '2025-03-19', 'valid_until': '2025-09-10', 'scheduled': [], 'cert': 'CAL-${R.int(20000, 29999)}', 'fetched': '${R.isoMs(R.step())}', 'cache': 'MISS from ${R.host('labsys-cache', 3)}'}\nLast output from code snippet:\nNone`;
  const step = (n, text, obs, extra = []) => chain(`Step ${n}`, { step_number: n }, obs, [llm('OpenAIServerModel.generate', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are an expert assistant who can solve any task using code blobs...' }, text, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'Qwen/Qwen2.5-Coder-32B-Instruct', 'llm.token_count.completion': R.int(90, 220) }), ...extra], { 'openinference.span.kind': 'CHAIN' });
  const children = [
    step(1, 'Thought: I will look up tunnel availability next week.\nCode:\n```py\nprint(tunnel_calendar(tunnel="LST-2", week="2025-W37"))\n```<end_code>', 'Execution logs:\nTue 09-09 10:00-12:00 FREE\nThu 09-11 14:00-16:00 FREE\n(all other slots booked)\n', [tool('tunnel_calendar', { tunnel: 'LST-2', week: '2025-W37' }, 'Tue 09-09 10:00-12:00 FREE\nThu 09-11 14:00-16:00 FREE', { 'openinference.span.kind': 'TOOL', 'tool.name': 'tunnel_calendar' })]),
    step(2, 'Thought: Now the balance calibration.\nCode:\n```py\nprint(calibration_register(instrument="BAL-6C-01"))\n```<end_code>', 'Execution logs:\nvalid_until 2025-09-10', [tool('calibration_register', { instrument: 'BAL-6C-01' }, { instrument: 'BAL-6C-01', valid_until: '2025-09-10', scheduled: [] }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'calibration_register' })]),
    step(3, tht + '\n' + code, reg(), [tool('calibration_register', { instrument: 'BAL-6C-01' }, { instrument: 'BAL-6C-01', valid_until: '2025-09-10', scheduled: [], fetched: R.isoMs(R.step()) }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'calibration_register' })]),
    step(4, tht2 + '\n' + code, reg(), [tool('calibration_register', { instrument: 'BAL-6C-01' }, { instrument: 'BAL-6C-01', valid_until: '2025-09-10', scheduled: [], fetched: R.isoMs(R.step()) }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'calibration_register' })]),
  ];
  return {
    isolates: 'A CodeAgent writes the same long slot-versus-calibration thought twice around a register lookup that returns the same empty schedule; the run is then killed.',
    goal,
    root: agent('CodeAgent.run', { task: goal }, null, children, { 'openinference.span.kind': 'AGENT', max_steps: 12, status: 'killed', kill_reason: 'notebook kernel interrupted' }),
  };
}

// 06 — plain message-level trace — FX options trade break reconciliation
function s06(R) {
  const goal = 'Resolve today\'s trade break on EUR/USD option ticket FXO-88213 between the front-office blotter and the prime broker confirmation.';
  const sys = 'You reconcile FX option breaks. Tools: get_blotter_trade, get_pb_confirm, get_static_data.';
  const long = 'The only mismatching field between the blotter and the prime broker is the premium: the blotter shows 41,250.00 USD while the confirmation shows 41,250.00 EUR, and both use the same strike 1.0850, notional 5,000,000 and expiry, so this is a premium currency mapping problem in static data rather than an economic disagreement; I will ask the static data service which premium currency convention is configured for this counterparty.';
  const long2 = 'The only mismatching field between the blotter and the prime broker is the premium: the blotter shows 41,250.00 USD while the confirmation shows 41,250.00 EUR, and both carry the same strike 1.0850, notional 5,000,000 and expiry, so this is a premium currency mapping problem in static data rather than an economic disagreement; I will ask the static data service which premium currency convention is configured for this counterparty.';
  const sd = () => JSON.stringify({ counterparty: 'LEI 5493001KJTIIGC8Y1R12', premium_ccy_convention: null, settlement_instructions: 'SSI-EUR-07', last_modified_by: 'batch', version: R.int(40, 41), served_by: R.pod('static-data'), query_ms: R.ms(3, 40) });
  const c = [R.callId(), R.callId(), R.callId(), R.callId(), R.callId()];
  const children = [
    llm('chat.completions', { messages: [{ role: 'system', content: sys }, { role: 'user', content: goal }] }, { role: 'assistant', content: null, tool_calls: [tc(c[0], 'get_blotter_trade', { ticket: 'FXO-88213' }), tc(c[1], 'get_pb_confirm', { ticket: 'FXO-88213' })] }, { model: 'gpt-4o' }),
    tool('get_blotter_trade', { ticket: 'FXO-88213' }, { ticket: 'FXO-88213', pair: 'EURUSD', type: 'EUR Call', strike: 1.085, notional_eur: 5000000, expiry: '2025-12-17', premium: 41250.0, premium_ccy: 'USD', trader: 'mkessler' }, { tool_call_id: c[0] }),
    tool('get_pb_confirm', { ticket: 'FXO-88213' }, '{"msgType":"MT305","ref":"FXO-88213","strike":"1,0850","notional":"EUR5000000,","expiry":"20251217","premium":"EUR41250,00","recv":"' + R.http(R.step()) + '"}', { tool_call_id: c[1] }),
    llm('chat.completions', { messages: [{ role: 'system', content: sys }, { role: 'user', content: goal }, { role: 'tool', tool_call_id: c[1], content: '...' }] }, { role: 'assistant', content: long, tool_calls: [tc(c[2], 'get_static_data', { counterparty_lei: '5493001KJTIIGC8Y1R12', fields: ['premium_ccy_convention'] })] }, { model: 'gpt-4o' }),
    tool('get_static_data', { counterparty_lei: '5493001KJTIIGC8Y1R12', fields: ['premium_ccy_convention'] }, sd(), { tool_call_id: c[2] }),
    llm('chat.completions', { messages: [{ role: 'system', content: sys }, { role: 'user', content: goal }, { role: 'tool', tool_call_id: c[2], content: '...' }] }, { role: 'assistant', content: long2 }, { model: 'gpt-4o', finish_reason: 'stop' }),
  ];
  return {
    isolates: 'The assistant restates its long premium-currency diagnosis almost word for word after static data returns a null convention, and the run stops with the break unresolved.',
    goal,
    root: agent('fx-recon-agent', { ticket: 'FXO-88213' }, { resolved: false, final_message: long2 }, children, { trace_format: 'chat-messages', desk: 'FX options', run_id: R.uuid() }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
