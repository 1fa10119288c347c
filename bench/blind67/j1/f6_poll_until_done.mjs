import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'poll-until-done';
export const ROWS = [
{ n: '01', domain: 'audio mastering render farm', style: 'OpenAI Agents SDK',
  isolates: 'Render status is polled queued, queued, rendering 40%, rendering 85%, done with new timestamps each time; the agent then fetches the master and reports the loudness.',
  goal: 'Render the final master of the "Lowtide" EP and report its integrated loudness to the label.',
  build: (N) => {
    const st = [['queued', null], ['queued', null], ['rendering', 40], ['rendering', 85], ['done', 100]];
    const ch = [span('function', 'submit_render', '{"project":"lowtide-ep","preset":"streaming-14LUFS"}', JSON.stringify({ job_id: 'rnd_' + N.hex(10), state: 'queued' }))];
    st.forEach(([s, p]) => ch.push(span('function', 'render_status', '{"job":"rnd"}', JSON.stringify({ state: s, progress: p, node: N.host('render'), updated: N.iso() }))));
    ch.push(span('function', 'fetch_master_report', '{"job":"rnd"}', JSON.stringify({ integrated_lufs: -14.1, true_peak_dbtp: -1.2, file: 's3://masters/lowtide-ep/master_24b.wav', sha256: N.sha(64) })));
    ch.push(span('response', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The Lowtide EP master is rendered: integrated loudness -14.1 LUFS, true peak -1.2 dBTP. File: s3://masters/lowtide-ep/master_24b.wav.' }] }] }));
    return span('agent', 'Agent: MasteringAssistant', { input: 'Render Lowtide EP master' }, { final_output: 'rendered, -14.1 LUFS' }, ch, { metadata: { trace_id: 'trace_' + N.hex(32) } });
  } },
{ n: '02', domain: 'lichen slide-scanning bureau', style: 'Haystack pipeline (Agent component)',
  isolates: 'A slide-scan batch is polled until it moves from pending to scanning to stitched, each answer with a new ETA and host; the agent then returns the viewer links.',
  goal: 'Get the 12 loaned lichen slides scanned and send the curator the viewer links.',
  build: (N) => {
    const seq = ['pending', 'scanning (3/12)', 'scanning (9/12)', 'stitching', 'complete'];
    const ch = [llm('OpenAIChatGenerator', { messages: [user('Scan loan batch L-204 and send links')] }, { replies: [{ tool_calls: [{ tool_name: 'scan_status', arguments: { batch: 'L-204' } }] }] })];
    seq.forEach((s) => ch.push(tool('ToolInvoker:scan_status', { batch: 'L-204' }, `batch L-204 state=${s} eta=${N.int(1, 40)}m scanner=${N.host('sc')} at ${N.syslog()}`)));
    ch.push(llm('OpenAIChatGenerator', { messages: '[…]' }, { replies: [{ text: 'Batch L-204 is complete: 12 slides at https://viewer.example.org/batch/L-204. Sending these to the curator.' }] }));
    return agent('Agent', { messages: 'scan L-204' }, { last_message: 'complete, links sent' }, ch, { haystack: '2.10' });
  } },
{ n: '03', domain: 'apostille requests for overseas marriage documents', style: 'AG2 (AutoGen) two-agent chat',
  isolates: 'Apostille application status goes received, received, in review, issued across polls with new check times; the agent then downloads the certificate number and informs the couple.',
  goal: 'Track the apostille for the Kowalski birth certificate and tell the couple when it is issued.',
  build: (N) => {
    const seq = ['RECEIVED', 'RECEIVED', 'IN_REVIEW', 'ISSUED'];
    const ch = [];
    seq.forEach((s, i) => { ch.push(llm('assistant', { turn: i + 1 }, { content: i ? `Status was ${seq[i - 1]}; checking again.` : 'Checking the application.', tool_calls: [{ function: { name: 'apostille_status', arguments: '{"ref":"APO-2024-55182"}' } }] })); ch.push(tool('user_proxy.execute_function', { name: 'apostille_status', ref: 'APO-2024-55182' }, { status: s, checked: N.http(), cert_no: s === 'ISSUED' ? 'A-9918273' : null })); });
    ch.push(llm('assistant', { turn: 5 }, { content: 'Issued: apostille A-9918273. I have emailed the Kowalskis with the collection details. TERMINATE' }));
    return agent('initiate_chat', { sender: 'user_proxy', recipient: 'assistant' }, { summary: 'apostille issued A-9918273' }, ch, { ag2: '0.7' });
  } },
{ n: '04', domain: 'parish register OCR batch', style: 'Letta (stateful agent steps)',
  isolates: 'An OCR batch is polled while its processed-page count grows (0, 120, 388, 512 done); the agent then stores the summary in memory and replies.',
  goal: 'OCR the 1840–1870 baptism registers of St Bride\'s and tell the volunteer how many pages need manual review.',
  build: (N) => {
    const seq = [[0, 'queued'], [120, 'running'], [388, 'running'], [512, 'finished']];
    const ch = [];
    seq.forEach(([n, s]) => { ch.push(llm('step', { message_type: 'reasoning_message' }, { reasoning: n ? `${n} pages processed so far; wait for the remainder.` : 'Batch submitted; check its status.', tool_call: { name: 'ocr_batch_status', arguments: '{"batch":"stbride-bap"}' } })); ch.push(tool('ocr_batch_status', { batch: 'stbride-bap' }, { status: 'OK', tool_return: JSON.stringify({ state: s, pages_done: n, pages_total: 512, low_confidence: s === 'finished' ? 37 : null, ts: N.iso() }) })); });
    ch.push(tool('core_memory_append', { label: 'human', content: 'St Bride\'s OCR done; 37 pages low confidence' }, { status: 'OK' }));
    ch.push(llm('step', {}, { assistant_message: 'All 512 pages are OCR\'d. 37 pages fell below the confidence threshold and need manual review.' }));
    return agent('letta agent: archive-helper', { input: 'OCR St Bride\'s registers' }, { stop_reason: 'end_turn' }, ch, { agent_id: 'agent-' + N.uuid() });
  } },
{ n: '05', domain: 'GitLab pipeline for a footpath-mapping app', style: 'Vercel AI SDK (ai.* spans)',
  isolates: 'A pipeline is polled pending, running, running (new job), success; each answer carries new durations and runner names; the agent then posts the deploy URL.',
  goal: 'Deploy the footpath-map app release 2.3.0 to staging and share the URL with the ranger team.',
  build: (N) => {
    const seq = [{ status: 'pending', stage: null }, { status: 'running', stage: 'test' }, { status: 'running', stage: 'deploy' }, { status: 'success', stage: 'deploy' }];
    const ch = [];
    seq.forEach((s) => ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getPipeline', 'ai.toolCall.args': '{"project":"rangers/footpath-map","ref":"v2.3.0"}' }, { 'ai.toolCall.result': JSON.stringify({ ...s, id: 881234, duration: N.dur(5, 400), runner: N.host('gl-runner'), updated_at: N.iso() }) })));
    ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'Pipeline 881234 succeeded; staging is live at https://staging.footpath-map.example.org (v2.3.0). Posted to #rangers.', 'ai.response.finishReason': 'stop' }));
    return agent('ai.generateText', { prompt: 'Deploy footpath-map 2.3.0 to staging' }, { 'ai.response.text': 'deployed' }, ch, { 'ai.telemetry.functionId': 'release-bot' });
  } },
{ n: '06', domain: 'heat-meter firmware rollout in a district heating scheme', style: 'W&B Weave calls',
  isolates: 'Rollout progress is polled with a growing count of updated meters and a new snapshot id each time until all 214 are done; the agent then writes the change record.',
  goal: 'Roll firmware 3.2.1 to the Eastfield district heat meters and close the change ticket.',
  build: (N) => {
    const seq = [0, 57, 160, 214];
    const ch = [tool('Op: start_rollout', { fw: '3.2.1', group: 'eastfield' }, { rollout: 'ro-' + N.hex(6), state: 'started' })];
    seq.forEach((n) => ch.push(tool('Op: rollout_progress', { group: 'eastfield' }, { updated: n, total: 214, failed: 0, snapshot: N.uuid(), at: N.isoLocal('+01:00') }, { weave_call_id: N.uuid() })));
    ch.push(llm('Op: openai.chat.completions.create', { messages: '[…]' }, { choices: [{ message: { content: 'All 214 Eastfield meters run 3.2.1 with no failures; closing change CHG-4471.' } }] }));
    ch.push(tool('Op: close_change', { ticket: 'CHG-4471', note: 'fw 3.2.1 214/214' }, { ok: true }));
    return agent('Op: rollout_agent', { group: 'eastfield' }, { closed: 'CHG-4471' }, ch, { weave_project: 'heatnet/ops' });
  } },
];
