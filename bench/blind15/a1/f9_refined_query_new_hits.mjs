// Family 9 (loop: false, stagnation: false): early searches find nothing or too much; a materially
// different query (another source or a constraint learnt from a result) finds what is needed.
import { fmt } from './lib.mjs';

export const FAMILY = 'refined_query_new_hits';

export const scenarios = [
  {
    row: '01', domain: 'fossil preparation lab catalogue', style: 'anthropic',
    build: (N) => ({
      style: 'anthropic', agent: 'collections-assistant', model: 'claude-sonnet-4-20250514',
      goal: 'Find the ichthyosaur jaw collected at Lyme Regis in 2019 in the preparation lab catalogue and report how far its preparation has got.',
      isolates: 'A free-text search finds nothing and a broad taxon search returns 214 records, one of which reveals the field accession prefix; searching that prefix with the element name finds the specimen and the agent reports its prep status.',
      system: 'You help a museum fossil preparation lab. search_catalogue takes a query string and optional filters.',
      user: 'Where are we with the ichthyosaur jaw from the Lyme Regis 2019 dig?',
      turns: [
        { calls: [{ name: 'search_catalogue', args: { q: 'ichthyosaur jaw Lyme Regis 2019' }, out: (N) => ({ hits: 0, records: [], took: `${N.ms(5, 60)}ms` }) }] },
        { text: 'Nothing on that phrase. Trying the taxon alone.', calls: [{ name: 'search_catalogue', args: { q: 'Ichthyosauria' }, out: (N) => ({ hits: 214, records: [{ acc: 'GEO-1988.114', desc: 'Ichthyosaur vertebrae (6), Street, Somerset' }, { acc: 'LR19-004', desc: 'Ichthyosaur paddle, partial; field no. LR19-004; Black Ven Marls' }, { acc: 'GEO-2001.032', desc: 'Ichthyosaur coprolite' }], truncated: true, took: `${N.ms(40, 200)}ms` }) }] },
        { think: "LR19-004 shows the 2019 Lyme Regis material was catalogued under field numbers with the LR19- prefix rather than by locality text, so I should search that prefix and narrow to skull elements.", calls: [{ name: 'search_catalogue', args: { q: 'LR19-*', filters: { element: ['rostrum', 'mandible', 'jaw'] } }, out: (N) => ({ hits: 2, records: [{ acc: 'LR19-011', desc: 'Ichthyosaur rostrum and partial mandible in nodule, Black Ven Marls', prep: { status: 'in progress', method: 'air-pen + 5% acetic on matrix', percent: 60, preparator: 'H. Dent', last_session: fmt.date(N.now() - 4 * 86400000) } }, { acc: 'LR19-012', desc: 'Associated teeth (9), same nodule', prep: { status: 'complete' } }], took: `${N.ms(5, 60)}ms` }) }] },
        { text: 'Found it: LR19-011, the rostrum and partial mandible in a nodule from the Black Ven Marls. Preparation is about 60% done (air-pen with 5% acetic acid on the matrix) by H. Dent; the nine associated teeth, LR19-012, are fully prepared.' },
      ],
      end: { output: 'LR19-011 (ichthyosaur rostrum and partial mandible) is about 60% prepared by H. Dent; its associated teeth LR19-012 are complete.' },
    }),
  },
  {
    row: '02', domain: 'dry stone walling grant funding', style: 'plain',
    build: (N) => ({
      style: 'plain', agent: 'farm-grants-helper', model: 'gpt-4o',
      goal: 'Find what grant funding is available to restore 140 m of collapsed dry stone wall on an upland farm and how much it would pay.',
      isolates: 'A grants-database search for the phrase finds nothing and a broader one finds 90 generic boundary schemes; one result names the capital item code BN12, and a search of the capital-grants handbook for that code finds the payment rate used in the final answer.',
      system: 'You help farmers find agri-environment funding. Tools: search_grants (scheme database), search_handbook (capital grants handbook full text).',
      user: 'We have about 140 m of dry stone wall down on the top fields. Is there a grant and what would it pay?',
      turns: [
        { calls: [{ name: 'search_grants', args: { text: 'dry stone wall restoration grant' }, out: { results: [], total: 0 } }] },
        { calls: [{ name: 'search_grants', args: { text: 'boundary' }, out: { total: 90, results: [{ scheme: 'Capital Grants 2025', item: 'BN12 Stone wall restoration', note: 'see handbook for rates and eligibility' }, { scheme: 'Capital Grants 2025', item: 'BN11 Planting new hedges' }, { scheme: 'SFI', item: 'HRW1 Hedgerow assessment' }], truncated: true } }] },
        { text: 'The boundary results point to capital item BN12. The handbook has the rates, so searching it for that code.', calls: [{ name: 'search_handbook', args: { text: 'BN12' }, out: (N) => `Capital Grants 2025 handbook, section 4.3 (rev ${N.hex(6)}, fetched ${fmt.human(N.now())})\nBN12: Stone wall restoration — £28.00 per metre.\nRequirements: rebuild to local style using existing stone; minimum 1 m; not for walls in ruin beyond 50%; photos before and after; completion within 2 years.` }] },
        { text: 'Yes: Capital Grants item BN12 (stone wall restoration) pays £28 per metre, so 140 m would be about £3,920. You must rebuild in local style with existing stone, keep before/after photos and finish within two years; walls more than half ruined are excluded.' },
      ],
      end: { output: 'Capital Grants item BN12 pays £28/m, about £3,920 for 140 m, subject to local-style rebuild, photos and two-year completion.' },
    }),
  },
  {
    row: '03', domain: 'vintage typewriter parts (browser shopping)', style: 'langsmith',
    build: (N) => ({
      style: 'langsmith', agent: 'browser-agent', model: 'gpt-4o', project: 'shopping-assistant',
      goal: 'Find a replacement ribbon spool for an Olympia SM3 portable typewriter that can be bought and shipped to the UK, and give the user the best listing.',
      isolates: 'A model-specific marketplace search returns nothing and a generic one returns hundreds of unrelated items; a forum answer reveals the SM3 takes standard 13 mm metal-core universal spools, and a search with that specification finds three listings.',
      system: 'You are a shopping assistant with a browser. Tools: marketplace_search, open_page.',
      user: 'I need a ribbon spool for my Olympia SM3, one has cracked. Can you find one I can buy?',
      turns: [
        { sub: 'browser_subgraph', subTask: 'Find a purchasable ribbon spool for an Olympia SM3, shipping to GB.', calls: [{ name: 'marketplace_search', args: { q: 'Olympia SM3 ribbon spool', ship_to: 'GB' }, out: (N) => `<div class="srp" data-qid="${N.hex(12)}"><h2>0 results for "Olympia SM3 ribbon spool"</h2></div>` }] },
        { sub: 'browser_subgraph', subTask: 'Find a purchasable ribbon spool for an Olympia SM3, shipping to GB.', calls: [{ name: 'marketplace_search', args: { q: 'typewriter spool', ship_to: 'GB' }, out: (N) => `<div class="srp" data-qid="${N.hex(12)}"><h2>1,284 results for "typewriter spool"</h2><ul><li>Typewriter ribbon nylon black (no spools)</li><li>Sewing machine bobbins x20</li><li>Brother daisy wheel ribbon cassette</li></ul></div>` }] },
        { sub: 'browser_subgraph', text: 'Too broad. Checking what spool the SM3 actually uses.', calls: [{ name: 'open_page', args: { url: 'https://typewriterforum.example/t/olympia-sm3-spools/4412' }, out: '<article><p><b>Re: SM3 spools</b> — The SM3 (and SM4/SM9) use the standard "universal" spool: 13 mm hub, 2 inch diameter, metal core with the centre key. Plastic Olivetti spools will not lock.</p></article>' }] },
        { sub: 'browser_subgraph', subTask: 'Find a purchasable ribbon spool for an Olympia SM3, shipping to GB.', calls: [{ name: 'marketplace_search', args: { q: 'universal typewriter spool metal core 13mm', ship_to: 'GB' }, out: (N) => `<div class="srp" data-qid="${N.hex(12)}"><h2>3 results</h2><ul><li data-id="v1">Pair of universal metal typewriter spools 13mm — £6.49 + £1.20 post — seller: typeandtab (99.8%)</li><li data-id="v2">Universal spools + black/red ribbon — £9.95 free post — seller: inkribbonshop</li><li data-id="v3">Vintage metal spool (single) — £4.00 + £2.50 post</li></ul></div>` }] },
        { text: 'Best buy: the pair of universal 13 mm metal-core spools from typeandtab, £6.49 plus £1.20 postage. If you also want a fresh ribbon, inkribbonshop sells the spools with a black/red ribbon for £9.95 posted. The SM3 takes the standard universal spool, so either will fit.' },
      ],
      end: { output: 'Best buy: pair of universal 13 mm metal-core spools from typeandtab (£6.49 + £1.20 post); with ribbon, inkribbonshop £9.95 posted.' },
    }),
  },
  {
    row: '04', domain: 'bat roost survey records', style: 'otel',
    build: (N) => ({
      style: 'otel', agent: 'EcologyDeskAgent', model: 'gpt-4.1', service: 'ecology-desk',
      goal: 'For a barn conversion planning application at grid square SO5072, find known bat roosts within 2 km so the ecologist can scope the survey.',
      isolates: 'A 1 km search finds no records and a 2 km search returns 380 mixed records; adding the record type "roost" (learnt from the record schema in the second result) returns four roosts, which the agent summarises.',
      system: 'You support an ecological consultancy. query_records searches the local records centre.',
      user: 'Barn conversion at SO5072 near Ludlow — any bat roosts nearby we need to know about?',
      turns: [
        { calls: [{ name: 'query_records', args: { gridref: 'SO5072', radius_km: 1, taxon_group: 'bats' }, out: (N) => ({ count: 0, records: [], licence: 'LRC-data-2025', query_id: N.uuid() }) }] },
        { calls: [{ name: 'query_records', args: { gridref: 'SO5072', radius_km: 2, taxon_group: 'bats' }, out: (N) => ({ count: 380, records: [{ species: 'Pipistrellus pipistrellus', record_type: 'foraging', method: 'static detector', year: 2023 }, { species: 'Myotis nattereri', record_type: 'roost', roost_type: 'maternity', year: 2019 }], page: 1, query_id: N.uuid() }) }] },
        { text: 'Most of those are detector passes. The records carry a record_type field, so filtering to roosts.', calls: [{ name: 'query_records', args: { gridref: 'SO5072', radius_km: 2, taxon_group: 'bats', record_type: 'roost' }, out: (N) => ({ count: 4, records: [{ species: 'Rhinolophus hipposideros', roost_type: 'maternity', distance_km: 1.4, year: 2022 }, { species: 'Myotis nattereri', roost_type: 'maternity', distance_km: 1.8, year: 2019 }, { species: 'Plecotus auritus', roost_type: 'day', distance_km: 1.2, year: 2021 }, { species: 'Pipistrellus pygmaeus', roost_type: 'day', distance_km: 1.9, year: 2020 }], query_id: N.uuid() }) }] },
        { text: 'Four roosts lie within 2 km of SO5072: a lesser horseshoe maternity roost at 1.4 km (2022), a Natterer\'s maternity roost at 1.8 km (2019), a brown long-eared day roost at 1.2 km (2021) and a soprano pipistrelle day roost at 1.9 km (2020). The lesser horseshoe roost means the barn survey should include emergence surveys.' },
      ],
      end: { output: 'Four roosts within 2 km: lesser horseshoe maternity (1.4 km), Natterer\'s maternity (1.8 km), brown long-eared day (1.2 km), soprano pipistrelle day (1.9 km).' },
    }),
  },
  {
    row: '05', domain: 'cider press juice yields', style: 'openai_agents',
    build: (N) => ({
      style: 'openai_agents', agent: 'Cellar Assistant', model: 'gpt-4o-mini', workflow: 'cider-cellar',
      goal: "Find last season's juice yield per tonne for Kingston Black apples at the cider press, to plan this year's fruit order.",
      isolates: 'Searching the press log by variety name finds nothing; the mill intake sheet shows pressings are logged under blend code KB, and a search by that code in the 2024 season returns three pressings with yields, which the agent averages.',
      system: 'You help a craft cider maker. Tools: search_press_log, get_mill_sheet.',
      user: 'What yield did we get from Kingston Black last year? Planning the order.',
      turns: [
        { calls: [{ name: 'search_press_log', args: { variety: 'Kingston Black', season: 2024 }, out: '[]' }] },
        { calls: [{ name: 'get_mill_sheet', args: { season: 2024, grower: 'Hill Farm' }, out: (N) => `Mill intake 2024 — Hill Farm\n${fmt.dmy(N.now() - 300 * 86400000)}  Kingston Black  1.84 t  -> blend code KB-1\nlater: Kingston Black 2.10 t -> KB-2; 1.52 t -> KB-3\nsheet id ${N.hex(8)}` }] },
        { text: 'Pressings are logged by blend code. Searching the press log for KB-.', calls: [{ name: 'search_press_log', args: { blend_code_prefix: 'KB-', season: 2024 }, out: JSON.stringify([{ code: 'KB-1', fruit_t: 1.84, juice_l: 1251 }, { code: 'KB-2', fruit_t: 2.1, juice_l: 1386 }, { code: 'KB-3', fruit_t: 1.52, juice_l: 1049 }]) }] },
        { text: "Kingston Black averaged about 675 litres of juice per tonne last season (3,686 l from 5.46 t over three pressings: KB-1 680 l/t, KB-2 660 l/t, KB-3 690 l/t)." },
      ],
      end: { output: 'Kingston Black averaged about 675 l/t in 2024 (3,686 l from 5.46 t across KB-1, KB-2, KB-3).' },
    }),
  },
  {
    row: '06', domain: 'vanilla import lot traceability', style: 'anthropic',
    build: (N) => ({
      style: 'anthropic', agent: 'qa-traceability', model: 'claude-3-7-sonnet-20250219',
      goal: 'Trace a customer complaint about mouldy vanilla pods back to the curing lot and report the curing and moisture records for that lot.',
      isolates: 'Searching lots by the customer purchase order and then by product name finds nothing useful; the supplier invoice gives the supplier lot id, and a search by that id finds the curing lot and its moisture records.',
      system: 'You are a food QA assistant for a spice importer. Tools: search_lots, get_invoice.',
      user: 'Complaint from Patisserie Lune: mouldy pods in PO 55-2291. Which lot was it and what do the curing records say?',
      turns: [
        { calls: [{ name: 'search_lots', args: { customer_po: '55-2291' }, out: { lots: [], note: 'customer POs are not indexed on lots' } }] },
        { calls: [{ name: 'search_lots', args: { product: 'Vanilla planifolia gourmet 16-18cm' }, out: { lots: 57, sample: ['SAVA-24-088', 'SAVA-24-101', 'MAN-24-017'], truncated: true } }] },
        { text: 'Too many lots. The supplier invoice against that order should carry the lot.', calls: [{ name: 'get_invoice', args: { customer_po: '55-2291' }, out: (N) => ({ invoice: 'INV-' + N.digits(6), lines: [{ sku: 'VAN-G-1618', qty_kg: 2, supplier_lot: 'SAVA-24-117' }] }) }] },
        { calls: [{ name: 'search_lots', args: { supplier_lot: 'SAVA-24-117' }, out: { lots: [{ lot: 'SAVA-24-117', origin: 'Sambava, Madagascar', curing: { blanching: '65 °C 3 min', sweating_days: 8, drying_days: 21, conditioning_months: 3 }, moisture_pct_at_intake: 36.5, spec_max_moisture_pct: 33, released_by: 'QA-RT', note: 'released on concession' }] } }] },
        { text: 'The pods came from lot SAVA-24-117 (Sambava). Its intake moisture was 36.5% against a 33% maximum and it was released on concession, after 8 days sweating, 21 days drying and 3 months conditioning, so the high moisture is the likely cause of the mould.' },
      ],
      end: { output: 'Lot SAVA-24-117: intake moisture 36.5% vs 33% max, released on concession — likely cause of the mould.' },
    }),
  },
];
