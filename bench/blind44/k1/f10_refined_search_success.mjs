// Healthy 5: first queries find nothing or too much; a genuinely different query finds results; the agent finishes.
export const FAMILY = 'refined_search_success';
export const LOOP = false, STAGNATION = false;

export const rows = [
  // 01 tidal turbine parts (OpenAI Agents SDK)
  ['A parts search for a tidal turbine seal finds nothing in the local store, then the OEM bulletin reveals a superseding part number that is in stock.', (N) => ({
    style: 'oai_agents', agent: 'Tidal O&M Agent', model: 'gpt-4.1',
    system: 'You support operations and maintenance of a tidal stream turbine array.',
    goal: 'Find and reserve a replacement main shaft seal for turbine TT-3 before the next neap-tide maintenance window.',
    steps: [
      { calls: [{ name: 'stores_search', args: { part: 'MSS-1200-A' }, out: { results: [], warehouse: 'Kirkwall' } }] },
      { think: 'Not stocked. Check the OEM service bulletins for the part, it may be superseded.', calls: [{ name: 'oem_bulletins', args: { query: 'MSS-1200-A' }, out: { bulletins: [{ id: 'SB-2024-17', text: 'MSS-1200-A superseded by MSS-1200-C (improved lip material). Fully interchangeable.' }] } }] },
      { calls: [{ name: 'stores_search', args: { part: 'MSS-1200-C' }, out: { results: [{ part: 'MSS-1200-C', qty: 2, bin: 'K-14-03' }], warehouse: 'Kirkwall' } }] },
      { calls: [{ name: 'reserve_part', args: { part: 'MSS-1200-C', qty: 1, work_order: 'WO-TT3-0451' }, out: { reserved: true } }] },
    ],
    final: 'MSS-1200-A is superseded by MSS-1200-C (SB-2024-17). One MSS-1200-C is reserved from Kirkwall bin K-14-03 against WO-TT3-0451.',
  })],
  // 02 fortune cookie message archive (Agno)
  ['Searching a fortune archive for "luck" returns 4,000 hits; adding the learnt tag filter and excluding used ones yields a usable set.', (N) => ({
    style: 'agno', agent: 'fortune-writer', model: 'gpt-4.1-mini',
    system: 'You curate fortune messages for a fortune cookie factory.',
    goal: 'Pick 5 unused, upbeat fortunes about travel for the airline client\'s custom cookie run.',
    steps: [
      { calls: [{ name: 'fortune_search', args: { q: 'travel' }, out: { total: 4127, sample: ['You will take a trip soon.', 'Travel far, think near.'], facets: { tags: { journey: 312, luck: 1540, love: 880 }, used_by_client: { yes: 3900, no: 227 } } } }] },
      { say: 'Too many. The facets show a "journey" tag and most are already used; filtering on both.', calls: [{ name: 'fortune_search', args: { q: 'travel', tags: ['journey'], used: false, tone: 'upbeat' }, out: { total: 9, results: ['A window seat is waiting for your next adventure.', 'New horizons bring new friends.', 'Your passport will soon meet a new stamp.', 'The road ahead is smoother than the one behind.', 'Adventure is a door you are about to open.', 'Pack light; good fortune travels with you.', 'A journey of joy begins at your next boarding gate.', 'Every departure brings you closer to delight.', 'Soon you will see clouds from above.'] } }] },
    ],
    final: 'Chosen: "A window seat is waiting for your next adventure." / "Your passport will soon meet a new stamp." / "Pack light; good fortune travels with you." / "A journey of joy begins at your next boarding gate." / "Soon you will see clouds from above."',
  })],
  // 03 felt making wool supplier (OTel GenAI)
  ['A supplier directory search for merino batts finds none in region; switching to a wool-board producer register with the micron constraint finds two.', (N) => ({
    style: 'otel_genai', agent: 'felt-studio-buyer', model: 'gpt-4.1-mini',
    system: 'You source wool for a wet-felting studio.',
    goal: 'Find a UK supplier of 19-micron merino batts, at least 10 kg, for the nuno felting workshop series.',
    steps: [
      { calls: [{ name: 'supplier_directory', args: { product: 'merino batts', country: 'UK' }, out: { suppliers: [], total: 0 } }] },
      { calls: [{ name: 'supplier_directory', args: { product: 'merino', country: 'UK' }, out: { suppliers: [], total: 0, hint: 'directory covers yarn shops only' } }] },
      { say: 'The directory only covers yarn shops. Trying the wool producers\' register with the micron spec instead.', calls: [{ name: 'producer_register', args: { fibre: 'merino', micron_max: 19.5, form: 'batt', min_kg: 10 }, out: { producers: [{ name: 'Cumbrian Fibre Mill', micron: 19, stock_kg: 40, gbp_per_kg: 31 }, { name: 'Tweed Valley Carders', micron: 18.8, stock_kg: 12, gbp_per_kg: 34 }] } }] },
    ],
    final: 'Two suppliers fit: Cumbrian Fibre Mill (19 µ, 40 kg in stock, £31/kg) and Tweed Valley Carders (18.8 µ, 12 kg, £34/kg). Cumbrian is cheaper and has enough for the whole series.',
  })],
  // 04 greyhound rescue foster (CrewAI)
  ['A foster search returns nobody within 10 miles; a result note reveals cat-tested fosters are tracked separately, and that list finds a match.', (N) => ({
    style: 'crewai', agent: 'Foster Coordinator', model: 'gpt-4o',
    system: 'You place retired racing greyhounds in foster homes.',
    goal: 'Find a foster home within 25 miles of Romford for Bess, a cat-safe retired greyhound arriving Friday.',
    steps: [
      { think: 'Search available fosters near Romford.', calls: [{ name: 'foster_search', args: { near: 'Romford', radius_miles: 10, available_from: '2025-05-09' }, out: { fosters: [], note: 'cat-safe dogs: use the cat_home register' } }] },
      { think: 'The note says cat-safe placements use a different register; search that with the full 25 miles.', calls: [{ name: 'cat_home_register', args: { near: 'Romford', radius_miles: 25, available_from: '2025-05-09' }, out: { fosters: [{ name: 'J. & P. Adeyemi', town: 'Brentwood', miles: 7, cats: 2 }, { name: 'L. Novak', town: 'Ilford', miles: 5, cats: 1 }] } }] },
      { calls: [{ name: 'assign_foster', args: { dog: 'Bess', foster: 'L. Novak' }, out: { assigned: true } }] },
    ],
    final: 'Bess is assigned to L. Novak in Ilford (5 miles, one resident cat) from Friday.',
    meta: { task: 'Foster placement for Bess' },
  })],
  // 05 handball club sponsor (Langfuse)
  ['A CRM search for past sponsors returns 600 contacts; narrowing by the sponsorship-tier field learnt from a record yields three leads, emailed.', (N) => ({
    style: 'langfuse', agent: 'club-sponsorship', model: 'gpt-4o-mini',
    system: 'You help a handball club find shirt sponsors.',
    goal: 'Find local businesses that sponsored the club at silver tier or above before and invite them to sponsor the new women\'s team kit.',
    steps: [
      { calls: [{ name: 'crm_search', args: { q: 'sponsor' }, out: { total: 612, first: [{ org: 'Bakkerij De Vries', fields: { sponsor_tier: 'bronze', last_year: 2019 } }] } }] },
      { say: 'Too broad. Records have a sponsor_tier field; filtering for silver/gold and local postcodes.', calls: [{ name: 'crm_search', args: { filter: { sponsor_tier: ['silver', 'gold'], postcode_prefix: '3511' } }, out: { total: 3, results: [{ org: 'Van Dijk Bouw', tier: 'gold' }, { org: 'Fysio Centrum Oost', tier: 'silver' }, { org: 'Autobedrijf Smit', tier: 'silver' }] } }] },
      { calls: [{ name: 'send_invite', args: { orgs: ['Van Dijk Bouw', 'Fysio Centrum Oost', 'Autobedrijf Smit'], template: 'women-kit-2025' }, out: { sent: 3 } }] },
    ],
    final: 'Invited 3 former silver/gold sponsors (Van Dijk Bouw, Fysio Centrum Oost, Autobedrijf Smit) to sponsor the women\'s kit.',
    meta: { tags: ['sponsorship'] },
  })],
  // 06 biogas digester feedstock (smolagents)
  ['A feedstock search by product name fails; searching by waste code (EWC) learnt from the permit finds two suppliers, and the agent schedules a delivery.', (N) => ({
    style: 'smolagents', agent: 'digester-feed', model: 'meta-llama/Llama-3.3-70B-Instruct',
    system: 'You manage feedstock for a farm anaerobic digester.',
    goal: 'Find a supplier of permitted food-waste feedstock to make up a 40 t/week shortfall at the digester.',
    steps: [
      { think: 'Search the waste exchange for food waste.', calls: [{ name: 'waste_exchange', args: { q: 'food waste' }, out: 'No listings match "food waste".' }] },
      { think: 'Our permit lists accepted feedstock by EWC code; look it up.', calls: [{ name: 'read_permit', args: { section: 'accepted_wastes' }, out: '02 03 04 materials unsuitable for consumption or processing\n20 01 08 biodegradable kitchen and canteen waste' }] },
      { think: 'Search the exchange by those EWC codes.', calls: [{ name: 'waste_exchange', args: { ewc: ['02 03 04', '20 01 08'] }, out: [{ supplier: 'Vale Juice Co.', ewc: '02 03 04', t_per_week: 25 }, { supplier: 'Northgate Catering Hub', ewc: '20 01 08', t_per_week: 18 }] }] },
      { calls: [{ name: 'schedule_delivery', args: { suppliers: ['Vale Juice Co.', 'Northgate Catering Hub'], start: '2025-02-03' }, out: 'scheduled' }] },
    ],
    final: 'Shortfall covered: Vale Juice Co. (25 t/wk, EWC 02 03 04) and Northgate Catering Hub (18 t/wk, EWC 20 01 08), deliveries from 3 Feb.',
  })],
];
