import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'reasking_user_same_question';

// 01: Roo Code ask_followup_question, TypeScript: which Node version (reworded each time)
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'driftwood-cli: update the `engines` field and CI matrix to the Node version we support, then fix any type errors from @types/node.';
  const m = 'anthropic/claude-sonnet-4';
  const qs = [
    ['Which Node.js version should the package target for the engines field and CI?', ['18', '20', '22']],
    ['To make sure I configure this correctly: what minimum Node version do you want to support?', ['Node 18 LTS', 'Node 20 LTS', 'Node 22']],
    ['Before I edit package.json, can you confirm the Node release line the CLI should run on?', ['>=18', '>=20', '>=22']],
    ['Just to double-check, should `engines.node` be set to the version from .nvmrc or something else?', ['.nvmrc version', 'other']],
  ];
  const ch = [
    llm(m, chat('You are Roo, a highly skilled software engineer...', goal), '<read_file><path>package.json</path></read_file>'),
    tool('read_file', { path: 'package.json' }, '<file><path>package.json</path>\n<content lines="1-40">\n 1 | {\n 2 |   "name": "driftwood-cli",\n 3 |   "version": "3.2.0",\n...\n 18 |   "engines": { "node": ">=16" },\n...\n</content>\n</file>'),
  ];
  qs.forEach(([q, opts], i) => {
    ch.push(llm(m, chat('You are Roo...', goal, i ? '<answer>\n20, same as .nvmrc\n</answer>' : null, 4 + 2 * i), `<ask_followup_question>\n<question>${q}</question>\n<follow_up>\n${opts.map((o) => `<suggest>${o}</suggest>`).join('\n')}\n</follow_up>\n</ask_followup_question>`));
    ch.push(tool('ask_followup_question', { question: q, follow_up: opts }, { answer: i === 3 ? 'the .nvmrc one, 20' : '20, same as .nvmrc', ts: N.epochMs() }));
  });
  return row(F, 1, { isolates: 'The Node version question is asked four times in different words and the user answers 20 each time, but package.json is never edited.', loop: true, stagnation: false, goal,
    root: agent('roo-code task', { mode: 'code', task: goal }, { status: 'abandoned by user' }, ch, { style: 'roo-code', taskId: N.uuid() }) });
}

// 02: Devin-like chat, PHP: backwards compatibility question, near-verbatim re-asks
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'copperleaf (Laravel): rename the `/api/v1/orders/{id}/items` route to `/api/v1/orders/{id}/lines` and update the controller and tests.';
  const m = 'devin';
  const q = 'Quick question before I change the route: do you want me to keep the old `/items` path working as a deprecated alias (redirect or duplicate route) so existing API clients do not break, or should I remove it outright?';
  const q2 = 'Quick question before I change the route: should I keep the old `/items` path working as a deprecated alias (a redirect or a duplicate route) so existing API clients don\'t break, or remove it outright?';
  const q3 = 'Before I change the route, one question: do you want the old `/items` path kept as a deprecated alias (redirect or duplicate route) so that existing API clients do not break, or removed outright?';
  const ch = [
    llm(m, { plan: ['grep routes', 'ask about BC', 'edit routes/api.php', 'update tests'] }, { thought: 'Find where the route is declared.' }),
    tool('shell', { cmd: 'grep -rn "items" routes/api.php app/Http/Controllers/OrderItemController.php | head' }, `routes/api.php:31:    Route::get('/orders/{order}/items', [OrderItemController::class, 'index'])->name('orders.items.index');\nroutes/api.php:32:    Route::post('/orders/{order}/items', [OrderItemController::class, 'store'])->name('orders.items.store');\napp/Http/Controllers/OrderItemController.php:14:class OrderItemController extends Controller`),
  ];
  [q, q2, q3].forEach((qq, i) => {
    ch.push(llm(m, { plan_step: 2, last_user_message: i ? 'Keep /items as an alias for one release, mark it deprecated.' : null }, { thought: 'Need to confirm backwards-compatibility policy with the user.', message_to_user: qq }));
    ch.push(tool('message_user', { text: qq, block_on_user: true }, { user_reply: i === 2 ? 'As I said: keep /items as an alias for one release, mark it deprecated.' : 'Keep /items as an alias for one release, mark it deprecated.', received_at: N.iso() }));
  });
  return row(F, 2, { isolates: 'The same long backwards-compatibility question is sent to the user three times near-verbatim and gets the same answer each time; the routes are never edited.', loop: true, stagnation: true, goal,
    root: agent('devin session', { task: goal }, { status: 'blocked', waiting_for: 'user' }, ch, { style: 'devin-plan-steps' }) });
}

// 03: smolagents CodeAgent (style not in the brief list), Rust: ask the human for the MSRV via a tool
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'gantry-rs: replace the once_cell dependency with std::sync::OnceLock where the MSRV allows it.';
  const m = 'Qwen/Qwen2.5-Coder-32B-Instruct';
  const steps = [
    ['Thought: I should know the minimum supported Rust version first.', 'answer = ask_human(question="What is the MSRV for gantry-rs?")\nprint(answer)'],
    ['Thought: I need the MSRV to decide whether OnceLock (stable since 1.70) is allowed. Let me ask in a different way.', 'answer = ask_human(question="Which rustc version must the crate still compile on?")\nprint(answer)'],
    ['Thought: To be safe, I will confirm the rust-version the maintainers want to keep supporting.', 'answer = ask_human(question="Can you confirm the oldest Rust toolchain we support (rust-version in Cargo.toml)?")\nprint(answer)'],
    ['Thought: Let me verify the supported compiler version once more before editing Cargo.toml.', 'answer = ask_human(question="Is it OK to require a newer rustc, or what minimum toolchain should gantry-rs build with?")\nprint(answer)'],
  ];
  const ch = [
    llm(m, chat('You are an expert assistant who can solve any task using code blobs.', goal), 'Thought: Find uses of once_cell.\nCode:\n```py\nprint(run_shell("grep -rn once_cell --include=*.rs --include=Cargo.toml ."))\n```<end_code>'),
    tool('run_shell', { command: 'grep -rn once_cell --include=*.rs --include=Cargo.toml .' }, 'Execution logs:\n./Cargo.toml:19:once_cell = "1.19"\n./src/registry.rs:3:use once_cell::sync::Lazy;\n./src/registry.rs:11:static DEFAULT: Lazy<Registry> = Lazy::new(Registry::builtin);\n./src/config.rs:5:use once_cell::sync::OnceCell;\nLast output from code snippet:\nNone'),
  ];
  steps.forEach(([t, c], i) => {
    ch.push(llm(m, chat('You are an expert assistant...', goal, null, 4 + 2 * i), `${t}\nCode:\n\`\`\`py\n${c}\n\`\`\`<end_code>`));
    ch.push(tool('ask_human', { question: c.match(/question="([^"]+)"/)[1] }, `Execution logs:\n1.74, it's in Cargo.toml (rust-version)\nLast output from code snippet:\nNone`, { metadata: { step_duration: Number(N.secs(8, 40)) } }));
  });
  return row(F, 3, { isolates: 'The human is asked for the MSRV four times in different words, answers 1.74 every time (enough for OnceLock), and the agent never proceeds to edit.', loop: true, stagnation: false, goal,
    root: agent('CodeAgent.run', { task: goal, max_steps: 10 }, { final_answer: null, error: 'Reached max steps.' }, ch, { style: 'smolagents', smolagents_version: '1.9.2' }) });
}
export const rows = () => [r1(), r2(), r3()];
