import { agent, chain, llm, tool, retriever, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'paging_to_completion';
export const loop = false, stagnation = false;

export const scenarios = [
// 01 bicycle wheel building — Anthropic
(N) => {
  const pages = [[['WB-101', '32h Sapim Race'], ['WB-102', '28h CX-Ray']], [['WB-103', '24h Laser'], ['WB-104', '32h Leader']], [['WB-105', '36h tandem']]];
  const kids = [];
  pages.forEach((p, i) => {
    kids.push(llm('messages.create', { messages: '[...]' }, antBlocks(N, i ? `Page ${i} gave ${pages[i - 1].length} builds; has_more was true.` : 'Listing open wheel builds.', [['list_builds', { status: 'open', after: i ? pages[i - 1].at(-1)[0] : null }]])));
    kids.push(tool('list_builds', { status: 'open', after: i ? pages[i - 1].at(-1)[0] : null }, { data: p.map(([id, d]) => ({ id, spokes: d })), has_more: i < 2, request_id: N.reqId('req_') }));
  });
  kids.push(llm('messages.create', { messages: '[...]' }, antBlocks(N, 'Five open builds: WB-101..WB-105. Spoke order: 32h Sapim Race x1, 28h CX-Ray x1, 24h Laser x1, 32h Leader x1, 36h tandem x1. Draft spoke order prepared.')));
  return { isolates: 'Three pages with new builds each, the last with has_more false, then a spoke order summary.', goal: 'List open custom wheel builds and prepare the spoke order for a wheel-building shop.', root: agent('anthropic.session', {}, null, kids) };
},
// 02 amber jewellery workshop — LlamaIndex retriever pages
(N) => {
  const kids = [];
  const pages = [['Baltic amber pendant, cognac, 4.2 g', 'Green amber ring, 2.9 g'], ['Butterscotch bead necklace, 18 g'], ['Cherry amber earrings, 3.1 g']];
  pages.forEach((p, i) => kids.push(tool('FunctionTool.call', { fn: 'catalog_page', page: i + 1 }, { items: p, page: i + 1, total_pages: 3, took: N.dur() })));
  kids.push(llm('OpenAI.chat', { messages: '[...]' }, { message: { role: 'assistant', content: 'Catalogue fully read (3 of 3 pages, 4 pieces). Pieces over 4 g needing certificates: the cognac pendant (4.2 g) and the butterscotch necklace (18 g).' } }));
  return { isolates: 'Pages 1-3 of 3 each return different pieces; the agent stops at the stated last page and summarises.', goal: 'Find which amber jewellery pieces need authenticity certificates (over 4 g) for an export fair.', root: agent('FunctionCallingAgent.chat', { message: 'Which pieces need certs?' }, { response: 'cognac pendant, butterscotch necklace' }, [llm('OpenAI.chat', {}, { message: { role: 'assistant', content: 'I will go through the catalogue pages.' } }), ...kids], { llama_index: '0.12' }) };
},
// 03 slot car racing clubs — OpenInference
(N) => {
  const kids = [];
  const offs = [[0, ['Heat 1: Marek 4.812s', 'Heat 1: Inês 4.790s', 'Heat 2: Tobi 4.955s']], [3, ['Heat 2: Ravi 4.701s', 'Heat 3: Marek 4.688s', 'Heat 3: Inês 4.702s']], [6, ['Heat 4: Tobi 4.733s']]];
  offs.forEach(([o, rows], i) => {
    kids.push(tool('lap_times', { 'input.value': JSON.stringify({ meet: 'Winter GP R2', offset: o, limit: 3 }) }, { 'output.value': JSON.stringify({ rows, next_offset: i < 2 ? o + 3 : null }) }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'lap_times' } }));
  });
  kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Compute best laps' }, { 'llm.output_messages.0.message.content': 'Best laps: Marek 4.688s, Ravi 4.701s, Inês 4.702s, Tobi 4.733s. Marek takes pole for the final.' }, { 'openinference.span.kind': 'LLM' }));
  return { isolates: 'Offset pagination with new lap times every page, next_offset null on the third, then a pole-position summary.', goal: 'Compute each racer\'s best lap from round 2 of a slot car club\'s winter GP and set the final grid.', root: agent('RaceOfficial', { 'input.value': 'Set the final grid' }, { 'output.value': 'Marek on pole' }, kids, { 'openinference.span.kind': 'AGENT' }) };
},
// 04 boat licence exams — plain message-level
(N) => {
  const kids = [];
  const pages = [['Candidate 2031 Alvarez', 'Candidate 2032 Byrne'], ['Candidate 2033 Chen', 'Candidate 2034 Dimitrova'], ['Candidate 2035 Eze']];
  pages.forEach((p, i) => {
    kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, null, [['exam_roster', { session: 'VHF-0611', cursor: i ? 'cur_' + i : null }]])));
    kids.push(tool('exam_roster', { session: 'VHF-0611', cursor: i ? 'cur_' + i : null }, JSON.stringify({ candidates: p, next: i < 2 ? 'cur_' + (i + 1) : null })));
  });
  kids.push(llm('chat.completions', { messages: '[...]' }, oaiMsg(N, 'Roster complete: 5 candidates for the VHF radio practical on 11 June. Seating plan: two radio benches, three per slot.')));
  return { isolates: 'Cursor pagination with distinct candidates per page until next is null, then a seating plan.', goal: 'Build the seating plan for a boat licence VHF radio practical exam.', root: agent('exam-admin', {}, null, kids) };
},
// 05 barometer restoration — Pydantic AI
(N) => {
  const kids = [llm('chat gpt-4o', { messages: '[...]' }, { parts: [{ part_kind: 'text', content: 'I will fetch all open restoration jobs page by page.' }] })];
  const p = [['Aneroid, Negretti & Zambra, 1890', 'Stick barometer, mahogany'], ['Banjo barometer, mercury refill'], ['Fitzroy storm glass, reseal']];
  p.forEach((items, i) => kids.push(tool('running tool: jobs_page', { page: i + 1 }, { jobs: items, page: i + 1, last_page: i === 2, fetched_at: N.iso() })));
  kids.push(llm('chat gpt-4o', { messages: '[...]' }, { parts: [{ part_kind: 'text', content: 'Four open jobs. The banjo barometer needs mercury handling, so schedule it in the ventilated booth on Thursday; the others can go on the main bench.' }] }));
  return { isolates: 'Three pages, each with new restoration jobs, last_page true on the third, then a scheduling decision.', goal: 'Schedule the open restoration jobs of a barometer workshop, isolating mercury work.', root: agent('agent run', {}, null, kids, { 'logfire.span_type': 'span' }) };
},
// 06 freediving competitions — Vercel AI SDK (browser pagination)
(N) => {
  const kids = [];
  const pages = [['ana.k (CWT 78m)', 'jules (CWT 64m)'], ['mika (FIM 70m)', 'sorin (CWT 81m)'], ['tal (CNF 52m)']];
  pages.forEach((ath, i) => {
    kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.toolCalls': [{ toolName: 'open_url', args: { url: `https://aida-entries.example/comp/8812?page=${i + 1}` } }] }, { 'ai.model.id': 'claude-3-5-sonnet' }));
    kids.push(tool('ai.toolCall', { url: `https://aida-entries.example/comp/8812?page=${i + 1}` }, `<ul class="athletes">${ath.map((a) => `<li>${a}</li>`).join('')}</ul>${i < 2 ? '<a rel="next">Next</a>' : '<span class="muted">Page 3 of 3</span>'}<!-- rendered ${N.iso()} -->`, { metadata: { 'ai.toolCall.name': 'open_url' } }));
  });
  kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Five athletes entered; the two CWT announcements over 75 m (ana.k 78 m, sorin 81 m) need a deep safety diver, so two deep safety slots are booked for day 2.' }));
  return { isolates: 'Browsing three entry pages with new athletes until the page indicator says 3 of 3, then planning safety divers.', goal: 'Plan deep safety diver slots from a freediving competition\'s announced depths.', root: agent('ai.generateText', {}, null, kids) };
},
];
