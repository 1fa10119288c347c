import { Tracer, sys, user } from './lib.mjs';
export const family = 'transient_retry_then_success';
export const loop = false;
export const stagnationAllowed = [false];

// 01 Venetian gondola licence renewal, LangSmith
function r01(id) {
  const T = new Tracer(id, 'langsmith'), N = T.N;
  const goal = 'Renew gondolier licence GV-0417 with the city portal before it lapses on 30 June.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['renew_licence', { licence: 'GV-0417', term_years: 5 }]] }));
  for (let i = 0; i < 2; i++) kids.push(T.tool('renew_licence', { licence: 'GV-0417', term_years: 5 }, { status: 503, headers: { 'retry-after': String(2 ** (i + 1)), date: N.http(), via: '1.1 ' + N.host('gw') }, body: 'Service Temporarily Unavailable' }, { error: '503 Service Unavailable', meta: { retry_attempt: i + 1 } }));
  kids.push(T.tool('renew_licence', { licence: 'GV-0417', term_years: 5 }, { status: 200, body: { licence: 'GV-0417', valid_until: '2030-06-30', receipt: 'PG-' + N.int(100000, 999999) } }, { meta: { retry_attempt: 3 } }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Licence GV-0417 renewed until 30 June 2030 (after two 503 retries).' }));
  return { isolates: 'The renewal call returns 503 twice with Retry-After, succeeds on the third attempt, and the task ends.', stagnation: false, goal, root: T.agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: ['Licence renewed'] }, kids, { type: 'chain' }) };
}

// 02 falafel wholesale order, smolagents ToolCallingAgent
function r02(id) {
  const T = new Tracer(id, 'smolagents'), N = T.N;
  const goal = 'Place tomorrow\'s order for 40 kg dried chickpeas and 5 kg cumin with the wholesaler EDI gateway.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['edi_send', { doc: 'ORDERS', lines: [{ gtin: '05012345000017', qty_kg: 40 }, { gtin: '05012345000291', qty_kg: 5 }] }]] }));
  kids.push(T.tool('edi_send', { doc: 'ORDERS', lines: 2 }, `AS2 MDN: failed/Failure: unexpected-processing-error (connection reset by peer) msgid=<${N.uuid()}@falafel-edi> ${N.syslog()}`, { error: 'ConnectionResetError: [Errno 104] Connection reset by peer' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'The connection was reset, a transient network error. Retrying the same order once.', calls: [['edi_send', { doc: 'ORDERS', lines: 2 }]] }));
  kids.push(T.tool('edi_send', { doc: 'ORDERS', lines: 2 }, `AS2 MDN: processed msgid=<${N.uuid()}@falafel-edi> MIC=${N.b62(27)}=, sha-256\nORDRSP: accepted, delivery 06:30`));
  kids.push(T.llm({ messages: [user(goal)], text: 'Order accepted by the wholesaler: 40 kg chickpeas and 5 kg cumin, delivery tomorrow 06:30.' }));
  return { isolates: 'One connection reset, one retry that succeeds, and the order confirmation closes the task.', stagnation: false, goal, root: T.agent('ToolCallingAgent.run', { task: goal }, { final_answer: 'Order accepted, delivery 06:30.' }, kids) };
}

// 03 cosplay commission studio, Agno
function r03(id) {
  const T = new Tracer(id, 'agno'), N = T.N;
  const goal = 'Upload the progress photos of commission #CS-208 (EVA-foam armour) to the client portal and notify the client.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['upload_photos', { commission: 'CS-208', files: ['chest_v2.jpg', 'pauldron_l.jpg', 'pauldron_r.jpg'] }]] }));
  for (let i = 0; i < 3; i++) kids.push(T.tool('upload_photos', { commission: 'CS-208', files: 3 }, { error: { code: 429, message: 'Too Many Requests', details: { ...N.ratelimit(60), 'x-ratelimit-remaining': '0' } } }, { error: 'HTTP 429 Too Many Requests', meta: { attempt: i + 1, backoff_s: [1, 2, 4][i] } }));
  kids.push(T.tool('upload_photos', { commission: 'CS-208', files: 3 }, { uploaded: 3, album: 'https://portal.example/c/CS-208/album/' + N.b62(8) }, { meta: { attempt: 4 } }));
  kids.push(T.llm({ messages: [user(goal)], calls: [['notify_client', { commission: 'CS-208', text: 'New progress photos of your armour are up in your album.' }]] }));
  kids.push(T.tool('notify_client', { commission: 'CS-208', text: 'New progress photos of your armour are up in your album.' }, 'queued'));
  kids.push(T.llm({ messages: [user(goal)], text: 'Photos uploaded after rate-limit backoff and the client has been notified.' }));
  return { isolates: 'The upload hits 429 three times with growing backoff, succeeds on the fourth try; the client is notified and the run ends.', stagnation: false, goal, root: T.agent('Agent.run studio_assistant', { message: goal }, { content: 'Photos uploaded and client notified.' }, kids) };
}

// 04 rooftop cinema screening, Anthropic Messages API
function r04(id) {
  const T = new Tracer(id, 'anthropic'), N = T.N;
  const goal = 'Ingest the DCP for Saturday\'s rooftop screening of "Paris, Texas" onto the projector server and validate the KDM.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], text: 'Starting the DCP ingest.', calls: [['tms_ingest', { dcp: 'ParisTexas_FTR_S_EN-XX_UK_51_2K_20240908_SMPTE_OV', target: 'screen-roof' }]] }));
  kids.push(T.tool('tms_ingest', { dcp: 'ParisTexas_FTR', target: 'screen-roof' }, `ERROR ${N.iso()} ingest: SMB share \\\\nas01\\dcp busy (STATUS_SHARING_VIOLATION), try again`, { error: 'STATUS_SHARING_VIOLATION' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'The NAS share was briefly locked. Retrying the ingest.', calls: [['tms_ingest', { dcp: 'ParisTexas_FTR', target: 'screen-roof' }]] }));
  kids.push(T.tool('tms_ingest', { dcp: 'ParisTexas_FTR', target: 'screen-roof' }, `ingest OK: 1 CPL, 6 reels, 142.7 GB, hash check passed in ${N.dur()}`));
  kids.push(T.llm({ messages: [user(goal)], calls: [['kdm_check', { cpl: 'ParisTexas_FTR', server: 'screen-roof' }]] }));
  kids.push(T.tool('kdm_check', { cpl: 'ParisTexas_FTR', server: 'screen-roof' }, { valid_from: '2025-07-18T00:00:00+01:00', valid_to: '2025-07-21T23:59:00+01:00', status: 'valid' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'DCP ingested and hash-checked; KDM valid for 18–21 July. Saturday\'s screening is ready.' }));
  return { isolates: 'A file-share lock fails the first ingest; the retry works, then the KDM check passes and the agent finishes.', stagnation: false, goal, root: T.agent('rooftop-cinema-ops', { goal }, { done: true }, kids) };
}

// 05 bagel bakery wholesale, Strands Agents
function r05(id) {
  const T = new Tracer(id, 'strands'), N = T.N;
  const goal = 'Pull today\'s wholesale bagel orders from the café accounts and send the boiling/baking plan to the bakehouse printer.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['fetch_orders', { date: 'today' }]] }));
  kids.push(T.tool('fetch_orders', { date: 'today' }, { error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='orders.${N.b62(5).toLowerCase()}.bagelhaus.example', port=443): Read timed out. (read timeout=10)` }, { error: 'ReadTimeout' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'The order service timed out once; trying again.', calls: [['fetch_orders', { date: 'today' }]] }));
  kids.push(T.tool('fetch_orders', { date: 'today' }, { orders: [{ cafe: 'Brick Lane', plain: 120, sesame: 96, everything: 60 }, { cafe: 'Hackney Wick', plain: 48, poppy: 36 }], fetched: N.iso() }));
  kids.push(T.llm({ messages: [user(goal)], calls: [['print_plan', { plain: 168, sesame: 96, everything: 60, poppy: 36 }]] }));
  kids.push(T.tool('print_plan', { plain: 168, sesame: 96, everything: 60, poppy: 36 }, `lp: request id is bakehouse-${N.int(100, 999)} (1 file(s))`));
  kids.push(T.llm({ messages: [user(goal)], text: 'Plan printed: 360 bagels (168 plain, 96 sesame, 60 everything, 36 poppy) for two cafés.' }));
  return { isolates: 'One read timeout, one successful retry, then the plan is printed and the run ends.', stagnation: false, goal, root: T.agent('Agent invoke', { prompt: goal }, { stop_reason: 'end_turn' }, kids, { meta: { 'gen_ai.agent.name': 'bakehouse' } }) };
}

// 06 municipal bandstand concerts, OpenInference
function r06(id) {
  const T = new Tracer(id, 'openinference'), N = T.N;
  const goal = 'Publish the summer bandstand concert programme PDF to the town council CMS.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['cms_upload', { path: 'events/bandstand-2025.pdf', publish: true }]] }));
  for (let i = 0; i < 2; i++) kids.push(T.tool('cms_upload', { path: 'events/bandstand-2025.pdf', publish: true }, `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>upstream ${N.host('cms')} returned invalid response; ray ${N.hex(16)}</body></html>`, { error: '502 Bad Gateway' }));
  kids.push(T.tool('cms_upload', { path: 'events/bandstand-2025.pdf', publish: true }, { id: N.int(4000, 9000), url: 'https://council.example/events/bandstand-2025.pdf', published: true }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Programme published at /events/bandstand-2025.pdf after two gateway errors.' }));
  return { isolates: 'Two 502 HTML error pages, then a successful upload and a final answer.', stagnation: false, goal, root: T.agent('council_web_agent', { input: goal }, { output: 'published' }, kids, { meta: { 'openinference.span.kind': 'AGENT' } }) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
