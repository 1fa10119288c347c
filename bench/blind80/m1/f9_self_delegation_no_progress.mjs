import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'self_delegation_no_progress';

// 01: Claude Code Task tool, Python: each subagent re-delegates the same task
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'flintlock-orm (Python): tests/test_pool.py::test_checkout_timeout is flaky on CI (~1 in 5). Find the cause and fix it.';
  const m = 'claude-opus-4-1-20250805';
  const prompts = [
    'Investigate why tests/test_pool.py::test_checkout_timeout is flaky in flintlock-orm and fix it.',
    'Figure out the root cause of the flaky test tests/test_pool.py::test_checkout_timeout and implement a fix.',
    'The test test_checkout_timeout in tests/test_pool.py fails intermittently. Investigate the flakiness and fix the underlying issue.',
    'Find and fix the source of flakiness in test_checkout_timeout (tests/test_pool.py).',
  ];
  const mk = (d) => {
    const id = 'toolu_' + N.b62(24);
    const inner = d < 3 ? [
      llm(m, { messages: [{ role: 'user', content: prompts[d] }] }, [{ type: 'text', text: d === 0 ? 'This needs focused investigation; delegating to a general-purpose agent.' : 'I\'ll hand this to a dedicated agent so it can dig into the flaky test.' }, call('Task', { description: 'Fix flaky pool test', prompt: prompts[d + 1], subagent_type: 'general-purpose' }, id)]),
      mk(d + 1),
    ] : [
      llm(m, { messages: [{ role: 'user', content: prompts[d] }] }, [{ type: 'text', text: 'Delegating this investigation.' }, call('Task', { description: 'Flaky test investigation', prompt: prompts[0], subagent_type: 'general-purpose' }, id)]),
      fail('Task', { description: 'Flaky test investigation', prompt: prompts[0], subagent_type: 'general-purpose' }, null, 'Maximum subagent nesting depth exceeded'),
    ];
    return agent('Task', { description: 'Fix flaky pool test', prompt: prompts[d], subagent_type: 'general-purpose' }, d < 3 ? { result: 'The subagent did not complete the task.' } : null, inner, { depth: d + 1, agent_id: N.hex(8) });
  };
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [{ type: 'text', text: 'I\'ll delegate the investigation to a subagent.' }, call('Task', { description: 'Fix flaky pool test', prompt: prompts[0], subagent_type: 'general-purpose' }, 'toolu_' + N.b62(24))]),
    mk(0),
    llm(m, chat('You are Claude Code...', goal, 'The subagent did not complete the task.'), 'The investigation did not finish. I\'ll try delegating again with clearer instructions.'),
  ];
  return row(F, 1, { isolates: 'The flaky-test task is passed down four nested Task subagents with reworded but equivalent prompts; none of them runs the test or opens a file, and the deepest hits the nesting limit.', loop: true, stagnation: true, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn', result: 'no fix' }, ch, { style: 'claude-code-subagents' }) });
}

// 02: OpenHands AgentDelegateAction, Java: delegate chain
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'granary-batch (Java 17, Spring Batch): the nightly job double-counts rows when a chunk is retried. Add an idempotency guard and a test.';
  const m = 'anthropic/claude-3-5-sonnet-20241022';
  const tasks = [goal, 'Fix double counting on chunk retry in granary-batch by adding an idempotency guard, plus a test.', 'In granary-batch, retried chunks are counted twice. Implement an idempotency guard and add a regression test.', 'Make chunk retries in granary-batch idempotent (no double counting) and cover it with a test.'];
  const nest = (d) => {
    const kids = [llm(m, chat('You are OpenHands agent...', tasks[d]), { thought: ['This is a multi-step task; I will delegate it to a CodeActAgent with a clear brief.', 'Spring Batch internals are involved, so a specialised delegate should handle the guard and the test.', 'Handing off to another CodeActAgent that can focus on the retry semantics.'][d], action: 'delegate', args: { agent: 'CodeActAgent', inputs: { task: tasks[d + 1] } } })];
    if (d < 2) {
      kids.push(nest(d + 1));
    } else {
      kids.push(tool('AgentDelegateAction', { agent: 'CodeActAgent', inputs: { task: tasks[d + 1] } }, { observation: 'delegate', content: 'CodeActAgent finishes task with outputs: {}', extras: { outputs: { content: '' } } }, { metadata: { timestamp: N.iso() } }));
      kids.push(llm(m, chat('You are OpenHands agent...', tasks[d], 'outputs: {}'), { thought: 'The delegate returned without changes. Delegating again.', action: 'delegate', args: { agent: 'CodeActAgent', inputs: { task: tasks[1] } } }));
      kids.push(fail('AgentDelegateAction', { agent: 'CodeActAgent', inputs: { task: tasks[1] } }, null, 'RuntimeError: delegate CodeActAgent reached maximum iteration (max iteration: 30)'));
    }
    return agent(`CodeActAgent (delegate level ${d})`, { task: tasks[d] }, { outputs: {} }, kids, { delegate_level: d, sid: N.uuid() });
  };
  return row(F, 2, { isolates: 'An OpenHands agent delegates the idempotency task to a CodeActAgent that delegates the same reworded task again, three levels deep, and nobody reads or edits a file; empty outputs propagate back.', loop: true, stagnation: false, goal,
    root: agent('OpenHands session', { task: goal }, { agent_state: 'error' }, [nest(0)], { style: 'openhands-delegation' }) });
}

// 03: smolagents managed agents, Elixir: manager -> fixer -> fixer -> fixer
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'pelican_pubsub (Elixir): `mix test test/pelican/presence_test.exs` raises FunctionClauseError in Presence.merge/2. Fix it.';
  const m = 'meta-llama/Llama-3.3-70B-Instruct';
  const task = 'Fix the FunctionClauseError in Pelican.Presence.merge/2 raised by test/pelican/presence_test.exs.';
  const lvl = (d) => {
    const code = `result = code_fixer(task="${d % 2 ? 'Please fix the FunctionClauseError raised in Pelican.Presence.merge/2 (see presence_test.exs).' : task}")\nprint(result)`;
    const kids = [llm(m, chat('You are an expert assistant who can solve any task using code blobs. You can give tasks to team members.', task), `Thought: This is a code fix; the code_fixer team member is best placed to handle it.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`)];
    if (d < 3) kids.push(lvl(d + 1));
    else kids.push(fail('code_fixer', { task }, null, `AgentMaxStepsError: Reached max steps (run ${N.hex(8)})`));
    return agent(d === 0 ? 'manager_agent' : 'code_fixer', { task: d ? task : goal }, d < 3 ? { report: `Here is the final answer from your managed agent 'code_fixer':\nReached max steps.` } : null, kids, { depth: d, managed_agents: ['code_fixer'] });
  };
  return row(F, 3, { isolates: 'A manager hands the Elixir fix to code_fixer, which (having itself code_fixer as a managed agent) hands the same task on, four levels deep; no mix command is ever run.', loop: true, stagnation: true, goal,
    root: agent('CodeAgent.run', { task: goal }, { final_answer: null }, [lvl(0)], { style: 'smolagents-managed-agents' }) });
}
export const rows = () => [r1(), r2(), r3()];
