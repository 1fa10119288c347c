import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Loop: flip between two states; each check after a switch returns what it returned last time in that state.
export default {
  family: 'two_state_flipflop',
  loop: true,
  stagnation: true,
  scenarios: [
    {
      id: '01', domain: 'cable tram depots', style: 'OpenInference / Arize Phoenix',
      isolates: 'A dispatch agent toggles the evening pull-out between the Hillside and Harbour depots; each validation returns the same conflict for each depot, and it cycles A, B, A, B, A.',
      goal: 'Assign the 18:40 cable tram pull-out (car 27) to a depot without breaking grip-man shift rules, then publish the roster.',
      build(n) {
        const kids = [];
        const res = {
          Hillside: { ok: false, violations: ['gripman R. Alvarez exceeds 10h spread (10h25m)'], grip_rope_tension_kN: 71.2 },
          Harbour: { ok: false, violations: ['car 27 brake test due 18:00, Harbour has no brake pit on evenings'], grip_rope_tension_kN: 69.8 },
        };
        const think = { Hillside: 'Harbour has the brake-pit problem, so I will move car 27 back to Hillside and validate.', Harbour: 'Hillside breaks the 10h spread for Alvarez, so I will move car 27 to Harbour and validate.' };
        const seq = ['Hillside', 'Harbour', 'Hillside', 'Harbour', 'Hillside'];
        seq.forEach((d, i) => {
          kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You dispatch cable trams.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': 'Assign the 18:40 pull-out of car 27.' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': i ? think[d] : 'Car 27 is stabled at Hillside; assign there first and validate.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'set_pullout_depot', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ car: 27, depot: d, time: '18:40' }) }, { metadata: oiLLM('gpt-4o', n, { 'session.id': 'disp-' + n.hex(6) }) }));
          kids.push(tool('set_pullout_depot', { 'tool.parameters': JSON.stringify({ car: 27, depot: d, time: '18:40' }) }, { 'output.value': JSON.stringify({ saved: true, revision: n.int(1000, 9999), by: 'agent', at: n.syslogTs() }) }, { metadata: oiTool('set_pullout_depot') }));
          kids.push(tool('validate_roster', { 'tool.parameters': '{"date":"today"}' }, { 'output.value': JSON.stringify({ ...res[d], checked_at: n.iso(), engine: n.host('roster-rules') }), 'output.mime_type': 'application/json' }, { metadata: oiTool('validate_roster') }));
        });
        return agent('AgentExecutor', { 'input.value': 'Assign the 18:40 cable tram pull-out (car 27) to a depot and publish the roster.' }, { 'output.value': 'Agent stopped due to max iterations.' }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'openinference.project.name': 'cabletram-dispatch' } });
      },
    },
    {
      id: '02', domain: 'weaving guilds', style: 'LlamaIndex (query engine with metadata filters, FunctionAgent)',
      isolates: 'A guild-records agent alternates the retriever filter between status=active and status=lapsed to find who owes loom rental, getting the same two result sets each time, for two full cycles.',
      goal: 'Find which guild members still owe loom rental for spring and draft the reminder list.',
      build(n) {
        const kids = [];
        const out = {
          active: [{ node_id: n.uuid(), text: 'Member 0141 Ingrid Holm, status active, loom 4-shaft rented Jan-Mar, paid Jan Feb', score: 0.82 }, { node_id: n.uuid(), text: 'Member 0207 Paulo Reis, status active, no loom rental', score: 0.74 }],
          lapsed: [{ node_id: n.uuid(), text: 'Member 0098 Edith Marr, status lapsed 2024-12, loom rigid heddle rented, deposit held', score: 0.79 }],
        };
        const t = { active: 'Lapsed members do not carry spring rentals, so the debtors must be active members. Filtering on status=active.', lapsed: 'Active members show partial payments only, the unpaid ones must be lapsed. Filtering on status=lapsed.' };
        ['active', 'lapsed', 'active', 'lapsed'].forEach((s, i) => {
          kids.push(llm('OpenAI.achat', { messages: [sys('You manage the weavers guild records.'), user('Who still owes loom rental for spring?')] }, { message: { role: 'assistant', content: t[s], additional_kwargs: { tool_calls: [tc(n.callId(), 'member_records', { query: 'loom rental unpaid spring', filters: [{ key: 'status', value: s, operator: '==' }] })] } }, raw: { id: n.reqId('chatcmpl-') } }, { metadata: { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o-mini' } }));
          kids.push(retriever('VectorIndexRetriever.aretrieve', { query_str: 'loom rental unpaid spring', filters: { filters: [{ key: 'status', value: s }], condition: 'and' } }, { nodes: out[s].map((x) => ({ ...x })), retrieved_in_ms: n.ms(30, 120), collection: 'guild_records_v3' }, { metadata: { similarity_top_k: 5 } }));
        });
        kids.push(llm('OpenAI.achat', { messages: [user('(retrieved)')] }, { message: { role: 'assistant', content: t.active } }, { metadata: { model: 'gpt-4o-mini' } }));
        return agent('FunctionAgent.run', { user_msg: 'Find which guild members still owe loom rental for spring and draft the reminder list.' }, null, kids, { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds', metadata: { workflow: 'AgentWorkflow', run_id: n.uuid() } });
      },
    },
    {
      id: '03', domain: 'wind tunnel test bookings', style: 'MLflow Tracing',
      isolates: 'An agent toggles the run sheet\'s airspeed unit between m/s and km/h; validation rejects each one with the same message it gave last time, through two full cycles.',
      goal: 'Submit the run sheet for the 1:20 bridge-deck model (test window Thursday) so the tunnel operator can approve it.',
      build(n) {
        const kids = [];
        const v = { 'm/s': { valid: false, error: 'speed_profile[3]=55 exceeds tunnel limit 50 m/s' }, 'km/h': { valid: false, error: 'unit km/h not accepted by control software TunnelCtl 4.2 (expects m/s)' } };
        const th = { 'm/s': 'The controller wants m/s. Converting the sheet back to m/s.', 'km/h': 'Step 3 looks too fast in m/s; the client sheet was probably in km/h. Switching the unit to km/h.' };
        ['m/s', 'km/h', 'm/s', 'km/h', 'm/s'].forEach((u, i) => {
          kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Submit the run sheet for the bridge-deck model.' }] }, { choices: [{ message: { content: i ? th[u] : 'Submitting the client run sheet as given (m/s).', tool_calls: [tc(n.callId(), 'update_run_sheet', { sheet: 'RS-' + 7731, unit: u, profile: [10, 20, 35, 55, 40] })] } }] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + n.hex(32), model: 'gpt-4.1' } }));
          kids.push(tool('update_run_sheet', { sheet: 'RS-7731', unit: u }, { revision: n.int(1, 500), saved: n.usDate() }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
          kids.push(tool('validate_run_sheet', { sheet: 'RS-7731' }, { ...v[u], validator: 'tunnelctl-lint ' + '4.2.' + n.int(0, 9), elapsed: n.dur(50, 400) }, { metadata: { 'mlflow.spanType': 'TOOL' }, error: 'ValidationFailed' }));
        });
        return agent('wind_tunnel_booking_agent', { request: 'Submit the run sheet for the 1:20 bridge-deck model.' }, null, kids, { error: 'MaxIterationsReached(15)', metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.experiment_id': String(n.int(100, 999)) } });
      },
    },
    {
      id: '04', domain: 'funeral home obituary publishing', style: 'W&B Weave calls (browser agent ops)',
      isolates: 'A browser agent looking for an obituary draft switches between the Drafts and Scheduled tabs of the CMS; each tab shows the same list each time and it cycles twice more.',
      goal: 'Find the obituary for Margaret Ellison in the funeral home CMS and schedule it for the Sunday paper edition.',
      build(n) {
        const kids = [];
        const tabs = { Drafts: '<table class="obits"><tr><td>Harold Pike</td><td>draft</td></tr><tr><td>Rosa Delgado</td><td>draft</td></tr></table><p class="count">2 drafts</p>', Scheduled: '<table class="obits"><tr><td>Walter Ng</td><td>Sat edition</td></tr></table><p class="count">1 scheduled</p>' };
        const th = { Drafts: 'Not in Scheduled. It is probably still a draft; opening the Drafts tab.', Scheduled: 'Not in Drafts. Maybe it was already scheduled; opening the Scheduled tab.' };
        ['Drafts', 'Scheduled', 'Drafts', 'Scheduled', 'Drafts'].forEach((tb, i) => {
          kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Find Margaret Ellison obituary and schedule it.' }] }, { choices: [{ message: { content: i ? th[tb] : 'Opening the Drafts tab of the obituary CMS.', tool_calls: [tc(n.callId(), 'click', { selector: `a[data-tab="${tb.toLowerCase()}"]` })] } }] }, { metadata: { weave_call_id: n.ulid(), op_name: 'weave:///funeral-ops/obits/op/openai.chat.completions.create:' + n.alnum(8) } }));
          kids.push(tool('browser.click', { selector: `a[data-tab="${tb.toLowerCase()}"]` }, { url: `https://cms.ellisonfh.example/obituaries?tab=${tb.toLowerCase()}&_=${n.epochMs()}`, html: tabs[tb], status: 200, x_cache: n.pick(['HIT', 'MISS']), load_ms: n.ms(200, 900) }, { metadata: { op_name: 'browser.click' } }));
        });
        return agent('ObituaryAgent.run', { task: 'Find the obituary for Margaret Ellison and schedule it for the Sunday edition.' }, { status: 'step_limit', steps: 10 }, kids, { metadata: { weave_project: 'funeral-ops/obits', trace_id: n.uuid() } });
      },
    },
    {
      id: '05', domain: 'Bazel remote cache misses in a monorepo (coding)', style: 'SWE-agent trajectory',
      isolates: 'SWE-agent checks out main and the feature branch in turn to compare cache-hit rates; each checkout gives exactly the same numbers as last time in that branch, two full cycles.',
      goal: 'Find why the remote cache hit rate dropped on branch feat/proto-split and fix it.',
      build(n) {
        const kids = [];
        const out = { main: 'INFO: 4812 processes: 4377 remote cache hit, 402 internal, 33 linux-sandbox.\nINFO: Build completed successfully, 4812 total actions', 'feat/proto-split': 'INFO: 4907 processes: 1210 remote cache hit, 402 internal, 3295 linux-sandbox.\nINFO: Build completed successfully, 4907 total actions' };
        const th = { main: 'DISCUSSION\nLet me go back to main and rebuild to compare the cache hits again.', 'feat/proto-split': 'DISCUSSION\nMain has a high hit rate. Let me switch to the feature branch and rebuild to compare.' };
        ['main', 'feat/proto-split', 'main', 'feat/proto-split'].forEach((b, i) => {
          const cmd = `git checkout ${b} && bazel build //... --remote_cache=grpcs://cache.build.internal:443 2>&1 | tail -2`;
          kids.push(llm('model.query', { history_tail: [{ role: 'user', content: i ? 'OBSERVATION (previous build)' : 'We see cache hit rate drop on feat/proto-split.' }] }, `${th[b]}\n\n\`\`\`\n${cmd}\n\`\`\``, { metadata: { model: 'gpt-4o-2024-08-06', cost: n.int(10, 60) / 1000 } }));
          kids.push(tool('bash', cmd, `Switched to branch '${b}'\nINFO: Invocation ID: ${n.uuid()}\nINFO: Analyzed 1822 targets (0 packages loaded, 0 targets configured).\nINFO: Elapsed time: ${n.int(60, 200)}.${n.digits(3)}s, Critical Path: ${n.int(30, 90)}.${n.digits(2)}s\n${out[b]}`, { metadata: { state: JSON.stringify({ open_file: 'n/a', working_dir: '/repo' }) } }));
        });
        kids.push(llm('model.query', { history_tail: [{ role: 'user', content: 'OBSERVATION' }] }, th.main + '\n\n```\ngit checkout main && bazel build //...\n```', {}));
        kids.push(span('info', 'exit_cost', null, { exit_status: 'exit_cost', submission: null, instance_cost: 3.01 }, [], {}));
        return agent('swe-agent', { problem_statement: 'Remote cache hit rate dropped on feat/proto-split. Find why and fix.', repo: 'corp/monorepo' }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { config: 'default_from_url.yaml', trajectory_format: '1.0' } });
      },
    },
    {
      id: '06', domain: 'silk farms (sericulture)', style: 'Pydantic AI (Logfire spans)',
      isolates: 'A rearing-house agent flips the humidity setpoint between 75% and 85%; after each switch the sensor check returns the same alarm it returned last time for that setpoint, three rounds.',
      goal: 'Clear the humidity alarm in rearing house B (fifth-instar silkworms) and log the final setpoint.',
      build(n) {
        const kids = [];
        const chk = { 75: { alarm: 'LEAF_WILT_RISK', rh_pct: 75.3, note: 'mulberry leaves drying on trays' }, 85: { alarm: 'MUSCARDINE_RISK', rh_pct: 84.9, note: 'RH above 80% with 26C favours Beauveria' } };
        const th = { 75: 'At 85% there is a muscardine fungus risk. Lowering the setpoint to 75%.', 85: 'At 75% the leaves wilt. Raising the setpoint to 85%.' };
        [85, 75, 85, 75, 85, 75].forEach((sp, i) => {
          kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': 'Clear the humidity alarm in house B.' }, { parts: [{ part_kind: 'text', content: th[sp] }, { part_kind: 'tool-call', tool_name: 'set_humidity', args: { house: 'B', rh_pct: sp } }] }, { metadata: { 'logfire.span_type': 'span', 'gen_ai.system': 'openai', 'logfire.msg': 'chat gpt-4o' } }));
          kids.push(tool('running tool: set_humidity', { house: 'B', rh_pct: sp }, 'ok: setpoint ' + sp + '% applied to humidifier HB-2 (fw 2.1.' + n.int(0, 9) + ') @ ' + n.offsetTs(8), { metadata: { 'logfire.msg_template': 'running tool: {name}' } }));
          kids.push(tool('running tool: read_sensors', { house: 'B' }, { ...chk[sp], temp_c: 26.1, read_at: n.epoch(600000), gateway: n.host('lora-gw') }, { metadata: { 'logfire.msg_template': 'running tool: {name}' } }));
        });
        return agent('agent run', { user_prompt: 'Clear the humidity alarm in rearing house B and log the final setpoint.' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 13', metadata: { 'logfire.span_type': 'span', agent_name: 'rearing_house_agent', model_name: 'gpt-4o' } });
      },
    },
  ],
};
