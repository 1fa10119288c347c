import { style, span } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;
export const summary = 'Page number, offset or cursor keeps advancing (or the same token is re-sent) after the last real page; every answer is the same empty page, 3+ times.';

export const rows = [
{ n: '01', domain: 'gamelan ensemble instrument loans', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'claude-3-5-sonnet-20240620');
  const goal = 'List every gamelan instrument currently on loan to member groups, so we can send return reminders.';
  const c = [];
  const pages = [[{ id: 'GONG-AGENG-1', to: 'Sekar Jaya' }, { id: 'SARON-3', to: 'Cardiff Gamelan' }], [{ id: 'BONANG-B', to: 'Sekar Jaya' }]];
  const msgs = ['Fetch the loans list.', 'Page 1 had two loans; next page.', 'One more loan on page 2; continue.', 'Page 3 empty, check page 4.', 'Keep going to page 5.', 'Try page 6.'];
  for (let p = 1; p <= 6; p++) {
    c.push(S.llm({ role: 'user', content: goal }, msgs[p - 1], [{ name: 'list_loans', args: { status: 'out', page: p, per_page: 2 } }]));
    c.push(S.tool('list_loans', { status: 'out', page: p, per_page: 2 }, { items: pages[p - 1] || [], page: p, per_page: 2, served_by: h.host('loans', 3) }));
  }
  return { isolates: 'After the second (last) page the agent requests pages 3-6 and gets the same empty item list each time, never sending reminders.', goal,
    root: S.sub('chain', 'AgentExecutor', { input: goal }, { output: null, error: 'Agent stopped due to max iterations.' }, c, { run_type: 'chain' }) };
} },
{ n: '02', domain: 'sturgeon caviar farm tank sensors', style: 'vercel', build(h) {
  const S = style(h, 'vercel', 'gpt-4o');
  const goal = 'Pull all dissolved-oxygen alarms from the sturgeon tanks over the last 7 days and summarise which tanks alarmed most.';
  const c = [];
  let cur = null; const real = 2;
  for (let i = 0; i < 6; i++) {
    const args = cur ? { since: '7d', metric: 'DO', cursor: cur } : { since: '7d', metric: 'DO' };
    c.push(S.llm([{ role: 'user', content: goal }], i === 0 ? 'Fetching alarms.' : `Continuing with cursor ${cur.slice(0, 10)}…`, [{ name: 'listAlarms', args }]));
    if (i < real) { const nc = h.b62(16); c.push(S.tool('listAlarms', args, { alarms: i === 0 ? [{ tank: 'T4', do_mgL: 5.1, at: h.isoSec() }, { tank: 'T7', do_mgL: 4.8, at: h.isoSec() }] : [{ tank: 'T4', do_mgL: 5.3, at: h.isoSec() }], next_cursor: nc })); cur = nc; }
    else c.push(S.tool('listAlarms', args, { alarms: [], next_cursor: cur, server_time: h.epochMs() }));
  }
  return { isolates: 'The alarms API keeps returning an empty page with the same next_cursor, and the agent re-sends that cursor four times without summarising.', goal,
    root: S.agent('ai.generateText', { prompt: goal }, { 'ai.response.finishReason': 'tool-calls' }, c) };
} },
{ n: '03', domain: 'yurt rental reservations', style: 'responses', build(h) {
  const S = style(h, 'responses', 'gpt-4.1-mini');
  const goal = 'Export all October yurt reservations at Pine Hollow so housekeeping can plan linen.';
  const c = [];
  const data = [[{ res: 'PH-1021', yurt: 'Birch', nights: 3 }, { res: 'PH-1022', yurt: 'Alder', nights: 2 }, { res: 'PH-1030', yurt: 'Birch', nights: 1 }]];
  const say = [null, 'Got 3 reservations. Next offset.', 'Nothing at offset 3 — maybe lag, try 6.', 'Try offset 9.', 'Try offset 12.'];
  for (let i = 0; i < 5; i++) {
    const args = { month: '2024-10', offset: i * 3, limit: 3 };
    c.push(S.llm([{ role: 'user', content: goal }], say[i], [{ name: 'reservations_export', args }]));
    c.push(S.tool('reservations_export', args, `HTTP/1.1 200 OK\nContent-Type: application/json\nDate: ${h.http()}\nX-Request-Id: ${h.uuid()}\n\n${JSON.stringify({ data: data[i] || [], offset: i * 3, limit: 3 })}`));
  }
  return { isolates: 'Offset keeps advancing by the page size past the only page (3, 6, 9, 12), each answer an empty data array; the export is never produced.', goal,
    root: S.agent('responses-agent-loop', { input: goal }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, c) };
} },
{ n: '04', domain: 'juggling convention workshops', style: 'pydantic', build(h) {
  const S = style(h, 'pydantic', 'gpt-4o');
  const goal = 'Collect all workshop proposals for the European Juggling Convention and count how many need a high-ceiling gym.';
  const c = [];
  const p1 = [{ title: 'Club passing 7-count', ceiling: 'normal' }, { title: 'Devil sticks 101', ceiling: 'normal' }, { title: 'Diabolo vertax', ceiling: 'high' }];
  for (let pg = 1; pg <= 5; pg++) {
    c.push(S.llm([{ role: 'user', content: goal }], pg === 1 ? null : `page ${pg}`, [{ name: 'get_proposals', args: { page: pg } }]));
    c.push(S.tool('get_proposals', { page: pg }, pg === 1 ? { results: p1, page: 1, pages: 1 } : { results: [], page: pg, pages: 1 }, { meta: { 'logfire.msg': `running tool: get_proposals`, duration_ms: h.ms() } }));
  }
  return { isolates: 'The API says pages: 1, yet the agent requests pages 2-5 and receives the same empty results each time.', goal,
    root: S.agent('agent run', { user_prompt: goal }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }, c) };
} },
{ n: '05', domain: 'crocodile farm hide export permits', style: 'agno', build(h) {
  const S = style(h, 'agno', 'gpt-4o');
  const goal = 'List all CITES export permits issued this year for saltwater crocodile hides from our Darwin farm.';
  const c = [];
  const real = [[{ permit: 'AU-24-0113', hides: 140 }, { permit: 'AU-24-0388', hides: 95 }], [{ permit: 'AU-24-0612', hides: 120 }]];
  const talk = ['Searching permits.', 'Scrolling.', 'Scrolling further.', 'The scroll returned nothing, scroll again.', 'Again.', 'Once more.'];
  for (let i = 0; i < 6; i++) {
    const args = { species: 'Crocodylus porosus', year: 2024, scroll_id: i === 0 ? null : 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQi1TdEhsMUN' };
    c.push(S.llm([{ role: 'user', content: goal }], talk[i], [{ name: 'permit_search', args }]));
    c.push(S.tool('permit_search', args, { hits: real[i] || [], took: h.int(2, 40), timed_out: false, _shards: { total: 3, successful: 3 } }));
  }
  return { isolates: 'An Elasticsearch-style scroll id is re-sent four times after the last hits; each response is an empty hits list with only "took" varying.', goal,
    root: S.agent('Agent.run', { message: goal }, { content: null, status: 'RUNNING', note: 'tool_call_limit reached' }, c) };
} },
{ n: '06', domain: 'error tracker issue export (devops)', style: 'plain', build(h) {
  const S = style(h, 'plain', 'gpt-4o');
  const goal = 'Export all unresolved Sentry issues tagged release:2.14.0 for the checkout service into a CSV for the retro.';
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'http_get', args: { url: 'https://sentry.example.com/api/0/projects/acme/checkout/issues/?query=is:unresolved release:2.14.0' } }]));
  c.push(S.tool('http_get', { url: '…/issues/?query=is:unresolved release:2.14.0' }, { status: 200, headers: { link: '<…&cursor=0:100:0>; rel="next"; results="false"; cursor="0:100:0"', 'x-sentry-rate-limit-remaining': String(h.int(10, 40)) }, body: [{ id: '4412', title: 'TypeError: cannot read properties of undefined (reading \'total\')' }, { id: '4419', title: 'StripeTimeout' }] }));
  for (let k = 1; k <= 4; k++) {
    const cur = `0:${k * 100}:0`;
    c.push(S.llm([{ role: 'user', content: goal }], `Following the next cursor ${cur}.`, [{ name: 'http_get', args: { url: `https://sentry.example.com/api/0/projects/acme/checkout/issues/?query=is:unresolved release:2.14.0&cursor=${cur}` } }]));
    c.push(S.tool('http_get', { url: `…&cursor=${cur}` }, { status: 200, headers: { link: `<…&cursor=0:${(k + 1) * 100}:0>; rel="next"; results="false"; cursor="0:${(k + 1) * 100}:0"`, date: h.http(), 'x-sentry-rate-limit-remaining': String(h.int(10, 40)) }, body: [] }));
  }
  return { isolates: 'The Link header says results="false" but the agent keeps following the advancing cursor four times, each returning an empty body.', goal,
    root: S.agent('agent', { goal }, { status: 'cut_off' }, c) };
} },
];
