// Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'nested_narrowing_delegation';
export const loop = false;
export const stagnation = false;
export const isolates = 'Deep nesting of agents that looks like recursive delegation, but every level passes down a narrower, different sub-task and results flow back up.';

// levels: [{agent, task, think, tool, summary}] outer->inner; leaf: {agent, task, tool, args, out, answer}
function nest(S0, style, levels, leaf, wrap) {
  const L = S0.fork({ style, system: `You are ${leaf.agent}.`, goal: leaf.task, agentName: leaf.agent });
  let child = span('agent', leaf.agent, { task: leaf.task }, { result: leaf.answer }, [L.llm(leaf.think || null, [[leaf.tool, leaf.args]]), L.tool(leaf.tool, leaf.args, leaf.out), L.llm(leaf.answer, [])]);
  let result = leaf.answer;
  for (let i = levels.length - 1; i >= 0; i--) {
    const lv = levels[i];
    const next = i + 1 < levels.length ? levels[i + 1] : leaf;
    const A = S0.fork({ style, system: `You are ${lv.agent}.`, goal: lv.task, agentName: lv.agent });
    const args = { task: next.task };
    const ch = [];
    if (lv.pre) { ch.push(A.llm(null, [[lv.pre.tool, lv.pre.args]])); ch.push(A.tool(lv.pre.tool, lv.pre.args, lv.pre.out)); }
    ch.push(A.llm(lv.think, [[lv.tool, args]]));
    ch.push(wrap(lv.tool, args, child, result));
    ch.push(A.llm(lv.summary, []));
    child = span('agent', lv.agent, { task: lv.task }, { result: lv.summary }, ch);
    result = lv.summary;
  }
  return child;
}

export const rows = [
  {
    n: '01', domain: 'gRPC proto breaking-change review', style: 'Strands Agents (OpenTelemetry, agents as tools)',
    isolates: 'A release agent asks a compatibility agent to assess a proto diff; it asks a field-usage agent about one removed field; that agent asks a log-search agent for one concrete query; the answer flows back and the release is approved with a migration note.',
    goal: 'Can we release billing-api v3.8? Check whether the proto changes break any clients.',
    build(N) {
      const S = makeStyle('otel_genai', N, { model: 'us.anthropic.claude-3-7-sonnet', system: 'You are the release agent.', goal: this.goal, agentName: 'release_agent' });
      const wrap = (tool, args, child, result) => span('tool', `execute_tool ${tool}`, { 'gen_ai.tool.call.arguments': args }, { 'gen_ai.tool.call.result': result }, [child], { metadata: { 'gen_ai.tool.name': tool, 'gen_ai.system': 'strands-agents' } });
      const root = nest(S, 'otel_genai', [
        { agent: 'compat_agent', task: 'Assess whether the billing.proto diff between v3.7 and v3.8 is wire-breaking for existing clients.', pre: { tool: 'buf_breaking', args: { against: 'v3.7.0', path: 'proto/billing/v1' }, out: `proto/billing/v1/invoice.proto:48:3:Previously present field "11" with name "legacy_tax_code" on message "Invoice" was deleted.\nproto/billing/v1/invoice.proto:52:3:Field "12" with name "currency" on message "Invoice" changed type from "string" to "enum".\nbuf breaking finished in ${N.ms(200, 900)}` }, think: 'buf reports two changes. The currency string→enum change is the bigger risk, but clients were told to migrate in v3.5; the removed field 11 needs real usage data. Asking usage_agent about field 11 only.', tool: 'usage_agent', summary: 'Field 12 change is acceptable (deprecation notice since v3.5, all SDKs ≥3.5 send the enum). Field 11 removal is safe: no traffic in 30 days. Reserve field number 11 and name in the proto.' },
        { agent: 'usage_agent', task: 'Find out whether any client still sends Invoice.legacy_tax_code (field 11) in production.', think: 'The gateway logs unknown/deprecated fields. Asking log_agent to run one specific query for field 11 over 30 days.', tool: 'log_agent', summary: 'legacy_tax_code has had zero writes in 30 days; last seen from invoicer-batch 2.1, which was decommissioned.' },
      ], { agent: 'log_agent', task: 'Count gRPC requests in the last 30 days where Invoice.legacy_tax_code was set, grouped by client.', tool: 'logs_query', args: { index: 'grpc-gateway-*', query: 'payload_fields:"billing.v1.Invoice.legacy_tax_code"', range: '30d', group_by: 'client_id' }, out: { took: N.int(120, 900), hits: 0, buckets: [], last_seen: { client_id: 'invoicer-batch/2.1', at: N.isoOffset(-900) }, shards: { total: 24, successful: 24 } }, answer: 'Zero hits in 30 days; last seen from invoicer-batch/2.1 more than 30 days ago.' }, wrap);
      const R = S.fork({ system: 'You are the release agent.', goal: this.goal, agentName: 'release_agent' });
      const fin = 'billing-api v3.8 can be released. Add `reserved 11; reserved "legacy_tax_code";` to Invoice and mention the currency enum in the changelog.';
      return S.root([R.llm(null, [['compat_agent', { task: root.input.task }]]), wrap('compat_agent', { task: root.input.task }, root, root.output.result), R.llm(fin, [])], { output: fin });
    },
  },
  {
    n: '02', domain: 'research vessel cruise planning', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'A cruise-planning agent hands the station plan to a science-ops agent, which hands only the CTD cast timing to a winch agent, which hands one depth lookup to a bathymetry agent; each level gets a narrower job and the plan completes.',
    goal: 'Plan day 3 of cruise RV Skerry SK24-05: six CTD stations along the Rockall Trough transect within a 20-hour science window.',
    build(N) {
      const S = makeStyle('openai_agents', N, { model: 'gpt-4.1', system: 'You are the chief scientist\'s planning agent.', goal: this.goal });
      const wrap = (tool, args, child, result) => span('tool', tool, js(args), result, [child], { metadata: { span_type: 'function' } });
      const top = nest(S, 'openai_agents', [
        { agent: 'Cruise Planner', task: this.goal, think: 'Steaming between stations is fixed by the route; the uncertain part is station time. Asking Science Ops to estimate time on station for the six CTD casts.', tool: 'science_ops', summary: 'Day 3 fits: 6 stations take 11.9 h on station + 7.1 h steaming at 10 kn = 19.0 h, inside the 20 h window with 1 h contingency. Start at 04:00 at station RT-1.' },
        { agent: 'Science Ops', task: 'Estimate time on station for six CTD casts RT-1..RT-6 (full-depth casts, 24 Niskin bottles).', think: 'Deck work is a fixed 45 min per station; cast duration depends on depth and winch speed. Asking the Winch agent to compute cast durations.', tool: 'winch_agent', summary: 'Per-station time = 45 min deck work + cast time; total on-station 11.9 h for six stations.' },
        { agent: 'Winch agent', task: 'Compute CTD cast durations at 60 m/min down and 50 m/min up including 24 bottle stops of 1.5 min, for stations RT-1..RT-6.', think: 'Cast time depends on the water depth at each station; asking Bathymetry for depths.', tool: 'bathymetry_agent', summary: 'Cast durations: RT-1 1.18 h, RT-2 1.05 h, RT-3 1.02 h, RT-4 1.26 h, RT-5 0.96 h, RT-6 0.45 h (total 5.92 h with bottle stops).' },
      ], { agent: 'Bathymetry agent', task: 'Give water depths (m) at RT-1..RT-6 from the GEBCO grid.', tool: 'gebco_depth', args: { points: ['RT-1', 'RT-2', 'RT-3', 'RT-4', 'RT-5', 'RT-6'], grid: 'GEBCO_2024' }, out: { depths_m: { 'RT-1': 1650, 'RT-2': 1390, 'RT-3': 1350, 'RT-4': 1890, 'RT-5': 1240, 'RT-6': 220 }, grid_cell: '15 arc-second', served_by: N.host('gebco'), took: N.ms() }, answer: 'Depths: RT-1 1650 m, RT-2 1390 m, RT-3 1350 m, RT-4 1890 m, RT-5 1240 m, RT-6 220 m (shelf edge).' }, wrap);
      return S.root([top], { output: top.output.result, workflow: 'cruise-planning' });
    },
  },
  {
    n: '03', domain: 'brass band contest adjudication logistics', style: 'LangSmith / LangGraph (nested subgraphs)',
    isolates: 'A contest organiser graph delegates the running order to a draw subgraph, which delegates rehearsal-room allocation to a rooms subgraph, which delegates a single stage-door timing check to a timing subgraph; each is narrower and all return.',
    goal: 'Prepare the running order and warm-up room schedule for the regional 2nd Section brass band contest (11 bands).',
    build(N) {
      const S = makeStyle('langgraph', N, { model: 'gpt-4o', system: 'Contest organiser.', goal: this.goal });
      const wrap = (tool, args, child, result) => span('tool', tool, { input: js(args) }, { output: { type: 'tool', content: result, name: tool, status: 'success' } }, [child], { metadata: { langgraph_node: 'tools' } });
      const top = nest(S, 'langgraph', [
        { agent: 'organiser', task: this.goal, pre: { tool: 'get_entries', args: { contest: 'regional-2nd-section' }, out: { bands: 11, test_piece: 'Lowry Sketchbook', slot_minutes: 17, entries_closed: N.ymd() } }, think: 'Running order must come from the public draw; the warm-up schedule follows it. Delegating to the draw subgraph.', tool: 'draw', summary: 'Running order published (draw 1-11, first band on stage 10:00, 17-minute slots) with warm-up rooms allocated; stage-door walk confirmed at 6 min.' },
        { agent: 'draw', task: 'Record the public draw results and build the running order with on-stage times.', pre: { tool: 'read_draw_sheet', args: { file: 'draw_sheet.pdf' }, out: '1 Hatherleigh Silver  2 Brindle Vale  3 Otterford Town  4 Cwm Ogwr  5 St Dennis Junior Seniors  6 Pennine Brass  7 Lydbury  8 Greave Mills  9 Kinross Burgh  10 Millom Ex-Servicemen  11 Tavistock Town' }, think: 'Order and on-stage times are set (10:00 + 17 min each, 10-minute break after band 6). Each band warms up 40 minutes before stage; asking the rooms subgraph to allocate the two warm-up rooms.', tool: 'rooms', summary: 'Running order 1-11 with times; warm-up rooms A/B alternate by draw number.' },
        { agent: 'rooms', task: 'Allocate warm-up rooms A and B so each band gets 25 minutes, ending in time to reach the stage door.', think: 'Room allocation depends on how long the walk from each room to the stage door takes; asking the timing subgraph for that one number.', tool: 'timing', summary: 'Odd draw numbers use Room A, even use Room B; each band warms up from T-40 to T-15 minutes and leaves at T-15 given the 6-minute walk plus a 9-minute buffer.' },
      ], { agent: 'timing', task: 'Measure walking time from warm-up rooms A/B to the stage door, carrying instruments.', tool: 'venue_notes', args: { venue: 'Guildhall', query: 'warm-up rooms to stage door walking time' }, out: { note: 'Rooms A/B are in the basement annexe; lift for basses fits 2 players at a time. Measured walk with instruments: 5-6 min.', measured_by: 'stage manager', date: N.euDate() }, answer: 'Walk is 5-6 minutes (use 6), with a lift needed for basses.' }, wrap);
      return S.root([top], { output: top.output.result });
    },
  },
  {
    n: '04', domain: 'cassava flour cooperative export', style: 'CrewAI (Delegate work to coworker, nested)',
    isolates: 'An export manager delegates the shipment document pack to a compliance officer, who delegates just the phytosanitary certificate to a lab liaison, who delegates one moisture-test lookup to a QA clerk; each task is narrower and results return.',
    goal: 'Prepare the export document pack for 18 tonnes of high-quality cassava flour from the Ogun co-op to a buyer in Rotterdam.',
    build(N) {
      const llm = (role, text) => { N.tick(800, 6000); return span('llm', 'LLM Call', { model: 'gpt-4o', role }, text, [], { metadata: { 'crewai.llm': 'openai/gpt-4o', tokens: N.int(700, 2600) } }); };
      const tool = (name, input, out) => { N.tick(100, 2000); return span('tool', name, input, out, [], { metadata: { 'crewai.tool.name': name } }); };
      const deleg = (to, task, child) => span('tool', 'Delegate work to coworker', { coworker: to, task, context: '18 t HQCF to Rotterdam' }, child.output, [child], { metadata: { 'crewai.tool.name': 'Delegate work to coworker' } });
      const qa = span('agent', 'Agent: QA Clerk', { task: 'Look up the moisture and cyanide results for batch HQCF-0931.' }, 'HQCF-0931: moisture 9.8%, total cyanide 6.2 mg/kg.', [
        llm('QA Clerk', 'Thought: Check the lab register.\nAction: lab_register\nAction Input: {"batch": "HQCF-0931"}'),
        tool('lab_register', { batch: 'HQCF-0931' }, `HQCF-0931 | sampled ${N.euDate()} | moisture 9.8 % | total HCN 6.2 mg/kg | ash 1.4 % | analyst F. Adeyemi | cert# LAB-${N.int(10000, 99999)}`),
        llm('QA Clerk', 'Thought: I now know the final answer\nFinal Answer: HQCF-0931: moisture 9.8%, total cyanide 6.2 mg/kg.'),
      ]);
      const lab = span('agent', 'Agent: Lab Liaison', { task: 'Obtain the phytosanitary certificate for batch HQCF-0931; the inspector needs moisture ≤10% and cyanide ≤10 mg/kg.' }, 'Phytosanitary inspection booked for Thursday; lab values (9.8% moisture, 6.2 mg/kg HCN) meet the thresholds.', [
        llm('Lab Liaison', 'Thought: The inspector needs the lab values first. Ask the QA Clerk for batch HQCF-0931 results.\nAction: Delegate work to coworker\nAction Input: {"coworker": "QA Clerk", "task": "Look up the moisture and cyanide results for batch HQCF-0931."}'),
        deleg('QA Clerk', 'Look up the moisture and cyanide results for batch HQCF-0931.', qa),
        llm('Lab Liaison', 'Thought: Values are within limits; book NAQS inspection.\nAction: book_inspection\nAction Input: {"agency": "NAQS", "batch": "HQCF-0931"}'),
        tool('book_inspection', { agency: 'NAQS', batch: 'HQCF-0931' }, { booking: 'NAQS-' + N.int(100000, 999999), date: 'Thursday', port: 'Apapa' }),
        llm('Lab Liaison', 'Final Answer: Phytosanitary inspection booked for Thursday; lab values (9.8% moisture, 6.2 mg/kg HCN) meet the thresholds.'),
      ]);
      const comp = span('agent', 'Agent: Compliance Officer', { task: 'Assemble compliance documents: certificate of origin, phytosanitary certificate, EU import pre-notification.' }, 'Certificate of origin issued; phytosanitary inspection Thursday; TRACES pre-notification drafted.', [
        llm('Compliance Officer', 'Thought: Origin certificate I can do; the phytosanitary part needs the lab. Delegating only that.\nAction: Delegate work to coworker\nAction Input: {"coworker": "Lab Liaison", "task": "Obtain the phytosanitary certificate for batch HQCF-0931."}'),
        deleg('Lab Liaison', 'Obtain the phytosanitary certificate for batch HQCF-0931; the inspector needs moisture ≤10% and cyanide ≤10 mg/kg.', lab),
        llm('Compliance Officer', 'Final Answer: Certificate of origin issued; phytosanitary inspection Thursday; TRACES pre-notification drafted.'),
      ]);
      const mgr = span('agent', 'Agent: Export Manager', { task: this.goal }, 'Document pack ready except the phyto certificate (inspection Thursday); commercial invoice and packing list done.', [
        llm('Export Manager', 'Thought: Commercial invoice and packing list are mine; compliance documents go to the Compliance Officer.\nAction: Delegate work to coworker\nAction Input: {"coworker": "Compliance Officer", "task": "Assemble compliance documents."}'),
        deleg('Compliance Officer', 'Assemble compliance documents: certificate of origin, phytosanitary certificate, EU import pre-notification.', comp),
        llm('Export Manager', 'Thought: I now know the final answer\nFinal Answer: Document pack ready except the phyto certificate (inspection Thursday); commercial invoice and packing list (720 bags × 25 kg) done.'),
      ]);
      return span('agent', 'Crew: ogun-coop-export', { inputs: { tonnes: 18, destination: 'NLRTM' } }, mgr.output, [span('chain', 'Task: export pack', { description: this.goal }, mgr.output, [mgr])], { metadata: { process: 'sequential', crew_id: N.uuid() } });
    },
  },
  {
    n: '05', domain: 'university alumni reunion', style: 'Google ADK (nested AgentTool)',
    isolates: 'A reunion coordinator delegates catering to a venue agent, which delegates dietary counts to an RSVP agent, which delegates one spreadsheet query to a data agent; each step is narrower, results return and the order is placed.',
    goal: 'Finalise catering for the Class of 2005 20-year reunion dinner at the Old Refectory.',
    build(N) {
      const S = makeStyle('adk', N, { model: 'gemini-2.0-flash', system: 'Reunion coordinator.', goal: this.goal, agentName: 'reunion_coordinator' });
      const wrap = (tool, args, child, result) => span('tool', `execute_tool ${tool}`, { 'gen_ai.tool.call.arguments': args }, { 'gen_ai.tool.call.result': result }, [child], { metadata: { 'gen_ai.tool.name': tool, 'gen_ai.tool.type': 'AgentTool' } });
      const top = nest(S, 'adk', [
        { agent: 'venue_agent', task: 'Confirm the catering order with the Old Refectory kitchen for the reunion dinner.', think: 'The kitchen needs final numbers by dietary requirement. Asking rsvp_agent for the counts.', tool: 'rsvp_agent', summary: 'Order placed with the Old Refectory: 142 covers (104 standard, 21 vegetarian, 9 vegan, 8 gluten-free), confirmation REF-' + N.int(1000, 9999) + '.' },
        { agent: 'rsvp_agent', task: 'Give final dinner headcount by dietary requirement, counting only paid RSVPs plus guests.', think: 'Counts come from the RSVP sheet; asking data_agent for one grouped query over paid rows.', tool: 'data_agent', summary: '142 paid covers: 104 standard, 21 vegetarian, 9 vegan, 8 gluten-free.' },
      ], { agent: 'data_agent', task: 'Query the RSVP sheet: sum attendees+guests where paid=TRUE, grouped by diet.', tool: 'sheets_query', args: { sheet: 'Reunion2005 RSVPs', query: 'select D, sum(E)+sum(F) where G = TRUE group by D' }, out: { rows: [['standard', 104], ['vegetarian', 21], ['vegan', 9], ['gluten-free', 8]], range: 'A1:G173', spreadsheetId: N.b62(44), revision: N.int(100, 400) }, answer: 'standard 104, vegetarian 21, vegan 9, gluten-free 8 (paid rows only).' }, wrap);
      const R = S.fork({ system: 'Reunion coordinator.', goal: this.goal, agentName: 'reunion_coordinator' });
      const fin = 'Catering is final: 142 covers ordered from the Old Refectory with dietary split 104/21/9/8.';
      return S.root([R.llm(null, [['venue_agent', { task: top.input.task }]]), wrap('venue_agent', { task: top.input.task }, top, top.output.result), R.llm(fin, [])], { output: fin, app: 'alumni-events' });
    },
  },
  {
    n: '06', domain: 'traffic signal retiming study', style: 'Anthropic Messages API logs (nested sub-agents)',
    isolates: 'A corridor-study agent delegates the peak-hour timing plan to a junction agent, which delegates one junction\'s pedestrian clearance to a crossing agent, which delegates a single crossing-width lookup to a GIS agent; all return and the plan is written.',
    goal: 'Propose new PM-peak signal timings for the three-junction Station Road corridor to cut queueing on the northbound approach.',
    build(N) {
      const S = makeStyle('anthropic', N, { system: 'Corridor study lead.', goal: this.goal });
      const wrap = (tool, args, child, result) => span('tool', tool, args, { type: 'tool_result', content: result }, [child]);
      const top = nest(S, 'anthropic', [
        { agent: 'corridor_lead', task: 'Produce the PM-peak timing proposal for Station Road junctions J1-J3 from the latest counts.', pre: { tool: 'get_counts', args: { corridor: 'station-road', period: 'PM peak' }, out: { junctions: ['J1 Mill St', 'J2 Market Sq', 'J3 Station Approach'], nb_flow_vph: 1180, nb_sat_flow_vph: 1850, cycle_s: 90, survey: N.ymd() } }, think: 'J2 Market Square is the bottleneck: it has the pedestrian stage. Delegating the J2 timing plan to the junction agent.', tool: 'junction_agent', summary: 'Proposal: 100 s cycle on all three junctions, J2 northbound green 48 s, pedestrian stage 19 s; offsets J1→J2 14 s, J2→J3 11 s. Predicted northbound degree of saturation drops from 97% to 84%.' },
        { agent: 'junction_agent', task: 'Design a PM-peak stage plan for J2 Market Square at a 100 s cycle, maximising northbound green.', think: 'Northbound green is what is left after the pedestrian stage; its minimum length is set by crossing clearance. Asking crossing_agent for that minimum.', tool: 'crossing_agent', summary: 'J2: pedestrian stage 19 s (7 s invitation + 12 s clearance), intergreens 5+5 s, so northbound green 48 s and side road 23 s in a 100 s cycle.' },
        { agent: 'crossing_agent', task: 'Compute the minimum pedestrian clearance time for the Market Square crossing.', think: 'Clearance = crossing width / 1.2 m/s walking speed. Asking gis_agent for the kerb-to-kerb width.', tool: 'gis_agent', summary: 'Width 14.2 m ÷ 1.2 m/s = 11.8 s → 12 s clearance; with a 7 s invitation the pedestrian stage is 19 s.' },
      ], { agent: 'gis_agent', task: 'Return the kerb-to-kerb width of crossing XS-214 at Market Square.', tool: 'gis_measure', args: { layer: 'highway_crossings', feature: 'XS-214', measure: 'kerb_to_kerb_m' }, out: { feature: 'XS-214', kerb_to_kerb_m: 14.2, island: false, source: 'OS MasterMap topo ' + N.ymd(), srid: 27700 }, answer: 'XS-214 is 14.2 m kerb to kerb, with no central island.' }, wrap);
      return S.root([top], { name: 'corridor-study', output: top.output.result });
    },
  },
];
