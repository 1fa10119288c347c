import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'delegation_without_work';
export const LOOP = true;

// 01: CrewAI hierarchical: manager -> researcher -> writer -> researcher -> ... nobody researches
function s01(c) {
  const M = 'gpt-4o';
  const task = 'Compare the three largest US meal-kit competitors (HelloFresh, Home Chef, Blue Apron) on price per serving, menu size and delivery area.';
  const chainSpec = [
    ['Crew Manager', 'Market Researcher', 'Thought: This competitive comparison is best handled by the Market Researcher, who has the research tools; I will delegate the full task with context.'],
    ['Market Researcher', 'Content Strategist', 'Thought: This comparison will end up in the strategy deck, so it is best handled by the Content Strategist, who knows the format; I will delegate the full task with context.'],
    ['Content Strategist', 'Market Researcher', 'Thought: This competitive comparison is best handled by the Market Researcher, who has the research tools; I will delegate the full task with context.'],
    ['Market Researcher', 'Content Strategist', 'Thought: This comparison will end up in the strategy deck, so it is best handled by the Content Strategist, who knows the format; I will delegate the full task with context.'],
    ['Content Strategist', 'Market Researcher', 'Thought: This competitive comparison is best handled by the Market Researcher, who has the research tools; I will delegate the full task with context.'],
  ];
  let inner = agent('Market Researcher', { task }, null, [llm(c, M, [sys('You are Market Researcher.'), usr(task)], null)], { crewai_role: 'Market Researcher', error: 'Agent stopped due to iteration limit or time limit.' });
  for (let i = chainSpec.length - 1; i >= 0; i--) {
    const [who, to, th] = chainSpec[i];
    const args = { task, context: i % 2 ? 'Deck format: one table, sources cited.' : 'Needed for the Q3 strategy offsite.', coworker: to };
    const del = tool('Delegate work to coworker', args, null, { children: [inner], error: 'Agent stopped due to iteration limit or time limit.' });
    const ch = [llm(c, M, [sys(`You are ${who}.`), usr(task)], th, [['Delegate work to coworker', args]])];
    if (i === 0) ch.unshift(llm(c, M, [sys('Crew Manager planning')], 'Thought: a single task; no subtasks needed.'));
    ch.push(del);
    ch.push(llm(c, M, [tmsg('Delegate work to coworker', 'Agent stopped')], `Thought: ${to} did not return an answer.`));
    inner = agent(who, { task }, null, ch, { crewai_role: who, depth: i });
  }
  return { stagnation: true, goal: 'Compare HelloFresh, Home Chef and Blue Apron on price per serving, menu size and delivery area for the Q3 strategy deck.',
    isolates: 'A CrewAI delegation chain bounces the unchanged comparison task between Market Researcher and Content Strategist five levels deep, with the same two justifications repeated; no search is ever run.',
    root: agent('Crew', { process: 'hierarchical' }, null, [inner, tool('crew_output', {}, { raw: '', tasks_output: [], token_usage: { total_tokens: c.int(20000, 40000) } }, { type: 'chain' })], { framework: 'crewai' }) };
}

// 02: smolagents: a managed web agent keeps calling itself with the same task
function s02(c) {
  const M = 'meta-llama/Llama-3.3-70B-Instruct';
  const tasks = [
    'Summarise recent (2024-2026) evidence on off-target editing rates of adenine base editors in human primary cells, with citations.',
    'Find and summarise 2024-2026 studies on adenine base editor off-target rates in primary human cells; include citations.',
    'Give a cited summary of the off-target editing rates reported for adenine base editors in primary human cells (2024-2026 literature).',
    'Research off-target rates of adenine base editors in human primary cells (2024-2026) and summarise with references.',
  ];
  const thoughts = [
    'Thought: This is a literature task; hand it to the search_agent.',
    'Thought: The search_agent is the best fit for literature retrieval, so I pass the request on to it.',
    'Thought: A dedicated search_agent call should handle this; delegating the research question.',
    'Thought: Delegate to search_agent for a thorough literature pass.',
  ];
  let inner = agent('search_agent', { task: tasks[3] }, null, [
    llm(c, M, [sys('You are search_agent. Managed agents: search_agent.'), usr(tasks[3])], 'Thought: Delegate once more.\nCode:\n```py\nsearch_agent(task="' + tasks[3] + '")\n```'),
    tool('python_interpreter', { code: `search_agent(task="${tasks[3]}")` }, null, { error: 'AgentMaxStepsError: Reached max steps.' }),
  ], { smolagents: 'ManagedAgent', depth: 4 });
  for (let i = 3; i >= 0; i--) {
    const who = i === 0 ? 'manager' : 'search_agent';
    inner = agent(who, { task: tasks[i] }, null, [
      llm(c, M, [sys(`You are ${who}. Managed agents: search_agent.`), usr(tasks[i])], `${thoughts[i]}\nCode:\n\`\`\`py\nresult = search_agent(task="${tasks[Math.min(i + 1, 3)]}")\nprint(result)\n\`\`\``),
      inner,
      tool('python_interpreter', { code: `result = search_agent(task=...)` }, { stdout: '', error: 'AgentMaxStepsError: Reached max steps.', elapsed: c.dur() }, { error: 'AgentMaxStepsError' }),
      llm(c, M, [tmsg('python_interpreter', 'AgentMaxStepsError')], `Thought: the sub-agent stopped at depth ${i + 1} without an answer.`),
    ], { smolagents: i === 0 ? 'CodeAgent' : 'ManagedAgent', depth: i });
  }
  return { stagnation: false, goal: 'Summarise 2024-2026 evidence on off-target editing rates of adenine base editors in human primary cells, with citations.',
    isolates: 'A smolagents manager hands a literature task to search_agent, which hands the reworded same task to another search_agent, five levels deep; no search tool is ever called.',
    root: agent('run', { task: tasks[0] }, null, [inner, tool('final_answer', {}, null, { error: 'no final answer produced' })], { framework: 'smolagents' }) };
}

// 03: Google ADK: claims triage agent transfers to sub-agents that transfer it on
function s03(c) {
  const M = 'gemini-2.0-flash';
  const claim = 'Auto claim CLM-66120: rear-end collision 2026-04-09, policy PA-3310-77, repair estimate EUR 4,870. Decide coverage and next step.';
  const hop = [
    ['claims_router', 'coverage_checker', 'Coverage must be decided first; transferring to coverage_checker.'],
    ['coverage_checker', 'claims_adjuster', 'Coverage depends on the damage assessment; the adjuster should take this claim.'],
    ['claims_adjuster', 'claims_router', 'This claim needs routing before I can assess it; returning it to the router.'],
    ['claims_router', 'coverage_checker', 'Transferring to coverage_checker to decide coverage.'],
    ['coverage_checker', 'claims_adjuster', 'The adjuster needs to assess damage before coverage; handing over.'],
  ];
  let inner = agent('claims_adjuster', { claim }, null, [llm(c, M, [usr(claim)], null)], { adk_agent: 'LlmAgent', error: 'max_llm_calls exceeded' });
  for (let i = hop.length - 1; i >= 0; i--) {
    const [who, to, txt] = hop[i];
    inner = agent(who, { claim }, null, [
      llm(c, M, [sys(`You are ${who}.`), usr(claim)], txt, [['transfer_to_agent', { agent_name: to }]]),
      tool('transfer_to_agent', { agent_name: to }, { actions: { transfer_to_agent: to }, event_id: c.uuid().slice(0, 8), ts: c.epoch() }),
      inner,
    ], { adk_agent: 'LlmAgent', invocation_depth: i });
  }
  return { stagnation: false, goal: 'Decide coverage and the next step for auto claim CLM-66120 (rear-end collision, EUR 4,870 estimate).',
    isolates: 'ADK claim agents transfer the unchanged claim router -> coverage -> adjuster -> router -> coverage -> adjuster; each hop gives a reason and nobody looks up the policy.',
    root: agent('adk_runner', { app: 'claims-desk' }, null, [inner], { framework: 'google-adk', session_id: c.uuid() }) };
}
export const scenarios = [s01, s02, s03];
