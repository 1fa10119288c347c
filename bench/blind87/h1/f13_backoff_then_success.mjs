import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false;

// Row 01: geocoding API returns 429 twice with Retry-After, then succeeds; the batch is finished.
function r1(c) {
  const goal = 'Geocode the 6 new store addresses in stores_new.csv for Brightleaf Pharmacy and add lat/lon columns.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4o-mini', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const addrs = [['12 Quay St, Galway', 53.2707, -9.0568], ['4 Main St, Athlone', 53.4239, -7.9407], ['88 Patrick St, Cork', 51.8985, -8.4756], ['3 The Square, Kilkenny', 52.6541, -7.2448]];
  m('Read the CSV.', 'read_csv', { path: 'stores_new.csv' });
  ch.push(tool('read_csv', { path: 'stores_new.csv' }, 'store_id,address\nBL-201,12 Quay St, Galway\nBL-202,4 Main St, Athlone\nBL-203,88 Patrick St, Cork\nBL-204,3 The Square, Kilkenny\nBL-205,17 O\'Connell St, Limerick\nBL-206,2 Strand Rd, Sligo'));
  m('Geocode the batch.', 'geocode_batch', { addresses: ['12 Quay St, Galway', '4 Main St, Athlone', '88 Patrick St, Cork', '3 The Square, Kilkenny', "17 O'Connell St, Limerick", '2 Strand Rd, Sligo'] });
  ch.push(tool('geocode_batch', { count: 6 }, `HTTP/1.1 429 Too Many Requests\nRetry-After: 20\nX-RateLimit-Limit: 50\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: ${c.epoch() + 20}\nX-Request-Id: ${c.uuid()}\n\n{"error":"rate_limited","message":"Quota of 50 requests per minute exceeded"}`, { error: 'HTTP 429' }));
  m('Rate limited, Retry-After 20s. Wait 20s then retry.', 'sleep', { seconds: 20 });
  ch.push(tool('sleep', { seconds: 20 }, 'slept 20.0s'));
  m('Retry.', 'geocode_batch', { addresses: '6 addresses' });
  ch.push(tool('geocode_batch', { count: 6 }, `HTTP/1.1 429 Too Many Requests\nRetry-After: 35\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: ${c.epoch() + 35}\nX-Request-Id: ${c.uuid()}\n\n{"error":"rate_limited","message":"Quota of 50 requests per minute exceeded"}`, { error: 'HTTP 429' }));
  m('Still limited (another client shares the key); Retry-After is now 35s. Wait the full window.', 'sleep', { seconds: 35 });
  ch.push(tool('sleep', { seconds: 35 }, 'slept 35.0s'));
  m('Window elapsed; retry the batch.', 'geocode_batch', { addresses: '6 addresses' });
  ch.push(tool('geocode_batch', { count: 6 }, { status: 200, results: [...addrs, ["17 O'Connell St, Limerick", 52.6616, -8.6301], ['2 Strand Rd, Sligo', 54.2697, -8.4694]].map(([a, la, lo]) => ({ query: a, lat: la, lon: lo, confidence: +(0.9 + c.R() * 0.09).toFixed(2) })), request_id: c.uuid() }));
  m('All six geocoded with confidence ≥ 0.9. Write the columns.', 'write_csv', { path: 'stores_new.csv', add_columns: ['lat', 'lon'] });
  ch.push(tool('write_csv', { path: 'stores_new.csv' }, { rows_written: 6 }));
  m('Spot-check one point on the map API.', 'reverse_geocode', { lat: 51.8985, lon: -8.4756 });
  ch.push(tool('reverse_geocode', { lat: 51.8985, lon: -8.4756 }, { display: 'Patrick Street, Cork, T12, Ireland' }));
  ch.push(llm('gpt-4o-mini', { messages: '<history>' }, oaOut(c, 'Done: lat/lon added for all 6 stores (after two rate-limit waits of 20s and 35s); spot check for BL-203 resolves to Patrick Street, Cork.')));
  const root = agent('data-assistant', { goal }, { status: 'success' }, ch, { metadata: { framework: 'OpenAI function calling loop' } });
  return { goal, isolates: 'The same batch call is refused twice with the same 429 body, the agent honours Retry-After, the third call succeeds and the file is written and spot-checked.', stagnation: false, root };
}

// Row 02: package install from an internal mirror gets 503 twice, succeeds on the third try; tests then pass.
function r2(c) {
  const goal = 'Upgrade `httpx` to 0.28 in the `corvid-scraper` project, fix any breakage, and make the test suite pass.';
  const ch = []; const m = (t, cmd) => ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, [['Bash', { command: cmd }]])));
  m('Bump the pin.', "sed -i 's/httpx==0.27.2/httpx==0.28.1/' requirements.txt && git diff --stat");
  ch.push(tool('Bash', { command: 'sed ... requirements.txt' }, ' requirements.txt | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)'));
  const fail = () => `Looking in indexes: https://pypi.mirror.corvid.internal/simple\nCollecting httpx==0.28.1\n  ERROR: HTTP error 503 while getting https://pypi.mirror.corvid.internal/packages/httpx-0.28.1-py3-none-any.whl (from https://pypi.mirror.corvid.internal/simple/httpx/)\nERROR: Could not install requirement httpx==0.28.1 because of HTTP error 503 Server Error: Service Unavailable for url: https://pypi.mirror.corvid.internal/packages/httpx-0.28.1-py3-none-any.whl\n(served-by ${c.host('devpi')})`;
  m('Install.', 'pip install -r requirements.txt');
  ch.push(tool('Bash', { command: 'pip install -r requirements.txt' }, fail(), { error: 'exit code 1' }));
  m('Mirror returned 503 — check if it is up.', 'curl -s -o /dev/null -w "%{http_code}\\n" https://pypi.mirror.corvid.internal/+status');
  ch.push(tool('Bash', { command: 'curl +status' }, '503'));
  m('Mirror is restarting. Wait 60s and retry.', 'sleep 60 && pip install -r requirements.txt');
  ch.push(tool('Bash', { command: 'sleep 60 && pip install -r requirements.txt' }, fail(), { error: 'exit code 1' }));
  m('Wait another 90s and retry.', 'sleep 90 && pip install -r requirements.txt');
  ch.push(tool('Bash', { command: 'sleep 90 && pip install -r requirements.txt' }, `Collecting httpx==0.28.1\n  Downloading https://pypi.mirror.corvid.internal/packages/httpx-0.28.1-py3-none-any.whl (73 kB)\nSuccessfully installed httpx-0.28.1`));
  m('Installed. Run the tests.', 'pytest -q');
  ch.push(tool('Bash', { command: 'pytest -q' }, `..F.....\nFAILED tests/test_client.py::test_proxy_config - TypeError: Client.__init__() got an unexpected keyword argument 'proxies'\n1 failed, 7 passed in ${c.secs(1, 3)}s`, { error: 'exit code 1' }));
  m('httpx 0.28 removed `proxies=`; it is now `proxy=`. Fix the client factory.', "grep -n proxies corvid/client.py");
  ch.push(tool('Bash', { command: 'grep -n proxies corvid/client.py' }, '14:    return httpx.Client(proxies=settings.proxy_url, timeout=20)'));
  ch.push(tool('Edit', { file_path: 'corvid/client.py', old_string: 'httpx.Client(proxies=settings.proxy_url', new_string: 'httpx.Client(proxy=settings.proxy_url' }, 'Applied 1 edit.'));
  m('Re-run tests.', 'pytest -q');
  ch.push(tool('Bash', { command: 'pytest -q' }, `........\n8 passed in ${c.secs(1, 3)}s`));
  ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, 'httpx is at 0.28.1 (install succeeded on the third attempt once the mirror recovered) and the `proxies` → `proxy` change makes all 8 tests pass.')));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success' }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'pip fails twice with the same 503 from the mirror, succeeds on the third try after a longer wait, and the real upgrade work then finishes with tests green.', stagnation: false, root };
}

// Row 03: serialisation failures on a booking transaction retried, then committed; AutoGen-like tool executor.
function r3(c) {
  const goal = 'Move the Harbourview Hotel group booking GRP-5521 (14 rooms, 22–25 May) from the Lakeside block to the Marina block and email the coordinator.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  m('Check availability in the Marina block.', 'inventory_query', { block: 'MARINA', from: '2026-05-22', to: '2026-05-25' });
  ch.push(tool('inventory_query', { block: 'MARINA' }, { free_rooms: { '2026-05-22': 19, '2026-05-23': 17, '2026-05-24': 16 }, snapshot_lsn: `0/${c.hex(8).toUpperCase()}` }));
  m('Enough rooms on all nights. Run the move transaction.', 'booking_move_block', { group: 'GRP-5521', to_block: 'MARINA', rooms: 14 });
  const ser = () => ({ error: 'could not serialize access due to concurrent update', sqlstate: '40001', txid: c.int(88100000, 88199999), hint: 'The transaction might succeed if retried.', elapsed_ms: c.ms(40, 300) });
  ch.push(tool('booking_move_block', { group: 'GRP-5521', to_block: 'MARINA', rooms: 14 }, ser(), { error: 'SerializationFailure 40001' }));
  m('Serialization failure, retryable. Retry after a short backoff.', 'booking_move_block', { group: 'GRP-5521', to_block: 'MARINA', rooms: 14, attempt: 2 });
  ch.push(tool('booking_move_block', { group: 'GRP-5521', attempt: 2 }, ser(), { error: 'SerializationFailure 40001' }));
  m('Same retryable error; another booking is writing the same rows. Retry with a longer backoff.', 'booking_move_block', { group: 'GRP-5521', to_block: 'MARINA', rooms: 14, attempt: 3 });
  ch.push(tool('booking_move_block', { group: 'GRP-5521', attempt: 3 }, { status: 'committed', moved_rooms: 14, new_confirmation: 'MAR-' + c.int(100000, 999999), txid: c.int(88200000, 88299999) }));
  m('Committed. Verify the booking now points at Marina.', 'booking_get', { group: 'GRP-5521' });
  ch.push(tool('booking_get', { group: 'GRP-5521' }, { group: 'GRP-5521', block: 'MARINA', rooms: 14, nights: ['2026-05-22', '2026-05-23', '2026-05-24'], coordinator: { name: 'Saoirse Kelly', email: 's.kelly@eventsbykelly.ie' } }));
  m('Check Lakeside released the rooms.', 'inventory_query', { block: 'LAKESIDE', from: '2026-05-22', to: '2026-05-25' });
  ch.push(tool('inventory_query', { block: 'LAKESIDE' }, { free_rooms: { '2026-05-22': 21, '2026-05-23': 20, '2026-05-24': 22 } }));
  m('Email the coordinator.', 'send_email', { to: 's.kelly@eventsbykelly.ie', subject: 'GRP-5521 moved to the Marina wing', body: 'Hi Saoirse, your 14 rooms for 22–25 May are now in the Marina wing (sea view), same rate. New confirmation attached.' });
  ch.push(tool('send_email', { to: 's.kelly@eventsbykelly.ie' }, { id: `<${c.hex(20)}@mail.harbourview.ie>`, accepted: true }));
  ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, 'GRP-5521 moved to Marina (committed on the 3rd attempt after two serialization conflicts), Lakeside released, coordinator emailed.')));
  const root = agent('reservations-agent', { goal }, { status: 'done' }, ch, { metadata: { framework: 'AutoGen AssistantAgent 0.4' } });
  return { goal, isolates: 'Two identical SQLSTATE 40001 failures on the same move are followed by a commit on the third attempt, then verification and the email.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
