// Loop: the agent oscillates between two states (branch, config value, filter, route, location),
// and each check after a switch returns what it returned the last time in that state. 2+ full cycles.
export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = true;

export const rows = [
  {
    id: '01', domain: 'bubble tea POS menu sync', style: 'cline',
    isolates: 'The coding agent flips between main and the feature branch, running the same menu-sync test on each, and every run on a branch fails exactly as it did last time on that branch.',
    goal: 'The menu-sync test for the bubble tea POS fails: the app shows brown sugar boba topping at $0.80 but the POS has $0.75. Find which branch introduced it and fix it.',
    build: (n) => {
      const onMain = () => ({ name: 'execute_command', args: { command: 'git checkout main && npx jest tests/menu-sync.test.ts', requires_approval: 'false' }, out: `Switched to branch 'main'\nYour branch is up to date with 'origin/main'.\n FAIL  tests/menu-sync.test.ts (${n.fl(2, 6, 3)} s)\n  ● menu sync › topping prices match POS\n\n    expect(received).toEqual(expected)\n    - Expected  "brown_sugar_boba": 0.75\n    + Received  "brown_sugar_boba": 0.8\n\n      at Object.<anonymous> (tests/menu-sync.test.ts:42:31)\n\nTests:       1 failed, 11 passed, 12 total\nSnapshots:   0 total\nTime:        ${n.fl(3, 8, 3)} s\nRan all test suites matching /tests\\/menu-sync.test.ts/i.` });
      const onFeat = () => ({ name: 'execute_command', args: { command: 'git checkout feat/topping-prices && npx jest tests/menu-sync.test.ts', requires_approval: 'false' }, out: `Switched to branch 'feat/topping-prices'\n FAIL  tests/menu-sync.test.ts (${n.fl(2, 6, 3)} s)\n  ● menu sync › topping prices match POS\n\n    PosClientError: fixture pos-menu-${n.pick(['v3', 'v3'])}.json missing key "brown_sugar_boba"\n\n      at loadFixture (src/pos/client.ts:88:11)\n\nTests:       1 failed, 11 passed, 12 total\nTime:        ${n.fl(3, 8, 3)} s` });
      return {
        app: 'boba-pos-sync',
        system: 'You are Cline, a highly skilled software engineer.',
        steps: [
          () => ({ say: 'Let me run the menu-sync test on main to see the baseline.', calls: [onMain()] }),
          () => ({ say: 'On main the app has 0.8 instead of 0.75. Let me check the feature branch, maybe the price was changed there.', calls: [onFeat()] }),
          () => ({ say: 'On the feature branch the fixture is missing the key. Let me go back to main and check the test there.', calls: [onMain()] }),
          () => ({ say: 'On main the app has 0.8 instead of 0.75. Let me check the feature branch, maybe the price was changed there.', calls: [onFeat()] }),
          () => ({ say: 'On the feature branch the fixture is missing the key. Let me go back to main and check the test there.', calls: [onMain()] }),
          () => ({ say: 'On main the app still has 0.8 instead of 0.75. Let me check the feature branch again.', calls: [onFeat()] }),
        ],
        stop: 'Task interrupted: consecutive mistake limit (6) reached',
      };
    },
  },
  {
    id: '02', domain: 'zip lines', style: 'helicone',
    isolates: 'For a group of five with one 118 kg rider, the agent alternates between the Treetop and Valley Flyer courses; Treetop always has 3 places left and Valley Flyer always has a 113 kg limit.',
    goal: 'Book a zip-line session this Saturday for a group of five (riders weigh 62, 70, 81, 95 and 118 kg). Any course is fine.',
    build: (n) => {
      const tree = () => ({ name: 'check_course', args: { course: 'treetop', date: 'saturday', riders: 5 }, out: { course: 'Treetop Circuit', max_rider_kg: 125, sessions: [{ start: '10:00', places_left: 3 }, { start: '13:30', places_left: 3 }], cache: 'MISS', generated: n.isoS(), node: n.host('bookings') } });
      const vall = () => ({ name: 'check_course', args: { course: 'valley_flyer', date: 'saturday', riders: 5 }, out: { course: 'Valley Flyer', max_rider_kg: 113, sessions: [{ start: '09:30', places_left: 8 }, { start: '14:00', places_left: 10 }], eligibility: { rejected_riders: [{ weight_kg: 118, reason: 'over max_rider_kg' }] }, generated: n.isoS(), node: n.host('bookings') } });
      return {
        app: 'zipline-booking', tools: ['check_course', 'create_booking'],
        system: 'You book sessions at Highwire Adventure Park. Check every rider against the course weight limit and book only if all riders fit in one session.',
        steps: [
          () => ({ say: 'Checking the Treetop Circuit for Saturday.', calls: [tree()] }),
          () => ({ say: 'Treetop only has 3 places per session and we need 5. Let me check the Valley Flyer instead.', calls: [vall()] }),
          () => ({ say: 'Valley Flyer has space but its limit is 113 kg, so the 118 kg rider cannot ride. Let me check the Treetop Circuit again.', calls: [tree()] }),
          () => ({ say: 'Treetop only has 3 places per session and we need 5. Let me check the Valley Flyer instead.', calls: [vall()] }),
          () => ({ say: 'Valley Flyer has space but its limit is 113 kg, so the 118 kg rider cannot ride. Let me check the Treetop Circuit again.', calls: [tree()] }),
          () => ({ say: 'Treetop only has 3 places per session and we need 5. Let me check the Valley Flyer instead.', calls: [vall()] }),
        ],
        stop: 'max_iterations=6 reached',
      };
    },
  },
  {
    id: '03', domain: 'trading card shops', style: 'gemini',
    isolates: 'Pricing a card, the agent toggles the condition filter between Near Mint and Lightly Played; NM always returns no recent sales and LP always returns the same 14 sales it rejects as the wrong grade.',
    goal: 'Give me a buy-in price for a customer\'s 1st-edition Base Set Charizard, condition Near Mint (ungraded), based on recent sold listings.',
    build: (n) => {
      const nm = () => ({ name: 'search_sold_listings', args: { card: 'Charizard 4/102 1st Edition Base Set', condition: 'Near Mint', graded: false, days: 90 }, out: { results: [], total: 0, took_ms: n.int(80, 400), index_version: 'sold-' + n.day().replace(/-/g, '') + '-' + n.int(1, 4), cursor: null } });
      const lp = () => ({ name: 'search_sold_listings', args: { card: 'Charizard 4/102 1st Edition Base Set', condition: 'Lightly Played', graded: false, days: 90 }, out: { total: 14, median_usd: 4150, low_usd: 3200, high_usd: 5600, results_sample: [{ sold: 4400, date: '2 weeks ago', platform: 'ebay' }, { sold: 3950, date: '5 weeks ago', platform: 'tcgplayer' }], took_ms: n.int(80, 400), index_version: 'sold-' + n.day().replace(/-/g, '') + '-' + n.int(1, 4) } });
      return {
        app: 'card-buylist-assistant', tools: ['search_sold_listings', 'get_buylist_policy'],
        system: 'You help a card shop price buy-ins. Base the price on sold listings in the same condition, then apply the buylist policy.',
        steps: [
          () => ({ say: 'I\'ll look for Near Mint sales first.', calls: [nm()] }),
          () => ({ say: 'There are no Near Mint sales in the last 90 days. I\'ll check Lightly Played sales to get a reference.', calls: [lp()] }),
          () => ({ say: 'These are Lightly Played sales, but the card is Near Mint, so I should use Near Mint sales. I\'ll search Near Mint again.', calls: [nm()] }),
          () => ({ say: 'There are no Near Mint sales in the last 90 days. I\'ll check Lightly Played sales to get a reference.', calls: [lp()] }),
          () => ({ say: 'These are Lightly Played sales, but the card is Near Mint, so I should use Near Mint sales. I\'ll search Near Mint again.', calls: [nm()] }),
        ],
        stop: 'Stopped after 5 model turns (max_turns)',
      };
    },
  },
  {
    id: '04', domain: 'tofu factory order system', style: 'traceloop',
    isolates: 'To cut cache evictions the agent flips Redis maxmemory-policy between allkeys-lru and volatile-lru, and INFO reports the same hit rate for each policy every time.',
    goal: 'Order-portal pages at the Soya Works tofu factory are slow during the 06:00 wholesale order rush. Tune the Redis cache so the hit rate goes above 90%.',
    build: (n) => {
      const info = (hit) => `# Stats\nkeyspace_hits:${n.int(100000, 900000)}\nkeyspace_misses:${n.int(10000, 90000)}\nevicted_keys:${n.int(2000, 9000)}\n# computed\nhit_rate:${hit}\nused_memory_human:255.9${n.int(0, 9)}M\nmaxmemory_human:256.00M\nuptime_in_seconds:${n.int(100000, 900000)}\nrun_id:${n.hex(40)}`;
      const A = () => [{ name: 'redis_config_set', args: { parameter: 'maxmemory-policy', value: 'allkeys-lru' }, out: 'OK' }, { name: 'redis_info', args: { section: 'stats' }, out: info('0.71') }];
      const B = () => [{ name: 'redis_config_set', args: { parameter: 'maxmemory-policy', value: 'volatile-lru' }, out: 'OK' }, { name: 'redis_info', args: { section: 'stats' }, out: info('0.64') }];
      return {
        app: 'cache_tuner',
        system: 'You are an SRE assistant for the Soya Works order portal. You can change Redis config with redis_config_set, read stats with redis_info, and change memory with redis_set_maxmemory.',
        steps: [
          () => ({ say: 'Let me try allkeys-lru and look at the hit rate.', calls: A() }),
          () => ({ say: 'Hit rate is 0.71 with allkeys-lru, below 0.90. Let me try volatile-lru instead.', calls: B() }),
          () => ({ say: 'Hit rate is 0.64 with volatile-lru, worse. Let me switch back to allkeys-lru and check again.', calls: A() }),
          () => ({ say: 'Hit rate is 0.71 with allkeys-lru, below 0.90. Let me try volatile-lru instead.', calls: B() }),
          () => ({ say: 'Hit rate is 0.64 with volatile-lru, worse. Let me switch back to allkeys-lru and check again.', calls: A() }),
        ],
        stop: 'RecursionError: agent exceeded 5 iterations',
      };
    },
  },
  {
    id: '05', domain: 'snowmobile rentals', style: 'n8n',
    isolates: 'Planning a guided snowmobile tour, the agent alternates between the Ridge Loop and Lake Trail routes; the Ridge Loop always has segment 4 closed and the Lake Trail always has ice too thin.',
    goal: 'Plan tomorrow\'s 2-hour guided snowmobile tour for 8 sleds from the Bergstua base and send the route to the guide, Erik.',
    build: (n) => {
      const ridge = () => ({ name: 'trail_status', node: 'Trail Status', args: { route: 'ridge_loop' }, out: { route: 'Ridge Loop', length_km: 38, segments: [{ id: 3, status: 'open', groomed: n.isoS(n.now() - 3600000 * n.int(5, 12)) }, { id: 4, status: 'closed', reason: 'avalanche control', until: 'further notice' }], bulletin: 'NVE-' + n.digits(6), fetched: n.eu() } });
      const lake = () => ({ name: 'trail_status', node: 'Trail Status', args: { route: 'lake_trail' }, out: { route: 'Lake Trail', length_km: 31, ice_thickness_cm: 18, min_required_cm: 25, status: 'restricted', probe_station: 'LK-' + n.int(1, 9), probe_reading_at: n.eu() } });
      return {
        app: 'Tour planner', trigger: 'Schedule Trigger', mode: 'trigger',
        system: 'You plan daily guided tours for Bergstua Snowmobile Rentals. Use Trail Status to check routes and Send Route to send the chosen route to the guide.',
        steps: [
          () => ({ say: 'Checking the Ridge Loop first.', calls: [ridge()] }),
          () => ({ say: 'Ridge Loop segment 4 is closed, so the loop is not possible. I will check the Lake Trail.', calls: [lake()] }),
          () => ({ say: 'Lake Trail ice is 18 cm, below the 25 cm minimum. I will check the Ridge Loop again.', calls: [ridge()] }),
          () => ({ say: 'Ridge Loop segment 4 is closed, so the loop is not possible. I will check the Lake Trail.', calls: [lake()] }),
          () => ({ say: 'Lake Trail ice is 18 cm, below the 25 cm minimum. I will check the Ridge Loop again.', calls: [ridge()] }),
        ],
        stop: 'Agent stopped due to max iterations.',
      };
    },
  },
  {
    id: '06', domain: 'podiatry clinics', style: 'agno',
    isolates: 'Looking for a diabetic foot check slot, the agent flips the clinic filter between Northgate and Millbrook; Northgate always has no slot before the 19th and Millbrook always has Dr Osei off the rota.',
    goal: 'Find an appointment within the next 5 days with Dr Osei for a diabetic foot check for patient Arthur Penn (NHS 485 777 3456) and book it.',
    build: (n) => {
      const north = () => ({ name: 'find_slots', args: { clinician: 'Dr K. Osei', site: 'Northgate', appointment_type: 'DIAB_FOOT_30', within_days: 5 }, out: { site: 'Northgate', slots: [], next_available: '19th (outside window)', query_id: n.uuid(), generated_at: n.sqlMs() } });
      const mill = () => ({ name: 'find_slots', args: { clinician: 'Dr K. Osei', site: 'Millbrook', appointment_type: 'DIAB_FOOT_30', within_days: 5 }, out: { site: 'Millbrook', slots: [], note: 'Clinician not rostered at this site in the requested window', rota_version: n.int(200, 260), query_id: n.uuid(), generated_at: n.sqlMs() } });
      return {
        app: 'podiatry-booking-agent',
        system: 'You book appointments for Footwise Podiatry (sites: Northgate, Millbrook). Only book the requested clinician.',
        steps: [
          () => ({ say: 'Searching Northgate for Dr Osei.', calls: [north()] }),
          () => ({ say: 'No slot at Northgate within 5 days. Switching the site filter to Millbrook.', calls: [mill()] }),
          () => ({ say: 'Dr Osei is not rostered at Millbrook. Switching the site filter back to Northgate.', calls: [north()] }),
          () => ({ say: 'No slot at Northgate within 5 days. Switching the site filter to Millbrook.', calls: [mill()] }),
          () => ({ say: 'Dr Osei is not rostered at Millbrook. Switching the site filter back to Northgate.', calls: [north()] }),
          () => ({ say: 'No slot at Northgate within 5 days. Switching the site filter to Millbrook.', calls: [mill()] }),
        ],
        stop: 'Run stopped: tool_call_limit (6) reached',
      };
    },
  },
];
