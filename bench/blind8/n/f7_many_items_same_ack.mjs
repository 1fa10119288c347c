export const family = 'many-items-same-ack';
export const loop = false;

// 1. restaurant inventory — LangChain, reorder 6 SKUs with llm template sentence
function reorderSkus(c) {
  const goal = 'Store #088 is below par on six items after the weekend. Submit reorders to Sysco for each at par quantity.';
  const ch = [];
  const items = [['SKU 4471002', 'Romaine hearts 3ct', 18], ['SKU 1120984', 'Yellow onions 50 lb', 4], ['SKU 7733510', 'Chicken thigh boneless 40 lb', 6], ['SKU 2209183', 'Brioche buns 8ct', 22], ['SKU 5501227', 'Fryer oil 35 lb', 5], ['SKU 3390412', 'Cheddar sliced 5 lb', 9]];
  ch.push(c.tool('get_below_par', { store_id: '088' }, { store_id: '088', items: items.map(([sku, d, q]) => ({ sku, desc: d, on_hand: c.int(0, 3), par: q + c.int(0, 3), suggested: q })) }));
  for (const [sku, d, q] of items) {
    ch.push(c.tool('submit_reorder', { store_id: '088', vendor: 'SYSCO', sku, qty: q }, { status: 'accepted' }));
    ch.push(c.llm('ChatOpenAI', `Observation: accepted (${sku})`, `Reorder for ${d} submitted.`));
  }
  return { stagnation: false, isolates: 'Six different SKUs are reordered with an identical "accepted" acknowledgement and a templated sentence per item; the batch completes.', goal, root: c.agent('AgentExecutor', goal, 'All six reorders for store #088 were accepted by Sysco: romaine, onions, chicken thigh, brioche buns, fryer oil and cheddar.', ch) };
}

// 2. public library e-books — tool-only OpenAI Agents SDK, add 5 titles
function addToCollection(c) {
  const goal = 'Add these five new e-audiobooks to the "Summer Road Trip Listens" curated collection on our digital branch.';
  const ch = [];
  const titles = [['od-4c19a', 'Tomorrow, and Tomorrow, and Tomorrow'], ['od-77e02', 'The Heaven & Earth Grocery Store'], ['od-1b3f8', 'Project Hail Mary'], ['od-93aa4', 'Demon Copperhead'], ['od-5520d', 'The Covenant of Water']];
  ch.push(c.tool('get_collection', { name: 'Summer Road Trip Listens' }, { collection_id: 'col_2025_srt', items: 14, visibility: 'draft' }));
  for (const [id, t] of titles) ch.push(c.tool('add_title_to_collection', { collection_id: 'col_2025_srt', reserve_id: id }, 'OK'));
  ch.push(c.tool('get_collection', { name: 'Summer Road Trip Listens' }, { collection_id: 'col_2025_srt', items: 19, visibility: 'draft', last_modified: c.tick(20) }));
  return { stagnation: false, isolates: 'Five distinct titles are added with the same bare "OK" acknowledgement; a final read shows the collection grew from 14 to 19 items.', goal, root: c.agent('Agent workflow', goal, 'Added all five e-audiobooks; "Summer Road Trip Listens" now has 19 titles (still in draft).', [c.agent('collections_agent', goal, 'done', ch)]) };
}

// 3. K-12 — Letta style, notify 7 teachers
function notifyTeachers(c) {
  const goal = 'Send each of the seven 8th-grade team teachers their new Thursday duty assignment for the spring testing window.';
  const ch = [];
  const t = [['Alvarez', 'Hallway B, 7:40–8:00'], ['Brooks', 'Cafeteria, lunch A'], ['Chung', 'Bus loop, 3:05–3:25'], ['Dawson', 'Testing room 212 proctor'], ['Eriksen', 'Testing room 214 proctor'], ['Fofana', 'Library study hall'], ['Greer', 'Gym entrance, 7:40–8:00']];
  for (const [n, d] of t) {
    ch.push(c.tool('send_staff_email', { to: `${n.toLowerCase()}@westbrookms.org`, subject: 'Thursday duty — spring testing window', body: `Hi ${n}, your Thursday duty during testing is: ${d}.` }, { queued: true }));
    ch.push(c.llm('letta-agent', `send_staff_email(${n}) -> queued`, `Sent ${n}'s Thursday duty assignment.`));
  }
  ch.push(c.tool('send_message', { message: 'All seven 8th-grade teachers have been emailed their Thursday duty assignments.' }, 'None'));
  return { stagnation: false, isolates: 'Seven different teachers each get a distinct duty email; every send returns {queued:true} and the model logs a templated confirmation, then reports completion.', goal, root: c.agent('Letta agent: front-office', goal, 'All seven 8th-grade teachers have been emailed their Thursday duty assignments.', ch) };
}

// 4. art auctions — PydanticAI, register 4 lots
function registerLots(c) {
  const goal = 'Register the four newly consigned works from the Hallett estate as lots in the June Post-War & Contemporary sale.';
  const ch = [];
  const works = [['Helen Frankenthaler', 'Blue Current', 1972, '150000-200000'], ['Sam Gilliam', 'Untitled (Drape)', 1969, '300000-500000'], ['Grace Hartigan', 'Essex Street II', 1956, '80000-120000'], ['Alma Thomas', 'Light Blue Nursery', 1968, '400000-600000']];
  ch.push(c.llm('chat gpt-4o', [{ role: 'user', content: goal }], 'I will create one lot per work in sale NY-2025-06 using the consignment record HAL-2025-03.'));
  let lot = 241;
  for (const [a, t, y, est] of works) {
    ch.push(c.tool('running tool: create_lot', { sale: 'NY-2025-06', consignment: 'HAL-2025-03', artist: a, title: t, year: y, estimate_usd: est }, { result: 'created' }));
    lot++;
  }
  ch.push(c.tool('running tool: list_lots', { sale: 'NY-2025-06', consignment: 'HAL-2025-03' }, { lots: works.map(([a, t], i) => ({ lot: 241 + i, artist: a, title: t })) }));
  return { stagnation: false, isolates: 'Four distinct artworks are created as lots with identical "created" results; a final listing confirms lots 241–244.', goal, root: c.agent('agent run', goal, 'Registered four Hallett estate works as lots 241–244 in NY-2025-06 (Frankenthaler, Gilliam, Hartigan, Thomas).', ch) };
}

// 5. customer support — Roo Code-ish / tool-only, close 6 tickets with macro
function closeTickets(c) {
  const goal = 'Close out the six tickets tagged "shipping-delay-apr" with the apology macro now that all those orders have been delivered.';
  const ch = [];
  const ids = [48211, 48219, 48230, 48244, 48251, 48263];
  ch.push(c.tool('zendesk_search', { query: 'tags:shipping-delay-apr status<solved' }, { count: 6, results: ids.map((id) => ({ id, subject: `Where is my order #${c.int(100000, 199999)}?`, status: 'pending' })) }));
  for (const id of ids) {
    ch.push(c.tool('zendesk_apply_macro', { ticket_id: id, macro_id: 3600918, set_status: 'solved' }, { ticket: { status: 'solved' } }));
    ch.push(c.llm('gpt-4o-mini', `ticket ${id} solved`, `Ticket #${id} closed with the apology macro.`));
  }
  return { stagnation: false, isolates: 'Six different tickets are solved via the same macro with identical status acknowledgements and one templated sentence per ticket.', goal, root: c.agent('support_ops_agent', goal, 'All six shipping-delay-apr tickets (48211–48263) are solved with the apology macro.', ch) };
}

// 6. patent search — DSPy, add 5 patents to watchlist
function patentWatchlist(c) {
  const goal = 'Add the five closest references from yesterday\'s silicon-anode binder search to the "SiAnode-Binder" watchlist so we get alerts on family members.';
  const ch = [];
  const pats = ['US11245134B2', 'US10862109B2', 'EP3667775A1', 'CN112289993A', 'JP2021068665A'];
  ch.push(c.llm('Predict(StringSignature)', { question: goal }, { next_thought: 'Add each publication number to watchlist wl_sianode individually.', next_tool_name: 'watchlist_add', next_tool_args: { watchlist: 'wl_sianode', pub: pats[0] } }));
  for (const p of pats) ch.push(c.tool('watchlist_add', { watchlist: 'wl_sianode', publication_number: p, alerts: ['family', 'legal_status'] }, { ok: true }));
  ch.push(c.llm('Predict(StringSignature)', { question: goal, trajectory: '5 x ok' }, { next_thought: 'All five added; finish.', next_tool_name: 'finish', next_tool_args: {} }));
  return { stagnation: false, isolates: 'Five distinct publication numbers are added to a watchlist, each returning the same {ok:true}; the run finishes.', goal, root: c.agent('ReAct', goal, 'Added US11245134B2, US10862109B2, EP3667775A1, CN112289993A and JP2021068665A to SiAnode-Binder with family and legal-status alerts.', ch) };
}

export const rows = [reorderSkus, addToCollection, notifyTeachers, registerLots, closeTickets, patentWatchlist];
