// Family 3: oscillating between two states A,B,A,B; each check in a state returns what it returned last time.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'two_state_flipflop', loop: true, stagnation: true,
  summary: 'Switching back and forth between two states (filter, branch, config, tab, route) with each check repeating its earlier result; 2+ full cycles.',
};

// 01 cave bat counts — smolagents CodeAgent
function s01(id) {
  const goal = 'Report the change in lesser horseshoe bat numbers at Dunmore Cave between the last two winter hibernation counts.';
  const r = recorder('smolagents', id, { system: 'You are an expert assistant who can solve any task using code blobs. Tools: query_counts(site, season, year), final_answer(answer).' }).start(goal);
  const n = r.n;
  const win = `site=DUNMORE season=hibernation rows=0\n(no records for year=2025; latest hibernation count year=2024)\nquery_ms=${n.int(20, 90)}`;
  const sum = `site=DUNMORE season=summer_roost year=2025 rows=3\nRhinolophus hipposideros  emergence  212\nMyotis nattereri          emergence   18\nPlecotus auritus          emergence    9\nquery_ms=${n.int(20, 90)}`;
  const k = [
    ...r.turn('I will query the hibernation counts for 2025 first.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'hibernation', year: 2025 }, out: win }], { code: 'print(query_counts(site="DUNMORE", season="hibernation", year=2025))' }),
    ...r.turn('No hibernation records for 2025. Maybe the data is under the summer season; let me switch the season filter to summer_roost.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'summer_roost', year: 2025 }, out: sum }], { code: 'print(query_counts(site="DUNMORE", season="summer_roost", year=2025))' }),
    ...r.turn('These are summer emergence counts, not hibernation counts. Let me switch the season filter back to hibernation.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'hibernation', year: 2025 }, out: win.replace(/query_ms=\d+/, 'query_ms=' + n.int(20, 90)) }], { code: 'print(query_counts(site="DUNMORE", season="hibernation", year=2025))' }),
    ...r.turn('No hibernation records for 2025. Maybe the data is under the summer season; let me switch the season filter to summer_roost.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'summer_roost', year: 2025 }, out: sum.replace(/query_ms=\d+/, 'query_ms=' + n.int(20, 90)) }], { code: 'print(query_counts(site="DUNMORE", season="summer_roost", year=2025))' }),
    ...r.turn('These are summer emergence counts, not hibernation counts. Let me switch the season filter back to hibernation.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'hibernation', year: 2025 }, out: win.replace(/query_ms=\d+/, 'query_ms=' + n.int(20, 90)) }], { code: 'print(query_counts(site="DUNMORE", season="hibernation", year=2025))' }),
    ...r.turn('No hibernation records for 2025. Maybe the data is under the summer season; let me switch the season filter to summer_roost.', [{ name: 'query_counts', args: { site: 'DUNMORE', season: 'summer_roost', year: 2025 }, out: sum.replace(/query_ms=\d+/, 'query_ms=' + n.int(20, 90)) }], { code: 'print(query_counts(site="DUNMORE", season="summer_roost", year=2025))' }),
  ];
  const root = r.root('CodeAgent', { task: goal }, k, null, { max_steps: 6, 'smolagents.version': '1.9.2' });
  root.error = 'AgentMaxStepsError: Reached max steps.';
  return { domain: 'cave bat counts', isolates: 'The season filter flips hibernation → summer_roost three times; each state returns exactly the rows it returned before.', goal, root };
}

// 02 coral reef restoration nursery — LangGraph
function s02(id) {
  const goal = 'Project when nursery tree T-14 (Acropora cervicornis) fragments will reach outplanting size (≥15 cm TLE) and put the date in the outplant plan.';
  const r = recorder('langgraph', id, { system: 'You are the coral nursery planner. Tools: set_growth_model, project_growth, update_outplant_plan.' }).start(goal);
  const n = r.n;
  const lin = () => ({ model: 'linear', tree: 'T-14', fragments: 36, median_tle_cm: 9.8, eta_15cm: '2026-03-02', r2: 0.71, run: n.uuid().slice(0, 8) });
  const log = () => ({ model: 'logistic', tree: 'T-14', fragments: 36, median_tle_cm: 9.8, eta_15cm: '2026-05-19', r2: 0.74, run: n.uuid().slice(0, 8) });
  const k = [
    ...r.turn('Using the linear growth model for the projection.', [{ name: 'set_growth_model', args: { model: 'linear' }, out: 'growth_model=linear (was logistic)' }, { name: 'project_growth', args: { tree: 'T-14', target_tle_cm: 15 }, out: lin() }]),
    ...r.turn('Linear growth is probably optimistic for branching corals. Switching to the logistic model to compare.', [{ name: 'set_growth_model', args: { model: 'logistic' }, out: 'growth_model=logistic (was linear)' }, { name: 'project_growth', args: { tree: 'T-14', target_tle_cm: 15 }, out: log() }]),
    ...r.turn('The logistic fit is only slightly better and pushes the date out a lot. Switching back to the linear model to compare.', [{ name: 'set_growth_model', args: { model: 'linear' }, out: 'growth_model=linear (was logistic)' }, { name: 'project_growth', args: { tree: 'T-14', target_tle_cm: 15 }, out: lin() }]),
    ...r.turn('Linear growth is probably optimistic for branching corals. Switching to the logistic model to compare.', [{ name: 'set_growth_model', args: { model: 'logistic' }, out: 'growth_model=logistic (was linear)' }, { name: 'project_growth', args: { tree: 'T-14', target_tle_cm: 15 }, out: log() }]),
    ...r.turn('The logistic fit is only slightly better and pushes the date out a lot. Switching back to the linear model to compare.', [{ name: 'set_growth_model', args: { model: 'linear' }, out: 'growth_model=linear (was logistic)' }]),
  ];
  const root = r.root('LangGraph', { messages: [{ type: 'human', content: goal }] }, k, null, { thread_id: n.uuid(), recursion_limit: 12 });
  root.error = 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.';
  return { domain: 'coral reef restoration nursery', isolates: 'The growth model config flips linear ↔ logistic for two full cycles; every projection repeats the same ETA for that model and the plan is never updated.', goal, root };
}

// 03 sea turtle nesting patrols — OpenInference / Arize Phoenix, browser agent switching tabs
function s03(id) {
  const goal = 'In the patrol web app, find which volunteer logged nest N-112 at Playa Cocal last night and whether it was relocated.';
  const r = recorder('openinference', id, { system: 'You operate a browser. Tools: switch_tab(name), read_page().' }).start(goal);
  const n = r.n;
  const map = () => `<div id="nest-map"><h2>Nest map — Playa Cocal</h2><ul><li data-nest="N-110">N-110 · Chelonia mydas · in situ</li><li data-nest="N-111">N-111 · Lepidochelys olivacea · hatchery</li><li data-nest="N-112">N-112 · Lepidochelys olivacea · <em>status pending sync</em></li></ul><footer>tiles ${n.hex(6)} · rendered in ${n.int(80, 400)}ms</footer></div>`;
  const log = () => `<table id="patrol-log"><caption>Patrol log (last 20)</caption><tr><td>${n.dmy()}</td><td>Sector B</td><td>tracks only, false crawl</td><td>vol. R. Jiménez</td></tr><tr><td>…</td><td>Sector C</td><td>N-111 moved to hatchery</td><td>vol. A. Mora</td></tr><tr><td colspan="4">Showing page 1 · filter: sector≠A</td></tr></table>`;
  const k = [
    ...r.turn('I will open the Nest map tab and look for N-112.', [{ name: 'switch_tab', args: { name: 'Nest map' }, out: 'active tab: Nest map' }, { name: 'read_page', args: {}, out: map() }]),
    ...r.turn('The map shows N-112 but not who logged it. The Patrol log tab should list the volunteer; switching to Patrol log.', [{ name: 'switch_tab', args: { name: 'Patrol log' }, out: 'active tab: Patrol log' }, { name: 'read_page', args: {}, out: log() }]),
    ...r.turn('The patrol log does not mention N-112. The Nest map tab should have the details; switching back to Nest map.', [{ name: 'switch_tab', args: { name: 'Nest map' }, out: 'active tab: Nest map' }, { name: 'read_page', args: {}, out: map() }]),
    ...r.turn('The map shows N-112 but not who logged it. The Patrol log tab should list the volunteer; switching to Patrol log.', [{ name: 'switch_tab', args: { name: 'Patrol log' }, out: 'active tab: Patrol log' }, { name: 'read_page', args: {}, out: log() }]),
    ...r.turn('The patrol log does not mention N-112. The Nest map tab should have the details; switching back to Nest map.', [{ name: 'switch_tab', args: { name: 'Nest map' }, out: 'active tab: Nest map' }, { name: 'read_page', args: {}, out: map() }]),
  ];
  const root = r.root('browser_agent', goal, k, 'Reached max iterations (5).', { 'session.id': n.uuid(), 'openinference.span.kind': 'AGENT' });
  return { domain: 'sea turtle nesting patrols', isolates: 'Tabs alternate Nest map ↔ Patrol log for two and a half cycles; each tab shows the same content as before and the sector filter hiding the entry is never changed.', goal, root };
}

// 04 traffic signal timing — OpenTelemetry GenAI
function s04(id) {
  const goal = 'Choose the evening-peak cycle length for the Harcourt Rd / Mill Lane junction that keeps the northbound queue under 25 vehicles, and deploy it.';
  const r = recorder('otel', id, { system: 'You are a signal timing engineer assistant. Tools: set_timing_plan, simulate_queue, deploy_plan.' }).start(goal);
  const n = r.n;
  const simA = () => `SIM junction=J-0417 plan=P90 cycle=90s peak=16:30-18:30 seeds=10\nNB queue p95=31 veh  SB=12  EB=19  WB=14  ped_wait_p95=48s\nsim_id=${n.hex(8)} wall=${n.dur()}`;
  const simB = () => `SIM junction=J-0417 plan=P110 cycle=110s peak=16:30-18:30 seeds=10\nNB queue p95=27 veh  SB=15  EB=24  WB=17  ped_wait_p95=61s\nsim_id=${n.hex(8)} wall=${n.dur()}`;
  const k = [
    ...r.turn('Start with the current 90 s plan.', [{ name: 'set_timing_plan', args: { junction: 'J-0417', plan: 'P90' }, out: { ok: true, active_plan: 'P90', staged: true } }, { name: 'simulate_queue', args: { junction: 'J-0417', window: 'pm_peak' }, out: simA() }]),
    ...r.turn('NB queue is 31 with P90, above 25. Switching to the longer 110 s cycle should give northbound more green.', [{ name: 'set_timing_plan', args: { junction: 'J-0417', plan: 'P110' }, out: { ok: true, active_plan: 'P110', staged: true } }, { name: 'simulate_queue', args: { junction: 'J-0417', window: 'pm_peak' }, out: simB() }]),
    ...r.turn('P110 still leaves NB at 27 and pedestrian waits get worse. Switching back to P90 to re-check.', [{ name: 'set_timing_plan', args: { junction: 'J-0417', plan: 'P90' }, out: { ok: true, active_plan: 'P90', staged: true } }, { name: 'simulate_queue', args: { junction: 'J-0417', window: 'pm_peak' }, out: simA() }]),
    ...r.turn('NB queue is 31 with P90, above 25. Switching to the longer 110 s cycle should give northbound more green.', [{ name: 'set_timing_plan', args: { junction: 'J-0417', plan: 'P110' }, out: { ok: true, active_plan: 'P110', staged: true } }, { name: 'simulate_queue', args: { junction: 'J-0417', window: 'pm_peak' }, out: simB() }]),
    ...r.turn('P110 still leaves NB at 27 and pedestrian waits get worse. Switching back to P90 to re-check.', [{ name: 'set_timing_plan', args: { junction: 'J-0417', plan: 'P90' }, out: { ok: true, active_plan: 'P90', staged: true } }]),
  ];
  const root = r.root('signal_timing_agent', goal, k, null, { 'service.name': 'its-assistant', 'gen_ai.agent.id': n.uuid() });
  root.error = 'max tool rounds (10) exceeded';
  return { domain: 'traffic signal timing', isolates: 'The plan flips P90 ↔ P110 for two cycles; each simulation repeats its earlier queue figures and no third option (e.g. split change) is tried.', goal, root };
}

// 05 tortilla factory — Anthropic Messages API log, git branch ping-pong
function s05(id) {
  const goal = 'Make the comal temperature controller tests pass in the tortilla-line repo and open a PR.';
  const r = recorder('anthropic', id, { system: 'You are a coding agent with bash. Repository: tortilla-line (PLC gateway in Python).' }).start(goal);
  const n = r.n;
  const onMain = () => `Switched to branch 'main'\nYour branch is up to date with 'origin/main'.`;
  const onFix = () => `Switched to branch 'fix/comal-pid-windup'\nYour branch is ahead of 'origin/fix/comal-pid-windup' by 2 commits.`;
  const tMain = () => `============ test session starts ============\ncollected 48 items\ntests/test_comal.py ....F...\nFAILED tests/test_comal.py::test_pid_windup_clamps_at_260C - AssertionError: 271.4 > 260\n======= 1 failed, 47 passed in ${n.float(2, 4)}s =======`;
  const tFix = () => `============ test session starts ============\ncollected 48 items\ntests/test_comal.py ........\ntests/test_press.py ..F\nFAILED tests/test_press.py::test_press_dwell_ms - ImportError: cannot import name 'DWELL_MS' from 'line.press'\n======= 1 failed, 47 passed in ${n.float(2, 4)}s =======`;
  const k = [
    ...r.turn('Run the tests on main first.', [{ name: 'bash', args: { command: 'git checkout main && pytest -q tests/' }, out: onMain() + '\n' + tMain() }]),
    ...r.turn('The windup test fails on main. The fix branch should address it; switching to fix/comal-pid-windup.', [{ name: 'bash', args: { command: 'git checkout fix/comal-pid-windup && pytest -q tests/' }, out: onFix() + '\n' + tFix() }]),
    ...r.turn('On the fix branch the press test breaks instead. Main did not have that failure; switching back to main.', [{ name: 'bash', args: { command: 'git checkout main && pytest -q tests/' }, out: onMain() + '\n' + tMain() }]),
    ...r.turn('The windup test fails on main. The fix branch should address it; switching to fix/comal-pid-windup.', [{ name: 'bash', args: { command: 'git checkout fix/comal-pid-windup && pytest -q tests/' }, out: onFix() + '\n' + tFix() }]),
    ...r.turn('On the fix branch the press test breaks instead. Main did not have that failure; switching back to main.', [{ name: 'bash', args: { command: 'git checkout main && pytest -q tests/' }, out: onMain() + '\n' + tMain() }]),
  ];
  const root = r.root('coding-agent', goal, k, { stop_reason: 'max_turns' }, { anthropic_version: '2023-06-01', cwd: '/workspace/tortilla-line' });
  root.error = 'max_turns (5) reached';
  return { domain: 'tortilla factory', isolates: 'git checkout alternates main ↔ fix branch; each branch prints the same single failing test each time and no edit is ever made.', goal, root };
}

// 06 banana ripening rooms — Vercel AI SDK, toggling an API route/filter
function s06(id) {
  const goal = 'Find the current ethylene ppm in ripening room R7 and confirm whether gassing finished for the Ecuador load.';
  const r = recorder('vercel', id, { system: 'You are the ripening-centre assistant. Tool: httpGet(path).' }).start(goal);
  const n = r.n;
  const north = () => ({ status: 200, headers: { 'x-request-id': n.uuid(), 'cache-control': 'max-age=30', age: String(n.int(1, 29)) }, body: { zone: 'north', rooms: [{ id: 'R1', ethylene_ppm: 0.4, pulp_c: 14.1 }, { id: 'R2', ethylene_ppm: 152, pulp_c: 17.6 }, { id: 'R3', ethylene_ppm: 0.2, pulp_c: 13.9 }], note: 'R7 belongs to annex; use ?zone=annex' } });
  const south = () => ({ status: 200, headers: { 'x-request-id': n.uuid(), 'cache-control': 'max-age=30', age: String(n.int(1, 29)) }, body: { zone: 'south', rooms: [{ id: 'R4', ethylene_ppm: 0.3, pulp_c: 14.4 }, { id: 'R5', ethylene_ppm: 0.3, pulp_c: 14.2 }, { id: 'R6', ethylene_ppm: 98, pulp_c: 16.8 }] } });
  const k = [
    ...r.turn('R7 is probably in the north zone; querying it.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=north' }, out: north() }]),
    ...r.turn('R7 is not in the north zone list. Trying the south zone instead.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=south' }, out: south() }]),
    ...r.turn('R7 is not in the south zone list either. Let me check the north zone again.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=north' }, out: north() }]),
    ...r.turn('R7 is not in the north zone list. Trying the south zone instead.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=south' }, out: south() }]),
    ...r.turn('R7 is not in the south zone list either. Let me check the north zone again.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=north' }, out: north() }]),
    ...r.turn('R7 is not in the north zone list. Trying the south zone instead.', [{ name: 'httpGet', args: { path: '/api/rooms?zone=south' }, out: south() }]),
  ];
  const root = r.root('ai.generateText', goal, k, { 'ai.response.finishReason': 'tool-calls' }, { 'ai.settings.maxSteps': 6, 'operation.name': 'ai.generateText ripening-assistant' });
  return { domain: 'banana ripening rooms', isolates: 'The route alternates ?zone=north ↔ ?zone=south for three cycles with identical room lists, ignoring the hint to use ?zone=annex.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
