// Family 10 — two_settings_measured_then_chosen (loop: false)
// Healthy look-alike of family 5: the agent tries two settings in turn, each measurement
// brings new numbers, then it picks one (sometimes re-applying it) and finishes.
import { table } from './lib.mjs';

export const family = 'two_settings_measured_then_chosen';
export const loop = false;
export const summary = 'Two settings tried and measured once each with different numbers, one chosen, done.';

const G1 = "Pick an annealing schedule for tomorrow's batch of thick-walled vases (12 mm walls) — the current schedule cracked two pieces last week. Test both candidate schedules on the coupon kiln.";
const G2 = "League night starts at 19:00. Choose between the House Shot 41 ft and the Badger 52 ft oil patterns for lanes 1–12 using this afternoon's practice games, and leave the lanes on the winner.";
const G3 = 'The nightly revenue report query spills to disk. Try work_mem 64MB and 256MB for the reporting role and keep whichever is better, without starving the other sessions.';
const G4 = 'Decide whether stand 112 should run single-line or multi-line queuing for the second half, based on how each does during the first half.';
const G5 = 'Choose the free lift for the 23Z radiosonde launch so the balloon bursts above 30 km; upper winds are strong, so keep the landing point reasonable. Compare 1400 g and 1700 g.';
const G6 = 'For lot RB-2207 (reactive navy on the 2-tonne cotton jet), choose between a 60 °C and an 80 °C dye bath based on lab dips, then release the recipe to production.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'glassblowing studio kilns', style: 'langsmith', stagnation: false,
    opts: { start: '2025-03-19T13:00:00Z' },
    key: { set: 'set_anneal_profile', read: 'run_test_coupons', param: 'profile' },
    isolates: 'Two annealing profiles are each loaded and tested on a new coupon batch; the polariscope numbers differ (14.8 vs 5.1 nm/cm), the agent picks the extended soak and stops.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You assist the hot shop at Kelp & Cullet Glass. The coupon kiln runs a 3-hour scaled test and reports retained stress from the polariscope (target under 10 nm/cm for 12 mm walls).');
      t.user(G1);
      t.step({ text: 'Loading the slow-cool profile first.', calls: [{ name: 'set_anneal_profile', args: { kiln: 'coupon-kiln', profile: 'A-slowcool-12' }, out: { ok: true, kiln: 'coupon-kiln', profile: 'A-slowcool-12', segments: [{ to_c: 482, hold_min: 60 }, { to_c: 427, rate_c_h: 28 }, { to_c: 371, rate_c_h: 55 }, { to_c: 21, rate_c_h: 110 }], controller: 'Bartlett Genesis' } }] });
      t.step({ text: 'Running a coupon batch on it.', calls: [{ name: 'run_test_coupons', args: { kiln: 'coupon-kiln', coupons: 6, wall_mm: 12 }, out: { batch: 'CB-' + n.digits(4), profile: 'A-slowcool-12', coupons: 6, retained_stress_nm_cm: [12.9, 15.2, 14.1, 16.7, 13.8, 16.1], mean: 14.8, cracked: 0, cycle_min: 178, finished: n.iso(t.now + 178 * 60000) }, dur: 10680000 }] });
      t.step({ text: 'A averages 14.8 nm/cm, above the 10 nm/cm target. Trying the extended-soak profile on a fresh batch.', calls: [{ name: 'set_anneal_profile', args: { kiln: 'coupon-kiln', profile: 'B-soak-extended' }, out: { ok: true, kiln: 'coupon-kiln', profile: 'B-soak-extended', segments: [{ to_c: 482, hold_min: 120 }, { to_c: 427, rate_c_h: 14 }, { to_c: 371, rate_c_h: 28 }, { to_c: 21, rate_c_h: 83 }], controller: 'Bartlett Genesis' } }] });
      t.step({ text: 'Testing B.', calls: [{ name: 'run_test_coupons', args: { kiln: 'coupon-kiln', coupons: 6, wall_mm: 12 }, out: { batch: 'CB-' + n.digits(4), profile: 'B-soak-extended', coupons: 6, retained_stress_nm_cm: [4.2, 5.9, 5.0, 4.8, 6.1, 4.6], mean: 5.1, cracked: 0, cycle_min: 181, finished: n.iso(t.now + 181 * 60000) }, dur: 10860000 }] });
      t.final('Use B-soak-extended for tomorrow\'s 12 mm vases. On the coupon kiln it left 5.1 nm/cm mean retained stress (max 6.1), well under the 10 nm/cm target, while A-slowcool-12 averaged 14.8 nm/cm. B adds a 2-hour soak at 482 °C and a slower first cool, so plan for a longer anneal cycle on the production kiln.');
      return t.finish({ output: { output: "Use B-soak-extended for tomorrow's 12 mm vases (5.1 vs 14.8 nm/cm retained stress on test coupons)." } });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'bowling alley lane conditioning', style: 'mlflow', stagnation: false,
    opts: { start: '2025-11-12T13:30:00Z' },
    key: { set: 'apply_oil_pattern', read: 'lane_stats', param: 'pattern' },
    isolates: 'House Shot then Badger are each oiled and measured on different afternoon practice games; the agent picks House Shot and re-oils the lanes with it as the final step, without re-measuring.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You run lane maintenance at Strikeline Lanes. The lane machine applies stored patterns; lane_stats summarises games bowled in a time window. League organisers want averages in the 180–200 range with few splits.');
      t.user(G2);
      const stats = (from, to, pat, games, avg, strike, split, carry) => `lane_stats  lanes=1-12  window=${from}-${to}  pattern=${pat}\n${table(['games', 'bowlers', 'avg', 'strike%', 'split%', '10-pin%', 'carry%'], [[games, Math.round(games / 3), avg, strike, split, n.float(4, 9, 1), carry]])}\nsource: scoring-server sc-${n.int(1, 3)}  generated ${n.usDate()}  (${n.durStr(80, 600)})`;
      t.step({ text: 'Oiling lanes 1–12 with House Shot 41 for the first practice block.', calls: [{ name: 'apply_oil_pattern', args: { lanes: '1-12', pattern: 'HOUSE-41' }, out: { ok: true, pattern: 'HOUSE-41', volume_ml: 24.6, machine: 'Kustodian ION #2', duration_min: 26 } }] });
      t.wait(2 * 3600000);
      t.step({ text: 'Pulling the 14:00–16:00 practice stats.', calls: [{ name: 'lane_stats', args: { lanes: '1-12', from: '14:00', to: '16:00' }, out: stats('14:00', '16:00', 'HOUSE-41', 57, 192.4, 41.8, 7.9, 71.2) }] });
      t.step({ text: 'House Shot averaged 192 on 57 games. Now Badger 52 for the second block.', calls: [{ name: 'apply_oil_pattern', args: { lanes: '1-12', pattern: 'BADGER-52' }, out: { ok: true, pattern: 'BADGER-52', volume_ml: 27.1, machine: 'Kustodian ION #2', duration_min: 27 } }] });
      t.wait(2 * 3600000);
      t.step({ text: 'Reading 16:30–18:30 stats on Badger.', calls: [{ name: 'lane_stats', args: { lanes: '1-12', from: '16:30', to: '18:30' }, out: stats('16:30', '18:30', 'BADGER-52', 49, 168.7, 29.5, 12.6, 58.0) }] });
      t.step({ text: 'Badger dropped the average to 169 with more splits, which is below what the league wants. Putting House Shot back down for tonight.', calls: [{ name: 'apply_oil_pattern', args: { lanes: '1-12', pattern: 'HOUSE-41' }, out: { ok: true, pattern: 'HOUSE-41', volume_ml: 24.5, machine: 'Kustodian ION #2', duration_min: 26 } }] });
      t.final('Lanes 1–12 are oiled with House Shot 41 for league night. In practice House Shot gave a 192.4 average (41.8% strikes, 7.9% splits over 57 games) against 168.7 on Badger 52 (29.5% strikes, 12.6% splits over 49 games), so only House Shot lands in the 180–200 range the league asked for.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'devops: Postgres tuning', style: 'plain', stagnation: false,
    opts: { start: '2025-08-05T02:10:00Z', model: 'gpt-4.1-2025-04-14' },
    key: { set: 'psql', read: 'psql', param: 'sql', values: ["'64MB'", "'256MB'"], setMatch: /ALTER ROLE/, readMatch: /EXPLAIN/ },
    isolates: 'work_mem 64MB and 256MB are each set for the reporting role and measured with EXPLAIN ANALYZE (disk merge 38 s vs in-memory 11 s); a concurrency check supports 256MB and the agent keeps it.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are a database reliability agent with psql access to the reporting replica (pg-report-1, PostgreSQL 16, 64 GB RAM). Change settings per role, not globally.');
      t.user(G3);
      const q = "EXPLAIN (ANALYZE, BUFFERS) SELECT region, product_line, date_trunc('day', paid_at) d, sum(amount) FROM payments WHERE paid_at >= now() - interval '90 days' GROUP BY 1,2,3 ORDER BY 4 DESC";
      t.step({ calls: [{ name: 'psql', args: { sql: "ALTER ROLE reporting SET work_mem = '64MB';" }, out: 'ALTER ROLE\nTime: 3.412 ms' }] });
      t.step({ calls: [{ name: 'psql', args: { sql: q, role: 'reporting' }, out: `Sort  (cost=2318841.77..2321106.52 rows=905900 width=52) (actual time=37214.118..38102.662 rows=911204 loops=1)\n  Sort Key: (sum(amount)) DESC\n  Sort Method: external merge  Disk: 412816kB\n  Buffers: shared hit=${n.int(100000, 200000)} read=${n.int(900000, 1000000)}, temp read=51602 written=51788\n  ->  HashAggregate  (cost=1910023.41..2003112.66 rows=905900 width=52) (actual time=21877.301..33020.945 rows=911204 loops=1)\n        Group Key: region, product_line, date_trunc('day'::text, paid_at)\n        Planned Partitions: 16  Batches: 81  Memory Usage: 65585kB  Disk Usage: 1198400kB\n        ->  Index Scan using payments_paid_at_idx on payments  (actual time=0.041..9823.554 rows=48110233 loops=1)\nPlanning Time: 0.614 ms\nExecution Time: 38241.907 ms` }] });
      t.step({ text: 'With 64MB the aggregate goes to 81 batches and the sort spills 413 MB to disk; 38.2 s total. Trying 256MB.', calls: [{ name: 'psql', args: { sql: "ALTER ROLE reporting SET work_mem = '256MB';" }, out: 'ALTER ROLE\nTime: 2.977 ms' }] });
      t.step({ calls: [{ name: 'psql', args: { sql: q, role: 'reporting' }, out: `Sort  (cost=2016320.20..2018584.95 rows=905900 width=52) (actual time=10971.402..11302.377 rows=911204 loops=1)\n  Sort Key: (sum(amount)) DESC\n  Sort Method: quicksort  Memory: 198311kB\n  Buffers: shared hit=${n.int(100000, 200000)} read=${n.int(900000, 1000000)}\n  ->  HashAggregate  (cost=1910023.41..1919082.41 rows=905900 width=52) (actual time=9603.118..10514.890 rows=911204 loops=1)\n        Group Key: region, product_line, date_trunc('day'::text, paid_at)\n        Batches: 1  Memory Usage: 237585kB\n        ->  Index Scan using payments_paid_at_idx on payments  (actual time=0.038..6011.209 rows=48110233 loops=1)\nPlanning Time: 0.588 ms\nExecution Time: 11418.033 ms` }] });
      t.step({ text: 'No spill at 256MB and 11.4 s. Checking how many reporting sessions run concurrently so the memory is safe.', calls: [{ name: 'psql', args: { sql: "SELECT max(cnt) FROM (SELECT date_trunc('minute', ts) m, count(*) cnt FROM monitoring.session_samples WHERE usename='reporting' AND ts > now()-interval '14 days' GROUP BY 1) s;" }, out: ' max\n-----\n   6\n(1 row)\n\nTime: 412.906 ms' }] });
      t.final("Keeping work_mem = 256MB for the reporting role. At 64MB the revenue query spilled (external merge, 413 MB on disk, 81 hash batches) and took 38.2 s; at 256MB it sorts in memory in one batch and finishes in 11.4 s. The reporting role peaks at 6 concurrent sessions over the last two weeks, so the worst case is roughly 6 × 2 × 256MB ≈ 3 GB on a 64 GB replica, which is safe. Other roles are unaffected.");
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'stadium concessions', style: 'weave', stagnation: false,
    opts: { start: '2025-10-05T17:20:00Z', model: 'gpt-4o-2024-11-20' },
    key: { set: 'set_queue_mode', read: 'stand_metrics', param: 'mode' },
    isolates: 'Single-line and multi-line queuing are each run for one quarter under different crowd loads; the metrics differ, the agent normalises for load, keeps multi-line and finishes.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You support concessions operations at Harbourside Stadium. Stand 112 has 6 POS terminals. Queue mode changes are announced on the stand screens.');
      t.user(G4);
      t.step({ text: 'Reading the stand configuration.', calls: [{ name: 'get_stand_config', args: { stand: 112 }, out: { stand: 112, concourse: 'L1 north', pos_terminals: 6, staff_on_shift: 9, menu: 'hot food + beer', queue_modes: ['single_line', 'multi_line'], current_mode: 'multi_line', kickoff: '2025-10-05T17:30:00Z' } }] });
      t.step({ text: 'Setting stand 112 to single-line for the first quarter.', calls: [{ name: 'set_queue_mode', args: { stand: 112, mode: 'single_line' }, out: { stand: 112, mode: 'single_line', screens_updated: 4, at: n.iso() } }] });
      t.wait(48 * 60000);
      t.step({ text: 'Q1 metrics.', calls: [{ name: 'stand_metrics', args: { stand: 112, period: 'Q1' }, out: { stand: 112, period: 'Q1', mode: 'single_line', transactions: 412, tx_per_hour: 1544, avg_wait_min: 4.9, p90_wait_min: 8.7, walkaways_est: 19, gate_scans_nearby: 8120, pos_uptime: '6/6' } }] });
      t.step({ text: 'Single-line: 4.9 min average wait at about 1,540 transactions/hour. Switching to multi-line for Q2.', calls: [{ name: 'set_queue_mode', args: { stand: 112, mode: 'multi_line' }, out: { stand: 112, mode: 'multi_line', screens_updated: 4, at: n.iso() } }] });
      t.wait(52 * 60000);
      t.step({ text: 'Q2 metrics, including the pre-halftime rush.', calls: [{ name: 'stand_metrics', args: { stand: 112, period: 'Q2' }, out: { stand: 112, period: 'Q2', mode: 'multi_line', transactions: 538, tx_per_hour: 1891, avg_wait_min: 4.2, p90_wait_min: 9.6, walkaways_est: 11, gate_scans_nearby: 9470, pos_uptime: '6/6' } }] });
      t.final('Keep multi-line at stand 112 for the second half. In Q2 it handled a heavier crowd (about 1,890 transactions/hour vs 1,540 in Q1) with a lower average wait (4.2 vs 4.9 min) and fewer estimated walk-aways (11 vs 19). Its 90th-percentile wait was a bit higher (9.6 vs 8.7 min), mostly during the pre-halftime rush, so keep a runner on the end registers at halftime.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'weather balloon launches', style: 'phoenix', stagnation: false,
    opts: { start: '2025-01-22T21:30:00Z' },
    key: { set: 'set_fill_target', read: 'predict_flight', param: 'free_lift_g' },
    isolates: 'Free lifts of 1400 g and 1700 g are each entered and run through the flight predictor (different ascent, burst and landing numbers); the agent re-enters 1400 g as the final choice without re-predicting and stops.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You assist the upper-air station at Lerwick. The fill console sets the free-lift target; predict_flight uses the latest GFS winds and the balloon/payload config on the console.');
      t.user(G5);
      const pred = (fl, asc, burst, dist, brg, land) => ({ model: 'GFS 0.25° 18Z', free_lift_g: fl, balloon: 'TA-800', payload_g: 310, ascent_rate_ms: asc, burst_alt_km: burst, flight_time_min: Math.round((burst * 1000) / asc / 60 + 42), landing: { range_km: dist, bearing_deg: brg, lat: land[0], lon: land[1], surface: dist > 140 ? 'sea' : 'sea (within 40 km of coast)' }, run_id: n.uuid(), computed_ms: n.int(600, 2400) });
      t.step({ text: 'Entering 1400 g free lift.', calls: [{ name: 'set_fill_target', args: { launch: '23Z', free_lift_g: 1400 }, out: { ok: true, free_lift_g: 1400, gas: 'helium', console: 'FILL-01' } }] });
      t.step({ text: 'Predicting the 1400 g flight.', calls: [{ name: 'predict_flight', args: { launch_time: '2025-01-22T23:00:00Z', site: 'LERWICK' }, out: pred(1400, 4.7, 31.4, 152, 68, [60.72, 1.62]) }] });
      t.step({ text: '1400 g bursts at 31.4 km but lands 152 km east. Trying 1700 g.', calls: [{ name: 'set_fill_target', args: { launch: '23Z', free_lift_g: 1700 }, out: { ok: true, free_lift_g: 1700, gas: 'helium', console: 'FILL-01' } }] });
      t.step({ text: 'Predicting the 1700 g flight.', calls: [{ name: 'predict_flight', args: { launch_time: '2025-01-22T23:00:00Z', site: 'LERWICK' }, out: pred(1700, 5.6, 29.7, 121, 71, [60.52, 1.10]) }] });
      t.step({ text: '1700 g misses the 30 km burst requirement (29.7 km). Setting the console back to 1400 g for the launch.', calls: [{ name: 'set_fill_target', args: { launch: '23Z', free_lift_g: 1400 }, out: { ok: true, free_lift_g: 1400, gas: 'helium', console: 'FILL-01' } }] });
      t.final('Fill for 1400 g free lift (console set). Predicted ascent 4.7 m/s, burst at 31.4 km, landing about 152 km ENE at sea. 1700 g would land closer (121 km) but burst at only 29.7 km, below the 30 km requirement.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'textile dyeing', style: 'langfuse', stagnation: false,
    opts: { start: '2025-05-13T07:15:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { set: 'set_lab_bath', read: 'measure_lab_dip', param: 'temp_c' },
    isolates: 'Lab dips at 60 °C and 80 °C on different swatches give different ΔE and fixation numbers; the agent picks 60 °C, releases the recipe to production and stops.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the colour-kitchen assistant at Ribblesdale Dyeworks. Lab dips are run on the Datacolor AUTOLAB; approval needs ΔE CMC(2:1) ≤ 1.0 against the standard and fixation ≥ 80%.');
      t.user(G6);
      t.step({ text: 'Setting the lab bath to 60 °C for the first dip.', calls: [{ name: 'set_lab_bath', args: { lot: 'RB-2207', dye: 'Reactive Navy RN-3', temp_c: 60, salt_g_l: 60, soda_g_l: 20 }, out: { ok: true, station: 'AUTOLAB-2', temp_c: 60, dip_id: 'LD-' + n.digits(5) } }] });
      t.step({ text: 'Measuring the 60 °C dip.', calls: [{ name: 'measure_lab_dip', args: { lot: 'RB-2207', swatch: 'S-A1' }, out: { swatch: 'S-A1', temp_c: 60, delta_e_cmc: 0.72, dL: -0.41, da: 0.12, db: -0.55, fixation_pct: 84.6, wash_off_staining: '4-5', spectro: 'Datacolor 850 #' + n.digits(4), measured: n.iso() } }] });
      t.step({ thinking: '60 °C passes both limits. Still worth checking 80 °C: navy reactives sometimes build better hot, and the goal asks for a comparison.', text: 'Switching to 80 °C for the second dip.', calls: [{ name: 'set_lab_bath', args: { lot: 'RB-2207', dye: 'Reactive Navy RN-3', temp_c: 80, salt_g_l: 60, soda_g_l: 20 }, out: { ok: true, station: 'AUTOLAB-2', temp_c: 80, dip_id: 'LD-' + n.digits(5) } }] });
      t.step({ text: 'Measuring the 80 °C dip.', calls: [{ name: 'measure_lab_dip', args: { lot: 'RB-2207', swatch: 'S-A2' }, out: { swatch: 'S-A2', temp_c: 80, delta_e_cmc: 1.38, dL: 0.97, da: -0.21, db: -0.89, fixation_pct: 76.2, wash_off_staining: '3-4', spectro: 'Datacolor 850 #' + n.digits(4), measured: n.iso() } }] });
      t.step({ thinking: '80 °C fails: ΔE 1.38 and fixation 76%, lighter shade (dL +0.97) — hydrolysis at higher temperature. Release 60 °C.', text: 'Releasing the 60 °C recipe to production.', calls: [{ name: 'release_recipe', args: { lot: 'RB-2207', machine: 'JET-2T-03', temp_c: 60, salt_g_l: 60, soda_g_l: 20, approved_dip: 'S-A1' }, out: { ok: true, recipe_id: 'RCP-' + n.digits(6), machine: 'JET-2T-03', scheduled: n.isoOffset(t.now + 5400000, 60) } }] });
      t.final('Released lot RB-2207 at 60 °C on JET-2T-03. The 60 °C dip passed (ΔE CMC 0.72, fixation 84.6%); the 80 °C dip failed (ΔE 1.38, fixation 76.2%, shade lighter by dL +0.97), consistent with more dye hydrolysis at the higher temperature.');
      return t.finish({ tags: ['colour-kitchen'] });
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const tools = U.spans(row).filter((s) => s.type === 'tool');
  const isSet = (s) => s.name === key.set && (!key.setMatch || key.setMatch.test(U.str(U.args(s))));
  const isRead = (s) => s.name === key.read && (!key.readMatch || key.readMatch.test(U.str(U.args(s))));
  const valueOf = (s) => {
    const v = U.argValue(s, key.param);
    if (key.values) return key.values.find((x) => U.str(v).includes(x)) ?? v;
    return v;
  };
  const sets = tools.filter(isSet); const reads = tools.filter(isRead);
  const vals = sets.map((s) => String(valueOf(s)));
  if (new Set(vals).size !== 2) p.push(`${new Set(vals).size} distinct settings (want 2)`);
  if (sets.length > 3) p.push(`${sets.length} switches`);
  if (reads.length !== 2) p.push(`${reads.length} measurements (want 2)`);
  if (reads.length === 2 && U.overlap(U.result(reads[0]), U.result(reads[1])) > 0.8) p.push('the two measurements are the same');
  if (sets.length === 3 && tools.indexOf(sets[2]) < tools.indexOf(reads.at(-1))) p.push('third switch was measured again');
  if (row.root.error) p.push('healthy run must not end in error');
  const last = U.spans(row).filter((s) => s.type === 'llm').at(-1);
  if (!last || U.text(last).length < 40) p.push('no final answer');
  return p;
}
