import { agent, llm, tool, span, sys, usr, asst, toolMsg, oaiCall, callId, respOut, fnCall, usage } from './lib.mjs';

// Family 3: pagination keeps advancing after the last real page; every answer is the same empty page.
export default {
  name: 'paging_beyond_end', loop: true, stagnation: false,
  isolates: 'Page number / offset / cursor keeps advancing (or the same token is re-sent) after the last real page and each answer is the same empty page, 3+ times.',
  rows: [
    {
      domain: 'cider orchards', style: 'OpenAI Responses API',
      isolates: 'A cider-orchard agent lists tree inspection records page by page; after page 3 (the last with data) it requests pages 4, 5, 6, 7 and each returns an empty list.',
      goal: 'Count the trees in the Kingston Black block with signs of fire blight from this season\'s inspection records and draft a spray plan.',
      build(n) {
        const model = 'gpt-4.1-mini';
        const kids = [];
        const pages = [
          { items: [{ tree: 'KB-R1-T04', blight: true }, { tree: 'KB-R1-T09', blight: false }, { tree: 'KB-R2-T02', blight: true }], page: 1, per_page: 3 },
          { items: [{ tree: 'KB-R2-T11', blight: false }, { tree: 'KB-R3-T05', blight: true }, { tree: 'KB-R3-T07', blight: false }], page: 2, per_page: 3 },
          { items: [{ tree: 'KB-R4-T01', blight: false }], page: 3, per_page: 3 },
        ];
        for (let p = 1; p <= 7; p++) {
          const fc = fnCall(n, 'list_inspections', { block: 'kingston-black', season: 2024, page: p });
          kids.push(llm('responses.create', { model, previous_response_id: p > 1 ? 'resp_' + n.hex(40) : null, input: p === 1 ? [usr('Count Kingston Black trees with fire blight this season and draft a spray plan.')] : [{ type: 'function_call_output', call_id: 'call_prev', output: '...' }] },
            respOut(n, model, [fc]), { endpoint: '/v1/responses' }));
          const body = p <= 3 ? { ...pages[p - 1], generated: n.isoSec(n.tick(1)) } : { items: [], page: p, per_page: 3, generated: n.isoSec(n.tick(1)) };
          kids.push(tool('list_inspections', fc.arguments, { type: 'function_call_output', call_id: fc.call_id, output: JSON.stringify(body) }));
        }
        return agent('orchard-agent', { input: 'Count Kingston Black trees with fire blight this season and draft a spray plan.' }, null, kids, { api: 'openai.responses', store: true, truncated: 'run cancelled by operator after 14 calls' });
      },
    },
    {
      domain: 'puppet makers', style: 'Semantic Kernel',
      isolates: 'A puppet workshop agent pages through a supplier\'s catalogue with offset 0, 50, 100; from offset 100 on, offsets 150, 200 and 250 all return the same empty batch.',
      goal: 'Find all lime-wood carving blanks under 30 cm from the supplier catalogue for a marionette head order and list their prices.',
      build(n) {
        const kids = [];
        const offsets = [0, 50, 100, 150, 200, 250];
        for (const off of offsets) {
          const cid = callId(n);
          kids.push(llm('chat.completions gpt-4o', { chat_history: [sys('You are the purchasing helper for Fadenspiel Marionetten.'), usr('List lime-wood carving blanks under 30 cm with prices.')] },
            { role: 'assistant', items: [{ $type: 'FunctionCallContent', id: cid, pluginName: 'Catalogue', functionName: 'ListProducts', arguments: { material: 'lime', max_len_cm: 30, offset: off, limit: 50 } }] },
            { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.prompt_tokens': n.int(900, 6000), 'gen_ai.usage.completion_tokens': n.int(25, 60) }));
          const count = off === 0 ? 50 : off === 50 ? 50 : off === 100 ? 17 : 0;
          const products = Array.from({ length: Math.min(count, 3) }, (_, k) => ({ sku: `LW-${off + k + 1}`, len_cm: 12 + ((off + k) % 17), price_eur: (4.5 + ((off + k) % 9)).toFixed(2) }));
          kids.push(tool('Catalogue-ListProducts', { material: 'lime', max_len_cm: 30, offset: off, limit: 50 }, JSON.stringify({ offset: off, returned: count, products: count ? products.concat(count > 3 ? [`... ${count - 3} more`] : []) : [], server_time: n.http(n.tick(1)) }), { metadata: { 'sk.function.name': 'ListProducts', 'sk.plugin.name': 'Catalogue', 'sk.function.invocation_id': n.uuid() } }));
        }
        return agent('InvokeAgent PurchasingAgent', { input: 'List lime-wood carving blanks under 30 cm with prices.' }, null, kids, { 'sk.agent.type': 'ChatCompletionAgent', function_choice_behavior: 'Auto', maximum_auto_invoke_attempts: 6 });
      },
    },
    {
      domain: 'nail salons', style: 'Mastra',
      isolates: 'A nail-salon agent follows a cursor through appointment history; the last real page returns next_cursor equal to the cursor it was called with, and the agent re-sends that same token three more times, getting the same empty page.',
      goal: 'Find every client who had a gel manicure at the Elm Street salon in June and invite them to the loyalty scheme.',
      build(n) {
        const kids = [];
        const c1 = n.cursor({ after: 'apt_3391' }), c2 = n.cursor({ after: 'apt_3467' });
        const calls = [[null, { data: [{ client: 'C-118', service: 'gel' }, { client: 'C-204', service: 'gel' }], next_cursor: c1 }], [c1, { data: [{ client: 'C-311', service: 'gel' }], next_cursor: c2 }]];
        for (let i = 0; i < 4; i++) calls.push([c2, { data: [], next_cursor: c2 }]);
        calls.forEach(([cur, res], i) => {
          const args = { salon: 'elm-street', month: '2024-06', service: 'gel_manicure', ...(cur ? { cursor: cur } : {}) };
          kids.push(llm('llm.generate', { messages: [sys('You are the Polished Nail Bar CRM agent.'), usr('Find June gel manicure clients at Elm Street and invite them to loyalty.')] },
            { text: '', toolCalls: [{ toolCallId: 'call_' + n.b62(16), toolName: 'listAppointments', args }], finishReason: 'tool-calls' }, { model: 'openai/gpt-4o-mini', step: i + 1 }));
          kids.push(tool('tool.execute listAppointments', args, { ...res, request_id: n.req('rq_'), rate_limit_remaining: 300 - i * 3 }, { metadata: { 'mastra.tool.id': 'listAppointments' } }));
        });
        return agent('agent.generate crmAgent', { messages: 'Find June gel manicure clients at Elm Street and invite them to loyalty.' }, { finishReason: 'length', text: '' }, kids, { 'mastra.agent.name': 'crmAgent', maxSteps: 12 });
      },
    },
    {
      domain: 'tutoring agencies', style: 'Google ADK',
      isolates: 'A tutoring-agency agent reads tutor availability with page numbers; page 2 is the last with data and pages 3, 4, 5 and 6 all come back with zero tutors and the same total.',
      goal: 'Find an A-level chemistry tutor free on Tuesday evenings within 5 miles of Didsbury and book a trial lesson.',
      build(n) {
        const kids = [];
        for (let p = 1; p <= 6; p++) {
          const args = { subject: 'chemistry', level: 'A-level', day: 'tuesday', after: '17:00', near: 'M20', radius_mi: 5, page: p };
          const tutors = p === 1 ? [{ id: 'T-88', name: 'R. Osei', miles: 1.2 }, { id: 'T-141', name: 'M. Kaur', miles: 3.9 }] : p === 2 ? [{ id: 'T-207', name: 'D. Byrne', miles: 4.6 }] : [];
          kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'Find an A-level chemistry tutor, Tuesday evenings, near Didsbury; book a trial.' }] }] } },
            { 'gcp.vertex.agent.llm_response': { content: { role: 'model', parts: [{ function_call: { id: 'adk-' + n.uuid(), name: 'search_tutors', args } }] }, usage_metadata: { prompt_token_count: n.int(900, 5000), candidates_token_count: n.int(20, 60) } } },
            { 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.event_id': n.uuid() }));
          kids.push(tool('execute_tool search_tutors', args, { tutors, page: p, page_size: 2, total: 3, served_at: n.isoOff(n.tick(1), 1) }, { metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gen_ai.tool.name': 'search_tutors' } }));
        }
        return agent('invoke_agent tutor_match_agent', { new_message: 'Find an A-level chemistry tutor, Tuesday evenings, near Didsbury; book a trial.' }, null, kids, { 'gen_ai.agent.name': 'tutor_match_agent', app_name: 'brightminds', user_id: 'staff-12', session_id: n.uuid() });
      },
    },
    {
      domain: 'support: ticket export', style: 'plain message-level trace',
      isolates: 'A support-ops agent exports escalated tickets through an API with a page parameter; after the last page (page 4) it fetches pages 5 through 8, each returning the same empty JSON page with only the response headers changing.',
      goal: 'Export all tickets escalated to tier 2 in the last 30 days for the quarterly review and summarise the top three causes.',
      build(n) {
        const kids = [];
        for (let p = 1; p <= 8; p++) {
          const cid = callId(n);
          kids.push(llm('openai.chat.completions', { messages: [sys('You are a support operations analyst with HTTP access to the helpdesk API.'), usr('Export tier-2 escalations, last 30 days, and summarise top 3 causes.')] },
            { role: 'assistant', content: null, tool_calls: [oaiCall(cid, 'http_get', { url: `https://helpdesk.example.com/api/v2/tickets?escalation=tier2&since=30d&page=${p}&per_page=100` })] }, { model: 'gpt-4o', usage: usage(n) }));
          const rows = p < 4 ? 100 : p === 4 ? 37 : 0;
          const body = { tickets: rows ? [`<${rows} tickets>`] : [], page: p, per_page: 100, count: rows };
          kids.push(tool('http_get', { url: `https://helpdesk.example.com/api/v2/tickets?escalation=tier2&since=30d&page=${p}&per_page=100` },
            `HTTP/1.1 200 OK\nDate: ${n.http(n.tick(1))}\nContent-Type: application/json\nX-Request-Id: ${n.uuid()}\nX-Rate-Limit-Remaining: ${700 - p * 7}\nX-Runtime: ${(n.int(20, 300) / 1000).toFixed(6)}\n\n${JSON.stringify(body)}`));
        }
        return agent('support-analyst', { task: 'Export tier-2 escalations, last 30 days, summarise top 3 causes.' }, null, kids, { framework: 'custom', stopped: 'token budget exhausted' });
      },
    },
    {
      domain: 'snooker halls', style: 'Langfuse',
      isolates: 'A snooker-hall agent scrolls table-booking logs with a scroll_id; after the final batch it keeps scrolling and gets the same empty hits array with a fresh scroll_id and took time each time.',
      goal: 'Work out table utilisation per table at the Baize Room for last week and recommend which two tables to convert to pool.',
      build(n) {
        const kids = [];
        const batches = [24, 24, 9, 0, 0, 0, 0];
        batches.forEach((hits, i) => {
          const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + n.b62(22);
          const args = i === 0 ? { index: 'table-bookings', query: { range: { start: { gte: 'now-7d/d' } } }, size: 24, scroll: '1m' } : { scroll: '1m', scroll_id: 'previous' };
          kids.push(llm('generation', { messages: [sys('You manage operations for the Baize Room snooker club.'), usr('Table utilisation per table last week; recommend two tables for pool conversion.')] },
            { role: 'assistant', content: '', tool_calls: [oaiCall(callId(n), i === 0 ? 'es_search' : 'es_scroll', args)] }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: n.int(800, 7000), output: n.int(20, 70) }, level: 'DEFAULT' }));
          kids.push(tool(i === 0 ? 'es_search' : 'es_scroll', args, { _scroll_id: sid, took: n.int(1, 40), timed_out: false, hits: { total: { value: 57, relation: 'eq' }, hits: hits ? [`<${hits} bookings>`] : [] } }, { metadata: { langfuse_type: 'SPAN', observation_id: n.uuid() } }));
        });
        return agent('trace:snooker-ops', { input: 'Table utilisation per table last week; recommend two tables for pool conversion.' }, null, kids, { langfuse_trace_id: n.hex(32), session_id: 'baize-' + n.int(100, 999), tags: ['ops'], release: 'v' + n.int(1, 9) + '.' + n.int(0, 20) });
      },
    },
  ],
};
