// Family 8 — healthy: two settings are tried in turn, each measurement brings new numbers, then one
// is chosen and the run finishes.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'two_settings_fresh_numbers',
  loop: false,
  behaviour: 'Healthy look-alike of the flip-flop loop: two settings are tried in turn, each measurement returns new, different numbers, and the agent picks one and finishes.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'neon sign workshop', style: 'plain-messages', stagnation: false,
    isolates: 'A message-level agent sets a transformer to 30 mA and then 60 mA, burns in and measures each (different luminance and electrode temperatures), picks 60 mA against the stated limits, records it and stops.',
    goal: 'The new "OPEN LATE" neon sign (neon, 13 mm tube, 9.6 m total) needs a transformer setting. Try the 30 mA and 60 mA taps on bench 2 and pick the one that gives at least 450 cd/m² with electrode temperature under 60 °C. Record the choice on the job.',
    build(rng) {
      const clock = new Clock('2025-02-25T13:30:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You run the test bench at Glowline Neon. Tools: set_transformer_tap, run_burn_in, measure, record_setting.', name: 'bench-agent' });
      const burn = (min) => ({ bench: 2, minutes: min, started: fmt.hms(clock.now), ended: fmt.hms(clock.now + min * 60000), ok: true });
      pl.step('Starting with the 30 mA tap.', [
        { name: 'set_transformer_tap', args: { bench: 2, tap_ma: 30 }, result: { bench: 2, tap_ma: 30, transformer: 'Allanson SS1230', ok: true } },
        { name: 'run_burn_in', args: { bench: 2, minutes: 10 }, result: burn(10), slow: 20 },
        { name: 'measure', args: { bench: 2 }, result: { luminance_cd_m2: 388, electrode_temp_c: 41.2, current_ma: 29.6, ambient_c: 21.3, meter: 'LS-160 #4471', sample_id: rng.hex(6) } }]);
      pl.step('At 30 mA: 388 cd/m², below the 450 target, with plenty of thermal margin (41.2 °C). Now trying 60 mA.', [
        { name: 'set_transformer_tap', args: { bench: 2, tap_ma: 60 }, result: { bench: 2, tap_ma: 60, transformer: 'Allanson SS1230', ok: true } },
        { name: 'run_burn_in', args: { bench: 2, minutes: 10 }, result: burn(10), slow: 20 },
        { name: 'measure', args: { bench: 2 }, result: { luminance_cd_m2: 612, electrode_temp_c: 57.4, current_ma: 59.1, ambient_c: 21.6, meter: 'LS-160 #4471', sample_id: rng.hex(6) } }]);
      pl.step('60 mA gives 612 cd/m² at 57.4 °C, meeting both limits; 30 mA misses the brightness. Recording 60 mA.', [{ name: 'record_setting', args: { job: 'GN-0931', tap_ma: 60, evidence: '612 cd/m2 @ 57.4 C (60 mA) vs 388 cd/m2 @ 41.2 C (30 mA)' }, result: { job: 'GN-0931', saved: true } }]);
      pl.step('Chose the 60 mA tap for OPEN LATE: 612 cd/m² with electrodes at 57.4 °C (limit 60 °C). The 30 mA tap only reached 388 cd/m². Saved on job GN-0931.');
      return pl.root({ final_output: '60 mA tap selected and recorded on GN-0931.' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'amateur radio contesting', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent scores a contest log under two entry categories (different QSO counts, prefixes and scores), picks the higher-scoring category, sets it in the log header, submits and finishes.',
    goal: 'Before submitting our CQ WPX SSB log (logs/M0XYZ-wpx2025.log), score it both as single-op all-band (SOAB-HP) and single-op 20 m only (SOSB20-HP) with `wpxscore`, set the Cabrillo CATEGORY-BAND to whichever scores higher, and submit it.',
    build(rng) {
      const clock = new Clock('2025-04-01T19:00:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal });
      oh.run('Scoring as all-band first.', 'cd /workspace && wpxscore logs/M0XYZ-wpx2025.log --category SOAB-HP', { out: `wpxscore 3.2.0  (rules: CQ WPX SSB 2025)\ncategory SOAB-HP  call M0XYZ  continent EU\nQSOs valid 1,284  dupes 17  NIL/busted 9\nQSO points 2,511  prefixes 612\nclaimed score 1,536,732\n(${rng.float(0.6, 1.4)}s)` });
      oh.run('Now the 20 m single-band option.', 'wpxscore logs/M0XYZ-wpx2025.log --category SOSB20-HP', { out: `wpxscore 3.2.0  (rules: CQ WPX SSB 2025)\ncategory SOSB20-HP  call M0XYZ  continent EU\nQSOs valid 973 (20 m only; 311 other-band QSOs ignored)  dupes 12  NIL/busted 7\nQSO points 2,104  prefixes 541\nclaimed score 1,138,264\n(${rng.float(0.6, 1.4)}s)` });
      oh.run('All-band scores higher (1,536,732 vs 1,138,264). Checking the current header.', 'grep -n "^CATEGORY" logs/M0XYZ-wpx2025.log', { out: '4:CATEGORY-OPERATOR: SINGLE-OP\n5:CATEGORY-BAND: 20M\n6:CATEGORY-POWER: HIGH\n7:CATEGORY-MODE: SSB' });
      oh.edit('The header says 20M; switching to ALL.', '/workspace/logs/M0XYZ-wpx2025.log', 'CATEGORY-BAND: 20M', 'CATEGORY-BAND: ALL', '     4\tCATEGORY-OPERATOR: SINGLE-OP\n     5\tCATEGORY-BAND: ALL\n     6\tCATEGORY-POWER: HIGH');
      oh.run('Submitting the log.', 'wpxscore logs/M0XYZ-wpx2025.log --category SOAB-HP --submit', { out: `uploading M0XYZ-wpx2025.log (1,301 QSO lines) to https://cqwpx.example/upload ...\nreceived: confirmation WPX25S-${rng.upper(6)}  category SOAB-HP  claimed 1,536,732\n(${rng.float(1.2, 3.1)}s)` });
      oh.finish('Submitted with the confirmation code.', 'Scored both ways: SOAB-HP 1,536,732 (1,284 QSOs, 612 prefixes) vs SOSB20-HP 1,138,264 (973 QSOs, 541 prefixes). Set CATEGORY-BAND: ALL and submitted as SOAB-HP.');
      return oh.root('finished');
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'public sauna', style: 'bedrock-agents', stagnation: false,
    isolates: 'A Bedrock agent runs the heater energy model for two preheat start times (different arrival temperature, energy and cost), picks the cheaper one that meets 85 °C at opening, sets it and answers.',
    goal: 'For tomorrow (Saturday 15 March) should the sauna heaters start preheating at 05:30 or 06:00? Doors open 07:00 and we need 85 °C at opening. Run the energy model for both and set the cheaper one that still hits the temperature.',
    build(rng) {
      const clock = new Clock('2025-03-14T16:10:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Löyly Baths facilities assistant', region: 'eu-north-1' });
      br.begin(this.goal);
      br.act({ rationale: 'I will simulate a 05:30 preheat start for tomorrow.', group: 'HeaterControl', verb: 'post', path: '/simulations', body: { date: '2025-03-15', preheatStart: '05:30', targetC: 85, openAt: '07:00' }, result: { simId: `sim-${rng.hex(6)}`, reachesTargetAt: '06:41', tempAtOpenC: 88.2, energyKwh: 61.4, costEur: 13.87, tariffBands: { night_until_0600: 22.1, day: 39.3 }, outdoorForecastC: -4 } });
      br.act({ rationale: 'The 05:30 start reaches 85 °C at 06:41. Now simulating a 06:00 start.', group: 'HeaterControl', verb: 'post', path: '/simulations', body: { date: '2025-03-15', preheatStart: '06:00', targetC: 85, openAt: '07:00' }, result: { simId: `sim-${rng.hex(6)}`, reachesTargetAt: '07:09', tempAtOpenC: 81.6, energyKwh: 57.9, costEur: 15.02, tariffBands: { night_until_0600: 0, day: 57.9 }, outdoorForecastC: -4 } });
      br.act({ rationale: 'The 06:00 start misses the target at opening (81.6 °C) and costs more because all energy falls in the day tariff. 05:30 is both cheaper and on target, so I will set it.', group: 'HeaterControl', verb: 'put', path: '/schedules/{date}', params: [['date', '2025-03-15']], body: { preheatStart: '05:30' }, result: { date: '2025-03-15', preheatStart: '05:30', heaters: ['H1', 'H2', 'H3'], savedBy: 'agent' } });
      br.final({ rationale: 'Schedule saved; answering with the comparison.', text: 'Set tomorrow\'s preheat to 05:30. Model results: 05:30 reaches 85 °C at 06:41 (88.2 °C at opening) for €13.87; 06:00 would only reach 81.6 °C by 07:00 and cost €15.02, since none of it falls in the night tariff.' });
      return br.root();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'perfume atelier', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent runs stability and panel tests for an 18% and a 22% concentration in parallel calls (different cloud points, haze and scores), picks 18% on the clarity spec, fixes it in the formula and answers.',
    goal: 'Fix the eau de parfum concentration for "Cedar Smoke": trial the 18% and 22% concentrate versions (48 h maceration stability and panel projection score for each) and set the concentration in the formula record. Spec: must stay clear at 5 °C.',
    build(rng) {
      const clock = new Clock('2025-06-18T08:30:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['run_stability_check', 'get_panel_scores', 'set_formula_concentration'], system: 'You assist the formulation team at Maison Ardent.' });
      co.step('I will run the stability check and fetch the panel scores for the 18% version.', [
        { name: 'run_stability_check', args: { formula: 'CS-EDP-07', concentration_pct: 18, hours: 48 }, result: { formula: 'CS-EDP-07', concentration_pct: 18, cloud_point_c: 4.5, haze_at_5c: 'none', color_delta_e: 0.8, run: `stb-${rng.hex(5)}` } },
        { name: 'get_panel_scores', args: { formula: 'CS-EDP-07', concentration_pct: 18 }, result: { projection_1_10: 6.1, longevity_h: 7.5, panelists: 12 } }]);
      co.step('18%: clear at 5 °C (cloud point 4.5 °C), projection 6.1, about 7.5 h. Now the same for 22%.', [
        { name: 'run_stability_check', args: { formula: 'CS-EDP-07', concentration_pct: 22, hours: 48 }, result: { formula: 'CS-EDP-07', concentration_pct: 22, cloud_point_c: 9.0, haze_at_5c: 'slight', color_delta_e: 1.6, run: `stb-${rng.hex(5)}` } },
        { name: 'get_panel_scores', args: { formula: 'CS-EDP-07', concentration_pct: 22 }, result: { projection_1_10: 7.4, longevity_h: 9.0, panelists: 12 } }]);
      co.step('22% performs better on the panel but hazes at 5 °C (cloud point 9 °C), which fails the spec. I will set 18%.', [{ name: 'set_formula_concentration', args: { formula: 'CS-EDP-07', concentration_pct: 18, reason: '22% hazes at 5 C (cloud point 9.0 C); 18% clear, cloud point 4.5 C' }, result: { formula: 'CS-EDP-07', concentration_pct: 18, revision: 5 } }]);
      co.answer('Cedar Smoke EDP is set to 18% (formula CS-EDP-07 rev 5). 18% stayed clear at 5 °C (cloud point 4.5 °C) with projection 6.1/10 and ~7.5 h longevity. 22% scored higher (7.4/10, ~9 h) but hazed at 5 °C with a cloud point of 9 °C, so it fails the clarity spec.');
      return co.root();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'antique map restoration', style: 'letta', stagnation: false,
    isolates: 'A Letta agent scans a test corner at 600 dpi and then 1200 dpi (different file size, legibility and OCR confidence), estimates full-sheet storage, recommends 1200 dpi and replies.',
    goal: 'Before we digitise the 1723 Homann map of Bohemia, try the scanner at 600 and 1200 dpi on the test corner and tell me which to use for the full sheet. We need to read the smallest place names, and the archive server has about 40 GB free.',
    build(rng) {
      const clock = new Clock('2025-11-12T09:00:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'digitisation-assistant', tz: 'CET', offMin: 60, persona: 'I operate the overhead scanner and storage tools for the Atelier Kartografie restoration studio.' });
      lt.turn(this.goal, { name: 'restorer_jana' });
      lt.step('Setting the scanner to 600 dpi for the test corner.', 'set_scan_profile', { dpi: 600, color: 'RGB48', target: 'test-corner-NW' }, 'Profile set: 600 dpi, 48-bit RGB, area NW corner 10x10 cm.');
      lt.step('Scanning the test corner at 600 dpi.', 'scan_test_area', { area: 'test-corner-NW' }, J({ dpi: 600, file_mb: 18.4, smallest_text_x_height_px: 7, legible: false, ocr_confidence: 0.71, file: `scan_${rng.hex(6)}_600.tif` }));
      lt.step('600 dpi: small names are not legible (x-height 7 px, OCR 0.71). Switching to 1200 dpi.', 'set_scan_profile', { dpi: 1200, color: 'RGB48', target: 'test-corner-NW' }, 'Profile set: 1200 dpi, 48-bit RGB, area NW corner 10x10 cm.');
      lt.step('Scanning the same corner at 1200 dpi.', 'scan_test_area', { area: 'test-corner-NW' }, J({ dpi: 1200, file_mb: 73.6, smallest_text_x_height_px: 14, legible: true, ocr_confidence: 0.93, file: `scan_${rng.hex(6)}_1200.tif` }));
      lt.step('1200 dpi is legible (x-height 14 px, OCR 0.93). Estimating the full sheet size to check it fits the free space.', 'estimate_full_scan', { dpi: 1200, sheet_cm: [58, 49], color: 'RGB48' }, J({ dpi: 1200, est_gb: 2.1, free_gb: 40.3, fits: true }));
      lt.say('1200 dpi is the only one that reads the small names, and the full sheet (about 2.1 GB) fits easily.', 'Use 1200 dpi for the full sheet. At 600 dpi the smallest place names were not legible (7 px x-height, OCR 0.71, 18.4 MB test file); at 1200 dpi they are (14 px, OCR 0.93, 73.6 MB). The full sheet at 1200 dpi should come to about 2.1 GB, well within the 40 GB free.');
      lt.endTurn('end_turn');
      return lt.root({ stop_reason: 'end_turn', messages_to_user: 1 });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'community allotments', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run does dry runs of two allocation strategies (different plots allocated and wait-time medians), picks the one that meets the stated constraint, edits the config default and submits.',
    goal: 'Choose the allocation strategy for the 2025 allotment plot run\n\nCompare `waitlist-first` and `proximity` on data/applicants_2025.csv (dry run) and set the default strategy in config/allocation.toml to the one that allocates the most plots while keeping the median wait of the 20 longest-waiting applicants under 3 years.',
    build(rng) {
      const clock = new Clock('2025-01-30T10:00:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'greenbanks-allotments/allot', instanceId: 'greenbanks-allotments__allot-19' });
      sw.step('Let me see what data and options there are.', 'ls data config', 'data:\napplicants_2024.csv\napplicants_2025.csv\nplots_2025.geojson\n\nconfig:\nallocation.toml');
      sw.step('Peeking at the applicant file format.', 'head -4 data/applicants_2025.csv', 'applicant_id,joined_waitlist,postcode,size_pref,priority_group\nA-0017,2018-03-02,GB3 4QT,full,\nA-0031,2018-09-14,GB3 2LD,half,disabled_access\nA-0044,2019-01-20,GB5 1AA,any,');
      sw.step('Checking the CLI options for the run command.', 'python -m allot run --help', 'usage: allot run [-h] --strategy {waitlist-first,proximity} [--dry-run] [--seed SEED] CSV\n\nAllocate free plots to applicants.\n\noptions:\n  --strategy   allocation strategy\n  --dry-run    print the allocation summary without writing\n  --seed SEED  tie-break seed (default 2025)');
      sw.step('Dry run with waitlist-first.', 'python -m allot run --strategy waitlist-first data/applicants_2025.csv --dry-run', `allot 1.4.0  strategy=waitlist-first  applicants=212  free plots=44\nallocated: 41/44 (3 half-plots unmatched: size preference)\ntop-20 longest waiting: 20/20 allocated, median wait at allocation 2.6 y\nmean distance to plot: 2.9 km\n(dry run, nothing written; ${rng.float(0.3, 0.9)}s)`);
      sw.step('waitlist-first: 41/44 plots, top-20 median 2.6 y. Now proximity.', 'python -m allot run --strategy proximity data/applicants_2025.csv --dry-run', `allot 1.4.0  strategy=proximity  applicants=212  free plots=44\nallocated: 44/44\ntop-20 longest waiting: 13/20 allocated, median wait at allocation 3.4 y\nmean distance to plot: 1.1 km\n(dry run, nothing written; ${rng.float(0.3, 0.9)}s)`);
      sw.step('proximity fills all 44 plots but the top-20 median wait is 3.4 y, breaking the 3-year rule. waitlist-first is the one that satisfies the constraint. Opening the config.', 'open config/allocation.toml', '[File: /allot/config/allocation.toml (8 lines total)]\n1:[allocation]\n2:default_strategy = "proximity"\n3:half_plot_min_m2 = 125\n4:max_distance_km = 8\n5:\n6:[waitlist]\n7:cap_years = 10\n8:priority_groups = ["disabled_access", "school_garden"]', { openFile: '/allot/config/allocation.toml' });
      sw.step('Changing the default to waitlist-first.', 'edit 2:2\ndefault_strategy = "waitlist-first"\nend_of_edit', '[File: /allot/config/allocation.toml (8 lines total)]\n1:[allocation]\n2:default_strategy = "waitlist-first"\n3:half_plot_min_m2 = 125\n(5 more lines below)\nFile updated.');
      sw.step('Running the config tests to make sure the new default parses.', 'pytest -q tests/test_config.py', `....                                                                     [100%]\n4 passed in ${rng.float(0.1, 0.4)}s`);
      sw.step('Config updated and tests pass. Submitting.', 'submit', 'diff --git a/config/allocation.toml b/config/allocation.toml\n-default_strategy = "proximity"\n+default_strategy = "waitlist-first"');
      return sw.root({ exit_status: 'submitted', submission: 'default_strategy = "waitlist-first"' });
    },
  },
];
