import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'delegation_without_work';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: true,
  isolates: 'Claude Code Task tool: the main agent delegates "fix the dune build" to a general-purpose sub-agent, which delegates the same task again, four levels deep; the only tool work is a repeated `ls`.',
  goal: 'ocaml-mdx-lint: `dune build @runtest` fails after upgrading ppxlib to 0.33; fix it.',
  build: (N) => {
    const instr = (d) => `Fix the failing \`dune build @runtest\` in /home/jo/ocaml-mdx-lint after the ppxlib 0.33 upgrade. Investigate the error, make the minimal code change, and report back what you changed.${d ? ' (delegated from parent agent)' : ''}`;
    const ls = () => tool('Bash', { command: 'ls', description: 'List repo' }, { stdout: 'CHANGES.md\nREADME.md\nbin\ndune-project\nlib\nmdx-lint.opam\ntest', stderr: '', exit_code: 0 });
    let inner = agent('Task:general-purpose', { prompt: instr(4), depth: 4 }, { result: 'I delegated the fix to a sub-agent; it is in progress.', error_note: 'max depth reached, no further Task calls allowed' }, [
      llm('assistant', [{ role: 'user', content: instr(4) }], [{ type: 'text', text: 'This is a multi-step fix; I will hand it to a specialised agent so it can focus on the build error.' }]),
      ls(),
    ]);
    for (let d = 3; d >= 1; d--) {
      const tid = 'toolu_' + N.b62(22);
      inner = agent('Task:general-purpose', { prompt: instr(d), depth: d, subagent_type: 'general-purpose' }, { result: 'The sub-agent is working on the ppxlib build fix.' }, [
        llm('assistant', [{ role: 'user', content: instr(d) }], [{ type: 'text', text: 'This is a multi-step fix; I will hand it to a specialised agent so it can focus on the build error.' }, { type: 'tool_use', id: tid, name: 'Task', input: { description: 'Fix dune build', prompt: instr(d + 1), subagent_type: 'general-purpose' } }]),
        ls(),
        inner,
      ]);
    }
    return agent('claude-code', { cwd: '/home/jo/ocaml-mdx-lint', session_id: N.uuid() }, { result: 'The sub-agent is working on the ppxlib build fix.', total_cost_usd: 1.12 }, [
      llm('assistant', [{ role: 'user', content: 'dune build @runtest fails after ppxlib 0.33 upgrade' }], [{ type: 'tool_use', id: 'toolu_' + N.b62(22), name: 'Task', input: { description: 'Fix dune build', prompt: instr(0), subagent_type: 'general-purpose' } }]),
      inner,
    ]);
  },
},
{
  id: '02', loop: true, stagnation: false,
  isolates: 'smolagents managed agents: a Julia package manager agent hands "resolve the compat conflict" to a sub-agent, which reformulates and hands it on, three nested levels, no Pkg command ever run beyond reading Project.toml.',
  goal: 'Turing-lite.jl: `Pkg.resolve()` fails with an unsatisfiable requirement for Distributions after bumping Julia compat to 1.10; fix the [compat] section.',
  build: (N) => {
    const tasks = [
      'Resolve the Distributions compat conflict in Turing-lite.jl so that Pkg.resolve() succeeds.',
      'Please make Pkg.resolve() succeed for Turing-lite.jl by fixing the Distributions [compat] entry that is unsatisfiable.',
      'The [compat] bound for Distributions in Turing-lite.jl causes an unsatisfiable requirement; adjust it so resolution works.',
      'Fix the unsatisfiable Distributions requirement in Turing-lite.jl\'s Project.toml so that resolving packages works.',
    ];
    const proj = `name = "TuringLite"\nuuid = "${N.uuid()}"\nversion = "0.2.0"\n\n[deps]\nDistributions = "31c24e10-a181-5473-b8eb-7969acd0382f"\n\n[compat]\nDistributions = "0.24"\njulia = "1.10"`;
    const level = (i, child) => agent(`ManagedAgent:${['manager', 'pkg_agent', 'compat_agent', 'toml_agent'][i]}`, { task: tasks[i] }, { final_answer: 'Delegated to the next agent; awaiting its result.' }, [
      llm('step', { messages: [{ role: 'user', content: tasks[i] }] }, `Thought: ${['I should delegate this to the package agent, which knows Pkg.', 'Let me have the compat specialist handle this.', 'Before editing, I\'ll read Project.toml and then let the TOML agent apply the change.', 'Read the file first.'][i]}\nCode:\n\`\`\`py\n${i === 3 ? 'print(open("Project.toml").read())' : i === 2 ? 'print(open("Project.toml").read())\nr = toml_agent(task="' + tasks[3] + '")' : ['pkg_agent', 'compat_agent'][i] + '(task="' + tasks[i + 1] + '")'}\n\`\`\`<end_code>`),
      ...(i >= 2 ? [tool('python_interpreter', { code: 'print(open("Project.toml").read())' }, `Execution logs:\n${proj}\nLast output from code snippet:\nNone`)] : []),
      ...(child ? [child] : []),
    ]);
    let t = level(3, null);
    t.children.push(llm('step', { messages: [] }, 'Thought: The conflict should be resolved by the agent in charge of the package environment; I will return this to my manager.\nCode:\n```py\nfinal_answer("Please have the package agent resolve the Distributions compat conflict.")\n```<end_code>'));
    for (let i = 2; i >= 0; i--) t = level(i, t);
    t.metadata = { step_limit: 6, model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', run_id: N.uuid() };
    return t;
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'A LangGraph-style planner/worker graph for a Terraform repo: the worker node returns "needs planning" and re-enqueues the same ticket to the planner, which re-issues it with the identical plan text to a fresh worker, three nested hand-offs.',
  goal: 'tf-gke-platform (Terraform HCL): rename module "gke_cluster" to "cluster" without destroying the cluster (add `moved` blocks).',
  build: (N) => {
    const tick = (d) => ({ ticket: `TF-${1402}`, attempt: d, text: 'Rename module gke_cluster to cluster in envs/prod without destroying resources; add moved blocks.', trace: N.hex(16) });
    let node = agent('worker', tick(4), { status: 'handoff', to: 'planner', reason: 'task needs a plan before execution' }, [
      llm('worker.llm', { messages: [{ role: 'user', content: JSON.stringify(tick(4)) }] }, { content: 'This requires a plan for the state moves first. Handing back to planner.', tool_calls: [{ name: 'handoff', args: { to: 'planner' } }] }),
      tool('grep', { pattern: 'module "gke_cluster"', path: 'envs/prod' }, 'envs/prod/main.tf:12:module "gke_cluster" {'),
    ]);
    for (let d = 3; d >= 1; d--) {
      node = agent(d % 2 ? 'planner' : 'worker', tick(d), { status: 'handoff' }, [
        llm(`${d % 2 ? 'planner' : 'worker'}.llm`, { messages: [{ role: 'user', content: JSON.stringify(tick(d)) }] }, { content: d % 2 ? 'Plan: 1) rename the module block 2) add moved blocks 3) terraform plan shows 0 to destroy. Dispatching to a worker.' : 'Before editing I need the planner to confirm the sequence of state moves. Handing back.', tool_calls: [{ name: 'handoff', args: { to: d % 2 ? 'worker' : 'planner', ticket: 'TF-1402' } }] }),
        tool('queue.enqueue', { ticket: 'TF-1402', to: d % 2 ? 'worker' : 'planner' }, { enqueued: true, msg_id: N.uuid(), at: N.iso() }),
        node,
      ]);
    }
    return agent('graph.run', { thread_id: N.uuid(), recursion_limit: 25, goal: 'rename module' }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, [node]);
  },
},
];
