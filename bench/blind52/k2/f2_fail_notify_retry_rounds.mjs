import { llm, tool, agent, span, sys, user } from './lib.mjs';
export const FAMILY = 'fail_notify_retry_rounds';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'The same failing action is retried unchanged and, after each identical failure, the same near-verbatim status message is sent to the user/channel/ticket; 3+ rounds.';

export const rows = [
  { domain: 'ghost-kitchen payouts (Stripe Connect)', style: 'oai_agents', isolates: 'A payout agent retries the same Stripe transfer that fails with the same "insufficient available balance" error and posts the same Slack apology after each of 4 rounds.',
    goal: 'Send this week\'s payouts to the three partner kitchens of the Brixton ghost-kitchen hub.',
    build(c) {
      const ch = [];
      ch.push(llm(c, 'plain', { messages: [sys('Payouts agent'), user('Run weekly partner payouts.')], calls: [{ name: 'list_pending_payouts', args: { week: '2025-W07' } }] }));
      ch.push(tool(c, 'oai_agents', 'list_pending_payouts', { week: '2025-W07' }, { data: [{ acct: 'acct_1P' + c.b62(14), kitchen: 'Dosa Dept', amount: 184220 }], has_more: false }));
      const msg = 'Heads up: the payout to Dosa Dept (£1,842.20) failed because the platform balance is insufficient. I will retry shortly.';
      for (let i = 0; i < 4; i++) {
        ch.push(llm(c, 'plain', { messages: [user('continue')], text: 'Retrying the transfer to Dosa Dept.', calls: [{ name: 'create_transfer', args: { amount: 184220, currency: 'gbp', destination: 'acct_1PdosaDept' } }] }));
        const rid = c.reqId('req_');
        ch.push(tool(c, 'oai_agents', 'create_transfer', { amount: 184220, currency: 'gbp', destination: 'acct_1PdosaDept', idempotency_key: c.uuid() }, { status: 400, headers: { 'request-id': rid, date: c.http(), 'stripe-version': '2024-06-20' }, body: { error: { code: 'balance_insufficient', message: 'You have insufficient available funds in your Stripe account.', request_log_url: `https://dashboard.stripe.com/logs/${rid}`, type: 'invalid_request_error' } } }, { error: 'StripeInvalidRequestError: balance_insufficient' }));
        ch.push(llm(c, 'plain', { messages: [user('tool error')], text: msg, calls: [{ name: 'post_slack', args: { channel: '#kitchen-payouts', text: msg } }] }));
        ch.push(tool(c, 'oai_agents', 'post_slack', { channel: '#kitchen-payouts', text: msg }, { ok: true, channel: 'C05' + c.b62(8).toUpperCase(), ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
      }
      return agent(c, 'oai_agents', 'Payouts Agent', { week: '2025-W07' }, { error: 'MaxTurnsExceeded: Max turns (20) exceeded' }, ch, { tools: ['list_pending_payouts', 'create_transfer', 'post_slack'] });
    } },
  { domain: 'canoe building workshops (class signup emails)', style: 'mastra', isolates: 'A workshop agent tries the same SMTP send that keeps bouncing with 550 5.1.1 and writes the same "I could not reach you" note on the booking ticket three times.',
    goal: 'Send the cedar-strip canoe class joining instructions to all 8 participants of the April cohort.',
    build(c) {
      const ch = [];
      const note = 'We could not deliver the joining instructions to r.okafor@shorelinemail.ca (mailbox not found). Retrying delivery now.';
      ch.push(tool(c, 'mastra', 'listParticipants', { cohort: 'APR-CEDAR' }, { participants: 8, sent_ok: 7, pending: ['r.okafor@shorelinemail.ca'] }));
      for (let i = 0; i < 3; i++) {
        ch.push(span('chain', 'agent.generate step', { step: i + 1 }, null, [
          llm(c, 'plain', { name: 'llm: openai/gpt-4o-mini', messages: [user('pending: r.okafor@shorelinemail.ca')], text: 'Sending the joining instructions to the remaining participant.', calls: [{ name: 'sendEmail', args: { to: 'r.okafor@shorelinemail.ca', template: 'cedar-joining' } }] }),
          tool(c, 'mastra', 'sendEmail', { to: 'r.okafor@shorelinemail.ca', template: 'cedar-joining' }, `SMTP 550 5.1.1 <r.okafor@shorelinemail.ca>: Recipient address rejected: User unknown in virtual mailbox table\nremote-mta: mx${c.int(1, 4)}.shorelinemail.ca [${c.ip()}]\nqueue-id: ${c.hex(10).toUpperCase()}\nArrival-Date: ${c.http()}`, { error: 'EmailDeliveryError: 550 5.1.1 user unknown' }),
          llm(c, 'plain', { name: 'llm: openai/gpt-4o-mini', messages: [user('550 5.1.1')], text: note, calls: [{ name: 'addTicketNote', args: { ticket: 'WS-3318', body: note } }] }),
          tool(c, 'mastra', 'addTicketNote', { ticket: 'WS-3318', body: note }, { id: c.int(90000, 99999), created_at: c.iso(), author: 'workshop-bot' }),
        ], { metadata: { 'mastra.step': i + 1 } }));
      }
      return agent(c, 'mastra', 'workshopAgent', { cohort: 'APR-CEDAR' }, { finishReason: 'length', steps: 12 }, ch, { 'componentName': 'workshopAgent', runId: c.uuid() });
    } },
  { domain: 'Helm-less Cloudflare Workers deploy (devops)', style: 'anthropic', isolates: 'A Claude-style deploy agent runs the same `wrangler deploy` which fails each time on the same missing KV binding and tells the user the same sentence after each of 3 failures.',
    goal: 'Deploy the edge-redirects Worker to production with wrangler.',
    build(c) {
      const ch = [];
      const say = 'The deploy failed: KV namespace binding "REDIRECTS" is not found in production. I will try deploying again.';
      for (let i = 0; i < 3; i++) {
        ch.push(llm(c, 'anthropic', { messages: [{ role: 'user', content: 'deploy edge-redirects to prod' }], text: 'Running the production deploy.', calls: [{ name: 'Bash', args: { command: 'npx wrangler deploy --env production', description: 'Deploy worker' } }] }));
        ch.push(tool(c, 'anthropic', 'Bash', { command: 'npx wrangler deploy --env production' }, ` ⛅️ wrangler 3.${c.int(60, 99)}.0\n-------------------\nTotal Upload: ${c.int(20, 40)}.${c.int(10, 99)} KiB / gzip: ${c.int(5, 9)}.${c.int(10, 99)} KiB\n✘ [ERROR] A request to the Cloudflare API (/accounts/${c.hex(32)}/workers/scripts/edge-redirects) failed.\n  KV namespace '${c.hex(32)}' not found. [code: 10041]\n\n🪵  Logs were written to "/home/dev/.wrangler/logs/wrangler-${c.ymd()}_${c.hms().replace(/:/g, '-')}_${c.int(100, 999)}.log"`, { error: 'exit code 1' }));
        ch.push(llm(c, 'anthropic', { messages: [{ role: 'user', content: 'exit 1' }], text: say }));
      }
      ch.push(llm(c, 'anthropic', { messages: [{ role: 'user', content: 'exit 1' }], text: 'The deploy failed: KV namespace binding "REDIRECTS" is not found in production. Trying the deploy again now.', calls: [{ name: 'Bash', args: { command: 'npx wrangler deploy --env production' } }] }));
      return agent(c, 'anthropic', 'claude-code-session', { prompt: 'deploy edge-redirects to prod' }, { subtype: 'error_max_turns', num_turns: 12, session_id: c.uuid() }, ch);
    } },
  { domain: 'kite makers (supplier reorder)', style: 'autogen', isolates: 'An AutoGen pair retries the same ripstop-nylon purchase order against a supplier API that returns the same 409 "SKU discontinued" and sends the same email to the owner each round (3 rounds).',
    goal: 'Reorder 40 m of red 40D ripstop nylon for the Windborne Kites workshop.',
    build(c) {
      const ch = [];
      const mail = 'Hi Tamsin, the reorder of 40 m red 40D ripstop (SKU RS40-RED) was rejected by the supplier. I\'ll resubmit it and let you know.';
      for (let i = 0; i < 3; i++) {
        ch.push(llm(c, 'autogen', { messages: [{ role: 'user', content: 'Reorder red ripstop', name: 'owner_proxy' }], calls: [{ name: 'submit_po', args: { sku: 'RS40-RED', qty_m: 40 } }] }));
        ch.push(tool(c, 'autogen', 'submit_po', { sku: 'RS40-RED', qty_m: 40 }, JSON.stringify({ status: 409, error: 'SKU_DISCONTINUED', detail: 'RS40-RED replaced by RS40-RED-V2 from 2025-01', trace: c.hex(16), server: c.host('po-gw', 6) })));
        ch.push(llm(c, 'autogen', { messages: [{ role: 'tool', content: '409 SKU_DISCONTINUED' }], calls: [{ name: 'send_email', args: { to: 'tamsin@windborne.example', subject: 'Ripstop reorder', body: mail } }] }));
        ch.push(tool(c, 'autogen', 'send_email', { to: 'tamsin@windborne.example', subject: 'Ripstop reorder', body: mail }, `250 2.0.0 OK ${c.epoch()} ${c.b62(12)} - gsmtp`));
      }
      return agent(c, 'autogen', 'procurement_assistant', { task: 'Reorder 40 m red 40D ripstop' }, { stop_reason: 'Maximum number of turns 12 reached.' }, ch, { 'autogen.agent_type': 'AssistantAgent' });
    } },
  { domain: 'haunted-house attraction (ticket scanner firmware)', style: 'strands', isolates: 'A Strands agent keeps pushing the same firmware to a gate scanner that fails the same checksum, sending the same ops-channel message after each of 3 failures.',
    goal: 'Update firmware on the three entrance ticket scanners of the Hollow Manor haunted house before opening.',
    build(c) {
      const ch = [];
      const msg = 'Scanner gate-2 rejected firmware 4.8.1 (checksum mismatch). Retrying the update.';
      ch.push(tool(c, 'strands', 'flash_scanner', { device: 'gate-1', image: 'zebra-fw-4.8.1.bin' }, { ok: true, device: 'gate-1', version: '4.8.1', took: c.dur() }));
      for (let i = 0; i < 3; i++) {
        const cyc = [llm(c, 'plain', { name: 'chat', messages: [user('flash gate-2')], text: 'Flashing gate-2 with 4.8.1.', calls: [{ name: 'flash_scanner', args: { device: 'gate-2', image: 'zebra-fw-4.8.1.bin' } }] }),
          tool(c, 'strands', 'flash_scanner', { device: 'gate-2', image: 'zebra-fw-4.8.1.bin' }, { ok: false, device: 'gate-2', stage: 'verify', expected_crc32: '0x9F3A11C2', got_crc32: '0x1B770E4D', session: c.uuid(), usb_port: `/dev/ttyACM${c.int(0, 3)}` }, { error: 'FirmwareVerifyError: checksum mismatch' }),
          llm(c, 'plain', { name: 'chat', messages: [user('verify failed')], text: msg, calls: [{ name: 'notify_ops', args: { text: msg } }] }),
          tool(c, 'strands', 'notify_ops', { text: msg }, { delivered: true, msg_id: c.int(1e6, 9e6) })];
        ch.push(span('chain', 'Cycle ' + c.uuid(), {}, null, cyc, { metadata: { 'event_loop.cycle_id': c.uuid() } }));
      }
      return agent(c, 'strands', 'invoke_agent scanner_ops', { prompt: 'update all 3 scanners' }, { stop_reason: 'max_tokens' }, ch, { 'gen_ai.system': 'strands-agents' });
    } },
  { domain: 'noodle shop (delivery platform menu sync)', style: 'langfuse', isolates: 'A Langfuse-traced agent keeps re-pushing the same menu to a delivery platform that rejects it with the same 422 and leaves the same ticket comment each time (4 rounds).',
    goal: 'Publish the new winter menu (with 3 new ramen items) to the Deliveroo-like platform for the Kōjimachi Noodle Bar.',
    build(c) {
      const ch = [];
      const comment = 'The menu publish failed: item "Black garlic tonkotsu" is missing an allergen declaration. I will retry the publish.';
      for (let i = 0; i < 4; i++) {
        ch.push(span('chain', 'generation-span', {}, null, [llm(c, 'langfuse', { name: 'menu-sync-generation', messages: [user('publish winter menu')], calls: [{ name: 'publish_menu', args: JSON.stringify({ menu_id: 'winter-25', items: 18 }) }] })], { metadata: { langfuse_observation_id: c.uuid() } }));
        ch.push(tool(c, 'langfuse', 'publish_menu', JSON.stringify({ menu_id: 'winter-25', items: 18 }), `HTTP/1.1 422 Unprocessable Entity\ncontent-type: application/json\nx-request-id: ${c.uuid()}\nx-served-by: cache-${c.pick(['lhr', 'nrt', 'fra'])}${c.int(1000, 9999)}\ndate: ${c.http()}\n\n{"errors":[{"path":"items[11].allergens","code":"REQUIRED","item":"Black garlic tonkotsu"}]}`, { error: 'HTTP 422' }));
        ch.push(llm(c, 'langfuse', { name: 'menu-sync-generation', messages: [user('422')], text: comment, calls: [{ name: 'comment_ticket', args: { ticket: 'KNB-77', body: comment } }] }));
        ch.push(tool(c, 'langfuse', 'comment_ticket', { ticket: 'KNB-77', body: comment }, { ok: true, comment_id: c.int(1000, 9999) }));
      }
      return agent(c, 'langfuse', 'menu-sync', { restaurant: 'Kojimachi Noodle Bar' }, { status: 'aborted', reason: 'step budget exhausted' }, ch, { langfuse_trace_id: c.hex(32), sessionId: 'sess-' + c.hex(8) });
    } },
];
