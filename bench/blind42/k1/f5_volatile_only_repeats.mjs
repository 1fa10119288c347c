// Family: volatile_only_repeats (loop: true, stagnation: false)
// Same call (or only a client timestamp / attempt counter differs), same answer apart from volatile values, 4+ times, never acted on.
import { Run, http } from './lib.mjs';

export const scenarios = [
  // 01 Redis cluster failover status — Vercel AI SDK
  (id) => {
    const goal = 'Confirm the Redis cluster for the session store has finished failing over after the node loss, then re-enable writes in the app config.';
    const R = new Run(id, 'vercel', { model: 'gpt-4o', goal, system: 'You are an SRE assistant.', agent: 'sre-bot', tools: ['redisClusterInfo', 'setAppConfig'] });
    const n = R.n;
    R.think('Checking cluster state.', [{ name: 'redisClusterInfo', args: { cluster: 'sessions-prod' } }]);
    for (let i = 0; i < 5; i++) {
      if (i) R.think('', [{ name: 'redisClusterInfo', args: { cluster: 'sessions-prod' } }]);
      R.tool('redisClusterInfo', { cluster: 'sessions-prod' }, `# from ${n.host('redis')}:6379 at ${n.epochMs()}\ncluster_state:ok\ncluster_slots_assigned:16384\ncluster_slots_ok:16384\ncluster_slots_pfail:0\ncluster_known_nodes:6\ncluster_size:3\ncluster_current_epoch:${n.int(40, 41)}\ncluster_stats_messages_sent:${n.count()}\ncluster_stats_messages_received:${n.count()}\ntotal_cluster_links_buffer_limit_exceeded:0`);
    }
    return { isolates: 'cluster_state:ok with all 16384 slots is returned five times, differing only in replica host, timestamps and message counters; the agent never re-enables writes.', goal, root: R.root({ text: '', finishReason: 'tool-calls' }, { error: 'maxSteps (6) exceeded' }) };
  },
  // 02 camel milk dairy cold chain sensor — Gemini
  (id) => {
    const goal = 'Check the bulk tank temperature at the camel milk collection point in Al Khatim and, if it is within 2–4 °C, release the morning tanker.';
    const R = new Run(id, 'gemini', { model: 'gemini-1.5-flash', goal, system: 'You monitor cold-chain sensors for a camel dairy.', tools: ['read_tank_sensor', 'release_tanker'] });
    const n = R.n;
    for (let i = 0; i < 5; i++) {
      const args = { site: 'AKH-CP1', tank: 2, client_ts: n.iso() };
      R.think(i ? '' : 'Reading the tank sensor.', [{ name: 'read_tank_sensor', args }]);
      R.tool('read_tank_sensor', args, { site: 'AKH-CP1', tank: 2, temp_c: 3.1, agitator: 'on', reading_at: n.tick(2000).syslog(), gateway: `lora-gw-${n.int(1, 4)}`, fcnt_up: n.count(), rssi: -n.int(90, 112), snr: n.int(-5, 9) / 1 });
    }
    return { isolates: 'Five sensor reads (args differ only in client_ts) all report 3.1 °C with only gateway, frame counter, RSSI and time changing; the tanker is never released despite the reading being in range.', goal, root: R.root({ finishReason: 'MAX_REMOTE_CALLS' }) };
  },
  // 03 sandblasting contractor permit portal — OpenInference
  (id) => {
    const goal = 'Check whether the abrasive-blasting permit for the Pier 4 railings job is approved and, if so, schedule the crew for Monday.';
    const R = new Run(id, 'openinference', { model: 'gpt-4o-mini', goal, system: 'You are the scheduling assistant of a sandblasting contractor.', tools: ['get_permit', 'schedule_crew'] });
    const n = R.n;
    for (let i = 0; i < 5; i++) {
      const args = { permit_no: 'ABP-25-0917', attempt: i + 1 };
      R.think(i === 0 ? 'Looking up the permit status.' : '', [{ name: 'get_permit', args }]);
      R.tool('get_permit', args, http(n, 200, `<div class="permit"><h2>ABP-25-0917</h2><span class="status">APPROVED</span><p>Conditions: containment screens, wet blasting only</p><small>Page generated ${n.usDate()} &middot; ref ${n.hex(8).toUpperCase()}</small></div>`, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': `ASP.NET_SessionId=${n.b62(24).toLowerCase()}; path=/; HttpOnly`, server: 'Microsoft-IIS/10.0' }));
    }
    return { isolates: 'The permit page says APPROVED on all five fetches (attempt counter in args, session cookie, ref and generated time differ); the crew is never scheduled.', goal, root: R.root({ response: null }, { error: 'max iterations' }) };
  },
  // 04 LARP event kit hire booking — plain
  (id) => {
    const goal = 'Reserve 30 foam swords and 12 tabards for the Ravenmoor LARP weekend from the kit hire API and send the confirmation.';
    const R = new Run(id, 'plain', { model: 'gpt-4o', goal, system: 'You place kit hire reservations for LARP organisers.', tools: ['kit_availability', 'create_reservation'] });
    const n = R.n;
    for (let i = 0; i < 4; i++) {
      const args = { items: ['foam-sword-std', 'tabard-red'], qty: [30, 12], from: '2025-08-15', to: '2025-08-17' };
      R.think(null, [{ name: 'kit_availability', args }]);
      R.tool('kit_availability', args, JSON.stringify({ available: { 'foam-sword-std': 44, 'tabard-red': 19 }, hold_possible: true, quote_gbp: 186.0, quote_id: `Q-${n.ulid()}`, quote_expires: n.tick(900000).isoOffset(1), served_by: n.host('kit') }));
    }
    return { isolates: 'Availability is requested four times with identical args; each answer has the same stock and price and only a new quote id, expiry and host; no reservation is made.', goal, root: R.root({ content: null, finish_reason: 'length' }) };
  },
  // 05 ice fishing shanty permits — LangSmith
  (id) => {
    const goal = 'Renew the ice fishing shanty permit for shanty #118 on Lake Mille Lacs and tell the owner the new expiry date.';
    const R = new Run(id, 'langsmith', { model: 'gpt-4o-mini', goal, system: 'You process shanty permit renewals for the county.', tools: ['permit_lookup', 'renew_permit'] });
    const n = R.n;
    for (let i = 0; i < 5; i++) {
      R.think('', [{ name: 'permit_lookup', args: { shanty: 118, lake: 'Mille Lacs' } }]);
      R.tool('permit_lookup', { shanty: 118, lake: 'Mille Lacs' }, `{"shanty":118,"owner":"D. Lindqvist","expires":"2025-03-01","renewable":true,"fee_usd":25,"lookup_id":"${n.uuid()}","db_replica":"${n.pick(['pg-ro-1', 'pg-ro-2', 'pg-ro-3'])}","elapsed":"${n.dur(5, 200)}"}`);
    }
    return { isolates: 'The same permit lookup is made five times and returns the same renewable record, varying only lookup_id, read-replica name and elapsed time; renewal never happens.', goal, root: R.root({ output: null }, { error: 'GraphRecursionError: Recursion limit of 10 reached' }) };
  },
  // 06 charcuterie curing room humidity — MLflow
  (id) => {
    const goal = 'Verify curing room 3 has stabilised at 78% RH after the dehumidifier repair and then move the coppa batch CP-77 in.';
    const R = new Run(id, 'mlflow', { model: 'gpt-4o', goal, system: 'You supervise curing rooms for a charcuterie producer.', tools: ['room_status', 'move_batch'] });
    const n = R.n;
    R.think('Reading room 3 status.', [{ name: 'room_status', args: { room: 3 } }]);
    for (let i = 0; i < 6; i++) {
      if (i) R.think('', [{ name: 'room_status', args: { room: 3 } }]);
      R.tool('room_status', { room: 3 }, { room: 3, rh_pct: 78, temp_c: 13, setpoint: { rh: 78, temp: 13 }, stable_for_min: 240, sampled: [n.isoMicro(), n.euDate(), String(n.epoch())][i % 3], plc_scan: n.count(), controller_uptime_s: n.count() * 7 });
    }
    return { isolates: 'Room status is read six times: 78% RH stable for 240 min every time, only sample timestamp spelling, PLC scan counter and uptime change; the batch is never moved.', goal, root: R.root(null, { error: 'Agent stopped due to max iterations.' }) };
  },
];
