// Family 3 (loop, no stagnation): several different fixes, the same check fails
// identically (apart from volatile parts) after each of them.
import { agent, tool, fail, pending, model } from '../lib.mjs';

export const family = {
  name: 'same-failure-after-different-fixes',
  isolates: 'The agent applies 3 or more different edits, and after each one the same check (type-check, smoke test, schema or feed validation, build, balance check) fails with output identical apart from volatile parts.',
  loop: true,
  stagnation: false,
  scenarios: [
    // 01 coding agent — tsc error unchanged across four edits
    {
      domain: 'coding agent', style: 'terse tool-calling agent', start: '2024-04-02T11:20:45Z', stringArgs: true,
      goal: 'Make `npm run typecheck` pass in the web-dashboard repo after the React 18 upgrade.',
      build(c, goal) {
        const L = model('gpt-4o-2024-08-06');
        const tc = () => tool('shell', { cmd: 'npm run typecheck', cwd: '/workspace/web-dashboard', timeout_s: 300 },
          { exit_code: 2, stdout: "> web-dashboard@2.3.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\nsrc/components/Modal.tsx(42,7): error TS2322: Type '{ children: Element; onClose: () => void; }' is not assignable to type 'IntrinsicAttributes & ModalProps'.\n  Property 'children' does not exist on type 'IntrinsicAttributes & ModalProps'.\n\nFound 1 error in src/components/Modal.tsx:42\n",
            stderr: `npm ERR! code 2\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/${c.npmlog()}-debug-0.log\n`, duration_ms: c.ms(6000, 9000) });
        const sh = (cmd, stdout, code = 0) => tool('shell', { cmd, cwd: '/workspace/web-dashboard', timeout_s: 300 }, { exit_code: code, stdout, stderr: '', duration_ms: c.ms(400, 9000) });
        return agent('code-agent', goal, 'Reached max_steps=20', [
          tool('read_file', { path: 'package.json' }, '{\n  "name": "web-dashboard",\n  "version": "2.3.0",\n  "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1" },\n  "devDependencies": { "@types/react": "^17.0.80", "typescript": "^5.4.5" }\n}'),
          L('react is already 18 but @types/react is still 17. Bump types first.'),
          sh('npm i -D @types/react@^18 @types/react-dom@^18', `changed 2 packages, and audited 1184 packages in ${c.secs(3, 9)}\n`),
          sh('npx types-react-codemod preset-18 ./src --yes', `Results:\n0 errors\n171 unmodified\n0 skipped\n6 ok\nTime elapsed: ${c.secs(2, 6)}\n`),
          sh('npm run lint', '> web-dashboard@2.3.0 lint\n> eslint src --ext .ts,.tsx\n\n'),
          sh('npm test -- --watchAll=false', `Test Suites: 41 passed, 41 total\nTests:       212 passed, 212 total\nTime:        ${c.secs(8, 20)}\n`),
          tc(),
          L('ModalProps lacks children since React 18 removed implicit children from FC. Add it to the shared type.'),
          tool('edit_file', { path: 'src/types/modal.d.ts', find: 'export interface ModalProps {', replace: 'export interface ModalProps {\n  children?: React.ReactNode;' }, 'patched 1 hunk'),
          tc(),
          L('Maybe the call site needs an explicit cast.'),
          tool('edit_file', { path: 'src/components/Modal.tsx', find: '<Dialog {...props}>', replace: '<Dialog {...(props as DialogProps)}>' }, 'patched 1 hunk'),
          tc(),
          L('Could be stale @types/react. Pin to 18.2.79.'),
          tool('shell', { cmd: 'npm i -D @types/react@18.2.79 @types/react-dom@18.2.25', cwd: '/workspace/web-dashboard', timeout_s: 300 },
            { exit_code: 0, stdout: `changed 2 packages, and audited 1184 packages in ${c.secs(3, 9)}\n`, stderr: '', duration_ms: c.ms(3000, 9000) }),
          tc(),
          L('Try skipLibCheck.'),
          tool('edit_file', { path: 'tsconfig.json', find: '"strict": true,', replace: '"strict": true,\n    "skipLibCheck": true,' }, 'patched 1 hunk'),
          tc(),
        ]);
      },
    },
    // 02 devops/SRE — smoke test fails on the same readiness check after three config changes
    {
      domain: 'devops/SRE', style: 'chatty planner-executor', start: '2024-07-23T08:04:00Z',
      goal: 'Roll out billing-svc v2.14.0 to staging and make sure the smoke test passes.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20240620');
        const smoke = () => tool('run_smoke_test', { service: 'billing-svc', env: 'staging', suite: 'smoke' }, {
          run_id: c.uuid(), passed: false, started_at: c.iso(), duration_ms: c.ms(2100, 4800),
          results: [
            { check: 'GET /healthz/live', expected: 200, got: 200, ok: true },
            { check: 'GET /healthz/ready', expected: 200, got: 503, ok: false, body: '{"status":"unhealthy","checks":{"postgres":"timeout acquiring connection from pool"}}' },
            { check: 'POST /v1/invoices/preview', ok: false, skipped: true, reason: 'dependency check failed' },
          ],
        });
        return agent('release-bot', goal, 'Giving up: smoke test still fails on /healthz/ready (postgres pool timeout) after three fixes. Rollback to v2.13.2 requested and #billing-eng notified.', [
          L('Before deploying I will read the release notes and apply any pending migrations to the staging database.'),
          tool('get_release', { service: 'billing-svc', version: '2.14.0' }, { tag: 'v2.14.0', commit: c.hex(40), notes: ['feat: invoice batch pre-generation job', 'fix: rounding in proration preview', 'chore: bump pgx to 5.6.0'], migrations: ['0042_add_invoice_batches', '0043_idx_invoice_status'] }),
          tool('run_migrations', { service: 'billing-svc', env: 'staging', dry_run: true }, `pending: 0042_add_invoice_batches (CREATE TABLE invoice_batches ...)\npending: 0043_idx_invoice_status (CREATE INDEX CONCURRENTLY ...)\n2 migrations would be applied (${c.secs(0.1, 0.9)})`),
          tool('run_migrations', { service: 'billing-svc', env: 'staging', dry_run: false }, `applied 0042_add_invoice_batches in ${c.secs(0.1, 0.5)}\napplied 0043_idx_invoice_status in ${c.secs(1, 4)}\nschema version: 43`),
          tool('db_query', { env: 'staging', db: 'billing', sql: 'select count(*) from invoice_batches' }, { rows: [{ count: 0 }], elapsed_ms: c.ms(2, 30) }),
          L("Migrations applied cleanly. Deploying v2.14.0 to staging, then running the smoke suite."),
          tool('deploy', { service: 'billing-svc', version: '2.14.0', env: 'staging', strategy: 'rolling' }, { rollout_id: c.id('ro', 12), status: 'complete', replicas: '3/3', finished_at: c.isoS() }),
          smoke(),
          L('Readiness fails because the postgres pool times out. v2.14.0 added a batch job that holds connections longer; first attempt: raise the pool acquire timeout from 5s to 15s.'),
          tool('set_env', { service: 'billing-svc', env: 'staging', vars: { DB_POOL_ACQUIRE_TIMEOUT_MS: '15000' }, restart: true }, { applied: true, restarted_pods: 3, revision: 41 }),
          smoke(),
          L('Same failure. Perhaps the pods hold a stale connection string from before the credential rotation last week; re-sync the secret from Vault.'),
          tool('sync_secret', { service: 'billing-svc', env: 'staging', secret: 'billing-db-credentials', source: 'vault://kv/staging/billing/db' }, { synced: true, version: 7, restarted_pods: 3 }),
          smoke(),
          L('Still identical. Third idea: the pool is simply too small for 3 replicas plus the batch worker. Scale out to 5 replicas so each pod carries less load.'),
          tool('scale', { service: 'billing-svc', env: 'staging', replicas: 5 }, { replicas: '5/5', ready: true }),
          smoke(),
          L('Three different fixes, same readiness failure. Rolling back to the last good version and handing over.'),
          tool('jira_create_issue', { project: 'BILL', type: 'Bug', summary: 'billing-svc 2.14.0: /healthz/ready 503 on staging (postgres pool timeout)', labels: ['release-blocker'], description: 'Smoke suite fails on readiness after deploy. Tried: DB_POOL_ACQUIRE_TIMEOUT_MS=15000, re-synced billing-db-credentials, scaled 3->5. Same result every time.' }, { key: 'BILL-2291', id: String(c.int(100000, 999999)), self: 'https://acme.atlassian.net/rest/api/3/issue/BILL-2291' }),
          tool('jira_attach', { issue: 'BILL-2291', file: c.tmp('json'), name: 'smoke-report.json' }, { attached: true, size_bytes: c.int(2000, 4000) }),
          tool('post_update', { channel: '#billing-eng', text: 'billing-svc v2.14.0 on staging: /healthz/ready returns 503 (postgres pool timeout) after raising the pool timeout, re-syncing DB credentials and scaling to 5. Rolling back to v2.13.2; details in BILL-2291.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
          pending('rollback', { service: 'billing-svc', env: 'staging', to_version: '2.13.2' }),
        ]);
      },
    },
    // 03 data/analytics — schema contract validation unchanged across three different tweaks
    {
      domain: 'data/analytics', style: 'terse tool-calling agent', start: '2024-05-06T03:11:29Z',
      goal: "Load the vendor's weekly sales CSV (s3://acme-ingest/vendor_x/2024-W18.csv) into staging.vendor_sales; it must pass the vendor_sales_v3 schema contract first.",
      build(c, goal) {
        const L = model('mistral-large-2407');
        const validate = () => tool('validate_schema', { source: 's3://acme-ingest/vendor_x/2024-W18.csv', contract: 'vendor_sales_v3' }, {
          valid: false, validation_id: c.uuid(), checked_at: c.isoU(), rows_checked: 1842,
          errors: [{ column: 'sold_at', rule: 'type', expected: 'timestamp', sample_value: '2024/05/01 13:05', failing_rows: 1842 }],
        });
        return agent('ingest-agent', goal, 'Reached max_steps=9', [
          tool('s3_head', { uri: 's3://acme-ingest/vendor_x/2024-W18.csv' }, { size_bytes: 212204, etag: `"${c.hex(32)}"`, last_modified: c.rfc() }),
          validate(),
          L('header might be SoldAt upstream; add rename'),
          tool('set_transform', { pipeline: 'vendor_x_weekly', step: 'rename', mapping: { SoldAt: 'sold_at', Qty: 'quantity' } }, { ok: true, pipeline_version: 12 }),
          validate(),
          L('set explicit parse format'),
          tool('set_transform', { pipeline: 'vendor_x_weekly', step: 'parse_datetime', column: 'sold_at', format: '%Y-%m-%d %H:%M' }, { ok: true, pipeline_version: 13 }),
          validate(),
          L('relax contract: nullable'),
          tool('update_contract', { contract: 'vendor_sales_v3', column: 'sold_at', patch: { nullable: true } }, { ok: true, contract_revision: 'r5' }),
          validate(),
        ]);
      },
    },
    // 04 e-commerce ops — merchant feed still rejected for missing GTIN after three fixes
    {
      domain: 'e-commerce ops', style: 'chatty assistant', start: '2024-11-18T09:37:02Z', stringArgs: true,
      goal: 'Our Google Shopping feed is getting rejected; fix the feed and get it to validate.',
      build(c, goal) {
        const L = model('gpt-4o-mini');
        const v = () => tool('merchant_feed_validate', { merchant_id: '118840231', feed_id: 'gmc-feed-main' }, {
          feed_id: 'gmc-feed-main', status: 'REJECTED', validated_at: c.iso(), processing_id: c.hex(20),
          issues: [{ code: 'missing_gtin', severity: 'error', affected_items: 214, example_item: 'SKU-88213', docs: 'https://support.google.com/merchants/answer/6324461' }],
        });
        return agent('shop-assistant', goal, "I tried three different fixes but the feed still reports 214 items missing a GTIN. The catalog team may need to supply barcodes before it can validate.", [
          v(),
          L("The feed is rejected because 214 items have no GTIN. Some brands legitimately don't have GTINs, so I'll first mark our private-label Northpeak products as identifier_exists = no."),
          tool('products_bulk_update', { filter: { brand: 'Northpeak' }, set: { identifier_exists: 'no' } }, { matched: 37, updated: 37, job: c.id('bulk', 10) }),
          v(),
          L("No change in the count. Maybe the feed isn't reading our barcode field at all, so I'll map the feed's gtin attribute to the product's barcode column."),
          tool('feed_mapping_update', { feed_id: 'gmc-feed-main', attribute: 'gtin', source_field: 'variant.barcode' }, { ok: true, mapping_revision: 9 }),
          v(),
          L("Still 214. Let me try filling the GTIN for apparel from the EAN we store in a metafield."),
          tool('products_bulk_update', { filter: { product_type: 'Apparel' }, set: { gtin: '{{ metafields.custom.ean }}' } }, { matched: 120, updated: 120, job: c.id('bulk', 10) }),
          v(),
        ]);
      },
    },
    // 05 research assistant — LaTeX build fails on the same undefined control sequence; nested fixer
    {
      domain: 'research assistant', style: 'planner with nested executor', start: '2024-02-14T22:10:10Z',
      goal: 'Compile the camera-ready paper (paper/main.tex) to PDF for the ACL submission.',
      build(c, goal) {
        const P = model('planner');
        const X = model('executor');
        const build = () => tool('latexmk', { dir: 'paper', main: 'main.tex', engine: 'pdflatex' },
          `Rc files read:\n  NONE\nLatexmk: This is Latexmk, John Collins, 7 Jan. 2023. Version 4.79.\nRun number 1 of rule 'pdflatex'\nRunning 'pdflatex  -interaction=nonstopmode -recorder  "main.tex"'\n(./sections/results.tex\n! Undefined control sequence.\nl.214 ...results are consistent with prior work \\citep\n                                                  {zhang2023}.\n)\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may duplicate other messages):\n  pdflatex: Command for 'pdflatex' gave return code 1\nLatexmk: elapsed ${c.secs(1, 4)}, log written ${c.log()}`);
        return agent('paper-assistant', goal, 'Camera-ready prep done (authors de-anonymised, figures regenerated, acknowledgements added), but the PDF could not be produced: main.tex still fails with "Undefined control sequence \\citep". Manual attention needed.', [
          P('Camera-ready checklist: (a) de-anonymise the author block, (b) regenerate figures from the final results, (c) add acknowledgements, (d) compile and check the 8-page limit. Dispatching (a)-(c) first.'),
          agent('editor', 'De-anonymise main.tex and add the acknowledgements section.', 'Author block restored (4 authors, 2 affiliations) and acknowledgements added before the references.', [
            tool('read_file', { path: 'paper/main.tex', lines: [1, 40] }, '\\documentclass[11pt]{article}\n\\usepackage[review]{acl}\n\\usepackage{times}\n...\n\\author{Anonymous ACL submission}\n'),
            tool('apply_patch', { file: 'paper/main.tex', replace: { from: '\\usepackage[review]{acl}', to: '\\usepackage[final]{acl}' } }, { ok: true, hunks: 1 }),
            tool('apply_patch', { file: 'paper/main.tex', replace: { from: '\\author{Anonymous ACL submission}', to: '\\author{Mira Kovac \\and Daniel Osei \\and Ruth Alemu \\and Tomas Berg \\\\ University of Ljubljana, Uppsala University}' } }, { ok: true, hunks: 1 }),
            tool('apply_patch', { file: 'paper/main.tex', before_line: '\\bibliography{custom}', insert: '\\section*{Acknowledgements}\nWe thank the anonymous reviewers. This work was supported by ARIS grant J7-4601.' }, { ok: true, hunks: 1 }),
          ]),
          agent('figure-worker', 'Regenerate all figures from results/final/*.csv.', 'Regenerated 4 figures (fig1-fig4) into paper/figures/.', [
            tool('shell', { cmd: 'python scripts/make_figures.py --in results/final --out paper/figures' }, `loaded 6 result files\nwrote paper/figures/fig1_main.pdf\nwrote paper/figures/fig2_ablation.pdf\nwrote paper/figures/fig3_scaling.pdf\nwrote paper/figures/fig4_errors.pdf\ndone in ${c.secs(4, 12)}`),
            tool('shell', { cmd: 'ls -la paper/figures' }, `total 412\n-rw-r--r-- 1 ci ci 118204 fig1_main.pdf\n-rw-r--r-- 1 ci ci  90112 fig2_ablation.pdf\n-rw-r--r-- 1 ci ci 102377 fig3_scaling.pdf\n-rw-r--r-- 1 ci ci  97640 fig4_errors.pdf`),
          ]),
          P('(a)-(c) done. Delegate compilation to tex-fixer; it should iterate until latexmk succeeds.'),
          agent('tex-fixer', 'Get paper/main.tex to compile with latexmk.', 'Could not get main.tex to compile after 3 edits; same error every time.', [
            build(),
            X('\\citep is natbib. Add a citation package to the preamble.'),
            tool('apply_patch', { file: 'paper/main.tex', after_line: 'usepackage{times}', insert: '\\usepackage{cite}' }, { ok: true, hunks: 1 }),
            build(),
            X('cite does not provide \\citep. Replace \\citep with \\cite in the related-work section.'),
            tool('apply_patch', { file: 'paper/sections/related.tex', replace_all: { from: '\\citep{', to: '\\cite{' } }, { ok: true, replacements: 11 }),
            build(),
            X('Maybe the aux files are stale; run bibtex before compiling again.'),
            tool('shell', { cmd: 'cd paper && bibtex main' }, `This is BibTeX, Version 0.99d (TeX Live 2023)\nThe top-level auxiliary file: main.aux\nThe style file: acl_natbib.bst\nDatabase file #1: custom.bib\n`),
            build(),
          ]),
        ]);
      },
    },
    // 06 finance/accounting — journal still out of balance by the same amount after four formatting fixes
    {
      domain: 'finance/accounting', style: 'chatty assistant with reasoning', start: '2024-05-02T14:45:18Z',
      goal: 'Import the April accruals journal (accruals_2024-04.xlsx) into NetSuite for subsidiary US-01.',
      build(c, goal) {
        const L = model('gpt-4-0613');
        const check = () => tool('validate_journal', { file: 'accruals_2024-04.xlsx', subsidiary: 'US-01', period: 'Apr 2024' }, {
          ok: false, batch_id: c.id('jb', 10), validated_at: c.log(),
          errors: ['Journal is out of balance: debits 182,440.18 != credits 182,404.18 (difference 36.00)'], lines: 96,
        });
        return agent('close-assistant', goal, 'Reached max_steps=10 without importing the journal.', [
          tool('read_sheet', { file: 'accruals_2024-04.xlsx', sheet: 'JE', range: 'A1:G4' }, [['Line', 'Account', 'Dept', 'Memo', 'Debit', 'Credit', 'Currency'], [1, '6100 Professional Fees', 'G&A', 'Audit accrual', 18500, '', 'USD'], [2, '2100 Accrued Liabilities', 'G&A', 'Audit accrual', '', 18500, 'USD']]),
          check(),
          L("The validator reports a 36.00 imbalance. Line 88 uses account 2105, which isn't mapped in US-01, so I suspect NetSuite is dropping that credit; I'll remap it to 2100."),
          tool('edit_cell', { file: 'accruals_2024-04.xlsx', sheet: 'JE', cell: 'B89', value: '2100 Accrued Liabilities' }, { ok: true }),
          check(),
          L('The difference is unchanged. Perhaps floating-point noise in the amounts, so I will round every amount to two decimals.'),
          tool('format_range', { file: 'accruals_2024-04.xlsx', sheet: 'JE', range: 'E2:F97', number_format: '0.00', round: 2 }, { ok: true, cells: 192 }),
          check(),
          L('Still 36.00. There is a blank trailing row 98 that might be read as a zero line with a stray value; deleting it.'),
          tool('delete_rows', { file: 'accruals_2024-04.xlsx', sheet: 'JE', rows: [98] }, { ok: true, deleted: 1 }),
          check(),
          L('Last idea: a few lines have the currency blank, which could default to another currency. Filling USD for all lines.'),
          tool('fill_range', { file: 'accruals_2024-04.xlsx', sheet: 'JE', range: 'G2:G97', value: 'USD', only_blank: true }, { ok: true, filled: 4 }),
          check(),
        ]);
      },
    },
  ],
};
