import { kit, sys, user } from './lib.mjs';
export const meta = { family: 'narrowing_delegation', loop: false, stagnation: false,
  isolates: 'Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results come back up and the run finishes.' };
function chain(K, N, levels, leaf) { // levels: [{agent, task, say, result}] outer->inner
  const build = (i) => { const L = levels[i]; const ch = [K.llm({ messages: [user(L.task)] }, { content: L.say })];
    if (i + 1 < levels.length) ch.push(K.tool('delegate', { to: levels[i + 1].agent, task: levels[i + 1].task }, levels[i + 1].result, { children: [build(i + 1)] }));
    else leaf.forEach(([n, a, o]) => ch.push(K.tool(n, a, o)));
    ch.push(K.llm({ messages: ['...'] }, { content: L.result })); return K.agent(L.agent, { task: L.task }, { result: L.result }, ch); };
  return build(0); }
export const rows = [
{ id: '01', domain: 'sled dog races (musher disqualification appeal)', style: 'openai-agents', goal: 'Prepare the race committee\'s answer to a musher\'s appeal against a time penalty.',
  isolates: 'Nested handoffs: committee agent -> rules agent (which rule applies) -> GPS agent (was the checkpoint rest under 8 h) -> data read; each level narrower, answers flow back.',
  build(N) { const K = kit('openai-agents', N); return chain(K, N, [
    { agent: 'Committee Agent', task: 'Answer bib 12\'s appeal against the 2 h penalty', say: 'Need to know which rule the penalty was under and whether it was correctly applied.', result: 'Appeal denied: rule 34 mandatory 8 h rest; bib 12 rested 7 h 22 min at Birch Hollow per GPS.' },
    { agent: 'Rules Agent', task: 'Which rule and what does it require for bib 12\'s penalty?', say: 'Penalty log cites rule 34 (mandatory 8 h rest). Need actual rest duration.', result: 'Rule 34 requires 8 h; actual 7 h 22 min → penalty correct.' },
    { agent: 'GPS Agent', task: 'Compute bib 12 rest duration at Birch Hollow from tracker data', say: 'Pulling tracker fixes within 200 m of the checkpoint.', result: 'In 03:14, out 10:36 → 7 h 22 min.' }],
    [['tracker_fixes', { bib: 12, geofence: 'Birch Hollow 200m' }, { first_in: '2025-03-08T03:14:09-09:00', last_in: '2025-03-08T10:36:41-09:00', fixes: 89, device: `YB3-${N.int(10000, 99999)}` }]]); } },
{ id: '02', domain: 'pewter smiths (alloy lead-content compliance)', style: 'crewai', goal: 'Confirm the new batch of pewter tankards meets the EN 611-1 lead limit before shipping to a retailer.',
  isolates: 'CrewAI delegation chain: compliance lead -> lab liaison (which samples) -> XRF technician (read the spectra) -> result; each task is different and narrower.',
  build(N) { const K = kit('crewai', N); return chain(K, N, [
    { agent: 'Compliance Lead', task: 'Confirm batch T-88 tankards meet EN 611-1 (Pb ≤ 0.05%)', say: 'I need measured lead content for the batch.', result: 'Batch T-88 compliant: max Pb 0.021% across 5 samples; certificate issued.' },
    { agent: 'Lab Liaison', task: 'Pick 5 samples from T-88 and get lead results', say: 'Selected tankards 3, 17, 29, 44, 60 (spread across pours). Asking XRF tech to read them.', result: '5 samples, Pb 0.012-0.021%.' },
    { agent: 'XRF Technician', task: 'Read Pb% for samples 3,17,29,44,60 on the Niton XL5', say: 'Running alloy mode, 30 s per reading.', result: 'Pb: 0.014, 0.012, 0.021, 0.017, 0.015 %.' }],
    [['xrf_read', { samples: [3, 17, 29, 44, 60], mode: 'alloy', seconds: 30 }, `Niton XL5 SN ${N.int(100000, 999999)}  ${N.logTs()}\n#3 Sn 92.1 Sb 5.9 Cu 1.9 Pb 0.014\n#17 Pb 0.012\n#29 Pb 0.021\n#44 Pb 0.017\n#60 Pb 0.015`]]); } },
{ id: '03', domain: 'devops (Poetry dependency resolution failure)', style: 'claude-agent-sdk', goal: 'Fix the failing dependency install in the reporting service\'s CI.',
  isolates: 'Claude Agent SDK Task tool: main agent -> sub-agent "find the conflicting package" -> sub-sub-agent "find a compatible version" -> lock updated; results flow back.',
  build(N) { const K = kit('anthropic', N, 'claude-sonnet-4-20250514'); return chain(K, N, [
    { agent: 'main', task: 'Fix failing dependency install in reporting-service CI', say: 'CI says "SolverProblemError". Delegating the conflict diagnosis to a sub-agent.', result: 'Pinned pandas 2.2.3 with numpy <2.1; poetry lock passes; CI green on rerun.' },
    { agent: 'Task(general-purpose): find conflict', task: 'Which packages conflict in poetry lock?', say: 'pandas 2.1.1 requires numpy<2, while pyarrow 17 requires numpy>=1.16 and the project pins numpy 2.1.0. Need a compatible pandas.', result: 'pandas 2.1.1 vs numpy 2.1.0; need pandas ≥2.2.2.' },
    { agent: 'Task(general-purpose): compatible version', task: 'Find a pandas version compatible with numpy 2.x and python 3.11', say: 'Checking PyPI metadata for pandas 2.2.x.', result: 'pandas 2.2.3 supports numpy>=1.23.2 incl. 2.x.' }],
    [['Bash', { command: 'pip index versions pandas && pip download pandas==2.2.3 --no-deps -d /tmp/p -q' }, `pandas (2.2.3)\nAvailable versions: 2.2.3, 2.2.2, 2.2.1, 2.2.0, 2.1.4\nSaved /tmp/p/pandas-2.2.3-cp311-cp311-manylinux_2_17_x86_64.whl (${N.int(11, 13)}.${N.int(0, 9)} MB)`]]); } },
{ id: '04', domain: 'coral nurseries (bleaching event response)', style: 'otel-genai', goal: 'Decide whether to move nursery trees deeper ahead of the forecast marine heatwave.',
  isolates: 'OTel GenAI invoke_agent spans three deep: response lead -> ocean data agent (which buoys) -> buoy reader; each narrower, with a concrete decision at the top.',
  build(N) { const K = kit('otel-genai', N); return chain(K, N, [
    { agent: 'response_lead', task: 'Move nursery trees deeper before the heatwave?', say: 'Need the forecast degree heating weeks at nursery depth vs 12 m.', result: 'Move trees T1-T6 from 6 m to 12 m by Friday: DHW forecast 5.1 at 6 m vs 2.3 at 12 m.' },
    { agent: 'ocean_data_agent', task: 'Get DHW forecast at 6 m and 12 m for the nursery', say: 'Nearest buoys are NB-2 (6 m) and NB-5 (12 m); reading their temp series.', result: 'DHW 5.1 (6 m), 2.3 (12 m).' },
    { agent: 'buoy_reader', task: 'Read NB-2 and NB-5 temperature series last 30 days', say: 'Fetching CSVs.', result: 'NB-2 mean 30.4 °C, NB-5 29.1 °C.' }],
    [['fetch_buoy', { id: 'NB-2', days: 30 }, `station,mean_c,max_c\nNB-2,30.4,31.6\n# generated ${N.iso()} ${N.uuid()}`], ['fetch_buoy', { id: 'NB-5', days: 30 }, `station,mean_c,max_c\nNB-5,29.1,29.9\n# generated ${N.iso()} ${N.uuid()}`]]); } },
{ id: '05', domain: 'treehouse builders (zip line load certification)', style: 'semantic-kernel', goal: 'Certify the backyard zip line from the treehouse for a 100 kg rider.',
  isolates: 'Semantic Kernel nested agents: certifier -> cable engineer (tension) -> anchor checker (tree bolt load); each step narrower, numbers returned up.',
  build(N) { const K = kit('semantic-kernel', N); return chain(K, N, [
    { agent: 'Certifier', task: 'Certify zip line for 100 kg rider', say: 'Need peak cable tension and anchor capacity.', result: 'Certified for 100 kg: tension 6.4 kN vs cable MBS 38 kN (SF 5.9); anchor rated 18 kN.' },
    { agent: 'CableEngineer', task: 'Compute peak tension for a 42 m span with 2% sag, 100 kg rider', say: 'T ≈ wL/(4s) with dynamic factor 1.5; need anchor rating from anchor checker.', result: 'Peak 6.4 kN; anchor needs ≥ 13 kN.' },
    { agent: 'AnchorChecker', task: 'Look up rating of the 1.25" TAB in a 74 cm oak', say: 'Querying manufacturer table.', result: 'Rated 18 kN in sound hardwood ≥ 60 cm.' }],
    [['tab_rating', { bolt: 'TAB 1.25', species: 'oak', dbh_cm: 74 }, { rating_kn: 18, table_rev: N.sha(6), url: 'https://example.com/tab-specs.pdf' }]]); } },
{ id: '06', domain: 'spinning wheels (wool mill yarn order matching)', style: 'camel', goal: 'Find a yarn supplier match for a customer\'s handspun sample so they can order 2 kg more.',
  isolates: 'CAMEL role-playing (not in the named list) with nested specialists: shop assistant -> fibre analyst (wool breed and micron) -> stock finder; each narrower, answers come back.',
  build(N) { const K = kit('camel', N); return chain(K, N, [
    { agent: 'ShopAssistant', task: 'Match the customer\'s handspun sample for 2 kg more', say: 'I need the fibre specs first.', result: 'Match: Shetland 28 µm moorit top, lot SH-4410, 2.4 kg in stock, £31/kg.' },
    { agent: 'FibreAnalyst', task: 'Identify breed and micron of sample #S-19 from the microscope photos', say: 'Crimp and colour suggest Shetland moorit; micron estimate 27-29.', result: 'Shetland moorit, ~28 µm.' },
    { agent: 'StockFinder', task: 'Find ≥2 kg Shetland moorit top around 28 µm', say: 'Searching stock.', result: 'SH-4410, 28.1 µm, 2.4 kg.' }],
    [['stock_search', { breed: 'Shetland', colour: 'moorit', micron: [27, 29], min_kg: 2 }, { results: [{ lot: 'SH-4410', micron: 28.1, kg: 2.4, gbp_kg: 31 }], took_ms: N.ms() }]]); } },
];
