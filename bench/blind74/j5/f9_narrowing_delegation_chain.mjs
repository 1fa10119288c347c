// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task down;
// results come back up; done.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'narrowing_delegation_chain';
export const LOOP = false;

export const ROWS = [
{
  id: '01', stagnation: false,
  isolates: 'Claude Agent SDK transcript at a maritime museum: the main agent delegates the figurehead treatment proposal to a paint-stratigraphy subagent, which delegates pigment identification of one cross-section to a narrower subagent, which queries the XRF database; results flow back up.',
  goal: 'Draft the conservation treatment proposal for the 1850s ship figurehead "Lady of Avon", including what the original paint scheme was.',
  build: (N) => {
    const sid = N.uuid();
    const a = (text, use) => llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: 'msg_' + N.b62(24), content: [{ type: 'text', text }, ...(use ? [{ type: 'tool_use', id: 'toolu_' + N.b62(24), name: use.name, input: use.input }] : [])] }, session_id: sid });
    const level3 = agent('subagent pigment-id', { prompt: 'Identify the pigments in the lowest two paint layers of cross-section LA-07 (bodice) from its XRF and Raman files.' }, 'Layer 1: lead white ground; layer 2: Prussian blue with lead white, so the bodice was originally blue (post-1720 pigment, consistent with 1850s).', [
      a('Query the XRF and Raman results for LA-07.', { name: 'mcp__lab__get_spectra', input: { sample: 'LA-07', layers: [1, 2] } }),
      tool('mcp__lab__get_spectra', { sample: 'LA-07' }, { type: 'user', message: { content: [{ type: 'tool_result', content: JSON.stringify({ L1: { xrf: { Pb: 'major', Ca: 'minor' } }, L2: { xrf: { Pb: 'major', Fe: 'minor' }, raman_cm1: [2154, 2092, 538] }, instrument: 'Bruker Tracer 5g', run: N.uuid() }) }] } }),
      a('Pb major = lead white ground. Raman 2154/2092 cm-1 is the C≡N stretch of Prussian blue. Layer 2 = Prussian blue + lead white.'),
    ]);
    const level2 = agent('subagent paint-stratigraphy', { prompt: 'Reconstruct the original paint scheme of the figurehead from the 9 cross-sections.' }, 'Original scheme: blue bodice (Prussian blue), flesh tones in lead white + vermilion, gilded hair; 4 later overpaints.', [
      a('Read the cross-section summary table first.', { name: 'Read', input: { file_path: 'lab/cross_sections.csv' } }),
      tool('Read', { file_path: 'lab/cross_sections.csv' }, `     1\tsample,location,layers,notes\n     2\tLA-01,face,6,vermilion in L2\n     3\tLA-03,hair,5,gold leaf on bole L2\n     4\tLA-07,bodice,7,blue? L2 unidentified\n     ...`),
      a('Only LA-07\'s L2 pigment is unresolved; hand that to a focused subagent.', { name: 'Task', input: { description: 'LA-07 pigment id', prompt: 'Identify the pigments in the lowest two paint layers of cross-section LA-07.', subagent_type: 'general-purpose' } }),
      tool('Task', { description: 'LA-07 pigment id' }, 'Layer 2: Prussian blue with lead white.', {}, [level3]),
    ]);
    const kids = [
      a('The proposal needs the original scheme; the stratigraphy work is self-contained, so delegate it.', { name: 'Task', input: { description: 'paint stratigraphy', prompt: 'Reconstruct the original paint scheme of the figurehead from the 9 cross-sections.', subagent_type: 'general-purpose' } }),
      tool('Task', { description: 'paint stratigraphy' }, 'Original scheme: blue bodice (Prussian blue) ...', {}, [level2]),
      a('Writing the proposal.', { name: 'Write', input: { file_path: 'proposals/lady_of_avon.md', content: '# Treatment proposal...\nOriginal scheme: Prussian blue bodice...' } }),
      tool('Write', { file_path: 'proposals/lady_of_avon.md' }, 'File created successfully at: proposals/lady_of_avon.md'),
    ];
    return agent('query', { prompt: 'Draft the treatment proposal for the Lady of Avon figurehead.' }, { type: 'result', subtype: 'success', num_turns: 9, session_id: sid, total_cost_usd: Number((N.r() * 0.4 + 0.1).toFixed(4)) }, kids);
  },
},
{
  id: '02', stagnation: false,
  isolates: 'Google ADK sub-agent transfers at a cheese awards: the show coordinator transfers to the category lead (blue cheeses), who transfers to a table steward for one judging table, who calls the scoring tool; results come back and the coordinator publishes.',
  goal: 'Finalise the results of the Blue Cheese category (classes 31-34) at the county cheese awards and publish the class winners.',
  build: (N) => {
    const inv = 'e-' + N.uuid();
    const steward = agent('table7_steward', { instruction: 'Tally judges\' score sheets for Table 7 (class 33, soft blue, 14 entries).' }, null, [
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ functionCall: { name: 'read_score_sheets', args: { table: 7, class: 33 } } }] } }, { metadata: { invocation_id: inv, author: 'table7_steward' } }),
      tool('execute_tool read_score_sheets', { table: 7, class: 33 }, { functionResponse: { response: { entries: 14, top: [{ entry: 'B33-09', score: 91.5 }, { entry: 'B33-02', score: 88.0 }, { entry: 'B33-11', score: 87.5 }], judges: ['R. Hale', 'S. Kaur'], sheet_scan: `scan_${N.ymd()}_${N.int(100, 999)}.pdf` } } }),
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ text: 'Class 33: 1st B33-09 (91.5), 2nd B33-02 (88.0), 3rd B33-11 (87.5).' }] } }),
    ]);
    const lead = agent('blue_category_lead', { instruction: 'Finalise classes 31-34.' }, null, [
      tool('execute_tool get_class_results', { classes: [31, 32, 34] }, { functionResponse: { response: { 31: { first: 'B31-04' }, 32: { first: 'B32-07' }, 34: { first: 'B34-01' }, 33: { status: 'pending: table 7 sheets not tallied' } } } }),
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ text: 'Only class 33 is pending; transfer to the table 7 steward.' }, { functionCall: { name: 'transfer_to_agent', args: { agent_name: 'table7_steward' } } }] } }),
      steward,
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ text: 'Blue classes final: 31 B31-04, 32 B32-07, 33 B33-09, 34 B34-01. Supreme blue nominee: B33-09 (highest score 91.5).' }] } }),
    ]);
    const kids = [
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ functionCall: { name: 'transfer_to_agent', args: { agent_name: 'blue_category_lead' } } }] } }, { metadata: { invocation_id: inv, author: 'show_coordinator' } }),
      lead,
      llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { parts: [{ functionCall: { name: 'publish_results', args: { category: 'Blue', winners: { 31: 'B31-04', 32: 'B32-07', 33: 'B33-09', 34: 'B34-01' } } } }] } }),
      tool('execute_tool publish_results', { category: 'Blue' }, { functionResponse: { response: { published: true, url: 'https://cheeseawards.example/2025/blue', cdn_purge_id: N.hex(20) } } }),
    ];
    return agent('invocation show_coordinator', { new_message: 'Finalise and publish the Blue Cheese category results.' }, { final: 'Published.' }, kids, { metadata: { app_name: 'cheese_awards', session_id: N.uuid() } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'LangGraph nested subgraphs for a hill-fort trail audit: the audit graph hands one trail to a route subgraph, which hands one steep section to a gradient subgraph that runs the DEM tool; findings return up to an accessibility report.',
  goal: 'Audit the 2.3 km Caer Caradoc-style hill-fort trail for wheelchair accessibility and recommend which section needs an alternative route.',
  build: (N) => {
    const th = N.uuid();
    const md = (node, ns) => ({ metadata: { langgraph_node: node, thread_id: th, checkpoint_ns: ns } });
    const grad = agent('gradient_subgraph', { section: 'S3 (km 1.1-1.5)', task: 'Compute max sustained gradient and cross-slope on section S3 from the 1 m LiDAR DEM.' }, { max_grad_pct: 14.2, over_8pct_m: 160, cross_slope_pct: 4.1 }, [
      tool('dem_profile', { dem: 'lidar_1m_SO4595.tif', line: 'trail.gpx#S3', step_m: 5 }, `samples=81 len=400m\nmax_grade=14.2% at 1.31km\nlen>8%=160m\ncross_slope_p95=4.1%\n${N.ms(200, 900)}ms rasterio ${N.pick(['1.3.10', '1.4.1'])}`, md('dem', 'route_subgraph|gradient_subgraph:' + N.uuid())),
      llm('ChatOpenAI', { messages: '[profile result]' }, { generations: [[{ text: 'S3 exceeds 1:12 (8.3%) for 160 m, peak 14.2%.' }]] }, md('summarise', 'gradient_subgraph')),
    ], md('gradient_subgraph', 'route_subgraph'));
    const route = agent('route_subgraph', { trail: 'Hill-fort loop', task: 'Split the trail into sections by surface and find the ones needing a gradient check.' }, { sections: 5, failing: ['S3'] }, [
      tool('surface_survey', { trail: 'Hill-fort loop' }, { S1: 'tarmac 0.4 km', S2: 'compacted stone 0.7 km', S3: 'grass 0.4 km (steep)', S4: 'compacted stone 0.5 km', S5: 'boardwalk 0.3 km', surveyed: N.isoOff() }, md('survey', 'route_subgraph:' + N.uuid())),
      llm('ChatOpenAI', { messages: '[survey]' }, { generations: [[{ text: 'S1, S2, S4, S5 have surveyed gradients under 5%. S3 is flagged steep; send it to the gradient subgraph.' }]] }, md('triage', 'route_subgraph')),
      grad,
    ], md('route_subgraph', ''));
    const kids = [
      llm('ChatOpenAI', { messages: [{ type: 'human', content: 'Audit the hill-fort trail for wheelchair access.' }] }, { generations: [[{ text: 'Delegate sectioning to the route subgraph.' }]] }, md('plan', '')),
      route,
      llm('ChatOpenAI', { messages: '[route result]' }, { generations: [[{ text: 'Report: 4 of 5 sections accessible. S3 has 160 m above 1:12 (peak 14.2%); recommend the contour path via the east rampart (+240 m, max 6%) as the accessible alternative.' }]] }, md('report', '')),
    ];
    return agent('LangGraph', { messages: [{ role: 'user', content: 'Audit the hill-fort trail for wheelchair accessibility.' }] }, { report: 'S3 needs alternative route via east rampart.' }, kids, { metadata: { thread_id: th } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'OpenTelemetry GenAI invoke_agent spans nested three deep for a demand-responsive rural bus: the network planner hands one zone to a zone agent, which hands one time band to a trip-matcher agent that runs the solver; results come back and the timetable is set.',
  goal: 'Set next week\'s dial-a-ride bus plan for the Wolds zone, fitting the 37 pre-booked trips into two minibuses.',
  build: (N) => {
    const ia = (name, kids, out) => agent(`invoke_agent ${name}`, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'gen_ai.agent.id': N.uuid() }, out, kids);
    const chat = (content) => llm('chat gpt-4o-mini', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content }] }], 'gen_ai.usage.output_tokens': N.int(30, 120) });
    const matcher = ia('trip_matcher', [
      tool('execute_tool solve_vrp', { 'gen_ai.tool.name': 'solve_vrp', 'gen_ai.tool.call.arguments': JSON.stringify({ trips: 'wolds_tue_am.json', vehicles: 2, max_ride_min: 45 }) }, { 'gen_ai.tool.call.result': `OR-Tools 9.10 | trips 14 | vehicles 2 | objective 312 | unserved 0 | max_ride 41 min | wall ${N.dur()} | sol_id ${N.hex(10)}` }),
      chat('Tuesday AM band: all 14 trips served by 2 buses, longest ride 41 min.'),
    ], { unserved: 0 });
    const zone = ia('wolds_zone', [
      tool('execute_tool load_bookings', { 'gen_ai.tool.name': 'load_bookings', 'gen_ai.tool.call.arguments': '{"zone":"wolds","week":"next"}' }, { 'gen_ai.tool.call.result': JSON.stringify({ total: 37, by_band: { 'tue_am': 14, 'tue_pm': 6, 'thu_am': 11, 'thu_pm': 6 }, snapshot: N.iso() }) }),
      chat('Only Tuesday AM (14 trips, hospital appointments) is tight; the other bands have 6-11 trips and fit one bus on the standard loop. Send Tuesday AM to the trip matcher.'),
      matcher,
      chat('Wolds plan: Tue AM 2 buses (solver), Tue PM 1 bus, Thu AM 1 bus with 2 loops, Thu PM 1 bus.'),
    ], { buses: { tue_am: 2, tue_pm: 1, thu_am: 1, thu_pm: 1 } });
    const kids = [chat('Wolds zone has the bookings spike; delegate it to the zone agent.'), zone,
      tool('execute_tool publish_timetable', { 'gen_ai.tool.name': 'publish_timetable' }, { 'gen_ai.tool.call.result': `published v${N.int(40, 60)} to GTFS-flex feed, etag ${N.etag()}` }),
    ];
    return ia('network_planner', kids, { status: 'published' });
  },
},
{
  id: '05', stagnation: false,
  isolates: 'Langfuse nested agent observations for a glassblowing studio: the studio manager agent hands the week\'s firing plan to a kiln agent, which hands the annealing curve for one thick piece to an annealing agent that computes it; results return and the kiln is programmed.',
  goal: 'Program this week\'s annealer schedules for the studio, including the 38 mm-thick cast bowl commission, without cracking anything.',
  build: (N) => {
    const ob = (t) => ({ metadata: { observation_type: t, id: N.uuid(), startTime: N.iso(), langfuse_trace: N.hex(32) } });
    const anneal = agent('annealing-agent', { task: 'Compute the annealing curve for a 38 mm soda-lime cast bowl (Bullseye-type glass, annealing point 482 °C).' }, { soak_c: 482, soak_h: 6, cool1: '482→427 °C at 6 °C/h', cool2: '427→370 °C at 12 °C/h', cool3: '370→room at 40 °C/h' }, [
      tool('anneal_table', { thickness_mm: 38, glass: 'BE-90', support: 'one side' }, { source: 'manufacturer chart 2023, row 38mm one-side', hold_min: 360, rates_c_per_h: [6, 12, 40], total_h: 31.5 }, ob('TOOL')),
      llm('generation', { model: 'claude-3-5-haiku-20241022' }, { content: 'For 38 mm one-side support: soak 6 h at 482 °C, then 6, 12 and 40 °C/h segments; total ~31.5 h.' }, ob('GENERATION')),
    ], ob('AGENT'));
    const kiln = agent('kiln-agent', { task: 'Make annealer programs for the 4 pieces scheduled this week.' }, { programs: 4 }, [
      tool('list_work_orders', { week: 'current' }, [{ wo: 'WO-' + N.int(300, 399), piece: 'goblets x12', max_thickness_mm: 6 }, { wo: 'WO-' + N.int(400, 499), piece: 'cast bowl commission', max_thickness_mm: 38 }, { wo: 'WO-' + N.int(500, 599), piece: 'paperweights x30', max_thickness_mm: 60, note: 'solid - use standard 60 mm program P7' }], ob('TOOL')),
      llm('generation', { model: 'claude-3-5-haiku-20241022' }, { content: 'Goblets use program P2 and paperweights P7 already exist. The 38 mm cast bowl has no stored program; ask the annealing agent for it.' }, ob('GENERATION')),
      anneal,
      tool('write_controller_program', { controller: 'Bartlett Genesis annealer #2', slot: 9, segments: [[482, 'AFAP', 360], [427, 6, 0], [370, 12, 0], [20, 40, 0]] }, `OK slot 9 written, crc ${N.hex(4).toUpperCase()}, fw 3.${N.int(1, 9)}`, ob('TOOL')),
    ], ob('AGENT'));
    return agent('studio-manager', { input: 'Program this week\'s annealer schedules including the 38 mm bowl.' }, { output: 'P2 goblets, P7 paperweights, new slot 9 for the 38 mm bowl (31.5 h).' }, [
      llm('generation', { model: 'claude-3-5-sonnet-20241022' }, { content: 'Kiln programming is the kiln agent\'s job; delegate the week\'s plan.' }, ob('GENERATION')),
      kiln,
      llm('generation', { model: 'claude-3-5-sonnet-20241022' }, { content: 'Done: bowl goes in annealer #2 slot 9, 31.5 h; goblets P2; paperweights P7.' }, ob('GENERATION')),
    ], { metadata: { sessionId: 'studio-' + N.ymd(), release: 'studio-ops@1.8.2' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'Agno (not in the brief\'s list) nested teams for lighthouse-cottage holiday lets: the lettings team leader hands maintenance to a maintenance team, which hands the lantern-room window job to a glazing member that gets quotes; results return and the changeover is rebooked.',
  goal: 'Get the three lighthouse keepers\' cottages ready for the Easter changeover, including fixing the cracked lantern-room window in Cottage 2.',
  build: (N) => {
    const md = () => ({ metadata: { run_id: N.uuid(), created_at: N.tick() } });
    const glazing = agent('Team.member glazing_specialist', { task: 'Get two quotes to replace the 6 mm curved storm pane in the Cottage 2 lantern room before 14 April.' }, { chosen: 'Coastal Glass Ltd, £640, fit 9 April' }, [
      tool('request_quotes', { spec: '6mm toughened curved pane, radius 1.1 m, 620x410 mm', deadline: '2025-04-14' }, JSON.stringify([{ firm: 'Coastal Glass Ltd', price_gbp: 640, date: '2025-04-09', ref: 'Q-' + N.int(1000, 9999) }, { firm: 'Penwith Glazing', price_gbp: 585, date: '2025-04-17' }]), md()),
      llm('OpenAIChat.response', { model: 'gpt-4o-mini' }, { content: 'Penwith is cheaper but fits on 17 April, after the changeover. Choose Coastal Glass, £640 on 9 April.' }, md()),
    ], md());
    const maint = agent('Team.run maintenance_team', { task: 'Prepare all three cottages for the Easter changeover.' }, { jobs: 3 }, [
      tool('list_open_defects', { property: 'Keepers Cottages' }, { C1: ['dripping shower mixer'], C2: ['cracked lantern-room storm pane'], C3: [], checked: N.isoOff() }, md()),
      llm('OpenAIChat.response', { model: 'gpt-4o' }, { content: 'C1 shower mixer: our handyman can do it on the 8th. C2 curved pane needs a glazier - delegate to glazing_specialist. C3 clear.', tool_calls: [tc(N, 'transfer_task_to_member', { member_id: 'glazing_specialist', task_description: 'Two quotes for Cottage 2 curved storm pane before 14 April' })] }, md()),
      glazing,
      tool('book_job', { jobs: [{ cottage: 'C1', job: 'shower mixer cartridge', date: '2025-04-08' }, { cottage: 'C2', job: 'storm pane', contractor: 'Coastal Glass Ltd', date: '2025-04-09' }] }, { booked: 2, calendar_ids: [N.uuid(), N.uuid()] }, md()),
    ], md());
    return agent('Team.run lettings_team', { message: 'Get the keepers\' cottages ready for the Easter changeover.' }, { content: 'All three cottages ready: C1 mixer 8 Apr, C2 pane 9 Apr (£640), C3 no defects.', status: 'COMPLETED' }, [
      llm('OpenAIChat.response', { model: 'gpt-4o' }, { content: 'Maintenance is the only open workstream; delegate to the maintenance team.', tool_calls: [tc(N, 'transfer_task_to_member', { member_id: 'maintenance_team', task_description: 'Prepare the cottages for Easter' })] }, md()),
      maint,
      llm('OpenAIChat.response', { model: 'gpt-4o' }, { content: 'All three cottages ready: C1 mixer 8 Apr, C2 pane 9 Apr (£640), C3 no defects.' }, md()),
    ], { metadata: { framework: 'agno 1.5', team_session_id: N.uuid() } });
  },
},
];
