// Family 2: the same failing action repeats and after each failure the agent sends the same
// message (to the user, a channel, a ticket) near-verbatim; 3 or more rounds, never resolved.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'repeated_failure_notice';
export const LOOP = true;
export const STAGNATION = true;

export const scenarios = [
  {
    n: '01', domain: 'boat club slipway bookings', style: 'AutoGen AgentChat (v0.4 events)',
    isolates: 'A club assistant tries to book the slipway three times, gets the same 409 "slot locked" error each time, and after each failure posts the same apology to the members channel.',
    goal: 'Book the club slipway for Saturday 07:30 so the Wayfarer dinghy can be launched, and tell the members channel.',
    build(r) {
      const kids = [];
      const notice = [
        'Heads up: I could not book the slipway for Saturday 07:30 — the booking system says the slot is locked. I will try again shortly.',
        'Heads up: I couldn\'t book the slipway for Saturday 07:30 — the booking system says the slot is locked. I\'ll try again shortly.',
        'Heads up: I could not book the slipway for Saturday 07:30, the booking system says the slot is locked. I will try again shortly.',
      ];
      for (let i = 0; i < 3; i++) {
        r.tick(800, 2500);
        const c1 = r.callId();
        kids.push(llm('OpenAIChatCompletionClient.create', { messages: [{ source: 'user', type: 'TextMessage', content: 'Book the slipway for Saturday 07:30 for the Wayfarer (sail no. 11382) and let #members know.' }], tools: ['book_slipway', 'post_channel', 'get_tide_table'] }, { type: 'ToolCallRequestEvent', source: 'harbour_assistant', content: [{ id: c1, name: 'book_slipway', arguments: JSON.stringify({ date: 'Saturday', start: '07:30', boat: 'Wayfarer 11382', duration_min: 45 }) }], models_usage: { prompt_tokens: 540 + i * 210, completion_tokens: 38 } }, [], { metadata: { model: 'gpt-4o-2024-08-06', created: r.epoch() } }));
        r.tick(200, 700);
        const rid = r.uuid();
        kids.push(tool('book_slipway', { date: 'Saturday', start: '07:30', boat: 'Wayfarer 11382', duration_min: 45 }, { type: 'ToolCallExecutionEvent', content: [{ call_id: c1, is_error: true, content: `HTTPError: 409 Conflict {"error":"slot_locked","detail":"Slot SAT-0730 is locked by tide-table sync","lock_owner":"tidesync@${r.host('sched')}","request_id":"${rid}","ts":"${r.isoSec()}"}` }] }, [], { error: '409 Conflict: slot_locked (Slot SAT-0730 is locked by tide-table sync)' }));
        r.tick(600, 1800);
        const c2 = r.callId();
        kids.push(llm('OpenAIChatCompletionClient.create', { messages: `[${3 + i * 4} messages]` }, { type: 'ToolCallRequestEvent', source: 'harbour_assistant', thought: notice[i], content: [{ id: c2, name: 'post_channel', arguments: JSON.stringify({ channel: '#members', text: notice[i] }) }], models_usage: { prompt_tokens: 720 + i * 210, completion_tokens: 61 } }, [], { metadata: { model: 'gpt-4o-2024-08-06', created: r.epoch() } }));
        r.tick(150, 500);
        kids.push(tool('post_channel', { channel: '#members', text: notice[i] }, { type: 'ToolCallExecutionEvent', content: [{ call_id: c2, is_error: false, content: JSON.stringify({ ok: true, channel: 'C04' + r.upper(7), ts: `${r.epoch()}.${r.digits(6)}` }) }] }));
      }
      return agent('RoundRobinGroupChat', { task: 'Book the slipway for Saturday 07:30 for the Wayfarer (sail no. 11382) and let #members know.', participants: ['harbour_assistant'], termination: 'MaxMessageTermination(12)' }, { stop_reason: 'Maximum number of messages 12 reached, current message count: 12', messages: 12 }, kids, { metadata: { 'autogen.version': '0.4.' + r.int(3, 9), run_id: r.uuid() } });
    },
  },
  {
    n: '02', domain: 'Airflow DAG backfill (data platform)', style: 'OpenHands (CodeAct events)',
    isolates: 'An OpenHands agent reruns the same Airflow backfill three times, hits the same ModuleNotFoundError each time, and after each run leaves the same comment on the ticket without ever touching the import.',
    goal: 'Backfill the billing_rollup DAG for 1-7 May and report on ticket DATA-1432.',
    build(r) {
      const kids = [];
      const cmd = 'airflow dags backfill -s 2024-05-01 -e 2024-05-07 --reset-dagruns -y billing_rollup';
      const msg = [
        'The backfill of billing_rollup failed again: the DAG cannot import plugins.billing_utils (ModuleNotFoundError). I will retry the backfill.',
        'The backfill of billing_rollup failed: the DAG cannot import plugins.billing_utils (ModuleNotFoundError). I will retry the backfill.',
        'The billing_rollup backfill failed again — the DAG cannot import plugins.billing_utils (ModuleNotFoundError). I will retry the backfill.',
      ];
      for (let i = 0; i < 3; i++) {
        r.tick(1000, 4000);
        kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: `${6 + i * 6} messages` }, { thought: i === 0 ? 'Let me run the backfill for the requested date range.' : 'Let me run the backfill again for the requested date range.', action: 'run', args: { command: cmd, is_input: false, blocking: true } }, [], { metadata: { response_id: r.msgId(), cost: Number((0.011 + i * 0.004).toFixed(4)) } }));
        r.tick(6000, 14000);
        const out = `[${r.logts()}] {dagbag.py:588} INFO - Filling up the DagBag from /opt/airflow/dags\n[${r.logts()}] {dagbag.py:351} ERROR - Failed to import: /opt/airflow/dags/billing_rollup.py\nTraceback (most recent call last):\n  File "/opt/airflow/dags/billing_rollup.py", line 9, in <module>\n    from plugins.billing_utils import rollup_invoices\nModuleNotFoundError: No module named 'plugins.billing_utils'\nairflow.exceptions.AirflowException: dag_id could not be found: billing_rollup. Either the dag did not exist or it failed to parse.\n[Python interpreter: /home/airflow/.local/bin/python]\n[Command finished with exit code 1]`;
        kids.push(tool('execute_bash', { command: cmd }, { observation: 'run', content: out, extras: { command: cmd, metadata: { exit_code: 1, pid: r.int(2000, 60000), working_dir: '/opt/airflow', hostname: r.pod('airflow-worker') } } }, [], { error: 'exit code 1' }));
        r.tick(800, 2500);
        kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: `${8 + i * 6} messages` }, { thought: msg[i], action: 'call_tool_mcp', args: { name: 'jira_add_comment', arguments: { issue: 'DATA-1432', body: msg[i] } } }, [], { metadata: { response_id: r.msgId() } }));
        r.tick(300, 900);
        kids.push(tool('jira_add_comment', { issue: 'DATA-1432', body: msg[i] }, { observation: 'mcp', content: JSON.stringify({ id: String(r.int(300000, 399999)), self: `https://acme-data.atlassian.net/rest/api/2/issue/DATA-1432/comment/${r.int(300000, 399999)}`, created: r.isoOff(0).replace('+00:00', '.000+0000') }) }));
      }
      return agent('CodeActAgent', { task: 'Backfill billing_rollup for 2024-05-01..2024-05-07 and report on DATA-1432.', max_iterations: 12 }, { agent_state: 'error', error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 12, max iteration: 12' }, kids, { metadata: { sid: r.hex(32), runtime: 'docker', image: 'ghcr.io/all-hands-ai/runtime:0.' + r.int(15, 40) + '-nikolaik' } });
    },
  },
  {
    n: '03', domain: 'mobile windscreen repair dispatch', style: 'Mastra',
    isolates: 'A dispatch agent tries to text the customer an appointment window four times, the SMS provider returns the same 503 each time, and each time it tells the dispatcher the same sentence.',
    goal: 'Text the customer the technician\'s 10:00-12:00 arrival window for a chip repair and confirm to the dispatcher.',
    build(r) {
      const kids = [];
      const tell = [
        'I wasn\'t able to send the SMS to the customer — the SMS provider returned a 503. I\'ll try sending it again.',
        'I wasn\'t able to send the SMS to the customer, the SMS provider returned a 503. I\'ll try sending it again.',
        'I was not able to send the SMS to the customer — the SMS provider returned a 503. I\'ll try sending it again.',
        'I wasn\'t able to send the SMS to the customer — the SMS provider returned a 503 again. I\'ll try sending it again.',
      ];
      const body = 'ClearView Glass: your technician Marek will arrive between 10:00 and 12:00 tomorrow for the chip repair on VW Golf LD21 XKP. Reply STOP to opt out.';
      for (let i = 0; i < 4; i++) {
        r.tick(700, 2000);
        const cid = r.callId();
        kids.push(llm('llm.generate', { model: 'gpt-4o', messages: `[${2 + i * 3}]` }, { text: i ? tell[i - 1] : '', toolCalls: [{ toolCallId: cid, toolName: 'sendSms', args: { to: '+447700900412', body } }], finishReason: 'tool-calls' }, [], { metadata: { 'mastra.span.type': 'llm_generation', 'ai.usage.promptTokens': 610 + i * 130, runId: r.uuid() } }));
        r.tick(1500, 3000);
        kids.push(tool('tool.execute sendSms', { to: '+447700900412', body }, { status: 503, headers: { date: r.httpDate(), 'retry-after': '30', 'x-request-id': r.uuid(), via: '1.1 ' + r.host('smsgw-edge') }, body: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>' }, [], { error: 'SmsProviderError: upstream returned 503 Service Temporarily Unavailable', metadata: { 'mastra.span.type': 'tool_call', toolId: 'sendSms' } }));
        r.tick(300, 900);
        kids.push(llm('llm.generate', { model: 'gpt-4o', messages: `[${4 + i * 3}]` }, { text: tell[i], finishReason: 'stop' }, [], { metadata: { 'mastra.span.type': 'llm_generation', runId: r.uuid() } }));
      }
      return agent('agent.generate dispatchAgent', { messages: [{ role: 'user', content: 'Job CV-7719: text the customer the 10-12 window for tomorrow and confirm to me.' }], maxSteps: 12 }, { text: tell[3], finishReason: 'stop', steps: 12 }, kids, { metadata: { 'mastra.span.type': 'agent_run', agentId: 'dispatchAgent', resourceId: 'dispatcher-amy', threadId: r.uuid() } });
    },
  },
  {
    n: '04', domain: 'steel heat-treatment furnace recipes', style: 'smolagents (CodeAgent steps)',
    isolates: 'A CodeAgent pushes the same carburising recipe to a furnace controller three times, gets BadUserAccessDenied from OPC UA every time, and sends the shift lead the same notice after each failure.',
    goal: 'Load the case-hardening recipe CH-16MnCr5-0.8 onto furnace F3 for the next batch and inform the shift lead.',
    build(r) {
      const kids = [];
      const note = [
        'Recipe CH-16MnCr5-0.8 could not be loaded on F3: controller denied access (BadUserAccessDenied). Retrying.',
        'Recipe CH-16MnCr5-0.8 could not be loaded on F3: the controller denied access (BadUserAccessDenied). Retrying.',
        'Recipe CH-16MnCr5-0.8 could not be loaded on furnace F3: controller denied access (BadUserAccessDenied). Retrying.',
      ];
      for (let i = 0; i < 3; i++) {
        r.tick(900, 3000);
        const code = `result = upload_recipe(furnace="F3", recipe_id="CH-16MnCr5-0.8")\nprint(result)`;
        const thought = i === 0 ? 'Thought: I will upload the recipe to furnace F3 with the upload_recipe tool.' : 'Thought: The upload failed. I will notify the shift lead and upload the recipe to furnace F3 again.';
        const llmOut = i === 0 ? `${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` : `${thought}\nCode:\n\`\`\`py\nnotify_shift_lead(message="${note[i - 1]}")\n${code}\n\`\`\`<end_code>`;
        const stepKids = [llm('LiteLLMModel.generate', { model_id: 'gpt-4o', messages: `${3 + i * 2} messages` }, llmOut, [], { metadata: { input_tokens: 2100 + i * 400, output_tokens: r.int(70, 120) } })];
        if (i > 0) stepKids.push(tool('notify_shift_lead', { message: note[i - 1] }, `Delivered to pager group HT-SHIFT-B (msg ${r.int(10000, 99999)}) at ${r.hms()}`));
        r.tick(2000, 5000);
        stepKids.push(tool('upload_recipe', { furnace: 'F3', recipe_id: 'CH-16MnCr5-0.8' }, null, [], { error: `Code execution failed at line 'result = upload_recipe(furnace="F3", recipe_id="CH-16MnCr5-0.8")' due to: OpcUaError: BadUserAccessDenied (0x801F0000) writing ns=3;s=F3.Recipe.Active — session ${r.hex(8)} user "agent-svc" endpoint opc.tcp://${r.ip()}:4840 at ${r.syslog()}` }));
        kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, { observations: null }, stepKids, { error: 'AgentExecutionError', metadata: { duration: r.secs(2, 9) } }));
      }
      r.tick();
      kids.push(chain('Step 4', { step_number: 4 }, null, [
        llm('LiteLLMModel.generate', { model_id: 'gpt-4o' }, `Thought: The upload failed again. I will notify the shift lead and upload the recipe to furnace F3 again.\nCode:\n\`\`\`py\nnotify_shift_lead(message="${note[2]}")\nresult = upload_recipe(furnace="F3", recipe_id="CH-16MnCr5-0.8")\nprint(result)\n\`\`\`<end_code>`),
        tool('notify_shift_lead', { message: note[2] }, `Delivered to pager group HT-SHIFT-B (msg ${r.int(10000, 99999)}) at ${r.hms()}`),
      ], { error: 'AgentMaxStepsError: Reached max steps.' }));
      return agent('CodeAgent', { task: 'Load recipe CH-16MnCr5-0.8 on furnace F3 for the next batch, tell the shift lead.', max_steps: 4 }, 'Reached max steps.', kids, { metadata: { 'smolagents.version': '1.' + r.int(5, 20) + '.0', tools: ['upload_recipe', 'notify_shift_lead', 'read_furnace_status', 'final_answer'] } });
    },
  },
  {
    n: '05', domain: 'field hockey club pitch hire', style: 'Langfuse (trace / generation / span observations)',
    isolates: 'A club agent submits the same council pitch-hire form three times, gets the same 422 "public liability certificate expired" each time, and emails the club secretary the same message after every attempt.',
    goal: 'Hire the council astro pitch for the under-14 field hockey tournament on 22 June and keep the club secretary informed.',
    build(r) {
      const kids = [];
      const mail = [
        'Hi Priya, the council portal rejected our pitch hire request for 22 June (422: public liability certificate expired). I will resubmit it.',
        'Hi Priya, the council portal rejected our pitch hire request for 22 June (422 - public liability certificate expired). I will resubmit it.',
        'Hi Priya, the council portal has rejected our pitch hire request for 22 June (422: public liability certificate expired). I will resubmit.',
      ];
      const form = { venue: 'Riverside 3G Astro', date: '2024-06-22', from: '09:00', to: '16:00', organisation: 'Ashford Hockey Club', purpose: 'U14 tournament', insurance_doc: 'pl-cert-2023.pdf' };
      for (let i = 0; i < 3; i++) {
        r.tick(800, 2400);
        kids.push(llm('generation: plan-next-step', { model: 'mistral-large-latest', messages: [{ role: 'user', content: 'Book the astro for the U14 tournament on 22 June, keep Priya posted.' }, { role: 'system', content: `history: ${i * 4} observations` }] }, { role: 'assistant', content: i === 0 ? 'Submitting the pitch hire form on the council portal.' : 'Submitting the pitch hire form on the council portal again.', tool_calls: [tc(r.callId(), 'submit_pitch_hire', form)] }, [], { metadata: { observation_type: 'GENERATION', langfuse_observation_id: r.uuid(), usage: { input: 1300 + i * 300, output: r.int(70, 110), unit: 'TOKENS' }, latency: r.secs(0.8, 3) } }));
        r.tick(900, 2500);
        kids.push(tool('submit_pitch_hire', form, { status_code: 422, headers: { 'content-type': 'application/problem+json', date: r.httpDate(), 'x-correlation-id': r.uuid(), 'x-served-by': r.host('bookings-api', 'council-dmz') }, body: { type: 'https://bookings.kentborough.gov.uk/problems/validation', title: 'Unprocessable Entity', status: 422, errors: [{ field: 'insurance_doc', code: 'PL_CERT_EXPIRED', message: 'Public liability certificate expired on 31/03/2024' }], reference: 'APP-' + r.upper(8) } }, [], { error: 'HTTP 422 Unprocessable Entity: PL_CERT_EXPIRED', metadata: { observation_type: 'SPAN', level: 'ERROR' } }));
        r.tick(500, 1500);
        kids.push(llm('generation: notify-secretary', { model: 'mistral-large-latest' }, { role: 'assistant', content: mail[i], tool_calls: [tc(r.callId(), 'send_email', { to: 'secretary@ashfordhockey.org.uk', subject: 'Pitch hire 22 June', body: mail[i] })] }, [], { metadata: { observation_type: 'GENERATION', langfuse_observation_id: r.uuid() } }));
        r.tick(300, 800);
        kids.push(tool('send_email', { to: 'secretary@ashfordhockey.org.uk', subject: 'Pitch hire 22 June', body: mail[i] }, `250 2.0.0 OK ${r.epoch()} ${r.alnum(12)}.${r.int(100, 999)} - gsmtp`, [], { metadata: { observation_type: 'SPAN' } }));
      }
      return agent('club-ops-agent', { input: 'Book the astro for the U14 tournament on 22 June, keep Priya posted.' }, { output: null, status: 'stopped: max_iterations=12' }, kids, { metadata: { langfuse_trace_id: r.hex(32), session_id: 'ahc-volunteer-bot', release: 'v' + r.version(), tags: ['pitch-hire', 'prod'] } });
    },
  },
  {
    n: '06', domain: 'popcorn wholesaler EDI invoicing', style: 'Google ADK (Gemini functionCall parts)',
    isolates: 'An invoicing agent resubmits the same EDI 810 invoice four times, receives the same 997 rejection for the same IT1 unit price element, and each time appends the same note to the support ticket.',
    goal: 'Send EDI invoice INV-30418 for 240 cases of kettle corn to the cinema chain and update ticket OPS-882.',
    build(r) {
      const kids = [];
      const inv = { invoice: 'INV-30418', partner: 'LUMIERE-CINEMAS', po: 'PO-77120', lines: [{ sku: 'KC-12OZ', qty: 240, uom: 'CA', unit_price: '31.5O' }] };
      const notes = [
        'EDI invoice INV-30418 was rejected by the partner (997 AK5*R: IT1 element 04 unit price invalid). Resubmitting.',
        'EDI invoice INV-30418 was rejected by the partner (997 AK5*R, IT1 element 04 unit price invalid). Resubmitting.',
        'EDI invoice INV-30418 was rejected again by the partner (997 AK5*R: IT1 element 04 unit price invalid). Resubmitting.',
        'EDI invoice INV-30418 was rejected by the partner (997 AK5*R: IT1 element 04 unit price invalid). Resubmitting now.',
      ];
      for (let i = 0; i < 4; i++) {
        r.tick(700, 2000);
        const part = i === 0 ? [{ text: 'I will submit the invoice to the partner over the EDI gateway.' }] : [{ text: notes[i - 1] }, { functionCall: { name: 'add_ticket_note', args: { ticket: 'OPS-882', note: notes[i - 1] } } }];
        kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', config: { tools: ['submit_edi_invoice', 'add_ticket_note', 'get_invoice'] }, contents: `${1 + i * 4} items` }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [...part, { functionCall: { name: 'submit_edi_invoice', args: inv } }] }, usage_metadata: { prompt_token_count: 900 + i * 260, candidates_token_count: r.int(60, 120) } }) }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid(), 'gcp.vertex.agent.event_id': r.uuid() } }));
        if (i > 0) {
          r.tick(200, 600);
          kids.push(tool('execute_tool add_ticket_note', { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ ticket: 'OPS-882', note: notes[i - 1] }) }, { functionResponse: { name: 'add_ticket_note', response: { result: { note_id: r.int(10000, 99999), ticket: 'OPS-882', updated_at: r.us() } } } }));
        }
        r.tick(3000, 9000);
        const ctrl = r.digits(9);
        kids.push(tool('execute_tool submit_edi_invoice', { 'gcp.vertex.agent.tool_call_args': JSON.stringify(inv) }, { functionResponse: { name: 'submit_edi_invoice', response: { status: 'rejected', isa_control: ctrl, ack: `ISA*00*          *00*          *ZZ*LUMIERE        *ZZ*POPCOPRO       *${r.compact().slice(2, 8)}*${r.compact().slice(9, 13)}*U*00401*${ctrl}*0*P*>~GS*FA*LUMIERE*POPCOPRO*${r.compact().slice(0, 8)}*${r.compact().slice(9, 13)}*${r.int(100, 999)}*X*004010~ST*997*0001~AK1*IN*${r.int(100, 999)}~AK2*810*0001~AK3*IT1*6**8~AK4*4**6*31.5O~AK5*R*5~AK9*R*1*1*0~SE*8*0001~`, van_message_id: 'VAN' + r.upper(10) } } }, [], { error: '997 Functional Acknowledgment: transaction set rejected (AK5*R*5)' }));
      }
      return agent('invocation', { user_content: { role: 'user', parts: [{ text: 'Send INV-30418 (240 cases kettle corn, PO-77120) to Lumiere Cinemas and update OPS-882.' }] }, app_name: 'popco_billing' }, { error_code: 'MAX_LLM_CALLS', message: 'Max number of llm calls limit of 4 exceeded' }, [agent('agent_run [invoice_agent]', { agent: 'invoice_agent' }, null, kids)], { metadata: { 'gcp.vertex.agent.session_id': r.uuid(), user_id: 'ops-bot' } });
    },
  },
];
