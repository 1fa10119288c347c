// Family 3 (loop): switching between two states A,B,A,B..., each check in a state returning what it returned before.
// The model's reasoning is NOT verbatim repeated: it invents a new (unfounded) reason for every switch.
export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = false;
export const summary = 'Oscillates between two states (A,B,A,B...) for 2+ full cycles; each check after a switch returns the same as last time in that state. Reasons for switching are worded differently each time.';

export const rows = [
  {
    n: '01', domain: 'biogas digester operation', style: 'anthropic',
    isolates: 'A digester agent flips the feed pump between continuous and pulse mode twice over; each methane reading in a mode equals the previous one in that mode, and the 62% target is never approached.',
    goal: 'Raise the methane fraction of digester D1 above 62% by adjusting the feed regime, without exceeding an organic loading rate of 3.5 kg VS/m³/day.',
    build: (N) => {
      const set = (mode) => ({ name: 'set_feed_mode', args: { digester: 'D1', mode }, out: { ok: true, mode, applied_at: N.isoNoMs(), plc_scan: N.nextSeq(N.int(200, 900)) } });
      const read = (mode) => ({ name: 'read_gas_analyser', args: { digester: 'D1', window_min: 30 }, out: mode === 'pulse' ? { ch4_pct: 58.6, co2_pct: 40.1, h2s_ppm: 310, sample_id: N.hex(8), at: N.logts() } : { ch4_pct: 57.9, co2_pct: 40.8, h2s_ppm: 290, sample_id: N.hex(8), at: N.logts() } });
      return {
        agent: 'digester-ops', turns: [
          { think: 'Baseline first: D1 is on continuous feed. I need the current gas composition.', calls: [read('continuous')] },
          { think: '57.9% CH4 on continuous. Pulse feeding often lets methanogens catch up between doses; switching to pulse.', calls: [set('pulse'), read('pulse')] },
          { think: '58.6% on pulse is a small gain, but H2S rose to 310 ppm. Perhaps the acid phase is overshooting between pulses, so continuous might be gentler after all.', calls: [set('continuous'), read('continuous')] },
          { think: 'Back on continuous we see 57.9 again. Maybe the half-hour window was too short to show the pulse benefit properly; I will give pulse another go.', calls: [set('pulse'), read('pulse')] },
          { think: 'Pulse gives 58.6 and 310 ppm H2S. The sulphide might inhibit methanogenesis over a longer run, so let me return to continuous to protect the biology.', calls: [set('continuous'), read('continuous')] },
          { think: 'Continuous: 57.9%. Perhaps temperature stratification favours pulse mixing. Switching to pulse.', calls: [set('pulse')] },
        ], result: null,
      };
    },
  },
  {
    n: '02', domain: 'pedicab fleet dispatch', style: 'mastra',
    isolates: 'A pedicab dispatcher toggles the zone filter between Old Town and Riverside looking for a free rider; each zone returns the same riders as last time and nobody is ever dispatched.',
    goal: 'Dispatch a free pedicab rider to the Cathedral Square taxi rank for a wheelchair-accessible pickup at 21:15.',
    build: (N) => {
      const zone = (z) => ({ name: 'list_riders', args: { zone: z, status: 'available', accessible: true }, out: z === 'old_town' ? { zone: 'old_town', riders: [], busy: [{ id: 'R-17', eta_free_min: 25 }, { id: 'R-04', eta_free_min: 31 }], generated: N.isoOffset(2), cache: 'MISS from ' + N.host('fleet-api') } : { zone: 'riverside', riders: [{ id: 'R-22', accessible: false }], busy: [{ id: 'R-09', eta_free_min: 18 }], generated: N.isoOffset(2), cache: 'MISS from ' + N.host('fleet-api') } });
      return {
        agent: 'pedicab-dispatch', turns: [
          { think: 'Cathedral Square is in Old Town, so check riders there first.', calls: [zone('old_town')] },
          { think: 'No accessible rider free in Old Town. Riverside is across the bridge, maybe someone is free there.', calls: [zone('riverside')] },
          { think: 'Riverside only has R-22, whose cab has no ramp. Perhaps an Old Town rider finished a trip in the meantime.', calls: [zone('old_town')] },
          { think: 'Still nothing in Old Town. The Riverside list may have been stale because of caching; looking again.', calls: [zone('riverside')] },
          { think: 'Riverside again shows R-22 without a ramp and R-09 busy. Old Town riders often drop off at the cathedral, so I will check there once more.', calls: [zone('old_town')] },
          { think: 'Old Town unchanged. Maybe R-09 at Riverside became free.', calls: [zone('riverside')] },
        ], result: null,
      };
    },
  },
  {
    n: '03', domain: 'oceanographic research cruise planning', style: 'oai_agents',
    isolates: 'A cruise-planning agent alternates between north-first and south-first CTD station orders; the route planner returns 41.2 t and 43.8 t of fuel every time, both above the 40 t limit, and the agent keeps switching.',
    goal: 'Plan the station order for the 9-station CTD transect so that the cruise stays under 40 t of fuel, or report that it cannot.',
    build: (N) => {
      const plan = (order) => ({ name: 'plan_route', args: { order, stations: 9, speed_kn: 10 }, out: order === 'north_first' ? { fuel_t: 41.2, distance_nm: 612, days: 5.4, solver_run: N.uuid(), elapsed: N.dur() } : { fuel_t: 43.8, distance_nm: 648, days: 5.7, solver_run: N.uuid(), elapsed: N.dur() } });
      return {
        agent: 'CruisePlanner', workflow: 'RV Meridian cruise planning', turns: [
          { think: 'Start with the natural order from the home port: north-first.', calls: [plan('north_first')] },
          { think: '41.2 t exceeds the 40 t budget. The southern stations sit on the shelf edge where the current could help, so try south-first.', calls: [plan('south_first')] },
          { think: 'South-first costs 43.8 t. Maybe that was due to the leg back against the gyre; north-first may be the better base after all.', calls: [plan('north_first')] },
          { think: 'North-first is 41.2 t. Perhaps the planner uses a different wind field for the southern start on a second run.', calls: [plan('south_first')] },
          { think: 'Again 43.8 t for south-first. Let me re-examine the north-first route since it came closest to the limit.', calls: [plan('north_first')] },
        ], result: null,
      };
    },
  },
  {
    n: '04', domain: 'dating app photo moderation (code)', style: 'claude_sdk',
    isolates: 'A coding agent hunting a failing duplicate-photo test checks out main, then the fix branch, then main, then the fix branch; the same test fails with the same hash mismatch on each branch and no code is read or changed.',
    goal: 'Find out why test_duplicate_photo_detection fails in the moderation service and fix it.',
    build: (N) => {
      const co = (b) => ({ name: 'Bash', args: { command: `git checkout ${b}`, description: `Switch to ${b}` }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
      const test = (b) => ({ name: 'Bash', args: { command: 'pytest tests/test_dedupe.py -q', description: 'Run dedupe tests' }, err: 'Exit code 1', out: b === 'main'
        ? `F.                                                                       [100%]\n=================================== FAILURES ===================================\n________________________ test_duplicate_photo_detection ________________________\nE       AssertionError: assert 'a3f0c91e' == 'a3f0c91f'\nFAILED tests/test_dedupe.py::test_duplicate_photo_detection\n1 failed, 1 passed in ${N.secs(0.8, 3)}s`
        : `FF                                                                       [100%]\n=================================== FAILURES ===================================\n________________________ test_duplicate_photo_detection ________________________\nE       AssertionError: assert 'a3f0c91e' == 'a3f0c91f'\n__________________________ test_phash_rotation_invariant ___________________________\nE       assert 14 <= 10\n2 failed in ${N.secs(0.8, 3)}s` });
      return {
        agent: 'claude-code', cwd: '/home/dev/moderation-svc', turns: [
          { say: 'Let me run the failing test on main first.', calls: [test('main')] },
          { think: 'Fails on main with a one-bit hash difference. The fix/photo-hash branch was meant to address hashing, let me see how it behaves there.', calls: [co('fix/photo-hash'), test('fix')] },
          { think: 'On the fix branch the duplicate test still fails and a rotation test fails too. Maybe main was actually fine and my first run used a stale cache.', calls: [co('main'), test('main')] },
          { think: 'Same single failure on main. Possibly the branch needs its own virtualenv state to be picked up; switching back to compare.', calls: [co('fix/photo-hash'), test('fix')] },
          { think: 'Branch still shows two failures. Let me go back to main — a clean checkout might clear the .pyc files.', calls: [co('main'), test('main')] },
        ], result: null,
      };
    },
  },
  {
    n: '05', domain: 'printing ink colour matching', style: 'langfuse',
    isolates: 'An ink-lab agent toggles the spectrophotometer illuminant between D65 and D50 to get batch 286-B within tolerance; each illuminant gives the same ΔE as its previous reading and the batch is never adjusted.',
    goal: 'Bring ink batch 286-B (Pantone 286 C match for a packaging client) within ΔE2000 ≤ 1.5 and release it, or recommend a correction.',
    build: (N) => {
      const setIll = (ill) => ({ name: 'set_measurement_conditions', args: { illuminant: ill, observer: '2deg', mode: 'M1' }, out: { instrument: 'XRite-eXact SN ' + N.int(100000, 999999), illuminant: ill, calibrated: N.euDate(), white_tile: 'OK' } });
      const meas = (ill) => ({ name: 'measure_drawdown', args: { batch: '286-B', reference: 'PANTONE 286 C' }, out: ill === 'D65' ? { dE2000: 2.4, dL: -0.9, da: 0.6, db: -2.0, reading: N.int(1, 9999), at: N.isoOffset(-5) } : { dE2000: 2.1, dL: -0.8, da: 0.5, db: -1.8, reading: N.int(1, 9999), at: N.isoOffset(-5) } });
      return {
        agent: 'ink-colour-lab', tags: ['lab', 'batch-286-B'], turns: [
          { think: 'Client spec says D50 for packaging. Set D50 and measure.', calls: [setIll('D50'), meas('D50')] },
          { think: 'ΔE 2.1 under D50 — too blue (db -1.8). Many retail lights are closer to daylight, so D65 might be the more relevant check.', calls: [setIll('D65'), meas('D65')] },
          { think: 'Under D65 it is worse at 2.4. The contract might actually specify D50 only; going back to confirm the D50 value.', calls: [setIll('D50'), meas('D50')] },
          { think: 'D50 reads 2.1 again. Possibly metamerism is distorting the D50 reading, so D65 deserves a second measurement.', calls: [setIll('D65'), meas('D65')] },
          { think: 'D65 still 2.4. Reverting to D50, since if anything passes it will be that one.', calls: [setIll('D50'), meas('D50')] },
        ], result: null,
      };
    },
  },
  {
    n: '06', domain: 'frozen yogurt franchise kiosk menus', style: 'responses',
    isolates: 'A franchise-ops agent flips the use_v2_catalog flag on and off for store 118; with the flag on the kiosk misses 3 toppings and with it off misses 5, the same each time, and the agent keeps flipping.',
    goal: 'Make all 24 toppings show on the self-order kiosk of store 118 before the weekend.',
    build: (N) => {
      const flag = (v) => ({ name: 'set_feature_flag', args: { store: 118, flag: 'use_v2_catalog', value: v }, out: { flag: 'use_v2_catalog', value: v, version: N.nextSeq(1), propagated_to: `kiosk-118-${N.int(1, 3)}`, edge_etag: N.etag() } });
      const check = (v) => ({ name: 'get_kiosk_menu', args: { store: 118, section: 'toppings' }, out: v ? { shown: 21, expected: 24, missing: ['mochi', 'yuzu curd', 'black sesame crunch'], menu_hash: 'sha256:' + N.hex(16), fetched: N.http() } : { shown: 19, expected: 24, missing: ['mochi', 'yuzu curd', 'black sesame crunch', 'popping boba (mango)', 'cacao nibs'], menu_hash: 'sha256:' + N.hex(16), fetched: N.http() } });
      return {
        agent: 'froyo-franchise-ops', turns: [
          { think: 'Check what the kiosk shows now (flag currently off).', calls: [check(false)] },
          { think: 'Five missing with the legacy catalog. The v2 catalog was built for seasonal toppings, so enabling it should help.', calls: [flag(true), check(true)] },
          { think: 'v2 shows 21 of 24; mochi, yuzu curd and sesame still absent. Maybe the legacy catalog has those under old SKUs and only failed to refresh.', calls: [flag(false), check(false)] },
          { think: 'Legacy still shows 19. Perhaps the v2 propagation was incomplete the first time; enabling again.', calls: [flag(true), check(true)] },
          { think: 'v2 back to 21. The kiosk may cache the v2 menu oddly; compare with legacy one more time.', calls: [flag(false), check(false)] },
        ], result: null,
      };
    },
  },
];
