import { agent, llm, tool } from './lib.mjs';
export const meta = { family: 'nested_delegation', loop: false, stagnation: false };
// levels: [[agentName, task, llmText, result]], leaf tool
const nest = (levels, leaf, mkLlm) => { let inner = tool(leaf[0], leaf[1], leaf[2]); for (let i = levels.length - 1; i >= 0; i--) { const [n, task, txt, res] = levels[i]; inner = agent(n, { task }, { result: res }, [mkLlm(txt), inner, mkLlm(`Returning: ${res}`)]); } return inner; };
export const scenarios = [
// 01 coconut processing - Claude Agent SDK subagents (Task tool)
(c) => ({ isolates: 'Three nested subagents each receive a narrower task (plant yield, desiccation line, dryer 2 temperature log) and results come back up to a final answer.', goal: 'Explain why desiccated coconut output fell last week at the processing plant.',
  root: agent('claude-agent-sdk session', { session_id: c.uuid() }, { type: 'result', subtype: 'success', result: 'Dryer 2 ran 8°C cool on Tue-Wed, moisture 4.1%, 2.3 t rejected.' }, [nest([
    ['Task: plant-analyst', 'find which line lost output', 'Output fell 2.3 t; desiccation line is the only one below plan.', 'desiccation line -2.3 t'],
    ['Task: line-analyst', 'find which stage of the desiccation line rejected product', 'Rejects all came from moisture QC after dryer 2.', 'dryer 2 moisture rejects'],
    ['Task: dryer-analyst', 'read dryer 2 temperature log Tue-Wed', 'Reading the dryer 2 SCADA export.', 'setpoint 85°C, actual 77°C; heater bank B tripped']],
    ['Bash', { command: 'csvgrep -c unit -m DRYER2 scada_w36.csv | csvstat -c temp_c' }, 'Mean: 77.2\nMin: 74.9\nMax: 79.8\nRow count: 2880'], (t) => llm('assistant', {}, { message: { content: [{ type: 'text', text: t }] } }))]) }),
// 02 kite festival - Mastra agent network
(c) => ({ isolates: 'A festival agent delegates to a field agent, which delegates to a wind agent, which queries forecasts; each layer has a narrower question and the answer is used.', goal: 'Set the flying schedule for the big-kite arena at the kite festival.',
  root: agent('agent.festivalAgent.generate', {}, { text: 'Big kites fly 11:00-15:00 Saturday; Sunday cancelled for gusts.' }, [nest([
    ['agent.arenaAgent', 'which hours can the big-kite arena fly this weekend', 'Need usable wind windows for the arena.', 'Sat 11-15 OK, Sun too gusty'],
    ['agent.windAgent', 'hourly wind and gust at the beach site Sat-Sun', 'Pull the point forecast.', 'Sat 14-22 km/h gust 30; Sun 35 gust 62'],
    ['agent.forecastFetcher', 'fetch point forecast lat 53.41 lon -4.31', 'Calling forecast API.', 'forecast fetched']],
    ['tool.execute pointForecast', { lat: 53.41, lon: -4.31 }, { hours: 48, sat_max_gust_kmh: 30, sun_max_gust_kmh: 62 }], (t) => llm('llm.generate', {}, { text: t }))]) }),
// 03 pomegranate juice co-packer - Semantic Kernel agents
(c) => ({ isolates: 'A Semantic Kernel orchestrator hands a narrower sub-task to a QA agent, which hands a lab-query task to a lab agent; results return and the lot is released.', goal: 'Decide whether pomegranate juice lot PJ-0912 can be released to the customer.',
  root: agent('AgentGroupChat.InvokeAsync', {}, { decision: 'release' }, [nest([
    ['ReleaseAgent', 'decide release of lot PJ-0912', 'Release requires QA sign-off.', 'released'],
    ['QAAgent', 'check PJ-0912 against customer spec', 'Spec needs Brix 15-17 and patulin under 25 µg/kg.', 'in spec'],
    ['LabAgent', 'fetch lab results for PJ-0912', 'Query LIMS for the lot.', 'Brix 16.2, patulin 8 µg/kg']],
    ['Lims-get_results', { lot: 'PJ-0912' }, { brix: 16.2, patulin_ug_kg: 8, micro: 'pass' }], (t) => llm('ChatCompletion', {}, t))]) }),
// 04 piercing studio aftercare - OpenAI Agents SDK (agents as tools)
(c) => ({ isolates: 'Three nested agents-as-tools narrow a customer complaint to a jewellery batch and then to a supplier certificate, and the answer comes back up.', goal: 'Answer a piercing studio client who reports irritation from new titanium jewellery.',
  root: agent('Agent workflow', {}, { final_output: 'Batch T-77 is ASTM F136 certified; advise saline care and a check-up.' }, [nest([
    ['Support Agent', 'reply to client about irritation from labret', 'Check which jewellery batch was used.', 'batch T-77, certified'],
    ['Inventory Agent', 'identify batch for booking BK-5531', 'Booking shows a 1.2 mm labret.', 'batch T-77 from supplier Ardent'],
    ['Compliance Agent', 'verify material certificate of batch T-77', 'Fetch mill certificate.', 'ASTM F136 implant-grade titanium']],
    ['function', { name: 'get_certificate', input: '{"batch":"T-77"}' }, '{"standard":"ASTM F136","heat":"H8812"}'], (t) => llm('generation', {}, t))]) }),
// 05 rickshaw fleet - Bedrock multi-agent collaboration
(c) => ({ isolates: 'A Bedrock supervisor delegates to a fleet collaborator which delegates to a maintenance collaborator; each step narrower, results return.', goal: 'Find out how many cycle rickshaws can run the evening city tour tonight.',
  root: agent('InvokeAgent', { agentId: 'RICKSHAWSUP' }, { text: '11 of 14 rickshaws available tonight.' }, [nest([
    ['agentCollaboratorInvocation FleetAgent', 'availability of rickshaws tonight', 'Need roster and maintenance holds.', '11 available'],
    ['agentCollaboratorInvocation MaintenanceAgent', 'which rickshaws are on maintenance hold', 'Query the workshop system.', 'R-03, R-08, R-12 on hold']],
    ['actionGroupInvocation Workshop /holds', { date: 'today' }, { holds: ['R-03 brake cable', 'R-08 e-assist', 'R-12 tyre'] }], (t) => llm('modelInvocationOutput', {}, { rationale: t }))]) }),
// 06 fig drying - AG2 nested chats
(c) => ({ isolates: 'AG2 nested chats pass a drying problem down three levels (batch, tray rack, sensor) and return a concrete cause.', goal: 'Find why a batch of sun-dried figs exceeded the aflatoxin screening limit.',
  root: agent('initiate_chat', { sender: 'user_proxy' }, { summary: 'Rack 4 humidity sensor failed; figs sat at 78% RH for 30 h.' }, [nest([
    ['quality_lead', 'explain aflatoxin failure for batch FD-221', 'Look at drying history.', 'rack 4 high humidity'],
    ['drying_engineer', 'check tray rack conditions for FD-221', 'FD-221 was on racks 3 and 4.', 'rack 4 RH 78% for 30h'],
    ['sensor_tech', 'verify rack 4 humidity sensor readings', 'Compare against handheld readings.', 'sensor stuck; handheld 78%']],
    ['query_sensor_log', { rack: 4 }, 'sensor RH constant 41.0% for 30h (stuck); handheld log 76-80%'], (t) => llm('assistant', {}, t))]) }),
];
