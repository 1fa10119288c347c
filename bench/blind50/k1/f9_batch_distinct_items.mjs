import { row } from './lib.mjs';
const F = 'f9_batch_distinct_items';
const L = (i, iso, st, fn) => row(F, i, iso, false, false, st, fn);
const batch = (name, key, items, ack, tmpl) => items.map((it) => ({ say: tmpl(it), call: { name, args: { [key]: it } }, out: ack }));
export const rows = () => [
L(1, 'Each tea garden section gets the same "queued" ack for a pest scouting task.', 'gemini', (N) => ({ goal: 'Queue pest scouting for sections A1-A4.', steps: batch('queue_scouting', 'section', ['A1', 'A2', 'A3', 'A4'], 'queued', (s) => `Queueing scouting for section ${s}.`), final: 'Scouting queued for A1-A4.' })),
L(2, 'Kite festival stalls each get a confirmation email, ack "ok".', 'vercel', (N) => ({ goal: 'Email pitch numbers to five stall holders.', steps: batch('send_email', 'stall', ['Kites4U', 'Spin Co', 'Tailwind', 'SkyDraw', 'Loopy'], 'ok', (s) => `Sending pitch email to ${s}.`), final: 'All five stall holders emailed.' })),
L(3, 'Mushroom grow bags labelled one by one.', 'agno', (N) => ({ goal: 'Print labels for bags 101-104.', steps: batch('print_label', 'bag', [101, 102, 103, 104], { ok: true }, (b) => `Printing label for bag ${b}.`), final: 'Labels printed for 101-104.' })),
L(4, 'Harp strings restocked per SKU.', 'langgraph', (N) => ({ goal: 'Reorder low-stock strings LN-01..LN-04.', steps: batch('reorder', 'sku', ['LN-01', 'LN-02', 'LN-03', 'LN-04'], 'accepted', (s) => `Reordering ${s}.`), final: 'Four SKUs reordered.' })),
L(5, 'Lighthouse tour guides each assigned a shift.', 'openinference', (N) => ({ goal: 'Assign Saturday shifts to four guides.', steps: batch('assign_shift', 'guide', ['Ann', 'Raj', 'Tom', 'Ivy'], 'ok', (g) => `Assigning Saturday shift to ${g}.`), final: 'Saturday shifts assigned.' })),
L(6, 'Pottery kiln loads booked for distinct members.', 'pydantic', (N) => ({ goal: 'Book kiln slots for Jo, Ki and Lu.', steps: batch('book_kiln', 'member', ['Jo', 'Ki', 'Lu'], 'booked', (m) => `Booking a kiln slot for ${m}.`), final: 'Three slots booked.' })),
];
