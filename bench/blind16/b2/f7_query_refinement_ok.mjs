// Family 7 (healthy): first searches find nothing or too much; a materially different query finds new results; done.
export const FAMILY = 'query_refinement_ok';
export const LOOP = false;

export const rows = [
  {
    num: 1, domain: 'meteorite catalogue research', stagnation: false,
    isolates: 'A broad catalogue search returns 1,240 hits, a country-filtered one returns none because desert finds carry no country, and switching to NWA designations with a fall flag and class filter returns three records, which the agent reports.',
    make: (c) => {
      const steps = [
        { text: 'Searching the catalogue for iron meteorites from Morocco.', calls: [{ tool: 'catalogue_search', args: { q: 'iron meteorite Morocco' }, out: { total: 1240, shown: 3, results: [{ name: 'NWA 859', class: 'Iron, ungrouped' }, { name: 'NWA 4704', class: 'Iron, IAB' }, { name: 'NWA 6259', class: 'Iron, ungrouped' }], note: 'Results capped at 3 in API preview tier', took_ms: c.int(80, 400), cursor: c.alnum(22) } }] },
        { text: 'Too broad: the free-text match hits every Northwest Africa find. Restricting to country=Morocco and year 2024.', calls: [{ tool: 'catalogue_search', args: { country: 'Morocco', year: 2024, group: 'iron' }, out: { total: 0, results: [], hint: 'Finds from the Sahara are usually recorded with place "(Northwest Africa)" and no country', took_ms: c.int(40, 200) } }] },
        { text: 'The hint explains it: desert finds have no country. For a genuine 2024 fall I should query by NWA designation plus the observed-fall flag and the iron classes.', calls: [{ tool: 'metbull_query', args: { name_prefix: 'NWA', fall: 'Y', year_from: 2024, classes: ['Iron, IAB', 'Iron, IIAB', 'Iron, IIIAB', 'Iron, ungrouped'] }, out: { source: 'Meteoritical Bulletin Database', db_snapshot: c.date(-2), rows: [{ name: 'NWA 16412', class: 'Iron, IIAB', mass_g: 1860, fall: 'Y', approved: '2024-09' }, { name: 'NWA 16788', class: 'Iron, IAB-MG', mass_g: 322, fall: 'Y', approved: '2024-12' }, { name: 'NWA 17003', class: 'Iron, ungrouped', mass_g: 75, fall: 'Y', approved: '2025-02' }], query_id: c.uuid() } }] },
        { text: 'Three observed iron falls from Northwest Africa were approved from 2024 on: NWA 16412 (IIAB, 1.86 kg), NWA 16788 (IAB-MG, 322 g) and NWA 17003 (ungrouped, 75 g). Note that Moroccan desert material is catalogued under "Northwest Africa", not by country.' },
      ];
      return {
        style: 'vercel', model: 'gpt-4.1', agent: 'meteorite-research',
        system: 'You help a meteorite dealer research catalogue records. Prefer the Meteoritical Bulletin as the authority.',
        goal: 'Which iron meteorites from Morocco were observed falls approved in 2024 or later?',
        steps, final: 'NWA 16412, NWA 16788, NWA 17003.',
      };
    },
  },
  {
    num: 2, domain: 'geocaching community', stagnation: false,
    isolates: 'A keyword search for wheelchair caches finds nothing; the agent learns from the API docs that accessibility is an attribute, queries attribute 24 near the town, narrows by terrain, and answers.',
    make: (c) => {
      const steps = [
        { text: 'Search cache descriptions for wheelchair access near Harrogate.', calls: [{ tool: 'cache_search', args: '{"near":"Harrogate, UK","radius_km":10,"text":"wheelchair"}', out: `{"total":0,"caches":[],"searched_fields":["name"],"api":"v1.9","rate":{"remaining":${c.int(200, 290)},"reset":"${c.isoNoMs()}"}}` }] },
        { text: 'Only names are searched, so text will not work. Checking how accessibility is encoded.', calls: [{ tool: 'api_docs', args: 'attributes', out: 'Attribute ids: 1 dogs, 6 kid-friendly, 24 wheelchair accessible, 25 parking available, 62 field puzzle ... Use attr=<id> (yes) or attr=-<id> (no).\n(docs rev 2025-03-02)' }] },
        { text: 'Attribute 24 is wheelchair accessible. Query by attribute instead.', calls: [{ tool: 'cache_search', args: '{"near":"Harrogate, UK","radius_km":10,"attr":[24]}', out: `{"total":14,"caches":[{"code":"GC9X2KT","name":"Valley Gardens Bandstand","terrain":1,"difficulty":1.5},{"code":"GCA1B7Q","name":"Stray Stroll","terrain":1,"difficulty":1},{"code":"GC8ZP0M","name":"Pump Room Puzzle","terrain":1.5,"difficulty":3}, "..."],"generated":"${c.isoNoMs()}"}` }] },
        { text: '14 results include terrain 1.5. Narrow to terrain 1 and difficulty up to 2 for a family outing.', calls: [{ tool: 'cache_search', args: '{"near":"Harrogate, UK","radius_km":10,"attr":[24,25],"terrain_max":1,"difficulty_max":2}', out: `{"total":4,"caches":[{"code":"GC9X2KT","name":"Valley Gardens Bandstand","terrain":1,"difficulty":1.5,"parking_m":120},{"code":"GCA1B7Q","name":"Stray Stroll","terrain":1,"difficulty":1,"parking_m":40},{"code":"GC7QWE1","name":"Harlow Carr Gate","terrain":1,"difficulty":1,"parking_m":15},{"code":"GCB03LL","name":"Library Lookout","terrain":1,"difficulty":2,"parking_m":200}],"generated":"${c.isoNoMs()}"}` }] },
        {},
      ];
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'cache_helper',
        system: 'You help geocachers plan outings. Tools: cache_search, api_docs.',
        goal: 'Find wheelchair-accessible geocaches within 10 km of Harrogate that a family with a wheelchair user could do, with parking nearby.',
        steps, final: 'Four caches fit: GCA1B7Q Stray Stroll, GC7QWE1 Harlow Carr Gate, GC9X2KT Valley Gardens Bandstand, GCB03LL Library Lookout (all terrain 1, wheelchair attribute, parking within 200 m).',
      };
    },
  },
  {
    num: 3, domain: 'sneaker resale authentication', stagnation: false,
    isolates: 'A name search for a sneaker colourway returns hundreds of mixed listings including replicas; a search by style code in the verified reference library returns six authenticated reference sets, which the agent uses to finish the checklist.',
    make: (c) => {
      const steps = [
        { reasoning: 'Need reference photos for the Air Jordan 1 "Lost and Found". Try the image index by name.', calls: [{ tool: 'image_search', args: { q: 'Jordan 1 Lost and Found', scope: 'marketplace' }, out: { total: 312, sample: [{ src: 'marketplace', title: 'AJ1 Lost & Found UA batch', flagged: 'replica' }, { src: 'marketplace', title: 'Chicago Lost Found sz 10', flagged: null }], facet: { verified: 0, unverified: 312 }, search_id: c.uuid() } }] },
        { reasoning: 'Marketplace photos are unverified and include replicas. The box label gives style code DZ5485-612; search the verified reference library by style code instead.', calls: [{ tool: 'reference_library', args: { style_code: 'DZ5485-612', verified_only: true }, out: { sets: [{ set: 'REF-DZ5485-612-A', size: 'US 9', points: ['cracked leather toe box (intentional)', 'yellowed tongue foam', 'receipt insert style'] }, { set: 'REF-DZ5485-612-B', size: 'US 10.5' }, { set: 'REF-DZ5485-612-C', size: 'US 11' }, { set: 'REF-DZ5485-612-D', size: 'US 8', points: ['box lid with torn corner print'] }, { set: 'REF-DZ5485-612-E', size: 'US 12' }, { set: 'REF-DZ5485-612-F', size: 'US 7' }], library_rev: `v${c.int(300, 399)}`, served: c.http() } }] },
        { reasoning: 'Six verified sets; use the US 10.5 set to match the submitted pair and write the checklist.', calls: [{ tool: 'save_checklist', args: { order: 'AUTH-90114', reference_set: 'REF-DZ5485-612-B', checks: ['toe box crack pattern', 'tongue foam tint', 'size tag font and date code', 'insert receipt', 'box lid print'] }, out: { saved: true, checklist_id: `CL-${c.int(10000, 99999)}` } }] },
        { text: 'Checklist for AUTH-90114 saved against verified reference set REF-DZ5485-612-B (US 10.5); it covers the intentional toe-box cracking, tongue foam tint, size-tag date code, receipt insert and box print.' },
      ];
      return {
        style: 'responses', model: 'gpt-4.1-mini', agent: 'auth_prep',
        system: 'You prepare authentication checklists for a sneaker resale platform. Only use verified reference material.',
        goal: 'Prepare the authentication checklist for order AUTH-90114, an Air Jordan 1 High "Lost and Found" in US 10.5.',
        steps, final: 'Checklist saved.',
      };
    },
  },
  {
    num: 4, domain: 'triathlon age-group qualification', stagnation: false,
    isolates: 'An ADK agent queries results with a free-text category that matches nothing, switches to the federation category code learnt from the schema, gets 22 finishers, then checks slot allocation and finishes.',
    make: (c) => {
      const steps = [
        { text: 'Looking up the women 45-49 finishers from the Lanzarote race.', calls: [{ tool: 'race_results', args: { race: 'IM-LZR-2025', category: 'Women 45-49' }, out: { count: 0, results: [], query_ms: c.int(10, 80), valid_categories_example: ['M18', 'F40', 'F45', 'M50'] } }] },
        { text: 'The API uses codes like F45, not labels. Querying with F45.', calls: [{ tool: 'race_results', args: { race: 'IM-LZR-2025', category: 'F45' }, out: { count: 22, results: [{ pos: 1, bib: 1721, name: 'E. Sørensen', time: '11:02:41', claimed_slot: true }, { pos: 2, bib: 1688, name: 'R. Duarte', time: '11:19:05', claimed_slot: false }, { pos: 3, bib: 1750, name: 'K. Whitfield', time: '11:31:58', claimed_slot: null }], truncated: 19, cache: c.pick(['HIT', 'MISS']), at: c.iso() } }] },
        { text: 'Second place declined. Checking how many F45 slots the race has and the roll-down order.', calls: [{ tool: 'slot_allocation', args: { race: 'IM-LZR-2025', category: 'F45' }, out: { slots: 2, allocated: ['bib 1721'], declined: ['bib 1688'], next_in_rolldown: 'bib 1750 (K. Whitfield)', rolldown_closes: '2025-05-25T10:00:00+01:00' } }] },
        { text: 'F45 had 2 slots: E. Sørensen (1st) accepted, R. Duarte (2nd) declined, so the second slot rolls down to K. Whitfield (3rd, 11:31:58) if she claims before 10:00 on 25 May.' },
      ];
      return {
        style: 'adk', model: 'gemini-2.5-flash', agent: 'qualification_agent', app: 'tri_club',
        system: 'You help a triathlon club track world-championship qualification slots.',
        goal: 'Does our club member K. Whitfield (F45) get a world-championship slot from the Lanzarote race roll-down?',
        steps, final: 'Yes, next in roll-down for the second F45 slot.',
      };
    },
  },
  {
    num: 5, domain: 'antique furniture restoration', stagnation: false,
    isolates: 'A supplier catalogue search for a brass keyhole escutcheon returns 480 items; after measuring the photo the agent searches by period, size and pin count and gets two matches, then orders one.',
    make: (c) => {
      const steps = [
        { text: 'Searching the hardware supplier for a brass keyhole escutcheon.', calls: [{ tool: 'supplier_search', args: { q: 'brass keyhole escutcheon' }, out: { hits: 480, page: 1, items: [{ sku: 'ESC-101', desc: 'Victorian cast brass escutcheon 45mm' }, { sku: 'ESC-233', desc: 'Modern satin brass keyhole cover' }, { sku: 'ESC-014', desc: 'Art Deco escutcheon 30mm' }], session: c.hex(16), served_by: c.host('shop') } }] },
        { text: 'Far too many. Measuring the surviving escutcheon from the client photo against the ruler in shot.', calls: [{ tool: 'measure_photo', args: { image: 'uploads/bureau_drawer3_escutcheon.jpg', reference: 'ruler_cm' }, out: { height_mm: 38.2, width_mm: 22.1, pin_holes: 2, shape: 'shield, cast, pierced', patina: 'dark, uneven', model: 'measure-v2', ms: c.int(300, 1200) } }] },
        { text: 'It is a 38 x 22 mm cast shield with two pins. Searching for Georgian cast escutcheons of that size.', calls: [{ tool: 'supplier_search', args: { period: 'Georgian', material: 'cast brass', height_mm: [36, 40], width_mm: [20, 24], fixing: 'pins', pins: 2 }, out: { hits: 2, items: [{ sku: 'GEO-ESC-38S', desc: 'Georgian cast shield escutcheon 38x22mm, 2 pins', finish: ['polished', 'antiqued'], price_gbp: 9.8, stock: 14 }, { sku: 'GEO-ESC-38P', desc: 'Georgian pierced escutcheon 38x23mm, 2 pins', finish: ['antiqued'], price_gbp: 12.5, stock: 3 }] } }] },
        { text: 'GEO-ESC-38S in antiqued finish matches the shape best. Ordering one for drawer 3.', calls: [{ tool: 'place_order', args: { sku: 'GEO-ESC-38S', finish: 'antiqued', qty: 1, job: 'JOB-7731 bureau' }, out: { order: `SO-${c.int(100000, 199999)}`, total_gbp: 13.75, ships: c.date(1) } }] },
        { text: 'Ordered one antiqued GEO-ESC-38S (38 x 22 mm Georgian cast shield, 2 pins) for drawer 3 of the bureau; it ships tomorrow.' },
      ];
      return {
        style: 'plain', model: 'gpt-4o', agent: 'restoration_parts',
        system: 'You source period-correct hardware for an antique furniture restoration workshop.',
        goal: 'Find and order a period-correct replacement for the missing keyhole escutcheon on drawer 3 of the Georgian bureau (job JOB-7731).',
        steps, final: 'Ordered GEO-ESC-38S antiqued.',
      };
    },
  },
  {
    num: 6, domain: 'ice fishing derby', stagnation: false,
    isolates: 'The derby database has no ice reports for the lake this week; the agent switches to the state ice-report feed using the lake id learnt from the first reply, finds recent measurements, and confirms the venue.',
    make: (c) => {
      const steps = [
        { text: 'Checking the derby database for recent ice reports on Lake Minnewaska.', calls: [{ tool: 'derby_ice_reports', args: { lake: 'Minnewaska', days: 7 }, out: { reports: [], last_report: '2025-01-03', lake_ref: { dnr_id: '61013000' }, db: 'derby-prod', fetched: c.iso() } }] },
        { text: 'Nothing in the derby DB for a week, but the reply gives the DNR lake id 61013000. Querying the state feed with it.', calls: [{ tool: 'dnr_ice_feed', args: { lake_id: '61013000', since: c.date(-7) }, out: { measurements: [{ date: c.date(-2), location: 'Starbuck public access', clear_ice_cm: 33, white_ice_cm: 5, by: 'DNR CO' }, { date: c.date(-1), location: 'Glenwood bay', clear_ice_cm: 30, white_ice_cm: 8, by: 'resort report' }], feed_updated: c.http(), etag: c.etag(true) } }] },
        { text: 'Clear ice is 30-33 cm, above the 30 cm guidance for a crowd plus light vehicles. Saving the venue decision.', calls: [{ tool: 'set_venue_status', args: { derby: 'lakes-derby-2025', lake: 'Minnewaska', status: 'go', basis: 'DNR feed: 30-33 cm clear ice' }, out: { ok: true, published_to: ['website', 'sms-list'], version: c.int(2, 9) } }] },
        { text: 'The derby on Lake Minnewaska is a go: the DNR feed shows 30-33 cm of clear ice at Starbuck access and Glenwood bay in the last two days; status published to the website and SMS list.' },
      ];
      return {
        style: 'pydantic', model: 'gpt-4o-mini', agent: 'derby_safety',
        system: 'You check ice safety for an ice fishing derby. A "go" needs at least 30 cm clear ice from a recent measurement.',
        goal: 'Confirm whether Saturday\'s ice fishing derby on Lake Minnewaska can go ahead based on recent ice thickness.',
        steps, final: 'Go: 30-33 cm clear ice measured.',
      };
    },
  },
];
