// Loop 9: the same task handed down to itself / a sub-agent, nested 3+ levels, nobody doing the work.
export const family = 'self_delegation_recursion';
export const loop = true;

// 01: CrewAI with allow_delegation (llama3.1:8b): researcher and analyst keep delegating the same task to each other.
function s01(c) {
  c.model = 'ollama/llama3.1:8b';
  const goal = 'Compile a table of the current monthly prices of the three cheapest managed Postgres offers (2 vCPU, 4 GB RAM) in the EU.';
  const roles = ['Market Researcher', 'Data Analyst', 'Market Researcher', 'Data Analyst', 'Market Researcher', 'Data Analyst'];
  const T = 'Thought: This task needs both research and number crunching. My coworker is better suited to gather these prices, so I will delegate the work to them with full context.';
  const build = (lvl) => {
    const me = roles[lvl], other = roles[lvl + 1];
    const kids = [];
    kids.push(c.llmText(`You are ${me}. ... You have access to: Delegate work to coworker, Ask question to coworker, search_web\nCurrent Task: ${goal}`, `${lvl === 2 ? T.replace('gather these prices', 'collect the prices') : T}\nAction: Delegate work to coworker\nAction Input: {"task": "${lvl % 2 ? 'Find the monthly prices of the three cheapest managed Postgres (2 vCPU / 4 GB) plans in the EU' : 'Compile the current monthly prices of the 3 cheapest EU managed Postgres offers with 2 vCPU and 4 GB RAM'}", "context": "The user needs a price comparison table.", "coworker": "${other}"}`, { name: 'crewai.llm.call', meta: { agent_role: me, iteration: 1 } }));
    if (lvl === 1) {
      kids.push(c.llmText('…', `Thought: I should delegate.\nAction: Delegate work to coworker\nAction Input: {"task": "prices", "coworker": "data analyst "}`, { name: 'crewai.llm.call' }));
      kids.push(c.tool('Delegate work to coworker', { task: 'prices', coworker: 'data analyst ' }, "Error executing tool. coworker mentioned not found, it must be one of the following options:\n- market researcher\n", { error: 'coworker not found' }));
    }
    const child = lvl < 4 ? build(lvl + 1) : c.agent(`Agent: ${other}`, { task: 'delegated' }, null, [c.llmText('…', 'Thought: I will delegate this task to my coworker.\nAction: Delegate work to coworker', { name: 'crewai.llm.call' })], { error_note: 'cut' });
    kids.push(c.tool('Delegate work to coworker', { coworker: other, task: goal.slice(0, 60) + '…' }, lvl < 4 ? null : 'Timeout', { children: [child], error: lvl < 4 ? undefined : 'TimeoutError: task execution exceeded 600s', meta: { depth: lvl + 1 } }));
    return c.agent(`Agent: ${me}`, { task: goal, delegated_depth: lvl }, null, kids, { allow_delegation: true, max_iter: 10 });
  };
  const top = build(0);
  const root = c.agent('Crew.kickoff', { inputs: { spec: '2 vCPU / 4 GB', region: 'EU' } }, null, [c.span('chain', 'Task.execute_sync', { description: goal }, null, [top])], { crewai: '0.70.1', process: 'sequential', execution_id: c.uuid() });
  root.error = 'TimeoutError: task execution exceeded 600s';
  return { goal, stagnation: true, isolates: 'The researcher delegates the price task to the analyst, who delegates it back, five levels deep with the same Thought each time and no search ever run, until a timeout.', root };
}

// 02: Goose with subagents (qwen2.5:32b) spawning a subagent with the same migration instructions.
function s02(c) {
  c.model = 'qwen2.5:32b-instruct';
  const goal = 'Migrate config/app.yaml to config/app.toml keeping all keys and comments, and update loader.py to read the TOML file.';
  const instr = [
    goal,
    'Convert config/app.yaml into TOML at config/app.toml (all keys + comments) and switch loader.py over to the new file.',
    'Task: YAML -> TOML migration for config/app.yaml; then update loader.py so it loads config/app.toml.',
    'Please handle the config migration: produce config/app.toml equivalent to config/app.yaml, and make loader.py use it.',
    'Migrate app.yaml to TOML and update the loader accordingly.',
  ];
  const texts = [
    'This is a multi-step task. I will spin up a subagent to handle the migration so I can focus on coordination.',
    'To do this properly I will create a dedicated subagent for the conversion work.',
    'I will delegate this to a focused subagent with clear instructions.',
    'Best handled by a specialised subagent; creating one now.',
    'Creating a subagent for this.',
  ];
  const level = (i) => {
    c.chat(i === 0 ? 'You are Goose, a general-purpose AI agent. Extensions: developer, dynamic_task, subagent.' : 'You are a Goose subagent. Complete the instructions and return a summary. Extensions: developer, dynamic_task, subagent.', instr[i]);
    const kids = [];
    if (i === 0) {
      kids.push(c.llm(null, [{ name: 'developer__shell', args: { command: 'wc -l config/app.yaml loader.py' } }]));
      kids.push(c.tool('developer__shell', { command: 'wc -l config/app.yaml loader.py' }, '  87 config/app.yaml\n  42 loader.py\n 129 total\n'));
    }
    if (i === 2) {
      kids.push(c.llm(null, [{ name: 'dynamic_task__create_task', args: { instructions: instr[i + 1] } }]));
      kids.push(c.tool('dynamic_task__create_task', { instructions: instr[i + 1] }, null, { error: "-32602: Invalid params: missing field `task_parameters`" }));
    }
    kids.push(c.llm(texts[i], [{ name: 'dynamic_task__create_task', args: { task_parameters: [{ instructions: instr[i + 1] || instr[4] }] } }]));
    const tid = c.uuid();
    kids.push(c.tool('dynamic_task__create_task', { task_parameters: [{ instructions: instr[i + 1] || instr[4] }] }, { task_ids: [tid], execution_mode: 'sequential', created_at: c.iso() }));
    kids.push(c.llm(null, [{ name: 'subagent__execute_task', args: { task_ids: [tid], execution_mode: 'sequential' } }]));
    const sub = i < 4 ? level(i + 1) : c.agent('subagent', { instructions: instr[4] }, null, [c.llm('Creating a subagent for this.', [{ name: 'dynamic_task__create_task', args: { task_parameters: [{ instructions: instr[4] }] } }]), c.tool('dynamic_task__create_task', {}, null, { error: 'max subagent depth (5) exceeded' })], { depth: 5 });
    kids.push(c.tool('subagent__execute_task', { task_ids: [tid], execution_mode: 'sequential' }, i < 4 ? { status: 'failed', summary: 'subagent ended without result' } : null, { children: [sub], error: i < 4 ? undefined : 'max subagent depth (5) exceeded' }));
    return c.agent(i === 0 ? 'goose session' : 'subagent', { instructions: instr[i] }, null, kids, { depth: i, subagent_id: i ? c.uuid() : undefined });
  };
  const root = level(0);
  root.metadata = { ...root.metadata, goose: '1.9.0', provider: 'ollama', session: `${c.int(20260101, 20261231)}_${c.int(1, 30)}` };
  root.output = { status: 'error', message: 'max subagent depth (5) exceeded' };
  return { goal, stagnation: false, isolates: 'Each Goose level spawns a subagent with reworded migration instructions instead of converting the file; five levels deep, nobody reads app.yaml or writes app.toml.', root };
}

// 03: LangGraph-style planner (mistral-nemo) calling its own graph as a tool for the same translation job.
function s03(c) {
  c.model = 'mistral-nemo:12b-instruct-2407-q6_K';
  const goal = 'Translate docs/getting-started.md (about 1,200 words) into Spanish and save it as docs/es/getting-started.md.';
  const plan = (n) => `Plan:\n1. The document is long, so split the work.\n2. Hand the translation to a translator run with the same instructions.\n3. Save the result.\nCalling translate_document for ${n === 0 ? 'the whole file' : 'the whole file again (sections were not split)'}.`;
  const node = (lvl) => {
    const kids = [];
    kids.push(c.span('chain', 'load_context', { path: 'docs/getting-started.md' }, { chars: 7512, sections: 9, sha256: c.sha(64) }));
    kids.push(c.llm(plan(lvl), [{ name: 'translate_document', args: { path: 'docs/getting-started.md', target_lang: lvl % 2 ? 'es-ES' : 'Spanish', out: 'docs/es/getting-started.md' } }], { input: { messages: [{ role: 'system', content: 'You are the docs planner.' }, { role: 'user', content: goal }] } }));
    const child = lvl < 3 ? node(lvl + 1) : c.span('chain', 'planner', { depth: 4 }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
    kids.push(c.tool('translate_document', { path: 'docs/getting-started.md', target_lang: lvl % 2 ? 'es-ES' : 'Spanish' }, null, { children: [child], error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', meta: { checkpoint_ns: `planner:${c.uuid()}`, langgraph_step: lvl * 3 + 2 } }));
    return c.span('chain', 'planner', { messages: [{ role: 'user', content: goal }], depth: lvl }, null, kids, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { langgraph_node: 'planner', thread_id: 't-' + c.hex(8) } });
  };
  const graph = node(0);
  const root = c.agent('LangGraph', { input: goal }, null, [c.span('chain', '__start__', { input: goal }, { messages: 1 }), graph], { langgraph: '0.2.60', recursion_limit: 25, llm: 'ChatOllama' });
  root.error = 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.';
  return { goal, stagnation: true, isolates: 'The planner repeats the same three-line plan at each level and calls a translate tool that runs the same planner graph on the same file, four levels deep, no text ever translated.', root };
}
export const scenarios = [s01, s02, s03];
