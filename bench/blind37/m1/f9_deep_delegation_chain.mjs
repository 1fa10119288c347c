// Family 9 (healthy): a chain of nested agents, each handing a narrower sub-task down; results come back up.
import { style } from './lib.mjs';
export const FAMILY = 'deep_delegation_chain';

// levels: [{name, system, task, callName, callArgs(narrower task), before?: (W)=>spans, answer}], innermost gets `leaf(W)` spans
function chain(S, levels, leaf) {
  const build = (i, parent) => {
    const L = levels[i];
    const W = parent.child({ system: L.system, user: L.task, agent: L.name });
    const kids = [];
    if (L.before) kids.push(...L.before(W));
    if (i + 1 < levels.length) {
      const inner = build(i + 1, W);
      kids.push(...W.turn({ text: L.handoffText, calls: [[L.callName, L.callArgs]] }, [inner.answer], [[inner.span]]));
    } else kids.push(...leaf(W));
    kids.push(...W.say(L.answer));
    return { span: W.root(L.name, kids, { result: L.answer }), answer: L.answer };
  };
  return build(0, S);
}

export const rows = [
  {
    id: '01', domain: 'carousel restoration', style: 'Claude Agent SDK (Task subagents)',
    isolates: 'Claude Agent SDK Task tool three levels deep: lead agent -> restoration planner -> horse-paint analyst -> pigment-archive searcher, each with a narrower question, results returned up to a restoration schedule.',
    goal: 'Produce a restoration schedule for the 1912 Dentzel-style carousel, starting with the outer-row jumping horses.',
    build(N) {
      const S = style('claude_sdk', N, { model: 'claude-sonnet-4-5-20250929', system: 'You are Claude Code acting as restoration project lead.', user: this.goal });
      const inner = chain(S, [
        { name: 'restoration-planner', system: 'You plan carousel figure restoration work.', task: 'Plan the outer-row jumping horses (16 figures): what work each needs and in what order.', handoffText: 'Paint history decides the order; ask the paint analyst.', callName: 'Task', callArgs: { subagent_type: 'paint-analyst', description: 'Paint layers of outer-row horses', prompt: 'From cross-section reports, which outer-row horses still have original 1912 paint under the overpaint?' }, before: (W) => W.turn({ calls: [['Read', { file_path: 'survey/outer_row_condition.csv' }]] }, ['figure,cracks,loose_joints,overpaint_layers\nOR-01,2,1,3\nOR-02,0,0,2\nOR-03,5,2,4\n... (16 rows)']), answer: 'Order: OR-02, 05, 09, 14 first (original paint, conservation clean only, 6 weeks); then 12 horses with full repaint after joint re-gluing (OR-03 first: 5 cracks), 14 weeks. Total ~20 weeks.' },
        { name: 'paint-analyst', system: 'You interpret paint cross-sections.', task: 'Which outer-row horses still have original 1912 paint under the overpaint?', handoffText: 'Need the original palette to match layers; ask the archive searcher.', callName: 'Task', callArgs: { subagent_type: 'archive-searcher', description: 'Original 1912 palette', prompt: 'Find pigment names for the 1912 factory palette of this carousel maker in the archive.' }, before: (W) => W.turn({ calls: [['Grep', { pattern: 'layer 1', path: 'lab/cross_sections/' }]] }, ['lab/cross_sections/OR-02.txt: layer 1: lead white ground, chrome yellow, vermilion\nlab/cross_sections/OR-05.txt: layer 1: lead white, Prussian blue\nlab/cross_sections/OR-09.txt: layer 1: lead white, chrome yellow\nlab/cross_sections/OR-14.txt: layer 1: lead white, vermilion, gold leaf']), answer: 'OR-02, OR-05, OR-09 and OR-14 keep original 1912 layers (match the factory palette); the other 12 only have 1950s+ paint.' },
        { name: 'archive-searcher', system: 'You search the carousel archive.', task: 'Find pigment names for the 1912 factory palette.', answer: '1912 palette: lead white ground, chrome yellow, vermilion, Prussian blue, 23k gold leaf trim.' },
      ], (W) => W.turn({ calls: [['Grep', { pattern: 'palette|Farbe|pigment', path: 'archive/factory_ledgers_1910_1914/' }]] }, ['archive/factory_ledgers_1910_1914/ledger_1912.txt:88: "Pferde: Bleiweiss Grund, Chromgelb, Zinnober, Preussischblau, Blattgold 23k"']));
      const k = [
        ...S.turn({ text: 'I will delegate planning of the outer row to the restoration planner.', calls: [['Task', { subagent_type: 'restoration-planner', description: 'Outer-row horses plan', prompt: 'Plan the outer-row jumping horses (16 figures).' }]] }, [inner.answer], [[inner.span]]),
        ...S.say('Schedule: weeks 1-6 conservation-clean OR-02, 05, 09, 14 (original 1912 paint: lead white, chrome yellow, vermilion, Prussian blue, gold leaf); weeks 7-20 re-glue and repaint the other 12, starting with OR-03.'),
      ];
      return S.root('claude-agent-sdk.query', k, { type: 'result', subtype: 'success', session_id: S.sid });
    },
  },
  {
    id: '02', domain: 'planetary rover test yard', style: 'Strands Agents (agents as tools)',
    isolates: 'Strands agents-as-tools four levels deep: test director -> traverse planner -> terrain analyst -> soil-data agent, each handed a narrower question, answers flowing back up into a test plan.',
    goal: 'Plan Thursday\'s slope-climb test for the rover prototype in the Mars yard.',
    build(N) {
      const S = style('strands', N, { model: 'us.anthropic.claude-sonnet-4-20250514-v1:0', system: 'You are the test director of a planetary rover test yard.', user: this.goal });
      const inner = chain(S, [
        { name: 'traverse_planner', system: 'You plan rover traverses in the Mars yard.', task: 'Plan a slope-climb traverse up to 25 degrees.', handoffText: 'Need which slope bed can give 25 degrees with safe soil.', callName: 'terrain_analyst', callArgs: { query: 'Which slope bed supports a 25 degree climb today?' }, answer: 'Traverse: start pad P2, climb bed B (25°, 8 m) at 2 cm/s, abort if wheel slip > 40%; then descend on bed A (15°).' },
        { name: 'terrain_analyst', system: 'You analyse yard terrain.', task: 'Which slope bed supports a 25 degree climb today?', handoffText: 'Bed B was re-raked; need its soil moisture and cohesion.', callName: 'soil_data_agent', callArgs: { query: 'Moisture and cohesion readings for bed B since re-raking' }, before: (W) => W.turn({ calls: [['yard_map', { layer: 'slopes' }]] }, [{ beds: [{ id: 'A', angle_deg: 15 }, { id: 'B', angle_deg: 25, note: 're-raked Tue' }, { id: 'C', angle_deg: 30, note: 'closed' }] }]), answer: 'Bed B (25°) is usable: moisture 2.1%, cohesion 0.9 kPa, within the 1.5 kPa limit.' },
        { name: 'soil_data_agent', system: 'You read soil sensor data.', task: 'Moisture and cohesion readings for bed B since re-raking', answer: 'Bed B: moisture 2.1% (3 probes), shear-vane cohesion 0.9 kPa.' },
      ], (W) => [...W.turn({ calls: [['soil_probe_readings', { bed: 'B', since: 'Tue' }]] }, [{ bed: 'B', probes: { B1: 2.0, B2: 2.3, B3: 2.0 }, unit: '% vol', read_at: N.iso() }]), ...W.turn({ calls: [['shear_vane_log', { bed: 'B' }]] }, [`bed B shear vane ${N.slashTs()}  c=0.9 kPa  phi=31.5 deg  operator=JL`])]);
      const k = [
        ...S.turn({ calls: [['traverse_planner', { query: 'Plan a slope-climb traverse up to 25 degrees for Thursday' }]] }, [inner.answer], [[inner.span]]),
        ...S.say('Thursday plan: pad P2 -> bed B climb (25°, 8 m, 2 cm/s), abort at >40% slip, descend via bed A. Bed B soil: 2.1% moisture, cohesion 0.9 kPa.'),
      ];
      return S.root('invoke_agent test_director', k, { stop_reason: 'end_turn' });
    },
  },
  {
    id: '03', domain: 'batik workshops', style: 'Mastra (agent networks)',
    isolates: 'Mastra agents nested three deep: course coordinator -> dye-session planner -> dye-chemistry agent, each with a smaller task, results returned into a class timetable.',
    goal: 'Set up the 3-day indigo batik course for 10 students in May.',
    build(N) {
      const S = style('mastra', N, { model: 'gpt-4o', system: 'You coordinate courses for a batik workshop.', user: this.goal });
      const inner = chain(S, [
        { name: 'dyeSessionPlanner', system: 'You plan dye sessions.', task: 'Plan the dye sessions for 10 students, 3 days, indigo, 1 m cotton each.', handoffText: 'Need to know how many vat dips per day the vat can take.', callName: 'dyeChemistryAgent', callArgs: { question: 'Vat capacity and dips per day for a 200 L fructose indigo vat' }, answer: 'Day 1 wax, day 2 two dip sessions of 5 students (6 dips each), day 3 wax removal; vat refreshed at end of day 2.' },
        { name: 'dyeChemistryAgent', system: 'You advise on natural dye chemistry.', task: 'Vat capacity and dips per day for a 200 L fructose indigo vat', answer: '200 L vat with 400 g indigo handles ~60 dips of 1 m cotton per day; refresh with 100 g fructose + 50 g lime after.' },
      ], (W) => W.turn({ calls: [['vatLog', { vat: 'V-200-1' }]] }, [{ vat: 'V-200-1', indigo_g: 400, fructose_g: 300, lime_g: 150, ph: 10.8, last_refresh: N.isoSec(), dips_since_refresh: 12 }]));
      const k = [
        ...S.turn({ calls: [['dyeSessionPlanner', { task: 'dye sessions for 10 students over 3 days' }]] }, [inner.answer], [[inner.span]]),
        ...S.turn({ calls: [['bookRoom', { room: 'studio 2', dates: ['2025-05-13', '2025-05-14', '2025-05-15'] }]] }, [{ booked: true, ref: `BK-${N.digits(5)}` }]),
        ...S.say('Course set: 13-15 May in studio 2; day 1 wax resist, day 2 indigo dips in two groups of 5 (6 dips each, vat refreshed after), day 3 wax removal and finishing.'),
      ];
      return S.root("agent run: 'courseCoordinator'", k, { text: 'Course set.' }, { spanType: 'AGENT_RUN' });
    },
  },
  {
    id: '04', domain: 'algae bioreactor pilot plant', style: 'Amazon Bedrock Agents (multi-agent collaboration)',
    isolates: 'A Bedrock supervisor agent invokes a collaborator, which invokes its own collaborator, which queries sensors: three levels with ever narrower questions, then a harvest decision.',
    goal: 'Decide whether to harvest photobioreactor PBR-3 (Nannochloropsis) this week or wait.',
    build(N) {
      const S = style('bedrock', N, { model: 'anthropic.claude-3-5-sonnet-20241022-v2:0', system: 'You are the pilot plant supervisor agent.', user: this.goal });
      const inner = chain(S, [
        { name: 'CultureHealthAgent', system: 'You assess algae culture health.', task: 'Is PBR-3 at harvest density and healthy?', handoffText: 'Need the last 72 h of density and nitrate.', callName: 'SensorAgent__ask', callArgs: { question: 'PBR-3 optical density and nitrate, last 72 h' }, answer: 'PBR-3 reached 2.4 g/L dry weight, nitrate nearly depleted (4 mg/L): harvest now before lipid shift stalls growth.' },
        { name: 'SensorAgent', system: 'You read bioreactor sensors.', task: 'PBR-3 optical density and nitrate, last 72 h', handoffText: 'Density needs the calibration curve from the lab agent.', callName: 'LabCalibrationAgent__ask', callArgs: { question: 'OD750 to dry-weight calibration for Nannochloropsis, current' }, before: (W) => W.turn({ calls: [['Sensors__history', { reactor: 'PBR-3', hours: 72 }]] }, [{ od750: [3.1, 3.6, 3.9], nitrate_mg_l: [31, 12, 4], ts: [N.isoSec(), N.isoSec(), N.isoSec()] }]), answer: 'OD750 rose 3.1 -> 3.9 (= 2.4 g/L), nitrate fell 31 -> 4 mg/L.' },
        { name: 'LabCalibrationAgent', system: 'You hold lab calibration data.', task: 'OD750 to dry-weight calibration', answer: 'dry weight (g/L) = 0.62 x OD750 - 0.02, calibrated last Monday.' },
      ], (W) => W.turn({ calls: [['Lab__getCalibration', { assay: 'OD750-DW', strain: 'Nannochloropsis oceanica' }]] }, [{ slope: 0.62, intercept: -0.02, r2: 0.991, calibrated: '2025-04-07' }]));
      const k = [
        ...S.turn({ think: 'Ask the culture health collaborator whether PBR-3 is ready.', calls: [['CultureHealthAgent__ask', { question: 'Is PBR-3 at harvest density and healthy?' }]] }, [inner.answer], [[inner.span]]),
        ...S.say('Harvest PBR-3 on Wednesday: 2.4 g/L and nitrate down to 4 mg/L; refill with fresh f/2 medium at 20% inoculum.'),
      ];
      return S.root('InvokeAgent', k, { completion: 'Harvest Wednesday.' }, { agentId: 'PBRSUPV01', collaboration: 'SUPERVISOR', sessionId: N.uuid() });
    },
  },
  {
    id: '05', domain: 'retaining wall monitoring', style: 'Pydantic AI (agent delegation)',
    isolates: 'Pydantic AI agent delegation three levels deep (asset engineer -> instrumentation agent -> inclinometer agent), each tool call running a narrower agent, ending in an inspection recommendation.',
    goal: 'Is the Station Road retaining wall (RW-12) moving, and does it need an unscheduled inspection?',
    build(N) {
      const S = style('pydantic_ai', N, { model: 'gpt-4o', system: 'You are the geotechnical asset engineer.', user: this.goal });
      const inner = chain(S, [
        { name: 'instrumentation_agent', system: 'You summarise instrument data for a wall.', task: 'Summarise all RW-12 instruments over 90 days.', handoffText: 'The inclinometers need their own reduction; delegate.', callName: 'ask_inclinometer_agent', callArgs: { question: 'Cumulative displacement at IN-2 and IN-3 over 90 days' }, before: (W) => W.turn({ calls: [['read_crack_gauges', { wall: 'RW-12', days: 90 }]] }, [{ CG1: '+0.1 mm', CG2: '+0.4 mm', CG3: '+1.8 mm', alert_mm: 2.0 }]), answer: 'Crack gauge CG3 +1.8 mm (alert 2.0); IN-3 shows 7.5 mm at 4 m depth with acceleration in last 30 days; IN-2 stable.' },
        { name: 'inclinometer_agent', system: 'You reduce inclinometer readings.', task: 'Cumulative displacement at IN-2 and IN-3 over 90 days', answer: 'IN-2 1.2 mm (stable); IN-3 7.5 mm at 4 m, 4.1 mm of it in the last 30 days.' },
      ], (W) => W.turn({ calls: [['inclinometer_readings', { boreholes: ['IN-2', 'IN-3'], days: 90 }]] }, [{ 'IN-2': { max_mm: 1.2, depth_m: 3 }, 'IN-3': { max_mm: 7.5, depth_m: 4, last30_mm: 4.1 }, survey_file: `/data/incl/RW12_${N.hex(6)}.csv` }]));
      const k = [
        ...S.turn({ calls: [['ask_instrumentation_agent', { question: 'Summarise all RW-12 instruments over 90 days' }]] }, [inner.answer], [[inner.span]]),
        ...S.say('Yes: RW-12 is moving at IN-3 (4.1 mm in 30 days at 4 m depth) and CG3 is near its 2 mm alert. Raise an unscheduled inspection this week and increase IN-3 reading frequency to weekly.'),
      ];
      return S.root('agent run', k, { output: 'Unscheduled inspection recommended.' }, { agent_name: 'asset_engineer' });
    },
  },
  {
    id: '06', domain: 'soapbox derby', style: 'Agno teams (not in the brief\'s list)',
    isolates: 'Agno team members nested three deep (race director -> safety officer -> course survey agent -> weather agent), each narrowing the question, returning into a go/no-go race-day decision.',
    goal: 'Confirm whether Sunday\'s soapbox derby on Kirk Brae can run with the planned straw-bale layout.',
    build(N) {
      const S = style('agno', N, { model: 'gpt-4.1-mini', system: 'You are the race director team leader.', user: this.goal });
      const inner = chain(S, [
        { name: 'Safety Officer', system: 'You check race safety.', task: 'Is the straw-bale layout on Kirk Brae safe for Sunday?', handoffText: 'Need the course survey for the bend speeds.', callName: 'transfer_task_to_member', callArgs: { member_id: 'course-survey', task: 'Entry speeds at the two bends of Kirk Brae with current surface' }, answer: 'Layout is safe if bend 2 gets a double bale row; predicted entry speed 31 km/h wet.' },
        { name: 'Course Survey Agent', system: 'You model course speeds.', task: 'Entry speeds at the two bends of Kirk Brae', handoffText: 'Surface grip depends on Sunday\'s rain; ask weather.', callName: 'transfer_task_to_member', callArgs: { member_id: 'weather', task: 'Sunday 10:00-15:00 rain and road-surface forecast for Kirk Brae' }, before: (W) => W.turn({ calls: [['course_profile', { course: 'Kirk Brae' }]] }, [{ length_m: 640, drop_m: 38, bends: [{ id: 1, at_m: 210, radius_m: 22 }, { id: 2, at_m: 470, radius_m: 15 }] }]), answer: 'Bend 1: 27 km/h; bend 2 (r=15 m): 31 km/h on a wet surface, needs extra run-off.' },
        { name: 'Weather Agent', system: 'You provide weather.', task: 'Sunday rain forecast for Kirk Brae', answer: 'Showers until noon (2 mm), dry afternoon; surface wet in the morning.' },
      ], (W) => W.turn({ calls: [['get_forecast', { lat: 55.95, lon: -3.19, date: '2025-06-15' }]] }, [{ hourly: [{ t: '10:00', mm: 1.2 }, { t: '11:00', mm: 0.8 }, { t: '12:00', mm: 0 }, { t: '14:00', mm: 0 }], issued: N.isoOff(1) }]));
      const k = [
        ...S.turn({ calls: [['transfer_task_to_member', { member_id: 'safety-officer', task: 'Is the straw-bale layout safe for Sunday?' }]] }, [inner.answer], [[inner.span]]),
        ...S.say('Go for Sunday: run as planned with a double straw-bale row at bend 2 (wet entry speed up to 31 km/h); morning heats may be wet, afternoon dry.'),
      ];
      return S.root('Team.run', k, { content: 'Go, with double bales at bend 2.' }, { team_id: N.uuid(), mode: 'coordinate' });
    },
  },
];
