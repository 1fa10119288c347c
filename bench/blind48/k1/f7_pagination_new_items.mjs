import { style, span } from './lib.mjs';
export const family = 'pagination_new_items';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: every page brings new items until the source says there is no more; then a summary.';
const pager = (S, h, name, mkArgs, pages, mkOut, notes) => { const c = []; pages.forEach((items, i) => { const a = mkArgs(i); c.push(S.llm([{ role: 'user', content: 'continue' }], notes ? notes[i] : null, [{ name, args: a }])); c.push(S.tool(name, a, mkOut(items, i, i === pages.length - 1))); }); return c; };

export const rows = [
{ n: '01', domain: 'flamenco school class rosters', style: 'gemini', build(h) {
  const S = style(h, 'gemini', 'gemini-1.5-pro-002');
  const goal = 'Count how many students across all bulerías classes still owe the October fee.';
  const pages = [[{ s: 'Lucía M.', owes: true }, { s: 'Pablo R.', owes: false }], [{ s: 'Ana G.', owes: true }, { s: 'Tom B.', owes: true }], [{ s: 'Eva S.', owes: false }]];
  const c = pager(S, h, 'list_students', (i) => ({ class: 'bulerias', page_token: i ? `tok_${i}` : undefined }), pages, (items, i, last) => ({ students: items, nextPageToken: last ? null : `tok_${i + 1}` }));
  c.push(S.llm([{ role: 'user', parts: [{ text: goal }] }], '3 of 5 bulerías students owe the October fee: Lucía M., Ana G. and Tom B.', []));
  return { isolates: 'Three pages with different students; the last page has no nextPageToken and the agent totals the owed fees.', goal, root: S.agent('school-admin', { user: goal }, { text: '3 of 5 owe' }, c) };
} },
{ n: '02', domain: 'emu farm oil orders', style: 'pydantic', build(h) {
  const S = style(h, 'pydantic', 'gpt-4o');
  const goal = 'Total the emu-oil wholesale orders placed in Q3 and group by customer state.';
  const pages = [[{ id: 1201, st: 'QLD', l: 40 }, { id: 1202, st: 'NSW', l: 25 }, { id: 1205, st: 'QLD', l: 10 }], [{ id: 1219, st: 'VIC', l: 60 }, { id: 1223, st: 'NSW', l: 15 }, { id: 1230, st: 'WA', l: 5 }], [{ id: 1244, st: 'QLD', l: 20 }]];
  const c = pager(S, h, 'orders_page', (i) => ({ quarter: '2024Q3', offset: i * 3, limit: 3 }), pages, (items, i, last) => ({ orders: items, offset: i * 3, total: 7, has_more: !last }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Q3 emu-oil orders: 175 L total — QLD 70 L, VIC 60 L, NSW 40 L, WA 5 L (7 orders).', []));
  return { isolates: 'Offsets 0, 3, 6 each return different orders until has_more is false and total 7 is reached; grouped totals follow.', goal, root: S.agent('agent run', { user_prompt: goal }, { output: '175 L' }, c) };
} },
{ n: '03', domain: 'hurling club membership renewals', style: 'vercel', build(h) {
  const S = style(h, 'vercel', 'gpt-4o-mini');
  const goal = 'List all lapsed juvenile members of Ballyduff Hurling Club so the registrar can call their parents.';
  const pages = [['Cian Ó Briain (U12)', 'Seán Keane (U14)'], ['Aoife Walsh (U12)', 'Darragh Lynch (U16)'], ['Oisín Daly (U10)']];
  const c = pager(S, h, 'listMembers', (i) => ({ status: 'lapsed', grade: 'juvenile', page: i + 1 }), pages, (items, i, last) => `Page ${i + 1}/${pages.length}\n${items.join('\n')}\n${last ? '-- end of results --' : ''}`, ['Fetching page 1.', 'Page 2.', 'Last page.']);
  c.push(S.llm([{ role: 'user', content: goal }], '5 lapsed juvenile members: Cian Ó Briain, Seán Keane, Aoife Walsh, Darragh Lynch, Oisín Daly.', []));
  return { isolates: 'Three pages (1/3, 2/3, 3/3) with new names each time, ending at "end of results"; the list is delivered.', goal, root: S.agent('ai.generateText', { prompt: goal }, { 'ai.response.finishReason': 'stop' }, c) };
} },
{ n: '04', domain: 'Scrabble tournament ratings', style: 'openinference', build(h) {
  const S = style(h, 'openinference', 'gpt-4o');
  const goal = 'Find every player rated above 1800 registered for the Dublin Scrabble Open and list them by rating.';
  const pages = [[{ n: 'M. Quinn', r: 1932 }, { n: 'S. Ahmed', r: 1811 }], [{ n: 'T. Fitz', r: 1874 }], [{ n: 'R. Lee', r: 1850 }, { n: 'K. Ng', r: 1802 }]];
  const c = pager(S, h, 'registrations', (i) => ({ event: 'DSO-2024', min_rating: 1800, cursor: i ? `c${i}` : null }), pages, (items, i, last) => JSON.stringify({ players: items, next_cursor: last ? null : `c${i + 1}`, served: h.isoSec() }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Above 1800: M. Quinn 1932, T. Fitz 1874, R. Lee 1850, S. Ahmed 1811, K. Ng 1802.', []));
  return { isolates: 'Cursor pages bring new players until next_cursor is null; the agent sorts and reports them.', goal, root: S.agent('ratings-agent', { input: goal }, { output: '5 players' }, c) };
} },
{ n: '05', domain: 'pier fishing licences', style: 'autogen', build(h) {
  const S = style(h, 'autogen', 'gpt-4o');
  const goal = 'Compile a list of day licences sold at Brighton Palace Pier kiosk last weekend, by type.';
  const pages = [[{ t: 'adult', n: 34 }, { t: 'junior', n: 12 }], [{ t: 'senior', n: 9 }, { t: 'family', n: 6 }], [{ t: 'disabled', n: 3 }]];
  const c = pager(S, h, 'kiosk_sales', (i) => ({ kiosk: 'BPP-1', from: '2024-06-08', to: '2024-06-09', page: i }), pages, (items, i, last) => ({ rows: items, page: i, last_page: last }));
  c.push(span('agent', 'licence_agent', {}, { source: 'licence_agent', type: 'TextMessage', content: 'Weekend sales: 34 adult, 12 junior, 9 senior, 6 family, 3 disabled (64 total). TERMINATE' }, [S.llm([{ role: 'user', content: goal }], 'Weekend sales: 34 adult, 12 junior, 9 senior, 6 family, 3 disabled (64 total). TERMINATE')]));
  return { isolates: 'Each kiosk-sales page has different licence types until last_page is true; a tally closes the chat.', goal, root: S.agent('RoundRobinGroupChat', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, c) };
} },
{ n: '06', domain: 'crab pot tag registry', style: 'anthropic', build(h) {
  const S = style(h, 'anthropic', 'claude-3-5-sonnet-20241022');
  const goal = 'Pull all crab pot tags issued to vessel F/V Marisol this season and check none are duplicates.';
  const pages = [['OR-24-11020', 'OR-24-11021', 'OR-24-11022'], ['OR-24-11023', 'OR-24-11024', 'OR-24-11031'], ['OR-24-11032', 'OR-24-11033']];
  const c = pager(S, h, 'tag_registry', (i) => ({ vessel: 'F/V Marisol', season: '2024-25', page: i + 1 }), pages, (items, i, last) => ({ tags: items, page: i + 1, next: last ? null : i + 2, link: last ? null : `</tags?page=${i + 2}>; rel="next"` }), ['Pulling tags.', 'Page 2.', 'Page 3.']);
  c.push(S.llm([{ role: 'user', content: goal }], '8 tags issued to F/V Marisol (OR-24-11020 to 11024 and 11031 to 11033); no duplicates.', []));
  return { isolates: 'Three pages of distinct tag numbers ending with next: null; duplicate check completes.', goal, root: S.agent('fisheries-assistant', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, c) };
} },
];
