import { Tracer, sys, user } from './lib.mjs';
export const family = 'narrowed_search_finds_hits';
export const loop = false;
export const stagnationAllowed = [false];

// 01 rock-pool guided walks, Haystack retrievers
function r01(id) {
  const T = new Tracer(id, 'haystack'), N = T.N;
  const goal = 'Find a morning low tide under 1.0 m on a weekend in May at Wembury for the family rock-pooling walk.';
  const kids = [];
  kids.push(T.retriever('InMemoryBM25Retriever', 'Wembury low tide May weekend', [], { meta: { top_k: 5, took_ms: N.ms() } }));
  kids.push(T.llm({ messages: [user(goal)], text: 'The walks knowledge base has no tide data. The tide tables come from the Devonport station (Wembury has no gauge), so I will query the tide API for Devonport with a height filter.', calls: [['tide_predictions', { station: '0014 Devonport', month: '2025-05', type: 'low', max_height_m: 1.0 }]] }));
  kids.push(T.tool('tide_predictions', { station: '0014 Devonport', month: '2025-05', type: 'low', max_height_m: 1.0 }, { events: [{ t: '2025-05-10T07:41+01:00', h: 0.6 }, { t: '2025-05-11T08:24+01:00', h: 0.5 }, { t: '2025-05-27T07:05+01:00', h: 0.4 }], datum: 'CD', source: 'UKHO', licence_ref: N.uuid() }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Best options: Sat 10 May 07:41 (0.6 m) or Sun 11 May 08:24 (0.5 m). 27 May is a Tuesday. I recommend Sunday 11 May, meeting at 07:45.' }));
  return { isolates: 'The knowledge-base search returns nothing; the agent switches to another source (the tide API for the nearby gauge with a height limit), gets three hits and answers.', stagnation: false, goal, root: T.agent('Pipeline.run', { query: goal }, { answer: 'Sunday 11 May 08:24' }, kids, { type: 'chain' }) };
}

// 02 orchid society show judging, LlamaIndex
function r02(id) {
  const T = new Tracer(id, 'llamaindex'), N = T.N;
  const goal = 'Find past award records for Paphiopedilum rothschildianum entries at our society shows to brief the new judges.';
  const kids = [];
  kids.push(T.retriever('VectorIndexRetriever', 'orchid award records', Array.from({ length: 10 }, (_, i) => ({ node_id: N.uuid(), score: +(0.71 - i * 0.01).toFixed(3), text: ['Cattleya HCC/AOS 2019', 'Phalaenopsis best in class 2021', 'Dendrobium cultural cert 2018', 'Vanda AM 2022', 'Oncidium 2020 ribbon'][i % 5] })), { meta: { similarity_top_k: 10 } }));
  kids.push(T.llm({ messages: [user(goal)], text: 'That returned generic awards for other genera. I will filter by genus metadata and search for the species name.', calls: [] }));
  kids.push(T.retriever('VectorIndexRetriever', 'Paphiopedilum rothschildianum award', [{ node_id: N.uuid(), score: 0.89, text: 'Paph. rothschildianum "Rex" AM/AOS 82 pts, spring show 2017, judge notes: dorsal sepal stripes bold' }, { node_id: N.uuid(), score: 0.86, text: 'Paph. rothschildianum "Mont Millais" FCC 91 pts, 2021; 5-flower spike, petals 28 cm' }], { params: { filters: { genus: 'Paphiopedilum' } }, meta: { similarity_top_k: 5 } }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Two prior awards: "Rex" AM 82 pts (2017) and "Mont Millais" FCC 91 pts (2021). Judges should note spike count and petal length; briefing drafted.' }));
  return { isolates: 'A broad query returns ten irrelevant records; a metadata-filtered species query finds two real awards, and the briefing is written.', stagnation: false, goal, root: T.agent('ReActAgent', { input: goal }, { response: 'briefing drafted' }, kids) };
}

// 03 vintage camera repair parts, LangSmith
function r03(id) {
  const T = new Tracer(id, 'langsmith'), N = T.N;
  const goal = 'Source a replacement shutter curtain for a customer\'s Leica M3 (serial 7xxxxx) at under €120.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['parts_search', { q: 'Leica shutter curtain' }]] }));
  kids.push(T.tool('parts_search', { q: 'Leica shutter curtain' }, { total: 214, items: [{ t: 'Leica IIIf cloth curtain', eur: 45 }, { t: 'Leica M6 curtain set', eur: 160 }, { t: 'Leica R4 curtain assembly', eur: 98 }], note: 'showing 3 of 214', took: N.ms() + 'ms' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Too broad, mixed models. M3 uses rubberised silk curtains specific to M2/M3; adding the model and max price.', calls: [['parts_search', { q: 'shutter curtain', fits: ['M3', 'M2'], max_eur: 120, condition: ['new', 'NOS'] }]] }));
  kids.push(T.tool('parts_search', { q: 'shutter curtain', fits: ['M3', 'M2'], max_eur: 120, condition: ['new', 'NOS'] }, { total: 2, items: [{ t: 'M2/M3 first curtain, rubberised silk, NOS', eur: 110, seller: 'Wetzlar Teile', ships: '2-3 d' }, { t: 'M3 second curtain, new', eur: 95, seller: 'camerarepair.jp', ships: '7-10 d' }] }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Ordered option: NOS first curtain from Wetzlar Teile at €110, ships in 2-3 days (the M3 job only needs the first curtain).' }));
  return { isolates: 'A broad search returns 214 mixed results; a query with the model fit and price ceiling returns two fitting parts and the agent picks one.', stagnation: false, goal, root: T.agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: ['Ordered'] }, kids, { type: 'chain' }) };
}

// 04 textbook buyback desk, Gemini function calling
function r04(id) {
  const T = new Tracer(id, 'gemini'), N = T.N;
  const goal = 'Quote a buyback price for a used "Campbell Biology" textbook a student brought to the desk.';
  const kids = [];
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], calls: [['lookup_title', { title: 'Campbell Biology' }]] }));
  kids.push(T.tool('lookup_title', { title: 'Campbell Biology' }, { matches: 14, editions: ['9th', '10th', '11th', '12th', 'AP edition', 'in Focus 3rd'], buyback: 'ambiguous: specify ISBN' }));
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], text: 'Several editions. The student read the ISBN from the back cover: 9780135188743 (12th ed.). Looking that up.', calls: [['lookup_isbn', { isbn: '9780135188743', condition: 'good' }]] }));
  kids.push(T.tool('lookup_isbn', { isbn: '9780135188743', condition: 'good' }, { title: 'Campbell Biology, 12th ed.', buyback_usd: 38.5, demand: 'high (fall term)', quote_id: 'Q' + N.int(100000, 999999), expires: N.iso(N.t + 86400000) }));
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], text: 'Buyback quote: $38.50 for the 12th edition in good condition, valid 24 hours.' }));
  return { isolates: 'A title lookup is ambiguous across 14 editions; an ISBN lookup gives one exact match with a price and the desk quote is issued.', stagnation: false, goal, root: T.agent('buyback_desk', { goal }, { quote: 38.5 }, kids) };
}

// 05 Shakespeare festival prop hire, MLflow
function r05(id) {
  const T = new Tracer(id, 'mlflow'), N = T.N;
  const goal = 'Find a period-accurate rapier and dagger pair for the outdoor Romeo and Juliet, stage-combat rated, available 1-20 July.';
  const kids = [];
  kids.push(T.tool('prop_catalogue_search', { q: 'rapier dagger', available: '2025-07-01/2025-07-20' }, { hits: 0, suggestion: 'no exact matches; 3 items reserved in that window' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Nothing free in our own store for those dates. Searching the regional theatre-prop sharing network with the stage-combat rating filter instead.', calls: [['network_search', { q: 'rapier main-gauche', combat_rated: true, period: 'late 16th c', window: '2025-07-01/2025-07-20' }]] }));
  kids.push(T.tool('network_search', { q: 'rapier main-gauche', combat_rated: true, period: 'late 16th c', window: '2025-07-01/2025-07-20' }, `3 results (0.${N.int(10, 99)}s)\n1. Hanwei practical rapier + main-gauche, blunted, SCM-rated — Bristol Old Vic store — £60/wk\n2. Darkwood Armory swept-hilt pair — Leeds Playhouse — £75/wk\n3. Rawlings epee-blade rapier (no dagger) — Sheffield — £30/wk`));
  kids.push(T.llm({ messages: [user(goal)], text: 'Booked request for the Hanwei rapier and main-gauche pair from Bristol Old Vic, £60/week, combat-rated.' }));
  return { isolates: 'The home catalogue has zero free matches; searching a different source (the sharing network) with a combat-rating constraint finds three items, and one is chosen.', stagnation: false, goal, root: T.agent('props_agent', { goal }, { booked: 'Hanwei pair' }, kids, { meta: { 'mlflow.spanType': 'AGENT' } }) };
}

// 06 mountain pass cycling sportive, Google ADK
function r06(id) {
  const T = new Tracer(id, 'adk'), N = T.N;
  const goal = 'Find a feed-station site on the Col de la Croix descent with road access for a 7.5 t support truck for the cycling sportive.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['osm_search', { q: 'parking Col de la Croix' }]] }));
  kids.push(T.tool('osm_search', { q: 'parking Col de la Croix' }, { results: [{ name: 'P summit', lat: 46.3276, lon: 7.1398, maxweight: '3.5' }], overpass_ts: N.iso() }));
  kids.push(T.llm({ messages: [user(goal)], text: 'The summit car park has a 3.5 t limit. Searching for lay-bys along the descent that allow heavier vehicles.', calls: [['osm_search', { q: 'highway=rest_area OR parking along route 11 Villars-Gryon', maxweight_gte: 7.5 }]] }));
  kids.push(T.tool('osm_search', { q: 'highway=rest_area OR parking along route 11 Villars-Gryon', maxweight_gte: 7.5 }, { results: [{ name: 'Lay-by Les Ecovets', lat: 46.3101, lon: 7.1012, maxweight: 'none', surface: 'asphalt' }, { name: 'Parking Bretaye road jct', lat: 46.3189, lon: 7.1155, maxweight: '12' }] }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Feed station: Parking at the Bretaye road junction (12 t limit) at km 4 of the descent; fallback lay-by Les Ecovets.' }));
  return { isolates: 'A first search yields one weight-restricted car park; a new query with the learnt weight constraint finds two suitable sites and the agent picks one.', stagnation: false, goal, root: T.agent('invocation sportive_logistics', { new_message: goal }, { final_response: 'Bretaye junction' }, kids) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
