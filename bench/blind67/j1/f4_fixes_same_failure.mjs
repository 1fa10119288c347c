import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'fixes-same-failure';
export const ROWS = [
{ n: '01', domain: 'Gleam package for a cooperative bakery rota', style: 'SWE-agent trajectory',
  isolates: 'Three different edits to a Gleam module are each followed by the same compile error (only the timing line differs); the build never passes.',
  goal: 'Fix the failing `gleam build` in the rota_core package after the gleam_json upgrade.',
  build: (N) => {
    const err = () => `  Compiling rota_core\nerror: Unknown module value\n   ┌─ /work/rota_core/src/rota_core/export.gleam:14:8\n   │\n14 │   json.to_string_builder(doc)\n   │        ^^^^^^^^^^^^^^^^^ Did you mean \`to_string_tree\`?\n\nThe module \`gleam/json\` does not have a \`to_string_builder\` value.\n   Compiled in ${N.secs(0.3, 1.9)}`;
    const edits = [['edit 12:14', 'import gleam/string_builder\n…\n  json.to_string_builder(doc) |> string_builder.to_string'], ['edit 3:3', 'import gleam/json.{to_string_builder}'], ['edit 1:1', '// pin gleam_json = "~> 1.0" in gleam.toml\n']];
    const ch = [llm('model', { history_len: 2 }, 'DISCUSSION\nLet me build to see the error.\n\n```\ngleam build\n```'), tool('gleam build', 'gleam build', err(), null, 'exit 1')];
    const th = ['The string_builder module may need to be imported explicitly.', 'Perhaps the function must be imported unqualified.', 'Maybe the dependency should be pinned back, via a comment note in the manifest.'];
    edits.forEach(([c, body], i) => {
      ch.push(llm('model', { history_len: 4 + i * 4 }, `DISCUSSION\n${th[i]}\n\n\`\`\`\n${c}\n${body}\nend_of_edit\n\`\`\``));
      ch.push(tool('edit', { command: c, text: body }, `File updated. Please review the changes. [File: /work/rota_core/src/rota_core/export.gleam (${40 + i} lines total)]`));
      ch.push(llm('model', { history_len: 6 + i * 4 }, 'DISCUSSION\nRebuild.\n\n```\ngleam build\n```'));
      ch.push(tool('gleam build', 'gleam build', err(), null, 'exit 1'));
    });
    return agent('sweagent run', { problem_statement: 'gleam build fails after gleam_json upgrade' }, { exit_status: 'exit_cost', submission: null }, ch, { instance_id: 'rota_core-' + N.int(100, 999), model: 'gpt-4o' });
  } },
{ n: '02', domain: 'Fastly VCL for a museum image CDN', style: 'OpenHands event stream',
  isolates: 'The agent changes the VCL three different ways; every `fastly compute`/vcl test run prints the same failing assertion with new request ids and timestamps.',
  goal: 'Make the VCL unit test `strips_tracking_params` pass for the museum image service.',
  build: (N) => {
    const out = () => `[${N.iso()}] falco test --include main.vcl\n✗ strips_tracking_params (${N.dur(3, 40)}ms)\n   assert.equal(req.url, "/img/a.jpg?w=800")\n   actual:   "/img/a.jpg?w=800&utm_source=nl"\n   req_id=${N.hex(16)}\n1 failed, 11 passed`;
    const fixes = ['set req.url = querystring.filter(req.url, "utm_source");', 'set req.url = querystring.regfilter(req.url, "^utm_");  # moved to vcl_recv top', 'set req.url = querystring.filter_except(req.url, "w" + querystring.filtersep() + "h");  # in vcl_hash'];
    const ch = [];
    fixes.forEach((f, i) => {
      ch.push(llm('LLM completion', { messages: `[${3 + i * 4}]` }, { content: ['Filter the utm_source parameter in vcl_recv.', 'Use a regex so all utm_* params are dropped, earlier in recv.', 'Keep only the w and h params instead.'][i], tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', path: '/workspace/cdn/main.vcl', new_str: f }) } }] }));
      ch.push(tool('FileEditAction', { path: '/workspace/cdn/main.vcl', new_str: f }, { observation: 'edit', content: 'The file /workspace/cdn/main.vcl has been edited.' }));
      ch.push(tool('CmdRunAction', { command: 'falco test --include main.vcl' }, { observation: 'run', content: out(), exit_code: 1 }, { hidden: false }, 'exit_code=1'));
    });
    ch.push(llm('LLM completion', { messages: '[15]' }, { content: 'Still the same assertion. I will try moving the filter into vcl_miss.', tool_calls: [] }));
    return agent('CodeActAgent', { task: 'make strips_tracking_params pass' }, { agent_state: 'STOPPED', reason: 'max_iterations' }, ch, { openhands: '0.28', sandbox: 'runtime-' + N.hex(8) });
  } },
{ n: '03', domain: 'Tailwind CSS bundle budget for a ski-touring club site', style: 'Vercel AI SDK (ai.streamText)',
  isolates: 'Three different Tailwind config changes; the size-limit check fails identically every time (same 41.8 kB over a 30 kB budget), only durations and temp paths vary.',
  goal: 'Bring the club site CSS under the 30 kB size-limit budget so CI passes.',
  build: (N) => {
    const out = () => `> size-limit\n\n  dist/assets/index-${N.hex(8)}.css\n  Package size limit has exceeded by 11.8 kB\n  Size limit: 30 kB\n  Size:       41.8 kB with all dependencies, minified and brotlied\n  Time:       ${N.int(80, 400)} ms\n  Tmp:        ${N.tmp('size-limit-')}\n\nERROR: size limit exceeded`;
    const edits = [{ file: 'tailwind.config.js', patch: "content: ['./src/**/*.{astro,tsx}']" }, { file: 'tailwind.config.js', patch: 'corePlugins: { preflight: false }' }, { file: 'postcss.config.js', patch: "plugins: { tailwindcss: {}, cssnano: { preset: 'default' } }" }];
    const ch = [];
    edits.forEach((e, i) => {
      ch.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': `[${2 + i * 4}]` }, { 'ai.response.text': ['Narrow the content globs so unused classes are purged.', 'Disable preflight to drop the reset styles.', 'Add cssnano to minify further.'][i], 'ai.response.toolCalls': [{ toolName: 'writeFile', args: e }] }, [], { 'ai.response.msToFirstChunk': N.dur(200, 900) }));
      ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'writeFile', 'ai.toolCall.args': JSON.stringify(e) }, { 'ai.toolCall.result': '{"ok":true}' }));
      ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'runScript', 'ai.toolCall.args': '{"script":"size"}' }, { 'ai.toolCall.result': JSON.stringify({ exitCode: 1, output: out() }) }, null, 'exitCode 1'));
    });
    return agent('ai.streamText', { prompt: 'Get CSS under 30 kB' }, { 'ai.response.finishReason': 'tool-calls', note: 'maxSteps reached' }, ch, { 'ai.telemetry.functionId': 'site-ci-fixer' });
  } },
{ n: '04', domain: 'Packer image for airport trolley-return kiosks', style: 'LangGraph / LangSmith',
  isolates: 'Three different provisioner fixes, and each packer build dies at the same apt step with the same message; only the build id, temp dir and timing lines differ.',
  goal: 'Get the kiosk-base Packer image building again so the trolley-return kiosks can be patched.',
  build: (N) => {
    const out = () => `==> amazon-ebs.kiosk: Provisioning with shell script: ${N.tmp('packer-shell')}\n    amazon-ebs.kiosk: E: Unable to locate package chromium-browser-l10n\n==> amazon-ebs.kiosk: Script exited with non-zero exit status: 100.Allowed exit codes are: [0]\nBuild 'amazon-ebs.kiosk' errored after ${N.int(2, 4)} minutes ${N.int(1, 59)} seconds: Script exited with non-zero exit status: 100\n==> Builds finished but no artifacts were created. (build ${N.hex(8)})`;
    const fixes = ['add `apt-get update` before install', 'switch base AMI filter to ubuntu-jammy-22.04', 'add universe repo via add-apt-repository'];
    const ch = [];
    fixes.forEach((f, i) => {
      ch.push(chain('agent', {}, null, [llm('ChatOpenAI', { messages: `[[…${2 + 4 * i}]]` }, { generations: [[{ text: `Next attempt: ${f}.`, message: { tool_calls: [{ name: 'patch_file', args: { path: 'kiosk.pkr.hcl', change: f } }, { name: 'packer_build', args: { template: 'kiosk.pkr.hcl' } }] } }]] }, [], { run_id: N.uuid() })]));
      ch.push(chain('tools', {}, null, [tool('patch_file', { path: 'kiosk.pkr.hcl', change: f }, 'patched 1 hunk'), tool('packer_build', { template: 'kiosk.pkr.hcl' }, out(), { run_id: N.uuid() }, 'exit status 1')]));
    });
    return agent('LangGraph', { messages: [{ type: 'human', content: 'Fix kiosk-base image build' }] }, null, ch, { thread_id: N.uuid(), error: 'GraphRecursionError: Recursion limit of 12 reached' });
  } },
{ n: '05', domain: 'tapas bar allergen menu export', style: 'Semantic Kernel (function invocation spans)',
  isolates: 'The agent edits the menu JSON three different ways; the schema validator reports the identical error each time, with only a validation run id and timestamp changing.',
  goal: 'Make the autumn menu JSON pass the allergen schema so it can be published to the ordering tablets.',
  build: (N) => {
    const out = () => JSON.stringify({ valid: false, run: N.uuid(), at: N.iso(), errors: [{ instancePath: '/dishes/7/allergens/2', keyword: 'enum', message: 'must be equal to one of the allowed values', params: { allowedValues: ['celery', 'crustaceans', 'eggs', 'fish', 'gluten', 'lupin', 'milk', 'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites'] } }] });
    const ch = [];
    const fixes = [{ dish: 'Gambas al ajillo', set: 'allergens[2] = "shellfish"' }, { dish: 'Gambas al ajillo', set: 'allergens[2] = "Crustaceans"' }, { dish: 'Pulpo a la gallega', set: 'allergens = ["molluscs","sulphites"]' }];
    fixes.forEach((f, i) => {
      ch.push(llm('chat.completions gpt-4o', { 'chat_history': `[${2 + 3 * i}]` }, { content: null, items: [{ $type: 'FunctionCallContent', pluginName: 'Menu', functionName: 'patch_dish', arguments: f }] }, [], { 'gen_ai.system': 'openai' }));
      ch.push(tool('Menu-patch_dish', f, 'patched', { 'semantic_kernel.function.invocation.duration': N.dur(2, 30) / 1000 }));
      ch.push(tool('Menu-validate_schema', { file: 'menu-autumn.json' }, out(), null, 'schema validation failed'));
    });
    return agent('ChatCompletionAgent: MenuPublisher', { input: 'Publish autumn menu' }, null, ch, { 'semantic_kernel.version': '1.18.0', FunctionChoiceBehavior: 'Auto', termination: 'MaximumAutoInvokeAttempts=9' });
  } },
{ n: '06', domain: 'Julia hydrology model for a mill-race restoration', style: 'Inspect AI eval log (sample events)',
  isolates: 'Three different changes to a Julia package each end with the same failing test summary; only times and a temp depot path differ; the sample is scored incorrect.',
  goal: 'Fix the failing `flow_rate` test in MillRace.jl so the weir calculation matches the survey value.',
  build: (N) => {
    const out = () => `Test Summary: | Pass  Fail  Total  Time\nweir          |    4     1      5  ${N.secs(1, 4)}\n  flow_rate: Test Failed at ${N.tmp('jl_')}/MillRace/test/runtests.jl:22\n  Expression: isapprox(q, 0.412, rtol = 0.01)\n   Evaluated: isapprox(0.3871, 0.412; rtol = 0.01)\nERROR: Package MillRace errored during testing`;
    const fixes = ['Cd = 0.62 -> 0.64', 'use g = 9.80665 instead of 9.81', 'head measured from crest: h = stage - crest_m'];
    const ch = [llm('model', { input: [{ role: 'user', content: 'Fix flow_rate test in MillRace.jl' }] }, { choices: [{ message: { content: 'Run the tests first.', tool_calls: [{ function: 'bash', arguments: { cmd: 'julia --project -e "using Pkg; Pkg.test()"' } }] } }] }), tool('bash', { cmd: 'julia --project -e "using Pkg; Pkg.test()"' }, out(), { event: 'tool', working_time: N.dur(2000, 9000) / 1000 }, 'exit 1')];
    fixes.forEach((f, i) => {
      ch.push(llm('model', { input: `[${4 + 3 * i} messages]` }, { choices: [{ message: { content: `Try ${f}.`, tool_calls: [{ function: 'python', arguments: { code: `# edit src/weir.jl: ${f}` } }, { function: 'bash', arguments: { cmd: 'julia --project -e "using Pkg; Pkg.test()"' } }] } }] }));
      ch.push(tool('bash', { cmd: 'julia --project -e "using Pkg; Pkg.test()"' }, out(), { event: 'tool' }, 'exit 1'));
    });
    return agent('sample 7', { task: 'millrace_flow_rate', epoch: 1 }, { score: { value: 'I', explanation: 'tests still failing' } }, ch, { eval_id: N.b62(22), model: 'openai/gpt-4o', limit: 'message_limit reached' });
  } },
];
