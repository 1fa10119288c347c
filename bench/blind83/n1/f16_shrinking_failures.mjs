import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'shrinking_failures';

// 01 — Chinese coding agent (Anthropic): TypeScript errors 6 → 3 → 1 → 0 after distinct fixes.
function r1() {
  const N = noise(F + '-01', '2026-03-24T06:00:00Z');
  const goal = '把 order-service 从 TypeScript 4.9 升级到 5.4，并修复所有类型错误，保证 npm run build 通过。';
  const tsc = (errs) => { N.tick(20, 40); return errs.length ? errs.join('\n') + `\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} files.\n(${N.secs(3, 9)})` : `> order-service@2.7.0 build\n> tsc -p tsconfig.build.json\n\n(${N.secs(3, 9)}) 构建成功`; };
  const e6 = ['src/db/repo.ts(41,7): error TS2322: Type \'string | undefined\' is not assignable to type \'string\'.', 'src/db/repo.ts(88,12): error TS2532: Object is possibly \'undefined\'.', 'src/api/order.ts(17,3): error TS1240: Unable to resolve signature of property decorator when called as an expression.', 'src/api/order.ts(23,3): error TS1240: Unable to resolve signature of property decorator when called as an expression.', 'src/api/refund.ts(9,3): error TS1240: Unable to resolve signature of property decorator when called as an expression.', 'src/util/enum.ts(5,14): error TS18033: Type \'number\' is not assignable to type \'Status\' as required for computed enum member values.'];
  const fixes = [
    ['6 个错误，其中 3 个是装饰器签名问题：TS 5 默认使用新版装饰器。在 tsconfig 打开 experimentalDecorators。', { path: 'tsconfig.json', old_str: '"target": "ES2022"', new_str: '"target": "ES2022",\n    "experimentalDecorators": true' }, e6.slice(0, 2).concat(e6[5])],
    ['剩 3 个。repo.ts 两处是可选字段，加上默认值和空值检查。', { path: 'src/db/repo.ts', old_str: 'const dsn = process.env.DB_DSN', new_str: 'const dsn = process.env.DB_DSN ?? \'\'' }, [e6[5]]],
    ['最后一个是枚举计算成员：把 Status 改为字面量值。', { path: 'src/util/enum.ts', old_str: 'Paid = base + 1,', new_str: 'Paid = 2,' }, []],
  ];
  const kids = [llm('messages.create', { messages: [goal] }, antCall(N, '先升级依赖并构建。', [['bash', { command: 'npm i -D typescript@5.4 && npm run build' }]])), tool('bash', { command: 'npm i -D typescript@5.4 && npm run build' }, tsc(e6), { error: 'exit 2' })];
  for (const [t, ed, left] of fixes) {
    kids.push(llm('messages.create', { messages: ['…'] }, antCall(N, t, [['str_replace_editor', { command: 'str_replace', ...ed }], ['bash', { command: 'npm run build' }]])));
    kids.push(tool('str_replace_editor', { command: 'str_replace', ...ed }, `已编辑 ${ed.path}`));
    kids.push(tool('bash', { command: 'npm run build' }, tsc(left), left.length ? { error: 'exit 2' } : {}));
  }
  kids.push(llm('messages.create', { messages: ['…'] }, antCall(N, '升级完成：TypeScript 5.4，构建通过。改动：tsconfig 启用 experimentalDecorators、repo.ts 增加空值处理、Status 枚举改为字面量。', [])));
  return row(F, 1, {
    isolates: 'A Chinese TypeScript upgrade goes from 6 errors to 3, 1, 0, each after a different, targeted fix, then finishes.',
    loop: false, stagnation: false, goal,
    root: agent('coding-agent', { task: goal }, { stop_reason: 'end_turn' }, kids, { style: 'anthropic-messages', lang: 'zh' }),
  });
}

// 02 — French data pipeline (Pydantic Logfire spans): Great Expectations checks 4 failed → 2 → 0.
function r2() {
  const N = noise(F + '-02', '2026-06-16T05:00:00Z');
  const goal = 'Le chargement quotidien des factures fournisseurs échoue à la validation. Corrige le pipeline et relance.';
  const ge = (fails) => { N.tick(30, 60); return { run_id: N.uuid(), success: fails.length === 0, statistiques: { evaluated_expectations: 14, successful_expectations: 14 - fails.length, unsuccessful_expectations: fails.length }, echecs: fails, run_time: N.iso() }; };
  const f4 = ['expect_column_values_to_match_regex(siret)', 'expect_column_values_to_not_be_null(date_echeance)', 'expect_column_values_to_be_between(montant_ttc, 0, 1e6)', 'expect_column_values_to_be_in_set(devise, [EUR])'];
  const kids = [
    tool('run_validation', { suite: 'factures_fournisseurs', batch: '2026-06-15' }, ge(f4), { error: '4 expectations failed' }),
    llm('agent run', { model: 'mistral-large' }, { text: 'Quatre échecs. Les SIRET arrivent avec des espaces (« 552 100 554 00021 ») et les montants avec une virgule décimale lus comme texte. Je normalise les deux dans la transformation.', tool_calls: [{ name: 'patch_transform', args: { file: 'transform/factures.py', change: 'siret.str.replace(" ", ""); montant_ttc = to_decimal(montant_ttc.str.replace(",", "."))' } }] }),
    tool('patch_transform', { file: 'transform/factures.py' }, { ok: true, diff_lines: 6 }),
    tool('run_validation', { suite: 'factures_fournisseurs', batch: '2026-06-15' }, ge(f4.slice(1, 2).concat(f4[3])), { error: '2 expectations failed' }),
    llm('agent run', { model: 'mistral-large' }, { text: 'Reste 2 échecs : date_echeance vide pour les avoirs (type AV) et devise « € » au lieu de « EUR ». J\'exclus les avoirs de la règle et je mappe « € » → EUR.', tool_calls: [{ name: 'patch_transform', args: { file: 'transform/factures.py', change: 'devise.replace({"€": "EUR"}); règle date_echeance conditionnée à type != "AV"' } }] }),
    tool('patch_transform', { file: 'transform/factures.py' }, { ok: true, diff_lines: 9 }),
    tool('run_validation', { suite: 'factures_fournisseurs', batch: '2026-06-15' }, ge([])),
    tool('trigger_load', { batch: '2026-06-15' }, { statut: 'terminé', lignes_chargees: 2318, duree: '00:01:42' }),
    llm('agent run', { model: 'mistral-large' }, { text: 'Validation OK (14/14). Chargement du 15/06/2026 terminé : 2 318 factures chargées.' }),
  ];
  return row(F, 2, {
    isolates: 'A French invoice pipeline validation drops from 4 failed expectations to 2 to 0 after two different patches, then the load runs.',
    loop: false, stagnation: false, goal,
    root: agent('agent run factures-bot', { prompt: goal }, { output: 'ok' }, kids, { style: 'pydantic-logfire', lang: 'fr', trace_id: N.hex(32) }),
  });
}

// 03 — Arabic DevOps (OpenAI Responses): terraform plan errors 3 → 1 → 0, then apply.
function r3() {
  const N = noise(F + '-03', '2026-08-03T07:00:00Z');
  const goal = 'أضف حاوية تخزين S3 جديدة باسم invoices-archive-me في منطقة me-central-1 مع التشفير وسياسة الاحتفاظ ٧ سنوات، عبر Terraform.';
  const plan = (errs) => { N.tick(10, 30); return errs.length ? errs.map((e) => `╷\n│ Error: ${e}\n╵`).join('\n') : `Plan: 3 to add, 0 to change, 0 to destroy.\n(terraform ${N.secs(4, 12)}, lock ${N.uuid()})`; };
  const kids = [
    llm('response', { input: goal }, { output: [{ type: 'function_call', name: 'shell', arguments: '{"cmd":"terraform plan -out tf.plan"}' }] }),
    tool('shell', { cmd: 'terraform plan -out tf.plan' }, plan(['Unsupported argument "acl" in aws_s3_bucket (use aws_s3_bucket_acl)', 'Missing required argument "rule" in aws_s3_bucket_server_side_encryption_configuration', 'Invalid value for "days": must be a number']), { error: 'exit 1' }),
    llm('response', { input: '…' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'ثلاثة أخطاء: سأنقل acl إلى مورد منفصل، وأضيف كتلة rule للتشفير، وأحوّل "2555" إلى رقم.' }] }, { type: 'function_call', name: 'apply_patch', arguments: '{"file":"s3.tf"}' }] }),
    tool('apply_patch', { file: 's3.tf' }, 'Done. 3 hunks applied.'),
    tool('shell', { cmd: 'terraform plan -out tf.plan' }, plan(['Object Lock configuration requires versioning to be enabled']), { error: 'exit 1' }),
    llm('response', { input: '…' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'بقي خطأ واحد: قفل الكائنات يتطلب تفعيل الإصدارات. أضيف aws_s3_bucket_versioning.' }] }, { type: 'function_call', name: 'apply_patch', arguments: '{"file":"s3.tf"}' }] }),
    tool('apply_patch', { file: 's3.tf' }, 'Done. 1 hunk applied.'),
    tool('shell', { cmd: 'terraform plan -out tf.plan' }, plan([])),
    tool('shell', { cmd: 'terraform apply tf.plan' }, `aws_s3_bucket.invoices_archive: Creation complete after 2s [id=invoices-archive-me]\nApply complete! Resources: 3 added, 0 changed, 0 destroyed.`),
    llm('response', { input: '…' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'تم إنشاء الحاوية invoices-archive-me في me-central-1 مع تشفير SSE-KMS وقفل كائنات لمدة ٧ سنوات. تمت العملية بنجاح.' }] }] }),
  ];
  return row(F, 3, {
    isolates: 'An Arabic Terraform task goes from 3 plan errors to 1 to 0 with different patches each time, then applies successfully.',
    loop: false, stagnation: false, goal,
    root: agent('devops-agent', { input: goal }, { status: 'completed' }, kids, { style: 'openai-responses', lang: 'ar' }),
  });
}
export const rows = [r1(), r2(), r3()];
