import { agent, llm, tool, failed, chain, span, sys, user, call, aText, aUse } from './lib.mjs';

export const family = 'two_state_flipflop';
export const loop = true;
export const summary = 'Agent alternates A, B, A, B (config value, branch, filter, tab, route); each check in a state returns what it returned last time in that state.';

export const rows = [
  {
    n: '01', domain: 'hydrofoil boat builders (foil rake simulation)', style: 'Pydantic AI (Logfire spans)', stagnation: true,
    isolates: 'Pydantic AI agent flips the front-foil rake between 2.0 and 2.5 degrees; the simulator returns the same take-off speed and pitch warning for each value every time, and the agent\'s reasoning repeats word for word.',
    goal: 'Choose a front-foil rake angle for hull HF-8 that gets take-off below 14 knots without a pitch-instability warning, and save it to the build sheet.',
    build(N) {
      const kids = [];
      const res = { '2.0': { takeoff_kn: 14.6, pitch_warning: false }, '2.5': { takeoff_kn: 13.2, pitch_warning: true } };
      const thinking = { '2.0': 'Take-off is too slow at 2.0°, so I will increase the rake to 2.5°.', '2.5': 'At 2.5° the pitch becomes unstable, so I will go back to 2.0°.' };
      const seq = ['2.0', '2.5', '2.0', '2.5', '2.0'];
      seq.forEach((v, i) => {
        kids.push(llm('chat claude-3-5-sonnet-latest', { 'gen_ai.request.model': 'claude-3-5-sonnet-latest', all_messages_events: [{ role: 'user', content: 'Choose a front-foil rake for HF-8 ...' }] },
          { parts: [{ part_kind: 'text', content: i === 0 ? 'I will start from the current default of 2.0°.' : thinking[seq[i - 1]] }, { part_kind: 'tool-call', tool_name: 'set_rake_and_simulate', args: { hull: 'HF-8', rake_deg: Number(v) }, tool_call_id: `toolu_${N.alnum(20)}` }] },
          { metadata: { 'logfire.span_type': 'span', 'logfire.msg': 'chat claude-3-5-sonnet-latest', 'gen_ai.usage.input_tokens': 1500 + i * 260 } }));
        kids.push(tool('running tool: set_rake_and_simulate', { hull: 'HF-8', rake_deg: Number(v) },
          `sim-foil 3.4.2 | job ${N.jobId('fs')} on ${N.host('cfd')}\nrake=${v}deg mass=212kg wind=0 sea=flat\ntakeoff_speed=${res[v].takeoff_kn} kn\npitch_stability=${res[v].pitch_warning ? 'WARN: porpoising onset at 17.8 kn' : 'OK'}\nwall=${N.dur()} cells=1.84M seed=${N.int(1000, 9999)}`,
          { metadata: { 'logfire.msg': 'running tool: set_rake_and_simulate', tool_call_id: `toolu_${N.alnum(20)}` } }));
      });
      return agent('agent run', { prompt: this.goal, model: 'anthropic:claude-3-5-sonnet-latest' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12', metadata: { 'logfire.span_type': 'span', 'agent_name': 'foil_tuner', trace_id: N.hex(32) } });
    },
  },
  {
    n: '02', domain: 'Prometheus alerting rules (for-duration tuning)', style: 'Claude Agent SDK transcript', stagnation: false,
    isolates: 'Claude Agent SDK session edits an alert rule\'s `for:` between 5m and 10m twice over; promtool test fails the same way for each value; each edit is justified with a different (but equally uninformed) argument.',
    goal: 'Make the DiskFillingUp alert pass the unit tests in tests/disk_alerts_test.yml without changing the tests.',
    build(N) {
      const kids = [];
      const out = {
        '5m': `Unit Testing:  tests/disk_alerts_test.yml\n  FAILED:\n    alertname: DiskFillingUp, time: 10m,\n        exp:[\n            0:\n              Labels:{alertname="DiskFillingUp", device="sda1", severity="warning"}\n            ],\n        got:[]\n`,
        '10m': `Unit Testing:  tests/disk_alerts_test.yml\n  FAILED:\n    alertname: DiskFillingUp, time: 10m,\n        exp:[\n            0:\n              Labels:{alertname="DiskFillingUp", device="sda1", severity="warning"}\n            ],\n        got:[]\n    alertname: DiskFillingUp, time: 15m,\n        exp:[...], got:[]\n`,
      };
      const why = [
        'The test expects the alert at 10m, so the for-duration is probably too long. Setting `for: 5m`.',
        'Still failing at 10m. Maybe the evaluation interval means 5m is shorter than one group cycle; switching to `for: 10m` to align with the test time.',
        'With 10m the 15m case also fails. Going back to `for: 5m` since that had fewer failures.',
        'Perhaps the 5m value needs the 10m window after all because of the rate() range; trying `for: 10m` again.',
      ];
      ['5m', '10m', '5m', '10m'].forEach((v, i) => {
        const id = `toolu_01${N.alnum(22)}`;
        kids.push(llm('assistant', { type: 'assistant', session_id: 'ses', parent_tool_use_id: null }, { type: 'assistant', message: { model: 'claude-sonnet-4-20250514', content: [aText(why[i]), aUse(id, 'Edit', { file_path: '/repo/rules/disk.yml', old_string: `for: ${v === '5m' ? '10m' : '5m'}`, new_string: `for: ${v}` })] } }, { metadata: { uuid: N.uuid() } }));
        kids.push(tool('Edit', { file_path: '/repo/rules/disk.yml', new_string: `for: ${v}` }, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id, content: `The file /repo/rules/disk.yml has been updated. Here's the result of running \`cat -n\` on a snippet:\n    14\t      expr: predict_linear(node_filesystem_avail_bytes{fstype!="tmpfs"}[1h], 4*3600) < 0\n    15\t      for: ${v}` }] } }));
        const id2 = `toolu_01${N.alnum(22)}`;
        kids.push(tool('Bash', { command: 'promtool test rules tests/disk_alerts_test.yml', description: 'Run alert unit tests' }, { tool_use_id: id2, stdout: out[v] + `\nSUCCESS: 0/1 test groups (took ${N.int(40, 190)}ms)`, stderr: '', exit_code: 1 }, { error: 'exit status 1' }));
      });
      return agent('claude-agent-sdk session', { prompt: this.goal, cwd: '/repo', permission_mode: 'acceptEdits' }, { type: 'result', subtype: 'error_max_turns', num_turns: 20, total_cost_usd: 0.4117, duration_ms: N.int(90000, 180000) }, kids, { metadata: { session_id: N.uuid(), model: 'claude-sonnet-4-20250514' } });
    },
  },
  {
    n: '03', domain: 'fjord cruise shore excursions (booking site browser agent)', style: 'OpenInference / Arize Phoenix', stagnation: true,
    isolates: 'Browser agent switches between the "Excursions" and "My bookings" tabs twice round; each tab shows the same content as last time and the agent\'s thought is repeated verbatim at every switch.',
    goal: 'On the Nordfjord Line passenger portal, add the Briksdal glacier excursion (Olden, 12 July) to booking NF-55120 for two adults.',
    build(N) {
      const kids = [];
      const page = {
        excursions: `<main id="excursions"><h1>Shore excursions — Olden</h1><div class="card" data-code="OLD-BRK">Briksdal Glacier by Troll Car <span class="price">NOK 1 290</span><button disabled title="Log in to a booking to add">Add</button></div><!-- build ${N.gitShort()} edge ${N.host('cdn')} --></main>`,
        bookings: `<main id="bookings"><h1>My bookings</h1><p>NF-55120 · 2 adults · Cabin 6241</p><p>No excursions added yet. <a href="/excursions">Browse excursions</a></p><meta name="csrf" content="${N.alnum(32)}"></main>`,
      };
      const thought = { excursions: 'The Add button is disabled here. I should check My bookings to make sure the booking is selected.', bookings: 'The booking is there but has no excursions. I should go to the Excursions tab to add Briksdal.' };
      ['excursions', 'bookings', 'excursions', 'bookings', 'excursions'].forEach((tab, i) => {
        kids.push(tool('browser_click', { 'openinference.span.kind': 'TOOL', 'tool.name': 'browser_click', 'tool.parameters': JSON.stringify({ selector: tab === 'excursions' ? 'nav a[href="/excursions"]' : 'nav a[href="/bookings"]' }) },
          { 'output.value': page[tab].replace(/build [0-9a-f]+ edge [^ ]+/, `build ${N.gitShort()} edge ${N.host('cdn')}`).replace(/content="[^"]+"/, `content="${N.alnum(32)}"`), 'output.mime_type': 'text/html' }, { metadata: { 'openinference.span.kind': 'TOOL', 'http.status': 200, 'x-amz-cf-id': N.alnum(40) } }));
        kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You control a browser. Respond with one action.', 'llm.input_messages.1.message.content': `[page: ${tab}]` },
          { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': thought[tab], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'browser_click' },
          { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 3100 + i * 400, 'llm.token_count.completion': 44 } }));
      });
      return agent('browser_agent', { 'openinference.span.kind': 'AGENT', 'input.value': this.goal }, null, kids, { error: 'step budget exhausted (10)', metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } });
    },
  },
  {
    n: '04', domain: 'carbon offset registry (retirement lookup by vintage)', style: 'Google ADK events', stagnation: true,
    isolates: 'Google ADK agent toggles the registry filter between vintage 2021 and vintage 2022 two full cycles; each filter returns the same set as before and the model restates the same plan each switch.',
    goal: 'Retire 500 tCO2e of Verified Carbon Units from project VCS-1742 (improved cookstoves) on behalf of client Tidewater Foods and return the retirement serials.',
    build(N) {
      const kids = [];
      const r = {
        2021: { total: 1, items: [{ serial: '8812-40001233-40001532-VCS-VCU-1742-VER-KE-3-1742-01012021-31122021-0', qty: 300, status: 'Active' }] },
        2022: { total: 1, items: [{ serial: '9901-51100001-51100350-VCS-VCU-1742-VER-KE-3-1742-01012022-31122022-0', qty: 350, status: 'Active' }] },
      };
      const say = { 2021: 'Vintage 2021 only has 300 units, not enough for 500. Let me look at vintage 2022.', 2022: 'Vintage 2022 only has 350 units, not enough for 500. Let me look at vintage 2021.' };
      [2021, 2022, 2021, 2022].forEach((v, i) => {
        kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: '...' }] }] } },
          { content: { role: 'model', parts: [{ text: i === 0 ? 'I will search the registry for VCS-1742 units of vintage 2021.' : say[[2021, 2022, 2021, 2022][i - 1]] }, { function_call: { id: `adk-${N.uuid()}`, name: 'search_units', args: { project: 'VCS-1742', vintage: v, status: 'Active' } } }] }, invocation_id: `e-${N.uuid()}`, author: 'offset_agent' },
          { metadata: { 'gcp.vertex.agent.event_id': N.uuid(), timestamp: N.tick(4).epoch() + N.r() } }));
        kids.push(tool('execute_tool search_units', { project: 'VCS-1742', vintage: v, status: 'Active' }, { ...r[v], query_id: N.hex(12), served_at: N.httpDate(), page_token: null }));
      });
      kids.push(llm('call_llm', { note: 'final turn' }, { content: { role: 'model', parts: [{ text: say[2022] }] } }));
      return agent('invocation', { new_message: this.goal, app_name: 'offset_desk', user_id: 'tidewater-foods' }, null, kids, { error: 'max_llm_calls (10) exceeded', metadata: { session_id: N.uuid() } });
    },
  },
  {
    n: '05', domain: 'road salt depot routing (winter gritting)', style: 'Mastra workflow/agent traces', stagnation: false,
    isolates: 'Mastra agent alternates the loading depot for gritter route R7 between Northgate and Kellham; each time the route check returns the same violation for that depot, with no model text beyond bare tool calls.',
    goal: 'Assign gritter route R7 a loading depot so that the round completes inside the 2.5 h pre-treatment window and publish it to the driver app.',
    build(N) {
      const kids = [];
      const chk = { Northgate: { duration_min: 171, window_min: 150, violation: 'WINDOW_EXCEEDED' }, Kellham: { duration_min: 139, stock_t: 4.2, need_t: 9.8, violation: 'INSUFFICIENT_STOCK' } };
      ['Northgate', 'Kellham', 'Northgate', 'Kellham', 'Northgate'].forEach((dep, i) => {
        kids.push(llm('llm.generate', { messages: [{ role: 'user', content: this.goal }], step: i }, { text: '', toolCalls: [{ toolName: 'setDepotAndCheck', args: { route: 'R7', depot: dep } }], finishReason: 'tool-calls' }, { metadata: { 'mastra.agent': 'gritting-planner', componentName: 'gritting-planner', model: 'openai/gpt-4o-mini', runId: N.uuid() } }));
        kids.push(tool(`tool.setDepotAndCheck`, { route: 'R7', depot: dep }, { ok: false, ...chk[dep], computed_at: N.tick(6).sqlTs(), osrm_instance: N.host('osrm'), graph_version: '2024-11-28' }, { error: `RouteCheckFailed: ${chk[dep].violation}` }));
      });
      return agent('agent.generate', { agentName: 'gritting-planner', input: this.goal }, { finishReason: 'max-steps' }, kids, { metadata: { 'mastra.version': '0.10.x', traceId: N.hex(32), maxSteps: 10 } });
    },
  },
  {
    n: '06', domain: 'Protobuf schema registry (breaking-change check across branches)', style: 'Strands Agents (OTel spans)', stagnation: true,
    isolates: 'Strands agent checks out main, then feature/order-v2, then main, then feature again; buf breaking gives the identical result on each branch each time and the model repeats the same two sentences.',
    goal: 'Find out why `buf breaking` fails on PR #2291 (orders.proto) and fix it so the schema registry accepts the new version.',
    build(N) {
      const kids = [];
      const out = {
        main: `$ buf breaking --against '.git#branch=main'\n(no output)\nexit 0  (${N.int(300, 900)}ms)`,
        'feature/order-v2': `$ buf breaking --against '.git#branch=main'\nproto/orders/v1/orders.proto:41:3:Field "7" with name "discount_cents" on message "Order" changed type from "int64" to "string".\nexit 100`,
      };
      const think = { main: 'On main there is no breaking change. I need to check the feature branch to see the breaking change.', 'feature/order-v2': 'The feature branch reports the breaking change. I need to check main to compare.' };
      ['main', 'feature/order-v2', 'main', 'feature/order-v2', 'main'].forEach((b, i) => {
        kids.push(llm('chat', { 'gen_ai.prompt': '[...]' }, { 'gen_ai.completion': [{ text: i === 0 ? 'Let me first look at main.' : think[i % 2 ? 'main' : 'feature/order-v2'] }, { toolUse: { toolUseId: `tooluse_${N.alnum(22)}`, name: 'shell', input: { command: `git checkout ${b} && buf breaking --against '.git#branch=main'` } } }] }, { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'event_loop.cycle_id': N.uuid() } }));
        kids.push(tool('execute_tool shell', { command: `git checkout ${b} && buf breaking --against '.git#branch=main'` }, { status: b === 'main' ? 'success' : 'error', content: [{ text: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.\n` + out[b].replace(/\(\d+ms\)/, `(${N.int(300, 900)}ms)`) }] }));
      });
      return agent('invoke_agent', { 'gen_ai.agent.name': 'Strands Agents', prompt: this.goal }, null, kids, { error: 'MaxTokensReachedException / event loop cycle limit', metadata: { 'gen_ai.agent.name': 'schema-fixer', 'service.name': 'strands-agents' } });
    },
  },
];
