import { style, span } from './lib.mjs';
export const family = 'refined_search';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: early queries find nothing or too much; a materially different query (other source or new constraint) finds results and the agent finishes.';

export const rows = [
{ n: '01', domain: 'steel drum band bookings', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'gpt-4o-2024-08-06');
  const goal = 'Find a steel-pan band available for a 2-hour corporate gig in Leeds on 9 August under £900.';
  const c = [S.llm({ role: 'user', content: goal }, '', [{ name: 'search_acts', args: { genre: 'steel pan', city: 'Leeds', date: '2024-08-09' } }]), S.tool('search_acts', {}, { results: [] })];
  c.push(S.llm({ role: 'tool', content: '[]' }, 'No Leeds-based acts; the directory lets me search by travel radius instead, so include bands willing to travel 60 miles.', [{ name: 'search_acts', args: { genre: 'steel pan', near: 'Leeds', travel_radius_mi: 60, date: '2024-08-09' } }]), S.tool('search_acts', {}, { results: [{ act: 'Pan Harmony (Huddersfield)', fee_gbp: 780 }, { act: 'Caribbean Sunrise (Manchester)', fee_gbp: 1100 }] }));
  c.push(S.llm({ role: 'tool', content: 'results' }, 'Pan Harmony from Huddersfield is available on 9 August for £780 (within budget).'));
  return { isolates: 'City-only search is empty; switching to a travel-radius search yields acts and one fits the budget.', goal, root: S.sub('chain', 'AgentExecutor', { input: goal }, { output: 'Pan Harmony £780' }, c, { run_type: 'chain' }) };
} },
{ n: '02', domain: 'kite festival permits', style: 'openinference', build(h) {
  const S = style(h, 'openinference', 'gpt-4o');
  const goal = 'Which permit do we need to fly 12 m show kites at the Weymouth beach kite festival?';
  const c = [S.llm([{ role: 'user', content: goal }], 'Search the council site.', [{ name: 'web_search', args: { q: 'kite permit' } }]), S.tool('web_search', { q: 'kite permit' }, { results: Array.from({ length: 10 }, (_, i) => ({ title: `Kite permit result ${i + 1} (generic)` })), total: 48200 })];
  c.push(S.llm([{ role: 'user', content: goal }], 'Too broad. Large kites near an airfield fall under CAA rules; search the CAA guidance on kites over 2 kg and height limits.', [{ name: 'web_search', args: { q: 'CAA CAP 722 kite mass 2kg 60m permission site:caa.co.uk' } }]), S.tool('web_search', {}, { results: [{ title: 'Air Navigation Order article 94 / kites', snippet: 'kites over 2 kg or flown above 60 m need CAA permission…' }], total: 3 }));
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'web_search', args: { q: 'Dorset Council beach events licence kite festival Weymouth' } }]), S.tool('web_search', {}, { results: [{ title: 'Weymouth beach events: apply for an event licence', snippet: 'apply 12 weeks before…' }] }));
  c.push(S.llm([{ role: 'user', content: goal }], 'You need a Dorset Council beach event licence (apply 12 weeks ahead) and, for 12 m kites over 2 kg or above 60 m, CAA permission under the Air Navigation Order.', []));
  return { isolates: 'A generic query returns 48k irrelevant hits; adding the CAA/weight constraint and then the council source produces the answer.', goal, root: S.agent('permit-researcher', { input: goal }, { output: 'licence + CAA permission' }, c) };
} },
{ n: '03', domain: 'carousel restoration parts', style: 'claude_sdk', build(h) {
  const S = style(h, 'claude_sdk', 'claude-sonnet-4-20250514');
  const goal = 'In the restoration repo, find where the crank-shaft gear ratio for the 1912 Dentzel carousel is configured and change it to 1:14.';
  const c = [S.llm([{ role: 'user', content: goal }], '', [{ name: 'Grep', args: { pattern: 'gear_ratio', path: '.' } }]), S.tool('Grep', {}, 'No matches found')];
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], 'Nothing for gear_ratio. The drive module might use teeth counts instead; search for "teeth".', [{ name: 'Grep', args: { pattern: 'teeth', path: 'drive/' } }]), S.tool('Grep', {}, 'drive/dentzel_1912.toml:7:crank_teeth = 12\ndrive/dentzel_1912.toml:8:platform_teeth = 156'));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], '156/12 is 1:13. For 1:14 with a 12-tooth pinion the ring needs 168 teeth.', [{ name: 'Edit', args: { file_path: 'drive/dentzel_1912.toml', old_string: 'platform_teeth = 156', new_string: 'platform_teeth = 168' } }]), S.tool('Edit', {}, 'The file drive/dentzel_1912.toml has been updated.'));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], 'Set platform_teeth to 168 in drive/dentzel_1912.toml, giving 1:14 with the 12-tooth crank pinion.'));
  return { isolates: 'A literal grep fails; a different search term learnt from the domain finds the config and the edit is made.', goal, root: S.agent('claude-code session', { prompt: goal }, { subtype: 'success' }, c) };
} },
{ n: '04', domain: 'sudoku publisher puzzle archive', style: 'pydantic', build(h) {
  const S = style(h, 'pydantic', 'gpt-4o');
  const goal = 'Find a "diabolical" killer sudoku from our archive that has not been printed in the last two years, for Sunday\'s paper.';
  const c = [S.llm([{ role: 'user', content: goal }], null, [{ name: 'archive_query', args: { variant: 'killer', difficulty: 'diabolical' } }]), S.tool('archive_query', {}, { count: 412, sample: ['K-0031', 'K-0044', 'K-0102'] })];
  c.push(S.llm([{ role: 'user', content: goal }], 'Too many; add the not-printed-since filter.', [{ name: 'archive_query', args: { variant: 'killer', difficulty: 'diabolical', last_printed_before: '2022-09-15' } }]), S.tool('archive_query', {}, { count: 0, sample: [] }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Zero — probably because never-printed puzzles have a null last_printed. Query never-printed instead.', [{ name: 'archive_query', args: { variant: 'killer', difficulty: 'diabolical', never_printed: true } }]), S.tool('archive_query', {}, { count: 7, sample: ['K-0588', 'K-0591', 'K-0603'] }));
  c.push(S.llm([{ role: 'user', content: goal }], 'K-0588 is a diabolical killer sudoku that has never been printed; scheduling it for Sunday.', []));
  return { isolates: 'Too many hits, then zero, then a materially different filter (never_printed) yields 7 candidates and one is chosen.', goal, root: S.agent('agent run', { user_prompt: goal }, { output: 'K-0588' }, c) };
} },
{ n: '05', domain: 'water-ski cable park', style: 'mastra', build(h) {
  const S = style(h, 'mastra', 'gpt-4o');
  const goal = 'Find a replacement carrier for cable 2 at the wakepark: the old part number is RX-44.';
  const c = [S.llm([{ role: 'user', content: goal }], null, [{ name: 'partsSearch', args: { part: 'RX-44' } }]), S.tool('partsSearch', {}, { items: [], note: 'discontinued' })];
  c.push(S.llm([{ role: 'user', content: goal }], 'RX-44 is discontinued; check the manufacturer supersession table for its successor.', [{ name: 'supersessionLookup', args: { manufacturer: 'Rixen', part: 'RX-44' } }]), S.tool('supersessionLookup', {}, { replaced_by: 'RX-44B', compatible_cables: ['2-tower', '5-tower'] }));
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'partsSearch', args: { part: 'RX-44B' } }]), S.tool('partsSearch', {}, { items: [{ sku: 'RX-44B', stock: 3, price_eur: 1240, lead_days: 4 }] }));
  c.push(S.llm([{ role: 'user', content: goal }], 'RX-44 was superseded by RX-44B: 3 in stock at €1,240, delivery in 4 days.', []));
  return { isolates: 'The old part number is discontinued; a different source (supersession table) gives the new number, which is found in stock.', goal, root: S.agent("agent: 'wakepark-ops'", { messages: [goal] }, { text: 'RX-44B' }, c) };
} },
{ n: '06', domain: 'origami convention exhibit catalogue', style: 'letta', build(h) {
  const S = style(h, 'letta', 'gpt-4o');
  const goal = 'Find the exhibitor who submitted the tessellation piece called "Hydrangea Field" so we can put their name on the catalogue card.';
  const c = [S.llm([{ role: 'user', content: goal }], 'Search archival memory first.', [{ name: 'archival_memory_search', args: { query: 'Hydrangea Field tessellation', page: 0 } }]), S.tool('archival_memory_search', {}, { status: 'OK', message: 'No results found.', time: h.slash() })];
  c.push(S.llm([{ role: 'user', content: goal }], 'Not in memory; the submissions spreadsheet is the source of truth, search it by title.', [{ name: 'sheets_search', args: { sheet: 'OrigamiCon 2024 submissions', column: 'Title', contains: 'Hydrangea' } }]), S.tool('sheets_search', {}, { rows: [{ title: 'Hydrangea Field (after Fujimoto)', exhibitor: 'Rosalind Achterberg', table: 14 }] }));
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'send_message', args: { message: '"Hydrangea Field" was submitted by Rosalind Achterberg (table 14).' } }]), S.tool('send_message', {}, { status: 'OK' }));
  return { isolates: 'Memory search finds nothing; switching to the submissions sheet with a partial-title match finds the exhibitor.', goal, root: S.agent('letta agent step', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, c) };
} },
];
