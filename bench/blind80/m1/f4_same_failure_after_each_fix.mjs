import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'same_failure_after_each_fix';

// 01: Moatless Tools, Python: three different edits, identical pytest failure
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'sundial-reports: test_daily_rollup_crosses_midnight fails (expected 2024-01-06, got 2024-01-05). Fix the date bucketing in reports/rollup.py.';
  const m = 'claude-3-5-sonnet-20241022';
  const run = () => tool('RunTests', { test_files: ['tests/test_rollup.py'] }, `tests/test_rollup.py::test_daily_rollup_crosses_midnight FAILED [ 33%]

    def test_daily_rollup_crosses_midnight(tmp_path):
        db = make_db(tmp_path / "r.sqlite")
        db.add_event(ts="2024-01-05T23:30:00-08:00", amount=10)
        rows = daily_rollup(db, tz="America/Los_Angeles")
>       assert rows[0].day == date(2024, 1, 6)
E       AssertionError: assert datetime.date(2024, 1, 5) == datetime.date(2024, 1, 6)
E        +  where datetime.date(2024, 1, 5) = RollupRow(day=datetime.date(2024, 1, 5), total=10).day

tests/test_rollup.py:27: AssertionError
-------- Captured log call --------
DEBUG sundial.db:db.py:44 opened ${N.tmp('pytest-of-root/pytest-')}/test_daily_rollup_crosses_0/r.sqlite
1 failed, 2 passed in ${N.secs(0.2, 0.6)}s`, { metadata: { exit_code: 1 } });
  const edits = [
    ['Use the timezone-aware conversion before truncating to a date.', 'reports/rollup.py', '        day = ev.ts.date()', '        day = ev.ts.astimezone(ZoneInfo(tz)).date()'],
    ['Maybe the ZoneInfo key is wrong; normalise tz via a helper and default to UTC when missing.', 'reports/rollup.py', 'def daily_rollup(db, tz=None):', 'def daily_rollup(db, tz="UTC"):\n    tz = _normalise_tz(tz)'],
    ['The sort order of rows could place the earlier bucket first; sort descending by day.', 'reports/rollup.py', '    return sorted(buckets.values(), key=lambda r: r.day)', '    return sorted(buckets.values(), key=lambda r: r.day, reverse=True)'],
    ['Perhaps the event parser drops the offset; parse with fromisoformat explicitly.', 'sundial/db.py', '    ts = parse_ts(raw)', '    ts = datetime.fromisoformat(raw)'],
  ];
  const ch = [llm(m, chat('You are an autonomous AI assistant with superior programming skills.', goal), { thoughts: 'Run the failing test first.', action: { name: 'RunTests', test_files: ['tests/test_rollup.py'] } }), run()];
  for (const [th, file, old, nw] of edits) {
    ch.push(llm(m, chat('You are an autonomous AI assistant...', goal, '1 failed, 2 passed'), { thoughts: th, action: { name: 'StringReplace', path: file, old_str: old, new_str: nw } }));
    ch.push(tool('StringReplace', { path: file, old_str: old, new_str: nw }, `The file ${file} has been edited. Here's the result of running \`cat -n\` on a snippet:\n...`));
    ch.push(run());
  }
  return row(F, 1, { isolates: 'Four different edits (tz conversion, default tz, sort order, parser) are each followed by the identical AssertionError 2024-01-05 != 2024-01-06, differing only in tmp paths and durations; it never passes.', loop: true, stagnation: false, goal,
    root: agent('moatless.AgenticLoop', { instance: 'sundial-reports-88' }, { status: 'max_iterations', finished: false }, ch, { style: 'moatless-tools', max_iterations: 14 }) });
}

// 02: OpenHands FileEditAction + CmdRunAction, Kotlin/Gradle: same unresolved reference
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'orchard-android: the :data module stopped compiling after the mapper refactor. Make `./gradlew :data:compileDebugKotlin` succeed.';
  const m = 'openai/gpt-4o';
  const build = () => `> Task :data:kaptGenerateStubsDebugKotlin UP-TO-DATE
> Task :data:compileDebugKotlin FAILED
e: file:///workspace/orchard-android/data/src/main/java/dev/orchard/data/repo/OrderRepository.kt:42:17 Unresolved reference: toDomain
e: file:///workspace/orchard-android/data/src/main/java/dev/orchard/data/repo/OrderRepository.kt:57:31 Unresolved reference: toDomain

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':data:compileDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction
   > Compilation error. See log for more details

BUILD FAILED in ${N.int(4, 19)}s
${N.int(18, 26)} actionable tasks: ${N.int(1, 3)} executed, ${N.int(16, 22)} up-to-date
[Build scan: https://gradle.com/s/${N.b62(13).toLowerCase()}]`;
  const cmd = './gradlew :data:compileDebugKotlin --console=plain -q 2>&1 | tail -20';
  const ch = [];
  const runPair = (thought, idx) => {
    ch.push(llm(m, chat('You are OpenHands agent...', goal, null, idx), { thought, action: 'run', args: { command: cmd } }));
    ch.push(tool('CmdRunAction', { command: cmd }, { observation: 'run', content: build(), extras: { metadata: { exit_code: 1, pid: N.pid(), hostname: N.host('oh-runtime') } } }, { metadata: { timestamp: N.iso() } }));
  };
  runPair('Reproduce the compile failure.', 3);
  const edits = [
    ['The extension moved; add an import in OrderRepository.', 'data/src/main/java/dev/orchard/data/repo/OrderRepository.kt', 'import dev.orchard.data.dto.OrderDto', 'import dev.orchard.data.dto.OrderDto\nimport dev.orchard.data.dto.toDomain'],
    ['Maybe the :domain dependency is missing from :data; add it to the gradle file.', 'data/build.gradle.kts', '    implementation(project(":core"))', '    implementation(project(":core"))\n    implementation(project(":domain"))'],
    ['Try clearing stale kapt stubs by bumping the kotlin compiler option.', 'gradle.properties', 'kotlin.incremental=true', 'kotlin.incremental=false'],
    ['Maybe the call needs the receiver spelled out; qualify it with the mapper object.', 'data/src/main/java/dev/orchard/data/repo/OrderRepository.kt', '        return dto.toDomain()', '        return OrderMapper.run { dto.toDomain() }'],
    ['Possibly a JVM target mismatch between :data and :domain confuses the resolver; align jvmTarget to 17.', 'data/build.gradle.kts', '        jvmTarget = "11"', '        jvmTarget = "17"'],
    ['The function might be internal in the other module; make the extension public.', 'domain/src/main/java/dev/orchard/domain/mapper/OrderMappers.kt', 'internal fun OrderEntity.toDomain(): Order =', 'fun OrderEntity.toDomain(): Order ='],
    ['Could be the build cache serving stale class files; disable it for the module.', 'gradle.properties', 'org.gradle.caching=true', 'org.gradle.caching=false'],
  ];
  edits.forEach(([th, path, old, nw], i) => {
    ch.push(llm(m, chat('You are OpenHands agent...', goal, null, 5 + i * 4), { thought: th, action: 'edit', args: { path, command: 'str_replace', old_str: old, new_str: nw } }));
    ch.push(tool('FileEditAction', { path, command: 'str_replace', old_str: old, new_str: nw }, { observation: 'edit', content: `The file ${path} has been edited. Review the changes and make sure they are as expected.`, extras: { path, prev_exist: true } }));
    runPair(`Rebuild after edit ${i + 1}.`, 7 + i * 4);
  });
  return row(F, 2, { isolates: 'Seven edits (an import, a gradle dependency, an incremental flag, a qualified call, jvmTarget, visibility, build cache) each end in the same two "Unresolved reference: toDomain" errors at 42:17 and 57:31, differing only in build time and scan URL.', loop: true, stagnation: false, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'stopped', reason: 'budget exceeded' }, ch, { style: 'openhands-events' }) });
}

// 03: AutoCodeRover-style, C: three patches, same ASan heap-buffer-overflow
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'libquill (C): fuzz crash #77 — `./tests/repro crash-77.bin` reports heap-buffer-overflow in qp_decode_varint. Produce a patch that makes the repro exit cleanly.';
  const m = 'gpt-4-0125-preview';
  const asan = () => { const p = N.pid(); const a = N.addr(); return `==${p}==ERROR: AddressSanitizer: heap-buffer-overflow on address ${a} at pc 0x55${N.hex(10)} bp 0x7ffd${N.hex(8)} sp 0x7ffd${N.hex(8)}
READ of size 1 at ${a} thread T0
    #0 0x55${N.hex(10)} in qp_decode_varint src/decode.c:118:14
    #1 0x55${N.hex(10)} in qp_read_header src/decode.c:203:9
    #2 0x55${N.hex(10)} in main tests/repro.c:31:5
${a} is located 0 bytes after 12-byte region [0x60200000${N.hex(4)},0x60200000${N.hex(4)})
SUMMARY: AddressSanitizer: heap-buffer-overflow src/decode.c:118:14 in qp_decode_varint
==${p}==ABORTING`; };
  const patches = [
    'diff --git a/src/decode.c b/src/decode.c\n@@ -112,7 +112,7 @@ int qp_decode_varint(const uint8_t *p, size_t len, uint64_t *out)\n-    for (int shift = 0; shift < 64; shift += 7) {\n+    for (int shift = 0; shift < 63; shift += 7) {',
    'diff --git a/src/decode.c b/src/decode.c\n@@ -200,6 +200,8 @@ static int qp_read_header(struct qp_reader *r)\n+    if (r->len == 0)\n+        return QP_ETRUNC;\n     rc = qp_decode_varint(r->buf, r->len, &hdr_len);',
    'diff --git a/src/decode.c b/src/decode.c\n@@ -116,7 +116,7 @@\n-        uint64_t b = p[i];\n+        uint64_t b = (uint64_t)(uint8_t)p[i];',
  ];
  const ch = [
    agent('context_retrieval', { issue: goal }, { buggy_locations: [{ file: 'src/decode.c', method: 'qp_decode_varint' }] }, [
      llm(m, chat('You are a software developer maintaining a large project.', goal), 'search_method("qp_decode_varint"), search_code_in_file("qp_decode_varint", "src/decode.c")'),
      tool('search_method', { method_name: 'qp_decode_varint' }, 'Found 1 methods with name qp_decode_varint in the codebase:\n- Search result 1:\n```\n<file>src/decode.c</file>\n<func>qp_decode_varint</func>\n<code>\nint qp_decode_varint(const uint8_t *p, size_t len, uint64_t *out)\n{\n    uint64_t v = 0;\n    size_t i = 0;\n    for (int shift = 0; shift < 64; shift += 7) {\n        uint64_t b = p[i];\n        v |= (b & 0x7f) << shift;\n        i++;\n        if (!(b & 0x80)) break;\n    }\n...'),
    ]),
  ];
  patches.forEach((p, i) => {
    ch.push(llm(m, chat('You are a software developer...', goal, i ? 'Your patch did not resolve the issue.' : null), `# modification ${i + 1}\n${p}`, [], { attempt: i + 1 }));
    ch.push(tool('apply_and_validate', { patch: p, cmd: 'make -s asan && ./tests/repro crash-77.bin' }, { applied: true, exit_code: 1, stderr: asan(), log_dir: `output/applicable_patch/libquill-77_${N.epoch()}/` }, { error: 'reproducer still crashes' }));
  });
  return row(F, 3, { isolates: 'Three different patches (loop bound, empty-length guard, cast) each leave the identical ASan heap-buffer-overflow at decode.c:118:14, only pids, addresses and log dirs differing.', loop: true, stagnation: false, goal,
    root: agent('auto-code-rover', { task_id: 'libquill-77' }, { status: 'no patch passed validation' }, ch, { style: 'autocoderover', max_patch_attempts: 3 }) });
}
export const rows = () => [r1(), r2(), r3()];
