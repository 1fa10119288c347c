import { style, span, http } from './lib.mjs';
export const meta = { family: 'batch_distinct_items', loop: false, stagnation: false, behaviour: 'same tool over distinct items with identical acks and templated per-item sentences, then done' };
const batch = (S, name, items, argFn, ack, sent) => { const k = []; items.forEach((it) => { k.push(S.llm({ prompt: 'next', text: sent(it), calls: [{ name, args: argFn(it) }] })); k.push(S.tool(name, argFn(it), ack)); }); return k; };
export const scenarios = [
  (c) => { const S = style('plain', c); const items = ['Ana', 'Bo', 'Cyrus', 'Dee', 'Eli'];
    const k = batch(S, 'send_sms', items, (n) => ({ to: n, template: 'host_reminder_sat' }), 'queued', (n) => `Sending reminder to ${n}.`); k.push(S.llm({ prompt: 'done', text: 'All 5 hosts reminded.' }));
    return { isolates: 'Five SMS to five different hosts each acknowledged "queued", then done.', goal: 'Send Saturday reminders to each terrarium workshop host.', root: span('agent', 'terrarium-reminders', {}, { sent: 5 }, k) }; },
  (c) => { const S = style('openinference', c); const goal = 'Mark each lobster pot string hauled today as inspected.'; const items = ['ST-04', 'ST-07', 'ST-11', 'ST-15'];
    const k = batch(S, 'mark_inspected', items, (s) => ({ string: s, date: '2024-07-02' }), { ok: true }, (s) => `Marking string ${s} as inspected.`); k.push(S.llm({ prompt: 'done', text: 'Four strings marked inspected.' }));
    return { isolates: 'Four different pot strings each get the same {ok:true}; then a summary.', goal, root: S.agent('lobster_coop', { input: goal }, null, k) }; },
  (c) => { const S = style('autogen', c); const goal = 'Queue cleaning for each of today\'s returned kite-festival rental harnesses.'; const items = ['H-101', 'H-102', 'H-118', 'H-130', 'H-131', 'H-140'];
    const k = batch(S, 'queue_cleaning', items, (h) => ({ harness: h }), 'queued', (h) => `Queueing cleaning for harness ${h}.`); k.push(S.llm({ prompt: 'done', text: 'Six harnesses queued. TERMINATE' }));
    return { isolates: 'Six distinct harness ids each acknowledged "queued" with the same sentence pattern, then termination.', goal, root: S.agent('rental_desk', { task: goal }, { stop_reason: 'TERMINATE' }, k) }; },
  (c) => { const S = style('vercel', c); const goal = 'Apply the new driftwood furniture price list to every SKU in the coastal collection.'; const items = [['DW-TBL-01', 640], ['DW-BEN-02', 410], ['DW-SHF-05', 295], ['DW-LMP-09', 120]];
    const k = batch(S, 'setPrice', items, ([s, p]) => ({ sku: s, price_gbp: p }), { status: 'ok' }, ([s, p]) => `Setting ${s} to £${p}.`); k.push(S.llm({ prompt: 'done', text: 'All 4 coastal SKUs repriced.' }));
    return { isolates: 'Four different SKUs repriced with identical ok acknowledgements, then done.', goal, root: S.agent('pricing', { prompt: goal }, { text: 'repriced 4' }, k) }; },
  (c) => { const S = style('langfuse', c); const goal = 'Archive each finished nut-butter co-packing run record from last week.'; const items = ['RUN-2231', 'RUN-2234', 'RUN-2240'];
    const k = batch(S, 'archive_run', items, (r) => ({ run: r }), 'archived', (r) => `Archiving ${r}.`); k.push(S.llm({ prompt: 'done', text: '3 runs archived.' }));
    return { isolates: 'Three distinct run ids archived with the same one-word ack; then a summary.', goal, root: S.agent('copacker', { goal }, null, k) }; },
  (c) => { const S = style('dspy', c); const goal = 'Register each astronomy-club star-party attendee\'s telescope for the dark-site field map.'; const items = [['Priya', '8in Dobsonian'], ['Tom', '102mm refractor'], ['Lin', '11in SCT'], ['Omar', '80mm APO']];
    const k = batch(S, 'register_scope', items, ([n, t]) => ({ attendee: n, scope: t }), { registered: true }, ([n, t]) => `Registering ${n}'s ${t}.`); k.push(S.llm({ prompt: 'done', text: 'Four telescopes registered on the field map.' }));
    return { isolates: 'Four attendees each registered with the same {registered:true}, each step naming a different person and scope.', goal, root: S.agent('star_party', { question: goal }, { answer: '4 registered' }, k) }; },
];
