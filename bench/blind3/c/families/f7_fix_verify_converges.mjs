// Family 7 (healthy): fix-and-verify repeated 3-5 times; the check output changes
// every round (fewer or different failures) and the last check passes.
import { agent, tool, fail, model } from '../lib.mjs';

export const family = {
  name: 'fix-verify-converges',
  isolates: 'A fix-and-verify cycle repeats 3-5 times, each check result differs from the previous one (fewer or different failures), and the final check passes.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding agent — pytest failures shrink 3 -> 2 -> 1 -> 0
    {
      domain: 'coding agent', style: 'terse tool-calling agent', start: '2024-02-27T10:10:10Z', stringArgs: true,
      goal: 'Fix the failing tests in invoice-parser after the Decimal refactor.',
      build(c, goal) {
        const L = model('gpt-4o-2024-08-06');
        const t = (body) => tool('bash', { command: 'pytest -q tests/', cwd: '/repo/invoice-parser' }, `${body} in ${c.secs(0.8, 2.5)}`);
        return agent('swe-agent', goal, 'All 27 tests pass. Fixed Decimal sum start value, ROUND_HALF_UP for tax, and currency symbol lookup.', [
          t('FAILED tests/test_totals.py::test_invoice_total - TypeError: unsupported operand type(s) for +: \'int\' and \'decimal.Decimal\'\nFAILED tests/test_tax.py::test_tax_rounding - AssertionError: assert Decimal(\'1.24\') == Decimal(\'1.25\')\nFAILED tests/test_format.py::test_currency_symbol - KeyError: \'EUR\'\n3 failed, 24 passed'),
          tool('read_file', { path: 'invoice_parser/totals.py' }, 'def invoice_total(lines):\n    return sum(l.amount for l in lines)\n'),
          L('sum() starts at int 0; pass Decimal("0").'),
          tool('str_replace', { path: 'invoice_parser/totals.py', old: 'sum(l.amount for l in lines)', new: 'sum((l.amount for l in lines), Decimal("0"))' }, 'ok'),
          t('FAILED tests/test_tax.py::test_tax_rounding - AssertionError: assert Decimal(\'1.24\') == Decimal(\'1.25\')\nFAILED tests/test_format.py::test_currency_symbol - KeyError: \'EUR\'\n2 failed, 25 passed'),
          L('quantize defaults to banker\'s rounding; use ROUND_HALF_UP.'),
          tool('str_replace', { path: 'invoice_parser/tax.py', old: '.quantize(CENT)', new: '.quantize(CENT, rounding=ROUND_HALF_UP)' }, 'ok'),
          t('FAILED tests/test_format.py::test_currency_symbol - KeyError: \'EUR\'\n1 failed, 26 passed'),
          tool('read_file', { path: 'invoice_parser/format.py' }, 'SYMBOLS = {Currency.EUR: "\u20ac", Currency.USD: "$"}\n\ndef symbol(code: str) -> str:\n    return SYMBOLS[code]\n'),
          L('SYMBOLS keyed by enum, callers pass str. Convert.'),
          tool('str_replace', { path: 'invoice_parser/format.py', old: 'return SYMBOLS[code]', new: 'return SYMBOLS[Currency(code)]' }, 'ok'),
          t('27 passed'),
        ]);
      },
    },
    // 02 devops/SRE — terraform validate errors change each round until valid
    {
      domain: 'devops/SRE', style: 'chatty planner-executor', start: '2024-08-13T15:02:37Z',
      goal: 'Upgrade the AWS provider to 5.x in infra/network and get `terraform validate` clean.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20240620');
        const v = (out) => tool('terraform', { args: ['validate', '-no-color'], workdir: 'infra/network' }, out);
        return agent('infra-agent', goal, 'infra/network now validates against hashicorp/aws 5.62.0.', [
          fail('terraform', { args: ['init', '-upgrade', '-no-color'], workdir: 'infra/network' }, `Error acquiring the state lock: ConditionalCheckFailedException. Lock Info: ID ${c.uuid()}, Operation: OperationTypePlan, Who: ci@runner-${c.alnum(6)}, Created: ${c.isoU()}`),
          tool('terraform', { args: ['init', '-upgrade', '-no-color', '-lock-timeout=120s'], workdir: 'infra/network' }, 'Initializing provider plugins...\n- Installing hashicorp/aws v5.62.0...\n- Installed hashicorp/aws v5.62.0 (signed by HashiCorp)\nTerraform has been successfully initialized!'),
          v('Error: Unsupported argument\n  on vpc.tf line 31, in resource "aws_eip" "nat":\n  31:   vpc = true\nAn argument named "vpc" is not expected here.\n\nError: Unsupported block type\n  on s3.tf line 12, in resource "aws_s3_bucket" "flow_logs":\n  12:   acl = "log-delivery-write"\n\n2 errors.'),
          L('Provider 5.x removed `vpc` on aws_eip (now `domain = "vpc"`) and moved bucket ACLs to a separate resource. Fixing the EIP first.'),
          tool('edit_file', { path: 'infra/network/vpc.tf', find: '  vpc = true', replace: '  domain = "vpc"' }, { changed: 1 }),
          v('Error: Unsupported block type\n  on s3.tf line 12, in resource "aws_s3_bucket" "flow_logs":\n  12:   acl = "log-delivery-write"\n\n1 error.'),
          L('EIP is fixed. Now move the ACL to an aws_s3_bucket_acl resource.'),
          tool('edit_file', { path: 'infra/network/s3.tf', find: '  acl = "log-delivery-write"\n', replace: '', append: 'resource "aws_s3_bucket_acl" "flow_logs" {\n  bucket = aws_s3_bucket.flow_logs.id\n  acl    = "log-delivery-write"\n}\n' }, { changed: 2 }),
          v('Warning: Argument is deprecated\n  on vpc.tf line 58, in resource "aws_vpc_endpoint" "s3":\n  58:   policy = data.aws_iam_policy_document.s3.json\n\nError: Reference to undeclared resource\n  on s3.tf line 40: aws_s3_bucket_ownership_controls.flow_logs is required before setting an ACL.\n\n1 error, 1 warning.'),
          L('New error this time: ACLs need ownership controls on 5.x. Adding them and a depends_on.'),
          tool('edit_file', { path: 'infra/network/s3.tf', append: 'resource "aws_s3_bucket_ownership_controls" "flow_logs" {\n  bucket = aws_s3_bucket.flow_logs.id\n  rule { object_ownership = "BucketOwnerPreferred" }\n}\n', find: '  acl    = "log-delivery-write"\n}', replace: '  acl    = "log-delivery-write"\n  depends_on = [aws_s3_bucket_ownership_controls.flow_logs]\n}' }, { changed: 2 }),
          v('Success! The configuration is valid.'),
        ]);
      },
    },
    // 03 data/analytics — revenue vs ledger check; diff shrinks to zero; nested modeler
    {
      domain: 'data/analytics', style: 'planner with nested modeler', start: '2024-05-03T12:00:00Z',
      goal: 'Fix the revenue_daily dbt model so its April 2024 totals match the finance ledger (diff must be 0).',
      build(c, goal) {
        const P = model('planner');
        const X = model('modeler');
        const chk = (o) => tool('run_data_check', { check: 'revenue_daily_vs_ledger', month: '2024-04' }, { ...o, check_run: c.uuid(), ran_at: c.isoU() });
        return agent('analytics-lead', goal, 'revenue_daily now matches the ledger for April 2024 (diff 0.00). Excluded test orders and bucketed days in America/New_York.', [
          P('Delegate to modeler: iterate on models/marts/revenue_daily.sql until the reconciliation check passes.'),
          agent('modeler', 'Make revenue_daily reconcile to the ledger for 2024-04.', 'Check passes: diff 0.00 on all 30 days.', [
            chk({ status: 'fail', diff_usd: 18422.1, mismatched_days: 9 }),
            tool('run_sql', { sql: "select is_test, sum(amount) from stg_orders where order_date between '2024-04-01' and '2024-04-30' group by 1" }, [{ is_test: false, sum: 1204411.32 }, { is_test: true, sum: 15301.55 }]),
            X('15.3k of the gap is test orders. Filter is_test = false.'),
            tool('edit_model', { path: 'models/marts/revenue_daily.sql', add_where: 'not is_test' }, { compiled: true }),
            chk({ status: 'fail', diff_usd: 3120.55, mismatched_days: 2, days: ['2024-04-01', '2024-04-30'] }),
            X('Remaining diff sits on the month boundaries: ledger books in New York time, model uses UTC. Convert before truncating to day.'),
            tool('edit_model', { path: 'models/marts/revenue_daily.sql', replace: { from: 'date_trunc(\'day\', created_at)', to: 'date_trunc(\'day\', convert_timezone(\'UTC\', \'America/New_York\', created_at))' } }, { compiled: true }),
            chk({ status: 'pass', diff_usd: 0.0, mismatched_days: 0 }),
          ]),
        ]);
      },
    },
    // 04 browser automation — supplier portal form: validation errors change until accepted
    {
      domain: 'browser automation', style: 'browser agent', start: '2024-09-24T10:40:02Z',
      goal: 'Register our company on the Contoso supplier portal using the details in vendor_profile.json.',
      build(c, goal) {
        const L = model('gpt-4o');
        const submit = (o) => tool('page.click', { selector: 'button[type=submit]', wait_for: 'network' }, { url: o.url || 'https://suppliers.contoso.com/register', ...o.body, screenshot: c.tmp('png') });
        return agent('portal-agent', goal, 'Registration submitted. Contoso reference SUP-2024-118073; confirmation goes to ap@northfieldtools.com.', [
          tool('read_file', { path: 'vendor_profile.json' }, { legal_name: 'Northfield Tools GmbH', vat: 'DE 811 907 980', phone: '0711 4093 220', iban: 'DE89 3704 0044 0532 0130 00', email: 'ap@northfieldtools.com' }),
          tool('page.goto', { url: 'https://suppliers.contoso.com/register' }, { status: 200, title: 'Supplier registration' }),
          tool('page.fill_form', { fields: { '#legal_name': 'Northfield Tools GmbH', '#vat': 'DE 811 907 980', '#phone': '0711 4093 220', '#iban': 'DE89 3704 0044 0532 0130 00', '#email': 'ap@northfieldtools.com' } }, { filled: 5 }),
          submit({ body: { submitted: false, validation_errors: ['VAT number: use format DE123456789 (no spaces)', 'Phone: include the country code, e.g. +49'] } }),
          L('Two format errors. Removing spaces from the VAT number and adding +49 to the phone.'),
          tool('page.fill_form', { fields: { '#vat': 'DE811907980', '#phone': '+49 711 4093220' } }, { filled: 2 }),
          submit({ body: { submitted: false, validation_errors: ['IBAN: remove spaces'] } }),
          L('Those are accepted; now the IBAN wants no spaces.'),
          tool('page.fill_form', { fields: { '#iban': 'DE89370400440532013000' } }, { filled: 1 }),
          submit({ url: 'https://suppliers.contoso.com/register/done', body: { submitted: true, validation_errors: [], message: 'Registration received. Reference SUP-2024-118073.' } }),
        ]);
      },
    },
    // 05 finance/accounting — intercompany recon difference shrinks to zero
    {
      domain: 'finance/accounting', style: 'chatty assistant', start: '2024-07-05T09:20:14Z',
      goal: 'Close out the Q2 intercompany reconciliation between UK-Ltd and US-Inc; the difference must be zero.',
      build(c, goal) {
        const L = model('gpt-4-turbo');
        const recon = (o) => tool('run_ic_recon', { entity_a: 'UK-Ltd', entity_b: 'US-Inc', period: '2024-Q2', reporting_ccy: 'USD' }, { ...o, recon_id: c.id('icr', 10), generated: c.log() });
        return agent('close-assistant', goal, 'Q2 UK-Ltd / US-Inc intercompany reconciliation balanced (difference 0.00 USD) after three adjusting entries.', [
          recon({ status: 'unbalanced', difference_usd: -12480.0, unmatched: [
            { side: 'US-Inc', ref: 'FX-REVAL-JUN', amount: -10350.0 }, { side: 'UK-Ltd', ref: 'MGMT-FEE-Q2', amount: -2000.0 }, { side: 'US-Inc', ref: 'BANKCHG-0614', amount: -130.0 },
          ] }),
          L('Three unmatched items. The largest is the June FX revaluation, which US-Inc booked at the month-end rate while UK-Ltd used the average rate. I will post the revaluation on the UK side at the month-end rate.'),
          tool('post_journal', { entity: 'UK-Ltd', date: '2024-06-30', lines: [{ account: '1610 IC Receivable US-Inc', credit: 10350.0 }, { account: '7920 FX Loss', debit: 10350.0 }], memo: 'June IC FX reval at month-end rate' }, { journal: 'JE-UK-06-2291', posted: true }),
          recon({ status: 'unbalanced', difference_usd: -2130.0, unmatched: [
            { side: 'UK-Ltd', ref: 'MGMT-FEE-Q2', amount: -2000.0 }, { side: 'US-Inc', ref: 'BANKCHG-0614', amount: -130.0 },
          ] }),
          L('Down to 2,130. The Q2 management fee invoice was booked by UK-Ltd but never accrued by US-Inc; accruing it now.'),
          tool('post_journal', { entity: 'US-Inc', date: '2024-06-30', lines: [{ account: '6450 Mgmt Fees - IC', debit: 2000.0 }, { account: '2610 IC Payable UK-Ltd', credit: 2000.0 }], memo: 'Accrue Q2 mgmt fee from UK-Ltd' }, { journal: 'JE-US-06-5530', posted: true }),
          recon({ status: 'unbalanced', difference_usd: -130.0, unmatched: [{ side: 'US-Inc', ref: 'BANKCHG-0614', amount: -130.0 }] }),
          L('Only the 130 wire fee is left: US-Inc netted the receiving bank charge against the intercompany balance. Reclassifying it to bank charges.'),
          tool('post_journal', { entity: 'US-Inc', date: '2024-06-14', lines: [{ account: '2610 IC Payable UK-Ltd', debit: 130.0 }, { account: '6810 Bank Charges', credit: 130.0 }], memo: 'Reclass wire fee out of IC' }, { journal: 'JE-US-06-5531', posted: true }),
          recon({ status: 'balanced', difference_usd: 0.0, unmatched: [] }),
        ]);
      },
    },
    // 06 e-commerce ops — catalogue import dry-run errors shrink, then real import
    {
      domain: 'e-commerce ops', style: 'terse tool-calling agent', start: '2024-09-02T07:30:00Z', stringArgs: true,
      goal: 'Import the 340-SKU autumn catalogue (autumn24.csv) into the Shopify store.',
      build(c, goal) {
        const dry = (o) => tool('shopify_import', { file: 'autumn24.csv', dry_run: true }, { ...o, rows: 340, job_id: c.int(1000000, 9999999) });
        return agent('catalog-bot', goal, 'Imported 340 products from autumn24.csv (0 errors).', [
          dry({ ok: false, errors: [
            { rows: [12, 47, 88, 90, 131, 202, 260, 311], message: 'Variant Price is required' },
            { rows: [5, 6, 77, 300], message: 'Handle contains invalid characters' },
          ] }),
          tool('csv_fill_column', { file: 'autumn24.csv', column: 'Variant Price', from: 'pricelist_autumn24.csv', join_on: 'Variant SKU', only_blank: true }, { filled: 8 }),
          dry({ ok: false, errors: [{ rows: [5, 6, 77, 300], message: 'Handle contains invalid characters' }] }),
          tool('csv_transform', { file: 'autumn24.csv', column: 'Handle', op: 'slugify' }, { changed: 4 }),
          dry({ ok: false, errors: [{ rows: [77, 300], message: "Handle 'merino-scarf' is already used by row 77" }] }),
          tool('csv_set', { file: 'autumn24.csv', row: 300, column: 'Handle', value: 'merino-scarf-ribbed' }, { changed: 1 }),
          dry({ ok: true, errors: [] }),
          tool('shopify_import', { file: 'autumn24.csv', dry_run: false }, { ok: true, created: 340, updated: 0, job_id: c.int(1000000, 9999999) }),
        ]);
      },
    },
  ],
};
