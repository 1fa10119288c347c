// Healthy family: same tool over distinct items, identical acknowledgements, templated sentence per item, then done.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'distinct_item_batch';
export const LOOP = false;
const batch = (c, items, mkTool, mkLlm) => items.flatMap((it, i) => [mkLlm(it, i), mkTool(it, i)]);
export const ROWS = [
{ n: '01', stagnation: false, isolates: 'Plain message-level trace for an almond huller: one lab sample request per orchard block, each acknowledged "queued", one templated sentence per block, then a done message.', goal: 'Request aflatoxin tests for each of the five almond blocks delivered this week.', build: (c) => {
  const blocks = ['N3-Nonpareil', 'N4-Monterey', 'S1-Butte', 'S2-Padre', 'E7-Independence'];
  const k = batch(c, blocks, (b) => tool('request_aflatoxin_test', JSON.stringify({ block: b, lot: 'HL-' + c.int(1000, 9999) }), 'queued'), (b) => llm('chat.completions', { messages: '[…]' }, { choices: [{ message: asst(`Requesting aflatoxin test for block ${b}.`, [oaCall(c, 'request_aflatoxin_test', { block: b })]) }] }));
  k.push(llm('chat.completions', {}, { choices: [{ message: asst('All five blocks have aflatoxin tests queued.'), finish_reason: 'stop' }] }));
  return agent('huller-qa-agent', { input: 'request aflatoxin tests for this week\'s blocks' }, 'done', k); } },
{ n: '02', stagnation: false, isolates: 'LangGraph run for a hay-ride farm sending one reminder SMS per booked group (identical "ok" acks) with one templated line per group, then finishing.', goal: 'Text every group booked for Saturday\'s hay rides with their wagon time.', build: (c) => {
  const groups = [['Nguyen family', '16:00'], ['Scout Troop 41', '16:30'], ['Harlow birthday', '17:00'], ['St. Anne youth', '17:30']];
  const k = batch(c, groups, ([g, t]) => tool('send_sms', { to: '+1555' + c.int(1000000, 9999999), body: `Hi ${g}! Your hay ride wagon leaves at ${t} Saturday from the red barn.` }, { ok: true }), ([g, t]) => chain('agent', {}, { messages: [asst(`Texting ${g} about the ${t} wagon.`)] }, [], { 'langgraph.node': 'agent' }));
  k.push(chain('agent', {}, { messages: [asst('All 4 groups have been texted their wagon times.')] }, [], { 'langgraph.node': 'agent' }));
  return agent('LangGraph', { date: 'Saturday' }, 'done', k, { thread_id: c.uuid() }); } },
{ n: '03', stagnation: false, isolates: 'CrewAI task in a mahjong club: the same "Update Ranking" tool per distinct player result, each answered "recorded", one templated thought per player, then the final standings.', goal: 'Record Thursday\'s league results for each player and produce standings.', build: (c) => {
  const players = [['Mei', 32], ['Óscar', -8], ['Tamsin', -15], ['Raj', -9]];
  const steps = batch(c, players, ([p, s]) => tool('Update Ranking', { player: p, points: s, session: 'THU-' + c.int(10, 50) }, 'recorded'), ([p, s]) => llm('LLM Call', {}, `Thought: Record ${p}'s result (${s > 0 ? '+' : ''}${s}).\nAction: Update Ranking`));
  steps.push(llm('LLM Call', {}, 'Final Answer: Standings updated: Mei leads the league; 4 results recorded.'));
  return rootAgent('Crew: mahjong_league', {}, { raw: 'Standings updated' }, [agent('League Secretary', {}, null, steps)], {}, 'crew'); } },
{ n: '04', stagnation: false, isolates: 'OpenAI Agents SDK run for airport moving-walkway maintenance: one work order per distinct walkway unit, each acknowledged "created", templated sentence per unit, then a summary.', goal: 'Open quarterly handrail inspection work orders for each moving walkway in Terminal B.', build: (c) => {
  const units = ['MW-B01', 'MW-B02', 'MW-B05', 'MW-B07', 'MW-B08', 'MW-B11'];
  const k = batch(c, units, (u) => tool('create_work_order', { asset: u, type: 'handrail_inspection', due: '2025-04-15' }, 'created', { metadata: { 'openai.agents.span_type': 'function' } }), (u) => llm('response', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: `Opening handrail inspection for ${u}.` }] }, { type: 'function_call', name: 'create_work_order', arguments: JSON.stringify({ asset: u }) }] }, { 'openai.agents.span_type': 'response' }));
  k.push(llm('response', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Six handrail inspection work orders created for Terminal B.' }] }] }));
  return agent('Agent workflow', { input: 'quarterly handrail WOs Terminal B' }, 'done', k); } },
{ n: '05', stagnation: false, isolates: 'Mastra agent for a sticker print shop queueing one proof email per distinct order (all answered "queued") with one templated line each, then stopping.', goal: 'Send proofs for all die-cut sticker orders approved by design today.', build: (c) => {
  const orders = ['ST-2201', 'ST-2204', 'ST-2209', 'ST-2213', 'ST-2214'];
  const k = batch(c, orders, (o) => tool('tool: sendProof', { orderId: o, pdf: `s3://proofs/${o}_${c.hex(6)}.pdf` }, 'queued'), (o) => llm('llm: gpt-4o-mini', {}, { text: `Sending proof for order ${o}.`, toolCalls: [{ toolName: 'sendProof', args: { orderId: o } }] }));
  k.push(llm('llm: gpt-4o-mini', {}, { text: 'Proofs sent for all 5 approved orders.', finishReason: 'stop' }));
  return agent('agent.generate', { agent: 'printShopAgent' }, 'done', k); } },
{ n: '06', stagnation: false, isolates: 'Claude Agent SDK transcript applying the same codemod to distinct files of a birdhouse-kit shop repo, each Edit acknowledged identically, one templated sentence per file, then tests pass and it stops.', goal: 'Replace deprecated `moment()` calls with `dayjs()` in the four checkout files of the birdhouse-kit store.', build: (c) => {
  const files = ['src/checkout/cart.ts', 'src/checkout/shipping.ts', 'src/checkout/summary.tsx', 'src/checkout/receipt.tsx'];
  const k = batch(c, files, (f) => tool('Edit', { file_path: f, old_string: 'moment(', new_string: 'dayjs(', replace_all: true }, { type: 'tool_result', content: `The file ${f} has been updated.` }), (f) => llm('assistant', {}, { message: { content: [aText(`Replacing moment() with dayjs() in ${f}.`)] } }));
  k.push(tool('Bash', { command: 'npm test -- checkout' }, `PASS src/checkout/__tests__/cart.test.ts\nTests: 23 passed, 23 total\nTime: ${(c.rand() * 3 + 1).toFixed(3)} s`));
  k.push(llm('assistant', {}, { message: { content: [aText('All four checkout files now use dayjs; tests pass.')] } }));
  return agent('claude-agent-sdk session', { prompt: 'moment -> dayjs in checkout' }, { type: 'result', subtype: 'success' }, k); } },
];
