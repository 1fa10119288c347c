// Family 5: the goal is met and confirmed by a tool result, but the agent keeps re-checking,
// re-submitting or re-announcing until a step limit.
import { sp, Conv, http } from './lib.mjs';

export const family = 'rechecking_after_success';
export const loop = true;
export const stagnation = true;
export const summary = 'Goal confirmed done by a tool, then 3+ further re-checks / re-submits / re-announcements that learn nothing, until a step limit';

// 01 revolving door servicing — Strands Agents (event loop cycles)
function s01(c) {
  const goal = 'Close work order WO-58213 for the quarterly service of the 4-wing revolving door at the Lindqvist Tower lobby once the technician\'s checklist is uploaded, and notify facilities.';
  const cv = new Conv(c, { style: 'anthropic', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', system: 'You are the service desk agent for an entrance systems maintenance company.', user: goal, llmName: 'Model invoke' });
  const cyc = [];
  let n = 0;
  const cycle = (kids) => cyc.push(sp('chain', `Cycle ${++n}`, null, null, kids, { 'event_loop.cycle_id': c.uuid(), 'strands.version': '1.0.1' }));
  cycle([cv.llm('Checking whether the checklist has been uploaded.', [{ name: 'get_work_order', args: { id: 'WO-58213' } }]), cv.tool('get_work_order', undefined, { id: 'WO-58213', status: 'IN_PROGRESS', checklist: { uploaded: true, items_ok: 23, items_total: 23, speed_sensor_recalibrated: true, file: 's3://svc-checklists/WO-58213/' + c.uuid() + '.pdf' }, updated: c.iso() }, { spanName: 'Tool: get_work_order' })]);
  cycle([cv.llm('All 23 items pass. Closing the work order.', [{ name: 'close_work_order', args: { id: 'WO-58213', resolution: 'Quarterly PM complete, 23/23 checks passed' } }]), cv.tool('close_work_order', undefined, { id: 'WO-58213', status: 'CLOSED', closed_at: c.iso(), closed_by: 'svc-agent', invoice_draft: 'INV-' + c.int(30000, 39999) }, { spanName: 'Tool: close_work_order' })]);
  cycle([cv.llm('Work order WO-58213 is closed. Notifying facilities.', [{ name: 'notify_facilities', args: { site: 'Lindqvist Tower', text: 'Work order WO-58213 (revolving door quarterly service) is closed; all 23 checks passed.' } }]), cv.tool('notify_facilities', undefined, { sent: true, message_id: '<' + c.hex(16) + '@mail.svc.example>' }, { spanName: 'Tool: notify_facilities' })]);
  const ann = 'Work order WO-58213 is closed and facilities have been notified. Let me verify the status once more.';
  for (let i = 0; i < 4; i++) {
    cycle([
      cv.llm(i === 2 ? 'Work order WO-58213 is closed and facilities has been notified. Let me verify the status once more.' : ann, [{ name: 'get_work_order', args: { id: 'WO-58213' } }]),
      cv.tool('get_work_order', undefined, { id: 'WO-58213', status: 'CLOSED', closed_at: '(unchanged)', etag: c.etag(true), fetched_from: c.host('wo-api'), updated: c.iso() }, { spanName: 'Tool: get_work_order' }),
    ]);
  }
  return {
    isolates: 'WO-58213 is confirmed CLOSED and facilities notified in cycle 3; the next four cycles re-read the same closed work order with the same "closed and notified, verify once more" text.',
    goal,
    root: sp('agent', 'invoke_agent Strands Agents', { prompt: goal }, null, cyc, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'service_desk', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, 'MaxTokensReachedException / cycle limit 7'),
  };
}

// 02 cardamom auction — Letta (MemGPT) agent steps with send_message
function s02(c) {
  const goal = 'Bid on lot 117 (large green cardamom, 8 mm bold, 1,420 kg) in today\'s e-auction up to ₹2,650/kg and tell the buyer when we have it.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-mini', system: 'You are a Letta agent for a spice trading house. Use send_message to talk to the user.', user: goal, llmName: 'LLM step' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'auction_place_bid', args: { auction: 'SPC-' + c.ymd().replace(/-/g, ''), lot: 117, max_price_inr: 2650, request_heartbeat: true } }]));
  k.push(cv.tool('auction_place_bid', undefined, { bid_id: c.uuid(), lot: 117, proxy_max: 2650, status: 'LEADING', current_price: 2488 }));
  k.push(cv.llm(null, [{ name: 'auction_lot_status', args: { lot: 117, request_heartbeat: true } }]));
  k.push(cv.tool('auction_lot_status', undefined, { lot: 117, status: 'SOLD', winner: 'our account (TRD-0442)', hammer_price_inr: 2534, qty_kg: 1420, closed_at: c.isoOff(5.5) }));
  const msg = 'Good news: we won lot 117 (1,420 kg bold green cardamom) at ₹2,534/kg, within your ₹2,650 limit.';
  k.push(cv.llm(null, [{ name: 'send_message', args: { message: msg } }]));
  k.push(cv.tool('send_message', undefined, { status: 'OK', message: 'None', time: c.logStamp() + ' PM IST+0530' }));
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(null, [{ name: 'auction_lot_status', args: { lot: 117, request_heartbeat: true } }], { reasoning: 'I should double-check lot 117 is still ours before confirming to the buyer.' }));
    k.push(cv.tool('auction_lot_status', undefined, { lot: 117, status: 'SOLD', winner: 'our account (TRD-0442)', hammer_price_inr: 2534, qty_kg: 1420, closed_at: c.isoOff(5.5), polled_at: c.isoSec() }));
    const m = i === 1 ? msg.replace('Good news: we', 'Good news — we') : msg;
    k.push(cv.llm(null, [{ name: 'send_message', args: { message: m } }], { reasoning: 'Lot 117 is ours at ₹2,534/kg. I will confirm this to the buyer.' }));
    k.push(cv.tool('send_message', undefined, { status: 'OK', message: 'None', time: c.logStamp() + ' PM IST+0530' }));
  }
  return {
    isolates: 'The lot is confirmed SOLD to us and the buyer told; the agent then re-polls the closed lot and re-sends the same "we won lot 117" message three more times with the same inner monologue.',
    goal,
    root: sp('agent', 'letta.agent.step', { agent_id: 'agent-' + c.uuid(), messages: [{ role: 'user', content: goal }] }, { stop_reason: 'max_steps', usage: { step_count: 10 } }, k, { 'letta.version': '0.6.48', memory_blocks: ['persona', 'human', 'trading_limits'] }),
  };
}

// 03 Redis eviction policy change — Inspect AI eval log sample (messages + events)
function s03(c) {
  const goal = 'On the staging Redis used by the session service, change maxmemory-policy from noeviction to allkeys-lru, persist it to redis.conf, and confirm.';
  const cv = new Conv(c, { style: 'openai', model: 'openai/gpt-4o', system: 'You are a helpful assistant attempting to submit the correct answer. You have several functions available to help with finding the answer.', user: goal, llmName: 'model' });
  const k = [];
  const bash = (cmd, out) => cv.tool('bash', { cmd }, out, { spanName: 'tool_event bash', meta: { event: 'tool', working_start: Number((c.r() * 100).toFixed(3)) } });
  k.push(cv.llm(null, [{ name: 'bash', args: { cmd: 'redis-cli -h redis-staging CONFIG SET maxmemory-policy allkeys-lru && redis-cli -h redis-staging CONFIG REWRITE' } }]));
  k.push(bash('redis-cli -h redis-staging CONFIG SET maxmemory-policy allkeys-lru && redis-cli -h redis-staging CONFIG REWRITE', 'OK\nOK\n'));
  k.push(cv.llm(null, [{ name: 'bash', args: { cmd: 'redis-cli -h redis-staging CONFIG GET maxmemory-policy; grep -n maxmemory-policy /etc/redis/redis.conf' } }]));
  k.push(bash('redis-cli -h redis-staging CONFIG GET maxmemory-policy; grep -n maxmemory-policy /etc/redis/redis.conf', '1) "maxmemory-policy"\n2) "allkeys-lru"\n1187:maxmemory-policy allkeys-lru\n'));
  const say = 'The policy is now allkeys-lru and it is persisted in redis.conf. Let me confirm once more.';
  for (let i = 0; i < 4; i++) {
    k.push(cv.llm(i === 3 ? 'The policy is now allkeys-lru and is persisted in redis.conf. Let me confirm once more.' : say, [{ name: 'bash', args: { cmd: 'redis-cli -h redis-staging CONFIG GET maxmemory-policy' } }]));
    k.push(bash('redis-cli -h redis-staging CONFIG GET maxmemory-policy', `1) "maxmemory-policy"\n2) "allkeys-lru"\n`));
  }
  return {
    isolates: 'The policy change is applied and verified in the config file on the second check; the agent then runs the same CONFIG GET four more times, each time saying the same thing, without calling submit.',
    goal,
    root: sp('agent', 'sample 1 epoch 1', { input: goal, target: 'allkeys-lru persisted' }, { completed: false, limit: { type: 'message', limit: 16 }, scores: { includes: { value: 'I' } } }, k, { eval: { task: 'ops_config_changes', task_version: 2, model: 'openai/gpt-4o', created: c.isoOff(0) }, sandbox: 'docker', inspect_ai: '0.3.93', sample_uuid: c.b62(22) }),
  };
}

// 04 lactation consultant booking — Bedrock Agents trace
function s04(c) {
  const goal = 'Book a home visit with an IBCLC lactation consultant for Mrs. Adeyemi (discharged yesterday, postcode area N16) within 48 hours and send her an SMS confirmation.';
  const k = [];
  const orch = (rationale, group, fn, params, obs, err) => {
    c.tick(1500, 7000);
    const tid = c.uuid() + '-' + c.int(0, 9);
    const llm = sp('llm', 'orchestrationTrace.modelInvocationOutput', { traceId: tid, type: 'ORCHESTRATION', foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }, { rationale: { text: rationale, traceId: tid }, rawResponse: { content: `<thinking>${rationale}</thinking><function_calls><invoke><tool_name>${group}::${fn}</tool_name></invoke></function_calls>` }, metadata: { usage: { inputTokens: c.tokens(1500, 5000), outputTokens: c.int(60, 180) } } }, [], {});
    const tool = sp('tool', `${group}::${fn}`, { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: group, function: fn, parameters: params } }, { actionGroupInvocationOutput: { text: JSON.stringify(obs) }, traceId: tid }, [], { lambda: `arn:aws:lambda:eu-west-2:${c.int(10 ** 11, 10 ** 12 - 1)}:function:${group}`, requestId: c.uuid() }, err);
    k.push(llm, tool);
  };
  orch('I need available IBCLC consultants covering N16 within 48 hours.', 'scheduling', 'find_slots', [{ name: 'postcode', type: 'string', value: 'N16' }, { name: 'within_hours', type: 'integer', value: '48' }], { slots: [{ consultant: 'Grace Mensah IBCLC', start: c.isoOff(0).replace(/T\d\d/, 'T10'), slot_id: 'SL-' + c.alnum(6) }] });
  orch('Booking the first slot with Grace Mensah.', 'scheduling', 'book_slot', [{ name: 'patient_id', type: 'string', value: 'PT-' + 77102 }], { booking_ref: 'HV-' + 48817, status: 'CONFIRMED', consultant: 'Grace Mensah IBCLC' });
  orch('The visit is booked. Sending the SMS confirmation to the patient.', 'messaging', 'send_sms', [{ name: 'to', type: 'string', value: '+44 7700 900•••' }, { name: 'template', type: 'string', value: 'home_visit_confirm' }], { provider_id: 'SM' + c.hex(32), status: 'delivered', segments: 1 });
  const r = 'The home visit HV-48817 is confirmed and the SMS was delivered. I will check the booking again to make sure it is confirmed.';
  for (let i = 0; i < 3; i++) {
    orch(i === 1 ? 'The home visit HV-48817 is confirmed and the SMS has been delivered. I will check the booking again to make sure it is confirmed.' : r, 'scheduling', 'get_booking', [{ name: 'booking_ref', type: 'string', value: 'HV-48817' }], { booking_ref: 'HV-48817', status: 'CONFIRMED', consultant: 'Grace Mensah IBCLC', last_checked: c.isoSec(), replica: c.pick(['ddb-eu-west-2a', 'ddb-eu-west-2b', 'ddb-eu-west-2c']) });
  }
  return {
    isolates: 'Booking HV-48817 is confirmed and the SMS delivered; the agent then calls get_booking three more times with the same rationale and gets CONFIRMED each time.',
    goal,
    root: sp('agent', 'InvokeAgent', { agentId: c.alnum(10), agentAliasId: 'TSTALIASID', sessionId: c.uuid(), inputText: goal, enableTrace: true }, null, k, { 'aws.bedrock.agent': 'postnatal-scheduler', region: 'eu-west-2' }, 'Orchestration exceeded maximum iterations'),
  };
}

// 05 ultimate frisbee league — Haystack Agent with pipeline component spans
function s05(c) {
  const goal = 'Publish the spring mixed-division fixtures for the ultimate frisbee league (18 teams, 9 rounds) to the league website and confirm the page shows them.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-mini', system: 'You are the league admin assistant.', user: goal, llmName: 'haystack.component.run OpenAIChatGenerator' });
  const k = [];
  const inv = (name, args, out, err) => cv.tool(name, args, out, { spanName: `haystack.component.run ToolInvoker`, meta: { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: name }, ...(err ? { error: err } : {}) });
  k.push(cv.llm(null, [{ name: 'cms_publish_fixtures', args: { division: 'mixed', season: 'spring', csv: 'fixtures_mixed_spring_v3.csv' } }]));
  k.push(inv('cms_publish_fixtures', undefined, { page: '/leagues/mixed/spring/fixtures', revision: c.int(40, 90), published: true, games: 81, cache_purged: true }));
  k.push(cv.llm(null, [{ name: 'fetch_page', args: { url: 'https://league.example.org/leagues/mixed/spring/fixtures' } }]));
  const page = () => http(c, 200, `<section class="fixtures" data-rev="${c.int(40, 90)}"><h1>Mixed — Spring fixtures</h1><p>81 games · 9 rounds</p><table><tr><td>R1</td><td>Huck Finns vs Disc Jockeys</td><td>Field 2, 10:00</td></tr>…</table></section>`, { age: String(c.int(0, 300)), 'x-cache': c.pick(['HIT', 'MISS']), 'x-served-by': 'cache-' + c.pick(['lhr', 'man', 'dub']) + c.int(7000, 8999) + '-LHR', etag: c.etag() });
  k.push(inv('fetch_page', undefined, page()));
  const say = 'The fixtures are live on the league site: 81 games over 9 rounds. I will fetch the page again to confirm.';
  for (let i = 0; i < 4; i++) {
    k.push(cv.llm(i === 2 ? 'The fixtures are live on the league site (81 games over 9 rounds). I will fetch the page again to confirm.' : say, [{ name: 'fetch_page', args: { url: 'https://league.example.org/leagues/mixed/spring/fixtures' } }]));
    k.push(inv('fetch_page', undefined, page()));
  }
  return {
    isolates: 'The fixtures page is published and a fetch shows all 81 games; the agent fetches the same page four more times, each time announcing that the fixtures are live.',
    goal,
    root: sp('agent', 'haystack.agent.run', { messages: [{ role: 'user', content: goal }] }, null, k, { 'haystack.version': '2.12.1', max_agent_steps: 12, exit_conditions: ['text'] }, 'Agent reached maximum agent steps of 12, stopping.'),
  };
}

// 06 enamel pin manufacturing — W&B Weave calls
function s06(c) {
  const goal = 'Approve the digital proof for order #EP-20931 (500 hard-enamel pins, 32 mm, gold plating, 5 Pantone fills) with the factory so production can start, and tell the client.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o', system: 'You manage custom pin orders between clients and the factory.', user: goal, llmName: 'openai.chat.completions.create' });
  const k = [];
  const op = (name, out, err) => cv.tool(name, undefined, out, { spanName: `weave:///pinworks/orders/op/${name}:${c.b62(12)}`, meta: { weave_call_id: c.uuid(), trace_id: c.uuid() }, ...(err ? { error: err } : {}) });
  k.push(cv.llm(null, [{ name: 'get_proof', args: { order: 'EP-20931' } }]));
  k.push(op('get_proof', { order: 'EP-20931', proof_version: 3, client_signed: true, signed_at: c.iso(), pantones: ['186 C', '7406 C', 'Black 6 C', 'Cool Gray 1 C', '2945 C'] }));
  k.push(cv.llm(null, [{ name: 'approve_proof', args: { order: 'EP-20931', proof_version: 3 } }]));
  k.push(op('approve_proof', { order: 'EP-20931', factory_status: 'APPROVED_FOR_PRODUCTION', mould_job: 'MJ-' + c.int(7000, 7999), est_ship: c.ymd(18) }));
  k.push(cv.llm('Proof v3 is approved for production (ships around ' + c.ymd(18) + '). Letting the client know.', [{ name: 'email_client', args: { order: 'EP-20931', template: 'proof_approved' } }]));
  k.push(op('email_client', { queued: true, id: c.ulid() }));
  const t = 'Proof v3 for EP-20931 is approved for production. Re-submitting the approval to make sure the factory has it.';
  for (let i = 0; i < 3; i++) {
    k.push(cv.llm(i === 1 ? 'Proof v3 for EP-20931 is approved for production; re-submitting the approval to make sure the factory has it.' : t, [{ name: 'approve_proof', args: { order: 'EP-20931', proof_version: 3 } }]));
    k.push(op('approve_proof', { order: 'EP-20931', factory_status: 'APPROVED_FOR_PRODUCTION', note: 'already approved; no change', idempotency_key: c.hex(20), at: c.euDate() }));
  }
  return {
    isolates: 'The factory confirms APPROVED_FOR_PRODUCTION and the client is emailed; the agent then re-submits the same approval three times, each answered "already approved; no change".',
    goal,
    root: sp('agent', 'weave:///pinworks/orders/op/handle_order', { order: 'EP-20931', goal }, null, k, { weave_project: 'pinworks/orders', weave_version: '0.51.45', call_id: c.uuid() }, 'max tool rounds (12) reached'),
  };
}

export const scenarios = [
  { domain: 'revolving door maintenance work orders', style: 'Strands Agents', build: s01 },
  { domain: 'cardamom e-auction bidding', style: 'Letta', build: s02 },
  { domain: 'Redis eviction policy (staging sessions)', style: 'Inspect AI eval log', build: s03 },
  { domain: 'lactation consultant home visits', style: 'Bedrock Agents trace', build: s04 },
  { domain: 'ultimate frisbee league fixtures', style: 'Haystack Agent', build: s05 },
  { domain: 'enamel pin manufacturing proofs', style: 'W&B Weave calls', build: s06 },
];
