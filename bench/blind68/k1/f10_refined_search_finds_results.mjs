import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Healthy 5: first queries miss or flood; a genuinely different query (new source / learnt constraint) succeeds; finish.
export const family = { name: 'refined_search_finds_results', loop: false, stagnation: false, rows: [
// 01 piano-roll archive — DSPy ReAct
(N) => {
  const goal = 'Find a playable Duo-Art roll of Debussy\'s "Clair de lune" in the archive and give its shelf mark.';
  const ch = [
    llm('dspy.ReAct.predict', { trajectory: '[0]' }, { next_thought: 'Search the catalogue by title.', next_tool_name: 'catalogue_search', next_tool_args: { q: 'Clair de lune' } }, {}),
    tool('catalogue_search', { q: 'Clair de lune' }, { total: 143, shown: 20, note: 'too many results; refine with format: or composer:' }),
    llm('dspy.ReAct.predict', { trajectory: '[1]' }, { next_thought: '143 hits include songs and other composers; the catalogue suggests a format filter, so restrict to Duo-Art rolls by Debussy.', next_tool_name: 'catalogue_search', next_tool_args: { q: 'Clair de lune', composer: 'Debussy', format: 'Duo-Art' } }, {}),
    tool('catalogue_search', { q: 'Clair de lune', composer: 'Debussy', format: 'Duo-Art' }, { total: 2, items: [{ roll: '6617', pianist: 'Rudolph Ganz', condition: 'torn leader, not playable', shelf: 'DA/66/17' }, { roll: '7093', pianist: 'Harold Bauer', condition: 'good, playable', shelf: 'DA/70/93' }] }),
    llm('dspy.ReAct.predict', { trajectory: '[2]' }, { next_thought: 'Roll 7093 is playable.', next_tool_name: 'finish', next_tool_args: {} }, {}),
    llm('dspy.ChainOfThought.extract', { trajectory: '[3]' }, { reasoning: 'Two Duo-Art rolls, only 7093 playable.', answer: 'Duo-Art 7093 (Harold Bauer), shelf mark DA/70/93.' }, {}),
  ];
  return { goal, isolates: 'A broad title search floods (143 hits); adding the composer and format filters the catalogue suggested yields two rolls and the answer.', root: agent('ReAct.forward', { goal }, { answer: 'DA/70/93' }, ch, { framework: 'dspy' }) };
},
// 02 taxidermy studio permits — Letta
(N) => {
  const goal = 'Check whether the 1920s mounted snowy owl brought in for restoration needs an Article 10 certificate before it can be sold.';
  const ch = [
    llm('letta.step', { messages: '[1]' }, { messages: [{ message_type: 'tool_call_message', tool_call: { name: 'archival_memory_search', arguments: '{"query":"snowy owl certificate"}' } }] }, {}),
    tool('archival_memory_search', { query: 'snowy owl certificate' }, { message_type: 'tool_return_message', tool_return: '[]' }),
    llm('letta.step', { messages: '[3]' }, { messages: [{ message_type: 'reasoning_message', reasoning: 'Nothing in my memory. The rule lives in the species listing, so look up Bubo scandiacus in the CITES/EU annex database instead.' }, { message_type: 'tool_call_message', tool_call: { name: 'species_annex_lookup', arguments: '{"taxon":"Bubo scandiacus"}' } }] }, {}),
    tool('species_annex_lookup', { taxon: 'Bubo scandiacus' }, { message_type: 'tool_return_message', tool_return: JSON.stringify({ taxon: 'Bubo scandiacus', eu_annex: 'A', worked_specimen_exemption: 'pre-1947 worked specimens exempt from Article 10 for commercial use', source: 'EU 2019/2117', retrieved: N.iso() }) }),
    llm('letta.step', { messages: '[5]' }, { messages: [{ message_type: 'assistant_message', content: 'Snowy owl is Annex A, but a mount made before 1947 counts as a worked specimen and is exempt; keep evidence of the 1920s date (receipt or label) and no Article 10 certificate is needed.' }] }, {}),
  ];
  return { goal, isolates: 'Memory search is empty; switching to the species annex database gives the pre-1947 exemption and the question is answered.', root: agent('letta agent run', { message: goal }, null, ch, { framework: 'letta' }) };
},
// 03 ice rink resurfacer — Bedrock Agents
(N) => {
  const goal = 'Find a replacement conditioner blade for the rink\'s Olympia Millennium resurfacer that can be delivered by Friday.';
  const ch = [
    llm('orchestrationTrace.modelInvocation', { text: '[prompt]' }, { rationale: { text: 'Search supplier stock for the blade.' }, invocationInput: { actionGroupInvocationInput: { apiPath: '/parts/search', parameters: [{ name: 'q', value: 'Olympia conditioner blade' }] } } }, {}),
    tool('actionGroupInvocationOutput', { apiPath: '/parts/search' }, { text: JSON.stringify({ results: [], hint: 'try OEM part number' }) }),
    llm('orchestrationTrace.modelInvocation', { text: '[prompt]' }, { rationale: { text: 'No match by name. The maintenance log should have the OEM part number from the last blade change.' }, invocationInput: { knowledgeBaseLookupInput: { text: 'conditioner blade part number Olympia Millennium' } } }, {}),
    span('retriever', 'knowledgeBaseLookupOutput', { text: 'conditioner blade part number' }, { retrievedReferences: [{ content: { text: '2023-11-04 blade changed, OEM P/N 84-0117 (77", 1/2" thick)' }, location: { s3Location: { uri: 's3://rink-docs/maint-log-2023.pdf' } } }] }, [], {}),
    llm('orchestrationTrace.modelInvocation', { text: '[prompt]' }, { rationale: { text: 'Search by the OEM number 84-0117.' }, invocationInput: { actionGroupInvocationInput: { apiPath: '/parts/search', parameters: [{ name: 'q', value: '84-0117' }] } } }, {}),
    tool('actionGroupInvocationOutput', { apiPath: '/parts/search' }, { text: JSON.stringify({ results: [{ sku: '84-0117', supplier: 'IceCare Nordic', stock: 3, delivery: '2 days', price_eur: 412 }] }) }),
    llm('orchestrationTrace.modelInvocation', { text: '[prompt]' }, { finalResponse: { text: 'IceCare Nordic has 3 blades (OEM 84-0117, €412) with 2-day delivery, so one can arrive before Friday.' } }, {}),
  ];
  return { goal, isolates: 'A name search misses; the OEM part number learnt from the maintenance log finds stock, and the agent answers.', root: agent('InvokeAgent', { inputText: goal }, null, ch, { framework: 'bedrock-agents' }) };
},
// 04 falconry ring registry — Inspect AI
(N) => {
  const goal = 'Identify the owner of a lost Harris hawk found with leg ring "UK 23 BK 0412".';
  const ch = [
    llm('model', { input: '[1]' }, { message: { tool_calls: [{ function: 'ring_lookup', arguments: { ring: 'UK 23 BK 0412' } }] } }, { event: 'model' }),
    tool('ring_lookup', { ring: 'UK 23 BK 0412' }, 'No records. Note: this registry covers Article 10 (Schedule 4) birds only.', { event: 'tool' }),
    llm('model', { input: '[3]' }, { message: { content: 'Harris hawks are not Schedule 4, so this registry will not hold them. BK rings are issued by the independent bird register; query that instead.', tool_calls: [{ function: 'ibr_lookup', arguments: { ring: '23BK0412' } }] } }, { event: 'model' }),
    tool('ibr_lookup', { ring: '23BK0412' }, `<div class="result"><b>Harris hawk</b> (Parabuteo unicinctus), hatched 2023<br>Keeper ref K-${N.int(10000, 99999)} · contact via register hotline</div>`, { event: 'tool' }),
    llm('model', { input: '[5]' }, { message: { content: 'The ring is registered with the independent bird register to keeper ref shown; the finder should call the register hotline, which will contact the owner.' } }, { event: 'model' }),
  ];
  return { goal, isolates: 'The statutory registry has no record and says why; the agent switches to the right register and gets the keeper reference.', root: agent('sample 4', { input: goal }, { score: 'C' }, ch, { framework: 'inspect_ai' }) };
},
// 05 paper mill felts — OpenInference
(N) => {
  const goal = 'Find which supplier delivered the press felt that failed on paper machine 2 last month, and its warranty terms.';
  const q = (s) => tool('search_documents', { 'tool.name': 'search_documents', 'tool.parameters': JSON.stringify(s) }, null, { 'openinference.span.kind': 'TOOL' });
  const t1 = q({ q: 'press felt PM2 failure' }); t1.output = { value: '{"hits":[]}' };
  const t2 = q({ q: 'felt', machine: 'PM2' }); t2.output = { value: JSON.stringify({ hits: 388, sample: ['felt run log', 'felt tension'] }) };
  const t3 = span('retriever', 'erp_purchase_orders', { 'retrieval.query': 'material_group=FELT plant=PM2 delivered>=2024-05-01' }, { documents: [{ 'document.id': 'PO-55120', 'document.content': 'Press felt 3rd press, 9.2 m, supplier Albany Intl, delivered 2024-05-14, warranty 90 days or 40 days running' }] }, [], { metadata: { 'openinference.span.kind': 'RETRIEVER' } });
  const L = (o) => llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, o, { 'openinference.span.kind': 'LLM' });
  const ch = [L({ 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_documents' }), t1, L({ 'llm.output_messages.0.message.content': 'No hits; broaden.' }), t2, L({ 'llm.output_messages.0.message.content': '388 hits is noise from run logs. Supplier info lives in purchase orders, so query the ERP for felt deliveries to PM2 since May.' }), t3, L({ 'llm.output_messages.0.message.content': 'The 3rd-press felt (PO-55120) was supplied by Albany International on 14 May; warranty is 90 days or 40 running days, whichever first, so the claim is still in time.' })];
  return { goal, isolates: 'Document search misses then floods; querying purchase orders in the ERP finds the felt supplier and warranty.', root: agent('mill-maintenance-agent', { value: goal }, null, ch, { 'openinference.span.kind': 'AGENT' }) };
},
// 06 wax museum figure restoration — plain message-level
(N) => {
  const goal = 'Find a supplier of human-hair wefts in the shade needed for re-rooting the 1960s figure of Queen Mary.';
  const c1 = call(N, 'supplier_search', { q: 'human hair weft grey' }), c2 = call(N, 'supplier_search', { q: 'human hair weft', shade: 'Munsell N7 with 10YR cast', min_length_cm: 45, hand_tied: true });
  const ch = [
    llm('chat.completions', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: null, tool_calls: [c1] }, {}),
    tool('supplier_search', c1.function.arguments, { results: [], message: 'Specify shade code or length' }, { tool_call_id: c1.id }),
    llm('chat.completions', { messages: '[3]' }, { role: 'assistant', content: 'The search needs a shade code. The conservation record gives the figure\'s hair as Munsell N7 with a warm cast, 45 cm, hand-tied; searching with those.', tool_calls: [c2] }, {}),
    tool('supplier_search', c2.function.arguments, { results: [{ supplier: 'Atelier Perruque Lyon', sku: 'HT-N7W-45', lead_time_days: 21 }, { supplier: 'Hairworks Conservation Ltd', sku: 'CW-745', lead_time_days: 10 }] }, { tool_call_id: c2.id }),
    llm('chat.completions', { messages: '[5]' }, { role: 'assistant', content: 'Two matches: Hairworks Conservation (CW-745, 10 days) and Atelier Perruque Lyon (HT-N7W-45, 21 days). Hairworks is faster.' }, {}),
  ];
  return { goal, isolates: 'A vague search returns nothing; adding the shade code and length from the conservation record finds two suppliers and the task ends.', root: agent('run', { goal }, null, ch) };
},
] };
