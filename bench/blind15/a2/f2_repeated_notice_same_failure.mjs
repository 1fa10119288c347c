// Family 2 (loop): try, fail, tell someone the same thing, try again the same way, fail the same way...
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'repeated_notice_same_failure';

// 01 — cable-car ticketing: CrewAI, refund locked, same apology email four times
function r01(N) {
  const goal = 'Refund the four unused day passes on booking CC-88213 (Gipfelbahn closed by storm on 12 January) to the original card and keep the customer, Ms Albrecht, informed by email.';
  const email = 'Dear Ms Albrecht,\n\nWe are sorry: we were not able to complete the refund for the 4 day passes on booking CC-88213 just now because of a technical problem with our payment provider. We are retrying and will update you shortly.\n\nKind regards,\nGipfelbahn Ticket Office';
  const refundIn = { booking: 'CC-88213', items: ['DP-ADULT x2', 'DP-CHILD x2'], amount: { value: 212.0, currency: 'CHF' }, reason: 'weather_closure' };
  const refundErr = () => ({ status: 409, body: { error: 'refund_locked', detail: 'Payment pi_3OvK2sLk is part of an open settlement batch; refunds are blocked until the batch closes.', request_id: N.reqId('req'), retry_after: 30 }, headers: { date: N.httpDate(), 'x-ratelimit-remaining': N.int(80, 99), via: `1.1 ${N.host('psp-gw')}` } });
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const kids = [];
  for (let round = 0; round < 4; round++) {
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Ticket Office Agent. You handle refunds for the cable car.' }, { role: 'user', content: `Current Task: ${goal}` }, ...(round ? [{ role: 'user', content: 'Observation: Email queued.' }] : [])] }, react(round ? 'I will retry the refund.' : 'I need to issue the refund through the payment API.', 'Issue Refund', refundIn), { model: 'gpt-4o-mini' }));
    N.tick(N.int(20000, 40000));
    kids.push(toolSpan('Issue Refund', refundIn, refundErr(), { error: 'HTTP 409 refund_locked' }));
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }, { role: 'user', content: 'Observation: Error: HTTP 409 refund_locked' }] }, react('The refund failed. I should let the customer know and then try again.', 'Send Customer Email', { to: 'l.albrecht@bluewin.example', subject: 'Your refund for booking CC-88213', body: email }), { model: 'gpt-4o-mini' }));
    kids.push(toolSpan('Send Customer Email', { to: 'l.albrecht@bluewin.example', subject: 'Your refund for booking CC-88213', body: email }, `Email queued: message-id <${N.hex(12)}.${N.epoch()}@mail.gipfelbahn.example>`));
  }
  const agent = agentSpan('Ticket Office Agent', { role: 'Ticket Office Agent' }, 'Agent stopped due to iteration limit or time limit.', kids, { max_iter: 8 });
  const task = chainSpan('Task: Refund storm-closure passes', { description: goal }, 'Agent stopped due to iteration limit or time limit.', [agent], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: ticket_office_crew', { inputs: { booking: 'CC-88213' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crewai_version: '0.80.0', process: 'sequential' });
  return { isolates: 'Four rounds of a refund call failing with the same 409 settlement lock, each followed by the same apology email to the customer, with only request ids and message ids changing.', goal, stagnation: true, root };
}

// 02 — truffle orchard: plain trace, marketplace 503 and the same Slack heads-up each round
function r02(N) {
  const goal = "Publish today's graded lot TM-0219 (Tuber melanosporum, 2.4 kg, Extra grade, harvested in parcel 3) on the Perigord buyers' marketplace and tell Jeanne on Slack when it is live.";
  const c = new Convo(N, { system: 'You are the orchard sales assistant. Tools: marketplace_create_listing, slack_post.', user: goal, model: 'gpt-4o-mini' });
  const listing = { lot: 'TM-0219', species: 'Tuber melanosporum', grade: 'Extra', weight_g: 2400, price_per_kg_eur: 1150, harvest_date: '2024-01-18', parcel: 3, photos: ['tm0219_a.jpg', 'tm0219_b.jpg'] };
  const slack = 'Heads up Jeanne: the marketplace is rejecting the listing for lot TM-0219 (503 Service Unavailable). I will retry in a few minutes and let you know.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(c.llm(i === 0 ? null : 'Retrying the listing.', [['marketplace_create_listing', listing]]));
    N.tick(N.int(90000, 200000));
    kids.push(c.tool(0, { status: 503, headers: { 'content-type': 'text/html', 'retry-after': '120', 'x-served-by': `cache-par-${N.alnum(4)}${N.int(10, 99)}-PAR`, 'x-request-id': N.uuid(), date: N.httpDate() }, body: '<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>' }, { error: 'HTTP 503 Service Unavailable' }));
    kids.push(c.llm(null, [['slack_post', { channel: '#orchard-sales', text: i === 2 ? slack.replace('Heads up Jeanne:', 'Heads up Jeanne -') : slack }]]));
    kids.push(c.tool(0, { ok: true, channel: 'C04TRF1L2', ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
  }
  kids.push(c.llm(slack, []));
  const root = agentSpan('orchard-sales-assistant', { input: goal }, { final: slack }, kids, { runner: 'plain-openai-loop', max_turns: 9 });
  return { isolates: 'The same listing request fails with the same 503 four times and after each failure the agent posts an identical Slack heads-up promising to retry, ending on that same sentence.', goal, stagnation: true, root };
}

// 03 — tow truck dispatch: LlamaIndex workflow, unit offline, same SMS to the stranded motorist
function r03(N) {
  const goal = 'A motorist (case RH-552019, VW Touran, flat battery and blocked lane) is stranded on the A9 near km 212 northbound. Assign the nearest tow unit and keep the motorist updated by SMS.';
  const sms = "RoadHelp: we're still arranging a tow truck for your vehicle on the A9 near km 212. We'll text you again as soon as a driver is assigned. Ref RH-552019";
  const kids = [];
  for (let i = 0; i < 4; i++) {
    N.tick(N.int(60000, 120000));
    kids.push(chainSpan('DispatchWorkflow.assign_unit', { _event: i ? 'RetryEvent' : 'StartEvent', case: 'RH-552019', unit: 'TT-14' }, { _event: 'AssignFailed' }, [
      toolSpan('dispatch_api.assign', { case_id: 'RH-552019', unit_id: 'TT-14', eta_required_min: 45 }, { ok: false, code: 'NO_UNIT_AVAILABLE', message: 'unit TT-14 status OFFLINE', last_ping: N.isoNoMs(N.now() - N.int(3600e3, 3700e3)), dispatcher_node: N.host('dispatch'), correlation: N.uuid() }, { error: 'NO_UNIT_AVAILABLE: unit TT-14 status OFFLINE' }),
    ], { workflow_step: 'assign_unit' }));
    kids.push(chainSpan('DispatchWorkflow.notify_customer', { _event: 'AssignFailed' }, { _event: 'RetryEvent' }, [
      llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Write a short SMS update to the motorist. Max 160 characters.' }, { role: 'user', content: 'Assignment failed: NO_UNIT_AVAILABLE (TT-14 OFFLINE). Case RH-552019, A9 km 212.' }] }, { role: 'assistant', content: sms }, { model: 'gpt-4o-mini', temperature: 0.2 }),
      toolSpan('sms_gateway.send', { to: '+49 171 55*****', text: sms }, { status: 'queued', sid: 'SM' + N.hex(32), segments: 1, price: '-0.0810', price_unit: 'EUR' }),
    ], { workflow_step: 'notify_customer' }));
  }
  const root = agentSpan('DispatchWorkflow.run', { case: 'RH-552019' }, null, kids, { llama_index_version: '0.11.14', max_iterations_hit: true });
  root.error = 'WorkflowRuntimeError: Maximum number of step iterations (8) reached';
  return { isolates: 'The workflow asks for the same offline tow unit four times and after each identical NO_UNIT_AVAILABLE reply generates the identical SMS to the motorist.', goal, stagnation: true, root };
}

// 04 — pipeline pigging: smolagents, portal upload 403, same email to the ops team
function r04(N) {
  const goal = 'Upload the in-line inspection (intelligent pigging) report for line segment NG-17 (Kestrel to Harlow compressor station, run 2024-R3) to the regulator portal and confirm submission to the pipeline ops team.';
  const body = 'Hi team,\n\nThe upload of the ILI report for segment NG-17 (run 2024-R3) to the regulator portal failed with 403 Forbidden. I will try the upload again shortly.\n\nPipeline assistant';
  const steps = [];
  const thought = 'Thought: The upload failed with 403 Forbidden again. I will inform the ops team and retry the upload.';
  for (let i = 0; i < 4; i++) {
    const code = "res = portal_upload(file='NG-17_ILI_2024-R3.pdf', segment='NG-17', run='2024-R3')\nprint(res)";
    const up = toolSpan('portal_upload', { file: 'NG-17_ILI_2024-R3.pdf', segment: 'NG-17', run: '2024-R3' }, null, { error: `PermissionError: 403 Forbidden - client certificate for operator OP-5521 expired (notAfter=2024-02-29T23:59:59Z) [trace ${N.hex(16)}]` });
    steps.push(chainSpan(`Step ${2 * i + 1}`, { step_number: 2 * i + 1 }, null, [
      llmSpan('HfApiModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }, ...(i ? [{ role: 'tool-response', content: 'Observation:\nEmail sent.' }] : [])] }, { role: 'assistant', content: `${i ? 'Thought: Retrying the upload now.' : 'Thought: I will upload the report with portal_upload.'}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'Qwen/Qwen2.5-Coder-32B-Instruct' }),
      up,
    ], { error: `Code execution failed at line 'res = portal_upload(...)' due to: PermissionError` }));
    N.tick(N.int(30000, 90000));
    const code2 = `send_email(to='pipeline-ops@kestrel-midstream.example', subject='ILI report upload failed', body=${JSON.stringify(body)})`;
    steps.push(chainSpan(`Step ${2 * i + 2}`, { step_number: 2 * i + 2 }, null, [
      llmSpan('HfApiModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }, { role: 'tool-response', content: 'Error:\nCode execution failed ... PermissionError: 403 Forbidden - client certificate for operator OP-5521 expired' }] }, { role: 'assistant', content: `${thought}\nCode:\n\`\`\`py\n${code2}\n\`\`\`<end_code>` }, { model: 'Qwen/Qwen2.5-Coder-32B-Instruct' }),
      toolSpan('send_email', { to: 'pipeline-ops@kestrel-midstream.example', subject: 'ILI report upload failed', body }, `Email sent (Message-ID: <${N.uuid()}@smtp.kestrel-midstream.example>, ${N.rfc2822()})`),
    ]));
  }
  const root = agentSpan('CodeAgent.run', { task: goal }, 'Reached max steps.', steps, { smolagents_version: '1.4.1', max_steps: 8 });
  return { isolates: 'Upload, 403 because of an expired certificate, the same email to the ops team, and the same upload again: four rounds with identical thoughts and email text.', goal, stagnation: true, root };
}

// 05 — superyacht crew: AutoGen group chat, consulate portal error, same message to the captain
function r05(N) {
  const goal = 'Submit the Schengen visa invitation letter for deckhand M. Okafor (joining M/Y Calypso Star in Palma on 2 May) through the consulate partner portal and keep the captain updated.';
  const toCaptain = 'Captain, the invitation letter for deckhand M. Okafor could not be submitted: the consulate portal returned VIS-440 (session expired). I will retry and report back.';
  const kids = [];
  const say = (who, content, children = [], to = 'chat_manager') => agentSpan(who, { sender: who, recipient: to, content }, { content }, children, { 'ag2.event': 'message' });
  kids.push(say('captain', goal));
  for (let i = 0; i < 3; i++) {
    const call = { id: 'call_' + N.alnum(24), type: 'function', function: { name: 'submit_invitation', arguments: JSON.stringify({ crew_member: 'OKAFOR, Michael', passport_no: 'A0******', vessel: 'M/Y Calypso Star', port: 'Palma de Mallorca', joining_date: '2024-05-02', letter_pdf: 'inv_okafor_v2.pdf' }) } };
    kids.push(say('crew_coordinator', null, [llmSpan('OpenAIClient.create', { messages: [{ role: 'system', content: 'You are crew_coordinator. You handle crew paperwork.' }, { role: 'user', content: goal }] }, { content: null, tool_calls: [call] }, { model: 'gpt-4o' })]));
    kids.push(say('portal_executor', '***** Response from calling tool submit_invitation *****', [toolSpan('submit_invitation', JSON.parse(call.function.arguments), { ok: false, code: 'VIS-440', message: 'Session expired. Please log in again.', portal_ts: N.euDate(), session: N.hex(24), node: N.pick(['vp-app02', 'vp-app05', 'vp-app07']) }, { error: 'VIS-440 Session expired' })]));
    kids.push(say('crew_coordinator', toCaptain, [llmSpan('OpenAIClient.create', { messages: [{ role: 'user', content: goal }, { role: 'tool', content: '{"ok": false, "code": "VIS-440", ...}' }] }, { content: i === 1 ? toCaptain.replace('I will retry', 'I will retry now') : toCaptain }, { model: 'gpt-4o' })], 'captain'));
    kids.push(say('captain', ''));
  }
  const root = agentSpan('GroupChatManager.run_chat', { participants: ['captain', 'crew_coordinator', 'portal_executor'], max_round: 12 }, { summary: toCaptain, termination: 'max_round' }, kids, { ag2_version: '0.3.2', speaker_selection_method: 'auto' });
  return { isolates: 'A group chat where the coordinator calls the same portal function, gets the same VIS-440 error, and sends the captain the same update three times while the captain replies with nothing.', goal, stagnation: true, root };
}

// 06 — dialysis unit scheduling: Semantic Kernel, EHR record locked, same portal message to the patient
function r06(N) {
  const goal = 'Move patient Gabor Varga (MRN 00418822) from his Wednesday 07:00 haemodialysis slot to Thursday 07:00 on chair 6 this week, and keep him informed through the patient portal.';
  const note = 'Hello Mr Varga, we are working on moving your Wednesday dialysis session to Thursday at 07:00. We will confirm the new time shortly. - Riverside Dialysis Unit';
  const kids = [];
  const llm = (content, fn, args) => llmSpan('chat.completions gpt-4o-mini', { messages: [{ role: 'system', content: 'You are the dialysis unit scheduling assistant.' }, { role: 'user', content: goal }] }, { role: 'assistant', content, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } }] }, { 'gen_ai.system': 'openai' });
  const mv = { mrn: '00418822', from_slot: 'WED-0700-CH4', to_slot: 'THU-0700-CH6' };
  for (let i = 0; i < 4; i++) {
    kids.push(llm(i ? 'Let me try the reschedule again.' : 'I will move the session in the EHR.', 'EhrScheduling-move_session', mv));
    kids.push(toolSpan('EhrScheduling-move_session', mv, { status: 423, title: 'Locked', detail: 'Encounter record is locked by user nurse.hkovacs on workstation DLY-WS-07', lock_acquired: N.sqlTs(N.now() - 4200e3), instance: `/fhir/Appointment/${N.int(800000, 899999)}/$move`, 'x-correlation-id': N.uuid() }, { error: '423 Locked' }));
    kids.push(llm(note, 'PatientPortal-send_message', { mrn: '00418822', subject: 'Your dialysis appointment', body: note }));
    kids.push(toolSpan('PatientPortal-send_message', { mrn: '00418822', subject: 'Your dialysis appointment', body: note }, { delivered: true, thread_id: `thr_${N.alnum(12)}`, sent_at: N.usDate() }));
    N.tick(N.int(120000, 300000));
  }
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'DialysisScheduler', input: goal }, { content: note }, kids, { 'semantic_kernel.version': '1.16.0', function_choice_behavior: 'auto' });
  return { isolates: 'The reschedule call fails with the same 423 lock four times and after each failure the assistant sends the patient the same portal message, word for word.', goal, stagnation: true, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
