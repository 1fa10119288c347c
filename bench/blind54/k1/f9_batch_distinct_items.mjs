import { agent, chain, llm, tool, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'batch_distinct_items';
export const loop = false, stagnation = false;

const batch = (N, items, mkLlm, mkTool) => items.flatMap((it, i) => [mkLlm(it, i), mkTool(it, i)]);
export const scenarios = [
// 01 bog snorkelling events — plain
(N) => {
  const names = ['Aled Price', 'Siobhan Kerr', 'Dafydd Rees', 'Mia Lopez', 'Hannes Berg'];
  const kids = batch(N, names, (n) => llm('chat.completions', {}, oaiMsg(N, `Sending the heat time to ${n}.`, [['send_sms', { to: n, text: 'Your bog snorkelling heat' }]])), (n) => tool('send_sms', { to: n }, 'queued'));
  kids.push(llm('chat.completions', {}, oaiMsg(N, 'All 5 competitors have been sent their heat times.')));
  return { isolates: 'Five texts to five different competitors, each acknowledged "queued" with a templated sentence per name, then done.', goal: 'Text each bog snorkelling competitor their heat time.', root: agent('event-bot', {}, null, kids) };
},
// 02 silkworm rearing — Anthropic
(N) => {
  const trays = ['T-01', 'T-02', 'T-03', 'T-04'];
  const kids = batch(N, trays, (t) => llm('messages.create', {}, antBlocks(N, `Logging mulberry feed for tray ${t}.`, [['log_feeding', { tray: t, leaves_g: 250 }]])), (t) => tool('log_feeding', { tray: t, leaves_g: 250 }, { ok: true }));
  kids.push(llm('messages.create', {}, antBlocks(N, 'Feeding logged for all four trays.')));
  return { isolates: 'The same logging tool over four distinct trays with identical ok answers, then a closing message.', goal: 'Log the evening mulberry-leaf feeding for each silkworm tray.', root: agent('anthropic.session', {}, null, kids) };
},
// 03 murder mystery dinners — CrewAI
(N) => {
  const guests = ['Colonel Ashdown', 'Lady Verity', 'Dr Finch', 'The Butler', 'Miss Quill', 'Inspector Hale'];
  const kids = guests.map((g) => tool('Tool usage: Email Character Pack', { character: g }, 'sent'));
  return { isolates: 'A CrewAI agent emails six distinct character packs, each "sent", and finishes.', goal: 'Email each guest their character pack for Saturday\'s murder mystery dinner.', root: agent('Crew.kickoff', {}, null, [agent('Agent: Host', {}, null, [llm('LLM Call', {}, 'Thought: Send each of the six packs.'), ...kids, llm('LLM Call', {}, 'Final Answer: All six character packs emailed.')])]) };
},
// 04 terrarium shops — LangSmith
(N) => {
  const skus = ['TER-MOSS-S', 'TER-FERN-M', 'TER-CACT-L'];
  const kids = skus.map((s) => chain('tools', {}, {}, [tool('update_price', { sku: s, pct: 5 }, { status: 'ok' })], { langgraph_node: 'tools' }));
  return { isolates: 'Price updates for three different SKUs, each returning status ok, then a summary.', goal: 'Raise prices by 5% on the terrarium kit range.', root: agent('LangGraph', {}, {}, [chain('agent', {}, {}, [llm('ChatOpenAI', {}, { content: 'Updating three SKUs.' })]), ...kids, chain('agent', {}, {}, [llm('ChatOpenAI', {}, { content: 'Prices for all three terrarium kits were raised by 5%.' })])]) };
},
// 05 kite aerial photography — OpenAI Agents SDK
(N) => {
  const shots = ['IMG_4401', 'IMG_4402', 'IMG_4403', 'IMG_4404'];
  const kids = batch(N, shots, (s) => llm('Response', {}, { output: [{ type: 'function_call', name: 'geotag', arguments: JSON.stringify({ image: s }) }] }), (s) => tool('function: geotag', { image: s }, 'ok'));
  kids.push(llm('Response', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Geotagged 4 kite aerial photos.' }] }] }));
  return { isolates: 'Geotagging four distinct images, each acknowledged "ok", then a final message.', goal: 'Geotag the kite aerial photographs of the coastal dune survey.', root: agent('Agent workflow', {}, null, [agent('Agent: PhotoDesk', {}, null, kids)]) };
},
// 06 bridal boutiques — Semantic Kernel
(N) => {
  const brides = ['Nkechi', 'Laura', 'Yuki'];
  const kids = batch(N, brides, (b) => llm('ChatCompletion gpt-4o', {}, { content: `Booking the final fitting for ${b}.` }), (b) => tool('FittingsPlugin-Book', { client: b }, 'booked'));
  return { isolates: 'Final fittings booked for three brides, identical "booked" answers, one sentence each.', goal: 'Book final dress fittings for next week\'s brides.', root: agent('Kernel.InvokeAsync', {}, null, kids) };
},
];
