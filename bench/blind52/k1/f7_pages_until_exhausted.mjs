import { agent, llm, tool, chain, span, tcall } from './lib.mjs';
export const family = 'pages_until_exhausted';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: each page brings new items until the source says there is no more (has_more=false / no next cursor), then a summary.';
const mk = (N, n, f) => Array.from({ length: n }, (_, i) => f(i));
export const scenarios = [
  { id: '01', domain: 'airport long-stay parking bookings', style: 'OpenInference / Arize Phoenix', build(N) {
    const kids = []; const cur = [null, 'c2', 'c3'];
    cur.forEach((c, i) => {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Count overstays in car park LS2 this week.' }, { 'llm.output_messages.0.message.content': i ? `Page ${i} had ${[0, 25, 25][i]} bookings; next page.` : 'Listing bookings.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ lot: 'LS2', cursor: c }) }, { 'openinference.span.kind': 'LLM' }));
      kids.push(tool('list_bookings', { 'tool.parameters': JSON.stringify({ lot: 'LS2', cursor: c }) }, JSON.stringify({ data: mk(N, i < 2 ? 25 : 9, () => ({ plate: `${N.b62(2).toUpperCase()}${N.int(10, 99)} ${N.b62(3).toUpperCase()}`, exit_due: N.isoNoMs(), exited: N.r() < 0.9 })).slice(0, 3), count: i < 2 ? 25 : 9, next_cursor: i < 2 ? 'c' + (i + 2) : null }), { 'openinference.span.kind': 'TOOL' }));
    });
    kids.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': '59 bookings across 3 pages; 6 vehicles overstayed, list attached for the enforcement team.' }, { 'openinference.span.kind': 'LLM' }));
    return { isolates: 'Three cursor pages with new plates (25, 25, 9) until next_cursor is null, then a count of overstays.', goal: 'Count vehicles overstaying their booking in long-stay car park LS2 this week.', root: agent('parking_agent', { 'input.value': 'overstays LS2' }, { 'output.value': '6 overstays' }, kids, { 'openinference.span.kind': 'AGENT' }) };
  } },
  { id: '02', domain: 'badminton club court bookings ledger', style: 'Mastra', build(N) {
    const kids = [];
    for (let p = 1; p <= 3; p++) {
      kids.push(tool('tool: listPayments', { page: p, perPage: 50 }, { payments: mk(N, 2, () => ({ member: 'M' + N.int(100, 999), amount: N.pick([6, 8, 12]), paidAt: N.iso() })), page: p, totalPages: 3, hasMore: p < 3 }, { 'mastra.span.type': 'tool_call' }));
    }
    return { isolates: 'Three payment pages, each with new members, hasMore false on page 3; the agent totals the month.', goal: 'Reconcile October court-booking payments for the badminton club.', root: agent('agent run: treasurerAgent', { messages: 'Reconcile October court payments' }, { text: '131 payments, £1,046 total; 4 members owe for unpaid bookings.' }, [
      llm('llm: gpt-4o-mini', {}, { text: 'Fetching payments page by page.' }), kids[0], kids[1],
      llm('llm: gpt-4o-mini', {}, { text: 'Two pages read, 100 payments; the API reports one more page.' }), kids[2],
      llm('llm: gpt-4o-mini', {}, { text: '131 payments, £1,046 total; 4 members owe for unpaid bookings.' }),
    ], { 'mastra.span.type': 'agent_run' }) };
  } },
  { id: '03', domain: 'mushroom foraging tour guide certifications', style: 'Haystack', build(N) {
    const kids = [];
    [0, 20, 40].forEach((off, i) => kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'guides_api', arguments: { offset: off, limit: 20 } }] }, { tool_messages: [{ result: JSON.stringify({ guides: mk(N, 2, () => ({ name: N.pick(['Ines', 'Tomas', 'Aila', 'Bram', 'Yusuf']) + ' ' + N.b62(5), cert_expiry: N.isoNoMs().slice(0, 10) })), returned: [20, 20, 7][i], total: 47 }) }] })));
    return { isolates: 'Offsets 0, 20, 40 bring 20, 20 and 7 distinct guides (total 47) and the agent stops there and lists expiring certificates.', goal: 'List foraging guides whose fungi-identification certificate expires before spring.', root: chain('haystack.pipeline.run', { data: {} }, { replies: ['5 of 47 guides have certificates expiring before March; reminders drafted.'] }, [
      llm('OpenAIChatGenerator', {}, { replies: [{ text: 'Reading the guide list (47 total).' }] }), kids[0],
      llm('OpenAIChatGenerator', {}, { replies: [{ text: '20 of 47 read; continue at offset 20.' }] }), kids[1],
      llm('OpenAIChatGenerator', {}, { replies: [{ text: '40 of 47; last 7 at offset 40.' }] }), kids[2],
      llm('OpenAIChatGenerator', {}, { replies: [{ text: '5 of 47 guides have certificates expiring before March; reminders drafted.' }] }),
    ]) };
  } },
  { id: '04', domain: 'organic veg box subscription skips', style: 'Google ADK', build(N) {
    const kids = [];
    const toks = ['', 'tok_' + N.b62(8), 'tok_' + N.b62(8), ''];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('call_llm', {}, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { parts: [{ text: i ? `Got ${40} more skips; next page token present.` : 'Reading skips.' }, { function_call: { name: 'list_skips', args: { week: '2025-W49', page_token: toks[i] } } }] } }) }));
      kids.push(tool('execute_tool list_skips', { week: '2025-W49', page_token: toks[i] }, { 'gcp.vertex.agent.tool_response': JSON.stringify({ skips: mk(N, 2, () => ({ sub: 'sub_' + N.b62(10), box: N.pick(['small', 'family', 'fruit']) })), nextPageToken: toks[i + 1] || undefined }) }));
    }
    kids.push(llm('call_llm', {}, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { parts: [{ text: '96 skips in week 49: packing list reduced by 41 family, 38 small and 17 fruit boxes.' }] } }) }));
    return { isolates: 'Three pages of distinct skipped subscriptions until no nextPageToken, then the packing list is adjusted.', goal: 'Adjust week 49 packing numbers for veg box subscribers who skipped.', root: agent('invoke_agent packing_planner', {}, null, kids) };
  } },
  { id: '05', domain: 'rubber plantation latex tapping yields', style: 'Strands Agents', build(N) {
    const kids = [];
    for (let p = 1; p <= 4; p++) kids.push(tool('execute_tool tapping_yields', { block: 'estate-north', page: p }, { status: 'success', content: [{ json: { page: p, last_page: 4, rows: mk(N, 2, () => ({ tapper: 'T' + N.int(100, 400), panel: N.pick(['BO-1', 'BO-2', 'HO-1']), dry_rubber_kg: Number((N.r() * 4 + 1).toFixed(2)) })) } }] }));
    return { isolates: 'Four pages of tapping yields, last_page=4 stated by the API, each page new tappers; then a per-panel summary.', goal: 'Summarise this month’s dry rubber yield per tapping panel for the north estate.', root: agent('invoke_agent estate_agent', {}, null, [
      llm('chat', {}, { message: { content: [{ text: 'Four pages to read.' }] } }), ...kids,
      llm('chat', {}, { message: { content: [{ text: 'North estate: BO-1 2.9 kg/tapper/day, BO-2 2.4, HO-1 3.6. HO-1 panels are outperforming; recommend keeping the d3 frequency.' }] } }),
    ]) };
  } },
  { id: '06', domain: 'vinegar brewery barrel acidity log', style: 'plain message-level trace', build(N) {
    const kids = [];
    for (let p = 0; p < 3; p++) {
      const c = tcall(N, 'acidity_log', { since: '2025-10-01', after_id: p ? 1000 + p * 100 : 0 });
      kids.push(llm('chat.completions.create', { model: 'gpt-4o' }, { role: 'assistant', content: p ? `Readings up to id ${1000 + p * 100} loaded; fetching after that.` : null, tool_calls: [c] }));
      kids.push(tool('acidity_log', JSON.parse(c.function.arguments), { readings: mk(N, 2, (k) => ({ id: 1001 + p * 100 + k, barrel: 'V' + N.int(1, 40), acetic_pct: Number((5 + N.r() * 2).toFixed(2)) })), more: p < 2 }));
    }
    kids.push(llm('chat.completions.create', {}, { role: 'assistant', content: 'All 3 pages read: barrels V7 and V22 reached 6.5% acetic acid and can be racked; V31 is stalled at 5.1%.' }));
    return { isolates: 'Keyset pagination with after_id brings new readings until more=false; barrels ready for racking are named.', goal: 'Find which vinegar barrels have reached 6.5% acetic acid since October.', root: agent('conversation', {}, null, kids) };
  } },
];
