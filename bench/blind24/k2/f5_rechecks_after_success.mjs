// Family 5: the goal is met and confirmed by a tool result, but the agent keeps re-checking,
// re-submitting or re-announcing (3+ actions learning nothing new) until a step limit.
import { styler, span, httpResp } from './lib.mjs';

export const FAMILY = {
  name: 'rechecks_after_success',
  loop: true,
  stagnation: true,
  summary: 'Goal met and confirmed by a tool; agent keeps verifying/re-submitting/re-announcing 3+ more times until a limit.',
};

export const rows = [
  {
    n: '01', domain: 'bingo hall session payouts', style: 'agentops', start: '2025-11-08T22:41:00Z',
    isolates: 'After the jackpot payout is confirmed "settled" by the cash-office API, the agent re-queries the payout status four more times and re-announces the same confirmation.',
    goal: 'Pay out the £1,250 full-house jackpot from session 3 to member 80417 and confirm to the floor manager.',
    build(c) {
      const s = styler('agentops', c, { model: 'gpt-4o-mini' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You are the cash-office assistant at Gala Parade Bingo.'], ['user', 'Full house, session 3, member 80417, £1,250. Pay it and tell me when done.']], calls: [['verify_claim', { session: 3, game: 'FH', member: 80417 }]] }));
      ch.push(s.tool('verify_claim', { session: 3, game: 'FH', member: 80417 }, { valid: true, ticket: `T3-${c.digits(6)}`, called_numbers: 48, caller: 'Bev', verified_by: 'ticket-scan', at: c.hms() }));
      ch.push(s.llm({ msgs: [['tool', 'valid claim']], calls: [['create_payout', { member: 80417, amount_gbp: 1250.0, method: 'bank_transfer', reference: 'S3-FH-80417' }]] }));
      const pid = 'PO-' + c.digits(7);
      ch.push(s.tool('create_payout', { member: 80417, amount_gbp: 1250.0, method: 'bank_transfer', reference: 'S3-FH-80417' }, { payout_id: pid, status: 'settled', faster_payments_ref: 'FP' + c.b62(14).toUpperCase(), settled_at: c.iso() }));
      ch.push(s.llm({ msgs: [['tool', `settled ${pid}`]], calls: [['notify_floor', { text: `Jackpot paid: £1,250 to member 80417 (payout ${pid}, settled).` }]] }));
      ch.push(s.tool('notify_floor', { text: `Jackpot paid: £1,250 to member 80417 (payout ${pid}, settled).` }, { delivered: true, device: 'floor-tablet-2', at: c.hms() }));
      for (let i = 0; i < 4; i++) {
        ch.push(s.llm({ msgs: [['tool', 'delivered']], text: `The payout ${pid} is settled. Let me double-check the payout status to be sure.`, calls: [['get_payout', { payout_id: pid }]] }));
        ch.push(s.tool('get_payout', { payout_id: pid }, { payout_id: pid, status: 'settled', amount_gbp: 1250.0, checked_at: c.iso(), api_node: c.host('cashapi'), x_ratelimit_remaining: 60 - i - 3 }));
        if (i % 2 === 1) ch.push(s.tool('notify_floor', { text: `Confirmed: jackpot £1,250 to member 80417 is paid (payout ${pid}, settled).` }, { delivered: true, device: 'floor-tablet-2', at: c.hms() }));
      }
      return s.agent('cash-office-session', { session_id: c.uuid(), tags: ['bingo', 'payouts'] }, { end_state: 'Indeterminate', end_state_reason: 'max_steps reached (16)' }, ch, { 'agentops.session.end_state': 'Indeterminate' });
    },
  },

  {
    n: '02', domain: 'Christmas lights installation bookings', style: 'haystack', start: '2025-11-14T17:05:22Z',
    isolates: 'A Haystack agent books the lights installation, gets booking confirmation BK-3317, then keeps re-running the booking lookup and resending the same confirmation text three more times.',
    goal: 'Book a roofline Christmas lights installation at 9 Birch Close for 29 November and text the customer the confirmation.',
    build(c) {
      const s = styler('haystack', c, { model: 'gpt-4o-mini' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You book installs for Twinkle Pro Lighting.'], ['user', '9 Birch Close wants roofline lights installed on 29 Nov. Book it and text them.']], calls: [['check_crew_calendar', { date: '2025-11-29', job_type: 'roofline' }]] }));
      ch.push(s.tool('check_crew_calendar', { date: '2025-11-29', job_type: 'roofline' }, { date: '2025-11-29', free_crews: ['crew-2'], slots: ['08:00-12:00'] }));
      ch.push(s.llm({ msgs: [['tool', 'crew-2 free AM']], calls: [['create_booking', { address: '9 Birch Close', date: '2025-11-29', slot: '08:00-12:00', crew: 'crew-2', job_type: 'roofline', metres: 24 }]] }));
      ch.push(s.tool('create_booking', { address: '9 Birch Close', date: '2025-11-29', slot: '08:00-12:00', crew: 'crew-2' }, { booking_id: 'BK-3317', status: 'confirmed', created: c.us() }));
      const sms = 'Hi! Your Christmas lights install at 9 Birch Close is booked for Sat 29 Nov, 8am-12pm (ref BK-3317). Twinkle Pro Lighting';
      ch.push(s.llm({ msgs: [['tool', 'BK-3317 confirmed']], calls: [['send_sms', { to: '+447700900431', body: sms }]] }));
      ch.push(s.tool('send_sms', { to: '+447700900431', body: sms }, { sid: 'SM' + c.hex(32), status: 'queued', date_created: c.http(), segments: 1 }));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['tool', 'queued']], text: 'The booking BK-3317 is confirmed and the customer has been texted. Let me verify the booking is in the system.', calls: [['get_booking', { booking_id: 'BK-3317' }], ['send_sms', { to: '+447700900431', body: sms }]] }));
        ch.push(s.tool('get_booking', { booking_id: 'BK-3317' }, { booking_id: 'BK-3317', status: 'confirmed', crew: 'crew-2', date: '2025-11-29', fetched: c.iso(), version: 1 }));
        ch.push(s.tool('send_sms', { to: '+447700900431', body: sms }, { sid: 'SM' + c.hex(32), status: 'queued', date_created: c.http(), segments: 1 }));
      }
      return s.agent('haystack.agent.run', { messages: ['9 Birch Close wants roofline lights installed on 29 Nov. Book it and text them.'] }, { exit: 'max_agent_steps (12) reached' }, ch, { 'haystack.pipeline.max_runs_per_component': 100 });
    },
  },

  {
    n: '03', domain: 'cord blood bank courier shipments', style: 'mlflow', start: '2025-07-06T01:14:30Z',
    isolates: 'The courier booking for a cord blood kit is confirmed with a tracking number, after which the agent re-polls the tracking endpoint four more times (each "label created") and re-logs the same confirmation.',
    goal: 'Book a temperature-controlled courier to collect cord blood kit CB-99120 from St Anne\'s maternity unit and record the tracking number in the donor file.',
    build(c) {
      const s = styler('mlflow', c, { model: 'gpt-4o' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You coordinate collections for Lifeline Cord Blood Bank.'], ['user', 'Kit CB-99120 ready at St Anne\'s, book courier and log tracking.']], calls: [['book_courier', { kit: 'CB-99120', pickup: 'St Anne\'s Maternity, Bay 4', service: 'MEDEX-15-25C', deliver_to: 'Lifeline Processing Lab' }]] }));
      const trk = '1Z' + c.str('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 16);
      ch.push(s.tool('book_courier', { kit: 'CB-99120', service: 'MEDEX-15-25C' }, httpResp(c, 201, { shipment_id: c.uuid(), tracking: trk, eta_pickup: c.isoOff(120), status: 'booked' }, { location: `/v2/shipments/${trk}`, 'x-correlation-id': c.uuid() })));
      ch.push(s.llm({ msgs: [['tool', `201 booked ${trk}`]], calls: [['update_donor_file', { kit: 'CB-99120', field: 'courier_tracking', value: trk }]] }));
      ch.push(s.tool('update_donor_file', { kit: 'CB-99120', field: 'courier_tracking', value: trk }, { ok: true, audit_id: c.int(1e6, 9e6), updated_by: 'agent-svc' }));
      for (let i = 0; i < 4; i++) {
        ch.push(s.llm({ msgs: [['tool', 'ok']], text: `Courier booked (tracking ${trk}) and tracking logged in the donor file. I'll check the tracking status once more to confirm.`, calls: [['track_shipment', { tracking: trk }]] }));
        ch.push(s.tool('track_shipment', { tracking: trk }, httpResp(c, 200, { tracking: trk, status: 'LABEL_CREATED', events: [{ code: 'MP', desc: 'Shipment information received', at: c.isoOff(60) }] }, { 'x-correlation-id': c.uuid(), 'cache-control': 'max-age=300' })));
      }
      ch.push(s.tool('update_donor_file', { kit: 'CB-99120', field: 'courier_tracking', value: trk }, { ok: true, audit_id: c.int(1e6, 9e6), updated_by: 'agent-svc', note: 'no change' }));
      return s.agent('collection_coordinator', { request: 'Kit CB-99120 ready at St Anne\'s, book courier and log tracking.' }, { status: 'ERROR', message: 'max iterations reached' }, ch, { 'mlflow.traceRequestId': 'tr-' + c.hex(32), 'mlflow.experiment': 'cord-blood-ops' });
    },
  },

  {
    n: '04', domain: 'pressure washing job invoicing', style: 'weave', start: '2025-06-12T16:30:00Z',
    isolates: 'The invoice is created and the payment link shows "paid" in the accounting tool, yet the agent keeps re-fetching the invoice and re-sending the "thanks for your payment" email three more times.',
    goal: 'Invoice the driveway and patio pressure-wash job at 41 Orchard Way (£180) and send the customer a receipt once paid.',
    build(c) {
      const s = styler('weave', c, { model: 'gpt-4o-mini', entity: 'sparkle-jet' });
      const ch = [];
      ch.push(s.llm({ msgs: [['user', 'Job done at 41 Orchard Way, driveway + patio, £180. Invoice + receipt when paid.']], calls: [['create_invoice', { customer: '41 Orchard Way', lines: [{ desc: 'Driveway pressure wash', amount: 120 }, { desc: 'Patio pressure wash', amount: 60 }], currency: 'GBP' }]] }));
      const inv = 'INV-' + c.int(1000, 1999);
      ch.push(s.tool('create_invoice', { customer: '41 Orchard Way', total: 180 }, { invoice: inv, status: 'AUTHORISED', payment_link: `https://pay.example/i/${c.b62(10)}`, created: c.iso() }));
      c.tick(900000);
      ch.push(s.llm({ msgs: [['tool', inv]], calls: [['get_invoice', { invoice: inv }]] }));
      ch.push(s.tool('get_invoice', { invoice: inv }, { invoice: inv, status: 'PAID', amount_due: 0, paid_at: c.isoOff(60), payment_ref: 'pi_' + c.b62(24) }));
      const mail = { to: 'k.brennan@example.com', subject: `Receipt for ${inv}`, body: 'Thanks for your payment of £180 for the driveway and patio clean. Your receipt is attached.' };
      ch.push(s.llm({ msgs: [['tool', 'PAID']], calls: [['send_email', mail]] }));
      ch.push(s.tool('send_email', mail, { id: `<${c.uuid()}@smtp.sparkle-jet.co.uk>`, accepted: ['k.brennan@example.com'], response: `250 2.0.0 OK ${c.epoch()} ${c.low(12)}` }));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['tool', '250 OK']], text: `Invoice ${inv} is paid and the receipt has been sent. Let me re-check the invoice status and make sure the receipt went out.`, calls: [['get_invoice', { invoice: inv }], ['send_email', mail]] }));
        ch.push(s.tool('get_invoice', { invoice: inv }, { invoice: inv, status: 'PAID', amount_due: 0, paid_at: c.isoOff(60), payment_ref: 'pi_' + c.b62(24), fetched_from: c.pick(['api-1', 'api-2']) }));
        ch.push(s.tool('send_email', mail, { id: `<${c.uuid()}@smtp.sparkle-jet.co.uk>`, accepted: ['k.brennan@example.com'], response: `250 2.0.0 OK ${c.epoch()} ${c.low(12)}` }));
      }
      return s.agent('invoice_agent', { job: '41 Orchard Way' }, { stopped: 'max_steps' }, ch, { 'weave.call_id': c.uuid(), 'weave.op': 'weave:///sparkle-jet/agents/op/invoice_agent:v3' });
    },
  },

  {
    n: '05', domain: 'Redis cluster resharding', style: 'openhands', start: '2025-02-03T09:12:44Z',
    isolates: 'An OpenHands agent finishes a Redis slot migration and `cluster check` reports all 16384 slots covered, then it re-runs the same check three more times and re-states the result.',
    goal: 'Move 2000 hash slots from node redis-3 to the new node redis-4 in the session-cache cluster and verify the cluster is healthy.',
    build(c) {
      const s = styler('openhands', c, { model: 'claude-3-5-sonnet-20241022' });
      const ch = [];
      const run = (cmd, out, code = 0) => s.tool('run', { command: cmd, is_input: false, blocking: true }, { content: out, exit_code: code, command: cmd, hostname: c.pod('openhands-runtime'), working_dir: '/workspace' }, { type: 'tool', meta: { observation: 'run', id: c.int(10, 200) } });
      ch.push(s.llm({ msgs: [['system', 'You are OpenHands agent.'], ['user', 'Reshard: move 2000 slots from redis-3 to redis-4, then verify cluster health.']], text: 'I\'ll run the reshard with redis-cli.', calls: [['execute_bash', { command: 'redis-cli --cluster reshard redis-3:6379 --cluster-from $(redis-cli -h redis-3 cluster myid) --cluster-to $(redis-cli -h redis-4 cluster myid) --cluster-slots 2000 --cluster-yes' }]] }));
      ch.push(run('redis-cli --cluster reshard redis-3:6379 ... --cluster-slots 2000 --cluster-yes', `Moving slot 10923 from 10.0.3.13:6379 to 10.0.3.14:6379: ...\n...\nMoving slot 12922 from 10.0.3.13:6379 to 10.0.3.14:6379: ..\n[OK] 2000 slots moved in ${c.secs(20, 90)}s`));
      const chk = () => `redis-1:6379 (${c.hex(8)}...) -> ${c.int(20000, 30000)} keys | 5461 slots | 1 slaves.\nredis-2:6379 (${c.hex(8)}...) -> ${c.int(20000, 30000)} keys | 5462 slots | 1 slaves.\nredis-3:6379 (${c.hex(8)}...) -> ${c.int(12000, 16000)} keys | 3461 slots | 1 slaves.\nredis-4:6379 (${c.hex(8)}...) -> ${c.int(9000, 11000)} keys | 2000 slots | 0 slaves.\n[OK] All nodes agree about slots configuration.\n>>> Check for open slots...\n>>> Check slots coverage...\n[OK] All 16384 slots covered.`;
      ch.push(s.llm({ msgs: [['tool', '[OK] 2000 slots moved']], text: 'Reshard done. Verifying.', calls: [['execute_bash', { command: 'redis-cli --cluster check redis-1:6379' }]] }));
      ch.push(run('redis-cli --cluster check redis-1:6379', chk()));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['tool', '[OK] All 16384 slots covered.']], text: 'The reshard completed: redis-4 now holds 2000 slots and all 16384 slots are covered. Let me run the cluster check again to confirm everything is healthy.', calls: [['execute_bash', { command: 'redis-cli --cluster check redis-1:6379' }]] }));
        ch.push(run('redis-cli --cluster check redis-1:6379', chk()));
      }
      ch.push(span('event', 'AgentStateChangedObservation', null, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 10, max iteration: 10' }, []));
      return s.agent('CodeActAgent', { task: 'Reshard: move 2000 slots from redis-3 to redis-4, then verify cluster health.' }, { agent_state: 'error' }, ch, { sid: c.hex(32), max_iterations: 10, runtime: 'docker' });
    },
  },

  {
    n: '06', domain: 'science fair judging allocation', style: 'letta', start: '2025-03-20T08:05:00Z',
    isolates: 'A Letta agent assigns judges to all 42 science fair projects (tool confirms 0 unassigned), then keeps re-reading the assignment sheet and sending the organiser the same "all set" message.',
    goal: 'Assign three judges to each of the 42 science fair projects, avoiding conflicts of interest, and tell the organiser when done.',
    build(c) {
      const s = styler('letta', c, { model: 'gpt-4o-mini' });
      const ch = [];
      const step = (reason, callName, args, result) => {
        ch.push(s.llm({ msgs: [['user', 'continue']], reasoning: reason, calls: [[callName, args]] }));
        ch.push(s.tool(callName, args, { status: 'OK', message: result, time: c.isoMs().replace('T', ' ').replace('Z', ' UTC') }, { meta: { message_type: 'tool_return_message', step_id: 'step-' + c.uuid() } }));
      };
      step('Organiser wants three judges per project with no conflicts. Load projects and judges.', 'load_fair_data', { fair: 'Eastfield Regional 2025' }, '{"projects":42,"judges":19,"declared_conflicts":11}');
      step('Run the assignment solver with k=3 and conflict constraints.', 'assign_judges', { per_project: 3, respect_conflicts: true, max_per_judge: 7 }, `{"assigned":126,"unassigned_projects":0,"conflicts_violated":0,"solver_ms":${c.int(80, 900)}}`);
      step('All 42 projects have 3 judges. Tell the organiser.', 'send_message', { message: 'All set: every one of the 42 projects has three judges and no conflicts of interest. The sheet is updated.' }, 'None');
      for (let i = 0; i < 5; i++) {
        step('All 42 projects have three judges with no conflicts. Let me re-read the assignment sheet to confirm.', 'read_assignment_sheet', { sheet: 'judging-2025' }, `{"rows":126,"projects_covered":42,"unassigned_projects":0,"last_modified":"${c.us()}"}`);
        step('Everything is confirmed. Tell the organiser it is all set.', 'send_message', { message: 'All set: every one of the 42 projects has three judges and no conflicts of interest. The sheet is updated.' }, 'None');
      }
      return s.agent('fair-judging-agent', { agent_id: 'agent-' + c.uuid(), messages: [{ role: 'user', content: 'Assign three judges per project, avoid conflicts, tell me when done.' }] }, { stop_reason: 'max_steps', usage: { step_count: 13 } }, ch, { letta_version: '0.8.4' });
    },
  },
];
