// Family 2: oscillating between two states (A, B, A, B ...) where each check repeats what that state showed before.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'Switching back and forth between two states for 2+ full cycles while each check returns what that state returned before.';

// 01 cattle auction results - Vercel AI SDK browser agent
function r01(N) {
  const goal = 'Find out whether lot 214 (22 black Angus steers, consignor Dvorak Ranch) sold at today\'s Kearney Livestock sale and at what price per cwt.';
  const R = rec('vercel', N, { user: goal, model: 'gpt-4.1-2025-04-14', system: 'You control a headless browser. Tools: open_url, click, read_page.' });
  const ch = [];
  ch.push(R.llm({ calls: [['open_url', { url: 'https://kearneylivestock.example/sale/today/results' }]] }));
  ch.push(R.tool(R.last[0], { status: 200, title: 'Sale Results - Kearney Livestock', tabs: ['Ring 1', 'Ring 2', 'Late consignments'], active_tab: 'Ring 1' }));
  const page = (ring) => ring === 1
    ? `Ring 1 - Feeder cattle | live ${N.int(140, 310)} watching | updated ${N.hms()} CT\nLot 198  18 hd  blk strs  612 lb  $318.50\nLot 199  9 hd   bwf hfrs  548 lb  $301.00\nLot 200  31 hd  blk strs  704 lb  $297.25\nLot 201  12 hd  red strs  655 lb  $304.75\n-- end of ring 1 results (lots 101-201) --`
    : `Ring 2 - Cows & pairs | live ${N.int(60, 140)} watching | updated ${N.hms()} CT\nLot 301  4 pr   blk pairs           $3,450/pr\nLot 302  11 hd  bred cows  1,280 lb  $2,610/hd\nLot 303  6 hd   bulls      1,910 lb  $148.00/cwt\n-- end of ring 2 results (lots 301-318) --`;
  const t1 = 'Lot 214 is not in Ring 1. It may have been sold in Ring 2, let me switch to the Ring 2 tab.';
  const t2 = 'Lot 214 is not in Ring 2 either. Lot 214 is a feeder lot, so it should be in Ring 1; let me check the Ring 1 tab again.';
  for (let c = 0; c < 3; c++) {
    ch.push(R.llm({ text: c ? t2 : undefined, calls: [['click', { selector: 'role=tab[name="Ring 1"]' }]] }));
    ch.push(R.tool(R.last[0], { ok: true, navigated: false, active_tab: 'Ring 1' }));
    ch.push(R.llm({ calls: [['read_page', { selector: '#results' }]] }));
    ch.push(R.tool(R.last[0], page(1)));
    ch.push(R.llm({ text: t1, calls: [['click', { selector: 'role=tab[name="Ring 2"]' }]] }));
    ch.push(R.tool(R.last[0], { ok: true, navigated: false, active_tab: 'Ring 2' }));
    ch.push(R.llm({ calls: [['read_page', { selector: '#results' }]] }));
    ch.push(R.tool(R.last[0], page(2)));
  }
  return { goal, root: R.root(ch, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, { input: { 'ai.prompt': JSON.stringify({ prompt: goal }) }, meta: { 'ai.settings.maxSteps': 14, 'ai.telemetry.functionId': 'sale-results-browser', 'resource.name': 'auction-bot' } }),
    isolates: 'The browser agent alternates Ring 1 / Ring 2 tabs three times, each tab showing the same lots (only viewer counts and refresh times change); it never opens "Late consignments".' };
}

// 02 kubectl context flip-flop - smolagents CodeAgent
function r02(N) {
  const goal = 'The invoice-renderer deployment is crash-looping. Find the failing container\'s last error message.';
  const R = rec('smolagents', N, { user: goal, model: 'Qwen/Qwen2.5-Coder-32B-Instruct', llmName: 'InferenceClientModel.generate' });
  const ch = [];
  const states = ['staging-eu', 'prod-eu'];
  const thoughts = {
    'staging-eu': 'Thought: The deployment was not found in prod-eu. It must be running in staging-eu, so I will switch the kube context to staging-eu and look again.',
    'prod-eu': 'Thought: invoice-renderer is not in staging-eu. Crash-looping services are usually in production, so I will switch the kube context to prod-eu and look again.',
  };
  let step = 0;
  for (let c = 0; c < 5; c++) {
    const ctxName = states[c % 2];
    step++;
    const code = `out = kubectl(args="config use-context ${ctxName}")\nprint(out)\nprint(kubectl(args="get deploy invoice-renderer"))`;
    const L = R.llm({ rawText: `${c === 0 ? 'Thought: I will check the current cluster for the deployment first.' : thoughts[ctxName]}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` });
    R.last = [{ id: 'call_' + step, name: 'kubectl', args: { args: `config use-context ${ctxName}` } }];
    const t1 = R.tool(R.last[0], `Switched to context "${ctxName}".`);
    const t2 = R.tool({ id: 'call_' + step + 'b', name: 'kubectl', args: { args: 'get deploy invoice-renderer' } }, `Error from server (NotFound): deployments.apps "invoice-renderer" not found`);
    const obs = span('tool', 'PythonInterpreter', { code }, `Execution logs:\nSwitched to context "${ctxName}".\nError from server (NotFound): deployments.apps "invoice-renderer" not found\nLast output from code snippet:\nNone`, { metadata: { duration_s: Number(N.float(0.4, 2.2)) } });
    ch.push(chainSpan(`Step ${step}`, { step_number: step }, { observations: 'NotFound' }, [L, t1, t2, obs], { metadata: { start_time: N.epochF(), 'smolagents.step': step } }));
  }
  return { goal, root: R.root(ch, null, { error: undefined, input: { task: goal }, meta: { max_steps: 5, agent_name: 'CodeAgent', tools: ['kubectl', 'final_answer'] } }),
    isolates: 'The agent flips the kube context staging-eu / prod-eu five times running the same "get deploy" without a namespace; both contexts answer NotFound identically every time.' };
}
function r02fix(row) { row.root.error = 'AgentMaxStepsError: Reached max steps.'; return row; }

// 03 traffic signal plan - OpenTelemetry GenAI
function r03(N) {
  const goal = 'Reduce the PM-peak queue on northbound 5th Ave at Alder St (signal 0417). Pick the better of the two approved timing plans and deploy it.';
  const R = rec('otel_genai', N, { user: goal, agentName: 'signal-tuner', model: 'gpt-4.1-mini', system: 'You tune traffic signals via the ATMS API. Always simulate before deploying.' });
  const ch = [];
  const res = {
    PM_STD: { cycle_s: 110, nb_avg_delay_s: 48.2, nb_max_queue_veh: 23, ped_wait_s: 41 },
    PM_FLEX: { cycle_s: 96, nb_avg_delay_s: 51.7, nb_max_queue_veh: 19, ped_wait_s: 33 },
  };
  const talk = {
    PM_STD: 'PM_STD has lower average delay (48.2 s) but the northbound queue reaches 23 vehicles, which spills back past Birch. The shorter queue matters more, so let me try PM_FLEX.',
    PM_FLEX: 'PM_FLEX keeps the queue to 19 vehicles but average delay rises to 51.7 s. Lower delay matters more, so let me try PM_STD.',
  };
  for (let c = 0; c < 4; c++) {
    const plan = c % 2 ? 'PM_FLEX' : 'PM_STD';
    ch.push(R.llm({ text: c ? talk[plan === 'PM_STD' ? 'PM_FLEX' : 'PM_STD'] : 'I will simulate both approved plans.', calls: [['set_sim_plan', { signal_id: '0417', plan }]] }));
    ch.push(R.tool(R.last[0], { signal_id: '0417', sim_plan: plan, accepted: true, atms_txn: 'TXN' + N.digits(9) }));
    ch.push(R.llm({ calls: [['run_simulation', { signal_id: '0417', window: '16:00-18:00', seed: 7 }]] }));
    N.tick(8000, 30000);
    ch.push(R.tool(R.last[0], { plan, ...res[plan], sim_run: 'vissim-' + N.hex(8), worker: N.host('simworker', 'us-west-2'), elapsed: N.dur(6, 28), finished: N.isoS() }));
  }
  ch.push(R.llm({ text: talk.PM_FLEX, calls: [['set_sim_plan', { signal_id: '0417', plan: 'PM_STD' }]] }));
  ch.push(R.tool(R.last[0], { signal_id: '0417', sim_plan: 'PM_STD', accepted: true, atms_txn: 'TXN' + N.digits(9) }));
  return { goal, root: R.root(ch, null, { meta: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'signal-tuner', 'gen_ai.agent.id': N.uuid() } }),
    isolates: 'The agent alternates the simulated plan PM_STD / PM_FLEX for two full cycles, each simulation returning the identical numbers for that plan, and re-argues the same trade-off without deploying.' };
}

// 04 git branch flip-flop - SWE-agent
function r04(N) {
  const goal = 'tests/test_dates.py::test_parse_invoice_dates fails in CI for the invoicing library. Find the cause and fix it.';
  const R = rec('sweagent', N, { user: goal });
  const ch = [];
  const run = (branch) => {
    const fail = branch === 'main';
    return `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\ncollected 1 item\n\ntests/test_dates.py ${fail ? 'F' : '.'}                                                     [100%]\n\n${fail ? `=================================== FAILURES ===================================\n___________________________ test_parse_invoice_dates ___________________________\n    def test_parse_invoice_dates():\n>       assert parse_date("03/04/2025") == date(2025, 4, 3)\nE       AssertionError: assert datetime.date(2025, 3, 4) == datetime.date(2025, 4, 3)\n\ntests/test_dates.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_dates.py::test_parse_invoice_dates - AssertionError\n============================== 1 failed in ${N.float(0.08, 0.4)}s ===============================` : `============================== 1 passed in ${N.float(0.05, 0.3)}s ===============================`}`;
  };
  const talk = {
    main: 'DISCUSSION\nThe test passes on release/2.4, so the regression must be on main. Let me check out main and run the test again.',
    'release/2.4': 'DISCUSSION\nThe test fails on main. Let me check out release/2.4 to see whether it also fails there.',
  };
  ch.push(R.llm({ text: 'DISCUSSION\nFirst, let me reproduce the failure.', calls: [['bash', { command: 'python -m pytest tests/test_dates.py -q' }]] }));
  ch.push(R.tool(R.last[0], run('main')));
  for (let c = 0; c < 4; c++) {
    const br = c % 2 ? 'main' : 'release/2.4';
    ch.push(R.llm({ text: talk[br], calls: [['bash', { command: `git checkout ${br} && python -m pytest tests/test_dates.py -q` }]] }));
    ch.push(R.tool(R.last[0], `Switched to branch '${br}'\n${br === 'main' ? "Your branch is up to date with 'origin/main'." : "Your branch is up to date with 'origin/release/2.4'."}\n${run(br)}`));
  }
  ch.push(R.llm({ text: talk['release/2.4'], calls: [['bash', { command: 'git checkout release/2.4 && python -m pytest tests/test_dates.py -q' }]] }));
  ch.push(R.tool(R.last[0], 'Exit due to cost limit'));
  return { goal, root: R.root(ch, { exit_status: 'exit_cost', submission: null, model_stats: { instance_cost: N.float(2.9, 3.0, 4), api_calls: 6 } }, { input: { problem_statement: goal, repo: 'ledgerly/invoicing', base_commit: N.sha1() } }),
    isolates: 'The agent checks out main and release/2.4 alternately, getting the same failure on main and the same pass on release/2.4 each time, and never diffs the branches.' };
}

// 05 film festival submissions - OpenInference / Phoenix
function r05(N) {
  const goal = 'On the festival submission portal, find the submission "The Salt Road" (tracking F-2291) and tell me its judging status.';
  const R = rec('openinference', N, { user: goal, system: 'You operate the festival back office via tools: open_category_tab, list_submissions.', model: 'gpt-4o-2024-11-20' });
  const ch = [];
  const lists = {
    Shorts: { tab: 'Shorts', total: 412, page: 1, rows: [{ id: 'F-2287', title: 'Paper Boats', status: 'Round 2' }, { id: 'F-2290', title: 'Night Bus', status: 'Judged' }, { id: 'F-2293', title: 'Orchard', status: 'Round 1' }] },
    Documentary: { tab: 'Documentary', total: 188, page: 1, rows: [{ id: 'F-2284', title: 'Tidewater', status: 'Round 1' }, { id: 'F-2289', title: 'The Last Ferryman', status: 'Judged' }, { id: 'F-2295', title: 'Copper Town', status: 'Withdrawn' }] },
  };
  const say = {
    Shorts: 'The Salt Road is not in the Documentary list. It is probably a short film, so let me open the Shorts tab.',
    Documentary: 'The Salt Road is not listed under Shorts. It sounds like a documentary, so let me open the Documentary tab.',
  };
  for (let c = 0; c < 4; c++) {
    const tab = c % 2 ? 'Documentary' : 'Shorts';
    ch.push(R.llm({ text: say[tab], calls: [['open_category_tab', { tab }]] }));
    ch.push(R.tool(R.last[0], { ok: true, tab, csrf: N.b62(32), loaded_ms: N.ms(300, 1800) }));
    ch.push(R.llm({ calls: [['list_submissions', { tab, search: 'F-2291' }]] }));
    ch.push(R.tool(R.last[0], { ...lists[tab], note: 'search matched 0; showing most recent', server_time: N.http(), request_id: N.uuid() }));
  }
  ch.push(R.llm({ text: say.Shorts }));
  return { goal, root: R.root(ch, { 'output.value': say.Shorts }, { meta: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } }),
    isolates: 'The agent flips between the Shorts and Documentary tabs twice each, both returning the same unchanged lists, and never checks other views where F-2291 could be.' };
}

// 06 ambulance route choice - Semantic Kernel
function r06(N) {
  const goal = 'Incident 25-118342 (Priority 1, 2208 Marlow Rd). Choose the route for unit M12 from Station 4 and push it to the unit\'s MDT.';
  const R = rec('sk', N, { user: goal, system: 'You are the CAD routing assistant. Use RoutingPlugin functions. Prefer the fastest route without active hazards.', model: 'gpt-4o' });
  const ch = [];
  const eta = {
    bypass: { route: 'bypass', via: 'Route 9 bypass', eta_min: 11, distance_km: 14.2, hazards: [{ type: 'lane_closure', where: 'Route 9 exit 14', source: 'DOT 511' }] },
    centre: { route: 'centre', via: 'Main St / Marlow Rd', eta_min: 12, distance_km: 9.8, hazards: [{ type: 'roadworks', where: 'Main St @ 3rd', source: 'city permits' }] },
  };
  const say = {
    centre: 'The bypass has a lane closure at exit 14, so the centre route may be safer. Let me get the ETA via the centre.',
    bypass: 'The centre route has roadworks at Main & 3rd and is a minute slower, so the bypass may be better. Let me get the ETA via the bypass.',
  };
  for (let c = 0; c < 5; c++) {
    const rt = c % 2 ? 'centre' : 'bypass';
    ch.push(R.llm({ text: c ? say[rt] : 'Let me get the ETA for the bypass first.', calls: [['RoutingPlugin-GetEta', { unit: 'M12', from: 'STN4', to: '2208 Marlow Rd', route: rt }]] }));
    ch.push(R.tool(R.last[0], { ...eta[rt], computed_at: N.isoTz(-240), avl_fix_age_s: N.int(2, 19), graph_version: '2025.' + N.int(20, 24) + '.' + N.int(1, 9) }));
  }
  return { goal, root: R.root(ch, null, { error: undefined, meta: { 'agent.name': 'CadRouter', 'agent.id': N.uuid(), 'sk.version': '1.30.0' } }),
    isolates: 'Routing alternates bypass / centre five times, each ETA identical to the last one for that route, and the route is never pushed to the unit.' };
}
function r06fix(row) { row.root.error = 'KernelFunctionCanceledException: maximum auto-invoke attempts (5) reached'; return row; }

export const scenarios = [r01, (N) => r02fix(r02(N)), r03, r04, r05, (N) => r06fix(r06(N))];
