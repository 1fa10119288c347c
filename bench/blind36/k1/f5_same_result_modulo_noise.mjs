import { recorder } from './lib.mjs';

export const family = 'same_result_modulo_noise';
export const loop = true;
export const stagnation = false;
export const minSameTool = 4;

export const scenarios = [
  {
    id: '01', domain: 'yurt rental availability sync', style: 'langgraph',
    isolates: 'The agent re-reads the same channel-manager sync status five times; each answer says the same two yurts are out of sync, differing only in request ids, ISO timestamps and replica names.',
    run(c) {
      const goal = 'Airbnb shows yurts "Birch" and "Larch" as available for the August bank holiday weekend although they are booked on our site. Fix the availability so double bookings cannot happen.';
      const rec = recorder(c, 'langgraph', { agent: 'channel-agent', goal, limit: 12 });
      const st = () => JSON.stringify({ property: 'windy-hill-yurts', checked_at: c.iso(), request_id: c.uuid(), replica: c.host('cm-sync'), channels: { airbnb: { status: 'DRIFT', units_out_of_sync: ['Birch', 'Larch'], dates: ['2025-08-23', '2025-08-24', '2025-08-25'] }, website: { status: 'OK' } }, last_push: '2025-08-01T09:12:44Z' });
      rec.think('', [{ name: 'get_sync_status', args: { property: 'windy-hill-yurts', channel: 'airbnb' } }]);
      rec.tool('get_sync_status', { property: 'windy-hill-yurts', channel: 'airbnb' }, st(), { rawArgs: true });
      rec.think('Both units drift on the bank holiday dates. Checking whether the status has refreshed.', [{ name: 'get_sync_status', args: { property: 'windy-hill-yurts', channel: 'airbnb' } }]);
      rec.tool('get_sync_status', { property: 'windy-hill-yurts', channel: 'airbnb' }, st(), { rawArgs: true });
      rec.think('', [{ name: 'get_sync_status', args: { property: 'windy-hill-yurts', channel: 'airbnb' } }]);
      rec.tool('get_sync_status', { property: 'windy-hill-yurts', channel: 'airbnb' }, st(), { rawArgs: true });
      rec.think('', [{ name: 'get_sync_status', args: { property: 'windy-hill-yurts', channel: 'airbnb' } }]);
      rec.tool('get_sync_status', { property: 'windy-hill-yurts', channel: 'airbnb' }, st(), { rawArgs: true });
      rec.think('', [{ name: 'get_sync_status', args: { property: 'windy-hill-yurts', channel: 'airbnb' } }]);
      rec.tool('get_sync_status', { property: 'windy-hill-yurts', channel: 'airbnb' }, st(), { rawArgs: true });
      return { goal, root: rec.cutoff('GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.') };
    },
  },
  {
    id: '02', domain: 'permafrost borehole sensor telemetry', style: 'anthropic',
    isolates: 'An agent calls the datalogger status tool four times with only a client timestamp changing; each response reports the same stalled thermistor string with different log paths, sequence counters and HTTP dates.',
    run(c) {
      const goal = 'Borehole BH-4 on the Adventdalen transect stopped delivering temperatures at 10 m and 15 m depth. Work out why and restore the feed or raise a field ticket.';
      const rec = recorder(c, 'anthropic', { agent: 'permafrost-telemetry', goal, model: 'claude-3-5-sonnet-20241022' });
      const r = () => ({ http_status: 200, headers: { date: c.http(), 'x-logger-seq': String(c.int(10000, 99999)), via: `1.1 ${c.host('iridium-gw')}` }, body: { logger: 'CR1000X-BH4', battery_v: 12.41, last_record: '2025-02-11 03:00:00', thermistors: { '0.5m': -4.12, '2m': -5.88, '5m': -6.31, '10m': 'NAN', '15m': 'NAN' }, stale_channels: ['10m', '15m'], log_file: `/var/log/loggernet/bh4_${c.compact()}.log` } });
      rec.think('I will check the logger status.', [{ name: 'logger_status', args: { logger: 'CR1000X-BH4', client_ts: c.isoSec() } }]);
      rec.tool('logger_status', { logger: 'CR1000X-BH4' }, r());
      rec.think('10 m and 15 m read NAN while shallow channels work. Polling the logger again for a fresh record.', [{ name: 'logger_status', args: { logger: 'CR1000X-BH4', client_ts: c.isoSec() } }]);
      rec.tool('logger_status', { logger: 'CR1000X-BH4' }, r());
      rec.think('', [{ name: 'logger_status', args: { logger: 'CR1000X-BH4', client_ts: c.isoSec() } }]);
      rec.tool('logger_status', { logger: 'CR1000X-BH4' }, r());
      rec.think('', [{ name: 'logger_status', args: { logger: 'CR1000X-BH4', client_ts: c.isoSec() } }]);
      rec.tool('logger_status', { logger: 'CR1000X-BH4' }, r());
      return { goal, root: rec.cutoff('stopped: max_tokens budget for session exhausted (stop_reason=max_tokens on turn 5)') };
    },
  },
  {
    id: '03', domain: 'water taxi dispatch', style: 'openai_agents',
    isolates: 'A dispatcher agent checks the same boat position four times with an increasing attempt counter; every answer has the same moored position and ETA, with new trace ids and epoch timestamps.',
    run(c) {
      const goal = 'A guest at the Hotel Danieli pontoon has waited 25 minutes for water taxi VT-08. Find out what is happening and either get VT-08 moving or assign another boat.';
      const rec = recorder(c, 'openai_agents', { agent: 'Dispatch', goal, model: 'gpt-4o-mini', tools: ['boat_status', 'assign_boat'] });
      const s = () => `{"boat":"VT-08","state":"MOORED","berth":"Piazzale Roma P3","lat":45.43838,"lon":12.31952,"speed_kn":0.0,"eta_min":null,"skipper_ack":false,"ais_ts":${c.epoch()},"trace":"${c.hex(16)}","edge":"${c.host('ais-edge')}"}`;
      for (let i = 1; i <= 5; i++) {
        rec.think(i === 1 ? 'Checking where VT-08 is.' : i === 3 ? 'Skipper has not acknowledged yet; looking again.' : '', [{ name: 'boat_status', args: { boat: 'VT-08', attempt: i } }]);
        rec.tool('boat_status', { boat: 'VT-08', attempt: i }, s());
      }
      return { goal, root: rec.cutoff('MaxTurnsExceeded: Max turns (6) exceeded') };
    },
  },
  {
    id: '04', domain: 'go (baduk) club rating recompute', style: 'plain',
    isolates: 'The agent runs the same rating-check command four times; output is identical except the run timestamp, elapsed time and temp database path, and the agent never applies the fix it reports.',
    run(c) {
      const goal = 'After entering the autumn league results, three players at the Cambridge Go Club show ratings that did not change. Recompute ratings so the league games count.';
      const rec = recorder(c, 'plain', { agent: 'club-secretary-bot', goal, model: 'gpt-4o' });
      const out = () => ({ stdout: `ratings-check v2.1  ${c.syslog()}\nusing db snapshot ${c.tmp('.sqlite')}\nplayers: 41  games in window: 118\nWARN games ignored (no handicap field): 9  -> players: kowalski_t, ng_s, obi_c\nratings unchanged for 3 players\ndone in ${c.dur()}\n`, exit_code: 0 });
      rec.think('Running the rating check.', [{ name: 'shell', args: { cmd: 'ratings-check --league autumn-2025 --dry-run' } }]);
      rec.tool('shell', { cmd: 'ratings-check --league autumn-2025 --dry-run' }, out());
      rec.think('Nine games are ignored because the handicap field is empty. Let me confirm the count.', [{ name: 'shell', args: { cmd: 'ratings-check --league autumn-2025 --dry-run' } }]);
      rec.tool('shell', { cmd: 'ratings-check --league autumn-2025 --dry-run' }, out());
      rec.think('', [{ name: 'shell', args: { cmd: 'ratings-check --league autumn-2025 --dry-run' } }]);
      rec.tool('shell', { cmd: 'ratings-check --league autumn-2025 --dry-run' }, out());
      rec.think('', [{ name: 'shell', args: { cmd: 'ratings-check --league autumn-2025 --dry-run' } }]);
      rec.tool('shell', { cmd: 'ratings-check --league autumn-2025 --dry-run' }, out());
      return { goal, root: rec.cutoff('aborted: identical tool call budget (4) exceeded') };
    },
  },
  {
    id: '05', domain: 'anechoic chamber booking', style: 'langfuse',
    isolates: 'A lab-booking agent repeatedly fetches the same conflicting reservation, getting the same conflict each time with new etags, rate-limit counters and RFC-1123 dates.',
    run(c) {
      const goal = 'Book the full anechoic chamber for Thursday 09:00-13:00 for the hearing-aid feedback measurements; if the slot is taken, negotiate the earliest alternative this week.';
      const rec = recorder(c, 'langfuse', { agent: 'lab-booking', traceName: 'chamber-booking', goal, model: 'gpt-4o', tags: ['acoustics-lab'] });
      const g = () => ({ status: 409, headers: { etag: c.etag(true), date: c.http(), ...c.ratelimit(120), 'x-served-by': c.host('rooms-api') }, body: { error: 'slot_conflict', resource: 'anechoic-full', requested: 'Thu 09:00-13:00', conflicting_booking: { id: 'BK-55103', owner: 'EMC group', window: 'Thu 08:00-12:00' } } });
      rec.think('Checking the slot.', [{ name: 'check_slot', args: { room: 'anechoic-full', day: 'thursday', from: '09:00', to: '13:00' } }]);
      rec.tool('check_slot', { room: 'anechoic-full' }, g());
      rec.think('EMC group holds 08:00-12:00. Looking at the slot again in case it was released.', [{ name: 'check_slot', args: { room: 'anechoic-full', day: 'thursday', from: '09:00', to: '13:00' } }]);
      rec.tool('check_slot', { room: 'anechoic-full' }, g());
      rec.think('', [{ name: 'check_slot', args: { room: 'anechoic-full', day: 'thursday', from: '09:00', to: '13:00' } }]);
      rec.tool('check_slot', { room: 'anechoic-full' }, g());
      rec.think('', [{ name: 'check_slot', args: { room: 'anechoic-full', day: 'thursday', from: '09:00', to: '13:00' } }]);
      rec.tool('check_slot', { room: 'anechoic-full' }, g());
      rec.think('', [{ name: 'check_slot', args: { room: 'anechoic-full', day: 'thursday', from: '09:00', to: '13:00' } }]);
      rec.tool('check_slot', { room: 'anechoic-full' }, g());
      return { goal, root: rec.cutoff('trace ended: client disconnected (HTTP 499) after 94s') };
    },
  },
  {
    id: '06', domain: 'pedicab fleet battery swaps', style: 'autogen',
    isolates: 'The assistant asks the executor to run the same fleet query five times; each result lists the same three low-battery pedicabs with new job ids, durations and query timestamps, and no swap is ever scheduled.',
    run(c) {
      const goal = 'Before the evening shift, schedule battery swaps for every e-pedicab below 25% charge at the Southbank depot.';
      const rec = recorder(c, 'autogen', { agent: 'fleet_assistant', goal, model: 'gpt-4o', participants: ['fleet_assistant', 'executor'] });
      const q = () => `job ${c.jobId('q')} finished in ${c.dur()} at ${c.euDate()}\n pedicab | soc_pct | depot\n---------+---------+---------\n PC-104  |      18 | southbank\n PC-117  |      22 | southbank\n PC-131  |       9 | southbank\n(3 rows)`;
      rec.think('Listing low-battery pedicabs.', [{ name: 'run_sql', args: { sql: "select pedicab, soc_pct, depot from fleet where depot='southbank' and soc_pct < 25" } }]);
      rec.tool('run_sql', {}, q());
      rec.think('Three pedicabs need swaps: PC-104, PC-117, PC-131. Re-running the query to make sure the figures are current.', [{ name: 'run_sql', args: { sql: "select pedicab, soc_pct, depot from fleet where depot='southbank' and soc_pct < 25" } }]);
      rec.tool('run_sql', {}, q());
      rec.think('', [{ name: 'run_sql', args: { sql: "select pedicab, soc_pct, depot from fleet where depot='southbank' and soc_pct < 25" } }]);
      rec.tool('run_sql', {}, q());
      rec.think('', [{ name: 'run_sql', args: { sql: "select pedicab, soc_pct, depot from fleet where depot='southbank' and soc_pct < 25" } }]);
      rec.tool('run_sql', {}, q());
      rec.think('', [{ name: 'run_sql', args: { sql: "select pedicab, soc_pct, depot from fleet where depot='southbank' and soc_pct < 25" } }]);
      rec.tool('run_sql', {}, q());
      return { goal, root: rec.cutoff('MaxMessageTermination: maximum number of messages 12 reached') };
    },
  },
];
