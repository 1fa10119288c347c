// Family 5 (healthy): polling a status with identical results (apart from
// timestamps) until it changes, then acting and finishing.
import { agent, tool, model } from '../lib.mjs';

export const family = {
  name: 'poll-until-status-changes',
  isolates: 'A status is polled several times with results identical apart from timestamps (sometimes with waits in between) until it finally changes, after which the agent acts on it and finishes.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 devops/SRE — CI checks, sleep tool between polls, then merge
    {
      domain: 'devops/SRE', style: 'terse tool-calling agent', start: '2024-06-03T13:05:20Z',
      goal: 'Merge PR #4127 in payments-gateway once CI is green.',
      build(c, goal) {
        const poll = (final) => tool('ci_status', { repo: 'acme/payments-gateway', pr: 4127 }, final
          ? { state: 'success', checks: { build: 'success', unit: 'success', e2e: 'success', lint: 'success' }, head_sha: 'e41f9c27d0', updated_at: c.isoS() }
          : { state: 'pending', checks: { build: 'success', unit: 'success', e2e: 'in_progress', lint: 'success' }, head_sha: 'e41f9c27d0', updated_at: c.isoS() });
        const sleep = () => { c.wait(90); return tool('sleep', { seconds: 90 }, 'slept 90s'); };
        return agent('merge-bot', goal, 'Merged PR #4127 (squash) after all checks passed.', [
          poll(false), sleep(), poll(false), sleep(), poll(false), sleep(), poll(true),
          tool('merge_pr', { repo: 'acme/payments-gateway', pr: 4127, method: 'squash', expected_head_sha: 'e41f9c27d0' }, { merged: true, sha: c.hex(40), message: 'Pull Request successfully merged' }),
        ]);
      },
    },
    // 02 e-commerce ops — shipment tracking until out for delivery, then notify customer
    {
      domain: 'e-commerce ops', style: 'chatty assistant', start: '2024-06-11T06:00:03Z',
      goal: "Let Priya Raman know once her replacement blender (order 7731-B) is out for delivery.",
      build(c, goal) {
        const L = model('gpt-4o-mini');
        const track = (status, scan) => tool('track_shipment', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }, {
          status, last_scan: scan, eta: '2024-06-12', checked: c.rfc(), request_id: c.upper(16),
        });
        const wait = (m) => { c.wait(m * 60); return tool('wait', { minutes: m }, { waited_minutes: m }); };
        return agent('order-care-agent', goal, 'Priya has been notified that order 7731-B is out for delivery today.', [
          tool('get_order', { order_id: '7731-B' }, { customer: { name: 'Priya Raman', email: 'priya.raman@example.com' }, items: ['Vortex 900 blender (replacement)'], shipment: { carrier: 'UPS', tracking_number: '1Z999AA10123456784' } }),
          L("I'll keep an eye on the UPS tracking and message Priya as soon as it's out for delivery."),
          track('IN_TRANSIT', 'Arrived at facility - Memphis, TN'), wait(30),
          track('IN_TRANSIT', 'Arrived at facility - Memphis, TN'), wait(30),
          track('IN_TRANSIT', 'Arrived at facility - Memphis, TN'), wait(30),
          track('OUT_FOR_DELIVERY', 'Out for delivery - Nashville, TN'),
          L("It's out for delivery now. Sending Priya a heads-up."),
          tool('send_email', { to: 'priya.raman@example.com', subject: 'Your replacement blender is out for delivery', body: 'Hi Priya, good news: your replacement Vortex 900 blender (order 7731-B) is out for delivery with UPS today. Tracking: 1Z999AA10123456784.' }, { status: 'queued', message_id: `<${c.hex(16)}@mail.example.com>` }),
        ]);
      },
    },
    // 03 finance/accounting — refund settlement checked by a nested sub-agent, then ticket closed
    {
      domain: 'finance/accounting', style: 'planner with nested sub-agent', start: '2024-09-09T10:12:48Z',
      goal: 'Confirm the $412.90 refund to Harborview Dental has settled before closing ticket FIN-2281.',
      build(c, goal) {
        const P = model('planner-gpt-4o');
        const re = c.id('re', 24);
        const get = (status) => tool('stripe.refunds.retrieve', { id: re }, {
          id: re, object: 'refund', amount: 41290, currency: 'usd', status, charge: 'ch_3Nq8RkHarbor00041',
          created: 1725876000, balance_transaction: status === 'succeeded' ? 'txn_3Nq8Rk00Harbor9' : null,
          request_id: c.id('req', 14),
        });
        const wait = () => { c.wait(300); return tool('wait_for', { seconds: 300 }, { ok: true }); };
        return agent('finance-ops', goal, 'Refund re_... for $412.90 settled; ticket FIN-2281 closed with a note.'.replace('re_...', re), [
          tool('get_ticket', { key: 'FIN-2281' }, { key: 'FIN-2281', summary: 'Refund duplicate invoice INV-20877 to Harborview Dental', status: 'In Progress', refund_id: re, updated: c.iso() }),
          P('Ticket references a Stripe refund. Delegate to payments-watcher to wait for settlement, then close the ticket.'),
          agent('payments-watcher', `Wait until refund ${re} reaches a final state and report it.`, `Refund ${re} succeeded (balance transaction txn_3Nq8Rk00Harbor9).`, [
            get('pending'), wait(), get('pending'), wait(), get('pending'), wait(), get('succeeded'),
          ]),
          tool('transition_ticket', { key: 'FIN-2281', to: 'Done', comment: `Refund ${re} ($412.90) settled per Stripe; closing.` }, { key: 'FIN-2281', status: 'Done', updated: c.iso() }),
        ]);
      },
    },
    // 04 data/analytics — dbt Cloud run polled until success, then Slack post
    {
      domain: 'data/analytics', style: 'terse tool-calling agent', start: '2024-03-21T05:40:00Z', stringArgs: true,
      goal: 'Rerun the nightly dbt job for the marketing models and tell #data-eng when the fresh tables are ready.',
      build(c, goal) {
        const run = c.int(200000000, 299999999);
        const get = (status) => tool('dbt_cloud.get_run', { account_id: 70412, run_id: run }, status === 'Success'
          ? { id: run, status_humanized: 'Success', is_complete: true, models_built: 48, finished_at: c.isoU(), duration_humanized: '11 minutes, 4 seconds' }
          : { id: run, status_humanized: 'Running', is_complete: false, finished_at: null, started_at: '2024-03-21T05:40:11.402118+00:00', duration_s: c.int(60, 600) });
        const sleep = () => { c.wait(120); return tool('sleep', { seconds: 120 }, { slept_s: 120 }); };
        return agent('data-ops-agent', goal, 'dbt run finished (48 models); posted to #data-eng.', [
          tool('dbt_cloud.trigger_job', { account_id: 70412, job_id: 33817, cause: 'manual rerun: marketing nightly' }, { id: run, status_humanized: 'Queued', href: `https://cloud.getdbt.com/deploy/70412/projects/1/runs/${run}` }),
          sleep(), get('Running'), sleep(), get('Running'), sleep(), get('Running'), sleep(), get('Running'), sleep(), get('Success'),
          tool('slack.post_message', { channel: '#data-eng', text: `Marketing nightly rerun finished: 48 models rebuilt (run ${run}). Fresh tables are ready.` }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
        ]);
      },
    },
    // 05 travel booking — pending host approval until confirmed, then send confirmation
    {
      domain: 'travel booking', style: 'chatty assistant', start: '2024-05-30T21:14:55Z',
      goal: 'Book the Alfama Loft apartment in Lisbon for Jun 21-24 for two guests and send me the confirmation.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20240620');
        const ref = `HX-${c.upper(6)}`;
        const get = (status) => tool('get_booking', { booking_ref: ref }, { booking_ref: ref, listing: 'Alfama Loft with river view', status, check_in: '2024-06-21', check_out: '2024-06-24', guests: 2, total_eur: 486.0, last_updated: c.log() });
        return agent('stay-booker', goal, `Your Alfama Loft stay (Jun 21-24, 2 guests) is confirmed, reference ${ref}. The confirmation has been emailed to you.`, [
          tool('create_booking', { listing_id: 'LIS-88213', check_in: '2024-06-21', check_out: '2024-06-24', guests: 2, payment_method: 'pm_saved_visa' }, { booking_ref: ref, status: 'PENDING_HOST_APPROVAL', hold_expires: c.iso() }),
          L('This listing requires the host to approve requests, usually within a few hours. I will check back on the booking status periodically.'),
          get('PENDING_HOST_APPROVAL'), get('PENDING_HOST_APPROVAL'), get('PENDING_HOST_APPROVAL'), get('PENDING_HOST_APPROVAL'), get('CONFIRMED'),
          L('The host accepted. Sending you the confirmation now.'),
          tool('send_email', { to: 'traveller@example.com', subject: `Booking confirmed: Alfama Loft, ${ref}`, body: `Your stay at Alfama Loft with river view is confirmed for Jun 21-24 (2 guests). Total EUR 486.00. Reference ${ref}.` }, { accepted: true, id: c.uuid() }),
        ]);
      },
    },
    // 06 healthcare scheduling — insurance eligibility in review until eligible, then book MRI
    {
      domain: 'healthcare scheduling', style: 'function-calling assistant', start: '2024-06-27T14:30:00Z', stringArgs: true,
      goal: "Verify Marcus Bell's insurance eligibility for the Jul 2 brain MRI and book the 07:45 slot if covered.",
      build(c, goal) {
        const L = model('gpt-4o-2024-08-06');
        const chk = `ELG-${c.int(100000, 999999)}`;
        const poll = (final) => tool('poll_eligibility', { check_id: chk }, final
          ? { check_id: chk, status: 'eligible', payer_response: { coverage: 'active', copay_usd: 75.0, prior_auth_required: false }, as_of: c.rfc() }
          : { check_id: chk, status: 'in_review', payer_response: null, as_of: c.rfc() });
        return agent('intake-assistant', goal, 'Marcus Bell is covered (copay $75, no prior auth). MRI booked for Jul 2 at 07:45, confirmation MRI-77120.', [
          tool('submit_eligibility_check', { member_id: 'AET-W2209183', payer: 'Aetna', cpt: '70553', date_of_service: '2024-07-02' }, { check_id: chk, status: 'submitted', submitted_at: c.isoS() }),
          poll(false), poll(false), poll(false),
          poll(true),
          L('Coverage is active with a $75 copay and no prior authorization needed, so I can book the slot.'),
          tool('book_slot', { patient_id: 'P-31009', modality: 'MRI', slot: '2024-07-02T07:45', procedure: '70553' }, { confirmation: 'MRI-77120', status: 'booked' }),
        ]);
      },
    },
  ],
};
