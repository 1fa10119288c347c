import { agent, llm, tool, chain, span, sys, usr, asst, tmsg, call, chatOut, anthOut, respOut, otelMeta } from './lib.mjs';
export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;
export const isolates = 'A single long reasoning step is restated near-verbatim after a step that observed nothing new.';

const r01 = (x) => {
  const T = 'The bristle lot BR-2231 is sorghum from the Oaxaca co-op and the moisture reading of 14.8 percent is above our 12 percent threshold for binding, so before I schedule it on the stitching bench I should confirm whether the kiln log shows a second drying pass that brought it under the limit.';
  const T2 = 'The bristle lot BR-2231 is sorghum from the Oaxaca co-op, and its moisture reading of 14.8 percent is above our 12 percent binding threshold, so before scheduling it on the stitching bench I should confirm whether the kiln log shows a second drying pass that brought it under the limit.';
  const lot = () => ({ lot: 'BR-2231', material: 'broomcorn sorghum', origin: 'Cooperativa Tlacolula', moisture_pct: 14.8, kiln_passes: 1, last_kiln: '2025-05-02', fetched_at: x.iso(), _rid: x.uuid() });
  const m = (id) => ({ 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.operationId': 'ai.generateText.doGenerate', 'ai.response.id': 'chatcmpl-' + x.b62(29), 'ai.usage.promptTokens': x.int(900, 2200), 'ai.usage.completionTokens': x.int(60, 140), 'ai.telemetry.functionId': id });
  return {
    isolates: 'The agent re-reads the same kiln lot record and then writes the same 45-word moisture reasoning a second time.',
    goal: 'Decide whether bristle lot BR-2231 can go on the stitching bench for tomorrow\'s shift at the Hollins Broom Works.',
    root: span('agent', 'ai.generateText', { prompt: 'Decide whether bristle lot BR-2231 can go on the stitching bench tomorrow.', 'ai.settings.maxSteps': 8 }, null, [
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': [sys('You schedule broom production at Hollins Broom Works. Use tools for lot and kiln data.'), usr('Can BR-2231 go on the stitching bench tomorrow?')] }, { 'ai.response.text': '', 'ai.response.toolCalls': [{ toolCallType: 'function', toolCallId: 'call_' + x.b62(24), toolName: 'getLot', args: '{"lot":"BR-2231"}' }], 'ai.response.finishReason': 'tool-calls' }, m('broom-sched')),
      tool('ai.toolCall', { 'ai.toolCall.name': 'getLot', 'ai.toolCall.args': '{"lot":"BR-2231"}' }, { 'ai.toolCall.result': JSON.stringify(lot()) }, { 'ai.toolCall.id': 'call_' + x.b62(24), durationMs: x.ms() }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…4 messages]' }, { 'ai.response.text': T, 'ai.response.toolCalls': [{ toolCallType: 'function', toolCallId: 'call_' + x.b62(24), toolName: 'getLot', args: '{"lot":"BR-2231","include":"kiln"}' }], 'ai.response.finishReason': 'tool-calls' }, m('broom-sched')),
      tool('ai.toolCall', { 'ai.toolCall.name': 'getLot', 'ai.toolCall.args': '{"lot":"BR-2231","include":"kiln"}' }, { 'ai.toolCall.result': JSON.stringify(lot()) }, { 'ai.toolCall.id': 'call_' + x.b62(24), durationMs: x.ms() }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…6 messages]' }, { 'ai.response.text': T2, 'ai.response.toolCalls': [], 'ai.response.finishReason': 'length' }, m('broom-sched')),
    ], { 'ai.telemetry.metadata.runId': x.uuid(), 'ai.response.finishReason': 'length', status: 'cut off at maxTokens' }),
  };
};

const r02 = (x) => {
  const A = 'Accession SV-40917 (Hordeum vulgare landrace from the Tigray collection) failed its last germination test at 61 percent, which is under the 75 percent regeneration trigger. I need the remaining seed count in vault chamber B before I can request a regeneration grow-out, because the grow-out needs at least 400 seeds.';
  const B = 'Accession SV-40917 (a Hordeum vulgare landrace from the Tigray collection) failed its last germination test at 61 percent, under the 75 percent regeneration trigger. I need the remaining seed count in vault chamber B before requesting a regeneration grow-out, since a grow-out needs at least 400 seeds.';
  const inv = () => `chamber=B shelf=14 box=SV-40917-03\nstatus: SEALED  temp_c=-18.2  rh=15%\nseed_count: unavailable (count in progress, cycle ${x.job('cnt')})\nread_at=${x.isoOff()}`;
  const u1 = anthOut(x, 'Let me check the germination history first.', [{ name: 'germination_history', input: { accession: 'SV-40917' } }]);
  const u2 = anthOut(x, A, [{ name: 'vault_inventory', input: { accession: 'SV-40917', chamber: 'B' } }]);
  const u3 = anthOut(x, B, [{ name: 'vault_inventory', input: { accession: 'SV-40917', chamber: 'B' } }]);
  return {
    isolates: 'The model restates the same germination/seed-count paragraph after an inventory read that still says the count is unavailable.',
    goal: 'Check whether barley accession SV-40917 needs a regeneration grow-out and, if so, draft the request.',
    root: agent('seedvault-curator', { accession: 'SV-40917' }, null, [
      llm('messages.create', { model: 'claude-sonnet-4-20250514', max_tokens: 2048, system: 'You are the curation assistant of a national seed vault.', messages: [usr('Does SV-40917 need regeneration? Draft the request if yes.')] }, u1),
      tool('germination_history', { accession: 'SV-40917' }, { tests: [{ date: '2019-03-11', pct: 88 }, { date: '2022-04-02', pct: 79 }, { date: '2025-01-20', pct: 61 }], source: 'GRIN-mirror', etag: x.etag() }),
      llm('messages.create', { model: 'claude-sonnet-4-20250514', messages: '[3 messages]' }, u2),
      tool('vault_inventory', { accession: 'SV-40917', chamber: 'B' }, inv()),
      llm('messages.create', { model: 'claude-sonnet-4-20250514', messages: '[5 messages]' }, u3),
      tool('vault_inventory', { accession: 'SV-40917', chamber: 'B' }, inv()),
    ], { log_source: 'anthropic-messages-log', request_ids: [x.reqId('req_011'), x.reqId('req_011')], terminated: 'max_turns' }),
  };
};

const r03 = (x) => {
  const S = 'Transponder 0417-55-8821 was charged twice for the eastbound crossing at 07:42 and 07:43; the second read came from lane 6 while the first came from lane 4, so this is probably a dual-antenna read where the vehicle straddled lanes, and the correct action is to reverse the later charge of 3.75.';
  const S2 = 'Transponder 0417-55-8821 was charged twice for the eastbound crossing at 07:42 and 07:43; the second read is from lane 6 and the first from lane 4, so this is most likely a dual-antenna read with the vehicle straddling lanes, and the correct action is reversing the later 3.75 charge.';
  const reads = () => ({ transponder: '0417-55-8821', plaza: 'EB-Main', reads: [{ lane: 4, at: '07:42:18', amount: 3.75 }, { lane: 6, at: '07:43:02', amount: 3.75 }], query_ms: x.ms(), served_by: x.host('tolldb-ro') });
  const lsm = () => ({ ls_provider: 'openai', ls_model_name: 'gpt-4.1', run_id: x.uuid(), ls_run_depth: 2 });
  return {
    isolates: 'A LangGraph agent node reasons about a duplicate toll charge, re-queries identical lane reads, and emits the same long conclusion again without acting.',
    goal: 'Resolve customer dispute #D-77102 about a double charge on the Harrow Toll Bridge and issue any refund needed.',
    root: chain('LangGraph', { messages: [usr('Dispute D-77102: customer says they were charged twice on Tuesday morning.')] }, null, [
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: [[sys('Toll bridge back-office assistant.'), usr('Dispute D-77102 ...')]] }, { generations: [[{ text: '', message: asst('', [call(x, 'lane_reads', { dispute: 'D-77102' })]) }]] }, lsm())], { langgraph_node: 'agent', langgraph_step: 1 }),
      chain('tools', {}, {}, [tool('lane_reads', { dispute: 'D-77102' }, reads(), { run_id: x.uuid() })], { langgraph_node: 'tools', langgraph_step: 2 }),
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[[…3]]' }, { generations: [[{ text: S, message: asst(S, [call(x, 'lane_reads', { transponder: '0417-55-8821', date: '2025-06-10' })]) }]] }, lsm())], { langgraph_node: 'agent', langgraph_step: 3 }),
      chain('tools', {}, {}, [tool('lane_reads', { transponder: '0417-55-8821', date: '2025-06-10' }, reads(), { run_id: x.uuid() })], { langgraph_node: 'tools', langgraph_step: 4 }),
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[[…5]]' }, { generations: [[{ text: S2, message: asst(S2) }]] }, lsm())], { langgraph_node: 'agent', langgraph_step: 5 }),
    ], { ls_project: 'toll-backoffice', thread_id: x.uuid(), recursion_limit: 25, stopped: 'client disconnected' }),
  };
};

const r04 = (x) => {
  const th = 'Thought: The croquet club has four lawns and the Saturday handicap tournament needs three of them from 09:00 to 17:00, but lawn 2 is closed for re-turfing until the 14th, so I need to see whether the members\' booking on lawn 4 at 10:30 can be moved to the Sunday slot.';
  const th2 = 'Thought: The croquet club has four lawns, and the Saturday handicap tournament needs three of them from 09:00 until 17:00, but lawn 2 is closed for re-turfing until the 14th, so I need to see whether the members\' booking on lawn 4 at 10:30 could be moved to the Sunday slot.';
  const obs = () => `Execution logs:\n{'lawn': 4, 'date': '2025-06-14', 'bookings': [{'time': '10:30', 'member': 'R. Ashcombe', 'type': 'doubles'}]}\nLast output from code snippet:\nNone`;
  return {
    isolates: 'A smolagents CodeAgent writes the same long Thought twice around an identical booking lookup.',
    goal: 'Free three lawns for the Saturday handicap tournament at Elmbridge Croquet Club and notify any member whose booking moves.',
    root: agent('CodeAgent', { task: 'Free three lawns for Saturday\'s handicap tournament; notify members whose bookings move.' }, null, [
      chain('Step 1', {}, null, [
        llm('LiteLLMModel', { messages: [sys('You are an expert assistant who can solve any task using code blobs.'), usr('New task: Free three lawns for Saturday...')] }, 'Thought: Let me list the lawns and their status.\nCode:\n```py\nprint(lawn_status(date="2025-06-14"))\n```<end_code>', { model_id: 'anthropic/claude-3-5-haiku-latest' }),
        tool('lawn_status', { date: '2025-06-14' }, "[{'lawn': 1, 'open': True}, {'lawn': 2, 'open': False, 'reason': 're-turfing until 2025-06-14'}, {'lawn': 3, 'open': True}, {'lawn': 4, 'open': True}]"),
      ], { step_number: 1, duration: x.dur() }),
      chain('Step 2', {}, null, [
        llm('LiteLLMModel', { messages: '[…]' }, th + '\nCode:\n```py\nprint(bookings(lawn=4, date="2025-06-14"))\n```<end_code>', { model_id: 'anthropic/claude-3-5-haiku-latest' }),
        tool('bookings', { lawn: 4, date: '2025-06-14' }, obs()),
      ], { step_number: 2, duration: x.dur() }),
      chain('Step 3', {}, null, [
        llm('LiteLLMModel', { messages: '[…]' }, th2 + '\nCode:\n```py\nprint(bookings(lawn=4, date="2025-06-14"))\n```<end_code>', { model_id: 'anthropic/claude-3-5-haiku-latest' }),
        tool('bookings', { lawn: 4, date: '2025-06-14' }, obs()),
      ], { step_number: 3, duration: x.dur() }),
    ], { framework: 'smolagents', max_steps: 3, final_answer: null, error: 'Reached max steps.' }),
  };
};

const r05 = (x) => {
  const P = 'The Krios G4 session for the Marsh lab is requested for 48 hours starting Monday, but the autoloader still holds twelve cassettes from the Okafor lab session that ended on Friday; I cannot book Monday until facility staff confirm that those grids were unloaded and the cryo-cycle has completed.';
  const P2 = 'The Krios G4 session for the Marsh lab is requested for 48 hours from Monday, but the autoloader still holds twelve cassettes from the Okafor lab session that ended Friday; I can\'t book Monday until facility staff confirm those grids were unloaded and the cryo-cycle completed.';
  const st = () => ({ instrument: 'Krios-G4', autoloader: { slots_occupied: 12, owner_session: 'OKAFOR-0606' }, cryocycle: 'not started', polled: x.epoch(), nitrogen_level_pct: 71 });
  return {
    isolates: 'An OpenAI Agents SDK run polls the microscope status twice and restates the same 40-word blocking explanation.',
    goal: 'Book 48 hours on the Krios G4 cryo-EM microscope for the Marsh lab starting next Monday.',
    root: agent('Agent workflow', { workflow_name: 'cryoem-booking', group_id: x.uuid() }, null, [
      agent('Booking Agent', { handoffs: [], tools: ['microscope_status', 'create_booking'] }, null, [
        llm('Response', { input: [usr('Book 48h on the Krios G4 for the Marsh lab from Monday.')] }, respOut(x, null, [{ name: 'microscope_status', args: { instrument: 'Krios-G4' } }]), { span_type: 'response' }),
        tool('microscope_status', '{"instrument":"Krios-G4"}', JSON.stringify(st()), { span_type: 'function' }),
        llm('Response', { input: '[…3 items]' }, respOut(x, P, [{ name: 'microscope_status', args: { instrument: 'Krios-G4', detail: true } }]), { span_type: 'response' }),
        tool('microscope_status', '{"instrument":"Krios-G4","detail":true}', JSON.stringify(st()), { span_type: 'function' }),
        llm('Response', { input: '[…5 items]' }, respOut(x, P2, null), { span_type: 'response' }),
      ], { span_type: 'agent', output_type: 'str' }),
    ], { trace_id: 'trace_' + x.hex(32), sdk: 'openai-agents-python 0.0.17', note: 'run ended without booking' }),
  };
};

const r06 = (x) => {
  const L = 'Hearse H-07 (the 2019 Mercedes E-Class conversion) is due for its 20,000 km service on the 18th, which collides with the Delaney funeral at St. Brigid\'s at 11:00; the only other vehicle with a bier long enough for the oak casket is H-03, and H-03 is at the coachbuilder until the 20th.';
  const L2 = 'Hearse H-07, the 2019 Mercedes E-Class conversion, is due for its 20,000 km service on the 18th, which collides with the Delaney funeral at St. Brigid\'s at 11:00; the only other vehicle whose bier is long enough for the oak casket is H-03, and H-03 stays at the coachbuilder until the 20th.';
  const c1 = call(x, 'fleet_lookup', { vehicle: 'H-03' });
  const c2 = call(x, 'fleet_lookup', { vehicle: 'H-03', field: 'return_date' });
  const fl = () => ({ vehicle: 'H-03', location: 'Coleman Coachworks', return_date: '2025-06-20', bier_length_mm: 2150, updated: x.httpDate() });
  return {
    isolates: 'A plain chat trace in which the assistant repeats its long hearse-conflict analysis after rechecking an unchanged fleet record.',
    goal: 'Resolve the clash between hearse H-07\'s service date and the Delaney funeral on the 18th for Lowry & Sons Funeral Directors.',
    root: agent('fleet-assistant', { user: 'ops@lowryandsons.ie' }, null, [
      llm('chat.completions', { messages: [sys('You manage the vehicle fleet for a funeral home.'), usr('H-07 service clashes with the Delaney funeral on the 18th. Sort it.')] }, chatOut(x, L, [c1])),
      tool('fleet_lookup', c1.function.arguments, fl()),
      llm('chat.completions', { messages: '[…4]' }, chatOut(x, L2, [c2])),
      tool('fleet_lookup', c2.function.arguments, fl()),
    ], { recorder: 'plain message log', stop: 'session timeout' }),
  };
};
export const rows = [r01, r02, r03, r04, r05, r06];
