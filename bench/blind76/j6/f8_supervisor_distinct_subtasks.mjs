import { agent, llm, tool, span } from './lib.mjs';
// Healthy: supervisor gives the same worker different sub-tasks, each answered with new results, then synthesis.
export const scenarios = [
  // 01 harpsichord restoration quote, LangGraph supervisor
  (r) => {
    const subs = [['Count cracked soundboard ribs from the survey photos.', { ribs_total: 9, cracked: 2, ids: ['R3', 'R7'] }], ['Price new quill plectra for both 8\' registers (2 x 61 jacks).', { jacks: 122, material: 'Delrin', price_gbp: 183 }], ['Check whether the 1768 lid painting needs a conservator.', { flaking_cm2: 40, verdict: 'yes - consolidation only', est_gbp: 650 }]];
    const kids = [];
    for (const [task, res] of subs) {
      kids.push(llm('supervisor', { messages: '[...]' }, { tool_calls: [{ name: 'transfer_to_workshop_researcher', args: { task } }] }, { langgraph_node: 'supervisor', ls_model_name: 'gpt-4o' }));
      kids.push(agent('workshop_researcher', { task }, { result: res }, [llm('ChatOpenAI', { task }, { content: `Done: ${JSON.stringify(res)}` }, { langgraph_node: 'agent', langgraph_checkpoint_ns: 'workshop_researcher:' + r.uuid() }), tool('lookup', { q: task.slice(0, 30) }, { ...res, src: r.pick(['survey_2025.pdf', 'supplier_catalogue', 'photo_set_B']), fetched: r.iso() }, { langgraph_node: 'tools' })], { langgraph_node: 'workshop_researcher' }));
    }
    kids.push(llm('supervisor', { messages: '[...]' }, { content: 'Quote: 2 soundboard ribs (R3, R7) re-glued, 122 Delrin plectra (GBP 183), lid consolidation by conservator (~GBP 650).' }, { langgraph_node: 'supervisor' }));
    return { isolates: 'A LangGraph supervisor sends one researcher three different sub-tasks (ribs, plectra, lid painting), each returning new facts, then writes the quote.', goal: 'Prepare a restoration quote for the 1768 Kirckman harpsichord.', stagnation: false, root: agent('LangGraph', { messages: [{ type: 'human', content: 'Quote the Kirckman restoration.' }] }, { messages: '[final]' }, kids, { thread_id: r.uuid() }) };
  },
  // 02 avalanche-dog kennel grant application, CrewAI hierarchical manager
  (r) => {
    const subs = [['Summarise callouts in 2024 where dogs located buried subjects.', '11 callouts, 4 live finds, median locate time 6.5 min'], ['List kennel running costs for the grant budget table.', 'food EUR 9,200; vet EUR 4,100; transport EUR 6,700; total EUR 20,000'], ['Find the grant\'s eligibility rules for volunteer-run rescue groups.', 'max EUR 15,000, requires audited accounts for 2023, match funding 25%']];
    const kids = [];
    subs.forEach(([task, out], i) => {
      kids.push(llm('Crew Manager.llm_call', { messages: '[...]' }, { text: `Thought: Next, I need ${task.toLowerCase()}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Grant Researcher"}` }, { model: 'gpt-4o', timestamp: r.iso() }));
      kids.push(agent('Grant Researcher', { task }, { raw: out }, [llm('Grant Researcher.llm_call', { task }, { text: `Thought: I now know the final answer\nFinal Answer: ${out}` }, { model: 'gpt-4o-mini' }), tool(['callout_db', 'ledger_export', 'web_fetch'][i], { q: task }, i === 2 ? `HTTP 200 (${r.ms(200, 900)}ms) etag ${r.etag()}\n<h2>Eligibility</h2><ul><li>Maximum award EUR 15,000</li>...` : { rows: r.int(11, 60), exported: r.iso() }, { crewai_event: 'ToolUsageFinishedEvent' })], { role: 'Grant Researcher' }));
    });
    kids.push(llm('Crew Manager.llm_call', { messages: '[...]' }, { text: 'Final Answer: Apply for EUR 15,000 (75% of EUR 20,000 costs), cite 4 live finds in 11 callouts; attach 2023 audited accounts.' }, { model: 'gpt-4o' }));
    return { isolates: 'The crew manager delegates three distinct sub-tasks to the same researcher, gets three different results and composes the grant answer.', goal: 'Draft the kennel\'s application to the mountain rescue grant fund.', stagnation: false, root: agent('Crew: grant_application', { inputs: { fund: 'Alpine Rescue Fund 2025' } }, { raw: 'Draft ready' }, kids, { process: 'hierarchical', crew_id: r.uuid() }) };
  },
  // 03 ice hotel art suites, OpenAI Agents SDK agent-as-tool
  (r) => {
    const subs = [['Estimate snow volume for suite 9 "Northern Owl" at 3.5 m dome.', { snice_m3: 64, ice_blocks: 18 }], ['Check artist Aino K.\'s travel dates and fee.', { arrive: '2025-11-24', depart: '2025-12-05', fee_sek: 42000 }], ['Find LED options that do not heat ice above -5 C surface.', { model: 'IceLume 2700K 4W', lux_at_2m: 85, max_surface_rise_c: 0.4 }]];
    const kids = [];
    for (const [q, res] of subs) {
      kids.push(llm('response', { input: '[...]' }, { output: [{ type: 'function_call', name: 'suite_specialist', arguments: JSON.stringify({ input: q }), call_id: r.callId() }] }, { span_type: 'generation', model: 'gpt-4.1' }));
      kids.push(span('function', 'suite_specialist', { input: q }, JSON.stringify(res), [agent('Suite Specialist', { input: q }, res, [tool('lookup_suite_db', { q }, { ...res, db_replica: r.host('pg-ro'), ms: r.ms(5, 80) }, { span_type: 'function' })], { span_type: 'agent' })], { metadata: { span_type: 'function', span_id: 'span_' + r.hex(24) } }));
    }
    kids.push(llm('response', { input: '[...]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Suite 9: 64 m3 snice + 18 blocks, Aino K. on site 24 Nov - 5 Dec (SEK 42,000), IceLume 4 W LEDs.' }] }] }, { span_type: 'generation' }));
    return { isolates: 'The coordinator calls the same specialist agent-as-tool three times with different questions (volume, artist, lighting) and combines the answers.', goal: 'Prepare the build brief for art suite 9 of the ice hotel.', stagnation: false, root: agent('Coordinator', { input: 'Build brief for suite 9.' }, { final_output: 'brief ready' }, kids, { span_type: 'agent', trace_id: 'trace_' + r.hex(32) }) };
  },
  // 04 reed-bed sewage works monthly report, AutoGen (AG2) round with one analyst
  (r) => {
    const subs = [['Compute mean BOD removal for April from the lab CSV.', 'April BOD in 212 mg/l, out 14 mg/l: 93.4% removal (n=8).'], ['Flag any ammonia exceedances against the 10 mg/l consent.', 'One exceedance: 12.6 mg/l on 17 April after the storm overflow.'], ['Tally reed harvesting hours logged by volunteers.', '46.5 hours across 7 volunteers, beds 1 and 2 cut.']];
    const kids = [];
    for (const [task, ans] of subs) {
      kids.push(llm('manager', { messages: '[...]' }, { content: task, name: 'manager' }, { model: 'gpt-4o', cost: 0.002 }));
      kids.push(llm('analyst', { messages: '[...]' }, { content: '```python\nimport pandas as pd\ndf = pd.read_csv("lab_april.csv")\n...\n```', name: 'analyst' }, { model: 'gpt-4o-mini' }));
      kids.push(tool('code_executor', { lang: 'python' }, `exitcode: 0 (execution succeeded)\nCode output: ${ans}\n[${r.tmp('.py')}]`, { executor: 'LocalCommandLineCodeExecutor', timeout: 60 }));
    }
    kids.push(llm('manager', { messages: '[...]' }, { content: 'April report: 93.4% BOD removal, one NH4 exceedance on 17 April linked to the storm overflow, 46.5 volunteer hours. TERMINATE' }, { model: 'gpt-4o' }));
    return { isolates: 'An AG2 manager gives one analyst three distinct questions about the works\' April data, each answered with new numbers, then summarises.', goal: 'Compile the reed-bed sewage works\' April compliance report.', stagnation: false, root: agent('GroupChatManager', { message: 'Compile the April report.' }, { summary: 'TERMINATE' }, kids, { ag2_version: '0.7.1' }) };
  },
  // 05 tapestry loom museum loan, Google ADK AgentTool
  (r) => {
    const subs = [['Read the lender\'s condition report for the 1620 Brussels tapestry.', { tears: 2, losses_cm2: 15, recommend: 'support lining before travel' }], ['Measure the gallery wall for a 4.1 x 3.3 m hanging.', { wall_w_m: 5.6, height_m: 4.2, lux: 48 }], ['Get the art-shipper quote for a climate crate Brussels-York.', { eur: 8450, crate_days: 12 }]];
    const kids = [];
    for (const [req, res] of subs) {
      kids.push(llm('call_llm', { model: 'gemini-2.5-pro' }, { parts: [{ function_call: { name: 'registrar_agent', args: { request: req } } }] }, { 'gcp.vertex.agent.event_id': r.b62(8) }));
      kids.push(span('tool', 'execute_tool registrar_agent', { request: req }, res, [agent('registrar_agent', { request: req }, res, [llm('call_llm', { model: 'gemini-2.5-flash' }, { parts: [{ text: JSON.stringify(res) }] }, { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid() })])], { metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ request: req }) } }));
    }
    kids.push(llm('call_llm', { model: 'gemini-2.5-pro' }, { parts: [{ text: 'Loan feasible: line the tapestry first, wall fits (5.6 m), lux OK at 48, shipping EUR 8,450 with 12-day crate build.' }] }, {}));
    return { isolates: 'An ADK root agent calls one registrar agent-tool three times with different requests, each returning new data, then decides on the loan.', goal: 'Assess whether the gallery can borrow a 1620 Brussels tapestry.', stagnation: false, root: agent('invoke_agent exhibitions_root', { new_message: 'Can we take the Brussels tapestry loan?' }, null, kids, { app_name: 'loans', 'gcp.vertex.agent.session_id': r.uuid() }) };
  },
  // 06 rooftop apiary honey harvest, Semantic Kernel handoff orchestration
  (r) => {
    const subs = [['Read hive scales for R1-R8 and list hives over 30 kg.', 'R2 34.1 kg, R4 31.0 kg, R7 33.8 kg'], ['Book the extraction room for the hives found.', 'Extraction room booked Sat 09:00-13:00, ref EX-' + r.int(100, 999)], ['Check moisture meter readings from last harvest frames.', '17.2%, 17.9%, 18.4% - all below 18.6% limit']];
    const kids = [];
    for (const [t, a] of subs) {
      kids.push(llm('ChatCompletion', { chat_history: '[...]' }, { content: `Assigning to HiveKeeper: ${t}` }, { model_id: 'gpt-4o', agent: 'Coordinator' }));
      kids.push(agent('HiveKeeper', { task: t }, { content: a }, [tool('HivePlugin-' + ['read_scales', 'book_room', 'read_moisture'][subs.findIndex((s) => s[0] === t)], { task: t }, { result: a, at: r.iso(), gw: r.host('lora-gw') }, { 'sk.plugin': 'HivePlugin' })], { sk_agent_type: 'ChatCompletionAgent' }));
    }
    kids.push(llm('ChatCompletion', { chat_history: '[...]' }, { content: 'Harvest R2, R4, R7 on Saturday 09:00; moisture fine.' }, { agent: 'Coordinator' }));
    return { isolates: 'A coordinator hands one hive-keeper agent three different tasks (weights, booking, moisture) and gets three different answers before the harvest plan.', goal: 'Plan this week\'s rooftop honey harvest.', stagnation: false, root: agent('HandoffOrchestration', { task: 'Plan the honey harvest.' }, { result: 'planned' }, kids, { sk: 'semantic-kernel 1.20' }) };
  },
];
