import { agent, llm, tool, span, sys, user, asst, tcall } from './lib.mjs';
export const meta = { family: 'post_success_rechecks', loop: true, stagnation: true,
  isolates: 'The goal is met and confirmed by a tool, yet the agent keeps re-checking, re-submitting or re-announcing until a step limit.' };

// 01 hatters, Anthropic Messages API logs
function s01(N) {
  const goal = 'Place the felt order for 40 rabbit-fur fedora hoods (colour: tobacco, 58cm) with Feltworks Ltd.';
  const po = 'PO-' + N.int(10000, 99999);
  const kids = [
    llm('messages.create', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, messages: [user(goal)] }, { id: 'msg_' + N.b62(24), content: [{ type: 'tool_use', id: N.toolu(), name: 'submit_po', input: { supplier: 'Feltworks', sku: 'HOOD-RAB-TOB-58', qty: 40 } }], stop_reason: 'tool_use', usage: N.tokens() }),
    tool('submit_po', { supplier: 'Feltworks', sku: 'HOOD-RAB-TOB-58', qty: 40 }, { status: 'accepted', po, supplier_ref: 'FW' + N.hex(6).toUpperCase(), eta: '2026-01-19', received: N.httpDate() }),
  ];
  for (let i = 0; i < 4; i++) {
    N.tick(10);
    kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: ['...'] }, { id: 'msg_' + N.b62(24), content: [{ type: 'text', text: `The order ${po} has been placed. Let me verify it went through.` }, { type: 'tool_use', id: N.toolu(), name: 'get_po_status', input: { po } }], stop_reason: 'tool_use', usage: N.tokens() }));
    kids.push(tool('get_po_status', { po }, { po, status: 'accepted', qty: 40, checked_at: N.httpDate(), 'x-request-id': N.reqId() }));
  }
  return { goal, isolates: 'Anthropic Messages logs: the PO is accepted, then checked four more times with the same "accepted" status and the same announcement.',
    root: agent('hatter_assistant', { goal }, { stop_reason: 'max_turns' }, kids) };
}

// 02 Nginx rate limit, SWE-agent
function s02(N) {
  const goal = 'Issue #412: /api/search should be rate limited to 10 r/s per IP with burst 20. Implement in deploy/nginx/site.conf.';
  const kids = [
    llm('model_query', { history: [user(goal)] }, 'DISCUSSION\nAdd a limit_req_zone and apply it in the /api/search location.\n\n```\nedit 12:14\n    limit_req zone=search burst=20 nodelay;\nend_of_edit\n```', { step: 1 }),
    tool('edit', { start: 12, end: 14 }, '[File: deploy/nginx/site.conf (61 lines total)]\n(12 more lines above)\n13:    location /api/search {\n14:        limit_req zone=search burst=20 nodelay;\nFile updated.'),
    tool('nginx -t -c deploy/nginx/site.conf', {}, 'nginx: the configuration file deploy/nginx/site.conf syntax is ok\nnginx: configuration file deploy/nginx/site.conf test is successful'),
    tool('python tests/test_ratelimit.py', {}, `..\n----------------------------------------------------------------------\nRan 2 tests in ${(N.r() * 3).toFixed(3)}s\n\nOK`),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('model_query', { history: ['...'] }, 'DISCUSSION\nThe rate limit is configured and tests pass. Let me double-check the config once more before submitting.\n\n```\nnginx -t -c deploy/nginx/site.conf\n```', { step: 5 + i * 2 }));
    kids.push(tool('nginx -t -c deploy/nginx/site.conf', {}, 'nginx: the configuration file deploy/nginx/site.conf syntax is ok\nnginx: configuration file deploy/nginx/site.conf test is successful'));
  }
  return { goal, isolates: 'SWE-agent: the edit is made and nginx -t plus tests pass, then nginx -t is rerun four more times with the same output and no submit until the cost limit.',
    root: agent('swe-agent run', { problem_statement: goal, instance_id: 'infra__site-412' }, { exit_status: 'exit_cost', submission: null }, kids) };
}

// 03 poultry show, MLflow Tracing
function s03(N) {
  const goal = 'Publish the results of the Ashby poultry show (large fowl section) to the club website.';
  const url = 'https://ashbypoultry.org.uk/results/2025-large-fowl';
  const kids = [
    span('LLM', 'ChatOpenAI', { messages: [user(goal)] }, { tool_calls: [{ name: 'publish_page', args: { slug: '2025-large-fowl' } }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }),
    tool('publish_page', { slug: '2025-large-fowl', entries: 86 }, { status: 201, url, revision: N.int(2, 9) }, { 'mlflow.spanType': 'TOOL' }),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(span('llm', 'ChatOpenAI', { messages: ['...'] }, { content: 'The results page is published. I will confirm it is live.', tool_calls: [{ name: 'http_get', args: { url } }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
    kids.push(tool('http_get', { url }, `HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nETag: ${N.etag()}\nCF-Ray: ${N.hex(16)}-LHR\nAge: ${N.int(0, 200)}\n\n<h1>Large Fowl — Results 2025</h1><table><tr><td>Best in Show</td><td>Buff Orpington cock, exh. M. Tilley</td></tr>...`, { 'mlflow.spanType': 'TOOL' }));
  }
  kids.push(span('llm', 'ChatOpenAI', { messages: ['...'] }, { content: 'The results page is published and live.' }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  kids.push(tool('publish_page', { slug: '2025-large-fowl', entries: 86 }, { status: 200, url, revision: 'unchanged' }, { 'mlflow.spanType': 'TOOL' }));
  return { goal, isolates: 'MLflow trace: the page publishes (201) and then is fetched three times and republished, always unchanged, with the same confirmation text.',
    root: agent('AgentExecutor', { input: goal }, null, kids, { 'mlflow.traceRequestId': 'tr-' + N.hex(32) }) };
}

// 04 sign painting, W&B Weave calls
function s04(N) {
  const goal = 'Send the approved gilded fascia proof for "Harlow & Daughters Ironmongers" to the client and get sign-off.';
  const kids = [
    llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [user(goal)] }, { choices: [{ message: asst(null, [tcall(N, 'send_proof', { client: 'harlow', file: 'proof_v3.pdf' })]) }] }, { weave_call_id: N.uuid(), op: 'weave:///signs/op/openai.chat.completions.create:' + N.b62(10) }),
    tool('send_proof', { client: 'harlow', file: 'proof_v3.pdf' }, { sent: true, message_id: N.uuid() }),
    tool('check_signoff', { client: 'harlow' }, { signed_off: true, by: 'J. Harlow', at: N.isoOff('+00:00'), comment: 'Perfect, go ahead with 23ct.' }),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('openai.chat.completions.create', { messages: ['...'] }, { choices: [{ message: asst('Client sign-off received. Sending a confirmation to the client.', [tcall(N, 'send_email', { to: 'j.harlow@example.com', subject: 'Sign-off received', body: 'Thanks, your sign-off for the fascia proof is received — we\'ll start gilding.' })]) }] }, { weave_call_id: N.uuid() }));
    kids.push(tool('send_email', { to: 'j.harlow@example.com', subject: 'Sign-off received' }, { id: '<' + N.hex(20) + '@mg.signshop.co.uk>', message: 'Queued. Thank you.' }));
  }
  return { goal, isolates: 'Weave calls: sign-off is confirmed, then the same "sign-off received" email is sent three times until the run is cut off.',
    root: agent('sign_shop_agent.run', { goal }, null, kids, { wandb_project: 'signshop/agents' }) };
}

// 05 water polo league, Haystack
function s05(N) {
  const goal = 'Enter the final score Harbour Sharks 11 – 9 Riverside WPC into the league table and recompute standings.';
  const kids = [
    llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'record_result', arguments: { home: 'Harbour Sharks', away: 'Riverside WPC', score: '11-9' } } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }),
    tool('ToolInvoker', { tool_name: 'record_result' }, { tool_messages: [{ result: JSON.stringify({ ok: true, match_id: 'M' + N.int(100, 999), standings_recomputed: true, leader: 'Harbour Sharks (24 pts)', at: N.iso() }) }] }, { 'haystack.component.type': 'ToolInvoker' }),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('OpenAIChatGenerator', { messages: ['...'] }, { replies: [{ _role: 'assistant', _content: [{ text: 'The result is recorded and standings are updated. Let me fetch the table to make sure.' }, { tool_call: { tool_name: 'get_table', arguments: {} } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    kids.push(tool('ToolInvoker', { tool_name: 'get_table' }, { tool_messages: [{ result: `1. Harbour Sharks 24\n2. Riverside WPC 21\n3. Eastgate 18\n(generated ${N.syslog()}, cache ${N.hex(6)})` }] }, { 'haystack.component.type': 'ToolInvoker' }));
  }
  return { goal, isolates: 'Haystack agent pipeline: the result is recorded and standings recomputed, then the unchanged table is fetched four more times.',
    root: agent('haystack.agent.run', { messages: [goal] }, { error: 'exceeded max_agent_steps=10' }, kids, { 'haystack.pipeline.max_runs_per_component': 100 }) };
}

// 06 charcoal burners, AgentOps session
function s06(N) {
  const goal = 'Log the completed burn of kiln K3 (birch, 1.8 t wood) in the coppice charcoal register and notify the buyer that bags are ready.';
  const kids = [
    llm('LLMEvent', { prompt: goal, model: 'gpt-4o-mini' }, { completion: { role: 'assistant', tool_calls: [{ function: { name: 'log_burn', arguments: '{"kiln":"K3","wood_t":1.8}' } }] } }, { agentops_event: 'LLMEvent', init_timestamp: N.iso() }),
    tool('ToolEvent log_burn', { kiln: 'K3', wood_t: 1.8 }, { entry: 'BURN-' + N.int(300, 700), yield_kg: 342, ok: true }, { agentops_event: 'ToolEvent' }),
    tool('ToolEvent notify_buyer', { buyer: 'Greenfire BBQ', msg: 'Bags ready for collection: 342 kg lumpwood.' }, { delivered: true, wa_id: 'wamid.' + N.b62(30) }, { agentops_event: 'ToolEvent' }),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('LLMEvent', { prompt: '...' }, { completion: { role: 'assistant', content: 'Burn logged and buyer notified. Checking the register entry is present.', tool_calls: [{ function: { name: 'get_register', arguments: '{"kiln":"K3"}' } }] } }, { agentops_event: 'LLMEvent' }));
    kids.push(tool('ToolEvent get_register', { kiln: 'K3' }, { entries: [{ kiln: 'K3', yield_kg: 342, status: 'logged' }], fetched_at: N.epoch() }, { agentops_event: 'ToolEvent' }));
  }
  return { goal, isolates: 'AgentOps session: burn logged and buyer notified, then the same register entry is re-read four times until the session is ended.',
    root: agent('session', { tags: ['charcoal'], session_id: N.uuid() }, { end_state: 'Indeterminate', end_state_reason: 'step limit' }, kids) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
