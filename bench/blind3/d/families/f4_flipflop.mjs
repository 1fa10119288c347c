import { agent, llm, tool, fail, js } from '../lib.mjs';

export default {
  name: 'two-setting-flip-flop',
  loop: true,
  stagnation: false,
  isolates: 'The agent alternates between two approaches or settings (A, B, A, B, ...) and every return to a setting reproduces the failure already seen for it; the switching is done in tool calls, not in repeated model text.',
  rows: [
    // 01 coding agent — tsconfig moduleResolution node16 <-> bundler
    {
      domain: 'coding agent', base: '2024-05-21T13:37:02Z',
      expect: { flipTool: 'run', cycles: 9, skip: 1 },
      build(n) {
        const goal = 'The TypeScript build in packages/sdk broke after the ESM migration. Make `npx tsc --noEmit` pass.';
        const A = { old: '"moduleResolution": "bundler"', new: '"moduleResolution": "node16"' };
        const B = { old: '"moduleResolution": "node16"', new: '"moduleResolution": "bundler"' };
        const errA = "src/client.ts(3,27): error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './transport.js'?\nsrc/index.ts(1,15): error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './client.js'?\n\nFound 2 errors in 2 files.";
        const errB = "tsconfig.json(5,25): error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n\nFound 1 error in tsconfig.json:5";
        const edit = (e) => tool('str_replace', { path: 'packages/sdk/tsconfig.json', old_str: e.old, new_str: e.new }, 'The file packages/sdk/tsconfig.json has been edited.');
        const tsc = (err) => tool('run', { command: 'npx tsc --noEmit -p packages/sdk' }, { exit_code: 2, output: err, wall_time: n.secs(3, 7) });
        const kids = [
          tool('list_dir', { path: 'packages/sdk' }, ['package.json', 'tsconfig.json', 'src/', 'test/', 'README.md', 'CHANGELOG.md']),
          tool('read_file', { path: 'packages/sdk/package.json' }, '{\n  "name": "@acme/sdk",\n  "version": "3.0.0-beta.2",\n  "type": "module",\n  "exports": { ".": "./dist/index.js" },\n  "devDependencies": { "typescript": "5.4.5" }\n}'),
          tool('grep', { pattern: "from '\\./", path: 'packages/sdk/src' }, 'src/index.ts:1:export { Client } from \'./client\';\nsrc/client.ts:3:import { Transport } from \'./transport\';\nsrc/client.ts:4:import type { Options } from \'./types\';'),
          tool('run', { command: 'git log --oneline -3 -- packages/sdk' }, { exit_code: 0, output: `${n.hex(7)} build(sdk): switch package to "type": "module"\n${n.hex(7)} chore(sdk): bump typescript to 5.4.5\n${n.hex(7)} feat(sdk): retry transport`, wall_time: n.secs(0.1, 0.3) }),
          tool('read_file', { path: 'packages/sdk/tsconfig.json' }, '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": "node16",\n    "moduleResolution": "bundler",\n    "strict": true,\n    "outDir": "dist"\n  },\n  "include": ["src"]\n}'),
          tsc(errB),
          edit(A), tsc(errA),
          edit(B), tsc(errB),
          edit(A), tsc(errA),
          edit(B), tsc(errB),
          edit(A), tsc(errA),
          edit(B), tsc(errB),
          edit(A), tsc(errA),
          edit(B), tsc(errB),
        ];
        return agent('swe-agent', goal, 'Exceeded max_iterations=25.', kids);
      },
    },
    // 02 devops/SRE — helm ingressClass nginx <-> traefik
    {
      domain: 'devops/SRE', base: '2024-08-02T07:19:45Z',
      expect: { flipTool: 'helm', cycles: 6 },
      build(n) {
        const goal = 'Expose the new api chart in staging at https://api.staging.acme.io and confirm it answers /healthz.';
        const up = (cls) => ({ argv: ['upgrade', '--install', 'api', './charts/api', '-n', 'staging', '--set', `ingress.className=${cls}`, '--set', 'ingress.host=api.staging.acme.io', '--wait', '--timeout', '3m'] });
        const nginxErr = 'Error: UPGRADE FAILED: failed to create resource: admission webhook "validate.nginx.ingress.kubernetes.io" denied the request: host "api.staging.acme.io" and path "/" is already defined in ingress staging/api-legacy';
        const traefikOk = () => ({ exit_code: 0, stdout: `Release "api" has been upgraded. Happy Helming!\nNAME: api\nLAST DEPLOYED: ${n.tick(30, 60).rfc()}\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: ${n.int(14, 40)}` });
        const curl = () => tool('http_probe', { url: 'https://api.staging.acme.io/healthz', timeout_s: 10 }, { status: 404, body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>', elapsed_ms: n.ms(40, 160) });
        const kids = [
          llm('ops-planner', 'Chart is already templated for an Ingress. I will install with the nginx ingress class first since that is what the other staging services use, then probe /healthz.'),
          fail('helm', up('nginx'), nginxErr),
          tool('helm', up('traefik'), traefikOk()), curl(),
          fail('helm', up('nginx'), nginxErr),
          tool('helm', up('traefik'), traefikOk()), curl(),
          fail('helm', up('nginx'), nginxErr),
          tool('helm', up('traefik'), traefikOk()), curl(),
        ];
        return agent('infra-agent', goal, 'Stopping after 10 tool calls without a healthy /healthz response.', kids);
      },
    },
    // 03 browser automation — CSS selector (intercepted) <-> XPath (not found)
    {
      domain: 'browser automation', base: '2024-03-03T20:05:19Z',
      expect: { flipTool: 'click', cycles: 5 },
      build(n) {
        const goal = 'Submit the change-of-address form on the county permits portal with the new address 418 Larkspur Ln, Ames IA 50010.';
        const css = () => fail('click', { selector: 'form#addr-change button[type=submit]', strategy: 'css' }, 'ElementClickInterceptedException: element <button type="submit" class="btn btn-primary"> is not clickable at point (640, 712). Other element would receive the click: <div class="cc-banner cc-bottom">');
        const xp = () => fail('click', { selector: "//button[normalize-space()='Submit Request']", strategy: 'xpath' }, "NoSuchElementException: no such element: Unable to locate element: {\"method\":\"xpath\",\"selector\":\"//button[normalize-space()='Submit Request']\"}");
        const kids = [
          tool('goto', { url: 'https://permits.storycounty.example/account/address' }, { status: 200, title: 'Change of Address | Story County ePermits', ms: n.ms(700, 1500) }),
          tool('fill', { selector: '#street', value: '418 Larkspur Ln' }, { ok: true }),
          tool('fill', { selector: '#city', value: 'Ames' }, { ok: true }),
          tool('select_option', { selector: '#state', value: 'IA' }, { ok: true, selected: ['IA'] }),
          tool('fill', { selector: '#zip', value: '50010' }, { ok: true }),
          css(), xp(), css(), xp(), css(),
        ];
        return agent('BrowserPilot', goal, 'Task failed: could not click the submit button.', kids);
      },
    },
    // 04 data/analytics — CSV delimiter ',' <-> ';' ; JSON-string args
    {
      domain: 'data/analytics', base: '2024-09-17T08:48:26Z',
      expect: { flipTool: 'python', cycles: 6, skip: 1 },
      build(n) {
        const goal = 'Load the EU distributor export (exports/eu_orders_2024-08.csv) and give me total net revenue by country for August.';
        const codeFor = (sep) => js({ code: `import pandas as pd\ndf = pd.read_csv('exports/eu_orders_2024-08.csv', sep='${sep}', parse_dates=['order_date'])\nprint(df.shape)\nprint(df.groupby('country')['net_eur'].sum().round(2))` });
        const errComma = "Traceback (most recent call last):\n  File \"<cell>\", line 2, in <module>\n  File \"pandas/_libs/parsers.pyx\", line 890, in pandas._libs.parsers.TextReader._read_rows\npandas.errors.ParserError: Error tokenizing data. C error: Expected 14 fields in line 2213, saw 15";
        const errSemi = "Traceback (most recent call last):\n  File \"<cell>\", line 2, in <module>\n  File \".../pandas/io/parsers/base_parser.py\", line 243, in _validate_parse_dates_presence\nValueError: Missing column provided to 'parse_dates': 'order_date'";
        const run = (sep) => fail('python', codeFor(sep), sep === ',' ? errComma : errSemi);
        const kids = [
          tool('python', js({ code: "print(open('exports/eu_orders_2024-08.csv', encoding='utf-8').read(400))" }), { stdout: 'order_id,order_date,country,distributor,sku,qty,unit_price_eur,discount_pct,net_eur,vat_eur,currency,channel,rep,notes\nEU-880121,2024-08-01,DE,Kessler Handel,PRM-220,12,41.50,5,473.10,89.89,EUR,B2B,mhoff,\nEU-880122,2024-08-01,FR,Dubois SARL,PRM-118,4,18.00,0,72.00,14.40,EUR,B2B,llang,"Livraison partielle"\n', exec_ms: n.ms(20, 90) }),
          run(','), run(';'), run(','), run(';'), run(','), run(';'),
        ];
        return agent('analyst', goal, 'Reached max_steps=7', kids);
      },
    },
    // 05 finance/accounting — nested recon sub-agent flips fx_basis invoice_date <-> settlement_date
    {
      domain: 'finance/accounting', base: '2024-07-02T06:30:00Z',
      expect: { flipTool: 'reconcile_account', cycles: 8 },
      build(n) {
        const goal = 'Finish the June close for the EUR clearing account 1105: it must reconcile to zero against the bank statement.';
        const rec = (basis) => { n.tick(8, 20); return tool('reconcile_account', { account: '1105-EUR-CLR', period: '2024-06', fx_basis: basis, tolerance: '0.01' }, basis === 'invoice_date'
          ? { run_id: n.uuid(), matched: 412, unmatched: 3, difference: { amount: '41.18', currency: 'EUR' }, unmatched_items: ['JE-06-2281', 'JE-06-2290', 'BNK-0619-07'], ran_at: n.iso() }
          : { run_id: n.uuid(), matched: 413, unmatched: 2, difference: { amount: '-17.62', currency: 'EUR' }, unmatched_items: ['JE-06-2304', 'BNK-0627-02'], ran_at: n.iso() }); };
        const sub = [
          tool('gl.trial_balance', { account: '1105-EUR-CLR', period: '2024-06' }, { account: '1105-EUR-CLR', opening: '165902.33', debits: '1204118.50', credits: '1187621.94', closing: '182398.89', currency: 'EUR', generated: n.iso() }),
          tool('gl.list_unposted', { account: '1105-EUR-CLR', period: '2024-06' }, { count: 0, items: [] }),
          llm('recon-worker', 'Statement balance EUR 182,440.07 vs GL EUR 182,398.89; nothing unposted. Running auto-match with FX at invoice date first.'),
          rec('invoice_date'), rec('settlement_date'), rec('invoice_date'), rec('settlement_date'), rec('invoice_date'), rec('settlement_date'), rec('invoice_date'), rec('settlement_date'),
        ];
        const kids = [
          tool('close_checklist.get', { entity: 'ACME-NL', period: '2024-06' }, { open_tasks: [{ id: 'CT-17', name: 'Reconcile 1105 EUR clearing', owner: 'ai-close' }, { id: 'CT-22', name: 'Accrue June freight', owner: 'mvandijk' }], as_of: n.isoOff(2) }),
          tool('bank.get_statement', { iban: 'NL91ABNA0417164300', period: '2024-06' }, { closing_balance: '182440.07', currency: 'EUR', lines: 415, statement_id: `STM-${n.digits(8)}` }),
          agent('reconciliation_agent', 'Reconcile 1105-EUR-CLR for June 2024 against statement closing balance 182,440.07 to zero difference.', null, sub),
        ];
        return agent('month_end_close', goal, 'reconciliation_agent hit its 11-step limit; account 1105 not reconciled.', kids);
      },
    },
    // 06 healthcare scheduling — referral by NPI (not credentialed) <-> internal id (not in directory)
    {
      domain: 'healthcare scheduling', base: '2024-10-08T14:12:55Z',
      expect: { flipTool: 'create_referral', cycles: 5 },
      build(n) {
        const goal = 'Create an HMO referral for patient Keisha Brown (MRN 00519284) to Dr. Lena Marsh, dermatology, and book the first available new-patient slot.';
        const npi = () => fail('create_referral', { patient_mrn: '00519284', specialty: 'DERM', provider: { id_type: 'NPI', value: '1649382017' }, plan: 'HMO-GOLD', diagnosis: ['L70.0'] }, '422 Unprocessable Entity: provider NPI 1649382017 is not credentialed for plan HMO-GOLD');
        const internal = () => fail('create_referral', { patient_mrn: '00519284', specialty: 'DERM', provider: { id_type: 'INTERNAL', value: 'PRV-0042' }, plan: 'HMO-GOLD', diagnosis: ['L70.0'] }, '404 Not Found: provider PRV-0042 not present in referral network directory');
        const kids = [
          tool('provider_directory.search', { name: 'Marsh', specialty: 'Dermatology', accepting_new: true }, [{ internal_id: 'PRV-0042', npi: '1649382017', name: 'Lena Marsh, MD', location: 'Westside Dermatology', networks: ['PPO-STD', 'MEDICARE-ADV'] }]),
          npi(), internal(), npi(), internal(), npi(),
          llm('referral-agent', 'Unable to create the referral. Stopping and leaving it for the referral coordinator.'),
        ];
        return agent('referral-agent', goal, 'Referral not created; handed to referral coordinator.', kids);
      },
    },
  ],
};
