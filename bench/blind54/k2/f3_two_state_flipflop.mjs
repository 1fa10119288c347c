// Family: two_state_flipflop (loop: true). A, B, A, B with each check repeating the last result for that state.
export const family = 'two_state_flipflop';
export const rows = [
{
  n: '01', domain: 'ukulele schools', style: 'openinference',
  isolates: 'The agent flips the lesson-booking widget between the "beginner" and "all levels" filters; each filter returns exactly what it returned before, two full cycles.',
  goal: 'Find a free Thursday evening group ukulele slot for a beginner adult student and book it.',
  build(T) {
    const { N } = T; const c = [];
    const A = { filter: { level: 'beginner', day: 'thu', after: '17:00' } }, B = { filter: { level: 'all', day: 'thu', after: '17:00' } };
    const rA = () => ({ results: [], total: 0, took_ms: N.ms(5, 40), shard: N.host('lessons-es') });
    const rB = () => ({ results: [{ slot: 'THU-1830-G2', level: 'improver', seats_left: 3 }, { slot: 'THU-2000-G4', level: 'intermediate', seats_left: 1 }], total: 2, took_ms: N.ms(5, 40), shard: N.host('lessons-es') });
    const th = ['Beginner filter gives nothing on Thursday. Widening to all levels.', 'All levels only shows improver and intermediate groups, not suitable for a beginner. Back to the beginner filter.', 'Still no beginner classes on Thursday evenings; let me look at every level again.', 'Those are the same two non-beginner groups. Trying beginner only once more.'];
    for (let i = 0; i < 4; i++) {
      const st = i % 2 === 0 ? A : B;
      c.push(T.llm(i ? th[i - 1] : 'Searching Thursday evening classes.', [{ name: 'search_lessons', args: st }]));
      c.push(T.tool('search_lessons', st, i % 2 === 0 ? rA() : rB()));
    }
    c.push(T.llm(th[3], [{ name: 'search_lessons', args: A }]));
    c.push(T.tool('search_lessons', A, rA()));
    return T.root('ReActAgent', c, { error: 'max_iterations (10) reached' }, { 'openinference.span.kind': 'AGENT' });
  },
},
{
  n: '02', domain: 'soju distillery', style: 'smolagents',
  isolates: 'A smolagents CodeAgent toggles the still setpoint between 78 °C and 82 °C, and each reading returns the same ABV it returned at that setpoint, two full cycles.',
  goal: 'Adjust the pot still head temperature so the hearts cut for batch SJ-44 comes off at 45% ABV.',
  opts: { maxSteps: 10 },
  build(T) {
    const { N } = T; const c = [];
    const rd = (sp) => sp === 78 ? `setpoint=78.0C head=77.9C abv=51.2% flow=1.9L/min ts=${N.iso()} seq=${N.int(1000, 9999)}` : `setpoint=82.0C head=81.8C abv=38.6% flow=2.6L/min ts=${N.iso()} seq=${N.int(1000, 9999)}`;
    const th = ['Thought: I will lower the setpoint to get stronger spirit.', 'Thought: 51.2% is too strong. Raise to 82.', 'Thought: 38.6% is too weak, go back to 78.', 'Thought: Too strong again; 82 it is.', 'Thought: Too weak; back to 78.'];
    const sps = [78, 82, 78, 82, 78];
    sps.forEach((sp, i) => {
      const stepC = [];
      stepC.push(T.llm(th[i], [{ name: 'set_head_temp', args: { still: 'PS-2', celsius: sp }, var: 'r' }]));
      stepC.push(T.tool('set_head_temp', { still: 'PS-2', celsius: sp }, `Execution logs:\n${rd(sp)}\nOut: None`));
      c.push(T.chain(`Step ${i + 1}`, { step_number: i + 1 }, stepC, null, { duration_s: +(N.int(100, 900) / 100).toFixed(2) }));
    });
    return T.root('CodeAgent.run', c, 'Reached max steps.', { max_steps: 10 });
  },
},
{
  n: '03', domain: 'dumpling factories', style: 'langfuse',
  isolates: 'A Langfuse-traced agent switches the production dashboard between the Line 1 and Line 2 tabs to find the jam; each tab shows the same numbers as its last visit, two cycles.',
  goal: 'Find which production line is causing the 15% drop in dumplings per hour at the Ningbo plant this morning and report the cause.',
  build(T) {
    const { N } = T; const c = [];
    const L1 = () => ({ line: 'L1', dumplings_per_hr: 11800, target: 12000, wrapper_breaks: 3, refreshed: N.iso(), cache: 'HIT' });
    const L2 = () => ({ line: 'L2', dumplings_per_hr: 11950, target: 12000, wrapper_breaks: 2, refreshed: N.iso(), cache: 'HIT' });
    const th = ['Checking Line 1 first.', 'Line 1 is near target. Let me see Line 2.', 'Line 2 is near target too. Back to Line 1 to look again.', 'Line 1 looks fine again. Switching to Line 2.', 'Line 2 is fine. I should re-check Line 1.'];
    for (let i = 0; i < 5; i++) {
      const l = i % 2 === 0 ? 'L1' : 'L2';
      c.push(T.llm(th[i], [{ name: 'open_dashboard_tab', args: { plant: 'ningbo', tab: l } }]));
      c.push(T.tool('open_dashboard_tab', { plant: 'ningbo', tab: l }, l === 'L1' ? L1() : L2()));
    }
    return T.root('dumpling-ops-agent', c, null, { langfuse_trace_id: N.hex(32), sessionId: 'ningbo-' + N.int(100, 999), status: 'max_steps' });
  },
},
{
  n: '04', domain: 'moss wall installers', style: 'autogen',
  isolates: 'An AutoGen assistant alternates the irrigation schedule between "mist" and "drip" mode; each moisture read returns what it did last time in that mode, two full cycles.',
  goal: 'Fix the drying preserved-living moss wall in the Meridian office lobby by choosing the right irrigation mode.',
  opts: { agent: 'moss_assistant' },
  build(T) {
    const { N } = T; const c = [];
    const rd = (m) => m === 'mist' ? { mode: 'mist', vwc_pct: 21, zones_dry: ['Z3', 'Z4'], gateway: N.host('gw-moss'), sampled: N.epoch() } : { mode: 'drip', vwc_pct: 34, zones_dry: [], runoff_ml: 410, gateway: N.host('gw-moss'), sampled: N.epoch() };
    const th = ['Switching to drip to rehydrate the dry zones.', 'Drip gives runoff of 410 ml, which will stain the floor. Going back to mist.', 'Mist leaves Z3 and Z4 dry. Drip again.', 'Runoff 410 ml again. Mist then.'];
    const modes = ['drip', 'mist', 'drip', 'mist'];
    c.push(T.llm('Reading moisture first.', [{ name: 'read_moisture', args: { wall: 'meridian-lobby' } }]));
    c.push(T.tool('read_moisture', { wall: 'meridian-lobby' }, rd('mist')));
    modes.forEach((m, i) => {
      c.push(T.llm(th[i], [{ name: 'set_irrigation_mode', args: { wall: 'meridian-lobby', mode: m } }]));
      c.push(T.tool('set_irrigation_mode', { wall: 'meridian-lobby', mode: m }, { ok: true, applied_at: N.iso() }));
      c.push(T.tool('read_moisture', { wall: 'meridian-lobby' }, rd(m)));
    });
    return T.root('RoundRobinGroupChat', [T.agent('moss_assistant', { task: 'fix moss wall' }, c, null)], { stop_reason: 'Maximum number of messages 20 reached' });
  },
},
{
  n: '05', domain: 'microgreens growers', style: 'weave',
  isolates: 'A W&B Weave-traced agent flips a git branch between "lighting-v2" and "main" to find where a grow-recipe test passes; each run gives the same result per branch, two cycles.',
  goal: 'Get the LED photoperiod recipe test suite green for the microgreens controller repo and open a PR.',
  build(T) {
    const { N } = T; const c = [];
    const run = (b) => b === 'main' ? `============ test session starts ============\ncollected 42 items\ntests/test_recipes.py ..........F.......\nFAILED tests/test_recipes.py::test_radish_photoperiod - assert 16 == 18\n1 failed, 41 passed in ${(N.int(200, 900) / 100).toFixed(2)}s` : `============ test session starts ============\nImportError while loading conftest '/repo/tests/conftest.py'\nModuleNotFoundError: No module named 'spectra'\nno tests ran in ${(N.int(20, 90) / 100).toFixed(2)}s`;
    const th = ['Trying the lighting-v2 branch where the photoperiod change lives.', 'lighting-v2 cannot even import spectra. main at least runs; switching back.', 'main still has the radish photoperiod failure. lighting-v2 should have the fix.', 'Import error on lighting-v2 again. Back to main.'];
    const br = ['lighting-v2', 'main', 'lighting-v2', 'main'];
    c.push(T.llm('Running the tests on main.', [{ name: 'shell', args: { cmd: 'pytest -q tests/' } }]));
    c.push(T.tool('shell', { cmd: 'pytest -q tests/' }, run('main')));
    br.forEach((b, i) => {
      c.push(T.llm(th[i], [{ name: 'shell', args: { cmd: `git checkout ${b} && pytest -q tests/` } }]));
      c.push(T.tool('shell', { cmd: `git checkout ${b} && pytest -q tests/` }, `Switched to branch '${b}'\n` + run(b)));
    });
    return T.root('agent.run', c, { status: 'step_budget_exhausted' }, { 'weave.project': 'greens-ctrl/agents' });
  },
},
{
  n: '06', domain: 'haunted house attractions', style: 'plain',
  isolates: 'Plain message-level trace: the agent toggles the fog-machine DMX channel between 40% and 70% for the scare corridor; each camera check reports the same visibility per level, two cycles.',
  goal: 'Set fog density in the "Butcher’s Corridor" of the haunted house so guests can see the exit signs but the scare actors stay hidden.',
  build(T) {
    const { N } = T; const c = [];
    const cam = (lv) => lv === 40 ? { level: 40, exit_sign_visible: true, actor_visible: true, lux: 3.1, frame: `cam3/${N.epochMs()}.jpg` } : { level: 70, exit_sign_visible: false, actor_visible: false, lux: 0.9, frame: `cam3/${N.epochMs()}.jpg` };
    const txt = ['Actors are visible at 40%. Increasing to 70%.', 'At 70% the exit sign disappears; reducing to 40%.', 'Actors visible again at 40%. Going to 70%.', 'Exit sign hidden at 70%. Back to 40%.'];
    [70, 40, 70, 40].forEach((lv, i) => {
      c.push(T.llm(txt[i], [{ name: 'set_dmx', args: { universe: 1, channel: 17, percent: lv } }, { name: 'camera_check', args: { cam: 3 } }]));
      c.push(T.tool('set_dmx', { universe: 1, channel: 17, percent: lv }, `OK art-net ${N.host('dmx-node')} seq=${N.int(1, 255)}`));
      c.push(T.tool('camera_check', { cam: 3 }, cam(lv)));
    });
    return T.root('run', c, null, { stopped_reason: 'max_turns' });
  },
},
];
