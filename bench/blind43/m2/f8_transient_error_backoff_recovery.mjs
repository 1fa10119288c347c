import { agent, llm, tool, oaiCompletion, anthMsg, gemResp, user } from './lib.mjs';
export const family = 'transient_error_backoff_recovery';
export const loop = false;
export const summary = 'The same call fails 1-3 times with the same transient error, then succeeds; the task finishes.';
const fails = (N, name, args, n, mk) => Array.from({ length: n }, (_, i) => tool(name, args, mk(i), { error: 'transient', metadata: { retry: i + 1, backoff_ms: 500 * 2 ** i } }));

export const rows = [
{ n: '01', domain: 'ukulele lesson scheduling', style: 'Anthropic Messages API logs', stagnation: false,
  isolates: 'Calendar API returns 429 twice (retry-after differs), third call succeeds and the lesson is booked.',
  goal: 'Book a 30-minute ukulele lesson for Tomás on Wednesday 17:00.',
  build: (N) => { const m = 'claude-3-5-sonnet-20241022'; return agent('conversation', {}, null, [
    llm('messages.create', { model: m, messages: [user('Book Tomás Wed 17:00 ukulele 30 min')] }, anthMsg(N, m, null, [['create_event', { start: 'Wed 17:00', mins: 30, student: 'Tomás' }]])),
    ...fails(N, 'create_event', { start: 'Wed 17:00' }, 2, () => ({ status: 429, headers: { 'retry-after': String(N.int(1, 4)), 'x-ratelimit-reset': String(N.epoch()) }, body: { error: 'rateLimitExceeded' } })),
    tool('create_event', { start: 'Wed 17:00' }, { status: 200, id: N.b62(26), htmlLink: 'https://calendar.example/event?eid=' + N.b62(30) }),
    llm('messages.create', { model: m }, anthMsg(N, m, 'Booked: Tomás, Wednesday 17:00-17:30 ukulele lesson.')),
  ]); } },
{ n: '02', domain: 'equestrian vaulting competition scores', style: 'Google ADK events', stagnation: false,
  isolates: 'Score upload gets "503 backend unavailable" once, succeeds on retry, agent confirms leaderboard.',
  goal: 'Upload the judges\' compulsory-round scores for vaulting squad B and confirm the leaderboard updated.',
  build: (N) => agent('invoke_agent scoring_agent', {}, null, [
    llm('call_llm', {}, { content: { role: 'model', parts: [{ function_call: { name: 'upload_scores', args: { squad: 'B', round: 'compulsory' } } }] } }),
    ...fails(N, 'execute_tool upload_scores', { squad: 'B' }, 1, () => ({ status: 503, body: 'backend unavailable', via: N.host('scoring') })),
    tool('execute_tool upload_scores', { squad: 'B' }, { status: 201, accepted: 7, at: N.isoOffset(2) }),
    tool('execute_tool get_leaderboard', { round: 'compulsory' }, { top: [{ squad: 'B', score: 7.412 }, { squad: 'A', score: 7.205 }] }),
    llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Squad B scores uploaded (7 judges) and now lead the compulsory round with 7.412.' }] } }),
  ]) },
{ n: '03', domain: 'fridge magnet printing orders', style: 'Vercel AI SDK (ai.* spans)', stagnation: false,
  isolates: 'Print-queue submit fails 3 times with ECONNRESET from the same RIP server, then succeeds; the order is marked in production.',
  goal: 'Send order FM-3307 (500 round magnets) to the print queue and mark it in production.',
  build: (N) => agent('ai.generateText', { 'ai.prompt': 'Send FM-3307 to print.' }, { 'ai.response.text': 'FM-3307 is in production (queue position 2).' }, [
    ...fails(N, 'ai.toolCall', { 'ai.toolCall.name': 'submitPrintJob', 'ai.toolCall.args': '{"order":"FM-3307"}' }, 3, () => ({ 'ai.toolCall.error': `Error: read ECONNRESET at TCP.onStreamRead (node:internal/stream_base_commons:217:20) rip=${N.host('rip')}` })),
    tool('ai.toolCall', { 'ai.toolCall.name': 'submitPrintJob', 'ai.toolCall.args': '{"order":"FM-3307"}' }, { 'ai.toolCall.result': { jobId: N.job('rip'), position: 2 } }),
    tool('ai.toolCall', { 'ai.toolCall.name': 'setOrderStatus', 'ai.toolCall.args': '{"order":"FM-3307","status":"in_production"}' }, { 'ai.toolCall.result': 'ok' }),
    llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'FM-3307 is in production (queue position 2).' }),
  ]) },
{ n: '04', domain: 'ski jump wind measurement', style: 'Strands Agents', stagnation: false,
  isolates: 'Anemometer gateway times out twice, then returns readings; the agent gives the start-gate recommendation.',
  goal: 'Decide whether the HS134 hill can start the next round given current wind readings.',
  build: (N) => agent('invoke_agent jury_assistant', {}, null, [
    ...fails(N, 'execute_tool read_anemometers', { hill: 'HS134' }, 2, () => `TimeoutError: gateway ${N.host('wind-gw')} did not answer within 5000 ms`),
    tool('execute_tool read_anemometers', { hill: 'HS134' }, { sensors: 5, avg_ms: -0.4, max_tail_ms: 1.1, sampled: N.iso() }),
    llm('chat', {}, { message: { role: 'assistant', content: [{ text: 'Average wind -0.4 m/s (tail gusts to 1.1 m/s) is within limits; recommend starting from gate 12.' }] } }),
  ]) },
{ n: '05', domain: 'funeral livestream setup', style: 'Langfuse trace', stagnation: false,
  isolates: 'Creating the stream key fails once with "encoder registry locked, try again"; retry succeeds and the family link is sent.',
  goal: 'Create a private livestream for the Henderson service at 11:00 and send the link to the family.',
  build: (N) => agent('trace memorial-av', {}, 'Link sent.', [
    ...fails(N, 'create_stream', { title: 'Henderson service' }, 1, () => ({ error: 'LOCKED', message: 'encoder registry locked, try again', lock_holder: N.pod('enc') })),
    tool('create_stream', { title: 'Henderson service' }, { stream_id: N.uuid(), rtmp: 'rtmp://ingest.example/live', watch_url: 'https://watch.example/s/' + N.b62(10) }),
    tool('send_email', { to: 'family@example.net' }, { id: N.reqId('em_'), status: 'sent' }),
    llm('generation', { model: 'gpt-4o-mini' }, 'The private stream for the Henderson service is set up for 11:00 and the watch link has been emailed to the family.'),
  ]) },
{ n: '06', domain: 'laser light show venue permit', style: 'plain message-level trace', stagnation: false,
  isolates: 'Permit portal returns the same 502 twice, third submission accepted with a permit number that the agent reports.',
  goal: 'File the laser show variance notice for the 31 Dec harbour show.',
  build: (N) => { const m = 'gpt-4o'; return agent('run', {}, null, [
    llm('chat.completions', { model: m }, oaiCompletion(N, m, null, [['file_variance', { show: 'harbour-nye', class: '4', date: '12-31' }]])),
    ...fails(N, 'file_variance', '{"show":"harbour-nye"}', 2, () => `<html><title>502 Bad Gateway</title><body>502 Bad Gateway<br>cf-ray: ${N.cfRay()}</body></html>`),
    tool('file_variance', '{"show":"harbour-nye"}', { accepted: true, variance_no: 'LV-' + N.int(2024000, 2024999) }),
    llm('chat.completions', { model: m }, oaiCompletion(N, m, 'The laser show variance notice was accepted on the third attempt; the variance number is in the record.')),
  ]); } },
];
