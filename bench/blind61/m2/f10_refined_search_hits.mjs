import { agent, llm, tool, retr, oaiMsg, antMsg, gemOut, respOut } from './lib.mjs';
export const family = 'refined_search_hits';
export const loop = false, stagnation = false;
export const rows = [
(c) => ({ isolates: 'A parts search finds nothing, the manual reveals the maker\'s own part number, and the new query finds stock.', goal: 'Find a replacement shuttle spring for a Dobby loom.', root: agent('invoke_agent loom_agent', {}, {}, [
  llm('call_llm', {}, gemOut(c, null, [['parts_search', { q: 'dobby loom shuttle spring' }]])), tool('execute_tool parts_search', {}, { results: [], took_ms: c.ms() }),
  llm('call_llm', {}, gemOut(c, 'No generic hits. The maker\'s manual may list a part number.', [['manual_lookup', { model: 'Hattersley 6-shaft' }]])), tool('execute_tool manual_lookup', {}, { part: 'HS-2211-B', page: 44 }),
  llm('call_llm', {}, gemOut(c, null, [['parts_search', { q: 'HS-2211-B' }]])), tool('execute_tool parts_search', {}, { results: [{ seller: 'Yorkshire Loom Spares', price: 18.5, stock: 3 }] }),
  llm('call_llm', {}, gemOut(c, 'HS-2211-B in stock at Yorkshire Loom Spares, £18.50.'))]) }),
(c) => ({ isolates: 'A broad query returns too many quarries, adding the grit constraint from a spec narrows it to two usable suppliers.', goal: 'Find a supplier of natural whetstone blanks around 1000 grit.', root: agent('InvokeAgent', {}, {}, [
  llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: 'Search quarries selling whetstone stone.' }), retr('knowledgeBaseLookupOutput', { text: 'whetstone quarry' }, { retrievedReferences: Array.from({ length: 40 }, (_, i) => ({ id: 'Q' + i })), truncated: true }),
  llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: '40 results; filter by grit 800-1200 novaculite per the customer spec.' }), retr('knowledgeBaseLookupOutput', { text: 'novaculite 800-1200 grit blanks' }, { retrievedReferences: [{ id: 'Q7', name: 'Ouachita Stone Co' }, { id: 'Q19', name: 'Hot Springs Blanks' }] }),
  llm('orchestrationTrace.modelInvocationOutput', {}, { finalResponse: 'Two suppliers fit: Ouachita Stone Co and Hot Springs Blanks.' })], { sessionId: c.uuid() }) }),
(c) => ({ isolates: 'A literature search returns nothing for one term, a synonym from the one hit leads to three papers, then an answer.', goal: 'Find feeding rates for farmed purple sea urchins.', root: agent('dspy.ReAct', {}, {}, [
  llm('ReAct.predict', {}, { next_thought: 'search', next_tool_name: 'search_papers', next_tool_args: { q: 'sea urchin ranching feed rate' } }), tool('search_papers', {}, { hits: 1, titles: ['Roe enhancement of Strongylocentrotus purpuratus'] }),
  llm('ReAct.predict', {}, { next_thought: 'Use the species name and "roe enhancement".', next_tool_name: 'search_papers', next_tool_args: { q: 'Strongylocentrotus purpuratus roe enhancement diet' } }), tool('search_papers', {}, { hits: 3, titles: ['A', 'B', 'C'].map((x) => 'Kelp pellet trial ' + x) }),
  llm('ReAct.predict', {}, { answer: 'Reported rates: 1.5-2% body weight per day of kelp-based pellets.' })]) }),
(c) => ({ isolates: 'A product search is too broad, the memory note about the customer\'s handle length narrows it, and the agent recommends one broom.', goal: 'Recommend a besom broom for a customer.', root: agent('letta.agent.step', {}, {}, [
  llm('letta.step', {}, { inner_thoughts: 'Search shop.', function_call: { name: 'shop_search', arguments: '{"q":"besom"}' } }), tool('shop_search', {}, { count: 31 }),
  llm('letta.step', {}, { inner_thoughts: 'Core memory says she is 1.55 m and wants a short handle for a garden path.', function_call: { name: 'shop_search', arguments: '{"q":"besom","handle_max_cm":110}' } }), tool('shop_search', {}, { count: 2, items: ['Heather besom 105cm', 'Birch child besom 90cm'] }),
  llm('letta.step', {}, { function_call: { name: 'send_message', arguments: '{"message":"The heather besom with a 105 cm handle suits you best."}' } }), tool('send_message', {}, { status: 'OK' })]) }),
(c) => ({ isolates: 'Searching the county register finds no charcoal burners; switching to the woodland trust register finds two.', goal: 'Find licensed charcoal burners within 30 km.', root: agent('AiServices', {}, {}, [
  llm('OpenAiChatModel.chat', {}, { aiMessage: { toolExecutionRequests: [{ name: 'searchCountyRegister', arguments: '{"trade":"charcoal"}' }] } }, { langchain4j: '0.36' }), tool('searchCountyRegister', {}, '[]'),
  llm('OpenAiChatModel.chat', {}, { aiMessage: { text: 'County register is empty for this trade; trying the woodland trust coppice register.', toolExecutionRequests: [{ name: 'searchCoppiceRegister', arguments: '{"product":"charcoal","radius_km":30}' }] } }), tool('searchCoppiceRegister', {}, '[{"name":"Oakhanger Coppice"},{"name":"Wyre Charcoal Co"}]'),
  llm('OpenAiChatModel.chat', {}, { aiMessage: { text: 'Two burners within 30 km: Oakhanger Coppice and Wyre Charcoal Co.' } })]) }),
(c) => ({ isolates: 'A lab-results query by date finds nothing; a query by the silo id from the shipment record finds the starch assay.', goal: 'Find the viscosity assay for the last tapioca starch shipment.', root: agent('ChatClient.call', {}, {}, [
  llm('spring.ai.chat.client', {}, { result: { output: { toolCalls: [{ name: 'labQuery', arguments: '{"date":"2024-05-12"}' }] } } }, { 'spring.ai.kind': 'chat_client' }), tool('labQuery', {}, { rows: [] }),
  llm('spring.ai.chat.client', {}, { result: { output: { text: 'Nothing by date; checking the shipment record for the silo.', toolCalls: [{ name: 'shipment', arguments: '{"bl":"BL-' + c.int(1000, 9999) + '"}' }] } } }), tool('shipment', {}, { silo: 'S-4' }),
  llm('spring.ai.chat.client', {}, { result: { output: { toolCalls: [{ name: 'labQuery', arguments: '{"silo":"S-4"}' }] } } }), tool('labQuery', {}, { rows: [{ assay: 'Brabender', peak_bu: 820 }] }),
  llm('spring.ai.chat.client', {}, { result: { output: { text: 'Silo S-4 starch: Brabender peak viscosity 820 BU.' } } })]) }),
];
