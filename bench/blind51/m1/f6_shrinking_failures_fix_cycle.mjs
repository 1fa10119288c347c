// Healthy: fix cycle where the failure count drops each round, each fix different, then done.
export const family = 'shrinking_failures_fix_cycle';
export const loop = false, stagnation = false;
const cycle = (S, r, goal, tool, args, outs, fixes, editTool) => {
  const kids = [S.tool(tool, args, outs[0], outs[0].includes(' 0 failed') || /\b0 errors?\b/.test(outs[0]) ? {} : { error: 'exit 1' })];
  fixes.forEach((f, i) => {
    kids.push(S.llm([{ role: 'user', content: goal }], f.why, [{ name: editTool, args: f.edit }]));
    kids.push(S.tool(editTool, f.edit, f.res || 'ok'));
    const o = outs[i + 1];
    kids.push(S.tool(tool, args, o, i + 1 === outs.length - 1 ? {} : { error: 'exit 1' }));
  });
  return kids;
};
export const scenarios = [
{ n: '01', domain: 'kite making shop Rust CLI (cargo clippy)', style: 'openhands',
  isolates: 'Clippy errors drop 5, 3, 1, 0 across three different fixes to a kite spar-cutting CLI, then the agent finishes.',
  goal: 'Make `cargo clippy -- -D warnings` pass in the spar-cutter CLI.',
  build(r, S) {
    const o = (n, lines) => `    Checking spar-cutter v0.3.1 (/workspace)\n${lines}error: could not compile \`spar-cutter\` (bin "spar-cutter") due to ${n} previous errors\n    Finished in ${r.dur()}`;
    const outs = [o(5, 'error: this `if` has identical blocks\nerror: using `clone` on type `f32` which implements the `Copy` trait (x3)\nerror: redundant closure\n'), o(3, 'error: this `if` has identical blocks\nerror: redundant closure\nerror: using `clone` on type `f32` (x1)\n'), o(1, 'error: this `if` has identical blocks\n'), `    Checking spar-cutter v0.3.1 (/workspace)\n    Finished \`dev\` profile [unoptimized + debuginfo] target(s) in ${r.dur()} (0 errors)`];
    const fixes = [{ why: 'Remove the .clone() calls on f32 lengths in cut_plan.rs.', edit: { path: 'src/cut_plan.rs', diff: '-let l = spar.len.clone();\n+let l = spar.len;' } },
      { why: 'Two clone warnings are gone; now replace the closure `|x| round_mm(x)` with `round_mm` and the last clone.', edit: { path: 'src/main.rs', diff: '-.map(|x| round_mm(x))\n+.map(round_mm)' } },
      { why: 'Only the identical if-branches remain in taper.rs; merge them.', edit: { path: 'src/taper.rs', diff: '-if carbon { 0.8 } else { 0.8 }\n+0.8' } }];
    return S.agent('CodeActAgent', { task: this.goal }, 'clippy passes with 0 errors; 3 files changed.', [...cycle(S, r, this.goal, 'execute_bash', { command: 'cargo clippy -- -D warnings' }, outs, fixes, 'str_replace_editor'), S.llm([{ role: 'user', content: this.goal }], 'All clippy errors are fixed: removed Copy clones, a redundant closure, and identical if-branches.')], { agent_state: 'FINISHED' });
  } },
{ n: '02', domain: 'tuk-tuk tour booking API (mypy)', style: 'plain',
  isolates: 'mypy errors go 6 -> 4 -> 1 -> 0 as the agent adds different annotations in a tuk-tuk tour booking service.',
  goal: 'Bring the tuktuk-tours booking service to zero mypy errors under --strict.',
  build(r, S) {
    const m = (n, body) => `${body}Found ${n} errors in 2 files (checked 31 source files)`;
    const outs = [m(6, 'booking/api.py:14: error: Function is missing a return type annotation\nbooking/api.py:22: error: Missing type parameters for generic type "dict"\nbooking/pricing.py:8: error: Incompatible return value type (got "float | None", expected "float")\n... 3 more\n'), m(4, 'booking/pricing.py:8: error: Incompatible return value type (got "float | None", expected "float")\nbooking/pricing.py:31: error: Argument 1 to "round" has incompatible type\n... 2 more\n'), m(1, 'booking/pricing.py:44: error: Returning Any from function declared to return "Decimal"\n'), 'Success: no issues found in 31 source files'];
    const fixes = [{ why: 'Annotate api.py handlers and parametrise dict[str, Any].', edit: { file: 'booking/api.py', change: 'def create_booking(req: BookingIn) -> BookingOut:' } },
      { why: 'In pricing.py the surcharge can be None; default it to 0.0 and convert with Decimal.', edit: { file: 'booking/pricing.py', change: 'surcharge = zone.surcharge or 0.0' } },
      { why: 'Last one: fx_rate() returns Any from the JSON client; cast explicitly to Decimal.', edit: { file: 'booking/pricing.py', change: 'return Decimal(str(resp["rate"]))' } }];
    const kids = [S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'run', args: { cmd: 'mypy --strict booking' } }]), ...cycle(S, r, this.goal, 'run', { cmd: 'mypy --strict booking' }, outs, fixes, 'apply_edit'), S.llm([{ role: 'user', content: this.goal }], 'mypy --strict is clean now (6 -> 0).')];
    return S.agent('agent', { goal: this.goal }, 'done', kids, {});
  } },
{ n: '03', domain: 'sculpture park visitor app (ESLint)', style: 'vercel',
  isolates: 'ESLint problems fall from 4 to 2 to 0 with two different fixes in a sculpture-park audio guide app; the agent then reports success.',
  goal: 'Fix lint errors blocking the audio-guide app deploy.',
  build(r, S) {
    const outs = [`/app/src/Guide.tsx\n  12:7  error  'track' is assigned a value but never used  no-unused-vars\n  30:5  error  React Hook useEffect has a missing dependency: 'stopId'  react-hooks/exhaustive-deps\n/app/src/map.ts\n  4:1  error  Import order  import/order\n  9:10 error  Unexpected any  @typescript-eslint/no-explicit-any\n\n✖ 4 problems (4 errors, 0 warnings)\nDone in ${r.dur()}`,
      `/app/src/map.ts\n  4:1  error  Import order  import/order\n  9:10 error  Unexpected any  @typescript-eslint/no-explicit-any\n\n✖ 2 problems (2 errors, 0 warnings)\nDone in ${r.dur()}`, `✨ 0 errors. Done in ${r.dur()}`];
    const fixes = [{ why: 'Drop the unused track variable and add stopId to the effect deps in Guide.tsx.', edit: { file: 'src/Guide.tsx', patch: '-const track = ...\n-}, []);\n+}, [stopId]);' } },
      { why: 'Reorder imports in map.ts and type the GeoJSON feature instead of any.', edit: { file: 'src/map.ts', patch: '+import type { Feature, Point } from "geojson";\n-(f: any)\n+(f: Feature<Point>)' } }];
    return S.agent('ai.generateText', { 'ai.prompt': this.goal }, { text: 'Lint passes.' }, [...cycle(S, r, this.goal, 'runLint', { script: 'lint' }, outs, fixes, 'writePatch'), S.llm([{ role: 'user', content: this.goal }], 'Lint passes; deploy unblocked.')], { 'operation.name': 'ai.generateText' });
  } },
{ n: '04', domain: 'road salt depot stock reconciliation (SQL checks)', style: 'langsmith',
  isolates: 'Data-quality checks on a road-salt depot ledger fail 7, 3, 1, then 0 rows as different corrections are applied.',
  goal: 'Make the salt depot tonnage reconciliation checks pass before the winter audit.',
  build(r, S) {
    const c = (n, ex) => ({ check: 'ledger_balances', failing_rows: n, examples: ex, ran_at: r.iso(), warehouse: 'wh-depots', query_id: r.uuid() });
    const outs = [c(7, ['Depot 4 Nov-03 negative stock', 'Depot 9 duplicate delivery DN-5521', '...5 more']), c(3, ['Depot 4 Nov-03 negative stock', 'Depot 12 unit tons vs tonnes']), c(1, ['Depot 12 unit tons vs tonnes (1 row)']), c(0, [])];
    const fixes = [{ why: 'Deduplicate deliveries on delivery_note; DN-5521 was imported twice, plus four other duplicates.', edit: { sql: 'DELETE FROM deliveries d USING deliveries e WHERE d.ctid < e.ctid AND d.delivery_note = e.delivery_note' } },
      { why: 'Depot 4 negative stock is a spreading run booked before its delivery; move the run timestamp to 15:20.', edit: { sql: "UPDATE spreads SET ts='2024-11-03 15:20' WHERE id=88213" } },
      { why: 'Depot 12 logs short tons; convert that supplier\'s rows by 0.907.', edit: { sql: "UPDATE deliveries SET qty=qty*0.907185 WHERE supplier='Mid-Valley Salt' AND unit='ton'" } }];
    const outs2 = outs.map(o => ({ ...o }));
    const kids = [];
    kids.push(S.tool('run_checks', { suite: 'salt_reconcile' }, outs2[0], { error: '7 failing rows' }));
    fixes.forEach((f, i) => {
      kids.push(S.chain('agent', null, null, [S.llm([{ role: 'user', content: this.goal }], f.why, [{ name: 'execute_sql', args: f.edit }])], { langgraph_node: 'agent' }));
      kids.push(S.chain('tools', null, null, [S.tool('execute_sql', f.edit, `UPDATE ${r.int(1, 6)}`), S.tool('run_checks', { suite: 'salt_reconcile' }, outs2[i + 1], i < 2 ? { error: `${outs2[i + 1].failing_rows} failing rows` } : {})], { langgraph_node: 'tools' }));
    });
    kids.push(S.llm([{ role: 'user', content: this.goal }], 'All reconciliation checks pass (7 -> 3 -> 1 -> 0).'));
    return S.chain('LangGraph', { messages: [this.goal] }, { final: 'checks green' }, kids, { run_type: 'chain' });
  } },
{ n: '05', domain: 'hedge laying competition results site (Playwright)', style: 'claude_sdk',
  isolates: 'Playwright e2e failures drop 3, 2, 0 with distinct fixes to a hedge-laying competition results page.',
  goal: 'Fix the failing e2e tests on the hedge laying championship results site.',
  build(r, S) {
    const outs = [`Running 12 tests using 4 workers\n  ✘ results.spec.ts:14 › shows class winners (${r.ms()}ms)\n  ✘ results.spec.ts:33 › sorts by points (${r.ms()}ms)\n  ✘ entrant.spec.ts:8 › entrant profile photo (${r.ms()}ms)\n  3 failed\n  9 passed (${r.dur()})`,
      `Running 12 tests using 4 workers\n  ✘ results.spec.ts:33 › sorts by points (${r.ms()}ms)\n  ✘ entrant.spec.ts:8 › entrant profile photo (${r.ms()}ms)\n  2 failed\n  10 passed (${r.dur()})`, `Running 12 tests using 4 workers\n  12 passed (${r.dur()})`];
    const kids = [S.tool('Bash', { command: 'npx playwright test' }, outs[0], { error: 'Exit code 1' }),
      S.llm([{ role: 'user', content: this.goal }], 'Class winners heading changed from "Winners" to "Champions" in the CMS; update the locator to role=heading.', [{ name: 'Edit', args: { file_path: 'tests/results.spec.ts', old_string: "getByText('Winners')", new_string: "getByRole('heading', { name: /champions/i })" } }]),
      S.tool('Edit', { file_path: 'tests/results.spec.ts' }, 'updated'), S.tool('Bash', { command: 'npx playwright test' }, outs[1], { error: 'Exit code 1' }),
      S.llm([{ role: 'user', content: this.goal }], 'Sorting compares points as strings ("9" > "12"); parse to numbers in sortEntrants. The photo test fails because the CDN path lost its /img prefix; fix imageUrl().', [{ name: 'MultiEdit', args: { file_path: 'src/lib/results.ts', edits: [{ old_string: 'a.points > b.points', new_string: 'Number(b.points) - Number(a.points)' }, { old_string: '`${CDN}/${id}.jpg`', new_string: '`${CDN}/img/${id}.jpg`' }] } }]),
      S.tool('MultiEdit', { file_path: 'src/lib/results.ts' }, 'applied 2 edits'), S.tool('Bash', { command: 'npx playwright test' }, outs[2]),
      S.llm([{ role: 'user', content: this.goal }], 'All 12 e2e tests pass.')];
    return S.agent('claude-agent-sdk session', { prompt: this.goal }, { subtype: 'success', num_turns: 7 }, kids, { session_id: r.uuid() });
  } },
{ n: '06', domain: 'doll hospital repair tickets (Go tests)', style: 'smolagents',
  isolates: 'go test failures drop 4, 2, 1, 0 over three different code changes in a doll-repair ticketing service.',
  goal: 'Make `go test ./...` pass in the doll hospital ticket service.',
  build(r, S) {
    const g = (n, body) => `${body}FAIL\tdollhospital/tickets\t${r.dur()}\n--- ${n} tests failed`;
    const outs = [g(4, '--- FAIL: TestEstimateEyes (0.00s)\n--- FAIL: TestEstimateWig (0.00s)\n--- FAIL: TestDueDateWeekend (0.00s)\n--- FAIL: TestStatusJSON (0.00s)\n'), g(2, '--- FAIL: TestDueDateWeekend (0.00s)\n--- FAIL: TestStatusJSON (0.00s)\n'), g(1, '--- FAIL: TestStatusJSON (0.00s)\n    status_test.go:22: got "in_progress" want "in-progress"\n'), `ok  \tdollhospital/tickets\t${r.dur()}`];
    const steps = [['Thought: Eye and wig estimates use the old price table; load prices from parts.csv.', 'patch("estimate.go", "priceTable()", "loadParts(\\"parts.csv\\")")'], ['Thought: Due dates skip weekends wrongly; use time.Saturday check on the computed date, not on today.', 'patch("due.go", "now.Weekday()", "due.Weekday()")'], ['Thought: JSON status needs hyphen; add MarshalJSON.', 'patch("status.go", "// marshal", "func (s Status) MarshalJSON() ...")']];
    const kids = [S.tool('python_interpreter', { code: 'print(shell("go test ./..."))' }, outs[0])];
    steps.forEach(([t, c], i) => {
      kids.push(S.chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [S.llm([{ role: 'user', content: this.goal }], `${t}\nCode:\n\`\`\`py\n${c}\nprint(shell("go test ./..."))\n\`\`\``), S.tool('python_interpreter', { code: c }, 'Execution logs:\n' + outs[i + 1])]));
    });
    kids.push(S.llm([{ role: 'user', content: this.goal }], 'Thought: All tests pass.\nCode:\n```py\nfinal_answer("go test ./... passes after 3 fixes")\n```'));
    return S.agent('CodeAgent', { task: this.goal }, 'go test ./... passes after 3 fixes', kids, {});
  } },
];
