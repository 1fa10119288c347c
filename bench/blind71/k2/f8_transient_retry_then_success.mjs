// Healthy: the same call fails 1-3 times with the same transient error, then succeeds; the task is finished.
export const family = 'transient_retry_then_success';
export const scenarios = [
  // 01 mountain hut booking -- LangGraph
  (N) => ({
    isolates: 'A hut booking call gets 503 twice (new retry-after and request id each time) then 201 Created; the agent confirms the booking.',
    style: 'langgraph',
    run: {
      goal: 'Book 4 bunks at the Capanna Margherita for 12 August.', model: 'gpt-4o-mini', system: 'You book alpine huts.',
      steps: [
        { calls: [{ name: 'book_hut', args: { hut: 'margherita', date: '2025-08-12', beds: 4 }, err: `HTTP 503 Service Unavailable (retry-after: ${N.int(2, 9)}; x-request-id: ${N.req('')})` }] },
        { text: 'The booking server is busy; retrying.', calls: [{ name: 'book_hut', args: { hut: 'margherita', date: '2025-08-12', beds: 4 }, err: `HTTP 503 Service Unavailable (retry-after: ${N.int(2, 9)}; x-request-id: ${N.req('')})` }] },
        { calls: [{ name: 'book_hut', args: { hut: 'margherita', date: '2025-08-12', beds: 4 }, out: { status: 201, booking: 'CM-' + N.int(10000, 99999), half_board: true, deposit_eur: 120 } }] },
      ],
      final: 'Booked 4 bunks at Capanna Margherita for 12 August with half board; €120 deposit due.',
    },
  }),
  // 02 sawmill kiln PLC -- Anthropic
  (N) => ({
    isolates: 'Writing a setpoint to a timber-drying kiln PLC times out once, succeeds on the second attempt, and the agent verifies the read-back value.',
    style: 'anthropic',
    run: {
      goal: 'Set kiln 2 at the sawmill to the oak schedule stage 3 dry-bulb 48 °C.', model: 'claude-sonnet-4-20250514', tools: ['plc_write', 'plc_read'], system: 'You control timber drying kilns via Modbus.',
      steps: [
        { calls: [{ name: 'plc_write', args: { kiln: 2, register: 40012, value: 480 }, err: `ModbusTimeout: no response from 10.20.4.12:502 within 1500 ms (tx ${N.int(1, 65535)})` }] },
        { text: 'A single Modbus timeout is common on that link; retrying once.', calls: [{ name: 'plc_write', args: { kiln: 2, register: 40012, value: 480 }, out: { ok: true, tx: N.int(1, 65535) } }] },
        { calls: [{ name: 'plc_read', args: { kiln: 2, register: 40012 }, out: { value: 480, scaled: '48.0 C' } }] },
      ],
      final: 'Kiln 2 dry-bulb setpoint is now 48.0 °C (oak stage 3); the read-back confirms it.',
    },
  }),
  // 03 seismograph data centre -- OpenAI Agents SDK
  (N) => ({
    isolates: 'Downloading waveform data hits a 429 rate-limit three times with the same message and new counters, then succeeds and the agent computes the arrival.',
    style: 'oaiagents',
    run: {
      goal: 'Get the P-wave arrival time at station ESK for this morning\'s North Sea M3.9 earthquake.', model: 'gpt-4.1-mini', agentName: 'Seismo Analyst', system: 'You fetch FDSN waveform data.',
      steps: [
        { calls: [{ name: 'fdsn_dataselect', args: { net: 'GB', sta: 'ESK', cha: 'HHZ', start: '2025-05-21T06:02:00', end: '2025-05-21T06:06:00' }, err: `429 Too Many Requests: limit 10/min, reset in ${N.int(5, 50)}s (client ${N.hex(8)})` }] },
        { calls: [{ name: 'fdsn_dataselect', args: { net: 'GB', sta: 'ESK', cha: 'HHZ', start: '2025-05-21T06:02:00', end: '2025-05-21T06:06:00' }, err: `429 Too Many Requests: limit 10/min, reset in ${N.int(5, 50)}s (client ${N.hex(8)})` }] },
        { text: 'Waiting for the rate-limit window before the third attempt.', calls: [{ name: 'fdsn_dataselect', args: { net: 'GB', sta: 'ESK', cha: 'HHZ', start: '2025-05-21T06:02:00', end: '2025-05-21T06:06:00' }, err: `429 Too Many Requests: limit 10/min, reset in ${N.int(5, 50)}s (client ${N.hex(8)})` }] },
        { calls: [{ name: 'fdsn_dataselect', args: { net: 'GB', sta: 'ESK', cha: 'HHZ', start: '2025-05-21T06:02:00', end: '2025-05-21T06:06:00' }, out: { mseed: '/data/ESK_HHZ.mseed', samples: 24000 } }] },
        { calls: [{ name: 'pick_phase', args: { file: '/data/ESK_HHZ.mseed', phase: 'P' }, out: { arrival: '2025-05-21T06:03:41.27Z', snr: 14.2 } }] },
      ],
      final: 'P arrival at ESK: 06:03:41.27 UTC (SNR 14.2).',
    },
  }),
  // 04 church organ humidity sensors -- Gemini
  (N) => ({
    isolates: 'A LoRa sensor gateway returns "gateway busy" once for the same request, then the reading; the agent answers with the humidity.',
    style: 'gemini',
    run: {
      goal: 'Is the relative humidity inside the organ case at St Bavo safe for the winter recital?', model: 'gemini-2.5-flash', tools: ['sensor_read'], system: 'You monitor historic instruments.',
      steps: [
        { calls: [{ name: 'sensor_read', args: { sensor: 'bavo-organ-case-rh' }, out: { error: 'GATEWAY_BUSY', retry_in_ms: N.int(200, 900), gw: 'gw-' + N.hex(4) } }] },
        { calls: [{ name: 'sensor_read', args: { sensor: 'bavo-organ-case-rh' }, out: { rh_pct: 58.4, temp_c: 14.1, at: N.iso() } }] },
      ],
      final: 'Inside the organ case it is 58.4% RH at 14.1 °C, within the safe 50-65% band for the recital.',
    },
  }),
  // 05 ferry-free: glacier melt gauging -- Strands
  (N) => ({
    isolates: 'A river-gauge API returns a connection reset twice, then data; the agent finishes the discharge report.',
    style: 'strands',
    run: {
      goal: 'Report today\'s peak discharge of the Rhône below the glacier at Gletsch.', model: 'us.anthropic.claude-3-5-haiku-20241022-v1:0', system: 'You produce hydrology summaries.',
      steps: [
        { calls: [{ name: 'gauge_series', args: { station: 2268, param: 'Q', day: 'today' }, err: `ConnectionResetError: [Errno 104] Connection reset by peer (attempt 1, ${N.host('hydro')})` }] },
        { calls: [{ name: 'gauge_series', args: { station: 2268, param: 'Q', day: 'today' }, err: `ConnectionResetError: [Errno 104] Connection reset by peer (attempt 2, ${N.host('hydro')})` }] },
        { calls: [{ name: 'gauge_series', args: { station: 2268, param: 'Q', day: 'today' }, out: { peak_m3s: 21.7, peak_at: '16:40 CEST', min_m3s: 8.9 } }] },
      ],
      final: 'Peak discharge at Gletsch today was 21.7 m³/s at 16:40 CEST (minimum 8.9 m³/s), typical of the afternoon melt pulse.',
    },
  }),
  // 06 cooperage barrel tracking -- Agno
  (N) => ({
    isolates: 'A cask-tracking database reports a deadlock once on the same update, then commits; the agent confirms the barrels were moved.',
    style: 'agno',
    run: {
      goal: 'Record that casks 3310-3315 moved from warehouse 4 to the filling hall at the cooperage.', model: 'gpt-4o-mini', agentName: 'cask-tracker', system: 'You keep the cask register.',
      steps: [
        { calls: [{ name: 'move_casks', args: { casks: [3310, 3311, 3312, 3313, 3314, 3315], to: 'filling-hall' }, err: `psycopg.errors.DeadlockDetected: deadlock detected DETAIL: Process ${N.int(1000, 30000)} waits for ShareLock on transaction ${N.int(100000, 999999)}` }] },
        { calls: [{ name: 'move_casks', args: { casks: [3310, 3311, 3312, 3313, 3314, 3315], to: 'filling-hall' }, out: { updated: 6, committed_at: N.sqlts() } }] },
      ],
      final: 'All 6 casks (3310-3315) are now recorded in the filling hall.',
    },
  }),
];
