// Family 1: one long assistant/reasoning step restated near-verbatim with nothing new observed in between.
export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  {
    n: '01', domain: 'stamp vending kiosks', style: 'anthropic',
    isolates: 'A long reconciliation analysis is restated almost word for word after a telemetry re-read that returns the same counts; the run is then cut off.',
    goal: 'Kiosk K-214 at the Market Street post office reports a cash variance after Friday\'s collection. Reconcile the coin vault against stamp sales and tell me whether to open a shortage ticket.',
    opts: { agent: 'kiosk-recon', model: 'claude-sonnet-4-20250514', system: 'You reconcile self-service stamp kiosks. Tools: get_kiosk_telemetry, get_collection_log, open_ticket. Amounts in GBP.' },
    build(k) {
      const r = k.r;
      const tele = () => ({ kiosk: 'K-214', site: 'Market St PO', fw: '3.8.1', fetched_at: r.date('iso'), trace: 'tr-' + r.hex(12), since_collection: { first_class_sold: 73, second_class_sold: 118, large_letter_sold: 21, card_txn: 96, cash_txn: 61, cash_in_gbp: 212.45 }, vault: { coins_gbp: 197.85, notes_gbp: 0, hopper_float_gbp: 40.0, sensor: 'weight', last_weigh: r.date('http') } });
      const A = 'The variance is real and not a rounding artefact: cash sales since the last collection total £212.45, but the vault weighs in at £197.85, so £14.60 is missing. That equals roughly nine first-class stamps at £1.65 minus change, which points to the coin acceptor double-counting rejected 50p coins rather than theft. Before opening a shortage ticket I want the acceptor reject counter from telemetry.';
      const A2 = 'The variance is real and not a rounding artefact: cash sales since the last collection total £212.45, but the vault weighs in at £197.85, so £14.60 is missing. That equals roughly nine first-class stamps at £1.65 minus change, which suggests the coin acceptor is double-counting rejected 50p coins rather than theft. Before opening a shortage ticket I want the acceptor reject counter from the telemetry.';
      const ch = [
        ...k.t({ text: 'I\'ll start with the kiosk telemetry since the last collection.', calls: [{ name: 'get_kiosk_telemetry', args: { kiosk_id: 'K-214', window: 'since_last_collection' }, out: tele() }] }),
        ...k.t({ calls: [{ name: 'get_collection_log', args: { kiosk_id: 'K-214', limit: 2 }, out: { collections: [{ id: 'COL-' + r.digits(6), at: r.date('py'), collector: 'G. Amis', bag_seal: 'SL' + r.digits(7), counted_gbp: 231.10 }, { id: 'COL-' + r.digits(6), at: r.date('py', r.now - 6 * 86400000), collector: 'G. Amis', bag_seal: 'SL' + r.digits(7), counted_gbp: 188.40 }], next_cursor: null } }] }),
        ...k.t({ text: A, calls: [{ name: 'get_kiosk_telemetry', args: { kiosk_id: 'K-214', window: 'since_last_collection' }, out: tele() }] }),
        ...k.t({ text: A2, calls: [] }),
      ];
      return k.root(ch, { error: 'stream interrupted: client disconnected after 4 turns (max_turns reached)' });
    },
  },
  {
    n: '02', domain: 'organ transplant couriers', style: 'openai-agents',
    isolates: 'The courier planner re-checks a flight whose status has not changed and then re-posts the same long contingency plan nearly verbatim.',
    goal: 'Plan transport for kidney offer UNOS-ish ref KX-55102 from St. Brendan\'s (Galway) to the recipient centre in Leeds. Cold ischaemia must stay under 24h; cross-clamp was at 06:40 local.',
    opts: { agent: 'OrganCourierPlanner', workflow: 'transplant-logistics', toolNames: ['flight_status', 'courier_eta', 'notify_coordinator'] },
    build(k) {
      const r = k.r;
      const fl = () => ({ flight: 'EI3312', route: 'GWY→LBA', status: 'DELAYED', reason: 'crew duty time', etd: null, eta: null, gate: 'n/a', source: 'OAG', checked: r.date('isoS'), etag: r.etag(true) });
      const P = 'Cross-clamp at 06:40 gives us until 06:40 tomorrow, so there is slack, but the Galway to Leeds Bradford charter EI3312 has no departure time. The fallback is road to Dublin (about 2h25 by the blue-light courier), the 15:05 Aer Lingus to Leeds Bradford, then a 35 minute ground leg, landing the box in Leeds around 17:30 with 11 hours of ischaemia used. I will hold the fallback until the charter gives an ETD.';
      const P2 = 'Cross-clamp at 06:40 gives us until 06:40 tomorrow, so there is slack, but the Galway to Leeds Bradford charter EI3312 still has no departure time. The fallback is road to Dublin (about 2h25 by blue-light courier), the 15:05 Aer Lingus to Leeds Bradford, then a 35 minute ground leg, landing the box in Leeds around 17:30 with 11 hours of ischaemia used. I will hold the fallback until the charter gives an ETD.';
      const ch = [
        ...k.t({ calls: [{ name: 'flight_status', args: { flight: 'EI3312', date: r.date('day') }, out: fl() }] }),
        ...k.t({ calls: [{ name: 'courier_eta', args: { from: 'St Brendans Hospital Galway', to: 'Dublin Airport T2 cargo', priority: 'blue_light' }, out: { eta_minutes: 145, driver: 'unit 7', vehicle: 'VX71 KTE', quote_id: 'Q-' + r.upper(8) } }] }),
        ...k.t({ text: P, calls: [{ name: 'flight_status', args: { flight: 'EI3312', date: r.date('day') }, out: fl() }] }),
        ...k.t({ text: P2 }),
      ];
      return k.root(ch, { error: 'MaxTurnsExceeded: Max turns (4) exceeded' });
    },
  },
  {
    n: '03', domain: 'geyser monitoring', style: 'langgraph',
    isolates: 'An eruption-interval analysis paragraph is produced twice almost verbatim around a sensor query that returns the identical series.',
    goal: 'Using the temperature logger on the outflow channel, estimate when Old Pelican geyser will next erupt so the boardwalk rangers can post a prediction window.',
    opts: { agent: 'geyser-predictor', system: 'You are the geyser prediction assistant for the park geology office. Use query_logger for outflow temperature data.' },
    build(k) {
      const r = k.r;
      const series = () => ({ logger: 'OPG-T2', unit: 'degC', tz: 'America/Denver', generated: r.date('epoch'), qid: r.uuid(), peaks: [{ t: '2024-08-14T03:12', max: 81.4 }, { t: '2024-08-14T04:51', max: 82.0 }, { t: '2024-08-14T06:37', max: 80.9 }, { t: '2024-08-14T08:14', max: 81.7 }, { t: '2024-08-14T09:58', max: 81.2 }], baseline: 23.5 });
      const S = 'The outflow logger shows five eruption peaks with intervals of 99, 106, 97 and 104 minutes, mean 101.5 and spread of about 9 minutes; the longer intervals follow the hotter peaks, consistent with a bimodal pattern. The last peak was 09:58, so the next eruption should fall between 11:32 and 11:46, and I would post 11:40 plus or minus 10 minutes for the boardwalk sign.';
      const S2 = 'The outflow logger shows five eruption peaks with intervals of 99, 106, 97 and 104 minutes, mean 101.5 and a spread of about 9 minutes; the longer intervals follow the hotter peaks, consistent with a bimodal pattern. The last peak was at 09:58, so the next eruption should fall between 11:32 and 11:46, and I would post 11:40 plus or minus 10 minutes on the boardwalk sign.';
      const ch = [
        ...k.t({ calls: [{ name: 'query_logger', args: { logger_id: 'OPG-T2', hours: 8, detect_peaks: true }, out: series() }] }),
        ...k.t({ text: S, calls: [{ name: 'query_logger', args: { logger_id: 'OPG-T2', hours: 8, detect_peaks: true }, out: series() }] }),
        ...k.t({ text: S2 }),
      ];
      return k.root(ch, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' });
    },
  },
  {
    n: '04', domain: 'Python wheel manylinux build', style: 'claude-agent-sdk',
    isolates: 'After auditwheel reports the same GLIBC symbol problem twice, the coding agent repeats its long diagnosis nearly verbatim instead of changing anything.',
    goal: 'The release job for our `fastgeohash` C extension fails at `auditwheel repair`. Get a manylinux2014 wheel building locally in the repo at /workspace/fastgeohash.',
    opts: { agent: 'claude-code', model: 'claude-sonnet-4-5-20250929', cwd: '/workspace/fastgeohash', system: 'You are Claude Code, working in a local repository.' },
    build(k) {
      const r = k.r;
      const show = () => `fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl is consistent with\nthe following platform tag: "linux_x86_64".\n\nThe wheel references external versioned symbols in these\nsystem-provided shared libraries: libc.so.6 with versions\n{'GLIBC_2.2.5', 'GLIBC_2.14', 'GLIBC_2.34'}\n\nThis constrains the platform tag to "manylinux_2_34_x86_64". In order\nto achieve a more compatible tag, you would need to recompile a new\nwheel from source on a system with earlier versions of these\nlibraries, such as a recent manylinux image.\n[auditwheel 6.1.0, ${r.dur(300, 900)} elapsed, cache ${r.tmp()}]`;
      const D = 'The wheel was compiled on the host (Ubuntu 22.04, glibc 2.35), so it links against GLIBC_2.34 symbols, and auditwheel can only tag it manylinux_2_34. manylinux2014 requires glibc 2.17 or older symbols, which means the repair step cannot fix this; the build itself has to run inside the quay.io/pypa/manylinux2014_x86_64 image, for example via cibuildwheel, rather than on the runner.';
      const D2 = 'The wheel was compiled on the host (Ubuntu 22.04, glibc 2.35), so it links against GLIBC_2.34 symbols and auditwheel can only tag it manylinux_2_34. manylinux2014 requires glibc 2.17 or older symbols, which means the repair step cannot fix this; the build itself has to run inside the quay.io/pypa/manylinux2014_x86_64 image, e.g. via cibuildwheel, rather than on the runner.';
      const ch = [
        ...k.t({ text: 'Let me look at the release workflow first.', calls: [{ name: 'Read', args: { file_path: '/workspace/fastgeohash/.github/workflows/release.yml' }, out: '     1\tname: release\n     2\ton: { push: { tags: ["v*"] } }\n     3\tjobs:\n     4\t  wheels:\n     5\t    runs-on: ubuntu-22.04\n     6\t    steps:\n     7\t      - uses: actions/checkout@v4\n     8\t      - run: pip install build auditwheel\n     9\t      - run: python -m build --wheel\n    10\t      - run: auditwheel repair --plat manylinux2014_x86_64 dist/*.whl\n' }] }),
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'python -m build --wheel 2>&1 | tail -3 && auditwheel repair --plat manylinux2014_x86_64 dist/*.whl', description: 'Reproduce the release build locally' }, out: `Successfully built fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl\nINFO:auditwheel.main_repair:Repairing fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl\nauditwheel: error: cannot repair "dist/fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl" to "manylinux2014_x86_64" ABI because of the presence of too-recent versioned symbols. You'll need to compile the wheel on an older toolchain.`, err: 'Exit code 1' }] }),
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'auditwheel show dist/fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl', description: 'Inspect symbol versions' }, out: show() }] }),
        ...k.t({ text: D, calls: [{ name: 'Bash', args: { command: 'auditwheel show dist/fastgeohash-0.9.2-cp311-cp311-linux_x86_64.whl', description: 'Inspect symbol versions again' }, out: show() }] }),
        ...k.t({ text: D2 }),
      ];
      return k.root(ch, { error: 'error_max_turns', meta: { num_turns: 5, total_cost_usd: 0.1873 } });
    },
  },
  {
    n: '05', domain: 'weathervane casting foundry', style: 'crewai',
    isolates: 'A CrewAI estimator writes the same long costing Thought twice in a row after re-reading an unchanged price sheet.',
    goal: 'Prepare a customer quote for a 90 cm cast-copper rooster weathervane with gilded comb, including metal, pattern, casting labour and patination.',
    opts: { agent: 'Foundry Estimator', crew: 'quotes-crew', system: 'You are Foundry Estimator. You price bespoke weathervanes for a small bronze and copper foundry.' },
    build(k) {
      const r = k.r;
      const sheet = () => `PRICE SHEET (exported ${r.date('eu')}, rev ${r.hex(7)})\nCopper C110 ingot ........ £9.84/kg\nSilicon bronze ........... £12.10/kg\nPattern (3D print + wax) . £38/h\nCasting labour ........... £46/h\nPatina (verdigris) ....... £85 flat\nGold leaf 23.5ct ......... £1.90/leaf\nMin order margin ......... 35%`;
      const T = 'The rooster at 90 cm needs about 14.5 kg of C110 copper after gating losses, so metal is about £143. The pattern is 11 hours at £38 (£418), casting and chasing is 9 hours at £46 (£414), verdigris patina £85 and about 40 leaves of gold for the comb (£76). That is £1,136 direct cost, and with the 35% margin the quote should be £1,534 before VAT.';
      const T2 = 'The rooster at 90 cm needs about 14.5 kg of C110 copper after gating losses, so metal is about £143. Pattern is 11 hours at £38 (£418), casting and chasing is 9 hours at £46 (£414), verdigris patina £85 and about 40 leaves of gold for the comb (£76). That is £1,136 direct cost, and with the 35% margin the quote should be £1,534 before VAT.';
      const ch = [
        ...k.t({ think: 'I need the current price sheet before costing anything.', calls: [{ name: 'Read price sheet', args: { sheet: 'foundry_prices.txt' }, out: sheet() }] }),
        ...k.t({ think: 'I should check the pattern library in case a rooster pattern already exists.', calls: [{ name: 'Search pattern library', args: { query: 'rooster weathervane' }, out: 'No existing pattern matched "rooster weathervane". Closest: "cockerel finial 30cm" (P-0193), "fox weathervane 75cm" (P-0211).' }] }),
        ...k.t({ think: T, calls: [{ name: 'Read price sheet', args: { sheet: 'foundry_prices.txt' }, out: sheet() }] }),
        ...k.t({ think: T2, calls: [{ name: 'Read price sheet', args: { sheet: 'foundry_prices.txt' }, out: sheet() }] }),
      ];
      return k.root([{ type: 'agent', name: 'Foundry Estimator', input: { task: k.goal }, output: null, children: ch, error: 'Agent stopped due to iteration limit or time limit.' }], { error: 'Crew execution stopped: task "customer_quote" did not complete' });
    },
  },
  {
    n: '06', domain: 'overnight sleeper train bookings', style: 'gemini',
    isolates: 'A travel assistant sends the same long berth-options message twice, separated by an availability call that returns the same inventory.',
    goal: 'Book two berths in a private compartment on the Nightjet from Vienna to Hamburg on 14 March; one traveller is 8 years old. Prefer a compartment with shower.',
    opts: { agent: 'rail-travel-assistant', model: 'gemini-2.5-flash', system: 'You are a rail booking assistant. Use search_night_train and hold_berths.', toolNames: ['search_night_train', 'hold_berths'] },
    build(k) {
      const r = k.r;
      const inv = () => ({ train: 'NJ 490', date: '2025-03-14', dep: 'Wien Hbf 20:13', arr: 'Hamburg-Altona 09:57', classes: [{ code: 'SL_DELUXE', desc: 'Sleeper deluxe (shower, WC)', free: 0 }, { code: 'SL_STD_2', desc: 'Sleeper 2-bed, washbasin', free: 3, price_eur: 279.8 }, { code: 'CO_4', desc: 'Couchette 4-berth private', free: 2, price_eur: 169.6 }], quoted_at: r.date('isoOff'), fare_cache_key: r.hex(16), session_ttl_s: 900 });
      const M = 'The deluxe sleepers with shower are sold out on NJ 490 for 14 March. Two options remain: a standard 2-bed sleeper with washbasin for €279.80 for both of you, breakfast included, or a private 4-berth couchette for €169.60 that you would have to yourselves. Children under 15 travel at the reduced rate, which is already in these prices. Which one should I hold?';
      const M2 = 'The deluxe sleepers with shower are sold out on NJ 490 for 14 March. Two options remain: a standard 2-bed sleeper with washbasin at €279.80 for both of you, breakfast included, or a private 4-berth couchette for €169.60 that you would have to yourselves. Children under 15 travel at the reduced rate, which is already included in these prices. Which one should I hold?';
      const ch = [
        ...k.t({ calls: [{ name: 'search_night_train', args: { from: 'Wien Hbf', to: 'Hamburg', date: '2025-03-14', passengers: [{ type: 'adult' }, { type: 'child', age: 8 }] }, out: inv() }] }),
        ...k.t({ text: M, calls: [{ name: 'search_night_train', args: { from: 'Wien Hbf', to: 'Hamburg', date: '2025-03-14', passengers: [{ type: 'adult' }, { type: 'child', age: 8 }] }, out: inv() }] }),
        ...k.t({ text: M2 }),
      ];
      return k.root(ch, { output: M2, meta: { stop: 'conversation truncated by client after duplicate reply' } });
    },
  },
];
