// Family 7 (healthy): pagination that brings new items on every page until the source says there
// is no more, then a summary.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'paged_listing_to_end';
export const LOOP = false;
export const STAGNATION = false;

export const scenarios = [
  {
    n: '01', domain: 'reverse-vending (bottle deposit) machine fault logs', style: 'LlamaIndex (instrumentation spans)',
    isolates: 'A LlamaIndex agent pages through three cursor-paged batches of reverse-vending machine fault events, each with different machines and codes, stops when next_cursor is null, and summarises the top fault.',
    goal: 'Find which deposit-return machines had the most faults last week and what the main fault was.',
    build(r) {
      const kids = [];
      const step = (content, calls, i) => { r.tick(600, 1800); kids.push(llm('OpenAI.achat', { messages: `[${2 + i * 2} ChatMessage]`, model: 'gpt-4o-mini', tools: ['list_fault_events'] }, { message: { role: 'assistant', content, additional_kwargs: { tool_calls: calls.map(([n, a]) => tc(r.callId(), n, a)) } }, raw: { id: r.chatcmpl(), usage: { prompt_tokens: 700 + i * 400, completion_tokens: r.int(30, 200) } } }, [], { metadata: { span_id: `OpenAI.achat-${r.uuid()}` } })); };
      const page = (cursor, events, next) => { r.tick(300, 900); kids.push(tool('FunctionTool.acall', { tool: 'list_fault_events', kwargs: { since: '2024-11-04', until: '2024-11-10', cursor, limit: 4 } }, { content: JSON.stringify({ events, next_cursor: next, served_by: r.host('rvm-api'), took_ms: r.ms(20, 300) }), tool_name: 'list_fault_events', raw_output: null, is_error: false }, [], { metadata: { span_id: `FunctionTool.acall-${r.uuid()}` } })); };
      const ev = (m, code, desc) => ({ id: 'fe_' + r.alnum(10), machine: m, code, desc, at: r.logts() });
      step('', [['list_fault_events', { since: '2024-11-04', until: '2024-11-10', limit: 4 }]], 0);
      const c1 = r.cursor({ after: r.int(1e6, 2e6) });
      page(null, [ev('RVM-FRE-012', 'E31', 'bottle jam in conveyor'), ev('RVM-FRE-012', 'E31', 'bottle jam in conveyor'), ev('RVM-OSL-004', 'E07', 'bin full sensor'), ev('RVM-BGO-021', 'E12', 'barcode unreadable streak')], c1);
      step('First page has 4 events, mostly conveyor jams at Fredrikstad. Fetching the next page.', [['list_fault_events', { cursor: c1 }]], 1);
      const c2 = r.cursor({ after: r.int(2e6, 3e6) });
      page(c1, [ev('RVM-OSL-004', 'E07', 'bin full sensor'), ev('RVM-FRE-012', 'E31', 'bottle jam in conveyor'), ev('RVM-TRD-002', 'E44', 'crusher overcurrent'), ev('RVM-FRE-009', 'E31', 'bottle jam in conveyor')], c2);
      step('Page two adds Trondheim and a second Fredrikstad machine. There is another cursor, continuing.', [['list_fault_events', { cursor: c2 }]], 2);
      page(c2, [ev('RVM-FRE-012', 'E31', 'bottle jam in conveyor'), ev('RVM-BGO-021', 'E12', 'barcode unreadable streak')], null);
      step('Last week had 10 fault events across 5 machines. RVM-FRE-012 (Fredrikstad) leads with 4, all E31 conveyor jams; E31 is also the most common code overall (5 of 10, including RVM-FRE-009). RVM-OSL-004 had 2 bin-full alarms and RVM-BGO-021 2 barcode streaks. I would send a technician to Fredrikstad for the conveyor.', [], 3);
      return agent('FunctionAgent.run', { user_msg: 'Which bottle return machines faulted the most last week, and why?' }, { response: 'RVM-FRE-012 with 4 E31 conveyor jams; E31 is the dominant fault.' }, kids, { metadata: { span_id: `FunctionAgent.run-${r.uuid()}`, 'llama_index.version': '0.12.' + r.int(1, 30) } });
    },
  },
  {
    n: '02', domain: 'tomato packhouse grading results', style: 'Haystack (pipeline / component spans)',
    isolates: 'A Haystack agent pipeline walks four offset pages of grading records for a greenhouse tomato intake, each page bringing new pallets, until the API returns an empty page with has_more false, then reports class shares.',
    goal: 'Report the share of Class I, Class II and rejected tomatoes in Monday\'s intake at the packhouse.',
    build(r) {
      const kids = [];
      const gen = (text, calls, i) => { r.tick(600, 1800); kids.push(span('llm', 'haystack.component.run', { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.input': { messages: `[${1 + i * 2} ChatMessage]` } }, { 'haystack.component.output': { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...calls.map(([n, a]) => ({ tool_call: { tool_name: n, arguments: a, id: r.callId() } }))], _meta: { model: 'gpt-4o-mini-2024-07-18', usage: { prompt_tokens: 600 + i * 300, completion_tokens: r.int(25, 180) } } }] } })); };
      const inv = (args, result) => { r.tick(300, 900); kids.push(span('tool', 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool_name: 'get_grading_records', arguments: args }, { 'haystack.component.output': { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(result), origin: { tool_name: 'get_grading_records', arguments: args } }] }] } })); };
      const pal = (n, c1, c2, rej) => ({ pallet: `P-${n}`, grower: r.pick(['Westland Kas 3', 'De Lier BV', 'Kwekerij Vos']), kg: c1 + c2 + rej, class_I_kg: c1, class_II_kg: c2, reject_kg: rej, line: r.pick(['L1', 'L2']), graded_at: r.hms() });
      gen('', [['get_grading_records', { date: '2024-06-10', offset: 0, limit: 3 }]], 0);
      inv({ offset: 0, limit: 3 }, { items: [pal(4401, 780, 140, 30), pal(4402, 810, 95, 20), pal(4403, 690, 210, 45)], has_more: true, total: 8, request_id: r.uuid() });
      gen('3 of 8 pallets so far. Next page at offset 3.', [['get_grading_records', { date: '2024-06-10', offset: 3, limit: 3 }]], 1);
      inv({ offset: 3, limit: 3 }, { items: [pal(4404, 800, 120, 25), pal(4405, 605, 260, 80), pal(4406, 840, 90, 15)], has_more: true, total: 8, request_id: r.uuid() });
      gen('Six pallets in; P-4405 has a high reject weight. Fetching offset 6.', [['get_grading_records', { date: '2024-06-10', offset: 6, limit: 3 }]], 2);
      inv({ offset: 6, limit: 3 }, { items: [pal(4407, 770, 150, 35), pal(4408, 720, 180, 40)], has_more: false, total: 8, request_id: r.uuid() });
      gen('Monday\'s intake: 8 pallets, 7,550 kg graded. Class I 6,015 kg (79.7 %), Class II 1,245 kg (16.5 %), rejected 290 kg (3.8 %). P-4405 alone had 80 kg of rejects, the largest of any pallet.', [], 3);
      return agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { messages: 'Grading shares for Monday 10 June intake?' }, 'haystack.pipeline.max_runs_per_component': 100 }, { 'haystack.pipeline.output_data': { last_message: 'Class I 79.7 %, Class II 16.5 %, rejected 3.8 %.' } }, kids, { metadata: { 'haystack.pipeline.metadata': { name: 'packhouse_agent' }, 'haystack.version': '2.' + r.int(8, 12) + '.0' } });
    },
  },
  {
    n: '03', domain: 'swan pedalo hire booking ledger', style: 'Semantic Kernel (OpenTelemetry)',
    isolates: 'A kernel function pages through the lake hire system\'s bookings with continuation tokens, three pages of different bookings until no token is returned, then totals the week\'s takings by boat type.',
    goal: 'Total last week\'s pedalo hire takings at the boating lake, split between swan pedalos and rowing boats.',
    build(r) {
      const kids = [];
      const chat = (content, call, i) => { r.tick(600, 1800); kids.push(llm('chat.completions gpt-4o-mini', { 'gen_ai.system': 'openai', 'gen_ai.prompt': `[${1 + i * 2} messages]` }, { 'gen_ai.completion': JSON.stringify([{ role: 'assistant', content, tool_calls: call ? [tc(r.callId(), call[0], call[1])] : undefined }]) }, [], { metadata: { 'gen_ai.usage.input_tokens': 500 + 350 * i, 'gen_ai.usage.output_tokens': r.int(20, 170) } })); };
      const fn = (args, val) => { r.tick(300, 800); kids.push(tool('execute_tool LakeHire-ListBookings', { 'gen_ai.tool.name': 'LakeHire-ListBookings', arguments: args }, { Value: val })); };
      const bk = (boat, mins, gbp) => ({ ref: 'LB' + r.digits(6), boat, minutes: mins, paid_gbp: gbp, till: r.pick(['kiosk-1', 'kiosk-2', 'online']), ts: r.us() });
      chat(null, ['LakeHire-ListBookings', { from: '2024-07-22', to: '2024-07-28' }], 0);
      const t1 = r.alnum(32);
      fn({ from: '2024-07-22', to: '2024-07-28' }, { bookings: [bk('swan', 30, 14), bk('swan', 60, 24), bk('rowing', 30, 10), bk('swan', 30, 14)], continuationToken: t1 });
      chat('Four bookings on the first page, mostly swans. Following the continuation token.', ['LakeHire-ListBookings', { from: '2024-07-22', to: '2024-07-28', continuationToken: t1 }], 1);
      const t2 = r.alnum(32);
      fn({ continuationToken: t1 }, { bookings: [bk('rowing', 60, 18), bk('swan', 30, 14), bk('rowing', 30, 10), bk('swan', 60, 24)], continuationToken: t2 });
      chat('Second page brings two more rowing hires and two swans. One more token to follow.', ['LakeHire-ListBookings', { continuationToken: t2 }], 2);
      fn({ continuationToken: t2 }, { bookings: [bk('swan', 30, 14), bk('swan', 30, 14)], continuationToken: null });
      chat('Week of 22-28 July: 10 hires, £156 in total. Swan pedalos: 7 hires, £118. Rowing boats: 3 hires, £38. Swans bring about three quarters (76 %) of the takings.', null, 3);
      return agent('invoke_agent LakeOfficeAgent', { 'gen_ai.agent.name': 'LakeOfficeAgent', message: 'What did we take on pedalo hire last week, swans vs rowing boats?' }, { content: 'Swans £118 (7 hires), rowing boats £38 (3 hires).' }, kids, { metadata: { 'service.name': 'parks-lake-office' } });
    },
  },
  {
    n: '04', domain: 'Swift package release notes (coding)', style: 'plain message-level trace (chat completions with tool_calls, tool siblings)',
    isolates: 'An agent walks the GitHub releases API for a Swift package page by page, following Link rel="next" headers that bring older releases each time, stops when the last page has no next link, and lists the breaking changes since 3.0.',
    goal: 'List every breaking change in the swift-markup-kit package since version 3.0.0 before the team upgrades.',
    build(r) {
      const kids = [];
      const msgs = [{ role: 'system', content: 'You are a dependency upgrade assistant. Tool: http_get(url).' }, { role: 'user', content: 'We are on swift-markup-kit 3.0.0. What breaking changes are in later releases?' }];
      const turn = (content, url, i) => {
        r.tick(700, 2000);
        const calls = url ? [tc(r.callId(), 'http_get', { url })] : undefined;
        kids.push(llm('openai.chat.completions', { model: 'gpt-4o', messages: msgs.slice(0, 2).concat([{ role: 'system', content: `(${i * 2} later messages elided)` }]) }, { id: r.chatcmpl(), choices: [{ index: 0, message: { role: 'assistant', content, tool_calls: calls }, finish_reason: url ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 400 + i * 1100, completion_tokens: r.int(30, 260) } }));
      };
      const get = (url, link, rels) => { r.tick(200, 700); kids.push(tool('http_get', { url }, `HTTP/2 200\ndate: ${r.httpDate()}\ncontent-type: application/json; charset=utf-8\nx-github-request-id: ${r.upper(4)}:${r.hex(6).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(8).toUpperCase()}:${r.hex(8).toUpperCase()}\nx-ratelimit-remaining: ${r.int(40, 59)}\netag: ${r.etag(true)}\n${link ? 'link: ' + link + '\n' : ''}\n${JSON.stringify(rels)}`)); };
      const base = 'https://api.github.com/repos/nimbus-oss/swift-markup-kit/releases?per_page=3';
      turn(null, base, 0);
      get(base, `<${base}&page=2>; rel="next", <${base}&page=3>; rel="last"`, [{ tag_name: '3.6.0', body: '- Added GFM task lists\n- BREAKING: `Renderer.render(_:)` is now `async`' }, { tag_name: '3.5.1', body: '- Fix crash with nested emphasis' }, { tag_name: '3.5.0', body: '- BREAKING: minimum iOS is now 15' }]);
      turn('Page 1 covers 3.6.0 back to 3.5.0, two breaking changes so far. Following the next link.', base + '&page=2', 1);
      get(base + '&page=2', `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", <${base}&page=3>; rel="last"`, [{ tag_name: '3.4.0', body: '- New `Visitor` protocol\n- BREAKING: `MarkupNode.children` returns `some Collection` instead of `[MarkupNode]`' }, { tag_name: '3.3.2', body: '- Docs' }, { tag_name: '3.3.0', body: '- Table alignment support' }]);
      turn('Page 2 adds 3.4.0 through 3.3.0 with one more breaking change. Page 3 is the last one according to the Link header.', base + '&page=3', 2);
      get(base + '&page=3', `<${base}&page=2>; rel="prev", <${base}&page=1>; rel="first"`, [{ tag_name: '3.1.0', body: '- BREAKING: removed deprecated `HTMLFormatter.legacy`' }, { tag_name: '3.0.1', body: '- Fix SPM resource bundle' }, { tag_name: '3.0.0', body: '- Swift 5.9 rewrite' }]);
      turn('Breaking changes after 3.0.0:\n1. 3.1.0 — `HTMLFormatter.legacy` removed.\n2. 3.4.0 — `MarkupNode.children` now returns `some Collection`; code indexing it as an Array must change.\n3. 3.5.0 — minimum iOS raised to 15.\n4. 3.6.0 — `Renderer.render(_:)` is now `async`, so call sites need `await`.\nThe other releases (3.0.1, 3.3.x, 3.5.1) are additive or fixes.', null, 3);
      return agent('upgrade-assistant', { messages: msgs }, { final: 'Four breaking changes between 3.0.0 and 3.6.0.' }, kids, { metadata: { recorder: 'message-log', run_id: r.uuid() } });
    },
  },
  {
    n: '05', domain: 'overnight coach seat search', style: 'smolagents (ToolCallingAgent steps)',
    isolates: 'A travel agent pages through an overnight-coach search API, getting different departures on each of three pages until next_page is null, then books the cheapest reclining seat that arrives before 07:00.',
    goal: 'Book one reclining overnight coach seat from Kraków to Budapest on 14 March, arriving before 07:00, as cheaply as possible.',
    build(r) {
      const kids = [];
      const step = (n, thought, call, obs) => {
        r.tick(700, 2000);
        const l = llm('OpenAIServerModel.__call__', { model_id: 'gpt-4o-mini', messages: `${2 + n * 2} messages` }, { role: 'assistant', content: thought, tool_calls: [{ id: r.callId(), type: 'function', function: { name: call[0], arguments: call[1] } }] }, [], { metadata: { input_tokens: 900 + n * 500, output_tokens: r.int(30, 120) } });
        r.tick(300, 1200);
        const t = tool(call[0], call[1], obs);
        kids.push(chain(`Step ${n}`, { step_number: n }, { observations: typeof obs === 'string' ? obs.slice(0, 60) : 'ok' }, [l, t], { metadata: { duration: r.secs(1, 4) } }));
      };
      const dep = (op, d, a, price, seat) => ({ operator: op, depart: d, arrive: a, price_pln: price, seat_type: seat, trip_id: 'T' + r.digits(7) });
      step(1, 'Search night departures Kraków to Budapest on 14 March.', ['search_coaches', { from: 'Kraków MDA', to: 'Budapest Népliget', date: '2025-03-14', overnight: true }], { results: [dep('Baltica Lines', '22:10', '06:25', 129, 'reclining'), dep('FlixBus', '23:55', '08:40', 99, 'reclining')], next_page: 'pg_' + r.alnum(8), served: r.host('coach-search') });
      step(2, 'Two so far; the FlixBus one arrives too late. Checking the next page.', ['search_coaches', { page: 'pg_2' }], { results: [dep('Vistula Express', '21:30', '05:50', 115, 'reclining'), dep('Regio Nocturne', '22:45', '06:55', 139, 'sleeper berth')], next_page: 'pg_' + r.alnum(8), served: r.host('coach-search') });
      step(3, 'Vistula Express is cheaper at 115 PLN and arrives 05:50. One more page to be sure there is nothing cheaper.', ['search_coaches', { page: 'pg_3' }], { results: [dep('Tatra Bus', '20:50', '07:20', 89, 'standard')], next_page: null, served: r.host('coach-search') });
      step(4, 'The last page only adds Tatra Bus, which arrives 07:20 with standard seats. Booking Vistula Express 21:30, the cheapest reclining seat arriving before 07:00.', ['book_seat', { operator: 'Vistula Express', depart: '21:30', seat_type: 'reclining', passengers: 1 }], { booking_ref: 'VX-' + r.upper(6), seat: '14C', price_pln: 115, ticket_pdf: `https://tickets.vistula-express.pl/${r.uuid()}.pdf` });
      r.tick();
      kids.push(chain('Step 5', { step_number: 5 }, null, [llm('OpenAIServerModel.__call__', { model_id: 'gpt-4o-mini' }, { role: 'assistant', content: 'Booked: Vistula Express 21:30 from Kraków MDA, arriving Budapest Népliget 05:50, reclining seat 14C for 115 PLN.', tool_calls: [{ id: r.callId(), type: 'function', function: { name: 'final_answer', arguments: { answer: 'Vistula Express 21:30, seat 14C, 115 PLN, arrives 05:50.' } } }] }), tool('final_answer', { answer: 'Vistula Express 21:30, seat 14C, 115 PLN, arrives 05:50.' }, 'Vistula Express 21:30, seat 14C, 115 PLN, arrives 05:50.')]));
      return agent('ToolCallingAgent', { task: 'Overnight coach Kraków→Budapest 14 March, reclining seat, arrive before 07:00, cheapest. Book it.' }, 'Vistula Express 21:30, seat 14C, 115 PLN, arrives 05:50.', kids, { metadata: { max_steps: 8 } });
    },
  },
  {
    n: '06', domain: 'kite festival permit applications', style: 'AgentOps session events',
    isolates: 'An AgentOps-recorded agent pages through the council\'s permit register for a kite festival, with new applications on each of three pages until the register reports the final page, then summarises pending items.',
    goal: 'List which permits for the beach kite festival are still pending with the council and what each one needs.',
    build(r) {
      const kids = [];
      const session = r.uuid();
      const ev = (content, call, i) => { r.tick(600, 1800); kids.push(llm('LLMEvent', { event_type: 'llms', model: 'claude-3-5-sonnet-20241022', prompt_tokens: 800 + i * 350, params: { messages: `[${1 + i * 2}]` } }, { completion: { role: 'assistant', content: [...(content ? [txt(content)] : []), ...(call ? [tUse(r.toolu(), call[0], call[1])] : [])] }, completion_tokens: r.int(25, 200) }, [], { metadata: { session_id: session, init_timestamp: r.iso(), end_timestamp: r.iso() } })); };
      const te = (args, ret) => { r.tick(300, 900); kids.push(tool('ToolEvent', { event_type: 'tools', name: 'list_permits', params: args }, { returns: ret }, [], { metadata: { session_id: session, init_timestamp: r.iso() } })); };
      ev(null, ['list_permits', { event: 'Sandbanks Kite Festival 2025', page: 1 }], 0);
      te({ page: 1 }, { page: 1, pages: 3, items: [{ ref: 'EV/25/0311', type: 'Temporary Event Notice', status: 'granted' }, { ref: 'HW/25/088', type: 'Beach closure order', status: 'pending', needs: 'signed marshalling plan' }] });
      ev('Page 1 of 3: the event notice is granted, the beach closure is pending a marshalling plan.', ['list_permits', { page: 2 }], 1);
      te({ page: 2 }, { page: 2, pages: 3, items: [{ ref: 'FD/25/140', type: 'Food trader pitch x6', status: 'pending', needs: 'hygiene ratings for 2 traders' }, { ref: 'CAA/25/NOTAM', type: 'Airspace notice', status: 'submitted to CAA' }] });
      ev('Page 2 adds the food trader pitches (pending hygiene ratings) and the CAA airspace notice. Fetching the last page.', ['list_permits', { page: 3 }], 2);
      te({ page: 3 }, { page: 3, pages: 3, items: [{ ref: 'PK/25/019', type: 'Overflow car park', status: 'pending', needs: 'traffic management plan rev B' }], last_page: true, generated: r.httpDate() });
      ev('Still pending with the council: (1) HW/25/088 beach closure order — needs the signed marshalling plan; (2) FD/25/140 food trader pitches — hygiene ratings missing for two traders; (3) PK/25/019 overflow car park — needs traffic management plan rev B. The event notice is granted and the airspace notice is with the CAA, not the council.', null, 3);
      return agent('AgentOps session', { session_id: session, tags: ['kite-festival', 'permits'], host_env: { OS: 'Linux', 'Python Version': '3.11.' + r.int(4, 9) } }, { end_state: 'Success', end_state_reason: 'completed', event_counts: { llms: 4, tools: 3 } }, kids, { metadata: { agentops_version: '0.3.' + r.int(10, 26), init_timestamp: r.iso() } });
    },
  },
];
