// Family 7 (healthy): pagination that brings new items on every page until the source says there is no more, then a summary.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'pagination_to_end', loop: false, stagnation: false };

// 01 — OpenInference — baby stroller brand support tickets
function s01(R) {
  const goal = 'Pull all support tickets tagged "wheel-noise" for the Nimbus stroller from the last 30 days and summarise which production batches they point to.';
  const batches = ['B2503', 'B2504', 'B2504', 'B2505', 'B2504', 'B2506'];
  let n = 88000;
  const ticket = () => ({ id: n++ + R.int(1, 40), subject: R.pick(['Front wheel squeaks', 'Clicking from rear axle', 'Wheel noise on pavement', 'Squeak after 2 weeks']), custom_fields: { batch: R.pick(batches) }, created_at: R.iso(R.now() - R.int(1, 30) * 86400000) });
  const pages = [Array.from({ length: 4 }, ticket), Array.from({ length: 4 }, ticket), Array.from({ length: 2 }, ticket)];
  const children = [];
  pages.forEach((items, i) => {
    const url = i === 0 ? null : `https://nimbus.zendesk.example/api/v2/search.json?page=${i + 1}&query=tags%3Awheel-noise`;
    children.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.content': i === 0 ? 'Searching tickets with the wheel-noise tag.' : '', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'zendesk_search', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(url ? { next_page: url } : { query: 'tags:wheel-noise created>30days product:nimbus' }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' }));
    children.push(tool('zendesk_search', { 'input.value': url || 'tags:wheel-noise' }, { 'output.value': JSON.stringify({ results: items, count: 10, next_page: i < 2 ? `https://nimbus.zendesk.example/api/v2/search.json?page=${i + 2}&query=tags%3Awheel-noise` : null, previous_page: null }), 'http.response.header.x-zendesk-api-version': 'v2', 'http.response.header.x-request-id': R.hex(16), 'http.response.header.x-rate-limit-remaining': String(700 - i * 3 - R.int(0, 5)) }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'zendesk_search' }));
  });
  const all = pages.flat();
  const byBatch = {}; all.forEach((t) => { byBatch[t.custom_fields.batch] = (byBatch[t.custom_fields.batch] || 0) + 1; });
  const summary = `All 10 wheel-noise tickets retrieved over 3 pages. By batch: ${Object.entries(byBatch).map(([b, c]) => `${b}: ${c}`).join(', ')}. The concentration points to a wheel bearing supply issue in specific batches; recommend a QA pull of retained samples.`;
  children.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.content': summary }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' }));
  return {
    isolates: 'Three pages of ticket search each bring new tickets until next_page is null, and the agent summarises them by production batch.',
    goal,
    root: agent('support-insights-agent', { 'input.value': goal }, { 'output.value': summary }, children, { 'openinference.span.kind': 'AGENT' }),
  };
}

// 02 — Anthropic Messages API logs — ceilidh band bookings in Airtable
function s02(R) {
  const goal = 'List every ceilidh band booking for next season from the bookings base and tell me which Saturdays still have no caller assigned.';
  const sats = ['2025-10-04', '2025-10-11', '2025-10-18', '2025-10-25', '2025-11-01', '2025-11-08', '2025-11-15', '2025-11-22', '2025-11-29'];
  const rec = (d, caller) => ({ id: 'rec' + R.b62(14), createdTime: R.isoMs(R.now() - R.int(1, 60) * 86400000), fields: { Date: d, Venue: R.pick(['Kirk Hall', 'Drill Hall', 'Bothy Barn']), Band: R.pick(['The Reelers', 'Strip the Willow', 'Gay Gordons Five']), Caller: caller } });
  const pages = [[rec(sats[0], 'Ailsa M'), rec(sats[1], null), rec(sats[2], 'Duncan R')], [rec(sats[3], 'Ailsa M'), rec(sats[4], null), rec(sats[5], 'Morag T')], [rec(sats[6], null), rec(sats[7], 'Duncan R'), rec(sats[8], 'Ailsa M')]];
  const children = [];
  let offset = null;
  pages.forEach((records, i) => {
    const id = R.toolu();
    const input = offset ? { table: 'Bookings', pageSize: 3, offset } : { table: 'Bookings', pageSize: 3, filterByFormula: "{Season}='2025-26'" };
    children.push(llm('messages.create', { model: 'claude-3-5-haiku-20241022', messages: [{ role: 'user', content: goal }, '…'] }, { id: R.msgId(), role: 'assistant', content: [...(i === 0 ? [{ type: 'text', text: 'Fetching bookings page by page.' }] : []), { type: 'tool_use', id, name: 'airtable_list', input }], stop_reason: 'tool_use', usage: { input_tokens: R.int(600, 2000), output_tokens: R.int(30, 70) } }));
    const next = i < 2 ? `itr${R.b62(14)}/rec${R.b62(14)}` : undefined;
    children.push(tool('airtable_list', input, { records, ...(next ? { offset: next } : {}) }, { tool_use_id: id, http: { status: 200, 'x-airtable-request-id': 'req' + R.b62(14) } }));
    offset = next;
  });
  const missing = pages.flat().filter((r) => !r.fields.Caller).map((r) => r.fields.Date);
  const fin = `There are 9 bookings for the 2025-26 season. Saturdays with no caller yet: ${missing.join(', ')}. All other dates have a caller confirmed.`;
  children.push(llm('messages.create', { model: 'claude-3-5-haiku-20241022' }, { id: R.msgId(), role: 'assistant', content: [{ type: 'text', text: fin }], stop_reason: 'end_turn' }));
  return {
    isolates: 'Airtable pages are followed by offset token while each brings three new bookings, the last page has no offset, and the agent reports the Saturdays lacking a caller.',
    goal,
    root: agent('bookings-assistant', { user: goal }, fin, children, { api: 'anthropic.messages', log_source: 'proxy-log' }),
  };
}

// 03 — Gemini function calling — board game café event attendees
function s03(R) {
  const goal = 'Get the full attendee list for Friday\'s Catan tournament at the board game café and work out how many tables of four we need.';
  const names = ['Priya', 'Tom', 'Sven', 'Aoife', 'Kenji', 'Lola', 'Marek', 'Dani', 'Yusuf', 'Beth', 'Nico', 'Ines', 'Ola', 'Raj'];
  const pages = [names.slice(0, 5), names.slice(5, 10), names.slice(10)];
  const children = [];
  let token = null;
  pages.forEach((p, i) => {
    const args = token ? { event_id: 'EV-CATAN-0613', continuation: token } : { event_id: 'EV-CATAN-0613' };
    children.push(llm('generateContent', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'list_attendees', args } }] } }] }, { model: 'gemini-1.5-flash-002' }));
    token = i < 2 ? R.b62(32) : null;
    children.push(tool('list_attendees', { functionCall: { name: 'list_attendees', args } }, { functionResponse: { name: 'list_attendees', response: { attendees: p.map((n) => ({ name: n, ticket: 'TK-' + R.int(1000, 9999), checked_in: false })), continuation: token, server_time: R.epochMs(R.step()) } } }));
  });
  const fin = 'The tournament has 14 registered players across the three result pages, so we need four tables: two of four and two of three (or three of four plus one spare player as first alternate).';
  children.push(llm('generateContent', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [{ text: fin }] }, finishReason: 'STOP' }] }, { model: 'gemini-1.5-flash-002' }));
  return {
    isolates: 'Three pages of attendees, each with new names, are fetched until the continuation token is null, and the table count is worked out.',
    goal,
    root: agent('cafe-events-bot', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, fin, children, { sdk: 'google-generativeai' }),
  };
}

// 04 — plain message-level — hood cleaning company overdue invoices (keyset pagination)
function s04(R) {
  const goal = 'Find every invoice over 60 days overdue for the commercial kitchen hood cleaning business and draft a reminder list grouped by restaurant group.';
  const groups = ['Tandoor House Ltd', 'Bistro Collective', 'Noodle Bar Group', 'Harbour Grill'];
  let id = 5120;
  const inv = () => ({ invoice_id: id += R.int(1, 9), customer_group: R.pick(groups), amount: +(R.int(18000, 90000) / 100).toFixed(2), due: R.date(R.now() - R.int(61, 140) * 86400000) });
  const pages = [Array.from({ length: 5 }, inv), Array.from({ length: 5 }, inv), Array.from({ length: 3 }, inv)];
  const children = [];
  let after = 0;
  pages.forEach((rows, i) => {
    const cid = R.callId();
    children.push(llm('chat.completions', { messages: '[…]' }, { role: 'assistant', content: null, tool_calls: [tc(cid, 'sql_query', { sql: `SELECT invoice_id, customer_group, amount, due FROM invoices WHERE status='open' AND due < now() - interval '60 days' AND invoice_id > ${after} ORDER BY invoice_id LIMIT 5` })] }, { model: 'gpt-4o' }));
    children.push(tool('sql_query', { tool_call_id: cid }, `${rows.map((r) => `${r.invoice_id} | ${r.customer_group} | ${r.amount} | ${r.due}`).join('\n')}\n(${rows.length} rows)\nTime: ${(R.f() * 12).toFixed(3)} ms`, { tool_call_id: cid, db: 'billing@' + R.host('pg-replica', 3) }));
    after = rows[rows.length - 1].invoice_id;
  });
  const all = pages.flat();
  const by = {}; all.forEach((r) => { by[r.customer_group] = (by[r.customer_group] || 0) + r.amount; });
  const fin = `13 invoices are over 60 days overdue (the last page returned 3 rows, fewer than the limit, so that is all). Reminder list by group: ${Object.entries(by).map(([g, a]) => `${g} £${a.toFixed(2)}`).join('; ')}.`;
  children.push(llm('chat.completions', { messages: '[…]' }, { role: 'assistant', content: fin }, { model: 'gpt-4o', finish_reason: 'stop' }));
  return {
    isolates: 'Keyset-paginated SQL queries return new invoices each time until a short page shows the end, and the agent drafts the grouped reminder list.',
    goal,
    root: agent('ar-agent', { task: goal }, fin, children, { trace_format: 'chat-messages' }),
  };
}

// 05 — Mastra — student newspaper Slack history
function s05(R) {
  const goal = 'Collect every pitch posted in #pitches since the last editorial meeting and produce a list with author and one-line summary for the editors.';
  const pitches = [
    ['maya', 'Dining hall waste audit: how much food is thrown out per week'], ['jon', 'Profile of the night-shift library security guard'], ['ife', 'Why the rowing team lost its boathouse'],
    ['sam', 'Student rent survey vs. city averages'], ['lucia', 'Review of the new campus climbing wall'], ['dev', 'Parking permit price hike explained'], ['ava', 'Interview with the exchange students from Osaka'],
  ];
  const pages = [pitches.slice(0, 3), pitches.slice(3, 6), pitches.slice(6)];
  const children = [];
  let cursor = null;
  pages.forEach((p, i) => {
    const args = { channel: 'C04PITCH', oldest: '1748736000.000000', limit: 3, ...(cursor ? { cursor } : {}) };
    children.push(llm("llm: 'gpt-4o-mini'", { step: i }, { text: '', toolCalls: [{ toolCallId: R.callId(), toolName: 'slackHistory', args }] }, { spanType: 'MODEL_GENERATION' }));
    cursor = i < 2 ? R.cursor({ next_ts: `${1748736000 + i * 86400}.${R.int(100000, 999999)}` }) : '';
    children.push(tool("tool: 'slackHistory'", args, { ok: true, messages: p.map(([u, t]) => ({ type: 'message', user: u, text: `PITCH: ${t}`, ts: `${R.epoch(R.step(3600000, 20000000))}.${R.int(100000, 999999)}` })), has_more: i < 2, response_metadata: { next_cursor: cursor } }, { spanType: 'TOOL_CALL' }));
  });
  const fin = 'Pitches since the last meeting (7): ' + pitches.map(([u, t]) => `${u} – ${t}`).join('; ') + '.';
  children.push(llm("llm: 'gpt-4o-mini'", { step: 3 }, { text: fin, finishReason: 'stop' }, { spanType: 'MODEL_GENERATION' }));
  return {
    isolates: 'Slack history is paged by cursor, each page bringing new pitches, until has_more is false, and the list for the editors is produced.',
    goal,
    root: agent("agent run: 'deskEditor'", { goal }, { text: fin }, children, { spanType: 'AGENT_RUN', agentId: 'deskEditor' }),
  };
}

// 06 — smolagents ToolCallingAgent — public toilets open data
function s06(R) {
  const goal = 'Using the city open data API, count the public toilets that are wheelchair accessible and open 24 hours, and list their addresses.';
  const streets = ['Market Sq', 'Riverside Walk', 'Station Rd', 'Castle Park', 'Bus Station', 'Beach Promenade', 'Library Lane', 'Museum Gardens', 'Ring Rd P&R', 'Old Town Gate', 'Harbour Steps'];
  const recs = streets.map((s, i) => ({ objectid: 300 + i, address: s, accessible: i % 3 !== 1, open_24h: i % 2 === 0 }));
  const pages = [recs.slice(0, 4), recs.slice(4, 8), recs.slice(8)];
  const children = [];
  pages.forEach((p, i) => {
    const off = i * 4;
    children.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [
      llm('LiteLLMModel.generate', { messages: '[…]' }, { role: 'assistant', content: i === 0 ? 'I will page through the toilets dataset four records at a time.' : '', tool_calls: [{ id: R.callId(), type: 'function', function: { name: 'open_data_query', arguments: { dataset: 'public-toilets', limit: 4, offset: off } } }] }, { 'openinference.span.kind': 'LLM', model_id: 'anthropic/claude-3-5-haiku' }),
      tool('open_data_query', { dataset: 'public-toilets', limit: 4, offset: off }, `Observation: {"total_count": 11, "results": ${JSON.stringify(p)}, "links": ${JSON.stringify(i < 2 ? [{ rel: 'next', href: `/api/explore/v2.1/catalog/datasets/public-toilets/records?limit=4&offset=${off + 4}` }] : [])}, "x-served-by": "${R.host('od-api', 4)}"}`, { 'openinference.span.kind': 'TOOL', 'tool.name': 'open_data_query' }),
    ], { 'openinference.span.kind': 'CHAIN' }));
  });
  const ok = recs.filter((r) => r.accessible && r.open_24h).map((r) => r.address);
  const fin = `${ok.length} toilets are both wheelchair accessible and open 24 hours: ${ok.join(', ')}.`;
  children.push(chain('Step 4', { step_number: 4 }, fin, [llm('LiteLLMModel.generate', { messages: '[…]' }, { role: 'assistant', content: null, tool_calls: [{ id: R.callId(), type: 'function', function: { name: 'final_answer', arguments: { answer: fin } } }] }, { 'openinference.span.kind': 'LLM' })], { 'openinference.span.kind': 'CHAIN' }));
  return {
    isolates: 'Offset pages 0, 4 and 8 each return new records until the next link disappears (total 11), and the agent filters and answers.',
    goal,
    root: agent('ToolCallingAgent.run', { task: goal }, fin, children, { 'openinference.span.kind': 'AGENT', max_steps: 10 }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
