// Family 3: oscillation between two states A,B,A,B...; every check in a state returns what it
// returned the last time in that state.
import { styler, span, httpResp } from './lib.mjs';

export const FAMILY = {
  name: 'toggle_between_two_states',
  loop: true,
  stagnation: true,
  summary: 'Flips a setting/branch/filter/tab between two values; each check after a flip repeats the earlier result for that value; 2+ full cycles.',
};

export const rows = [
  {
    n: '01', domain: 'indoor karting lap timing', style: 'pydantic', start: '2025-02-15T18:22:07Z',
    isolates: 'The timing agent flips the loop decoder between "high" and "normal" sensitivity; high always shows ghost passings, normal always misses kart 7, and it keeps flipping.',
    goal: 'Make the timing system register kart 7\'s laps correctly for the 19:00 endurance heat at Velocity Indoor Karting.',
    build(c) {
      const s = styler('pydantic', c, { model: 'gpt-4o' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You maintain the AMB-style decoder at Velocity Indoor Karting.'], ['user', 'Kart 7 laps are not showing up. Fix it before the 19:00 heat.']], calls: [['read_passings', { loop: 'finish', last_s: 120 }]] }));
      ch.push(s.tool('read_passings', { loop: 'finish', last_s: 120 }, { decoder: 'DEC-02', sensitivity: 'normal', passings: [{ tx: 3011, kart: 3, n: 4 }, { tx: 3004, kart: 4, n: 4 }, { tx: 3012, kart: 12, n: 4 }], missing_karts: [7], noise_floor_dbm: -71, fw: '4.3.1', read_at: c.hmsMs() }));
      const st = { high: (c2) => ({ decoder: 'DEC-02', sensitivity: 'high', passings: [{ tx: 3011, kart: 3, n: 4 }, { tx: 3004, kart: 4, n: 4 }, { tx: 3012, kart: 12, n: 4 }, { tx: 3007, kart: 7, n: 9 }], ghost_passings: 5, note: 'kart 7 double-counted (pit-lane loop crosstalk)', noise_floor_dbm: -64, read_at: c2.hmsMs() }),
        normal: (c2) => ({ decoder: 'DEC-02', sensitivity: 'normal', passings: [{ tx: 3011, kart: 3, n: 4 }, { tx: 3004, kart: 4, n: 4 }, { tx: 3012, kart: 12, n: 4 }], missing_karts: [7], noise_floor_dbm: -71, read_at: c2.hmsMs() }) };
      const order = ['high', 'normal', 'high', 'normal', 'high', 'normal', 'high'];
      order.forEach((v, i) => {
        const why = v === 'high' ? 'Kart 7 is missing at normal sensitivity, so I will raise the decoder sensitivity to high.' : 'High sensitivity produces ghost passings for kart 7, so I will set the decoder back to normal.';
        ch.push(s.llm({ msgs: [['tool', 'passings']], text: why, calls: [['set_sensitivity', { decoder: 'DEC-02', level: v }]] }));
        ch.push(s.tool('set_sensitivity', { decoder: 'DEC-02', level: v }, { ok: true, applied_at: c.iso(), reboot_ms: c.int(800, 2400), cfg_rev: c.int(100, 999) }));
        c.tick(120000);
        ch.push(s.tool('read_passings', { loop: 'finish', last_s: 120 }, st[v](c)));
      });
      return s.agent('timing_agent', { prompt: 'Kart 7 laps are not showing up. Fix it before the 19:00 heat.' }, null, ch, { model_name: 'gpt-4o', 'logfire.span_type': 'span', error: 'UsageLimitExceeded: request_limit of 8' });
    },
  },

  {
    n: '02', domain: 'tile warehouse stock search', style: 'openinference', start: '2025-04-23T10:01:19Z',
    isolates: 'A tile-warehouse assistant toggles the WMS "in stock only" filter on and off; on returns 0 Calacatta hexagon SKUs, off returns the same 14 discontinued ones, and it keeps switching.',
    goal: 'Find a Calacatta-look hexagon floor tile available for 42 m2 for a customer collection on Friday.',
    build(c) {
      const s = styler('openinference', c, { model: 'gpt-4o-mini' });
      const ch = [];
      const onRes = () => ({ query: 'calacatta hexagon', filters: { in_stock_only: true, min_m2: 42 }, total: 0, items: [], took_ms: c.int(8, 60), shard: `wms-es-${c.int(0, 5)}` });
      const offRes = () => ({ query: 'calacatta hexagon', filters: { in_stock_only: false, min_m2: 42 }, total: 14, items: [{ sku: 'HX-CAL-200', name: 'Calacatta Oro Hex 200', status: 'discontinued', on_hand_m2: 0 }, { sku: 'HX-CAL-250M', name: 'Calacatta Matt Hex 250', status: 'discontinued', on_hand_m2: 3.2 }, { sku: 'HX-CALV-175', name: 'Calacatta Viola Hex 175', status: 'discontinued', on_hand_m2: 0 }], more: 11, took_ms: c.int(8, 60), shard: `wms-es-${c.int(0, 5)}` });
      ch.push(s.llm({ msgs: [['system', 'You help trade counter staff at Ridgeway Tile Warehouse.'], ['user', 'Need calacatta hexagon floor tile, 42m2, collection Friday.']], calls: [['wms_search', { q: 'calacatta hexagon', in_stock_only: true, min_m2: 42 }]] }));
      for (let i = 0; i < 3; i++) {
        ch.push(s.tool('wms_search', { q: 'calacatta hexagon', in_stock_only: true, min_m2: 42 }, onRes()));
        ch.push(s.llm({ msgs: [['tool', '{"total":0}']], text: 'No in-stock results. Let me remove the in-stock filter to see all matching tiles.', calls: [['wms_search', { q: 'calacatta hexagon', in_stock_only: false, min_m2: 42 }]] }));
        ch.push(s.tool('wms_search', { q: 'calacatta hexagon', in_stock_only: false, min_m2: 42 }, offRes()));
        if (i < 2) ch.push(s.llm({ msgs: [['tool', '{"total":14, ...discontinued}']], text: 'These are discontinued. Let me turn the in-stock filter back on to find available tiles.', calls: [['wms_search', { q: 'calacatta hexagon', in_stock_only: true, min_m2: 42 }]] }));
      }
      return s.agent('TradeCounterAgent', { input: 'Need calacatta hexagon floor tile, 42m2, collection Friday.' }, { output: 'Agent stopped: iteration limit' }, ch, { 'session.id': c.uuid(), 'user.id': 'counter-03' });
    },
  },

  {
    n: '03', domain: 'traffic signal timing plans', style: 'llamaindex', start: '2025-05-06T06:45:33Z',
    isolates: 'A signal-timing agent alternates the corridor between plan AM-3 and plan AM-3b; the simulated queue is 212 m for AM-3 and 198 m with a side-street spillback for AM-3b every time.',
    goal: 'Choose a morning timing plan for the Harbour Rd / Mill St corridor that keeps the Mill St queue under 150 m without side-street spillback.',
    build(c) {
      const s = styler('llamaindex', c, { model: 'gpt-4o' });
      const ch = [];
      const sim = (plan) => plan === 'AM-3'
        ? { plan, cycle_s: 110, offset_s: 14, mill_st_queue_m: 212, spillback: false, avg_delay_s: 41.8, sim_seed: c.int(1, 1e6), run_id: c.uuid(), wall: c.durStr() }
        : { plan, cycle_s: 110, offset_s: 22, mill_st_queue_m: 198, spillback: true, spillback_at: 'Quarry Ln', avg_delay_s: 44.1, sim_seed: c.int(1, 1e6), run_id: c.uuid(), wall: c.durStr() };
      ch.push(s.llm({ msgs: [['system', 'You tune signal timing with the corridor simulator.'], ['user', 'Pick an AM plan for Harbour Rd / Mill St; Mill St queue < 150 m, no spillback.']], calls: [['simulate_plan', { corridor: 'HARBOUR-MILL', plan: 'AM-3' }]] }));
      const seq = ['AM-3', 'AM-3b', 'AM-3', 'AM-3b', 'AM-3'];
      seq.forEach((p, i) => {
        ch.push(s.tool('simulate_plan', { corridor: 'HARBOUR-MILL', plan: p }, sim(p), { meta: { 'tool.class': 'FunctionTool' } }));
        const next = p === 'AM-3' ? 'AM-3b' : 'AM-3';
        if (i < seq.length - 1) ch.push(s.llm({ msgs: [['tool', JSON.stringify({ plan: p })]], text: p === 'AM-3' ? 'AM-3 leaves the Mill St queue too long. Switching to AM-3b with the larger offset.' : 'AM-3b causes spillback at Quarry Ln. Switching back to AM-3.', calls: [['simulate_plan', { corridor: 'HARBOUR-MILL', plan: next }]] }));
      });
      return s.agent('FunctionAgent', { user_msg: 'Pick an AM plan for Harbour Rd / Mill St; Mill St queue < 150 m, no spillback.' }, { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' }, ch, { workflow: 'AgentWorkflow', 'span.id': c.hex(16) });
    },
  },

  {
    n: '04', domain: 'Kotlin multiplatform library build JDK switch', style: 'mastra', start: '2025-06-19T12:30:00Z',
    isolates: 'A coding agent switches the Gradle toolchain between JDK 17 and 21; 17 always fails on class file version 65, 21 always fails in kapt, and it keeps switching.',
    goal: 'Get `./gradlew :shared:build` passing for the wine-bar reservations library after the dependency bump.',
    build(c) {
      const s = styler('mastra', c, { model: 'claude-3-7-sonnet' });
      const ch = [];
      const out17 = () => `> Task :shared:compileKotlinJvm FAILED\ne: file:///repo/shared/src/jvmMain/kotlin/Booking.kt: class file has wrong version 65.0, should be 61.0 (ktor-server-core-3.1.2.jar)\n\nBUILD FAILED in ${c.int(14, 59)}s\n${c.int(9, 14)} actionable tasks: ${c.int(2, 5)} executed, ${c.int(5, 9)} up-to-date\nBuild scan: https://gradle.com/s/${c.low(13)}`;
      const out21 = () => `> Task :shared:kaptGenerateStubsKotlinJvm FAILED\nerror: java.lang.IllegalAccessError: class org.jetbrains.kotlin.kapt3.base.KaptContext cannot access class com.sun.tools.javac.util.Context (in module jdk.compiler)\n\nBUILD FAILED in ${c.int(14, 59)}s\nDaemon pid ${c.pid()}`;
      ch.push(s.llm({ msgs: [['user', 'Get :shared:build passing after the dependency bump.']], calls: [['exec', { cmd: './gradlew :shared:build --console=plain' }]] }));
      ch.push(s.tool('exec', { cmd: './gradlew :shared:build --console=plain' }, { exitCode: 1, stdout: out17() }, { error: 'exit code 1' }));
      for (let i = 0; i < 2; i++) {
        ch.push(s.llm({ msgs: [['tool', 'class file has wrong version 65.0']], text: 'The new ktor jar targets Java 21. I\'ll set the toolchain to 21.', calls: [['edit_file', { path: 'shared/build.gradle.kts', find: 'jvmToolchain(17)', replace: 'jvmToolchain(21)' }]] }));
        ch.push(s.tool('edit_file', { path: 'shared/build.gradle.kts', find: 'jvmToolchain(17)', replace: 'jvmToolchain(21)' }, { ok: true, replacements: 1 }));
        ch.push(s.tool('exec', { cmd: './gradlew :shared:build --console=plain' }, { exitCode: 1, stdout: out21() }, { error: 'exit code 1' }));
        ch.push(s.llm({ msgs: [['tool', 'kapt IllegalAccessError']], text: 'kapt breaks on JDK 21. I\'ll go back to toolchain 17.', calls: [['edit_file', { path: 'shared/build.gradle.kts', find: 'jvmToolchain(21)', replace: 'jvmToolchain(17)' }]] }));
        ch.push(s.tool('edit_file', { path: 'shared/build.gradle.kts', find: 'jvmToolchain(21)', replace: 'jvmToolchain(17)' }, { ok: true, replacements: 1 }));
        ch.push(s.tool('exec', { cmd: './gradlew :shared:build --console=plain' }, { exitCode: 1, stdout: out17() }, { error: 'exit code 1' }));
      }
      return s.agent('buildFixer', { messages: ['Get :shared:build passing after the dependency bump.'] }, { finishReason: 'tool-calls', steps: 14, note: 'maxSteps reached' }, ch, { runId: c.uuid(), resourceId: 'repo:winebar-reservations' });
    },
  },

  {
    n: '05', domain: 'sportsbook odds page browsing', style: 'gemini', start: '2025-09-27T13:55:10Z',
    isolates: 'A Gemini browser agent clicks between the "Live" and "Pre-match" tabs looking for a handicap market; each tab shows the same list as last time and it keeps clicking back and forth.',
    goal: 'Find the Asian handicap -1.5 odds for tonight\'s Aalborg vs Skjern handball match on the sportsbook site and report them.',
    build(c) {
      const s = styler('gemini', c, { model: 'gemini-2.5-pro' });
      const ch = [];
      const live = () => ({ url: 'https://sb.example/handball/denmark#live', title: 'Live Handball | Sportsbook', visible_text: 'LIVE  GOG vs Bjerringbro 17-15 (41\')  1X2 | Total  — no other live handball events', screenshot: `s3://agent-shots/${c.uuid()}.png`, dom_nodes: c.int(2100, 2500) });
      const pre = () => ({ url: 'https://sb.example/handball/denmark#prematch', title: 'Handball Pre-match | Sportsbook', visible_text: 'TODAY 19:30 Aalborg vs Skjern  1X2 1.28 9.00 6.75 | Total 61.5 O1.85 U1.90  (+3 markets)', screenshot: `s3://agent-shots/${c.uuid()}.png`, dom_nodes: c.int(2600, 3100) });
      ch.push(s.llm({ msgs: [['user', 'Get the Asian handicap -1.5 odds for Aalborg vs Skjern tonight.']], calls: [['navigate', { url: 'https://sb.example/handball/denmark' }]] }));
      ch.push(s.tool('navigate', { url: 'https://sb.example/handball/denmark' }, pre()));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['tool', 'pre-match page']], text: 'The pre-match list only shows 1X2 and Total for Aalborg vs Skjern. The handicap market may be under Live.', calls: [['click', { selector: 'button[data-tab="live"]' }]] }));
        ch.push(s.tool('click', { selector: 'button[data-tab="live"]' }, live()));
        ch.push(s.llm({ msgs: [['tool', 'live page']], text: 'The match is not live yet. Going back to the Pre-match tab to look for the handicap market.', calls: [['click', { selector: 'button[data-tab="prematch"]' }]] }));
        ch.push(s.tool('click', { selector: 'button[data-tab="prematch"]' }, pre()));
      }
      return s.agent('browser-agent', { task: 'Get the Asian handicap -1.5 odds for Aalborg vs Skjern tonight.' }, { stopped: 'max_actions=14' }, ch, { 'gemini.api': 'generateContent', tools: ['navigate', 'click', 'scroll', 'read'] });
    },
  },

  {
    n: '06', domain: 'date palm pollination scheduling', style: 'anthropic', start: '2025-03-02T05:10:48Z',
    isolates: 'A farm-ops agent alternates the block filter between north and south blocks to find unpollinated Khalas palms; north always returns 0, south always returns the same 6 palms already booked, and it never widens the search.',
    goal: 'Schedule pollination crews for Khalas palms whose spathes opened in the last 3 days and are not yet pollinated.',
    build(c) {
      const s = styler('anthropic', c, { model: 'claude-3-5-haiku-20241022' });
      const ch = [];
      const north = () => ({ filter: { cultivar: 'Khalas', blocks: 'N1-N9', spathe_open_within_d: 3, pollinated: false }, count: 0, rows: [], query_ms: c.int(30, 200), gis_layer_rev: 'r' + c.int(4000, 4100) });
      const south = () => ({ filter: { cultivar: 'Khalas', blocks: 'S1-S7', spathe_open_within_d: 3, pollinated: false }, count: 6, rows: ['S2-114', 'S2-117', 'S3-020', 'S3-021', 'S5-088', 'S6-140'].map((id) => ({ palm: id, crew_booked: 'crew-B 2025-03-03' })), query_ms: c.int(30, 200), gis_layer_rev: 'r' + c.int(4000, 4100) });
      const seq = ['N', 'S', 'N', 'S', 'N'];
      seq.forEach((b, i) => {
        const arg = { cultivar: 'Khalas', blocks: b === 'N' ? 'N1-N9' : 'S1-S7', spathe_open_within_d: 3, pollinated: false };
        ch.push(s.llm({ msgs: [['system', 'You plan pollination at Wadi Nakhla date farm.'], ['user', 'Schedule crews for Khalas palms with spathes opened in the last 3 days, not yet pollinated.']], text: b === 'N' ? (i ? 'All six south palms already have a crew booked. Let me check the north blocks again.' : 'I\'ll start with the north blocks.') : 'No matches in the north blocks. Let me check the south blocks.', calls: [['query_palms', arg]] }));
        ch.push(s.tool('query_palms', arg, b === 'N' ? north() : south()));
      });
      return s.agent('pollination-planner', { task: 'Schedule crews for Khalas palms opened in last 3 days, unpollinated.' }, { stop_reason: 'max_turns', turns: 10 }, ch, { anthropic_version: '2023-06-01' });
    },
  },
];
