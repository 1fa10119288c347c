// Family: redelegate_same_result (loop) -- the same task handed to a sub-agent again and again, same inconclusive answer.
import { Trace, Rec, span, wrap } from './lib.mjs';

export const FAMILY = 'redelegate_same_result';
export const LOOP = true;

// 01 clinical trials -- CrewAI hierarchical process, manager delegating to a coworker
function s01(id) {
  const T = new Trace(id, '2025-02-18T10:06:29Z');
  const goal = 'Reconcile the serious adverse event (SAE) counts for site 207 in study ONC-3310 between the safety database and the EDC, and report any discrepancy.';
  const M = new Rec(T, 'crewai', {
    crew: 'SafetyReconCrew', taskName: 'sae_reconciliation', role: 'Crew Manager', process: 'hierarchical', allowDelegation: true,
    goal: 'Coordinate the crew to complete the reconciliation', backstory: 'You are a clinical operations lead.',
    system: "You are Crew Manager. You are a clinical operations lead.\nYour personal goal is: Coordinate the crew to complete the reconciliation\nYou ONLY have access to the following tools:\nTool Name: Delegate work to coworker\nTool Arguments: {'task': str, 'context': str, 'coworker': str}\nTool Name: Ask question to coworker\nTool Arguments: {'question': str, 'context': str, 'coworker': str}\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: SAE counts from both systems and the list of discrepancies.\n\nBegin!`,
  });
  const answer = 'I could not reconcile the SAE count for site 207. The safety database lists 3 SAEs (SAE-207-001, -004, -006), but the EDC export for site 207 is not available to me, so the comparison is inconclusive.';
  const coworker = (task) => M.sub('crewai', {
    role: 'Site Monitoring Specialist',
    system: "You are Site Monitoring Specialist. You review site data for the clinical trial.\nYour personal goal is: Verify site-level safety data\nYou ONLY have access to the following tools:\nTool Name: Query Safety Database\nTool Description: Returns SAE cases for a study and site.\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${task}\n\nBegin!`,
  }, (S) => {
    S.step('I should pull the SAE cases for site 207 from the safety database first.', [
      { tool: 'Query Safety Database', args: { study: 'ONC-3310', site: '207', case_type: 'SAE' }, out: () => `Argus query ${T.HEX(8)} (${T.int(120, 400)} ms, replica argus-ro-${T.int(1, 4)}): 3 cases \u2014 SAE-207-001 (Febrile neutropenia), SAE-207-004 (Pneumonia), SAE-207-006 (Syncope). Data as of ${T.usTs()}` }]);
    S.final({ thought: 'I have the safety database side but no EDC data for comparison.', answer });
    return answer;
  });
  const th = 'The reconciliation is still inconclusive. I will delegate the SAE reconciliation for site 207 to the Site Monitoring Specialist again.';
  const task = 'Reconcile the SAE counts for site 207 (study ONC-3310) between the safety database and the EDC and list discrepancies.';
  M.step('I will delegate the SAE reconciliation for site 207 to the Site Monitoring Specialist.', [
    { tool: 'Delegate work to coworker', args: { task, context: 'Study ONC-3310, site 207, data cut 2025-02-14.', coworker: 'Site Monitoring Specialist' }, children: () => [coworker(task)], out: answer }]);
  for (let i = 0; i < 3; i++) {
    M.step(th, [{ tool: 'Delegate work to coworker', args: { task, context: 'Study ONC-3310, site 207, data cut 2025-02-14. Please make sure to compare both systems.', coworker: 'Site Monitoring Specialist' }, children: () => [coworker(task)], out: answer }]);
  }
  M.final({ thought: 'I could not complete the reconciliation.', answer: 'Agent stopped due to iteration limit or time limit.' });
  const root = M.finish('Agent stopped due to iteration limit or time limit.');
  return {
    isolates: 'A CrewAI manager delegates the same SAE reconciliation to the same coworker four times; the coworker runs the same query and returns the same "EDC export not available, inconclusive" answer, and the manager repeats its thought.',
    stagnation: true, goal, root,
  };
}

// 02 localization -- Agno team, leader transfers the same review to a member whose glossary access fails
function s02(id) {
  const T = new Trace(id, '2025-09-24T08:19:55Z');
  const goal = 'Release the ja-JP strings for the InfuCare pump UI v2.3 after a terminology review against the approved medical-device glossary.';
  const L = new Rec(T, 'agno', {
    agent: 'LocalizationLead', model: 'gpt-4.1',
    system: 'You lead a localization team. Members: terminology-reviewer (checks strings against the approved glossary), release-manager (publishes strings). Delegate with transfer_task_to_member.',
    user: goal,
  });
  const answer = 'I could not verify the terminology: the ja-JP glossary "med-devices-ja" returned 403 (not shared with this workspace). The 212 strings may be correct, but I cannot confirm them against the approved terms.';
  const member = () => L.sub('agno', {
    agent: 'TerminologyReviewer', model: 'gpt-4.1-mini',
    system: 'You check translated UI strings against the approved glossary using lookup_glossary.',
    user: 'Review the 212 ja-JP strings of InfuCare pump UI v2.3 against the approved medical-device glossary and report violations.',
  }, (S) => {
    S.step('Loading the approved ja-JP glossary.', [
      { tool: 'lookup_glossary', args: { glossary_id: 'med-devices-ja', locale: 'ja-JP' }, out: () => ({ status: 403, error: 'forbidden', detail: "Glossary 'med-devices-ja' is not shared with workspace ws_infucare_l10n", request_id: T.reqId('tm_', 20), tms_node: `tms-api-${T.int(1, 6)}` }), error: 'HTTP 403 forbidden' }]);
    S.final(answer);
    return answer;
  });
  const th = "The reviewer could not verify the terminology. I'll ask the terminology reviewer to check the Japanese strings against the glossary again.";
  const call = (desc) => ({ tool: 'transfer_task_to_member', args: { member_id: 'terminology-reviewer', task_description: desc, expected_output: 'List of glossary violations or an explicit pass.' }, children: () => [member()], out: answer });
  L.step('Delegating the glossary review to the terminology reviewer.', [call('Review the 212 ja-JP strings of InfuCare pump UI v2.3 against the approved medical-device glossary.')]);
  L.step(th, [call('Review the 212 ja-JP strings of InfuCare pump UI v2.3 against the approved medical-device glossary. Be thorough.')]);
  L.step(th, [call('Review the 212 ja-JP strings of InfuCare pump UI v2.3 against the approved medical-device glossary.')]);
  L.step(th, [call('Please re-review the ja-JP strings of InfuCare pump UI v2.3 against the approved glossary.')]);
  const root = L.finish(null, { error: 'TeamRunError: max delegation depth exceeded for member terminology-reviewer' });
  return {
    isolates: 'An Agno team leader transfers the same glossary review to the same member four times; each time the member hits the same 403 on the glossary and returns the same "cannot confirm" answer.',
    stagnation: true, goal, root,
  };
}

// 03 satellite operations -- Strands agents-as-tools; the analyst keeps lacking covariance data
function s03(id) {
  const T = new Trace(id, '2025-11-19T03:40:12Z');
  const goal = 'Assess conjunction event CE-25-3318 between our satellite NEXA-4 (NORAD 58213) and debris object 49871, and decide whether a collision-avoidance manoeuvre is needed (threshold Pc > 1e-4).';
  const R = new Rec(T, 'strands', {
    agent: 'conjunction_triage', tools: ['orbit_analyst'],
    system: 'You triage conjunction data messages for the NEXA constellation. Use the orbit_analyst agent for probability of collision (Pc) assessments. Recommend a manoeuvre only with a computed Pc.',
    user: goal,
  });
  const answer = 'Pc cannot be computed for CE-25-3318: the CDM lacks the covariance for the secondary object 49871. Miss distance is 412 m at TCA 2025-324T18:02:51Z; without covariance the risk is indeterminate.';
  const analyst = () => R.sub('strands', {
    agent: 'orbit_analyst', tools: ['fetch_cdm'],
    system: 'You are an orbit analyst. Fetch the latest CDM and compute Pc with the Foster method.',
    user: 'Assess conjunction CE-25-3318 (NEXA-4 vs 49871) and compute Pc.',
  }, (S) => {
    S.step('Fetching the latest CDM for the event.', [
      { tool: 'fetch_cdm', args: { event_id: 'CE-25-3318' }, out: () => ({ CCSDS_CDM_VERS: '1.0', CREATION_DATE: T.doy(), MESSAGE_ID: `CDM_${T.digits(9)}`, TCA: '2025-324T18:02:51.204Z', MISS_DISTANCE: 412.0, RELATIVE_SPEED: 14210.3, OBJECT1: { OBJECT_DESIGNATOR: '58213', COVARIANCE: 'present' }, OBJECT2: { OBJECT_DESIGNATOR: '49871', COVARIANCE: null, COMMENT: 'Covariance not available for this object' } }) }]);
    S.final(answer);
    return answer;
  });
  const th = 'The analyst could not compute the collision probability. I will ask the orbit analyst to assess the conjunction again.';
  const call = () => ({ tool: 'orbit_analyst', args: { request: 'Assess conjunction CE-25-3318 (NEXA-4 vs 49871) and compute Pc.' }, children: () => [analyst()], out: answer });
  R.step('Delegating the Pc assessment to the orbit analyst.', [call()]);
  for (let i = 0; i < 3; i++) R.step(th, [call()]);
  R.final('I do not have a computed Pc for CE-25-3318, so I cannot recommend for or against a manoeuvre.');
  const root = R.finish('No Pc available for CE-25-3318; no manoeuvre decision made.');
  return {
    isolates: 'A Strands triage agent calls its orbit-analyst agent-tool four times for the same conjunction; the analyst fetches the same CDM without secondary covariance and returns the same "Pc cannot be computed" answer every time.',
    stagnation: true, goal, root,
  };
}

// 04 coding -- Claude Code Task subagent sent back with the same prompt
function s04(id) {
  const T = new Trace(id, '2025-10-09T13:22:40Z');
  const goal = 'test_checkout_concurrency is flaky in CI (passes locally). Find the cause and fix it.';
  const R = new Rec(T, 'claude', { cwd: '/home/lee/code/shopcore', gitBranch: 'fix/flaky-checkout', user: goal });
  const report = "I searched the test and its fixtures. test_checkout_concurrency waits with wait_for(lambda: order.status == 'PAID', timeout=settings.ASYNC_TIMEOUT). ASYNC_TIMEOUT is read from the env var CHECKOUT_ASYNC_TIMEOUT with no default; I could not find where it is set in the repo or in .github/workflows, so I can't determine the effective timeout in CI.";
  const sub = () => R.sub('claude', { agent: 'general-purpose', user: 'Find where the timeout used by test_checkout_concurrency is configured and what value CI uses.', cwd: '/home/lee/code/shopcore' }, (S) => {
    S.step('Searching for the timeout used by the test and where it is defined.', [{ tool: 'Grep', args: { pattern: 'ASYNC_TIMEOUT', output_mode: 'content', '-n': true }, out: "tests/integration/test_checkout.py:219:        wait_for(lambda: order.refresh().status == 'PAID', timeout=settings.ASYNC_TIMEOUT)\nshopcore/settings.py:88:ASYNC_TIMEOUT = float(os.environ['CHECKOUT_ASYNC_TIMEOUT'])" }]);
    S.step('The value comes from the environment. Checking the CI workflows and env files for it.', [{ tool: 'Grep', args: { pattern: 'CHECKOUT_ASYNC_TIMEOUT', path: '.github', output_mode: 'files_with_matches' }, out: 'No files found' }]);
    S.final(report);
    return report;
  });
  const task = (p) => ({ tool: 'Task', args: { description: 'Find flaky test timeout config', prompt: p, subagent_type: 'general-purpose' }, children: () => [sub()], out: report });
  R.step("I'll have a subagent trace where this test's timeout comes from.", [task('Find where the timeout used by test_checkout_concurrency is configured and what value CI uses.')]);
  const again = "The subagent couldn't determine the CI timeout value. Let me have it look again more carefully.";
  R.step(again, [task('Find where the timeout used by test_checkout_concurrency is configured and what value CI uses. Look carefully.')]);
  R.step(again, [task('Find where the timeout used by test_checkout_concurrency is configured and what value CI uses.')]);
  R.step(again, [task('Look again: find where the timeout used by test_checkout_concurrency is configured and what value CI uses.')]);
  const root = R.finish(null, { error: 'Session ended: context limit reached' });
  return {
    isolates: 'Claude Code launches the same Task subagent four times for the same question; each run greps the same files and returns the same report ending "can\'t determine the effective timeout in CI", and the main agent repeats its sentence.',
    stagnation: true, goal, root,
  };
}

// 05 energy trading -- OTel; supervisor re-invokes a non-LLM forecast workflow agent, with varied reasoning
function s05(id) {
  const T = new Trace(id, '2025-07-09T06:05:00Z');
  const goal = 'Prepare the day-ahead bid curve for the Ridgeback battery site (pricing node RB-230) for delivery date 2025-07-10; gate closure 10:00 local.';
  const R = new Rec(T, 'otel', {
    agent: 'dam-bidding-supervisor', provider: 'openai',
    system: 'You supervise day-ahead market bidding. The price-forecast-agent produces node LMP forecasts; you build bid curves from them with build_bid_curve. Never submit without a forecast.',
    user: goal,
  });
  const result = () => ({ status: 'INCONCLUSIVE', reason: 'LMP history for node RB-230 has 0 rows after 2025-06-01; forecast not produced', forecast: null, model: 'lgbm-dam-v14', run_id: `fr-${T.ulid()}`, feature_store_snapshot: `fs@${T.compact()}` });
  const workflow = (lookback) => {
    const kids = [];
    const sub = new Rec(T, 'otel', { agent: 'price-forecast-agent' });
    sub.raw((() => { T.advance(T.int(10, 40)); const st = T.t; T.advance(T.int(900, 2200)); return span('tool', 'execute_tool load_market_data', { node: 'RB-230', lookback_days: lookback, market: 'DAM' }, { rows: 0, range: [T.dateOnly(T.t - lookback * 86400000), '2025-07-08'], source: 'iso_lmp_hourly', query_id: T.uuid() }, [], { metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), end_time: new Date(T.t).toISOString(), duration_ms: T.t - st, 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'load_market_data' } }); })());
    sub.raw((() => { T.advance(T.int(10, 40)); const st = T.t; T.advance(T.int(300, 700)); return span('tool', 'execute_tool run_forecast_model', { node: 'RB-230', delivery_date: '2025-07-10', model: 'lgbm-dam-v14' }, { skipped: true, reason: 'insufficient history (0 rows)' }, [], { metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), end_time: new Date(T.t).toISOString(), duration_ms: T.t - st, 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'run_forecast_model' } }); })());
    kids.push(sub.finish(null, { input: { node: 'RB-230', delivery_date: '2025-07-10', lookback_days: lookback } }));
    return kids;
  };
  let last = null;
  const call = (args) => ({ tool: 'transfer_to_price_forecast_agent', args, children: () => { const k = workflow(args.lookback_days || 90); last = result(); k[0].output = last; return k; }, out: () => last });
  R.step('Requesting the node price forecast for 2025-07-10 from the forecast agent.', [call({ node: 'RB-230', delivery_date: '2025-07-10', lookback_days: 90 })]);
  R.step('No forecast: the agent found no LMP history after June 1. Perhaps the 90-day window is too narrow for the model; asking for the same forecast with a 365-day lookback.', [call({ node: 'RB-230', delivery_date: '2025-07-10', lookback_days: 365 })]);
  R.step('Still inconclusive with the longer window. The feature store may have been mid-refresh at 06:00; a second attempt after the refresh should pick up the June data.', [call({ node: 'RB-230', delivery_date: '2025-07-10', lookback_days: 90, note: 'retry after feature refresh' })]);
  R.step('Same reason again. It could be a timezone boundary issue on the delivery date, so I will pass the delivery day explicitly in market time.', [call({ node: 'RB-230', delivery_date: '2025-07-10T00:00:00-05:00', lookback_days: 90 })]);
  R.step('The forecaster keeps reporting zero rows after June 1. Trying once more with the gate closure noted so it prioritises this node.', [call({ node: 'RB-230', delivery_date: '2025-07-10', lookback_days: 90, priority: 'gate-closure-10:00' })]);
  const root = R.finish(null, { error: 'Deadline guard: gate closure approaching, run stopped without a bid curve' });
  return {
    isolates: 'A supervisor re-invokes the same non-LLM forecast agent five times for the same node and date; the agent returns the identical INCONCLUSIVE "0 rows after 2025-06-01" result each time, while the supervisor\'s reasoning offers a new guess each round.',
    stagnation: false, goal, root,
  };
}

// 06 ocean shipping -- LangGraph-style supervisor with handoff tools, recorded as plain message spans
function s06(id) {
  const T = new Trace(id, '2025-09-29T12:48:31Z');
  const goal = 'Tell the customer where container MSKU4471920 (booking VLC-88120) is now and whether it will make the Gioia Tauro transshipment for the 6 Oct feeder.';
  const R = new Rec(T, 'plain', {
    agent: 'LangGraph', llmName: 'ChatOpenAI',
    system: 'You are the supervisor of a shipping customer-service team. Agents: tracking_agent (container events), schedule_agent (vessel schedules). Hand off with transfer_to_<agent>.',
    user: goal,
  });
  const answer = 'Container MSKU4471920 was loaded on MSC ARIANE at Valencia on 18 Sep. There are no events since departure, so I cannot tell whether it has been discharged for transshipment at Gioia Tauro.';
  const tracker = () => R.sub('plain', {
    agent: 'tracking_agent', llmName: 'ChatOpenAI',
    system: 'You are the tracking agent. Use track_container and report the latest known position.',
    user: 'Where is container MSKU4471920 now, and has it reached Gioia Tauro?',
  }, (S) => {
    S.step(null, [{ tool: 'track_container', args: { container: 'MSKU4471920' }, out: () => ({ container: 'MSKU4471920', events: [{ code: 'GTIN', location: 'ESVLC', time: '2025-09-16T08:14:00+02:00' }, { code: 'LOAD', location: 'ESVLC', vessel: 'MSC ARIANE', voyage: 'FE538E', time: '2025-09-18T21:40:00+02:00' }, { code: 'VDEP', location: 'ESVLC', time: '2025-09-19T03:05:00+02:00' }], last_sync: T.isoOff(T.t, 120), carrier_api: `dcsa-tnt-${T.int(1, 5)}`, etag: T.etag(true) }) }]);
    S.final(answer);
    return answer;
  });
  const transfer = () => ({ tool: 'transfer_to_tracking_agent', args: {}, raw: true, out: 'Successfully transferred to tracking_agent' });
  const same = "The tracking agent's update is inconclusive about the transshipment. Routing the question back to the tracking agent.";
  R.step('Handing off to the tracking agent for the current position.', [transfer()]);
  const handBack = () => { R.raw(tracker()); R.hist.push({ k: 'assistant', text: answer, calls: [] }); };
  handBack();
  for (let i = 0; i < 3; i++) { R.step(same, [transfer()]); handBack(); }
  const root = R.finish(null, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
  return {
    isolates: 'A LangGraph-style supervisor hands the same tracking question to the tracking agent four times; the agent returns the same "no events since departure, cannot tell" answer each time and the supervisor repeats its routing sentence.',
    stagnation: true, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
