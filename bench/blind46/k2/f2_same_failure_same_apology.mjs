import { agent, llm, tool, chain, span, oai, ant, gem } from './lib.mjs';
export const family = 'same_failure_same_apology';
export const loop = true;

export const rows = [
{ n: '01', stagnation: true, style: 'plain message-level (OpenAI chat tool_calls, sibling tool spans)', domain: 'organic veg box delivery',
  goal: 'Refund the missing leeks (£2.40) on veg box order VB-77310 to the customer’s card and tell them.',
  isolates: 'Each round the refund call fails with the same card_declined-on-refund error and the agent sends the customer the same apology, three times.',
  build(N) {
    const msg = 'Sorry for the trouble — I’m processing your £2.40 refund for the missing leeks now and will confirm shortly.';
    const kids = [
      llm('chat.completions', { messages: [{ role: 'user', content: 'my box VB-77310 had no leeks' }] }, oai(N, null, [['get_order', { order: 'VB-77310' }]]), { model: 'gpt-4o-mini', id: 'chatcmpl-' + N.b62(29) }),
      tool('get_order', { order: 'VB-77310' }, { order: 'VB-77310', box: 'Medium Seasonal', missing: [{ sku: 'LEEK-500', price_gbp: 2.4 }], payment: { pi: 'pi_' + N.b62(24), card_last4: '4821' }, route: 'Round 6 / van YX21 KLM', packed_at: N.iso() })];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('chat.completions', { messages: '…' }, oai(N, null, [['create_refund', { payment_intent: 'pi_…', amount: 240, currency: 'gbp' }]]), { model: 'gpt-4o-mini', id: 'chatcmpl-' + N.b62(29) }));
      kids.push(tool('create_refund', JSON.stringify({ payment_intent: 'pi_…', amount: 240, currency: 'gbp', idempotency_key: N.uuid() }), { status: 402, headers: { 'request-id': N.reqId('req'), date: N.http(), 'stripe-version': '2024-06-20' }, body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'Charge ch_3P… has been disputed; refunds are not possible while a dispute is open.' } } }, { error: 'HTTP 402 charge_disputed' }));
      kids.push(llm('chat.completions', { messages: '…' }, oai(N, null, [['send_customer_message', { text: msg }]]), { model: 'gpt-4o-mini' }));
      kids.push(tool('send_customer_message', { text: msg }, { delivered: true, channel: 'whatsapp', wamid: 'wamid.' + N.b62(30) }));
    }
    return agent('veg-box-support', { conversation_id: N.uuid() }, null, kids);
  } },

{ n: '02', stagnation: true, style: 'Langfuse', domain: 'Postgres logical replication to an analytics replica',
  goal: 'Re-create the dropped logical replication subscription `orders_sub` on the reporting replica and confirm rows are flowing.',
  isolates: 'CREATE SUBSCRIPTION fails three times with the same "replication slot already exists" error and the agent posts the same Slack update each time without dropping the slot.',
  build(N) {
    const post = ':hourglass: Re-creating `orders_sub` on reporting-replica; replication should resume in a few minutes.';
    const kids = [span('llm', 'plan', { input: [{ role: 'user', content: 'orders_sub got dropped during the failover, fix it' }] }, { role: 'assistant', content: 'I will recreate the subscription pointing at the primary publication `orders_pub`, then post an update to #data-platform.' }, [], { metadata: { model: 'claude-3-5-haiku-20241022', langfuse_observation_id: N.uuid() } })];
    for (let i = 0; i < 3; i++) {
      kids.push(tool('psql', { host: 'reporting-replica-1', sql: "CREATE SUBSCRIPTION orders_sub CONNECTION 'host=pg-primary dbname=shop' PUBLICATION orders_pub;" },
        `psql:${N.tmp('.sql')}:1: ERROR:  could not create replication slot "orders_sub": ERROR:  replication slot "orders_sub" already exists\nTime: ${N.ms(20, 400)}.${N.int(100, 999)} ms\n-- backend pid ${N.int(20000, 90000)}, primary LSN 0/${N.hex(8).toUpperCase()}`, { error: 'psql exited with status 1' }));
      kids.push(span('llm', 'react_step', { input: 'tool error above' }, { role: 'assistant', content: `Posting status update.`, tool_calls: [{ name: 'slack_post', arguments: JSON.stringify({ channel: '#data-platform', text: post }) }] }, [], { metadata: { model: 'claude-3-5-haiku-20241022' } }));
      kids.push(tool('slack_post', { channel: '#data-platform', text: post }, { ok: true, channel: 'C04' + N.b62(8).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
    }
    return agent('db-oncall-agent', { incident: 'INC-' + N.int(3000, 9999) }, null, kids, { langfuse_trace_id: N.hex(32), release: 'agent@' + N.short(), environment: 'prod' });
  } },

{ n: '03', stagnation: true, style: 'Mastra', domain: 'student yearbook printing',
  goal: 'Upload the final yearbook PDF proofs for Kestrel Academy class of 2025 to the printer’s SFTP drop and email the yearbook adviser.',
  isolates: 'SFTP upload fails the same way (quota exceeded) three times and the agent emails the adviser the same "uploading now" note after each failure.',
  build(N) {
    const email = { to: 'j.okafor@kestrel.sch.uk', subject: 'Yearbook proofs', body: 'Hi Ms Okafor, the final proofs are being uploaded to Printwell now. I will confirm once they land.' };
    const kids = [tool('listProofs', { dir: 'yearbook-2025/final' }, { files: [{ name: 'kestrel_yb25_interior.pdf', bytes: 412_883_104 }, { name: 'kestrel_yb25_cover.pdf', bytes: 38_120_771 }], preflight: 'PDF/X-1a ok', checksum: N.sha() })];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('agent.generate', { messages: [{ role: 'user', content: 'send proofs to printer' }] }, { text: 'Uploading the interior and cover PDFs to Printwell’s SFTP.', toolCalls: [{ toolName: 'sftpUpload', args: { host: 'drop.printwell.co.uk', path: '/incoming/kestrel/' } }] }, { 'mastra.agent': 'yearbookAgent', model: 'openai/gpt-4o', runId: N.uuid() }));
      kids.push(tool('sftpUpload', { host: 'drop.printwell.co.uk', path: '/incoming/kestrel/', files: 2 }, `Connected to drop.printwell.co.uk (ssh-ed25519 SHA256:${N.b62(43)})\nsftp> put kestrel_yb25_interior.pdf\nUploading kestrel_yb25_interior.pdf to /incoming/kestrel/kestrel_yb25_interior.pdf\nremote write failed: Failure (SSH_FX_FAILURE) — disk quota exceeded for user kestrel_ya (used 1.00 GiB of 1.00 GiB)\nsession ${N.hex(12)} closed after ${N.dur()}`, { error: 'SSH_FX_FAILURE: disk quota exceeded' }));
      kids.push(llm('agent.generate', { messages: '…' }, { text: 'Letting the adviser know.', toolCalls: [{ toolName: 'sendEmail', args: email }] }, { model: 'openai/gpt-4o' }));
      kids.push(tool('sendEmail', email, { id: `<${N.uuid()}@mail.kestrel.sch.uk>`, accepted: ['j.okafor@kestrel.sch.uk'], response: `250 2.0.0 OK ${N.epoch()} ${N.b62(10)} - gsmtp` }));
    }
    return agent('yearbookAgent', { input: 'send proofs to printer and tell Ms Okafor' }, null, kids, { 'mastra.workflow': 'print-handoff', traceId: N.hex(32) });
  } },

{ n: '04', stagnation: false, style: 'Google ADK (Gemini function calling)', domain: 'river cruise shore excursions',
  goal: 'Book the Dürnstein wine-cellar shore excursion for cabin 214 on the Danube sailing and tell the guest.',
  isolates: 'The excursion booking API returns the same 409 SOLD_OUT_BLOCK_HOLD three times; each time the agent tells the guest in different wording that it is still trying, then retries unchanged.',
  build(N) {
    const notes = ['I’m just securing your places on the Dürnstein cellar tour now.', 'Still working on it — the tour system is being slow, I’ll have your Dürnstein booking confirmed soon.', 'Nearly there with the wine-cellar excursion, thanks for your patience.'];
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('call_llm', { contents: [{ role: 'user', parts: [{ text: 'Book us on the Dürnstein cellar tour please, cabin 214' }] }] }, gem(N, null, [['book_excursion', { sailing: 'DAN-0611', cabin: 214, excursion: 'DUR-WINE-02', pax: 2 }]]), { 'gen_ai.system': 'gcp.vertex.agent', invocation_id: 'e-' + N.uuid() }));
      kids.push(tool('execute_tool book_excursion', { sailing: 'DAN-0611', cabin: 214, excursion: 'DUR-WINE-02', pax: 2 }, { functionResponse: { name: 'book_excursion', response: { status: 409, code: 'SOLD_OUT_BLOCK_HOLD', detail: 'Inventory held by group block GRP-VIK-88 until release', server: N.host('shorex'), trace: N.traceHdr() } } }, { error: '409 SOLD_OUT_BLOCK_HOLD' }));
      kids.push(llm('call_llm', { contents: '…' }, gem(N, null, [['message_guest', { cabin: 214, text: notes[i] }]]), { invocation_id: 'e-' + N.uuid() }));
      kids.push(tool('execute_tool message_guest', { cabin: 214, text: notes[i] }, { functionResponse: { name: 'message_guest', response: { delivered_to: 'cabin-tv+app', msg_id: N.jobId('GM') } } }));
    }
    return agent('invoke_agent guest_services', { user_id: 'cabin-214', session_id: N.uuid() }, null, kids, { app_name: 'danube_concierge' });
  } },

{ n: '05', stagnation: true, style: 'smolagents', domain: 'bike fitting studio calendar sync',
  goal: 'Put client Priya Nair’s 2-hour bike fit on the fitter’s Google Calendar for Saturday 10:00 and text her the confirmation.',
  isolates: 'The code agent writes the identical code block each step: the same calendar insert failing with invalid_grant and the same SMS being sent, three rounds.',
  build(N) {
    const code = 'r = calendar_insert(calendar="fitter-tom@spokelab.cc", start="2025-03-22T10:00", minutes=120, title="Bike fit – Priya Nair")\nprint(r)\nsend_sms(to="+447700900417", body="Your bike fit is booked for Sat 10:00 at SpokeLab.")';
    const kids = [];
    for (let i = 0; i < 3; i++) {
      const st = span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, [
        llm('LiteLLMModel.__call__', { messages: [{ role: 'user', content: 'New task: book Priya’s fit Sat 10:00' }] }, `Code:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'anthropic/claude-3-5-sonnet', 'llm.token_count.total': N.int(1500, 4000) }),
        tool('calendar_insert', { calendar: 'fitter-tom@spokelab.cc', start: '2025-03-22T10:00', minutes: 120 }, { error: { code: 400, message: 'invalid_grant: Token has been expired or revoked.', status: 'INVALID_ARGUMENT' }, 'x-goog-request-id': N.hex(16) }, { error: 'invalid_grant' }),
        tool('send_sms', { to: '+447700900417', body: 'Your bike fit is booked for Sat 10:00 at SpokeLab.' }, { sid: 'SM' + N.hex(32), status: 'queued', segments: 1, price_unit: 'GBP' })], { metadata: { duration: N.dur() } });
      kids.push(st);
    }
    return agent('CodeAgent', { task: 'Book Priya Nair bike fit Sat 10:00, text her' }, null, kids, { 'smolagents.max_steps': 3 });
  } },

{ n: '06', stagnation: true, style: 'AutoGen / AG2 group chat', domain: 'Airflow DAG backfill',
  goal: 'Backfill the `tide_of_orders_daily` Airflow DAG for 2025-02-01..2025-02-07 and update ticket DATA-1182.',
  isolates: 'The executor’s backfill fails identically (pool slots 0) each round and the assistant adds the same Jira comment three times.',
  build(N) {
    const comment = 'Backfill for 2025-02-01..07 kicked off; will update when the runs finish.';
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('assistant', { messages: [{ role: 'user', name: 'user_proxy', content: 'Backfill Feb 1-7 and update DATA-1182' }] }, { content: `I'll run the backfill and update the ticket.\n\`\`\`sh\nairflow dags backfill tide_of_orders_daily -s 2025-02-01 -e 2025-02-07\n\`\`\``, tool_calls: [{ id: N.callId(), function: { name: 'jira_comment', arguments: JSON.stringify({ issue: 'DATA-1182', body: comment }) } }] }, { model: 'gpt-4o', source: 'assistant' }));
      kids.push(tool('code_executor', { language: 'sh', code: 'airflow dags backfill tide_of_orders_daily -s 2025-02-01 -e 2025-02-07' }, `[${N.logTs()}] {backfill_job_runner.py:420} INFO - Backfill run_id backfill__2025-02-01T00:00:00+00:00\n[${N.logTs()}] {base_executor.py:146} WARNING - pool 'warehouse_pool' has 0 open slots\nairflow.exceptions.AirflowException: Some task instances failed:\nDag ID: tide_of_orders_daily, Run: backfill__2025-02-01T00:00:00+00:00 — deadlocked (no free slots in warehouse_pool)\nexitcode: 1 (execution took ${N.dur()})`, { error: 'exitcode: 1' }));
      kids.push(tool('jira_comment', { issue: 'DATA-1182', body: comment }, { id: String(N.int(100000, 999999)), self: `https://tide.atlassian.net/rest/api/2/issue/DATA-1182/comment/${N.int(100000, 999999)}`, created: N.isoLocal(0).replace('+00:00', '.000+0000') }));
    }
    return agent('GroupChatManager', { task: 'Backfill Feb 1-7 and update DATA-1182' }, { termination: 'max_round' }, kids, { autogen_version: '0.4.7', participants: ['user_proxy', 'assistant', 'executor'] });
  } },
];
