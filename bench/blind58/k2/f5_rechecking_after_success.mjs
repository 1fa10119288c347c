import { kit, sys, user, asst } from './lib.mjs';
export const meta = { family: 'rechecking_after_success', loop: true, stagnation: true,
  isolates: 'The goal is met and confirmed by a tool result, but the agent keeps re-checking, re-submitting or re-announcing, learning nothing new, until a step limit.' };
export const rows = [
{ id: '01', domain: 'ocean rowing race support (safety kit sign-off)', style: 'haystack', goal: 'Submit the safety-equipment declaration for boat "Petrel" to the Atlantic rowing race office before the deadline.',
  isolates: 'Haystack pipeline: the declaration is accepted (status ACCEPTED, ref SD-3391) and the agent then polls the same status four more times and re-says "submitted successfully" each time.',
  build(N) { const K = kit('haystack', N); const ch = [];
    ch.push(K.tool('fetch_checklist', { boat: 'Petrel' }, { items: 42, missing: 0, epirb: { hex_id: N.hex(15).toUpperCase(), battery_exp: '2027-03' }, liferaft_service: '2025-01-14' }));
    ch.push(K.llm({ messages: [user('Submit Petrel\'s safety declaration')] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'submit_declaration', arguments: { boat: 'Petrel', items: 42 } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    ch.push(K.tool('submit_declaration', { boat: 'Petrel', items: 42 }, { status: 'ACCEPTED', reference: 'SD-3391', received: N.httpDate(), officer: 'race-office' }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ messages: ['...'] }, { replies: [{ role: 'assistant', content: 'The safety declaration for Petrel has been submitted successfully (ref SD-3391). Let me verify the status once more.', tool_calls: [{ tool_name: 'get_declaration_status', arguments: { reference: 'SD-3391' } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
      ch.push(K.tool('get_declaration_status', { reference: 'SD-3391' }, { reference: 'SD-3391', status: 'ACCEPTED', checked_at: N.isoNoMs(), cache: N.pick(['HIT', 'MISS']), served_by: N.host('raceoffice-api') }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
    }
    return K.agent('Agent', { messages: [user('Submit Petrel\'s safety declaration')] }, { error: 'max_agent_steps (12) reached' }, ch, { 'haystack.pipeline.name': 'race-support' }); } },
{ id: '02', domain: 'gondola licensing (Venice gondolier renewal)', style: 'strands', goal: 'Renew gondola licence GND-118 with the city transport office and tell the owner.',
  isolates: 'Strands Agents event loop: the renewal is approved and the owner is told; the agent then sends the owner the same "your licence is renewed" message three more times and re-reads the approved licence.',
  build(N) { const K = kit('strands', N, 'us.anthropic.claude-3-7-sonnet-20250219-v1:0'); const ch = []; const m = 'Good news: gondola licence GND-118 has been renewed until 31/12/2026. No further action is needed.';
    ch.push(K.llm({ messages: [user('Renew GND-118 and tell Sig. Bettin')] }, { content: [{ toolUse: { name: 'renew_licence', input: { licence: 'GND-118', fee_eur: 310 } } }], stopReason: 'tool_use' }, { 'gen_ai.event_loop.cycle_id': N.uuid() }));
    ch.push(K.tool('renew_licence', { licence: 'GND-118', fee_eur: 310 }, { toolResult: { status: 'success', content: [{ json: { licence: 'GND-118', state: 'APPROVED', valid_until: '2026-12-31', protocollo: `PG/${N.int(100000, 999999)}/2025`, pagoPA_iuv: N.int(1e14, 9e14) } }] } }));
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ messages: ['...'] }, { content: [{ text: i % 2 ? 'Let me double check the licence is still approved.' : m }, { toolUse: { name: i % 2 ? 'get_licence' : 'send_whatsapp', input: i % 2 ? { licence: 'GND-118' } : { to: 'owner', text: m } } }], stopReason: 'tool_use' }, { 'gen_ai.event_loop.cycle_id': N.uuid() }));
      ch.push(i % 2 ? K.tool('get_licence', { licence: 'GND-118' }, { licence: 'GND-118', state: 'APPROVED', valid_until: '2026-12-31', fetched: N.offsetTs('+01:00') }) : K.tool('send_whatsapp', { to: 'owner', text: m }, { messages: [{ id: 'wamid.' + N.b62(40) }], status: 'sent' }));
    }
    return K.agent('invoke_agent Strands Agents', { prompt: 'Renew GND-118 and tell Sig. Bettin' }, { stop_reason: 'MaxTokensReachedException / cycle limit' }, ch); } },
{ id: '03', domain: 'devops (Alertmanager maintenance silence)', style: 'langfuse', goal: 'Silence the disk-pressure alerts for node pool "batch-b" during tonight\'s 2-hour maintenance window.',
  isolates: 'Langfuse observations: the silence is created and amtool shows it active; the agent then re-queries the same silence three times and re-creates an identical one, nothing new learned.',
  build(N) { const K = kit('langfuse', N); const ch = []; const sid = N.uuid();
    ch.push(K.llm({ input: [user('Silence disk pressure on batch-b for the 22:00-00:00 window')] }, { role: 'assistant', tool_calls: [{ name: 'amtool', arguments: '{"args":"silence add alertname=NodeDiskPressure pool=batch-b --start=22:00 --duration=2h --comment=maint"}' }] }, { observation_type: 'GENERATION' }));
    ch.push(K.tool('amtool', { args: 'silence add alertname=NodeDiskPressure pool=batch-b --duration=2h' }, sid));
    ch.push(K.tool('amtool', { args: `silence query -o extended id=${sid}` }, `ID                                    Matchers                                   Starts At                Ends At                  Updated At               Created By  Comment  \n${sid}  alertname="NodeDiskPressure" pool="batch-b"  ${N.logTs()} UTC  ${N.logTs()} UTC  ${N.logTs()} UTC  ops-agent   maint`));
    for (let i = 0; i < 4; i++) {
      const again = i === 2;
      ch.push(K.llm({ input: ['...'] }, { role: 'assistant', content: 'The silence is in place for batch-b disk pressure alerts. I\'ll verify it once more to be sure.', tool_calls: [{ name: 'amtool', arguments: again ? '{"args":"silence add alertname=NodeDiskPressure pool=batch-b --duration=2h --comment=maint"}' : `{"args":"silence query id=${sid}"}` }] }, { observation_type: 'GENERATION' }));
      ch.push(K.tool('amtool', { args: again ? 'silence add alertname=NodeDiskPressure pool=batch-b --duration=2h' : `silence query id=${sid}` }, again ? N.uuid() : `ID  Matchers  Ends At\n${sid}  alertname="NodeDiskPressure" pool="batch-b"  ${N.logTs()} UTC  (active)`));
    }
    return K.agent('trace', { name: 'ops-maintenance', sessionId: N.uuid() }, { status: 'step_limit' }, ch, { langfuse_trace_id: N.hex(32) }); } },
{ id: '04', domain: 'rocking horse restoration (final invoice)', style: 'semantic-kernel', goal: 'Send the final invoice for restoring the dapple-grey rocking horse (job RH-56) and confirm payment.',
  isolates: 'Semantic Kernel function invocations: payment is confirmed PAID, then the agent re-fetches the invoice, re-sends the receipt and restates "payment received" four more times.',
  build(N) { const K = kit('semantic-kernel', N); const ch = []; const inv = `INV-${N.int(2000, 2999)}`;
    ch.push(K.tool('Billing-create_invoice', { job: 'RH-56', lines: [{ desc: 'Re-gesso and dapple paint', gbp: 420 }, { desc: 'Horsehair mane & tail', gbp: 95 }, { desc: 'Swing-iron stand restoration', gbp: 160 }] }, { invoice: inv, total_gbp: 675, status: 'SENT', pay_link: `https://pay.example/${N.b62(10)}` }, { metadata: { 'semantic_kernel.function.invocation': 'Billing-create_invoice' } }));
    ch.push(K.tool('Billing-get_invoice', { invoice: inv }, { invoice: inv, status: 'PAID', paid_at: N.isoNoMs(), method: 'card ••4417', txn: 'ch_' + N.b62(24) }));
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ chat_history: [user('Invoice RH-56 and confirm payment')] }, { content: `Payment for ${inv} (£675) has been received. I will confirm the invoice status again and send the customer a receipt.`, items: [{ type: 'FunctionCallContent', name: i % 2 ? 'Billing-send_receipt' : 'Billing-get_invoice' }] }, { 'semantic_kernel.function.invocation': 'ChatCompletion' }));
      ch.push(i % 2 ? K.tool('Billing-send_receipt', { invoice: inv }, { sent: true, postmark_id: N.uuid(), at: N.httpDate() }) : K.tool('Billing-get_invoice', { invoice: inv }, { invoice: inv, status: 'PAID', paid_at: '(unchanged)', fetched: N.isoNoMs() }));
    }
    return K.agent('ChatCompletionAgent: Workshop', { input: 'Invoice RH-56 and confirm payment' }, { error: 'MaximumAutoInvokeAttempts (10) reached' }, ch); } },
{ id: '05', domain: 'ramen noodle factory (production order release)', style: 'llamaindex', goal: 'Release tomorrow\'s production order for 18,000 portions of alkaline ramen noodles to the line MES.',
  isolates: 'LlamaIndex agent workflow: the MES returns RELEASED with the same order number; the agent then re-reads the order three times and re-releases it once (idempotent, same result).',
  build(N) { const K = kit('llamaindex', N); const ch = []; const po = `PO-${N.int(700000, 799999)}`;
    ch.push(K.tool('get_flour_stock', { silo: 'S2' }, { silo: 'S2', flour: 'ramen 12.5% protein', kg: 6120, kansui_l: 410, reading: N.logTs() }));
    ch.push(K.llm({ messages: [user('Release tomorrow\'s 18k portion order')] }, { message: { role: 'assistant', additional_kwargs: { tool_calls: [{ function: { name: 'mes_release', arguments: `{"product":"RMN-ALK-120","portions":18000,"line":"L1"}` } }] } } }, { 'llama_index.event': 'AgentStream' }));
    ch.push(K.tool('mes_release', { product: 'RMN-ALK-120', portions: 18000, line: 'L1' }, { order: po, state: 'RELEASED', shift: 'A', start: N.offsetTs('+09:00') }));
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ messages: ['...'] }, { message: { role: 'assistant', content: `Order ${po} is released to line L1. Checking the MES once more to confirm it is released.`, additional_kwargs: { tool_calls: [{ function: { name: i === 3 ? 'mes_release' : 'mes_get_order', arguments: i === 3 ? '{"product":"RMN-ALK-120","portions":18000,"line":"L1"}' : `{"order":"${po}"}` } }] } } }));
      ch.push(K.tool(i === 3 ? 'mes_release' : 'mes_get_order', i === 3 ? { product: 'RMN-ALK-120', portions: 18000 } : { order: po }, { order: po, state: 'RELEASED', idempotent_replay: i === 3, etag: N.etag(), polled: N.offsetTs('+09:00') }));
    }
    return K.agent('FunctionAgent', { user_msg: 'Release tomorrow\'s 18k portion order' }, { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' }, ch); } },
{ id: '06', domain: 'donkey sanctuary (farrier and vet booking)', style: 'logfire', goal: 'Book the quarterly hoof trim for the 9 donkeys in paddock C and confirm the date to the volunteers.',
  isolates: 'Pydantic AI / Logfire spans: the farrier confirms the booking; the agent re-posts the same confirmation to the volunteer board and re-checks the calendar three more times.',
  build(N) { const K = kit('logfire', N, 'gpt-4.1'); const ch = []; const post = 'Hoof trims for paddock C (9 donkeys) are booked for Thursday 10:00 with Jen (farrier). Please have them in the yard by 9:45.';
    ch.push(K.tool('running tool: book_farrier', { paddock: 'C', count: 9, date: 'Thu 10:00' }, { booking: `FB-${N.int(100, 999)}`, confirmed: true, by: 'Jen Marsh Farriery', sms_ref: N.hex(10) }));
    ch.push(K.tool('running tool: post_board', { board: 'volunteers', text: post }, { id: N.int(10000, 99999), posted: N.offsetTs('+00:00') }));
    for (let i = 0; i < 3; i++) {
      ch.push(K.llm({ messages: [user('Book the paddock C trims and tell the volunteers')] }, { parts: [{ part_kind: 'text', content: `The booking is confirmed. ${post}` }, { part_kind: 'tool-call', tool_name: i % 2 ? 'post_board' : 'check_calendar' }] }, { 'logfire.span_type': 'span' }));
      ch.push(i % 2 ? K.tool('running tool: post_board', { board: 'volunteers', text: post }, { id: N.int(10000, 99999), posted: N.offsetTs('+00:00'), duplicate_of: 'prev' }) : K.tool('running tool: check_calendar', { date: 'Thu' }, { events: [{ '10:00': 'Farrier - paddock C (9)' }], synced: N.iso() }));
    }
    return K.agent('agent run', { prompt: 'Book the paddock C trims and tell the volunteers' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' }, ch); } },
];
