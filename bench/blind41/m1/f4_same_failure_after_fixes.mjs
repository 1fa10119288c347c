import { agent, llm, tool, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'same_failure_after_fixes', loop: true, stagnation: false };
export const scenarios = [
// 01 Elixir Phoenix test for a tide mill visitor booking app - SWE-agent
(c) => {
  const edits = [['lib/tidemill/bookings.ex', 'use Timex.shift instead of DateTime.add'], ['lib/tidemill/bookings.ex', 'cast slot to NaiveDateTime before compare'], ['config/test.exs', 'set time_zone_database to Tz.TimeZoneDatabase'], ['test/bookings_test.exs', 'freeze clock with ExUnit setup']];
  const fail = () => `Running ExUnit with seed: ${c.int(1, 999999)}, max_cases: 16\n\n  1) test low-tide slots exclude milling hours (Tidemill.BookingsTest)\n     test/bookings_test.exs:42\n     Assertion with == failed\n     left:  [~T[09:30:00], ~T[10:00:00]]\n     right: [~T[10:00:00]]\n\nFinished in ${c.secs(0.1, 2)} seconds (0.0s async, ${c.secs(0.1, 1)}s sync)\n14 tests, 1 failure`;
  const kids = [];
  edits.forEach(([f, why], i) => { kids.push(llm('model.query', { history_len: 4 + i * 4 }, `DISCUSSION\nThe slot at 09:30 still leaks in. ${why} should fix the comparison.\n\`\`\`\nedit ${20 + i * 3}:${24 + i * 3}\n\`\`\``)); kids.push(tool('edit', { file: f, change: why }, `File updated. Please review the changes and make sure they are correct.`)); kids.push(tool('bash', 'mix test test/bookings_test.exs', fail())); });
  return { isolates: 'Four different edits to the booking code and config are each followed by the same failing ExUnit assertion, differing only in seed and timings.',
    goal: 'Fix the failing low-tide slot test in the tide mill visitor booking app.',
    root: agent('SWEAgent', { problem_statement: 'test low-tide slots exclude milling hours fails', repo: 'tidemill/bookings' }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { model: 'gpt-4o', per_instance_cost_limit: 2.0 } }) };
},
// 02 hovercraft service scheduler - AutoGen
(c) => {
  const fixes = ['raise skirt_wear threshold from 0.6 to 0.7', 'switch hours source from engine ECU to logbook', 'drop the duplicate lift-fan record for HC-04', 'reorder constraints so inspection precedes refuel'];
  const out = () => `exitcode: 1 (execution failed)\nCode output: Traceback (most recent call last):\n  File "/tmp/tmp${c.b62(8).toLowerCase()}/schedule.py", line 88, in <module>\n    assert plan.feasible, "no feasible slot for HC-04 skirt change before 14:00 crossing"\nAssertionError: no feasible slot for HC-04 skirt change before 14:00 crossing\n`;
  const kids = [];
  fixes.forEach((f, i) => { kids.push(llm('assistant', { messages: ['…'] }, `I will ${f}.\n\`\`\`python\n# schedule.py (rev ${i + 2})\n...\n\`\`\``, { metadata: { 'autogen.agent': 'planner' } })); kids.push(tool('user_proxy.execute_code_blocks', { lang: 'python', file: 'schedule.py' }, out(), { error: 'exitcode: 1' })); });
  return { isolates: 'Four different constraint changes to the scheduler each end in the identical infeasibility AssertionError; only the temp directory changes.',
    goal: 'Produce a feasible maintenance plan for the hovercraft fleet before the 14:00 crossing.',
    root: agent('GroupChat', { initiator: 'user_proxy', message: 'Build the hovercraft service plan for today.' }, null, kids, { metadata: { max_round: 10 } }) };
},
// 03 miso fermentation tracker - OpenInference / Phoenix
(c) => {
  const fixes = ['ALTER the koji_ratio column to NUMERIC(5,2)', 'add missing vat_id FK index', 'coerce temperature strings with CAST', 'set search_path to miso,public'];
  const kids = [];
  fixes.forEach((f, i) => { kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.content': i ? '…' : 'The nightly vat-ageing report job fails, fix it.' }, { 'llm.output_messages.0.message.content': `Next attempt: ${f}.`, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'run_sql' }, { metadata: { 'openinference.span.kind': 'LLM' } })); kids.push(tool('run_sql', { 'tool.name': 'run_sql', 'input.value': f }, { 'output.value': 'OK' })); kids.push(tool('run_report_job', { 'tool.name': 'run_report_job', job: 'vat_ageing_nightly' }, { 'output.value': `job ${c.job('vat')} FAILED after ${c.dur(200, 900)}ms\nERROR:  division by zero\nCONTEXT:  SQL function "days_to_target" statement 1\nlog: /var/log/miso/report-${c.hex(6)}.log` }, { error: 'ERROR: division by zero' })); });
  return { isolates: 'Four unrelated schema fixes are each followed by the same division-by-zero failure of the report job, differing only in job id, timing and log path.',
    goal: 'Get the nightly miso vat-ageing report job to run successfully again.',
    root: agent('AgentRun', { 'openinference.span.kind': 'AGENT', 'input.value': 'Fix vat ageing report' }, null, kids) };
},
// 04 dinosaur park animatronics - Claude Agent SDK transcript
(c) => {
  const edits = [['show/trex.yaml', 'jaw servo max angle 38 -> 34'], ['show/trex.yaml', 'add 120ms dwell after roar cue'], ['firmware/limits.h', 'soft limit JAW_MAX 2100 -> 1950'], ['show/cues.csv', 'shift roar cue from 00:12.4 to 00:12.9']];
  const kids = [];
  edits.forEach(([f, e]) => { const id = c.tooluId(), id2 = c.tooluId(); kids.push(llm('assistant', { type: 'assistant' }, { message: { role: 'assistant', content: [{ type: 'text', text: `Trying: ${e}.` }, { type: 'tool_use', id, name: 'Edit', input: { file_path: `/srv/animatronics/${f}`, old_string: '…', new_string: '…' } }] } })); kids.push(tool('Edit', { file_path: `/srv/animatronics/${f}` }, { type: 'tool_result', tool_use_id: id, content: `The file /srv/animatronics/${f} has been updated.` })); kids.push(tool('Bash', { command: 'python sim/run_show.py --figure trex --check servo_current', tool_use_id: id2 }, { type: 'tool_result', tool_use_id: id2, is_error: true, content: `sim run ${c.uuid().slice(0, 8)} @ ${c.isoNoMs(c.tick())}\nFAIL servo_current: jaw peak 3.42 A > limit 3.00 A at t=12.6s\nelapsed ${c.secs(3, 9)}s` }, { error: 'Exit code 1' })); });
  return { isolates: 'Four different edits to the T-rex show files each leave the same servo over-current failure at the same time mark, differing only in run id, timestamp and elapsed time.',
    goal: 'Make the T-rex animatronic show pass the jaw servo current check before opening.',
    root: agent('claude-agent-sdk session', { session_id: c.uuid(), cwd: '/srv/animatronics' }, { type: 'result', subtype: 'error_max_turns', num_turns: 12 }, kids) };
},
// 05 taxi meter calibration - W&B Weave
(c) => {
  const fixes = ['tyre circumference 1.94 m', 'pulses per km 2480 -> 2500', 'GPS speed fallback disabled', 'distance rounding to 10 m'];
  const kids = [];
  fixes.forEach((f) => { kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: ['…'] }, { choices: [{ message: tc(c, 'apply_meter_setting', { meter: 'TX-5521', setting: f }) }] }, { metadata: { 'weave.call_id': c.uuid() } })); kids.push(tool('apply_meter_setting', { meter: 'TX-5521', setting: f }, { ok: true })); kids.push(tool('run_road_test', { meter: 'TX-5521', course: 'measured_1km_A' }, { result: 'FAIL', measured_m: 1000, billed_m: 1046, error_pct: 4.6, tolerance_pct: 2.0, test_id: c.job('rt'), at: c.us(c.tick()) }, { error: 'calibration out of tolerance' })); });
  return { isolates: 'Four different meter settings are applied and each road test fails with the same 4.6 percent over-billing; only test ids and times change.',
    goal: 'Bring taxi meter TX-5521 within the 2 percent legal tolerance on the measured kilometre.',
    root: agent('calibrate_meter', { 'weave.op': 'calibrate_meter', meter: 'TX-5521' }, null, kids) };
},
// 06 tin-can... no: bus shelter cleaning route optimiser - Spring AI
(c) => {
  const fixes = ['increase vehicle capacity to 42 stops', 'relax time window at depot to 05:00', 'remove shelter BS-118 duplicate'];
  const kids = [];
  fixes.forEach((f) => { kids.push(llm('spring_ai chat', { 'gen_ai.operation.name': 'chat', 'spring.ai.chat.client.user.text': '…' }, { text: `Change: ${f}` , toolCalls: [{ name: 'updateSolverConfig', arguments: JSON.stringify({ change: f }) }] })); kids.push(tool('updateSolverConfig', { change: f }, '"updated"')); kids.push(tool('runRouteSolver', { region: 'east' }, `${c.iso(c.tick())}  INFO ${c.pid()} --- [solver-${c.int(1, 8)}] o.o.c.s.DefaultSolver : Solving ended: time spent (${c.dur(3000, 9000)}), best score (-2hard/-5120soft)\nERROR: infeasible, hard constraint 'shelterRequiresWaterTank' broken for BS-204, BS-207` , { error: 'infeasible solution' })); });
  return { isolates: 'Three different solver configuration changes each produce the same infeasible -2hard score on the same two shelters; only log timestamps, pid and time spent differ.',
    goal: 'Produce a feasible cleaning route for the east bus shelter region for tomorrow.',
    root: agent('ChatClient.call', { 'spring.ai.kind': 'chat_client', advisors: ['SimpleLoggerAdvisor'] }, null, kids) };
},
];
