import { agent, llm, tool, chain, span, sys, usr, asst, tc } from './lib.mjs';
// Loop: the same task handed down to self/sub-agent 3+ levels deep, nobody doing the work.
function nest(levels, mk) { let inner = null; for (let i = levels.length - 1; i >= 0; i--) inner = mk(levels[i], i, inner); return inner; }
export default {
  family: 'pass_the_parcel_delegation', loop: true, stagnation: true,
  rows: [
    { domain: 'seal rescue centre', style: 'OpenAI Agents SDK (handoffs)',
      isolates: 'Triage agent hands the feeding-chart task to a Feeding agent that hands it to a Care agent that hands it back to Triage, each with the same instruction, four levels deep, no chart written.',
      goal: 'Write tomorrow\'s fish-feeding chart for the five grey seal pups in the Cornish Seal Sanctuary hospital pool.',
      build: (N) => {
        const names = ['Triage Agent', 'Feeding Agent', 'Pup Care Agent', 'Triage Agent', 'Feeding Agent'];
        const instr = ['Write tomorrow\'s feeding chart for the five pups.', 'Please write tomorrow\'s feeding chart for the five seal pups.', 'Write the feeding chart for the five pups for tomorrow.', 'Tomorrow\'s feeding chart for the five pups needs writing.', 'Write tomorrow\'s feeding chart for the five pups.'];
        return nest(names, (nm, i, inner) => {
          const ch = [llm('generation', { model: 'gpt-4o-mini', input: [usr(instr[i])] }, i < names.length - 1 ? { output: [{ type: 'function_call', name: `transfer_to_${names[i + 1].toLowerCase().replace(/ /g, '_')}`, arguments: JSON.stringify({ reason: 'This is best handled by ' + names[i + 1] + '.' }) }] } : { output: [{ type: 'message', content: 'This should be handled by the Pup Care Agent.' }] }, { 'openai.agents.span_type': 'generation', response_id: 'resp_' + N.hex(32) })];
          if (inner) { ch.push(span('handoff', 'Handoff', { from_agent: nm, to_agent: names[i + 1] }, { input_filter: null }, [], { metadata: { 'openai.agents.span_type': 'handoff', span_id: 'span_' + N.hex(24) } })); ch.push(inner); }
          else ch.push(span('custom', 'MaxTurnsExceeded', { max_turns: 10 }, null, [], { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }));
          return agent(nm, { input: instr[i] }, null, ch, { 'openai.agents.span_type': 'agent', handoffs: names.filter((x) => x !== nm), span_id: 'span_' + N.hex(24) });
        });
      } },
    { domain: 'museum textile conservation', style: 'CrewAI (hierarchical, Delegate work to coworker)',
      isolates: 'CrewAI manager delegates the humidity-setpoint question to the Conservator, who delegates it to the Environment Analyst, who delegates the same question back to the Conservator; nobody reads the sensor data.',
      goal: 'Recommend a relative-humidity setpoint for the gallery case holding the 1590s embroidered coif (case G7) at the Burrell Collection.',
      build: (N) => {
        const chain3 = [['Crew Manager', 'Textile Conservator'], ['Textile Conservator', 'Environment Analyst'], ['Environment Analyst', 'Textile Conservator'], ['Textile Conservator', 'Environment Analyst']];
        const task = ['Recommend an RH setpoint for case G7 (embroidered coif).', 'Determine the right relative-humidity setpoint for case G7.', 'What RH setpoint should case G7 use for the coif?', 'Recommend the case G7 RH setpoint for the coif.'];
        return nest(chain3, ([me, co], i, inner) => {
          const ch = [llm('LLM Call', { role: me, task: task[i] }, `Thought: ${co} is better placed to answer this.\nAction: Delegate work to coworker\nAction Input: {"task": "${task[i]}", "context": "Case G7, silk and linen coif c.1595, gallery RH logs available", "coworker": "${co}"}`, { crewai_event: 'LLMCallCompleted', model: 'gpt-4o' })];
          const sub = inner ? [inner] : [];
          ch.push(span('tool', 'Delegate work to coworker', { task: task[i], coworker: co }, inner ? null : 'Agent stopped due to iteration limit or time limit.', sub, { metadata: { crewai_event: 'ToolUsageStarted', delegation_id: N.uuid() }, error: inner ? undefined : 'max_iter reached' }));
          return agent(me, { task: task[i] }, inner ? 'Agent stopped due to iteration limit or time limit.' : null, ch, { allow_delegation: true, crew_id: N.uuid(), started: N.iso() });
        });
      } },
    { domain: 'cider orchard grafting', style: 'LangGraph (LangSmith subgraph runs)',
      isolates: 'Planner graph node sends the grafting plan to a subgraph that re-invokes the same planner graph with a reworded request, three levels deep, until recursion limit; no rootstock list is read.',
      goal: 'Plan spring top-working of 40 Bramley trees at Orchard 3 to Dabinett and Yarlington Mill scion wood.',
      build: (N) => {
        const asks = ['Plan top-working of 40 Bramleys at Orchard 3 to Dabinett/Yarlington Mill.', 'Produce a grafting plan for the 40 Bramley trees in Orchard 3 (Dabinett, Yarlington Mill).', 'We need a plan for regrafting Orchard 3\'s 40 Bramleys to Dabinett and Yarlington Mill.', 'Make the top-working plan for 40 Bramleys, Orchard 3.'];
        return nest(asks, (a, i, inner) => {
          const ch = [llm('ChatAnthropic', { messages: [[{ type: 'human', content: a }]] }, { generations: [[{ text: 'This is a planning task; route it to the grafting_planner subgraph.', message: { tool_calls: [{ name: 'grafting_planner', args: { request: asks[Math.min(i + 1, asks.length - 1)] } }] } }]] }, { ls_run_type: 'llm', run_id: N.uuid(), langgraph_node: 'router', langgraph_checkpoint_ns: `grafting_planner:${N.uuid()}`.repeat(1) })];
          if (inner) ch.push(inner); else ch.push(chain('GraphRecursionError', {}, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached' }));
          return agent(i === 0 ? 'orchard_agent' : 'grafting_planner', { messages: [{ type: 'human', content: a }] }, null, ch, { ls_run_type: 'chain', run_id: N.uuid(), depth: i });
        });
      } },
    { domain: 'theatre fly-tower rigging', style: 'Strands Agents (agents as tools)',
      isolates: 'Strands orchestrator calls a rigging-specialist agent-tool, which calls a load-calc agent-tool, which calls the rigging specialist again with the same request; four nested levels, no line-set loads computed.',
      goal: 'Check whether line sets 14-16 of the Old Vic fly tower can carry the new 310 kg painted cloth for Act 2.',
      build: (N) => {
        const names = ['orchestrator', 'rigging_specialist', 'load_calculator', 'rigging_specialist'];
        const q = 'Can line sets 14-16 carry the 310 kg Act 2 cloth?';
        return nest(names, (nm, i, inner) => {
          const ch = [llm('chat', { 'gen_ai.prompt': q, system_prompt: `You are ${nm}.` }, { 'gen_ai.completion': [{ toolUse: { name: names[i + 1] || 'rigging_specialist', input: { query: i % 2 ? 'Check if line sets 14-16 can carry the 310 kg Act 2 cloth.' : q } } }] }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'event_loop.cycle_id': N.uuid() })];
          if (inner) ch.push(span('tool', `execute_tool ${names[i + 1]}`, { query: q }, null, [inner], { metadata: { 'gen_ai.tool.name': names[i + 1], toolUseId: 'tooluse_' + N.b62(22) } }));
          else ch.push(span('tool', 'execute_tool load_calculator', { query: q }, null, [], { error: 'MaxTokensReachedException / recursion guard: agent call depth 4 exceeded', metadata: { 'gen_ai.tool.name': 'load_calculator' } }));
          return agent(`invoke_agent ${nm}`, { prompt: q }, null, ch, { 'gen_ai.agent.name': nm, 'strands.version': '0.1.6' });
        });
      } },
    { domain: 'pipe band competition scoring', style: 'Google ADK (AgentTool)',
      isolates: 'ADK coordinator uses AgentTool to ask the scoring agent to tally the Grade 2 results, which wraps the same request and calls the coordinator\'s tally agent, which calls the scoring agent again; no score sheet is opened.',
      goal: 'Tally the four adjudicators\' sheets for the Grade 2 medley contest at the Cowal Gathering and announce the placings.',
      build: (N) => {
        const names = ['coordinator', 'scoring_agent', 'tally_agent', 'scoring_agent'];
        const reqs = ['Tally Grade 2 medley placings from the four adjudicator sheets.', 'Tally the Grade 2 medley placings from all four adjudicators.', 'Please tally Grade 2 medley placings (4 adjudicators).', 'Tally Grade 2 medley placings from the four adjudicator sheets.'];
        return nest(names, (nm, i, inner) => {
          const ch = [llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ contents: [{ role: 'user', parts: [{ text: reqs[i] }] }] }) }, { content: { role: 'model', parts: [{ text: 'I will ask the specialist to do this.' }, { functionCall: { name: names[i + 1] || 'tally_agent', args: { request: reqs[Math.min(i + 1, 3)] } } }] } }, { 'gcp.vertex.agent.event_id': N.b62(8), invocation_id: 'e-' + N.uuid() })];
          if (inner) ch.push(span('tool', `execute_tool ${names[i + 1]}`, { request: reqs[i + 1] }, null, [inner], { metadata: { 'gen_ai.tool.name': names[i + 1], tool_type: 'AgentTool' } }));
          else ch.push(span('tool', 'execute_tool tally_agent', { request: reqs[i] }, null, [], { error: 'RecursionError: maximum agent nesting exceeded', metadata: { tool_type: 'AgentTool' } }));
          return agent(`invoke_agent ${nm}`, { request: reqs[i] }, null, ch, { 'gen_ai.agent.name': nm });
        });
      } },
    { domain: 'cave survey mapping', style: 'smolagents (managed agents)',
      isolates: 'smolagents manager gives the loop-closure task to a managed "survey_agent", which hands it to its own managed "survey_agent", three levels down, each restating the task; the Therion data is never processed.',
      goal: 'Close the survey loop between stations 4.12 and 9.3 in the Ogof Draenen Therion dataset and report the misclosure.',
      build: (N) => {
        const tasks = ['Close the loop between stations 4.12 and 9.3 and report the misclosure.', 'You\'re a helpful agent named \'survey_agent\'. Task: close the survey loop 4.12 - 9.3 and report the misclosure.', 'You\'re a helpful agent named \'survey_agent\'. Task: report the misclosure after closing the 4.12 - 9.3 loop.', 'You\'re a helpful agent named \'survey_agent\'. Task: close the 4.12 to 9.3 loop, report misclosure.'];
        return nest(tasks, (t, i, inner) => {
          const ch = [llm('LiteLLMModel.__call__', { messages: [{ role: 'user', content: t }] }, `Thought: This is a survey task; the survey_agent team member should handle it.\nCode:\n\`\`\`py\nresult = survey_agent(task="${tasks[Math.min(i + 1, 3)].replace(/"/g, '')}")\nfinal_answer(result)\n\`\`\`<end_code>`, { model_id: 'gpt-4o', step_number: 1 })];
          if (inner) ch.push(inner); else ch.push(tool('PythonInterpreterTool', { code: 'result = survey_agent(...)' }, null, {}, 'AgentMaxStepsError: Reached max steps'));
          return agent(i === 0 ? 'CodeAgent (manager)' : 'ManagedAgent survey_agent', { task: t }, null, ch, { max_steps: 4, depth: i });
        });
      } },
  ],
};
