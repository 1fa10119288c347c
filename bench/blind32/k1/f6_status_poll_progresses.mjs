// Family 6 (healthy): polling a job until its status changes, then using the result.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, anOut, rsOut } from './lib.mjs';

export const family = {
  name: 'status_poll_progresses', loop: false, stagnation: false,
  behaviour: 'Polls a job/status that moves queued -> running -> done (volatile noise in every answer), then uses the result and finishes.',
};

export const rows = [
  {
    id: '01', domain: 'orthotic insole lab foot-scan processing', style: 'OpenAI Responses API',
    isolates: 'The agent polls a foot-scan processing job through queued, queued, running, running and done, then reads the arch measurements and books the milling slot.',
    goal: 'Process patient P-3391\'s foot scan into an insole design and book it on the CNC milling queue.',
    build: (n) => {
      const states = [['queued', { position: 4 }], ['queued', { position: 1 }], ['running', { progress: 0.35, stage: 'mesh_cleanup' }], ['running', { progress: 0.8, stage: 'arch_fit' }], ['succeeded', { design_id: 'INS-77310', arch_height_mm: { left: 17.5, right: 19 }, heel_cup_mm: 14, posting: 'medial 3°' }]];
      const kids = [
        llm('responses.create', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Process P-3391 scan and book milling.' }], tools: ['submit_scan', 'get_job', 'book_milling'] }, rsOut(n, null, [['call_' + n.alnum(24), 'submit_scan', { patient: 'P-3391', scan: 's3://scans/P-3391/2024-10-02.ply' }]]), { metadata: { 'x-request-id': n.reqId('req_') } }),
        tool('submit_scan', { patient: 'P-3391', scan: 's3://scans/P-3391/2024-10-02.ply' }, { job_id: 'job_' + n.hex(12), status: 'queued', submitted: n.iso() }),
      ];
      const notes = ['Job accepted; checking progress.', 'Fourth in queue, will poll again.', 'Now first in line.', 'Processing started, mesh cleanup stage.', 'Eighty percent, fitting the arch.'];
      states.forEach(([st, extra], i) => {
        kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: 'resp_' + n.hex(48), input: '[function_call_output]' }, rsOut(n, notes[i], [['call_' + n.alnum(24), 'get_job', { job_id: 'job_p3391' }]]), { metadata: { 'openai-processing-ms': String(n.ms(300, 2000)), 'x-request-id': n.reqId('req_') } }));
        n.adv(20000, 90000);
        kids.push(tool('get_job', { job_id: 'job_p3391' }, { job_id: 'job_p3391', status: st, ...extra, polled_at: n.iso(), worker: st === 'queued' ? null : n.host('gpu-mesh') }));
      });
      kids.push(llm('responses.create', { model: 'gpt-4.1', input: '[function_call_output]' }, rsOut(n, 'Design INS-77310 is ready: arch 17.5 mm left, 19 mm right, 14 mm heel cup, 3° medial posting. Booking it for milling.', [['call_' + n.alnum(24), 'book_milling', { design_id: 'INS-77310', priority: 'standard' }]])));
      kids.push(tool('book_milling', { design_id: 'INS-77310', priority: 'standard' }, { slot: 'Mill-2 Thu 10:40', booking: 'MB-' + n.digits(6) }));
      kids.push(llm('responses.create', { model: 'gpt-4.1', input: '[function_call_output]' }, rsOut(n, 'Done. P-3391\'s insole design INS-77310 is booked on Mill-2 for Thursday 10:40.')));
      return agent('insole-lab-agent', { input: 'Process P-3391 scan and book milling.' }, { output_text: 'P-3391 insole INS-77310 booked on Mill-2, Thu 10:40.' }, kids, { api: 'responses', store: true });
    },
  },
  {
    id: '02', domain: 'Pulumi preview for an edge Worker deployment (devops)', style: 'LangChain4j',
    isolates: 'The agent polls a Pulumi Deployments run from not-started through running to succeeded and then reports the previewed resource changes.',
    goal: 'Run a Pulumi preview on the edge-worker stack for PR #318 and post the planned changes as a PR comment.',
    build: (n) => {
      const kids = [
        llm('ChatLanguageModel.chat', { messages: [{ type: 'SYSTEM', text: 'You run infra previews.' }, { type: 'USER', text: 'Preview edge-worker for PR 318 and comment.' }] }, { aiMessage: { text: null, toolExecutionRequests: [{ id: 'call_' + n.alnum(24), name: 'startPreview', arguments: '{"stack":"edge-worker/prod","pr":318}' }] }, finishReason: 'TOOL_EXECUTION' }, { metadata: { 'langchain4j.model': 'OpenAiChatModel', modelName: 'gpt-4o' } }),
        tool('startPreview', '{"stack":"edge-worker/prod","pr":318}', '{"id":"' + n.uuid() + '","version":' + n.int(400, 600) + ',"status":"not-started"}'),
      ];
      const seq = [['not-started', 0], ['running', 2], ['running', 5], ['succeeded', 7]];
      const said = ['Preview created; checking status.', 'Not started yet, probably waiting for a runner.', 'Running, two steps done.', 'Still running, five of seven steps.'];
      seq.forEach(([st, steps], i) => {
        kids.push(llm('ChatLanguageModel.chat', { messages: `[${3 + i * 2} messages]` }, { aiMessage: { text: said[i], toolExecutionRequests: [{ id: 'call_' + n.alnum(24), name: 'getDeployment', arguments: '{"stack":"edge-worker/prod","version":"latest"}' }] } }));
        n.adv(15000, 40000);
        kids.push(tool('getDeployment', '{"stack":"edge-worker/prod","version":"latest"}', JSON.stringify({ status: st, stepsCompleted: steps, stepsTotal: 7, modified: n.isoOffset(-7), runner: st === 'not-started' ? null : n.pod('pulumi-runner'), ...(st === 'succeeded' ? { summary: { create: 1, update: 2, delete: 0, same: 14 }, changes: ['+ cloudflare:index:WorkerRoute api-v2', '~ cloudflare:index:WorkerScript edge (content)', '~ cloudflare:index:KvNamespace flags (title)'] } : {}) })));
      });
      kids.push(llm('ChatLanguageModel.chat', { messages: '[11 messages]' }, { aiMessage: { text: 'Preview succeeded: 1 create, 2 updates, 0 deletes. Posting the comment.', toolExecutionRequests: [{ id: 'call_' + n.alnum(24), name: 'commentOnPr', arguments: '{"pr":318,"body":"Pulumi preview edge-worker/prod: +1 ~2 -0 (new WorkerRoute api-v2; WorkerScript edge content; KV flags title)"}' }] } }));
      kids.push(tool('commentOnPr', '{"pr":318}', '{"id":' + n.int(1e9, 2e9) + ',"html_url":"https://github.com/acme/edge/pull/318#issuecomment-' + n.digits(10) + '"}'));
      kids.push(llm('ChatLanguageModel.chat', { messages: '[13 messages]' }, { aiMessage: { text: 'Posted the preview summary on PR #318.' }, finishReason: 'STOP' }));
      return agent('AiServices.InfraAssistant.chat', { userMessage: 'Preview edge-worker for PR 318 and comment.' }, { text: 'Posted the preview summary on PR #318.' }, kids, { framework: 'langchain4j 0.35', memoryId: n.uuid() });
    },
  },
  {
    id: '03', domain: 'hardware store paint colour matching', style: 'Letta (MemGPT) agent steps',
    isolates: 'A Letta agent polls a spectrophotometer match job (pending, measuring, matching, complete) and then gives the customer the tint formula.',
    goal: 'Match the customer\'s chipped kitchen-cabinet paint sample to a base-and-tint formula and give the mixing desk the recipe.',
    build: (n) => {
      const kids = [llm('step', { messages: '[system, memory, user]' }, { tool_calls: [oaCall('call_' + n.alnum(24), 'start_colour_match', { sample_id: 'CHIP-9921', gloss: 'satin' })], reasoning: 'Customer brought a chip; start a spectro match.' }, { metadata: { letta_step_id: 'step-' + n.uuid(), agent_id: 'agent-' + n.uuid() } }),
        tool('start_colour_match', { sample_id: 'CHIP-9921', gloss: 'satin' }, { status: 'OK', message: JSON.stringify({ match_job: 'MJ-4410', state: 'pending' }), time: n.logTs() })];
      const states = [['pending', null], ['measuring', null], ['matching', null], ['complete', { base: 'Base B (mid-tone) 2.5 L satin', tints: { 'Oxide Yellow': '1Y 14', 'Raw Umber': '0Y 30', 'Lamp Black': '0Y 3' }, deltaE: 0.9 }]];
      const reasons = ['Job submitted, polling.', 'Still pending; spectro is warming up.', 'Measuring now, a few more seconds.', 'Matching against the fan deck.'];
      states.forEach(([st, res], i) => {
        kids.push(llm('step', { messages: `[${4 + i * 2} messages]` }, { tool_calls: [oaCall('call_' + n.alnum(24), 'get_match_job', { match_job: 'MJ-4410' })], reasoning: reasons[i] }, { metadata: { letta_step_id: 'step-' + n.uuid() } }));
        n.adv(4000, 12000);
        kids.push(tool('get_match_job', { match_job: 'MJ-4410' }, { status: 'OK', message: JSON.stringify({ match_job: 'MJ-4410', state: st, device: 'Datacolor-' + n.upper(4), lamp_hours: 1830 + i, ...(res ? { formula: res } : {}) }), time: n.logTs() }));
      });
      kids.push(llm('step', { messages: '[12 messages]' }, { tool_calls: [oaCall('call_' + n.alnum(24), 'send_message', { message: 'Matched (ΔE 0.9): 2.5 L Base B satin + Oxide Yellow 1Y14, Raw Umber 30, Lamp Black 3. Sent to the mixing desk.' })], reasoning: 'Good deltaE; give the recipe.' }));
      kids.push(tool('send_message', { message: 'Matched (ΔE 0.9)...' }, { status: 'OK', message: 'None', time: n.logTs() }));
      return agent('Letta agent step loop', { user: 'Can you match this cabinet paint chip, satin finish?' }, { messages: [{ message_type: 'assistant_message', content: 'Matched (ΔE 0.9): 2.5 L Base B satin + Oxide Yellow 1Y14, Raw Umber 30, Lamp Black 3.' }], stop_reason: 'end_turn' }, kids, { agent_name: 'paint-desk', memory_blocks: ['persona', 'human'] });
    },
  },
  {
    id: '04', domain: 'passport photo kiosk print jobs', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'The agent polls a kiosk print job through spooling, printing and completed with varying printer telemetry, then confirms pickup to the customer.',
    goal: 'Reprint the customer\'s approved passport photo set on kiosk K-14 and tell them when it is ready to collect.',
    build: (n) => {
      const kids = [];
      const call = (text, name, args) => { const id = 'call_' + n.alnum(24); kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': name ? [{ toolCallType: 'function', toolCallId: id, toolName: name, args: JSON.stringify(args) }] : [] }, { metadata: { 'ai.model.id': 'claude-3-5-haiku-latest', 'ai.response.msToFirstChunk': n.ms(200, 900), 'ai.response.timestamp': n.iso() } })); return id; };
      const res = (name, args, result, id) => kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }, { metadata: { 'ai.toolCall.id': id } }));
      let id = call('Sending the approved photo set to kiosk K-14.', 'submitPrint', { kiosk: 'K-14', photoSet: 'PS-20931', copies: 1 });
      res('submitPrint', { kiosk: 'K-14', photoSet: 'PS-20931' }, { printJob: 'pj_' + n.hex(10), state: 'spooling' }, id);
      const st = [['spooling', 'Waiting for the print to start.'], ['printing', 'Spooler handed it off; checking again.'], ['printing', 'Print head is active, dye-sub pass in progress.'], ['completed', 'Looks like it may be near the end.']];
      st.forEach(([s, t], i) => {
        id = call(t, 'getPrintJob', { kiosk: 'K-14' });
        n.adv(5000, 20000);
        res('getPrintJob', { kiosk: 'K-14' }, { state: s, pass: s === 'printing' ? i : undefined, ribbonRemaining: 212 - i, paperTrayTempC: Number((31 + n.r() * 3).toFixed(1)), reportedAt: n.usDate(), fw: 'DS620 1.04' }, id);
      });
      call('Your passport photos are printed at kiosk K-14 and ready to collect from the tray now.', null, null);
      return agent('ai.streamText', { 'ai.prompt': 'Please reprint my passport photos at K-14.' }, { 'ai.response.text': 'Your passport photos are printed at kiosk K-14 and ready to collect from the tray now.', 'ai.response.finishReason': 'stop' }, kids, { 'ai.telemetry.functionId': 'kiosk-help', 'ai.settings.maxSteps': 8 });
    },
  },
  {
    id: '05', domain: 'castle audio-guide text-to-speech rendering', style: 'Anthropic Messages API logs',
    isolates: 'The assistant polls a TTS batch render for an audio guide as it moves from queued to rendering (with rising chapter counts) to done, then publishes the files.',
    goal: 'Render the new German-language narration for the 12-stop castle audio guide and publish it to the guide app.',
    build: (n) => {
      const kids = [llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: [user('Render the German narration for all 12 stops and publish.')] }, anOut(n, 'I\'ll submit the German scripts for rendering.', [['toolu_01' + n.alnum(20), 'submit_tts_batch', { guide: 'castle-main', lang: 'de-DE', voice: 'de-narrator-2', stops: 12 }]])),
        tool('submit_tts_batch', { guide: 'castle-main', lang: 'de-DE', voice: 'de-narrator-2', stops: 12 }, { batch: 'tts_b_' + n.hex(8), status: 'queued', eta_s: 420 })];
      const st = [['queued', 0, 'Queued; the renderer has other work ahead.'], ['rendering', 4, 'Rendering has begun, four of twelve stops ready.'], ['rendering', 9, 'Nine of twelve now.'], ['done', 12, 'All twelve rendered; checking loudness results.']];
      st.forEach(([s, done, text], i) => {
        kids.push(llm('POST /v1/messages', { messages: `[${3 + i * 2} messages]` }, anOut(n, i === 0 ? 'Checking on the batch.' : st[i - 1][2], [['toolu_01' + n.alnum(20), 'get_tts_batch', { guide: 'castle-main', lang: 'de-DE' }]]), { metadata: { 'request-id': n.reqId('req_011C') } }));
        n.adv(60000, 180000);
        kids.push(tool('get_tts_batch', { guide: 'castle-main', lang: 'de-DE' }, `status=${s} stops_done=${done}/12 lufs_avg=${s === 'done' ? '-16.1' : 'n/a'} updated=${n.syslog()} node=${n.host('tts-render')} job=${n.uuid()}`));
      });
      kids.push(llm('POST /v1/messages', { messages: '[11 messages]' }, anOut(n, st[3][2] + ' Loudness averages -16.1 LUFS, within spec. Publishing.', [['toolu_01' + n.alnum(20), 'publish_guide_audio', { guide: 'castle-main', lang: 'de-DE' }]])));
      kids.push(tool('publish_guide_audio', { guide: 'castle-main', lang: 'de-DE' }, { published: true, version: 'de-DE@' + n.hex(7), cdn_purge: n.uuid() }));
      kids.push(llm('POST /v1/messages', { messages: '[13 messages]' }, anOut(n, 'The German narration for all 12 stops is rendered (-16.1 LUFS average) and live in the guide app.')));
      return agent('messages-session', { system: 'Audio guide production assistant.' }, { final: 'German narration for 12 stops published.' }, kids, { session: n.uuid() });
    },
  },
  {
    id: '06', domain: 'surfboard shaping CNC file conversion', style: 'plain message-level trace (chat completions, tool spans as siblings)',
    isolates: 'The agent polls a shape-file conversion job from queued to converting to ready, then downloads the G-code and schedules the blank on the shaping machine.',
    goal: 'Convert the 6\'2" fish design from the shaping software into CNC G-code and put it on tomorrow\'s shaping machine schedule.',
    build: (n) => {
      const kids = [];
      const c = (content, name, args) => { const id = 'call_' + n.alnum(24); kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini', messages: `[${kids.length + 2} messages]` }, oaOut(content, name ? [oaCall(id, name, args)] : []), { metadata: { id: 'chatcmpl-' + n.alnum(29) } })); };
      c(null, 'convert_shape', { file: 'fish_6-2_v3.s3dx', machine: 'KKL-5axis', blank: 'PU 6\'4" F' });
      kids.push(tool('convert_shape', { file: 'fish_6-2_v3.s3dx' }, 'HTTP/1.1 202 Accepted\nLocation: /jobs/cv_' + n.hex(8) + '\nDate: ' + n.http() + '\n\n{"state":"queued"}'));
      const st = [['queued', '0%'], ['converting', '41%'], ['converting', '87%'], ['ready', '100%']];
      const notes = ['Conversion accepted, polling.', 'Queued behind another file.', 'Converting, 41 percent.', 'Almost there at 87 percent.'];
      st.forEach(([s, p], i) => {
        c(notes[i], 'get_conversion', { job: 'cv_fish62' });
        n.adv(10000, 30000);
        kids.push(tool('get_conversion', { job: 'cv_fish62' }, 'HTTP/1.1 200 OK\nDate: ' + n.http() + '\nX-Worker: ' + n.host('cam') + '\n\n' + JSON.stringify({ state: s, progress: p, ...(s === 'ready' ? { gcode_url: '/files/fish_6-2_v3.nc', toolpaths: 3, est_cut_min: 38 } : {}) })));
      });
      c('G-code ready: 3 toolpaths, about 38 minutes cutting. Scheduling it.', 'schedule_machine', { machine: 'KKL-5axis', file: '/files/fish_6-2_v3.nc', date: 'tomorrow' });
      kids.push(tool('schedule_machine', { machine: 'KKL-5axis' }, { slot: '08:30-09:15', queue_pos: 1 }));
      c('The 6\'2" fish is converted (3 toolpaths, ~38 min) and scheduled on the KKL 5-axis at 08:30 tomorrow.', null, null);
      return agent('shaper-assistant', { messages: [user('Convert the 6\'2 fish and schedule it for tomorrow.')] }, { content: 'Scheduled 08:30 tomorrow.' }, kids);
    },
  },
];
