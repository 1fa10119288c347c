import { agent, llm, tool, truncate } from './lib.mjs';
export const FAMILY = 'long_step_restated';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: true,
  isolates: 'SWE-agent thought repeated near-verbatim (40+ words) after re-opening the same file that shows the same lines; run is then cut off.',
  goal: 'swift-collections-ext: `OrderedSetTests.testRemoveAllWhere` crashes with index out of range; fix OrderedSet.removeAll(where:).',
  build: (N) => {
    const sys = { role: 'system', content: 'You are an autonomous programmer working in a bash shell. Reply with DISCUSSION then one COMMAND.' };
    const thought = 'DISCUSSION\nThe crash comes from removeAll(where:) mutating `_elements` while iterating over `indices`, so after the first removal every later index is shifted by one and the last index is past the end. I should rewrite the loop to walk backwards from endIndex or collect the indices first and then remove them in reverse order, and afterwards rebuild the hash table once instead of per element.';
    const open = `[File: /repo/Sources/OrderedCollectionsExt/OrderedSet+RemoveAll.swift (58 lines total)]\n(12 more lines above)\n13:  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {\n14:    for i in _elements.indices {\n15:      if try shouldBeRemoved(_elements[i]) {\n16:        _elements.remove(at: i)\n17:        _table?.remove(at: i)\n18:      }\n19:    }\n20:    _checkInvariants()\n21:  }\n(37 more lines below)`;
    return agent('swe-agent', { instance_id: 'swift-collections-ext__412', model: 'gpt-4o-2024-08-06' }, { exit_status: 'exit_cost', submission: null }, [
      llm('model.query', [sys, { role: 'user', content: 'ISSUE: testRemoveAllWhere crashes with Fatal error: Index out of range' }], 'DISCUSSION\nLet me run the failing test first.\nCOMMAND\nswift test --filter OrderedSetTests/testRemoveAllWhere'),
      tool('bash', { command: 'swift test --filter OrderedSetTests/testRemoveAllWhere' }, `Building for debugging...\n[${N.int(3,9)}/${N.int(10,14)}] Compiling OrderedCollectionsExt OrderedSet+RemoveAll.swift\nBuild complete! (${N.dur(4,12)}s)\nTest Suite 'Selected tests' started at ${N.isoLocal()}.\nTest Case '-[OrderedCollectionsExtTests.OrderedSetTests testRemoveAllWhere]' started.\nSwift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range\n0  libswiftCore.so  ${N.addr()} _assertionFailure + 345\n1  OrderedCollectionsExtPackageTests.xctest ${N.addr()} OrderedSet.removeAll(where:) + 612\nerror: Exited with signal code 4`),
      llm('model.query', [sys, { role: 'user', content: 'Observation: (test output above)' }], 'DISCUSSION\nOpen the implementation.\nCOMMAND\nopen Sources/OrderedCollectionsExt/OrderedSet+RemoveAll.swift 13'),
      tool('open', { path: 'Sources/OrderedCollectionsExt/OrderedSet+RemoveAll.swift', line: 13 }, open),
      llm('model.query', [sys, { role: 'user', content: open }], thought + '\nCOMMAND\ngoto 13'),
      tool('goto', { line: 13 }, open),
      llm('model.query', [sys, { role: 'user', content: open }], thought.replace('I should rewrite', 'I need to rewrite').replace('and afterwards', 'and then') + '\nCOMMAND\ngoto 13'),
    ], { max_steps_reached: false, cost_usd: 3.02, cost_limit: 3.0 });
  },
},
{
  id: '02', loop: true, stagnation: true,
  isolates: 'Claude Code: a long plan paragraph for a Haskell type error is restated almost word for word after re-reading an unchanged file; then the session ends with no edit.',
  goal: 'hs-ledger-core: `cabal build` fails after bumping aeson to 2.2; make it compile.',
  build: (N) => {
    const plan = "The error is in src/Ledger/Json.hs: aeson 2.2 moved `Data.Aeson.KeyMap` helpers and `Key` is no longer a type synonym for Text, so `HM.lookup \"amount\" o` no longer typechecks. The fix is to import Data.Aeson.Key (fromText) and Data.Aeson.KeyMap as KM, replace the HashMap lookups with KM.lookup, and convert the literal keys with fromText. I'll also need to adjust the instance for Posting that folds over the object.";
    const file = `    1\t{-# LANGUAGE OverloadedStrings #-}\n    2\tmodule Ledger.Json (parsePosting) where\n    3\t\n    4\timport qualified Data.HashMap.Strict as HM\n    5\timport Data.Aeson\n    6\timport Data.Aeson.Types (Parser)\n    7\t\n    8\tparsePosting :: Value -> Parser Posting\n    9\tparsePosting = withObject "Posting" $ \\o ->\n   10\t  case HM.lookup "amount" o of\n   11\t    Just v  -> Posting <$> parseJSON v <*> o .: "account"\n   12\t    Nothing -> fail "missing amount"`;
    const err = `Build profile: -w ghc-9.6.4 -O1\nIn order, the following will be built (use -v for more details):\n - hs-ledger-core-0.4.1 (lib) (file src/Ledger/Json.hs changed)\nPreprocessing library for hs-ledger-core-0.4.1..\nBuilding library for hs-ledger-core-0.4.1..\n[3 of 9] Compiling Ledger.Json      ( src/Ledger/Json.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.4/hs-ledger-core-0.4.1/build/Ledger/Json.o )\n\nsrc/Ledger/Json.hs:10:24: error: [GHC-83865]\n    • Couldn't match expected type: HM.HashMap Text v0\n                  with actual type: Object\n    • In the second argument of ‘HM.lookup’, namely ‘o’\n   |\n10 |   case HM.lookup "amount" o of\n   |                        ^\nError: cabal: Failed to build hs-ledger-core-0.4.1.`;
    const tu = (id, name, input) => ({ type: 'tool_use', id, name, input });
    return agent('claude-code', { cwd: '/home/dev/hs-ledger-core', session_id: N.uuid() }, { stop_reason: 'end_turn', result: 'Interrupted by user' }, [
      llm('assistant', [{ role: 'user', content: 'cabal build fails after bumping aeson to 2.2, please fix' }], [{ type: 'text', text: "I'll reproduce the build failure first." }, tu('toolu_01' + N.b62(20), 'Bash', { command: 'cabal build 2>&1 | tail -20', description: 'Build the library' })]),
      tool('Bash', { command: 'cabal build 2>&1 | tail -20' }, { stdout: err, stderr: '', interrupted: false, isImage: false }),
      llm('assistant', [{ role: 'user', content: [{ type: 'tool_result', content: err }] }], [{ type: 'text', text: 'Let me look at the module.' }, tu('toolu_01' + N.b62(20), 'Read', { file_path: '/home/dev/hs-ledger-core/src/Ledger/Json.hs' })]),
      tool('Read', { file_path: '/home/dev/hs-ledger-core/src/Ledger/Json.hs' }, file),
      llm('assistant', [{ role: 'user', content: [{ type: 'tool_result', content: file }] }], [{ type: 'text', text: plan }, tu('toolu_01' + N.b62(20), 'Read', { file_path: '/home/dev/hs-ledger-core/src/Ledger/Json.hs', offset: 1, limit: 40 })]),
      tool('Read', { file_path: '/home/dev/hs-ledger-core/src/Ledger/Json.hs', offset: 1, limit: 40 }, file),
      llm('assistant', [{ role: 'user', content: [{ type: 'tool_result', content: file }] }], [{ type: 'text', text: plan.replace("I'll also need to", 'I will also have to').replace('The fix is to', 'So the fix is to') }]),
    ], { total_cost_usd: 0.41, num_turns: 4 });
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Devin-like plan/step log: the same long "current understanding" step is written twice around a terraform validate that prints the same error; the session hits its time budget.',
  goal: 'infra-edge-cdn (Terraform): upgrade hashicorp/aws provider 4.x to 5.x and get `terraform validate` green.',
  build: (N) => {
    const understanding = 'Current understanding: provider 5.x removed the inline `logging` block from aws_s3_bucket, so modules/cdn_origin/main.tf line 41 must move that configuration into a separate aws_s3_bucket_logging resource referencing the bucket id, and the `acl` argument should move to aws_s3_bucket_acl with an ownership controls resource first, otherwise apply will fail on new buckets.';
    const val = (t) => `\u001b[31m╷\u001b[0m\n\u001b[31m│\u001b[0m \u001b[1m\u001b[31mError: \u001b[0m\u001b[0m\u001b[1mUnsupported block type\u001b[0m\n\u001b[31m│\u001b[0m \n\u001b[31m│\u001b[0m \u001b[0m  on modules/cdn_origin/main.tf line 41, in resource "aws_s3_bucket" "origin":\n\u001b[31m│\u001b[0m   41:   \u001b[4mlogging\u001b[0m {\u001b[0m\n\u001b[31m│\u001b[0m \n\u001b[31m│\u001b[0m Blocks of type "logging" are not expected here.\n\u001b[31m╵\u001b[0m\n`;
    return agent('devin-session', { session: 'devin-' + N.hex(32), repo: 'acme/infra-edge-cdn' }, { status: 'blocked', reason: 'session time limit (45 min) reached' }, [
      { type: 'chain', name: 'planner', input: { goal: 'upgrade aws provider' }, output: { plan: ['Bump version constraint in versions.tf', 'terraform init -upgrade', 'Fix validate errors', 'Open PR'] }, children: [
        llm('plan', { prompt: 'Make a plan for: upgrade hashicorp/aws provider to 5.x' }, '1. Bump version constraint in versions.tf\n2. terraform init -upgrade\n3. Fix validate errors\n4. Open PR'),
      ] },
      tool('shell', { cmd: ['sed', '-i', 's/~> 4.67/~> 5.31/', 'versions.tf'] }, { exit: 0, out: '' }),
      tool('shell', { cmd: ['terraform', 'init', '-upgrade', '-no-color'] }, { exit: 0, out: `Initializing modules...\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching "~> 5.31"...\n- Installing hashicorp/aws v5.31.0...\n- Installed hashicorp/aws v5.31.0 (signed by HashiCorp)\n\nTerraform has been successfully initialized!` }),
      tool('shell', { cmd: ['terraform', 'validate'] }, { exit: 1, out: val() }, 'exit status 1'),
      llm('step', { prompt: 'Step 3/4: Fix validate errors. Last observation: ' + 'Unsupported block type logging' }, understanding + '\nNext: re-run validate to confirm the only remaining error is the logging block.'),
      tool('shell', { cmd: ['terraform', 'validate'] }, { exit: 1, out: val() }, 'exit status 1'),
      llm('step', { prompt: 'Step 3/4: Fix validate errors. Last observation: Unsupported block type logging' }, understanding.replace('Current understanding:', 'My current understanding:').replace('otherwise apply will fail', 'or apply will fail') + '\nNext: re-run validate to confirm the only remaining error is the logging block.'),
    ], { elapsed: '45m02s', acu_used: 6.4 });
  },
},
];
