import { agent, llm, tool, span } from './lib.mjs';
export const meta = { family: 'supervisor_distinct_tasks', loop: false, stagnation: false };
const sup = (name, worker, tasks, tname, synth, mkLlm) => [
  ...tasks.flatMap(([task, tin, tout]) => [mkLlm(`Delegate to ${worker}: ${task}`), agent(worker, { task }, { result: tout }, [tool(tname, tin, tout)])]),
  mkLlm(synth)];
export const scenarios = [
// 01 matcha grinding - LangGraph supervisor
(c) => ({ isolates: 'A LangGraph supervisor sends the same worker three different sub-tasks (stone wear, tencha stock, order backlog), each answered with new data, then synthesises.', goal: 'Decide whether the matcha mill can accept a 60 kg ceremonial-grade order this month.',
  root: agent('LangGraph', { messages: ['Can we take the 60 kg ceremonial order?'] }, null, sup('supervisor', 'mill_worker', [
    ['check granite stone wear on mills 1-4', { mills: [1, 2, 3, 4] }, { worn: [3], hours_left: { 1: 410, 2: 380, 4: 290 } }],
    ['check tencha leaf stock by grade', { grade: 'ceremonial' }, { kg: 71, lot: 'UJI-24-05' }],
    ['check open order backlog', { month: 'current' }, { kg_committed: 38, capacity_kg: 110 }]], 'mill_db',
    'Yes: 71 kg tencha in stock, capacity 110 kg vs 38 kg committed; mill 3 must be restoned first.', (t) => llm('ChatOpenAI', { langgraph_node: 'supervisor' }, t))) }),
// 02 mustard mill - CrewAI hierarchical
(c) => ({ isolates: 'A CrewAI manager hands the same analyst distinct questions about seed, vinegar and jar supply, gets different answers, and writes the plan.', goal: 'Plan a Dijon-style mustard production run for a supermarket tender.',
  root: agent('Crew', { process: 'hierarchical' }, null, sup('Crew Manager', 'Supply Analyst', [
    ['brown mustard seed availability', { item: 'brassica juncea' }, '12 t in silo 2, 4 t arriving Tue'],
    ['white wine vinegar stock', { item: 'vinegar_6pct' }, '9,400 l, enough for 28 t of mustard'],
    ['380 g jar and lid stock', { item: 'jar_380' }, '41,000 jars, 37,500 lids; lids reorder 5 days']], 'inventory_lookup',
    'Run of 25 t feasible; order 5,000 lids today; start Wednesday after seed delivery.', (t) => llm('litellm.completion', { model: 'gpt-4o' }, t))) }),
// 03 sundial restoration - AutoGen SelectorGroupChat
(c) => ({ isolates: 'An AutoGen selector repeatedly picks the same researcher with different sub-questions (gnomon angle, latitude, inscription), each producing new facts, then concludes.', goal: 'Prepare a restoration specification for an 18th-century church sundial.',
  root: agent('SelectorGroupChat', { task: 'Restoration spec for St Aldhelm sundial' }, null, sup('selector', 'researcher', [
    ['required gnomon angle for the site', { lat: 51.23 }, { gnomon_deg: 51.23, declination_deg: 12.5 }],
    ['historic inscription wording', { query: 'St Aldhelm sundial motto' }, { text: 'PEREUNT ET IMPUTANTUR', source: 'parish terrier 1791' }],
    ['suitable gilding for the numerals', { material: 'slate' }, { recommendation: '23.5ct oil gilding, size 12-hour' }]], 'archive_search',
    'Spec: reset gnomon to 51.2° with 12.5° west declination, re-cut motto, oil-gild numerals.', (t) => llm('assistant', { source: 'planner' }, t))) }),
// 04 cave survey mapping - Google ADK
(c) => ({ isolates: 'An ADK root agent transfers to the same survey sub-agent for three different passages, each returning new lengths and stations, then merges the map.', goal: 'Merge new survey legs from a caving club expedition into the master cave map.',
  root: agent('invoke_agent root_agent', {}, null, sup('root_agent', 'survey_agent', [
    ['reduce Dragon Crawl legs', { passage: 'Dragon Crawl' }, { legs: 23, length_m: 141.2, misclosure_pct: 0.8 }],
    ['reduce Wet Pitch legs', { passage: 'Wet Pitch' }, { legs: 9, length_m: 48.5, depth_m: 31 }],
    ['reduce Boulder Choke bypass', { passage: 'Boulder Choke bypass' }, { legs: 14, length_m: 77.0, connects: 'station 118' }]], 'reduce_survey',
    'Added 266.7 m; new total 4.92 km, depth 143 m; bypass links to station 118.', (t) => llm('call_llm', {}, { content: { parts: [{ text: t }] } }))) }),
// 05 bathtub reglazing - OpenAI Agents SDK handoffs
(c) => ({ isolates: 'A triage agent hands the same scheduling worker three different jobs and gets a distinct slot for each, then confirms all three.', goal: 'Schedule three bathtub reglazing jobs with cure time constraints.',
  root: agent('Agent workflow', {}, null, sup('Triage', 'Scheduler', [
    ['job 1: clawfoot tub, Elm St, needs 48h cure', { job: 'J-1', cure_h: 48 }, { slot: 'Mon 08:00', tech: 'Rosa' }],
    ['job 2: acrylic tub, Pine Ave, 24h cure', { job: 'J-2', cure_h: 24 }, { slot: 'Mon 13:00', tech: 'Dev' }],
    ['job 3: cast iron, Oak Ct, customer away Wed', { job: 'J-3', cure_h: 48 }, { slot: 'Tue 09:00', tech: 'Rosa' }]], 'book_slot',
    'All three booked: J-1 Mon 08:00, J-2 Mon 13:00, J-3 Tue 09:00.', (t) => llm('generation', { model: 'gpt-4o-mini' }, t))) }),
// 06 bee removal - Strands multi-agent
(c) => ({ isolates: 'An orchestrator sends the same field worker three different swarm call-outs; each reply has a distinct location and outcome, then a daily summary.', goal: 'Handle today\'s three honeybee swarm removal requests and log them.',
  root: agent('invoke_agent orchestrator', {}, null, sup('orchestrator', 'field_worker', [
    ['swarm in a hedge at 14 Mill Lane', { address: '14 Mill Lane' }, { status: 'collected', est_bees: 12000, hive: 'nuc 7' }],
    ['bees in a chimney at The Old Forge', { address: 'The Old Forge' }, { status: 'referred', reason: 'established colony, needs builder' }],
    ['swarm on a bike rack at the station', { address: 'station bike rack' }, { status: 'collected', est_bees: 8000, hive: 'nuc 8' }]], 'dispatch',
    'Two swarms collected (nuc 7, nuc 8), chimney colony referred.', (t) => llm('chat', {}, { text: t }))) }),
];
