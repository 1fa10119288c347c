import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'two-state-oscillation', loop: true, stagnation: true,
  isolates: 'The agent flips between two states A/B/A/B and each check in a state returns what it returned last time in that state; 2+ full cycles.',
};

export const rows = [
  { id: '01', domain: 'lido management', style: 'adk', build(r) {
    const goal = 'The outdoor lido\'s free chlorine is low (0.6 ppm). Get it into the 1.0-3.0 ppm band before the 07:00 opening.';
    const T = recorder('adk', r, { goal, system: 'You operate the plant-room controller at Parkside Lido.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'read_probe', args: { probe: 'main-pool' }, out: { free_cl_ppm: 0.6, ph: 7.9, orp_mv: 612, water_c: 19.4, sampled: r.iso(), plc: r.host('plc') } }]));
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn('Chlorine is low; the pH is high which weakens chlorine. Switching the dosing mode to pH-priority.', [{ name: 'set_dosing_mode', args: { mode: 'ph_priority' }, out: { ok: true, mode: 'ph_priority', applied: r.iso() } }, { name: 'read_probe', args: { probe: 'main-pool' }, out: { free_cl_ppm: 0.6, ph: 7.6, orp_mv: 618, water_c: 19.4, sampled: r.iso(), plc: r.host('plc') } }]));
      ch.push(...T.turn('pH improved but chlorine is still low. Switching the dosing mode to chlorine-priority.', [{ name: 'set_dosing_mode', args: { mode: 'cl_priority' }, out: { ok: true, mode: 'cl_priority', applied: r.iso() } }, { name: 'read_probe', args: { probe: 'main-pool' }, out: { free_cl_ppm: 0.6, ph: 7.9, orp_mv: 612, water_c: 19.4, sampled: r.iso(), plc: r.host('plc') } }]));
    }
    return { isolates: 'Google ADK: dosing mode toggled ph_priority/cl_priority three full cycles; each mode reads back the same pH and the same 0.6 ppm chlorine.', goal,
      root: rootAgent('adk', 'plant_room_agent', goal, ch, { final: null, reason: 'max_llm_calls' }, { 'gcp.vertex.agent.session_id': r.uuid(), app_name: 'lido_ops' }) };
  } },

  { id: '02', domain: 'drone racing league', style: 'responses', build(r) {
    const goal = 'Find why pilot "VTX_Kestrel" is missing from the round-3 heat sheet and fix the sheet.';
    const T = recorder('responses', r, { goal, system: 'You administer the league portal for the Midlands FPV Drone Racing League.', reasoningSummary: true });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'list_pilots', args: { round: 3, filter: 'registered' }, out: JSON.stringify({ count: 23, pilots: ['Ace_Vee', 'BumbleFPV', '…'], has_kestrel: false, cursor: r.cursor() }) }]));
    for (let i = 0; i < 2; i++) {
      ch.push(...T.turn('Kestrel is not in the registered list. Let me check the checked-in filter instead.', [{ name: 'list_pilots', args: { round: 3, filter: 'checked_in' }, out: JSON.stringify({ count: 19, has_kestrel: false, cursor: r.cursor(), served_by: r.host('league-api') }) }]));
      ch.push(...T.turn('Kestrel is not in the checked-in list either. Let me check the registered filter instead.', [{ name: 'list_pilots', args: { round: 3, filter: 'registered' }, out: JSON.stringify({ count: 23, has_kestrel: false, cursor: r.cursor(), served_by: r.host('league-api') }) }]));
    }
    ch.push(...T.turn('Kestrel is not in the registered list. Let me check the checked-in filter instead.', [{ name: 'list_pilots', args: { round: 3, filter: 'checked_in' }, out: JSON.stringify({ count: 19, has_kestrel: false, cursor: r.cursor(), served_by: r.host('league-api') }) }]));
    return { isolates: 'Responses API items: the roster filter alternates registered/checked_in for 2.5 cycles with identical counts; the waitlist or pilot record is never looked at.', goal,
      root: rootAgent('responses', 'league-admin', goal, ch, { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }) };
  } },

  { id: '03', domain: 'e-scooter rebalancing', style: 'langfuse', build(r) {
    const goal = 'Plan tonight\'s rebalancing van route so that Station Quay has at least 12 scooters by 07:00.';
    const T = recorder('langfuse', r, { goal, system: 'You plan overnight rebalancing for ZipRide scooters.' });
    const ch = [];
    for (let i = 0; i < 2; i++) {
      ch.push(...T.turn('Route via the ring road looks faster. Setting depot to North and recomputing.', [{ name: 'set_route_depot', args: { depot: 'north' }, out: { depot: 'north', ok: true } }, { name: 'compute_route', args: { target: 'station-quay', min_units: 12 }, out: { feasible: false, eta: '07:24', units_delivered: 12, reason: 'van capacity 14 but pickup cluster at Mill Lane locked until 05:30', solver_ms: r.ms(200, 900), job: r.jobId('vrp') } }]));
      ch.push(...T.turn('ETA too late from North. Setting depot to South and recomputing.', [{ name: 'set_route_depot', args: { depot: 'south' }, out: { depot: 'south', ok: true } }, { name: 'compute_route', args: { target: 'station-quay', min_units: 12 }, out: { feasible: false, eta: '07:11', units_delivered: 12, reason: 'Mill Lane cluster locked until 05:30; only 1 van shift available', solver_ms: r.ms(200, 900), job: r.jobId('vrp') } }]));
    }
    return { isolates: 'Langfuse generations: depot north/south toggled twice, each depot returns the same infeasible ETA; the Mill Lane lock named in the results is never addressed.', goal,
      root: rootAgent('langfuse', 'rebalance-planner', goal, ch, { output: null, level: 'WARNING', statusMessage: 'max iterations' }, { sessionId: r.uuid(), tags: ['ops', 'night'] }) };
  } },

  { id: '04', domain: 'snooker hall', style: 'strands', build(r) {
    const goal = 'The online booking page shows table 6 as unavailable all evening even though it is free. Fix the availability.';
    const T = recorder('strands', r, { goal, system: 'You are the admin assistant for Cue Club Snooker Hall. You can edit the booking system config.' });
    const ch = [];
    for (let i = 0; i < 2; i++) {
      ch.push(...T.turn('I\'ll set the table 6 status to "maintenance: false" and reload the public page.', [{ name: 'update_table', args: { table: 6, maintenance: false }, out: { status: 'success', content: [{ json: { table: 6, maintenance: false, version: 40 + i * 2 } }] } }, { name: 'http_get', args: { url: 'https://cueclub.example/book?date=today' }, out: { status: 'success', content: [{ text: `HTTP/1.1 200 OK\ncf-cache-status: HIT\nage: ${r.int(100, 900)}\ncf-ray: ${r.hex(16)}-LHR\n\n<td class="t6 unavailable">Table 6 - Unavailable</td>` }] } }]));
      ch.push(...T.turn('Still unavailable. Maybe it needs the maintenance flag on then off; I\'ll set it to "maintenance: true" and reload the public page.', [{ name: 'update_table', args: { table: 6, maintenance: true }, out: { status: 'success', content: [{ json: { table: 6, maintenance: true, version: 41 + i * 2 } }] } }, { name: 'http_get', args: { url: 'https://cueclub.example/book?date=today' }, out: { status: 'success', content: [{ text: `HTTP/1.1 200 OK\ncf-cache-status: HIT\nage: ${r.int(100, 900)}\ncf-ray: ${r.hex(16)}-LHR\n\n<td class="t6 unavailable">Table 6 - Unavailable</td>` }] } }]));
    }
    return { isolates: 'Strands Agents: the maintenance flag is toggled false/true twice and the cached page (cf-cache-status HIT) shows the same text every time; the cache is never purged.', goal,
      root: rootAgent('strands', 'hall_admin', goal, ch, { stop_reason: 'max_tokens' }, { 'gen_ai.agent.name': 'hall_admin' }) };
  } },

  { id: '05', domain: 'geothermal wells', style: 'semantickernel', build(r) {
    const goal = 'Well GW-3 production has dropped 18%. Find the cause in the historian data.';
    const T = recorder('semantickernel', r, { goal, system: 'You are a reservoir engineering assistant at Kerrow Geothermal.', plugin: 'Historian' });
    const ch = [];
    for (let i = 0; i < 2; i++) {
      ch.push(...T.turn('Let me view the data in the 24h window.', [{ name: 'set_window', args: { window: '24h' }, out: 'window=24h' }, { name: 'query_tags', args: { well: 'GW-3', tags: ['WHP', 'FLOW', 'TEMP'] }, out: `tag   min    max    mean   (24h, ${r.iso()}, pi-srv ${r.host('pi')})\nWHP   11.2   11.9   11.6 bar\nFLOW  41.0   43.7   42.2 kg/s\nTEMP  162    164    163 C` }]));
      ch.push(...T.turn('Let me view the data in the 30d window to see the trend.', [{ name: 'set_window', args: { window: '30d' }, out: 'window=30d' }, { name: 'query_tags', args: { well: 'GW-3', tags: ['WHP', 'FLOW', 'TEMP'] }, out: `tag   min    max    mean   (30d, ${r.iso()}, pi-srv ${r.host('pi')})\nWHP   11.1   14.2   12.4 bar\nFLOW  40.8   52.1   46.9 kg/s\nTEMP  161    166    164 C` }]));
    }
    ch.push(...T.turn('Let me view the data in the 24h window.', [{ name: 'set_window', args: { window: '24h' }, out: 'window=24h' }, { name: 'query_tags', args: { well: 'GW-3', tags: ['WHP', 'FLOW', 'TEMP'] }, out: `tag   min    max    mean   (24h, ${r.iso()}, pi-srv ${r.host('pi')})\nWHP   11.2   11.9   11.6 bar\nFLOW  41.0   43.7   42.2 kg/s\nTEMP  162    164    163 C` }]));
    return { isolates: 'Semantic Kernel function calls: the historian window flips 24h/30d for 2.5 cycles, each window returning the same table; no other tag or well is examined.', goal,
      root: rootAgent('semantickernel', 'ReservoirAgent', goal, ch, { finish_reason: 'MaximumAutoInvokeAttempts' }) };
  } },

  { id: '06', domain: 'microgreens farm', style: 'openhands', build(r) {
    const goal = 'CI for the microgreens farm\'s tray-scheduler repo fails on test_harvest_window. Make it pass.';
    const T = recorder('openhands', r, { goal, system: 'You are OpenHands agent. Use the bash and str_replace_editor tools.' });
    const ch = [];
    ch.push(...T.turn('Let me run the failing test.', [{ name: 'execute_bash', args: { command: 'pytest tests/test_schedule.py::test_harvest_window -q' }, obs: 'run', out: `F\n=================================== FAILURES ===================================\nE   AssertionError: assert datetime.date(2025, 4, 9) == datetime.date(2025, 4, 10)\n1 failed in ${r.dur(300, 2000)}\n[Python Interpreter: /openhands/poetry/venv-${r.hex(8)}/bin/python]` }]));
    for (let i = 0; i < 2; i++) {
      ch.push(...T.turn('The window end should be inclusive. I will change `<` to `<=` in harvest_window.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/trays/schedule.py', old_str: 'while day < end:', new_str: 'while day <= end:' }, obs: 'edit', out: 'The file /workspace/trays/schedule.py has been edited.' }, { name: 'execute_bash', args: { command: 'pytest tests/test_schedule.py -q' }, obs: 'run', out: `.F..F\nE   AssertionError: test_blackout_days: assert 6 == 5\nE   AssertionError: test_harvest_window_short: assert 3 == 2\n2 failed, 3 passed in ${r.dur(300, 2000)}` }]));
      ch.push(...T.turn('That broke two other tests. I will revert `<=` back to `<` in harvest_window.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/trays/schedule.py', old_str: 'while day <= end:', new_str: 'while day < end:' }, obs: 'edit', out: 'The file /workspace/trays/schedule.py has been edited.' }, { name: 'execute_bash', args: { command: 'pytest tests/test_schedule.py -q' }, obs: 'run', out: `F....\nE   AssertionError: assert datetime.date(2025, 4, 9) == datetime.date(2025, 4, 10)\n1 failed, 4 passed in ${r.dur(300, 2000)}` }]));
    }
    return { isolates: 'OpenHands events: a comparison operator flipped < / <= twice; each state yields the same test failures as last time.', goal,
      root: rootAgent('openhands', 'CodeActAgent', goal, ch, { agent_state: 'error', reason: 'max_iterations reached' }, { conversation_id: r.hex(32) }) };
  } },
];
