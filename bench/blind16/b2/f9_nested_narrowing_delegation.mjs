// Family 9 (healthy): 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
export const FAMILY = 'nested_narrowing_delegation';
export const LOOP = false;

export const rows = [
  {
    num: 1, domain: 'ice hotel construction', stagnation: false,
    isolates: 'An ADK build lead delegates wing B planning to a structure agent, which delegates the 6 m arch sizing to an arch agent, which delegates a stress check to a load agent; each level does its own work and the numbers flow back up into a block order.',
    make: (c) => {
      const load = { agent: 'load_check_agent', via: 'load_check_agent', task: 'Check compressive stress for a 0.9 m thick catenary ice arch, 6 m span, 4.2 m rise, snow-ice cover 0.4 m, at -5 C.',
        steps: [{ calls: [{ tool: 'ice_stress', args: { span_m: 6, rise_m: 4.2, thickness_m: 0.9, cover_m: 0.4, temp_c: -5 }, out: { max_compressive_kpa: 118, allowable_kpa: 300, creep_mm_per_week: 3.1, model: 'fe-ice 0.8', solve_ms: c.int(400, 2000) } }] }, { text: 'Max stress 118 kPa against 300 kPa allowable; expect about 3 mm/week creep, fine for a 14-week season.' }],
        final: 'OK: 118 kPa of 300 kPa; creep 3.1 mm/week.' };
      const arch = { agent: 'arch_agent', via: 'arch_agent', task: 'Size the standard 6 m catenary arch for wing B (thickness, block count per arch).',
        steps: [{ text: 'Catenary for 6 m span and 4.2 m rise; try 0.9 m thickness and check stress.', calls: [{ tool: 'catenary_profile', args: { span_m: 6, rise_m: 4.2 }, out: { arc_length_m: 11.3, segments: 14, block_size_m: [1.2, 0.6, 0.9], blocks_per_arch: 28 } }, load] }, { text: '0.9 m arch works: 28 blocks (1.2 x 0.6 x 0.9 m) per arch.' }],
        final: '0.9 m thick, 28 blocks per arch, stress OK.' };
      const structure = { agent: 'structure_agent', via: 'structure_agent', task: 'Work out the ice-block requirement for wing B (corridor + 12 suites).',
        steps: [{ text: 'Wing B needs 22 arches for the corridor and 12 suites; the arch design determines block count.', calls: [{ tool: 'floor_plan', args: { wing: 'B' }, out: { corridor_arches: 10, suites: 12, arches_per_suite: 1, walls_m2: 640, plan_rev: `B-${c.int(10, 30)}` } }, arch] }, { text: 'Wing B: 22 arches x 28 = 616 arch blocks plus 640 m2 of wall at 1.8 blocks/m2 = 1,152; about 1,770 blocks in total.' }],
        final: '616 arch blocks + 1,152 wall blocks = 1,768 blocks.' };
      const steps = [
        { text: 'Delegating wing B structure to the structure agent.', calls: [structure] },
        { text: 'Ordering the blocks from the river harvest crew.', calls: [{ tool: 'order_ice_blocks', args: { blocks: 1800, size_m: [1.2, 0.6, 0.9], wing: 'B', note: '1768 + 2% breakage' }, out: { order: `ICE-${c.int(300, 399)}`, harvest_window: ['2025-12-08', '2025-12-19'], river_ice_cm: 78, crew: 'Torne harvest 2' } }] },
        { text: 'Wing B needs about 1,770 blocks: 22 catenary arches at 0.9 m thickness (28 blocks each, stress 118 of 300 kPa) plus 640 m2 of wall. 1,800 blocks ordered for harvest 8-19 December.' },
      ];
      return {
        style: 'adk', model: 'gemini-2.5-pro', agent: 'build_lead', app: 'ice_hotel',
        system: 'You lead construction planning for a seasonal ice hotel. Sub-agents handle structure, arches and load checks.',
        goal: 'Plan wing B of this winter\'s ice hotel and order the ice blocks it needs.',
        steps, final: '1,800 blocks ordered for wing B.',
      };
    },
  },
  {
    num: 2, domain: 'gold-rush heritage park', stagnation: false,
    isolates: 'A message-level trace where the park manager asks an event planner for a panning demo day, the planner asks a staffing agent for four costumed guides, and the staffing agent asks a payroll agent to check one guide\'s overtime; answers return up and the day is scheduled.',
    make: (c) => {
      const payroll = { agent: 'payroll_check_agent', task: 'Would guide Mae Collins go over 40 hours if she works Saturday 10:00-16:00?', via: 'delegate_to_payroll_check_agent',
        steps: [{ calls: [{ tool: 'timesheet', args: { employee: 'E-2207', week: '2025-W31' }, out: { employee: 'Mae Collins', hours_to_date: 36.5, scheduled_remaining: 0, timeclock: 'Kronos', exported: c.isoNoMs() } }] }, { text: 'She has 36.5 h; 6 more hours means 42.5, so 2.5 h overtime at 1.5x.' }], final: 'Mae Collins would reach 42.5 h (2.5 h overtime).' };
      const staffing = { agent: 'staffing_agent', task: 'Find 4 costumed panning guides free on Saturday 10:00-16:00.', via: 'delegate_to_staffing_agent',
        steps: [{ text: 'Checking guide availability.', calls: [{ tool: 'staff_availability', args: { role: 'panning_guide', date: '2025-08-02', from: '10:00', to: '16:00' }, out: { available: ['Mae Collins', 'Jed Farrow', 'Lupe Ortega', 'Sam Whitaker', 'Ida Kwan'], costume_fitted: ['Jed Farrow', 'Lupe Ortega', 'Sam Whitaker', 'Mae Collins'] } }] }, { text: 'Four fitted guides are free. Mae is near her weekly hours, checking overtime.', calls: [payroll] }, { text: 'Jed, Lupe and Sam have no issue; use Ida Kwan instead of Mae to avoid overtime, her costume fitting is booked for Thursday.' }],
        final: 'Guides: Jed Farrow, Lupe Ortega, Sam Whitaker, Ida Kwan (fitting Thu); Mae would incur overtime.' };
      const planner = { agent: 'event_planner', task: 'Plan the gold-panning demonstration day on Saturday 2 August: sluice schedule, guides, and pay-dirt order.', via: 'delegate_to_event_planner',
        steps: [{ text: 'I need guides first; asking staffing.', calls: [staffing] }, { text: 'Guides set. Ordering pay dirt for 4 troughs.', calls: [{ tool: 'order_paydirt', args: { bags: 40, grade: 'demo-flake', delivery: '2025-08-01' }, out: { po: `PD-${c.int(1000, 9999)}`, supplier: 'Mother Lode Supply', eta: '2025-08-01 09:00' } }] }, { text: 'Day plan: 4 sluice sessions (10:00, 11:30, 13:30, 15:00), guides Jed, Lupe, Sam and Ida, 40 bags of demo pay dirt arriving Friday.' }],
        final: 'Demo day planned: 4 sessions, 4 guides, pay dirt ordered.' };
      const steps = [
        { text: 'Handing the demo day to the event planner.', calls: [planner] },
        { text: 'Saturday\'s gold-panning demo day is planned: four sluice sessions, guides Jed Farrow, Lupe Ortega, Sam Whitaker and Ida Kwan (swapped in for Mae Collins to avoid 2.5 h overtime), and 40 bags of pay dirt arriving Friday morning.' },
      ];
      return {
        style: 'plain', model: 'gpt-4o', agent: 'park_manager',
        system: 'You manage a gold-rush heritage park. Delegate to event_planner for events.',
        goal: 'Set up the gold-panning demonstration day this Saturday with costumed guides and enough pay dirt.',
        steps, final: 'Demo day set up.',
      };
    },
  },
  {
    num: 3, domain: 'lichen survey', stagnation: false,
    isolates: 'A Pydantic AI survey lead delegates a churchyard survey plan to a site agent, which delegates one unknown specimen to a species agent, which delegates the spot-test interpretation to a chemistry agent; the identification returns up and the survey record is saved.',
    make: (c) => {
      const chem = { agent: 'spot_test_agent', via: 'interpret_spot_tests', task: 'Interpret spot tests on specimen 14: K+ yellow then red, C-, KC-, P+ orange, UV-.',
        steps: [{ calls: [{ tool: 'spot_test_key', args: { K: 'yellow->red', C: '-', KC: '-', P: 'orange', UV: '-' }, out: { substance: 'norstictic acid', confidence: 0.86, key: 'Orange et al. 2010, table 3', lookup_ms: c.int(5, 60) } }] }, { text: 'K yellow turning red with P+ orange indicates norstictic acid.' }], final: 'Norstictic acid present.' };
      const species = { agent: 'species_agent', via: 'identify_specimen', task: 'Identify specimen 14: grey crustose lichen on the north face of the yew, photo yew_N_14.jpg.',
        steps: [{ text: 'Grey crustose with black apothecia; candidates differ by chemistry. Getting the spot tests interpreted.', calls: [{ tool: 'photo_features', args: { image: 'yew_N_14.jpg' }, out: { thallus: 'grey, areolate', apothecia: 'black, lecideine, 0.4-0.8 mm', prothallus: 'black', scale_bar: '1 mm' } }, chem] }, { text: 'Grey areolate crust with black lecideine apothecia and norstictic acid, on yew bark. Running the county key with these characters.', calls: [{ tool: 'key_lookup', args: { substrate: 'bark (Taxus)', apothecia: 'lecideine, black', chemistry: 'norstictic acid', growth: 'crustose areolate' }, out: { matches: [{ taxon: 'Lecidella elaeochroma', score: 0.41, conflict: 'usually lacks norstictic acid' }, { taxon: 'Lecidea sarcogynoides', score: 0.33, conflict: 'normally on siliceous rock' }], key: 'FSC county crustose key v4', matched_chars: 4 } }] }, { text: 'The key gives only weak matches (best score 0.41), so specimen 14 should be recorded as an unconfirmed crustose lichen with norstictic acid and sent for TLC.' }],
        final: 'Specimen 14: unconfirmed crustose (norstictic acid); send for TLC.' };
      const site = { agent: 'site_agent', via: 'plan_site_survey', task: 'Produce the survey record for St Oswald churchyard: substrates, quadrats, and any specimens needing ID.',
        steps: [{ text: 'Loading the quadrat field sheet.', calls: [{ tool: 'field_sheet', args: { site: 'st-oswald', date: c.date(-1) }, out: { quadrats: 9, substrates: ['sandstone headstones', 'limestone tomb', 'yew bark', 'oak bark'], taxa_recorded: 31, unknown_specimens: [14], sheet_id: c.uuid() } }] }, { text: '31 taxa recorded in 9 quadrats; specimen 14 is unidentified.', calls: [species] }, { text: 'Record ready: 31 named taxa plus specimen 14 flagged for TLC.' }],
        final: '9 quadrats, 31 taxa, specimen 14 pending TLC.' };
      const steps = [
        { text: 'Asking the site agent to compile the St Oswald record.', calls: [site] },
        { text: 'Saving the record to the county database.', calls: [{ tool: 'save_survey', args: { site: 'st-oswald', quadrats: 9, taxa: 31, pending: ['specimen 14 (norstictic acid, TLC requested)'] }, out: { record: `LS-${c.int(20000, 29999)}`, status: 'saved', verifier: 'county recorder' } }] },
        { text: 'St Oswald churchyard survey saved: 9 quadrats and 31 taxa across sandstone, limestone, yew and oak; specimen 14 from the yew contains norstictic acid but matched the key only weakly, so it goes for TLC.' },
      ];
      return {
        style: 'pydantic', model: 'gpt-4.1', agent: 'survey_lead',
        system: 'You coordinate lichen surveys of churchyards for a county recording scheme. Use the plan_site_survey agent per site.',
        goal: 'Write up yesterday\'s lichen survey of St Oswald churchyard for the county database.',
        steps, final: 'Survey saved; one specimen pending TLC.',
      };
    },
  },
  {
    num: 4, domain: 'farmers market stall allocation', stagnation: false,
    isolates: 'A Mastra market manager delegates Saturday stall allocation to an allocation agent, which delegates the powered stalls to a power agent, which delegates a circuit-load check to a circuit agent; results return and the map is published.',
    make: (c) => {
      const circuit = { agent: 'circuitAgent', via: 'agent-circuitAgent', task: 'Check whether circuit C3 (32 A) can carry two espresso carts (2 x 13 A) plus the crepe stall (10 A).',
        steps: [{ calls: [{ tool: 'circuitLoad', args: { circuit: 'C3', loads_a: [13, 13, 10] }, out: { rated_a: 32, total_a: 36, ok: false, suggestion: 'move crepe stall to C4 (12 A used of 32 A)', pdu_fw: `v${c.int(2, 3)}.${c.int(0, 9)}.${c.int(0, 20)}` } }] }, { text: 'C3 would be at 36 A of 32 A; move the crepe stall to C4.' }], final: 'C3 overloaded (36/32 A); move crepe stall to C4.' };
      const power = { agent: 'powerAgent', via: 'agent-powerAgent', task: 'Assign the 8 stalls that need mains power to the powered pitches P1-P10.',
        steps: [{ text: 'Espresso carts draw most; pair them on C3 near the entrance and check the load.', calls: [{ tool: 'powerRequests', args: { date: '2025-09-13' }, out: { requests: [{ stall: 'Bean There', amps: 13 }, { stall: 'Grind Cart', amps: 13 }, { stall: 'La Crêpière', amps: 10 }, { stall: 'Dairy Fresh (fridge)', amps: 3 }, { stall: '+4 more', amps: 'various' }] } }, circuit] }, { text: 'Powered pitches: Bean There P1 and Grind Cart P2 on C3, La Crêpière P7 on C4, others on P3-P6 and P8.' }],
        final: '8 powered stalls placed; crepe stall on C4.' };
      const alloc = { agent: 'allocationAgent', via: 'agent-allocationAgent', task: 'Allocate all 60 stalls for Saturday 13 September (regulars first, power constraints respected).',
        steps: [{ text: 'Regulars keep their pitches; the powered ones go to the power agent.', calls: [{ tool: 'stallApplications', args: { date: '2025-09-13' }, out: { total: 60, regulars: 41, new: 19, need_power: 8, waitlist: 4 } }, power] }, { text: 'All 60 placed: 41 regulars in usual pitches, 8 powered per power plan, 11 new traders in row D.' }],
        final: '60 stalls allocated.' };
      const steps = [
        { text: 'Handing Saturday\'s allocation to the allocation agent.', calls: [alloc] },
        { text: 'Publishing the stall map.', calls: [{ tool: 'publishMap', args: { date: '2025-09-13', version: 'final' }, out: { url: `https://market.example.org/maps/2025-09-13-${c.hex(6)}.pdf`, notified_traders: 60 } }] },
        { text: 'Saturday 13 September is allocated and the map is published: 41 regulars in their usual pitches, 11 newcomers in row D, and 8 powered stalls, with the crêpe stall moved to circuit C4 so C3 is not overloaded.' },
      ];
      return {
        style: 'mastra', model: 'gpt-4o-mini', agent: 'marketManager', provider: 'openai',
        system: 'You manage a weekly farmers market. Delegate allocation; publish the map when done.',
        goal: 'Allocate the 60 stalls for this Saturday\'s farmers market and publish the map.',
        steps, final: 'Map published.',
      };
    },
  },
  {
    num: 5, domain: 'amateur rocketry club', stagnation: false,
    isolates: 'A Responses-API launch director hands the L2 certification flight to a flight-safety agent, which hands stability to a stability agent, which hands the motor data lookup to a motor-data agent; each returns its finding and the flight is approved.',
    make: (c) => {
      const motor = { agent: 'motor_data_agent', via: 'run_motor_data_agent', task: 'Get total impulse, burn time and loaded mass for the Cesaroni K445 reload.',
        steps: [{ calls: [{ tool: 'thrustcurve_lookup', args: { motor: 'Cesaroni K445' }, out: { total_impulse_ns: 1601, burn_s: 3.6, loaded_mass_g: 1385, prop_mass_g: 818, certified: 'CAR/TMT', source: 'thrustcurve.org', fetched: c.http() } }] }, { text: 'K445: 1601 Ns, 3.6 s burn, loaded mass 1385 g.' }], final: 'K445: 1601 Ns, 3.6 s, 1385 g loaded.' };
      const stability = { agent: 'stability_agent', via: 'run_stability_agent', task: 'Compute the stability margin of "Kestrel II" at liftoff with the K445 loaded.',
        steps: [{ reasoning: 'CG moves aft with the heavy motor; need its loaded mass.', calls: [motor] }, { reasoning: 'Add 1385 g at the motor mount position to the dry CG.', calls: [{ tool: 'cg_cp_calc', args: { rocket: 'kestrel-ii.ork', motor_mass_g: 1385, motor_pos_mm: 1480 }, out: { cg_mm: 1092, cp_mm: 1265, diameter_mm: 98, margin_cal: 1.77, sim: 'OpenRocket 23.09', run: c.uuid() } }] }, { text: 'Stability margin 1.77 calibers at liftoff (CG 1092 mm, CP 1265 mm).' }],
        final: 'Margin 1.77 cal at liftoff.' };
      const safety = { agent: 'flight_safety_agent', via: 'run_flight_safety_agent', task: 'Safety review for the L2 certification flight of "Kestrel II" on a K445: stability, apogee vs waiver, recovery.',
        steps: [{ reasoning: 'Start with stability, the usual failure point for heavy K motors.', calls: [stability] }, { reasoning: 'Stable. Check predicted apogee against the 6,000 ft AGL waiver.', calls: [{ tool: 'apogee_sim', args: { rocket: 'kestrel-ii.ork', motor: 'K445', wind_mph: 8 }, out: { apogee_ft: 4870, max_mach: 0.62, drift_ft: 1450, main_deploy_ft: 700 } }] }, { text: 'Apogee 4,870 ft is under the 6,000 ft waiver, drift 1,450 ft; dual deploy at 700 ft. Safe to fly.' }],
        final: 'Safe: 1.77 cal, 4,870 ft apogee, within waiver.' };
      const steps = [
        { reasoning: 'Send the flight card to flight safety for review.', calls: [safety] },
        { reasoning: 'Approved; record it on the launch schedule.', calls: [{ tool: 'approve_flight', args: { flyer: 'NAR 107733', rocket: 'Kestrel II', motor: 'K445', pad: 'HP-3' }, out: { slot: '11:40', rso: 'D. Marchetti', card_id: `FC-${c.int(500, 999)}` } }] },
        { text: 'The L2 cert flight of Kestrel II on a Cesaroni K445 is approved for pad HP-3 at 11:40: stability margin 1.77 cal, predicted apogee 4,870 ft (waiver 6,000 ft), dual deploy main at 700 ft.' },
      ];
      return {
        style: 'responses', model: 'gpt-4.1', agent: 'launch_director',
        system: 'You are the launch director assistant for a rocketry club launch. Every high-power flight needs a safety review.',
        goal: 'Review and schedule the Level 2 certification flight of "Kestrel II" on a Cesaroni K445 at Saturday\'s launch.',
        steps, final: 'Approved for 11:40 on HP-3.',
      };
    },
  },
  {
    num: 6, domain: 'via ferrata guiding', stagnation: false,
    isolates: 'Nested LangChain executors: the guiding office asks a trip planner for Saturday\'s route, the planner asks a gear agent for the client kit, the gear agent asks a harness agent to match sizes to stock; results return and the trip is confirmed.',
    make: (c) => {
      const harness = { agent: 'harness_agent', via: 'harness_agent', task: 'Match harness sizes for clients with waists 68, 74, 81, 90, 97, 104 cm to rental stock.',
        steps: [{ text: 'Compare waist sizes with the size chart and stock.', calls: [{ tool: 'rental_stock', args: '{"item":"harness","model":"Petzl Corax"}', out: `size 1 (60-90 cm waist): 7 available\nsize 2 (70-105 cm waist): 3 available\nlast audit ${c.dmy()} by store-${c.int(1, 3)}` }] }, { text: 'Sizes match stock, giving the answer.' }],
        final: '68, 74, 81 cm: size 1; 90, 97, 104 cm: size 2 (3 in stock, exactly enough).' };
      const gear = { agent: 'gear_agent', via: 'gear_agent', task: 'Assemble full kit for 6 clients on the Bocchette Centrali: harness, Y-lanyard with energy absorber, helmet, gloves.',
        steps: [{ text: 'Harness sizing depends on client waist measurements; ask the harness agent.', calls: [harness] }, { text: 'Check lanyards and helmets.', calls: [{ tool: 'rental_stock', args: '{"item":["via-ferrata-lanyard","helmet"]}', out: `via-ferrata-lanyard (EN 958:2017, 40-120 kg): 9 available\nhelmet (one size): 14 available\nlanyard inspection due: 2 units (quarantined)` }] }, { text: 'Kit is complete for all six.' }],
        final: 'Kit for 6: 3x size 1 and 3x size 2 Corax, 6 EN 958:2017 lanyards, 6 helmets, gloves.' };
      const planner = { agent: 'trip_planner', via: 'trip_planner', task: 'Plan Saturday\'s guided Via delle Bocchette Centrali trip for 6 clients: timing, hut booking, and gear.',
        steps: [{ text: 'Check conditions and hut space before gear.', calls: [{ tool: 'conditions', args: '{"route":"bocchette-centrali","date":"2025-08-23"}', out: `snow on ledges: none | rockfall advisory: low | thunderstorm risk after 14:00: 30% | Rifugio Alimonta: 8 beds free | source: ARPA bulletin ${c.logts()}` }] }, { text: 'Storm risk in the afternoon means an early start; hut has room. Now the gear.', calls: [gear] }, { text: 'Plan done: 06:00 start from Rifugio Alimonta, off the route by 13:30.' }],
        final: 'Start 06:00 from Alimonta (8 beds free), finish by 13:30; kit ready for all 6.' };
      const steps = [
        { text: 'Ask the trip planner to put Saturday together.', calls: [planner] },
        { text: 'All parts are planned; I can confirm the trip.' },
      ];
      return {
        style: 'langchain', model: 'gpt-4o', agent: 'guiding_office',
        system: 'You run the office of a mountain guiding company. Tools: trip_planner (an agent).',
        goal: 'Organise Saturday\'s guided via ferrata trip on the Bocchette Centrali for 6 clients and confirm it to them.',
        steps, final: 'Confirmed: Saturday 23 August, 06:00 start from Rifugio Alimonta (beds reserved), off the route by 13:30 ahead of the afternoon storm risk; kit for all six reserved (3 size 1 and 3 size 2 harnesses, lanyards, helmets).',
      };
    },
  },
];
