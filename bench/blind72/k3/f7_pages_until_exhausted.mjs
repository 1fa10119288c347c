// Family: pages_until_exhausted (loop: false). Each page brings new items until the source says
// there is no more; then a summary.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 heritage seed library — plain message-level chat trace
  (N) => {
    const pages = [
      [{ acc: 'HSL-0412', crop: 'pea', variety: 'Champion of England', last_grown: 2019 }, { acc: 'HSL-0433', crop: 'bean', variety: 'Cherokee Trail of Tears', last_grown: 2023 }, { acc: 'HSL-0450', crop: 'kale', variety: 'Ragged Jack', last_grown: 2018 }],
      [{ acc: 'HSL-0511', crop: 'tomato', variety: 'Mr Bright', last_grown: 2017 }, { acc: 'HSL-0529', crop: 'pea', variety: 'Carlin', last_grown: 2022 }, { acc: 'HSL-0540', crop: 'lettuce', variety: 'Bath Cos', last_grown: 2016 }],
      [{ acc: 'HSL-0602', crop: 'leek', variety: 'Northumberland Pot', last_grown: 2020 }, { acc: 'HSL-0618', crop: 'bean', variety: 'Pea Bean', last_grown: 2015 }],
    ];
    const msgs = [sys('You manage the heritage seed library. Seed older than 5 seasons must be regrown.'), user('Which accessions were last grown before 2021 and need a regrow slot this spring?')];
    const kids = [];
    pages.forEach((items, i) => {
      const id = 'call_' + N.b62(24);
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: msgs.concat(i ? ['…'] : []) }, { role: 'assistant', content: null, tool_calls: [oaiCall(id, 'list_accessions', { page: i + 1, page_size: 3 })] }, { latency_ms: N.ms(300, 1100), request_id: N.reqId('req_') }));
      kids.push(tool('list_accessions', { page: i + 1, page_size: 3 }, toolMsg(id, JSON.stringify({ page: i + 1, items, next_page: i < 2 ? i + 2 : null, total: 8, generated: N.iso(N.tick()) })), { duration_ms: N.ms(20, 120) }));
    });
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, { role: 'assistant', content: 'All 8 accessions checked (3 pages). Last grown before 2021, so needing a regrow slot: Champion of England pea (2019), Ragged Jack kale (2018), Mr Bright tomato (2017), Bath Cos lettuce (2016), Northumberland Pot leek (2020) and Pea Bean (2015). Pea Bean is oldest — prioritise it and run a germination test first.' }, { latency_ms: N.ms(600, 1500) }));
    return {
      isolates: 'A plain chat trace pages a seed library catalogue; pages 1 to 3 each bring new accessions, page 3 returns next_page null, and the agent lists the six that need regrowing.',
      stagnation: false,
      goal: 'List the heritage seed library accessions last grown before 2021 that need a regrow slot this spring.',
      root: agent('seed-library-assistant', { messages: msgs }, { content: 'All 8 accessions checked…' }, kids, { runner: 'chat-completions-loop' }),
    };
  },

  // 02 maritime museum ship-model loans — CrewAI
  (N) => {
    const pages = [
      ['HMS Victory 1:48 (loan to Portsmouth, returns 2025-10)', 'Cutty Sark half-block (loan to Greenwich, returns 2026-01)', 'SS Great Britain 1:96 (loan to Bristol, returns 2025-07)'],
      ['Mary Rose carrack 1:72 (loan to Southsea, returns 2025-08)', 'Thames sailing barge Cambria (loan to Faversham, returns 2025-07)'],
    ];
    const kids = [];
    pages.forEach((items, i) => {
      kids.push(llm('LLM.call', { model: 'gpt-4o', messages: ['…'] }, `Thought: ${i === 0 ? 'I need all current outbound loans to find those returning before September.' : 'Page 1 had three loans and the register says there is a page 2; fetching it.'}\nAction: loans_register\nAction Input: {"direction": "outbound", "page": ${i + 1}}`, { crewai_version: '0.95.0' }));
      kids.push(tool('loans_register', { direction: 'outbound', page: i + 1 }, `Page ${i + 1} of 2 | generated ${N.http(N.tick())} | req ${N.hex(12)}\n` + items.map((s, k) => `${i * 3 + k + 1}. ${s}`).join('\n') + (i === 1 ? '\n-- end of register --' : '\nMore results: page 2'), { tool_usage_id: N.uuid() }));
    });
    kids.push(llm('LLM.call', { model: 'gpt-4o', messages: ['…'] }, 'Thought: I now know the final answer\nFinal Answer: Returning before September: SS Great Britain 1:96 (July, Bristol), Thames barge Cambria (July, Faversham) and Mary Rose carrack 1:72 (August, Southsea). Book the conservator for three condition reports; Victory and the Cutty Sark half-block are not due until after September.', { crewai_version: '0.95.0' }));
    return {
      isolates: 'A CrewAI registrar reads two pages of a maritime museum\'s outbound loans register, the second ending with "end of register", and lists the three models returning before September.',
      stagnation: false,
      goal: 'Find which ship models on outbound loan return before September so the conservator can schedule condition reports.',
      root: agent('Crew.kickoff', { inputs: { month: 'September' } }, { raw: 'Returning before September: …' }, [
        span('task', 'Task: Loan returns before September', { expected_output: 'List of models and return months' }, null, [agent('Agent: Collections Registrar', { role: 'Collections Registrar' }, null, kids)]),
      ], { crew_id: N.uuid(), process: 'sequential' }),
    };
  },

  // 03 lifeboat crew training records — OpenAI Agents SDK
  (N) => {
    const pages = [
      [{ crew: 'A. Jones', module: 'Casualty Care', expires: '2025-09-14' }, { crew: 'R. Patel', module: 'Helm', expires: '2026-03-01' }, { crew: 'S. Evans', module: 'Sea Survival', expires: '2025-08-30' }, { crew: 'T. Hughes', module: 'Casualty Care', expires: '2027-01-10' }],
      [{ crew: 'M. O\'Neill', module: 'Radio (VHF)', expires: '2025-08-02' }, { crew: 'C. Price', module: 'Helm', expires: '2025-12-12' }, { crew: 'D. Lloyd', module: 'Sea Survival', expires: '2026-05-19' }, { crew: 'B. Morgan', module: 'Casualty Care', expires: '2025-09-01' }],
      [{ crew: 'K. Rees', module: 'Radio (VHF)', expires: '2028-02-02' }],
    ];
    const kids = [];
    let cursor = null;
    pages.forEach((items, i) => {
      const next = i < 2 ? N.cursor() : null;
      kids.push(llm('response', { input: ['…'] }, { output: [{ type: 'function_call', name: 'training_records', arguments: JSON.stringify(cursor ? { station: 'Porthdinllaen', cursor } : { station: 'Porthdinllaen' }) }] }, { span_data: { type: 'response', response_id: 'resp_' + N.hex(40) }, span_id: 'span_' + N.hex(24) }));
      kids.push(tool('training_records', cursor ? { station: 'Porthdinllaen', cursor } : { station: 'Porthdinllaen' }, { output: JSON.stringify({ records: items, next_cursor: next, server_time: N.isoOff(N.tick(), 1) }) }, { span_data: { type: 'function', name: 'training_records' }, span_id: 'span_' + N.hex(24) }));
      cursor = next;
    });
    kids.push(llm('response', { input: ['…'] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Nine crew records read; the register ended with no next cursor. Expiring in the next 60 days: M. O\'Neill Radio (VHF) 2 Aug, S. Evans Sea Survival 30 Aug, B. Morgan Casualty Care 1 Sep, A. Jones Casualty Care 14 Sep. Book a Casualty Care refresher for Morgan and Jones together.' }] }] }, { span_data: { type: 'response' } }));
    return {
      isolates: 'An OpenAI Agents SDK run follows next_cursor through three pages of lifeboat crew training records, each with new crew members, stops when next_cursor is null, and lists four expiring certificates.',
      stagnation: false,
      goal: 'List the lifeboat crew training certificates expiring within 60 days at the Porthdinllaen station.',
      root: agent('Training Officer', { input: 'Whose tickets expire in the next 60 days?' }, { final_output: 'Nine crew records read…' }, kids, { span_data: { type: 'agent', name: 'Training Officer', tools: ['training_records'] }, trace_id: 'trace_' + N.hex(32) }),
    };
  },

  // 04 zine library catalogue — Vercel AI SDK spans
  (N) => {
    const batches = [
      ['Sniffin\' Glue #5 (1976)', 'Riot Grrrl NYC #2', 'Factsheet Five #31'],
      ['Cometbus #42', 'Doris #15', 'Maximumrocknroll #100'],
      ['Shotgun Seamstress #3', 'Bamboo Girl #6', 'Slug & Lettuce #58'],
      ['Brainscan #19'],
    ];
    const kids = [];
    let cur = null;
    batches.forEach((titles, i) => {
      const next = i < 3 ? 'zc_' + N.b62(14) : undefined;
      const tid = 'call_' + N.b62(24);
      const args = cur ? { tag: 'needs-rehousing', after: cur } : { tag: 'needs-rehousing' };
      kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.toolCalls': JSON.stringify([{ toolCallId: tid, toolName: 'searchCatalogue', args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls', 'ai.response.msToFirstChunk': N.ms(200, 900) }, { 'ai.model.id': 'claude-3-5-haiku-latest', 'ai.model.provider': 'anthropic.messages' }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchCatalogue', 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify({ results: titles.map((t, k) => ({ id: `z${i}${k}${N.int(100, 999)}`, title: t, box: `B${N.int(1, 40)}` })), pageInfo: { endCursor: next ?? null, hasNextPage: !!next } }) }, { 'ai.toolCall.id': tid }));
      cur = next;
    });
    kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'There are 10 zines tagged needs-rehousing (hasNextPage became false on the fourth page). One pack of 10 acid-free sleeves covers them all; the 1976 Sniffin\' Glue should go to the cold-storage drawer rather than the open stacks.', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'claude-3-5-haiku-latest' }));
    return {
      isolates: 'A Vercel AI SDK agent follows endCursor through four pages of a zine library catalogue, each with different titles, stops when hasNextPage is false, and summarises the ten zines that need rehousing.',
      stagnation: false,
      goal: 'List the zines in a community zine library tagged as needing rehousing and say how many acid-free sleeves to order.',
      root: agent('ai.streamText', { 'ai.prompt': '{"prompt":"Which zines need rehousing and how many sleeves do we need?"}' }, { 'ai.response.text': 'There are 10 zines…' }, kids, { 'ai.telemetry.functionId': 'zine-archivist', 'ai.settings.maxSteps': 8 }),
    };
  },

  // 05 radio telescope observation log — smolagents ToolCallingAgent (long: 9 pages by offset)
  (N) => {
    const kids = [];
    const srcs = ['Cas A', 'Cyg A', 'Sun', 'Tau A', 'Vir A', 'Galactic plane l=30', 'Galactic plane l=60'];
    const all = [];
    for (let d = 1, k = 0; k < 25; d += 1, k++) {
      const date = `2025-03-${String(d).padStart(2, '0')}`;
      const rfi = d >= 19 ? (d % 3 === 0 ? 'RFI: strong 1418-1423 MHz' : 'RFI: strong 1418-1423 MHz, intermittent') : (d === 7 ? 'RFI: mild 1420.9 MHz (phone?)' : 'RFI: none');
      all.push([date, srcs[k % srcs.length], `int ${N.int(20, 90)} min`, rfi]);
    }
    const pages = [];
    for (let o = 0; o < all.length; o += 3) pages.push(all.slice(o, o + 3));
    pages.forEach((rows, i) => {
      kids.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, null, [
        llm('LiteLLMModel.__call__', { messages: ['…'] }, { role: 'assistant', tool_calls: [{ id: 'call_' + N.b62(10), type: 'function', function: { name: 'obs_log', arguments: { dish: 'club-26m', month: '2025-03', offset: i * 3, limit: 3 } } }] }, { model_id: 'anthropic/claude-3-5-sonnet-latest', input_tokens: 900 + i * 260 }),
        tool('obs_log', { dish: 'club-26m', month: '2025-03', offset: i * 3, limit: 3 }, `Observation:\n${rows.map((r) => r.join(' | ')).join('\n')}\n(${rows.length} rows, offset ${i * 3}, total ${all.length}, query ${N.ms(5, 60)} ms, db ${N.host('pg-replica')})`, {}),
      ]));
    });
    const first = all.find((r) => r[3].startsWith('RFI: strong'));
    const strong = all.filter((r) => r[3].startsWith('RFI: strong')).length;
    kids.push(span('chain', `Step ${pages.length + 1}`, { step_number: pages.length + 1 }, null, [
      llm('LiteLLMModel.__call__', { messages: ['…'] }, { role: 'assistant', tool_calls: [{ function: { name: 'final_answer', arguments: { answer: `All ${all.length} March sessions read (offset reached the total). Apart from one mild 1420.9 MHz blip on 7 March, the hydrogen line was clean until ${first[0]}; from then on every session (${strong} of them) shows strong 1418-1423 MHz interference. Something switched on around ${first[0]} — worth checking with the wind farm's SCADA link operator.` } } }] }, { model_id: 'anthropic/claude-3-5-sonnet-latest' }),
      tool('final_answer', { answer: `All ${all.length} March sessions read…` }, `All ${all.length} March sessions read…`, {}),
    ]));
    return {
      isolates: 'A smolagents ToolCallingAgent reads a radio-telescope club\'s observation log by offset over nine pages, each with new sessions, stops when the offset reaches the stated total, and reports when hydrogen-line interference started.',
      stagnation: false,
      goal: 'Work out from the March observation log when the 1420 MHz interference at the club radio telescope started.',
      root: agent('ToolCallingAgent.run', { task: 'When did the hydrogen-line interference start in March?' }, { output: `All ${all.length} March sessions read…` }, kids, { smolagents_version: '1.13.0' }),
    };
  },

  // 06 community orchard tree register — Pydantic AI / Logfire
  (N) => {
    const pages = [
      [['T001', 'Bramley\'s Seedling', 'canker'], ['T002', 'Ashmead\'s Kernel', 'ok'], ['T003', 'Egremont Russet', 'ok'], ['T004', 'Blenheim Orange', 'scab']],
      [['T005', 'Tom Putt', 'ok'], ['T006', 'Kingston Black', 'canker'], ['T007', 'Perry pear Moorcroft', 'ok'], ['T008', 'Worcester Pearmain', 'woolly aphid']],
      [['T009', 'Bardsey Island apple', 'ok'], ['T010', 'Discovery', 'canker']],
    ];
    const kids = [];
    pages.forEach((p, i) => {
      kids.push(llm('chat claude-3-5-haiku-latest', { messages: ['…'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'tree_register', args: { page: i + 1 } }] }, { 'gen_ai.system': 'anthropic', 'gen_ai.usage.input_tokens': N.int(300, 1400) }));
      kids.push(tool('running tool: tree_register', { page: i + 1 }, { trees: p.map(([id, v, h]) => ({ id, variety: v, health: h })), page: i + 1, last_page: 3, fetched: N.iso(N.tick()) }, { 'logfire.msg': 'running tool: tree_register', duration_ms: N.ms(10, 80) }));
    });
    kids.push(llm('chat claude-3-5-haiku-latest', { messages: ['…'] }, { parts: [{ part_kind: 'text', content: 'Register complete (page 3 of 3, ten trees). Canker pruning list for the winter work party: T001 Bramley\'s Seedling, T006 Kingston Black, T010 Discovery. Also note scab on T004 Blenheim Orange and woolly aphid on T008 Worcester Pearmain.' }] }, { 'gen_ai.system': 'anthropic' }));
    return {
      isolates: 'A Pydantic AI agent pages a community orchard tree register (page i of 3), each page with new trees, stops at the last page and writes the canker pruning list.',
      stagnation: false,
      goal: 'Make the winter work-party pruning list of community orchard trees with canker.',
      root: agent('agent run', { prompt: 'Which trees need canker pruning this winter?' }, { output: 'Register complete…' }, kids, { 'logfire.msg': 'orchard_agent run', 'gen_ai.agent.name': 'orchard_agent' }),
    };
  },
];
