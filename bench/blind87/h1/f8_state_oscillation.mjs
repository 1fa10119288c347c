import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'state_oscillation';
export const loop = true;

// Row 01: three branches cycled twice, same reproduction result per branch.
function r1(c) {
  const goal = 'Find which branch introduced the "duplicate webhook delivery" bug in `postbox-relay` (reproduce with `make repro-dup`) and report the offending commit.';
  const ch = []; const m = (t, cmd) => ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, [['Bash', { command: cmd }]])));
  const res = { main: (n) => `go test ./internal/delivery -run TestNoDuplicate -count=1\n--- FAIL: TestNoDuplicate (${c.secs(0.1, 0.9)}s)\n    dedupe_test.go:57: delivered evt_42 2 times, want 1\nFAIL\nFAIL\tgithub.com/postbox/relay/internal/delivery\t${c.secs(0.5, 2)}s`, 'release/1.9': () => `go test ./internal/delivery -run TestNoDuplicate -count=1\nok  \tgithub.com/postbox/relay/internal/delivery\t${c.secs(0.5, 2)}s`, 'feat/batch-acks': () => `go test ./internal/delivery -run TestNoDuplicate -count=1\n--- FAIL: TestNoDuplicate (${c.secs(0.1, 0.9)}s)\n    dedupe_test.go:57: delivered evt_42 2 times, want 1\nFAIL\nFAIL\tgithub.com/postbox/relay/internal/delivery\t${c.secs(0.5, 2)}s` };
  m('List branches.', 'git branch -a --sort=-committerdate | head');
  ch.push(tool('Bash', { command: 'git branch -a' }, '* main\n  feat/batch-acks\n  release/1.9\n  remotes/origin/main'));
  const order = ['main', 'release/1.9', 'feat/batch-acks', 'main', 'release/1.9', 'feat/batch-acks'];
  const thoughts = ['Reproduce on main.', 'Compare with the release branch.', 'Check the batch-acks feature branch.', 'Back to main to double-check the failure.', 'Re-verify release/1.9 is clean.', 'And the feature branch again.'];
  order.forEach((b, i) => {
    m(thoughts[i], `git checkout -q ${b} && make repro-dup`);
    ch.push(tool('Bash', { command: `git checkout -q ${b} && make repro-dup` }, res[b](), b === 'release/1.9' ? {} : { error: 'make: *** [repro-dup] Error 1' }));
  });
  m('Check main once more.', 'git checkout -q main && make repro-dup');
  ch.push(tool('Bash', { command: 'git checkout -q main && make repro-dup' }, res.main(), { error: 'make: *** [repro-dup] Error 1' }));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'error_max_turns', num_turns: 9 }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'The agent cycles main → release/1.9 → feat/batch-acks twice and then main again, each branch giving exactly its earlier result, and never runs git bisect or diffs the branches.', stagnation: false, root };
}

// Row 02: browser tabs cycled (cart, shipping, payment) reading the same totals; browser-use log.
function r2(c) {
  const goal = 'On the Holloway Hardware staff portal, find why order #HW-55190 shows a total of £412.80 when the items add up to £389.00, and note the cause in the order comments.';
  const ch = [];
  const step = (n, tab, mem, extract) => ch.push({ type: 'chain', name: `step_${n}`, input: { step: n }, output: {}, children: [llm('ChatOpenAI', { model: 'gpt-4o', messages: '<browser state>' }, { current_state: { evaluation_previous_goal: n > 1 ? 'Success' : 'Unknown', memory: mem, next_goal: `Read the ${tab} tab.` }, action: [{ switch_tab: { page_id: { cart: 0, shipping: 1, payment: 2 }[tab] } }, { extract_content: { goal: `totals on ${tab} tab` } }] }), tool('switch_tab', { page_id: { cart: 0, shipping: 1, payment: 2 }[tab] }, `🔄 Switched to tab ${{ cart: 0, shipping: 1, payment: 2 }[tab]}`), tool('extract_content', { goal: `totals on ${tab} tab` }, extract)], metadata: { url: `https://portal.hollowayhw.co.uk/orders/HW-55190#${tab}` } });
  const ex = { cart: '📄 Items: Makita drill £189.00, bit set £45.00, work light £155.00 — Subtotal £389.00', shipping: '📄 Shipping: Next-day (£9.95) — Weight 7.4kg — Ship to: Leeds LS6', payment: '📄 Payment: Card ****2214 — Charged £412.80 — Includes VAT where applicable' };
  ch.push({ type: 'chain', name: 'step_0', input: {}, output: {}, children: [llm('ChatOpenAI', { model: 'gpt-4o' }, { action: [{ go_to_url: { url: 'https://portal.hollowayhw.co.uk/orders/HW-55190' } }] }), tool('go_to_url', { url: 'https://portal.hollowayhw.co.uk/orders/HW-55190' }, 'Navigated')] });
  const mems = ['Starting.', 'Subtotal 389.00.', 'Shipping 9.95; 389+9.95=398.95, not 412.80.', 'Charged 412.80. Difference 13.85 unexplained; re-check cart.', 'Subtotal 389.00 again.', 'Shipping 9.95 again.', 'Charged 412.80 again; still 13.85 gap.', 'Look at cart once more.'];
  ['cart', 'shipping', 'payment', 'cart', 'shipping', 'payment', 'cart'].forEach((t, i) => step(i + 1, t, mems[i], ex[t]));
  const root = agent('browser-use Agent', { task: goal, max_steps: 8 }, { is_done: false, errors: ['Max steps reached'] }, ch, { metadata: { agent_id: c.uuid() } });
  return { goal, isolates: 'A three-tab cycle (cart, shipping, payment) is walked more than twice; each tab returns exactly what it showed before, and the agent never opens the adjustments or tax breakdown that would explain the £13.85.', stagnation: true, root };
}

// Row 03: toggling a feature flag back and forth with an eval that gives identical numbers per state; interleaved with real doc work.
function r3(c) {
  const goal = 'Decide whether to turn on `ranker_v2` for the help-centre search of Pinecrest Bank; run the offline eval, then write the recommendation in docs/search/ranker.md.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const ev = (on) => tool('run_eval', { suite: 'helpcentre-queries-v3' }, `eval run ${c.uuid()} on ${c.host('gpu')}\nqueries: 1200  duration: ${c.secs(40, 90)}s\nranker_v2=${on}\nnDCG@10: ${on ? '0.6124' : '0.6124'}\nMRR:     ${on ? '0.5531' : '0.5531'}\nrecall@20: ${on ? '0.8410' : '0.8410'}\nzero_result_rate: 0.031\n`);
  m('Read the current config.', 'read_file', { path: 'config/search.yaml' });
  ch.push(tool('read_file', { path: 'config/search.yaml' }, 'ranker_v2: false\nranker_v2_weights: models/ranker_v2/weights.bin\nreranker_topk: 50\n'));
  m('Baseline eval with flag off.', 'run_eval', { suite: 'helpcentre-queries-v3' }); ch.push(ev(false));
  m('Turn the flag on.', 'set_config', { key: 'ranker_v2', value: true }); ch.push(tool('set_config', { key: 'ranker_v2', value: true }, { ok: true, version: c.int(200, 299) }));
  m('Eval with flag on.', 'run_eval', { suite: 'helpcentre-queries-v3' }); ch.push(ev(true));
  m('Metrics are identical. Start the doc skeleton.', 'write_file', { path: 'docs/search/ranker.md', content: '# Ranker v2 decision\n\n## Setup\nSuite helpcentre-queries-v3, 1200 queries.\n' }); ch.push(tool('write_file', { path: 'docs/search/ranker.md' }, { bytes: 78 }));
  m('Flip back off to confirm the baseline.', 'set_config', { key: 'ranker_v2', value: false }); ch.push(tool('set_config', { key: 'ranker_v2', value: false }, { ok: true, version: c.int(300, 399) }));
  m(null, 'run_eval', { suite: 'helpcentre-queries-v3' }); ch.push(ev(false));
  m('On again.', 'set_config', { key: 'ranker_v2', value: true }); ch.push(tool('set_config', { key: 'ranker_v2', value: true }, { ok: true, version: c.int(400, 499) }));
  m(null, 'run_eval', { suite: 'helpcentre-queries-v3' }); ch.push(ev(true));
  m('Off once more to be sure.', 'set_config', { key: 'ranker_v2', value: false }); ch.push(tool('set_config', { key: 'ranker_v2', value: false }, { ok: true, version: c.int(500, 599) }));
  m(null, 'run_eval', { suite: 'helpcentre-queries-v3' }); ch.push(ev(false));
  const root = agent('search-eval-agent', { goal }, { status: 'max_iterations' }, ch, { metadata: { framework: 'LangGraph create_react_agent' } });
  return { goal, isolates: 'The agent flips ranker_v2 off/on/off/on/off with an eval after each switch; every run in a given state prints the same metrics (only run id, GPU host and duration change) and it never checks whether the flag reaches the eval at all.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
