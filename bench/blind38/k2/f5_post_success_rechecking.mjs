import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Loop: the goal is met and confirmed, but the agent keeps re-checking / re-announcing until a step limit.
export default {
  family: 'post_success_rechecking',
  loop: true,
  stagnation: true,
  scenarios: [
    {
      id: '01', domain: 'forklift rental', style: 'Anthropic Messages API logs (request/response pairs)',
      isolates: 'The rental is confirmed by the booking API on the first try, but the agent re-fetches the same reservation four more times and restates the same confirmation each time until max_steps.',
      goal: 'Reserve a 2.5 t LPG forklift for the Dock 4 site from Monday to Wednesday and confirm to the customer.',
      build(n) {
        const kids = [];
        const conf = 'Your 2.5 t LPG forklift is booked for Dock 4, Monday to Wednesday (reservation FR-58213). Delivery Monday 07:00.';
        const id1 = n.toolu();
        kids.push(llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, messages: [user('Reserve a 2.5t LPG forklift for Dock 4 Mon-Wed and confirm.')] }, { id: 'msg_01' + n.alnum(22), content: [aText('Checking the fleet and reserving.'), aUse(id1, 'create_reservation', { class: 'LPG-2.5T', site: 'DOCK4', from: '2025-05-12', to: '2025-05-14' })], stop_reason: 'tool_use', usage: { input_tokens: n.int(800, 1200), output_tokens: 74 } }, { metadata: { 'request-id': n.reqId('req_01'), 'anthropic-ratelimit-requests-remaining': String(n.int(40, 49)) } }));
        kids.push(tool('create_reservation', { class: 'LPG-2.5T', site: 'DOCK4', from: '2025-05-12', to: '2025-05-14' }, { reservation: 'FR-58213', unit: 'TOY-8FGU25-' + n.int(100, 999), status: 'CONFIRMED', delivery: '2025-05-12T07:00:00+02:00', created: n.iso() }, { metadata: { tool_use_id: id1 } }));
        for (let i = 0; i < 4; i++) {
          const id = n.toolu();
          kids.push(llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: [aRes('x', '{"status":"CONFIRMED"}')] }] }, { id: 'msg_01' + n.alnum(22), content: [aText(conf + ' Let me double-check the reservation status.'), aUse(id, 'get_reservation', { reservation: 'FR-58213' })], stop_reason: 'tool_use' }, { metadata: { 'request-id': n.reqId('req_01'), 'anthropic-ratelimit-tokens-remaining': String(n.int(30000, 80000)) } }));
          kids.push(tool('get_reservation', { reservation: 'FR-58213' }, { reservation: 'FR-58213', status: 'CONFIRMED', unit: 'TOY-8FGU25-412', delivery: '2025-05-12T07:00:00+02:00', fetched_at: n.iso(), served_by: n.host('rental-api') }, { metadata: { tool_use_id: id } }));
        }
        kids.push(llm('POST /v1/messages', { messages: [] }, { content: [aText(conf)], stop_reason: 'max_tokens' }, { metadata: { 'request-id': n.reqId('req_01') } }));
        return agent('rental-desk-agent', { task: 'Reserve a 2.5 t LPG forklift for Dock 4 Mon-Wed and confirm.' }, { stopped: 'max_steps=12' }, kids, { metadata: { logger: 'anthropic-http-log', env: 'prod' } });
      },
    },
    {
      id: '02', domain: 'food hall vendor rent invoicing', style: 'OpenAI Responses API (response objects with function_call items)',
      isolates: 'After the rent invoice is sent and the API returns status "sent" with a delivery receipt, the agent keeps re-querying invoice status and re-announcing success four more times.',
      goal: 'Issue the May stall rent invoice (GBP 1,850 + service charge) to the dumpling vendor at stall 14 and confirm it was delivered.',
      build(n) {
        const kids = [];
        const say = 'The May rent invoice INV-2025-0514 for stall 14 has been issued and delivered to the vendor.';
        kids.push(tool('create_invoice', { stall: 14, period: '2025-05', lines: [{ desc: 'Stall rent', amount: 1850 }, { desc: 'Service charge', amount: 212.5 }] }, { id: 'INV-2025-0514', total_gbp: 2062.5, status: 'draft' }, {}));
        kids.push(tool('send_invoice', { id: 'INV-2025-0514' }, { id: 'INV-2025-0514', status: 'sent', delivery: { channel: 'email', to: 'accounts@dumplingbros.co.uk', smtp_id: `<${n.hex(16)}@mail.foodhall.co.uk>`, opened: false }, sent_at: n.iso() }, {}));
        for (let i = 0; i < 4; i++) {
          const cid = n.callId();
          kids.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: n.reqId('resp_'), input: [{ type: 'function_call_output', call_id: 'prev', output: '{"status":"sent"}' }] }, { id: n.reqId('resp_'), status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: say + ' I will verify the status once more.' }] }, { type: 'function_call', call_id: cid, name: 'get_invoice_status', arguments: '{"id":"INV-2025-0514"}' }], usage: { input_tokens: n.int(1000, 2000), output_tokens: n.int(40, 60) } }, { metadata: { 'openai-processing-ms': String(n.ms(300, 1500)), 'x-request-id': n.reqId('req_') } }));
          kids.push(tool('get_invoice_status', { id: 'INV-2025-0514' }, `{"id":"INV-2025-0514","status":"sent","delivered":true,"last_event":"delivered","checked":"${n.httpDate()}","cache":"${n.pick(['hit', 'miss'])}"}`, { metadata: { call_id: cid } }));
        }
        return agent('rent-billing-agent', { input: 'Issue the May stall rent invoice to stall 14 and confirm delivery.' }, { error: 'turn limit reached (max_turns=8)', last_output_text: say }, kids, {});
      },
    },
    {
      id: '03', domain: 'cooking school class bookings', style: 'smolagents (CodeAgent steps)',
      isolates: 'A CodeAgent books the last seat in the knife-skills class and gets a confirmation, then spends four more steps re-printing the same booking and saying it is done without calling final_answer.',
      goal: 'Book one seat for Priya Nair in Saturday\'s knife-skills class and tell her the confirmation code.',
      build(n) {
        const kids = [];
        kids.push(llm('Step 1', { messages: [sys('You are a CodeAgent. Write python in <code> blocks.'), user('Book one seat for Priya Nair in Saturday knife-skills.')] }, 'Thought: I will list Saturday classes and book.\n<code>\nc = find_class(day="Saturday", title="Knife Skills")\nprint(c)\nb = book_seat(class_id=c["id"], name="Priya Nair", email="priya.nair@example.com")\nprint(b)\n</code>', { metadata: { step_number: 1, duration: n.ms(2000, 5000) / 1000, model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct' } }));
        kids.push(tool('python_interpreter', { code: 'c = find_class(...)\nb = book_seat(...)' }, `Execution logs:\n{'id': 'KS-SAT-0614', 'title': 'Knife Skills', 'seats_left': 1, 'chef': 'Marco Ruiz'}\n{'booking': 'CSB-${n.int(10000, 99999)}', 'status': 'confirmed', 'seats_left': 0}\nLast output from code snippet:\nNone`, { metadata: { step_number: 1 } }));
        for (let i = 2; i <= 5; i++) {
          kids.push(llm('Step ' + i, { messages: [user('Observation: booking confirmed')] }, 'Thought: The booking for Priya Nair is confirmed. Let me verify the booking is confirmed before finishing.\n<code>\nprint(get_booking(class_id="KS-SAT-0614", name="Priya Nair"))\n</code>', { metadata: { step_number: i, input_tokens: n.int(2000, 4000) } }));
          kids.push(tool('python_interpreter', { code: 'print(get_booking(class_id="KS-SAT-0614", name="Priya Nair"))' }, `Execution logs:\n{'booking': 'CSB-48213', 'status': 'confirmed', 'class': 'KS-SAT-0614', 'checked_at': '${n.logTs()}', 'etag': '${n.etag()}'}\nLast output from code snippet:\nNone`, { metadata: { step_number: i } }));
        }
        kids.push(span('step', 'Step 6', null, null, [], { error: 'AgentMaxStepsError: Reached max steps.', metadata: { step_number: 6 } }));
        return agent('CodeAgent', { task: 'Book one seat for Priya Nair in Saturday\'s knife-skills class and tell her the confirmation code.' }, null, kids, { error: 'Reached max steps.', metadata: { max_steps: 6 } });
      },
    },
    {
      id: '04', domain: 'fishing charter boat trips', style: 'Haystack (Agent with ToolInvoker, pipeline component spans)',
      isolates: 'A charter agent confirms the trip with the skipper (tool says "confirmed, skipper acknowledged") and then re-sends the same confirmation SMS to the customer three more times, each send succeeding.',
      goal: 'Confirm Saturday\'s 06:00 half-day charter on the "Maggie Lou" for the Carter party of 5 and text them the meeting point.',
      build(n) {
        const kids = [];
        const sms = 'Hi Carter party: your half-day charter on Maggie Lou is confirmed for Sat 06:00. Meet at Pier 3, slip 11. Bring ID.';
        kids.push(llm('OpenAIChatGenerator', { messages: [user('Confirm the Carter charter and text them.')] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'confirm_trip', arguments: { boat: 'Maggie Lou', date: '2025-06-21', time: '06:00', party: 5 } }] }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o-mini' } }));
        kids.push(tool('ToolInvoker', { tool: 'confirm_trip' }, { tool_messages: [{ role: 'tool', result: JSON.stringify({ trip: 'CH-' + n.int(3000, 3999), status: 'confirmed', skipper_ack: true, marine_forecast: 'SW 8-12 kn, seas 1-2 ft', checked: n.usDate() }) }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
        for (let i = 0; i < 4; i++) {
          kids.push(llm('OpenAIChatGenerator', { messages: [{ role: 'tool', content: i ? 'sent' : 'confirmed' }] }, { replies: [{ role: 'assistant', text: 'The charter is confirmed. Sending the customer their meeting point.', tool_calls: [{ tool_name: 'send_sms', arguments: { to: '+1 207 555 0142', body: sms } }] }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
          kids.push(tool('ToolInvoker', { tool: 'send_sms' }, { tool_messages: [{ role: 'tool', result: JSON.stringify({ sid: 'SM' + n.hex(32), status: 'queued', segments: 1, price: '-0.0079', date_created: n.httpDate() }) }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
        }
        return chain('haystack.pipeline.run', { data: { agent: { messages: [user('Confirm Saturday 06:00 charter for the Carter party and text them the meeting point.')] } } }, { agent: { exit: 'max_agent_steps (10) reached' } }, [agent('haystack.component.run Agent', { messages: 1 }, null, kids, { metadata: { 'haystack.agent.max_agent_steps': 10 } })], { type: 'agent', metadata: { 'haystack.pipeline.max_runs_per_component': 100 } });
      },
    },
    {
      id: '05', domain: 'coffin makers (custom orders)', style: 'DSPy ReAct (module call with trajectory)',
      isolates: 'A DSPy ReAct module places a custom oak coffin order and sees status "accepted, build slot 3 June", then keeps calling check_order and producing the same thought until max_iters.',
      goal: 'Place the custom order for a solid oak coffin with brass handles (length 198 cm) for the Hughes family, due 5 June, and report the build slot.',
      build(n) {
        const kids = [];
        kids.push(llm('ChatAdapter.__call__ (iter 0)', { signature: 'question -> answer', question: 'Place the oak coffin order for Hughes, due 5 June.' }, '[[ ## next_thought ## ]]\nI need to place the order with the specified options.\n\n[[ ## next_tool_name ## ]]\nplace_order\n\n[[ ## next_tool_args ## ]]\n{"timber": "oak", "length_cm": 198, "handles": "brass", "family": "Hughes", "due": "2025-06-05"}', { metadata: { lm: 'openai/gpt-4o-mini', cache: false } }));
        kids.push(tool('place_order', { timber: 'oak', length_cm: 198, handles: 'brass', family: 'Hughes', due: '2025-06-05' }, `Order WK-${n.int(700, 799)} accepted. Build slot: 2025-06-03 (bench 2, joiner: D. Price). Timber lot OAK-${n.int(10, 99)}-${n.hex(4)} reserved.`, {}));
        for (let i = 1; i <= 4; i++) {
          kids.push(llm(`ChatAdapter.__call__ (iter ${i})`, { trajectory_len: i * 3 }, '[[ ## next_thought ## ]]\nThe order was accepted with build slot 3 June. I should confirm the order status before answering.\n\n[[ ## next_tool_name ## ]]\ncheck_order\n\n[[ ## next_tool_args ## ]]\n{"order": "WK-7xx"}', { metadata: { lm: 'openai/gpt-4o-mini', cache: i > 2 } }));
          kids.push(tool('check_order', { order: 'WK-7xx' }, `WK order for Hughes: accepted | slot 2025-06-03 | bench 2 | as of ${n.euDate()} | sync #${n.int(100, 999)}`, {}));
        }
        return agent('ReAct.forward', { question: 'Place the custom oak coffin order for the Hughes family and report the build slot.' }, { note: 'max_iters=5 reached; falling back to extract', answer: null }, kids, { metadata: { dspy_version: '2.6.' + n.int(0, 20), module: 'dspy.ReAct' } });
      },
    },
    {
      id: '06', domain: 'Prometheus alert rule rollout (devops)', style: 'Amazon Bedrock Agents trace (orchestrationTrace / actionGroupInvocation)',
      isolates: 'The new disk-pressure alert rule is deployed and promtool plus the /rules API confirm it is loaded, yet the agent reloads Prometheus and re-queries /api/v1/rules three more times with the same rationale.',
      goal: 'Roll out the new NodeDiskPressure alert rule to the prod Prometheus and confirm it is active.',
      build(n) {
        const kids = [];
        const mk = (rationale, ag, fn, params, out) => {
          kids.push(llm('orchestrationTrace.modelInvocationOutput', { traceId: n.uuid() + '-0', text: '...' }, { rationale: { text: rationale }, invocationInput: { actionGroupInvocationInput: { actionGroupName: ag, function: fn, parameters: params } } }, { metadata: { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: { inputTokens: n.int(1500, 3000), outputTokens: n.int(50, 120) } } }));
          kids.push(tool('actionGroupInvocationOutput', { actionGroupName: ag, function: fn }, { text: out }, {}));
        };
        mk('I will add the rule file and validate it with promtool.', 'prom-ops', 'apply_rule', [{ name: 'file', value: 'node-disk.rules.yml' }], `Checking /etc/prometheus/rules/node-disk.rules.yml\n  SUCCESS: 1 rules found\nconfigmap/prometheus-rules configured (resourceVersion ${n.int(1000000, 9999999)})`);
        mk('Reloading Prometheus so the rule is picked up.', 'prom-ops', 'reload', [], `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\nContent-Length: 0`);
        mk('Checking that the rule is loaded.', 'prom-ops', 'get_rules', [{ name: 'name', value: 'NodeDiskPressure' }], JSON.stringify({ status: 'success', data: { groups: [{ name: 'node-disk', rules: [{ name: 'NodeDiskPressure', health: 'ok', state: 'inactive', lastEvaluation: n.iso(), evaluationTime: 0.000412 }] }] } }));
        for (let i = 0; i < 3; i++) {
          mk('The NodeDiskPressure rule is loaded and healthy. To be sure it is active I will reload Prometheus and verify the rules endpoint again.', 'prom-ops', 'reload', [], `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\nContent-Length: 0`);
          mk('The NodeDiskPressure rule is loaded and healthy. Verifying the rules endpoint again.', 'prom-ops', 'get_rules', [{ name: 'name', value: 'NodeDiskPressure' }], JSON.stringify({ status: 'success', data: { groups: [{ name: 'node-disk', rules: [{ name: 'NodeDiskPressure', health: 'ok', state: 'inactive', lastEvaluation: n.iso(), evaluationTime: n.int(300, 600) / 1000000 }] }] } }));
        }
        return agent('InvokeAgent', { agentId: n.alnum(10).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: n.uuid(), inputText: 'Roll out the NodeDiskPressure alert rule to prod Prometheus and confirm it is active.' }, { failureTrace: { failureReason: 'Agent exceeded the maximum number of orchestration iterations (10).' } }, kids, { metadata: { region: 'eu-west-1' } });
      },
    },
  ],
};
