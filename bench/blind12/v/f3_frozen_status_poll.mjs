// Family 3 — frozen_status_poll (loop: true, stagnation: true)
// The agent reads the same status 4-7 times; every result is identical apart from volatile parts
// (serving node, lease tokens, cache ages, sampling jitter, localized "as of" stamps, counters).
// The state never changes, the task is never resolved, and the model's comments repeat themselves.
import { Trace } from './lib.mjs';

export const family = 'frozen_status_poll';
export const loop = true;
export const stagnation = true;
export const isolates = 'Repeated reads of a state that never changes; results differ only in volatile fields; never resolved.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'zoo animal nutrition', style: 'plain',
    isolates: 'A message-level agent polls a feed-lab order six times; it stays RECEIVED_AT_LAB and only the LIMS node, cache age and German "Stand" timestamp change.',
    goal: 'Get the nutrient analysis of hay batch H-2291 from the feed lab and adjust the giraffe browse ration if crude protein is below 12%.',
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'nutrition-assistant', system: 'You support the nutrition team of Tierpark Aldenhof. get_lab_order reads orders at the external feed laboratory (LUFA portal). update_ration changes a diet sheet.' });
      const order = () => ({ auftrag: 'FL-55120', probe: 'Heu Charge H-2291 (Luzerne, 2. Schnitt)', status: 'RECEIVED_AT_LAB', eingang: '2024-05-13T08:41:00+02:00', analysen: [{ code: 'NIR-XP', name: 'Rohprotein', status: 'queued' }, { code: 'ADF', name: 'Säure-Detergenz-Faser', status: 'queued' }, { code: 'Ca/P', status: 'queued' }], ergebnisse: null, bemerkung: '', portal: { node: `lims-web-${n.int(1, 4)}`, build: `r${n.pick(['5.12.0', '5.12.0', '5.12.1'])}+${n.hex(6)}`, cache_age_s: n.int(0, 299), stand: `Stand: ${n.dmy(n.now(), 120).slice(0, 16)} Uhr` } });
      const poll = { name: 'get_lab_order', args: { order_id: 'FL-55120' }, result: order };
      const txt = (w) => `The lab order FL-55120 is still RECEIVED_AT_LAB and the crude-protein analysis (NIR-XP) is still queued, so there are no results yet. ${w}`;
      T.step({ calls: [poll] });
      T.step({ text: txt('I will check again shortly.'), calls: [poll] });
      n.wait(400, 700);
      T.step({ text: txt('I will check again shortly.'), calls: [poll] });
      n.wait(400, 700);
      T.step({ text: txt('I will check again shortly.'), calls: [poll] });
      n.wait(400, 700);
      T.step({ text: txt('I will check again in a little while.'), calls: [poll] });
      n.wait(400, 700);
      T.step({ text: txt('I will check again shortly.'), calls: [poll] });
      return T.finish({ status: 'timeout', error: 'Agent wall-clock budget (45 min) exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'philatelic expertising', style: 'vertex',
    isolates: 'An ADK agent alternates wait_seconds and the same certificate-status read five times; the request stays IN_EXAMINATION while only a lease token, replica and view counter vary.',
    goal: 'Check whether the expert certificate for the Penny Black plate 11 block (request EXP-7730) has been issued, and if so attach it to auction lot 412.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'lot_prep_agent', app: 'stanmore-stamps', system: 'You prepare lots for Stanmore Stamp Auctions. Certificates come from the Philatelic Expert Committee portal. Only attach an issued certificate.' });
      let views = n.int(11, 30);
      const status = () => ({ request: 'EXP-7730', item: 'GB 1841 1d black, plate 11, block of 4 (SG 2)', status: 'IN_EXAMINATION', examiner: 'assigned', submitted: '2024-03-04', expected_by: null, certificate: null, _record: { lease: n.lease(), replica: n.pick(['pec-db-r1', 'pec-db-r2', 'pec-db-r3']), view_count: ++views } });
      const poll = { name: 'get_certificate_status', args: { request_id: 'EXP-7730' }, result: status };
      const waitc = { name: 'wait_seconds', args: { seconds: 300 }, secs: [300, 301], result: { waited: 300 } };
      const txt = 'EXP-7730 is still IN_EXAMINATION with no certificate attached yet, so lot 412 cannot be completed. I will wait and check the status again.';
      T.step({ calls: [poll] });
      T.step({ text: txt, calls: [waitc] });
      T.step({ calls: [poll] });
      T.step({ text: txt, calls: [waitc] });
      T.step({ calls: [poll] });
      T.step({ text: txt, calls: [waitc] });
      T.step({ calls: [poll] });
      T.step({ text: 'EXP-7730 is still IN_EXAMINATION with no certificate attached, so lot 412 cannot be completed. I will wait and check the status again.', calls: [waitc] });
      T.step({ calls: [poll] });
      return T.finish({ status: 'max_llm_calls_exceeded', error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 9 exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'escape room venue', style: 'bedrock',
    isolates: 'A Bedrock agent checks a corporate booking\'s payment five times; it is "processing" with the same last event every time, only the gateway node build and check time differ.',
    goal: 'Confirm the payment for corporate booking CB-1182 (Lockhart Ltd, 3 rooms, Friday 18:00) has cleared before releasing the rooms from hold.',
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the bookings agent of Lockbox Escape Rooms Manchester. Do not release holds until payment_status is succeeded. Use Payments and Bookings action groups.' });
      const pay = () => JSON.stringify({ booking: 'CB-1182', payment_intent: 'pi_3P9xQ2Lk8sW1mZ0b1KcR7aTe', amount: 48600, currency: 'gbp', method: 'bacs_debit', payment_status: 'processing', last_event: { type: 'payment_intent.processing', at: '2024-04-23T09:14:52Z' }, checked_at: n.iso(), served_by: `pay-gw-${n.int(3, 9)} (build ${n.pick(['4411', '4411', '4412'])}-${n.hex(4)})` });
      const poll = { name: 'Payments::getPaymentStatus', args: { booking_id: 'CB-1182' }, result: pay };
      const rat = 'The Bacs payment for CB-1182 is still processing, so I cannot release the rooms yet. I will check the payment status again.';
      T.step({ text: 'First I need the payment status for booking CB-1182.', calls: [poll] });
      T.step({ text: rat, calls: [poll] });
      T.step({ text: rat, calls: [poll] });
      T.step({ text: 'The Bacs payment for CB-1182 is still processing, so I cannot release the rooms yet. I will check the payment status once more.', calls: [poll] });
      T.step({ text: rat, calls: [poll] });
      return T.finish({ status: 'MAX_ITERATIONS', error: 'Orchestration stopped after 5 iterations without a final response.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'blood bank logistics', style: 'claude',
    isolates: 'A Claude Agent SDK run curls a cold-chain tracking API seven times with sleeps; the shipment stays AWAITING_COURIER_SCAN and only the logger temperature jitter, timing and trace id vary.',
    goal: "Track the transfer of 6 units of O-negative red cells from the regional blood centre to St Aldhelm's and tell the transfusion lab as soon as the courier has collected them.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are the blood-stock logistics assistant for the Wessex Blood Centre. Use the shell to call the tracking API (token in $TRACK_TOKEN). Notify the receiving lab with mcp__pager__notify.', tools: ['Bash', 'mcp__pager__notify'], cwd: '/opt/bloodstock' });
      const cmd = (sleep) => `${sleep ? 'sleep 120 && ' : ''}time curl -s -H "Authorization: Bearer $TRACK_TOKEN" https://track.wessex-blood.nhs.example/api/v2/shipments/SHP-240611-0073 | jq -c .`;
      const out = () => `{"shipment":"SHP-240611-0073","contents":"6 x RCC O RhD neg","from":"WBC Filton dispatch","to":"St Aldhelm's Blood Bank","state":"AWAITING_COURIER_SCAN","box":"TX-17","logger":{"id":"TL-0931","temp_c":${n.float(3.8, 4.3, 1)},"sampled":"${n.isoSec()}"},"courier":null,"eta":null,"trace":"${n.hex(16)}"}\n\nreal\t0m0.${n.int(210, 680)}s\nuser\t0m0.0${n.int(10, 39)}s\nsys\t0m0.0${n.int(5, 19)}s`;
      const txt = 'The shipment is still AWAITING_COURIER_SCAN at Filton dispatch, so the units have not been collected yet. I\'ll wait two minutes and check again.';
      T.step({ text: 'Let me check the shipment status.', calls: [{ name: 'Bash', args: { command: cmd(false), description: 'Fetch shipment status' }, result: out }] });
      for (let i = 0; i < 6; i++) {
        const t = i === 3 ? 'The shipment is still AWAITING_COURIER_SCAN at Filton dispatch, so the units have not been collected. I\'ll wait two minutes and check again.' : txt;
        T.step({ text: t, calls: [{ name: 'Bash', args: { command: cmd(true), description: 'Wait and re-check shipment status', timeout: 180000 }, secs: [120.2, 121], result: out }] });
      }
      return T.finish({ status: 'error_max_turns' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'planetarium fulldome production', style: 'assistants',
    isolates: 'An Assistants run reads a fulldome render job five times; it is stuck at 4112 of 9860 frames while heartbeat times, scheduler epoch and worker names change.',
    goal: "Check whether the render of the new fulldome show 'Saturn's Rings' (job FD-2207) has finished so it can be loaded into the dome system for Saturday's premiere.",
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You assist the production team of the Castlegate Planetarium. get_render_job reads the render farm scheduler. load_show_package queues a finished show for the dome media server.' });
      let epoch = n.int(88000, 89000);
      const job = () => ({ job: 'FD-2207', title: "Saturn's Rings (8K fisheye master)", state: 'RENDERING', frames_done: 4112, frames_total: 9860, progress: '41.7%', workers: [{ name: `rn-${n.int(10, 31)}`, task: 'frame 4113', heartbeat: n.isoSec() }, { name: `rn-${n.int(32, 47)}`, task: 'frame 4114', heartbeat: n.isoSec(n.now() - n.int(2000, 9000)) }], errors: 0, scheduler_epoch: epoch += n.int(2, 9), queue: 'dome-8k' });
      const poll = { name: 'get_render_job', args: { job_id: 'FD-2207' }, result: job };
      const txt = 'The render FD-2207 is still at 4112 of 9860 frames (41.7%), so the show cannot be loaded yet. I will check the render job again in a few minutes.';
      T.step({ calls: [poll] });
      T.step({ text: txt, calls: [poll] });
      T.step({ text: txt, calls: [poll] });
      T.step({ text: 'The render FD-2207 is still at 4112 of 9860 frames (41.7%), so the show can\'t be loaded yet. I will check the render job again in a few minutes.', calls: [poll] });
      T.step({ text: txt, calls: [poll] });
      return T.finish({ status: 'expired', error: 'Run expired: requires_action not resolved within 10 minutes' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'piano tuning service', style: 'vercel',
    isolates: 'An AI SDK agent checks an e-signature envelope six times; it stays "sent" with the same status date while polling time, trace token and the localized last-viewed text change.',
    goal: 'Once St Cecilia\'s School signs the tuning-and-regulation quote for their Steinway D, book the technician on the first free day.',
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the scheduling assistant of Bellweather Piano Services. Quotes are signed through the e-signature service; book technicians only for signed quotes.', model: 'openai/gpt-4o' });
      const env = () => ({ envelopeId: '9c1e55a2-7b0d-4c7e-9f1a-3d2b8e6c4a10', status: 'sent', emailSubject: 'Quote Q-3318: Steinway D tuning & regulation', statusChangedDateTime: '2025-01-27T10:03:18.0170000Z', recipients: { signers: [{ name: 'Mrs. P. Okonjo (Bursar)', status: 'delivered', deliveredDateTime: '2025-01-27T10:04:02.5530000Z', lastViewed: `viewed ${n.pick(['2 days ago', '2 days ago', '49 hours ago'])}` }] }, polledAt: n.iso(), 'x-docusign-tracetoken': n.uuid() });
      const poll = { name: 'getEnvelopeStatus', args: { envelopeId: '9c1e55a2-7b0d-4c7e-9f1a-3d2b8e6c4a10' }, result: env };
      const rs = 'The quote envelope is still in status sent and the bursar has not signed it, so I cannot book the technician yet. I should check the envelope again.';
      T.step({ calls: [poll] });
      for (let i = 0; i < 5; i++) { n.wait(60, 120); T.step({ reasoning: i === 2 ? 'The quote envelope is still in status sent and the bursar has not signed it, so I can\'t book the technician yet. I should check the envelope again.' : rs, calls: [poll] }); }
      return T.finish({ status: 'length', output: { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '', 'ai.stopReason': 'stepCountIs(6) reached' } });
    },
  },
];
