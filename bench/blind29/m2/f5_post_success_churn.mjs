// Family: post_success_churn — the goal is met and a tool result confirms it, but the agent keeps
// re-checking / re-submitting / re-announcing (3+ actions that learn nothing) until a step limit.
import { A, L, T, C } from './lib.mjs';

export const family = 'post_success_churn';

export const scenarios = [
  // 01 staircase joinery — Anthropic Messages API logs
  { domain: 'staircase joinery CNC order', style: 'Anthropic Messages API logs', build(n) {
    const ch = [];
    const job = 'CNC-' + n.digits(5);
    const msg = (content, stop) => ({ id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: 'claude-3-5-sonnet-20241022', content, stop_reason: stop, usage: n.usage(900, 3500) });
    const u1 = n.toolu();
    ch.push(L('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, system: 'You run the order desk at Kestrel Stairs & Joinery.', messages: [{ role: 'user', content: 'Release the oak winder staircase for the Pryce job (drawing KS-2291 rev C) to the CNC queue.' }] }, msg([{ type: 'tool_use', id: u1, name: 'release_to_cnc', input: { drawing: 'KS-2291', rev: 'C', material: 'European oak 40mm' } }], 'tool_use'), { request_id: 'req_' + n.b62(24), 'anthropic-ratelimit-requests-remaining': String(n.int(40, 49)) }));
    ch.push(T('release_to_cnc', { drawing: 'KS-2291', rev: 'C' }, { job_id: job, status: 'queued', position: 3, nest_file: `\\\\cnc-srv\\nests\\KS-2291C_${n.compact()}.nc`, estimated_start: n.usDate(3600e3) }, { tool_use_id: u1 }));
    const u2 = n.toolu();
    ch.push(L('POST /v1/messages', { messages_count: 3 }, msg([{ type: 'text', text: `Released: job ${job} is queued at position 3.` }, { type: 'tool_use', id: u2, name: 'get_cnc_job', input: { job_id: job } }], 'tool_use'), { request_id: 'req_' + n.b62(24) }));
    ch.push(T('get_cnc_job', { job_id: job }, { job_id: job, status: 'queued', position: 3, operator_ack: true, checked_at: n.iso() }, { tool_use_id: u2 }));
    ch.push(L('POST /v1/messages', { messages_count: 5 }, msg([{ type: 'text', text: `The staircase for the Pryce job has been released to the CNC queue as ${job} and the operator has acknowledged it.` }], 'end_turn'), { request_id: 'req_' + n.b62(24) }));
    for (let i = 0; i < 4; i++) {
      const u = n.toolu();
      ch.push(L('POST /v1/messages', { messages_count: 7 + i * 2, note: 'harness re-prompted: continue' }, msg([{ type: 'text', text: `Let me double-check that ${job} is still in the CNC queue.` }, { type: 'tool_use', id: u, name: 'get_cnc_job', input: { job_id: job } }], 'tool_use'), { request_id: 'req_' + n.b62(24), 'anthropic-ratelimit-tokens-remaining': String(n.int(30000, 80000)) }));
      ch.push(T('get_cnc_job', { job_id: job }, { job_id: job, status: 'queued', position: 3, operator_ack: true, checked_at: n.iso(n.int(2000, 8000)) }, { tool_use_id: u }));
    }
    return {
      isolates: 'After release_to_cnc succeeds and the agent itself reports the job queued and acknowledged, it re-reads the unchanged job four more times with the same sentence.',
      loop: true, stagnation: true,
      goal: 'Release the Pryce oak winder staircase (KS-2291 rev C) to the CNC queue.',
      root: A('order-desk-agent', { prompt: 'Release the oak winder staircase for the Pryce job (drawing KS-2291 rev C) to the CNC queue.' }, { stop: 'max_steps(12)' }, ch, { log_source: 'anthropic-api-proxy', org: 'kestrel-joinery' }),
    };
  } },

  // 02 antique map dealer — MLflow Tracing
  { domain: 'antique map dealer listing', style: 'MLflow Tracing', build(n) {
    const ch = [];
    const url = 'https://www.cartaantiqua.com/maps/blaeu-scotia-1654';
    ch.push(L('ChatOpenAI', { messages: [{ role: 'user', content: 'Publish the Blaeu 1654 Scotia map listing at £2,400 and confirm it is live.' }] }, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'publish_listing', arguments: '{"sku":"BLAEU-SCO-1654","price_gbp":2400}' } }] } }] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: n.int(400, 900), output_tokens: 30 } }));
    ch.push(T('publish_listing', { sku: 'BLAEU-SCO-1654', price_gbp: 2400 }, { status: 'published', url, revision: n.int(2, 9), cdn_purge_id: n.uuid() }, { 'mlflow.spanType': 'TOOL' }));
    const page = () => ({ status: 200, headers: { date: n.http(), etag: n.etag(), age: String(n.int(0, 300)), 'x-cache': n.pick(['HIT', 'MISS']), 'cf-ray': n.hex(16) + '-LHR' }, html: '<h1 class="lot-title">Blaeu – Scotia Regnum (1654)</h1><span class="price">£2,400</span><span class="status">Available</span>' });
    ch.push(T('fetch_url', { url }, page(), { 'mlflow.spanType': 'TOOL' }));
    ch.push(L('ChatOpenAI', {}, { choices: [{ message: { role: 'assistant', content: 'The Blaeu Scotia listing is live at £2,400.' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    for (let i = 0; i < 3; i++) {
      ch.push(L('ChatOpenAI', {}, { choices: [{ message: { role: 'assistant', content: 'The Blaeu Scotia listing is live at £2,400. Let me verify the page once more.', tool_calls: [{ function: { name: 'fetch_url', arguments: JSON.stringify({ url }) } }] } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      ch.push(T('fetch_url', { url }, page(), { 'mlflow.spanType': 'TOOL' }));
    }
    return {
      isolates: 'The listing is published and a fetch shows it live at £2,400; the agent then fetches the same page three more times, restating that it is live.',
      loop: true, stagnation: true,
      goal: 'Publish the Blaeu 1654 Scotia map listing at £2,400 and confirm it is live.',
      root: A('AgentExecutor', { input: 'Publish the Blaeu 1654 Scotia map listing at £2,400 and confirm it is live.' }, { output: 'Agent stopped due to max iterations.' }, ch, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.spanType': 'AGENT', experiment_id: String(n.int(100, 999)) }),
    };
  } },

  // 03 lobster pound — W&B Weave; re-submits after success, tool-call-only model turns
  { domain: 'lobster pound wholesale invoicing', style: 'W&B Weave calls', build(n) {
    const ch = [];
    const inv = 'INV-' + n.digits(6);
    const call = (op, inputs, output, exception) => { const s = C(op.includes('openai') ? 'llm' : 'tool', op, inputs, output, [], { weave_op: `weave:///lobsterco/pound-ops/op/${op}:${n.b62(10)}`, call_id: n.uuid(), started_at: n.iso(), ended_at: n.iso(n.int(100, 900)) }); if (exception) s.error = exception; return s; };
    ch.push(call('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Invoice Harbour Grill for today\'s 38 kg live lobster delivery and email it.' }] }, { choices: [{ message: { content: null, tool_calls: [{ function: { name: 'create_and_send_invoice', arguments: '{"customer":"HARBOUR-GRILL","kg":38,"price_per_kg":31.5}' } }] }, finish_reason: 'tool_calls' }] }));
    ch.push(call('create_and_send_invoice', { customer: 'HARBOUR-GRILL', kg: 38, price_per_kg: 31.5 }, { invoice: inv, total_gbp: 1197.0, emailed_to: 'accounts@harbourgrill.co.uk', smtp_status: '250 2.0.0 OK ' + n.b62(16), sent_at: n.isoSec() }));
    ch.push(call('get_invoice_status', { invoice: inv }, { invoice: inv, status: 'sent', opened: false }));
    for (let i = 0; i < 4; i++) {
      ch.push(call('openai.chat.completions.create', { model: 'gpt-4o-mini', messages_count: 6 + i * 2 }, { choices: [{ message: { content: null, tool_calls: [{ function: { name: 'create_and_send_invoice', arguments: '{"customer":"HARBOUR-GRILL","kg":38,"price_per_kg":31.5}' } }] }, finish_reason: 'tool_calls' }] }));
      ch.push(call('create_and_send_invoice', { customer: 'HARBOUR-GRILL', kg: 38, price_per_kg: 31.5 }, { error: 'duplicate', detail: `Invoice ${inv} already issued for this delivery (idempotency key dlv-${n.digits(4)})`, request_id: n.uuid() }, `DuplicateInvoiceError: ${inv} already issued`));
    }
    return {
      isolates: 'The invoice is created and emailed (SMTP 250) and status reads "sent", yet the model re-submits the same invoice four times, each rejected as a duplicate; the model emits only tool calls.',
      loop: true, stagnation: false,
      goal: 'Invoice Harbour Grill for today\'s 38 kg live lobster delivery and email it.',
      root: A('invoice_agent.run', { task: 'Invoice Harbour Grill for today\'s 38 kg live lobster delivery and email it.' }, { status: 'max_iterations' }, ch, { weave_project: 'lobsterco/pound-ops', trace_id: n.uuid() }),
    };
  } },

  // 04 incense maker — Haystack Agent
  { domain: 'incense maker safety data sheet filing', style: 'Haystack (Agent component traces)', build(n) {
    const ch = [];
    const sub = 'SUB-' + n.upper(8);
    const gen = (text, tc) => L('haystack.component.run', { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.input': { messages: [{ _role: 'user', _content: [{ text: 'File the SDS for our sandalwood cone incense with the EU poison centre portal.' }] }] } }, { 'haystack.component.output': { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...(tc ? [{ tool_call: tc }] : [])], _meta: { model: 'gpt-4o-2024-08-06', finish_reason: tc ? 'tool_calls' : 'stop', usage: { prompt_tokens: n.int(600, 2400), completion_tokens: n.int(20, 80) } } }] } }, {});
    const tool = (name, args, out) => T('haystack.component.run', { 'haystack.component.name': 'tool_invoker', tool_name: name, arguments: args }, { 'haystack.component.output': { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(out), origin: { tool_name: name, arguments: args } }] }] } }, {});
    ch.push(gen(null, { tool_name: 'submit_pcn', arguments: { product: 'Sandalwood Cones 20pk', ufi: 'W4U0-30D3-F00N-' + n.upper(4), dossier: 'sds_sandalwood_v7.pdf' } }));
    ch.push(tool('submit_pcn', { product: 'Sandalwood Cones 20pk' }, { submission: sub, status: 'ACCEPTED', validation: 'passed 0 errors 0 warnings', received: n.isoOff(1) }));
    ch.push(gen(`The PCN dossier was accepted (${sub}).`, null));
    for (let i = 0; i < 4; i++) {
      ch.push(gen('I will confirm the submission status once more.', { tool_name: 'get_pcn_status', arguments: { submission: sub } }));
      ch.push(tool('get_pcn_status', { submission: sub }, { submission: sub, status: 'ACCEPTED', last_checked: n.isoOff(1, n.int(3000, 9000)), portal_node: n.host('pcn') }));
    }
    return {
      isolates: 'The poison-centre notification is ACCEPTED with zero errors, then the agent polls the same accepted status four more times with the same sentence.',
      loop: true, stagnation: true,
      goal: 'File the safety data for the sandalwood cone incense with the EU poison centre portal.',
      root: A('haystack.pipeline.run', { 'haystack.pipeline.input_data': { agent: { messages: ['File the SDS for our sandalwood cone incense with the EU poison centre portal.'] } } }, { 'haystack.pipeline.output_data': { agent: { error: 'max_agent_steps (10) reached' } } }, ch, { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.agent.max_agent_steps': 10 }),
    };
  } },

  // 05 dried flower farm — AgentOps session
  { domain: 'dried flower farm web shop price update', style: 'AgentOps session', build(n) {
    const ch = [];
    const upd = { sku: 'DF-HYD-BUNDLE', old: 18.0, new: 22.0 };
    ch.push(L('LLMEvent', { prompt: [{ role: 'user', content: 'Raise the dried hydrangea bundle to £22 on the shop and confirm.' }] }, { completion: { role: 'assistant', content: 'Updating the price now.', tool_calls: [{ function: { name: 'update_price', arguments: JSON.stringify({ sku: upd.sku, price: 22 }) } }] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: n.iso(), end_timestamp: n.iso() }));
    ch.push(T('ActionEvent: update_price', { sku: upd.sku, price: 22 }, { ok: true, variant_id: 'gid://shopify/ProductVariant/' + n.digits(14), price: '22.00', updated_at: n.isoOff(1) }, { event_type: 'actions' }));
    ch.push(T('ActionEvent: get_product', { sku: upd.sku }, { sku: upd.sku, price: '22.00', status: 'active', inventory: 46, 'x-shopify-shop-api-call-limit': `${n.int(1, 39)}/40` }, { event_type: 'actions' }));
    for (let i = 0; i < 4; i++) {
      ch.push(L('LLMEvent', { prompt_count: 6 + i }, { completion: { role: 'assistant', content: 'Done: the dried hydrangea bundle is now £22.00 on the shop. I\'ll announce it to the team.', tool_calls: [{ function: { name: 'post_team_update', arguments: JSON.stringify({ text: 'Dried hydrangea bundle is now £22.00 on the shop.' }) } }] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: n.iso() }));
      ch.push(T('ActionEvent: post_team_update', { text: 'Dried hydrangea bundle is now £22.00 on the shop.' }, { ok: true, message_id: n.int(100000, 999999) }, { event_type: 'actions' }));
    }
    return {
      isolates: 'The price update succeeds and is read back as £22.00; the agent then announces the same change to the team four times.',
      loop: true, stagnation: true,
      goal: 'Raise the dried hydrangea bundle to £22 on the web shop and confirm.',
      root: A('AgentOps session', { tags: ['shop-ops'], prompt: 'Raise the dried hydrangea bundle to £22 on the shop and confirm.' }, { end_state: 'Indeterminate', end_state_reason: 'step limit' }, ch, { session_id: n.uuid(), host_env: { OS: 'Linux', SDK: 'agentops 0.3.' + n.int(10, 26) } }),
    };
  } },

  // 06 wild bird seed packer — Browser Use (not in the named list)
  { domain: 'wild bird seed packer retailer portal', style: 'Browser Use agent history — not in the named list', build(n) {
    const ch = [];
    const step = (i, brain, actions, results) => C('chain', `step ${i}`, { url: 'https://suppliers.gardenmart.co.uk/asn' }, null, [
      L('ChatOpenAI', { messages_count: 4 + i * 2, screenshot: `data:image/png;base64,${n.b62(32)}…` }, { current_state: brain, action: actions }, { model: 'gpt-4o', input_tokens: n.int(3000, 9000) }),
      ...actions.map((a, k) => T(Object.keys(a)[0], a[Object.keys(a)[0]], results[k], { duration: n.durS(0.3, 3) })),
    ], { step_number: i, step_start_time: n.epoch() });
    ch.push(step(1, { evaluation_previous_goal: 'Unknown - start', memory: 'Need to submit ASN for PO 77812: 240 bags Robin Mix 2kg.', next_goal: 'Fill and submit the ASN form' }, [{ input_text: { index: 12, text: '77812' } }, { input_text: { index: 14, text: '240' } }, { click_element_by_index: { index: 21 } }], [{ extracted_content: 'Input 77812 into index 12' }, { extracted_content: 'Input 240 into index 14' }, { extracted_content: 'Clicked button "Submit ASN"' }]));
    ch.push(step(2, { evaluation_previous_goal: 'Success - page shows "ASN ASN-' + n.digits(7) + ' received. Delivery slot: ' + n.day(2) + ' 07:30"', memory: 'ASN submitted and confirmed.', next_goal: 'Verify confirmation' }, [{ extract_content: { goal: 'confirmation text' } }], [{ extracted_content: `📄 ASN received. Delivery slot ${n.day(2)} 07:30. Ref ${n.upper(8)}` }]));
    for (let i = 3; i <= 6; i++) {
      ch.push(step(i, { evaluation_previous_goal: 'Success - the ASN confirmation is still shown.', memory: 'ASN submitted and confirmed.', next_goal: 'Verify the confirmation page again' }, [{ scroll_down: { amount: null } }, { extract_content: { goal: 'confirmation text' } }], [{ extracted_content: '🔍 Scrolled down the page by one page' }, { extracted_content: `📄 ASN received. Delivery slot ${n.day(2)} 07:30. Ref ${n.upper(8)}` }]));
    }
    return {
      isolates: 'The ASN form is submitted and the confirmation page is extracted; four more steps scroll and re-extract the same confirmation with the same agent state text instead of calling done.',
      loop: true, stagnation: true,
      goal: 'Submit the advance shipping notice for PO 77812 (240 bags of Robin Mix) on the retailer\'s supplier portal.',
      root: A('browser_use.Agent.run', { task: 'Submit the ASN for PO 77812 (240 bags Robin Mix 2kg) on the GardenMart supplier portal.', max_steps: 6 }, { is_done: false, total_duration_seconds: n.int(60, 180), errors: [] }, ch, { agent_id: n.uuid(), browser: 'chromium headless', use_vision: true }),
    };
  } },
];
