import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'distinct_item_batch', loop: false, stagnation: false,
  isolates: 'Healthy: the same tool runs on a different item each time with identical acknowledgements, and the agent writes one templated sentence per item; then done.' };
function batch(t, items, text, call, args, ack) { items.forEach(it => t(text(it), [[call, args(it), ack]])); }
export const scenarios = [
{ id: '01', domain: 'pickle makers jar lid torque checks', style: 'vercel', isolates: 'Logs a torque check for 5 distinct jar lines, each "ok", one templated sentence per line.',
  goal: 'Record this morning\'s lid torque checks for lines L1-L5.',
  build(c) { const S = makeStyle('vercel', c), K = convo(S, 'QA logger.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, [['L1', 2.1], ['L2', 2.3], ['L3', 1.9], ['L4', 2.2], ['L5', 2.0]], ([l, n]) => `Recording torque check for line ${l}: ${n} Nm.`, 'log_torque', ([l, n]) => ({ line: l, nm: n }), 'ok');
    t('All five lines recorded (1.9-2.3 Nm, in spec).');
    return S.agent('qa-logger', { prompt: this.goal }, ch, { text: 'done', finishReason: 'stop' }); } },
{ id: '02', domain: 'community theatre costume returns', style: 'crewai', isolates: 'Marks 6 different costumes as returned, each ack "queued"; templated Thought per costume.',
  goal: 'Check in the costumes returned after "The Pirates of Penzance" closing night.',
  build(c) { const S = makeStyle('crewai', c), K = convo(S, 'Wardrobe Assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, ['Pirate King coat', 'Mabel bonnet', 'Major-General jacket', 'Police helmet #4', 'Ruth apron', 'Frederic sash'], x => `Thought: Checking in ${x}.`, 'checkin_costume', x => ({ item: x, condition: 'ok' }), () => ({ status: 'queued', job: c.job('wd') }));
    t('Final Answer: 6 costumes checked in.');
    return S.agent('Wardrobe', { show: 'Pirates' }, ch, { raw: '6 checked in' }); } },
{ id: '03', domain: 'youth hostel linen changes', style: 'openai-agents', isolates: 'Creates housekeeping tasks for 5 distinct rooms with identical "created" acks.',
  goal: 'Create linen-change tasks for rooms 11, 12, 14, 17 and 21 after checkout.',
  build(c) { const S = makeStyle('openai-agents', c), K = convo(S, 'Housekeeping agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, [11, 12, 14, 17, 21], r => `Creating linen-change task for room ${r}.`, 'create_task', r => ({ room: r, type: 'linen_change' }), { result: 'created' });
    t('Linen-change tasks created for rooms 11, 12, 14, 17 and 21.');
    return S.agent('Housekeeping', { input: this.goal }, ch, { final_output: '5 tasks' }); } },
{ id: '04', domain: 'open-source docs site broken link fixes', style: 'smolagents', isolates: 'Edits four different markdown files replacing a dead URL; each edit returns "File updated."',
  goal: 'Replace the dead link https://old-cdn.example/spec with https://spec.example/v2 in the docs.',
  build(c) { const S = makeStyle('smolagents', c), K = convo(S, 'Docs agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, ['docs/intro.md', 'docs/api/auth.md', 'docs/faq.md', 'docs/guides/webhooks.md'], f => `Replacing the dead link in ${f}.`, 'edit_file', f => ({ path: f, old: 'https://old-cdn.example/spec', new: 'https://spec.example/v2' }), 'File updated.');
    t('Four files updated.', [['final_answer', { answer: 'Updated 4 files.' }, 'Updated 4 files.']]);
    return S.agent('docs', { task: this.goal }, ch, 'Updated 4 files.'); } },
{ id: '05', domain: 'sport fencing club armoury inspections', style: 'anthropic', isolates: 'Logs inspection for 6 distinct blades with "ok" acks, one templated line each.',
  goal: 'Log the monthly blade inspection for the club\'s 6 foils.',
  build(c) { const S = makeStyle('anthropic', c), K = convo(S, 'Armoury assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, ['F-01', 'F-02', 'F-03', 'F-04', 'F-05', 'F-06'], f => `Logging inspection for foil ${f}.`, 'log_inspection', f => ({ blade: f, tip_spring: 'pass', wire: 'pass' }), 'ok');
    t('All 6 foils inspected and logged.');
    return S.agent('armoury', { request: this.goal }, ch, { stop_reason: 'end_turn' }); } },
{ id: '06', domain: 'artisan bakery wholesale invoice reminders', style: 'pydantic', isolates: 'Sends reminders to 5 different café customers; identical "sent" acks and templated sentences.',
  goal: 'Send payment reminders for the 5 overdue wholesale invoices.',
  build(c) { const S = makeStyle('pydantic', c), K = convo(S, 'Accounts agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    batch(t, [['INV-301', 'Café Lune'], ['INV-306', 'Bean There'], ['INV-311', 'Two Spoons'], ['INV-315', 'Kiosk 9'], ['INV-322', 'The Daily Grind']], ([i, n]) => `Sending reminder for ${i} to ${n}.`, 'send_reminder', ([i, n]) => ({ invoice: i, customer: n }), () => ({ status: 'sent', id: c.rid('em_') }));
    t('Reminders sent for all 5 overdue invoices.');
    return S.agent('accounts', { prompt: this.goal }, ch, 'done'); } },
];
