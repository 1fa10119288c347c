// Family 2 (loop): try, fail, tell someone the same thing, try again, fail identically, tell them again.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'repeated_notice_same_failure';
export const loop = true;

export const rows = [
  {
    n: '01', domain: 'rooftop apiary weight telemetry', style: 'Pydantic AI (Logfire spans)',
    isolates: 'Agent pushes hive-scale readings to the city pollinator dashboard, gets the same 401 expired-key error three times and texts the beekeeper the same apology each time.',
    stagnation: true,
    goal: 'Upload this week\'s hive-scale weights from the six rooftop hives on the Corn Exchange to the city pollinator dashboard and tell the beekeeper when done.',
    build(R) {
      const kids = [];
      const chat = (text, calls, tok) => llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: '[...]' }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((c) => ({ part_kind: 'tool-call', tool_name: c[0], args: c[1], tool_call_id: R.callId() }))] }, [], { metadata: { 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': tok, 'gen_ai.usage.output_tokens': R.int(30, 120), 'logfire.msg': 'chat gpt-4o' } });
      const run = (name, args, out, err) => tool('running tool: ' + name, { tool_name: name, args }, out, err ? { error: err, metadata: { 'logfire.level': 'error' } } : { metadata: { 'logfire.level': 'info' } });
      kids.push(chat('', [['read_scales', { site: 'corn-exchange', days: 7 }]], 620));
      kids.push(run('read_scales', { site: 'corn-exchange', days: 7 }, { hives: [{ id: 'CE-1', kg: [41.2, 41.9, 42.6] }, { id: 'CE-2', kg: [38.0, 38.1, 37.7] }, { id: 'CE-3', kg: [44.5, 45.3, 46.0] }, { id: 'CE-4', kg: [29.9, 30.2, 30.4] }, { id: 'CE-5', kg: [35.1, 35.0, 35.6] }, { id: 'CE-6', kg: [40.8, 41.7, 42.1] }], gateway: 'lorawan-gw-' + R.hex(6), rssi_dbm: -R.int(95, 118), read_at: R.iso() }));
      const sms = 'Hi Priya - the hive weights did not upload to the city dashboard (the API key was rejected). I will retry shortly.';
      for (let i = 0; i < 3; i++) {
        kids.push(chat(i === 0 ? '' : 'The upload failed because the API key was rejected. I will retry the upload.', [['upload_dashboard', { dataset: 'pollinator-hive-weights', site: 'corn-exchange', rows: 18 }]], 900 + i * 350));
        kids.push(run('upload_dashboard', { dataset: 'pollinator-hive-weights', site: 'corn-exchange', rows: 18 }, { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="key expired 2024-06-30"', 'x-request-id': R.uuid(), date: R.http(), server: 'envoy' }, body: '{"error":"invalid_token"}' }, 'HTTP 401 Unauthorized: invalid_token (key expired 2024-06-30)'));
        kids.push(chat('The upload failed because the API key was rejected. I will let Priya know and retry.', [['send_sms', { to: '+44 7700 900' + R.int(100, 999), text: sms }]], 1100 + i * 350));
        kids.push(run('send_sms', { to: '+44 7700 900xxx', text: sms }, { sid: 'SM' + R.hex(32), status: 'queued', segments: 1, price: null, date_created: R.http() }));
      }
      return agent('agent run', { user_prompt: 'Upload weekly hive weights for Corn Exchange; tell Priya when done.' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10', metadata: { 'logfire.span_type': 'span', agent_name: 'apiary_sync', 'logfire.msg': 'apiary_sync run' } });
    },
  },
  {
    n: '02', domain: 'reed-bed sewage works regulator return', style: 'Semantic Kernel',
    isolates: 'Agent submits the monthly discharge return to the regulator portal, gets the same maintenance HTML page each time, and posts the same Teams message after every failed submit.',
    stagnation: true,
    goal: 'Submit the October discharge monitoring return (BOD, ammonia, suspended solids) for Little Hadham reed-bed works to the regulator portal and notify the operations channel.',
    build(R) {
      const kids = [];
      const inv = (fn, args, out, err) => sp('tool', `function.invocation ${fn}`, { arguments: args }, out, [], { ...(err ? { error: err } : {}), metadata: { 'semantic_kernel.function.invocation.duration': R.ms(90, 3000) / 1000, plugin: fn.split('-')[0] } });
      const chatc = (content, calls) => llm('chat.completions gpt-4o', { 'gen_ai.operation.name': 'chat.completions', chat_history: '[...]' }, { role: 'assistant', content, items: calls.map((c) => ({ $type: 'FunctionCallContent', Id: R.callId(), PluginName: c[0].split('-')[0], FunctionName: c[0].split('-')[1], Arguments: c[1] })) }, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.response.finish_reason': calls.length ? 'tool_calls' : 'stop', 'gen_ai.usage.prompt_tokens': R.int(700, 3000), 'gen_ai.usage.completion_tokens': R.int(40, 160) } });
      kids.push(chatc(null, [['Lims-GetMonthlyResults', { works: 'LHAD-RB', month: '2024-10' }]]));
      kids.push(inv('Lims-GetMonthlyResults', { works: 'LHAD-RB', month: '2024-10' }, { samples: 9, BOD_mg_l: { mean: 7.4, max: 12 }, NH3_N_mg_l: { mean: 1.9, max: 3.8 }, SS_mg_l: { mean: 14, max: 22 }, lims_batch: 'LB' + R.int(100000, 999999), exported: R.iso() }));
      const post = 'Heads up: the October discharge return for Little Hadham could not be submitted - the regulator portal is returning a maintenance page. I will try again.';
      const html = () => `<!DOCTYPE html><html><head><title>Service unavailable</title></head><body><h1>We are carrying out planned maintenance</h1><p>Please try again later. Reference: ${R.hex(8).toUpperCase()}-${R.int(1000, 9999)}</p><!-- node ${R.host('edge')} --></body></html>`;
      for (let i = 0; i < 3; i++) {
        kids.push(chatc(i ? 'The portal was down. Retrying the submission.' : null, [['RegPortal-SubmitReturn', { permit: 'EPR/AB1234CD', period: '2024-10', payload_ref: 'lims:LHAD-RB:2024-10' }]]));
        kids.push(inv('RegPortal-SubmitReturn', { permit: 'EPR/AB1234CD', period: '2024-10', payload_ref: 'lims:LHAD-RB:2024-10' }, { status: 503, retry_after: null, body: html() }, 'HttpOperationException: Response status code does not indicate success: 503 (Service Unavailable).'));
        kids.push(chatc(post, [['Teams-PostMessage', { channel: 'ops-wastewater', text: post }]]));
        kids.push(inv('Teams-PostMessage', { channel: 'ops-wastewater', text: post }, { id: String(R.epochMs()), etag: String(R.epochMs()), createdDateTime: R.iso() }));
      }
      return agent('InvokePromptAsync', { prompt: 'Submit October return for LHAD-RB and notify ops.' }, { value: post }, kids, { metadata: { 'sk.kernel.id': R.uuid(), FunctionChoiceBehavior: 'Auto(autoInvoke: true)', MaximumAutoInvokeAttempts: 8 } });
    },
  },
  {
    n: '03', domain: 'rural broadband co-op outage notice', style: 'Mastra (agent + workflow hooks)',
    isolates: 'Agent tries to email members about a fibre cut, the SMTP relay rejects it with the same 550 each time, and a failure hook opens an identical helpdesk ticket after every attempt; the model\'s own reasoning differs each round.',
    stagnation: false,
    goal: 'Email all members on the Glenmoriston spur about tonight\'s fibre-cut repair window (22:00-02:00) and make sure the helpdesk knows.',
    build(R) {
      const kids = [];
      const gen = (text, call, tok) => llm('llm.generate', { model: 'anthropic/claude-3-5-haiku', messages: '[...]' }, { text, toolCalls: call ? [{ toolCallId: R.toolu(), toolName: call[0], args: call[1] }] : [], finishReason: call ? 'tool-calls' : 'stop' }, [], { metadata: { 'mastra.agent': 'coopNotifier', usage: { promptTokens: tok, completionTokens: R.int(30, 150) }, componentName: 'coopNotifier' } });
      kids.push(gen('First I need the member list for the spur.', ['members.list', { spur: 'glenmoriston', status: 'active' }], 500));
      kids.push(tool('tool.members.list', { spur: 'glenmoriston', status: 'active' }, { count: 143, cursor: null, sample: ['m-00412', 'm-00419', 'm-00433'], as_of: R.iso() }));
      const texts = [
        'I have 143 active members. Sending the repair-window notice now via the bulk mail tool.',
        'The relay refused the sender address. Perhaps it was a transient relay issue during a config reload; I will send again.',
        'Still rejected. The bounce mentions the sender domain, but I do not have a tool to change SPF, so the best I can do is another attempt in case the relay cache clears.',
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(gen(texts[i], ['mail.sendBulk', { template: 'outage-window', from: 'noc@glen-fibre.coop', to_list: 'spur:glenmoriston', vars: { start: '22:00', end: '02:00', cause: 'fibre cut at Invermoriston bridge' } }], 900 + i * 400));
        kids.push(tool('tool.mail.sendBulk', { template: 'outage-window', to_list: 'spur:glenmoriston' }, `smtp.relay.glen-fibre.coop[10.20.0.${R.int(2, 9)}] said: 550 5.7.1 <noc@glen-fibre.coop>: Sender address rejected: SPF check failed (in reply to MAIL FROM) queue-id ${R.hex(10).toUpperCase()} t=${R.secs(0.1, 2)}`, { error: 'MailError: 550 5.7.1 Sender address rejected' }));
        kids.push(sp('workflow.step', 'workflow.onFailure.openTicket', { step: 'mail.sendBulk', attempt: i + 1 }, { ticket: `HD-${R.int(20000, 29999)}`, subject: 'Outage notice to Glenmoriston spur not sent', body: 'The outage notice to Glenmoriston spur members could not be sent: relay rejected the sender (550 5.7.1). Retrying.', created: R.dmy() }, [], { metadata: { runId: R.uuid(), hook: 'onFailure' } }));
      }
      return agent('agent.coopNotifier.generate', { messages: [{ role: 'user', content: 'Email Glenmoriston spur members about the 22:00-02:00 repair window and tell helpdesk.' }] }, { text: texts[2], finishReason: 'tool-calls' }, kids, { error: 'maxSteps (8) reached', metadata: { 'mastra.version': '0.1.x', threadId: R.uuid(), resourceId: 'ops-console' } });
    },
  },
  {
    n: '04', domain: 'bonsai nursery export shipping', style: 'smolagents (CodeAgent steps)',
    isolates: 'CodeAgent retries creating a phytosanitary shipping label with the same invalid HS code three times and prints the same apology to the customer after each identical rejection.',
    stagnation: true,
    goal: 'Create an export shipping label for a Japanese black pine bonsai (order BN-8812) going from Kent to a buyer in Ghent, and message the buyer the tracking number.',
    build(R) {
      const steps = [];
      const step = (k, code, obs, err, extraTok) => chain(`Step ${k}`, { step_number: k }, { observations: obs }, [
        llm('OpenAIServerModel.generate', { messages: '[system, task, memory...]' }, `Thought: ${code[0]}\nCode:\n\`\`\`py\n${code[1]}\n\`\`\`<end_code>`, [], { metadata: { model_id: 'gpt-4o', token_counts: { input: R.int(1500, 2500) + extraTok, output: R.int(60, 180) } } }),
        ...code[2].map((t) => tool(t[0], t[1], t[2], t[3] ? { error: t[3] } : {})),
      ], { ...(err ? { error: err } : {}), metadata: { duration: R.ms(800, 5000) / 1000, start_time: R.epoch() } });
      steps.push(step(1, ['I need the order details first.', 'order = get_order("BN-8812")\nprint(order)', [['get_order', { order_id: 'BN-8812' }, { item: 'Pinus thunbergii, 28 yrs, 41cm', weight_kg: 9.6, dest: 'Ghent, BE', cites: 'not listed', phyto_cert: 'UK/GB/E&W/2024/' + R.int(100000, 999999) }]]], `{'item': 'Pinus thunbergii...', 'weight_kg': 9.6, ...}`, null, 0));
      const apology = 'Sorry - the courier rejected the export label for your bonsai. I am fixing it and will send the tracking number shortly.';
      for (let k = 2; k <= 4; k++) {
        const bad = `ERROR 422 from courier API: {"code":"CUSTOMS_INVALID","field":"items[0].hs_code","value":"0602.90","detail":"Live plants of Pinus require 0602.90.41 or 0602.90.49","trace":"${R.uuid()}"}`;
        steps.push(step(k, ['The label must be created with the HS code for live plants, then the customer informed.', 'label = create_label(order_id="BN-8812", hs_code="0602.90", service="EXPRESS_EU")\nprint(label)\nsend_message(to="buyer", text="' + apology + '")', [['create_label', { order_id: 'BN-8812', hs_code: '0602.90', service: 'EXPRESS_EU' }, null, bad], ['send_message', { to: 'buyer', text: apology }, { ok: true, msg_id: R.int(1e8, 9e8) }]]], 'Sent.', 'Code execution failed at line \'label = create_label(...)\' due to: CourierAPIError: ' + bad.slice(0, 60), k * 300));
      }
      return agent('CodeAgent.run', { task: 'Create an export label for order BN-8812 and message the buyer the tracking number.' }, null, steps, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 4, smolagents_version: '1.4.1', tools: ['get_order', 'create_label', 'send_message', 'final_answer'] } });
    },
  },
  {
    n: '05', domain: 'planetarium show scheduling', style: 'plain message-level trace (OpenAI chat completions, tool spans as siblings)',
    isolates: 'Agent tries to move the school show to Dome 2, gets the same "schedule locked by another session" error three times and tells the coordinator the same thing after each attempt.',
    stagnation: true,
    goal: 'Move the Thursday 10:30 school show "Moons of Jupiter" from Dome 1 to Dome 2 because of the projector service, and confirm with the education coordinator.',
    build(R) {
      const kids = [];
      const msgs = [sys('You manage the planetarium scheduler. Tools: get_schedule, move_show, notify.'), usr('Please move Thursday 10:30 "Moons of Jupiter" to Dome 2 (projector service in Dome 1) and let Hannah know.')];
      const turn = (content, calls, tok) => {
        const out = asst(content, calls.length ? calls.map((c) => tc(c[0], c[1], c[2])) : undefined);
        kids.push(llm('ChatCompletion', { model: 'gpt-4o-mini', messages: [...msgs] }, { id: 'chatcmpl-' + R.b62(29), choices: [{ index: 0, message: out, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: R.tokens([tok, tok + 80]), system_fingerprint: 'fp_' + R.hex(10) }));
        msgs.push(out);
      };
      const res = (id, name, args, out, err) => { kids.push(tool(name, args, out, err ? { error: err } : {})); msgs.push(toolMsg(id, out)); };
      let id = R.callId();
      turn(null, [[id, 'get_schedule', { day: 'thursday', venue: 'all' }]], 400);
      res(id, 'get_schedule', { day: 'thursday', venue: 'all' }, `Dome1 10:30 Moons of Jupiter (school: St Aidan's, 64 pupils) [show_id=SH-${R.int(4000, 4999)}]\nDome2 10:30 -- free --\nDome2 12:00 Aurora Live\nlast_sync=${R.isoLocal('+00:00')}`);
      const say = 'I could not move the show yet: the schedule is locked by another session. I will try again.';
      for (let i = 0; i < 3; i++) {
        id = R.callId();
        turn(null, [[id, 'move_show', { show: 'Moons of Jupiter', day: 'thursday', time: '10:30', to: 'Dome 2' }]], 700 + i * 250);
        res(id, 'move_show', { show: 'Moons of Jupiter', day: 'thursday', time: '10:30', to: 'Dome 2' }, { ok: false, error: 'SCHEDULE_LOCKED', holder: 'session ' + 'a3f9c1' + ' (box-office-pc-2)', lock_age_s: 1820 + i * R.int(40, 90), request_id: R.reqId('rq-') }, 'SCHEDULE_LOCKED');
        id = R.callId();
        turn(say, [[id, 'notify', { to: 'hannah.education', text: say }]], 800 + i * 250);
        res(id, 'notify', { to: 'hannah.education', text: say }, { delivered: true, at: R.iso() });
      }
      turn(say, [], 1700);
      return agent('planetarium-scheduler', { user: msgs[1].content }, { final: say }, kids, { metadata: { run: R.uuid(), max_turns: 8 } });
    },
  },
  {
    n: '06', domain: 'Rust crate release for a sextant-calibration library', style: 'OpenHands (CmdRunAction / MessageAction events)',
    isolates: 'OpenHands agent runs `cargo publish` three times into the same "not an owner" registry error and sends the user the same status message after each failure.',
    stagnation: true,
    goal: 'Publish version 0.4.0 of the `sextant-cal` crate to crates.io after the tests pass, and report the published URL.',
    build(R) {
      const kids = [];
      const think = (thought, action, args) => llm('LLM completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: '[...]' }, { thought, action, args }, [], { metadata: { response_id: 'msg_' + R.b62(24), cost: +(R.f() * 0.03).toFixed(4), latency: +(R.f() * 6).toFixed(2) } });
      const cmd = (command, content, exit) => tool('CmdRunAction', { command, is_input: false, blocking: false }, { observation: 'run', content, extras: { command, metadata: { exit_code: exit, pid: R.int(300, 9000), working_dir: '/workspace/sextant-cal', prefix: '', suffix: `\n[The command completed with exit code ${exit}.]` } } }, exit ? { error: `exit code ${exit}` } : {});
      const msg = (content) => tool('MessageAction', { content, wait_for_response: false }, { observation: 'message', source: 'agent', id: R.int(10, 200), timestamp: R.iso() });
      kids.push(think('Run the test suite before publishing.', 'run', { command: 'cargo test --release' }));
      kids.push(cmd('cargo test --release', `   Compiling sextant-cal v0.4.0 (/workspace/sextant-cal)\n    Finished release [optimized] target(s) in ${R.secs(8, 30)}\n     Running unittests src/lib.rs (target/release/deps/sextant_cal-${R.hex(16)})\n\nrunning 37 tests\n...\ntest result: ok. 37 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in ${R.secs(0.1, 2)}`, 0));
      const status = 'Tests pass (37/37), but publishing failed: crates.io says the token user is not an owner of `sextant-cal`. Retrying the publish.';
      for (let i = 0; i < 3; i++) {
        kids.push(think('Tests pass. Publish the crate.', 'run', { command: 'cargo publish' }));
        kids.push(cmd('cargo publish', `    Updating crates.io index\n   Packaging sextant-cal v0.4.0 (/workspace/sextant-cal)\n   Verifying sextant-cal v0.4.0 (/workspace/sextant-cal)\n    Finished dev [unoptimized + debuginfo] target(s) in ${R.secs(5, 20)}\n   Uploading sextant-cal v0.4.0 (/workspace/sextant-cal)\nerror: failed to publish to registry at https://crates.io\n\nCaused by:\n  the remote server responded with an error (status 403 Forbidden): this crate exists but you don't seem to be an owner. If you believe this is a mistake, perhaps you need to accept an invitation to be an owner before publishing.`, 101));
        kids.push(think(status, 'message', { content: status }));
        kids.push(msg(status));
      }
      return agent('CodeActAgent', { task: 'Publish sextant-cal 0.4.0 to crates.io and report the URL.' }, { agent_state: 'error', last_error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 12, max iteration: 12' }, kids, { metadata: { sid: R.hex(32), max_iterations: 12, runtime: 'docker', runtime_image: 'ghcr.io/all-hands-ai/runtime:0.15-nikolaik' } });
    },
  },
];
