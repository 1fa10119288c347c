import { agent, llm, tool, chain, span, tcall, toolMsg } from './lib.mjs';
export const family = 'paging_beyond_last';
export const loop = true;
export const stagnation = true;
export const summary = 'Pager keeps advancing (page/offset/cursor/scroll) or re-sends the same token after the last real page; 3+ identical empty pages; the model repeats the same “fetch next page” line.';

export const scenarios = [
  { id: '01', domain: 'spice trading house lot catalogue', style: 'OpenAI Agents SDK', build(N) {
    const kids = [];
    const lots = (p) => Array.from({ length: 3 }, (_, i) => ({ lot: `CIN-${p}${i}${N.int(10, 99)}`, spice: ['Ceylon cinnamon quills', 'Saigon cassia', 'Korintje cassia'][i], grade: ['C5', 'ALBA', 'H1'][i], kg: N.int(40, 900) }));
    for (let p = 1; p <= 6; p++) {
      const last = p > 2;
      kids.push(llm('Generation', { model: 'gpt-4.1', input: [{ role: 'user', content: 'List all cinnamon lots in the spring catalogue.' }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: p === 1 ? 'Fetching the catalogue.' : last ? 'Page was empty. Fetching the next page of the catalogue.' : 'Got lots; fetching the next page of the catalogue.' }] }, { type: 'function_call', name: 'list_lots', arguments: JSON.stringify({ category: 'cinnamon', page: p }) }] }, { span_data: { type: 'generation' } }));
      kids.push(tool('list_lots', { category: 'cinnamon', page: p }, last ? { page: p, items: [], page_size: 3 } : { page: p, items: lots(p), page_size: 3 }, { span_data: { type: 'function' }, span_id: 'span_' + N.hex(24) }));
    }
    const goal = 'List every cinnamon and cassia lot in the spring spice auction catalogue.';
    return { isolates: 'After two real pages the agent asks for pages 3-6; all return the same empty items list and the agent says the same line each time.', goal, root: agent('Agent workflow', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (12) exceeded' }, [agent('Catalogue agent', { name: 'Catalogue agent', tools: ['list_lots'] }, null, kids, { span_data: { type: 'agent', handoffs: [] } })], { trace_id: 'trace_' + N.hex(32), group_id: null }) };
  } },
  { id: '02', domain: 'aurora-viewing tour operator reviews', style: 'Mastra', build(N) {
    const kids = [];
    const tok = 'eyJvZmZzZXQiOjQwfQ';
    for (let i = 0; i < 6; i++) {
      const real = i < 2;
      const cursor = i === 0 ? null : i === 1 ? 'eyJvZmZzZXQiOjIwfQ' : tok;
      kids.push(llm('llm: gpt-4o', { messages: [{ role: 'user', content: 'Summarise complaints from all reviews of the Abisko night tours.' }] }, { text: i < 2 ? 'Reading reviews.' : 'No new reviews on this page; requesting the next page with the cursor.', toolCalls: [{ toolName: 'fetchReviews', args: { tourId: 'abisko-night', cursor } }] }, { 'mastra.span.type': 'llm_generation' }));
      kids.push(tool('tool: fetchReviews', { tourId: 'abisko-night', cursor }, real ? { reviews: Array.from({ length: 20 }, (_, k) => ({ id: N.int(1e5, 9e5), stars: N.int(1, 5), text: k % 4 ? 'Saw the lights, guide was great.' : 'Cloudy all night, no refund offered.' })), nextCursor: i === 0 ? 'eyJvZmZzZXQiOjIwfQ' : tok } : { reviews: [], nextCursor: tok }, { 'mastra.span.type': 'tool_call', runId: N.uuid() }));
    }
    const goal = 'Summarise the recurring complaints in all reviews of the Abisko aurora night tour.';
    return { isolates: 'The review API keeps handing back the same nextCursor with an empty list and the agent keeps re-sending that cursor four times.', goal, root: agent('agent run: tourInsightsAgent', { messages: goal }, null, kids, { 'mastra.span.type': 'agent_run', resourceId: 'ops-team', threadId: N.uuid() }) };
  } },
  { id: '03', domain: 'emu farm breeding register', style: 'Langfuse', build(N) {
    const kids = [];
    for (let off = 0; off <= 250; off += 50) {
      const real = off < 100;
      kids.push(llm('generation', { model: 'claude-3-haiku-20240307', input: [{ role: 'user', content: 'Collect all breeding pairs with chick counts.' }] }, { content: real ? `Reading register rows from offset ${off}.` : 'Offset returned no rows; continuing with the next offset.', tool_calls: [{ name: 'query_register', input: { offset: off, limit: 50 } }] }, { langfuse_type: 'GENERATION', observation_id: N.uuid(), usage: { input: N.int(300, 1500), output: N.int(20, 60) } }));
      kids.push(span('span', 'query_register', { sql: `SELECT pair_id, hen, cock, chicks_2025 FROM breeding_pairs ORDER BY pair_id LIMIT 50 OFFSET ${off}` }, real ? { rows: Array.from({ length: off === 0 ? 50 : 37 }, () => ['P' + N.int(100, 999), 'H' + N.int(10, 99), 'C' + N.int(10, 99), N.int(0, 22)]).slice(0, 4), rowcount: off === 0 ? 50 : 37, truncated_preview: true } : { rows: [], rowcount: 0 }, [], { metadata: { langfuse_type: 'SPAN', db: 'emu_farm_pg' } }));
    }
    const goal = 'Produce a table of every emu breeding pair with this season’s chick count.';
    return { isolates: 'Register has 87 rows; agent keeps advancing OFFSET to 100, 150, 200, 250 and each returns zero rows, repeating the same sentence.', goal, root: agent('trace: emu-breeding-report', { input: goal }, null, kids, { langfuse_trace_id: N.hex(32), tags: ['farm-ops'] }) };
  } },
  { id: '04', domain: 'GitHub Actions workflow run history for a scooter-parts webshop', style: 'plain message-level trace', build(N) {
    const kids = [];
    const msgs = [{ role: 'user', content: 'Count failed nightly runs of deploy.yml since June.' }];
    for (let p = 1; p <= 6; p++) {
      const c = tcall(N, 'gh_api', { path: `/repos/voltparts/shop/actions/workflows/deploy.yml/runs?per_page=100&page=${p}` });
      kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini', messages: msgs.length }, { role: 'assistant', content: p <= 3 ? `Page ${p}.` : 'That page had no runs. I will fetch the next page of workflow runs.', tool_calls: [c] }));
      const body = p <= 3 ? { total_count: 241, workflow_runs: [{ id: N.int(9e9, 9.9e9), conclusion: 'failure', created_at: N.isoNoMs() }, { id: N.int(9e9, 9.9e9), conclusion: 'success', created_at: N.isoNoMs() }] } : { total_count: 241, workflow_runs: [] };
      kids.push(tool('gh_api', JSON.parse(c.function.arguments), { status: 200, headers: { date: N.httpDate(), 'x-github-request-id': `${N.hex(4).toUpperCase()}:${N.hex(5).toUpperCase()}:${N.hex(7).toUpperCase()}`, ...{ 'x-ratelimit-remaining': String(4990 - p) } }, body }));
    }
    const goal = 'Count failed nightly runs of deploy.yml since June.';
    return { isolates: 'Three real pages of 241 runs, then pages 4-6 come back with empty workflow_runs while the model repeats the same “fetch next page” line.', goal, root: agent('conversation', { goal }, null, kids) };
  } },
  { id: '05', domain: 'hurling club membership renewals', style: 'Semantic Kernel', build(N) {
    const kids = [];
    for (let s = 0; s < 6; s++) {
      const real = s < 2;
      kids.push(llm('chat.completions gpt-4o', { 'gen_ai.operation.name': 'chat' }, { content: real ? null : 'No members on this page. Scrolling further through the member list.', tool_calls: [{ function: { name: 'Members-ScrollRenewals', arguments: JSON.stringify({ scroll_id: s === 0 ? null : 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQ0tfZkxO', season: 2025 }) } }] }, { 'semantic_kernel.function.invocation': 'auto' }));
      kids.push(tool('Members-ScrollRenewals', { scroll_id: s === 0 ? null : 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQ0tfZkxO', season: 2025 }, JSON.stringify({ _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQ0tfZkxO', took: N.ms(2, 40), hits: { total: { value: 64 }, hits: real ? Array.from({ length: 3 }, () => ({ _id: 'm' + N.int(1000, 9999), _source: { grade: N.pick(['senior', 'minor', 'camogie']), renewed: N.r() < 0.6 } })) : [] } }), { 'sk.function.name': 'ScrollRenewals', 'sk.plugin.name': 'Members' }));
    }
    const goal = 'List hurling club members who have not renewed for the 2025 season.';
    return { isolates: 'Elasticsearch scroll is exhausted after two batches, but the kernel keeps re-sending the same scroll id four times and gets the same empty hits.', goal, root: agent('InvokePromptAsync', { prompt: goal }, null, kids, { 'semantic_kernel.kernel_id': N.uuid() }) };
  } },
  { id: '06', domain: 'slate roofing supplier quarry stock', style: 'Strands Agents', build(N) {
    const kids = [];
    for (let p = 1; p <= 6; p++) {
      const real = p <= 2;
      kids.push(llm('chat', { 'gen_ai.system': 'aws.bedrock', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, { message: { role: 'assistant', content: [{ text: real ? `Reading stock page ${p}.` : 'Empty page again; I will request the next page of slate stock.' }, { toolUse: { name: 'slate_stock', input: { size: '500x250', page: p } } }] } }, { 'event_loop.cycle_id': N.uuid() }));
      kids.push(tool('execute_tool slate_stock', { size: '500x250', page: p }, { status: 'success', content: [{ json: real ? { page: p, pallets: [{ quarry: N.pick(['Penrhyn', 'Cupa 3', 'Del Carmen']), thickness_mm: N.pick([5, 7]), qty: N.int(1, 30) }] } : { page: p, pallets: [] } }] }, { 'gen_ai.tool.name': 'slate_stock' }));
    }
    const goal = 'Total the pallets of 500x250 roofing slate in stock across all quarries.';
    return { isolates: 'Strands event loop keeps requesting pages 3-6 of slate stock, each empty, with the same assistant sentence every cycle.', goal, root: agent('invoke_agent roofing_supply_agent', { prompt: goal }, null, kids, { 'gen_ai.agent.name': 'roofing_supply_agent' }) };
  } },
];
