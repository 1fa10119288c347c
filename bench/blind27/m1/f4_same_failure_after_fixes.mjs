// Family 4: different fixes, same verification failure every time (identical apart from volatile parts).
export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent makes three or more different edits or setting changes, and after each one the same check fails in exactly the same way apart from durations, timestamps, temp paths, addresses or run ids.';

export const scenarios = [
  {
    domain: 'mosaic studios (tessera calculator)',
    isolates: 'In an aider session three different edits to the tessera count function leave the same pytest assertion (1256 != 1257) failing, with only timings and tmp paths changing.',
    build: (N) => {
      const fail = (N) => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/ana/tessera-calc\ncollected 14 items\n\ntests/test_panels.py .......F......                                      [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_circle_panel_count ___________________________\n\ntmp_path = PosixPath('${N.tmp()}')\n\n    def test_circle_panel_count(tmp_path):\n        panel = Panel.circle(diameter_mm=400, tessera_mm=10, grout_mm=1.5)\n>       assert panel.tessera_count() == 1257\nE       assert 1256 == 1257\nE        +  where 1256 = <bound method Panel.tessera_count of <tessera.panel.Panel object at ${N.addr()}>>()\n\ntests/test_panels.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_panels.py::test_circle_panel_count - assert 1256 == 1257\n========================= 1 failed, 13 passed in ${(N.int(30, 99) / 100).toFixed(2)}s =========================`;
      return {
        style: 'aider', model: 'openai/gpt-4.1', repo: 'tessera-calc', files: ['tessera/panel.py', 'tessera/geometry.py', 'tests/test_panels.py'],
        goal: 'Fix the failing test_circle_panel_count in tessera-calc (circle panels are one tessera short).',
        turns: [
          { say: 'Running the test suite first.', calls: [{ name: 'run', args: { cmd: 'pytest -q tests/test_panels.py' }, out: fail }] },
          { say: 'The count is floored after dividing the area. Use rounding instead:\n\ntessera/panel.py\n```python\n<<<<<<< SEARCH\n        return math.floor(self.area_mm2() / cell)\n=======\n        return round(self.area_mm2() / cell)\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'tessera/panel.py' }, out: 'Applied edit to tessera/panel.py\nCommit 3f9a2c1 fix: round tessera count instead of floor' }, { name: 'run', args: { cmd: 'pytest -q tests/test_panels.py' }, out: fail }] },
          { say: 'Still one short. Maybe the grout is being applied twice in the cell size. The cell should be tessera + grout, not tessera + 2*grout:\n\ntessera/geometry.py\n```python\n<<<<<<< SEARCH\n    return (tessera_mm + 2 * grout_mm) ** 2\n=======\n    return (tessera_mm + grout_mm) ** 2\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'tessera/geometry.py' }, out: 'Applied edit to tessera/geometry.py\nCommit 8be0d47 fix: grout counted once per cell' }, { name: 'run', args: { cmd: 'pytest -q tests/test_panels.py' }, out: fail }] },
          { say: 'The circle area could be losing precision with the hard-coded 3.14. Switching to math.pi:\n\ntessera/geometry.py\n```python\n<<<<<<< SEARCH\nPI = 3.14\n=======\nPI = math.pi\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'tessera/geometry.py' }, out: 'Applied edit to tessera/geometry.py\nCommit c71d0e5 use math.pi for circle area' }, { name: 'run', args: { cmd: 'pytest -q tests/test_panels.py' }, out: fail }] },
          { say: 'Perhaps the diameter should subtract the border grout before the area is computed:\n\ntessera/panel.py\n```python\n<<<<<<< SEARCH\n        r = self.diameter_mm / 2\n=======\n        r = (self.diameter_mm - self.grout_mm) / 2\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'tessera/panel.py' }, out: 'Applied edit to tessera/panel.py\nCommit 0d4e9b8 subtract border grout from radius' }, { name: 'run', args: { cmd: 'pytest -q tests/test_panels.py' }, out: fail }] },
        ],
        final: null,
        rootError: 'aider: --auto-test attempts exhausted (4)',
      };
    },
  },
  {
    domain: 'pedicab operators (fare tables)',
    isolates: 'A smolagents CodeAgent changes the zone table, then the surcharge, then the rounding of a pedicab fare script, and the same fare mismatch for zone C to A is printed after every change.',
    build: (N) => {
      const v = (N) => `Execution logs:\n[${N.clockOnly()}] loading fares from /srv/pedicab/fares.csv (mtime ${N.epoch() - 86400 * 3})\nvalidate_fares: 47 routes checked\nMISMATCH route C->A: expected 14.50 got 12.00\nMISMATCH route C->A (night): expected 18.50 got 16.00\n2 mismatches (run ${N.hex(6)}, ${N.ms(20, 300)} ms)\nLast output from code snippet:\nFalse`;
      return {
        style: 'smolagents', agent: 'fare-fixer', model: 'anthropic/claude-sonnet-4-20250514', maxSteps: 8,
        goal: 'The pedicab fare validator reports wrong fares for zone C to A; fix the fare calculation so validate_fares() passes.',
        turns: [
          { say: 'Thought: Run the validator to see the current mismatches.\nCode:\n```py\nprint(validate_fares())\n```<end_code>', calls: [{ name: 'python_interpreter', args: { code: 'print(validate_fares())' }, out: v }] },
          { say: 'Thought: The C->A base should be 10.00 plus 4.50 distance; the zone table has C->A at 7.50. I will correct the table entry in ZONE_BASE.\nCode:\n```py\nZONE_BASE[("C","A")] = 10.00\nprint(validate_fares())\n```<end_code>', calls: [{ name: 'python_interpreter', args: { code: 'ZONE_BASE[("C","A")] = 10.00\nprint(validate_fares())' }, out: v }] },
          { say: 'Thought: Unchanged. Maybe the hill surcharge for the climb from C to A is missing; add a 2.50 hill surcharge for routes ending in A.\nCode:\n```py\nHILL_SURCHARGE["A"] = 2.50\nprint(validate_fares())\n```<end_code>', calls: [{ name: 'python_interpreter', args: { code: 'HILL_SURCHARGE["A"] = 2.50\nprint(validate_fares())' }, out: v }] },
          { say: 'Thought: Identical output. The fare may be rounded down to the nearest 2.00 step; switch rounding to nearest 0.50.\nCode:\n```py\nROUNDING_STEP = 0.50\nprint(validate_fares())\n```<end_code>', calls: [{ name: 'python_interpreter', args: { code: 'ROUNDING_STEP = 0.50\nprint(validate_fares())' }, out: v }] },
        ],
        final: null,
        rootError: 'AgentMaxStepsError: Reached max steps.',
      };
    },
  },
  {
    domain: 'LARP event logistics (camp pitches)',
    isolates: 'A LARP site-planning agent moves tents, changes the tent footprint setting and re-sorts factions, yet the capacity check prints the same Field 3 over-limit error after each change.',
    build: (N) => {
      const chk = (N) => ({ ok: false, check: 'pitch_capacity', run_id: N.uuid(), checked_at: N.iso(), errors: [{ field: 'Field 3', faction: 'Orc Warband', tents: 64, limit: 60, code: 'OVER_CAPACITY' }], warnings: [{ field: 'Field 1', message: 'fire lane 5.8 m (min 6 m advisory)' }], source: 'registrations.xlsx', elapsed: N.dur() });
      return {
        style: 'maf', agent: 'SitePlanner', model: 'gpt-4o-mini',
        system: 'You plan camping pitches for the Greywood LARP summer event. After any change, run check_capacity.',
        goal: 'Make the camp allocation for the Greywood LARP weekend pass the pitch capacity check.',
        turns: [
          { calls: [{ name: 'check_capacity', args: {}, out: chk }] },
          { say: 'Field 3 is 4 tents over. Moving four Orc Warband tents to Field 2, which has spare room.', calls: [{ name: 'edit_allocation', args: { move: { from: 'Field 3', to: 'Field 2', faction: 'Orc Warband', tents: 4 } }, out: { updated: true, field2_tents: 41, field3_tents: 60 } }, { name: 'check_capacity', args: {}, out: chk }] },
          { say: 'The checker may count tent footprint, not tent numbers. Reducing the default footprint from 4x4 m to 3x3 m for small tents.', calls: [{ name: 'set_setting', args: { key: 'default_tent_footprint_m', value: '3x3' }, out: { key: 'default_tent_footprint_m', old: '4x4', new: '3x3' } }, { name: 'check_capacity', args: {}, out: chk }] },
          { say: 'Trying to re-sort factions so the crew tents of the Orc Warband go to the crew field.', calls: [{ name: 'edit_allocation', args: { reassign: { faction: 'Orc Warband', role: 'crew', to: 'Crew Field' } }, out: { updated: true, moved: 7 } }, { name: 'check_capacity', args: {}, out: chk }] },
        ],
        final: null,
        rootError: 'MaximumAutoInvokeAttempts (8) reached',
      };
    },
  },
  {
    domain: 'kaleidoscope makers (shop site build)',
    isolates: 'An OpenLIT-traced devops agent bumps sharp, adds an image format to the Next.js config and switches the image loader, and the build fails with the identical HEIC error each time apart from build ids and timings.',
    build: (N) => {
      const b = (N) => `> prism-works-shop@2.3.0 build\n> next build\n\n   ▲ Next.js 14.2.15\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n   Collecting page data ...\n   Generating static pages (0/38) ...\nError: Image import "/images/oil-wand-kaleidoscope.heic" is not a valid image file. The image may be corrupted or an unsupported format.\n    at loader (/workspace/node_modules/next/dist/build/webpack/loaders/next-image-loader/index.js:57:27)\nBuild ID: ${N.b62(21)}\nworker ${N.pid()} exited with code 1 after ${N.dur()}\nnpm ERR! Lifecycle script \`build\` failed with error: code 1`;
      return {
        style: 'openlit', agent: 'shop-build-bot', service: 'prism-works-ci', model: 'gpt-4.1',
        system: 'You maintain the Prism Works kaleidoscope shop website (Next.js). Fix build failures; run `npm run build` to verify.',
        goal: 'Get the Prism Works shop site building again; it fails on the new oil-wand kaleidoscope product image.',
        turns: [
          { calls: [{ name: 'shell', args: { cmd: 'npm run build' }, out: b, err: 'exit status 1' }] },
          { say: 'HEIC decoding needs a newer sharp. Upgrading sharp from 0.32.6 to 0.33.5.', calls: [{ name: 'shell', args: { cmd: 'npm install sharp@0.33.5' }, out: (N) => `added 3 packages, changed 1 package in ${N.dur()}` }, { name: 'shell', args: { cmd: 'npm run build' }, out: b, err: 'exit status 1' }] },
          { say: 'Adding image/heic to images.formats in next.config.js.', calls: [{ name: 'write_file', args: { path: 'next.config.js', patch: "images: { formats: ['image/avif', 'image/webp', 'image/heic'] }" }, out: 'wrote 412 bytes' }, { name: 'shell', args: { cmd: 'npm run build' }, out: b, err: 'exit status 1' }] },
          { say: 'Switching to a custom image loader that serves originals instead of optimising them.', calls: [{ name: 'write_file', args: { path: 'next.config.js', patch: "images: { loader: 'custom', loaderFile: './lib/passthrough-loader.js' }" }, out: 'wrote 455 bytes' }, { name: 'shell', args: { cmd: 'npm run build' }, out: b, err: 'exit status 1' }] },
        ],
        final: null,
        rootError: 'job cancelled: 20 min CI budget exceeded',
      };
    },
  },
  {
    domain: 'travel vaccination clinic (booking tests)',
    isolates: 'A plain message-level trace where three different fixes (stock fixture, slot length, timezone setting) leave the same Django test failing with the same assertion, only the run time and object addresses changing.',
    build: (N) => {
      const t = (N) => `Creating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\nF\n======================================================================\nFAIL: test_typhoid_slot_offered (bookings.tests.test_slots.SlotTests.test_typhoid_slot_offered)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File "/app/bookings/tests/test_slots.py", line 88, in test_typhoid_slot_offered\n    self.assertIn("Typhim Vi", [s.vaccine.name for s in slots])\nAssertionError: 'Typhim Vi' not found in ['Avaxim 160', 'Revaxis']  (slots=<QuerySet [<Slot: Slot object (${N.int(10, 99)})>, <Slot: Slot object (${N.int(100, 199)})>]>)\n\n----------------------------------------------------------------------\nRan 1 test in ${(N.int(80, 900) / 1000).toFixed(3)}s\n\nFAILED (failures=1)\nDestroying test database for alias 'default'...`;
      return {
        style: 'plain', agent: 'clinic-dev-agent', model: 'gpt-4.1-mini',
        system: 'You are a coding agent for the Wayfarer Travel Clinic booking app (Django). Run tests with run_tests.',
        goal: 'Fix the failing test that checks a typhoid vaccine appointment slot is offered to travellers departing in 3 weeks.',
        turns: [
          { calls: [{ name: 'run_tests', args: { label: 'bookings.tests.test_slots.SlotTests.test_typhoid_slot_offered' }, out: t }] },
          { say: 'Typhim Vi may be missing from the stock fixture. Adding 10 doses to fixtures/stock.json.', calls: [{ name: 'edit_file', args: { path: 'bookings/fixtures/stock.json', find: '"vaccine": "Revaxis", "doses": 6}', replace: '"vaccine": "Revaxis", "doses": 6}, {"vaccine": "Typhim Vi", "doses": 10}' }, out: { ok: true } }, { name: 'run_tests', args: { label: 'bookings.tests.test_slots.SlotTests.test_typhoid_slot_offered' }, out: t }] },
          { say: 'The typhoid appointment needs a 20-minute slot; the generator only creates 15-minute slots. Changing SLOT_MINUTES.', calls: [{ name: 'edit_file', args: { path: 'clinic/settings.py', find: 'SLOT_MINUTES = 15', replace: 'SLOT_MINUTES = 20' }, out: { ok: true } }, { name: 'run_tests', args: { label: 'bookings.tests.test_slots.SlotTests.test_typhoid_slot_offered' }, out: t }] },
          { say: 'Departure-date comparison may be off by the timezone. Setting USE_TZ and TIME_ZONE to Europe/London.', calls: [{ name: 'edit_file', args: { path: 'clinic/settings.py', find: "TIME_ZONE = 'UTC'", replace: "TIME_ZONE = 'Europe/London'" }, out: { ok: true } }, { name: 'run_tests', args: { label: 'bookings.tests.test_slots.SlotTests.test_typhoid_slot_offered' }, out: t }] },
          { say: "Same assertion after three changes. Typhim Vi is in stock, slots are 20 minutes and the timezone is local, but the available list is still Avaxim and Revaxis only. I have used my edit budget; a developer should look at how the slot query filters vaccines." },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'gran fondo cycling sportives (route checks)',
    isolates: 'A Mistral agent moves the neutral-zone end, changes elevation smoothing and swaps the elevation model, but the route validator reports the same gradient violation on segment 14 after every change.',
    build: (N) => {
      const r = (N) => `route-lint 1.9.2  job=${N.jobId('rl')}  ${N.isoOffset(2)}\nroute: granfondo_madeleine_2026.gpx (142.6 km, 3 neutral segments)\n[OK]   timing mats: 6\n[OK]   feed stations spacing <= 35 km\n[FAIL] segment 14 (Col de la Madeleine descent, km 71.2-74.0): neutral-zone gradient -11.8% exceeds limit -10.0%\nresult: 1 error, 0 warnings (${N.ms(200, 2000)} ms)`;
      return {
        style: 'mistral', agent: 'route-planner', model: 'mistral-large-2411',
        system: 'You prepare routes for the Alpes Gran Fondo. Every route must pass route-lint before it is published.',
        goal: 'Get the 2026 Madeleine gran fondo route to pass route-lint so it can be published to riders.',
        turns: [
          { calls: [{ name: 'route_lint', args: { file: 'granfondo_madeleine_2026.gpx' }, out: r }] },
          { say: 'The descent should not be neutralised. Ending the neutral zone at km 70 instead of km 75.', calls: [{ name: 'edit_route', args: { file: 'granfondo_madeleine_2026.gpx', neutral_zone: { start_km: 66.0, end_km: 70.0 } }, out: 'saved granfondo_madeleine_2026.gpx' }, { name: 'route_lint', args: { file: 'granfondo_madeleine_2026.gpx' }, out: r }] },
          { say: 'GPS noise may inflate the gradient. Smoothing elevation over 200 m instead of 50 m.', calls: [{ name: 'edit_route', args: { file: 'granfondo_madeleine_2026.gpx', elevation_smoothing_m: 200 }, out: 'saved granfondo_madeleine_2026.gpx' }, { name: 'route_lint', args: { file: 'granfondo_madeleine_2026.gpx' }, out: r }] },
          { say: 'Switching the elevation source from SRTM to the IGN RGE ALTI 5 m model.', calls: [{ name: 'edit_route', args: { file: 'granfondo_madeleine_2026.gpx', dem: 'IGN_RGEALTI_5M' }, out: 'saved granfondo_madeleine_2026.gpx' }, { name: 'route_lint', args: { file: 'granfondo_madeleine_2026.gpx' }, out: r }] },
        ],
        final: null,
        rootError: 'conversation stopped by client: max_tool_rounds=8',
      };
    },
  },
];
