import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'restated-long-thought';
export const loop = true;
export const scenarios = [
{
  domain: 'ice-core sample archive (freezer relocation)', style: 'LangSmith / LangGraph run tree',
  goal: 'Move ice-core sections GISP-D 1402-1410 m from freezer B3 to the -36C vault and update the archive ledger.',
  isolates: 'A long planning message is restated almost word for word after a lookup returns the same rack map it returned before.',
  stagnation: true,
  build(id) { const n = noise(id);
    const plan = 'Plan: the sections 1402 to 1410 metres sit in freezer B3 rack 7, but the vault ledger requires a chain-of-custody form before any core leaves B3, so I first need the custody form id from the archive, then I can book the cold cart and move the nine tubes in two trips keeping them below minus thirty degrees.';
    const rack = () => ({ freezer: 'B3', rack: 7, slots: ['7-01', '7-02', '7-03', '7-04', '7-05', '7-06', '7-07', '7-08', '7-09'], temp_c: -34.8, probe_read_at: n.iso(), source: n.host('cryo-db') });
    return agent('LangGraph', { messages: [{ type: 'human', content: this.goal }] }, null, [
      span('chain', 'agent', { messages: [] }, null, [
        llm('ChatOpenAI', { messages: [[sys('You are the archive steward agent.'), user(this.goal)]] }, { generations: [[{ text: '', message: { type: 'ai', content: '', tool_calls: [{ name: 'rack_lookup', args: { core: 'GISP-D', from_m: 1402, to_m: 1410 }, id: 'call_' + n.b62(20) }] } }]] }, { ls_model_name: 'gpt-4o-2024-08-06', ls_provider: 'openai', token_usage: usage(n) }),
      ]),
      span('chain', 'tools', { tool_calls: 1 }, null, [tool('rack_lookup', { core: 'GISP-D', from_m: 1402, to_m: 1410 }, JSON.stringify(rack()), { run_id: n.uuid() })]),
      span('chain', 'agent', {}, null, [llm('ChatOpenAI', { messages: [['...', 'tool: rack_lookup']] }, { generations: [[{ text: plan, message: { type: 'ai', content: plan, tool_calls: [{ name: 'rack_lookup', args: { core: 'GISP-D', from_m: 1402, to_m: 1410, include_custody: true }, id: 'call_' + n.b62(20) }] } }]] }, { ls_model_name: 'gpt-4o-2024-08-06', token_usage: usage(n) })]),
      span('chain', 'tools', { tool_calls: 1 }, null, [tool('rack_lookup', { core: 'GISP-D', from_m: 1402, to_m: 1410, include_custody: true }, JSON.stringify(rack()), { run_id: n.uuid(), note: 'include_custody ignored: field not supported' })]),
      span('chain', 'agent', {}, null, [llm('ChatOpenAI', { messages: [['...', 'tool: rack_lookup']] }, { generations: [[{ text: plan.replace('so I first need', 'so first I need').replace('in two trips', 'in two separate trips'), message: { type: 'ai', content: plan.replace('so I first need', 'so first I need').replace('in two trips', 'in two separate trips') } }]] }, { ls_model_name: 'gpt-4o-2024-08-06', token_usage: usage(n), finish_reason: 'length' })]),
    ], { ls_run_id: n.uuid(), thread_id: n.uuid(), recursion_limit: 25, status: 'interrupted' });
  },
},
{
  domain: 'narrowboat lock bookings on a canal flight', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
  goal: 'Book passage for narrowboat "Kingfisher Lass" through the Caen Hill flight on Saturday morning, avoiding the 10:00 maintenance closure.',
  isolates: 'The assistant repeats its full reasoning about the closure window after the availability tool gives the same answer again.',
  stagnation: true,
  build(id) { const n = noise(id);
    const think = 'The Caen Hill flight has twenty-nine locks and the maintenance closure starts at ten, so the boat must enter lock 22 by 07:30 to clear the flight before the closure, which means I should look for the earliest Saturday slot and confirm the lock keeper shift covers it.';
    const avail = () => ({ flight: 'CAEN-HILL', date: '2026-06-13', slots: [{ start: '08:15', locks: '22-50', keeper: 'on duty' }, { start: '13:30', locks: '22-50', keeper: 'on duty' }], closure: { from: '10:00', to: '12:30', reason: 'gate paddle repair lock 41' }, generated: n.isoNoMs(), etag: n.etag() });
    const gen = (txt, calls) => span('ai.generateText.doGenerate', 'ai.generateText.doGenerate', { 'ai.prompt.messages': '[{"role":"user","content":"..."}]' }, { 'ai.response.text': txt, 'ai.response.toolCalls': JSON.stringify(calls) }, [], { metadata: { 'ai.model.id': 'claude-3-5-sonnet-20241022', 'ai.model.provider': 'anthropic.messages', 'ai.response.id': 'msg_' + n.b62(24), 'ai.usage.promptTokens': n.int(900, 2000), 'ai.usage.completionTokens': n.int(60, 200), 'ai.response.finishReason': 'tool-calls' } });
    const call = (args) => span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'checkLockAvailability', 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(avail()) }, [], { metadata: { 'ai.toolCall.id': 'toolu_' + n.b62(22), 'operation.name': 'ai.toolCall' } });
    return agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: this.goal }) }, { 'ai.response.text': '' }, [
      gen('', [{ toolName: 'checkLockAvailability', args: { flight: 'CAEN-HILL', date: '2026-06-13' } }]),
      call({ flight: 'CAEN-HILL', date: '2026-06-13' }),
      gen(think, [{ toolName: 'checkLockAvailability', args: { flight: 'CAEN-HILL', date: '2026-06-13', from: '06:00' } }]),
      call({ flight: 'CAEN-HILL', date: '2026-06-13', from: '06:00' }),
      gen(think.replace('which means I should look', 'which means I need to look'), []),
    ], { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 5, 'ai.telemetry.functionId': 'lock-booker', 'resource.name': 'canal-desk' });
  },
},
{
  domain: 'truffle-dog training log review', style: 'Anthropic Messages API logs',
  goal: 'From the training log, decide whether the lagotto "Brina" is ready for the certified black-truffle field test next week.',
  isolates: 'A long assessment paragraph is emitted twice in a row with one cosmetic change and no new log data between them.',
  stagnation: true,
  build(id) { const n = noise(id);
    const assess = 'Brina found the buried Tuber melanosporum samples in nine of twelve trials, but three of the misses were on frozen samples and the certification protocol uses fresh truffles only, so the relevant hit rate is nine of nine on fresh samples and she appears ready, provided the handler confirms she no longer digs after indicating.';
    const msg = (content, stop) => ({ id: 'msg_' + n.b62(24), type: 'message', role: 'assistant', model: 'claude-3-5-haiku-20241022', content, stop_reason: stop, usage: { input_tokens: n.int(1500, 3000), output_tokens: n.int(80, 220), cache_read_input_tokens: n.int(0, 1200) } });
    const hdr = () => ({ 'request-id': 'req_' + n.b62(24), 'anthropic-ratelimit-tokens-remaining': String(n.int(38000, 40000)), date: n.http() });
    const log = () => ({ dog: 'Brina', sessions: [{ d: '2026-04-02', trials: 4, hits: 3, sample: 'frozen+fresh' }, { d: '2026-04-09', trials: 4, hits: 3, sample: 'frozen+fresh' }, { d: '2026-04-16', trials: 4, hits: 3, sample: 'fresh' }], handler_note: null, exported_at: n.iso() });
    const tu1 = 'toolu_' + n.b62(22), tu2 = 'toolu_' + n.b62(22);
    return agent('messages-session', { system: 'You are a working-dog training assistant.', messages: [user(this.goal)] }, null, [
      llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: [user(this.goal)] }, msg([{ type: 'tool_use', id: tu1, name: 'get_training_log', input: { dog: 'Brina', last_n_sessions: 3 } }], 'tool_use'), { response_headers: hdr() }),
      tool('get_training_log', { dog: 'Brina', last_n_sessions: 3 }, { type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(log()) }),
      llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', messages: ['...', { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1 }] }] }, msg([{ type: 'text', text: assess }, { type: 'tool_use', id: tu2, name: 'get_training_log', input: { dog: 'Brina', last_n_sessions: 3, include_notes: true } }], 'tool_use'), { response_headers: hdr() }),
      tool('get_training_log', { dog: 'Brina', last_n_sessions: 3, include_notes: true }, { type: 'tool_result', tool_use_id: tu2, content: JSON.stringify(log()) }),
      llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', messages: ['...'] }, msg([{ type: 'text', text: assess.replace('she appears ready', 'she seems ready') }], 'max_tokens'), { response_headers: hdr() }),
    ], { session_id: n.uuid(), workspace: 'kennel-ops' });
  },
},
{
  domain: 'hot-air balloon launch permits', style: 'OpenAI Agents SDK traces',
  goal: 'File a launch notice for balloon G-BZRV from Ashton Court field for the dawn slot tomorrow, checking wind limits first.',
  isolates: 'The agent restates its whole wind-limit reasoning a second time after the forecast tool returns the same TAF, then the run hits max turns.',
  stagnation: true,
  build(id) { const n = noise(id);
    const r = 'Surface wind forecast is 240 at 8 knots gusting 14, and the operator limit for this envelope is 10 knots sustained with gusts under 15, so dawn launch is legal but marginal; before filing the notice I must check whether the 1000 ft wind exceeds 25 knots, because the landowner agreement forbids drifting over the Avon gorge.';
    const taf = () => `TAF EGGD ${n.pick(['112300Z', '112303Z'])} 1200/1224 24008G14KT 9999 FEW035 BECMG 1209/1211 25012KT\n-- fetched ${n.isoNoMs()} via ${n.host('metproxy')} (cache ${n.pick(['HIT', 'MISS'])})`;
    const gen = (out) => span('generation', 'Generation', { model: 'gpt-4.1', input: [{ role: 'user', content: '...' }] }, out, [], { metadata: { span_id: 'span_' + n.hex(24), usage: { input_tokens: n.int(800, 1600), output_tokens: n.int(40, 180) } } });
    const fn = (args) => span('function', 'get_forecast', JSON.stringify(args), taf(), [], { metadata: { span_id: 'span_' + n.hex(24), started_at: n.iso(), ended_at: n.iso() } });
    return agent('Agent workflow', { input: this.goal }, null, [
      span('agent', 'Balloon dispatcher', { tools: ['get_forecast', 'file_launch_notice'], handoffs: [] }, null, [
        gen([{ type: 'function_call', name: 'get_forecast', arguments: '{"station":"EGGD","kind":"taf"}', call_id: 'call_' + n.b62(24) }]),
        fn({ station: 'EGGD', kind: 'taf' }),
        gen([{ type: 'message', content: [{ type: 'output_text', text: r }] }, { type: 'function_call', name: 'get_forecast', arguments: '{"station":"EGGD","kind":"taf","levels":["1000ft"]}', call_id: 'call_' + n.b62(24) }]),
        fn({ station: 'EGGD', kind: 'taf', levels: ['1000ft'] }),
        gen([{ type: 'message', content: [{ type: 'output_text', text: r.replace('legal but marginal', 'legal though marginal') }] }]),
      ], { metadata: { output_type: 'str' } }),
    ], { trace_id: 'trace_' + n.hex(32), workflow_name: 'launch-notice', error: 'MaxTurnsExceeded: max_turns=4' });
  },
},
{
  domain: 'letterpress type foundry matrix reorder', style: 'smolagents CodeAgent steps',
  goal: 'Find which 12pt Caslon matrices are worn out in the foundry inventory and draft a recut order to the matrix engraver.',
  isolates: 'The CodeAgent writes the same long Thought twice around a code step whose printed output is unchanged.',
  stagnation: true,
  build(id) { const n = noise(id);
    const th = 'Thought: The inventory marks a matrix worn when the depth gauge reading is under 0.048 inch, and the 12pt Caslon fount has ninety-six matrices, so I will filter the inventory for Caslon 12pt with depth below that threshold and then group the worn sorts by character so the engraver receives one line per letter.';
    const code = 'worn = [m for m in inventory(face="Caslon", size=12) if m["depth_in"] < 0.048]\nprint(len(worn), sorted({m["char"] for m in worn}))';
    const obs = () => `Execution logs:\n7 ['a', 'e', 'e', 'n', 'o', 's', 't']\nLast output from code snippet:\nNone\n[step took ${n.dur()}]`;
    const step = (i, text, out) => span('chain', `Step ${i}`, { step_number: i }, out, [
      llm('LiteLLMModel.__call__', { messages: [sys('You are an expert assistant who can solve any task using code blobs.'), user(this.goal)] }, text, { model_id: 'gpt-4o-mini', input_token_count: n.int(2000, 4000), output_token_count: n.int(90, 200) }),
      tool('python_interpreter', { code }, obs()),
    ], { metadata: { start_time: n.epoch() + 0.123, duration: n.int(2, 9) + n.r() } });
    return agent('CodeAgent.run', { task: this.goal, max_steps: 6 }, null, [
      step(1, th + '\nCode:\n```py\n' + code + '\n```<end_code>', null),
      step(2, th.replace('so I will filter', 'so I should filter') + '\nCode:\n```py\n' + code + '\n```<end_code>', null),
    ], { smolagents_version: '1.9.2', agent_name: 'foundry_clerk', run_state: 'cancelled by user' });
  },
},
{
  domain: 'kelp farming lease renewal', style: 'OpenInference / Arize Phoenix',
  goal: 'Prepare the renewal application for kelp lease KL-0417 in Loch Fyne, including the last two seasons of harvest tonnage.',
  isolates: 'An identical long reasoning step appears twice with nothing observed in between, then the run ends without an answer.',
  stagnation: true,
  build(id) { const n = noise(id);
    const th = 'To renew lease KL-0417 the Crown Estate form needs the seabed footprint, the longline count and harvest tonnage for the 2024 and 2025 seasons; the footprint and longline count are in the original lease, while tonnage has to come from the landing declarations, which are filed per vessel rather than per lease, so I must map the lease to its two service vessels first.';
    const L = (text, extra = {}) => llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You help aquaculture operators with licensing.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': this.goal }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text, ...extra }, { 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': n.int(700, 1500), 'llm.token_count.completion': n.int(70, 200), 'openinference.span.kind': 'LLM' });
    return agent('AgentExecutor', { 'openinference.span.kind': 'AGENT', 'input.value': this.goal }, { 'output.value': null }, [
      L('', { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_lease', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"lease_id": "KL-0417"}' }),
      tool('get_lease', { 'openinference.span.kind': 'TOOL', 'tool.name': 'get_lease', 'tool.parameters': '{"lease_id": "KL-0417"}' }, { 'output.value': JSON.stringify({ lease_id: 'KL-0417', site: 'Loch Fyne / Ardkinglas', footprint_ha: 4.2, longlines: 18, vessels: ['MV Sgarbh', 'RIB Ròn'], retrieved: n.iso() }) }, { 'openinference.span.kind': 'TOOL' }),
      L(th),
      L(th.replace('has to come from', 'must come from')),
    ], { 'session.id': n.uuid(), 'openinference.span.kind': 'AGENT', status_code: 'ERROR', status_message: 'context deadline exceeded' });
  },
},
];
