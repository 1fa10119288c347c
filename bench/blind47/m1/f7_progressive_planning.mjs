import { Conv, root, span } from './lib.mjs';
export const family = 'progressive_planning';
export const loop = false, stagnation = false;
export const summary = 'Healthy: several long reasoning steps in a row, each adding concrete new numbers, names or decisions, then a result.';
const mono = (style, model, goal, steps, N, rootName, tail) => { const c = new Conv(style, N, { model, system: 'Planner.', goal }); if (tail) tail(c, 'pre'); steps.forEach((s) => c.llm(s)); if (tail) tail(c, 'post'); return c; };

export const rows = [
{ id: '01', domain: 'hot dog cart permit renewals', style: 'anthropic',
  isolates: 'Four consecutive long planning steps for permit renewals, each adding dates, fees and cart assignments.',
  goal: 'Plan the renewal of 9 hot dog cart vending permits expiring in November without any cart losing trading days.',
  build(N) {
    const c = mono('anthropic', 'claude-3-7-sonnet-20250219', this.goal, [
      'First, the constraint: the city processes renewals in 15 working days and charges 420 USD per cart, so 9 carts cost 3,780 USD and anything filed after 14 October risks a gap for the permits expiring 4 November.',
      'Second, batching: carts 1-4 (Midtown) expire 4 Nov and go in batch A filed 6 Oct; carts 5-7 (Pier 17) expire 18 Nov and go in batch B filed 20 Oct; carts 8-9 (park concessions) need a Parks Dept sign-off first, so I request that letter on 1 Oct.',
      'Third, documents: each filing needs the commissary letter from Bronx Food Hub (valid to 31 Dec), fire-suppression certificates for the 5 carts with propane grills (carts 2, 3, 5, 8, 9), and renewed health cards for 3 operators whose cards lapse in October: Ortiz, Pham and Greenberg.',
      'Fourth, the schedule: 1 Oct Parks letter request; 3 Oct health card appointments; 6 Oct batch A; 13 Oct fire inspections booked with Metro Extinguisher; 20 Oct batch B; 24 Oct batch C for carts 8-9. Budget 3,780 USD fees plus 650 USD inspections.',
    ], N);
    c.llm(null, [{ name: 'create_calendar_events', args: { events: 6, calendar: 'permits' } }]); c.tool({ created: 6, calendar_id: N.uuid() });
    c.llm('Calendar created with 6 milestones; total expected cost 4,430 USD.');
    return root('anthropic', 'permit-planner', this.goal, c.cur, { status: 'done' });
  } },

{ id: '02', domain: 'charcoal kiln burn scheduling', style: 'gemini',
  isolates: 'A long multi-step plan for kiln burns where every step adds new tonnages, weather windows and crew names.',
  goal: 'Schedule October charcoal burns across 3 retort kilns to fill a 12-tonne restaurant contract.',
  build(N) {
    const c = mono('gemini', 'gemini-2.5-pro', this.goal, [
      'Each retort yields about 1.1 t of charcoal per burn from 5 t of seasoned oak, and a burn cycle is 3 days including cooling, so 12 t needs 11 burns, meaning roughly 4 burns per kiln in October.',
      'Wood supply: the seasoned stack holds 48 t of oak and 9 t of ash; 11 burns need 55 t, so I will mix in ash for 2 burns at kiln K3 and order 6 t more oak from Harrow Woods for delivery by 10 October.',
      'Weather: burns must not start when wind exceeds 25 km/h; the forecast marks 7-8 and 21-22 October as gusty, so K1 starts 1, 4, 10, 13 Oct; K2 starts 2, 5, 11, 14 Oct; K3 starts 15, 18, 24 Oct.',
      'Crew: Maddie and Tom cover K1 and K2 night checks, Idris takes K3; that gives 11 burns ending 27 October, 2.1 t above the contract, and bagging in 10 kg sacks means 1,320 sacks.',
    ], N);
    c.llm(null, [{ name: 'save_schedule', args: { burns: 11, month: '2025-10' } }]); c.tool({ saved: true, version: 3 });
    return root('google-adk', 'invocation', this.goal, [span('agent', 'kiln_planner', {}, null, c.cur)], { final: '11 burns scheduled' });
  } },

{ id: '03', domain: 'stenotype machine repair shop', style: 'plain',
  isolates: 'A long triage monologue over a repair backlog: each paragraph names new machines, parts and a decision.',
  goal: 'Prioritise the backlog of 14 stenotype machines waiting for repair before the court reporting exam week.',
  build(N) {
    const c = new Conv('plain', N, { model: 'gpt-4o', system: 'Repair shop planner.', goal: this.goal });
    c.llm(null, [{ name: 'get_backlog', args: {} }]); c.tool({ machines: 14, exam_date: '2025-11-03', techs: ['Rosa', 'Ken'] });
    ['Exam students come first: 6 of the 14 belong to students sitting the RPR skills test on 3 November, including two Luminex II units with dead batteries, which are a 20-minute fix each.',
     'Parts check: the three Diamante units need keyboard ribbon cables (part DM-RC-22); we have one in stock, so I order two from Stenograph today with 4-day shipping, arriving 28 October.',
     'Labour: Rosa handles the 4 Luminex units (about 3 hours total), Ken takes the 3 Diamante units once cables arrive (2 hours each), and the 7 non-student machines are scheduled after 4 November.',
     'Communication: students get a text with a pickup date, working reporters get a loaner from our 2 spare Wave units, and the total parts bill is 186 USD.'].forEach((t) => c.llm(t));
    return root('plain', 'repair-planner', this.goal, c.cur, { done: true });
  } },

{ id: '04', domain: 'postal code database maintenance', style: 'langgraph',
  isolates: 'Successive long reasoning steps plan a postcode split migration, each adding specific codes, counts and cut-over dates.',
  goal: 'Plan how to apply the postal authority\'s split of code 4020 into 4020/4021/4022 in our address database.',
  build(N) {
    const c = mono('langgraph', 'gpt-4o', this.goal, [
      'The split affects 18,440 address rows: streets north of the Danube stay 4020, Urfahr-West becomes 4021 and the Pichling industrial zone becomes 4022, per the street list in the authority circular of 2 September.',
      'Matching: 212 street names map cleanly; 9 streets are split by house number (e.g. Hafenstraße 1-58 stays 4020, 59+ becomes 4022), so those need a range rule table, not a simple street lookup.',
      'Cut-over: the authority accepts both codes until 31 March, so I will add new codes on 1 December, keep the old code as alias, and drop aliases on 1 April; downstream label printing must be switched on 1 December too.',
      'Validation: after the update I expect roughly 11,900 rows on 4020, 4,300 on 4021 and 2,240 on 4022; any row left with 4020 on a 4021 street goes to a manual review queue for the data steward, Petra.',
    ], N);
    return root('langgraph', 'LangGraph', this.goal, c.cur, { plan_steps: 4 });
  } },

{ id: '05', domain: 'storm chaser tour logistics', style: 'oai_agents',
  isolates: 'A chain of long reasoning outputs lays out routes, vans, guests and contingencies, with new figures in every step.',
  goal: 'Plan a 6-day Great Plains storm chasing tour for 12 guests starting in Oklahoma City on 18 May.',
  build(N) {
    const c = mono('oai_agents', 'o3-mini', this.goal, [
      '12 guests plus 2 guides fit in two 7-seat vans, so I book two Ford Transits from OKC airport (1,980 USD for 6 days) and equip each with a radar laptop and Starlink Mini.',
      'Target areas change daily, so lodging stays flexible: I reserve refundable rooms in Amarillo, Dodge City and Norman (14 rooms each night, cancellable until 4 pm) and budget 130 USD per room-night.',
      'Safety: guides Lena Ortiz and Marcus Hale hold spotter certification; vans stay 10 miles from the core, and on a day with SPC risk below Slight we run the Cheyenne Bottoms and Monument Rocks sightseeing alternative.',
      'Total variable cost estimate: vans 1,980, lodging up to 10,920, fuel about 900, food 2,500 – 16,300 USD, or 1,358 per guest against the 2,450 USD ticket.',
    ], N);
    return root('openai-agents', 'Agent workflow', this.goal, [span('agent', 'Tour Planner', {}, null, c.cur)], { final_output: 'plan ready' });
  } },

{ id: '06', domain: 'synagogue kiddush catering', style: 'crewai',
  isolates: 'A CrewAI planner\'s successive Thoughts add guest counts, kashrut constraints, menu items and supplier orders.',
  goal: 'Plan the kiddush for a bar mitzvah on Shabbat 8 November with 140 guests, all dairy, nut-free.',
  build(N) {
    const c = mono('crewai', 'gpt-4o-mini', this.goal, [
      'Thought: 140 guests at a dairy kiddush means about 2.5 pieces of baked goods and 150 g of salads per person: 350 pastries, 21 kg of salads, plus 6 challot for the blessing.',
      'Thought: Nut-free rules out the usual rugelach from Kosher Delight; Zissel\'s Bakery is certified nut-free and under the same kashrut supervision (OU-D), so the pastries go there: 200 cheese bourekas and 150 chocolate babka slices.',
      'Thought: Everything must be ready before Friday sundown (16:24), so delivery is Friday 11:00, urns switched on with a Shabbat timer, and 3 volunteers (Rivka, Dan, Shira) set tables Friday at 13:00.',
      'Final Answer: order 200 bourekas and 150 babka slices from Zissel\'s, 21 kg salads from Carmel Catering, 6 challot; delivery Friday 11:00; volunteer set-up 13:00; estimated 2,940 USD.',
    ], N);
    const task = span('chain', 'Task: kiddush plan', { agent: 'Event Planner' }, { raw: 'plan' }, c.cur);
    return root('crewai', 'Crew.kickoff', this.goal, [task], { result: 'plan ready' });
  } },
];
