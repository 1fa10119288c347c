// Family 1: plan_recital
// Loop: every turn the model re-writes the same plan / diagnosis (near-verbatim or lightly
// paraphrased) and then re-issues a call whose answer it has already seen.
import { tracer } from './lib.mjs';

export const FAMILY = 'plan_recital';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'ferry operators', style: 'llamaindex', loop: true, stagnation: true,
    isolates: 'A ReAct agent rebooking long vehicles after a cancelled sailing re-writes the same three-step plan every turn and re-fetches the manifest and deck capacity it already has, never calling move_booking.',
    goal: 'Sailing HX0715 (Holmsund -> Vaasa, 07:15) is cancelled for an engine fault. Move every vehicle booking with a trailer longer than 12 m to the 09:30 sailing HX0930 if lane-metre capacity allows, and list the bookings that could not be moved.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You are the ferry operations assistant for Kvarken Line. Tools: get_sailing_manifest, get_deck_capacity, move_booking, notify_customer. Use the ReAct format.', goal: this.goal, react: true });
      const manifest = () => ({
        sailing_id: 'HX0715', status: 'CANCELLED', cancel_code: 'TECH-ENG',
        snapshot_at: N.isoOff(N.now(), 120), served_by: N.pick(['bkg-ro-1', 'bkg-ro-2', 'bkg-ro-3']),
        long_vehicles: [
          { booking_ref: 'KVL-4Q8TZ', reg: 'ABC-714', type: 'articulated', length_m: 16.5, height_m: 4.0, hazmat: false },
          { booking_ref: 'KVL-7M2RB', reg: 'VSA-221', type: 'rigid+trailer', length_m: 18.75, height_m: 3.9, hazmat: false },
          { booking_ref: 'KVL-9C1WE', reg: 'UMA-903', type: 'articulated', length_m: 16.5, height_m: 4.2, hazmat: true, adr_class: '3' },
          { booking_ref: 'KVL-2H6PK', reg: 'HJK-510', type: 'car+caravan', length_m: 12.4, height_m: 2.9, hazmat: false },
        ],
        total_long_lane_m: 64.15,
      });
      const capacity = () => ({
        sailing_id: 'HX0930', vessel: 'M/S Aurora Botnia',
        decks: [
          { deck: 'main', free_lane_m: 41.0, max_height_m: 4.6, hazmat_allowed: false },
          { deck: 'lower_hold', free_lane_m: 22.5, max_height_m: 4.4, hazmat_allowed: true },
        ],
        as_of: N.iso(), cache: N.pick(['MISS', 'HIT']), hold_token: N.b64url(22),
      });
      const plans = [
        'Thought: My plan is: (1) pull the manifest of the cancelled 07:15 sailing and filter the vehicles with trailers over 12 m, (2) check the remaining lane-metre capacity on the 09:30 sailing, (3) move the bookings that fit and list the rest. Step 1 is the manifest.',
        'Thought: The plan is: (1) pull the manifest of the cancelled 07:15 sailing and filter vehicles with trailers over 12 m, (2) check remaining lane-metre capacity on the 09:30 sailing, (3) move the bookings that fit and list the rest. Starting with step 1, the manifest.',
        'Thought: My plan: (1) pull the manifest of the cancelled 07:15 sailing and filter the vehicles with trailers longer than 12 m, (2) check the remaining lane-metre capacity on the 09:30 sailing, (3) move the bookings that fit and list the rest. Step 1 first: the manifest.',
        'Thought: Plan is: (1) pull the manifest of the cancelled 07:15 sailing and filter the vehicles with trailers over 12 m, (2) check the remaining lane-metre capacity on the 09:30 sailing, (3) move the bookings that fit and list the rest. Step 1 is the manifest.',
      ];
      const k = [];
      k.push(T.llm(plans[0] + '\nAction: get_sailing_manifest\nAction Input: {"sailing_id": "HX0715", "filter": "length_m>12"}'));
      k.push(T.tool('get_sailing_manifest', { sailing_id: 'HX0715', filter: 'length_m>12' }, manifest()));
      k.push(T.llm('Thought: Four long vehicles, 64.15 lane metres in total, one of them carries ADR class 3. Now I need the capacity of HX0930.\nAction: get_deck_capacity\nAction Input: {"sailing_id": "HX0930"}'));
      k.push(T.tool('get_deck_capacity', { sailing_id: 'HX0930' }, capacity()));
      for (let i = 1; i < 4; i++) {
        k.push(T.llm(plans[i] + '\nAction: get_sailing_manifest\nAction Input: {"sailing_id": "HX0715", "filter": "length_m>12"}'));
        k.push(T.tool('get_sailing_manifest', { sailing_id: 'HX0715', filter: 'length_m>12' }, manifest()));
        k.push(T.llm(plans[(i + 2) % 4].replace('Step 1 is the manifest.', 'Step 2 is the capacity.').replace('Starting with step 1, the manifest.', 'Now step 2, the capacity.').replace('Step 1 first: the manifest.', 'Step 2 now: the capacity.') + '\nAction: get_deck_capacity\nAction Input: {"sailing_id": "HX0930"}'));
        k.push(T.tool('get_deck_capacity', { sailing_id: 'HX0930' }, capacity()));
      }
      return {
        root: T.root('ReActAgent.achat', { message: this.goal }, { response: 'Reached max iterations.' }, k,
          { error: 'ValueError: Reached max iterations.', meta: { max_iterations: 14 } }),
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'cheese-ageing caves', style: 'crewai', loop: true, stagnation: true,
    isolates: 'A CrewAI analyst keeps re-stating the same gateway-dropout diagnosis and re-reading the same sensor-log window; CrewAI itself answers the repeats with its reused-input notice, and no conclusion is reached.',
    goal: 'The dashboard for cave 3 (Comte wheels, affinage room B) shows a gap in relative-humidity readings last night. Find the cause and tell the cave master whether any wheels in room B need a rind inspection.',
    build(N) {
      const role = 'Cave Climate Analyst';
      const T = tracer(N, 'crewai', { system: `You are ${role}. You monitor the affinage caves of Fromagerie du Mont-Jura. You have access to: Read Sensor Log, Gateway Status, Room Inventory.`, goal: this.goal });
      const day = N.day();
      const logArgs = { sensor_id: 'RH-C3B-02', from: `${N.dayPlus(-1)}T21:00:00+01:00`, to: `${day}T08:00:00+01:00`, fields: 'rh,temp,fcnt' };
      const log = () => [
        `# sensor RH-C3B-02 (dev_eui 70B3D57ED005A1F2) export ${N.uuid()}`,
        `# generated ${N.http()} by ingest-${N.int(1, 4)}`,
        'time                     rh%   temp_c  fcnt',
        '21:00:12+01:00           93.1  11.8    18211',
        '22:00:09+01:00           93.4  11.8    18223',
        '23:00:15+01:00           93.0  11.9    18235',
        '23:40:03+01:00           92.8  11.9    18243',
        '05:50:44+01:00           88.6  12.6    18317',
        '06:50:02+01:00           90.9  12.2    18329',
        '07:50:31+01:00           92.7  11.9    18341',
        `# rows=7 gaps=1 (23:40:03 -> 05:50:44) query_ms=${N.ms(40, 300)}`,
      ].join('\n');
      const diag = [
        'Thought: The humidity gap between 23:40 and 05:50 most likely comes from the LoRaWAN gateway in the cave corridor dropping uplinks rather than from the sensor itself, so I should read the raw sensor log for that window and compare the frame counters before and after the gap.',
        'Thought: The gap between 23:40 and 05:50 most likely comes from the LoRaWAN gateway in the cave corridor dropping uplinks, not from the sensor itself, so I should read the raw sensor log for that window and compare the frame counters before and after the gap.',
        'Thought: The humidity gap from 23:40 to 05:50 most likely comes from the LoRaWAN gateway in the cave corridor dropping uplinks rather than the sensor itself, so I should read the raw sensor log for that window and compare the frame counters before and after the gap.',
        'Thought: The humidity gap between 23:40 and 05:50 most likely comes from the cave-corridor LoRaWAN gateway dropping uplinks rather than from the sensor itself, so I should read the raw sensor log for that window and compare the frame counters before and after the gap.',
      ];
      const act = '\nAction: Read Sensor Log\nAction Input: ' + JSON.stringify(logArgs);
      const reused = 'I tried reusing the same input, I must stop using this action input. I\'ll try something else instead.\n\n';
      const k = [];
      k.push(T.llm(diag[0] + act, [], { role }));
      k.push(T.tool('Read Sensor Log', logArgs, log(), { role }));
      k.push(T.llm('Thought: The frame counter jumps from 18243 to 18317, so 74 uplinks were sent and not received. I will check the gateway.\nAction: Gateway Status\nAction Input: {"gateway_id": "GW-CORRIDOR-1"}', [], { role }));
      k.push(T.tool('Gateway Status', { gateway_id: 'GW-CORRIDOR-1' }, {
        gateway_id: 'GW-CORRIDOR-1', eui: 'B827EBFFFE61C3A0', status: 'online', uptime_s: N.int(200000, 900000),
        last_restart: 'power_loss', last_restart_at: `${day}T05:48:19+01:00`, backhaul: 'ethernet', fw: 'v2.4.1',
        checked_at: N.isoSec(), api_request_id: N.reqId('gw'),
      }, { role }));
      for (let i = 1; i < 4; i++) {
        k.push(T.llm(diag[i] + act, [], { role }));
        k.push(T.tool('Read Sensor Log', logArgs, i === 1 ? log() : reused, { role, attempts: i }));
      }
      k.push(T.llm(diag[1] + act, [], { role }));
      k.push(T.tool('Read Sensor Log', logArgs, reused, { role, attempts: 4 }));
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, null, k, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { agent_role: role, max_iter: 10, allow_delegation: false } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Cause of the gap and a yes/no inspection recommendation per rack in room B.' }, null, [agent], { error: 'Agent stopped due to iteration limit or time limit.' });
      return { root: T.root('Crew.kickoff', { inputs: { cave: '3', room: 'B' } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.' }) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'coding: Rust CI feature flags', style: 'autogen', loop: true, stagnation: true,
    isolates: 'In an AutoGen group chat the planner repeats the same feature-rename diagnosis and plan every round and asks the executor to re-run the same failing cargo build, never editing Cargo.toml.',
    goal: 'CI job `cargo test --all-features` fails for the `geo-tiles` crate since the `proj` dependency was bumped from 0.27 to 0.28. Make the build pass.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'You are the planner in a two-agent team. The code_executor runs the shell blocks you write in the repository checkout and reports the output.', goal: this.goal });
      const tgt = N.tmp('cargo-target-');
      const build = () => [
        `    Updating crates.io index`,
        N.rng() < 0.5 ? `    Blocking waiting for file lock on package cache` : `     Locking 212 packages to latest compatible versions`,
        `error: failed to select a version for \`proj\`.`,
        `    ... required by package \`geo-tiles v0.9.3 (/workspace/crates/geo-tiles)\``,
        `versions that meet the requirements \`^0.28\` are: 0.28.0`,
        ``,
        `the package \`geo-tiles\` depends on \`proj\`, with features: \`network\` but \`proj\` does not have these features.`,
        `It has an optional dependency with that name, but that dependency uses the "dep:" syntax in the features table, so it does not have an implicit feature with that name.`,
        ``,
        `failed to select a version for \`proj\` which could resolve this conflict`,
        `(target dir ${tgt}, elapsed ${N.secs(1.1, 4.9)})`,
      ].join('\n');
      const recite = [
        'The failure is a feature-flag mismatch: proj 0.28 moved `network` behind the `dep:` syntax, so the `[features]` table of geo-tiles still refers to a feature name that no longer exists. Plan: 1. reproduce with `cargo build --all-features`, 2. inspect the features table, 3. rename the feature and rebuild.',
        'This is a feature-flag mismatch: proj 0.28 moved `network` behind the `dep:` syntax, so the `[features]` table of geo-tiles still refers to a feature name that no longer exists. Plan: 1. reproduce with `cargo build --all-features`, 2. inspect the features table, 3. rename the feature and rebuild.',
        'The failure is a feature-flag mismatch: proj 0.28 put `network` behind the `dep:` syntax, so geo-tiles\' `[features]` table still refers to a feature name that no longer exists. Plan: 1. reproduce with `cargo build --all-features`, 2. inspect the features table, 3. rename the feature and rebuild.',
      ];
      const cmd = '```sh\ncd crates/geo-tiles && cargo build --all-features 2>&1 | tail -n 20\n```';
      const k = [];
      k.push(T.group('chain', 'GroupChat.select_speaker', { round: 1 }, { speaker: 'planner' }, []));
      k.push(T.llm(recite[0] + '\n\nStep 1:\n' + cmd, [], { agent: 'planner' }));
      k.push(T.tool('sh', { code: 'cd crates/geo-tiles && cargo build --all-features 2>&1 | tail -n 20', lang: 'sh' }, 'exitcode: 101 (execution failed)\nCode output: ' + build(), { spanName: 'execute_code_blocks', agent: 'code_executor', error: 'exitcode 101' }));
      k.push(T.llm('Step 2, the features table:\n```sh\ngrep -n -A8 "^\\[features\\]" crates/geo-tiles/Cargo.toml; grep -n "proj" crates/geo-tiles/Cargo.toml\n```', [], { agent: 'planner' }));
      k.push(T.tool('sh', { code: 'grep -n -A8 "^\\[features\\]" crates/geo-tiles/Cargo.toml; grep -n "proj" crates/geo-tiles/Cargo.toml', lang: 'sh' },
        'exitcode: 0 (execution succeeded)\nCode output: 31:[features]\n32:default = ["tiles-png"]\n33:tiles-png = ["dep:png"]\n34:remote-grids = ["proj/network"]\n35:\n18:proj = { version = "0.28", optional = false, default-features = false }',
        { spanName: 'execute_code_blocks', agent: 'code_executor' }));
      for (let i = 0; i < 4; i++) {
        k.push(T.group('chain', 'GroupChat.select_speaker', { round: 4 + i * 2 }, { speaker: 'planner' }, []));
        k.push(T.llm(recite[(i + 1) % 3] + '\n\nStep 1 again to be sure we reproduce:\n' + cmd, [], { agent: 'planner' }));
        k.push(T.tool('sh', { code: 'cd crates/geo-tiles && cargo build --all-features 2>&1 | tail -n 20', lang: 'sh' }, 'exitcode: 101 (execution failed)\nCode output: ' + build(), { spanName: 'execute_code_blocks', agent: 'code_executor', error: 'exitcode 101' }));
      }
      return { root: T.root('GroupChatManager.run_chat', { message: this.goal, participants: ['planner', 'code_executor'] }, { summary: null, termination: 'max_round' }, k, { maxRound: 12, meta: { last_speaker: 'code_executor' } }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'blood banks', style: 'sk', loop: true, stagnation: true,
    isolates: 'A Semantic Kernel allocation agent that finds only five eligible O-negative units for a six-unit order keeps re-writing the same three-part allocation plan and re-querying the same depot instead of widening the search or reporting the shortfall.',
    goal: 'St Aelred\'s NICU requests 6 units of O-negative, irradiated, CMV-negative red cells for a neonatal exchange transfusion tomorrow at 07:00. Allocate them from the Northgate depot, reserve them and book a courier.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are AllocationAgent for the regional blood service. Functions: Inventory-GetUnits, Inventory-ReserveUnits, Logistics-GetCourierSlots, Logistics-BookCourier. Never reserve fewer units than requested without telling the requester.', goal: this.goal });
      const tomorrow = N.dayPlus(1);
      const args = { depot: 'NORTHGATE', abo_rh: 'O NEG', component: 'RBC', attributes: ['IRRADIATED', 'CMV_NEG'], expires_after: `${tomorrow}T07:00:00Z` };
      const units = () => ({
        depot: 'NORTHGATE', as_of: N.iso(), snapshot_lsn: N.lsn(), correlation_id: N.uuid(),
        count: 5,
        units: [
          { din: 'G0431 24 118273 K', expiry: N.dayPlus(4), irradiated_at: N.dayPlus(-2), volume_ml: 52, location: 'FR-2/S3' },
          { din: 'G0431 24 118301 D', expiry: N.dayPlus(4), irradiated_at: N.dayPlus(-2), volume_ml: 49, location: 'FR-2/S3' },
          { din: 'G0431 24 118322 W', expiry: N.dayPlus(6), irradiated_at: N.dayPlus(-1), volume_ml: 55, location: 'FR-2/S4' },
          { din: 'G0577 24 009812 P', expiry: N.dayPlus(7), irradiated_at: N.dayPlus(-1), volume_ml: 51, location: 'FR-1/S1' },
          { din: 'G0577 24 009840 A', expiry: N.dayPlus(9), irradiated_at: N.dayPlus(0), volume_ml: 47, location: 'FR-1/S1' },
        ],
        note: 'paediatric split packs excluded (component RBC_PAED)',
      });
      const plan = [
        'To allocate safely I need three things: (1) the list of O-negative irradiated red cell units at Northgate that expire after tomorrow 07:00, (2) confirmation that each unit is CMV-negative for neonatal use, and (3) then I reserve six of them and book a courier. Let me pull the unit list first.',
        'To allocate this safely I need three things: (1) the list of O-negative irradiated red cell units at Northgate expiring after tomorrow 07:00, (2) confirmation that each unit is CMV-negative for neonatal use, and (3) then I reserve six of them and book a courier. Pulling the unit list first.',
        'To allocate safely I need three things: (1) the O-negative irradiated red cell units at Northgate that expire after tomorrow 07:00, (2) confirmation that each one is CMV-negative for neonatal use, and (3) then I reserve six of them and book a courier. Let me pull the unit list first.',
        'To allocate safely I need three things: (1) the list of O-negative irradiated red cell units at Northgate that expire after tomorrow 07:00, (2) confirmation each unit is CMV-negative for neonatal use, and (3) then reserve six of them and book a courier. First the unit list.',
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const call = { name: 'Inventory-GetUnits', args };
        // SK records the auto-invoked function under the chat completion that requested it
        const chat = T.llm(plan[i], [call]);
        chat.children.push(T.tool('Inventory-GetUnits', args, units()));
        k.push(chat);
        if (i === 0) {
          const c2 = T.llm('Five units came back. The filter already included CMV_NEG, so the attribute check is covered by the query. I will double-check the courier window while I think about the count.', [{ name: 'Logistics-GetCourierSlots', args: { from: 'NORTHGATE', to: 'ST-AELRED-NICU', date: tomorrow } }]);
          k.push(c2);
          c2.children.push(T.tool('Logistics-GetCourierSlots', { from: 'NORTHGATE', to: 'ST-AELRED-NICU', date: tomorrow }, { slots: [{ depart: '04:30', arrive: '05:40', vehicle: 'BLUE-LIGHT-3' }, { depart: '05:15', arrive: '06:20', vehicle: 'VAN-11' }], quote_id: N.reqId('q'), ttl_s: 300 }));
        }
      }
      return { root: T.root('invoke_agent AllocationAgent', { input: this.goal }, { content: null }, k, { error: 'KernelInvokeException: maximum auto-invoke attempts (10) reached', meta: { 'gen_ai.agent.name': 'AllocationAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'ice rinks', style: 'haystack', loop: true, stagnation: true,
    isolates: 'A Haystack agent fixing a resurfacing conflict keeps writing the same arithmetic about game end, resurface time and public-skate start, then re-reads the same rink schedule each step without proposing or applying a change.',
    goal: 'On Saturday the public skate on rink 2 starts at 14:00, but the U12 game before it only ends at 13:50 and the ice needs resurfacing in between. Rework the rink 2 schedule so the ice is resurfaced before public skate, and tell the front desk the new times.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You schedule the two sheets of the Lakeside Arena. Tools: get_rink_schedule, get_resurfacer_log, update_slot, post_front_desk_note.', goal: this.goal });
      const sat = N.dayPlus(3);
      const sched = () => ({
        rink: 2, date: sat, tz: 'America/Winnipeg', fetched: N.usDate(), etag: N.etag(true),
        slots: [
          { id: 'R2-1130', start: '11:30', end: '12:30', booking: 'Learn-to-skate L2' },
          { id: 'R2-1240', start: '12:40', end: '13:50', booking: 'U12 Lakeside Lynx vs Selkirk Steelers', locked: true },
          { id: 'R2-1400', start: '14:00', end: '15:30', booking: 'Public skate', capacity: 220, presold: 61 },
          { id: 'R2-1545', start: '15:45', end: '16:45', booking: 'Figure club freestyle' },
        ],
        resurface_rules: { full_flood_min: 15, settle_min: 10 },
      });
      const musing = [
        'The conflict: the U12 game ends at 13:50 and a full flood takes 15 minutes plus 10 minutes to settle, so the ice is ready at 14:15 at the earliest. Public skate cannot start at 14:00 unless the game moves earlier or public skate shifts to 14:15. Let me re-check the rink 2 schedule.',
        'The conflict: the U12 game ends at 13:50, and a full flood takes 15 minutes plus 10 minutes to settle, so the ice is ready at 14:15 at the earliest. Public skate cannot start at 14:00 unless the game moves earlier or public skate shifts to 14:15. Re-checking the rink 2 schedule.',
        'So the conflict is: the U12 game ends at 13:50 and a full flood takes 15 minutes plus 10 to settle, so the ice is ready at 14:15 at the earliest. Public skate can\'t start at 14:00 unless the game moves earlier or public skate shifts to 14:15. Let me re-check the rink 2 schedule.',
        'The conflict: the U12 game ends at 13:50 and a full flood takes 15 minutes plus 10 minutes to settle, so the ice is ready at 14:15 at the earliest. Public skate cannot start at 14:00 unless the game moves earlier or the public skate shifts to 14:15. Let me check the rink 2 schedule again.',
      ];
      const k = [];
      k.push(T.llm('First I will read the rink 2 schedule for Saturday.', [{ name: 'get_rink_schedule', args: { rink: 2, date: sat } }], { visit: 1 }));
      k.push(T.tool('get_rink_schedule', { rink: 2, date: sat }, sched()));
      k.push(T.llm('The game slot is locked by the league. I will also check how long the resurfacer actually needs on rink 2.', [{ name: 'get_resurfacer_log', args: { machine: 'ZAM-526-B', last_n: 5 } }], { visit: 2 }));
      k.push(T.tool('get_resurfacer_log', { machine: 'ZAM-526-B', last_n: 5 }, `machine ZAM-526-B fw 3.11 polled ${N.slash()}\n#  rink  start  end    water_l  note\n1  2     09:02  09:16  490      full\n2  2     10:31  10:45  505      full\n3  1     11:17  11:31  470      full\n4  2     12:32  12:39  180      dry cut\n5  1     13:05  13:20  510      full\nbattery 71%  seq=${N.int(40000, 49999)}`));
      for (let i = 0; i < 4; i++) {
        k.push(T.llm(musing[i], [{ name: 'get_rink_schedule', args: { rink: 2, date: sat } }], { visit: 3 + i }));
        k.push(T.tool('get_rink_schedule', { rink: 2, date: sat }, sched()));
      }
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { messages: null, error: 'max_agent_steps exceeded' }, k, { error: 'Agent exceeded maximum agent steps (10)', maxSteps: 10 }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'sawmill lumber grading', style: 'plain', loop: true, stagnation: true,
    isolates: 'A plain function-calling agent investigating a spike in wane rejects repeats the same scanner-versus-log-supply plan in every message and re-pulls the same shift grade statistics, never reaching a conclusion.',
    goal: 'Grading station 2 rejected 18% of this morning\'s spruce 2x6 run for wane, about triple the usual rate. Find out whether the scanner calibration or the log supply is the cause, and tell the shift lead.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You support the planer mill at Nordvik Timber. Tools: get_grade_stats(line, shift, product), get_scanner_calibration(station), get_log_deck_intake(deck, date).', goal: this.goal });
      const stats = () => ({
        line: 'PL-2', station: 'GS-2', shift: 'A', product: 'SPF 2x6', pieces: 6412,
        grades: { 'No.1': 0.412, 'No.2': 0.311, 'No.3': 0.071, reject: 0.182 },
        reject_reasons: { wane: 0.118, knot: 0.029, split: 0.017, skip: 0.011, other: 0.007 },
        baseline_wane_30d: 0.039,
        report_id: N.jobId('gr'), computed_at: N.isoMicro(), host: N.host('mes-report'),
      });
      const plan = [
        'I will compare the wane rejects against the scanner calibration: if the last calibration drifted, the wane threshold would trigger on sound edges; otherwise the cause is the log supply, for example smaller-diameter logs from deck C. First, today\'s grade statistics for station 2.',
        'I\'ll compare the wane rejects with the scanner calibration: if the last calibration drifted, the wane threshold would trigger on sound edges; otherwise the cause is the log supply, e.g. smaller-diameter logs from deck C. First, today\'s grade statistics for station 2.',
        'I will compare the wane rejects against the scanner calibration: if the last calibration has drifted, the wane threshold would trigger on sound edges; otherwise the cause is the log supply, for example smaller-diameter logs from deck C. Starting with today\'s grade statistics for station 2.',
        'I will compare wane rejects against the scanner calibration: if the last calibration drifted, the wane threshold would fire on sound edges; otherwise the cause is the log supply, for example smaller-diameter logs from deck C. First, today\'s grade statistics for station 2.',
        'I will compare the wane rejects against the scanner calibration: if the last calibration drifted, the wane threshold would trigger on sound edges; otherwise the cause is the log supply, for example smaller-diameter logs from deck C. First the grade statistics for station 2 today.',
      ];
      const sArgs = { line: 'PL-2', shift: 'A', product: 'SPF 2x6' };
      const k = [];
      k.push(T.llm(plan[0], [{ name: 'get_grade_stats', args: sArgs }]));
      k.push(T.tool('get_grade_stats', sArgs, stats()));
      k.push(T.llm('Wane is 11.8% against a 3.9% baseline. Checking the scanner calibration record.', [{ name: 'get_scanner_calibration', args: { station: 'GS-2' } }]));
      k.push(T.tool('get_scanner_calibration', JSON.stringify({ station: 'GS-2' }), `HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: ${N.uuid()}\nDate: ${N.http()}\n\n{"station":"GS-2","vendor":"LumiScan 9","last_calibration":"${N.dayPlus(-9)}","reference_board_dev_mm":0.4,"tolerance_mm":1.0,"status":"IN_TOLERANCE"}`));
      for (let i = 1; i < 5; i++) {
        k.push(T.llm(plan[i], [{ name: 'get_grade_stats', args: sArgs }]));
        k.push(T.tool('get_grade_stats', sArgs, stats()));
      }
      return { root: T.root('agent_run', { goal: this.goal }, { status: 'max_turns_exceeded', turns: 6 }, k, { error: 'MaxTurnsExceeded: 6' }) };
    },
  },
];
