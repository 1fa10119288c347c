import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'supervisor_distinct_subtasks';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Claude Code main agent sends the same Explore sub-agent three different questions about a C# solution (callers, config, tests); each returns new findings and the main agent synthesizes a fix.',
  goal: 'Northwind.Billing (C#): invoices generated at month end sometimes use the previous month\'s tax rate; find the cause and fix it.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const sub = (q, calls, result) => agent('Task:Explore', { prompt: q, subagent_type: 'Explore' }, { result }, [
      llm('assistant', [{ role: 'user', content: q }], [tu(calls[0].name, calls[0].input)]),
      tool(calls[0].name, calls[0].input, calls[0].out),
      llm('assistant', [], [{ type: 'text', text: result }]),
    ]);
    const kids = [
      llm('assistant', [], [{ type: 'text', text: 'I will split the investigation into three questions for an Explore agent.' }, tu('Task', { description: 'Find tax rate lookups', prompt: 'Where is the tax rate looked up for invoice generation?', subagent_type: 'Explore' })]),
      sub('Where is the tax rate looked up for invoice generation?', [{ name: 'Grep', input: { pattern: 'GetTaxRate', path: 'src', output_mode: 'content', '-n': true }, out: 'src/Billing/InvoiceBuilder.cs:57:        var rate = _tax.GetTaxRate(customer.Region, DateTime.Now);\nsrc/Billing/Tax/TaxService.cs:22:    public decimal GetTaxRate(string region, DateTime at)' }], 'InvoiceBuilder.cs:57 calls GetTaxRate with DateTime.Now, not the invoice period. Month-end batch runs after midnight UTC but the server is in UTC-5, so local Now can be the previous month.'),
      llm('assistant', [], [tu('Task', { description: 'Check batch schedule config', prompt: 'When does the month-end invoice batch run and in which time zone?', subagent_type: 'Explore' })]),
      sub('When does the month-end invoice batch run and in which time zone?', [{ name: 'Read', input: { file_path: 'deploy/cron/billing.yaml' }, out: '1\tschedule: "15 0 1 * *"\n2\ttimeZone: "Etc/UTC"\n3\tenv:\n4\t  TZ: America/Chicago' }], 'The CronJob runs at 00:15 UTC on the 1st, but the container sets TZ=America/Chicago, so DateTime.Now is 19:15 on the last day of the previous month.'),
      llm('assistant', [], [tu('Task', { description: 'Find existing tests', prompt: 'Which tests cover InvoiceBuilder tax selection, and do they inject a clock?', subagent_type: 'Explore' })]),
      sub('Which tests cover InvoiceBuilder tax selection, and do they inject a clock?', [{ name: 'Glob', input: { pattern: 'tests/**/*Invoice*Tests.cs' }, out: 'tests/Billing.Tests/InvoiceBuilderTests.cs\ntests/Billing.Tests/InvoiceTotalsTests.cs' }], 'InvoiceBuilderTests has 9 tests; none injects a clock. The project already has an ISystemClock in Northwind.Common that InvoiceTotals uses.'),
      llm('assistant', [], [{ type: 'text', text: 'Cause: the rate is looked up at local Now (previous month in Chicago) instead of the invoice period start. Fix: use invoice.PeriodStart.' }, tu('Edit', { file_path: 'src/Billing/InvoiceBuilder.cs', old_string: '_tax.GetTaxRate(customer.Region, DateTime.Now)', new_string: '_tax.GetTaxRate(customer.Region, invoice.PeriodStart)' })]),
      tool('Edit', { file_path: 'src/Billing/InvoiceBuilder.cs' }, 'The file src/Billing/InvoiceBuilder.cs has been updated.'),
      llm('assistant', [], [tu('Bash', { command: 'dotnet test tests/Billing.Tests --filter InvoiceBuilder' })]),
      tool('Bash', { command: 'dotnet test tests/Billing.Tests --filter InvoiceBuilder' }, { stdout: `Passed!  - Failed:     0, Passed:    10, Skipped:     0, Total:    10, Duration: ${N.int(100, 600)} ms - Billing.Tests.dll (net8.0)`, stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'text', text: 'Fixed: the tax rate now comes from the invoice period start instead of the container\'s local clock (TZ=America/Chicago while the cron fires at 00:15 UTC). Added a regression test for a Jan 31 19:15 local / Feb 1 UTC run; 10/10 pass.' }]),
    ];
    return agent('claude-code', { cwd: '/src/Northwind.Billing', session_id: N.uuid() }, { subtype: 'success' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'A smolagents manager gives the same "shell_worker" agent three different Dart upgrade sub-tasks (outdated list, changelog check, test run); each returns distinct results and the manager writes the upgrade summary.',
  goal: 'dart-money-fmt: upgrade all dependencies that have new major versions and report what changed.',
  build: (N) => {
    const w = (task, code, out, ans) => agent('ManagedAgent:shell_worker', { task }, { final_answer: ans }, [
      llm('step', { messages: [{ role: 'user', content: task }] }, `Thought: ${task}\nCode:\n\`\`\`py\nprint(run(${JSON.stringify(code)}))\n\`\`\`<end_code>`),
      tool('run', { cmd: code }, `Execution logs:\n${out}\nLast output from code snippet:\nNone`),
      llm('step', { messages: [] }, `Code:\n\`\`\`py\nfinal_answer(${JSON.stringify(ans)})\n\`\`\`<end_code>`),
    ]);
    const kids = [
      llm('manager.step', { messages: [] }, 'Thought: first find which dependencies have new majors.\nCode:\n```py\nr1 = shell_worker(task="List dependencies with a newer major version (dart pub outdated)")\n```<end_code>'),
      w('List dependencies with a newer major version (dart pub outdated)', 'dart pub outdated --no-dev-dependencies --json | jq -r \'.packages[] | select(.latest.version|split(".")[0] != (.current.version|split(".")[0])) | "\\(.package) \\(.current.version) -> \\(.latest.version)"\'', 'intl 0.18.1 -> 0.20.2\ndecimal 2.3.3 -> 3.0.2', 'intl 0.18.1 -> 0.20.2, decimal 2.3.3 -> 3.0.2'),
      llm('manager.step', { messages: [] }, 'Thought: two majors. Check their breaking changes before bumping.\nCode:\n```py\nr2 = shell_worker(task="Summarize breaking changes in decimal 3.0.0 from its CHANGELOG in the pub cache")\n```<end_code>'),
      w('Summarize breaking changes in decimal 3.0.0 from its CHANGELOG in the pub cache', 'dart pub cache add decimal --version 3.0.2 >/dev/null && sed -n "/## 3.0.0/,/## 2/p" ~/.pub-cache/hosted/pub.dev/decimal-3.0.2/CHANGELOG.md', '## 3.0.0\n- **Breaking**: `Decimal / Decimal` now returns `Rational`; use `.toDecimal()`.\n- Requires Dart 3.0.', 'decimal 3: division returns Rational, needs .toDecimal(); intl 0.20 only raises the SDK floor'),
      llm('manager.step', { messages: [] }, 'Thought: bump both, apply .toDecimal() where we divide, then run tests.\nCode:\n```py\nr3 = shell_worker(task="Bump intl to ^0.20.2 and decimal to ^3.0.2, add .toDecimal() after divisions in lib/, run dart test")\n```<end_code>'),
      w('Bump intl to ^0.20.2 and decimal to ^3.0.2, add .toDecimal() after divisions in lib/, run dart test', 'dart pub add intl:^0.20.2 decimal:^3.0.2 && sed -i -E "s/(\\(amount \\/ rate\\))/\\1.toDecimal()/" lib/src/convert.dart && dart test', `Resolving dependencies...\n> decimal 3.0.2 (was 2.3.3)\n> intl 0.20.2 (was 0.18.1)\nChanged 2 dependencies!\n00:0${N.int(2, 5)} +64: All tests passed!`, 'both bumped; one division in lib/src/convert.dart fixed; 64 tests pass'),
      llm('manager.step', { messages: [] }, 'Code:\n```py\nfinal_answer("Upgraded intl 0.18.1→0.20.2 and decimal 2.3.3→3.0.2. decimal 3 made division return Rational, fixed in lib/src/convert.dart with .toDecimal(). All 64 tests pass.")\n```<end_code>'),
    ];
    return agent('smolagents.CodeAgent:manager', { task: 'upgrade majors in dart-money-fmt', model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct' }, { final_answer: 'Upgraded intl and decimal; 64 tests pass.' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Inspect-AI multi-agent solver: a supervisor asks one "perl_worker" three distinct questions about a CPAN module test failure (versions, failing case, fix); results differ each time and the supervisor submits a patch.',
  goal: 'perl-DateTime-Format-Lite: t/parse.t fails on perl 5.38 with "Use of uninitialized value"; fix it.',
  build: (N) => {
    const ask = (q, cmd, out, ans) => agent('perl_worker', { instructions: q }, { answer: ans }, [
      llm('model', { messages: [{ role: 'user', content: q }] }, { content: '', tool_calls: [{ id: 'call_' + N.b62(10), function: 'bash', arguments: { cmd } }] }),
      tool('bash', { cmd }, out),
      llm('model', { messages: [] }, { content: ans }),
    ]);
    const kids = [
      llm('supervisor', { messages: [] }, { content: 'First establish the environment.', tool_calls: [{ function: 'perl_worker', arguments: { instructions: 'Report perl version and the versions of DateTime and Params::ValidationCompiler installed.' } }] }),
      ask('Report perl version and the versions of DateTime and Params::ValidationCompiler installed.', 'perl -v | sed -n 2p; perl -MDateTime -E "say DateTime->VERSION"; perl -MParams::ValidationCompiler -E "say Params::ValidationCompiler->VERSION"', 'This is perl 5, version 38, subversion 2 (v5.38.2) built for x86_64-linux\n1.65\n0.31', 'perl 5.38.2, DateTime 1.65, Params::ValidationCompiler 0.31'),
      llm('supervisor', { messages: [] }, { content: 'Now the exact failing case.', tool_calls: [{ function: 'perl_worker', arguments: { instructions: 'Run prove -lv t/parse.t and return the first failing test with its warning.' } }] }),
      ask('Run prove -lv t/parse.t and return the first failing test with its warning.', 'prove -lv t/parse.t 2>&1 | grep -B2 -A4 "not ok" | head -20', `not ok 7 - parses "2024-02-30" as invalid\n#   Failed test 'parses "2024-02-30" as invalid'\n#   at t/parse.t line 41.\nUse of uninitialized value $tz in string eq at lib/DateTime/Format/Lite.pm line 88.\n#          got: '2024-03-01T00:00:00'\n#     expected: undef`, 'test 7: invalid date 2024-02-30 rolls over to 2024-03-01 instead of undef; warning at Lite.pm:88 about $tz'),
      llm('supervisor', { messages: [] }, { content: 'Invalid dates are not validated. Ask for the code around line 88.', tool_calls: [{ function: 'perl_worker', arguments: { instructions: 'Show lib/DateTime/Format/Lite.pm lines 78-96 with numbers.' } }] }),
      ask('Show lib/DateTime/Format/Lite.pm lines 78-96 with numbers.', 'cat -n lib/DateTime/Format/Lite.pm | sed -n 78,96p', '    80\t    my ($y, $m, $d, $tz) = $str =~ /^(\\d{4})-(\\d\\d)-(\\d\\d)(?:T.*?(Z|[+-]\\d\\d:\\d\\d))?$/ or return;\n    85\t    my $dt = eval { DateTime->new(year => $y, month => $m, day => $d, time_zone => \'floating\') };\n    86\t    # 5.36 and earlier: DateTime->new died here on day 30 in Feb\n    88\t    $dt->set_time_zone($tz eq \'Z\' ? \'UTC\' : $tz) if $tz;', 'lines 80-88: captures $tz optionally; line 88 compares $tz before checking definedness; no explicit day-of-month validation, relies on eval'),
      llm('supervisor', { messages: [] }, { content: 'Patch: check definedness of $tz first, and validate day <= month_length before constructing.', tool_calls: [{ function: 'bash', arguments: { cmd: "perl -0pi -e 's/\\$dt->set_time_zone\\(\\$tz eq/\\$dt->set_time_zone(defined \\$tz \\&\\& \\$tz eq/; s/(my \\$dt = eval)/return if \\$d > DateTime->last_day_of_month(year => \\$y, month => \\$m)->day;\\n    \\1/' lib/DateTime/Format/Lite.pm && prove -l t/" } }] }),
      tool('bash', { cmd: 'perl -0pi ... && prove -l t/' }, `t/basic.t .. ok\nt/parse.t .. ok\nt/tz.t ..... ok\nAll tests successful.\nFiles=3, Tests=48,  ${N.int(0, 1)} wallclock secs\nResult: PASS`),
      llm('supervisor', { messages: [] }, { content: 'All 48 tests pass. Submitting.', tool_calls: [{ function: 'submit', arguments: { answer: 'validate day-of-month and guard $tz definedness' } }] }),
      tool('submit', { answer: 'validate day-of-month and guard $tz definedness' }, 'submitted'),
    ];
    return agent('inspect_ai.solver:supervisor', { task: 'cpan_fix/datetime-format-lite', sample_id: 3, epoch: 1 }, { scores: { tests_pass: { value: 'C' } } }, kids);
  },
},
];
