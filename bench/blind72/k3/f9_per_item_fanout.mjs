// Family: per_item_fanout (loop: false). The same tool over distinct items with identical
// acknowledgements; one templated sentence per item; then done.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 cider mill cask labelling — OpenTelemetry GenAI semantic conventions
  (N) => {
    const casks = [['C-03', 'Kingston Black', '2024', 'ex-rum 225 l'], ['C-07', 'Dabinett', '2024', 'ex-bourbon 200 l'], ['C-11', 'Yarlington Mill', '2023', 'French oak 228 l'], ['C-12', 'Foxwhelp', '2024', 'ex-sherry 250 l'], ['C-15', 'Harry Masters Jersey', '2023', 'ex-rum 225 l']];
    const kids = [];
    kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Print barrel-head labels for the five single-variety casks going into the cellar today and confirm each.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: casks.map(([id, v, y, w]) => ({ type: 'tool_call', name: 'print_cask_label', arguments: { cask: id, variety: v, vintage: y, wood: w } })) }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini' }));
    for (const [id, v, y, w] of casks) {
      kids.push(tool('execute_tool print_cask_label', { 'gen_ai.tool.call.arguments': { cask: id, variety: v, vintage: y, wood: w } }, { 'gen_ai.tool.call.result': 'ok' }, { 'gen_ai.tool.name': 'print_cask_label', 'gen_ai.tool.call.id': 'call_' + N.b62(24), printer: 'zebra-zt230-cellar', 'duration_ms': N.ms(300, 900) }));
    }
    kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': ['…'] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: casks.map(([id, v, y, w]) => `Label printed for cask ${id}: ${v} ${y}, ${w}.`).join('\n') + '\nAll five labels are printed.' }] }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.response.finish_reasons': ['stop'] }));
    return {
      isolates: 'Under OTel GenAI spans, a cider-mill agent prints labels for five different casks, each acknowledged with a bare "ok", and writes one templated confirmation per cask before finishing.',
      stagnation: false,
      goal: 'Print barrel-head labels for five single-variety cider casks entering the cellar and confirm each one.',
      root: agent('invoke_agent cellar_hand', {}, { text: 'All five labels are printed.' }, kids, { 'gen_ai.agent.name': 'cellar_hand', 'service.name': 'cider-mill' }),
    };
  },

  // 02 horse trekking centre rider assignments — Semantic Kernel
  (N) => {
    const pairs = [['Emma (52 kg, novice)', 'Bracken'], ['Tomasz (88 kg, intermediate)', 'Major'], ['Ines (61 kg, novice)', 'Dolly'], ['Raj (74 kg, experienced)', 'Sundance'], ['Grace (45 kg, child 11)', 'Pip'], ['Olu (79 kg, intermediate)', 'Gypsy']];
    const kids = [];
    kids.push(llm('ChatCompletion', { chat_history: [{ Role: 'user', Content: 'Assign tomorrow\'s 10:00 Brecon ridge trek riders to the horses I matched and confirm each assignment.' }] }, { Role: 'assistant', Content: 'Assigning the six riders in turn.', Items: pairs.map(([r, h]) => ({ $type: 'FunctionCallContent', PluginName: 'Yard', FunctionName: 'AssignHorse', Arguments: { rider: r.split(' ')[0], horse: h, trek: 'BR-1000' } })) }, { model: 'gpt-4o', service_id: 'openai' }));
    for (const [r, h] of pairs) kids.push(tool('Yard-AssignHorse', { rider: r.split(' ')[0], horse: h, trek: 'BR-1000' }, '{"result":"assigned"}', { 'semantic_kernel.function.name': 'AssignHorse', invocation_id: N.uuid(), 'semantic_kernel.function.invocation.duration': Number(N.secs(0.05, 0.4)) }));
    kids.push(llm('ChatCompletion', { chat_history: ['…'] }, { Role: 'assistant', Content: pairs.map(([r, h]) => `${r} is assigned to ${h}.`).join(' ') + ' All six riders are assigned for the 10:00 Brecon ridge trek.' }, { model: 'gpt-4o' }));
    return {
      isolates: 'A Semantic Kernel agent assigns six different riders to six horses with identical "assigned" results and confirms each with the same sentence pattern, then finishes.',
      stagnation: false,
      goal: 'Record tomorrow\'s rider-to-horse assignments for a pony-trekking centre\'s ridge trek and confirm each.',
      root: agent('ChatCompletionAgent.InvokeAsync', { agent: 'YardManager' }, null, kids, { 'sk.kernel_id': N.uuid() }),
    };
  },

  // 03 eisteddfod choir registrations — LangGraph
  (N) => {
    const choirs = ['Côr Meibion Pontarddulais', 'Côr Ieuenctid Môn', 'Cantorion Colin Jones', 'Côr Merched Sir Gâr', 'Only Men Aloud Youth', 'Côr Godre\'r Aran', 'Côr Seingar', 'Ysgol Glanaethwy Youth Choir'];
    const kids = [];
    choirs.forEach((c, i) => {
      kids.push(span('chain', 'agent', {}, null, [llm('ChatOpenAI', { messages: [['…']] }, { generations: [[{ text: i === 0 ? 'Registering each choir for its competition in turn.' : '', message: { tool_calls: [{ name: 'register_entry', args: { choir: c, competition: i % 2 ? 'Youth Choir' : 'Male/Female Voice Choir over 40', eisteddfod: 'Llangollen 2026' } }] } }]] }, { langgraph_node: 'agent', langgraph_step: 1 + 2 * i })]));
      kids.push(span('chain', 'tools', {}, null, [tool('register_entry', { choir: c }, { status: 'queued', ref: null }, { langgraph_node: 'tools', langgraph_step: 2 + 2 * i, run_id: N.uuid() })]));
    });
    kids.push(span('chain', 'agent', {}, null, [llm('ChatOpenAI', { messages: [['…']] }, { generations: [[{ text: choirs.map((c) => `${c}: entry queued for the registrar.`).join('\n') + '\nAll eight entries are queued; the registrar will email reference numbers within 48 hours.' }]] }, { langgraph_node: 'agent' })]));
    return {
      isolates: 'A LangGraph agent registers eight different choirs for an eisteddfod, each reply identically "queued", lists one templated line per choir and stops.',
      stagnation: false,
      goal: 'Register eight choirs for their competitions at the Llangollen eisteddfod and list what was submitted.',
      root: agent('LangGraph', { messages: ['Register our eight choirs for Llangollen 2026.'] }, null, kids, { thread_id: N.uuid() }),
    };
  },

  // 04 circus tour lighting rig packing lists — Strands Agents (verbatim interim line)
  (N) => {
    const trucks = [['Truck 1', 'truss: 12 x 3 m box truss, 2 motors'], ['Truck 2', 'fixtures: 24 moving heads, 8 blinders'], ['Truck 3', 'dimmers, 6 cable looms, hazer'], ['Truck 4', 'ring-mast spot rig, 2 follow spots']];
    const say = 'Packing list sent; continuing with the next truck.';
    const kids = [];
    trucks.forEach(([t, load], i) => {
      kids.push(span('chain', 'execute_event_loop_cycle', {}, null, [
        llm('chat', { 'gen_ai.prompt': 'Send each lorry driver the lighting packing list for the Kendal get-out tonight.' }, { 'gen_ai.completion': [{ text: i === 0 ? 'Sending the packing lists truck by truck.' : say }, { toolUse: { name: 'send_packing_list', input: { truck: t, load, venue_from: 'Kendal', venue_to: 'Penrith' } } }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }),
        tool('execute_tool send_packing_list', { truck: t, load }, { status: 'success', content: [{ text: 'sent' }] }, { 'gen_ai.tool.name': 'send_packing_list', 'tool.status': 'success' }),
      ]));
    });
    kids.push(llm('chat', { 'gen_ai.prompt': '…' }, { 'gen_ai.completion': [{ text: 'All four drivers have their lighting packing lists for the Kendal-to-Penrith move: truss on truck 1, moving heads and blinders on truck 2, dimmers/looms/hazer on truck 3, ring-mast rig and follow spots on truck 4.' }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }));
    return {
      isolates: 'A Strands agent sends four different circus lorries their lighting packing lists, each acknowledged "sent"; it repeats one interim sentence verbatim between trucks, but every call targets a new truck and the run finishes.',
      stagnation: true,
      goal: 'Send each lorry driver of a touring circus the lighting packing list for tonight\'s get-out.',
      root: agent('invoke_agent tour_manager', { prompt: 'Send the packing lists.' }, null, kids, { 'gen_ai.agent.name': 'tour_manager' }),
    };
  },

  // 05 dive-site mooring buoy inspections — OpenInference attributes
  (N) => {
    const buoys = ['MB-01 Stack Rock', 'MB-02 Eel Point', 'MB-04 Thorn Island wreck', 'MB-05 Skomer North Haven', 'MB-07 Martin\'s Haven slip', 'MB-09 Wildgoose Race'];
    const kids = [];
    buoys.forEach((b, i) => {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Create a spring inspection task for every mooring buoy on the marine reserve list.' }, { 'llm.output_messages.0.message.content': i === 0 ? 'Creating one inspection task per buoy.' : '', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'create_task', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ asset: b, type: 'mooring_inspection', due: '2025-04-30' }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' }));
      kids.push(tool('create_task', { 'input.value': JSON.stringify({ asset: b, type: 'mooring_inspection', due: '2025-04-30' }) }, { 'output.value': '{"ok":true}' }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'create_task' }));
    });
    kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': '…' }, { 'llm.output_messages.0.message.content': buoys.map((b) => `Inspection task created for ${b} (due 30 April).`).join('\n') + '\nSix tasks created; one per buoy on the list.' }, { 'openinference.span.kind': 'LLM' }));
    return {
      isolates: 'An OpenInference-traced agent creates an inspection task for each of six different dive-site mooring buoys, all acknowledged {"ok":true}, then writes one templated line per buoy.',
      stagnation: false,
      goal: 'Create spring inspection tasks for every mooring buoy in a marine reserve\'s dive sites.',
      root: agent('ReserveOpsAgent', { 'input.value': 'Create inspection tasks for all mooring buoys' }, { 'output.value': 'Six tasks created…' }, kids, { 'openinference.span.kind': 'AGENT' }),
    };
  },

  // 06 allotment water-trough notices — Agno agent run (not in the brief's list)
  (N) => {
    const holders = [[3, 'P. Okonkwo'], [7, 'D. & M. Fairweather'], [12, 'S. Kaur'], [14, 'J. Hale'], [21, 'Green Shoots School'], [22, 'A. Novak'], [30, 'R. Bell']];
    const tc = holders.map(([p, n]) => ({ tool_call_id: 'call_' + N.b62(24), tool_name: 'send_notice', tool_args: { plot: p, holder: n, template: 'trough-shutoff-2025' } }));
    const kids = [];
    kids.push(llm('OpenAIChat.response', { messages: [sys('<your_goal>Keep allotment holders informed.</your_goal>'), user('The water troughs on the lower field (plots 3-30) are shut off next Saturday for pipe repair. Notify each affected holder.')] }, { content: '', tool_calls: tc.map((t) => ({ id: t.tool_call_id, type: 'function', function: { name: 'send_notice', arguments: JSON.stringify(t.tool_args) } })) }, { model: 'gpt-4o', provider: 'OpenAI', metrics: { input_tokens: N.int(400, 700), output_tokens: N.int(200, 300), time: Number(N.secs(1, 3)) } }));
    tc.forEach((t) => kids.push(tool('send_notice', t.tool_args, 'queued', { tool_call_id: t.tool_call_id, metrics: { time: Number(N.secs(0.05, 0.5)) } })));
    kids.push(llm('OpenAIChat.response', { messages: ['…'] }, { content: holders.map(([p, n]) => `Notice queued for plot ${p} (${n}).`).join('\n') + '\nAll seven lower-field holders have been notified about Saturday\'s trough shut-off.' }, { model: 'gpt-4o' }));
    return {
      isolates: 'An Agno agent queues water-shutoff notices for seven different allotment plots, each tool reply just "queued", writes one templated line per plot, and finishes.',
      stagnation: false,
      goal: 'Notify every allotment holder on the lower field that the water troughs will be shut off next Saturday.',
      root: agent('Agent.run', { message: 'Notify the lower field plot holders about the trough shut-off.' }, { content: 'All seven lower-field holders have been notified…', run_id: N.uuid() }, kids, { framework: 'agno 1.2.x', agent_id: N.uuid(), session_id: N.uuid() }),
    };
  },
];
