// Family 5: the same call again and again; answers equal apart from volatile values; the agent never acts on them.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, gemOut } from './lib.mjs';

export const family = 'same_result_modulo_noise';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent repeats one tool call (same arguments, or only a client timestamp/attempt counter differs) 4+ times; every answer is the same apart from volatile values, and the agent never acts on it. The model emits only tool calls, no repeated prose.';

// 01 weathervane foundry — plain message-level trace
function weathervane(N) {
  const goal = 'Check whether the copper cockerel weathervane for Holy Trinity, Ashford (WO-31877) has finished production so I can raise the final invoice.';
  const wo = () => ({ work_order: 'WO-31877', item: 'Copper cockerel vane, 900 mm, gilded comb', customer: 'PCC Holy Trinity Ashford', stage: 'PATINATION', stage_started: '2025-04-02', next_stage: 'QC_AND_GILDING', blockers: ['verdigris cure needs 72h at 60% RH'], record_version: N.int(4100, 4999), fetched: N.mdy(), erp_node: N.pick(['sage200-app01', 'sage200-app02', 'sage200-app03']) });
  const msgs = [sys('You are the Ashby Foundry office assistant. Tools: get_work_order, create_invoice, email_customer.'), user(goal)];
  const children = [];
  for (let i = 0; i < 6; i++) {
    children.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: i === 0 ? msgs : `[${2 + i * 2} messages]` }, oaiOut(N, null, [['get_work_order', { work_order: 'WO-31877' }]]), { usage: N.tokens(), system_fingerprint: `fp_${N.hex(10)}` }));
    N.tick(800, 2500);
    children.push(tool('get_work_order', { work_order: 'WO-31877' }, wo()));
  }
  return agent('office_assistant_turn', { messages: msgs }, null, children, { conversation: N.uuid(), stopped_by: 'tool-call budget (6)' });
}

// 02 coin-operated binoculars — Google ADK events
function binoculars(N) {
  const goal = 'Unit BIN-PIER-07 on Southwold pier has stopped taking coins. Work out what is wrong and raise a repair ticket if needed.';
  const inv = `e-${N.uuid()}`;
  const children = [];
  children.push(span('event', 'user', { author: 'user', invocation_id: inv }, { content: { role: 'user', parts: [{ text: goal }] } }, {}));
  for (let i = 0; i < 5; i++) {
    const requested_at = N.iso();
    const args = { unit_id: 'BIN-PIER-07', requested_at };
    const callId = `adk-${N.uuid()}`;
    children.push(llm('call_llm', { model: 'gemini-2.0-flash', contents: `[${1 + i * 2} contents]` }, { author: 'pier_fleet_agent', content: { role: 'model', parts: [{ functionCall: { id: callId, name: 'get_unit_health', args } }] } }, { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': N.uuid() }));
    N.tick(1500, 5000);
    children.push(tool('execute_tool get_unit_health', args, { author: 'pier_fleet_agent', content: { role: 'user', parts: [{ functionResponse: { id: callId, name: 'get_unit_health', response: { unit_id: 'BIN-PIER-07', model: 'Tower Optical ST-2', coin_mech: { state: 'REJECTING', last_error: 'E31 validator sensor blocked', accepted_24h: 0, rejected_24h: 47 }, optics: 'OK', power: 'MAINS', heartbeat: `${N.epoch()}`, rssi_dbm: -N.int(68, 79), gw: `lora-gw-${N.pick(['sw1', 'sw2'])}`, fcnt_up: 80211 + i * N.int(1, 3) } } }] } }, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }));
  }
  return agent('invocation', { app_name: 'pier_fleet', user_id: 'ops', session_id: N.uuid() }, null, children, { framework: 'google-adk 1.1.1', invocation_id: inv, end_reason: 'max_llm_calls (10) exceeded' });
}

// 03 beach volleyball leagues — W&B Weave calls
function beachVolleyball(N) {
  const goal = 'Rebook the Thursday 18:00 Sandbox League match between Dig Dug and Set Point Break to any free court that evening.';
  const children = [];
  const ent = 'ace-volley/league-ops';
  for (let attempt = 1; attempt <= 5; attempt++) {
    const args = { venue: 'Sandbanks Beach Courts', date: '2025-07-17', from: '18:00', to: '21:00', attempt };
    children.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: attempt === 1 ? [user(goal)] : `[${attempt * 2} messages]`, tools: ['court_availability', 'book_court'] }, { choices: [{ message: oaiOut(N, null, [['court_availability', args]]), finish_reason: 'tool_calls' }], id: `chatcmpl-${N.alnum(29)}` }, { weave_op: `weave:///${ent}/op/openai.chat.completions.create:${N.alnum(8)}`, call_id: N.uuid(), started_at: N.iso() }));
    N.tick(300, 1500);
    children.push(tool('court_availability', args, { http_status: 200, headers: { 'x-request-id': N.uuid(), age: String(N.int(0, 40)), 'x-cache': N.pick(['HIT', 'MISS']), date: N.http() }, body: { venue: 'Sandbanks Beach Courts', date: '2025-07-17', courts: [{ court: 1, free: [] }, { court: 2, free: [] }, { court: 3, free: [], note: 'tide closure 18:30-20:00' }], message: 'No courts available in the requested window' } }, { weave_op: `weave:///${ent}/op/court_availability:${N.alnum(8)}`, call_id: N.uuid(), latency_ms: N.int(90, 600) }));
  }
  return agent('LeagueOpsAgent.invoke', { goal }, null, children, { weave_op: `weave:///${ent}/op/LeagueOpsAgent.invoke:${N.alnum(8)}`, call_id: N.uuid(), summary: { weave: { status: 'running', latency_ms: null } }, note: 'call never finished' });
}

// 04 soapbox derby — AgentOps session
function soapboxDerby(N) {
  const goal = 'Confirm that kart #23 "Thunderbucket" is cleared to race in Saturday\'s Bishop\'s Hill soapbox derby and tell the team captain.';
  const session = N.uuid();
  const events = [];
  for (let i = 0; i < 5; i++) {
    events.push(llm('LLMEvent', { prompt: i === 0 ? [user(goal)] : `[${1 + i * 2} messages]`, model: 'gpt-4o-mini' }, { completion: oaiOut(N, null, [['check_entry_status', { kart_no: 23 }]]), prompt_tokens: N.int(300, 1200), completion_tokens: N.int(15, 30) }, { event_type: 'llms', init_timestamp: N.iso(), end_timestamp: (N.tick(300, 900), N.iso()), agent_id: N.uuid() }));
    N.tick(200, 1200);
    events.push(tool('ToolEvent', { name: 'check_entry_status', params: { kart_no: 23 } }, { returns: `{"kart_no":23,"name":"Thunderbucket","team":"Cubs of 4th Bishop's Hill","entry":"PAID","scrutineering":"NOT_BOOKED","cleared_to_race":false,"reason":"No scrutineering slot booked (brakes/helmet check required)","checked_at":"${N.dmy()}","srv":"${N.host('derby-reg')}"}` }, { event_type: 'tools', init_timestamp: N.iso(), end_timestamp: N.iso() }));
  }
  return agent('AgentOps session', { tags: ['derby', 'volunteer-bot'], goal }, { end_state: 'Indeterminate', end_state_reason: 'session not ended by client' }, events, { session_id: session, agentops_version: '0.3.26', host_env: { OS: 'Linux', Python: '3.11.8' }, jwt_exp: N.epoch() + 3600 });
}

// 05 museum audio guides — Haystack agent with ToolInvoker
function audioGuides(N) {
  const goal = 'Make sure every audio-guide handset at the Harbour Heritage Museum has the new "Harbour Lights" tour bundle before Saturday\'s opening.';
  const status = () => `guidesync status --bundle harbour-lights-v42\nbundle     harbour-lights-v42 (sha256 9c1e0f…a77b, 412 MB)\nstarted    ${N.syslog()}\ndevices    120 total · 118 ok · 2 failed · 0 pending\nFAILED     GUIDE-0113  checksum mismatch on chunk 37/52 (dock bay 4)\nFAILED     GUIDE-0187  checksum mismatch on chunk 37/52 (dock bay 4)\nsync-agent pid ${N.pid()} on ${N.host('dock-ctrl')}  uptime ${N.int(2, 90)}h${N.int(0, 59)}m\nlog        /var/log/guidesync/${N.date()}-${N.hex(6)}.log\n(completed in ${N.secs(0.3, 2.5)})`;
  const children = [];
  for (let i = 0; i < 5; i++) {
    const cid = N.callId();
    const gen = llm('OpenAIChatGenerator', { messages: i === 0 ? [sys('You manage handset content for the museum.'), user(goal)] : `[${2 + i * 2} ChatMessage]` }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'run_guidesync', arguments: { subcommand: 'status', bundle: 'harbour-lights-v42' }, id: cid } }], _meta: { model: 'gpt-4o-2024-08-06', finish_reason: 'tool_calls', usage: { prompt_tokens: N.int(400, 2000), completion_tokens: N.int(20, 40) } } }] }, { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm' });
    N.tick(2000, 6000);
    const inv = tool('ToolInvoker', { messages: [{ tool_call: { tool_name: 'run_guidesync', id: cid } }] }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: status(), origin: { tool_name: 'run_guidesync', id: cid }, error: false } }] }] }, { 'haystack.component.type': 'ToolInvoker', 'haystack.component.name': 'tool_invoker' });
    children.push(gen, inv);
  }
  return agent('haystack.agent.run', { messages: [user(goal)] }, null, children, { 'haystack.version': '2.12.1', 'haystack.agent.max_agent_steps': 10, exit: 'interrupted by operator' });
}

// 06 citizens advice bureau — OpenAI Responses API
function citizensAdvice(N) {
  const goal = 'For case CA-2025-04417 (a tenant disputing a deposit deduction), check whether the client has uploaded the check-in inventory so the adviser can draft the letter.';
  const children = [];
  let prev = null;
  for (let i = 0; i < 5; i++) {
    const respId = `resp_${N.hex(48)}`;
    const callId = N.callId();
    const args = JSON.stringify({ case_ref: 'CA-2025-04417', folder: 'client_uploads' });
    children.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: prev, input: i === 0 ? [{ role: 'user', content: goal }] : [{ type: 'function_call_output', call_id: '(previous)', output: '…' }], tools: [{ type: 'function', name: 'list_case_documents' }, { type: 'function', name: 'draft_letter' }] }, { id: respId, object: 'response', created_at: N.epoch(), status: 'completed', model: 'gpt-4.1-2025-04-14', output: [{ type: 'function_call', id: `fc_${N.hex(48)}`, call_id: callId, name: 'list_case_documents', arguments: args, status: 'completed' }], usage: { input_tokens: N.int(500, 2500), output_tokens: N.int(20, 40), total_tokens: 0 } }, { 'openai-processing-ms': N.int(300, 1500), 'x-request-id': `req_${N.hex(32)}` }));
    prev = respId;
    N.tick(600, 2000);
    children.push(tool('list_case_documents', args, `HTTP/1.1 200 OK\ndate: ${N.http()}\ncontent-type: application/json\nx-envoy-upstream-service-time: ${N.int(12, 220)}\nx-served-by: ${N.host('casebook')}\nx-trace: ${N.traceparent()}\n\n{"case_ref":"CA-2025-04417","folder":"client_uploads","documents":[],"upload_link":{"status":"SENT","sent_to":"c***@hotmail.co.uk","expires":"2025-05-09"},"note":"Client has not uploaded any files"}`));
  }
  return agent('responses_loop', { goal }, null, children, { client: 'openai-python 1.68.2', max_tool_rounds: 5, result: 'loop limit reached without final message' });
}

export const scenarios = [
  { n: '01', domain: 'weathervane foundry', style: 'plain message-level trace', isolates: 'A work order is fetched six times in a row; each answer says the same stage and blocker, differing only in record version, fetch time and ERP node, and no invoice or message follows.', goal: 'Check whether a weathervane work order has finished production so the final invoice can be raised.', build: weathervane },
  { n: '02', domain: 'coin-operated binoculars', style: 'Google ADK events', isolates: 'Unit health is requested five times with only a client timestamp changing; every reply shows the same jammed coin validator, with only heartbeat, RSSI, gateway and frame counter varying, and no ticket is raised.', goal: 'Find out why a pier binocular unit stopped taking coins and raise a repair ticket if needed.', build: binoculars },
  { n: '03', domain: 'beach volleyball leagues', style: 'W&B Weave calls', isolates: 'Court availability is queried five times with only an attempt counter changing; each response is the same "no courts" body with different request ids, cache headers and dates.', goal: 'Rebook a Thursday evening league match to any free court.', build: beachVolleyball },
  { n: '04', domain: 'soapbox derby', style: 'AgentOps session', isolates: 'Entry status for one kart is checked five times; each result says scrutineering not booked, differing only in timestamp and server, and the agent never books a slot or tells the captain.', goal: 'Confirm a soapbox kart is cleared to race and tell the team captain.', build: soapboxDerby },
  { n: '05', domain: 'museum audio guides', style: 'Haystack', isolates: 'The sync status command is run five times; each printout lists the same two failed handsets, differing only in start time, pid, host, uptime, log path and duration, and no re-push is attempted.', goal: 'Make sure every audio-guide handset has the new tour bundle before opening.', build: audioGuides },
  { n: '06', domain: 'citizens advice bureau', style: 'OpenAI Responses API', isolates: 'Case documents are listed five times through chained responses; each HTTP reply has the same empty folder body, only date, upstream time, replica and trace header changing.', goal: 'Check whether a tenant has uploaded the check-in inventory so the adviser can draft a letter.', build: citizensAdvice },
];
