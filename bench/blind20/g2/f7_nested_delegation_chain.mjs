// Healthy 2: a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'nested_delegation_chain';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Deep delegation: three or more nested agents with distinct, progressively narrower sub-tasks whose results flow back up to a finished answer.';

// 01 student radio show rundown - OpenAI Agents SDK (agents as tools)
function r01(N) {
  const goal = 'Prepare Thursday\'s 20:00-22:00 "Night Shift" rundown for KXUR student radio: 24 tracks, two PSAs, and every track must be cleared for broadcast.';
  const M = rec('oai_agents', N, { user: goal, agentName: 'Station Manager' });
  const P = rec('oai_agents', N, { user: 'Build a 24-track rundown for Night Shift (indie/electronic), 20:00-22:00 with PSA slots at 20:58 and 21:58.', agentName: 'Programming Director' });
  const C = rec('oai_agents', N, { user: 'Check broadcast clearance for these 24 tracks against the station library; report any not cleared.', agentName: 'Music Clearance' });
  const X = rec('oai_agents', N, { user: 'Resolve the ISRC for "Glass Harbour" by Lowtide Parade (two releases exist) and tell me which one the library holds.', agentName: 'Metadata Lookup' });
  const x = [];
  x.push(X.llm({ calls: [['isrc_search', { title: 'Glass Harbour', artist: 'Lowtide Parade' }]] }));
  x.push(X.tool(X.last[0], { hits: [{ isrc: 'USX9P2412345', release: 'Glass Harbour (Single)', year: 2024 }, { isrc: 'USX9P2500871', release: 'Tideline (LP)', year: 2025 }], source: 'musicbrainz mirror', fetched: N.iso() }));
  x.push(X.llm({ text: 'The library holds the LP version: ISRC USX9P2500871, and it is flagged cleared (BMI/ASCAP blanket).' }));
  const cl = [];
  cl.push(C.llm({ calls: [['library_lookup', { tracks: 24, playlist_draft: 'ns-0612' }]] }));
  cl.push(C.tool(C.last[0], { cleared: 22, not_cleared: [{ title: 'Bleach Summer', artist: 'Moth Static', reason: 'explicit - no radio edit' }], ambiguous: [{ title: 'Glass Harbour', artist: 'Lowtide Parade', reason: '2 ISRCs' }], checked_at: N.isoS() }));
  cl.push(C.llm({ calls: [['transfer_to_metadata_lookup', { track: 'Glass Harbour' }]] }));
  cl.push(agentSpan('Metadata Lookup', { input: 'Glass Harbour ISRC' }, 'USX9P2500871 (Tideline LP), cleared', x, { metadata: { span_data: { type: 'agent', name: 'Metadata Lookup', tools: ['isrc_search'] } } }));
  cl.push(C.llm({ text: '23 of 24 cleared (Glass Harbour resolved to the cleared LP version). Not cleared: "Bleach Summer" by Moth Static (explicit, no radio edit).' }));
  const pr = [];
  pr.push(P.llm({ calls: [['draft_playlist', { genre: ['indie', 'electronic'], minutes: 120, tracks: 24 }]] }));
  pr.push(P.tool(P.last[0], { draft_id: 'ns-0612', tracks: 24, runtime: '1:51:40', psa_slots: ['20:58', '21:58'] }));
  pr.push(P.llm({ calls: [['transfer_to_music_clearance', { draft_id: 'ns-0612' }]] }));
  pr.push(agentSpan('Music Clearance', { input: 'clear ns-0612' }, '23/24 cleared; replace Bleach Summer', cl, { metadata: { span_data: { type: 'agent', name: 'Music Clearance', tools: ['library_lookup'], handoffs: ['Metadata Lookup'] } } }));
  pr.push(P.llm({ calls: [['replace_track', { draft_id: 'ns-0612', remove: 'Bleach Summer', with: 'Paper Satellites - Neon Tram (radio edit)' }]] }));
  pr.push(P.tool(P.last[0], { ok: true, runtime: '1:52:05', cleared: 24 }));
  pr.push(P.llm({ text: 'Rundown ns-0612 final: 24 cleared tracks, runtime 1:52:05, PSAs at 20:58 and 21:58.' }));
  const ms = [];
  ms.push(M.llm({ calls: [['transfer_to_programming_director', { show: 'Night Shift', date: 'Thursday' }]] }));
  ms.push(agentSpan('Programming Director', { input: 'build rundown' }, 'ns-0612 final, 24 cleared', pr, { metadata: { span_data: { type: 'agent', name: 'Programming Director', handoffs: ['Music Clearance'] } } }));
  ms.push(M.llm({ text: 'Thursday Night Shift rundown ns-0612 is ready: 24 tracks all cleared (one explicit track swapped for a radio edit), runtime 1:52:05, PSAs at 20:58 and 21:58.' }));
  return { goal, root: agentSpan('Agent workflow', { input: goal }, 'rundown ns-0612 ready', [agentSpan('Station Manager', { input: goal }, 'ns-0612 ready', ms)], { metadata: { workflow_name: 'kxur-programming', trace_id: 'trace_' + N.hex(32) } }),
    isolates: 'Station manager -> programming director -> music clearance -> metadata lookup, each with a narrower task (rundown, clearance, one ISRC); answers flow back and the rundown is finalised.' };
}

// 02 sewing machine repair parts - CrewAI hierarchical process
function r02(N) {
  const goal = 'A customer\'s Bernina 830 embroidery machine shows error E4 (hook drive). Diagnose, source the part, and give the customer a repair quote with a date.';
  const S = rec('crewai', N, { user: 'Diagnose Bernina 830 error E4 and determine the part needed.', agentName: 'Service Technician' });
  const PS = rec('crewai', N, { user: 'Source Bernina part 0335157000 (hook drive belt) with price and lead time.', agentName: 'Parts Sourcer' });
  const SR = rec('crewai', N, { user: 'Check distributor stock for 0335157000 at the two EU warehouses.', agentName: 'Distributor Stock Checker' });
  const sr = [];
  sr.push(SR.llm({ rawText: 'Thought: Query both warehouses.\nAction: Distributor stock API\nAction Input: {"part": "0335157000", "warehouses": ["Steckborn", "Rotterdam"]}' }));
  SR.last = [{ id: 'c1', name: 'Distributor stock API', args: { part: '0335157000' } }];
  sr.push(SR.tool(SR.last[0], `part 0335157000  HOOK DRIVE BELT 830/880\nSteckborn (CH): 0   next inbound ${N.ymd()}\nRotterdam (NL): 14  ships same day if ordered before 15:00 CET\nnet price EUR 38.40 | query ${N.uuid()} | ${N.ms(80, 400)}ms`));
  sr.push(SR.llm({ rawText: 'Thought: I now know the final answer\nFinal Answer: Rotterdam has 14 in stock at EUR 38.40, ships same day; Steckborn has none.' }));
  const ps = [];
  ps.push(PS.llm({ rawText: 'Thought: I should delegate the warehouse check to the stock checker.\nAction: Delegate work to coworker\nAction Input: {"task": "Check distributor stock for 0335157000", "context": "Bernina hook drive belt for 830", "coworker": "Distributor Stock Checker"}' }));
  ps.push(agentSpan('Agent: Distributor Stock Checker', { task: 'stock check' }, 'Rotterdam 14 @ EUR 38.40', sr));
  ps.push(PS.llm({ rawText: 'Thought: Add shipping and conversion. EUR 38.40 ~ USD 41.70 + DHL express USD 24 = USD 65.70, 3 business days.\nFinal Answer: Part 0335157000 available from Rotterdam, landed cost USD 65.70, arrives in 3 business days.' }));
  const sv = [];
  sv.push(S.llm({ rawText: 'Thought: Pull the service manual entry for E4.\nAction: Service manual search\nAction Input: {"model": "830", "code": "E4"}' }));
  S.last = [{ id: 'c2', name: 'Service manual search', args: { model: '830', code: 'E4' } }];
  sv.push(S.tool(S.last[0], 'E4 - Hook drive: motor current high / encoder mismatch. Check: 1) thread jam in hook race 2) hook drive belt (0335157000) worn or slipped 3) encoder board. Bench test: rotate handwheel; if hook lags needle > 3 deg, replace belt.'));
  sv.push(S.llm({ rawText: 'Thought: Intake notes say the hook lagged ~6 degrees on the bench test and the race was clean, so it is the belt. I need the part sourced.\nAction: Delegate work to coworker\nAction Input: {"task": "Source part 0335157000", "coworker": "Parts Sourcer"}' }));
  sv.push(agentSpan('Agent: Parts Sourcer', { task: 'source 0335157000' }, 'USD 65.70 landed, 3 days', ps));
  sv.push(S.llm({ rawText: 'Thought: Labour is 1.5 h at USD 85.\nFinal Answer: Replace hook drive belt 0335157000. Parts USD 65.70 + labour USD 127.50 = USD 193.20. Ready 5 business days from approval.' }));
  const mgr = rec('crewai', N, { user: goal, agentName: 'Crew Manager' });
  const top = [];
  top.push(mgr.llm({ rawText: 'Thought: Start with diagnosis.\nAction: Delegate work to coworker\nAction Input: {"task": "Diagnose E4 and quote", "coworker": "Service Technician"}' }));
  top.push(agentSpan('Agent: Service Technician', { task: 'diagnose' }, 'belt, USD 193.20, 5 days', sv));
  top.push(mgr.llm({ rawText: 'Thought: I now know the final answer\nFinal Answer: Quote for the customer: hook drive belt replacement, USD 193.20 total, machine ready 5 business days after approval.' }));
  const task = span('chain', 'Task: Repair quote for Bernina 830 E4', { expected_output: 'quote with price and date' }, 'USD 193.20, 5 business days', { children: [agentSpan('Agent: Crew Manager', { role: 'manager' }, 'quote', top)] });
  return { goal, root: agentSpan('Crew.kickoff', { inputs: { ticket: 'SM-2291' } }, { raw: 'Quote: USD 193.20, ready in 5 business days.' }, [task], { metadata: { process: 'hierarchical', crew_id: N.uuid(), manager_llm: 'gpt-4o' } }),
    isolates: 'Manager -> service technician -> parts sourcer -> stock checker, each narrower (diagnosis, sourcing, one warehouse check); the quote is assembled and returned.' };
}

// 03 tofu factory production - Google ADK sub-agents
function r03(N) {
  const goal = 'Plan next week\'s firm-tofu production at Hanami Foods (target 18,000 blocks) and make sure the soybean lot we use meets the 38% protein spec.';
  const inv = 'e-' + N.uuid();
  const mk = (u, n) => rec('adk', N, { user: u, agentName: n, invocationId: inv, sessionId: N.uuid(), model: 'gemini-2.5-pro' });
  const top = mk(goal, 'production_planner');
  const pro = mk('Reserve enough soybeans for 18,000 firm blocks next week from a lot that meets 38% protein.', 'soy_procurement');
  const lab = mk('Report protein and moisture for soybean lots L-5521 and L-5530 from the QC lab.', 'qc_lab');
  const l = [];
  l.push(lab.llm({ calls: [['get_lab_results', { lots: ['L-5521', 'L-5530'], test: 'kjeldahl_protein' }]] }));
  l.push(lab.tool(lab.last[0], { results: [{ lot: 'L-5521', protein_pct_db: 36.9, moisture_pct: 12.8, tested: N.ymd() }, { lot: 'L-5530', protein_pct_db: 39.4, moisture_pct: 11.9, tested: N.ymd() }], lims_ref: 'QC-' + N.digits(6) }));
  l.push(lab.llm({ text: 'L-5530: 39.4% protein (dry basis), 11.9% moisture - meets spec. L-5521: 36.9% - below spec.' }));
  const p = [];
  p.push(pro.llm({ text: '18,000 blocks x 400 g at a yield of 2.6 kg tofu per kg dry bean needs about 2,770 kg of beans; checking which lots qualify.', calls: [['transfer_to_agent', { agent_name: 'qc_lab' }]] }));
  p.push(agentSpan('agent_run [qc_lab]', null, 'L-5530 meets spec (39.4%)', l));
  p.push(pro.llm({ calls: [['reserve_inventory', { lot: 'L-5530', kg: 2800 }]] }));
  p.push(pro.tool(pro.last[0], { reserved: 2800, lot: 'L-5530', remaining_kg: 4120, reservation: 'RSV-' + N.up(6), silo: 'S3' }));
  p.push(pro.llm({ text: 'Reserved 2,800 kg from L-5530 (silo S3), which meets the 38% protein spec.' }));
  const t = [];
  t.push(top.llm({ calls: [['transfer_to_agent', { agent_name: 'soy_procurement' }]] }));
  t.push(agentSpan('agent_run [soy_procurement]', null, '2,800 kg L-5530 reserved', p));
  t.push(top.llm({ calls: [['create_production_orders', { product: 'firm_400g', blocks: 18000, lot: 'L-5530', days: ['Mon', 'Tue', 'Wed', 'Thu'], per_day: 4500 }]] }));
  t.push(top.tool(top.last[0], { orders: ['PO-' + N.digits(5), 'PO-' + N.digits(5), 'PO-' + N.digits(5), 'PO-' + N.digits(5)], line: 'press-2', created: N.isoS() }));
  t.push(top.llm({ text: 'Production set: 4 orders of 4,500 firm blocks Mon-Thu on press 2 using soybean lot L-5530 (39.4% protein, 2,800 kg reserved).' }));
  return { goal, root: top.root([agentSpan('agent_run [production_planner]', null, 'done', t)], { final_response: 'Production set: 18,000 blocks Mon-Thu using lot L-5530.' }, { meta: { app_name: 'hanami_ops', 'gcp.vertex.agent.invocation_id': inv } }),
    isolates: 'Planner -> procurement -> QC lab, each narrower (weekly plan, bean reservation, two lab results); the qualifying lot comes back up and orders are created.' };
}

// 04 estate sale pricing - AutoGen / AG2 nested chats
function r04(N) {
  const goal = 'Price the 40-item catalogue for the Whitcombe estate sale this weekend; the mid-century items need comparable-sales backing.';
  const C = rec('autogen', N, { user: goal, agentName: 'coordinator', executor: 'user_proxy' });
  const A = rec('autogen', N, { user: 'Appraise the 6 mid-century furniture items (list attached) with a price range for each.', agentName: 'appraiser' });
  const R = rec('autogen', N, { user: 'Find recent sold comparables for a 1960s Danish teak sideboard (Skovby-style, 180 cm) and an Eames-style lounge chair reproduction.', agentName: 'comps_researcher' });
  const r = [];
  r.push(R.llm({ calls: [['search_sold_listings', { query: 'danish teak sideboard 1960s 180cm', days: 90 }]] }));
  r.push(R.tool(R.last[0], { sold: [{ price: 1450, venue: 'regional auction', date: '2025-02-11' }, { price: 1875, venue: 'online', date: '2025-03-02' }, { price: 1200, venue: 'estate sale', date: '2025-01-19' }], source: 'comps-api', req: N.reqId('cmp_') }));
  r.push(R.llm({ calls: [['search_sold_listings', { query: 'eames style lounge chair ottoman reproduction', days: 90 }]] }));
  r.push(R.tool(R.last[0], { sold: [{ price: 420, venue: 'online' }, { price: 380, venue: 'estate sale' }, { price: 510, venue: 'online' }], source: 'comps-api', req: N.reqId('cmp_') }));
  r.push(R.llm({ text: 'Sideboard comps: $1,200-$1,875 (median $1,450). Lounge chair repro comps: $380-$510 (median $420).' }));
  const a = [];
  a.push(A.llm({ text: 'Four items are routine (I can price from condition); the sideboard and lounge chair need comps.', calls: [['ask_comps_researcher', { items: ['teak sideboard', 'lounge chair repro'] }]] }));
  a.push(chainSpan('ConversableAgent.initiate_chat', { sender: 'appraiser', recipient: 'comps_researcher' }, { summary: 'sideboard median $1,450; chair median $420' }, [agentSpan('comps_researcher', null, 'comps found', r)]));
  a.push(A.llm({ text: 'Ranges: teak sideboard $1,300-1,500 (light ring marks); lounge chair $380-450; pair of walnut nightstands $220-260; brass floor lamp $90-120; tiled coffee table $150-180; bar cart $110-140.' }));
  const c = [];
  c.push(C.llm({ text: '34 items are household goods I can price by category; delegating the 6 mid-century items.', calls: [['ask_appraiser', { items: 6 }]] }));
  c.push(chainSpan('ConversableAgent.initiate_chat', { sender: 'coordinator', recipient: 'appraiser' }, { summary: '6 ranges returned' }, [agentSpan('appraiser', null, 'ranges', a)]));
  c.push(C.llm({ calls: [['update_catalogue', { sale: 'whitcombe-2025', priced_items: 40, tag_rule: 'upper end Saturday, 25% off Sunday' }]] }));
  c.push(C.tool(C.last[0], { ok: true, catalogue_url: 'https://sales.example/whitcombe-2025', rev: N.int(3, 9), updated: N.us() }));
  c.push(C.llm({ text: 'All 40 items priced; mid-century pieces backed by 90-day comps. TERMINATE' }));
  return { goal, root: C.root([chainSpan('ConversableAgent.initiate_chat', { sender: 'user_proxy', recipient: 'coordinator' }, { summary: 'done' }, c)], { summary: 'All 40 items priced.' }),
    isolates: 'Coordinator -> appraiser -> comps researcher in nested chats, each narrower (40 items, 6 items, 2 comparables); comps flow up and the catalogue is updated.' };
}

// 05 Android Gradle plugin upgrade - Mastra agent network
function r05(N) {
  const goal = 'Upgrade the Android app from AGP 8.2 to AGP 8.7 and Kotlin 2.0, and get assembleRelease green.';
  const run = N.uuid();
  const lead = rec('mastra', N, { user: goal, agentName: 'leadEngineer', runId: run });
  const dep = rec('mastra', N, { user: 'Bump AGP to 8.7.3, Gradle wrapper to 8.9, Kotlin to 2.0.21 and resolve any plugin incompatibilities.', agentName: 'dependencyAgent', runId: run });
  const kap = rec('mastra', N, { user: 'Room 2.5.x annotation processing fails under Kotlin 2.0 with kapt; migrate the :data module from kapt to KSP.', agentName: 'kspMigrationAgent', runId: run });
  const k = [];
  k.push(kap.llm({ calls: [['editFile', { path: 'data/build.gradle.kts', replace: { 'kapt("androidx.room:room-compiler:2.6.1")': 'ksp("androidx.room:room-compiler:2.6.1")', 'id("kotlin-kapt")': 'id("com.google.devtools.ksp") version "2.0.21-1.0.27"' } }]] }));
  k.push(kap.tool(kap.last[0], { ok: true, changed_lines: 2 }));
  k.push(kap.llm({ calls: [['runGradle', { task: ':data:compileReleaseKotlin' }]] }));
  k.push(kap.tool(kap.last[0], `> Task :data:kspReleaseKotlin\n> Task :data:compileReleaseKotlin\n\nBUILD SUCCESSFUL in ${N.int(30, 90)}s\n18 actionable tasks: 9 executed, 9 up-to-date`));
  k.push(kap.llm({ text: ':data migrated from kapt to KSP; compiles.' }));
  const d = [];
  d.push(dep.llm({ calls: [['editFile', { path: 'gradle/libs.versions.toml', replace: { 'agp = "8.2.2"': 'agp = "8.7.3"', 'kotlin = "1.9.22"': 'kotlin = "2.0.21"' } }]] }));
  d.push(dep.tool(dep.last[0], { ok: true, changed_lines: 2 }));
  d.push(dep.llm({ calls: [['runGradle', { task: 'assembleRelease' }]] }));
  d.push(dep.tool(dep.last[0], `> Task :data:kaptGenerateStubsReleaseKotlin FAILED\ne: [kapt] Kapt currently doesn't support language version 2.0+. Falling back to 1.9.\nerror: [Room] Cannot find implementation for AppDatabase\n\nBUILD FAILED in ${N.int(40, 120)}s`, { error: 'exit code 1' }));
  d.push(dep.llm({ text: 'Versions bumped; the remaining failure is kapt in :data. Delegating the KSP migration.', calls: [['kspMigrationAgent', { module: ':data' }]] }));
  d.push(agentSpan(`agent run: 'kspMigrationAgent'`, { module: ':data' }, ':data on KSP', k));
  d.push(dep.llm({ calls: [['runGradle', { task: 'assembleRelease' }]] }));
  d.push(dep.tool(dep.last[0], `> Task :app:minifyReleaseWithR8\n> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in ${N.int(2, 4)}m ${N.int(0, 59)}s\n213 actionable tasks: 187 executed, 26 up-to-date`));
  d.push(dep.llm({ text: 'AGP 8.7.3 / Kotlin 2.0.21 / Gradle 8.9: assembleRelease passes.' }));
  const l = [];
  l.push(lead.llm({ calls: [['dependencyAgent', { target: { agp: '8.7.3', kotlin: '2.0.21', gradle: '8.9' } }]] }));
  l.push(agentSpan(`agent run: 'dependencyAgent'`, { target: 'AGP 8.7' }, 'green', d));
  l.push(lead.llm({ text: 'Upgrade complete: AGP 8.7.3, Kotlin 2.0.21, Gradle 8.9; :data moved from kapt to KSP; assembleRelease is green.' }));
  return { goal, root: lead.root(l, { text: 'Upgrade complete; assembleRelease green.' }),
    isolates: 'Lead -> dependency agent -> KSP migration agent: each level owns a narrower job (whole upgrade, version bumps, one module\'s annotation processing) and the build ends green.' };
}

// 06 reptile breeding records - smolagents managed agents
function r06(N) {
  const goal = 'For our leopard gecko breeding program, tell me which of this season\'s 31 hatchlings are possible het Tremper albino and which pairing produced them, then update their records.';
  const mgr = rec('smolagents', N, { user: goal });
  const rc = rec('smolagents', N, { user: 'Get the clutch and pairing for each of the 31 hatchlings of 2025.' });
  const gen = rec('smolagents', N, { user: 'For pairing P-07 (Tremper albino male x normal het Tremper female) and P-11 (normal x 66% het Tremper), give expected hatchling genotype probabilities.' });
  const g = [];
  g.push(gen.llm({ rawText: 'Thought: Use the punnett tool for both pairings.\nCode:\n```py\nprint(punnett(sire="tt", dam="Tt"))\nprint(punnett(sire="TT", dam="Tt", dam_prob=0.66))\n```<end_code>' }));
  gen.last = [{ id: 'g1', name: 'punnett', args: { sire: 'tt', dam: 'Tt' } }];
  g.push(gen.tool(gen.last[0], { tt: 0.5, Tt: 0.5 }));
  g.push(gen.tool({ id: 'g2', name: 'punnett', args: { sire: 'TT', dam: 'Tt', dam_prob: 0.66 } }, { TT: 0.67, Tt: 0.33 }));
  g.push(gen.llm({ rawText: 'Thought: Done.\nCode:\n```py\nfinal_answer("P-07: visual albinos 50%, normals from P-07 are 100% het. P-11: normals are 33% possible het.")\n```<end_code>' }));
  const r = [];
  r.push(rc.llm({ rawText: 'Thought: Query the incubation log.\nCode:\n```py\nrows = incubation_log(season=2025)\nprint(rows)\n```<end_code>' }));
  rc.last = [{ id: 'r1', name: 'incubation_log', args: { season: 2025 } }];
  r.push(rc.tool(rc.last[0], `31 rows (db snapshot ${N.isoS()})\nP-07: clutches C3,C5,C8 -> 11 hatchlings (5 albino phenotype, 6 normal)\nP-11: clutches C4,C9 -> 8 hatchlings (8 normal)\nP-02, P-04: 12 hatchlings, no Tremper lineage`));
  r.push(rc.llm({ rawText: 'Thought: Only P-07 and P-11 carry Tremper. I will ask the genetics agent for the odds of the normal-looking hatchlings.\nCode:\n```py\nodds = genetics_agent(task="genotype probabilities for P-07 and P-11 normals")\nprint(odds)\n```<end_code>' }));
  r.push(agentSpan('CodeAgent.run [genetics_agent]', { task: 'punnett for P-07, P-11' }, 'P-07 normals 100% het; P-11 normals 33% poss het', g));
  r.push(rc.llm({ rawText: 'Thought: Summarise with genotype tags.\nCode:\n```py\nfinal_answer({"P-07": {"albino": 5, "normal_100pct_het": 6}, "P-11": {"normal_33pct_poss_het": 8}, "other": 12})\n```<end_code>' }));
  const m = [];
  m.push(mgr.llm({ rawText: 'Thought: Delegate the lineage and genotype work to the records agent.\nCode:\n```py\nrec = records_agent(task="clutch, pairing and Tremper het odds for each 2025 hatchling")\nprint(rec)\n```<end_code>' }));
  m.push(agentSpan('ToolCallingAgent.run [records_agent]', { task: 'clutches + het odds' }, '{"P-07":{"albino":5,"normal_100pct_het":6},"P-11":{"normal_33pct_poss_het":8},"other":12}', r));
  m.push(mgr.llm({ rawText: 'Thought: Update records: 6 P-07 normals = 100% het Tremper; 8 P-11 normals = 33% possible het.\nCode:\n```py\nupdate_records(ids="P-07 normals", tag="100% het Tremper")\nupdate_records(ids="P-11 normals", tag="33% poss het Tremper")\n```<end_code>' }));
  mgr.last = [{ id: 'u1', name: 'update_records', args: { ids: 'P-07 normals', tag: '100% het Tremper' } }];
  m.push(mgr.tool(mgr.last[0], { updated: 6, at: N.iso() }));
  m.push(mgr.tool({ id: 'u2', name: 'update_records', args: { ids: 'P-11 normals', tag: '33% poss het Tremper' } }, { updated: 8, at: N.iso() }));
  m.push(mgr.llm({ rawText: 'Thought: Answer.\nCode:\n```py\nfinal_answer("6 normals from P-07 are 100% het Tremper; 8 normals from P-11 are 33% possible het; 5 P-07 hatchlings are visual albinos; 12 others have no Tremper lineage. Records updated.")\n```<end_code>' }));
  return { goal, root: mgr.root(m, '6 normals from P-07 are 100% het Tremper; 8 from P-11 are 33% possible het. Records updated.', { meta: { managed_agents: ['records_agent', 'genetics_agent'] } }),
    isolates: 'Manager -> records agent -> genetics agent (Punnett tool): each level narrower (whole program, lineage of 31 hatchlings, odds for two pairings); results flow up and records are updated.' };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
