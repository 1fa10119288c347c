import { agent, llm, tool, user } from './lib.mjs';

export const FAMILY = 'supervisor_distinct_subtasks';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A supervisor sends the same worker different sub-tasks in turn, each returning new results, then synthesises.';

function sup(k, name, worker, tasks, synth, meta) {
  const kids = [];
  tasks.forEach(([t, toolName, args, out]) => {
    kids.push(llm('supervisor', { messages: [user('next')] }, { content: `Delegate to ${worker}: ${t}` }, meta));
    kids.push(agent(worker, { task: t }, { result: out }, [tool(toolName, args, out, meta)], meta));
  });
  kids.push(llm('supervisor', { messages: [user('synthesise')] }, { content: synth }, meta));
  return agent(name, { goal: name }, { final: synth }, kids, meta);
}

export const scenarios = [
  { n: 1, domain: 'ravioli restaurant supplier audit', style: 'LangGraph supervisor',
    isolates: 'Supervisor asks the research worker for flour, egg and ricotta suppliers in turn; each result is new; then a summary.',
    goal: 'Audit the three main ingredient suppliers of a ravioli restaurant for price and certifications.',
    build: (k) => sup(k, 'supervisor', 'research_worker', [
      ['check flour supplier Molino Grassi prices', 'supplier_lookup', { name: 'Molino Grassi' }, { tipo00_per_25kg: 21.4, organic: true, cert: 'ICEA ' + k.int(1000, 9999) }],
      ['check egg supplier Fattoria Rossi', 'supplier_lookup', { name: 'Fattoria Rossi' }, { per_360_eggs: 88, free_range: true, salmonella_test: 'neg ' + k.euDate() }],
      ['check ricotta supplier Caseificio Sereni', 'supplier_lookup', { name: 'Caseificio Sereni' }, { per_kg: 7.9, delivery_days: ['Tue', 'Fri'], haccp_audit: '2024-11' }],
    ], 'All three suppliers certified; ricotta delivery only Tue/Fri, so batch ravioli on those days.', { langgraph_node: 'supervisor' }) },
  { n: 2, domain: 'prosciutto curing house humidity review', style: 'CrewAI',
    isolates: 'Manager gives the data analyst three different rooms to analyse, each with different findings.',
    goal: 'Review humidity logs of three curing rooms and recommend adjustments.',
    build: (k) => sup(k, 'Crew manager', 'Data Analyst', [
      ['analyse room A logs', 'read_log', { room: 'A' }, { mean_rh: 76.2, excursions: 3, max: 88 }],
      ['analyse room B logs', 'read_log', { room: 'B' }, { mean_rh: 71.0, excursions: 0, max: 74 }],
      ['analyse room C logs', 'read_log', { room: 'C' }, { mean_rh: 81.5, excursions: 11, max: 93 }],
    ], 'Room C needs dehumidifier service; room A minor; B fine.', { crew: 'curing_review' }) },
  { n: 3, domain: 'avocado packhouse grading QA', style: 'AutoGen / AG2',
    isolates: 'Orchestrator asks the vision worker to grade three different pallets; different defect rates come back.',
    goal: 'Grade three pallets of Hass avocados for export class and report.',
    build: (k) => sup(k, 'orchestrator', 'vision_grader', [
      ['grade pallet P-101', 'grade_images', { pallet: 'P-101' }, { class1_pct: 91, lenticel_damage: 4, sample: 120 }],
      ['grade pallet P-102', 'grade_images', { pallet: 'P-102' }, { class1_pct: 78, sunburn: 12, sample: 120 }],
      ['grade pallet P-103', 'grade_images', { pallet: 'P-103' }, { class1_pct: 95, sample: 120 }],
    ], 'P-101 and P-103 export Class I; P-102 downgrade to Class II.', { autogen: 'magentic-one' }) },
  { n: 4, domain: 'pomegranate juice plant energy review', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'Main agent uses the same analyst agent-as-tool for press, pasteuriser and chiller with different results.',
    goal: 'Find the biggest energy savings in a pomegranate juice plant.',
    build: (k) => sup(k, 'Plant manager', 'energy_analyst', [
      ['meter data for belt press', 'meter_query', { asset: 'press' }, { kwh_day: 410, idle_pct: 31 }],
      ['meter data for pasteuriser', 'meter_query', { asset: 'pasteuriser' }, { kwh_day: 1220, heat_recovery: false }],
      ['meter data for chiller', 'meter_query', { asset: 'chiller' }, { kwh_day: 860, cop: 2.1 }],
    ], 'Add regenerative heat recovery to the pasteuriser (~35% saving); reduce press idling.', { 'openai.agents.span_type': 'agent' }) },
  { n: 5, domain: 'lychee import phytosanitary docs', style: 'Semantic Kernel (AgentGroupChat)',
    isolates: 'Coordinator has the document agent check certificate, invoice and packing list in turn; each finding new.',
    goal: 'Check the document set for a lychee shipment from Madagascar before customs.',
    build: (k) => sup(k, 'Coordinator', 'DocumentAgent', [
      ['check phytosanitary certificate', 'ocr_document', { doc: 'phyto.pdf' }, { number: 'MG-PC-' + k.int(10000, 99999), treatment: 'SO2 fumigation', valid: true }],
      ['check commercial invoice', 'ocr_document', { doc: 'invoice.pdf' }, { cartons: 2200, net_kg: 11000, incoterm: 'CFR' }],
      ['check packing list', 'ocr_document', { doc: 'packing.pdf' }, { cartons: 2180, mismatch: 20 }],
    ], 'Packing list shows 20 cartons fewer than invoice; ask shipper to amend before filing.', { 'sk.agent': 'AgentGroupChat' }) },
  { n: 6, domain: 'mango ripening room scheduling', style: 'Mastra',
    isolates: 'Supervisor assigns the scheduler agent three different rooms with different ethylene programs.',
    goal: 'Schedule ripening programs for three rooms of Kent mangoes for delivery days.',
    build: (k) => sup(k, 'supervisorAgent', 'ripeningScheduler', [
      ['room 1 for Monday delivery', 'planRoom', { room: 1, deliver: 'Mon' }, { ethylene_ppm: 100, hours: 24, temp_c: 20 }],
      ['room 2 for Wednesday delivery', 'planRoom', { room: 2, deliver: 'Wed' }, { ethylene_ppm: 100, hours: 24, temp_c: 18, hold_days: 2 }],
      ['room 3 for Friday delivery', 'planRoom', { room: 3, deliver: 'Fri' }, { ethylene_ppm: 0, hold_days: 3, temp_c: 13 }],
    ], 'Rooms set: 1 gas now, 2 gas Mon, 3 hold then gas Wed.', { mastra: 'network' }) },
];
