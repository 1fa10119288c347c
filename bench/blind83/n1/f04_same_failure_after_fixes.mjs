import { noise, agent, llm, tool, span, antCall, row } from './lib.mjs';
const F = 'same_failure_after_fixes';

// 01 — Russian coding agent (Anthropic tool_use): three different edits, pytest fails identically each time.
function r1() {
  const N = noise(F + '-01', '2026-03-24T11:00:00Z');
  const goal = 'Почини падающий тест tests/test_invoice.py::test_vat_rounding в репозитории billing-core. НДС должен округляться до копеек по правилам бухгалтерии.';
  const pytest = () => { N.tick(20, 40); const dur = (0.3 + N.r()).toFixed(2); return `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0\nrootdir: /home/dev/billing-core\ncollected 1 item\n\ntests/test_invoice.py F                                                  [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_vat_rounding _________________________________\n\n    def test_vat_rounding():\n        inv = Invoice(lines=[Line(price=Decimal("99.99"), qty=3)])\n>       assert inv.vat() == Decimal("60.00")\nE       AssertionError: assert Decimal('59.99') == Decimal('60.00')\nE        +  where Decimal('59.99') = <bound method Invoice.vat of <billing.invoice.Invoice object at ${N.addr()}>>()\n\ntests/test_invoice.py:18: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_invoice.py::test_vat_rounding - AssertionError: assert Decimal('59.99') == Decimal('60.00')\n============================== 1 failed in ${dur}s ===============================`; };
  const run = { command: 'python -m pytest tests/test_invoice.py::test_vat_rounding -q -p no:cacheprovider' };
  const edits = [
    ['Похоже, проблема в округлении: сейчас используется ROUND_DOWN. Заменю на ROUND_HALF_UP в billing/invoice.py.', { path: 'billing/invoice.py', old_str: 'rounding=ROUND_DOWN', new_str: 'rounding=ROUND_HALF_UP' }],
    ['Не помогло. Возможно, НДС считается построчно, а надо от суммы. Перенесу quantize после суммирования.', { path: 'billing/invoice.py', old_str: 'return sum(l.vat() for l in self.lines)', new_str: 'return (sum(l.net() for l in self.lines) * VAT_RATE).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)' }],
    ['Тест всё ещё падает. Попробую задать контекст decimal глобально с prec=28 в billing/__init__.py.', { path: 'billing/__init__.py', old_str: 'import decimal', new_str: 'import decimal\ndecimal.getcontext().prec = 28\ndecimal.getcontext().rounding = decimal.ROUND_HALF_UP' }],
    ['Всё та же ошибка 59.99 вместо 60.00. Может быть, ставка НДС задана как float. Заменю VAT_RATE = 0.2 на Decimal("0.20").', { path: 'billing/constants.py', old_str: 'VAT_RATE = 0.2', new_str: 'VAT_RATE = Decimal("0.20")' }],
  ];
  const kids = [llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: goal }] }, antCall(N, 'Сначала запущу тест, чтобы увидеть ошибку.', [['bash', run]])), tool('bash', run, pytest())];
  for (const [t, e] of edits) {
    kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: ['…'] }, antCall(N, t, [['str_replace_editor', { command: 'str_replace', ...e }]])));
    kids.push(tool('str_replace_editor', { command: 'str_replace', ...e }, `The file ${e.path} has been edited. Here's the result of running \`cat -n\` on a snippet of ${e.path}: ...`));
    kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: ['…'] }, antCall(N, null, [['bash', run]])));
    kids.push(tool('bash', run, pytest(), { error: 'exit code 1' }));
  }
  return row(F, 1, {
    isolates: 'Four different Russian-explained edits to VAT rounding, and after each pytest fails with the same assertion 59.99 != 60.00, only the object address and duration changing.',
    loop: true, stagnation: false, goal,
    root: agent('coding-agent', { task: goal, repo: 'billing-core' }, { stop_reason: 'max_turns' }, kids, { style: 'anthropic-messages', lang: 'ru' }),
  });
}

// 02 — Italian data analyst (OpenTelemetry GenAI spans): dbt test not_null fails identically after three SQL changes.
function r2() {
  const N = noise(F + '-02', '2026-04-09T08:20:00Z');
  const goal = 'Il test dbt not_null_fct_ordini_codice_cliente fallisce in produzione. Correggi il modello fct_ordini così che passi e apri la PR.';
  const dbt = () => { N.tick(30, 60); const t = N.isoNoMs().slice(11, 19); return `${t}  Running with dbt=1.8.3\n${t}  Registered adapter: snowflake=1.8.2\n${t}  Found 214 models, 587 data tests, 41 sources\n${t}  Concurrency: 8 threads (target='prod')\n${t}  1 of 1 START test not_null_fct_ordini_codice_cliente ........ [RUN]\n${t}  1 of 1 FAIL 1287 not_null_fct_ordini_codice_cliente ......... [FAIL 1287 in ${(1 + N.r() * 3).toFixed(2)}s]\n${t}  Finished running 1 test in 0 hours 0 minutes and ${(4 + N.r() * 4).toFixed(2)} seconds (${(4 + N.r() * 4).toFixed(2)}s).\n${t}  Completed with 1 error and 0 warnings:\n${t}  Failure in test not_null_fct_ordini_codice_cliente (models/marts/schema.yml)\n${t}    Got 1287 results, configured to fail if != 0\n${t}    compiled code at target/compiled/dwh/models/marts/schema.yml/not_null_fct_ordini_codice_cliente.sql\n${t}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1\n  invocation_id: ${N.uuid()}`; };
  const fixes = [
    ['Probabilmente la join con dim_clienti è una LEFT JOIN che lascia dei NULL. La trasformo in INNER JOIN.', 'left join {{ ref(\'dim_clienti\') }} c', 'inner join {{ ref(\'dim_clienti\') }} c'],
    ['Non è bastato. Aggiungo un COALESCE tra codice_cliente dell\'ordine e quello dell\'anagrafica.', 'o.codice_cliente', 'coalesce(o.codice_cliente, c.codice_cliente) as codice_cliente'],
    ['Ancora 1287 righe. Filtro gli ordini di test (canale = \'TEST\') nello staging.', 'where data_ordine >= \'2020-01-01\'', 'where data_ordine >= \'2020-01-01\' and canale <> \'TEST\''],
  ];
  const kids = [];
  const otel = (name, model, text, tc) => llm(name, { 'gen_ai.prompt': '…' }, { 'gen_ai.completion': text, tool_calls: tc }, { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': N.int(2000, 5000), 'gen_ai.usage.output_tokens': N.int(40, 200), span_id: N.hex(16) });
  kids.push(otel('chat gpt-4o', 'gpt-4o', 'Eseguo il test per vedere il fallimento.', [{ name: 'run_shell', arguments: '{"cmd":"dbt test --select not_null_fct_ordini_codice_cliente --target prod"}' }]));
  kids.push(tool('execute_tool run_shell', { cmd: 'dbt test --select not_null_fct_ordini_codice_cliente --target prod' }, dbt(), { error: 'exit status 1', metadata: { 'gen_ai.operation.name': 'execute_tool' } }));
  for (const [t, a, b] of fixes) {
    kids.push(otel('chat gpt-4o', 'gpt-4o', t, [{ name: 'edit_file', arguments: JSON.stringify({ path: 'models/marts/fct_ordini.sql', find: a, replace: b }) }, { name: 'run_shell', arguments: '{"cmd":"dbt build --select fct_ordini && dbt test --select not_null_fct_ordini_codice_cliente --target prod"}' }]));
    kids.push(tool('execute_tool edit_file', { path: 'models/marts/fct_ordini.sql', find: a, replace: b }, { ok: true, bytes_written: N.int(2100, 2600) }));
    kids.push(tool('execute_tool run_shell', { cmd: 'dbt build --select fct_ordini && dbt test --select not_null_fct_ordini_codice_cliente --target prod' }, dbt(), { error: 'exit status 1' }));
  }
  return row(F, 2, {
    isolates: 'Three different SQL fixes to an Italian dbt model, and the not_null test fails with the same 1287 rows each time (only timestamps, durations and invocation ids differ).',
    loop: true, stagnation: false, goal,
    root: agent('invoke_agent analista-dati', { 'gen_ai.agent.name': 'analista-dati', input: goal }, { status: 'ERROR', 'error.type': 'budget_exhausted' }, kids, { style: 'otel-genai', lang: 'it', trace_id: N.hex(32), 'service.name': 'dwh-agent' }),
  });
}

// 03 — Turkish mobile CI agent (AutoGen two-agent chat): gradle build, same duplicate-class error after each change.
function r3() {
  const N = noise(F + '-03', '2026-05-19T12:00:00Z');
  const goal = 'Android uygulamasının (kargo-takip-app) release derlemesi CI’da kırılıyor. Düzelt ve ./gradlew assembleRelease başarılı olsun.';
  const gradle = () => { N.tick(60, 120); return `> Task :app:checkReleaseDuplicateClasses FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkReleaseDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules kotlin-stdlib-1.9.22 (org.jetbrains.kotlin:kotlin-stdlib:1.9.22) and kotlin-stdlib-jdk8-1.7.10 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.10)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in ${N.int(40, 95)}s\n${N.int(30, 40)} actionable tasks: ${N.int(5, 12)} executed, ${N.int(20, 30)} up-to-date\nBuild scan: https://gradle.com/s/${N.alnum(13, 'abcdefghijklmnopqrstuvwxyz0123456789')}`; };
  const kids = [];
  const say = (who, content) => kids.push(llm(who, { messages: ['…'] }, { content, name: who }));
  const run = (code) => kids.push(tool('execute_code', { language: 'sh', code }, { exit_code: 1, output: gradle(), work_dir: N.tmp('autogen_') }, { error: 'exitcode: 1 (execution failed)' }));
  say('Muhendis', 'Önce derlemeyi çalıştırıp hatayı görelim.\n```sh\n./gradlew assembleRelease\n```');
  run('./gradlew assembleRelease');
  say('Muhendis', 'Kotlin stdlib sürümleri çakışıyor. build.gradle içinde kotlin_version değerini 1.9.22 yapıyorum.\n```sh\nsed -i "s/kotlin_version = .*/kotlin_version = \'1.9.22\'/" build.gradle && ./gradlew assembleRelease\n```');
  run("sed -i \"s/kotlin_version = .*/kotlin_version = '1.9.22'/\" build.gradle && ./gradlew assembleRelease");
  say('Muhendis', 'Hâlâ aynı. gradle cache bozuk olabilir, temizleyip tekrar derleyelim.\n```sh\n./gradlew clean && rm -rf ~/.gradle/caches/transforms-3 && ./gradlew assembleRelease\n```');
  run('./gradlew clean && rm -rf ~/.gradle/caches/transforms-3 && ./gradlew assembleRelease');
  say('Muhendis', 'Android Gradle Plugin sürümünü 8.2.2’ye yükseltip deneyelim.\n```sh\nsed -i "s/com.android.tools.build:gradle:8.1.0/com.android.tools.build:gradle:8.2.2/" build.gradle && ./gradlew assembleRelease\n```');
  run('sed -i "s/com.android.tools.build:gradle:8.1.0/com.android.tools.build:gradle:8.2.2/" build.gradle && ./gradlew assembleRelease');
  return row(F, 3, {
    isolates: 'Turkish AutoGen engineer tries three different gradle fixes (Kotlin version, cache wipe, AGP bump); the build fails with the same duplicate-class error every time, only build time and scan URL differing.',
    loop: true, stagnation: false, goal,
    root: agent('GroupChat', { message: goal, participants: ['Kullanici', 'Muhendis', 'Yurutucu'] }, { summary: '', termination: 'max_round=10' }, kids, { style: 'autogen', lang: 'tr', chat_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
