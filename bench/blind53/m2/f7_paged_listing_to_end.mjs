// Healthy family: pagination with new items on every page until the source says no more, then a summary.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'paged_listing_to_end';
export const LOOP = false;
const pager = (c, k, mk, n, callName, wrap) => { for (let p = 0; p < n; p++) { const cur = p === 0 ? null : c.cursor(); k.push(wrap(p, cur, mk(p), p === n - 1)); } };

export const ROWS = [
{
  n: '01', stagnation: false,
  isolates: 'Langfuse trace of a lobster-pound agent paging landing tickets (three pages of different tickets, last page has_more=false) and summarising total weight by boat.',
  goal: 'Total this week\'s lobster landings by boat from the harbour ticket system.',
  build: (c) => {
    const k = [];
    const boats = [['Mary Ellen', 'Cape Star', 'Sea Smoke'], ['Lady Dot', 'Mary Ellen', 'Osprey II'], ['Cape Star']];
    boats.forEach((bs, p) => {
      k.push(llm('generation', { messages: p === 0 ? [user('total landings by boat this week')] : '[…]' }, { tool_calls: [oaCall(c, 'list_tickets', p === 0 ? { week: '2024-W37' } : { week: '2024-W37', cursor: 'see previous next_cursor' })], content: p === 0 ? null : `Page ${p} had ${boats[p - 1].length} tickets; fetching next.` }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' }));
      k.push(tool('list_tickets', { week: '2024-W37', page: p + 1 }, { data: bs.map((b) => ({ ticket: 'LT-' + c.int(20000, 29999), boat: b, kg: Number((c.rand() * 300 + 40).toFixed(1)), landed: c.usDate() })), has_more: p < 2, next_cursor: p < 2 ? c.cursor() : null, request_id: c.reqId('req_') }, { metadata: { langfuse_type: 'SPAN' } }));
    });
    k.push(llm('generation', {}, { content: 'Week 37: 7 tickets across 5 boats; Mary Ellen and Cape Star each landed twice. Totals per boat are in the table above.' }, { langfuse_type: 'GENERATION' }));
    return agent('landings-summary', { input: 'total landings by boat this week' }, { output: 'summary posted' }, k, { langfuse_trace_id: c.hex(32) });
  },
},
{
  n: '02', stagnation: false,
  isolates: 'Vercel AI SDK streamText run for a steel-drum band\'s gig calendar: four pages of venue bookings via offset pagination, each page different, the last short page ending the loop, then an availability summary.',
  goal: 'List all booked gigs for the Panorama Steel Orchestra in August and say which Saturdays are still free.',
  build: (c) => {
    const k = [];
    const pages = [['Aug 2 Harbourfront', 'Aug 3 Carnival Warmup', 'Aug 9 Wedding (Ellis)'], ['Aug 10 Library Fair', 'Aug 14 School Assembly', 'Aug 16 Rum Shop Jam'], ['Aug 21 Corporate (Kestrel)', 'Aug 23 Mas Camp', 'Aug 28 Hospital Fundraiser'], ['Aug 31 Jouvert Rehearsal']];
    pages.forEach((pg, i) => {
      k.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': i === 0 ? 'Fetching bookings.' : `Got ${pages[i - 1].length} more; continuing from offset ${i * 3}.`, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'listGigs', args: { month: '2025-08', limit: 3, offset: i * 3 } }]), 'ai.response.msToFirstChunk': c.ms(200, 900) }, { 'ai.model.id': 'claude-3-5-haiku-20241022', 'ai.model.provider': 'anthropic.messages' }));
      k.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'listGigs', 'ai.toolCall.args': JSON.stringify({ month: '2025-08', limit: 3, offset: i * 3 }) }, { 'ai.toolCall.result': JSON.stringify({ items: pg.map((g) => ({ id: c.int(4000, 4999), title: g, fee: c.int(300, 1500) })), total: 10, offset: i * 3, served: c.httpDate() }) }));
    });
    k.push(llm('ai.streamText.doStream', {}, { 'ai.response.text': 'All 10 August gigs listed. Saturdays: Aug 2, 9, 16, 23 and 30; only Saturday Aug 30 is free.', 'ai.response.finishReason': 'stop' }));
    return span('agent', 'ai.streamText', { 'ai.prompt': 'August gigs and free Saturdays?' }, { 'ai.response.text': 'Only Saturday Aug 30 is free.' }, k);
  },
},
{
  n: '03', stagnation: false,
  isolates: 'MLflow Tracing of a yak-wool buyer agent that walks a supplier marketplace via Link headers (rel="next") over three pages of distinct lots until no next link, then ranks by micron.',
  goal: 'Find all yak down lots under 17 micron currently listed by Mongolian suppliers and rank them by price per kg.',
  build: (c) => {
    const k = [];
    for (let p = 1; p <= 3; p++) {
      k.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'yak down < 17 micron, rank by price' }] }, { content: p === 1 ? 'Search supplier lots.' : `Page ${p - 1} done; follow next link.`, tool_calls: [{ name: 'http_get', args: { url: p === 1 ? 'https://fiberhub.example/api/lots?fiber=yak&max_micron=17' : `https://fiberhub.example/api/lots?fiber=yak&max_micron=17&page=${p}` } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      const lots = Array.from({ length: p === 3 ? 2 : 4 }, () => ({ lot: 'YK-' + c.int(1000, 9999), micron: Number((15 + c.rand() * 2).toFixed(1)), usd_kg: c.int(90, 160), origin: c.pick(['Arkhangai', 'Khovsgol', 'Bayankhongor']) }));
      k.push(tool('http_get', { url: `…page=${p}` }, `HTTP/1.1 200 OK\nDate: ${c.httpDate()}\nLink: ${p < 3 ? `<https://fiberhub.example/api/lots?fiber=yak&max_micron=17&page=${p + 1}>; rel="next", ` : ''}<https://fiberhub.example/api/lots?fiber=yak&max_micron=17&page=1>; rel="first"\nX-Total-Count: 10\nX-RateLimit-Remaining: ${c.int(100, 4999)}\n\n${JSON.stringify(lots)}`, { metadata: { 'mlflow.spanType': 'TOOL' } }));
    }
    k.push(llm('ChatOpenAI', {}, { content: 'No further pages. 10 lots under 17 µm; cheapest three by price/kg listed first in the ranking.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    return agent('fiber_buyer_agent', { query: 'yak down < 17 micron' }, 'ranking delivered', k, { 'mlflow.traceRequestId': 'tr-' + c.hex(32), 'mlflow.spanType': 'AGENT' });
  },
},
{
  n: '04', stagnation: false,
  isolates: 'Anthropic Messages log of a crab-boat compliance assistant paging VMS position pings (next_token style) across four distinct time windows until no token, then reporting closed-area entries.',
  goal: 'Check whether the F/V Aleutian Rose entered the Bristol Bay closed area during trip 14, using VMS pings.',
  build: (c) => {
    const k = [];
    for (let p = 0; p < 4; p++) {
      const tu = aToolUse(c, 'vms_pings', p === 0 ? { vessel: 'AK-8812', trip: 14 } : { vessel: 'AK-8812', trip: 14, next_token: c.b62(32) });
      k.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: '[…]' }, { content: [aText(p === 0 ? 'Pulling pings for trip 14.' : `Window ${p} had no closed-area points except as noted; continuing.`), tu], stop_reason: 'tool_use' }, { 'request-id': c.reqId('req_011') }));
      const pts = Array.from({ length: 3 }, () => ({ t: c.isoNoMs(), lat: Number((57 + c.rand()).toFixed(4)), lon: Number((-162 + c.rand()).toFixed(4)), sog_kn: Number((c.rand() * 9).toFixed(1)), in_closed_area: false }));
      if (p === 2) pts[1].in_closed_area = true;
      k.push(tool('vms_pings', tu.input, { type: 'tool_result', tool_use_id: tu.id, content: JSON.stringify({ pings: pts, next_token: p < 3 ? c.b62(32) : null, transponder: 'Thorium TVT-3' }) }));
    }
    k.push(llm('messages.create', {}, { content: [aText('All 12 pings reviewed. One ping in window 3 was inside the closed area at 1.2 kn (likely drifting while hauling). Flag for the observer report.')], stop_reason: 'end_turn' }));
    return agent('vms-compliance', { vessel: 'AK-8812', trip: 14 }, { flagged: 1 }, k, { log_format: 'anthropic.messages.v1' });
  },
},
{
  n: '05', stagnation: false,
  isolates: 'Pydantic AI (Logfire) run for a matcha importer reconciling payouts: the agent pages a payments API with starting_after across three pages of different payouts until has_more is false, then reports the missing one.',
  goal: 'Reconcile October payouts from the payment processor against the bank statement for the matcha import business.',
  build: (c) => {
    const k = [];
    for (let p = 0; p < 3; p++) {
      const items = Array.from({ length: p === 2 ? 2 : 5 }, () => ({ id: 'po_' + c.b62(24), amount: c.int(40000, 900000), currency: 'jpy', arrival_date: c.epoch(), status: 'paid' }));
      k.push(llm('chat gpt-4o', { messages: '[…]' }, { parts: [{ part_kind: 'tool-call', tool_name: 'list_payouts', args: p === 0 ? { month: '2024-10', limit: 5 } : { month: '2024-10', limit: 5, starting_after: 'po_…last id of previous page' } }] }, { 'gen_ai.usage.input_tokens': 800 + p * 500 }));
      k.push(tool('running tool: list_payouts', { month: '2024-10', page: p + 1 }, { object: 'list', data: items, has_more: p < 2, url: '/v1/payouts' }, { metadata: { 'http.response.header.request-id': c.reqId('req_'), 'http.response.header.stripe-version': '2024-09-30.acacia' } }));
    }
    k.push(tool('running tool: read_bank_csv', { path: '/data/bank/2024-10.csv' }, 'date,desc,amount\n' + Array.from({ length: 11 }, () => `2024-10-${String(c.int(1, 31)).padStart(2, '0')},STRIPE PAYOUT,${c.int(40000, 900000)}`).join('\n')));
    k.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: '12 payouts from the processor, 11 bank credits. One payout (the 3rd on page 2) has no matching bank line; likely arrives in the November statement.' }] }));
    return agent('agent run', { prompt: 'reconcile Oct payouts' }, { output: 'one unmatched payout' }, k, { 'logfire.msg': 'reconcile_agent run' });
  },
},
{
  n: '06', stagnation: false,
  isolates: 'Semantic Kernel trace of a goat-yoga studio assistant paging class attendance exports by continuation token (three pages, distinct classes) until the token is absent, then summarising occupancy.',
  goal: 'Report average occupancy of the spring goat-yoga classes and which time slot is most popular.',
  build: (c) => {
    const k = [];
    const slots = [['Sat 09:00', 'Sat 11:00', 'Sun 09:00'], ['Sun 11:00', 'Wed 18:00', 'Sat 09:00'], ['Sat 11:00']];
    slots.forEach((ss, i) => {
      k.push(llm('ChatCompletion', { chat_history: '[…]' }, { Content: i === 0 ? 'Export attendance.' : 'More classes on the next page.', Items: [{ $type: 'FunctionCallContent', PluginName: 'Studio', FunctionName: 'ExportAttendance', Arguments: i === 0 ? { season: 'spring' } : { season: 'spring', continuationToken: c.b62(20) } }] }, { ModelId: 'gpt-4o-mini' }));
      k.push(tool('Studio-ExportAttendance', { season: 'spring', page: i + 1 }, { classes: ss.map((s) => ({ slot: s, date: c.euDate(), booked: c.int(8, 20), capacity: 20, goats: c.int(4, 7) })), continuationToken: i < 2 ? c.b62(20) : null, 'x-ms-request-charge': (c.rand() * 10).toFixed(2) }));
    });
    k.push(llm('ChatCompletion', {}, { Content: '7 classes exported. Average occupancy 71%; Saturday 09:00 is the most popular slot, Wednesday evening the least.' }));
    return agent('ChatCompletionAgent.InvokeAsync', { agent: 'StudioAssistant' }, 'report done', k, { sk_version: '1.30.0' });
  },
},
];
