import { mk, span } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true;
export const rows = [
  { domain: 'keg leasing', style: 'otel', build(R) {
    const L = mk('otel', R, 'gpt-4o');
    const goal = 'Mark the 40 returned kegs from The Anchor pub as received and release the deposit.';
    const ch = [];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([L.user(goal)], '', [{ name: 'release_deposit', args: { account: 'ANCHOR-118', kegs: 40 } }]));
      ch.push(L.tool('release_deposit', { account: 'ANCHOR-118', kegs: 40 }, { status: 409, body: { code: 'KEGS_NOT_SCANNED', detail: 'Deposit release requires inbound scan of all kegs; 0/40 scanned', trace: R.traceparent() } }, 'HTTP 409 KEGS_NOT_SCANNED'));
      ch.push(L.llm([L.user(goal)], 'The deposit release failed because the kegs are not scanned yet; I will tell the account manager and retry shortly.', [{ name: 'notify_account_manager', args: { to: 'sales@brewery.example', body: 'Deposit release for ANCHOR-118 failed: the kegs are not scanned yet. I will retry the release shortly.' } }]));
      ch.push(L.tool('notify_account_manager', { to: 'sales@brewery.example', body: 'Deposit release for ANCHOR-118 failed: the kegs are not scanned yet. I will retry the release shortly.' }, { queued: true, message_id: '<' + R.hex(20) + '@mail.brewery.example>' }));
    }
    return { isolates: 'Release fails with the same 409 three times and the same email is sent after each attempt; nobody scans the kegs.', goal, root: L.agent('keg-desk', { goal }, { error: 'max iterations (12) reached' }, ch) };
  } },
  { domain: 'ice fishing shanty rentals', style: 'oai_agents', build(R) {
    const L = mk('oai_agents', R, 'gpt-4.1');
    const goal = 'Rent shanty #7 on Lake Mille Lacs for Saturday to customer Dana Reyes and text her the GPS pin.';
    const ch = [];
    for (let i = 0; i < 4; i++) {
      ch.push(L.llm([L.user(goal)], i ? 'Sorry Dana, the booking system rejected the rental again because ice thickness at shanty #7 is below the safety minimum. I will try once more.' : 'Let me book shanty #7.', [{ name: 'book_shanty', args: { shanty: 7, date: '2025-02-08', customer: 'Dana Reyes' } }]));
      ch.push(L.tool('book_shanty', { shanty: 7, date: '2025-02-08', customer: 'Dana Reyes' }, null, 'BookingRejected: ice_thickness_in=9 < min 12 for wheelhouse (sensor read ' + R.us() + ', probe ' + R.hex(6) + ')'));
      ch.push(L.tool('send_sms', { to: '+1612555' + R.int(1000, 9999), text: 'Sorry Dana, the booking system rejected the rental because ice thickness at shanty #7 is below the safety minimum. Trying again.' }, { sid: 'SM' + R.hex(32), status: 'queued' }));
    }
    return { isolates: 'The agent retries an unchanged booking that is rejected for ice thickness and texts the customer the same apology after each failure.', goal, root: L.agent('Shanty Desk', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (12) exceeded' }, ch) };
  } },
  { domain: 'haunted house attraction ticketing', style: 'openinference', build(R) {
    const L = mk('openinference', R, 'gpt-4o-mini');
    const goal = 'Issue 6 group tickets for the 9pm "Asylum" slot and post the confirmation in #box-office.';
    const ch = [];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([L.user(goal)], 'Issuing the six Asylum tickets for 21:00.', [{ name: 'issue_tickets', args: { slot: '2025-10-31T21:00', qty: 6, product: 'ASYLUM_GRP' } }]));
      ch.push(L.tool('issue_tickets', { slot: '2025-10-31T21:00', qty: 6, product: 'ASYLUM_GRP' }, '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n<!-- cf-ray: ' + R.hex(16) + '-DFW -->', 'HTTPError 502 from tickets-api'));
      ch.push(L.tool('slack_post', { channel: '#box-office', text: ':warning: Could not issue the 6 Asylum tickets for 9pm, ticketing API returned 502. Retrying now.' }, { ok: true, ts: R.epoch() + '.' + R.int(100000, 999999) }));
      ch.push(L.llm([L.user(goal)], 'The ticketing API returned 502. I posted in #box-office and will retry issuing the tickets.', []));
    }
    return { isolates: 'Three rounds of the same 502, the same Slack warning and the same retry plan with no change of approach.', goal, root: L.agent('box-office-agent', { goal }, { status: 'step_limit' }, ch) };
  } },
  { domain: 'lobster pound inventory', style: 'autogen', build(R) {
    const L = mk('autogen', R, 'gpt-4o');
    const goal = 'Move 300 lb of hard-shell lobster from tank C to the outgoing Boston order and update the pound ledger.';
    const ch = [];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([{ source: 'user', content: goal }], '', [{ name: 'ledger_transfer', args: { from: 'TANK-C', to: 'ORDER-BOS-5521', lb: 300, grade: 'hard' } }]));
      ch.push(L.tool('ledger_transfer', { from: 'TANK-C', to: 'ORDER-BOS-5521', lb: 300, grade: 'hard' }, { type: 'FunctionExecutionResult', content: 'Error: tank C holds 212.4 lb hard-shell (weighed ' + R.syslog() + ')', is_error: true }, 'insufficient stock'));
      ch.push(L.llm([{ source: 'user', content: goal }], 'I could not move 300 lb from tank C: it only holds 212.4 lb of hard-shell. I will retry the transfer.', [], { name: 'create' }));
    }
    return { isolates: 'AutoGen assistant repeats the same impossible transfer and the same message to the user three times.', goal, root: span('agent', 'autogen.RoundRobinGroupChat', { task: goal }, { stop_reason: 'Maximum number of messages 10 reached' }, ch, { metadata: { 'autogen.version': '0.4.7' } }) };
  } },
  { domain: 'pretzel factory line changeover', style: 'agno', build(R) {
    const L = mk('agno', R, 'gpt-4o');
    const goal = 'Switch oven line 2 to the salted-knot recipe (REC-44) and tell the shift lead when it is done.';
    const ch = [];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([L.user(goal)], i ? 'Recipe change to REC-44 on line 2 failed because the line is in RUN mode (interlock IL-07). Trying the download again.' : 'Loading REC-44 on line 2.', [{ name: 'plc_load_recipe', args: { line: 2, recipe: 'REC-44' } }]));
      ch.push(L.tool('plc_load_recipe', { line: 2, recipe: 'REC-44' }, { ok: false, plc: 'S7-1500@' + R.ip(), cycle: R.int(100000, 999999), msg: 'Recipe download refused: line in RUN mode (interlock IL-07)' }, 'interlock IL-07'));
      ch.push(L.tool('teams_message', { to: 'shift-lead-line2', text: 'Recipe change to REC-44 on line 2 failed because the line is in RUN mode (interlock IL-07). I will try again.' }, { id: R.epochMs(), delivered: true }));
    }
    ch.push(L.llm([L.user(goal)], 'Recipe change to REC-44 on line 2 failed because the line is in RUN mode (interlock IL-07). I will try again.', []));
    return { isolates: 'The same interlock refusal, the same Teams message, the same retry, three rounds, with no request to stop the line.', goal, root: L.agent('Agent.run', { message: goal }, { content: 'Recipe change to REC-44 on line 2 failed because the line is in RUN mode (interlock IL-07). I will try again.' }, ch, { framework: 'agno', 'agno.agent_name': 'line-ops' }) };
  } },
  { domain: 'nginx config deploy on a static docs site', style: 'claude_sdk', build(R) {
    const L = mk('claude_sdk', R, 'claude-sonnet-4-20250514');
    const goal = 'Add a redirect from /v1/* to /v2/* on docs.example.org and reload nginx.';
    const ch = [L.llm({ prompt: goal }, 'I will add the redirect block and reload.', [{ name: 'Edit', args: { file_path: '/etc/nginx/sites-enabled/docs.conf', old_string: 'location / {', new_string: 'location ~ ^/v1/(.*)$ { return 301 /v2/$1 }\n    location / {' } }]), L.tool('Edit', { file_path: '/etc/nginx/sites-enabled/docs.conf' }, 'The file /etc/nginx/sites-enabled/docs.conf has been updated.')];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm({}, '', [{ name: 'Bash', args: { command: 'sudo nginx -t && sudo systemctl reload nginx' } }]));
      ch.push(L.tool('Bash', { command: 'sudo nginx -t && sudo systemctl reload nginx' }, `nginx: [emerg] directive "return" is not terminated by ";" in /etc/nginx/sites-enabled/docs.conf:14\nnginx: configuration file /etc/nginx/nginx.conf test failed\n[exit 1, ${R.ms()}ms]`, 'exit code 1'));
      ch.push(L.llm({}, 'The nginx config test failed, so the reload did not happen. I will run the test and reload again.', []));
    }
    return { isolates: 'Same nginx syntax error three times, the same status note each time, and the missing semicolon is never fixed.', goal, root: span('agent', 'claude-code session', { prompt: goal, cwd: '/srv/docs' }, { subtype: 'error_max_turns', num_turns: 12, total_cost_usd: 0.41 }, ch) };
  } },
];
