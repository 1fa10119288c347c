import { agent, llm, tool, retriever, tc } from './lib.mjs';
export const family = 'similar_records_read';
export const loop = false, stagnation = false;
export const isolates = 'The same tool reads many similar but different records (same template, different contents), then the agent summarises.';
export const meta = [
  ['01', 'vehicle wrap shop job sheets', 'LlamaIndex'],
  ['02', 'snowboard binding warranty claims', 'W&B Weave calls'],
  ['03', 'sauerkraut fermentation crock logs', 'AgentOps session'],
  ['04', 'dulcimer workshop customer reviews', 'Haystack'],
  ['05', 'systemd timer units across hosts', 'OpenInference / Arize Phoenix'],
  ['06', 'forklift rental fleet inspection certificates', 'Spring AI'],
];
const readAll = (r, name, items, fmt, mkLlm, summary) => {
  const kids = items.map((it) => tool(name, { id: it[0] }, fmt(it)));
  kids.push(mkLlm(summary));
  return kids;
};
export const rows = [
  (r) => { const it = [['JW-201', 'Van, matte black, 14 h, vinyl 3M 2080'], ['JW-202', 'Food truck, full print, 22 h, Avery MPI 1105'], ['JW-203', 'Tesla Model 3 chrome delete, 5 h'], ['JW-204', 'Box truck logo, 9 h, reprint needed'], ['JW-205', 'Boat hull, 18 h, laminate']];
    return { goal: 'Summarise last week\'s vehicle wrap jobs, hours and reprints.', root: agent('AgentRunner', {}, null, readAll(r, 'read_job_sheet', it, ([id, d]) => `Job ${id}: ${d}`, (s) => llm('OpenAI.chat', {}, { text: s }), 'Five jobs, 68 h total; one reprint (JW-204); 3M and Avery films used.')) }; },
  (r) => { const it = [['WC-88', 'Flow NX2, heelcup crack, 2 seasons'], ['WC-89', 'Union Force, ratchet strip, 1 season'], ['WC-90', 'Burton Cartel, baseplate bolt sheared'], ['WC-91', 'Union Force, ratchet strip again'], ['WC-92', 'Flow NX2, highback hinge']];
    return { goal: 'Find patterns in this month\'s binding warranty claims.', root: agent('weave.call: triage_claims', {}, null, readAll(r, 'get_claim', it, ([id, d]) => ({ claim: id, detail: d, filed: r.iso() }), (s) => llm('openai.chat.completions.create', {}, { choices: [{ message: { content: s } }] }), 'Union Force ratchet straps fail twice; Flow NX2 has two different hinge/heelcup faults; escalate Union.')) }; },
  (r) => { const it = [['crock-A', 'day 9, pH 3.9, 18°C, brine ok'], ['crock-B', 'day 9, pH 4.4, 21°C, kahm yeast'], ['crock-C', 'day 5, pH 4.8, 19°C'], ['crock-D', 'day 14, pH 3.5, ready'], ['crock-E', 'day 2, pH 5.6']];
    return { goal: 'Check every fermentation crock and say which are ready or at risk.', root: agent('agentops.session', {}, null, readAll(r, 'read_crock_log', it, ([id, d]) => `${id} | ${d} | logged ${r.euDate()}`, (s) => llm('LLMEvent', {}, { completion: s }), 'D ready to pack; B at risk (warm, kahm) — move to cellar; A, C, E progressing.')) }; },
  (r) => { const it = [['rv-1', '5★ tone of the walnut mountain dulcimer is warm'], ['rv-2', '3★ fret buzz at 7th fret'], ['rv-3', '4★ shipping slow'], ['rv-4', '2★ fret buzz, returned'], ['rv-5', '5★ teaching model great'], ['rv-6', '4★ tuners stiff']];
    return { goal: 'Summarise customer reviews of the dulcimer workshop\'s instruments and spot quality issues.', root: agent('haystack.pipeline.run', {}, null, readAll(r, 'fetch_review', it, ([id, d]) => ({ documents: [{ id, content: d }] }), (s) => llm('OpenAIChatGenerator', {}, { replies: [s] }), 'Avg 3.8★; fret buzz at 7th fret in 2 reviews — check fret levelling; tuners stiff once.')) }; },
  (r) => { const it = [['db-1', 'backup.timer OnCalendar=*-*-* 02:00 last: success'], ['db-2', 'backup.timer OnCalendar=*-*-* 02:00 last: failed (exit 2)'], ['web-1', 'logrotate.timer daily last: success'], ['web-2', 'certbot.timer twice daily last: success'], ['cache-1', 'no timers']];
    return { goal: 'Inventory systemd timers on all hosts and flag failures.', root: agent('agent', {}, null, readAll(r, 'ssh_list_timers', it, ([h, d]) => `NEXT LEFT LAST PASSED UNIT\n${r.httpDate()} ${r.int(1, 20)}h left ... ${d}\n(host ${h})`, (s) => llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': s }, [], { metadata: { 'openinference.span.kind': 'LLM' } }), 'Only db-2 backup.timer failed (exit 2); cache-1 has no timers; others fine.')) }; },
  (r) => { const it = [['FL-07', 'LOLER cert exp 2024-11-02'], ['FL-08', 'LOLER cert exp 2024-06-15 (expired)'], ['FL-11', 'LOLER cert exp 2025-01-20'], ['FL-12', 'LOLER cert exp 2024-07-01 (due)'], ['FL-15', 'LOLER cert exp 2025-03-09']];
    return { goal: 'Check the forklift rental fleet\'s inspection certificates and list those expiring or expired.', root: agent('ChatClient.call', {}, null, readAll(r, 'getInspectionCertificate', it, ([id, d]) => ({ truck: id, cert: d, source: 'fleet-db', fetchedAt: r.iso() }), (s) => llm('spring.ai.chat.client', {}, { result: { output: { text: s } } }), 'FL-08 expired — pull from hire; FL-12 due 1 July — book inspection; others valid.')) }; },
];
