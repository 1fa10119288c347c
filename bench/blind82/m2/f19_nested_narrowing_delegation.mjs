import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'nested_narrowing_delegation';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Claude Code Task nesting three deep on a Nim repo: "fix the release build" → "find which module breaks under -d:release" → "explain why `assert` side effect vanishes in strutils2.nim"; each level narrower, answers flow up, fix lands.',
  goal: 'nim-slugify: `nimble build -d:release` produces slugs with leading dashes while debug builds are fine; fix it.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const l3 = agent('Task:general-purpose', { prompt: 'In src/slugify/strutils2.nim, explain why trimDashes behaves differently with -d:release. Read only that file.' }, { result: 'Line 23: `assert s.stripLeading(\'-\')` has the mutation inside assert; -d:release disables asserts, so the strip never runs.' }, [
      llm('assistant', [], [tu('Read', { file_path: 'src/slugify/strutils2.nim' })]),
      tool('Read', { file_path: 'src/slugify/strutils2.nim' }, '    20\tproc trimDashes*(s: var string) =\n    21\t  ## remove leading/trailing dashes\n    22\t  while s.endsWith(\'-\'): s.setLen(s.len - 1)\n    23\t  assert s.stripLeading(\'-\')\n    24\t'),
      llm('assistant', [], [{ type: 'text', text: 'Line 23: `assert s.stripLeading(\'-\')` has the mutation inside assert; -d:release disables asserts, so the strip never runs.' }]),
    ]);
    const l2 = agent('Task:general-purpose', { prompt: 'Find which module produces different output under -d:release for input "--Hello World". Compare per-module debug vs release output.' }, { result: 'Only trimDashes differs (debug "hello-world", release "--hello-world"). Cause: assert with side effect at strutils2.nim:23.' }, [
      llm('assistant', [], [tu('Bash', { command: 'for m in normalize transliterate strutils2; do echo "== $m"; nim r --hints:off tests/probe_$m.nim "--Hello World"; nim r -d:release --hints:off tests/probe_$m.nim "--Hello World"; done' })]),
      tool('Bash', {}, { stdout: '== normalize\n--hello world\n--hello world\n== transliterate\n--Hello World\n--Hello World\n== strutils2\nhello-world\n--hello-world', stderr: '', exit_code: 0 }),
      llm('assistant', [], [tu('Task', { description: 'Explain strutils2 release diff', prompt: 'In src/slugify/strutils2.nim, explain why trimDashes behaves differently with -d:release. Read only that file.', subagent_type: 'general-purpose' })]),
      l3,
      llm('assistant', [], [{ type: 'text', text: 'Only trimDashes differs (debug "hello-world", release "--hello-world"). Cause: assert with side effect at strutils2.nim:23.' }]),
    ]);
    const l1 = agent('Task:general-purpose', { prompt: 'Fix the release-build slug bug in nim-slugify: find the cause and propose a minimal patch.' }, { result: 'Replace the assert with a plain call: `discard s.stripLeading(\'-\')`. Proposed patch ready.' }, [
      llm('assistant', [], [tu('Task', { description: 'Locate release-only diff', prompt: 'Find which module produces different output under -d:release for input "--Hello World". Compare per-module debug vs release output.', subagent_type: 'general-purpose' })]),
      l2,
      llm('assistant', [], [{ type: 'text', text: 'Replace the assert with a plain call: `discard s.stripLeading(\'-\')`. Proposed patch ready.' }]),
    ]);
    return agent('claude-code', { cwd: '/home/yu/nim-slugify', session_id: N.uuid() }, { subtype: 'success' }, [
      llm('assistant', [], [tu('Task', { description: 'Fix release slug bug', prompt: 'Fix the release-build slug bug in nim-slugify: find the cause and propose a minimal patch.', subagent_type: 'general-purpose' })]),
      l1,
      llm('assistant', [], [tu('Edit', { file_path: 'src/slugify/strutils2.nim', old_string: "  assert s.stripLeading('-')", new_string: "  discard s.stripLeading('-')" })]),
      tool('Edit', {}, 'The file src/slugify/strutils2.nim has been updated.'),
      llm('assistant', [], [tu('Bash', { command: 'nimble test -d:release 2>&1 | tail -3' })]),
      tool('Bash', {}, { stdout: `  [OK] leading dashes\n  [OK] unicode\n   Success:  Execution finished\n   Success:  All tests passed (${N.dur(1, 4)}s)`, stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'text', text: 'Fixed: trimDashes had its strip inside `assert`, which -d:release removes. Now a plain call; release tests pass.' }]),
    ]);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'OpenHands AgentDelegateAction chain for an R package: CodeAct → "find slow function" → "profile only summarise_groups()" → "benchmark two data.table variants"; each delegate returns new numbers and the parent applies the faster variant.',
  goal: 'rtidylog (R): `summarise_log()` got 8x slower in 0.5.0; find and fix the regression.',
  build: (N) => {
    const leaf = agent('delegate:BenchAgent', { task: 'Benchmark two variants of summarise_groups on data/bench_1e6.rds: current dplyr::group_by/summarise vs data.table [, .N, by]. Report median ms.' }, { outputs: { current_ms: 2410, dt_ms: 188 } }, [
      llm('BenchAgent.step', { messages: [] }, { content: 'Run bench::mark with 10 iterations.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"Rscript bench/groups.R"}' } }] }),
      tool('CmdRunAction', { command: 'Rscript bench/groups.R' }, { content: `# A tibble: 2 × 6\n  expression      min   median \`itr/sec\` mem_alloc \`gc/sec\`\n  <bch:expr> <bch:tm> <bch:tm>     <dbl> <bch:byt>    <dbl>\n1 current       2.31s    2.41s     0.415    1.02GB     3.1\n2 data_table  176.2ms  188.4ms     5.31     84.6MB     1.2\n[The command completed with exit code 0.]`, exit_code: 0 }),
    ]);
    const mid = agent('delegate:ProfileAgent', { task: 'Profile only summarise_groups() on data/bench_1e6.rds and report the hottest call.' }, { outputs: { hottest: 'vctrs::vec_rbind inside purrr::map_dfr, 71% of time', bench: { current_ms: 2410, dt_ms: 188 } } }, [
      llm('ProfileAgent.step', { messages: [] }, { content: 'Use profvis in non-interactive mode and dump the top frames.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"Rscript -e \'p <- profvis::profvis(rtidylog:::summarise_groups(readRDS(\\"data/bench_1e6.rds\\"))); print(head(summaryRprof(p$x$message$prof)$by.total, 5))\'"}' } }] }),
      tool('CmdRunAction', { command: 'Rscript -e ...' }, { content: '                       total.time total.pct self.time self.pct\n"summarise_groups"          2.44    100.0      0.02     0.8\n"purrr::map_dfr"            2.20     90.2      0.01     0.4\n"vctrs::vec_rbind"          1.73     70.9      1.73    70.9\n"dplyr::summarise"          0.31     12.7      0.05     2.0\n[The command completed with exit code 0.]', exit_code: 0 }),
      llm('ProfileAgent.step', { messages: [] }, { content: 'vec_rbind from map_dfr is 71%. Delegate a benchmark of a vectorised alternative.', tool_calls: [{ function: { name: 'delegate', arguments: '{"agent":"BenchAgent"}' } }] }),
      leaf,
    ]);
    const top = agent('delegate:LocateAgent', { task: 'Find which exported function regressed between 0.4.2 and 0.5.0 using the bench script; report the function.' }, { outputs: { function: 'summarise_groups', detail: mid.output } }, [
      llm('LocateAgent.step', { messages: [] }, { content: 'Compare timings per internal function at both tags.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"for t in v0.4.2 v0.5.0; do git checkout -q $t && R CMD INSTALL -q . >/dev/null && Rscript bench/per_fn.R; done"}' } }] }),
      tool('CmdRunAction', { command: 'for t in v0.4.2 v0.5.0; ...' }, { content: `v0.4.2 parse_lines 0.41s summarise_groups 0.29s format_out 0.05s\nv0.5.0 parse_lines 0.43s summarise_groups 2.44s format_out 0.05s\n[The command completed with exit code 0.]\n[Command finished in ${N.dur(40, 90)}s]`, exit_code: 0 }),
      llm('LocateAgent.step', { messages: [] }, { content: 'summarise_groups went 0.29s → 2.44s. Delegate profiling of just that function.', tool_calls: [{ function: { name: 'delegate', arguments: '{"agent":"ProfileAgent"}' } }] }),
      mid,
    ]);
    return agent('openhands', { agent_class: 'CodeActAgent' }, { agent_state: 'finished' }, [
      llm('CodeActAgent.step', { messages: [] }, { content: 'Delegate locating the regressed function.', tool_calls: [{ function: { name: 'delegate', arguments: '{"agent":"LocateAgent"}' } }] }),
      top,
      llm('CodeActAgent.step', { messages: [] }, { content: 'Replace map_dfr + summarise with a data.table aggregation in R/summarise.R (2410 ms → 188 ms in the delegate benchmark).', tool_calls: [{ function: { name: 'str_replace_editor', arguments: '{"command":"str_replace","path":"/workspace/rtidylog/R/summarise.R"}' } }] }),
      tool('FileEditAction', { path: '/workspace/rtidylog/R/summarise.R', old_str: 'purrr::map_dfr(split(df, df$group), ~ dplyr::summarise(.x, n = dplyr::n(), last = max(.x$ts)))', new_str: 'data.table::as.data.table(df)[, .(n = .N, last = max(ts)), by = group]' }, { content: 'The file /workspace/rtidylog/R/summarise.R has been edited.' }),
      tool('CmdRunAction', { command: 'Rscript -e "devtools::test()" | tail -4' }, { content: `══ Results ═════════════════\nDuration: ${N.dur(2, 6)} s\n\n[ FAIL 0 | WARN 0 | SKIP 1 | PASS 57 ]\n[The command completed with exit code 0.]`, exit_code: 0 }),
      llm('CodeActAgent.step', { messages: [] }, { content: 'Regression fixed: summarise_groups uses data.table again (≈13x faster than 0.5.0); tests pass 57/57 (1 skipped).', tool_calls: [{ function: { name: 'finish', arguments: '{}' } }] }),
    ]);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Goose with subagents on an OCaml monorepo: lead → "bisect the opam switch breakage" → "build only lib/crypto with each candidate zarith" → "read the one changed signature"; each level narrower, results returned, done.',
  goal: 'ocaml-pay-monorepo: after `opam upgrade`, `dune build` fails in lib/crypto; pin whatever broke and open a follow-up.',
  build: (N) => {
    const sh = (cmd, out) => tool('developer__shell', { command: cmd }, [{ type: 'text', text: out }]);
    const req = (name, args, text) => llm('goose.reply', { messages: [] }, { content: [...(text ? [{ type: 'text', text }] : []), { type: 'toolRequest', toolCall: { name, arguments: args } }] });
    const leaf = agent('subagent:sig-reader', { instructions: 'Open zarith 1.14 z.mli and report the signature of Z.to_bits and whether it changed from 1.13.' }, { result: 'Z.to_bits : t -> string is new in 1.14 (little-endian); through `open Z` it shadows lib/crypto\'s own big-endian to_bits.' }, [
      req('developer__shell', { command: 'grep -n "to_bits" $(opam var zarith:lib)/z.mli' }),
      sh('grep -n "to_bits" ~/.opam/default/lib/zarith/z.mli', '1003:val to_bits: t -> string\n1004:(** Return a string giving the unsigned binary representation of the argument, little-endian. @since 1.14 *)'),
      llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: 'Z.to_bits is new in 1.14 (little-endian string). lib/crypto does `open Z` and defines its own big-endian to_bits earlier, so the `open` now shadows it with a different type.' }] }),
    ]);
    const mid = agent('subagent:build-probe', { instructions: 'Build only lib/crypto with zarith 1.13 and 1.14 and report which fails and the first error.' }, { result: '1.13 builds; 1.14 fails at lib/crypto/ecdsa.ml:58:21 (string vs bytes). Signature detail from sig-reader attached.' }, [
      req('developer__shell', { command: 'for v in 1.13 1.14; do opam pin -y -n zarith $v >/dev/null && opam install -y zarith >/dev/null; echo "== $v"; dune build lib/crypto 2>&1 | head -6; done' }),
      sh('for v in 1.13 1.14; ...', `== 1.13\n== 1.14\nFile "lib/crypto/ecdsa.ml", line 58, characters 21-33:\n58 |   let r_bytes = to_bits r in\n                          ^^^^^^^^^^^^\nError: This expression has type string but an expression was expected of type bytes`),
      req('subagent__run', { instructions: 'Open zarith 1.14 z.mli and report the signature of Z.to_bits and whether it changed from 1.13.' }, 'Only 1.14 breaks; get the exact signature.'),
      leaf,
    ]);
    const top = agent('subagent:bisect', { instructions: 'Find which package upgraded by the last `opam upgrade` breaks lib/crypto.' }, { result: 'zarith 1.13 → 1.14; see build-probe result.' }, [
      req('developer__shell', { command: 'opam switch export - | diff <(git show HEAD:opam.export) - | grep "^[<>].*lib/crypto\\|zarith\\|mirage-crypto\\|digestif"' }),
      sh('opam switch export ...', '< "zarith" {= "1.13"}\n> "zarith" {= "1.14"}\n< "digestif" {= "1.2.0"}\n> "digestif" {= "1.2.0"}'),
      req('subagent__run', { instructions: 'Build only lib/crypto with zarith 1.13 and 1.14 and report which fails and the first error.' }, 'Only zarith among lib/crypto deps changed version.'),
      mid,
    ]);
    return agent('goose', { provider: 'anthropic', model: 'claude-sonnet-4', session: N.b62(8) }, { status: 'completed' }, [
      req('subagent__run', { instructions: 'Find which package upgraded by the last `opam upgrade` breaks lib/crypto.' }, 'Delegating the bisect.'),
      top,
      req('developer__shell', { command: 'opam pin -y zarith 1.13 && dune build 2>&1 | tail -2 && gh issue create -t "lib/crypto: adapt to zarith 1.14 Z.to_bits" -b "Z.to_bits (1.14, LE string) shadows our big-endian to_bits via open Z at lib/crypto/ecdsa.ml. Pinned zarith 1.13 for now."' }, 'Pin 1.13 and open the follow-up.'),
      sh('opam pin -y zarith 1.13 && ...', `zarith is now pinned to version 1.13\nDone: ${N.int(400, 900)}/${N.int(900, 1000)} (jobs: 0)\nhttps://github.com/paycorp/ocaml-pay-monorepo/issues/${N.int(300, 400)}`),
      llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: 'Build is green with zarith pinned to 1.13; follow-up issue opened to rename our to_bits or drop `open Z` in ecdsa.ml.' }] }),
    ]);
  },
},
];
