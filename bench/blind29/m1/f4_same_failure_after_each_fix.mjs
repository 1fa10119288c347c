// Family: same_failure_after_each_fix — different edits, identical verification failure (modulo volatile parts), never passes.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, fmt, timed } from './lib.mjs';

export const FAMILY = { name: 'same_failure_after_each_fix', file: 'f4', loop: true, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- clog maker CNC nesting, OpenHands
  {
    id: '01', domain: 'clog makers', style: 'OpenHands event stream (CodeActAgent actions/observations)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0\nrootdir: /workspace/clogcut\nconfigfile: pyproject.toml\ncollected 9 items\n\ntests/test_nesting.py ........F                                          [100%]\n\n=================================== FAILURES ===================================\n_______________________ test_left_right_pair_is_mirrored _______________________\n\n    def test_left_right_pair_is_mirrored():\n        pair = nest_pair(last="EU39-narrow", blank=Blank(320, 140))\n>       assert pair.right.outline.mirrored_of(pair.left.outline)\nE       AssertionError: assert False\nE        +  where False = <bound method Outline.mirrored_of of <clogcut.geometry.Outline object at ${r.addr()}>>(<clogcut.geometry.Outline object at ${r.addr()}>)\n\ntests/test_nesting.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_nesting.py::test_left_right_pair_is_mirrored - AssertionError: assert False\n========================= 1 failed, 8 passed in ${r.float(0.3, 0.9)}s =========================\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]\n[Command finished with exit code 1]`;
      const act = (thought, fname, args, obs, err) => {
        const call = oaiCall(r, fname, args);
        kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: '[condensed history]' }, { content: thought, tool_calls: [call] }, [], { metadata: { response_id: `chatcmpl-${r.uuid()}`, cost: r.float(0.01, 0.06, 4) } }));
        kids.push(tool(fname, args, obs, { metadata: { observation: fname === 'execute_bash' ? 'CmdOutputObservation' : 'FileEditObservation', pid: r.pid(), working_dir: '/workspace/clogcut' }, ...(err ? { error: err } : {}) }));
      };
      act('Let me run the nesting tests to see the failure.', 'execute_bash', { command: 'cd /workspace/clogcut && python -m pytest tests/test_nesting.py -q', is_input: 'false' }, pytest(), 'exit code 1');
      act('The right clog outline should be the left outline mirrored across the vertical axis of the blank. In nest.py the mirror is done around the y axis; the heel is on the x axis for these lasts, so I will mirror across x instead.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/clogcut/clogcut/nest.py', old_str: 'right = left.mirror(axis="y")', new_str: 'right = left.mirror(axis="x")' }, 'The file /workspace/clogcut/clogcut/nest.py has been edited. Here is the result of running `cat -n` on a snippet:\n    58\t    left = place(last, blank)\n    59\t    right = left.mirror(axis="x")\n    60\t    return Pair(left, right)');
      act('Re-running the test after changing the mirror axis.', 'execute_bash', { command: 'cd /workspace/clogcut && python -m pytest tests/test_nesting.py -q', is_input: 'false' }, pytest(), 'exit code 1');
      act('Maybe Outline.mirror negates the wrong coordinate. Looking at geometry.py it returns (x, -y); for an x-axis mirror of a sole outline it should be (-x, y) relative to the blank centre. Changing that.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/clogcut/clogcut/geometry.py', old_str: 'pts = [(x, -y) for x, y in self.points]', new_str: 'pts = [(self.cx * 2 - x, y) for x, y in self.points]' }, 'The file /workspace/clogcut/clogcut/geometry.py has been edited. Here is the result of running `cat -n` on a snippet:\n   112\t        pts = [(self.cx * 2 - x, y) for x, y in self.points]\n   113\t        return Outline(pts)');
      act('Running the tests again with the new mirror formula.', 'execute_bash', { command: 'cd /workspace/clogcut && python -m pytest tests/test_nesting.py -q', is_input: 'false' }, pytest(), 'exit code 1');
      act('A mirrored polygon has reversed winding, so mirrored_of may be comparing point lists in order. I will reverse the point order after mirroring so the winding matches.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/clogcut/clogcut/geometry.py', old_str: '        return Outline(pts)', new_str: '        return Outline(list(reversed(pts)))' }, 'The file /workspace/clogcut/clogcut/geometry.py has been edited.');
      act('Testing with reversed winding.', 'execute_bash', { command: 'cd /workspace/clogcut && python -m pytest tests/test_nesting.py -q', is_input: 'false' }, pytest(), 'exit code 1');
      act('Possibly the comparison tolerance is too tight for the spline points; loosening mirrored_of tolerance from 0.01 mm to 0.2 mm.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/clogcut/clogcut/geometry.py', old_str: 'def mirrored_of(self, other, tol=0.01):', new_str: 'def mirrored_of(self, other, tol=0.2):' }, 'The file /workspace/clogcut/clogcut/geometry.py has been edited.');
      act('And once more.', 'execute_bash', { command: 'cd /workspace/clogcut && python -m pytest tests/test_nesting.py -q', is_input: 'false' }, pytest(), 'exit code 1');
      const root = agent('CodeActAgent', { task: 'In the clogcut repo, the left/right clog sole pair nested on a poplar blank is no longer mirrored (test_left_right_pair_is_mirrored fails). Fix the code so the test passes.' }, { agent_state: 'ERROR' }, kids, { error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 10, max iteration: 10', metadata: { sid: r.uuid(), runtime: 'docker', agent_class: 'CodeActAgent', openhands_version: '0.28.1' } });
      return { isolates: 'Four different geometry edits (mirror axis, coordinate formula, winding order, tolerance) each leave the same pytest assertion failing with only object addresses and timing changing.', goal: 'Fix the clogcut nesting code so the left/right clog sole pair is mirrored and test_left_right_pair_is_mirrored passes.', root: timed(root, r, c, 'iso') };
    },
  },

  // 02 ---------------------------------------------------------------- manhole cover foundry scheduler, SWE-agent
  {
    id: '02', domain: 'manhole cover foundries', style: 'SWE-agent trajectory (DISCUSSION + command, observation per step)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const testOut = () => `F.....                                                                   [100%]\n=================================== FAILURES ===================================\n_________________________ test_no_ladle_double_booking _________________________\n\nsched = <pourplan.schedule.Schedule object at ${r.addr()}>\n\n    def test_no_ladle_double_booking(sched):\n        plan = sched.plan(orders=load("fixtures/week37.json"))\n>       assert_no_overlap(plan, key="ladle")\nE       AssertionError: ladle L2 double-booked: pour P-114 (10:40-11:10) overlaps pour P-117 (10:55-11:25)\n\ntests/test_schedule.py:33: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_schedule.py::test_no_ladle_double_booking - AssertionError: ladle L2 double-booked: pour P-114 (10:40-11:10) overlaps pour P-117 (10:55-11:25)\n1 failed, 5 passed in ${r.float(0.2, 0.6)}s\n(Open file: /pourplan/pourplan/schedule.py)\n(Current directory: /pourplan)\nbash-$`;
      const step = (discussion, command, obs) => {
        kids.push(llm('model.query', { history_len: kids.length + 2 }, { message: `DISCUSSION\n${discussion}\n\n\`\`\`\n${command}\n\`\`\``, thought: discussion, action: command, cost: r.float(0.005, 0.03, 4) }));
        kids.push(tool('env.step', { action: command }, obs, { metadata: { execution_time: r.float(0.05, 2.5, 3), state: JSON.stringify({ open_file: '/pourplan/pourplan/schedule.py', working_dir: '/pourplan' }) } }));
      };
      step('First reproduce the failing scheduler test.', 'python -m pytest tests/test_schedule.py -q', testOut());
      step('The overlap check in `_ladle_free` uses `end < start`, so a pour ending exactly when another starts is fine, but 10:55 is inside 10:40-11:10. I suspect the comparison is inverted; it should be `existing.end <= new.start or new.end <= existing.start`.', 'edit 88:89\n        return all(e.end <= start or end <= e.start for e in self.bookings[ladle])\nend_of_edit', `[File: /pourplan/pourplan/schedule.py (164 lines total)]\n(84 more lines above)\n88:        return all(e.end <= start or end <= e.start for e in self.bookings[ladle])\n(75 more lines below)\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.`);
      step('Run the tests again with the corrected interval comparison.', 'python -m pytest tests/test_schedule.py -q', testOut());
      step('Ladles need reheating between pours. The foundry notes say a 15 minute preheat; adding a LADLE_COOLDOWN to the end time when booking should separate pours on the same ladle.', 'edit 12:12\nLADLE_COOLDOWN = timedelta(minutes=15)\nend_of_edit', `[File: /pourplan/pourplan/schedule.py (164 lines total)]\n12:LADLE_COOLDOWN = timedelta(minutes=15)\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.`);
      step('Check whether the cooldown resolves it.', 'python -m pytest tests/test_schedule.py -q', testOut());
      step('The greedy loop iterates orders in dict order. If I sort by (ladle preference, start time) the earlier pour should claim L2 first and P-117 should move to L3.', 'edit 61:61\n        for order in sorted(orders, key=lambda o: (o.ladle_pref, o.earliest_start)):\nend_of_edit', `[File: /pourplan/pourplan/schedule.py (164 lines total)]\n61:        for order in sorted(orders, key=lambda o: (o.ladle_pref, o.earliest_start)):\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.`);
      step('Re-run the test suite.', 'python -m pytest tests/test_schedule.py -q', testOut());
      const root = agent('SWE-agent', { problem_statement: 'pourplan: weekly pour plan for ductile iron manhole covers double-books ladle L2 (see test_no_ladle_double_booking). Fix the scheduler.', instance_id: 'foundry__pourplan-37' }, { exit_status: 'exit_cost', submission: null }, kids, { error: 'Exit due to cost limit', metadata: { model: 'gpt-4o', per_instance_cost_limit: 0.15, swe_agent_version: '0.7.0' } });
      return { isolates: 'Three distinct scheduler edits (interval comparison, ladle cooldown constant, sort order) are each followed by the identical ladle L2 double-booking assertion, differing only in object address and run time.', goal: 'Fix the foundry pour scheduler so ladle L2 is not double-booked and the test passes.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 03 ---------------------------------------------------------------- fortune cookie factory ZPL labels, CrewAI
  {
    id: '03', domain: 'fortune cookie factory', style: 'CrewAI (Crew.kickoff / Task / Agent execution with LLM calls and ToolUsage)',
    build(r) {
      const c = r.clock();
      const inner = [];
      const zplErr = () => `Labelary lint ${r.pick(['api-1', 'api-3'])}.labelary.internal  request ${r.hex(12)}\nprinter profile: ZD421 203dpi, 4.00 x 3.00 in\nERROR line 14: ^FO812,40 field origin x=812 exceeds print width ^PW800 (4.00 in @ 203 dpi)\n1 error, 0 warnings (${r.ms(18, 95)})`;
      const think = (thought, toolName, toolInput) => inner.push(llm('LLM.call', { model: 'gpt-4o', messages: '[system, user, ...]' }, { text: `Thought: ${thought}\nAction: ${toolName}\nAction Input: ${JSON.stringify(toolInput)}` }, [], { metadata: { 'crewai.llm': 'gpt-4o', tokens: r.int(400, 2400) } }));
      const use = (name, input, out, err) => inner.push(tool(`ToolUsage: ${name}`, input, out, { metadata: { 'crewai.tool': name, run_attempts: 1, delegations: 0 }, ...(err ? { error: err } : {}) }));
      think('I should lint the current carton label template first.', 'Validate ZPL', { path: 'templates/carton_lucky_48.zpl' });
      use('Validate ZPL', { path: 'templates/carton_lucky_48.zpl' }, zplErr(), 'lint failed');
      think('The lot number text is probably too wide at font height 60. Reducing ^A0N from 60 to 48 should keep it within the label.', 'Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 15, replace: '^A0N,48,48^FDLOT {{lot}}^FS' });
      use('Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 15 }, 'ok: 1 line changed (sha 9c1e -> 4b07)');
      think('Checking the lint again after the font change.', 'Validate ZPL', { path: 'templates/carton_lucky_48.zpl' });
      use('Validate ZPL', { path: 'templates/carton_lucky_48.zpl' }, zplErr(), 'lint failed');
      think('Maybe the label home offset pushes everything right. Setting ^LH0,0 instead of ^LH20,0.', 'Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 3, replace: '^LH0,0' });
      use('Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 3 }, 'ok: 1 line changed (sha 4b07 -> e21a)');
      think('Validate after changing the label home.', 'Validate ZPL', { path: 'templates/carton_lucky_48.zpl' });
      use('Validate ZPL', { path: 'templates/carton_lucky_48.zpl' }, zplErr(), 'lint failed');
      think('The Chinese characters for the fortune may need UTF-8 mode, which changes glyph widths; adding ^CI28 at the top.', 'Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 2, insert: '^CI28' });
      use('Edit Template', { path: 'templates/carton_lucky_48.zpl', line: 2 }, 'ok: 1 line inserted (sha e21a -> 70fd)');
      think('Lint once more.', 'Validate ZPL', { path: 'templates/carton_lucky_48.zpl' });
      use('Validate ZPL', { path: 'templates/carton_lucky_48.zpl' }, zplErr(), 'lint failed');
      const ag = agent('Agent: Label Engineer', { role: 'Label Engineer', goal: 'Make carton label templates print cleanly on the Zebra ZD421 line printers', max_iter: 10 }, { output: 'Agent stopped due to iteration limit or time limit.' }, inner, { error: 'Agent stopped due to iteration limit or time limit.' });
      const task = chain('Task: Fix the Lucky 48 carton label', { description: 'The packing line reports the Lucky 48 carton label fails the printer lint. Fix templates/carton_lucky_48.zpl so it passes validation.', expected_output: 'A template that passes Validate ZPL' }, null, [ag]);
      const root = agent('Crew.kickoff', { inputs: { line: 'packing-2', sku: 'FC-LUCKY-48' } }, null, [task], { error: 'Task failed: Agent stopped due to iteration limit or time limit.', metadata: { crew: 'packing_support_crew', process: 'sequential', crewai_version: '0.86.0', execution_id: r.uuid() } });
      return { isolates: 'Font size, label home and encoding edits each leave the ZPL lint reporting the same out-of-bounds ^FO error on line 14; only the request id and timing change.', goal: 'Fix the fortune-cookie carton label template so it passes the Zebra printer lint.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- trade weighing scale verification import, MLflow Tracing
  {
    id: '04', domain: 'weighing scale verification', style: 'MLflow Tracing (span_type AGENT / CHAT_MODEL / TOOL, mlflow.spanInputs/Outputs)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const check = () => `import-check v1.8 run=ic-${r.hex(6)} started ${fmt.isoSec(c.adv(2000, 9000))}\nreading ${r.tmp('imp_')}/verifications_feb.csv ... 1,204 rows\nrow 212: column 'verified_on': cannot parse '31/04/2025' as date (expected YYYY-MM-DD)\nFAILED after ${r.float(0.15, 0.4, 3)}s (1 error, 0 warnings)`;
      const chat = (text, name, args) => kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: text, tool_calls: [{ name, args, id: r.callId() }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': r.usage() } }));
      const t = (name, args, out, err) => kids.push(tool(name, args, out, { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': `tr-${r.hex(32)}` }, ...(err ? { error: err } : {}) }));
      chat('Run the import check on the February verification file first.', 'run_import_check', { file: 'verifications_feb.csv' });
      t('run_import_check', { file: 'verifications_feb.csv' }, check(), 'exit 2');
      chat('The checker expects ISO dates but inspectors typed day-first dates. Setting date_format in import.yaml to %d/%m/%Y.', 'edit_config', { file: 'import.yaml', set: { 'columns.verified_on.date_format': '%d/%m/%Y' } });
      t('edit_config', { file: 'import.yaml', set: { 'columns.verified_on.date_format': '%d/%m/%Y' } }, { written: true, file: 'import.yaml', bytes: 1412 });
      chat('Re-running the check with the new date format.', 'run_import_check', { file: 'verifications_feb.csv' });
      t('run_import_check', { file: 'verifications_feb.csv' }, check(), 'exit 2');
      chat('Perhaps the parser needs the dayfirst flag rather than an explicit format; adding parse.dayfirst: true globally.', 'edit_config', { file: 'import.yaml', set: { 'parse.dayfirst': true } });
      t('edit_config', { file: 'import.yaml', set: { 'parse.dayfirst': true } }, { written: true, file: 'import.yaml', bytes: 1433 });
      chat('Check again with dayfirst enabled.', 'run_import_check', { file: 'verifications_feb.csv' });
      t('run_import_check', { file: 'verifications_feb.csv' }, check(), 'exit 2');
      chat('The locale of the import worker may be en_US. Setting LC_TIME=en_GB.UTF-8 for the checker environment.', 'set_env', { name: 'LC_TIME', value: 'en_GB.UTF-8', scope: 'import-worker' });
      t('set_env', { name: 'LC_TIME', value: 'en_GB.UTF-8', scope: 'import-worker' }, 'LC_TIME set for import-worker (restart not required)');
      chat('Final check with the British locale.', 'run_import_check', { file: 'verifications_feb.csv' });
      t('run_import_check', { file: 'verifications_feb.csv' }, check(), 'exit 2');
      const root = agent('ScaleRegistryAgent.predict', { question: 'The February scale verification CSV from the field inspectors will not import into the weights-and-measures register. Fix whatever is needed so it imports.' }, null, kids, { error: 'max_iterations (12) reached', metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'ERROR', 'mlflow.experiment': 'wm-register-agent', 'mlflow.source.name': 'agent_server.py' } });
      return { isolates: 'Three different date-parsing fixes (format string, dayfirst flag, locale) each produce the same import-check failure on row 212, with only run id, temp path, timestamp and duration changing.', goal: 'Make the February weighing-scale verification CSV import into the trade register.', root: timed(root, r, c, 'latency') };
    },
  },

  // 05 ---------------------------------------------------------------- hovercraft timetable GTFS, Inspect AI eval log
  {
    id: '05', domain: 'hovercraft passenger services', style: 'Inspect AI eval log (sample with model and tool events)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const validate = () => `gtfs-validator 5.0.1  feed=${r.tmp('feed-')}.zip\nNotices: 1 ERROR, 2 WARNING\nERROR    stop_time_with_arrival_before_previous_departure_time  trip_id=HC-0715 stop_sequence=3 arrival_time=07:31:00 prev_departure_time=07:34:00\nWARNING  feed_expiration_date30_days  feed_end_date=20250630\nWARNING  unusable_trip  trip_id=HC-SPARE\nValidation took ${r.float(1.2, 2.6, 2)} s, report: ${r.tmp('gtfs-report-')}/report.html`;
      const model = (content, cmd) => { const id = r.callId(); kids.push(llm('model', { model: 'openai/gpt-4o', input: `[${kids.length + 2} messages]` }, { choices: [{ message: { role: 'assistant', content, tool_calls: [{ id, function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }], usage: r.usage() }, [], { metadata: { event: 'model', working_start: r.float(0, 300, 3) } })); return id; };
      const bash = (cmd, out, err) => kids.push(tool('bash', { cmd }, out, { metadata: { event: 'tool', working_time: r.float(0.05, 3, 3) }, ...(err ? { error: err } : {}) }));
      model('Validate the feed first.', 'make validate'); bash('make validate', validate(), 'exit 1');
      model('Trip HC-0715 arrives at Ryde before leaving Southsea. Row 3 of that trip probably has the wrong departure at stop 2; setting stop 2 departure to 07:29:00.', "sed -i 's/^HC-0715,07:34:00,07:34:00,SSEA,2/HC-0715,07:29:00,07:29:00,SSEA,2/' feed/stop_times.txt");
      bash("sed -i 's/^HC-0715,07:34:00,07:34:00,SSEA,2/HC-0715,07:29:00,07:29:00,SSEA,2/' feed/stop_times.txt", '');
      model('Revalidate.', 'make validate'); bash('make validate', validate(), 'exit 1');
      model('The frequencies table generates the 07:15 service from a 30 minute headway; shortening the headway to 20 minutes should shift the generated times.', "sed -i 's/HC-PEAK,06:45:00,09:15:00,1800/HC-PEAK,06:45:00,09:15:00,1200/' feed/frequencies.txt");
      bash("sed -i 's/HC-PEAK,06:45:00,09:15:00,1800/HC-PEAK,06:45:00,09:15:00,1200/' feed/frequencies.txt", '');
      model('Revalidate after the headway change.', 'make validate'); bash('make validate', validate(), 'exit 1');
      model('Perhaps the zip picks up a stale stop_times from the build cache. Cleaning the build directory before packaging.', 'rm -rf build/ && make feed.zip');
      bash('rm -rf build/ && make feed.zip', `zip -j build/feed.zip feed/*.txt\n  adding: agency.txt (deflated 31%)\n  adding: stops.txt (deflated 58%)\n  adding: stop_times.txt (deflated 77%)\n  adding: trips.txt (deflated 70%)\n  adding: frequencies.txt (deflated 22%)\n  adding: calendar.txt (deflated 35%)`);
      model('Revalidate the freshly built feed.', 'make validate'); bash('make validate', validate(), 'exit 1');
      const root = agent('sample hovercraft_gtfs/1', { input: 'The Southsea-Ryde hovercraft GTFS feed fails validation. Fix the feed so gtfs-validator reports no errors.', target: 'no ERROR notices' }, { score: { value: 'I', explanation: 'validator still reports 1 ERROR' } }, kids, { error: 'message_limit reached (20)', metadata: { eval: 'transit-feeds-agentic', task: 'hovercraft_gtfs', epoch: 1, solver: 'basic_agent', sandbox: 'docker' } });
      return { isolates: 'A stop-time edit, a headway edit and a clean rebuild each leave gtfs-validator reporting the identical trip HC-0715 error; only temp paths and timing differ.', goal: 'Fix the hovercraft GTFS feed so the validator reports no errors.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 06 ---------------------------------------------------------------- barometer restoration backend, LangChain4j
  {
    id: '06', domain: 'barometer restoration', style: 'LangChain4j AiServices (ChatModel requests with toolExecutionRequests, ToolExecutor results)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const mvn = () => `[INFO] Scanning for projects...\n[INFO] -------------------< uk.co.aneroid:calib-service >-------------------\n[INFO] Building calib-service 2.3.1-SNAPSHOT\n[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n[INFO] Running uk.co.aneroid.calib.CalibrationServiceTest\n[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: ${r.float(0.2, 0.9, 3)} s <<< FAILURE! -- in uk.co.aneroid.calib.CalibrationServiceTest\n[ERROR] uk.co.aneroid.calib.CalibrationServiceTest.convertsInHgToHpa -- Time elapsed: ${r.float(0.005, 0.04, 3)} s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <1013.25> but was: <1013.21>\n\tat uk.co.aneroid.calib.CalibrationServiceTest.convertsInHgToHpa(CalibrationServiceTest.java:42)\n[INFO] \n[INFO] Results:\n[ERROR] Failures: \n[ERROR]   CalibrationServiceTest.convertsInHgToHpa:42 expected: <1013.25> but was: <1013.21>\n[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE\n[INFO] Total time:  ${r.float(4, 9, 3)} s\n[INFO] Finished at: ${fmt.mavenFinished(c.adv(20000, 60000), 0)}`;
      const chat = (text, reqs) => kids.push(llm('OpenAiChatModel.chat', { messages: '[SystemMessage, UserMessage, AiMessage, ToolExecutionResultMessage, ...]' }, { aiMessage: { text, toolExecutionRequests: reqs.map(([name, args]) => ({ id: r.callId(), name, arguments: JSON.stringify(args) })) }, tokenUsage: { inputTokenCount: r.int(2000, 9000), outputTokenCount: r.int(30, 200) }, finishReason: 'TOOL_EXECUTION' }, [], { metadata: { 'langchain4j.model': 'gpt-4o', 'langchain4j.listener': 'ChatModelListener' } }));
      const ex = (name, args, out) => kids.push(tool(`ToolExecutor.${name}`, JSON.stringify(args), out, { metadata: { 'langchain4j.tool': name } }));
      chat(null, [['runMaven', { goals: 'test', module: 'calib-service' }]]); ex('runMaven', { goals: 'test', module: 'calib-service' }, mvn());
      chat('The inHg to hPa conversion rounds with HALF_DOWN. Switching CalibrationService to RoundingMode.HALF_UP.', [['replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java', find: 'RoundingMode.HALF_DOWN', replace: 'RoundingMode.HALF_UP' }]]);
      ex('replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java' }, 'Replaced 1 occurrence(s).');
      chat(null, [['runMaven', { goals: 'test', module: 'calib-service' }]]); ex('runMaven', { goals: 'test', module: 'calib-service' }, mvn());
      chat('Maybe precision is lost in the intermediate step; increasing the scale from 2 to 4 before the final setScale.', [['replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java', find: '.setScale(2, RoundingMode.HALF_UP).multiply', replace: '.setScale(4, RoundingMode.HALF_UP).multiply' }]]);
      ex('replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java' }, 'Replaced 1 occurrence(s).');
      chat(null, [['runMaven', { goals: 'test', module: 'calib-service' }]]); ex('runMaven', { goals: 'test', module: 'calib-service' }, mvn());
      chat('new BigDecimal(double) carries binary noise. Using BigDecimal.valueOf for the inHg reading instead.', [['replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java', find: 'new BigDecimal(inHg)', replace: 'BigDecimal.valueOf(inHg)' }]]);
      ex('replaceInFile', { path: 'src/main/java/uk/co/aneroid/calib/CalibrationService.java' }, 'Replaced 1 occurrence(s).');
      chat(null, [['runMaven', { goals: 'test', module: 'calib-service' }]]); ex('runMaven', { goals: 'test', module: 'calib-service' }, mvn());
      const root = agent('AiServices:WorkshopDevAssistant.chat', { userMessage: 'CalibrationServiceTest fails on the inHg to hPa conversion used on our restored barometer certificates. Make the build green.', memoryId: 'dev-7' }, null, kids, { error: 'dev.langchain4j.exception.ToolExecutionLimitException: maxSequentialToolsInvocations (8) exceeded', metadata: { 'langchain4j.version': '1.0.1', 'service.name': 'aneroid-dev-assistant' } });
      return { isolates: 'Rounding mode, scale and BigDecimal construction edits each leave Maven reporting the same expected 1013.25 but was 1013.21 failure; only elapsed times and the finish timestamp differ.', goal: 'Make the barometer calibration service build pass by fixing the inHg to hPa conversion test failure.', root: timed(root, r, c, 'iso') };
    },
  },
];
