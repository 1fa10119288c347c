// Family 5: same call repeated, every answer identical apart from volatile values; the agent never acts on it.
export const FAMILY = 'volatile_only_results';
export const LOOP = true, STAGNATION = false;

export const rows = [
  // 01 levee inspection telemetry (Gemini)
  ['The agent polls a levee piezometer five times; the reading is the same every time, only the sample timestamp, gateway host and packet sequence change.', (N) => {
    const rd = () => (N.tick(60, 120), { station: 'LV-14-PZ3', pore_pressure_kpa: 38.6, alarm_threshold_kpa: 45, trend_24h: 'flat', sampled: N.isoOff(-5), gateway: N.host('lora-gw'), seq: N.int(10000, 99999), rssi_dbm: -1 * N.int(95, 118) });
    return {
      style: 'gemini', agent: 'levee-watch', model: 'gemini-2.5-pro',
      system: 'You monitor levee instrumentation during high water and recommend patrols.',
      goal: 'Decide whether levee section 14 needs a night patrol based on piezometer PZ3.',
      steps: [
        { say: 'Reading PZ3.', calls: [{ name: 'read_piezometer', args: { station: 'LV-14-PZ3' }, out: rd() }] },
        { calls: [{ name: 'read_piezometer', args: { station: 'LV-14-PZ3' }, out: rd() }] },
        { say: 'Let me get another sample.', calls: [{ name: 'read_piezometer', args: { station: 'LV-14-PZ3' }, out: rd() }] },
        { calls: [{ name: 'read_piezometer', args: { station: 'LV-14-PZ3' }, out: rd() }] },
        { say: 'Sampling once more before deciding.', calls: [{ name: 'read_piezometer', args: { station: 'LV-14-PZ3' }, out: rd() }] },
      ],
    };
  }],
  // 02 container repair depot EDI (Langfuse)
  ['A depot agent re-fetches the same EDI estimate status; each response is the same "AWAITING_APPROVAL" with new interchange control numbers and timestamps.', (N) => {
    const st = () => (N.tick(40, 200), `UNB+UNOC:3+DEPOTRTM+LINEHQ+${new Date(N.now()).toISOString().slice(2, 10).replace(/-/g, '')}:${N.hms().slice(0, 5).replace(':', '')}+${N.int(100000, 999999)}'\nUNH+1+WESTIM:D:95B:UN'\nBGM+ESTIMATE STATUS+MSKU7712043+AWAITING_APPROVAL'\nMOA+ESTIMATE:1842.50:USD'\nUNT+4+1'\nUNZ+1+${N.int(100000, 999999)}'`);
    return {
      style: 'langfuse', agent: 'depot-repair-agent', model: 'gpt-4o-mini',
      system: 'You coordinate container repairs at a depot. Repairs may start only after the shipping line approves the estimate.',
      goal: 'Get container MSKU7712043 repaired and released; start the repair once the line approves the estimate.',
      steps: [
        { calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
        { calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
        { say: 'Checking the approval status.', calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
        { calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
        { say: 'Polling the line\'s EDI again.', calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
        { calls: [{ name: 'edi_estimate_status', args: { container: 'MSKU7712043' }, out: st() }] },
      ],
      meta: { tags: ['depot', 'edi'] },
    };
  }],
  // 03 lactation consultant booking API (Agno)
  ['Repeated availability calls differing only in a client_ts argument return the same single slot with new ETags and request ids; the agent never books it.', (N) => {
    const av = () => ({ status: 200, headers: { etag: N.etag(), 'x-request-id': N.uuid(), 'cache-control': 'no-store', date: N.httpDate() }, body: { consultant: 'IBCLC Amara Nwosu', slots: [{ start: '2025-09-04T10:30:00+01:00', mode: 'home_visit' }] } });
    const call = () => (N.tick(20, 60), { name: 'get_availability', args: { consultant_id: 'ibclc-031', week: '2025-W36', client_ts: N.epochMs() }, out: av() });
    return {
      style: 'agno', agent: 'postnatal-booking', model: 'gpt-4.1-mini',
      system: 'You book lactation consultant visits for new parents.',
      goal: 'Book the earliest home visit with a lactation consultant this week for the Okafor family.',
      steps: [{ calls: [call()] }, { calls: [call()] }, { say: 'Refreshing availability.', calls: [call()] }, { calls: [call()] }, { calls: [call()] }],
    };
  }],
  // 04 jute mill loom status (CrewAI)
  ['The crew agent asks the loom controller for loom 22\'s status five times and gets the same "stopped: warp break" with new event ids and uptime counters.', (N) => {
    const s = () => (N.tick(30, 90), `LOOM 22 | state=STOPPED reason=WARP_BREAK since=06:41:${String(N.int(0, 0)).padStart(2, '0')} | evt=${N.hex(12)} | ctrl_uptime=${N.int(100000, 200000)}s | polled ${N.logTs()}`);
    return {
      style: 'crewai', agent: 'Weaving Shed Supervisor', model: 'gpt-4o',
      system: 'You supervise the weaving shed in a jute mill and dispatch fitters.',
      goal: 'Loom 22 stopped this morning. Find out why and dispatch the right person to get it running.',
      steps: [
        { think: 'Check the loom controller.', calls: [{ name: 'loom_status', args: { loom: 22 }, out: s() }] },
        { calls: [{ name: 'loom_status', args: { loom: 22 }, out: s() }] },
        { think: 'See whether it has been restarted yet.', calls: [{ name: 'loom_status', args: { loom: 22 }, out: s() }] },
        { calls: [{ name: 'loom_status', args: { loom: 22 }, out: s() }] },
        { calls: [{ name: 'loom_status', args: { loom: 22 }, out: s() }] },
      ],
      meta: { task: 'Loom 22 stoppage' },
    };
  }],
  // 05 bobsleigh track timing (MLflow)
  ['A timing agent re-requests the official result of a bobsleigh heat with an attempt counter; the answer is always the same provisional times with a new signature hash and server time.', (N) => {
    const r = (a) => (N.tick(15, 45), { heat: 'M2-H3', status: 'PROVISIONAL', protest_window_open: true, times: [{ sled: 'GER-1', t: '49.87' }, { sled: 'SUI-2', t: '49.91' }, { sled: 'CAN-1', t: '50.02' }], server_time: N.sqlTs(), signature: `sha1:${N.sha()}`, attempt: a });
    return {
      style: 'mlflow', agent: 'results-publisher', model: 'gpt-4o-mini',
      system: 'You publish official bobsleigh results to the federation website once they are final.',
      goal: 'Publish the official result of two-man heat 3 as soon as it is final.',
      steps: [1, 2, 3, 4, 5].map((a, i) => ({ say: ['Fetching the heat result.', '', 'Fetching again.', '', 'One more fetch.'][i] || undefined, calls: [{ name: 'timing_result', args: { heat: 'M2-H3', attempt: a }, out: r(a) }] })),
    };
  }],
  // 06 roller skating rink POS sync (OTel GenAI)
  ['Five identical POS sync-status checks for a roller rink return the same "3 transactions pending" with a new sync run id and lag each time; no action taken.', (N) => {
    const s = () => (N.tick(30, 80), { terminal: 'SKATE-HIRE-02', pending_transactions: 3, oldest_pending: '2025-08-09T19:02:11Z', last_error: 'HTTP 409 duplicate receipt R-88412', sync_run: N.uuid(), lag_s: N.int(900, 1400), checked_at: N.isoS() });
    return {
      style: 'otel_genai', agent: 'rink-ops-agent', model: 'gpt-4.1-mini',
      system: 'You run back-office operations for a roller skating rink.',
      goal: 'Skate hire terminal 2 has unsynced sales from Saturday night. Get them synced into the accounts.',
      steps: [
        { calls: [{ name: 'pos_sync_status', args: { terminal: 'SKATE-HIRE-02' }, out: s() }] },
        { say: 'Looking at the sync status.', calls: [{ name: 'pos_sync_status', args: { terminal: 'SKATE-HIRE-02' }, out: s() }] },
        { calls: [{ name: 'pos_sync_status', args: { terminal: 'SKATE-HIRE-02' }, out: s() }] },
        { say: 'Re-checking the pending count.', calls: [{ name: 'pos_sync_status', args: { terminal: 'SKATE-HIRE-02' }, out: s() }] },
        { calls: [{ name: 'pos_sync_status', args: { terminal: 'SKATE-HIRE-02' }, out: s() }] },
      ],
    };
  }],
];
