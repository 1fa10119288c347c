// Family: converging_fix_cycle — healthy: each fix is different and the failure count falls to zero.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'converging_fix_cycle';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'tea clipper museum collection site', style: 'OpenHands',
    build(k) {
      const goal = 'The Cutty-era tea clipper museum\'s collection site (Vite + TypeScript) fails `npx vitest run` after the upgrade to date-fns 3; get the suite green.';
      const run = (fails, names) => `\n RUN  v1.6.0 /workspace/clipper-collection\n\n${names.map((n) => ` ❯ ${n}`).join('\n')}\n\n Test Files  ${fails ? Math.min(fails, names.length) + ' failed | ' : ''}${12 - Math.min(fails, names.length)} passed (12)\n      Tests  ${fails ? fails + ' failed | ' : ''}${58 - fails} passed (58)\n   Start at  ${k.hms().slice(0, 8)}\n   Duration  ${k.secs(2, 6)} (transform ${k.ms(200, 900)}, setup 0ms, collect ${k.secs(1, 3)}, tests ${k.ms(300, 1200)})\n`;
      const steps = [
        ['Six failures, all "format is not exported"; date-fns 3 dropped the default export. Switching to named imports in src/lib/dates.ts.', "sed -i \"s/import format from 'date-fns\\/format'/import { format } from 'date-fns'/\" src/lib/dates.ts", run(6, ['src/lib/dates.test.ts (3)', 'src/components/VoyageCard.test.tsx (2)', 'src/pages/Ship.test.tsx (1)'])],
        ['Down to 3. The remaining ones parse "1869-11-22" with parseISO and expect local midnight; date-fns 3 returns the same, but our helper passes a second argument that v3 treats as options. Removing it.', "sed -i 's/parseISO(s, 1)/parseISO(s)/' src/lib/dates.ts", run(3, ['src/components/VoyageCard.test.tsx (2)', 'src/pages/Ship.test.tsx (1)'])],
        ['One left: Ship.test.tsx snapshot shows "22nd Nov 1869" vs "22 Nov 1869"; v3 changed the "do" token output for en-GB. Using "d MMM yyyy" explicitly.', "sed -i 's/\"do MMM yyyy\"/\"d MMM yyyy\"/' src/pages/Ship.tsx", run(1, ['src/pages/Ship.test.tsx (1)'])],
      ];
      const kids = [
        llm('litellm.completion', { messages: [sys('You are OpenHands agent.'), user(goal)] }, { content: 'Running the test suite.', tool_calls: [call('toolu_' + k.b62(20), 'execute_bash', { command: 'npx vitest run' })] }, { cost: 0.009 }),
        tool('CmdRunAction', { command: 'npx vitest run' }, { observation: 'run', content: steps[0][2], extras: { metadata: { exit_code: 1, pid: k.pid() } } }, { timestamp: k.iso() }),
      ];
      for (let i = 0; i < steps.length; i++) {
        const [t, cmd] = steps[i];
        const next = steps[i + 1] ? steps[i + 1][2] : run(0, []);
        kids.push(llm('litellm.completion', { messages: '[...]' }, { content: t, tool_calls: [call('toolu_' + k.b62(20), 'execute_bash', { command: `${cmd} && npx vitest run` })] }, { cost: k.num(0.01, 0.03, 4) }));
        kids.push(tool('CmdRunAction', { command: `${cmd} && npx vitest run` }, { observation: 'run', content: next, extras: { metadata: { exit_code: steps[i + 1] ? 1 : 0, pid: k.pid() } } }, { timestamp: k.iso() }));
        k.tick();
      }
      kids.push(llm('litellm.completion', { messages: '[...]' }, { content: 'All 58 tests pass. Changes: named date-fns imports, dropped the stray parseISO argument, explicit "d MMM yyyy" format on the ship page.', tool_calls: [call('toolu_' + k.b62(20), 'finish', { message: 'vitest green (58/58).' })] }));
      return {
        isolates: 'Vitest failures go 6, 3, 1, 0 as three different date-fns 3 fixes land, and the agent finishes.',
        goal,
        root: agent('CodeActAgent', { task: goal }, { agent_state: 'finished' }, kids, { session_id: k.uuid() }),
      };
    },
  },
  {
    id: '02', domain: 'municipal fountain maintenance', style: 'LangSmith / LangGraph',
    build(k) {
      const goal = 'The city fountain maintenance scheduler (Python) fails its tests after we added the new fountain-district rules; fix the code so the whole pytest suite passes.';
      const out = (failed, names) => `${'.'.repeat(30 - failed)}${'F'.repeat(failed)}\n${names.map((n) => `FAILED tests/${n}`).join('\n')}\n${failed ? failed + ' failed, ' : ''}${30 - failed} passed in ${k.secs(0.8, 3)}`;
      const seq = [
        [5, ['test_zones.py::test_zone_lookup_high', 'test_zones.py::test_zone_lookup_low', 'test_schedule.py::test_no_overlap', 'test_schedule.py::test_recirculating_first', 'test_schedule.py::test_night_window']],
        [3, ['test_schedule.py::test_no_overlap', 'test_schedule.py::test_recirculating_first', 'test_schedule.py::test_night_window']],
        [1, ['test_schedule.py::test_night_window']],
        [0, []],
      ];
      const fixes = [
        'Zone lookup fails because district codes are now strings like "FD-3"; normalising in zones.py with int(code.split("-")[1]).',
        'The overlap and recirculating-first tests fail because the new rule sorts fountains by district before by pump type; restoring the secondary key (recirculating pumps first) in schedule.py.',
        'test_night_window expects the 22:00-05:00 drain-down window to wrap midnight; the comparison used start <= t <= end. Using (t >= start) or (t <= end) when start > end.',
      ];
      const nodes = [];
      let step = 1;
      nodes.push(chain('tools', {}, {}, [tool('run_pytest', { args: ['-q'] }, out(...seq[0]))], { langgraph_step: step++, langgraph_node: 'tools' }));
      fixes.forEach((f, i) => {
        nodes.push(chain('agent', {}, {}, [llm('ChatAnthropic', { messages: '[...]' }, { generations: [[{ text: f, message: asst(f, [call('toolu_' + k.b62(20), 'apply_patch', { file: ['fountains/zones.py', 'fountains/schedule.py', 'fountains/windows.py'][i], diff: `@@ -${k.int(10, 80)},3 +${k.int(10, 80)},3 @@` })]) }]] }, { ls_model_name: 'claude-3-5-sonnet-latest', run_id: k.uuid() })], { langgraph_step: step++, langgraph_node: 'agent' }));
        nodes.push(chain('tools', {}, {}, [tool('apply_patch', { file: ['fountains/zones.py', 'fountains/schedule.py', 'fountains/windows.py'][i] }, 'patch applied'), tool('run_pytest', { args: ['-q'] }, out(...seq[i + 1]))], { langgraph_step: step++, langgraph_node: 'tools' }));
        k.tick();
      });
      const fin = 'All 30 tests pass. Fixed the district code parsing, restored the pump-type tie-break, and made the night window wrap midnight.';
      nodes.push(chain('agent', {}, {}, [llm('ChatAnthropic', { messages: '[...]' }, { generations: [[{ text: fin, message: asst(fin) }]] }, { run_id: k.uuid() })], { langgraph_step: step++, langgraph_node: 'agent' }));
      return {
        isolates: 'Pytest failures drop 5, 3, 1, 0 after three distinct patches, then the graph ends with a summary.',
        goal,
        root: chain('LangGraph', { messages: [user(goal)] }, { messages: [asst(fin)] }, nodes, { thread_id: k.uuid() }),
      };
    },
  },
  {
    id: '03', domain: 'seagrass restoration monitoring R package', style: 'plain message-level trace',
    build(k) {
      const goal = 'Our R package seagrassmon fails R CMD check before CRAN submission; fix the problems until the check reports 0 errors, 0 warnings, 0 notes.';
      const check = (e, w, n, lines) => `* using R version 4.4.1 (2024-06-14)\n* using session charset: UTF-8\n* checking for file 'seagrassmon/DESCRIPTION' ... OK\n${lines.join('\n')}\n* DONE\n\nStatus: ${e} ERROR${e === 1 ? '' : 's'}, ${w} WARNING${w === 1 ? '' : 's'}, ${n} NOTE${n === 1 ? '' : 's'}\nSee\n  '${k.tmp('mac')}/seagrassmon.Rcheck/00check.log'\nfor details.`;
      const msgs = [];
      const hist = [sys('You maintain R packages.'), user(goal)];
      const seq = [
        [null, 'Running the check.', check(1, 2, 1, ['* checking examples ... ERROR\n  Running examples in \'seagrassmon-Ex.R\' failed\n  Error in shoot_density(quadrats) : could not find function "shoot_density"', '* checking Rd \\usage sections ... WARNING', '* checking for code/documentation mismatches ... WARNING', '* checking R code for possible problems ... NOTE\n  cover_trend: no visible binding for global variable \'site\''])],
        ['The example calls shoot_density(), which is not exported. Adding @export and re-running devtools::document().', 'Exporting shoot_density.', check(0, 2, 1, ['* checking Rd \\usage sections ... WARNING\n  Undocumented arguments in \'cover_trend\': \'min_quadrats\'', '* checking for code/documentation mismatches ... WARNING', '* checking R code for possible problems ... NOTE'])],
        ['Both warnings come from cover_trend: the new min_quadrats argument is undocumented. Adding @param min_quadrats.', 'Documenting min_quadrats.', check(0, 0, 1, ['* checking R code for possible problems ... NOTE\n  cover_trend: no visible binding for global variable \'site\''])],
        ['The last NOTE is the dplyr NSE variable site; using .data$site in cover_trend.', 'Fixing the global variable note.', check(0, 0, 0, ['* checking R code for possible problems ... OK'])],
      ];
      seq.forEach(([fix, lead, result], i) => {
        const id = 'call_' + k.b62(24);
        const cmd = i === 0 ? 'R CMD build . && R CMD check --as-cran seagrassmon_0.3.0.tar.gz' : `${['', 'sed -i "/^shoot_density <-/i #\' @export" R/density.R', 'sed -i "/@param region/a #\' @param min_quadrats Minimum quadrats per site-year." R/trend.R', "sed -i 's/group_by(site)/group_by(.data$site)/' R/trend.R"][i]} && Rscript -e 'devtools::document()' && R CMD build . && R CMD check --as-cran seagrassmon_0.3.0.tar.gz`;
        const content = fix ? `${fix}` : lead;
        msgs.push(llm('chat.completions', { model: 'gpt-4o', messages: hist.slice() }, { role: 'assistant', content, tool_calls: [call(id, 'shell', { cmd })] }, { 'x-request-id': 'req_' + k.hex(32) }));
        msgs.push(tool('shell', JSON.stringify({ cmd }), result, { exit_code: i === 3 ? 0 : 1, elapsed: k.secs(30, 90) }));
        hist.push(asst(content, [call(id, 'shell', { cmd })]), toolMsg(id, result));
        k.tick();
      });
      const done = 'R CMD check now reports Status: OK. Three fixes: exported shoot_density, documented min_quadrats, and replaced the bare site with .data$site.';
      msgs.push(llm('chat.completions', { model: 'gpt-4o', messages: hist.slice() }, { role: 'assistant', content: done }));
      return {
        isolates: 'R CMD check problems fall from 1 error + 2 warnings + 1 note to 2 warnings + 1 note, then 1 note, then OK, each after a different change.',
        goal,
        root: agent('run', { goal }, { status: 'completed', final: done }, msgs),
      };
    },
  },
  {
    id: '04', domain: 'boiler inspection reports service', style: 'Spring AI',
    build(k) {
      const goal = 'The boiler inspection report service (Spring Boot, Maven) fails `mvn -q test` after migrating to Jakarta validation; fix it.';
      const mvn = (run, fail, err, details) => `[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n${details}\n[INFO] Results:\n[INFO]\n[${fail || err ? 'ERROR' : 'INFO'}] Tests run: ${run}, Failures: ${fail}, Errors: ${err}, Skipped: 0\n[INFO] Total time:  ${k.secs(8, 25)}\n[INFO] Finished at: ${k.isoOff(1)}`;
      const seq = [
        mvn(47, 2, 5, '[ERROR] InspectionControllerTest.createReport:61 » NoClassDefFound javax/validation/Valid\n[ERROR] (x4 more in InspectionControllerTest)\n[ERROR] PressureRuleTest.safetyValveLimit:33 expected: <REJECTED> but was: <ACCEPTED>\n[ERROR] PressureRuleTest.hydroTestDue:48 expected: <true> but was: <false>'),
        mvn(47, 2, 0, '[ERROR] PressureRuleTest.safetyValveLimit:33 expected: <REJECTED> but was: <ACCEPTED>\n[ERROR] PressureRuleTest.hydroTestDue:48 expected: <true> but was: <false>'),
        mvn(47, 1, 0, '[ERROR] PressureRuleTest.hydroTestDue:48 expected: <true> but was: <false>'),
        mvn(47, 0, 0, '[INFO] Tests run: 47, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: ' + k.secs(3, 9) + ' - in com.boilerco.inspect'),
      ];
      const fixes = [
        ['Five errors are javax.validation imports; replacing them with jakarta.validation in the controller and DTOs.', 'replaceInFiles', { glob: 'src/main/java/**/*.java', from: 'javax.validation', to: 'jakarta.validation' }],
        ['safetyValveLimit fails because @DecimalMax on setPressureBar is no longer applied: the annotation moved to the record component. Re-adding @Validated on PressureRuleService.', 'editFile', { path: 'src/main/java/com/boilerco/inspect/rules/PressureRuleService.java', insertBefore: 'public class PressureRuleService', text: '@Validated' }],
        ['hydroTestDue compares LocalDate with a java.util.Date converted in the system zone; using ChronoUnit.MONTHS.between on LocalDate values.', 'editFile', { path: 'src/main/java/com/boilerco/inspect/rules/HydroTestRule.java', replace: 'lastTest.toInstant()', with: 'lastTestDate' }],
      ];
      const kids = [tool('runMaven', { goals: 'test', quiet: true }, seq[0], { 'spring.ai.tool.definition.name': 'runMaven' })];
      fixes.forEach(([t, fn, args], i) => {
        kids.push(llm('chat_model', { 'gen_ai.operation.name': 'chat', prompt: '[...]' }, { result: { output: { text: t, toolCalls: [{ name: fn, arguments: JSON.stringify(args) }] } } }, { 'spring.ai.kind': 'chat_model', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.total_tokens': k.int(1500, 4000) }));
        kids.push(tool(fn, args, { changed: fn === 'replaceInFiles' ? 6 : 1 }, { 'spring.ai.kind': 'tool_call' }));
        kids.push(tool('runMaven', { goals: 'test', quiet: true }, seq[i + 1], { 'spring.ai.kind': 'tool_call' }));
        k.tick();
      });
      kids.push(llm('chat_model', { prompt: '[...]' }, { result: { output: { text: 'Build green: 47 tests, 0 failures. Migrated javax→jakarta validation, restored @Validated on PressureRuleService, and fixed the hydro-test date arithmetic.' } } }, { 'spring.ai.kind': 'chat_model' }));
      return {
        isolates: 'Maven test problems shrink 7 → 2 → 1 → 0 across three different fixes, then a closing summary.',
        goal,
        root: agent('spring_ai chat_client', { 'spring.ai.chat.client.user.text': goal }, { text: 'Build green: 47 tests, 0 failures.' }, kids, { 'spring.ai.kind': 'chat_client', 'service.name': 'boiler-inspect-assistant' }),
      };
    },
  },
  {
    id: '05', domain: 'miso koji room controller', style: 'Gemini API function calling',
    build(k) {
      const goal = 'Make `go test ./...` pass in the koji-room controller repo after the humidity sensor driver swap (SHT31 → SHT45).';
      const gt = (lines) => lines.join('\n');
      const runs = [
        gt(['--- FAIL: TestHumidityConversion (0.00s)', '    sht_test.go:22: got 41.2 want 87.5', '--- FAIL: TestCRC (0.00s)', '    sht_test.go:40: crc mismatch 0x92 != 0x31', '--- FAIL: TestFanCurve/high_rh (0.00s)', '--- FAIL: TestFanCurve/critical_rh (0.00s)', `FAIL\tgithub.com/misoworks/kojiroom/sensor\t${k.num(0.01, 0.05, 3)}s`, `FAIL\tgithub.com/misoworks/kojiroom/control\t${k.num(0.01, 0.05, 3)}s`]),
        gt(['--- FAIL: TestCRC (0.00s)', '    sht_test.go:40: crc mismatch 0x92 != 0x31', '--- FAIL: TestFanCurve/critical_rh (0.00s)', `FAIL\tgithub.com/misoworks/kojiroom/sensor\t${k.num(0.01, 0.05, 3)}s`]),
        gt(['--- FAIL: TestFanCurve/critical_rh (0.00s)', '    fan_test.go:58: duty 80 want 100 at rh=96.0', `FAIL\tgithub.com/misoworks/kojiroom/control\t${k.num(0.01, 0.05, 3)}s`]),
        gt([`ok  \tgithub.com/misoworks/kojiroom/sensor\t${k.num(0.01, 0.05, 3)}s`, `ok  \tgithub.com/misoworks/kojiroom/control\t${k.num(0.01, 0.05, 3)}s`, `ok  \tgithub.com/misoworks/kojiroom/web\t(cached)`]),
      ];
      const fixes = [
        ['Four failures. The SHT45 RH formula is -6 + 125*raw/65535, not the SHT31 -0 + 100*raw/65535; updating ConvertRH.', { path: 'sensor/sht.go', find: '100*float64(raw)/65535', replace: '-6 + 125*float64(raw)/65535' }],
        ['Humidity and the high_rh case pass now. CRC still mismatches: the init value must be 0xFF with polynomial 0x31.', { path: 'sensor/crc.go', find: 'crc := byte(0x00)', replace: 'crc := byte(0xFF)' }],
        ['Only critical_rh is left: RH above 95 must force 100% duty, but the clamp uses > 96. Changing to >= 95.', { path: 'control/fan.go', find: 'if rh > 96 {', replace: 'if rh >= 95 {' }],
      ];
      const cand = (parts) => ({ candidates: [{ content: { role: 'model', parts } }], usageMetadata: { totalTokenCount: k.int(900, 3000) } });
      const kids = [
        llm('generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, cand([{ functionCall: { name: 'run', args: { cmd: 'go test ./...' } } }])),
        tool('run', { cmd: 'go test ./...' }, { functionResponse: { name: 'run', response: { exit_code: 1, output: runs[0] } } }),
      ];
      fixes.forEach(([t, edit], i) => {
        kids.push(llm('generateContent', { contents: '[...]' }, cand([{ text: t }, { functionCall: { name: 'edit', args: edit } }, { functionCall: { name: 'run', args: { cmd: 'go test ./...' } } }])));
        kids.push(tool('edit', edit, { functionResponse: { name: 'edit', response: { ok: true } } }));
        kids.push(tool('run', { cmd: 'go test ./...' }, { functionResponse: { name: 'run', response: { exit_code: i === 2 ? 0 : 1, output: runs[i + 1] } } }));
        k.tick();
      });
      kids.push(llm('generateContent', { contents: '[...]' }, cand([{ text: 'All packages pass. Updated the SHT45 humidity formula, the CRC init byte, and the critical humidity threshold for the fan.' }])));
      return {
        isolates: 'Go test failures fall from four to two to one to none, each after a different driver or control fix, and the model reports completion.',
        goal,
        root: agent('kojiroom-fixer', { goal }, { finishReason: 'STOP' }, kids, { model: 'gemini-2.0-flash' }),
      };
    },
  },
  {
    id: '06', domain: 'bicycle wheel building calculator', style: 'Vercel AI SDK',
    build(k) {
      const goal = 'Clear the ESLint errors in the spoke-length calculator (wheelcalc) so CI lint passes.';
      const lint = (list) => list.length ? `\n/home/runner/work/wheelcalc/src/spoke.ts\n${list.map((l) => '  ' + l).join('\n')}\n\n✖ ${list.length} problem${list.length > 1 ? 's' : ''} (${list.length} error${list.length > 1 ? 's' : ''}, 0 warnings)\n` : '';
      const errs = [
        ['12:7  error  \'erd\' is assigned a value but never used  @typescript-eslint/no-unused-vars', '19:22 error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any', '27:3  error  Unexpected console statement  no-console', '33:15 error  Expected \'===\' and instead saw \'==\'  eqeqeq', '41:1  error  Missing return type on function  @typescript-eslint/explicit-function-return-type', '52:9  error  \'crossings\' is never reassigned. Use \'const\' instead  prefer-const'],
        ['19:22 error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any', '41:1  error  Missing return type on function  @typescript-eslint/explicit-function-return-type'],
        ['41:1  error  Missing return type on function  @typescript-eslint/explicit-function-return-type'],
        [],
      ];
      const fixes = [
        ['Four are mechanical: remove unused erd, drop the console.log, use === for the flange check, and const for crossings. Running eslint --fix handles prefer-const and eqeqeq; I\'ll edit the other two.', { cmd: 'npx eslint --fix src && sed -i "/const erd = /d;/console.log(/d" src/spoke.ts' }],
        ['The any on line 19 is the hub object; typing it with the Hub interface from types.ts.', { cmd: "sed -i 's/hub: any/hub: Hub/' src/spoke.ts" }],
        ['Adding the explicit number return type to spokeLength().', { cmd: "sed -i 's/export function spokeLength(\\(.*\\)) {/export function spokeLength(\\1): number {/' src/spoke.ts" }],
      ];
      const kids = [tool('ai.toolCall', { 'ai.toolCall.name': 'shell', 'ai.toolCall.args': '{"cmd":"npx eslint src"}' }, { 'ai.toolCall.result': JSON.stringify({ exitCode: 1, stdout: lint(errs[0]), ms: k.int(900, 3000) }) }, { 'ai.toolCall.id': 'call_' + k.b62(24) })];
      fixes.forEach(([t, a], i) => {
        kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': t, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'shell', args: JSON.stringify({ cmd: a.cmd + ' && npx eslint src' }) }]), 'ai.response.msToFirstChunk': k.int(200, 900) }, [], { metadata: { 'ai.model.id': 'claude-3-5-sonnet-20241022', 'ai.model.provider': 'anthropic.messages' } }));
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'shell', 'ai.toolCall.args': JSON.stringify({ cmd: a.cmd + ' && npx eslint src' }) }, { 'ai.toolCall.result': JSON.stringify({ exitCode: errs[i + 1].length ? 1 : 0, stdout: lint(errs[i + 1]), ms: k.int(900, 3000) }) }, { 'ai.toolCall.id': 'call_' + k.b62(24) }));
        k.tick();
      });
      kids.push(span('llm', 'ai.streamText.doStream', {}, { 'ai.response.text': 'ESLint is clean (0 problems). Removed dead code and the console call, typed the hub parameter and added the return type.', 'ai.response.finishReason': 'stop' }, []));
      return {
        isolates: 'ESLint errors fall 6 → 2 → 1 → 0 with a different change each round, then the agent stops.',
        goal,
        root: agent('ai.streamText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'stop' }, kids, { 'ai.telemetry.functionId': 'wheelcalc-lint' }),
      };
    },
  },
];
