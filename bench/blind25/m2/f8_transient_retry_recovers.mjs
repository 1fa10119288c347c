// Family 8 (healthy): backoff then success. The same call fails 1-3 times with the same transient
// error, then succeeds, and the task is finished.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'transient_retry_recovers';
export const LOOP = false;
export const STAGNATION = false;

export const scenarios = [
  {
    n: '01', domain: 'floating market stall fees', style: 'Spring AI (observations)',
    isolates: 'A market office agent charges a trader\'s weekly stall fee, gets HTTP 429 twice with Retry-After, succeeds on the third attempt, and sends the receipt.',
    goal: 'Collect this week\'s mooring-stall fee from trader T-207 at the floating market and send them a receipt.',
    build(r) {
      const kids = [];
      const chat = (content, call, i) => { r.tick(600, 1800); kids.push(llm('chat gpt-4o-mini', { 'spring.ai.kind': 'chat_model', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.prompt': `[${1 + i * 2} messages]` }, { 'gen_ai.completion': content, 'gen_ai.response.tool_calls': call ? [{ id: r.callId(), type: 'function', name: call[0], arguments: JSON.stringify(call[1]) }] : [], 'gen_ai.response.finish_reasons': [call ? 'TOOL_CALLS' : 'STOP'] }, [], { metadata: { 'gen_ai.usage.input_tokens': 600 + i * 150, 'gen_ai.usage.output_tokens': r.int(20, 120) } })); };
      const tl = (name, args, out, err) => { r.tick(300, 900); kids.push(tool('tool_call ' + name, { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': name, 'spring.ai.tool.call.arguments': JSON.stringify(args) }, { 'spring.ai.tool.call.result': out }, [], err ? { error: err } : undefined)); };
      const charge = { trader: 'T-207', amount_eur: 45, description: 'Mooring stall week 32', idempotency_key: 'fee-T207-w32' };
      chat(null, ['chargeStallFee', charge], 0);
      tl('chargeStallFee', charge, `HTTP/1.1 429 Too Many Requests\nRetry-After: 2\nX-RateLimit-Limit: 20\nX-RateLimit-Remaining: 0\nX-Request-Id: ${r.uuid()}\nDate: ${r.httpDate()}\n\n{"error":"rate_limited"}`, '429 Too Many Requests');
      chat('The payment API is rate limiting (429, retry after 2 s). Waiting and retrying with the same idempotency key.', ['chargeStallFee', charge], 1);
      r.wait(2000);
      tl('chargeStallFee', charge, `HTTP/1.1 429 Too Many Requests\nRetry-After: 4\nX-RateLimit-Limit: 20\nX-RateLimit-Remaining: 0\nX-Request-Id: ${r.uuid()}\nDate: ${r.httpDate()}\n\n{"error":"rate_limited"}`, '429 Too Many Requests');
      chat('Still 429, now asking for 4 s. Backing off longer before the third attempt.', ['chargeStallFee', charge], 2);
      r.wait(4000);
      tl('chargeStallFee', charge, `HTTP/1.1 201 Created\nX-Request-Id: ${r.uuid()}\n\n{"payment_id":"pay_${r.alnum(16)}","status":"captured","amount":4500,"currency":"EUR","card_last4":"4417"}`);
      chat('Charged €45 to the card ending 4417. Sending the receipt.', ['sendReceipt', { trader: 'T-207', amount_eur: 45, week: 32 }], 3);
      tl('sendReceipt', { trader: 'T-207' }, `{"sent":true,"channel":"sms","to":"+31 6 ****2291","message_sid":"SM${r.hex(32)}"}`);
      chat('Done: T-207 paid the €45 week-32 mooring fee on the third attempt after two rate-limit responses, and the receipt went out by SMS.', null, 4);
      return agent('spring.ai.chat.client', { 'spring.ai.chat.client.user.text': 'Take T-207\'s stall fee for this week and send a receipt.', 'spring.ai.chat.client.advisors': ['MessageChatMemoryAdvisor', 'SimpleLoggerAdvisor'] }, { content: 'Fee collected, receipt sent.' }, kids, { metadata: { 'spring.application.name': 'drijvende-markt-office', 'micrometer.observation': 'spring.ai.chat.client' } });
    },
  },
  {
    n: '02', domain: 'Gradle artifact publishing (devops)', style: 'OpenHands (CodeAct events)',
    isolates: 'An OpenHands agent publishes a library to the internal Maven repository, hits the same 502 Bad Gateway twice, waits between attempts, succeeds on the third and verifies the artifact is resolvable.',
    goal: 'Publish version 2.4.0 of the geo-utils library to the company Maven repository.',
    build(r) {
      const kids = [];
      const act = (thought, cmd, i) => { r.tick(800, 2500); kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-7-sonnet-20250219', messages: `${5 + i * 2} messages` }, { thought, action: 'run', args: { command: cmd } }, [], { metadata: { response_id: r.msgId() } })); };
      const obs = (cmd, out, code) => { r.tick(5000, 40000); kids.push(tool('execute_bash', { command: cmd }, { observation: 'run', content: `${out}\n[Command finished with exit code ${code}]`, extras: { metadata: { exit_code: code, hostname: r.pod('openhands-runtime') } } }, [], code ? { error: `exit code ${code}` } : undefined)); };
      const pub = './gradlew :geo-utils:publish -Pversion=2.4.0 --no-daemon';
      const fail = () => `> Task :geo-utils:publishMavenPublicationToInternalRepository FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':geo-utils:publishMavenPublicationToInternalRepository'.\n> Failed to publish publication 'maven' to repository 'internal'\n   > Could not PUT 'https://maven.corp.example/releases/com/example/geo-utils/2.4.0/geo-utils-2.4.0.jar'. Received status code 502 from server: Bad Gateway\n\nBUILD FAILED in ${r.int(8, 20)}s\n${r.int(9, 12)} actionable tasks: ${r.int(1, 3)} executed, ${r.int(7, 9)} up-to-date`;
      act('Publishing 2.4.0 to the internal repository.', pub, 0);
      obs(pub, fail(), 1);
      act('502 from the repository proxy is usually transient (the Nexus node behind the load balancer restarting). I will wait 30 seconds and retry.', `sleep 30 && ${pub}`, 1);
      obs(pub, fail(), 1);
      act('Same 502 again. Giving it a longer pause of 90 seconds before one more attempt; if it fails again I will check the repository status page.', `sleep 90 && ${pub}`, 2);
      obs(pub, `> Task :geo-utils:generatePomFileForMavenPublication\n> Task :geo-utils:publishMavenPublicationToInternalRepository\n\nBUILD SUCCESSFUL in ${r.int(10, 30)}s\n${r.int(9, 12)} actionable tasks: 2 executed, 9 up-to-date`, 0);
      act('Published. Verifying the artifact resolves from the repository.', 'curl -sI https://maven.corp.example/releases/com/example/geo-utils/2.4.0/geo-utils-2.4.0.pom | head -n 5', 3);
      obs('curl -sI …', `HTTP/2 200\ndate: ${r.httpDate()}\ncontent-type: application/xml\netag: "{SHA1{${r.sha()}}}"\nlast-modified: ${r.httpDate()}`, 0);
      r.tick();
      kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-7-sonnet-20250219' }, { thought: '', action: 'finish', args: { final_thought: 'geo-utils 2.4.0 is published to maven.corp.example/releases (two 502s from the proxy before the third attempt succeeded) and the POM resolves with HTTP 200.' } }));
      return agent('CodeActAgent', { task: 'Publish geo-utils 2.4.0 to our Maven repo.' }, { agent_state: 'finished' }, kids, { metadata: { sid: r.hex(32) } });
    },
  },
  {
    n: '03', domain: 'horse trailer rental insurance quotes', style: 'Pydantic AI (Logfire spans)',
    isolates: 'A rental agent requests a hire-insurance quote, the insurer API times out once, the retry returns a quote, and the agent completes the booking with cover added.',
    goal: 'Book a two-horse trailer for Saturday with short-term hire insurance for customer C-8820.',
    build(r) {
      const kids = [];
      const chat = (text, call, i) => { r.tick(600, 1800); kids.push(llm('chat claude-3-5-haiku-latest', { 'gen_ai.request.model': 'claude-3-5-haiku-latest', message_count: 1 + i * 2 }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', content: text, tool_calls: call ? [tc(r.toolu(), call[0], call[1])] : undefined } }] }, [], { metadata: { 'logfire.msg': 'chat claude-3-5-haiku-latest', 'gen_ai.usage.input_tokens': 900 + i * 200 } })); };
      const run = (name, args, resp, err) => { r.tick(300, 1000); kids.push(tool(`running tool: ${name}`, { 'gen_ai.tool.name': name, tool_arguments: args }, resp === null ? null : { tool_response: resp }, [], err ? { error: err } : undefined)); };
      const q = { trailer: 'Ifor Williams HB511', days: 1, driver_age: 42, towing_vehicle: 'Land Rover Defender 110', horses: 2 };
      chat('Checking trailer availability first.', ['check_availability', { model: 'HB511', date: '2024-08-17' }], 0);
      run('check_availability', { date: '2024-08-17' }, { available: true, unit: 'HB511-03', depot: 'Newmarket' });
      chat('Unit HB511-03 is free. Getting the hire insurance quote.', ['get_insurance_quote', q], 1);
      r.wait(30000);
      run('get_insurance_quote', q, null, `httpx.ReadTimeout: timed out after 30.0s (POST https://api.equicover.co.uk/v2/quotes, request-id ${r.uuid()})`);
      chat('The insurer timed out after 30 s. Retrying the quote once.', ['get_insurance_quote', q], 2);
      r.tick(2000, 4000);
      run('get_insurance_quote', q, { quote_id: 'EQ-' + r.upper(8), premium_gbp: 18.5, excess_gbp: 250, valid_until: r.isoOff(1) });
      chat('Quote EQ received: £18.50 premium, £250 excess. Booking the trailer with that cover.', ['create_booking', { customer: 'C-8820', unit: 'HB511-03', date: '2024-08-17', insurance: 'accept' }], 3);
      run('create_booking', { customer: 'C-8820' }, { booking: 'TR-' + r.int(10000, 99999), total_gbp: 103.5, collect: 'Sat 07:30 Newmarket' });
      chat('Booked: HB511 two-horse trailer for Saturday 17 August, collect 07:30 at Newmarket, £85 hire plus £18.50 insurance (£250 excess), total £103.50.', null, 4);
      return agent('agent run', { agent_name: 'trailer_desk', prompt: 'C-8820 wants a two-horse trailer Saturday with insurance.' }, { output: 'Booked with insurance, total £103.50.' }, kids, { metadata: { 'logfire.span_type': 'span', model_name: 'claude-3-5-haiku-latest' } });
    },
  },
  {
    n: '04', domain: 'longboard deck workshop veneer ordering', style: 'Strands Agents (OpenTelemetry)',
    isolates: 'A workshop agent places a maple veneer order, the supplier API answers 503 "upstream overloaded" three times with the same body, the fourth attempt is accepted, and the order confirmation is filed.',
    goal: 'Order 40 sheets of 1.6 mm Canadian maple veneer for the next deck pressing run.',
    build(r) {
      const kids = [];
      const order = { sku: 'VEN-MAPLE-1.6-CA', sheets: 40, grade: 'A/B', ship_to: 'Unit 4, Harbour Yard' };
      let cycle = 0;
      const cyc = (text, name, args, res, err) => {
        r.tick(700, 2000);
        const id = r.toolu();
        kids.push(chain(`Cycle ${r.uuid()}`, { 'event_loop.cycle': ++cycle }, null, [
          llm('Model invoke', { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0', 'gen_ai.prompt': `[${cycle * 2} messages]` }, { 'gen_ai.completion': JSON.stringify([{ text }, { toolUse: { toolUseId: id, name, input: args } }]) }),
          tool(`Tool: ${name}`, { 'tool.name': name, 'tool.parameters': JSON.stringify(args) }, { 'tool.result': JSON.stringify(res), 'tool.status': err ? 'error' : 'success' }, [], err ? { error: err } : undefined),
        ]));
      };
      const busy = () => ({ status: 503, body: { error: 'upstream overloaded', retry_after_s: 5 }, headers: { 'cf-ray': `${r.hex(16)}-LHR`, date: r.httpDate() } });
      cyc('Placing the veneer order with the supplier.', 'place_supplier_order', order, busy(), '503 upstream overloaded');
      r.wait(5000);
      cyc('Supplier returned 503 and asked for a 5 s wait. Retrying after the pause.', 'place_supplier_order', order, busy(), '503 upstream overloaded');
      r.wait(10000);
      cyc('Second 503. Doubling the wait to 10 s before trying again.', 'place_supplier_order', order, busy(), '503 upstream overloaded');
      r.wait(20000);
      cyc('Third 503; last attempt with a 20 s backoff before I flag it to you.', 'place_supplier_order', order, { status: 201, body: { order_no: 'SO-' + r.int(100000, 999999), eta: r.dateAdd(5), total_gbp: 612.0 } });
      r.tick();
      cyc('The order went through. Filing the confirmation in the purchasing folder.', 'save_document', { folder: 'purchasing/2024', name: 'veneer-order.json' }, { saved: true, path: `purchasing/2024/veneer-order-${r.date()}.json` });
      r.tick();
      kids.push(llm('Model invoke', { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }, { 'gen_ai.completion': JSON.stringify([{ text: 'Ordered 40 sheets of 1.6 mm A/B Canadian maple veneer (£612, arriving in about five days). The supplier was overloaded for the first three attempts; the fourth succeeded. Confirmation saved under purchasing/2024.' }]) }));
      return agent('Invoke Agent', { 'gen_ai.agent.name': 'deck_shop_buyer', 'gen_ai.prompt': 'Order 40 sheets of 1.6mm maple veneer for the next pressing run.' }, { stop_reason: 'end_turn' }, kids, { metadata: { 'service.name': 'plank-and-truck-workshop' } });
    },
  },
  {
    n: '05', domain: 'Elixir release upload and deploy (devops)', style: 'LangGraph (LangSmith runs)',
    isolates: 'A deploy graph uploads an Elixir release tarball, the upload is reset by the peer once, the retry succeeds with a matching checksum, and the node deploys and health-checks the release.',
    goal: 'Upload the ledger_api 1.8.2 release to the artifact store and roll it out to staging.',
    build(r) {
      const steps = [];
      let s = 1;
      const node = (name, text, call, toolOut, err) => {
        r.tick(700, 2000);
        const kids = [llm('ChatOpenAI', { messages: [[{ type: 'human', content: 'Ship ledger_api 1.8.2 to staging.' }]] }, { generations: [[{ text, message: { type: 'ai', content: text, tool_calls: call ? [{ name: call[0], args: call[1], id: r.callId() }] : [] } }]], llm_output: { model_name: 'gpt-4o' } }, [], { metadata: { langgraph_node: 'agent', langgraph_step: s } })];
        steps.push(chain('agent', { messages: `[${s} messages]` }, null, kids, { metadata: { langgraph_step: s++, langgraph_node: 'agent' } }));
        if (call) {
          r.tick(2000, 9000);
          steps.push(chain('tools', { tool_calls: 1 }, null, [tool(call[0], call[1], toolOut, [], err ? { error: err } : undefined)], { metadata: { langgraph_step: s++, langgraph_node: 'tools' } }));
        }
      };
      const up = ['upload_artifact', { path: '_build/prod/ledger_api-1.8.2.tar.gz', bucket: 'releases-ledger', sha256: 'e3f1…9a' }];
      node('agent', 'Uploading the release tarball to the artifact bucket.', up, `upload failed after 41.2 MB / 63.9 MB: ClientError: read ECONNRESET (peer ${r.ip()}:443) at ${r.hms()}`, 'ECONNRESET');
      node('agent', 'Connection was reset mid-upload. Retrying the upload from the start; the object was not committed.', up, { key: 'ledger_api/1.8.2/ledger_api-1.8.2.tar.gz', size: 63912044, sha256_verified: true, version_id: r.alnum(32) });
      node('agent', 'Upload verified. Rolling 1.8.2 out to staging.', ['deploy', { env: 'staging', app: 'ledger_api', version: '1.8.2' }], `==> rolling 3 nodes\n${r.host('ledger-stg')}: 1.8.2 up (pid ${r.int(1000, 9999)})\n${r.host('ledger-stg')}: 1.8.2 up (pid ${r.int(1000, 9999)})\n${r.host('ledger-stg')}: 1.8.2 up (pid ${r.int(1000, 9999)})\n==> done in ${r.secs(20, 60)}s`);
      node('agent', 'Checking health on staging.', ['http_get', { url: 'https://ledger-stg.internal/healthz' }], { status: 200, body: { status: 'ok', version: '1.8.2', db: 'ok', uptime_s: r.int(10, 90) } });
      node('agent', 'ledger_api 1.8.2 is on staging and healthy on all three nodes. The first upload was interrupted by a connection reset; the second attempt uploaded and verified the checksum.', null);
      return chain('LangGraph', { messages: [{ type: 'human', content: 'Ship ledger_api 1.8.2 to staging.' }] }, { messages: [{ type: 'ai', content: 'ledger_api 1.8.2 is on staging and healthy.' }] }, steps, { metadata: { thread_id: r.uuid(), ls_run_depth: 0 } });
    },
  },
  {
    n: '06', domain: 'falafel franchise supply orders', style: 'OpenLLMetry / Traceloop (not in the brief\'s list)',
    isolates: 'A franchise ordering workflow submits the weekly chickpea and tahini order, the distributor portal returns 504 Gateway Timeout twice, the third submission is accepted, and the store manager is told the delivery slot.',
    goal: 'Place the weekly supply order (chickpeas, tahini, pitta) for franchise store #14 and confirm the delivery slot to the manager.',
    build(r) {
      const kids = [];
      const task = (name, input, output, err) => { r.tick(400, 1500); kids.push(tool(name, { 'traceloop.span.kind': 'tool', 'traceloop.entity.name': name, 'traceloop.entity.input': JSON.stringify({ args: [], kwargs: input }) }, { 'traceloop.entity.output': JSON.stringify(output) }, [], err ? { error: err } : undefined)); };
      const gen = (content, i, calls) => { r.tick(600, 1800); kids.push(llm('openai.chat', { 'llm.request.type': 'chat', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.prompt.0.role': 'system', 'gen_ai.prompt.0.content': 'You place supply orders for Falafel Republic franchise stores.', 'gen_ai.prompt.1.role': 'user', 'gen_ai.prompt.1.content': 'Weekly order for store 14 please, usual quantities.' }, { 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.content': content, ...(calls ? { 'gen_ai.completion.0.tool_calls.0.name': calls[0], 'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify(calls[1]) } : {}), 'gen_ai.completion.0.finish_reason': calls ? 'tool_calls' : 'stop' }, [], { metadata: { 'llm.usage.total_tokens': 800 + i * 200, 'gen_ai.response.id': r.chatcmpl() } })); };
      const order = { store: 14, lines: [{ sku: 'CHK-DRY-25KG', qty: 6 }, { sku: 'TAH-18KG', qty: 2 }, { sku: 'PIT-WHT-100', qty: 30 }], po: 'FR14-W' + r.int(10, 52) };
      gen('Using store 14\'s standing order: 6 × 25 kg dried chickpeas, 2 tahini tubs, 30 cases of pitta.', 0, ['submit_order', order]);
      task('submit_order', order, { status: 504, body: '<html><body><h1>504 Gateway Time-out</h1>The server didn\'t respond in time.</body></html>', server: 'awselb/2.0', at: r.httpDate() }, '504 Gateway Time-out');
      r.wait(15000);
      task('submit_order', order, { status: 504, body: '<html><body><h1>504 Gateway Time-out</h1>The server didn\'t respond in time.</body></html>', server: 'awselb/2.0', at: r.httpDate() }, '504 Gateway Time-out');
      r.wait(45000);
      task('submit_order', order, { status: 201, order_ref: 'DST-' + r.int(400000, 499999), delivery_slot: 'Thu 06:00-08:00', duplicate_check: 'no prior order for PO ' + order.po });
      gen('The distributor accepted the order on the third try (two gateway timeouts first, and the duplicate check confirms only one order exists). Delivery Thursday 06:00-08:00. Messaging the store manager.', 1, ['notify_manager', { store: 14, text: 'Weekly order placed, delivery Thu 06:00-08:00.' }]);
      task('notify_manager', { store: 14 }, { delivered: true, channel: 'teams', message_id: r.digits(13) });
      gen('Store 14\'s weekly order is placed with the distributor and the manager knows delivery is Thursday 06:00-08:00.', 2);
      return agent('weekly_supply_order.workflow', { 'traceloop.span.kind': 'workflow', 'traceloop.workflow.name': 'weekly_supply_order', 'traceloop.entity.input': JSON.stringify({ store: 14 }) }, { 'traceloop.entity.output': JSON.stringify({ ok: true }) }, kids, { metadata: { 'traceloop.association.properties.franchise': 'falafel-republic', 'service.name': 'fr-ordering' } });
    },
  },
];
