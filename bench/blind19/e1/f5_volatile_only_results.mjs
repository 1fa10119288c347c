// Family 5: the same call, 4+ times, answers equal apart from volatile values; the agent never acts on it.
export const family = 'volatile_only_results';
export const loop = true;
export const stagnation = false;
export const summary = 'The same tool with the same arguments (or only a client timestamp / attempt counter changed) 4+ times; each answer differs only in volatile values; the agent never acts.';

export const scenarios = [
  {
    id: '01', domain: 'home care visit rota', style: 'adk', model: 'gemini-2.0-flash', agentName: 'rota_coordinator',
    isolates: 'Google ADK agent re-reads the same unconfirmed visit five times; only the served-at time, etag and request id change, and the agent never reassigns the visit.',
    goal: 'Visit V-30918 (Mrs. Ahl, 17:30 medication prompt) has no confirmed carer. Make sure someone is confirmed for it or escalate to the on-call coordinator.',
    system: 'You coordinate domiciliary care visits. Tools: get_visit, list_available_carers, assign_carer, page_on_call.',
    build(N, S) {
      const c = [];
      for (let i = 0; i < 5; i++) c.push(...S.turn({ calls: [{ name: 'get_visit', args: { visit_id: 'V-30918' }, out: { visit_id: 'V-30918', client_ref: 'CL-2207', window: '17:30-17:50', task: 'medication prompt', status: 'UNCONFIRMED', carer: null, offered_to: ['CR-118 (declined)', 'CR-231 (no response)'], served_at: N.isoOffset(N.tick(3), 1), etag: N.etag(true), request_id: N.req('rq-'), region_node: N.host('rota', 'europe-west2') } }] }));
      return S.root({ output: null, children: c, error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded' });
    },
  },
  {
    id: '02', domain: 'septic tank pumping dispatch', style: 'bedrock', model: 'anthropic.claude-3-haiku-20240307-v1:0', toolMeta: { plugin: 'dispatch' },
    isolates: 'Bedrock Agent trace repeats the same truck-availability action group call four times; each observation is the same free slot with a new quote token and timestamp, and no booking is ever made.',
    goal: 'Book a pump-out for the overflowing septic tank at 14 Ridgeback Lane today; the customer says any time after noon works.',
    system: 'You are a dispatch agent for a septic service company.',
    build(N, S) {
      const c = [];
      for (let i = 0; i < 4; i++) c.push(...S.turn({ calls: [{ name: 'check_truck_availability', args: { date: 'today', service: 'pump_out', zone: 'north' }, out: `{"available":[{"truck":"VAC-2","driver":"K. Doyle","from":"13:00","to":"17:00","capacity_gal":3500}],"quote_token":"qt_${N.b62(16)}","generated":"${N.usDate(N.tick(4))}","cache":"MISS","lambda_request_id":"${N.uuid()}"}` }] }));
      return S.root({ output: null, children: c, error: 'Agent reached the maximum number of iterations (4) without a final response' });
    },
  },
  {
    id: '03', domain: 'debate tournament tabulation', style: 'mlflow', agentName: 'tab_assistant',
    isolates: 'MLflow trace: the agent calls the tab API for round 4 five times with only a client_ts changing; the missing-ballot list stays the same (volatile ids and server times aside) and it never chases the judges.',
    goal: 'Round 4 cannot be closed because two ballots are missing. Find out which rooms are missing and message those judges, then close the round once ballots are in.',
    system: 'You assist the tab room at a university debating tournament.',
    build(N, S) {
      const c = [];
      for (let i = 0; i < 5; i++) c.push(...S.turn({ calls: [{ name: 'get_round_status', args: { tournament: 'northern-open-24', round: 4, client_ts: N.epochMs(N.tick(6)) }, out: { round: 4, ballots_expected: 40, ballots_in: 38, missing: [{ room: 'Elm 12', adjudicator: 'chair:judge_0441' }, { room: 'Harper G17', adjudicator: 'chair:judge_0188' }], server_time: N.iso(), tab_build: 'tabbycat-2.9.' + N.int(0, 3), render_ms: N.ms(30, 400), csrftoken_rotated: N.b62(32) } }] }));
      return S.root({ output: null, children: c, metadata: { 'mlflow.trace.status': 'ERROR' }, error: 'Agent stopped due to max iterations.' });
    },
  },
  {
    id: '04', domain: 'e-scooter fleet rebalancing', style: 'otel', agentName: 'rebalancer',
    isolates: 'OpenTelemetry GenAI spans show five zone-supply reads differing only by an attempt counter in the arguments and by snapshot ids, replica host and timestamps in the answers; no rebalancing task is ever created.',
    goal: 'Zone CENTRAL-STATION is below its evening minimum of 40 scooters. Create rebalancing tasks to bring it up before 17:00.',
    system: 'You manage scooter rebalancing for the operations team.',
    build(N, S) {
      const c = [];
      for (let i = 1; i <= 5; i++) c.push(...S.turn({ calls: [{ name: 'get_zone_supply', args: { zone: 'CENTRAL-STATION', attempt: i }, out: { zone: 'CENTRAL-STATION', available: 23, low_battery: 6, reserved: 2, target_min: 40, nearest_surplus: [{ zone: 'HARBOUR-W', surplus: 14 }, { zone: 'UNI-NORTH', surplus: 9 }], snapshot_id: N.ulid(), as_of: N.syslog(N.tick(5)), replica: N.host('fleet-read', 'eu-central-1'), lag_ms: N.ms(5, 900) } }] }));
      return S.root({ output: null, children: c, error: 'max_iterations=5 exceeded' });
    },
  },
  {
    id: '05', domain: 'drywall contracting estimates', style: 'weave', agentName: 'EstimateBot',
    isolates: 'W&B Weave calls: the estimator requests the same supplier quote for the same SKUs four times; prices are identical and only quote_id, valid_until and the trace header differ; the estimate is never written.',
    goal: 'Write the material estimate for the Carver Street basement (1,180 sq ft of wall, 5/8" type X board, level 4 finish) using today\'s supplier pricing.',
    system: 'You produce drywall material estimates for a contractor.',
    build(N, S) {
      const c = [];
      const lines = [{ sku: 'GYP-58X-4x12', desc: '5/8" Type X 4x12', unit: 'sheet', price: 21.48 }, { sku: 'JC-LW-45', desc: 'lightweight joint compound 4.5 gal', unit: 'pail', price: 18.97 }, { sku: 'TAPE-PAP-500', desc: 'paper tape 500 ft', unit: 'roll', price: 6.12 }, { sku: 'SCR-158-5M', desc: '1-5/8" screws 5M', unit: 'box', price: 38.4 }];
      for (let i = 0; i < 4; i++) { N.tick(30); c.push(...S.turn({ calls: [{ name: 'get_supplier_quote', args: { supplier: 'ridge-building-supply', skus: lines.map((l) => l.sku) }, out: { status: 200, headers: { traceparent: N.traceparent(), date: N.http() }, body: { quote_id: 'Q' + N.digits(9), branch: 'Ridge #07', lines, currency: 'USD', valid_until: N.iso(N.now() + 3600000) } } }] })); }
      return S.root({ output: null, children: c, error: 'run cancelled by user after 4 tool calls with no estimate' });
    },
  },
  {
    id: '06', domain: 'trade show booth freight', style: 'haystack', agentName: 'booth_logistics',
    isolates: 'Haystack agent tracks the same air waybill four times; the shipment events are unchanged while the lookup time, correlation id and edge host differ, and it never arranges the on-site delivery.',
    goal: 'Our booth crates for the Munich show (AWB 020-48817736) must reach the hall dock by Monday. Check where they are and, if they are held, book the customs broker.',
    system: 'You coordinate freight for an exhibition stand builder.',
    build(N, S) {
      const c = [];
      const events = [{ at: '2024-10-03 22:41 EDT', loc: 'JFK', code: 'DEP', text: 'Departed' }, { at: '2024-10-04 12:05 CEST', loc: 'FRA', code: 'ARR', text: 'Arrived at destination hub' }, { at: '2024-10-04 14:30 CEST', loc: 'FRA', code: 'CUS', text: 'Held - awaiting customs documents (ATA carnet)' }];
      for (let i = 0; i < 4; i++) c.push(...S.turn({ calls: [{ name: 'track_awb', args: { awb: '020-48817736' }, out: { awb: '020-48817736', pieces: 6, weight_kg: 1240, events, looked_up: N.clf(N.tick(20)), correlation_id: N.uuid(), edge: `edge-${N.pick(['fra', 'muc', 'ams'])}-${N.int(1, 40)}`, cache_age_s: N.int(0, 120) } }] }));
      return S.root({ input: { data: { agent: { messages: [S.hist[1].content] } } }, output: null, children: c, error: 'Agent exceeded max_agent_steps=4' });
    },
  },
];
