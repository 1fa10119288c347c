import { agent, llm, tool, span, sys, user, asst, tc, toolMsg } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true;

export const rows = [
{ // 01 hop kilns — Mastra
  domain: 'hop kiln drying batches', style: 'Mastra',
  isolates: 'Mastra agent retries the same kiln setpoint write, gets the same PLC timeout, and posts the same apology to the brewer channel three times.',
  goal: 'Lower oast kiln 2 to 58 °C for the Fuggle batch and notify the head brewer.',
  build(R) {
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('llm.generate', { messages: [sys('You control hop kiln setpoints.'), user('Kiln 2 to 58C for Fuggle lot 19')] }, { text: '', toolCalls: [{ toolName: 'setKilnSetpoint', args: { kiln: 2, celsius: 58 } }] }, { 'mastra.agent': 'kilnAgent', model: 'openai/gpt-4o-mini', runId: R.uuid() }));
      kids.push(tool('tool.execute setKilnSetpoint', { kiln: 2, celsius: 58 }, null, { plc: 'oast-plc-02.local:502', attempt: i + 1, elapsed: R.dur(5000, 5200) }, `ModbusTimeoutError: no response from unit 3 (register 40112) after 5000ms [tx_id=${R.int(1000, 65000)}]`));
      kids.push(llm('llm.generate', { messages: '…' }, { text: '', toolCalls: [{ toolName: 'postToChannel', args: { channel: '#kiln-floor', text: 'Sorry — I could not change kiln 2 to 58 °C, the controller is not responding. I will try again now.' } }] }, { 'mastra.agent': 'kilnAgent' }));
      kids.push(tool('tool.execute postToChannel', { channel: '#kiln-floor', text: 'Sorry — I could not change kiln 2 to 58 °C, the controller is not responding. I will try again now.' }, { ok: true, ts: `${R.epoch()}.${R.int(100000, 999999)}` }));
    }
    return agent('agent.kilnAgent.generate', { prompt: 'Lower kiln 2 to 58 °C for Fuggle lot 19 and tell Priya.' }, { finishReason: 'length', steps: 12 }, kids, { 'mastra.version': '0.10', resourceId: 'oast-house-east' });
  } },

{ // 02 print shop proof approval — smolagents
  domain: 'print shop proof approval', style: 'smolagents (CodeAgent steps)',
  isolates: 'A smolagents CodeAgent keeps re-running the same SMTP send that is rejected with the same 550 error and prints the same note to the customer-facing log each step.',
  goal: 'Email the PDF proof of 5,000 tri-fold leaflets to the customer for approval.',
  build(R) {
    const kids = [];
    for (let i = 1; i <= 4; i++) {
      kids.push(span('step', `Step ${i}`, { step_number: i }, null, [
        llm('OpenAIServerModel.generate', { messages: [sys('You are an expert assistant who can solve any task using code blobs.'), user('Email proof leaflet_5000_v3.pdf to orders@greenfold-bakery.example for approval.')] },
          'Thought: The send failed because of the mail server; I will tell the customer the proof is delayed and retry sending it.\nCode:\n```py\nres = send_email(to="orders@greenfold-bakery.example", subject="Proof for approval: tri-fold leaflet (5,000)", attachment="/jobs/4471/leaflet_5000_v3.pdf")\nprint(res)\nnotify_customer_portal(job=4471, text="Your proof is ready but our email could not be sent yet; we are retrying.")\n```<end_code>',
          { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_tokens: R.int(2000, 5000), output_tokens: R.int(90, 140) }),
        tool('send_email', { to: 'orders@greenfold-bakery.example', attachment: '/jobs/4471/leaflet_5000_v3.pdf' }, null, { smtp: 'mx-relay-2.printhaus.local' }, `SMTPDataError: (550, b'5.7.1 Message rejected: attachment size 31.4 MB exceeds limit 25 MB [queue ${R.hex(10).toUpperCase()}]')`),
        tool('notify_customer_portal', { job: 4471, text: 'Your proof is ready but our email could not be sent yet; we are retrying.' }, { posted: true, msg_id: R.int(90000, 99999), at: R.iso() }),
      ], { duration: R.ms(3000, 9000) / 1000 }));
    }
    return agent('CodeAgent', { task: 'Email proof leaflet_5000_v3.pdf for approval' }, null, kids, { error: 'Reached max steps.', smolagents_version: '1.17.0' });
  } },

{ // 03 PyPI release — OpenHands
  domain: 'Python CLI release to PyPI', style: 'OpenHands event stream',
  isolates: 'An OpenHands agent re-runs the same twine upload that fails with the same 403, each time sending the user the same message that the token is wrong and it will retry.',
  goal: 'Publish version 2.4.0 of the `tidewise` CLI to PyPI after the tag is pushed.',
  build(R) {
    const kids = [tool('CmdRunAction', { command: 'python -m build' }, `* Creating isolated environment: venv+pip...\nSuccessfully built tidewise-2.4.0.tar.gz and tidewise-2.4.0-py3-none-any.whl\n[Python Interpreter: /openhands/poetry/openhands-ai-${R.hex(6)}-py3.12/bin/python]`, { exit_code: 0, event_id: 11 })];
    for (let i = 0; i < 3; i++) {
      kids.push(tool('CmdRunAction', { command: 'twine upload dist/*', thought: '' }, `Uploading distributions to https://upload.pypi.org/legacy/\nUploading tidewise-2.4.0-py3-none-any.whl\n100% ━━━━━━━━━━━━━━━━ 41.2/41.2 kB • 00:00 • ${R.int(200, 900)}.0 kB/s\nWARNING  Error during upload. Retry with the --verbose option for more details.\nERROR    HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/\n         Invalid or non-existent authentication information. See https://pypi.org/help/#invalid-auth for more information.`, { exit_code: 1, event_id: 12 + i * 2 }, 'exit code 1'));
      kids.push(llm('MessageAction', { history_events: 12 + i * 2 }, { content: 'The upload to PyPI failed with 403 Forbidden — the API token seems to be invalid. I will retry the upload.', wait_for_response: false }, { source: 'agent', model: 'anthropic/claude-3-7-sonnet', llm_response_id: 'msg_' + R.b62(20), cost: +(R.int(10, 40) / 1000).toFixed(3) }));
    }
    return agent('CodeActAgent', { task: 'Publish tidewise 2.4.0 to PyPI' }, { agent_state: 'error', reason: 'AgentStuckInLoopError or max iterations' }, kids, { sid: R.hex(32), runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.39-nikolaik' });
  } },

{ // 04 bike fitting calendar sync — Semantic Kernel
  domain: 'bike fitting studio appointment sync', style: 'Semantic Kernel',
  isolates: 'A Semantic Kernel function-calling loop retries a Google Calendar insert that fails with the same invalid_grant and re-sends the same SMS apology to the client each round.',
  goal: 'Put the 90-minute road bike fit for client Jonas Weber on the fitter calendar and confirm by SMS.',
  build(R) {
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': 'Book bike fit for Jonas Weber, Tue 16:00, 90 min' }, { content: 'I could not add your bike fit to the calendar due to a sync problem. I will try again and confirm shortly.', tool_calls: [{ function: { name: 'CalendarPlugin-create_event', arguments: '{"title":"Road fit – J. Weber","start":"2025-07-08T16:00:00+02:00","minutes":90}' } }, { function: { name: 'SmsPlugin-send', arguments: '{"to":"+49 151 0000 4412","text":"Hi Jonas, we could not add your bike fit to the calendar due to a sync problem. We will try again and confirm shortly."}' } }] }, { 'semantic_kernel.function.invocation': 'ChatCompletion', 'gen_ai.system': 'openai' }));
      kids.push(tool('CalendarPlugin-create_event', { title: 'Road fit – J. Weber', start: '2025-07-08T16:00:00+02:00', minutes: 90 }, { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, headers: { date: R.http(), 'x-goog-request-id': R.hex(16) } }, { 'sk.function.name': 'create_event', 'sk.plugin.name': 'CalendarPlugin' }, 'HttpOperationException: invalid_grant'));
      kids.push(tool('SmsPlugin-send', { to: '+49 151 0000 4412', text: 'Hi Jonas, we could not add your bike fit to the calendar due to a sync problem. We will try again and confirm shortly.' }, { sid: 'SM' + R.hex(32), status: 'queued', segments: 2 }, { 'sk.plugin.name': 'SmsPlugin' }));
    }
    return agent('kernel.invoke FitDesk', { input: 'Book bike fit for Jonas Weber' }, { finish_reason: 'maximum_auto_invoke_attempts' }, kids, { 'service.name': 'fitdesk-sk', 'sk.version': '1.30' });
  } },

{ // 05 insulin pump supply reorders — Bedrock Agents
  domain: 'insulin pump supply reorders', style: 'Amazon Bedrock Agents trace',
  isolates: 'A Bedrock agent invokes the same action group call that returns the same 503 from the distributor API and gives the patient the same "temporarily unavailable, retrying" answer three times.',
  goal: 'Reorder a 90-day supply of infusion sets and reservoirs for member 88-3310.',
  build(R) {
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(span('orchestrationTrace', 'modelInvocationInput/Output', { text: 'Human: reorder my pump supplies\n\nAssistant:' }, { rawResponse: { content: '<thinking>I will place the reorder via the SupplyOrders action group.</thinking>' }, parsedResponse: { rationale: 'I will place the reorder via the SupplyOrders action group.' } }, [], { traceId: R.uuid() + '-' + i }));
      kids.push(tool('actionGroupInvocation SupplyOrders::POST /reorders', { memberId: '88-3310', items: [{ sku: 'MMT-397', qty: 30 }, { sku: 'MMT-332A', qty: 30 }] }, { httpStatusCode: 503, responseBody: { 'application/json': { body: JSON.stringify({ message: 'Service Unavailable', upstream: 'dist-gw-' + R.hex(4), retryAfter: 30 }) } } }, { lambda: 'arn:aws:lambda:us-east-1:000000000000:function:supply-reorder', 'x-amzn-RequestId': R.uuid() }, 'ActionGroup returned 503'));
      kids.push(llm('observation.finalResponse', null, { text: 'I\'m sorry, the supply ordering service is temporarily unavailable. I\'m retrying your reorder of infusion sets and reservoirs now.' }, { sessionId: 'sess-88-3310' }));
    }
    return agent('InvokeAgent reorder-assistant', { inputText: 'please reorder my pump supplies for 3 months', sessionId: 'sess-88-3310' }, { completion: 'I\'m sorry, the supply ordering service is temporarily unavailable. I\'m retrying your reorder of infusion sets and reservoirs now.' }, kids, { agentId: 'QX' + R.b62(8).toUpperCase(), agentAliasId: 'TSTALIASID' });
  } },

{ // 06 cold storage door sensors — plain message-level
  domain: 'cold-storage warehouse door alarm paging', style: 'plain message-level trace (chat completions with tool_calls)',
  isolates: 'Plain chat-completions trace: a restart of the same sensor gateway fails identically three times and the assistant posts the same status line to the on-call ticket each time.',
  goal: 'Restore the door-sensor gateway for freezer room F3 and keep the on-call ticket updated.',
  build(R) {
    const kids = [];
    const note = 'Gateway gw-f3 restart failed (device unreachable). Retrying restart; freezer F3 door alarms are currently not monitored.';
    for (let i = 0; i < 3; i++) {
      const a = tc(R, 'restart_gateway', { gateway: 'gw-f3', mode: 'soft' });
      const b = tc(R, 'add_ticket_comment', { ticket: 'OPS-7731', body: note });
      kids.push(llm('chat gpt-4o-mini', { messages: [sys('On-call assistant for a cold-storage warehouse.'), user('gw-f3 offline, please fix and keep OPS-7731 updated')] }, { role: 'assistant', content: note, tool_calls: [a, b] }, { model: 'gpt-4o-mini-2024-07-18', id: 'chatcmpl-' + R.b62(29), system_fingerprint: 'fp_' + R.hex(10) }));
      kids.push(tool('restart_gateway', JSON.parse(a.function.arguments), `ssh: connect to host gw-f3.coldstore.lan port 22: No route to host\n(attempt ${i + 1}, ${R.syslog()})`, null, 'exit status 255'));
      kids.push(tool('add_ticket_comment', JSON.parse(b.function.arguments), { id: R.int(400000, 499999), created: R.iso(), self: `https://jira.coldstore.example/rest/api/2/issue/OPS-7731/comment/${R.int(100000, 199999)}` }));
    }
    return agent('session', { user: 'oncall-bot' }, null, kids, { recorder: 'raw messages log' });
  } },
];
