import { agent, llm, tool, span, sys, user } from './lib.mjs';

export const FAMILY = 'repeated_failure_notice';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'Try, fail the same way, tell the human the same thing, try again: three or more identical rounds.';

export const scenarios = [
  {
    n: 1, domain: 'halloumi dairy export certificates', style: 'Anthropic Messages API logs',
    isolates: 'Agent submits the same halloumi export health certificate to the TRACES portal, gets the same 422 PDO-code rejection, and posts the same Slack update each round.',
    goal: 'Get the export health certificate for halloumi lot HL-2207 (Cyprus PDO) accepted in the EU TRACES portal for a shipment to Rotterdam.',
    build: (k) => {
      const kids = [];
      for (let i = 0; i < 3; i++) {
        const id1 = k.toolUseId(), id2 = k.toolUseId();
        kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, messages: [{ role: 'user', content: 'Submit EHC for HL-2207' }] }, { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Submitting the export health certificate for lot HL-2207 to TRACES now.' }, { type: 'tool_use', id: id1, name: 'traces_submit_ehc', input: { lot: 'HL-2207', commodity_code: '04069050', pdo: 'CY/PDO/0005/01243', consignee: 'Van Dijk Foods BV' } }], stop_reason: 'tool_use', usage: { input_tokens: k.int(2000, 4000), output_tokens: k.int(80, 120) } }, { 'request-id': k.reqId('req_01'), 'anthropic-ratelimit-requests-remaining': String(k.int(40, 49)) }));
        k.tick(2000, 6000);
        kids.push(tool('traces_submit_ehc', { lot: 'HL-2207', commodity_code: '04069050', pdo: 'CY/PDO/0005/01243' }, { status: 422, headers: { date: k.httpDate(), 'x-correlation-id': k.uuid(), server: k.host('traces-gw') }, body: { errorCode: 'EHC-VAL-031', message: 'Box I.28: PDO reference not registered for commodity 04069050', submissionRef: 'DRAFT.CY.2025.' + k.int(100000, 999999) } }, undefined, 'HTTP 422 EHC-VAL-031: PDO reference not registered for commodity 04069050'));
        kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: id1, is_error: true, content: 'HTTP 422 EHC-VAL-031' }] }] }, { id: 'msg_01' + k.b62(22), content: [{ type: 'text', text: 'The TRACES portal rejected the certificate for HL-2207 with EHC-VAL-031 (PDO reference not registered). I will let the export team know and retry the submission.' }, { type: 'tool_use', id: id2, name: 'slack_post', input: { channel: '#export-desk', text: ':warning: TRACES rejected the EHC for halloumi lot HL-2207 (EHC-VAL-031, PDO reference not registered). Retrying the submission.' } }], stop_reason: 'tool_use' }, { 'request-id': k.reqId('req_01') }));
        kids.push(tool('slack_post', { channel: '#export-desk', text: ':warning: TRACES rejected the EHC for halloumi lot HL-2207 (EHC-VAL-031, PDO reference not registered). Retrying the submission.' }, { ok: true, channel: 'C04' + k.b62(8).toUpperCase(), ts: `${k.epoch()}.${k.int(100000, 999999)}` }));
      }
      return agent('export-desk-agent', { task: 'EHC HL-2207' }, { stop_reason: 'max_iterations', iterations: 12 }, kids, { log_source: 'anthropic-messages-proxy', workspace: 'wrkspc_' + k.b62(12) });
    },
  },
  {
    n: 2, domain: 'buffalo mozzarella cold chain', style: 'Langfuse',
    isolates: 'Langfuse trace: the agent books a reefer pickup, the carrier API times out identically, the agent emails the same apology to the customer, three rounds.',
    goal: 'Book a refrigerated courier pickup (2-4 °C) for 40 kg of buffalo mozzarella from the Caserta dairy to a Milan restaurant and tell the buyer the pickup time.',
    build: (k) => {
      const obs = [];
      const mail = 'Dear Trattoria Brera team, we are having trouble booking the refrigerated pickup for your mozzarella order MZ-5531. We are trying again and will confirm the pickup time shortly. Kind regards, Caseificio Aversa';
      for (let i = 0; i < 4; i++) {
        obs.push(span('generation', 'plan-next-step', [sys('Cold chain logistics assistant'), user('Order MZ-5531 pickup')], { content: i === 0 ? 'I will book the refrigerated pickup with FrigoExpress for order MZ-5531.' : 'The booking failed again. I will inform the buyer and retry the FrigoExpress booking for order MZ-5531.', tool_calls: [{ name: 'frigo_book_pickup', arguments: '{"order":"MZ-5531","temp_range":"2-4C","kg":40,"from":"CE-81031","to":"MI-20121"}' }] }, [], { metadata: { langfuse_observation_id: k.uuid(), model: 'gpt-4o', usage: { input: k.int(800, 1900), output: k.int(40, 90), unit: 'TOKENS' }, latency_ms: k.ms(600, 2400) } }));
        obs.push(tool('frigo_book_pickup', { order: 'MZ-5531', temp_range: '2-4C', kg: 40 }, { error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='api.frigoexpress.it', port=443): Read timed out. (read timeout=30)`, attempt_started: (k.tick(30000, 31000), k.isoOffset(1)) }, { langfuse_observation_id: k.uuid(), level: 'ERROR' }, 'ReadTimeout: api.frigoexpress.it read timed out (30s)'));
        if (i < 3) obs.push(tool('send_email', { to: 'ordini@trattoriabrera.it', subject: 'Your order MZ-5531 – pickup update', body: mail }, { id: '<' + k.hex(16) + '@mail.caseificioaversa.it>', accepted: ['ordini@trattoriabrera.it'], response: '250 2.0.0 OK ' + k.epoch() + ' ' + k.b62(12) }, { langfuse_observation_id: k.uuid() }));
      }
      return span('agent', 'cold-chain-agent', { order: 'MZ-5531' }, { status: 'aborted', reason: 'step budget 12 reached' }, obs, { metadata: { langfuse_trace_id: k.hex(32), session_id: 'sess-' + k.hex(8), release: 'v2.3.1', tags: ['cold-chain', 'prod'] } });
    },
  },
  {
    n: 3, domain: 'balsamic vinegar acetaia barrel ledger', style: 'smolagents',
    isolates: 'smolagents CodeAgent runs the same ledger write that raises the same PermissionError, then prints the same message to the user each step.',
    goal: 'Record the annual rincalzo (top-up) transfers for the five-barrel batteria B3 in the acetaia ledger spreadsheet and tell the owner when done.',
    build: (k) => {
      const kids = [];
      for (let i = 1; i <= 4; i++) {
        const code = `rows = [("B3-1","B3-2",2.5),("B3-2","B3-3",3.0),("B3-3","B3-4",3.5),("B3-4","B3-5",4.0)]\nwrite_ledger(path="/srv/acetaia/ledger_2025.xlsx", sheet="batteria_B3", rows=rows)\nfinal_message("I could not write the ledger yet because the file is locked; I will try again.")`;
        kids.push(llm(`Step ${i}`, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', messages: [{ role: 'user', content: 'Record rincalzo transfers for batteria B3' }] }, `Thought: I will write the rincalzo transfers for batteria B3 to the ledger and inform the owner.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { step_number: i, input_token_count: k.int(2100, 2600) + i * 400, output_token_count: k.int(140, 170), duration: +(k.r() * 3 + 1).toFixed(3) }, [
          tool('python_interpreter', { code }, { observations: `Execution logs:\nI could not write the ledger yet because the file is locked; I will try again.\n`, error: `Code execution failed at line 'write_ledger(path="/srv/acetaia/ledger_2025.xlsx", sheet="batteria_B3", rows=rows)' due to: PermissionError: [Errno 13] Permission denied: '/srv/acetaia/~$ledger_2025.xlsx' (lock held by MODENA-PC\\\\giulia since ${k.euDate()})` }, { executor: 'LocalPythonExecutor' }, 'PermissionError: [Errno 13] Permission denied: /srv/acetaia/~$ledger_2025.xlsx'),
        ]));
        k.tick(5000, 15000);
      }
      return agent('CodeAgent', { task: 'Record rincalzo transfers for batteria B3 and tell Sig. Ferrari.' }, { error: 'AgentMaxStepsError: Reached max steps.' }, kids, { max_steps: 4, agent_type: 'CodeAgent', tools: ['write_ledger', 'final_message'] });
    },
  },
  {
    n: 4, domain: 'puffin colony camera uploads', style: 'Pydantic AI (Logfire)',
    isolates: 'Pydantic AI agent tries to upload a burrow-camera batch to the seabird trust bucket, gets the same 403 SignatureDoesNotMatch, and posts the same field-team message each time.',
    goal: 'Upload the 18 June burrow-camera image batch from the Skomer puffin plots to the seabird trust bucket and notify the field team.',
    build: (k) => {
      const kids = [];
      const note = 'Upload of burrow-camera batch 2025-06-18 (plots P4-P9) to s3://seabird-trust-raw failed with 403 SignatureDoesNotMatch. Will retry.';
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat claude-3-5-haiku-latest', { 'gen_ai.request.model': 'claude-3-5-haiku-latest', messages: [user('Upload batch 2025-06-18 and notify field team')] }, { parts: [{ part_kind: 'text', content: i ? 'The upload failed again with the same signature error. I will notify the field team and retry.' : 'Uploading the batch now.' }, { part_kind: 'tool-call', tool_name: 'upload_batch', args: { local_dir: '/data/cams/2025-06-18', bucket: 'seabird-trust-raw', prefix: 'skomer/puffin/2025/06/18/' }, tool_call_id: k.toolUseId() }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat claude-3-5-haiku-latest', 'gen_ai.usage.input_tokens': k.int(900, 1800) }));
        k.tick(8000, 20000);
        kids.push(tool('running tool: upload_batch', { local_dir: '/data/cams/2025-06-18', bucket: 'seabird-trust-raw' }, '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><RequestId>' + k.hex(16).toUpperCase() + '</RequestId><HostId>' + k.b62(56) + '=</HostId></Error>', { 'logfire.msg': 'running tool: upload_batch', files_attempted: 1, bytes_sent: 0 }, 'botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation'));
        kids.push(tool('running tool: notify_field_team', { message: note }, { delivered: true, radio_relay: 'SKM-VHF-2', queued_at: k.logDate() }, { 'logfire.msg': 'running tool: notify_field_team' }));
      }
      return agent('agent run', { user_prompt: 'Upload batch 2025-06-18 and notify field team' }, null, kids, { 'logfire.msg': 'puffin_uploader run', 'logfire.span_type': 'span', error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' });
    },
  },
  {
    n: 5, domain: 'permafrost borehole logger sync', style: 'Google ADK',
    isolates: 'Google ADK agent pulls the same thermistor-string logger over Iridium, gets the same CRC error, and tells the researcher the same thing three times.',
    goal: 'Download the winter temperature series from permafrost borehole logger YK-07 (Yukon) and tell the researcher whether the active layer refroze.',
    build: (k) => {
      const ev = [];
      const msg = 'I was unable to download the YK-07 logger data: the Iridium SBD transfer failed its CRC check. I will retry the download.';
      for (let i = 0; i < 3; i++) {
        ev.push(llm('call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'Get YK-07 winter series' }] }] }, { content: { role: 'model', parts: [{ functionCall: { id: 'adk-' + k.uuid(), name: 'iridium_fetch_logger', args: { logger_id: 'YK-07', imei: '300434063' + k.int(100000, 999999), range: '2024-10-01/2025-04-30' } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + k.uuid(), 'gcp.vertex.agent.event_id': k.b62(8) }));
        k.tick(60000, 180000);
        ev.push(tool('execute_tool iridium_fetch_logger', { logger_id: 'YK-07' }, { functionResponse: { name: 'iridium_fetch_logger', response: { status: 'error', error: 'CRC mismatch in SBD MT segment 3/11', momsn: k.int(2000, 9000), gateway: 'ird-gw-' + k.int(1, 4) + '.tempe', session_ts: k.isoNoMs() } } }, { 'gen_ai.operation.name': 'execute_tool' }, 'CRC mismatch in SBD MT segment 3/11'));
        ev.push(llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ text: msg }] } }, { 'gcp.vertex.agent.event_id': k.b62(8) }));
      }
      return agent('invoke_agent permafrost_agent', { new_message: { role: 'user', parts: [{ text: 'Did the active layer at YK-07 refreeze this winter?' }] } }, { final: msg }, ev, { 'gen_ai.agent.name': 'permafrost_agent', 'gcp.vertex.agent.session_id': k.uuid(), app_name: 'borehole_ops' });
    },
  },
  {
    n: 6, domain: 'mine rescue station SCBA roster', style: 'OpenInference / Arize Phoenix',
    isolates: 'OpenInference trace: agent tries to publish the SCBA inspection roster, the roster service returns the same 409 conflict, and a near-identical ticket comment is added each round.',
    goal: 'Publish next month\'s SCBA (breathing apparatus) inspection roster for the Karlsson mine rescue station and close ticket MRS-314.',
    build: (k) => {
      const kids = [];
      const comment = 'Roster publish failed: version conflict (409) on roster 2025-09. Retrying publish.';
      for (let i = 0; i < 3; i++) {
        kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You manage the mine rescue station rosters.', 'llm.input_messages.1.message.content': 'Publish September SCBA roster and close MRS-314' }, { 'llm.output_messages.0.message.content': i ? 'Publishing failed again with a version conflict. I will note it on the ticket and retry the publish.' : 'Publishing the September roster.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'publish_roster' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.total': k.int(900, 1500) }));
        kids.push(tool('publish_roster', { 'tool.name': 'publish_roster', 'tool.parameters': '{"roster":"2025-09","base_version":41}' }, JSON.stringify({ status: 409, error: 'VersionConflict', current_version: 42, base_version: 41, etag: k.etag(), server_time: (k.tick(), k.isoNoMs()), trace: k.reqId('x-') }), { 'openinference.span.kind': 'TOOL' }, 'VersionConflict: base_version 41, current 42'));
        kids.push(tool('jira_add_comment', { 'tool.name': 'jira_add_comment', 'tool.parameters': JSON.stringify({ issue: 'MRS-314', body: comment }) }, { id: String(k.int(100000, 199999)), created: k.iso().replace('Z', '+0000'), self: 'https://karlsson-mines.atlassian.net/rest/api/2/issue/MRS-314/comment' }, { 'openinference.span.kind': 'TOOL' }));
      }
      return agent('roster-agent', { 'input.value': 'Publish September SCBA roster and close MRS-314' }, { 'output.value': 'Stopped: recursion limit' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': k.uuid() });
    },
  },
];
