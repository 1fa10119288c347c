// Healthy: first queries miss or flood; a materially different query (new source / learnt constraint) finds it.
export const family = 'refined_search_success';
export const rows = [
  { id: '01', isolates: 'DSPy ReAct: a rubber-tapping co-op price search finds nothing by village name, learns the district code from a gazetteer, and then gets prices.',
    build: (n) => ({ style: 'dspy', goal: 'What was the farm-gate price of RSS3 latex sheet in Ban Na Kham last month?',
      steps: [
        { text: 'Search the price board by village.', calls: [{ name: 'price_search', args: { location: 'Ban Na Kham', grade: 'RSS3' }, out: { hits: [] } }] },
        { text: 'Price board is indexed by district code; look the village up in the gazetteer.', calls: [{ name: 'gazetteer', args: { name: 'Ban Na Kham' }, out: { district: 'Bueng Kan', code: 'TH-38-04' } }] },
        { text: 'Query by district code TH-38-04.', calls: [{ name: 'price_search', args: { district_code: 'TH-38-04', grade: 'RSS3', month: '2025-05' }, out: { hits: [{ price_thb_kg: 68.4, source: 'RAOT board', n: 22 }] } }] },
        { text: 'Found: 68.4 THB/kg.', calls: [] },
      ], final: 'RSS3 averaged 68.4 THB/kg in Bueng Kan district (May 2025).' }) },
  { id: '02', isolates: 'Bedrock agent: a hurling club\'s ash supplier search returns too many results, then a constraint learnt from them (kiln-dried, Irish ash) narrows to two suppliers.',
    build: (n) => ({ style: 'bedrock', model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', goal: 'Find a supplier of ash blanks for 34-inch hurleys who can deliver 60 blanks by September.',
      steps: [
        { text: 'Search the supplier directory for ash.', calls: [{ name: 'searchSuppliers', group: 'Procurement', args: { material: 'ash' }, out: `{"count":412,"note":"results include flooring and tool handles"}` }] },
        { text: 'Too broad. Restrict to hurley-grade blanks and kiln-dried Irish ash.', calls: [{ name: 'searchSuppliers', group: 'Procurement', args: { material: 'ash', product: 'hurley blank', treatment: 'kiln-dried', origin: 'IE' }, out: `{"count":2,"results":[{"name":"Ballyhale Timber","lead_weeks":6},{"name":"Carlow Ash Co","lead_weeks":10}]}` }] },
        { text: 'Ballyhale Timber can deliver in 6 weeks, meeting September.', calls: [] },
      ], final: 'Ballyhale Timber (6-week lead) recommended.' }) },
  { id: '03', isolates: 'LangGraph: a cinema-organ restorer finds nothing in the parts marketplace, switches to the theatre organ society archive, and finds a matching relay.',
    build: (n) => ({ style: 'langgraph', goal: 'Source a replacement Wurlitzer style 235 relay board for the Regal cinema organ.',
      steps: [
        { text: 'Searching the parts marketplace.', calls: [{ name: 'marketplace_search', args: { q: 'Wurlitzer 235 relay' }, out: { items: [], served: n.iso() } }] },
        { text: 'Marketplace has nothing; broaden to any Wurlitzer relay.', calls: [{ name: 'marketplace_search', args: { q: 'Wurlitzer relay board' }, out: { items: [{ title: 'Wurlitzer style D relay (incomplete)', price: 400 }] } }] },
        { text: 'Style D is the wrong size. The organ society keeps a salvage register; searching it.', calls: [{ name: 'society_salvage_register', args: { maker: 'Wurlitzer', opus_range: '1900-2100', component: 'relay' }, out: { matches: [{ opus: 2034, style: '235', component: 'main relay', holder: 'Stockport store', condition: 'restorable' }] } }] },
        { text: 'Opus 2034 main relay (style 235) is in the Stockport store; requesting it.', calls: [{ name: 'request_salvage', args: { opus: 2034, component: 'main relay' }, out: { request: 'SAL-88', status: 'approved' } }] },
        { text: 'Relay secured (SAL-88).', calls: [] },
      ], final: 'Relay secured via salvage request SAL-88.' }) },
  { id: '04', isolates: 'AgentOps session: a dollhouse miniatures shop search by "1:12 Georgian door" floods results, a search using the learnt maker part number finds the exact item.',
    build: (n) => ({ style: 'agentops', goal: 'Find a 1:12 Georgian six-panel front door with fanlight for a customer\'s dollhouse.',
      steps: [
        { text: 'Searching the catalogue.', calls: [{ name: 'catalog_search', args: { q: '1:12 Georgian door' }, out: { total: 318, top: [{ sku: 'SD-1212', name: 'Georgian door kit', note: 'see Streets Ahead DIY 1020 series' }] } }] },
        { text: 'Too many. The first hit points at the Streets Ahead 1020 series; search that with fanlight.', calls: [{ name: 'catalog_search', args: { q: 'Streets Ahead 1020 fanlight', scale: '1:12' }, out: { total: 1, top: [{ sku: 'DIY1024', name: 'Six-panel door with fanlight, 1:12', stock: 3, price_gbp: 14.5 }] } }] },
        { text: 'DIY1024 fits: six-panel with fanlight, 3 in stock.', calls: [] },
      ], final: 'DIY1024 (£14.50, 3 in stock).' }) },
  { id: '05', isolates: 'Weave: a telescope mirror maker\'s glass-blank search by diameter finds nothing, then a search by the material learnt from an FAQ (borosilicate vs Pyrex) finds blanks.',
    build: (n) => ({ style: 'weave', goal: 'Find a 10-inch low-expansion mirror blank for a Dobsonian grinding class.',
      steps: [
        { text: null, calls: [{ name: 'search_blanks', args: { diameter_in: 10, material: 'Pyrex' }, out: { results: [] } }] },
        { text: 'No Pyrex listings. Check the supplier FAQ for naming.', calls: [{ name: 'read_faq', args: { supplier: 'mirror-blanks.example' }, out: 'Q: Do you sell Pyrex? A: Pyrex is discontinued; we list low-expansion borosilicate (Borofloat 33) and Supremax 33 blanks by millimetre diameter.' }] },
        { text: 'Search by Borofloat and millimetres (254 mm).', calls: [{ name: 'search_blanks', args: { diameter_mm: 254, material: 'Borofloat 33' }, out: { results: [{ id: 'BF254-38', thickness_mm: 38, price_usd: 215 }, { id: 'BF254-32', thickness_mm: 32, price_usd: 189 }] } }] },
        { text: 'Two blanks found; the 38 mm one suits a 10-inch f/5 mirror.', calls: [] },
      ], final: 'BF254-38 recommended.' }) },
  { id: '06', isolates: 'Agno-style agent: a Morse club exam search finds no sessions nearby, then searches the online-proctored listing (a different source) and books one.',
    build: (n) => ({ style: 'agno', goal: 'Book a 20 wpm Morse proficiency exam for club member G4XYZ before the end of July.',
      steps: [
        { text: 'Looking for in-person sessions near Leeds.', calls: [{ name: 'exam_sessions', args: { near: 'Leeds', radius_km: 50, test: 'morse-20wpm' }, out: { sessions: [] } }] },
        { text: 'None in range. The society also runs online proctored sessions; query that list.', calls: [{ name: 'online_exam_sessions', args: { test: 'morse-20wpm', before: '2025-07-31' }, out: { sessions: [{ id: 'OL-7731', date: '2025-07-19', seats: 4 }] } }] },
        { text: null, calls: [{ name: 'book_exam', args: { session: 'OL-7731', callsign: 'G4XYZ' }, out: { booked: true, ref: 'MX-' + n.int(1000, 9999) } }] },
        { text: 'Booked G4XYZ on online session OL-7731 (19 July).', calls: [] },
      ], final: 'Booked OL-7731 on 19 July.' }) },
];
