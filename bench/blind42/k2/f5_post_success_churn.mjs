import { agent, llm, tool, span, sys, user, tc } from './lib.mjs';
export const family = 'post_success_churn';
export const loop = true;
export const stagnation = true;

export const rows = [
{ // 01 yarn dyeing Etsy listing — Vercel AI SDK
  domain: 'hand-dyed yarn shop listing', style: 'Vercel AI SDK',
  isolates: 'Listing is published (201 + state active) but the agent re-fetches it three more times and re-announces "listing is live" each time until maxSteps.',
  goal: 'Publish the new "Peat Smoke" 4-ply merino colourway listing at £24 with 12 skeins.',
  build(R) {
    const kids = [];
    kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'createListing', 'ai.toolCall.args': JSON.stringify({ title: 'Peat Smoke — 4ply merino', price: 24.0, quantity: 12 }) }, { 'ai.toolCall.result': JSON.stringify({ status: 201, listing_id: 1849204471, state: 'active', url: 'https://shop.example/listing/1849204471' }) }));
    for (let i = 0; i < 4; i++) {
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'The Peat Smoke listing is live at £24 with 12 skeins. Let me verify it once more.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getListing', args: { id: 1849204471 } }]) }, { 'ai.model.id': 'gpt-4o-mini', 'ai.response.id': 'chatcmpl-' + R.b62(29) }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getListing', 'ai.toolCall.args': '{"id":1849204471}' }, { 'ai.toolCall.result': JSON.stringify({ listing_id: 1849204471, state: 'active', price: { amount: 2400, divisor: 100, currency_code: 'GBP' }, quantity: 12, last_modified_tsz: R.epoch(), views: R.int(0, 3) }) }));
    }
    return agent('ai.generateText', { 'ai.prompt': 'Publish Peat Smoke listing', 'ai.settings.maxSteps': 10 }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': 'The Peat Smoke listing is live at £24 with 12 skeins. Let me verify it once more.' }, kids, { 'ai.telemetry.functionId': 'listing-agent' });
  } },

{ // 02 bike shop reconciliation — LlamaIndex
  domain: 'bike shop bank reconciliation', style: 'LlamaIndex (FunctionAgent workflow)',
  isolates: 'Reconciliation reports 0 unmatched and a balanced difference, then the agent reruns the same reconcile tool three more times announcing the same result.',
  goal: 'Reconcile the May bank statement for Spokes & Sprockets against the ledger.',
  build(R) {
    const kids = [tool('FunctionTool.call load_statement', { file: 'statements/2025-05.csv' }, { rows: 212, closing_balance: '14,382.17', parsed_in: R.dur() })];
    for (let i = 0; i < 4; i++) {
      kids.push(tool('FunctionTool.call reconcile', { period: '2025-05' }, { matched: 212, unmatched: 0, difference: '0.00', run_id: R.uuid(), took: R.dur() }));
      kids.push(llm('OpenAI.achat', { messages: '…' }, { message: { role: 'assistant', content: 'May is fully reconciled: 212 of 212 lines matched, difference 0.00. I will run the reconciliation again to be certain.' } }, { 'llm.model': 'gpt-4o', event: 'AgentStream' }));
    }
    return agent('FunctionAgent.run', { user_msg: 'Reconcile May statement' }, null, [span('workflow', 'AgentWorkflow', { step: 'run_agent_step' }, null, kids, { workflow_id: R.uuid() })], { error: 'WorkflowTimeoutError / max_iterations=20', span_kind: 'llama_index' });
  } },

{ // 03 homebrew formula bump — OpenHands
  domain: 'Homebrew formula version bump', style: 'OpenHands event stream',
  isolates: 'After `brew audit` and `brew test` pass and the PR is opened, the agent re-runs the same checks and re-posts the PR link three more times.',
  goal: 'Bump the `tidyclip` Homebrew formula to 1.9.2 and open a PR to the tap.',
  build(R) {
    const kids = [
      tool('CmdRunAction', { command: 'brew bump-formula-pr --version 1.9.2 tidyclip --no-browse' }, `==> Downloading https://github.com/tidyclip/tidyclip/archive/v1.9.2.tar.gz\n==> Pull request created: https://github.com/acme/homebrew-tap/pull/318`, { exit_code: 0 }),
    ];
    for (let i = 0; i < 3; i++) {
      kids.push(tool('CmdRunAction', { command: 'brew audit --strict tidyclip && brew test tidyclip' }, `==> Testing tidyclip\n==> /opt/homebrew/Cellar/tidyclip/1.9.2/bin/tidyclip --version\ntidyclip 1.9.2 (build ${R.short()})\n[took ${R.dur(900, 4000)}]`, { exit_code: 0 }));
      kids.push(llm('MessageAction', {}, { content: 'Done — tidyclip is bumped to 1.9.2, audit and tests pass, and the PR is open: https://github.com/acme/homebrew-tap/pull/318. Let me double-check everything once more.' }, { source: 'agent', llm_response_id: 'chatcmpl-' + R.b62(20) }));
    }
    return agent('CodeActAgent', { task: 'Bump tidyclip to 1.9.2 and open PR' }, { agent_state: 'error', reason: 'max_iterations (30) reached' }, kids, { sid: R.hex(32) });
  } },

{ // 04 piano lesson refund — Langfuse
  domain: 'piano lesson school refunds', style: 'Langfuse (trace / generation / span observations)',
  isolates: 'Refund succeeds (Stripe status succeeded) and the parent is told; the agent then re-checks the refund and re-sends the confirmation email twice more.',
  goal: 'Refund the cancelled 4-lesson block (£112) for student Amara Quist.',
  build(R) {
    const kids = [tool('span:stripe.refunds.create', { charge: 'ch_' + R.b62(24), amount: 11200 }, { id: 're_' + R.b62(24), status: 'succeeded', amount: 11200, currency: 'gbp', created: R.epoch() }, { observation_type: 'SPAN', 'request-id': R.reqId() })];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('generation:refund-agent', { messages: [sys('Refunds assistant for Keys & Chords school.'), user('refund Amara Quist 4-lesson block')] }, { content: 'The £112 refund for Amara Quist has succeeded. I\'ll send the confirmation to the parent and verify the refund status.', tool_calls: ['send_email', 'get_refund'] }, { observation_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: R.int(800, 1500), output: R.int(40, 80), unit: 'TOKENS' } }));
      kids.push(tool('span:send_email', { to: 'parent.quist@example.com', subject: 'Refund of £112 processed' }, { accepted: ['parent.quist@example.com'], messageId: `<${R.hex(16)}@mail.keysandchords.example>` }, { observation_type: 'SPAN' }));
      kids.push(tool('span:stripe.refunds.retrieve', { id: 're_…' }, { status: 'succeeded', amount: 11200, 'stripe-should-retry': 'false' }, { observation_type: 'SPAN', 'request-id': R.reqId() }));
    }
    return agent('trace:refund-request', { input: 'refund Amara Quist 4-lesson block' }, null, kids, { langfuse_trace_id: R.hex(32), tags: ['refunds', 'prod'], level: 'WARNING', statusMessage: 'max steps' });
  } },

{ // 05 S3 lifecycle — Claude Agent SDK
  domain: 'object storage lifecycle policy for scanned invoices', style: 'Claude Agent SDK transcript',
  isolates: 'The lifecycle rule is applied and `get-bucket-lifecycle-configuration` confirms it, yet the agent keeps re-reading it and restating success three more times.',
  goal: 'Add a lifecycle rule moving scanned invoices older than 90 days to Glacier Instant Retrieval.',
  build(R) {
    const kids = [tool('Bash', { command: 'aws s3api put-bucket-lifecycle-configuration --bucket acme-scans --lifecycle-configuration file://lc.json' }, '', { is_error: false, exit: 0 })];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('assistant', {}, { type: 'assistant', message: { content: [{ type: 'text', text: 'The lifecycle rule "invoices-to-glacier-ir" is in place: objects under invoices/ transition to GLACIER_IR after 90 days. Let me confirm the configuration again.' }, { type: 'tool_use', name: 'Bash', input: { command: 'aws s3api get-bucket-lifecycle-configuration --bucket acme-scans' } }] } }, { uuid: R.uuid(), session_id: 's-' + R.hex(8) }));
      kids.push(tool('Bash', { command: 'aws s3api get-bucket-lifecycle-configuration --bucket acme-scans' }, JSON.stringify({ TransitionDefaultMinimumObjectSize: 'all_storage_classes_128K', Rules: [{ ID: 'invoices-to-glacier-ir', Filter: { Prefix: 'invoices/' }, Status: 'Enabled', Transitions: [{ Days: 90, StorageClass: 'GLACIER_IR' }] }] }, null, 4), { is_error: false, 'x-amz-request-id': R.hex(16).toUpperCase() }));
    }
    return agent('claude-agent-sdk query', { prompt: 'Move invoices older than 90 days to Glacier IR on acme-scans' }, { type: 'result', subtype: 'error_max_turns', num_turns: 10 }, kids, {});
  } },

{ // 06 birdwatching newsletter — Agno (not in list)
  domain: 'birdwatching society newsletter send', style: 'Agno (formerly phidata) agent run log — not in the brief\'s list',
  isolates: 'Newsletter campaign is sent (status "sent", 412 recipients); the agent re-queries campaign status and re-announces it three more times.',
  goal: 'Send the autumn migration newsletter to the society mailing list.',
  build(R) {
    const kids = [tool('send_campaign', { campaign_id: 'cmp_autumn25' }, { status: 'sent', recipients: 412, send_time: R.iso() }, { tool_call_id: R.callId(), tool_call_error: false })];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('OpenAIChat.response', { messages: [user('send autumn newsletter')] }, { content: 'The autumn migration newsletter was sent to all 412 members. Checking the campaign status again to confirm.', tool_calls: [{ name: 'get_campaign', arguments: '{"campaign_id":"cmp_autumn25"}' }] }, { metrics: { time: +(R.int(5, 30) / 10).toFixed(1), input_tokens: R.int(500, 900) }, run_id: R.uuid() }));
      kids.push(tool('get_campaign', { campaign_id: 'cmp_autumn25' }, { status: 'sent', recipients: 412, opens: R.int(0, 9), emails_sent: 412, report_generated: R.http() }, { tool_call_error: false }));
    }
    return agent('Agent.run newsletter_agent', { message: 'Send the autumn migration newsletter' }, { content: 'The autumn migration newsletter was sent to all 412 members. Checking the campaign status again to confirm.' }, kids, { agno_version: '1.5', session_id: R.uuid(), stopped: 'tool_call_limit' });
  } },
];
