// Healthy 3: same call fails 1-3 times with the same transient error, then succeeds; task finished.
export const FAMILY = 'backoff_then_success';
export const LOOP = false, STAGNATION = false;

export const rows = [
  // 01 small hydropower SCADA (CrewAI)
  ['A SCADA write to a run-of-river plant fails twice with a Modbus gateway busy error, succeeds on the third try, and the setpoint is confirmed.', (N) => ({
    style: 'crewai', agent: 'Hydro Plant Operator', model: 'gpt-4o',
    system: 'You operate a small run-of-river hydropower plant remotely.',
    goal: 'Lower turbine 2 output to 600 kW to meet the fish-passage minimum flow order for tonight.',
    steps: [
      { think: 'Write the new setpoint.', calls: [{ name: 'scada_write', args: { tag: 'T2.P_SET_KW', value: 600 }, err: 'ModbusException: Gateway Target Device Failed to Respond (exception code 0x0B)' }] },
      { think: 'Transient gateway error; retry after a short wait.', calls: [{ name: 'scada_write', args: { tag: 'T2.P_SET_KW', value: 600 }, err: 'ModbusException: Gateway Target Device Failed to Respond (exception code 0x0B)' }] },
      { think: 'Waiting longer before the third attempt.', calls: [{ name: 'scada_write', args: { tag: 'T2.P_SET_KW', value: 600 }, out: { tag: 'T2.P_SET_KW', written: 600, ack: true, ts: N.iso() } }] },
      { calls: [{ name: 'scada_read', args: { tags: ['T2.P_ACT_KW', 'BYPASS.FLOW_M3S'] }, out: { 'T2.P_ACT_KW': 604, 'BYPASS.FLOW_M3S': 1.82, ts: N.iso() } }] },
    ],
    final: 'Turbine 2 is at 604 kW (setpoint 600) and bypass flow is 1.82 m³/s, satisfying the minimum-flow order. The first two writes hit a gateway timeout; the third was acknowledged.',
    meta: { task: 'Minimum flow compliance' },
  })],
  // 02 abattoir inspection records (Langfuse)
  ['Upload of an ante-mortem inspection record gets HTTP 503 once, then succeeds; the agent reports the receipt.', (N) => ({
    style: 'langfuse', agent: 'inspection-records', model: 'gpt-4o-mini',
    system: 'You file statutory inspection records for a red-meat abattoir.',
    goal: 'Submit today\'s ante-mortem inspection record for the 06:00 cattle intake to the food safety authority portal.',
    steps: [
      { calls: [{ name: 'portal_submit', args: { form: 'AM-1', date: '2025-10-14', lot: 'CAT-0600', head: 38, rejected: 1, vet: 'Dr. Haddad' }, err: `HTTP 503 Service Unavailable: upstream connect error or disconnect/reset before headers (retry-after: 5) x-envoy-upstream-service-time: ${N.ms(5000, 5100)}` }] },
      { say: 'The portal asked to retry after 5 seconds; retrying.', calls: [{ name: 'portal_submit', args: { form: 'AM-1', date: '2025-10-14', lot: 'CAT-0600', head: 38, rejected: 1, vet: 'Dr. Haddad' }, out: { status: 201, receipt: `FSA-AM-${N.int(1000000, 9999999)}`, received_at: N.httpDate() } }] },
    ],
    final: 'The AM-1 record for lot CAT-0600 (38 head, 1 rejected) has been accepted on the second try after a 503.',
    meta: { tags: ['compliance'] },
  })],
  // 03 demolition permit (smolagents)
  ['A permit portal search rate-limits three times (429) and then returns the demolition permit; the agent confirms the notice period.', (N) => ({
    style: 'smolagents', agent: 'demo-permits', model: 'Qwen/Qwen2.5-72B-Instruct',
    system: 'You check permits for a demolition contractor before crews mobilise.',
    goal: 'Confirm the demolition permit for 14 Quarry Lane is issued and that the 10-day neighbour notice period has passed before Monday mobilisation.',
    steps: [
      { think: 'Search the portal for the address.', calls: [{ name: 'permit_search', args: { address: '14 Quarry Lane', type: 'demolition' }, err: `429 Too Many Requests (x-ratelimit-reset: ${N.epoch() + 30})` }] },
      { think: 'Rate limited, wait 30 s and retry.', calls: [{ name: 'permit_search', args: { address: '14 Quarry Lane', type: 'demolition' }, err: `429 Too Many Requests (x-ratelimit-reset: ${N.epoch() + 60})` }] },
      { think: 'Back off to 60 s.', calls: [{ name: 'permit_search', args: { address: '14 Quarry Lane', type: 'demolition' }, err: `429 Too Many Requests (x-ratelimit-reset: ${N.epoch() + 120})` }] },
      { think: 'Back off to two minutes then retry.', calls: [{ name: 'permit_search', args: { address: '14 Quarry Lane', type: 'demolition' }, out: { permit: 'DM-25-0871', status: 'ISSUED', issued: '2025-03-03', neighbour_notice_sent: '2025-03-04', conditions: ['dust suppression', 'no work before 08:00'] } }] },
    ],
    final: 'Permit DM-25-0871 is issued; the neighbour notice went out on 4 March, so the 10-day period ended 14 March and Monday mobilisation is fine. Conditions: dust suppression, no work before 08:00.',
  })],
  // 04 mariachi band booking (Anthropic)
  ['A deposit charge times out once at the payment gateway and succeeds on retry with the same idempotency key; the booking is confirmed.', (N) => {
    const key = N.uuid();
    return {
      style: 'anthropic', agent: 'mariachi-bookings', model: 'claude-3-5-haiku-20241022',
      system: 'You handle bookings for a mariachi band.',
      goal: 'Confirm the quinceañera booking on 20 September (7-piece, 2 hours) and take the 30% deposit.',
      steps: [
        { say: 'Charging the 30% deposit of $690.', calls: [{ name: 'charge_deposit', args: { booking: 'BK-0920-Q', amount_usd: 690, idempotency_key: key }, err: 'GatewayTimeout: payment processor did not respond within 15000 ms' }] },
        { say: 'Timeout; retrying with the same idempotency key so it cannot double-charge.', calls: [{ name: 'charge_deposit', args: { booking: 'BK-0920-Q', amount_usd: 690, idempotency_key: key }, out: { charge: `ch_${N.b62(24)}`, status: 'succeeded', amount: 69000, currency: 'usd' } }] },
        { calls: [{ name: 'confirm_booking', args: { booking: 'BK-0920-Q' }, out: { status: 'confirmed', musicians: 7, start: '2025-09-20T19:00:00-05:00' } }] },
      ],
      final: 'Booked: 7-piece mariachi, 20 September 19:00–21:00. Deposit of $690 taken (first attempt timed out; retried safely with the same idempotency key).',
    };
  }],
  // 05 lobster pound price feed (plain)
  ['A wholesale price feed returns a connection reset twice then answers; the agent sets the day\'s boat price.', (N) => ({
    style: 'plain', agent: 'pound-pricing', model: 'gpt-4.1-mini',
    system: 'You set the daily boat price paid to lobstermen at a lobster pound.',
    goal: 'Set today\'s boat price for hard-shell and new-shell lobster from the wholesale feed, keeping our usual $1.75/lb margin.',
    steps: [
      { calls: [{ name: 'wholesale_feed', args: { market: 'NE-dock', grades: ['hard', 'new_shell'] }, err: 'ECONNRESET: socket hang up (feed.example-seafood.com:443)' }] },
      { say: 'Connection reset, trying again.', calls: [{ name: 'wholesale_feed', args: { market: 'NE-dock', grades: ['hard', 'new_shell'] }, err: 'ECONNRESET: socket hang up (feed.example-seafood.com:443)' }] },
      { say: 'Second reset; one more try after a pause.', calls: [{ name: 'wholesale_feed', args: { market: 'NE-dock', grades: ['hard', 'new_shell'] }, out: { as_of: N.usDate(), hard_usd_lb: 7.9, new_shell_usd_lb: 6.4 } }] },
      { calls: [{ name: 'set_boat_price', args: { hard: 6.15, new_shell: 4.65 }, out: 'OK boat prices updated' }] },
    ],
    final: 'Boat price set: hard-shell $6.15/lb, new-shell $4.65/lb (wholesale 7.90 / 6.40 less $1.75).',
  })],
  // 06 ikebana school class roster (Pydantic AI)
  ['A roster sync hits a database lock once, succeeds on retry, and the agent sends the flower order for the class size.', (N) => ({
    style: 'pydantic_ai', agent: 'ikebana_school_admin', model: 'openai:gpt-4o-mini',
    system: 'You administer classes at an ikebana school.',
    goal: 'Sync the online sign-ups into Saturday\'s Sogetsu beginners roster and order flowers for the final class size.',
    steps: [
      { calls: [{ name: 'sync_roster', args: { class_id: 'SOG-BEG-SAT' }, err: 'OperationalError: database is locked' }] },
      { say: 'The roster DB was locked by the nightly backup; retrying.', calls: [{ name: 'sync_roster', args: { class_id: 'SOG-BEG-SAT' }, out: { class_id: 'SOG-BEG-SAT', added: 3, total: 11 } }] },
      { calls: [{ name: 'order_flowers', args: { supplier: 'hanaya-ito', kits: 12, kit: 'beginner-spring' }, out: { order: 'HI-' + N.int(1000, 9999), delivery: 'Friday 16:00' } }] },
    ],
    final: 'Roster synced (11 students, 3 new). Ordered 12 beginner spring kits (one spare) for Friday 16:00 delivery.',
  })],
];
