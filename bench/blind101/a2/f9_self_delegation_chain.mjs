import { agent, llm, tool, chain, span, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'self_delegation_chain';
export const loop = true;

// 01: OpenAI Agents SDK handoffs, building agent <-> HVAC agent, nested, nobody changes the setpoint
function r01(c) {
  const goal = 'Meeting room 4.12 is too warm (26 °C). Bring it down to 22 °C.';
  const msg = 'This is an HVAC setpoint request for meeting room 4.12, so I am handing it to the specialist agent who handles zone temperatures.';
  const build = (depth, who) => {
    const other = who === 'BuildingConcierge' ? 'HVACSpecialist' : 'BuildingConcierge';
    const kids = [llm('response', { model: 'gpt-4o-mini', input: [{ role: 'user', content: goal }] }, asst(c, depth === 2 ? msg.replace('who handles', 'that handles') : msg, [[`transfer_to_${other}`, {}]]), { usage: usage(c) })];
    c.tick();
    const h = span('handoff', `Handoff ${who} -> ${other}`, { from_agent: who, to_agent: other }, { assistant: `{"assistant": "${other}"}` }, [], { metadata: { handoff_id: c.uuid() } });
    kids.push(h);
    if (depth < 6) h.children.push(build(depth + 1, other));
    return agent(who, { input: goal, depth }, null, kids, { handoffs: [other], tools: who === 'HVACSpecialist' ? ['bms_write_setpoint', 'bms_read_point'] : ['room_booking'] });
  };
  const first = [llm('response', { model: 'gpt-4o-mini' }, asst(c, 'Checking the room first.', [['bms_read_point', { point: 'L4/MR-4.12/ZN-T' }]]), {}), tool('bms_read_point', { point: 'L4/MR-4.12/ZN-T' }, { value: 26.1, units: 'degC', status: 'ok', ts: c.iso() })];
  c.tick();
  const root = build(1, 'BuildingConcierge');
  root.children = [...first, ...root.children];
  root.error = 'MaxTurnsExceeded: handoff chain exceeded max_turns=10';
  return { isolates: 'Two agents hand the same setpoint request back and forth six levels deep with the same handoff sentence, and nobody calls bms_write_setpoint.', stagnation: true, goal, root };
}

// 02: CrewAI delegation chain, each coworker re-delegates a reworded version of the same task
function r02(c) {
  const goal = 'Work out why the compressed-air leak rate on the packaging hall went up 30 % this month.';
  const roles = ['Reliability Engineer', 'Energy Analyst', 'Maintenance Planner', 'Reliability Engineer', 'Energy Analyst'];
  const asks = [
    'Investigate why the packaging hall air leak rate rose 30 % this month.',
    'Find the cause of the 30 % increase in compressed-air leakage in packaging.',
    'Determine what is driving higher air leaks in the packaging hall this month.',
    'Look into the rise of about a third in packaging-hall compressed-air leaks.',
    'Analyse the increase in compressed-air leak rate in packaging this month.',
  ];
  const build = (i) => {
    const next = roles[i + 1];
    const kids = [llm('crewai.llm.call', { agent_role: roles[i], task: asks[i] }, { text: next ? `Thought: This needs ${next} expertise.\nAction: Delegate work to coworker\nAction Input: {"task": "${asks[i + 1]}", "coworker": "${next}"}` : 'Thought: I should ask a coworker.' }, { model: 'gpt-4o-mini', litellm_call_id: c.uuid() })];
    c.tick();
    if (next) kids.push(tool('Delegate work to coworker', { task: asks[i + 1], coworker: next, context: goal }, null, { children: [build(i + 1)], error: i === 0 ? 'Agent stopped: max iterations' : undefined }));
    return agent(roles[i], { task: asks[i] }, null, kids, { allow_delegation: true, depth: i });
  };
  const top = [llm('crewai.llm.call', { agent_role: 'Reliability Engineer' }, { text: 'Action: air_flow_baseline\nAction Input: {"hall": "packaging", "months": 2}' }, {}), tool('air_flow_baseline', { hall: 'packaging', months: 2 }, { feb_nonprod_m3h: 312, mar_nonprod_m3h: 407, meter: 'FT-AIR-PKG', ts: c.iso() })];
  c.tick();
  const crewTask = build(0);
  crewTask.children = [...top, ...crewTask.children];
  const extra = [llm('crewai.llm.call', { agent_role: 'Reliability Engineer' }, { text: 'Action: air_compressor_status\nAction Input: {"plant": "main"}' }, {}), tool('air_compressor_status', { plant: 'main' }, { units: [{ id: 'AC-1', state: 'load', hours: 41210 }, { id: 'AC-2', state: 'unload', hours: 38977 }], ts: c.epochMs() })];
  crewTask.children.splice(2, 0, ...extra);
  return { isolates: 'Each agent re-delegates the same leak investigation in new words to a coworker, five levels deep, and no one opens the flow data beyond the first baseline.', stagnation: false, goal, root: agent('crewai.crew.kickoff', { goal }, null, [chain('crewai.task.execute', { description: goal }, null, [crewTask], { agent: 'Reliability Engineer' })], { process: 'sequential' }) };
}

// 03: custom agent with spawn_subagent tool, identical brief passed down until depth limit
function r03(c) {
  const goal = 'Reconcile the EV charger session log with the site meter for last week and flag any session where the energy disagrees by more than 5 %.';
  const brief = 'Reconcile last week\'s EV charger sessions against the site meter and flag sessions whose energy differs by more than 5 %. This is a large task, so split it and delegate to a sub-agent.';
  const build = (d) => {
    const kids = [llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', system: `You are sub-agent depth ${d}.`, messages: [{ role: 'user', content: brief }] }, blocks(c, 'This is a large reconciliation; I will delegate it to a sub-agent with the same brief.', [['spawn_subagent', { brief }]]), { usage: { input_tokens: c.int(1200, 3000), output_tokens: c.int(60, 120) } })];
    c.tick();
    const t = tool('spawn_subagent', { brief, depth: d + 1 }, d < 5 ? null : { error: 'max_depth 5 reached' }, { error: d < 5 ? undefined : 'SubagentDepthExceeded', metadata: { subagent_id: 'sa_' + c.hex(10) } });
    if (d < 5) t.children.push(build(d + 1));
    kids.push(t);
    return agent(`subagent-d${d}`, { brief }, null, kids, { depth: d });
  };
  const kids = [
    llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: goal }] }, blocks(c, 'Let me see how big the data is.', [['ocpp_session_count', { site: 'Harbour-Car-Park', from: '2025-03-03', to: '2025-03-10' }]]), {}),
    tool('ocpp_session_count', { site: 'Harbour-Car-Park', from: '2025-03-03', to: '2025-03-10' }, { sessions: 412, chargers: 16 }),
    llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022' }, blocks(c, '412 sessions. Delegating.', [['spawn_subagent', { brief }]]), {}),
  ];
  c.tick();
  kids.push(tool('spawn_subagent', { brief, depth: 1 }, null, { children: [build(1)], error: 'SubagentDepthExceeded' }));
  return { isolates: 'A 412-session reconciliation is delegated with an identical brief through five nested sub-agents, each saying the same delegation sentence, until the depth limit; no session is read.', stagnation: true, goal, root: agent('orchestrator', { goal }, null, kids, { framework: 'custom claude sub-agents' }) };
}
export default [r01, r02, r03];
