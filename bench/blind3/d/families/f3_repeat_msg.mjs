import { agent, llm, tool, fail, js } from '../lib.mjs';

export default {
  name: 'same-apology-same-failure',
  loop: true,
  stagnation: true,
  isolates: 'The same long user-facing message (30+ words, near-verbatim) is sent 2-3 times while the same failing write/payment/booking action fails with the same error between the messages.',
  rows: [
    // 01 e-commerce ops — refund rejected, customer message via tool x3
    {
      domain: 'e-commerce ops', base: '2024-04-16T12:08:30Z',
      expect: { failTool: 'payments.create_refund', msgs: 3 },
      build(n) {
        const goal = 'Customer Priya Raman says order #58213 arrived damaged. Refund her $86.40 and let her know.';
        const body = "Hi Priya, I'm really sorry about the damaged items in order #58213. I've just tried to send your $86.40 refund back to your Visa ending in 4417, but our payment processor didn't accept it. I'm retrying now and will confirm as soon as it goes through, so there's nothing you need to do on your side.";
        const refund = () => fail('payments.create_refund', { charge: 'ch_3OuX2bLk09QzR1', amount: 8640, reason: 'requested_by_customer', metadata: { order: '58213' } }, `card_declined: refund rejected by issuer (processor response 62 - restricted card) [request_id=req_${n.alnum(14)}]`);
        const msg = () => tool('send_customer_message', { ticket_id: 771204, channel: 'email', body }, { message_id: `msg_${n.hex(12)}`, queued_at: n.tick(3, 9).iso() });
        const kids = [
          tool('orders.get', { order_number: '58213' }, { id: 'gid://shop/Order/5581223', total: '86.40', currency: 'USD', payment: { charge: 'ch_3OuX2bLk09QzR1', brand: 'visa', last4: '4417' }, fulfillment: 'delivered', delivered_at: '2024-04-14' }),
          refund(), msg(), refund(), msg(), refund(), msg(),
        ];
        return agent('support-ops-agent', goal, 'Reached max_steps=7', kids);
      },
    },
    // 02 travel booking — chatty llm messages, stale search keeps showing the fare
    {
      domain: 'travel booking', base: '2024-08-20T17:44:05Z',
      expect: { failTool: 'gds_book', msgs: 3 },
      build(n) {
        const goal = 'Book me on the cheapest nonstop SFO to Chicago O\'Hare on September 12, morning departure, economy is fine.';
        const m1 = "I'm sorry, I ran into a problem completing your booking on United flight 1142 from San Francisco to Chicago O'Hare on September 12 at 7:05 AM. The $189 fare I found is still showing as available, so I'm going to try the reservation one more time and will let you know right away.";
        const m2 = "I'm sorry, I ran into a problem completing your booking on United flight 1142 from San Francisco to Chicago O'Hare on September 12 at 7:05 AM. The $189 fare I found is still showing as available, so I'm going to try the reservation again and will let you know right away.";
        const search = () => tool('flight_search', { origin: 'SFO', destination: 'ORD', date: '2024-09-12', cabin: 'economy', nonstop: true, depart_window: '05:00-12:00' }, { offers: [{ offer_id: `off_${n.alnum(10)}`, carrier: 'UA', flight: '1142', dep: '07:05', arr: '13:21', fare_class: 'Q', price: { total: 189.0, currency: 'USD' } }, { offer_id: `off_${n.alnum(10)}`, carrier: 'AA', flight: '2290', dep: '08:40', arr: '14:52', fare_class: 'O', price: { total: 214.0, currency: 'USD' } }], cache_age_s: n.int(200, 900) });
        const book = () => fail('gds_book', { carrier: 'UA', flight: '1142', date: '2024-09-12', fare_class: 'Q', passengers: [{ name: 'HOLLIS/JAMES MR', dob: '1984-03-02' }], form_of_payment: 'stored:visa_9021' }, `FARE_UNAVAILABLE: Booking class Q on UA1142 SFO-ORD 12SEP is no longer sellable (GDS code 0113) [txn ${n.alnum(12)}]`);
        const kids = [search(), book(), llm('assistant', m1), search(), book(), llm('assistant', m2), search(), book(), llm('assistant', m2)];
        return agent('TripHelper', goal, 'Conversation ended by user after 9 steps.', kids);
      },
    },
    // 03 finance/accounting — Slack post_update x3 while AP payment 409s; JSON-string args
    {
      domain: 'finance/accounting', base: '2024-10-31T21:15:00Z',
      expect: { failTool: 'ap.create_payment', msgs: 3 },
      build(n) {
        const goal = 'Run tonight\'s ACH payment for the approved Brightline Logistics invoice INV-22817 and keep #ap-ops posted.';
        const text = "Heads up: the ACH payment for Brightline Logistics (invoice INV-22817, $12,940.00) is blocked because the vendor's bank account is still pending verification in the AP system. I'm retrying the payment now; if it keeps failing, someone with vendor-admin rights will need to re-verify the account before the 11:30 PM ACH cutoff.";
        const pay = () => fail('ap.create_payment', js({ vendor_id: 'V-00913', invoice_ids: ['INV-22817'], method: 'ACH', amount: '12940.00', pay_date: '2024-10-31' }), '409 Conflict: vendor bank account VBA-1183 is pending verification; payments to unverified accounts are not allowed');
        const post = () => tool('post_update', js({ channel: '#ap-ops', text }), { ok: true, channel: 'C04AP0PS', ts: `${n.tick(40, 90).epoch()}.${n.digits(6)}` });
        const kids = [
          tool('ap.get_invoice', js({ invoice_id: 'INV-22817' }), { invoice_id: 'INV-22817', vendor: { id: 'V-00913', name: 'Brightline Logistics LLC' }, amount: '12940.00', status: 'APPROVED', approved_by: 'r.castillo', due: '2024-11-01' }),
          pay(), post(), pay(), post(), pay(), post(),
        ];
        return agent('ap-runner', goal, 'Stopping: same error on every attempt. Payment INV-22817 not sent.', kids);
      },
    },
    // 04 healthcare scheduling — portal replies x2 with SLOT_CONFLICT between, then give-up
    {
      domain: 'healthcare scheduling', base: '2024-06-13T15:27:41Z',
      expect: { failTool: 'schedule_appointment', msgs: 2 },
      build(n) {
        const goal = 'Patient Wei Chen (MRN 00733918) asked through the portal for a follow-up with Dr. Okafor next Tuesday afternoon. Book it and reply to him.';
        const reply = "Hi Mr. Chen, thank you for your patience. I'm trying to confirm your follow-up visit with Dr. Okafor on Tuesday, June 18 at 2:00 PM, but the scheduling system hasn't accepted the booking yet. I'll try again now and send you a confirmation as soon as it's in place.";
        const book = () => fail('schedule_appointment', { patient_mrn: '00733918', provider_id: 1487, slot_start: '2024-06-18T14:00:00-05:00', duration_min: 20, visit_type: 'FOLLOWUP' }, 'SLOT_CONFLICT: provider 1487 has an administrative block overlapping 2024-06-18T14:00-05:00');
        const kids = [
          tool('find_open_slots', { provider_id: 1487, date: '2024-06-18', after: '12:00', visit_type: 'FOLLOWUP' }, { slots: ['2024-06-18T14:00:00-05:00', '2024-06-18T15:40:00-05:00'], generated: n.isoOff(-5) }),
          book(),
          tool('portal_reply', { thread_id: 'MSG-2291047', body: reply }, { status: 'sent', sent_at: n.tick(20, 40).local() }),
          book(),
          tool('portal_reply', { thread_id: 'MSG-2291047', body: reply }, { status: 'sent', sent_at: n.tick(20, 40).local() }),
          book(),
          llm('scheduler-llm', 'Giving up on this request; the booking keeps failing. Escalating to front desk staff.'),
        ];
        return agent('portal-scheduler', goal, 'Could not book the appointment; escalated to front desk.', kids);
      },
    },
    // 05 customer support — chat replies in llm output, failing CRM write inside a sub-agent
    {
      domain: 'customer support', base: '2024-02-06T10:51:20Z',
      expect: { failTool: 'crm.update_case', msgs: 3 },
      build(n) {
        const goal = 'Close out case 00412876 for Northwind Dental: the SSO issue is fixed, mark it solved and tell the customer in chat.';
        const chat = "Thanks for confirming that single sign-on is working again for your whole team! I'm updating your case 00412876 to Solved now, and you'll receive a short satisfaction survey by email. If anything breaks again, just reply to this chat and the case will reopen automatically.";
        const writer = () => agent('crm_writer', 'Set case 00412876 Status=Solved', 'Update failed: FIELD_CUSTOM_VALIDATION_EXCEPTION (Resolution Code required).', [
          fail('crm.update_case', { case_id: '00412876', fields: { Status: 'Solved' } }, `403 FIELD_CUSTOM_VALIDATION_EXCEPTION: Resolution Code is required when Status = Solved [${n.alnum(15)}]`),
        ]);
        const kids = [
          tool('crm.get_case', { case_id: '00412876' }, { Id: '5003h00001XkQ2aAAF', CaseNumber: '00412876', Account: 'Northwind Dental Group', Subject: 'SAML SSO login loop', Status: 'Pending Customer', LastModifiedDate: n.isoMs() }),
          llm('support-chat', chat), writer(),
          llm('support-chat', chat), writer(),
          llm('support-chat', chat), writer(),
        ];
        return agent('support-chat-agent', goal, 'Reached max_steps=7', kids);
      },
    },
    // 06 HR/recruiting — healthy lookups, then HRIS write locked, Slack message x2
    {
      domain: 'HR/recruiting', base: '2024-06-28T16:02:10Z',
      expect: { failTool: 'workday.submit_comp_change', msgs: 2 },
      build(n) {
        const goal = 'Apply the approved promotion raise for Tomás Ibarra (E-20417) to Senior Analyst, effective July 1, and let his manager Jen Park know when it is done.';
        const text = "Hi Jen, quick update on Tomás Ibarra's promotion to Senior Analyst: the approved salary change to $98,500 effective July 1 could not be saved in Workday yet because of a payroll validation error. I'm trying the submission again and will message you as soon as it is recorded.";
        const submit = () => fail('workday.submit_comp_change', js({ worker_id: 'E-20417', job_profile: 'JP-ANL-SR', base_salary: { amount: 98500, currency: 'USD' }, effective_date: '2024-07-01', reason: 'Promotion > Promotion' }), 'Validation error: Effective date 2024-07-01 falls in locked pay period PP-13 (locked 2024-06-28 12:00 PT)');
        const dm = () => tool('slack.send_message', js({ user: 'U02JPARK', text }), { ok: true, ts: `${n.tick(30, 80).epoch()}.${n.digits(6)}` });
        const kids = [
          tool('workday.get_worker', js({ worker_id: 'E-20417' }), { worker_id: 'E-20417', name: 'Tomás Ibarra', job_profile: 'JP-ANL', title: 'Analyst', base_salary: 84000, manager: { id: 'E-11820', name: 'Jen Park', slack: 'U02JPARK' } }),
          tool('comp.get_band', js({ job_profile: 'JP-ANL-SR', location: 'US-Tier2' }), { band: 'P3', min: 88000, mid: 101000, max: 114000, updated: '2024-01-15' }),
          tool('approvals.get', js({ request_id: 'PRM-2024-0613' }), { status: 'APPROVED', approvers: [{ name: 'Jen Park', at: n.isoMs() }, { name: 'Luis Romero (HRBP)', at: n.tick(3600, 7200).isoMs() }], new_title: 'Senior Analyst', new_base: 98500 }),
          tool('workday.get_job_profile', js({ job_profile: 'JP-ANL-SR' }), { job_profile: 'JP-ANL-SR', title: 'Senior Analyst', job_family: 'Finance Analytics', flsa: 'Exempt', grade: 'P3' }),
          tool('payroll.calendar', js({ year: 2024, group: 'US-SEMIMONTHLY' }), [{ period: 'PP-13', start: '2024-07-01', end: '2024-07-15', lock: '2024-06-28T12:00:00-07:00' }, { period: 'PP-14', start: '2024-07-16', end: '2024-07-31', lock: '2024-07-12T12:00:00-07:00' }]),
          llm('hr-ops', 'Approved amount $98,500 sits between P3 min ($88,000) and mid ($101,000), so no exception approval is needed. Both approvals are in. Submitting the comp change with the approved effective date of July 1.'),
          submit(), dm(), submit(), dm(), submit(),
        ];
        return agent('hr-ops-agent', goal, 'Reached max_steps=9', kids);
      },
    },
  ],
};
