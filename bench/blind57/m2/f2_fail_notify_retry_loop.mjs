import { agent, llm, tool, failed, chain, span, sys, user, call, asst, toolMsg } from './lib.mjs';

export const family = 'fail_notify_retry_loop';
export const loop = true;
export const summary = 'Same failing action, same near-verbatim notice to a human, again and again (3+ rounds).';

export const rows = [
  {
    n: '01', domain: 'bell tower maintenance (steeplejack inspections)', style: 'Vercel AI SDK ai.* OpenTelemetry spans', stagnation: true,
    isolates: 'Vercel AI SDK run: booking the steeplejack inspection returns the same 409 conflict four times and each time the model posts a near-identical Slack message saying it will retry.',
    goal: 'Book the annual steeplejack inspection of the St Aldhelm bell tower frame for the week of 9 September and tell #tower-maint when it is booked.',
    build(N) {
      const kids = [];
      for (let i = 0; i < 4; i++) {
        const step = [];
        step.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[{"role":"user","content":[{"type":"text","text":"Book the annual steeplejack inspection..."}]}]' },
          { 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: `call_${N.alnum(24)}`, toolName: 'bookInspection', args: '{"tower":"st-aldhelm","week":"2024-W37","contractor":"HighLine Steeplejacks"}' }]), 'ai.response.finishReason': 'tool-calls', 'ai.response.id': `chatcmpl-${N.alnum(29)}`, 'ai.usage.promptTokens': 712 + i * 180, 'ai.usage.completionTokens': 38 },
          { metadata: { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat', 'operation.name': 'ai.generateText.doGenerate', 'ai.response.msToFirstChunk': N.ms() } }));
        step.push(failed('ai.toolCall', { 'ai.toolCall.name': 'bookInspection', 'ai.toolCall.args': '{"tower":"st-aldhelm","week":"2024-W37","contractor":"HighLine Steeplejacks"}' },
          { status: 409, headers: { date: N.tick(50).httpDate(), 'x-request-id': N.uuid(), 'x-served-by': N.host('bookings') }, body: { error: 'slot_conflict', detail: 'Contractor calendar locked: rope-access team allocated to job HL-7734 (week 2024-W37).' } },
          'Error: 409 slot_conflict: Contractor calendar locked'));
        step.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[... tool-result 409 slot_conflict ...]' },
          { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'postSlack', args: JSON.stringify({ channel: '#tower-maint', text: 'Heads up: I couldn\'t book the St Aldhelm steeplejack inspection for w/c 9 Sept — HighLine\'s calendar is locked (409). I\'ll try again shortly.' }) }]), 'ai.response.finishReason': 'tool-calls' },
          { metadata: { 'ai.model.id': 'gpt-4o' } }));
        step.push(tool('ai.toolCall', { 'ai.toolCall.name': 'postSlack', 'ai.toolCall.args': { channel: '#tower-maint' } }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}`, channel: 'C04TWRMNT' }));
        kids.push(span('span', `ai.generateText step ${i + 1}`, null, null, step, { metadata: { 'ai.operationId': 'ai.generateText', stepNumber: i } }));
      }
      return agent('ai.generateText', { 'ai.prompt': this.goal }, { 'ai.response.finishReason': 'tool-calls', 'ai.settings.maxSteps': 16 }, kids, { metadata: { 'ai.telemetry.functionId': 'tower-maint-bot', 'resource.name': 'vercel-fn/bells', 'vercel.region': 'lhr1' } });
    },
  },
  {
    n: '02', domain: 'coral reef restoration nursery (fragment survey uploads)', style: 'OpenTelemetry GenAI semantic conventions', stagnation: true,
    isolates: 'OTel GenAI spans: the survey CSV upload fails with the same schema error three times, each followed by a near-identical email to the nursery coordinator; the CSV is never changed.',
    goal: 'Upload this week\'s coral fragment survey (Acropora tree nursery T3) to the reef monitoring database and notify the coordinator when done.',
    build(N) {
      const kids = [];
      const mail = 'Hi Leilani, the T3 fragment survey upload to ReefDB failed again (column "colony_id" missing). I will retry the upload and let you know.';
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat gpt-4.1', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Upload the T3 survey and notify the coordinator.' }] }] },
          { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: i === 0 ? 'I will upload the survey file.' : 'The upload failed; I will upload the survey file again.' }, { type: 'tool_call', id: `call_${N.alnum(16)}`, name: 'reefdb_upload', arguments: { path: 's3://reefnursery/surveys/T3_2024w22.csv', dataset: 'fragment_survey' } }], finish_reason: 'tool_call' }], 'gen_ai.usage.input_tokens': 1400 + i * 300, 'gen_ai.usage.output_tokens': 52 },
          { metadata: { 'gen_ai.system': 'openai', 'gen_ai.response.id': `chatcmpl-${N.alnum(20)}`, 'server.address': 'api.openai.com' } }));
        kids.push(failed('execute_tool reefdb_upload', { 'gen_ai.tool.name': 'reefdb_upload', 'gen_ai.tool.call.arguments': '{"path":"s3://reefnursery/surveys/T3_2024w22.csv","dataset":"fragment_survey"}' },
          `ReefDB ingest v2.8.1\n[${N.tick(20).iso()}] validating T3_2024w22.csv (312 rows)\nERROR schema: required column "colony_id" not found (have: frag_id, genotype, tree, tier, length_cm, bleach_score)\nbatch ${N.ulid()} rejected after ${N.dur()}`,
          'SchemaValidationError: required column "colony_id" not found', { metadata: { 'gen_ai.tool.call.id': `call_${N.alnum(16)}`, 'error.type': 'SchemaValidationError' } }));
        kids.push(llm('chat gpt-4.1', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'send_email', arguments: { to: 'leilani@reefnursery.org', subject: 'T3 survey upload failed', body: i === 0 ? mail.replace(' again', '') : mail } }] }] }));
        kids.push(tool('execute_tool send_email', { 'gen_ai.tool.name': 'send_email' }, { id: `<${N.hex(16)}@mail.reefnursery.org>`, queued: true, smtp: `250 2.0.0 OK ${N.epoch()} ${N.alnum(12)} - gsmtp` }));
      }
      kids.push(llm('chat gpt-4.1', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'The upload failed again; I will upload the survey file again.' }] }], 'gen_ai.response.finish_reasons': ['length'] }));
      return agent('invoke_agent reef-survey-agent', { 'gen_ai.agent.name': 'reef-survey-agent', task: this.goal }, null, kids, { metadata: { 'gen_ai.agent.id': N.uuid(), 'service.name': 'nursery-agents', 'otel.status_code': 'ERROR' } });
    },
  },
  {
    n: '03', domain: 'Airflow DAG backfill for a billing-events pipeline', style: 'LangSmith run tree (plain message-level tool_calls)', stagnation: true,
    isolates: 'A LangChain agent triggers the same Airflow backfill that fails with 403 every time and after each failure posts the same Jira comment ("backfill blocked by permissions, retrying") three-plus times.',
    goal: 'Backfill the billing_events_daily DAG for 2024-03-01..2024-03-07 and comment on DATA-4410 when it completes.',
    build(N) {
      const kids = [];
      const comment = 'Backfill of billing_events_daily (2024-03-01..03-07) failed: Airflow API returned 403 Forbidden. Retrying now.';
      for (let i = 0; i < 4; i++) {
        const id1 = `call_${N.alnum(24)}`, id2 = `call_${N.alnum(24)}`;
        kids.push(llm('ChatOpenAI', { messages: [sys('You are a data platform assistant.'), user(this.goal)] }, { role: 'assistant', content: null, tool_calls: [call(id1, 'airflow_trigger_backfill', { dag_id: 'billing_events_daily', start_date: '2024-03-01', end_date: '2024-03-07', reset_dag_runs: true })] }, { metadata: { ls_model_name: 'gpt-4o', ls_provider: 'openai', run_id: N.uuid() } }));
        kids.push(failed('airflow_trigger_backfill', { dag_id: 'billing_events_daily', start_date: '2024-03-01', end_date: '2024-03-07' },
          { status: 403, title: 'Forbidden', detail: 'User svc-agent does not have permission can_create on DAG Runs', type: 'https://airflow.apache.org/docs/apache-airflow/2.9.1/stable-rest-api-ref.html#section/Errors/PermissionDenied', instance: `/api/v1/dags/billing_events_daily/dagRuns`, 'x-request-id': N.uuid(), served_by: N.pod('airflow-webserver') },
          'HTTPError: 403 Client Error: FORBIDDEN'));
        kids.push(llm('ChatOpenAI', { messages: ['...', { role: 'tool', content: '403 FORBIDDEN' }] }, { role: 'assistant', content: comment, tool_calls: [call(id2, 'jira_add_comment', { issue: 'DATA-4410', body: comment })] }));
        kids.push(tool('jira_add_comment', { issue: 'DATA-4410', body: comment }, { id: String(N.int(300000, 399999)), self: `https://acme-data.atlassian.net/rest/api/3/issue/88123/comment/${N.int(300000, 399999)}`, created: N.tick(40).isoLocal('+01:00').replace(/:(\d\d)$/, '$1') }));
      }
      return agent('AgentExecutor', { input: this.goal }, null, kids, { error: 'Agent stopped due to max iterations.', metadata: { ls_project: 'data-platform-bot', session_id: N.uuid() } });
    },
  },
  {
    n: '04', domain: 'snow chain rental counter (refund of deposit)', style: 'AutoGen AgentChat (AssistantAgent + UserProxy) event log', stagnation: true,
    isolates: 'AutoGen conversation where the deposit refund is declined by the card processor with the same code three times and the assistant sends the customer the same apology-and-retry message after each attempt.',
    goal: 'Refund the 80 EUR chain deposit on rental SC-20931 (chains returned undamaged) to the customer\'s card and let the customer know.',
    build(N) {
      const kids = [tool('lookup_rental', { rental_id: 'SC-20931' }, `{"rental_id":"SC-20931","item":"Thule CK-7 size 090","deposit":{"amount":8000,"currency":"EUR","psp_ref":"${N.alnum(16)}"},"returned":"${N.euDate()}","condition":"OK"}`)];
      const msg = 'Sorry Mr Pichler, the refund of your 80 EUR deposit did not go through yet. I am retrying it now and will confirm shortly.';
      for (let i = 0; i < 3; i++) {
        kids.push(llm('assistant (ToolCallRequestEvent)', { source: 'user_proxy', content: i === 0 ? this.goal : 'Refund still failing, continue.' }, { type: 'ToolCallRequestEvent', source: 'assistant', content: [{ id: `call_${N.alnum(24)}`, name: 'issue_refund', arguments: '{"psp_ref_rental":"SC-20931","amount":8000,"currency":"EUR"}' }], models_usage: { prompt_tokens: 560 + i * 150, completion_tokens: 29 } }));
        kids.push(failed('issue_refund', '{"psp_ref_rental":"SC-20931","amount":8000,"currency":"EUR"}',
          { pspReference: N.b32(16), resultCode: 'Refused', refusalReason: 'Original transaction not captured', refusalReasonCode: '24', merchantAccount: 'AlpenKettenRental_POS', eventDate: N.tick(90).isoLocal('+01:00') },
          'RefundRefused: Original transaction not captured (24)'));
        kids.push(llm('assistant (TextMessage)', { source: 'assistant' }, { type: 'TextMessage', source: 'assistant', content: i === 2 ? msg.replace('yet', 'yet,') : msg }));
        kids.push(tool('send_sms', { to: '+43 664 *** 218', text: msg }, { status: 'queued', sid: `SM${N.hex(32)}`, segments: 2 }));
      }
      return agent('RoundRobinGroupChat', { task: this.goal }, { stop_reason: 'Maximum number of messages 14 reached, current message count: 14' }, kids, { metadata: { autogen_version: '0.4.7', team_id: N.uuid() } });
    },
  },
  {
    n: '05', domain: 'tuk-tuk city tour operator (driver route plans)', style: 'smolagents CodeAgent steps', stagnation: true,
    isolates: 'smolagents CodeAgent repeatedly runs the same route-planning call that fails with a geocoder 502 and each step prints the same message to the dispatcher before retrying, three-plus times.',
    goal: 'Build tomorrow\'s route plan for the 6 tuk-tuk tours in Lisbon (Alfama, Belém, Graça loops) and send it to the dispatcher.',
    build(N) {
      const kids = [];
      const note = 'Dispatcher update: route planning service is failing (geocoder 502). I will try planning the routes again.';
      for (let i = 0; i < 4; i++) {
        kids.push(llm('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: `New task:\n${this.goal}` }] },
          `Thought: I need to plan the routes for all six tours and then notify the dispatcher.\nCode:\n\`\`\`py\nplan = plan_routes(date="2024-06-19", tours=["ALF-1","ALF-2","BEL-1","BEL-2","GRA-1","GRA-2"])\nprint(plan)\n\`\`\`<end_code>`,
          { metadata: { step_number: i + 1, model_id: 'anthropic/claude-3-5-haiku-20241022', input_token_count: 2100 + i * 400, output_token_count: 96 } }));
        kids.push(failed('plan_routes', { date: '2024-06-19', tours: ['ALF-1', 'ALF-2', 'BEL-1', 'BEL-2', 'GRA-1', 'GRA-2'] },
          `Execution logs:\nHTTPError: 502 Bad Gateway for url: https://routing.tuktours.pt/v1/plan (upstream geocoder nominatim-${N.int(1, 4)} unreachable, cf-ray ${N.hex(16)}-LIS)`,
          'Code execution failed at line \'plan = plan_routes(...)\' due to: HTTPError: 502 Bad Gateway'));
        kids.push(tool('send_message', { to: 'dispatch@tuktours.pt', text: note }, `Execution logs:\nsent (msg id ${N.uuid()}) at ${N.tick(35).hhmmss()}\nLast output from code snippet:\nNone`));
      }
      return agent('CodeAgent', { task: this.goal }, null, kids, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 12, tools: ['plan_routes', 'send_message', 'final_answer'] } });
    },
  },
  {
    n: '06', domain: 'ocularist clinic (custom prosthetic eye lab orders)', style: 'Microsoft Prompt flow trace (not in the named list)', stagnation: true,
    isolates: 'Prompt flow trace: the lab order is rejected three times for the same missing iris-photo attachment, and every round the LLM node writes the same Teams note to the clinician before resubmitting the identical order.',
    goal: 'Submit the painted-iris prosthesis order for patient ref OC-3317 to the fabrication lab and tell the clinician when the lab accepts it.',
    build(N) {
      const kids = [];
      const note = 'Dr Varga — the lab rejected the OC-3317 prosthesis order again: iris reference photo is missing. Resubmitting the order now.';
      for (let i = 0; i < 3; i++) {
        kids.push(failed('submit_lab_order', { inputs: { patient_ref: 'OC-3317', shade: 'iris 14B / sclera warm 2', attachments: ['impression_scan.stl'] } },
          { output: { http_status: 422, body: { code: 'ATTACHMENT_REQUIRED', field: 'iris_photo', order_draft: `DRF-${N.int(10000, 99999)}`, lab_node: N.host('fablab') } }, run_info: { status: 'Failed', start_time: N.iso(), end_time: N.tick(2).iso() } },
          'UserError: lab rejected order: ATTACHMENT_REQUIRED iris_photo', { metadata: { node_name: 'submit_lab_order', run_id: `${N.uuid()}_submit_lab_order_${i}` } }));
        kids.push(llm('compose_notice', { inputs: { prompt: 'Write a short Teams note to the clinician about the order status.', status: 'ATTACHMENT_REQUIRED iris_photo' } },
          { output: i === 1 ? note.replace('again: ', 'again; ') : note }, { metadata: { node_name: 'compose_notice', connection: 'aoai-eastus2', deployment_name: 'gpt-4o', 'llm.usage.total_tokens': N.int(300, 360) } }));
        kids.push(tool('post_teams', { inputs: { channel: 'Ocular Lab Orders', text: note } }, { output: { id: String(N.epochMs()), replyToId: null }, run_info: { status: 'Completed' } }));
      }
      return agent('flow: ocular_lab_order', { patient_ref: 'OC-3317' }, null, kids, { error: 'Flow run exceeded max iterations (3)', metadata: { flow_run_id: N.uuid(), promptflow_version: '1.15.0', collection: 'oculab-orders' } });
    },
  },
];
