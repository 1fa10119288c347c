import { agent, llm, tool, span, tcMsg } from './lib.mjs';
// Healthy: same tool, same output template, different contents, then a summary.
export const scenarios = [
  // 01 harpsichord string gauge files, Claude Agent SDK Read tool
  (r) => {
    const files = [['C2', 'brass', 0.55, 14.1], ['G2', 'brass', 0.5, 13.2], ['C3', 'brass', 0.45, 12.0], ['G3', 'iron', 0.4, 11.4], ['C4', 'iron', 0.35, 10.3], ['G4', 'iron', 0.3, 9.6], ['C5', 'iron', 0.25, 8.1], ['F5', 'iron', 0.22, 6.9]];
    const kids = files.map(([n, m, g, kg]) => tool('Read', { file_path: `/home/restorer/kirckman-1768/strings/${n}.yaml` }, `     1\tnote: ${n}\n     2\tmaterial: ${m}\n     3\tgauge_mm: ${g}\n     4\ttension_kg: ${kg}\n     5\tmeasured: ${r.iso()}`, { duration_ms: r.ms(2, 30) }));
    kids.unshift(llm('claude-sonnet-4', {}, { content: [{ type: 'text', text: 'I will read each string file in the strings/ folder.' }] }, {}));
    kids.push(llm('claude-sonnet-4', {}, { content: [{ type: 'text', text: 'Brass C2-C3 (0.55-0.45 mm), iron from G3; tension falls from 14.1 kg to 6.9 kg; G3 at 11.4 kg on 0.40 iron is the highest-stress change point.' }] }, {}));
    return { isolates: 'Eight string-gauge files read with the same tool and template but different values, then a summary of the scaling.', goal: 'Summarise the string scaling (material, gauge, tension) of the Kirckman harpsichord.', stagnation: false, root: agent('claude-agent-sdk session', { prompt: 'Summarise the string scaling.' }, { subtype: 'success' }, kids, { session_id: r.uuid() }) };
  },
  // 02 avalanche bulletins for several zones, Vercel AI SDK
  (r) => {
    const zones = [['Vanoise', 3, 'wind slab N-E above 2400 m'], ['Haute-Maurienne', 3, 'wind slab, persistent weak layer'], ['Belledonne', 2, 'wet snow afternoons'], ['Oisans', 4, 'new snow 60 cm'], ['Queyras', 2, 'persistent weak layer N'], ['Ubaye', 1, 'no major problem']];
    const kids = [llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.toolCalls': JSON.stringify(zones.map(([z]) => ({ toolName: 'getBulletin', args: { zone: z } }))) }, { 'ai.model.id': 'gpt-4o-mini' })];
    for (const [z, lvl, prob] of zones) kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getBulletin', 'ai.toolCall.args': JSON.stringify({ zone: z }) }, { 'ai.toolCall.result': JSON.stringify({ zone: z, risk: lvl, problem: prob, issued: r.isoOff(), bulletin_id: 'BRA-' + r.int(10000, 99999) }) }, { 'ai.toolCall.id': r.callId() }));
    kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Highest risk Oisans (4, new snow); Vanoise and Haute-Maurienne 3; kennel training best in Ubaye (1).', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'gpt-4o-mini' }));
    return { isolates: 'Six avalanche bulletins with identical shape but different risk levels and problems are fetched, then ranked.', goal: 'Pick the safest zone for this week\'s avalanche-dog field training from the regional bulletins.', stagnation: false, root: agent('ai.generateText', { 'ai.prompt': 'Where should we train this week?' }, { 'ai.response.finishReason': 'stop' }, kids, { 'ai.telemetry.functionId': 'kennel-training' }) };
  },
  // 03 tapestry condition reports, LlamaIndex document reads
  (r) => {
    const panels = [['P1 Spring', 'moth damage 3 sites', 'stable'], ['P2 Summer', 'fading of yellows', 'stable'], ['P3 Autumn', 'slit opening 40 cm', 'urgent'], ['P4 Winter', 'old repair lifting', 'monitor'], ['P5 Border', 'none', 'stable']];
    const kids = panels.map(([p, d, s]) => span('retriever', 'SimpleDirectoryReader.load_data', { input_files: [`/reports/${p.split(' ')[0]}.pdf`] }, { documents: [{ id_: r.uuid(), text: `Condition report ${p}\nDamage: ${d}\nPriority: ${s}\nExamined: ${r.http()}`, metadata: { page_label: '1', file_size: r.int(80000, 400000) } }] }, [], { metadata: { duration_s: r.secs(0.05, 0.6) } }));
    kids.push(llm('OpenAI.complete', { prompt: 'Summarise condition reports...' }, { text: 'P3 Autumn is urgent (40 cm slit); P4 monitor (lifting repair); P1 moth damage in 3 sites needs freezing; P2 fading, P5 fine.' }, { model: 'gpt-4o' }));
    return { isolates: 'Five condition reports loaded with the same reader and template, each with different damage, then a prioritised summary.', goal: 'Prioritise conservation work on the five-panel Seasons tapestry set.', stagnation: false, root: agent('QueryPipeline.run', { query: 'Which panels need work first?' }, { response: 'P3 first' }, kids, { framework: 'llama-index-core 0.11' }) };
  },
  // 04 reed-bed outflow lab samples, Pydantic AI (Logfire)
  (r) => {
    const days = ['2025-04-03', '2025-04-07', '2025-04-10', '2025-04-14', '2025-04-17', '2025-04-21', '2025-04-24'];
    const nh4 = [4.1, 3.8, 5.0, 4.4, 12.6, 6.2, 3.9];
    const kids = [llm('chat gpt-4o', {}, { events: [{ role: 'assistant', tool_calls: days.map((d) => ({ function: { name: 'lab_result', arguments: { date: d } } })) }] }, { 'logfire.span_type': 'span' })];
    days.forEach((d, i) => kids.push(tool('running tool: lab_result', { date: d }, { date: d, sample: 'RB-OUT', nh4_mg_l: nh4[i], bod_mg_l: r.int(9, 18), lims_id: 'LIMS-' + r.int(100000, 999999), analyst: r.pick(['KT', 'JM', 'AS']) }, { 'logfire.msg': 'running tool: lab_result' })));
    kids.push(llm('chat gpt-4o', {}, { events: [{ role: 'assistant', content: 'Ammonia within consent on 6 of 7 samples; 17 April at 12.6 mg/l exceeded the 10 mg/l limit, recovering to 6.2 by 21 April.' }] }, {}));
    return { isolates: 'Seven lab results with the same fields but different values are read one by one, then the single exceedance is reported.', goal: 'Check April outflow ammonia results from the reed-bed works against the consent limit.', stagnation: false, root: agent('agent run', { prompt: 'Any ammonia exceedances in April?' }, { output: 'one exceedance' }, kids, { agent_name: 'lab-reviewer' }) };
  },
  // 05 observatory night logs, Weights & Biases Weave
  (r) => {
    const nights = [['2025-01-06', 0.12, 7.9], ['2025-01-07', 0.85, 0.4], ['2025-01-08', 0.33, 5.1], ['2025-01-09', 0.05, 9.2], ['2025-01-10', 0.61, 2.3]];
    const kids = nights.map(([d, cc, h]) => tool('fetch_night_log', { night: d }, `night=${d} cloud_frac=${cc} usable_h=${h} frames=${r.int(200, 900)} seeing=${(0.7 + r.rnd()).toFixed(2)}" logfile=/data/asc/${d}/night.log md5=${r.hex(32)}`, { weave_call_id: r.uuid() }));
    kids.push(llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'Usable hours: 24.9 of ~60 dark hours; best night 9 Jan (9.2 h), worst 7 Jan (85% cloud).' } }] }, { weave_call_id: r.uuid() }));
    return { isolates: 'Five night logs with the same line template but different cloud fractions are fetched, then totalled.', goal: 'Report usable observing hours for the observatory\'s first week of January.', stagnation: false, root: agent('WeeklyReport.run', { week: '2025-W02' }, { usable_hours: 24.9 }, kids, { weave_project: 'obs/cloudcam' }) };
  },
  // 06 apiary inspection records, plain message-level trace with HTML pages
  (r) => {
    const hives = [['R1', 'queen seen', 'brood 6 frames', 'calm'], ['R2', 'eggs only', 'brood 7 frames', 'calm'], ['R3', 'no queen, 2 queen cells', 'brood 3 frames', 'defensive'], ['R4', 'queen seen', 'brood 8 frames', 'calm'], ['R5', 'queen seen', 'brood 2 frames, chalkbrood', 'calm']];
    const kids = [];
    for (const [h, q, b, t] of hives) {
      kids.push(llm('chat.completions', {}, tcMsg(r, null, [['fetch_page', { url: `https://hives.rooftop.coop/inspections/${h}/latest` }]]), { model: 'gpt-4o-mini' }));
      kids.push(tool('fetch_page', { url: `https://hives.rooftop.coop/inspections/${h}/latest` }, `HTTP/2 200\ndate: ${r.http()}\ncf-ray: ${r.hex(16)}-LHR\n\n<article class="inspection"><h1>${h}</h1><dl><dt>Queen</dt><dd>${q}</dd><dt>Brood</dt><dd>${b}</dd><dt>Temper</dt><dd>${t}</dd></dl></article>`, {}));
    }
    kids.push(llm('chat.completions', {}, { role: 'assistant', content: 'R3 is queenless with 2 queen cells (leave to requeen, recheck in 10 days); R5 has chalkbrood on 2 brood frames; R1, R2, R4 healthy.' }, { model: 'gpt-4o-mini' }));
    return { isolates: 'Five inspection pages with the same HTML template but different queen/brood findings are fetched, then summarised.', goal: 'Summarise the latest inspections of the rooftop apiary\'s five hives.', stagnation: false, root: agent('conversation', { user: 'How are the hives doing?' }, { finish_reason: 'stop' }, kids, { trace_format: 'messages' }) };
  },
];
