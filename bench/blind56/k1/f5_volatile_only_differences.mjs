// Family 5: same call repeated, answers identical apart from volatile values, never acted on.
export default {
  family: 'volatile_only_differences', loop: true, stagnation: false,
  rows: [
    { n: '01', domain: 'emu oil', style: 'gemini',
      isolates: 'A batch-status call is repeated five times with identical arguments; answers differ only in request id, served-by replica and timestamp.',
      system: 'You assist the Red Dirt Emu Oil refinery.',
      goal: 'Confirm whether refined batch EO-552 passed peroxide value testing and release it.',
      build(c) {
        for (let k = 0; k < 5; k++) c.step(k === 0 ? 'Checking the batch test result.' : null, [['get_batch_qc', { batch: 'EO-552' }, { batch: 'EO-552', peroxide_value_meq_kg: 1.8, limit: 10, status: 'PASS', request_id: c.req(), served_by: c.host('lims'), checked_at: c.iso() }]]);
        return { output: null, error: 'function call limit reached' };
      } },
    { n: '02', domain: 'public toilet maintenance', style: 'plain',
      isolates: 'The same HTTP GET is repeated four times; headers carry new Date, x-request-id and cf-ray values but the body is identical.',
      system: 'You dispatch cleaners for the town council public toilets.',
      goal: 'Check the fault status of the Promenade toilets and dispatch a crew if needed.',
      build(c) {
        for (let k = 0; k < 5; k++) c.step(k === 0 ? 'Fetching the fault status.' : null, [['http_get', { url: 'https://facilities.example.gov/api/sites/PROM-2/faults' }, `HTTP/1.1 200 OK\ndate: ${c.http()}\ncontent-type: application/json\nx-request-id: ${c.uuid()}\ncf-ray: ${c.cfray()}\nage: ${c.int(0, 60)}\n\n{"site":"PROM-2","faults":[{"id":"F-311","type":"hand dryer","severity":"low","open":true}]}`]]);
        return { output: null, error: 'iteration limit reached' };
      } },
    { n: '03', domain: 'sepak takraw leagues', style: 'langgraph',
      isolates: 'Standings are re-fetched four times with only an attempt counter changing in the arguments; responses differ only in etag and generated timestamp.',
      system: 'You run stats for the city sepak takraw league.',
      goal: 'Post the current top three of Division 1 to the league channel.',
      build(c) {
        for (let k = 1; k <= 5; k++) c.step(null, [['get_standings', { division: 1, attempt: k }, { division: 1, table: [{ team: 'Kick Kings', pts: 21 }, { team: 'Rattan Rollers', pts: 18 }, { team: 'Net Ninjas', pts: 16 }], etag: c.etag(), generated: c.epochMs() }]]);
        return { output: null, error: 'GraphRecursionError: Recursion limit of 10 reached' };
      } },
    { n: '04', domain: 'grease trap servicing', style: 'anthropic',
      isolates: 'A CLI job-status command is repeated; output is identical except the job log path, duration and pid.',
      system: 'You schedule grease trap pump-outs for restaurants.',
      goal: 'Check whether route planning job for Thursday finished and send the routes to drivers.',
      build(c) {
        for (let k = 0; k < 4; k++) c.step(k === 0 ? 'Checking the route planning job.' : null, [['bash', { command: 'routectl status thursday-2024-10-17' }, `routectl 1.8.2 (pid ${c.int(2000, 40000)})\nJOB thursday-2024-10-17  state=COMPLETED  stops=37  vehicles=3\nlog: /var/log/routectl/${c.hex(8)}.log\nquery took ${c.ms(40, 400)}ms`]]);
        return { output: null, error: 'max_tokens budget exhausted' };
      } },
    { n: '05', domain: 'bridge card clubs', style: 'agno',
      isolates: 'A results endpoint is polled with only a client timestamp changing; every response is the same finished result with new trace ids and raft term metadata.',
      system: 'You help the Westgate Bridge Club publish session results.',
      goal: 'Publish the Tuesday pairs results to the club website.',
      build(c) {
        for (let k = 0; k < 5; k++) c.step(null, [['get_session_results', { session: 'TUE-0924', client_ts: c.epochMs() }, { session: 'TUE-0924', state: 'final', top: [{ pair: 'NS-3', pct: 61.2 }, { pair: 'EW-7', pct: 58.9 }], traceparent: c.traceparent(), raft_term: c.int(100, 999), leader: c.host('scorer') }]]);
        return { output: null, error: 'RunCancelled: tool_call_limit=5 reached' };
      } },
    { n: '06', domain: 'sinkhole monitoring', style: 'openai_agents',
      isolates: 'A sensor reading tool is called four times and returns the same displacement values with only sample ids, ISO and epoch timestamps differing.',
      system: 'You watch the ground-movement sensors on the Ripon gypsum karst.',
      goal: 'Decide whether the displacement at sensor RP-14 justifies closing the footpath.',
      build(c) {
        for (let k = 0; k < 4; k++) c.step(k === 0 ? 'Reading RP-14.' : null, [['read_sensor', { sensor: 'RP-14', window: '24h' }, { sensor: 'RP-14', max_disp_mm: 0.6, trend: 'flat', threshold_mm: 5, sample_id: c.snowflake(), ts: c.iso(), ts_epoch: c.epoch(), firmware: '3.2.0' }]]);
        return { output: null, error: 'MaxTurnsExceeded' };
      } },
  ],
};
