import { msgs } from './lib.mjs';
export const family = 'long_step_echo', loop = true;
const S = (sys, goal) => msgs(sys, goal);
export default [
 { id: '01', domain: 'stone bridge repair', style: 'anthropic', stagnation: true, isolates: 'A long repair-sequencing plan is restated almost word for word after a survey lookup that returned the same record again.',
   goal: 'Draft the repointing sequence for the three-arch rubble bridge at Holm Ford using the latest survey.',
   build(T, N) { const plan = 'Given the survey, I will sequence the work as: first install centring under arch 2 because its voussoirs show 12 mm drop, then rake out failed lime mortar on the downstream spandrel to 40 mm depth, then repoint with NHL 3.5 lime in two lifts, and only afterwards address the scour at pier 1 with gabion mattresses once the river level falls below the survey datum.';
     const rec = { bridge_id: 'HF-0193', arches: 3, survey_ref: 'SV-2291', voussoir_drop_mm: { arch1: 3, arch2: 12, arch3: 4 }, mortar: 'lime, 60% failed downstream', scour: 'pier 1, 0.45 m', fetched_at: N.iso(), request_id: N.reqId() };
     return [T.llm(S('You are a heritage structures assistant.', this.goal), null, [{ name: 'get_bridge_survey', args: { bridge_id: 'HF-0193' } }]),
       T.tool('get_bridge_survey', { bridge_id: 'HF-0193' }, rec),
       T.llm([{ role: 'user', content: 'continue' }], plan, [{ name: 'get_bridge_survey', args: { bridge_id: 'HF-0193', latest: true } }]),
       T.tool('get_bridge_survey', { bridge_id: 'HF-0193', latest: true }, { ...rec, fetched_at: N.iso(), request_id: N.reqId() }),
       T.llm([{ role: 'user', content: 'continue' }], plan.replace('Given the survey, I will', 'Based on the survey, I will').replace('only afterwards', 'only after that'), [])]; } },
 { id: '02', domain: 'kabaddi league', style: 'crewai', stagnation: true, isolates: 'A CrewAI agent repeats its long Thought about tie-break rules verbatim after re-reading an unchanged rulebook section.',
   goal: 'Decide the semi-final seeding for the district kabaddi league where Rovers and Panthers finished level on points.',
   build(T, N) { const th = 'Thought: Rovers and Panthers are both on 41 points, so the rulebook tie-break applies: first score difference across all league raids and tackles, then head-to-head result, then total all-outs inflicted. Rovers have +38 score difference against Panthers at +38 as well, so I need the head-to-head, which Rovers won 34-31, meaning Rovers take the second seed.';
     const rb = { section: '7.4 Tie-breaks', text: '(a) score difference (b) head-to-head (c) all-outs inflicted (d) coin toss by league secretary', revision: 'r2024-11', cache: N.pick(['HIT', 'MISS']) };
     return [T.sub('Task: seeding analysis', [
       T.llm(S('You are the league analyst.', this.goal), 'Thought: I need the tie-break rules.\nAction: rulebook_lookup\nAction Input: {"section": "7.4"}', [{ name: 'rulebook_lookup', args: { section: '7.4' } }]),
       T.tool('rulebook_lookup', { section: '7.4' }, rb),
       T.llm([{ role: 'user', content: 'Observation received' }], th + '\nAction: rulebook_lookup\nAction Input: {"section": "7.4"}', [{ name: 'rulebook_lookup', args: { section: '7.4' } }]),
       T.tool('rulebook_lookup', { section: '7.4' }, { ...rb, cache: 'HIT' }),
       T.llm([{ role: 'user', content: 'Observation received' }], th.replace('meaning Rovers', 'so Rovers') + '\nAction: rulebook_lookup\nAction Input: {"section": "7.4"}', [])], 'Decide semi-final seeding')]; } },
 { id: '03', domain: 'Maven Central staging release', style: 'openinference', stagnation: true, isolates: 'A long release checklist reasoning step is emitted twice with no new information between the copies; the run is then cut off.',
   goal: 'Close and release the staging repository for com.harbourlib:tidecalc 2.3.0 on Maven Central.',
   build(T, N) { const st = 'The staging repository comharbourlib-1042 is still open; before closing it I must confirm that every artifact has a .asc signature, that sources and javadoc jars exist for tidecalc-2.3.0, that the POM has license, scm and developers sections, and then call close, wait for the rules evaluation, and release only if all rules pass without the signature validation warning we saw in 2.2.0.';
     const repo = { repositoryId: 'comharbourlib-1042', type: 'open', updated: N.http(), artifacts: ['tidecalc-2.3.0.jar', 'tidecalc-2.3.0.jar.asc', 'tidecalc-2.3.0-sources.jar', 'tidecalc-2.3.0-javadoc.jar', 'tidecalc-2.3.0.pom'] };
     return [T.llm(S('You are a release engineer.', this.goal), null, [{ name: 'nexus_staging_list', args: { profile: 'com.harbourlib' } }]),
       T.tool('nexus_staging_list', { profile: 'com.harbourlib' }, repo),
       T.llm([{ role: 'tool', content: JSON.stringify(repo) }], st, []),
       T.llm([{ role: 'assistant', content: st }, { role: 'user', content: 'Proceed.' }], st.replace('I must confirm', 'I need to confirm'), [])]; } },
 { id: '04', domain: 'jute mill', style: 'langsmith', stagnation: true, isolates: 'The agent re-derives the same long batching rationale for a jute spinning schedule after an unchanged inventory read.',
   goal: 'Plan tomorrow’s spinning frame allocation at the Narayanganj jute mill given bale stock by grade.',
   build(T, N) { const r = 'Tossa grade TD-4 stock of 212 bales is enough for frames 1 to 6 on 8 lb hessian yarn for both shifts, while the 58 bales of White W-5 should go to frames 7 and 8 for sacking warp only, because mixing W-5 into hessian caused the breakage rate to rise to 9 percent last month; frames 9 and 10 should stay idle pending the batching oil delivery.';
     const inv = { as_of: N.logts(), bales: { 'TD-4': 212, 'W-5': 58, 'TD-6': 0 }, batching_oil_l: 140, snapshot: N.hex(10) };
     return [T.llm(S('You plan mill production.', this.goal), null, [{ name: 'bale_inventory', args: { warehouse: 'B' } }]), T.tool('bale_inventory', { warehouse: 'B' }, inv),
       T.llm([], r, [{ name: 'bale_inventory', args: { warehouse: 'B' } }]), T.tool('bale_inventory', { warehouse: 'B' }, { ...inv, as_of: N.logts(), snapshot: N.hex(10) }),
       T.llm([], r.replace('is enough', 'is sufficient'), [])]; } },
 { id: '05', domain: 'coroner inquest scheduling', style: 'gemini', stagnation: true, isolates: 'A long scheduling analysis is repeated nearly verbatim after a calendar call returns the same free slots.',
   goal: 'Find a hearing slot for the inquest into case CR-77/25 that suits the pathologist and the family’s counsel.',
   build(T, N) { const a = 'The pathologist Dr Okafor is only available on Tuesdays and Thursdays in May, the family counsel cannot attend before 11:00 because of another listing, and courtroom 2 is the only room with video link for the expert witness, so the best candidate is Thursday 15 May at 11:30 in courtroom 2, with Tuesday 20 May as the fallback if the jury bailiff is unavailable.';
     const cal = { room: 'courtroom 2', free: ['2025-05-15T11:30', '2025-05-20T10:00', '2025-05-20T14:00'], generated: N.isoOff() };
     return [T.llm([{ role: 'user', content: this.goal }], null, [{ name: 'court_calendar', args: { room: 'courtroom 2', month: '2025-05' } }]), T.tool('court_calendar', { room: 'courtroom 2', month: '2025-05' }, cal),
       T.llm([], a, [{ name: 'court_calendar', args: { room: 'courtroom 2', month: '2025-05' } }]), T.tool('court_calendar', { room: 'courtroom 2', month: '2025-05' }, { ...cal, generated: N.isoOff() }),
       T.llm([], a.replace('the best candidate', 'the strongest candidate'), [])]; } },
 { id: '06', domain: 'abalone farm', style: 'vercel', stagnation: true, isolates: 'One long water-quality reasoning paragraph is restated near-verbatim with no tool call in between.',
   goal: 'Decide whether to move the juvenile abalone from tank raceway R3 given the latest dissolved-oxygen trend.',
   build(T, N) { const a = 'Dissolved oxygen in raceway R3 dropped from 7.8 to 5.9 mg/L over the last six hours while temperature rose to 19.4 C, which is close to the stress threshold for juvenile greenlip abalone; since R5 has spare capacity and stable readings, the safest action is to increase flow in R3 first and prepare to transfer the 4,200 juveniles to R5 if oxygen falls below 5.5 mg/L.';
     const d = { raceway: 'R3', series: [7.8, 7.4, 6.9, 6.4, 6.1, 5.9], temp_c: 19.4, sensor: 'YSI-' + N.int(1000, 9999), read_at: N.epoch() };
     return [T.llm(S('You assist aquaculture staff.', this.goal), null, [{ name: 'sensor_trend', args: { raceway: 'R3', hours: 6 } }]), T.tool('sensor_trend', { raceway: 'R3', hours: 6 }, d),
       T.llm([], a, []), T.llm([{ role: 'assistant', content: a }], a.replace('the safest action', 'the safest course'), [])]; } },
];
