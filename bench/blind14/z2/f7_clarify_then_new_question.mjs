// Family 7 — healthy: a clarifying question gets new information, a follow-up question on a
// different point gets more, then the agent acts and finishes.
import { Clock, fmt, J, OpenHands, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'clarify_then_new_question',
  loop: false,
  behaviour: 'Healthy look-alike of the re-ask loop: the agent asks a person twice, but the second question is about a different point, both answers bring new information, and the agent then acts and finishes.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'snowplow routing', style: 'letta', stagnation: false,
    isolates: 'A Letta agent asks which plow route a street belongs on (answer: R7), learns that R7 would pass its soft cap, asks a different question about priority (answer: priority 1, school bus route), adds the street and confirms.',
    goal: 'Add Birch Hill Road to tonight\'s plow routes.',
    build(rng) {
      const clock = new Clock('2025-01-14T21:05:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'winter-ops', tz: 'EST', offMin: -300, persona: 'I help the Town of Kell Ridge public works night supervisor manage snow and ice routes.' });
      lt.turn(this.goal, { name: 'night_supervisor' });
      lt.step('Looking up Birch Hill Road in the street network.', 'search_streets', { name: 'Birch Hill Road' }, J({ matches: [{ segment_id: 'SEG-4471', name: 'Birch Hill Rd', from: 'Route 9', to: 'Old Mill Ln', lane_km: 3.2, max_grade_pct: 9, adjacent_routes: ['R4', 'R7'], features: ['school bus stop x2'] }] }));
      lt.say('It borders two routes. I need the supervisor to pick one.', 'Birch Hill Road (3.2 lane-km, 9% grade) sits between route R4 (north, Dana) and route R7 (east, Luis). Which route should it go on?');
      lt.endTurn('end_turn');
      lt.turn('Put it on R7 with Luis.', { name: 'night_supervisor' });
      lt.step('R7 chosen. Checking R7\'s current load.', 'get_route', { route_id: 'R7' }, J({ route: 'R7', driver: 'Luis Ortega', truck: 'P-12 (tandem, wing plow)', lane_km: 41.6, soft_cap_lane_km: 44, segments: 37, priority_mix: { p1: 22, p2: 15 }, est_cycle_min: 168 }));
      lt.say('R7 would go to 44.8 lane-km, over the 44 soft cap, and the priority level changes the cycle time a lot. This is a different decision from the route choice, so I ask.', 'Adding Birch Hill brings R7 to 44.8 lane-km, just over its 44 km soft cap. Should Birch Hill be priority 1 (plow and salt every pass) or priority 2 (plowed after the primaries)?');
      lt.endTurn('end_turn');
      lt.turn('Priority 1 - it\'s on the school bus route. The cap is fine tonight.', { name: 'night_supervisor' });
      lt.step('Priority 1 on R7, cap waived for tonight. Adding the segment.', 'add_segment_to_route', { route_id: 'R7', segment_id: 'SEG-4471', priority: 1, note: 'school bus route; cap waived 2025-01-14 by night supervisor' }, J({ ok: true, route: 'R7', lane_km: 44.8, segments: 38, est_cycle_min: 181, change_id: `chg-${rng.hex(6)}` }));
      lt.say('Done; reporting the new cycle time.', 'Birch Hill Road is on R7 (Luis, truck P-12) as priority 1. R7 is now 44.8 lane-km with an estimated cycle of about 3 h 1 min (was 2 h 48 min).');
      lt.endTurn('end_turn');
      return lt.root({ stop_reason: 'end_turn', messages_to_user: 3 });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'scaffolding hire', style: 'bedrock-agents', stagnation: false,
    isolates: 'A Bedrock agent asks for the facade size (gets width and height), then looks up licensing rules and asks a different question about the pavement licence (gets a decision), creates the quote and finishes.',
    goal: 'I need a quote for scaffolding to repaint the front of a 3-storey terrace at 41 Marlowe Street.',
    build(rng) {
      const clock = new Clock('2025-04-09T08:20:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Hanley Access Scaffolding quotes', region: 'eu-west-2' });
      br.begin(this.goal);
      br.pre('The user asks for a scaffolding quote. The Quotes action group and the knowledge base cover this. Category E.');
      br.act({ rationale: 'I will get the pricing rules for facade access scaffolds.', group: 'Quotes', path: '/pricing/rules', params: [['type', 'facade-access']], result: { type: 'facade-access', rate_gbp_per_m2_week: 4.1, min_weeks: 2, lift_height_m: 2.0, inputs_required: ['width_m', 'height_to_eaves_m', 'duration_weeks', 'pavement_licence'], rules_version: '2025.03' } });
      br.ask({ rationale: 'The pricing needs the width and the height to the eaves, which I do not have.', question: 'How wide is the front of the house, and roughly how high is it to the eaves?' });
      br.begin('About 14 m wide, roughly 9.5 m to the eaves. Painter reckons 3 weeks.');
      br.kb({ rationale: 'A terrace front on Marlowe Street will stand on the public footway. I will check the licence rules.', kbId: 'KBSCAF01', query: 'scaffold on public pavement licence requirement cost Marlowe Street', refs: [{ content: { text: 'Any scaffold on the public highway needs a scaffold licence from the council. Hanley can apply on the customer\'s behalf for a fee of £180 (council fee included); allow 10 working days. Customers may apply themselves.' }, location: { type: 'S3', s3Location: { uri: 's3://hanley-kb/policies/licences.md' } }, metadata: { updated: '2025-02-01' } }] });
      br.ask({ rationale: 'The size question is answered. Whether we apply for the pavement licence is a separate decision that changes the price and the start date.', question: 'The scaffold will stand on the public pavement, which needs a council licence. Shall we apply for it (adds £180 and about 10 working days), or will you arrange it yourself?' });
      br.begin('Please apply for it for us.');
      br.act({ rationale: 'I have width, height, duration and the licence choice. Creating the quote.', group: 'Quotes', verb: 'post', path: '/quotes', body: { address: '41 Marlowe Street', width_m: 14, height_to_eaves_m: 9.5, duration_weeks: 3, pavement_licence: 'HANLEY_APPLIES' }, result: { quoteId: `Q-${rng.int(24000, 24999)}`, area_m2: 147, lifts: 5, scaffold_gbp: 1808.1, licence_gbp: 180, total_ex_vat_gbp: 1988.1, earliest_start: '2025-04-24', valid_until: '2025-05-09' } });
      br.final({ rationale: 'The quote was created; I will summarise it.', text: 'Your quote for 41 Marlowe Street: facade scaffold 14 m x 9.5 m (5 lifts) for 3 weeks, £1,808.10, plus £180 for us to obtain the pavement licence - £1,988.10 ex VAT. Earliest start 24 April (licence lead time); the quote is valid until 9 May.' });
      return br.root();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'mobile crane rental', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent asks a human for the load weight and reach (gets 2.4 t at 22 m), checks the load chart, asks a different question about ground conditions and hours (gets them), books the crane and answers.',
    goal: 'A customer wants a mobile crane next Tuesday (22 April 2025) to lift three rooftop HVAC units onto the retail unit at Unit 7, Harbour Park. Work out which crane to offer and create the hire booking.',
    build(rng) {
      const clock = new Clock('2025-04-15T09:30:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_fleet_availability', 'get_load_chart', 'ask_human', 'create_hire_booking'], system: 'You are the hire desk assistant for Brannigan Crane Hire. ask_human reaches the sales coordinator who is on the phone with the customer.' });
      co.step('I will check which cranes are free on 22 April.', [{ name: 'get_fleet_availability', args: { date: '2025-04-22' }, result: { date: '2025-04-22', available: [{ unit: 'AT-35C', type: '35 t city crane', max_radius_m: 28 }, { unit: 'AT-50', type: '50 t all-terrain', max_radius_m: 40 }, { unit: 'AT-80', type: '80 t all-terrain', max_radius_m: 48 }], snapshot: fmt.iso(clock.now) } }]);
      co.step('The right crane depends on the heaviest lift and the radius, which I do not know. I will ask.', [{ name: 'ask_human', args: { question: 'What does the heaviest HVAC unit weigh, and how far (horizontal reach) is the drop point from where the crane can set up?' }, result: { answer: 'Heaviest unit is 2.4 t. Reach about 22 m from the car park.', from: 'sales coordinator (R. Dunne)', ts: fmt.iso(clock.now + 95000) } }]);
      co.step('I will check the 35 t and 50 t load charts at 22 m.', [
        { name: 'get_load_chart', args: { unit: 'AT-35C', radius_m: 22 }, result: { unit: 'AT-35C', radius_m: 22, capacity_t: 1.9, config: 'full counterweight, 30.4 m boom' } },
        { name: 'get_load_chart', args: { unit: 'AT-50', radius_m: 22 }, result: { unit: 'AT-50', radius_m: 22, capacity_t: 3.1, config: 'full counterweight (8.6 t), 31.2 m boom, outriggers 7.2 x 7.2 m' } }]);
      co.step('AT-35C is too small (1.9 t); AT-50 can do 3.1 t at 22 m but needs a 7.2 m outrigger base. Ground bearing and working hours are a separate question I need answered before booking.', [{ name: 'ask_human', args: { question: 'The 50 t crane can lift 2.4 t at 22 m with full counterweight on a 7.2 x 7.2 m outrigger base. Is the car park solid ground for outrigger pads (no basement or culverts underneath), and what hours do they need the crane?' }, result: { answer: 'Solid - tarmac over hardcore, no basement. They need it 07:00 to 13:00.', from: 'sales coordinator (R. Dunne)', ts: fmt.iso(clock.now + 140000) } }]);
      co.step('I have everything needed. I will create the booking for AT-50.', [{ name: 'create_hire_booking', args: { unit: 'AT-50', date: '2025-04-22', start: '07:00', end: '13:00', site: 'Unit 7, Harbour Park', lift_plan_required: true, max_load_t: 2.4, radius_m: 22 }, result: { booking: `BCH-${rng.int(31000, 31999)}`, status: 'PROVISIONAL', operator: 'CPCS A60 assigned at dispatch', lift_plan_due: '2025-04-18', price_ex_vat_gbp: 1140 } }]);
      co.answer('Offer the 50 t all-terrain (AT-50): it lifts 2.4 t at 22 m with full counterweight on a 7.2 x 7.2 m outrigger base, while the 35 t city crane only manages 1.9 t there. The booking is provisional for 22 April 07:00-13:00 at Unit 7, Harbour Park, £1,140 ex VAT; the lift plan is due by 18 April.');
      return co.root();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'textile dye house', style: 'plain-messages', stagnation: false,
    isolates: 'A chat agent asks which recipe depth matches the approved lab dip (answer: deep, 3.4%), checks machine capacity, asks a different question about waiting for a larger machine or splitting the lot (answer: wait), creates the dye order and stops.',
    goal: 'Set up a dye order for the "Moss 412" reactive dye lot on 200 kg of cotton single jersey.',
    build(rng) {
      const clock = new Clock('2025-09-03T06:50:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the planning assistant at Tintoria Brenta dye house. Tools: get_recipe_template, get_machine_status, create_dye_order.', name: 'dyehouse-planner' });
      pl.step('Fetching the Moss 412 recipe template.', [{ name: 'get_recipe_template', args: { shade: 'Moss 412' }, result: { shade: 'Moss 412', dye_class: 'reactive (bifunctional)', variants: [{ id: 'M412-L', depth_pct_owf: 1.2, salt_g_l: 40, soda_g_l: 10 }, { id: 'M412-D', depth_pct_owf: 3.4, salt_g_l: 70, soda_g_l: 20 }], substrate: 'cotton knit', template_rev: 'r9' } }]);
      pl.step('The Moss 412 template has two variants: light (1.2% owf) and deep (3.4% owf). Which depth matches the customer\'s approved lab dip?');
      pl.turn('The deep one - lab dip LD-2291 was approved at 3.4%.');
      pl.step('Deep variant M412-D. Checking which jet machines can take 200 kg.', [{ name: 'get_machine_status', args: { min_capacity_kg: 150 }, result: { machines: [{ id: 'J3', capacity_kg: 250, liquor_ratio: '1:8', state: 'RUNNING', free_from: '14:00' }, { id: 'J5', capacity_kg: 150, liquor_ratio: '1:7', state: 'IDLE', free_from: 'now' }], as_of: fmt.isoOff(clock.now, 120) } }]);
      pl.step('J3 can take all 200 kg at 1:8 but it is busy until 14:00. J5 is free now but only takes 150 kg, so the lot would be split into two batches with a risk of shade mismatch between them. Should I wait for J3, or split the lot across J5?');
      pl.turn('Wait for J3, don\'t split the lot.');
      pl.step('Creating the order on J3 at 14:00 with the deep recipe.', [{ name: 'create_dye_order', args: { shade_variant: 'M412-D', lab_dip: 'LD-2291', fabric: 'cotton single jersey', weight_kg: 200, machine: 'J3', start: '14:00' }, result: { order: `DO-${rng.int(70000, 79999)}`, status: 'SCHEDULED', machine: 'J3', start: '2025-09-03T14:00+02:00', est_end: '2025-09-03T21:40+02:00', chemicals: { dye_kg: 6.8, salt_kg: 112, soda_kg: 32 } } }]);
      pl.step('Dye order scheduled on J3 today at 14:00 (about 7 h 40 min run) with the deep Moss 412 recipe at 3.4% owf per lab dip LD-2291: 6.8 kg dye, 112 kg salt, 32 kg soda ash for the full 200 kg, dyed as a single lot.');
      return pl.root({ final_output: 'Dye order scheduled on J3 at 14:00, M412-D, 200 kg single lot.' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'wool mill', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent asks for the new yarn\'s spec (gets weight, meterage, blend), then asks a different question about price (gets wholesale and retail), edits the catalogue, regenerates the price list and finishes.',
    goal: 'Add the new Shetland-blend yarn "Hebridean Mist" to the mill\'s product catalogue (catalogue/yarns.yaml) and regenerate the price list with `make pricelist`.',
    build(rng) {
      const clock = new Clock('2025-03-31T08:05:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal });
      oh.view('Let me see how existing yarns are described.', '/workspace/mill-catalogue/catalogue/yarns.yaml', '     1\t- name: Skerry Grey\n     2\t  weight: DK\n     3\t  ply: 4\n     4\t  m_per_100g: 220\n     5\t  blend: {shetland: 100}\n     6\t  price_gbp_kg: 64\n     7\t  retail_100g_gbp: 11.00\n     8\t- name: Fair Isle Peat\n     9\t  weight: aran\n    10\t  ply: 6\n    11\t  m_per_100g: 160\n    12\t  blend: {shetland: 70, lambswool: 30}\n    13\t  price_gbp_kg: 62\n    14\t  retail_100g_gbp: 10.50\n');
      oh.ask('Each yarn needs weight, ply, meterage per 100 g and blend. What are those for Hebridean Mist?', 'It\'s DK, 4-ply, 225 m per 100 g. 60% Shetland, 40% lambswool.');
      oh.ask('Thanks. The price list is generated from the price per kg and the retail price per 100 g; the other DK Shetland yarns are £62-£68/kg. What wholesale and retail prices should Hebridean Mist have?', '£66/kg wholesale, retail £11.50 per 100 g skein.');
      oh.edit('I have the spec and the prices. Adding the entry at the end of the file.', '/workspace/mill-catalogue/catalogue/yarns.yaml', '  retail_100g_gbp: 10.50\n', '  retail_100g_gbp: 10.50\n- name: Hebridean Mist\n  weight: DK\n  ply: 4\n  m_per_100g: 225\n  blend: {shetland: 60, lambswool: 40}\n  price_gbp_kg: 66\n  retail_100g_gbp: 11.50\n', '    13\t  price_gbp_kg: 62\n    14\t  retail_100g_gbp: 10.50\n    15\t- name: Hebridean Mist\n    16\t  weight: DK\n    17\t  ply: 4\n    18\t  m_per_100g: 225\n    19\t  blend: {shetland: 60, lambswool: 40}\n    20\t  price_gbp_kg: 66\n    21\t  retail_100g_gbp: 11.50');
      oh.run('Regenerating the price list.', 'cd /workspace/mill-catalogue && make pricelist', { out: `python scripts/pricelist.py catalogue/yarns.yaml --out dist/pricelist-2025Q2.pdf\nvalidated 15 yarns (schema yarn/v2)\nwrote dist/pricelist-2025Q2.pdf (15 yarns, 3 pages) in ${rng.float(0.9, 1.8, 1)}s` });
      oh.finish('The price list built with 15 yarns, so the new entry was picked up.', 'Added Hebridean Mist (DK, 4-ply, 225 m/100 g, 60% Shetland / 40% lambswool, £66/kg, £11.50 per 100 g) to catalogue/yarns.yaml and regenerated dist/pricelist-2025Q2.pdf (15 yarns).');
      return oh.root('finished');
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'shoe repair', style: 'plain-messages', stagnation: false,
    isolates: 'A tool-calling agent asks the counter staff (human-input tool) which resole the customer wants, then asks a different question about the welt, gets new facts each time (plus a deadline), checks capacity, creates the ticket and quotes.',
    goal: 'Create a repair ticket for the walk-in customer\'s boots (brown Goodyear-welted work boots, UK 9) and give them a price.',
    build(rng) {
      const clock = new Clock('2025-10-08T10:12:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the workshop assistant at Cobbler & Last. Tools: get_price_list, ask_human (reaches the counter staff), get_workshop_capacity, create_ticket.', name: 'workshop-assistant' });
      pl.step('Getting the resole price list first.', [{ name: 'get_price_list', args: { category: 'resole' }, result: { currency: 'GBP', items: [{ code: 'RS-LEA', name: 'Full resole, leather', price: 95 }, { code: 'RS-VIB', name: 'Full resole, Vibram commando', price: 85 }, { code: 'HL-ONLY', name: 'Heels only', price: 30 }, { code: 'WELT-R', name: 'Welt repair (per shoe)', price: 20 }], lead_time_days: 5, express: { fee: 15, lead_time_days: 2 } } }]);
      pl.step('I need the customer\'s choice of resole.', [{ name: 'ask_human', args: { question: 'Which resole does the customer want: leather, Vibram commando, or heels only?' }, result: { answer: 'Vibram commando, full resole.', staff: 'Nadia', at: fmt.hm(clock.now + 70000, 60) }, slow: 60 }]);
      pl.step('Commando sole chosen. Goodyear-welted boots often need welt work, which changes the price, so I ask about the welt next.', [{ name: 'ask_human', args: { question: 'Is the welt intact, or does it need repair? Please check the stitching at the toes.' }, result: { answer: 'Welt is cracked at the left toe, needs repair. Customer wants them back by Friday.', staff: 'Nadia', at: fmt.hm(clock.now + 140000, 60) }, slow: 90 }]);
      pl.step('Friday is 2 days away, less than the 5-day standard lead time. Checking express capacity.', [{ name: 'get_workshop_capacity', args: { due_date: '2025-10-10', service: 'express' }, result: { due_date: '2025-10-10', express_slots_left: 2, ready_by: '16:00' } }]);
      pl.step('Creating the ticket.', [{ name: 'create_ticket', args: { items: ['RS-VIB', 'WELT-R'], welt_repair_shoes: 1, express: true, due: '2025-10-10T16:00', description: 'Brown Goodyear-welted work boots UK 9; welt cracked left toe' }, result: { ticket: `CL-${rng.int(5000, 5999)}`, total_gbp: 120, breakdown: { 'RS-VIB': 85, 'WELT-R': 20, express: 15 }, due: 'Fri 10 Oct 16:00' } }]);
      pl.step('Ticket created: Vibram commando full resole £85 + left-toe welt repair £20 + express £15 = £120, ready Friday 10 October from 16:00.');
      return pl.root({ final_output: 'Ticket created, £120, ready Fri 16:00.' });
    },
  },
];
