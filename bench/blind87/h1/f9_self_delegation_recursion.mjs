import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'self_delegation_recursion';
export const loop = true;

// Row 01: CrewAI hierarchical crew; delegation bounces down through coworkers with reworded tasks.
function r1(c) {
  const goal = 'Produce a one-page comparison of list prices for the three main competitors of our invoicing SaaS (Invoicly, Billbee, Factura Cloud) as of March 2026.';
  const L = (t) => llm('gpt-4o', { messages: '<crew prompt>' }, t, { metadata: { tokens: c.int(900, 3000) } });
  const deleg = (from, to, task, inner) => agent(to, { task, context: 'delegated by ' + from }, inner ? inner.output : { error: 'Agent stopped due to iteration limit or time limit.' }, [L(`Thought: I should delegate this to the ${inner ? inner.name : 'coworker'}.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "${inner ? inner.name : ''}"}`), ...(inner ? [inner] : [])]);
  const d5 = agent('Pricing Analyst', { task: 'Compare the list prices of Invoicly, Billbee and Factura Cloud.', context: 'delegated by Market Researcher' }, { error: 'Agent stopped due to iteration limit or time limit.' }, [L('Thought: A market researcher is better placed to gather these prices.\nAction: Delegate work to coworker\nAction Input: {"task": "Gather current list prices for Invoicly, Billbee, Factura Cloud", "coworker": "Market Researcher"}'), tool('Delegate work to coworker', { coworker: 'Market Researcher' }, 'Error: recursion depth 5 exceeded for delegation chain')]);
  const d4 = agent('Market Researcher', { task: 'Find what Invoicly, Billbee and Factura Cloud charge (list prices, March 2026).', context: 'delegated by Competitive Intel Lead' }, d5.output, [L('Thought: This is a pricing comparison; the Pricing Analyst should do it.\nAction: Delegate work to coworker\nAction Input: {"task": "Compare the list prices of Invoicly, Billbee and Factura Cloud.", "coworker": "Pricing Analyst"}'), tool('Delegate work to coworker', { coworker: 'Pricing Analyst' }, 'delegating...'), d5]);
  const d3 = agent('Competitive Intel Lead', { task: 'Compile competitor pricing (Invoicly, Billbee, Factura Cloud).', context: 'delegated by Pricing Analyst' }, d4.output, [L('Thought: Research is needed first; hand to the Market Researcher.\nAction: Delegate work to coworker\nAction Input: {"task": "Find what Invoicly, Billbee and Factura Cloud charge (list prices, March 2026).", "coworker": "Market Researcher"}'), tool('Delegate work to coworker', { coworker: 'Market Researcher' }, 'delegating...'), d4]);
  const d2 = agent('Pricing Analyst', { task: 'One-page comparison of competitor list prices: Invoicly, Billbee, Factura Cloud.', context: 'delegated by Crew Manager' }, d3.output, [L('Thought: I need the intel lead to compile the data before I can compare.\nAction: Delegate work to coworker\nAction Input: {"task": "Compile competitor pricing (Invoicly, Billbee, Factura Cloud).", "coworker": "Competitive Intel Lead"}'), tool('Delegate work to coworker', { coworker: 'Competitive Intel Lead' }, 'delegating...'), d3]);
  const mgr = agent('Crew Manager', { task: goal }, d2.output, [L('Thought: The Pricing Analyst is the right coworker.\nAction: Delegate work to coworker\nAction Input: {"task": "One-page comparison of competitor list prices: Invoicly, Billbee, Factura Cloud.", "coworker": "Pricing Analyst"}'), tool('Delegate work to coworker', { coworker: 'Pricing Analyst' }, 'delegating...'), d2]);
  const prep = agent('Template Writer', { task: 'Prepare the one-page layout' }, { layout: 'table: vendor | plan | price/mo | users | notes' }, [L('Thought: I will draft the table layout.\nFinal Answer: table: vendor | plan | price/mo | users | notes'), tool('file_write', { path: 'out/comparison.md', content: '| Vendor | Plan | €/mo | Users | Notes |\n|---|---|---|---|---|\n' }, 'written 58 bytes')]);
  const root = agent('Crew', { inputs: { topic: goal }, process: 'hierarchical' }, { error: 'delegation chain aborted', final_output: null }, [prep, mgr], { metadata: { crewai: '0.86.0', crew_id: c.uuid() } });
  return { goal, isolates: 'After a trivial layout step, the pricing task is passed Manager → Analyst → Intel Lead → Researcher → Analyst, reworded at each hop, five levels deep with no search ever run.', stagnation: false, root };
}

// Row 02: LangGraph planner subgraph that re-invokes itself with the same task.
function r2(c) {
  const goal = 'Migrate the nightly `orders_rollup` Airflow DAG from Airflow 1.10 syntax to Airflow 2.9 (TaskFlow API) and make `airflow dags test orders_rollup 2026-03-10` pass.';
  const L = (t, calls) => llm('ChatAnthropic', { model: 'claude-3-7-sonnet', messages: '<state.messages>' }, anOut(c, t, calls));
  const nest = (depth) => {
    const kids = [L(`The migration has several parts; I will plan it by calling the planner on the whole task.`, [['call_planner', { task: 'Migrate orders_rollup DAG to Airflow 2.9 TaskFlow and make dags test pass', depth }]])];
    if (depth < 5) kids.push(nest(depth + 1)); else kids.push(tool('call_planner', { depth }, null, { error: 'GraphRecursionError: Recursion limit of 25 reached' }));
    return { type: 'chain', name: 'planner', input: { task: 'Migrate orders_rollup DAG to Airflow 2.9 TaskFlow and make dags test pass', depth }, output: null, children: kids, metadata: { langgraph_node: 'planner', langgraph_path: ['__pregel_pull', 'planner'], langgraph_checkpoint_ns: `planner:${c.uuid()}`, depth } };
  };
  const ch = [
    { type: 'chain', name: 'inspect', input: {}, output: {}, children: [L('Read the DAG file first.', [['read_file', { path: 'dags/orders_rollup.py' }]]), tool('read_file', { path: 'dags/orders_rollup.py' }, 'from airflow.operators.python_operator import PythonOperator\nfrom airflow.operators.bash_operator import BashOperator\ndag = DAG("orders_rollup", schedule_interval="0 2 * * *", default_args=ARGS)\nextract = PythonOperator(task_id="extract", python_callable=extract_orders, provide_context=True, dag=dag)\n...'), L('Check Airflow version in the image.', [['bash', { cmd: 'airflow version' }]]), tool('bash', { cmd: 'airflow version' }, '2.9.3')], metadata: { langgraph_node: 'inspect', langgraph_step: 1 } },
    nest(1),
  ];
  const root = agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { error: 'GraphRecursionError' }, ch, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { thread_id: c.uuid() } });
  return { goal, isolates: 'Having read the DAG and Airflow version, the planner node calls itself with the whole unchanged task five levels deep, each level emitting the same sentence, until the recursion limit; no file is edited.', stagnation: true, root };
}

// Row 03: Claude Code Task tool; sub-agent spawns a sub-agent with a reworded prompt, after real progress at top level.
function r3(c) {
  const goal = 'The e2e test `checkout.spec.ts > applies gift card` in `fernway-web` is flaky (fails ~1 in 5 on CI). Find the cause and fix it.';
  const L = (t, calls) => llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, calls));
  const prompts = ['Investigate why the Playwright test "applies gift card" in tests/e2e/checkout.spec.ts is flaky on CI and propose a fix.', 'Figure out the root cause of intermittent failures in the "applies gift card" e2e test (checkout.spec.ts) and suggest a fix.', 'Look into the flaky gift-card checkout e2e test and determine why it fails intermittently; return a fix.', 'Determine the cause of flakiness in checkout.spec.ts "applies gift card" and propose how to fix it.'];
  let inner = agent('Task', { description: 'Investigate flaky test', prompt: prompts[3], subagent_type: 'general-purpose' }, { error: 'Task depth limit reached' }, [L('This needs a focused investigation; I will delegate it.', [['Task', { description: 'Investigate flaky test', prompt: prompts[0] }]]), tool('Task', { prompt: prompts[0] }, null, { error: 'Sub-agent nesting limit (4) reached' })]);
  for (let d = 2; d >= 0; d--) inner = agent('Task', { description: 'Investigate flaky test', prompt: prompts[d], subagent_type: 'general-purpose' }, inner.output, [L('A dedicated sub-agent should dig into this.', [['Task', { description: 'Investigate flaky test', prompt: prompts[d + 1] }]]), inner]);
  const ch = [
    L('Run the test repeatedly to confirm the flake.', [['Bash', { command: 'npx playwright test checkout.spec.ts -g "applies gift card" --repeat-each=10 --reporter=line' }]]),
    tool('Bash', { command: 'npx playwright test ... --repeat-each=10' }, `Running 10 tests using 4 workers\n  ✘  7 [chromium] › checkout.spec.ts:88:5 › applies gift card (${c.ms(3000, 6000)}ms)\n    Error: expect(locator).toHaveText(expected)\n    Expected string: "Total: £0.00"\n    Received string: "Total: £25.00"\n  2 failed, 8 passed (${c.secs(20, 40)}s)`, { error: 'exit code 1' }),
    L('Read the test.', [['Read', { file_path: 'tests/e2e/checkout.spec.ts', offset: 80, limit: 20 }]]),
    tool('Read', { file_path: 'tests/e2e/checkout.spec.ts' }, "88 test('applies gift card', async ({ page }) => {\n89   await page.fill('#gift-code', 'GIFT25');\n90   await page.click('text=Apply');\n91   await expect(page.locator('.total')).toHaveText('Total: £0.00');\n"),
    L('The test asserts before the apply request settles, but I am not sure. Delegate a deeper investigation.', [['Task', { description: 'Investigate flaky test', prompt: prompts[0] }]]),
    inner,
  ];
  const root = agent('claude-code', { prompt: goal }, { subtype: 'error_during_execution', result: null }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'The main agent reproduces the flake and nearly spots the race, then hands the job to a sub-agent that hands it on, four levels of reworded prompts, with no sub-agent reading a file.', stagnation: true, root };
}
export const rows = [r1, r2, r3];
