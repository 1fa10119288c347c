import { llm, tool, agent, user } from './lib.mjs';
export const FAMILY = 'supervisor_varied_subtasks';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A supervisor sends the same worker different sub-tasks in turn, each answered with new results, then synthesizes and finishes.';
function sup(c, style, worker, goal, tasks, synth) {
  const ch = [];
  for (const t of tasks) {
    ch.push(llm(c, style, { messages: [user(goal)], calls: [{ name: 'ask_' + worker, args: { task: t.task } }] }));
    ch.push(agent(c, style, worker, { task: t.task }, t.result, [tool(c, style, t.tool, t.args, t.out)]));
  }
  ch.push(llm(c, style, { messages: [user('synthesize')], text: synth }));
  return agent(c, style, 'supervisor', { goal }, { final: synth }, ch);
}
const mk = (task, tool, args, out, result) => ({ task, tool, args, out, result });
export const rows = [
  { domain: 'sailmakers (repair season intake)', style: 'langsmith', isolates: 'Supervisor asks the same loft worker for repair backlog, cloth stock, then staff hours; each answer differs; then a season plan.', goal: 'Plan the spring repair season at Nordlys Sails.',
    build(c) { return sup(c, 'langsmith', 'loft_worker', 'spring plan', [mk('count open repairs', 'sql', { q: 'select count(*) from repairs where status=\'open\'' }, { rows: [[47]] }, '47 open repairs'), mk('check dacron stock', 'sql', { q: 'select cloth, metres from stock' }, { rows: [['Dacron 7oz', 112], ['Dacron 9oz', 38]] }, '112 m 7oz, 38 m 9oz'), mk('sum staff hours April', 'sql', { q: 'select sum(hours) from rota where month=4' }, { rows: [[612]] }, '612 hours')], 'Spring: 47 repairs (~9 h each = 423 h) fit in 612 staff hours; order 9oz Dacron (only 38 m).'); } },
  { domain: 'terrarium shops (weekly report)', style: 'oai_agents', isolates: 'Supervisor sends a data worker three distinct queries (sales, returns, top plant) and combines them.', goal: 'Write the weekly report for Moss & Glass.',
    build(c) { return sup(c, 'oai_agents', 'data_worker', 'weekly report', [mk('weekly sales', 'shop_api', { path: '/reports/sales?range=7d' }, { total_eur: 4182.5, orders: 63, generated: c.iso() }, '€4,182.50 / 63 orders'), mk('returns this week', 'shop_api', { path: '/returns?range=7d' }, { count: 2, reasons: ['cracked glass', 'wrong size'] }, '2 returns'), mk('best-selling plant', 'shop_api', { path: '/reports/top?type=plant' }, { sku: 'FITTONIA-RED', units: 41 }, 'Fittonia red, 41 units')], 'Week: €4,182.50 from 63 orders, 2 returns (glass breakage - review packaging), top plant Fittonia red (41).'); } },
  { domain: 'ghost tours (guide scheduling)', style: 'autogen', isolates: 'An AutoGen selector repeatedly calls the same scheduler agent for different nights, each returning different guide assignments.', goal: 'Assign guides for the Halloween week ghost tours (Mon, Wed, Fri).',
    build(c) { return sup(c, 'autogen', 'scheduler', 'halloween guides', [mk('Monday guides', 'roster_lookup', { day: 'Mon' }, { free: ['Morag', 'Ewan'] }, 'Mon: Morag'), mk('Wednesday guides', 'roster_lookup', { day: 'Wed' }, { free: ['Isla'] }, 'Wed: Isla'), mk('Friday guides (3 tours)', 'roster_lookup', { day: 'Fri' }, { free: ['Morag', 'Isla', 'Callum', 'Ewan'] }, 'Fri: Morag, Callum, Ewan')], 'Assigned: Mon Morag; Wed Isla; Fri Morag/Callum/Ewan. All nights covered.'); } },
  { domain: 'bagel shop supplier comparison', style: 'mastra', isolates: 'Supervisor asks one research worker for three different flour suppliers\' quotes, gets different prices, picks one.', goal: 'Pick a new high-gluten flour supplier for the Bagelry.',
    build(c) { return sup(c, 'mastra', 'researcher', 'flour supplier', [mk('quote from Allinson', 'fetch_quote', { supplier: 'Allinson' }, { per_25kg: 21.4, delivery: 'weekly' }, '£21.40'), mk('quote from Shipton Mill', 'fetch_quote', { supplier: 'Shipton Mill' }, { per_25kg: 24.9, delivery: 'fortnightly' }, '£24.90'), mk('quote from Marriage\'s', 'fetch_quote', { supplier: "Marriage's" }, { per_25kg: 19.8, delivery: 'weekly', min_order: 20 }, '£19.80 min 20 sacks')], 'Choose Marriage\'s at £19.80/25 kg (weekly, min 20 sacks fits our 24/week usage).'); } },
  { domain: 'canoe building workshops (materials check)', style: 'adk', isolates: 'A root ADK agent asks the same inventory sub-agent about cedar strips, epoxy and fibreglass in turn, each a new answer, then orders what is missing.', goal: 'Check materials for the April canoe class of 8 boats.',
    build(c) { return sup(c, 'adk', 'inventory_agent', 'materials', [mk('cedar strips', 'stock', { item: 'cedar-strip-6mm' }, { on_hand_bundles: 11, need: 8 }, 'enough'), mk('epoxy', 'stock', { item: 'epoxy-west-105' }, { on_hand_l: 12, need_l: 24 }, 'short 12 L'), mk('fibreglass cloth', 'stock', { item: 'fg-6oz' }, { on_hand_m: 70, need_m: 64 }, 'enough')], 'Only epoxy is short (need 12 L more); cedar and cloth sufficient.'); } },
  { domain: 'VHS digitisation service (QC batch)', style: 'weave', isolates: 'A supervisor assigns the same QC worker three different tapes; each QC returns different dropout counts; then a batch verdict.', goal: 'QC the three digitised tapes of order VHS-0931 before delivery.',
    build(c) { return sup(c, 'weave', 'qc_worker', 'qc', [mk('QC tape 1', 'ffprobe_qc', { file: 'tape1.mkv' }, `duration=01:58:12 dropouts=3 audio_peak=-2.1dB`, 'ok'), mk('QC tape 2', 'ffprobe_qc', { file: 'tape2.mkv' }, `duration=02:01:40 dropouts=41 audio_peak=-0.2dB`, 'heavy dropouts, recapture'), mk('QC tape 3', 'ffprobe_qc', { file: 'tape3.mkv' }, `duration=00:47:05 dropouts=0 audio_peak=-3.4dB`, 'ok')], 'Tapes 1 and 3 pass; tape 2 needs recapture with TBC on (41 dropouts).'); } },
];
