import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'refined_search', loop: false, stagnation: false,
  isolates: 'Healthy: early queries find nothing or too much; a genuinely different query (new source or constraint learnt from a result) finds new results and the agent finishes with them.' };
export const scenarios = [
{ id: '01', domain: 'vintage typeface licensing for a craft brewery label', style: 'openinference', isolates: 'Broad font search returns 1,400 hits; narrowing by the licence constraint learnt from the first result yields 3 candidates; agent picks one.',
  goal: 'Find a 1920s-style display font we can use commercially on beer labels.',
  build(c) { const S = makeStyle('openinference', c), K = convo(S, 'Design research assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('Searching broadly.', [['font_search', { q: '1920s display' }, () => ({ total: 1400, top: ['Broadway', 'Parisian', 'Metropolis'], note: 'many results are personal-use only', took_ms: c.ms() })]]);
    t('Too many, and many are personal-use only. Filtering by commercial licence and art deco tag.', [['font_search', { q: 'art deco display', license: 'OFL', tags: ['labels'] }, () => ({ total: 3, top: ['Poiret One (OFL)', 'Limelight (OFL)', 'Federo (OFL)'], took_ms: c.ms() })]]);
    t('Recommend Limelight (SIL OFL, 1920s theatre style); alternatives Poiret One and Federo.');
    return S.agent('design_research', { input: this.goal }, ch, { output: 'Limelight' }); } },
{ id: '02', domain: 'rare cactus seed sourcing', style: 'langgraph', isolates: 'Retail search finds no stock; switching to a specialist society seed list (new source) finds two offers.',
  goal: 'Find a seller for Ariocarpus fissuratus seeds shipping to the EU.',
  build(c) { const S = makeStyle('langgraph', c), K = convo(S, 'Sourcing agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['web_search', { q: 'Ariocarpus fissuratus seeds buy EU' }, () => ({ results: [{ title: 'Out of stock - Ariocarpus fissuratus', url: 'https://shop1.example/p/ario' }], search_id: c.uuid() })]]);
    t('Retail shops are out of stock; CITES-listed seeds are often on society seed lists. Trying those.', [['web_search', { q: 'cactus society seed list 2024 Ariocarpus fissuratus' }, () => ({ results: [{ title: 'BCSS Seed Distribution 2024 - Ariocarpus fissuratus (#112)', url: 'https://bcss.example/seeds' }, { title: 'Mesa Garden-style list: A. fissuratus v. lloydii', url: 'https://seedlist.example/ario' }], search_id: c.uuid() })]]);
    t('Two sources found: BCSS seed distribution item #112 and a specialist seed list; both ship to the EU with phytosanitary docs.');
    return S.agent('__root__', { messages: [this.goal] }, ch, { status: 'done' }); } },
{ id: '03', domain: 'dinghy sailing club race results archive', style: 'anthropic', isolates: 'Full-text search misses a 1998 result; learning from a hit that old results use the club\'s former name, the new query finds it.',
  goal: 'Find the 1998 Autumn Series results for our club\'s Laser fleet.',
  build(c) { const S = makeStyle('anthropic', c), K = convo(S, 'Club archivist assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('Searching the archive.', [['archive_search', { q: 'Autumn Series 1998 Laser' }, () => ({ hits: [], took: c.ms() })]]);
    t('Nothing. Trying the year only.', [['archive_search', { q: '1998' }, () => ({ hits: [{ doc: 'minutes-1998-03.pdf', snippet: '…Wyre Mouth Yacht Club (now Wyre Sailing Club)…' }], took: c.ms() })]]);
    t('The club was called Wyre Mouth Yacht Club in 1998. Searching with the old name.', [['archive_search', { q: '"Wyre Mouth" Autumn Series Laser' }, () => ({ hits: [{ doc: 'WMYC-autumn-1998-results.pdf', snippet: 'Laser: 1st P. Grieve, 2nd S. Amin…' }], took: c.ms() })]]);
    t('Found: WMYC-autumn-1998-results.pdf (Laser fleet won by P. Grieve).');
    return S.agent('archivist', { request: this.goal }, ch, { stop_reason: 'end_turn' }); } },
{ id: '04', domain: 'cargo e-bike replacement parts', style: 'agno', isolates: 'Generic part search returns hundreds; the frame serial lookup gives the exact motor model, and a new query finds two compatible controllers.',
  goal: 'Find a replacement motor controller for cargo e-bike frame serial CB-22-88417.',
  build(c) { const S = makeStyle('agno', c), K = convo(S, 'Parts agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['parts_search', { q: 'cargo ebike motor controller' }, () => ({ count: 386, sample: ['36V 15A', '48V 22A', '52V 30A'] })]]);
    t('Too broad. Looking up the frame serial to get the motor model.', [['serial_lookup', { serial: 'CB-22-88417' }, () => ({ model: 'Hauler 2', motor: 'Bafang M420 48V', year: 2022 })]]);
    t('Motor is a Bafang M420 48V. Searching for controllers for that.', [['parts_search', { q: 'controller Bafang M420 48V' }, () => ({ count: 2, results: [{ sku: 'CR-X1G11', price_eur: 129 }, { sku: 'CR-X1G12-CAN', price_eur: 142 }] })]]);
    t('Compatible: CR-X1G11 (€129) or CR-X1G12-CAN (€142, CAN-bus display).');
    return S.agent('parts', { message: this.goal }, ch, { content: 'CR-X1G11' }); } },
{ id: '05', domain: 'bathing-water quality open data', style: 'gemini', isolates: 'Open data portal query by town name finds nothing; using the bathing-water site code from the registry finds the 2024 samples.',
  goal: 'Get the 2024 E. coli sample results for Sandbay North bathing water.',
  build(c) { const S = makeStyle('gemini', c), K = convo(S, 'Data assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('', [['opendata_query', { dataset: 'bathing-water-samples', filter: { site_name: 'Sandbay North', year: 2024 } }, () => ({ records: [], query_id: c.uuid() })]]);
    t('No records by name; samples are keyed by site code. Looking up the site code.', [['site_registry', { name: 'Sandbay North' }, () => ({ site_code: 'UKC2104-0937', name: 'Sandbay (North Beach)' })]]);
    t('', [['opendata_query', { dataset: 'bathing-water-samples', filter: { site_code: 'UKC2104-0937', year: 2024 } }, () => ({ records: [{ date: '2024-05-14', ecoli: 28 }, { date: '2024-06-11', ecoli: 410 }, { date: '2024-07-09', ecoli: 55 }], query_id: c.uuid() })]]);
    t('2024 E. coli (cfu/100ml): 14 May 28, 11 Jun 410, 9 Jul 55.');
    return S.agent('data_assistant', { q: this.goal }, ch, { finishReason: 'STOP' }); } },
{ id: '06', domain: 'bridal veil lace wholesale sourcing', style: 'griptape', isolates: 'Search for "Chantilly lace" finds only retail metres; switching to a trade directory with a minimum-order constraint finds wholesale suppliers.',
  goal: 'Find a wholesale supplier of ivory Chantilly lace, 50+ metres per order.',
  build(c) { const S = makeStyle('griptape', c), K = convo(S, 'Sourcing agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('Searching shops.', [['WebSearch', { query: 'ivory Chantilly lace' }, () => ({ results: ['£38/m retail, max 5 m', '£42/m retail'] })]]);
    t('Only retail. Searching the textile trade directory with MOQ >= 50 m.', [['TradeDirectory', { category: 'lace', keyword: 'Chantilly', min_order_m: 50 }, () => ({ suppliers: [{ name: 'Calais Dentelles', moq_m: 50 }, { name: 'Nottingham Lace Works', moq_m: 100 }] })]]);
    t('Wholesale options: Calais Dentelles (MOQ 50 m) and Nottingham Lace Works (MOQ 100 m).');
    return S.agent('sourcing', { input: this.goal }, ch, { output: '2 suppliers' }); } },
];
