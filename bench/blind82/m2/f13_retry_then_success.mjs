import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'retry_then_success';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Aider: `cabal update` fails twice with the same 503 from Hackage, succeeds on the third try, then the dependency bump builds and is committed.',
  goal: 'hs-mustache-lite: bump megaparsec bound to allow 9.7 and make sure it builds.',
  build: (N) => {
    const e503 = () => `Downloading the latest package list from hackage.haskell.org\nError: cabal: Failed to download https://hackage.haskell.org/01-index.tar.gz : HttpCode 503 (x-served-by: cache-${N.pick(['fra', 'ams', 'lhr'])}-${N.int(1000000, 9999999)}-${N.pick(['FRA', 'AMS', 'LHR'])}, x-timer: S${N.epoch()}.${N.int(100000, 999999)},VS0,VE${N.int(1, 40)})`;
    const kids = [
      llm('aider.send', { messages: [] }, 'Relax the bound in the cabal file:\n\nmustache-lite.cabal\n```\n<<<<<<< SEARCH\n    , megaparsec >=9.2 && <9.6\n=======\n    , megaparsec >=9.2 && <9.8\n>>>>>>> REPLACE\n```\n\nThen refresh the index and build:\n```bash\ncabal update && cabal build\n```'),
      tool('apply_edit', { path: 'mustache-lite.cabal' }, 'Applied edit to mustache-lite.cabal'),
      tool('run', { cmd: 'cabal update' }, e503(), 'exit 1'),
      llm('aider.send', { messages: [] }, 'Hackage returned a 503 from the CDN; that is transient. Retry in a bit.\n```bash\nsleep 20 && cabal update\n```'),
      tool('run', { cmd: 'sleep 20 && cabal update' }, e503(), 'exit 1'),
      llm('aider.send', { messages: [] }, 'Still 503; wait longer before the next attempt.\n```bash\nsleep 60 && cabal update\n```'),
      tool('run', { cmd: 'sleep 60 && cabal update' }, `Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nThe index-state is set to ${N.iso().replace(/\.\d+Z/, 'Z')}.`),
      tool('run', { cmd: 'cabal build' }, `Resolving dependencies...\nBuild profile: -w ghc-9.8.2 -O1\n - megaparsec-9.7.0 (lib) (requires build)\n - mustache-lite-0.2.3 (lib) (first run)\n[1 of 6] Compiling Text.Mustache.Types\n...\n[6 of 6] Compiling Text.Mustache`),
      llm('aider.send', { messages: [] }, 'Index updated on the third attempt and the library builds against megaparsec 9.7.0. Committing.'),
      tool('git_commit', { message: 'Allow megaparsec 9.7' }, `Commit ${N.short()} build: allow megaparsec <9.8`),
    ];
    return agent('aider', { model: 'claude-3-5-sonnet', edit_format: 'diff' }, { result: 'done' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'Claude Code: `dart pub get` fails once with a connection reset to pub.dev, the retry succeeds and the upgraded package passes its tests.',
  goal: 'flutter-ble-scan (Dart): upgrade `collection` to ^1.19.0 and fix any analyzer issues.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const kids = [
      llm('assistant', [], [tu('Edit', { file_path: 'pubspec.yaml', old_string: '  collection: ^1.17.2', new_string: '  collection: ^1.19.0' })]),
      tool('Edit', { file_path: 'pubspec.yaml' }, 'The file pubspec.yaml has been updated.'),
      llm('assistant', [], [tu('Bash', { command: 'dart pub get' })]),
      tool('Bash', { command: 'dart pub get' }, { stdout: 'Resolving dependencies...', stderr: `Got socket error trying to find package collection at https://pub.dev.\nSocketException: Connection reset by peer (OS Error: Connection reset by peer, errno = 104), address = pub.dev, port = ${N.port()}`, exit_code: 69 }, 'Exit code 69'),
      llm('assistant', [], [{ type: 'text', text: 'Connection reset talking to pub.dev (exit 69 = unavailable). Retrying once.' }, tu('Bash', { command: 'dart pub get' })]),
      tool('Bash', { command: 'dart pub get' }, { stdout: `Resolving dependencies...\nDownloading packages...\n> collection 1.19.1 (was 1.17.2)\n  meta 1.15.0 (1.16.0 available)\nChanged 1 dependency!`, stderr: '', exit_code: 0 }),
      llm('assistant', [], [tu('Bash', { command: 'dart analyze && dart test' })]),
      tool('Bash', { command: 'dart analyze && dart test' }, { stdout: `Analyzing flutter-ble-scan...\n\n   info - lib/src/dedupe.dart:14:20 - 'whereNotNull' is deprecated and shouldn't be used. Use .nonNulls instead. - deprecated_member_use\n\n1 issue found.`, stderr: '', exit_code: 1 }, 'Exit code 1'),
      llm('assistant', [], [tu('Edit', { file_path: 'lib/src/dedupe.dart', old_string: 'devices.whereNotNull()', new_string: 'devices.nonNulls' })]),
      tool('Edit', { file_path: 'lib/src/dedupe.dart' }, 'The file lib/src/dedupe.dart has been updated.'),
      llm('assistant', [], [tu('Bash', { command: 'dart analyze && dart test' })]),
      tool('Bash', { command: 'dart analyze && dart test' }, { stdout: `Analyzing flutter-ble-scan...\nNo issues found!\n00:0${N.int(2, 6)} +27: All tests passed!`, stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'text', text: 'collection is at 1.19.1, the one deprecation is fixed (whereNotNull → nonNulls), analyzer is clean and 27 tests pass.' }]),
    ];
    return agent('claude-code', { cwd: '/Users/pat/flutter-ble-scan', session_id: N.uuid() }, { subtype: 'success' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'AutoCodeRover-style run: `dotnet restore` hits NuGet 429 rate limiting three times (Retry-After honoured), succeeds on the fourth, then the patch is validated by tests.',
  goal: 'Serilog.Sinks.Loki.Lite (C#): fix label values containing quotes breaking the push payload (issue #57).',
  build: (N) => {
    const e429 = (n) => `  Determining projects to restore...\n/usr/share/dotnet/sdk/8.0.303/NuGet.targets(169,5): error : Failed to retrieve information about 'Serilog' from remote source 'https://api.nuget.org/v3-flatcontainer/serilog/index.json'.\n/usr/share/dotnet/sdk/8.0.303/NuGet.targets(169,5): error :   Response status code does not indicate success: 429 (Too Many Requests). Retry-After: ${n * 10}\n  X-Request-Id: ${N.uuid()}`;
    const kids = [
      { type: 'chain', name: 'context_retrieval', input: { issue: 57 }, output: { buggy_locations: [{ file: 'src/LokiPayload.cs', method: 'FormatLabels' }] }, children: [
        llm('search_agent', { messages: [{ role: 'user', content: 'Issue #57: labels with quotes break push' }] }, 'search_method("FormatLabels")'),
        tool('search_method', { method_name: 'FormatLabels' }, 'Found 1 methods with name FormatLabels in the codebase:\n- Search result 1:\n<file>src/LokiPayload.cs</file>\n<class>LokiPayload</class> <func>FormatLabels</func>\n<code>\n    static string FormatLabels(IDictionary<string,string> l) =>\n        "{" + string.Join(",", l.Select(kv => $"{kv.Key}=\\"{kv.Value}\\"")) + "}";\n</code>'),
      ] },
      llm('patch_agent', { messages: [] }, '```\n# modification 1\n<file>src/LokiPayload.cs</file>\n<original>$"{kv.Key}=\\"{kv.Value}\\""</original>\n<patched>$"{kv.Key}=\\"{kv.Value.Replace("\\\\", "\\\\\\\\").Replace("\\"", "\\\\\\"")}\\""</patched>\n```'),
      tool('apply_patch', { file: 'src/LokiPayload.cs' }, 'Patch applied cleanly.'),
    ];
    for (let n = 1; n <= 3; n++) kids.push(tool('validate:dotnet restore', { cmd: 'dotnet restore', attempt: n }, e429(n), 'exit 1: NU1301'));
    kids.push(tool('validate:dotnet restore', { cmd: 'dotnet restore', attempt: 4 }, `  Determining projects to restore...\n  Restored /work/Serilog.Sinks.Loki.Lite/src/Serilog.Sinks.Loki.Lite.csproj (in ${N.dur(1, 4)} sec).\n  Restored /work/Serilog.Sinks.Loki.Lite/test/Tests.csproj (in ${N.dur(1, 4)} sec).`));
    kids.push(tool('validate:dotnet test', { cmd: 'dotnet test --no-restore' }, `Passed!  - Failed:     0, Passed:    24, Skipped:     0, Total:    24, Duration: ${N.int(200, 800)} ms - Tests.dll (net8.0)`));
    kids.push(llm('reviewer', { messages: [] }, 'The patch escapes backslashes before quotes, which is the order Loki\'s label parser expects; all 24 tests pass, including PayloadTests.Labels_AreQuoted. Accept.'));
    return agent('auto-code-rover', { task_id: 'serilog-loki-lite__57', model: 'gpt-4o-2024-05-13' }, { status: 'patch_accepted', restore_attempts: 4 }, kids);
  },
},
];
