// Healthy 1: fix cycle whose failure count drops to zero, each fix different.
export const family = 'shrinking_failure_fix_cycle';
export const loop = false, stagnation = false;
function cycle(R, S, rootName, goal, tool, cmd, outs, fixes, done) {
  const kids = [S.llm([{ role: 'user', content: goal }], 'Run the check first.', [{ name: tool, args: { cmd } }]), S.tool(tool, { cmd }, outs[0])];
  fixes.forEach((f, i) => {
    kids.push(S.llm([{ role: 'user', content: 'output' }], f, [{ name: 'edit_file', args: { change: f } }]));
    kids.push(S.tool('edit_file', { change: f }, 'ok'));
    kids.push(S.tool(tool, { cmd }, outs[i + 1]));
  });
  kids.push(S.llm([{ role: 'user', content: 'output' }], done, []));
  return S.agent(rootName, { goal }, kids, done);
}
export const scenarios = [
{ id: '01', domain: 'orbital debris conjunction tool (Rust clippy)', style: 'vercel', isolates: 'Clippy warnings go 6, 3, 1, 0 with a different lint fixed each round.',
  goal: 'Make cargo clippy -D warnings pass on the conjunction-screening crate.',
  build: (R, S) => cycle(R, S, 'ai.generateText', 'Make cargo clippy -D warnings pass', 'sh', 'cargo clippy -- -D warnings',
    [`error: could not compile \`conjunct\` due to 6 previous errors (needless_range_loop x3, clone_on_copy x2, too_many_arguments x1); finished in ${R.dur()}`, `error: could not compile \`conjunct\` due to 3 previous errors (clone_on_copy x2, too_many_arguments x1)`, `error: could not compile \`conjunct\` due to 1 previous error (too_many_arguments in fn screen_pair)`, `Finished dev [unoptimized + debuginfo] target(s) in ${R.dur()}`],
    ['Replace index loops over tle_set with iter().enumerate() in propagate.rs.', 'Drop .clone() on Copy type StateVector in covariance.rs.', 'Bundle the 9 screen_pair arguments into a ScreeningParams struct.'], 'Clippy is clean: 6 -> 3 -> 1 -> 0 warnings.') },
{ id: '02', domain: 'horse-race handicapping calculator (pytest)', style: 'llamaindex', isolates: 'pytest failures fall 5, 2, 0 as different weight-allowance bugs are fixed.',
  goal: 'Fix the failing handicap weight tests.',
  build: (R, S) => cycle(R, S, 'AgentRunner.chat', 'Fix the failing handicap weight tests', 'shell', 'pytest -q',
    [`5 failed, 38 passed in ${R.dur()}  (apprentice_claim x3, weight_for_age x2)`, `2 failed, 41 passed in ${R.dur()}  (weight_for_age: 3yo in October expects 4 lb)`, `43 passed in ${R.dur()}`],
    ['Apprentice claim should be 7/5/3 lb by winners ridden, not a flat 5 lb.', 'Weight-for-age table indexed month from 0; use calendar months 1-12.'], 'All 43 tests pass.') },
{ id: '03', domain: 'theme park queue-time board (tsc)', style: 'mastra', isolates: 'tsc errors drop 7, 4, 1, 0 with distinct type fixes.',
  goal: 'Get tsc --noEmit clean on the queue-time display board.',
  build: (R, S) => cycle(R, S, 'agent.generate', 'tsc --noEmit clean', 'exec', 'npx tsc --noEmit',
    ['Found 7 errors in 3 files. src/rides.ts:5, src/board.tsx:2, src/api.ts:0', 'Found 4 errors in 2 files. src/board.tsx:2, src/rides.ts:2', 'Found 1 error in src/rides.ts:88 TS2345 string | undefined', ''],
    ['Type the ride feed response as RideWait[] instead of any.', 'Mark closedReason optional in the Ride interface and narrow in the board.', 'Default missing ride zone to "unassigned".'], 'TypeScript build is clean.') },
{ id: '04', domain: 'fuel-card fraud rules engine (Go)', style: 'otel', isolates: 'go test failures fall 4, 2, 0 with a new rule bug each time.',
  goal: 'Make go test ./rules/... pass after the velocity-rule refactor.',
  build: (R, S) => cycle(R, S, 'invoke_agent fraud-dev', 'go test ./rules/... pass', 'run', 'go test ./rules/...',
    [`--- FAIL: TestVelocity (4 cases)\nFAIL\tfleetcard/rules\t${R.dur()}`, `--- FAIL: TestVelocity/two_states_same_hour (2 cases)\nFAIL\tfleetcard/rules\t${R.dur()}`, `ok  \tfleetcard/rules\t${R.dur()}`],
    ['Window comparison used > instead of >= at exactly 60 minutes.', 'Compare station state codes after uppercasing; "tx" vs "TX" split windows.'], 'All rule tests pass.') },
{ id: '05', domain: 'electricity meter-reading file XSD validation', style: 'haystack', isolates: 'Schema violations in a meter-read export go 9, 3, 0.',
  goal: 'Make the daily MDM export validate against the DTC flow XSD.',
  build: (R, S) => cycle(R, S, 'Pipeline.run', 'Make the MDM export validate', 'validate', 'xmllint --schema d0010.xsd export.xml --noout',
    ['export.xml: 9 errors (ReadingDateTime format x6, MeterSerial length x3) fails to validate', 'export.xml: 3 errors (MeterSerial length: expected max 10) fails to validate', 'export.xml validates'],
    ['Emit ReadingDateTime as YYYYMMDDhhmmss not ISO 8601.', 'Strip the manufacturer prefix from meter serials.'], 'Export validates.') },
{ id: '06', domain: 'council bin-collection calendar accessibility', style: 'dspy', isolates: 'axe violations go 5, 2, 1, 0, each fix addressing a different rule.',
  goal: 'Bring the bin-collection calendar page to zero axe violations.',
  build: (R, S) => cycle(R, S, 'ReAct', 'zero axe violations', 'axe', 'npx axe http://localhost:4000/bins',
    ['5 violations: color-contrast (3), label (1), region (1)', '2 violations: label (1), region (1)', '1 violation: region (1)', '0 violations found!'],
    ['Darken garden-waste green to #2E6B30 for 4.8:1 contrast.', 'Add aria-label "Postcode" to the lookup input.', 'Wrap the calendar in a <main> landmark.'], 'Axe reports 0 violations.') },
];
