// Family 7 (healthy): pagination where each page brings new items until the source says there is no more.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'pagination_to_exhaustion', loop: false, stagnation: 'per-row', isolates: 'Each page returns new items until has_more/next is absent, then the agent summarises.' };

function r01() { // ringing station bird recoveries, LangSmith
  const k = kit('pagination_to_exhaustion-01');
  const pages = [[['Sedge Warbler', 'Z123456', 'Senegal'], ['Reed Warbler', 'Z123901', 'Morocco']], [['Sand Martin', 'Y882310', 'Spain'], ['Swallow', 'Y771005', 'South Africa']], [['Sedge Warbler', 'Z124420', 'Mauritania']]];
  const ch = [];
  pages.forEach((pg, i) => {
    ch.push(llm('ChatAnthropic', { messages: [{ type: 'human', content: 'List foreign recoveries of birds ringed at Icklesham this year.' }] }, { content: i === 0 ? 'Fetching recoveries.' : `Page ${i} gave ${pages[i - 1].length} recoveries; continuing with the next cursor.`, tool_calls: [{ name: 'recoveries', args: { station: 'ICK', year: 2025, cursor: i === 0 ? null : `c${i}` } }] }, { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-sonnet-20241022' }));
    ch.push(tool('recoveries', { station: 'ICK', year: 2025, cursor: i === 0 ? null : `c${i}` }, { results: pg.map(([sp, ring, c]) => ({ species: sp, ring, country: c, reported: k.iso() })), next: i < 2 ? `c${i + 1}` : null, request_id: k.reqId('bto_') }, { run_type: 'tool' }));
  });
  ch.push(llm('ChatAnthropic', { messages: '[...]' }, { content: '5 foreign recoveries: Sedge Warbler Z123456 (Senegal), Reed Warbler Z123901 (Morocco), Sand Martin Y882310 (Spain), Swallow Y771005 (South Africa), Sedge Warbler Z124420 (Mauritania).' }, { ls_provider: 'anthropic' }));
  return { stagnation: false, goal: 'List this year\'s foreign recoveries of birds ringed at the Icklesham ringing station.', isolates: 'Three cursor pages with distinct recoveries, next=null on the third, then a 5-item summary.', root: agent('AgentExecutor', { input: 'Foreign recoveries for Icklesham 2025' }, null, ch, { run_type: 'chain', session_name: 'ringing-assistant' }) };
}

function r02() { // vintage typewriter parts marketplace, Pydantic AI
  const k = kit('pagination_to_exhaustion-02');
  const items = [['Olympia SM3 platen', 45], ['Olympia SM3 ribbon spools', 12], ['Olympia SM4 drawband', 8], ['Olympia SM3 carriage knob', 15], ['Olympia SM9 feet set', 18]];
  const ch = [];
  for (let p = 1; p <= 3; p++) {
    const pg = items.slice((p - 1) * 2, p * 2);
    ch.push(llm('chat claude-3-5-haiku', { page: p }, { parts: [{ part_kind: 'tool-call', tool_name: 'search_listings', args: { q: 'Olympia SM', page: p } }] }, { 'gen_ai.request.model': 'claude-3-5-haiku' }));
    ch.push(tool('running tool: search_listings', { q: 'Olympia SM', page: p }, { listings: pg.map(([t, eur]) => ({ title: t, price_eur: eur, id: k.int(100000, 999999) })), page: p, total_pages: 3, generated_in: `${k.ms(20, 200)}ms` }));
  }
  ch.push(llm('chat claude-3-5-haiku', {}, { parts: [{ part_kind: 'text', content: 'All 3 pages read: 5 Olympia SM parts listed, cheapest the SM4 drawband at EUR 8; a full SM3 restoration kit (platen, spools, knob) costs EUR 72.' }] }, {}));
  return { stagnation: false, goal: 'Price a restoration kit for an Olympia SM3 typewriter from current marketplace listings.', isolates: 'Pages 1-3 each bring different listings and total_pages=3 ends the walk; the agent then prices the kit.', root: agent('agent run', { prompt: 'Price an Olympia SM3 restoration kit' }, null, ch, { agent_name: 'typewriter_parts', 'logfire.msg': 'typewriter_parts run' }) };
}

function r03() { // lifeboat station callout log, AutoGen (AG2)
  const k = kit('pagination_to_exhaustion-03');
  const ch = [];
  const logs = [['01-12 04:10 ILB to kayaker, Porth Neigwl', '01-29 16:45 ALB tow, fishing vessel'], ['02-03 11:20 ILB cliff fall, Aberdaron', '02-18 22:05 ALB medevac, ferry'], ['03-02 09:30 ILB surfers, Hell\'s Mouth']];
  logs.forEach((l, i) => {
    ch.push(llm('ConversableAgent.generate_reply', { sender: 'user_proxy' }, { content: null, tool_calls: [{ function: { name: 'callouts', arguments: JSON.stringify({ station: 'Abersoch', quarter: 'Q1', offset: i * 2 }) } }] }, { agent: 'lifeboat_clerk', model: 'gpt-4o-mini' }));
    ch.push(tool('execute_function', { name: 'callouts', arguments: { station: 'Abersoch', quarter: 'Q1', offset: i * 2 } }, `${l.join('\n')}\n-- ${l.length} rows${i === 2 ? ' (end of result set)' : ', more available'} [${k.logTs()}]`));
  });
  ch.push(llm('ConversableAgent.generate_reply', {}, { content: 'Q1 at Abersoch: 5 callouts (3 inshore, 2 all-weather): kayaker, tow, cliff fall, ferry medevac, surfers. TERMINATE' }, { agent: 'lifeboat_clerk' }));
  return { stagnation: false, goal: 'Summarise the Q1 callouts of the Abersoch lifeboat station for the station annual report.', isolates: 'Offset paging returns new callouts each time until "end of result set", followed by a summary.', root: agent('initiate_chat', { recipient: 'lifeboat_clerk', message: 'Summarise Q1 callouts' }, null, ch, { ag2_version: '0.8' }) };
}

function r04() { // hop farm kiln moisture readings, Semantic Kernel
  const k = kit('pagination_to_exhaustion-04');
  const ch = [];
  const batches = [[11.2, 10.8, 10.1], [9.7, 9.4, 9.0], [8.9, 8.7]];
  batches.forEach((b, i) => {
    ch.push(llm('chat.completions gpt-4o', { page: i }, { function_call: { plugin: 'Oast', function: 'Readings', arguments: { kiln: 'oast-2', skipToken: i ? `st${i}` : null } } }, { 'gen_ai.system': 'openai' }));
    ch.push(tool('Oast-Readings', { kiln: 'oast-2', skipToken: i ? `st${i}` : null }, { value: b.map((m) => ({ moisture_pct: m, at: k.iso() })), '@odata.nextLink': i < 2 ? `https://oast.local/odata/Readings?$skiptoken=st${i + 1}` : undefined, 'x-ms-request-id': k.uuid() }));
  });
  ch.push(llm('chat.completions gpt-4o', {}, { content: 'Oast 2 Fuggles moisture fell from 11.2% to 8.7% across 8 readings; it is under the 9% target, so the hops can come off the drying floor for conditioning.' }, {}));
  return { stagnation: false, goal: 'Decide whether the Fuggles hops in oast 2 are dry enough (under 9% moisture) to move to conditioning.', isolates: 'Three OData pages follow nextLink with new readings until no nextLink remains; the agent decides from the full series.', root: agent('ChatCompletionAgent', { input: 'Are oast 2 hops under 9%?' }, null, ch, { 'kernel.id': k.uuid() }) };
}

function r05() { // museum loan insurance valuations, OpenInference
  const k = kit('pagination_to_exhaustion-05');
  const ch = [];
  const objs = [[['Gobelins tapestry fragment', 180000], ['Ruckers virginal', 420000]], [['Netsuke set (12)', 36000]], [['Sampler 1792', 4200], ['Mourning brooch', 2100]]];
  objs.forEach((o, i) => {
    ch.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Total insured value for outgoing loan L-2025-09' }, { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ loan: 'L-2025-09', page_token: i ? `pt_${k.hex(6)}` : '' }) }, { 'openinference.span.kind': 'LLM' }));
    ch.push(tool('list_loan_objects', { loan: 'L-2025-09' }, JSON.stringify({ objects: o.map(([n, v]) => ({ name: n, value_gbp: v })), next_page_token: i < 2 ? `pt_${k.hex(6)}` : '' , served: k.httpDate() }), { 'openinference.span.kind': 'TOOL', 'tool.name': 'list_loan_objects' }));
  });
  ch.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Loan L-2025-09 has 5 objects, total insured value GBP 642,300 (largest: Ruckers virginal GBP 420,000).' }, { 'openinference.span.kind': 'LLM' }));
  return { stagnation: false, goal: 'Compute the total insured value of the objects on outgoing museum loan L-2025-09.', isolates: 'page_token walk with new objects each page until an empty token, then the total.', root: agent('loan-registrar', { 'input.value': 'Total insured value for loan L-2025-09' }, null, ch, { 'openinference.span.kind': 'AGENT' }) };
}

function r06() { // snowmaking fan-gun fault log, plain messages
  const k = kit('pagination_to_exhaustion-06');
  const ch = [];
  const faults = [['FG-07 nozzle ring iced', 'FG-12 compressor overtemp'], ['FG-07 nozzle ring iced', 'FG-03 hydrant pressure low'], ['FG-19 wind cutout']];
  faults.forEach((f, i) => {
    ch.push(llm('chat.completions', { messages: '[...]' }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_' + k.b62(20), type: 'function', function: { name: 'fault_log', arguments: JSON.stringify({ night: '2025-12-14', page: i + 1 }) } }] }, { model: 'gpt-4o-mini' }));
    ch.push(tool('fault_log', { night: '2025-12-14', page: i + 1 }, `HTTP/1.1 200 OK\nLink: ${i < 2 ? `</faults?night=2025-12-14&page=${i + 2}>; rel="next"` : '<>; rel="last"'}\nX-Request-Id: ${k.uuid()}\n\n${JSON.stringify(f.map((x) => ({ fault: x, at: k.logTs() })))}`));
  });
  ch.push(llm('chat.completions', {}, { role: 'assistant', content: 'Night of 14 Dec: 6 faults on 4 guns. FG-07 iced twice (send a tech to the nozzle ring), FG-12 overtemp, FG-03 low hydrant pressure, FG-19 wind cutout (no action).' }, { model: 'gpt-4o-mini' }));
  return { stagnation: false, goal: 'Produce the morning maintenance list from last night\'s snowmaking fan-gun fault log.', isolates: 'Link rel="next" pages each bring new fault rows until rel="last"; then a maintenance list.', root: agent('run', { user: 'Morning maintenance list from last night\'s snowmaking faults' }, null, ch, { recorder: 'raw-messages' }) };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
