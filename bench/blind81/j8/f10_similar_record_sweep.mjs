// Healthy: same tool, same output template, different contents each time, then a summary.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'similar_record_sweep';
export const loop = false;
export const scenarios = [
  // 01 tide-gauge station files, plain message-level trace (chat completions, tool siblings)
  (N) => {
    const goal = 'Check the six Orkney tide-gauge CSVs for last week and list stations with data gaps over 30 minutes.';
    const st = [['Kirkwall', 0, null], ['Stromness', 2, '14:20-15:10'], ['Lerwick', 0, null], ['Scapa', 1, '03:00-03:40'], ['Westray', 0, null], ['Hoy', 4, '22:10-02:55']];
    const calls = st.map(([s]) => tc('call_' + N.b62(24), 'read_csv', { path: `gauges/${s.toLowerCase()}_${N.ymd()}.csv` }));
    const kids = [llm('chat.completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: null, tool_calls: calls }, { id: 'chatcmpl-' + N.b62(29), usage: N.usage(300, 200) })];
    st.forEach(([s, g, w], i) => kids.push(tool('read_csv', { tool_call_id: calls[i].id, arguments: calls[i].function.arguments }, `station=${s} rows=${10080 - g * 17 - N.int(0, 5)} interval=1min sensor=${['radar', 'pressure', 'float'][i % 3]} gaps=${g}${w ? ' longest=' + w : ''} checksum=${N.hex(8)} read_ms=${N.ms()}`)));
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: '[user, assistant(tool_calls), 6 x tool]' }, { role: 'assistant', content: 'Gaps over 30 min: Stromness (14:20-15:10, 50 min), Scapa (03:00-03:40), Hoy (22:10-02:55, ~4.75 h - likely power loss). Kirkwall, Lerwick, Westray complete.' }, { id: 'chatcmpl-' + N.b62(29), finish_reason: 'stop' }));
    return { isolates: 'Six parallel read_csv calls return the same line template with different gap counts per station, then one summary names three stations.', stagnation: false, goal, root: agent('chat-session', { goal }, { finish_reason: 'stop' }, kids, { style: 'openai.chat.completions message log' }) };
  },
  // 02 seal haul-out survey photos, Spring AI
  (N) => {
    const goal = 'Count harbour seals in the 7 drone photos from the Wash haul-out survey and report the total and pups.';
    const ph = [[112, 9], [87, 6], [0, 0], [143, 17], [61, 4], [29, 2], [118, 11]];
    const kids = [];
    ph.forEach(([a, p], i) => {
      kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'spring.ai.model.request.messages': [{ messageType: 'USER', text: `Count seals in photo DJI_0${N.int(100, 999)}.JPG` }] }, { 'spring.ai.chat.response': { result: { output: { toolCalls: [{ name: 'countSeals', arguments: JSON.stringify({ photo: `DJI_0${410 + i}.JPG` }) }] } } } }, { 'spring.ai.kind': 'chat_client', 'gen_ai.request.model': 'gpt-4o' }));
      kids.push(tool('tool_call countSeals', { 'spring.ai.tool.definition.name': 'countSeals', 'spring.ai.tool.call.arguments': JSON.stringify({ photo: `DJI_0${410 + i}.JPG` }) }, { 'spring.ai.tool.call.result': JSON.stringify({ photo: `DJI_0${410 + i}.JPG`, adults: a, pups: p, confidence: +(0.8 + N.int(0, 18) / 100).toFixed(2), gps: `52.9${N.int(10, 99)},0.3${N.int(10, 99)}`, exif_time: `${N.ymd().replace(/-/g, ':')} ${N.clock()}` }) }, { 'spring.ai.kind': 'tool_call' }));
    });
    kids.push(llm('chat gpt-4o', { 'spring.ai.model.request.messages': '[...]' }, { 'spring.ai.chat.response': { result: { output: { text: 'Total 550 adults and 49 pups across 7 photos; photo 3 (DJI_0412) was empty sandbank.' } } } }, {}));
    return { isolates: 'Seven countSeals results share one JSON template but have different counts; the final message adds them up.', stagnation: false, goal, root: agent('ChatClient.prompt().call()', { goal }, { text: 'Total 550 adults and 49 pups' }, kids, { framework: 'spring-ai 1.0', 'micrometer.observation': 'spring.ai.chat.client' }) };
  },
  // 03 ski-lift inspection reports, Haystack retriever
  (N) => {
    const goal = 'Which of our ski lifts had open safety findings in the autumn inspection reports?';
    const lifts = [['Gondola G1', 'no findings'], ['Chair C2 (6-seat)', 'OPEN: tower 7 sheave liner wear 4 mm (limit 5 mm) - replace before opening'], ['T-bar T3', 'no findings'], ['Chair C4', 'OPEN: emergency brake test 2.1 s > 2.0 s'], ['Magic carpet M1', 'closed: belt edge repaired']];
    const kids = [llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { replies: [{ _content: [{ tool_name: 'fetch_report', arguments: { lift: 'all' } }] }] }, { 'haystack.component.name': 'planner' })];
    lifts.forEach(([l, f]) => kids.push(tool('fetch_report', { 'haystack.component.name': 'report_fetcher', lift: l }, { documents: [{ id: N.hex(64), content: `INSPECTION REPORT - ${l}\nInspector: ${N.pick(['H. Lindqvist', 'A. Moser', 'P. Eder'])}\nDate: ${N.ymd()}\nFindings: ${f}`, meta: { file_path: `reports/${l.split(' ')[0].toLowerCase()}_${N.int(1, 99)}.pdf`, page: 1 }, score: null }] }, { 'haystack.component.type': 'PyPDFToDocument' })));
    kids.push(llm('OpenAIChatGenerator', { messages: '[5 documents]' }, { replies: [{ _content: [{ text: 'Open findings: Chair C2 (tower 7 sheave liner wear) and Chair C4 (brake test 2.1 s). G1 and T3 clean; M1 finding closed.' }] }] }, { 'haystack.component.name': 'answerer' }));
    return { isolates: 'Five inspection reports come back in one document template with different findings; the answer picks out the two open ones.', stagnation: false, goal, root: agent('haystack.pipeline.run', { data: { query: goal } }, { answer: 'C2, C4' }, kids, { 'haystack.pipeline.run_id': N.uuid() }) };
  },
  // 04 rare-book auction lots, Anthropic Messages plain log
  (N) => {
    const goal = 'Look at lots 201-206 in the Bonhams natural-history sale and tell me which botanical plate books are under £3,000 estimate.';
    const lots = [[201, 'Curtis\'s Botanical Magazine vols 1-12, 1787-1798', '£8,000-12,000'], [202, 'Thornton, Temple of Flora, 1799-1807, 28 plates only', '£2,000-3,000'], [203, 'Audubon, octavo Birds vol. 3', '£1,500-2,000'], [204, 'Sowerby, English Botany vol. 5', '£400-600'], [205, 'Redouté, Les Liliacées, 1 plate', '£700-900'], [206, 'Besler, Hortus Eystettensis, 1613, single plate', '£2,500-3,500']];
    const kids = [];
    lots.forEach(([n, t, e]) => {
      const id = 'toolu_' + N.b62(24);
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', messages: '[...]' }, { content: [{ type: 'tool_use', id, name: 'fetch_lot', input: { sale: N.int(29000, 29999), lot: n } }], stop_reason: 'tool_use' }, { 'request-id': 'req_' + N.b62(24) }));
      kids.push(tool('fetch_lot', { tool_use_id: id }, { type: 'tool_result', tool_use_id: id, content: `<div class="lot"><h2>Lot ${n}</h2><h3>${t}</h3><span class="estimate">${e}</span><span class="cf-cache">${N.pick(['HIT', 'MISS', 'EXPIRED'])}</span><!-- ${N.hex(12)} --></div>` }));
    });
    kids.push(llm('POST /v1/messages', { messages: '[...]' }, { content: [{ type: 'text', text: 'Botanical under £3,000 top estimate: Thornton (202, £2-3k), Sowerby (204), Redouté plate (205). Lot 203 is birds; Besler (206) goes to £3,500; Curtis (201) far above.' }], stop_reason: 'end_turn' }, {}));
    return { isolates: 'Six lot pages share one HTML template with different titles and estimates; the agent filters them into an answer.', stagnation: false, goal, root: agent('messages-session', { goal }, { stop_reason: 'end_turn' }, kids, { log_source: 'anthropic-console export' }) };
  },
  // 05 vintage tractor forum threads, Vercel AI SDK
  (N) => {
    const goal = 'Read the five top forum threads about Fordson Major E1A starting problems and summarise the fixes people report.';
    const th = [['Won\'t start when hot', 'cracked distributor cap; replaced, fixed', 34], ['Cranks but no fire (diesel)', 'air in lift pump; bled injectors at nut 3', 21], ['Starter solenoid clicks', 'earth strap corroded at gearbox bolt', 48], ['Hard start below 0C', 'heater plug dead; new Lucas plug', 17], ['Starts then dies', 'blocked fuel tap gauze', 9]];
    const kids = [];
    th.forEach(([title, fix, replies]) => {
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'fetchThread', 'ai.toolCall.args': JSON.stringify({ q: title }) }, { 'ai.toolCall.result': { title, replies, accepted_fix: fix, last_post: N.http(), thread_id: N.int(100000, 999999), x_served_by: 'cache-' + N.pick(['lhr', 'man', 'dub']) + N.int(1000, 9999) + '-' + N.pick(['LHR', 'MAN']) } }, { 'ai.toolCall.id': 'call_' + N.b62(20) }));
    });
    kids.unshift(llm('ai.streamText.doStream', { 'ai.prompt.messages': msgs('user', goal) }, { 'ai.response.toolCalls': th.map(([t]) => ({ toolName: 'fetchThread', args: { q: t } })), 'ai.response.msToFirstChunk': N.int(200, 900) }, { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat' }));
    kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Reported fixes: fuel system (bleed lift pump, clean tap gauze), electrical (earth strap, distributor cap), cold starts (heater plug). Earth strap thread is most replied (48).', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'gpt-4o-mini' }));
    return { isolates: 'Five fetchThread results share a schema with different threads and fixes; a summary groups the distinct causes.', stagnation: false, goal, root: agent('ai.streamText', { 'ai.prompt': goal }, { 'ai.response.text': 'Reported fixes...' }, kids, { 'ai.telemetry.functionId': 'forum-digest' }) };
  },
  // 06 ambulance station defibrillator checks, OpenInference retriever spans
  (N) => {
    const goal = 'Which AEDs in the Highland community defib register are overdue for pad or battery replacement?';
    const recs = [['Applecross village hall', '2026-03', '2027-01', false], ['Torridon SYHA', '2024-11', '2026-08', true], ['Kinlochewe shop', '2025-09', '2024-12', true], ['Shieldaig pier', '2027-02', '2028-05', false], ['Lochcarron golf club', '2026-06', '2026-11', false], ['Gairloch harbour', '2025-01', '2025-02', true], ['Poolewe church', '2026-10', '2027-07', false], ['Diabaig phone box', '2025-12', '2027-03', false]];
    const kids = [llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.content': 'I will page through the register by area.' }, { 'llm.model_name': 'gpt-4o' })];
    for (let i = 0; i < recs.length; i += 2) {
      kids.push(span_r(N, recs.slice(i, i + 2), i / 2));
    }
    kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM' }, { 'llm.output_messages.0.message.content': 'Overdue (check date 2025-06): Torridon SYHA (pads 2024-11), Kinlochewe shop (battery 2024-12), Gairloch harbour (pads 2025-01, battery 2025-02). The other 5 are in date.' }, { 'llm.model_name': 'gpt-4o' }));
    return { isolates: 'Four retriever pages return AED records in one template with different sites and expiry dates; the answer lists the three overdue ones.', stagnation: false, goal, root: agent('defib-register-agent', { 'input.value': goal }, { 'output.value': '3 overdue' }, kids, { 'openinference.span.kind': 'AGENT' }) };
  },
];
function span_r(N, recs, page) {
  const out = {};
  recs.forEach(([site, pads, batt], j) => { out[`retrieval.documents.${j}.document.content`] = `AED site: ${site} | model: ${N.pick(['Zoll AED Plus', 'HeartSine 360P', 'Philips FRx'])} | pads expiry: ${pads} | battery expiry: ${batt} | guardian checked: ${N.ymd()}`; out[`retrieval.documents.${j}.document.id`] = N.uuid(); });
  return { type: 'retriever', name: 'register.search', input: { 'input.value': `area page ${page + 1}`, cursor: page ? N.b62(12) : null }, output: out, children: [], metadata: { 'openinference.span.kind': 'RETRIEVER', 'db.system': 'postgresql', latency_ms: N.ms() } };
}
