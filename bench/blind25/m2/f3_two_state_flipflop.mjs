// Family 3: oscillating between two states (A, B, A, B ...), each check after a switch returning
// what it returned the last time in that state; at least two full cycles.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const STAGNATION = true;

export const scenarios = [
  {
    n: '01', domain: 'salt cave (halotherapy) session capacity', style: 'OpenInference / Arize Phoenix',
    isolates: 'An operations agent flips the salt-cave session capacity between 8 and 10 guests twice; at 8 the waitlist check always reports 3 unserved guests and at 10 the air-quality forecast always exceeds the CO2 limit.',
    goal: 'Choose a guest capacity for the Saturday salt-cave sessions that clears the waitlist without breaking the air-quality limit.',
    build(r) {
      const kids = [];
      const states = [10, 8, 10, 8];
      const thoughtFor = {
        10: 'At 8 guests three people stay on the waitlist, so I will raise the capacity to 10 and check the air-quality forecast.',
        8: 'At 10 guests the CO2 forecast goes over 1200 ppm, so I will lower the capacity back to 8 and check the waitlist.',
      };
      const oiLLM = (text, call, i) => llm('ChatCompletion', {
        'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
        'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You manage bookings for Halo Salt Grotto. Tools: get_waitlist, set_capacity, co2_forecast. CO2 must stay below 1200 ppm.',
        'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': 'Saturday sessions: pick a capacity that clears the waitlist but keeps the air OK.',
        'llm.input_messages.count': 2 + i * 3,
      }, {
        'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text,
        'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': call.name,
        'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(call.args),
      }, [], { metadata: { 'llm.token_count.prompt': 700 + i * 180, 'llm.token_count.completion': r.int(40, 80), 'llm.invocation_parameters': '{"temperature":0.3}' } });
      const oiTool = (name, args, out, extra) => tool(name, { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args), 'input.value': JSON.stringify(args) }, { 'output.value': typeof out === 'string' ? out : JSON.stringify(out), 'output.mime_type': typeof out === 'string' ? 'text/plain' : 'application/json' }, [], extra);
      // initial waitlist check at 8
      r.tick();
      kids.push(oiLLM('Let me check the current waitlist at the configured capacity.', { name: 'get_waitlist', args: { date: 'Saturday', sessions: ['10:00', '11:30', '14:00', '15:30'] } }, 0));
      r.tick(200, 600);
      kids.push(oiTool('get_waitlist', { date: 'Saturday' }, { capacity: 8, waitlisted: 3, names: ['K. Brandt', 'S. Ito', 'L. Moreau'], generated: r.isoSec(), cache: 'MISS from ' + r.host('resv') }));
      states.forEach((cap, i) => {
        r.tick(800, 2000);
        kids.push(oiLLM(thoughtFor[cap], { name: 'set_capacity', args: { room: 'grotto-1', max_guests: cap } }, i + 1));
        r.tick(200, 500);
        kids.push(oiTool('set_capacity', { room: 'grotto-1', max_guests: cap }, `OK grotto-1 max_guests=${cap} (rev ${r.int(400, 499)}, ${r.syslog()})`));
        r.tick(300, 900);
        if (cap === 10) kids.push(oiTool('co2_forecast', { room: 'grotto-1', guests: 10, session_minutes: 45 }, { peak_ppm: 1340, limit_ppm: 1200, verdict: 'EXCEEDS', hvac_mode: 'eco', model_run: r.uuid(), computed_at: r.isoOff(2) }));
        else kids.push(oiTool('get_waitlist', { date: 'Saturday' }, { capacity: 8, waitlisted: 3, names: ['K. Brandt', 'S. Ito', 'L. Moreau'], generated: r.isoSec(), cache: 'MISS from ' + r.host('resv') }));
      });
      return agent('GrottoOpsAgent', { 'openinference.span.kind': 'AGENT', 'input.value': 'Saturday sessions: pick a capacity that clears the waitlist but keeps the air OK.' }, { 'output.value': 'Stopped after 10 iterations.' }, kids, { metadata: { 'session.id': r.uuid(), 'phoenix.project': 'halo-grotto-ops' } });
    },
  },
  {
    n: '02', domain: 'GraphQL supergraph composition (coding)', style: 'SWE-agent trajectory',
    isolates: 'A SWE-agent switches between the main branch and the inventory-subgraph branch twice, running the same supergraph compose on each, and gets the same field-conflict error on main and the same missing @key error on the feature branch every time.',
    goal: 'Make `rover supergraph compose` succeed for the shop gateway after the inventory subgraph was added.',
    build(r) {
      const kids = [];
      const compose = 'rover supergraph compose --config supergraph.yaml > /tmp/supergraph.graphql';
      const obsMain = () => `error[E029]: Encountered 1 build error while trying to build a supergraph.\n\nCaused by:\n    INVALID_FIELD_SHARING: Non-shareable field "Product.sku" is resolved from multiple subgraphs: it is resolved from subgraphs "catalog" and "pricing" and defined as non-shareable in all of them\n\n==> Took ${r.secs(1, 4)}s (rover ${'0.2' + r.int(3, 6) + '.' + r.int(0, 4)})`;
      const obsFeat = () => `error[E029]: Encountered 1 build error while trying to build a supergraph.\n\nCaused by:\n    INTERFACE_KEY_MISSING_IMPLEMENTATION_TYPE: [inventory] Type "StockLevel" is an entity in subgraph "inventory" but has no @key on the implementation in subgraph "catalog"\n\n==> Took ${r.secs(1, 4)}s`;
      const T = {
        feat: 'DISCUSSION\nMain fails on the Product.sku sharing rule. Maybe the feature branch already fixed that; let me switch to feat/inventory-subgraph and compose there.',
        main: 'DISCUSSION\nThe feature branch fails on a missing @key for StockLevel. Maybe that error comes from the feature work; let me switch back to main and compose there.',
      };
      const step = (thought, action, obs, err) => {
        r.tick(1500, 5000);
        kids.push(llm('model.query', { model: 'gpt-4o', history_len: kids.length + 3 }, `${thought}\n\`\`\`\n${action}\n\`\`\``, [], { metadata: { tokens_sent: r.int(8000, 15000), tokens_received: r.int(60, 140), api_calls: kids.length / 2 + 1 } }));
        r.tick(300, 4000);
        kids.push(tool('bash', { action }, obs, [], err ? { error: err, metadata: { exit_status: 1 } } : { metadata: { exit_status: 0 } }));
      };
      step('DISCUSSION\nFirst let me reproduce the failure on the current branch.', compose, obsMain(), 'exit 1');
      ['feat', 'main', 'feat', 'main'].forEach((b) => {
        const br = b === 'feat' ? 'feat/inventory-subgraph' : 'main';
        step(T[b], `git checkout ${br} && ${compose}`, `Switched to branch '${br}'\n${b === 'feat' ? "Your branch is ahead of 'origin/feat/inventory-subgraph' by 2 commits.\n" : "Your branch is up to date with 'origin/main'.\n"}${b === 'feat' ? obsFeat() : obsMain()}\n(Open file: /repo/supergraph.yaml)\n(Current directory: /repo)`, 'exit 1');
      });
      return agent('SWEAgent', { problem_statement: 'Supergraph composition broke after adding the inventory subgraph (issue #812).', repo: 'acme/shop-gateway', base_commit: r.sha() }, { exit_status: 'exit_cost', submission: null, model_stats: { instance_cost: 2.01, api_calls: 6 } }, kids, { metadata: { instance_id: 'acme__shop-gateway-812', config: 'default_from_url.yaml', env: 'docker://sweagent/swe-agent:latest' } });
    },
  },
  {
    n: '03', domain: 'forklift rental web catalogue', style: 'OpenAI Responses API (function_call items)',
    isolates: 'A browsing agent toggles the forklift catalogue filter between Electric and LPG three times; Electric always shows no 2.5 t unit with side shift at the depot and LPG always shows two units marked outdoor only.',
    goal: 'Find and reserve a 2.5 t forklift with side shift for indoor warehouse use next week from the rental site.',
    build(r) {
      const kids = [];
      const think = {
        Electric: 'The LPG units are outdoor only, which does not work indoors, so let me switch the fuel filter to Electric.',
        LPG: 'There is no electric 2.5 t unit with side shift, so let me switch the fuel filter to LPG.',
      };
      const page = {
        Electric: () => `<div class="results" data-qid="${r.hex(10)}"><p class="count">0 machines match your filters</p><p class="hint">Try removing "Side shift" or choose another depot.</p></div><!-- rendered by ${r.host('web')} in ${r.ms(40, 300)}ms -->`,
        LPG: () => `<div class="results" data-qid="${r.hex(10)}"><p class="count">2 machines match your filters</p><article data-sku="FLT-LPG-25-SS-07"><h3>Toyota 8FGF25 LPG 2.5t side shift</h3><span class="badge warn">Outdoor use only</span><span class="price">€312/week</span></article><article data-sku="FLT-LPG-25-SS-11"><h3>Linde H25T LPG 2.5t side shift</h3><span class="badge warn">Outdoor use only</span><span class="price">€298/week</span></article></div><!-- ${r.ms(40, 300)}ms -->`,
      };
      let prev = null;
      const turn = (text, name, args, out) => {
        r.tick(900, 2500);
        const cid = r.callId();
        kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: prev, input: [{ type: 'function_call_output', call_id: 'call_prev', output: '…' }] }, { id: (prev = r.respId()), object: 'response', status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }, { type: 'function_call', call_id: cid, name, arguments: JSON.stringify(args) }], usage: { input_tokens: r.int(2000, 6000), output_tokens: r.int(40, 90) } }, [], { metadata: { created_at: r.epoch() } }));
        r.tick(800, 2500);
        kids.push(tool(name, args, out));
      };
      turn('I will open the catalogue with the 2.5 t and side-shift filters.', 'browser_open', { url: 'https://rent.liftpoint.eu/catalogue?capacity=2500&attachments=side-shift&depot=north&from=next-monday' }, { status: 200, title: 'Forklifts for hire | LiftPoint', html: page.LPG() });
      ['Electric', 'LPG', 'Electric', 'LPG'].forEach((fuel) => {
        turn(think[fuel], 'browser_click', { selector: `input[name="fuel"][value="${fuel.toLowerCase()}"]` }, { status: 200, url: `https://rent.liftpoint.eu/catalogue?capacity=2500&attachments=side-shift&depot=north&fuel=${fuel.toLowerCase()}&_=${r.epochMs()}`, html: page[fuel]() });
      });
      return agent('browser-agent', { instructions: 'Reserve equipment on supplier sites. Indoor use requires electric or certified-indoor units.', task: 'Reserve a 2.5t forklift with side shift for indoor use, next week, LiftPoint depot North.' }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, kids, { metadata: { run: r.uuid() } });
    },
  },
  {
    n: '04', domain: 'cycling sportive route planning', style: 'Pydantic AI (Logfire spans)',
    isolates: 'A route agent swaps the 120 km sportive route between the valley and ridge variants twice; validation always reports a 48 km feed gap on the valley route and a missing road-closure permit on the ridge route.',
    goal: 'Pick a 120 km route variant for the Tour des Collines sportive that passes the feed-station and permit checks.',
    build(r) {
      const kids = [];
      const say = {
        ridge: 'The valley variant leaves a 48 km gap between feed stations, so I will switch to the ridge variant and validate it.',
        valley: 'The ridge variant needs a D918 closure permit we do not have, so I will switch back to the valley variant and validate it.',
      };
      const val = {
        valley: () => ({ route: 'long-valley', distance_km: 120.4, elevation_m: 1680, issues: [{ code: 'FEED_GAP', detail: 'gap of 48.0 km between km 71.2 and km 119.2 (max 40 km)' }], ok: false, gpx_sha1: r.sha(), checked_at: r.isoOff(1) }),
        ridge: () => ({ route: 'long-ridge', distance_km: 118.9, elevation_m: 2110, issues: [{ code: 'PERMIT_MISSING', detail: 'segment D918 km 54-61 requires prefectural closure order; none on file' }], ok: false, gpx_sha1: r.sha(), checked_at: r.isoOff(1) }),
      };
      const chat = (text, call, i) => llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', events: [{ 'event.name': 'gen_ai.user.message', content: 'Pick the 120 km route for Tour des Collines; feed stations max 40 km apart, all closures permitted.' }], message_count: 1 + i * 2 }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', content: text, tool_calls: [tc(r.callId(), call.name, call.args)] } }] }, [], { metadata: { 'logfire.msg': 'chat gpt-4o', 'gen_ai.usage.input_tokens': 1100 + i * 200, 'gen_ai.usage.output_tokens': r.int(50, 90) } });
      r.tick();
      kids.push(chat('Let me validate the currently selected valley variant first.', { name: 'validate_route', args: { route: 'long-valley' } }, 0));
      r.tick(400, 1200);
      kids.push(tool('running tool: validate_route', { 'gen_ai.tool.name': 'validate_route', tool_arguments: { route: 'long-valley' } }, { tool_response: val.valley() }, [], { metadata: { 'logfire.msg': 'running tool: validate_route' } }));
      ['ridge', 'valley', 'ridge', 'valley'].forEach((v, i) => {
        r.tick(800, 2000);
        kids.push(chat(say[v], { name: 'set_route', args: { event: 'tdc-2024', distance: '120', variant: 'long-' + v } }, i + 1));
        r.tick(200, 600);
        kids.push(tool('running tool: set_route', { 'gen_ai.tool.name': 'set_route', tool_arguments: { variant: 'long-' + v } }, { tool_response: `selected long-${v} (event tdc-2024, revision ${r.int(30, 60)})` }));
        r.tick(400, 1200);
        kids.push(tool('running tool: validate_route', { 'gen_ai.tool.name': 'validate_route', tool_arguments: { route: 'long-' + v } }, { tool_response: val[v]() }));
      });
      return agent('agent run', { 'agent_name': 'route_planner', prompt: 'Pick the 120 km route for Tour des Collines; feed stations max 40 km apart, all closures permitted.' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6', metadata: { 'logfire.msg': 'route_planner run', 'logfire.span_type': 'span', model_name: 'gpt-4o' } });
    },
  },
  {
    n: '05', domain: 'equine dentistry clinic reminders', style: 'Strands Agents (OpenTelemetry)',
    isolates: 'A scheduling agent flips the reminder timezone between Europe/Dublin and UTC twice; each preview under Dublin shows the calendar event an hour late and each preview under UTC schedules the SMS before the 08:00 quiet-hours floor.',
    goal: 'Fix the timezone setting so yard-visit reminders for the equine dentist show the right time and go out within allowed hours.',
    build(r) {
      const kids = [];
      const words = {
        UTC: 'With Europe/Dublin the calendar event shows 10:00 instead of 09:00, so I will set the timezone to UTC and preview again.',
        'Europe/Dublin': 'With UTC the reminder SMS would go out at 07:00, before quiet hours end, so I will set the timezone back to Europe/Dublin and preview again.',
      };
      const prev = {
        'Europe/Dublin': () => ({ appointment: 'YV-5521 (Hollybrook Stables, 3 horses)', calendar_event_local: '10:00', expected_local: '09:00', sms_send_at_local: '08:00', result: 'MISMATCH calendar_event_local', preview_id: r.ulid(), tz_db: '2024a' }),
        UTC: () => ({ appointment: 'YV-5521 (Hollybrook Stables, 3 horses)', calendar_event_local: '09:00', expected_local: '09:00', sms_send_at_local: '07:00', result: 'VIOLATION quiet_hours (send before 08:00)', preview_id: r.ulid(), tz_db: '2024a' }),
      };
      let cycle = 0;
      const cyc = (text, name, args, out) => {
        r.tick(900, 2500);
        const id = r.toolu();
        kids.push(chain(`Cycle ${r.uuid()}`, { 'event_loop.cycle': ++cycle }, null, [
          llm('Model invoke', { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.prompt': `[${cycle * 2} messages]` }, { 'gen_ai.completion': JSON.stringify([{ text }, { toolUse: { toolUseId: id, name, input: args } }]), 'gen_ai.usage.prompt_tokens': 1400 + cycle * 150, 'gen_ai.usage.completion_tokens': r.int(40, 100) }),
          tool(`Tool: ${name}`, { 'tool.name': name, 'tool.id': id, 'tool.parameters': JSON.stringify(args) }, { 'tool.result': JSON.stringify([{ text: typeof out === 'string' ? out : JSON.stringify(out) }]), 'tool.status': 'success' }),
        ]));
      };
      cyc('Let me preview the next reminder with the current setting.', 'preview_reminder', { appointment_id: 'YV-5521' }, prev['Europe/Dublin']());
      ['UTC', 'Europe/Dublin', 'UTC', 'Europe/Dublin'].forEach((tz) => {
        cyc(words[tz], 'set_clinic_timezone', { timezone: tz }, `clinic.settings.timezone = ${tz} (updated by agent at ${r.isoSec()}, etag ${r.etag(true)})`);
        r.tick(200, 700);
        kids.push(tool('Tool: preview_reminder', { 'tool.name': 'preview_reminder', 'tool.parameters': JSON.stringify({ appointment_id: 'YV-5521' }) }, { 'tool.result': JSON.stringify(prev[tz]()), 'tool.status': 'success' }));
      });
      return agent('Invoke Agent', { 'gen_ai.agent.name': 'clinic_scheduler', 'gen_ai.prompt': 'Reminders for yard visits are showing the wrong time. Fix the timezone so the calendar and SMS are both right.' }, { 'gen_ai.completion': null, stop_reason: 'max_cycles' }, kids, { metadata: { 'gen_ai.event.start_time': r.iso(), 'service.name': 'molar-equine-ops' } });
    },
  },
  {
    n: '06', domain: 'Redis session store read routing (devops)', style: 'MLflow Tracing',
    isolates: 'An SRE agent toggles replica reads for the session store on and off twice; with replica reads the stale-session rate is always 2.1 % and with primary-only reads p99 latency is always 48 ms against a 30 ms SLO.',
    goal: 'Choose the read routing for the Redis session cluster so both stale-session errors and p99 latency are within SLO.',
    build(r) {
      const kids = [];
      const say = {
        on: 'Primary-only reads push p99 to 48 ms, above the 30 ms SLO, so I will turn replica reads back on and measure again.',
        off: 'With replica reads the stale-session rate is 2.1 %, above the 0.5 % budget, so I will switch to primary-only reads and measure again.',
      };
      const metrics = {
        on: () => ({ window: '5m', p99_ms: 21, stale_session_rate: 0.021, budget: 0.005, sampled_from: [r.host('sess-redis-r1'), r.host('sess-redis-r2')], query_id: r.uuid() }),
        off: () => ({ window: '5m', p99_ms: 48, stale_session_rate: 0.0002, slo_p99_ms: 30, sampled_from: [r.host('sess-redis-p1')], query_id: r.uuid() }),
      };
      const chat = (text, name, args, i) => llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Sessions: pick replica or primary reads so stale rate < 0.5 % and p99 < 30 ms.' }], n_prior: i * 3 }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: [tc(r.callId(), name, args)] }, finish_reason: 'tool_calls' }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: 900 + i * 160, output_tokens: r.int(40, 80) } } });
      r.tick();
      kids.push(chat('Let me read the current metrics with replica reads enabled.', 'query_metrics', { service: 'session-store', window: '5m' }, 0));
      kids.push(tool('query_metrics', { service: 'session-store', window: '5m' }, metrics.on(), [], { metadata: { 'mlflow.spanType': 'TOOL' } }));
      ['off', 'on', 'off', 'on'].forEach((m, i) => {
        r.tick(1000, 3000);
        kids.push(chat(say[m], 'set_read_routing', { cluster: 'sess-redis', replica_reads: m === 'on' }, i + 1));
        r.tick(500, 1500);
        kids.push(tool('set_read_routing', { cluster: 'sess-redis', replica_reads: m === 'on' }, `configmap/session-store-redis configured\ndeployment.apps/session-api restarted (generation ${r.int(100, 200)}, ${r.int(6, 9)} pods rolled in ${r.int(40, 90)}s)`, [], { metadata: { 'mlflow.spanType': 'TOOL' } }));
        r.wait(300000);
        kids.push(tool('query_metrics', { service: 'session-store', window: '5m' }, metrics[m](), [], { metadata: { 'mlflow.spanType': 'TOOL' } }));
      });
      return agent('sre_agent', { question: 'Sessions: pick replica or primary reads so stale rate < 0.5 % and p99 < 30 ms.' }, { status: 'stopped', reason: 'max_iterations (10)' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + r.hex(32), 'mlflow.experimentId': String(r.int(100000000, 999999999)) } });
    },
  },
];
