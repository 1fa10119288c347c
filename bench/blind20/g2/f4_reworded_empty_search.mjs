// Family 4: the same tool with the same intent, reworded 4+ times, returning nothing each time. Task not done.
// The model emits only tool calls (no prose), so there is no repeated model text.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'reworded_empty_search';
export const LOOP = true;
export const STAGNATION = false;
export const ISOLATES = 'Reworded queries to the same tool with the same intent (synonyms, formats, field names), empty every time, 4 or more, task left undone.';

// 01 amateur rocketry motor lookup - Gemini API function calling
function r01(N) {
  const goal = 'Our club member needs a certified H-class reload for the club\'s 38/360 motor case for her Level 1 certification flight on Saturday. Find one in the certified-motor database and give the designation and certifying body.';
  const R = rec('gemini', N, { user: goal, model: 'gemini-2.5-flash', system: 'You help the High Plains Rocketry Club. Tools: search_motors(query, filters).', tools: [{ name: 'search_motors', description: 'Search certified motors', parameters: { type: 'OBJECT', properties: { query: { type: 'STRING' }, filters: { type: 'OBJECT' } } } }] });
  const ch = [];
  const qs = [
    { query: 'H reload 38/360', filters: { impulse_class: 'H' } },
    { query: '38mm 360 Ns H reload', filters: { diameter_mm: 38 } },
    { query: 'H-class reloadable 38-360 case', filters: { type: 'reload' } },
    { query: '38/360 hardware H motor', filters: { impulse_class: 'H', diameter_mm: '38' } },
    { query: 'RMS-38/360 H', filters: {} },
    { query: 'H 38 360 reload kit certified', filters: { certified: true } },
  ];
  for (const q of qs) {
    ch.push(R.llm({ calls: [['search_motors', q]] }));
    ch.push(R.tool(R.last[0], { results: [], total: 0, took_ms: N.ms(8, 90), index_version: 'motors-2025-' + N.int(10, 30), cursor: null }));
  }
  return { goal, root: R.root(ch, { error: 'max_function_calls_reached', calls: qs.length }, { input: { contents: [{ role: 'user', parts: [{ text: goal }] }] }, meta: { automatic_function_calling: { maximum_remote_calls: 6 } } }),
    isolates: 'Six reworded search_motors queries for the same "H reload for a 38/360 case" intent all return zero results; the agent never changes source or approach and finds nothing.' };
}

// 02 antique furniture restoration supplies - Haystack agent
function r02(N) {
  const goal = 'We are re-gluing the veneer on a Georgian mahogany bureau. Find 192 gram-strength hide glue granules in our supplier catalogue and add 1 kg to the next order.';
  const R = rec('haystack', N, { user: goal, model: 'gpt-4o-mini', system: 'You are the workshop purchasing agent. Tools: catalogue_search, add_to_order.' });
  const ch = [];
  const qs = ['hide glue granules 192 gram strength', '192g hide glue', 'animal glue 192 bloom', 'pearl glue 192', 'hot hide glue granulated high strength 192'];
  for (const q of qs) {
    ch.push(R.llm({ calls: [['catalogue_search', { query: q, supplier: 'Ridgeway Restoration Supplies', in_stock_only: true }]] }));
    ch.push(R.tool(R.last[0], { documents: [], meta: { query: q, backend: 'opensearch', shard: N.host('os-catalog', 'eu-west-2'), took: N.ms(4, 60), x_opaque_id: N.uuid() } }));
  }
  const agent = span('agent', 'haystack.component.run', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { messages: `[${ch.length} messages]`, exit: 'max_agent_steps' }, { children: ch, metadata: { 'haystack.component.name': 'agent', 'haystack.component.type': 'Agent', max_agent_steps: 10 } });
  return { goal, root: R.root([agent], { agent: { last_message: null } }, { input: { data: { agent: { messages: [goal] } } }, meta: { 'haystack.pipeline.max_runs_per_component': 100 } }),
    isolates: 'Five catalogue_search calls rephrase the same hide-glue request (grams, bloom, pearl, granulated) against the same catalogue and all return no documents; nothing is ordered.' };
}

// 03 podiatry clinic appointment lookup - Bedrock Agents
function r03(N) {
  const goal = 'Patient Margarethe Olsson called: she wants to move her nail-surgery appointment on 3 March to a later date. Find the appointment so it can be rescheduled.';
  const R = rec('bedrock', N, { user: goal, system: 'Front desk agent for StepWell Podiatry.', agentId: N.up(10), sessionId: N.uuid(), bedrockTrace: N.uuid(), model: 'anthropic.claude-3-5-sonnet-20240620-v1:0' });
  const ch = [];
  const qs = [
    { patient_name: 'Margarethe Olsson', date: '2025-03-03' },
    { patient_name: 'Olsson, Margarethe', date: '03/03/2025' },
    { patient_name: 'M. Olsson', date: '3 Mar 2025' },
    { patient_last_name: 'Olsson', appointment_date: '20250303' },
    { patient_name: 'OLSSON MARGARETHE', date: '2025-03-03T00:00:00Z' },
  ];
  for (const q of qs) {
    ch.push(R.llm({ calls: [['AppointmentsGroup::/appointments/search', q]] }));
    ch.push(R.tool(R.last[0], { httpStatusCode: 200, body: { appointments: [], count: 0 }, headers: { 'x-amzn-RequestId': N.uuid(), date: N.http() } }));
  }
  return { goal, root: R.root(ch, { completion: 'Sorry, I was unable to complete your request.', stopReason: 'MAX_ITERATIONS' }, { input: { inputText: goal, sessionId: N.uuid(), enableTrace: true }, meta: { agentId: N.up(10), agentAliasId: 'TSTALIASID' } }),
    isolates: 'The appointment search is retried five times with different name spellings and date formats, zero hits each time, and the appointment is never found.' };
}

// 04 group hostel booking - Strands Agents
function r04(N) {
  const goal = 'Find a hostel in Lisbon with 9 beds available together (one private dorm or two adjacent dorms) for 18-21 April for our university choir, under EUR 35 per bed per night.';
  const R = rec('strands', N, { user: goal, model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', provider: 'aws.bedrock', agentName: 'travel_agent' });
  const ch = [];
  const qs = [
    { city: 'Lisbon', check_in: '2025-04-18', check_out: '2025-04-21', beds: 9, max_price_eur: 35 },
    { city: 'Lisboa', check_in: '2025-04-18', check_out: '2025-04-21', guests: 9, max_price_eur: 35 },
    { location: 'Lisbon, Portugal', from: '18/04/2025', to: '21/04/2025', beds: 9, price_max: 35, room_type: 'dorm' },
    { city: 'Lisbon', check_in: '2025-04-18', nights: 3, group_size: 9, budget_per_bed: 35 },
    { city: 'LIS', check_in: 'Apr 18 2025', check_out: 'Apr 21 2025', beds: 9, max_price_eur: 35, private_dorm: true },
  ];
  for (const q of qs) {
    const L = R.llm({ calls: [['search_hostels', q]] });
    const T = R.tool(R.last[0], { status: 'success', content: [{ json: { results: [], total: 0, search_id: 'srch_' + N.b62(16), currency: 'EUR', served_by: N.host('avail', 'eu-south-2') } }] });
    ch.push(chainSpan(`execute_event_loop_cycle`, null, null, [L, T], { metadata: { 'event_loop.cycle_id': N.uuid() } }));
  }
  const root = R.root(ch, null, { meta: { 'gen_ai.agent.name': 'travel_agent', 'gen_ai.request.model': 'claude-3-7-sonnet' } });
  root.error = 'EventLoopException: cycle limit (5) reached before a final response';
  return { goal, root,
    isolates: 'The same hostel search is sent five times with renamed fields and reformatted city and dates; every response is empty and the booking task stays open.' };
}

// 05 prison commissary catalogue - MLflow Tracing
function r05(N) {
  const goal = 'A resident at Unit C requested kosher-certified instant noodles through the religious diet process. Find a matching item in the commissary catalogue and add it to the unit\'s weekly order form.';
  const tr = 'tr-' + N.hex(32);
  const R = rec('mlflow', N, { user: goal, mlflowTrace: tr, model: 'gpt-4o-mini' });
  const ch = [];
  const qs = ['kosher instant noodles', 'instant ramen kosher', 'noodle soup (K)', 'ramen OU certified', 'kosher cup noodles', 'instant noodle soup kosher-certified'];
  for (const q of qs) {
    ch.push(R.llm({ calls: [['search_catalog', { q, facility: 'NCCF-C', category: 'food' }]] }));
    ch.push(R.tool(R.last[0], `{"items":[],"total":0,"facility":"NCCF-C","catalog_rev":"${N.int(800, 900)}","generated":"${N.eu()}"}`));
  }
  return { goal, root: R.root(ch, null, { name: 'commissary_agent', meta: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': tr, 'mlflow.trace.status': 'ERROR' } }),
    isolates: 'Six synonym variations of "kosher instant noodles" go to the same catalogue search and all come back with zero items; no item is added.' };
}
function r05fix(row) { row.root.error = 'StopIteration: agent exceeded max_steps=6'; return row; }

// 06 feature-flag removal in a codebase - plain message-level trace
function r06(N) {
  const goal = 'Remove the enableLegacyCheckout feature flag from the storefront service: delete the flag definition and all code paths guarded by it.';
  const R = rec('openai_chat', N, { user: goal, model: 'gpt-4.1', system: 'You are a coding agent with search_code and edit_file tools on the storefront repository.', tools: ['search_code', 'read_file', 'edit_file'] });
  const ch = [];
  const qs = [
    { query: 'enableLegacyCheckout' }, { query: 'enable_legacy_checkout' }, { query: 'ENABLE_LEGACY_CHECKOUT' },
    { query: 'legacyCheckout', case_sensitive: false }, { query: 'legacy-checkout', path: 'config/' }, { query: '"enableLegacyCheckout"', regex: false },
  ];
  for (const q of qs) {
    ch.push(R.llm({ calls: [['search_code', q]] }));
    ch.push(R.tool(R.last[0], JSON.stringify({ matches: [], files_searched: 1873, elapsed_ms: N.ms(90, 600), index: 'zoekt-' + N.short() })));
  }
  return { goal, root: R.root(ch, { finish_reason: 'max_turns', turns: 6 }, { meta: { repo: 'shop/storefront', commit: N.sha1() } }),
    isolates: 'Six code searches for the same flag in other spellings (snake, upper, kebab, quoted) each return zero matches against the same index; nothing is edited.' };
}

export const scenarios = [r01, r02, r03, r04, (N) => r05fix(r05(N)), r06];
