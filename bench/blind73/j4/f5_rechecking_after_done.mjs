// Family 5 (loop): the goal is met and confirmed, yet the agent keeps re-checking / re-submitting / re-announcing.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'rechecking_after_done';
export const loop = true;

export const rows = [
  {
    n: '01', domain: 'mushroom spawn laboratory ordering', style: 'Haystack (Agent with OpenAIChatGenerator + ToolInvoker components)',
    isolates: 'The spawn order is accepted with a confirmation number, then the agent polls the order status four more times, each returning the identical "confirmed" record, and announces the same confirmation every time.',
    stagnation: true,
    goal: 'Order 40 bags of lion\'s mane grain spawn (strain HE-7, 2.5 kg bags) from the Fernhollow spawn lab for delivery on the 18th.',
    build(R) {
      const kids = [];
      const gen = (text, call) => sp('llm', 'haystack.component.run', { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', messages: '[...]' }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...(call ? [{ tool_call: { tool_name: call[0], arguments: call[1], id: R.callId() } }] : [])], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: call ? 'tool_calls' : 'stop', usage: R.tokens() } }] }, [], { metadata: { 'haystack.component.name': 'chat_generator' } });
      const inv = (name, args, result) => tool('haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool_name: name, arguments: args }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: typeof result === 'string' ? result : JSON.stringify(result), origin: { tool_name: name }, error: false } }] }] }, { metadata: { 'haystack.component.name': 'tool_invoker' } });
      kids.push(gen(null, ['check_stock', { strain: 'HE-7', bag_kg: 2.5 }]));
      kids.push(inv('check_stock', { strain: 'HE-7', bag_kg: 2.5 }, { strain: 'HE-7 (Hericium erinaceus)', substrate: 'rye', available_bags: 112, incubation_day: 16, colonisation_pct: 95, lab_batch: 'FH-' + R.int(2400, 2499) + '-' + R.hex(3).toUpperCase() }));
      kids.push(gen(null, ['place_order', { strain: 'HE-7', bags: 40, bag_kg: 2.5, deliver_on: '2024-10-18' }]));
      const conf = 'FHS-' + R.int(100000, 999999);
      const rec = () => ({ order: conf, status: 'confirmed', bags: 40, strain: 'HE-7', delivery: '2024-10-18', courier_slot: 'AM', last_update: '2024-10-09T10:14:02Z', served_by: R.host('orders'), resp_ms: R.ms(30, 400) });
      kids.push(inv('place_order', { strain: 'HE-7', bags: 40, bag_kg: 2.5, deliver_on: '2024-10-18' }, { accepted: true, ...rec() }));
      const announce = `Your order ${conf} for 40 bags of HE-7 lion's mane spawn is confirmed for delivery on 18 October. Let me verify the order status.`;
      for (let i = 0; i < 4; i++) {
        kids.push(gen(announce, ['get_order_status', { order: conf }]));
        kids.push(inv('get_order_status', { order: conf }, rec()));
      }
      return agent('haystack.agent.run', { messages: [{ role: 'user', content: 'Order 40 x 2.5kg HE-7 lion\'s mane spawn for the 18th.' }] }, { last_message: announce }, kids, { metadata: { 'haystack.pipeline.max_runs_per_component': 12, exit_conditions: ['text'], 'haystack.version': '2.9.0' } });
    },
  },
  {
    n: '02', domain: 'weekend chess congress pairings', style: 'DSPy ReAct (trajectory of thought/tool_name/tool_args/observation)',
    isolates: 'Round-3 pairings are published and the public page shows them; the agent then re-publishes twice (each time told "no changes, version 7 unchanged") and re-fetches the page again with identical content before hitting max_iters.',
    stagnation: false,
    goal: 'Generate round 3 pairings for the Open section of the Harrogate weekend chess congress (Swiss, 46 players) and publish them on the congress website.',
    build(R) {
      const kids = [];
      const pred = (i, thought, name, args) => llm('Predict(StringSignature)', { question: 'Round 3 pairings, Open', trajectory: `[${i} steps]` }, { [`thought_${i}`]: thought, [`tool_name_${i}`]: name, [`tool_args_${i}`]: args }, [], { metadata: { 'dspy.module': 'ReAct', lm: 'openai/gpt-4o-mini', call_id: R.uuid(), cache_hit: false } });
      const obs = (name, args, out) => tool(name, args, out, { metadata: { 'dspy.tool': name, duration_ms: R.ms(20, 1800) } });
      const page = () => `<section id="r3-open"><h2>Round 3 - Open</h2><table><tr><td>1</td><td>Pryce (2211) 2</td><td>-</td><td>Okonjo (2140) 2</td></tr><tr><td>2</td><td>Lindqvist (2198) 2</td><td>-</td><td>Harrow (2102) 2</td></tr><tr><td colspan=4>... 21 more boards</td></tr></table><p class="gen">Published v7 · ${R.dmy()}</p></section><!-- cache ${R.pick(['HIT', 'MISS'])} ${R.host('web')} -->`;
      kids.push(pred(0, 'I need round 2 results to pair round 3.', 'get_results', { section: 'open', round: 2 }));
      kids.push(obs('get_results', { section: 'open', round: 2 }, { section: 'open', round: 2, games: 23, unplayed: 0, byes: 0, exported: R.iso(), source: 'Swiss-Manager TRN ' + R.hex(8) }));
      kids.push(pred(1, 'All 23 games are in. Generate the Dutch-system pairings.', 'pair_round', { section: 'open', round: 3, system: 'FIDE Dutch' }));
      kids.push(obs('pair_round', { section: 'open', round: 3, system: 'FIDE Dutch' }, { boards: 23, floaters: 4, colour_violations: 0, checksum: R.sha(12) }));
      kids.push(pred(2, 'Pairings generated with no colour violations. Publish to the website.', 'publish', { section: 'open', round: 3 }));
      kids.push(obs('publish', { section: 'open', round: 3 }, { ok: true, version: 7, url: 'https://harrogatechess.example/congress/r3-open', purged: true, purge_id: R.uuid() }));
      kids.push(pred(3, 'Published as version 7. Let me look at the public page to make sure players can see it.', 'fetch_page', { url: 'https://harrogatechess.example/congress/r3-open' }));
      kids.push(obs('fetch_page', { url: '/congress/r3-open' }, page()));
      kids.push(pred(4, 'The page shows round 3 boards. In case the CDN held an older copy for some visitors, I will publish again to force a refresh.', 'publish', { section: 'open', round: 3 }));
      kids.push(obs('publish', { section: 'open', round: 3 }, { ok: true, version: 7, changed: false, note: 'no changes; version 7 unchanged', purge_id: R.uuid() }));
      kids.push(pred(5, 'Version unchanged, which is expected. Checking the page from the public URL once more.', 'fetch_page', { url: 'https://harrogatechess.example/congress/r3-open' }));
      kids.push(obs('fetch_page', { url: '/congress/r3-open' }, page()));
      kids.push(pred(6, 'Still v7 on the page. Since arbiters might print from the site, a final publish ensures everyone sees the latest pairings.', 'publish', { section: 'open', round: 3 }));
      kids.push(obs('publish', { section: 'open', round: 3 }, { ok: true, version: 7, changed: false, note: 'no changes; version 7 unchanged', purge_id: R.uuid() }));
      kids.push(pred(7, 'Verifying the public page after the last publish.', 'fetch_page', { url: 'https://harrogatechess.example/congress/r3-open' }));
      kids.push(obs('fetch_page', { url: '/congress/r3-open' }, page()));
      return agent('ReAct.forward', { question: 'Pair and publish round 3, Open section' }, { answer: null, note: 'max_iters=8 reached' }, kids, { metadata: { 'dspy.version': '2.5.x', max_iters: 8 } });
    },
  },
  {
    n: '03', domain: 'hot-air balloon flight notification', style: 'Amazon Bedrock Agents (orchestrationTrace events)',
    isolates: 'The balloon flight notification is filed and acknowledged with a reference; the agent then queries the filing status three more times and each time tells the pilot the same acknowledgement sentence.',
    stagnation: true,
    goal: 'File the flight notification for tomorrow\'s dawn balloon flight G-BZRT from Longleat launch field (06:10-07:40, max 3000 ft) and confirm to the pilot.',
    build(R) {
      const sessionId = R.uuid();
      const kids = [];
      const orch = (rationale, group, fn, params) => llm('orchestrationTrace', { modelInvocationInput: { type: 'ORCHESTRATION', foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', traceId: R.uuid() + '-0' } }, { rationale: { text: rationale }, invocationInput: { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: group, function: fn, parameters: Object.entries(params).map(([name, value]) => ({ name, type: 'string', value: String(value) })) } }, modelInvocationOutput: { metadata: { usage: { inputTokens: R.int(1200, 3200), outputTokens: R.int(60, 200) } } } }, [], { metadata: { sessionId, agentId: 'BLN' + R.b62(7).toUpperCase(), agentAliasId: 'TSTALIASID', agentVersion: 'DRAFT' } });
      const obs = (fn, body) => tool(`actionGroup:flightops.${fn}`, { function: fn }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: JSON.stringify(body) } } }, { metadata: { lambda: `arn:aws:lambda:eu-west-2:${R.int(1e11, 9e11)}:function:flightops`, requestId: R.uuid(), billedDurationMs: R.int(100, 900) } });
      kids.push(orch('I will fetch the forecast for the launch field first.', 'flightops', 'get_forecast', { site: 'Longleat', window: '06:00-08:00' }));
      kids.push(obs('get_forecast', { site: 'Longleat', surface_wind: '040/04kt', wind_2000ft: '060/11kt', vis: '>10km', cloud: 'FEW035', issued: R.isoLocal('+01:00') }));
      kids.push(orch('Conditions are suitable. Filing the notification.', 'flightops', 'file_notification', { reg: 'G-BZRT', site: 'Longleat', start: '06:10', end: '07:40', max_alt_ft: 3000 }));
      const ref = 'FN-' + R.int(10000, 99999) + '-L';
      const ack = { ref, status: 'ACKNOWLEDGED', by: 'regional ANSP', reg: 'G-BZRT', window: '06:10-07:40Z+1', ack_time: '17:42:09' };
      kids.push(obs('file_notification', ack));
      const said = `The flight notification for G-BZRT is filed and acknowledged (ref ${ref}). I will double-check the filing status to be sure.`;
      for (let i = 0; i < 3; i++) {
        kids.push(orch(said, 'flightops', 'get_notification_status', { ref }));
        kids.push(obs('get_notification_status', { ...ack, polled_at: R.iso(), poll_seq: i + 1 }));
      }
      kids.push(llm('orchestrationTrace', { type: 'ORCHESTRATION' }, { rationale: { text: said }, observation: { type: 'FINISH', finalResponse: { text: said } } }, [], { metadata: { sessionId } }));
      return agent('InvokeAgent', { inputText: 'File tomorrow\'s dawn flight for G-BZRT at Longleat, 06:10-07:40, max 3000ft, and tell me when it\'s done.', sessionId, enableTrace: true }, { completion: said }, kids, { metadata: { 'x-amzn-requestid': R.uuid(), 'x-amz-bedrock-agent-session-id': sessionId, region: 'eu-west-2' } });
    },
  },
  {
    n: '04', domain: 'calligraphy school certificates', style: 'AgentOps session (LLMEvent / ToolEvent / ActionEvent records)',
    isolates: 'All 18 course certificates are emailed and the mail log shows 18 delivered; the agent re-reads the log three more times and posts the same "all 18 sent" announcement to the staff channel after each read.',
    stagnation: true,
    goal: 'Email the 18 graduates of the autumn Italic hand course their PDF certificates and tell the staff channel when done.',
    build(R) {
      const kids = [];
      const ev = (prompt, completion) => llm('LLMEvent', { prompt, model: 'gpt-4o' }, { completion }, [], { metadata: { event_type: 'llms', agentops_event_id: R.uuid(), init_timestamp: R.iso(), end_timestamp: R.iso(), prompt_tokens: R.int(500, 2500), completion_tokens: R.int(30, 120) } });
      const te = (name, params, returns, err) => tool('ToolEvent', { name, params }, { returns }, { ...(err ? { error: err } : {}), metadata: { event_type: 'tools', agentops_event_id: R.uuid(), init_timestamp: R.iso() } });
      kids.push(ev('[roster request]', { tool: 'get_roster', args: { course: 'ITAL-AUT-24' } }));
      kids.push(te('get_roster', { course: 'ITAL-AUT-24' }, { students: 18, completed: 18, export: `roster_${R.hex(6)}.csv` }));
      kids.push(ev('[generate + send]', { tool: 'send_certificates', args: { course: 'ITAL-AUT-24', template: 'cert-italic-v2' } }));
      const log = () => `msgs=18 delivered=18 deferred=0 bounced=0 | provider=postmark | stream=outbound | batch ${R.hex(8)} | checked ${R.http()}`;
      kids.push(te('send_certificates', { course: 'ITAL-AUT-24', template: 'cert-italic-v2' }, { queued: 18, pdfs: R.tmp('certs'), batch: R.uuid() }));
      kids.push(ev('[verify]', { tool: 'mail_log', args: { course: 'ITAL-AUT-24' } }));
      kids.push(te('mail_log', { course: 'ITAL-AUT-24' }, log()));
      const msg = 'All 18 certificates for the autumn Italic course have been emailed and delivered.';
      for (let i = 0; i < 3; i++) {
        kids.push(ev('[announce]', { content: msg, tool: 'post_staff_channel', args: { text: msg } }));
        kids.push(te('post_staff_channel', { text: msg }, { ok: true, ts: `${R.epoch()}.${R.int(100000, 999999)}` }));
        kids.push(ev('[verify]', { content: 'Let me double-check the mail log.', tool: 'mail_log', args: { course: 'ITAL-AUT-24' } }));
        kids.push(te('mail_log', { course: 'ITAL-AUT-24' }, log()));
      }
      return agent('agentops.session', { tags: ['certificates', 'calligraphy'], session_id: R.uuid() }, { end_state: 'Indeterminate', end_state_reason: 'step limit (18) reached' }, kids, { metadata: { agentops_sdk: '0.3.x', host_env: { OS: 'Linux', python: '3.11.9' } } });
    },
  },
  {
    n: '05', domain: 'clock-repair shop static website deploy', style: 'Inspect AI eval log (sample with ChatMessage list and bash tool events)',
    isolates: 'Agent deploys the site, curl returns 200 with the new opening hours; it then curls the same URL four more times with varied explanations, each response identical apart from headers, and never calls submit.',
    stagnation: false,
    goal: 'Update the opening hours on the Tick & Tock clock repair website (Saturday now 10:00-14:00), build it with Hugo and deploy to the static host; submit "done" when the live page shows the new hours.',
    build(R) {
      const kids = [];
      const model = (text, cmd) => llm('model', { model: 'openai/gpt-4o', messages: `[${kids.length + 2} ChatMessage]` }, { message: { role: 'assistant', content: text, tool_calls: [{ id: R.callId(), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls', usage: { input_tokens: R.int(1000, 5000), output_tokens: R.int(30, 150) } }, [], { metadata: { event: 'model', timestamp: R.iso(), working_start: +(R.f() * 100).toFixed(3) } });
      const bash = (cmd, out) => tool('bash', { cmd }, out, { metadata: { event: 'tool', sandbox: 'docker', working_time: +(R.f() * 3).toFixed(3) } });
      kids.push(model('Edit the hours partial.', "sed -i 's/Sat 09:30-13:00/Sat 10:00-14:00/' layouts/partials/hours.html && grep -n Sat layouts/partials/hours.html"));
      kids.push(bash("sed -i ... && grep -n Sat ...", '7:    <li>Sat 10:00-14:00</li>'));
      kids.push(model('Build and deploy.', 'hugo --minify && rsync -az --delete public/ deploy@static-host:/srv/tickandtock/'));
      kids.push(bash('hugo --minify && rsync ...', `Start building sites … \nhugo v0.125.4-${R.hex(10)}+extended linux/amd64 BuildDate=2024-04-25T13:27:26Z\n\n                   | EN  \n-------------------+-----\n  Pages            | 14  \n  Static files     | 23  \n  Processed images |  6  \n\nTotal in ${R.int(80, 400)} ms\nsent ${R.int(40000, 90000)} bytes  received ${R.int(300, 900)} bytes  speedup is ${(R.f() * 40).toFixed(2)}`));
      const curl = () => `HTTP/1.1 200 OK\nServer: nginx/1.24.0\nDate: ${R.http()}\nContent-Type: text/html\nLast-Modified: Mon, 07 Oct 2024 09:12:44 GMT\nETag: "${R.hex(8)}-${R.hex(4)}"\nX-Upstream: ${R.host('static')}\n\n<li>Sat 10:00-14:00</li>`;
      const texts = [
        'Check the live page.',
        'The new hours are live. Browsers might have cached the old page, so I will check again.',
        'Still correct. Let me also confirm from a fresh connection without keep-alive.',
        'Correct again. One more check to be certain the deploy is stable.',
        'The page consistently shows Sat 10:00-14:00. I will verify a final time before finishing.',
      ];
      for (const t of texts) {
        kids.push(model(t, "curl -si https://tickandtock.example/ | grep -E 'HTTP/|Server|Date|ETag|Last-Mod|X-Up|Sat '"));
        kids.push(bash('curl -si https://tickandtock.example/ | grep ...', curl()));
      }
      return agent('sample', { id: 'clockshop-hours-03', epoch: 1, input: 'Update Saturday hours to 10:00-14:00, build, deploy, submit "done".' }, { scores: { includes: { value: 'I', explanation: 'submit() not called' } }, limit: { type: 'message', limit: 14 } }, kids, { metadata: { eval: 'web-maintenance', task_id: R.b62(22), run_id: R.b62(22), solver: 'basic_agent' } });
    },
  },
  {
    n: '06', domain: 'night sleeper-train compartment booking', style: 'OpenInference / Arize Phoenix (openinference.span.kind attributes)',
    isolates: 'The sleeper compartment is booked and a PNR is returned; the agent then re-fetches the booking three times and re-sends the same confirmation message to the traveller each time.',
    stagnation: true,
    goal: 'Book a private two-berth compartment on the Friday night sleeper from Vienna to Hamburg for two adults and send the traveller the booking reference.',
    build(R) {
      const kids = [];
      const L = (content, call, idx) => llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are a rail booking assistant.', [`llm.input_messages.1.message.content`]: 'Book a private 2-berth on Friday night Vienna->Hamburg.' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': content, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': call[0], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(call[1]) }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-08-06', 'llm.token_count.prompt': R.int(800, 3000), 'llm.token_count.completion': R.int(20, 120), 'llm.invocation_parameters': '{"temperature":0.2}' } });
      const T = (name, args, out) => tool(name, { 'tool.name': name, 'tool.parameters': JSON.stringify(args), 'input.value': JSON.stringify(args) }, { 'output.value': typeof out === 'string' ? out : JSON.stringify(out), 'output.mime_type': 'application/json' }, { metadata: { 'openinference.span.kind': 'TOOL' } });
      kids.push(L(null, ['search_sleepers', { from: 'Wien Hbf', to: 'Hamburg Hbf', date: 'friday', berths: 2, private: true }]));
      kids.push(T('search_sleepers', { from: 'Wien Hbf', to: 'Hamburg Hbf' }, { offers: [{ train: 'NJ 490', dep: '19:55', arr: '09:44', category: 'Sleeper Double (private)', price_eur: 289.8, offer_id: 'OF' + R.hex(10) }, { train: 'NJ 490', category: 'Couchette 4', price_eur: 139.6 }], search_id: R.uuid(), cache_age_s: R.int(0, 90) }));
      kids.push(L(null, ['book', { train: 'NJ 490', category: 'Sleeper Double (private)', passengers: 2 }]));
      const pnr = R.b62(6).toUpperCase();
      const bk = () => ({ pnr, status: 'CONFIRMED', train: 'NJ 490', coach: 34, compartment: 5, berths: [51, 52], total_eur: 289.8, ticketed: true, fetched_at: R.iso(), api_node: R.host('rail') });
      kids.push(T('book', { train: 'NJ 490', passengers: 2 }, bk()));
      const msg = `Booked: NJ 490 Wien Hbf 19:55 -> Hamburg Hbf 09:44, coach 34 compartment 5 (berths 51/52), private double. Reference ${pnr}, total EUR 289.80.`;
      for (let i = 0; i < 3; i++) {
        kids.push(L(msg, ['send_to_traveller', { text: msg }]));
        kids.push(T('send_to_traveller', { text: msg }, { sent: true, channel: 'sms', id: 'SM' + R.hex(30) }));
        kids.push(L('Let me re-check the booking to make sure it is confirmed.', ['get_booking', { pnr }]));
        kids.push(T('get_booking', { pnr }, bk()));
      }
      return agent('agent', { 'input.value': 'Book a private two-berth sleeper Vienna->Hamburg Friday night for 2 and send me the reference.' }, { 'output.value': msg }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid(), 'phoenix.project': 'rail-concierge' } });
    },
  },
];
