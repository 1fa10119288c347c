import { Conv, root, span } from './lib.mjs';
export const family = 'similar_records_survey';
export const loop = false, stagnation = false;
export const summary = 'Healthy: the same tool reads many similar but different records (same template, different contents), then a summary.';

function survey(style, N, model, goal, toolName, items, summaryText) {
  const c = new Conv(style, N, { model, system: 'Research assistant.', goal });
  for (const [args, out] of items) { c.llm(null, [{ name: toolName, args }]); c.tool(out); }
  c.llm(summaryText);
  return c.cur;
}

export const rows = [
{ id: '01', domain: 'sound-mirror heritage survey', style: 'otel',
  isolates: 'Five condition reports of different concrete sound mirrors read with one tool, then a ranked repair list.',
  goal: 'Rank the five listed acoustic sound mirrors on the Kent coast by urgency of concrete repair.',
  build(N) { return root('otel', 'invoke_agent heritage', this.goal, survey('otel', N, 'gpt-4o', this.goal, 'get_condition_report', [
    [{ site: 'Denge 200ft wall' }, { site: 'Denge 200ft wall', spalling_pct: 12, rebar_exposed: true, last_survey: N.euro() }],
    [{ site: 'Denge 30ft dish' }, { site: 'Denge 30ft dish', spalling_pct: 4, rebar_exposed: false, last_survey: N.euro() }],
    [{ site: 'Denge 20ft dish' }, { site: 'Denge 20ft dish', spalling_pct: 18, rebar_exposed: true, last_survey: N.euro() }],
    [{ site: 'Hythe 30ft' }, { site: 'Hythe 30ft', spalling_pct: 7, rebar_exposed: false, last_survey: N.euro() }],
    [{ site: 'Abbot\'s Cliff' }, { site: 'Abbot\'s Cliff', spalling_pct: 22, rebar_exposed: true, cliff_retreat_m_yr: 0.4, last_survey: N.euro() }],
  ], 'Urgency: 1 Abbot\'s Cliff (22% spalling, cliff retreat), 2 Denge 20ft (18%), 3 Denge 200ft (12%), 4 Hythe (7%), 5 Denge 30ft (4%).'), { ok: true }); } },

{ id: '02', domain: 'reclaimed timber brokerage', style: 'plain',
  isolates: 'Six lot pages from a timber listing site read one by one (same HTML template, different species and volumes), then a buy list.',
  goal: 'Pick reclaimed oak beams totalling at least 4 m3 for a barn conversion at under 900 GBP/m3.',
  build(N) { const lots = [['L-201', 'oak', 1.2, 850], ['L-202', 'pine', 2.0, 420], ['L-205', 'oak', 1.8, 880], ['L-209', 'elm', 0.9, 760], ['L-211', 'oak', 1.5, 940], ['L-214', 'oak', 1.1, 810]];
    return root('plain', 'timber-buyer', this.goal, survey('plain', N, 'gpt-4o-mini', this.goal, 'fetch_page', lots.map(([id, sp, m3, p]) => [{ url: `https://reclaim.example/lots/${id}` }, `<div class="lot" data-id="${id}"><h2>${sp} beams</h2><span class="vol">${m3} m³</span><span class="price">£${p}/m³</span><time datetime="${N.iso()}">listed</time></div>`]),
      'Buy L-201 (1.2 m3 oak, 850), L-205 (1.8, 880) and L-214 (1.1, 810): 4.1 m3 of oak averaging 850 GBP/m3. Skip L-211 (940, over budget).'), { done: true }); } },

{ id: '03', domain: 'bathhouse water quality logs', style: 'vercel',
  isolates: 'Daily chlorine logs for different pools read in turn, then a compliance summary naming the one failing pool.',
  goal: 'Check last week\'s disinfection logs for the four pools of the Széchenyi-style bathhouse and flag non-compliance.',
  build(N) { return span('chain', 'ai.generateText', { prompt: this.goal }, { finishReason: 'stop' }, survey('vercel', N, 'gpt-4o-mini', this.goal, 'readPoolLog', [
    [{ pool: 'thermal-38C' }, { pool: 'thermal-38C', free_cl_mg_l: [0.8, 0.9, 0.7, 0.8, 0.9, 0.8, 0.9], ph: 7.2 }],
    [{ pool: 'swim-26C' }, { pool: 'swim-26C', free_cl_mg_l: [0.5, 0.6, 0.5, 0.6, 0.5, 0.6, 0.5], ph: 7.3 }],
    [{ pool: 'plunge-18C' }, { pool: 'plunge-18C', free_cl_mg_l: [0.3, 0.2, 0.2, 0.3, 0.2, 0.2, 0.3], ph: 7.6 }],
    [{ pool: 'kids-32C' }, { pool: 'kids-32C', free_cl_mg_l: [0.7, 0.8, 0.7, 0.8, 0.7, 0.8, 0.7], ph: 7.1 }],
  ], 'Non-compliant: plunge-18C (free chlorine 0.2-0.3 mg/L, below 0.5 minimum; pH 7.6). Other three pools within limits.')); } },

{ id: '04', domain: 'water tower painting contractor bids', style: 'anthropic',
  isolates: 'Five contractor bid PDFs extracted with one tool (same fields, different prices and timelines), then a recommendation.',
  goal: 'Compare the five bids to repaint the Elm Street water tower and recommend one.',
  build(N) { const bids = [['Apex Coatings', 184000, 42, 'NSF-61 epoxy'], ['TowerTech', 171500, 55, 'NSF-61 epoxy'], ['Midwest Elevated', 199900, 35, 'zinc + epoxy + urethane'], ['Rivera Bros', 162000, 70, 'epoxy'], ['Skyline Industrial', 176300, 45, 'zinc + epoxy + urethane']];
    return root('claude-agent-sdk', 'query', this.goal, survey('anthropic', N, 'claude-3-5-sonnet-20241022', this.goal, 'extract_bid', bids.map(([v, p, d, s]) => [{ file: `bids/${v.toLowerCase().replace(/ /g, '_')}.pdf` }, { vendor: v, price_usd: p, duration_days: d, system: s, pages: N.int(8, 30) }]),
      'Recommend Skyline Industrial: 176,300 USD, 45 days, full three-coat zinc/epoxy/urethane system. Rivera is cheapest but 70 days and no zinc primer; Midwest is fastest but 23,600 USD more.'), { result: 'Skyline' }); } },

{ id: '05', domain: 'letterbox installation requests', style: 'openinference',
  isolates: 'Retriever returns four different resident request records one by one, then the agent batches them by street.',
  goal: 'Group this month\'s new letterbox installation requests into installer routes.',
  build(N) { const c = new Conv('openinference', N, { model: 'gpt-4o', system: 'Dispatcher.', goal: this.goal });
    const reqs = [['REQ-311', 'Lindenweg 4', 'wall-mount'], ['REQ-312', 'Lindenweg 19', 'post'], ['REQ-315', 'Mühlgasse 2', 'wall-mount'], ['REQ-318', 'Mühlgasse 11a', 'multi-unit (6)']];
    for (const [id, addr, type] of reqs) { c.llm(null, [{ name: 'get_request', args: { id } }]); c.push(span('retriever', 'VectorIndexRetriever', { query: id }, { documents: [{ id, content: `${addr} | ${type} | submitted ${N.usDate()}`, score: 0.99 }] }, [], { metadata: { 'openinference.span.kind': 'RETRIEVER' } })); c.msgs.push({ role: 'tool', content: `${addr} ${type}` }); }
    c.llm('Route A (Lindenweg): REQ-311 wall-mount, REQ-312 post. Route B (Mühlgasse): REQ-315 wall-mount, REQ-318 6-unit bank, needs 2 installers.');
    return root('openinference', 'dispatcher', this.goal, c.cur, { routes: 2 }); } },

{ id: '06', domain: 'antique barometer listings', style: 'gemini',
  isolates: 'Same catalogue tool over five barometer listings with different makers, dates and prices; then a valuation table.',
  goal: 'Value five antique mercury barometers consigned for the spring sale.',
  build(N) { return root('gemini-api', 'chat.send_message loop', this.goal, survey('gemini', N, 'gemini-2.0-flash', this.goal, 'catalogue_comparables', [
    [{ maker: 'Negretti & Zambra', type: 'stick', c: 1860 }, { comps: 6, median_gbp: 2400 }],
    [{ maker: 'Dollond', type: 'banjo', c: 1830 }, { comps: 4, median_gbp: 1100 }],
    [{ maker: 'Short & Mason', type: 'aneroid', c: 1900 }, { comps: 11, median_gbp: 320 }],
    [{ maker: 'Adie', type: 'marine', c: 1850 }, { comps: 3, median_gbp: 3800 }],
    [{ maker: 'unsigned', type: 'banjo', c: 1840 }, { comps: 14, median_gbp: 450 }],
  ], 'Estimates: Adie marine 3,500-4,000; Negretti stick 2,200-2,600; Dollond banjo 1,000-1,200; unsigned banjo 400-500; Short & Mason aneroid 280-350 GBP.'), { ok: true }); } },
];
