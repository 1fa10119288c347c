// Family 2: try -> fail the same way -> tell the human the same thing -> try again (3+ rounds).
import { sp, Conv, http } from './lib.mjs';

export const family = 'same_notice_same_failure';
export const loop = true;
export const stagnation = true;
export const summary = 'The same failing action retried with a near-verbatim status message to the human after every identical failure';

// 01 lute making — raw Anthropic Messages API request/response log
function s01(c) {
  const goal = 'Order six book-matched Alpine spruce tops (grade AA, 2.8 mm) from the tonewood supplier for the next run of Renaissance lutes and tell Marta when the order is in.';
  const cv = new Conv(c, { style: 'anthropic', model: 'claude-3-5-sonnet-20241022', system: 'You are the purchasing assistant of a small lute workshop. Tools: supplier_stock, supplier_place_order, message_marta.', user: goal, llmName: 'POST https://api.anthropic.com/v1/messages' });
  const k = [];
  k.push(cv.llm('Checking the supplier stock first.', [{ name: 'supplier_stock', args: { species: 'Picea abies', cut: 'bookmatched', grade: 'AA', thickness_mm: 2.8 } }]));
  k.push(cv.tool('supplier_stock', undefined, http(c, 200, { available: 14, unit_price_eur: 68.0, lot: 'VAL-' + c.int(1000, 9999), harvest: 'winter ' + (new Date(c.now()).getUTCFullYear() - 3) }, { 'x-request-id': c.uuid(), 'cf-ray': c.hex(16) + '-VIE' })));
  const note = 'The supplier\'s order system is returning 503 Service Unavailable, so the spruce-top order has not gone through yet. I\'ll try again shortly.';
  const notes = [note, note.replace('shortly', 'in a moment'), note, note.replace('has not gone through yet', 'hasn\'t gone through yet')];
  for (let i = 0; i < 4; i++) {
    k.push(cv.llm(i === 0 ? 'Stock is fine. Placing the order for 6 tops.' : 'Retrying the order for 6 tops.', [{ name: 'supplier_place_order', args: { sku: 'SPR-ALP-BM-AA-28', qty: 6, ship_to: 'Radionica Lutnja, Ul. Kožarska 7', po: 'PO-2291' } }]));
    k.push(cv.tool('supplier_place_order', undefined, http(c, 503, `<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>orders-backend is temporarily unable to handle the request.</p><hr><address>nginx · ${c.host('orders')}</address></body></html>`, { 'retry-after': String(c.int(30, 120)), 'x-request-id': c.uuid() }), { error: 'HTTP 503 Service Unavailable' }));
    k.push(cv.llm(notes[i], [{ name: 'message_marta', args: { text: notes[i] } }]));
    k.push(cv.tool('message_marta', undefined, { ok: true, delivered_at: c.isoSec(), msg_id: c.int(40000, 90000) }));
  }
  return {
    isolates: 'Four rounds of the same order call failing with the same 503 page, each followed by a near-identical "the order has not gone through yet, I\'ll try again" message to the luthier.',
    goal,
    root: sp('agent', 'lute-workshop-purchasing', { goal }, null, k, { log_source: 'anthropic-messages-proxy', anthropic_version: '2023-06-01', workspace: 'wrk_' + c.b62(16) }, 'aborted: tool_round_limit (18)'),
  };
}

// 02 scree path repair — CrewAI crew with task / agent / tool usage spans
function s02(c) {
  const goal = 'Book a helicopter lift slot to fly 40 tonnes of stone (bulk bags) to the scree path repair site below Coire Dubh and tell the volunteer team on Slack.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o', system: 'You are Logistics Coordinator. Role: arrange aerial lifts for upland path repair. Backstory: 12 years with mountain trusts.', user: goal, llmName: 'LLM Call' });
  const k = [];
  k.push(cv.llm('Thought: I should check which lift slots the contractor has.\nAction: lift_slots', [{ name: 'lift_slots', args: { operator: 'HeliLift North', week: c.ymd(7) } }]));
  k.push(cv.tool('lift_slots', undefined, { slots: [{ date: c.ymd(9), window: '07:00-11:00', lz: 'LZ-4 Coire Dubh' }, { date: c.ymd(10), window: '07:00-11:00', lz: 'LZ-4 Coire Dubh' }], quote_ref: 'Q' + c.int(10000, 99999) }, { spanName: 'Tool Usage: lift_slots' }));
  const msg = 'Heads up: the helicopter lift booking for the Coire Dubh scree repair was rejected by the landing-zone permit system (LZ-4 not authorised for that date). Retrying the booking now.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(`Thought: I will book the ${c.ymd(9)} slot.\nAction: book_lift`, [{ name: 'book_lift', args: JSON.parse(`{"date":"${c.ymd(9)}","lz":"LZ-4","payload_t":40,"bags":40}`) }]));
    k.push(cv.tool('book_lift', undefined, { status: 'REJECTED', code: 'LZ_PERMIT_MISSING', detail: 'Landing zone LZ-4 has no landowner consent on file for requested date', ref: 'BKG-' + c.alnum(6), checked_at: c.euDate() }, { spanName: 'Tool Usage: book_lift', error: 'ToolException: LZ_PERMIT_MISSING' }));
    const m = i === 1 ? msg.replace('Heads up: the', 'Heads up — the') : msg;
    k.push(cv.llm(`Thought: I should let the team know.\nAction: slack_post\nAction Input: ${m}`, [{ name: 'slack_post', args: { channel: '#coire-dubh-repair', text: m } }]));
    k.push(cv.tool('slack_post', undefined, { ok: true, channel: 'C0' + c.alnum(9), ts: `${c.unix()}.${c.int(100000, 999999)}` }, { spanName: 'Tool Usage: slack_post' }));
  }
  const agent = sp('agent', 'Logistics Coordinator', { role: 'Logistics Coordinator', goal: 'Get the stone on site' }, null, k, { allow_delegation: false, max_iter: 15 });
  const task = sp('chain', 'Task: Book helicopter lift', { description: goal, expected_output: 'Booking reference and Slack confirmation' }, null, [agent], { task_id: c.uuid() }, 'Agent stopped due to iteration limit or time limit.');
  return {
    isolates: 'The same book_lift request is rejected three times for the same missing LZ-4 permit, and after each rejection the same Slack heads-up is posted.',
    goal,
    root: sp('agent', 'Crew.kickoff', { inputs: { site: 'Coire Dubh', tonnes: 40 } }, null, [task], { crew_id: c.uuid(), process: 'sequential', crewai_version: '0.86.0' }),
  };
}

// 03 backflow preventer test reports — Semantic Kernel function invocations
function s03(c) {
  const goal = 'Submit the annual backflow preventer test report for 1180 Harbor View Rd (RPZ assembly, serial 5K-33812) to the water authority portal and email the property manager the confirmation.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-mini', system: 'You file cross-connection control reports for a licensed backflow testing company.', user: goal, llmName: 'ChatCompletion' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'Reports-GetTestResult', args: { serial: '5K-33812' } }]));
  k.push(cv.tool('Reports-GetTestResult', undefined, { serial: '5K-33812', type: 'RPZ', check1_psid: 6.1, check2_psid: 2.4, relief_opened_psid: 3.2, result: 'PASS', tester: 'D. Okafor', tester_cert: 'BAT-77120', tested_on: c.ymd(-1) }, { spanName: 'function.invoke Reports-GetTestResult' }));
  const mail = 'Hello, we attempted to file the backflow test report for 1180 Harbor View Rd with the water authority, but the portal rejected it with a certification error. We are resubmitting and will confirm once it is accepted.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(null, [{ name: 'Portal-SubmitReport', args: { serial: '5K-33812', tester_cert: 'BAT-77120', result: 'PASS', check1: 6.1, check2: 2.4, relief: 3.2 } }]));
    k.push(cv.tool('Portal-SubmitReport', undefined, http(c, 422, { type: 'https://portal.example-water.gov/problems/validation', title: 'Unprocessable Entity', detail: 'Tester certification BAT-77120 expired on file; renewal not recorded.', instance: '/api/v2/reports/' + c.uuid(), trace: c.traceparent() }, { 'x-correlation-id': c.uuid(), 'x-ratelimit-remaining': String(c.int(10, 99)) }), { spanName: 'function.invoke Portal-SubmitReport', error: 'HttpOperationException: 422 Unprocessable Entity' }));
    const m = i === 2 ? mail.replace('Hello,', 'Hi,') : mail;
    k.push(cv.llm(m, [{ name: 'Email-Send', args: { to: 'pm@harborviewhoa.example', subject: 'Backflow test report — 1180 Harbor View Rd', body: m } }]));
    k.push(cv.tool('Email-Send', undefined, `250 2.0.0 OK ${c.unix()} ${c.alnum(12).toLowerCase()} - gsmtp`, { spanName: 'function.invoke Email-Send' }));
  }
  return {
    isolates: 'The portal rejects the report three times for the same expired tester certification and the property manager gets the same "we are resubmitting" email three times.',
    goal,
    root: sp('agent', 'ChatCompletionAgent.InvokeAsync', { agent: 'BackflowFiler', message: goal }, null, k, { 'semantic_kernel.version': '1.30.0', function_choice_behavior: 'Auto', max_auto_invoke_attempts: 12 }),
  };
}

// 04 Gradle remote build cache — OpenHands event stream
function s04(c) {
  const goal = 'Make the CI job `./gradlew build --build-cache` push to the shared remote build cache for the android-pos-terminal repo, then comment on PR #412 with the result.';
  const cv = new Conv(c, { style: 'anthropic', model: 'claude-3-7-sonnet-20250219', system: 'You are OpenHands agent. You can run bash commands and comment on GitHub.', user: goal, llmName: 'litellm.completion' });
  const k = [];
  const cmd = (command, out, code) => cv.tool('execute_bash', { command, is_input: false }, { observation: 'run', content: out, extras: { command, metadata: { exit_code: code, pid: c.pid(), working_dir: '/workspace/android-pos-terminal', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python' } } }, { spanName: 'CmdRunAction', ...(code ? { error: `exit code ${code}` } : {}) });
  k.push(cv.llm('Let me see the cache settings.', [{ name: 'execute_bash', args: { command: 'grep -n -A6 buildCache settings.gradle.kts' } }]));
  k.push(cmd('grep -n -A6 buildCache settings.gradle.kts', '41:buildCache {\n42:    remote<HttpBuildCache> {\n43:        url = uri("https://gradle-cache.internal.example/cache/")\n44:        isPush = System.getenv("CI") == "true"\n45:        credentials { username = System.getenv("GRADLE_CACHE_USER"); password = System.getenv("GRADLE_CACHE_PASSWORD") }\n46:    }', 0));
  const comment = 'Tried enabling the remote build cache push, but the cache server rejects the upload with HTTP 401 Unauthorized. Retrying the build now.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(i ? 'Running the build again with push enabled.' : 'Running the build with CI=true so push is enabled.', [{ name: 'execute_bash', args: { command: 'CI=true ./gradlew build --build-cache --no-daemon -q 2>&1 | tail -8' } }]));
    k.push(cmd('CI=true ./gradlew build --build-cache --no-daemon -q 2>&1 | tail -8', `> Task :app:compileReleaseKotlin\nCould not store entry ${c.hex(32)} in remote build cache: Storing entry at 'https://gradle-cache.internal.example/cache/${c.hex(32)}' response status 401: Unauthorized\n\nBUILD SUCCESSFUL in ${c.int(1, 3)}m ${c.int(2, 59)}s\n${c.int(140, 160)} actionable tasks: ${c.int(40, 90)} executed, ${c.int(50, 100)} from cache`, 1));
    k.push(cv.llm(comment, [{ name: 'execute_bash', args: { command: `gh pr comment 412 --body "${comment}"` } }]));
    k.push(cmd(`gh pr comment 412 --body "${comment}"`, `https://github.com/acme-retail/android-pos-terminal/pull/412#issuecomment-${c.int(2000000000, 2400000000)}`, 0));
  }
  return {
    isolates: 'The build is rerun three times with the same missing cache credentials, the same 401 comes back each time (with fresh cache keys), and the same PR comment is posted after each.',
    goal,
    root: sp('agent', 'CodeActAgent', { task: goal }, { agent_state: 'ERROR', reason: 'max_iterations reached (30)' }, k, { openhands_version: '0.28.1', runtime: 'docker', sid: c.hex(32) }),
  };
}

// 05 camel trekking — Mastra agent with workflow-style spans
function s05(c) {
  const goal = 'Send tomorrow\'s pickup SMS to the 9 guests on the Erg Chebbi sunset camel trek (departure 16:30 from the Merzouga kasbah) and let the operations manager know it is done.';
  const cv = new Conv(c, { style: 'openai', attrs: 'otel', model: 'gpt-4o-mini', system: 'You are the guest communications agent for a desert trekking operator.', user: goal });
  const k = [];
  k.push(cv.llm(null, [{ name: 'getManifest', args: { tripId: 'ERG-SUNSET-' + c.ymd(1).replace(/-/g, '') } }]));
  k.push(cv.tool('getManifest', undefined, { guests: 9, phones: ['+33 6 •• •• 14 82', '+49 151 ••• 7723', '+1 415 ••• 0911', '…6 more'], camels: 10, guide: 'Youssef' }));
  const note = 'SMS pickup reminders for the Erg Chebbi sunset trek could not be sent: the SMS gateway rejected the sender ID "DUNETREK" as unregistered. I will retry sending.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(null, [{ name: 'sendBulkSms', args: { sender: 'DUNETREK', to: 'manifest:ERG-SUNSET', template: 'pickup_reminder_v2', vars: { time: '16:30', place: 'Kasbah Merzouga gate' } } }]));
    k.push(cv.tool('sendBulkSms', undefined, { batch_id: c.uuid(), accepted: 0, rejected: 9, errors: [{ code: 21212, message: "Sender ID 'DUNETREK' is not registered for destination country" }], region: c.pick(['ie1', 'de1']), billed: '0.0000 EUR' }, { error: 'SenderIdNotRegistered (21212)' }));
    const n = i === 1 ? note.replace('I will retry sending.', 'I will retry the send.') : note;
    k.push(cv.llm(n, [{ name: 'notifyOps', args: { message: n } }]));
    k.push(cv.tool('notifyOps', undefined, { posted: true, at: c.isoOff(1) }));
  }
  return {
    isolates: 'The bulk SMS send is repeated three times with the same unregistered sender ID and the ops manager receives the same "could not be sent, I will retry" note after each.',
    goal,
    root: sp('agent', 'invoke_agent guestCommsAgent', { goal }, null, k, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'guestCommsAgent', 'mastra.version': '0.10.4', componentName: 'guestCommsAgent', runId: c.uuid() }),
  };
}

// 06 almond hulling — Langfuse trace with generations and spans
function s06(c) {
  const goal = 'Sync today\'s weighbridge tickets from the almond huller into the grower settlement system and raise an IT ticket if anything blocks it.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4.1-mini', system: 'You run back-office syncs for an almond hulling and shelling plant.', user: goal, llmName: 'generation' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'list_weighbridge_tickets', args: { date: c.ymd(), scale: 'WB-2' } }]));
  k.push(cv.tool('list_weighbridge_tickets', undefined, { count: 37, gross_lb: 1483220, first: 'T-' + c.int(80000, 80100), last: 'T-' + c.int(80140, 80200), exported_at: c.usDate() }, { meta: { observation_type: 'SPAN' } }));
  const t = 'Settlement sync blocked: the grower settlement database times out acquiring a lock on table grower_deliveries while importing today\'s weighbridge tickets. Please check for a long-running transaction.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(null, [{ name: 'import_tickets', args: { date: c.ymd(), scale: 'WB-2', mode: 'upsert' } }]));
    k.push(cv.tool('import_tickets', undefined, { imported: 0, error: `ERROR:  canceling statement due to lock timeout\nCONTEXT:  while updating tuple (${c.int(100, 900)},${c.int(1, 40)}) in relation "grower_deliveries"\nSQLSTATE 55P03 · backend pid ${c.pid()} · ${c.logStamp()} PDT`, elapsed_s: Number((5 + c.r()).toFixed(3)) }, { error: 'LockNotAvailable', meta: { observation_type: 'SPAN', level: 'ERROR' } }));
    const tt = i === 2 ? t.replace('Please check', 'Please look') : t;
    k.push(cv.llm(tt, [{ name: 'create_it_ticket', args: { queue: 'ERP', priority: 'P2', title: 'Settlement sync blocked by lock timeout', body: tt } }]));
    k.push(cv.tool('create_it_ticket', undefined, { key: 'IT-' + c.int(5000, 5999), url: 'https://helpdesk.example/browse/IT-' + c.int(5000, 5999), created: c.iso() }, { meta: { observation_type: 'SPAN' } }));
  }
  return {
    isolates: 'The import hits the same lock timeout three times and each time a new, near-identical IT ticket is opened instead of waiting for or resolving the lock.',
    goal,
    root: sp('agent', 'huller-settlement-sync', { goal }, null, k, { langfuse_trace_id: c.uuid(), session_id: 'wb2-' + c.ymd(), tags: ['nightly', 'erp'], release: 'v' + c.int(1, 3) + '.' + c.int(0, 20) }),
  };
}

export const scenarios = [
  { domain: 'lute making workshop purchasing', style: 'Anthropic Messages API log', build: s01 },
  { domain: 'scree path repair helicopter lifts', style: 'CrewAI', build: s02 },
  { domain: 'backflow preventer test filing', style: 'Semantic Kernel', build: s03 },
  { domain: 'Gradle remote build cache (Android POS repo)', style: 'OpenHands event stream', build: s04 },
  { domain: 'desert camel trekking guest SMS', style: 'Mastra + OTel GenAI attributes', build: s05 },
  { domain: 'almond hulling weighbridge sync', style: 'Langfuse', build: s06 },
];
