import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'paging-beyond-last-page';
export const loop = true;
export const scenarios = [
{
  domain: 'herbarium specimen digitisation backlog', style: 'OpenAI Responses API (response objects with function_call items)',
  goal: 'Count how many Sphagnum specimens collected before 1950 in the herbarium API still lack a barcode image.',
  isolates: 'After two real pages the offset keeps increasing by 100 and the API returns the same empty result list four times.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const offs = [0, 100, 200, 300, 400, 500];
    const txt = ['', 'Got 100 records, 37 without images so far. Next page.', 'Page 2 had 61 records (21 without images). Checking offset 200 in case there is more.', 'Empty at offset 200; the index may be sharded, trying 300.', 'Offset 300 empty too; continuing to 400.', 'Still nothing; trying 500.'];
    offs.forEach((o, i) => {
      const cid = 'call_' + n.b62(24);
      kids.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: i ? 'resp_' + n.hex(48) : null, input: i ? [{ type: 'function_call_output', call_id: 'call_prev', output: '...' }] : this.goal }, { id: 'resp_' + n.hex(48), object: 'response', status: 'completed', output: [...(txt[i] ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: txt[i] }] }] : []), { type: 'function_call', name: 'list_specimens', arguments: JSON.stringify({ genus: 'Sphagnum', collected_before: '1950-01-01', limit: 100, offset: o }), call_id: cid }], usage: { input_tokens: n.int(800, 3000), output_tokens: n.int(30, 90) } }));
      const res = o === 0 ? { count: 161, results: Array.from({ length: 3 }, (_, k) => ({ catalogNumber: `E0${n.int(100000, 999999)}`, hasImage: k !== 1 })), truncated_in_log: 97 } : o === 100 ? { count: 161, results: Array.from({ length: 3 }, () => ({ catalogNumber: `E0${n.int(100000, 999999)}`, hasImage: false })), truncated_in_log: 58 } : { count: 161, results: [] };
      kids.push(tool('list_specimens', { call_id: cid, offset: o }, JSON.stringify({ offset: o, limit: 100, endOfRecords: o >= 100, ...res, elapsed: n.ms(40, 700) })));
    });
    return agent('responses-agent-loop', { task: this.goal }, null, kids, { 'openai.organization': 'org-' + n.b62(24), loop: 'custom while-loop over responses.create', halted: 'wallclock 300s' });
  },
},
{
  domain: 'lighthouse keeper logbook transcription archive', style: 'Mastra workflow/agent spans',
  goal: 'Collect every storm entry from the 1890s logbooks of the Bell Rock lighthouse transcription project.',
  isolates: 'After the last real page the archive returns next_cursor equal to the cursor sent, and the agent re-sends that same cursor four times, getting an empty page each time.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const cur1 = 'eyJwIjoyLCJ0cyI6IjE4OTkifQ', curEnd = 'eyJwIjozLCJ0cyI6IjE4OTkifQ';
    const pages = [[null, 3, cur1], [cur1, 2, curEnd], [curEnd, 0, curEnd], [curEnd, 0, curEnd], [curEnd, 0, curEnd], [curEnd, 0, curEnd]];
    const notes = ['', 'Found 3 storm entries (1891, 1893, 1894). Following next_cursor.', 'Two more (1897, 1899). There is a next_cursor, following it.', 'This page is empty but next_cursor is present, so I will request it.', 'Empty page again but a next_cursor is returned; requesting it.', 'Requesting next_cursor once more.'];
    pages.forEach(([c, k, nx], i) => {
      kids.push(llm('llm.generate', { 'mastra.agent': 'archivist', messages: i ? '[tool-result]' : [user(this.goal)] }, { text: notes[i], toolCalls: [{ toolName: 'search-logbook', args: { station: 'bell-rock', decade: '1890s', tag: 'storm', cursor: c } }] }, { componentName: 'archivist', model: 'openai/gpt-4o-mini', runId: n.uuid() }));
      kids.push(tool('tool.execute search-logbook', { station: 'bell-rock', decade: '1890s', tag: 'storm', cursor: c }, { entries: Array.from({ length: k }, () => ({ date: `189${n.int(1, 9)}-${String(n.int(1, 12)).padStart(2, '0')}-${String(n.int(1, 28)).padStart(2, '0')}`, hand: n.pick(['J. Reid', 'W. Cormack']), text: n.pick(['Heavy gale from NE, sea breaking over the tower.', 'Storm SE, lantern glass cracked.', 'Hurricane force, no relief boat.']) })), next_cursor: nx, served_at: n.isoOffset(1), x_cache: n.pick(['MISS', 'HIT']) }, { 'mastra.tool.id': 'search-logbook' }));
    });
    return agent('agent.archivist.generate', { input: this.goal }, null, kids, { 'mastra.version': '0.10.x', resourceId: 'proj-bellrock', threadId: n.uuid(), maxSteps: 12 });
  },
},
{
  domain: 'wool clip auction catalogue', style: 'AutoGen AgentChat (AssistantAgent + tool events)',
  goal: 'List every superfine merino lot (under 17.5 micron) in this week\'s Fremantle wool sale catalogue with its bale count.',
  isolates: 'The page parameter keeps rising past page 2 (the last) and the catalogue answers with the same empty lots array three times while the assistant restates the same sentence.',
  stagnation: true,
  build(id) { const n = noise(id);
    const kids = [];
    const say = 'The page came back without lots, but the catalogue may continue on later pages, so I will request the next page to be sure no superfine lots are missed.';
    for (let p = 1; p <= 5; p++) {
      const txt = p === 1 ? 'Requesting page 1 of the sale catalogue.' : p === 2 ? 'Page 1 had 4 superfine lots. Requesting page 2.' : p === 3 ? 'Page 2 added 2 lots (6 total). Requesting page 3.' : say;
      kids.push(llm('create', { messages: [sys('You are wool_broker_assistant.'), user(this.goal)] }, { content: [{ id: 'call_' + n.b62(24), name: 'get_catalogue_page', arguments: `{"sale":"FR-W${n.pick(['24'])}","page":${p}}` }], thought: txt, finish_reason: 'function_calls' }, { 'autogen.event': 'LLMCallEvent', model: 'gpt-4o', prompt_tokens: n.int(900, 2400), completion_tokens: n.int(20, 70) }));
      const lots = p === 1 ? [['FR1043', 16.8, 42], ['FR1051', 17.1, 38], ['FR1077', 16.4, 12], ['FR1102', 17.4, 55]] : p === 2 ? [['FR1210', 16.9, 20], ['FR1233', 17.2, 31]] : [];
      kids.push(tool('get_catalogue_page', { sale: 'FR-W24', page: p }, { type: 'ToolCallExecutionEvent', content: [{ content: JSON.stringify({ page: p, page_size: 50, lots: lots.map(([lot, mic, bales]) => ({ lot, micron: mic, bales })), generated: n.http(), broker_ref: `AWEX-${n.int(100000, 999999)}` }), is_error: false }] }));
    }
    return agent('AssistantAgent.run', { task: this.goal }, { stop_reason: 'Maximum number of turns 10 reached.' }, kids, { agent_name: 'wool_broker_assistant', 'autogen.version': '0.4.7', source: 'RoundRobinGroupChat' });
  },
},
{
  domain: 'stained-glass window conservation condition reports', style: 'Haystack pipeline traces',
  goal: 'Gather all condition reports for the Burne-Jones windows at St Martin\'s that mention lead came fatigue.',
  isolates: 'A scroll_id search keeps being continued after the store reports no more hits; four further scroll calls each return zero documents.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const sid = 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAA' + n.b62(10);
    kids.push(llm('haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator', messages: [user(this.goal)] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'search_reports', arguments: { query: 'lead came fatigue', window_set: 'Burne-Jones', size: 20 } }] }] }, { 'haystack.component.output_spec': 'replies' }));
    kids.push(tool('haystack.component.run ToolInvoker', { tool_name: 'search_reports', arguments: { query: 'lead came fatigue', window_set: 'Burne-Jones', size: 20 } }, { tool_messages: [{ result: JSON.stringify({ _scroll_id: sid, hits: { total: 7, docs: ['CR-2019-04 N aisle II', 'CR-2019-05 N aisle III', 'CR-2021-11 E window', 'CR-2022-02 S aisle I', 'CR-2023-07 E window', 'CR-2024-01 W rose', 'CR-2025-03 N aisle II'] }, took: n.ms(3, 80) }) }] }, { 'haystack.component.type': 'ToolInvoker' }));
    const t = ['7 reports retrieved. Continuing the scroll to make sure there are no more.', 'The scroll returned 0 documents; continuing scroll in case of lag.', 'Zero again; continuing the scroll.', 'Continuing the scroll once more.', 'Still zero; one more scroll request.'];
    t.forEach((s) => {
      kids.push(llm('haystack.component.run', { 'haystack.component.name': 'llm', messages: '[...]' }, { replies: [{ role: 'assistant', text: s, tool_calls: [{ tool_name: 'scroll_reports', arguments: { scroll_id: sid, scroll: '1m' } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', usage: usage(n) }));
      kids.push(tool('haystack.component.run ToolInvoker', { tool_name: 'scroll_reports', arguments: { scroll_id: sid, scroll: '1m' } }, { tool_messages: [{ result: JSON.stringify({ _scroll_id: sid, hits: { total: 7, docs: [] }, took: n.ms(1, 30), timed_out: false }) }] }, { 'haystack.component.type': 'ToolInvoker' }));
    });
    return agent('haystack.pipeline.run', { data: { llm: { messages: [this.goal] } } }, null, kids, { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.pipeline.debug': false, trace_id: n.traceId() });
  },
},
{
  domain: 'astronomical glass-plate archive', style: 'DSPy (ReAct module trajectory)',
  goal: 'List every Harvard-style glass plate in the archive that covers the Pleiades and was exposed before 1930.',
  isolates: 'The ReAct trajectory keeps incrementing the page number after the last real page; pages 3, 4, 5 and 6 all return an empty list.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const thoughts = ['I need to page through plate search results for the Pleiades field before 1930.', 'Page 1 returned 25 plates; get page 2.', 'Page 2 returned 9 plates, fewer than page size. I will check page 3 anyway.', 'Page 3 is empty; perhaps the archive has gaps, so page 4.', 'Page 4 empty. Checking page 5.', 'Page 5 empty, trying page 6.'];
    thoughts.forEach((th, i) => {
      kids.push(llm('LM.__call__', { prompt: `[[ ## question ## ]]\n${this.goal}\n\n[[ ## trajectory ## ]]\n...` }, `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\nsearch_plates\n\n[[ ## next_tool_args ## ]]\n{"ra": "03h47m", "dec": "+24d07m", "radius_deg": 2, "before": 1930, "page": ${i + 1}}\n\n[[ ## completed ## ]]`, { model: 'openai/gpt-4o-mini', cache: false, 'dspy.module': 'ReAct', response_ms: n.ms(300, 2000) }));
      const plates = i === 0 ? 25 : i === 1 ? 9 : 0;
      kids.push(tool('Tool.__call__ search_plates', { ra: '03h47m', dec: '+24d07m', radius_deg: 2, before: 1930, page: i + 1 }, `plates page=${i + 1} per_page=25 returned=${plates}\n` + Array.from({ length: Math.min(plates, 3) }, () => `  ${n.pick(['MC', 'A', 'RH', 'I'])} ${n.int(1000, 29000)}  ${1890 + n.int(0, 39)}-${String(n.int(1, 12)).padStart(2, '0')}  exp ${n.int(10, 120)}m`).join('\n') + (plates > 3 ? `\n  ... ${plates - 3} more` : '') + `\n[query ${n.hex(8)} in ${n.ms(10, 400)} ms]`));
    });
    return agent('ReAct.forward', { question: this.goal }, null, kids, { 'dspy.version': '2.6.x', max_iters: 6, signature: 'question -> answer' });
  },
},
{
  domain: 'cheese cave affinage lot tracking', style: 'Langfuse trace (observations: GENERATION / SPAN / EVENT)',
  goal: 'Report every Comté wheel in cave 2 turned fewer than twice in the past fortnight.',
  isolates: 'A page-based turning-log API returns the same empty page for pages 4 to 7 after three full pages; the agent keeps advancing without concluding.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const notes = ['Fetch page 1 of the turning log for cave 2.', 'Page 1: 40 wheels, 3 under two turns. Page 2 next.', 'Page 2: 40 wheels, 1 under two turns. Page 3 next.', 'Page 3: 17 wheels, 2 under two turns. Checking page 4.', 'Page 4 has no wheels. Trying page 5 because total_pages is not given.', 'Page 5 empty as well. Page 6.', 'Still empty at page 6; page 7.'];
    notes.forEach((t, i) => {
      kids.push(llm('ChatAnthropic', { messages: [user(i ? '...' : this.goal)] }, { content: t, tool_calls: [{ name: 'turning_log', args: { cave: 2, since_days: 14, page: i + 1, per_page: 40 } }] }, { observation_type: 'GENERATION', model: 'claude-3-5-sonnet', usage: { input: n.int(600, 3200), output: n.int(25, 80), unit: 'TOKENS' }, latency: n.int(400, 2600) / 1000 }));
      const cnt = [40, 40, 17, 0, 0, 0, 0][i];
      kids.push(tool('turning_log', { cave: 2, since_days: 14, page: i + 1, per_page: 40 }, { status: 200, headers: { 'x-request-id': n.uuid(), date: n.http(), 'x-ratelimit-remaining': String(120 - i * n.int(1, 3)) }, body: { page: i + 1, items: cnt ? [{ wheel: `CM-2-${n.int(100, 999)}`, turns_14d: n.int(1, 4) }, { wheel: `CM-2-${n.int(100, 999)}`, turns_14d: n.int(1, 4) }] : [], items_on_page: cnt } }, { observation_type: 'SPAN' }));
    });
    return agent('affinage-agent', { input: this.goal }, null, kids, { langfuse_trace_id: n.uuid(), sessionId: 'cave-2-' + n.hex(6), tags: ['affinage', 'prod'], release: 'v' + n.int(1, 3) + '.' + n.int(0, 9) });
  },
},
];
