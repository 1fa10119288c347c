import { T } from './lib.mjs';
export const FAMILY = 'retry_and_repeat_notice';
export const LOOP = true;
const F = FAMILY;
export const scenarios = [
  // 01 organic veg box scheme, OTel GenAI
  () => {
    const t = new T(`${F}-01`, 'otel', { agent: 'box-scheme-ops', goal: 'Swap courgettes for runner beans in all Thursday medium boxes (route B) and tell the packing team.' });
    const n = t.n;
    for (let i = 0; i < 3; i++) {
      t.llm('', [{ name: 'update_box_template', args: { template: 'MED-THU-B', remove: 'courgette-500g', add: 'runner-beans-400g' } }]);
      t.tool('update_box_template', {}, { status: 409, error: 'template_locked', detail: 'Template MED-THU-B is locked by packing run PR-' + n.int(2000, 2999) + ' (started ' + n.iso() + ')', request_id: n.rid('req_'), replica: n.host('boxes') }, { error: 'HTTP 409 Conflict: template_locked' });
      t.llm('Posting a note for the packing team.', [{ name: 'post_message', args: { channel: '#packing-shed', text: 'Heads up: I could not swap courgettes for runner beans on MED-THU-B yet because the template is locked. I will try again shortly.' } }]);
      t.tool('post_message', {}, { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}`, channel: 'C0' + n.b32(8) });
    }
    t.llm('', [{ name: 'update_box_template', args: { template: 'MED-THU-B', remove: 'courgette-500g', add: 'runner-beans-400g' } }]);
    t.tool('update_box_template', {}, { status: 409, error: 'template_locked', detail: 'Template MED-THU-B is locked by packing run PR-' + n.int(2000, 2999), request_id: n.rid('req_') }, { error: 'HTTP 409 Conflict: template_locked' });
    return t.row(F, { isolates: 'Same locked-template update fails four times, and after each failure the agent posts the same "could not swap, will try again" note to the packing channel.', loop: true, stagnation: true, output: null, error: 'step budget exhausted (16)' });
  },
  // 02 Elasticsearch reindex, Claude Agent SDK transcript
  () => {
    const t = new T(`${F}-02`, 'claude_sdk', { agent: 'search-ops', goal: 'Reindex products_v7 into products_v8 with the new analyzer and switch the alias, then report in the ops ticket.' });
    const n = t.n;
    for (let i = 0; i < 3; i++) {
      t.llm('Starting the reindex from products_v7 to products_v8.', [{ name: 'Bash', args: { command: 'curl -s -XPOST "localhost:9200/_reindex?wait_for_completion=true" -H "Content-Type: application/json" -d @/work/reindex.json', description: 'Run reindex' } }]);
      t.tool('Bash', {}, `{"error":{"root_cause":[{"type":"illegal_argument_exception","reason":"Limit of total fields [1000] has been exceeded while adding new fields [${n.int(3, 40)}]"}],"type":"illegal_argument_exception"},"status":400}\n# took ${n.int(900, 4000)}ms node=es-data-${n.int(0, 5)} task=${n.alnum(22)}:${n.int(1000, 99999)}`, { error: 'exit 22' });
      t.llm('The reindex failed with the total fields limit. Updating the ticket.', [{ name: 'mcp__jira__add_comment', args: { issue: 'OPS-2291', body: 'Reindex products_v7 -> products_v8 failed: total fields limit [1000] exceeded. Retrying the reindex now.' } }]);
      t.tool('mcp__jira__add_comment', {}, { id: String(n.int(100000, 999999)), created: n.iso(), self: `https://jira.example.net/rest/api/2/issue/OPS-2291/comment/${n.int(100000, 999999)}` });
    }
    return t.row(F, { isolates: 'Reindex fails three times on the same field-limit error, and each time the agent posts the same ticket comment and retries unchanged instead of raising the mapping limit.', loop: true, stagnation: true, output: { subtype: 'error_max_turns', num_turns: 13, total_cost_usd: 0.412 } });
  },
  // 03 mead brewery label printing, Gemini function calling
  () => {
    const t = new T(`${F}-03`, 'gemini', { agent: 'meadery_ops', goal: 'Print 480 back labels for batch M-2407 (Heather Honey Sack Mead, 14.5% ABV) on the Zebra label printer and notify the bottling line lead.' });
    const n = t.n;
    for (let i = 0; i < 4; i++) {
      t.llm(i === 0 ? 'I will send the label job to the printer.' : '', [{ name: 'print_labels', args: { printer: 'zebra-zt411-bottling', template: 'back_label_v3.zpl', batch: 'M-2407', copies: 480 } }]);
      t.tool('print_labels', {}, { ok: false, printer_status: 'PAUSED', hs_code: `~HS 030,1,${i % 2},0000,0,0,0,0,00,2,0,0,0,0,0,0`, message: 'Head open / media out', job: n.job('zpl'), at: n.httpDate() }, { error: 'PrinterError: printer paused (media out)' });
      t.llm('The label printer is paused (media out), so the 480 back labels for M-2407 are not printed yet. I will retry the print job.', [{ name: 'notify_line_lead', args: { to: 'bottling-lead', text: 'Label printer is paused (media out); the M-2407 back labels have not printed yet. Retrying now.' } }]);
      t.tool('notify_line_lead', {}, { delivered: true, sms_id: 'SM' + n.hex(32) });
    }
    return t.row(F, { isolates: 'Print job fails four times on a paused printer and the agent sends the line lead the identical "not printed yet, retrying" SMS after each try.', loop: true, stagnation: true, output: null, error: 'max_llm_calls (8) reached' });
  },
  // 04 reptile shop live-feed order, OpenInference / Phoenix
  () => {
    const t = new T(`${F}-04`, 'openinference', { agent: 'ReptileShopAgent', goal: 'Place the weekly live-feed order (crickets, dubia roaches, waxworms) with the supplier and confirm to the store manager.' });
    const n = t.n;
    const order = { supplier: 'livefoods-direct', account: 'ACC-33817', lines: [{ sku: 'CRK-L-500', qty: 6 }, { sku: 'DUB-M-100', qty: 4 }, { sku: 'WAX-250', qty: 3 }], deliver: 'next-day-before-noon' };
    t.llm('', [{ name: 'place_supplier_order', args: order }]);
    for (let i = 0; i < 3; i++) {
      t.tool('place_supplier_order', order, `HTTP/1.1 402 Payment Required\nDate: ${n.httpDate()}\nX-Request-Id: ${n.uuid()}\nCF-Ray: ${n.cfRay()}\n\n{"error":"account_on_hold","detail":"Account ACC-33817 has an overdue invoice INV-88120"}`, { error: 'HTTP 402 account_on_hold' });
      t.llm('The supplier rejected the order because the account is on hold (overdue invoice INV-88120). I\'ll let the manager know and try placing it again.', [{ name: 'send_email', args: { to: 'manager@scalesandtails.example', subject: 'Live-feed order not placed', body: 'The weekly live-feed order could not be placed: supplier says account on hold (INV-88120). Retrying the order.' } }]);
      t.tool('send_email', {}, { accepted: ['manager@scalesandtails.example'], messageId: `<${n.hex(16)}@mail.scalesandtails.example>`, response: '250 2.0.0 OK ' + n.epoch() });
      t.llm('', [{ name: 'place_supplier_order', args: order }]);
    }
    t.tool('place_supplier_order', order, `HTTP/1.1 402 Payment Required\nDate: ${n.httpDate()}\nX-Request-Id: ${n.uuid()}\n\n{"error":"account_on_hold"}`, { error: 'HTTP 402 account_on_hold' });
    return t.row(F, { isolates: 'Order is refused for an account hold four times; after each refusal the agent emails the manager the same message and resubmits the identical order.', loop: true, stagnation: true, output: 'Reached maximum iterations.' });
  },
  // 05 beach hut rentals, smolagents
  () => {
    const t = new T(`${F}-05`, 'smolagents', { agent: 'hut_bookings', goal: 'Refund the cancelled August week for beach hut 17 (booking BH17-0812) and email the hirer.' });
    const n = t.n;
    for (let i = 1; i <= 4; i++) {
      t.group(`Step ${i}`, { step_number: i }, () => {
        t.llm(`Thought: I will issue the refund for BH17-0812 and then email the hirer.\nCode:\n\`\`\`py\nr = refund_payment(booking_id="BH17-0812", amount_gbp=385.00)\nprint(r)\nsend_email(to=hirer_email, subject="Your beach hut refund", body="We tried to refund £385.00 for hut 17 but the payment provider declined it. We are retrying and will update you.")\n\`\`\``);
        t.tool('refund_payment', { booking_id: 'BH17-0812', amount_gbp: 385.0 }, null, { error: `PaymentProviderError: charge ch_${n.alnum(24)} is older than 120 days and cannot be refunded via API (provider_ref=${n.rid('re_')})` });
        t.tool('send_email', { to: 'hirer', subject: 'Your beach hut refund' }, `queued id=${n.uuid()} at ${n.logTs()}`);
        return `Execution logs:\nError: PaymentProviderError: charge is older than 120 days\nLast output: email queued`;
      });
    }
    return t.row(F, { isolates: 'Refund call fails four times on the same too-old-charge error and each step re-sends the hirer the same "declined, retrying" email.', loop: true, stagnation: true, output: 'Reached max steps.', error: 'AgentMaxStepsError' });
  },
  // 06 padel club payments, Pydantic AI / Logfire
  () => {
    const t = new T(`${F}-06`, 'pydantic', { agent: 'padel_club_admin', goal: 'Collect the October court membership direct debits for the 62 padel members and post a status update in the members\' WhatsApp group.' });
    const n = t.n;
    for (let i = 0; i < 3; i++) {
      t.llm('', [{ name: 'submit_dd_batch', args: { mandate_set: 'padel-oct', amount_eur: 45, members: 62, collection_date: '2024-10-05' } }]);
      t.tool('submit_dd_batch', {}, { sepa: { status: 'RJCT', reason: 'AM05', desc: 'Duplication', msg_id: 'PAIN008-' + n.b32(12), cre_dt_tm: n.isoLocal('+02:00') }, batch: n.job('ddb') }, { error: 'SEPA batch rejected: AM05 Duplication' });
      t.llm('Update for members: the October direct debit run did not go through yet (bank reported a duplicate batch). No money has been taken. We will resubmit shortly.', [{ name: 'post_group_message', args: { group: 'Padel Members 24/25', text: 'Update: the October direct debit run did not go through yet (bank reported a duplicate batch). No money has been taken. We will resubmit shortly.' } }]);
      t.tool('post_group_message', {}, { message_id: 'wamid.' + n.alnum(40), status: 'sent' });
    }
    t.llm('', [{ name: 'submit_dd_batch', args: { mandate_set: 'padel-oct', amount_eur: 45, members: 62, collection_date: '2024-10-05' } }]);
    t.tool('submit_dd_batch', {}, { sepa: { status: 'RJCT', reason: 'AM05', desc: 'Duplication' }, batch: n.job('ddb') }, { error: 'SEPA batch rejected: AM05 Duplication' });
    return t.row(F, { isolates: 'Same SEPA batch is rejected as a duplicate four times; the agent posts the identical "did not go through yet" update to members after each rejection.', loop: true, stagnation: true, output: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' });
  },
];
