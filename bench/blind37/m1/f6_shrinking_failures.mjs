// Family 6 (healthy): fix cycles where the failure count keeps dropping, then done.
import { style, err } from './lib.mjs';
export const FAMILY = 'shrinking_failures';

export const rows = [
  {
    id: '01', domain: 'kite manufacturer inventory (Haskell)', style: 'Claude Agent SDK transcript',
    isolates: 'Claude Agent SDK session where cabal test goes from 6 failures to 4 to 1 to 0 as three different Haskell fixes land, then the agent reports done.',
    goal: 'Make the kite-inventory test suite pass after the switch from Int to Scientific for spar lengths.',
    build(N) {
      const S = style('claude_sdk', N, { model: 'claude-opus-4-1-20250805', system: 'You are Claude Code.', user: this.goal });
      const run = (fails, pass, names) => `Building test suite 'kite-inventory-test' for kite-inventory-0.4.2..\nRunning 1 test suites...\nTest suite kite-inventory-test: RUNNING...\n${names.map((n) => `  ${n}: FAIL`).join('\n')}\n${fails ? `${fails} out of ${fails + pass} tests failed (${N.durS(0.3, 2)})` : `All ${pass} tests passed (${N.durS(0.3, 2)})`}\nTest suite kite-inventory-test: ${fails ? 'FAIL' : 'PASS'}\nTest suite logged to: dist-newstyle/build/x86_64-linux/ghc-9.6.5/kite-inventory-0.4.2/t/kite-inventory-test/test/kite-inventory-0.4.2-kite-inventory-test.log`;
      const k = [
        ...S.turn({ calls: [['Bash', { command: 'cabal test 2>&1 | tail -15' }]] }, [err('exit code 1', run(6, 22, ['Spar.cutList rounds to mm', 'Spar.cutList handles 1.2m carbon', 'Stock.reserve decrements', 'Stock.reserve rejects negative', 'Json.roundtrip Spar', 'Json.roundtrip Order']))]),
        ...S.turn({ think: 'Two JSON roundtrip failures: the FromJSON instance still parses spar length with `parseJSON @Int`. Switch it to Scientific.', calls: [['Edit', { file_path: 'src/Kite/Json.hs', old_string: 'len <- o .: "length_mm" :: Parser Int', new_string: 'len <- o .: "length_mm" :: Parser Scientific' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'cabal test 2>&1 | tail -12' }]] }, [err('exit code 1', run(4, 24, ['Spar.cutList rounds to mm', 'Spar.cutList handles 1.2m carbon', 'Stock.reserve decrements', 'Stock.reserve rejects negative']))]),
        ...S.turn({ think: 'Stock.reserve compares quantities with `<` on Scientific against an Int literal that got defaulted; add fromIntegral and use toBoundedInteger for the stock count.', calls: [['Edit', { file_path: 'src/Kite/Stock.hs', old_string: 'if qty < 0', new_string: 'if qty < fromIntegral (0 :: Int)' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'cabal test 2>&1 | tail -10' }]] }, [err('exit code 1', run(1, 27, ['Spar.cutList rounds to mm']))]),
        ...S.turn({ think: 'Only rounding remains: cutList uses `truncate`; the spec wants half-up to the millimetre. Use `round` on (len * 1000) with Scientific.', calls: [['Edit', { file_path: 'src/Kite/Spar.hs', old_string: 'truncate (len * 1000)', new_string: 'round (len * 1000)' }]] }, ['The file has been updated.']),
        ...S.turn({ calls: [['Bash', { command: 'cabal test 2>&1 | tail -6' }]] }, [run(0, 28, [])]),
        ...S.say('All 28 tests pass. Changes: Json.hs parses length_mm as Scientific, Stock.hs compares with an explicit conversion, Spar.hs rounds half-up to the millimetre.'),
      ];
      return S.root('claude-agent-sdk.query', k, { type: 'result', subtype: 'success', num_turns: 8, total_cost_usd: 0.6122, session_id: S.sid });
    },
  },
  {
    id: '02', domain: 'bobsleigh track timing (Go)', style: 'OpenHands',
    isolates: 'OpenHands agent fixing a Go timing service: go test -race reports 5, then 2, then 0 failing tests after a mutex, a channel close and a clock injection.',
    goal: 'Fix the data races and failing tests in the bobsleigh split-timing service before the World Cup homologation run.',
    build(N) {
      const S = style('openhands', N, { model: 'openai/gpt-5', system: 'You are OpenHands agent.', user: this.goal });
      const out = (body, code) => ({ observation: 'run', content: `${body}\n[Command finished with exit code ${code}]`, extras: { command: 'go test -race ./...', exit_code: code, metadata: { pid: N.pid(), working_dir: '/workspace/splittime' } } });
      const k = [
        ...S.turn({ calls: [['execute_bash', { command: 'cd /workspace/splittime && go test -race ./... 2>&1 | grep -E "^(---|ok|FAIL|WARNING)"' }]] }, [err('exit code 1', out(`WARNING: DATA RACE\n--- FAIL: TestSplitsConcurrentSleds (0.${N.int(10, 99)}s)\n--- FAIL: TestPhotocellDebounce (0.00s)\n--- FAIL: TestStartGateArm (0.00s)\n--- FAIL: TestSpeedTrapKmh (0.00s)\n--- FAIL: TestLeaderboardOrder (0.01s)\nFAIL\tgithub.com/trackops/splittime/timing\t${N.durS(1, 3)}\nok  \tgithub.com/trackops/splittime/api\t${N.durS(0.2, 1)}`, 1))]),
        ...S.turn({ think: 'The race is on Track.splits map written by photocell goroutines. Guard it with a sync.Mutex.', calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/splittime/timing/track.go', old_str: 'type Track struct {\n\tsplits map[int][]time.Duration', new_str: 'type Track struct {\n\tmu     sync.Mutex\n\tsplits map[int][]time.Duration' }]] }, [{ observation: 'edit', content: 'File edited; also added t.mu.Lock()/Unlock() in RecordSplit.' }]),
        ...S.turn({ calls: [['execute_bash', { command: 'go test -race ./... 2>&1 | grep -E "^(---|ok|FAIL|WARNING)"' }]] }, [err('exit code 1', out(`--- FAIL: TestPhotocellDebounce (0.00s)\n--- FAIL: TestStartGateArm (0.00s)\nFAIL\tgithub.com/trackops/splittime/timing\t${N.durS(1, 3)}`, 1))]),
        ...S.turn({ think: 'Both remaining tests use time.Now() directly; debounce window 8ms is flaky. Inject a Clock interface and use a fake clock in tests; StartGateArm also needs the events channel closed after arm.', calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/splittime/timing/photocell.go', old_str: 'now := time.Now()', new_str: 'now := p.clock.Now()' }]] }, [{ observation: 'edit', content: 'File edited.' }]),
        ...S.turn({ calls: [['str_replace_editor', { command: 'str_replace', path: '/workspace/splittime/timing/gate.go', old_str: '\tg.armed = true\n', new_str: '\tg.armed = true\n\tclose(g.armedCh)\n' }]] }, [{ observation: 'edit', content: 'File edited.' }]),
        ...S.turn({ calls: [['execute_bash', { command: 'go test -race ./...' }]] }, [out(`ok  \tgithub.com/trackops/splittime/api\t${N.durS(0.2, 1)}\nok  \tgithub.com/trackops/splittime/timing\t${N.durS(1, 3)}`, 0)]),
        ...S.turn({ text: 'All packages pass under -race: mutex on Track.splits, injectable clock for the photocell debounce, and the start gate now closes armedCh.', calls: [['finish', { message: 'Races fixed; go test -race ./... passes.' }]] }, [{ observation: 'finish' }]),
      ];
      return S.root('CodeActAgent', k, { agent_state: 'finished' }, { conversation_id: N.hex(32) });
    },
  },
  {
    id: '03', domain: 'snowboard factory MES (TypeScript)', style: 'Vercel AI SDK (ai.* spans)',
    isolates: 'Vercel AI SDK steps where tsc reports 7, then 3, then 1, then 0 type errors as the agent fixes different types in the press-line MES code.',
    goal: 'Get `pnpm tsc --noEmit` clean in the snowboard press-line MES after the Zod schema upgrade.',
    build(N) {
      const S = style('vercel', N, { model: 'claude-3-5-sonnet-latest', system: 'You are a TypeScript engineer for a snowboard factory MES.', user: this.goal });
      const k = [
        ...S.turn({ calls: [['runCommand', { cmd: 'pnpm tsc --noEmit' }]] }, [{ exitCode: 2, stdout: `src/press/cycle.ts(14,7): error TS2322: Type 'number | undefined' is not assignable to type 'number'.\nsrc/press/cycle.ts(31,18): error TS2345: Argument of type 'string' is not assignable to parameter of type 'MouldId'.\nsrc/layup/schema.ts(8,3): error TS2339: Property 'nonempty' does not exist on type 'ZodArray<ZodString>'.\nsrc/layup/schema.ts(19,3): error TS2339: Property 'nonempty' does not exist on type 'ZodArray<ZodObject<...>>'.\nsrc/layup/schema.ts(27,10): error TS2554: Expected 1 arguments, but got 2.\nsrc/cure/oven.ts(44,9): error TS7006: Parameter 'z' implicitly has an 'any' type.\nsrc/cure/oven.ts(52,21): error TS2532: Object is possibly 'undefined'.\n\nFound 7 errors in 3 files.`, durationMs: N.int(3000, 9000) }]),
        ...S.turn({ text: 'Zod 4 removed .nonempty() on arrays in our usage and changed .refine\'s signature; use .min(1) and a single-argument refine.', calls: [['applyEdit', { path: 'src/layup/schema.ts', search: '.nonempty()', replace: '.min(1)', all: true }]] }, [{ ok: true, replacements: 2 }]),
        ...S.turn({ calls: [['applyEdit', { path: 'src/layup/schema.ts', search: '.refine(checkPlies, "ply count mismatch")', replace: '.refine(checkPlies, { message: "ply count mismatch" })' }]] }, [{ ok: true, replacements: 1 }]),
        ...S.turn({ calls: [['runCommand', { cmd: 'pnpm tsc --noEmit' }]] }, [{ exitCode: 2, stdout: `src/press/cycle.ts(14,7): error TS2322: Type 'number | undefined' is not assignable to type 'number'.\nsrc/press/cycle.ts(31,18): error TS2345: Argument of type 'string' is not assignable to parameter of type 'MouldId'.\nsrc/cure/oven.ts(52,21): error TS2532: Object is possibly 'undefined'.\n\nFound 3 errors in 2 files.`, durationMs: N.int(3000, 9000) }]),
        ...S.turn({ text: 'Press dwell time comes from an optional config field; default it to the 420 s recipe value, and brand the mould id with asMouldId(). In oven.ts the zone lookup needs a guard.', calls: [['applyEdit', { path: 'src/press/cycle.ts', search: 'const dwell: number = recipe.dwellSec;', replace: 'const dwell: number = recipe.dwellSec ?? 420;' }]] }, [{ ok: true, replacements: 1 }]),
        ...S.turn({ calls: [['applyEdit', { path: 'src/press/cycle.ts', search: 'loadMould(row.mould)', replace: 'loadMould(asMouldId(row.mould))' }]] }, [{ ok: true, replacements: 1 }]),
        ...S.turn({ calls: [['runCommand', { cmd: 'pnpm tsc --noEmit' }]] }, [{ exitCode: 2, stdout: 'src/cure/oven.ts(52,21): error TS2532: Object is possibly \'undefined\'.\n\nFound 1 error in src/cure/oven.ts:52', durationMs: N.int(3000, 9000) }]),
        ...S.turn({ calls: [['applyEdit', { path: 'src/cure/oven.ts', search: 'const setpoint = zones.get(id).tempC;', replace: 'const zone = zones.get(id);\n  if (!zone) throw new Error(`unknown oven zone ${id}`);\n  const setpoint = zone.tempC;' }]] }, [{ ok: true, replacements: 1 }]),
        ...S.turn({ calls: [['runCommand', { cmd: 'pnpm tsc --noEmit' }]] }, [{ exitCode: 0, stdout: '', durationMs: N.int(3000, 9000) }]),
        ...S.say('Type check is clean (0 errors). Fixed Zod 4 API changes in layup/schema.ts, defaulted press dwell to 420 s, branded mould ids, and guarded the oven zone lookup.'),
      ];
      return S.root('ai.generateText', k, { 'ai.response.text': 'Type check is clean.' }, { 'ai.settings.maxSteps': 15 });
    },
  },
  {
    id: '04', domain: 'sand dune stabilisation survey (Python)', style: 'LangGraph / LangSmith',
    isolates: 'A LangGraph agent runs pytest on the dune-transect analysis: 5 failures, then 2, then 0, each after a different fix (CRS, NaN handling, units).',
    goal: 'Fix the failing tests in the dune marram-grass transect analysis package before the coastal board report.',
    build(N) {
      const S = style('langgraph', N, { system: 'You are a Python developer for a coastal conservation trust.', user: this.goal });
      const k = [
        ...S.turn({ calls: [['run_pytest', { args: '-q' }]] }, [`FFF.F..F..\n5 failed, 6 passed in ${N.durS(1, 4)}\nFAILED tests/test_transects.py::test_reproject_to_osgb - AssertionError: CRS mismatch EPSG:4326 != EPSG:27700\nFAILED tests/test_transects.py::test_length_m - assert 0.0123 == approx(1372.0)\nFAILED tests/test_transects.py::test_area_ha - assert 0.0004 == approx(4.1)\nFAILED tests/test_cover.py::test_mean_cover_ignores_missing - assert nan == approx(38.5)\nFAILED tests/test_cover.py::test_cover_trend - assert nan == approx(2.1)`]),
        ...S.turn({ text: 'Three failures come from computing lengths in degrees. Reproject transects to EPSG:27700 (British National Grid) before measuring.', calls: [['write_patch', { file: 'dunes/transects.py', patch: '-    gdf = gpd.read_file(path)\n+    gdf = gpd.read_file(path).to_crs(27700)' }]] }, ['patched dunes/transects.py (1 hunk)']),
        ...S.turn({ calls: [['run_pytest', { args: '-q' }]] }, [`...F....F..\n2 failed, 9 passed in ${N.durS(1, 4)}\nFAILED tests/test_cover.py::test_mean_cover_ignores_missing - assert nan == approx(38.5)\nFAILED tests/test_cover.py::test_cover_trend - assert nan == approx(2.1)`]),
        ...S.turn({ text: 'Quadrats with no reading are stored as -999 and the mean uses np.mean. Replace the sentinel with NaN and use np.nanmean; the trend fit must drop NaN years.', calls: [['write_patch', { file: 'dunes/cover.py', patch: '-    return np.mean(vals)\n+    vals = np.where(vals == -999, np.nan, vals)\n+    return float(np.nanmean(vals))' }]] }, ['patched dunes/cover.py (1 hunk)']),
        ...S.turn({ calls: [['write_patch', { file: 'dunes/cover.py', patch: '-    slope = np.polyfit(years, cover, 1)[0]\n+    ok = ~np.isnan(cover)\n+    slope = np.polyfit(years[ok], cover[ok], 1)[0]' }]] }, ['patched dunes/cover.py (1 hunk)']),
        ...S.turn({ calls: [['run_pytest', { args: '-q' }]] }, [`...........\n11 passed in ${N.durS(1, 4)}`]),
        ...S.say('All 11 tests pass: transects are reprojected to EPSG:27700 before measuring, and missing quadrat readings (-999) are treated as NaN in cover means and trends.'),
      ];
      return S.root('LangGraph', k, { messages: ['All 11 tests pass.'] }, { thread_id: N.uuid() });
    },
  },
  {
    id: '05', domain: 'revolving door service contracts (OpenAPI)', style: 'Spring AI observations',
    isolates: 'Spring AI tool-call observations where the OpenAPI linter reports 6, then 4, then 1, then 0 errors as the agent fixes different parts of the service-visit API spec.',
    goal: 'Make the revolving-door service-visit API spec pass `redocly lint` so the client SDK can be generated.',
    build(N) {
      const S = style('spring_ai', N, { model: 'gpt-4o', system: 'You maintain the API spec of a revolving door maintenance company.', user: this.goal });
      const lint = (n, lines) => `validating openapi/service-visits.yaml...\n${lines.join('\n')}\n${n ? `❌ Validation failed with ${n} error${n > 1 ? 's' : ''}.` : 'Woohoo! Your API description is valid. 🎉'}\nopenapi/service-visits.yaml: validated in ${N.int(20, 90)}ms`;
      const k = [
        ...S.turn({ calls: [['runLint', { file: 'openapi/service-visits.yaml' }]] }, [lint(6, ['[1] no-unresolved-refs #/components/schemas/DoorUnit', '[2] no-unresolved-refs #/components/schemas/DoorUnit', '[3] operation-operationId-unique listVisits', '[4] path-parameters-defined {visitId}', '[5] no-invalid-media-type-examples VisitCreate.rpm', '[6] spec-components-invalid-map-name "Brake Test"'])]),
        ...S.turn({ text: 'Two errors are the same missing schema: DoorUnit was renamed DoorAssembly. Point both refs there.', calls: [['replaceInFile', { file: 'openapi/service-visits.yaml', find: '#/components/schemas/DoorUnit', replace: '#/components/schemas/DoorAssembly' }]] }, ['2 replacements']),
        ...S.turn({ calls: [['runLint', { file: 'openapi/service-visits.yaml' }]] }, [lint(4, ['[1] operation-operationId-unique listVisits', '[2] path-parameters-defined {visitId}', '[3] no-invalid-media-type-examples VisitCreate.rpm', '[4] spec-components-invalid-map-name "Brake Test"'])]),
        ...S.turn({ text: 'Rename the second listVisits (under /doors/{doorId}/visits) to listDoorVisits, declare visitId as a path parameter, and rename the component key "Brake Test" to BrakeTest.', calls: [['replaceInFile', { file: 'openapi/service-visits.yaml', find: 'operationId: listVisits # door', replace: 'operationId: listDoorVisits' }]] }, ['1 replacement']),
        ...S.turn({ calls: [['replaceInFile', { file: 'openapi/service-visits.yaml', find: '"Brake Test":', replace: 'BrakeTest:' }]] }, ['1 replacement']),
        ...S.turn({ calls: [['insertParameter', { file: 'openapi/service-visits.yaml', path: '/visits/{visitId}', param: { name: 'visitId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } } }]] }, ['parameter added']),
        ...S.turn({ calls: [['runLint', { file: 'openapi/service-visits.yaml' }]] }, [lint(1, ['[1] no-invalid-media-type-examples VisitCreate.rpm: must be integer'])]),
        ...S.turn({ text: 'The example for rotation speed is "4.5" as a string but the schema says integer rpm; the wing speed is really fractional, so make the schema number.', calls: [['replaceInFile', { file: 'openapi/service-visits.yaml', find: 'rpm:\n          type: integer', replace: 'rpm:\n          type: number' }]] }, ['1 replacement']),
        ...S.turn({ calls: [['runLint', { file: 'openapi/service-visits.yaml' }]] }, [lint(0, [])]),
        ...S.say('The spec now lints clean. Fixed DoorUnit refs, a duplicate operationId, an undeclared path parameter, a component key with a space, and the rpm type.'),
      ];
      return S.root('spring_ai chat_client', k, { 'spring.ai.chat.client.response': 'The spec now lints clean.' }, { 'spring.ai.kind': 'chat_client' });
    },
  },
  {
    id: '06', domain: 'juggling props shop (SQL migrations)', style: 'LangChain4j',
    isolates: 'LangChain4j AI service fixing SQL migrations: Flyway validate plus pgTAP report 4, then 2, then 0 failures after distinct changes to checksum, FK and default.',
    goal: 'Make the migration checks pass for the juggling-props webshop after adding the "club weight class" feature.',
    build(N) {
      const S = style('langchain4j', N, { model: 'gpt-4o-mini', system: 'You are a database engineer for a juggling props webshop.', user: this.goal });
      const k = [
        ...S.turn({ calls: [['runChecks', { target: 'migrations' }]] }, [`Flyway OSS Edition 10.15.0\nValidate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 27 (-${N.int(100000000, 999999999)} vs ${N.int(100000000, 999999999)})\npgTAP: t/weight_class.sql ..\nnot ok 3 - fk_club_weight_class references weight_classes(id)\nnot ok 5 - clubs.weight_class default is 'standard'\nnot ok 6 - every club has a weight class\nFailed 3/6 subtests\nTotal: 4 failures`]),
        ...S.turn({ text: 'V27 was edited after being applied on staging; revert it and put the change into a new V29.', calls: [['git', { args: ['checkout', 'origin/main', '--', 'db/migration/V27__club_colours.sql'] }]] }, ['Updated 1 path from ' + N.short()]),
        ...S.turn({ calls: [['writeFile', { path: 'db/migration/V29__club_weight_class.sql', content: "ALTER TABLE clubs ADD COLUMN weight_class text NOT NULL DEFAULT 'standard';" }]] }, ['written 77 bytes']),
        ...S.turn({ calls: [['runChecks', { target: 'migrations' }]] }, [`Flyway validate: Successfully validated 29 migrations (execution time 00:00.${N.int(100, 900)}s)\npgTAP: t/weight_class.sql ..\nnot ok 3 - fk_club_weight_class references weight_classes(id)\nnot ok 6 - every club has a weight class\nFailed 2/6 subtests\nTotal: 2 failures`]),
        ...S.turn({ text: 'Need the weight_classes lookup table with seed rows (light, standard, heavy) and a foreign key from clubs.', calls: [['writeFile', { path: 'db/migration/V30__weight_classes_fk.sql', content: "CREATE TABLE weight_classes (id text PRIMARY KEY, max_grams int NOT NULL);\nINSERT INTO weight_classes VALUES ('light',190),('standard',230),('heavy',300);\nALTER TABLE clubs ADD CONSTRAINT fk_club_weight_class FOREIGN KEY (weight_class) REFERENCES weight_classes(id);" }]] }, ['written 265 bytes']),
        ...S.turn({ calls: [['runChecks', { target: 'migrations' }]] }, [`Flyway validate: Successfully validated 30 migrations (execution time 00:00.${N.int(100, 900)}s)\npgTAP: t/weight_class.sql .. ok\nAll tests successful.\nFiles=1, Tests=6, ${N.int(0, 2)} wallclock secs\nTotal: 0 failures`]),
        ...S.say('Checks pass. V27 restored, weight_class added in V29 with default standard, weight_classes table and FK in V30.'),
      ];
      return S.root('AiServices.MigrationAssistant.chat', k, { text: 'Checks pass.' }, { 'langchain4j.version': '1.0.1' });
    },
  },
];
