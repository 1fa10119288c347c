// Family: same call, same answer except volatile values, 4+ times, never acted on.
export const family = 'volatile_only_repeats';
export const rows = [
  { id: '01', isolates: 'Strands agent asks a soy-sauce brewery for moromi tank 7 temperature five times; only the sample timestamp, sensor packet id and gateway host change.',
    build: (n) => {
      const r = () => ({ tank: 'MR-07', temp_c: 24.6, salinity_pct: 17.8, stirring: 'paused', sample_ts: n.isoOff(9), packet: n.hex(10), gateway: n.host('plcgw'), seq: n.int(100000, 999999) });
      return { style: 'strands', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', goal: 'Moromi tank MR-07 is reported warm; decide whether to start the cooling jacket and log the action.',
        steps: Array.from({ length: 5 }, (_, i) => ({ text: i === 0 ? 'Reading tank MR-07.' : null, calls: [{ name: 'read_tank', args: { tank: 'MR-07' }, out: r() }] })), rootError: 'MaxTokensReachedException', final: null };
    } },
  { id: '02', isolates: 'Bedrock agent polls an oxygen-cylinder depot for base camp stock; the answer is the same count with new trace ids and timestamps each time, and the agent never orders.',
    build: (n) => {
      const r = () => `{"depot":"Namche","cylinders_full":14,"cylinders_empty":31,"porter_slot":"none","updated":"${n.syslog()}","x-amzn-trace-id":"Root=1-${n.hex(8)}-${n.hex(24)}"}`;
      return { style: 'bedrock', model: 'anthropic.claude-3-haiku-20240307-v1:0', goal: 'Make sure Everest base camp will have 40 full oxygen cylinders by 2 May; order a refill run if not.',
        steps: [
          { text: 'Check stock at the Namche depot.', calls: [{ name: 'getDepotStock', group: 'OxygenLogistics', args: { depot: 'Namche' }, out: r() }] },
          ...[1, 2, 3, 4].map((i) => ({ text: null, calls: [{ name: 'getDepotStock', group: 'OxygenLogistics', args: { depot: 'Namche' }, out: r() }] })),
        ], rootError: 'ThrottlingException: orchestration iterations exceeded', final: null };
    } },
  { id: '03', isolates: 'Haystack pipeline agent re-fetches the same pump-track planning permit status four times; HTTP headers (date, etag, request id) vary, the body does not.',
    build: (n) => {
      const r = () => ({ status: 200, headers: { date: n.http(), etag: n.etag(true), 'x-request-id': n.uuid(), 'x-served-by': n.host('planning-web'), 'x-cache': n.pick(['HIT', 'MISS']) }, body: { ref: '25/01873/FUL', description: 'Asphalt pump track, Hollins Park', status: 'Awaiting decision', target_date: '2025-07-04', case_officer: 'R. Dhillon' } });
      return { style: 'haystack', goal: 'Tell the contractor whether work on the Hollins Park pump track can start in June.',
        steps: Array.from({ length: 5 }, (_, i) => ({ text: i === 0 ? 'Fetching planning application 25/01873/FUL.' : null, calls: [{ name: 'fetch_planning_application', args: { ref: '25/01873/FUL', _ts: n.epochMs() }, out: r() }] })), rootError: 'max_runs_per_component (5) reached for ToolInvoker', final: null };
    } },
  { id: '04', isolates: 'Google ADK agent queries a vintage aircraft parts order with an attempt counter; the status payload is identical except trace ids, ETA spelling and replica.',
    build: (n) => {
      const eta = ['2025-09-30', '30 Sep 2025', '09/30/2025', '2025-09-30T00:00:00Z'];
      const r = (i) => ({ order: 'PO-TM-5521', part: 'Tiger Moth interplane strut, P/N 82A-1204', status: 'AWAITING_CAA_FORM1', eta: eta[i % 4], replica: n.host('orders'), trace: n.traceparent(), attempt: i + 1 });
      return { style: 'adk', model: 'gemini-2.5-flash', goal: 'The Tiger Moth G-ANRX restoration needs its interplane strut; confirm when it arrives and rebook the rigging slot.',
        steps: Array.from({ length: 5 }, (_, i) => ({ text: i === 0 ? 'Looking up the strut order.' : null, calls: [{ name: 'get_order_status', args: { order_id: 'PO-TM-5521', attempt: i + 1 }, out: r(i) }] })), rootError: 'LlmCallsLimitExceededError: max_llm_calls=5', final: null };
    } },
  { id: '05', isolates: 'AgentOps session: a disc-golf course booking API is called six times with the same arguments; only request id, rate-limit counter and server time differ.',
    build: (n) => {
      const r = () => { const rl = n.rl(120); return { course: 'Hornets Nest DGC', date: '2025-08-09', tee_times: [], reason: 'league_block 07:00-13:00', server_time: n.epochMs(), request_id: n.reqId('bk_'), ratelimit: rl }; };
      return { style: 'agentops', goal: 'Book a Saturday morning tee time for 4 at Hornets Nest disc golf course.',
        steps: Array.from({ length: 6 }, (_, i) => ({ text: i === 0 ? 'Checking Saturday morning availability.' : null, calls: [{ name: 'get_tee_times', args: { course: 'hornets-nest', date: '2025-08-09', window: 'morning', players: 4 }, out: r() }] })), rootError: 'session ended: Indeterminate (max steps)', final: null };
    } },
  { id: '06', isolates: 'LangSmith-traced CI agent re-reads a Flutter iOS build check four times; the failure text is identical but for run id, durations and derived-data temp path.',
    build: (n) => {
      const r = () => `Run ${n.int(9000000, 9999999)} · macos-14 · ${n.dur()}\n[!] CocoaPods could not find compatible versions for pod "FirebaseCore":\n  In Podfile:\n    firebase_core (from \`.symlinks/plugins/firebase_core/ios\`) was resolved to 3.1.0, which depends on\n      Firebase/CoreOnly (= 11.0.0)\nDerivedData: /Users/runner/Library/Developer/Xcode/DerivedData/Runner-${n.b62(28).toLowerCase()}\nconclusion: failure`;
      return { style: 'langgraph', goal: 'Get the iOS build of the allotment-booking Flutter app green on main.',
        steps: Array.from({ length: 5 }, (_, i) => ({ text: i === 0 ? 'Reading the latest iOS check run.' : null, calls: [{ name: 'get_check_run_log', args: { repo: 'plotshare/app', ref: 'main', check: 'build-ios' }, out: r() }] })), rootError: 'GraphRecursionError: Recursion limit of 10 reached', final: null };
    } },
];
