import { Trace, row } from './lib.mjs';
const F = 'hand_off_to_self';
const ISO = 'The task is handed down to the same or a sub-agent with the same or reworded instructions, nested three or more levels, and nobody does the work.';

function nest(t, type, names, tasks, toolName, leafErr) {
  const go = (i) => {
    if (i >= tasks.length) return;
    t.group(type, names[i % names.length], { task: tasks[i], depth: i }, () => {
      t.llm(`I'll delegate this to a specialist so it gets full attention: ${tasks[i + 1] || tasks[i]}`, [{ name: toolName, args: { task: tasks[i + 1] || tasks[i] } }]);
      go(i + 1);
    }, { freshMessages: true, output: i === tasks.length - 1 ? null : 'Delegated; awaiting result.', error: i === tasks.length - 1 ? leafErr : undefined });
  };
  go(0);
}

function r01() { // sound effects library — OpenAI Agents SDK handoffs
  const g = 'Tag the 240 new foley recordings (footsteps on gravel, doors, cloth) in the sound-effects library with material and action keywords.';
  const t = new Trace(`${F}-01`, 'oai_agents', g);
  t.llm('', [{ name: 'transfer_to_tagging_agent', args: {} }]);
  const tasks = ['Tag the 240 new foley recordings with material and action keywords.', 'Please add material and action keywords to the 240 new foley files.', 'Add keyword tags (material + action) to the new batch of 240 foley recordings.', 'The 240 new foley recordings need material/action keywords — please tag them.'];
  nest(t, 'agent', ['Tagging Agent', 'Tagging Agent', 'Tagging Agent', 'Tagging Agent'], tasks, 'transfer_to_tagging_agent', 'MaxTurnsExceeded');
  return row(F, 1, ISO, true, true, g, t.root('Librarian Agent', null, { error: 'MaxTurnsExceeded: Max turns (12) exceeded', metadata: { handoffs: 5 } }));
}

function r02() { // noodle factory production planning — CrewAI hierarchical
  const g = 'Produce next week\'s production plan for the udon and soba lines given 3 tonnes of buckwheat flour arriving Tuesday.';
  const t = new Trace(`${F}-02`, 'crewai', g); const n = t.n;
  const roles = ['Production Manager', 'Line Planner', 'Production Manager', 'Line Planner'];
  const go = (i) => {
    if (i > 3) return;
    t.group('agent', `Agent: ${roles[i]}`, { task: 'weekly udon/soba production plan' }, () => {
      t.role = roles[i];
      t.llm(`Thought: This needs the detailed planning view of a coworker.\nAction: Delegate work to coworker\nAction Input: {"task": "Create next week's production plan for udon and soba lines", "context": "3 t buckwheat flour arrives Tuesday", "coworker": "${roles[(i + 1) % 2]}"}`);
      t.tool('Delegate work to coworker', { coworker: roles[(i + 1) % 2], task: "Create next week's production plan for udon and soba lines" }, i === 3 ? 'Error: Agent stopped due to iteration limit or time limit.' : `Delegated (${n.uuid().slice(0, 8)})`);
      go(i + 1);
    }, { output: null });
  };
  go(0);
  return row(F, 2, ISO, true, true, g, t.root('Crew: noodle_ops', null, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { process: 'hierarchical' } }));
}

function r03() { // cosplay prop commissions — Claude Agent SDK Task tool
  const g = 'Write a price quote for a commissioned EVA-foam Mandalorian helmet with LED visor, 3-week turnaround.';
  const t = new Trace(`${F}-03`, 'claude_sdk', g);
  const tasks = ['Prepare a price quote for an EVA-foam Mandalorian helmet with LED visor, 3 weeks.', 'Draft the quote for the foam helmet commission (LED visor, 3-week turnaround).', 'Create a quote for the EVA-foam helmet with LEDs, due in three weeks.', 'Produce the commission quote for the Mandalorian foam helmet with LED visor.'];
  const go = (i) => {
    if (i >= tasks.length) return;
    t.llm('This is a self-contained piece of work; I will hand it to a sub-agent.', [{ name: 'Task', args: { description: 'Quote helmet commission', prompt: tasks[i], subagent_type: 'general-purpose' } }]);
    t.group('agent', 'Task: Quote helmet commission', { prompt: tasks[i] }, () => go(i + 1), { freshMessages: true, output: i === tasks.length - 1 ? { error: 'max_turns' } : 'Sub-agent is preparing the quote.' });
  };
  go(0);
  return row(F, 3, ISO, true, true, g, t.root('claude-agent-sdk', { subtype: 'error_max_turns', num_turns: 16, result: null }));
}

function r04() { // radio drama production — AutoGen
  const g = 'Time the 4-act radio drama script so it fits the 58-minute broadcast slot, and mark where to trim.';
  const t = new Trace(`${F}-04`, 'autogen', g);
  const names = ['producer', 'script_editor', 'producer', 'script_editor', 'producer'];
  const go = (i) => {
    if (i >= names.length) return;
    t.group('agent', `${names[i]}.on_messages`, { source: i ? names[i - 1] : 'user', content: 'Please time the 4-act script against the 58 min slot and mark the trims.' }, () => {
      t.role = names[i];
      t.llm('', [{ name: `transfer_to_${names[(i + 1) % 2 === 0 ? 0 : 1] === names[i] ? 'producer' : names[i + 1] || 'script_editor'}`, args: {} }]);
      go(i + 1);
    }, { output: { type: 'HandoffMessage', target: names[i + 1] || 'script_editor', content: 'Transferred — please time the script and mark the trims.' } });
  };
  go(0);
  return row(F, 4, ISO, true, true, g, t.root('Swarm', { stop_reason: 'Maximum number of messages 10 reached' }, { type: 'chain' }));
}

function r05() { // pedal boat rental weather closure — Google ADK
  const g = 'Decide whether to close the pedal-boat rental on the lake this afternoon given the wind forecast, and post the notice.';
  const t = new Trace(`${F}-05`, 'adk', g); const n = t.n;
  const agents = ['lake_ops_coordinator', 'weather_decision_agent', 'weather_decision_agent', 'weather_decision_agent'];
  const go = (i) => {
    if (i >= agents.length) return;
    t.group('agent', `invoke_agent ${agents[i]}`, { new_message: 'Decide on closing pedal boats this afternoon because of wind; post notice.' }, () => {
      t.llm('', [{ name: 'transfer_to_agent', args: { agent_name: agents[Math.min(i + 1, agents.length - 1)] } }]);
      t.tool('transfer_to_agent', { agent_name: agents[Math.min(i + 1, agents.length - 1)] }, { status: 'transferred', event_id: n.uuid() });
      go(i + 1);
    }, { output: null });
  };
  go(0);
  return row(F, 5, ISO, true, true, g, t.root('invocation', null, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded' }));
}

function r06() { // manylinux wheel build — smolagents managed agents
  const g = 'Build manylinux2014 x86_64 wheels for our C-extension package `fastgeo` and upload them to the internal index.';
  const t = new Trace(`${F}-06`, 'smolagents', g);
  const tasks = ['Build manylinux2014 x86_64 wheels for fastgeo and upload them to the internal index.', 'You are the build agent. Build the manylinux2014 wheels for fastgeo and upload.', 'Build fastgeo wheels (manylinux2014, x86_64) and push to the internal index.', 'Produce and upload manylinux2014 x86_64 wheels for the fastgeo package.'];
  const go = (i) => {
    if (i >= tasks.length) return;
    t.group('agent', i === 0 ? 'CodeAgent.run' : 'ManagedAgent: build_agent', { task: tasks[i] }, () => {
      t.group('chain', 'Step 1', null, () => {
        t.llm(`Thought: This is a build task; the build_agent team member is best placed to do it.\nCode:\n\`\`\`py\nresult = build_agent(task="${tasks[Math.min(i + 1, tasks.length - 1)]}")\nprint(result)\n\`\`\``);
        go(i + 1);
      });
    }, { freshMessages: true, output: i === tasks.length - 1 ? null : undefined, error: i === tasks.length - 1 ? 'AgentMaxStepsError: Reached max steps.' : undefined });
  };
  go(0);
  return row(F, 6, ISO, true, true, g, t.root('fastgeo-release', null, { error: 'AgentMaxStepsError: Reached max steps.' }));
}
export default [r01, r02, r03, r04, r05, r06];
