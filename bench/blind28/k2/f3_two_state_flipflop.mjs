// Family: two_state_flipflop (loop) — A, B, A, B: each check after a switch returns what it returned last time in that state.
import { Trace, row } from './lib.mjs';
const F = 'two_state_flipflop';

// 01 travel: browser agent on a Vietnamese bus booking site — OpenInference / Arize Phoenix
function r01() {
  const t = new Trace(`${F}-01`, 'openinference', { agent: 'browser-travel-agent', goal: 'Book one overnight bus seat Hanoi → Sa Pa for 14 March, lower berth if possible, under 600,000 VND.' });
  const k = [];
  k.push(...t.turn({ text: 'Opening the route search.', calls: [{ name: 'browser_navigate', args: { url: 'https://vexe.example.vn/en/hanoi-sapa?date=2025-03-14' }, out: (n) => ({ status: 200, title: 'Hanoi to Sapa buses – 14/03/2025', url: 'https://vexe.example.vn/en/hanoi-sapa?date=2025-03-14&sid=' + n.alnum(12) }) }] }));
  const A = { tab: 'Limousine', snap: (n) => `<ul class="trips" data-render="${n.hex(8)}"><li>Sao Viet Limousine 22:00 · 9 seats left · 550,000₫ · seats (no berths)</li><li>Green Bus Limo 21:30 · 2 left · 590,000₫ · seats</li></ul>` };
  const B = { tab: 'Sleeper', snap: (n) => `<ul class="trips" data-render="${n.hex(8)}"><li>Inter Bus Sleeper 22:00 · upper berths only · 420,000₫</li><li>Hason Sleeper 21:00 · SOLD OUT</li></ul>` };
  for (let c = 0; c < 3; c++) {
    k.push(...t.turn({ text: 'Limousine buses have no berths. Let me check the Sleeper tab for a lower berth.', calls: [{ name: 'browser_click', args: { selector: 'button[data-tab="sleeper"]' }, out: (n) => ({ ok: true, navigation: false, ms: n.ms(80, 900) }) }, { name: 'browser_snapshot', args: { selector: 'ul.trips' }, out: B.snap }] }));
    k.push(...t.turn({ text: 'The Sleeper tab only has upper berths left. Let me check the Limousine tab again in case a lower option appears.', calls: [{ name: 'browser_click', args: { selector: 'button[data-tab="limousine"]' }, out: (n) => ({ ok: true, navigation: false, ms: n.ms(80, 900) }) }, { name: 'browser_snapshot', args: { selector: 'ul.trips' }, out: A.snap }] }));
  }
  return row(F, 1, 'A browser agent toggles Sleeper/Limousine tabs three full cycles; each tab shows the same trips every time and nothing is booked.', t, t.root(k, { err: 'step limit 14 reached', out: null }));
}

// 02 coding: bisecting by hand between two branches — plain message-level trace
function r02() {
  const k = [];
  const onMain = (n) => `Switched to branch 'main'\nF                                                                        [100%]\nE       assert Decimal('48.49') == Decimal('48.50')\n1 failed in ${n.float(0.4, 1.9)}s`;
  const onRel = (n) => `Switched to branch 'release/2.3'\n.                                                                        [100%]\n1 passed in ${n.float(0.4, 1.9)}s`;
  const t2 = new Trace(`${F}-02`, 'plain', { agent: 'repo-agent', goal: 'Find out why `test_kit_price_rounding` fails on the model ship kits web store and fix it.' });
  for (let c = 0; c < 3; c++) {
    k.push(...t2.turn({ text: 'The test fails on main. Let me check whether it passes on release/2.3.', calls: [{ name: 'shell', args: { cmd: 'git checkout release/2.3 && pytest tests/test_pricing.py::test_kit_price_rounding -q' }, out: onRel }] }));
    k.push(...t2.turn({ text: 'It passes on release/2.3. Let me go back to main and confirm it still fails there.', calls: [{ name: 'shell', args: { cmd: 'git checkout main && pytest tests/test_pricing.py::test_kit_price_rounding -q' }, out: onMain, err: 'exit code 1' }] }));
  }
  return row(F, 2, 'The agent checks out release/2.3 (pass) and main (fail) three times each without ever diffing the branches.', t2, t2.root(k, { err: 'context budget exhausted', out: null }));
}

// 03 aquaponics farm pump duty cycle — smolagents
function r03() {
  const t = new Trace(`${F}-03`, 'smolagents', { agent: 'aquaponics-controller', goal: 'Get dissolved oxygen in fish tank FT-2 (tilapia) above 5.0 mg/L by adjusting the aeration settings.' });
  const k = [];
  for (let c = 0; c < 3; c++) {
    k.push(...t.turn({ text: 'DO is low at 40% duty. I will raise the air pump duty cycle to 60% and read the DO probe again.', calls: [{ name: 'set_pump_duty', args: { pump: 'AP-2', duty_pct: 60 }, var: 'ack', out: (n) => `ack seq=${n.next()} AP-2 duty=60 applied_at=${n.epochMs()}` }, { name: 'read_probe', args: { probe: 'DO-FT2', settle_s: 120 }, var: 'do_reading', out: (n) => ({ probe: 'DO-FT2', do_mg_l: 4.31, temp_c: 27.8, sat_pct: 55, sample_ts: n.isoSec(), fw: '2.4.1' }) }] }));
    k.push(...t.turn({ text: 'DO is still 4.31 at 60% duty. I will set the duty cycle back to 40% and read the DO probe again.', calls: [{ name: 'set_pump_duty', args: { pump: 'AP-2', duty_pct: 40 }, var: 'ack', out: (n) => `ack seq=${n.next()} AP-2 duty=40 applied_at=${n.epochMs()}` }, { name: 'read_probe', args: { probe: 'DO-FT2', settle_s: 120 }, var: 'do_reading', out: (n) => ({ probe: 'DO-FT2', do_mg_l: 4.29, temp_c: 27.8, sat_pct: 55, sample_ts: n.isoSec(), fw: '2.4.1' }) }] }));
  }
  return row(F, 3, 'Duty cycle flips 60% → 40% three times; DO reads 4.31 at 60% and 4.29 at 40% every time (airstone clog never considered).', t, t.root(k, { err: 'Reached max steps.', out: null }));
}

// 04 croquet club lawn bookings timezone — LangGraph
function r04() {
  const t = new Trace(`${F}-04`, 'langsmith', { agent: 'club-it', goal: 'Fix the croquet club booking site so lawn slots on the public calendar show the same start time as in the admin screen.' });
  const k = [];
  for (let c = 0; c < 2; c++) {
    k.push(...t.turn({ text: 'The public calendar is an hour off. I will set the site timezone to UTC and compare slot 1 again.', calls: [{ name: 'update_setting', args: { key: 'SITE_TIMEZONE', value: 'UTC' }, out: (n) => ({ key: 'SITE_TIMEZONE', value: 'UTC', version: n.next(), cache_purged: true }) }, { name: 'compare_slot', args: { lawn: 2, slot: 1, date: '2025-06-14' }, out: (n) => ({ admin: '10:00', public: '09:00', fetched: n.http(), cf_cache: 'MISS', age: 0 }) }] }));
    k.push(...t.turn({ text: 'Still an hour off with UTC. I will set the site timezone back to Europe/London and compare slot 1 again.', calls: [{ name: 'update_setting', args: { key: 'SITE_TIMEZONE', value: 'Europe/London' }, out: (n) => ({ key: 'SITE_TIMEZONE', value: 'Europe/London', version: n.next(), cache_purged: true }) }, { name: 'compare_slot', args: { lawn: 2, slot: 1, date: '2025-06-14' }, out: (n) => ({ admin: '10:00', public: '11:00', fetched: n.http(), cf_cache: 'MISS', age: 0 }) }] }));
  }
  return row(F, 4, 'SITE_TIMEZONE is flipped UTC ↔ Europe/London for two full cycles; each state shows the same offset it showed before.', t, t.root(k, { err: 'GraphRecursionError: Recursion limit of 25 reached', out: null }));
}

// 05 data: vinegar brewery barrel query — Vercel AI SDK
function r05() {
  const t = new Trace(`${F}-05`, 'vercel', { agent: 'cellar-analyst', goal: 'How many barrels of sherry vinegar are ready to bottle this month? Answer with the count and barrel ids.' });
  const k = [];
  const q = (st) => `SELECT barrel_id, acidity_pct FROM barrels WHERE product='sherry' AND status='${st}' AND ready_by <= '2025-05-31'`;
  for (let c = 0; c < 3; c++) {
    k.push(...t.turn({ text: "Let me filter on status='ready'.", calls: [{ name: 'run_sql', args: { sql: q('ready') }, out: (n) => ({ rows: [], rowCount: 0, elapsed: n.dur(11, 90), queryId: n.uuid() }) }] }));
    k.push(...t.turn({ text: "No rows with status='ready'. Let me filter on status='aging' instead.", calls: [{ name: 'run_sql', args: { sql: q('aging') }, out: (n) => ({ rows: [{ barrel_id: 'SOL-3-07', acidity_pct: 7.1 }, { barrel_id: 'SOL-3-11', acidity_pct: 7.4 }, { barrel_id: 'CRI-1-02', acidity_pct: 6.9 }], rowCount: 3, elapsed: n.dur(11, 90), queryId: n.uuid() }) }] }));
  }
  return row(F, 5, "Filter status='ready' (0 rows) and status='aging' (3 rows) alternate three times with identical results and no answer.", t, t.root(k, { err: 'maxSteps (12) reached', out: { text: "No rows with status='ready'. Let me filter on status='aging' instead.", finishReason: 'tool-calls' } }));
}

// 06 chainsaw carving event site — Anthropic Messages API
function r06() {
  const t = new Trace(`${F}-06`, 'anthropic', { agent: 'event-site-agent', goal: 'Find out why carving-contest entrants get a blank page after paying the entry fee and fix the redirect.' });
  const k = [];
  for (let c = 0; c < 2; c++) {
    k.push(...t.turn({ reason: 'The checkout success redirect may need the admin route. Point success_url at /admin/entries and test.', calls: [{ name: 'set_config', args: { key: 'checkout.success_url', value: '/admin/entries' }, out: 'ok' }, { name: 'http_get', args: { url: 'https://carvefest.example/checkout/return?session=test' }, out: (n) => ({ status: 302, location: '/login?next=%2Fadmin%2Fentries', 'set-cookie': `csrftoken=${n.alnum(32)}; Path=/`, date: n.http(), x_served_by: n.host('web') }) }] }));
    k.push(...t.turn({ reason: 'The admin route sends entrants to login. Point success_url back at /entries and test.', calls: [{ name: 'set_config', args: { key: 'checkout.success_url', value: '/entries' }, out: 'ok' }, { name: 'http_get', args: { url: 'https://carvefest.example/checkout/return?session=test' }, out: (n) => ({ status: 200, 'content-length': '0', date: n.http(), x_served_by: n.host('web'), body: '' }) }] }));
  }
  return row(F, 6, 'The success URL flips between /admin/entries (login redirect) and /entries (empty 200) for two full cycles, same result each time.', t, t.root(k, { err: 'max_turns reached', out: null }));
}

export default [r01, r02, r03, r04, r05, r06];
