import { agent, llm, tool, chain, retr, span, tcall } from './lib.mjs';
export const family = 'refined_search_finds';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: first queries find nothing or too much; a materially different query (new source or constraint learnt from a result) finds results and the task finishes.';
export const scenarios = [
  { id: '01', domain: 'tintype photography studio chemistry supplier', style: 'DSPy ReAct', build(N) {
    return { isolates: 'Broad supplier search floods with 0 relevant hits; the agent learns the collodion must be shipped as a hazmat class 3 item and searches a specialist distributor, finding stock.', goal: 'Find a supplier who can ship salted collodion to the studio within two weeks.', root: agent('ReAct.forward', {}, null, [
      llm('Predict(StringSignature)', {}, { next_thought: 'Search general marketplaces.', next_tool_name: 'web_search', next_tool_args: { q: 'collodion buy' } }),
      tool('web_search', { q: 'collodion buy' }, { results: 318, top: ['Collodion USP 10 ml (medical)', 'Liquid bandage…'] }),
      llm('Predict(StringSignature)', {}, { next_thought: 'Results are medical flexible collodion; I need photographic salted collodion, which ships as UN2059 flammable.', next_tool_name: 'supplier_catalog', next_tool_args: { category: 'wet plate', un_number: 'UN2059' } }),
      tool('supplier_catalog', { category: 'wet plate', un_number: 'UN2059' }, [{ vendor: 'Bostick & Sullivan', item: 'Salted collodion 500 ml', lead_days: 8 }]),
      llm('Predict(StringSignature)', {}, { next_thought: 'Found one with 8-day lead time.', next_tool_name: 'finish', answer: 'Order from Bostick & Sullivan, 8-day hazmat ground shipping.' }),
    ]) };
  } },
  { id: '02', domain: 'barbecue competition judge registry', style: 'MLflow Tracing', build(N) {
    return { isolates: 'Name search finds nothing; a judge number learnt from a scoresheet finds the certified judge.', goal: 'Confirm that table 4’s judge is KCBS-certified.', root: agent('AgentExecutor', {}, null, [
      tool('judge_lookup', { name: 'Bobby Ray' }, { matches: [] }, { 'mlflow.spanType': 'TOOL' }),
      llm('ChatOpenAI', {}, { content: 'No match by nickname. The scoresheet header may carry the judge number.' }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('read_scoresheet', { table: 4 }, { judge_no: 'KC-58211', signed: 'R. Dupree' }),
      tool('judge_lookup', { judge_no: 'KC-58211' }, { matches: [{ name: 'Robert Dupree', certified: true, classes: ['CBJ', 'Master'] }] }),
      llm('ChatOpenAI', {}, { content: 'Table 4 judge Robert “Bobby Ray” Dupree is a certified Master judge.' }),
    ], { 'mlflow.spanType': 'AGENT' }) };
  } },
  { id: '03', domain: 'carnivorous plant nursery CITES paperwork', style: 'W&B Weave calls', build(N) {
    return { isolates: 'Search by common name returns too many species; the agent narrows to the Appendix I genus learnt from the first result and finds the needed permit.', goal: 'Find which permit is needed to export Nepenthes rajah seedlings.', root: agent('cites_agent.run', {}, null, [
      tool('cites_search', { q: 'pitcher plant' }, { hits: 143, note: 'includes Sarracenia, Nepenthes, Heliamphora' }),
      llm('openai.chat.completions.create', {}, 'Too broad. Nepenthes rajah is listed separately from the genus; search the species name.'),
      tool('cites_search', { q: 'Nepenthes rajah', appendix: 'I' }, { hits: 1, species: 'Nepenthes rajah', appendix: 'I', permit: 'export + import permit; artificially propagated plants may use Article VII(5) certificate' }),
      llm('openai.chat.completions.create', {}, 'N. rajah is Appendix I; since ours are tissue-culture seedlings, apply for an Article VII(5) artificial propagation certificate.'),
    ]) };
  } },
  { id: '04', domain: 'harmonica repair reed parts', style: 'Inspect AI eval log', build(N) {
    return { isolates: 'Part search by model name fails; the agent reads the reed plate stamp and searches by plate code, finding the part.', goal: 'Find a replacement draw-4 reed for a customer’s harmonica in key of A.', root: agent('sample', {}, { scores: { match: 'C' } }, [
      tool('parts_search', { q: 'Special 20 A reed' }, { results: [] }, { event: 'tool' }),
      tool('parts_search', { q: 'Special20 key A reed plate' }, { results: [] }, { event: 'tool' }),
      llm('model', {}, { message: { content: 'Searches by model give nothing; the parts shop indexes by plate stamp. Check intake photo.' } }),
      tool('intake_photo_ocr', { ticket: 'HR-219' }, { stamp: 'M560 A / 2F' }),
      tool('parts_search', { plate_code: 'M560-A' }, { results: [{ sku: 'RP-M560-A-D4', desc: 'draw 4 reed, brass', stock: 6 }] }),
      llm('model', {}, { message: { content: 'Reserve RP-M560-A-D4 (6 in stock).' } }),
    ]) };
  } },
  { id: '05', domain: 'beard oil makers’ fragrance allergen check', style: 'OpenHands', build(N) {
    return { isolates: 'Grep in the wrong folder finds nothing; the agent finds the formula CSV under data/ and computes the allergen totals.', goal: 'Check whether the cedar beard oil formula needs limonene on its label.', root: agent('CodeActAgent', {}, { agent_state: 'finished' }, [
      tool('CmdRunAction', { command: 'grep -ri limonene src/' }, { content: '', extras: { exit_code: 1 } }),
      llm('LLM completion', {}, { content: 'Nothing in src. Formulas might be data files; list the repo.' }),
      tool('CmdRunAction', { command: 'find . -name "*.csv" | head' }, { content: './data/formulas/cedar_v3.csv\n./data/formulas/bay_rum.csv', extras: { exit_code: 0 } }),
      tool('CmdRunAction', { command: 'python tools/allergens.py data/formulas/cedar_v3.csv' }, { content: 'limonene 0.0021%  (leave-on threshold 0.001%) -> LABEL', extras: { exit_code: 0 } }),
      llm('LLM completion', {}, { content: 'Limonene is 0.0021% — above 0.001% for leave-on, so it must be labelled.' }),
    ]) };
  } },
  { id: '06', domain: 'ice hotel room sculpture commissions', style: 'Agno (formerly Phidata) agent run — not in the brief’s list', build(N) {
    return { isolates: 'Artist search returns too many; adding the constraint learnt from the first result (must hold a snow-carving safety card) narrows to two available artists; booking done.', goal: 'Commission an artist for suite 12 of the ice hotel for the December build.', root: agent('Agent.run', { agent_name: 'ice-hotel-curator', run_id: N.uuid() }, { content: 'Booked Linnea Å. for suite 12.' }, [
      llm('OpenAIChat.response', {}, { content: '', tool_calls: [{ function: { name: 'search_artists', arguments: '{"medium":"ice"}' } }] }, { agno_model: 'gpt-4o', metrics: { time: N.dur() } }),
      tool('search_artists', { medium: 'ice' }, { count: 57, sample: ['…'], note: 'Suite artists must hold a chainsaw safety card' }),
      llm('OpenAIChat.response', {}, { content: 'Too many; filter by safety card and December availability.', tool_calls: [{ function: { name: 'search_artists', arguments: '{"medium":"ice","safety_card":true,"available":"2025-12"}' } }] }),
      tool('search_artists', { medium: 'ice', safety_card: true, available: '2025-12' }, { count: 2, artists: ['Linnea Å.', 'Jonas K.'] }),
      tool('book_artist', { artist: 'Linnea Å.', suite: 12 }, { booked: true }),
      llm('OpenAIChat.response', {}, { content: 'Booked Linnea Å. for suite 12.' }),
    ]) };
  } },
];
