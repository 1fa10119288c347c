// Healthy family 10: early queries find nothing/too much; a materially different query finds results; finish.
import { recorder, span } from './lib.mjs';

export const FAMILY = {
  name: 'refined_search_hits', loop: false, stagnation: false,
  summary: 'Healthy: first searches return nothing or too much; a genuinely different query (new source or a constraint learnt from a result) finds what is needed and the run finishes.',
};

// 01 demolition derby — Gemini function calling
function s01(id) {
  const goal = 'Find out whether a 1990s Ford Crown Victoria with a welded frame is allowed in the county fair demolition derby "full-size" class this year.';
  const r = recorder('gemini', id, { system: 'You help derby drivers with rules. Functions: search_web, fetch_page.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('', [{ name: 'search_web', args: { q: 'demolition derby rules welded frame' }, out: { results: 10, items: ['Generic derby rules (2014 forum post)', 'Compact class rules — Ohio', 'Derby welding tips video', '… 7 more unrelated'], search_id: n.hex(12) } }]),
    ...r.turn('Generic results from other states. The class rules come from this fair\'s own rule book, so I will search the fair site for the current rules PDF.', [{ name: 'search_web', args: { q: 'site:hendrickscountyfair.example demolition derby rules 2025 full size pdf' }, out: { results: 1, items: [{ title: '2025 Demo Derby Rules — Full Size & Compact', url: 'https://hendrickscountyfair.example/files/derby-2025.pdf', modified: n.httpDate() }] } }]),
    ...r.turn('Found the 2025 rule book. Reading the full-size frame section.', [{ name: 'fetch_page', args: { url: 'https://hendrickscountyfair.example/files/derby-2025.pdf', section: 'Full Size' }, out: `FULL SIZE — 3.4 Frames: No frame welding except 6 in. x 1/4 in. plate on each side at the rear hump. 3.7 Any 1980-2002 Ford/Mercury full-size body allowed (no 2003+ Crown Victoria frames). [page 4 of 11, pdf ${n.hex(8)}]` }]),
    ...r.turn('Per the 2025 Hendricks County rules (section 3.4/3.7): a 1990s Crown Victoria is an allowed body, but a fully welded frame is not — only a 6″ × ¼″ plate each side at the rear hump is permitted.'),
  ];
  const root = r.root('derby-rules-assistant', goal, k, 'Car allowed; frame welding limited to rear-hump plates.', { api: 'generativelanguage.googleapis.com/v1beta' });
  return { domain: 'demolition derby', isolates: 'A generic web search returns unrelated rules; a site-restricted query for the fair\'s own 2025 PDF finds the answer, which is then given.', goal, root };
}

// 02 donkey sanctuary — LangGraph with a retriever
function s02(id) {
  const goal = 'Find the sanctuary\'s own guidance on hoof trimming intervals for elderly donkeys with laminitis history and summarise it for the new volunteer.';
  const r = recorder('langgraph', id, { system: 'You are the sanctuary knowledge assistant. Tools: search_docs(query, filter).' }).start(goal);
  const n = r.n;
  const ret = (q, docs) => span('retriever', 'VectorStoreRetriever', { query: q }, { documents: docs }, [], { metadata: { run_type: 'retriever', ls_retriever_name: 'pgvector', ls_vector_store_provider: 'PGVector', k: 4, latency: n.dur() } });
  const k = [
    ...r.turn('Searching the care manual.', [{ name: 'search_docs', args: { query: 'hoof trimming' } }].map((c) => ({ ...c, out: { hits: 48, top: ['Farrier visit rota 2023', 'Hoof trimming — ponies', 'Hoof oil stock order', 'Shetland pony hoof care'] } }))),
    ret('hoof trimming', [{ page_content: 'Farrier visit rota 2023 — every 8 weeks…', metadata: { source: 'rota-2023.docx', score: 0.71 } }, { page_content: 'Pony hooves: trim 6–8 weekly…', metadata: { source: 'ponies.md', score: 0.69 } }]),
    ...r.turn('Too broad: 48 hits, mostly ponies and rotas. The manual tags donkey guidance by species and condition, so I will filter on species=donkey and the laminitis tag.', [{ name: 'search_docs', args: { query: 'trim interval elderly laminitis', filter: { species: 'donkey', tags: ['laminitis', 'geriatric'] } }, out: { hits: 2, top: ['Geriatric donkeys — feet (rev. 2024)', 'Laminitis aftercare protocol'] } }]),
    ret('trim interval elderly laminitis [species=donkey]', [{ page_content: 'Donkeys over 25 with a laminitis history: trim every 6 weeks, no longer than 8; radiograph before corrective trims; soft bedding for 48 h after.', metadata: { source: 'geriatric-feet-2024.pdf', page: 3, score: 0.91 } }]),
    ...r.turn('For elderly donkeys with a laminitis history our guidance is: trim every 6 weeks (never beyond 8), X-ray before any corrective trim, and keep them on soft bedding for 48 hours afterwards.'),
  ];
  const root = r.root('LangGraph', { messages: [{ type: 'human', content: goal }] }, k, null, { thread_id: n.uuid() });
  return { domain: 'donkey sanctuary', isolates: 'A broad search returns 48 mostly irrelevant hits; adding the species and condition filter yields the specific guidance and a summary.', goal, root };
}

// 03 coconut coir mats — CrewAI
function s03(id) {
  const goal = 'Find a supplier of bristle coir fibre that can deliver 8 tonnes to Alappuzha within three weeks for the doormat line.';
  const r = recorder('crewai', id, { system: 'You are Procurement Researcher. Tools: Search Supplier Directory, Read Supplier Page.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('I will search the directory for coir fibre suppliers.', [{ name: 'Search Supplier Directory', args: { query: 'coir fibre', region: 'Kerala' }, out: `0 results for "coir fibre" in Kerala (index ${n.short()}, ${n.int(3, 40)} ms)` }]),
    ...r.turn('Nothing under "coir fibre" in Kerala; the directory may use the trade term. Bristle fibre is sold as "brown coir bristle" and much of it comes from Pollachi in Tamil Nadu, so I will search that term across Tamil Nadu.', [{ name: 'Search Supplier Directory', args: { query: 'brown coir bristle fibre', region: 'Tamil Nadu' }, out: `3 results\n1. Anamalai Coir Works, Pollachi — bristle 8–10 in., 40 t/month\n2. Sri Vel Fibres, Pollachi — mattress fibre only\n3. Green Husk Exports, Coimbatore — bristle, MOQ 5 t` }]),
    ...r.turn('Two bristle suppliers. Checking Anamalai\'s lead time.', [{ name: 'Read Supplier Page', args: { supplier: 'Anamalai Coir Works' }, out: `Bristle fibre 8-10": stock 22 t · lead time 10-12 days to Kerala ports · price ₹34/kg ex-works · updated ${n.dmy()}` }]),
    ...r.turn('Anamalai Coir Works (Pollachi) has 22 t of 8–10″ bristle in stock and delivers to Kerala in 10–12 days at ₹34/kg, well within three weeks; Green Husk Exports is a backup (MOQ 5 t).'),
  ];
  const agent = r.agent('Procurement Researcher', { task: goal }, k, 'Anamalai Coir Works', { metadata: { max_iter: 8 } });
  const root = r.root('Crew: coir_procurement', { inputs: { tonnes: 8 } }, [r.chain('Task: find_supplier', { description: goal }, [agent], { raw: 'Anamalai Coir Works' })], { raw: 'Anamalai Coir Works' }, { process: 'sequential' });
  return { domain: 'coconut coir mats', isolates: 'The first directory query returns 0; switching to the trade term and another region finds suppliers, one is checked and recommended.', goal, root };
}

// 04 quinoa cooperative exports — Anthropic Messages API
function s04(id) {
  const goal = 'Find the maximum residue limit the EU applies to chlorpyrifos on quinoa, so the cooperative can decide whether lot Q-2207 can ship to Rotterdam.';
  const r = recorder('anthropic', id, { system: 'You are the export compliance assistant. Tools: search_regulations, get_lab_result.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('Searching regulations for the limit.', [{ name: 'search_regulations', args: { query: 'chlorpyrifos quinoa MRL' }, out: { source: 'general-web', hits: 312, sample: ['news: chlorpyrifos ban in US', 'blog: quinoa nutrition', 'MRL database homepage'] } }]),
    ...r.turn('312 loose web hits and none is the legal text. The EU limits sit in Regulation (EU) 2020/1085 under Reg. 396/2005, so I will query the EU pesticide database for that product code directly.', [{ name: 'search_regulations', args: { source: 'eu_pesticides_db', substance: 'chlorpyrifos', product_code: '0500040' }, out: { substance: 'chlorpyrifos', product: 'Quinoa (0500040)', mrl_mg_kg: 0.01, footnote: '(*) limit of determination', legal_act: 'Reg. (EU) 2020/1085', applicable_from: '2020-11-13', fetched: n.iso() } }]),
    ...r.turn('The EU limit is the 0.01 mg/kg LOQ. Checking lot Q-2207.', [{ name: 'get_lab_result', args: { lot: 'Q-2207', analyte: 'chlorpyrifos' }, out: { lot: 'Q-2207', result_mg_kg: '<0.005', lab: 'SGS Lima', report: 'LR-' + n.int(10000, 99999) } }]),
    ...r.turn('The EU MRL for chlorpyrifos on quinoa is 0.01 mg/kg (limit of determination, Reg. (EU) 2020/1085). Lot Q-2207 tested <0.005 mg/kg, so it is compliant and can ship to Rotterdam.'),
  ];
  const root = r.root('export-compliance', goal, k, { stop_reason: 'end_turn' }, { anthropic_version: '2023-06-01' });
  return { domain: 'quinoa cooperative exports', isolates: 'A loose web search returns 312 useless hits; querying the EU pesticide database by product code gives the MRL, which decides the shipment.', goal, root };
}

// 05 birch sap tapping — smolagents
function s05(id) {
  const goal = 'Work out from the sap-flow sensor archive on which date last spring our birch stand started flowing, to plan this year\'s tapping.';
  const r = recorder('smolagents', id, { system: 'You solve tasks with code. Tools: query_sensor(sensor, start, end, metric), final_answer.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('I will look at March for sap flow.', [{ name: 'query_sensor', args: { sensor: 'SF-BIRCH-01', start: '2025-03-01', end: '2025-03-31', metric: 'flow_lph' }, out: `rows=31 max(flow_lph)=0.0 (sensor SF-BIRCH-01, sampling 15 min, gw=${n.host('lorawan')})` }], { code: 'print(query_sensor("SF-BIRCH-01", "2025-03-01", "2025-03-31", "flow_lph"))' }),
    ...r.turn('Zero flow through March. Birch usually flows after maple, once nights stay near freezing and days warm, so I will query April and also pull soil temperature to see when the thaw started.', [{ name: 'query_sensor', args: { sensor: 'SF-BIRCH-01', start: '2025-04-01', end: '2025-04-30', metric: 'flow_lph,soil_temp_c' }, out: `date        flow_lph  soil_temp_c\n2025-04-08  0.0       0.4\n2025-04-11  0.3       1.8\n2025-04-12  2.9       2.6\n2025-04-13  4.1       3.1\n2025-04-29  0.6       9.7   (cloudy sap)` }], { code: 'print(query_sensor("SF-BIRCH-01", "2025-04-01", "2025-04-30", "flow_lph,soil_temp_c"))' }),
    ...r.turn('Flow began 11 April when soil reached about 2 °C, peaked mid-April, and turned cloudy by 29 April.', [{ name: 'final_answer', args: { answer: 'Sap started 11 Apr 2025 (soil ~2 °C); tap when soil passes 1.5 °C, expect ~2.5 weeks of clear sap.' }, out: 'Sap started 11 Apr 2025 (soil ~2 °C); tap when soil passes 1.5 °C, expect ~2.5 weeks of clear sap.' }], { code: 'final_answer("Sap started 11 Apr 2025 (soil ~2 °C); tap when soil passes 1.5 °C, expect ~2.5 weeks of clear sap.")' }),
  ];
  const root = r.root('CodeAgent', { task: goal }, k, 'Sap started 11 Apr 2025', { max_steps: 6 });
  return { domain: 'birch sap tapping', isolates: 'March shows zero flow; the agent changes the window to April and adds soil temperature, finds the start date and answers.', goal, root };
}

// 06 pressure vessel inspection — OpenInference / Phoenix
function s06(id) {
  const goal = 'Find the last thickness survey for air receiver AR-3 in the compressor house and tell me if the shell is above minimum required thickness.';
  const r = recorder('openinference', id, { system: 'You are the plant integrity assistant. Tools: search_inspection_records(query, asset_tag), get_record.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('Searching records for AR-3.', [{ name: 'search_inspection_records', args: { query: 'AR-3 thickness' }, out: { total: 0, took_ms: n.int(4, 40) } }]),
    ...r.turn('No hits for "AR-3". The compressor-house asset register may use the plant tag instead, so I will look the tag up and search by it.', [{ name: 'search_inspection_records', args: { query: 'air receiver compressor house', asset_tag: null }, out: { total: 1, hits: [{ asset_tag: 'PV-0412', description: 'Air receiver 3 (AR-3), 2.0 m³, compressor house', records: 6 }] } }]),
    ...r.turn('AR-3 is asset PV-0412. Fetching its latest UT thickness survey.', [{ name: 'search_inspection_records', args: { query: 'ultrasonic thickness', asset_tag: 'PV-0412' }, out: { total: 2, hits: [{ id: 'IR-' + n.int(5000, 5999), date: n.dayPlus(-210), type: 'UT thickness', min_measured_mm: 7.1, t_min_required_mm: 6.3 }, { id: 'IR-' + n.int(4000, 4999), date: n.dayPlus(-940), type: 'UT thickness', min_measured_mm: 7.4 }] } }]),
    ...r.turn('The latest survey of AR-3 (asset PV-0412, about seven months ago) found a minimum shell thickness of 7.1 mm against a required 6.3 mm, so it is above minimum; it lost about 0.3 mm since the previous survey.'),
  ];
  const root = r.root('integrity_assistant', goal, k, 'AR-3 above minimum thickness', { 'session.id': n.uuid() });
  return { domain: 'pressure vessel inspection', isolates: 'Searching by the informal name returns 0; finding the register tag PV-0412 and searching by it returns the survey used in the answer.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
