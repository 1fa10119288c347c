// Loop: goal met and confirmed by a tool, agent keeps re-checking / re-submitting / re-announcing.
export const family = 'after_done_rechecks';
export const loop = true;
export const stagnation = true;
export const rows = [
{
  domain: 'azulejo tile workshop', style: 'pydantic', model: 'gpt-4o',
  isolates: 'Agent submits the tile order, gets a confirmed order id, then re-fetches the same order status four more times, each identical, announcing completion each time until the request limit.',
  goal: 'Place the order for 240 hand-painted blue-and-white azulejo tiles for a café façade and confirm it.',
  build: (c, S) => {
    const oid = 'AZ-' + c.int(10000, 99999);
    const st = () => S.tool('get_order_status', { order_id: oid }, { order_id: oid, status: 'CONFIRMED', qty: 240, kiln_batch: 'K7', eta: '2025-05-19', checked_at: c.iso(), trace: c.traceparent() });
    return S.agent('tile_orders', { prompt: 'Order 240 tiles, pattern Pombalino-3' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }, [
      S.llm([['user', 'Order 240 tiles, pattern Pombalino-3']], null, [['submit_order', { pattern: 'Pombalino-3', qty: 240 }]]),
      S.tool('submit_order', { pattern: 'Pombalino-3', qty: 240, glaze: 'cobalt on tin-white', customer: 'Café Andorinha' }, { order_id: oid, status: 'CONFIRMED', deposit_eur: 480, eta: '2025-05-19' }),
      S.llm([['tool', 'CONFIRMED']], `The order ${oid} is confirmed. Let me verify the status.`, [['get_order_status', { order_id: oid }]]), st(),
      S.llm([['tool', 'CONFIRMED']], `The order ${oid} is confirmed. Let me verify the status once more.`, [['get_order_status', { order_id: oid }]]), st(),
      S.llm([['tool', 'CONFIRMED']], `The order ${oid} is confirmed. Let me verify the status.`, [['get_order_status', { order_id: oid }]]), st(),
      S.llm([['tool', 'CONFIRMED']], `The order ${oid} is confirmed. Let me verify the status again.`, [['get_order_status', { order_id: oid }]]), st(),
    ]);
  },
},
{
  domain: 'Poetry lockfile refresh (coding)', style: 'anthropic', model: 'claude-3-7-sonnet-20250219',
  isolates: 'Coding agent refreshes poetry.lock, the CI check turns green, then it re-runs `poetry check` and the test suite three more times with identical output, re-stating success each time.',
  goal: 'Bump httpx to 0.28 in a tide-prediction service and make CI pass.',
  build: (c, S) => {
    const ok = () => S.tool('bash', { command: 'poetry check --lock && pytest -q' }, `All set!\n........................................ [100%]\n40 passed in ${c.dur()}`);
    return S.agent('', { task: 'bump httpx to 0.28, keep CI green' }, { stop_reason: 'max_turns', turns: 14 }, [
      S.tool('bash', { command: 'poetry add httpx@^0.28' }, `Updating dependencies\nResolving dependencies... (${c.dur()})\n\nPackage operations: 0 installs, 2 updates, 0 removals\n  - Updating h11 (0.14.0 -> 0.16.0)\n  - Updating httpx (0.27.2 -> 0.28.1)\n\nWriting lock file`),
      S.tool('bash', { command: 'git push && gh pr checks --watch' }, `✓ test (3.12)  ${c.int(40, 120)}s  https://github.com/example/tide-svc/actions/runs/${c.int(10 ** 9, 10 ** 10)}\n✓ lint  ${c.int(10, 30)}s\nAll checks were successful`),
      S.llm([['user', 'tool_result: All checks were successful']], 'CI is green with httpx 0.28.1. Let me double-check locally that everything passes.', [['bash', { command: 'poetry check --lock && pytest -q' }]]), ok(),
      S.llm([['user', 'tool_result: 40 passed']], 'All 40 tests pass with httpx 0.28.1. Let me double-check that everything passes.', [['bash', { command: 'poetry check --lock && pytest -q' }]]), ok(),
      S.llm([['user', 'tool_result: 40 passed']], 'All 40 tests pass with httpx 0.28.1. Let me double-check that everything passes.', [['bash', { command: 'poetry check --lock && pytest -q' }]]), ok(),
      S.llm([['user', 'tool_result: 40 passed']], 'All 40 tests pass with httpx 0.28.1. Let me just double-check everything passes.', [['bash', { command: 'poetry check --lock && pytest -q' }]]), ok(),
    ]);
  },
},
{
  domain: 'miniature horse therapy visits', style: 'gemini', model: 'gemini-2.5-flash',
  isolates: 'After the care-home visit is booked and the confirmation e-mail delivered, the agent re-sends the same confirmation e-mail three more times.',
  goal: 'Book a therapy visit with two miniature horses at Elm Court care home for next Thursday and confirm with the activities coordinator.',
  build: (c, S) => {
    const mail = () => S.tool('send_email', { to: 'activities@elmcourt.example', subject: 'Confirmed: miniature horse visit Thu 14:00', body: 'Pippin and Clover will visit Thursday 14:00-15:00. Handler: J. Moss.' }, { id: `<${c.hex(16)}@mail.example>`, accepted: ['activities@elmcourt.example'], response: `250 2.0.0 OK ${c.epoch()} ${c.b36(10)} - gsmtp` });
    return S.agent('', { contents: 'Book Thursday visit at Elm Court' }, { finishReason: 'MAX_TURNS' }, [
      S.tool('book_visit', { site: 'Elm Court', date: 'thursday', start: '14:00', horses: ['Pippin', 'Clover'] }, { booking_id: 'V-' + c.B32(6), status: 'booked', handler: 'J. Moss', trailer: 'T2' }),
      S.llm([['user', 'booked']], 'The visit is booked. Sending the confirmation to the coordinator.', [['send_email', {}]]), mail(),
      S.llm([['user', '250 OK']], 'The visit is booked and confirmed. Sending the confirmation to the coordinator.', [['send_email', {}]]), mail(),
      S.llm([['user', '250 OK']], 'The visit is booked and confirmed. Sending the confirmation to the coordinator.', [['send_email', {}]]), mail(),
      S.llm([['user', '250 OK']], 'The visit is booked and confirmed. Sending the confirmation to the coordinator again.', [['send_email', {}]]), mail(),
    ]);
  },
},
{
  domain: 'Vault secret rotation (devops)', style: 'otel', model: 'gpt-4.1',
  isolates: 'Ops agent rotates the database credential, reads back the new lease successfully, then keeps reading the same secret version and restating success until the step limit.',
  goal: 'Rotate the Postgres credential for the harbour-webcam service in Vault and confirm the new version is live.',
  build: (c, S) => {
    const v = c.int(12, 40);
    const read = () => S.tool('vault_read', { path: 'secret/data/harbour-webcam/db' }, `Key              Value\n---              -----\ncreated_time     ${c.iso()}\ndeletion_time    n/a\ndestroyed        false\nversion          ${v}\n\n====== Data ======\nKey         Value\n---         -----\npassword    ****\nusername    webcam_rw`);
    return S.agent('secops_agent', { task: 'rotate harbour-webcam db creds' }, { status: 'stopped', reason: 'max_steps=12' }, [
      S.llm([['user', 'rotate harbour-webcam db creds']], null, [['vault_write', { path: 'secret/data/harbour-webcam/db' }]]),
      S.tool('vault_write', { path: 'secret/data/harbour-webcam/db', data: { username: 'webcam_rw', password: '<generated>' } }, { request_id: c.uuid(), data: { version: v, created_time: c.iso() } }),
      S.tool('kubectl', { args: ['rollout', 'status', 'deploy/harbour-webcam', '-n', 'media'] }, 'deployment "harbour-webcam" successfully rolled out'),
      S.llm([['tool', `version ${v}, rolled out`]], `Rotation done: version ${v} is live and the deployment rolled out. Verifying the secret version.`, [['vault_read', {}]]), read(),
      S.llm([['tool', `version ${v}`]], `Rotation done: version ${v} is live. Verifying the secret version.`, [['vault_read', {}]]), read(),
      S.llm([['tool', `version ${v}`]], `Rotation done: version ${v} is live. Verifying the secret version.`, [['vault_read', {}]]), read(),
      S.llm([['tool', `version ${v}`]], `Rotation done — version ${v} is live. Verifying the secret version.`, [['vault_read', {}]]), read(),
    ]);
  },
},
{
  domain: 'fishing licence renewal (browser)', style: 'weave', model: 'gpt-4o',
  isolates: 'Browser agent renews the licence and lands on the receipt page, then reloads the receipt page and re-reads the same reference four times, re-announcing success.',
  goal: 'Renew the annual coarse-fishing rod licence online for the user and save the receipt reference.',
  build: (c, S) => {
    const ref = 'EAL-' + c.B32(8);
    const rec = () => S.tool('browser_reload', { url: `https://licensing.example.gov/receipt/${ref}` }, `<div class="govuk-panel govuk-panel--confirmation"><h1>Licence renewed</h1><p>Your reference <strong>${ref}</strong></p><p>Valid 12 months from ${'15 April 2025'}</p></div><!-- node ${c.host('lic-web')} ${c.hex(8)} -->`);
    return S.agent('browse', { task: 'renew rod licence' }, { status: 'max_steps', steps: 15 }, [
      S.tool('browser_fill', { form: '#renew', fields: { licence_number: '••••7731', type: 'coarse-12m-2rod', dob: '••/••/19••' } }, { ok: true }),
      S.tool('browser_click', { selector: 'button#pay' }, `<h1>Payment successful</h1><p>Redirecting to receipt…</p><p>Transaction ${c.b36(12)}</p>`),
      S.llm([['tool', 'receipt']], `Licence renewed, reference ${ref}. Reloading the receipt to confirm.`, [['browser_reload', {}]]), rec(),
      S.llm([['tool', 'receipt']], `Licence renewed, reference ${ref}. Reloading the receipt to confirm.`, [['browser_reload', {}]]), rec(),
      S.llm([['tool', 'receipt']], `Licence renewed, reference ${ref}. Reloading the receipt to confirm.`, [['browser_reload', {}]]), rec(),
      S.llm([['tool', 'receipt']], `Licence renewed with reference ${ref}. Reloading the receipt to confirm.`, [['browser_reload', {}]]), rec(),
    ]);
  },
},
{
  domain: 'dim sum banquet reservations', style: 'dify', model: 'gpt-4o-mini',
  isolates: 'Reservation agent books the round-table banquet, gets a confirmation, then re-submits the identical booking three more times and receives the same idempotent "already exists" reply.',
  goal: 'Reserve two round tables of 10 for a dim sum banquet on Sunday 12:00 and confirm the booking.',
  build: (c, S) => {
    const bk = 'R' + c.int(100000, 999999);
    const dup = () => S.tool('create_reservation', { date: 'sunday', time: '12:00', tables: [{ seats: 10, shape: 'round' }, { seats: 10, shape: 'round' }], idempotency_key: 'banquet-lau-family' }, { status: 200, body: { reservation: bk, state: 'already_exists', note: 'Idempotent replay' }, headers: { 'idempotent-replayed': 'true', date: c.http() } });
    return S.agent('workflow_run', { inputs: { query: 'two round tables of 10, Sunday noon' }, workflow_run_id: c.uuid() }, { status: 'stopped', error: 'Max iterations 8 reached' }, [
      S.tool('create_reservation', { date: 'sunday', time: '12:00', tables: [{ seats: 10, shape: 'round' }, { seats: 10, shape: 'round' }], idempotency_key: 'banquet-lau-family' }, { status: 201, body: { reservation: bk, state: 'confirmed', deposit_hkd: 800 } }),
      S.llm('Reservation result: confirmed', `Your banquet is confirmed under ${bk}. Submitting the reservation to make sure it is registered.`, [['create_reservation', {}]]), dup(),
      S.llm('Reservation result: already_exists', `Your banquet is confirmed under ${bk}. Submitting the reservation to make sure it is registered.`, [['create_reservation', {}]]), dup(),
      S.llm('Reservation result: already_exists', `Your banquet is confirmed under ${bk}. Submitting the reservation again to make sure it is registered.`, [['create_reservation', {}]]), dup(),
    ]);
  },
},
];
