// Family 1: one long reasoning/assistant step restated near-verbatim, nothing new seen in between.
export const family = 'echoed_long_step';
export const loop = true;
export const stagnation = true;
export const summary = 'A long assistant/reasoning step (25+ content words) is restated near-verbatim once, with no new observation in between; the run then stops or is cut off.';

export const scenarios = [
  {
    id: '01', domain: 'bus depots', style: 'langsmith', agentName: 'depot_allocator',
    isolates: 'A LangGraph agent restates its whole low-floor shortfall analysis after re-querying a workshop ETA that returns the same answer, then hits the recursion limit.',
    goal: 'Build tomorrow\'s bus-to-duty allocation for Northgate depot. Every duty marked low_floor_required must get a low-floor vehicle; flag any shortfall to the duty controller.',
    system: 'You are the depot allocation assistant for Northgate bus garage. Use the tools; never invent vehicle numbers.',
    build(N, S) {
      const c = [];
      const d = N.dateOnly(N.now() + 86400000);
      c.push(...S.turn({ text: 'Fetching tomorrow\'s duty board first.', calls: [{ name: 'get_duty_board', args: { depot: 'NGT', service_date: d }, out: { depot: 'NGT', service_date: d, generated_at: N.iso(), board_version: `v${N.int(30, 90)}.${N.int(0, 9)}`, duties: 42, low_floor_required: 17, early_pullouts_before_0530: ['D104', 'D117', 'D121'], etag: N.etag() } }] }));
      c.push(...S.turn({ text: 'Now the fleet position for low-floor vehicles.', calls: [{ name: 'get_fleet_status', args: { depot: 'NGT', filter: { low_floor: true } }, out: { as_of: N.local(), vehicles_total: 21, serviceable: 16, vor: [{ fleet_no: 'LF3321', reason: 'kneeling suspension fault', workshop_job: N.job('WS-') }, { fleet_no: 'LF3340', reason: 'ramp sensor', workshop_job: N.job('WS-') }, { fleet_no: 'LF3307', reason: 'MOT prep', workshop_job: N.job('WS-') }], on_hire_out: ['LF3312', 'LF3318'], source: N.host('fleetdb') } }] }));
      const eta = { requested_at: N.iso(N.tick(1)), jobs: [{ fleet_no: 'LF3321', eta: `${d}T05:40:00`, confidence: 'high' }, { fleet_no: 'LF3340', eta: `${d}T05:40:00`, confidence: 'medium' }, { fleet_no: 'LF3307', eta: null, note: 'awaiting parts' }] };
      c.push(...S.turn({ text: 'Three vehicles are off road. Checking when the workshop expects them back.', calls: [{ name: 'get_workshop_eta', args: { fleet_nos: ['LF3321', 'LF3340', 'LF3307'] }, out: eta }] }));
      const M = 'So the position is: 17 duties need a low-floor bus and only 16 low-floor buses are serviceable overnight. LF3321 and LF3340 are due back from the workshop at 05:40, which would give 18, but D104, D117 and D121 pull out before 05:30, so those three early duties must come from the 16 available now. That leaves 13 for the remaining 14 low-floor duties until 05:40, so one later duty is short unless a workshop return is confirmed earlier. I will confirm the workshop return times before writing the allocation.';
      c.push(...S.turn({ text: M, calls: [{ name: 'get_workshop_eta', args: { fleet_nos: ['LF3321', 'LF3340'] }, out: { requested_at: N.iso(N.tick(2)), jobs: eta.jobs.slice(0, 2) } }] }));
      const M2 = 'So the position is: 17 duties need a low-floor bus and only 16 low-floor buses are serviceable overnight. LF3321 and LF3340 are due back from the workshop at 05:40, which would give 18, but D104, D117 and D121 pull out before 05:30, so these three early duties must come from the 16 available now. That leaves 13 for the remaining 14 low-floor duties until 05:40, so one later duty is short unless a workshop return is confirmed earlier. I will confirm the workshop return times before writing the allocation.';
      c.push(...S.turn({ text: M2, calls: [{ name: 'get_workshop_eta', args: { fleet_nos: ['LF3321', 'LF3340'] }, out: { requested_at: N.iso(N.tick(2)), jobs: eta.jobs.slice(0, 2) } }] }));
      return S.root({ output: null, children: c, error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' });
    },
  },
  {
    id: '02', domain: 'IVF clinic embryology lab', style: 'anthropic', model: 'claude-3-7-sonnet-20250219', agentName: 'embryology_scheduler',
    isolates: 'An Anthropic Messages agent repeats the same long extended-thinking paragraph about incubator slots after an identical capacity answer, then the loop is stopped at max turns.',
    goal: 'Schedule next week\'s oocyte retrievals (cases C-2281..C-2289) so that no day exceeds incubator capacity and each day has two embryologists on the rota.',
    system: 'You schedule procedures for the embryology lab. Patient identifiers are case numbers only.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ think: 'I need the projected trigger dates first, then the rota, then incubator capacity.', text: 'Let me pull the projected retrieval windows.', calls: [{ name: 'list_projected_retrievals', args: { from: 'Mon', to: 'Fri', cases: 'C-2281..C-2289' }, out: { fetched: N.http(), cases: [['C-2281', 'Tue'], ['C-2282', 'Tue'], ['C-2283', 'Wed'], ['C-2284', 'Wed'], ['C-2285', 'Wed'], ['C-2286', 'Wed'], ['C-2287', 'Thu'], ['C-2288', 'Thu'], ['C-2289', 'Fri']].map(([id, day]) => ({ case: id, earliest: day, flexible_days: id === 'C-2285' || id === 'C-2286' ? 1 : 0 })) } }] }));
      c.push(...S.turn({ text: 'Now the embryologist rota.', calls: [{ name: 'get_rota', args: { team: 'embryology', week: 'next' }, out: 'Mon: Okafor, Lindqvist\nTue: Okafor, Lindqvist\nWed: Okafor (AM only), Haddad\nThu: Haddad, Lindqvist\nFri: Haddad\n-- rota export ' + N.usDate() + ' rev ' + N.hex(7) }] }));
      const cap = { incubator_bank: 'EmbryoScope-2', slides_per_day_new: 3, occupied_by_day: { Mon: 9, Tue: 10, Wed: 11, Thu: 10, Fri: 8 }, max_slides: 12, queried: N.iso() };
      c.push(...S.turn({ text: 'Checking incubator slide capacity.', calls: [{ name: 'get_incubator_capacity', args: { week: 'next' }, out: cap }] }));
      const T = 'Wednesday is the problem: four cases (C-2283 to C-2286) want Wednesday but the EmbryoScope only has one free slide left on Wednesday after the 11 already occupied, and Okafor is only in for the morning. C-2285 and C-2286 each have one flexible day, so they could move to Thursday, but Thursday has 10 occupied and only two free slides, which C-2287 and C-2288 already need. Friday has four free slides but only one embryologist on the rota. I should re-check Thursday capacity before deciding which flexible case moves.';
      c.push(...S.turn({ think: T, calls: [{ name: 'get_incubator_capacity', args: { week: 'next', day: 'Thu' }, out: { ...cap, queried: N.iso(N.tick(1)) } }] }));
      const T2 = 'Wednesday is the problem: four cases (C-2283 to C-2286) want Wednesday but the EmbryoScope only has one free slide left on Wednesday after the 11 already occupied, and Okafor is only in for the morning. C-2285 and C-2286 each have one flexible day so they could move to Thursday, but Thursday has 10 occupied and only two free slides, which C-2287 and C-2288 already need. Friday has four free slides but only one embryologist on the rota. I should re-check Thursday capacity before deciding which flexible case moves.';
      c.push(...S.turn({ think: T2, calls: [{ name: 'get_incubator_capacity', args: { week: 'next', day: 'Thu' }, out: { ...cap, queried: N.iso(N.tick(1)) } }] }));
      return S.root({ output: { stop_reason: 'max_turns', turns: 5 }, children: c, error: 'Agent loop terminated: max_turns=5 reached' });
    },
  },
  {
    id: '03', domain: 'food truck permits', style: 'openai_agents', agentName: 'RoutePlanner',
    isolates: 'An OpenAI Agents SDK run restates a long permit-overlap argument after a parking-rule lookup that repeats its earlier answer, then raises MaxTurnsExceeded.',
    goal: 'Plan Saturday\'s stops for the food truck "Fuego Rodante" across Riverside, Old Market and Stadium zones using only the permit windows we hold.',
    system: 'You plan daily routes for a food truck operator. Respect permit windows and parking rules.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ calls: [{ name: 'list_permits', args: { vehicle: 'FR-07', day: 'saturday' }, out: { permits: [{ zone: 'Riverside', window: '11:00-14:00', permit_no: 'MVP-' + N.digits(6) }, { zone: 'Old Market', window: '12:00-16:00', permit_no: 'MVP-' + N.digits(6) }, { zone: 'Stadium', window: '17:30-22:00', permit_no: 'MVP-' + N.digits(6), condition: 'event days only' }], retrieved: N.isoNoMs() } }] }));
      c.push(...S.turn({ calls: [{ name: 'get_event_calendar', args: { venue: 'City Stadium', date: 'saturday' }, out: { events: [{ name: 'Rovers v Athletic', kickoff: '19:45', gates: '18:15' }], cache: 'HIT', age: N.int(20, 900) } }] }));
      const rules = { zone: 'Riverside', max_stay_minutes: 180, setup_buffer_minutes: 30, loading_bay: 'Quay St bay 3', rule_version: '2024.2', served_by: N.host('permits-api') };
      c.push(...S.turn({ calls: [{ name: 'check_parking_rules', args: { zone: 'Riverside' }, out: rules }] }));
      const M = 'Riverside runs 11:00 to 14:00 and Old Market opens at 12:00, so the windows overlap by two hours; with the 30 minute setup buffer the truck would have to leave Riverside by 13:30 to be selling at Old Market before its window is half gone. The Riverside maximum stay is 180 minutes, so staying the whole window is allowed, but that wastes Old Market until 14:30. The Stadium window starts 17:30 and gates open 18:15, which fits either way. I need to confirm whether the Riverside buffer counts inside the stay limit before choosing.';
      c.push(...S.turn({ text: M, calls: [{ name: 'check_parking_rules', args: { zone: 'Riverside' }, out: { ...rules, served_by: N.host('permits-api') } }] }));
      const M2 = 'Riverside runs 11:00 to 14:00 and Old Market opens at 12:00, so the windows overlap by two hours; with the 30-minute setup buffer the truck would have to leave Riverside by 13:30 to be selling at Old Market before its window is half gone. The Riverside maximum stay is 180 minutes, so staying the whole window is allowed, but that wastes Old Market until 14:30. The Stadium window starts 17:30 and gates open 18:15, which fits either way. I need to confirm whether the Riverside buffer counts inside the stay limit before choosing.';
      c.push(...S.turn({ text: M2 }));
      return S.root({ input: 'Plan Saturday\'s stops for the food truck "Fuego Rodante"', output: null, children: c, error: 'MaxTurnsExceeded: Max turns (5) exceeded' });
    },
  },
  {
    id: '04', domain: 'volcano gas monitoring', style: 'smolagents', model: 'Qwen/Qwen2.5-72B-Instruct',
    isolates: 'A smolagents CodeAgent writes the same long Thought about a wind-data gap twice around an identical wind query, then the step budget ends.',
    goal: 'Produce today\'s SO2 flux summary for the summit crater scanning-DOAS network and state whether the Level 2 alert criterion (> 3000 t/d for 2 consecutive days) is met.',
    system: 'You are a volcano observatory data assistant. Write Python code that calls the given tools.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'First I need the scan-level SO2 column amounts for today from the three DOAS stations.', calls: [{ name: 'get_doas_scans', args: { stations: ['NKR', 'PLM', 'SUM2'], date: N.dateOnly() }, resultVar: 'scans', out: `stations=3 scans_ok=142 scans_rejected=19 (saturation) plume_height_km=2.9 file=/data/doas/${N.compact()}_merged.nc md5=${N.hex(32)}` }] }));
      c.push(...S.turn({ text: 'Yesterday\'s flux is needed for the two-day criterion.', calls: [{ name: 'get_flux_history', args: { days: 2 }, resultVar: 'hist', out: { series: [{ date: 'yesterday', so2_t_per_day: 3410, n_scans: 131 }], generated: N.iso() } }] }));
      const wind = { model: 'ECMWF-HRES', level_hpa: 700, hourly: { '00': 8.1, '03': 7.6, '06': null, '09': null, '12': 9.4, '15': 9.9 }, note: 'missing 06-09 UTC (ingest gap)', request_id: N.req('w-') };
      c.push(...S.turn({ text: 'Flux needs plume speed, so I fetch wind at plume height.', calls: [{ name: 'get_wind', args: { lat: 14.47, lon: -90.88, height_km: 2.9 }, resultVar: 'wind', out: wind }] }));
      const T = 'The wind series has no values for 06 and 09 UTC, and most of today\'s 142 accepted scans were taken between 06:00 and 10:00 when the plume was clearest. Using the 03 UTC value of 7.6 m/s or the 12 UTC value of 9.4 m/s would change the daily flux by about 20 percent, which is enough to move today either side of the 3000 t/d threshold, so I cannot state the alert criterion until I have wind for the morning hours. I will query the wind again for the gap.';
      c.push(...S.turn({ text: T, calls: [{ name: 'get_wind', args: { lat: 14.47, lon: -90.88, height_km: 2.9 }, resultVar: 'wind', out: { ...wind, request_id: N.req('w-') } }] }));
      const T2 = 'The wind series has no values for 06 and 09 UTC, and most of today\'s 142 accepted scans were taken between 06:00 and 10:00 when the plume was clearest. Using the 03 UTC value of 7.6 m/s or the 12 UTC value of 9.4 m/s would change the daily flux by about 20%, which is enough to move today either side of the 3000 t/d threshold, so I cannot state the alert criterion until I have wind for the morning hours. I will query the wind again for the gap.';
      c.push(...S.turn({ text: T2, calls: [{ name: 'get_wind', args: { lat: 14.47, lon: -90.88, height_km: 2.9 }, resultVar: 'wind', out: { ...wind, request_id: N.req('w-') } }] }));
      return S.root({ input: { task: 'Produce today\'s SO2 flux summary...' }, output: null, children: c, error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 5 } });
    },
  },
  {
    id: '05', domain: 'probate estate administration', style: 'crewai', agentName: 'Estate Inventory Clerk',
    isolates: 'A CrewAI agent states the same long valuation dilemma twice around an unchanged no-price lookup and the crew stops at its iteration limit.',
    goal: 'Compile the asset inventory for the estate of client file PR-5512 for the probate application, valuing listed shares at the date of death (Sunday 14 April).',
    system: 'You are an Estate Inventory Clerk at a probate practice. Use the document store and price tools.',
    build(N, S) {
      const c = [];
      const task = [];
      task.push(...S.turn({ text: 'I should find all asset statements in the client file.', calls: [{ name: 'search_client_documents', args: { file: 'PR-5512', doc_type: 'statement' }, out: `Found 6 documents (index ${N.hex(6)}, ${N.ms(30, 200)} ms):\n1. Current account statement - balance at DoD 4,218.07\n2. ISA statement - cash 1,020.00\n3. Share certificate - 1,450 ord. shares Halden Water plc\n4. Premium bonds letter - holding 8,000\n5. Vehicle V5C - 2016 hatchback\n6. Pension provider letter - no lump sum payable` }] }));
      const noPrice = { ticker: 'HLDW', date: '2024-04-14', price: null, message: 'No trading session on requested date (market closed)', source: 'eod-prices', request: N.req('px_') };
      task.push(...S.turn({ text: 'I need the share price for Halden Water on the date of death.', calls: [{ name: 'get_closing_price', args: { ticker: 'HLDW', date: '2024-04-14' }, out: noPrice }] }));
      const M = 'The date of death fell on a Sunday, so there is no closing price for 14 April. For probate the shares should be valued using the quoted prices on the nearest trading day, which could be Friday 12 April or Monday 15 April, and the rules say to take the lower of the two days if the death was on a non-trading day. I do not have either of those prices yet, so the Halden Water line of the inventory cannot be completed. I will retry the price lookup for the date of death.';
      task.push(...S.turn({ text: M, calls: [{ name: 'get_closing_price', args: { ticker: 'HLDW', date: '2024-04-14' }, out: { ...noPrice, request: N.req('px_') } }] }));
      const M2 = 'The date of death fell on a Sunday, so there is no closing price for 14 April. For probate the shares should be valued using the quoted prices on the nearest trading day, which could be Friday 12 April or Monday 15 April, and the rules say to take the lower of the two days when the death was on a non-trading day. I do not have either of those prices yet, so the Halden Water line of the inventory cannot be completed. I will retry the price lookup for the date of death.';
      task.push(...S.turn({ text: M2, calls: [{ name: 'get_closing_price', args: { ticker: 'HLDW', date: '2024-04-14' }, out: { ...noPrice, request: N.req('px_') } }] }));
      c.push({ type: 'chain', name: 'Task: Compile estate asset inventory', input: { description: 'Compile the asset inventory for PR-5512', expected_output: 'Table of assets with values at DoD' }, output: 'Agent stopped due to iteration limit or time limit.', children: task, metadata: { agent_role: 'Estate Inventory Clerk', task_id: N.uuid(), max_iter: 4 } });
      return S.root({ output: { raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: N.int(9000, 20000) } }, children: c });
    },
  },
  {
    id: '06', domain: 'coding: Python CLI circular import', style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agentName: 'claude-code',
    isolates: 'A Claude Agent SDK coding session repeats its full circular-import diagnosis after re-running the same import check with the same traceback, then ends at max turns.',
    goal: 'The `tidewatch` CLI fails with ImportError since the config refactor. Fix it so `pytest -q` passes.',
    system: 'You are Claude Code, working in /home/dev/tidewatch.',
    build(N, S) {
      const c = [];
      const tb = (p) => `Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n  File "/home/dev/tidewatch/src/tidewatch/cli.py", line 7, in <module>\n    from tidewatch.config import load_settings\n  File "/home/dev/tidewatch/src/tidewatch/config.py", line 4, in <module>\n    from tidewatch.cli import DEFAULT_PROFILE\nImportError: cannot import name 'DEFAULT_PROFILE' from partially initialized module 'tidewatch.cli' (most likely due to a circular import) (/home/dev/tidewatch/src/tidewatch/cli.py)`;
      c.push(...S.turn({ text: 'Let me run the tests to see the failure.', calls: [{ name: 'Bash', args: { command: 'pytest -q 2>&1 | tail -20', description: 'Run test suite' }, out: `${tb()}\n=========================== short test summary info ============================\nERROR tests/test_cli.py - ImportError: cannot import name 'DEFAULT_PROFILE' ...\n1 error in ${N.secs(0.3, 1.2)}s` }] }));
      c.push(...S.turn({ calls: [{ name: 'Read', args: { file_path: '/home/dev/tidewatch/src/tidewatch/config.py' }, out: '     1\t"""Settings loading."""\n     2\timport tomllib\n     3\tfrom pathlib import Path\n     4\tfrom tidewatch.cli import DEFAULT_PROFILE\n     5\t\n     6\tdef load_settings(path: Path | None = None, profile: str = DEFAULT_PROFILE):\n     7\t    ...' }] }));
      const M = 'This is a circular import: cli.py imports load_settings from config.py at module level, and config.py imports DEFAULT_PROFILE back from cli.py to use as a default argument. When the CLI module is imported first, config.py runs while cli.py is only partially initialised, so DEFAULT_PROFILE does not exist yet. The clean fix is to move DEFAULT_PROFILE into config.py (or a small constants module) and have cli.py import it from there. Let me confirm the import order by importing the CLI module directly.';
      c.push(...S.turn({ text: M, calls: [{ name: 'Bash', args: { command: 'python -c "import tidewatch.cli"', description: 'Check import' }, out: tb() + '\n(exit 1)' }] }));
      const M2 = 'This is a circular import: cli.py imports load_settings from config.py at module level, and config.py imports DEFAULT_PROFILE back from cli.py to use as a default argument. When the CLI module is imported first, config.py runs while cli.py is only partially initialized, so DEFAULT_PROFILE does not exist yet. The clean fix is to move DEFAULT_PROFILE into config.py (or a small constants module) and have cli.py import it from there. Let me confirm the import order by importing the CLI module directly.';
      c.push(...S.turn({ text: M2, calls: [{ name: 'Bash', args: { command: 'python -c "import tidewatch.cli"', description: 'Check import' }, out: tb() + '\n(exit 1)' }] }));
      return S.root({ input: { prompt: 'The `tidewatch` CLI fails with ImportError since the config refactor. Fix it so `pytest -q` passes.', options: { max_turns: 4, permission_mode: 'acceptEdits' } }, output: { type: 'result', subtype: 'error_max_turns', session_id: N.uuid(), num_turns: 4, duration_ms: N.int(30000, 90000), total_cost_usd: N.float(0.05, 0.6, 4) }, children: c });
    },
  },
];
