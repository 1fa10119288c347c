import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, chain } from './lib.mjs';
export const family = 'paged_fetch_to_exhaustion';
export const loop = false, stagnation = false;
export const rows = [
// 01 trapeze school — LangGraph
(c) => {
  const k = [];
  const pages = [['Amira K', 'Bo L', 'Chen W'], ['Dana F', 'Eli R', 'Femi O'], ['Gus T']];
  let cur = null;
  pages.forEach((p, i) => {
    k.push(chain('agent', {}, {}, [llm('ChatOpenAI', {}, { generations: [[{ message: oaiMsg(c, i ? `Got ${i * 3} students so far; fetching next page.` : null, [['list_waivers', { class: 'flying-trapeze-beg', cursor: cur }]]) }]] })], { langgraph_node: 'agent' }));
    cur = i < 2 ? c.cursor() : null;
    k.push(chain('tools', {}, {}, [tool('list_waivers', { cursor: cur }, { data: p.map((n) => ({ name: n, waiver_signed: n !== 'Eli R', signed_at: c.iso() })), next_cursor: cur, has_more: i < 2 })], { langgraph_node: 'tools' }));
  });
  k.push(chain('agent', {}, {}, [llm('ChatOpenAI', {}, { generations: [[{ text: '7 students enrolled; 6 have signed waivers. Eli R still needs to sign before Saturday.' }]] })]));
  return { isolates: 'Three pages of waiver records each bring new students until has_more is false, then one summary.', goal: 'Check which beginner trapeze students have unsigned waivers.', root: agent('LangGraph', {}, {}, k) };
},
// 02 glass marbles factory — AutoGen
(c) => {
  const k = [];
  const p = [[['cat-eye 16mm', 4200], ['onionskin 22mm', 800]], [['swirl 16mm', 6100], ['clearie 14mm', 2900]], [['shooter 25mm', 650]]];
  p.forEach((items, i) => {
    k.push(llm('assistant', {}, oaiMsg(c, null, [['erp_orders', { page: i + 1, per_page: 2 }]])));
    k.push(tool('erp_orders', { page: i + 1 }, { status_code: 200, headers: { link: i < 2 ? `<https://erp.example/orders?page=${i + 2}>; rel="next"` : '', 'x-total-count': '5', date: c.http() }, body: items.map(([s, q]) => ({ sku: s, qty: q, so: 'SO-' + c.int(1000, 9999) })) }));
  });
  k.push(llm('assistant', {}, oaiMsg(c, 'Open orders total 14,650 marbles across 5 SKUs; swirl 16mm is the largest (6,100). TERMINATE')));
  return { isolates: 'An ERP listing is paged via Link headers until no rel="next", each page new orders, then totals are reported.', goal: 'Total open marble orders by SKU.', root: agent('GroupChat', {}, {}, k, { autogen_version: '0.4.0' }) };
},
// 03 tabla makers — CrewAI
(c) => {
  const k = [];
  const pages = [['goat-skin 5.5in', 'buffalo 9in'], ['syahi paste 250g', 'dhoriya lacing'], ['gajra rings', 'cushion set']];
  pages.forEach((p, i) => {
    k.push(llm('LLM call', {}, `Thought: fetch supplier catalogue page ${i + 1}.\nAction: supplier_catalog\nAction Input: {"offset": ${i * 2}, "limit": 2}`));
    k.push(tool('supplier_catalog', { offset: i * 2, limit: 2 }, JSON.stringify({ items: p.map((n) => ({ name: n, price_inr: c.int(200, 4000) })), offset: i * 2, total: 6, fetched_from: c.host('catalog') })));
  });
  k.push(llm('LLM call', {}, 'Thought: offset 4 + 2 = total 6, catalogue complete.\nFinal Answer: 6 items listed; the only skin-related items are goat-skin 5.5in and buffalo 9in.'));
  return { isolates: 'Offset paging through a supplier catalogue returns new items until the total is reached, then a final answer.', goal: 'List all tabla parts from the supplier catalogue.', root: agent('Crew: TablaWorkshop', {}, {}, k) };
},
// 04 anchor chain testing — Langfuse
(c) => {
  const k = [];
  const links = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11]];
  links.forEach((ls, i) => {
    k.push(tool('fetch_proof_loads', { certificate: 'AC-U3-76mm', page: i + 1 }, { rows: ls.map((n) => ({ shot: n, proof_kn: 3160, elong_pct: +(0.6 + n * 0.03).toFixed(2) })), page: i + 1, pages: 3, generated: c.iso() }, { metadata: { langfuse_type: 'SPAN' } }));
    k.push(llm('generation', {}, { content: i < 2 ? `Page ${i + 1}/3: shots ${ls[0]}-${ls[ls.length - 1]} within limit. Next page.` : 'All 11 shots proof-loaded at 3160 kN; max elongation 0.93% < 1.0%. Certificate can be signed.' }, { langfuse_type: 'GENERATION' }));
  });
  return { isolates: 'Three pages of chain-shot proof loads are read until page 3 of 3, then the certificate verdict.', goal: 'Check all proof-load shots for anchor chain certificate AC-U3-76mm.', root: agent('trace', {}, {}, k, { langfuse_trace_id: c.uuid() }) };
},
// 05 terrazzo flooring — Dify workflow logs (not in brief list)
(c) => {
  const k = [];
  const pages = [['Lobby A', 'Lobby B', 'Stair 1'], ['Corridor 2', 'Café']];
  pages.forEach((p, i) => {
    k.push(span('node', 'Iteration / HTTP Request', { url: `https://crm.example/api/rooms?project=TZ-88&page_token=${i ? c.b62(12) : ''}` }, { status_code: 200, body: JSON.stringify({ rooms: p.map((r) => ({ room: r, m2: c.int(20, 140), aggregate: 'Verona red' })), next_page_token: i ? '' : c.b62(12) }), elapsed: c.dur() }, [], { metadata: { node_type: 'http-request', node_id: String(c.epochMs()) } }));
  });
  k.push(span('node', 'Code', { rooms: 5 }, { result: { total_m2: c.int(250, 420), pours: 2 } }, [], { metadata: { node_type: 'code' } }));
  k.push(llm('LLM', { prompt: 'Summarise rooms' }, { text: 'Project TZ-88 has 5 rooms to pour with Verona red aggregate; schedule them in two pours.' }, { node_type: 'llm', model: 'gpt-4o-mini' }));
  return { isolates: 'Two pages of rooms are fetched until the token is empty, then an LLM node summarises.', goal: 'List rooms to pour for terrazzo project TZ-88.', root: agent('workflow_run', { inputs: { project: 'TZ-88' } }, { status: 'succeeded' }, k, { platform: 'dify', workflow_run_id: c.uuid() }) };
},
// 06 microfilm scanning bureau — MLflow
(c) => {
  const k = [];
  const reels = [['R-0001', 'R-0002', 'R-0003'], ['R-0004', 'R-0005'], []];
  reels.forEach((p, i) => {
    k.push(retr('VectorSearch.query', { query: 'reels with scratch defects', page: i }, p.map((r) => ({ id: r, score: +(0.9 - i * 0.1).toFixed(2), metadata: { scanned: c.dmy() } })), { 'mlflow.spanType': 'RETRIEVER' }));
  });
  k.push(llm('ChatModel', { messages: '...' }, { choices: [{ message: { role: 'assistant', content: '5 reels (R-0001 to R-0005) flagged for scratch defects; the third page was empty so the list is complete.' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
  return { isolates: 'Retriever pages yield new reels until an empty page, then the agent summarises.', goal: 'Find all microfilm reels flagged for scratch defects.', root: agent('predict', {}, {}, k, { 'mlflow.spanType': 'AGENT', request_id: 'tr-' + c.hex(32) }) };
},
];
import { span, retr } from './lib.mjs';
