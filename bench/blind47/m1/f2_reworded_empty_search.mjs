import { Conv, root, span } from './lib.mjs';
export const family = 'reworded_empty_search';
export const loop = true, stagnation = false;
export const summary = 'The same search tool is called with the same intent reworded (synonyms, field names, date/id formats, quoting), every answer empty, task never done.';

export const rows = [
{ id: '01', domain: 'yurt manufacturing', style: 'vercel',
  isolates: 'Five differently worded order searches for one customer\'s yurt all return zero hits and the agent never gets the order.',
  goal: 'Find the order for the 6 m yurt bought by "Brennan family" in March and tell them the lattice wall ship date.',
  build(N) {
    const c = new Conv('vercel', N, { model: 'gpt-4o-mini', system: 'Customer service for Steppe Yurts Ltd.', goal: this.goal });
    const qs = [{ customer: 'Brennan family' }, { customer_name: 'Brennan', product: '6m yurt' }, { q: 'Brennan 6 metre yurt March' }, { last_name: 'BRENNAN', placed_after: '2025-03-01', placed_before: '2025-03-31' }, { q: '"brennan" AND diameter:6' }];
    const texts = [null, 'Nothing under the family label; trying the surname with the product.', null, 'Maybe the name is stored in capitals and the date needs a range.', null];
    qs.forEach((q, i) => {
      c.llm(texts[i], [{ name: 'searchOrders', args: q }]);
      c.tool({ results: [], total: 0, took_ms: N.int(3, 40), index: 'orders-v3' });
    });
    return span('chain', 'ai.generateText', { prompt: this.goal }, { text: '', finishReason: 'length' }, c.cur, { metadata: { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 5 } });
  } },

{ id: '02', domain: 'pipe tobacco blending', style: 'openinference',
  isolates: 'Recipe lookups for a discontinued blend under four spellings (Latakia/latakiya, blend number formats) all return no rows.',
  goal: 'Retrieve the recipe card for the discontinued "Harbour Latakia No. 7" blend so the blender can remake a 5 kg batch.',
  build(N) {
    const c = new Conv('openinference', N, { model: 'gpt-4o', system: 'You help the blending room at Aldergate Tobacconists. Use recipe_db.', goal: this.goal });
    const qs = ["SELECT * FROM recipes WHERE name = 'Harbour Latakia No. 7'", "SELECT * FROM recipes WHERE name ILIKE '%harbor latakia%'", "SELECT * FROM recipes WHERE blend_no = '07' AND family = 'latakia'", "SELECT * FROM recipes WHERE name ILIKE '%latakiya%7%'", "SELECT * FROM recipes WHERE code = 'HL-7'"];
    const texts = ['Looking the blend up by its full name.', 'British spelling may differ in the database; trying "harbor".', 'Perhaps it is filed by blend number within a family.', null, 'Trying the short code format the shop uses on tins.'];
    qs.forEach((q, i) => {
      c.llm(texts[i], [{ name: 'recipe_db', args: { sql: q } }]);
      c.tool(`(0 rows)\nTime: ${(N.f() * 4 + 0.3).toFixed(3)} ms`);
    });
    return root('openinference', 'AgentExecutor', this.goal, c.cur, { output: 'Agent stopped due to max iterations.' }, { 'openinference.span.kind': 'AGENT' });
  } },

{ id: '03', domain: 'ski wax manufacturing', style: 'oai_agents',
  isolates: 'Batch-certificate searches for one wax lot with different lot-number and date spellings all return empty arrays.',
  goal: 'Find the fluorine-free certificate for glide wax lot 24-1187 that the racing federation asked for.',
  build(N) {
    const c = new Conv('oai_agents', N, { model: 'gpt-4.1-mini', system: 'Quality assistant at Nordwachs GmbH.', goal: this.goal });
    const qs = [{ lot: '24-1187' }, { lot: '241187' }, { lot_number: 'L24/1187' }, { batch: '1187', year: 2024 }, { lot: '24-1187', doc_type: 'FF-cert' }, { text: 'fluorine free 1187' }];
    const texts = [null, 'No match with the dash; trying without separators.', null, 'Try batch and year as separate fields.', null, 'One more as free text.'];
    qs.forEach((q, i) => {
      c.llm(texts[i], [{ name: 'search_certificates', args: q }]);
      c.tool({ data: [], meta: { page: 1, per_page: 25, total: 0 }, request_id: N.reqId('req_') });
    });
    return root('openai-agents', 'Agent workflow', this.goal, [span('agent', 'QA Assistant', { instructions: 'Quality assistant' }, null, c.cur, { metadata: { handoffs: [], tools: ['search_certificates'], output_type: 'str' } })], { error: 'MaxTurnsExceeded: Max turns (6) exceeded' });
  } },

{ id: '04', domain: 'harbor seal rehabilitation center', style: 'plain',
  isolates: 'The agent searches the animal intake log four ways for a seal pup by name, tag and date formats, each returning "No records found".',
  goal: 'Get the intake weight of seal pup "Biscuit" (flipper tag maybe Y-214) rescued around 12 June, for the release report.',
  build(N) {
    const c = new Conv('plain', N, { model: 'gpt-4o', system: 'You assist staff at Wadden Seal Rescue. Tool: intake_search(query).', goal: this.goal });
    const qs = [{ query: 'Biscuit' }, { query: 'tag:Y-214' }, { query: 'intake_date:12/06/2025 species:Phoca vitulina' }, { query: 'name:"biscuit" OR tag:Y214' }, { query: 'intake_date:2025-06-12' }];
    const texts = ['Searching by the pup\'s name.', 'Trying the flipper tag.', 'The date may be stored day-first; searching by date and species.', 'Combining a lowercase name with the tag without a dash.', null];
    qs.forEach((q, i) => {
      c.llm(texts[i], [{ name: 'intake_search', args: q }]);
      c.tool(`No records found.\n-- searched 1,902 intake records (${N.int(8, 60)} ms) --`);
    });
    return root('plain', 'seal-intake-assistant', this.goal, c.cur, { final: null, stopped: 'step_limit' });
  } },

{ id: '05', domain: 'fog-catcher net cooperative', style: 'langgraph',
  isolates: 'A LangGraph agent queries yield records for a fog-net site under different site names and codes; every call returns an empty list.',
  goal: 'Report last month\'s water yield in litres for the Alto Patache fog-net site to the cooperative board.',
  build(N) {
    const c = new Conv('langgraph', N, { model: 'gpt-4o-2024-08-06', system: 'Data assistant for the Atacama fog-water cooperative.', goal: this.goal });
    const qs = [{ site: 'Alto Patache', month: '2025-07' }, { site: 'Patache Alto', month: 'July 2025' }, { site_code: 'APT', period: '07/2025' }, { site: 'alto_patache', from: '2025-07-01', to: '2025-07-31' }];
    qs.forEach((q) => {
      c.llm(null, [{ name: 'get_yield_records', args: q }]);
      c.tool('[]');
    });
    c.llm('Still no yield rows. The site might be registered as "Cerro Patache".', [{ name: 'get_yield_records', args: { site: 'Cerro Patache', month: '2025-07' } }]);
    c.tool('[]');
    return root('langgraph', 'LangGraph', this.goal, c.cur, null, { error: 'GraphRecursionError: Recursion limit of 10 reached' });
  } },

{ id: '06', domain: 'bingo hall operations', style: 'autogen',
  isolates: 'An AutoGen assistant looks for a jackpot payout record with four differently phrased ticket searches; all come back empty.',
  goal: 'Confirm whether the 2,500 GBP jackpot on ticket 0048213 was paid out last Thursday at the Riverside bingo hall.',
  build(N) {
    const c = new Conv('autogen', N, { model: 'gpt-4o', system: 'You are payouts_assistant for Riverside Bingo.', goal: this.goal });
    const qs = [{ ticket: '0048213' }, { ticket: 48213 }, { ticket_no: '48213', session_date: 'last Thursday' }, { amount_gbp: 2500, game: 'jackpot', date: '2025-09-18' }, { ref: 'TKT-0048213' }];
    const texts = [null, 'The leading zeros may be dropped in storage.', null, 'Searching by amount and game type instead.', null];
    qs.forEach((q, i) => {
      c.llm(texts[i], [{ name: 'find_payouts', args: q }], { agent: 'payouts_assistant' });
      c.tool({ payouts: [], count: 0 });
    });
    return root('autogen', 'RoundRobinGroupChat', this.goal, [span('agent', 'payouts_assistant', { task: this.goal }, null, c.cur)], { stop_reason: 'Maximum number of turns 10 reached.' });
  } },
];
