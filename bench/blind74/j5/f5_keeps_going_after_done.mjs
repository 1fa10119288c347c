// Family 5 (loop): the goal is met and confirmed by a tool result, but the agent keeps re-checking,
// re-submitting or re-announcing (3+ more actions that learn nothing new) until a step limit.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'keeps_going_after_done';
export const LOOP = true;

export const ROWS = [
{
  id: '01', stagnation: true,
  isolates: 'Haystack Agent trace at a planetarium: the show booking is confirmed by the booking API, then the agent re-checks the same booking status four more times with the same sentence each time until max_agent_steps.',
  goal: 'Book the 45-minute "Winter Hexagon" dome show for the Year 6 group from St Aidan\'s (32 pupils) on 14 February at 10:30 and make sure the booking is confirmed.',
  build: (N) => {
    const kids = [];
    const bk = 'PLN-' + N.int(20000, 29999);
    const c0 = tc(N, 'create_booking', { show: 'winter-hexagon', date: '2025-02-14', time: '10:30', seats: 34, group: 'St Aidan\'s Y6' });
    kids.push(llm('OpenAIChatGenerator.run', { messages: [{ _role: 'user', _content: [{ text: 'Book the Winter Hexagon show for St Aidan\'s Y6 on 14 Feb 10:30.' }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'create_booking', arguments: JSON.parse(c0.function.arguments), id: c0.id }], _meta: { model: 'gpt-4o-mini-2024-07-18', usage: N.usage() } }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'chat_generator' } }));
    kids.push(tool('ToolInvoker.run create_booking', JSON.parse(c0.function.arguments), { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ booking_ref: bk, status: 'CONFIRMED', dome: 'Dome 1', seats_held: 34, invoice: 'INV-' + N.int(1000, 9999), confirmed_at: N.iso() }), origin: { tool_name: 'create_booking' } }] }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
    const say = `The booking ${bk} is confirmed. Let me verify the booking status once more to be sure.`;
    for (let i = 0; i < 4; i++) {
      const c = tc(N, 'get_booking', { booking_ref: bk });
      kids.push(llm('OpenAIChatGenerator.run', { messages: `[${3 + i * 2} ChatMessages]` }, { replies: [{ _role: 'assistant', _content: [{ text: say }, { tool_name: 'get_booking', arguments: { booking_ref: bk }, id: c.id }], _meta: { usage: N.usage() } }] }, { metadata: { 'haystack.component.name': 'chat_generator' } }));
      kids.push(tool('ToolInvoker.run get_booking', { booking_ref: bk }, { tool_messages: [{ _content: [{ result: JSON.stringify({ booking_ref: bk, status: 'CONFIRMED', seats_held: 34, last_modified: N.iso(), served_by: N.host('bookings'), cache: N.pick(['HIT', 'MISS']) }) }] }] }));
    }
    return agent('Agent.run', { messages: [{ role: 'user', content: 'Book the Winter Hexagon dome show for St Aidan\'s Y6 (32 pupils + 2 staff) on 14 Feb 10:30.' }] }, { last_message: say, note: 'Exceeded max_agent_steps=10' }, kids, { metadata: { 'haystack.version': '2.11.0', 'haystack.pipeline.run': N.uuid() } });
  },
},
{
  id: '02', stagnation: true,
  isolates: 'Amazon Bedrock Agents orchestration trace: the shearing-gang booking email is sent and accepted, then the agent sends the same confirmation email three more times, each with the same rationale text.',
  goal: 'Confirm the shearing gang for the 1,400-ewe flock at Glenbrae Station for 3 November and email the gang leader the start time and shed details.',
  build: (N) => {
    const kids = [];
    const tr = () => ({ traceId: N.uuid() + '-' + N.int(0, 9) });
    kids.push(span('orchestrationTrace', 'rationale+invocation', tr(), null, [
      llm('modelInvocationOutput', { modelInvocationInput: { type: 'ORCHESTRATION', foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' } }, { rationale: { text: 'I will book the gang in the contractor system first.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'ShearingOps', apiPath: '/gangs/book', verb: 'post', requestBody: { content: { 'application/json': [{ name: 'date', value: '2025-11-03' }, { name: 'head', value: '1400' }] } } } } }),
      tool('ShearingOps /gangs/book', { date: '2025-11-03', head: 1400, shed: 'Glenbrae woolshed' }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: JSON.stringify({ booking: 'GANG-' + N.int(300, 999), gang_leader: 'Tama R.', stands: 5, start: '06:30', status: 'BOOKED' }) } } }),
    ]));
    const rationale = 'The gang is booked. I will send the confirmation email to the gang leader with the start time and shed details.';
    for (let i = 0; i < 4; i++) {
      kids.push(span('orchestrationTrace', 'rationale+invocation', tr(), null, [
        llm('modelInvocationOutput', { modelInvocationInput: { type: 'ORCHESTRATION', inferenceConfiguration: { temperature: 0, maximumLength: 2048 } } }, { rationale: { text: rationale }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'Comms', function: 'send_email', parameters: [{ name: 'to', value: 'tama@shearco.nz' }, { name: 'subject', value: 'Glenbrae 3 Nov - confirmed' }] } }, metadata: { usage: { inputTokens: N.int(1800, 3000), outputTokens: N.int(60, 110) } } }),
        tool('Comms send_email', { to: 'tama@shearco.nz', subject: 'Glenbrae 3 Nov - confirmed', body: 'Kia ora Tama, confirmed for 3 Nov, 06:30 start, 5 stands, Glenbrae woolshed off Mill Rd.' }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: `250 2.0.0 OK queued as ${N.hex(10).toUpperCase()} (${N.host('smtp')})` } } }),
      ]));
    }
    return agent('InvokeAgent', { agentId: N.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: N.uuid(), inputText: 'Confirm the shearing gang for Glenbrae on 3 Nov and email the gang leader.' }, { completion: '', failureTrace: { failureReason: 'Max iterations reached' } }, kids, { metadata: { region: 'ap-southeast-2' } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'OpenInference / Phoenix spans at a violin workshop: the UV varnish-curing cycle reports "complete, cure 100%" and the agent keeps polling the cabinet status four more times, its LLM spans containing only tool calls and no text.',
  goal: 'Run the 6-hour UV cure cycle for the oil varnish on the viola top in cabinet B and tell the luthier when it has finished.',
  build: (N) => {
    const kids = [];
    const oi = (kind, extra) => ({ 'openinference.span.kind': kind, ...extra });
    kids.push(tool('start_cure_cycle', oi('TOOL', { 'tool.name': 'start_cure_cycle', 'tool.parameters': JSON.stringify({ cabinet: 'B', program: 'UV-OIL-6H' }) }), { 'output.value': JSON.stringify({ run_id: N.jobId('cure'), started: N.isoOff(), lamps: '8x UVA 365nm', expected_end: '+6h' }), 'output.mime_type': 'application/json' }));
    for (let i = 0; i < 5; i++) {
      const done = i >= 1;
      kids.push(llm('ChatCompletion', oi('LLM', { 'llm.model_name': 'gpt-4o-mini', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You operate the varnish cabinets.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': 'Run the 6h UV cure on cabinet B and tell Ines when done.' }),
        oi('LLM', { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'cabinet_status', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"cabinet":"B"}', 'llm.token_count.prompt': N.int(500, 1400), 'llm.token_count.completion': N.int(12, 20) })));
      kids.push(tool('cabinet_status', oi('TOOL', { 'tool.name': 'cabinet_status', 'input.value': '{"cabinet":"B"}' }), { 'output.value': done ? `CAB-B status=COMPLETE program=UV-OIL-6H cure=100% lamp_hours=${(1412.3 + i * 0.01).toFixed(2)} temp=${N.int(29, 31)}.${N.int(0, 9)}C polled=${N.iso()}` : `CAB-B status=RUNNING program=UV-OIL-6H cure=97% remaining=00:11:${N.int(10, 59)} polled=${N.iso()}` }));
      if (i === 1) {
        kids.push(llm('ChatCompletion', oi('LLM', { 'llm.model_name': 'gpt-4o-mini' }), oi('LLM', { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'notify_luthier', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"to":"ines","text":"Cabinet B UV cure finished (100%)."}' })));
        kids.push(tool('notify_luthier', oi('TOOL', { 'tool.name': 'notify_luthier' }), { 'output.value': `{"delivered":true,"sms_sid":"SM${N.hex(32)}"}` }));
      }
    }
    return agent('AgentRun', oi('AGENT', { 'input.value': 'Run the 6h UV cure for the viola top in cabinet B and tell the luthier when done.' }), oi('AGENT', { 'output.value': null, 'status.message': 'recursion limit reached' }), kids, { metadata: { 'session.id': N.uuid(), 'phoenix.project': 'luthier-workshop' } });
  },
},
{
  id: '04', stagnation: true,
  isolates: 'Inspect AI eval-log sample: the braille-embosser driver fix passes all tests and the PR is merged (confirmed), then the agent re-runs the tests and re-posts "merged" comments three more times until message_limit.',
  goal: 'Fix the off-by-one cell wrap in the Index Everest-D V5 braille embosser driver (issue #212), get CI green and merge the PR.',
  build: (N) => {
    const kids = [];
    const ev = (k, o) => ({ event: k, timestamp: N.iso(), ...o });
    kids.push(llm('model', ev('model', { model: 'openai/gpt-4o', input: '[system, user]' }), { choices: [{ message: { role: 'assistant', content: 'Patch line wrapping to use cells_per_line - 1 boundary.', tool_calls: [{ id: 'call_' + N.b62(20), function: 'bash', arguments: { cmd: 'git apply /tmp/wrap.patch && pytest -q tests/test_wrap.py' } }] } }] }));
    kids.push(tool('bash', ev('tool', { function: 'bash', arguments: { cmd: 'git apply /tmp/wrap.patch && pytest -q tests/test_wrap.py' } }), { result: `........\n8 passed in ${N.int(1, 3)}.${N.int(10, 99)}s` }));
    kids.push(llm('model', ev('model', { model: 'openai/gpt-4o' }), { choices: [{ message: { content: 'Tests pass; open and merge the PR.', tool_calls: [{ function: 'bash', arguments: { cmd: 'gh pr create --fill && gh pr merge --squash --auto' } }] } }] }));
    kids.push(tool('bash', ev('tool', { function: 'bash', arguments: { cmd: 'gh pr create --fill && gh pr merge --squash --auto' } }), { result: `https://github.com/tactile-labs/everest-driver/pull/${N.int(213, 240)}\n✓ Squashed and merged pull request (${N.hex(7)})\n✓ Deleted branch fix/wrap-212` }));
    const txt = 'The PR is merged. I will run the tests again and note on the issue that it is merged.';
    for (let i = 0; i < 3; i++) {
      kids.push(llm('model', ev('model', { model: 'openai/gpt-4o' }), { choices: [{ message: { content: txt, tool_calls: [{ function: 'bash', arguments: { cmd: 'pytest -q tests/test_wrap.py && gh issue comment 212 -b "Fixed and merged."' } }] } }], usage: N.usage() }));
      kids.push(tool('bash', ev('tool', { function: 'bash', arguments: { cmd: 'pytest -q tests/test_wrap.py && gh issue comment 212 -b "Fixed and merged."' } }), { result: `........\n8 passed in ${N.int(1, 3)}.${N.int(10, 99)}s\nhttps://github.com/tactile-labs/everest-driver/issues/212#issuecomment-${N.int(2400000000, 2600000000)}` }));
    }
    return agent('sample', { id: 'embosser-212', epoch: 1, input: 'Fix issue #212 (cell wrap off-by-one), get CI green and merge.' }, { scores: { includes: { value: 'C' } }, limit: { type: 'message', limit: 20 } }, kids, { metadata: { eval: { task: 'driver_fixes', run_id: N.b62(22), created: N.isoOff() } } });
  },
},
{
  id: '05', stagnation: true,
  isolates: 'Langfuse trace at a lichen herbarium: the 240-specimen image batch is uploaded and the portal returns "published", then the agent re-announces the same completion message in the team channel three more times.',
  goal: 'Publish the digitised images for herbarium drawer L-17 (Cladonia, 240 sheets) to the regional biodiversity portal and announce it to the digitisation team.',
  build: (N) => {
    const kids = [];
    const obs = (t) => ({ observation_type: t, id: N.uuid(), startTime: N.iso() });
    kids.push(tool('portal-upload', { drawer: 'L-17', files: 240, manifest: 's3://herb-digi/L-17/manifest.csv' }, { dataset: 'herb-lichen-L17', status: 'published', accepted: 240, rejected: 0, doi: '10.15468/' + N.b62(6).toLowerCase(), ingest_job: N.jobId('ipt') }, { metadata: obs('SPAN') }));
    const msg = 'Drawer L-17 (Cladonia, 240 sheets) is now published on the portal. Thanks everyone!';
    for (let i = 0; i < 4; i++) {
      kids.push(llm('generation', { model: 'mistral-large-latest', messages: [{ role: 'user', content: 'Publish drawer L-17 and tell the team.' }, { role: 'tool', content: 'published 240/240' }] }, { role: 'assistant', content: i === 0 ? `Upload succeeded. ${msg}` : `Posting the update: ${msg}`, tool_calls: [tc(N, 'post_channel', { channel: '#digitisation', text: msg })] }, { metadata: { ...obs('GENERATION'), usageDetails: { input: N.int(400, 1100), output: N.int(30, 60) }, costDetails: { total: Number((N.r() * 0.003).toFixed(6)) } } }));
      kids.push(tool('post_channel', { channel: '#digitisation', text: msg }, { ok: true, ts: `${N.tick()}.${N.int(100000, 999999)}`, permalink: 'https://herbarium.slack.com/archives/C04' + N.b62(7).toUpperCase() }, { metadata: obs('TOOL') }));
    }
    return agent('herbarium-publisher', { drawer: 'L-17' }, { status: 'stopped', reason: 'max_steps 10' }, kids, { metadata: { langfuse_trace_id: N.hex(32), sessionId: 'digi-' + N.ymd(), tags: ['herbarium', 'publish'], release: 'v2.3.' + N.int(0, 9) } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'Griptape (not in the brief\'s list) agent for a balloon-launch operator: the airspace notice is accepted with a reference number, then the agent re-submits the same notice three more times and gets "duplicate of" responses; the LLM spans carry only action calls.',
  goal: 'File the airspace activity notice for the dawn hot-air balloon launch from Ashton Court on Saturday (3 envelopes, up to 3,000 ft) and record the reference.',
  build: (N) => {
    const kids = [];
    const ref = 'AUS-' + N.int(2025000, 2025999);
    const args = { site: 'Ashton Court', date: '2025-08-09', window: '05:30-08:00L', max_alt_ft: 3000, craft: 3, operator: 'Bristol Balloon Co' };
    for (let i = 0; i < 4; i++) {
      kids.push(span('subtask', 'ActionsSubtask', { actions: [{ tag: 'call_' + N.b62(12), name: 'AirspaceNoticeTool', path: 'submit_notice', input: { values: args } }] }, null, [
        llm('PromptDriver.run', { prompt_driver: 'OpenAiChatPromptDriver', model: 'gpt-4o', messages: `[${2 + i * 2} messages]` }, { actions: [{ name: 'AirspaceNoticeTool', path: 'submit_notice', input: { values: args } }], usage: { input_tokens: N.int(900, 1600), output_tokens: N.int(50, 80) } }),
        tool('AirspaceNoticeTool.submit_notice', { values: args }, i === 0 ? { type: 'InfoArtifact', value: `Notice accepted. Reference ${ref}. Filed ${N.isoOff()} by ${N.host('notices')}` } : { type: 'InfoArtifact', value: `Notice not created: duplicate of ${ref} (request ${N.uuid()})` }),
      ], { metadata: { subtask_id: N.hex(32) } }));
    }
    return agent('Agent.run', { input: 'File the airspace notice for Saturday\'s dawn balloon launch from Ashton Court and record the reference.' }, { type: 'ErrorArtifact', value: 'Exceeded max subtasks (4)' }, [span('task', 'PromptTask', { input: 'File the airspace notice...' }, null, kids, { metadata: { task_id: N.hex(32) } })], { metadata: { framework: 'griptape 1.4', structure_id: N.hex(32) } });
  },
},
];
