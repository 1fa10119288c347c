import { agent, llm, tool, chain, span, sys, usr, asst, tc } from './lib.mjs';
// Loop: try -> same failure -> near-identical message to the user/channel -> try again, 3+ rounds.
export default {
  family: 'same_failure_same_apology', loop: true, stagnation: true,
  rows: [
    { domain: 'steam railway boiler inspection', style: 'Google ADK',
      isolates: 'ADK agent submits the same boiler-certificate upload three times, gets the same 413 from the insurer portal each time, and posts the same apology to the loco crew chat after each attempt.',
      goal: 'Upload the hydraulic test certificate for locomotive 7828 "Odney Manor" to the boiler insurer before Friday\'s steam test.',
      build: (N) => {
        const kids = [];
        const apology = 'Sorry — the insurer portal rejected the certificate upload again. I\'ll retry now and let you know.';
        for (let i = 0; i < 3; i++) {
          kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'Upload the 7828 hydraulic test cert.' }] }] }) }, { content: { role: 'model', parts: [{ functionCall: { name: 'upload_certificate', args: { loco: '7828', file: 'gs://gwsr-boilers/7828/hydraulic_test_2024.pdf', insurer: 'HSB-Engineering' } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.b62(8) }));
          kids.push(tool('execute_tool upload_certificate', { loco: '7828', file: 'gs://gwsr-boilers/7828/hydraulic_test_2024.pdf' }, { status: 413, headers: { date: N.http(), 'x-amzn-requestid': N.uuid(), server: 'awselb/2.0' }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center></body></html>' }, { 'gen_ai.tool.name': 'upload_certificate', attempt: i + 1 }, 'HTTP 413 Request Entity Too Large (file 38.4 MB, portal limit 10 MB)'));
          kids.push(llm('call_llm', { note: 'after function_response' }, { content: { role: 'model', parts: [{ functionCall: { name: 'post_crew_chat', args: { text: apology } } }] } }, { 'gcp.vertex.agent.event_id': N.b62(8) }));
          kids.push(tool('execute_tool post_crew_chat', { channel: 'loco-7828-crew', text: apology }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` }, { 'gen_ai.tool.name': 'post_crew_chat' }));
        }
        return agent('invoke_agent boiler_paperwork_agent', { new_message: 'Upload the 7828 hydraulic test cert before Friday.' }, { final: 'stopped: max_llm_calls=6 reached' }, kids, { 'gen_ai.agent.name': 'boiler_paperwork_agent', 'gcp.vertex.agent.session_id': N.uuid(), app_name: 'gwsr_mpd' });
      } },
    { domain: 'rooftop apiary', style: 'Pydantic AI (Logfire)',
      isolates: 'Pydantic AI agent keeps calling the hive-scale API with an expired token (same 401 each time) and sends the beekeeper the same "scale offline, retrying" text three times.',
      goal: 'Report the weight gain of the three rooftop hives on the Farringdon office block since the lime flow started.',
      build: (N) => {
        const kids = [];
        const msg = 'The hive scale service is refusing my requests right now, so I can\'t read the weights yet. Retrying shortly.';
        for (let i = 0; i < 3; i++) {
          kids.push(llm('chat gpt-4o', { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ 'event.name': 'gen_ai.user.message', content: 'Weight gain of hives R1-R3 since lime flow (Jun 18)?' }] }, { 'gen_ai.choice': { message: { role: 'assistant', tool_calls: [{ id: 'call_' + N.b62(20), type: 'function', function: { name: 'get_hive_weights', arguments: '{"hives":["R1","R2","R3"],"since":"2024-06-18"}' } }] } } }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': 600 + 140 * i, 'logfire.msg': 'chat gpt-4o' }));
          kids.push(tool('running tool: get_hive_weights', { hives: ['R1', 'R2', 'R3'], since: '2024-06-18' }, { error_type: 'HTTPStatusError', message: `Client error '401 Unauthorized' for url 'https://api.broodminder.example/v2/devices/weights?since=2024-06-18'`, response_headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token expired"', 'x-request-id': N.uuid(), date: N.http() } }, { 'logfire.level_name': 'error', retry: i }, "HTTPStatusError: Client error '401 Unauthorized'"));
          kids.push(llm('chat gpt-4o', { note: 'ToolRetryError returned to model' }, { 'gen_ai.choice': { message: { role: 'assistant', tool_calls: [{ id: 'call_' + N.b62(20), function: { name: 'notify_beekeeper', arguments: JSON.stringify({ text: msg }) } }] } } }, { 'logfire.span_type': 'span' }));
          kids.push(tool('running tool: notify_beekeeper', { text: msg }, { delivered: true, sms_id: 'SM' + N.hex(30) }, { 'logfire.level_name': 'info' }));
        }
        return agent('agent run', { prompt: 'Weight gain of the rooftop hives since the lime flow started?', 'agent_name': 'apiary_agent' }, null, kids, { 'logfire.span_type': 'span', 'pydantic_ai.usage_limits': { request_limit: 6 }, final: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' });
      } },
    { domain: 'mountain observatory cloud camera', style: 'OpenInference / Arize Phoenix',
      isolates: 'Agent restarts the all-sky cloud camera over SSH three times, each time it fails with the same "device busy" error, and files an identical note in the observing log after each failure.',
      goal: 'Get the all-sky cloud camera at the Pic du Midi annex streaming again before the night\'s observing run begins.',
      build: (N) => {
        const kids = [];
        const note = 'Cloud camera restart failed (device busy). Observers: cloud cover data unavailable; I am retrying the restart.';
        for (let i = 0; i < 3; i++) {
          kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are the night assistant of the observatory.', 'llm.input_messages.1.message.content': 'Cloud camera is down, get it streaming before dusk.' }, { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'ssh_exec', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"host":"allsky-cam.pdm.obs","cmd":"sudo systemctl restart allsky-capture"}' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': 700 + i * 230 }));
          kids.push(tool('ssh_exec', { 'openinference.span.kind': 'TOOL', 'tool.name': 'ssh_exec', 'tool.parameters': '{"host":"allsky-cam.pdm.obs","cmd":"sudo systemctl restart allsky-capture"}' }, `Job for allsky-capture.service failed because the control process exited with error code.\n${N.syslog()} allsky-cam allsky-capture[${N.int(2000, 9000)}]: ASI_ERROR_CAMERA_BUSY: /dev/bus/usb/001/00${N.int(3, 9)} device busy (held by pid ${N.int(400, 1900)})\n${N.syslog()} allsky-cam systemd[1]: allsky-capture.service: Failed with result 'exit-code'.\nexit status 1 (took ${N.dur()})`, { 'openinference.span.kind': 'TOOL' }, 'exit status 1'));
          kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.3.message.role': 'tool' }, { 'llm.output_messages.0.message.content': 'The restart failed. I will note it in the observing log and retry.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'append_obslog' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' }));
          kids.push(tool('append_obslog', { 'tool.name': 'append_obslog', 'tool.parameters': JSON.stringify({ entry: note }) }, { id: N.int(88000, 89999), written: N.iso() }, { 'openinference.span.kind': 'TOOL' }));
        }
        return agent('night-assistant', { 'openinference.span.kind': 'AGENT', 'input.value': 'Get the cloud camera streaming before the run.' }, { 'output.value': 'Retrying the restart.' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() });
      } },
    { domain: 'tapestry loom workshop', style: 'smolagents',
      isolates: 'smolagents CodeAgent re-runs the same cartoon-to-jacquard conversion three times, hits the same palette IndexError each time, and prints the same message for the weaver after every step.',
      goal: 'Convert the cartoon "Heron at Low Water" into a jacquard card file for the 1,200-hook loom and tell the weaver when it is ready.',
      build: (N) => {
        const kids = [];
        const code = "img = load_cartoon('heron_low_water.tif')\ncards = to_jacquard(img, hooks=1200, palette='wool_22')\nsave_cards(cards, 'heron.jc5')";
        for (let i = 0; i < 3; i++) {
          const step = [
            llm('LiteLLMModel.__call__', { messages: [{ role: 'user', content: 'New task: convert heron cartoon to jacquard cards.' }], step_number: i + 1 }, `Thought: I will convert the cartoon with the 22-colour wool palette and save the card file, then tell the weaver.\nCode:\n\`\`\`py\n${code}\nfinal_message('Working on the heron card file — the conversion hit an error, trying again.')\n\`\`\`<end_code>`, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_token_count: 2100 + 400 * i, output_token_count: N.int(80, 110) }),
            tool('PythonInterpreterTool', { code }, { logs: `Loaded heron_low_water.tif 4800x3200 RGB in ${N.dur()}\nQuantising to 22 colours...`, output: null }, { step_number: i + 1 }, "Code execution failed at line 'cards = to_jacquard(img, hooks=1200, palette='wool_22')' due to: IndexError: palette index 23 out of range for 'wool_22' (22 entries)"),
            tool('send_to_weaver', { text: 'Working on the heron card file — the conversion hit an error, trying again.' }, 'sent', { step_number: i + 1 }),
          ];
          kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, { observations: 'Error' }, step, { duration: N.dur(), start_time: N.epoch() }));
        }
        return agent('CodeAgent', { task: 'Convert "Heron at Low Water" to a jacquard card file.' }, 'Reached max steps.', kids, { max_steps: 3, smolagents_version: '1.9.2' });
      } },
    { domain: 'canal narrowboat hire', style: 'Langfuse',
      isolates: 'Langfuse-traced agent tries to book the same lock-passage slot three times, gets the same "slot closed for stoppage" 409 each time, and emails the hirer the same apology each round.',
      goal: 'Book passage through the Caen Hill flight for hire boat "Kingfisher Lass" on Tuesday morning and confirm to the hirer.',
      build: (N) => {
        const kids = [];
        const mail = 'Apologies — I could not book your Caen Hill passage for Tuesday morning; the booking system returned an error. I am trying again.';
        for (let i = 0; i < 3; i++) {
          kids.push(span('llm', 'openai.chat', { messages: [{ role: 'user', content: 'Book Caen Hill for Kingfisher Lass, Tue AM.' }] }, { role: 'assistant', tool_calls: [{ function: { name: 'book_lock_passage', arguments: '{"flight":"caen_hill","boat":"Kingfisher Lass","date":"2024-10-15","window":"08:00-10:00"}' } }] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o', usage: { input: 900 + 200 * i, output: 44 }, observation_id: N.uuid(), startTime: N.iso() } }));
          kids.push(tool('book_lock_passage', { flight: 'caen_hill', boat: 'Kingfisher Lass', date: '2024-10-15', window: '08:00-10:00' }, { status: 409, body: { code: 'SLOT_CLOSED', detail: 'Passage windows closed 14-18 Oct: winter stoppage lock 29 (gate replacement). See notice CRT-' + N.int(10000, 99999), trace: N.hex(16) } }, { langfuse_type: 'SPAN', level: 'ERROR' }, '409 SLOT_CLOSED'));
          kids.push(span('llm', 'openai.chat', { note: 'tool error in context' }, { role: 'assistant', content: null, tool_calls: [{ function: { name: 'send_email', arguments: JSON.stringify({ to: 'hirer-4471@bookings.example', subject: 'Your Caen Hill passage', body: mail }) } }] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o' } }));
          kids.push(tool('send_email', { to: 'hirer-4471@bookings.example', subject: 'Your Caen Hill passage', body: mail }, { accepted: ['hirer-4471@bookings.example'], messageId: `<${N.hex(12)}@mail-${N.int(1, 4)}.boatyard.example>` }, { langfuse_type: 'SPAN' }));
        }
        return agent('boatyard-desk', { input: 'Book Caen Hill for Kingfisher Lass Tuesday morning' }, null, kids, { langfuse_type: 'TRACE', sessionId: 'sess_' + N.hex(10), userId: 'desk-2', tags: ['hire-desk'], release: 'v3.2.0' });
      } },
    { domain: 'herbarium specimen database', style: 'Gemini API function calling',
      isolates: 'Gemini agent retries the same specimen-record merge three times, always gets the same foreign-key violation, and posts the same status to the curator ticket each time.',
      goal: 'Merge duplicate herbarium records E00412873 and E00412874 (same Sphagnum collection) and update curator ticket HERB-912.',
      build: (N) => {
        const kids = [];
        const note = 'Merge of E00412873 into E00412874 failed due to a database constraint. Retrying the merge.';
        const contents = [{ role: 'user', parts: [{ text: 'Merge E00412873 and E00412874, update HERB-912.' }] }];
        for (let i = 0; i < 3; i++) {
          kids.push(llm('generateContent', { model: 'models/gemini-1.5-pro-002', contents: `[${contents.length + 4 * i} contents]` }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'merge_records', args: { keep: 'E00412874', drop: 'E00412873' } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 1200 + 310 * i, candidatesTokenCount: 22 }, modelVersion: 'gemini-1.5-pro-002' }, { responseId: N.b62(22) }));
          kids.push(tool('merge_records', { keep: 'E00412874', drop: 'E00412873' }, { functionResponse: { name: 'merge_records', response: { error: 'psycopg2.errors.ForeignKeyViolation: update or delete on table "specimen" violates foreign key constraint "loan_item_specimen_fk" on table "loan_item"\nDETAIL:  Key (barcode)=(E00412873) is still referenced from table "loan_item".', pg_backend_pid: N.int(10000, 40000), statement_ms: N.ms(5, 90) } } }, {}, 'ForeignKeyViolation'));
          kids.push(llm('generateContent', { model: 'models/gemini-1.5-pro-002' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'comment_ticket', args: { ticket: 'HERB-912', body: note } } }] } }] }, { responseId: N.b62(22) }));
          kids.push(tool('comment_ticket', { ticket: 'HERB-912', body: note }, { functionResponse: { name: 'comment_ticket', response: { id: N.int(50000, 59999), created: N.iso() } } }, {}));
        }
        return agent('herbarium-curation-agent', { user: 'Merge E00412873 and E00412874, update HERB-912.' }, { stopped: 'max function-call turns (12)' }, kids, { sdk: 'google-genai 1.2.0', automatic_function_calling: { maximum_remote_calls: 12 } });
      } },
  ],
};
