import { Trace } from './lib.mjs';

export const family = {
  name: 'refined_search_hits', loop: false, stagnation: false,
  isolates: 'Healthy refinement: early queries find nothing or too much, then a materially different query (new source or a constraint learnt from a result) finds what is needed and the agent finishes.',
};

export const rows = [
  {
    n: '01', domain: 'orchid nursery show entries', style: 'logfire',
    isolates: 'A plant search by common name is empty, the grex registry reveals the registered name, and a search by that name finds the plants to enter in the show.',
    goal: 'Find which of our flowering plants of the "Snow Leopard" slipper orchid we can enter in the regional orchid show next weekend.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'logfire', model: 'gpt-4.1', agent: 'show_entries', tools: ['search_stock', 'lookup_grex'],
        system: 'You assist an orchid nursery with show entries. Stock uses registered grex names.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'search_stock', args: { q: 'Snow Leopard', in_flower: true }, out: { items: [], total: 0, took: `${R.ms(2, 20)}ms` } }]);
      T.step('"Snow Leopard" is probably a trade name. Checking the grex registry for the registered name.', [{ name: 'lookup_grex', args: { name: 'Snow Leopard', genus: 'Paphiopedilum' }, out: { matches: [{ grex: 'Paphiopedilum Wössner Snow Leopard', registered: 2004, parentage: 'P. delenatii × P. emersonii', trade_names: ['Snow Leopard'] }], registry_ts: R.isoSec() } }]);
      T.step('Searching our stock by the registered grex and parentage.', [{ name: 'search_stock', args: { q: 'Wössner Snow Leopard', genus: 'Paphiopedilum', in_flower: true }, out: { items: [{ plant: 'P-1182', grex: 'Paph. Wössner Snow Leopard', spikes: 1, flowers_open: 2, bench: 'G2-14' }, { plant: 'P-1190', grex: 'Paph. Wössner Snow Leopard', spikes: 2, flowers_open: 3, bench: 'G2-15' }], total: 2 } }]);
      T.final('Two plants can be entered: P-1182 (1 spike, 2 open flowers, bench G2-14) and P-1190 (2 spikes, 3 open flowers, G2-15), both registered as Paphiopedilum Wössner Snow Leopard.');
      return T.build();
    },
  },
  {
    n: '02', domain: 'camel dairy milk lab results', style: 'langgraph',
    isolates: 'A broad lab-result search returns far too many rows, a narrower query by herd and test is empty because of the wrong test code, and using the test code learnt from the result set finds the three samples needed.',
    goal: 'Find the somatic cell count results for the three camels in herd B whose milk was flagged at Tuesday\'s collection, so the vet can review them.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'langgraph', model: 'gpt-4o-2024-08-06', agent: 'dairy-qa', tools: ['search_lab_results'],
        system: 'You help the quality manager of a camel dairy.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'search_lab_results', args: { herd: 'B' }, out: { total: 1864, truncated: true, sample: [{ id: 'LR-' + R.digits(6), animal: 'B-017', test: 'FAT', value: 3.1 }, { id: 'LR-' + R.digits(6), animal: 'B-022', test: 'SCC_CAM', value: 210000 }], note: 'use filters; showing 2 of 1864' } }]);
      T.step('Too broad. Narrowing to somatic cell count and Tuesday.', [{ name: 'search_lab_results', args: { herd: 'B', test: 'SCC', date: '2025-04-15' }, out: { total: 0, results: [] } }]);
      T.step('The sample shows the lab uses test code SCC_CAM for camel somatic cell counts; filtering on that and the flag.', [{ name: 'search_lab_results', args: { herd: 'B', test: 'SCC_CAM', date: '2025-04-15', flagged: true }, out: { total: 3, results: [{ animal: 'B-009', value: 612000 }, { animal: 'B-022', value: 548000 }, { animal: 'B-031', value: 701000 }] } }]);
      T.final('Flagged SCC results from Tuesday, herd B: B-009 612,000 cells/mL, B-022 548,000, B-031 701,000. Sent for vet review.');
      return T.build();
    },
  },
  {
    n: '03', domain: 'gondola rowing bookings', style: 'plain',
    isolates: 'Searching availability at sunset at the main pier finds nothing; the agent learns from the pier notice that sunset departures moved to another pier and books there.',
    goal: 'Book a private gondola ride for two at sunset this Friday, ideally with a singer.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o', agent: 'concierge', tools: ['search_availability', 'get_pier_notices', 'book'],
        system: 'You are a hotel concierge assistant booking gondola rides.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'search_availability', args: { pier: 'San Marco', date: 'Friday', time: '19:30', singer: true }, out: { slots: [], pier: 'San Marco', as_of: R.isoOff('+02:00') } }]);
      T.step(null, [{ name: 'search_availability', args: { pier: 'San Marco', date: 'Friday', time_from: '19:00', time_to: '20:30' }, out: { slots: [], pier: 'San Marco', as_of: R.isoOff('+02:00') } }]);
      T.step('No evening slots at all at San Marco; checking the pier notices for a reason.', [{ name: 'get_pier_notices', args: { pier: 'San Marco' }, out: '<div class="notice"><b>Avviso</b>: from 1 June evening departures (after 18:30) leave from Santa Sofia pier due to works on the Molo.</div>' }]);
      T.step('Searching Santa Sofia instead.', [{ name: 'search_availability', args: { pier: 'Santa Sofia', date: 'Friday', time_from: '19:00', time_to: '20:30', singer: true }, out: { slots: [{ time: '19:40', gondolier: 'Matteo', singer: true, price_eur: 210 }, { time: '20:20', gondolier: 'Luca', singer: true, price_eur: 210 }], as_of: R.isoOff('+02:00') } }]);
      T.step(null, [{ name: 'book', args: { pier: 'Santa Sofia', date: 'Friday', time: '19:40', guests: 2, singer: true }, out: { confirmation: 'GND-' + R.digits(6), status: 'confirmed' } }]);
      T.final('Booked: Friday 19:40 from Santa Sofia pier (evening departures moved there from San Marco), gondolier Matteo with a singer, 210 EUR for two.');
      return T.build();
    },
  },
  {
    n: '04', domain: 'cross-country ski track snowmaking', style: 'openinference',
    isolates: 'A weather-window search with the usual wet-bulb threshold finds no hours; using the colder threshold learnt from the snow-gun spec, and a second forecast source, finds a usable night window.',
    goal: 'Find a night this week when we can run the snow guns on the 2.5 km cross-country loop for at least 6 hours.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openinference', model: 'gpt-4o-mini', agent: 'snowmaking', agentClass: 'ReActAgent', tools: ['forecast_windows', 'gun_spec'],
        system: 'You plan snowmaking for a Nordic ski centre.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'forecast_windows', args: { site: 'loop-2.5k', max_wet_bulb_c: -2.5, min_hours: 6, source: 'national' }, out: { windows: [], model_run: `${R.day()}T00Z`, source: 'national' } }]);
      T.step('Nothing at -2.5 °C. Checking what the guns actually need.', [{ name: 'gun_spec', args: { model: 'TF10 fan gun' }, out: { model: 'TF10', min_wet_bulb_c: -1.5, optimal_wet_bulb_c: -4, water_lpm: 180 } }]);
      T.step('The guns work from -1.5 °C wet-bulb; querying with that and the local mesoscale model which resolves the valley inversion.', [{ name: 'forecast_windows', args: { site: 'loop-2.5k', max_wet_bulb_c: -1.5, min_hours: 6, source: 'local-mesoscale' }, out: { windows: [{ night: 'Wed-Thu', from: '21:00', to: '05:00', hours: 8, min_wet_bulb_c: -3.2 }, { night: 'Fri-Sat', from: '23:00', to: '05:00', hours: 6, min_wet_bulb_c: -1.9 }], model_run: `${R.day()}T06Z`, source: 'local-mesoscale' } }]);
      T.final('Best window: Wednesday night 21:00-05:00 (8 h, down to -3.2 °C wet-bulb). Backup: Friday night 23:00-05:00 (6 h, marginal at -1.9 °C).');
      return T.build();
    },
  },
  {
    n: '05', domain: 'dark-sky lodge astronomy night bookings', style: 'adk',
    isolates: 'Telescope-session search on the requested date finds none because of the full moon; the agent learns the moon phase, searches the following new-moon week and books.',
    goal: 'Book a guided deep-sky telescope session for a family of four during their stay (check-in 10 Aug, 5 nights).',
    make(id) {
      const T = new Trace({ traceId: id, style: 'adk', model: 'gemini-2.5-flash', agent: 'lodge_concierge', tools: ['search_sessions', 'moon_phase', 'book_session'],
        system: 'You are the concierge of a dark-sky lodge.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'search_sessions', args: { type: 'deep-sky', date: '2025-08-10', guests: 4 }, out: { sessions: [], message: 'no sessions scheduled' } }]);
      T.step(null, [{ name: 'moon_phase', args: { from: '2025-08-10', to: '2025-08-15' }, out: { phases: [{ date: '2025-08-09', phase: 'full' }], illumination_pct: { '2025-08-10': 99, '2025-08-12': 91, '2025-08-14': 74, '2025-08-15': 64 }, moonrise_local: { '2025-08-14': '22:41', '2025-08-15': '23:06' } } }]);
      T.step('Deep-sky sessions only run before moonrise. On 14 and 15 Aug the moon rises after 22:40, so there is dark sky earlier in the evening; searching those dates with an early slot.', [{ name: 'search_sessions', args: { type: 'deep-sky', date_from: '2025-08-14', date_to: '2025-08-15', start_before: '22:30', guests: 4 }, out: { sessions: [{ id: 'DS-0814-A', date: '2025-08-14', start: '21:15', seats_left: 6, guide: 'Priya' }] } }]);
      T.step(null, [{ name: 'book_session', args: { session: 'DS-0814-A', guests: 4 }, out: { booking: 'BK-' + R.digits(6), status: 'confirmed' } }]);
      T.final('Booked the 21:15 deep-sky session on 14 Aug with guide Priya for 4 guests; it runs before the 22:41 moonrise.');
      return T.build();
    },
  },
  {
    n: '06', domain: 'hydrofoil board rental repo bug hunt', style: 'claude_sdk',
    isolates: 'Grepping for the error text finds nothing and a broad grep finds too much; a grep for the error code seen in the log finds the one handler, which is fixed and the test passes.',
    goal: 'Users of the hydrofoil rental app get "Deposit hold failed" when renting an eFoil; find where that error is produced and fix the wrong deposit amount for eFoils.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'claude-code', tools: ['Grep', 'Read', 'Edit', 'Bash'], cwd: '/home/kai/foil-rentals',
        system: 'Claude Code', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'Grep', args: { pattern: 'Deposit hold failed', path: 'src' }, out: 'No matches found' }]);
      T.step('The message must come from translations. Trying a broader search.', [{ name: 'Grep', args: { pattern: 'deposit', path: 'src', '-i': true, output_mode: 'count' }, out: 'Found 214 matches across 57 files' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'grep -m3 "Deposit hold failed" logs/app-*.log', description: 'Look at log lines' }, out: `logs/app-${R.day()}.log:${R.isoSec()} WARN  rental=RN-${R.digits(5)} code=DEP_HOLD_AMOUNT_MISMATCH msg="Deposit hold failed"` }]);
      T.step('The log carries error code DEP_HOLD_AMOUNT_MISMATCH; searching for that.', [{ name: 'Grep', args: { pattern: 'DEP_HOLD_AMOUNT_MISMATCH', path: 'src', output_mode: 'content', '-n': true }, out: 'src/payments/deposit.ts:57:      throw new RentalError("DEP_HOLD_AMOUNT_MISMATCH", ctx);' }]);
      T.step(null, [{ name: 'Read', args: { file_path: '/home/kai/foil-rentals/src/payments/deposit.ts', offset: 40, limit: 25 }, out: '    44\tconst DEPOSITS = { foil: 300_00, wing: 200_00, efoil: 1500 };\n    ...\n    55\t    if (hold.amount !== DEPOSITS[kind]) {\n    56\t      // provider rounds to whole units\n    57\t      throw new RentalError("DEP_HOLD_AMOUNT_MISMATCH", ctx);' }]);
      T.step('eFoil deposit is 1500 cents (15.00) instead of 1500_00. Fixing.', [{ name: 'Edit', args: { file_path: '/home/kai/foil-rentals/src/payments/deposit.ts', old_string: 'efoil: 1500 }', new_string: 'efoil: 1500_00 }' }, out: 'The file /home/kai/foil-rentals/src/payments/deposit.ts has been updated.' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'npx vitest run src/payments', description: 'Run payment tests' }, out: ` ✓ src/payments/deposit.test.ts (9 tests) ${R.ms(10, 80)}ms\n\n Test Files  1 passed (1)\n      Tests  9 passed (9)\n   Start at  ${R.clockHM()}\n   Duration  ${R.ms(400, 1200)}ms` }]);
      T.final('Fixed: the eFoil deposit was 1500 (cents) instead of 1500_00 in src/payments/deposit.ts, so the hold never matched. Payment tests pass.');
      return T.build();
    },
  },
];
