import { Tracer, sys, user } from './lib.mjs';
export const family = 'post_success_rechecking';
export const loop = true;
export const stagnationAllowed = [true, false];

// 01 capoeira academy grading, Haystack
function r01(id) {
  const T = new Tracer(id, 'haystack'), N = T.N;
  const goal = 'Register 9 students for the batizado cord grading on 12 July and confirm the registration.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['register_batch', { event: 'batizado-2025-07-12', students: ['Lia', 'Tomás', 'Ade', 'Mei', 'Joaquim', 'Sana', 'Rui', 'Ola', 'Dani'] }]] }));
  kids.push(T.tool('register_batch', { event: 'batizado-2025-07-12', students: ['Lia', 'Tomás', 'Ade', 'Mei', 'Joaquim', 'Sana', 'Rui', 'Ola', 'Dani'] }, { registered: 9, failed: 0, confirmation: 'BTZ-' + N.int(10000, 99999), at: N.iso() }));
  const done = 'All 9 students are registered for the batizado on 12 July. Let me double-check the registration list.';
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: done, calls: [['get_registrations', { event: 'batizado-2025-07-12' }]] }));
    kids.push(T.tool('get_registrations', { event: 'batizado-2025-07-12' }, { count: 9, status: 'confirmed', list_etag: N.etag(), served_by: N.host('acad-api'), generated_at: N.iso() }));
  }
  return { isolates: 'Registration succeeds with 9/9 confirmed; the agent then re-reads the same list four times, announcing the same success each time, until the step limit.', stagnation: true, goal,
    root: T.agent('Agent.run', { messages: [user(goal)] }, { last_message: done, exit_reason: 'max_agent_steps' }, kids, { type: 'chain', meta: { 'haystack.component.type': 'Agent', 'haystack.pipeline.max_runs_per_component': 100 } }) };
}

// 02 flamenco tablao show, Langfuse
function r02(id) {
  const T = new Tracer(id, 'langfuse'), N = T.N;
  const goal = 'Publish Friday\'s 22:30 flamenco show (cantaora Rocío Vega) on the tablao ticketing site.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['publish_show', { date: '2025-04-11', time: '22:30', artist: 'Rocío Vega', capacity: 70 }]] }));
  kids.push(T.tool('publish_show', { date: '2025-04-11', time: '22:30', artist: 'Rocío Vega', capacity: 70 }, { show_id: 'shw_' + N.b62(10), state: 'published', url: 'https://tickets.tablao-azahar.es/s/' + N.int(1000, 9999) }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Published. Verifying the public page.', calls: [['http_get', { url: 'https://tickets.tablao-azahar.es/viernes' }]] }));
  kids.push(T.tool('http_get', { url: 'https://tickets.tablao-azahar.es/viernes' }, `200 OK\nage: ${N.int(0, 40)}\nx-cache: HIT\n\n<h2>Viernes 22:30 — Rocío Vega</h2><span class="left">70 entradas</span>`));
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: ['The show is live. Republishing to make sure the listing is fresh.', 'Re-sending publish to be safe.', 'Publishing once more to confirm.'][i], calls: [['publish_show', { date: '2025-04-11', time: '22:30', artist: 'Rocío Vega', capacity: 70 }]] }));
    kids.push(T.tool('publish_show', { date: '2025-04-11', time: '22:30', artist: 'Rocío Vega', capacity: 70 }, { state: 'published', unchanged: true, idempotency_key: N.uuid(), at: N.iso() }));
  }
  return { isolates: 'After the show is published and the public page confirms it, the agent re-submits the same publish three more times, each answered "unchanged".', stagnation: false, goal,
    root: T.agent('trace: tablao-agent', { input: goal }, { output: 'Publishing once more to confirm.' }, kids, { meta: { langfuse_trace_id: N.hex(32), tags: ['prod', 'ticketing'] } }) };
}

// 03 sourdough starter subscription, MLflow Tracing
function r03(id) {
  const T = new Tracer(id, 'mlflow'), N = T.N;
  const goal = 'Pause the sourdough starter refresh subscription for customer #C-20931 during their August holiday.';
  const kids = [];
  kids.push(T.tool('pause_subscription', { customer: 'C-20931', from: '2025-08-01', to: '2025-08-24' }, { ok: true, subscription: 'sub_' + N.b62(14), status: 'paused', resumes_on: '2025-08-25' }));
  const msg = 'The subscription for C-20931 is paused from 1 to 24 August and resumes on 25 August. Checking the status again.';
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: msg, calls: [['get_subscription', { customer: 'C-20931' }]] }));
    kids.push(T.tool('get_subscription', { customer: 'C-20931' }, `{"status":"paused","resumes_on":"2025-08-25","next_bake_slot":null,"read_at":"${N.iso()}","replica":"${N.host('pg-ro')}","lsn":"0/${N.hex(8).toUpperCase()}"}`));
  }
  return { isolates: 'The pause succeeds on the first call; the agent then reads the same paused status four times, each with the identical announcement.', stagnation: true, goal,
    root: T.agent('starter_support_agent', { goal }, { error: 'max_iterations reached' }, kids, { meta: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + N.hex(32) } }) };
}

// 04 jam co-op label print, Letta (stateful agent with memory)
function r04(id) {
  const T = new Tracer(id, 'letta'), N = T.N;
  const goal = 'Send the 600 damson jam labels (batch DJ-25-09, best before 09/2027) to the label printer.';
  const kids = [];
  kids.push(T.tool('send_to_printer', { job: 'labels', batch: 'DJ-25-09', qty: 600, template: 'damson_v3' }, { job_id: N.job('prn'), state: 'completed', printed: 600, printer: 'Zebra ZT411 @ ' + N.ip() }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Print job complete: 600 labels printed.', calls: [['send_message', { message: 'Done: 600 damson labels (DJ-25-09) printed.' }]] }));
  kids.push(T.tool('send_message', { message: 'Done: 600 damson labels (DJ-25-09) printed.' }, { status: 'OK', time: N.eu() }));
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], reasoning: 'User should know the labels are printed. I will tell them again and note it in memory.', text: null, calls: [['core_memory_append', { label: 'human', content: 'Labels DJ-25-09 printed (600).' }]] }));
    kids.push(T.tool('core_memory_append', { label: 'human', content: 'Labels DJ-25-09 printed (600).' }, { status: 'OK', message: 'None', time: N.eu() }));
    kids.push(T.tool('send_message', { message: 'Done: 600 damson labels (DJ-25-09) printed.' }, { status: 'OK', time: N.eu() }));
  }
  return { isolates: 'After the print job completes and the user is told, the agent re-appends the same memory note and re-sends the same "done" message three more times.', stagnation: true, goal,
    root: T.agent('letta agent step', { agent_id: 'agent-' + N.uuid(), messages: [user(goal)] }, { stop_reason: 'max_steps', usage: { step_count: 10 } }, kids) };
}

// 05 hammock rental webhook, Anthropic Messages API
function r05(id) {
  const T = new Tracer(id, 'anthropic'), N = T.N;
  const goal = 'Register the Stripe webhook for the hammock rental app so refunds sync to the booking DB; confirm delivery works.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['http_request', { method: 'POST', url: 'https://api.stripe.com/v1/webhook_endpoints', form: { url: 'https://hamaca.rent/hooks/stripe', 'enabled_events[]': 'charge.refunded' } }]] }));
  kids.push(T.tool('http_request', { method: 'POST', url: 'https://api.stripe.com/v1/webhook_endpoints', form: { url: 'https://hamaca.rent/hooks/stripe', 'enabled_events[]': 'charge.refunded' } }, { status: 200, headers: { 'request-id': 'req_' + N.b62(14), 'stripe-version': '2024-06-20' }, body: { id: 'we_' + N.b62(24), status: 'enabled', url: 'https://hamaca.rent/hooks/stripe' } }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Webhook created. Sending a test event.', calls: [['run_cli', { cmd: 'stripe trigger charge.refunded' }]] }));
  kids.push(T.tool('run_cli', { cmd: 'stripe trigger charge.refunded' }, `Setting up fixture for: charge\nRunning fixture for: charge\nSetting up fixture for: refund\nTrigger succeeded! Check dashboard for event details.\n${N.iso()} --> charge.refunded [evt_${N.b62(24)}]\n${N.iso()} <-- [200] POST https://hamaca.rent/hooks/stripe`));
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: ['Delivery returned 200. Let me list webhook endpoints to be sure it exists.', 'Checking the endpoint list once more.', 'Verifying again that the endpoint is enabled.'][i], calls: [['run_cli', { cmd: 'stripe webhook_endpoints list --limit 5' }]] }));
    kids.push(T.tool('run_cli', { cmd: 'stripe webhook_endpoints list --limit 5' }, `{\n  "object": "list",\n  "data": [{"id": "we_…", "status": "enabled", "url": "https://hamaca.rent/hooks/stripe", "created": ${N.epoch()}}],\n  "has_more": false\n}`));
  }
  return { isolates: 'Webhook created and a test refund delivered with 200; then three more listings of the same enabled endpoint, with short varied remarks.', stagnation: false, goal,
    root: T.agent('hammock-ops-agent', { goal }, { stop_reason: 'max_steps', steps: 10 }, kids) };
}

// 06 abacus competition results, Gemini function calling
function r06(id) {
  const T = new Tracer(id, 'gemini'), N = T.N;
  const goal = 'Post the final results of the regional junior abacus competition to the federation results board.';
  const kids = [];
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], calls: [['post_results', { competition: 'RJAC-2025-N', file: 'results_final.csv', rows: 142 }]] }));
  kids.push(T.tool('post_results', { competition: 'RJAC-2025-N', file: 'results_final.csv', rows: 142 }, { accepted: 142, rejected: 0, board_url: 'https://abacusfed.example/results/RJAC-2025-N', revision: 1 }));
  const ann = 'Results for RJAC-2025-N are posted: 142 rows accepted, 0 rejected.';
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], text: ann, calls: [['notify_federation', { text: ann }]] }));
    kids.push(T.tool('notify_federation', { text: ann }, { delivered: true, msg_id: N.uuid(), rate: { remaining: N.int(5, 90), window: '1h' } }));
  }
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], text: ann }));
  return { isolates: 'Results are accepted 142/142; the agent then announces the identical sentence to the federation three times and once more in text.', stagnation: true, goal,
    root: T.agent('results_bot', { goal }, { text: ann, note: 'automatic function calling limit 10 reached' }, kids) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
