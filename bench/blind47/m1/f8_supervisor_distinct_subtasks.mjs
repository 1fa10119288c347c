import { Conv, root, span } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false, stagnation = false;
export const summary = 'Healthy: a supervisor hands the same worker agent different sub-tasks in turn; each returns new results; then a synthesis.';

function run(style, N, goal, model, worker, tasks, synth, wrap) {
  const sup = new Conv(style, N, { model, system: 'You are the supervisor. Delegate with transfer_to_' + worker + '.', goal });
  for (const [task, toolName, args, out, answer] of tasks) {
    sup.llm(null, [{ name: 'transfer_to_' + worker, args: { task } }]);
    const w = new Conv(style, N, { model, system: `You are ${worker}.`, goal: task });
    w.llm(null, [{ name: toolName, args }]); w.tool(out); w.llm(answer);
    sup.push(span('agent', worker, { task }, { result: answer }, w.cur));
  }
  sup.llm(synth);
  return wrap(sup.cur);
}

export const rows = [
{ id: '01', domain: 'jewelry casting workshop', style: 'langgraph',
  isolates: 'A supervisor sends the same "metals_analyst" three different questions (silver price, casting losses, order volume) and synthesises a quote.',
  goal: 'Quote a batch of 60 sterling silver signet rings for a university alumni society.',
  build(N) { return run('langgraph', N, this.goal, 'gpt-4o', 'metals_analyst', [
    ['Get today\'s sterling silver price per gram.', 'metal_price', { metal: 'XAG', alloy: '925' }, { eur_per_g: 0.92, source: 'LBMA fix', at: N.iso() }, 'Sterling is 0.92 EUR/g today.'],
    ['Estimate metal per ring including sprue and casting loss for a 12 g signet.', 'casting_calc', { finished_g: 12, flask: 'standard' }, { gross_g: 14.6, loss_pct: 4 }, 'About 14.6 g gross per ring with 4% loss.'],
    ['Check labour hours for 60 rings incl. engraving crest.', 'labour_table', { item: 'signet', qty: 60, engraving: 'crest' }, { hours: 42, rate_eur: 55 }, '42 hours at 55 EUR/h.'],
  ], 'Quote: metal 60 x 14.6 g x 0.92 = 806 EUR, labour 2,310 EUR, total 3,116 EUR + VAT; 52 EUR per ring.', (k) => root('langgraph', 'supervisor', this.goal, k, { quote_eur: 3116 })); } },

{ id: '02', domain: 'rooibos tea import', style: 'oai_agents',
  isolates: 'The supervisor hands the same "customs_worker" three distinct sub-tasks (tariff, lab test, shipping slot), each answered with new data.',
  goal: 'Prepare landed-cost estimate for a 2-tonne rooibos container from Cape Town to Rotterdam.',
  build(N) { return run('oai_agents', N, this.goal, 'gpt-4.1', 'trade_worker', [
    ['Find the EU tariff for HS 1211.90.86 (rooibos).', 'tariff_lookup', { hs: '12119086', origin: 'ZA' }, { duty_pct: 0, note: 'EU-SADC EPA preferential', vat_nl_pct: 9 }, 'Duty 0% under EU-SADC EPA; NL VAT 9%.'],
    ['Get price and lead time of a pesticide residue test.', 'lab_quote', { lab: 'Eurofins Hamburg', panel: 'MRL-500' }, { eur: 385, days: 6 }, 'MRL test 385 EUR, 6 days.'],
    ['Find next reefer-free dry container slot CPT->RTM.', 'shipping_slots', { from: 'ZACPT', to: 'NLRTM', type: '20DV' }, { vessel: 'MSC Aurora', etd: '2025-11-04', eta: '2025-11-27', usd: 2150 }, 'MSC Aurora ETD 4 Nov, ETA 27 Nov, 2,150 USD.'],
  ], 'Landed cost: freight ~1,980 EUR, test 385 EUR, duty 0, VAT 9% on goods; arrival 27 Nov.', (k) => root('openai-agents', 'Agent workflow', this.goal, k, { final_output: 'estimate ready' })); } },

{ id: '03', domain: 'slide rule collectors club archive', style: 'autogen',
  isolates: 'A SelectorGroupChat manager repeatedly picks the "archivist" agent with different catalogue questions, then writes a newsletter blurb.',
  goal: 'Write the club newsletter item about the newly donated Faber-Castell 2/83N collection.',
  build(N) { return run('autogen', N, this.goal, 'gpt-4o', 'archivist', [
    ['How many 2/83N rules were in the donation and their years?', 'catalogue_query', { donation: 'D-2025-14', model: '2/83N' }, { count: 7, years: [1972, 1973, 1975, 1975, 1977, 1978, 1980] }, '7 rules, 1972-1980.'],
    ['Which ones have original cases and manuals?', 'catalogue_query', { donation: 'D-2025-14', fields: ['case', 'manual'] }, { with_case: 5, with_manual: 2 }, '5 with cases, 2 with manuals.'],
    ['Who donated and any provenance notes?', 'donor_record', { donation: 'D-2025-14' }, { donor: 'Estate of Dr. H. Vogt', note: 'used at MAN Augsburg engine design office' }, 'Estate of Dr. H. Vogt; used at MAN Augsburg.'],
  ], 'Newsletter: Seven Faber-Castell 2/83N rules (1972-1980), five in original cases, from the estate of Dr. H. Vogt, who used them at MAN Augsburg.', (k) => root('autogen', 'SelectorGroupChat', this.goal, k, { stop_reason: 'TERMINATE' })); } },

{ id: '04', domain: 'parkour gym coach rota', style: 'vercel',
  isolates: 'A supervisor agent asks one scheduling worker for three different weeks\' coverage gaps, then produces the month rota.',
  goal: 'Fill all coaching gaps in the November rota at the Vault Lab parkour gym.',
  build(N) { return run('vercel', N, this.goal, 'gpt-4o-mini', 'rota_worker', [
    ['Gaps in week 45?', 'rota_gaps', { week: 45 }, { gaps: ['Tue 18:00 kids', 'Sat 10:00 adults'] }, 'Week 45: Tue 18:00 kids, Sat 10:00 adults; Jonas can take both.'],
    ['Gaps in week 46?', 'rota_gaps', { week: 46 }, { gaps: ['Thu 19:30 advanced'] }, 'Week 46: Thu 19:30 advanced; Amara available.'],
    ['Gaps in week 47 and 48?', 'rota_gaps', { weeks: [47, 48] }, { gaps: [] }, 'Weeks 47-48 fully covered.'],
  ], 'November rota complete: Jonas covers 2 sessions in week 45, Amara 1 in week 46; no other gaps.', (k) => span('agent', 'supervisor.generate', { prompt: this.goal }, { text: 'done' }, k)); } },

{ id: '05', domain: 'sauerkraut fermentation co-op', style: 'openinference',
  isolates: 'A LlamaIndex-style orchestrator queries the same "batch_agent" about three different crocks; each returns different pH and salt data.',
  goal: 'Decide which of the co-op\'s fermentation crocks can be jarred for the Saturday market.',
  build(N) { return run('openinference', N, this.goal, 'gpt-4o', 'batch_agent', [
    ['Status of crock C1 (started 12 Sept)?', 'crock_reading', { crock: 'C1' }, { ph: 3.4, salt_pct: 2.0, days: 28 }, 'C1 pH 3.4 at 28 days: ready.'],
    ['Status of crock C2 (started 26 Sept)?', 'crock_reading', { crock: 'C2' }, { ph: 3.9, salt_pct: 2.2, days: 14 }, 'C2 pH 3.9: needs another week.'],
    ['Status of crock C3 (red cabbage)?', 'crock_reading', { crock: 'C3' }, { ph: 3.5, salt_pct: 1.8, days: 21, kahm: true }, 'C3 pH 3.5 but kahm yeast; skim and jar.'],
  ], 'Jar C1 and C3 (after skimming) for Saturday; leave C2 until next week.', (k) => root('llamaindex', 'AgentRunner.chat', this.goal, k, { response: 'C1, C3' }, { 'openinference.span.kind': 'AGENT' })); } },

{ id: '06', domain: 'snow hotel room design', style: 'gemini',
  isolates: 'An ADK coordinator sends the same "ice_engineer" sub-agent three different structural questions and then compiles the build sheet.',
  goal: 'Produce the build sheet for this winter\'s art suite "Northern Owl" at the snow hotel.',
  build(N) { return run('gemini', N, this.goal, 'gemini-2.0-flash', 'ice_engineer', [
    ['How many ice blocks for the 4x5 m suite walls?', 'block_calc', { w: 4, l: 5, h: 2.6 }, { blocks: 312, block_size: '1.2x0.6x0.6m' }, '312 blocks.'],
    ['Max span for the owl wing arch without supports?', 'arch_calc', { material: 'snice', thickness_m: 0.6 }, { max_span_m: 3.8 }, '3.8 m max span.'],
    ['Carving crew-days for the owl sculpture?', 'labour_estimate', { sculpture: 'owl', height_m: 2.4 }, { crew_days: 9, artists: 2 }, '9 crew-days with 2 artists.'],
  ], 'Build sheet: 312 blocks, owl wing arch 3.5 m (under 3.8 limit), 9 crew-days carving.', (k) => root('google-adk', 'invocation', this.goal, [span('agent', 'coordinator', {}, null, k)], { done: true })); } },
];
