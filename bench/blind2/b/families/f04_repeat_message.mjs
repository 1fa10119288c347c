// Family 4: the same long message sent to the user 2-4 times while the same failing write repeats in between.
import { agent, llm, tool, toolErr } from '../lib.mjs';

// Row 1 - customer support: address change on an order already in fulfillment (3 messages).
function addressChange(c) {
  const M = 'gpt-4o';
  const goal = 'Customer on chat wants the shipping address on order 7731-XK changed to 42 Harbour Street, Leith, Edinburgh EH6 6LU.';
  const msg = [
    "I'm sorry for the trouble! I'm updating the shipping address on your order 7731-XK to 42 Harbour Street, Leith, Edinburgh EH6 6LU right now. You'll receive a confirmation email within a few minutes once the change has gone through. Thanks for your patience!",
    "I'm sorry for the trouble! I'm updating the shipping address on your order 7731-XK to 42 Harbour Street, Leith, Edinburgh EH6 6LU right now. You'll get a confirmation email within a few minutes once the change has gone through. Thanks for your patience!",
    "So sorry for the trouble! I'm updating the shipping address on your order 7731-XK to 42 Harbour Street, Leith, Edinburgh EH6 6LU right now. You'll receive a confirmation email within a few minutes once the change has gone through. Thank you for your patience!",
  ];
  const ch = [];
  ch.push(tool('get_order', { order_id: '7731-XK' }, { id: '7731-XK', status: 'in_fulfillment', warehouse: 'DUN-2', ship_to: { line1: '9 Rose Street', city: 'Edinburgh', postcode: 'EH2 2PR', country: 'GB' }, carrier: 'Royal Mail Tracked 48' }));
  const upd = () => {
    c.tick(2, 5);
    return toolErr('update_shipping_address', { order_id: '7731-XK', address: { line1: '42 Harbour Street', line2: 'Leith', city: 'Edinburgh', postcode: 'EH6 6LU', country: 'GB' } },
      `409 Conflict: order 7731-XK is locked for fulfillment (wave DUN-2-W22, picked_at ${c.isoS()}); address changes are not allowed. request_id=${c.uuid()}`);
  };
  for (let i = 0; i < 3; i++) {
    c.tick(5, 15);
    ch.push(tool('reply_to_customer', { conversation_id: 'chat_5h2QwZ', text: msg[i] }, { delivered: true, ts: c.iso() }));
    ch.push(upd());
  }
  return { domain: 'customer support', goal, root: agent('support-agent', goal, 'Agent stopped due to iteration limit or time limit.', ch) };
}

// Row 2 - devops/SRE: Slack status update re-posted while rollback keeps failing (3 messages, healthy triage first).
function rollbackSlack(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'checkout-service 5xx rate is spiking since the 14:05 deploy. Roll it back to the previous version and keep #inc-checkout informed.';
  const base = "Heads-up: I'm rolling back checkout-service to v3.8.2 because of the elevated 5xx rate since the 14:05 UTC deploy of v3.9.0. The rollback is in progress now; I'll post here again once error rates are back under the 0.5% SLO. No action needed from on-call at the moment.";
  const msgs = [
    base,
    base.replace('The rollback is in progress now;', 'Rollback is in progress now;'),
    base.replace('No action needed from on-call at the moment.', 'No action is needed from on-call at the moment.'),
  ];
  const ch = [];
  ch.push(tool('prometheus_query', { query: 'sum(rate(http_requests_total{service="checkout",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="checkout"}[5m]))', time: c.isoS() }, { resultType: 'vector', result: [{ metric: {}, value: [c.epoch(), '0.0731'] }] }));
  ch.push(tool('argocd_app_history', { app: 'checkout-service' }, [
    { id: 41, revision: 'v3.9.0', deployedAt: '14:05:12Z', source: 'charts/checkout@9c41e2d' },
    { id: 40, revision: 'v3.8.2', deployedAt: 'yesterday 09:51:40Z', source: 'charts/checkout@5a7781f' },
  ]));
  ch.push(llm('5xx ratio is 7.3% (SLO 0.5%) and started with v3.9.0. Rolling back to history id 40 (v3.8.2).', M));
  for (let i = 0; i < 3; i++) {
    c.tick(10, 30);
    ch.push(tool('slack_post_message', { channel: '#inc-checkout', text: msgs[i] }, { ok: true, channel: 'C06QF2M8ZLK', ts: `${c.epoch()}.${c.digits(6)}` }));
    c.tick(2, 4);
    ch.push(toolErr('argocd_app_rollback', { app: 'checkout-service', id: 40, prune: false },
      `rpc error: code = FailedPrecondition desc = rollback cannot be initiated when auto-sync is enabled (grpc-trace-bin: ${c.hex(32)}, at ${c.isoS()})`));
  }
  return { domain: 'devops/SRE', goal, root: agent('incident-bot', goal, 'Max turns exceeded (10/10).', ch) };
}

// Row 3 - coding: same reply to the reviewer (as llm message to user) while git push is rejected (2 messages, loop late).
function protectedPush(c) {
  const M = 'gpt-4-turbo-2024-04-09';
  const goal = 'Address the three review comments on the date-parsing PR and push the changes.';
  const msg = "I've addressed all three review comments: parse_date now rejects ambiguous DD/MM vs MM/DD inputs unless a locale is passed, the timezone fallback uses UTC explicitly instead of the server's local zone, and I added tests for leap days and the 1970 epoch edge case. Pushing the changes to the branch now.";
  const ch = [];
  ch.push(tool('get_review_comments', { repo: 'acme/dateutils-lite', pr: 77 }, [
    { id: 1591, path: 'dateutils/parse.py', line: 42, body: 'Ambiguous 03/04/2024 silently becomes March 4. Please reject unless locale is given.' },
    { id: 1592, path: 'dateutils/parse.py', line: 88, body: "Don't fall back to server local time; use UTC." },
    { id: 1593, path: 'tests/test_parse.py', line: 1, body: 'Add tests for Feb 29 and epoch 0.' },
  ]));
  ch.push(tool('apply_patch', { patch: '--- a/dateutils/parse.py\n+++ b/dateutils/parse.py\n@@ -40,3 +40,6 @@\n-    return _guess_order(parts)\n+    if locale is None and _is_ambiguous(parts):\n+        raise AmbiguousDateError(text)\n+    return _order_for(locale, parts)\n@@ -86,2 +89,2 @@\n-    tz = tz or tzlocal()\n+    tz = tz or timezone.utc\n' }, 'patch applied: 1 file changed, 5 insertions(+), 2 deletions(-)'));
  ch.push(tool('write_file', { path: 'tests/test_parse.py', mode: 'append', content: '\n\ndef test_leap_day():\n    assert parse_date("2024-02-29").day == 29\n\n\ndef test_epoch_zero():\n    assert parse_date("1970-01-01T00:00:00Z").timestamp() == 0\n' }, { bytes_written: 176 }));
  ch.push(tool('run_tests', { cmd: 'pytest -q' }, `........................................ [100%]\n40 passed in ${(c.int(80, 190) / 100).toFixed(2)}s`));
  ch.push(tool('git_commit', { message: 'parse: reject ambiguous dates without locale; UTC fallback; leap-day/epoch tests' }, `[main ${c.hex(7)}] parse: reject ambiguous dates without locale; UTC fallback; leap-day/epoch tests`));
  for (let i = 0; i < 2; i++) {
    ch.push(llm(i === 0 ? msg : msg.replace('Pushing the changes to the branch now.', 'Pushing the changes to the branch now!'), M));
    c.tick(3, 6);
    ch.push(toolErr('git_push', { remote: 'origin', branch: 'main' },
      `To github.com:acme/dateutils-lite.git\n ! [remote rejected] main -> main (protected branch hook declined)\nremote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request. (request id ${c.up(4)}:${c.up(5)}:${c.up(7)}:${c.up(8)}:${c.up(8)})\nerror: failed to push some refs to 'github.com:acme/dateutils-lite.git'`));
  }
  return { domain: 'coding', goal, root: agent('pr-bot', goal, 'Max turns exceeded', ch) };
}

// Row 4 - e-commerce: inventory set fails on untracked item; merchant message sent 4 times (long).
function inventory(c) {
  const M = 'claude-3-haiku-20240307';
  const goal = 'We got 40 more units of the Linen Throw Pillow (Oat) in today. Update stock and let me know when it shows as available.';
  const msg = "Thanks — I've got the delivery details. I'm setting the on-hand stock for Linen Throw Pillow (Oat) to 40 units at the Main Street location now, so the product will switch from 'Sold out' back to 'In stock' on the storefront within a minute or two.";
  const ch = [];
  ch.push(tool('shopify_search_products', { query: 'Linen Throw Pillow', fields: ['id', 'title', 'variants'] }, [
    { id: 7711203, title: 'Linen Throw Pillow', variants: [
      { id: 4420101, title: 'Oat', sku: 'LTP-OAT', inventory_item_id: 49001133, inventory_quantity: 0 },
      { id: 4420102, title: 'Charcoal', sku: 'LTP-CHR', inventory_item_id: 49001134, inventory_quantity: 12 },
    ] },
  ]));
  ch.push(tool('shopify_list_locations', {}, [{ id: 61440011, name: 'Main Street', active: true }, { id: 61440012, name: 'Pop-up (closed)', active: false }]));
  for (let i = 0; i < 4; i++) {
    c.tick(5, 20);
    ch.push(tool('send_message', { to: 'merchant', text: i === 2 ? msg.replace('Thanks — ', 'Thanks! ') : msg }, { ok: true, message_id: c.uuid() }));
    c.tick(1, 3);
    ch.push(toolErr('shopify_inventory_set', { inventory_item_id: 49001133, location_id: 61440011, available: 40 },
      `422 Unprocessable Entity: {"errors":["Inventory item does not have inventory tracking enabled"]} (X-Request-Id: ${c.uuid()}; Date: ${c.http()})`));
  }
  ch.push(llm('Stock update is still not going through.', M));
  return { domain: 'e-commerce', goal, root: agent('merchant-assistant', goal, "I wasn't able to update the stock for Linen Throw Pillow (Oat); Shopify keeps rejecting the inventory change.", ch) };
}

// Row 5 - travel booking: seat change fails; same reassurance to traveller (2 messages, loop early).
function seatChange(c) {
  const M = 'gpt-4o-mini';
  const goal = 'Move me to a window seat on tomorrow’s KL1002 to London, booking ref ZQ7T4M. Preferably near the front.';
  const msg = "Good news — there are window seats available near the front on KL1002. I'm moving you from 23C to 7A on booking ZQ7T4M right now. You'll see the new seat in the KLM app and on your boarding pass shortly; there's no extra charge for this change.";
  const ch = [];
  ch.push(tool('get_seat_map', { pnr: 'ZQ7T4M', flight: 'KL1002', date: c.date() }, { cabin: 'Y', available_window: ['7A', '7F', '9A', '14F', '21A'], current_seat: '23C', rows: 30, fetched_at: c.iso() }));
  for (let i = 0; i < 2; i++) {
    c.tick(3, 8);
    ch.push(tool('notify_traveler', { channel: 'whatsapp', to: '+31 6 ••• ••• 41', body: i === 0 ? msg : msg.replace('right now.', 'now.') }, { status: 'sent', wamid: `wamid.${c.b62(24)}` }));
    c.tick(1, 3);
    ch.push(toolErr('modify_reservation', { pnr: 'ZQ7T4M', segment: 1, action: 'SEAT_CHANGE', seat: '7A', passenger: 1 },
      `SEAT_MAP_UNAVAILABLE: Seat assignment is closed for segment KL1002 (departure within check-in window). correlation_id=${c.uuid()} timestamp=${c.isoS()}`));
  }
  return { domain: 'travel booking', goal, root: agent('travel-concierge', goal, 'Agent stopped due to iteration limit or time limit.', ch) };
}

// Row 6 - data/analytics: nested writer sub-agent; sheet write forbidden; same status message 3 times.
function sheetWrite(c) {
  const M = 'gemini-1.5-pro';
  const goal = 'Clean up the May leads export (dedupe, normalise country names) and write it to the "Leads – May clean" tab of the Growth sheet.';
  const msg = "I've finished cleaning the May leads export: 1,284 rows went in, 97 duplicates were removed on email, and country names were normalised to ISO 3166 short names. I'm now writing the 1,187 cleaned rows to the 'Leads – May clean' tab of the Growth sheet.";
  const sub = [];
  for (let i = 0; i < 3; i++) {
    sub.push(llm(i === 1 ? msg.replace("I'm now writing", 'Now writing') : msg, M));
    c.tick(2, 5);
    sub.push(toolErr('sheets_values_update', { spreadsheetId: '1qA7Zx_Growth2024_bN3', range: "'Leads – May clean'!A1", valueInputOption: 'RAW', rows: 1188 },
      `googleapiclient.errors.HttpError: <HttpError 403 when requesting https://sheets.googleapis.com/v4/spreadsheets/1qA7Zx_Growth2024_bN3/values/%27Leads%20%E2%80%93%20May%20clean%27%21A1?valueInputOption=RAW&alt=json returned "The caller does not have permission". Details: "[{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', 'reason': 'PERMISSION_DENIED', 'metadata': {'request_id': '${c.hex(16)}'}}]">`));
  }
  const ch = [];
  ch.push(tool('read_csv', { path: '/data/exports/leads_2024-05.csv' }, { rows: 1284, columns: ['email', 'name', 'company', 'country', 'source', 'created_at'], sample: [{ email: 'j.ortiz@finlo.io', country: 'españa' }, { email: 'anna@kvarn.se', country: 'SE' }] }));
  ch.push(tool('python', { code: "df = df.drop_duplicates('email'); df['country'] = df['country'].map(normalise_country); print(len(df), df['country'].isna().sum())" }, '1187 0'));
  ch.push(agent('sheets_writer', "Write the cleaned dataframe (1,187 rows + header) to the 'Leads – May clean' tab of spreadsheet 1qA7Zx_Growth2024_bN3.", 'Write failed: permission denied on the Growth sheet.', sub));
  return { domain: 'data/analytics', goal, root: agent('data-assistant', goal, 'The data is cleaned (1,187 rows) but I could not write it to the Growth sheet — the service account does not have edit access.', ch) };
}

export default {
  name: 'repeated-long-message-failing-write',
  isolates: 'The same long (30+ word) message is sent to the user 2-4 times near-verbatim while the same write/update action fails with the same error between the messages.',
  loop: true,
  stagnation: true,
  kind: 'message',
  scenarios: [addressChange, rollbackSlack, protectedPush, inventory, seatChange, sheetWrite],
};
