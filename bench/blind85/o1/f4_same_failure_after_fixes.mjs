// Loop 4: different fixes, the same check failing the same way each time (only volatile parts differ).
export const family = 'same_failure_after_fixes';
export const loop = true;

// 01: Aider (deepseek-coder-v2:16b) chasing a tsc error with three different edits in the wrong file.
function s01(c) {
  c.model = 'ollama_chat/deepseek-coder-v2:16b';
  const goal = 'Fix the TypeScript build: `npm run typecheck` fails in packages/web. Do not change the public API of packages/core.';
  const k = [];
  const tsc = () => `> web@0.14.2 typecheck\n> tsc -p tsconfig.json --noEmit\n\nsrc/pages/Checkout.tsx(88,23): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\nFound 1 error in src/pages/Checkout.tsx:88\n\nnpm ERR! Lifecycle script \`typecheck\` failed with error:\nnpm ERR! code 2\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/${c.iso().replace(/:/g, '_').replace('.', '_')}-debug-0.log`;
  const turn = (user, asst, edited) => {
    k.push(c.span('llm', 'litellm.completion', { messages: [{ role: 'system', content: 'Act as an expert software developer... Use SEARCH/REPLACE blocks.' }, { role: 'user', content: user }] }, asst, [], { metadata: { model: c.model, tokens_sent: c.int(3000, 9000), tokens_received: c.int(80, 500), cost: 0.0 } }));
    k.push(c.tool('aider.apply_edits', { files: [edited] }, `Applied edit to ${edited}`));
    k.push(c.tool('aider.auto_commit', { files: [edited] }, `Commit ${c.hex(7)} fix: ${c.pick(['handle undefined', 'type fix', 'narrow type'])}`));
    k.push(c.tool('aider.run_test', { cmd: 'npm run typecheck -w packages/web' }, tsc(), { error: 'exit status 2' }));
  };
  k.push(c.tool('aider.add_files', { files: ['packages/web/src/pages/Checkout.tsx', 'packages/core/src/format.ts'] }, 'Added packages/web/src/pages/Checkout.tsx to the chat\nAdded packages/core/src/format.ts to the chat'));
  turn(goal, "The error is in Checkout.tsx line 88 where `formatPrice(order.currency)` receives a possibly undefined value. I'll change the signature in format.ts to accept an optional currency.\n\npackages/core/src/format.ts\n```ts\n<<<<<<< SEARCH\nexport function formatPrice(currency: string, cents = 0) {\n=======\nexport function formatPrice(currency?: string, cents = 0) {\n>>>>>>> REPLACE\n```", 'packages/core/src/format.ts');
  turn('Fix any errors below, if possible.\n\n' + 'src/pages/Checkout.tsx(88,23): error TS2345 ...', "I see. The web package imports the built d.ts of core from dist, so I will add a default in the Order type instead.\n\npackages/web/src/types.ts\n```ts\n<<<<<<< SEARCH\n  currency?: string;\n=======\n  currency?: string; // defaults to EUR\n>>>>>>> REPLACE\n```", 'packages/web/src/types.ts');
  turn('Fix any errors below, if possible.\n\n' + 'src/pages/Checkout.tsx(88,23): error TS2345 ...', "Let me cast the call in a helper so the compiler is happy.\n\npackages/web/src/lib/money.ts\n```ts\n<<<<<<< SEARCH\nexport const money = formatPrice;\n=======\nexport const money = (c: string | undefined, v?: number) => formatPrice(c as string, v);\n>>>>>>> REPLACE\n```", 'packages/web/src/lib/money.ts');
  turn('Fix any errors below, if possible.\n\n' + 'src/pages/Checkout.tsx(88,23): error TS2345 ...', "Maybe strict mode is too aggressive for this package. I'll relax it in tsconfig.\n\npackages/web/tsconfig.base.json\n```json\n<<<<<<< SEARCH\n    \"strictNullChecks\": true,\n=======\n    \"strictNullChecks\": false,\n>>>>>>> REPLACE\n```", 'packages/web/tsconfig.base.json');
  k.push(c.span('event', 'aider.max_reflections', { max_reflections: 3 }, 'Only 3 reflections allowed, stopping.'));
  const root = c.agent('aider', { argv: ['--model', c.model, '--test-cmd', 'npm run typecheck -w packages/web', '--auto-test'] }, { exit: 'reflections exhausted' }, k, { aider: '0.72.1', repo: 'shopfront-monorepo', git_head: c.hex(40) });
  return { goal, stagnation: false, isolates: 'Four different edits (core signature, a type comment, a wrapper, a tsconfig in a file the project does not extend) each followed by the identical TS2345 error at Checkout.tsx(88,23); only the npm log path changes.', root };
}

// 02: Cline (qwen2.5-coder:32b) trying fixes for a Docker build that fails on the same ERESOLVE every time.
function s02(c) {
  c.model = 'qwen2.5-coder:32b-instruct-q4_K_M';
  const goal = 'The CI docker build of services/notifier is failing at `npm ci`. Fix it so `docker build -t notifier services/notifier` succeeds.';
  const k = [];
  const build = () => `#0 building with "default" instance using docker driver\n\n#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: ${c.int(600, 900)}B done\n#1 DONE 0.0s\n\n#5 [deps 3/4] COPY package.json package-lock.json ./\n#5 CACHED\n\n#6 [deps 4/4] RUN npm ci --omit=dev\n#6 ${c.dur(0.8, 3)} npm ERR! code ERESOLVE\n#6 ${c.dur(0.8, 3)} npm ERR! ERESOLVE could not resolve\n#6 ${c.dur(0.8, 3)} npm ERR! While resolving: @notifier/app@1.3.0\n#6 ${c.dur(0.8, 3)} npm ERR! Found: @nestjs/common@10.4.15\n#6 ${c.dur(0.8, 3)} npm ERR! Could not resolve dependency:\n#6 ${c.dur(0.8, 3)} npm ERR! peer @nestjs/common@"^9.0.0" from @nestjs/bull@0.6.3\n#6 ERROR: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1\n------\n > [deps 4/4] RUN npm ci --omit=dev:\n------\nERROR: failed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1\n(build id ${c.B62(25).toLowerCase()})`;
  const say = (thinking, tool, input, out, err) => {
    k.push(c.span('llm', 'cline.api_request', { provider: 'ollama', model: c.model }, `<thinking>\n${thinking}\n</thinking>\n\n<${tool}>\n${Object.entries(input).map(([a, b]) => `<${a}>${b}</${a}>`).join('\n')}\n</${tool}>`, [], { metadata: { tokensIn: c.int(8000, 22000), tokensOut: c.int(60, 600), cacheReads: 0, cost: 0 } }));
    k.push(c.tool(tool, input, out, { error: err }));
  };
  say('I need to look at the Dockerfile and package.json first.', 'read_file', { path: 'services/notifier/Dockerfile' }, 'FROM node:20-alpine AS deps\nWORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci --omit=dev\n\nFROM node:20-alpine\nCOPY --from=deps /app/node_modules ./node_modules\nCOPY dist ./dist\nCMD ["node","dist/main.js"]');
  say('Now run the build to see the error.', 'execute_command', { command: 'docker build -t notifier services/notifier', requires_approval: 'false' }, build(), 'Command exited with code 1');
  say('Peer dependency conflict between @nestjs/common 10 and @nestjs/bull 0.6.3. Quick fix: set legacy-peer-deps in an .npmrc at the repo root.', 'write_to_file', { path: '.npmrc', content: 'legacy-peer-deps=true\n' }, 'The content was successfully saved to .npmrc.');
  say('Rebuild.', 'execute_command', { command: 'docker build -t notifier services/notifier', requires_approval: 'false' }, build(), 'Command exited with code 1');
  say('Still ERESOLVE. Maybe node 20 ships npm 10 which is stricter; switch the base image to node:18-alpine.', 'replace_in_file', { path: 'services/notifier/Dockerfile', diff: '<<<<<<< SEARCH\nFROM node:20-alpine AS deps\n=======\nFROM node:18-alpine AS deps\n>>>>>>> REPLACE' }, 'The content was successfully saved to services/notifier/Dockerfile.');
  say('Rebuild.', 'execute_command', { command: 'docker build -t notifier services/notifier', requires_approval: 'false' }, build(), 'Command exited with code 1');
  say('Still the same. Bump @nestjs/bull in package.json to ^10.0.0 — but the lockfile is copied as is, so I will also add an overrides block.', 'replace_in_file', { path: 'services/notifier/package.json', diff: '<<<<<<< SEARCH\n  "dependencies": {\n=======\n  "overrides": { "@nestjs/bull": { "@nestjs/common": "$@nestjs/common" } },\n  "dependencies": {\n>>>>>>> REPLACE' }, 'The content was successfully saved to services/notifier/package.json.');
  say('Rebuild.', 'execute_command', { command: 'docker build -t notifier services/notifier', requires_approval: 'false' }, build(), 'Command exited with code 1');
  say('Let me disable the build cache so the new package.json is used.', 'execute_command', { command: 'docker build --no-cache -t notifier services/notifier', requires_approval: 'false' }, build(), 'Command exited with code 1');
  k.push(c.span('event', 'cline.mistake_limit_reached', { consecutiveMistakeCount: 3 }, 'Cline is having trouble. Would you like to continue the task?'));
  const root = c.agent('cline.task', { task: goal }, { status: 'awaiting_user' }, k, { cline: '3.4.0', taskId: String(c.epochMs()), workspace: '/home/dev/notify-platform' });
  return { goal, stagnation: false, isolates: 'Four different fixes (.npmrc in the wrong directory, older base image, overrides without regenerating the lockfile, no-cache) each followed by the same ERESOLVE docker build failure, differing only in timings and build id.', root };
}

// 03: AutoGen assistant + executor (llama3.1:70b, bad day) fixing a CrashLoopBackOff by tuning probes.
function s03(c) {
  c.model = 'llama3.1:70b-instruct-q3_K_M';
  const goal = 'The staging deployment "ledger-api" never becomes ready after the last release. Get it rolled out successfully.';
  const k = [];
  const rollout = () => `Waiting for deployment "ledger-api" rollout to finish: 0 of 2 updated replicas are available...\nerror: deployment "ledger-api" exceeded its progress deadline\n---\nNAME                          READY   STATUS             RESTARTS      AGE\nledger-api-${c.hex(10)}-${c.b36(5)}   0/1     CrashLoopBackOff   ${c.int(3, 6)} (${c.int(8, 40)}s ago)   ${c.int(2, 5)}m${c.int(1, 59)}s\nledger-api-${c.hex(10)}-${c.b36(5)}   0/1     CrashLoopBackOff   ${c.int(3, 6)} (${c.int(8, 40)}s ago)   ${c.int(2, 5)}m${c.int(1, 59)}s\n--- logs (last 3) ---\n{"level":"info","ts":"${c.iso()}","msg":"starting ledger-api","version":"2.8.0"}\n{"level":"fatal","ts":"${c.iso()}","msg":"config: LEDGER_DB_DSN is required","pid":1}`;
  const exch = (text, code, out) => {
    k.push(c.span('llm', 'assistant', { messages_tail: 1 }, text + (code ? `\n\`\`\`sh\n${code}\n\`\`\`` : ''), [], { metadata: { model: c.model, cost: 0, sender: 'assistant', recipient: 'executor' } }));
    if (code) k.push(c.span('agent', 'executor', { code }, null, [c.tool('LocalCommandLineCodeExecutor.execute_code_blocks', { language: 'sh', code }, { exit_code: out.err ? 1 : 0, output: out.text, code_file: `${c.tmp('autogen_')}/tmp_code_${c.hex(32)}.sh` }, { error: out.err })], { metadata: { human_input_mode: 'NEVER' } }));
  };
  exch('Let me check the rollout status and pod logs.', 'kubectl -n staging rollout status deploy/ledger-api --timeout=90s; kubectl -n staging get pods -l app=ledger-api; kubectl -n staging logs -l app=ledger-api --tail=3', { text: rollout(), err: 'exitcode: 1' });
  exch('The pods restart. The readiness probe probably fires too early. Increase initialDelaySeconds to 30.', "kubectl -n staging patch deploy ledger-api --type=json -p='[{\"op\":\"replace\",\"path\":\"/spec/template/spec/containers/0/readinessProbe/initialDelaySeconds\",\"value\":30}]'", { text: 'deployment.apps/ledger-api patched' });
  exch('Check again.', 'kubectl -n staging rollout status deploy/ledger-api --timeout=90s; kubectl -n staging get pods -l app=ledger-api; kubectl -n staging logs -l app=ledger-api --tail=3', { text: rollout(), err: 'exitcode: 1' });
  exch('Maybe the liveness probe kills it. Change the liveness path from /healthz to /livez.', "kubectl -n staging patch deploy ledger-api --type=json -p='[{\"op\":\"replace\",\"path\":\"/spec/template/spec/containers/0/livenessProbe/httpGet/path\",\"value\":\"/livez\"}]'", { text: 'deployment.apps/ledger-api patched' });
  exch('Check again.', 'kubectl -n staging rollout status deploy/ledger-api --timeout=90s; kubectl -n staging get pods -l app=ledger-api; kubectl -n staging logs -l app=ledger-api --tail=3', { text: rollout(), err: 'exitcode: 1' });
  exch('Memory may be too low and the container OOMs. Raise the limit to 1Gi.', 'kubectl -n staging set resources deploy/ledger-api --limits=memory=1Gi --requests=memory=512Mi', { text: 'deployment.apps/ledger-api resource requirements updated' });
  exch('Check again.', 'kubectl -n staging rollout status deploy/ledger-api --timeout=90s; kubectl -n staging get pods -l app=ledger-api; kubectl -n staging logs -l app=ledger-api --tail=3', { text: rollout(), err: 'exitcode: 1' });
  exch('Perhaps the image is bad. Restart the rollout to pull again.', 'kubectl -n staging rollout restart deploy/ledger-api', { text: 'deployment.apps/ledger-api restarted' });
  exch('Check again.', 'kubectl -n staging rollout status deploy/ledger-api --timeout=90s; kubectl -n staging get pods -l app=ledger-api; kubectl -n staging logs -l app=ledger-api --tail=3', { text: rollout(), err: 'exitcode: 1' });
  const root = c.agent('autogen.initiate_chat', { sender: 'executor', recipient: 'assistant', message: goal, max_turns: 10 }, { summary: 'max_turns reached' }, k, { autogen: '0.2.38', cache_seed: null, config: 'OAI_CONFIG_LIST[ollama-70b]' });
  return { goal, stagnation: false, isolates: 'Four different deployment changes (readiness delay, liveness path, memory limit, restart) and after each the same CrashLoopBackOff with the same fatal "LEDGER_DB_DSN is required" log; only pod suffixes, restart counts, ages and timestamps change.', root };
}
export const scenarios = [s01, s02, s03];
