// Family: paging_beyond_end — position keeps advancing (or same token re-sent) past the last page; empty every time.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'paging_beyond_end';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'dog agility trials', style: 'Pydantic AI (Logfire)',
    build(k) {
      const goal = 'Collect every clear round in the Grade 7 jumping class at the Stafford agility show and list the five fastest dogs with handlers.';
      const real = [
        [{ ring: 3, dog: 'Zippy Zeus', handler: 'M. Oakes', faults: 0, time: 31.42 }, { ring: 3, dog: 'Brackenhill Nell', handler: 'S. Patel', faults: 5, time: 33.1 }, { ring: 3, dog: 'Tango', handler: 'R. Lowe', faults: 0, time: 30.88 }],
        [{ ring: 3, dog: 'Skye of Arden', handler: 'J. Fry', faults: 0, time: 32.05 }, { ring: 3, dog: 'Pepper', handler: 'L. Grant', faults: 10, time: 35.7 }, { ring: 3, dog: 'Flick', handler: 'A. Nunn', faults: 0, time: 29.97 }],
        [{ ring: 3, dog: 'Rosie Rocket', handler: 'T. Hale', faults: 0, time: 31.11 }],
      ];
      const kids = [];
      for (let p = 1; p <= 7; p++) {
        const items = real[p - 1] || [];
        const res = { class: 'G7-JMP', page: p, per_page: 3, items, total: 7, generated: k.iso() };
        kids.push(llm('chat gpt-4o', { messages: p === 1 ? [{ role: 'system', content: 'You help agility show secretaries.' }, { role: 'user', content: goal }] : '[history]' }, { parts: [...(p === 1 ? [{ part_kind: 'text', content: 'I\'ll page through the class results.' }] : []), { part_kind: 'tool-call', tool_name: 'get_results', args: { class_code: 'G7-JMP', page: p }, tool_call_id: 'call_' + k.b62(24) }] }, { 'gen_ai.usage.input_tokens': 600 + p * 150, 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
        kids.push(tool('running tool: get_results', { class_code: 'G7-JMP', page: p }, res, { 'logfire.msg': 'running tool: get_results', duration_ms: k.int(40, 300), 'http.response.header.x-ratelimit-remaining': 120 - p }));
        k.tick();
      }
      return {
        isolates: 'After the third and last page of results the agent keeps asking for pages 4 to 7, and each reply is the same empty item list with total 7.',
        goal,
        root: agent('agent run', { prompt: goal, model: 'openai:gpt-4o' }, null, kids, { 'logfire.span_type': 'span', 'pydantic_ai.run_id': k.uuid(), service_name: 'showsec-bot' }, 'UsageLimitExceeded: The next request would exceed the request_limit of 7'),
      };
    },
  },
  {
    id: '02', domain: 'sea turtle nesting patrols', style: 'OpenTelemetry GenAI semantic conventions',
    build(k) {
      const goal = 'Count loggerhead nests laid on Zakynthos Sekania beach in July from the patrol database and flag any nest with an inundation note.';
      const rec = (n) => Array.from({ length: n }, (_, i) => ({ nest_id: `SEK-${k.int(100, 499)}`, species: 'Caretta caretta', laid: `2025-07-${String(k.int(1, 31)).padStart(2, '0')}`, note: k.pick(['', '', 'inundated after swell', 'predator screen fitted', '']) }));
      const pages = [rec(25), rec(25), rec(11)];
      const kids = [];
      for (let i = 0; i < 12; i++) {
        const offset = i * 25;
        const data = pages[i] || [];
        kids.push(llm('chat claude-3-7-sonnet', { 'gen_ai.input.messages': i === 0 ? [{ role: 'user', parts: [{ type: 'text', content: goal }] }] : [{ role: 'tool', parts: [{ type: 'tool_call_response', id: 'prev' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'query_nests', arguments: { beach: 'SEK', month: '2025-07', limit: 25, offset } }], finish_reason: 'tool_call' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'anthropic', 'gen_ai.request.model': 'claude-3-7-sonnet-20250219', 'gen_ai.usage.input_tokens': 900 + i * 700, 'gen_ai.usage.output_tokens': k.int(40, 70), 'gen_ai.response.id': 'msg_' + k.b62(24) }));
        kids.push(tool('execute_tool query_nests', { 'gen_ai.tool.call.arguments': { beach: 'SEK', month: '2025-07', limit: 25, offset } }, { 'gen_ai.tool.call.result': JSON.stringify({ rows: data, returned: data.length, offset, db_time: k.ms(4, 60), snapshot_lsn: k.lsn() }) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'query_nests', 'gen_ai.tool.call.id': 'toolu_' + k.b62(22) }));
        k.tick();
      }
      return {
        isolates: 'Offsets keep advancing by 25 (75 through 275) after the 11-row final page, and every reply is an empty row list.',
        goal,
        root: agent('invoke_agent nest-auditor', { 'gen_ai.agent.name': 'nest-auditor', input: goal }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'archelon-patrol-ai' }, 'deadline exceeded: run cancelled after 24 model calls budget'),
      };
    },
  },
  {
    id: '03', domain: 'district heating meter readings', style: 'Mastra',
    build(k) {
      const goal = 'Pull all heat-meter readings for substation Vesterbro-12 for November and find meters with a return temperature above 45 °C.';
      const tokenA = k.cursor(), tokenB = k.cursor(), tokenEnd = k.cursor();
      const readings = (n) => Array.from({ length: n }, () => ({ meter: `KM-${k.int(40000, 49999)}`, t_supply: k.num(68, 78, 1), t_return: k.num(36, 51, 1), kwh: k.int(900, 4200) }));
      const answers = [
        { cursor: null, res: { data: readings(4), next_cursor: tokenA } },
        { cursor: tokenA, res: { data: readings(4), next_cursor: tokenB } },
        { cursor: tokenB, res: { data: readings(2), next_cursor: tokenEnd } },
        { cursor: tokenEnd, res: { data: [], next_cursor: tokenEnd } },
        { cursor: tokenEnd, res: { data: [], next_cursor: tokenEnd } },
        { cursor: tokenEnd, res: { data: [], next_cursor: tokenEnd } },
        { cursor: tokenEnd, res: { data: [], next_cursor: tokenEnd } },
      ];
      const kids = [];
      answers.forEach((a, i) => {
        kids.push(llm('llm: gpt-4.1-mini', { messages: i === 0 ? [user(goal)] : `[${2 + 2 * i} messages]` }, { text: i === 0 ? 'Fetching the November readings for Vesterbro-12.' : '', toolCalls: [{ toolName: 'meterReadings', args: { substation: 'VB-12', month: '2025-11', ...(a.cursor ? { cursor: a.cursor } : {}) } }] }, { componentName: 'heatAnalyst', 'mastra.step': i }));
        kids.push(tool('tool: meterReadings', { substation: 'VB-12', month: '2025-11', ...(a.cursor ? { cursor: a.cursor } : {}) }, { ...a.res, served_by: k.host('mdm-api', 'dk-cph'), ts: k.epochMs() }, { 'mastra.toolId': 'meterReadings' }));
        k.tick();
      });
      return {
        isolates: 'Once the meter API hands back an empty page whose next_cursor equals the cursor sent, the agent re-sends that same cursor four times.',
        goal,
        root: agent('agent.heatAnalyst.generate', { messages: [user(goal)], maxSteps: 7 }, { text: '', finishReason: 'tool-calls', steps: 7 }, kids, { 'mastra.version': '0.10.x', runId: k.uuid() }),
      };
    },
  },
  {
    id: '04', domain: 'shipbreaking yard inventory', style: 'Strands Agents',
    build(k) {
      const goal = 'From the Alang plot 81 salvage portal, list every recovered marine diesel generator with make and kW rating so the buyer can make an offer.';
      const html = (rows) => rows.length ? `<table id="lots">${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]} kW</td></tr>`).join('')}</table>` : '<div class="lots-end">No more lots. <span class="ts">' + k.syslog() + '</span></div>';
      const batches = [[['LOT-81-0412', 'Yanmar 6EY18', 800], ['LOT-81-0413', 'Daihatsu 6DK-20', 1080]], [['LOT-81-0419', 'MAN 6L23/30H', 960]], [], [], [], []];
      const kids = [];
      batches.forEach((b, i) => {
        const y = i * 1400;
        kids.push(span('cycle', 'Cycle ' + (i + 1), { cycle_id: k.uuid() }, null, [
          llm('Model invoke', { messages: i === 0 ? [{ role: 'user', content: [{ text: goal }] }] : '...' }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + k.b62(22), name: 'browser_scroll', input: { url: 'https://salvage.alang81.example/lots?type=generator', scroll_y: y } } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-sonnet-4-20250514-v1:0', 'gen_ai.usage.total_tokens': 1100 + i * 640 }),
          tool('Tool: browser_scroll', { url: 'https://salvage.alang81.example/lots?type=generator', scroll_y: y }, { status: 'success', content: [{ text: `viewport ${y}-${y + 900}px\n${html(b)}` }] }, { 'tool.status': 'success', duration: k.secs(0.5, 2.5) }),
        ]));
        k.tick();
      });
      return {
        isolates: 'The browser agent keeps scrolling further down a lots page whose end marker "No more lots" appears at every new scroll position after the third viewport.',
        goal,
        root: agent('invoke_agent salvage_scout', { prompt: goal }, { stop_reason: 'max_cycles', message: null }, kids, { 'service.name': 'strands-agents', 'agent.name': 'salvage_scout' }),
      };
    },
  },
  {
    id: '05', domain: 'NOTAM digest for a flight briefing', style: 'Google ADK',
    build(k) {
      const goal = 'Build a NOTAM digest for EGPH (Edinburgh) for tomorrow morning\'s departure, grouping runway, navaid and obstacle NOTAMs.';
      const notams = [[{ id: 'A1432/25', q: 'QMRLC', text: 'RWY 06/24 CLSD 2300-0530 DLY' }, { id: 'A1450/25', q: 'QNMAS', text: 'VOR TLA U/S' }], [{ id: 'A1471/25', q: 'QOBCE', text: 'CRANE ERECTED 555612N 0032118W HGT 312FT AMSL' }]];
      const kids = [];
      let token = '';
      for (let i = 0; i < 6; i++) {
        const items = notams[i] || [];
        const next = 'p' + (i + 2);
        kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: i === 0 ? [{ role: 'user', parts: [{ text: goal }] }] : '[...]' }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ function_call: { name: 'fetch_notams', args: { location: 'EGPH', page_token: token } } }] } }) }, { 'gcp.vertex.agent.invocation_id': 'e-' + k.uuid(), 'gcp.vertex.agent.event_id': k.uuid() }));
        kids.push(tool('execute_tool fetch_notams', { location: 'EGPH', page_token: token }, { notams: items, nextPageToken: next, retrievedAt: k.compact(), source: `aim-${k.int(1, 6)}.nats.example` }, { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ location: 'EGPH', page_token: token }) }));
        token = next;
        k.tick();
      }
      return {
        isolates: 'The NOTAM service keeps issuing a fresh nextPageToken with empty pages after page 2, and the agent follows it four more times without building the digest.',
        goal,
        root: agent('invocation', { app_name: 'flight_briefing', user_id: 'ops-7', new_message: goal }, null, [agent('agent_run [briefing_agent]', { agent: 'briefing_agent' }, null, kids)], { 'gcp.vertex.agent.session_id': k.uuid() }, 'LlmCallsLimitExceededError: Max number of llm calls limit of 6 exceeded'),
      };
    },
  },
  {
    id: '06', domain: 'oral history archive catalogue', style: 'plain message-level trace',
    build(k) {
      const goal = 'List all oral history interviews in the Tyneside Shipyard Voices collection that mention the 1971 work-in, with interviewee names and tape numbers.';
      const rows = [
        [{ tape: 'TSV/023', interviewee: 'Harry Dodds', summary: 'Plater at Swan Hunter; recalls the 1971 work-in canteen meetings.' }, { tape: 'TSV/031', interviewee: 'Maureen Lisle', summary: 'Tea lady; describes collections for the work-in fund.' }],
        [{ tape: 'TSV/044', interviewee: 'Alan Charlton', summary: 'Shop steward; negotiations during the 1971 work-in.' }],
      ];
      const kids = [];
      const hist = [sys('You are a research assistant for the Tyne & Wear oral history archive.'), user(goal)];
      for (let i = 0; i < 6; i++) {
        const id = 'call_' + k.b62(24);
        const args = { collection: 'TSV', q: 'work-in 1971', start: i * 2, rows: 2 };
        kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: hist.slice() }, { role: 'assistant', content: null, tool_calls: [call(id, 'catalogue_search', args)] }, { finish_reason: 'tool_calls', 'openai-processing-ms': k.int(300, 1500), 'x-request-id': 'req_' + k.hex(32) }));
        const body = `HTTP/1.1 200 OK\nDate: ${k.http()}\nContent-Type: application/json\nX-Solr-QTime: ${k.int(1, 30)}\n\n${JSON.stringify({ response: { numFound: 3, start: i * 2, docs: rows[i] || [] } })}`;
        kids.push(tool('catalogue_search', JSON.stringify(args), body));
        hist.push(asst(null, [call(id, 'catalogue_search', args)]), toolMsg(id, body));
        k.tick();
      }
      return {
        isolates: 'With numFound 3 already returned on the first two pages, the agent keeps incrementing start (4, 6, 8, 10) and gets an empty docs list each time.',
        goal,
        root: agent('run', { goal }, { status: 'cancelled', turns: 6 }, kids),
      };
    },
  },
];
