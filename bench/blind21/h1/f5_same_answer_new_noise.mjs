export const family = 'same_answer_new_noise';
export const loop = true;
export const stagnation = false;
export const description = 'The same call (or one differing only by a client timestamp/attempt counter) is repeated 4+ times and each answer is identical apart from volatile values; the agent never acts on it.';

export const rows = [
  { n: '01', domain: 'diaper banks', style: 'gemini', model: 'gemini-2.5-flash', agent: 'stock_agent',
    isolates: 'A stock query is repeated five times and the only differences are the snapshot timestamp, the request id and the replica host.',
    goal: 'Check whether we have enough size 4 nappies to fill this week\'s 60 family parcels, and reorder if not.',
    build(T) { const N = T.N;
      const s = () => ({ sku: 'NAP-S4', on_hand_packs: 38, reserved: 0, snapshot_at: N.isoOffset(1), request_id: N.uuid(), served_by: N.host('inv') });
      for (let i = 0; i < 5; i++) T.step(null, [['get_stock', { sku: 'NAP-S4', warehouse: 'main' }, s()]]);
      T.cut('Max LLM calls per invocation exceeded (5)');
    } },
  { n: '02', domain: 'satellite TV dish installers', style: 'otel', model: 'gpt-4o-mini', agent: 'install-scheduler',
    isolates: 'Signal-survey status is re-requested with only a client timestamp changing; every HTTP response is the same apart from Date, ETag and trace headers.',
    goal: 'Confirm whether the line-of-sight survey for job 7712 passed so the installer can be booked.',
    build(T) { const N = T.N;
      const r = () => `HTTP/1.1 200 OK\nDate: ${N.http()}\nETag: ${N.etag(true)}\nX-Trace-Id: ${N.traceparent()}\nContent-Type: application/json\n\n{"job":7712,"survey":"completed","result":"obstructed","azimuth_deg":151.8,"elevation_deg":27.1,"obstruction":"tree canopy 14m SSE"}`;
      for (let i = 0; i < 5; i++) T.step(null, [['get_survey', { job_id: 7712, client_ts: N.epochMs() }, r()]]);
      T.cut('agent aborted: step budget exhausted');
    } },
  { n: '03', domain: 'currency exchange kiosks', style: 'crewai', model: 'gpt-4o-mini', agent: 'Kiosk Float Analyst', crew: 'Crew: kiosk-floats',
    isolates: 'A kiosk cash-float report is fetched again and again with an increasing attempt counter; each report differs only in its generation time and report hash.',
    goal: 'Decide whether the airport kiosk K-03 needs a euro top-up before the evening peak.',
    build(T) { const N = T.N;
      const rep = () => `FLOAT REPORT K-03  generated ${N.syslog()}  ref ${N.hex(12)}\nEUR  2,140.00  (threshold 5,000.00)  BELOW\nUSD  6,880.00  (threshold 4,000.00)  OK\nGBP  3,310.00  (threshold 3,000.00)  OK\n-- end --`;
      T.step('I should read the float report for K-03.', [['float_report', { kiosk: 'K-03', attempt: 1 }, rep()]]);
      T.step('Let me get the float report again to confirm.', [['float_report', { kiosk: 'K-03', attempt: 2 }, rep()]]);
      T.step('I will re-pull the report in case figures were mid-update.', [['float_report', { kiosk: 'K-03', attempt: 3 }, rep()]]);
      T.step('One more fetch of K-03 to verify the euro line.', [['float_report', { kiosk: 'K-03', attempt: 4 }, rep()]]);
      T.step('Requesting the report a further time before deciding.', [['float_report', { kiosk: 'K-03', attempt: 5 }, rep()]]);
      T.cut('Agent stopped due to iteration limit or time limit.');
    } },
  { n: '04', domain: 'community fridges', style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'fridge-monitor',
    isolates: 'A shell command reading a fridge temperature log is run six times; the output changes only in the sample timestamp, the log path and the sensor counter.',
    goal: 'The Gorse Street community fridge may be too warm. Check the sensor and, if it is above 5 °C, post a do-not-use notice.',
    build(T) { const N = T.N;
      const out = () => `[${N.clock()}] sensor=gorse-st-01 seq=${N.int(40000, 49999)} temp_c=8.4 door=closed compressor=off\nlog: /var/log/fridges/gorse-st-01.${N.compact()}.log`;
      for (let i = 0; i < 6; i++) T.step(null, [['Bash', { command: 'fridgectl read gorse-st-01 --latest' }, out()]]);
      T.cut('error_max_turns', { subtype: 'error_max_turns' });
    } },
  { n: '05', domain: 'pumpkin patches', style: 'langgraph', model: 'gpt-4o-mini', agent: 'ticketing-agent',
    isolates: 'A capacity check for one time slot is repeated four times with identical sold/capacity numbers and new cache and request ids each time.',
    goal: 'Can we add 40 walk-in tickets to the Saturday 11:00 pumpkin-picking slot? If yes, open them on the site.',
    build(T) { const N = T.N;
      const c = () => ({ slot: '2025-10-25T11:00', capacity: 300, sold: 262, held: 0, cache: { key: 'cap:' + N.hex(10), age_s: N.int(0, 59) }, request_id: N.reqId('req_'), generated: N.euDate() });
      for (let i = 0; i < 5; i++) T.step(null, [['slot_capacity', { slot: '2025-10-25T11:00' }, c()]]);
      T.cut('GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.');
    } },
  { n: '06', domain: 'Kafka consumer lag (devops)', style: 'responses', model: 'o4-mini', agent: 'oncall-helper',
    isolates: 'A lag query is polled repeatedly but the lag is frozen at the same value; only the scrape timestamp, broker replica and query id differ, and the agent never escalates.',
    goal: 'The invoices consumer group looks stuck. Check its lag and restart the consumer deployment if lag is not decreasing.',
    build(T) { const N = T.N;
      const q = () => ({ group: 'invoices-consumer', topic: 'invoices.v2', partitions: [{ p: 0, lag: 18211 }, { p: 1, lag: 17944 }, { p: 2, lag: 18302 }], scraped_at: N.epoch(), broker: N.host('kafka-broker'), query_id: N.ulid() });
      T.step(null, [['consumer_lag', { group: 'invoices-consumer' }, q()]], { reasoning: 'Get the current lag.' });
      for (let i = 0; i < 4; i++) T.step(null, [['consumer_lag', { group: 'invoices-consumer' }, q()]]);
      T.cut('incomplete: max tool rounds (5)');
    } },
];
