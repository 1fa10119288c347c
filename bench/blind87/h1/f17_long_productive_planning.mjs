import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'long_productive_planning';
export const loop = false;

// Row 01: Kafka capacity plan; several long thinking steps in a row, each with new numbers and a decision.
function r1(c) {
  const goal = 'Size a new Kafka cluster for the Corvane telemetry pipeline (expected 2026 peak: 1.8M events/s, avg 620 bytes, 7-day retention, RF=3) and write the plan to docs/kafka-sizing.md.';
  const ch = []; const think = (th, text, calls = []) => ch.push(llm('claude-opus-4', { messages: '<history>', thinking: { type: 'enabled', budget_tokens: 16000 } }, anOut(c, text, calls, th), { metadata: { usage: { output_tokens: c.int(600, 2000) } } }));
  think('Planning the cluster size. Ingress first: 1.8M events/s × 620 B = 1.116 GB/s raw at peak. With lz4 at the ~2.6× ratio we measured on the staging topic, that is about 430 MB/s compressed on the wire. With RF=3 the cluster writes 1.29 GB/s to disk in total.', null, [['query_metrics', { q: 'avg(kafka_log_compression_ratio{topic="telemetry-staging"})[7d]' }]]);
  ch.push(tool('query_metrics', { q: 'compression ratio staging' }, { result: [{ value: [c.epoch(), '2.58'] }] }));
  think('Planning the cluster size, continued. Measured ratio 2.58, so 1.116 GB/s / 2.58 = 433 MB/s; ×3 replicas = 1.30 GB/s disk writes. Storage for 7 days: but peak is not average. Decision: use the diurnal average, which I need from the current pipeline, rather than peak, for retention sizing.', null, [['query_metrics', { q: 'avg_over_time(sum(rate(events_ingested_total[5m]))[30d:1h]) / max_over_time(sum(rate(events_ingested_total[5m]))[30d:1h])' }]]);
  ch.push(tool('query_metrics', { q: 'avg/peak ratio' }, { result: [{ value: [c.epoch(), '0.47'] }] }));
  think('Planning the cluster size, continued. Average is 47% of peak, so average compressed ingress is 433 × 0.47 = 204 MB/s. 7 days = 604,800 s → 123 TB per replica set, ×3 = 370 TB. Adding 30% headroom for rebalancing and disk fill limits gives 481 TB of usable disk. Decision: i4i.4xlarge has 3.75 TB NVMe, too small; use im4gn.8xlarge (15 TB NVMe) → 481/15 = 32.1, so 33 brokers on storage alone.');
  think('Planning the cluster size, continued. Check network: each broker at peak receives 433 MB/s × 3 / 33 = 39 MB/s of producer+replication traffic and serves consumers; we have 3 consumer groups reading everything, so egress is 433 × 3 / 33 = 39 MB/s plus 26 MB/s replication out. im4gn.8xlarge has 50 Gbps ≈ 6 GB/s, far above. Decision: storage is the binding constraint, not network; 33 brokers stays. Round up to 36 for three AZs with 12 each.', null, [['pricing_lookup', { instance: 'im4gn.8xlarge', region: 'eu-west-1', term: '1yr-no-upfront' }]]);
  ch.push(tool('pricing_lookup', { instance: 'im4gn.8xlarge' }, { hourly_usd: 2.094, monthly_usd: 1528.6 }));
  think('Planning the cluster size, continued. 36 × $1,528.6 = $55,030/month. Alternative: tiered storage to S3 keeping 1 day local. Local then needs 204 MB/s × 86,400 × 3 × 1.3 = 68.7 TB → with network-bound sizing ~12 im4gn.4xlarge (7.5 TB). S3 for 6 days: 123 TB × 6/7 = 105.6 TB (single copy) × $0.023 = $2,430/month plus about $1,100 PUT/GET. Decision: recommend tiered storage, 12 brokers.', null, [['pricing_lookup', { instance: 'im4gn.4xlarge', region: 'eu-west-1', term: '1yr-no-upfront' }]]);
  ch.push(tool('pricing_lookup', { instance: 'im4gn.4xlarge' }, { hourly_usd: 1.047, monthly_usd: 764.3 }));
  think('Planning the cluster size, final. 12 × $764.3 = $9,172 + $2,430 + ~$1,100 = ~$12,700/month versus $55,030: a 77% saving. Partitions: target 10 MB/s per partition at peak → 433/10 = 44, round to 48 (divisible by 12 brokers). Risks: tiered-storage fetch latency for replays older than a day; noted with a mitigation (dedicated replay consumer group).', 'Writing the plan.', [['Write', { file_path: 'docs/kafka-sizing.md' }]]);
  ch.push(tool('Write', { file_path: 'docs/kafka-sizing.md', content: '# Kafka sizing 2026\n- Peak 433 MB/s compressed (lz4 2.58x)\n- Option A: 36 x im4gn.8xlarge local, $55.0k/mo\n- Option B (recommended): 12 x im4gn.4xlarge + tiered S3, ~$12.7k/mo\n- 48 partitions ...' }, 'File created successfully at: docs/kafka-sizing.md'));
  for (const q of ['broker disk fill alert', 'replay consumer group']) ch.push(tool('Grep', { pattern: q, path: 'docs/' }, 'No matches found'));
  ch.push(llm('claude-opus-4', { messages: '<history>' }, anOut(c, 'Plan written: recommended 12 × im4gn.4xlarge with tiered storage (~$12.7k/month, 48 partitions) over 36 local-storage brokers ($55k/month).')));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success' }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'Six long reasoning steps in a row all open with the same "Planning the cluster size, continued." preamble, yet each adds new numbers and a decision (ratio, average, broker count, network check, tiered storage, partitions) and the plan is written.', stagnation: false, root };
}

// Row 02: database migration runbook, long monologue steps with a repeated recap header.
function r2(c) {
  const goal = 'Draft the cut-over runbook to move the `patientflow` Postgres 12 database (1.9 TB) to Aurora PostgreSQL 16 with under 10 minutes of write downtime.';
  const ch = []; const M = (t, calls = []) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, calls)));
  const facts = [['pg_size', { result: '1.9 TB, 412 tables, largest audit_events 780 GB' }], ['pg_stat', { result: 'peak WAL 38 MB/s, 4,100 TPS' }], ['extensions', { result: ['pg_trgm 1.4', 'postgis 3.0', 'pg_partman 4.4', 'timescaledb 1.7'] }], ['replication_slots', { result: [] }]];
  M('Recap: PG12 → Aurora PG16, <10 min write downtime. First I need the size and write rate.', [['db_inspect', { what: 'size' }], ['db_inspect', { what: 'wal_rate' }]]);
  ch.push(tool('db_inspect', { what: 'size' }, facts[0][1])); ch.push(tool('db_inspect', { what: 'wal_rate' }, facts[1][1]));
  M('Recap: PG12 → Aurora PG16, <10 min write downtime. New: 1.9 TB with a 780 GB audit_events table and 38 MB/s peak WAL. Decision: a dump/restore is impossible in the window; use logical replication (native pub/sub), which PG12 supports, with the initial copy of audit_events done in parallel by partition. Next: extensions, since logical replication needs them on both sides.', [['db_inspect', { what: 'extensions' }]]);
  ch.push(tool('db_inspect', { what: 'extensions' }, facts[2][1]));
  M('Recap: PG12 → Aurora PG16, <10 min write downtime. New: timescaledb 1.7 is installed, and Aurora does not support TimescaleDB. Decision: check whether any table is actually a hypertable; if none, drop the extension before migration.', [['sql', { q: 'select count(*) from timescaledb_information.hypertables' }]]);
  ch.push(tool('sql', { q: 'hypertables' }, [{ count: 0 }]));
  M('Recap: PG12 → Aurora PG16, <10 min write downtime. New: zero hypertables, so timescaledb is dead weight — step 0 of the runbook drops it. postgis 3.0 → 3.4 and pg_partman 4.4 → 5.x are available on Aurora 16; pg_partman 5 changes the config table, so the runbook must re-create partman config after cut-over. Decision: sequences are not replicated logically, so cut-over must include a setval for all 57 sequences.', [['sql', { q: "select count(*) from pg_class where relkind='S'" }]]);
  ch.push(tool('sql', { q: 'sequences' }, [{ count: 57 }]));
  M('Recap: PG12 → Aurora PG16, <10 min write downtime. New: 57 sequences confirmed. Timing: the cut-over steps are freeze writes (PgBouncer PAUSE, ~5 s), wait for replication lag to reach 0 (measured below), setval for sequences (~20 s), repoint PgBouncer to Aurora (~10 s), smoke tests (~3 min). Budget ≈ 4 min, leaving 6 min slack. Decision: rehearse twice on a staging clone; rollback = reverse logical replication from Aurora to PG12 set up before cut-over.', [['replication_lag_estimate', { wal_mb_s: 38, apply_mb_s: 95 }]]);
  ch.push(tool('replication_lag_estimate', { wal_mb_s: 38, apply_mb_s: 95 }, { steady_state_lag_s: 0.6, drain_after_pause_s: 2.1 }));
  M('Writing the runbook with the steps and numbers above.', [['write_doc', { path: 'runbooks/patientflow-aurora-cutover.md' }]]);
  ch.push(tool('write_doc', { path: 'runbooks/patientflow-aurora-cutover.md' }, { ok: true, sections: 9, words: 1840 }));
  M('Create the rehearsal ticket.', [['jira_create', { project: 'DBA', summary: 'Rehearse patientflow Aurora cut-over (x2) on staging clone' }]]);
  ch.push(tool('jira_create', { project: 'DBA' }, { key: 'DBA-' + c.int(400, 499) }));
  M('Runbook drafted: logical replication with parallel initial copy, drop timescaledb, re-create partman config, setval 57 sequences, ~4 min write freeze, reverse replication for rollback; rehearsal ticket filed.');
  const root = agent('dba-copilot', { goal }, { status: 'completed' }, ch, { metadata: { framework: 'OpenAI Agents SDK' } });
  return { goal, isolates: 'Every reasoning step repeats the same recap sentence verbatim, but each then adds a new fact and a decision (replication method, timescaledb, sequences, timing), ending in a written runbook.', stagnation: false, root };
}

// Row 03: conference trip planning with budget arithmetic; the monologue is in a reasoning model's summaries.
function r3(c) {
  const goal = 'Plan the Nordlys Robotics team trip (5 people from Oslo) to ICRA 2026 in Vienna, 1–5 June: flights, hotel and per-diem within a 9,000 EUR budget, and book it.';
  const ch = []; const R = (summary, calls = []) => ch.push(llm('o3', { input: '<responses api items>', reasoning: { effort: 'high', summary: 'detailed' } }, { output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }, ...calls.map(([n, a]) => ({ type: 'function_call', name: n, arguments: JSON.stringify(a), call_id: c.callId() }))] }));
  R('Budget 9,000 EUR for 5 people = 1,800 each. Components: flights, 4 hotel nights, per-diem. I need flight prices first.', [['flight_search', { from: 'OSL', to: 'VIE', out: '2026-05-31', back: '2026-06-05', pax: 5 }]]);
  ch.push(tool('flight_search', { from: 'OSL', to: 'VIE', pax: 5 }, { offers: [{ carrier: 'Austrian', nonstop: true, per_pax_eur: 312 }, { carrier: 'Norwegian', nonstop: true, per_pax_eur: 268, bag: 'not included (+45 rtn)' }, { carrier: 'SAS', via: 'CPH', per_pax_eur: 289 }], search_id: c.uuid() }));
  R('Flights: Norwegian 268 + 45 bag = 313 vs Austrian 312 with bag. Decision: Austrian nonstop, 5 × 312 = 1,560. Remaining 7,440 for hotel and per-diem. Next: hotels near the Austria Center (ICRA venue).', [['hotel_search', { near: 'Austria Center Vienna', checkin: '2026-05-31', checkout: '2026-06-05', rooms: 5 }]]);
  ch.push(tool('hotel_search', { near: 'Austria Center Vienna', rooms: 5 }, { hotels: [{ name: 'Hotel Donauzentrum', nightly_eur: 189, distance_km: 2.1 }, { name: 'Arcotel Kaiserwasser', nightly_eur: 214, distance_km: 0.4 }, { name: 'Motel One Wien-Prater', nightly_eur: 129, distance_km: 3.6 }] }));
  R('Hotel nights: 5 nights (31 May–5 June), not 4 as I first assumed. Motel One 129 × 5 rooms × 5 nights = 3,225; Arcotel 214 × 25 = 5,350. Remaining after flights 7,440. Per-diem by the Norwegian state rate for Austria is needed before choosing.', [['per_diem_rate', { country: 'AT', year: 2026 }]]);
  ch.push(tool('per_diem_rate', { country: 'AT', year: 2026 }, { daily_eur: 86, source: 'Statens reiseregulativ 2026' }));
  R('Per-diem 86 × 6 days × 5 = 2,580. With Motel One: 1,560 + 3,225 + 2,580 = 7,365, leaving 1,635 for transfers and registration extras. With Arcotel: 9,490, over budget by 490. Decision: Motel One; U2 metro to the venue is 15 min, add 5 weekly passes at 17.10 = 85.50.', [['book_flight', { offer: 'Austrian nonstop', pax: 5 }]]);
  ch.push(tool('book_flight', { offer: 'Austrian nonstop', pax: 5 }, { pnr: c.b62(6).toUpperCase(), total_eur: 1560, status: 'ticketed' }));
  R('Flights ticketed. Book the hotel next; the total so far is 1,560.', [['book_hotel', { hotel: 'Motel One Wien-Prater', rooms: 5, nights: 5 }]]);
  ch.push(tool('book_hotel', { hotel: 'Motel One Wien-Prater', rooms: 5 }, { confirmation: 'M1-' + c.int(1000000, 9999999), total_eur: 3225, free_cancellation_until: '2026-05-29' }));
  R('Hotel confirmed at 3,225 (free cancellation until 29 May). Committed 4,785; with per-diem 2,580 and passes 85.50 the trip totals 7,450.50, 1,549.50 under budget. Send the itinerary to the team.', [['send_email', { to: 'robotics-team@nordlys.no', subject: 'ICRA 2026 trip booked' }]]);
  ch.push(tool('send_email', { to: 'robotics-team@nordlys.no' }, { id: c.uuid(), accepted: 5 }));
  ch.push(llm('o3', { input: '<responses api items>' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Booked: Austrian nonstop (1,560), Motel One Wien-Prater 5 rooms × 5 nights (3,225); per-diem 2,580 and metro passes 85.50 — total 7,450.50 EUR of 9,000.' }] }] }));
  ch.push(tool('calendar_create', { title: 'ICRA 2026 Vienna', start: '2026-05-31', end: '2026-06-05', attendees: 5 }, { id: c.b62(26) }));
  const root = agent('travel-agent', { goal }, { status: 'completed' }, ch, { metadata: { api: 'OpenAI Responses', model: 'o3' } });
  return { goal, isolates: 'A run of long reasoning summaries keeps re-deriving the budget, but each one adds a concrete new figure or decision (fare choice, corrected night count, per-diem, hotel choice) and the bookings complete.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
