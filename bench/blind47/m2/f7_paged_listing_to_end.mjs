import { Tracer, sys, user } from './lib.mjs';
export const family = 'paged_listing_to_end';
export const loop = false;
export const stagnationAllowed = [false];

// 01 doner kebab franchise supplier invoices, LlamaIndex
function r01(id) {
  const T = new Tracer(id, 'llamaindex'), N = T.N;
  const goal = 'Total the unpaid lamb-and-veal cone invoices across all franchise outlets for March.';
  const kids = [];
  const pages = [[['INV-3301', 'Mitte', 1840.5], ['INV-3302', 'Kreuzberg', 2210], ['INV-3305', 'Wedding', 990.25]], [['INV-3311', 'Neukölln', 1502], ['INV-3318', 'Spandau', 760]], [['INV-3324', 'Pankow', 1333.75]]];
  let cur = null;
  pages.forEach((p, i) => {
    const next = i < 2 ? N.cursor() : null;
    kids.push(T.llm({ messages: [user(goal)], text: i ? `Page ${i} had ${pages[i - 1].length} invoices; fetching the next page.` : 'Listing unpaid invoices for March.', calls: [['list_invoices', { status: 'unpaid', month: '2025-03', cursor: cur }]] }));
    kids.push(T.tool('list_invoices', { status: 'unpaid', month: '2025-03', cursor: cur }, { data: p.map(([n, o, a]) => ({ number: n, outlet: o, amount_eur: a })), next_cursor: next, has_more: !!next, request_id: N.reqId('req_') }));
    cur = next;
  });
  kids.push(T.llm({ messages: [user(goal)], text: 'Six unpaid March invoices across six outlets total €8,636.50; Kreuzberg has the largest (€2,210).' }));
  return { isolates: 'Three cursor pages, each with different invoices, until has_more is false, then a total.', stagnation: false, goal, root: T.agent('FunctionAgent', { user_msg: goal }, { response: 'Six unpaid March invoices total €8,636.50.' }, kids) };
}

// 02 ukulele orchestra member roster, Pydantic AI
function r02(id) {
  const T = new Tracer(id, 'pydantic'), N = T.N;
  const goal = 'List every ukulele orchestra member whose annual dues are overdue and draft a reminder list.';
  const kids = [];
  const pg = [['Agnes P. (soprano)', 'Bilal K. (tenor)', 'Cora D. (baritone)', 'Dev R. (bass)', 'Enid W. (concert)'], ['Farid S. (tenor)', 'Gwen L. (soprano)'], []];
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], calls: [['members', { dues: 'overdue', page: i + 1, per_page: 5 }]] }));
    kids.push(T.tool('members', { dues: 'overdue', page: i + 1, per_page: 5 }, { headers: { link: i < 2 ? `<https://ukeorch.example/api/members?page=${i + 2}>; rel="next"` : '', 'x-total-count': '7', date: N.http() }, items: pg[i] }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'Page 3 is empty and there is no next link, so the list is complete: 7 members overdue — Agnes P., Bilal K., Cora D., Dev R., Enid W., Farid S., Gwen L. Reminder list drafted.' }));
  return { isolates: 'Page-numbered listing: page 1 has 5 new names, page 2 has 2, page 3 is empty with no next link, then the agent summarises.', stagnation: false, goal,
    root: T.agent('agent run', { user_prompt: goal }, { output: '7 members overdue' }, kids, { meta: { agent_name: 'treasurer' } }) };
}

// 03 apricot drying co-op lots, OpenAI Responses API
function r03(id) {
  const T = new Tracer(id, 'responses'), N = T.N;
  const goal = 'Find all sulphur-free apricot lots from this season with moisture under 20% for the organic buyer.';
  const kids = [];
  const pages = ['lot,grower,so2_ppm,moisture\nA-101,Karim,0,18.2\nA-104,Lale,0,21.5\nA-109,Ozan,0,17.9\n', 'lot,grower,so2_ppm,moisture\nA-113,Sevgi,0,19.4\nA-118,Karim,0,16.8\n', 'lot,grower,so2_ppm,moisture\nA-121,Ozan,0,19.9\n'];
  let token = null;
  pages.forEach((p, i) => {
    const next = i < 2 ? 'pt_' + N.b62(16) : null;
    kids.push(T.llm({ messages: [user(goal)], reasoning: i ? `Got ${p.split('\n').length - 2} more lots; continuing with pageToken.` : undefined, calls: [['query_lots', { season: 2025, so2_ppm: 0, pageToken: token }]] }));
    kids.push(T.tool('query_lots', { season: 2025, so2_ppm: 0, pageToken: token }, `${p}# nextPageToken=${next ?? ''} generated=${N.iso()} shard=${N.int(0, 7)}`));
    token = next;
  });
  kids.push(T.llm({ messages: [user(goal)], text: 'Five lots qualify (moisture < 20%, SO₂-free): A-101, A-109, A-113, A-118, A-121. A-104 is excluded at 21.5%.' }));
  return { isolates: 'Token-paged CSV listing returns new lots on each of three pages, ending with an empty nextPageToken; the agent filters and answers.', stagnation: false, goal, root: T.agent('responses agent loop', { input: goal }, { status: 'completed' }, kids) };
}

// 04 museum gift shop restock, W&B Weave, retriever pages
function r04(id) {
  const T = new Tracer(id, 'weave'), N = T.N;
  const goal = 'Build the restock list for the natural-history museum gift shop: every SKU below its reorder point.';
  const kids = [];
  const pages = [[['SKU-TRILO-MINI', 3, 20], ['SKU-AMMO-KEYRING', 8, 25], ['SKU-DINO-POSTER-A2', 1, 10]], [['SKU-MAMMOTH-PLUSH', 2, 12], ['SKU-FOSSIL-KIT', 4, 15]], [['SKU-METEORITE-CARD', 0, 30]]];
  pages.forEach((p, i) => {
    kids.push(T.retriever('inventory.scan', 'on_hand < reorder_point', p.map(([s, o, r]) => ({ id: s, on_hand: o, reorder_point: r })), { params: { offset: i * 3, limit: 3 }, meta: { total: 6, next_offset: i < 2 ? (i + 1) * 3 : null, scan_id: N.uuid() } }));
  });
  kids.push(T.llm({ messages: [user(goal)], text: 'Restock list (6 SKUs): trilobite minis 17, ammonite keyrings 17, A2 dino posters 9, mammoth plush 10, fossil kits 11, meteorite cards 30. The scan ended at offset 6 of 6.' }));
  return { isolates: 'Offset pagination over inventory with three retriever calls, each returning different SKUs until next_offset is null, then one summary.', stagnation: false, goal, root: T.agent('RestockAgent.invoke', { goal }, { skus: 6 }, kids) };
}

// 05 lock-sport league match results, Mastra
function r05(id) {
  const T = new Tracer(id, 'mastra'), N = T.N;
  const goal = 'Compile this season\'s lock-sport league fastest opens per lock category from the results API.';
  const kids = [];
  const pages = [[{ lock: 'Abloy Protec2', picker: 'm_tanaka', s: 412 }, { lock: 'Master 140', picker: 'v.ruiz', s: 3.1 }], [{ lock: 'ASSA Twin', picker: 'kbirch', s: 195 }, { lock: 'Master 140', picker: 'jo_k', s: 2.7 }], [{ lock: 'Medeco M3', picker: 'v.ruiz', s: 288 }]];
  pages.forEach((p, i) => {
    kids.push(T.llm({ messages: [user(goal)], calls: [['getResults', { season: '2025', after: i ? `res_${i * 50}` : undefined }]] }));
    kids.push(T.tool('getResults', { season: '2025', after: i ? `res_${i * 50}` : undefined }, JSON.stringify({ results: p, pagination: { after: i < 2 ? `res_${(i + 1) * 50}` : null, total: 5 }, served: N.host('league-api'), took_ms: N.ms() })));
  });
  kids.push(T.llm({ messages: [user(goal)], text: 'Fastest opens: Master 140 — jo_k 2.7 s; ASSA Twin — kbirch 195 s; Medeco M3 — v.ruiz 288 s; Abloy Protec2 — m_tanaka 412 s.' }));
  return { isolates: 'Keyset-paged results API (after=...) returns new entries on three pages; the last page has after=null and the agent aggregates per lock.', stagnation: false, goal, root: T.agent('agent.generate leagueBot', { messages: [user(goal)] }, { finishReason: 'stop' }, kids) };
}

// 06 hammam bath house towel laundry log, Google ADK
function r06(id) {
  const T = new Tracer(id, 'adk'), N = T.N;
  const goal = 'Summarise all towel-laundry pickups for the three hammam branches in the last 14 days.';
  const kids = [];
  const pages = [['03-01 Fatih 420 peştemal', '03-02 Kadıköy 310 peştemal', '03-03 Beşiktaş 280 towels'], ['03-05 Fatih 445 peştemal', '03-08 Kadıköy 330 peştemal', '03-09 Beşiktaş 260 towels'], ['03-12 Fatih 410 peştemal']];
  pages.forEach((p, i) => {
    kids.push(T.llm({ messages: [user(goal)], calls: [['laundry_log', { days: 14, page_token: i ? `tok${i}` : '' }]] }));
    kids.push(T.tool('laundry_log', { days: 14, page_token: i ? `tok${i}` : '' }, { entries: p, next_page_token: i < 2 ? `tok${i + 1}` : '', fetched_at: N.isoLocal(undefined, '+03:00') }));
  });
  kids.push(T.llm({ messages: [user(goal)], text: 'In 14 days: 7 pickups; Fatih 1,275 peştemal, Kadıköy 640, Beşiktaş 540 towels.' }));
  return { isolates: 'Three pages of distinct laundry pickups until an empty next_page_token, then a branch summary.', stagnation: false, goal, root: T.agent('invocation laundry_agent', { new_message: goal }, { final_response: 'In 14 days: 7 pickups.' }, kids) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
