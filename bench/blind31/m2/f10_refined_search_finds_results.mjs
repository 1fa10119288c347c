import { run, http, span } from './lib.mjs';
export const family = 'refined_search_finds_results';

export const rows = [
{
  id: '01', domain: 'haunted house attraction (fog fluid supplier)', style: 'openinference',
  isolates: 'A broad supplier search returns 300+ unrelated hits, the agent adds the constraint learned from the fog machine manual (water-based, glycol-free, 20 L), gets three matches and picks one.',
  goal: 'Find a supplier that can deliver fog fluid compatible with our Antari Z-1500 fog machines within a week, before the Halloween season opens.',
  build: (N) => run(N, { style: 'openinference', agent: 'procurement-agent', model: 'gpt-4o', system: 'You source supplies for a haunted house attraction.', goal: 'Find a supplier that can deliver fog fluid compatible with our Antari Z-1500 fog machines within a week, before the Halloween season opens.',
    steps: [
      { think: '', calls: [{ name: 'supplier_search', args: { q: 'fog fluid' }, out: { total: 312, results: [{ name: 'Party fog juice 1 L', vendor: 'PartyMart' }, { name: 'Haze fluid oil-based 5 L', vendor: 'StageOil' }, { name: 'Fog machine cleaner', vendor: 'FXClean' }], took_ms: N.int(40, 300) } }] },
      { think: 'Too broad. Let me check what the Z-1500 needs.', calls: [{ name: 'read_manual', args: { model: 'Antari Z-1500', section: 'fluids' }, out: 'Use only Antari FLR, FLG or equivalent water-based, glycol-free fluid. Oil-based fluids void the warranty.' }] },
      { think: 'Narrowing to water-based, glycol-free, 20 L containers, delivery within 7 days.', calls: [{ name: 'supplier_search', args: { q: 'fog fluid water-based glycol-free', pack_size_l: 20, max_delivery_days: 7 }, out: { total: 3, results: [{ name: 'Antari FLG 20 L', vendor: 'ProStageSupply', price: 148, delivery_days: 3 }, { name: 'Look Tiny-Fluid 20 L', vendor: 'FXWholesale', price: 161, delivery_days: 5 }, { name: 'Generic WB Fog 20 L', vendor: 'BudgetFX', price: 97, delivery_days: 6 }] } }] },
      { think: 'Antari FLG 20 L from ProStageSupply ($148, 3-day delivery) is the manufacturer-approved fluid for the Z-1500; FXWholesale is a backup.' },
    ] }),
},
{
  id: '02', domain: 'pinhole camera workshop (film stock)', style: 'gemini',
  isolates: 'Searching the product DB by "ISO 100 120 film" finds nothing; a result hint shows the catalogue uses format codes, and a query with format=120 and speed=100 finds two stocks.',
  goal: 'Find a 120 roll film around ISO 100 in stock for Saturday\'s pinhole camera workshop (12 participants, one roll each).',
  build: (N) => run(N, { style: 'gemini', agent: 'workshop-planner', model: 'gemini-2.0-flash', system: 'You plan photography workshops.', goal: 'Find a 120 roll film around ISO 100 in stock for Saturday\'s pinhole camera workshop (12 participants, one roll each).',
    steps: [
      { think: '', calls: [{ name: 'search_products', args: { text: 'ISO 100 120 film' }, out: { items: [], hint: 'Free text matches titles only. Use fields: format (135|120|4x5), speed, stock_min.', query_id: N.uuid() } }] },
      { think: 'Using structured fields.', calls: [{ name: 'search_products', args: { format: '120', speed: 100, stock_min: 12 }, out: { items: [{ sku: 'FP4-120', name: 'Ilford FP4 Plus 125 120', stock: 40, price: 9.2 }, { sku: 'FOMA-100-120', name: 'Fomapan 100 Classic 120', stock: 18, price: 6.8 }] } }] },
      { think: 'Two suitable 120 films are in stock: Fomapan 100 (18 rolls, £6.80) and Ilford FP4 Plus 125 (40 rolls, £9.20). Fomapan 100 fits the budget and the ISO 100 target.' },
    ] }),
},
{
  id: '03', domain: 'radio-controlled boat club (regatta rules retrieval)', style: 'langgraph',
  isolates: 'A first retrieval over the club wiki returns only social-event pages; the agent retrieves from the national association rulebook instead and answers with the cited rule.',
  goal: 'What is the maximum battery voltage allowed for the Mini-Eco class at our club regatta? Cite the rule.',
  build: (N) => {
    const ret = (name, q, docs) => ({ span: span('retriever', name, { query: q }, { documents: docs }, [], { metadata: { ls_retriever_name: name, ls_vector_store_provider: 'Chroma', k: 3 } }) });
    return run(N, { style: 'langgraph', model: 'gpt-4o-mini', system: 'Answer using retrieved documents; cite them.', goal: 'What is the maximum battery voltage allowed for the Mini-Eco class at our club regatta? Cite the rule.',
      steps: [
        ret('club_wiki', 'Mini-Eco battery voltage regatta', [{ page_content: 'Summer regatta BBQ signup — bring your own sausages.', metadata: { source: 'wiki/events/bbq-2024.md', score: 0.41 } }, { page_content: 'Pond access: gate code changes monthly.', metadata: { source: 'wiki/pond.md', score: 0.38 } }]),
        { think: 'The club wiki only has event pages. The class rules come from the national association rulebook; searching that instead.' },
        ret('association_rulebook', 'Mini-Eco class maximum battery voltage', [{ page_content: 'E.4.2 Mini-Eco: Power source limited to a 2S LiPo (7.4 V nominal, 8.4 V max) or 6-cell NiMH (7.2 V nominal).', metadata: { source: `rulebook-2024.pdf#page=${N.int(30, 40)}`, score: 0.89 } }]),
        { think: 'Mini-Eco allows at most a 2S LiPo (8.4 V fully charged, 7.4 V nominal) or 6-cell NiMH (7.2 V) — association rulebook rule E.4.2.' },
      ] });
  },
},
{
  id: '04', domain: 'coding: kaleidoscope makers webshop (where is a config key read)', style: 'claude_sdk',
  isolates: 'Grepping for the env var name finds nothing; the agent learns from the settings module that keys are built by prefix concatenation, greps the suffix instead, and finds and fixes the reader.',
  goal: 'Checkout ignores MIRROR_SHIPPING_SURCHARGE; find where it is read and why the value is not applied.',
  build: (N) => run(N, { style: 'claude_sdk', model: 'claude-sonnet-4-20250514', cwd: '/srv/prismatic-shop', system: 'You are Claude Code.', goal: 'Checkout ignores MIRROR_SHIPPING_SURCHARGE; find where it is read and why the value is not applied.',
    steps: [
      { think: '', calls: [{ name: 'Grep', args: { pattern: 'MIRROR_SHIPPING_SURCHARGE', path: 'src' }, out: 'No matches found' }] },
      { think: 'No literal match. Let me see how settings are loaded.', calls: [{ name: 'Read', args: { file_path: '/srv/prismatic-shop/src/config/settings.ts' }, out: "     1\texport const env = (k: string) => process.env[`${PREFIX}_${k}`];\n     2\tconst PREFIX = 'MIRROR';\n" }] },
      { think: 'Keys are prefixed at runtime, so the code reads env(\'SHIPPING_SURCHARGE\'). Searching for that.', calls: [{ name: 'Grep', args: { pattern: "SHIPPING_SURCHARGE|SHIPPING_SURCHARGE_CENTS", path: 'src', output_mode: 'content', '-n': true }, out: "src/checkout/totals.ts:18:  const surcharge = Number(env('SHIPPING_SURCHARGE_CENTS') ?? 0);" }] },
      { think: 'The code reads SHIPPING_SURCHARGE_CENTS, but the deployment sets MIRROR_SHIPPING_SURCHARGE. Fixing the key name in totals.ts.', calls: [{ name: 'Edit', args: { file_path: '/srv/prismatic-shop/src/checkout/totals.ts', old_string: "env('SHIPPING_SURCHARGE_CENTS')", new_string: "env('SHIPPING_SURCHARGE')" }, out: 'The file /srv/prismatic-shop/src/checkout/totals.ts has been updated.' }] },
      { think: '', calls: [{ name: 'Bash', args: { command: 'npm test -- totals' }, out: ` PASS  src/checkout/totals.test.ts (${(N.f() * 2 + 1).toFixed(3)} s)\nTests:       6 passed, 6 total` }] },
      { think: 'totals.ts read SHIPPING_SURCHARGE_CENTS (with the MIRROR_ prefix) while the environment sets MIRROR_SHIPPING_SURCHARGE. I changed the key and the totals tests pass.' },
    ] }),
},
{
  id: '05', domain: 'sled rental (availability search)', style: 'anthropic',
  isolates: 'Availability for 6 sleds at the main lodge on Saturday returns none; the agent asks the API for other locations, finds the north trailhead has 7, and books there.',
  goal: 'Reserve 6 wooden toboggans for a family group this Saturday morning, at any of our pickup points.',
  build: (N) => run(N, { style: 'anthropic', agent: 'sled-desk', model: 'claude-3-5-haiku-20241022', system: 'You book toboggan rentals.', goal: 'Reserve 6 wooden toboggans for a family group this Saturday morning, at any of our pickup points.',
    steps: [
      { think: '', calls: [{ name: 'availability', args: { location: 'main_lodge', date: '2025-01-18', slot: 'AM', qty: 6 }, out: { available: 2, location: 'main_lodge', as_of: N.isoOff(-7) } }] },
      { think: 'Only 2 at the main lodge. Checking all pickup points.', calls: [{ name: 'availability', args: { location: '*', date: '2025-01-18', slot: 'AM', qty: 6 }, out: { locations: [{ location: 'main_lodge', available: 2 }, { location: 'north_trailhead', available: 7 }, { location: 'village_shop', available: 4 }] } }] },
      { think: 'North trailhead has 7; booking 6 there.', calls: [{ name: 'reserve', args: { location: 'north_trailhead', date: '2025-01-18', slot: 'AM', qty: 6 }, out: { reservation: 'TOB-' + N.upper(5), status: 'held' } }] },
      { think: 'Reserved 6 toboggans at the north trailhead for Saturday morning (main lodge only had 2).' },
    ] }),
},
{
  id: '06', domain: 'hot dog stand permits (city open data), Griptape', style: 'griptape',
  isolates: 'The first open-data dataset (restaurant inspections) has no street vending permits; a catalog search finds the mobile-vending permit dataset, which has the answers.',
  goal: 'Which hot dog cart permits are active for the Riverside Park area and when do they expire?',
  build: (N) => run(N, { style: 'griptape', model: 'gpt-4o', system: 'You answer questions with the city open-data portal.', goal: 'Which hot dog cart permits are active for the Riverside Park area and when do they expire?',
    steps: [
      { think: '', calls: [{ name: 'OpenData_query', args: { dataset: 'food-establishment-inspections', where: "name like '%hot dog%' AND area='Riverside Park'" }, out: { rows: [], dataset_updated: N.iso(), app_token_remaining: N.int(100, 990) } }] },
      { think: 'That dataset covers fixed restaurants only. Searching the catalog for street vending.', calls: [{ name: 'OpenData_search_catalog', args: { q: 'mobile food vending permit' }, out: { results: [{ id: 'mfv-permits-7xq2', title: 'Mobile Food Vending Permits (active)' }, { id: 'sidewalk-cafe', title: 'Sidewalk Café Licences' }] } }] },
      { think: '', calls: [{ name: 'OpenData_query', args: { dataset: 'mfv-permits-7xq2', where: "zone='Riverside Park' AND cuisine='hot dogs' AND status='ACTIVE'" }, out: { rows: [{ permit: 'MFV-24-0312', vendor: 'Frank\'s Franks', expires: '2025-03-31' }, { permit: 'MFV-24-0488', vendor: 'Riverside Dogs', expires: '2024-12-31' }] } }] },
      { think: 'Two active hot dog cart permits in Riverside Park: MFV-24-0312 (Frank\'s Franks, expires 2025-03-31) and MFV-24-0488 (Riverside Dogs, expires 2024-12-31).' },
    ] }),
},
];
