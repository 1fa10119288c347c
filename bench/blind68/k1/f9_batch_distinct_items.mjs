import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Healthy 4: same tool over distinct items, identical acks, one templated sentence per item, then done.
export const family = { name: 'batch_distinct_items', loop: false, stagnation: false, rows: [
// 01 lido pool chlorination — OpenAI Agents SDK
(N) => {
  const goal = 'Apply the heatwave chlorine setpoints to all five pools at the Tinside lido and confirm each one.';
  const pools = [['main', 1.8], ['diving', 1.6], ['learner', 2.0], ['paddling', 2.2], ['spa', 3.0]];
  const ch = [];
  pools.forEach(([p, v]) => {
    ch.push(span('response', 'Response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: 'set_cl_setpoint', arguments: JSON.stringify({ pool: p, free_cl_ppm: v }) }] }, [], { metadata: { 'span_data.type': 'response' } }));
    ch.push(span('function', 'set_cl_setpoint', JSON.stringify({ pool: p, free_cl_ppm: v }), 'ok', [], { metadata: { 'span_data.type': 'function' } }));
  });
  ch.push(span('response', 'Response', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: pools.map(([p, v]) => `Set the ${p} pool to ${v} ppm free chlorine.`).join('\n') + '\nAll five pools updated.' }] }] }, [], { metadata: { 'span_data.type': 'response' } }));
  return { goal, isolates: 'Five set-point calls for five different pools, each acknowledged "ok", summarised with one templated sentence per pool.', root: agent('Agent workflow', { input: goal }, null, [agent('Pool plant agent', {}, null, ch, { 'span_data.type': 'agent' })], {}) };
},
// 02 violin lutherie — LlamaIndex
(N) => {
  const goal = 'Notify every customer whose instrument is ready for collection this week.';
  const cs = [['Ines Duarte', 'violin, new bridge'], ['Tom Okafor', 'viola, seam reglued'], ['Mei Lin', 'cello, soundpost adjusted'], ['Ravi Shah', 'violin bow, rehair']];
  const ch = [];
  cs.forEach(([n, job]) => {
    ch.push(llm('OpenAI.chat', { messages: '[…]' }, { tool_calls: [{ name: 'send_notice', arguments: { customer: n, job } }] }, {}));
    ch.push(tool('FunctionTool.call send_notice', { customer: n, job }, 'queued', {}));
  });
  ch.push(llm('OpenAI.chat', { messages: '[…]' }, { content: cs.map(([n, j]) => `Notified ${n} that their ${j} is ready.`).join(' ') }, {}));
  return { goal, isolates: 'Four notices to four different customers, each acknowledged "queued", then one templated line per customer.', root: agent('FunctionAgent.run', { user_msg: goal }, null, ch, { framework: 'llama-index' }) };
},
// 03 cooperage barrel branding — Haystack
(N) => {
  const goal = 'Register the six new sherry butts in the cask ledger and assign them to the Speyside filling run.';
  const casks = ['SB-4410', 'SB-4411', 'SB-4412', 'SB-4415', 'SB-4416', 'SB-4419'];
  const ch = [];
  casks.forEach((c) => {
    ch.push(llm('OpenAIChatGenerator', { messages: '[…]' }, { replies: [{ tool_call: { tool_name: 'ledger_register', arguments: { cask: c, type: 'sherry butt', run: 'SPY-11' } } }] }, {}));
    ch.push(tool('ToolInvoker', { cask: c }, { result: '{"status":"registered"}' }, {}));
  });
  ch.push(llm('OpenAIChatGenerator', { messages: '[…]' }, { replies: [{ text: casks.map((c) => `Cask ${c} registered to run SPY-11.`).join(' ') + ' Done.' }] }, {}));
  return { goal, isolates: 'Six distinct cask ids registered with identical "registered" acknowledgements, summarised one sentence per cask.', root: agent('Pipeline.run', { prompt: goal }, null, ch, { framework: 'haystack' }) };
},
// 04 bowling alley pinsetters — W&B Weave
(N) => {
  const goal = 'Reset the pinsetters on lanes 3, 7, 8 and 12 after the jam reports and confirm they are back online.';
  const lanes = [3, 7, 8, 12];
  const ch = [];
  lanes.forEach((l) => {
    ch.push(llm('openai.chat.completions.create', { messages: '[…]' }, { choices: [{ message: { tool_calls: [call(N, 'reset_pinsetter', { lane: l })] } }] }, { 'weave.op': 'openai.chat.completions.create' }));
    ch.push(tool('reset_pinsetter', { lane: l }, 'OK', { 'weave.op': 'reset_pinsetter', call_id: N.uuid() }));
  });
  ch.push(llm('openai.chat.completions.create', { messages: '[…]' }, { choices: [{ message: { content: lanes.map((l) => `Lane ${l} pinsetter reset and online.`).join('\n') } }] }, {}));
  return { goal, isolates: 'Four resets of four different lanes, each "OK", then a templated confirmation per lane.', root: agent('Agent.run', { goal }, null, ch, { 'weave.project': 'alley/ops' }) };
},
// 05 glassblowing studio kiln — Spring AI
(N) => {
  const goal = 'Schedule annealing for the five pieces made in today\'s hot shop session.';
  const pcs = [['vase-blue-01', 'AN-6mm'], ['bowl-amber-02', 'AN-10mm'], ['goblet-03', 'AN-4mm'], ['float-green-04', 'AN-8mm'], ['paperweight-05', 'AN-30mm']];
  const ch = [];
  pcs.forEach(([p, prog]) => {
    ch.push(llm('ChatClient.call', { messages: '[…]' }, { result: { output: { toolCalls: [{ name: 'queueAnneal', arguments: JSON.stringify({ piece: p, program: prog }) }] } } }, { 'spring.ai.model': 'gpt-4o-mini' }));
    ch.push(tool('ToolCallingManager.executeToolCalls queueAnneal', { piece: p, program: prog }, '{"ack":"queued"}', {}));
  });
  ch.push(llm('ChatClient.call', { messages: '[…]' }, { result: { output: { text: pcs.map(([p, g]) => `${p} queued on program ${g}.`).join(' ') + ' All five pieces will be out of the lehr by morning.' } } }, {}));
  return { goal, isolates: 'Five pieces queued for annealing with identical "queued" acks and a templated sentence each, then done.', root: agent('ChatClient.prompt', { user: goal }, null, ch, { framework: 'spring-ai' }) };
},
// 06 stamp dealer lot listing — Claude Agent SDK
(N) => {
  const goal = 'List the seven auction lots from the Penny Red consignment on the dealer site.';
  const lots = ['Plate 77 used', 'Plate 225 mint', 'Plate 71 block of 4', 'Plate 148 on cover', 'Plate 210 used', 'Plate 5 imperforate', 'Plate 122 pair'];
  const ch = [];
  lots.forEach((l, i) => {
    ch.push(llm('assistant', { messages: '[…]' }, { content: [{ type: 'tool_use', id: 'toolu_' + N.b62(22), name: 'mcp__shop__create_listing', input: { lot: i + 101, title: `GB 1d Penny Red ${l}` } }] }, {}));
    ch.push(tool('mcp__shop__create_listing', { lot: i + 101 }, [{ type: 'text', text: 'created' }], {}));
  });
  ch.push(llm('assistant', { messages: '[…]' }, { content: [{ type: 'text', text: lots.map((l, i) => `Lot ${i + 101} (${l}) listed.`).join(' ') }] }, {}));
  return { goal, isolates: 'Seven distinct lots created via the same MCP tool, each answered "created", one templated sentence per lot.', root: agent('claude-agent-sdk session', { prompt: goal }, { subtype: 'success' }, ch, { framework: 'claude-agent-sdk' }) };
},
] };
