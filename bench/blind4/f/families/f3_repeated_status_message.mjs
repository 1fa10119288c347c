import { A, L, T, E, P } from '../lib.mjs';

export const family = 'repeated-status-message-on-failure';
export const kind = 'repeat-msg';
export const loop = true;
export const stagnation = true;
export const isolates =
  'The same long (30+ word) status/apology message is sent to the user 2-3 times near-verbatim while the same action keeps failing with the same error in between.';

// ---------------------------------------------------------------- customer support (send_message tool)
function support(n) {
  n.at('2024-04-18T10:22:00Z');
  const conv = `conv_${n.digits(12)}`;
  const charge = `ch_3P${n.b64(22)}`;
  const refund = () => { n.step(4, 25); return E('issue_refund', { charge_id: charge, amount: 8420, currency: 'usd', reason: 'requested_by_customer' }, `PaymentGatewayError: processor_unavailable — upstream acquirer did not respond within 15000ms (gateway_ref gw_${n.hex(16)}, at ${n.isoSec()})`); };
  const msg = (v) => T('send_message', { conversation_id: conv, body: `Hi Maria, I'm sorry for the wait. I'm processing the refund of $84.20 for order A-55102 back to your Visa ending 4417, but our payment system returned an error ${v}. I'm retrying it now — you don't need to do anything, and I'll confirm here as soon as it goes through.` }, { id: `msg_${n.hex(10)}`, delivered: true });
  const kids = [
    T('get_customer', { email: 'maria.c@fastmail.example' }, { id: 'cus_Q81n', name: 'Maria Castellanos', tier: 'plus', since: '2021-08-02' }),
    T('get_order', { order_id: 'A-55102' }, { order_id: 'A-55102', total: 84.2, status: 'returned', return_received_at: (n.step(-260000, -250000), n.rfc()), payment: { method: 'visa ****4417', charge_id: charge } }),
    L('gpt-4o', 'The return was checked in at the warehouse about 3 days ago and the order is within the 30-day window, so Maria is eligible for a full refund. Issuing it now.'),
    refund(), msg('on my first attempt'),
    refund(), msg('on my latest attempt'),
    refund(), msg('on my latest attempt'),
    refund(),
  ];
  return {
    domain: 'customer support', style: 'support agent with messaging tool',
    goal: "Customer Maria Castellanos says she returned order A-55102 two weeks ago and still hasn't been refunded. Sort it out and keep her posted.",
    root: A('support-agent', null, 'Conversation handed back to the human queue after 4 failed refund attempts.', kids),
    meta: { isMsg: (s) => s.name === 'send_message', field: 'body', act: 'issue_refund' },
  };
}

// ---------------------------------------------------------------- e-commerce (messages as llm output)
function ecommerce(n) {
  n.at('2024-05-02T23:40:00Z');
  const place = () => { n.step(2, 6); return E('place_order', { cart_id: 'cart_9f2kq', address_id: 'addr_2', payment_method: 'pm_saved_mc_0093', shipping: 'standard' }, `400 ADDRESS_VALIDATION_FAILED: postal_code '9410' is not valid for country 'US' (trace_id=${n.hex(32)})`); };
  const M = (lead) => `${lead} I'm placing your order now for the Trailblazer 2 tent and the packable down quilt, shipping to 214 Alder St, San Francisco. I'll confirm the order number and the estimated delivery date as soon as checkout goes through — this usually takes just a few seconds.`;
  const kids = [
    T('cart_get', { cart_id: 'cart_9f2kq' }, { items: [{ sku: 'TB2-TENT-OLV', name: 'Trailblazer 2 Tent', qty: 1, price: 249.0 }, { sku: 'PDQ-30-NAVY', name: 'Packable Down Quilt 30°F', qty: 1, price: 179.0 }], subtotal: 428.0, updated_at: n.epochMs() }),
    T('get_saved_address', { customer_id: 'c_55821', label: 'home' }, { address_id: 'addr_2', line1: '214 Alder St', city: 'San Francisco', state: 'CA', postal_code: '9410', country: 'US' }),
    L('gpt-4o-mini', M('Great choice!')),
    place(),
    L('gpt-4o-mini', M('Great choice, thanks for waiting!')),
    place(),
    L('gpt-4o-mini', M('Great choice, thanks for waiting!')),
    place(),
  ];
  return {
    domain: 'e-commerce', style: 'chatty shopping assistant',
    goal: 'Check out my cart and ship it to my home address.',
    root: A('ShopAssistant', null, "Sorry, something went wrong and I couldn't complete checkout. Please try again later.", kids),
    meta: { isMsg: (s) => s.type === 'llm' && s.output.includes("I'm placing your order now"), act: 'place_order' },
  };
}

// ---------------------------------------------------------------- data engineering (Slack messages between failing triggers)
function dataeng(n) {
  n.at('2024-05-13T08:05:00Z');
  const trig = () => { n.step(3, 12); return E('airflow_trigger_dag_run', { dag_id: 'orders_daily', conf: { start: '2024-05-10', end: '2024-05-12', full_refresh: false } }, `403 Forbidden: User 'svc-data-agent' lacks permission 'can_create on DAG Runs' for DAG 'orders_daily' (request_id=${n.uuid()})`); };
  const slack = (v) => T('slack_post_message', { channel: 'C04QDATAREQ', thread_ts: '1715587200.001900', text: `Heads up @priya: I'm kicking off the orders_daily backfill for 2024-05-10 through 2024-05-12 now. ${v} Downstream dashboards (Revenue Daily, Fulfillment SLA) will refresh automatically once the runs finish, and I'll post here as soon as they're green.` }, { ok: true, ts: n.slackTs() });
  const kids = [
    T('airflow_get_dag', { dag_id: 'orders_daily' }, { dag_id: 'orders_daily', is_paused: false, schedule_interval: '0 3 * * *', owners: ['data-platform'], tags: ['orders', 'tier1'] }),
    T('airflow_list_dag_runs', { dag_id: 'orders_daily', limit: 5 }, { dag_runs: [
      { run_id: 'scheduled__2024-05-12T03:00:00+00:00', state: 'failed' },
      { run_id: 'scheduled__2024-05-11T03:00:00+00:00', state: 'failed' },
      { run_id: 'scheduled__2024-05-10T03:00:00+00:00', state: 'failed' },
      { run_id: 'scheduled__2024-05-09T03:00:00+00:00', state: 'success' },
    ], total_entries: 412 }),
    L('ChatOpenAI', 'Runs for May 10-12 failed (upstream Postgres replica was down, now recovered). Plan: trigger one backfill run covering 2024-05-10..2024-05-12 and keep Priya updated in the thread.'),
    trig(), slack('The first trigger attempt did not go through, so I am retrying it.'),
    trig(), slack('The trigger attempt did not go through, so I am retrying it.'),
    trig(), slack('The trigger attempt did not go through, so I am retrying it.'),
    trig(),
  ];
  return {
    domain: 'data engineering', style: 'LangGraph tools node',
    goal: 'The orders_daily DAG failed for May 10-12. Backfill those days and keep @priya posted in the #data-requests thread.',
    root: A('backfill_agent', null, 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.', kids),
    meta: { isMsg: (s) => s.name === 'slack_post_message', field: 'text', act: 'airflow_trigger_dag_run' },
  };
}

// ---------------------------------------------------------------- travel (chatty; message in llm output, twice)
function travel(n) {
  n.at('2024-05-29T17:50:00Z');
  const book = () => { n.step(3, 9); return E('book_room', { hotel_id: 'HTL-BCN-0442', room_type: 'DLX-K', rate_plan: 'BAR-FLEX', check_in: '2024-06-21', check_out: '2024-06-23', guest: { first: 'Tomasz', last: 'Nowak' }, payment_token: 'tok_visa_4411' }, `RATE_UNAVAILABLE: rate plan BAR-FLEX for 2024-06-21..2024-06-23 is no longer bookable (correlation_id=${n.uuid()}, ts=${n.epochMs()})`); };
  const M = "I'm so sorry for the hiccup! The hotel's booking system didn't accept the reservation for Hotel Alma Barcelona (June 21–23, Deluxe King, flexible rate). I'm trying again right now, and I'll share your confirmation number the moment it goes through. Thanks so much for your patience!";
  const kids = [
    L('claude-3-haiku', "Ooh, Barcelona in June — lovely! Let me find you something central with a flexible rate."),
    T('search_hotels', { city: 'Barcelona', check_in: '2024-06-21', check_out: '2024-06-23', guests: 2, max_price_eur: 260, sort: 'rating' }, { results: [
      { hotel_id: 'HTL-BCN-0442', name: 'Hotel Alma Barcelona', area: 'Eixample', rating: 9.1, from_eur: 238 },
      { hotel_id: 'HTL-BCN-0198', name: 'Casa Bonay', area: 'Eixample', rating: 8.8, from_eur: 205 },
      { hotel_id: 'HTL-BCN-0731', name: 'Hotel Neri', area: 'Gòtic', rating: 9.0, from_eur: 255 },
    ], search_id: n.uuid() }),
    T('get_room_rates', { hotel_id: 'HTL-BCN-0442', check_in: '2024-06-21', check_out: '2024-06-23' }, [{ room_type: 'DLX-K', rate_plan: 'BAR-FLEX', nightly_eur: 238, cancellable_until: '2024-06-19' }, { room_type: 'DLX-K', rate_plan: 'NR-SAVER', nightly_eur: 209, cancellable_until: null }]),
    L('claude-3-haiku', "Hotel Alma in Eixample is rated 9.1 and has a Deluxe King on a flexible rate at €238/night — free cancellation until June 19. Booking it for you now!"),
    book(),
    L('claude-3-haiku', M),
    book(),
    L('claude-3-haiku', M.replace("I'm trying again right now", "I'm trying it again right now")),
    book(),
  ];
  return {
    domain: 'travel', style: 'chatty assistant',
    goal: 'Book me a nice central hotel in Barcelona for June 21-23 for two people, under €260/night, with free cancellation.',
    root: A('Trip Concierge', null, "I'm really sorry — I wasn't able to complete the booking at Hotel Alma Barcelona. Please try again in a little while.", kids),
    meta: { isMsg: (s) => s.type === 'llm' && s.output.startsWith("I'm so sorry for the hiccup"), act: 'book_room' },
  };
}

// ---------------------------------------------------------------- logistics (sub-agent labels, then pickup loop; >25 spans)
function logistics(n) {
  n.at('2024-06-07T13:10:00Z');
  const orders = ['SO-771204', 'SO-771219', 'SO-771233', 'SO-771240', 'SO-771256'];
  const dests = [['Columbus', 'OH', '43215'], ['Dayton', 'OH', '45402'], ['Akron', 'OH', '44308'], ['Toledo', 'OH', '43604'], ['Cincinnati', 'OH', '45202']];
  const lab = [];
  orders.forEach((o, i) => {
    lab.push(T('validate_address', { order_id: o, city: dests[i][0], state: dests[i][1], zip: dests[i][2] }, { valid: true, residential: false, dpv: 'Y' }));
    lab.push(T('create_label', { order_id: o, service: 'LTL_STANDARD', pallets: n.int(1, 3) }, { label_id: `lbl_${n.hex(12)}`, pro_number: `4013${n.digits(5)}`, pdf: `https://labels.ridgeline.example/v2/${n.uuid()}.pdf` }));
  });
  lab.push(L('gpt-4o', 'All 5 addresses validated and 5 LTL labels created.'));
  const sched = () => { n.step(20, 90); return E('schedule_pickup', { account: 'RDGL-8841-22', origin_zip: '43219', date: '2024-06-07', window: '16:00-18:00', pallets: 9, dock: 3 }, `422 Unprocessable Entity: account RDGL-8841-22 is not enabled for same-day pickups at origin 43219 (x-request-id: ${n.hex(8)}-${n.hex(4)}, ${n.rfc()})`); };
  const MSG = "Update on today's outbound: all 5 labels for the Ohio orders are printed and staged at dock 3. I'm now booking the 4:00–6:00 PM carrier pickup with Ridgeline Freight; the booking hasn't confirmed yet, so I'm retrying it. No action is needed on your side — I'll send the pickup confirmation number as soon as I have it.";
  const note = (m) => T('notify_requester', { to: 'ops-lead@acmewidgets.example', subject: 'Outbound pickup — dock 3', body: m }, { queued: true, message_id: `<${n.hex(16)}@mail.acmewidgets.example>` });
  const kids = [
    L('gpt-4o', 'Five orders are ready to ship. I will hand label creation to the Label Agent, then book one carrier pickup for all pallets at dock 3.'),
    T('list_orders_ready', { warehouse: 'CMH-1', status: 'packed' }, { orders: orders.map((o, i) => ({ order_id: o, dest: `${dests[i][0]}, ${dests[i][1]}`, packed_at: (n.step(60, 600), n.isoSec()) })) }),
    A('Label Agent', 'Validate destination addresses and create LTL labels for SO-771204, SO-771219, SO-771233, SO-771240, SO-771256.', 'Created 5 labels; all addresses valid.', lab),
    T('get_carrier_account', { carrier: 'RDGL' }, { account: 'RDGL-8841-22', services: ['LTL_STANDARD', 'LTL_GUARANTEED'], pickup_cutoff_local: '14:00' }),
    T('get_pickup_slots', { carrier: 'RDGL', origin_zip: '43219', date: '2024-06-07' }, [{ window: '16:00-18:00', capacity: 'available' }, { window: '18:00-20:00', capacity: 'limited' }]),
    T('get_dock_status', { warehouse: 'CMH-1', dock: 3 }, { dock: 3, staged_pallets: 9, door: 'closed', updated: n.log() }),
    sched(), note(MSG),
    sched(), note(MSG.replace('the booking hasn', 'the booking still hasn')),
    sched(), note(MSG.replace('the booking hasn', 'the booking still hasn')),
    sched(),
    P('schedule_pickup', { account: 'RDGL-8841-22', origin_zip: '43219', date: '2024-06-07', window: '16:00-18:00', pallets: 9, dock: 3 }),
  ];
  return {
    domain: 'logistics', style: 'supervisor with sub-agent',
    goal: "Get today's packed orders at CMH-1 labeled and booked for a carrier pickup this afternoon, and keep me posted by email.",
    root: A('Dispatch Supervisor', null, 'Stopped: exceeded 25 tool calls. Pickup not booked.', kids),
    meta: { isMsg: (s) => s.name === 'notify_requester', field: 'body', act: 'schedule_pickup' },
  };
}

// ---------------------------------------------------------------- education (terse ReAct, reply tool)
function education(n) {
  n.at('2024-05-21T22:10:00Z');
  const names = ['Aisha Bello', 'Marcus Chen', 'Elena Petrova', 'Jordan Reyes', 'Sofia Lindqvist', 'Kwame Mensah'];
  const roster = names.map((nm) => ({ user_id: `u${n.digits(6)}`, name: nm }));
  const sub = () => { n.step(2, 8); return E('lms_submit_grades', { course: 'MATH-201-03', assignment: 'final_grade', grades: roster.map((r, i) => ({ user_id: r.user_id, grade: ['A-', 'B+', 'A', 'C+', 'B', 'B-'][i] })) }, `403 Forbidden: gradebook for section MATH-201-03 is locked (term 2024SP closed) — request ${n.hex(24)}`); };
  const MSG = "Hi Dr. Alvarez — I've matched all 6 final grades from your spreadsheet to the MATH-201-03 roster and I'm uploading them to the gradebook now. The LMS rejected the upload, so I'm submitting again. I'll let you know once the grades show as posted for students.";
  const reply = () => T('reply', { text: MSG }, 'sent');
  const kids = [
    T('lms_get_roster', { course: 'MATH-201-03' }, roster),
    T('read_gradesheet', { path: '/uploads/final_grades_201-03.xlsx', sheet: 'Final' }, { rows: names.map((nm, i) => [nm, ['A-', 'B+', 'A', 'C+', 'B', 'B-'][i]]), parsed_in_ms: n.ms() }),
    L('llm', 'Thought: 6 grades match roster.\nAction: lms_submit_grades'),
    sub(), reply(),
    L('llm', 'Thought: Upload failed, retry.\nAction: lms_submit_grades'),
    sub(), reply(),
    L('llm', 'Thought: Upload failed, retry.\nAction: lms_submit_grades'),
    sub(), reply(),
  ];
  return {
    domain: 'education/tutoring', style: 'terse ReAct',
    goal: 'Upload the final grades from my spreadsheet to the LMS for MATH-201-03 and let me know when students can see them.',
    root: A('lms-helper', null, 'Agent stopped due to iteration limit or time limit.', kids),
    meta: { isMsg: (s) => s.name === 'reply', field: 'text', act: 'lms_submit_grades' },
  };
}

export const scenarios = [support, ecommerce, dataeng, travel, logistics, education];
