import { Run, row, uuid, sha } from './lib.mjs';
import { codingWork, supportWork, sqlWork } from './domains.mjs';
const FAM = 'reasked_user_question';
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Add a migration to the strapi/strapi fork that adds a `published_locale` column to content types, and make sure it runs on our production database.', { start: '2026-01-15T09:00:00.000Z' });
  codingWork(run, { repo: 'strapi/strapi', lang: 'ts', files: ['packages/core/database/src/migrations/index.ts', 'packages/core/database/src/dialects/postgresql/index.ts', 'packages/core/database/src/dialects/mysql/index.ts', 'packages/core/content-manager/server/src/services/document-metadata.ts', 'packages/core/database/src/schema/builder.ts'], syms: ['createMigrationProvider', 'getDialect', 'addColumn', 'runMigrations'], test: 'yarn test:unit packages/core/database' }, 62);
  const asks = ['Which database engine does your production environment use, so I know which dialect the migration must support?', 'To write the column type correctly: is production on PostgreSQL, MySQL or SQLite?', 'Before I finalise: what is the production DB vendor? The ALTER TABLE syntax differs between engines.', 'Just to confirm the target: which SQL engine will this migration run against in prod?'];
  for (const q of asks) { run.step(null, 'ask_user', { question: q }, { answer: 'Postgres 15 (AWS RDS). It is in config/database.ts too.' }); run.user('Postgres 15 (AWS RDS). It is in config/database.ts too.'); }
  return row(FAM, 1, 'A coding agent asks the user four times, each time in new words, which production database to target; the answer is the same (Postgres 15) every time and it never writes the migration.', true, false, run.finish({ stop_reason: 'max_turns' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'anthropic', 'Live chat for Brightline Telecom: help customer Dana Whitfield with a billing dispute, then continue with the remaining chat queue.', { start: '2026-02-06T18:30:00.000Z' });
  const r = run.r; const who = ['Ola Nordmann', 'Raj Patel', 'Ewa Kowalska', 'Samuel Osei', 'Linh Pham', 'Greta Fischer', 'Omar Farouk', 'Julia Santos', 'Chris Doyle', 'Hiro Tanaka', 'Beatriz Lima', 'Nikolai Petrov', 'Zara Ahmed', 'Tom Fletcher'];
  supportWork(run, { courtesy: 'Thank you for choosing Brightline, have a great evening!' }, who.map((w, i) => ({ id: `CH-${77100 + i * 3}`, who: w, issue: ['Router delivery', 'SIM card not received', 'Returned modem refund', 'Phone order status'][i % 4], order: `BL-${55000 + i * 11}` })));
  run.step('Opening the billing dispute chat.', 'get_ticket', { ticket_id: 'CH-77160' }, { id: 'CH-77160', requester: { name: 'Dana Whitfield' }, subject: 'Charged twice in January', transcript: [{ from: 'customer', text: 'I was billed twice for January, £42.99 each. Account 7741-0092.' }] });
  run.step('Looking up the account invoices.', 'billing_lookup', { account: '7741-0092', period: '2026-01' }, { invoices: [{ id: 'INV-88120', amount: 42.99, status: 'paid', paid_at: '2026-01-03T07:12:44Z' }, { id: 'INV-88121', amount: 42.99, status: 'paid', paid_at: '2026-01-03T07:12:51Z' }], duplicate_suspected: true });
  const q = 'Could you please confirm the last four digits of the card that was charged so I can verify the duplicate payment?';
  for (let i = 0; i < 4; i++) { run.step(i ? 'I need the last four digits of the card that was charged to verify the duplicate payment.' : 'Both invoices were paid 7 seconds apart; I need the card to verify.', 'send_chat_message', { chat_id: 'CH-77160', text: i % 2 ? q.replace('Could you please', 'Can you please') : q, await_reply: true }, { delivered: true, customer_reply: 'It ends in 4417. Same card both times, as I said.', replied_at: run.clock.iso() }); }
  return row(FAM, 2, 'A support agent asks the customer near-verbatim four times for the card\'s last four digits; she answers "4417" every time and the agent never proceeds to the refund.', true, true, run.finish({ stop_reason: 'conversation timeout' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'langgraph', 'Build a quarterly revenue-by-segment table for the board deck from the finance warehouse, using the company fiscal calendar.', { start: '2026-01-22T13:00:00.000Z' });
  sqlWork(run, { db: 'finance', tables: { revenue_lines: ['line_id', 'segment', 'amount', 'booked_at', 'currency'], segments: ['segment', 'owner', 'region'], fx: ['currency', 'rate', 'as_of'] } }, 30);
  const asks = ['Does the fiscal year start on February 1st or January 1st?', 'For the quarters: is Q1 Feb–Apr, or Jan–Mar?', 'Which month should I treat as the first month of the fiscal year?', 'Should FY2026 Q1 begin in February?', 'To be safe, can you confirm the fiscal year start month once more?'];
  for (const q of asks) run.step(null, 'human_input', { prompt: q }, { response: 'February 1st. Q1 = Feb, Mar, Apr.', responder: 'cfo-office', received_at: run.clock.iso() });
  return row(FAM, 3, 'A LangGraph analyst asks a human-input tool five times, each worded differently, when the fiscal year starts, receives "February 1st" every time, and never writes the quarterly query.', true, false, run.finish({ error: 'GraphRecursionError: Recursion limit of 80 reached' }));
}
export const rows = () => [s1(), s2(), s3()];
