// Family 8 (healthy): a supervisor hands the same worker agent different sub-tasks; each returns new results; then a synthesis.
export const family = 'supervisor_varied_subtasks';
export const loop = false;
export const stagnation = false;
export const summary = 'The same worker agent is invoked several times by a supervisor, each time with a different sub-task that produces different results, followed by a synthesis.';

export const scenarios = [
  {
    domain: 'herb drying sheds',
    isolates: 'A Microsoft Agent Framework supervisor calls the same MoistureAnalyst agent three times, for lavender, chamomile and next week\'s shed capacity, and combines the distinct answers into a drying plan.',
    build: (N) => ({
      style: 'maf', agent: 'DryingShedManager', model: 'gpt-4o',
      system: 'You run the drying sheds at Coldharbour Herbs. Delegate measurements and calculations to MoistureAnalyst.',
      goal: 'Decide which herb batches can leave the drying racks this week and how much rack space is free for the incoming mint harvest.',
      turns: [
        { say: 'First, the lavender batch on racks A1-A6.', calls: [{ name: 'ask_moisture_analyst', args: { request: 'Is lavender batch LV-0915 on racks A1-A6 below 10% moisture?' }, sub: { agent: 'MoistureAnalyst', task: 'Is lavender batch LV-0915 on racks A1-A6 below 10% moisture?', turns: [
          { calls: [{ name: 'read_moisture_probes', args: { racks: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] }, out: (N) => ({ batch: 'LV-0915', readings_pct: [8.9, 9.1, 9.4, 8.7, 9.8, 10.6], probe_fw: '2.4.1', read_at: N.iso() }) }] },
          { say: 'Racks A1-A5 are at 8.7-9.8%, below 10%. A6 reads 10.6% and needs about one more day.' }], result: 'LV-0915: A1-A5 ready (8.7-9.8%), A6 at 10.6% needs ~1 more day.' } }] },
        { say: 'Now the chamomile flowers on racks C1-C4, which have a stricter 9% target.', calls: [{ name: 'ask_moisture_analyst', args: { request: 'Chamomile batch CH-0921 on racks C1-C4: is it below the 9% target, and any mould risk?' }, sub: { agent: 'MoistureAnalyst', task: 'Chamomile batch CH-0921 on racks C1-C4: is it below the 9% target, and any mould risk?', turns: [
          { calls: [{ name: 'read_moisture_probes', args: { racks: ['C1', 'C2', 'C3', 'C4'] }, out: (N) => ({ batch: 'CH-0921', readings_pct: [7.9, 8.2, 8.4, 8.1], shed_rh_pct_24h: { min: 38, max: 52 }, read_at: N.iso() }) }] },
          { say: 'All four chamomile racks are at 7.9-8.4%, under 9%. Shed humidity stayed at 38-52%, so mould risk is low.' }], result: 'CH-0921: all 4 racks ready (7.9-8.4%); RH 38-52%, low mould risk.' } }] },
        { say: 'Finally I need the free capacity for the mint.', calls: [{ name: 'ask_moisture_analyst', args: { request: 'If A1-A5 and C1-C4 are emptied, how many kg of fresh mint can we load, given 2.2 kg fresh per rack tier and 8 tiers per rack?' }, sub: { agent: 'MoistureAnalyst', task: 'If A1-A5 and C1-C4 are emptied, how many kg of fresh mint can we load, given 2.2 kg fresh per rack tier and 8 tiers per rack?', turns: [
          { calls: [{ name: 'rack_inventory', args: { status: 'free_or_freeing' }, out: (N) => ({ free_now: ['B3', 'B4'], freeing: ['A1', 'A2', 'A3', 'A4', 'A5', 'C1', 'C2', 'C3', 'C4'], tiers_per_rack: 8, snapshot: N.hex(10) }) }] },
          { say: '11 racks (B3, B4 plus 9 freed) x 8 tiers x 2.2 kg = 193.6 kg of fresh mint.' }], result: '11 racks free -> 193.6 kg fresh mint capacity.' } }] },
        { say: 'Plan: unload lavender racks A1-A5 and all chamomile racks C1-C4 today; leave A6 one more day. That frees 11 racks with B3/B4, enough for 193.6 kg of fresh mint, so the 180 kg harvest on Thursday fits.' },
      ],
    }),
  },
  {
    domain: 'food co-op grocery (buying)',
    isolates: 'An OpenAI Agents SDK buying lead sends the same supplier-research agent three different product questions (oats, coffee, eggs), gets different price findings, and writes the order recommendation.',
    build: (N) => ({
      style: 'oai_agents', agent: 'Buying lead', model: 'gpt-4.1',
      goal: 'Prepare the monthly bulk order recommendation for the Riverside Food Co-op: rolled oats, fair-trade coffee and local eggs.',
      turns: [
        { calls: [{ name: 'supplier_researcher', args: { input: 'Best price per kg for 25 kg organic rolled oats, delivered' }, sub: { agent: 'Supplier researcher', task: 'Best price per kg for 25 kg organic rolled oats, delivered', tools: ['catalogue_search'], turns: [
          { calls: [{ name: 'catalogue_search', args: { q: 'organic rolled oats 25kg' }, out: (N) => ({ results: [{ supplier: 'Suma', sku: 'CE156', price_gbp: 42.9, delivery_gbp: 0 }, { supplier: 'Infinity Foods', sku: 'OAT25', price_gbp: 39.5, delivery_gbp: 6.0 }, { supplier: 'Essential', sku: 'RO-25-ORG', price_gbp: 44.1, delivery_gbp: 0 }], searched_at: N.iso() }) }] },
          { say: 'Infinity Foods is cheapest at 45.50 GBP delivered (1.82/kg) versus Suma 42.90 (1.72/kg) - Suma is actually cheaper once delivery is included.' }], result: 'Oats: Suma CE156 42.90 GBP delivered = 1.72 GBP/kg (cheapest); Infinity 1.82/kg.' } }] },
        { calls: [{ name: 'supplier_researcher', args: { input: 'Fair-trade whole-bean coffee, 6 x 1 kg, which supplier and roast dates?' }, sub: { agent: 'Supplier researcher', task: 'Fair-trade whole-bean coffee, 6 x 1 kg, which supplier and roast dates?', tools: ['catalogue_search'], turns: [
          { calls: [{ name: 'catalogue_search', args: { q: 'fairtrade whole bean coffee 1kg' }, out: (N) => ({ results: [{ supplier: 'Cafédirect', sku: 'CD-MACH-1K', price_gbp: 17.8, roast: 'weekly, Mon' }, { supplier: 'Union Hand-Roasted', sku: 'UN-REV-1K', price_gbp: 21.5, roast: 'on order' }], searched_at: N.iso() }) }] },
          { say: 'Cafédirect Machu Picchu at 17.80/kg roasted Mondays, or Union Revelation at 21.50/kg roasted to order.' }], result: 'Coffee: Cafédirect 17.80/kg (weekly roast) or Union 21.50/kg (roast to order).' } }] },
        { calls: [{ name: 'supplier_researcher', args: { input: 'Local free-range eggs within 30 miles, 30 trays a month' }, sub: { agent: 'Supplier researcher', task: 'Local free-range eggs within 30 miles, 30 trays a month', tools: ['local_producer_lookup'], turns: [
          { calls: [{ name: 'local_producer_lookup', args: { product: 'eggs', radius_miles: 30, volume: '30 trays/month' }, out: (N) => ({ producers: [{ farm: 'Hill End Farm', miles: 12, price_per_tray_gbp: 7.2, capacity_trays_month: 40 }, { farm: 'Brook Meadow Hens', miles: 24, price_per_tray_gbp: 6.6, capacity_trays_month: 20 }], fetched: N.http() }) }] },
          { say: 'Hill End Farm (12 miles) can cover all 30 trays at 7.20; Brook Meadow is cheaper at 6.60 but capped at 20 trays.' }], result: 'Eggs: Hill End 7.20/tray (can do 30); Brook Meadow 6.60/tray but max 20.' } }] },
        { say: 'Order recommendation: 4 x 25 kg oats from Suma (1.72/kg delivered); 6 kg Cafédirect coffee at 17.80/kg for the weekly roast; eggs split 20 trays from Brook Meadow at 6.60 and 10 from Hill End at 7.20, total 204 GBP for eggs.' },
      ],
    }),
  },
  {
    domain: 'model ship kits (catalogue)',
    isolates: 'An Opik-traced catalogue supervisor asks one kit-spec worker about three different ship kits and gets distinct scale, part-count and skill data for each before writing the catalogue page.',
    build: (N) => {
      const ask = (kit, sku, out, summary) => ({ name: 'kit_spec_worker', args: { sku }, sub: { agent: 'kit-spec-worker', task: `Pull the specs for ${kit} (${sku}) and summarise them for the catalogue.`, turns: [
        { calls: [{ name: 'read_kit_spec', args: { sku }, out }] },
        { say: summary }], result: summary } });
      return {
        style: 'opik', agent: 'catalogue-supervisor', project: 'harbour-models-catalogue', model: 'claude-3-5-haiku-20241022',
        system: 'You write the winter catalogue page for Harbour Models. Use the kit-spec worker for each kit.',
        goal: 'Write the "Beginner to Advanced" catalogue page comparing three ship kits: the Thames barge, the pilot cutter and HMS Victory cross-section.',
        turns: [
          { say: 'Starting with the Thames sailing barge kit.', calls: [ask('Thames sailing barge "Cambria"', 'HM-1042', (N) => ({ sku: 'HM-1042', scale: '1:64', length_mm: 620, parts: 214, planking: 'single, lime', skill: 2, build_hours: 90, updated: N.dateOnly() }), 'Cambria 1:64, 620 mm, 214 parts, single lime planking, skill 2/5, about 90 h.')] },
          { say: 'Next the Bristol Channel pilot cutter.', calls: [ask('Bristol Channel pilot cutter "Mascotte"', 'HM-1107', (N) => ({ sku: 'HM-1107', scale: '1:48', length_mm: 740, parts: 388, planking: 'double, lime + walnut', skill: 3, build_hours: 160, updated: N.dateOnly() }), 'Mascotte 1:48, 740 mm, 388 parts, double planking (lime and walnut), skill 3/5, about 160 h.')] },
          { say: 'Lastly the Victory cross-section, our advanced kit.', calls: [ask('HMS Victory cross-section', 'HM-2001', (N) => ({ sku: 'HM-2001', scale: '1:72', length_mm: 420, parts: 1260, planking: 'double, boxwood', skill: 5, build_hours: 400, extras: ['photo-etched brass', 'cast cannons x22'], updated: N.dateOnly() }), 'Victory section 1:72, 420 mm, 1,260 parts with photo-etch and 22 cast cannons, skill 5/5, about 400 h.')] },
          { say: 'Catalogue page: Beginner - Cambria Thames barge (1:64, 214 parts, ~90 h). Intermediate - Mascotte pilot cutter (1:48, 388 parts, double planked, ~160 h). Advanced - HMS Victory cross-section (1:72, 1,260 parts, photo-etch, ~400 h). Suggested path: barge, then cutter, then Victory.' },
        ],
      };
    },
  },
  {
    domain: 'log cabin kits (quotes)',
    isolates: 'A LangGraph supervisor routes three different engineering questions (snow load, foundations, delivery) to the same quote-engineer sub-agent and assembles the quote from the three distinct answers.',
    build: (N) => ({
      style: 'langgraph', agent: 'cabin-quote-supervisor', model: 'gpt-4o', lcModelClass: 'ChatOpenAI',
      system: 'You prepare customer quotes for Nordic Log Cabins. Use quote_engineer for technical checks.',
      goal: 'Prepare a quote for the 5 x 4 m "Fjell 44" log cabin kit for a customer in the Cairngorms, including roof, base and delivery.',
      turns: [
        { calls: [{ name: 'quote_engineer', args: { question: 'Does the Fjell 44 roof take the snow load at 420 m altitude in the Cairngorms?' }, sub: { agent: 'quote_engineer', task: 'Does the Fjell 44 roof take the snow load at 420 m altitude in the Cairngorms?', turns: [
          { calls: [{ name: 'snow_load_calc', args: { site_altitude_m: 420, zone: 'UK-Z5', roof_pitch_deg: 25, rafter: '45x145 C24 @ 600' }, out: { s_k_kn_m2: 1.52, roof_capacity_kn_m2: 1.2, ok: false, upgrade: '45x170 C24 @ 400' } }] },
          { say: 'Characteristic snow load is 1.52 kN/m2 against 1.2 for the standard roof; rafters must be upgraded to 45x170 @ 400 centres.' }], result: 'Roof needs upgrade: 45x170 C24 rafters @ 400 (snow 1.52 kN/m2 > 1.2).' } }] },
        { calls: [{ name: 'quote_engineer', args: { question: 'Which base for a sloping peat site with a 300 mm fall across 5 m?' }, sub: { agent: 'quote_engineer', task: 'Which base for a sloping peat site with a 300 mm fall across 5 m?', turns: [
          { calls: [{ name: 'foundation_options', args: { soil: 'peat', fall_mm: 300, footprint_m: [5, 4] }, out: { recommended: 'ground screws', count: 12, length_mm: 1600, alt: 'concrete pads (needs excavation to mineral soil, ~1.2 m)' } }] },
          { say: 'Use 12 ground screws of 1600 mm; pads would need digging 1.2 m through peat.' }], result: 'Base: 12 x 1600 mm ground screws (pads impractical on peat).' } }] },
        { calls: [{ name: 'quote_engineer', args: { question: 'Can the kit be delivered by artic to the site, or is a smaller vehicle needed?' }, sub: { agent: 'quote_engineer', task: 'Can the kit be delivered by artic to the site, or is a smaller vehicle needed?', turns: [
          { calls: [{ name: 'route_check', args: { postcode: 'PH22 1QU', vehicle: '16.5m artic', kit_weight_t: 7.8 }, out: (N) => ({ artic_ok: false, reason: 'single-track road, 7.5t weight limit bridge at Allt Mor', alternative: '7.5t rigid, 2 trips', checked: N.iso() }) }] },
          { say: 'An artic cannot pass the 7.5 t bridge; delivery needs a 7.5 t rigid in two trips.' }], result: 'Delivery: 2 trips by 7.5 t rigid (bridge limit), no artic.' } }] },
        { say: 'Quote summary for Fjell 44: base kit price plus roof upgrade to 45x170 rafters at 400 centres, a 12-screw ground-screw base for the peat slope, and delivery in two 7.5 t rigid loads because of the Allt Mor bridge limit.' },
      ],
    }),
  },
  {
    domain: 'glass-bottom boat tours (hull panels)',
    isolates: 'An OpenLIT-traced fleet supervisor asks the same inspector agent about three different boats and gets three different panel inspection results before deciding the sailing roster.',
    build: (N) => {
      const insp = (boat, out, say) => ({ name: 'inspector_agent', args: { boat }, argsString: true, sub: { agent: 'panel-inspector', task: `Inspect the viewing-panel log for ${boat} and say if it can sail this weekend.`, turns: [
        { calls: [{ name: 'panel_log', args: { boat }, out }] }, { say }], result: say } });
      return {
        style: 'openlit', agent: 'fleet-supervisor', service: 'clearwater-tours', model: 'gpt-4o-mini',
        system: 'You schedule the Clearwater glass-bottom boat fleet. Each boat has an acrylic viewing panel that must pass inspection.',
        goal: 'Decide which of the three glass-bottom boats can sail this weekend and post the roster.',
        turns: [
          { calls: [insp('Coral Queen', (N) => ({ boat: 'Coral Queen', panel: 'acrylic 38 mm', crazing: 'none', scratches_mm: [12, 7], seal_test: 'pass', inspected: N.dateOnly(), inspector: 'J. Pereira' }), 'Coral Queen passes: no crazing, two light scratches, seal test passed.')] },
          { calls: [insp('Sea Lantern', (N) => ({ boat: 'Sea Lantern', panel: 'acrylic 38 mm', crazing: 'edge crazing 40 mm port-aft corner', seal_test: 'pass', inspected: N.dateOnly(), inspector: 'J. Pereira', note: 'monitor; replace at haul-out' }), 'Sea Lantern can sail but has 40 mm edge crazing at port-aft; replace at next haul-out and re-check weekly.')] },
          { calls: [insp('Turtle Bay', (N) => ({ boat: 'Turtle Bay', panel: 'acrylic 32 mm', crazing: 'none', seal_test: 'FAIL (weep at frame bolt 7)', inspected: N.dateOnly(), inspector: 'A. Kim' }), 'Turtle Bay cannot sail: seal test failed with a weep at frame bolt 7.')] },
          { say: 'Roster: Coral Queen and Sea Lantern run all weekend trips (Sea Lantern with weekly crazing checks); Turtle Bay stays in for a frame-bolt reseal. Saturday 14:00 extra trip moved to Coral Queen.' },
        ],
      };
    },
  },
  {
    domain: 'gem and mineral shows (dealer floor)',
    isolates: 'Through a LiteLLM proxy, a show-manager agent gives one booth-coordinator worker three different jobs (booth map, power, secure cases), each returning new data, and writes the floor plan summary.',
    build: (N) => ({
      style: 'litellm', agent: 'show-manager', model: 'gpt-4o', modelGroup: 'events-gpt4o', keyAlias: 'rockhound-show',
      system: 'You manage the dealer floor of the Tri-County Gem & Mineral Show. Delegate to booth-coordinator.',
      goal: 'Finalise the dealer floor for the spring show: booth allocation, electrical drops and secure cases for high-value dealers.',
      turns: [
        { calls: [{ name: 'booth_coordinator', args: { job: 'allocate 46 dealers to the 48-booth hall map, keeping fossil dealers together' }, sub: { agent: 'booth-coordinator', task: 'Allocate 46 dealers to the 48-booth hall map, keeping fossil dealers together.', turns: [
          { calls: [{ name: 'allocate_booths', args: { dealers: 46, booths: 48, cluster: ['fossils'] }, out: (N) => ({ allocated: 46, empty: ['B17', 'D02'], fossil_row: 'Row C (C01-C09)', map_version: N.int(10, 40) }) }] },
          { say: 'All 46 placed; the 9 fossil dealers are together in row C; B17 and D02 remain empty.' }], result: '46 dealers placed, fossils in row C01-C09, B17 and D02 empty.' } }] },
        { calls: [{ name: 'booth_coordinator', args: { job: 'work out electrical drops from the dealers\' lighting requests' }, sub: { agent: 'booth-coordinator', task: 'Work out electrical drops from the dealers\' lighting requests.', turns: [
          { calls: [{ name: 'power_requests', args: { show: 'spring-2026' }, out: { requests: 31, total_watts: 14650, drops_20a: 12, over_limit: ['A04 (UV fluorescent display 2,400 W)'] } }] },
          { say: '31 dealers want power, 14.65 kW total on 12 20 A drops; A04\'s 2.4 kW UV display needs its own circuit.' }], result: '12 x 20 A drops for 31 dealers (14.65 kW); A04 needs a dedicated circuit.' } }] },
        { calls: [{ name: 'booth_coordinator', args: { job: 'list dealers needing lockable cases and the overnight guard rota' }, sub: { agent: 'booth-coordinator', task: 'List dealers needing lockable cases and the overnight guard rota.', turns: [
          { calls: [{ name: 'security_needs', args: { declared_value_over_usd: 50000 }, out: (N) => ({ dealers: ['A01 Andes Opal Co', 'A02 Tucson Gemwerks', 'E05 Emerald Trail'], cases_needed: 7, guards: [{ night: 'Fri', guard: 'R. Salas' }, { night: 'Sat', guard: 'D. Nguyen' }], generated: N.iso() }) }] },
          { say: 'Three dealers declare over 50k USD and need 7 lockable cases; overnight guards are Salas on Friday and Nguyen on Saturday.' }], result: '7 lockable cases for A01, A02, E05; guards Fri Salas, Sat Nguyen.' } }] },
        { say: 'Floor finalised: 46 dealers placed (fossils in row C, B17 and D02 empty), 12 x 20 A drops plus a dedicated circuit for A04, and 7 lockable cases for the three high-value dealers with overnight guards Friday (Salas) and Saturday (Nguyen).' },
      ],
    }),
  },
];
