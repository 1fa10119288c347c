// Family 5 — handoff_pingpong (loop: true, stagnation: true)
// Two agents (or an agent and a tool-agent) hand the task back and forth; each returns the same
// inconclusive answer every time ("the other side has to confirm X"), and nothing gets resolved.
import { Trace } from './lib.mjs';

export const family = 'handoff_pingpong';
export const loop = true;
export const stagnation = true;
export const isolates = 'Two agents pass the task back and forth, each repeating the same inconclusive answer.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'marathon race timing', style: 'vertex',
    isolates: 'ADK timing and results sub-agents transfer a missing-finish-time query to each other three times each, repeating the same "the other team holds the data" answer.',
    goal: "Runner bib 2207 (Aoife Brennan) says her finish time is missing from the Docklands Half Marathon results. Find it or explain why it's missing.",
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'race_ops_coordinator', app: 'docklands-half', system: 'You coordinate race-day results queries. Delegate to timing_agent (mat reads, chips) or results_agent (entries, bib-chip swaps) with transfer_to_agent.' });
      const xfer = (to) => ({ name: 'transfer_to_agent', args: { agent_name: to }, secs: [0.01, 0.05], result: { transferred_to: to } });
      const TIM = 'I found no finish-mat read for the chip registered to bib 2207, but the chip may have been swapped at packet pickup and the results team holds the bib-chip swap list. I cannot resolve this without it, so I am transferring to results_agent.';
      const RES = 'The bib-chip swap list has no entry for bib 2207, so her chip should be the registered one; the timing team has to check the raw mat reads for it. I cannot resolve this from the results side, so I am transferring to timing_agent.';
      T.step({ text: 'This is about a missing finish read, so the timing team should look first.', calls: [xfer('timing_agent')] });
      T.agent('timing_agent', r.goal, (t) => {
        t.step({ calls: [{ name: 'get_raw_reads', args: { chip: 'HT-0F3A22', mats: ['START', '10K', 'FINISH'] }, result: () => ({ chip: 'HT-0F3A22', reads: [{ mat: 'START', ts: '09:31:14.220', reader: 'ipico-s1' }], finish_reads: 0, decoder_sync: `${n.pick(['ok', 'ok', 'drift 3ms'])}`, pulled_at: n.iso() }) }] });
        t.step({ text: TIM, calls: [xfer('results_agent')] });
      });
      T.agent('results_agent', TIM, (t) => {
        t.step({ calls: [{ name: 'get_bib_chip_swaps', args: { bib: 2207 }, result: () => ({ bib: 2207, swaps: [], list_version: 'v14', exported: '2024-09-14T18:02:00+01:00', etag: n.etag(true) }) }] });
        t.step({ text: RES, calls: [xfer('timing_agent')] });
      });
      T.agent('timing_agent', RES, (t) => { t.step({ text: TIM, calls: [xfer('results_agent')] }); });
      T.agent('results_agent', TIM, (t) => { t.step({ text: RES, calls: [xfer('timing_agent')] }); });
      T.agent('timing_agent', RES, (t) => { t.step({ text: TIM.replace('I am transferring', 'transferring'), calls: [xfer('results_agent')] }); });
      T.agent('results_agent', TIM, (t) => { t.step({ text: RES, calls: [xfer('timing_agent')] }); });
      return T.finish({ status: 'max_llm_calls_exceeded', error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 10 exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'fire hydrant inspections', style: 'bedrock',
    isolates: 'A Bedrock supervisor alternates between flow-test and GIS collaborators; each returns the same "the other team must confirm the hydrant" answer on every round.',
    goal: 'Close out the annual flow test for hydrant H-0412 on Quarry Road; the test record will not attach to an asset.',
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the supervisor agent of the Brackenfield Fire Department hydrant programme. Collaborators: FlowTestAgent (test records) and GisAssetAgent (hydrant asset registry).' });
      const FT = 'Flow test FT-2024-0412 (static 62 psi, residual 48 psi, 1,050 gpm) is recorded against tag H-0412, but I cannot attach it because that tag is not in my asset lookup. The GIS asset team needs to confirm which asset ID H-0412 maps to.';
      const GIS = 'There is no hydrant with tag H-0412 on Quarry Road in the GIS layer; the nearest assets are HYD-10977 and HYD-10981. The flow-test crew needs to confirm which hydrant they actually tested before I can map the tag.';
      const ft = (first) => ({ collab: 'FlowTestAgent', name: 'FlowTestAgent', args: { text: 'Please close out the flow test for hydrant H-0412 on Quarry Road and attach it to its asset.' }, result: FT, sub: (t) => {
        if (first) t.step({ text: 'Look up the test record for H-0412.', calls: [{ name: 'FlowTests::getTestRecord', args: { hydrant_tag: 'H-0412', year: 2024 }, result: () => JSON.stringify({ test_id: 'FT-2024-0412', static_psi: 62, residual_psi: 48, flow_gpm: 1050, crew: 'Engine 4 / B shift', asset_id: null, lookup: 'TAG_NOT_FOUND', db_node: n.host('hydrantdb') }) }] });
        t.say(FT, { reasoning: 'The tag does not resolve, so GIS must confirm the asset.' });
      } });
      const gis = (first) => ({ collab: 'GisAssetAgent', name: 'GisAssetAgent', args: { text: 'Which asset ID does hydrant tag H-0412 on Quarry Road map to?' }, result: GIS, sub: (t) => {
        if (first) t.step({ text: 'Search the hydrant layer for the tag and street.', calls: [{ name: 'GisAssets::searchHydrants', args: { tag: 'H-0412', street: 'Quarry Road', radius_m: 150 }, result: () => JSON.stringify({ matches: [], nearby: [{ asset_id: 'HYD-10977', tag: 'Q-17', dist_m: 64 }, { asset_id: 'HYD-10981', tag: 'Q-21', dist_m: 118 }], layer_version: '2024.07', query_id: n.uuid() }) }] });
        t.say(GIS, { reasoning: 'The tag is unknown to GIS, so the flow-test crew must confirm the hydrant.' });
      } });
      T.step({ text: 'The flow-test agent owns the test record, so I will ask it to close out the test.', calls: [ft(true)] });
      T.step({ text: 'The flow-test agent needs the asset ID for H-0412, so I will ask the GIS asset agent to map the tag.', calls: [gis(true)] });
      T.step({ text: 'The GIS asset agent needs the flow-test crew to confirm the hydrant, so I will ask the flow-test agent again.', calls: [ft(false)] });
      T.step({ text: 'The flow-test agent needs the asset ID for H-0412, so I will ask the GIS asset agent to map the tag.', calls: [gis(false)] });
      T.step({ text: 'The GIS asset agent needs the flow-test crew to confirm the hydrant, so I will ask the flow-test agent again.', calls: [ft(false)] });
      T.step({ text: 'The flow-test agent needs the asset ID for H-0412, so I will ask the GIS asset agent to map the tag.', calls: [gis(false)] });
      return T.finish({ status: 'MAX_ITERATIONS', error: 'Supervisor stopped: maximum collaborator invocations (6) reached.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'municipal snowplow fleet', style: 'claude',
    isolates: 'A Claude Agent SDK orchestrator calls route-planner and fleet-status Task sub-agents alternately; each sub-agent returns the same deferral to the other three times.',
    goal: "Plan tonight's priority-1 snowplow routes for the north depot, given trucks 14 and 22 are in the workshop.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are the winter operations orchestrator for the City of Larchmont streets department. Use the route-planner and fleet-status subagents via the Task tool.', tools: ['Task', 'Read'], cwd: '/srv/winterops' });
      const RP = 'I can\'t finalise the north-depot priority-1 routes until I know whether trucks 14 and 22 will be available tonight: routes N1 and N4 need wing-plow trucks, and those are the only two wing-plows at the depot. Please get fleet-status to confirm their availability.';
      const FS = 'Trucks 14 and 22 both have open workshop tickets (hydraulic leak on 14, wing-plow cylinder on 22) with no completion time recorded. Whether they are needed depends on which routes the planner assigns to wing-plows, so route-planner should decide first.';
      const task = (type, prompt, out, first) => ({ name: 'Task', args: { description: type === 'route-planner' ? 'Plan P1 routes north depot' : 'Check truck 14/22 availability', prompt, subagent_type: type }, subAgent: type, subPrompt: prompt, result: out, sub: (t) => {
        if (first && type === 'route-planner') t.step({ calls: [{ name: 'Read', args: { file_path: '/srv/winterops/routes/north_p1.geojson', limit: 40 }, result: '{"type":"FeatureCollection","name":"north_p1","features":[{"properties":{"route":"N1","km":23.4,"needs":"wing"}},{"properties":{"route":"N2","km":18.1,"needs":"std"}},{"properties":{"route":"N3","km":20.7,"needs":"std"}},{"properties":{"route":"N4","km":26.0,"needs":"wing"}}]}' }] });
        if (first && type === 'fleet-status') t.step({ calls: [{ name: 'Bash', args: { command: 'fleetctl tickets --depot north --trucks 14,22 --open' }, result: () => `TICKET   TRUCK  OPENED            ISSUE                      ETA\nWS-8812  14     ${n.ymd()} 06:10  hydraulic leak (pump)      -\nWS-8815  22     ${n.ymd()} 07:45  wing-plow cylinder         -\n(2 rows, ${n.int(8, 40)}ms, api=${n.host('fleet-api')})` }] });
        t.say(out);
      } });
      T.step({ text: 'I\'ll have the route planner draft tonight\'s priority-1 routes.', calls: [task('route-planner', 'Draft tonight\'s priority-1 routes for the north depot. Trucks 14 and 22 are in the workshop.', RP, true)] });
      T.step({ text: 'The route planner needs to know if trucks 14 and 22 are available. I\'ll ask fleet-status.', calls: [task('fleet-status', 'Are trucks 14 and 22 available for tonight\'s north-depot P1 routes?', FS, true)] });
      T.step({ text: 'Fleet-status says it depends on the route assignment. I\'ll ask the route planner again.', calls: [task('route-planner', 'Fleet-status says availability depends on your route assignment. Please draft the P1 routes.', RP, false)] });
      T.step({ text: 'The route planner needs to know if trucks 14 and 22 are available. I\'ll ask fleet-status.', calls: [task('fleet-status', 'Are trucks 14 and 22 available for tonight\'s north-depot P1 routes?', FS, false)] });
      T.step({ text: 'Fleet-status says it depends on the route assignment. I\'ll ask the route planner again.', calls: [task('route-planner', 'Fleet-status says availability depends on your route assignment. Please draft the P1 routes.', RP, false)] });
      T.step({ text: 'The route planner needs to know whether trucks 14 and 22 are available. I\'ll ask fleet-status.', calls: [task('fleet-status', 'Are trucks 14 and 22 available for tonight\'s north-depot P1 routes?', FS, false)] });
      return T.finish({ status: 'error_max_turns' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'elevator maintenance', style: 'plain',
    isolates: 'A dispatcher agent and a parts tool-agent bounce a lift repair: parts keeps asking for the controller model, dispatch keeps re-reading a work order that says "see parts history".',
    goal: "Schedule the repair of lift 2 at Harbour View Apartments (doors won't close fully) with the right replacement part.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'lift-dispatcher', system: 'You dispatch lift engineers for Northlift Services. get_work_order reads jobs; ask_parts_agent consults the parts agent, which reserves spare parts; book_engineer books a visit.' });
      const WO = () => ({ work_order: 'WO-66120', site: 'Harbour View Apartments', lift: 'L2', fault: 'landing doors do not close fully, reopen on 3F', controller: 'unknown - see parts history', door_operator: 'Fermator VVVF4+ (per 2016 install sheet)', priority: 'P2', opened: '2024-02-19T07:58:00Z', fetched: n.iso() });
      const PARTS = 'I can\'t reserve a door operator board for WO-66120 until dispatch confirms the lift controller model on site, because the VVVF4+ board comes in two firmware variants that depend on the controller. Please confirm the controller model and ask again.';
      const ask = (q, first) => ({ name: 'ask_parts_agent', args: { work_order: 'WO-66120', question: q }, subAgent: 'parts-agent', subPrompt: q, result: PARTS, sub: (t) => {
        t.agent('parts-agent', q, (p) => {
          if (first) p.step({ calls: [{ name: 'parts_history', args: { site: 'Harbour View Apartments', lift: 'L2' }, result: () => ({ entries: [{ date: '2019-11-02', part: 'door belt', ref: 'FER-DB-2100' }, { date: '2021-06-15', part: 'light curtain', ref: 'CEDES-cegard-Max' }], controller: null, source: n.host('parts-db') }) }] });
          p.say(PARTS);
        }, { system: 'You are the parts agent. Only reserve parts whose compatibility is confirmed.' });
      } });
      T.step({ calls: [{ name: 'get_work_order', args: { id: 'WO-66120' }, result: WO }] });
      T.step({ text: 'The fault points to the door operator. I\'ll ask the parts agent to reserve a replacement door operator board for lift 2.', calls: [ask('Please reserve a door operator board for Harbour View L2 (Fermator VVVF4+).', true)] });
      T.step({ text: 'The parts agent needs the controller model. I\'ll check the work order for it.', calls: [{ name: 'get_work_order', args: { id: 'WO-66120' }, result: WO }] });
      T.step({ text: 'The work order says the controller is in the parts history. I\'ll ask the parts agent to reserve the door operator board for lift 2.', calls: [ask('The work order says the controller is listed in parts history. Please reserve the VVVF4+ door operator board for L2.', false)] });
      T.step({ text: 'The parts agent needs the controller model. I\'ll check the work order for it.', calls: [{ name: 'get_work_order', args: { id: 'WO-66120' }, result: WO }] });
      T.step({ text: 'The work order says the controller is in the parts history. I\'ll ask the parts agent to reserve the door operator board for lift 2.', calls: [ask('The work order says the controller is listed in parts history. Please reserve the VVVF4+ door operator board for L2.', false)] });
      return T.finish({ status: 'aborted', error: 'max_iterations (6) reached' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'housing cooperative governance', style: 'assistants',
    isolates: 'An Assistants run consults a bylaws assistant and a treasurer assistant in turn; each defers to the other with the same answer three times and the board question stays open.',
    goal: 'Can the co-op use the reserve fund to pay for the rooftop garden project? Prepare an answer for Thursday\'s board meeting.',
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the secretary assistant of the Linden Court Housing Co-operative. Consult ask_bylaws_assistant for governance questions and ask_treasurer_assistant for finances.' });
      const BY = 'Bylaw 7.3 allows the reserve fund to be used for capital improvements only if the treasurer certifies that the fund stays above the minimum balance set in the reserve study. I can\'t say whether the rooftop garden qualifies until the treasurer provides that certification.';
      const TR = 'I can\'t certify the reserve balance for this purpose until it\'s settled whether the rooftop garden counts as a capital improvement under the bylaws; operating-type projects are certified against a different threshold. The bylaws assistant needs to classify it first.';
      const sub = (name, prompt, ans, tool) => (t) => t.agent(name, prompt, (a) => {
        if (tool) a.step({ calls: [tool] });
        a.say(ans);
      }, { type: 'agent', input: { assistant_id: 'asst_' + n.alnum(24), thread_id: 'thread_' + n.alnum(24) }, output: { status: 'completed' } });
      const askB = (first) => ({ name: 'ask_bylaws_assistant', args: { question: 'May the reserve fund pay for the rooftop garden project (est. $38,500)?' }, result: BY, sub: sub('bylaws-assistant', 'May the reserve fund pay for the rooftop garden project?', BY, first ? { name: 'file_search', args: { query: 'reserve fund use capital improvement' }, result: () => ({ results: [{ file: 'Linden_Court_Bylaws_2019.pdf', page: 14, score: 0.83, text: '7.3 The Reserve Fund may be applied to capital improvements provided the Treasurer certifies that the balance will not fall below the minimum established by the most recent reserve study.' }], vector_store: 'vs_' + n.alnum(20) }) } : null) });
      const askT = (first) => ({ name: 'ask_treasurer_assistant', args: { question: 'Can you certify the reserve fund for the rooftop garden project (est. $38,500)?' }, result: TR, sub: sub('treasurer-assistant', 'Can you certify the reserve fund for the rooftop garden?', TR, first ? { name: 'get_fund_balance', args: { fund: 'reserve' }, result: () => ({ fund: 'reserve', balance: 212430.18, minimum_per_study: 165000, as_of: '2024-09-30', ledger_sync: n.isoSec() }) } : null) });
      T.step({ text: 'I\'ll first check what the bylaws say about using the reserve fund.', calls: [askB(true)] });
      T.step({ text: 'The bylaws assistant needs the treasurer\'s certification. I\'ll ask the treasurer assistant.', calls: [askT(true)] });
      T.step({ text: 'The treasurer assistant needs the bylaws classification first. I\'ll ask the bylaws assistant again.', calls: [askB(false)] });
      T.step({ text: 'The bylaws assistant needs the treasurer\'s certification. I\'ll ask the treasurer assistant.', calls: [askT(false)] });
      T.step({ text: 'The treasurer assistant needs the bylaws classification first. I\'ll ask the bylaws assistant again.', calls: [askB(false)] });
      T.step({ text: 'The bylaws assistant needs the treasurer\'s certification. I will ask the treasurer assistant.', calls: [askT(false)] });
      return T.finish({ status: 'incomplete', error: 'Run incomplete: max_completion_tokens reached' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'mushroom farm', style: 'vercel',
    isolates: 'An AI SDK agent calls a climate tool-agent and a substrate tool-agent alternately about non-pinning mushroom blocks; each returns the same "it\'s the other side" verdict three times.',
    goal: "Find out why the oyster mushroom blocks in grow room 3 haven't pinned after 12 days and propose a fix.",
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the head grower assistant at Fernhollow Mushrooms. climateAgent and substrateAgent are specialist agents exposed as tools.', model: 'openai/gpt-4.1' });
      const CL = 'Grow room 3 has held 91–93% RH, 14–15 °C and CO2 around 780 ppm for the last 12 days, all within the oyster pinning setpoints. The climate is not the cause; the substrate team should check the blocks.';
      const SU = 'Substrate batch SB-88 for room 3 passed pasteurisation (62 °C for 14 h) and moisture checks at 64%, and spawn run completed normally. The substrate is not the cause; the climate team should look at the fruiting conditions.';
      const agentTool = (name, question, ans, tool) => ({ name, args: { question }, type: 'tool', result: ans, sub: (t) => {
        t.agent(name, question, (a) => { if (tool) a.step({ calls: [tool] }); a.say(ans); }, { output: { text: ans } });
      } });
      const climTool = { name: 'getRoomTelemetry', args: { room: 3, days: 12 }, result: () => ({ room: 3, rh_pct: { min: 91, max: 93 }, temp_c: { min: 14.1, max: 15.0 }, co2_ppm: { mean: 780, p95: 910 }, fae_changes_per_h: 6, sensor_fw: 'sht45-1.4', samples: 17280, export_id: n.uuid() }) };
      const subTool = { name: 'getBatchQc', args: { batch: 'SB-88' }, result: () => ({ batch: 'SB-88', pasteurisation: { temp_c: 62, hours: 14, pass: true }, moisture_pct: 64, spawn_rate_pct: 5, spawn_run_days: 16, contamination: 'none observed', lims_ref: 'QC-' + n.digits(6) }) };
      T.step({ reasoning: 'No pins after 12 days in fruiting: first rule out the room climate.', calls: [agentTool('climateAgent', 'Why have the blocks in grow room 3 not pinned after 12 days?', CL, climTool)] });
      T.step({ reasoning: 'Climate agent says the climate is fine and points at the substrate. Ask the substrate agent.', calls: [agentTool('substrateAgent', 'Climate says room 3 is within setpoints. Is the substrate why the blocks have not pinned?', SU, subTool)] });
      T.step({ reasoning: 'Substrate agent says the substrate is fine and points at the climate. Ask the climate agent again.', calls: [agentTool('climateAgent', 'Substrate says SB-88 is fine. Could the room 3 climate explain the missing pins?', CL)] });
      T.step({ reasoning: 'Climate agent says the climate is fine and points at the substrate. Ask the substrate agent.', calls: [agentTool('substrateAgent', 'Climate says room 3 is within setpoints. Is the substrate why the blocks have not pinned?', SU)] });
      T.step({ reasoning: 'Substrate agent says the substrate is fine and points at the climate. Ask the climate agent again.', calls: [agentTool('climateAgent', 'Substrate says SB-88 is fine. Could the room 3 climate explain the missing pins?', CL)] });
      T.step({ reasoning: 'Climate agent says the climate is fine and points at the substrate. Ask the substrate agent again.', calls: [agentTool('substrateAgent', 'Climate says room 3 is within setpoints. Is the substrate why the blocks have not pinned?', SU)] });
      return T.finish({ status: 'length', output: { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '', 'ai.stopReason': 'stepCountIs(6) reached' } });
    },
  },
];
