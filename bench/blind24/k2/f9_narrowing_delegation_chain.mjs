// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task
// down; results come back up and the top agent finishes.
import { styler, span } from './lib.mjs';

export const FAMILY = {
  name: 'narrowing_delegation_chain',
  loop: false,
  stagnation: false,
  summary: 'Nested delegation 3+ levels where each level passes a narrower, different sub-task; the leaf does real work; results flow up; done.',
};

export const rows = [
  {
    n: '01', domain: 'bobsleigh track ice preparation', style: 'bedrock', start: '2025-01-14T04:30:00Z',
    isolates: 'A Bedrock supervisor asks IceCrew to prepare curves 11-15; IceCrew asks Refrigeration to lower sector 3 brine; Refrigeration asks Sensors for curve 13 ice thickness; readings come back up and the setpoint is changed.',
    goal: 'Get curves 11-15 of the bobsleigh track ready for Thursday\'s two-man training runs (ice 40-50 mm, surface -7 to -9 °C).',
    build(c) {
      const s = styler('bedrock', c, { model: 'anthropic.claude-3-5-sonnet-20241022-v2:0' });
      const collab = (name, text, kids, out) => span('tool', 'AgentCommunication__sendMessage', { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: name, input: { type: 'TEXT', text } } }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: name, output: { type: 'TEXT', text: out } } }, [span('agent', name, { inputText: text }, out, kids, { metadata: { collaboration: 'COLLABORATOR', agentAliasArn: `arn:aws:bedrock:eu-central-1:${c.digits(12)}:agent-alias/${c.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/${c.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}` } })]);
      const sensors = [
        s.llm({ msgs: [['user', 'Read ice thickness and surface temperature at curve 13 probes P13-1..P13-6.']], text: '<thinking>Call the probe action group for curve 13.</thinking>' }),
        span('tool', 'ProbeActions::readProbes', { actionGroup: 'ProbeActions', apiPath: '/probes/read', httpMethod: 'GET', parameters: [{ name: 'curve', type: 'integer', value: '13' }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ curve: 13, read_at: c.iso(), probes: [{ id: 'P13-1', ice_mm: 52, surf_c: -6.1 }, { id: 'P13-2', ice_mm: 55, surf_c: -5.8 }, { id: 'P13-3', ice_mm: 58, surf_c: -5.5 }, { id: 'P13-4', ice_mm: 54, surf_c: -5.9 }, { id: 'P13-5', ice_mm: 49, surf_c: -6.4 }, { id: 'P13-6', ice_mm: 47, surf_c: -6.6 }], plc: `S7-1500/${c.ip()}` }) } } }, []),
        s.llm({ msgs: [['tool', 'probe readings']], text: 'Curve 13: ice 47-58 mm (P13-3 high at 58), surface -5.5 to -6.6 °C (too warm).' }),
      ];
      const refrig = [
        s.llm({ msgs: [['user', 'Bring sector 3 (curves 11-15) surface to -8 °C; tell me what brine setpoint you need.']], text: '<thinking>I need current ice data at the warmest curve, 13, before changing the brine setpoint. Ask Sensors.</thinking>' }),
        collab('Sensors', 'Read ice thickness and surface temperature at curve 13 probes P13-1..P13-6.', sensors, 'Curve 13: ice 47-58 mm (P13-3 high at 58), surface -5.5 to -6.6 °C (too warm).'),
        s.llm({ msgs: [['user', 'sensors answered']], text: '<thinking>Surface is ~2 °C too warm. Rule of thumb on this plant: 1 °C of brine per 0.8 °C of surface. Lower sector 3 brine from -10.5 to -13.0 °C.</thinking>' }),
        span('tool', 'PlantActions::setBrineSetpoint', { actionGroup: 'PlantActions', apiPath: '/sectors/3/setpoint', httpMethod: 'PUT', requestBody: { setpoint_c: -13.0 } }, { httpStatusCode: 202, responseBody: { 'application/json': { body: JSON.stringify({ sector: 3, previous: -10.5, setpoint: -13.0, ramp_c_per_h: 0.5, eta: c.isoOff(300), change_id: c.uuid() }) } } }, []),
      ];
      const icecrew = [
        s.llm({ msgs: [['user', 'Prepare curves 11-15 for Thursday two-man training: ice 40-50 mm, surface -7 to -9 °C.']], text: '<thinking>Two parts: temperature (Refrigeration) and thickness (my crew shaves high spots). Ask Refrigeration to bring sector 3 to -8 °C first.</thinking>' }),
        collab('Refrigeration', 'Bring sector 3 (curves 11-15) surface to -8 °C; tell me what brine setpoint you need.', refrig, 'Sector 3 brine lowered from -10.5 to -13.0 °C (ramp 0.5 °C/h, ~5 h). Curve 13 currently 47-58 mm ice, P13-3 at 58 mm.'),
        s.llm({ msgs: [['user', 'refrigeration answered']], text: 'Shave curve 13 near P13-3 (58 mm → 48 mm) Wednesday night after the brine ramp completes; curves 11, 12, 14, 15 within spec.' }),
      ];
      return span('agent', 'TrackOpsSupervisor', { inputText: 'Get curves 11-15 ready for Thursday two-man training.', sessionId: c.uuid() }, 'Curves 11-15 will be ready: brine for sector 3 lowered to -13.0 °C (ramp done in ~5 h), crew shaves curve 13 at probe P13-3 from 58 to 48 mm on Wednesday night; other curves within spec.', [
        s.llm({ msgs: [['user', 'Get curves 11-15 ready for Thursday two-man training.']], text: '<thinking>Delegate curve preparation to IceCrew.</thinking>' }),
        collab('IceCrew', 'Prepare curves 11-15 for Thursday two-man training: ice 40-50 mm, surface -7 to -9 °C.', icecrew, 'Brine ramp to -13.0 °C under way; shave curve 13 at P13-3 Wednesday night; rest in spec.'),
        s.llm({ msgs: [['user', 'icecrew answered']], text: 'Curves 11-15 will be ready for Thursday: sector 3 brine now -13.0 °C, curve 13 shave scheduled Wednesday night.' }),
      ], { metadata: { collaboration: 'SUPERVISOR' } });
    },
  },

  {
    n: '02', domain: 'porcelain doll restoration', style: 'smolagents', start: '2025-10-07T11:00:00Z',
    isolates: 'A smolagents manager hands "plan the repair" to restoration_planner, which hands "choose a filler" to materials_agent, which hands "price Paraloid B-72" to supplier_lookup; each answer flows back and a quote is produced.',
    goal: 'Quote the repair of a 1890s German bisque doll with a 4 cm hairline crack on the back of the head and a missing finger.',
    build(c) {
      const s = styler('smolagents', c, { model: 'Qwen/Qwen2.5-72B-Instruct' });
      const step = (n, thought, code, kids, obs) => span('chain', `Step ${n}`, null, { observations: obs }, [s.llm({ msgs: [['user', 'task']], text: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }), ...kids], { metadata: { step_number: n } });
      const supplier = span('agent', 'supplier_lookup.run', { task: 'Price Paraloid B-72 100 g and glass microballoons 50 g from conservation suppliers in the EU.' }, 'Paraloid B-72 100 g €14.90 (Kremer), microballoons 50 g €9.40 (Deffner & Johann); both ship in 3 days.', [
        step(1, 'Search supplier catalogues.', 'print(catalog_search(items=["Paraloid B-72 100g", "glass microballoons 50g"]))', [s.tool('catalog_search', { items: ['Paraloid B-72 100g', 'glass microballoons 50g'] }, `Execution logs:\n[{'item': 'Paraloid B-72 100g', 'supplier': 'Kremer Pigmente', 'eur': 14.9, 'stock': 'yes'}, {'item': 'glass microballoons 50g', 'supplier': 'Deffner & Johann', 'eur': 9.4, 'stock': 'yes'}]\nLast output from code snippet: None (took ${c.secs(0.8, 3)}s)`)], 'prices found'),
      ]);
      const materials = span('agent', 'materials_agent.run', { task: 'Choose a reversible filler system for a hairline crack in unglazed bisque; it must be removable.' }, 'Use Paraloid B-72 in acetone (10%) to consolidate, fill with B-72 bulked with glass microballoons, in-paint with acrylics; cost €24.30.', [
        step(1, 'B-72 bulked with microballoons is the standard reversible fill for bisque. Ask supplier_lookup for prices.', 'r = supplier_lookup(task="Price Paraloid B-72 100 g and glass microballoons 50 g from conservation suppliers in the EU.")\nprint(r)', [s.tool('supplier_lookup', { task: 'Price Paraloid B-72 100 g and glass microballoons 50 g' }, 'Paraloid B-72 100 g €14.90 (Kremer), microballoons 50 g €9.40 (Deffner & Johann).', { children: [supplier], type: 'agent' })], 'materials priced'),
      ]);
      const planner = span('agent', 'restoration_planner.run', { task: 'Plan the repair: 4 cm hairline crack back of bisque head; missing left index finger (composition body).' }, 'Plan: crack — consolidate/fill with B-72 + microballoons, 3.5 h; finger — model in epoxy putty from a cast of the right index, 2.5 h; in-paint 1 h. Materials €24.30 + €6 putty.', [
        step(1, 'The crack needs a filler choice; delegate that to materials_agent. The finger is composition, so I can plan a cast replacement myself.', 'm = materials_agent(task="Choose a reversible filler system for a hairline crack in unglazed bisque; it must be removable.")\nprint(m)', [s.tool('materials_agent', { task: 'Choose a reversible filler system for a hairline crack in unglazed bisque' }, 'B-72 10% consolidant, B-72 + microballoons fill, acrylic in-paint; €24.30.', { children: [materials], type: 'agent' })], 'filler chosen'),
        step(2, 'Estimate hours.', 'print(labour_estimate(tasks=["crack fill bisque 4cm", "finger cast+model", "in-paint"]))', [s.tool('labour_estimate', { tasks: ['crack fill bisque 4cm', 'finger cast+model', 'in-paint'] }, 'Execution logs:\n{"crack fill bisque 4cm": 3.5, "finger cast+model": 2.5, "in-paint": 1.0}')], 'hours 7.0'),
      ]);
      return span('agent', 'CodeAgent.run', { task: 'Quote the repair of the 1890s bisque doll.' }, 'Quote: 7 h at €55 = €385 labour + €30.30 materials = €415.30; turnaround 3 weeks.', [
        step(1, 'Delegate the repair plan to restoration_planner.', 'plan = restoration_planner(task="Plan the repair: 4 cm hairline crack back of bisque head; missing left index finger (composition body).")\nprint(plan)', [s.tool('restoration_planner', { task: 'Plan the repair: crack + missing finger' }, 'Plan: 7 h total; materials €30.30.', { children: [planner], type: 'agent' })], 'plan ready'),
        step(2, 'Compute quote: 7 h x €55 + €30.30.', 'final_answer("Quote: 7 h at €55 = €385 labour + €30.30 materials = €415.30; turnaround 3 weeks.")', [s.tool('final_answer', { answer: 'Quote: €415.30' }, 'Quote: 7 h at €55 = €385 labour + €30.30 materials = €415.30; turnaround 3 weeks.')], 'final'),
      ], { metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },

  {
    n: '03', domain: 'drone light show choreography', style: 'plain', start: '2025-06-21T16:00:00Z',
    isolates: 'Plain message-level trace: the show director delegates one segment to the choreographer, which delegates a frame-range separation check to the safety agent, which runs the checker tool; the fix comes back up and the show file is exported.',
    goal: 'Finalise the 300-drone lakeside midsummer show file, making sure the "heron taking flight" segment meets the 2.0 m minimum separation.',
    build(c) {
      const s = styler('plain', c, { model: 'gpt-4o-2024-11-20' });
      const safety = span('agent', 'safety_agent', { task: 'Check minimum drone separation in segment 3 frames 1200-1800 (heron wings).' }, 'Frames 1412-1436: 6 pairs at 1.6-1.9 m in the wingtips; all other frames ≥ 2.1 m.', [
        s.llm({ msgs: [['system', 'You check flight safety constraints.'], ['user', 'Check minimum separation in segment 3 frames 1200-1800.']], calls: [['separation_check', { show: 'midsummer_v9.skyc', frames: [1200, 1800], min_m: 2.0 }]] }),
        s.tool('separation_check', { show: 'midsummer_v9.skyc', frames: [1200, 1800], min_m: 2.0 }, `checked 601 frames x 300 drones in ${c.secs(2, 9)}s\nVIOLATIONS (6 pairs):\n  f1412-1436 d117<->d118 1.62m\n  f1418-1430 d121<->d122 1.71m\n  f1420-1433 d131<->d132 1.77m\n  f1422-1435 d140<->d141 1.80m\n  f1425-1436 d149<->d150 1.86m\n  f1426-1436 d153<->d154 1.90m\nmin elsewhere: 2.14m`),
        s.llm({ msgs: [['tool', '6 violations']], text: 'Frames 1412-1436: 6 pairs at 1.6-1.9 m in the wingtips; all other frames ≥ 2.1 m.' }),
      ]);
      const chor = span('agent', 'choreographer', { task: 'Make segment 3 (heron taking flight) safe without changing its look.' }, 'Wingspan scaled 1.15x for frames 1400-1440; re-check clean (min 2.08 m).', [
        s.llm({ msgs: [['user', 'Make segment 3 safe.']], text: 'I need to know exactly where separation is violated before changing the wing geometry.', calls: [['delegate', { agent: 'safety_agent', task: 'Check minimum drone separation in segment 3 frames 1200-1800 (heron wings).' }]] }),
        s.tool('delegate', { agent: 'safety_agent' }, 'Frames 1412-1436: 6 pairs at 1.6-1.9 m in the wingtips.', { children: [safety] }),
        s.llm({ msgs: [['tool', 'violations at wingtips f1412-1436']], text: 'The wingtips crowd during the downstroke. Scaling the wing span by 1.15 for frames 1400-1440 spreads them by ~0.3 m.', calls: [['transform_frames', { segment: 3, frames: [1400, 1440], group: 'wings', scale: 1.15 }]] }),
        s.tool('transform_frames', { segment: 3, frames: [1400, 1440], group: 'wings', scale: 1.15 }, { ok: true, drones_moved: 64, new_file: 'midsummer_v10.skyc', min_sep_m: 2.08 }),
        s.llm({ msgs: [['tool', 'min 2.08']], text: 'Wingspan scaled 1.15x for frames 1400-1440; re-check clean (min 2.08 m).' }),
      ]);
      return span('agent', 'show_director', { task: 'Finalise the midsummer show file.' }, { exported: 'midsummer_v10_final.skyc' }, [
        s.llm({ msgs: [['system', 'You are the show director.'], ['user', 'Finalise the 300-drone midsummer show; min separation 2.0 m.']], calls: [['delegate', { agent: 'choreographer', task: 'Make segment 3 (heron taking flight) safe without changing its look.' }]] }),
        s.tool('delegate', { agent: 'choreographer' }, 'Segment 3 fixed, min 2.08 m (v10).', { children: [chor] }),
        s.llm({ msgs: [['tool', 'segment 3 fixed']], calls: [['export_show', { file: 'midsummer_v10.skyc', geofence: 'lakeside_2025.kml' }]] }),
        s.tool('export_show', { file: 'midsummer_v10.skyc' }, { exported: 'midsummer_v10_final.skyc', sha256: c.sha256(), duration: '11:42', drones: 300 }),
        s.llm({ msgs: [['tool', 'exported']], text: 'Show file exported (midsummer_v10_final.skyc, 11:42). Segment 3 wings widened; all frames ≥ 2.0 m separation.' }),
      ]);
    },
  },

  {
    n: '04', domain: 'lead paint inspection of a 1930s house', style: 'oai-agents', start: '2025-03-10T09:00:00Z',
    isolates: 'An OpenAI Agents SDK lead inspector calls sampling_planner, which calls xrf_analyst for window-sill readings only; xrf_analyst interprets the readings, and the findings come back up into the report.',
    goal: 'Produce the lead paint risk assessment summary for 17 Alder Grove (built 1934) before the family with a toddler moves in.',
    build(c) {
      const s = styler('oai-agents', c, { model: 'gpt-4.1' });
      const xrf = span('agent', 'xrf_analyst', { input: 'Interpret the XRF readings for the 6 window sills (W1-W6), threshold 1.0 mg/cm².' }, 'W1, W2, W5 positive (1.8, 2.6, 1.3 mg/cm²); W3, W4, W6 negative; W2 is also a friction surface with chipping.', [
        s.llm({ msgs: [['user', 'Interpret XRF for W1-W6.']], calls: [['get_xrf_readings', { component: 'window_sill', ids: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'] }]] }),
        s.tool('get_xrf_readings', { component: 'window_sill' }, JSON.stringify({ instrument: 'Viken Pb200i SN ' + c.digits(4), calibration: 'PASS ' + c.us(), readings: { W1: 1.8, W2: 2.6, W3: 0.3, W4: 0.6, W5: 1.3, W6: 0.2 }, condition: { W2: 'chipping, friction', W5: 'intact' } })),
        s.llm({ msgs: [['tool', 'readings']], text: 'W1, W2, W5 positive (1.8, 2.6, 1.3 mg/cm²); W3, W4, W6 negative; W2 is also a friction surface with chipping.' }),
      ]);
      const planner = span('agent', 'sampling_planner', { input: 'Which components need testing on the ground floor, and what do the window sill results show?' }, 'Ground floor: sills W1, W2, W5 positive; W2 (kitchen) is a hazard (chipping, friction). Dust wipes needed in kitchen and nursery. Doors/skirting pending XRF.', [
        s.llm({ msgs: [['user', 'Plan ground floor sampling.']], text: 'Windows are the highest-risk component in a 1934 house; get them interpreted first.', calls: [['xrf_analyst', { input: 'Interpret the XRF readings for the 6 window sills (W1-W6), threshold 1.0 mg/cm².' }]] }),
        s.tool('xrf_analyst', { input: 'Interpret the XRF readings for the 6 window sills' }, 'W1, W2, W5 positive; W2 chipping/friction.', { children: [xrf] }),
        s.llm({ msgs: [['tool', 'sill results']], text: 'Ground floor: sills W1, W2, W5 positive; W2 (kitchen) is a hazard (chipping, friction). Dust wipes needed in kitchen and nursery. Doors/skirting pending XRF.' }),
      ]);
      const lead = s.agent('lead_inspector', { tools: ['sampling_planner', 'write_report'] }, 'Summary written.', [
        s.llm({ msgs: [['system', 'You are the lead inspector.'], ['user', 'Risk assessment summary for 17 Alder Grove, toddler moving in.']], calls: [['sampling_planner', { input: 'Which components need testing on the ground floor, and what do the window sill results show?' }]] }),
        s.tool('sampling_planner', { input: 'Which components need testing on the ground floor…' }, 'Ground floor: W1, W2, W5 positive; W2 hazard.', { children: [planner] }),
        s.llm({ msgs: [['tool', 'planner result']], calls: [['write_report', { address: '17 Alder Grove', hazards: ['W2 kitchen sill: deteriorated lead paint on friction surface'], positives: ['W1', 'W5'], actions: ['Stabilise/replace W2 before move-in', 'Dust wipe kitchen and nursery', 'XRF doors and skirting'] }]] }),
        s.tool('write_report', { address: '17 Alder Grove' }, JSON.stringify({ report_id: 'LRA-' + c.digits(5), pdf: `s3://inspections/2025/${c.uuid()}.pdf`, pages: 6 })),
        s.llm({ msgs: [['tool', 'report']], text: '17 Alder Grove: one lead hazard (kitchen sill W2, 2.6 mg/cm², chipping) to fix before move-in; W1 and W5 contain lead but are intact; dust wipes and door/skirting XRF still to do.' }),
      ]);
      return span('agent', 'Agent workflow', { input: 'Risk assessment summary for 17 Alder Grove' }, null, [lead], { metadata: { workflow_name: 'lead-inspection' } });
    },
  },

  {
    n: '05', domain: 'fantasy football trade review', style: 'llamaindex', start: '2025-10-22T21:00:00Z',
    isolates: 'LlamaIndex agents: the commissioner hands the trade to trade_reviewer, which asks projection_agent for rest-of-season projections of just the four players, which queries the stats tool; projections flow up and the trade is approved.',
    goal: 'Decide whether to approve the pending trade between team 3 and team 8 in the office fantasy league (veto only if clearly lopsided).',
    build(c) {
      const s = styler('llamaindex', c, { model: 'gpt-4o-mini' });
      const proj = span('agent', 'projection_agent.run', { user_msg: 'Rest-of-season half-PPR projections for Jalen Ortiz, Marcus Bell, Devon Price, Luis Amaro.' }, 'ROS: Ortiz 142.5, Bell 96.0, Price 118.2, Amaro 121.7.', [
        s.llm({ msgs: [['user', 'ROS projections for 4 players']], calls: [['ros_projections', { players: ['Jalen Ortiz', 'Marcus Bell', 'Devon Price', 'Luis Amaro'], scoring: 'half_ppr' }]] }),
        s.tool('ros_projections', { players: 4 }, { as_of: c.iso(), weeks_left: 10, proj: { 'Jalen Ortiz': 142.5, 'Marcus Bell': 96.0, 'Devon Price': 118.2, 'Luis Amaro': 121.7 }, source: 'consensus-v' + c.int(30, 60) }),
        s.llm({ msgs: [['tool', 'projections']], text: 'ROS: Ortiz 142.5, Bell 96.0, Price 118.2, Amaro 121.7.' }),
      ], { metadata: { workflow: 'AgentWorkflow' } });
      const reviewer = span('agent', 'trade_reviewer.run', { user_msg: 'Evaluate the trade: team 3 gives Jalen Ortiz + Marcus Bell, team 8 gives Devon Price + Luis Amaro.' }, 'Team 3 gives 238.5 projected, receives 239.9: even. No collusion signals (teams have not traded before). Approve.', [
        s.llm({ msgs: [['user', 'Evaluate trade 3<->8']], text: 'I need projections for only these four players.', calls: [['handoff', { to_agent: 'projection_agent', reason: 'ROS projections for the 4 players in the trade' }]] }),
        s.tool('handoff', { to_agent: 'projection_agent' }, 'Agent projection_agent is now handling the request.', { children: [proj] }),
        s.llm({ msgs: [['user', 'ROS: Ortiz 142.5, Bell 96.0, Price 118.2, Amaro 121.7']], calls: [['trade_history', { teams: [3, 8] }]] }),
        s.tool('trade_history', { teams: [3, 8] }, { trades_between: 0, team3_trades: 2, team8_trades: 1 }),
        s.llm({ msgs: [['tool', 'history']], text: 'Team 3 gives 238.5 projected, receives 239.9: even. No collusion signals (teams have not traded before). Approve.' }),
      ]);
      return span('agent', 'AgentWorkflow.run', { user_msg: 'Approve or veto trade #41 (team 3 <-> team 8)?' }, { response: 'Trade #41 approved: projections are even (238.5 vs 239.9), no collusion signals.' }, [
        s.llm({ msgs: [['system', 'You are the league commissioner bot.'], ['user', 'Approve or veto trade #41?']], calls: [['handoff', { to_agent: 'trade_reviewer', reason: 'evaluate trade #41' }]] }),
        s.tool('handoff', { to_agent: 'trade_reviewer' }, 'Agent trade_reviewer is now handling the request.', { children: [reviewer] }),
        s.llm({ msgs: [['user', 'review: approve']], calls: [['set_trade_status', { trade: 41, status: 'approved' }]] }),
        s.tool('set_trade_status', { trade: 41, status: 'approved' }, { trade: 41, status: 'approved', processed_at: c.iso(), waiver_run: 'Wed 03:00' }),
      ], { metadata: { workflow: 'AgentWorkflow', root_agent: 'commissioner' } });
    },
  },

  {
    n: '06', domain: 'photo restoration studio', style: 'agno', start: '2025-11-03T10:00:00Z',
    isolates: 'An Agno team leader delegates a scan to the restoration member, who delegates only the faded-colour correction to the colour specialist, who delegates a single dye-fade estimate to the analysis tool agent; results return and the job is delivered.',
    goal: 'Restore the customer\'s 1972 Kodachrome-print wedding photo (scan WED-72-0113): remove the crease and correct the magenta cast, deliver a 600 dpi TIFF.',
    build(c) {
      const s = styler('agno', c, { model: 'gpt-4o' });
      const m = (name) => ({ agent_name: name, team_id: 'restoration-team', run_id: c.uuid(), session_id: 'sess_' + c.hex(12) });
      const analyst = span('agent', 'Agent.run', { message: 'Estimate per-channel dye fade for WED-72-0113 from the unexposed border.' }, { content: 'Cyan dye faded ~38%, yellow ~22%, magenta ~4%: the magenta cast is from cyan/yellow loss.' }, [
        s.llm({ msgs: [['user', 'Estimate dye fade from border patch.']], calls: [['sample_patch', { file: 'WED-72-0113.tif', region: 'border_left', size_px: 200 }]] }),
        s.tool('sample_patch', { file: 'WED-72-0113.tif', region: 'border_left' }, { mean_rgb: [171, 142, 160], reference_rgb: [236, 236, 232], icc: 'Epson V850 / SilverFast 9', sampled_px: 40000 }),
        s.llm({ msgs: [['tool', 'patch']], text: 'Cyan dye faded ~38%, yellow ~22%, magenta ~4%: the magenta cast is from cyan/yellow loss.' }),
      ], { metadata: m('fade_analyst') });
      const colour = span('agent', 'Agent.run', { message: 'Correct the magenta cast on WED-72-0113 (crease already handled).' }, { content: 'Applied per-channel curves (R -6%, G +24%, B +16% midtones); skin tones now within ΔE 3.1 of reference.' }, [
        s.llm({ msgs: [['user', 'Correct magenta cast']], text: 'I need the per-channel fade to set curves correctly.', calls: [['delegate_task_to_member', { member_id: 'fade_analyst', task_description: 'Estimate per-channel dye fade for WED-72-0113 from the unexposed border.' }]] }),
        s.tool('delegate_task_to_member', { member_id: 'fade_analyst' }, 'Cyan ~38%, yellow ~22%, magenta ~4% fade.', { children: [analyst] }),
        s.llm({ msgs: [['tool', 'fade']], calls: [['apply_curves', { file: 'WED-72-0113_crease.tif', r: -0.06, g: 0.24, b: 0.16, range: 'midtones' }]] }),
        s.tool('apply_curves', { file: 'WED-72-0113_crease.tif' }, { out: 'WED-72-0113_colour.tif', delta_e_skin: 3.1, took: c.durStr() }),
      ], { metadata: m('colour_specialist') });
      const restore = span('agent', 'Agent.run', { message: 'Restore WED-72-0113: remove crease, then get the colour fixed.' }, { content: 'Crease removed (healing, 212 px path); colour corrected by colour_specialist (ΔE 3.1).' }, [
        s.llm({ msgs: [['user', 'Restore WED-72-0113']], calls: [['heal_crease', { file: 'WED-72-0113.tif', path: 'auto-detect' }]] }),
        s.tool('heal_crease', { file: 'WED-72-0113.tif' }, { out: 'WED-72-0113_crease.tif', path_px: 212, method: 'patchmatch', took: c.durStr() }),
        s.llm({ msgs: [['tool', 'crease done']], calls: [['delegate_task_to_member', { member_id: 'colour_specialist', task_description: 'Correct the magenta cast on WED-72-0113 (crease already handled).' }]] }),
        s.tool('delegate_task_to_member', { member_id: 'colour_specialist' }, 'Curves applied; ΔE 3.1.', { children: [colour] }),
      ], { metadata: m('restoration') });
      return span('agent', 'Team.run', { message: 'Restore WED-72-0113 and deliver 600 dpi TIFF.' }, { content: 'Delivered WED-72-0113_final.tif (600 dpi, 16-bit): crease removed, magenta cast corrected.' }, [
        s.llm({ msgs: [['system', 'You lead the Silverline restoration team.'], ['user', 'Restore WED-72-0113 and deliver 600 dpi TIFF.']], calls: [['delegate_task_to_member', { member_id: 'restoration', task_description: 'Restore WED-72-0113: remove crease, then get the colour fixed.' }]] }),
        s.tool('delegate_task_to_member', { member_id: 'restoration' }, 'Crease removed; colour corrected.', { children: [restore] }),
        s.llm({ msgs: [['tool', 'restored']], calls: [['export_tiff', { file: 'WED-72-0113_colour.tif', dpi: 600, bit_depth: 16 }]] }),
        s.tool('export_tiff', { file: 'WED-72-0113_colour.tif', dpi: 600 }, { out: 'WED-72-0113_final.tif', bytes: 148221904, md5: c.hex(32) }),
      ], { metadata: { team_name: 'Silverline Restoration', mode: 'coordinate', team_id: 'restoration-team', agno_version: '1.7.5' } });
    },
  },
];
