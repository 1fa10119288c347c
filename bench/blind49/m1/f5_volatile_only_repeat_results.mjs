import { Rec } from './lib.mjs';
export const FAMILY = { name: 'volatile_only_repeat_results', loop: true, stagnation: false,
  isolates: 'the same call (same arguments, or only a client timestamp/attempt counter changed) returns results equal apart from volatile values, 4+ times, and the agent never acts on them' };

export const scenarios = [
  // 01 frost fans in orchards: OpenAI Responses API
  (id) => {
    const goal = 'Tonight frost is forecast; start the frost fans in blocks C and D of the apricot orchard once the inversion is confirmed.';
    const r = new Rec(id, 'responses', { model: 'o4-mini', goal });
    const n = r.n;
    const reading = () => ({ station: 'orchard-mast-2', sampled_at: n.isoMs(), seq: n.seq(), temp_c: { '1.5m': -0.8, '10m': 2.9 }, inversion_c: 3.7, fan_state: { C: 'off', D: 'off' }, gateway: n.host('lora-gw'), rssi_dbm: -97 });
    r.step(null, [{ name: 'read_mast', args: { station: 'orchard-mast-2' }, out: reading() }], 'Need to confirm inversion strength before starting fans.');
    for (let i = 0; i < 4; i++) r.step(null, [{ name: 'read_mast', args: { station: 'orchard-mast-2' }, out: reading() }]);
    return { isolates: 'Responses API: five identical mast reads returning the same 3.7 °C inversion (only sample time, seq and gateway vary); the fans are never started.', goal, root: r.finish(null, { incomplete_details: { reason: 'max_output_tokens' } }) };
  },
  // 02 Redis cluster resharding for a stock-photo CDN cache: W&B Weave
  (id) => {
    const goal = 'Finish moving hash slots 5461-8191 from node r-02 to r-05 in the photo-cache Redis cluster and verify the cluster is ok.';
    const r = new Rec(id, 'weave', { model: 'gpt-4o', goal });
    const n = r.n;
    const info = () => `cluster_state:ok\ncluster_slots_assigned:16384\ncluster_slots_ok:16384\ncluster_slots_pfail:0\ncluster_known_nodes:6\ncluster_size:3\ncluster_current_epoch:${14}\ncluster_stats_messages_sent:${n.int(1e6, 9e6)}\ncluster_stats_messages_received:${n.int(1e6, 9e6)}\n# migrating slots on r-02: [5461->-r-05 ... 8191->-r-05] (2731 slots)\n# queried ${n.host('redis-r-02')} in ${n.ms()}µs`;
    r.step('Check the current migration state.', [{ name: 'redis_cli', args: { cmd: 'CLUSTER INFO', node: 'r-02' } , out: info() }]);
    for (let i = 1; i <= 4; i++) r.step(null, [{ name: 'redis_cli', args: { cmd: 'CLUSTER INFO', node: 'r-02', attempt: i } , out: info() }]);
    return { isolates: 'Weave calls: CLUSTER INFO polled five times (only an attempt counter changes); output identical but message counters, host and µs timing; migration never resumed.', goal, root: r.finish(null, { status: 'error', exception: 'TimeoutError' }) };
  },
  // 03 lute makers: DSPy ReAct
  (id) => {
    const goal = 'Order 30 m of gut fret material (0.9 mm) for the lute workshop once the supplier confirms stock.';
    const r = new Rec(id, 'dspy', { model: 'openai/gpt-4o-mini', goal });
    const n = r.n;
    const stock = () => `HTTP/2 200\ndate: ${n.httpDate()}\ncf-ray: ${n.hex(16)}-AMS\nage: ${n.int(0, 300)}\n\n{"sku":"GUT-FRET-090","description":"Gut fret, varnished, 0.90mm","in_stock_m":42,"backorder":false,"quote_ref":"Q-${n.int(10000, 99999)}"}`;
    r.step('Check the supplier stock for the fret gut.', [{ name: 'supplier_stock', args: { sku: 'GUT-FRET-090' }, out: stock() }]);
    r.step('Let me confirm the stock figure.', [{ name: 'supplier_stock', args: { sku: 'GUT-FRET-090' }, out: stock() }]);
    r.step('Verifying availability before ordering.', [{ name: 'supplier_stock', args: { sku: 'GUT-FRET-090' }, out: stock() }]);
    r.step('One more stock lookup.', [{ name: 'supplier_stock', args: { sku: 'GUT-FRET-090' }, out: stock() }]);
    r.step('Check stock again.', [{ name: 'supplier_stock', args: { sku: 'GUT-FRET-090' }, out: stock() }]);
    return { isolates: 'DSPy ReAct: the stock endpoint says 42 m in stock every time (date, cf-ray, age and quote ref vary); the order is never placed.', goal, root: r.finish(null, { trajectory_len: 5, max_iters: 5 }) };
  },
  // 04 snowcat tours: Letta
  (id) => {
    const goal = 'Confirm the snowcat tour at 16:00 can go ahead: the cat CAT-3 must have passed its pre-trip check; then message the 8 booked guests.';
    const r = new Rec(id, 'letta', { model: 'gpt-4o', goal, agent: 'snowcat-ops' });
    const n = r.n;
    const chk = () => ({ vehicle: 'CAT-3 PistenBully 100', pretrip: 'PASSED', checked_by: 'L. Moreau', hours: 5421.6, report_id: n.uuid(), generated: `${n.eu()} CET`, trace: n.traceparent() });
    r.step(null, [{ name: 'archival_memory_search', args: { query: 'CAT-3 pretrip' }, out: [] }, { name: 'fleet_check_status', args: { vehicle: 'CAT-3' }, out: chk() }]);
    for (let i = 0; i < 4; i++) r.step(null, [{ name: 'fleet_check_status', args: { vehicle: 'CAT-3', request_ts: n.epoch() }, out: chk() }]);
    return { isolates: 'Letta agent: the pre-trip status is PASSED on every one of five polls (request_ts, report id, traceparent vary); guests are never messaged.', goal, root: r.finish(null, { stop_reason: 'max_steps', step_count: 5 }) };
  },
  // 05 ice hotel construction: Bedrock Agents
  (id) => {
    const goal = 'Schedule the ice block harvest crew for Thursday once the river ice core test shows thickness over 70 cm at all sampling points.';
    const r = new Rec(id, 'bedrock', { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', goal });
    const n = r.n;
    const core = () => ({ response: { actionGroup: 'IceSurvey', function: 'getCoreResults', responseBody: { TEXT: { body: JSON.stringify({ survey: 'Torne-2', points: [{ p: 'A', cm: 82 }, { p: 'B', cm: 79 }, { p: 'C', cm: 88 }], measured: n.iso(), lambda_request_id: n.uuid(), duration_ms: n.ms() }) } } } });
    const thoughts = ['I should read the latest core thickness results.', 'Checking the core results before I book the crew.', 'I will re-read the survey results to be sure.', 'Re-checking thickness at the sampling points.', 'Getting the core results once more.'];
    for (const t of thoughts) r.step(t, [{ name: 'getCoreResults', args: { survey: 'Torne-2' }, out: core() }]);
    return { isolates: 'Bedrock Agents orchestration trace: five identical core-result reads (all points over 70 cm; ids, times, durations vary); the crew is never scheduled.', goal, root: r.finish(null, { sessionId: n.uuid(), failureReason: 'MaxIterationsExceeded' }) };
  },
  // 06 reed bed sewage treatment: Semantic Kernel
  (id) => {
    const goal = 'If the reed bed outlet ammonia is below 5 mg/l, switch the village treatment works from recirculation back to discharge mode.';
    const r = new Rec(id, 'sk', { model: 'gpt-4o', goal });
    const n = r.n;
    const sample = () => `[${n.syslog()}] scada-${n.int(1, 3)} OUTLET_NH4=2.8 mg/l  OUTLET_BOD=9 mg/l  MODE=RECIRC  alarm=none  poll#${n.seq()}  latency=${n.ms()}ms`;
    r.step(null, [{ name: 'Scada-read_outlet', args: { site: 'Little Awsworth RB' }, out: sample() }]);
    for (let i = 0; i < 4; i++) r.step(null, [{ name: 'Scada-read_outlet', args: { site: 'Little Awsworth RB' }, out: sample() }]);
    return { isolates: 'Semantic Kernel auto function calling: five outlet reads all say NH4 2.8 mg/l (timestamp, replica, poll counter, latency vary); mode is never switched.', goal, root: r.finish(null, { 'semantic_kernel.function.invocation.count': 5, terminated: 'MaximumAutoInvokeAttempts' }) };
  },
];
