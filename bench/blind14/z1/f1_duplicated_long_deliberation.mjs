// Family 1 (loop): one long reasoning step is written a second time, almost word for word,
// with nothing new observed in between; the run then stops or is cut off without doing the task.
import { nearRepeat } from './lib.mjs';

export const family = {
  name: 'duplicated_long_deliberation',
  loop: true,
  stagnation: true,
  minRepeatedWords: 25,
  isolates: 'A single near-verbatim repeat of a long analysis (25+ content words) with nothing new in between is the whole loop.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'hearing-aid clinics', style: 'messages', model: 'gpt-4o-2024-08-06', agent: 'fitting-review-assistant',
    isolates: 'After gathering fitting data the model writes a long feedback-whistle analysis, re-reads an unchanged fitting session, and writes the same analysis again nearly word for word before the turn budget runs out.',
    system: 'You are a clinical assistant for an audiology practice. You can read audiograms, fitting sessions and feedback test logs. Draft recommendations for the audiologist; never change device settings yourself.',
    goal: 'Patient PT-40917 (Mrs. Halvorsen) reports whistling from her right receiver-in-canal aid since Tuesday\'s fitting. Review the audiogram and the fitting session and write a recommendation the audiologist can apply at the follow-up visit.',
    tools: ['get_audiogram', 'get_fitting_session', 'get_feedback_test_log'],
    build(T) {
      const n = T.n;
      const savedAt = n.isoOff(60, n.t - 2.6 * 86400000);
      const session = () => ({
        session_id: 'FS-2291-0447', patient_id: 'PT-40917', clinician: 'L. Okafor, Au.D.', saved_at: savedAt,
        fitting_software: 'FitSuite 9.4.2 (build 9.4.2.3317)',
        device: { ear: 'right', model: 'Orion RIC 312', serial: 'OR3-7Y2K-55109', firmware: '4.2.118', receiver: 'M (power 2)', dome: 'open 8 mm' },
        prescription: 'NAL-NL2 / experienced user / 100% target',
        gain_offsets_db: { '1500': 0, '2000': 2, '3000': 3, '4000': 3 },
        feedback_manager: { enabled: true, initial_calibration: 'skipped' },
        programs: ['Universal', 'Restaurant', 'Music'],
        _meta: { request_id: n.uuid(), served_by: n.host('fitcloud-api'), cache: n.pick(['MISS', 'HIT', 'STALE']), fetched_at: n.iso() },
      });
      T.llm({ text: "I'll start with the latest audiogram and Tuesday's fitting session for the right aid.", calls: [
        { name: 'get_audiogram', args: { patient_id: 'PT-40917', latest: true } },
        { name: 'get_fitting_session', args: { patient_id: 'PT-40917', device_side: 'right', which: 'latest' } },
      ] });
      T.tool('get_audiogram', undefined, () => ({
        patient_id: 'PT-40917', tested_at: n.isoOff(60, n.t - 9 * 86400000), audiometer: { model: 'AC40', serial: 'AC40-118823', calibration_due: '2025-11-30' },
        air_conduction_db_hl: { right: { 250: 20, 500: 25, 1000: 35, 2000: 50, 3000: 60, 4000: 65, 8000: 70 }, left: { 250: 15, 500: 20, 1000: 30, 2000: 40, 3000: 50, 4000: 55, 8000: 65 } },
        tympanometry: 'Type A bilateral', speech_in_noise_snr_loss_db: 6.5,
        _meta: { request_id: n.uuid(), served_by: n.host('fitcloud-api'), fetched_at: n.iso() },
      }));
      T.tool('get_fitting_session', undefined, session);
      T.llm({ text: 'The initial feedback calibration was skipped in that session. Checking the feedback test log for the right side.', calls: [
        { name: 'get_feedback_test_log', args: { serial: 'OR3-7Y2K-55109', limit: 5 } },
      ] });
      T.tool('get_feedback_test_log', undefined, () => ({
        serial: 'OR3-7Y2K-55109',
        entries: [
          { at: savedAt, side: 'R', result: 'not run', reason: 'session ended early (patient left)' },
          { at: n.isoOff(60, n.t - 190 * 86400000), side: 'R', result: 'pass', note: 'previous device OR3-5K1-20931 (returned)' },
        ],
        feedback_margin_db_estimated: { '1500': 6, '2000': 3, '3000': -2, '4000': -4 },
        log_cursor: n.b64url(18), generated: n.httpDate(),
      }));
      const A = 'Putting it together: the right-ear thresholds climb from 35 dB HL at 1 kHz to 65 dB HL at 4 kHz, so NAL-NL2 at 100% target asks for a lot of high-frequency gain, and the fitter added another +3 dB at 3 and 4 kHz. That gain goes through an M power receiver with an open 8 mm dome, which leaks a lot of sound, and the estimated feedback margin is already negative at 3 kHz (-2 dB) and 4 kHz (-4 dB). The feedback manager is switched on, but its initial calibration was never run because the session ended early, so it has no measured feedback path to cancel. The whistle is therefore most likely acoustic leakage around the open dome in the 3-4 kHz region. Before I write the recommendation I want to re-open the fitting session to confirm the dome size and gain offsets.';
      T.llm({ text: A, calls: [{ name: 'get_fitting_session', args: { patient_id: 'PT-40917', device_side: 'right', which: 'latest' } }] });
      T.tool('get_fitting_session', undefined, session);
      T.llm({ text: nearRepeat(A, [['Putting it together', 'Putting this together'], ['therefore most likely', 'therefore very likely']]), calls: [{ name: 'get_fitting_session', args: { patient_id: 'PT-40917', device_side: 'right', which: 'latest' } }] });
      return T.end({ error: 'MaxTurnsExceeded: agent stopped after max_turns=4 without a final answer' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'tram depots', style: 'vercel', model: 'claude-3-5-sonnet-20241022', agent: 'depot-planner',
    isolates: 'A depot planning agent writes a long slot analysis for a bogie inspection, re-reads an unchanged track board, restates the same analysis with two words changed and ends the run without booking anything.',
    system: 'You plan maintenance slots at Westhafen tram depot. Tools: vehicle status, pit-road bookings, duty roster, and reserve_pit_slot. Do not take vehicles out of the peak service requirement.',
    goal: 'Find a slot this week to put tram 2217 over a pit road for its 40,000 km bogie inspection without cutting the Line 4 morning peak, and reserve it.',
    tools: ['get_vehicle_status', 'get_pit_road_bookings', 'get_peak_requirement', 'reserve_pit_slot'],
    cfg: { maxSteps: 8 },
    build(T) {
      const n = T.n;
      const board = () => ({
        depot: 'WHF', generated: n.rfc2822(60), scada_telegram_seq: n.seq('tg', n.int(880000, 990000), 37, 180),
        pit_roads: [
          { road: 'P1', bookings: [{ vehicle: '2230', work: 'pantograph carbon change', from: 'Mon 21:40', to: 'Tue 04:50' }, { vehicle: '2209', work: 'door actuator', from: 'Thu 22:10', to: 'Fri 03:30' }] },
          { road: 'P2', bookings: [{ vehicle: '2241', work: 'HVAC compressor', from: 'Mon 08:00', to: 'Wed 17:00' }] },
          { road: 'P3', bookings: [{ vehicle: '2204', work: 'wheel lathe + reprofile', from: 'Tue 06:00', to: 'Thu 14:00' }] },
        ],
        etag: n.etag(true),
      });
      T.llm({ text: 'Let me check 2217 first and then the pit roads.', calls: [{ name: 'get_vehicle_status', args: { fleet_no: '2217' } }] });
      T.tool('get_vehicle_status', undefined, () => ({
        fleet_no: '2217', type: 'Citadis X05', km_since_bogie_insp: 39412, limit_km: 40000, avg_km_per_day: 231, allocated_line: '4', stabled: 'road 14, pos 3',
        open_defects: [{ id: 'DF-55102', text: 'squeal from bogie 2 at low speed', raised: n.eu(60, n.t - 4 * 86400000) }],
        last_position_fix: n.isoNoMs(), gps_age_s: n.int(2, 40),
      }));
      T.llm({ text: '', calls: [{ name: 'get_pit_road_bookings', args: { depot: 'WHF', week: 'current' } }, { name: 'get_peak_requirement', args: { line: '4', period: 'AM' } }] });
      T.tool('get_pit_road_bookings', undefined, board);
      T.tool('get_peak_requirement', undefined, () => ({ line: '4', period: 'AM 06:30-09:00', vehicles_required: 18, vehicles_allocated: 21, spare_after_known_defects: 1, computed_at: n.iso(), roster_version: `R${n.int(300, 340)}.${n.int(1, 9)}` }));
      const A = 'Tram 2217 is at 39,412 km against the 40,000 km limit and runs about 231 km a day, so it crosses the limit in roughly two and a half days, which means the inspection has to happen by Thursday at the latest. Line 4 needs 18 trams in the morning peak out of 21 allocated, and with one already held for defects there are only two spares, so 2217 cannot be out of service between 06:30 and 09:00. P2 is blocked by 2241 until Wednesday 17:00 and P3 has 2204 on the wheel lathe until Thursday 14:00. P1 is free from Tuesday 04:50 until Thursday 22:10, so a Wednesday night slot on P1 from 22:00 to 05:30 fits both the kilometre limit and the peak. I should look at the P1 bookings once more before reserving the Wednesday night slot.';
      T.llm({ text: A, calls: [{ name: 'get_pit_road_bookings', args: { depot: 'WHF', week: 'current' } }] });
      T.tool('get_pit_road_bookings', undefined, board);
      const A2 = nearRepeat(A, [['which means the inspection', 'so the inspection'], ['once more before reserving', 'again before reserving']]);
      T.llm({ text: A2 });
      return T.end({ output: A2 });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'textile dye houses', style: 'mastra', model: 'gpt-4o-mini', agent: 'shadeCorrectionAgent',
    isolates: 'A dye-house agent computes a long shade-correction analysis, re-reads the identical spectrophotometer measurement, repeats the analysis near-verbatim and is stopped by the step limit before posting the correction.',
    system: 'You help the colour lab of a reactive-dye house on cotton knits. You can read lot records, spectrophotometer readings and recipes, and post correction adds to the dye-house queue.',
    goal: 'Lot DY-88213 (navy, cotton jersey, jet 6) came out off-shade against the customer standard NV-112. Work out a correction add and post it to the dye-house queue.',
    tools: ['getLotRecord', 'getSpectroReading', 'getRecipe', 'postCorrectionAdd'],
    cfg: { maxSteps: 5 },
    build(T) {
      const n = T.n;
      const measuredAt = n.pylog(n.t - 47 * 60000);
      const reading = () => ({
        measurement_id: 'SP-771902', lot: 'DY-88213', standard: 'NV-112', instrument: 'Datacolor 850 #2', illuminant: 'D65/10', measured_at: measuredAt, stage: 'after soaping, dried 3 min',
        dE_cmc_2_1: 1.84, dL: 0.91, da: -0.22, db: 0.63, dC: 0.58, dH: 0.31, pass_tolerance: 1.0, verdict: 'FAIL',
        instrument_status: { lamp_hours: n.float(1180, 1190, 1), last_white_tile_cal: n.eu(60, n.t - n.int(2, 5) * 3600000), warmup_min: n.int(31, 55) },
        _req: n.reqId('sp_'),
      });
      T.llm({ text: '', calls: [{ name: 'getLotRecord', args: { lot: 'DY-88213' } }, { name: 'getSpectroReading', args: { lot: 'DY-88213', latest: true } }] });
      T.tool('getLotRecord', undefined, () => ({
        lot: 'DY-88213', machine: 'jet 6', substrate: 'cotton single jersey 180 g/m2', batch_kg: 412, liquor_ratio: '1:8', process: 'reactive 60 C all-in', customer: 'Havnø Apparel', po: 'HA-24-3391',
        plc_log_ref: `J6/${n.compact()}/${n.int(100, 999)}`, status: 'HOLD - shade',
      }));
      T.tool('getSpectroReading', undefined, reading);
      T.llm({ text: 'Reading is a fail at 1.84 dE. I need the recipe before I can size the add.', calls: [{ name: 'getRecipe', args: { lot: 'DY-88213' } }] });
      T.tool('getRecipe', undefined, () => ({
        recipe_id: 'RC-NV112-07', dyes_pct_owf: { 'Remazol Navy RGB 150%': 4.2, 'Remazol Yellow 3RS 133%': 0.35, 'Remazol Red RB 133%': 0.6 }, salt_g_l: 80, soda_g_l: 20, dispensed_by: 'autodoser AD-2', dispense_ticket: n.jobId('DT'),
      }));
      const A = 'Summary of the shade problem: the lot reads dE CMC 1.84 against NV-112 with dL +0.91, so it is clearly too light, and db +0.63 means it is also on the yellow side while da -0.22 is only slightly green. The recipe is Navy RGB at 4.2% owf, Yellow 3RS at 0.35% and Red RB at 0.6% on a 412 kg batch at 1:8. Lightness that far off normally needs around 6-8% more navy, so an add of about 0.30% owf Navy RGB (1.24 kg) with no extra yellow, plus 0.03% owf Red RB (0.12 kg) to pull the hue back from yellow, should bring it inside 1.0. The add would go in at 60 C with 10 g/l extra salt. Before posting I want to re-check that this reading was taken after soaping and not on the unsoaped sample, because an unsoaped reading would overstate the depth.';
      T.llm({ text: A, calls: [{ name: 'getSpectroReading', args: { lot: 'DY-88213', latest: true } }] });
      T.tool('getSpectroReading', undefined, reading);
      T.llm({ text: nearRepeat(A, [['Summary of the shade problem', 'Summary of the shade issue'], ['normally needs around', 'usually needs around']]) });
      return T.end({ error: 'MastraError: agent shadeCorrectionAgent reached maxSteps (5) before producing a final response' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'harbour pilots', style: 'langgraph', model: 'gpt-4o-2024-11-20', agent: 'pilot_dispatch',
    isolates: 'A pilot-dispatch graph writes a long tidal-window and roster analysis, re-fetches the same tide table, writes the same analysis again with a word changed and hits the recursion limit without assigning a pilot.',
    system: 'You are the dispatch assistant of the Eastmouth pilotage station. Assign pilots and tugs to arrivals using the tide predictions, the vessel notice and the pilot roster. Pilots need a Class A licence for vessels over 250 m LOA and at least 10 hours rest.',
    goal: "Assign a pilot and a tug plan for the inbound LNG carrier 'Arctic Voyager' (LOA 295 m, draught 11.8 m) for tonight's high-water window, and record the assignment.",
    tools: ['get_arrival_notice', 'get_tide_prediction', 'get_pilot_roster', 'record_assignment'],
    cfg: { recursionLimit: 8 },
    build(T) {
      const n = T.n;
      const tides = () => ({
        station: 'Eastmouth Bar', datum: 'CD', source: 'UKHO TotalTide export', issued: n.ymd(),
        events: [{ type: 'LW', time_local: '16:42', height_m: 0.9 }, { type: 'HW', time_local: '22:57', height_m: 5.6 }, { type: 'LW', time_local: '05:11', height_m: 1.1 }],
        surge_residual_m: 0.1, x_request_id: n.uuid(), cache_age_s: n.int(0, 900),
      });
      T.llm({ text: 'Fetching the arrival notice and tonight\'s tides.', calls: [{ name: 'get_arrival_notice', args: { vessel: 'Arctic Voyager' } }, { name: 'get_tide_prediction', args: { station: 'Eastmouth Bar', date: 'today' } }] });
      T.tool('get_arrival_notice', undefined, () => ({ vessel: 'Arctic Voyager', imo: 9781234, loa_m: 295, beam_m: 46, draught_m: 11.8, cargo: 'LNG', eta_pilot_station: '21:15 local', berth: 'LNG jetty 2', ais_last_seen: n.isoNoMs(), ais_age_s: n.int(4, 180), notice_ref: `ANN-${n.digits(6)}` }));
      T.tool('get_tide_prediction', undefined, tides);
      T.llm({ text: 'Now the roster for tonight.', calls: [{ name: 'get_pilot_roster', args: { shift: 'night', date: 'today' } }] });
      T.tool('get_pilot_roster', undefined, () => ({
        shift: 'night 18:00-06:00', roster_rev: n.int(40, 60), printed: n.us(0),
        pilots: [
          { name: 'K. Brennan', licence: 'A', rest_hours_at_21h: 13.5, jobs_tonight: [] },
          { name: 'M. Oyelaran', licence: 'A', rest_hours_at_21h: 7.0, jobs_tonight: ['Nordic Swan dep 19:30'] },
          { name: 'J. Sato', licence: 'B', rest_hours_at_21h: 15.0, jobs_tonight: [] },
          { name: 'D. Farrow', licence: 'A', rest_hours_at_21h: 11.0, jobs_tonight: ['Clyde Trader arr 01:40'] },
        ],
      }));
      const A = 'Working through the constraints: Arctic Voyager draws 11.8 m and the bar has 9.5 m charted depth, so with the 10% under-keel clearance rule she needs about 3.5 m of tide over chart datum. Tonight high water is 22:57 at 5.6 m after low water 0.9 m at 16:42, so the height passes 3.5 m at roughly 20:30 on the flood and drops below it again around 01:20 on the ebb. Boarding at 21:15 and the 75-minute passage to LNG jetty 2 puts her alongside around 22:30, comfortably inside the window. She is 295 m, so only Class A pilots qualify: Oyelaran has only 7 hours rest, Farrow has the 01:40 Clyde Trader job, and Brennan has 13.5 hours rest and no other job, so Brennan is the candidate, with three 70 t tugs for an LNG carrier this size. I will re-check the tide table before recording the assignment, since the window drives everything else.';
      T.llm({ text: A, calls: [{ name: 'get_tide_prediction', args: { station: 'Eastmouth Bar', date: 'today' } }] });
      T.tool('get_tide_prediction', undefined, tides);
      T.llm({ text: nearRepeat(A, [['Working through the constraints', 'Working through the constraints again'], ['comfortably inside the window', 'well inside the window']]), calls: [{ name: 'get_tide_prediction', args: { station: 'Eastmouth Bar', date: 'today' } }] });
      return T.end({ error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'film archives', style: 'pydantic', model: 'claude-3-7-sonnet-20250219', agent: 'nitrate_triage',
    isolates: 'The model\'s thinking contains a long triage analysis of nitrate reels, it re-reads unchanged condition reports, the same thinking is produced again almost verbatim, and the request limit ends the run.',
    system: 'You are the collections assistant of a film archive. You triage nitrate and acetate reels for scanning based on condition reports and scanner time. Always return a ranked list with reasons.',
    goal: 'Decide which three nitrate reels from the Koppel collection go to the 4K scanner first next week, given the latest condition reports and scanner availability.',
    tools: ['list_reels', 'get_condition_reports', 'get_scanner_calendar'],
    rootMeta: { request_limit: 4 },
    build(T) {
      const n = T.n;
      const reports = () => ({
        collection: 'Koppel', report_batch: 'CR-2291', inspector: 'A. Wendt',
        reels: [
          { reel: 'KOP-N-014', title: 'Hafenfest 1931 (rushes)', ad_strip: 2.0, shrinkage_pct: 1.1, tackiness: 'none', decomposition_stage: 1 },
          { reel: 'KOP-N-022', title: 'Werkstatt Koppel, Teil 2', ad_strip: 3.0, shrinkage_pct: 1.9, tackiness: 'slight', decomposition_stage: 3 },
          { reel: 'KOP-N-031', title: 'Familienfilm Sommer 1936', ad_strip: 1.0, shrinkage_pct: 0.7, tackiness: 'none', decomposition_stage: 1 },
          { reel: 'KOP-N-037', title: 'Eisgang auf der Elbe', ad_strip: 2.5, shrinkage_pct: 1.6, tackiness: 'none', decomposition_stage: 2 },
          { reel: 'KOP-N-040', title: 'Kinowerbung Union-Theater', ad_strip: 1.5, shrinkage_pct: 2.4, tackiness: 'brittle edges', decomposition_stage: 2 },
        ],
        vault_rh_pct: n.float(33, 36, 1), vault_temp_c: n.float(3.8, 4.4, 1), exported_at: n.isoOff(60), export_token: n.b64url(20),
      });
      T.llm({ text: 'Getting the reel list and the condition reports.', calls: [{ name: 'list_reels', args: { collection: 'Koppel', base: 'nitrate' } }, { name: 'get_condition_reports', args: { collection: 'Koppel', latest: true } }] });
      T.tool('list_reels', undefined, () => ({ count: 5, reels: ['KOP-N-014', 'KOP-N-022', 'KOP-N-031', 'KOP-N-037', 'KOP-N-040'], vault: 'N-vault 2, bay C', query_ms: n.int(12, 90) }));
      T.tool('get_condition_reports', undefined, reports);
      T.llm({ text: '', calls: [{ name: 'get_scanner_calendar', args: { scanner: 'Scanity HDR', week: 'next' } }] });
      T.tool('get_scanner_calendar', undefined, () => ({ scanner: 'Scanity HDR', week: 'next', free_slots: [{ day: 'Tue', hours: 6 }, { day: 'Wed', hours: 7 }, { day: 'Thu', hours: 3 }], gate: 'wet-gate unavailable (pump service)', calendar_sync: n.httpDate(), ics_uid: `${n.uuid()}@scanlab` }));
      const A = 'Ranking by risk first: KOP-N-022 is the worst, A-D strip 3.0, stage 3 decomposition and slight tackiness, so it has the shortest remaining life and must go first even though tacky film scans slowly. KOP-N-037 is next with A-D 2.5 and 1.6% shrinkage, still within the 2% the scanner gate tolerates without the wet gate. KOP-N-040 has only A-D 1.5 but 2.4% shrinkage and brittle edges, and shrinkage beyond 2% gets worse quickly, so it should go third while it can still be transported without the wet gate. KOP-N-014 and KOP-N-031 are stable at stage 1. Scanner time next week is Tue 6 h, Wed 7 h, Thu 3 h; three 300 m reels at about 4 hours each fit into Tue and Wed. Before giving the ranking I should look at the condition reports again to make sure the shrinkage figure for KOP-N-040 is not a typo.';
      T.llm({ reasoning: A, text: '', calls: [{ name: 'get_condition_reports', args: { collection: 'Koppel', latest: true } }] });
      T.tool('get_condition_reports', undefined, reports);
      T.llm({ reasoning: nearRepeat(A, [['Ranking by risk first', 'Ranking by risk'], ['gets worse quickly', 'gets worse fast']]), text: '', calls: [{ name: 'get_condition_reports', args: { collection: 'Koppel', latest: true } }] });
      return T.end({ error: 'UsageLimitExceeded: The next request would exceed the request_limit of 4' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', startAt: '2025-10-06T07:00:00Z', domain: 'ropeway maintenance', style: 'adk', model: 'gemini-1.5-pro-002', agent: 'rope_inspector',
    isolates: 'A ropeway maintenance agent writes a long magnetic-rope-test analysis, re-reads the same test report, produces the same analysis again near-verbatim and is stopped by the LLM-call limit before deciding on the splice.',
    system: 'You assist the maintenance chief of a monocable gondola. Use the magnetic rope test (MRT) reports, splice history and operating hours to decide whether rope work is needed before the season. Cite the limits you apply.',
    goal: 'Review this year\'s magnetic rope test for the Kreuzeck gondola haul rope and decide whether splice 2 needs to be re-made before the winter season opens.',
    tools: ['get_mrt_report', 'get_splice_history', 'get_operating_hours'],
    app: 'ropeway_maintenance',
    build(T) {
      const n = T.n;
      const report = () => ({
        report_no: 'MRT-2291-KRZ', rope: '54 mm 6x36WS-IWRC, length 4,120 m', tested_on: n.ymd(n.t - 11 * 86400000), instrument: 'LMA-TEST 250, head S/N 4471', operator: 'Seilprüfstelle Süd',
        results: { max_lma_loss_pct: 2.1, lma_position_m: 1842, broken_wires_6d_max: 4, broken_wires_30d_max: 7, lf_signals: [{ pos_m: 1838, count: 3 }, { pos_m: 1851, count: 1 }] },
        limits_applied: 'EN 12927:2019 table 3', pdf: `https://docs.kreuzeck-bahn.at/mrt/${n.hex(10)}.pdf?exp=${n.epoch() + 3600}&sig=${n.b64url(22)}`, retrieved: n.isoNoMs(),
      });
      T.llm({ text: 'I will read the MRT report and the splice history.', calls: [{ name: 'get_mrt_report', args: { installation: 'KRZ-8MGD', year: 'current' } }, { name: 'get_splice_history', args: { installation: 'KRZ-8MGD' } }] });
      T.tool('get_mrt_report', undefined, report);
      T.tool('get_splice_history', undefined, () => ({ splices: [{ no: 1, made: '2017-06', position_m: '310-1630', length_m: 1320 }, { no: 2, made: '2019-09', position_m: '1790-3110', length_m: 1320, remark: 'tuck 3 re-seated 2022' }], record_version: n.int(12, 30) }));
      T.llm({ text: '', calls: [{ name: 'get_operating_hours', args: { installation: 'KRZ-8MGD', since: 'last_mrt' } }] });
      T.tool('get_operating_hours', undefined, () => ({ hours_since_last_mrt: 2180, cycles: 30410, hours_total_rope: 16420, plc_export: `KRZ_PLC_${n.compact()}.csv`, rows: n.int(8000, 9000) }));
      const A = 'Reading the results against EN 12927: the worst loss of metallic area is 2.1% at 1,842 m and the worst broken-wire counts are 4 in 6d and 7 in 30d, with the local-fault signals clustered at 1,838 m and 1,851 m. Splice 2 runs from 1,790 m to 3,110 m, so both the LMA loss and the broken wires sit in its first 60 metres, which is exactly where the tuck of strand 3 was re-seated in 2022. For a 6x36WS rope the discard level for broken wires is 6 in 6d, so 4 is inside the limit but above the 50% intervention threshold, and the rope has done 2,180 hours since the last test. The reasonable call is to re-make the tuck zone of splice 2 rather than the whole splice. I want to re-read the MRT report to be certain the 1,842 m position is measured from the same reference as the splice chainage.';
      T.llm({ text: A, calls: [{ name: 'get_mrt_report', args: { installation: 'KRZ-8MGD', year: 'current' } }] });
      T.tool('get_mrt_report', undefined, report);
      T.llm({ text: nearRepeat(A, [['Reading the results against', 'Reading these results against'], ['The reasonable call', 'The sensible call']]), calls: [{ name: 'get_mrt_report', args: { installation: 'KRZ-8MGD', year: 'current' } }] });
      return T.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `4` exceeded' });
    },
  },
];
