// Family 9 (healthy): the same tool applied to distinct items, identical acknowledgements, one templated sentence per item; then done.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, anthOut } from './lib.mjs';

export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;
export const summary = 'One tool is called once per distinct item; the acknowledgements are identical ("ok", "queued", "accepted") and the agent writes one templated sentence per item, then finishes.';

// 01 bike fitting studio — Semantic Kernel
function bikeFit(N) {
  const goal = 'Email each of this week\'s bike-fit clients their fit report with their new saddle height.';
  const clients = [['Grace Lim', 'GL-0412', 742], ['Olu Adeyemi', 'OA-0415', 781], ['Marta Novak', 'MN-0416', 705], ['Sam Ortiz', 'SO-0419', 768], ['Ines Duarte', 'ID-0420', 716]];
  const children = [llm('chat.completions gpt-4o', { 'gen_ai.prompt': [user(goal)] }, { Role: 'assistant', Items: [{ $type: 'FunctionCallContent', PluginName: 'Studio', FunctionName: 'ListFitsThisWeek', Arguments: {} }] }, { 'gen_ai.system': 'openai' }),
    tool('Studio-ListFitsThisWeek', {}, JSON.stringify(clients.map(([n, id, h]) => ({ client: n, fitId: id, saddleHeightMm: h }))), { 'semantic_kernel.function.name': 'ListFitsThisWeek' })];
  clients.forEach(([name, id, h], i) => {
    const text = i === 0 ? null : `Sent ${clients[i - 1][0]} their fit report (saddle height ${clients[i - 1][2]} mm).`;
    children.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': `[ChatHistory: ${3 + i * 2} messages]` }, { Role: 'assistant', Items: [...(text ? [{ $type: 'TextContent', Text: text }] : []), { $type: 'FunctionCallContent', PluginName: 'Mail', FunctionName: 'SendFitReport', Arguments: { fitId: id } }] }, { 'gen_ai.system': 'openai', 'gen_ai.usage.prompt_tokens': N.int(400, 1800) }));
    N.tick(300, 1200);
    children.push(tool('Mail-SendFitReport', { fitId: id }, 'queued', { 'semantic_kernel.function.name': 'SendFitReport', 'semantic_kernel.function.invocation.duration': N.num(0.1, 0.9, 4) }));
  });
  const fin = `Sent Ines Duarte their fit report (saddle height 716 mm). All five fit reports for this week are queued for delivery.`;
  children.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': '[ChatHistory: 13 messages]' }, { Role: 'assistant', Items: [{ $type: 'TextContent', Text: fin }] }, { 'gen_ai.system': 'openai' }));
  return agent('ChatCompletionAgent.InvokeAsync', { Name: 'StudioAssistant', message: goal }, fin, children, { 'semantic_kernel.version': '1.45.0' });
}

// 02 cosplay props workshop — Claude Agent SDK transcript
function cosplayProps(N) {
  const goal = 'Queue the resin prints for the "Lunar Knight" commission: helmet visor, left pauldron, right pauldron, gauntlet cuff and chest emblem, each on the next free printer.';
  const session = N.uuid();
  const parts = [['helmet visor', 'lk_visor_v3.ctb', 'Saturn-2'], ['left pauldron', 'lk_pauldron_L.ctb', 'Saturn-3'], ['right pauldron', 'lk_pauldron_R.ctb', 'Saturn-1'], ['gauntlet cuff', 'lk_cuff.ctb', 'Mars-4'], ['chest emblem', 'lk_emblem.ctb', 'Saturn-2']];
  const children = [];
  parts.forEach(([part, file, printer], i) => {
    const text = i === 0 ? 'Queuing the five Lunar Knight parts.' : `Queued the ${parts[i - 1][0]} on ${parts[i - 1][2]}.`;
    const r = anthOut(N, text, [['mcp__printfarm__queue_print', { file: `commissions/lunar-knight/${file}`, printer }]]);
    children.push(llm('assistant', { type: 'assistant', session_id: session }, { type: 'assistant', message: r }, { uuid: N.uuid() }));
    N.tick(400, 1500);
    children.push(tool('mcp__printfarm__queue_print', { file: `commissions/lunar-knight/${file}`, printer }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: r.content[1].id, content: 'ok' }] } }, { uuid: N.uuid() }));
  });
  const fin = 'Queued the chest emblem on Saturn-2. All five Lunar Knight parts are in the print queue (visor and emblem on Saturn-2, pauldrons on Saturn-3 and Saturn-1, cuff on Mars-4).';
  children.push(llm('assistant', { type: 'assistant', session_id: session }, { type: 'assistant', message: anthOut(N, fin, []) }, { uuid: N.uuid() }));
  return agent('claude-agent-sdk query', { type: 'system', subtype: 'init', session_id: session, prompt: goal, tools: ['mcp__printfarm__queue_print'] }, { type: 'result', subtype: 'success', is_error: false, num_turns: 6, result: fin, session_id: session, duration_ms: N.int(15000, 40000) }, children, { sdk: 'claude-agent-sdk (typescript) 0.1.3' });
}

// 03 holiday lettings cleaning turnover — smolagents ToolCallingAgent
function lettingsTurnover(N) {
  const goal = 'Assign a cleaner to each of Saturday\'s six changeovers in Padstow, matching the cleaner\'s zone to the property.';
  const jobs = [['Harbour View Loft', 'Fenna', 'town'], ['Gull Cottage', 'Fenna', 'town'], ['Trevone Barn', 'Kit', 'west'], ['Rock Ferry Flat', 'Leah', 'estuary'], ['St Saviour\'s Studio', 'Kit', 'west'], ['Camel Reach House', 'Leah', 'estuary']];
  const steps = [];
  steps.push(span('chain', 'Step 1', { step_number: 1 }, null, { children: [llm('LiteLLMModel.generate', { messages: [user(goal)] }, { tool_calls: [{ name: 'list_changeovers', arguments: { date: '2025-08-16', area: 'Padstow' } }] }, { model_id: 'gpt-4o' }), tool('list_changeovers', { date: '2025-08-16', area: 'Padstow' }, jobs.map(([p, , z]) => ({ property: p, zone: z, checkout: '10:00', checkin: '16:00' })))] }));
  jobs.forEach(([prop, cleaner], i) => {
    const l = llm('LiteLLMModel.generate', { messages: `[${3 + i * 2} messages]` }, { content: `Assign ${cleaner} to ${prop}.`, tool_calls: [{ name: 'assign_cleaner', arguments: { property: prop, cleaner, date: '2025-08-16' } }] }, { model_id: 'gpt-4o', input_tokens: N.int(800, 3000) });
    N.tick(300, 1000);
    steps.push(span('chain', `Step ${i + 2}`, { step_number: i + 2 }, { observations: 'ok' }, { children: [l, tool('assign_cleaner', { property: prop, cleaner, date: '2025-08-16' }, 'ok')] }));
  });
  const fin = 'All six Saturday changeovers are assigned: Fenna (Harbour View Loft, Gull Cottage), Kit (Trevone Barn, St Saviour\'s Studio), Leah (Rock Ferry Flat, Camel Reach House).';
  steps.push(span('chain', 'Step 8', { step_number: 8 }, null, { children: [llm('LiteLLMModel.generate', { messages: '[15 messages]' }, { tool_calls: [{ name: 'final_answer', arguments: { answer: fin } }] }, { model_id: 'gpt-4o' }), tool('final_answer', { answer: fin }, fin)] }));
  return agent('ToolCallingAgent.run', { task: goal }, fin, steps, { framework: 'smolagents 1.15.0', max_steps: 12 });
}

// 04 jewellery engraving — Strands Agents
function jewelleryEngraving(N) {
  const goal = 'Queue the laser engraving for the Ahmed–Byrne wedding party rings: six bands, each with its own inscription, using the fine-line script font.';
  const rings = [['R1', 'Always, A.'], ['R2', 'Always, S.'], ['R3', '14.06.25'], ['R4', 'Best man, best mate'], ['R5', 'Love, Mum'], ['R6', 'Love, Dad']];
  const cycles = [];
  rings.forEach(([id, text], i) => {
    const say = i === 0 ? 'I will queue each ring separately.' : `Queued ring ${rings[i - 1][0]} with "${rings[i - 1][1]}".`;
    const c = llm('chat', { 'gen_ai.prompt': `[${1 + i * 2} messages]` }, { role: 'assistant', content: [{ text: say }, { toolUse: { toolUseId: `tooluse_${N.b64(22).replace(/[+/]/g, 'q')}`, name: 'queue_engraving', input: { ring_id: `AB-${id}`, text, font: 'FineScript-2', depth_um: 40 } } }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' });
    N.tick(400, 1500);
    const t = tool('execute_tool queue_engraving', { ring_id: `AB-${id}`, text, font: 'FineScript-2', depth_um: 40 }, { status: 'success', content: [{ text: 'queued' }] }, { 'gen_ai.tool.name': 'queue_engraving' });
    cycles.push(span('chain', 'execute_event_loop_cycle', { cycle: i + 1 }, null, { children: [c, t] }));
  });
  const fin = 'Queued ring R6 with "Love, Dad". All six Ahmed–Byrne rings are in the engraving queue in FineScript-2 at 40 µm.';
  cycles.push(span('chain', 'execute_event_loop_cycle', { cycle: 7 }, null, { children: [llm('chat', { 'gen_ai.prompt': '[13 messages]' }, { role: 'assistant', content: [{ text: fin }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' })] }));
  return agent('invoke_agent', { prompt: goal }, { stop_reason: 'end_turn', message: fin }, cycles, { 'gen_ai.agent.name': 'Strands Agents', 'strands.version': '1.0.0' });
}

// 05 snow globe manufacturer — OpenAI Responses API
function snowGlobes(N) {
  const goal = 'Set the new winter reorder points in the ERP for our six best-selling snow globe SKUs using the planner\'s figures.';
  const skus = [['SG-LON-100', 'London Bridge 100mm', 480], ['SG-EDI-065', 'Edinburgh Castle 65mm', 350], ['SG-NYC-100', 'Manhattan skyline 100mm', 620], ['SG-REI-080', 'Reindeer sleigh 80mm', 900], ['SG-PAR-065', 'Eiffel Tower 65mm', 410], ['SG-SNO-120', 'Snowman musical 120mm', 275]];
  const children = [];
  let prev = null;
  skus.forEach(([sku, name, rop], i) => {
    const id = `resp_${N.hex(48)}`;
    const text = i === 0 ? null : `Set ${skus[i - 1][0]} (${skus[i - 1][1]}) reorder point to ${skus[i - 1][2]}.`;
    children.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: prev, input: i === 0 ? [{ role: 'user', content: goal }] : [{ type: 'function_call_output', output: '{"ok":true}' }] }, { id, object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), { type: 'function_call', name: 'erp_set_reorder_point', arguments: JSON.stringify({ sku, reorder_point: rop, warehouse: 'STOKE-1' }), call_id: N.callId() }] }, { 'x-request-id': `req_${N.hex(32)}` }));
    prev = id;
    N.tick(300, 900);
    children.push(tool('erp_set_reorder_point', JSON.stringify({ sku, reorder_point: rop, warehouse: 'STOKE-1' }), '{"ok":true}'));
  });
  const fin = 'Set SG-SNO-120 (Snowman musical 120mm) reorder point to 275. All six winter reorder points are now in the ERP for STOKE-1.';
  children.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: prev }, { object: 'response', status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: fin }] }], output_text: fin }, {}));
  return agent('responses_loop', { goal }, fin, children, { client: 'openai-node 4.96.0' });
}

// 06 chalk hill figure maintenance — Haystack
function chalkFigure(N) {
  const goal = 'Log the tasks for Sunday\'s re-chalking work party on the Cerne Giant, one task per section, from the warden\'s survey.';
  const sections = [['head', 'regrade chalk, 0.6 t'], ['left arm', 'clear turf encroachment'], ['club', 'repack edges, 1.1 t'], ['torso', 'weed and top-up, 0.8 t'], ['legs', 'rebuild eroded outline'], ['feet', 'drainage channel clearance']];
  const children = [];
  sections.forEach(([sec, task], i) => {
    const cid = N.callId();
    const text = i === 0 ? null : `Logged ${sections[i - 1][0]}: ${sections[i - 1][1]}.`;
    children.push(llm('OpenAIChatGenerator', { messages: `[${2 + i * 2} ChatMessage]` }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), { tool_call: { tool_name: 'log_work_task', arguments: { site: 'cerne-giant', date: '2025-09-21', section: sec, task }, id: cid } }] }] }, { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' }));
    N.tick(200, 700);
    children.push(tool('ToolInvoker', { tool_call: { tool_name: 'log_work_task', id: cid } }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: 'accepted', error: false } }] }] }, { 'haystack.component.name': 'tool_invoker' }));
  });
  const fin = 'Logged feet: drainage channel clearance. All six section tasks for Sunday\'s work party are in the log (about 2.5 t of chalk needed).';
  children.push(llm('OpenAIChatGenerator', { messages: '[14 ChatMessage]' }, { replies: [{ _role: 'assistant', _content: [{ text: fin }] }] }, { 'haystack.component.name': 'llm' }));
  return agent('haystack.agent.run', { messages: [user(goal)] }, { last_message: fin }, children, { 'haystack.version': '2.14.0' });
}

export const scenarios = [
  { n: '01', domain: 'bike fitting studio', style: 'Semantic Kernel', isolates: 'Fit reports are sent to five different clients; each send returns "queued" and the agent writes one "Sent X their fit report (saddle height N mm)" sentence per client.', goal: 'Email each of this week\'s bike-fit clients their fit report.', build: bikeFit },
  { n: '02', domain: 'cosplay props workshop', style: 'Claude Agent SDK transcript', isolates: 'Five different prop files are queued on printers; every result is "ok" and each turn says "Queued the <part> on <printer>".', goal: 'Queue resin prints for five commission parts on the next free printers.', build: cosplayProps },
  { n: '03', domain: 'holiday lettings cleaning turnover', style: 'smolagents ToolCallingAgent', isolates: 'Six different properties get a cleaner assigned; each call returns "ok" and each step says "Assign <cleaner> to <property>."', goal: 'Assign a cleaner to each Saturday changeover by zone.', build: lettingsTurnover },
  { n: '04', domain: 'jewellery engraving', style: 'Strands Agents', isolates: 'Six rings with different inscriptions are queued; each tool result is "queued" and each cycle says "Queued ring Rn with <text>".', goal: 'Queue laser engraving for six wedding party rings with their inscriptions.', build: jewelleryEngraving },
  { n: '05', domain: 'snow globe manufacturer', style: 'OpenAI Responses API', isolates: 'Six SKUs get new reorder points; every output is {"ok":true} and each response says "Set <SKU> reorder point to N".', goal: 'Set new winter reorder points for six snow globe SKUs in the ERP.', build: snowGlobes },
  { n: '06', domain: 'chalk hill figure maintenance', style: 'Haystack', isolates: 'One task is logged per section of a chalk figure; every result is "accepted" and each reply says "Logged <section>: <task>".', goal: 'Log one maintenance task per section of a chalk hill figure for a work party.', build: chalkFigure },
];
