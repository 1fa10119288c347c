// Family 3: paging continues past the last real page; every further page is the same empty answer.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'cursor_past_last_page';
export const LABELS = { loop: true, stagnation: false };
export const ISOLATES = 'Page number, offset, scroll id or cursor keeps advancing (or is re-sent) after the data ran out, and each answer is the same empty page, three or more times.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 trail running race results, OpenAI Agents SDK
function r01() {
  const N = new Noise(id(1));
  const goal = 'Pull every finisher of the Kinder Skyline 32K and tell me how many came in under 4 hours in the F40 category.';
  const c = new Convo(N, 'oai_agents', { model: 'gpt-4.1', user: goal, name: 'Results Analyst', workflow: 'race-results', tools: ['list_finishers'] });
  const first = ['Imogen Royle', 'Carys Pryce', 'Hattie Munro', 'Siobhan Kerr', 'Ruth Adeyemi', 'Lena Voss', 'Orla Quigley', 'Bea Thornton'];
  const pageOf = (p, n) => ({ result: { race: 'kinder-skyline-32k', page: p, per_page: 50, data: Array.from({ length: n }, (_, k) => ({ bib: 1000 + (p - 1) * 50 + k, name: k < first.length ? first[(k + p) % first.length] : `Runner ${(p - 1) * 50 + k + 1}`, cat: ['F40', 'M40', 'MSEN', 'FSEN', 'M50', 'F50'][(k + p) % 6], chip: `${3 + ((k + p) % 3)}:${String((k * 7 + p * 13) % 60).padStart(2, '0')}:${String((k * 11) % 60).padStart(2, '0')}` })), has_more: p < 3, generated_at: N.iso(), provider_req: N.reqId('rt_') } });
  c.turn('', [{ name: 'list_finishers', args: { race: 'kinder-skyline-32k', page: 1 } }], [pageOf(1, 50)]);
  c.turn('', [{ name: 'list_finishers', args: { race: 'kinder-skyline-32k', page: 2 } }], [pageOf(2, 50)]);
  c.turn('', [{ name: 'list_finishers', args: { race: 'kinder-skyline-32k', page: 3 } }], [pageOf(3, 17)]);
  for (const p of [4, 5, 6, 7]) c.turn('', [{ name: 'list_finishers', args: { race: 'kinder-skyline-32k', page: p } }], [{ result: { race: 'kinder-skyline-32k', page: p, per_page: 50, data: [], has_more: false, generated_at: N.iso(), provider_req: N.reqId('rt_') } }]);
  const root = c.root({ output: null });
  root.error = 'MaxTurnsExceeded: Max turns (8) exceeded';
  return row(FAMILY, 1, 'After three real pages (the third short, has_more false) the agent requests pages 4 to 7, each an identical empty data array, and runs out of turns.', goal, root, LABELS);
}

// 02 charcoal burners co-op kiln batches, OpenTelemetry GenAI
function r02() {
  const N = new Noise(id(2));
  const goal = 'Total the bagged yield of all ring-kiln burns logged by the Wyre Forest Charcoal Co-op this season and flag any burn under 18% yield.';
  const c = new Convo(N, 'otel', { model: 'gpt-4o', system: 'You analyse kiln logs for a charcoal co-operative. Tool: list_burns(limit, offset).', user: goal, name: 'kiln-log-analyst' });
  const burn = (i) => ({ burn_id: `RK-${2025}-${String(i).padStart(3, '0')}`, kiln: ['ring-1', 'ring-2', 'retort-A'][i % 3], wood_t: +(1.6 + (i % 5) * 0.2).toFixed(1), bagged_kg: 260 + ((i * 37) % 140), burner: ['Alun', 'Meg', 'Tomasz', 'Ffion'][i % 4] });
  const pg = (off, n, total) => ({ result: { items: Array.from({ length: n }, (_, k) => burn(off + k + 1)), limit: 25, offset: off, count: n, server_time: N.isoOff(N.t, 60), db: N.replica('coopdb-ro', 2), query_ms: N.int(4, 60) } });
  c.turn('', [{ name: 'list_burns', args: { season: '2025', limit: 25, offset: 0 } }], [pg(0, 25)]);
  c.turn('', [{ name: 'list_burns', args: { season: '2025', limit: 25, offset: 25 } }], [pg(25, 25)]);
  c.turn('', [{ name: 'list_burns', args: { season: '2025', limit: 25, offset: 50 } }], [pg(50, 9)]);
  for (const off of [75, 100, 125, 150]) c.turn('', [{ name: 'list_burns', args: { season: '2025', limit: 25, offset: off } }], [{ result: { items: [], limit: 25, offset: off, count: 0, server_time: N.isoOff(N.t, 60), db: N.replica('coopdb-ro', 2), query_ms: N.int(2, 12) } }]);
  const root = c.root({ output: '' });
  root.error = 'agent stopped: step budget exhausted';
  return row(FAMILY, 2, 'Offset keeps rising by 25 after a short third page; four more calls return the same empty items list with only server time and replica changing.', goal, root, LABELS);
}

// 03 wax seal stamp web shop orders, plain message-level trace
function r03() {
  const N = new Noise(id(3), '2025-11-03T10:00:00.000Z');
  const goal = 'Export all orders for custom monogram wax seal stamps placed in October so the engraver can batch them by letter.';
  const c = new Convo(N, 'plain', { model: 'gpt-4o-mini', system: 'You are the back-office assistant for Sealwright & Co. Tool: list_orders(created_after, created_before, cursor). Cursor-based pagination.', user: goal });
  const letters = 'ABCDEHJKLMRSTW';
  const lastCur = 'eyJsYXN0X2lkIjoiZ2lkOi8vc2hvcC9PcmRlci81ODEyMzkwMTIzIn0';
  const pg = (n, start, cur, more) => ({ result: { orders: Array.from({ length: n }, (_, k) => ({ id: `#SW${4400 + start + k}`, product: 'Custom monogram brass seal 25mm', monogram: letters[(start + k) % letters.length] + (k % 3 === 0 ? '&' + letters[(k + 5) % letters.length] : ''), created_at: `2025-10-${String(1 + ((start + k) % 30)).padStart(2, '0')}` })), pageInfo: { hasNextPage: more, endCursor: cur }, extensions: { cost: { requestedQueryCost: 52, actualQueryCost: 12 + n, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: N.down('shop-cost', 2000) * 1, restoreRate: 100 } } } } });
  c.turn('', [{ name: 'list_orders', args: { created_after: '2025-10-01', created_before: '2025-11-01', cursor: null } }], [pg(20, 0, 'eyJsYXN0X2lkIjoiZ2lkOi8vc2hvcC9PcmRlci81ODEyMzg4ODAxIn0', true)]);
  c.turn('', [{ name: 'list_orders', args: { created_after: '2025-10-01', created_before: '2025-11-01', cursor: 'eyJsYXN0X2lkIjoiZ2lkOi8vc2hvcC9PcmRlci81ODEyMzg4ODAxIn0' } }], [pg(14, 20, lastCur, false)]);
  for (let k = 0; k < 4; k++) c.turn('', [{ name: 'list_orders', args: { created_after: '2025-10-01', created_before: '2025-11-01', cursor: lastCur } }], [{ result: { orders: [], pageInfo: { hasNextPage: false, endCursor: lastCur }, extensions: { cost: { requestedQueryCost: 52, actualQueryCost: 2, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: N.down('shop-cost', 2000), restoreRate: 100 } } } } }]);
  const root = c.root({ name: 'sealwright-backoffice', output: null });
  root.error = 'conversation truncated: 8 tool rounds without a final answer';
  return row(FAMILY, 3, 'The agent re-sends the last endCursor four times after hasNextPage became false; each reply is the same empty orders list apart from the throttle counter.', goal, root, LABELS);
}

// 04 water taxi trip logs via Elasticsearch scroll, OpenAI Responses API
function r04() {
  const N = new Noise(id(4), '2025-09-03T09:40:00.000Z');
  const goal = 'Count water-taxi trips between Canary Wharf pier and Greenland pier in August that ran more than 10 minutes late.';
  const c = new Convo(N, 'responses', { model: 'gpt-4.1', system: 'You query the Thames water-taxi trip index. Tools: search_trips (opens a scroll), scroll_trips(scroll_id).', user: goal, name: 'trip-log-query', toolNames: ['search_trips', 'scroll_trips'] });
  const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFnRSZ2ZQX3VQUjJxN0xwVzRtN2hRVkEAAAAAAAGg9BZfMUk2NzdkUlNHS0dVSl9NT0ZvR2Zn';
  const hit = (i) => ({ _id: N.hex(20), _source: { trip: `WT-08-${3000 + i}`, from: i % 2 ? 'Canary Wharf' : 'Greenland', to: i % 2 ? 'Greenland' : 'Canary Wharf', sched: `2025-08-${String(1 + (i % 31)).padStart(2, '0')}T${String(7 + (i % 12)).padStart(2, '0')}:${i % 2 ? '15' : '45'}:00+01:00`, delay_min: (i * 7) % 23, vessel: ['Hurricane Clipper', 'Sun Clipper', 'Neptune'][i % 3] } });
  const resp = (hits, total) => ({ result: { _scroll_id: sid, took: N.int(1, 30), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: total, relation: 'eq' }, max_score: null, hits } } });
  c.turn('', [{ name: 'search_trips', args: { query: { bool: { filter: [{ terms: { from: ['Canary Wharf', 'Greenland'] } }, { range: { sched: { gte: '2025-08-01', lt: '2025-09-01' } } }] } }, size: 100, scroll: '1m' } }], [resp(Array.from({ length: 100 }, (_, i) => hit(i)), 163)]);
  c.turn('', [{ name: 'scroll_trips', args: { scroll_id: sid, scroll: '1m' } }], [resp(Array.from({ length: 63 }, (_, i) => hit(100 + i)), 163)]);
  for (let k = 0; k < 4; k++) c.turn('', [{ name: 'scroll_trips', args: { scroll_id: sid, scroll: '1m' } }], [resp([], 163)]);
  const root = c.root({ output: null });
  root.error = 'client aborted: max_tool_calls=6 reached';
  return row(FAMILY, 4, 'All 163 hits arrive in two scroll pages, yet the same scroll id is sent four more times and each response has an empty hits array (only took changes).', goal, root, LABELS);
}

// 05 juggling convention registrations, Langfuse
function r05() {
  const N = new Noise(id(5));
  const goal = 'List everyone registered for the British Juggling Convention who ticked "club passing workshop" so the workshop lead can plan pairs.';
  const c = new Convo(N, 'langfuse', { model: 'gpt-4o-mini', system: 'You are the registration helper for the BJC. Tool: http_get(url).', user: goal, name: 'bjc-registration-helper', tags: ['registrations'] });
  const names = ['Dara', 'Kit', 'Priya', 'Mo', 'Jonas', 'Elif', 'Sam', 'Nia', 'Tomo', 'Ivo', 'Rhea', 'Bram'];
  const http = (page, items, last) => ({ result: `HTTP/1.1 200 OK\ndate: ${N.http()}\ncontent-type: application/json; charset=utf-8\nx-ratelimit-remaining: ${N.down('bjc-rl', 120)}\nx-request-id: ${N.uuid()}\nlink: <https://reg.bjc.example/api/registrations?page=1&per_page=40>; rel="first", <https://reg.bjc.example/api/registrations?page=${last}&per_page=40>; rel="last"${page < last ? `, <https://reg.bjc.example/api/registrations?page=${page + 1}&per_page=40>; rel="next"` : ''}\n\n${J(items)}` });
  const mk = (p, n) => Array.from({ length: n }, (_, k) => ({ ref: `BJC25-${p}${String(k).padStart(2, '0')}`, name: `${names[(k + p) % names.length]} ${String.fromCharCode(65 + ((k * 3 + p) % 26))}.`, workshops: (k + p) % 3 === 0 ? ['club passing', 'contact'] : ['diabolo'] }));
  c.turn('', [{ name: 'http_get', args: { url: 'https://reg.bjc.example/api/registrations?page=1&per_page=40' } }], [http(1, mk(1, 40), 2)]);
  c.turn('', [{ name: 'http_get', args: { url: 'https://reg.bjc.example/api/registrations?page=2&per_page=40' } }], [http(2, mk(2, 23), 2)]);
  for (const p of [3, 4, 5, 6]) c.turn('', [{ name: 'http_get', args: { url: `https://reg.bjc.example/api/registrations?page=${p}&per_page=40` } }], [http(p, [], 2)]);
  const root = c.root({ output: null });
  root.error = 'Recursion limit reached';
  return row(FAMILY, 5, 'The Link header says the last page is 2, but the agent fetches pages 3 to 6, each an HTTP 200 with an empty JSON array and fresh request ids.', goal, root, LABELS);
}

// 06 terrarium kit inventory via GraphQL, Strands Agents
function r06() {
  const N = new Noise(id(6));
  const goal = 'Find every terrarium kit variant with fewer than 5 units of sphagnum moss packs allocated, across all warehouses.';
  const c = new Convo(N, 'strands', { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', system: 'You manage stock for Glasshouse Terrariums. Tool: inventory_graphql(query, after).', user: goal, name: 'stock-agent' });
  const q = 'query($after:String){kitVariants(first:30, after:$after){edges{node{sku moss_packs warehouse}} pageInfo{hasNextPage endCursor}}}';
  const node = (i) => ({ node: { sku: `TK-${['MINI', 'GEO', 'BOTTLE', 'CLOCHE'][i % 4]}-${100 + i}`, moss_packs: (i * 3) % 11, warehouse: ['LEEDS', 'BRISTOL'][i % 2] } });
  const res = (edges, more, cur) => ({ result: { data: { kitVariants: { edges, pageInfo: { hasNextPage: more, endCursor: cur } } }, extensions: { tracing: { duration: N.int(900000, 9000000), startTime: N.iso() }, cacheControl: { hints: [{ path: ['kitVariants'], maxAge: 0 }] } } } });
  c.turn('', [{ name: 'inventory_graphql', args: { query: q, after: null } }], [res(Array.from({ length: 30 }, (_, i) => node(i)), true, 'YXJyYXljb25uZWN0aW9uOjI5')]);
  c.turn('', [{ name: 'inventory_graphql', args: { query: q, after: 'YXJyYXljb25uZWN0aW9uOjI5' } }], [res(Array.from({ length: 12 }, (_, i) => node(30 + i)), false, 'YXJyYXljb25uZWN0aW9uOjQx')]);
  for (const a of ['YXJyYXljb25uZWN0aW9uOjQx', 'YXJyYXljb25uZWN0aW9uOjcx', 'YXJyYXljb25uZWN0aW9uOjEwMQ']) c.turn('', [{ name: 'inventory_graphql', args: { query: q, after: a } }], [res([], false, null)]);
  const root = c.root({ output: '' });
  root.error = 'EventLoopException: max cycles (5) exceeded';
  return row(FAMILY, 6, 'After hasNextPage turns false the agent keeps advancing the after cursor by hand; three responses return the same empty edges list with a null endCursor.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['trail running race results', 'charcoal burners co-op', 'wax seal stamp web shop', 'water taxi trip logs', 'juggling convention registrations', 'terrarium kit inventory'];
