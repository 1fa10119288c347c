// Family 7 (healthy): several long reasoning steps in a row, each adding concrete new content.
export const family = 'progressive_planning_monologue';
export const loop = false;
export const stagnation = false;
export const summary = 'A run of consecutive long planning messages where each one adds new numbers, names or decisions, followed by the agent acting on the plan and finishing.';

export const scenarios = [
  {
    domain: 'timber frame barns (frame raising)',
    isolates: 'A Mistral agent plans an oak barn raising over four long messages (timber schedule, crew and crane, day plan, costs), each adding new figures, then books the crane and finishes.',
    build: (N) => ({
      style: 'mistral', agent: 'frame-raising-planner', model: 'mistral-large-2411',
      system: 'You plan frame raisings for Oakwright Timber Frames. Be concrete: quantities, people, days, costs.',
      goal: 'Plan the raising of the three-bay green-oak barn frame at Lower Fold Farm and book the crane.',
      turns: [
        { say: 'Timber first. A three-bay barn at 4.2 m bays gives 12.6 m length and 6.0 m span, so we have 8 posts of 250x250 mm, 4 tie beams of 250x300 mm at 6.3 m, 2 wall plates of 200x200 mm in two scarfed lengths each, and 8 braces of 100x150 mm. The heaviest single piece is a tie beam at roughly 480 kg green, which decides the lifting plan.' },
        { say: 'Crew and lifting: with 480 kg beams and posts standing 4.5 m, hand-raising bents with pike poles needs about 14 people, which we do not have. A 25-tonne city crane at 12 m radius lifts 2.1 t comfortably, so crane plus a crew of 6 (Hal and Rosie as framers, Dev on the tagline, three labourers) is safer. The crane needs a 6 x 6 m hardstanding on the north side where the yard is concreted.' },
        { say: 'Sequence over two days. Day 1: lay out and pre-assemble the four cross-frames (bents) on sleepers, drive pegs dry-fit only, raise bents 1 and 2 with the crane by 13:00 and brace them to the slab. Day 2: raise bents 3 and 4, drop the wall plates onto the post tenons, then fit the 8 braces and drive the 96 oak pegs. If wind forecast exceeds 38 km/h on either day, crane lifts stop, so Thursday is the reserve day.' },
        { say: 'Costs: crane hire 2 days at 1,150 GBP per day plus 180 GBP transport each way comes to 2,660 GBP; crew labour 6 people x 2 days x 240 GBP is 2,880 GBP; pegs, sleepers and ratchet straps about 310 GBP. Total raising cost is 5,850 GBP, within the 6,500 GBP allowed in the quote. I will book the crane for Tuesday-Wednesday with Thursday held.', calls: [{ name: 'book_crane', args: { supplier: 'Dales Lifting', crane: '25t city', dates: ['2025-09-16', '2025-09-17'], hold: '2025-09-18', site: 'Lower Fold Farm, north yard' }, out: (N) => ({ booking_ref: `DL-${N.int(20000, 29999)}`, status: 'confirmed', operator: 'G. Metcalfe', arrive: '07:30', hold_expires: '2025-09-12' }) }] },
        { say: 'The raising is planned: 22 main members, crane plus crew of 6 over Tuesday 16 and Wednesday 17 September with Thursday held for wind, and a budget of 5,850 GBP. The 25 t crane is confirmed with Dales Lifting, arriving 07:30.' },
      ],
    }),
  },
  {
    domain: 'terrarium workshops',
    isolates: 'An Opik-traced assistant plans a six-week terrarium workshop series in four long steps (plants, vessels, schedule, pricing), each with new quantities and decisions, then creates the event listing.',
    build: (N) => ({
      style: 'opik', agent: 'workshop-planner', project: 'mossery-workshops', model: 'gpt-4o',
      system: 'You help The Mossery, a small plant shop, plan paid workshops.',
      goal: 'Plan a six-week Tuesday-evening terrarium workshop series for 12 people per session and publish the listing.',
      turns: [
        { say: 'Plants: each closed terrarium uses one fittonia, one small fern (Asplenium or Pteris), a cushion of Leucobryum moss and a piece of mood moss. Five of the six sessions are closed jars, so for 12 people that is 60 fittonias, 60 ferns and about 15 trays of moss. Our wholesaler Greenway sells fittonia in 6 cm pots at 1.10 GBP and ferns at 1.45 GBP, so plants cost 153 GBP plus moss at 9 GBP per tray (135 GBP).' },
        { say: 'Vessels: closed glass cloches of 20 cm are the right size for a 90-minute session; Glasshouse Direct has 24 in stock at 8.50 GBP and can deliver 36 more in two weeks, which covers weeks 1-2 now and weeks 3-5 later. Substrate per jar is 150 ml leca, a mesh layer, 400 ml of the peat-free mix and a spoon of activated charcoal, so one 50 l bag of mix covers 125 jars.' },
        { say: 'Schedule: Tuesdays 18:30-20:00 from 7 October to 11 November. Weeks 1-5 are closed jars with a different theme each (fern forest, fittonia carpet, moss hills, driftwood, mini landscape), and week 6 is an open succulent bowl with 3 echeveria each, 36 in total, plus a clinic for jars brought back. Setup takes 45 minutes, so Priya opens at 17:45.' },
        { say: 'Pricing: per-seat costs are roughly 4.80 GBP plants and moss, 8.50 GBP glass and 1.20 GBP substrate, so 14.50 GBP; with the 10 GBP room overhead split across 12 seats it is about 15.35 GBP. At 38 GBP a seat the series makes about 22.65 GBP per seat, and a 6-week bundle at 199 GBP gives a 13% discount. I will publish the listing with both options.', calls: [{ name: 'create_event_listing', args: { title: 'Tuesday Terrarium Club (6 weeks)', start: '2025-10-07T18:30:00+01:00', sessions: 6, capacity: 12, price_single_gbp: 38, price_bundle_gbp: 199 }, out: (N) => ({ listing_id: `evt_${N.b62(10)}`, url: 'https://themossery.shop/events/tuesday-terrarium-club', status: 'published', published_at: N.iso() }) }] },
        { say: 'The Tuesday Terrarium Club is published: six sessions from 7 October, 12 seats, 38 GBP per session or 199 GBP for the series. Orders to place: 60 fittonias, 60 ferns, 36 echeverias, 15 moss trays and 60 cloches (24 now, 36 in two weeks).' },
      ],
    }),
  },
  {
    domain: 'storm chasing tours',
    isolates: 'A Gemini agent reads one forecast and then reasons through target area, route and safety in three long, distinct steps before issuing the day\'s tour briefing.',
    build: (N) => ({
      style: 'gemini', agent: 'chase-tour-lead', model: 'gemini-2.5-pro',
      goal: 'Pick today\'s target area for the Plains storm-chasing tour group (2 vans, 11 guests) and write the morning briefing.',
      turns: [
        { calls: [{ name: 'get_forecast', args: { product: 'spc_day1_outlook', region: 'southern_plains' }, out: (N) => ({ issued: `${N.clockOnly().slice(0, 5)} UTC`, risk: { slight: ['SW Kansas', 'NW Oklahoma', 'TX panhandle'], enhanced: ['NW Oklahoma (Woodward-Alva)'] }, hazards: { tornado_pct: 5, hail_pct: 30, wind_pct: 15 }, dryline_20z: 'Gage OK to Canadian TX', cape_jkg: 2800, shear_0_6km_kt: 45, lcl_m: 1100 }) }] },
        { say: 'Target: the enhanced risk sits over Woodward to Alva, with the dryline from Gage to Canadian at 20Z. With 2800 J/kg CAPE, 45 kt deep shear and LCLs near 1100 m, discrete supercells are likely to fire on the dryline bulge near Arnett around 21Z. That makes Woodward the initial target, arriving by 19:30 local to refuel and wait.' },
        { say: 'Route: from our hotel in Amarillo it is 290 km to Woodward via US-60 through Pampa and Canadian, about 3 h 10 min with a fuel stop in Canadian. Van 2 with Marta driving carries the 6 guests doing the photo add-on, so it stays 5 km behind van 1. Paved east-west options out of Woodward are US-412 and OK-15, which we need for repositioning east as storms move at about 40 km/h.' },
        { say: 'Safety: hail is the main risk at 30%, so we stay south and east of the core and never core-punch. Hard rules for today: no unpaved section-line roads after rain, both vans keep the radar feed on the tablet, and we turn back at 21:30 local when light fades. Escape route if a storm turns right is south on US-283 towards Arnett. Dinner stop pencilled for Woodward at 22:00.' },
        { say: 'Briefing: Target Woodward, OK. Depart Amarillo 15:45 via US-60 (fuel in Canadian), arrive 19:30. Expected initiation near Arnett about 21Z; main threats large hail, a few tornadoes possible. Rules: stay SE of cores, paved roads only, wrap up 21:30, escape south on US-283. Van 2 (Marta, photo group) follows 5 km behind.' },
      ],
    }),
  },
  {
    domain: 'hovercraft passenger service (winter maintenance)',
    isolates: 'A plain message-level trace where the agent reasons over a fleet report in three long steps (skirts, engines, docking slots), each adding new components, hours and dates, then files the winter plan.',
    build: (N) => ({
      style: 'plain', agent: 'hover-maint-planner', model: 'gpt-4.1',
      system: 'You plan maintenance for a hovercraft passenger service across a tidal strait. Service must keep at least one craft running daily.',
      goal: 'Produce the winter maintenance plan for the three-craft hovercraft fleet and file it in the maintenance system.',
      turns: [
        { calls: [{ name: 'fleet_report', args: { period: 'season_2025' }, out: (N) => ({ generated: N.iso(), craft: [{ id: 'GH-2161 Solent Flyer', engine_hours: 3710, skirt_fingers_worn_pct: 38, lift_fan: 'blade crack indication (NDT)' }, { id: 'GH-2162 Island Express', engine_hours: 1180, skirt_fingers_worn_pct: 22, lift_fan: 'ok' }, { id: 'GH-2163 Wight Spirit', engine_hours: 2950, skirt_fingers_worn_pct: 61, lift_fan: 'ok' }], engine_overhaul_interval_h: 4000, skirt_replace_threshold_pct: 50 }) }] },
        { say: 'Skirts: Wight Spirit is at 61% finger wear, above the 50% threshold, so it needs a full finger change, which is 340 fingers and about 6 working days for two fitters. Solent Flyer at 38% and Island Express at 22% only need the damaged-finger swap during routine checks. Finger stock on hand is 210, so I must order 130 more from Griffon before the Wight Spirit change.' },
        { say: 'Engines and fans: Solent Flyer has 3710 engine hours, only 290 below the 4000 h overhaul interval, and the season would take it past that by March, so its overhaul should be done this winter, 12 days in the shed. Its lift fan also has an NDT crack indication, so the blade set is replaced during the same downtime. Island Express at 1180 h needs only the annual service, 2 days.' },
        { say: 'Shed slots: only one craft fits in the shed at a time and one must keep running. Order: Island Express annual service 6-7 January, then Solent Flyer overhaul and fan blades 8-23 January, then Wight Spirit finger change 26 January to 2 February once the 130 fingers arrive (lead time 3 weeks, so order by 5 January). Wight Spirit and Island Express cover the service while Solent Flyer is out.', calls: [{ name: 'file_plan', args: { plan: [{ craft: 'GH-2162', work: 'annual service', from: '2026-01-06', to: '2026-01-07' }, { craft: 'GH-2161', work: 'engine overhaul + lift fan blade set', from: '2026-01-08', to: '2026-01-23' }, { craft: 'GH-2163', work: 'full skirt finger change (340)', from: '2026-01-26', to: '2026-02-02' }], purchase_orders: [{ part: 'skirt finger', qty: 130, supplier: 'Griffon Hoverwork', order_by: '2026-01-05' }] }, out: (N) => ({ plan_id: `WMP-${N.int(100, 999)}`, status: 'filed', approver: 'Chief Engineer', filed_at: N.iso() }) }] },
        { say: 'Winter plan filed: Island Express service 6-7 Jan, Solent Flyer overhaul with new lift-fan blades 8-23 Jan, Wight Spirit full skirt change 26 Jan-2 Feb. Order 130 skirt fingers from Griffon by 5 January. At least two craft stay in service throughout.' },
      ],
    }),
  },
  {
    domain: 'ice fishing derbies',
    isolates: 'An Assistants API run plans an ice fishing derby in four long message steps (ice safety, hole layout, check-in, prizes), each with new figures, then posts the plan.',
    build: (N) => ({
      style: 'assistants', agent: 'derby-planner', model: 'gpt-4o',
      system: 'You help the Lake Wapogasset Lions Club organise its annual ice fishing derby.',
      goal: 'Plan the February ice fishing derby for up to 180 anglers and post the plan to the volunteers\' board.',
      turns: [
        { say: 'Ice safety: the club rule is 12 inches of clear ice for vehicles and 5 inches for people on foot. Last week\'s auger readings at the north bay were 14 inches and at the inlet only 6 inches, so vehicles and the warming tent stay in the north bay, and the inlet is marked off with orange flags 100 m out. We re-measure at 6:00 on derby day at 8 points.' },
        { say: 'Layout: 180 anglers with two holes each is 360 holes. Spacing holes 5 m apart in a grid of 20 columns by 18 rows covers about 100 m by 90 m, which fits in the north bay. Pre-drilling by 4 volunteers with gas augers at 45 seconds per hole takes about 70 minutes, so drilling starts at 5:30 and finishes before gates open.' },
        { say: 'Check-in: two tables at the boat landing from 6:30, each clearing about 1.5 anglers a minute, so 180 people take roughly an hour with a queue peak at 7:00. Lines in at 8:00, lines out at 14:00. Weigh station by the warming tent with the certified 30 lb scale; walleye and northern pike are weighed, panfish counted by the 10 heaviest.' },
        { say: 'Prizes: entry is 25 USD, so 180 anglers bring 4,500 USD. 40% goes to prizes (1,800 USD): 600 for the heaviest walleye, 500 for the heaviest pike, 300 for the panfish bag, and 400 split across hourly weigh-in draws. The rest covers insurance (650), portable toilets (420), and the remainder goes to the club\'s scholarship fund.', calls: [{ name: 'post_to_board', args: { board: 'derby-volunteers', title: 'Derby plan - 8 Feb', sections: ['Ice safety', 'Layout', 'Check-in', 'Prizes'] }, out: (N) => ({ post_id: N.int(1000, 9999), url: 'https://wapolions.org/board/derby-volunteers', notified: 23, posted: N.usDate() }) }] },
        { say: 'Posted the derby plan for 8 February: north bay only (14 in ice), 360 holes pre-drilled from 5:30, check-in 6:30-7:30, lines 8:00-14:00, and 1,800 USD in prizes from 4,500 USD of entries. 23 volunteers were notified.' },
      ],
    }),
  },
  {
    domain: 'equine dentistry (yard visit rounds)',
    isolates: 'An OpenAI Agents SDK agent reads the week\'s requests and then plans an equine dentist\'s round in three long steps (clustering, sedation vet cover, day order), each adding new yards, times and decisions, then books it.',
    build: (N) => ({
      style: 'oai_agents', agent: 'Dental round planner', model: 'gpt-4.1',
      goal: 'Plan next week\'s yard visits for the equine dental technician, including which horses need a vet for sedation, and book the round.',
      turns: [
        { calls: [{ name: 'list_requests', args: { week: '2025-W46' }, out: (N) => ({ requests: [{ yard: 'Hollybush Livery', town: 'Tetbury', horses: 7, sedation: 2 }, { yard: 'Mill Farm', town: 'Malmesbury', horses: 3, sedation: 0 }, { yard: 'Beaufort Stud', town: 'Badminton', horses: 9, sedation: 4 }, { yard: 'Owl Barn', town: 'Tetbury', horses: 2, sedation: 1 }, { yard: 'Sherston Eventing', town: 'Sherston', horses: 5, sedation: 0 }], fetched: N.iso() }) }] },
        { say: 'Clustering: 26 horses across 5 yards. Tetbury has Hollybush (7) and Owl Barn (2), Badminton has Beaufort Stud (9), and Malmesbury with Sherston are 9 km apart (3 + 5). At about 40 minutes per routine rasp and 60 with sedation, Beaufort alone is about 7 hours, so it needs a full day; Tetbury is about 7 hours; Malmesbury plus Sherston is 5.3 hours plus 15 minutes driving.' },
        { say: 'Sedation cover: 7 horses need sedation, and only a vet may sedate. Cotswold Equine Vets can send Dr Ferris on Tuesday and Thursday mornings. So Beaufort (4 sedations) goes on Tuesday and Tetbury (3 sedations across Hollybush and Owl Barn) on Thursday, with the sedated horses done first while the vet is on site, 08:00-11:00.' },
        { say: 'Day order: Monday is free for the no-sedation yards, Mill Farm 08:30 then Sherston Eventing 11:00. Tuesday Beaufort Stud 08:00 all day. Wednesday kept clear for emergencies and paperwork. Thursday Owl Barn 08:00 (1 sedation, 2 horses), then Hollybush 09:30. That finishes all 26 horses by Thursday afternoon.', calls: [{ name: 'book_round', args: { visits: [{ day: 'Mon', yard: 'Mill Farm', time: '08:30' }, { day: 'Mon', yard: 'Sherston Eventing', time: '11:00' }, { day: 'Tue', yard: 'Beaufort Stud', time: '08:00', vet: 'Dr Ferris' }, { day: 'Thu', yard: 'Owl Barn', time: '08:00', vet: 'Dr Ferris' }, { day: 'Thu', yard: 'Hollybush Livery', time: '09:30', vet: 'Dr Ferris' }] }, out: (N) => ({ booked: 5, confirmations_sent: 5, calendar: `https://cal.example-equidental.co.uk/r/${N.b62(8)}` }) }] },
        { say: 'Round booked: Mon Mill Farm 08:30 and Sherston 11:00; Tue Beaufort Stud with Dr Ferris; Thu Owl Barn 08:00 and Hollybush 09:30 with Dr Ferris for sedations; Wednesday kept free. All 26 horses covered, 5 yards confirmed.' },
      ],
    }),
  },
];
