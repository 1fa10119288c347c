// Family: fix_same_red_check — different fixes, the same check fails identically (up to volatile parts), never passes.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'fix_same_red_check';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'glacier mill (moulin) dye-trace processing', style: 'SWE-agent',
    build(k) {
      const goal = 'tests/test_transit.py::test_peak_transit_time fails in the moulin dye-trace package; make the test pass without changing the test.';
      const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0\nrootdir: /repo\ncollected 14 items\n\ntests/test_transit.py .....F........                                       [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_peak_transit_time _______________________________\n\ntmp_path = PosixPath('/tmp/pytest-of-root/pytest-${k.int(3, 90)}/test_peak_transit_time0')\n\n    def test_peak_transit_time(tmp_path):\n        trace = load_trace(FIXTURE / "M4_2023-07-19.csv")\n>       assert peak_transit_hours(trace) == pytest.approx(3.25, abs=0.05)\nE       assert 4.75 == 3.25 ± 5.0e-02\n\ntests/test_transit.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_transit.py::test_peak_transit_time - assert 4.75 == 3.25 ± 5.0e-02\n========================= 1 failed, 13 passed in ${k.secs(0.6, 2.4)} =========================`;
      const edits = [
        ['The fluorometer timestamps are probably parsed as local time. I\'ll make the parser UTC-aware.', 'edit 22:22\n    ts = pd.to_datetime(df["time"], utc=True)\nend_of_edit'],
        ['Still 4.75. Maybe the injection time should be taken from the metadata row rather than the first sample. Changing t0.', 'edit 30:31\n    t0 = pd.Timestamp(meta["injection_utc"])\n    t0 = t0.tz_localize("UTC") if t0.tzinfo is None else t0\nend_of_edit'],
        ['Same value. Perhaps the background subtraction shifts the peak; I\'ll subtract the median of the first 30 samples instead of the minimum.', 'edit 35:35\n    conc = conc - conc.iloc[:30].median()\nend_of_edit'],
        ['Unchanged. Trying a smoothing window so that noise spikes are not picked as the peak.', 'edit 37:37\n    conc = conc.rolling(5, center=True, min_periods=1).mean()\nend_of_edit'],
      ];
      const rerun = ['With UTC parsing in place the 1.5 h offset should disappear if it was a timezone issue.', 'If the injection time was the culprit, the peak should now land near 3.25 h.', 'Median background subtraction done; checking whether the peak index moved.', 'With a 5-sample rolling mean, a spike should no longer win the argmax.'];
      const kids = [
        llm('query', { history: [sys('SETTING: You are an autonomous programmer...'), user(goal)] }, 'DISCUSSION\nLet me run the failing test first.\n\n```\npytest tests/test_transit.py -q\n```', { model: 'gpt-4-turbo-2024-04-09', cost: 0.021 }),
        tool('pytest tests/test_transit.py -q', { command: 'pytest tests/test_transit.py -q' }, pytest(), { open_file: 'n/a', cwd: '/repo' }),
      ];
      for (const [d, e] of edits) {
        kids.push(llm('query', { history: '[...]' }, `DISCUSSION\n${d}\n\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4-turbo-2024-04-09', cost: k.num(0.02, 0.05, 3) }));
        kids.push(tool('edit', { command: e, open_file: '/repo/moulin/transit.py' }, `[File: /repo/moulin/transit.py (88 lines total)]\n(${k.int(10, 20)} more lines above)\nFile updated. Please review the changes and make sure they are correct.`));
        kids.push(llm('query', { history: '[...]' }, `DISCUSSION\n${rerun.shift()}\n\n\`\`\`\npytest tests/test_transit.py -q\n\`\`\``, { model: 'gpt-4-turbo-2024-04-09' }));
        kids.push(tool('pytest tests/test_transit.py -q', { command: 'pytest tests/test_transit.py -q' }, pytest(), { cwd: '/repo' }));
        k.tick();
      }
      return {
        isolates: 'Four different edits to the transit-time code (UTC parsing, injection time, background, smoothing) and pytest reports the same 4.75 vs 3.25 assertion each time, differing only in tmp path and duration.',
        goal,
        root: agent('SWE-agent', { problem_statement: goal, repo: 'glaciolab/moulin-trace', base_commit: k.sha1() }, { exit_status: 'exit_cost', submission: null }, kids, { instance_id: 'moulin-trace__' + k.int(100, 999), config: 'default_from_url.yaml' }),
      };
    },
  },
  {
    id: '02', domain: 'shoe last CNC milling', style: 'Claude Agent SDK transcripts',
    build(k) {
      const goal = 'The G-code post-processor for the shoe-last copy mill emits a feed rate the Fanuc controller rejects. Fix it so `npm test` passes (post/fanuc.test.js).';
      const out = () => `> lastpost@2.4.1 test\n> node --test post/\n\n▶ fanuc post-processor\n  ✔ emits G21 and G90 header (${k.num(0.3, 1.5, 6)}ms)\n  ✖ clamps feed to controller max (${k.num(1, 4, 6)}ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    'G1 X12.400 Y-3.100 Z41.200 F12000' !== 'G1 X12.400 Y-3.100 Z41.200 F8000'\n\n        at TestContext.<anonymous> (file:///home/dev/lastpost/post/fanuc.test.js:38:12)\n        at async Test.run (node:internal/test_runner/test:${k.int(600, 900)}:9)\n  ✔ rapid moves use G0 (${k.num(0.2, 0.9, 6)}ms)\n▶ fanuc post-processor (${k.num(5, 12, 6)}ms)\nℹ tests 3\nℹ pass 2\nℹ fail 1\nℹ duration_ms ${k.num(60, 140, 6)}`;
      const fixes = [
        ['The clamp probably uses the wrong config key. In post/fanuc.js `maxFeed` is read from `machine.feed`; I\'ll read `machine.maxFeedRate`.', { file_path: '/home/dev/lastpost/post/fanuc.js', old_string: 'const maxFeed = machine.feed', new_string: 'const maxFeed = machine.maxFeedRate' }],
        ['Still F12000. I\'ll clamp at the formatting step instead of when the move is created.', { file_path: '/home/dev/lastpost/post/format.js', old_string: "return `F${Math.round(f)}`", new_string: "return `F${Math.round(Math.min(f, opts.maxFeed ?? Infinity))}`" }],
        ['No change. Maybe the machine profile JSON lacks the limit; adding maxFeedRate: 8000 to profiles/copy-mill.json.', { file_path: '/home/dev/lastpost/profiles/copy-mill.json', old_string: '"units": "mm"', new_string: '"units": "mm",\n  "maxFeedRate": 8000' }],
        ['Same failure. The feed might be in mm/s internally; converting before clamping.', { file_path: '/home/dev/lastpost/post/fanuc.js', old_string: 'const f = move.feed', new_string: 'const f = move.feedPerSec ? move.feed * 60 : move.feed' }],
      ];
      const kids = [
        llm('assistant', { type: 'user', message: { role: 'user', content: goal } }, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Running the test suite to see the failure.' }, { type: 'tool_use', id: 'toolu_' + k.b62(22), name: 'Bash', input: { command: 'npm test', description: 'Run post-processor tests' } }] } }, { session_id: k.uuid(), uuid: k.uuid() }),
        tool('Bash', { command: 'npm test' }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_' + k.b62(22), content: out(), is_error: true }] } }, { uuid: k.uuid(), timestamp: k.iso() }),
      ];
      for (const [t, edit] of fixes) {
        kids.push(llm('assistant', { parent_uuid: k.uuid() }, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: t }, { type: 'tool_use', id: 'toolu_' + k.b62(22), name: 'Edit', input: edit }] } }, { uuid: k.uuid(), timestamp: k.iso() }));
        kids.push(tool('Edit', edit, `The file ${edit.file_path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n    ${k.int(10, 60)}\t${edit.new_string.split('\n')[0]}`, { uuid: k.uuid() }));
        kids.push(tool('Bash', { command: 'npm test' }, { content: out(), is_error: true }, { uuid: k.uuid(), timestamp: k.iso() }));
        k.tick();
      }
      return {
        isolates: 'Four unrelated edits (config key, formatter clamp, machine profile, unit conversion) each followed by the same node:test failure F12000 vs F8000, only durations changing.',
        goal,
        root: agent('claude-agent-sdk query', { prompt: goal, options: { allowed_tools: ['Bash', 'Edit', 'Read'], max_turns: 10 } }, { type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 10, total_cost_usd: 0.4231 }, kids, { cwd: '/home/dev/lastpost', model: 'claude-sonnet-4-20250514' }),
      };
    },
  },
  {
    id: '03', domain: 'speed camera calibration certificates', style: 'W&B Weave calls',
    build(k) {
      const goal = 'Generate the PDF calibration certificate for speed camera SC-0931 from certificate.tex; the LaTeX build currently fails.';
      const log = () => `This is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023/Debian) (preloaded format=pdflatex)\n restricted \\write18 enabled.\nentering extended mode\n(${k.tmp('latex')}/certificate.tex\nLaTeX2e <2022-11-01> patch level 1\n(/usr/share/texlive/texmf-dist/tex/latex/siunitx/siunitx.sty)\n! Package siunitx Error: Invalid number 'km/h'.\n\nFor immediate help type H <return>.\n ...\nl.58   \\SI{\\measuredspeed}{km/h}\n\n! Emergency stop.\nOutput written on nothing.\nTranscript written on certificate.log.\n[exit 1 after ${k.secs(0.4, 1.3)}]`;
      const fixes = [
        ['The unit should use siunitx macros; replacing km/h with \\kilo\\metre\\per\\hour.', { find: '{km/h}', replace: '{\\kilo\\metre\\per\\hour}' }],
        ['Still invalid number. Maybe the old \\SI macro is the problem with siunitx v3; switching to \\qty.', { find: '\\SI{\\measuredspeed}', replace: '\\qty{\\measuredspeed}' }],
        ['Same error. Declaring the unit with \\DeclareSIUnit\\kmh{km/h} in the preamble.', { find: '\\begin{document}', replace: '\\DeclareSIUnit\\kmh{km\\per\\hour}\n\\begin{document}' }],
        ['No luck; loading siunitx with the [v2] compatibility option.', { find: '\\usepackage{siunitx}', replace: '\\usepackage{siunitx}[=v2]' }],
      ];
      const kids = [tool('shell.run', { cmd: 'pdflatex -interaction=nonstopmode certificate.tex' }, log(), { 'weave.call_id': k.uuid(), 'weave.op': 'weave:///speedcal/ops/shell.run:v3' }, 'exit status 1')];
      for (const [t, patch] of fixes) {
        kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: '[...]' }, { choices: [{ message: { role: 'assistant', content: t, tool_calls: [call('call_' + k.b62(24), 'patch_tex', patch)] } }] }, { 'weave.call_id': k.uuid(), started_at: k.iso() }));
        kids.push(tool('patch_tex', patch, { ok: true, replacements: 1 }, { 'weave.call_id': k.uuid() }));
        kids.push(tool('shell.run', { cmd: 'pdflatex -interaction=nonstopmode certificate.tex' }, log(), { 'weave.call_id': k.uuid(), ended_at: k.iso() }, 'exit status 1'));
        k.tick();
      }
      return {
        isolates: 'Four different LaTeX patches, yet pdflatex stops at the same siunitx "Invalid number" error on line 58 every time (the macro \\measuredspeed is what is broken).',
        goal,
        root: agent('cert_builder.run', { goal, camera: 'SC-0931' }, null, kids, { 'weave.project': 'roads-authority/speedcal', 'weave.trace_id': k.uuid() }, 'stopped: tool budget (13 calls) exhausted'),
      };
    },
  },
  {
    id: '04', domain: 'tidal flood barrier gate control', style: 'MLflow Tracing',
    build(k) {
      const goal = 'Change the Structured Text logic of the flood barrier gate so the gates start closing when the forecast surge exceeds 1.8 m, and make the simulator check pass.';
      const sim = () => `sim-runner v1.9  run=${k.ulid()}\nscenario storm_surge_1953.yaml\n[${k.hms()}] t=00:00 surge=0.40m gate=OPEN\n[${k.hms()}] t=02:10 surge=1.85m gate=OPEN\n[${k.hms()}] t=02:40 surge=2.31m gate=OPEN\nASSERT gate_state@t=02:20 expected=CLOSING actual=OPEN\nRESULT: FAIL (1/6 assertions failed) wall=${k.secs(3, 9)} cpu=${k.secs(1, 3)}`;
      const fixes = [
        ['Lowering the close threshold constant from 2.0 to 1.8.', 'CLOSE_THRESHOLD_M : REAL := 1.8;'],
        ['The comparison may be reversed for forecast values; switching to forecast input FC_SURGE instead of the measured gauge.', 'IF FC_SURGE > CLOSE_THRESHOLD_M THEN GateCmd := CMD_CLOSE; END_IF;'],
        ['Maybe the state machine ignores commands while in OPEN_HOLD; adding a transition from OPEN_HOLD to CLOSING.', "OPEN_HOLD: IF GateCmd = CMD_CLOSE THEN State := CLOSING; END_IF;"],
        ['Adding a timer reset so the 10-minute debounce does not block the first close.', 'DebounceTON(IN := FALSE); DebounceTON(IN := SurgeHigh, PT := T#10m);'],
      ];
      const kids = [];
      for (const [t, code] of fixes) {
        kids.push(llm('ChatOpenAI', { messages: [sys('PLC engineer assistant'), user(goal)] }, { content: t, tool_calls: [call('call_' + k.b62(24), 'apply_st_patch', { pou: 'FB_GateControl', snippet: code })] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.spanInputs.model': 'gpt-4o', request_id: 'tr-' + k.hex(32) }));
        kids.push(tool('apply_st_patch', { pou: 'FB_GateControl', snippet: code }, { compiled: true, warnings: 0, build_id: k.int(1000, 9999) }, { 'mlflow.spanType': 'TOOL' }));
        kids.push(tool('run_simulator', JSON.stringify({ scenario: 'storm_surge_1953.yaml' }), sim(), { 'mlflow.spanType': 'TOOL', 'mlflow.spanStatus': 'ERROR' }, 'simulation assertions failed'));
        k.tick();
      }
      return {
        isolates: 'Four distinct ST changes compile cleanly, but the surge simulator reports the identical failed assertion at t=02:20 each run, only run id and wall time differing.',
        goal,
        root: agent('gate_logic_agent', { goal }, { status: 'ERROR', message: 'max iterations reached' }, kids, { 'mlflow.traceRequestId': 'tr-' + k.hex(32), 'mlflow.experimentId': String(k.int(100, 999)) }),
      };
    },
  },
  {
    id: '05', domain: 'ID card personalisation (MRZ)', style: 'Inspect AI eval logs',
    build(k) {
      const goal = 'Fix the MRZ generator in the card personalisation service so that `go test ./mrz/...` passes; the TD1 composite check digit test fails.';
      const gotest = () => `--- FAIL: TestTD1CompositeCheckDigit (0.00s)\n    td1_test.go:57: composite check digit for I<UTOD231458907<<<<<<<<<<<<<<<7408122F1204159UTO<<<<<<<<<<<6: got '4', want '6'\nFAIL\nFAIL\tgithub.com/cardpers/svc/mrz\t${k.num(0.004, 0.03, 3)}s\nFAIL`;
      const fixes = [
        ['The weights might be applied in the wrong order; changing the weight cycle to 7,3,1 starting at index 0.', 'sed -i "s/weights := \\[\\]int{3, 1, 7}/weights := []int{7, 3, 1}/" mrz/check.go'],
        ['Still 4. Perhaps filler < should count as 0 rather than being skipped.', "sed -i 's/if c == .<. { continue }/if c == '\\\\''<'\\\\'' { v = 0 }/' mrz/check.go"],
        ['Same. Letters should map A=10..Z=35; maybe the mapping is offset by one. Adjusting.', "sed -i 's/int(c-.A.) + 9/int(c-'\\\\''A'\\\\'') + 10/' mrz/check.go"],
      ];
      const events = [
        span('sample_init', 'sample_init', { sample_id: 'mrz-td1-composite', epoch: 1 }, { state: 'initialised' }),
        llm('model', { input: [sys('You are a careful Go engineer.'), user(goal)] }, { choices: [{ message: { role: 'assistant', content: 'Running the tests first.', tool_calls: [{ id: 'call_' + k.b62(10), function: 'bash', arguments: { cmd: 'go test ./mrz/...' } }] }, stop_reason: 'tool_calls' }] }, { model: 'openai/gpt-4o', timestamp: k.iso() }),
        tool('bash', { cmd: 'go test ./mrz/...' }, gotest(), { event: 'tool', sandbox: 'docker', timestamp: k.iso() }),
      ];
      for (const [t, cmd] of fixes) {
        events.push(llm('model', { input: '[...]' }, { choices: [{ message: { role: 'assistant', content: t, tool_calls: [{ id: 'call_' + k.b62(10), function: 'bash', arguments: { cmd: `${cmd} && go test ./mrz/...` } }] }, stop_reason: 'tool_calls' }] }, { model: 'openai/gpt-4o', timestamp: k.iso(), working_time: k.num(1, 6) }));
        events.push(tool('bash', { cmd: `${cmd} && go test ./mrz/...` }, gotest(), { event: 'tool', timestamp: k.iso() }));
        k.tick();
      }
      events.push(span('score', 'score', { scorer: 'go_test_passes' }, { value: 'I', answer: null, explanation: 'tests still failing' }));
      return {
        isolates: 'Three different edits to the check-digit weights, fillers and letter mapping; go test prints the same got 4 want 6 failure each time apart from package timing.',
        goal,
        root: agent('eval sample mrz-td1-composite', { task: 'card_svc_fixes', sample_id: 'mrz-td1-composite' }, { status: 'error', error: 'message_limit: 9 messages reached' }, events, { eval_id: k.b62(22), run_id: k.b62(22), inspect_version: '0.3.58' }),
      };
    },
  },
  {
    id: '06', domain: 'steam trap survey data', style: 'DSPy',
    build(k) {
      const goal = 'Make `dbt build --select steam_trap_failures` succeed for the plant steam-trap survey warehouse; the unique test on trap_id fails.';
      const dbt = () => `${k.hms()}  Running with dbt=1.8.7\n${k.hms()}  Found 23 models, 41 data tests, 6 sources\n${k.hms()}  1 of 2 START sql table model survey.steam_trap_failures ........ [RUN]\n${k.hms()}  1 of 2 OK created sql table model survey.steam_trap_failures ... [SELECT 318 in ${k.secs(0.5, 3)}]\n${k.hms()}  2 of 2 START test unique_steam_trap_failures_trap_id ......... [RUN]\n${k.hms()}  2 of 2 FAIL 12 unique_steam_trap_failures_trap_id ........... [FAIL 12 in ${k.secs(0.1, 0.9)}]\n${k.hms()}  Failure in test unique_steam_trap_failures_trap_id (models/schema.yml)\n${k.hms()}    Got 12 results, configured to fail if != 0\n${k.hms()}  Done. PASS=1 WARN=0 ERROR=1 SKIP=0 TOTAL=2`;
      const fixes = [
        ['Add DISTINCT to the final select of steam_trap_failures.sql.', 'select distinct * from classified'],
        ['Deduplicate on survey_date with row_number() keeping the latest survey.', 'qualify row_number() over (partition by trap_id order by survey_date desc) = 1'],
        ['Filter out traps whose status is "removed" since they reappear after replacement.', "where status <> 'removed'"],
        ['Join to dim_traps on trap_id and plant_area to drop cross-area duplicates.', 'inner join {{ ref("dim_traps") }} d using (trap_id, plant_area)'],
      ];
      const kids = [];
      fixes.forEach(([reasoning, sql], i) => {
        kids.push(chain('ReAct.forward', { goal, iteration: i }, null, [
          llm('Predict(StringSignature(goal, trajectory -> next_thought, next_tool_name, next_tool_args))', { goal, trajectory: `[${i * 3} prior steps]` }, { next_thought: reasoning, next_tool_name: 'edit_model', next_tool_args: { path: 'models/steam_trap_failures.sql', change: sql } }, { lm: 'openai/gpt-4o-mini', adapter: 'ChatAdapter' }),
          tool('edit_model', { path: 'models/steam_trap_failures.sql', change: sql }, 'ok: 1 hunk applied'),
          tool('dbt_build', { select: 'steam_trap_failures' }, dbt(), { exit_code: 1, invocation_id: k.uuid() }, 'dbt exited with code 1'),
        ]));
        k.tick();
      });
      return {
        isolates: 'Four distinct SQL changes to the model, and dbt reports the same "FAIL 12 unique_steam_trap_failures_trap_id" after each, only timings differing.',
        goal,
        root: agent('dspy.ReAct(FixDbtModel)', { goal, max_iters: 4 }, { prediction: null, note: 'max_iters exhausted' }, kids, { 'dspy.version': '2.5.43' }),
      };
    },
  },
];
