import { agent, llm, tool, sys, user, oaiCall } from './lib.mjs';
export const family = 'supervisor_varied_subtasks';
export const loop = false;
export const stagnation = false;
export const summary = 'A supervisor sends the same worker agent different sub-tasks in turn; each returns new results; then a synthesis.';
const sup = (N, superName, workerName, tasks, synth, meta) => {
  const kids = [];
  tasks.forEach(([t, toolName, args, out, ans]) => {
    kids.push(llm(superName + '.llm', { messages: '[...]' }, oaiCall(N, null, [['delegate_' + workerName, { task: t }]]), meta));
    kids.push(agent(workerName, { task: t }, ans, [tool(toolName, args, out)], meta));
  });
  kids.push(llm(superName + '.llm', { messages: '[...]' }, { role: 'assistant', content: synth }, meta));
  return kids;
};
export const rows = [
  (N) => { const goal = 'Prepare a weekly condition brief for the chalk-cliff coastal path (three sections).';
    return { domain: 'coastal path rangers', style: 'LangGraph supervisor (langgraph-supervisor)', isolates: 'The supervisor asks the same survey worker about three different path sections and gets distinct findings, then writes a brief.', goal,
      root: agent('supervisor', { goal }, null, sup(N, 'supervisor', 'survey_worker', [
        ['Section A Birling Gap', 'get_section_reports', { section: 'A' }, { reports: 3, issues: ['fence post down at 0.4 km'] }, 'A: one fence post down.'],
        ['Section B Belle Tout', 'get_section_reports', { section: 'B' }, { reports: 5, issues: ['crack 2 m from edge, cordon needed'] }, 'B: new crack, cordon needed.'],
        ['Section C Seven Sisters', 'get_section_reports', { section: 'C' }, { reports: 1, issues: [] }, 'C: no issues.']],
        'Brief: cordon Belle Tout crack urgently; fence repair at Birling Gap; Seven Sisters clear.', { langgraph_node: 'supervisor' })) }; },
  (N) => { const goal = 'Compare three suppliers of bulk hazelnuts for the praline kitchen.';
    return { domain: 'praline kitchen purchasing', style: 'OpenAI Agents SDK (agent-as-tool)', isolates: 'One buyer agent is queried for three different suppliers with different quotes; the supervisor picks one.', goal,
      root: agent('Agent workflow', { input: goal }, null, sup(N, 'Purchasing Lead', 'Buyer', [
        ['Quote from Piemonte Nocciole', 'request_quote', { supplier: 'Piemonte Nocciole', kg: 400 }, { eur_per_kg: 14.2, lead_days: 12, grade: 'IGP Tonda Gentile' }, '€14.20/kg, 12 days, IGP.'],
        ['Quote from Giresun Co-op', 'request_quote', { supplier: 'Giresun Co-op', kg: 400 }, { eur_per_kg: 9.8, lead_days: 21, grade: 'Levant 13-15mm' }, '€9.80/kg, 21 days.'],
        ['Quote from Oregon Filbert Growers', 'request_quote', { supplier: 'Oregon Filbert Growers', kg: 400 }, { eur_per_kg: 11.5, lead_days: 30, grade: 'Jefferson' }, '€11.50/kg, 30 days.']],
        'Choose Giresun for the standard praline (saves €1,760) and Piemonte for the single-origin bar.', { span_type: 'agent' })) }; },
  (N) => { const goal = 'Find accessible venues for a deaf-led film club across three towns.';
    return { domain: 'deaf-led film club venues', style: 'AutoGen SelectorGroupChat', isolates: 'The planner hands the same venue researcher three different towns; each answer names different venues with loop systems and captions.', goal,
      root: agent('SelectorGroupChat', { task: goal }, null, sup(N, 'planner', 'venue_researcher', [
        ['Venues in Frome', 'venue_search', { town: 'Frome', needs: ['captions', 'hearing loop'] }, [{ name: 'Westway Cinema', captions: true, seats: 140 }], 'Frome: Westway Cinema, 140 seats.'],
        ['Venues in Wells', 'venue_search', { town: 'Wells', needs: ['captions'] }, [{ name: 'Little Theatre', captions: true, seats: 98 }], 'Wells: Little Theatre.'],
        ['Venues in Shepton Mallet', 'venue_search', { town: 'Shepton Mallet', needs: ['captions'] }, [{ name: 'Amulet', captions: false, seats: 300, note: 'can hire portable caption screen £60' }], 'Shepton: Amulet with hired screen.']],
        'Rotate monthly: Frome (Westway), Wells (Little Theatre), Shepton (Amulet + hired caption screen).', { autogen: 'TextMessage' })) }; },
  (N) => { const goal = 'Check stock and reorder needs for three sizes of stoneware planters at the garden pottery.';
    return { domain: 'garden stoneware planters stock', style: 'Semantic Kernel AgentGroupChat', isolates: 'The manager agent gives the stock agent three different SKUs; counts and reorder advice differ each time.', goal,
      root: agent('AgentGroupChat.invoke', { goal }, null, sup(N, 'Manager', 'StockAgent', [
        ['SKU PL-S small', 'inventory_lookup', { sku: 'PL-S' }, { on_hand: 212, weekly_sales: 30 }, 'PL-S: 7 weeks cover.'],
        ['SKU PL-M medium', 'inventory_lookup', { sku: 'PL-M' }, { on_hand: 41, weekly_sales: 26 }, 'PL-M: reorder now, 1.6 weeks cover.'],
        ['SKU PL-L large', 'inventory_lookup', { sku: 'PL-L' }, { on_hand: 9, weekly_sales: 4, kiln_batch_due: '2024-05-02' }, 'PL-L: kiln batch due, no order.']],
        'Only the medium planter needs a reorder (throw 120 units); others covered.', { 'sk.agent': 'chat' })) }; },
  (N) => { const goal = 'Summarise last month\'s sensor anomalies at three karst springs.';
    return { domain: 'karst spring water-quality monitoring', style: 'Google ADK (root agent with sub-agent transfers)', isolates: 'The coordinator asks one data agent about three different springs; each returns different anomaly data.', goal,
      root: agent('invoke_agent coordinator', { goal }, null, sup(N, 'coordinator', 'sensor_agent', [
        ['Ginnie Springs flow', 'query_sensor', { site: 'ginnie', metric: 'flow_cfs' }, { anomalies: 1, detail: 'flow spike 14 Aug after storm' }, 'Ginnie: 1 storm spike.'],
        ['Peacock Springs visibility', 'query_sensor', { site: 'peacock', metric: 'turbidity_ntu' }, { anomalies: 4, detail: 'tannic reversal events' }, 'Peacock: 4 reversals.'],
        ['Madison Blue temperature', 'query_sensor', { site: 'madison', metric: 'temp_c' }, { anomalies: 0 }, 'Madison: none.']],
        'Warn divers about tannic reversals at Peacock; Ginnie normalised; Madison clean.', { adk: 'transfer_to_agent' })) }; },
  (N) => { const goal = 'Prepare the pre-season safety check summary for three auto-belay devices.';
    return { domain: 'auto-belay device inspections', style: 'Mastra agent network', isolates: 'The same inspector worker is given three different devices and returns different inspection results; supervisor summarises.', goal,
      root: agent('mastra.network.generate', { goal }, null, sup(N, 'routingAgent', 'inspectorAgent', [
        ['Device TB-01 lane 3', 'read_inspection_log', { device: 'TB-01' }, { last_service: '2023-11-02', webbing_wear: 'minor', retract_s: 2.1 }, 'TB-01 OK.'],
        ['Device TB-02 lane 7', 'read_inspection_log', { device: 'TB-02' }, { last_service: '2023-06-19', webbing_wear: 'frayed edge', retract_s: 3.4 }, 'TB-02 out of service: webbing.'],
        ['Device TB-03 lane 9', 'read_inspection_log', { device: 'TB-03' }, { last_service: '2024-01-08', webbing_wear: 'none', retract_s: 1.9 }, 'TB-03 OK.']],
        'Lane 7 device TB-02 off until webbing replaced and annual service done; lanes 3 and 9 pass.', {})) }; },
];
