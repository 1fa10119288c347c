// Family: narrowing_delegation_chain (healthy) — 3+ nested agents, each handing a narrower, different sub-task down; results come back up.
import { Trace, row } from './lib.mjs';
const F = 'narrowing_delegation_chain';

// levels: [{agent, task, pre:[calls before delegating], say (delegation message), tool (delegation tool name), after (text after result), result}]
// the last level does the work with `work` calls.
function chain(t, levels, i = 0) {
  const L = levels[i];
  return t.agent(L.agent, L.task, () => {
    const s = [];
    if (L.pre) s.push(...t.turn({ text: L.preText, calls: L.pre }));
    if (i < levels.length - 1) {
      const next = levels[i + 1];
      s.push(...t.turn({ text: L.say, calls: [{ name: L.tool, args: { agent: next.agent, task: next.task }, out: next.result, kids: [chain(t, levels, i + 1)] }] }));
    } else {
      s.push(...t.turn({ text: L.say, calls: L.work }));
    }
    s.push(...t.turn({ text: L.after }));
    return s;
  }, L.result);
}

// 01 chandelier restoration — OpenAI Agents SDK
function r01() {
  const t = new Trace(`${F}-01`, 'agents', { agent: 'Restoration PM', goal: 'Restore the 1890s 24-arm crystal chandelier for the Grand Assembly Rooms: produce a parts order and schedule.' });
  const levels = [
    { agent: 'Restoration PM', task: t.goal, say: 'The survey shows missing crystals and 3 broken arms. The parts sourcing agent should handle what needs buying.', tool: 'parts_sourcer', after: 'Parts order is known: 46 replacement prisms from Preciosa lot + 3 arms recast. Scheduling: rewiring week 1, arms week 2–3, hanging week 4.', result: 'Schedule: 4 weeks; order PRS-46.' },
    { agent: 'Parts Sourcer', task: 'Find replacement parts for: 46 missing prisms (types per survey) and 3 broken brass arms.', say: 'Arms go to the foundry quote; prisms need a match against crystal suppliers — delegating the prism matching only.', tool: 'crystal_matcher', pre: [{ name: 'foundry_quote', args: { part: 'S-arm 1890 cast brass', qty: 3 }, out: (n) => ({ price_gbp: 1140, weeks: 2, quote: 'FQ-' + n.digits(4) }) }], preText: 'Quote the arms first.', after: 'Arms: foundry £1,140, 2 weeks. Prisms: matched, see result.', result: 'Arms £1,140 (2 wk); 46 prisms matched at Preciosa.' },
    { agent: 'Crystal Matcher', task: 'Match 46 prisms: 30 × 76 mm French-cut pendeloques, 16 × 38 mm octagon buttons, lead crystal, 1890s profile.', say: 'Searching supplier catalogues by dimensions.', work: [{ name: 'catalogue_search', args: { shape: 'pendeloque', length_mm: 76, cut: 'french' }, out: (n) => [{ supplier: 'Preciosa', sku: 'P-76F', stock: 120, unit_gbp: 14.2, etag: n.etag() }] }, { name: 'catalogue_search', args: { shape: 'octagon', size_mm: 38 }, out: [{ supplier: 'Preciosa', sku: 'O-38', stock: 400, unit_gbp: 3.1 }] }], after: 'Both available at Preciosa: 30 × P-76F (£426), 16 × O-38 (£49.60).', result: '30 × P-76F + 16 × O-38 at Preciosa, £475.60' },
  ];
  return row(F, 1, 'PM → parts sourcer → crystal matcher, each handed a narrower job (whole restoration → parts → prism matching), results returned and scheduled.', t, t.root([chain(t, levels)], { out: 'Parts order and 4-week schedule.' }));
}

// 02 coconut processing — OTel GenAI (ADK-like)
function r02() {
  const t = new Trace(`${F}-02`, 'otel', { agent: 'plant_manager', goal: 'Explain why desiccated coconut lot DC-5521 failed the buyer\'s spec and what to change on the line.' });
  const levels = [
    { agent: 'plant_manager', task: t.goal, say: 'The rejection letter cites moisture. QA lead should find the cause.', tool: 'invoke_agent', after: 'Cause: dryer zone 3 ran 8 °C low on night shift; fix the thermocouple and re-dry the lot.', result: 'Dryer zone 3 low; re-dry DC-5521.' },
    { agent: 'qa_lead', task: 'Find why DC-5521 moisture is out of spec (buyer max 3.0%).', pre: [{ name: 'get_lot_record', args: { lot: 'DC-5521' }, out: (n) => ({ lot: 'DC-5521', moisture_pct: 3.6, shift: 'night', dryer: 'D2', packed: n.dmy() }) }], preText: 'Check the lot record.', say: 'Night shift, dryer D2. I need the dryer zone temperatures for that run — delegating to the dryer data agent.', tool: 'invoke_agent', after: 'Moisture 3.6% explained by zone 3 at 62 °C instead of 70 °C.', result: 'Zone 3 ran 62 °C vs 70 °C setpoint.' },
    { agent: 'dryer_data_agent', task: 'Pull D2 zone temperatures during the DC-5521 night run and compare with setpoints.', say: 'Querying the historian.', work: [{ name: 'historian_query', args: { tags: ['D2.Z1.TEMP', 'D2.Z2.TEMP', 'D2.Z3.TEMP'], window: 'DC-5521' }, out: (n) => ({ 'D2.Z1.TEMP': { avg: 85.1, sp: 85 }, 'D2.Z2.TEMP': { avg: 78.2, sp: 78 }, 'D2.Z3.TEMP': { avg: 62.4, sp: 70, note: 'TC drift suspected' }, samples: 4320, query_id: n.uuid() }) }], after: 'Zone 3 averaged 62.4 °C against 70 °C; zones 1–2 on setpoint.', result: 'Z3 62.4 vs 70 °C' },
  ];
  return row(F, 2, 'Plant manager → QA lead → dryer data agent, each narrowing the question (why rejected → moisture cause → zone temperatures).', t, t.root([chain(t, levels)], { out: 'Re-dry lot; replace Z3 thermocouple.' }));
}

// 03 devops: Redis eviction storm — Pydantic AI / Logfire
function r03() {
  const t = new Trace(`${F}-03`, 'logfire', { agent: 'sre_lead', goal: 'Stop the cart-session losses on the scrapbooking supply store since yesterday\'s sale started.' });
  const levels = [
    { agent: 'sre_lead', task: t.goal, say: 'Sessions live in Redis. The cache agent should investigate Redis.', tool: 'delegate', after: 'Root cause: a new "recently viewed" feature writes large keys without TTL, evicting sessions under allkeys-lru. Fix: set TTL 7d on rv:* and switch to volatile-lru.', result: 'TTL on rv:* + volatile-lru.' },
    { agent: 'cache_agent', task: 'Find why session keys are being evicted in redis-cart.', pre: [{ name: 'redis_info', args: { instance: 'redis-cart', section: 'stats' }, out: (n) => `# Stats\nevicted_keys:${n.int(180000, 240000)}\nkeyspace_hits:${n.int(1e7, 2e7)}\nused_memory_human:3.98G\nmaxmemory_human:4.00G\nmaxmemory_policy:allkeys-lru\ninstantaneous_ops_per_sec:${n.int(8000, 15000)}` }], preText: 'Checking INFO.', say: 'Memory full with allkeys-lru. I need to know which keys fill it — delegating a keyspace analysis.', tool: 'delegate', after: 'rv:* keys use 2.7 GB with no TTL; sessions are collateral.', result: 'rv:* 2.7 GB, no TTL.' },
    { agent: 'keyspace_analyzer', task: 'Sample redis-cart keys by prefix; report memory and TTL per prefix.', say: 'Running a sampled MEMORY USAGE scan.', work: [{ name: 'redis_scan_sample', args: { instance: 'redis-cart', count: 20000 }, out: (n) => ({ prefixes: [{ prefix: 'rv:', keys: 412000, est_bytes: '2.7G', ttl: 'none' }, { prefix: 'sess:', keys: 88000, est_bytes: '0.9G', ttl: '30m' }, { prefix: 'cart:', keys: 61000, est_bytes: '0.3G', ttl: '7d' }], cursor: n.cursor(), scanned_in: n.dur(800, 4000) }) }], after: 'rv: dominates (2.7G, no TTL).', result: 'rv: 2.7G no TTL; sess: 0.9G 30m' },
  ];
  return row(F, 3, 'SRE lead → cache agent → keyspace analyzer, each with a smaller, different task, ending with a concrete fix.', t, t.root([chain(t, levels)], { out: 'TTL on rv:* + volatile-lru.' }));
}

// 04 car-boot sale organiser — AutoGen
function r04() {
  const t = new Trace(`${F}-04`, 'autogen', { agent: 'organiser', goal: 'Prepare the Sunday car-boot sale on the rugby club field: allocate the 140 booked pitches and publish a map for sellers.' });
  const levels = [
    { agent: 'organiser', task: t.goal, say: 'Pitch allocation and the map go to the pitch allocator.', tool: 'start_nested_chat', after: 'Allocation done; map published at /sunday-map.png.', result: 'Map published.' },
    { agent: 'pitch_allocator', task: 'Allocate 140 pitches (98 car, 30 van, 12 trader) on the field grid and produce a map.', pre: [{ name: 'load_bookings', args: { date: 'Sunday' }, out: { car: 98, van: 30, trader: 12, accessible_requests: 6 } }], preText: 'Loading bookings.', say: 'Allocation rule: vans on the hard standing, accessible near gate. Rendering is a separate job for the map renderer.', tool: 'start_nested_chat', after: 'Allocated rows A–F cars, G vans, T traders; map rendered.', result: 'Allocated and rendered.' },
    { agent: 'map_renderer', task: 'Render rows A–F (98 cars), G (30 vans, hard standing), T (12 traders by the clubhouse), 6 accessible pitches at A1–A6 to PNG.', say: 'Rendering.', work: [{ name: 'render_map', args: { layout: { A_F: 98, G: 30, T: 12, accessible: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] }, format: 'png' }, out: (n) => ({ file: '/srv/maps/sunday-map.png', bytes: n.int(180000, 420000), sha256: n.hex(64) }) }], after: 'Rendered sunday-map.png.', result: '/srv/maps/sunday-map.png' },
  ];
  return row(F, 4, 'Organiser → allocator → renderer, each passing down a narrower piece, results bubbling up to a published map.', t, t.root([chain(t, levels)], { out: 'Map published.' }));
}

// 05 stunt performer casting — LangGraph
function r05() {
  const t = new Trace(`${F}-05`, 'langsmith', { agent: 'casting', goal: 'Shortlist two stunt performers for a high-fall scene (12 m, airbag) on the "Cliffside" shoot and confirm they are insurable.' });
  const levels = [
    { agent: 'casting_director', task: t.goal, pre: [{ name: 'search_performers', args: { skill: 'high fall', min_height_m: 12 }, out: [{ id: 'SP-118', name: 'R. Okoye', max_fall_m: 18 }, { id: 'SP-204', name: 'M. Varga', max_fall_m: 15 }, { id: 'SP-097', name: 'L. Chen', max_fall_m: 12 }] }], preText: 'Searching the register.', say: 'Three candidates. Insurance checks go to the insurance checker.', tool: 'insurance_checker', after: 'Shortlist: R. Okoye and M. Varga (both insurable); L. Chen\'s certificate lapsed.', result: 'Okoye, Varga' },
    { agent: 'insurance_checker', task: 'Check insurability of SP-118, SP-204, SP-097 for a 12 m airbag fall.', say: 'Insurer requires current grading certificates; delegating verification of certificates.', tool: 'certificate_verifier', after: 'SP-118 and SP-204 insurable; SP-097 not (lapsed).', result: 'SP-118 ok, SP-204 ok, SP-097 lapsed' },
    { agent: 'certificate_verifier', task: 'Verify high-fall grading certificates for SP-118, SP-204, SP-097 against the register.', say: 'Querying the register.', work: [{ name: 'register_lookup', args: { ids: ['SP-118', 'SP-204', 'SP-097'] }, out: (n) => ({ 'SP-118': { grade: 'Full', high_fall_cert_expires: '2026-02-01' }, 'SP-204': { grade: 'Intermediate', high_fall_cert_expires: '2025-11-30' }, 'SP-097': { grade: 'Probationary', high_fall_cert_expires: '2024-12-31' }, checked: n.http() }) }], after: 'Two valid, one expired.', result: 'SP-118 valid, SP-204 valid, SP-097 expired' },
  ];
  return row(F, 5, 'Casting → insurance checker → certificate verifier, each a narrower task; the answer climbs back to a two-name shortlist.', t, t.root([chain(t, levels)], { out: 'Okoye, Varga' }));
}

// 06 pretzel bakery — smolagents managed agents
function r06() {
  const t = new Trace(`${F}-06`, 'smolagents', { agent: 'production', goal: 'Scale the Laugenbrezel recipe from 60 to 1,500 pieces for the Oktoberfest order and give the lye-bath instructions in litres.' });
  const levels = [
    { agent: 'production_agent', task: t.goal, say: 'Recipe scaling goes to the recipe scaler agent.', tool: 'recipe_scaler', after: 'Scaled dough and lye bath ready.', result: 'Dough 92.5 kg; lye bath 60 L at 4%.' },
    { agent: 'recipe_scaler', task: 'Scale the 60-piece Laugenbrezel recipe to 1,500 pieces (×25) and size the lye bath.', pre: [{ name: 'read_recipe', args: { name: 'Laugenbrezel' }, out: 'flour 2.2 kg, water 1.25 kg, butter 0.1 kg, salt 44 g, yeast 40 g, malt 22 g; lye bath 2.4 L at 4% NaOH (per 60)' }], preText: 'Reading the base recipe.', say: 'Multiplying by 25; unit conversions for the lye bath go to the unit converter.', tool: 'unit_converter', after: 'Dough 92.5 kg total; lye 60 L water + 2.4 kg NaOH.', result: 'dough 92.5 kg; lye 60 L + 2.4 kg NaOH' },
    { agent: 'unit_converter', task: 'Convert a 4% NaOH bath scaled 25× from 2.4 L into water litres and NaOH kg.', say: 'Computing.', work: [{ name: 'python_interpreter', args: { code: 'vol=2.4*25\nnaoh=vol*0.04\nprint(vol, round(naoh,2))' }, out: 'Stdout:\n60.0 2.4\nOutput: None' }], after: '60 L water, 2.4 kg NaOH.', result: '60 L, 2.4 kg NaOH' },
  ];
  return row(F, 6, 'Production → recipe scaler → unit converter, three nested agents with shrinking scopes, each returning a concrete number.', t, t.root([chain(t, levels)], { out: 'Dough 92.5 kg; lye bath 60 L at 4%.' }));
}

export default [r01, r02, r03, r04, r05, r06];
