import { Tracer, sys, user, toolMsg } from './lib.mjs';
export const family = 'toggle_between_two_states';
export const loop = true;
export const stagnationAllowed = [true, false];

// 01 tram museum website, OpenInference / Phoenix: git branch A/B
function r01(id) {
  const T = new Tracer(id, 'openinference'), N = T.N;
  const goal = 'Fix the failing timetable-page test in the tram museum heritage-rides site and open a PR.';
  const kids = [];
  const brs = ['main', 'fix/heritage-timetable'];
  const out = { main: 'FAIL tests/timetable.spec.ts\n  ✕ renders Sunday heritage departures (41 ms)\n    Expected: 6 departures\n    Received: 5', 'fix/heritage-timetable': 'FAIL tests/timetable.spec.ts\n  ✕ renders Sunday heritage departures (38 ms)\n    Expected: 6 departures\n    Received: 0\n    TypeError: Cannot read properties of undefined (reading \'tram_no\')' };
  for (let c = 0; c < 5; c++) {
    const b = brs[c % 2];
    kids.push(T.llm({ messages: [user(goal)], text: c % 2 ? 'The fix branch might have the partial fix. Switching to it to compare.' : 'Let me go back to main to see the original failure.', calls: [['run_shell', { cmd: `git checkout ${b} && npx vitest run tests/timetable.spec.ts` }]] }));
    kids.push(T.tool('run_shell', { cmd: `git checkout ${b} && npx vitest run tests/timetable.spec.ts` }, `Switched to branch '${b}'\n\n RUN  v1.6.0 /home/dev/tram-museum-site\n\n ${out[b]}\n\n Test Files  1 failed (1)\n      Tests  1 failed | 11 passed (12)\n   Start at  ${N.iso().slice(11, 19)}\n   Duration  ${(N.int(900, 2400) / 1000).toFixed(2)}s (transform ${N.int(40, 99)}ms, setup 0ms, collect ${N.int(100, 400)}ms)`, { error: 'exit status 1' }));
  }
  return { isolates: 'The agent switches between main and the fix branch five times; each test run on a branch fails exactly as it did the last time on that branch, and no code is edited.', stagnation: true, goal,
    root: T.agent('AgentExecutor', { input: goal }, { output: null, intermediate_steps: 5 }, kids, { meta: { 'openinference.span.kind': 'AGENT' } }) };
}

// 02 kite festival field map, LlamaIndex: filter toggle
function r02(id) {
  const T = new Tracer(id, 'llamaindex'), N = T.N;
  const goal = 'Find a free 40x40 m flying zone for the giant inflatable octopus kite on festival day 2.';
  const kids = [];
  const res = { true: { zones: [], note: 'no zones match windward=true AND size>=40x40' }, false: { zones: [{ id: 'Z7', size: '45x40', windward: false, obstruction: 'power line 60 m downwind' }], note: '1 zone' } };
  const th = { true: 'Maybe the windward filter is too strict. Let me remove it.', false: 'Zone Z7 is leeward with a power line downwind; that is unsafe, so the windward filter is needed. Re-adding it.' };
  for (let c = 0; c < 4; c++) {
    const w = c % 2 === 0;
    kids.push(T.llm({ messages: [user(goal)], text: c === 0 ? 'Searching zones upwind of the crowd.' : th[String(!w)], calls: [['query_field_zones', { day: 2, min_w: 40, min_h: 40, windward: w }]] }));
    kids.push(T.tool('query_field_zones', { day: 2, min_w: 40, min_h: 40, windward: w }, { ...res[String(w)], queried_at: N.iso(), wind: `${N.int(200, 250)}° ${N.int(9, 16)} kt (METAR EGHI ${N.int(10, 28)}${N.int(10, 59)}Z)`, gis_build: 'fieldmap ' + N.hex(7) }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: th.true, calls: [['query_field_zones', { day: 2, min_w: 40, min_h: 40, windward: false }]] }));
  kids.push(T.tool('query_field_zones', { day: 2, min_w: 40, min_h: 40, windward: false }, { ...res.false, queried_at: N.iso() }));
  return { isolates: 'The agent flips the windward filter on and off; on gives no zones, off gives the same unsafe zone, and after 2.5 cycles it has learnt nothing new.', stagnation: true, goal,
    root: T.agent('FunctionAgent', { user_msg: goal }, { response: null, stopped: 'max_iterations' }, kids, { meta: { 'llamaindex.workflow': 'AgentWorkflow', max_iterations: 10 } }) };
}

// 03 taiko drum group rehearsal room, AutoGen group chat: config value A/B
function r03(id) {
  const T = new Tracer(id, 'autogen'), N = T.N;
  const goal = 'Set the rehearsal-room noise limiter so the taiko group can rehearse past 21:00 without tripping the building alarm.';
  const kids = [];
  const vals = [92, 85];
  const read = { 92: { trips_last_session: 7, neighbour_complaints: 2, note: 'alarm trips above 90 dBA' }, 85: { trips_last_session: 0, neighbour_complaints: 0, note: 'odaiko inaudible below 88 dBA per group leader' } };
  for (let c = 0; c < 4; c++) {
    const v = vals[c % 2];
    kids.push(T.llm({ name: 'planner', messages: [user(goal)], text: v === 92 ? 'Drummers cannot hear the odaiko at 85. Raising the limit to 92 dBA.' : 'At 92 the alarm trips. Lowering the limit to 85 dBA.', calls: [['set_limiter', { room: 'R2', max_dba: v }]] }));
    kids.push(T.tool('set_limiter', { room: 'R2', max_dba: v }, `OK set max_dba=${v} on limiter SL-${N.int(100, 999)} (fw 2.${N.int(0, 9)}) at ${N.isoLocal(undefined, '+09:00')}`));
    kids.push(T.tool('read_session_report', { room: 'R2', setting: v }, JSON.stringify({ ...read[v], report_id: N.uuid(), generated: N.epochMs() }), { argsString: true }));
  }
  const mgr = T.agent('SelectorGroupChat', { task: goal }, { stop_reason: 'Maximum number of turns 12 reached.' }, kids, { type: 'chain' });
  return { isolates: 'The team sets the limiter to 92, then 85, then 92, then 85; each report repeats the same trade-off and they never try a third option.', stagnation: true, goal, root: T.agent('autogen team run', { task: goal }, { messages: 13 }, [mgr]) };
}

// 04 dumpling factory dashboard, Pydantic AI / Logfire: tab switch in browser
function r04(id) {
  const T = new Tracer(id, 'pydantic'), N = T.N;
  const goal = 'Find why line 3 of the dumpling factory packed 4% underweight trays yesterday, using the plant dashboard.';
  const kids = [];
  const tabs = ['Checkweigher', 'Filling Heads'];
  const html = { Checkweigher: '<table id="cw"><tr><th>Line</th><th>Rejects</th><th>Mean g</th></tr><tr><td>3</td><td>412</td><td>247.1</td></tr></table>', 'Filling Heads': '<div class="heads"><span data-head="3A">OK</span><span data-head="3B">OK</span><span data-head="3C">OK</span></div><p class="muted">Calibration log requires role: qa_lead</p>' };
  for (let c = 0; c < 5; c++) {
    const tab = tabs[c % 2];
    kids.push(T.llm({ messages: [user(goal)], text: c % 2 ? 'Checking the filling heads tab for the cause.' : 'Back to the checkweigher numbers.', calls: [['browser_click', { selector: `a[role=tab]:has-text("${tab}")` }]] }));
    kids.push(T.tool('browser_click', { selector: `a[role=tab]:has-text("${tab}")` }, { url: `https://mes.dumplingworks.local/line/3?tab=${tab.replace(' ', '_').toLowerCase()}&_=${N.epochMs()}`, html: html[tab], csrf: N.b62(24) }));
  }
  return { isolates: 'The agent alternates between two dashboard tabs five times; each tab shows the same content as before and the needed calibration log stays locked.', stagnation: true, goal,
    root: T.agent('agent run', { user_prompt: goal }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12' }, kids, { error: 'UsageLimitExceeded', meta: { 'logfire.msg': 'dumpling_qa_agent run', agent_name: 'dumpling_qa_agent' } }) };
}

// 05 mahjong club league, OpenAI Responses API: route A/B
function r05(id) {
  const T = new Tracer(id, 'responses'), N = T.N;
  const goal = 'Export the spring mahjong league standings as a PDF from the club admin site.';
  const kids = [];
  const routes = ['/admin/league/standings/export', '/api/v2/league/standings.pdf'];
  const resp = ['HTTP/1.1 302 Found\nLocation: /admin/login?next=%2Fadmin%2Fleague%2Fstandings%2Fexport\nSet-Cookie: csrftoken=' , 'HTTP/1.1 404 Not Found\nContent-Type: application/json\n\n{"detail":"Not found.","hint":"v2 API removed 2024-11; use admin export"}'];
  const reasoning = ['The admin export redirects to login, maybe the API route works without session.', 'The API route says it was removed and to use the admin export, so go back to admin.'];
  for (let c = 0; c < 4; c++) {
    const k = c % 2;
    kids.push(T.llm({ messages: [user(goal)], reasoning: reasoning[(k + 1) % 2], calls: [['http_get', { url: 'https://club.example' + routes[k] }]] }));
    kids.push(T.tool('http_get', { url: 'https://club.example' + routes[k] }, k ? resp[1] + `\nDate: ${N.http()}\nX-Request-Id: ${N.uuid()}` : resp[0] + N.b62(32) + `; Path=/\nDate: ${N.http()}\nServer: gunicorn`));
  }
  return { isolates: 'Two routes each send the agent to the other (login redirect vs "removed, use admin"); it alternates twice over with identical results and never logs in.', stagnation: true, goal,
    root: T.agent('responses agent loop', { input: goal, model: 'o4-mini' }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, kids) };
}

// 06 punt hire, W&B Weave: config toggle of pricing mode
function r06(id) {
  const T = new Tracer(id, 'weave'), N = T.N;
  const goal = 'Make the punt hire booking page show the chauffeured-punt price for Saturday afternoons.';
  const kids = [];
  for (let c = 0; c < 4; c++) {
    const mode = c % 2 ? 'per_person' : 'per_boat';
    kids.push(T.llm({ messages: [user(goal)], text: `Trying pricing_mode=${mode}.`, calls: [['update_setting', { key: 'chauffeured.pricing_mode', value: mode }]] }));
    kids.push(T.tool('update_setting', { key: 'chauffeured.pricing_mode', value: mode }, { saved: true, version: N.int(300, 399), by: 'agent', at: N.iso() }));
    kids.push(T.tool('render_preview', { page: '/book?date=2025-06-21&slot=14:00' }, mode === 'per_boat' ? `<div class="price">£—</div><!-- rendered by ${N.pod('web')} in ${N.ms()}ms -->` : `<div class="price">£22 pp</div><p class="warn">Self-hire price shown: chauffeured tier missing for Sat PM</p><!-- ${N.pod('web')} -->`));
  }
  return { isolates: 'Flipping one setting between per_boat and per_person twice over; each preview matches the last preview in that mode and the missing Saturday tier is never added.', stagnation: true, goal,
    root: T.agent('Agent.invoke', { goal }, { result: 'stopped at 12 calls' }, kids, { meta: { op_name: 'weave:///punts/booking-agent/op/Agent.invoke:' + N.b62(10) } }) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
