// Family 4: an agent hands the task to itself or to a sub-agent, which hands it on again, 3 or
// more levels deep, and nobody does the work. loop=true. The delegation messages and the
// delegators' reasoning are near-verbatim copies of each other, so stagnation=true.
import { Rec, span } from './lib.mjs';

export const family = 'delegation_without_work';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  // 01 gold leaf gilding studio, CrewAI hierarchical crew
  {
    domain: 'gold leaf gilding studio (frame regilding estimates)',
    style: 'crewai',
    isolates: 'In a hierarchical crew the manager delegates the estimate to the Estimator, who delegates it to the Materials Specialist, who delegates it back to the Estimator, four levels deep, and no leaf count or price is ever computed.',
    goal: 'Estimate the cost to water-gild a 120 x 90 cm carved frame in 23.5ct leaf with bole and burnishing, for client quote Q-5521.',
    build(nz) {
      const roles = ['Studio Manager', 'Gilding Estimator', 'Materials Specialist', 'Gilding Estimator', 'Materials Specialist'];
      const ask = 'Estimate the cost to water-gild the 120 x 90 cm carved frame in 23.5ct leaf (bole + burnish) for quote Q-5521.';
      const build = (lvl) => {
        const r = new Rec('crewai', nz, { model: 'gpt-4o', goal: ask, agent: roles[lvl] });
        const next = roles[lvl + 1];
        if (lvl === 4) {
          const l = r.llm('Thought: I should delegate this estimate to the Gilding Estimator.', [['Delegate work to coworker', { task: ask, context: 'Quote Q-5521', coworker: 'Gilding Estimator' }]]);
          const t = r.tool('Delegate work to coworker', { task: ask, coworker: 'Gilding Estimator' }, 'Error: delegation depth exceeded (max_depth=4).', { error: 'delegation depth exceeded (max_depth=4)' });
          return span('agent', roles[lvl], { role: roles[lvl], task: ask }, 'Agent stopped due to iteration limit or time limit.', [l, t], { metadata: { 'crewai.agent.id': nz.uuid(), depth: lvl } });
        }
        const l = r.llm(`Thought: I should delegate this estimate to the ${next}.`, [['Delegate work to coworker', { task: ask, context: 'Quote Q-5521', coworker: next }]]);
        const child = build(lvl + 1);
        const t = r.tool('Delegate work to coworker', { task: ask, context: 'Quote Q-5521', coworker: next }, child.output);
        t.children.push(child);
        return span('agent', roles[lvl], { role: roles[lvl], task: ask }, child.output, [l, t], { metadata: { 'crewai.agent.id': nz.uuid(), depth: lvl, allow_delegation: true } });
      };
      const r0 = new Rec('crewai', nz, { model: 'gpt-4o', goal: this.goal, agent: 'crew' });
      const task = span('chain', 'Task: Regilding estimate Q-5521', { description: this.goal, expected_output: 'Itemised estimate in GBP' }, 'Agent stopped due to iteration limit or time limit.', [build(0)], { metadata: { 'crewai.task.id': nz.uuid() } });
      return r0.root([task], 'Agent stopped due to iteration limit or time limit.', { metadata: { process: 'hierarchical', 'crewai.crew.id': nz.uuid() } });
    },
  },
  // 02 asbestos surveys, OpenAI Agents SDK agents-as-tools
  {
    domain: 'asbestos surveys (pre-refurbishment survey scheduling)',
    style: 'openai_agents',
    isolates: 'A coordinator calls a "survey_planner" agent tool with the job, the planner calls the coordinator tool with the same job, and so on four levels deep; no calendar or surveyor lookup is ever made.',
    goal: 'Schedule a refurbishment-and-demolition asbestos survey for the 1960s school block at 22 Elm Rd before works start on the 3rd.',
    build(nz) {
      const names = ['survey_coordinator', 'survey_planner', 'survey_coordinator', 'survey_planner', 'survey_coordinator', 'survey_planner'];
      const req = 'Schedule an R&D asbestos survey for the 1960s school block at 22 Elm Rd before works start on the 3rd.';
      const build = (lvl) => {
        const r = new Rec('openai_agents', nz, { model: 'gpt-4.1-mini', goal: req, agent: names[lvl] });
        const next = names[lvl + 1];
        const tname = `ask_${next}`;
        const l = r.llm(`This needs scheduling. I'll pass it to ${next.replace('_', ' ')}.`, [[tname, { input: req }]]);
        if (lvl === 4) {
          const t = r.tool(tname, { input: req }, null, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' });
          return span('agent', names[lvl], { input: req }, null, [l, t], { metadata: { 'span_data.type': 'agent', tools: [tname, 'find_surveyor', 'book_slot'] }, error: 'MaxTurnsExceeded' });
        }
        const child = build(lvl + 1);
        const t = r.tool(tname, { input: req }, 'An error occurred while running the tool. Please try again. Error: MaxTurnsExceeded', { error: 'MaxTurnsExceeded' });
        t.children.push(child);
        return span('agent', names[lvl], { input: req }, null, [l, t], { metadata: { 'span_data.type': 'agent', tools: [tname, 'find_surveyor', 'book_slot'] } });
      };
      const r0 = new Rec('openai_agents', nz, { model: 'gpt-4.1-mini', goal: this.goal, agent: 'Agent workflow' });
      return r0.root([build(0)], null, { error: 'MaxTurnsExceeded', metadata: { trace_id: 'trace_' + nz.hex(32), group_id: null } });
    },
  },
  // 03 land surveying, Claude Agent SDK Task sub-agents
  {
    domain: 'land surveying (boundary dispute plan from total-station data)',
    style: 'claude_sdk',
    isolates: 'The main agent launches a Task sub-agent to "analyse the survey data and draft the boundary plan", which launches another Task with the same prompt, three levels deep; no file is ever opened.',
    goal: 'Using the total-station export in ./survey/plot47_raw.csv, draft a boundary plan note comparing the fence line with the 1987 title plan.',
    build(nz) {
      const prompt = 'Analyse the total-station data in ./survey/plot47_raw.csv and draft the boundary plan note comparing the fence line with the 1987 title plan.';
      let parent = null;
      const build = (lvl) => {
        const r = new Rec('claude_sdk', nz, { model: lvl === 0 ? 'claude-opus-4-1' : 'claude-sonnet-4-5', goal: prompt, agent: 'general-purpose' });
        const l = r.llm('This is a multi-step analysis; I\'ll delegate it to a general-purpose agent.', [['Task', { description: 'Boundary plan analysis', prompt, subagent_type: 'general-purpose' }]], { parent });
        const id = r.pending[0].id;
        if (lvl === 3) {
          const t = r.tool('Task', { description: 'Boundary plan analysis', prompt, subagent_type: 'general-purpose' }, null, { error: 'Sub-agent nesting limit reached' });
          return [l, t];
        }
        parent = id;
        const kids = build(lvl + 1);
        const t = r.tool('Task', { description: 'Boundary plan analysis', prompt, subagent_type: 'general-purpose' }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'Sub-agent ended without producing a result.' }] } });
        t.children.push(span('agent', 'subagent:general-purpose', { prompt, parent_tool_use_id: id }, 'Sub-agent ended without producing a result.', kids, { metadata: { depth: lvl + 1 } }));
        return [l, t];
      };
      const r0 = new Rec('claude_sdk', nz, { model: 'claude-opus-4-1', goal: this.goal, agent: 'claude-code' });
      const kids = build(0);
      return r0.root(kids, { subtype: 'error_during_execution', num_turns: 4, session_id: nz.uuid(), total_cost_usd: Number((0.2 + nz.float()).toFixed(4)) }, { error: 'error_during_execution' });
    },
  },
  // 04 kava bar supplier orders, Google ADK AgentTool
  {
    domain: 'kava bar supplier orders (root stock from Vanuatu)',
    style: 'adk',
    isolates: 'The ordering agent wraps itself as an AgentTool and calls it with the same restock request, which calls itself again, four levels deep; no stock check or purchase order happens.',
    goal: 'Reorder noble kava root (Borogu, 10 kg) for the bar if stock will not cover next fortnight\'s bookings.',
    build(nz) {
      const req = 'Reorder noble kava root (Borogu, 10 kg) if stock will not cover next fortnight\'s bookings.';
      const build = (lvl) => {
        const r = new Rec('adk', nz, { model: 'gemini-2.5-flash', goal: req, agent: 'kava_ordering_agent' });
        const l = r.llm('I will hand the restock request to the ordering agent to handle.', [['kava_ordering_agent', { request: req }]]);
        if (lvl === 4) {
          const t = r.tool('kava_ordering_agent', { request: req }, { error: 'max_llm_calls exceeded' }, { error: 'LlmCallsLimitExceededError' });
          return span('agent', 'invoke_agent kava_ordering_agent', { request: req }, null, [l, t], { metadata: { depth: lvl } });
        }
        const child = build(lvl + 1);
        const t = r.tool('kava_ordering_agent', { request: req }, { result: '' });
        t.children.push(child);
        return span('agent', 'invoke_agent kava_ordering_agent', { request: req }, '', [l, t], { metadata: { depth: lvl, 'gen_ai.agent.name': 'kava_ordering_agent' } });
      };
      const r0 = new Rec('adk', nz, { model: 'gemini-2.5-flash', goal: this.goal, agent: 'runner' });
      return r0.root([build(0)], null, { error: 'LlmCallsLimitExceededError' });
    },
  },
  // 05 rail ballast tamping, LangGraph supervisor and subgraphs
  {
    domain: 'rail ballast tamping (track geometry fault follow-up)',
    style: 'langgraph',
    isolates: 'A supervisor routes the tamping-plan request to the planning subgraph, whose planner routes it to another planning subgraph with the same message, three levels deep, without reading the track geometry data.',
    goal: 'Plan a tamping shift for the top/twist fault reported at 112m 40ch on the Up Main and book the tamper.',
    build(nz) {
      const msg = 'Plan a tamping shift for the top/twist fault at 112m 40ch Up Main and book the tamper.';
      const build = (lvl) => {
        const r = new Rec('langgraph', nz, { model: 'gpt-4o', goal: msg, agent: 'planner' });
        const node = r.llm('Routing this to the tamping planner to handle.', [['transfer_to_tamping_planner', { task: msg }]]);
        if (lvl === 3) {
          const t = r.tool('transfer_to_tamping_planner', { task: msg }, null, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
          return span('chain', 'tamping_planner', { messages: [{ type: 'human', content: msg }] }, null, [node, t], { metadata: { langgraph_checkpoint_ns: `tamping_planner:${nz.uuid()}`, depth: lvl } });
        }
        const child = build(lvl + 1);
        const t = r.tool('transfer_to_tamping_planner', { task: msg }, { goto: 'tamping_planner', graph: 'PARENT' });
        t.children.push(child);
        return span('chain', lvl === 0 ? 'supervisor' : 'tamping_planner', { messages: [{ type: 'human', content: msg }] }, null, [node, t], { metadata: { langgraph_checkpoint_ns: `tamping_planner:${nz.uuid()}`, depth: lvl } });
      };
      const r0 = new Rec('langgraph', nz, { model: 'gpt-4o', goal: this.goal, agent: 'supervisor' });
      return r0.root([build(0)], null, { error: 'GraphRecursionError' });
    },
  },
  // 06 artist residency applications, smolagents managed agents
  {
    domain: 'artist residency applications (shortlisting round)',
    style: 'smolagents',
    isolates: 'A manager CodeAgent calls its managed "reviewer" agent with the shortlisting task; the reviewer calls its own managed "reviewer" with the same task, three levels deep; no application is read.',
    goal: 'Shortlist 8 of the 64 applications for the autumn ceramics residency using the published rubric, and write one line per shortlisted artist.',
    build(nz) {
      const task = 'Shortlist 8 of the 64 applications for the autumn ceramics residency using the rubric; one line per shortlisted artist.';
      const build = (lvl) => {
        const r = new Rec('smolagents', nz, { model: 'gpt-4o', goal: task, agent: 'reviewer' });
        const code = `result = reviewer(task="${task}")\nfinal_answer(result)`;
        const l = r.llm(`Thought: This is a review job, best handled by the reviewer team member.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
        if (lvl === 3) {
          const t = r.tool('reviewer', { task }, null, { error: 'AgentMaxStepsError: Reached max steps.' });
          return span('agent', 'ToolCallingAgent.run', { task, name: 'reviewer' }, null, [span('chain', 'Step 1', { step_number: 1 }, null, [l, t])], { metadata: { managed: true, depth: lvl } });
        }
        const child = build(lvl + 1);
        const t = r.tool('reviewer', { task }, `Here is the final answer from your managed agent 'reviewer':\nNone`);
        t.children.push(child);
        return span('agent', lvl === 0 ? 'CodeAgent.run' : 'CodeAgent.run', { task, name: lvl === 0 ? 'manager' : 'reviewer' }, null, [span('chain', 'Step 1', { step_number: 1 }, { observations: 'None' }, [l, t])], { metadata: { managed: lvl > 0, depth: lvl } });
      };
      const r0 = new Rec('smolagents', nz, { model: 'gpt-4o', goal: this.goal, agent: 'manager' });
      return r0.root(build(0).children, null, { error: 'AgentMaxStepsError' });
    },
  },
];
