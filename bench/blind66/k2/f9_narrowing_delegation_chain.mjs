import { agent, llm, tool, user } from './lib.mjs';

export const FAMILY = 'narrowing_delegation_chain';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up and the run finishes.';

// levels: [agentName, task, llmText, toolName|null, toolArgs, toolOut, result]
function chainOf(k, levels, meta) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [name, task, text, tn, ta, to, res] = levels[i];
    const kids = [llm('llm', { messages: [user(task)] }, { content: text }, meta)];
    if (tn) kids.push(tool(tn, ta, to, meta));
    if (inner) kids.push(inner);
    kids.push(llm('llm', { messages: [user('result')] }, { content: res }, meta));
    inner = agent(name, { task }, { result: res }, kids, meta);
  }
  return inner;
}

export const scenarios = [
  { n: 1, domain: 'apricot jam factory recall trace', style: 'OpenAI Agents SDK',
    isolates: 'Recall lead → lot tracer → supplier checker, each narrower; the contaminated jar lot is found.',
    goal: 'Trace which apricot jam lots used the recalled pectin delivery and list affected retailers.',
    build: (k) => chainOf(k, [
      ['Recall lead', 'find affected retailers for pectin recall PX-88', 'Need the affected lots first; delegate to lot tracer.', null, null, null, 'Retailers affected: Spar NW (LOT J-2231), FarmFoods (J-2232).'],
      ['Lot tracer', 'find jam lots using pectin delivery PX-88', 'Query batch records for PX-88.', 'batch_query', { ingredient_lot: 'PX-88' }, { lots: ['J-2231', 'J-2232'] }, 'Lots J-2231, J-2232; need shipment data — checking dispatch.'],
      ['Dispatch checker', 'list customers for lots J-2231, J-2232', 'Look up dispatch notes.', 'dispatch_lookup', { lots: ['J-2231', 'J-2232'] }, { 'J-2231': ['Spar NW'], 'J-2232': ['FarmFoods'], generated: k.iso() }, 'J-2231 → Spar NW, J-2232 → FarmFoods.'],
    ], { 'openai.agents.span_type': 'agent' }) },
  { n: 2, domain: 'peach cannery boiler outage', style: 'CrewAI',
    isolates: 'Ops manager → maintenance planner → parts finder: each sub-task narrower, part located and ETA returned.',
    goal: 'Get the peach cannery boiler back online after a feedwater pump failure.',
    build: (k) => chainOf(k, [
      ['Ops Manager', 'restore boiler B2', 'Delegate repair plan to maintenance planner.', null, null, null, 'Boiler B2 back by 14:00 tomorrow.'],
      ['Maintenance Planner', 'plan repair of feedwater pump FWP-2', 'Identify failed part.', 'cmms_history', { asset: 'FWP-2' }, { last_fault: 'mechanical seal leak', model: 'Grundfos CR 10-8' }, 'Seal kit needed; asking parts finder.'],
      ['Parts Finder', 'find seal kit for Grundfos CR 10-8', 'Search distributors.', 'parts_search', { part: '96525459' }, { vendor: 'PumpSpares UK', stock: 4, eta: 'next-day 10:00' }, 'Kit 96525459 from PumpSpares, arrives 10:00.'],
    ], { crew: 'cannery_ops' }) },
  { n: 3, domain: 'pineapple plantation drone spraying', style: 'Google ADK (sub_agents)',
    isolates: 'Coordinator → block planner → wind checker → nozzle calculator; four levels with distinct, narrowing tasks.',
    goal: 'Plan tomorrow\'s drone spraying of fungicide on pineapple blocks 7-9.',
    build: (k) => chainOf(k, [
      ['spray_coordinator', 'plan spraying blocks 7-9', 'Delegate block planning.', null, null, null, 'Spray 7 and 8 at 06:00; block 9 postponed.'],
      ['block_planner', 'order blocks and times', 'Need wind window.', 'block_info', { blocks: [7, 8, 9] }, { ha: { 7: 4.2, 8: 3.8, 9: 5.1 } }, '7 then 8; 9 depends on wind.'],
      ['wind_checker', 'wind forecast 05:00-10:00 for blocks', 'Fetch forecast.', 'weather_api', { lat: 9.93, lon: -84.08 }, { '06:00': 2.1, '08:00': 4.9, '09:00': 7.2, unit: 'm/s', issued: k.isoNoMs() }, 'Safe until ~08:30.'],
      ['nozzle_calculator', 'droplet size for 2-5 m/s', 'Compute.', 'nozzle_table', { wind: 4.9 }, { nozzle: 'XR11002', vmd_um: 250 }, 'Use XR11002 for coarse droplets.'],
    ], { 'gcp.vertex.agent.author': 'adk' }) },
  { n: 4, domain: 'papaya seed bank germination test', style: 'LlamaIndex workflows',
    isolates: 'Lab agent → protocol agent → incubator agent, each a distinct narrower task; germination result returned.',
    goal: 'Run and report the germination viability test for papaya seed accession PAP-0193.',
    build: (k) => chainOf(k, [
      ['LabAgent', 'viability report PAP-0193', 'Need protocol and incubator data.', null, null, null, 'PAP-0193 viability 84%.'],
      ['ProtocolAgent', 'select protocol for Carica papaya', 'Look up ISTA rules.', 'ista_rules', { species: 'Carica papaya' }, { temp: '20/30°C', days: 28, pretreat: 'GA3 soak' }, 'Use 20/30 °C, 28 days.'],
      ['IncubatorAgent', 'read counts from incubator IN-3', 'Read counts.', 'incubator_counts', { unit: 'IN-3', tray: 12 }, { sown: 400, germinated: 336, read_at: k.euDate() }, '336/400 germinated.'],
    ], { workflow: 'llama_index' }) },
  { n: 5, domain: 'grapefruit juice bar franchise audit', style: 'Langfuse',
    isolates: 'Audit lead → store auditor → till analyst: each narrower task returns a concrete discrepancy.',
    goal: 'Explain the revenue drop at the Leeds grapefruit juice bar franchise in March.',
    build: (k) => chainOf(k, [
      ['audit-lead', 'explain Leeds March revenue drop', 'Delegate store audit.', null, null, null, 'Drop caused by till 2 offline 9 days.'],
      ['store-auditor', 'compare Leeds tills vs footfall', 'Fetch footfall.', 'footfall', { store: 'LDS-04', month: '2025-03' }, { visitors: 18400, change: '-2%' }, 'Footfall flat; check tills.'],
      ['till-analyst', 'daily takings per till March', 'Query POS.', 'pos_query', { store: 'LDS-04' }, { till1: 'normal', till2: 'no data 11-19 Mar', request: k.reqId('pos_') }, 'Till 2 offline 11-19 Mar.'],
    ], { langfuse: true }) },
  { n: 6, domain: 'yuzu import tariff classification', style: 'Spring AI',
    isolates: 'Trade desk → classifier → rules-of-origin checker, distinct narrowing tasks, HS code and duty returned.',
    goal: 'Determine the import duty for fresh yuzu from Japan into the UK.',
    build: (k) => chainOf(k, [
      ['TradeDeskAgent', 'duty for fresh yuzu JP→UK', 'Need HS code and origin.', null, null, null, 'HS 0805 90 00, duty 0% under UK-Japan CEPA with origin statement.'],
      ['ClassifierAgent', 'HS code for fresh yuzu', 'Search tariff.', 'tariff_search', { q: 'yuzu fresh citrus' }, { code: '0805900000', mfn_duty: '12.8%' }, '0805 90 00; MFN 12.8%.'],
      ['OriginAgent', 'preference under UK-Japan CEPA for 0805 90', 'Check PSR.', 'psr_lookup', { code: '0805900000', agreement: 'UK-JP CEPA' }, { rule: 'WO', preferential_duty: '0%' }, 'Wholly obtained → 0%.'],
    ], { 'spring.ai.advisor': 'ToolCallAdvisor' }) },
];
