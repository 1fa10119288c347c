import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'search_refined_with_new_info';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Cline: two grep attempts for a Swift log message find nothing, the build log reveals the message comes from a localized strings table, a search there finds the key and its call site, and the bug is fixed.',
  goal: 'PodcastKit (Swift): users see "Download could not be resumed" even after a successful retry; find where it is emitted and fix it.',
  build: (N) => {
    const kids = [
      llm('cline.api_request', { messages: [] }, '<search_files>\n<path>Sources</path>\n<regex>could not be resumed</regex>\n</search_files>'),
      tool('search_files', { path: 'Sources', regex: 'could not be resumed' }, 'Found 0 results.'),
      llm('cline.api_request', { messages: [] }, '<search_files>\n<path>Sources</path>\n<regex>resum(e|ed|ption)</regex>\n<file_pattern>*.swift</file_pattern>\n</search_files>'),
      tool('search_files', { path: 'Sources', regex: 'resum(e|ed|ption)', file_pattern: '*.swift' }, 'Found 41 results.\n\nSources/PodcastKit/Download/DownloadTask.swift\n│----\n│    func resume() {\n...(40 more, mostly URLSessionTask.resume())'),
      llm('cline.api_request', { messages: [] }, '<thinking>Literal text is not in Swift code and the broad regex is noise. UI strings are probably localized; look in the .xcstrings / .strings resources for the English text.</thinking>\n<search_files>\n<path>Sources/PodcastKit/Resources</path>\n<regex>could not be resumed</regex>\n</search_files>'),
      tool('search_files', { path: 'Sources/PodcastKit/Resources', regex: 'could not be resumed' }, 'Found 1 result.\n\nSources/PodcastKit/Resources/Localizable.xcstrings\n│----\n│        "download.error.resumeFailed" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Download could not be resumed" } } } },\n│----'),
      llm('cline.api_request', { messages: [] }, '<search_files>\n<path>Sources</path>\n<regex>download\\.error\\.resumeFailed</regex>\n</search_files>'),
      tool('search_files', { path: 'Sources', regex: 'download\\.error\\.resumeFailed' }, 'Found 1 result.\n\nSources/PodcastKit/Download/DownloadCoordinator.swift\n│----\n│            if task.resumeData == nil { self.post(.failure(L10n.tr("download.error.resumeFailed"))) }\n│            retry(task)\n│----'),
      llm('cline.api_request', { messages: [] }, '<replace_in_file>\n<path>Sources/PodcastKit/Download/DownloadCoordinator.swift</path>\n<diff>\n<<<<<<< SEARCH\n            if task.resumeData == nil { self.post(.failure(L10n.tr("download.error.resumeFailed"))) }\n            retry(task)\n=======\n            retry(task) { ok in\n                if !ok && task.resumeData == nil { self.post(.failure(L10n.tr("download.error.resumeFailed"))) }\n            }\n>>>>>>> REPLACE\n</diff>\n</replace_in_file>'),
      tool('replace_in_file', { path: 'Sources/PodcastKit/Download/DownloadCoordinator.swift' }, 'The content was successfully saved.'),
      llm('cline.api_request', { messages: [] }, '<execute_command>\n<command>swift test --filter DownloadCoordinatorTests</command>\n</execute_command>'),
      tool('execute_command', { command: 'swift test --filter DownloadCoordinatorTests' }, `Test Suite 'DownloadCoordinatorTests' passed at ${N.isoLocal()}.\n\t Executed 8 tests, with 0 failures (0 unexpected) in ${N.dur(0.1, 0.8)} (${N.dur(0.1, 0.9)}) seconds`),
      llm('cline.api_request', { messages: [] }, '<attempt_completion>\n<result>The error was posted before the retry ran. It is now posted only when the retry fails and there is no resume data. DownloadCoordinatorTests pass (8/8).</result>\n</attempt_completion>'),
    ];
    return agent('cline', { task: 'PodcastKit resume message', model: 'claude-sonnet-4' }, { status: 'completed' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'Codex CLI: `rg` for an OCaml exception name finds nothing, then too much; reading the stack trace gives a module path, and a search restricted to that library with the real constructor name finds the raise site; fix applied and tests pass.',
  goal: 'ocaml-csvkit: `csvkit stats` crashes with `Fatal error: exception Csvkit__Num.Parse_error("")` on empty cells; handle empty cells.',
  build: (N) => {
    const sh = (cmd, out, code = 0) => tool('shell', { command: cmd }, JSON.stringify({ output: out, metadata: { exit_code: code, duration_seconds: Number(N.dur(0.02, 0.4)) } }), code ? `exit_code ${code}` : undefined);
    const call = (cmd, note) => llm('response', { input: [] }, [...(note ? [{ type: 'message', content: note }] : []), { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: cmd }) }]);
    const kids = [
      call(['rg', '-n', 'ParseError', 'src']), sh(['rg', '-n', 'ParseError', 'src'], '', 1),
      call(['rg', '-n', '-i', 'parse', 'src'], 'No CamelCase hit; broaden.'), sh(['rg', '-n', '-i', 'parse', 'src'], 'src/cli/args.ml:12:let parse_args () =\nsrc/lib/reader.ml:33:  let parse_row ...\n... (214 matches)'),
      call(['bash', '-lc', 'OCAMLRUNPARAM=b dune exec csvkit -- stats test/fixtures/empty_cells.csv 2>&1 | head -8'], 'Too broad. Get the backtrace to locate the module.'),
      sh(['bash', '-lc', 'OCAMLRUNPARAM=b ...'], 'Fatal error: exception Csvkit__Num.Parse_error("")\nRaised at Csvkit__Num.of_string in file "src/lib/num.ml", line 27, characters 12-29\nCalled from Csvkit__Stats.fold_column in file "src/lib/stats.ml", line 41, characters 20-37\nCalled from Stdlib__List.fold_left in file "list.ml", line 123, characters 24-34', 2),
      call(['rg', '-n', 'Parse_error|of_string', 'src/lib/num.ml', 'src/lib/stats.ml'], 'Backtrace names src/lib/num.ml and the constructor is Parse_error with an underscore. Search those files.'),
      sh(['rg', '-n', 'Parse_error|of_string', 'src/lib/num.ml', 'src/lib/stats.ml'], 'src/lib/num.ml:3:exception Parse_error of string\nsrc/lib/num.ml:27:  | _ -> raise (Parse_error s)\nsrc/lib/stats.ml:41:      let v = Num.of_string cell in'),
      llm('response', { input: [] }, [{ type: 'message', content: 'Skip empty cells in fold_column instead of parsing them.' }, { type: 'function_call', name: 'apply_patch', arguments: JSON.stringify({ input: '*** Begin Patch\n*** Update File: src/lib/stats.ml\n@@\n-      let v = Num.of_string cell in\n-      add acc v\n+      if String.trim cell = "" then { acc with missing = acc.missing + 1 }\n+      else add acc (Num.of_string cell)\n*** End Patch' }) }]),
      tool('apply_patch', {}, JSON.stringify({ output: 'Success. Updated the following files:\nM src/lib/stats.ml', metadata: { exit_code: 0 } })),
      call(['dune', 'test']), sh(['dune', 'test'], `Testing \`csvkit'.\nThis run has ID \`${N.b62(8).toUpperCase()}'.\n\n  [OK]          stats          0   empty cells counted as missing.\n  [OK]          stats          1   mean.\n  [OK]          reader         0   quoted fields.\n\nFull test results in \`~/ocaml-csvkit/_build/default/test/_build/_tests/csvkit'.\nTest Successful in ${N.dur(0.01, 0.2)}s. 14 tests run.`),
      llm('response', { input: [] }, [{ type: 'message', content: 'Empty cells are now counted as missing instead of raising Parse_error; 14 tests pass.' }]),
    ];
    return agent('codex', { model: 'o4-mini' }, { status: 'completed' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Moatless-style semantic search for a Julia method returns irrelevant hits twice; a class/function-name search using the name seen in the MethodError finds the definition and the fix lands.',
  goal: 'StaticGraphs.jl: `neighbors(g, v)` throws MethodError for `StaticDiGraph{UInt16}`; support small integer types.',
  build: (N) => {
    const kids = [
      llm('completion', { messages: [] }, { thoughts: 'Search for the neighbors implementation.', action: { name: 'SemanticSearch', query: 'neighbors function for static directed graph' } }),
      tool('SemanticSearch', { query: 'neighbors function for static directed graph' }, 'Found 3 code sections:\ndocs/src/index.md lines 20-34 (score 0.71)\ntest/runtests.jl lines 88-97 (score 0.69)\nREADME.md lines 5-19 (score 0.66)'),
      llm('completion', { messages: [] }, { thoughts: 'Only docs and tests. Narrow to src/.', action: { name: 'SemanticSearch', query: 'outneighbors adjacency rowval', file_pattern: 'src/*.jl' } }),
      tool('SemanticSearch', { query: 'outneighbors adjacency rowval', file_pattern: 'src/*.jl' }, 'Found 1 code section:\nsrc/overrides.jl lines 1-12 (score 0.58): `import Graphs: nv, ne, is_directed`'),
      llm('completion', { messages: [] }, { thoughts: 'The MethodError in the issue says `no method matching fadj(::StaticDiGraph{UInt16, UInt16}, ::Int64)`. Search for the function name fadj directly.', action: { name: 'FindFunction', function_name: 'fadj' } }),
      tool('FindFunction', { function_name: 'fadj' }, 'src/staticdigraph.jl\n  41 fadj(g::StaticDiGraph{T,U}, s::T) where {T<:Integer, U<:Integer} = _fvview(g, s)\n  42 fadj(g::StaticDiGraph) = [fadj(g, v) for v in vertices(g)]'),
      llm('completion', { messages: [] }, { thoughts: 'The method requires s::T, so an Int64 vertex does not dispatch for T=UInt16. Accept any Integer and convert.', action: { name: 'StringReplace', path: 'src/staticdigraph.jl', old_str: 'fadj(g::StaticDiGraph{T,U}, s::T) where {T<:Integer, U<:Integer} = _fvview(g, s)', new_str: 'fadj(g::StaticDiGraph{T,U}, s::Integer) where {T<:Integer, U<:Integer} = _fvview(g, T(s))' } }),
      tool('StringReplace', { path: 'src/staticdigraph.jl' }, 'The file src/staticdigraph.jl has been edited.'),
      llm('completion', { messages: [] }, { thoughts: 'Run the tests.', action: { name: 'RunTests', test_files: ['test/runtests.jl'] } }),
      tool('RunTests', { test_files: ['test/runtests.jl'] }, `Test Summary:  | Pass  Total     Time\nStaticGraphs   |  312    312  ${N.dur(8, 20)}s\n     Testing StaticGraphs tests passed`),
      llm('completion', { messages: [] }, { thoughts: 'All 312 pass, including the UInt16 case. Finish.', action: { name: 'Finish', finish_reason: 'fadj accepts any Integer vertex and converts to the graph eltype.' } }),
    ];
    return agent('moatless.loop', { instance: 'staticgraphs-issue-61' }, { status: 'finished' }, kids);
  },
},
];
