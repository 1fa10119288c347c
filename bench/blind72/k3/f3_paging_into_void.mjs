// Family: paging_into_void (loop: true). Page/offset/cursor keeps advancing (or the same token is
// re-sent) and every answer after the last real page is the same empty page, 3+ times.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 ice-hotel construction — plain message-level trace (chat completions, sibling tool spans)
  (N) => {
    const msgs = [sys('You coordinate the ice hotel build. Tools: list_block_orders(page, per_page).'), user('Total the number of 2 t river-ice blocks ordered from the Torne harvest for suites 12-20 so we can book the crane.')];
    const kids = [];
    const pages = {
      1: { orders: [{ id: 'IB-3301', suite: 12, blocks: 14, size: '2t' }, { id: 'IB-3302', suite: 13, blocks: 12, size: '2t' }, { id: 'IB-3307', suite: 15, blocks: 16, size: '2t' }], page: 1, per_page: 3 },
      2: { orders: [{ id: 'IB-3310', suite: 18, blocks: 11, size: '2t' }, { id: 'IB-3311', suite: 20, blocks: 9, size: '2t' }], page: 2, per_page: 3 },
    };
    for (let p = 1; p <= 6; p++) {
      const id = 'call_' + N.b62(24);
      const content = p === 1 ? 'I\'ll pull the block orders page by page.' : null;
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4.1-mini', messages: [...msgs, '…'], tools: ['list_block_orders'] }, { choices: [{ index: 0, message: asst(content, [oaiCall(id, 'list_block_orders', { page: p, per_page: 3 })]), finish_reason: 'tool_calls' }], id: 'chatcmpl-' + N.b62(29), created: N.epoch(N.tick()) }, { 'x-request-id': N.reqId('req_'), duration_ms: N.ms(400, 1500) }));
      const body = pages[p] || { orders: [], page: p, per_page: 3 };
      kids.push(tool('list_block_orders', { page: p, per_page: 3 }, toolMsg(id, JSON.stringify(body)), { duration_ms: N.ms(40, 160) }));
    }
    return {
      isolates: 'After two real pages of ice-block orders, the agent keeps requesting pages 3, 4, 5 and 6, each returning the identical empty orders list, without ever totalling the blocks.',
      stagnation: false,
      goal: 'Total the 2-tonne river-ice blocks ordered for ice-hotel suites 12-20 so the crane can be booked.',
      root: agent('ice-build-coordinator', { messages: msgs }, null, kids, { runner: 'plain-chat-loop', max_iterations: 6 }),
    };
  },

  // 02 rural broadband co-op — Mastra agent spans, same cursor re-sent
  (N) => {
    const cur = N.cursor();
    const kids = [];
    const p1 = { tickets: [{ id: 'T-8812', member: 'Hollow Farm', issue: 'ONT no light', opened: N.isoNoMs() }, { id: 'T-8815', member: 'Old Chapel', issue: 'slow after 7pm', opened: N.isoNoMs() }, { id: 'T-8820', member: 'Brook Cottage', issue: 'duct flooded at pole 44', opened: N.isoNoMs() }], next_cursor: cur, has_more: true };
    const say = 'Fetching the next page of open fault tickets.';
    for (let i = 0; i < 5; i++) {
      const args = i === 0 ? { status: 'open', area: 'north-valley' } : { status: 'open', area: 'north-valley', cursor: cur };
      kids.push(llm('llm: gpt-4o', { messages: [{ role: 'user', content: 'List every open fault ticket in the north valley and group them by cabinet for the volunteer dig day.' }] }, { text: i === 0 ? 'I\'ll list the open tickets for the north valley.' : say, toolCalls: [{ toolName: 'listTickets', args }] }, { componentName: 'valleyOpsAgent', 'mastra.span.type': 'llm_generation', usage: { promptTokens: N.int(500, 1800), completionTokens: N.int(20, 40) } }));
      const out = i === 0 ? p1 : { tickets: [], next_cursor: cur, has_more: true };
      kids.push(tool('tool: listTickets', args, out, { componentName: 'listTickets', 'mastra.span.type': 'tool_call', 'http.response.header.x-served-by': N.host('crm') }));
    }
    return {
      isolates: 'A Mastra agent re-sends the same next_cursor four times after the only real page of broadband fault tickets; each reply is an empty list with the same cursor and has_more=true, and the model repeats the same sentence.',
      stagnation: true,
      goal: 'List the open fault tickets of a rural broadband co-op\'s north valley grouped by street cabinet for the volunteer dig day.',
      root: agent('agent.generate', { agentName: 'valleyOpsAgent', messages: ['List every open fault ticket in the north valley…'] }, null, kids, { 'mastra.version': '0.10.3', runId: N.uuid(), resourceId: 'coop-ops' }),
    };
  },

  // 03 steam railway boiler inspections — AutoGen AgentChat message log
  (N) => {
    const kids = [];
    const rec = (o) => ({ offset: o, limit: 25, records: o === 0 ? Array.from({ length: 25 }, (_, k) => ({ loco: ['7820 Dinmore Manor', '4160', '2807', '7903 Foremarke Hall'][k % 4], exam: ['washout', 'hydraulic', 'steam test'][k % 3], date: `2024-${String((k % 12) + 1).padStart(2, '0')}-1${k % 9}` })) : o === 25 ? [{ loco: '4160', exam: 'steam test', date: '2025-01-08' }, { loco: '2807', exam: 'washout', date: '2025-01-19' }] : [] });
    const texts = ['I will read the boiler exam register from the start.', 'There are 25 entries; continuing at offset 25.', 'Two more records. Continuing at offset 50 in case more were added.', 'Offset 50 was empty, but the register may lag behind the depot uploads; checking offset 75.', 'Checking offset 100 in case the records are sparse.', 'Trying offset 125.', 'The depot at Toddington may file under a later block; offset 150.', 'Offset 175, the 2025 block might start there.', 'Offset 200.'];
    [0, 25, 50, 75, 100, 125, 150, 175, 200].forEach((o, i) => {
      const cid = 'call_' + N.b62(24);
      kids.push(llm('assistant', { source: 'user', content: 'Which locos are overdue for their 14-month hydraulic test as of today?' }, { source: 'boiler_clerk', type: 'ToolCallRequestEvent', content: [{ id: cid, name: 'read_exam_register', arguments: JSON.stringify({ offset: o, limit: 25 }) }], thought: texts[i], models_usage: { prompt_tokens: N.int(900, 3000), completion_tokens: N.int(30, 60) } }, { autogen_version: '0.4.7' }));
      kids.push(tool('read_exam_register', { offset: o, limit: 25 }, { type: 'ToolCallExecutionEvent', content: [{ call_id: cid, content: JSON.stringify(rec(o)), is_error: false }] }, { source: 'boiler_clerk' }));
    });
    return {
      isolates: 'An AutoGen assistant pages a steam-railway boiler exam register by offset; after the last real page it advances through offsets 50 to 200, each returning an identical empty records list, and never computes the overdue list.',
      stagnation: false,
      goal: 'List which heritage steam locomotives are overdue for their 14-month boiler hydraulic test.',
      root: agent('AssistantAgent.run_stream', { task: 'Which locos are overdue for their 14-month hydraulic test as of today?' }, { stop_reason: 'Maximum number of turns 9 reached.' }, kids, { team: 'RoundRobinGroupChat', participants: ['boiler_clerk'] }),
    };
  },

  // 04 stained-glass studio — Haystack pipeline with ToolInvoker
  (N) => {
    const kids = [];
    const inv = { 1: { items: [{ sku: 'LC-H-6', profile: 'H 6mm flat', kg: 4.2 }, { sku: 'LC-H-8', profile: 'H 8mm round', kg: 0.9 }, { sku: 'LC-U-4', profile: 'U 4mm', kg: 2.7 }], page: 1, pages: 2 }, 2: { items: [{ sku: 'LC-H-10', profile: 'H 10mm flat', kg: 0.3 }], page: 2, pages: 2 } };
    for (let p = 1; p <= 5; p++) {
      kids.push(span('component', 'haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator', messages: ['ChatMessage(_role=<ChatRole.USER>, _content=[TextContent(text="Which lead came profiles are under 1 kg and need reordering before the chapel window job?")])'] },
        { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'came_inventory', arguments: { page: p }, id: 'call_' + N.b62(24) } }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: { completion_tokens: N.int(15, 25), prompt_tokens: N.int(300, 1200) } } }] }, [], { metadata: { 'haystack.component.visits': p } }));
      const out = inv[p] || { items: [], page: p, pages: 2 };
      kids.push(span('tool', 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: 'came_inventory', arguments: { page: p } }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(out), origin: { tool_name: 'came_inventory' }, error: false }] }] }, [], { metadata: { 'haystack.component.visits': p } }));
    }
    return {
      isolates: 'A Haystack agent loop reads a stained-glass studio\'s lead-came inventory; page 2 of 2 is the last, yet it requests pages 3, 4 and 5 and gets the same empty items list each time, never producing the reorder list.',
      stagnation: false,
      goal: 'List the lead came profiles under 1 kg that must be reordered before the chapel window commission.',
      root: agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { messages: ['Which lead came profiles are under 1 kg and need reordering?'] } }, null, kids, { 'haystack.pipeline.max_runs_per_component': 5, 'haystack.version': '2.9.0' }),
    };
  },

  // 05 sheep-shearing contractor — Strands Agents with an Elasticsearch-style scroll id
  (N) => {
    const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + N.b62(20);
    const kids = [];
    const say = 'I have the first bookings; continuing the scroll to get the remaining farms.';
    for (let i = 0; i < 5; i++) {
      const args = i === 0 ? { index: 'bookings-2025', query: { term: { gang: 'Rangitikei-3' } }, scroll: '1m' } : { scroll_id: sid, scroll: '1m' };
      const cycle = span('chain', 'execute_event_loop_cycle', { 'event_loop.cycle_id': N.uuid() }, null, [
        llm('chat', { 'gen_ai.prompt': 'Build next week\'s run sheet for shearing gang Rangitikei-3 from the bookings index.' }, { 'gen_ai.completion': [{ text: i === 0 ? 'Searching the bookings index for gang Rangitikei-3.' : say }, { toolUse: { name: i === 0 ? 'es_search' : 'es_scroll', input: args, toolUseId: 'tooluse_' + N.b62(22) } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.total_tokens': N.int(900, 2400) }),
        tool('execute_tool ' + (i === 0 ? 'es_search' : 'es_scroll'), args, { status: 'success', content: [{ json: { _scroll_id: sid, took: N.int(1, 9), timed_out: false, hits: { total: { value: 4, relation: 'eq' }, hits: i === 0 ? [{ _id: 'bk-1', _source: { farm: 'Mangaweka Station', sheep: 2400, day: 'Mon' } }, { _id: 'bk-2', _source: { farm: 'Ohingaiti', sheep: 800, day: 'Tue' } }, { _id: 'bk-3', _source: { farm: 'Taihape Downs', sheep: 3100, day: 'Wed' } }, { _id: 'bk-4', _source: { farm: 'Pukeokahu', sheep: 1200, day: 'Thu' } }] : [] } } }] }, { 'gen_ai.tool.name': i === 0 ? 'es_search' : 'es_scroll', 'tool.status': 'success' }),
      ]);
      kids.push(cycle);
      N.tick();
    }
    return {
      isolates: 'A Strands agent gets all four shearing bookings in the first scroll response, then re-sends the same scroll_id four more times, receiving identical empty hit lists and repeating the same sentence, and never writes the run sheet.',
      stagnation: true,
      goal: 'Build next week\'s run sheet for sheep-shearing gang Rangitikei-3 from the bookings index.',
      root: agent('invoke_agent shearing_planner', { prompt: 'Build next week\'s run sheet for shearing gang Rangitikei-3.' }, null, kids, { 'gen_ai.agent.name': 'shearing_planner', 'gen_ai.operation.name': 'invoke_agent' }),
    };
  },

  // 06 orchid nursery auction — browser-use agent (not in the brief's list), scroll position advancing
  (N) => {
    const kids = [];
    const goalText = 'Scroll down to load more Paphiopedilum lots below the last one on the page.';
    const first = '<div class="lot" data-lot="P-114">Paphiopedilum rothschildianum \'Mont Millais\' — bid €210</div><div class="lot" data-lot="P-117">Paph. Maudiae coloratum — bid €45</div><div class="end-of-results">No more lots</div>';
    for (let i = 0; i < 5; i++) {
      kids.push(llm('ChatOpenAI.ainvoke', { messages: [sys('You are a precise browser automation agent…'), user('Task: list every Paphiopedilum lot on orchidauction.example with current bid. [Current state] url=https://orchidauction.example/lots?genus=Paphiopedilum')] },
        { current_state: { evaluation_previous_goal: i === 0 ? 'Unknown - just started' : 'Success - scrolled down', memory: i === 0 ? 'On the lots page, 2 lots visible.' : `Scrolled ${i} times, still 2 lots visible.`, next_goal: i === 0 ? 'Read the visible lots, then scroll for more.' : goalText }, action: [{ scroll_down: { amount: 1000 } }] }, { model: 'gpt-4o', step: i + 1, browser_session: N.uuid() }));
      kids.push(tool('scroll_down', { amount: 1000 }, { extracted_content: `🔍 Scrolled down the page by 1000 pixels`, page: { scroll_y: (i + 1) * 1000, scroll_height: 1380, viewport: 900, html_excerpt: first }, include_in_memory: true }, { duration_s: N.secs(0.3, 1.5) }));
    }
    return {
      isolates: 'A browser-use agent keeps scrolling an orchid auction page whose end-of-results marker is already visible; scroll_y grows past scroll_height while the same two lots are shown, and the same next_goal is restated each step.',
      stagnation: true,
      goal: 'List every Paphiopedilum lot with its current bid on an orchid nursery auction site.',
      root: agent('Agent.run', { task: 'List every Paphiopedilum lot on orchidauction.example with current bid', max_steps: 5 }, { is_done: false, errors: ['max_steps reached'] }, kids, { framework: 'browser-use 0.1.40', telemetry_id: N.uuid() }),
    };
  },
];
