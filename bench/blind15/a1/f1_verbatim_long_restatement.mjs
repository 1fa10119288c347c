// Family 1 (loop: true, stagnation: true): one near-verbatim repeat of a long reasoning step or
// assistant message, nothing new observed in between, then the run stops or is cut off.
import { fmt } from './lib.mjs';

export const FAMILY = 'verbatim_long_restatement';

export const scenarios = [
  {
    row: '01', domain: 'falconry centre flying-weight rota', style: 'langsmith',
    build: (N) => {
      const weighLog = (N) => ({
        bird: 'Vesper', species: 'Falco peregrinus', ring: 'UK-BRF-88213',
        flying_band_g: { min: 590, max: 605 },
        entries: [
          { date: '2 days ago', time: '07:40', weight_g: 604, fed_g: 38, by: 'KM' },
          { date: 'yesterday', time: '07:35', weight_g: 608, fed_g: 30, by: 'KM' },
          { date: 'today', time: '07:45', weight_g: 612, fed_g: null, by: 'RD' },
        ],
        scale: 'Kern-EMB-1200 #3', fetched_at: fmt.iso(N.now()),
      });
      const T1 = 'Vesper weighed 612 g this morning against her flying band of 590 to 605 g, so she is 7 g heavy and should not be flown at the 15:00 display unless the midday weigh brings her back into band. The obvious substitute is Juno the Harris hawk, who is in band, but Juno already flies at 11:00 and the welfare policy caps each bird at two public flights a day, so I need to confirm whether a second Juno flight is allowed or whether 15:00 becomes a static handling talk instead.';
      const T2 = 'Vesper weighed 612 g this morning against her flying band of 590 to 605 g, so she is 7 g heavy and should not be flown at the 15:00 display unless the midday weigh brings her back into band. The obvious substitute is Juno the Harris hawk, who is in band, but Juno already flies at 11:00 and the welfare policy caps each bird at two public flights per day, so I need to confirm whether a second Juno flight is allowed or whether the 15:00 slot becomes a static handling talk.';
      return {
        style: 'langsmith', agent: 'LangGraph', model: 'claude-3-5-sonnet-20241022', project: 'hawkridge-rota',
        goal: "Prepare tomorrow's flying-display rota for Hawkridge Falconry Centre, making sure no bird is flown outside its flying-weight band.",
        isolates: 'A long reasoning paragraph about an over-weight peregrine is restated almost word for word after the weigh log is re-read and returns the same entries, then the graph hits its recursion limit.',
        system: 'You are the rota assistant for Hawkridge Falconry Centre. Use the tools to read the display schedule and weigh logs. Never schedule a bird outside its flying band.',
        user: "Can you put together tomorrow's display rota? Usual three slots. Check weights first please.",
        turns: [
          { text: "I'll start with tomorrow's display slots.", calls: [{ name: 'get_display_schedule', args: { date: 'tomorrow', site: 'hawkridge' }, out: (N) => ({ slots: [{ time: '11:00', arena: 'main lawn', bird: 'Juno', species: 'Parabuteo unicinctus' }, { time: '13:30', arena: 'barn', bird: 'Pip', species: 'Tyto alba' }, { time: '15:00', arena: 'main lawn', bird: 'Vesper', species: 'Falco peregrinus' }], version: N.int(40, 90), etag: N.etag(true) }) }] },
          { text: 'Checking the weigh logs for the three birds, starting with the peregrine since falcons drift fastest.', calls: [{ name: 'get_weigh_log', args: { bird: 'Vesper', days: 3 }, out: weighLog }, { name: 'get_weigh_log', args: { bird: 'Juno', days: 3 }, out: (N) => ({ bird: 'Juno', flying_band_g: { min: 690, max: 720 }, entries: [{ date: 'today', time: '07:50', weight_g: 702, fed_g: null, by: 'RD' }], scale: 'Kern-EMB-1200 #1', fetched_at: fmt.iso(N.now()) }) }] },
          { think: T1, calls: [{ name: 'get_weigh_log', args: { bird: 'Vesper', days: 3 }, out: weighLog }] },
          { think: T2, calls: [{ name: 'get_weigh_log', args: { bird: 'Vesper', days: 3 }, out: weighLog }] },
        ],
        end: { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', status: 'error' },
      };
    },
  },
  {
    row: '02', domain: 'lift-bridge operations', style: 'otel',
    build: (N) => {
      const poss = (N) => ({
        route: 'Ely North Jn – Queen Adelaide', possessions: [{ ref: 'P2025/4471', from: '21:15', to: '22:05', type: 'engineering', road_diversion_blocked: true }],
        source: 'possession-planner', generated: fmt.http(N.now()), 'x-request-id': N.uuid(),
      });
      const T1 = "The barge Maria Kristina reports an ETA of 21:40 with an 18.2 m air draft, which needs a full lift of the bascule to 80 degrees. A full lift cycle takes about 14 minutes including road barriers, and the rail possession P2025/4471 from 21:15 to 22:05 blocks the road diversion, so the lift either waits until after 22:05 or the barge holds at the waiting pontoon. I should confirm with the harbour master whether holding at the pontoon after 22:00 is permitted.";
      const T2 = "The barge Maria Kristina reports an ETA of 21:40 with an 18.2 m air draft, which needs a full lift of the bascule to 80 degrees. A full lift cycle takes roughly 14 minutes including road barriers, and rail possession P2025/4471 from 21:15 to 22:05 blocks the road diversion, so the lift either waits until after 22:05 or the barge holds at the waiting pontoon. I should confirm with the harbour master whether holding at the pontoon after 22:00 is allowed.";
      return {
        style: 'otel', agent: 'BridgeDeskAgent', model: 'gpt-4.1', service: 'riverside-bridge-desk',
        goal: "Book tonight's lift of the Queen Adelaide bascule bridge for the barge Maria Kristina without clashing with the rail possession.",
        isolates: 'The bridge agent writes a long paragraph weighing the ETA against a rail possession, re-reads the unchanged possession list, and writes the same paragraph again before the run is stopped.',
        system: 'You operate the lift-bridge booking desk. Read vessel ETAs and rail possessions, then book a lift slot with book_lift. Road and rail safety rules take priority.',
        user: 'Maria Kristina (tall mast) coming up tonight, please book her lift.',
        turns: [
          { calls: [{ name: 'get_vessel_eta', args: { vessel: 'Maria Kristina', mmsi: '244110352' }, out: (N) => ({ vessel: 'MARIA KRISTINA', mmsi: 244110352, eta_local: '21:40', air_draft_m: 18.2, last_ais: fmt.isoOff(N.now() - 420000, 60), sog_kn: 5.1, nav_status: 'under way using engine', ais_msg_seq: N.int(10000, 99999) }) }] },
          { text: 'She needs a full lift. Checking rail possessions on the approach.', calls: [{ name: 'get_rail_possessions', args: { section: 'ELY-QA', date: 'today' }, out: poss }] },
          { think: T1, calls: [{ name: 'get_rail_possessions', args: { section: 'ELY-QA', date: 'today' }, out: poss }] },
          { think: T2 },
        ],
        end: { error: 'run terminated: max_turns=4 exceeded', status: 'cut_off' },
      };
    },
  },
  {
    row: '03', domain: 'vinyl record pressing plant QC', style: 'openai_agents',
    build: (N) => {
      const qc = (N) => `QC REPORT  batch=TP-4471  title="Low Orbit" 2xLP 180g\nside  noise_floor_dB  clicks/min  off-centre_mm  visual\nA     -62.1           0.4         0.12           pass\nB     -61.8           0.6         0.10           pass\nC     -54.3           3.9         0.31           FAIL (non-fill at 4:10)\nD     -62.4           0.3         0.09           pass\nstamper set: ST-4471-C (press 2), cycles 1180/1500\nprinted ${fmt.dmy(N.now())} by qc-bench-${N.int(1, 4)}`;
      const M1 = 'Side C fails on non-fill at 4:10 with a noise floor of -54.3 dB and 3.9 clicks per minute, while sides A, B and D pass comfortably. The stamper for side C has done 1180 of its 1500 rated cycles, so this looks like a press 2 temperature or vinyl-flow issue rather than a worn stamper, which means the batch cannot be approved as is and side C needs a re-press on press 1 before the 1,000-unit run is released.';
      const M2 = 'Side C fails on non-fill at 4:10 with a noise floor of -54.3 dB and 3.9 clicks per minute, while sides A, B and D pass comfortably. The side C stamper has done 1180 of its 1500 rated cycles, so this looks like a press 2 temperature or vinyl-flow issue rather than a worn stamper, which means the batch cannot be approved as it is and side C needs a re-press on press 1 before the 1,000-unit run is released.';
      return {
        style: 'openai_agents', agent: 'Pressing QC Agent', model: 'gpt-4o-2024-08-06', workflow: 'tp-approval',
        goal: "Decide whether test pressing batch TP-4471 for the 'Low Orbit' 2xLP can be approved for the 1,000-unit production run, and if not, schedule what is needed.",
        isolates: 'The QC agent writes a long verdict about a failing side C, re-reads the identical QC report, and emits the same verdict again instead of scheduling the re-press, then hits the turn limit.',
        system: 'You approve test pressings. Use get_qc_report and get_press_schedule; use schedule_repress when a side fails.',
        user: 'TP-4471 is back from QC, can we release the run?',
        turns: [
          { calls: [{ name: 'get_qc_report', args: { batch: 'TP-4471' }, out: qc }] },
          { text: M1, calls: [{ name: 'get_qc_report', args: { batch: 'TP-4471' }, out: qc }] },
          { text: M2 },
        ],
        end: { error: 'MaxTurnsExceeded: Max turns (3) exceeded' },
      };
    },
  },
  {
    row: '04', domain: 'Rust crate snapshot-test fix', style: 'anthropic',
    build: (N) => {
      const testOut = (N) => `   Compiling toml-fmt v0.9.0-dev (/home/dev/src/toml-fmt)\n    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${N.float(3, 9, 2)}s\n     Running unittests src/lib.rs (target/debug/deps/toml_fmt-${N.hex(16)})\n\nrunning 1 test\ntest parser::tests::render_nested_tables ... FAILED\n\nfailures:\n---- parser::tests::render_nested_tables stdout ----\n-old snapshot\n+new results\n────────────┬───────────────────────────\n    3     3 │ [server]\n    4     4 │ limits = { cpu = 2, mem = "4G" }\n    5       │-owners = { name = "ops", team = "infra" }\n          5 │+owners = { name = "ops", team = "infra", }\n────────────┴───────────────────────────\nstored new snapshot ${N.tmp('.snap.new').replace('/tmp/', '/home/dev/src/toml-fmt/src/snapshots/')}\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; finished in ${N.float(0.02, 0.6, 2)}s\n`;
      const K1 = 'The snapshot diff shows the only change is a trailing comma after the last key of the inline table, which comes from the new trailing_comma = "always" default in config.rs. The fix is either accepting the snapshot with cargo insta accept or passing the old config explicitly in the test, and because the changelog says the default change was intentional I should accept the snapshot rather than editing the test.';
      const K2 = 'The snapshot diff shows the only change is a trailing comma after the last key in the inline table, which comes from the new trailing_comma = "always" default in config.rs. The fix is either to accept the snapshot with cargo insta accept or to pass the old config explicitly in the test, and since the changelog says the default change was intentional I should accept the snapshot rather than edit the test.';
      return {
        style: 'anthropic', agent: 'dev-agent', model: 'claude-sonnet-4-20250514',
        goal: 'Fix the failing insta snapshot test parser::tests::render_nested_tables in the toml-fmt crate.',
        isolates: 'A coding agent reasons at length that the snapshot should be accepted, re-runs the same failing test which prints the same diff, restates that reasoning nearly verbatim, and is interrupted without ever accepting it.',
        system: 'You are a coding agent with a bash tool in the repository root. Make the minimal change that makes the tests pass.',
        user: 'render_nested_tables started failing after I merged the config PR. Can you sort it out?',
        turns: [
          { text: "I'll run the failing test to see the snapshot diff.", calls: [{ name: 'bash', args: { command: 'cargo test -p toml-fmt parser::tests::render_nested_tables 2>&1 | tail -30' }, out: testOut, slow: 9 }] },
          { calls: [{ name: 'bash', args: { command: 'grep -n "trailing_comma" -r src/config.rs CHANGELOG.md' }, out: 'src/config.rs:41:    pub trailing_comma: TrailingComma,\nsrc/config.rs:77:            trailing_comma: TrailingComma::Always,\nCHANGELOG.md:9:- Inline tables now get a trailing comma by default (`trailing_comma = "always"`); set "never" for the old output.' }] },
          { think: K1, calls: [{ name: 'bash', args: { command: 'cargo test -p toml-fmt parser::tests::render_nested_tables 2>&1 | tail -30' }, out: testOut, slow: 9 }] },
          { think: K2 },
        ],
        end: { error: 'interrupted by user (SIGINT) after 4 model turns', status: 'interrupted' },
      };
    },
  },
  {
    row: '05', domain: 'taxidermy studio export paperwork', style: 'plain',
    build: (N) => {
      const status = (N) => ({ taxon: 'Strix aluco', common_name: 'Tawny owl', cites_appendix: 'II', eu_annex: 'A', article_10_required_for_commercial_use: true, source: 'species+ mirror', cache: `HIT age=${N.int(30, 3000)}`, served_by: N.host('speciesdb') });
      const M1 = 'The tawny owl is on CITES Appendix II but, more importantly, EU Annex A, so any commercial sale needs an Article 10 certificate, and moving it from the UK to France also needs a CITES export permit from APHA and an import permit on the French side. The specimen record shows a road-kill origin with a vet letter dated 2019, which is the evidence the Article 10 application will need, so the paperwork list is Article 10, export permit, import permit and the provenance letter.';
      const M2 = 'The tawny owl is on CITES Appendix II but, more importantly, EU Annex A, so any commercial sale needs an Article 10 certificate, and sending it from the UK to France also needs a CITES export permit from APHA and an import permit on the French side. The specimen record shows a road-kill origin with a vet letter dated 2019, which is the evidence the Article 10 application needs, so the paperwork list is Article 10, export permit, import permit, plus the provenance letter.';
      return {
        style: 'plain', agent: 'studio-assistant', model: 'gpt-4o-mini',
        goal: 'Check whether the mounted tawny owl for order T-2207 can be sold to a buyer in France and draft the list of permits needed, saving it to the order.',
        isolates: 'The assistant states the same long permit analysis twice with an identical species lookup between, never saving the list to the order, and the run stops.',
        system: 'You help a taxidermy studio with legal compliance. Tools: lookup_species_status, get_specimen_record, save_order_note.',
        user: 'Buyer in Lyon wants the tawny owl mount from order T-2207. What do we need and please note it on the order.',
        turns: [
          { calls: [{ name: 'get_specimen_record', args: { order: 'T-2207' }, out: { order: 'T-2207', specimen: 'Tawny owl, full mount on branch', origin: 'road casualty, A49 nr Ludlow', provenance_docs: ['vet_letter_2019-11-03.pdf'], mounted_by: 'S. Pryce', year: 2020 } }] },
          { calls: [{ name: 'lookup_species_status', args: { taxon: 'Strix aluco', jurisdictions: ['UK', 'EU'] }, out: status }] },
          { text: M1, calls: [{ name: 'lookup_species_status', args: { taxon: 'Strix aluco', jurisdictions: ['UK', 'EU'] }, out: status }] },
          { text: M2 },
        ],
        rootMeta: { stopped: 'no further tool call; note never saved' },
        end: {},
      };
    },
  },
  {
    row: '06', domain: 'mineral water bottling label check', style: 'langsmith',
    build: (N) => {
      const lab = (N) => ({ certificate: 'LAB-ALV-2025-031', sampled: 'source borehole B2', accredited: 'ISO 17025', results_mg_per_l: { calcium: 81, magnesium: 24, sodium: 9.4, bicarbonates: 311, sulphates: 27, nitrates: 3.1, dry_residue_180C: 418 }, pdf: `https://lims.example-bottling.fr/cert/${N.uuid()}.pdf?sig=${N.b62(32)}` });
      const T1 = 'The label artwork says calcium 72 mg/L, magnesium 24 mg/L, bicarbonates 305 mg/L and dry residue 410 mg/L at 180 °C, while the current lab certificate gives calcium 81, magnesium 24, bicarbonates 311 and dry residue 418. Calcium differs by about 11 percent, outside the tolerance our regulatory note allows, while the others are within it, so the artwork cannot go to print until calcium is corrected to 81 mg/L.';
      const T2 = 'The label artwork says calcium 72 mg/L, magnesium 24 mg/L, bicarbonates 305 mg/L and dry residue 410 mg/L at 180 °C, whereas the current lab certificate gives calcium 81, magnesium 24, bicarbonates 311 and dry residue 418. Calcium differs by about 11 percent, outside the tolerance the regulatory note allows, while the others are within it, so the artwork cannot be sent to print until calcium is corrected to 81 mg/L.';
      return {
        style: 'langsmith', agent: 'label-checker', model: 'gpt-4o', project: 'alveole-labels',
        goal: "Verify the new label artwork for 'Source Alvéole 1.5L' against the latest mineral analysis and either approve it for print or file a correction request.",
        isolates: 'The label checker spells out the same long calcium mismatch twice, fetching the unchanged lab certificate between, and never files the correction before being cut off.',
        system: 'You check mineral water labels against lab certificates. Use get_label_text, get_lab_analysis and file_correction.',
        user: 'New Alvéole 1.5L artwork v7 is ready, OK to send to the printer?',
        turns: [
          { calls: [{ name: 'get_label_text', args: { sku: 'ALV-150-PET', artwork_version: 7 }, out: { sku: 'ALV-150-PET', version: 7, panel: 'back', composition: 'Calcium 72 · Magnesium 24 · Sodium 9,4 · Bicarbonates 305 · Sulfates 27 · Nitrates 3,1 · Résidu sec à 180 °C : 410 mg/L' } }] },
          { calls: [{ name: 'get_lab_analysis', args: { source: 'B2', latest: true }, out: lab }] },
          { think: T1, calls: [{ name: 'get_lab_analysis', args: { source: 'B2', latest: true }, out: lab }] },
          { think: T2 },
        ],
        end: { error: 'Run cancelled: token budget for session exhausted (limit 40000)', status: 'error' },
      };
    },
  },
];
