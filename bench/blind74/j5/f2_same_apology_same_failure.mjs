// Family 2 (loop): try the same failing action, fail the same way, tell the user the same thing,
// and go round again (3+ rounds).
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'same_apology_same_failure';
export const LOOP = true;

export const ROWS = [
{
  id: '01', stagnation: true,
  isolates: 'OpenTelemetry GenAI spans: the boiler-inspection agent uploads the same ultrasonic thickness report to the regulator portal, gets the same 413 each time, and posts an almost identical chat message to the inspector after every failure, four rounds.',
  goal: 'File the ultrasonic shell-thickness report for locomotive 7820 "Dinmore Manor" boiler with the heritage-railway regulator portal before the certificate lapses on Friday.',
  build: (N) => {
    const kids = [];
    const msg = 'The upload of the UT thickness report for 7820 to the regulator portal failed (file too large). I will retry the upload now.';
    kids.push(tool('execute_tool locate_report', { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'locate_report', 'gen_ai.tool.call.arguments': JSON.stringify({ loco: '7820', kind: 'UT-shell' }) },
      { 'gen_ai.tool.call.result': JSON.stringify({ path: '/srv/inspections/7820/UT_shell_2025_scan.pdf', size_bytes: 48213922, pages: 212, sha256: N.sha(64), scanned_by: 'BoilerTech Ltd' }) }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'File the UT report for 7820 with the regulator portal.' }] }] },
        { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'portal_upload', arguments: { file: '/srv/inspections/7820/UT_shell_2025_scan.pdf', form: 'BX-11', loco: '7820' } }], finish_reason: 'tool_call' }], 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': N.int(900, 2400), 'gen_ai.usage.output_tokens': N.int(40, 70) }));
      const rid = N.hex(16);
      kids.push(tool('execute_tool portal_upload', { 'gen_ai.tool.name': 'portal_upload', 'gen_ai.tool.call.arguments': '{"file":"/srv/inspections/7820/UT_shell_2025_scan.pdf","form":"BX-11","loco":"7820"}' },
        { status: 413, headers: { date: N.http(), server: 'nginx', 'x-request-id': rid, 'content-type': 'text/html' }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>' },
        { error: `HTTPError: 413 Request Entity Too Large (x-request-id ${rid})`, metadata: { 'error.type': '413', 'server.address': 'portal.' + N.pick(['hrso', 'hrso-eu']) + '.org.uk' } }));
      kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': '[... tool result 413 ...]' },
        { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'post_to_inspector', arguments: { text: i === 2 ? msg.replace('now', 'right away') : msg } }] }] }));
      kids.push(tool('execute_tool post_to_inspector', { 'gen_ai.tool.name': 'post_to_inspector', 'gen_ai.tool.call.arguments': JSON.stringify({ text: msg }) }, { ok: true, ts: `${N.tick()}.${N.int(100000, 999999)}`, channel: 'C0' + N.b62(8).toUpperCase() }));
    }
    return agent('invoke_agent boiler-paperwork', { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'boiler-paperwork', 'gen_ai.agent.id': N.uuid() }, { 'gen_ai.response.finish_reasons': ['length'] }, kids,
      { metadata: { 'service.name': 'railway-ops-agent', 'telemetry.sdk.language': 'python', 'otel.scope.name': 'opentelemetry.instrumentation.openai_v2' } });
  },
},
{
  id: '02', stagnation: true,
  isolates: 'CrewAI crew: the loom-programming agent pushes the same jacquard card file to the loom controller, gets the same checksum rejection, and posts the same apology to the weavers\' channel three-plus times.',
  goal: 'Load the new 2,400-end pattern "Heron at Dusk" onto the TC2 jacquard loom at the tapestry studio and confirm to the weavers that it is ready for tomorrow morning.',
  build: (N) => {
    const kids = [];
    const say = 'Sorry, the pattern upload to the TC2 loom failed with a checksum error. I am trying again and will confirm when it is loaded.';
    for (let i = 0; i < 4; i++) {
      kids.push(llm('LLM Call', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are Loom Programmer. Goal: get patterns onto the studio looms reliably.' }, { role: 'user', content: 'Current Task: Load "Heron at Dusk" onto TC2 and tell the weavers.' }] },
        `Thought: I need to upload the pattern file to the loom controller.\nAction: loom_upload\nAction Input: {"loom": "TC2", "file": "heron_at_dusk_2400.wif"}`, { metadata: { crewai_agent_role: 'Loom Programmer', tokens: N.int(500, 1300) } }));
      kids.push(tool('loom_upload', { loom: 'TC2', file: 'heron_at_dusk_2400.wif' },
        `TC2 controller ${N.pick(['10.4.0.21', '10.4.0.22'])} | session ${N.hex(6)} | ${N.iso()}\nRX 1,204,882 bytes in ${N.dur()}\nERR E-CRC: block 117 checksum 0x${N.hex(4)} != expected 0x3f9a; pattern rejected`, { error: 'Tool loom_upload failed: E-CRC block 117 pattern rejected' }));
      kids.push(llm('LLM Call', { model: 'gpt-4o-mini', messages: '[... observation: E-CRC block 117 ...]' },
        `Thought: The upload failed; I should let the weavers know.\nAction: post_team_message\nAction Input: {"channel": "#weaving-floor", "text": "${say}"}`, { metadata: { crewai_agent_role: 'Loom Programmer' } }));
      kids.push(tool('post_team_message', { channel: '#weaving-floor', text: say }, { delivered: true, message_id: N.uuid(), at: N.isoOff() }));
    }
    return agent('Crew: studio_loom_crew', { inputs: { pattern: 'Heron at Dusk', loom: 'TC2' } }, { raw: 'Agent stopped due to iteration limit or time limit.', tasks_output: [] }, [
      span('task', 'Task: Load pattern and notify weavers', { description: 'Load "Heron at Dusk" onto TC2 and confirm to the weavers.', expected_output: 'Confirmation that the pattern is loaded.', agent: 'Loom Programmer' }, null, kids, { metadata: { max_iter: 16, crew_id: N.uuid() } }),
    ], { metadata: { crewai_version: '0.86.0', process: 'sequential' } });
  },
},
{
  id: '03', stagnation: true,
  isolates: 'smolagents CodeAgent: each step fetches the same all-sky cloud-camera frame, times out identically, and calls send_message with the same wording; the thought text is the same each step.',
  goal: 'Tell the night observer at the Pic du Midi dome whether the sky is clear enough to open for the 02:00 occultation run, based on the latest all-sky camera frame.',
  build: (N) => {
    const kids = [];
    const thought = 'Thought: I need the latest all-sky frame to estimate cloud cover. I will fetch it and inform the observer of any problem.';
    for (let i = 1; i <= 4; i++) {
      const code = `frame = fetch_allsky_frame(camera="ASC-2", latest=True)\nprint(frame["cloud_fraction"])`;
      kids.push(span('step', `Step ${i}`, { step_number: i }, null, [
        llm('OpenAIServerModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: 'New task: Is the sky clear enough to open for the 02:00 occultation run?' }] },
          `${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { metadata: { input_tokens: N.int(2000, 4200), output_tokens: N.int(60, 90) } }),
        tool('python_interpreter', { code }, null, { error: `Code execution failed at line 'frame = fetch_allsky_frame(camera="ASC-2", latest=True)' due to: TimeoutError: GET http://asc2.dome.local:8081/latest.fits timed out after 30.0s (attempt id ${N.hex(8)})` }),
        llm('OpenAIServerModel.generate', { messages: '[... Error ...]' }, `${thought}\nCode:\n\`\`\`py\nsend_message(to="night-observer", text="The all-sky camera is not responding, so I cannot assess cloud cover yet. Retrying.")\n\`\`\`<end_code>`),
        tool('send_message', { to: 'night-observer', text: 'The all-sky camera is not responding, so I cannot assess cloud cover yet. Retrying.' }, `Execution logs:\nqueued msg ${N.int(10000, 99999)} to night-observer @ ${N.syslog()}\nOut: None`),
      ], { metadata: { duration_s: Number((N.r() * 40 + 30).toFixed(2)) } }));
    }
    return agent('CodeAgent', { task: 'Is the sky clear enough to open the dome for the 02:00 occultation run?' }, { output: 'Reached max steps.' }, kids, { metadata: { max_steps: 4, smolagents: '1.9.2' } });
  },
},
{
  id: '04', stagnation: true,
  isolates: 'Plain message-level trace: the rooftop apiary agent books the same crane lift slot, gets the same 409 conflict, and emails the building manager the same note every round, three rounds.',
  goal: 'Book a crane lift to bring the four overwintered hives down from the roof of 22 Canal Street this Saturday and let the building manager know the time.',
  build: (N) => {
    const kids = [];
    const email = { to: 'facilities@22canalst.co.uk', subject: 'Hive lift on Saturday', body: 'Hello Dana, I am trying to book the crane lift for Saturday 08:00 to bring the hives down. The booking system rejected it, I will try again and confirm the time shortly. Thanks, Apiary Bot' };
    for (let i = 0; i < 3; i++) {
      const c1 = tc(N, 'book_crane_slot', { site: '22-canal-st', date: 'Saturday', start: '08:00', duration_min: 90, load_kg: 180 });
      kids.push(llm('chat.completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Book the crane lift for the hives this Saturday and tell the building manager.' }] }, { role: 'assistant', content: null, tool_calls: [c1] }, { metadata: { usage: N.usage() } }));
      kids.push(tool('book_crane_slot', c1.function.arguments, { status: 409, headers: { 'x-request-id': N.uuid(), date: N.http(), via: '1.1 ' + N.host('bookings-gw') }, body: { error: 'slot_conflict', detail: 'Slot 08:00-09:30 on Saturday overlaps existing booking LIFT-8812 (window cleaning cradle).', conflicting_booking: 'LIFT-8812' } }, { error: '409 Conflict: slot_conflict' }));
      const c2 = tc(N, 'send_email', email);
      kids.push(llm('chat.completions', { model: 'gpt-4o', messages: '[... 409 slot_conflict ...]' }, { role: 'assistant', content: 'The booking failed, I will let the building manager know and try again.', tool_calls: [c2] }));
      kids.push(tool('send_email', c2.function.arguments, { id: '<' + N.hex(16) + '@mail.apiary.bot>', accepted: ['facilities@22canalst.co.uk'], queued_at: N.iso() }));
    }
    return agent('run', { messages: [{ role: 'user', content: 'Book the crane lift for the hives this Saturday and tell the building manager.' }] }, { finish_reason: 'max_iterations' }, kids);
  },
},
{
  id: '05', stagnation: true,
  isolates: 'Pydantic AI / Logfire spans: the darkroom agent orders the same silver nitrate lot, is blocked by the same hazmat-shipping check, and adds the same comment to the studio ticket each round.',
  goal: 'Reorder 500 g of silver nitrate for the wet-plate collodion studio before the portrait weekend and update ticket STU-219 with the delivery date.',
  build: (N) => {
    const kids = [];
    const note = 'Order for 500 g silver nitrate (AgNO3) could not be placed: supplier flagged hazmat shipping. Retrying the order.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'user', content: 'Reorder 500 g silver nitrate and update STU-219.' }] },
        { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', tool_calls: [{ id: 'call_' + N.b62(24), function: { name: 'place_order', arguments: '{"sku":"AGN-500-ACS","qty":1,"ship":"ground"}' } }] } }] }, { metadata: { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' } }));
      kids.push(tool('running tool: place_order', { sku: 'AGN-500-ACS', qty: 1, ship: 'ground' }, { ok: false, code: 'HAZMAT_UN1493', message: 'UN1493 oxidizer requires DG declaration on account; ground shipping blocked', order_draft: 'DR-' + N.int(100000, 999999), supplier_trace: N.hex(12) }, { error: 'ModelRetry: place_order returned HAZMAT_UN1493' }));
      kids.push(llm('chat gpt-4o', { all_messages_events: '[... HAZMAT_UN1493 ...]' }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', content: 'I\'ll note this on the ticket and retry.', tool_calls: [{ function: { name: 'comment_ticket', arguments: JSON.stringify({ key: 'STU-219', body: note }) } }] } }] }));
      kids.push(tool('running tool: comment_ticket', { key: 'STU-219', body: note }, { id: String(N.int(40000, 49999)), self: 'https://studio.atlassian.net/rest/api/3/issue/STU-219/comment/' + N.int(40000, 49999), created: N.isoOff().replace('+01:00', '.000+0100') }));
    }
    return agent('agent run', { prompt: 'Reorder 500 g of silver nitrate and update STU-219 with the delivery date.', agent_name: 'darkroom_supplies' }, null, kids,
      { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 7', metadata: { 'logfire.msg': 'darkroom_supplies run', service_name: 'collodion-studio' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'Semantic Kernel process with a single planning LLM call, after which a retry step function repeatedly sets the same affinage-cave humidity setpoint, gets the same PLC fault, and sends the same templated Teams notice; there is no repeated model text.',
  goal: 'Raise the relative-humidity setpoint of cheese cave 3 to 94% for the new batch of washed-rind tommes and tell the affineur when it holds.',
  build: (N) => {
    const kids = [];
    kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { model: 'gpt-4o', chat_history: [{ Role: 'user', Content: 'Raise cave 3 humidity to 94% for the new tommes and tell Lucie when it holds.' }] },
      { Role: 'assistant', Content: 'Plan: 1) call CaveControl.SetHumidity(cave=3, rh=94). 2) once it reports holding, call Notify.Teams to tell Lucie. If the setpoint write fails, the process step SetpointWithRetry will retry and notify.', Metadata: { Usage: N.usage() } }));
    for (let i = 0; i < 4; i++) {
      kids.push(span('step', 'ProcessStep.SetpointWithRetry', { attempt: i + 1 }, null, [
        tool('CaveControl-SetHumidity', { cave: 3, rh: 94 }, `MODBUS write 40112=940 to plc-cave3 (${N.pick(['192.168.20.13', '192.168.20.13:502'])})\nresp: exception code 0x04 SLAVE DEVICE FAILURE\nhumidifier state: LOCKOUT (float switch low)\nt=${N.ms(40, 300)}ms seq=${N.int(1000, 9999)}`, { error: 'ModbusException: 0x04 slave device failure' }),
        tool('Notify-Teams', { to: 'lucie.affineur', text: 'Cave 3 humidity setpoint could not be applied (PLC fault). Retrying.' }, { id: N.epochMs(), replyToId: null, createdDateTime: N.iso() }),
      ], { metadata: { 'sk.process.id': 'cave-setpoint', 'sk.step.invocation': N.uuid() } }));
    }
    return agent('KernelProcess cave-setpoint', { input: 'Raise cave 3 RH to 94%.' }, { state: 'Faulted', reason: 'MaxStepInvocations(4)' }, kids, { metadata: { 'semantic_kernel.version': '1.30.0' } });
  },
},
];
