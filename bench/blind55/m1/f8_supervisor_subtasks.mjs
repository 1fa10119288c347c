import { agent, llm, tool, chain, tc } from './lib.mjs';
export const family = 'supervisor_subtasks';
export const loop = false, stagnation = false;
export const isolates = 'A supervisor hands the same worker agent a different sub-task each turn, each answered with new results, then synthesises.';
export const meta = [
  ['01', 'ferret rescue intake', 'LangGraph supervisor / LangSmith'],
  ['02', 'ski-jumping hill wind data review', 'CrewAI hierarchical process'],
  ['03', 'textile dye-house order batching', 'AutoGen / AG2'],
  ['04', 'kite-making workshop supplier comparison', 'OpenAI Agents SDK (agent as tool)'],
  ['05', 'npm dependency audit of a monorepo', 'Mastra'],
  ['06', 'paper marbling studio class schedule', 'Google ADK'],
];
const sup = (r, tasks, mk, synth) => tasks.map(([task, tl, res]) => mk(task, tl, res));
export const rows = [
  (r) => {
    const tasks = [['List ferrets arriving this week', 'intake_db', 'Arriving: Biscuit (M, 3y), Nutmeg (F, 1y), Pip (M, 6y, adrenal history)'], ['Check quarantine cage availability for 3 animals', 'cage_map', 'Cages Q2 and Q4 free; Q1 frees Thursday after Luna\'s discharge'], ['Book vet checks for Pip first given adrenal history', 'vet_calendar', 'Dr. Osei Wed 10:20 for Pip, Fri 09:00 for Biscuit and Nutmeg']];
    const kids = [];
    tasks.forEach(([t, tl, res]) => {
      kids.push(chain('supervisor', {}, { next: 'intake_worker', task: t }, [llm('ChatOpenAI', {}, { generations: [[{ text: `Route to intake_worker: ${t}` }]] })]));
      kids.push(agent('intake_worker', { task: t }, { result: res }, [tool(tl, { q: t }, res)]));
    });
    kids.push(chain('supervisor', {}, { next: 'FINISH' }, [llm('ChatOpenAI', {}, { generations: [[{ text: 'Plan: Pip to Q2 and vet Wed, Biscuit Q4, Nutmeg Q1 from Thursday; both vet Fri.' }]] })]));
    return { goal: 'Prepare quarantine and vet checks for this week\'s ferret rescue intake.', root: agent('LangGraph', { messages: ['prepare intake'] }, null, kids) };
  },
  (r) => {
    const subs = [['Summarise wind at the K-point for Saturday trial rounds', 'Avg 1.8 m/s tail, gusts to 3.1 m/s between 11:10 and 11:40'], ['Compare with Sunday competition rounds', 'Sunday mostly head wind 0.6–1.2 m/s, stable; 2 gate changes'], ['List jumps with wind compensation above 10 points', '5 jumps: bibs 12, 17, 23, 31, 40, all Saturday 11:10–11:40']];
    const kids = [];
    subs.forEach(([t, res]) => {
      kids.push(llm('Manager LLM', {}, `Thought: delegate next.\nAction: Delegate work to coworker\nAction Input: {"task": "${t}", "coworker": "Wind Data Analyst"}`));
      kids.push(agent('Wind Data Analyst', { task: t }, res, [tool('Read wind log CSV', { file: 'hs134_wind.csv', filter: t.slice(0, 30) }, res + ` (rows scanned: ${r.int(2000, 9000)})`)]));
    });
    kids.push(llm('Manager LLM', {}, 'Final Answer: Saturday 11:10–11:40 tail gusts drove all 5 large compensations; recommend the jury review gate policy for that window.'));
    return { goal: 'Review the ski-jumping hill wind data from the weekend and report unusual wind compensation.', root: agent('Crew.kickoff', { process: 'hierarchical' }, null, kids, { metadata: { crewai_version: '0.80' } }) };
  },
  (r) => {
    const asks = [['List open orders needing indigo', 'Orders 771 (40 kg cotton), 774 (12 kg linen), 780 (25 kg cotton)'], ['What vat capacity is free next week?', 'Vat 2 (60 kg) free Mon–Wed, Vat 5 (30 kg) free Thu'], ['Which of those orders share a shade recipe?', '771 and 780 both use recipe IND-14 (dark); 774 uses IND-6 (pale)']];
    const kids = [];
    asks.forEach(([q, a]) => {
      kids.push(llm('planner', {}, { content: q, name: 'planner' }));
      kids.push(agent('dyehouse_assistant', { message: q }, { content: a }, [llm('dyehouse_assistant.generate', {}, { content: null, tool_calls: [tc(r, 'query_erp', { question: q })] }), tool('query_erp', { question: q }, a)]));
    });
    kids.push(llm('planner', {}, { content: 'Batch 771+780 (65 kg)… too big for Vat 2; run 771 Mon in Vat 2 with 780 on Tue, 774 Thu in Vat 5. TERMINATE', name: 'planner' }));
    return { goal: 'Batch next week\'s indigo dye orders into the dye-house vats.', root: agent('GroupChatManager', { max_round: 10 }, null, kids) };
  },
  (r) => {
    const q = [['Price 3 mm carbon rods for 200 kites from Supplier A', 'Kitewerk: €0.92/rod, 5-day lead'], ['Same from Supplier B', 'SkySpars: €0.81/rod, 12-day lead, min 500'], ['Ripstop nylon 40 g/m² 150 m from both', 'Kitewerk €4.10/m, SkySpars €3.75/m']];
    const kids = [];
    q.forEach(([t, res]) => {
      kids.push(llm('generation', {}, { output: [{ type: 'function_call', name: 'sourcing_agent', arguments: JSON.stringify({ input: t }) }] }, [], { metadata: { 'span_data.type': 'generation' } }));
      kids.push(agent('sourcing_agent', { input: t }, res, [tool('supplier_catalog', { query: t }, { result: res, fetched: r.iso() }, { metadata: { 'span_data.type': 'function' } })], { metadata: { 'span_data.type': 'agent' } }));
    });
    kids.push(llm('generation', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Rods from Kitewerk (SkySpars min order 500), fabric from SkySpars: €184 + €562.50.' }] }] }));
    return { goal: 'Choose suppliers for carbon rods and ripstop for the kite-making workshop\'s 200-kite order.', root: agent('Agent workflow', { agent: 'Buyer' }, null, kids, { metadata: { 'span_data.type': 'agent' } }) };
  },
  (r) => {
    const pk = [['packages/web', '2 high: next@14.1.0 (SSRF), postcss@8.4.21'], ['packages/api', '1 critical: jsonwebtoken@8.5.1'], ['packages/worker', '0 vulnerabilities']];
    const kids = [];
    pk.forEach(([p, res]) => {
      kids.push(llm('llm.generate', {}, { text: `Ask auditor about ${p}`, toolCalls: [{ toolName: 'auditorAgent', args: { workspace: p } }] }));
      kids.push(agent('agent.auditorAgent.generate', { workspace: p }, { text: res }, [tool('tool.pnpm_audit', { cwd: p }, `${res}\naudit took ${r.dur(1, 5)}`)]));
    });
    kids.push(llm('llm.generate', {}, { text: 'Upgrade jsonwebtoken to 9.0.2 in api first, then next to 14.2.x and postcss 8.4.31 in web; worker clean.' }));
    return { goal: 'Audit every workspace in the monorepo for vulnerable dependencies and prioritise upgrades.', root: agent('agent.supervisor.generate', {}, null, kids) };
  },
  (r) => {
    const tasks = [['Which instructors are free in May?', 'Ines (Tue/Thu), Kofi (Sat)'], ['Room bookings for the wet studio in May', 'Wet studio free Tue, Thu evenings; Sat 10–13'], ['Waitlist counts per class type', 'Suminagashi 14, Turkish ebru 9, kids intro 21']];
    const kids = [];
    tasks.forEach(([t, res]) => {
      kids.push(llm('call_llm', {}, { content: { parts: [{ function_call: { name: 'transfer_to_agent', args: { agent_name: 'studio_ops' } } }, { text: t }] } }));
      kids.push(agent('invoke_agent studio_ops', { task: t }, { text: res }, [tool('execute_tool studio_db', { q: t }, { function_response: { response: { answer: res } } })]));
    });
    kids.push(llm('call_llm', {}, { content: { parts: [{ text: 'May: kids intro Sat 10–13 with Kofi (x4), suminagashi Tue with Ines (x4), ebru Thu with Ines (x2).' }] } }));
    return { goal: 'Build the May class schedule for the paper marbling studio.', root: agent('invoke_agent coordinator', {}, null, kids) };
  },
];
