import { chat } from './lib.mjs';

// Family 3: the same action fails with the same error while the agent keeps sending
// the user (nearly) the same long message in between attempts.

const rows = [
  // 1 — e-commerce customer support, Mastra
  {
    domain: 'customer support',
    style: 'mastra',
    agent: 'supportAgent',
    start: '2024-11-29T19:22:00Z',
    build(c) {
      const goal =
        'Ticket #48213: Jonah Pruitt says his Vitalux Pro blender (order A-559210) arrived with a cracked jar. Refund him the $89.99 and let him know on the ticket.';
      const ch = [];
      ch.push(
        c.tool(
          'getOrder',
          { orderId: 'A-559210' },
          {
            orderId: 'A-559210',
            customer: { id: 'cus_7731', name: 'Jonah Pruitt', email: 'jpruitt@example.com' },
            items: [{ sku: 'VLX-PRO-1200', name: 'Vitalux Pro Blender 1200W', qty: 1, price: 89.99 }],
            payment: { provider: 'adyen', pspReference: '8816731148822519', method: 'visa', last4: '0321' },
            deliveredAt: '2024-11-27T16:40:00Z',
            refundable: 89.99,
          },
        ),
      );
      const body = (v) =>
        [
          `Hi Jonah,\n\nI'm really sorry your Vitalux Pro blender arrived with a cracked jar — that's not the experience we want for you. I've started a full refund of $89.99 to your Visa ending in 0321. ${v ? 'There is a temporary problem on our payment processor\'s side, so the refund may take a little longer than usual to go through, ' : 'Our payment processor is having a temporary issue, so the refund might take a bit longer than usual to process, '}but you don't need to do anything else, and you don't need to send the blender back.\n\nYou'll get an email confirmation as soon as the refund is completed. If you have any questions in the meantime, just reply to this ticket.\n\nBest,\nMaya — Vitalux Support`,
        ][0];
      const err = (rid) => ({
        error: {
          code: 'PSP_TIMEOUT',
          message: 'Upstream payment processor did not respond within 10000ms',
          provider: 'adyen',
          endpoint: '/pal/servlet/Payment/v68/refund',
          requestId: rid,
          retryable: true,
        },
      });
      const msgs = 2;
      for (let i = 0; i < 3; i++) {
        c.tick(5, 40);
        const rid = c.reqId('rf_');
        ch.push(
          c.tool(
            'issueRefund',
            { orderId: 'A-559210', amount: 89.99, currency: 'USD', reason: 'damaged_in_transit', idempotencyKey: 'A-559210-refund-1' },
            err(rid),
            `PSP_TIMEOUT: Upstream payment processor did not respond within 10000ms (requestId ${rid})`,
          ),
        );
        if (i < msgs) {
          c.tick(3, 15);
          ch.push(
            c.tool(
              'replyToTicket',
              { ticketId: 48213, visibility: 'public', body: body(i % 2 === 1) },
              { ok: true, commentId: c.int(9000000, 9999999), createdAt: c.now() },
            ),
          );
        }
      }
      const output =
        'The refund for order A-559210 could not be issued: every attempt failed with PSP_TIMEOUT from Adyen. Jonah has been told the refund is on its way, but no refund exists yet. Escalating to the payments on-call.';
      return { goal, children: ch, output, meta: { msgTool: 'replyToTicket', msgField: 'body', actionTool: 'issueRefund' } };
    },
  },

  // 2 — telecom, Google ADK, SMS sent 3 times between failing activations
  {
    domain: 'telecom',
    style: 'adk',
    agent: 'line_activation_agent',
    start: '2024-08-06T12:05:00Z',
    build(c) {
      const goal =
        'Customer on account 88031922 lost her phone. Activate the replacement eSIM for line 555-0147 and text her when the line is live.';
      const ch = [];
      ch.push(
        c.tool(
          'get_subscriber',
          { account_id: '88031922', msisdn: '5550147' },
          {
            account_id: '88031922',
            msisdn: '+1 555-0147',
            plan: 'Unlimited Plus',
            status: 'SUSPENDED_LOST',
            current_iccid: '8901260391148822107',
            pending_esim: { iccid: '8901260391177330418', eid: '89049032007008882600042718234561', profile_state: 'RELEASED' },
            alt_contact: '+1 555-0190',
          },
        ),
      );
      const sms = [
        "Hi Lena, this is Northwave Mobile. We're activating the replacement eSIM for your line ending 0147. We hit a technical issue on our side while moving your number to the new eSIM, and our team is working on it right now. You don't need to do anything yet — once it's active you'll get another text with the steps to scan your QR code. Sorry for the wait! Reply HELP for support.",
        "Hi Lena, this is Northwave Mobile. We're still activating the replacement eSIM for your line ending 0147. We ran into a technical issue on our side while moving your number to the new eSIM, and our team is working on it right now. You don't need to do anything yet — once it's active you'll get another text with the steps to scan your QR code. Sorry for the wait! Reply HELP for support.",
        "Hi Lena, this is Northwave Mobile. We're activating the replacement eSIM for your line ending 0147. There was a technical issue on our side while moving your number to the new eSIM, and our team is working on it right now. You don't need to do anything yet — once it's active you'll get another text with steps to scan your QR code. Sorry for the wait! Reply HELP for support.",
      ];
      for (let i = 0; i < 3; i++) {
        c.tick(10, 60);
        const tx = 'TX' + c.digits(12);
        ch.push(
          c.tool(
            'activate_esim',
            { msisdn: '5550147', iccid: '8901260391177330418', eid: '89049032007008882600042718234561', reason: 'LOST_DEVICE' },
            { result: 'FAILED', error_code: 'E4102', detail: 'ICCID 8901260391177330418 is already bound to subscription SUB-70211843 (status ACTIVE)', transaction_id: tx, hss_node: `hss-${c.pick(['east', 'west'])}-0${c.int(1, 3)}` },
            `E4102: ICCID already bound to another active subscription (transaction ${tx})`,
          ),
        );
        c.tick(2, 8);
        ch.push(c.tool('send_sms', { to: '+15550190', body: sms[i], sender_id: 'NORTHWAVE' }, { message_sid: 'SM' + c.hex(32), status: 'queued', segments: 3, queued_at: c.now() }));
      }
      const output =
        'The replacement eSIM could not be activated: the ICCID 8901260391177330418 is reported as already bound to subscription SUB-70211843 (E4102) on every attempt. The customer has been texted at her alternate number. This needs back-office provisioning to release the ICCID; escalated to Tier 2.';
      return { goal, children: ch, output, meta: { msgTool: 'send_sms', msgField: 'body', actionTool: 'activate_esim' } };
    },
  },

  // 3 — music licensing, Vercel AI SDK, the repeated message is the assistant's own text
  {
    domain: 'music licensing',
    style: 'vercel',
    agent: 'cue-sheet-bot',
    start: '2024-09-24T09:40:00Z',
    build(c) {
      const goal = "Register the cue sheet for 'Low Tide' season 1 episode 104 with ASCAP and tell me when it's done.";
      const ch = [];
      const cues = {
        production: 'Low Tide',
        episode: '104 - "The Breakwater"',
        air_date: '2024-09-12',
        cues: [
          { seq: 1, title: 'Breakwater Main Title', usage: 'MT', duration: '0:42', writers: [{ name: 'Maren Okafor', ipi: '00624738112', share: 100 }] },
          { seq: 2, title: 'Fog Bank', usage: 'BI', duration: '1:58', writers: [{ name: 'Maren Okafor', ipi: '00624738112', share: 50 }, { name: 'Theo Lind', ipi: '00710294455', share: 50 }] },
          { seq: 3, title: 'Harbor Lights', usage: 'BV', duration: '0:31', writers: [{ name: 'Dani Reyes', ipi: '00588123907', share: 100 }] },
        ],
      };
      ch.push(c.tool('getCueSheet', { productionId: 'LT-S1', episode: 104 }, cues));
      const msgs = [
        "I've prepared the cue sheet for Low Tide episode 104 (\"The Breakwater\", aired Sept 12) with 3 cues: Breakwater Main Title (MT, 0:42), Fog Bank (BI, 1:58) and Harbor Lights (BV, 0:31). ASCAP rejected the submission because writer IPI 00624738112 (Maren Okafor) isn't found in their database. I'll retry the registration now; if it keeps failing, we may need to confirm Maren's IPI with her publisher.",
        "I've prepared the cue sheet for Low Tide episode 104 (\"The Breakwater\", aired Sept 12) with 3 cues: Breakwater Main Title (MT, 0:42), Fog Bank (BI, 1:58) and Harbor Lights (BV, 0:31). ASCAP rejected the submission because writer IPI 00624738112 (Maren Okafor) was not found in their database. I'll retry the registration now; if it keeps failing, we may need to confirm Maren's IPI with her publisher.",
        "The cue sheet for Low Tide episode 104 (\"The Breakwater\", aired Sept 12) is prepared with 3 cues: Breakwater Main Title (MT, 0:42), Fog Bank (BI, 1:58) and Harbor Lights (BV, 0:31). ASCAP rejected the submission because writer IPI 00624738112 (Maren Okafor) isn't in their database. I'll retry the registration now; if it keeps failing, we may need to confirm Maren's IPI with her publisher.",
      ];
      for (let i = 0; i < 3; i++) {
        c.tick(4, 20);
        const sub = 'SUB-' + c.upper(8);
        ch.push(
          c.tool(
            'submitCueSheet',
            { society: 'ASCAP', productionId: 'LT-S1', episode: 104, format: 'CWR-CS 2.1', cues: cues.cues.length },
            { accepted: false, submissionId: sub, errors: [{ code: 'WRITER_IPI_NOT_FOUND', cue: 1, field: 'writers[0].ipi', value: '00624738112', message: 'IPI name number not found for writer "M. OKAFOR"' }], receivedAt: c.now() },
            `WRITER_IPI_NOT_FOUND: IPI 00624738112 not found for writer "M. OKAFOR" (submission ${sub})`,
          ),
        );
        ch.push(
          c.llm(
            [
              { role: 'system', content: 'You register cue sheets with performing-rights organizations for Saltmarsh Pictures. Keep the producer informed.' },
              { role: 'user', content: goal },
              { role: 'tool', content: `submitCueSheet -> WRITER_IPI_NOT_FOUND 00624738112 (${sub})` },
            ],
            msgs[i],
          ),
        );
      }
      const output =
        'Not registered. ASCAP rejected the Low Tide ep. 104 cue sheet three times with WRITER_IPI_NOT_FOUND for Maren Okafor (IPI 00624738112). The IPI needs to be verified with her publisher before the cue sheet can be filed.';
      return { goal, children: ch, output, meta: { msgTool: 'llm', actionTool: 'submitCueSheet' } };
    },
  },

  // 4 — retail POS, LangGraph, Slack post repeated while price push fails
  {
    domain: 'retail point-of-sale',
    style: 'langgraph',
    agent: 'pricing_ops',
    start: '2024-06-21T11:30:00Z',
    build(c) {
      const goal =
        'Push the new shelf price for SKU 4410-22 (Oatly Barista 64oz, $4.79) to all six Westside stores before they open tomorrow, and give the store managers a heads-up.';
      const ch = [];
      ch.push(
        c.tool(
          'get_store_group',
          { group: 'WESTSIDE' },
          { group: 'WESTSIDE', stores: ['0112', '0114', '0117', '0121', '0130', '0133'], timezone: 'America/Los_Angeles', open_time: '07:00' },
        ),
      );
      ch.push(
        c.tool(
          'get_item',
          { sku: '4410-22' },
          { sku: '4410-22', upc: '190646631130', desc: 'OATLY BARISTA OATMILK 64OZ', current_price: 5.29, dept: 'DAIRY ALT', tax_class: 'FOOD-EXEMPT' },
        ),
      );
      const post = (n) =>
        `:rotating_light: Price change heads-up for Westside stores (0112, 0114, 0117, 0121, 0130, 0133): Oatly Barista 64oz, SKU 4410-22 / UPC 190646631130, goes from $5.29 to $4.79 effective at open tomorrow. ${n === 1 ? 'The push to the lanes is being held up right now' : 'The push to the lanes is currently being held up'} because store 0117's lane controller isn't responding, so please don't reprint shelf tags until you see the confirmation in #pricing-ops. If the register rings $5.29 at open, override to $4.79 and note it on the price-exception log. Thanks!`;
      for (let i = 0; i < 3; i++) {
        c.tick(20, 90);
        const batch = 'PB-' + c.digits(7);
        ch.push(
          c.tool(
            'push_price_update',
            { sku: '4410-22', price: 4.79, effective: '2024-06-22T07:00:00-07:00', stores: ['0112', '0114', '0117', '0121', '0130', '0133'], atomic: true },
            {
              batch_id: batch,
              status: 'REJECTED',
              reason: 'TERMINAL_SYNC_FAILED',
              failed_stores: [{ store: '0117', detail: 'lane controller LC-0117-A unreachable (tcp 10.41.17.10:7443 timeout after 15000ms)' }],
              applied_stores: [],
              elapsed_ms: c.ms(15050, 15900),
            },
            `TERMINAL_SYNC_FAILED: store 0117 lane controller LC-0117-A unreachable; atomic batch ${batch} rolled back`,
          ),
        );
        ch.push(
          c.tool(
            'post_slack_message',
            { channel: '#westside-store-managers', text: post(i), unfurl_links: false },
            { ok: true, channel: 'C04M2WESTSM', ts: `${c.epoch()}.${c.digits(6)}` },
          ),
        );
      }
      const output =
        'The price change for SKU 4410-22 was not applied to any Westside store: every atomic push was rolled back because store 0117\'s lane controller (LC-0117-A) is unreachable. Store managers were notified in Slack. IT needs to bring LC-0117-A back online, or the push needs to exclude 0117.';
      return { goal, children: ch, output, meta: { msgTool: 'post_slack_message', msgField: 'text', actionTool: 'push_price_update' } };
    },
  },

  // 5 — aviation maintenance, Pydantic AI, message posted twice between close attempts
  {
    domain: 'aviation maintenance',
    style: 'pydantic',
    agent: 'mx_control_agent',
    start: '2024-01-17T04:48:00Z',
    build(c) {
      const goal =
        'Close out work order WO-77412 (replace #2 engine HP bleed valve on N417QX) so the aircraft can go back into service for the 06:40 departure, and keep Maintenance Control posted.';
      const ch = [];
      ch.push(
        c.tool(
          'get_work_order',
          { wo: 'WO-77412' },
          {
            wo: 'WO-77412',
            tail: 'N417QX',
            fleet: 'DHC-8-402',
            station: 'SEA',
            tasks: [
              { n: 1, desc: 'Remove #2 eng HP bleed valve P/N 3291538-4', status: 'SIGNED', by: 'AMT R. Castillo #40213' },
              { n: 2, desc: 'Install replacement valve S/N 7KX-22910', status: 'SIGNED', by: 'AMT R. Castillo #40213' },
              { n: 3, desc: 'Torque B-nuts / safety wire (RII)', status: 'SIGNED', by: 'AMT R. Castillo #40213', rii: true, inspector: null },
              { n: 4, desc: 'Engine run leak check', status: 'SIGNED', by: 'AMT J. Wu #40588' },
            ],
            mel: { item: '36-11-02', category: 'C', deferred: '2024-01-16' },
            next_departure: { flight: 'QX 2271', std: '2024-01-17T06:40:00-08:00' },
          },
        ),
      );
      const msg = (v) =>
        `WO-77412 update for N417QX (QX 2271, STD 06:40): #2 engine HP bleed valve replaced (S/N 7KX-22910) and the leak-check engine run is signed off. ${v ? 'I can\'t close the work order yet' : 'The work order can\'t be closed yet'} — the system blocks close-out because task 3 (torque/safety wire) is a Required Inspection Item with no inspector stamp. Retrying close-out; please advise if the aircraft should be protected with a swap in the meantime.`;
      for (let i = 0; i < 3; i++) {
        c.tick(6, 50);
        const cid = c.uuid();
        ch.push(
          c.tool(
            'close_work_order',
            { wo: 'WO-77412', release_to_service: true, clear_mel: '36-11-02' },
            { ok: false, code: 'WO_CLOSE_BLOCKED', message: 'Required Inspection Item on task 3 lacks inspector sign-off (RII stamp)', correlation_id: cid, server_time: c.now() },
            'WO_CLOSE_BLOCKED: Required Inspection Item on task 3 lacks inspector sign-off (RII stamp)',
          ),
        );
        if (i < 2) {
          ch.push(c.tool('post_message', { channel: 'mx-control-sea', text: msg(i === 1), priority: 'high' }, { message_id: 'm_' + c.alnum(12), posted_at: c.now() }));
        }
      }
      const output =
        'WO-77412 is still open. Close-out was blocked every time because task 3 is an RII item without an inspector stamp, so N417QX has not been released to service and MEL 36-11-02 remains open. An RII inspector must inspect and sign task 3 before QX 2271 can go.';
      return { goal, children: ch, output, meta: { msgTool: 'post_message', msgField: 'text', actionTool: 'close_work_order' } };
    },
  },

  // 6 — browser automation, OpenHands browsing agent with MessageAction to the user
  {
    domain: 'browser automation',
    style: 'openhands',
    agent: 'BrowsingAgent',
    start: '2024-10-14T20:10:00Z',
    build(c) {
      const goal =
        'On the Pacific Gas & Light customer portal (already logged in), submit a change of mailing address for account 4471-0092-33 to 88 Larkin St Apt 5, San Francisco, CA 94102.';
      const ch = [];
      ch.push(
        c.tool(
          'BrowseInteractiveAction',
          { browser_actions: "goto('https://my.pgl-example.com/account/4471-0092-33/profile/mailing-address')" },
          "[Current URL: https://my.pgl-example.com/account/4471-0092-33/profile/mailing-address]\n[Accessibility tree]\nheading 'Update mailing address'\ntextbox 'Street address' [bid=a12]\ntextbox 'Apt / Unit' [bid=a13]\ntextbox 'City' [bid=a14]\ncombobox 'State' [bid=a15]\ntextbox 'ZIP code' [bid=a16]\ncheckbox 'I confirm this address is correct' [bid=a19] (unchecked)\nbutton 'Submit change' [bid=a21] (disabled)",
        ),
      );
      ch.push(
        c.tool(
          'BrowseInteractiveAction',
          { browser_actions: "fill('a12', '88 Larkin St')\nfill('a13', 'Apt 5')\nfill('a14', 'San Francisco')\nselect_option('a15', 'CA')\nfill('a16', '94102')" },
          "[Current URL: https://my.pgl-example.com/account/4471-0092-33/profile/mailing-address]\ntextbox 'Street address' value='88 Larkin St'\ntextbox 'Apt / Unit' value='Apt 5'\ntextbox 'City' value='San Francisco'\ncombobox 'State' value='CA'\ntextbox 'ZIP code' value='94102'\nbutton 'Submit change' [bid=a21] (disabled)",
        ),
      );
      const m =
        "I've filled in the new mailing address for account 4471-0092-33 (88 Larkin St, Apt 5, San Francisco, CA 94102) on the PG&L portal, but the 'Submit change' button is disabled and my click isn't going through. I'm going to try submitting the form again. If it still doesn't work, you may need to finish this step yourself from the profile page.";
      const m2 =
        "I've filled in the new mailing address for account 4471-0092-33 (88 Larkin St, Apt 5, San Francisco, CA 94102) on the PG&L portal, but the 'Submit change' button is still disabled and my click isn't going through. I'm going to try submitting the form again. If it still doesn't work, you may need to finish this step yourself from the profile page.";
      const msgs = [m, m2, m];
      for (let i = 0; i < 3; i++) {
        c.tick(3, 12);
        ch.push(
          c.tool(
            'BrowseInteractiveAction',
            { browser_actions: "click('a21')" },
            `[Current URL: https://my.pgl-example.com/account/4471-0092-33/profile/mailing-address?rid=${c.hex(10)}]\n[Action error] TimeoutError: locator.click: Timeout 5000ms exceeded.\n  - element is not enabled\n  - retrying click action, attempt #${c.int(8, 14)}\n[Last action took ${c.ms(5004, 5180)} ms]`,
            'TimeoutError: locator.click: element is not enabled (bid=a21)',
          ),
        );
        ch.push(c.tool('MessageAction', { content: msgs[i], wait_for_response: false }, { delivered: true, at: c.now() }));
      }
      const output =
        'I could not submit the change of mailing address: the "Submit change" button stayed disabled and every click timed out. The address is entered in the form but has not been saved.';
      return { goal, children: ch, output, meta: { msgTool: 'MessageAction', msgField: 'content', actionTool: 'BrowseInteractiveAction', actionIncludes: "click('a21')" } };
    },
  },
];

export default {
  family: 'same-message-while-action-fails',
  isolates:
    'The same action keeps failing with the same error while the agent sends the user the same long message near-verbatim between attempts instead of changing approach.',
  loop: true,
  stagnation: true,
  rows,
};
