// Family: two_action_oscillation  (loop: true, stagnation: false)
// The agent alternates between two (or three) actions/settings; each returns
// what it returned the previous time, and it never settles.

export const family = 'two_action_oscillation';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent alternates A,B,A,B (or cycles A,B,C) between tools/settings; each repetition returns what it returned before; it never settles.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'marina berth booking', style: 'dspy',
    isolates: 'The agent alternates between assigning berth C-12 (occupied until Saturday) and T-3 (multihull approval pending), three times each, getting the same refusal from each berth every time.',
    goal: 'Assign a berth for the catamaran "Halcyon" (LOA 14.2 m, beam 7.1 m) arriving Friday afternoon for three nights, and send the skipper the berth number.',
    build(N) {
      const hm = `HM-${N.digits(5)}`;
      const c12 = () => { N.tick(2, 6); return { berth: 'C-12', assigned: false, reason: 'OCCUPIED', detail: "Berth C-12 occupied by 'Seaspray' (booking MB-77412) until Sat 10:00", max_beam_m: 7.5, checked: N.fmt('DD/MM HH:mm:ss'), api_node: N.pick(['mbk-1', 'mbk-2']) }; };
      const t3 = () => { N.tick(2, 6); return { berth: 'T-3', assigned: false, reason: 'APPROVAL_REQUIRED', detail: `Multihull over 12 m on T-head requires harbourmaster approval; request ${hm} is pending`, harbourmaster_on_duty: 'J. Quayle (back 18:00)', checked: N.fmt('DD/MM HH:mm:ss'), api_node: N.pick(['mbk-1', 'mbk-2']) }; };
      const A = { tool: 'assign_berth', args: { vessel: 'Halcyon', berth: 'C-12', nights: 3 } };
      const B = { tool: 'assign_berth', args: { vessel: 'Halcyon', berth: 'T-3', nights: 3 } };
      return {
        agent: 'ReAct', maxIters: 8,
        system: 'You are the marina office agent. Tools: get_arrival, list_berths, assign_berth, message_skipper, finish.',
        steps: [
          { think: 'Get the arrival details for Halcyon.', calls: [{ tool: 'get_arrival', args: { vessel: 'Halcyon' }, out: { vessel: 'Halcyon', type: 'catamaran', loa_m: 14.2, beam_m: 7.1, draft_m: 1.3, eta: 'Fri 15:30', nights: 3, skipper: '+44 7700 900412' } }] },
          { think: 'C-12 is one of the few berths wide enough for a 7.1 m beam. Try it.', calls: [{ ...A, out: c12() }] },
          { think: 'C-12 is taken until Saturday. The T-head T-3 can take wide boats; try that.', calls: [{ ...B, out: t3() }] },
          { think: 'T-3 needs the harbourmaster. Perhaps C-12 can be booked from Friday anyway.', calls: [{ ...A, out: c12() }] },
          { think: 'Still occupied. Going back to T-3 in case the approval went through.', calls: [{ ...B, out: t3() }] },
          { think: 'Approval pending again; retry C-12.', calls: [{ ...A, out: c12() }] },
          { think: 'And T-3 once more.', calls: [{ ...B, out: t3() }] },
        ],
        dsExtract: { reasoning: 'Neither C-12 nor T-3 could be assigned.', answer: 'No berth assigned yet.' },
        rootMeta: { stop_reason: 'max_iters reached (8)' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'municipal snow plowing fleet', style: 'pydantic',
    isolates: 'To cover a hospital route the agent alternates between reassigning truck P-17 (blocked: on a school-zone priority route) and P-21 (blocked: blade too narrow), three rounds, each refusal identical to the last.',
    goal: 'Plow truck P-12 broke down. Get another truck onto Route 9 (hospital access) as soon as possible.',
    build(N) {
      const p17 = () => { N.tick(5, 15); return { ok: false, truck: 'P-17', route: 'R9', code: 'PRIORITY_LOCK', message: 'P-17 is assigned to priority route R4 (school zone, pass 2 of 3); reassignment requires supervisor override', dispatch_seq: N.seq('d', null, 1, 3), avl_fix_age_s: N.int(2, 30) }; };
      const p21 = () => { N.tick(5, 15); return { ok: false, truck: 'P-21', route: 'R9', code: 'EQUIPMENT_MISMATCH', message: 'P-21 blade width 3.0 m below route R9 minimum 3.6 m (divided arterial)', dispatch_seq: N.seq('d', null, 1, 3), avl_fix_age_s: N.int(2, 30) }; };
      const A = { tool: 'assign_route', args: { truck: 'P-17', route: 'R9' } };
      const B = { tool: 'assign_route', args: { truck: 'P-21', route: 'R9' } };
      return {
        agent: 'winter_ops', usageLimits: { request_limit: 8 },
        system: 'You dispatch the city\'s winter maintenance fleet. Tools: get_fleet_status, assign_route. Hospital access routes have top priority.',
        steps: [
          { calls: [{ tool: 'get_fleet_status', args: { zone: 'north' }, out: { trucks: [
            { id: 'P-12', state: 'OUT_OF_SERVICE', note: 'hydraulic leak' },
            { id: 'P-17', state: 'PLOWING', route: 'R4', blade_m: 3.7 },
            { id: 'P-21', state: 'PLOWING', route: 'R11', blade_m: 3.0 },
            { id: 'G-03', state: 'SALTING', route: 'R2', blade_m: null },
          ], snowfall_cm_h: 2.1, as_of: N.iso() } }] },
          { calls: [{ ...A, out: p17() }] },
          { think: 'P-17 is locked to the school route. Use P-21 instead.', calls: [{ ...B, out: p21() }] },
          { think: 'P-21 blade is too narrow for R9; back to P-17.', calls: [{ ...A, out: p17() }] },
          { calls: [{ ...B, out: p21() }] },
          { think: 'Trying P-17 again.', calls: [{ ...A, out: p17() }] },
          { calls: [{ ...B, out: p21() }] },
        ],
        end: { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'SaaS billing support', style: 'plain',
    isolates: 'Refunding a duplicate subscription charge, the agent alternates refunds between the two charges; one is blocked by an open dispute, the other is the live invoice, and each attempt returns the same error as before.',
    goal: 'Customer Brightleaf Studio (account 88213) was charged twice for the Team plan in April. Refund the duplicate charge and reply to the ticket.',
    build(N) {
      const ra = () => { N.tick(3, 8); return { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'Charge ch_3P1xQ2 has an open dispute (dp_1P4aZk, reason: duplicate). Refunds are blocked while a dispute is open.', request_id: N.reqId('req_'), doc_url: 'https://docs.example-pay.com/error-codes#charge-disputed' }, http_status: 400 }; };
      const rb = () => { N.tick(3, 8); return { error: { type: 'invalid_request_error', code: 'charge_is_active_invoice', message: 'Charge ch_3P1xR7 pays the open subscription invoice in_1P1xR5 for sub_9K2; refund via subscription adjustment instead.', request_id: N.reqId('req_') }, http_status: 400 }; };
      const A = { tool: 'create_refund', args: { charge: 'ch_3P1xQ2', reason: 'duplicate' }, argsString: true };
      const B = { tool: 'create_refund', args: { charge: 'ch_3P1xR7', reason: 'duplicate' }, argsString: true };
      return {
        agent: 'billing-support-agent', maxTurns: 9,
        system: 'You are a tier-2 billing support agent. Tools: list_charges, create_refund, reply_ticket. Refund only genuine duplicates.',
        steps: [
          { think: null, calls: [{ tool: 'list_charges', args: { account: 88213, month: 'April' }, out: { data: [
            { id: 'ch_3P1xQ2', amount: 14900, currency: 'usd', description: 'Team plan - April', created: 'Apr 02 09:14', disputed: true },
            { id: 'ch_3P1xR7', amount: 14900, currency: 'usd', description: 'Team plan - April', created: 'Apr 02 09:16', invoice: 'in_1P1xR5' },
          ], has_more: false } }] },
          { think: 'Two identical 149.00 charges two minutes apart. Refunding the first one.', calls: [{ ...A, err: 'HTTP 400 charge_disputed', out: ra() }] },
          { think: 'The first is under dispute; refund the second charge instead.', calls: [{ ...B, err: 'HTTP 400 charge_is_active_invoice', out: rb() }] },
          { think: null, calls: [{ ...A, err: 'HTTP 400 charge_disputed', out: ra() }] },
          { think: 'Blocked again by the dispute, so the second one it is.', calls: [{ ...B, err: 'HTTP 400 charge_is_active_invoice', out: rb() }] },
          { think: null, calls: [{ ...A, err: 'HTTP 400 charge_disputed', out: ra() }] },
          { think: null, calls: [{ ...B, err: 'HTTP 400 charge_is_active_invoice', out: rb() }] },
        ],
        end: { cutoff: true },
        rootMeta: { stop_reason: 'conversation handed to human: agent turn budget exhausted' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'bike-share rebalancing', style: 'llamaindex',
    isolates: 'The agent cycles A,B,C through reading an empty dock, reading a full dock and requesting a van, almost three times; the docks read the same and the van request fails with the same zone-capacity error each time.',
    goal: 'Harbour Square dock is empty before the evening peak. Move about 12 bikes there from a nearby full station.',
    build(N) {
      const harbour = () => { N.tick(20, 50); return { station_id: 'st_0412', name: 'Harbour Square', num_bikes_available: 0, num_ebikes_available: 0, num_docks_available: 27, is_renting: true, last_reported: N.epoch(), ttl: 30, feed_version: '2.3' }; };
      const elm = () => { N.tick(20, 50); return { station_id: 'st_0388', name: 'Elm & 5th', num_bikes_available: 31, num_ebikes_available: 4, num_docks_available: 0, is_renting: true, last_reported: N.epoch(), ttl: 30, feed_version: '2.3' }; };
      const van = () => { N.tick(5, 10); return { tool: 'request_rebalance_van', args: { from_station: 'st_0388', to_station: 'st_0412', bikes: 12 }, err: 'NO_CAPACITY', out: { status: 409, error: 'NO_CAPACITY', message: 'All zone-2 vans committed until 15:30 (V-2: route 14 stops, V-5: workshop)', dispatch_ref: null, trace: N.traceparent() } }; };
      const A = { tool: 'get_station_status', args: { station_id: 'st_0412' } };
      const B = { tool: 'get_station_status', args: { station_id: 'st_0388' } };
      return {
        agent: 'RebalanceAgent', liAgent: 'rebalancer', liTimeout: 240,
        system: 'You coordinate bike-share rebalancing. Tools: get_station_status (GBFS), request_rebalance_van.',
        steps: [
          { think: 'Check the empty station.', calls: [{ ...A, out: harbour() }] },
          { think: 'Elm & 5th is the closest likely-full station.', calls: [{ ...B, out: elm() }] },
          { think: 'Request a van for 12 bikes from Elm & 5th to Harbour Square.', calls: [van()] },
          { think: '', calls: [{ ...A, out: harbour() }] },
          { think: 'Harbour Square still at zero. Elm & 5th again.', calls: [{ ...B, out: elm() }] },
          { think: '', calls: [van()] },
          { think: 'Re-reading Harbour Square.', calls: [{ ...A, out: harbour() }] },
          { think: '', calls: [{ ...B, out: elm() }] },
        ],
        end: { error: 'WorkflowTimeoutError: Operation timed out after 240.0 seconds' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'feature-flag rollout', style: 'sk',
    isolates: 'The agent flips a checkout flag between 10% and 0% three times; at 10% the error rate reads 1.42% and at 0% it reads 0.31% every time, and it never decides or investigates.',
    goal: 'Roll the checkout_v2 flag out to 10% of EU traffic while keeping the checkout error rate under 1%.',
    build(N) {
      let ver = N.int(140, 180);
      const set = (pct) => { ver += 1; N.tick(2, 4); return { tool: 'Flags-set_rollout', args: { flag: 'checkout_v2', segment: 'eu', percent: pct }, out: { flag: 'checkout_v2', segment: 'eu', percent: pct, version: ver, propagated_to: `${N.int(46, 48)}/48 edge nodes`, audit_id: N.ulid() } }; };
      const err = (rate) => { N.tick(300, 330); return { tool: 'Metrics-checkout_error_rate', args: { segment: 'eu', window: '5m' }, out: `checkout_error_rate{segment="eu"} ${rate} window=5m end=${N.iso(false)} samples=${N.int(11800, 12400)} source=prom-eu-${N.int(1, 2)}` }; };
      return {
        agent: 'ReleaseAgent', plugins: ['Flags', 'Metrics'], skMaxAttempts: 12,
        system: 'You run progressive rollouts. Keep the error budget: checkout error rate must stay under 1%. Tools: Flags-set_rollout, Metrics-checkout_error_rate.',
        steps: [
          { think: 'Setting 10% and measuring a 5-minute window.', calls: [set(10), err('0.0142')] },
          { think: '1.42% is above the 1% budget. Rolling back to 0%.', calls: [set(0), err('0.0031')] },
          { think: 'Baseline at 0% is 0.31%, comfortably healthy, so let me re-enable the 10% rollout.', calls: [set(10), err('0.0142')] },
          { think: 'Over budget again at 10%; back to zero to protect checkout.', calls: [set(0), err('0.0031')] },
          { think: 'With the flag off the error rate is fine; giving 10% another go.', calls: [set(10), err('0.0142')] },
          { calls: [set(0), err('0.0031')] },
        ],
        end: { error: 'KernelInvokeException: auto function invocation stopped after maximum_auto_invoke_attempts=12' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'cold-chain storage', style: 'haystack',
    isolates: 'To recover a warming freezer room the agent switches the lead compressor A, B, A, B, A, B; each switch reports the same room temperature, suction pressure and open alarm as the previous time with that compressor.',
    goal: 'Freezer room 3 (setpoint -22 C) is drifting warm at -18.4 C. Change the compressor staging so the room holds its setpoint.',
    build(N) {
      const sw = (c) => {
        N.tick(600, 660);
        const a = c === 'CMP-A';
        return {
          tool: 'set_lead_compressor', args: { rack: 'RACK-2', room: 'FR-3', lead: c },
          out: { ack: true, rack: 'RACK-2', lead: c, lag: a ? 'CMP-B' : 'CMP-A', observed_after_min: 10, room_temp_c: -18.4, trend_c_per_h: 0.0, suction_bar: a ? 0.62 : 0.61, lead_load_pct: 100, alarms: ['FR-3 HIGH TEMP (since 02:14)', 'EVAP-3B defrost termination by time'], bms_point: `BMS/RACK2/${N.hex(6)}`, read_at: N.fmt('YYYY-MM-DD HH:mm') },
        };
      };
      return {
        agent: 'cold_store_pipeline', maxSteps: 8, toolNames: ['get_room_status', 'set_lead_compressor'],
        system: 'You assist the night engineer at a frozen-food warehouse. You may change compressor staging on RACK-2. Escalate if temperatures exceed -15 C.',
        steps: [
          { calls: [{ tool: 'get_room_status', args: { room: 'FR-3' }, out: { room: 'FR-3', setpoint_c: -22, temp_c: -18.4, evaporators: { 'EVAP-3A': 'cooling', 'EVAP-3B': 'cooling (last defrost ended on time-out)' }, rack: 'RACK-2', lead: 'CMP-A', read_at: N.iso() } }] },
          { think: 'CMP-A is leading at full load. Swap to CMP-B as lead.', calls: [sw('CMP-B')] },
          { think: 'No change after 10 minutes with B leading. Put A back in the lead.', calls: [sw('CMP-A')] },
          { calls: [sw('CMP-B')] },
          { think: 'Room unchanged either way; trying A once more.', calls: [sw('CMP-A')] },
          { calls: [sw('CMP-B')] },
          { calls: [sw('CMP-A')] },
        ],
        end: { error: 'Pipeline run stopped: max_agent_steps=8 reached before the room recovered' },
      };
    },
  },
];
