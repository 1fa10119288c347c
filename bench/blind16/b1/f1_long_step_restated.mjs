// Family: long_step_restated (loop: true, stagnation: true)
// One long reasoning step / assistant message is restated near-verbatim once, with nothing new
// observed in between; then the run stops or is cut off.
import { call } from './lib.mjs';

export default [
  // 01 seaplane charters — Claude Code style session
  {
    domain: 'seaplane charters', style: 'claude', agent: 'claude-code', cwd: '/srv/charter-ops',
    isolates: 'A long go/no-go weather assessment is written, a METAR refetch returns the same report, and the same assessment is written again nearly word for word before the session is cut off.',
    goal: 'Decide whether tomorrow 07:30 floatplane charter SP-114 from Lake Rotsee to Engelberg lake landing can go, and update the booking note in bookings/SP-114.md.',
    build(h, t) {
      const metar = (hh) => `LSZC ${hh}Z 24014G24KT 9999 FEW035 BKN060 14/08 Q1009 NOSIG\nissued ${h.isoSec()} src=${h.host('wx')} seq=${h.int(10000, 99999)}`;
      t.turn('Let me read the booking first.', [call('Read', { file_path: '/srv/charter-ops/bookings/SP-114.md' },
        `     1\t# SP-114 Rotsee → Engelberg (water landing)\n     2\tPax: 3 + 41 kg baggage\n     3\tAircraft: HB-LSP (DHC-2 Beaver, floats)\n     4\tDeparture: 07:30 local\n     5\tNotes: client flexible until 10:00\n`)]);
      t.turn('Now the terminal weather for Buochs and the TAF.', [
        call('Bash', { command: 'curl -s "https://aviationweather.gov/api/data/metar?ids=LSZC&format=raw&hours=1"', description: 'Fetch METAR' }, metar('0520')),
        call('Bash', { command: 'curl -s "https://aviationweather.gov/api/data/taf?ids=LSZC&format=raw"', description: 'Fetch TAF' },
          `TAF LSZC 0503/0612 24012G22KT 9999 BKN050 TEMPO 0606/0610 25018G30KT 6000 -SHRA BKN030\nfetched_at=${h.http()}`),
      ]);
      t.turn('Checking the Engelberg lake landing limits in the ops manual.', [call('Grep', { pattern: 'Engelberg', path: '/srv/charter-ops/manual/water-landings.md', '-n': true },
        `water-landings.md:88:Engelberg (Trübsee): max crosswind 12 kt, max gust spread 10 kt, min ceiling 3000 ft AGL over Jochpass\nwater-landings.md:89:No operation with TEMPO SHRA forecast within ±1h of ETA`)]);
      const assess = 'The TAF has a TEMPO group from 06Z to 10Z with 25018G30KT, -SHRA and BKN030, which covers our 07:30 local departure and the 08:10 ETA at Trübsee. The manual forbids water landings there with a TEMPO SHRA within one hour of ETA and caps gust spread at 10 kt, and 18G30 is a 12 kt spread. So as planned SP-114 is a no-go; the option is to slide departure to 10:00, which the client accepts, but the TEMPO still runs to 10Z, so I need the next TAF issue before confirming.';
      t.turn(assess, [call('Bash', { command: 'curl -s "https://aviationweather.gov/api/data/metar?ids=LSZC&format=raw&hours=1"', description: 'Fetch METAR again' }, metar('0520'))]);
      t.turn('The TAF has a TEMPO group from 06Z to 10Z with 25018G30KT, -SHRA and BKN030, which covers our 07:30 local departure and the 08:10 ETA at Trübsee. The manual forbids water landings there with a TEMPO SHRA within one hour of ETA and caps gust spread at 10 kt, and 18G30 is a 12 kt spread. So as planned SP-114 is a no-go; the option is to slide departure to 10:00, which the client accepts, but the TEMPO still runs until 10Z, so I need the next TAF issue before confirming.', []);
      t.cut('session interrupted: context budget exhausted (auto-compact failed)', null, { num_turns: t.nTurns, subtype: 'error_during_execution' });
    },
  },

  // 02 sheet-metal fabrication shop — Langfuse trace
  {
    domain: 'sheet-metal fabrication', style: 'langfuse', agent: 'nesting-planner', stepSpans: 'agent-step',
    system: 'You plan laser-cutting nests for a sheet-metal job shop. Use the tools to read orders and sheet stock.',
    isolates: 'After reading the order and stock, the planner writes a long nesting rationale, re-reads the same stock list, and writes the same rationale again without new data.',
    goal: 'Plan the laser nest for work order WO-5521 (brackets, 2 mm S235) using sheets in stock and report sheet count and yield.',
    build(h, t) {
      t.turn(null, [call('get_work_order', { wo: 'WO-5521' }, { wo: 'WO-5521', customer: 'Kvarnström Hiss AB', parts: [{ pn: 'BR-220', qty: 340, bbox_mm: [180, 95] }, { pn: 'BR-221', qty: 120, bbox_mm: [260, 140] }], material: 'S235JR', thickness_mm: 2, due: h.day(6), _etag: h.etag() })]);
      const stock = (hh) => ({ material: 'S235JR', thickness_mm: 2, sheets: [{ size: '3000x1500', qty: 7, location: 'R3-B' }, { size: '2500x1250', qty: 22, location: 'R3-C' }], remnants: [{ id: 'RM-0932', size: '1210x900' }], snapshot_at: h.iso(), served_by: h.host('erp') });
      t.turn('Need stock for 2 mm S235 before nesting.', [call('list_sheet_stock', { material: 'S235JR', thickness_mm: 2 }, stock)]);
      const rationale = 'BR-220 at 180x95 mm fits 14 across and 14 down on a 2500x1250 sheet with 5 mm web, so about 196 parts per sheet before common-line cutting; 340 pieces need two sheets. BR-221 at 260x140 fits 9 by 8, so 72 per sheet, 120 pieces need two sheets, or one 3000x1500 sheet carrying 11 by 10. Mixing both on the 3000x1500 sheets gives better yield, so the plan should put BR-221 first on large sheets and fill gaps with BR-220, then use the remnant RM-0932 for the leftovers.';
      t.turn(rationale, [call('list_sheet_stock', { material: 'S235JR', thickness_mm: 2 }, stock)]);
      t.turn('BR-220 at 180x95 mm fits 14 across and 14 down on a 2500x1250 sheet with a 5 mm web, so about 196 parts per sheet before common-line cutting; 340 pieces need two sheets. BR-221 at 260x140 fits 9 by 8, so 72 per sheet, 120 pieces need two sheets, or one 3000x1500 sheet carrying 11 by 10. Mixing both on the 3000x1500 sheets gives better yield, so the plan should put BR-221 first on the large sheets and fill gaps with BR-220, then use remnant RM-0932 for leftovers.', []);
      t.event('agent-terminated', { reason: 'max_output_tokens_per_trace' }, null, { level: 'WARNING' });
      t.cut('trace budget exceeded: 4 generations without a plan submission');
    },
  },

  // 03 Android app Gradle build cache — plain message-level trace
  {
    domain: 'Android build engineering', style: 'plain', agent: 'ci-helper',
    system: 'You are a CI assistant for an Android monorepo. You can run shell commands in the CI container.',
    isolates: 'A long diagnosis of a Gradle configuration-cache miss is posted as an assistant message and then, with nothing observed in between, posted again almost verbatim before the CI job times out.',
    goal: 'Find why the :app:assembleRelease job in the Android repo stopped reusing the Gradle configuration cache after the AGP 8.5 upgrade.',
    build(h, t) {
      const scan = () => `Configuration cache entry discarded because 2 problems were found.\n- Task ':app:generateReleaseBuildConfig': read system property 'ci.build.number' at configuration time\n- Plugin 'com.google.firebase.crashlytics': registered listener 'BuildServiceRegistry' not compatible\nBuild scan: https://gradle.example.internal/s/${h.b62(13)}\nBUILD SUCCESSFUL in ${h.int(3, 5)}m ${h.int(1, 59)}s\n${h.int(612, 640)} actionable tasks: ${h.int(580, 600)} executed, ${h.int(20, 40)} up-to-date`;
      t.turn(null, [call('run_shell', { cmd: './gradlew :app:assembleRelease --configuration-cache --scan -q', timeout_s: 900 }, scan)]);
      t.turn(null, [call('run_shell', { cmd: 'git log --oneline -5 -- gradle/libs.versions.toml app/build.gradle.kts' }, () => `${h.short()} bump AGP to 8.5.1\n${h.short()} add build number to BuildConfig\n${h.short()} crashlytics 3.0.2\n${h.short()} kotlin 2.0.0\n${h.short()} compose bom 2024.06`)]);
      const diag = 'The cache is discarded for two reasons. First, app/build.gradle.kts reads System.getProperty("ci.build.number") while configuring generateReleaseBuildConfig, which makes the entry depend on a value that changes every CI run; it must be wrapped in providers.systemProperty(...) so it becomes a task input instead. Second, Crashlytics 3.0.2 registers a build listener the configuration cache rejects, which is fixed upstream in 3.0.3. Both came in with the commits next to the AGP bump, not with AGP itself.';
      t.turn(diag, []);
      t.turn('The cache is discarded for two reasons. First, app/build.gradle.kts reads System.getProperty("ci.build.number") while configuring generateReleaseBuildConfig, which makes the entry depend on a value that changes on every CI run; it must be wrapped in providers.systemProperty(...) so it becomes a task input. Second, Crashlytics 3.0.2 registers a build listener the configuration cache rejects, which is fixed upstream in 3.0.3. Both came in with the commits next to the AGP bump, not with AGP itself.', []);
      t.cut('run cancelled by CI timeout (job exceeded 20m wall clock)');
    },
  },

  // 04 whale-watching tours — Strands event loop
  {
    domain: 'whale-watching tours', style: 'strands', agent: 'tour_dispatcher',
    isolates: 'The dispatcher reasons at length about reassigning passengers after a sighting report, gets the same sighting feed back, and repeats the same reasoning instead of acting.',
    goal: 'Tomorrow\'s 09:00 Húsavík tour is overbooked by 11 people after the RIB was grounded. Move the overflow to other departures and tell me the new manifest counts.',
    build(h, t) {
      t.turn('I will pull the manifests for tomorrow first.', [call('get_manifests', { date: h.day(1), harbour: 'HUS' }, () => ({ date: h.day(1), departures: [{ id: 'D0900-OAK', vessel: 'Náttfari (oak schooner)', cap: 60, booked: 60 }, { id: 'D0900-RIB', vessel: 'RIB Sleipnir', cap: 12, booked: 11, status: 'GROUNDED' }, { id: 'D1300-OAK', vessel: 'Náttfari', cap: 60, booked: 47 }, { id: 'D1700-OAK', vessel: 'Garðar', cap: 48, booked: 41 }], generated: h.isoOff(0) }))]);
      const feed = () => ({ source: 'skjálfandi-sightings', window_h: 24, items: [{ species: 'humpback', count: 3, zone: 'N2', ts: h.isoSec() }, { species: 'minke', count: 1, zone: 'S1' }], cache: 'HIT', age_s: h.int(3, 300) });
      t.turn('Sightings help decide which departure to prioritise.', [call('sightings_feed', { bay: 'skjalfandi' }, feed)]);
      const plan = 'The 13:00 oak departure has 13 free seats and the 17:00 has 7, so all 11 RIB passengers fit on the 13:00 alone, keeping the party of four from booking HB-2291 together. Humpbacks were in zone N2 in the last day, which the schooner reaches within its three-hour loop, so the experience is comparable and no refund voucher is needed beyond the standard RIB-to-oak price difference of 4,000 ISK per adult.';
      t.turn(plan, [call('sightings_feed', { bay: 'skjalfandi' }, feed)]);
      t.turn('The 13:00 oak departure has 13 free seats and the 17:00 has 7, so all 11 RIB passengers fit on the 13:00 alone, keeping the party of four from booking HB-2291 together. Humpbacks were seen in zone N2 in the last day, which the schooner reaches within its three-hour loop, so the experience is comparable and no voucher is needed beyond the standard RIB-to-oak price difference of 4,000 ISK per adult.', []);
      t.cut('EventLoopException: max_cycles=4 reached without end_turn');
    },
  },

  // 05 speech therapy clinic — Haystack agent pipeline
  {
    domain: 'speech therapy clinic scheduling', style: 'haystack', agent: 'haystack.agent.run',
    isolates: 'A long slot-matching analysis is produced twice almost identically, with only a repeated calendar read in between, and the agent stops without booking.',
    goal: 'Find a weekly 45-minute slot for child client C-0417 (stammering therapy) with a therapist certified in Lidcombe, after school hours, starting next week.',
    build(h, t) {
      t.turn(null, [call('client_profile', { client_id: 'C-0417' }, { id: 'C-0417', age: 6, programme: 'Lidcombe Stage 1', availability: 'Mon-Thu after 15:30', parent_contact: 'email', last_session: h.day(-9) })]);
      const cal = () => JSON.stringify({ therapists: [{ name: 'Aoife Brennan', lidcombe: true, free: ['Tue 15:45', 'Thu 16:30'] }, { name: 'Marek Nowak', lidcombe: true, free: ['Mon 17:15'] }, { name: 'Jo Tanaka', lidcombe: false, free: ['Mon 15:30', 'Wed 16:00'] }], rooms: { 'R2': 'sensory room, booked Tue 15:00-17:00' }, fetched: h.http(), rev: h.int(4000, 4999) });
      t.turn(null, [call('therapist_calendar', { week_of: h.day(5), certification: 'lidcombe' }, cal)]);
      const ana = 'Only Aoife Brennan and Marek Nowak hold the Lidcombe certification. Aoife has Tuesday 15:45 and Thursday 16:30; Tuesday clashes because the only room suitable for under-sevens, R2, is booked until 17:00, so Thursday 16:30 with Aoife is the best weekly slot. Marek\'s Monday 17:15 is a fallback, but it ends at 18:00, later than the parent\'s stated preference for a finish before 17:45.';
      t.turn(ana, [call('therapist_calendar', { week_of: h.day(5), certification: 'lidcombe' }, cal)]);
      t.turn('Only Aoife Brennan and Marek Nowak hold the Lidcombe certification. Aoife has Tuesday 15:45 and Thursday 16:30; Tuesday clashes because the only room suitable for under-sevens, R2, is booked until 17:00, so Thursday 16:30 with Aoife is the best weekly slot. Marek\'s Monday 17:15 is the fallback, but it ends at 18:00, later than the parent\'s preference for finishing before 17:45.', []);
      t.cut('PipelineMaxComponentRuns: Max runs for component chat_generator reached (4)');
    },
  },

  // 06 kimchi fermentation plant — DSPy ReAct
  {
    domain: 'kimchi fermentation plant', style: 'dspy', agent: 'ReAct.forward', inputField: 'request', outputField: 'release_decision',
    isolates: 'The ReAct thought about whether a fermentation batch can be released is restated near-verbatim in the next step after a repeated pH reading, and the run ends at the iteration cap.',
    goal: 'Batch KB-0931 (napa cabbage kimchi, 2,400 kg) finished its 18 °C stage. Decide whether it can move to cold storage and be released for bottling.',
    build(h, t) {
      const ph = () => ({ batch: 'KB-0931', probe: 'TK-07/pH-2', ph: 4.41, salinity_pct: 2.3, temp_c: 17.9, read_at: h.uk(), sensor_fw: '3.1.7', seq: h.int(100000, 999999) });
      t.turn('I need the latest pH and salinity for KB-0931 from the tank probe.', [call('read_tank_probe', { batch_id: 'KB-0931' }, ph)]);
      t.turn('I also need the release spec for napa kimchi.', [call('get_release_spec', { product: 'NAPA-STD' }, { product: 'NAPA-STD', ph_max_for_cold_transfer: 4.6, ph_min_for_release: 4.2, salinity_pct: [2.0, 2.8], lactobacillus_cfu_min: '1e7', hold_time_h_at_4c_before_release: 48 })]);
      const th = 'The pH of 4.41 is below the 4.6 ceiling, so KB-0931 can move to cold storage now, and salinity 2.3 percent is inside the 2.0 to 2.8 band. Release for bottling is a separate gate: the spec requires 48 hours at 4 degrees and a lactobacillus count of at least 1e7 CFU, and I have no micro result yet, so the decision is transfer now, release pending micro and hold time.';
      t.turn(th, [call('read_tank_probe', { batch_id: 'KB-0931' }, ph)]);
      t.turn('The pH of 4.41 is below the 4.6 ceiling, so KB-0931 can move to cold storage now, and the salinity of 2.3 percent is inside the 2.0 to 2.8 band. Release for bottling is a separate gate: the spec requires 48 hours at 4 degrees and a lactobacillus count of at least 1e7 CFU, and I have no micro result yet, so the decision is transfer now, release pending micro and hold time.', [call('read_tank_probe', { batch_id: 'KB-0931' }, ph)]);
      t.cut('ReAct stopped: max_iters reached (4) before finish', null, { iterations: 4 });
    },
  },
];
