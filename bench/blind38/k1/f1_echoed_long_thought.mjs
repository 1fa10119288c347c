import { Trace } from './lib.mjs';

export const family = {
  name: 'echoed_long_thought', loop: true, stagnation: true,
  isolates: 'A single near-verbatim restatement of a long reasoning step (25+ content words) with nothing new observed in between, then the run stops or is cut off.',
};

export const rows = [
  {
    n: '01', domain: 'harpoon museum collection records', style: 'anthropic',
    isolates: 'A long reconciliation thought about one double-booked harpoon is restated almost word for word after a re-fetch that returns the same loan record.',
    goal: 'Reconcile the whaling-gallery accession list against the outgoing loans register and report any harpoon recorded as both on display and on loan.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'anthropic', model: 'claude-sonnet-4-20250514', agent: 'collections-reconciler', tools: ['search_accessions', 'get_loan_record', 'list_gallery_locations'],
        system: 'You are a collections assistant for a maritime museum. Use the tools; never edit records, only report discrepancies.', goal: this.goal });
      const R = T.R;
      const loan = () => ({ loan_id: 'LN-2024-0117', object_number: 'HM.1887.042', borrower: 'Nantucket Historical Association', status: 'OUT', out_date: '2024-11-04', due_back: '2025-06-30', courier_ref: 'CR-88213', fetched_at: R.isoSec(), etag: R.etag(true) });
      T.step('I will start with the accession list for the whaling gallery.', [{ name: 'search_accessions', args: { gallery: 'W2 Whaling', object_type: 'harpoon', limit: 50 }, out: { total: 6, items: [
        { object_number: 'HM.1887.042', title: 'Toggle harpoon, iron, Temple-pattern', location: 'W2-case-3', on_display: true },
        { object_number: 'HM.1901.007', title: 'Bomb lance', location: 'W2-case-3', on_display: true },
        { object_number: 'HM.1923.119', title: 'Two-flued harpoon', location: 'W2-case-5', on_display: true },
        { object_number: 'HM.1950.300', title: 'Greener harpoon gun', location: 'STORE-B/14', on_display: false },
        { object_number: 'HM.1962.011', title: 'Svend Foyn grenade harpoon head', location: 'W2-case-6', on_display: true },
        { object_number: 'HM.1999.058', title: 'Replica lily iron', location: 'EDU-cart', on_display: false }], query_ms: R.ms() } }]);
      T.step(null, [{ name: 'get_loan_record', args: { object_number: 'HM.1887.042' }, out: loan() }]);
      const thought = 'So HM.1887.042, the Temple-pattern toggle harpoon, is listed in the accession list as on display in W2-case-3 while the loans register has loan LN-2024-0117 to the Nantucket Historical Association with status OUT since 2024-11-04 and due back 2025-06-30. Both cannot be true, so either the gallery location was never updated when the object left or the loan was logged against the wrong object number. Before I report it I should confirm the loan record once more and then check the other five harpoons the same way.';
      T.step(thought, [{ name: 'get_loan_record', args: { object_number: 'HM.1887.042' }, out: loan() }]);
      T.step('So HM.1887.042, the Temple-pattern toggle harpoon, is listed in the accession list as on display in W2-case-3, while the loans register has loan LN-2024-0117 to the Nantucket Historical Association with status OUT since 2024-11-04, due back 2025-06-30. Both cannot be true, so either the gallery location was never updated when the object left or the loan was logged against the wrong object number. Before I report it I should confirm the loan record once more and then check the other five harpoons the same way.', []);
      return T.build({ output: null, error: 'anthropic.APIStatusError: 529 overloaded_error — client gave up after max_retries=2; run aborted' });
    },
  },
  {
    n: '02', domain: 'radio telescope observing time', style: 'otel_genai',
    isolates: 'The agent re-queries an unchanged schedule and restates the same long conflict analysis nearly verbatim before the step budget ends the run.',
    goal: 'Find a slot of at least 4 contiguous hours in the next allocation block on the 25 m dish for pulsar timing of PSR J0437-4715, avoiding maintenance and RFI-flagged windows.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'otel_genai', model: 'gpt-4.1', agent: 'obs-scheduler', tools: ['get_block_schedule', 'get_rfi_flags', 'source_visibility'],
        system: 'You schedule observations on a single-dish radio telescope. Times are in UTC. Propose, never commit.', goal: this.goal });
      const R = T.R;
      const sched = () => ({ block: '2025B-07', generated: R.http(), slots: [
        { start: '2025-08-11T00:00Z', end: '2025-08-11T06:00Z', state: 'ALLOCATED', project: 'HI-survey-33' },
        { start: '2025-08-11T06:00Z', end: '2025-08-11T09:30Z', state: 'FREE' },
        { start: '2025-08-11T09:30Z', end: '2025-08-11T14:00Z', state: 'MAINT', note: 'subreflector actuator swap' },
        { start: '2025-08-11T14:00Z', end: '2025-08-11T17:00Z', state: 'FREE' },
        { start: '2025-08-11T17:00Z', end: '2025-08-12T00:00Z', state: 'ALLOCATED', project: 'VLBI-EVN-S4' }], server: R.host('tcs-sched', 'site'), req: R.reqId('r-') });
      T.step('Pulling the allocation block first.', [{ name: 'get_block_schedule', args: { telescope: '25m', block: 'next' }, out: sched() }]);
      T.step(null, [{ name: 'source_visibility', args: { source: 'PSR J0437-4715', date: '2025-08-11', min_elevation_deg: 20 }, out: { source: 'J0437-4715', rises: '2025-08-11T03:12Z', sets: '2025-08-11T15:48Z', transit: '2025-08-11T09:30Z', ephemeris: 'DE440', computed_in_ms: R.ms() } }]);
      T.step(null, [{ name: 'get_rfi_flags', args: { date: '2025-08-11', band: 'L' }, out: { flags: [{ from: '2025-08-11T07:40Z', to: '2025-08-11T08:05Z', cause: 'GNSS L5 satellite pass', severity: 'med' }], source: 'rfi-monitor', as_of: R.isoSec() } }]);
      const a = 'The two free windows are 06:00 to 09:30 and 14:00 to 17:00 UTC, which are 3.5 hours and 3 hours long, so neither meets the 4 contiguous hours on its own; the maintenance block 09:30 to 14:00 for the subreflector actuator swap sits exactly over transit and splits them, and the GNSS RFI flag at 07:40 also eats into the morning window. I should look at the schedule again to see whether there is a free window I missed.';
      T.step(a, [{ name: 'get_block_schedule', args: { telescope: '25m', block: 'next' }, out: sched() }]);
      T.step('The two free windows are 06:00 to 09:30 and 14:00 to 17:00 UTC, 3.5 hours and 3 hours long, so neither meets the 4 contiguous hours on its own; the maintenance block 09:30 to 14:00 for the subreflector actuator swap sits right over transit and splits them, and the GNSS RFI flag at 07:40 also eats into the morning window. I should look at the schedule again to see whether there is a free window I missed.', []);
      return T.build({ output: null, error: 'AgentStepLimitExceeded: max_turns=5 reached without final answer' });
    },
  },
  {
    n: '03', domain: 'banjo repair shop quoting code', style: 'claude_sdk',
    isolates: 'Two consecutive assistant turns in a coding session carry the same long diagnosis of a pricing bug with no tool call between them; the session is then interrupted.',
    goal: 'In the banjo-shop repo, fix quote_neck_reset() so resonator banjos get the 15% resonator surcharge only once; tests in tests/test_quotes.py must pass.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'claude-code', tools: ['Read', 'Grep', 'Edit', 'Bash'], cwd: '/home/ines/banjo-shop',
        system: 'Claude Code', goal: this.goal });
      const R = T.R;
      T.step("I'll look at the quote function first.", [{ name: 'Grep', args: { pattern: 'def quote_neck_reset', path: 'shop', output_mode: 'content', '-n': true }, out: 'shop/pricing/quotes.py:41:def quote_neck_reset(instr: Instrument, labour_h: float) -> Decimal:' }]);
      T.step(null, [{ name: 'Read', args: { file_path: '/home/ines/banjo-shop/shop/pricing/quotes.py', offset: 30, limit: 45 }, out: '    30\tRESONATOR_SURCHARGE = Decimal("0.15")\n    31\t\n    ...\n    41\tdef quote_neck_reset(instr: Instrument, labour_h: float) -> Decimal:\n    42\t    base = _labour(labour_h) + _parts("neck_reset")\n    43\t    if instr.has_resonator:\n    44\t        base = apply_surcharge(base, RESONATOR_SURCHARGE)\n    45\t    total = _with_setup(instr, base)\n    46\t    return total.quantize(CENT)\n    ...\n    61\tdef _with_setup(instr, amount):\n    62\t    amt = amount + SETUP_FEE\n    63\t    if instr.kind == "resonator":\n    64\t        amt = apply_surcharge(amt, RESONATOR_SURCHARGE)\n    65\t    return amt' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'python -m pytest tests/test_quotes.py -q -k neck_reset', description: 'Run neck reset tests' }, out: `F.\n=================================== FAILURES ===================================\n__________________ test_neck_reset_resonator_single_surcharge __________________\n    assert quote_neck_reset(openback_res, 3.0) == Decimal("402.50")\nE   AssertionError: assert Decimal('462.88') == Decimal('402.50')\n1 failed, 1 passed in ${R.secs(0.3, 1.4)}s` }]);
      T.step('The surcharge is applied twice for resonator instruments: once on line 44 inside quote_neck_reset when instr.has_resonator is true, and again on line 64 inside _with_setup when instr.kind equals "resonator", which also compounds it on top of the setup fee. That is why the test gets 462.88 instead of 402.50. The cleanest fix is to remove the surcharge from _with_setup and keep the single explicit one in quote_neck_reset, but I need to check who else calls _with_setup first.', []);
      T.step('The surcharge is applied twice for resonator instruments: once on line 44 in quote_neck_reset when instr.has_resonator is true, and again on line 64 inside _with_setup when instr.kind equals "resonator", which also compounds it on top of the setup fee. That is why the test gets 462.88 instead of 402.50. The cleanest fix is to remove the surcharge from _with_setup and keep the single explicit one in quote_neck_reset, but first I need to check who else calls _with_setup.', []);
      return T.build({ output: null, error: '[Request interrupted by user]' });
    },
  },
  {
    n: '04', domain: 'sunflower oil press production planning', style: 'crewai',
    isolates: 'A CrewAI planner repeats its long capacity reasoning after a second identical tank-level read, then the crew hits its max iterations.',
    goal: 'Plan tomorrow\'s two pressing shifts so the cold-press line fills the 12,000 L organic order without overflowing settling tank T3.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'crewai', model: 'gpt-4o-mini', agent: 'Press Line Planner', crewName: 'oilmill_daily_plan', tools: ['Tank Level Reader', 'Seed Stock Lookup'],
        system: 'You are Press Line Planner. Your personal goal is: produce a feasible shift plan for the cold-press line.\nYou ONLY have access to the following tools: Tank Level Reader, Seed Stock Lookup.', goal: this.goal });
      const R = T.R;
      const tank = () => ({ tank: 'T3', capacity_l: 9000, level_l: 6150, temp_c: 18.4, sensor: 'LT-301', read_at: R.logTs(), plc: '192.168.40.' + R.int(11, 14) });
      T.step('I need to know how much high-oleic seed is in silo 2 before planning.', [{ name: 'Seed Stock Lookup', args: { silo: 2, variety: 'HO organic' }, out: `Silo 2: 41.8 t HO organic sunflower seed, moisture 7.1%, oil content 44.0% (NIR scan ${R.euDate()})` }]);
      T.step('Now the settling tank.', [{ name: 'Tank Level Reader', args: { tank: 'T3' }, out: tank() }]);
      const th = 'At roughly 30 percent expeller yield on 44 percent oil seed, each shift of 9 t gives about 2,950 L, so two shifts give about 5,900 L, well short of 12,000 L, and T3 already holds 6,150 L of its 9,000 L, leaving only 2,850 L of headroom, which is less than even one shift. So the plan must drain T3 to the filter line first or route the second shift to another tank. Let me read T3 again to confirm the level.';
      T.step(th, [{ name: 'Tank Level Reader', args: { tank: 'T3' }, out: tank() }]);
      T.step('At roughly 30 percent expeller yield on 44 percent oil seed, each 9 t shift gives about 2,950 L, so two shifts give about 5,900 L, well short of 12,000 L, and T3 already holds 6,150 L of its 9,000 L, leaving only 2,850 L headroom, which is less than even one shift. So the plan has to drain T3 to the filter line first or route the second shift to another tank. Let me read T3 again to confirm the level.', []);
      return T.build({ output: null, error: 'Agent stopped due to iteration limit or time limit.' });
    },
  },
  {
    n: '05', domain: 'pedicab fleet event shuttles', style: 'langgraph',
    isolates: 'The dispatcher re-reads the same rider roster and emits its long assignment reasoning a second time almost unchanged before the graph recursion limit stops it.',
    goal: 'Assign pedicab riders to the three shuttle loops for Saturday\'s riverside festival (14:00-23:00) so every loop has two riders at all times and nobody rides more than 5 hours.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'langgraph', model: 'gpt-4o-2024-08-06', agent: 'dispatch', tools: ['get_roster', 'get_loops'],
        system: 'You plan pedicab shifts. Respect max 5h per rider and 2 riders per loop.', goal: this.goal });
      const R = T.R;
      const roster = () => ({ riders: [
        { id: 'R07', name: 'Kofi', avail: '14:00-19:00' }, { id: 'R11', name: 'Mariela', avail: '14:00-23:00' }, { id: 'R12', name: 'Jonas', avail: '16:00-23:00' },
        { id: 'R15', name: 'Ayesha', avail: '14:00-18:00' }, { id: 'R18', name: 'Tomasz', avail: '18:00-23:00' }, { id: 'R21', name: 'Bea', avail: '14:00-23:00' }], snapshot: R.uuid(), generated_at: R.isoOff('+02:00') });
      T.step(null, [{ name: 'get_loops', args: { event: 'riverside-fest-2025' }, out: [{ loop: 'A', name: 'Bridge-Market', km: 2.1 }, { loop: 'B', name: 'Market-Cathedral', km: 1.6 }, { loop: 'C', name: 'Cathedral-Bridge', km: 2.8 }] }]);
      T.step(null, [{ name: 'get_roster', args: { date: '2025-07-19' }, out: roster() }]);
      const th = 'Three loops times two riders means six riders on the road at every moment across nine hours, i.e. 54 rider-hours, but with the 5 hour cap six riders can give at most 30 rider-hours, and Kofi and Ayesha are only available until 19:00 and 18:00. So full coverage is impossible with this roster; I need to decide whether to cut a loop in the late evening or ask for more riders. Let me re-check the roster in case there are riders I missed.';
      T.step(th, [{ name: 'get_roster', args: { date: '2025-07-19' }, out: roster() }]);
      T.step('Three loops times two riders means six riders on the road at every moment across nine hours, which is 54 rider-hours, but with the 5 hour cap six riders can give at most 30 rider-hours, and Kofi and Ayesha are only available until 19:00 and 18:00. So full coverage is impossible with this roster; I need to decide whether to cut a loop in the late evening or ask for more riders. Let me re-check the roster in case there are riders I missed.', [{ name: 'get_roster', args: { date: '2025-07-19' }, out: roster() }]);
      return T.build({ output: null, error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' });
    },
  },
  {
    n: '06', domain: 'contract bridge club masterpoint scoring', style: 'plain',
    isolates: 'A long explanation of why a session\'s masterpoint award looks wrong is repeated near-verbatim after re-reading the same results file; the log ends there.',
    goal: 'Check whether Tuesday\'s pairs session at the bridge club awarded the correct masterpoints to the top three North-South pairs and correct the award file if not.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o', agent: 'club-scorer', tools: ['read_results', 'get_award_scale'],
        system: 'You help the club scorer. Masterpoint awards follow the national scale for club pairs events.', goal: this.goal });
      const R = T.R;
      const results = () => `# Pairs session 2025-03-11 (Tuesday) — ScoreBridge export ${R.usDate()}\n# tables=9 boards=27 movement=Mitchell\nDir Rank Pair  Names                       MP%    Award\nNS  1    3     Okafor / Lindqvist          63.41  0.90\nNS  2    7     Dubois / Haraldsen          58.12  0.90\nNS  3    1     Ferreira / Nakagawa         55.70  0.40\nEW  1    12    Brennan / Sato              61.05  0.90\n# checksum ${R.hex(8)}`;
      T.step(null, [{ name: 'read_results', args: { session: '2025-03-11-tue', direction: 'NS' }, out: results() }]);
      T.step(null, [{ name: 'get_award_scale', args: { event_type: 'club_pairs', tables: 9 }, out: { scale: 'EBU-club-2024', tables: 9, awards: { '1': 0.9, '2': 0.6, '3': 0.4 }, per_direction: true } }]);
      const th = 'The scale for a 9-table club pairs event gives 0.90 for first, 0.60 for second and 0.40 for third in each direction, but the export shows Dubois / Haraldsen in second place North-South with 0.90, the same as the winners Okafor / Lindqvist. Either the ranking was treated as a tie or the award column was copied down from the row above, so the second pair is over-awarded by 0.30. I will read the results again to make sure there is no tie on percentage.';
      T.step(th, [{ name: 'read_results', args: { session: '2025-03-11-tue', direction: 'NS' }, out: results() }]);
      T.step('The scale for a 9-table club pairs event gives 0.90 for first, 0.60 for second and 0.40 for third in each direction, but the export shows Dubois / Haraldsen second North-South with 0.90, the same as the winners Okafor / Lindqvist. Either the ranking was treated as a tie or the award column was copied from the row above, so the second pair is over-awarded by 0.30. I will read the results again to make sure there is no tie on percentage.', []);
      return T.build({ output: null, metadata: { terminated: 'log ends (client disconnected)' } });
    },
  },
];
