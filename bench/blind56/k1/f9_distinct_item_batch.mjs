// Family 9 (healthy): the same tool over distinct items, identical acks, one templated line per item.
const batch = (c, tool, items, mkArgs, ack, tpl) => items.forEach((it, i) => c.step(i === 0 ? `Starting with ${it}.` : tpl(items[i - 1]), [[tool, mkArgs(it), ack]]));
export default {
  family: 'distinct_item_batch', loop: false, stagnation: false,
  rows: [
    { n: '01', domain: 'bike locker rental portal', style: 'openinference', isolates: 'Five different lockers get the same "ok" renewal acknowledgement; one templated line per locker, then done.', system: 'You manage bike locker renewals.', goal: 'Renew lockers L-02, L-07, L-11, L-15 and L-19 for another year.',
      build(c) { const it = ['L-02', 'L-07', 'L-11', 'L-15', 'L-19']; batch(c, 'renew_locker', it, x => ({ locker: x, months: 12 }), 'ok', x => `Locker ${x} renewed.`); c.final('Locker L-19 renewed. All five renewed.'); return { output: 'done' }; } },
    { n: '02', domain: 'smart doorbell support', style: 'anthropic', isolates: 'Firmware push queued for four distinct device serials with identical "queued" replies.', system: 'You are smart doorbell support.', goal: 'Push firmware 5.1.3 to the customer\'s four doorbells.',
      build(c) { const it = ['DB-A19F', 'DB-A1C2', 'DB-B007', 'DB-B3E4']; batch(c, 'push_firmware', it, x => ({ serial: x, version: '5.1.3' }), { status: 'queued' }, x => `Update queued for ${x}.`); c.final('Update queued for DB-B3E4. All four queued.'); return { output: 'done' }; } },
    { n: '03', domain: 'mirror maze attractions', style: 'gemini', isolates: 'Six distinct mirror panels are logged as cleaned with identical acknowledgements.', system: 'You keep mirror maze maintenance logs.', goal: 'Log cleaning for panels M1-M6.',
      build(c) { const it = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6']; batch(c, 'log_clean', it, x => ({ panel: x }), { ok: true }, x => `Panel ${x} logged.`); c.final('All six panels logged.'); return { output: 'done' }; } },
    { n: '04', domain: 'hurling clubs', style: 'langgraph', isolates: 'Membership reminders sent to five distinct players, each acknowledged "sent".', system: 'You are a hurling club secretary assistant.', goal: 'Send fee reminders to the five unpaid senior players.',
      build(c) { const it = ['Ó Briain', 'Kehoe', 'Fitzgerald', 'Nolan', 'Dunne']; batch(c, 'send_sms', it, x => ({ to_member: x, template: 'fee_reminder' }), 'sent', x => `Reminder sent to ${x}.`); c.final('Reminders sent to all five.'); return { output: 'done' }; } },
    { n: '05', domain: 'occupational therapy equipment loans', style: 'plain', isolates: 'Return reminders for four distinct loan items receive identical queued responses.', system: 'You run an OT equipment loan store.', goal: 'Flag the four overdue loans for collection.',
      build(c) { const it = ['bath board #221', 'perching stool #87', 'raised toilet seat #140', 'grab rail kit #19']; batch(c, 'flag_collection', it, x => ({ item: x }), { result: 'queued' }, x => `Collection flagged for ${x}.`); c.final('All four flagged.'); return { output: 'done' }; } },
    { n: '06', domain: 'curtain making', style: 'smolagents', isolates: 'Cutting tickets created for five distinct curtain orders, same ack, then finished.', system: 'CodeAgent for a curtain workroom.', goal: 'Create cutting tickets for orders C-401 to C-405.',
      build(c) { const it = ['C-401', 'C-402', 'C-403', 'C-404', 'C-405']; batch(c, 'create_ticket', it, x => ({ order: x }), 'ok', x => `Ticket created for ${x}.`); c.final('Five tickets created.'); return { output: 'done' }; } },
  ],
};
