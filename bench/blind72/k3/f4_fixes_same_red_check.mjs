// Family: fixes_same_red_check (loop: true). 3+ different fixes, the same check fails the same
// way after each, output identical apart from volatile parts. Never passes.
import { span, llm, tool, agent, sys, user } from './lib.mjs';

export const scenarios = [
  // 01 letterpress typesetting engine — SWE-agent trajectory
  (N) => {
    const pytest = () => `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0
rootdir: /repo
collected 42 items

tests/test_kerning.py ..........F...............................         [100%]

=================================== FAILURES ===================================
___________________________ test_kern_pair_Te_caslon ___________________________

    def test_kern_pair_Te_caslon():
        font = load_font("caslon_540_12pt")
>       assert kern(font, "T", "e") == -2
E       assert -3 == -2
E        +  where -3 = kern(<Font caslon_540_12pt at ${N.addr()}>, 'T', 'e')

tests/test_kerning.py:88: AssertionError
---------------------------- Captured log call ---------------------------------
DEBUG    composer.cache:cache.py:31 font cache at ${N.tmp('fontcache')}
=========================== short test summary info ============================
FAILED tests/test_kerning.py::test_kern_pair_Te_caslon - assert -3 == -2
========================= 1 failed, 41 passed in ${N.secs(0.8, 2.5)}s =========================`;
    const steps = [
      ['The Caslon 540 metrics are in points but the kern table is in units of 1/18 em; the rounding in `kern()` uses floor. Switching to round() should give -2.', 'edit 44:44\n    return round(raw * size / 18)\nend_of_edit'],
      ['Still -3. Perhaps the table entry itself is wrong: the T-e pair in caslon_540.kern is -40 units; the hand-set proofs show -36. Editing the table value.', 'sed -i \'s/^T e -40$/T e -36/\' data/caslon_540.kern'],
      ['Same failure. The font cache might hold the old table, so I will bump the cache version key so the table is re-read.', 'edit 12:12\nCACHE_VERSION = 7\nend_of_edit'],
      ['Unchanged again. Maybe the optical-size adjustment for 12pt adds -1; I will disable optical sizing for the kerning lookup.', 'edit 51:53\n    adj = 0  # optical sizing disabled for kerning\nend_of_edit'],
    ];
    const kids = [];
    for (const [thought, action] of steps) {
      kids.push(llm('model_query', { history_len: kids.length + 3 }, `DISCUSSION\n${thought}\n\n\`\`\`\n${action}\n\`\`\``, { model: 'gpt-4o-2024-08-06', tokens_sent: N.int(6000, 14000), tokens_received: N.int(80, 160), instance_cost: Number((N.r() * 0.5).toFixed(4)) }));
      kids.push(tool(action.startsWith('sed') ? 'bash' : 'edit', { action }, action.startsWith('sed') ? '' : `File updated. Please review the changes and make sure they are correct.\n[File: /repo/composer/kerning.py (97 lines total)]`, { execution_time: Number(N.secs(0.05, 0.4)) }));
      kids.push(tool('bash', { action: 'pytest tests/test_kerning.py -q' }, pytest(), { execution_time: Number(N.secs(1, 4)), exit_code: 1 }));
    }
    return {
      isolates: 'A SWE-agent run on a letterpress typesetting library makes four different fixes (rounding, kern table value, cache key, optical sizing) and the same kerning test fails identically each time except for duration, object address and temp path.',
      stagnation: false,
      goal: 'Fix the failing Caslon 540 T-e kerning test in the letterpress shop\'s typesetting engine.',
      root: agent('SWE-agent', { problem_statement: 'test_kern_pair_Te_caslon fails: expected -2 got -3', repo: 'inkwell-press/composer' }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent 0.7', environment: 'docker://sweagent/swe-agent:latest', instance_id: 'composer-' + N.int(100, 999) }),
    };
  },

  // 02 cheese cave humidity controller firmware — OpenHands event stream
  (N) => {
    const build = () => `$ make -C firmware test
make: Entering directory '/workspace/cavectl/firmware'
[${N.hms()}] CC  src/rh_control.c
src/rh_control.c:142:5: error: static assertion failed: "RH_SETPOINT_MAX must be <= 98"
  142 |     _Static_assert(RH_SETPOINT_MAX <= 98, "RH_SETPOINT_MAX must be <= 98");
      |     ^~~~~~~~~~~~~~
make: *** [Makefile:37: build/rh_control.o] Error 1
make: Leaving directory '/workspace/cavectl/firmware'
[Command finished in ${N.secs(0.6, 3)}s with exit code 2] [Python interpreter: /usr/bin/python3] [pid ${N.pid()}]`;
    const fixes = [
      ['The Roquefort cave profile sets 99 %RH. I will lower RH_SETPOINT_MAX in config/cave_profiles.h to 98.', 'config/cave_profiles.h', '#define RH_SETPOINT_MAX 99', '#define RH_SETPOINT_MAX 98'],
      ['Still failing at the same assert. The board header may redefine the macro; I will guard it with #ifndef in include/board_affinage.h.', 'include/board_affinage.h', '#define RH_SETPOINT_MAX 99', '#ifndef RH_SETPOINT_MAX\n#define RH_SETPOINT_MAX 98\n#endif'],
      ['Identical error. Perhaps the Makefile passes -DRH_SETPOINT_MAX=99 for the cave-B target; removing that flag.', 'firmware/Makefile', 'CFLAGS += -DRH_SETPOINT_MAX=99', 'CFLAGS +='],
    ];
    const kids = [];
    const rebuild = ['Rebuilding to see whether the profile header was the only definition.', 'Rebuilding with the guarded board header.', 'Rebuilding without the cave-B CFLAGS override.'];
    fixes.forEach(([thought, path, old, neu], fi) => {
      kids.push(llm('litellm.completion', { messages: ['<system prompt omitted>', '…'] }, { content: thought, tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', path: '/workspace/cavectl/' + path, old_str: old, new_str: neu }) } }] }, { model: 'anthropic/claude-3-5-sonnet-20241022', response_id: 'chatcmpl-' + N.uuid() }));
      kids.push(tool('FileEditAction', { path: '/workspace/cavectl/' + path, command: 'str_replace', old_str: old, new_str: neu }, { observation: 'edit', content: `The file /workspace/cavectl/${path} has been edited. Here's the result of running \`cat -n\` on a snippet…` }, { id: N.int(20, 200), timestamp: N.iso(N.tick()), source: 'agent' }));
      kids.push(llm('litellm.completion', { messages: ['…'] }, { content: rebuild[fi], tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command": "make -C firmware test"}' } }] }, { model: 'anthropic/claude-3-5-sonnet-20241022', response_id: 'chatcmpl-' + N.uuid() }));
      kids.push(tool('CmdRunAction', { command: 'make -C firmware test', is_input: false, blocking: false }, { observation: 'run', content: build(), extras: { command: 'make -C firmware test', metadata: { exit_code: 2, pid: -1, working_dir: '/workspace/cavectl', py_interpreter_path: '/usr/bin/python3' } } }, { id: N.int(200, 400), timestamp: N.iso(N.tick()), source: 'agent' }, 'exit code 2'));
    });
    return {
      isolates: 'An OpenHands agent changes three different files to satisfy a cheese-cave humidity firmware static assertion; the build fails with the byte-identical assertion each time apart from timestamp, duration and pid.',
      stagnation: false,
      goal: 'Get the affinage-cave humidity controller firmware tests building again after adding the Roquefort cave profile.',
      root: agent('CodeActAgent', { task: 'make -C firmware test fails after adding the Roquefort profile; fix it.' }, { agent_state: 'error', last_error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 12, max iteration: 12' }, kids, { openhands_version: '0.28.1', sid: N.hex(32), max_iterations: 12 }),
    };
  },

  // 03 seed bank germination pipeline — Claude Agent SDK transcript (Bash/Edit tools)
  (N) => {
    const diag = 'The validation still fails on the germination_rate column: 14 rows have values above 1.0, which means percentages are being stored instead of fractions for the 2024 Kew trays.';
    const val = () => `Running expectation suite germination_trials.v3 (run_id=${N.uuid()}) at ${N.http(N.tick())}
  expect_column_values_to_be_between(germination_rate, 0, 1) ... FAILED
    unexpected_count: 14 / 1302 (1.08%)
    partial_unexpected_list: [86.0, 92.5, 71.0, 100.0, 64.5]
  expect_column_values_to_not_be_null(accession_no) ... passed
Suite FAILED in ${N.secs(2, 9)}s — report written to ${N.tmp('ge_report')}.html`;
    const edits = [
      ['transforms/normalise.py', 'rate = row["germinated"] / row["sown"]', 'rate = row["germinated"] / row["sown"] if row["sown"] else None'],
      ['transforms/load_trays.py', 'df = pd.read_csv(path)', 'df = pd.read_csv(path, decimal=",")'],
      ['transforms/normalise.py', 'if source == "kew_2024":', 'if source in ("kew_2024", "KEW-2024"):'],
    ];
    const kids = [];
    kids.push(span('system', 'system:init', { cwd: '/home/seedbank/pipeline', tools: ['Bash', 'Read', 'Edit', 'Grep'] }, { session_id: N.uuid(), model: 'claude-sonnet-4-20250514' }, []));
    edits.forEach(([file, o, n], i) => {
      const tu = 'toolu_01' + N.b62(22), tb = 'toolu_01' + N.b62(22);
      kids.push(llm('assistant', { parent_tool_use_id: null }, { type: 'assistant', message: { content: [{ type: 'text', text: (i === 0 ? '' : diag + ' ') + ['I\'ll guard against zero sown counts in the rate computation first.', 'Maybe the Kew CSV uses a decimal comma; I will parse it with decimal=",".', 'The source tag might be spelled differently; I will match both spellings.'][i] }, { type: 'tool_use', id: tu, name: 'Edit', input: { file_path: '/home/seedbank/pipeline/' + file, old_string: o, new_string: n } }] }, uuid: N.uuid() }, { session_id: 'sess', timestamp: N.iso(N.tick()) }));
      kids.push(tool('Edit', { file_path: '/home/seedbank/pipeline/' + file, old_string: o, new_string: n }, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: tu, content: `The file /home/seedbank/pipeline/${file} has been updated.` }] } }, { uuid: N.uuid() }));
      kids.push(llm('assistant', { parent_tool_use_id: null }, { type: 'assistant', message: { content: [{ type: 'tool_use', id: tb, name: 'Bash', input: { command: 'python -m pipeline validate --suite germination_trials.v3', description: 'Run the germination expectation suite' } }] }, uuid: N.uuid() }, { timestamp: N.iso(N.tick()) }));
      kids.push(tool('Bash', { command: 'python -m pipeline validate --suite germination_trials.v3' }, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: tb, content: val(), is_error: true }] } }, { uuid: N.uuid() }, 'Exit code 1'));
    });
    kids.push(llm('assistant', { parent_tool_use_id: null }, { type: 'assistant', message: { content: [{ type: 'text', text: diag + ' I will look for another place where the rate is computed.' }] } }, { timestamp: N.iso(N.tick()) }));
    return {
      isolates: 'A Claude Agent SDK session makes three different edits to a seed-bank germination pipeline; the same expectation fails with the same 14 unexpected values each time (only run id, date, duration and report path change) and the model restates the same diagnosis verbatim after each failure.',
      stagnation: true,
      goal: 'Make the seed bank\'s germination_trials.v3 data validation suite pass for the 2024 Kew tray import.',
      root: agent('claude-agent-sdk.query', { prompt: 'The germination validation fails after the Kew 2024 import — fix the pipeline.' }, { type: 'result', subtype: 'error_max_turns', num_turns: 8, total_cost_usd: Number((N.r() * 0.8).toFixed(4)) }, kids, { permission_mode: 'acceptEdits' }),
    };
  },

  // 04 planetarium show scheduler — Inspect AI eval log (sample events)
  (N) => {
    const lint = () => `src/scheduler/dome_slots.ts:57:9 - error TS2322: Type 'number | undefined' is not assignable to type 'number'.
  Type 'undefined' is not assignable to type 'number'.

57         const start: number = slot.fulldomeOffsetMin;
           ~~~~~

Found 1 error in src/scheduler/dome_slots.ts:57

tsc exited 2 after ${N.secs(3, 11)}s (incremental cache ${N.tmp('tsbuildinfo')})`;
    const attempts = [
      ['`fulldomeOffsetMin` is optional on Slot. I will give it a default in the Slot type definition.', 'sed -i "s/fulldomeOffsetMin?: number/fulldomeOffsetMin?: number = 0/" src/types/slot.ts'],
      ['Defaults are not allowed in interfaces; instead I will add a non-null assertion in the loader that builds slots.', 'sed -i "s/offset: raw.offset/offset: raw.offset!/" src/scheduler/load.ts'],
      ['I will relax strictness for the scheduler folder by adding it to a separate tsconfig with strictNullChecks false.', 'printf \'{"extends":"../../tsconfig.json","compilerOptions":{"strictNullChecks":false}}\' > src/scheduler/tsconfig.json'],
      ['Maybe the CI uses the root config only; I will set "strict": false in the root tsconfig.json for now.', 'npx json -I -f tsconfig.json -e "this.compilerOptions.strict=false"'],
    ];
    const kids = [];
    attempts.forEach(([text, cmd]) => {
      kids.push(llm('model', { model: 'openai/gpt-4o', input: ['…'] }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: [{ id: 'call_' + N.b62(12), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: N.int(3000, 8000), output_tokens: N.int(60, 120) } }, { event: 'model', timestamp: N.isoOff(N.tick(), 2) }));
      kids.push(tool('bash', { cmd }, '', { event: 'tool', function: 'bash', working_start: Number(N.secs(10, 200)) }));
      kids.push(tool('bash', { cmd: 'npm run -s typecheck' }, lint(), { event: 'tool', function: 'bash', working_start: Number(N.secs(10, 200)) }, 'exit status 2'));
    });
    return {
      isolates: 'In an Inspect AI sample, the agent tries four different changes (type default, non-null assertion, folder tsconfig, root strict flag) and the planetarium scheduler typecheck prints the same TS2322 error every time, differing only in timing and cache path.',
      stagnation: false,
      goal: 'Make the planetarium dome show scheduler pass `npm run typecheck` after adding fulldome offset slots.',
      root: agent('sample', { id: 'planetarium-typecheck-3', epoch: 1, input: 'Fix the typecheck failure in the dome scheduler.' }, { scores: { includes: { value: 'I', explanation: 'typecheck still failing' } } }, kids, { eval: { task: 'swe_fix', model: 'openai/gpt-4o', run_id: N.b62(22), created: N.isoOff(N.now(), 2) }, message_limit: 30 }),
    };
  },

  // 05 falconry permit web form — W&B Weave call tree
  (N) => {
    const axe = () => ({ url: 'http://localhost:5173/permits/new', timestamp: N.iso(N.tick()), testEngine: { name: 'axe-core', version: '4.10.2' }, violations: [{ id: 'label', impact: 'critical', help: 'Form elements must have labels', nodes: [{ target: ['#raptor-ring-number'], html: '<input id="raptor-ring-number" name="ring" type="text" placeholder="e.g. 12345-UK">' }] }], passes: 37, incomplete: 0, toolOptions: { reporter: 'v1' }, runId: N.uuid() });
    const fixes = [
      ['Adding aria-label="Ring number" to the ring number input in RingField.tsx.', { file: 'src/components/RingField.tsx', patch: '+ aria-label="Ring number"' }],
      ['The label may not bind because the id changes; wrapping the input in a <label> element in PermitForm.tsx.', { file: 'src/pages/PermitForm.tsx', patch: '+ <label>Ring number <RingField/></label>' }],
      ['Adding htmlFor="raptor-ring-number" to the visible "Ring no." text in FieldRow.tsx.', { file: 'src/components/FieldRow.tsx', patch: '- <span>{label}</span>\n+ <label htmlFor={id}>{label}</label>' }],
    ];
    const kids = [];
    fixes.forEach(([text, patch]) => {
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: ['…'] }, { choices: [{ message: { content: text, tool_calls: [{ function: { name: 'apply_patch', arguments: JSON.stringify(patch) } }] } }] }, { op: 'weave:///raptor-works/permit-agent/op/openai.chat.completions.create:' + N.b62(12), call_id: N.uuid(), started_at: N.iso(N.tick()) }));
      kids.push(tool('apply_patch', patch, { applied: true, hunks: 1, file: patch.file }, { op: 'weave:///raptor-works/permit-agent/op/apply_patch:' + N.b62(12), call_id: N.uuid() }));
      kids.push(tool('run_axe', { url: 'http://localhost:5173/permits/new', rules: ['label'] }, axe(), { op: 'weave:///raptor-works/permit-agent/op/run_axe:' + N.b62(12), call_id: N.uuid(), latency_ms: N.ms(900, 3000) }));
    });
    return {
      isolates: 'A Weave-traced agent applies three different label fixes to a falconry permit form, but axe-core reports the same critical label violation on the same input every time, only timestamp and runId changing; it never reaches zero violations.',
      stagnation: false,
      goal: 'Clear the critical accessibility violation on the raptor ring-number field of the falconry licence application form.',
      root: agent('PermitA11yAgent.run', { issue: 'axe: critical label violation on /permits/new' }, null, kids, { op: 'weave:///raptor-works/permit-agent/op/PermitA11yAgent.run:' + N.b62(12), trace_id: N.uuid(), wb_run_id: N.b62(8).toLowerCase() }),
    };
  },

  // 06 choir sheet-music transposer — DSPy ReAct trajectory
  (N) => {
    const test = () => `F
======================================================================
FAIL: test_transpose_alto_part_down_minor_third (test_transpose.TransposeTests)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/srv/chorale/tests/test_transpose.py", line 61, in test_transpose_alto_part_down_minor_third
    self.assertEqual(str(out.keySignature), "<music21.key.KeySignature of 2 flats>")
AssertionError: '<music21.key.KeySignature of 4 sharps>' != '<music21.key.KeySignature of 2 flats>'

----------------------------------------------------------------------
Ran 1 test in ${N.secs(0.3, 1.8)}s

FAILED (failures=1)`;
    const steps = [
      ['The alto part is in D-flat major; down a minor third is B-flat major with 2 flats. Getting 4 sharps looks like F-flat/E major, i.e. Db transposed UP a minor third and respelled, so the interval sign must be inverted; I will pass "-m3" instead of "m3".', 'edit_file', { path: 'chorale/transpose.py', find: 'interval.Interval("m3")', replace: 'interval.Interval("-m3")' }],
      ['Still 4 sharps. The key might be inferred from the notes instead of the signature; I will transpose the KeySignature object explicitly.', 'edit_file', { path: 'chorale/transpose.py', find: 'out = part.transpose(iv)', replace: 'out = part.transpose(iv)\nout.keySignature = part.keySignature.transpose(iv)' }],
      ['The same 4 sharps: maybe the alto part in the fixture has no key signature and inherits from the score; I will read it from the score\'s first measure.', 'edit_file', { path: 'chorale/transpose.py', find: 'part.keySignature', replace: 'score.parts[0].measure(1).keySignature' }],
    ];
    const kids = [];
    steps.forEach(([th, name, args], i) => {
      kids.push(llm('Predict(StringSignature).forward', { question: 'Fix the failing alto transposition test', trajectory: `…${i * 2} steps…` }, { next_thought: th, next_tool_name: name, next_tool_args: args }, { lm: 'openai/gpt-4o-mini', temperature: 0.0, cache: false }));
      kids.push(tool(name, args, `Replaced 1 occurrence in ${args.path}`, { dspy_tool: true }));
      kids.push(llm('Predict(StringSignature).forward', { trajectory: `…${i * 2 + 1} steps…` }, { next_thought: ['Run the test to check the inverted interval.', 'Run the test again now that the key signature is transposed explicitly.', 'Run the test with the key signature taken from the score.'][i], next_tool_name: 'run_tests', next_tool_args: { pattern: 'test_transpose_alto_part_down_minor_third' } }, { lm: 'openai/gpt-4o-mini' }));
      kids.push(tool('run_tests', { pattern: 'test_transpose_alto_part_down_minor_third' }, test(), { dspy_tool: true }, 'FAILED (failures=1)'));
    });
    return {
      isolates: 'A DSPy ReAct program makes three different code changes to a choir part transposer and the unit test fails with the identical key-signature assertion each time, only the run time changing.',
      stagnation: false,
      goal: 'Fix the choir sheet-music transposer so the alto part transposed down a minor third gets the right key signature.',
      root: agent('ReAct.forward', { question: 'Fix the failing alto transposition test in chorale/' }, null, kids, { dspy_version: '2.6.3', max_iters: 6, module: 'dspy.ReAct' }),
    };
  },
];
