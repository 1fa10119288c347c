import { style, span } from './lib.mjs';
export const family = 'same_result_volatile';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool, same arguments (or only a client timestamp / attempt counter differs), 4+ answers equal apart from volatile values; the agent never acts on it.';

export const rows = [
{ n: '01', domain: 'hovercraft service departure board', style: 'openai_agents', build(h) {
  const S = style(h, 'openai_agents', 'gpt-4o');
  const goal = 'Tell the passenger whether the 14:30 hovercraft from Southsea to Ryde is running and rebook them if cancelled.';
  const say = ['Checking the departure board.', 'Let me confirm the status again.', 'Checking once more in case it updated.', 'One more check.', 'Refreshing the board.'];
  const c = [];
  for (let i = 0; i < 5; i++) {
    c.push(S.llm([{ role: 'user', content: goal }], say[i], [{ name: 'departure_board', args: { route: 'SSE-RYD', time: '14:30' } }]));
    c.push(S.tool('departure_board', { route: 'SSE-RYD', time: '14:30' }, { departure: '14:30', status: 'CANCELLED', reason: 'sea state', generated_at: h.isoOffset(1), board_rev: h.int(10000, 99999), served_by: h.host('board', 6) }));
  }
  return { isolates: 'Five identical board lookups all say CANCELLED (only timestamp, revision and host differ) and the agent never rebooks.', goal,
    root: S.agent('Agent: Ferry Desk', { input: goal }, { error: 'MaxTurnsExceeded' }, c) };
} },
{ n: '02', domain: 'ice-fishing shanty rentals', style: 'vercel', build(h) {
  const S = style(h, 'vercel', 'gpt-4o-mini');
  const goal = 'Check the ice thickness report for Lake Mille Lacs shanty zone B before confirming Saturday\'s shanty rentals.';
  const c = [];
  const say = ['Getting the ice report.', 'Let me re-check that.', 'Re-querying to be sure.', 'Verifying again.', 'Checking again.'];
  for (let i = 0; i < 5; i++) {
    const args = { zone: 'B', lake: 'mille-lacs', clientTs: h.epochMs() };
    c.push(S.llm([{ role: 'user', content: goal }], say[i], [{ name: 'iceReport', args }]));
    c.push(S.tool('iceReport', args, `zone B  thickness 9.5in (clear ice)  measured 2024-01-18 07:40 CST\nreport id ${h.ulid()}  fetched ${h.http()}  cache=${h.pick(['HIT', 'MISS'])}`));
  }
  return { isolates: 'The only argument change is a client timestamp; the ice report text is identical except ids, fetch time and cache flag, 5 times, and rentals are never confirmed.', goal,
    root: S.agent('ai.streamText', { prompt: goal }, { 'ai.response.finishReason': 'tool-calls' }, c) };
} },
{ n: '03', domain: 'owl sanctuary feeding log sync', style: 'anthropic', build(h) {
  const S = style(h, 'anthropic', 'claude-3-5-haiku-20241022');
  const goal = 'Sync today\'s feeding log for the barn owls to the vet portal and confirm the sync completed.';
  const c = [];
  const say = ['Triggering the sync.', 'Let me check the sync result.', 'Checking the sync status.', 'Looking at it again.', 'Confirming the sync state.'];
  for (let i = 0; i < 5; i++) {
    c.push(S.llm([{ role: 'user', content: goal }], say[i], [{ name: 'vet_portal_sync', args: { log: 'barn-owls', date: '2024-11-05', attempt: i + 1 } }]));
    c.push(S.tool('vet_portal_sync', { log: 'barn-owls', date: '2024-11-05', attempt: i + 1 }, { result: 'skipped', detail: 'log already locked by another session', lock_owner: 'session ' + h.uuid(), trace: h.traceparent(), at: h.syslog() }));
  }
  return { isolates: 'The same sync call (only the attempt counter changes) returns "skipped: locked" five times with new lock ids and times; the agent never addresses the lock.', goal,
    root: S.agent('owl-care-bot', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'max_turns' }, c) };
} },
{ n: '04', domain: 'tuk-tuk fleet GPS', style: 'gemini', build(h) {
  const S = style(h, 'gemini', 'gemini-2.0-flash');
  const goal = 'Find where tuk-tuk TT-31 is now so a driver can pick up the stranded tour group at Wat Arun.';
  const c = [];
  for (let i = 0; i < 6; i++) {
    c.push(S.llm([{ role: 'user', parts: [{ text: goal }] }], i === 0 ? 'Locating TT-31.' : null, [{ name: 'vehicle_location', args: { id: 'TT-31' } }]));
    c.push(S.tool('vehicle_location', { id: 'TT-31' }, { id: 'TT-31', last_fix: { lat: 13.7437, lon: 100.4888, fix_time: '2024-03-02T09:14:51+07:00' }, online: false, queried_at: h.isoSec(), gateway: h.pod('gps-gw'), seq: h.int(1e6, 9e6) }));
  }
  return { isolates: 'Six identical location calls return the same stale offline fix (only query time, gateway pod and sequence number change); no dispatch follows.', goal,
    root: S.agent('fleet-dispatcher', { user: goal }, { finish: 'max_remote_calls' }, c) };
} },
{ n: '05', domain: 'Redis cluster resharding', style: 'plain', build(h) {
  const S = style(h, 'plain', 'gpt-4o');
  const goal = 'Finish moving hash slots 5461-6000 to the new node and confirm the cluster is healthy.';
  const chk = () => `$ redis-cli --cluster check 10.0.3.11:6379\n10.0.3.11:6379 (${h.hex(8)}...) -> ${h.int(120000, 130000)} keys | 5461 slots | 1 slaves.\n[WARNING] Node 10.0.3.14:6379 has slots in importing state 5461.\n[WARNING] The following slots are open: 5461.\n>>> Check slots coverage...\n[OK] All 16384 slots covered.\n(${h.ms(200, 900)}ms)`;
  const c = [];
  const say = ['Checking cluster state.', 'Re-running the check.', 'Checking again to see whether the open slot cleared.', 'Another check.', 'Let me look at the cluster once more.'];
  for (let i = 0; i < 5; i++) { c.push(S.llm([{ role: 'user', content: goal }], say[i], [{ name: 'run_shell', args: { cmd: 'redis-cli --cluster check 10.0.3.11:6379' } }])); c.push(S.tool('run_shell', { cmd: 'redis-cli --cluster check 10.0.3.11:6379' }, chk())); }
  return { isolates: 'redis-cli cluster check is run five times with the same open-slot warning (key counts, node id prefixes and timings vary); the agent never runs --cluster fix.', goal,
    root: S.agent('ops-agent', { goal }, { status: 'cut_off' }, c) };
} },
{ n: '06', domain: 'tempeh incubator monitoring', style: 'griptape', build(h) {
  const S = style(h, 'griptape', 'gpt-4o');
  const goal = 'Incubator 2 has been at 34°C for an hour; check the controller and get it back to 30°C before the tempeh batch overheats.';
  const c = [];
  const say = ['Reading the controller.', 'Reading it again.', 'Let me look again.', 'Reading the setpoint once more.'];
  for (let i = 0; i < 4; i++) {
    c.push(S.llm([{ role: 'system', content: 'Griptape Agent ruleset: food safety' }, { role: 'user', content: goal }], say[i], [{ name: 'ModbusClient.read_registers', args: { unit: 2, registers: [40001, 40002, 40010] } }]));
    c.push(S.tool('ModbusClient.read_registers', { unit: 2, registers: [40001, 40002, 40010] }, { values: { pv_c: 34.1, sp_c: 30.0, heater_out_pct: 100 }, tx_id: h.int(1, 65535), rtt_ms: h.ms(3, 40), read_at: h.clf() }, { meta: { griptape_task: 'PromptTask', subtask_id: h.hex(32) } }));
  }
  return { isolates: 'Four identical Modbus reads show the heater stuck at 100% with the same values (transaction id, latency and time vary); the agent never writes the fix.', goal,
    root: S.agent('Agent', { input: goal }, { output: null, note: 'max_subtasks reached' }, c, { framework: 'griptape', structure_id: h.hex(32) }) };
} },
];
