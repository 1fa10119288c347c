import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'refined_search_success';
export const LOOP = false;
export const scenarios = [
// 01 dog walking — Google ADK
{ domain: 'dog walking company staffing', style: 'Google ADK', build(c) {
  const goal = 'Find a walker who can take a reactive Staffie on solo walks in Chorlton on weekday mornings and offer them the client.';
  const q = [
    [{ area: 'Chorlton' }, { walkers: 23, note: 'too many results; refine with skills or availability', sample: ['Jo', 'Sam', 'Priti'] }, 'There are 23 walkers in Chorlton; I need to narrow by the reactive-dog skill and morning solo slots.'],
    [{ area: 'Chorlton', skills: ['reactive'], walk_type: 'solo' }, { walkers: 0, note: 'no match; 2 matches in adjacent postcode M16' }, 'Nobody in Chorlton itself, but the service mentions two matches in M16 next door. Search M16 with the same constraints and weekday mornings.'],
    [{ postcode: 'M16', skills: ['reactive'], walk_type: 'solo', slots: 'weekday_am' }, { walkers: [{ id: 'W-77', name: 'Harriet', reactive_cert: 'CCAB 2023', am_slots: ['Mon', 'Wed', 'Thu'] }, { id: 'W-91', name: 'Kofi', reactive_cert: null, am_slots: ['Tue'] }] }, 'Harriet (W-77) has the reactive-dog certificate and three weekday morning slots. Offering her the client.'],
  ];
  const kids = [];
  q.forEach(([args, res, txt]) => {
    kids.push(tool('execute_tool search_walkers', args, { functionResponse: { name: 'search_walkers', response: { ...res, took_ms: c.ms(20, 200), shard: c.host('walkers-db') } } }, tOtel(c)));
    kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': '{…}' }, { content: { role: 'model', parts: [{ text: txt }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), ...tOtel(c) }));
  });
  kids.push(tool('execute_tool offer_client', { walker: 'W-77', client: 'CL-1408' }, { functionResponse: { name: 'offer_client', response: { offer: 'OF-' + c.int(100, 999), status: 'sent' } } }, tOtel(c)));
  return { isolates: 'Area-only search gives too many, the skill filter gives none but hints at a neighbouring postcode, the M16 search finds a certified walker who is offered the client.', stagnation: false, goal,
    root: agent('invoke_agent staffing_agent', { new_message: goal }, { final_response: 'Offered CL-1408 to Harriet (W-77).' }, kids, { app_name: 'walkies', session_id: c.uuid() }) };
} },
// 02 goldbeating — smolagents CodeAgent
{ domain: 'gold leaf beating workshop supplies', style: 'smolagents (CodeAgent)', build(c) {
  const goal = 'Find a supplier of 23.5ct loose gold leaf (80 mm books) that ships to Ireland within a week, and report price per book.';
  const steps = [
    ['results = web_search("gold leaf supplier")\nprint(results)', 'Execution logs:\n## Search Results\n[Gold leaf – Wikipedia] ...\n[Imitation gold leaf 100 sheets £6.99 – craftshop] ...\n[Gold leaf pen – stationery] ...\nLast output from code snippet:\nNone', 'Generic results: encyclopaedia and imitation leaf. I need the carat and format as constraints.'],
    ['results = web_search("23.5ct loose gold leaf 80mm book supplier")\nprint(results)', 'Execution logs:\n## Search Results\n[Loose gold leaf 23.5ct, 80mm, 25 leaves – gilders.example (US only)] ...\n[23.5ct transfer leaf – artshop.example] ...', 'Found a real 23.5ct loose supplier but US-only. Search EU gilding suppliers shipping to Ireland.'],
    ['results = web_search("23.5ct loose gold leaf 80mm ships to Ireland EU gilding supplier")\nprint(results)', `Execution logs:\n## Search Results\n[Blattgold 23,75/23,5 Karat lose, 80x80mm, Heft 25 Blatt – €49,90 – vergolder.example (Versand EU 3-5 Werktage)] ...\n[Gilding supplies Dublin – 23.5ct loose, €54 per book, next-day] ...\nfetched in ${c.secs(0.5, 2)}`, 'Two matching suppliers ship to Ireland within a week.'],
  ];
  const kids = steps.map(([code, obs, thought], i) => chain(`Step ${i + 1}`, { step_number: i + 1 }, obs, [llm('LiteLLMModel.__call__', { messages: '[…]' }, `Thought: ${i ? steps[i - 1][2] : 'Search for suppliers.'}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { 'openinference.span.kind': 'LLM', ...tOtel(c) }), tool('web_search', { query: code.match(/"(.*)"/)[1] }, obs, { 'openinference.span.kind': 'TOOL', ...tOtel(c) })], { 'openinference.span.kind': 'CHAIN' }));
  kids.push(chain('Step 4', { step_number: 4 }, 'final_answer', [llm('LiteLLMModel.__call__', {}, 'Thought: Two matching suppliers ship to Ireland within a week.\nCode:\n```py\nfinal_answer("vergolder.example: €49.90 per book of 25 (3-5 days); Dublin gilding supplier: €54 per book (next day).")\n```<end_code>', tOtel(c))]));
  return { isolates: 'A vague search returns junk, a carat-and-format query finds a US-only seller, and adding the EU/Ireland shipping constraint finds two suppliers; the agent answers with prices.', stagnation: false, goal,
    root: agent('CodeAgent.run', { task: goal }, 'vergolder.example €49.90; Dublin €54', kids, { 'openinference.span.kind': 'AGENT', max_steps: 8 }) };
} },
// 03 filigree jeweller — MLflow
{ domain: 'silver filigree jewellery repairs', style: 'MLflow Tracing', build(c) {
  const goal = 'Find the original design record for the customer\'s filigree brooch (bought 2016, "Aurora" range) so the repair can match it.';
  const kids = [
    S('retriever', 'VectorSearch', { query: 'Aurora brooch' }, { documents: [], index: 'designs-v3', took_ms: c.ms(5, 40) }, { metadata: { 'mlflow.spanType': 'RETRIEVER', ...tIso(c) } }),
    llm('ChatDatabricks', {}, { content: 'No hits in the current design index. The index only covers designs from 2019 onwards (per its description), so try the legacy archive with the 2016 date.' }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }),
    tool('legacy_archive.search', { range: 'Aurora', year: 2016 }, { hits: 41, note: 'all Aurora items 2016; add item type' }, { 'mlflow.spanType': 'TOOL', ...tIso(c) }),
    llm('ChatDatabricks', {}, { content: '41 Aurora items for 2016. Filter by item type brooch.' }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }),
    tool('legacy_archive.search', { range: 'Aurora', year: 2016, type: 'brooch' }, { hits: 1, items: [{ id: 'AUR-B-07', wire: '0.4mm fine silver twisted pair', scrolls: 14, drawing: 'scan://legacy/AUR-B-07.tif', sha1: c.sha(40) }] }, { 'mlflow.spanType': 'TOOL', ...tIso(c) }),
    llm('ChatDatabricks', {}, { content: 'The design record is AUR-B-07: 0.4 mm fine-silver twisted pair wire, 14 scrolls; drawing scan attached for the bench.' }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }),
  ];
  return { isolates: 'The vector index has nothing (it starts in 2019), the legacy archive gives 41 hits, narrowing to brooches gives one record, which is reported.', stagnation: false, goal,
    root: agent('repair_research_agent', { goal }, { record: 'AUR-B-07' }, kids, { 'mlflow.traceRequestId': 'tr-' + c.hex(32), 'mlflow.spanType': 'AGENT' }) };
} },
// 04 massage clinic — W&B Weave
{ domain: 'sports massage clinic therapist matching', style: 'W&B Weave calls', build(c) {
  const goal = 'Find an appointment this week with a therapist qualified in lymphatic drainage for a post-surgery client, Thursday or Friday after 5pm.';
  const kids = [
    tool('search_slots', { service: 'massage', days: ['Thu', 'Fri'], after: '17:00' }, { slots: 17, note: 'truncated to 10', first: ['Thu 17:00 Liam (sports)', 'Thu 17:30 Ana (deep tissue)'] }, tIso(c)),
    llm('anthropic.Messages.create', { model: 'claude-3-5-haiku-20241022' }, { content: [{ type: 'text', text: '17 generic slots; none of the first ones are lymphatic drainage. Query by qualification instead of service.' }] }, tIso(c)),
    tool('search_therapists', { qualification: 'MLD (Vodder)' }, { therapists: [{ id: 'T-05', name: 'Rosa', clinic: 'Didsbury' }, { id: 'T-12', name: 'Niamh', clinic: 'City' }] }, tIso(c)),
    llm('anthropic.Messages.create', {}, { content: [{ type: 'text', text: 'Two MLD-qualified therapists. Check their Thu/Fri evening availability.' }] }, tIso(c)),
    tool('search_slots', { therapists: ['T-05', 'T-12'], days: ['Thu', 'Fri'], after: '17:00' }, { slots: [{ therapist: 'T-12', at: 'Fri 18:15', room: 'City 3' }], cache: 'MISS', took_ms: c.ms(30, 200) }, tIso(c)),
    tool('hold_slot', { therapist: 'T-12', at: 'Fri 18:15' }, { hold: 'H-' + c.alnum(6), expires: c.tick(900000) && c.isoNoMs() }, tIso(c)),
    llm('anthropic.Messages.create', {}, { content: [{ type: 'text', text: 'Held Friday 18:15 with Niamh (MLD Vodder) at the City clinic, room 3.' }] }, tIso(c)),
  ];
  return { isolates: 'A service search returns many unsuitable slots; switching to a qualification search finds two therapists and a Friday slot is held.', stagnation: false, goal,
    root: agent('booking_agent.invoke', { goal }, { held: 'Fri 18:15 T-12' }, kids, { weave_call_id: c.uuid(), project: 'clinic/booking' }) };
} },
// 05 cabinet makers — AutoGen
{ domain: 'bespoke cabinet makers hardware sourcing', style: 'AutoGen / AG2', build(c) {
  const goal = 'Find soft-close concealed hinges that fit a 19 mm inset kitchen door with a 35 mm cup and are in stock for delivery by Friday.';
  const kids = [
    llm('assistant.generate_reply', {}, { content: '', tool_calls: [{ function: { name: 'catalogue_search', arguments: '{"q":"soft close hinge"}' } }] }, tIso(c)),
    tool('catalogue_search', '{"q":"soft close hinge"}', { count: 312, top: ['Blum Clip Top 110° full overlay', 'Hettich Sensys 8645i overlay'] }, { executor: 'user_proxy', ...tIso(c) }),
    llm('assistant.generate_reply', {}, { content: '312 hinges, mostly overlay. Inset doors need an inset arm; filter by arm type and cup size.', tool_calls: [{ function: { name: 'catalogue_search', arguments: '{"q":"soft close hinge","arm":"inset","cup_mm":35,"door_mm":19}' } }] }, tIso(c)),
    tool('catalogue_search', '{"arm":"inset","cup_mm":35}', { count: 3, items: [{ sku: 'BL-71B3790', name: 'Blum Clip Top Blumotion inset', stock: 0, restock: c.day(14) }, { sku: 'HT-9071205', name: 'Hettich Sensys 8645i inset', stock: 46, depot: 'Leeds' }, { sku: 'GR-TIOMOS-I', name: 'Grass Tiomos inset', stock: 8, depot: 'Bristol' }] }, { executor: 'user_proxy', ...tIso(c) }),
    llm('assistant.generate_reply', {}, { content: 'Hettich Sensys 8645i inset (HT-9071205) has 46 in stock at Leeds, next-day delivery; Grass Tiomos inset also available (8, Bristol). Recommending the Hettich. TERMINATE' }, tIso(c)),
  ];
  return { isolates: 'A broad query returns 312 mostly-wrong hinges; a query with arm type, cup and door thickness returns three, two in stock, and the agent recommends one and terminates.', stagnation: false, goal,
    root: agent('user_proxy.initiate_chat', { message: goal }, { summary: 'Hettich Sensys 8645i inset recommended' }, kids, { autogen: '0.2.36' }) };
} },
// 06 pool table repair — Gemini function calling
{ domain: 'pool and snooker table re-cloth service', style: 'Gemini API function calling', build(c) {
  const goal = 'Find replacement cloth for a 7 ft slate pool table in "tournament blue" Strachan 6811 and order enough for bed and cushions.';
  const turns = [
    [{ q: 'tournament blue cloth' }, { results: [], message: 'No products matched "tournament blue cloth".' }, 'Nothing under that name. Search by the mill and cloth code instead.'],
    [{ q: 'Strachan 6811' }, { results: [{ sku: 'STR6811-TB-7', desc: 'Strachan 6811 Tournament Blue, 7ft set (bed+cushions)', stock: 3, price_gbp: 189 }] }, 'Found a 7 ft set covering bed and cushions, 3 in stock.'],
  ];
  const kids = [];
  turns.forEach(([a, r, t]) => {
    kids.push(llm('generateContent', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'search_products', args: a } }] } }] }, { model: 'gemini-2.0-flash', responseId: c.alnum(20), ...tIso(c) }));
    kids.push(tool('search_products', a, { functionResponse: { name: 'search_products', response: { ...r, search_id: c.uuid(), took: c.dur(10, 90) } } }, tIso(c)));
    kids.push(llm('generateContent', {}, { candidates: [{ content: { role: 'model', parts: [{ text: t }] } }] }, tIso(c)));
  });
  kids.push(tool('place_order', { sku: 'STR6811-TB-7', qty: 1 }, { functionResponse: { name: 'place_order', response: { order: 'ORD-' + c.int(10000, 99999), status: 'paid', dispatch: c.day(1) } } }, tIso(c)));
  return { isolates: 'A colour-name search finds nothing; searching by mill and cloth code finds a 7 ft set, which is ordered.', stagnation: false, goal,
    root: agent('chat_session', { goal }, { order_placed: true }, kids, { automatic_function_calling: false }) };
} },
];
