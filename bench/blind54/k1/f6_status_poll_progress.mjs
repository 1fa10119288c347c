import { agent, chain, llm, tool, oaiMsg, antBlocks, gemParts } from './lib.mjs';
export const family = 'status_poll_progress';
export const loop = false, stagnation = false;

const poll = (N, states, mk) => states.map((s, i) => mk(s, i));
export const scenarios = [
// 01 origami conventions — LangSmith
(N) => {
  const kids = [llm('ChatOpenAI', { messages: '[...]' }, { content: 'Submitting the crease-pattern booklet to the print service.', tool_calls: [{ name: 'submit_print', args: { file: 'cp_booklet_v3.pdf', copies: 250 } }] }), tool('submit_print', { file: 'cp_booklet_v3.pdf', copies: 250 }, { job: 'PJ-4471', state: 'queued' })];
  poll(N, ['queued', 'queued', 'rendering', 'printing', 'done'], (s, i) => kids.push(tool('print_status', { job: 'PJ-4471' }, { job: 'PJ-4471', state: s, progress: [0, 0, 12, 64, 100][i], checked: N.iso(), worker: N.host('rip'), ...(s === 'done' ? { pickup: 'Hall C desk', pages: 48 } : {}) })));
  kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: 'The 250 crease-pattern booklets are printed (48 pages) and ready at the Hall C desk; I have added this to the volunteer briefing.' }));
  kids.push(tool('post_briefing', { channel: '#volunteers', text: 'Booklets ready at Hall C desk.' }, { ok: true, ts: String(N.epoch()) + '.000' + N.int(100, 999) }));
  return { isolates: 'Print job polled through queued, rendering and printing to done, then the pickup location is used in a volunteer post.', goal: 'Get the crease-pattern booklets for an origami convention printed and tell volunteers where to collect them.', root: agent('AgentExecutor', { input: 'Print 250 CP booklets and tell volunteers.' }, { output: 'Booklets ready at Hall C.' }, kids, { project: 'origami-con' }) };
},
// 02 kaleidoscope makers — OpenAI Responses API
(N) => {
  const kids = [llm('responses.create', { model: 'o4-mini', input: 'Render the 3D preview of the tri-mirror housing.', tools: [{ type: 'function', name: 'render_status' }] }, { id: 'resp_' + N.hex(24), output: [{ type: 'reasoning', summary: [{ text: 'Render was started earlier; check status.' }] }, { type: 'function_call', name: 'render_status', arguments: '{"render_id":"rnd_88a"}' }] })];
  ['QUEUED', 'RUNNING', 'RUNNING', 'SUCCEEDED'].forEach((s, i) => {
    kids.push(tool('render_status', '{"render_id":"rnd_88a"}', JSON.stringify({ render_id: 'rnd_88a', status: s, samples_done: [0, 128, 704, 1024][i], eta_s: [null, 41, 9, 0][i], gpu: N.host('gpu'), polled_at: N.iso(), ...(s === 'SUCCEEDED' ? { url: 'https://cdn.example-scopes.com/r/rnd_88a.png?sig=' + N.hex(16) } : {}) })));
    if (i < 3) kids.push(llm('responses.create', { previous_response_id: 'resp_' + N.hex(24) }, { output: [{ type: 'function_call', name: 'render_status', arguments: '{"render_id":"rnd_88a"}' }] }));
  });
  kids.push(llm('responses.create', { previous_response_id: 'resp_' + N.hex(24) }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The preview finished at 1024 samples; link attached for the customer mock-up email.' }] }] }));
  return { isolates: 'Render status moves QUEUED, RUNNING (128 then 704 samples), SUCCEEDED and the image link is then used.', goal: 'Produce the 3D preview of a kaleidoscope tri-mirror housing for a customer quote.', root: agent('responses session', { user: 'Render the preview of the tri-mirror housing.' }, { text: 'Preview ready.' }, kids, { api: 'openai.responses' }) };
},
// 03 roller ski trails — Gemini
(N) => {
  const kids = [llm('generateContent', { contents: '[user]' }, gemParts(N, 'I will request the trail grooming survey export.', [['start_export', { trail: 'Rollerski Loop Nord', format: 'gpx' }]])), tool('functionResponse start_export', { trail: 'Rollerski Loop Nord' }, { export_id: 'EX-' + N.int(1000, 9999), state: 'PENDING' })];
  ['PENDING', 'PROCESSING', 'PROCESSING', 'COMPLETE'].forEach((s, i) => kids.push(tool('functionResponse export_status', { export_id: 'EX' }, { state: s, percent: [0, 35, 80, 100][i], at: N.isoOffset(1), ...(s === 'COMPLETE' ? { segments_with_cracks: ['km 2.3', 'km 4.1'], file: '/exports/loop_nord.gpx' } : {}) })));
  kids.push(llm('generateContent', { contents: '[...]' }, gemParts(N, 'Export done: asphalt cracks at km 2.3 and km 4.1. Creating a repair ticket for both before the race.', [['create_ticket', { items: ['km 2.3', 'km 4.1'] }]])));
  kids.push(tool('functionResponse create_ticket', { items: ['km 2.3', 'km 4.1'] }, { ticket: 'RT-' + N.int(100, 999), created: N.iso() }));
  return { isolates: 'Export status moves from pending through processing to complete, and the crack locations found are turned into a repair ticket.', goal: 'Check the roller-ski trail surface survey for cracks before the race and file repairs.', root: agent('gemini.agent', { user: 'Check Loop Nord surface before race.' }, { text: 'Repair ticket filed.' }, kids, { model: 'gemini-2.5-pro' }) };
},
// 04 lip-reading classes — plain message-level
(N) => {
  const kids = [llm('chat.completions', { messages: [{ role: 'user', content: 'Caption the week 3 practice video and add it to the course.' }] }, oaiMsg(N, null, [['caption_job_status', { job: 'cap_5521' }]]))];
  ['queued', 'transcribing', 'aligning', 'completed'].forEach((s, i) => {
    kids.push(tool('caption_job_status', { job: 'cap_5521' }, JSON.stringify({ job: 'cap_5521', status: s, at: N.epoch(), region: N.pick(['eu-w', 'eu-n']), ...(s === 'completed' ? { vtt: 's3://captions/wk3.vtt', words: 1840 } : {}) })));
    if (i < 3) kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, `Status is ${s}; checking again shortly.`, [['caption_job_status', { job: 'cap_5521' }]])));
  });
  kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, null, [['attach_captions', { lesson: 'wk3-practice', vtt: 's3://captions/wk3.vtt' }]])));
  kids.push(tool('attach_captions', { lesson: 'wk3-practice', vtt: 's3://captions/wk3.vtt' }, 'ok'));
  kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, 'Week 3 video now has captions (1,840 words) and is attached to the lesson.')));
  return { isolates: 'Caption job moves queued, transcribing, aligning, completed; each status report differs, then the captions are attached.', goal: 'Caption the week 3 practice video for a lip-reading class and attach it to the course.', root: agent('lipreading-course-bot', {}, { content: 'Done' }, kids) };
},
// 05 glove makers — CrewAI
(N) => {
  const kids = [];
  ['SUBMITTED', 'IN_LAB', 'IN_LAB', 'RESULT_READY'].forEach((s, i) => {
    kids.push(tool('Tool usage: Lab Portal Status', { sample: 'LG-CUT-77' }, `sample LG-CUT-77 (EN 388 cut test) status=${s}${s === 'IN_LAB' ? ' bench=' + N.int(1, 6) : ''}${s === 'RESULT_READY' ? ' result="4X43C" coup=4 tdm_level=C' : ''} updated ${N.httpDate()} ref=${N.hex(8)}`));
  });
  kids.push(llm('LLM Call', { messages: '[...]' }, 'Thought: The result is ready: EN 388 4X43C, cut level C.\nFinal Answer: Leather work glove LG-CUT-77 rated EN 388 4X43C (TDM cut level C); label artwork can be updated.'));
  return { isolates: 'A CrewAI agent polls a lab portal until the EN 388 result appears and then writes the final answer with it.', goal: 'Get the EN 388 cut-resistance rating for a new leather work glove for its label.', root: agent('Crew.kickoff', {}, { raw: 'LG-CUT-77 rated 4X43C' }, [chain('Task: Obtain cut rating', {}, null, [agent('Agent: Compliance Officer', {}, null, [llm('LLM Call', {}, 'Thought: I need to watch the lab portal for the cut test.\nAction: Lab Portal Status'), ...kids])], {}, 'task')], { crew: 'glove-labels' }) };
},
// 06 pontoon bridge rental — no model text (ops workflow trace)
(N) => {
  const kids = [];
  ['assembling', 'assembling', 'load_test', 'load_test', 'certified'].forEach((s, i) => kids.push(tool('GET /deployments/PB-19', null, { status: 200, headers: { date: N.httpDate(), 'x-request-id': N.uuid(), etag: N.etag() }, body: { deployment: 'PB-19', phase: s, modules_linked: [14, 22, 30, 30, 30][i], test_load_t: s === 'load_test' ? [20, 40][i - 2] : s === 'certified' ? 40 : null } })));
  kids.push(tool('POST /notifications', { to: 'festival-safety@river-fest.example', template: 'bridge_certified', vars: { deployment: 'PB-19' } }, { status: 202, body: { queued: true, id: N.ulid() } }));
  return { isolates: 'A workflow polls a pontoon bridge deployment through assembly and load tests to certified, then sends the notice; no model text.', goal: 'Notify the festival safety officer as soon as the rented pontoon bridge is certified.', root: chain('workflow pontoon-deploy-watch', { deployment: 'PB-19' }, { notified: true }, kids, { engine: 'temporal', run_id: N.uuid() }, 'agent') };
},
];
