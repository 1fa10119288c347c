import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: same_answer_modulo_noise — same call repeated, answers identical except volatile values; never acted on.
export const family = 'same_answer_modulo_noise';

function r01(id) {
  const R = makeRng(id); const S = recorder('adk', R, 'gemini-2.0-flash');
  const goal = 'Tell the passenger whether the 16:20 hovercraft crossing to the island is running and, if cancelled, rebook them on the next one.';
  const m = [user(goal)];
  const ch = [];
  for (let i = 1; i <= 5; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'departure_status', args: { route: 'SOU-RYD', departure: '16:20' } }] },
    [{ route: 'SOU-RYD', departure: '16:20', status: 'CANCELLED', reason: 'sea state', board_refreshed: R.syslog(), feed_seq: R.int(40000, 49999), served_by: R.host('board'), cache_age_s: R.int(0, 30) }]));
  return { isolates: 'ADK agent calls departure_status five times with identical args; each answer says CANCELLED, differing only in refresh time, feed sequence, replica and cache age; never rebooks.', goal,
    root: S.agent('ferry_desk_agent', { new_message: goal }, null, ch) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('langfuse', R, 'gpt-4o-mini');
  const goal = 'Get tomorrow\'s optimised delivery route for veg box van 3 and send it to the driver app.';
  const m = [sys('Logistics assistant for an organic veg box scheme.'), user(goal)];
  const ch = [];
  for (let i = 1; i <= 5; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'get_route', args: { van: 3, date: '2025-07-09', client_ts: R.iso() } }] },
    [JSON.stringify({ van: 3, stops: 41, distance_km: 63.2, order: ['Hill Farm', 'Church Lane 4', 'The Old Forge', '…'], solver: { status: 'FEASIBLE', run_id: R.uuid(), wall_time: R.dur() }, etag: R.etag() })]));
  return { isolates: 'The same route is requested five times (only the client timestamp differs) and comes back identical apart from solver run id, wall time and etag; it is never sent to the driver.', goal,
    root: S.agent('vegbox-routing', { input: goal }, null, ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('vercel', R, 'gpt-4o');
  const goal = 'Decide whether Saturday\'s mushroom foraging walk in Hollow Wood should go ahead given the weather warning, and message the 12 booked guests.';
  const m = [user(goal)];
  const ch = [];
  for (let i = 1; i <= 4; i++) ch.push(...step(S, m, { text: '', calls: [{ name: 'weatherWarnings', args: { area: 'Hollow Wood', day: '2025-10-18', attempt: i } }] },
    [{ status: 200, headers: { 'x-ratelimit-remaining': String(100 - i * R.int(1, 3)), 'cf-ray': `${R.hex(16)}-LHR`, age: String(R.int(0, 300)) }, body: { warnings: [{ level: 'amber', type: 'wind', valid: 'Sat 06:00-18:00' }], issued: R.httpDate() } }]));
  return { isolates: 'Four weather-warning calls that differ only in an attempt counter return the same amber wind warning with changing rate-limit counter, ray id and age; no decision or message.', goal,
    root: S.agent('ai.generateText', { prompt: goal }, { finishReason: 'length' }, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('mlflow', R, 'gpt-4o');
  const goal = 'Check whether the indoor skydiving wind tunnel fan 2 vibration alarm has cleared so the 10:00 flyer session can start, and notify the instructor.';
  const m = [sys('Facility assistant.'), user(goal)];
  const ch = [];
  for (let i = 1; i <= 5; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'plc_read', args: { tag: 'FAN2.VIB_ALARM' } }] },
    [`read FAN2.VIB_ALARM = TRUE (quality GOOD) @ ${R.isoMicro()} txn=${R.int(100000, 999999)} plc=${R.pick(['plc-a', 'plc-b'])} rtt=${R.ms(3, 40)}ms`]));
  return { isolates: 'Five identical PLC reads all say the alarm is TRUE with only timestamp, transaction number, PLC replica and round-trip time changing; the instructor is never notified.', goal,
    root: S.agent('tunnel_ops', { goal }, null, ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('openinference', R, 'gpt-4o-mini');
  const goal = 'Find out why museum audio-guide handset AG-0417 will not play the Egyptian gallery tour and fix or swap it before opening.';
  const m = [sys('Visitor services device assistant.'), user(goal)];
  const ch = [];
  for (let i = 1; i <= 5; i++) ch.push(...step(S, m, { text: i === 1 ? 'Checking the handset sync state.' : null, calls: [{ name: 'device_sync_status', args: { device: 'AG-0417' } }] },
    [{ device: 'AG-0417', content_pack: 'egypt-2024.2', state: 'HASH_MISMATCH', expected_sha256: 'e3f1c09a7b', last_sync_attempt: R.euDate(), log: `/var/log/guidesync/${R.hex(8)}.log`, battery_pct: 96 }]));
  return { isolates: 'Five identical sync-status calls report the same HASH_MISMATCH; only the attempt time and log path change; the agent never re-syncs or swaps the device.', goal,
    root: S.agent('AudioGuideAgent', goal, null, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('plain', R, 'gpt-4o');
  const goal = 'A festival-goer reported a lost blue rucksack at the main stage. Check whether lost property has it and tell them where to collect it.';
  const m = [sys('Music festival lost-and-found assistant.'), user(goal)];
  const ch = [];
  for (let i = 1; i <= 4; i++) ch.push(...step(S, m, { text: null, calls: [{ name: 'lost_property_match', args: { description: 'blue rucksack', area: 'main stage' } }] },
    [`match job ${R.jobId('lp')} finished in ${R.dur()}\nbest match: item LP-2231 "navy backpack, Osprey" found main stage pit, held at Info Tent B, score 0.91\nindex snapshot ${R.hex(12)} @ ${R.epoch()}`]));
  return { isolates: 'The same match query is run four times; each answer names item LP-2231 at Info Tent B with new job id, timing and snapshot hash; the visitor is never told.', goal,
    root: S.agent('chat', { messages: m }, null, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
