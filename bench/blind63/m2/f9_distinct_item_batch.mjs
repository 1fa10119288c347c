import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'distinct_item_batch';
export const LOOP = false;
const batch = (c, items, mkLlm, mkTool) => items.flatMap((it, i) => [mkLlm(it, i), mkTool(it, i)]);
export const scenarios = [
// 01 clown school — CrewAI
{ domain: 'circus skills clown school enrolment', style: 'CrewAI', build(c) {
  const goal = 'Send the term-start kit list to each of the five new students in the Tuesday clowning class.';
  const st = ['Amara Osei', 'Ben Whitlock', 'Chloé Martin', 'Dev Raman', 'Eilidh Fraser'];
  const kids = [tool('Class Roster Tool', { class: 'TUE-CLOWN-B' }, st.map((n, i) => `${i + 1}. ${n} <${n.split(' ')[0].toLowerCase()}@example.org>`).join('\n') + `\n(5 rows, generated ${c.sql()})`, tLat(c)),
    ...batch(c, st, (n) => llm('LLM Call', { messages: '[…]' }, `Thought: Send the kit list to ${n}.\nAction: Email Tool\nAction Input: {"to": "${n.split(' ')[0].toLowerCase()}@example.org", "template": "kit-list-term1"}`, { model: 'gpt-4o-mini', ...tLat(c) }), (n) => tool('Email Tool', { to: n.split(' ')[0].toLowerCase() + '@example.org', template: 'kit-list-term1' }, 'queued', tLat(c)))];
  kids.push(llm('LLM Call', {}, 'Thought: All five students have been sent the kit list.\nFinal Answer: Kit list queued for Amara, Ben, Chloé, Dev and Eilidh.', { model: 'gpt-4o-mini', ...tLat(c) }));
  return { isolates: 'The same email tool is called once per distinct student with identical "queued" acknowledgements and one templated thought per student, then the crew finishes.', stagnation: false, goal,
    root: agent('Crew: enrolment_crew', { inputs: { class: 'TUE-CLOWN-B' } }, { raw: 'Kit list queued for 5 students.' }, [S('agent', 'Enrolment Officer', { task: goal }, 'Kit list queued for 5 students.', { children: kids })], { process: 'sequential' }) };
} },
// 02 choir robe rental — LlamaIndex
{ domain: 'choir robe rental and hemming', style: 'LlamaIndex (FunctionAgent workflow)', build(c) {
  const goal = 'Create hemming tickets for each robe in the St Cuthbert\'s rental order and report the ticket numbers.';
  const robes = [['R-114', 'M', '3cm'], ['R-115', 'L', '5cm'], ['R-121', 'S', '2cm'], ['R-130', 'XL', '4cm']];
  const kids = batch(c, robes, ([r, sz, h]) => llm('OpenAI.achat', { 'llm.input_messages': '[…]' }, { 'llm.output_messages.0.message.content': `Creating hemming ticket for robe ${r}.`, tool_calls: [{ name: 'create_hem_ticket', kwargs: { robe: r, size: sz, take_up: h } }] }, { 'openinference.span.kind': 'LLM', ...tIso(c) }),
    ([r]) => tool('FunctionTool.create_hem_ticket', { robe: r }, { ticket: 'HT-' + c.int(2000, 2999), status: 'ok', robe: r }, { 'openinference.span.kind': 'TOOL', ...tIso(c) }));
  const tix = kids.filter((k) => k.type === 'tool').map((k) => `${k.output.robe}: ${k.output.ticket}`);
  kids.push(llm('OpenAI.achat', {}, { 'llm.output_messages.0.message.content': 'Hemming tickets created — ' + tix.join(', ') + '.' }, { 'openinference.span.kind': 'LLM', ...tIso(c) }));
  return { isolates: 'Four distinct robes each get one hemming ticket with an identical "ok" acknowledgement, then a single summary with all ticket numbers.', stagnation: false, goal,
    root: agent('AgentWorkflow.run', { user_msg: goal }, { response: tix.join(', ') }, kids, { 'openinference.span.kind': 'AGENT' }) };
} },
// 03 haggis makers — DSPy
{ domain: 'traditional haggis butchery labelling', style: 'DSPy ReAct', build(c) {
  const goal = 'Print allergen labels for each of today\'s haggis batches (classic, vegetarian, mini, gluten-free) on the label printer.';
  const b = [['classic', 'B-0611'], ['vegetarian', 'B-0612'], ['mini', 'B-0613'], ['gluten-free', 'B-0614']];
  const kids = batch(c, b, ([k, id], i) => llm(`ReAct.forward[${i}] Predict`, { trajectory: `[${i} steps]` }, { next_thought: `Print the allergen label for the ${k} batch ${id}.`, next_tool_name: 'print_label', next_tool_args: { batch: id, variant: k } }, { lm: 'openai/gpt-4o-mini', ...tLat(c) }),
    ([k, id]) => tool('print_label', { batch: id, variant: k }, `ZPL sent to zebra-gk420d@${c.host('labels')}: OK (job ${c.int(100, 999)})`, tLat(c)));
  kids.push(llm('ReAct.forward[4] Predict', {}, { next_thought: 'All four batches are labelled.', next_tool_name: 'finish', next_tool_args: {} }, tLat(c)));
  kids.push(llm('ChainOfThought extract', {}, { reasoning: 'Four labels printed, one per batch.', answer: 'Labels printed for B-0611 classic, B-0612 vegetarian, B-0613 mini, B-0614 gluten-free.' }, tLat(c)));
  return { isolates: 'One print per distinct batch with the same OK reply and a templated thought per batch, ending with finish and an answer.', stagnation: false, goal,
    root: agent('dspy.ReAct', { question: goal }, { answer: 'Labels printed for 4 batches.' }, kids, { signature: 'question -> answer' }) };
} },
// 04 winter tyre fitting — Pydantic AI / Logfire
{ domain: 'winter tyre changeover appointments', style: 'Pydantic AI (Logfire)', build(c) {
  const goal = 'Send each customer with a stored set of winter tyres a reminder to book their changeover before 31 October.';
  const cust = [['KX19 BHA', 'Nokian Snowproof 205/55R16'], ['LR68 TYU', 'Michelin Alpin 6 195/65R15'], ['YD21 KPL', 'Continental WinterContact 225/45R17'], ['SN70 WQE', 'Bridgestone Blizzak 215/60R16'], ['PE17 MMO', 'Goodyear UltraGrip 205/60R16']];
  const kids = [tool('running tool: stored_sets', { location: 'rack B' }, { sets: cust.map(([reg, t]) => ({ reg, tyres: t, rack_slot: 'B-' + c.int(1, 80) })), query_ms: c.ms(3, 40) }, tOtel(c))];
  kids.push(...batch(c, cust, ([reg, t]) => llm('chat gpt-4o-mini', { all_messages_events: '[…]' }, { parts: [{ part_kind: 'text', content: `Reminder for ${reg} (${t}).` }, { part_kind: 'tool-call', tool_name: 'send_reminder', args: { reg } }] }, tOtel(c)),
    ([reg]) => tool('running tool: send_reminder', { reg }, { status: 'queued' }, tOtel(c))));
  kids.push(llm('chat gpt-4o-mini', {}, { parts: [{ part_kind: 'text', content: 'Reminders queued for all 5 stored sets.' }] }, tOtel(c)));
  return { isolates: 'Five distinct vehicles each get one reminder (all "queued"), each with one templated sentence, then a final line.', stagnation: false, goal,
    root: agent('agent run', { user_prompt: goal }, { output: 'Reminders queued for all 5 stored sets.' }, kids, { agent_name: 'tyre_desk' }) };
} },
// 05 wax seal stationers — OpenInference
{ domain: 'wax seal and stationery engraving orders', style: 'OpenInference / Arize Phoenix', build(c) {
  const goal = 'Mark every engraved brass seal die in order batch W-38 as "ready to ship" in the order system.';
  const dies = ['monogram "E&J"', 'oak leaf crest', 'custom bee', 'compass rose', 'family crest (Harcourt)', 'initial "M"', 'thistle', 'anchor and rope', 'wedding date 06.09.25', 'fern frond', 'stag head', 'initials "R.P.K."', 'swallow', 'Celtic knot'];
  const kids = batch(c, dies, (d, i) => llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.content': `Setting die ${i + 1} of 14 (${d}) to ready to ship.`, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'set_item_status', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ batch: 'W-38', line: i + 1, status: 'ready_to_ship' }) }, { 'openinference.span.kind': 'LLM', ...tOtel(c) }),
    (d, i) => tool('set_item_status', { 'tool.name': 'set_item_status', 'input.value': JSON.stringify({ batch: 'W-38', line: i + 1 }) }, { 'output.value': 'ok' }, { 'openinference.span.kind': 'TOOL', ...tOtel(c) }));
  kids.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'All 14 seal dies in batch W-38 are now ready to ship.' }, { 'openinference.span.kind': 'LLM', ...tOtel(c) }));
  return { isolates: 'Fourteen different order lines updated with the same tool and identical "ok" replies, each with a templated progress sentence, then done.', stagnation: false, goal,
    root: agent('agent', { 'input.value': goal }, { 'output.value': 'All 14 ready to ship.' }, kids, { 'openinference.span.kind': 'AGENT' }) };
} },
// 06 furniture upcycling — Agno (not in the brief list)
{ domain: 'furniture upcycling workshop marketplace listings', style: 'Agno (formerly Phidata) run events — not named in the brief', build(c) {
  const goal = 'Publish marketplace listings for the four finished pieces on the workshop board and report the listing URLs.';
  const pieces = [['chalk-painted pine dresser', 240], ['re-caned bentwood chair', 95], ['oak blanket box, waxed', 160], ['mid-century sideboard, re-veneered', 420]];
  const kids = batch(c, pieces, ([p, gbp]) => llm('OpenAIChat.response', { messages: '[…]' }, { content: `Listing the ${p} at £${gbp}.`, tool_calls: [{ function: { name: 'create_listing', arguments: JSON.stringify({ title: p, price_gbp: gbp, category: 'furniture' }) } }] }, { event: 'RunResponseContent', model: 'gpt-4o', ...tIso(c) }),
    ([p]) => tool('create_listing', { title: p }, { result: 'published', url: 'https://market.example/l/' + c.alnum(8) }, { event: 'ToolCallCompleted', ...tIso(c) }));
  const urls = kids.filter((k) => k.type === 'tool').map((k) => k.output.url);
  kids.push(llm('OpenAIChat.response', {}, { content: 'Published 4 listings: ' + urls.join(' ') }, { event: 'RunCompleted', ...tIso(c) }));
  return { isolates: 'Four different pieces are listed with the same tool and the same "published" result, one templated sentence each, then a summary.', stagnation: false, goal,
    root: agent('Agent.run', { message: goal }, { content: 'Published 4 listings.', status: 'COMPLETED' }, kids, { agent_id: c.uuid(), run_id: c.uuid(), session_id: c.uuid() }) };
} },
];
