import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'paging_past_last_page';
export const loop = true;

// 01: CMMS spare-part inventory paged past the end; CrewAI-style task/agent recording
function r01(c) {
  const goal = 'Find every bearing in the spare-parts store with stock below its reorder point and draft a purchase requisition.';
  const kids = [];
  const parts = ['SKF 6205-2RS', 'SKF 6309-C3', 'FAG 22220-E1', 'NSK 6004DDU', 'SKF 32210', 'Timken LM11949', 'FAG 6206', 'SKF NU 210 ECP', 'INA NK 25/20', 'SKF 7208 BEP', 'NTN 6308LLU'];
  let pi = 0;
  const page = (n, thought, items, total) => {
    kids.push(llm('crewai.llm.call', { agent_role: 'Stores Analyst', task: 'Identify bearings below reorder point', messages: [{ role: 'user', content: goal }] }, { text: `Thought: ${thought}\nAction: inventory_list\nAction Input: {"category": "bearings", "page": ${n}, "per_page": 4}` }, { model: 'gpt-4o', litellm_call_id: c.uuid() }));
    c.tick();
    kids.push(tool('inventory_list', { category: 'bearings', page: n, per_page: 4 }, { status: 200, headers: { 'x-request-id': c.reqId(''), 'x-ratelimit-remaining': String(120 - kids.length), date: c.httpDate(), 'x-served-by': c.host('maximo-api', 3) }, body: { items, page: n, per_page: 4, total, links: { self: `/api/v2/inventory?category=bearings&page=${n}` } } }, { metadata: { tool_class: 'MaximoInventoryTool', cache_hit: false } }));
    c.tick(200, 700);
  };
  const mk = (k) => { const out = []; for (let i = 0; i < k; i++) { const name = parts[pi++]; const rop = c.int(4, 20); out.push({ itemnum: 'BRG-' + c.int(10000, 99999), description: name, curbal: c.int(0, 25), reorder_point: rop, storeroom: 'CENTRAL', bin: `B${c.int(1, 40)}-${c.int(1, 6)}` }); } return out; };
  page(1, 'List bearings in stock, first page.', mk(4), 11);
  page(2, 'Page 1 had 4 items. Next page.', mk(4), 11);
  page(3, 'Page 2 had 4 items. Next page.', mk(3), 11);
  page(4, 'Page 3 had 3 items. There may be more bearings; checking page 4.', [], 11);
  page(5, 'Page 4 came back empty, maybe a gap in the pagination; trying page 5.', [], 11);
  page(6, 'Page 5 also empty. The API might be skipping pages when items are filtered; page 6.', [], 11);
  page(7, 'Still nothing on page 6; trying page 7 before concluding.', [], 11);
  page(8, 'Try page 8 in case the remaining bearings are further down.', [], 11);
  const task = chain('crewai.task.execute', { description: 'Identify bearings below reorder point', expected_output: 'table of items' }, null, kids, { agent: 'Stores Analyst', max_iter: 10 });
  const root = agent('crewai.crew.kickoff', { inputs: { goal } }, null, [task], { crew: 'maintenance-purchasing', process: 'sequential' });
  root.error = 'Agent stopped: max iterations reached';
  return { isolates: 'All 11 bearings arrive on pages 1-3, yet the agent asks for pages 4 to 8, each returning the same empty page with total 11, and never drafts the requisition.', stagnation: false, goal, root };
}

// 02: PI Web API recorded values paged with startIndex beyond the end; OpenAI tool-calls nested in llm spans
function r02(c) {
  const goal = 'Compute yesterday\'s total energy from the rooftop PV inverter INV-02 using the historian (PI Web API) recorded values.';
  const kids = []; const webId = 'F1DP' + c.hex(20).toUpperCase();
  const call = (text, start, items) => {
    const args = { webId, startTime: 'y', endTime: 't', maxCount: 100, startIndex: start, selectedFields: 'Items.Timestamp;Items.Value;Items.Good' };
    const o = asst(c, text, [['pi_recorded', args]]); c.tick();
    const t = tool('pi_recorded', args, { Links: {}, Items: items, UnitsAbbreviation: 'kW', _served_by: c.host('piwebapi', 2), _elapsed: c.dur(40, 700) });
    kids.push(llm('AzureChatOpenAI', { messages: [{ role: 'user', content: goal }] }, o, { deployment: 'gpt4o-ops', usage: usage(c) }, [t])); c.tick();
  };
  const vals = (n, off) => { const a = []; for (let i = 0; i < n; i++) a.push({ Timestamp: c.isoS(Date.parse('2025-03-10T05:00:00Z') + (off + i) * 300000), Value: Number((Math.max(0, Math.sin(((off + i) / 168) * Math.PI)) * 48 + c.int(0, 9) / 10).toFixed(1)), Good: true }); return a; };
  call('Pull recorded values in chunks of 100.', 0, vals(100, 0));
  call('Got 100 values, continuing at index 100.', 100, vals(68, 100));
  call('68 values returned, continuing at index 200.', 200, []);
  call('Empty; continuing at index 300 in case the historian compressed a gap.', 300, []);
  call('Perhaps the archive has a second segment after index 400; reading there.', 400, []);
  call('Exception data might be stored later in the archive; index 500.', 500, []);
  call('One more chunk at 600 before summing up.', 600, []);
  const root = agent('pv-energy-agent', { goal }, null, kids, { framework: 'langchain-openai tools agent', site: 'Depot-Roof' });
  root.error = 'recursion_limit 8 reached';
  return { isolates: 'A historian query is paged by startIndex; after the short page of 68 values the agent keeps moving the index to 200, 300, ... 600 and gets the same empty Items every time, never computing the energy.', stagnation: false, goal, root };
}

// 03: Elasticsearch scroll over BMS access-control events, the same scroll_id re-sent after the hits are exhausted
function r03(c) {
  const goal = 'Which badge opened the server-room door (ACS door D-114) between 01:00 and 04:00 last night?';
  const kids = []; const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + c.hex(18);
  const think = (t, args) => { kids.push(llm('gemini.generate_content', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, { candidates: [{ content: { parts: [{ text: t }, { functionCall: { name: args.scroll_id ? 'es_scroll' : 'es_search', args } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: c.int(600, 5000), candidatesTokenCount: c.int(20, 80) } }, { model: 'gemini-1.5-flash-002' })); c.tick(); };
  const res = (name, args, hits) => { kids.push(tool(name, args, { _scroll_id: sid, took: c.int(2, 40), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 4, relation: 'eq' }, max_score: null, hits } })); c.tick(100, 400); };
  const ev = (badge, res) => ({ _index: 'acs-events-2025.03.10', _id: c.hex(20), _source: { '@timestamp': c.iso(c.now() - c.int(3, 5) * 3600000), door: 'D-114', badge, result: res, reader: 'RDR-114-IN', panel_seq: c.int(100000, 999999) } });
  think('Search ACS events for door D-114 in the window, 2 per scroll page.', { index: 'acs-events-*', size: 2, scroll: '1m' });
  res('es_search', { index: 'acs-events-*', query: { bool: { filter: [{ term: { door: 'D-114' } }, { range: { '@timestamp': { gte: 'now-1d/d+1h', lt: 'now-1d/d+4h' } } }] } }, size: 2, scroll: '1m' }, [ev('0x3F21A7', 'GRANTED'), ev('0x11B0C2', 'DENIED')]);
  think('Two events; scrolling for the rest.', { scroll_id: sid, scroll: '1m' });
  res('es_scroll', { scroll_id: sid, scroll: '1m' }, [ev('0x3F21A7', 'GRANTED'), ev('0x5C0E93', 'GRANTED')]);
  for (let i = 0; i < 5; i++) {
    think('The scroll returned no hits; continuing to scroll with the same scroll id to make sure every event in the window is collected.', { scroll_id: sid, scroll: '1m' });
    res('es_scroll', { scroll_id: sid, scroll: '1m' }, []);
  }
  const root = agent('security-ops-agent', { goal }, null, kids, { framework: 'google-genai function calling loop', max_steps: 6 });
  root.error = 'step budget exhausted';
  return { isolates: 'All 4 door events come back in two scroll pages, then the same scroll id is re-sent five times with the same empty hits and the same sentence from the model each time.', stagnation: true, goal, root };
}
export default [r01, r02, r03];
