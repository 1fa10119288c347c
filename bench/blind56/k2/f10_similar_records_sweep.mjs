// Healthy: same tool, same output template, different contents each time, then a summary.
export const family = 'similar_records_sweep';
export const loop = false;
export const stagnation = false;
export const rows = [
{
  domain: 'whaling logbook transcription', style: 'llamaindex', model: 'gpt-4o',
  isolates: 'Agent reads six transcribed logbook pages with the same tool and template, each with different dates, positions and sightings, then summarises the voyage.',
  goal: 'Summarise whale sightings in the 1851 logbook of a New Bedford whaler, pages 40-45.',
  build: (c, S) => {
    const pages = [[40, '3 Mar', '41°S 12°W', 'Saw sperm whales, lowered 2 boats, none struck'], [41, '4 Mar', '41°S 11°W', 'Strong gales from SW, no whales'], [42, '6 Mar', '40°S 9°W', 'Struck & took 1 sperm whale, cutting in'], [43, '7 Mar', '40°S 9°W', 'Trying out; 38 bbl'], [44, '11 Mar', '38°S 6°W', 'Humpbacks seen, not lowered for'], [45, '14 Mar', '37°S 4°W', 'Spoke the ship Ann Alexander, she had 400 bbl']];
    const kids = [S.llm('Summarise pages 40-45', 'Thought: read each page in order.', [['read_page', { page: 40 }]])];
    for (const [p, d, pos, txt] of pages) kids.push(S.tool('read_page', { volume: 'LB-1851-07', page: p }, { page: p, date: `${d} 1851`, position: pos, entry: txt, image: `iiif/${c.hex(12)}/full/max/0/default.jpg`, transcriber: c.pick(['vol-114', 'vol-203', 'vol-087']), confidence: +(0.8 + c.r() * 0.19).toFixed(2) }));
    kids.push(S.llm('Observations: 6 pages', 'Pages 40–45 (3–14 Mar 1851, 41°S→37°S): sperm whales sighted twice, one taken on 6 Mar yielding 38 bbl; gales 4 Mar; humpbacks ignored 11 Mar; gam with Ann Alexander 14 Mar.'));
    return S.agent('', { input: 'Summarise pages 40-45' }, { response: 'One sperm whale taken (38 bbl) in 12 days; see summary.' }, kids);
  },
},
{
  domain: 'mountain pass road status pages', style: 'vercel', model: 'gpt-4o-mini',
  isolates: 'Agent fetches five pass status pages (same HTML template) with different open/closed states and chain rules, then recommends a route.',
  goal: 'Recommend which Alpine pass a camper van can cross tomorrow from Andermatt towards Ticino.',
  build: (c, S) => {
    const passes = [['gotthard', 'Gotthardpass', 'closed', 'Winter closure since 28 Oct'], ['nufenen', 'Nufenenpass', 'closed', 'Snow, reopening June'], ['lukmanier', 'Lukmanierpass', 'open', 'Chains may be required above 1,800 m'], ['oberalp', 'Oberalppass', 'closed', 'Car train Andermatt–Sedrun only'], ['sanbernardino', 'San Bernardino', 'open', 'Tunnel open, pass road closed']];
    const kids = [S.llm([['user', 'Which pass tomorrow?']], 'Checking each pass status page.', passes.map(([id]) => ['fetchPage', { url: `https://passes.example.ch/${id}` }]))];
    for (const [id, name, st, note] of passes) kids.push(S.tool('fetchPage', { url: `https://passes.example.ch/${id}` }, { status: 200, headers: { 'cache-control': 'max-age=300', age: String(c.int(0, 300)), 'x-served-by': `cache-zrh${c.int(1000, 9999)}-ZRH`, date: c.http() }, body: `<div class="pass"><h2>${name}</h2><span class="state state--${st}">${st.toUpperCase()}</span><p>${note}</p><small>Stand: ${c.euro()}</small></div>` }));
    kids.push(S.llm([['tool', '5 pages']], 'Gotthard, Nufenen and Oberalp passes are closed. Lukmanier is open (chains possible above 1,800 m); San Bernardino only via tunnel. Recommend: Gotthard road tunnel (not the pass) or Lukmanier with chains; for a camper van the Gotthard tunnel is simplest.'));
    return S.agent('', { prompt: 'Which pass tomorrow?' }, { text: 'Use the Gotthard road tunnel; Lukmanier is the open pass alternative.', finishReason: 'stop' }, kids);
  },
},
{
  domain: 'cobblestone street repair work orders', style: 'openinference', model: 'gpt-4.1-mini',
  isolates: 'Agent opens seven work orders with the same JSON template but different streets, setts counts and causes, then ranks them for next week\'s crew.',
  goal: 'Pick which cobblestone repair work orders the heritage paving crew should do next week (max 3 days).',
  build: (c, S) => {
    const wos = [['WO-3301', 'Rue des Tanneurs', 120, 'root heave', 1.5], ['WO-3302', 'Place du Marché', 40, 'loose setts', 0.5], ['WO-3305', 'Impasse Saint-Éloi', 300, 'sewer subsidence', 3], ['WO-3307', 'Quai aux Pierres', 65, 'vehicle damage', 0.5], ['WO-3310', 'Rue Haute', 18, 'trip hazard, reported by school', 0.25], ['WO-3311', 'Rue du Puits', 90, 'frost heave', 1], ['WO-3314', 'Cour Pavée', 210, 'utility trench reinstatement', 2]];
    const kids = [S.tool('list_work_orders', { status: 'open', asset: 'cobbles' }, JSON.stringify({ ids: wos.map((w) => w[0]), next_cursor: c.cursor() }))];
    for (const [id, st, n, cause, days] of wos) kids.push(S.tool('get_work_order', { id }, JSON.stringify({ id, street: st, setts_to_relay: n, cause, est_crew_days: days, priority: cause.includes('hazard') ? 1 : 3, gis_feature: `${c.hex(8)}`, opened: c.iso() })));
    kids.push(S.llm([['tool', '7 work orders']], 'Ranked for 3 crew-days: WO-3310 Rue Haute (trip hazard near school, 0.25 d), WO-3302 Place du Marché (0.5 d, market Tuesday), WO-3307 Quai aux Pierres (0.5 d), WO-3311 Rue du Puits (1 d), leaving 0.75 d — add half of WO-3301. WO-3305 waits for sewer repair; WO-3314 billed to the utility.'));
    return S.agent('paving_agent', { input: 'plan next week' }, { output: 'WO-3310, 3302, 3307, 3311 + start 3301' }, kids);
  },
},
{
  domain: 'yacht charter invoices', style: 'weave', model: 'gpt-4o',
  isolates: 'Agent extracts six charter invoices with the same parser (same field layout, different amounts, APA and VAT rules), then reconciles them.',
  goal: 'Reconcile September yacht charter invoices against bank receipts and flag discrepancies.',
  build: (c, S) => {
    const inv = [['INV-0912', 'Lady Maris', 42000, 0.3, 'GR 12%'], ['INV-0913', 'Aeolos II', 18500, 0.25, 'HR 13%'], ['INV-0915', 'Blue Heron', 61000, 0.35, 'IT 22% (6.6% eff.)'], ['INV-0916', 'Thalassa', 9800, 0.2, 'GR 12%'], ['INV-0918', 'Nereid', 27500, 0.3, 'FR 20%'], ['INV-0919', 'Marlin Bay', 15000, 0.25, 'ME 21%']];
    const kids = [];
    for (const [id, y, fee, apa, vat] of inv) kids.push(S.tool('parse_invoice', { file: `invoices/2025-09/${id}.pdf` }, { invoice: id, yacht: y, charter_fee_eur: fee, apa_pct: apa, apa_eur: Math.round(fee * apa), vat_rule: vat, pages: c.int(1, 3), ocr_ms: c.ms(), sha1: c.hex(40) }));
    kids.push(S.tool('bank_receipts', { month: '2025-09', account: 'EUR-ops' }, { credits: inv.map(([id, , fee, apa]) => ({ ref: id, eur: id === 'INV-0916' ? 9800 : Math.round(fee * (1 + apa)) })), statement_id: c.uuid() }));
    kids.push(S.llm([['tool', '6 invoices + receipts']], 'Five invoices match fee+APA. INV-0916 (Thalassa) was paid €9,800 — APA of €1,960 is missing. Blue Heron VAT uses the Italian effective 6.6% rule; check that the accountant applied it.'));
    return S.agent('reconcile', { task: 'September charters' }, { flags: ['INV-0916 APA missing'] }, kids);
  },
},
{
  domain: 'birdwatching app crash reports (support/coding)', style: 'agno', model: 'gpt-4o-mini',
  isolates: 'Agent reads five Sentry issues with the same layout but different stack traces and devices, then groups them into two root causes.',
  goal: 'Triage this week\'s top crash reports in the birdwatching app and name the root causes for the release notes.',
  build: (c, S) => {
    const iss = [['BIRDAPP-4K1', 'NullPointerException', 'SightingMapFragment.onResume', 'Pixel 6, Android 14', 412], ['BIRDAPP-4K7', 'IllegalStateException: Fragment not attached', 'SightingMapFragment.onLocation', 'Galaxy A52, Android 13', 188], ['BIRDAPP-4KC', 'OutOfMemoryError', 'SpectrogramView.render', 'Moto G8, Android 11', 97], ['BIRDAPP-4KD', 'OutOfMemoryError', 'AudioRecorder.buffer', 'Redmi 9, Android 10', 61], ['BIRDAPP-4KF', 'NullPointerException', 'SightingMapFragment.onPause', 'Pixel 7a, Android 14', 40]];
    const kids = [S.llm([['user', 'triage top crashes']], 'Reading the top five issues.', iss.map(([id]) => ['sentry_issue', { id }]))];
    for (const [id, ex, fn, dev, n] of iss) kids.push(S.tool('sentry_issue', { id }, { shortId: id, title: ex, culprit: fn, events_7d: n, top_device: dev, firstSeen: c.iso(), lastSeen: c.iso(), release: `birdapp@3.${c.int(10, 12)}.${c.int(0, 9)}+${c.int(300, 340)}`, permalink: `https://sentry.example/organizations/birdapp/issues/${c.int(10 ** 9, 10 ** 10)}/` }));
    kids.push(S.llm([['tool', '5 issues']], 'Two root causes: (1) SightingMapFragment lifecycle — location callbacks after detach (4K1, 4K7, 4KF; 640 events), fix by unregistering in onPause; (2) spectrogram/audio buffers OOM on low-RAM Android 10–11 devices (4KC, 4KD; 158 events), fix by downsampling.'));
    return S.agent('triage', { message: 'triage top crashes' }, { content: 'Two root causes identified.' }, kids);
  },
},
{
  domain: 'drinking fountain inspections', style: 'autogen', model: 'gpt-4o',
  isolates: 'Agent pulls six inspection records for public drinking fountains (same form, different lead readings, pressures, faults), then writes the summary for the council.',
  goal: 'Summarise this quarter\'s inspection results for the city\'s public drinking fountains and list urgent actions.',
  build: (c, S) => {
    const f = [['DF-01', 'Riverside Park', 2.1, 1.8, 'none'], ['DF-04', 'Market Cross', 11.4, 2.2, 'lead above 10 µg/L'], ['DF-07', 'Station Forecourt', 3.0, 0.6, 'low pressure'], ['DF-09', 'Library Steps', 1.2, 2.0, 'push button sticking'], ['DF-12', 'Skate Park', 0.8, 2.1, 'vandalised bowl'], ['DF-15', 'Cathedral Close', 4.5, 1.9, 'none']];
    const kids = [];
    for (const [id, site, pb, bar, fault] of f) kids.push(S.tool('get_inspection', { fountain: id, quarter: '2025Q2' }, `{"fountain":"${id}","site":"${site}","lead_ug_l":${pb},"pressure_bar":${bar},"fault":"${fault}","inspector":"${c.pick(['T. Okafor', 'L. Brandt', 'S. Iqbal'])}","form_rev":"F-7.${c.int(1, 4)}","submitted":"${c.usDate()}"}`));
    kids.push(S.llm([['user', '6 records']], 'Q2 summary: 6 fountains inspected. Urgent: DF-04 Market Cross lead 11.4 µg/L (limit 10) — shut and replace brass fitting. DF-07 low pressure 0.6 bar — check service valve. Minor: DF-09 sticking button, DF-12 bowl replacement. DF-01, DF-15 fine. TERMINATE'));
    return S.agent('assistant', { task: 'Q2 fountain summary' }, { stop_reason: 'Text TERMINATE mentioned' }, kids);
  },
},
];
