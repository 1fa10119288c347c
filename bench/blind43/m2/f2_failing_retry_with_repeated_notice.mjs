import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, gemResp, sys, user } from './lib.mjs';
export const family = 'failing_retry_with_repeated_notice';
export const loop = true;
export const summary = 'Try, fail the same way, tell the user/channel the same thing, try again: 3+ identical rounds.';

export const rows = [
{
  n: '01', domain: 'desalination plant membrane cleaning work orders', style: 'OpenTelemetry GenAI semantic conventions', stagnation: true,
  isolates: 'Four rounds of create_work_order failing with the same 403 scope error, each followed by a near-identical Teams post to the shift channel; nothing changes between rounds.',
  goal: 'Raise a CIP (clean-in-place) work order for RO train 3 after the differential pressure alarm.',
  build: (N) => {
    const kids = [];
    const note = 'Heads-up: I could not create the CIP work order for RO train 3 because the maintenance system rejected the request (403 insufficient scope). I will try again.';
    for (let i = 0; i < 4; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': [{ role: 'user', content: 'Raise CIP work order for RO-3, dP alarm 2.9 bar.' }] }, { 'gen_ai.completion': [{ role: 'assistant', tool_calls: [{ id: N.callId(), type: 'function', function: { name: 'create_work_order', arguments: JSON.stringify({ asset: 'RO-TRAIN-3', type: 'CIP', priority: 'P2', reason: 'feed-concentrate dP 2.9 bar' }) } }] }] }, { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': N.reqId('chatcmpl-'), 'gen_ai.usage.input_tokens': N.int(700, 1500), 'gen_ai.usage.output_tokens': N.int(30, 60) } }));
      kids.push(tool('execute_tool create_work_order', { 'gen_ai.tool.name': 'create_work_order', 'gen_ai.tool.call.arguments': { asset: 'RO-TRAIN-3', type: 'CIP', priority: 'P2' } }, { status: 403, headers: { 'x-request-id': N.uuid(), date: N.httpDate(), server: 'maximo-' + N.int(1, 4) }, body: '{"Error":{"errorattrname":"","reasonCode":"BMXAA7901E","message":"You cannot perform this action: scope mxwo.write missing","statusCode":"403"}}' }, { error: 'HTTP 403 BMXAA7901E scope mxwo.write missing', metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': N.callId() } }));
      kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': '…tool error…' }, { 'gen_ai.completion': [{ role: 'assistant', content: i === 2 ? note.replace('Heads-up: ', 'Heads up: ') : note, tool_calls: [{ id: N.callId(), type: 'function', function: { name: 'post_teams', arguments: JSON.stringify({ channel: 'ops-shift-b', text: note }) } }] }] }, { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o' } }));
      kids.push(tool('execute_tool post_teams', { 'gen_ai.tool.name': 'post_teams', channel: 'ops-shift-b' }, { id: String(N.epochMs()), etag: String(N.epochMs()), createdDateTime: N.iso() }));
    }
    return agent('invoke_agent plant-ops-assistant', { 'gen_ai.agent.name': 'plant-ops-assistant' }, null, kids, { error: 'max iterations (16) reached', metadata: { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'desal-agent', 'host.name': N.host('agent') } });
  },
},
{
  n: '02', domain: 'drive-in cinema ticket refunds', style: 'Gemini API function calling', stagnation: true,
  isolates: 'Gemini model calls issue_refund, gets the same PAYMENT_PROVIDER_TIMEOUT, then tells the customer the same apology via send_sms; three rounds, same text, same failure.',
  goal: 'Refund car-space ticket DI-55812 (Saturday double feature was rained out).',
  build: (N) => {
    const kids = [];
    const apology = 'Sorry, the refund for ticket DI-55812 did not go through yet because our payment provider timed out. I am retrying now and will text you when it is done.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('generateContent', { contents: [{ role: 'user', parts: [{ text: 'Refund DI-55812, rained out.' }] }] }, gemResp(N, null, [['issue_refund', { ticket: 'DI-55812', amount_cents: 2400, reason: 'weather_cancellation' }]])));
      kids.push(tool('issue_refund', { functionResponse: { name: 'issue_refund' } }, { functionResponse: { name: 'issue_refund', response: { ok: false, code: 'PAYMENT_PROVIDER_TIMEOUT', provider: 'stripe', idempotency_key: 'rf_' + N.hex(16), elapsed_ms: 30000 + N.int(1, 90) } } }, { error: 'PAYMENT_PROVIDER_TIMEOUT after 30s' }));
      kids.push(llm('generateContent', { contents: '…functionResponse…' }, gemResp(N, apology, [['send_sms', { to: '+44 7700 900' + N.int(100, 999), body: apology }]])));
      kids.push(tool('send_sms', { functionCall: { name: 'send_sms' } }, { functionResponse: { name: 'send_sms', response: { sid: 'SM' + N.hex(32), status: 'queued', segments: 2 } } }));
    }
    return agent('drive-in-helpdesk', { ticket: 'DI-55812' }, { final: 'stopped: tool budget exhausted' }, kids, { metadata: { sdk: 'google-genai 0.3.0', session: N.uuid() } });
  },
},
{
  n: '03', domain: 'orchid nursery export phytosanitary certificates', style: 'smolagents (CodeAgent steps)', stagnation: false,
  isolates: 'CodeAgent re-runs the same submit_phyto_application call each step, hits the same "consignee country code UK invalid" error, and posts a slack message each time, while its step thoughts vary wording but add nothing.',
  goal: 'Submit the phytosanitary certificate application for 240 Phalaenopsis plants to a buyer in Leeds.',
  build: (N) => {
    const kids = [];
    const thoughts = [
      'Thought: I will submit the application with the consignment details and notify the export desk.',
      'Thought: The portal rejected it; maybe it was a transient issue. Resubmitting the same payload and letting the desk know.',
      'Thought: Perhaps the portal is flaky today. One more submission, and I will keep the desk updated.',
      'Thought: Still failing. I will submit again so we do not miss the shipping window, and inform the desk.',
    ];
    thoughts.forEach((t, i) => {
      const code = 'r = submit_phyto_application(genus="Phalaenopsis", qty=240, consignee_country="UK", port="LHR")\nprint(r)\npost_slack("#export-desk", "Phyto application for the Leeds Phalaenopsis order was rejected by the portal; retrying.")';
      kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [
        llm('LiteLLMModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs.' }] }, `${t}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { metadata: { model_id: 'anthropic/claude-3-5-haiku-20241022', input_tokens: N.int(2000, 5000) } }),
        tool('submit_phyto_application', { genus: 'Phalaenopsis', qty: 240, consignee_country: 'UK', port: 'LHR' }, null, { error: `ValidationError: consignee_country 'UK' is not a valid ISO 3166-1 alpha-2 code (ref ePhyto-${N.alnum(8)})` }),
        tool('post_slack', { channel: '#export-desk', text: 'Phyto application for the Leeds Phalaenopsis order was rejected by the portal; retrying.' }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` }),
      ], { type: 'step', metadata: { duration: N.ms(1500, 6000) / 1000 } }));
    });
    return agent('CodeAgent', { task: 'Submit the phyto certificate application for 240 Phalaenopsis to Leeds.' }, null, kids, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 4 } });
  },
},
{
  n: '04', domain: 'limousine hire booking', style: 'Mastra', stagnation: true,
  isolates: 'Mastra agent repeatedly calls reserveVehicle for the same stretch limo, gets the same "VEHICLE_LOCKED by maintenance hold", and emails the client the same delay notice three times.',
  goal: 'Reserve the white stretch Lincoln for the Okafor wedding party on 21 June, 14:00-19:00, and confirm by email.',
  build: (N) => {
    const kids = [];
    const email = 'Dear Ms Okafor, we are finalising your stretch Lincoln booking for 21 June and will confirm shortly. Apologies for the short delay.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('agent.generate -> llm', { messages: [{ role: 'user', content: 'Reserve white stretch Lincoln 21 June 14-19.' }] }, { text: i ? 'The reservation failed again; I will let the client know and retry.' : 'Reserving the vehicle now.', toolCalls: [{ toolName: 'reserveVehicle', args: { vehicleId: 'LIM-07', from: '2025-06-21T14:00', to: '2025-06-21T19:00' } }] }, { metadata: { 'mastra.agent': 'bookingAgent', model: 'openai/gpt-4o-mini', runId: N.uuid() } }));
      kids.push(tool('tool.reserveVehicle', { vehicleId: 'LIM-07', from: '2025-06-21T14:00', to: '2025-06-21T19:00' }, { success: false, code: 'VEHICLE_LOCKED', detail: 'maintenance hold MH-2291 until 2025-06-25', lockVersion: N.int(10, 99), checkedAt: N.isoOffset(1) }, { error: 'VEHICLE_LOCKED' }));
      kids.push(llm('agent.generate -> llm', { messages: '…' }, { text: email, toolCalls: [{ toolName: 'sendEmail', args: { to: 'a.okafor@example.com', subject: 'Your limousine booking', body: email } }] }));
      kids.push(tool('tool.sendEmail', { to: 'a.okafor@example.com' }, { messageId: `<${N.hex(20)}@mail.limolux.example>`, accepted: ['a.okafor@example.com'], response: `250 2.0.0 OK ${N.epoch()} ${N.b62(10)} - gsmtp` }));
    }
    return agent('agent.bookingAgent.generate', { input: 'Reserve the white stretch Lincoln for the Okafor wedding and confirm by email.' }, { finishReason: 'tool-calls', steps: 12 }, kids, { metadata: { 'mastra.version': '0.10', maxSteps: 12 } });
  },
},
{
  n: '05', domain: 'tsunami warning buoy telemetry', style: 'LlamaIndex (AgentRunner / FunctionCallingAgent)', stagnation: true,
  isolates: 'LlamaIndex agent retries fetch_dart_series for buoy 51407 three times, each returning the same "upstream 504 from ndbc mirror", and each time writes the same status note to the duty log.',
  goal: 'Summarise the last 6 hours of bottom-pressure readings from DART buoy 51407 for the duty officer.',
  build: (N) => {
    const kids = [];
    const note = 'Unable to retrieve DART 51407 bottom-pressure series (upstream 504). Will retry and update the duty log.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('OpenAI.achat', { messages: [{ role: 'user', content: 'Summarise last 6h for DART 51407.' }] }, { message: { role: 'assistant', content: i ? note : null, additional_kwargs: { tool_calls: [{ id: N.callId(), function: { name: 'fetch_dart_series', arguments: '{"station": "51407", "hours": 6}' }, type: 'function' }] } } }, { metadata: { 'openinference.span.kind': 'LLM', model: 'gpt-4o' } }));
      kids.push(tool('FunctionTool.acall', { tool: 'fetch_dart_series', kwargs: { station: '51407', hours: 6 } }, `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>\n<!-- mirror ${N.host('ndbc-mirror')} ${N.httpDate()} -->`, { error: 'HTTPStatusError: 504 Gateway Timeout' }));
      kids.push(tool('FunctionTool.acall', { tool: 'append_duty_log', kwargs: { entry: note } }, { line: N.int(300, 900), written_at: N.logTs() }));
    }
    kids.push(llm('OpenAI.achat', { messages: '…' }, { message: { role: 'assistant', content: note } }));
    return agent('AgentRunner.chat', { message: 'Summarise the last 6 hours of bottom-pressure readings from DART 51407.' }, { response: note }, kids, { metadata: { 'llama_index.version': '0.11.20', max_iterations: 10 } });
  },
},
{
  n: '06', domain: 'bridge (card game) club results upload', style: 'Agno agent run (formerly Phidata) — not in the brief\'s list', stagnation: true,
  isolates: 'Agno agent uploads the same PBN results file to the federation site three times, gets "Session date in the future" each time (timezone bug it never addresses), and posts the same notice in the club chat.',
  goal: 'Upload Tuesday evening pairs results (18 tables) to the national bridge federation masterpoints portal.',
  build: (N) => {
    const kids = [tool('read_file', { path: '/srv/scoring/2024-tue-pairs.pbn' }, `% PBN 2.1\n% EXPORT ${N.logTs()}\n[Event "Tuesday Evening Pairs"]\n[Date "${new Date(N.now() + 86400000).toISOString().slice(0, 10).replace(/-/g, '.')}"]\n[Board "1"] ... (18 tables, 27 boards)`)];
    const msg = 'Results upload to the federation portal failed again: the portal says the session date is in the future. Retrying the upload.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('OpenAIChat.response', { messages: [{ role: 'user', content: 'Upload the Tuesday results.' }] }, { content: i ? msg : 'Uploading the PBN file.', tool_calls: [{ function: { name: 'upload_results', arguments: '{"file": "/srv/scoring/2024-tue-pairs.pbn", "club": "C0417"}' } }] }, { metadata: { agno_run_id: N.uuid(), model: 'gpt-4o' } }));
      kids.push(tool('upload_results', { file: '/srv/scoring/2024-tue-pairs.pbn', club: 'C0417' }, `HTTP/1.1 422 Unprocessable Entity\nX-Upload-Id: up-${N.hex(12)}\nDate: ${N.httpDate()}\n\n{"errors":[{"field":"Date","msg":"Session date is in the future"}]}`, { error: 'Session date is in the future' }));
      kids.push(tool('post_whatsapp_group', { group: 'Tues Bridge Club', text: msg }, { id: 'wamid.' + N.b62(32), status: 'sent' }));
    }
    return agent('Agent.run', { message: 'Upload Tuesday evening pairs results.', agent_name: 'club-scorer' }, { content: msg, status: 'max_tool_calls' }, kids, { metadata: { framework: 'agno 1.2', session_id: N.uuid() } });
  },
},
];
