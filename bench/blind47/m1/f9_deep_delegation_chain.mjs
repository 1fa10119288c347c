import { Conv, root, span } from './lib.mjs';
export const family = 'deep_delegation_chain';
export const loop = false, stagnation = false;
export const summary = 'Healthy: 3+ nested agents, each passing a narrower, different sub-task down; results flow back up; done.';

// levels: [agentName, task, toolName, args, output, answer]; nesting built from the deepest level up
function chain(style, N, model, levels) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [name, task, toolName, args, out, answer] = levels[i];
    const c = new Conv(style, N, { model, system: `You are ${name}.`, goal: task });
    c.llm(null, [{ name: toolName, args }]); c.tool(out);
    if (inner) { c.llm(null, [{ name: 'delegate', args: { to: levels[i + 1][0], task: levels[i + 1][1] } }]); c.push(inner); }
    c.llm(answer);
    inner = span('agent', name, { task }, { result: answer }, c.cur);
  }
  return inner;
}

export const rows = [
{ id: '01', domain: 'cactus nursery export', style: 'anthropic',
  isolates: 'Export agent -> CITES agent -> species checker, each with a narrower task, results returned up to a shipment decision.',
  goal: 'Can we ship the 40-plant Ariocarpus order to a buyer in Japan next week?',
  build(N) { return root('claude-agent-sdk', 'query', this.goal, [chain('anthropic', N, 'claude-sonnet-4-20250514', [
    ['export_agent', this.goal, 'order_lookup', { order: 'SO-7712' }, { items: [{ taxon: 'Ariocarpus fissuratus', qty: 25 }, { taxon: 'Ariocarpus retusus', qty: 15 }], dest: 'JP' }, 'Yes, shippable Tuesday once CITES export permit is attached; both taxa are Appendix I but nursery-propagated.'],
    ['cites_agent', 'Determine CITES paperwork for 25 A. fissuratus and 15 A. retusus to Japan.', 'cites_appendix', { genus: 'Ariocarpus' }, { appendix: 'I', artificially_propagated_rule: 'treated as App. II (Res. Conf. 11.11)' }, 'Need export permit with source code D; nursery registration required.'],
    ['registry_checker', 'Is our nursery registered for Appendix I artificially propagated cacti?', 'cites_registry', { country: 'MX', nursery: 'Viveros Xerica' }, { registered: true, reg_no: 'MX-001-2019', expires: '2026-06-30' }, 'Registered MX-001-2019 valid to June 2026.'],
  ])], { result: 'shippable' }); } },

{ id: '02', domain: 'bicycle helmet crash testing', style: 'langgraph',
  isolates: 'Four nested graph agents narrow from certification plan to test rig to sensor calibration to a single accelerometer offset.',
  goal: 'Confirm the new helmet model HX-3 is ready for EN 1078 certification testing next Monday.',
  build(N) { return root('langgraph', 'LangGraph', this.goal, [chain('langgraph', N, 'gpt-4o', [
    ['cert_planner', this.goal, 'get_samples', { model: 'HX-3' }, { samples: 12, conditioned: ['hot', 'cold', 'wet'] }, 'Ready for Monday: 12 samples conditioned, rig OK after a 0.3 g offset correction.'],
    ['rig_agent', 'Check drop-tower rig readiness for EN 1078 impact tests.', 'rig_status', { rig: 'DT-2' }, { anvil: 'flat+kerbstone', last_service: '2025-08-30' }, 'Rig ready; accelerometer recalibrated.'],
    ['sensor_agent', 'Verify the triaxial accelerometer calibration on DT-2.', 'sensor_cal', { sensor: 'ACC-DT2' }, { drift_g: 0.3, limit_g: 0.5 }, 'Drift 0.3 g within limit; offset applied.'],
    ['offset_tool_agent', 'Apply a 0.3 g zero offset to ACC-DT2 and record it.', 'write_offset', { sensor: 'ACC-DT2', offset_g: -0.3 }, { ok: true, record: `CAL-${N.int(1000, 9999)}` }, 'Offset applied and logged.'],
  ])], { ok: true }); } },

{ id: '03', domain: 'kite making shop wholesale', style: 'crewai',
  isolates: 'A CrewAI hierarchical run: manager -> procurement -> fabric specialist, each with a different narrower task.',
  goal: 'Can we accept a wholesale order of 300 delta kites for a beach festival by 15 May?',
  build(N) { return root('crewai', 'Crew.kickoff', this.goal, [chain('crewai', N, 'gpt-4o-mini', [
    ['Manager', this.goal, 'capacity_check', { product: 'delta-1.8m', qty: 300 }, { sewing_hours: 450, available_hours_to_may15: 520 }, 'Accept: capacity 520 h vs 450 needed; ripstop arrives 28 April.'],
    ['Procurement', 'Secure materials for 300 delta kites.', 'bom', { product: 'delta-1.8m', qty: 300 }, { ripstop_m2: 540, spars_m: 1200 }, 'Spars in stock; ripstop ordered, ETA 28 April.'],
    ['Fabric Specialist', 'Find 540 m2 of 40 g/m2 ripstop nylon by end of April.', 'supplier_search', { material: 'ripstop 40gsm', m2: 540 }, { supplier: 'Dimension-Polyant', eta: '2025-04-28', eur: 2646 }, 'Dimension-Polyant, ETA 28 April, 2,646 EUR.'],
  ])], { result: 'accept' }); } },

{ id: '04', domain: 'ionosonde network', style: 'openinference',
  isolates: 'Network agent -> station agent -> receiver diagnostics agent, narrowing from "gaps in data" to one faulty preamp.',
  goal: 'Explain the missing foF2 values from the ionosonde network last night.',
  build(N) { return root('openinference', 'orchestrator', this.goal, [chain('openinference', N, 'gpt-4o', [
    ['network_agent', this.goal, 'data_gaps', { date: '2025-10-02' }, { stations: { JR055: '00:00-04:15', EB040: 'none', RO041: 'none' } }, 'Only JR055 had a gap 00:00-04:15 because of a failed receiver preamp, replaced at 04:10.'],
    ['station_agent', 'Why did station JR055 produce no ionograms 00:00-04:15 UTC?', 'station_log', { station: 'JR055' }, { tx: 'ok', rx: 'low signal', auto_restart: 2 }, 'Receiver chain issue.'],
    ['rx_diag_agent', 'Diagnose JR055 receiver low signal.', 'rx_selftest', { station: 'JR055' }, { preamp_gain_db: -2.1, expected_db: 24, replaced: '04:10' }, 'Preamp failed; swapped at 04:10.'],
  ])], { answer: 'JR055 preamp failure' }); } },

{ id: '05', domain: 'truck wash water recycling', style: 'oai_agents',
  isolates: 'Handoffs: triage -> compliance -> lab agent, each a different sub-task about a discharge permit.',
  goal: 'Are we within our sewer discharge permit for oil and grease at the Depot 4 truck wash this month?',
  build(N) { return root('openai-agents', 'Agent workflow', this.goal, [chain('oai_agents', N, 'gpt-4.1', [
    ['Triage', this.goal, 'permit_lookup', { site: 'Depot 4' }, { fog_limit_mg_l: 100 }, 'Yes, within permit: monthly composite 62 mg/L vs 100 limit.'],
    ['Compliance', 'Compare this month\'s FOG results to the 100 mg/L limit.', 'results_index', { site: 'Depot 4', month: '2025-09' }, { samples: 1, lab: 'Aqualytics' }, '62 mg/L, compliant.'],
    ['Lab', 'Fetch Aqualytics report for Depot 4 September composite.', 'lab_report', { lab: 'Aqualytics', ref: 'AQ-55120' }, { fog_mg_l: 62, method: 'EPA 1664B' }, '62 mg/L by EPA 1664B.'],
  ])], { final_output: 'compliant' }); } },

{ id: '06', domain: 'ice hockey skate sharpening', style: 'agno',
  isolates: 'Team leader -> equipment agent -> grinder agent -> wheel-dressing agent, narrowing a blade complaint to a dressing schedule.',
  goal: 'Find out why junior team skates come back with uneven edges from our sharpening service.',
  build(N) { return root('agno', 'Team.run service-lead', this.goal, [chain('agno', N, 'gpt-4o-mini', [
    ['service_lead', this.goal, 'complaints', { team: 'U12 Hawks' }, { complaints: 9, pattern: 'inside edge higher' }, 'Uneven edges came from an undressed wheel on grinder G2; dressing is now every 25 skates.'],
    ['equipment_agent', 'Which grinder sharpened the U12 Hawks skates and is it in spec?', 'job_history', { team: 'U12 Hawks' }, { grinder: 'G2', jobs: 34 }, 'G2 wheel out of true.'],
    ['grinder_agent', 'Check G2 wheel condition.', 'wheel_runout', { grinder: 'G2' }, { runout_mm: 0.08, limit_mm: 0.02, last_dress_jobs_ago: 140 }, 'Runout 0.08 mm; not dressed for 140 jobs.'],
    ['dressing_agent', 'Dress G2 wheel and set a dressing interval.', 'set_dress_interval', { grinder: 'G2', every_jobs: 25 }, { ok: true }, 'Dressed; interval set to 25.'],
  ])], { done: true }); } },
];
