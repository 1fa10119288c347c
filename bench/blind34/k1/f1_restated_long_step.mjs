// Family: restated_long_step (loop: true, stagnation: true)
// One long reasoning step / assistant message is restated near-verbatim, with nothing new
// observed in between (at most a tool call that returns what it returned before). Then the run ends or is cut off.
export const family = 'restated_long_step';

export const rows = [
  {
    id: '01', domain: 'gondola lifts', style: 'anthropic',
    isolates: 'A long extended-thinking plan about an inspection window is restated almost word for word after re-reading an unchanged maintenance calendar, then the run is cut off.',
    build: (n) => {
      const cal = () => ({ asset: 'G2-haul-rope', fetched_at: n.iso(), etag: n.etag(true), bookings: [
        { date: '2025-04-23', job: 'Bullwheel bearing replacement (Bergstation)', crew: 'rope+mech', closure_hours: 10 },
        { date: '2025-05-12', job: 'Cabin grip NDT sample (20 of 64)', crew: 'mech', closure_hours: 0 },
        { date: '2025-05-15', job: 'Cantonal certification deadline — splice report due', crew: null, closure_hours: 0 } ] });
      const plan = 'The forecast shows the quietest stretch is 22 to 24 April with fewer than 900 riders a day, but the calendar already has the bullwheel bearing replacement on 23 April using the same rope crew, and the splice inspection needs that crew plus a two-day closure, so it cannot overlap. The next quiet pair of days is 6 and 7 May, which is clear of other bookings and still before the 15 May certification deadline, so 6 to 7 May looks like the window, provided nothing else is booked on those dates.';
      const plan2 = 'The forecast shows the quietest stretch is 22 to 24 April with under 900 riders a day, but the calendar already has the bullwheel bearing replacement on 23 April with the same rope crew, and the splice inspection needs that crew plus a two-day closure, so it cannot overlap. The next quiet pair of days is 6 and 7 May, which is clear of other bookings and still ahead of the 15 May certification deadline, so 6 to 7 May looks like the window, provided nothing else is booked on those dates.';
      return {
        agent: 'lift-maintenance-planner', system: 'You plan maintenance for the Alpbach valley gondola lines. Use the tools; propose closures only on low-traffic days and never overlap crew bookings.',
        goal: 'Find a two-day window in April or May 2025 for the annual haul-rope splice inspection on gondola line G2 that avoids busy days and existing crew bookings, and book it.',
        steps: [
          { say: 'I will pull the rider forecast for April–May and the maintenance calendar for the G2 haul rope.', calls: [
            { name: 'get_rider_forecast', args: { line: 'G2', from: '2025-04-01', to: '2025-05-31', granularity: 'day' }, out: { line: 'G2', model: 'prophet-v3', generated: n.isoSec(), low_days: [{ d: '2025-04-22', riders: 860 }, { d: '2025-04-23', riders: 790 }, { d: '2025-04-24', riders: 880 }, { d: '2025-05-06', riders: 910 }, { d: '2025-05-07', riders: 940 }], peak_days: ['2025-04-18', '2025-04-19', '2025-04-21', '2025-05-01', '2025-05-29'] } },
            { name: 'get_maintenance_calendar', args: { asset: 'G2-haul-rope', from: '2025-04-01', to: '2025-05-31' }, out: cal() } ] },
          { reason: plan, say: 'Let me double-check the calendar for 6–7 May before booking.', calls: [
            { name: 'get_maintenance_calendar', args: { asset: 'G2-haul-rope', from: '2025-04-01', to: '2025-05-31' }, out: cal() } ] },
          { reason: plan2, say: 'Re-checking the calendar for 6–7 May before I book.', calls: [
            { name: 'get_maintenance_calendar', args: { asset: 'G2-haul-rope', from: '2025-04-01', to: '2025-05-31' }, out: cal() } ] },
        ],
        rootError: 'proxy: upstream conversation aborted by client after 3 turns (session idle timeout 300s)',
      };
    },
  },
  {
    id: '02', domain: 'button factories', style: 'pydantic',
    isolates: 'A long diagnostic explanation of a dye-bath problem is given, the same bath log is fetched again with the same rows, and the explanation is restated near-verbatim before a usage limit stops the run.',
    build: (n) => {
      const bath = () => ({ bath: 'DB-2', window: '2025-03-03/2025-03-28', log_export: `s3://corozo-qc/exports/${n.uuid()}.csv`, rows: [
        { batch: 'C25-0311', shift: 'B', start_temp_c: 71.5, end_temp_c: 64.0, dye_lot: 'BRN-4471', rejects_pct: 14.2 },
        { batch: 'C25-0314', shift: 'B', start_temp_c: 72.0, end_temp_c: 63.1, dye_lot: 'BRN-4471', rejects_pct: 15.8 },
        { batch: 'C25-0319', shift: 'A', start_temp_c: 72.1, end_temp_c: 70.9, dye_lot: 'BRN-4471', rejects_pct: 2.1 },
        { batch: 'C25-0324', shift: 'B', start_temp_c: 71.8, end_temp_c: 63.7, dye_lot: 'BRN-4502', rejects_pct: 13.9 } ], generated_in_ms: n.ms() });
      const diag = 'The colour rejects are not tied to a dye lot, because lot BRN-4471 gives 2 percent rejects on shift A and 14 to 16 percent on shift B. What separates the bad batches is the bath temperature drop: on shift B the bath ends around 63 to 64 degrees instead of staying near 71, which fits the steam valve being throttled after the 14:00 handover, and corozo nut absorbs dye unevenly when the bath cools mid-cycle.';
      return {
        agent: 'qc_analyst', codeFile: 'qc/agents/colour.py', system: 'You are a quality analyst at a natural-button factory (corozo nut, horn, shell). Use tools to ground every claim.',
        goal: 'Explain why 11% of the March corozo-nut button batches on line 4 were rejected for colour variation and propose a process fix.',
        steps: [
          { say: 'First I will get the March rejection records for line 4.', calls: [{ name: 'query_qc_rejections', args: { line: 4, month: '2025-03', reason_code: 'COLOUR_VAR' }, out: { total_batches: 38, rejected_units: 41250, reject_rate: 0.112, worst_batches: ['C25-0311', 'C25-0314', 'C25-0324'], query_id: n.req('q_') } }] },
          { say: 'The worst batches all went through dye bath DB-2. Pulling its log.', calls: [{ name: 'get_dye_bath_log', args: { bath: 'DB-2', from: '2025-03-03', to: '2025-03-28' }, out: bath() }] },
          { say: diag + ' I will confirm against the bath log once more.', calls: [{ name: 'get_dye_bath_log', args: { bath: 'DB-2', from: '2025-03-03', to: '2025-03-28' }, out: bath() }] },
          { say: 'The colour rejects are not tied to a dye lot, since lot BRN-4471 gives 2 percent rejects on shift A and 14 to 16 percent on shift B. What separates the bad batches is the bath temperature drop: on shift B the bath ends around 63 to 64 degrees rather than staying near 71, which fits the steam valve being throttled after the 14:00 handover, and corozo nut absorbs dye unevenly when the bath cools mid-cycle.' },
        ],
        rootError: 'UsageLimitExceeded: The next request would exceed the request_limit of 4',
      };
    },
  },
  {
    id: '03', domain: 'Nix flake build of a Haskell API', style: 'openhands',
    isolates: 'A coding agent writes a long analysis of a broken Nix build, re-runs the same grep that prints the same lines, and restates the analysis almost verbatim before the budget cap ends the run.',
    build: (n) => {
      const grep = 'flake.nix:14:      overlays = [ (import ./nix/overlay.nix) ];\nflake.nix:31:        pkgs = import nixpkgs { inherit system overlays; };\nnix/overlay.nix:3:  haskellPackages = prev.haskell.packages.ghc96.override {';
      const analysis = 'The build fails because servant 0.20.1 is marked broken in the haskellPackages set of the new nixpkgs 24.11 pin. The flake uses ghc96 and the override in nix/overlay.nix only jailbreaks servant-server, not servant itself, so the fix is to add markUnbroken plus doJailbreak for servant in that overlay. Before editing I want to confirm which overlay file flake.nix actually applies.';
      return {
        agent: 'CodeActAgent', repo: 'hail-api', system: 'You are OpenHands, a software engineering agent. Work in /workspace/hail-api.',
        goal: 'After bumping nixpkgs to 24.11, `nix build .#hail-api` fails. Make it build again without downgrading nixpkgs.',
        steps: [
          { say: 'Reproducing the failure first.', calls: [{ name: 'execute_bash', args: { command: 'nix build .#hail-api -L 2>&1 | tail -n 12' }, exit: 1, out: `error: Package ‘servant-0.20.1’ in /nix/store/${n.lower(32)}-source/pkgs/development/haskell-modules/hackage-packages.nix:271203 is marked as broken, refusing to evaluate.\n\n       a) To temporarily allow broken packages, you can use an environment variable\n          for a single invocation of the nix tools.\n\n            $ export NIXPKGS_ALLOW_BROKEN=1\n\n       b) For \`nixos-rebuild\` you can set\n         { nixpkgs.config.allowBroken = true; }\n(evaluation took ${n.dur(2, 9)})` }] },
          { say: 'Looking at where overlays are wired in.', calls: [{ name: 'execute_bash', args: { command: 'grep -n "overlay" flake.nix nix/overlay.nix' }, out: grep }] },
          { say: analysis, calls: [{ name: 'execute_bash', args: { command: 'grep -n "overlay" flake.nix nix/overlay.nix' }, out: grep }] },
          { say: 'The build fails because servant 0.20.1 is marked broken in the haskellPackages set of the new nixpkgs 24.11 pin. The flake uses ghc96, and the override in nix/overlay.nix only jailbreaks servant-server and not servant itself, so the fix is to add markUnbroken plus doJailbreak for servant in that overlay. Before editing, I want to confirm which overlay file flake.nix actually applies.', calls: [{ name: 'execute_bash', args: { command: 'grep -n "overlay" flake.nix nix/overlay.nix' }, out: grep }] },
        ],
        rootError: 'Agent reached maximum budget for conversation. Current budget: 2.01, max budget: 2.00',
      };
    },
  },
  {
    id: '04', domain: 'pipe tobacco blending', style: 'langgraph',
    isolates: 'A blend-reformulation agent reasons at length about percentages, recomputes the identical blend (same profile back), and restates the same reasoning before the client cancels.',
    build: (n) => {
      const prof = () => ({ blend: 'HM-trial-3', components: { virginia_flake: 0.46, burley: 0.22, latakia: 0.09, oriental_izmir: 0.15, black_cavendish: 0.08 }, nicotine_est_pct: 1.46, room_note: 'light smoke, campfire', calc_id: n.uuid(), engine: 'blendcalc 2.3.1', computed_at: n.sqlTs() });
      const why = 'Dropping Latakia from 14 to 9 percent and giving those five points to the Virginia flake pushes the nicotine estimate to 1.46 percent, which is above the 1.4 ceiling, because this year\'s Virginia lot tests higher than the old one. To get back inside 1.2 to 1.4 the extra share should go to the Izmir oriental instead, which is milder, and the burley should stay at 22 percent so the bite does not change.';
      return {
        agent: 'blend_lab', system: 'You are the blending assistant for a small pipe-tobacco house. Keep recipes in whole percent and respect the nicotine band.',
        goal: 'Reformulate the "Harbour Mist" aromatic blend so Latakia is under 10% while the nicotine estimate stays between 1.2% and 1.4%.',
        steps: [
          { say: 'Fetching the current Harbour Mist recipe.', calls: [{ name: 'get_blend_recipe', args: { blend: 'Harbour Mist' }, out: { blend: 'Harbour Mist', version: 7, components: { virginia_flake: 0.41, burley: 0.22, latakia: 0.14, oriental_izmir: 0.15, black_cavendish: 0.08 }, casing: 'vanilla-rum C-12', updated: n.eu() } }] },
          { say: 'Trying Latakia at 9% with the difference moved to Virginia flake.', calls: [{ name: 'compute_blend_profile', args: { components: { virginia_flake: 0.46, burley: 0.22, latakia: 0.09, oriental_izmir: 0.15, black_cavendish: 0.08 } }, out: prof() }] },
          { say: why, calls: [{ name: 'compute_blend_profile', args: { components: { virginia_flake: 0.46, burley: 0.22, latakia: 0.09, oriental_izmir: 0.15, black_cavendish: 0.08 } }, out: prof() }] },
          { say: 'Dropping Latakia from 14 to 9 percent and giving those five points to the Virginia flake pushes the nicotine estimate to 1.46 percent, above the 1.4 ceiling, because this year\'s Virginia lot tests higher than the old one. To get back inside 1.2 to 1.4 the extra share should go to the Izmir oriental instead, which is milder, and burley should stay at 22 percent so the bite does not change.' , calls: [{ name: 'compute_blend_profile', args: { components: { virginia_flake: 0.46, burley: 0.22, latakia: 0.09, oriental_izmir: 0.15, black_cavendish: 0.08 } }, out: prof() }] },
        ],
        rootError: 'CancelledError: run cancelled by client (langgraph-api timeout 120s)',
      };
    },
  },
  {
    id: '05', domain: 'croquet club fixtures', style: 'crewai',
    isolates: 'A CrewAI agent writes a long Thought about lawn and pairing constraints twice in nearly the same words, with an unchanged availability lookup in between, and the crew stops at its iteration limit.',
    build: (n) => {
      const avail = () => `Lawn availability (Ashcombe CC booking system, generated ${n.http()}):\nSat 07 Jun: lawns 1,2,3,4\nSat 14 Jun: lawns 1,2 (3-4 reserved: county AC qualifier)\nSat 21 Jun: lawns 1,2,3,4\nSat 28 Jun: lawns 2,3,4 (lawn 1 re-seeding)\nbooking-ref ${n.alnum(8)}`;
      const thought = 'Eight pairs in a single round robin means 28 games, and each game needs a lawn for roughly three hours, so with two sessions per Saturday and the lawn counts of 4, 2, 4 and 3 there are 26 lawn sessions in June, which is two short. The 14 June shortfall comes from the county qualifier on lawns 3 and 4, so either two games move to a weekday evening or the league uses shortened 14-point games on 14 June.';
      return {
        agent: 'Fixtures Secretary', task: 'Draft the June handicap doubles fixture list', system: 'Produce a fair fixture list that respects lawn bookings and gives every pair one game per Saturday where possible.',
        goal: 'Draw up the handicap doubles fixture list for the Ashcombe Croquet Club summer league: 8 pairs, 4 lawns, Saturdays in June 2025.',
        steps: [
          { say: 'I need the list of registered pairs first.', calls: [{ name: 'Read league roster', args: { league: 'summer-doubles-2025' }, out: 'Pairs: 1 Hartley/Moss (hcp 6), 2 Quinn/Oduya (8), 3 Bell/Bell (10), 4 Ferreira/Lund (12), 5 Ashby/Tran (12), 6 Keane/Osei (14), 7 Price/Wójcik (16), 8 Dalton/Reyes (18)' }] },
          { say: 'Now the lawn availability for June Saturdays.', calls: [{ name: 'Check lawn availability', args: { month: '2025-06', weekday: 'Sat' }, out: avail() }] },
          { say: thought + ' I should look at the availability again to be sure.', calls: [{ name: 'Check lawn availability', args: { month: '2025-06', weekday: 'Sat' }, out: avail() }] },
          { say: 'Eight pairs in one round robin means 28 games, and each game needs a lawn for about three hours, so with two sessions per Saturday and lawn counts of 4, 2, 4 and 3 there are 26 lawn sessions in June, which is two short. The 14 June shortfall comes from the county qualifier on lawns 3 and 4, so either two games move to a weekday evening or the league plays shortened 14-point games on 14 June.', calls: [{ name: 'Check lawn availability', args: { month: '2025-06', weekday: 'Sat' }, out: avail() }] },
        ],
        rootOut: 'Agent stopped due to iteration limit or time limit.',
      };
    },
  },
  {
    id: '06', domain: 'licorice confectionery extrusion', style: 'autogen',
    isolates: 'An AutoGen assistant gives a long root-cause explanation of extruder alarms, then, with no new tool output, says the same thing again nearly word for word before the message cap ends the chat.',
    build: (n) => {
      const expl = 'The die-pressure alarm trips within four minutes of each restart because the rope mass goes in at 38 percent moisture when the cooker outlet is still warming up, so viscosity is high and die pressure overshoots the 92 bar limit. Once the cooker reaches steady state at 118 degrees the moisture settles near 34 percent and pressure sits around 78 bar, so the fix is a slower screw ramp for the first five minutes rather than a higher alarm limit.';
      return {
        agent: 'process_engineer', system: 'You are a process engineer for a confectionery plant making black licorice ropes. Use the historian tools. Say TERMINATE when done.',
        goal: 'Find out why the twin-screw extruder on the black licorice rope line keeps tripping the die-pressure alarm after restarts and recommend setpoint changes.',
        steps: [
          { say: 'Pulling the alarm history and the process trends around the last restarts.', calls: [
            { name: 'historian_alarms', args: { tag_prefix: 'EXT2.', since: '2025-02-01', severity: 'HIGH' }, out: { count: 9, alarms: [{ tag: 'EXT2.DIE_P', msg: 'Die pressure > 92.0 bar', first: n.iso(), minutes_after_start: 3.6 }, { tag: 'EXT2.DIE_P', msg: 'Die pressure > 92.0 bar', first: n.iso(), minutes_after_start: 2.9 }, { tag: 'EXT2.DIE_P', msg: 'Die pressure > 92.0 bar', first: n.iso(), minutes_after_start: 4.1 }], server: n.host('pi-hist') } },
            { name: 'historian_trend', args: { tags: ['COOK1.OUT_T', 'EXT2.FEED_H2O', 'EXT2.DIE_P'], window: 'restart-2025-02-19T05:40', step: '30s' }, out: 'time      COOK1.OUT_T  EXT2.FEED_H2O  EXT2.DIE_P\n+00:00   104.2        38.4           61.0\n+01:30   109.8        37.9           84.5\n+03:00   113.1        37.1           91.7\n+03:30   114.0        36.8           92.6  ALARM\n+08:00   118.0        34.2           78.3\n+12:00   118.1        34.0           77.9' } ] },
          { say: expl },
          { say: 'The die-pressure alarm trips within four minutes of each restart because the rope mass goes in at 38 percent moisture while the cooker outlet is still warming up, so viscosity is high and die pressure overshoots the 92 bar limit. Once the cooker reaches steady state at 118 degrees, moisture settles near 34 percent and pressure sits around 78 bar, so the fix is a slower screw ramp for the first five minutes rather than a higher alarm limit.' },
        ],
        rootError: 'Maximum number of messages 4 reached, current message count: 4',
      };
    },
  },
];
