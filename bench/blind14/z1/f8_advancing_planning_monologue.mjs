// Healthy family 3: a long planning monologue. Several long reasoning steps come one after
// another, but each adds concrete new content (new numbers, names, decisions); then the plan is
// saved and the run finishes.

export const family = {
  name: 'advancing_planning_monologue',
  loop: false,
  stagnation: false,
  isolates: 'Several long reasoning steps in a row, each adding new numbers, names and decisions, ending in a finished plan.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', startAt: '2025-10-13T07:00:00Z', domain: 'christmas tree farms', style: 'langgraph', model: 'gpt-4o-2024-11-20', agent: 'season_planner',
    isolates: 'After one inventory read, four planner nodes write long consecutive plan sections (harvest blocks, crews, haulage, retail lot), each with new figures and decisions, and the plan is saved.',
    system: 'You plan the harvest season of Fjellheim Christmas Tree Farm. Work through harvest, crews, transport and the retail lot in turn, with concrete numbers, then save the plan.',
    goal: 'Plan the cutting and delivery season: 6,800 wholesale trees for 11 garden centres by 12 December plus the on-farm choose-and-cut lot.',
    tools: ['get_block_inventory', 'save_plan'],
    build(T) {
      const n = T.n;
      T.llm({ text: 'Reading the tagged inventory per block first.', calls: [{ name: 'get_block_inventory', args: { season: 2025, tagged_only: true } }] });
      T.tool('get_block_inventory', undefined, () => ({ blocks: [{ block: 'A3', species: 'Nordmann fir', tagged: 2350, grade_mix: { premium: 0.42, standard: 0.48, budget: 0.1 }, soil: 'dry, firm' }, { block: 'B1', species: 'Nordmann fir', tagged: 1980, grade_mix: { premium: 0.35, standard: 0.5, budget: 0.15 }, soil: 'wet in low corner' }, { block: 'C2', species: 'Fraser fir', tagged: 1420, grade_mix: { premium: 0.3, standard: 0.55, budget: 0.15 }, soil: 'firm' }, { block: 'D4', species: 'Norway spruce', tagged: 1600, grade_mix: { premium: 0.2, standard: 0.55, budget: 0.25 }, soil: 'steep, firm' }], surveyed: n.ymd(n.t - 20 * 86400000), survey_app_build: `fs-${n.int(300, 399)}` }));
      T.llm({ node: 'plan_harvest', text: 'Harvest sequencing. Total tagged stock is 7,350 trees against 6,800 wholesale orders, leaving 550 spare before the retail lot, which is too thin, so the retail lot has to come from untagged 1.6-1.8 m trees in D4 rather than from the tagged pool. Norway spruce drops needles fastest, so D4 is cut last, from 5 December, only for the three customers that ordered spruce (380 trees). Block B1 has a wet low corner; we cut it first, 17-21 November, while the ground is still frozen in the mornings, 1,980 trees. A3 follows from 22 November (2,350 trees), then C2 Fraser fir from 28 November (1,420), because Fraser keeps best and goes to the two customers with late delivery slots. That is 6,130 from A3/B1/C2 plus 380 spruce plus 290 standard-grade from D4 to reach 6,800.' });
      T.llm({ node: 'plan_crews', text: 'Crews and throughput. A cutting crew of 4 with two chainsaws and the baler does about 450 trees per 8-hour day on firm ground and around 320 on the wet B1 corner. To finish B1 in 5 days at 396 a day I need two crews there, so crew 1 (Ola, Sigrid, Tomasz, Emil) and crew 2 (the four seasonal workers from Polmark, arriving 16 November) both start on B1. From 22 November crew 2 moves to netting and pallet loading at the yard, because pallet throughput is the next bottleneck: 42 trees per pallet, 160 pallets in total. Crew 1 alone on A3 at 450 a day takes 5.2 days, so A3 runs 22-27 November and C2 28 November-1 December. Budget: 8 workers x 19 days x 8 h at NOK 235 = NOK 285,760.' });
      T.llm({ node: 'plan_transport', text: 'Haulage. 160 pallets at 26 pallets per curtain-sider means 7 full loads; the 11 garden centres split into three routes. Route West (Bergen area, 4 centres, 2,600 trees, 62 pallets) needs 3 loads; Route Fjord (Voss, Odda, Stord: 1,450 trees, 35 pallets) takes 2 loads including the spruce; Route East (Geilo, Gol, Hønefoss, Drammen: 2,750 trees, 66 pallets) needs 3 loads, so 8 loads, not 7, because the routes do not share trucks. Booking Vestlandsfrakt for 8 loads between 24 November and 10 December at NOK 14,900 per load (NOK 119,200). Drammen has the 12 December deadline and a 10 December delivery, which keeps two days of slack for road closures on Rv7 over Hardangervidda; if Rv7 closes, East loads reroute via E16 at an extra 2.5 hours.' });
      T.llm({ node: 'plan_retail', text: 'Retail lot. Last season 1,140 families came on the four Advent weekends, buying 1,060 trees, so I plan 1,150 untagged D4 and A3-edge trees between 1.6 and 1.8 m. Opening 29 November, Saturdays and Sundays 10:00-15:00, plus Friday evenings 17:00-20:00 with lights from 6 December. Pricing: NOK 549 for spruce, NOK 749 Nordmann, NOK 849 Fraser (only 60 Fraser seconds from C2). Staffing: 2 at the saw-and-net station, 1 at the till, 1 in the parking field; Ingrid runs the coffee hut. Decision on card payments: rent a second terminal because queues passed 25 minutes last year on the third Sunday.' });
      T.llm({ text: 'Saving the plan.', calls: [{ name: 'save_plan', args: { season: 2025, sections: ['harvest', 'crews', 'transport', 'retail'], totals: { wholesale_trees: 6800, retail_trees: 1150, loads: 8, labour_nok: 285760, haulage_nok: 119200 } } }] });
      T.tool('save_plan', undefined, () => ({ ok: true, doc: `plans/2025-season-${n.hex(6)}.md`, version: 1, saved: n.isoOff(60) }));
      const final = 'Season plan saved: cut B1 (17-21 Nov, two crews), A3 (22-27 Nov), C2 Fraser (28 Nov-1 Dec) and D4 spruce from 5 Dec; 8 truckloads on three routes (NOK 119,200) with Drammen delivered 10 Dec; retail lot of 1,150 untagged trees opening 29 Nov with a second card terminal.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'wheelchair repair services', style: 'messages', model: 'claude-3-5-sonnet-20241022', agent: 'repair-dispatch-planner',
    isolates: 'Following two data reads, the model writes four long consecutive planning messages (triage, parts, technician routes, customer contact), each with new jobs, parts and times, and then books the routes.',
    system: 'You plan the week for a mobile wheelchair repair service with two vans. Triage open jobs by risk to the user, check parts, build routes and then create them with create_routes.',
    goal: 'Plan next week\'s repair visits for the 9 open jobs and create the technician routes.',
    tools: ['get_open_jobs', 'get_parts_stock', 'create_routes'],
    build(T) {
      const n = T.n;
      T.llm({ text: 'Pulling the open jobs and the parts stock.', calls: [{ name: 'get_open_jobs', args: { status: 'open' } }, { name: 'get_parts_stock', args: { warehouse: 'main' } }] });
      T.tool('get_open_jobs', undefined, () => ({ jobs: [
        { id: 'WR-881', client: 'E. Fraser', chair: 'Quickie Q500 M (power)', fault: 'intermittent drive cut-out', town: 'Leith', mobility_dependent: true },
        { id: 'WR-884', client: 'A. Mensah', chair: 'Küschall K-Series (manual)', fault: 'loose castor fork', town: 'Portobello', mobility_dependent: true },
        { id: 'WR-886', client: 'J. Wallace', chair: 'Permobil M3', fault: 'joystick unresponsive after rain', town: 'Dalkeith', mobility_dependent: true },
        { id: 'WR-887', client: 'care home Rowan Court', chair: '3 x Invacare Action3', fault: 'annual service', town: 'Musselburgh', mobility_dependent: false },
        { id: 'WR-889', client: 'M. Kowalski', chair: 'Sunrise Zippie', fault: 'puncture rear left', town: 'Leith', mobility_dependent: true },
        { id: 'WR-890', client: 'R. Ahmed', chair: 'Pride i-Go', fault: 'battery not holding charge', town: 'Livingston', mobility_dependent: false },
        { id: 'WR-891', client: 'S. Doyle', chair: 'Quickie Nitrum', fault: 'brake slipping', town: 'Morningside', mobility_dependent: true },
        { id: 'WR-893', client: 'T. Lindsay', chair: 'Invacare TDX SP2', fault: 'tilt actuator noisy', town: 'Dalkeith', mobility_dependent: false },
        { id: 'WR-894', client: 'Day centre Pentland', chair: '2 x Ottobock Start M', fault: 'armrest pads worn', town: 'Penicuik', mobility_dependent: false }], exported: n.iso() }));
      T.tool('get_parts_stock', undefined, () => ({ as_of: n.isoNoMs(), items: [{ sku: 'PG-VR2-JOY', name: 'PG VR2 joystick module', qty: 1 }, { sku: 'CASTOR-FORK-K', name: 'Küschall castor fork 6"', qty: 0, eta: 'Tue' }, { sku: 'TUBE-24x1', name: 'inner tube 24 x 1"', qty: 12 }, { sku: 'BAT-12V-36AH', name: '12 V 36 Ah AGM battery', qty: 2 }, { sku: 'BRK-QN-PAD', name: 'Quickie brake pad set', qty: 3 }, { sku: 'LIN-ACT-TDX', name: 'TDX tilt actuator', qty: 0, eta: 'Thu' }, { sku: 'ARMPAD-OB', name: 'Ottobock armrest pad', qty: 6 }], wh: 'EDI-1' }));
      T.llm({ text: 'Triage first. Five users depend on their chair for all mobility: Fraser (WR-881, power chair cutting out, a safety risk on roads), Wallace (WR-886, joystick dead, he is effectively stranded), Doyle (WR-891, slipping brake, fall risk on slopes), Mensah (WR-884, loose castor) and Kowalski (WR-889, puncture). Wallace and Fraser are priority 1 for Monday. Doyle is priority 2 because the chair still moves but the brake failing on a slope is dangerous, so Monday afternoon or Tuesday morning. Kowalski is a 20-minute fix and can be done same-day as Fraser because both are in Leith. Rowan Court, Pentland, Ahmed and Lindsay are scheduled maintenance or non-urgent and fill Wednesday to Friday.' });
      T.say('user', 'Continue with parts.');
      T.llm({ text: 'Parts check against the triage. Wallace needs the PG VR2 joystick module and we have exactly 1, so it goes in van 1 on Monday; if it turns out to be the wiring loom instead, the module comes back. Mensah\'s Küschall castor fork is out of stock with an ETA of Tuesday, so Mensah moves to Wednesday, and I will call her to ask whether the chair is safe to use with the fork tightened as a stopgap. Ahmed needs two 12 V 36 Ah batteries, and stock is 2, which uses all of it, so I will reorder 4. Lindsay\'s TDX tilt actuator arrives Thursday, so Lindsay is Friday. Doyle\'s Quickie brake pads: 3 in stock, one set needed. Kowalski needs one 24 x 1" tube from 12. Pentland\'s armrests need 4 pads from 6.' });
      T.say('user', 'Now the routes.');
      T.llm({ text: 'Routes for the two vans. Monday, van 1 (Gary): 08:30 Wallace in Dalkeith for the joystick (about 1.5 h), then Doyle in Morningside at 11:00 for brakes (45 min), afternoon free for overflow. Monday, van 2 (Priya): 09:00 Fraser in Leith for the drive cut-out, where diagnosis may take 2 h with the PG programmer, then Kowalski in Leith at 12:00 for the puncture. Tuesday: van 2 collects the castor fork from the supplier at 10:00 and does Ahmed\'s batteries in Livingston at 13:30. Wednesday: van 1 Mensah in Portobello at 09:00, then Rowan Court in Musselburgh for three annual services from 10:30 to 15:00. Thursday: van 2 Pentland in Penicuik for armrests. Friday: van 1 Lindsay in Dalkeith for the tilt actuator.' });
      T.say('user', 'And customer contact.');
      T.llm({ text: 'Customer contact. Fraser and Wallace get a call today, Friday, confirming Monday arrival windows of 09:00-10:00 and 08:30-09:30. Mensah gets the call about the stopgap fix and the Wednesday slot, and if she says the chair is unsafe, we offer a loan manual chair from the 2 in the depot, delivered Monday by van 2 after Kowalski. Rowan Court and Pentland get email confirmations to their facility managers, Mr Hughes and Ms Baird. Ahmed gets an SMS for Tuesday. Lindsay gets an SMS saying Friday, subject to the actuator arriving Thursday. I will reorder 4 batteries and 2 castor forks to rebuild stock.' });
      T.llm({ text: 'Creating the routes.', calls: [{ name: 'create_routes', args: { week: 'next', routes: [{ van: 1, tech: 'Gary', stops: { Mon: ['WR-886', 'WR-891'], Wed: ['WR-884', 'WR-887'], Fri: ['WR-893'] } }, { van: 2, tech: 'Priya', stops: { Mon: ['WR-881', 'WR-889'], Tue: ['supplier pickup', 'WR-890'], Thu: ['WR-894'] } }] } }] });
      T.tool('create_routes', undefined, () => ({ created: 2, route_ids: [`RT-${n.digits(5)}`, `RT-${n.digits(5)}`], calendar_sync: 'ok', synced_at: n.iso() }));
      const final = 'Routes created for both vans. Monday covers the three urgent power/brake jobs (Wallace, Fraser, Doyle) plus Kowalski\'s puncture; Mensah is Wednesday once the castor fork arrives; maintenance jobs fill Wednesday to Friday. Reorder needed: 4 batteries and 2 Küschall castor forks.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', startAt: '2025-09-08T08:00:00Z', domain: 'seaweed farms', style: 'vercel', model: 'gpt-4o-2024-08-06', agent: 'kelp-season-planner',
    isolates: 'Four long consecutive plan steps for a kelp farm season (seeding, line deployment, monitoring, harvest and sales), each recorded as a new section with new numbers, then a final summary.',
    system: 'You plan the grow-out season of a sugar-kelp farm with 24 longlines of 200 m. Record each plan section with record_plan_section as you go.',
    goal: 'Write the 2025-26 season plan for the farm: seeding, line deployment, monitoring and harvest, with quantities and dates.',
    tools: ['get_site_data', 'record_plan_section'],
    cfg: { maxSteps: 10 },
    build(T) {
      const n = T.n;
      const saved = (sec) => () => ({ section: sec, saved: true, doc_rev: n.seq('rev', n.int(10, 30)), at: n.iso() });
      T.llm({ text: '', calls: [{ name: 'get_site_data', args: { site: 'Skarvøy lease', seasons: 2 } }] });
      T.tool('get_site_data', undefined, () => ({ lease: 'Skarvøy', longlines: 24, line_length_m: 200, depth_m: [14, 32], last_season: { yield_kg_per_m: 9.8, biofouling_onset: 'late April', harvest_window: '2025-04-20..2025-05-18' }, water_temp_forecast_c: { Nov: 9.1, Dec: 7.4, Jan: 5.9, Feb: 5.2, Mar: 5.6, Apr: 7.3 }, buoy: { id: 'SKV-B2', last_ping: n.isoNoMs(), battery_pct: n.int(40, 95) } }));
      const s1 = 'Seeding. 24 lines of 200 m is 4,800 m of grow-out line. At 9.8 kg/m last season we produced about 47 t, and buyers have asked for 60 t, so yield per metre has to rise rather than line length, because the lease is full. Last year we seeded on 20 November; seeding two weeks earlier, on 4-8 November while water is still above 9 °C, gives more growing days before the winter minimum. Seed string needed is 4,800 m plus 10% spare, so 5,280 m, ordered from the Tromsø hatchery at NOK 4.10/m (NOK 21,648). The spools go out on the 8 m workboat in two trips.';
      T.llm({ text: s1, calls: [{ name: 'record_plan_section', args: { section: 'seeding', summary: 'seed 4-8 Nov, 5,280 m seed string, NOK 21,648' } }] });
      T.tool('record_plan_section', undefined, saved('seeding'));
      const s2 = 'Line deployment. The deep end lines (13-24, 25-32 m depth) had the best growth last year because of stronger current, so the extra effort goes there: I will lower those lines from 2 m to 3 m depth in January to reduce wave stress during storms, and add 4 extra buoys per line (48 buoys, NOK 380 each, NOK 18,240) to hold the depth as the kelp gets heavy in March. Lines 1-12 stay at 2 m. The mooring inspection goes before seeding, on 28-30 October, because two anchor chains on lines 7 and 19 showed 15% wear in spring.';
      T.llm({ text: s2, calls: [{ name: 'record_plan_section', args: { section: 'deployment', summary: 'deep lines to 3 m in Jan, +48 buoys NOK 18,240, mooring check 28-30 Oct' } }] });
      T.tool('record_plan_section', undefined, saved('deployment'));
      const s3 = 'Monitoring. Monthly sampling at 3 fixed points per line (start, middle, end), weighing 1 m sections, so 72 samples per visit; from March, every two weeks, because growth doubles then. The buoy SKV-B2 gives temperature and turbidity; I will add a light logger at 3 m on line 18 to see whether the deeper lines lose growth in February. Trigger for early harvest: biofouling by bryozoans above 5% blade cover, which last year started in late April. If the April water forecast of 7.3 °C holds, fouling is likely to start about a week earlier, around 20 April.';
      T.llm({ text: s3, calls: [{ name: 'record_plan_section', args: { section: 'monitoring', summary: '72 samples/visit, biweekly from March, light logger on line 18, fouling trigger 5%' } }] });
      T.tool('record_plan_section', undefined, saved('monitoring'));
      const s4 = 'Harvest and sales. Harvest window 7 April to 5 May, starting with the deep lines, which will be heaviest and foul first. With the chartered harvest vessel at 4 t per day we need 15 working days for 60 t, leaving buffer for weather. The split: 35 t fresh to the Ålesund alginate processor at NOK 3.20/kg, 18 t blanched and frozen for the food buyer at NOK 14/kg, and 7 t dried on site for the feed trial. Expected revenue NOK 112,000 + 252,000 + 49,000 = NOK 413,000 against about NOK 240,000 in direct costs. The vessel is booked for 7 April-5 May with an option to extend to 10 May.';
      T.llm({ text: s4, calls: [{ name: 'record_plan_section', args: { section: 'harvest', summary: '7 Apr-5 May, 60 t target, revenue ~NOK 413k' } }] });
      T.tool('record_plan_section', undefined, saved('harvest'));
      const final = 'The 2025-26 plan is recorded in four sections: seeding 4-8 November (5,280 m seed string), deep lines lowered to 3 m in January with 48 extra buoys, denser monitoring from March with a fouling trigger at 5%, and harvest 7 April-5 May targeting 60 t for about NOK 413k revenue.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', startAt: '2025-02-10T10:00:00Z', domain: 'board game publishing', style: 'adk', model: 'gemini-1.5-pro-002', agent: 'print_run_planner',
    isolates: 'A publisher\'s planning agent thinks through four long consecutive steps (print quantity, component costs, freight, launch timeline), each adding new figures and choices, updates the plan document after each and finishes.',
    system: 'You plan print runs for an independent board game publisher. Think step by step and update the plan document after each step with update_plan_doc.',
    goal: "Plan the first print run of 'Harbour Lights' (cooperative lighthouse game): quantity, manufacturing cost, freight to EU and US warehouses, and a launch date.",
    tools: ['get_preorder_stats', 'update_plan_doc'],
    app: 'publishing_ops',
    build(T) {
      const n = T.n;
      const upd = () => ({ doc: 'harbour-lights-print-plan', revision: n.seq('rev', n.int(3, 9)), updated: n.isoOff(60), editor: 'print_run_planner' });
      T.llm({ text: '', calls: [{ name: 'get_preorder_stats', args: { sku: 'HL-001' } }] });
      T.tool('get_preorder_stats', undefined, () => ({ sku: 'HL-001', crowdfunding_backers: 4120, late_pledges: 610, retail_distributor_commitments: { 'Asmodee Nordics': 900, 'PSI (US)': 1500, 'Esdevium (UK)': 600 }, quotes: { factory: 'Whatz Games', qty_tiers: { 8000: 6.85, 10000: 6.2, 12000: 5.95 } }, pulled_at: n.iso() }));
      T.llm({ reasoning: 'Quantity. Firm demand is 4,120 backers plus 610 late pledges, 4,730 copies, plus 3,000 distributor commitments, 7,730 in total. The factory tiers are USD 6.85 at 8,000, 6.20 at 10,000 and 5.95 at 12,000. At 8,000 there would be only 270 spare copies for conventions, reviews and damage replacement, and we normally need about 4% for damages alone (about 310), so 8,000 is too tight. 10,000 leaves 2,270 for spare, cons and reorders, at a unit price USD 0.65 lower. 12,000 saves only 0.25 more per unit and ties up 2,000 more copies in storage at about USD 0.40 per copy per year. Decision: 10,000 copies.', text: 'Step 1 done: 10,000 copies.', calls: [{ name: 'update_plan_doc', args: { section: 'quantity', content: '10,000 copies (7,730 committed + 2,270 buffer)' } }] });
      T.tool('update_plan_doc', undefined, upd);
      T.llm({ reasoning: 'Component cost. Base quote at 10,000 is USD 6.20 and covers the box, board, 110 cards and cardboard tokens. Three upgrades were promised in the campaign: wooden lighthouse meeples (+0.38), a linen finish on the box (+0.12) and a GameTrayz insert (+0.55). The insert is the expensive one, but it was a stretch goal we unlocked, so it stays. Total USD 7.25 per copy, USD 72,500 for the run. The factory wants 30% deposit now (USD 21,750) and the balance before shipping. FX: we hold EUR, and at 1.08 that is about EUR 67,130 in total; I will buy half the USD now to fix the rate.', text: 'Step 2: unit cost USD 7.25.', calls: [{ name: 'update_plan_doc', args: { section: 'manufacturing', content: 'USD 7.25/unit incl. meeples, linen, insert; 30% deposit USD 21,750' } }] });
      T.tool('update_plan_doc', undefined, upd);
      T.llm({ reasoning: 'Freight. The box is 29.5 x 29.5 x 7.5 cm at 1.6 kg and the cartons hold 6, so 1,667 cartons. The EU needs 5,330 copies (backers in the EU and UK plus Asmodee and Esdevium) and the US needs 3,500 (US backers plus PSI), with the remaining 1,170 held in the EU as buffer. A 40 ft HQ container holds about 1,000 cartons of this size, so the EU share of 6,500 copies (1,084 cartons) fits in one 40 ft HQ to Rotterdam, about USD 4,300 on the current index, and the US share of 3,500 copies (584 cartons) goes in a 20 ft to Long Beach, about USD 2,900. Duties: US Section 301 exclusions for games have lapsed, so 25% on FOB for the US share, about USD 6,340.', text: 'Step 3: one 40ft HQ to Rotterdam, one 20ft to Long Beach.', calls: [{ name: 'update_plan_doc', args: { section: 'freight', content: '40HQ Rotterdam (6,500) ~USD 4,300; 20ft Long Beach (3,500) ~USD 2,900; US duty ~USD 6,340' } }] });
      T.tool('update_plan_doc', undefined, upd);
      T.llm({ reasoning: 'Timeline. The final files go to the factory on 3 March, and digital proofs take 1 week, then the physical pre-production copy 3 weeks, so sign-off is around 31 March. Mass production is 6 weeks, ready around 12 May, then ocean freight of 5 weeks to Rotterdam and 3 to Long Beach, with customs and warehouse receipt adding 1-2 weeks. EU stock lands around 23 June and US around 9 June. Backer fulfilment in the EU starts 30 June, and retail release has to be at least 4 weeks after backers, so 4 August for EU and US together. That also puts the game in stores before the Essen fair in October, where it can be demoed with stock available.', text: 'Step 4: retail launch 4 August.', calls: [{ name: 'update_plan_doc', args: { section: 'timeline', content: 'files 3 Mar, sign-off ~31 Mar, ready ~12 May, EU land ~23 Jun, backers from 30 Jun, retail 4 Aug' } }] });
      T.tool('update_plan_doc', undefined, upd);
      const final = 'Plan complete: 10,000 copies at USD 7.25 (USD 72,500), one 40 ft HQ to Rotterdam and one 20 ft to Long Beach, backers from 30 June and retail launch on 4 August, ahead of Essen.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'offset print shops', style: 'mastra', model: 'gpt-4o-2024-08-06', agent: 'pressScheduler',
    isolates: 'Inside a draft-schedule workflow step the agent writes four long consecutive passes (press allocation, plate and ink changeovers, bindery, overtime risk), each with new jobs, times and decisions, then publishes the schedule.',
    system: 'You schedule the pressroom of an offset print shop with two presses: a 5-colour B2 Heidelberg SM 52 and a 4-colour B1 Speedmaster XL 106. Work in passes, then publish with publishSchedule.',
    goal: 'Build next week\'s press and bindery schedule for the 7 confirmed jobs.',
    tools: ['getConfirmedJobs', 'publishSchedule'],
    build(T) {
      const n = T.n;
      T.group('chain', "workflow step: 'load-jobs'", { stepId: 'load-jobs' }, (W) => {
        W.llm({ text: '', calls: [{ name: 'getConfirmedJobs', args: { week: 'next' } }] });
        W.tool('getConfirmedJobs', undefined, () => ({ jobs: [
          { id: 'J-4410', client: 'Stadtwerke', item: 'annual report 64 pp + cover', qty: 3000, colours: '4/4 + spot', stock: '150 g silk', due: 'Thu' },
          { id: 'J-4412', client: 'Weingut Keller', item: 'wine labels', qty: 40000, colours: '5/0 incl. gold', stock: 'wet-strength label paper', due: 'Wed' },
          { id: 'J-4413', client: 'Museum Folkwang', item: 'exhibition catalogue 160 pp', qty: 1500, colours: '4/4', stock: '135 g matt', due: 'Fri' },
          { id: 'J-4415', client: 'Bäckerei Jansen', item: 'flyers A5', qty: 20000, colours: '4/4', stock: '170 g gloss', due: 'Tue' },
          { id: 'J-4416', client: 'TU Dortmund', item: 'posters A1', qty: 800, colours: '4/0', stock: '200 g matt', due: 'Wed' },
          { id: 'J-4418', client: 'Verlag Rosen', item: 'poetry book 96 pp', qty: 1200, colours: '1/1', stock: '100 g munken', due: 'Fri' },
          { id: 'J-4419', client: 'Zoo Duisburg', item: 'maps folded', qty: 15000, colours: '4/4', stock: '115 g gloss', due: 'Thu' }], synced: n.iso(), mis: 'PrintVis 2024.2' }));
        return { jobs: 7 };
      });
      T.group('chain', "workflow step: 'draft-schedule'", { stepId: 'draft-schedule', passes: 4 }, (W) => {
        W.llm({ text: 'Pass 1, press allocation. The XL 106 takes B1 sheets, so the high-volume 4/4 work goes there: J-4415 flyers (20,000 A5, 16-up on B1, 1,250 sheets plus makeready, about 1.5 h), J-4419 zoo maps (15,000, 4-up, 3,750 sheets, about 2.5 h per side), J-4413 catalogue (160 pp is 10 B1 signatures of 16 pp at 1,500 each, about 14 h) and J-4416 posters A1 (2-up, 400 sheets, 40 min). The SM 52 with its 5th unit gets the wine labels J-4412 (gold as the 5th colour, 40,000 labels at 24-up = 1,667 B2 sheets, 2 h), J-4410 annual report (spot colour on the cover needs the 5th unit; the 64 pp text goes 8 pp to a B2 sheet, 16 forms) and J-4418 poetry (1/1, 12 forms).' });
        W.llm({ text: 'Pass 2, sequencing for plates and ink. On the XL 106, Monday starts with J-4415 flyers (due Tue) on gloss, then J-4416 posters on matt, because switching from gloss to matt only needs a blanket wash. Tuesday and Wednesday morning go to J-4413 catalogue, 10 signatures, 20 plate changes at 12 min each, plus 14 h running. Wednesday afternoon and Thursday morning run J-4419 maps, due Thursday, which leaves 4 h of slack. On the SM 52: Monday J-4412 labels first, because the gold ink needs a full wash-up afterwards (45 min), then J-4410 annual report on Tuesday and Wednesday, and J-4418 poetry in black only on Thursday.' });
        W.llm({ text: 'Pass 3, bindery. The Stahlfolder folds J-4419 maps on Thursday afternoon: 15,000 maps with a cross-fold at 9,000 per hour, about 1.7 h. The annual report goes to the saddle stitcher on Wednesday evening (3,000 copies, 64 pp, 16 sheets collated, about 2.5 h) for the Thursday deadline. The catalogue (160 pp) is perfect bound and too thick for stitching, so it goes to the Kolbus on Thursday (1,500 copies, about 3 h), then dries overnight and is trimmed Friday morning for a Friday afternoon dispatch. The poetry book is also perfect bound, on Friday 08:00-10:00. The wine labels are die-cut on the Bobst on Tuesday.' });
        W.llm({ text: 'Pass 4, risks and overtime. The critical path is the catalogue: if a signature has a colour complaint from the museum\'s press check on Tuesday at 10:00, we lose half a day. Mitigation: book a Saturday-morning standby on the Kolbus (4 h, 2 operators, about EUR 520 overtime). The gold on J-4412 needs 24 h to dry before die-cutting, so die-cutting moves to Wednesday 08:00, which is still inside the Wednesday deadline with 6 h to spare. Paper: the 135 g matt for the catalogue (about 16,000 B1 sheets with waste) must arrive Monday; the Papyrus order is confirmed for Monday 07:00.' });
        return { passes: 4 };
      });
      T.group('chain', "workflow step: 'publish'", { stepId: 'publish' }, (W) => {
        W.llm({ text: '', calls: [{ name: 'publishSchedule', args: { week: 'next', presses: { 'XL106': ['J-4415', 'J-4416', 'J-4413', 'J-4419'], 'SM52': ['J-4412', 'J-4410', 'J-4418'] }, bindery: { stahlfolder: ['J-4419 Thu'], stitcher: ['J-4410 Wed'], kolbus: ['J-4413 Thu', 'J-4418 Fri'], bobst: ['J-4412 Wed 08:00'] }, standby: 'Kolbus Sat 4h' } }] });
        W.tool('publishSchedule', undefined, () => ({ published: true, board_url: `https://mis.druckhaus.local/board/${n.ulid()}`, notified: ['pressroom', 'bindery', 'dispatch'], at: n.isoOff(60) }));
        return { published: true };
      });
      const final = 'Schedule published: the XL 106 runs flyers, posters, the catalogue and the maps; the SM 52 runs the labels (gold), the annual report and the poetry book. Die-cutting moves to Wed 08:00 so the gold can dry, the catalogue is bound Thursday with a Saturday Kolbus standby, and all 7 due dates are met.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'carnival ride inspections', style: 'pydantic', model: 'claude-3-5-sonnet-20241022', agent: 'ride_inspection_planner',
    isolates: 'Given a fair\'s ride list, the model writes four long consecutive planning steps (legal priorities, inspector pairing, day-by-day order, contingencies), each with new rides, names and times, and saves the inspection schedule.',
    system: 'You plan safety inspections for travelling fairground rides arriving at a county fair. Each ride needs a set-up inspection before opening; some also need NDT or a full annual exam.',
    goal: 'Plan the inspection schedule for the 12 rides arriving at the Bramley County Fair, opening Friday at 17:00.',
    tools: ['get_ride_list', 'save_schedule'],
    build(T) {
      const n = T.n;
      T.llm({ text: 'Getting the ride list with certificates.', calls: [{ name: 'get_ride_list', args: { event: 'bramley-2025' } }] });
      T.tool('get_ride_list', undefined, () => ({ rides: [
        { ride: 'Booster Maxxx', type: 'pendulum', height_m: 55, operator: 'Harris Amusements', annual_exam_due: 'overdue 12 days', arrives: 'Tue' },
        { ride: 'Waltzer', type: 'rotating', operator: 'Harris Amusements', annual_exam_due: 'in 5 months', arrives: 'Tue' },
        { ride: 'Ghost Train', type: 'dark ride', operator: 'Wilson Bros', annual_exam_due: 'in 2 months', arrives: 'Wed' },
        { ride: 'Big Wheel 32m', type: 'observation wheel', operator: 'Collins', annual_exam_due: 'in 9 months', ndt_due: 'this week (axle pins)', arrives: 'Mon' },
        { ride: 'Miami Trip', type: 'swing', operator: 'Wilson Bros', annual_exam_due: 'in 4 months', arrives: 'Wed' },
        { ride: 'Dodgems', type: 'bumper cars', operator: 'Collins', annual_exam_due: 'in 7 months', arrives: 'Tue' },
        { ride: 'Twister', type: 'rotating', operator: 'Stokes', annual_exam_due: 'in 1 month', arrives: 'Wed' },
        { ride: 'Freak Out', type: 'pendulum', height_m: 18, operator: 'Stokes', annual_exam_due: 'in 6 months', ndt_due: 'in 2 weeks', arrives: 'Thu' },
        { ride: 'Helter Skelter', type: 'slide', operator: 'Wilson Bros', annual_exam_due: 'in 10 months', arrives: 'Thu' },
        { ride: 'Kiddie Coaster', type: 'roller coaster', operator: 'Collins', annual_exam_due: 'in 3 months', arrives: 'Wed' },
        { ride: 'Carousel', type: 'gallopers', operator: 'Harris Amusements', annual_exam_due: 'in 8 months', arrives: 'Tue' },
        { ride: 'Inflatable Castle', type: 'inflatable', operator: 'Stokes', annual_exam_due: 'in 11 months', arrives: 'Thu' }], feed: `ADIPS-sync ${n.isoNoMs()}`, req: n.uuid() }));
      T.llm({ text: 'Legal priorities first. Booster Maxxx is 12 days past its annual exam, so it cannot open on a set-up inspection alone; it needs a full annual examination by an inspection body, about 6 hours for a 55 m pendulum including the ride-arm welds and the restraint locking tests. I will book the full exam for Wednesday, the day after it arrives, so there is Thursday for any remedial work. Big Wheel 32m has axle-pin NDT due this week, so it gets the ultrasonic test on Tuesday morning, since the wheel arrives Monday and builds overnight, about 3 h with the NDT contractor. Freak Out\'s NDT is due in 2 weeks, after the fair closes, so it only needs a set-up inspection. The other nine rides need set-up inspections only, 45-90 minutes each depending on type.' });
      T.llm({ text: 'Inspector pairing. We have three inspectors: Dawn Pike (ADIPS inspection body, can do annual exams and has the pendulum-ride module), Marcus Obi (set-up inspections, all ride types) and Leanne Cho (set-up, plus inflatables under PIPA). Dawn takes the Booster Maxxx annual exam on Wednesday and works with NDT Services Ltd on the Big Wheel on Tuesday. Marcus takes the rotating and pendulum set-ups: Waltzer, Twister, Freak Out and Miami Trip. Leanne takes Dodgems, Carousel, Ghost Train, Helter Skelter, Kiddie Coaster and the Inflatable Castle. That balances at about 5.5 h of inspection each, plus travel between pitches on the showground.' });
      T.llm({ text: 'Day-by-day order, following arrival and build times. Tuesday: 08:00 Big Wheel NDT (Dawn + NDT Services); 14:00 Carousel and Dodgems set-up checks (Leanne), because both build fast; 16:00 Waltzer (Marcus). Wednesday: 07:30-13:30 Booster Maxxx annual exam (Dawn); 10:00 Ghost Train and 13:00 Kiddie Coaster (Leanne); 15:00 Miami Trip and 16:30 Twister (Marcus). Thursday: 09:00 Freak Out (Marcus), 11:00 Helter Skelter and 14:00 Inflatable Castle (Leanne), and Dawn keeps Thursday free as the re-inspection slot for Booster Maxxx if its exam finds defects. Friday 10:00-14:00 is a buffer for any ride that fails its first check, three hours before opening.' });
      T.llm({ text: 'Contingencies. If Booster Maxxx fails the annual exam on weld cracks, it cannot be repaired on site in time, so Harris Amusements is told now that the pitch may stand empty, and the fair office gets a standby from Harris\'s Sizzler, which is in the yard 40 miles away and has a valid certificate. If wind on Tuesday exceeds 15 m/s, the Big Wheel NDT cannot be done at height, so it moves to Wednesday 14:00 and Dawn hands the afternoon Ghost Train check to Leanne. Rain does not affect set-up checks, except the inflatable, which needs dry anchor points and slides to Friday morning if the ground is waterlogged.' });
      T.llm({ text: 'Saving the schedule.', calls: [{ name: 'save_schedule', args: { event: 'bramley-2025', slots: [{ day: 'Tue', time: '08:00', ride: 'Big Wheel 32m', type: 'NDT', inspector: 'Dawn Pike' }, { day: 'Tue', time: '14:00', ride: 'Carousel', inspector: 'Leanne Cho' }, { day: 'Tue', time: '15:00', ride: 'Dodgems', inspector: 'Leanne Cho' }, { day: 'Tue', time: '16:00', ride: 'Waltzer', inspector: 'Marcus Obi' }, { day: 'Wed', time: '07:30', ride: 'Booster Maxxx', type: 'annual', inspector: 'Dawn Pike' }, { day: 'Wed', time: '10:00', ride: 'Ghost Train', inspector: 'Leanne Cho' }, { day: 'Wed', time: '13:00', ride: 'Kiddie Coaster', inspector: 'Leanne Cho' }, { day: 'Wed', time: '15:00', ride: 'Miami Trip', inspector: 'Marcus Obi' }, { day: 'Wed', time: '16:30', ride: 'Twister', inspector: 'Marcus Obi' }, { day: 'Thu', time: '09:00', ride: 'Freak Out', inspector: 'Marcus Obi' }, { day: 'Thu', time: '11:00', ride: 'Helter Skelter', inspector: 'Leanne Cho' }, { day: 'Thu', time: '14:00', ride: 'Inflatable Castle', inspector: 'Leanne Cho' }] } }] });
      T.tool('save_schedule', undefined, () => ({ saved: 12, calendar_invites_sent: 3, schedule_id: `SCH-${n.digits(6)}`, at: n.isoNoMs() }));
      const final = 'Schedule saved for all 12 rides: Big Wheel NDT Tuesday, Booster Maxxx full annual exam Wednesday with Thursday held for re-inspection, and set-up checks split between Marcus and Leanne by Thursday 14:00, leaving Friday morning as buffer before the 17:00 opening.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },
];
