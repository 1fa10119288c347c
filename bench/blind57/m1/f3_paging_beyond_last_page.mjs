import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'paging_beyond_last_page';
export const meta = { loop: true, stagnation: false, isolates: 'page/offset/cursor keeps advancing (or the same token is re-sent) after the last real page, each answer the same empty page, 3+ times' };
export const rows = [
{ id: '01', domain: 'pretzel bakery wholesale orders', style: 'langsmith',
  isolates: 'LangChain agent pages through wholesale pretzel orders; after page 2 (the last real page) it keeps asking for pages 3, 4, 5, 6 which are all empty.',
  goal: 'Total the laugenbrezel quantities ordered by cafés for Saturday delivery.',
  build(r) {
    const S = 'langsmith', ch = [];
    const pages = { 1: [{ cust: 'Café Rübe', item: 'Laugenbrezel', qty: 120 }, { cust: 'Kiosk Nord', item: 'Laugenstange', qty: 40 }], 2: [{ cust: 'Café Morgen', item: 'Laugenbrezel', qty: 85 }] };
    for (let p = 1; p <= 6; p++) {
      const l = llm(S, r, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: this.goal }], text: p === 1 ? 'Fetching the Saturday orders.' : p <= 3 ? `Got page ${p - 1}; continuing to page ${p}.` : '', calls: [{ name: 'list_orders', args: { delivery_day: 'Sat', page: p, per_page: 2 } }] });
      ch.push(l.span, tool(S, r, { name: 'list_orders', args: { delivery_day: 'Sat', page: p, per_page: 2 }, result: { page: p, per_page: 2, items: pages[p] || [], total: 3 } }));
    }
    return span('chain', 'AgentExecutor', { input: this.goal }, null, ch, { metadata: { run_id: r.uuid(), ls_run_type: 'chain' }, error: 'Agent stopped due to max iterations.' });
  } },
{ id: '02', domain: 'quarry weighbridge ticketing', style: 'openinference',
  isolates: 'An OpenInference-traced agent reads weighbridge tickets by offset; once offset passes the 37 real tickets, offsets 50, 75, 100 and 125 each return an empty ticket list.',
  goal: 'Sum today\'s outbound tonnage of 20mm aggregate from the north weighbridge.',
  build(r) {
    const S = 'openinference', ch = [];
    for (const off of [0, 25, 50, 75, 100, 125]) {
      const l = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'get_tickets', args: { bridge: 'north', product: '20mm', offset: off, limit: 25 } }] });
      const n = off === 0 ? 25 : off === 25 ? 12 : 0;
      const items = Array.from({ length: Math.min(n, 3) }, (_, k) => ({ ticket: `NWB-${88100 + off + k}`, reg: r.pick(['YX19 KTE', 'BN21 OPL', 'DA68 RRW']), net_t: r.int(180, 290) / 10 }));
      ch.push(l.span, tool(S, r, { name: 'get_tickets', args: { bridge: 'north', product: '20mm', offset: off, limit: 25 }, result: JSON.stringify({ tickets: items, returned: n, truncated_preview: n > 3, offset: off, total_count: 37 }) }));
    }
    return span('chain', 'agent', { input: this.goal }, null, ch, { metadata: { 'openinference.span.kind': 'AGENT' } });
  } },
{ id: '03', domain: 'geodetic benchmark survey', style: 'anthropic',
  isolates: 'Anthropic Messages log: the agent re-sends the same next_cursor from the final page of benchmark records four times, each time receiving an empty page with the same cursor.',
  goal: 'List all levelling benchmarks in map sheet TQ38 with a height change over 5 mm since the 2019 campaign.',
  build(r) {
    const S = 'anthropic', ch = [];
    const cur = 'eyJzaGVldCI6IlRRMzgiLCJhZnRlciI6IkJNLTQ0MTIifQ';
    const a = llm(S, r, { model: 'claude-3-5-haiku-20241022', messages: [{ role: 'user', content: this.goal }], calls: [{ name: 'benchmarks', args: { sheet: 'TQ38' } }] });
    ch.push(a.span, tool(S, r, { name: 'benchmarks', args: { sheet: 'TQ38' }, result: { items: [{ id: 'BM-4407', dh_mm: 7.2 }, { id: 'BM-4409', dh_mm: 1.1 }, { id: 'BM-4412', dh_mm: 5.8 }], next_cursor: cur }, call: a.calls[0] }));
    for (let i = 0; i < 4; i++) {
      const b = llm(S, r, { model: 'claude-3-5-haiku-20241022', messages: [{ role: 'user', content: '[tool_result]' }], text: i === 0 ? 'Two so far (BM-4407, BM-4412). Fetching the next page.' : undefined, calls: [{ name: 'benchmarks', args: { sheet: 'TQ38', cursor: cur } }] });
      ch.push(b.span, tool(S, r, { name: 'benchmarks', args: { sheet: 'TQ38', cursor: cur }, result: { items: [], next_cursor: cur }, call: b.calls[0] }));
    }
    return agentSpan('survey-agent', { goal: this.goal }, null, ch, { log_source: 'anthropic-messages-proxy' });
  } },
{ id: '04', domain: 'wildlife camera traps', style: 'vercel',
  isolates: 'Vercel AI SDK tool loop scrolls camera-trap detections with an ever-increasing scroll position; after the real detections, scroll 3, 4 and 5 return the same empty batch.',
  goal: 'Count snow-leopard detections across the Tost ridge camera traps for October.',
  build(r) {
    const S = 'vercel', ch = [];
    for (let s = 0; s <= 5; s++) {
      const g = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'scrollDetections', args: { site: 'tost-ridge', species: 'Panthera uncia', month: '2024-10', scroll: s } }] });
      const res = s < 3 ? { batch: [{ cam: `TR-${r.int(1, 14)}`, frames: r.int(3, 20), conf: r.int(80, 99) / 100 }, { cam: `TR-${r.int(1, 14)}`, frames: r.int(3, 20), conf: r.int(80, 99) / 100 }], scroll: s, has_more: s < 2 } : { batch: [], scroll: s, has_more: false };
      ch.push(g.span, tool(S, r, { name: 'scrollDetections', args: { site: 'tost-ridge', species: 'Panthera uncia', month: '2024-10', scroll: s }, result: res, call: g.calls[0] }));
    }
    return agentSpan('ai.generateText', { prompt: this.goal }, { finishReason: 'tool-calls' }, ch, { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 12 });
  } },
{ id: '05', domain: 'airport slot coordination', style: 'responses',
  isolates: 'Responses API agent paginates historic slot allocations with an after-id; past the last record it keeps passing new after-ids it invents and receives empty data arrays.',
  goal: 'Check whether airline QX used at least 80% of its winter-season morning slots at LCY (use-it-or-lose-it).',
  build(r) {
    const S = 'responses', ch = [];
    const after = [null, 'slot_0412', 'slot_0419', 'slot_0420', 'slot_0421', 'slot_0422'];
    after.forEach((a, i) => {
      const args = { airport: 'LCY', carrier: 'QX', season: 'W24', band: '06:00-10:00', ...(a ? { after: a } : {}) };
      const l = llm(S, r, { model: 'o4-mini', messages: [{ role: 'user', content: this.goal }], reasoning: i === 0 ? 'Need all series slots, then compute usage.' : undefined, calls: [{ name: 'list_slot_series', args }] });
      const data = i === 0 ? [{ id: 'slot_0412', series: 'QX101 MON', held: 22, operated: 19 }] : i === 1 ? [{ id: 'slot_0419', series: 'QX103 WED', held: 22, operated: 21 }] : [];
      ch.push(l.span, tool(S, r, { name: 'list_slot_series', args, result: { object: 'list', data, has_more: i === 0, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null } }));
    });
    return agentSpan('slot-audit', { input: this.goal }, null, ch, { api: 'responses', previous_response_chain: true });
  } },
{ id: '06', domain: 'school crossing patrol rostering', style: 'griptape',
  isolates: 'Griptape (framework not in the brief list) ToolkitTask reads crossing-patrol shifts page by page and keeps requesting pages 4, 5, 6, 7 after page 3, all returning an empty list.',
  goal: 'Find crossing sites with no patrol officer on the Monday 08:15 shift.',
  build(r) {
    const ch = [];
    for (let p = 1; p <= 7; p++) {
      const rows = p <= 3 ? [{ site: ['Elm Rd', 'Bridge St', 'Church Ln'][p - 1], officer: p === 2 ? null : ['J. Okafor', '', 'P. Lind'][p - 1] }] : [];
      const l = llm('griptape', r, { name: 'PromptDriver.run', model: 'gpt-4o', prompt: `Actions output so far...`, text: `Actions: [{"tag": "page${p}", "name": "RosterClient", "path": "list_shifts", "input": {"values": {"day": "Mon", "time": "08:15", "page": ${p}}}}]` });
      const t = tool('griptape', r, { name: 'RosterClient.list_shifts', args: { values: { day: 'Mon', time: '08:15', page: p } }, result: { artifact: 'ListArtifact', value: rows, meta: { page: p } } });
      ch.push(span('chain', `Subtask ${r.hex(32)}`, { tag: `page${p}` }, null, [l.span, t], { metadata: { griptape_event: 'FinishActionsSubtaskEvent' } }));
    }
    return span('agent', 'Agent', { input: this.goal }, null, [span('chain', 'PromptTask', { input: this.goal }, null, ch, { metadata: { task_id: r.hex(32), structure: 'Agent', framework: 'griptape' } })], { metadata: { framework: 'griptape 1.x' }, error: 'max_subtasks (8) reached' });
  } },
];
