import { agent, llm, tool, span, oai } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
function sup(N, name, worker, goalTxt, tasks, synth, meta = {}) {
  const kids = [];
  for (const [task, toolName, toolIn, toolOut, answer] of tasks) {
    kids.push(llm('supervisor', { messages: '…' }, oai(N, null, [['delegate', { worker, task }]]), { model: 'gpt-4o' }));
    kids.push(agent(worker, { task }, answer, [tool(toolName, toolIn, toolOut), llm(worker + '.llm', { task }, answer, { model: 'gpt-4o-mini' })], { run_id: N.uuid() }));
  }
  kids.push(llm('supervisor', { messages: '…' }, synth, { model: 'gpt-4o' }));
  return agent(name, { goal: goalTxt }, synth, kids, meta);
}
export const rows = [
{ n: '01', stagnation: false, style: 'LangGraph supervisor', domain: 'pipe insulation contractor quote', goal: 'Quote lagging the heating pipework in a four-storey office.', isolates: 'Supervisor sends the estimator worker three different sub-tasks (measure, materials, labour), each answered with new figures, then synthesises.',
  build(N) { return sup(N, 'supervisor', 'estimator', 'Quote pipe lagging', [
    ['Total pipe lengths by diameter from the survey', 'read_survey', { file: 'survey_floorplans.pdf' }, { '15mm': 412, '22mm': 288, '28mm': 96, '54mm': 40, units: 'm', pages: 9 }, '15 mm 412 m, 22 mm 288 m, 28 mm 96 m, 54 mm 40 m.'],
    ['Materials cost for 25 mm nitrile lagging', 'price_lookup', { supplier: 'Kingspan', items: ['15', '22', '28', '54'] }, { prices_gbp_per_m: { 15: 1.9, 22: 2.3, 28: 2.8, 54: 5.1 }, valid_until: N.iso() }, 'Materials £2,073 incl. 8% waste.'],
    ['Labour hours at 14 m/h, 54 mm at 6 m/h', 'calc', { expr: '(412+288+96)/14 + 40/6' }, { result: 63.5 }, '63.5 h ≈ 8 days for 1 fitter, £2,540 at £40/h.']], 'Quote: materials £2,073 + labour £2,540 + access tower £180 = £4,793 ex VAT.', { thread_id: N.uuid() }); } },
{ n: '02', stagnation: false, style: 'CrewAI (hierarchical)', domain: 'marine mammal stranding network', goal: 'Prepare this week’s stranding summary for the regional marine mammal network.', isolates: 'Same analyst worker answers three different questions (counts, species, live rescues) with different data; the manager synthesises.',
  build(N) { return sup(N, 'Crew Manager', 'Stranding Analyst', 'Weekly stranding summary', [
    ['Count strandings per coast section this week', 'query_db', { sql: 'select section,count(*) from strandings where wk=7 group by 1' }, 'section | count\n N1 | 3\n N2 | 1\n S1 | 5\n(3 rows, 12 ms)', 'Nine strandings: N1 3, N2 1, S1 5.'],
    ['Species breakdown', 'query_db', { sql: 'select species,count(*) ...' }, 'harbour porpoise | 5\ngrey seal pup | 3\nshort-beaked common dolphin | 1', 'Porpoise 5, grey seal pups 3, common dolphin 1.'],
    ['Outcome of live strandings', 'query_db', { sql: 'select id,outcome from strandings where live' }, [{ id: 'S-2291', outcome: 'refloated' }, { id: 'S-2294', outcome: 'to rehab (Gweek)' }], 'Two live: one refloated, one seal pup to rehab.']], 'Week 7: 9 strandings (S1 hotspot, 5), mostly porpoise; 2 live animals, both saved.'); } },
{ n: '03', stagnation: false, style: 'OpenAI Agents SDK (agents as tools)', domain: 'boat ramp launch permits', goal: 'Review the 3 pending commercial launch permit applications at the county boat ramps.', isolates: 'The permits worker is called three times with different application IDs and returns different findings before the supervisor decides.',
  build(N) { return sup(N, 'Permits Supervisor', 'Application Reviewer', 'Review pending permits', [
    ['Review application BR-1041 (jet-ski hire)', 'get_application', { id: 'BR-1041' }, { applicant: 'Splash Hire Ltd', insurance_expiry: '2025-03-01', vessels: 6 }, 'BR-1041: insurance expired 1 March — return for renewal.'],
    ['Review application BR-1042 (fishing charter)', 'get_application', { id: 'BR-1042' }, { applicant: 'Reel Deal Charters', insurance_expiry: '2026-01-31', vessels: 1, ramp: 'Harbour Rd' }, 'BR-1042 complete, approve.'],
    ['Review application BR-1045 (kayak school)', 'get_application', { id: 'BR-1045' }, { applicant: 'Paddle North CIC', insurance_expiry: '2025-11-30', vessels: 14, ramp: 'Mill Creek', peak_launches_per_day: 40 }, 'BR-1045 valid but 40 launches/day exceeds Mill Creek cap of 25; approve with weekday-only condition.']], 'Approve BR-1042; approve BR-1045 weekdays only; return BR-1041 for insurance.'); } },
{ n: '04', stagnation: false, style: 'Mastra (agent network)', domain: 'internal API deprecation review', goal: 'Find which services still call the deprecated /v1/pricing endpoint before it is removed on 30 April.', isolates: 'One code-search worker gets three distinct sub-tasks (logs, code, configs), each with new results, then a synthesis.',
  build(N) { return sup(N, 'routingAgent', 'codeSearchAgent', 'v1 pricing callers', [
    ['Which services hit /v1/pricing in the last 7 days of gateway logs?', 'log_query', { q: 'path:"/v1/pricing" | stats count by service', range: '7d' }, { rows: [['checkout-web', 18211], ['invoice-batch', 640]], took_ms: N.ms() }, 'checkout-web 18,211 calls, invoice-batch 640.'],
    ['Search code for the v1 client', 'code_search', { q: 'PricingClientV1' }, { matches: [{ repo: 'invoice-batch', path: 'src/jobs/monthly.py', line: 88 }, { repo: 'partner-export', path: 'lib/feed.rb', line: 12 }] }, 'Also partner-export (no recent traffic; monthly cron).'],
    ['Check config for hard-coded v1 URLs', 'config_grep', { pattern: '/v1/pricing' }, 'checkout-web/helm/values-prod.yaml:41: PRICING_URL: https://api.internal/v1/pricing', 'checkout-web hard-codes the URL in Helm values.']], 'Callers: checkout-web (Helm value), invoice-batch (client at monthly.py:88), partner-export (monthly cron). Open 3 tickets.'); } },
{ n: '05', stagnation: false, style: 'Google ADK (sub_agents)', domain: 'pilates studio membership churn', goal: 'Explain why membership cancellations rose in February at the two studios.', isolates: 'The coordinator asks the data worker three different questions (by studio, by reason, by tenure) and gets different tables before concluding.',
  build(N) { return sup(N, 'coordinator', 'data_analyst', 'Feb churn', [
    ['Cancellations by studio, Jan vs Feb', 'run_sql', { q: 'churn by studio' }, { Thornbury: [11, 12], Docklands: [9, 27] }, 'Docklands tripled (9→27); Thornbury flat.'],
    ['Docklands cancellation reasons in Feb', 'run_sql', { q: 'reasons docklands feb' }, { 'class times changed': 15, price: 6, moving: 4, other: 2 }, '15 of 27 cite the changed class times.'],
    ['Tenure of Docklands cancellers', 'run_sql', { q: 'tenure' }, { '<3m': 3, '3-12m': 7, '>12m': 17 }, 'Mostly long-standing members (17 over a year).']], 'Feb churn is a Docklands issue: the 1 Feb timetable change removed early classes that long-tenure members used.'); } },
{ n: '06', stagnation: false, style: 'AutoGen / AG2 (SelectorGroupChat)', domain: 'caving club survey data', goal: 'Assemble the annual survey report for the caving club’s three active digs.', isolates: 'The surveyor worker is assigned each dig in turn and returns different passage lengths and notes; the lead writes the summary.',
  build(N) { return sup(N, 'club_lead', 'surveyor', 'Annual survey report', [
    ['Process the Therion data for Pippikin dig', 'therion_compile', { file: 'pippikin.th' }, `compiling pippikin.th ... length 412.6 m, depth 61.2 m, loops 2, closure error 0.8%\n(${N.dur()})`, 'Pippikin: 412.6 m surveyed, 61 m deep.'],
    ['Process Gavel Pot extension', 'therion_compile', { file: 'gavel_ext.th' }, `length 88.0 m, depth 14.5 m, loops 0\n(${N.dur()})`, 'Gavel extension: 88 m new passage.'],
    ['Process Lost John’s sump bypass', 'therion_compile', { file: 'lostjohns_bypass.th' }, `length 35.4 m, depth 3.1 m, WARNING: 1 unconnected station LJ.42`, 'Lost John’s bypass 35 m; station LJ.42 needs re-tying.']], 'Report: 536 m surveyed across three digs; Pippikin largest; LJ.42 to re-survey in spring.'); } },
];
