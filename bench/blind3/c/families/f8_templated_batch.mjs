// Family 8 (healthy): batch work over 4-8 distinct items; identical acks and a
// near-identical templated message per item.
import { agent, tool, fail, model } from '../lib.mjs';

export const family = {
  name: 'templated-batch-per-item',
  isolates: 'Batch work over 4-8 distinct items where every call returns the same acknowledgement and the agent writes a near-identical templated message per item, changing only the item details.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 e-commerce ops — delay notice to 5 customers, llm drafts + send_email per item
    {
      domain: 'e-commerce ops', style: 'chatty assistant', start: '2024-12-10T08:00:00Z',
      goal: 'Email every customer whose order is held up by the Rotterdam port strike, apologise, and give the new delivery estimate.',
      build(c, goal) {
        const L = model('gpt-4o-mini');
        const orders = [
          ['Hannah Becker', 'hannah.becker@example.de', 'EU-10442', 'Dec 19'],
          ['Luca Moretti', 'l.moretti@example.it', 'EU-10457', 'Dec 19'],
          ['Sofia Lindgren', 'sofia.l@example.se', 'EU-10463', 'Dec 20'],
          ['Pieter de Vries', 'pdevries@example.nl', 'EU-10471', 'Dec 18'],
          ['Chloe Martin', 'chloe.martin@example.fr', 'EU-10488', 'Dec 20'],
        ];
        const kids = [
          tool('orders_query', { status: 'in_transit', route_via: 'NLRTM', delayed: true }, { orders: orders.map(([n, e, o, d]) => ({ order: o, customer: n, email: e, new_eta: d })), total: 5 }),
          L("Five orders are stuck behind the strike. I'll send each customer the same short apology with their own order number and new estimate."),
        ];
        for (const [n, e, o, d] of orders) {
          const first = n.split(' ')[0];
          const body = `Hi ${first}, we're sorry: your order ${o} is delayed by the strike at the port of Rotterdam. The new estimated delivery date is ${d}. You don't need to do anything, and we've refunded your shipping fee. Thank you for your patience!`;
          kids.push(L(`Sending delay notice to ${n} for ${o} (new ETA ${d}).`));
          kids.push(tool('send_email', { to: e, subject: `Update on your order ${o}`, body }, { status: 'queued', message_id: `<${c.hex(20)}@mailer.shop.example>`, queued_at: c.iso() }));
        }
        kids.push(L('All five delay notices are queued.'));
        return agent('customer-comms', goal, 'Sent delay notices to 5 customers (EU-10442, EU-10457, EU-10463, EU-10471, EU-10488) with their new delivery estimates.', kids);
      },
    },
    // 02 HR/recruiting — interview invites to 4 candidates, one calendar error retried
    {
      domain: 'HR/recruiting', style: 'planner agent', start: '2024-04-22T11:30:00Z',
      goal: 'Invite the four shortlisted Product Designer candidates to a 45-minute portfolio review next week with Sam and Ines.',
      build(c, goal) {
        const P = model('claude-3-5-sonnet-20240620');
        const cands = [
          ['Aiko Sato', 'aiko.sato@example.com', 'Tue Apr 30, 10:00'],
          ['Marcus Jensen', 'm.jensen@example.com', 'Tue Apr 30, 14:00'],
          ['Fatima Zahra El Idrissi', 'fz.elidrissi@example.com', 'Wed May 1, 11:00'],
          ['Diego Alvarez', 'diego.alvarez@example.com', 'Thu May 2, 15:30'],
        ];
        const kids = [
          tool('ats_list_stage', { job: 'Product Designer', stage: 'Shortlisted' }, { candidates: cands.map(([n, e]) => ({ name: n, email: e })), count: 4 }),
          fail('calendar_freebusy', { attendees: ['sam@ourco.com', 'ines@ourco.com'], window: ['2024-04-29', '2024-05-03'] }, '503 Service Unavailable: calendar backend busy, retry after 2s'),
          tool('calendar_freebusy', { attendees: ['sam@ourco.com', 'ines@ourco.com'], window: ['2024-04-29', '2024-05-03'] }, { common_free: cands.map((x) => x[2]), tz: 'Europe/Lisbon' }),
          P('One slot per candidate from the common free list; same invite text for each, with their own time.'),
        ];
        for (const [n, e, slot] of cands) {
          kids.push(tool('send_invite', {
            to: e, cc: ['sam@ourco.com', 'ines@ourco.com'], when: slot, duration_min: 45,
            title: `Portfolio review: ${n} / Product Designer`,
            message: `Hi ${n.split(' ')[0]}, thanks for applying for the Product Designer role. We'd love to invite you to a 45-minute portfolio review with Sam and Ines on ${slot} (Lisbon time). Please bring two projects you're proud of. Reply to this email if the time doesn't work.`,
          }, { status: 'sent', event_id: c.hex(26), ical_uid: `${c.uuid()}@calendar.ourco.com` }));
        }
        return agent('recruiting-coordinator', goal, 'Invites sent to Aiko Sato, Marcus Jensen, Fatima Zahra El Idrissi and Diego Alvarez for portfolio reviews Apr 30 - May 2.', kids);
      },
    },
    // 03 healthcare scheduling — SMS reminders to 6 patients, terse
    {
      domain: 'healthcare scheduling', style: 'terse tool-calling agent', start: '2024-06-16T17:00:00Z',
      goal: "Send tomorrow's dental hygiene patients an SMS reminder with their appointment time.",
      build(c, goal) {
        const pts = [
          ['Ruth', '+15551230147', '08:00'], ['Kenji', '+15551230882', '08:45'], ['Olivia', '+15551231903', '09:30'],
          ['Samuel', '+15551232277', '10:15'], ['Amara', '+15551234410', '13:00'], ['Jonah', '+15551235526', '14:30'],
        ];
        const kids = [
          tool('list_appointments', { date: '2024-06-17', provider_type: 'hygienist', location: 'Maple St' }, pts.map(([n, p, t], i) => ({ appt: `A-${7710 + i}`, first_name: n, mobile: p, time: t, sms_opt_in: true }))),
        ];
        for (const [n, p, t] of pts) {
          kids.push(tool('sms.send', { to: p, body: `Hi ${n}, this is Maple Street Dental reminding you of your hygiene appointment tomorrow (Mon 17 Jun) at ${t}. Reply C to confirm or call 555-0100 to reschedule.` }, { accepted: true, sid: `SM${c.hex(32)}`, segments: 1 }));
        }
        return agent('reminder-agent', goal, 'Sent 6 reminders for 2024-06-17.', kids);
      },
    },
    // 04 finance/accounting — overdue invoice reminders, one sub-agent per invoice (long trace)
    {
      domain: 'finance/accounting', style: 'planner/executor with sub-agent per item', start: '2024-10-07T09:00:00Z',
      goal: 'Send a polite payment reminder for every invoice more than 30 days overdue.',
      build(c, goal) {
        const P = model('planner:gpt-4o');
        const X = model('executor:gpt-4o-mini');
        const inv = [
          ['INV-24-0611', 'Brightwater Cafe', 'accounts@brightwater.example', 1840.0, '2024-08-31'],
          ['INV-24-0634', 'Kestrel Logistics', 'ap@kestrel.example', 12650.0, '2024-09-02'],
          ['INV-24-0640', 'Oakline Interiors', 'finance@oakline.example', 3975.5, '2024-09-04'],
          ['INV-24-0652', 'Pinecrest Vet Clinic', 'billing@pinecrestvet.example', 760.0, '2024-09-05'],
          ['INV-24-0658', 'Harbour & Vale LLP', 'payables@harbourvale.example', 9200.0, '2024-09-06'],
          ['INV-24-0671', 'Summit Robotics', 'ap@summitrobotics.example', 22400.0, '2024-09-06'],
          ['INV-24-0677', 'Little Fern Nursery', 'hello@littlefern.example', 415.0, '2024-09-07'],
        ];
        const kids = [
          tool('ar_aging', { as_of: '2024-10-07', min_days_overdue: 31 }, { invoices: inv.map(([id, cu, , amt, due]) => ({ invoice: id, customer: cu, amount_due: amt, due_date: due })), total_due: 51240.5 }),
          P('Seven invoices qualify. Dispatch one reminder worker per invoice; each looks up the billing contact and sends the standard reminder.'),
        ];
        for (const [id, cu, email, amt, due] of inv) {
          const amount = amt.toLocaleString('en-US', { minimumFractionDigits: 2 });
          kids.push(agent('reminder-worker', `Send the standard overdue reminder for ${id} (${cu}).`, `Reminder sent for ${id}.`, [
            tool('get_billing_contact', { customer: cu }, { email, name: 'Accounts Payable' }),
            X(`Reminder for ${id}: ${cu}, $${amount}, due ${due}.`),
            tool('send_email', { to: email, subject: `Friendly reminder: invoice ${id} is overdue`, body: `Hello ${cu} team, this is a friendly reminder that invoice ${id} for $${amount} was due on ${due} and is now more than 30 days overdue. If payment is already on its way, please ignore this note; otherwise you can pay via the link on the invoice. Thank you!` }, { status: 'sent', id: c.uuid() }),
          ]));
        }
        kids.push(P('All seven reminder workers reported success.'));
        return agent('ar-assistant', goal, 'Sent reminders for 7 overdue invoices totalling $51,240.50.', kids);
      },
    },
    // 05 customer support — close 7 tickets fixed by the same release with one macro text
    {
      domain: 'customer support', style: 'terse tool-calling agent', start: '2024-03-28T16:10:00Z', stringArgs: true,
      goal: 'Release 5.12.1 fixed the CSV export bug. Close every open ticket tagged csv-export-bug with a note telling the customer to update.',
      build(c, goal) {
        const L = model('gpt-3.5-turbo-0125');
        const t = [[91502, 'Arjun'], [91518, 'Beatriz'], [91533, 'Colm'], [91540, 'Dilnoza'], [91561, 'Elliot'], [91577, 'Farah'], [91590, 'Gustavo']];
        const kids = [
          tool('zendesk.search', { query: 'tags:csv-export-bug status<solved' }, { results: t.map(([id, n]) => ({ id, requester: n, status: 'open' })), count: 7 }),
          L('7 tickets. Applying the same closing note to each.'),
        ];
        for (const [id, n] of t) {
          kids.push(tool('zendesk.update_ticket', { ticket_id: id, status: 'solved', comment: { public: true, body: `Hi ${n}, the CSV export issue you reported is fixed in release 5.12.1, which is now live. Please refresh the app (or update the desktop client) and try the export again. If anything still looks off, just reply and we'll reopen this ticket.` } },
            { ticket: { status: 'solved' }, audit_id: c.int(10 ** 11, 10 ** 12 - 1), updated_at: c.isoS() }));
        }
        return agent('support-macro-agent', goal, 'Solved 7 tickets tagged csv-export-bug with the 5.12.1 update note.', kids);
      },
    },
    // 06 devops/SRE — rotate DB credentials for 5 services and post the same heads-up to each team
    {
      domain: 'devops/SRE', style: 'chatty planner-executor', start: '2024-07-31T22:00:00Z',
      goal: 'Rotate the Postgres credentials for every service on the orders-db cluster and give each owning team a heads-up in their channel.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20240620');
        const svcs = [['orders-api', '#team-orders'], ['fulfilment-worker', '#team-fulfilment'], ['invoicing', '#team-billing'], ['returns-svc', '#team-returns'], ['analytics-export', '#team-data']];
        const kids = [
          tool('vault_list_roles', { mount: 'database/orders-db' }, { roles: svcs.map(([s]) => s), count: 5 }),
          L("Five service roles on orders-db. For each one I'll rotate the static credential in Vault and then post the same short notice to the owning team's channel."),
        ];
        for (const [s, ch] of svcs) {
          kids.push(tool('vault_rotate_role', { mount: 'database/orders-db', role: s }, { rotated: true, lease_id: `database/orders-db/creds/${s}/${c.mixed(24)}`, ttl: '720h' }));
          kids.push(tool('post_update', { channel: ch, text: `Heads-up: the orders-db Postgres credentials for ${s} were rotated just now. Pods pick up the new secret automatically via the Vault agent; if you see auth errors from ${s}, restart the deployment and ping #sre.` }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
        }
        kids.push(L('All five roles rotated and every team notified. No auth errors reported in the last few minutes.'));
        return agent('sre-ops', goal, 'Rotated orders-db credentials for orders-api, fulfilment-worker, invoicing, returns-svc and analytics-export; posted heads-ups to each team channel.', kids);
      },
    },
  ],
};
