import { style, span } from './lib.mjs';
export const family = 'reworded_empty_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'The same tool with the same intent is queried 4+ times in other words (synonyms, order, field names, formats, quoting); every answer is empty and the task is not done.';

export const rows = [
{ n: '01', domain: 'wasabi farm batch records', style: 'otel', build(h) {
  const S = style(h, 'otel', 'gpt-4.1');
  const goal = 'Find the harvest batch record for the rhizomes shipped to Restaurant Kaiseki Mori on 3 September and tell me the bed they came from.';
  const qs = [{ q: 'Kaiseki Mori 2024-09-03' }, { q: 'Mori restaurant shipment September 3' }, { customer: 'KAISEKI MORI', shipped_on: '03/09/2024' }, { q: '"Kaiseki Mori" rhizome' }, { buyer_name: 'Mori Kaiseki', date: '2024-9-3' }];
  const texts = ['Searching the batch ledger by customer and date.', 'No match; maybe the customer is stored without "Kaiseki".', 'Try the structured fields instead of free text.', 'Quote the exact name to force a phrase match.', 'Perhaps the name order is reversed in the ledger.'];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'user', content: goal }], texts[i], [{ name: 'search_batches', args: q }])); c.push(S.tool('search_batches', q, { hits: 0, results: [], took_ms: h.ms(3, 80), shard: h.host('ledger', 4) })); });
  return { isolates: 'Five rephrasings of the same customer/date lookup (free text, field names, date formats, quoting, word order) all return zero hits and the bed is never found.', goal,
    root: S.agent('invoke_agent batch-clerk', { goal }, { status: 'incomplete' }, c) };
} },
{ n: '02', domain: 'lobster pound shipment tracking', style: 'openai_agents', build(h) {
  const S = style(h, 'openai_agents', 'gpt-4o');
  const goal = 'A Boston wholesaler says 120 lb of hard-shell lobsters from our Stonington pound never arrived. Find the waybill and its current status.';
  const qs = [{ consignee: 'Harbor Fresh Boston', weight_lb: 120 }, { consignee: 'HarborFresh', origin: 'Stonington' }, { search: 'harbor fresh seafood boston' }, { consignee_contains: 'Harbor', ship_date_from: '2024-09-10', ship_date_to: '2024-09-12' }];
  const notes = ['Looking the waybill up by consignee and weight.', 'Nothing. The consignee may be spelled as one word.', 'Still empty, trying a free-text search across the carrier portal.', 'Broaden to a partial name plus the ship-date window.'];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'user', content: goal }], notes[i], [{ name: 'carrier_waybill_search', args: q }])); c.push(S.tool('carrier_waybill_search', q, { status: 200, body: { waybills: [], page: 1, total: 0 }, headers: { 'x-request-id': h.uuid(), date: h.http() } })); });
  c.push(S.llm([{ role: 'user', content: goal }], 'I could not locate any waybill for that consignee.', []));
  return { isolates: 'Four consignee searches with different spellings and field names return empty results; the agent gives up without finding the waybill.', goal,
    root: S.agent('Agent: Shipment Tracker', { input: goal }, { final_output: 'I could not locate any waybill for that consignee.' }, c) };
} },
{ n: '03', domain: 'taiko drum school enrolment', style: 'gemini', build(h) {
  const S = style(h, 'gemini', 'gemini-1.5-pro-002');
  const goal = 'Enrol Haruto Sato in the Thursday beginner taiko class; first find his student record so the sibling discount applies.';
  const qs = [{ name: 'Haruto Sato' }, { name: 'Sato Haruto' }, { last_name: 'Sato', first_name: 'Haruto' }, { name: '佐藤 陽翔' }, { name: 'H. Sato' }, { name: 'Satou Haruto' }];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'user', parts: [{ text: goal }] }], i === 0 ? 'Looking up the student.' : null, [{ name: 'find_student', args: q }])); c.push(S.tool('find_student', q, { students: [], count: 0 })); });
  return { isolates: 'Six name lookups (reordered, split fields, kanji, initial, romanisation variant) return no students; the enrolment is never made.', goal,
    root: S.agent('taiko-school-assistant', { user: goal }, { stopped: 'max_function_calls' }, c) };
} },
{ n: '04', domain: 'mahjong parlour membership', style: 'crewai', build(h) {
  const S = style(h, 'crewai', 'gpt-4o-mini');
  const goal = 'Check whether the parlour has a "dragon tiles" themed tournament coming up this month and register table 4 for it.';
  const qs = ['dragon tiles tournament', 'dragon-themed mahjong event September', 'tournament theme:dragon', 'Dragon Tile Cup', 'red dragon white dragon green dragon event'];
  const th = ['Thought: I should search the event calendar for the themed tournament.', 'Thought: No results, the event may be listed as a themed event rather than a tournament.', 'Thought: Try the calendar\'s theme filter syntax.', 'Thought: Maybe it has a proper name like a cup.', 'Thought: Try listing the three dragon tiles explicitly.'];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'system', content: 'You are Event Coordinator.' }, { role: 'user', content: goal }], `${th[i]}\nAction: Search Event Calendar\nAction Input: {"query": "${q}"}`)); c.push(S.tool('Search Event Calendar', JSON.stringify({ query: q }), 'No events found matching your query.', { argsString: true })); });
  return { isolates: 'A CrewAI agent reformulates the same event search five times; every observation is "No events found" and no registration happens.', goal,
    root: span('agent', 'Crew: parlour_ops', { inputs: { request: goal } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [span('agent', 'Task: register_table', { agent: 'Event Coordinator' }, null, c, { metadata: { crewai_task_id: h.uuid() } })], { metadata: { crew_id: h.uuid() } }) };
} },
{ n: '05', domain: 'GraphQL federation schema registry', style: 'openinference', build(h) {
  const S = style(h, 'openinference', 'gpt-4o');
  const goal = 'Find which subgraph in the federated graph owns the `Order.refundableAmount` field so I can ask that team about a breaking change.';
  const qs = [{ coordinate: 'Order.refundableAmount' }, { field: 'refundableAmount', type: 'Order' }, { text: 'refundable amount' }, { coordinate: 'Order.refundable_amount' }, { text: 'refundableAmt' }];
  const thoughts = ['Query the registry by schema coordinate.', 'Not found; try type and field as separate filters.', 'Try a full-text search on the description.', 'Could be snake_case in the SDL.', 'Maybe it is abbreviated.'];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'user', content: goal }], thoughts[i], [{ name: 'registry_search', args: q }])); c.push(S.tool('registry_search', q, JSON.stringify({ data: { searchSchema: { edges: [], pageInfo: { hasNextPage: false } } }, extensions: { traceId: h.hex(32), cost: h.int(3, 9) } }))); });
  c.push(S.llm([{ role: 'user', content: goal }], 'The registry has no field with that name in any subgraph.', []));
  return { isolates: 'Five registry queries for one field coordinate with different casing, filters and spellings all return empty edges; the owning subgraph is not found.', goal,
    root: S.agent('schema-detective', { input: goal }, { output: 'The registry has no field with that name in any subgraph.' }, c) };
} },
{ n: '06', domain: 'sericulture cocoon lots', style: 'mastra', build(h) {
  const S = style(h, 'mastra', 'gpt-4o');
  const goal = 'Find the reeling-quality grade of cocoon lot 7 from the autumn rearing at the Kanazawa co-op and tell the buyer.';
  const qs = [{ lot: '7', season: 'autumn' }, { lot: 'L-007', season: 'AUT' }, { lot_number: 7, rearing: 'fall 2024' }, { lot: '07', season: '秋蚕' }, { query: 'autumn lot seven grade' }];
  const n = ['Look up the lot grade.', 'Empty: maybe lots use the L-007 format.', 'Try numeric lot and "fall" wording.', 'Try the Japanese season label.', 'Last try as a free-text query.'];
  const c = [];
  qs.forEach((q, i) => { c.push(S.llm([{ role: 'user', content: goal }], n[i], [{ name: 'cocoonLotLookup', args: q }])); c.push(S.tool('cocoonLotLookup', q, { lots: [], message: 'no lot matched', requestId: h.ulid() })); });
  return { isolates: 'Five lot lookups with different id and season spellings all return no lot; the grade is never reported.', goal,
    root: S.agent("agent: 'cocoon-broker'", { messages: [goal] }, { text: '', finishReason: 'length' }, c) };
} },
];
