import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'volatile-only-differences';
export const loop = true;
export const scenarios = [
{
  domain: 'vinyl record pressing plant (test-pressing approval)', style: 'W&B Weave calls (op names weave:///...)',
  goal: 'Find out whether test pressing TP-0932 (lacquer side B) was approved by the mastering engineer and, if so, release the run of 500 copies.',
  isolates: 'The same status call is made five times and each answer is identical except for the request id, server time and the replica that served it; the agent never releases or escalates.',
  stagnation: false,
  build(id) { const n = noise(id);
    const st = () => ({ pressing: 'TP-0932', side: 'B', state: 'awaiting_engineer_signoff', last_note: 'Slight non-fill at 3:12, re-check on second pressing', engineer: 'R. Okafor', server_time: n.http(), request_id: n.uuid(), replica: n.host('plantdb'), took_ms: n.ms(4, 60) });
    const kids = [];
    const txt = ['Checking the approval status of TP-0932.', 'Status is awaiting signoff. Let me check the status again.', 'Let me verify the current status of TP-0932 side B.', 'Checking TP-0932 once more.', 'Re-checking approval.'];
    txt.forEach((t) => {
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: [sys('You coordinate a record pressing plant.'), user(this.goal)] }, { choices: [{ message: asst(t, [tcall(n, 'get_pressing_status', { pressing: 'TP-0932', side: 'B' })]) }] }, { 'weave.op': 'weave:///plant/ops/op/openai.chat.completions.create:' + n.b62(12), call_id: n.uuid(), latency_ms: n.ms(300, 1800) }));
      kids.push(tool('get_pressing_status', { pressing: 'TP-0932', side: 'B' }, st(), { 'weave.op': 'weave:///plant/ops/op/get_pressing_status:v3', call_id: n.uuid() }));
    });
    return agent('PressingAgent.run', { goal: this.goal }, null, kids, { 'weave.op': 'weave:///plant/ops/op/PressingAgent.run:v7', trace_id: n.uuid(), wb_run_id: n.b62(8).toLowerCase(), exception: 'TimeoutError: run exceeded 180s' });
  },
},
{
  domain: 'alpine hut (refuge) bed booking', style: 'AgentOps session (LLMEvent / ToolEvent)',
  goal: 'Book two bunks at Rifugio Vittorio Sella for 18 July for a guided ibex-watching party and confirm the deposit.',
  isolates: 'Availability for the same date is requested five times; each reply is the same "full, waitlist 7" answer with a new correlation id, timestamp spelling and cache age, and the agent repeats the same sentence each time.',
  stagnation: true,
  build(id) { const n = noise(id);
    const s = 'The refuge shows no free bunks for 18 July, so I will check the availability again to see whether two places have opened up.';
    const kids = [llm('LLMEvent', { prompt: [user(this.goal)] }, { completion: { role: 'assistant', content: 'Checking availability.', tool_calls: [{ name: 'hut_availability', arguments: '{"hut":"vittorio-sella","date":"2026-07-18","beds":2}' }] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: n.iso(), end_timestamp: n.iso() })];
    for (let i = 0; i < 5; i++) {
      kids.push(tool('ToolEvent hut_availability', { hut: 'vittorio-sella', date: '2026-07-18', beds: 2 }, `HTTP/1.1 200 OK\nDate: ${n.http()}\nX-Correlation-Id: ${n.uuid()}\nAge: ${n.int(0, 300)}\nX-Served-By: ${n.host('rifugi-api')}\n\n{"hut":"Rifugio Vittorio Sella","date":"18/07/2026","free":0,"waitlist":7,"message":"Completo / Full","checked_at":"${n.isoOffset(2)}"}`, { event_type: 'tools', init_timestamp: n.iso() }));
      if (i < 4) kids.push(llm('LLMEvent', { prompt: '[...]' }, { completion: { role: 'assistant', content: s, tool_calls: [{ name: 'hut_availability', arguments: '{"hut":"vittorio-sella","date":"2026-07-18","beds":2}' }] } }, { event_type: 'llms', model: 'gpt-4o', prompt_tokens: n.int(800, 2200), completion_tokens: n.int(30, 50) }));
    }
    return agent('AgentOps session', { tags: ['refuge-booking'], goal: this.goal }, { end_state: 'Indeterminate', end_state_reason: 'session timed out' }, kids, { session_id: n.uuid(), agentops_sdk: '0.3.x', host_env: { OS: 'Linux', python: '3.12.4' } });
  },
},
{
  domain: 'violin-making tonewood moisture readings', style: 'Gemini API function calling (functionCall / functionResponse parts)',
  goal: 'Decide whether the spruce top billet #S-441 is dry enough (under 8% moisture) to start carving a violin belly.',
  isolates: 'The moisture sensor is queried with the same arguments four times (only a client timestamp changes) and answers the same 9.4% with new reading ids and times; the agent never decides.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const txts = ['I will read the moisture sensor attached to billet S-441.', 'It reads 9.4%. Reading it once more for accuracy.', 'Let me take another reading.', 'One more reading to be sure.'];
    txts.forEach((t, i) => {
      const ts = n.epochMs();
      kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: [{ role: 'user', parts: [{ text: i ? '...' : this.goal }] }], tools: [{ functionDeclarations: [{ name: 'read_moisture' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text: t }, { functionCall: { name: 'read_moisture', args: { billet: 'S-441', client_ts: ts } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(300, 1500), candidatesTokenCount: n.int(15, 40) }, modelVersion: 'gemini-1.5-pro-002', responseId: n.b62(22) }));
      kids.push(tool('read_moisture', { billet: 'S-441', client_ts: ts }, { functionResponse: { name: 'read_moisture', response: { billet: 'S-441', species: 'Picea abies', moisture_pct: 9.4, temp_c: 19.8, reading_id: 'rd_' + n.hex(12), sensor: 'pin-meter-' + n.int(1, 3), at: n.syslog() } } }));
    });
    kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: '...' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Reading once more.' }, { functionCall: { name: 'read_moisture', args: { billet: 'S-441', client_ts: n.epochMs() } } }] }, finishReason: 'MAX_TOKENS' }] }));
    return agent('workshop-assistant', { user: this.goal }, null, kids, { api: 'generativelanguage.googleapis.com/v1beta', client: 'google-genai 1.2.0', automatic_function_calling: { maximum_remote_calls: 5 } });
  },
},
{
  domain: 'racing pigeon clocking results', style: 'LangChain4j AiServices (ChatModel request/response listeners)',
  goal: 'Publish the official velocity table for the Sunday Bourges race once all loft clocks have been downloaded.',
  isolates: 'The clock-download summary is fetched five times with an incrementing attempt counter and returns the same "3 of 41 lofts pending" each time, differing only in job id, ISO vs epoch timestamps and duration.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    for (let a = 1; a <= 5; a++) {
      kids.push(llm('ChatModel.chat', { 'gen_ai.request.model': 'gpt-4o-mini', messages: [{ type: 'SYSTEM', text: 'You are the club race secretary.' }, { type: 'USER', text: this.goal }] }, { aiMessage: { text: a === 1 ? null : `Attempt ${a}: fetching the clock download summary.`, toolExecutionRequests: [{ id: 'call_' + n.b62(24), name: 'clockDownloadStatus', arguments: `{"raceId":"BOURGES-2026-06-21","attempt":${a}}` }] }, finishReason: 'TOOL_EXECUTION', tokenUsage: { inputTokenCount: n.int(500, 1900), outputTokenCount: n.int(20, 40) } }, { 'langchain4j.listener': 'ChatModelListener', responseId: 'chatcmpl-' + n.b62(29) }));
      kids.push(tool('clockDownloadStatus', { raceId: 'BOURGES-2026-06-21', attempt: a }, JSON.stringify({ raceId: 'BOURGES-2026-06-21', loftsTotal: 41, loftsDownloaded: 38, pending: ['L-0117 (Benzing)', 'L-0230 (Unikon)', 'L-0388 (Tipes)'], jobId: 'job-' + n.int(100000, 999999), generatedAt: a % 2 ? n.iso() : n.epoch(), durationMs: n.ms(100, 2000) }), { 'tool.executor': 'DefaultToolExecutor' }));
    }
    return agent('AiServices RaceSecretary.publishVelocities', { userMessage: this.goal }, null, kids, { 'langchain4j.version': '1.0.0', memoryId: 'race-secretary', 'spring.application.name': 'club-results', error: 'maxSequentialToolsInvocations (10) exceeded' });
  },
},
{
  domain: 'orchid nursery greenhouse misting controller', style: 'Letta (MemGPT) agent steps with inner monologue and send_message',
  goal: 'The Phalaenopsis house is too dry; find out why the misting line B did not fire this morning and get it running.',
  isolates: 'The controller log tail is fetched four times with identical arguments and the output differs only in syslog timestamps, PIDs and a sequence counter, while the inner monologue repeats itself.',
  stagnation: true,
  build(id) { const n = noise(id);
    const mono = 'Line B still shows the interlock tripped on low pressure. I should look at the controller log again to understand why misting line B did not fire.';
    const log = () => `${n.syslog()} mistctl[${n.pid()}]: seq=${n.int(5000, 9000)} zone=B pump=idle interlock=LOW_PRESSURE (1.2 bar < 2.0 bar)\n${n.syslog()} mistctl[${n.pid()}]: seq=${n.int(5000, 9000)} schedule 06:30 skipped: interlock active\n${n.syslog()} mistctl[${n.pid()}]: heartbeat ok uptime=${n.int(200000, 300000)}s`;
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('step', { messages: '[in-context memory + recall]' }, { messages: [{ message_type: 'reasoning_message', reasoning: i === 0 ? 'The user says the Phalaenopsis house is dry. I should look at the misting controller log for line B.' : mono }, { message_type: 'tool_call_message', tool_call: { name: 'controller_log_tail', arguments: '{"zone": "B", "lines": 3, "request_heartbeat": true}' } }] }, { model: 'letta-free', step_id: 'step-' + n.uuid(), agent_id: 'agent-' + n.uuid() }));
      kids.push(tool('controller_log_tail', { zone: 'B', lines: 3, request_heartbeat: true }, { message_type: 'tool_return_message', tool_return: JSON.stringify({ status: 'OK', message: log(), time: n.isoOffset(1) }), status: 'success' }));
    }
    return agent('Letta agent orchid-house', { messages: [{ role: 'user', content: this.goal }] }, { stop_reason: 'max_steps' }, kids, { 'letta.version': '0.6.x', memory_blocks: ['human', 'persona'] });
  },
},
{
  domain: 'sheepdog trial scoring', style: 'Amazon Bedrock Agents trace (orchestrationTrace / actionGroupInvocation)',
  goal: 'Publish the final open-class results for the Bala sheepdog trials once the judge\'s outrun scores for runs 31-36 are in.',
  isolates: 'The action group is invoked five times with the same parameters; each response carries the same "scores not submitted" body with new Bedrock trace ids, session timestamps and Lambda request ids.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const rats = ['I need to check whether the judge has submitted runs 31-36.', 'Scores are not in. I will query the scoring system again.', 'I will check the score submission status for runs 31 to 36.', 'Querying submission status again.', 'Checking once more whether runs 31-36 are submitted.'];
    rats.forEach((r) => {
      kids.push(llm('orchestrationTrace.modelInvocation', { modelInvocationInput: { type: 'ORCHESTRATION', text: '{"system":"...","messages":[...]}', traceId: n.uuid() + '-0' } }, { rationale: { text: r }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'scoring', apiPath: '/trials/{trial}/runs/status', verb: 'get', parameters: [{ name: 'trial', value: 'bala-open-2026' }, { name: 'runs', value: '31-36' }] } } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', usage: { inputTokens: n.int(1200, 3000), outputTokens: n.int(50, 120) } }));
      kids.push(tool('actionGroupInvocation scoring', { apiPath: '/trials/{trial}/runs/status', trial: 'bala-open-2026', runs: '31-36' }, { actionGroupInvocationOutput: { text: JSON.stringify({ statusCode: 200, body: { runs: ['31', '32', '33', '34', '35', '36'], outrun_scores: 'not_submitted', judge: 'G. Pritchard', lambda_request_id: n.uuid(), x_amzn_trace_id: `Root=1-${n.hex(8)}-${n.hex(24)}`, fetched: n.isoNoMs() } }) } }, { traceId: n.uuid() + '-' + n.int(0, 9) }));
    });
    return agent('InvokeAgent', { agentId: 'SHPDG' + n.b62(5).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: n.uuid(), inputText: this.goal }, { completion: null }, kids, { 'bedrock.region': 'eu-west-2', enableTrace: true, error: 'throttlingException after orchestration timeout' });
  },
},
];
