// Family: nested_delegation (healthy) — a chain of 3+ nested agents, each handing a narrower sub-task down; results come back up.
import { sp, styler } from './lib.mjs';

export const family = 'nested_delegation';
export const loop = false;
export const stagnation = false;

// levels: [{name, model, task, say, tool?:[name,args,out], answer}], nested innermost last
function chain(n, style, levels, wrap) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const S = styler(n, style, { model: L.model, goal: L.task, agentName: L.name });
    const kids = [S.llm(L.say, L.tool ? [L.tool.slice(0, 2)] : [['delegate', { to: levels[i + 1].name, task: levels[i + 1].task }]])];
    if (L.tool) kids.push(S.tool(L.tool[0], L.tool[1], L.tool[2]));
    if (inner) { const d = S.tool('delegate', undefined, levels[i + 1].answer); d.type = 'chain'; d.name = wrap ? wrap(levels[i + 1].name) : `handoff -> ${levels[i + 1].name}`; d.children = [inner]; kids.push(d); }
    kids.push(S.llm(L.answer));
    inner = sp('agent', L.name, { task: L.task }, L.answer, kids);
  }
  return inner;
}

export const rows = [
  {
    id: '01', domain: 'chauffeur service airport transfers', style: 'oai_agents',
    isolates: 'OpenAI Agents SDK handoffs three deep: dispatcher → fleet planner → vehicle checker, each narrowing the task; the answer travels back up.',
    goal: 'Arrange a chauffeur for a client landing at LHR T5 at 06:40 on Friday with 4 suitcases, going to Oxford.',
    build(n, goal) {
      return chain(n, 'oai_agents', [
        { name: 'Dispatcher', model: 'gpt-4.1', task: goal, say: 'Hand off vehicle selection to the Fleet Planner.', answer: `Booked: driver Amrit S., Mercedes V-Class (reg LV71 KXA), meet & greet T5 06:40 Friday, Oxford ETA 08:15. Ref CH-${n.int(10000, 99999)}.` },
        { name: 'Fleet Planner', model: 'gpt-4.1-mini', task: 'Pick a vehicle and driver free Fri 06:00-09:00 that fits 4 suitcases', say: 'Ask the Vehicle Checker which vehicles take 4 large cases and are free.', answer: 'Use V-Class LV71 KXA with driver Amrit S. (on shift from 05:30).' },
        { name: 'Vehicle Checker', model: 'gpt-4.1-mini', task: 'List free vehicles Fri 06:00-09:00 with boot capacity >= 4 large cases', say: '', tool: ['fleet_availability', { from: 'Fri 06:00', to: 'Fri 09:00', min_cases: 4 }, { vehicles: [{ reg: 'LV71 KXA', model: 'V-Class', cases: 6, driver: 'Amrit S.' }, { reg: 'LB22 PZE', model: 'E-Class estate', cases: 4, driver: null }], as_of: n.isoMs() }], answer: 'Free: LV71 KXA V-Class (6 cases, Amrit S.), LB22 PZE E-Class estate (4 cases, no driver).' },
      ], (x) => `handoff -> ${x}`);
    },
  },
  {
    id: '02', domain: 'loom repair service', style: 'adk',
    isolates: 'Google ADK sub_agents four levels deep: service desk → technician scheduler → parts finder → warehouse lookup, each sub-task narrower, then done.',
    goal: 'A weaving studio reports its 8-shaft countermarch loom has a snapped lamm cord and a cracked treadle; book a repair visit.',
    build(n, goal) {
      return chain(n, 'adk', [
        { name: 'service_desk', model: 'gemini-2.0-flash', task: goal, say: 'transfer_to_agent: tech_scheduler', answer: 'Repair visit booked Thursday 10:00 with Ines; she brings lamm cord and a replacement ash treadle (part TR-8A).' },
        { name: 'tech_scheduler', model: 'gemini-2.0-flash', task: 'Book a technician who can replace a treadle; confirm parts first', say: 'transfer_to_agent: parts_finder', answer: 'Ines has Thursday 10:00 free and the parts are reserved.' },
        { name: 'parts_finder', model: 'gemini-2.0-flash', task: 'Find lamm cord and a treadle for an 8-shaft countermarch loom', say: 'transfer_to_agent: warehouse_lookup', answer: 'Reserved TR-8A ash treadle and 10 m Texsolv lamm cord.' },
        { name: 'warehouse_lookup', model: 'gemini-2.0-flash-lite', task: 'Stock of treadle TR-8A and Texsolv cord', say: '', tool: ['stock_query', { skus: ['TR-8A', 'TEXSOLV-LAMM-10'] }, { 'TR-8A': { qty: 2, bin: 'C-14' }, 'TEXSOLV-LAMM-10': { qty: 9, bin: 'A-03' }, snapshot: n.compact() }], answer: 'TR-8A: 2 in bin C-14; Texsolv lamm cord 10 m: 9 in bin A-03.' },
      ], (x) => `transfer_to_agent ${x}`);
    },
  },
  {
    id: '03', domain: 'sauerkraut fermentery compliance', style: 'crewai',
    isolates: 'CrewAI delegation chain: QA lead → HACCP reviewer → lab-data analyst, each narrowing; the pH result comes back and the batch is released.',
    goal: 'Decide whether sauerkraut batch SK-2407-03 can be released for sale.',
    build(n, goal) {
      return chain(n, 'crewai', [
        { name: 'QA Lead', model: 'gpt-4o', task: goal, say: 'Delegate the HACCP review.', answer: 'Batch SK-2407-03 released: pH 3.41 on day 21, salt 2.1%, all CCPs met.' },
        { name: 'HACCP Reviewer', model: 'gpt-4o-mini', task: 'Check CCP records for SK-2407-03 (salt %, pH < 4.0 at day 21)', say: 'Delegate the pH and salinity data pull.', answer: 'CCP1 salt 2.1% (limit 1.8-2.5) and CCP2 pH 3.41 (< 4.0) both met.' },
        { name: 'Lab Data Analyst', model: 'gpt-4o-mini', task: 'Fetch day-21 pH and brine salinity for SK-2407-03', say: 'Query LIMS.', tool: ['lims_results', { batch: 'SK-2407-03', tests: ['pH', 'salt_pct'] }, `batch SK-2407-03\nday21 pH=3.41 (meter PH-2, calibrated ${n.euro()})\nbrine salt=2.1 %\nanalyst: MK`], answer: 'pH 3.41 at day 21; salt 2.1%.' },
      ], (x) => `Delegate work to coworker: ${x}`);
    },
  },
  {
    id: '04', domain: 'matcha grinding mill lot traceability', style: 'llamaindex',
    isolates: 'LlamaIndex AgentWorkflow handoffs: traceability agent → lot agent → tencha supplier agent, each narrower, answering a customer recall question.',
    goal: 'A café asks which tea garden the matcha in lot MG-5521 came from and whether it was shaded at least 20 days.',
    build(n, goal) {
      return chain(n, 'llamaindex', [
        { name: 'TraceabilityAgent', model: 'gpt-4o', task: goal, say: 'handoff to LotAgent', answer: 'Lot MG-5521 was ground from tencha lot T-118 from the Okumura garden in Uji, shaded 24 days: above the 20-day requirement.' },
        { name: 'LotAgent', model: 'gpt-4o-mini', task: 'Which tencha lot was ground into MG-5521?', say: 'handoff to SupplierAgent', answer: 'MG-5521 ← tencha lot T-118 (Okumura garden), shading 24 days.' },
        { name: 'SupplierAgent', model: 'gpt-4o-mini', task: 'Garden and shading days for tencha lot feeding MG-5521', say: '', tool: ['mill_ledger', { grind_lot: 'MG-5521' }, { grind_lot: 'MG-5521', tencha_lot: 'T-118', garden: 'Okumura, Uji', shading_days: 24, stone_mill: 'M-3', ground_at: n.iso() }], answer: 'T-118 from Okumura, Uji, shaded 24 days.' },
      ], (x) => `handoff ${x}`);
    },
  },
  {
    id: '05', domain: 'camel racing stable management', style: 'langsmith',
    isolates: 'LangGraph nested subgraphs three deep: race planner → fitness subgraph → vet-data subgraph, each narrower, results returned to the top.',
    goal: 'Choose which two camels from the stable to enter in Friday\'s 8 km race.',
    build(n, goal) {
      return chain(n, 'langsmith', [
        { name: 'race_planner', model: 'gpt-4o', task: goal, say: 'Call fitness subgraph.', answer: 'Enter Sheikha and Al Reem: both best recent 8 km times and cleared by the vet.' },
        { name: 'fitness_subgraph', model: 'gpt-4o-mini', task: 'Rank camels by last-month 8 km times, excluding any not vet-cleared', say: 'Call vet_data subgraph for clearance.', answer: 'Ranking: Sheikha 15:42, Al Reem 15:58 (both cleared); Bariq 15:50 is not cleared.' },
        { name: 'vet_data_subgraph', model: 'gpt-4o-mini', task: 'Vet clearance status for all racing camels this week', say: '', tool: ['vet_records', { week: 'current' }, { Sheikha: 'cleared', 'Al Reem': 'cleared', Bariq: 'lameness check pending', Zayna: 'cleared', updated: n.isoOff(4) }], answer: 'Cleared: Sheikha, Al Reem, Zayna. Bariq pending lameness check.' },
      ], (x) => x);
    },
  },
  {
    id: '06', domain: 'velvet weaving mill dye-lot matching', style: 'sk',
    isolates: 'Semantic Kernel nested agents: order agent → colour-match agent → spectrophotometer agent, each narrower; the ΔE result comes back and the order is confirmed.',
    goal: 'Confirm that the repeat order of 300 m "Bordeaux" cotton velvet can be matched to the customer\'s original dye lot.',
    build(n, goal) {
      return chain(n, 'sk', [
        { name: 'OrderAgent', model: 'gpt-4o', task: goal, say: 'Invoke ColourMatchAgent.', answer: 'Repeat order confirmed: lot DL-7702 matches the original at ΔE 0.6 (tolerance 1.0).' },
        { name: 'ColourMatchAgent', model: 'gpt-4o-mini', task: 'Find a current dye lot within ΔE 1.0 of the original Bordeaux lot DL-6120', say: 'Invoke SpectroAgent.', answer: 'DL-7702 is within tolerance (ΔE 0.6); DL-7705 is not (ΔE 1.4).' },
        { name: 'SpectroAgent', model: 'gpt-4o-mini', task: 'Measure ΔE of lots DL-7702 and DL-7705 against DL-6120', say: '', tool: ['SpectroPlugin-measure', { reference: 'DL-6120', samples: ['DL-7702', 'DL-7705'], illuminant: 'D65' }, { results: { 'DL-7702': 0.6, 'DL-7705': 1.4 }, instrument: 'CM-36dG', measured: n.usDate() }], answer: 'ΔE(D65): DL-7702 0.6, DL-7705 1.4.' },
      ], (x) => `function.invoke AgentPlugin-${x}`);
    },
  },
];
