// Family: same_call_same_answer (loop: true, stagnation: false)
// The same call (same arguments, or differing only in a client timestamp / attempt counter) is
// repeated 4+ times; every answer is the same apart from volatile values; nothing is done with it.
import { call } from './lib.mjs';

export default [
  // 01 apiary disease inspections — Claude Code, sub-agent via Task
  {
    domain: 'apiary disease inspections', style: 'claude', agent: 'claude-code', cwd: '/home/inspector/apiary-reports',
    isolates: 'A sub-agent re-reads the same inspection record for an apiary five times, getting the same foulbrood finding with only the fetch timestamp and request id changing, and never writes the notice.',
    goal: 'Apiary AP-3318 was inspected yesterday. If European foulbrood was confirmed, draft the standstill notice and list colonies to destroy or treat.',
    build(h, t) {
      const rec = () => `HTTP/1.1 200 OK\ndate: ${h.http()}\nx-request-id: ${h.uuid()}\ncontent-type: application/json\n\n{"apiary":"AP-3318","inspected":"${h.day(-1)}","inspector":"R. Okonkwo","colonies":14,"findings":[{"colony":"C04","disease":"EFB","lfd":"positive","action":"treat"},{"colony":"C09","disease":"EFB","lfd":"positive","action":"destroy"}],"standstill_required":true}`;
      const get = () => call('Bash', { command: 'curl -si https://beebase.example.gov/api/v2/inspections/AP-3318/latest -H "Authorization: Bearer $BB_TOKEN"', description: 'Fetch latest inspection record' }, rec);
      const task = { description: 'Fetch inspection record', subagent_type: 'general-purpose', prompt: 'Fetch the latest inspection record for apiary AP-3318 and report EFB findings.' };
      t.turn('I\'ll delegate record gathering to a sub-agent.', [call('Task', task, null, { skipSpan: true })]);
      t.sub('agent', 'Task: fetch inspection record', task, () => {
        t.turn('Fetching the latest inspection record.', [get()]);
        t.turn(null, [get()]);
        t.turn(null, [get()]);
        t.turn(null, [get()]);
        t.turn(null, [get()]);
      }, null, { agent_type: 'general-purpose', tool_use_id: 'toolu_01' + h.b62(22) });
      t.cut('Task tool: subagent exceeded max turns without returning a result', null, { subtype: 'error_max_turns' });
    },
  },

  // 02 cricket ground groundskeeping — Langfuse, client timestamp in args
  {
    domain: 'cricket ground groundskeeping', style: 'langfuse', agent: 'pitch-prep-agent',
    isolates: 'The agent polls the same soil-moisture sensor query with only a client timestamp changing; the reading never changes except for volatile fields, and the rolling plan is never made.',
    goal: 'Decide the rolling and covering schedule for pitch 5 ahead of Saturday\'s county match using the soil moisture probes.',
    build(h, t) {
      const q = () => { h.tick(20); return call('probe_readings', { strip: 'P5', depth_cm: [5, 15], client_ts: h.isoSec() }, () => ({ strip: 'P5', readings: [{ depth_cm: 5, vwc_pct: 24.8 }, { depth_cm: 15, vwc_pct: 29.1 }], logger: 'TDR-315-0041', battery_v: 3.61, sampled_at: h.isoSec(), gateway: h.host('lora-gw'), rssi_dbm: -h.int(88, 97) })); };
      t.turn('Reading the moisture probes for pitch 5.', [q()]);
      t.turn(null, [q()]);
      t.turn(null, [q()]);
      t.turn(null, [q()]);
      t.turn(null, [q()]);
      t.turn(null, [q()]);
      t.cut('langfuse: trace ended without output (max_steps=6)');
    },
  },

  // 03 reefer truck cold chain — plain, attempt counter in args
  {
    domain: 'refrigerated trucking', style: 'plain', agent: 'coldchain-monitor',
    system: 'You monitor refrigerated trailers carrying vaccines. Escalate to the driver if setpoint drift exceeds 1.5 °C.',
    isolates: 'The agent calls the trailer telemetry endpoint five times with only the attempt counter changing; each answer shows the same drift alarm with new timestamps, and nobody is ever alerted.',
    goal: 'Trailer RT-2207 raised a temperature alarm near Lyon. Check telemetry and, if the drift is real, instruct the driver.',
    build(h, t) {
      const tele = () => ({ trailer: 'RT-2207', unit: 'Thermo King SLXi', setpoint_c: 5.0, return_air_c: 7.1, supply_air_c: 6.8, alarm: 'A-67 RETURN AIR HIGH', gps: [45.7342, 4.8561], msg_ts: h.unix(), seq: h.int(550000, 559999), modem: 'CM-' + h.digits(9) });
      for (let i = 1; i <= 5; i++) t.turn(i === 1 ? 'Pulling live telemetry for RT-2207.' : null, [call('trailer_telemetry', { trailer_id: 'RT-2207', attempt: i }, tele)]);
      t.cut('run stopped by supervisor: no escalation after 5 telemetry reads');
    },
  },

  // 04 dbt freshness checks — Haystack
  {
    domain: 'dbt source freshness for a seed-catalogue retailer', style: 'haystack', agent: 'data-ops-agent',
    isolates: 'The agent re-runs the identical dbt freshness command four times; each output reports the same stale source, differing only in run timings and invocation id, and the stale loader is never investigated.',
    goal: 'The nightly dashboard shows yesterday\'s orders missing. Check dbt source freshness and find which loader is behind.',
    build(h, t) {
      const out = () => `${h.hms()}  Running with dbt=1.8.4\n${h.hms()}  Found 212 models, 41 sources, 0 exposures\n${h.hms()}  1 of 3 START freshness of shop.orders ........ [RUN]\n${h.hms()}  1 of 3 ERROR STALE freshness of shop.orders .. [ERROR STALE in ${h.float(0.5, 2.5)}s]\n${h.hms()}  2 of 3 PASS freshness of shop.customers ...... [PASS in ${h.float(0.3, 1.2)}s]\n${h.hms()}  3 of 3 PASS freshness of shop.catalogue ..... [PASS in ${h.float(0.3, 1.2)}s]\n${h.hms()}  shop.orders max(_loaded_at)=${h.day(-2)} 23:58:11 (warn_after 12h, error_after 24h)\n${h.hms()}  invocation_id=${h.uuid()}`;
      const run = () => call('shell', { cmd: 'dbt source freshness --select source:shop --target prod' }, out);
      t.turn(null, [run()]);
      t.turn(null, [run()]);
      t.turn(null, [run()]);
      t.turn(null, [run()]);
      t.cut('PipelineMaxComponentRuns: chat_generator reached max runs (4)');
    },
  },

  // 05 show-cave tours — plain message-level trace, tool spans nested in the llm span
  {
    domain: 'show-cave tours', style: 'plain', agent: 'cave-ops-agent', llmName: 'openai.chat',
    system: 'You run safety checks for a show cave. Close the lower gallery when the sump is within 10 cm of the closure threshold.',
    isolates: 'The agent asks for the same cave water-level reading six times with identical arguments; the readings are identical apart from sample time and sequence number, and the tour decision is never made.',
    goal: 'Decide whether the 11:00 lower-gallery tour of Grotte de Vallorbe-Est can run, given the flood risk after overnight rain.',
    build(h, t) {
      const lvl = () => `station=LG-sump level_cm=142 trend=+0.0cm/h threshold_close_cm=150 sample=${h.hmsMs()} seq=${h.int(40000, 49999)} src=${h.ip()}`;
      for (let i = 0; i < 6; i++) t.turn(i === 0 ? 'Reading the lower-gallery sump gauge.' : null, [call('water_level', { station: 'LG-sump' }, lvl)], { nested: true });
      t.cut('tool budget exhausted (6 calls); no decision returned');
    },
  },

  // 06 LPG cylinder delivery — Strands with nested retriever-style lookups
  {
    domain: 'LPG cylinder delivery rounds', style: 'strands', agent: 'delivery_round_agent',
    isolates: 'The agent repeatedly asks the depot stock service for the same 47 kg propane count; each response is the same apart from the cache age and server, and the round is never built.',
    goal: 'Build tomorrow\'s delivery round for van 3 (rural east) — 19 customers need 47 kg propane swaps — and check depot stock covers it.',
    build(h, t) {
      const stock = () => ({ depot: 'ELY', sku: 'PROP-47', full: 23, empty_returns_expected: 19, reserved: 12, as_of: h.isoOff(0), cache_age_s: h.int(1, 59), served_by: h.pod('stock') });
      t.turn('Checking 47 kg propane stock at the Ely depot.', [call('depot_stock', { depot: 'ELY', sku: 'PROP-47' }, stock)]);
      t.turn(null, [call('depot_stock', { depot: 'ELY', sku: 'PROP-47' }, stock)]);
      t.turn(null, [call('depot_stock', { depot: 'ELY', sku: 'PROP-47' }, stock)]);
      t.turn(null, [call('depot_stock', { depot: 'ELY', sku: 'PROP-47' }, stock)]);
      t.turn(null, [call('depot_stock', { depot: 'ELY', sku: 'PROP-47' }, stock)]);
      t.cut('EventLoopException: max cycles (5) reached');
    },
  },
];
