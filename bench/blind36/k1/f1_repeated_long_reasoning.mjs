import { recorder } from './lib.mjs';

export const family = 'repeated_long_reasoning';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  {
    id: '01', domain: 'tidal energy buoys', style: 'otel',
    isolates: 'A long diagnostic paragraph about a buoy mooring-load alarm is restated almost word for word after a telemetry re-read that returned the same values; the run is then cut off.',
    run(c) {
      const goal = 'Buoy TB-07 at the Ramsey Sound array raised a MOORING_LOAD_HIGH alarm overnight. Decide whether to dispatch the workboat or clear the alarm, and write the decision into the maintenance log.';
      const rec = recorder(c, 'otel', { agent: 'array-ops-agent', goal, service: 'tidal-ops', model: 'gpt-4.1-2025-04-14' });
      rec.think('I will pull the last 12 hours of mooring line tension for TB-07 and the tide table for the same window.', [{ name: 'get_buoy_telemetry', args: { buoy_id: 'TB-07', channels: ['line_tension_kN', 'heave_m', 'pitch_deg'], window: '12h' } }, { name: 'get_tide_table', args: { station: 'ramsey_sound', date: c.day(0) } }]);
      const tele = { buoy_id: 'TB-07', gateway: c.host('lora-gw'), sampled_at: c.isoSec(), fw: '3.8.1-rc2', seq: c.int(40000, 90000), series: { line_tension_kN: { max: 412.6, p95: 388.1, alarm_threshold: 400 }, heave_m: { max: 3.9 }, pitch_deg: { max: 11.2 } }, alarm: { code: 'MOORING_LOAD_HIGH', raised: c.isoOff(0), count: 3 } };
      rec.tool('get_buoy_telemetry', { buoy_id: 'TB-07' }, tele);
      rec.tool('get_tide_table', { station: 'ramsey_sound' }, { station: 'ramsey_sound', springs: true, high_water: ['03:41', '16:02'], range_m: 6.7, source: 'UKHO', fetched: c.http() });
      rec.think('Tension peaked at 412.6 kN, above the 400 kN threshold, during a spring tide with 6.7 m range. Let me check the mooring inspection history before deciding.', [{ name: 'query_maintenance_log', args: { asset: 'TB-07', component: 'mooring', limit: 5 } }]);
      rec.tool('query_maintenance_log', { asset: 'TB-07' }, { rows: [{ date: '2025-02-11', action: 'shackle replaced, chain link wear 8%', tech: 'R. Pryce' }, { date: '2024-09-03', action: 'routine ROV inspection, no findings' }], query_ms: c.ms() });
      const long = 'The peak of 412.6 kN happened only at spring high water and the p95 of 388.1 kN stays under the 400 kN threshold, the shackle was replaced in February and chain wear was 8 percent, so this looks like a tidal peak rather than a failing mooring; however three alarms in one night means I should confirm the load cell is not drifting before I clear it, so I will re-read the telemetry and compare the tension channel against the redundant load cell.';
      rec.think(long, [{ name: 'get_buoy_telemetry', args: { buoy_id: 'TB-07', channels: ['line_tension_kN', 'heave_m', 'pitch_deg'], window: '12h' } }]);
      c.adv(2000, 5000);
      rec.tool('get_buoy_telemetry', { buoy_id: 'TB-07' }, { ...tele, sampled_at: c.isoSec(), seq: tele.seq + c.int(3, 40), gateway: c.host('lora-gw') });
      rec.think('The peak of 412.6 kN happened only at spring high water and the p95 of 388.1 kN stays under the 400 kN threshold, the shackle was replaced in February and chain wear was 8 percent, so this looks like a tidal peak rather than a failing mooring; however three alarms in one night means I should confirm the load cell is not drifting before clearing it, so I will re-read the telemetry and compare the tension channel against the redundant load cell.', []);
      return { goal, root: rec.cutoff('AgentRunCancelled: wall-clock budget of 300s exceeded') };
    },
  },
  {
    id: '02', domain: 'marionette theatre touring props', style: 'anthropic',
    isolates: 'After reading a props manifest twice with identical content, the assistant re-emits its long packing plan nearly verbatim instead of writing the crate list.',
    run(c) {
      const goal = 'The marionette company tours "The Snow Queen" to Ghent next week. Produce the crate packing list from the props manifest, respecting the 32 kg per crate limit, and save it as crates_ghent.csv.';
      const rec = recorder(c, 'anthropic', { agent: 'touring-assistant', goal, model: 'claude-sonnet-4-20250514', workspace: 'fil-rouge-marionettes' });
      rec.think('I will read the props manifest first.', [{ name: 'read_file', args: { path: 'tours/2025/snow_queen/props_manifest.yaml' } }]);
      const manifest = 'show: the_snow_queen\nmarionettes:\n  - {name: Gerda, strings: 11, mass_kg: 2.4, control: horizontal}\n  - {name: Kai, strings: 9, mass_kg: 2.1}\n  - {name: Snow Queen, strings: 15, mass_kg: 3.8, notes: "mirror cape, fragile"}\n  - {name: Reindeer, strings: 13, mass_kg: 5.6}\nscenery:\n  - {item: sleigh, mass_kg: 14.0}\n  - {item: ice palace flats x4, mass_kg: 22.5}\n  - {item: bridge rail, mass_kg: 6.2}\nlighting:\n  - {item: LED gobo kit, mass_kg: 9.1}\n';
      rec.tool('read_file', { path: 'tours/2025/snow_queen/props_manifest.yaml' }, manifest);
      const plan = 'Plan: marionettes must travel hanging in the padded string crate so their controls do not tangle, Gerda, Kai and the Snow Queen together are 8.3 kg and fit one crate, the Reindeer at 5.6 kg goes with the bridge rail, the ice palace flats at 22.5 kg need their own crate, and the sleigh plus the gobo kit is 23.1 kg; I will check the manifest once more for any item I have missed before writing the CSV.';
      rec.think(plan, [{ name: 'read_file', args: { path: 'tours/2025/snow_queen/props_manifest.yaml' } }]);
      rec.tool('read_file', { path: 'tours/2025/snow_queen/props_manifest.yaml' }, manifest);
      rec.think('Plan: marionettes must travel hanging in the padded string crate so their controls do not tangle; Gerda, Kai and the Snow Queen together are 8.3 kg and fit one crate, the Reindeer at 5.6 kg goes with the bridge rail, the ice palace flats at 22.5 kg need their own crate, and the sleigh plus the gobo kit is 23.1 kg. I will check the manifest once more for any item I have missed before writing the CSV.', []);
      return { goal, root: rec.cutoff('max_turns reached (turn limit 6) before end_turn with a deliverable') };
    },
  },
  {
    id: '03', domain: 'Postgres logical replication slot lag', style: 'claude_sdk',
    isolates: 'A coding agent restates the same long hypothesis about an inactive replication slot after a second identical query, adding nothing, then the session is interrupted.',
    run(c) {
      const goal = 'Disk on pg-primary-2 is filling with WAL. Find why the logical replication slot is retaining WAL and fix it without dropping subscriber data.';
      const rec = recorder(c, 'claude_sdk', { agent: 'claude-code', goal, cwd: '/srv/ops/pg-cluster', model: 'claude-sonnet-4-5-20250929' });
      rec.think('Checking the replication slots first.', [{ name: 'Bash', args: { command: 'psql -h pg-primary-2 -U ops -c "select slot_name, plugin, active, restart_lsn, confirmed_flush_lsn, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) as retained from pg_replication_slots;"', description: 'List replication slots and retained WAL' } }]);
      const q = () => ` slot_name        | plugin   | active | restart_lsn  | confirmed_flush_lsn | retained\n------------------+----------+--------+--------------+---------------------+----------\n sub_billing_etl  | pgoutput | f      | 3A/91C2E0D8  | 3A/91C2E110         | 187 GB\n phys_standby_1   |          | t      | 41/0A3F1288  |                     | 64 MB\n(2 rows)\n\nTime: ${c.int(3, 30)}.${c.int(100, 999)} ms\n`;
      rec.tool('Bash', { command: 'psql ... pg_replication_slots' }, q());
      rec.think('The logical slot sub_billing_etl is inactive. Let me look at the subscriber side.', [{ name: 'Bash', args: { command: 'ssh etl-replica-1 "psql -U ops -d billing -c \\"select subname, subenabled, subslotname from pg_subscription;\\""', description: 'Check subscription on subscriber' } }]);
      rec.tool('Bash', { command: 'ssh etl-replica-1 ...' }, ' subname     | subenabled | subslotname\n-------------+------------+-----------------\n billing_sub | f          | sub_billing_etl\n(1 row)\n');
      const hyp = 'The subscription billing_sub is disabled on etl-replica-1, so the slot sub_billing_etl on the primary is inactive and holds restart_lsn at 3A/91C2E0D8, which retains 187 GB of WAL; re-enabling the subscription should let the walsender advance confirmed_flush_lsn, but first I want to re-run the slot query to be sure nothing else is pinning WAL before I touch the subscriber.';
      rec.think(hyp, [{ name: 'Bash', args: { command: 'psql -h pg-primary-2 -U ops -c "select slot_name, plugin, active, restart_lsn, confirmed_flush_lsn, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) as retained from pg_replication_slots;"', description: 'List replication slots and retained WAL' } }]);
      rec.tool('Bash', { command: 'psql ... pg_replication_slots' }, q());
      rec.think('The subscription billing_sub is disabled on etl-replica-1, so the slot sub_billing_etl on the primary is inactive and holds restart_lsn at 3A/91C2E0D8, which retains 187 GB of WAL. Re-enabling the subscription should let the walsender advance confirmed_flush_lsn, but first I want to re-run the slot query to be sure nothing else is pinning WAL before touching the subscriber.', []);
      return { goal, root: rec.cutoff('Interrupted by user', { subtype: 'error_during_execution', num_turns: 4, total_cost_usd: +(c.r() * 0.4).toFixed(4) }) };
    },
  },
  {
    id: '04', domain: 'duplicate bridge club scoring', style: 'langgraph',
    isolates: 'The agent node produces the same long matchpoint explanation twice in a row with no new tool output in between; the graph hits its recursion limit.',
    run(c) {
      const goal = 'Tuesday duplicate at the Harbour Bridge Club: board 14 has a disputed score (N/S claim 4S= +420, E/W recorded 4S-1). Check the traveller and the movement, decide the correct score and recompute matchpoints for board 14.';
      const rec = recorder(c, 'langgraph', { agent: 'scorer', goal, limit: 6, graph: 'bridgemate_scorer' });
      rec.think('', [{ name: 'get_traveller', args: { session: 'tue-pairs', board: 14 } }]);
      rec.tool('get_traveller', { session: 'tue-pairs', board: 14 }, { board: 14, dealer: 'E', vul: 'None', results: [{ ns: 3, ew: 11, contract: '4S', by: 'N', tricks: 10, score: 420 }, { ns: 5, ew: 8, contract: '4S', by: 'N', tricks: 9, score: -50, note: 'disputed' }, { ns: 1, ew: 2, contract: '3NT', by: 'S', tricks: 9, score: 400 }, { ns: 7, ew: 4, contract: '4S', by: 'N', tricks: 10, score: 420 }], bridgemate_sync: c.iso(), device: `BM2-${c.int(1000, 9999)}` });
      rec.think('', [{ name: 'get_director_notes', args: { session: 'tue-pairs', board: 14, table: 5 } }]);
      rec.tool('get_director_notes', { board: 14, table: 5 }, { notes: [{ at: c.hms(), by: 'TD Okafor', text: 'E/W agree declarer claimed at trick 9; claim statement did not mention the trump outstanding.' }] });
      const para = 'Under Law 70 a contested claim is resolved against the claimer when a trump is outstanding and the claim statement did not mention it, so the director note suggests 4S-1 is correct at table 5 and the recorded -50 stands; that gives N/S pair 5 zero matchpoints against the three other N/S scores of 420, 400 and 420, and I need to recompute the matchpoints for all four N/S pairs on board 14 using the full traveller.';
      rec.think(para, []);
      rec.think('Under Law 70 a contested claim is resolved against the claimer when a trump is outstanding and the claim statement did not mention it, so the director note suggests 4S-1 is correct at table 5 and the recorded -50 stands. That gives N/S pair 5 zero matchpoints against the other three N/S scores of 420, 400 and 420, and I need to recompute the matchpoints for all four N/S pairs on board 14 using the full traveller.', []);
      return { goal, root: rec.cutoff('GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.') };
    },
  },
  {
    id: '05', domain: 'synchrotron beamtime proposals', style: 'crewai',
    isolates: 'A CrewAI reviewer agent repeats its long ranking rationale near-verbatim after re-fetching the same proposal summaries, never emitting the Final Answer.',
    run(c) {
      const goal = 'Rank the three pending rapid-access proposals for beamline I04-1 (macromolecular crystallography) for the next 48-hour allocation and send the ranking to the user office.';
      const rec = recorder(c, 'crewai', { agent: 'Beamtime Panel', crew: 'RapidAccessPanel', goal, model: 'gpt-4o-mini' });
      let out;
      rec.sub('chain', 'Task: rank rapid-access proposals', { description: goal, expected_output: 'ranked list with one-line justification each' }, () => {
        rec.sub('agent', 'Agent: Senior Crystallography Reviewer', { role: 'Senior Crystallography Reviewer' }, () => {
          rec.think('Thought: I need the proposal summaries and the beamline schedule.', [{ name: 'fetch_proposals', args: { beamline: 'I04-1', status: 'pending', route: 'rapid' } }]);
          const props = () => JSON.stringify({ fetched: c.iso(), proposals: [{ id: 'MX-39211', title: 'SARS-CoV-2 Mpro fragment soak', crystals: 24, diffraction_A: 1.6, shifts: 2 }, { id: 'MX-39274', title: 'Bacterial ABC transporter in nanodisc', crystals: 6, diffraction_A: 3.4, shifts: 3 }, { id: 'MX-39280', title: 'Plant photoreceptor time-resolved', crystals: 40, diffraction_A: 2.1, shifts: 4, needs: 'laser pump' }] });
          rec.tool('fetch_proposals', { beamline: 'I04-1' }, props());
          const r1 = 'Thought: MX-39211 should come first because 24 crystals diffracting to 1.6 A with only 2 shifts is the most productive use of 48 hours, MX-39274 second because the transporter is scientifically urgent even at 3.4 A, and MX-39280 last because it needs the laser pump which is not installed on I04-1 this run; before I answer I will re-fetch the proposals to confirm the shift counts.';
          rec.think(r1, [{ name: 'fetch_proposals', args: { beamline: 'I04-1', status: 'pending', route: 'rapid' } }]);
          rec.tool('fetch_proposals', { beamline: 'I04-1' }, props());
          rec.think('Thought: MX-39211 should come first because 24 crystals diffracting to 1.6 A with only 2 shifts is the most productive use of the 48 hours, MX-39274 second because the transporter is scientifically urgent even at 3.4 A, and MX-39280 last because it needs the laser pump which is not installed on I04-1 this run; before I answer I will re-fetch the proposals to confirm the shift counts.', []);
          out = null;
        }, { max_iter: 3 });
        return null;
      });
      return { goal, root: rec.cutoff('Agent stopped due to iteration limit or time limit.') };
    },
  },
  {
    id: '06', domain: 'sericulture silk farm', style: 'gemini',
    isolates: 'A Gemini function-calling loop where the model repeats its long feeding-schedule reasoning after a weather lookup that returned the same forecast, without producing the schedule.',
    run(c) {
      const goal = 'Our silkworm rearing house B has fifth-instar larvae. Produce tomorrow\'s mulberry leaf feeding schedule (times and kg per tray) given the forecast humidity, and post it to the workers\' board.';
      const rec = recorder(c, 'gemini', { agent: 'sericulture-helper', goal, model: 'gemini-2.5-flash' });
      rec.think('', [{ name: 'get_rearing_status', args: { house: 'B' } }]);
      rec.tool('get_rearing_status', { house: 'B' }, { house: 'B', trays: 18, instar: 5, day_of_instar: 3, larvae_per_tray_est: 950, last_feed: c.isoOff(8), leaf_stock_kg: 146, sensor: { temp_c: 24.6, rh_pct: 78, node: c.host('sht31') } });
      rec.think('', [{ name: 'get_forecast', args: { lat: 30.79, lon: 120.76, date: c.day(1), fields: ['rh', 'temp'] } }]);
      const fc = () => ({ date: c.day(1), provider: 'open-meteo', generationtime_ms: +(c.r() * 2).toFixed(3), hourly: { rh: [88, 90, 91, 85, 72, 66, 70, 81], temp: [19, 18, 18, 22, 27, 29, 26, 22], step_h: 3 } });
      rec.tool('get_forecast', { date: c.day(1) }, fc());
      const t = 'Fifth-instar larvae on day 3 eat the most, about 950 larvae per tray across 18 trays, and high morning humidity near 90 percent means leaves picked at dawn will be wet and should be dried before feeding, so I would shift the first feed to 09:00 and give the heaviest feed in the dry afternoon around 15:00, but I should double-check the forecast humidity for the afternoon window before fixing the kilograms per tray.';
      rec.think(t, [{ name: 'get_forecast', args: { lat: 30.79, lon: 120.76, date: c.day(1), fields: ['rh', 'temp'] } }]);
      rec.tool('get_forecast', { date: c.day(1) }, fc());
      rec.think('Fifth-instar larvae on day 3 eat the most, about 950 larvae per tray across 18 trays, and the high morning humidity near 90 percent means leaves picked at dawn will be wet and should be dried before feeding, so I would shift the first feed to 09:00 and give the heaviest feed in the dry afternoon around 15:00, but I should double-check the forecast humidity for the afternoon window before fixing the kilograms per tray.', []);
      return { goal, root: rec.cutoff('stopped: max_remote_calls (5) reached; last response had no function call and no schedule') };
    },
  },
];
