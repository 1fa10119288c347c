import { ctx, call, L, T, A, row } from './lib.mjs';
export const FAMILY = 'distinct_item_batch';
export const LOOP = false, STAG = false;
const F = FAMILY;
function mk(n, style, goal, isol, name, items, argf, ack, sent, final) {
  const c = ctx(`${F}-0${n}`, style, goal); const ch = [];
  items.forEach((it) => { const k = call(c, name, argf(it)); ch.push(L(c, { text: sent(it), calls: [k] })); ch.push(T(c, k, ack(c))); });
  ch.push(L(c, { text: final }));
  return row(F, n, isol, LOOP, STAG, goal, A(c, ch, final));
}
export const rows = [
  () => mk(1, 'agents', 'Open a QC ticket for each wood-pellet lot that failed the fines test yesterday.', 'One ticket per distinct lot, identical "queued" acks.', 'create_qc_ticket', ['WP-301', 'WP-304', 'WP-309', 'WP-312', 'WP-318'], (l) => ({ lot: l, test: 'fines' }), (c) => 'queued', (l) => `Opening a QC ticket for lot ${l}.`, '5 QC tickets opened.'),
  () => mk(2, 'logfire', 'Send the shipping notice to each sourdough-starter subscriber in this week\'s batch.', 'Six different subscribers, identical "ok" acks.', 'send_notice', ['ana@x.example', 'bo@x.example', 'cy@x.example', 'dee@x.example', 'eli@x.example', 'fay@x.example'], (e) => ({ to: e }), (c) => ({ ok: true }), (e) => `Sending the shipping notice to ${e}.`, 'All 6 notices sent.'),
  () => mk(3, 'langfuse', 'Apply the new spring prices to the five terrarium kits.', 'Five different SKUs updated, same "ok".', 'update_price', [['TK-S', 24], ['TK-M', 36], ['TK-L', 52], ['TK-MOSS', 18], ['TK-DESERT', 29]], ([s, p]) => ({ sku: s, price: p }), (c) => 'ok', ([s, p]) => `Setting ${s} to ${p}.`, 'Prices updated for 5 kits.'),
  () => mk(4, 'gemini', 'Set the night pump schedule for each aquaponics tank.', 'Different tanks, same acknowledgement.', 'set_pump_schedule', ['T1', 'T2', 'T3', 'T4', 'T5'], (t) => ({ tank: t, on_min: 15, off_min: 45 }), (c) => ({ result: 'accepted' }), (t) => `Setting the night schedule for tank ${t}.`, 'Schedules set for 5 tanks.'),
  () => mk(5, 'vercel', 'Register the six pairs for Saturday\'s bridge club pairs tournament.', 'Six distinct pairs registered with identical acks.', 'registerPair', ['Ng/Hale', 'Ross/Ito', 'Mack/Byrne', 'Duval/Kerr', 'Sato/Lund', 'Webb/Amari'], (p) => ({ pair: p }), (c) => ({ status: 'registered' }), (p) => `Registering ${p}.`, '6 pairs registered.'),
  () => mk(6, 'plain', 'Add the "housing" tag to the five student-newspaper articles about rent rises.', 'Five articles tagged with identical responses.', 'cms_add_tag', [4411, 4415, 4420, 4431, 4438], (a) => ({ article: a, tag: 'housing' }), (c) => ({ ok: true }), (a) => `Tagging article ${a}.`, '5 articles tagged.'),
];
