import { agent, llm, tool, span, retriever, tc } from './lib.mjs';
export const meta = { family: 'similar_records_read', loop: false, stagnation: false };
const read = (recs, mkCall, mkRes) => recs.flatMap((r) => [mkCall(r), mkRes(r)]);
export const scenarios = [
// 01 tempeh production - LlamaIndex
(c) => ({ isolates: 'The same batch-record reader is called for five different tempeh batches, each with different incubation data, then a summary is written.', goal: 'Summarise incubation performance of this week\'s tempeh batches.',
  root: agent('ReActAgent.chat', {}, { response: 'Batch 3 ran hot (34.1°C) and had 6% black spots; others normal.' }, [
    ...read([[1, 30.8, 0.5], [2, 31.2, 1], [3, 34.1, 6], [4, 30.5, 0], [5, 31.0, 1.5]], ([b]) => llm('OpenAI.chat', {}, `Action: read_batch\nAction Input: {"batch": "TP-${b}"}`), ([b, t, d]) => tool('read_batch', { batch: `TP-${b}` }, `batch TP-${b}: incubation 36h, peak ${t}°C, black spotting ${d}%`)),
    llm('OpenAI.chat', {}, 'Answer: Batch 3 ran hot (34.1°C) and had 6% black spots; others normal.')]) }),
// 02 yak wool - Haystack
(c) => ({ isolates: 'A Haystack fetcher reads four similar fibre test certificates with the same template and different micron and length values, then ranks lots.', goal: 'Choose which yak down lots meet the spinner\'s fineness requirement.',
  root: agent('haystack.pipeline.run', {}, null, [
    ...read([['YK-01', 16.2, 38], ['YK-02', 18.9, 41], ['YK-03', 15.7, 35], ['YK-04', 17.4, 44]], ([l]) => span('component', 'LinkContentFetcher', { urls: [`https://lab.example/certs/${l}.html`] }, null), ([l, m, len]) => span('component', 'HTMLToDocument', { lot: l }, { documents: [{ content: `<h2>Lot ${l}</h2><td>Mean fibre diameter</td><td>${m} µm</td><td>Mean length</td><td>${len} mm</td>` }] })),
    span('component', 'OpenAIGenerator', { prompt: 'Which lots are under 17.5 µm?' }, { replies: ['YK-03 (15.7), YK-01 (16.2), YK-04 (17.4) qualify; YK-02 does not.'] })]) }),
// 03 fortune cookie printing - Vercel AI SDK
(c) => ({ isolates: 'The same proof-reading tool reads five different fortune slip files; each result differs and a consolidated correction list is produced.', goal: 'Proof-read five fortune slip print files before the print run.',
  root: agent('ai.generateText', {}, { 'ai.response.text': 'Fix typos in slips 2 and 5; others clean.' }, [
    ...read([[1, 0, ''], [2, 1, 'recieve'], [3, 0, ''], [4, 0, ''], [5, 2, 'lucky numbrs; duplicated "the"']], ([n]) => span('llm', 'ai.generateText.doGenerate', {}, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'proofFile', args: { file: `slips_${n}.txt` } }]) }), ([n, k, d]) => tool('ai.toolCall proofFile', { 'ai.toolCall.args': JSON.stringify({ file: `slips_${n}.txt` }) }, { 'ai.toolCall.result': JSON.stringify({ file: `slips_${n}.txt`, issues: k, detail: d }) })),
    span('llm', 'ai.generateText.doGenerate', {}, { 'ai.response.text': 'Fix typos in slips 2 and 5; others clean.' })]) }),
// 04 shoe-shine stands - smolagents
(c) => ({ isolates: 'A smolagents agent reads takings for four different shoe-shine stands with the same tool, each with different numbers, then totals them.', goal: 'Total weekend takings across the shoe-shine stands at the rail stations.',
  root: agent('ToolCallingAgent.run', {}, { final_answer: '£1,845 total; Central highest at £712.' }, [
    ...read([['Central', 712], ['Riverside', 388], ['Airport Link', 455], ['Old Town', 290]], ([s]) => llm('model.generate', {}, { tool_calls: [{ name: 'stand_takings', arguments: { stand: s } }] }), ([s, v]) => tool('stand_takings', { stand: s }, `Observation: ${s}: Sat ${Math.round(v * 0.55)} GBP, Sun ${v - Math.round(v * 0.55)} GBP, shines ${Math.round(v / 8)}`)),
    tool('final_answer', { answer: '£1,845 total; Central highest at £712.' }, '£1,845 total; Central highest at £712.')]) }),
// 05 VHS archive digitisation - MLflow
(c) => ({ isolates: 'The same tape-report reader is applied to five VHS tapes with the same template but different dropout counts and durations, then a triage list is made.', goal: 'Triage digitised VHS tapes for re-capture based on capture reports.',
  root: agent('AgentExecutor', {}, { output: 'Re-capture T-0142 and T-0145.' }, [
    ...read([['T-0141', 3, '1:58:02'], ['T-0142', 87, '2:01:44'], ['T-0143', 0, '0:46:10'], ['T-0144', 5, '1:30:00'], ['T-0145', 142, '1:59:31']], ([t]) => span('CHAT_MODEL', 'ChatOpenAI', {}, tc(c, 'capture_report', { tape: t })), ([t, d, len]) => tool('capture_report', { tape: t }, { tape: t, duration: len, dropouts: d, tbc: 'on' }, { metadata: { 'mlflow.spanType': 'TOOL' } })),
    span('CHAT_MODEL', 'ChatOpenAI', {}, { content: 'Re-capture T-0142 (87 dropouts) and T-0145 (142 dropouts); others acceptable.' })]) }),
// 06 laser cutting service - W&B Weave
(c) => ({ isolates: 'Four customer DXF files are inspected with the same tool; each reports a different area, cut length and issue, then a quote table is produced.', goal: 'Quote four customer laser-cutting jobs from their DXF files.',
  root: agent('quote_batch', { 'weave.op': 'quote_batch' }, { quotes: 4 }, [
    ...read([['bracket.dxf', 0.12, 1.8, 'none'], ['sign_letters.dxf', 0.64, 22.5, 'open contour on R'], ['gear_plate.dxf', 0.09, 3.1, 'none'], ['lampshade.dxf', 0.41, 14.2, 'kerf overlap']], ([f]) => llm('openai.chat.completions.create', {}, tc(c, 'inspect_dxf', { file: f })), ([f, a, l, iss]) => tool('inspect_dxf', { file: f }, { file: f, area_m2: a, cut_length_m: l, issues: iss })),
    llm('openai.chat.completions.create', {}, { content: 'Quotes: bracket £14, sign letters £96 (fix R contour), gear plate £18, lampshade £61 (kerf overlap).' })]) }),
];
