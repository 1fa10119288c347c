// Family 10 (healthy): reading many similar but different records with the same tool/template, then a summary.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'similar-records-survey';
export const loop = false;
export const stagnation = false;

// ---- 01 camel dairy, LlamaIndex ----
function r01(R) {
  const goal = 'Review the last 8 camel milk batch records and report which batches fail the somatic cell or temperature limits.';
  const batches = [['CM-0411', 182, 3.8], ['CM-0412', 205, 4.1], ['CM-0413', 390, 3.9], ['CM-0414', 176, 6.2], ['CM-0415', 210, 4.0], ['CM-0416', 198, 3.7], ['CM-0417', 415, 5.8], ['CM-0418', 188, 4.2]];
  const kids = [];
  kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: goal }] }, { message: { content: 'Reading each batch record.', tool_calls: [tc(R, 'read_batch', { id: 'CM-0411' })] } }));
  for (const [id, scc, t] of batches) {
    R.tick(300, 1200);
    kids.push(tool('FunctionTool.call read_batch', { id }, `{"batch":"${id}","herd":"${R.pick(['Al Ain A', 'Al Ain B', 'Sweihan'])}","litres":${R.int(380, 620)},"scc_k_per_ml":${scc},"max_temp_c":${t},"chilled_within_min":${R.int(18, 55)},"lab_ref":"LAB-${R.alnum(6, true)}","recorded":"${R.sqlTs()}"}`));
  }
  kids.push(llm('OpenAI.chat', { messages: '[8 tool results]' }, { message: { content: 'Fails: CM-0413 (SCC 390k > 300k), CM-0414 (6.2 C > 5 C), CM-0417 (SCC 415k and 5.8 C). The other 5 batches pass.' } }));
  return {
    isolates: 'Eight reads with the same tool and record template but different values, then a summary naming the three failing batches.',
    goal,
    root: agent('FunctionAgent.run', { user_msg: goal }, { response: 'Fails: CM-0413, CM-0414, CM-0417.' }, kids, { metadata: { llama_index_version: '0.12.30' } }),
  };
}

// ---- 02 owl sanctuary, Langfuse ----
function r02(R) {
  const goal = 'Go through the last 7 daily care logs for the barn owl "Pepper" and tell the vet if there is a weight or appetite trend.';
  const days = [[312, 'ate 2 chicks'], [309, 'ate 2 chicks'], [305, 'ate 1 chick, left 1'], [301, 'ate 1 chick'], [298, 'ate 1 mouse only'], [296, 'refused morning feed, ate 1 chick pm'], [293, 'ate 1 chick']];
  const kids = [];
  days.forEach(([g, food], i) => {
    R.tick(400, 1500);
    kids.push(tool('get_care_log', { bird: 'Pepper', day_offset: -7 + i }, { date: R.dateOnly(R.now() - (7 - i) * 86400000), weight_g: g, food, mutes: i > 3 ? 'greenish' : 'normal', keeper: R.pick(['Jo', 'Sam', 'Priya']), entry_id: R.int(20000, 29999) }, { metadata: { langfuse_type: 'SPAN', observation_id: R.uuid() } }));
  });
  kids.push(llm('generation:summarise', { messages: '[7 care logs]' }, { content: 'Pepper lost 19 g (312 -> 293 g, -6%) over 7 days, appetite dropped from 2 chicks to about 1 from day 3, mutes greenish since day 5. Recommend vet check for weight loss and possible infection.' }, { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o', usage: { input: R.int(1500, 3000), output: R.int(60, 120) } } }));
  kids.push(tool('send_to_vet', { case: 'Pepper', priority: 'high' }, { ticket: 'VET-' + R.int(500, 999), status: 'queued' }, { metadata: { langfuse_type: 'SPAN' } }));
  return {
    isolates: 'Seven calls to the same care-log tool return different daily weights and feeds; the summary identifies a real downward trend and alerts the vet.',
    goal,
    root: agent('owl-care-review', { input: goal }, { output: 'Weight loss trend flagged to vet.' }, kids, { metadata: { langfuse_trace_id: R.hex(32), tags: ['care', 'birds'] } }),
  };
}

// ---- 03 cricket bat willow growers, OpenInference ----
function r03(R) {
  const goal = 'Check the 6 willow plot pages on the growers\' portal and list which plots have trees ready to fell this winter (girth >= 150 cm at 1.2 m).';
  const plots = [['P-A', 12, 158, 4], ['P-B', 18, 141, 0], ['P-C', 9, 162, 6], ['P-D', 15, 149, 0], ['P-E', 20, 155, 7], ['P-F', 11, 137, 0]];
  const kids = [];
  for (const [p, trees, girth, ready] of plots) {
    R.tick(800, 2500);
    kids.push(tool('fetch_page', { 'tool.name': 'fetch_page', url: `https://willowgrowers.example/plots/${p}` }, `<section class="plot" data-id="${p}" data-rev="${R.hex(6)}"><h2>Plot ${p}</h2><table><tr><td>Trees</td><td>${trees}</td></tr><tr><td>Mean girth @1.2m</td><td>${girth} cm</td></tr><tr><td>Trees >= 150 cm</td><td>${ready}</td></tr><tr><td>Surveyed</td><td>${R.dateOnly()}</td></tr></table><!-- rendered by ${R.host('web')} in ${R.ms(20, 200)}ms --></section>`, { metadata: { 'openinference.span.kind': 'TOOL' } }));
  }
  kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.content': 'Ready this winter: P-A (4 trees), P-C (6), P-E (7) = 17 trees. P-B, P-D, P-F have none at 150 cm yet (P-D is close at 149 cm mean).' }, { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' } }));
  return {
    isolates: 'Six fetches of plot pages with an identical HTML template but different counts and girths, followed by a summary of 17 fellable trees.',
    goal,
    root: agent('willow-survey-agent', { 'input.value': goal }, { 'output.value': '17 trees ready across P-A, P-C, P-E.' }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid() } }),
  };
}

// ---- 04 ventriloquist dummy repair, W&B Weave ----
function r04(R) {
  const goal = 'Summarise the 6 open repair tickets at the ventriloquist figure workshop and estimate the total bench hours.';
  const tix = [['VR-201', 'jaw string snapped', 'Jerry Mahoney type', 1.5], ['VR-202', 'eye-blink lever stiff', 'Lamb Chop style', 2], ['VR-203', 'head stick cracked', 'Frank Marshall figure', 6], ['VR-204', 'repaint face, crazing', 'Insull figure', 9], ['VR-205', 'wig replacement', 'modern resin figure', 2.5], ['VR-206', 'jaw spring + eyebrows', 'Marshall figure', 3]];
  const kids = [];
  for (const [id, issue, fig, h] of tix) {
    R.tick(300, 1200);
    kids.push(tool('weave.op get_ticket', { id }, { id, figure: fig, issue, est_hours: h, received: R.isoLocal(R.now() - R.int(2, 30) * 86400000, '-05:00'), photos: R.int(2, 9), intake_hash: R.sha(12) }, { metadata: { weave_call_id: R.uuid7() } }));
  }
  kids.push(llm('anthropic.Messages.create', { model: 'claude-3-5-haiku-latest' }, { content: [{ type: 'text', text: '6 tickets, 24 bench hours total. Biggest: VR-204 face repaint (9 h) and VR-203 cracked head stick (6 h); three quick jobs under 3 h (VR-201, VR-202, VR-205).' }] }, { metadata: { weave_call_id: R.uuid7() } }));
  return {
    isolates: 'Six reads of repair tickets with the same schema but different figures, issues and hours, then a summary totalling 24 bench hours.',
    goal,
    root: agent('weave.op repair_summary', { goal }, { total_hours: 24 }, kids, { metadata: { weave_project: 'vent-workshop/ops' } }),
  };
}

// ---- 05 geodetic survey benchmarks, AgentOps session (long row: 30 records) ----
function r05(R) {
  const goal = 'Check the 30 survey benchmark records along the canal road (BM 4401-4430) and list which marks are damaged or missing so the field crew can re-level them.';
  const damaged = { 4406: 'disturbed (kerb replaced)', 4413: 'missing', 4418: 'paint only, bolt sheared', 4422: 'buried under new tarmac', 4427: 'tilted, wall cracked' };
  const kids = [];
  kids.push(llm('LLMEvent', { model: 'gpt-4o-mini', prompt: goal }, { completion: 'I will read each of the 30 benchmark records in order and note the status of each.' }, { metadata: { agentops_event_id: R.uuid() } }));
  let h = 12.100;
  for (let n = 4401; n <= 4430; n++) {
    R.tick(200, 900);
    h += R.float(0.004, 0.031, 3);
    const st = damaged[n] || 'intact';
    kids.push(tool('ToolEvent get_benchmark', { mark: `BM ${n}` }, `MARK: BM ${n}\nSTATUS: ${st}\nHEIGHT_ODN: ${st === 'missing' ? 'n/a' : h.toFixed(3) + ' m'}\nLAST_VISIT: ${R.dateOnly(R.now() - R.int(200, 2000) * 86400000)}\nGRID: TQ ${R.int(30000, 39999)} ${R.int(70000, 79999)}\nRECORD_CRC: ${R.hex(8).toUpperCase()}`, { metadata: { agentops_event_id: R.uuid(), init_timestamp: R.iso() } }));
  }
  kids.push(llm('LLMEvent', { model: 'gpt-4o-mini', prompt: '[30 records]' }, { completion: 'Re-level needed at 5 of 30 marks: BM 4406 (disturbed by kerb works), BM 4413 (missing), BM 4418 (bolt sheared), BM 4422 (buried under tarmac), BM 4427 (tilted with cracked wall). The other 25 are intact; heights rise steadily along the road.' }, { metadata: { agentops_event_id: R.uuid(), prompt_tokens: R.int(3000, 5000), completion_tokens: R.int(60, 110) } }));
  return {
    isolates: 'Thirty benchmark lookups with an identical text template but different statuses and heights, then a summary naming the five marks to re-level.',
    goal,
    root: agent('agentops.session', { tags: ['survey', 'canal-road'], goal }, { end_state: 'Success' }, kids, { metadata: { session_id: R.uuid(), agentops_version: '0.3.26' } }),
  };
}

// ---- 06 chandelier restoration, Spring AI ----
function r06(R) {
  const goal = 'Read the 5 crystal inventory sheets for the ballroom chandelier restoration and work out how many replacement prisms to order by type.';
  const sheets = [['Tier 1', { 'Strass 50mm': 3, 'Octagon 14mm': 12 }], ['Tier 2', { 'Strass 50mm': 1, 'Octagon 14mm': 20, 'Almond 38mm': 4 }], ['Tier 3', { 'Octagon 14mm': 9, 'Almond 38mm': 2 }], ['Crown', { 'Pendeloque 63mm': 2 }], ['Bobeches', { 'Bobeche 90mm': 3 }]];
  const kids = [];
  for (const [tier, missing] of sheets) {
    R.tick(400, 1400);
    kids.push(tool('readInventorySheet', { tier }, JSON.stringify({ tier, missing_or_chipped: missing, inspected_by: R.pick(['K. Horvath', 'E. Lund']), sheet_version: R.int(1, 4), scanned: R.epochMs() }), { metadata: { 'spring.ai.tool.definition.name': 'readInventorySheet', 'spring.ai.kind': 'tool_call' } }));
  }
  kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'spring.ai.model.request.tool_names': ['readInventorySheet'] }, { 'gen_ai.completion': 'Order: Octagon 14mm x 41, Strass 50mm x 4, Almond 38mm x 6, Pendeloque 63mm x 2, Bobeche 90mm x 3 (56 pieces total).' }, { metadata: { 'spring.ai.kind': 'chat_client', 'gen_ai.usage.total_tokens': R.int(1500, 3000) } }));
  return {
    isolates: 'Five reads of tier inventory sheets with the same JSON shape and different counts, then an aggregated order of 56 prisms.',
    goal,
    root: agent('spring_ai chat_client', { 'spring.ai.chat.client.user.text': goal }, { content: 'Order 56 prisms.' }, kids, { metadata: { 'spring.ai.kind': 'chat_client', 'spring-ai.version': '1.0.0' } }),
  };
}

export const rows = [
  { domain: 'camel dairy', style: 'LlamaIndex', build: r01 },
  { domain: 'owl sanctuary', style: 'Langfuse', build: r02 },
  { domain: 'cricket bat willow growers', style: 'OpenInference / Arize Phoenix', build: r03 },
  { domain: 'ventriloquist figure repair', style: 'W&B Weave', build: r04 },
  { domain: 'geodetic survey benchmarks', style: 'AgentOps', build: r05 },
  { domain: 'chandelier restoration', style: 'Spring AI', build: r06 },
];
