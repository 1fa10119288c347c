// Family 8 (HEALTHY): a fix cycle whose failure count drops every round and finally passes.
export default {
  family: 'fix-cycle-converges',
  kind: 'fix-cycle',
  loop: false,
  stagnation: false,
  isolates: 'The same check command is re-run after each fix and its failure count strictly drops each round until it passes.',
  rows: [
    // 01 coding agent, terse CLI; vitest 7 -> 3 -> 1 -> 0
    {
      domain: 'coding agent', style: 'terse CLI agent', strArgs: false, probe: { check: 'bash', match: 'vitest', countRe: 'Tests\\s+(\\d+) failed' },
      build(c) {
        const goal = 'Upgrade date-fns from v2 to v3 in the web app and get the test suite green.';
        const run = (failed, lines) => c.tool('bash', { command: 'npx vitest run --reporter=basic' }, {
          exit_code: failed ? 1 : 0,
          output: `${lines}\n Test Files  ${failed ? `${Math.min(failed, 4)} failed | ` : ''}${failed ? 38 - Math.min(failed, 4) : 38} passed (38)\n      Tests  ${failed ? `${failed} failed | ` : ''}${212 - failed} passed (212)\n   Start at  ${c.hms()}\n   Duration  ${c.secs(6, 11)}s`,
        });
        const ch = [
          c.tool('bash', { command: 'npm i date-fns@3.6.0' }, { exit_code: 0, output: `changed 1 package, audited 1184 packages in ${c.secs(2, 6)}s` }),
          run(7, ' FAIL  src/utils/format.test.ts > formatDue > uses default locale\n FAIL  src/utils/format.test.ts > formatDue > handles ISO strings\n FAIL  src/components/Invoice.test.tsx (3)\n FAIL  src/hooks/useCalendar.test.ts (2)\nTypeError: (0 , __vite_ssr_import_0__.default) is not a function'),
          c.llm('agent', 'v3 removed default exports; switch `import format from "date-fns/format"` to named imports across src/.'),
          c.tool('bash', { command: "rg -l \"from 'date-fns/\" src | xargs sed -i -E \"s#import (\\w+) from 'date-fns/\\w+'#import { \\1 } from 'date-fns'#\"" }, { exit_code: 0, output: '' }),
          run(3, ' FAIL  src/utils/format.test.ts > formatDue > handles ISO strings\n FAIL  src/hooks/useCalendar.test.ts (2)\nRangeError: Invalid time value'),
          c.llm('agent', 'v3 no longer accepts strings in format(); parse with parseISO first in formatDue and useCalendar.'),
          c.tool('apply_patch', { files: ['src/utils/format.ts', 'src/hooks/useCalendar.ts'], summary: 'wrap string inputs in parseISO()' }, 'patched 2 files (+6 -3)'),
          run(1, ' FAIL  src/hooks/useCalendar.test.ts > weeks > starts on Monday for en-GB\nAssertionError: expected 0 to be 1'),
          c.llm('agent', 'Locale objects are now named exports too; `import enGB from "date-fns/locale/en-GB"` silently became undefined. Fix import.'),
          c.tool('apply_patch', { files: ['src/hooks/useCalendar.ts'], summary: "import { enGB } from 'date-fns/locale'" }, 'patched 1 file (+1 -1)'),
          run(0, ' ✓ all suites'),
        ];
        return { goal, root: c.agent('coder', goal, ch, 'date-fns upgraded to 3.6.0; fixed default imports, string parsing and locale import. vitest: 212 passed.') };
      },
    },
    // 02 data engineering, LangGraph; GE validation 12 -> 4 -> 0, JSON-string args
    {
      domain: 'data engineering', style: 'LangGraph nodes', strArgs: true, probe: { check: 'ge.run_checkpoint', countRe: '"unsuccessful_expectations":(\\d+)' },
      build(c) {
        const goal = 'The customers_clean table fails its Great Expectations checkpoint after the CRM migration. Fix the transform so the checkpoint passes.';
        const run = (bad, failing) => c.tool('ge.run_checkpoint', { checkpoint: 'customers_clean_daily' }, {
          success: bad === 0,
          statistics: { evaluated_expectations: 46, successful_expectations: 46 - bad, unsuccessful_expectations: bad },
          failing,
          run_id: { run_name: `${c.day()}-customers`, run_time: c.isoMs() },
        });
        const ch = [
          run(12, ['expect_column_values_to_match_regex(email) x1', 'expect_column_values_to_not_be_null(country_code) x1', 'expect_column_values_to_be_in_set(segment) x1', 'expect_column_values_to_match_strftime_format(signup_date) x9']),
          c.llm('call_model', 'Nine failures are signup_date formats: the new CRM exports dd/mm/yyyy. Parse both formats in the transform.'),
          c.tool('repo.edit', { path: 'transforms/customers_clean.sql', change: "coalesce(try_to_date(signup_date,'YYYY-MM-DD'), try_to_date(signup_date,'DD/MM/YYYY'))" }, { ok: true, commit: c.hex(7) }),
          run(4, ['expect_column_values_to_match_regex(email) x1', 'expect_column_values_to_not_be_null(country_code) x2', 'expect_column_values_to_be_in_set(segment) x1']),
          c.llm('call_model', 'Remaining: country_code null where the CRM sends full names; segment "SMB " has trailing space; email has uppercase. Map names via the countries seed, trim segment, lower() email.'),
          c.tool('repo.edit', { path: 'transforms/customers_clean.sql', change: 'join seeds.countries on name; trim(segment); lower(email)' }, { ok: true, commit: c.hex(7) }),
          run(0, []),
        ];
        return { goal, root: c.agent('dq_fix_graph', goal, ch, 'customers_clean_daily checkpoint passes (46/46) after handling dd/mm/yyyy dates, mapping country names to codes, trimming segment and lower-casing email.') };
      },
    },
    // 03 education, chatty; quiz bank lint 9 -> 2 -> 0
    {
      domain: 'education/tutoring', style: 'chatty assistant', strArgs: false, probe: { check: 'quizbank.lint', countRe: '(\\d+) issues?' },
      build(c) {
        const goal = 'Import my 40 chemistry questions into the quiz bank; the importer lint keeps rejecting the file.';
        const lint = (n, detail) => c.tool('quizbank.lint', { file: 'chem_unit2_questions.csv' }, `quizbank-lint v2.3 (${c.sqlTs()})\n${n} issue${n === 1 ? '' : 's'} found${detail ? '\n' + detail : ''}`);
        const ch = [
          lint(9, 'row 4: answer key "E" not among options A-D\nrow 7: missing feedback_correct\nrow 9: missing feedback_correct\nrow 12: duplicate question_id Q2-012\nrows 15,16,22,31,38: chemical formula uses "H2O" — use subscript markup H_2O'),
          c.llm('assistant', "Let's fix these in two passes! First the formulas (5 rows), the duplicate ID and the bad answer key — question 4's options only go to D, so I'll set the key to D as in your answer sheet."),
          c.tool('sheet.update_rows', { file: 'chem_unit2_questions.csv', updates: [{ row: 4, answer: 'D' }, { row: 12, question_id: 'Q2-013' }, { rows: [15, 16, 22, 31, 38], formula_markup: 'subscript' }] }, { updated_rows: 7 }),
          lint(2, 'row 7: missing feedback_correct\nrow 9: missing feedback_correct'),
          c.tool('ask_user', { question: 'Questions 7 and 9 need a short "correct answer" feedback line. Want me to write them, or do you have wording?' }, 'Please write them, keep it one sentence.'),
          c.tool('sheet.update_rows', { file: 'chem_unit2_questions.csv', updates: [{ row: 7, feedback_correct: 'Right: ionic bonds form by electron transfer.' }, { row: 9, feedback_correct: 'Correct: molar mass of CO_2 is 44 g/mol.' }] }, { updated_rows: 2 }),
          lint(0, ''),
          c.tool('quizbank.import', { file: 'chem_unit2_questions.csv', bank: 'CHEM10-Unit2' }, { imported: 40, bank: 'CHEM10-Unit2', batch: c.uuid() }),
        ];
        return { goal, root: c.agent('TeacherAssistant', goal, ch, 'All 40 questions imported into CHEM10-Unit2 after fixing 9 lint issues (answer key, duplicate ID, formula markup, two feedback lines).') };
      },
    },
    // 04 browser automation, accessibility audit 14 -> 5 -> 1 -> 0
    {
      domain: 'browser automation', style: 'browser tool agent', strArgs: false, probe: { check: 'axe.audit', countRe: '"violations":(\\d+)' },
      build(c) {
        const goal = 'Make the new /checkout page pass the axe accessibility audit (WCAG 2.1 AA) before launch.';
        const audit = (n, rules) => c.tool('axe.audit', { url: 'http://localhost:5173/checkout', tags: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, { violations: n, rules, axe_version: '4.9.1', timestamp: c.isoMs(), url: 'http://localhost:5173/checkout' });
        const ch = [
          c.tool('browser.goto', { url: 'http://localhost:5173/checkout' }, { status: 200, title: 'Checkout' }),
          audit(14, [{ id: 'label', nodes: 6 }, { id: 'color-contrast', nodes: 5 }, { id: 'button-name', nodes: 2 }, { id: 'aria-valid-attr-value', nodes: 1 }]),
          c.llm('assistant', 'Biggest group first: six inputs use placeholder text only. Adding visible <label for> elements to the address and card fields.'),
          c.tool('code.edit', { file: 'src/pages/Checkout.vue', summary: 'add <label> for 6 inputs' }, { ok: true }),
          audit(5, [{ id: 'color-contrast', nodes: 5 }]),
          c.llm('assistant', 'Now contrast: #9aa0a6 helper text on white is 2.6:1. Darkening to #5f6368 (6.1:1).'),
          c.tool('code.edit', { file: 'src/styles/tokens.css', summary: '--text-muted: #5f6368' }, { ok: true }),
          audit(1, [{ id: 'button-name', nodes: 1 }]),
          c.llm('assistant', 'Icon-only "apply coupon" button has no accessible name; add aria-label. (The other button-name and aria issues went away with the label fixes.)'),
          c.tool('code.edit', { file: 'src/components/CouponInput.vue', summary: 'aria-label="Apply coupon"' }, { ok: true }),
          audit(0, []),
        ];
        return { goal, root: c.agent('a11y_fixer', goal, ch, '/checkout now passes axe (WCAG 2.1 AA): 14 -> 5 -> 1 -> 0 violations after labels, contrast token and a button aria-label.') };
      },
    },
    // 05 marketing ops, OpenAI Agents; link checker 6 -> 2 -> 0
    {
      domain: 'marketing ops', style: 'OpenAI Agents runner', strArgs: false, probe: { check: 'email.link_check', countRe: 'broken=(\\d+)' },
      build(c) {
        const goal = 'QA the June newsletter before it goes out at 14:00: every link must resolve and be UTM-tagged.';
        const chk = (n, list) => c.tool('email.link_check', { campaign: 'nl-2024-06' }, `checked=31 broken=${n} run=${c.hex(8)} at=${c.iso()}${list ? '\n' + list : ''}`);
        const ch = [
          chk(6, '404 https://acme.example/blog/q2-roadmap\n404 https://acme.example/events/summit-2024\nMISSING_UTM https://acme.example/pricing\nMISSING_UTM https://acme.example/customers/nordvik\nMISSING_UTM https://acme.example/webinar\n301->404 https://acme.example/careers'),
          c.llm('Newsletter QA', 'Two blog/event URLs changed slugs and careers moved to a new ATS. Replacing them with current URLs from the sitemap, then handling UTMs.'),
          c.tool('cms.update_links', { campaign: 'nl-2024-06', replace: { '/blog/q2-roadmap': '/blog/product-roadmap-q2-2024', '/events/summit-2024': '/summit', '/careers': 'https://jobs.acme.example' } }, { replaced: 3 }),
          chk(2, 'MISSING_UTM https://acme.example/customers/nordvik\nMISSING_UTM https://acme.example/webinar'),
          c.tool('cms.apply_utm', { campaign: 'nl-2024-06', utm: { source: 'newsletter', medium: 'email', campaign: 'jun24' }, only_missing: true }, { tagged: 3 }),
          chk(0, ''),
        ];
        return { goal, root: c.agent('Newsletter QA', goal, ch, 'June newsletter QA passed: 3 dead links replaced and UTMs added; 31/31 links resolve and are tagged.') };
      },
    },
    // 06 security triage, chatty + sub-agent; checkov findings 8 -> 3 -> 0
    {
      domain: 'security triage', style: 'chatty assistant + sub-agent', strArgs: false, probe: { check: 'checkov.scan', countRe: 'Failed checks: (\\d+)' },
      build(c) {
        const goal = 'The compliance gate blocks the terraform PR for the new logs bucket. Fix the HIGH findings so it can merge.';
        const scan = (failed, extra) => c.tool('checkov.scan', { dir: 'infra/logs-bucket', framework: 'terraform', check_severity: 'HIGH' }, `checkov 3.2.${c.int(10, 99)}\nPassed checks: ${22 - failed}, Failed checks: ${failed}, Skipped checks: 0\n${extra}`);
        const sub = [
          c.tool('fs.read', { path: 'infra/logs-bucket/main.tf' }, 'resource "aws_s3_bucket" "logs" { bucket = "acme-prod-logs" }\nresource "aws_s3_bucket_acl" "logs" { acl = "public-read" }'),
          c.llm('iac_fixer', 'Remove public-read ACL, add public access block, SSE-KMS and versioning.'),
          c.tool('fs.write', { path: 'infra/logs-bucket/main.tf', summary: 'private acl, aws_s3_bucket_public_access_block, sse kms, versioning' }, { bytes: 1874 }),
        ];
        const ch = [
          scan(8, 'CKV_AWS_20 public-read ACL\nCKV_AWS_53..56 public access block (4)\nCKV_AWS_145 no KMS encryption\nCKV_AWS_21 versioning disabled\nCKV_AWS_18 access logging disabled'),
          c.llm('assistant', "I'll have the IaC fixer handle the public-access and encryption items, which are most of the 8; logging needs a target bucket decision."),
          c.agent('iac_fixer', { findings: ['CKV_AWS_20', 'CKV_AWS_53-56', 'CKV_AWS_145', 'CKV_AWS_21'] }, sub, 'Public ACL removed, public access block, SSE-KMS and versioning added.'),
          scan(3, 'CKV_AWS_18 access logging disabled\nCKV2_AWS_61 no lifecycle configuration\nCKV2_AWS_62 no event notifications'),
          c.tool('ask_human', { channel: '#sec-eng', question: 'logs bucket: send access logs to acme-prod-s3-access-logs? lifecycle 400d expiry ok? events: skip with justification?' }, 'yes to both; skip CKV2_AWS_62 with a comment, no consumers need events.'),
          c.tool('fs.write', { path: 'infra/logs-bucket/main.tf', summary: 'logging target, lifecycle 400d, checkov:skip=CKV2_AWS_62 with reason' }, { bytes: 2410 }),
          scan(0, 'All HIGH checks passed'),
        ];
        return { goal, root: c.agent('SecOpsCopilot', goal, ch, 'checkov HIGH findings 8 -> 3 -> 0: bucket is private, encrypted, versioned, logged, with lifecycle; CKV2_AWS_62 skipped with justification. PR can merge.') };
      },
    },
  ],
};
