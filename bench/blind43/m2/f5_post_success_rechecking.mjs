import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, sys, user } from './lib.mjs';
export const family = 'post_success_rechecking';
export const loop = true;
export const summary = 'Goal met and confirmed by a tool, but the agent keeps re-checking / re-submitting / re-announcing (3+ useless actions) until a step limit.';
const rep = (n, f) => Array.from({ length: n }, (_, i) => f(i)).flat();

export const rows = [
{
  n: '01', domain: 'hovercraft service timetable publication', style: 'Vercel AI SDK (ai.streamText)', stagnation: true,
  isolates: 'Timetable is published and the CMS returns 200 with version 14; the agent then fetches the public page four more times, each time saying the same "the timetable is live" sentence, until maxSteps.',
  goal: 'Publish the winter hovercraft timetable (Southsea-Ryde) to the website.',
  build: (N) => {
    const live = 'The winter timetable is live on the website and shows the 07:15 first crossing.';
    const kids = [
      llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'Publishing the timetable.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'publishTimetable', args: { route: 'SOU-RYD', season: 'winter-24' } }]) }, { metadata: { 'ai.model.id': 'gpt-4o', 'ai.response.msToFirstChunk': N.int(200, 900) } }),
      tool('ai.toolCall', { 'ai.toolCall.name': 'publishTimetable', 'ai.toolCall.args': '{"route":"SOU-RYD","season":"winter-24"}' }, { 'ai.toolCall.result': { status: 200, version: 14, published_at: N.iso(), cache_purge: { id: N.hex(16), zones: 3 } } }),
      ...rep(4, () => [
        llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': live, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'fetchPage', args: { url: 'https://hover.example/timetables/winter' } }]) }, { metadata: { 'ai.model.id': 'gpt-4o', 'ai.response.msToFirstChunk': N.int(200, 900) } }),
        tool('ai.toolCall', { 'ai.toolCall.name': 'fetchPage', 'ai.toolCall.args': '{"url":"https://hover.example/timetables/winter"}' }, { 'ai.toolCall.result': { status: 200, headers: { age: String(N.int(1, 300)), 'cf-ray': N.cfRay(), etag: N.etag(), 'x-cache': N.pick(['HIT', 'MISS']) }, snippet: '<h1>Winter timetable</h1><td>07:15</td><td>Southsea</td><p>Version 14</p>' } }),
      ]),
    ];
    return agent('ai.streamText', { 'ai.prompt': 'Publish the winter hovercraft timetable.' }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': live }, kids, { metadata: { 'ai.settings.maxSteps': 10 } });
  },
},
{
  n: '02', domain: 'pet cremation certificate delivery', style: 'Langfuse trace (observations)', stagnation: true,
  isolates: 'Certificate PDF is generated and emailed (provider returns delivered); the agent then re-sends the same email three more times and announces "certificate sent" each time.',
  goal: 'Send the cremation certificate for "Biscuit" (case PC-88213) to the owner.',
  build: (N) => {
    const said = 'The cremation certificate for Biscuit has been sent to the owner.';
    const kids = [
      tool('render_certificate', { case: 'PC-88213', pet: 'Biscuit' }, { file: N.tmp('.pdf'), pages: 1, sha256: N.sha(64), render_ms: N.ms() }, { metadata: { langfuse_type: 'SPAN' } }),
      ...rep(4, (i) => [
        llm('generation', { model: 'claude-3-haiku-20240307' }, i === 0 ? 'Sending the certificate email now.' : said, { metadata: { langfuse_type: 'GENERATION', usage: { input: N.int(300, 900), output: N.int(10, 40) } } }),
        tool('send_email', { to: 'owner@example.org', attachment: 'certificate.pdf' }, { id: `<${N.uuid()}@postmark>`, ErrorCode: 0, Message: 'OK', SubmittedAt: N.isoOffset(-4) }),
        tool('email_status', { message_id: 'latest' }, { status: 'delivered', delivered_at: N.iso(), recipient_mx: N.pick(['mx1', 'mx2']) + '.example.org' }),
      ]),
      llm('generation', { model: 'claude-3-haiku-20240307' }, said),
    ];
    return agent('trace pet-aftercare-bot', { case: 'PC-88213' }, said, kids, { metadata: { langfuse_trace_id: N.hex(32), session_id: 'ses-' + N.hex(8), tags: ['aftercare'] } });
  },
},
{
  n: '03', domain: 'terrarium workshop bookings', style: 'Anthropic Messages API logs', stagnation: true,
  isolates: 'Booking confirmed with reference TW-4412; the assistant then calls get_booking four more times and each reply is near-identical confirmation text.',
  goal: 'Book two places on the Saturday closed-terrarium workshop for Noor.',
  build: (N) => {
    const m = 'claude-3-5-haiku-20241022';
    const conf = 'Your booking is confirmed: 2 places on the Saturday closed-terrarium workshop, reference TW-4412.';
    return agent('conversation', { customer: 'Noor' }, null, [
      llm('messages.create', { model: m, messages: [user('Book 2 places Saturday terrarium workshop please')] }, anthMsg(N, m, null, [['create_booking', { workshop: 'closed-terrarium', date: 'Sat', places: 2 }]])),
      tool('create_booking', { workshop: 'closed-terrarium', places: 2 }, { reference: 'TW-4412', status: 'confirmed', seats_left: 4, created: N.httpDate() }),
      ...rep(4, (i) => [
        llm('messages.create', { model: m, messages: [{ role: 'user', content: [{ type: 'tool_result' }] }] }, anthMsg(N, m, i === 1 ? conf.replace('Your booking is', 'Your booking has been') : conf, [['get_booking', { reference: 'TW-4412' }]])),
        tool('get_booking', { reference: 'TW-4412' }, { reference: 'TW-4412', status: 'confirmed', places: 2, seats_left: 4, fetched: N.httpDate(), req: N.reqId('req_') }),
      ]),
    ], { error: 'max_tool_iterations=10 reached', metadata: { log_source: 'anthropic-console-export' } });
  },
},
{
  n: '04', domain: 'bobsleigh track run timing results', style: 'Semantic Kernel (function invocation filters)', stagnation: false,
  isolates: 'Results are posted to the federation feed and acknowledged; the kernel then re-invokes post_results and verify_results three more times with no new data, while the model only emits function calls (no text).',
  goal: 'Post official 2-man bobsleigh heat 2 times to the federation results feed.',
  build: (N) => {
    const payload = { event: '2M-H2', sleds: 18, fastest: '51.86', track: 'Altenberg' };
    return agent('Kernel.InvokePromptAsync', { prompt: 'Post heat 2 results.' }, null, [
      tool('TimingPlugin-export_heat', { heat: 2 }, { csv: 'bib,time\n3,51.86\n7,51.92\n…', exported: N.iso() }),
      ...rep(4, () => [
        llm('ChatCompletion gpt-4o', { chat_history_len: N.int(5, 20) }, { Items: [{ $type: 'FunctionCallContent', FunctionName: 'post_results', PluginName: 'FeedPlugin', Arguments: payload }] }, { metadata: { 'semantic_kernel.function.invocation.duration': N.ms() / 1000 } }),
        tool('FeedPlugin-post_results', payload, { accepted: true, feed_seq: 'stable', ack: 'ACK 2M-H2', server: N.host('ibsf-feed') }),
        tool('FeedPlugin-verify_results', { event: '2M-H2' }, { published: true, sleds: 18, checksum: 'c41d9a', observed_at: N.isoOffset(1) }),
      ]),
    ], { error: 'MaximumAutoInvokeAttempts (12) reached', metadata: { 'sk.version': '1.18.2' } });
  },
},
{
  n: '05', domain: 'halal certification audit close-out', style: 'MLflow Tracing', stagnation: true,
  isolates: 'Audit is closed in the registry (status CLOSED); the agent re-queries status three times and writes the same closing summary each time.',
  goal: 'Close audit HA-2291 for Crescent Poultry Processing after all corrective actions were verified.',
  build: (N) => {
    const sum = 'Audit HA-2291 for Crescent Poultry Processing is closed; all corrective actions were verified and the certificate remains valid.';
    return agent('agent', { question: 'Close audit HA-2291.' }, sum, [
      tool('close_audit', { audit_id: 'HA-2291' }, { status: 'CLOSED', closed_by: 'agent', at: N.iso() }, { metadata: { 'mlflow.spanType': 'TOOL' } }),
      ...rep(3, () => [
        llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Close audit HA-2291.' }] }, { choices: [{ message: { content: sum } }] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': N.usage() } }),
        tool('get_audit_status', { audit_id: 'HA-2291' }, { status: 'CLOSED', open_cars: 0, etag: N.etag(), served_by: N.pod('registry') }, { metadata: { 'mlflow.spanType': 'TOOL' } }),
      ]),
    ], { metadata: { 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.spanType': 'AGENT' } });
  },
},
{
  n: '06', domain: 'drone delivery of lab samples', style: 'plain message-level trace (tool_calls only, no model text)', stagnation: false,
  isolates: 'Delivery confirmed (status DELIVERED, signature captured) yet the agent calls get_delivery_status four more times; the llm spans contain only tool calls, so there is no model text to stagnate.',
  goal: 'Dispatch the blood sample box from Clinic 4 to the central lab by drone and confirm delivery.',
  build: (N) => {
    const m = 'gpt-4o-mini';
    return agent('run', { goal: 'Dispatch sample box Clinic 4 -> central lab and confirm.' }, null, [
      llm('chat.completions', { model: m }, oaiCompletion(N, m, null, [['dispatch_drone', { from: 'CLINIC-4', to: 'CENTRAL-LAB', payload: 'sample_box', weight_g: 820 }]])),
      tool('dispatch_drone', '{"from":"CLINIC-4","to":"CENTRAL-LAB"}', { flight_id: 'FL-' + N.alnum(6), eta_s: 540, drone: 'M2-0' + N.int(10, 40) }),
      llm('chat.completions', { model: m }, oaiCompletion(N, m, null, [['get_delivery_status', { flight_id: 'latest' }]])),
      tool('get_delivery_status', '{"flight_id":"latest"}', { status: 'DELIVERED', signature: 'lab-tech-' + N.int(10, 99), landed_at: N.iso(), battery_pct: 61 }),
      ...rep(4, () => [
        llm('chat.completions', { model: m }, oaiCompletion(N, m, null, [['get_delivery_status', { flight_id: 'latest' }]])),
        tool('get_delivery_status', '{"flight_id":"latest"}', { status: 'DELIVERED', signature: 'lab-tech-sig', landed_at: 'unchanged', polled_at: N.iso(), battery_pct: N.int(58, 61) }),
      ]),
    ], { error: 'step limit 12 reached' });
  },
},
];
