// Family 7 (healthy): several long reasoning steps in a row, each adding concrete numbers, names or decisions.
export const family = 'planning_monologue';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'fresh noodle factory production planning', style: 'anthropic',
    isolates: 'Four consecutive long thinking/plan steps build a weekly production plan: demand totals, then line capacity, then dough scheduling, then staffing, each with new figures.',
    goal: 'Plan next week\'s production for the udon, ramen and soba lines given the order book and the line capacities, and tell me if we need a Saturday shift.',
    opts: { agent: 'noodle-planner', model: 'claude-opus-4-1-20250805', system: 'You are the production planner for a fresh noodle factory.' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ calls: [{ name: 'get_order_book', args: { week: '2025-W38' }, out: { udon_kg: 9200, ramen_kg: 14100, soba_kg: 3800, top_customers: [{ name: 'Hanabi Ramen group', ramen_kg: 6200 }, { name: 'FreshMart', udon_kg: 4100 }], exported: r.date('iso') } }, { name: 'get_line_capacity', args: { lines: ['U1', 'R1', 'R2', 'S1'] }, out: { U1: { kg_per_h: 420, product: 'udon' }, R1: { kg_per_h: 380, product: 'ramen' }, R2: { kg_per_h: 310, product: 'ramen', note: 'cutter head service Wed 06:00-12:00' }, S1: { kg_per_h: 160, product: 'soba' }, shift_hours: 7.5, shifts_per_day: 2 } }] }),
        ...k.t({ think: 'Demand first. Udon 9,200 kg, ramen 14,100 kg, soba 3,800 kg, total 27,100 kg. Ramen is 52% of volume and Hanabi alone is 6,200 kg of it, so ramen drives the plan. Fresh noodles have a 5-day chill shelf life, so I cannot bank more than two days ahead; Hanabi takes deliveries Tuesday and Friday, FreshMart daily.', text: 'Demand is 27,100 kg this week, led by ramen (14,100 kg, 6,200 kg of it for Hanabi on Tue/Fri).' }),
        ...k.t({ think: 'Capacity next. Two shifts of 7.5 h over five days is 75 h per line. U1 at 420 kg/h gives 31,500 kg, far above udon demand (22 h needed). R1 at 380 gives 28,500 kg and R2 at 310 gives 23,250 kg minus the 6 h Wednesday service (1,860 kg), so ramen capacity is about 49,900 kg; 14,100 kg needs only 37 h on R1 alone. S1 at 160 kg/h gives 12,000 kg, soba needs 23.75 h. No line is the bottleneck on machine time.', text: 'Machine time is not the constraint: udon needs 22 h on U1, ramen 37 h on R1, soba 24 h on S1 out of 75 h each.' }),
        ...k.t({ think: 'The real constraint is dough resting. Ramen dough with kansui rests 60 minutes and the single 800 kg mixer serves both U1 and R1. At 800 kg per batch and 20 minutes mixing, the mixer does 3 batches/h, 2,400 kg/h in theory, but the resting racks hold only 1,600 kg. That caps combined udon+ramen throughput at 1,600 kg per hour of rest, so 23,300 kg needs 14.6 rest-cycles, roughly 15 h of mixer-plus-rest time, which fits in the weekday shifts if udon runs mornings and ramen afternoons.', text: 'Dough resting racks (1,600 kg) cap udon+ramen at ~1,600 kg/h; 23,300 kg fits in ~15 h if udon runs mornings and ramen afternoons.' }),
        ...k.t({ think: 'Staffing: each running line needs 3 operators plus one mixer operator shared. Monday-Thursday I run U1 mornings, R1 afternoons, S1 both shifts Monday-Wednesday only (24 h). Friday is Hanabi\'s second delivery of 3,100 kg, produced Thursday afternoon. Total operator-hours come to 318 against 330 available with two people on leave, so no Saturday shift is needed; keep R2 idle as backup during its Wednesday service.', text: 'Plan: U1 mornings Mon-Thu, R1 afternoons Mon-Thu (Hanabi batches Mon and Thu pm), S1 Mon-Wed both shifts, R2 on standby. 318 of 330 operator-hours used, so no Saturday shift.' }),
      ];
      return k.root(ch, { output: 'No Saturday shift needed; plan uses 318/330 operator-hours, resting racks are the binding constraint.' });
    },
  },
  {
    n: '02', domain: 'ionosonde network maintenance', style: 'openai-responses',
    isolates: 'Reasoning summaries in consecutive responses work out a field-trip plan for ionosonde stations: fault triage, travel order, parts list, then the calendar, each with new specifics.',
    goal: 'Three of our ionosonde stations are degraded. Plan one technician trip next month that fixes all three, with parts and dates.',
    opts: { agent: 'iono-maint', model: 'o4-mini', system: 'You plan maintenance for a research ionosonde network.' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ calls: [{ name: 'station_health', args: { status: 'degraded' }, out: { stations: [{ code: 'TR169', site: 'Tromsø', fault: 'TX amplifier output 38% of nominal', since: '2025-10-02' }, { code: 'JR055', site: 'Juliusruh', fault: 'GPS disciplined clock unlock 3-6x/day', since: '2025-10-11' }, { code: 'RL052', site: 'Chilton', fault: 'ionogram autoscaling fails above 6 MHz (antenna VSWR 3.1)', since: '2025-09-28' }], generated: r.date('iso') } }] }),
        ...k.t({ think: 'Triage: Tromsø TX amplifier at 38% is the worst; soundings will fail at night when foF2 drops and we need power. Chilton VSWR 3.1 on the receive/transmit delta antenna points to a guy wire or feed-point problem after the September storms. Juliusruh clock unlocks are annoying but data timestamps can be corrected from NTP, so it ranks third.', text: 'Priority: TR169 amplifier (data loss at night), RL052 antenna VSWR 3.1, JR055 GPS clock.' }),
        ...k.t({ think: 'Route: Chilton (Oxfordshire) is 1 h from Heathrow, Juliusruh is on Rügen, 3.5 h drive from Berlin, Tromsø needs a flight via Oslo. A single loop LHR→Chilton, then LHR→BER and drive to Juliusruh, then BER→OSL→TOS and home is 6 working days including travel, versus 8 if Tromsø goes first because the BER-TOS connection only runs Tue/Thu/Sat.', text: 'Route Chilton → Juliusruh → Tromsø takes 6 working days; Tromsø-first would take 8 due to Tue/Thu/Sat flights.' }),
        ...k.t({ think: 'Parts: a spare 4 kW amplifier module for TR169 (ships from stores in Boulder, 9 days lead time), two feed-point baluns and 60 m of guy cable for Chilton, and a replacement GPSDO board plus a new L1 antenna for Juliusruh in case the cable is fine. Amplifier is 23 kg, so it goes as freight directly to Tromsø rather than as checked baggage.', text: 'Parts: 4 kW amp module freighted to Tromsø (9-day lead), 2 baluns + 60 m guy cable to Chilton, GPSDO board + L1 antenna carried to Juliusruh.' }),
        ...k.t({ think: 'Calendar: order the amplifier on 3 November so it arrives by the 12th. Chilton on Monday 17th, fly to Berlin that evening, Juliusruh Tuesday 18th and Wednesday 19th (clock needs 24 h soak to confirm lock), Berlin to Tromsø on Thursday 20th, amplifier swap Friday 21st, return Saturday 22nd. Daylight in Tromsø is about 3 hours in late November, so the mast inspection must be done 10:30-13:30.', text: 'Trip: Chilton Mon 17 Nov, Juliusruh Tue-Wed 18-19, fly to Tromsø Thu 20, amp swap Fri 21 (daylight 10:30-13:30), home Sat 22. Order the amplifier by 3 Nov.' }),
      ];
      return k.root(ch, { output: 'Single 6-day trip 17-22 Nov: Chilton, Juliusruh, Tromsø; order 4 kW amp by 3 Nov.' });
    },
  },
  {
    n: '03', domain: 'vertical moss wall installation', style: 'crewai',
    isolates: 'A CrewAI designer agent reasons through area, species mix, irrigation and budget in successive Thoughts, each with new quantities, before the final answer.',
    goal: 'Design a preserved-and-living moss wall for a hotel lobby wall 6.2 m wide by 3.4 m high with a north-facing window, and produce a bill of materials under €18,000.',
    opts: { agent: 'Biophilic Wall Designer', crew: 'moss-wall-crew', system: 'You are Biophilic Wall Designer, an expert in indoor moss and plant walls.' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ think: 'I need the current supplier prices for moss panels and irrigation parts.', calls: [{ name: 'Supplier price lookup', args: { categories: ['moss_panels', 'irrigation', 'lighting'] }, out: `Prices valid ${r.date('eu')}:\n- Preserved reindeer moss panel 50x50: €58\n- Preserved pole moss panel 50x50: €74\n- Living sheet moss cassette 50x50 (Hypnum): €96\n- Drip line kit per 5 m run: €210\n- Reservoir + pump 40 L: €640\n- Grow light bar 90 W 4000K: €185` }] }),
        ...k.t({ think: 'The wall is 6.2 x 3.4 m = 21.08 m², which is 84 panels of 50x50 cm after cutting the edge row. A living section only makes sense where light reaches; the north window gives maybe 150 lux, so living Hypnum needs grow lights. I will make the lower 1 m band living (6.2 m², 25 cassettes) and the upper 2.4 m preserved (59 panels).', calls: [{ name: 'Lux estimate', args: { window: 'north', distance_m: 2.5, floor: 'ground' }, out: 'Estimated daylight at wall: 120-180 lux (December minimum 60 lux)' }] }),
        ...k.t({ think: 'Species mix for the preserved 59 panels: 35 pole moss for texture in a diagonal drift, 24 reindeer moss in two greens, which costs 35x74 + 24x58 = €2,590 + €1,392 = €3,982. The living band is 25 Hypnum cassettes at €96 = €2,400. Living moss needs 2,000+ lux for 10 hours, so 6 light bars at 90 W along the 6.2 m band, €1,110.', calls: [{ name: 'Calculator', args: { expression: '35*74 + 24*58 + 25*96 + 6*185' }, out: '7492' }] }),
        ...k.t({ think: 'Irrigation for the living band only: two 5 m drip runs (the band is 6.2 m, so one full run and one cut) at €210 each plus a 40 L reservoir and pump €640, so €1,060. Substructure: aluminium rails and a waterproof membrane for 21 m² at about €45/m² is €949. Installation is 3 days for 2 fitters at €480/day each, €2,880. Materials €7,492 + €1,060 + €949 = €9,501, plus labour €2,880 = €12,381, plus 20% contingency = €14,857, under the €18,000 cap.', calls: [{ name: 'Calculator', args: { expression: '(7492 + 1060 + 949 + 2880) * 1.2' }, out: '14857.2' }] }),
        ...k.t({ think: 'I now know the final answer', text: 'Hybrid wall: upper 2.4 m preserved (35 pole + 24 reindeer moss panels), lower 1 m living Hypnum (25 cassettes) with 6x90 W grow bars and a 40 L drip system. BOM €9,501 materials + €2,880 labour, €14,857 incl. 20% contingency.' }),
      ];
      return k.root([{ type: 'agent', name: 'Biophilic Wall Designer', input: { task: k.goal }, output: 'Hybrid wall design, €14,857 incl. contingency', children: ch }], { output: 'Hybrid moss wall design with BOM totalling €14,857 incl. contingency.' });
    },
  },
  {
    n: '04', domain: 'citizen-science dragonfly survey planning', style: 'pydantic-ai',
    isolates: 'Consecutive model responses lay out a dragonfly transect season: sites, visit windows from phenology data, volunteer allocation, and data protocol, each step adding new facts.',
    goal: 'Plan next summer\'s dragonfly transect survey across our five reserve ponds with the 14 volunteers we have, including visit dates and who goes where.',
    opts: { agent: 'survey_planner', model: 'gpt-4o', system: 'You plan biological recording surveys for a wildlife trust.' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ calls: [{ name: 'get_sites', args: { reserve: 'Marsh End' }, out: [{ site: 'P1 Reedbed pool', transect_m: 420, access: 'boardwalk' }, { site: 'P2 Heath pond', transect_m: 260, access: 'path' }, { site: 'P3 Clay pit', transect_m: 510, access: 'steep bank' }, { site: 'P4 Alder carr', transect_m: 300, access: 'wellies' }, { site: 'P5 Ditch system', transect_m: 780, access: 'farm track' }] }, { name: 'get_phenology', args: { region: 'East Anglia', years: [2022, 2023, 2024] }, out: { 'Hairy Dragonfly': 'May 10 - Jun 20', 'Norfolk Hawker': 'Jun 1 - Jul 15', 'Variable Damselfly': 'May 20 - Jul 10', 'Willow Emerald': 'Aug 5 - Sep 30', 'Common Darter': 'Jul 1 - Oct 20' } }] }),
        ...k.t({ text: 'Sites and timing: five transects totalling 2,270 m. The phenology gives three flight peaks: early (Hairy Dragonfly, mid May to mid June), mid (Norfolk Hawker and Variable Damselfly, June to mid July) and late (Willow Emerald and Common Darter, August to September). I will schedule six rounds: 20 May, 5 June, 25 June, 12 July, 15 August and 10 September, each within a 7-day window to allow for weather (BDS rules: 17°C+ and sunny, or 13°C with 60% sun, between 10:00 and 16:00).' }),
        ...k.t({ text: 'Volunteer allocation: 14 people, and each transect needs two for safety at P3 (steep bank) and P5 (remote farm track). P1 and P2 are short and accessible, so one experienced recorder each. That is 2+1+2+1+2 = 8 recorders per round, leaving 6 as reserves. The five volunteers with county verifier status (Amira, Declan, Hye-jin, Rob, Sunita) lead P3, P5 and P4, where Norfolk Hawker identification against Brown Hawker matters most.' }),
        ...k.t({ text: 'Data protocol: counts per 50 m section, adults and exuviae separately, entered in iRecord within 48 hours with the grid reference of the section midpoint (TG 4 figures is not enough, use 8 figures). Exuviae searches at P1 and P4 in the early round only, 30 minutes per site. Kit: 4 nets, 2 hand lenses per pair, and the trust\'s 3 handheld GPS units go to P3, P5 and P4 where phone signal is poor.' }),
        ...k.t({ text: 'Final plan: 6 rounds (20 May, 5 Jun, 25 Jun, 12 Jul, 15 Aug, 10 Sep, ±3 days for weather); P3 Amira+Declan, P5 Rob+Sunita, P4 Hye-jin, P1 and P2 rotated among the other recorders; 6 reserves; 8-figure grid refs, iRecord within 48 h, exuviae at P1/P4 in round 1.' }),
      ];
      return k.root(ch, { output: { output: 'Six-round dragonfly transect plan with site leads, reserves and data protocol.', usage: { requests: 5 } } });
    },
  },
  {
    n: '05', domain: 'submarine tourism dive scheduling', style: 'gemini',
    isolates: 'A tourist-submarine operator\'s assistant reasons step by step through battery, tide, passenger and crew constraints, each message introducing new numbers, then publishes a schedule.',
    goal: 'Build Saturday\'s dive schedule for our 48-seat tourist submarine at the reef site, maximising dives while respecting battery, visibility and crew rules.',
    opts: { agent: 'sub-ops-planner', model: 'gemini-2.5-pro', toolNames: ['get_conditions', 'get_bookings', 'publish_schedule'] },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ calls: [{ name: 'get_conditions', args: { site: 'Coral Garden', date: '2025-04-12' }, out: { high_tide: ['06:48', '19:12'], low_tide: ['12:58'], vis_forecast_m: { '08-11': 22, '11-14': 14, '14-17': 18 }, wind_kn: 12, sunrise: '06:21', sunset: '18:37' } }, { name: 'get_bookings', args: { date: '2025-04-12' }, out: { requested_passengers: 231, groups: [{ name: 'Cruise ship excursion', pax: 96, window: '09:00-13:00' }] } }] }),
        ...k.t({ text: 'Battery: one full charge gives 4 dives of 45 minutes including the 10 minute descent and ascent, and a top-up charge between dives 4 and 5 takes 90 minutes at the pier. With first departure at 08:00 (light is good after 07:30) and 75-minute cycles (45 dive + 30 boarding), dives run 08:00, 09:15, 10:30, 11:45, then charge 13:00-14:30, then 14:30, 15:45 and 17:00 — seven dives.' }),
        ...k.t({ text: 'Visibility drops to 14 m around the 12:58 low tide, below our 15 m comfort threshold for the reef wall route. The 11:45 dive overlaps that window, so it should use the sand-flat route at 18 m depth instead of the wall. The 17:00 dive ends at 17:45, leaving 52 minutes before sunset, which satisfies the 30-minute daylight margin.' }),
        ...k.t({ text: 'Passengers: 7 dives × 48 = 336 seats for 231 requests. The cruise group of 96 must dive between 09:00 and 13:00, so they take the 09:15 and 10:30 dives (48 each). The remaining 135 passengers fill 08:00, 11:45, 14:30 and 15:45 (135 of 192 seats), and 17:00 stays open for walk-ups. Crew rule: pilots max 4 dives per day, so pilot Mele takes dives 1-4 and pilot Sione takes 5-7.' }),
        ...k.t({ calls: [{ name: 'publish_schedule', args: { date: '2025-04-12', dives: ['08:00', '09:15', '10:30', '11:45', '14:30', '15:45', '17:00'], notes: { '11:45': 'sand-flat route (low-tide visibility)', '09:15': 'cruise group A', '10:30': 'cruise group B' }, pilots: { Mele: [1, 2, 3, 4], Sione: [5, 6, 7] } }, out: { published: true, schedule_id: 'SCH-' + r.upper(6), url: 'https://ops.example/schedules/2025-04-12' } }] }),
        ...k.t({ text: 'Published: 7 dives (08:00-17:00, battery top-up 13:00-14:30), cruise group on 09:15 and 10:30, 11:45 on the sand-flat route, pilots Mele (1-4) and Sione (5-7), 105 seats left.' }),
      ];
      return k.root(ch, { output: 'Saturday schedule published: 7 dives, 231/336 seats booked.' });
    },
  },
  {
    n: '06', domain: 'kite festival logistics', style: 'semantic-kernel',
    isolates: 'A Semantic Kernel agent produces a sequence of long planning messages for a beach kite festival (field layout, wind contingencies, safety staffing, traffic), each adding new decisions.',
    goal: 'Draft the operations plan for the two-day Sandbanks International Kite Festival: arena layout, wind contingencies, marshals and parking.',
    opts: { agent: 'FestivalOpsAgent', model: 'gpt-4o', system: 'You are an events operations planner.' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ calls: [{ name: 'EventData-GetSiteInfo', args: { event: 'sandbanks-kite-2025' }, out: { beach_length_m: 1400, usable_width_low_tide_m: 180, usable_width_high_tide_m: 70, high_tides: { sat: '11:20', sun: '12:05' }, expected_visitors: { sat: 12000, sun: 15000 }, car_parks: [{ name: 'Shore Rd', spaces: 900 }, { name: 'Dunes overflow field', spaces: 1400 }] } }] }),
        ...k.t({ text: 'Layout: at high tide (11:20 Saturday, 12:05 Sunday) only 70 m of sand is usable, so the main arena cannot sit on the strand. I will put the 150 x 60 m display arena on the upper beach at the Shore Road end, the single-line giant kites (Peter Lynn mega-rays need 100 m downwind clearance) on the dune flats, and the sport-kite ballet pitch on the lower beach only from 14:00, when the tide has dropped enough to give 120 m.' }),
        ...k.t({ text: 'Wind contingencies: the programme assumes 8-18 mph onshore from the south-west. Above 25 mph the giant kites land and the arena switches to the indoor workshop tent (capacity 300). Below 6 mph we fly only the indoor/zero-wind routines in the arena and move the kite-making workshop forward to 11:00. The Met Office marine forecast is reviewed at 07:00 and 12:00 each day by the flight director, Gwen Roberts.' }),
        ...k.t({ text: 'Marshals: 1 per 500 visitors on Sunday peak means 30, plus 6 arena line marshals who are experienced fliers. Two first-aid posts (RNLI hut and car park), one RNLI beach patrol for the lower beach from 14:00, and a kite-line cut-zone kept clear 50 m downwind of the mega-kites with rope barriers. Radios: 40 handsets on two channels, ops and arena.' }),
        ...k.t({ text: 'Parking and traffic: 2,300 spaces at 2.6 people per car covers about 6,000 visitors at once; Sunday peak on-site is likely 9,000 given a 3-hour average stay, so we need the park-and-ride from Canford Heath (2 buses every 15 minutes, 65 seats each) and a signed cycle park for 400 bikes. Shore Road becomes one-way northbound 10:00-18:00 with a temporary traffic order from the council.' }),
      ];
      return k.root(ch, { output: 'Operations plan drafted: tide-aware arena layout, wind thresholds (6/25 mph), 36 marshals + RNLI, 2,300 car spaces + park-and-ride.' });
    },
  },
];
