import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'same_failure_after_fixes';
export const LOOP = true;

// 01: MetaGPT-style roles (Architect, Engineer, QaEngineer): TS build error never fixed
function s01(c) {
  const M = 'gpt-4-turbo';
  const tsc = () => `> web-admin@2.14.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\nsrc/config/loadEnv.ts:42:9 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n42         apiBase: process.env.API_BASE_URL,\n           ~~~~~~~\n\n  src/config/types.ts:7:3\n    7   apiBase: string;\n        ~~~~~~~\n    The expected type comes from property 'apiBase' which is declared here on type 'AppConfig'\n\nFound 1 error in src/config/loadEnv.ts:42\n\nDone in ${c.dur()}.`;
  const kids = [];
  kids.push(agent('Architect', { msg: 'Add API_BASE_URL override support' }, 'design.md written', [llm(c, M, [sys('Role: Architect'), usr('Add API_BASE_URL override support to web-admin config loader.')], '## Design\n- AppConfig.apiBase comes from API_BASE_URL, default https://api.internal.example\n- loadEnv() reads env, validates URL.')], { metagpt_role: 'Architect' }));
  const edits = [
    { path: 'src/config/types.ts', desc: 'Added JSDoc and readonly modifier to AppConfig.apiBase', diff: '-  apiBase: string;\n+  /** base URL for API calls */\n+  readonly apiBase: string;' },
    { path: 'src/config/defaults.ts', desc: 'Added DEFAULT_API_BASE constant', diff: "+export const DEFAULT_API_BASE = 'https://api.internal.example';" },
    { path: 'src/config/index.ts', desc: 'Re-exported DEFAULT_API_BASE from the config barrel', diff: "+export { DEFAULT_API_BASE } from './defaults';" },
    { path: '.env.example', desc: 'Documented API_BASE_URL in .env.example', diff: '+API_BASE_URL=https://api.internal.example' },
  ];
  edits.forEach((e, i) => {
    kids.push(agent('Engineer', { msg: i ? 'QaEngineer: typecheck failed' : 'design.md' }, e.desc, [
      llm(c, M, [sys('Role: Engineer'), usr(i ? 'typecheck still failing at loadEnv.ts:42' : 'Implement design.md')], `${e.desc}. This should satisfy the type checker.`, [['write_patch', { path: e.path, diff: e.diff }]]),
      tool('write_patch', { path: e.path, diff: e.diff }, { applied: true, path: e.path, bytes: c.int(200, 3000), sha: c.short() }),
    ], { metagpt_role: 'Engineer', round: i + 1 }));
    kids.push(agent('QaEngineer', { msg: 'run typecheck' }, 'FAIL', [
      tool('run_command', { cmd: 'pnpm typecheck', cwd: '/workspace/web-admin' }, { exit_code: 2, stdout: tsc(), started: c.iso(), pid: c.int(2000, 65000) }, { error: 'exit code 2' }),
      llm(c, M, [sys('Role: QaEngineer'), usr('report typecheck result')], 'Typecheck failed: TS2322 at src/config/loadEnv.ts:42 (apiBase may be undefined). Sending back to Engineer.'),
    ], { metagpt_role: 'QaEngineer', round: i + 1 }));
  });
  return { stagnation: true, goal: 'Add API_BASE_URL override support to the web-admin config loader with a passing typecheck.',
    isolates: 'A MetaGPT-style Engineer makes four different edits in other files while QaEngineer\'s typecheck fails with the same TS2322 at loadEnv.ts:42 each time (only the duration differs).',
    root: agent('Team', { idea: 'API_BASE_URL override', n_round: 10 }, null, kids, { framework: 'metagpt', investment: 3.0 }) };
}

// 02: writer + compliance critic, supplement marketing copy (LangGraph reflection loop)
function s02(c) {
  const M = 'claude-3-5-haiku-20241022';
  const objection = 'REJECTED. Paragraph 2 still says the formula is "clinically proven to improve sleep quality". Under FTC health-claim guidance this requires a cited randomized controlled trial; no citation is given. Remove the claim or add the study reference before resubmitting.';
  const drafts = [
    { change: 'Rewrote the headline to "Sleep deeper, wake brighter" and shortened the intro.', p2: 'Our magnesium-glycinate formula is clinically proven to improve sleep quality, so you wake up ready.' },
    { change: 'Changed tone to warmer second-person and added a bullet list of ingredients.', p2: 'You deserve rest: the formula is clinically proven to improve sleep quality with magnesium, L-theanine and tart cherry.' },
    { change: 'Cut copy to 90 words for the email preheader and added a CTA button label.', p2: 'Clinically proven to improve sleep quality. Try it 30 nights risk-free.' },
    { change: 'Added a customer testimonial from "Dana, Portland" and a money-back line.', p2: '"I sleep through the night now" - Dana. Clinically proven to improve sleep quality.' },
  ];
  const kids = [];
  kids.push(agent('brief_parser', {}, { product: 'RestWell Magnesium Night', channel: 'email', words: '<=120' }, [llm(c, M, [usr('Parse the campaign brief: RestWell Magnesium Night launch email, max 120 words, compliance review required.')], '{"product":"RestWell Magnesium Night","channel":"email","words":"<=120"}')], { langgraph_node: 'brief_parser' }));
  drafts.forEach((d, i) => {
    kids.push(agent('writer', { revision: i }, d.p2, [llm(c, M, [sys('You write DTC marketing copy.'), usr(i ? objection : 'Write the launch email.')], `${d.change}\n\n---\n${d.p2}`)], { langgraph_node: 'writer' }));
    const chk = tool('claims_lint', { text: d.p2, ruleset: 'ftc-health-2024' }, { violations: [{ rule: 'HC-04 substantiation', span: 'clinically proven to improve sleep quality', severity: 'block' }], lint_id: c.uuid(), checked_at: c.httpDate() });
    kids.push(agent('compliance_critic', { revision: i }, objection, [chk, llm(c, M, [sys('You are a compliance reviewer.'), usr(d.p2), tmsg('claims_lint', 'HC-04')], objection)], { langgraph_node: 'compliance_critic' }));
  });
  return { stagnation: true, goal: 'Write a compliant launch email (<=120 words) for RestWell Magnesium Night that passes compliance review.',
    isolates: 'A writer revises tone, length and testimonials four times while the compliance critic repeats the identical objection about the unsubstantiated "clinically proven" claim the writer never removes.',
    root: agent('LangGraph', { input: 'RestWell launch email' }, null, kids, { framework: 'langgraph', pattern: 'reflection', thread_id: c.uuid() }) };
}

// 03: AutoGen two-agent (assistant + user_proxy executor), Terraform for_each error
function s03(c) {
  const M = 'gpt-4o';
  const plan = (tmp) => `Initializing the backend...\nInitializing modules...\n\n\u2577\n\u2502 Error: Invalid for_each argument\n\u2502\n\u2502   on modules/buckets/main.tf line 14, in resource "google_storage_bucket" "this":\n\u2502   14:   for_each = toset([for b in var.buckets : "\${var.prefix}-\${b.name}" if b.enabled])\n\u2502     \u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\n\u2502     \u2502 var.prefix is a string, known only after apply\n\u2502\n\u2502 The "for_each" set includes values derived from resource attributes that cannot be determined until apply.\n\u2575\nplan log: ${tmp}/plan.log\nreal\t0m${c.int(3, 19)}.${c.int(100, 999)}s`;
  const fixes = [
    ['variables.tf', 'Set a default for var.buckets ([]) so the list is always known.'],
    ['modules/buckets/main.tf', 'Replaced toset() with a map keyed by b.name via { for b in var.buckets : b.name => b if b.enabled }, but kept the prefix in the value expression.'],
    ['versions.tf', 'Pinned hashicorp/google to ~> 5.30 in case the provider version changed the planning behaviour.'],
    ['terraform.tfvars', 'Marked two buckets as enabled = true explicitly instead of relying on the default.'],
  ];
  const kids = [];
  kids.push(llm(c, M, [sys('You are a helpful infrastructure assistant. Propose changes as code blocks; user_proxy executes.'), usr('terraform plan fails in envs/staging with "Invalid for_each argument". Fix it.')], 'Let me see the plan output first.\n```sh\ncd envs/staging && terraform plan -no-color\n```', [], { name: 'assistant' }));
  kids.push(agent('user_proxy', {}, null, [tool('execute_code_blocks', { lang: 'sh', code: 'cd envs/staging && terraform plan -no-color' }, `exitcode: 1 (execution failed)\nCode output: ${plan(c.tmp('tf-'))}`, { error: 'exitcode: 1' })], { autogen: 'UserProxyAgent' }));
  fixes.forEach(([f, d]) => {
    kids.push(llm(c, M, [usr('exitcode: 1 ... Invalid for_each argument')], `${d}\n\`\`\`sh\n# filename: ${f}\napply_edit ${f} && cd envs/staging && terraform plan -no-color\n\`\`\``, [], { name: 'assistant' }));
    kids.push(agent('user_proxy', {}, null, [tool('execute_code_blocks', { lang: 'sh', code: `apply_edit ${f} && cd envs/staging && terraform plan -no-color` }, `exitcode: 1 (execution failed)\nCode output: ${plan(c.tmp('tf-'))}`, { error: 'exitcode: 1' })], { autogen: 'UserProxyAgent' }));
  });
  kids.push(llm(c, M, [usr('exitcode 1')], 'The same error persists. Let me try another approach on the module inputs.', [], { name: 'assistant' }));
  kids.push(tool('max_consecutive_auto_reply', { limit: 10 }, { stopped: true }, { type: 'chain' }));
  return { stagnation: false, goal: 'Make terraform plan succeed in envs/staging (error: Invalid for_each argument in the buckets module).',
    isolates: 'AutoGen assistant applies four different Terraform edits that never touch the unknown var.prefix; every plan prints the same for_each error apart from the temp log path and timing.',
    root: agent('initiate_chat', { sender: 'user_proxy', recipient: 'assistant' }, null, kids, { framework: 'autogen', version: '0.2' }) };
}
export const scenarios = [s01, s02, s03];
