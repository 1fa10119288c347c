export const family = 'fix_and_same_failure';
export const loop = true;
export const stagnation = false;
export const description = 'The agent applies several different fixes but the same check fails the same way each time, identical except for durations, timestamps, temp paths, addresses and run ids; it never passes.';

export const rows = [
  { n: '01', domain: 'padel court payments', style: 'anthropic', model: 'claude-sonnet-4-20250514', agent: 'webhook-fixer',
    isolates: 'Three different edits to a webhook signature check, and the same pytest assertion fails each time with only timings and tmp paths changing.',
    goal: 'Fix the failing test test_stripe_webhook_signature in the padel club booking service.',
    build(T) { const N = T.N;
      const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.2.0\nrootdir: ${N.tmp('pytest-of-runner/pytest-')}\ncollected 1 item\n\ntests/test_webhooks.py F\n\n=================================== FAILURES ===================================\n________________________ test_stripe_webhook_signature _________________________\n    assert resp.status_code == 200\nE   assert 400 == 200\nE    +  where 400 = <Response [400]>.status_code\n----------------------------- Captured log call --------------------------------\nWARNING  bookings.webhooks:webhooks.py:41 signature mismatch for evt_test_webhook\n=========================== short test summary info ============================\nFAILED tests/test_webhooks.py::test_stripe_webhook_signature - assert 400 == 200\n============================== 1 failed in ${N.dur()} ===============================`;
      T.step('Run the failing test first.', [['bash', { command: 'pytest tests/test_webhooks.py -x -q' }, fail(), { error: 'exit status 1' }]]);
      T.step('The handler probably verifies the parsed JSON instead of the raw body. Switching to request.body.', [['str_replace', { path: 'bookings/webhooks.py', old_str: 'payload = json.dumps(request.data)', new_str: 'payload = request.body' }, 'The file bookings/webhooks.py has been edited.'], ['bash', { command: 'pytest tests/test_webhooks.py -x -q' }, fail(), { error: 'exit status 1' }]]);
      T.step('Maybe the tolerance window rejects the fixture timestamp; widening tolerance to 600 s.', [['str_replace', { path: 'bookings/webhooks.py', old_str: 'tolerance=300', new_str: 'tolerance=600' }, 'The file bookings/webhooks.py has been edited.'], ['bash', { command: 'pytest tests/test_webhooks.py -x -q' }, fail(), { error: 'exit status 1' }]]);
      T.step('Perhaps the secret has a trailing newline from the env file. Stripping it.', [['str_replace', { path: 'bookings/settings.py', old_str: "STRIPE_WHSEC = os.environ['STRIPE_WHSEC']", new_str: "STRIPE_WHSEC = os.environ['STRIPE_WHSEC'].strip()" }, 'The file bookings/settings.py has been edited.'], ['bash', { command: 'pytest tests/test_webhooks.py -x -q' }, fail(), { error: 'exit status 1' }]]);
      T.step('Try decoding the header value as latin-1 before comparison.', [['str_replace', { path: 'bookings/webhooks.py', old_str: "sig = request.headers['Stripe-Signature']", new_str: "sig = request.headers['Stripe-Signature'].encode('latin-1').decode()" }, 'The file bookings/webhooks.py has been edited.'], ['bash', { command: 'pytest tests/test_webhooks.py -x -q' }, fail(), { error: 'exit status 1' }]]);
      T.cut('stop_reason: max_turns');
    } },
  { n: '02', domain: 'netball league fixtures', style: 'smolagents', model: 'Qwen/Qwen2.5-72B-Instruct', agent: 'fixture-generator',
    isolates: 'A round-robin generator is patched three ways and the same validator reports the same two clashes with different run ids.',
    goal: 'Generate a clash-free autumn fixture list for the 9-team netball division (one bye per round) and validate it.',
    build(T) { const N = T.N;
      const v = () => ({ run_id: N.uuid(), checked_at: N.iso(), elapsed_ms: N.ms(40, 300), valid: false, errors: ['round 4: team "Harbour Hawks" scheduled twice (court 2, court 3)', 'round 7: bye assigned to 2 teams (Millfield, Cedars)'] });
      T.step('Generate with the circle method and validate.', [['generate_fixtures', { teams: 9, method: 'circle' }, 'fixtures_v1.csv (36 matches, 9 rounds)'], ['validate_fixtures', { file: 'fixtures_v1.csv' }, v()]]);
      T.step('Adding a dummy BYE team to make the count even should fix the bye logic.', [['generate_fixtures', { teams: 9, method: 'circle', add_dummy: true }, 'fixtures_v2.csv (36 matches, 9 rounds)'], ['validate_fixtures', { file: 'fixtures_v2.csv' }, v()]]);
      T.step('Rotate starting from a different pivot team.', [['generate_fixtures', { teams: 9, method: 'circle', add_dummy: true, pivot: 'Cedars' }, 'fixtures_v3.csv (36 matches, 9 rounds)'], ['validate_fixtures', { file: 'fixtures_v3.csv' }, v()]]);
      T.step('Switch to the Berger table algorithm.', [['generate_fixtures', { teams: 9, method: 'berger' }, 'fixtures_v4.csv (36 matches, 9 rounds)'], ['validate_fixtures', { file: 'fixtures_v4.csv' }, v()]]);
      T.cut('AgentMaxStepsError: Reached max steps.');
    } },
  { n: '03', domain: 'webcomic publishing', style: 'vercel', model: 'gpt-4.1-mini', agent: 'feed-repair',
    isolates: 'Edits to an RSS template keep failing the same W3C feed validation line, with only the validation timestamp and request id varying.',
    goal: 'Make the webcomic RSS feed pass the feed validator so the aggregator picks up new strips again.',
    build(T) { const N = T.N;
      const val = () => ({ status: 'invalid', validated_at: N.http(), request: N.reqId('fv-'), errors: [{ line: 14, column: 7, text: 'pubDate must be an RFC-822 date-time: "2025-05-09 18:00"' }] });
      T.step('Validating the current feed.', [['validate_feed', { url: 'https://inkandgutter.net/feed.xml' }, val()]]);
      T.step('Setting the Hugo date format in the template to RFC 1123.', [['edit_file', { path: 'layouts/_default/rss.xml', find: '{{ .Date }}', replace: '{{ .Date.Format "Mon, 02 Jan 2006 15:04:05 -0700" }}' }, { ok: true, bytes: 2214 }], ['validate_feed', { url: 'https://inkandgutter.net/feed.xml' }, val()]]);
      T.step('Maybe the site config overrides the date; setting dateFormat in hugo.toml.', [['edit_file', { path: 'hugo.toml', find: 'dateFormat = "2006-01-02 15:04"', replace: 'dateFormat = "Mon, 02 Jan 2006 15:04:05 -0700"' }, { ok: true, bytes: 871 }], ['validate_feed', { url: 'https://inkandgutter.net/feed.xml' }, val()]]);
      T.step('Adding the timezone to the front matter of the latest strip.', [['edit_file', { path: 'content/strips/0412.md', find: 'date: 2025-05-09 18:00', replace: 'date: 2025-05-09T18:00:00+01:00' }, { ok: true, bytes: 402 }], ['validate_feed', { url: 'https://inkandgutter.net/feed.xml' }, val()]]);
      T.cut('maxSteps (8) reached');
    } },
  { n: '04', domain: 'mattress recycling', style: 'oai_agents', model: 'gpt-4.1', agent: 'WeighbridgeExportAgent',
    isolates: 'Three different mappings of a weighbridge export still fail the same JSON-schema error; only the job id and duration change.',
    goal: 'Get the daily weighbridge export for the mattress recycling site accepted by the regulator\'s waste-tracking schema.',
    build(T) { const N = T.N;
      const res = () => `schema check job ${N.job('wtv')} finished in ${N.dur()}\n✗ 1 error\n  /records/0/ewc_code: "20 03 07" does not match pattern "^[0-9]{6}\\*?$"\n  (reported at ${N.log()})`;
      T.step(null, [['run_schema_check', { file: 'exports/weighbridge_2025-05-12.json' }, res(), { error: 'validation failed' }]]);
      T.step('I will strip spaces from the EWC code in the mapper.', [['patch_mapper', { field: 'ewc_code', transform: "value.replace(' ', '')" }, 'mapper.py updated'], ['run_schema_check', { file: 'exports/weighbridge_2025-05-12.json' }, res(), { error: 'validation failed' }]]);
      T.step('Maybe the mapper is bypassed; regenerate the export with --normalise.', [['regenerate_export', { date: '2025-05-12', flags: ['--normalise'] }, 'export written: exports/weighbridge_2025-05-12.json'], ['run_schema_check', { file: 'exports/weighbridge_2025-05-12.json' }, res(), { error: 'validation failed' }]]);
      T.step('Try the 2024 schema version in case the pattern changed.', [['set_config', { key: 'schema_version', value: '2024-10' }, 'ok'], ['run_schema_check', { file: 'exports/weighbridge_2025-05-12.json' }, res(), { error: 'validation failed' }]]);
      T.cut('MaxTurnsExceeded: Max turns (10) exceeded');
    } },
  { n: '05', domain: 'photo booth rentals', style: 'pydantic', model: 'gpt-4o', agent: 'template_fixer',
    isolates: 'Different CSS fixes to a print layout; the same preflight check reports the same bleed overflow with new object addresses and temp paths.',
    goal: 'Fix the 4x6 photo strip template for the Saturday booth so the preflight check passes.',
    build(T) { const N = T.N;
      const pre = () => `Preflight ${N.tmp('render-')}/strip.pdf\n<PageBox object at ${N.addr()}> size=4.0x6.0in dpi=300\nFAIL bleed: element #footer-logo exceeds trim by 0.09in on bottom edge\nrendered in ${N.ms(200, 900)} ms`;
      T.step(null, [['preflight', { template: 'strip_4x6.html' }, pre(), { error: 'preflight failed' }]]);
      T.step('Reduce the footer logo height.', [['edit_css', { selector: '#footer-logo', property: 'height', value: '0.5in' }, 'saved'], ['preflight', { template: 'strip_4x6.html' }, pre(), { error: 'preflight failed' }]]);
      T.step('Add bottom padding to the page container.', [['edit_css', { selector: '.page', property: 'padding-bottom', value: '0.15in' }, 'saved'], ['preflight', { template: 'strip_4x6.html' }, pre(), { error: 'preflight failed' }]]);
      T.step('Use absolute positioning with bottom offset for the logo.', [['edit_css', { selector: '#footer-logo', property: 'bottom', value: '0.2in' }, 'saved'], ['preflight', { template: 'strip_4x6.html' }, pre(), { error: 'preflight failed' }]]);
      T.cut('UsageLimitExceeded: request_limit of 8 reached');
    } },
  { n: '06', domain: 'Terraform state for a staging VPC (devops)', style: 'openinference', model: 'gpt-4o-2024-08-06', agent: 'infra-agent',
    isolates: 'Three different Terraform changes and terraform plan fails with the same cycle error each time, differing only in timestamps and lock ids.',
    goal: 'Make terraform plan succeed for the staging VPC module after the NAT gateway refactor.',
    build(T) { const N = T.N;
      const plan = () => `Acquiring state lock. This may take a few moments...\nLock Info: ID ${N.uuid()} Created ${N.iso()}\n╷\n│ Error: Cycle: module.vpc.aws_route.private_nat[0], module.vpc.aws_nat_gateway.this[0], module.vpc.aws_eip.nat[0]\n╵\nReleasing state lock. This may take a few moments...`;
      T.step(null, [['shell', { cmd: 'terraform plan -no-color' }, plan(), { error: 'exit 1' }]]);
      T.step('Remove the explicit depends_on from the route.', [['apply_patch', { file: 'modules/vpc/routes.tf', diff: '-  depends_on = [aws_nat_gateway.this]' }, 'patched'], ['shell', { cmd: 'terraform plan -no-color' }, plan(), { error: 'exit 1' }]]);
      T.step('Split the EIP into its own resource file with count driven by var.az_count.', [['apply_patch', { file: 'modules/vpc/eip.tf', diff: '+resource "aws_eip" "nat" { count = var.az_count }' }, 'patched'], ['shell', { cmd: 'terraform plan -no-color' }, plan(), { error: 'exit 1' }]]);
      T.step('Replace the nat gateway reference in the route with a data source lookup.', [['apply_patch', { file: 'modules/vpc/routes.tf', diff: '-  nat_gateway_id = aws_nat_gateway.this[0].id\n+  nat_gateway_id = data.aws_nat_gateway.this.id' }, 'patched'], ['shell', { cmd: 'terraform plan -no-color' }, plan(), { error: 'exit 1' }]]);
      T.cut('max iterations (12) reached');
    } },
];
