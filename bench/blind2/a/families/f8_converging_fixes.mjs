// Family 8 (healthy): fix cycle where the same check is rerun after each fix
// and the failure count drops every round until it passes.

export default {
  family: 'fix-cycle-converging',
  isolates: 'Healthy fix loop: the same verification command is rerun after each fix and the number of failures strictly decreases each round until it passes, then the task completes.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding — pytest 7 -> 3 -> 1 -> 0
    {
      domain: 'coding', start: '2024-08-13T14:05:19Z', jsonArgs: false, model: 'claude-3-5-sonnet-20240620',
      build(c, { A, L, T }) {
        const goal = 'Remove the python-dateutil dependency from timekit by porting timekit/dates.py to the standard library, keeping the test suite green.';
        const cmd = { cmd: 'python -m pytest tests/test_dates.py -q', cwd: '/home/dev/timekit' };
        const allTests = 24;
        const run = (fails) => {
          const dur = c.secs(0.4, 1.3);
          if (!fails.length) return { exit_code: 0, stdout: `........................                                                 [100%]\n${allTests} passed in ${dur}s\n` };
          const lines = fails.map(([t, m]) => `FAILED tests/test_dates.py::${t} - ${m}`).join('\n');
          return { exit_code: 1, stdout: `${'.'.repeat(allTests - fails.length)}${'F'.repeat(fails.length)}\n=========================== short test summary info ============================\n${lines}\n${fails.length} failed, ${allTests - fails.length} passed in ${dur}s\n` };
        };
        const F = {
          z: ['test_parse_iso_z_suffix', "ValueError: Invalid isoformat string: '2024-02-29T10:00:00Z'"],
          off: ['test_parse_iso_offset_no_colon', "ValueError: Invalid isoformat string: '2024-02-29T10:00:00+0530'"],
          rfc: ['test_parse_rfc2822', "ValueError: Invalid isoformat string: 'Thu, 29 Feb 2024 10:00:00 +0000'"],
          rfcTz: ['test_parse_rfc2822_named_tz', "ValueError: Invalid isoformat string: 'Thu, 29 Feb 2024 10:00:00 GMT'"],
          me: ['test_add_months_month_end', 'ValueError: day is out of range for month'],
          leap: ['test_add_months_leap_year', 'ValueError: day is out of range for month'],
          wk: ['test_parse_weekday_prefix_iso', "ValueError: Invalid isoformat string: 'Thu 2024-02-29'"],
        };
        const children = [
          L('Plan: replace dateutil.parser.parse with datetime.fromisoformat plus email.utils for RFC 2822, and relativedelta(months=n) with a small add_months helper. Then run tests/test_dates.py after each change.'),
          T('read_file', { path: 'timekit/dates.py' }, 'from dateutil import parser\nfrom dateutil.relativedelta import relativedelta\n\n\ndef parse(value: str) -> datetime:\n    return parser.parse(value)\n\n\ndef add_months(d: date, n: int) -> date:\n    return d + relativedelta(months=n)\n'),
          T('write_file', { path: 'timekit/dates.py', content: 'from datetime import date, datetime\n\n\ndef parse(value: str) -> datetime:\n    return datetime.fromisoformat(value)\n\n\ndef add_months(d: date, n: int) -> date:\n    y, m = divmod(d.month - 1 + n, 12)\n    return d.replace(year=d.year + y, month=m + 1)\n' }, 'wrote 262 bytes'),
          T('run_shell', cmd, run([F.z, F.off, F.rfc, F.rfcTz, F.me, F.leap, F.wk])),
          L("7 failures, in three groups: fromisoformat on 3.10 rejects 'Z' and '+0530'; RFC 2822 strings need email.utils.parsedate_to_datetime; and add_months must clamp the day. Handling the parsing group first."),
          T('edit_file', { path: 'timekit/dates.py', old_str: 'def parse(value: str) -> datetime:\n    return datetime.fromisoformat(value)', new_str: 'def parse(value: str) -> datetime:\n    v = value.strip()\n    if v[:3].isalpha() and "," in v[:5]:\n        return parsedate_to_datetime(v)\n    if v.endswith("Z"):\n        v = v[:-1] + "+00:00"\n    v = _OFFSET_NO_COLON.sub(r"\\1:\\2", v)\n    return datetime.fromisoformat(v)' }, 'Edited timekit/dates.py (1 replacement)'),
          T('edit_file', { path: 'timekit/dates.py', old_str: 'from datetime import date, datetime\n', new_str: 'import re\nfrom datetime import date, datetime\nfrom email.utils import parsedate_to_datetime\n\n_OFFSET_NO_COLON = re.compile(r"([+-]\\d{2})(\\d{2})$")\n' }, 'Edited timekit/dates.py (1 replacement)'),
          T('run_shell', cmd, run([F.me, F.leap, F.wk])),
          L('Down to 3. Two are the day-of-month overflow in add_months (Jan 31 + 1 month, Feb 29 + 12 months). Clamping with calendar.monthrange.'),
          T('edit_file', { path: 'timekit/dates.py', old_str: '    return d.replace(year=d.year + y, month=m + 1)', new_str: '    year, month = d.year + y, m + 1\n    last = calendar.monthrange(year, month)[1]\n    return d.replace(year=year, month=month, day=min(d.day, last))' }, 'Edited timekit/dates.py (1 replacement)'),
          T('edit_file', { path: 'timekit/dates.py', old_str: 'import re\n', new_str: 'import calendar\nimport re\n' }, 'Edited timekit/dates.py (1 replacement)'),
          T('run_shell', cmd, run([F.wk])),
          L("One left: inputs like 'Thu 2024-02-29' with a weekday prefix, which dateutil silently ignored. Stripping a leading weekday token before parsing."),
          T('edit_file', { path: 'timekit/dates.py', old_str: '    v = value.strip()\n', new_str: '    v = _WEEKDAY_PREFIX.sub("", value.strip())\n' }, 'Edited timekit/dates.py (1 replacement)'),
          T('edit_file', { path: 'timekit/dates.py', old_str: '_OFFSET_NO_COLON = ', new_str: '_WEEKDAY_PREFIX = re.compile(r"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\\s+(?=\\d)")\n_OFFSET_NO_COLON = ' }, 'Edited timekit/dates.py (1 replacement)'),
          T('run_shell', cmd, run([])),
          T('edit_file', { path: 'pyproject.toml', old_str: '    "python-dateutil>=2.8",\n', new_str: '' }, 'Edited pyproject.toml (1 replacement)'),
          T('run_shell', { cmd: 'grep -rn "dateutil" timekit/ tests/ || echo "no matches"', cwd: '/home/dev/timekit' }, 'no matches'),
          T('run_shell', { cmd: 'python -m pytest -q', cwd: '/home/dev/timekit' }, { exit_code: 0, stdout: `........................................................................ [ 79%]\n...................                                                      [100%]\n91 passed in ${c.fx(2, 4)}s\n` }),
          T('git', { args: ['commit', '-am', 'Drop python-dateutil: stdlib parse/add_months'], cwd: '/home/dev/timekit' }, `[port-stdlib-dates ${c.hex(7)}] Drop python-dateutil: stdlib parse/add_months\n 2 files changed, 27 insertions(+), 7 deletions(-)`),
        ];
        return { goal, root: A('dev-agent', goal, 'timekit/dates.py now uses only the standard library (fromisoformat with Z/offset normalisation, email.utils for RFC 2822, calendar-clamped add_months, weekday-prefix stripping). All 24 tests in tests/test_dates.py (and the full suite, 91 tests) pass; python-dateutil was removed from pyproject.toml and the change is committed.', children) };
      },
    },

    // 02 data — Great Expectations checkpoint 5 -> 2 -> 0
    {
      domain: 'data', start: '2024-05-02T06:40:00Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = "Clean the vendor product feed (feeds/vendor_0501.csv) so it passes the 'product_feed' expectation suite, then load it.";
        const cmd = { cmd: 'great_expectations checkpoint run product_feed_checkpoint', cwd: '/opt/feeds' };
        const run = (failed) => {
          const total = 14;
          const ok = failed.length === 0;
          const rows = failed.map((f) => `  ✗ ${f}`).join('\n');
          return `Using v3 (Batch Request) API\nCalculating Metrics: 100%|██████████| 61/61 [00:0${c.int(1, 4)}<00:00, ${c.fx(14, 30, 2)}it/s]\nValidation ${ok ? 'succeeded' : 'failed'}!\n\nSuite Name                                   Status     Expectations met\n- product_feed                               ${ok ? '✔ Passed' : '✖ Failed'}   ${total - failed.length} of ${total} (${((total - failed.length) / total * 100).toFixed(2)} %)\n${rows}${rows ? '\n' : ''}run_id: ${new Date(c.adv()).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z-${c.hex(8)}`;
        };
        const children = [
          T('run_shell', { cmd: 'python scripts/stage_feed.py feeds/vendor_0501.csv', cwd: '/opt/feeds' }, { exit_code: 0, stdout: 'staged 12,408 rows to /opt/feeds/staging/vendor_0501.parquet' }),
          T('run_shell', cmd, run(['expect_column_values_to_match_regex(price, ^\\d+\\.\\d{2}$): 1,912 unexpected', 'expect_column_values_to_be_of_type(price, float): failed', 'expect_column_value_lengths_to_be_in_set(gtin, [8,12,13,14]): 311 unexpected', 'expect_column_values_to_not_be_null(brand): 87 unexpected', 'expect_column_values_to_be_unique(sku): 14 unexpected'])),
          L('Five expectations fail. The two price failures share a cause (values like "€ 12,90" with a currency symbol and comma decimals), so fixing that first should clear both.'),
          T('python', { code: "import pandas as pd\ndf = pd.read_parquet('staging/vendor_0501.parquet')\ndf['price'] = df.price.str.replace('€', '', regex=False).str.strip().str.replace('.', '', regex=False).str.replace(',', '.', regex=False).astype(float).round(2)\ndf['brand'] = df.brand.fillna(df.supplier_name)\ndf.to_parquet('staging/vendor_0501.parquet', index=False)\nprint(df.price.describe().round(2).to_dict())" }, "{'count': 12408.0, 'mean': 37.41, 'std': 52.18, 'min': 0.49, '25%': 8.9, '50%': 19.95, '75%': 44.0, 'max': 1299.0}"),
          T('run_shell', cmd, run(['expect_column_value_lengths_to_be_in_set(gtin, [8,12,13,14]): 311 unexpected', 'expect_column_values_to_be_unique(sku): 14 unexpected'])),
          L('Price and brand are fixed. Remaining: 311 GTINs lost their leading zeros when the vendor exported them as numbers, and 14 duplicated SKUs. Left-padding GTINs to 13 digits and keeping the most recently updated row per SKU.'),
          T('python', { code: "import pandas as pd\ndf = pd.read_parquet('staging/vendor_0501.parquet')\ndf['gtin'] = df.gtin.astype(str).str.replace(r'\\.0$', '', regex=True).str.zfill(13)\nbefore = len(df)\ndf = df.sort_values('updated_at').drop_duplicates('sku', keep='last')\ndf.to_parquet('staging/vendor_0501.parquet', index=False)\nprint(before, len(df))" }, '12408 12394'),
          T('run_shell', cmd, run([])),
          T('run_shell', { cmd: 'python scripts/load_feed.py staging/vendor_0501.parquet --table catalog.vendor_products', cwd: '/opt/feeds' }, { exit_code: 0, stdout: `loaded 12394 rows into catalog.vendor_products (batch ${c.uuid()}) in ${c.fx(8, 20)}s` }),
        ];
        return { goal, root: A('data-quality-agent', goal, 'The feed now passes all 14 expectations in product_feed and was loaded into catalog.vendor_products (12,394 rows). Fixes: normalised euro prices to floats, filled 87 missing brands from supplier_name, restored leading zeros on 311 GTINs, and dropped 14 duplicate SKUs (kept the latest).', children) };
      },
    },

    // 03 devops — tflint 4 -> 2 -> 0 after AWS provider v5 upgrade, then plan
    {
      domain: 'devops', start: '2024-02-14T11:11:11Z', jsonArgs: true, model: 'gpt-4-turbo-2024-04-09',
      build(c, { A, L, T }) {
        const goal = 'Upgrade the AWS provider in infra/network from 4.x to 5.x and make tflint pass, then show the plan summary.';
        const cmd = { cmd: 'tflint --recursive --format compact', cwd: 'infra/network' };
        const lint = (issues) => issues.length ? { exit_code: 2, output: `${issues.length} issue(s) found:\n\n${issues.join('\n')}\n` } : { exit_code: 0, output: '' };
        const I = {
          eip: 'main.tf:41:3: Warning - "vpc" is deprecated; use domain = "vpc" instead (aws_eip_vpc_deprecated)',
          eip2: 'nat.tf:12:3: Warning - "vpc" is deprecated; use domain = "vpc" instead (aws_eip_vpc_deprecated)',
          acl: 'flowlogs.tf:8:3: Error - "acl" is no longer supported on aws_s3_bucket; use aws_s3_bucket_acl (aws_s3_bucket_invalid_argument)',
          ver: 'versions.tf:6:7: Warning - Missing version constraint for provider "random" in "required_providers" (terraform_required_providers)',
        };
        const children = [
          T('edit_file', { path: 'infra/network/versions.tf', old_str: 'version = "~> 4.67"', new_str: 'version = "~> 5.40"' }, 'versions.tf: 1 replacement'),
          T('run_shell', { cmd: 'terraform init -upgrade -input=false', cwd: 'infra/network' }, `Initializing the backend...\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching "~> 5.40"...\n- Installing hashicorp/aws v5.40.0...\n- Installed hashicorp/aws v5.40.0 (signed by HashiCorp)\n\nTerraform has been successfully initialized!`),
          T('run_shell', cmd, lint([I.eip, I.eip2, I.acl, I.ver])),
          L('Four issues. The two aws_eip ones are the same v5 deprecation; switching vpc = true to domain = "vpc" in both files.'),
          T('edit_file', { path: 'infra/network/main.tf', old_str: '  vpc      = true', new_str: '  domain   = "vpc"' }, 'main.tf: 1 replacement'),
          T('edit_file', { path: 'infra/network/nat.tf', old_str: '  vpc = true', new_str: '  domain = "vpc"' }, 'nat.tf: 1 replacement'),
          T('run_shell', cmd, lint([I.acl, I.ver])),
          L('Two left: the inline S3 acl argument removed in v5, and a missing constraint for the random provider. Moving the ACL into its own resource and pinning random.'),
          T('edit_file', { path: 'infra/network/flowlogs.tf', old_str: '  acl    = "log-delivery-write"\n', new_str: '' }, 'flowlogs.tf: 1 replacement'),
          T('edit_file', { path: 'infra/network/flowlogs.tf', append: '\nresource "aws_s3_bucket_ownership_controls" "flowlogs" {\n  bucket = aws_s3_bucket.flowlogs.id\n  rule { object_ownership = "BucketOwnerPreferred" }\n}\n\nresource "aws_s3_bucket_acl" "flowlogs" {\n  depends_on = [aws_s3_bucket_ownership_controls.flowlogs]\n  bucket     = aws_s3_bucket.flowlogs.id\n  acl        = "log-delivery-write"\n}\n' }, 'flowlogs.tf: +11 lines'),
          T('edit_file', { path: 'infra/network/versions.tf', old_str: '    random = {\n      source = "hashicorp/random"\n    }', new_str: '    random = {\n      source  = "hashicorp/random"\n      version = "~> 3.6"\n    }' }, 'versions.tf: 1 replacement'),
          T('run_shell', cmd, lint([])),
          T('run_shell', { cmd: 'terraform plan -input=false -no-color | tail -n 3', cwd: 'infra/network' }, `  # aws_s3_bucket_ownership_controls.flowlogs will be created\n\nPlan: 2 to add, 2 to change, 0 to destroy.`),
        ];
        return { goal, root: A('infra-agent', goal, 'AWS provider bumped to ~> 5.40 (installed v5.40.0). tflint is clean after replacing the deprecated aws_eip vpc argument (2 places), moving the flow-logs bucket ACL into aws_s3_bucket_acl + ownership controls, and pinning hashicorp/random ~> 3.6. Plan: 2 to add, 2 to change, 0 to destroy.', children) };
      },
    },

    // 04 browser — axe audit 6 -> 3 -> 1 -> 0 while editing a CMS page
    {
      domain: 'browser', start: '2024-04-24T09:30:27Z', jsonArgs: false, model: 'gpt-4o-2024-05-13',
      build(c, { A, L, T }) {
        const goal = 'Fix the accessibility violations on the /pricing page in our site builder until axe reports zero violations, then publish.';
        const axe = (v) => ({ url: 'https://preview.lumen-site.example/pricing', testEngine: 'axe-core 4.9.1', timestamp: c.iso(), violations: v.map(([id, impact, n]) => ({ id, impact, nodes: n })), passes: 48 + (6 - v.length), incomplete: 2 });
        const audit = { url: 'https://preview.lumen-site.example/pricing', tags: ['wcag2a', 'wcag2aa'] };
        const children = [
          T('browser_navigate', { url: 'https://app.lumen-site.example/editor/pages/pricing' }, { status: 200, title: 'Editing: Pricing — Lumen', url: 'https://app.lumen-site.example/editor/pages/pricing' }),
          T('run_axe_audit', audit, axe([['image-alt', 'critical', 3], ['color-contrast', 'serious', 4], ['link-name', 'serious', 2], ['button-name', 'critical', 1], ['heading-order', 'moderate', 1], ['label', 'critical', 1]])),
          L('Six rule violations. Starting with the quick content fixes in the editor: alt text on the three plan icons, an accessible name for the icon-only toggle button, and a label for the newsletter email field.'),
          ...[['e203', 'Starter plan icon', 'e204', 'Alt text', 'Starter plan'], ['e210', 'Team plan icon', 'e211', 'Alt text', 'Team plan'], ['e217', 'Enterprise plan icon', 'e218', 'Alt text', 'Enterprise plan'], ['e239', 'Billing toggle button', 'e240', 'ARIA label', 'Switch between monthly and yearly billing'], ['e261', 'Newsletter email field', 'e262', 'Field label', 'Email address']].flatMap(([sel, what, inp, field, val]) => [
            T('browser_click', { ref: sel, element: what }, { selected: what, inspector_panel: 'open' }),
            T('browser_type', { ref: inp, element: `${field} input (inspector)`, text: val }, `Typed "${val}" into ${field}`),
          ]),
          T('browser_click', { ref: 'e12', element: 'Save draft' }, { saved: true, revision: 'r' + c.int(300, 400) }),
          T('run_axe_audit', audit, axe([['color-contrast', 'serious', 4], ['link-name', 'serious', 2], ['heading-order', 'moderate', 1]])),
          L('Three left. The "Learn more" links are icon-only anchors, and the FAQ jumps from h2 to h4. Giving the links text and changing the FAQ headings to h3.'),
          T('browser_fill_form', { fields: [{ ref: 'e275', name: 'Link text (Team)', value: 'Learn more about Team' }, { ref: 'e281', name: 'Link text (Enterprise)', value: 'Learn more about Enterprise' }] }, { filled: 2 }),
          T('browser_select_option', { ref: 'e301', element: 'FAQ heading level', values: ['H3'] }, { selected: ['H3'] }),
          T('browser_click', { ref: 'e12', element: 'Save draft' }, { saved: true, revision: 'r' + c.int(401, 450) }),
          T('run_axe_audit', audit, axe([['color-contrast', 'serious', 4]])),
          L('Only color contrast remains: light grey #9CA3AF text on white (2.5:1). Switching the "muted" text color token to #4B5563, which is 7.6:1.'),
          T('browser_fill_form', { fields: [{ ref: 'e88', name: 'Theme token: text-muted', value: '#4B5563' }] }, { filled: 1 }),
          T('browser_click', { ref: 'e12', element: 'Save draft' }, { saved: true, revision: 'r' + c.int(451, 480) }),
          T('run_axe_audit', audit, axe([])),
          T('browser_click', { ref: 'e14', element: 'Publish' }, { published: true, url: 'https://lumen-site.example/pricing', published_at: c.isoS() }),
        ];
        return { goal, root: A('site-agent', goal, 'axe now reports 0 violations on /pricing (was 6: image-alt, color-contrast, link-name, button-name, heading-order, label). Added alt text, button and field labels, descriptive link text, fixed FAQ heading levels and darkened the muted text token to #4B5563. The page is published.', children) };
      },
    },

    // 05 research — nested repro runner, table mismatches 5 -> 2 -> 0
    {
      domain: 'research', start: '2024-07-29T19:02:44Z', jsonArgs: false, model: 'claude-3-opus-20240229',
      build(c, { A, L, T }) {
        const goal = 'Make the reproduction script for Table 3 of our ACL paper match the published numbers (tolerance ±0.1), and tell me what was wrong.';
        const cmd = { cmd: 'make check-table3', cwd: '/home/rk/acl24-repro' };
        const chk = (mism) => {
          const rows = mism.map(([k, exp, got]) => `  MISMATCH ${k.padEnd(26)} expected ${exp}  got ${got}`).join('\n');
          return { exit_code: mism.length ? 1 : 0, output: `python scripts/compare_table.py --table 3 --tol 0.1 --results runs/${new Date(c.adv()).toISOString().slice(0, 10)}_${c.hex(6)}/metrics.json\nLoaded 12 cells from paper/tables/table3.tex\n${rows}${rows ? '\n' : ''}${12 - mism.length}/12 cells within tolerance (${c.fx(1.5, 4)}s)` };
        };
        const runner = A('repro_runner', 'Iterate on scripts/eval_table3.py until `make check-table3` passes.', null, [
          T('run_shell', cmd, chk([['xsum/rouge-L (ours)', '36.42', '35.18'], ['xsum/rouge-L (base)', '34.90', '33.71'], ['cnndm/rouge-L (ours)', '41.77', '40.69'], ['cnndm/rouge-L (base)', '40.05', '38.92'], ['xsum/bertscore (ours)', '0.912', '0.887']])),
          L('All four ROUGE-L cells are ~1.1 too low, which is the gap between ROUGE-L and ROUGE-Lsum. The paper used rougeLsum with newline-split sentences; the script uses rougeL.', 'claude-3-haiku-20240307'),
          T('edit_file', { path: 'scripts/eval_table3.py', old_str: "scorer = rouge_scorer.RougeScorer(['rougeL'], use_stemmer=True)", new_str: "scorer = rouge_scorer.RougeScorer(['rougeLsum'], use_stemmer=True)\n# rougeLsum expects sentences separated by newlines\npreds = ['\\n'.join(sent_tokenize(p)) for p in preds]\nrefs = ['\\n'.join(sent_tokenize(r)) for r in refs]" }, 'ok'),
          T('run_shell', cmd, chk([['xsum/rouge-L (base)', '34.90', '34.63'], ['xsum/bertscore (ours)', '0.912', '0.887']])),
          L('ROUGE fixed for three cells; the XSum baseline is still 0.27 low and BERTScore is off. The paper config shows BERTScore with rescale_with_baseline=False and roberta-large, while the script defaults to deberta; and the base XSum run should use the 2023-11 checkpoint, not the latest.', 'claude-3-haiku-20240307'),
          T('edit_file', { path: 'scripts/eval_table3.py', old_str: "bertscore.compute(predictions=preds, references=refs, lang='en')", new_str: "bertscore.compute(predictions=preds, references=refs, model_type='roberta-large', rescale_with_baseline=False)" }, 'ok'),
          T('edit_file', { path: 'configs/table3.yaml', old_str: 'xsum_base_ckpt: checkpoints/xsum-base/latest', new_str: 'xsum_base_ckpt: checkpoints/xsum-base/2023-11-20' }, 'ok'),
          T('run_shell', cmd, chk([])),
        ]);
        runner.output = 'make check-table3 passes: 12/12 cells within ±0.1 after switching to rougeLsum with sentence splitting, roberta-large BERTScore without baseline rescaling, and the 2023-11-20 XSum baseline checkpoint.';
        const children = [
          L('I will have the repro runner iterate on the evaluation script against the check target and then summarise the root causes.'),
          runner,
        ];
        return { goal, root: A('research-agent', goal, 'Table 3 now reproduces (12/12 cells within ±0.1). Three problems: (1) the script computed ROUGE-L instead of ROUGE-Lsum with newline-separated sentences (-1.1 on every ROUGE cell); (2) BERTScore used the default DeBERTa model instead of roberta-large without baseline rescaling; (3) the XSum baseline pointed to the latest checkpoint instead of the 2023-11-20 one used in the paper.', children) };
      },
    },

    // 06 support — help-center link checker 5 -> 2 -> 0, then publish
    {
      domain: 'support', start: '2024-12-11T15:24:09Z', jsonArgs: false, model: 'gpt-4o-mini',
      build(c, { A, L, T }) {
        const goal = "Fix all broken links in the help-center article 'Setting up SSO with Okta' (article 3304) before publishing it.";
        const chk = (broken) => ({ article_id: 3304, checked: 19, broken: broken.map(([u, s]) => ({ url: u, status: s })), checked_at: c.isoS(), job_id: c.uuid() });
        const children = [
          T('kb_get_article', { article_id: 3304 }, { id: 3304, title: 'Setting up SSO with Okta', state: 'draft', locale: 'en-us', updated_at: c.isoS(), body_length: 8812 }),
          T('kb_link_check', { article_id: 3304 }, chk([['https://help.vaultly.example/hc/en-us/articles/2210-SAML-basics', 404], ['https://developer.okta.com/docs/guides/build-sso-integration/saml2/overview/', 301], ['https://help.vaultly.example/hc/en-us/articles/2871', 404], ['https://app.vaultly.example/settings/sso', 403], ['http://vaultly.example/docs/scim', 404]])),
          L('Five broken links. Two point to old help-center article ids that were merged into 4120 ("SAML SSO overview") and 4133 ("SCIM provisioning"). Updating those first.'),
          T('kb_update_article', { article_id: 3304, replace: [{ from: 'https://help.vaultly.example/hc/en-us/articles/2210-SAML-basics', to: 'https://help.vaultly.example/hc/en-us/articles/4120-SAML-SSO-overview' }, { from: 'https://help.vaultly.example/hc/en-us/articles/2871', to: 'https://help.vaultly.example/hc/en-us/articles/4133-SCIM-provisioning' }, { from: 'http://vaultly.example/docs/scim', to: 'https://help.vaultly.example/hc/en-us/articles/4133-SCIM-provisioning' }] }, { id: 3304, replaced: 3, updated_at: c.isoS() }),
          T('kb_link_check', { article_id: 3304 }, chk([['https://developer.okta.com/docs/guides/build-sso-integration/saml2/overview/', 301], ['https://app.vaultly.example/settings/sso', 403]])),
          L("Two left. Okta's guide moved (301) to /docs/guides/build-sso-integration/saml2/main/, and the app settings URL requires login, so I'll replace it with the in-product path text and a link to the article explaining where to find it."),
          T('kb_update_article', { article_id: 3304, replace: [{ from: 'https://developer.okta.com/docs/guides/build-sso-integration/saml2/overview/', to: 'https://developer.okta.com/docs/guides/build-sso-integration/saml2/main/' }, { from: '<a href="https://app.vaultly.example/settings/sso">SSO settings</a>', to: '<strong>Admin → Security → SSO</strong> (see <a href="https://help.vaultly.example/hc/en-us/articles/4120-SAML-SSO-overview">SAML SSO overview</a>)' }] }, { id: 3304, replaced: 2, updated_at: c.isoS() }),
          T('kb_link_check', { article_id: 3304 }, chk([])),
          T('kb_publish_article', { article_id: 3304 }, { id: 3304, state: 'published', html_url: 'https://help.vaultly.example/hc/en-us/articles/3304-Setting-up-SSO-with-Okta', published_at: c.isoS() }),
        ];
        return { goal, root: A('kb-editor', goal, "All 19 links in 'Setting up SSO with Okta' now resolve. Replaced 3 links to retired help-center articles, updated the moved Okta guide URL, and swapped the login-only settings link for navigation text. The article is published.", children) };
      },
    },
  ],
};
