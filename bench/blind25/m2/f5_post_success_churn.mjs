// Family 5: continuing after success. The goal is met and confirmed by a tool result, but the
// agent keeps re-checking / re-submitting / re-announcing (3+ actions that learn nothing new).
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'post_success_churn';
export const LOOP = true;
export const STAGNATION = true;

export const scenarios = [
  {
    n: '01', domain: 'jam kitchen co-op label printing', style: 'Anthropic Messages API request/response logs',
    isolates: 'The print job for 120 jar labels completes and the status call confirms 120/120 printed, but the agent polls the finished job three more times and re-announces completion each time.',
    goal: 'Print 120 ingredient labels for the damson jam batch DJ-0914 on the co-op\'s label printer.',
    build(r) {
      const kids = [];
      const sys = 'You are the production assistant at Hedgerow Jam Co-op. Tools: print_labels, get_print_job.';
      const call = (content, stop, i) => {
        r.tick(800, 2500);
        kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, system: sys, messages: `[${1 + i * 2} messages]`, tools: [{ name: 'print_labels' }, { name: 'get_print_job' }] }, { id: r.msgId(), type: 'message', role: 'assistant', model: 'claude-3-5-haiku-20241022', content, stop_reason: stop, usage: { input_tokens: 780 + i * 120, output_tokens: r.int(30, 90) } }, [], { metadata: { 'request-id': 'req_01' + r.alnum(22), 'anthropic-ratelimit-requests-remaining': String(r.int(40, 49)), date: r.httpDate() } }));
      };
      const pid = r.toolu();
      call([txt('I will send the batch DJ-0914 label run to the printer.'), tUse(pid, 'print_labels', { template: 'jar-label-58mm', batch: 'DJ-0914', copies: 120, printer: 'zebra-gk420d-shed' })], 'tool_use', 0);
      r.tick(300, 800);
      const job = 'PJ-' + r.int(5000, 5999);
      kids.push(tool('print_labels', { template: 'jar-label-58mm', batch: 'DJ-0914', copies: 120, printer: 'zebra-gk420d-shed' }, { job_id: job, state: 'queued', spool: r.tmp('.zpl') }));
      let gid = r.toolu();
      call([txt('The job is queued. Let me check its status.'), tUse(gid, 'get_print_job', { job_id: job })], 'tool_use', 1);
      r.wait(95000);
      const done = () => ({ job_id: job, state: 'completed', printed: 120, of: 120, errors: 0, finished_at: '2024-09-14 10:42:07', printer_uptime_s: r.int(100000, 900000) });
      kids.push(tool('get_print_job', { job_id: job }, done()));
      const ann = [
        'All 120 labels for batch DJ-0914 have been printed successfully. Let me verify the job status once more.',
        'All 120 labels for batch DJ-0914 have been printed successfully. Let me just verify the job status once more.',
        'All 120 labels for batch DJ-0914 have printed successfully. Let me verify the job status once more.',
        'All 120 labels for batch DJ-0914 have been printed successfully. I will verify the job status once more.',
      ];
      ann.forEach((a, i) => {
        gid = r.toolu();
        call([txt(a), tUse(gid, 'get_print_job', { job_id: job })], 'tool_use', 2 + i);
        r.tick(400, 1200);
        kids.push(tool('get_print_job', { job_id: job }, done()));
      });
      return agent('jam-production-agent', { user: 'Print 120 labels for the damson batch DJ-0914 please.' }, { stop: 'max_turns', turns: 6 }, kids, { metadata: { service: 'hedgerow-ops', log_stream: 'anthropic-proxy/' + r.date() } });
    },
  },
  {
    n: '02', domain: 'S3 lifecycle policy for backups (devops)', style: 'Gemini API function calling (functionCall / functionResponse parts)',
    isolates: 'The agent applies an S3 lifecycle rule, reads it back and sees it active, then reads the same configuration three more times and restates that it is in place.',
    goal: 'Add a lifecycle rule that moves nightly Postgres dumps to Glacier after 30 days and deletes them after 365 days.',
    build(r) {
      const kids = [];
      const rule = { ID: 'pg-dumps-archive', Filter: { Prefix: 'pg-dumps/' }, Status: 'Enabled', Transitions: [{ Days: 30, StorageClass: 'GLACIER' }], Expiration: { Days: 365 } };
      const gen = (parts, i) => {
        r.tick(700, 2000);
        kids.push(llm('models.generateContent', { model: 'gemini-1.5-pro-002', contents: `[${1 + i * 2} contents]`, tools: [{ functionDeclarations: [{ name: 'put_bucket_lifecycle' }, { name: 'get_bucket_lifecycle' }] }] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 900 + i * 150, candidatesTokenCount: r.int(30, 90) }, modelVersion: 'gemini-1.5-pro-002', responseId: r.alnum(22) }));
      };
      gen([{ functionCall: { name: 'put_bucket_lifecycle', args: { bucket: 'acme-db-backups-prod', rules: [rule] } } }], 0);
      r.tick(400, 900);
      kids.push(tool('put_bucket_lifecycle', { bucket: 'acme-db-backups-prod', rules: [rule] }, { functionResponse: { name: 'put_bucket_lifecycle', response: { HTTPStatusCode: 200, RequestId: r.upper(16), HostId: r.alnum(56), 'x-amz-id-2': r.alnum(40) } } }));
      const get = () => ({ functionResponse: { name: 'get_bucket_lifecycle', response: { Rules: [rule], ResponseMetadata: { RequestId: r.upper(16), HTTPStatusCode: 200, HTTPHeaders: { date: r.httpDate(), server: 'AmazonS3' } } } } });
      gen([{ text: 'Rule submitted; reading it back to confirm.' }, { functionCall: { name: 'get_bucket_lifecycle', args: { bucket: 'acme-db-backups-prod' } } }], 1);
      r.tick(300, 700);
      kids.push(tool('get_bucket_lifecycle', { bucket: 'acme-db-backups-prod' }, get()));
      [
        'The lifecycle rule pg-dumps-archive is in place: dumps move to Glacier after 30 days and expire after 365 days. Let me double-check the configuration.',
        'The lifecycle rule pg-dumps-archive is in place: dumps go to Glacier after 30 days and expire after 365 days. Let me double-check the configuration.',
        'The lifecycle rule pg-dumps-archive is in place — dumps move to Glacier after 30 days and expire after 365 days. Let me double-check the configuration once more.',
      ].forEach((t, i) => {
        gen([{ text: t }, { functionCall: { name: 'get_bucket_lifecycle', args: { bucket: 'acme-db-backups-prod' } } }], 2 + i);
        r.tick(300, 700);
        kids.push(tool('get_bucket_lifecycle', { bucket: 'acme-db-backups-prod' }, get()));
      });
      return agent('gemini-fc-loop', { prompt: 'Add a lifecycle rule on acme-db-backups-prod: pg-dumps/ to Glacier at 30d, delete at 365d.', max_rounds: 5 }, { finish: 'max_rounds reached' }, kids, { metadata: { sdk: 'google-genai ' + r.version(), project: 'platform-ops' } });
    },
  },
  {
    n: '03', domain: 'theatre props rental returns', style: 'W&B Weave calls',
    isolates: 'The returned prop crate is checked in and the deposit released, then the agent re-submits the same check-in three more times, each answered "already checked in", restating success each time.',
    goal: 'Check in the returned props crate for hire H-2207 (Victorian parlour set) and release the customer\'s deposit.',
    build(r) {
      const kids = [];
      const digests = {};
      const op = (name) => `weave:///stagecraft/props-desk/op/${name}:${(digests[name] ||= r.alnum(10))}`;
      const turn = (text, args, i) => {
        r.tick(700, 2000);
        kids.push(llm(op('openai.chat.completions.create'), { model: 'gpt-4o-mini', messages: `[${2 + i * 2} msgs]` }, { id: r.chatcmpl(), choices: [{ message: { role: 'assistant', content: text, tool_calls: [tc(r.callId(), 'check_in_hire', args)] }, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 600 + i * 110, completion_tokens: r.int(30, 80) } }, [], { metadata: { call_id: r.uuid(), started_at: r.iso() } }));
      };
      const args = { hire_id: 'H-2207', crate: 'CR-118', condition: 'good', missing_items: [] };
      turn('I will check in crate CR-118 for hire H-2207 in good condition.', args, 0);
      r.tick(400, 1200);
      kids.push(tool(op('check_in_hire'), args, { hire_id: 'H-2207', status: 'checked_in', deposit: { amount: '250.00', currency: 'GBP', state: 'released', ref: 'DEP-' + r.upper(8) }, desk_terminal: 'till-' + r.int(1, 4), at: r.euro() }, [], { metadata: { call_id: r.uuid() } }));
      [
        'Hire H-2207 is checked in and the £250 deposit has been released. I will submit the check-in again to make sure it went through.',
        'Hire H-2207 is checked in and the £250 deposit was released. I will submit the check-in again to make sure it went through.',
        'Hire H-2207 is checked in and the £250 deposit has been released. I will re-submit the check-in to make sure it went through.',
      ].forEach((t, i) => {
        turn(t, args, i + 1);
        r.tick(300, 900);
        kids.push(tool(op('check_in_hire'), args, { hire_id: 'H-2207', status: 'already_checked_in', deposit: { state: 'released' }, idempotency_key: r.uuid(), at: r.euro() }, [], { metadata: { call_id: r.uuid() } }));
      });
      return agent(op('PropsDeskAgent.run'), { self: 'PropsDeskAgent(model=gpt-4o-mini)', request: 'Crate CR-118 back from the Lyceum for hire H-2207, all good — check it in and release the deposit.' }, { exception: null, result: 'stopped: step budget 8 exhausted' }, kids, { metadata: { wb_run_id: r.b36(8), weave_version: '0.5' + r.int(0, 9) + '.' + r.int(0, 9) } });
    },
  },
  {
    n: '04', domain: 'fudge shop online order refunds', style: 'Inspect AI eval log (sample events)',
    isolates: 'The refund for a melted fudge parcel succeeds and is confirmed by the payment tool, but the agent fetches the same refund three more times and repeats the same confirmation until the message limit.',
    goal: 'Refund order #F-55201 (parcel arrived melted) in full and tell the customer.',
    build(r) {
      const kids = [];
      const model = (content, calls, i) => {
        r.tick(700, 2200);
        kids.push(llm('model', { event: 'model', model: 'openai/gpt-4o', input: `[${2 + i * 2} messages]`, tools: ['issue_refund', 'get_refund', 'reply_customer'], config: { temperature: 0 } }, { choices: [{ message: { role: 'assistant', content, source: 'generate', tool_calls: calls.map(([f, a]) => ({ id: r.callId(), function: f, arguments: a, type: 'function' })) }, stop_reason: 'tool_calls' }], usage: { input_tokens: 900 + i * 120, output_tokens: r.int(30, 90) }, time: r.secs(0.6, 2.5) }, [], { metadata: { timestamp: r.iso(), pending: false } }));
      };
      const tev = (fn, args, result) => { r.tick(300, 900); kids.push(tool(fn, { event: 'tool', function: fn, arguments: args }, { result, truncated: null, events: [] }, [], { metadata: { timestamp: r.iso(), id: r.b36(22) } })); };
      model('The customer reported the parcel arrived melted. I will issue a full refund for order F-55201.', [['issue_refund', { order_id: 'F-55201', amount: '34.80', reason: 'damaged_in_transit' }]], 0);
      const re = 're_3P' + r.alnum(22);
      tev('issue_refund', { order_id: 'F-55201', amount: '34.80' }, JSON.stringify({ id: re, object: 'refund', amount: 3480, currency: 'gbp', status: 'succeeded', charge: 'ch_3P' + r.alnum(22), created: r.epoch() }));
      model('Refund succeeded. I will let the customer know.', [['reply_customer', { order_id: 'F-55201', message: 'Sorry your fudge arrived melted — we have refunded £34.80 to your card; it should appear within 5-10 working days.' }]], 1);
      tev('reply_customer', { order_id: 'F-55201' }, 'Message queued to help desk thread #' + r.int(80000, 89999));
      [
        'The refund of £34.80 for order F-55201 has been processed and the customer has been notified. Let me confirm the refund status.',
        'The refund of £34.80 for order F-55201 has been processed and the customer has been informed. Let me confirm the refund status.',
        'The £34.80 refund for order F-55201 has been processed and the customer has been notified. Let me confirm the refund status again.',
      ].forEach((t, i) => {
        model(t, [['get_refund', { refund_id: re }]], 2 + i);
        tev('get_refund', { refund_id: re }, JSON.stringify({ id: re, object: 'refund', amount: 3480, status: 'succeeded', balance_transaction: 'txn_3P' + r.alnum(22) }));
      });
      return agent('sample', { eval: 'support-refunds-v3', sample_id: 'F-55201', epoch: 1, input: 'Order F-55201 — "my fudge arrived as a puddle, I want my money back"' }, { limit: { type: 'message', limit: 12 }, scores: { includes: { value: 'C' } } }, kids, { metadata: { task: 'refund_agent', model: 'openai/gpt-4o', log: `logs/${r.compact()}_refunds_${r.alnum(22)}.eval` } });
    },
  },
  {
    n: '05', domain: 'hair transplant clinic consent e-signing', style: 'DSPy ReAct (module / predictor traces)',
    isolates: 'The consent envelope is sent and the e-signature service reports it completed and signed, yet the ReAct loop checks the envelope status three more times with the same next_thought until max_iters.',
    goal: 'Get patient P-3381\'s FUE procedure consent form signed electronically before Friday\'s surgery.',
    build(r) {
      const kids = [];
      const env = r.uuid();
      const step = (thought, toolName, args, obs, i) => {
        r.tick(800, 2400);
        kids.push(llm('Predict(StringSignature).forward', { signature: 'question, trajectory -> next_thought, next_tool_name, next_tool_args', question: 'Get P-3381\'s FUE consent signed before Friday.', trajectory_len: i }, { next_thought: thought, next_tool_name: toolName, next_tool_args: args }, [], { metadata: { lm: 'openai/gpt-4o-mini', lm_usage: { prompt_tokens: 1100 + i * 200, completion_tokens: r.int(40, 90) } } }));
        r.tick(300, 1500);
        kids.push(tool(`Tool.${toolName}`, args, obs));
      };
      step('I should send the FUE consent form to the patient for e-signature.', 'send_envelope', { patient_id: 'P-3381', template: 'FUE-consent-v7' }, { envelopeId: env, status: 'sent', sentDateTime: r.iso() }, 0);
      r.wait(3600000 * 2);
      step('The envelope has been sent; I should check whether the patient has signed.', 'get_envelope_status', { envelope_id: env }, { envelopeId: env, status: 'completed', completedDateTime: r.iso(), recipients: [{ name: 'Patient P-3381', status: 'completed', signedDateTime: r.iso() }] }, 1);
      const t = [
        'The consent form has been signed and the envelope is completed. I should check the envelope status to confirm it is signed.',
        'The consent form has been signed and the envelope is completed. I should check the envelope status again to confirm it is signed.',
        'The consent form has been signed and the envelope is completed; I should check the envelope status to confirm it is signed.',
      ];
      t.forEach((th, i) => {
        const ts = r.iso();
        step(th, 'get_envelope_status', { envelope_id: env }, { envelopeId: env, status: 'completed', statusChangedDateTime: ts, recipients: [{ name: 'Patient P-3381', status: 'completed' }], 'X-DocuSign-TraceToken': r.uuid() }, 2 + i);
      });
      return agent('ReAct.forward', { question: 'Get P-3381\'s FUE consent signed before Friday.', max_iters: 5 }, { trajectory: { note: 'max_iters reached' }, answer: null }, kids, { metadata: { dspy_version: '2.' + r.int(5, 6) + '.' + r.int(0, 20), program: 'ConsentAgent' } });
    },
  },
  {
    n: '06', domain: 'kabaddi league fixture publishing', style: 'LangChain4j (AiServices with chat model listener)',
    isolates: 'The season fixtures are published (201 Created, version 1), then the agent republishes the identical fixture list three times, each returning "no changes, version 1", and each time announces publication again.',
    goal: 'Publish the spring season fixture list for the regional kabaddi league to the league website.',
    build(r) {
      const kids = [];
      const turn = (text, args, i) => {
        r.tick(800, 2500);
        kids.push(llm('ChatModelListener.onResponse', { request: { model: 'gpt-4o-mini', messages: [{ type: 'SYSTEM', text: 'You are the fixtures secretary assistant for the Midlands Kabaddi League.' }, { type: 'USER', text: 'Publish the spring fixtures.' }], message_count: 2 + i * 2 } }, { aiMessage: { text, toolExecutionRequests: [{ id: r.callId(), name: 'publishFixtures', arguments: JSON.stringify(args) }] }, tokenUsage: { inputTokenCount: 1400 + i * 150, outputTokenCount: r.int(40, 100) }, finishReason: 'TOOL_EXECUTION' }, [], { metadata: { 'langchain4j.attributes': { requestId: r.uuid() } } }));
      };
      const args = { season: 'spring-2025', file: 'fixtures/spring-2025.csv', matches: 42, teams: 8, notify_clubs: true };
      turn('I will publish the spring 2025 fixtures (42 matches, 8 teams) to the league website.', args, 0);
      r.tick(600, 1500);
      kids.push(tool('publishFixtures', { toolExecutionRequest: { name: 'publishFixtures', arguments: JSON.stringify(args) } }, `HTTP/1.1 201 Created\nLocation: /api/seasons/spring-2025/fixtures\nETag: ${r.etag()}\nX-Fixture-Version: 1\n\n{"published":true,"version":1,"matches":42,"url":"https://mkl-kabaddi.org/fixtures/spring-2025"}`));
      [
        'The spring 2025 fixtures are now published on the league website (42 matches). I will publish them again to be sure the clubs see the latest version.',
        'The spring 2025 fixtures are now published on the league website (42 matches). I will publish again to be sure the clubs see the latest version.',
        'The spring 2025 fixtures are published on the league website (42 matches). I will publish them again to make sure clubs see the latest version.',
      ].forEach((t, i) => {
        turn(t, args, i + 1);
        r.tick(600, 1500);
        kids.push(tool('publishFixtures', { toolExecutionRequest: { name: 'publishFixtures', arguments: JSON.stringify(args) } }, `HTTP/1.1 200 OK\nETag: ${r.etag()}\nX-Fixture-Version: 1\nDate: ${r.httpDate()}\n\n{"published":true,"version":1,"changed":false,"message":"no changes"}`));
      });
      return agent('AiServices.FixturesAssistant.chat', { userMessage: 'Publish the spring fixtures.', memoryId: 'secretary-' + r.int(1, 9) }, null, kids, { error: 'dev.langchain4j.service.AiServiceException: Something is wrong, exceeded 8 sequential tool executions', metadata: { 'spring.application.name': 'mkl-fixtures', thread: 'http-nio-8080-exec-' + r.int(1, 10) } });
    },
  },
];
