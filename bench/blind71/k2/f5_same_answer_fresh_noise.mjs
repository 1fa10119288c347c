// Loop: same call (args differ at most by client timestamp / attempt counter), same answer apart from volatile values, 4+ times, never acted on.
export const family = 'same_answer_fresh_noise';
const J = (x) => JSON.stringify(x);
export const scenarios = [
  // 01 courier drone airspace check -- LangGraph
  (N) => {
    const a = () => ({ request_id: N.uuid(), evaluated_at: N.iso(), corridor: 'BRS-07', verdict: 'DENIED', reason: 'Temporary Restriction R-4412 (air ambulance ops) active', restriction_until: '2025-06-02T18:00:00Z', engine: N.host('utm'), latency_ms: N.ms() });
    return {
      isolates: 'The drone dispatch agent re-requests the same corridor authorisation five times and gets the same DENIED verdict with fresh request ids, hosts and timestamps, never rerouting or rescheduling.',
      style: 'langgraph',
      run: {
        goal: 'Dispatch the blood-sample courier drone from Southmead lab to Weston hospital.', model: 'gpt-4o-mini',
        system: 'You dispatch medical courier drones. Check airspace with check_corridor before launch.',
        steps: [1, 2, 3, 4, 5].map((i) => ({ calls: [{ name: 'check_corridor', args: { corridor: 'BRS-07', drone: 'DX-14', attempt: i }, out: a() }] })),
        cutoff: 'GraphRecursionError: Recursion limit of 12 reached',
      },
    };
  },
  // 02 wine auction reserve -- Anthropic Messages
  (N) => {
    const h = () => `HTTP/2 409\ndate: ${N.http()}\ncontent-type: application/problem+json\nx-request-id: ${N.req('')}\nx-ratelimit-remaining: ${N.int(80, 119)}\nserver-timing: app;dur=${N.ms(20, 90)}\n\n{"type":"https://api.lotbook.example/errors/lot-locked","title":"Lot locked","detail":"Lot 118 (Ch. Musar 1977, 6 bt) is locked by consignor review CR-5521","status":409}`;
    const texts = ['Updating the reserve for lot 118.', null, null, null, null];
    return {
      isolates: 'An auction assistant sends the identical reserve update four-plus times and receives the same 409 lot-locked problem document with only date, request id, rate-limit counter and server timing changed.',
      style: 'anthropic',
      run: {
        goal: 'Lower the reserve price on lot 118 (Château Musar 1977, 6 bottles) to £900 as the consignor asked.', model: 'claude-sonnet-4-20250514', tools: ['set_reserve'],
        system: 'You operate the back office of a fine-wine auction house.',
        steps: texts.map((t, i) => ({ text: t || undefined, calls: [{ name: 'set_reserve', args: { lot: 118, reserve_gbp: 900, client_ts: N.iso() }, out: h() }] })),
        cutoff: 'stopped after 5 tool_use rounds (budget)',
      },
    };
  },
  // 03 interlibrary loan -- Gemini
  (N) => {
    const s = () => ({ ill_request: 'ILL-88213', title: 'Flora of the Outer Hebrides (1936)', status: 'IN_TRANSIT', carrier_ref: 'DX' + N.int(100000, 999999), last_scan: { place: 'Perth sorting hub', at: '2025-04-11T09:14:00+01:00' }, checked: N.epochMs(), cache: N.pick(['HIT', 'MISS']) });
    return {
      isolates: 'The library agent checks one loan status six times; every answer is IN_TRANSIT with the same last scan, differing only in a carrier reference, check timestamp and cache flag.',
      style: 'gemini',
      run: {
        goal: 'Tell the reader at Stornoway branch when the interlibrary loan ILL-88213 will arrive.', model: 'gemini-2.5-flash', tools: ['loan_status'],
        system: 'You are a county library assistant.',
        steps: [1, 2, 3, 4, 5, 6].map(() => ({ calls: [{ name: 'loan_status', args: { id: 'ILL-88213' }, out: s() }] })),
        cutoff: 'automatic function calling: maximum_remote_calls (6) exhausted',
      },
    };
  },
  // 04 hot-air balloon launch briefing -- OpenInference
  (N) => {
    const b = () => `METAR EGBB ${N.int(10, 28)}${N.int(10, 23)}${N.int(10, 59)}Z AUTO 24014G24KT 9999 SCT035 14/06 Q1012\n-- briefing service ${N.host('wx')} issued ${N.sqlts()} seq=${N.int(1000, 9999)}\nLAUNCH ADVICE: NO-GO (surface gusts 24kt > limit 12kt)`;
    return {
      isolates: 'A balloon-flight agent pulls the same weather briefing five times; each has a new observation time stamp, host and sequence number but the same wind and the same NO-GO advice, and the agent never cancels or rebooks.',
      style: 'openinference',
      run: {
        goal: 'Decide on this evening\'s passenger balloon flight from Stratford and notify the 12 passengers.', model: 'gpt-4o',
        system: 'You are the operations assistant of a hot-air balloon company.',
        steps: [
          { text: 'Getting the latest briefing.', calls: [{ name: 'launch_briefing', args: { site: 'stratford', slot: 'evening' }, out: b() }] },
          { calls: [{ name: 'launch_briefing', args: { site: 'stratford', slot: 'evening' }, out: b() }] },
          { calls: [{ name: 'launch_briefing', args: { site: 'stratford', slot: 'evening' }, out: b() }] },
          { calls: [{ name: 'launch_briefing', args: { site: 'stratford', slot: 'evening' }, out: b() }] },
          { calls: [{ name: 'launch_briefing', args: { site: 'stratford', slot: 'evening' }, out: b() }] },
        ],
        cutoff: 'trace ended: tool call budget 5/5',
      },
    };
  },
  // 05 composting windrows -- Agno
  (N) => {
    const w = () => J({ windrow: 'W-9', probe_depth_cm: 60, temp_c: 49.5, pfrp_days_at_55c: 2, required_days: 3, turn_recommended: true, reading_uuid: N.uuid(), received: N.isoOff(), lora_gateway: 'gw-' + N.hex(6), rssi: -N.int(88, 112) });
    return {
      isolates: 'The compost-site agent keeps reading the same windrow probe; temperature and day count are unchanged in every answer while reading id, gateway, RSSI and time vary, and no turn is scheduled.',
      style: 'agno',
      run: {
        goal: 'Make sure windrow W-9 meets the pathogen-reduction requirement (3 days at 55 °C) and schedule a turn if needed.', model: 'gpt-4o-mini', agentName: 'compost-site',
        system: 'You supervise an industrial composting site.',
        steps: [1, 2, 3, 4, 5].map((i) => ({ calls: [{ name: 'probe_reading', args: { windrow: 'W-9', try: i }, out: w() }] })),
        cutoff: 'RunCancelled: max tool calls (5)',
      },
    };
  },
  // 06 theatre fly-tower rigging -- Pydantic AI
  (N) => {
    const r = () => ({ line_set: 23, arbor_load_kg: 212, pipe_load_kg: 236, balanced: false, delta_kg: 24, checked_by: 'rigsys', trace: N.traceId(), ts: N.epoch(), took: N.dur() });
    return {
      isolates: 'A stage-management agent requests the same line-set balance check four times, getting the same 24 kg imbalance with a new trace id and epoch each time, and never adds counterweight.',
      style: 'pydanticai',
      run: {
        goal: 'Get line set 23 (the Act II chandelier) balanced before the rigging call at 14:00.', model: 'gpt-4.1-mini', agentName: 'flyrail',
        system: 'You assist the head flyman of a proscenium theatre.',
        steps: [
          { text: 'Checking balance.', calls: [{ name: 'balance_check', args: { line_set: 23 }, out: r() }] },
          { calls: [{ name: 'balance_check', args: { line_set: 23 }, out: r() }] },
          { calls: [{ name: 'balance_check', args: { line_set: 23 }, out: r() }] },
          { calls: [{ name: 'balance_check', args: { line_set: 23 }, out: r() }] },
        ],
        cutoff: 'UsageLimitExceeded: request_limit of 5',
      },
    };
  },
];
