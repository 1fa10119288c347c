import { mk, span } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false;
export const stagnation = false;
function rows_(spec) { return spec; }
const mkRow = (domain, style, goal, tool, args, fails, errOut, okOut, final, isolates) => ({ domain, style, build(R) {
  const L = mk(style, R); const ch = [L.llm([L.user(goal)], '', [{ name: tool, args }])];
  for (let i = 0; i < fails; i++) ch.push(L.tool(tool, args, errOut(R, i), 'transient: attempt ' + (i + 1)));
  ch.push(L.tool(tool, args, okOut(R))); ch.push(L.llm([], final, []));
  return { isolates, goal, root: L.agent(domain.split(' ')[0] + '-agent', { goal }, { status: 'success' }, ch) };
} });
export const rows = rows_([
  mkRow('pedicab operator dispatch', 'plain', 'Assign pedicab 12 to the 19:30 theatre pickup.', 'assign_ride', { cab: 12, pickup: '19:30' }, 2, (R, i) => ({ status: 503, headers: { 'retry-after': '2', 'x-request-id': R.req() } }), (R) => ({ status: 200, ride: 'RD-' + R.int(1000, 9999) }), 'Pedicab 12 is assigned to the 19:30 pickup.', 'Two 503s with Retry-After, then success and a final answer.'),
  mkRow('wetsuit repair intake', 'anthropic', 'Create a repair ticket for a torn knee panel on a 4/3 wetsuit.', 'create_ticket', { item: '4/3 wetsuit', issue: 'knee panel tear' }, 1, (R) => ({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' }, request_id: R.req() }), (R) => ({ ticket: 'WR-' + R.int(100, 999) }), 'Repair ticket created for the knee panel.', 'One overloaded error, then the ticket is created.'),
  mkRow('sundial maker engraving', 'gemini', 'Compute the hour-line angles for a 52.2°N horizontal dial and send to the engraver.', 'send_to_engraver', { file: 'dial_522.dxf' }, 3, (R) => ({ functionResponse: { name: 'send_to_engraver', response: { error: 'ECONNRESET', at: R.iso() } } }), (R) => ({ functionResponse: { name: 'send_to_engraver', response: { queued: true, job: R.job('eng') } } }), 'The DXF is queued at the engraver.', 'Three connection resets, then the file is accepted.'),
  mkRow('cricket bat willow grower', 'langsmith', 'Record the felling of cleft batch CW-88 in the timber register.', 'register_felling', { batch: 'CW-88' }, 2, (R) => `HTTP 429 Too Many Requests; x-ratelimit-remaining: 0; reset in ${R.int(2, 9)}s`, (R) => ({ ok: true, entry: R.uuid() }), 'CW-88 felling recorded.', 'Two rate-limit errors, then success.'),
  mkRow('tug-of-war federation weigh-ins', 'oai_agents', 'Upload the team weigh-in sheet for the 640 kg class.', 'upload_weighin', { class: '640kg' }, 1, (R) => ({ error: 'timeout after 30000ms', host: R.host('api') }), (R) => ({ stored: true, etag: R.etag() }), 'Weigh-in sheet uploaded for the 640 kg class.', 'One timeout, then upload succeeds.'),
  mkRow('abattoir inspection reports', 'otel', 'Submit the daily ante-mortem inspection report to the regulator portal.', 'submit_report', { date: '2025-03-04' }, 2, (R) => ({ status: 502, body: 'Bad Gateway', via: R.host('lb') }), (R) => ({ status: 201, receipt: 'AM-' + R.int(1e5, 9e5) }), 'Report accepted by the portal.', 'Two 502s, then 201 Created.'),
]);
