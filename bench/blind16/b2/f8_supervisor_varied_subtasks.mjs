// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn; each returns new results; synthesis.
export const FAMILY = 'supervisor_varied_subtasks';
export const LOOP = false;

export const rows = [
  {
    num: 1, domain: 'trophy engraving shop', stagnation: false,
    isolates: 'A Mastra supervisor asks the same layout worker for three different jobs (player-of-the-year plate, top-scorer plate, roster spelling check); each returns different content and the supervisor compiles the order proof.',
    make: (c) => {
      const w = (task, tool, args, out, final) => ({ agent: 'layoutAgent', via: 'agent-layoutAgent', task, steps: [{ calls: [{ tool, args, out }] }, { text: final }], final });
      const steps = [
        { text: 'Three parts to this order; I will use the layout agent for each.', calls: [w('Lay out the Player of the Year plate (70x25 mm brass) for Ellie Haddad, U12 Girls, 2024/25.', 'fitText', { plate_mm: [70, 25], lines: ['PLAYER OF THE YEAR', 'ELLIE HADDAD', 'U12 GIRLS 2024/25'], font: 'Copperplate Gothic' }, { fits: true, sizes_pt: [9, 12, 8], margins_mm: 3, preview: `s3://engrave-proofs/${c.hex(10)}.svg` }, 'Plate fits in 3 lines at 9/12/8 pt Copperplate.')] },
        { text: 'POY plate fits. Next, the top scorer plate, which has a longer name.', calls: [w('Lay out the Top Scorer plate (70x25 mm) for Oluwaseun Adeyemi-Whitcombe, 31 goals.', 'fitText', { plate_mm: [70, 25], lines: ['TOP SCORER - 31 GOALS', 'OLUWASEUN ADEYEMI-WHITCOMBE', 'U14 BOYS 2024/25'], font: 'Copperplate Gothic' }, { fits: false, overflow_line: 2, suggestion: 'condense to Arial Narrow 8pt or split surname across 2 lines', preview: `s3://engrave-proofs/${c.hex(10)}.svg` }, 'Name overflows at Copperplate; Arial Narrow 8 pt for line 2 fits, or split the surname onto a fourth line.')] },
        { text: 'Top scorer needs a condensed font. Last, check the 14 squad names against the club roster.', calls: [w('Check spelling of the 14 medal names against the club roster export.', 'compareRoster', { names_file: 'orders/ORD-5521/names.csv', roster: 'roster_2025-05.csv' }, { checked: 14, mismatches: [{ given: 'Siobhan Mcarthy', roster: 'Siobhán McCarthy' }, { given: 'Jaydon Pryce', roster: 'Jayden Pryce' }], run: c.uuid() }, 'Two mismatches: Siobhán McCarthy and Jayden Pryce.')] },
        { text: 'Order proof for ORD-5521: POY plate fits as is; Top Scorer plate needs Arial Narrow 8 pt on the name line; correct two medal names (Siobhán McCarthy, Jayden Pryce) before engraving.' },
      ];
      return {
        style: 'mastra', model: 'gpt-4o', agent: 'shopSupervisor', provider: 'openai',
        system: 'You supervise proofs at a trophy engraving shop. Use layoutAgent for layout and text checks; compile one proof note for the customer.',
        goal: 'Prepare the engraving proof for order ORD-5521 (youth football club end-of-season trophies and medals).',
        steps, final: 'Proof compiled with two name corrections and one font change.',
      };
    },
  },
  {
    num: 2, domain: 'karaoke venues', stagnation: false,
    isolates: 'An ADK supervisor calls the same venue-ops agent three times with different questions (rooms free, setlist coverage, drinks package price), gets three different answers, and writes a booking offer.',
    make: (c) => {
      const w = (task, tool, args, out, final) => ({ agent: 'venue_ops_agent', via: 'venue_ops_agent', task, steps: [{ calls: [{ tool, args, out }] }, { text: final }], final });
      const steps = [
        { text: 'I will ask venue ops about rooms first.', calls: [w('Which party rooms for 18 people are free on Friday 21 Nov from 20:00 to 23:00?', 'room_calendar', { date: '2025-11-21', from: '20:00', to: '23:00', min_capacity: 18 }, { free: [{ room: 'Neon Suite', cap: 22, rate_per_h: 95 }], booked: ['Disco Den', 'Roppongi Room'], as_of: c.isoOff(0) }, 'Only the Neon Suite (22 people, 95/h) is free.')] },
        { text: 'Neon Suite is free. Now check the songs the group requested.', calls: [w('Which of the 12 requested songs are in our licensed catalogue?', 'catalog_lookup', { songs: ['Total Eclipse of the Heart', 'Islands in the Stream', 'Dancing Queen', 'Gangnam Style', 'Bohemian Rhapsody', '+7 more'] }, { available: 11, missing: [{ title: 'Islands in the Stream', reason: 'licence expired 2025-10-31' }], catalog_rev: `cat-${c.int(2000, 2999)}` }, '11 of 12 available; Islands in the Stream is unlicensed since October.')] },
        { text: 'One song missing. Last, the drinks package price for 18 for 3 hours.', calls: [w('Price the Gold drinks package for 18 guests for 3 hours on a Friday.', 'price_package', { package: 'gold', guests: 18, hours: 3, day: 'fri' }, { per_head: 32, total: 576, includes: ['2 pitchers/4 guests/h', 'soft drinks', 'nacho platters x3'], quote_id: `Q-${c.int(1000, 9999)}` }, 'Gold package: 32 per head, 576 total.')] },
        { text: 'Offer: Neon Suite Fri 21 Nov 20:00-23:00 (285 room hire) plus Gold drinks for 18 (576) = 861; 11 of the 12 requested songs are available, Islands in the Stream is not licensed at the moment.' },
      ];
      return {
        style: 'adk', model: 'gemini-2.5-flash', agent: 'events_supervisor', app: 'karaoke_bookings',
        system: 'You put together karaoke party offers. venue_ops_agent can answer room, catalogue and pricing questions.',
        goal: 'Put together an offer for an 18-person birthday karaoke party on Friday 21 November, 20:00-23:00, with their 12 requested songs and a drinks package.',
        steps, final: 'Offer: Neon Suite + Gold package, 861 total; one song unavailable.',
      };
    },
  },
  {
    num: 3, domain: 'coral reef nursery', stagnation: false,
    isolates: 'A Vercel AI SDK supervisor asks the same dive-log analyst for growth on tree A, then bleaching notes, then broken-fragment counts; each run reads different logs and returns new numbers, then a monthly report is written.',
    make: (c) => {
      const w = (task, tool, args, out, final) => ({ agent: 'dive-log-analyst', via: 'diveLogAnalyst', task, steps: [{ calls: [{ tool, args, out }] }, { text: final }], final });
      const steps = [
        { text: 'Starting with growth on the staghorn tree.', calls: [w('Summarise October growth of Acropora cervicornis fragments on nursery tree A.', 'query_dive_logs', { site: 'nursery-A', metric: 'total_linear_extension_cm', month: '2025-10' }, { fragments: 120, mean_tle_cm: 4.8, prev_month_cm: 3.9, dives: 4, logbook_sync: c.iso() }, 'Mean linear extension 4.8 cm in October (up from 3.9).')] },
        { text: 'Growth up. Now bleaching observations.', calls: [w('Report bleaching observations across all nursery trees for October.', 'query_dive_logs', { site: 'nursery-*', metric: 'bleaching_score', month: '2025-10' }, { trees: { A: { pale: 3, bleached: 0 }, B: { pale: 11, bleached: 2 }, C: { pale: 0, bleached: 0 } }, max_sst_c: 30.2, dhw: 2.1, logger: `HOBO-${c.int(1000, 9999)}` }, 'Tree B shows 11 pale and 2 bleached fragments; SST peaked at 30.2 C (DHW 2.1).')] },
        { text: 'Tree B is stressed. Finally, breakage from the storm on the 14th.', calls: [w('Count broken or detached fragments after the 14 October storm.', 'query_dive_logs', { site: 'nursery-*', metric: 'detached', since: '2025-10-14' }, { detached: 9, reattached: 6, lost: 3, trees: { A: 2, B: 7 }, entries: c.int(5, 9) }, '9 fragments detached (7 on tree B), 6 re-hung, 3 lost.')] },
        { text: 'October report: tree A growth 4.8 cm mean extension (up from 3.9); tree B has heat stress (11 pale, 2 bleached, DHW 2.1) and took most storm damage (7 of 9 detached); 6 re-hung, 3 lost. Recommend moving tree B deeper.' },
      ];
      return {
        style: 'vercel', model: 'claude-sonnet-4-20250514', provider: 'anthropic.messages', agent: 'reef-nursery-supervisor',
        system: 'You write the monthly coral nursery report. Use the diveLogAnalyst tool (a sub-agent) for each data question.',
        goal: 'Write the October monitoring report for the coral nursery: growth, bleaching and storm damage.',
        steps, final: 'October report written; recommend relocating tree B.',
      };
    },
  },
  {
    num: 4, domain: 'accordion repair', stagnation: false,
    isolates: 'A LangChain supervisor uses one parts-research agent three times for different parts (reed plates, bellows tape, valve leathers); each returns a different supplier and price, then a quote is written.',
    make: (c) => {
      const w = (task, thought, tool, args, out, done) => ({ agent: 'parts_researcher', via: 'parts_researcher', task, steps: [{ text: thought, calls: [{ tool, args, out }] }, { text: done }], final: out.split('\n')[0] });
      const steps = [
        { text: 'Start with the reed plates for the treble side.', calls: [w('Find replacement treble reed plates (A4 = 442 Hz, tipo a mano) for a Hohner Morino IV M.', 'Morino reeds are hand-made Italian; search for tipo a mano sets at 442.', 'catalog', 'reed plates Morino IV M 442 tipo a mano', `Cagnoni set TM-442-41: 41 plates, EUR 610, lead time 3 weeks\n(catalogue cache ${c.isoNoMs()}, ${c.int(10, 90)} ms)`, 'Cagnoni has the 41-plate set.')] },
        { text: 'Reeds found. Next the bellows tape.', calls: [w('What bellows corner tape width and colour fits a Morino IV M, and who stocks it?', 'The Morino uses black linen corner tape; check widths in stock.', 'catalog', 'bellows tape Morino IV M black', `Bellows tape 16 mm black linen, 10 m roll EUR 24, in stock at Tonwerk\n(catalogue cache ${c.isoNoMs()}, ${c.int(10, 90)} ms)`, 'Tonwerk stocks 16 mm tape.')] },
        { text: 'Tape is available. Last, valve leathers.', calls: [w('Price a full set of valve leathers for a 4-voice treble, 41 keys.', 'Four voices times 41 keys means 164 valves; search kangaroo leather sets.', 'catalog', 'valve leathers 4 voice 41 keys kangaroo', `Kangaroo leather valve set, 164 pcs + spares, EUR 78, ships in 2 days\n(catalogue cache ${c.isoNoMs()}, ${c.int(10, 90)} ms)`, 'A 164-piece kangaroo set is available.')] },
        { text: 'All three parts are priced, so I can write the quote.' },
      ];
      return {
        style: 'langchain', model: 'gpt-4o', agent: 'repair_supervisor',
        system: 'You prepare repair quotes for an accordion workshop. Tools: parts_researcher (an agent that searches supplier catalogues).',
        goal: 'Prepare a parts quote for re-reeding and re-taping a Hohner Morino IV M with new valve leathers.',
        steps, final: 'Parts: Cagnoni reed plates EUR 610 (3 weeks), bellows tape EUR 24 (in stock), valve leathers EUR 78 (2 days); parts total EUR 712, so the job can start in about 3 weeks.',
      };
    },
  },
  {
    num: 5, domain: 'crossword syndication', stagnation: false,
    isolates: 'A Responses-API editor calls the same puzzle-checker sub-agent for grid validity, then clue repetition against the archive, then fact checks; each returns different findings and the puzzle is cleared with two fixes.',
    make: (c) => {
      const w = (task, tool, args, out, final) => ({ agent: 'puzzle_checker', via: 'run_puzzle_checker', task, steps: [{ calls: [{ tool, args, out }] }, { text: final }], final });
      const steps = [
        { reasoning: 'Three checks needed before syndication: grid, repeats, facts.', calls: [w('Validate the grid of puzzle SYN-2025-1117 (15x15): symmetry, unchecked squares, word count.', 'grid_lint', { puzzle: 'SYN-2025-1117' }, { symmetric: true, words: 76, blocks: 38, unchecked: 0, min_len: 3, linter: `xwl ${c.int(3, 4)}.${c.int(0, 9)}` }, 'Grid OK: 76 words, 38 blocks, rotationally symmetric.')] },
        { reasoning: 'Grid fine. Now look for clue/answer repeats in the archive.', calls: [w('Check SYN-2025-1117 answers and clues against the last 90 days of the archive.', 'archive_repeat_check', { puzzle: 'SYN-2025-1117', days: 90 }, { repeats: [{ answer: 'OREO', last_used: '2025-10-29', clue_same: false }, { answer: 'ETUI', last_used: '2025-11-03', clue_same: true }], scanned: 78, index_ts: c.epoch() }, 'ETUI reused with an identical clue from 3 Nov; OREO repeat is allowed.')] },
        { reasoning: 'One repeat to fix. Finally the fact clues.', calls: [w('Fact-check the 9 factual clues in SYN-2025-1117.', 'fact_check', { puzzle: 'SYN-2025-1117', clues: [4, 17, 23, 31, 38, 44, 52, 60, 66] }, { wrong: [{ clue: '31A "Largest moon of Saturn"', answer: 'RHEA', correct: 'TITAN' }], ok: 8, sources: ['NASA SSD', 'Britannica'] }, '31A is wrong: the largest moon of Saturn is Titan, not Rhea.')] },
        { text: 'SYN-2025-1117 can go out after two fixes: reclue 41D ETUI (identical clue ran on 3 Nov) and rework 31A, where the fill RHEA does not match "Largest moon of Saturn" (Titan). Grid checks all passed.' },
      ];
      return {
        style: 'responses', model: 'gpt-4.1', agent: 'syndication_editor',
        system: 'You are the syndication editor for daily crosswords. Use run_puzzle_checker (a sub-agent) for each kind of check.',
        goal: 'Clear crossword SYN-2025-1117 for syndication next Monday.',
        steps, final: 'Cleared with two fixes.',
      };
    },
  },
  {
    num: 6, domain: 'helicopter tours', stagnation: false,
    isolates: 'A Pydantic AI supervisor asks the same flight-ops worker for pad weather, then weight and balance for the manifest, then a fuel plan; each answer is new and the supervisor issues a go decision with a seating change.',
    make: (c) => {
      const w = (task, tool, args, out, final) => ({ agent: 'flight_ops_worker', via: 'ask_flight_ops', task, steps: [{ calls: [{ tool, args, out }] }, { text: final }], final });
      const steps = [
        { text: 'Weather first.', calls: [w('Get current weather and 2 h forecast at the harbour pad and the glacier landing site.', 'get_weather', { sites: ['harbour-pad', 'glacier-LZ2'] }, { 'harbour-pad': { metar: `NZHP ${c.int(10, 28)}2200Z 31008KT 9999 FEW045 14/06 Q1018` }, 'glacier-LZ2': { wind: '290/14G20', vis_km: 10, cloud_base_ft: 6500, freezing_level_ft: 7200 }, issued: c.isoNoMs() }, 'VFR both sites; glacier wind 14 gusting 20 kt, cloud base 6,500 ft.')] },
        { text: 'Weather OK with some gusts. Now weight and balance for the 11:00 manifest.', calls: [w('Compute weight and balance for the AS350 B3 on the 11:00 flight with this manifest.', 'weight_balance', { aircraft: 'ZK-HTR', pax: [{ seat: 'F1', kg: 104 }, { seat: 'F2', kg: 98 }, { seat: 'R1', kg: 62 }, { seat: 'R2', kg: 58 }, { seat: 'R3', kg: 71 }, { seat: 'R4', kg: 66 }], fuel_kg: 300 }, { gross_kg: 2214, mtow_kg: 2250, cg_mm: 3425, cg_limits_mm: [3170, 3420], within: false, fix: 'move F2 (98 kg) to rear and R1 (62 kg) to front' }, 'CG 3425 mm is 5 mm aft of limit; swap F2 (98 kg) with R1 (62 kg).')] },
        { text: 'Need a seat swap. Last, fuel plan for the route with that load.', calls: [w('Fuel plan for harbour - glacier LZ2 - harbour with 20 min glacier stop and 20 min reserve.', 'fuel_plan', { route: ['harbour-pad', 'glacier-LZ2', 'harbour-pad'], stop_min: 20, reserve_min: 20, fuel_kg: 300 }, { trip_kg: 196, reserve_kg: 52, margin_kg: 52, ok: true }, 'Fuel fine: 196 kg trip plus 52 kg reserve, 52 kg margin.')] },
        { text: 'Go for the 11:00 glacier flight: VFR with gusts to 20 kt at LZ2, fuel sufficient (52 kg margin), but swap the front passenger F2 (98 kg) with R1 (62 kg) to bring CG within limits.' },
      ];
      return {
        style: 'pydantic', model: 'claude-3-5-sonnet-latest', provider: 'anthropic', agent: 'chief_pilot_assistant',
        system: 'You support the chief pilot of a helicopter tour operator. Use ask_flight_ops for weather, weight and balance and fuel.',
        goal: 'Give the chief pilot a go/no-go for the 11:00 glacier landing tour with today\'s manifest.',
        steps, final: 'Go, with seat swap F2/R1.',
      };
    },
  },
];
