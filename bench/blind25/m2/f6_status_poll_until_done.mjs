// Family 6 (healthy): polling a job/status until it changes, with volatile noise in every answer,
// then using the result.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'status_poll_until_done';
export const LOOP = false;
export const STAGNATION = false;

export const scenarios = [
  {
    n: '01', domain: 'organic veg box delivery route optimisation', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'An agent starts a route-optimisation job for Thursday veg box drops, polls it through queued and running with changing progress and fresh noise each time, then uses the finished routes to brief the drivers.',
    goal: 'Produce Thursday\'s delivery routes for the veg box scheme and send each driver their stop list.',
    build(r) {
      const kids = [];
      const chat = (content, calls, i) => {
        r.tick(700, 2000);
        kids.push(llm('chat gpt-4o-mini', { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Plan Thursday routes (3 vans) and send drivers their lists.' }] }]), turn: i }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content }, ...calls.map(([n, a]) => ({ type: 'tool_call', id: r.callId(), name: n, arguments: a }))], finish_reason: calls.length ? 'tool_call' : 'stop' }]) }, [], { metadata: { 'gen_ai.response.id': r.chatcmpl(), 'gen_ai.usage.input_tokens': 700 + i * 220, 'gen_ai.usage.output_tokens': r.int(30, 160), 'server.address': 'api.openai.com' } }));
      };
      const exec = (name, args, out) => { r.tick(200, 800); kids.push(tool(`execute_tool ${name}`, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.arguments': JSON.stringify(args) }, { 'gen_ai.tool.call.result': typeof out === 'string' ? out : JSON.stringify(out) }, [], { metadata: { 'gen_ai.tool.call.id': r.callId() } })); };
      chat('Starting the optimiser for Thursday with 3 vans and the 118 active boxes.', [['start_route_job', { date: 'thursday', vans: 3, depot: 'Long Meadow Farm' }]], 0);
      const job = 'ro_' + r.b36(10);
      exec('start_route_job', { date: 'thursday', vans: 3 }, { job_id: job, state: 'queued', position: 2, submitted_at: r.isoSec() });
      chat('Job accepted, second in the queue. I will poll until it finishes.', [['get_route_job', { job_id: job }]], 1);
      r.wait(30000); exec('get_route_job', { job_id: job }, { job_id: job, state: 'queued', position: 1, worker: null, checked_at: r.isoSec(), etag: r.etag(true) });
      r.wait(30000); exec('get_route_job', { job_id: job }, { job_id: job, state: 'running', progress: 0.35, worker: r.host('vrp-solver'), iterations: r.int(2000, 4000), best_km: 241.7, checked_at: r.isoSec() });
      r.wait(30000); exec('get_route_job', { job_id: job }, { job_id: job, state: 'running', progress: 0.8, worker: r.host('vrp-solver'), iterations: r.int(9000, 12000), best_km: 226.3, checked_at: r.isoSec() });
      r.wait(30000); exec('get_route_job', { job_id: job }, { job_id: job, state: 'succeeded', total_km: 224.9, routes: [{ van: 'VAN-1', driver: 'Osei', stops: 41, km: 78.2 }, { van: 'VAN-2', driver: 'Lena', stops: 39, km: 71.5 }, { van: 'VAN-3', driver: 'Tom', stops: 38, km: 75.2 }], result_url: `s3://veg-routes/${r.date()}/${job}.json`, finished_at: r.isoSec() });
      chat('The optimiser finished: 224.9 km in total across three vans. Sending each driver their stop list.', [['send_driver_list', { van: 'VAN-1', driver: 'Osei', stops: 41 }], ['send_driver_list', { van: 'VAN-2', driver: 'Lena', stops: 39 }], ['send_driver_list', { van: 'VAN-3', driver: 'Tom', stops: 38 }]], 2);
      exec('send_driver_list', { van: 'VAN-1', driver: 'Osei' }, `sent via WhatsApp Business, wamid.${r.alnum(28)}`);
      exec('send_driver_list', { van: 'VAN-2', driver: 'Lena' }, `sent via WhatsApp Business, wamid.${r.alnum(28)}`);
      exec('send_driver_list', { van: 'VAN-3', driver: 'Tom' }, `sent via WhatsApp Business, wamid.${r.alnum(28)}`);
      chat('Thursday is planned: Osei has 41 stops (78.2 km), Lena 39 (71.5 km) and Tom 38 (75.2 km); all three drivers have their lists.', [], 3);
      return agent('invoke_agent veg-box-planner', { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'veg-box-planner', input: 'Plan Thursday routes (3 vans) and send drivers their lists.' }, { output: 'Thursday is planned and drivers notified.' }, kids, { metadata: { 'service.name': 'longmeadow-boxes', 'telemetry.sdk.language': 'python' } });
    },
  },
  {
    n: '02', domain: 'mini-excavator hire telematics reports', style: 'Vercel AI SDK (ai.* spans)',
    isolates: 'An agent requests a telematics export for the hire fleet, polls it from pending through processing to ready with changing row counts, then downloads it and reports engine hours per machine.',
    goal: 'Report last week\'s engine hours for each mini-excavator out on hire, from the telematics portal export.',
    build(r) {
      const kids = [];
      const tid = r.traceHex();
      const gen = (text, calls, i) => {
        r.tick(600, 1800);
        kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': `[${2 + i * 2} messages]`, 'ai.model.id': 'claude-3-5-haiku-latest' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify(calls.map(([n, a]) => ({ toolCallType: 'function', toolCallId: r.toolu(), toolName: n, args: JSON.stringify(a) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'ai.model.provider': 'anthropic.messages', 'ai.usage.promptTokens': 800 + 150 * i, 'ai.usage.completionTokens': r.int(20, 200), trace_id: tid } }));
      };
      const call = (name, args, result) => { r.tick(200, 900); kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }, [], { metadata: { trace_id: tid } })); };
      gen('', [['requestExport', { fleet: 'hire-out', from: '2024-10-07', to: '2024-10-13', fields: ['engine_hours', 'idle_hours'] }]], 0);
      const ex = 'exp_' + r.alnum(12);
      call('requestExport', { fleet: 'hire-out' }, { exportId: ex, status: 'pending', createdAt: r.iso() });
      gen('Export requested; it usually takes a minute or two. Checking progress.', [['getExport', { exportId: ex }]], 1);
      r.wait(40000); call('getExport', { exportId: ex }, { exportId: ex, status: 'processing', rowsWritten: 1820, node: r.host('tm-export'), at: r.httpDate() });
      r.wait(40000); call('getExport', { exportId: ex }, { exportId: ex, status: 'processing', rowsWritten: 6411, node: r.host('tm-export'), at: r.httpDate() });
      r.wait(40000); call('getExport', { exportId: ex }, { exportId: ex, status: 'ready', rowsWritten: 7296, url: `https://exports.trackmachines.io/${ex}.csv?X-Amz-Expires=900&X-Amz-Signature=${r.hex(64)}`, sha256: r.hex(64) });
      gen('The export is ready (7,296 rows). Downloading it to total the hours per machine.', [['downloadCsvSummary', { exportId: ex, groupBy: 'asset_id', sum: ['engine_hours', 'idle_hours'] }]], 2);
      call('downloadCsvSummary', { exportId: ex }, { rows: [{ asset_id: 'KX019-04', customer: 'Brightwell Landscapes', engine_hours: 31.4, idle_hours: 6.2 }, { asset_id: 'KX019-07', customer: 'R. Pearce Groundworks', engine_hours: 18.9, idle_hours: 9.8 }, { asset_id: 'U17-02', customer: 'Fenland Drainage', engine_hours: 42.0, idle_hours: 3.1 }], tmp: r.tmp('.csv') });
      gen('Engine hours for 7-13 October: KX019-04 at Brightwell Landscapes 31.4 h (6.2 idle), KX019-07 at R. Pearce Groundworks 18.9 h (9.8 idle), U17-02 at Fenland Drainage 42.0 h (3.1 idle). KX019-07 has an unusually high idle share.', [], 3);
      return agent('ai.generateText', { 'ai.prompt': 'Engine hours last week for each hired-out mini digger, from the telematics export.', 'ai.settings.maxSteps': 8 }, { 'ai.response.text': 'Engine hours for 7-13 October reported for 3 machines.', 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'fleet-hours-report', 'resource.service.name': 'digger-hire-bot' } });
    },
  },
  {
    n: '03', domain: 'Flutter app translation build in CI', style: 'Claude Agent SDK transcript',
    isolates: 'A coding agent pushes new ARB translations, watches the CI run go queued, in progress (two different steps) and then succeed, and reports the passing check with the generated locale count.',
    goal: 'Add the Portuguese (pt_BR) translations to the Flutter app and make sure the l10n CI job passes.',
    build(r) {
      const kids = [];
      const bash = (text, cmd, out, err) => {
        r.tick(800, 2500);
        const id = r.toolu();
        kids.push(llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt(text), tUse(id, 'Bash', { command: cmd, description: text.slice(0, 40) })], stop_reason: 'tool_use' } }, [], { metadata: { uuid: r.uuid(), timestamp: r.iso() } }));
        r.tick(500, 4000);
        kids.push(tool('Bash', { tool_use_id: id, command: cmd }, { type: 'user', message: { role: 'user', content: [tRes(id, out, !!err)] } }, [], err ? { error: err } : undefined));
      };
      bash('Committing the new pt_BR ARB file and pushing the branch.', 'git add lib/l10n/app_pt_BR.arb && git commit -m "l10n: add pt_BR" && git push -u origin l10n/pt-br', `[l10n/pt-br ${r.hex(7)}] l10n: add pt_BR\n 1 file changed, 214 insertions(+)\n create mode 100644 lib/l10n/app_pt_BR.arb\nTo github.com:hopscotch-apps/ferry-times.git\n * [new branch]      l10n/pt-br -> l10n/pt-br`);
      const run = r.int(9000000000, 9999999999);
      bash('Pushed. Let me find the CI run for this branch.', 'gh run list --branch l10n/pt-br --limit 1 --json databaseId,status,conclusion', JSON.stringify([{ conclusion: '', databaseId: run, status: 'queued' }]));
      r.wait(45000);
      bash('Run is queued. Checking again shortly.', `gh run view ${run} --json status,jobs --jq '{status, steps: [.jobs[0].steps[] | select(.status=="in_progress") | .name]}'`, JSON.stringify({ status: 'in_progress', steps: ['flutter pub get'] }));
      r.wait(60000);
      bash('It has started and is fetching packages; the gen-l10n step comes next.', `gh run view ${run} --json status,jobs --jq '{status, steps: [.jobs[0].steps[] | select(.status=="in_progress") | .name]}'`, JSON.stringify({ status: 'in_progress', steps: ['flutter gen-l10n --untranslated-messages-file=untranslated.json'] }));
      r.wait(60000);
      bash('Now on gen-l10n. Waiting for the run to conclude.', `gh run view ${run} --log --job=${r.int(20000000000, 29999999999)} | tail -n 4`, `l10n\tflutter gen-l10n\t${r.iso()} Generated 7 locales: en, de, es, fr, it, nl, pt_BR\nl10n\tcheck untranslated\t${r.iso()} untranslated.json: {}\nl10n\tflutter test test/l10n\t${r.iso()} 00:0${r.int(4, 9)} +23: All tests passed!\nl10n\tComplete job\t${r.iso()} Cleaning up orphan processes`);
      r.tick();
      kids.push(llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt(`The l10n job passed on run ${run}: gen-l10n produced 7 locales including pt_BR, there are no untranslated messages, and all 23 l10n tests pass. The branch l10n/pt-br is ready for review.`)], stop_reason: 'end_turn' } }));
      return agent('claude-agent-sdk query', { prompt: 'Add the pt_BR translations (file attached) and make sure the l10n CI passes.', options: { cwd: '/home/dev/ferry-times' } }, { type: 'result', subtype: 'success', num_turns: 6, total_cost_usd: 0.0931, duration_ms: r.int(200000, 300000) }, kids, { metadata: { session_id: r.uuid() } });
    },
  },
  {
    n: '04', domain: 'breakdance battle video transcoding', style: 'Google ADK (invocation / call_llm / execute_tool)',
    isolates: 'An agent submits a battle video for transcoding, polls it through SUBMITTED and two PROGRESSING states with rising percentages, then attaches the finished renditions to the bracket page.',
    goal: 'Transcode the quarter-final battle video and publish it on the event\'s bracket page.',
    build(r) {
      const kids = [];
      const llmCall = (parts, i) => { r.tick(500, 1500); kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: `${1 + i * 2} items` }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts } }) }, [], { metadata: { 'gcp.vertex.agent.event_id': r.uuid() } })); };
      const exe = (name, args, resp) => { r.tick(200, 900); kids.push(tool(`execute_tool ${name}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }, { 'gcp.vertex.agent.tool_response': JSON.stringify({ name, response: resp }) })); };
      llmCall([{ functionCall: { name: 'create_transcode_job', args: { input: 'gs://cypher-cup-raw/qf2_bboy-kaze_vs_bboy-tito.mov', preset: 'hls-1080-720-480' } } }], 0);
      const job = `projects/${r.digits(12)}/locations/europe-west4/jobs/${r.uuid()}`;
      exe('create_transcode_job', { preset: 'hls-1080-720-480' }, { name: job, state: 'PENDING', createTime: r.isoSec() });
      llmCall([{ text: 'Job created for QF2. Polling its state.' }, { functionCall: { name: 'get_transcode_job', args: { name: job } } }], 1);
      r.wait(20000); exe('get_transcode_job', { name: job }, { state: 'PENDING', createTime: r.isoSec(), 'x-goog-request-id': r.hex(16) });
      r.wait(60000); exe('get_transcode_job', { name: job }, { state: 'RUNNING', startTime: r.isoSec(), progress: { analyzed: 1, encoded: 0.21 }, 'x-goog-request-id': r.hex(16) });
      r.wait(90000); exe('get_transcode_job', { name: job }, { state: 'RUNNING', progress: { analyzed: 1, encoded: 0.74 }, 'x-goog-request-id': r.hex(16) });
      r.wait(60000); exe('get_transcode_job', { name: job }, { state: 'SUCCEEDED', endTime: r.isoSec(), output: { manifest: 'gs://cypher-cup-out/qf2/manifest.m3u8', renditions: ['1080p', '720p', '480p'], duration: '00:06:42.360' } });
      llmCall([{ text: 'Transcode succeeded with three renditions (6 min 42 s). Attaching the HLS manifest to the QF2 slot on the bracket page.' }, { functionCall: { name: 'update_bracket_video', args: { match: 'QF2', manifest: 'gs://cypher-cup-out/qf2/manifest.m3u8' } } }], 2);
      exe('update_bracket_video', { match: 'QF2' }, { ok: true, page: 'https://cyphercup.eu/2024/bracket#qf2', cdn_purge_id: r.alnum(14) });
      llmCall([{ text: 'Published: the Kaze vs Tito quarter-final is live on the bracket page at https://cyphercup.eu/2024/bracket#qf2 in 1080p, 720p and 480p.' }], 3);
      return agent('invocation', { user_content: { parts: [{ text: 'Transcode QF2 (Kaze vs Tito) and put it on the bracket page.' }] }, app_name: 'cypher_cup_media' }, { final: 'published' }, [agent('agent_run [media_agent]', { agent: 'media_agent' }, null, kids)], { metadata: { 'gcp.vertex.agent.session_id': r.uuid() } });
    },
  },
  {
    n: '05', domain: 'cat fancier show entry payments', style: 'Letta (reasoning / tool_call / tool_return messages)',
    isolates: 'A Letta agent waits on a bank-transfer entry fee, checking it pending twice with new bank reference timestamps, sees it settle, then confirms the cat\'s show entry and updates its memory.',
    goal: 'Confirm the entry of a Maine Coon into the regional cat show once the entry fee bank transfer settles.',
    build(r) {
      const kids = [];
      const step = (reasoning, name, args, ret, i) => {
        r.tick(700, 2000);
        kids.push(llm('agent_step', { agent_id: 'agent-' + r.uuid(), step: i, in_context_messages: 8 + i * 3 }, { messages: [{ message_type: 'reasoning_message', reasoning, date: r.iso() }, { message_type: 'tool_call_message', tool_call: { name, arguments: JSON.stringify({ ...args, request_heartbeat: name !== 'send_message' }), tool_call_id: r.callId() } }] }, [], { metadata: { model: 'gpt-4o-mini', step_id: 'step-' + r.uuid() } }));
        r.tick(200, 800);
        kids.push(tool(name, args, { message_type: 'tool_return_message', tool_return: typeof ret === 'string' ? ret : JSON.stringify(ret), status: 'success', date: r.iso() }));
      };
      step('Entry E-0419 for "Grand Ch. Birchwood Tolly" is waiting on the £28 fee. Let me look at the payment.', 'check_payment', { entry_id: 'E-0419' }, { status: 'pending', method: 'faster_payment', bank_ref: 'SHOW-E0419', last_checked: r.syslog() }, 0);
      r.wait(900000);
      step('Still pending a quarter of an hour later; Faster Payments can take up to two hours from some banks. Checking once more after a pause.', 'check_payment', { entry_id: 'E-0419' }, { status: 'pending', method: 'faster_payment', bank_ref: 'SHOW-E0419', bank_batch: 'FPS-' + r.digits(8), last_checked: r.syslog() }, 1);
      r.wait(1800000);
      step('The bank batch has been assigned, so settlement should be close. Checking the payment again.', 'check_payment', { entry_id: 'E-0419' }, { status: 'settled', amount: '28.00', settled_at: r.isoOff(1), bank_ref: 'SHOW-E0419' }, 2);
      step('The fee settled. Confirming the entry in the show catalogue, Maine Coon, Adult Male Open class.', 'confirm_entry', { entry_id: 'E-0419', class: 'MC Adult Male Open', pen: 'B-17' }, { confirmed: true, catalogue_no: r.int(100, 300), pen: 'B-17' }, 3);
      step('Recording in core memory that this exhibitor has paid, so I do not chase them again.', 'core_memory_append', { label: 'human', content: 'E-0419 (Birchwood Tolly) paid and confirmed, pen B-17.' }, 'None', 4);
      step('Telling the exhibitor the entry is confirmed with their pen number.', 'send_message', { message: 'Good news — your £28 fee has cleared and Birchwood Tolly is confirmed in Maine Coon Adult Male Open, pen B-17. See you at the show!' }, 'None', 5);
      return agent('letta agent: show_secretary', { message: { role: 'user', content: 'Has E-0419 paid yet? Please confirm the entry once it has.' } }, { stop_reason: 'end_turn', usage: { step_count: 6 } }, kids, { metadata: { letta_version: '0.6.' + r.int(10, 50), agent_name: 'show_secretary' } });
    },
  },
  {
    n: '06', domain: 'laser engraving shop job queue', style: 'Mastra',
    isolates: 'An agent queues a batch of engraved cutting boards, polls the laser queue as its position drops and progress rises, then emails the customer the finished-job photo link.',
    goal: 'Engrave 12 personalised oak cutting boards for order #LE-7731 and tell the customer when they are done.',
    build(r) {
      const kids = [];
      const gen = (text, calls, i) => { r.tick(600, 1800); kids.push(llm('llm.generate', { model: 'gpt-4o-mini', messages: `[${2 + i * 2}]` }, { text, toolCalls: calls.map(([n, a]) => ({ toolCallId: r.callId(), toolName: n, args: a })), finishReason: calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { 'mastra.span.type': 'llm_generation' } })); };
      const run = (name, args, out) => { r.tick(200, 700); kids.push(tool(`tool.execute ${name}`, args, out, [], { metadata: { 'mastra.span.type': 'tool_call', toolId: name } })); };
      gen('Queuing the 12 oak boards with the customer\'s names file on the CO2 laser.', [['queueEngraving', { order: 'LE-7731', material: 'oak-20mm', items: 12, artwork: 'names_LE-7731.svg' }]], 0);
      const jid = r.jobId('lz');
      run('queueEngraving', { order: 'LE-7731' }, { jobId: jid, machine: 'Trotec Speedy 400', position: 3, est_start: r.hms() });
      gen('Third in the laser queue. I will keep an eye on it until it is finished.', [['getJob', { jobId: jid }]], 1);
      r.wait(600000); run('getJob', { jobId: jid }, `job ${jid} state=QUEUED position=1 air_assist=ok lens_temp=31.2C ${r.syslog()}`);
      r.wait(600000); run('getJob', { jobId: jid }, `job ${jid} state=ENGRAVING item=5/12 elapsed=00:${r.int(10, 20)}:${r.int(10, 59)} lens_temp=38.9C ${r.syslog()}`);
      r.wait(900000); run('getJob', { jobId: jid }, `job ${jid} state=ENGRAVING item=11/12 elapsed=00:${r.int(40, 50)}:${r.int(10, 59)} lens_temp=39.4C ${r.syslog()}`);
      r.wait(300000); run('getJob', { jobId: jid }, `job ${jid} state=DONE items=12/12 photo=https://files.oakandember.co/jobs/${jid}/final.jpg ${r.syslog()}`);
      gen('All 12 boards are engraved. Emailing the customer with the photo of the finished batch.', [['sendEmail', { to: 'hannah.b@example.com', subject: 'Your engraved boards are ready', photo: `https://files.oakandember.co/jobs/${jid}/final.jpg` }]], 2);
      run('sendEmail', { to: 'hannah.b@example.com' }, { accepted: ['hannah.b@example.com'], messageId: `<${r.uuid()}@oakandember.co>`, response: '250 Message accepted' });
      gen('Order LE-7731 is finished: 12 boards engraved and the customer has the photo and a pickup notice.', [], 3);
      return agent('agent.generate workshopAgent', { messages: [{ role: 'user', content: 'Run order LE-7731 (12 oak boards) and tell Hannah when it is done.' }] }, { text: 'Order LE-7731 is finished.', finishReason: 'stop' }, kids, { metadata: { 'mastra.span.type': 'agent_run', agentId: 'workshopAgent', threadId: r.uuid() } });
    },
  },
];
