// Family 3: paging continues after the last real page; every further answer is the same empty page.
import { agent, llm, tool, span, oaiChat, respApi } from './lib.mjs';

export const family = 'paging_beyond_end';
export const loop = true;
export const stagnation = false;
export const summary = 'Page number / offset / scroll / cursor keeps advancing (or the same token is re-sent) after the last real page; 3+ identical empty answers.';

export const scenarios = [
  {
    id: '01', domain: 'dance festivals (workshop registrations export)', style: 'Mastra agent trace (agent.generate / llm / tool spans)',
    build(N) {
      const goal = 'Count how many registrants of the Sonora Swing Festival are signed up for BOTH the Balboa intensive and the Shag taster, and list their names for the teachers.';
      const firstNames = ['Ines', 'Tomas', 'Keiko', 'Ravi', 'Marta', 'Oluwaseun', 'Linnea', 'Dmitri', 'Sade', 'Hugo', 'Priti', 'Casper', 'Amara', 'Joon', 'Beatriz', 'Felix', 'Noor', 'Ilse', 'Mateo', 'Yara', 'Wen', 'Otto', 'Zainab', 'Lars', 'Chiara'];
      const surnames = ['Vidal', 'Horak', 'Sato', 'Menon', 'Quist', 'Adeyemi', 'Berg', 'Orlov', 'Mensah', 'Lefevre', 'Shah', 'Dahl', 'Obi', 'Park', 'Souza', 'Krause', 'Haddad', 'Jansen', 'Rios', 'Aziz', 'Zhou', 'Falk', 'Bello', 'Moen', 'Greco'];
      const ws = [['balboa-intensive'], ['shag-taster'], ['balboa-intensive', 'shag-taster'], ['lindy-101'], ['lindy-101', 'shag-taster'], ['solo-jazz']];
      const page = (p, n) => Array.from({ length: n }, (_, i) => ({ id: `SSF25-${(p - 1) * 25 + i + 101}`, name: `${firstNames[(i + p * 7) % 25]} ${surnames[(i * 3 + p) % 25]}`, workshops: ws[(i + p) % 6], paid: (i + p) % 9 !== 0 }));
      const children = [];
      const pageSizes = { 1: 25, 2: 25, 3: 11 };
      const say = {
        1: 'Fetching the registrations, 25 per page.', 2: 'Got page 1 of registrations; continuing.', 3: 'Page 2 done, fetching page 3.',
        4: 'Page 3 only had 11 rows. Checking page 4 in case more exist.', 5: 'Page 4 empty; trying page 5.', 6: 'Trying page 6.', 7: 'Page 7.',
      };
      for (let p = 1; p <= 7; p++) {
        N.tick(400, 1800);
        const cid = N.callId();
        children.push(llm('llm.generate', { messages: [{ role: 'user', content: goal }], step: p }, { text: say[p], toolCalls: [{ toolCallId: cid, toolName: 'listRegistrations', args: { event: 'SSF-2025', page: p, perPage: 25 } }], finishReason: 'tool-calls' }, [], { metadata: { 'mastra.agent': 'festivalOps', 'gen_ai.request.model': 'gpt-4o-mini', 'ai.response.id': N.chatcmpl() } }));
        const rows = pageSizes[p] ? page(p, pageSizes[p]) : [];
        const res = { data: rows, meta: { page: p, perPage: 25, total: 61, lastPage: 3 }, links: { next: p < 3 ? `https://api.tito.io/v3/sonora-swing/ssf-2025/registrations?page=${p + 1}` : null }, requestId: N.reqId('rq_') };
        children.push(tool('tool.execute listRegistrations', { event: 'SSF-2025', page: p, perPage: 25 }, res, { metadata: { 'mastra.tool.id': 'listRegistrations', runId: N.uuid(), durationMs: N.ms(80, 500) } }));
      }
      const root = agent('agent.festivalOps.generate', { messages: [{ role: 'user', content: goal }] }, { text: '', finishReason: 'tool-calls', steps: 7 }, children, { metadata: { 'mastra.version': '0.10.4', resourceId: 'ssf-ops', threadId: N.uuid(), maxSteps: 7 } });
      return { goal, isolates: 'After three real pages (25, 25, 11 of 61, lastPage 3) the agent requests pages 4 to 7, each returning the same empty data array, and never computes the overlap it was asked for.', root };
    },
  },
  {
    id: '02', domain: 'camera rental house (overdue equipment list)', style: 'OpenAI Responses API (response objects with function_call items)',
    build(N) {
      const goal = 'Compile every overdue rental at Lumen Rental (all branches) with the customer and item, so the manager can start late-fee calls today.';
      const model = 'gpt-4.1';
      const items = ['ARRI Alexa Mini LF kit', 'Sony FX6 body', 'Canon CN-E 50mm T1.3', 'DJI RS 4 Pro gimbal', 'Aputure 600d Pro', 'Teradek Bolt 6 XT', 'Zeiss Supreme Prime 35mm', 'SmallHD Cine 7'];
      const custs = ['Hollow Pine Films', 'M. Achebe', 'Northlight Studio', 'R. Castellanos', 'Bluecoat Media', 'T. Lindqvist', 'Gilded Frame Co', 'S. Oyelaran'];
      const cA = N.cursor({ after: 'rnt_3311', v: 2 });
      const cB = N.cursor({ after: 'rnt_3402', v: 2 });
      const pages = [
        { cursor: null, data: items.slice(0, 4).map((it, i) => ({ rental_id: `rnt_33${i}${i + 3}`, item: it, customer: custs[i], due: `2025-05-${10 + i}`, days_overdue: 9 - i, branch: i % 2 ? 'Leeds' : 'Manchester' })), next: cA },
        { cursor: cA, data: items.slice(4).map((it, i) => ({ rental_id: `rnt_34${i}${i + 1}`, item: it, customer: custs[i + 4], due: `2025-05-${14 + i}`, days_overdue: 5 - i, branch: 'Glasgow' })), next: cB },
        { cursor: cB, data: [], next: cB },
        { cursor: cB, data: [], next: cB },
        { cursor: cB, data: [], next: cB },
        { cursor: cB, data: [], next: cB },
      ];
      const notes = [null, 'First 4 overdue rentals found; more pages exist.', 'Second page has the Glasgow items. There is still a next_cursor, so continuing.', 'Empty page but next_cursor is set; requesting it again.', 'No data; the cursor is still present, retrying with it.', 'Trying that cursor once more.'];
      const children = [];
      let prevId = null;
      pages.forEach((pg, i) => {
        N.tick(600, 2200);
        const args = pg.cursor ? { status: 'overdue', limit: 4, cursor: pg.cursor } : { status: 'overdue', limit: 4 };
        const r = respApi(N, model, [...(notes[i] ? [{ text: notes[i] }] : []), { call: 'list_rentals', args }]);
        children.push(llm('responses.create', { model, previous_response_id: prevId, input: i === 0 ? [{ role: 'user', content: goal }] : [{ type: 'function_call_output', call_id: 'call_…', output: '…' }], tools: [{ type: 'function', name: 'list_rentals' }] }, r));
        prevId = r.id;
        children.push(tool('list_rentals', JSON.stringify(args), JSON.stringify({ object: 'list', data: pg.data, has_more: true, next_cursor: pg.next, request_id: N.reqId('req_'), server_time: N.isoMs() }), { metadata: { http_status: 200, 'x-ratelimit-remaining': String(N.int(880, 990)) } }));
      });
      const root = agent('rental-ops-assistant', { goal }, null, children, { error: 'Stopped: 6 model turns without a final answer (max_tool_calls reached)', metadata: { store: true, conversation_id: 'conv_' + N.hex(24) } });
      return { goal, isolates: 'Two real pages of overdue rentals are followed by four requests re-sending the same next_cursor, each returning the same empty page with has_more still true; the manager never gets the list.', root };
    },
  },
  {
    id: '03', domain: 'PCB assembly (checking BOM lines for end-of-life parts)', style: 'Pydantic AI instrumented with Logfire (agent run / chat / running tool spans)',
    build(N) {
      const goal = 'For board REV-C of the SX-40 motor controller, find every BOM line whose part is marked EOL or NRND by the supplier and suggest a drop-in replacement.';
      const mk = (off, n) => Array.from({ length: n }, (_, i) => {
        const k = off + i;
        const refs = ['C', 'R', 'U', 'Q', 'L', 'D', 'J'];
        const lc = k === 17 ? 'EOL' : k === 64 ? 'NRND' : k === 111 ? 'EOL' : 'ACTIVE';
        return { line: k + 1, ref: `${refs[k % 7]}${10 + k}`, mpn: `${['GRM188', 'RC0603', 'STM32G4', 'BSC010', 'XAL4020', 'SS34', 'JST-PH'][k % 7]}-${(k * 37) % 900 + 100}`, qty: (k % 5) + 1, lifecycle: lc };
      });
      const children = [];
      const offs = [0, 50, 100, 150, 200, 250, 300];
      const msgs = ['Reading BOM lines 1-50.', 'Line 18 is EOL. Next 50.', 'Line 65 is NRND. Next 50.', 'Got 23 lines with line 112 EOL; checking offset 150 as well.', 'Offset 150 returned nothing. Continuing to 200.', 'Nothing at 200; trying 250.', 'Trying 300.'];
      offs.forEach((off, i) => {
        N.tick(300, 1500);
        const n = off === 0 ? 50 : off === 50 ? 50 : off === 100 ? 23 : 0;
        children.push(llm('chat gpt-4o', { messages: [{ role: 'user', content: goal }] }, { parts: [{ part_kind: 'text', content: msgs[i] }, { part_kind: 'tool-call', tool_name: 'get_bom_lines', args: { board: 'SX-40', revision: 'C', offset: off, limit: 50 }, tool_call_id: N.callId() }] }, [], { metadata: { 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': N.int(2000, 9000), 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' } }));
        const body = { board: 'SX-40', revision: 'C', offset: off, limit: 50, total_lines: 123, lines: mk(off, n), plm_server: 'arena-plm-' + N.int(1, 4), generated_at: N.isoMicro() };
        children.push(tool('running tool: get_bom_lines', { board: 'SX-40', revision: 'C', offset: off, limit: 50 }, body, { metadata: { 'logfire.msg': 'running 1 tool', 'gen_ai.tool.name': 'get_bom_lines', duration_ms: N.ms(40, 400) } }));
      });
      const root = agent('agent run', { user_prompt: goal }, null, children, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 7', metadata: { agent_name: 'bom_checker', model_name: 'openai:gpt-4o', 'logfire.span_type': 'span' } });
      return { goal, isolates: 'The BOM has 123 lines (pages at offsets 0, 50, 100); the agent keeps reading at offsets 150, 200, 250 and 300, each returning an empty lines array with total_lines 123, and never proposes replacements.', root };
    },
  },
  {
    id: '04', domain: 'pet sitting marketplace (reading a sitter\'s reviews in a browser)', style: 'Google ADK (invoke_agent / call_llm / execute_tool spans)',
    build(N) {
      const goal = 'Before confirming a 10-night booking, read all reviews of sitter "Hanne K." on PawPals and tell the owner whether anyone mentions problems with medication for older dogs.';
      const reviews = [
        ['Bente (★5)', 'Hanne walked Rolf twice a day and sent photos every evening.'],
        ['Marcus (★5)', 'Very calm with our anxious rescue cat.'],
        ['Ola (★4)', 'Great care, one late check-in on day 3 but she told us.'],
        ['Sigrid (★5)', 'Gave our 13-year-old lab his heart tablets exactly on time, kept a log.'],
        ['Ahmed (★5)', 'Would book again.'],
        ['Lise (★5)', 'Handled insulin injections for our diabetic terrier without any issue.'],
        ['Per (★3)', 'House was fine, dog a bit overfed.'],
      ];
      const view = (lo, hi) => reviews.slice(lo, hi).map(([a, b]) => `<article class="review"><h4>${a}</h4><p>${b}</p></article>`).join('\n');
      const scrolls = [0, 1200, 2400, 3600, 4800, 6000];
      const windows = [[0, 3], [3, 6], [5, 7], [5, 7], [5, 7], [5, 7]];
      const msgs = ['Opening the reviews tab.', 'Scrolling down for more reviews.', 'More reviews loaded; scroll further.', 'Page looks the same; scrolling further to be sure nothing is lazily loading.', 'Still the last two reviews. Scrolling again.', 'Scrolling once more.'];
      const children = [];
      scrolls.forEach((y, i) => {
        N.tick(800, 3000);
        const fn = { name: i === 0 ? 'open_url' : 'scroll_to', args: i === 0 ? { url: 'https://pawpals.no/sitter/hanne-k-8841#reviews' } : { y } };
        children.push(llm('call_llm', { model: 'gemini-2.0-flash', contents_count: 2 + 2 * i }, { content: { role: 'model', parts: [{ text: msgs[i] }, { function_call: { id: 'adk-' + N.uuid(), name: fn.name, args: fn.args } }] }, usage_metadata: { prompt_token_count: N.int(3000, 9000) } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() } }));
        const [lo, hi] = windows[i];
        const out = { url: 'https://pawpals.no/sitter/hanne-k-8841#reviews', scrollY: Math.min(y, 2612), document_height: 3412, viewport: '1280x800', visible_html: view(lo, hi) + (hi === 7 ? '\n<div class="end-of-list">Du har sett alle anmeldelser (7)</div>' : ''), screenshot: `/var/folders/x2/${N.b36(10)}/T/adk_shot_${N.int(1000, 9999)}.png` };
        children.push(tool(`execute_tool ${fn.name}`, fn.args, out, { metadata: { 'gen_ai.tool.name': fn.name, 'gcp.vertex.agent.tool_call_args': JSON.stringify(fn.args) } }));
      });
      const root = agent('invoke_agent booking_checker', { new_message: goal }, null, children, { metadata: { app_name: 'pawpals_assist', user_id: 'owner-' + N.int(1000, 9999), session_id: N.uuid(), max_llm_calls: 6 } });
      return { goal, isolates: 'The browser agent keeps scrolling to y=3600, 4800, 6000 after the end-of-list marker; the page stays clamped at scrollY 2612 showing the same last two reviews each time, and no answer is given to the owner.', root };
    },
  },
  {
    id: '05', domain: 'museum audio guides (collecting stop transcripts for a re-recording)', style: 'Strands Agents (invoke_agent / execute_event_loop_cycle / execute_tool)',
    build(N) {
      const goal = 'Collect the transcripts of every stop in the "Northern Textiles" audio tour from the CMS so the narrator can re-record them; report total word count.';
      const stops = [
        ['101', 'Welcome to the mill gallery', 142], ['102', 'The spinning mule', 231], ['103', 'Child labour and the Factory Acts', 318], ['104', 'Indigo and madder', 205],
        ['105', 'The Jacquard loom', 264], ['106', 'Weavers\' cottages', 190], ['107', 'Co-operative movement', 277],
      ];
      const pages = [[0, 4], [4, 7]];
      const children = [];
      const tokens = [null, 'eyJwIjoyfQ', 'eyJwIjozfQ', 'eyJwIjo0fQ', 'eyJwIjo1fQ'];
      const say = ['Listing the tour stops.', 'Three more stops on the next page.', 'Checking whether there is a third page.', 'Empty, but I will check the next token too.', 'And the next one.'];
      tokens.forEach((tok, i) => {
        N.tick(500, 2000);
        const args = { tour_slug: 'northern-textiles', page_token: tok, include: 'transcript' };
        const cycle = span('chain', 'execute_event_loop_cycle', null, null, [
          llm('chat', { messages: [{ role: 'user', content: [{ text: goal }] }] }, { role: 'assistant', content: [{ text: say[i] }, { toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'cms_list_stops', input: args } }] }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': N.int(1500, 5000) } }),
          tool('execute_tool cms_list_stops', args, { status: 'success', content: [{ json: {
            items: pages[i] ? stops.slice(...pages[i]).map(([no, title, w]) => ({ stop: no, title, transcript_words: w, updated: N.eu(N.now() - N.int(1, 90) * 86400000) })) : [],
            nextPageToken: tokens[i + 1] || 'eyJwIjo2fQ', cms_edge: 'cms-cdn-' + N.pick(['ams', 'lhr', 'fra']) + N.int(1, 9), x_request_id: N.uuid(),
          } }] }, { metadata: { 'gen_ai.tool.name': 'cms_list_stops', 'tool.status': 'success' } }),
        ], { metadata: { 'event_loop.cycle_id': N.uuid() } });
        children.push(cycle);
      });
      const root = agent('invoke_agent Strands Agents', { prompt: goal }, null, children, { error: 'EventLoopException: max cycles (5) reached', metadata: { 'gen_ai.agent.name': 'Strands Agents', 'gen_ai.operation.name': 'invoke_agent' } });
      return { goal, isolates: 'Seven stops come back over two pages; the CMS keeps handing out a fresh nextPageToken, and three further pages all come back with empty items; the word count is never reported.', root };
    },
  },
  {
    id: '06', domain: 'devops: Jenkins build history for a nightly pipeline', style: 'plain message-level trace (chat completion with tool_calls, tool spans as siblings)',
    build(N) {
      const goal = 'How many of the last 60 nightly builds of job "firmware-nightly" failed in the "hil-tests" stage? Give the count and the three most recent failing build numbers.';
      const builds = Array.from({ length: 61 }, (_, i) => ({ number: 412 - i, result: [3, 9, 17, 22, 40, 51].includes(i) ? 'FAILURE' : i === 30 ? 'ABORTED' : 'SUCCESS', failedStage: [3, 9, 17, 22, 40, 51].includes(i) ? (i === 17 ? 'flash' : 'hil-tests') : null }));
      const ranges = [[0, 25], [25, 50], [50, 75], [75, 100], [100, 125], [125, 150]];
      const text = [null, 'Builds 388-412 read, continuing.', 'Next range.', 'Range 50-75 had 11 builds; checking 75-100 in case of older ones.', 'Got an empty list, next range.', 'Still empty; one more range.'];
      const children = [];
      ranges.forEach(([a, b], i) => {
        N.tick(400, 2000);
        const args = { url: `https://ci.hallett-eng.net/job/firmware-nightly/api/json?tree=allBuilds[number,result,failedStage]{${a},${b}}` };
        const out = oaiChat(N, 'gpt-4o-2024-08-06', text[i], [{ name: 'http_get', args }]);
        children.push(llm('openai.chat.completions', { messages: [{ role: 'user', content: goal }, '…'] }, out));
        const slice = builds.slice(a, b);
        const body = JSON.stringify({ _class: 'org.jenkinsci.plugins.workflow.job.WorkflowJob', allBuilds: slice });
        children.push(tool('http_get', JSON.stringify(args), `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Jenkins: 2.492.3\nX-Jenkins-Session: ${N.hex(8)}\nContent-Type: application/json;charset=utf-8\nX-Content-Type-Options: nosniff\n\n${body}`));
      });
      const root = agent('chat-agent', { messages: [{ role: 'user', content: goal }] }, null, children, { metadata: { max_turns: 6, note: 'client cut off after 6 turns' } });
      return { goal, isolates: 'Jenkins returns 61 builds in three ranges; the agent keeps asking for {75,100}, {100,125}, {125,150}, each an identical empty allBuilds list, and never gives the failure count.', root };
    },
  },
];
