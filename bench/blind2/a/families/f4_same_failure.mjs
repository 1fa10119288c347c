// Family 4: a different fix each round, then the same verification, which fails
// identically apart from volatile parts. 3+ rounds, never passes.

export default {
  family: 'varied-fixes-same-failure',
  isolates: 'The agent applies a different edit or config change each round and reruns the same verification, whose failure is identical apart from volatile details (durations, ids, timestamps, paths), for three or more rounds without ever passing.',
  loop: true,
  stagnation: false,
  scenarios: [
    // 01 coding — tsc build error unchanged after three unrelated edits
    {
      domain: 'coding', start: '2024-04-02T13:50:22Z', jsonArgs: false, model: 'claude-3-5-sonnet-20240620',
      build(c, { A, L, T }) {
        const goal = 'Upgrade zod to 3.23 in the web app and make sure `npm run build` still passes.';
        const build = () => ({ exit_code: 2, stdout: `\n> web@4.12.0 build\n> tsc -p tsconfig.build.json && vite build\n\nsrc/forms/schema.ts(42,7): error TS2322: Type 'ZodEffects<ZodString, string, string>' is not assignable to type 'ZodString'.\n  Type 'ZodEffects<ZodString, string, string>' is missing the following properties from type 'ZodString': _regex, _addCheck, email, url, and 34 more.\n\nFound 1 error in src/forms/schema.ts:42\n\n`, stderr: `npm ERR! Lifecycle script \`build\` failed with error:\nnpm ERR! code 2\nnpm ERR! A complete log of this run can be found in: /home/dev/.npm/_logs/${new Date(c.adv()).toISOString().replace(/:/g, '_')}-debug-0.log`, duration_s: c.secs(6, 11) });
        const children = [
          T('run_shell', { cmd: 'npm install zod@3.23.8', cwd: 'apps/web' }, { exit_code: 0, stdout: `\nchanged 1 package, and audited 1187 packages in ${c.int(3, 9)}s\n\n214 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities\n`, stderr: '' }),
          T('run_shell', { cmd: 'npm run build', cwd: 'apps/web' }, build()),
          L("The new zod types make .transform() return ZodEffects instead of ZodString. The schema map is declared as Record<string, z.ZodString>; widening it to ZodTypeAny should accept the transformed fields."),
          T('edit_file', { path: 'apps/web/src/forms/schema.ts', old_str: 'const fieldSchemas: Record<string, z.ZodString> = {', new_str: 'const fieldSchemas: Record<string, z.ZodTypeAny> = {' }, 'Edited apps/web/src/forms/schema.ts (1 replacement, line 12)'),
          T('run_shell', { cmd: 'npm run build', cwd: 'apps/web' }, build()),
          L('Line 42 is the postcode field. Casting that transform back to ZodString would be a quick way to satisfy the checker while I look for the proper type.'),
          T('edit_file', { path: 'apps/web/src/forms/schema.ts', old_str: "postcode: z.string().trim().transform(normalisePostcode),", new_str: "postcode: z.string().trim().transform(normalisePostcode) as unknown as z.ZodString," }, 'Edited apps/web/src/forms/schema.ts (1 replacement, line 58)'),
          T('run_shell', { cmd: 'npm run build', cwd: 'apps/web' }, build()),
          L("Maybe the mismatch comes from zod's bundled declaration files rather than our code; enabling skipLibCheck in the build tsconfig."),
          T('edit_file', { path: 'apps/web/tsconfig.build.json', old_str: '"strict": true,', new_str: '"strict": true,\n    "skipLibCheck": true,' }, 'Edited apps/web/tsconfig.build.json (1 replacement, line 7)'),
          T('run_shell', { cmd: 'npm run build', cwd: 'apps/web' }, build()),
        ];
        return { goal, root: A('dev-agent', goal, 'I upgraded zod to 3.23.8 but could not get the build to pass: src/forms/schema.ts(42,7) still reports TS2322 (ZodEffects not assignable to ZodString). Changes made: widened fieldSchemas type, cast the postcode transform, enabled skipLibCheck.', children) };
      },
    },

    // 02 devops — helm upgrades with different env wiring, same CrashLoopBackOff health check
    {
      domain: 'devops', start: '2024-10-15T16:02:48Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Deploy payments-api v2.14.0 to staging and confirm the rollout is healthy.';
        let rev = 56;
        const rs = c.hex(10).slice(0, 9);
        const helm = (extra) => { rev += 1; return `Release "payments-api" has been upgraded. Happy Helming!\nNAME: payments-api\nLAST DEPLOYED: ${new Date(c.adv()).toUTCString().replace('GMT', 'UTC')}\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: ${rev}\nTEST SUITE: None${extra || ''}`; };
        const health = () => {
          const pods = [0, 1, 2].map(() => ({ name: `payments-api-7d4f9c8b6${c.int(0, 9)}-${c.alnum(4, 'bcdfghjklmnpqrstvwxz2456789')}${c.int(2, 9)}`, phase: 'Running', ready: false, state: 'CrashLoopBackOff', restarts: c.int(2, 4), last_log: `${c.iso()} FATAL config: PAYMENTS_LEDGER_URL must be set (env) — refusing to start` }));
          return { deployment: 'payments-api', namespace: 'staging', ready_replicas: 0, desired_replicas: 3, healthy: false, checked_at: c.isoS(), pods };
        };
        const chk = { deployment: 'payments-api', namespace: 'staging', wait_seconds: 90 };
        const digest = 'sha256:' + c.hex(64);
        const preflight = A('preflight_checker', 'Verify the payments-api 2.14.0 image exists and is scanned, and run the pending DB migrations in staging.', `Image 2.14.0 present (${digest.slice(0, 19)}…), no critical/high findings; migrations 0087→0089 applied in staging.`, [
          T('ecr_describe_images', { repositoryName: 'payments-api', imageIds: [{ imageTag: '2.14.0' }] }, { imageDetails: [{ registryId: '604213887190', repositoryName: 'payments-api', imageDigest: digest, imageTags: ['2.14.0'], imageSizeInBytes: 118230441, imagePushedAt: c.isoS(), imageScanStatus: { status: 'COMPLETE', description: 'The scan was completed successfully.' } }] }),
          T('ecr_describe_image_scan_findings', { repositoryName: 'payments-api', imageId: { imageTag: '2.14.0' } }, { imageScanFindings: { findingSeverityCounts: { MEDIUM: 2, LOW: 5, INFORMATIONAL: 11 }, imageScanCompletedAt: c.isoS() }, imageScanStatus: { status: 'COMPLETE' } }),
          L('Image exists with no critical or high findings. Applying the migration job for this release.', 'gpt-4o-mini'),
          T('kubectl', { args: ['apply', '-f', 'jobs/migrate-2.14.0.yaml', '-n', 'staging'] }, 'job.batch/payments-api-migrate-2-14-0 created'),
          T('kubectl', { args: ['wait', '--for=condition=complete', 'job/payments-api-migrate-2-14-0', '-n', 'staging', '--timeout=300s'] }, (c.wait(38), 'job.batch/payments-api-migrate-2-14-0 condition met')),
          T('kubectl', { args: ['logs', 'job/payments-api-migrate-2-14-0', '-n', 'staging', '--tail=4'] }, `${c.logts()} INFO  [alembic.runtime.migration] Running upgrade 0087 -> 0088, add ledger_ref to settlements\n${c.logts()} INFO  [alembic.runtime.migration] Running upgrade 0088 -> 0089, backfill ledger_ref\n${c.logts()} INFO  backfilled 48211 rows\n${c.logts()} INFO  done`),
        ]);
        const children = [
          T('helm_history', { release: 'payments-api', namespace: 'staging', max: 3 }, `REVISION\tUPDATED                 \tSTATUS    \tCHART              \tAPP VERSION\tDESCRIPTION\n54      \tTue Oct  1 09:12:40 2024\tsuperseded\tpayments-api-1.9.3 \t2.12.1     \tUpgrade complete\n55      \tTue Oct  8 15:40:02 2024\tsuperseded\tpayments-api-1.9.4 \t2.13.0     \tUpgrade complete\n56      \tThu Oct 10 11:03:27 2024\tdeployed  \tpayments-api-1.9.4 \t2.13.2     \tUpgrade complete`),
          preflight,
          L('Preflight is clean and staging is on 2.13.2. Upgrading the release with the new image tag, then running the deploy health check.'),
          T('helm_upgrade', { release: 'payments-api', chart: './charts/payments-api', namespace: 'staging', values: ['values-staging.yaml'], set: { 'image.tag': '2.14.0' } }, helm()),
          T('deploy_healthcheck', chk, health()),
          L('The new pods crash on start because PAYMENTS_LEDGER_URL is not set — v2.14.0 must have made it mandatory. Adding it to the staging values under env.'),
          T('edit_file', { path: 'charts/payments-api/values-staging.yaml', append: 'env:\n  PAYMENTS_LEDGER_URL: http://ledger.staging.svc.cluster.local:8080\n' }, 'values-staging.yaml: +2 lines'),
          T('helm_upgrade', { release: 'payments-api', chart: './charts/payments-api', namespace: 'staging', values: ['values-staging.yaml'], set: { 'image.tag': '2.14.0' } }, helm()),
          T('deploy_healthcheck', chk, health()),
          L('Same crash. Perhaps the values file is merged in a different order; passing the variable explicitly with --set instead.'),
          T('helm_upgrade', { release: 'payments-api', chart: './charts/payments-api', namespace: 'staging', values: ['values-staging.yaml'], set: { 'image.tag': '2.14.0', 'env.PAYMENTS_LEDGER_URL': 'http://ledger.staging.svc.cluster.local:8080' } }, helm()),
          T('deploy_healthcheck', chk, health()),
          L('Still missing at runtime. I will put it in a ConfigMap and restart the deployment so the pods pick it up.'),
          T('kubectl', { args: ['create', 'configmap', 'payments-api-ledger', '-n', 'staging', '--from-literal=PAYMENTS_LEDGER_URL=http://ledger.staging.svc.cluster.local:8080'] }, 'configmap/payments-api-ledger created'),
          T('kubectl', { args: ['rollout', 'restart', 'deployment/payments-api', '-n', 'staging'] }, 'deployment.apps/payments-api restarted'),
          T('deploy_healthcheck', chk, health()),
          L('Maybe the container reads its config from a mounted file rather than the environment. Adding the URL to the app config block in values-staging.yaml.'),
          T('edit_file', { path: 'charts/payments-api/values-staging.yaml', append: 'config:\n  ledger:\n    url: http://ledger.staging.svc.cluster.local:8080\n' }, 'values-staging.yaml: +3 lines'),
          T('helm_upgrade', { release: 'payments-api', chart: './charts/payments-api', namespace: 'staging', values: ['values-staging.yaml'], set: { 'image.tag': '2.14.0' }, reuse_values: false }, helm()),
          T('deploy_healthcheck', chk, health()),
          L('That attempt fails identically as well. Trying to add the variable to the base values.yaml as a last resort.'),
          T('edit_file', { path: 'charts/payments-api/values.yaml', old_str: 'env: {}', new_str: 'env:\n  PAYMENTS_LEDGER_URL: http://ledger.staging.svc.cluster.local:8080' }, 'values.yaml: 1 replacement'),
          T('helm_upgrade', { release: 'payments-api', chart: './charts/payments-api', namespace: 'staging', values: ['values-staging.yaml'], set: { 'image.tag': '2.14.0' } }, helm()),
          T('deploy_healthcheck', chk, health()),
        ];
        return { goal, root: A('deploy-agent', goal, 'Agent stopped: max iterations reached', children) };
      },
    },

    // 03 data — dbt uniqueness test, three different SQL edits, 37 duplicates each time
    {
      domain: 'data', start: '2024-06-25T05:31:02Z', jsonArgs: false, model: 'gpt-4-turbo-2024-04-09',
      build(c, { A, L, T }) {
        const goal = 'Last night\'s dbt run failed on unique_fct_orders_order_id. Fix the fct_orders model so the test passes.';
        const dbt = () => {
          const t0 = c.hms(), t1 = c.hms(), t2 = c.hms(), t3 = c.hms(), t4 = c.hms();
          const d = c.secs(4, 9);
          return `${t0}  Running with dbt=1.7.14\n${t0}  Registered adapter: snowflake=1.7.3\n${t1}  Found 84 models, 212 tests, 31 sources, 0 exposures, 0 metrics, 611 macros\n${t1}\n${t1}  Concurrency: 8 threads (target='prod')\n${t1}\n${t2}  1 of 5 START sql table model marts.fct_orders ............................ [RUN]\n${t3}  1 of 5 OK created sql table model marts.fct_orders ....................... [SUCCESS 1 in ${c.fx(2, 5)}s]\n${t3}  2 of 5 START test not_null_fct_orders_order_id ............................ [RUN]\n${t3}  3 of 5 START test unique_fct_orders_order_id .............................. [RUN]\n${t3}  2 of 5 PASS not_null_fct_orders_order_id .................................. [PASS in ${c.fx(0.4, 1.2)}s]\n${t4}  3 of 5 FAIL 37 unique_fct_orders_order_id ................................. [FAIL 37 in ${c.fx(0.6, 1.5)}s]\n${t4}  4 of 5 PASS relationships_fct_orders_customer_id__customer_id__ref_dim_customers_ [PASS in ${c.fx(0.5, 1.4)}s]\n${t4}  5 of 5 PASS accepted_values_fct_orders_status__placed__shipped__returned ... [PASS in ${c.fx(0.4, 1.1)}s]\n${t4}\n${t4}  Finished running 1 table model, 4 tests in 0 hours 0 minutes and ${d} seconds (${d}s).\n${t4}\n${t4}  Completed with 1 error and 0 warnings:\n${t4}\n${t4}  Failure in test unique_fct_orders_order_id (models/marts/schema.yml)\n${t4}    Got 37 results, configured to fail if != 0\n${t4}\n${t4}    compiled Code at target/compiled/shop/models/marts/schema.yml/unique_fct_orders_order_id.sql\n${t4}\n${t4}  Done. PASS=4 WARN=0 ERROR=1 SKIP=0 TOTAL=5`;
        };
        const cmd = { cmd: 'dbt build --select fct_orders', cwd: '/srv/dbt/shop' };
        const children = [
          T('run_shell', cmd, dbt()),
          T('snowflake_query', { sql: 'select order_id, count(*) n, listagg(distinct payment_method, \',\') methods from analytics.marts.fct_orders group by 1 having count(*) > 1 order by n desc limit 5' },
            { rows: [
              { ORDER_ID: 700412, N: 2, METHODS: 'gift_card,credit_card' }, { ORDER_ID: 700981, N: 2, METHODS: 'gift_card,credit_card' },
              { ORDER_ID: 701177, N: 2, METHODS: 'credit_card' }, { ORDER_ID: 702030, N: 2, METHODS: 'coupon,credit_card' }, { ORDER_ID: 702215, N: 2, METHODS: 'gift_card,paypal' }],
            query_id: '01b5' + c.hex(4) + '-0403-' + c.hex(4) + '-0001-' + c.hex(12), elapsed_ms: c.int(500, 2500) }),
          L('Duplicated orders have more than one payment row. The simplest change is SELECT DISTINCT in the final CTE of fct_orders.'),
          T('edit_file', { path: 'models/marts/fct_orders.sql', old_str: 'select\n    o.order_id,', new_str: 'select distinct\n    o.order_id,' }, 'ok: 1 replacement'),
          T('run_shell', cmd, dbt()),
          L('DISTINCT did not collapse them. Maybe failed payment attempts are creating the extra rows; restricting the join to successful payments.'),
          T('edit_file', { path: 'models/marts/fct_orders.sql', old_str: 'left join payments p on p.order_id = o.order_id', new_str: "left join payments p on p.order_id = o.order_id and p.status = 'success'" }, 'ok: 1 replacement'),
          T('run_shell', cmd, dbt()),
          L('No change. Perhaps stg_payments itself contains duplicate payment_ids from the loader; deduplicating there with qualify.'),
          T('edit_file', { path: 'models/staging/stg_payments.sql', old_str: 'from source', new_str: 'from source\nqualify row_number() over (partition by payment_id order by _loaded_at desc) = 1' }, 'ok: 1 replacement'),
          T('run_shell', { cmd: 'dbt build --select fct_orders', cwd: '/srv/dbt/shop' }, dbt()),
        ];
        return { goal, root: A('dbt-agent', goal, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', children) };
      },
    },

    // 04 browser — DMV change of address, different address formats, same verification error
    {
      domain: 'browser', start: '2024-03-28T18:26:40Z', jsonArgs: true, model: 'gpt-4o-2024-05-13',
      build(c, { A, L, T }) {
        const goal = 'Submit a change of address on the Oregon DMV portal for licence D4419-2280-1173: new address 88 Larch St Apt 3B, Portland OR 97209.';
        const submit = () => ({ clicked: 'button "Submit change"', url: 'https://dmv2u.oregon.example/address/review', alert: { role: 'alert', text: `We could not verify this address with USPS. Please check the street address and ZIP code and try again. (Reference AV-${c.HEX(8)})` }, timestamp: c.iso() });
        const children = [
          L('Opening the change-of-address form and filling it with the new address.'),
          T('browser_navigate', { url: 'https://dmv2u.oregon.example/address' }, { status: 200, title: 'Change of Address – DMV2U', url: 'https://dmv2u.oregon.example/address' }),
          T('browser_fill_form', { fields: [{ ref: 'e12', name: 'Licence number', value: 'D4419-2280-1173' }, { ref: 'e15', name: 'Street address', value: '88 Larch St Apt 3B' }, { ref: 'e18', name: 'City', value: 'Portland' }, { ref: 'e19', name: 'State', value: 'OR' }, { ref: 'e21', name: 'ZIP', value: '97209' }] }, { filled: 5 }),
          T('browser_click', { ref: 'e30', element: 'Submit change button' }, submit()),
          L('USPS verification rejected it. The apartment number probably belongs in Address line 2 rather than the street line.'),
          T('browser_fill_form', { fields: [{ ref: 'e15', name: 'Street address', value: '88 Larch St' }, { ref: 'e16', name: 'Address line 2', value: 'Apt 3B' }] }, { filled: 2 }),
          T('browser_click', { ref: 'e30', element: 'Submit change button' }, submit()),
          L('Same rejection. Some USPS matchers want the suffix spelled out, so switching St to Street and the unit to #3B.'),
          T('browser_fill_form', { fields: [{ ref: 'e15', name: 'Street address', value: '88 Larch Street' }, { ref: 'e16', name: 'Address line 2', value: '#3B' }] }, { filled: 2 }),
          T('browser_click', { ref: 'e30', element: 'Submit change button' }, submit()),
          L('Still not verified. Trying the ZIP+4 for that block, 97209-2614, in case the 5-digit ZIP is ambiguous.'),
          T('browser_fill_form', { fields: [{ ref: 'e21', name: 'ZIP', value: '97209-2614' }] }, { filled: 1 }),
          T('browser_click', { ref: 'e30', element: 'Submit change button' }, submit()),
        ];
        return { goal, root: A('browser-agent', goal, 'The DMV portal keeps rejecting the address ("could not verify this address with USPS") no matter how it is formatted. I was not able to submit the change of address; you may need to call DMV or submit it in person.', children) };
      },
    },

    // 05 research — LaTeX option clash, three unrelated fixes, identical latexmk failure
    {
      domain: 'research', start: '2024-10-29T22:47:13Z', jsonArgs: false, model: 'claude-3-opus-20240229',
      build(c, { A, L, T }) {
        const goal = 'The camera-ready build of our paper (paper/main.tex) fails. Fix it so latexmk produces main.pdf.';
        const build = () => ({ exit_code: 12, output: `Rc files read:\n  NONE\nLatexmk: This is Latexmk, John Collins, 20 November 2023. Version 4.83.\nLatexmk: applying rule 'pdflatex'...\nRule 'pdflatex':  Reasons for rerun\nCategory 'other':\n  Rerun of 'pdflatex' forced or previously required\n------------\nRun number 1 of rule 'pdflatex'\n------------\nRunning 'pdflatex  -interaction=nonstopmode -file-line-error -recorder  "main.tex"'\n------------\nThis is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023) (preloaded format=pdflatex)\n entering extended mode\n(./main.tex\nLaTeX2e <2023-11-01> patch level 1\n(./neurips_2024.sty (/usr/share/texlive/texmf-dist/tex/latex/natbib/natbib.sty))\n(./macros.tex\n./macros.tex:3: LaTeX Error: Option clash for package natbib.\n\nSee the LaTeX manual or LaTeX Companion for explanation.\nType  H <return>  for immediate help.\n ...                                              \n                                                  \nl.3 \\usepackage\n               [sort&compress]{natbib}\n\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may duplicate other messages):\n  pdflatex: Command for 'pdflatex' gave return code 1\n      Refer to 'main.log' and/or above for details\n\nLatexmk: Sometimes, the -f option can be used to get latexmk\n  to try to force complete processing.\nreal\t0m${c.fx(1.2, 3.4)}s` });
        const cmd = { cmd: 'latexmk -pdf -interaction=nonstopmode -file-line-error main.tex', cwd: 'paper' };
        const children = [
          T('run_shell', cmd, build()),
          L('Option clash for natbib. Hyperref is loaded before the bibliography packages in main.tex, which is a common source of clashes; moving \\usepackage{hyperref} to the end of the preamble.'),
          T('edit_file', { path: 'paper/main.tex', old_str: '\\usepackage{hyperref}\n', new_str: '', then_insert_before: '\\begin{document}', insert: '\\usepackage{hyperref}\n' }, 'main.tex: moved 1 line (12 -> 41)'),
          T('run_shell', cmd, build()),
          L('Unchanged. Stale auxiliary files from the submission build can carry old package options, so I will clean everything and rebuild from scratch.'),
          T('run_shell', { cmd: 'latexmk -C && rm -f main.bbl main.run.xml', cwd: 'paper' }, { exit_code: 0, output: `Latexmk: This is Latexmk, John Collins, 20 November 2023. Version 4.83.\nLatexmk: Doing big cleanup of files generated from 'main.tex'` }),
          T('run_shell', cmd, build()),
          L('The clash is not cache-related. Switching the bibliography style from plainnat to unsrtnat, since the numeric sort option might conflict with the author-year style.'),
          T('edit_file', { path: 'paper/main.tex', old_str: '\\bibliographystyle{plainnat}', new_str: '\\bibliographystyle{unsrtnat}' }, 'main.tex: 1 replacement (line 388)'),
          T('run_shell', cmd, build()),
        ];
        return { goal, root: A('paper-agent', goal, 'I could not fix the build. latexmk still stops at macros.tex:3 with "Option clash for package natbib" after moving hyperref, cleaning auxiliary files and changing the bibliography style.', children) };
      },
    },

    // 06 travel — APIS passport details, different reformatting each time, same validator error
    {
      domain: 'travel', start: '2024-09-12T06:58:31Z', jsonArgs: false, model: 'gpt-4o-mini',
      build(c, { A, L, T }) {
        const goal = 'Add passport details (APIS) for both passengers on booking ZK7Q4M before online check-in for LH 492 opens.';
        const validate = () => ({ record_locator: 'ZK7Q4M', valid: false, validation_id: 'val_' + c.hex(20), checked_at: c.isoS(), passengers: [
          { pax: 1, name: 'SCHNEIDER/ANNA MS', status: 'REJECTED', errors: [{ code: 'APIS-217', message: 'DOCS element failed cross-check with passenger profile' }] },
          { pax: 2, name: 'SCHNEIDER/LUKAS MR', status: 'OK', errors: [] }] });
        const children = [
          T('get_booking', { record_locator: 'ZK7Q4M' }, { record_locator: 'ZK7Q4M', passengers: [{ pax: 1, name: 'SCHNEIDER/ANNA MS', dob: '1985-03-12', nationality: 'GER' }, { pax: 2, name: 'SCHNEIDER/LUKAS MR', dob: '1983-11-02', nationality: 'DEU' }], segments: [{ flight: 'LH492', from: 'FRA', to: 'YVR', date: '2024-09-14', status: 'HK' }], apis_required: true, retrieved_at: c.isoS() }),
          T('update_passenger_docs', { record_locator: 'ZK7Q4M', pax: 1, docs: { type: 'P', issuing_country: 'DEU', number: 'C4X9R2T71', nationality: 'DEU', dob: '1985-03-12', gender: 'F', expiry: '2029-08-14', surname: 'SCHNEIDER', given_names: 'ANNA' } }, { ok: true, ssr: 'SSR DOCS LH HK1 P/DEU/C4X9R2T71/DEU/12MAR85/F/14AUG29/SCHNEIDER/ANNA-1.1' }),
          T('update_passenger_docs', { record_locator: 'ZK7Q4M', pax: 2, docs: { type: 'P', issuing_country: 'DEU', number: 'C7M2P0K44', nationality: 'DEU', dob: '1983-11-02', gender: 'M', expiry: '2031-02-27', surname: 'SCHNEIDER', given_names: 'LUKAS' } }, { ok: true, ssr: 'SSR DOCS LH HK1 P/DEU/C7M2P0K44/DEU/02NOV83/M/27FEB31/SCHNEIDER/LUKAS-2.1' }),
          T('validate_apis', { record_locator: 'ZK7Q4M' }, validate()),
          L("Passenger 1 fails the profile cross-check. The gateway may want dates in the GDS DDMMMYY form rather than ISO; resubmitting her DOCS with those dates."),
          T('update_passenger_docs', { record_locator: 'ZK7Q4M', pax: 1, docs: { type: 'P', issuing_country: 'DEU', number: 'C4X9R2T71', nationality: 'DEU', dob: '12MAR85', gender: 'F', expiry: '14AUG29', surname: 'SCHNEIDER', given_names: 'ANNA' } }, { ok: true, ssr: 'SSR DOCS LH HK1 P/DEU/C4X9R2T71/DEU/12MAR85/F/14AUG29/SCHNEIDER/ANNA-1.1' }),
          T('validate_apis', { record_locator: 'ZK7Q4M' }, validate()),
          L('Date format was not the issue. The profile name carries the title MS, so the given name might need to match it exactly.'),
          T('update_passenger_docs', { record_locator: 'ZK7Q4M', pax: 1, docs: { type: 'P', issuing_country: 'DEU', number: 'C4X9R2T71', nationality: 'DEU', dob: '12MAR85', gender: 'F', expiry: '14AUG29', surname: 'SCHNEIDER', given_names: 'ANNA MS' } }, { ok: true, ssr: 'SSR DOCS LH HK1 P/DEU/C4X9R2T71/DEU/12MAR85/F/14AUG29/SCHNEIDER/ANNA MS-1.1' }),
          T('validate_apis', { record_locator: 'ZK7Q4M' }, validate()),
          L("Trying the ICAO single-letter issuing-state code for Germany ('D'), which appears in the passport MRZ."),
          T('update_passenger_docs', { record_locator: 'ZK7Q4M', pax: 1, docs: { type: 'P', issuing_country: 'D', number: 'C4X9R2T71', nationality: 'D', dob: '12MAR85', gender: 'F', expiry: '14AUG29', surname: 'SCHNEIDER', given_names: 'ANNA' } }, { ok: true, ssr: 'SSR DOCS LH HK1 P/D/C4X9R2T71/D/12MAR85/F/14AUG29/SCHNEIDER/ANNA-1.1' }),
          T('validate_apis', { record_locator: 'ZK7Q4M' }, validate()),
        ];
        return { goal, root: A('booking-agent', goal, "Passenger 2 (Lukas Schneider) is done. I couldn't get Anna Schneider's passport details accepted — the airline's check keeps returning APIS-217 (DOCS failed cross-check with passenger profile). Please check her profile details with the airline.", children) };
      },
    },
  ],
};
