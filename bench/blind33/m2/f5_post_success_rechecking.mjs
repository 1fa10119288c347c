// Family 5: the goal is met and a tool result confirms it, but the agent keeps re-checking,
// re-submitting or re-announcing (3+ actions that learn nothing) until a step limit.
// loop=true; the re-announcements repeat near-verbatim, stagnation=true.
import { Rec, span } from './lib.mjs';

export const family = 'post_success_rechecking';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  // 01 hovercraft rides, Anthropic Messages API logs
  {
    domain: 'hovercraft pleasure rides (group booking)',
    style: 'anthropic',
    isolates: 'The booking is created and confirmed (status CONFIRMED, ref HX-88213), then the agent fetches the same booking four more times and restates "your booking is confirmed" after each, until max_turns.',
    goal: 'Book the 15:30 hovercraft ride for a party of 6 on Saturday and confirm it to the organiser.',
    build(nz) {
      const r = new Rec('anthropic', nz, { model: 'claude-3-5-sonnet-20241022', goal: this.goal, system: 'You are the booking assistant for Solent Hover Rides.' });
      const c = [];
      c.push(r.llm('Let me check availability for the 15:30 slot.', [['check_slot', { date: 'Saturday', time: '15:30', party: 6 }]]));
      c.push(r.tool('check_slot', { date: 'Saturday', time: '15:30', party: 6 }, { slot: '15:30', seats_left: 9, craft: 'BHT-130 "Island Flyer"', tide_window: 'ok', checked: nz.isoNoMs() }));
      c.push(r.llm('Nine seats free. Creating the booking.', [['create_booking', { time: '15:30', party: 6, lead_name: 'D. Marsh' }]]));
      c.push(r.tool('create_booking', { time: '15:30', party: 6, lead_name: 'D. Marsh' }, { booking_ref: 'HX-88213', status: 'CONFIRMED', total_gbp: 210, payment: 'captured', pi: 'pi_' + nz.b62(24), created: nz.iso() }));
      for (let i = 0; i < 4; i++) {
        c.push(r.llm('Your booking HX-88213 for 6 people on the 15:30 ride is confirmed. Let me just verify it once more.', [['get_booking', { booking_ref: 'HX-88213' }]]));
        c.push(r.tool('get_booking', { booking_ref: 'HX-88213' }, { booking_ref: 'HX-88213', status: 'CONFIRMED', party: 6, time: '15:30', updated: nz.iso(), served_by: nz.host('bk') }));
      }
      c.push(r.llm('Your booking HX-88213 for 6 people on the 15:30 ride is confirmed. Let me just verify it once more.', [['get_booking', { booking_ref: 'HX-88213' }]]));
      return r.root(c, null, { error: 'max_turns (12) reached' });
    },
  },
  // 02 container image promotion (devops), Strands Agents
  {
    domain: 'container image promotion from staging to prod registry',
    style: 'strands',
    isolates: 'The image is copied and its prod digest verified as identical, then the agent re-runs crane digest and re-copies the same tag three more times, each time reporting "promotion complete".',
    goal: 'Promote image billing-api:2.14.3 from the staging registry to the prod registry and verify the digest matches.',
    build(nz) {
      const r = new Rec('strands', nz, { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', goal: this.goal, agent: 'release_bot' });
      const c = [];
      const dg = 'sha256:' + nz.sha(64);
      c.push(r.llm('Copying the tag across registries.', [['shell', { command: 'crane copy stg.registry.internal/billing-api:2.14.3 prod.registry.internal/billing-api:2.14.3' }]]));
      c.push(r.tool('shell', { command: 'crane copy stg.registry.internal/billing-api:2.14.3 prod.registry.internal/billing-api:2.14.3' }, `${nz.logTs()} Copying from stg.registry.internal/billing-api:2.14.3 to prod.registry.internal/billing-api:2.14.3\n${nz.logTs()} existing blob: sha256:${nz.sha(64)}\n${nz.logTs()} pushed blob: sha256:${nz.sha(64)}\n${nz.logTs()} prod.registry.internal/billing-api:2.14.3: digest: ${dg} size: 1789`));
      c.push(r.llm('Verifying the digests.', [['shell', { command: 'crane digest stg.registry.internal/billing-api:2.14.3 && crane digest prod.registry.internal/billing-api:2.14.3' }]]));
      c.push(r.tool('shell', { command: 'crane digest stg.registry.internal/billing-api:2.14.3 && crane digest prod.registry.internal/billing-api:2.14.3' }, `${dg}\n${dg}`));
      for (let i = 0; i < 3; i++) {
        const cmd = i === 1 ? 'crane copy stg.registry.internal/billing-api:2.14.3 prod.registry.internal/billing-api:2.14.3' : 'crane digest prod.registry.internal/billing-api:2.14.3';
        c.push(r.llm('Promotion complete: billing-api:2.14.3 is in prod with a matching digest. I will double-check the prod tag.', [['shell', { command: cmd }]]));
        c.push(r.tool('shell', { command: cmd }, i === 1 ? `${nz.logTs()} Copying from stg.registry.internal/billing-api:2.14.3 to prod.registry.internal/billing-api:2.14.3\n${nz.logTs()} existing manifest prod.registry.internal/billing-api:2.14.3@${dg}` : dg));
      }
      c.push(r.llm('Promotion complete: billing-api:2.14.3 is in prod with a matching digest. I will double-check the prod tag.', [['shell', { command: 'crane digest prod.registry.internal/billing-api:2.14.3' }]]));
      return r.root(c, { stop_reason: 'max_tokens_or_cycles', cycles: 6 }, { error: 'EventLoopException: maximum event loop cycles reached' });
    },
  },
  // 03 lifejacket servicing, Mastra
  {
    domain: 'lifejacket servicing station (annual inflation checks)',
    style: 'mastra',
    isolates: 'The service record for a batch of 14 lifejackets is submitted and acknowledged, then the agent resubmits the identical record three more times, each answered "duplicate, already recorded".',
    goal: 'Submit the annual service record for the 14 Crewsaver lifejackets from yacht "Tern" (all passed inflation test) to the marine safety register.',
    build(nz) {
      const r = new Rec('mastra', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'serviceDeskAgent' });
      const c = [];
      const rec = { vessel: 'Tern', units: 14, model: 'Crewsaver Crewfit 165N', result: 'PASS', technician: 'K. Hale', cylinders_replaced: 2 };
      c.push(r.llm('Submitting the service record to the register.', [['submitServiceRecord', rec]]));
      const ref = 'MSR-' + nz.digits(8);
      c.push(r.tool('submitServiceRecord', rec, { status: 201, record_id: ref, next_due: nz.dateOnly(365), received: nz.iso() }));
      for (let i = 0; i < 3; i++) {
        c.push(r.llm(`The service record has been submitted (${ref}). Submitting it again to make sure it is on file.`, [['submitServiceRecord', rec]]));
        c.push(r.tool('submitServiceRecord', rec, { status: 409, error: 'DUPLICATE', detail: `record already exists: ${ref}`, 'retry-after': null, request_id: nz.reqId('rq_') }, { error: `409 DUPLICATE: record already exists: ${ref}` }));
      }
      c.push(r.llm(`The service record has been submitted (${ref}). Submitting it again to make sure it is on file.`, [['submitServiceRecord', rec]]));
      return r.root(c, { text: '', finishReason: 'tool-calls', steps: 5 }, { error: 'maxSteps (5) reached' });
    },
  },
  // 04 bird feeder subscriptions, Langfuse
  {
    domain: 'bird feeder seed subscriptions (refund for a spoiled delivery)',
    style: 'langfuse',
    isolates: 'The refund succeeds (Stripe status "succeeded"), then the agent polls the same refund three more times and emails the customer the same "refund processed" note after each.',
    goal: 'Refund £18.50 to subscriber Mrs A. Gill for the damp sunflower-heart delivery and let her know.',
    build(nz) {
      const r = new Rec('langfuse', nz, { model: 'gpt-4o', goal: this.goal, agent: 'support-refunds' });
      const c = [];
      const rf = { charge: 'ch_3P' + nz.b62(21), amount: 1850, reason: 'requested_by_customer' };
      c.push(r.llm(null, [['create_refund', rf]]));
      const re = 're_3P' + nz.b62(21);
      c.push(r.tool('create_refund', rf, { id: re, object: 'refund', amount: 1850, currency: 'gbp', status: 'succeeded', created: nz.epoch(), 'request-id': 'req_' + nz.b62(14) }));
      const mail = { to: 'a.gill@example.net', subject: 'Your refund', body: 'Dear Mrs Gill, your refund of £18.50 for the sunflower-heart delivery has been processed. It should reach your card in 5-10 days.' };
      c.push(r.llm('The refund of £18.50 has been processed. I will let Mrs Gill know.', [['send_email', mail]]));
      c.push(r.tool('send_email', mail, { id: nz.uuid(), status: 'sent' }));
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('The refund of £18.50 has been processed. Checking the refund status again.', [['get_refund', { id: re }]]));
        c.push(r.tool('get_refund', { id: re }, { id: re, status: 'succeeded', amount: 1850, 'request-id': 'req_' + nz.b62(14), livemode: true }));
        c.push(r.llm('The refund of £18.50 has been processed. I will let Mrs Gill know.', [['send_email', mail]]));
        c.push(r.tool('send_email', mail, { id: nz.uuid(), status: 'sent' }));
      }
      return r.root(c, null, { error: 'Max iterations (15) reached' });
    },
  },
  // 05 tapioca starch mill, W&B Weave
  {
    domain: 'tapioca starch mill (batch QC release)',
    style: 'weave',
    isolates: 'Batch TS-0417 is released (QC status RELEASED, certificate issued), then the agent re-queries the release status and re-issues the release call three more times with no new result.',
    goal: 'Release tapioca starch batch TS-0417 to dispatch once whiteness and moisture are within spec, and record the certificate.',
    build(nz) {
      const r = new Rec('weave', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'qc_agent' });
      const c = [];
      c.push(r.llm('Reading the lab results for TS-0417.', [['get_lab_results', { batch: 'TS-0417' }]]));
      c.push(r.tool('get_lab_results', { batch: 'TS-0417' }, { batch: 'TS-0417', moisture_pct: 12.1, whiteness: 93.4, ph: 5.8, spec: { moisture_max: 13, whiteness_min: 90 }, lims_ts: nz.euDate() }));
      c.push(r.llm('Moisture 12.1% and whiteness 93.4 are within spec. Releasing.', [['release_batch', { batch: 'TS-0417' }]]));
      c.push(r.tool('release_batch', { batch: 'TS-0417' }, { batch: 'TS-0417', qc_status: 'RELEASED', coa: `COA-${nz.digits(6)}.pdf`, released_by: 'qc_agent', at: nz.iso() }));
      for (let i = 0; i < 3; i++) {
        const t = i % 2 === 0 ? 'get_batch_status' : 'release_batch';
        c.push(r.llm('Batch TS-0417 has been released to dispatch with its certificate. Confirming the release status.', [[t, { batch: 'TS-0417' }]]));
        c.push(r.tool(t, { batch: 'TS-0417' }, t === 'get_batch_status' ? { batch: 'TS-0417', qc_status: 'RELEASED', location: 'Silo 3', checked_at: nz.iso() } : { batch: 'TS-0417', qc_status: 'RELEASED', note: 'no-op: already released', at: nz.iso() }));
      }
      c.push(r.llm('Batch TS-0417 has been released to dispatch with its certificate. Confirming the release status.', [['get_batch_status', { batch: 'TS-0417' }]]));
      return r.root(c, null, { error: 'step limit 10 reached' });
    },
  },
  // 06 quinoa cooperative, Griptape (not in the brief's list)
  {
    domain: 'quinoa growers cooperative (harvest payment run)',
    style: 'griptape',
    isolates: 'The payment run to 23 growers executes and the bank returns status COMPLETED, then the agent re-fetches the run and re-posts the same "payments sent" notice to the members board three more times.',
    goal: 'Execute the harvest payment run PR-2025-03 (23 growers, total 41,870 PEN) and announce it on the members\' board.',
    build(nz) {
      const r = new Rec('griptape', nz, { model: 'gpt-4o', goal: this.goal, agent: 'treasurer' });
      const c = [];
      c.push(r.llm('Executing the payment run.', [['BankClient.execute_run', { run_id: 'PR-2025-03' }]]));
      c.push(r.tool('BankClient.execute_run', { run_id: 'PR-2025-03' }, { run_id: 'PR-2025-03', status: 'COMPLETED', transfers: 23, total: '41870.00 PEN', bank_ref: 'BCP' + nz.digits(12), value_date: nz.dateOnly(0) }));
      const post = { board: 'members', text: 'Harvest payments for PR-2025-03 have been sent to all 23 growers (total S/ 41,870). Funds should arrive within 1 business day.' };
      c.push(r.llm('All 23 transfers completed. Announcing to members.', [['Board.post', post]]));
      c.push(r.tool('Board.post', post, { post_id: nz.int(1000, 9999), ok: true }));
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('Harvest payments for PR-2025-03 have been sent to all 23 growers. Let me make sure the run is completed.', [['BankClient.get_run', { run_id: 'PR-2025-03' }]]));
        c.push(r.tool('BankClient.get_run', { run_id: 'PR-2025-03' }, { run_id: 'PR-2025-03', status: 'COMPLETED', transfers: 23, polled_at: nz.isoOffset(-5) }));
        c.push(r.llm('Harvest payments for PR-2025-03 have been sent to all 23 growers. Posting the confirmation for members.', [['Board.post', post]]));
        c.push(r.tool('Board.post', post, { post_id: nz.int(1000, 9999), ok: true }));
      }
      return r.root(c, null, { error: 'max_subtasks (20) exceeded' });
    },
  },
];
