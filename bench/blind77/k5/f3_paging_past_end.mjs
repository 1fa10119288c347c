// Family 3 (loop): paging past the last real page; the cursor/offset keeps moving but every answer is the same empty page.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'paging_past_end', loop: true, stagnation: 'per-row', isolates: 'After the last real page the agent keeps advancing the page/offset/cursor and receives the same empty page three or more times.' };

function r01() { // alpine seed bank germination records, LlamaIndex
  const k = kit('paging_past_end-01');
  const ch = [];
  const real = [[{ accession: 'MSB-40112', species: 'Silene acaulis', germ_pct: 78 }, { accession: 'MSB-40113', species: 'Saxifraga oppositifolia', germ_pct: 64 }], [{ accession: 'MSB-40119', species: 'Dryas octopetala', germ_pct: 31 }]];
  for (let p = 1; p <= 6; p++) {
    const items = real[p - 1] || [];
    ch.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: 'List alpine accessions with germination tests in 2024.' }] }, { message: { role: 'assistant', content: p === 1 ? 'Fetching germination test records, page 1.' : null, tool_calls: [{ function: { name: 'germination_tests', arguments: JSON.stringify({ year: 2024, habitat: 'alpine', page: p, page_size: 2 }) } }] } }, { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o' }));
    ch.push(tool('FunctionTool.call', { tool: 'germination_tests', year: 2024, habitat: 'alpine', page: p, page_size: 2 }, { content: JSON.stringify({ page: p, page_size: 2, items, generated: k.iso() }), tool_name: 'germination_tests', is_error: false }, { 'llama_index.event': 'ToolCallEvent', span_id: `FunctionTool.call-${k.uuid()}` }));
  }
  return {
    stagnation: false, goal: 'List the alpine seed-bank accessions that had germination tests in 2024, with their germination percentages.',
    isolates: 'A LlamaIndex agent reads two real pages, then requests pages 3-6 which all return an empty items list, and never writes the list.',
    root: agent('ReActAgent.chat', { message: 'List alpine accessions with germination tests in 2024.' }, null, ch, { 'llama_index.span': 'ReActAgent.chat-' + k.uuid() }),
  };
}

function r02() { // harbour mooring waiting list, AutoGen
  const k = kit('paging_past_end-02');
  const ch = [];
  const got = [['M. Quayle (7.2 m sloop)', 'R. Teague (5.9 m crabber)', 'D. Ennis (8.1 m ketch)']];
  const say = 'TERMINATE is not appropriate yet. Requesting the next page of the waiting list.';
  for (let off = 0; off <= 15; off += 3) {
    const rowsOut = off === 0 ? got[0] : [];
    ch.push(llm('autogen.chat_completion', { messages: [{ role: 'user', content: 'Who is next on the Porthgwidden mooring waiting list for a swinging mooring under 8 m?' }], source: 'harbour_assistant' }, { content: off === 0 ? 'Reading the waiting list from offset 0.' : say, function_calls: [{ name: 'waiting_list', arguments: JSON.stringify({ harbour: 'Porthgwidden', offset: off, limit: 3 }) }] }, { 'gen_ai.system': 'openai', agent: 'harbour_assistant', prompt_tokens: k.int(600, 1600) }));
    ch.push(tool('execute_function', { name: 'waiting_list', arguments: { harbour: 'Porthgwidden', offset: off, limit: 3 } }, { type: 'FunctionExecutionResult', content: `offset=${off} limit=3 returned=${rowsOut.length}\n${rowsOut.join('\n')}\n-- query ${k.hex(10)} ${k.ms(3, 40)}ms`, is_error: false }, { agent: 'user_proxy', call_id: 'call_' + k.b62(20) }));
  }
  return {
    stagnation: true, goal: 'Identify who is next on the Porthgwidden harbour waiting list for a swinging mooring under 8 m.',
    isolates: 'AutoGen walks offsets 3, 6, 9, 12, 15 after a single real page and gets returned=0 each time, with the same sentence repeated by the model.',
    root: agent('GroupChat', { task: 'Who is next on the Porthgwidden mooring waiting list?' }, null, ch, { runtime: 'SingleThreadedAgentRuntime', autogen_version: '0.4.7' }),
  };
}

function r03() { // herbarium specimen digitisation queue, OpenAI Responses API
  const k = kit('paging_past_end-03');
  const ch = [];
  const cur1 = 'eyJvZmZzZXQiOjUwfQ';
  const endCur = 'eyJvZmZzZXQiOjYyfQ';
  ch.push(llm('responses.create', { model: 'gpt-4.1-mini', input: 'Count herbarium sheets still waiting for imaging in the Lichenes cabinet.' }, { output: [{ type: 'function_call', name: 'list_queue', arguments: '{"cabinet":"Lichenes"}', call_id: 'fc_' + k.hex(16) }] }, { response_id: 'resp_' + k.hex(24) }));
  ch.push(tool('list_queue', { cabinet: 'Lichenes' }, { data: Array.from({ length: 4 }, (_, i) => ({ barcode: `E0${k.int(1000000, 9999999)}`, status: 'awaiting_imaging' })), total_estimate: 62, next_cursor: cur1 }));
  ch.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: 'resp_' + k.hex(24) }, { output: [{ type: 'function_call', name: 'list_queue', arguments: JSON.stringify({ cabinet: 'Lichenes', cursor: cur1 }), call_id: 'fc_' + k.hex(16) }] }, {}));
  ch.push(tool('list_queue', { cabinet: 'Lichenes', cursor: cur1 }, { data: Array.from({ length: 3 }, () => ({ barcode: `E0${k.int(1000000, 9999999)}`, status: 'awaiting_imaging' })), total_estimate: 62, next_cursor: endCur }));
  const reasons = ['Page two arrived. Continuing with the returned cursor.', 'Empty data, but a next_cursor is still present, so I will follow it.', 'Another empty page with a cursor; following it again in case items are still being indexed.', 'The cursor is unchanged. I will resend it once more.'];
  for (let i = 0; i < 4; i++) {
    ch.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: 'resp_' + k.hex(24) }, { output: [{ type: 'message', content: [{ type: 'output_text', text: reasons[i] }] }, { type: 'function_call', name: 'list_queue', arguments: JSON.stringify({ cabinet: 'Lichenes', cursor: endCur }), call_id: 'fc_' + k.hex(16) }] }, { usage: { input_tokens: k.int(2000, 4000) } }));
    ch.push(tool('list_queue', { cabinet: 'Lichenes', cursor: endCur }, { data: [], total_estimate: 62, next_cursor: endCur, served_at: k.isoMicro() }));
  }
  return {
    stagnation: false, goal: 'Count the herbarium sheets in the Lichenes cabinet still waiting for imaging.',
    isolates: 'After two real pages the API keeps handing back the same next_cursor with empty data; the agent re-sends it four times instead of counting what it has.',
    root: agent('responses-agent', { input: 'Count herbarium sheets waiting for imaging in Lichenes.' }, null, ch, { api: 'OpenAI Responses', store: true }),
  };
}

function r04() { // mountain refuge bookings, Mastra
  const k = kit('paging_past_end-04');
  const ch = [];
  const pages = { 1: [{ guest: 'Kessler x3', night: '2025-07-14' }, { guest: 'Bernasconi x2', night: '2025-07-14' }], 2: [{ guest: 'Okafor x1', night: '2025-07-14' }] };
  const say = 'The page was empty. I will request the following page of bookings for 14 July.';
  for (let p = 1; p <= 6; p++) {
    ch.push(llm('llm.generate', { messages: [{ role: 'user', content: 'How many bunks are booked at Rifugio Vazzoler on 14 July?' }] }, { text: p <= 3 ? `Reading bookings page ${p}.` : say, toolCalls: [{ toolName: 'listBookings', args: { hut: 'vazzoler', night: '2025-07-14', page: p } }] }, { 'mastra.agent': 'hutWarden', model: 'openai/gpt-4o-mini' }));
    ch.push(tool('tool.execute listBookings', { hut: 'vazzoler', night: '2025-07-14', page: p }, { bookings: pages[p] || [], page: p, x_ratelimit_remaining: 120 - p, fetched: k.epoch() }, { componentName: 'listBookings', runId: k.uuid() }));
  }
  return {
    stagnation: true, goal: 'Report how many bunks are booked at Rifugio Vazzoler for the night of 14 July.',
    isolates: 'A Mastra agent reads two real pages then keeps asking for pages 3-6, each empty; the model repeats one sentence verbatim for the last three.',
    root: agent('agent.generate hutWarden', { input: 'How many bunks are booked at Rifugio Vazzoler on 14 July?' }, null, ch, { 'mastra.version': '0.10', threadId: k.uuid() }),
  };
}

function r05() { // fossil-preparation lab specimen log, W&B Weave
  const k = kit('paging_past_end-05');
  const ch = [];
  ch.push(llm('openai.chat.completions.create', { messages: [{ role: 'user', content: 'Summarise which ichthyosaur blocks have been air-scribed this month.' }] }, { choices: [{ message: { content: 'Scrolling the prep log.', tool_calls: [{ function: { name: 'scroll_prep_log', arguments: '{"scroll_id":null}' } }] } }] }, { 'weave.call_id': k.uuid() }));
  ch.push(tool('scroll_prep_log', { scroll_id: null }, { hits: [{ block: 'ICH-07', tool: 'air-scribe', hours: 3.5 }, { block: 'ICH-09', tool: 'air-scribe', hours: 1.0 }], _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQlNsdDcwakFMNjU1QQ==', took: k.ms(2, 30) }, { 'weave.op': 'scroll_prep_log:v3' }));
  for (let i = 0; i < 4; i++) {
    ch.push(llm('openai.chat.completions.create', { messages: '[n messages]' }, { choices: [{ message: { content: i === 0 ? 'More results may exist; continuing the scroll.' : `Scroll returned nothing; retrying continuation (attempt ${i + 1}).`, tool_calls: [{ function: { name: 'scroll_prep_log', arguments: '{"scroll_id":"DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQlNsdDcwakFMNjU1QQ=="}' } }] } }] }, { 'weave.call_id': k.uuid() }));
    ch.push(tool('scroll_prep_log', { scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQlNsdDcwakFMNjU1QQ==' }, { hits: [], _scroll_id: 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQlNsdDcwakFMNjU1QQ==', took: k.ms(1, 9), timed_out: false }, { 'weave.op': 'scroll_prep_log:v3' }));
  }
  return {
    stagnation: true, goal: 'Summarise which ichthyosaur blocks in the fossil-preparation lab were air-scribed this month.',
    isolates: 'An Elasticsearch-style scroll: one real batch, then the same scroll id re-sent four times, each returning zero hits, with no summary.',
    root: agent('prep_lab_agent.run', { question: 'Which ichthyosaur blocks were air-scribed this month?' }, null, ch, { 'weave.project': 'fossil-lab/agents', 'weave.op': 'prep_lab_agent.run:v12' }),
  };
}

function r06() { // citizen-science bat survey recordings, Strands Agents
  const k = kit('paging_past_end-06');
  const ch = [];
  const recs = [[`BAT_${k.hex(6)}.wav Pipistrellus pygmaeus`, `BAT_${k.hex(6)}.wav Myotis daubentonii`], [`BAT_${k.hex(6)}.wav Nyctalus noctula`]];
  for (let s = 0; s < 6; s++) {
    const start = s * 50;
    ch.push(llm('chat', { 'gen_ai.prompt': 'Which bat species were recorded at transect T4 last night?' }, { 'gen_ai.completion': s < 2 ? `Fetching recordings starting at ${start}.` : `No recordings in this window; moving the start index to ${start + 50} in case there are more.`, toolUse: { name: 'list_recordings', input: { transect: 'T4', start, count: 50 } } }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' }));
    ch.push(tool('execute_tool list_recordings', { transect: 'T4', start, count: 50 }, { status: 'success', content: [{ text: `start=${start} n=${(recs[s] || []).length}\n${(recs[s] || []).join('\n')}\ns3://bat-survey-raw/${k.hex(12)}/ listing ${k.ms(20, 200)}ms` }] }, { 'gen_ai.tool.name': 'list_recordings', 'tool.status': 'success' }));
  }
  return {
    stagnation: true, goal: 'List the bat species recorded on transect T4 last night for the citizen-science survey.',
    isolates: 'Strands agent advances start index 100, 150, 200, 250 past the end; each response has n=0, and the species list is never produced.',
    root: agent('invoke_agent bat_survey', { prompt: 'Which bat species were recorded at transect T4 last night?' }, null, [chain('execute_event_loop_cycle', {}, null, ch, { 'event_loop.cycle_id': k.uuid() })], { 'gen_ai.agent.name': 'bat_survey' }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
