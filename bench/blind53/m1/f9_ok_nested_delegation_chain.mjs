import { agent, llm, tool, usr } from './lib.mjs';
const mk = (domain, style, goal, levels, leaf, final) => ({ domain, style, isolates: `A chain of ${levels.length} nested agents for ${domain}, each passing a narrower sub-task down, results returned up, then done.`, goal, build(r) {
  let inner = agent(levels[levels.length - 1][0], { task: levels[levels.length - 1][1] }, { result: leaf[2] }, [
    llm('llm', { messages: [usr(levels[levels.length - 1][1])] }, { tool_calls: [{ name: leaf[0], arguments: JSON.stringify(leaf[1]) }] }),
    tool(leaf[0], leaf[1], { ...leaf[3], ts: r.iso(), request_id: r.reqId() }),
    llm('llm', {}, leaf[2]),
  ]);
  for (let i = levels.length - 2; i >= 0; i--) {
    const [name, task, say, back] = levels[i];
    inner = agent(name, { task }, { result: back }, [llm('llm', { messages: [usr(task)] }, say), inner, llm('llm', {}, back)]);
  }
  return agent('root', { goal }, { answer: final }, [inner]);
} });
export default [
mk('oboe reed makers', 'OpenAI Agents SDK handoffs', 'Decide whether the new cane batch is good enough for professional reeds.', [
  ['production_lead', 'Evaluate cane batch CN-2025-04', 'Delegate gouging quality to the workshop agent.', 'Batch accepted for professional line.'],
  ['workshop_agent', 'Check gouge thickness for CN-2025-04', 'Ask the metrology agent for centre thickness stats.', 'Gouge within spec.'],
  ['metrology_agent', 'Measure centre thickness of 20 sampled pieces', 'Read dial gauge log.', '']],
  ['gauge_log', { batch: 'CN-2025-04', n: 20 }, 'Mean 0.58 mm, sd 0.01, all within 0.56-0.60.', { mean_mm: 0.58, sd: 0.01 }], 'Cane batch CN-2025-04 approved.'),
mk('ice hotel construction', 'LangGraph subgraphs', 'Confirm the ice suite walls can be cut this week.', [
  ['build_manager', 'Schedule ice suite wall cutting', 'Need ice block quality; ask river ops.', 'Cutting scheduled Wed-Fri.'],
  ['river_ops', 'Assess harvest blocks from the river', 'Ask the lab agent for clarity test.', 'Blocks harvestable.'],
  ['lab_agent', 'Clarity and thickness test of river ice', '', ''],
  ['sensor_agent', 'Read ice thickness probes at 3 points', '', '']],
  ['ice_probe', { points: ['A', 'B', 'C'] }, 'Thickness 72/75/70 cm, clarity grade A.', { cm: [72, 75, 70] }], 'Walls cut Wed–Fri from 70+ cm grade-A ice.'),
mk('hovercraft service', 'CrewAI delegation', 'Clear hovercraft HV-3 for Monday service after skirt repair.', [
  ['ops_director', 'Clear HV-3 for Monday', 'Delegate to engineering.', 'HV-3 cleared for 06:40 sailing.'],
  ['engineering', 'Verify skirt repair', 'Delegate finger segment inspection.', 'Skirt OK.'],
  ['inspector', 'Inspect 24 replaced finger segments', '', '']],
  ['inspection_form', { craft: 'HV-3', segments: 24 }, 'All 24 segments fitted, torque checked.', { passed: 24 }], 'HV-3 cleared.'),
mk('kite manufacturing', 'Claude Agent SDK subagents (Task tool)', 'Pick ripstop fabric for the new 2-line stunt kite.', [
  ['product_lead', 'Choose sail fabric', 'Spawn materials subagent.', 'Chosen: Icarex P31.'],
  ['materials', 'Compare 3 ripstop fabrics', 'Spawn test subagent for tear strength.', 'P31 best tear/weight.'],
  ['tester', 'Tear test three samples', '', '']],
  ['tear_test', { samples: ['P31', 'Chikara', 'PC31'] }, 'P31 tear 18 N, Chikara 12 N, PC31 15 N.', { N: { P31: 18, Chikara: 12, PC31: 15 } }], 'Icarex P31 chosen.'),
mk('carnival float building', 'smolagents managed agents', 'Confirm the dragon float fits the parade route.', [
  ['float_captain', 'Check route fit', 'Ask route agent.', 'Float fits with wings folded at Bridge St.'],
  ['route_agent', 'Find tightest clearance on route', 'Ask survey agent for bridge heights.', 'Bridge St 4.3 m limiting.'],
  ['survey_agent', 'Look up clearance of 4 bridges', '', '']],
  ['clearances', { bridges: 4 }, 'Lowest 4.3 m at Bridge St; float 4.6 m, wings fold to 4.1 m.', { min_m: 4.3 }], 'Fits with wings folded.'),
mk('sauerkraut fermentery', 'Pydantic AI agent delegation', 'Release crock batch 44 for jarring.', [
  ['quality_manager', 'Release batch 44', 'Delegate to lab.', 'Batch 44 released.'],
  ['lab', 'Verify acidity and salt', 'Delegate pH reading to bench agent.', 'pH 3.4, salt 2.1%: OK.'],
  ['bench', 'Read pH meter for batch 44', '', '']],
  ['ph_meter', { batch: 44 }, 'pH 3.4 at 18°C; salt 2.1%.', { ph: 3.4 }], 'Batch 44 released.'),
];
