// Family 10 (healthy): first searches find nothing or too much; a genuinely different query (new source or a constraint learnt from a result) finds results and the agent finishes.
import { agent, llm, tool, retriever, chain, span, sys, user, asst, oaiOut } from './lib.mjs';

export const family = 'refined_search_succeeds';
export const loop = false;
export const stagnation = false;
export const summary = 'Early searches return nothing or too much; the agent changes the query materially (another source, or a constraint/identifier learnt from a result), gets new relevant results and completes the task.';

// 01 scrapbooking supplies — LlamaIndex
function scrapbooking(N) {
  const goal = 'A customer wants acid-free 12x12 kraft cardstock heavy enough for a wedding album. Which of our products fits, and is it in stock?';
  const broad = Array.from({ length: 10 }, (_, i) => ({ node_id: N.uuid(), score: Number((0.81 - i * 0.004).toFixed(3)), text: ['12x12 patterned paper pad', 'Kraft tags pack', 'Cardstock 8.5x11 assorted', 'Kraft envelopes C6', '12x12 glitter cardstock', 'Kraft washi tape', 'Album refill pages', 'Chipboard alphas', '12x12 kraft paper 120gsm', 'Kraft gift bags'][i] }));
  const precise = [{ node_id: N.uuid(), score: 0.91, text: 'SKU CS-KR-1212-300 — Kraft cardstock 12x12in, 300gsm (110lb), lignin-free, acid-free pH 7.5, 25 sheets. Stock: 64 packs.' }, { node_id: N.uuid(), score: 0.88, text: 'SKU CS-KR-1212-216 — Kraft cardstock 12x12in, 216gsm (80lb), acid-free, 25 sheets. Stock: 0 (due 3 Jun).' }];
  const steps = [];
  const step = (thought, q, nodes, filters) => {
    const r = retriever('VectorIndexRetriever.retrieve', { query_str: q, filters }, { nodes }, { similarity_top_k: 10, index_id: 'product-catalogue' });
    const qe = tool('QueryEngineTool.call', { input: q, filters }, nodes.length ? `${nodes.length} products` : 'Empty Response', { tool_name: 'product_search' });
    qe.children = [r];
    steps.push(span('chain', 'ReActAgentWorker.run_step', { step_id: N.uuid() }, null, { children: [llm('OpenAI.chat', { messages: `[${2 + steps.length * 2} messages]` }, { message: { role: 'assistant', content: `Thought: ${thought}\nAction: product_search\nAction Input: ${JSON.stringify({ input: q, filters })}` } }, { model: 'gpt-4o-mini' }), qe] }));
    N.tick(500, 1500);
  };
  step('Search the catalogue for kraft cardstock.', 'kraft cardstock 12x12 acid free', broad, null);
  step('Ten loose matches: pads, tags, envelopes and a 120gsm paper, which is too light. Cardstock is a separate category with weight metadata, so I will filter to category=cardstock and weight at least 200 gsm.', 'kraft 12x12', precise, { category: 'cardstock', min_gsm: 200, acid_free: true });
  const fin = 'CS-KR-1212-300 fits: 12x12 kraft cardstock, 300 gsm (110 lb), acid- and lignin-free, with 64 packs in stock. The lighter 216 gsm version is out of stock until 3 June.';
  steps.push(span('chain', 'ReActAgentWorker.run_step', { step_id: N.uuid() }, { is_last: true }, { children: [llm('OpenAI.chat', { messages: '[6 messages]' }, { message: { role: 'assistant', content: `Thought: I can answer without using any more tools.\nAnswer: ${fin}` } }, { model: 'gpt-4o-mini' })] }));
  return agent('AgentRunner.chat', { message: goal }, { response: fin }, steps, { framework: 'llama-index-core 0.12.8' });
}

// 02 bird-strike wildlife control at airfields — Google ADK
function birdStrike(N) {
  const goal = 'Summarise gull strikes on runway 27 at Exeter airport this year for the wildlife hazard committee.';
  const inv = `e-${N.uuid()}`;
  const children = [];
  const turn = (text, name, args, resp) => {
    children.push(llm('call_llm', { model: 'gemini-2.5-pro', contents: `[${children.length + 1} contents]` }, { author: 'wildlife_agent', content: { role: 'model', parts: [...(text ? [{ text }] : []), { functionCall: { id: `adk-${N.uuid()}`, name, args } }] } }, { 'gcp.vertex.agent.invocation_id': inv }));
    N.tick(500, 2000);
    children.push(tool(`execute_tool ${name}`, args, { functionResponse: { name, response: resp } }, {}));
  };
  turn('Searching the airport\'s strike log for gulls on runway 27.', 'search_strike_log', { airport: 'EGTE', runway: '27', text: 'gull', year: 2025 }, { records: [], note: 'free-text field rarely used; species are coded' });
  turn('The log says species are coded. I will look up the code list for gulls.', 'lookup_species_codes', { common_name_contains: 'gull' }, { codes: [{ code: 'ZT101', name: 'Herring gull' }, { code: 'ZT104', name: 'Lesser black-backed gull' }, { code: 'ZT109', name: 'Black-headed gull' }] });
  turn('Querying by the three gull species codes instead of text.', 'search_strike_log', { airport: 'EGTE', runway: '27', species_codes: ['ZT101', 'ZT104', 'ZT109'], year: 2025 }, { records: [{ date: '2025-03-11', phase: 'take-off roll', species: 'ZT109', count: 1, damage: 'none' }, { date: '2025-05-02', phase: 'approach', species: 'ZT101', count: 2, damage: 'minor (radome)' }, { date: '2025-06-19', phase: 'landing roll', species: 'ZT104', count: 1, damage: 'none' }, { date: '2025-07-07', phase: 'approach', species: 'ZT101', count: 1, damage: 'none' }] });
  const fin = 'Runway 27, 2025 to date: 4 gull strikes (5 birds) — herring gull ×2 events (3 birds, one causing minor radome damage on approach on 2 May), lesser black-backed ×1, black-headed ×1. Three of the four were on approach or landing roll.';
  children.push(llm('call_llm', { model: 'gemini-2.5-pro', contents: '[7 contents]' }, { author: 'wildlife_agent', content: { role: 'model', parts: [{ text: fin }] } }, { 'gcp.vertex.agent.invocation_id': inv }));
  return agent('invocation', { app_name: 'wildlife_hazard', session_id: N.uuid(), new_message: goal }, { final_response: fin }, children, { framework: 'google-adk 1.4.2', invocation_id: inv });
}

// 03 dumpling shop delivery — MLflow Tracing
function dumplings(N) {
  const goal = 'A customer phoned saying her pork and chive dumplings arrived cold last night. Find the order and issue a refund for that item.';
  const spans = [];
  const chat = (text, name, args) => spans.push(llm('ChatOpenAI', { messages: `[${spans.length + 2} messages]` }, oaiOut(N, text, name ? [[name, args]] : []), { 'mlflow.spanType': 'CHAT_MODEL' }));
  const t = (name, args, out) => { N.tick(300, 1200); spans.push(tool(name, args, out, { 'mlflow.spanType': 'TOOL' })); };
  chat('Looking up last night\'s orders by her phone number.', 'pos_search_orders', { phone: '07700 900577', date: '2025-02-20' });
  t('pos_search_orders', { phone: '07700 900577', date: '2025-02-20' }, { orders: [], hint: 'Marketplace orders store masked phone numbers' });
  chat('Nothing in our own POS: marketplace orders mask the phone. I will search the delivery platform by postcode and item instead.', 'deliveroo_search_orders', { date: '2025-02-20', postcode: 'M14 5RF', item_contains: 'pork & chive' });
  t('deliveroo_search_orders', { date: '2025-02-20', postcode: 'M14 5RF', item_contains: 'pork & chive' }, { orders: [{ order_id: `DR-${N.digits(9)}`, placed: '2025-02-20T20:41:00Z', items: [{ name: 'Pork & chive dumplings (12)', price: 8.9 }, { name: 'Cucumber salad', price: 3.5 }], rider_wait_min: 19 }] });
  chat('Found it: the order waited 19 minutes for a rider. Refunding the dumplings line.', 'deliveroo_refund_item', { item: 'Pork & chive dumplings (12)', amount: 8.9, reason: 'arrived cold' });
  t('deliveroo_refund_item', { amount: 8.9 }, { refund_id: `rf_${N.hex(12)}`, status: 'approved' });
  chat('Refunded £8.90 for the pork & chive dumplings on last night\'s Deliveroo order (it waited 19 minutes for a rider).', null);
  return agent('front_of_house_agent', { goal }, 'Refunded £8.90.', spans, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': `tr-${N.hex(32)}`, status: 'OK' });
}

// 04 ice fishing hut rentals — AutoGen (AgentChat)
function iceFishing(N) {
  const goal = 'Find a heated ice-fishing hut on Lake of the Woods for 4 people on 14-15 February and hold it.';
  const msgs = [];
  const A = (content, calls) => msgs.push(llm('AssistantAgent', { messages: `[${msgs.length + 1} messages]` }, { type: 'ToolCallRequestEvent', source: 'booking_agent', content: calls.map(([name, args]) => ({ id: N.callId(), name, arguments: JSON.stringify(args) })), thought: content, models_usage: { prompt_tokens: N.int(400, 2000), completion_tokens: N.int(30, 120) } }, { autogen_version: '0.5.6' }));
  const T = (name, args, out) => { N.tick(400, 1500); msgs.push(tool(name, args, { type: 'ToolCallExecutionEvent', content: [{ content: JSON.stringify(out), is_error: false }] })); };
  A('Search huts for the dates.', [['search_huts', { lake: 'Lake of the Woods', from: '2025-02-14', to: '2025-02-15', guests: 4, heated: true }]]);
  T('search_huts', { lake: 'Lake of the Woods' }, { count: 212, results: '[212 huts across 19 outfitters, first 5 shown]', note: 'Filter by ice_zone to see only zones currently open to vehicles' });
  A('212 is too many and many zones may not be open. The ice report will tell me which zones are safe.', [['ice_report', { lake: 'Lake of the Woods', date: '2025-02-10' }]]);
  T('ice_report', { lake: 'Lake of the Woods' }, { zones: [{ zone: 'Baudette Bay', ice_in: 22, vehicles: 'ATV only' }, { zone: 'Zippel Bay', ice_in: 26, vehicles: 'trucks to 1 mile' }, { zone: 'Four Mile Bay', ice_in: 14, vehicles: 'foot only' }], updated: N.http() });
  A('Zippel Bay is the only zone with truck access and 26 inches of ice. Searching only there.', [['search_huts', { lake: 'Lake of the Woods', from: '2025-02-14', to: '2025-02-15', guests: 4, heated: true, ice_zone: 'Zippel Bay' }]]);
  T('search_huts', { ice_zone: 'Zippel Bay' }, { count: 3, results: [{ hut: 'ZB-07', outfitter: 'Wigwam Resort', sleeps: 4, heater: 'propane', price: 340 }, { hut: 'ZB-11', outfitter: 'Zippel Bay Resort', sleeps: 6, heater: 'propane', price: 395 }, { hut: 'ZB-02', outfitter: 'Wigwam Resort', sleeps: 4, heater: 'diesel', price: 310 }] });
  A('ZB-02 is the cheapest heated 4-berth. Placing a hold.', [['hold_hut', { hut: 'ZB-02', from: '2025-02-14', to: '2025-02-15', guests: 4 }]]);
  T('hold_hut', { hut: 'ZB-02' }, { hold_id: `H-${N.digits(6)}`, expires: '2025-02-12T17:00:00-06:00' });
  msgs.push(llm('AssistantAgent', { messages: '[9 messages]' }, { type: 'TextMessage', source: 'booking_agent', content: 'Held hut ZB-02 (Wigwam Resort, Zippel Bay, sleeps 4, diesel heater, $310) for 14-15 Feb; hold expires 12 Feb 5 pm. Zippel Bay has 26 in of ice with truck access. TERMINATE' }, {}));
  return agent('RoundRobinGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, msgs, { framework: 'autogen-agentchat 0.5.6' });
}

// 05 pinhole camera kits — Amazon Bedrock Agents trace
function pinholeKits(N) {
  const goal = 'A customer asks how to load 120 film in the Obscura 6x6 pinhole kit; the paper insert is missing. Find the assembly instructions and reply.';
  const sess = N.uuid();
  const orch = (rationale, inv, obs) => {
    const tid = `${N.uuid()}-0`;
    return span('chain', 'orchestrationTrace', { traceId: tid }, null, { children: [
      llm('modelInvocation', { modelInvocationInput: { type: 'ORCHESTRATION', text: '{"system": "…", "messages": […]}', inferenceConfiguration: { temperature: 0, maximumLength: 2048 } } }, { rationale: { text: rationale, traceId: tid }, metadata: { usage: { inputTokens: N.int(900, 3000), outputTokens: N.int(40, 160) } } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20241022-v2:0' }),
      inv.type === 'KNOWLEDGE_BASE' ? span('retriever', 'knowledgeBaseLookup', { knowledgeBaseLookupInput: { knowledgeBaseId: 'KBPINHOLE01', text: inv.text } }, { knowledgeBaseLookupOutput: { retrievedReferences: obs } }, {}) : tool('actionGroupInvocation', { actionGroupName: 'catalogue', function: inv.fn, parameters: inv.params }, { actionGroupInvocationOutput: { text: JSON.stringify(obs) } }, {}),
    ] });
  };
  const steps = [];
  steps.push(orch('The customer needs film-loading steps for the Obscura 6x6. I will search the knowledge base of manuals.', { type: 'KNOWLEDGE_BASE', text: 'Obscura 6x6 load 120 film instructions' }, []));
  N.tick(500, 1500);
  steps.push(orch('No manual is indexed under that marketing name. The product catalogue should give the internal kit code the manuals use.', { fn: 'get_product', params: [{ name: 'name', type: 'string', value: 'Obscura 6x6' }] }, { sku: 'PH-66-B', internal_code: 'PK-66 rev B', manual_doc: 'PK66B-assembly.pdf' }));
  N.tick(500, 1500);
  steps.push(orch('The kit is PK-66 rev B. Searching the knowledge base with that code.', { type: 'KNOWLEDGE_BASE', text: 'PK-66 rev B film loading 120 spool' }, [{ content: { text: 'Step 9. Place the 120 spool in the left chamber with the paper leader facing the pinhole. Thread the leader across the film gate, tuck it into the take-up spool slot, wind 2 turns, close the back and wind until "1" shows in the red window.' }, location: { s3Location: { uri: 's3://pinhole-manuals/PK66B-assembly.pdf' } }, metadata: { page: 7 } }]));
  const fin = 'Reply drafted: put the 120 spool in the left chamber with the backing paper facing the pinhole, pull the leader across the gate into the take-up spool slot, wind two turns, close the back and wind until "1" shows in the red window (manual PK-66 rev B, page 7; PDF attached).';
  steps.push(span('chain', 'orchestrationTrace', {}, { finalResponse: { text: fin } }, { children: [llm('modelInvocation', { modelInvocationInput: { type: 'ORCHESTRATION' } }, { rationale: { text: 'I have the loading steps from page 7 of the PK-66 rev B manual and can answer.' }, finalResponse: { text: fin } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20241022-v2:0' })] }));
  return agent('InvokeAgent', { agentId: 'PHKITSUP1', agentAliasId: 'TSTALIASID', sessionId: sess, inputText: goal }, { completion: fin }, steps, { 'x-amzn-RequestId': N.uuid(), 'x-amzn-bedrock-agent-content-type': 'application/json' });
}

// 06 dinosaur park animatronics — W&B Weave calls
function dinoPark(N) {
  const goal = 'The T. rex at the Jurassic Walk keeps stuttering when it opens its jaw. Find past maintenance entries for this fault and schedule the right fix before the weekend.';
  const ent = 'dinoland/maint-ops';
  const children = [];
  const step = (text, name, args, out) => {
    children.push(llm('openai.chat.completions.create', { messages: `[${children.length + 2} messages]` }, { choices: [{ message: oaiOut(N, text, name ? [[name, args]] : []) }] }, { weave_op: `weave:///${ent}/op/openai.chat.completions.create:${N.alnum(8)}`, call_id: N.uuid() }));
    if (name) { N.tick(300, 1200); children.push(tool(name, args, out, { weave_op: `weave:///${ent}/op/${name}:${N.alnum(8)}`, call_id: N.uuid() })); }
  };
  step('Searching the maintenance log for T. rex jaw faults.', 'search_maintenance', { asset: 'T-rex', text: 'jaw' }, { total: 147, shown: 3, entries: [{ id: 'MX-2291', text: 'Jaw skin tear repaired (latex patch)' }, { id: 'MX-2410', text: 'Jaw stutter on open — ACT-TRX-04 pressure 4.1 bar, low' }, { id: 'MX-2455', text: 'Jaw sound cue delayed' }] });
  step('147 entries is too broad, but MX-2410 names the jaw actuator ACT-TRX-04. Searching for that actuator only.', 'search_maintenance', { actuator: 'ACT-TRX-04' }, { total: 4, entries: [{ id: 'MX-2410', date: '2024-06-02', text: 'Stutter on open, pressure 4.1 bar; topped up to 6 bar, fixed temporarily' }, { id: 'MX-2502', date: '2024-08-19', text: 'Stutter again; valve block V2 seal weeping' }, { id: 'MX-2503', date: '2024-08-20', text: 'Replaced V2 seal kit (Festo VUVG-S), stutter gone' }, { id: 'MX-2788', date: '2025-04-11', text: 'Annual service; V2 seals OK' }] });
  step('History shows the stutter came from the V2 valve block seal, fixed by a seal kit. Scheduling that before Saturday.', 'create_work_order', { asset: 'T-rex', actuator: 'ACT-TRX-04', task: 'Check pressure; replace V2 valve block seal kit (Festo VUVG-S)', due: '2025-06-13' }, { work_order: `WO-${N.digits(5)}`, assigned: 'Animatronics team B', status: 'scheduled' });
  step('Scheduled a work order for Friday 13 June: check ACT-TRX-04 pressure and replace the V2 valve seal kit, which cured the same jaw stutter last August.', null);
  return agent('MaintenanceAgent.invoke', { goal }, { output: 'Work order scheduled for Friday.' }, children, { weave_op: `weave:///${ent}/op/MaintenanceAgent.invoke:${N.alnum(8)}`, call_id: N.uuid(), summary: { weave: { status: 'success' } } });
}

export const scenarios = [
  { n: '01', domain: 'scrapbooking supplies', style: 'LlamaIndex', isolates: 'A broad product search returns ten loose matches; a filtered query (category cardstock, minimum 200 gsm) finds the right product, and stock is reported.', goal: 'Find which product is acid-free 12x12 kraft cardstock heavy enough for a wedding album, and whether it is in stock.', build: scrapbooking },
  { n: '02', domain: 'bird-strike wildlife control at airfields', style: 'Google ADK events', isolates: 'A free-text "gull" search finds nothing; the agent looks up species codes and a coded query returns the strikes, which it summarises.', goal: 'Summarise gull strikes on one runway this year for a wildlife hazard committee.', build: birdStrike },
  { n: '03', domain: 'dumpling shop delivery', style: 'MLflow Tracing', isolates: 'The shop POS has no order by phone; the agent switches to the delivery platform by postcode and item, finds the order and refunds it.', goal: 'Find a customer\'s cold-dumplings order and refund the item.', build: dumplings },
  { n: '04', domain: 'ice fishing hut rentals', style: 'AutoGen AgentChat', isolates: 'A hut search returns 212 results; the ice report gives an open zone, and the zone-constrained search returns 3 huts, one of which is held.', goal: 'Find and hold a heated ice-fishing hut for four people on given dates.', build: iceFishing },
  { n: '05', domain: 'pinhole camera kits', style: 'Amazon Bedrock Agents trace', isolates: 'A knowledge-base search by marketing name returns nothing; the catalogue gives the internal kit code and the second KB search returns the loading steps.', goal: 'Find film-loading instructions for a pinhole camera kit and reply to a customer.', build: pinholeKits },
  { n: '06', domain: 'dinosaur park animatronics', style: 'W&B Weave calls', isolates: 'A jaw-fault search returns 147 entries; an actuator id learnt from one result narrows it to 4 entries showing the real fix, which is scheduled.', goal: 'Find past maintenance for an animatronic jaw stutter and schedule the fix.', build: dinoPark },
];
