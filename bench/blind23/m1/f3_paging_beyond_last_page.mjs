import { agent, llm, tool, span, chain, oaCall, hcLLM, bt } from './lib.mjs';

export const family = {
  name: 'paging_beyond_last_page',
  loop: true,
  stagnation: false,
  isolates: 'After the last real page, the page number / offset / cursor / scroll position keeps advancing (or the same cursor is re-sent) and every answer is the same empty page, three or more times.',
};

export const rows = [
  {
    n: '01', domain: 'horse-drawn carriage licensing', style: 'Helicone request logs',
    isolates: 'Carriage-driver licences fill pages 1-3; the agent keeps requesting pages 4, 5, 6 and 7, each an identical empty data array with total 57.',
    goal: 'List every hackney-carriage (horse-drawn) driver licence in the city that expires before 1 September so the licensing office can send renewal letters.',
    build: (c) => {
      const session = { id: c.uuid(), name: 'carriage-renewals' };
      const props = { Team: 'licensing', Env: 'prod' };
      const sys = { role: 'system', content: 'Use list_licences to page through carriage driver licences (20 per page). Collect those expiring before 2025-09-01.' };
      const u = { role: 'user', content: 'Which carriage driver licences expire before 1 September?' };
      const names = [['E. Baptiste', 'T. Corrigan', 'M. Ahmed'], ['R. Pryce', 'J. Oduya'], ['S. Lindqvist']];
      const kids = [];
      for (let p = 1; p <= 7; p++) {
        const call = oaCall(c, 'list_licences', { category: 'horse_drawn', page: p, per_page: 20 });
        const text = p === 1 ? null : p === 2 ? 'Page 1: 3 of 20 expire before September (Baptiste, Corrigan, Ahmed). Next page.' : p === 3 ? 'Page 2 adds Pryce and Oduya. Continuing.' : p === 4 ? 'Page 3 had 17 records, one more expiring (Lindqvist). Fetching page 4.' : null;
        kids.push(hcLLM(c, { messages: [sys, u], text, toolCalls: [call], props, session, path: '/renewals' }));
        const data = p <= 3 ? { count: p === 3 ? 17 : 20, expiring_sample: names[p - 1] } : [];
        kids.push(tool('list_licences', { category: 'horse_drawn', page: p, per_page: 20 }, p <= 3
          ? { page: p, per_page: 20, total: 57, data: data, links: { next: p < 3 ? `/v2/licences?page=${p + 1}` : null } }
          : { page: p, per_page: 20, total: 57, data: [], links: { next: null }, 'x-ratelimit-remaining': c.int(100, 400), 'x-request-id': c.uuid() }));
      }
      return agent('session carriage-renewals', { question: u.content }, { status: 'timeout', after_s: 300 }, kids, { 'Helicone-Session-Id': session.id });
    },
  },
  {
    n: '02', domain: 'ice rink resurfacer maintenance', style: 'n8n execution data (runData, HTTP node looping)',
    isolates: 'An n8n pagination loop fetches Zamboni service logs at offsets 0, 50, 100 with data, then offsets 150, 200, 250, 300 each return an identical empty result, until the execution times out.',
    goal: 'Export all 2024-25 season service log entries for the three resurfacers at Millbrook Ice Centre into the maintenance spreadsheet.',
    build: (c) => {
      const kids = [];
      const meta = (node, type, runIndex, status = 'success', extra = {}) => { c.adv(c.int(1, 3)); return { node, type, runIndex, startTime: c.epochMs(), executionTime: c.int(60, 700), executionStatus: status, ...extra }; };
      kids.push(span('chain', 'Schedule Trigger', {}, { main: [[{ json: { timestamp: c.isoOff(0), 'Readable date': c.us() } }]] }, [], { metadata: meta('Schedule Trigger', 'n8n-nodes-base.scheduleTrigger', 0) }));
      for (let i = 0; i < 7; i++) {
        const off = i * 50;
        const items = i < 3 ? [{ json: { machine: 'ZAM-552AC-#2', entries: i === 2 ? 31 : 50, first: `SL-${24000 + off}`, last: `SL-${24000 + off + (i === 2 ? 30 : 49)}` } }] : [{ json: { results: [], offset: off, limit: 50, total_count: 131 } }];
        kids.push(span('tool', 'Get Service Logs', { url: 'https://fleet.resurfacerlink.example/api/v3/service-logs', qs: { season: '2024-25', rink: 'millbrook', offset: off, limit: 50 } },
          { main: [items] }, [], { metadata: { ...meta('Get Service Logs', 'n8n-nodes-base.httpRequest', i), source: [{ previousNode: i ? 'Has More?' : 'Schedule Trigger', previousNodeRun: Math.max(0, i - 1) }] } }));
        if (i < 3) kids.push(span('chain', 'Append to Sheet', { rows: i === 2 ? 31 : 50 }, { main: [[{ json: { spreadsheetId: '1xQ' + c.alnum(20), updatedRange: `Logs!A${2 + off}:H${off + (i === 2 ? 32 : 51)}`, updatedRows: i === 2 ? 31 : 50 } }]] }, [], { metadata: meta('Append to Sheet', 'n8n-nodes-base.googleSheets', i) }));
        kids.push(span('chain', 'Has More?', { conditions: { number: [{ value1: '={{$runIndex}}', operation: 'smaller', value2: 20 }] } }, { main: [[{ json: { offset: off + 50 } }], []] }, [], { metadata: meta('Has More?', 'n8n-nodes-base.if', i) }));
      }
      return agent('execution ' + c.int(10000, 99999), { workflow: 'Resurfacer logs → Sheet', mode: 'trigger' }, { finished: false, status: 'canceled', stoppedAt: c.isoMs() }, kids,
        { n8nVersion: '1.72.1', waitTill: null, error: 'Workflow execution timed out after 300 seconds' });
    },
  },
  {
    n: '03', domain: 'sake brewery tank logs', style: 'Braintrust spans',
    isolates: 'The tank-log API returns its last real batch with next_cursor "eyJ0IjoxNzM5...", and the agent re-sends that same cursor four times, receiving an empty page with the same cursor each time.',
    goal: 'Collect every moromi temperature reading for tank 12 during the February ginjo brew at Kurashiki Shuzo and report the peak.',
    build: (c) => {
      const cur = 'eyJ0YW5rIjoxMiwidHMiOjE3Mzk5MjA0MDB9';
      const kids = [];
      const input0 = { tank: 12, from: '2025-02-01', to: '2025-02-28' };
      kids.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'Peak moromi temperature in tank 12 during the February ginjo brew?' }], [{ role: 'assistant', tool_calls: [{ function: { name: 'tank_readings', arguments: JSON.stringify(input0) } }] }], [], { model: 'gpt-4o-mini' }));
      kids.push(bt(c, 'tool', 'tank_readings', input0, { readings: 288, max_c: 11.4, max_at: '2025-02-14T03:00:00+09:00', next_cursor: 'eyJ0YW5rIjoxMiwidHMiOjE3Mzk0NTYwMDB9' }));
      kids.push(bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: '288 readings, max 11.4' }], [{ role: 'assistant', content: 'First 288 readings peak at 11.4 C on the 14th. There is a next cursor, continuing.', tool_calls: [{ function: { name: 'tank_readings', arguments: JSON.stringify({ ...input0, cursor: 'eyJ0YW5rIjoxMiwidHMiOjE3Mzk0NTYwMDB9' }) } }] }], [], { model: 'gpt-4o-mini' }));
      kids.push(bt(c, 'tool', 'tank_readings', { ...input0, cursor: 'eyJ0YW5rIjoxMiwidHMiOjE3Mzk0NTYwMDB9' }, { readings: 112, max_c: 10.9, next_cursor: cur }));
      kids.push(bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: '112 readings, max 10.9' }], [{ role: 'assistant', content: 'Second page peaks lower at 10.9 C. Following the cursor once more.', tool_calls: [{ function: { name: 'tank_readings', arguments: JSON.stringify({ ...input0, cursor: cur }) } }] }], [], { model: 'gpt-4o-mini' }));
      for (let i = 0; i < 4; i++) {
        kids.push(bt(c, 'tool', 'tank_readings', { ...input0, cursor: cur }, { readings: 0, data: [], next_cursor: cur, server_time: c.isoOff(9) }));
        if (i < 3) kids.push(bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: '0 readings' }], [{ role: 'assistant', tool_calls: [{ function: { name: 'tank_readings', arguments: JSON.stringify({ ...input0, cursor: cur }) } }] }], [], { model: 'gpt-4o-mini' }));
      }
      return bt(c, 'task', 'tank_peak_report', input0, null, kids, { project: 'kurashiki-brewlog' }, 'Task exceeded 10 tool calls');
    },
  },
  {
    n: '04', domain: 'garage door repair tickets', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'Ticket search pages 1-2 return tickets; pages 3, 4, 5 and 6 all return {"tickets":[],"hasMore":false} and the agent keeps incrementing the page.',
    goal: 'Count how many open garage-door spring replacement tickets Overhead Pros has in the Eastside zone this week and list their technicians.',
    build: (c) => {
      const kids = [];
      const step = (text, page) => {
        const args = { zone: 'eastside', status: 'open', category: 'torsion_spring', page };
        const tc = { toolCallType: 'function', toolCallId: c.callId(), toolName: 'searchTickets', args: JSON.stringify(args) };
        kids.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { text: text || '', toolCalls: [tc] }, [], {
          metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat', 'ai.response.finishReason': 'tool-calls', 'ai.response.text': text || '', 'ai.response.toolCalls': JSON.stringify([tc]), 'ai.usage.promptTokens': c.int(600, 3000), 'ai.usage.completionTokens': c.int(10, 60), 'ai.response.id': c.chatcmpl(), 'ai.response.timestamp': c.isoMs() } }));
        return { args, tc };
      };
      const pages = { 1: { tickets: [{ id: 'OP-4411', tech: 'Dario' }, { id: 'OP-4418', tech: 'Mei' }, { id: 'OP-4420', tech: 'Dario' }], hasMore: true }, 2: { tickets: [{ id: 'OP-4432', tech: 'Kwame' }], hasMore: false } };
      const texts = { 1: null, 2: 'Page 1: OP-4411 and OP-4420 (Dario), OP-4418 (Mei). Fetching page 2.', 3: 'Page 2 adds OP-4432 (Kwame); checking page 3 too.' };
      for (let p = 1; p <= 6; p++) {
        const { args, tc } = step(texts[p], p);
        const res = pages[p] || { tickets: [], hasMore: false, page: p };
        kids.push(span('tool', 'ai.toolCall', args, res, [], { metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': 'searchTickets', 'ai.toolCall.id': tc.toolCallId, 'ai.toolCall.args': tc.args, 'ai.toolCall.result': JSON.stringify(res), 'http.response.header.x-vercel-id': `iad1::${c.alnum(5).toLowerCase()}-${c.epochMs()}-${c.hex(12)}` } }));
        c.adv(1);
      }
      return agent('ai.generateText', { prompt: 'How many open spring-replacement tickets in Eastside this week, and which techs?' }, { text: '', finishReason: 'tool-calls', steps: 6 }, kids,
        { 'operation.name': 'ai.generateText', 'ai.model.id': 'gpt-4o', 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'ticket-assistant' });
    },
  },
  {
    n: '05', domain: 'pistachio orchard soil sensors', style: 'Dify workflow node runs (loop node)',
    isolates: 'A Dify loop node pages a sensor export API by page number; pages 1-2 have readings, pages 3-6 return the same empty "readings": [] body, and the loop only stops at its iteration cap.',
    goal: 'Pull June soil-moisture readings for block P-4 of the Kern Ridge pistachio orchard and compute the average at 60 cm depth.',
    build: (c) => {
      const wf = c.uuid(); let idx = 1;
      const m = (type, title, extra = {}) => ({ node_type: type, title, index: idx++, workflow_run_id: wf, node_execution_id: c.uuid(), status: 'succeeded', elapsed_time: +(c.rand() * 1.5).toFixed(6), created_at: c.epoch(), ...extra });
      const iters = [];
      for (let p = 1; p <= 6; p++) {
        c.adv(2);
        const body = p <= 2 ? { page: p, readings: [{ probe: 'P4-60-A', n: p === 1 ? 720 : 0 }, { probe: 'P4-60-B', n: p === 1 ? 0 : 698 }], vwc_mean: p === 1 ? 0.214 : 0.207 } : { page: p, readings: [] };
        iters.push(span('chain', `loop ${p}`, { page: p }, null, [
          span('tool', 'HTTP Request', { method: 'get', url: `https://api.soilprobe.example/v1/blocks/P-4/readings?month=2025-06&depth=60&page=${p}` }, { status_code: 200, body: JSON.stringify(body), headers: { date: c.http(), 'x-amzn-requestid': c.uuid(), 'x-amz-apigw-id': c.alnum(16) + '=' }, files: [] }, [], { metadata: m('http-request', 'HTTP Request') }),
          span('chain', 'Code', { body: '...' }, p <= 2 ? { appended: 1, pages_seen: p } : { appended: 0, pages_seen: p }, [], { metadata: m('code', 'Code') }),
        ], { metadata: m('loop-start', `loop ${p}`, { loop_index: p - 1 }) }));
      }
      return agent('Dify workflow run', { inputs: { block: 'P-4', month: '2025-06' } }, { status: 'partial-succeeded', outputs: {} }, [
        span('chain', 'Start', { block: 'P-4', month: '2025-06' }, { block: 'P-4', month: '2025-06' }, [], { metadata: m('start', 'Start') }),
        span('chain', 'Loop', { loop_count: 6, break_conditions: [{ variable: 'done', comparison_operator: 'is', value: 'true' }] }, { output: [] }, iters, { metadata: m('loop', 'Loop', { error: 'Loop reached maximum count 6' }) }),
      ], { workflow_run_id: wf, app_mode: 'workflow' });
    },
  },
  {
    n: '06', domain: 'wax museum figure restoration', style: 'OpenAI Agents SDK trace (browser/computer tool)',
    isolates: 'A browsing agent scrolls a restoration register past its final entry; scroll_y keeps increasing (3600, 4400, 5200, 6000) and each screenshot text is the same footer.',
    goal: 'From the Blackpool wax museum\'s online restoration register, list every figure whose re-wigging is scheduled for the winter closure.',
    build: (c) => {
      const kids = [];
      const gen = (text, action) => span('llm', 'generation', { model: 'computer-use-preview', input: '[screenshot]' }, { output: [...(text ? [{ type: 'message', content: [{ type: 'output_text', text }] }] : []), { type: 'computer_call', call_id: c.callId(), action, pending_safety_checks: [] }] }, [], { metadata: { span_type: 'generation', span_id: 'span_' + c.hex(24), usage: { input_tokens: c.int(1200, 3000), output_tokens: c.int(20, 90) } } });
      const shot = (y, txt) => span('tool', 'computer', { action: { type: 'scroll', x: 640, y: 400, scroll_x: 0, scroll_y: y } }, { type: 'computer_call_output', output: { type: 'input_image', image_url: `data:image/png;base64,iVBORw0KGgo${c.alnum(24)}...` }, ocr_text: txt, current_url: 'https://register.waxworks.example/restoration?season=winter' }, [], { metadata: { span_type: 'function', span_id: 'span_' + c.hex(24), started_at: c.isoMs() } });
      kids.push(gen(null, { type: 'scroll', x: 640, y: 400, scroll_x: 0, scroll_y: 800 }));
      kids.push(shot(800, 'Entry 14 Dame Edna replica – re-wig: winter closure\nEntry 15 Houdini – wardrobe only\nEntry 16 Elvis (1970) – re-wig: winter closure'));
      kids.push(gen('Entries 14 and 16 need re-wigging in winter. Scrolling on.', { type: 'scroll', x: 640, y: 400, scroll_x: 0, scroll_y: 2000 }));
      kids.push(shot(2000, 'Entry 17 Queen Victoria – re-wig: winter closure\nEntry 18 Charlie Chaplin – hands recast, spring'));
      kids.push(gen('Entry 17 Queen Victoria as well; Chaplin is spring work. Continue.', { type: 'scroll', x: 640, y: 400, scroll_x: 0, scroll_y: 2800 }));
      const footer = 'End of register · 18 entries · © Promenade Waxworks · Privacy · Contact';
      kids.push(shot(2800, footer));
      for (const y of [3600, 4400, 5200, 6000]) {
        kids.push(gen(null, { type: 'scroll', x: 640, y: 400, scroll_x: 0, scroll_y: y }));
        kids.push(shot(y, footer));
      }
      return agent('Restoration register agent', { input: 'List all figures whose re-wigging is scheduled for the winter closure.' }, null, kids,
        { span_type: 'agent', trace_id: 'trace_' + c.hex(32), workflow_name: 'waxworks-register', tools: ['computer'], handoffs: [], output_type: 'str', error: { message: 'Max turns (11) exceeded', data: null } });
    },
  },
];
