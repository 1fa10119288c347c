// Family 10 (healthy): early searches find nothing or too much; a materially different query (new source or a constraint learnt from a result) finds it, and the agent finishes.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'refined_search_success', loop: false, stagnation: false };

// 01 — OpenTelemetry GenAI semconv — vintage espresso machine group gasket
function s01(R) {
  const goal = 'Find and order the correct group head gasket for a customer\'s vintage lever espresso machine (serial plate reads "FAEMA 68-LM-2231").';
  const children = [];
  const call = (text, name, args, result) => {
    const id = R.callId();
    children.push(llm('chat gpt-4o', { 'gen_ai.input.messages': '[…]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), { type: 'tool_call', id, name, arguments: args }] }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' }));
    children.push(tool(`execute_tool ${name}`, { 'gen_ai.tool.call.arguments': args }, { 'gen_ai.tool.call.result': result }, { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id }));
  };
  call('Searching our parts catalogue for a Faema group gasket.', 'parts_search', { q: 'Faema group gasket' }, { total: 64, items: [{ sku: 'GK-E61-8.5' }, { sku: 'GK-E61-8.0' }, { sku: 'GK-LMB-9' }, '… 61 more'] });
  call('64 candidates is too many to pick safely; the serial plate should identify the model.', 'serial_decode', { serial: '68-LM-2231', brand: 'FAEMA' }, { model: 'Lambro', year: 1968, group: 'lever, 2-spring', notes: 'pre-1970 Lambro uses 73 mm x 57 mm x 9 mm gasket' });
  call('The decoder gives the exact dimensions, so I can search by size rather than by brand.', 'parts_search', { q: 'group gasket 73x57x9', material: 'silicone' }, { total: 1, items: [{ sku: 'GK-LMB-9', desc: 'Lever group gasket 73x57x9 mm silicone (Faema Lambro, Cimbali Pitagora)', stock: 6, price_eur: 14.9 }] });
  call('Exact match in stock; ordering one for the workshop job.', 'create_order', { sku: 'GK-LMB-9', qty: 1, job: 'WS-5012' }, { order: 'PO-' + R.int(70000, 79999), eta: '2 days' });
  children.push(llm('chat gpt-4o', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'The machine is a 1968 Faema Lambro; ordered gasket GK-LMB-9 (73×57×9 mm silicone), arriving in two days for job WS-5012.' }] }] }, { 'gen_ai.operation.name': 'chat' }));
  return {
    isolates: 'A brand search returns 64 parts; decoding the serial plate gives the gasket dimensions, and a size-based search finds the single matching part, which is ordered.',
    goal,
    root: agent('invoke_agent workshop-parts', { 'gen_ai.input.messages': goal }, 'ordered GK-LMB-9', children, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'workshop-parts' }),
  };
}

// 02 — LangSmith / LangGraph — accessible holiday cottage search
function s02(R) {
  const goal = 'Find a holiday cottage in the Peak District for 4 people in the first week of August that has a roll-in shower and step-free access, and send the client three options.';
  const md = (s, n) => ({ langgraph_step: s, langgraph_node: n, ls_model_name: 'gpt-4o' });
  const children = [];
  let s = 1;
  const call = (text, args, out) => { children.push(llm('ChatOpenAI', { messages: '[…]' }, { content: text, tool_calls: [tc(R.callId(), 'search_cottages', args)] }, md(s++, 'agent'))); children.push(tool('search_cottages', args, out, md(s++, 'tools'))); };
  call('Searching with the accessibility keyword.', { region: 'Peak District', sleeps: 4, from: '2025-08-02', nights: 7, keywords: 'wheelchair accessible' }, { results: [], total: 0 });
  call('No results for that keyword; I will drop it and look at how listings describe access.', { region: 'Peak District', sleeps: 4, from: '2025-08-02', nights: 7 }, { total: 212, results: [{ id: 'PK-0412', name: 'Millstone Barn', features: ['access:step_free', 'bathroom:level_access_shower', 'parking'] }, '…'] });
  call('Listings use structured feature codes such as bathroom:level_access_shower; filtering on those codes.', { region: 'Peak District', sleeps: 4, from: '2025-08-02', nights: 7, features_all: ['access:step_free', 'bathroom:level_access_shower'] }, { total: 3, results: [{ id: 'PK-0412', name: 'Millstone Barn', price_gbp: 1240 }, { id: 'PK-1190', name: 'Curlew Cottage', price_gbp: 980 }, { id: 'PK-0777', name: 'Old Chapel Loft', price_gbp: 1415 }] });
  children.push(llm('ChatOpenAI', {}, { content: '', tool_calls: [tc(R.callId(), 'email_client', { to: 'client', options: ['PK-0412', 'PK-1190', 'PK-0777'] })] }, md(s++, 'agent')));
  children.push(tool('email_client', { options: 3 }, { sent: true }, md(s++, 'tools')));
  children.push(llm('ChatOpenAI', {}, { content: 'Sent three step-free cottages with level-access showers for 2-9 August: Curlew Cottage (£980), Millstone Barn (£1,240) and Old Chapel Loft (£1,415).' }, md(s++, 'agent')));
  return {
    isolates: 'A keyword search finds nothing and an unfiltered one finds 212; the feature codes seen in a result give a precise filter that returns three cottages, which are sent.',
    goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['…'] }, children, { run_type: 'chain', ls_run_id: R.uuid() }),
  };
}

// 03 — Griptape (unlisted framework style) — outdoor gear repair zipper
function s03(R) {
  const goal = 'Find a replacement zipper slider for a customer\'s 4-season tent door (original slider marked "YKK" only, coil zipper, 10 mm chain) and reserve two.';
  const sub = (thought, actions, outputs) => chain('ActionsSubtask', { thought }, outputs, [
    llm('OpenAiChatPromptDriver.run', { prompt_stack: '…' }, `Thought: ${thought}\nActions: ${JSON.stringify(actions)}`, { model: 'gpt-4o', structure: 'Agent' }),
    ...actions.map((a, i) => tool(`${a.name}.${a.path}`, a.input, outputs[i], { tag: a.tag })),
  ], { subtask_id: R.hex(32) });
  const children = [
    sub('Search the supplier catalogue for YKK tent sliders.', [{ tag: 'a1', name: 'SupplierCatalogTool', path: 'search', input: { values: { query: 'YKK slider tent' } } }], ['Found 0 items.']),
    sub('Zipper sliders are sold by chain gauge; a 10 mm coil chain is a size #10. Searching by gauge and type in the technical sheet instead.', [{ tag: 'a2', name: 'SupplierCatalogTool', path: 'search', input: { values: { query: '#10 coil reversed', category: 'sliders' } } }], ['Found 2 items: [SL-C10-DL "YKK #10 coil double-pull, metal, black", stock 40] [SL-C10-AL "YKK #10 coil auto-lock", stock 0]']),
    sub('A tent door needs opening from both sides, so the double-pull is right. Reserving two.', [{ tag: 'a3', name: 'InventoryTool', path: 'reserve', input: { values: { sku: 'SL-C10-DL', qty: 2, job: 'TR-2210' } } }], [`Reserved 2 x SL-C10-DL until ${R.date(R.step() + 5 * 86400000)}`]),
  ];
  const fin = 'Reserved two YKK #10 coil double-pull sliders (SL-C10-DL) for job TR-2210; a 10 mm coil chain corresponds to size #10.';
  children.push(llm('OpenAiChatPromptDriver.run', {}, `Answer: ${fin}`, { model: 'gpt-4o' }));
  return {
    isolates: 'A brand-name search finds nothing; translating the 10 mm chain into the #10 gauge gives a new query that finds the right slider, and two are reserved.',
    goal,
    root: agent('Agent.run', { input: goal }, fin, [chain('PromptTask', { input: goal }, fin, children, { framework: 'griptape (not in the brief list)', task_id: R.hex(32) })], { structure: 'Agent', conversation_memory: 'ConversationMemory' }),
  };
}

// 04 — OpenAI Agents SDK — legacy server RAM for a small law office
function s04(R) {
  const goal = 'The law office\'s old document server needs 32 GB more RAM. Find a compatible module in stock and place the order.';
  const fn = (name, input, output) => span('function', name, JSON.stringify(input), JSON.stringify(output), [], { metadata: { span_data: { type: 'function', name } } });
  const resp = (out) => llm('response', { model: 'gpt-4.1' }, { output: out }, { span_data: { type: 'response' } });
  const fc = (name, args) => ({ type: 'function_call', call_id: R.callId(), name, arguments: JSON.stringify(args) });
  const msg = (t) => ({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t }] });
  const children = [
    resp([msg('Searching the distributor for RAM for this server model.'), fc('distributor_search', { q: 'PowerEdge T320 memory 16GB' })]),
    fn('distributor_search', { q: 'PowerEdge T320 memory 16GB' }, { hits: 118, sample: ['16GB DDR3 RDIMM 1600', '16GB DDR3 LRDIMM 1333', '16GB DDR3L UDIMM 1600'] }),
    resp([msg('118 hits mixing RDIMM, LRDIMM and UDIMM; mixing types would not boot. The service tag lookup will say what is installed.'), fc('vendor_service_tag', { tag: '7HKQ2X1' })]),
    fn('vendor_service_tag', { tag: '7HKQ2X1' }, { model: 'PowerEdge T320', installed: [{ slot: 'A1', part: 'SNP20D6FC/16G', type: 'DDR3 RDIMM 1600 dual rank' }, { slot: 'A2', part: 'SNP20D6FC/16G' }], empty_slots: 4 }),
    resp([msg('Installed modules are part SNP20D6FC/16G; searching by that exact part number.'), fc('distributor_search', { q: 'SNP20D6FC/16G' })]),
    fn('distributor_search', { q: 'SNP20D6FC/16G' }, { hits: 1, items: [{ sku: 'SNP20D6FC/16G', stock: 7, price_gbp: 38.5 }] }),
    resp([fc('place_order', { sku: 'SNP20D6FC/16G', qty: 2, deliver_to: 'Office, 14 Chancery Row' })]),
    fn('place_order', { sku: 'SNP20D6FC/16G', qty: 2 }, { order: 'SO-' + R.int(100000, 999999), total_gbp: 77.0 }),
    resp([msg('Ordered two SNP20D6FC/16G (16 GB DDR3 RDIMM 1600, matching the installed modules) for £77.00; they fill slots A3 and A4 for the extra 32 GB.')]),
  ];
  return {
    isolates: 'A model-name search returns 118 mixed modules; the service-tag lookup yields the installed part number, whose exact search finds one in-stock match that is ordered.',
    goal,
    root: agent('ITSupportAgent', goal, 'ordered', children, { span_data: { type: 'agent' }, trace_id: 'trace_' + R.hex(32) }),
  };
}

// 05 — plain message-level — vintage scooter paint code
function s05(R) {
  const goal = 'A customer wants their 1970s Vespa resprayed in the original blue. Find the factory paint code from the frame number V5B3T 0412873 and get it mixed.';
  const children = [];
  const turn = (text, name, args, out) => { const id = R.callId(); children.push(llm('chat.completions', { messages: '[…]' }, { role: 'assistant', content: text, tool_calls: [tc(id, name, args)] }, { model: 'gpt-4o-mini' })); children.push(tool(name, args, out, { tool_call_id: id })); };
  turn('Searching the paint reference for a 1970s Vespa blue.', 'paint_ref_search', { q: 'Vespa blue 1970s' }, { results: [] });
  turn('Nothing under a colour name. Decoding the frame number to get the exact model and year.', 'frame_decode', { frame: 'V5B3T 0412873' }, { model: 'Vespa 50 Special (V5B3T)', year: 1976, factory: 'Pontedera' });
  turn('Now I can look up the factory colour chart by model code and year, which is a different table.', 'factory_colour_chart', { model_code: 'V5B3T', year: 1976 }, { colours: [{ name: 'Blu Pavone', code: 'MaxMeyer 1.298.7019' }, { name: 'Bianco Spino', code: 'MaxMeyer 1.298.6017' }] });
  turn('Blu Pavone is the blue for that model year; sending the code to the paint mixer.', 'mix_order', { code: 'MaxMeyer 1.298.7019', volume_l: 1.5, finish: 'gloss' }, { job: 'MIX-' + R.int(1000, 9999), ready: 'tomorrow 10:00' });
  children.push(llm('chat.completions', { messages: '[…]' }, { role: 'assistant', content: 'The frame is a 1976 Vespa 50 Special; its original blue is Blu Pavone, MaxMeyer 1.298.7019. 1.5 L gloss is being mixed and ready tomorrow at 10:00.' }, { model: 'gpt-4o-mini', finish_reason: 'stop' }));
  return {
    isolates: 'A colour-name search finds nothing; decoding the frame number allows a lookup in the factory chart by model code and year, which gives the paint code that is then mixed.',
    goal,
    root: agent('paint-shop-agent', { task: goal }, 'Blu Pavone 1.298.7019 mixed', children, { trace_format: 'chat-messages' }),
  };
}

// 06 — Gemini function calling — plumbing wholesaler superseded SKU
function s06(R) {
  const goal = 'A plumber\'s quote lists thermostatic cartridge TC-4410 which no longer shows in our ERP. Find what replaces it, check stock, and update quote Q-55812.';
  const children = [];
  const fcall = (text, name, args, response) => {
    children.push(llm('generateContent', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), { functionCall: { name, args } }] } }] }, { model: 'gemini-2.5-flash' }));
    children.push(tool(name, { functionCall: { name, args } }, { functionResponse: { name, response } }));
  };
  fcall('Looking up the SKU in the item master.', 'erp_item_search', { sku: 'TC-4410' }, { items: [], count: 0 });
  fcall('Not in the active item master. Searching by description in case it was renumbered.', 'erp_item_search', { description: 'thermostatic cartridge 40mm' }, { items: [{ sku: 'TC-4520' }, { sku: 'TC-4522' }, { sku: 'TC-4610' }, { sku: 'TC-4700' }], count: 27 });
  fcall('Too many cartridges to guess. Retired SKUs are kept in the supersession table, so I will look there.', 'supersession_lookup', { old_sku: 'TC-4410' }, { old_sku: 'TC-4410', replaced_by: 'TC-4522', since: '2024-11-01', note: 'same 40 mm body, new ceramic disc' });
  fcall('', 'stock_check', { sku: 'TC-4522', branch: 'LEEDS' }, { on_hand: 14, allocated: 3 });
  fcall('', 'update_quote_line', { quote: 'Q-55812', old_sku: 'TC-4410', new_sku: 'TC-4522' }, { updated: true, line: 3 });
  children.push(llm('generateContent', {}, { candidates: [{ content: { role: 'model', parts: [{ text: 'TC-4410 was superseded by TC-4522 (same 40 mm body) in November 2024; Leeds has 11 available and quote Q-55812 line 3 now uses TC-4522.' }] }, finishReason: 'STOP' }] }, {}));
  return {
    isolates: 'An exact SKU search is empty and a description search returns 27 items; the supersession table gives the replacement, which is in stock and put on the quote.',
    goal,
    root: agent('counter-assistant', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, 'quote updated', children, { sdk: 'google-genai' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
