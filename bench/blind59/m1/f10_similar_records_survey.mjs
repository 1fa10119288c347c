import { agent, llm, tool, sys, user, oaiCall, anthOut } from './lib.mjs';
export const family = 'similar_records_survey';
export const loop = false;
export const stagnation = false;
export const summary = 'Reads many similar but different files/pages/records with the same tool and output template, then summarises.';
const survey = (N, toolName, items, fmt, summary, meta) => {
  const kids = [llm('plan', { messages: '[task]' }, oaiCall(N, null, items.map((it) => [toolName, it.args])), meta)];
  items.forEach((it) => kids.push(tool(toolName, it.args, fmt(it), meta)));
  kids.push(llm('summarise', { messages: '[...]' }, { role: 'assistant', content: summary }, meta));
  return kids;
};
export const rows = [
  (N) => { const goal = 'Review the six monthly water-level logs of the old canal reservoir feeders and report the lowest.';
    const items = [['Jan', 3.42], ['Feb', 3.51], ['Mar', 3.18], ['Apr', 2.96], ['May', 2.71], ['Jun', 2.44]].map(([m, v]) => ({ args: { path: `logs/feeder_${m}.csv` }, m, v }));
    return { domain: 'canal reservoir feeders', style: 'plain message-level trace', isolates: 'Six monthly CSV reads with the same template and different levels, then a summary naming June as lowest.', goal, root: agent('agent', { goal }, null, survey(N, 'read_file', items, (it) => `month,min_level_m,max_level_m\n${it.m},${it.v},${(it.v + 0.6).toFixed(2)}`, 'Levels fall steadily from 3.42 m (Jan) to 2.44 m (Jun); June is lowest, 0.98 m below January.')) }; },
  (N) => { const goal = 'Read the five judging sheets for this year\'s heather honey entries and pick a winner.';
    const e = [['E1', 'floral, thixotropic, moisture 20.1%', 86], ['E2', 'burnt caramel, slight ferment', 71], ['E3', 'classic ling heather, jelly set', 92], ['E4', 'mixed bell heather, thin', 78], ['E5', 'bright, bubbles trapped', 83]].map(([id, n, s]) => ({ args: { entry: id }, id, n, s }));
    return { domain: 'honey show judging', style: 'Anthropic Messages API (parallel tool_use blocks)', isolates: 'Five entry sheets with identical layout and different notes/scores, then a judged ranking.', goal, root: agent('messages-loop', { goal }, null, survey(N, 'get_entry_sheet', e, (it) => ({ entry: it.id, notes: it.n, score: it.s }), 'E3 wins (92, classic ling jelly set); E1 second (86); E2 marked down for ferment.')) }; },
  (N) => { const goal = 'Check the seven regional pages of the mobile blood-pressure clinic schedule and list which towns have Saturday slots.';
    const t = ['Ashby', 'Bourne', 'Corby', 'Deeping', 'Evesham', 'Fakenham', 'Gedney'].map((town, i) => ({ args: { url: `https://clinics.example/bp/${town.toLowerCase()}` }, town, sat: [true, false, false, true, false, true, false][i] }));
    return { domain: 'mobile blood-pressure clinic schedules', style: 'OpenInference / Phoenix (TOOL spans for browser fetch)', isolates: 'Seven clinic pages with the same HTML template and different days; summary lists the three with Saturday slots.', goal, root: agent('agent', { goal }, null, survey(N, 'fetch_page', t, (it) => `<h1>${it.town} mobile BP clinic</h1><table><tr><td>Tue</td><td>09:00-13:00</td></tr>${it.sat ? '<tr><td>Sat</td><td>10:00-12:30</td></tr>' : ''}</table>`, 'Saturday slots: Ashby, Deeping, Fakenham.', { 'openinference.span.kind': 'TOOL' })) }; },
  (N) => { const goal = 'Summarise the six village well water tests from the spring sampling round.';
    const w = [['W1', 0, 12], ['W2', 3, 31], ['W3', 0, 8], ['W4', 0, 44], ['W5', 1, 19], ['W6', 0, 9]].map(([id, ec, no3]) => ({ args: { sample: id }, id, ec, no3 }));
    return { domain: 'private village well water testing', style: 'Pydantic AI / Logfire', isolates: 'Six lab reports with identical fields and different E. coli and nitrate values, then a summary flagging W2, W4, W5.', goal, root: agent('agent run', { prompt: goal }, null, survey(N, 'get_lab_report', w, (it) => ({ sample: it.id, e_coli_cfu_100ml: it.ec, nitrate_mg_l: it.no3, lab_ref: 'LR-' + N.int(1000, 9999) }), 'W2 and W5 fail E. coli (3 and 1 cfu); W4 nitrate 44 mg/l near the 50 limit; others fine.')) }; },
  (N) => { const goal = 'Go through the eight intake forms for the adult literacy evening class and group learners by level.';
    const f = Array.from({ length: 8 }, (_, i) => ({ args: { form: `IF-${201 + i}` }, i, lvl: ['Entry 2', 'Entry 3', 'Level 1', 'Entry 3', 'Entry 1', 'Level 1', 'Entry 2', 'Entry 3'][i] }));
    return { domain: 'adult literacy evening classes', style: 'LlamaIndex (FunctionTool calls)', isolates: 'Eight intake forms with the same template and different assessed levels; summary groups them into classes.', goal, root: agent('FunctionCallingAgent.chat', { message: goal }, null, survey(N, 'read_intake_form', f, (it) => `Form IF-${201 + it.i}\nAssessed level: ${it.lvl}\nPreferred night: ${['Mon', 'Wed'][it.i % 2]}`, 'Groups: Entry 1-2 (IF-205, IF-201, IF-207); Entry 3 (IF-202, IF-204, IF-208); Level 1 (IF-203, IF-206).')) }; },
  (N) => { const goal = 'Read the five service reports for the church-hall stage hoists and list overdue items.';
    const h = [['H1', '2024-02-11', 'ok'], ['H2', '2023-03-02', 'overdue LOLER'], ['H3', '2024-01-20', 'ok'], ['H4', '2023-09-15', 'brake pad wear'], ['H5', '2022-12-01', 'overdue LOLER']].map(([id, d, s]) => ({ args: { hoist: id }, id, d, s }));
    return { domain: 'stage hoist inspections in community halls', style: 'Spring AI (ChatClient tool callbacks)', isolates: 'Five hoist reports, same layout, different dates and findings; summary lists two overdue and one wear item.', goal, root: agent('ChatClient.call', { goal }, null, survey(N, 'getServiceReport', h, (it) => ({ hoist: it.id, lastThoroughExamination: it.d, finding: it.s }), 'Overdue LOLER: H2, H5; H4 needs brake pads; H1, H3 fine.')) }; },
];
