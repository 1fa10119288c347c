// Family 3: oscillation between two states A,B,A,B..., each check in a state returning what it returned before.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'flip-flop-two-states';
export const loop = true;
export const stagnation = true;

// ---- 01 model shipyard kit software, SWE-agent trajectory ----
function r01(R) {
  const goal = 'Fix the failing test test_planking_order in the hullkit repo (model ship kit instruction generator).';
  const kids = [];
  const step = (thought, action, obs, err) => {
    R.tick(2000, 9000);
    kids.push(llm('model_query', { history_len: kids.length + 3 }, { thought, action }, { metadata: { model: 'gpt-4-0613', tokens_sent: R.int(4000, 12000), tokens_received: R.int(40, 200), api_calls: kids.length + 1 } }));
    kids.push(tool(action.split(' ')[0], { action }, obs, err ? { error: err, metadata: { execution_time: R.float(0.4, 9, 3) } } : { metadata: { execution_time: R.float(0.1, 2, 3) } }));
  };
  const failMain = `FAILED tests/test_order.py::test_planking_order - AssertionError: assert ['garboard', 'sheer', 'broad'] == ['garboard', 'broad', 'sheer']\n1 failed, 41 passed in `;
  const failV2 = `ERROR tests/test_order.py - ImportError: cannot import name 'StrakeSeq' from 'hullkit.planking' (/repo/hullkit/planking.py)\n1 error in `;
  step('Let me see which branch has the newer planking code.', 'git branch -a', '* main\n  hull-v2\n  remotes/origin/HEAD -> origin/main');
  for (let c = 0; c < 3; c++) {
    step('The test fails on main. Maybe the fix is already on hull-v2; let me switch to hull-v2 and run the test there.', 'git checkout hull-v2 && pytest tests/test_order.py -q', `Switched to branch 'hull-v2'\n${failV2}${R.float(0.3, 0.9, 2)}s`, 'exit 2');
    step('On hull-v2 the test cannot even import StrakeSeq. The fix must be on main; let me switch back to main and run the test.', 'git checkout main && pytest tests/test_order.py -q', `Switched to branch 'main'\n${failMain}${R.float(1.1, 2.4, 2)}s`, 'exit 1');
  }
  return {
    isolates: 'A SWE-agent run flips between branches main and hull-v2 three full times, running the same test and getting the same failure on each branch, never editing code.',
    goal,
    root: agent('SWE-agent run', { problem_statement: goal, repo: 'hullkit', base_commit: R.sha() }, { info: { exit_status: 'exit_cost', submission: null, model_stats: { instance_cost: R.float(2, 4, 2), api_calls: 14 } } }, kids, { metadata: { instance_id: 'hullkit__hullkit-' + R.int(100, 999), trajectory_format: 'sweagent 0.7' } }),
  };
}

// ---- 02 kite makers fabric purchase, OpenAI Responses API ----
function r02(R) {
  const goal = 'Find 40 m of 0.66 oz ripstop nylon in fluorescent orange on the Sailmaker Supply site and add it to the cart for the kite workshop.';
  const kids = [];
  const resp = (text, call) => { R.tick(900, 3000); kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: R.respId(), input: [{ type: 'function_call_output', call_id: R.callId(), output: '...' }] }, { id: R.respId(), status: 'completed', output: [{ type: 'message', content: [{ type: 'output_text', text }] }, { type: 'function_call', name: call.name, arguments: JSON.stringify(call.args), call_id: R.callId() }], usage: R.usage(2000, 6000, 30, 80) })); };
  const inStock = `<ul class="results" data-total="3" data-render="${R.hex(8)}"><li data-sku="RS-066-YEL">Ripstop 0.66oz Yellow - 120 m</li><li data-sku="RS-066-RED">Ripstop 0.66oz Red - 64 m</li><li data-sku="RS-075-ORG">Ripstop 0.75oz Orange - 31 m</li></ul>`;
  const all = `<ul class="results" data-total="4" data-render="${R.hex(8)}"><li data-sku="RS-066-YEL">Ripstop 0.66oz Yellow - 120 m</li><li data-sku="RS-066-RED">Ripstop 0.66oz Red - 64 m</li><li data-sku="RS-066-FOR">Ripstop 0.66oz Fluoro Orange - backorder (ETA 3 wks)</li><li data-sku="RS-075-ORG">Ripstop 0.75oz Orange - 31 m</li></ul>`;
  kids.push(tool('browser_navigate', { url: 'https://sailmakersupply.example/fabrics/ripstop?weight=0.66' }, { status: 200, title: 'Ripstop Nylon | Sailmaker Supply', cf_ray: R.cfRay() }));
  for (let c = 0; c < 3; c++) {
    resp('Let me enable the "In stock only" filter to see what can ship now.', { name: 'browser_click', args: { selector: '#filter-instock' } });
    kids.push(tool('browser_click', { selector: '#filter-instock', checked: true }, { url: `https://sailmakersupply.example/fabrics/ripstop?weight=0.66&instock=1&_=${R.epochMs()}`, html: inStock }));
    resp('Fluorescent orange 0.66 oz is not in the in-stock list. Let me turn the filter off to see all colours.', { name: 'browser_click', args: { selector: '#filter-instock' } });
    kids.push(tool('browser_click', { selector: '#filter-instock', checked: false }, { url: `https://sailmakersupply.example/fabrics/ripstop?weight=0.66&_=${R.epochMs(R.tick(500, 2000))}`, html: all }));
  }
  return {
    isolates: 'A Responses API browsing agent toggles the "in stock" filter on and off three times; each state shows the same list (fluoro orange only on backorder) and it never decides.',
    goal,
    root: agent('kite-workshop-buyer', { input: goal, tools: ['browser_navigate', 'browser_click', 'add_to_cart'] }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, kids, { metadata: { api: 'openai.responses', store: true, truncation: 'auto' } }),
  };
}

// ---- 03 bobsleigh track operations, OpenInference / Phoenix ----
function r03(R) {
  const goal = 'Bring the ice surface temperature on curves 9-11 of the bobsleigh track within the -5.5 to -6.5 C band before the 07:00 training run.';
  const kids = [];
  const oi = (kind, extra) => ({ 'openinference.span.kind': kind, ...extra });
  const reading = (sp, vals) => ({ setpoint_c: sp, curves: { 9: vals[0], 10: vals[1], 11: vals[2] }, brine_flow_lpm: sp === -5 ? 412 : 468, sampled_at: R.iso(R.tick(600000, 900000)), plc: 'S7-1500@' + R.ip(), scan_cycle_ms: R.int(8, 14) });
  const say = (t) => { R.tick(400, 1500); kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You operate the track refrigeration plant.', 'llm.input_messages.1.message.content': goal }, { 'llm.output_messages.0.message.content': t }, { metadata: oi('LLM', { 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': R.int(1500, 4000), 'llm.token_count.completion': R.int(30, 90) }) })); };
  for (let c = 0; c < 2; c++) {
    say('Curves are too warm. Lowering the brine setpoint to -7 C should pull the ice into the band.');
    kids.push(tool('set_brine_setpoint', { 'tool.name': 'set_brine_setpoint', value_c: -7 }, { ack: true, seq: R.int(1000, 9999) }, { metadata: oi('TOOL', {}) }));
    kids.push(tool('read_ice_temps', { 'tool.name': 'read_ice_temps' }, reading(-7, [-7.4, -7.1, -7.6]), { metadata: oi('TOOL', {}) }));
    say('Now the ice is too cold (below -6.5). Raising the brine setpoint back to -5 C should bring it into the band.');
    kids.push(tool('set_brine_setpoint', { 'tool.name': 'set_brine_setpoint', value_c: -5 }, { ack: true, seq: R.int(1000, 9999) }, { metadata: oi('TOOL', {}) }));
    kids.push(tool('read_ice_temps', { 'tool.name': 'read_ice_temps' }, reading(-5, [-4.6, -4.9, -4.4]), { metadata: oi('TOOL', {}) }));
  }
  say('Curves are too warm. Lowering the brine setpoint to -7 C should pull the ice into the band.');
  return {
    isolates: 'The agent toggles the brine setpoint between -7 and -5 C twice; each setting yields the same too-cold or too-warm reading and it never tries an intermediate value.',
    goal,
    root: agent('track-ice-agent', { 'input.value': goal }, { 'output.value': 'Curves are too warm. Lowering the brine setpoint to -7 C.' }, kids, { metadata: oi('AGENT', { 'session.id': R.uuid(), 'phoenix.project': 'track-ops' }) }),
  };
}

// ---- 04 dumpling factory distribution, Mastra ----
function r04(R) {
  const goal = 'Plan tomorrow\'s frozen dumpling delivery to the 9 supermarkets in the east district so that all stops are reached before 10:00.';
  const kids = [];
  const routeA = { route_id: 'R-NORTHLOOP', stops: 9, eta_last: '10:42', km: 61.3, reefer_ok: true };
  const routeB = { route_id: 'R-RINGROAD', stops: 9, eta_last: '10:27', km: 74.8, reefer_ok: true };
  for (let c = 0; c < 3; c++) {
    for (const [r, why] of [[routeA, 'The ring road version arrives late. Let me try the north loop route, which is shorter.'], [routeB, 'North loop gets to the last stop at 10:42. Let me try the ring road route instead, which avoids the centre.']]) {
      R.tick(800, 3000);
      kids.push(llm('agent.generate', { messages: [{ role: 'user', content: goal }], step: kids.length }, { text: why, toolCalls: [{ toolName: 'evaluateRoute', args: { routeId: r.route_id, depart: '06:15' } }] }, { metadata: { 'mastra.agent': 'dispatchAgent', 'llm.model': 'openai/gpt-4o-mini', runId: R.uuid() } }));
      kids.push(tool('evaluateRoute', { routeId: r.route_id, depart: '06:15' }, { ...r, computed_by: R.host('osrm'), graph_version: '2025-' + R.int(10, 11) + '-' + R.int(10, 28), took: R.dur(40, 400) }, { metadata: { 'mastra.tool': 'evaluateRoute' } }));
    }
  }
  return {
    isolates: 'A Mastra dispatch agent evaluates the same two routes alternately three times, each returning the identical late ETA, and never considers splitting the run or an earlier departure.',
    goal,
    root: agent('dispatchAgent.generate', { prompt: goal }, { text: 'North loop gets to the last stop at 10:42. Let me try the ring road route instead.', finishReason: 'tool-calls', stepsExhausted: true }, kids, { metadata: { 'mastra.version': '0.10', maxSteps: 12, resourceId: 'dumpling-co', threadId: R.uuid() } }),
  };
}

// ---- 05 carbon offset verification, smolagents ----
function r05(R) {
  const goal = 'Confirm from the registry dashboard whether project VCS-2291 (mangrove restoration) has its 2024 vintage credits issued, and report the issued quantity.';
  const kids = [];
  const pageSummary = `Tab "Summary": Project VCS-2291 | Status: Registered | Vintages: 2021-2023 | Last updated ${R.dateOnly()}`;
  const pageIssuance = `Tab "Issuances": loading... (table rendered client-side; 0 rows visible) request ${R.reqId('rq-')}`;
  for (let c = 0; c < 3; c++) {
    R.tick(1000, 4000);
    kids.push(llm('LiteLLMModel.generate', { messages: `[${kids.length + 2} messages]` }, `Thought: The 2024 vintage is not on the Summary tab. I will open the Issuances tab.\nCode:\n\`\`\`py\nprint(open_tab("Issuances"))\n\`\`\`<end_code>`, { metadata: { model_id: 'anthropic/claude-3-7-sonnet', step_number: kids.length / 2 + 1 } }));
    kids.push(tool('open_tab', { name: 'Issuances' }, `Execution logs:\n${pageIssuance}\nOut: None`, { metadata: { duration: R.float(1, 4, 2) } }));
    kids.push(llm('LiteLLMModel.generate', { messages: `[${kids.length + 2} messages]` }, `Thought: The Issuances tab shows no rows. I will go back to the Summary tab to look for the 2024 vintage.\nCode:\n\`\`\`py\nprint(open_tab("Summary"))\n\`\`\`<end_code>`, { metadata: { model_id: 'anthropic/claude-3-7-sonnet' } }));
    kids.push(tool('open_tab', { name: 'Summary' }, `Execution logs:\n${pageSummary}\nOut: None`, { metadata: { duration: R.float(1, 4, 2) } }));
  }
  return {
    isolates: 'A smolagents CodeAgent alternates between the Summary and Issuances tabs three times; Summary never lists 2024 and Issuances always renders empty, and it never waits or uses the API.',
    goal,
    root: agent('CodeAgent.run', { task: goal }, null, kids, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 12, smolagents_version: '1.9.2' } }),
  };
}

// ---- 06 ice fishing hut rentals, Pydantic AI / Logfire ----
function r06(R) {
  const goal = 'The ice fishing hut booking site returns 502s since the DNS change. Point book.frozenlakehuts.example at whichever origin is healthy.';
  const kids = [];
  const origins = { 'origin-a.frozenlakehuts.example': { code: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>' }, 'origin-b.frozenlakehuts.example': { code: 526, body: 'error code: 526 (Invalid SSL certificate)' } };
  for (let c = 0; c < 2; c++) {
    for (const o of Object.keys(origins)) {
      R.tick(1000, 3000);
      const other = o.startsWith('origin-a') ? 'origin-b' : 'origin-a';
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', 'logfire.msg': 'chat gpt-4o' }, { parts: [{ part_kind: 'text', content: `The site is still failing through ${other}. Switching the CNAME to ${o} should fix it.` }, { part_kind: 'tool-call', tool_name: 'set_cname', args: { name: 'book', target: o } }] }, { metadata: { 'gen_ai.usage.input_tokens': R.int(800, 2000), 'gen_ai.usage.output_tokens': R.int(30, 70), 'logfire.span_type': 'span' } }));
      kids.push(tool('running tool: set_cname', { name: 'book', target: o, ttl: 60 }, { change_id: 'C' + R.alnum(13, true), status: 'INSYNC', submitted_at: R.iso() }));
      R.advance(65000);
      kids.push(tool('running tool: http_check', { url: 'https://book.frozenlakehuts.example/' }, `HTTP/2 ${origins[o].code}\ndate: ${R.httpDate()}\nserver: cloudflare\ncf-ray: ${R.cfRay()}\n\n${origins[o].body}`, { error: `status ${origins[o].code}` }));
    }
  }
  return {
    isolates: 'A Pydantic AI agent switches the CNAME between origin A (502) and origin B (526) twice, each check returning the same error for that origin, never fixing either origin.',
    goal,
    root: agent('agent run', { prompt: goal, agent_name: 'dns_fixer' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10', metadata: { 'logfire.span_type': 'span', 'pydantic_ai.version': '0.2', trace_id: R.traceId() } }),
  };
}

export const rows = [
  { domain: 'model shipyard kit software (coding)', style: 'SWE-agent', build: r01 },
  { domain: 'kite makers fabric buying (browser)', style: 'OpenAI Responses API', build: r02 },
  { domain: 'bobsleigh track operations', style: 'OpenInference / Arize Phoenix', build: r03 },
  { domain: 'dumpling factory deliveries', style: 'Mastra', build: r04 },
  { domain: 'carbon offset verification', style: 'smolagents', build: r05 },
  { domain: 'ice fishing hut rentals (devops/DNS)', style: 'Pydantic AI / Logfire', build: r06 },
];
