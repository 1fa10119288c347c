import { kit, sys, user } from './lib.mjs';
export const meta = { family: 'supervisor_distinct_subtasks', loop: false, stagnation: false,
  isolates: 'Healthy: a supervisor sends the same worker different sub-tasks in turn, each answered with new results, then synthesises.' };
function sup(K, N, name, worker, goal, tasks, synth, md) { const ch = [];
  tasks.forEach(([task, tool, args, out]) => { ch.push(K.llm({ messages: [sys(`You supervise ${worker}.`), user(goal)] }, { content: `Next: ${task}`, tool_calls: [{ name: `ask_${worker}`, args: { task } }] }));
    ch.push(K.agent(worker, { task }, { result: out }, [K.tool(tool, args, out)], md)); });
  ch.push(K.llm({ messages: ['...'] }, { content: synth })); return K.agent(name, { goal }, { final: synth }, ch); }
export const rows = [
{ id: '01', domain: 'chess clock repair shop (parts sourcing)', style: 'langsmith', goal: 'Work out whether to repair or replace 9 broken analogue chess clocks for the school league.',
  isolates: 'LangGraph supervisor sends the "parts" worker three different lookups (flags, mainsprings, cases) and gets distinct prices, then decides.',
  build(N) { const K = kit('langsmith', N); return sup(K, N, 'supervisor', 'parts_worker', 'Repair or replace 9 analogue clocks?', [
    ['price flag assemblies for Jantar clocks', 'parts_search', { q: 'Jantar flag assembly' }, { hits: 2, best: { sku: 'JT-FLAG', eur: 4.5, stock: 30 }, at: N.iso() }],
    ['price mainsprings for Insa clocks', 'parts_search', { q: 'Insa mainspring' }, { hits: 1, best: { sku: 'INS-MS-2', eur: 11.0, stock: 4 }, at: N.iso() }],
    ['price replacement wooden cases', 'parts_search', { q: 'analogue chess clock case walnut' }, { hits: 0, note: 'discontinued', at: N.iso() }]],
    'Repair 7 (5 flags at €4.50, 2 mainsprings at €11 — only 4 in stock), replace the 2 with cracked cases since cases are discontinued.', { langgraph_node: 'parts_worker' }); } },
{ id: '02', domain: 'pewter casting (mould workshop quality audit)', style: 'crewai', goal: 'Audit last week\'s casting defects at the pewter foundry and recommend one process change.',
  isolates: 'CrewAI hierarchical process: the manager asks the Analyst three different questions (defects by mould, by alloy lot, by pour temperature) and each answer adds new data.',
  build(N) { const K = kit('crewai', N); return sup(K, N, 'Crew Manager', 'Analyst', 'Audit casting defects', [
    ['count defects by mould', 'query_qc', { group_by: 'mould' }, `mould,pours,defects\nM-14 goblet,120,19\nM-03 plate,80,2\nM-22 figurine,64,5\n(${N.ms()} ms)`],
    ['count defects by alloy lot', 'query_qc', { group_by: 'alloy_lot' }, `lot,defects\nAL-0519,14\nAL-0522,12\n(${N.ms()} ms)`],
    ['defect rate by pour temperature band', 'query_qc', { group_by: 'temp_band' }, `band,rate\n<240C,17.9%\n240-260C,3.1%\n>260C,4.0%\n(${N.ms()} ms)`]],
    'Defects cluster on the M-14 goblet mould and on pours under 240 °C; alloy lot is not a factor. Recommendation: preheat M-14 and hold pour temperature at 245-255 °C.', { 'crewai.agent.role': 'Analyst' }); } },
{ id: '03', domain: 'sled dog race logistics (food drop planning)', style: 'autogen', goal: 'Plan food-drop weights for the 300 km sled dog race checkpoints.',
  isolates: 'AutoGen: a planner agent asks the same logistics agent about three different checkpoints; each reply has its own distances and kg, then a synthesis.',
  build(N) { const K = kit('plain', N); return sup(K, N, 'planner', 'logistics_agent', 'Food-drop weights for 300 km race', [
    ['compute drop for Checkpoint 1 (Kettle Lake, km 72)', 'calc_drop', { cp: 'Kettle Lake', leg_km: 72, teams: 24 }, { kg_per_team: 38, total_kg: 912, flight: 'Cessna 185, 2 loads' }],
    ['compute drop for Checkpoint 2 (Birch Hollow, km 160)', 'calc_drop', { cp: 'Birch Hollow', leg_km: 88, teams: 24 }, { kg_per_team: 46, total_kg: 1104, access: 'snowmachine trail' }],
    ['compute drop for Checkpoint 3 (Granite Pass, km 235)', 'calc_drop', { cp: 'Granite Pass', leg_km: 75, teams: 22 }, { kg_per_team: 40, total_kg: 880, note: 'assume 2 scratches' }]],
    'Food drops: Kettle Lake 912 kg (2 flights), Birch Hollow 1,104 kg by snowmachine, Granite Pass 880 kg; total 2,896 kg, bags due to race office 2 weeks before start.', { 'autogen.agent.type': 'AssistantAgent' }); } },
{ id: '04', domain: 'spinning wheel restoration (provenance research)', style: 'openai-agents', goal: 'Write a short provenance note for an antique Norwegian spinning wheel before it is listed for sale.',
  isolates: 'OpenAI Agents SDK agent-as-tool: the lead calls the research agent three times for different evidence (maker mark, paint, wood), then writes the note.',
  build(N) { const K = kit('openai-agents', N); return sup(K, N, 'Lead Cataloguer', 'Research Agent', 'Provenance note for Norwegian spinning wheel', [
    ['identify the maker mark "O.H.R."', 'archive_search', { q: 'O.H.R. spinning wheel Gudbrandsdal' }, { match: 'Ola Halvorsen Rusten, Vågå, active 1840-1878', source: 'Norsk Folkemuseum reg. NF.1921-0344' }],
    ['date the rosemaling paint style', 'archive_search', { q: 'Vågå rosemaling style dating' }, { match: 'Gudbrandsdal acanthus style, c.1850-1870' }],
    ['check wood species from the photos', 'image_classify', { images: 3 }, { wheel: 'birch', legs: 'pine', table: 'birch', confidence: 0.81 }]],
    'Attributed to Ola Halvorsen Rusten of Vågå (c.1850-1870): OHR mark, Gudbrandsdal acanthus rosemaling, birch wheel with pine legs.', { 'span_data.type': 'agent' }); } },
{ id: '05', domain: 'coral nursery aquaculture sales (frag shipping weather)', style: 'mastra', goal: 'Decide which of this week\'s three coral frag shipments can go out given airport temperatures.',
  isolates: 'Mastra workflow: the orchestrator asks the weather agent about three different destination airports and gets three different forecasts, then releases two shipments.',
  build(N) { const K = kit('mastra', N); return sup(K, N, 'orchestrator', 'weatherAgent', 'Which frag shipments can go out?', [
    ['forecast at DEN for Tue arrival', 'get_forecast', { airport: 'DEN', day: 'Tue' }, { low_c: -4, high_c: 8, advisory: null, issued: N.isoNoMs() }],
    ['forecast at PHX for Wed arrival', 'get_forecast', { airport: 'PHX', day: 'Wed' }, { low_c: 27, high_c: 43, advisory: 'Excessive Heat Warning', issued: N.isoNoMs() }],
    ['forecast at SEA for Thu arrival', 'get_forecast', { airport: 'SEA', day: 'Thu' }, { low_c: 11, high_c: 19, advisory: null, issued: N.isoNoMs() }]],
    'Ship Denver (with heat pack) and Seattle as booked; hold Phoenix until the heat warning lifts and offer the customer hold-at-location.', { 'mastra.agent': 'weatherAgent' }); } },
{ id: '06', domain: 'treehouse builders (tree health survey)', style: 'google-adk', goal: 'Choose which of three candidate trees can carry a family treehouse platform.',
  isolates: 'Google ADK AgentTool: the designer agent asks the arborist agent about three different trees, each with distinct measurements, then picks one.',
  build(N) { const K = kit('gemini', N, 'gemini-2.0-flash'); return sup(K, N, 'designer_agent', 'arborist_agent', 'Pick the treehouse tree', [
    ['assess the oak by the gate', 'survey_tree', { tree: 'oak-1' }, { species: 'Quercus robur', dbh_cm: 74, decay: 'none', lean_deg: 3, verdict: 'suitable' }],
    ['assess the beech in the copse', 'survey_tree', { tree: 'beech-2' }, { species: 'Fagus sylvatica', dbh_cm: 61, decay: 'Kretzschmaria at root flare', verdict: 'unsuitable' }],
    ['assess the twin-stem sycamore', 'survey_tree', { tree: 'syc-3' }, { species: 'Acer pseudoplatanus', dbh_cm: 55, union: 'included bark', verdict: 'only with cabling' }]],
    'Build in the gate oak (74 cm DBH, sound, 3° lean) using 2 TABs at 3.2 m; reject the beech (root decay) and the sycamore (included-bark union).', { author: 'arborist_agent' }); } },
];
