import { agent, llm, tool, user } from './lib.mjs';
export const meta = { family: 'narrowing_delegation', loop: false, stagnation: false,
  isolates: 'A chain of three or more nested agents, each handing a narrower different sub-task down, results coming back up.' };
function deep(N, goal, levels, leafTool, isol, style) {
  // levels: [[agentName, task, resultText], ...] outer to inner
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [name, task, res] = levels[i];
    const kids = [llm(style, { messages: [user(task)] }, i < levels.length - 1 ? `Delegating: ${levels[i + 1][1]}` : `Running ${leafTool[0]}.`)];
    if (inner) kids.push(inner); else kids.push(tool(leafTool[0], leafTool[1], { ...leafTool[2], at: N.iso(), request_id: N.reqId() }));
    kids.push(llm(style, { messages: ['result'] }, res));
    inner = agent(name, { task }, res, kids);
  }
  return { goal, isolates: isol, root: inner };
}
const s01 = (N) => deep(N, 'Restock medicinal leeches for three clinics.', [
  ['Supply Manager', 'Restock leeches for 3 clinics', 'Ordered 600 leeches, delivery Thursday.'],
  ['Demand Agent', 'Compute demand for Clinic B only (plastic surgery)', 'Clinic B needs 250; total 600 with A and C.'],
  ['Usage Agent', 'Get last 30 days of leech use in Clinic B', '8.2 per day -> 250 per month.']],
  ['usage_report', { clinic: 'B', days: 30 }, { used: 246 }], 'OpenAI Agents SDK: three nested, narrowing tasks, results flow back.', 'Response');
const s02 = (N) => deep(N, 'Appoint referees for round 6 of the rugby league.', [
  ['manager_agent', 'Appoint refs for 8 round-6 matches', 'All 8 matches staffed.'],
  ['availability_agent', 'Find refs available Sat 14 Mar', '11 available.'],
  ['conflict_agent', 'Exclude refs with club conflicts for Hawks v Gulls', 'Two excluded (club members).']],
  ['ref_db', { date: '2026-03-14' }, { available: 11 }], 'smolagents managed agents, narrowing.', 'OpenAIServerModel');
const s03 = (N) => deep(N, 'Renew public liability insurance for the fire-dance troupe.', [
  ['SupervisorAgent', 'Renew liability cover', 'Renewed with £5m cover, premium £812.'],
  ['QuoteAgent', 'Get quotes for £5m cover', '3 quotes, lowest £812.'],
  ['RiskAgent', 'Summarise incidents in last 3 years', '1 minor burn, 2023.']],
  ['incident_log', { years: 3 }, { incidents: 1 }], 'Bedrock Agents collaborator chain, narrowing.', 'orchestration');
const s04 = (N) => deep(N, 'Fix N+1 queries on the Rails orders index page.', [
  ['CodeActAgent', 'Fix N+1 on orders#index', 'Added includes(:customer, :line_items); 41 queries -> 3.'],
  ['CodeActAgent (delegate)', 'Find which associations trigger N+1', 'customer and line_items.'],
  ['BrowsingAgent', 'Read bullet gem log for /orders', 'USE eager loading detected Order => [:customer, :line_items].']],
  ['read_log', { path: 'log/bullet.log' }, { lines: 14 }], 'OpenHands delegation with narrowing tasks.', 'litellm.completion');
const s05 = (N) => deep(N, 'Diagnose the jacquard loom fault on loom 3.', [
  ['FunctionAgent', 'Diagnose loom 3', 'Replace hook 1184 solenoid.'],
  ['ElectronicsAgent', 'Check the controller fault log', 'Fault on hook 1184.'],
  ['LogAgent', 'Parse error codes from controller', 'E47 x 18, hook 1184.']],
  ['controller_log', { loom: 3 }, { E47: 18 }], 'LlamaIndex multi-agent workflow, narrowing.', 'OpenAI.chat');
const s06 = (N) => deep(N, 'Set up the spring gel-polish promo for the nail salon chain.', [
  ['Team Leader', 'Set up spring promo', 'Promo live at 4 salons.'],
  ['Pricing Agent', 'Pick discount for gel-polish', '15% off Tue-Wed.'],
  ['Data Agent', 'Find quietest weekdays', 'Tue and Wed at 38% occupancy.']],
  ['bookings_stats', { weeks: 8 }, { tue: 0.38, wed: 0.38 }], 'Agno team (not in list), narrowing delegation.', 'OpenAIChat.response');
export const scenarios = [s01, s02, s03, s04, s05, s06];
