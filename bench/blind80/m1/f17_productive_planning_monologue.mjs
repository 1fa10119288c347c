import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'productive_planning_monologue';

// 01: Devin-like plan log, SQL/Python: migration plan in several long steps, then execution
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'quarrystone (Python/Django, Postgres 15): split `customers.full_name` into first_name/last_name with a zero-downtime migration.';
  const m = 'devin';
  const plan = [
    'Step 1 of planning. The customers table has 4.2M rows (from `SELECT reltuples FROM pg_class`), and the app runs 6 web pods that deploy one by one, so old and new code overlap for roughly 5 minutes. That rules out a single migration that adds, backfills and drops in one go. I will use expand/contract: migration 0087 adds nullable first_name and last_name columns, which in Postgres 15 is a metadata-only change with no table rewrite.',
    'Step 2. Backfill. Updating 4.2M rows in one statement would hold row locks for minutes and bloat WAL; instead a RunPython migration 0088 will batch by primary key in chunks of 10,000 with `UPDATE ... WHERE id BETWEEN %s AND %s`, about 420 batches. Splitting rule: last whitespace-separated token is last_name, the rest is first_name; single-token names go entirely into first_name, last_name stays empty string, matching what the signup form already does.',
    'Step 3. Dual writes. Between 0087 and the contract step, Customer.save() must write all three columns so rows created during the backfill are not missed. I will add a `pre_save` signal rather than touching the 3 call sites (admin, API serializer, CSV importer) because the signal covers bulk_create in the importer only if I switch it to individual saves — so instead the importer gets an explicit split in `CustomerImporter.row_to_obj`.',
    'Step 4. Contract. full_name is read in 11 places (grep count), 2 of them in templates. Those move to a `full_name` property composed from the new fields in the same release as 0088. Dropping the column (0089) ships one release later, after verifying `SELECT count(*) FROM customers WHERE first_name IS NULL` returns 0. Tests: a migration test with django-test-migrations for 0088 covering "Ada Lovelace", "Cher", and "Jean Claude Van Damme".',
  ];
  const ch = [tool('shell', { cmd: `psql "$STAGING_DSN" -tAc "select reltuples::bigint from pg_class where relname='customers'"` }, '4203388', { metadata: { ts: N.logTs() } }),
    tool('shell', { cmd: 'grep -rn "full_name" --include=*.py --include=*.html quarrystone | wc -l' }, '11')];
  plan.forEach((p, i) => ch.push(llm(m, { plan_step: i + 1, context: ['reltuples=4203388', 'full_name refs=11'] }, { thought: p })));
  ch.push(tool('editor', { path: 'quarrystone/customers/migrations/0087_name_split_expand.py', action: 'create' }, 'created (24 lines)'));
  ch.push(tool('editor', { path: 'quarrystone/customers/migrations/0088_name_split_backfill.py', action: 'create' }, 'created (41 lines)'));
  ch.push(tool('editor', { path: 'quarrystone/customers/importers.py', action: 'str_replace' }, 'edited lines 58-63'));
  ch.push(tool('shell', { cmd: 'pytest -q quarrystone/customers -k "migration or importer or name"' }, `..........\n10 passed in ${N.secs(4, 9)}s`));
  ch.push(llm(m, { plan_step: 5 }, { thought: 'Expand + backfill migrations, importer split and property are in; 10 tests pass. 0089 (drop) is left for the next release as planned.', status: 'done' }));
  return row(F, 1, { isolates: 'Four long planning steps in a row, each adding new concrete facts and decisions (row count, batch size, dual-write strategy, 11 call sites, test names), then the migrations are written and tested.', loop: false, stagnation: false, goal,
    root: agent('devin session', { task: goal }, { status: 'finished' }, ch, { style: 'devin-plan-steps' }) });
}

// 02: Claude Code thinking blocks, Rust: bisect plan, then git bisect run
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'glasswing (Rust): `cargo bench -p gw-parse` got ~40% slower between v2.3.0 and v2.5.0. Find the commit responsible.';
  const m = 'claude-opus-4-1-20250805';
  const th = [
    'There are 184 commits between v2.3.0 and v2.5.0 (`git rev-list --count`), so bisect needs about 8 steps. A full `cargo bench` takes ~6 minutes here, which would make this 50 minutes. The regression is in gw-parse only, so I can restrict to `cargo bench -p gw-parse --bench tokenize`, which the baseline run showed takes 41 s.',
    'For the good/bad criterion: v2.3.0 measured 812 µs per iteration for `tokenize/large_json`, v2.5.0 measured 1.14 ms. Criterion noise on this machine is about ±3%, so a threshold of 950 µs cleanly separates them. I will write a script that extracts the median from target/criterion/tokenize/large_json/new/estimates.json and exits 1 above 950000 ns.',
    'Edge cases for the script: commits where gw-parse does not compile should return 125 so bisect skips them; 3 commits in range touch only docs/ and can be skipped with `git bisect skip` up front to save time. The bench must run with `--noplot` and `CARGO_TARGET_DIR=/tmp/gw-bisect-target` so the incremental cache survives across checkouts.',
  ];
  const ch = [
    llm(m, chat('You are Claude Code...', goal), [call('Bash', { command: 'git rev-list --count v2.3.0..v2.5.0 && git log --oneline v2.3.0..v2.5.0 -- docs/ | wc -l' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'git rev-list --count v2.3.0..v2.5.0 && git log --oneline v2.3.0..v2.5.0 -- docs/ | wc -l' }, '184\n3'),
    ...th.map((t, i) => llm(m, chat('You are Claude Code...', goal, null, 4 + i), [{ type: 'thinking', thinking: t }, ...(i === 2 ? [call('Write', { file_path: '/repo/scripts/bisect-bench.sh', content: '#!/usr/bin/env bash\nset -u\nexport CARGO_TARGET_DIR=/tmp/gw-bisect-target\ncargo bench -p gw-parse --bench tokenize -- --noplot large_json >/dev/null 2>&1 || exit 125\nns=$(jq .median.point_estimate $CARGO_TARGET_DIR/criterion/tokenize/large_json/new/estimates.json)\necho "median=${ns}ns"\n[ "${ns%.*}" -le 950000 ]\n' }, 'toolu_' + N.b62(24))] : [])])),
    tool('Write', { file_path: '/repo/scripts/bisect-bench.sh' }, 'File created successfully at: /repo/scripts/bisect-bench.sh'),
    llm(m, chat('You are Claude Code...', goal, null, 8), [call('Bash', { command: 'chmod +x scripts/bisect-bench.sh && git bisect start v2.5.0 v2.3.0 && git bisect run scripts/bisect-bench.sh 2>&1 | tail -12', timeout: 600000 }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'git bisect run scripts/bisect-bench.sh' }, `median=1131420.7ns\nBisecting: 11 revisions left to test after this (roughly 4 steps)\nmedian=809977.1ns\n...\nmedian=1138002.3ns\n9c4e1d07a2b3 is the first bad commit\ncommit 9c4e1d07a2b3f0e8d51c44a7b0e2e2a9d3f61c11\nAuthor: ${N.pick(['Mira Okafor', 'Tomasz Wrona', 'Lea Brandt'])} <dev@glasswing.rs>\nDate:   Tue Oct 8 ${N.clock()} 2024 +0200\n\n    parse: validate UTF-8 per token instead of per buffer\n\n crates/gw-parse/src/lexer.rs | 23 +++++++++++++++--------\nbisect found first bad commit`),
    llm(m, chat('You are Claude Code...', goal, null, 10), 'The regression comes from 9c4e1d07 "parse: validate UTF-8 per token instead of per buffer" (lexer.rs): median goes from ~810 µs to ~1.13 ms on tokenize/large_json.'),
  ];
  return row(F, 2, { isolates: 'Three consecutive long thinking blocks each add new numbers and decisions (commit count, threshold from measured medians, skip/125 handling), then a bisect run finds the commit.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 03: Inspect AI eval log, C/CMake: build tuning plan
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'Task build_tune/nimbus-c: the CI build of nimbus (C, CMake, 612 translation units) takes 14 minutes. Reduce wall time below 6 minutes without changing outputs.';
  const m = 'anthropic/claude-3-7-sonnet-20250219';
  const steps = [
    'From the build log: 612 TUs, compiled with `-j2` on a runner that has 8 vCPUs (nproc printed 8). Compile phase is 11m40s of the 14m; linking the 3 shared libs is 1m50s; the rest is configure. Going from -j2 to -j8 should cut compilation to roughly 3m, assuming memory allows: peak RSS per cc1 is ~350 MB, 8 × 350 MB = 2.8 GB, well under the 15 GB runner.',
    'ccache: the workflow does not cache anything between runs. With ccache and actions/cache keyed on the hash of CMakeLists + the compiler version, typical PRs touch under 20 TUs, so warm builds would compile ~3% of units. I will set CMAKE_C_COMPILER_LAUNCHER=ccache and cap the cache at 500M; the cold-cache run must still meet the target on its own, so this is a bonus, not the main lever.',
    'Linking: the three libs link with BFD ld sequentially because libnimbus_net depends on libnimbus_core. Switching to mold via `-fuse-ld=mold` (present in the ubuntu-24.04 image) typically cuts link time by 3-5×, i.e. 1m50s to ~30s. Outputs: mold produces byte-different but functionally identical ELF files; the task says "without changing outputs", so I will check the test suite and `nm -D` exported symbols match rather than byte equality, and note it.',
  ];
  const ch = [
    llm(m, { messages: [{ role: 'user', content: goal }] }, { message: { content: '', tool_calls: [{ function: 'bash', arguments: { cmd: 'nproc; grep -cE "^\\[ *[0-9]+%\\] Building C object" ci-build.log; grep -E "Linking|real" ci-build.log | tail -5' } }] } }),
    tool('bash', { cmd: 'nproc; grep -c ...' }, `8\n612\n[ 97%] Linking C shared library libnimbus_core.so\n[ 99%] Linking C shared library libnimbus_net.so\n[100%] Linking C executable nimbusd\nreal\t14m${N.int(2, 20)}.${N.int(100, 999)}s`),
    ...steps.map((s) => llm(m, { messages: [{ role: 'user', content: goal }], note: 'continuing' }, { message: { content: s } })),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { message: { content: 'Applying: -j$(nproc), ccache launcher, mold linker.', tool_calls: [{ function: 'bash', arguments: { cmd: "sed -i 's/cmake --build build -j2/cmake --build build -j\"$(nproc)\"/' .github/workflows/ci.yml && cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=mold -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=mold >/dev/null && ccache -C >/dev/null && time cmake --build build -j8 | tail -2" } }] } }),
    tool('bash', { cmd: 'cmake ... && time cmake --build build -j8' }, `[611/612] Linking C shared library libnimbus_net.so\n[612/612] Linking C executable nimbusd\n\nreal\t4m${N.int(10, 40)}.${N.int(100, 999)}s\nuser\t29m${N.int(10, 59)}.${N.int(100, 999)}s\nsys\t2m${N.int(10, 59)}.${N.int(100, 999)}s`),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { message: { content: '', tool_calls: [{ function: 'bash', arguments: { cmd: 'ctest --test-dir build -j8 | tail -2; diff <(nm -D --defined-only build/libnimbus_core.so | cut -c18- | sort) ref/core.syms && echo SYMS_OK' } }] } }),
    tool('bash', { cmd: 'ctest ...; diff ... && echo SYMS_OK' }, `100% tests passed, 0 tests failed out of 143\n\nTotal Test time (real) =  ${N.secs(20, 40)} sec\nSYMS_OK`),
    llm(m, { messages: [{ role: 'user', content: goal }] }, { message: { content: 'Cold build now ~4m30s (from 14m): -j8, ccache, mold. 143/143 tests pass and exported symbols are unchanged.' } }),
    tool('submit', { answer: 'cold build 4m30s; -j8 + ccache + mold' }, 'submitted'),
  ];
  return row(F, 3, { isolates: 'Three long reasoning messages in a row, each contributing new measurements and a distinct lever (-j8 with RSS budget, ccache, mold with an output-equivalence check), then the plan is applied and verified.', loop: false, stagnation: false, goal,
    root: agent('inspect_ai eval sample', { sample_id: 'nimbus-c', epoch: 1 }, { score: 'C' }, ch, { style: 'inspect-ai-eval-log' }) });
}
export const rows = () => [r1(), r2(), r3()];
