// Loop: several different fixes, each followed by the same check failing identically (volatile parts aside).
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'unchanged_failure_across_fixes';
export const LOOP = true;

// 01 steam railway boiler inspection report generator, SWE-agent trajectory
function r01(N) {
  const goal = 'Fix the failing test tests/test_washout.py::test_next_washout_due in the boiler-inspection repo (heritage railway, loco 7827). Washouts are due every 30 steaming days.';
  const pytest = () => `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /repo
collected 1 item

tests/test_washout.py F                                                  [100%]

=================================== FAILURES ===================================
__________________________ test_next_washout_due ___________________________
    def test_next_washout_due():
        log = SteamingLog.from_csv(FIXTURE)
>       assert next_washout_due(log) == date(2024, 6, 14)
E       AssertionError: assert datetime.date(2024, 6, 13) == datetime.date(2024, 6, 14)
E        +  where datetime.date(2024, 6, 13) = next_washout_due(<boilers.log.SteamingLog object at ${N.addr()}>)

tests/test_washout.py:22: AssertionError
=========================== short test summary info ============================
FAILED tests/test_washout.py::test_next_washout_due - AssertionError: assert datetime.date(2024, 6, 13) == datetime.date(2024, 6, 14)
============================== 1 failed in ${(N.ms(80, 400) / 1000).toFixed(2)}s ===============================`;
  const edits = [
    ['edit 41:41\n        return days[29]\nend_of_edit', 'The function takes days[28]; 30 steaming days means index 29. Changing that.'],
    ['edit 12:14\n    days = sorted(set(d.date() for d in log.entries if d.in_steam))\nend_of_edit', 'Same failure. Perhaps duplicate entries for one day inflate the count; deduplicate and sort the steaming days.'],
    ['edit 8:8\nWASHOUT_INTERVAL = 31\nend_of_edit', 'Still off by one day. Maybe the constant should count the washout day itself; set interval to 31.'],
    ['edit 44:45\n    return last_washout + timedelta(days=1) if not days else days[-1]\nend_of_edit', 'Unchanged. Trying to handle the fallback branch when the log is short.'],
  ];
  const kids = [];
  kids.push(llm('model.query', { history: '[system, demonstration, instance]' }, 'DISCUSSION\nFirst I will find where the washout date is computed.\n\n```\nsearch_dir "def next_washout_due"\n```', { model: 'gpt-4-0613', cost: 0.012 }));
  N.tick(); kids.push(tool('env.communicate', { action: 'search_dir "def next_washout_due"' }, 'Found 1 matches for "def next_washout_due" in /repo:\n/repo/boilers/washout.py (1 matches)\nEnd of matches for "def next_washout_due" in /repo', { returncode: 0 }));
  kids.push(llm('model.query', { history: '[3 turns]' }, 'DISCUSSION\nOpening the file around the function.\n\n```\nopen boilers/washout.py 30\n```', { model: 'gpt-4-0613', cost: 0.018 }));
  N.tick(); kids.push(tool('env.communicate', { action: 'open boilers/washout.py 30' }, '[File: /repo/boilers/washout.py (58 lines total)]\n(29 more lines above)\n30:def next_washout_due(log: SteamingLog) -> date:\n31:    # 30 steaming days after the last washout\n32:    last_washout = log.last_event("washout").date()\n33:    days = [d.date() for d in log.entries if d.in_steam and d.date() > last_washout]\n...\n41:        return days[28]\n(17 more lines below)', { returncode: 0 }));
  kids.push(llm('model.query', { history: '[5 turns]' }, 'DISCUSSION\nLet me reproduce the failure first.\n\n```\npytest tests/test_washout.py -q\n```', { model: 'gpt-4-0613', cost: 0.031 }));
  N.tick(); kids.push(tool('env.communicate', { action: 'pytest tests/test_washout.py -q' }, pytest(), { returncode: 1, state: '{"open_file": "n/a", "working_dir": "/repo"}' }));
  edits.forEach(([e, why], i) => {
    kids.push(llm('model.query', { history: `[${5 + 4 * i} turns]` }, `DISCUSSION\n${why}\n\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4-0613', cost: 0.04 + 0.01 * i }));
    N.tick(); kids.push(tool('env.communicate', { action: e }, `[File: /repo/boilers/washout.py (58 lines total)]\n(${i * 3 + 1} more lines above)\n...\nFile updated. Please review the changes and make sure they are correct.`, { returncode: 0 }));
    kids.push(llm('model.query', { history: `[${7 + 4 * i} turns]` }, 'DISCUSSION\nRe-running the test.\n\n```\npytest tests/test_washout.py -q\n```', { model: 'gpt-4-0613' }));
    N.tick(5000, 20000); kids.push(tool('env.communicate', { action: 'pytest tests/test_washout.py -q' }, pytest(), { returncode: 1 }));
  });
  return {
    isolates: 'Four different edits to a washout-date function are each followed by the identical pytest failure (only the object address and run time change); the test never passes.',
    stagnation: false, goal,
    root: agent('SWE-agent', { problem_statement: goal, instance_id: 'railheritage__boilers-118' }, { exit_status: 'exit_cost', submission: null }, kids, { 'swe_agent.config': 'default_from_url.yaml', per_instance_cost_limit: 0.3 }),
  };
}

// 02 perfume formulation IFRA compliance script, Claude Agent SDK transcript
function r02(N) {
  const goal = 'Our fine-fragrance formula "Salt Fig 07" fails the IFRA 51st amendment check in ci (check_ifra.py). Adjust the formula file so it passes Category 4 limits without changing the fig accord character.';
  const check = () => `$ python check_ifra.py formulas/salt_fig_07.yaml --category 4
[${N.hms()}] loaded 23 materials, concentrate at 18.0% in product
[${N.hms()}] resolving CAS numbers via cache ${N.tmp('ifra-', '.sqlite')}
FAIL  Oakmoss extract (CAS 90028-68-5)   product=0.1260%  limit=0.1000%  (atranol/chloroatranol restriction)
PASS  Coumarin                          product=0.0900%  limit=1.6000%
SUMMARY: 1 restricted material over limit; exit code 2   [${N.ms(300, 900)} ms]`;
  const fixes = [
    ['formulas/salt_fig_07.yaml', 'oakmoss_absolute_10pct: 7.0', 'oakmoss_absolute_10pct: 5.5', 'The 10% oakmoss dilution is 7.0 parts; cutting to 5.5 should bring it down.'],
    ['formulas/salt_fig_07.yaml', 'concentration: 18.0', 'concentration: 15.0', 'Unchanged result. Lowering the concentrate level from 18 to 15 percent instead.'],
    ['formulas/accords/mossy_base.yaml', 'evernia_prunastri: 2.0', 'evernia_prunastri: 1.2', 'Still 0.1260%. The moss might come through the mossy base accord; reducing Evernia prunastri there.'],
  ];
  const kids = [];
  const uid = () => 'toolu_01' + N.b62(22);
  kids.push(llm('assistant', { role: 'user', content: goal }, { type: 'assistant', message: { content: [{ type: 'text', text: 'I will run the check to see which material is over.' }, { type: 'tool_use', id: uid(), name: 'Bash', input: { command: 'python check_ifra.py formulas/salt_fig_07.yaml --category 4', description: 'Run IFRA check' } }] }, session_id: 'sess' }, { model: 'claude-sonnet-4-20250514' }));
  N.tick(); kids.push(tool('Bash', { command: 'python check_ifra.py formulas/salt_fig_07.yaml --category 4' }, check(), { is_error: true, exit_code: 2 }, 'Exit code 2'));
  fixes.forEach(([file, a, b, why]) => {
    kids.push(llm('assistant', '[tool_result]', { type: 'assistant', message: { content: [{ type: 'text', text: why }, { type: 'tool_use', id: uid(), name: 'Edit', input: { file_path: `/home/perfumer/ifra/${file}`, old_string: a, new_string: b } }] } }, { model: 'claude-sonnet-4-20250514' }));
    N.tick(); kids.push(tool('Edit', { file_path: `/home/perfumer/ifra/${file}`, old_string: a, new_string: b }, `The file /home/perfumer/ifra/${file} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n    14\t  ${b}`, {}));
    kids.push(llm('assistant', '[tool_result]', { type: 'assistant', message: { content: [{ type: 'tool_use', id: uid(), name: 'Bash', input: { command: 'python check_ifra.py formulas/salt_fig_07.yaml --category 4' } }] } }, { model: 'claude-sonnet-4-20250514' }));
    N.tick(); kids.push(tool('Bash', { command: 'python check_ifra.py formulas/salt_fig_07.yaml --category 4' }, check(), { is_error: true, exit_code: 2 }, 'Exit code 2'));
  });
  return {
    isolates: 'Three different formula edits (material amount, concentration, a sub-accord) each lead to the identical IFRA check failure at 0.1260%, differing only in log times, cache temp path and duration.',
    stagnation: false, goal,
    root: agent('claude-agent-sdk query', { prompt: goal, options: { allowed_tools: ['Bash', 'Edit', 'Read'], max_turns: 8 } }, { type: 'result', subtype: 'error_max_turns', num_turns: 8, total_cost_usd: 0.1834, session_id: N.uuid() }, kids, { cwd: '/home/perfumer/ifra' }),
  };
}

// 03 stained-glass kiln firing schedule schema, Inspect AI eval log
function r03(N) {
  const goal = 'Make kiln_profiles/tack_fuse_3mm.json valid against the controller schema (Bartlett Genesis import) so the studio can load the tack-fuse schedule.';
  const val = () => `ajv validate -s schema/genesis_profile.schema.json -d kiln_profiles/tack_fuse_3mm.json
kiln_profiles/tack_fuse_3mm.json invalid
[
  {
    instancePath: '/segments/2',
    schemaPath: '#/$defs/segment/required',
    keyword: 'required',
    params: { missingProperty: 'hold_min' },
    message: "must have required property 'hold_min'"
  }
]
(checked in ${N.ms(40, 200)}ms, ajv-cli 5.0.0, cache ${N.tmp('ajv-')})`;
  const steps = [
    ["python - <<'EOF'\nimport json;p=json.load(open('kiln_profiles/tack_fuse_3mm.json'));p['segments'][2]['hold']=10;json.dump(p,open('kiln_profiles/tack_fuse_3mm.json','w'),indent=2)\nEOF", 'Segment 2 lacks a hold; adding hold=10 minutes at the tack temperature.'],
    ["sed -i 's/\"holdMinutes\"/\"hold\"/' kiln_profiles/tack_fuse_3mm.json", 'Still missing. Maybe the other segments use holdMinutes; normalising the key name.'],
    ["jq '.segments |= map(. + {\"hold_time\": (.hold // 0)})' kiln_profiles/tack_fuse_3mm.json > /tmp/p.json && mv /tmp/p.json kiln_profiles/tack_fuse_3mm.json", 'Unchanged error. Adding hold_time to every segment.'],
    ["python scripts/upgrade_profile.py --to-version 3 kiln_profiles/tack_fuse_3mm.json", 'Same message. Running the profile upgrade script to schema v3.'],
  ];
  const kids = [];
  steps.forEach(([cmd, why], i) => {
    kids.push(llm('model', { messages: `[${2 + 4 * i} ChatMessage]` }, { choices: [{ message: { role: 'assistant', content: why, tool_calls: [{ id: 'call_' + N.b62(12), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }] }, { event: 'model', model: 'openai/gpt-4o' }));
    N.tick(); kids.push(tool('bash', { cmd }, '', { event: 'tool', working_time: Number((N.ms(50, 900) / 1000).toFixed(3)) }));
    kids.push(llm('model', { messages: `[${4 + 4 * i} ChatMessage]` }, { choices: [{ message: { role: 'assistant', content: '', tool_calls: [{ id: 'call_' + N.b62(12), function: 'bash', arguments: { cmd: 'npx ajv validate -s schema/genesis_profile.schema.json -d kiln_profiles/tack_fuse_3mm.json' } }] } }] }, { event: 'model', model: 'openai/gpt-4o' }));
    N.tick(); kids.push(tool('bash', { cmd: 'npx ajv validate -s schema/genesis_profile.schema.json -d kiln_profiles/tack_fuse_3mm.json' }, val(), { event: 'tool' }, 'exit status 1'));
  });
  return {
    isolates: 'Four different JSON edits to a kiln profile (hold, holdMinutes rename, hold_time, version upgrade) each re-run the schema check, which fails identically on missing hold_min.',
    stagnation: false, goal,
    root: agent('eval kiln_profile_fix', { sample_id: 'tack_fuse_3mm', input: goal }, { scores: { includes: { value: 'I' } }, limit: { type: 'message', limit: 18 } }, [chain('solver basic_agent', {}, null, kids, { event: 'step' })], { task: 'kiln_profile_fix', eval_id: N.b62(22), run_id: N.b62(22), 'inspect_ai.version': '0.3.58' }),
  };
}

// 04 funicular GTFS feed, Strands Agents
function r04(N) {
  const goal = 'The GTFS feed for the Monte Salvo funicular fails the canonical validator with an error on trips. Fix the feed so the regional journey planner accepts it.';
  const report = () => JSON.stringify({ summary: { validatorVersion: '6.0.0', validatedAt: N.iso(), outputDirectory: N.tmp('gtfs-out-'), feedInfo: { publisherName: 'Funicolare Monte Salvo' } }, notices: [{ code: 'block_trips_with_overlapping_stop_times', severity: 'ERROR', totalNotices: 12, sampleNotices: [{ blockId: 'FUN1', tripIdA: 'FS-0710', tripIdB: 'FS-0715', serviceIdA: 'WK', intersection: '07:14:00' }] }] });
  const fixes = [
    ['edit_file', { path: 'feed/stop_times.txt', change: 'shift all arrival/departure times of even-numbered trips by +1 minute' }, 'The 07:10 and 07:15 trips overlap by a minute; shifting even trips by one minute.'],
    ['edit_file', { path: 'feed/calendar.txt', change: 'split service WK into WK_AM and WK_PM' }, 'Still 12 overlaps. Perhaps splitting the weekday service helps the validator separate them.'],
    ['edit_file', { path: 'feed/frequencies.txt', change: 'add exact_times=1 rows for trip FS-0700 at 300 s headway' }, 'Same notice. Switching to frequency-based trips with exact_times.'],
  ];
  const kids = [];
  const cycle = (name, inp, out, text, err) => {
    const id = 'tooluse_' + N.b62(22);
    kids.push(span('llm', 'Model invoke', { 'gen_ai.prompt': '[messages]' }, { message: { role: 'assistant', content: [...(text ? [{ text }] : []), { toolUse: { toolUseId: id, name, input: inp } }] }, stopReason: 'tool_use' }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' } }));
    N.tick(); kids.push(span('tool', `Tool: ${name}`, { toolUseId: id, input: inp }, { toolResult: { toolUseId: id, status: err ? 'error' : 'success', content: [{ text: out }] } }, [], { error: err, metadata: { 'gen_ai.tool.name': name, 'tool.status': err ? 'error' : 'success' } }));
  };
  cycle('shell', { command: 'java -jar gtfs-validator-6.0.0-cli.jar -i feed.zip -o out' }, report(), 'Running the validator to see the errors.', 'validator exited 1');
  for (const [n, a, t] of fixes) {
    cycle(n, a, 'ok: 1 file changed', t);
    cycle('shell', { command: 'cd feed && zip -qr ../feed.zip . && cd .. && java -jar gtfs-validator-6.0.0-cli.jar -i feed.zip -o out' }, report(), '', 'validator exited 1');
  }
  return {
    isolates: 'Three distinct feed edits (time shift, calendar split, frequencies) are each followed by a validator report carrying the same 12 block-overlap errors, only the timestamp and output directory changing.',
    stagnation: false, goal,
    root: span('agent', 'invoke_agent Strands Agents', { 'gen_ai.prompt': goal }, { stop_reason: 'max_cycles' }, [chain('Cycle loop', {}, null, kids, { metadata_note: 'event_loop' })], { metadata: { 'gen_ai.agent.name': 'Strands Agents', 'event_loop.cycle_count': 7 } }),
  };
}

// 05 choir sheet-music engraving with LilyPond, W&B Weave calls
function r05(N) {
  const goal = 'The SATB arrangement of "The Wexford Carol" for St Ives Chamber Choir fails to compile. Fix the .ly source so the PDF builds.';
  const lily = () => `GNU LilyPond 2.24.3 (running Guile 2.2)
Processing \`wexford_satb.ly'
Parsing...
Interpreting music...
/home/choir/scores/wexford_satb.ly:57:37: warning: barcheck failed at: 1/4
  \\relative c' { d4 e f | g2 
                                    | a4 }
Preprocessing graphical objects...
/home/choir/scores/wexford_satb.ly:88:5: error: unknown escaped string: \`\\alto'
fatal error: failed files: "wexford_satb.ly"
exit 1 (wall ${N.dur(1, 4)}; temp ${N.tmp('lilypond-', '.ps')})`;
  const edits = ['replace `g2 |` with `g2. |` in soprano bar 14', 'add `\\time 3/4` before the tenor line', 'rename `\\new Voice = "alto"` to `\\new Voice = "altos"` and update \\lyricsto'];
  const thoughts = ['The barcheck warning is in bar 14 of the soprano; dotting the half note should fix the bar length.', 'Same fatal error. The tenor may be missing its time signature; adding 3/4.', 'Still "unknown escaped string". Renaming the alto voice in case of a clash.'];
  const kids = [];
  const call = (op, inputs, output, md = {}) => span(op.includes('openai') ? 'llm' : 'tool', op, inputs, output, [], { metadata: { 'weave.call_id': N.uuid(), 'weave.op': `weave:///stives/engraving/op/${op}:${N.b62(10)}`, ...md } });
  kids.push(call('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'user', content: goal }] }, { choices: [{ message: { content: 'Compiling to see the error.', tool_calls: [tc(N, 'run_lilypond', { file: 'wexford_satb.ly' })] } }] }));
  N.tick(); kids.push(call('run_lilypond', { file: 'wexford_satb.ly' }, lily(), { exception: 'exit 1' }));
  edits.forEach((e, i) => {
    kids.push(call('openai.chat.completions.create', { model: 'gpt-4o', messages: `[${3 + 4 * i}]` }, { choices: [{ message: { content: thoughts[i], tool_calls: [tc(N, 'patch_score', { file: 'wexford_satb.ly', instruction: e })] } }] }));
    N.tick(); kids.push(call('patch_score', { file: 'wexford_satb.ly', instruction: e }, { applied: true, lines_changed: 1 + i }));
    kids.push(call('openai.chat.completions.create', { model: 'gpt-4o', messages: `[${5 + 4 * i}]` }, { choices: [{ message: { content: null, tool_calls: [tc(N, 'run_lilypond', { file: 'wexford_satb.ly' })] } }] }));
    N.tick(); kids.push(call('run_lilypond', { file: 'wexford_satb.ly' }, lily(), { exception: 'exit 1' }));
  });
  return {
    isolates: 'Three different score edits leave the LilyPond compile failing with the same fatal error on line 88 (wall time and temp file differ); the PDF is never built.',
    stagnation: false, goal,
    root: span('agent', 'EngravingAgent.run', { goal }, null, kids, { metadata: { 'weave.project': 'stives/engraving', 'weave.call_id': N.uuid(), status: 'error' } }),
  };
}

// 06 cable-car grip inspection scheduler, Bedrock Agents trace; the model repeats its framing
function r06(N) {
  const goal = 'Load the new grip-inspection interval configuration for the Val Serra 8-seater gondola into the maintenance planner and make sure it passes validation.';
  const pre = 'The validation still reports the same grip spacing error on line 3 of the section. The problem must be somewhere in the spacing parameters of the configuration, so I will adjust one more spacing setting and run the validation again.';
  const settings = [['min_grip_spacing_m', 42], ['carrier_count', 61], ['line_length_m', 2610], ['spacing_tolerance_pct', 5]];
  const kids = [];
  const vres = () => ({ httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ valid: false, errors: [{ line: 3, section: 'grips', msg: 'computed spacing 42.8 m below safety floor 45.0 m for 61 carriers on 2610 m loop' }], validation_id: N.uuid(), ts: N.epochMs() }) } } });
  settings.forEach(([k, v], i) => {
    kids.push(span('llm', 'orchestrationTrace.modelInvocationOutput', { text: `[prompt ${N.int(4000, 9000)} chars]` }, { rawResponse: { content: `<thinking>${i === 0 ? 'Validation fails on grip spacing; I will change the minimum spacing parameter and rerun.' : pre}</thinking>` }, metadata: { usage: { inputTokens: 2100 + 300 * i, outputTokens: 60 } } }, [], { metadata: { traceId: N.uuid() + '-0', 'bedrock.agentId': 'QX7RLM2KDA' } }));
    N.tick(); kids.push(tool('actionGroupInvocationInput PlannerConfig::PUT /config/grips', { parameters: [{ name: k, type: 'number', value: String(v) }] }, { actionGroupInvocationOutput: { text: JSON.stringify({ updated: k }) } }, { executionType: 'LAMBDA' }));
    N.tick(); kids.push(tool('actionGroupInvocationInput PlannerConfig::POST /config/validate', { parameters: [] }, vres(), { executionType: 'LAMBDA' }));
  });
  return {
    isolates: 'Four different configuration settings are changed one after another and the planner validation returns the same spacing error each time; from the second attempt the model repeats the same thinking paragraph.',
    stagnation: true, goal,
    root: agent('InvokeAgent', { inputText: goal, sessionId: N.uuid(), agentAliasId: 'TSTALIASID' }, { completion: null, failureTrace: { failureReason: 'Max iterations reached' } }, kids, { 'bedrock.agentVersion': 'DRAFT', foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
