// Loop family: the goal is met and confirmed by a tool result, but the agent keeps re-checking,
// re-submitting or re-announcing (3+ actions that learn nothing new) until a step limit.
import { rootAgent, agent, llm, tool, chain, span, retr, sys, user, asst, toolMsg, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'post_success_churn';
export const LOOP = true;

export const ROWS = [
{
  n: '01', stagnation: true,
  isolates: 'OpenHands trace in an orchid-nursery repo: the failing humidity-threshold test is fixed and the suite passes, then the agent reruns the same pytest command three more times with the same "all tests pass" thought.',
  goal: 'Fix the failing test in `greenhouse_ctl/tests/test_misting.py` for the Phalaenopsis house misting schedule.',
  build: (c) => {
    const ev = [];
    const pass = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0\nrootdir: /workspace/greenhouse_ctl\ncollected 48 items\n\ntests/test_misting.py ..........                                        [ 20%]\ntests/test_schedule.py ......................................            [100%]\n\n============================== 48 passed in ${(c.rand() * 2 + 1).toFixed(2)}s ==============================`;
    ev.push(span('action', 'CmdRunAction', { command: 'cd /workspace/greenhouse_ctl && python -m pytest -q tests/test_misting.py', thought: 'Run the failing test first.' }, { observation: 'run', content: `F.........\nFAILED tests/test_misting.py::test_phal_house_rh_floor - assert 0.55 == 0.6\n1 failed, 9 passed in 0.${c.int(30, 90)}s`, exit_code: 1 }, [], { metadata: { id: c.int(5, 20), timestamp: c.iso(), source: 'agent' } }));
    ev.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: '[14 messages]' }, { content: 'The RH floor constant uses 0.55 but the spec says 60% for Phalaenopsis. Fix the constant.', tool_calls: [{ function: { name: 'str_replace_editor', arguments: '{"command":"str_replace","path":"/workspace/greenhouse_ctl/greenhouse_ctl/misting.py","old_str":"PHAL_RH_FLOOR = 0.55","new_str":"PHAL_RH_FLOOR = 0.60"}' } }] }, { cost: 0.012 }));
    ev.push(span('action', 'FileEditAction', { path: '/workspace/greenhouse_ctl/greenhouse_ctl/misting.py', old_str: 'PHAL_RH_FLOOR = 0.55', new_str: 'PHAL_RH_FLOOR = 0.60' }, { observation: 'edit', content: 'The file /workspace/greenhouse_ctl/greenhouse_ctl/misting.py has been edited. Here\'s the result of running `cat -n` on a snippet:\n    11\tPHAL_RH_FLOOR = 0.60\n    12\tCATT_RH_FLOOR = 0.50' }));
    const thought = 'All tests pass now. Let me run the test suite again to make sure everything is working.';
    for (let i = 0; i < 4; i++) {
      if (i > 0) ev.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: `[${18 + i * 2} messages]` }, { content: thought, tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"cd /workspace/greenhouse_ctl && python -m pytest -q"}' } }] }, { cost: 0.014 }));
      ev.push(span('action', 'CmdRunAction', { command: 'cd /workspace/greenhouse_ctl && python -m pytest -q', thought: i === 0 ? 'Verify the fix.' : thought }, { observation: 'run', content: pass(), exit_code: 0, metadata: { pid: c.int(2000, 9000), working_dir: '/workspace/greenhouse_ctl', prefix: '[Python Interpreter: /openhands/poetry/openhands-ai-' + c.hex(8) + '-py3.12/bin/python]' } }));
    }
    ev.push(span('observation', 'AgentStateChangedObservation', null, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30' }));
    return agent('CodeActAgent', { task: 'Fix the failing test in greenhouse_ctl/tests/test_misting.py' }, { agent_state: 'error' }, ev, { openhands_version: '0.21.0', runtime: 'docker', sid: c.hex(32) });
  },
},
{
  n: '02', stagnation: true,
  isolates: 'W&B Weave calls for a pony-club camp registration: the booking is confirmed with a confirmation number, then the agent re-fetches the same booking three more times and re-announces the identical confirmation sentence.',
  goal: 'Register Maisie (age 11, own pony "Biscuit") for the July pony club camp, C-rally level, and confirm to the parent.',
  build: (c) => {
    const calls = [];
    const conf = 'Maisie is registered for the July camp (C-rally ride, stabling for Biscuit included). Confirmation number PCC-24-0713.';
    calls.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [user('Register Maisie for July camp with Biscuit, C rally')] }, { choices: [{ message: asst(null, [oaCall(c, 'register_rider', { rider: 'Maisie Holt', age: 11, pony: 'Biscuit', camp: 'JUL-2024', ride: 'C' })]) }] }, { 'weave.op': 'openai.chat.completions.create', call_id: c.uuid() }));
    calls.push(tool('register_rider', { rider: 'Maisie Holt', age: 11, pony: 'Biscuit', camp: 'JUL-2024', ride: 'C' }, { status: 'confirmed', confirmation: 'PCC-24-0713', stable: 'Block B box 7', invoice_gbp: 285, created_at: c.iso() }, { metadata: { 'weave.op': 'register_rider' } }));
    for (let i = 0; i < 4; i++) {
      calls.push(llm('openai.chat.completions.create', { model: 'gpt-4o' }, { choices: [{ message: asst(conf + (i < 3 ? ' Let me double-check the registration is saved.' : ''), i < 3 ? [oaCall(c, 'get_registration', { confirmation: 'PCC-24-0713' })] : undefined) }] }, { 'weave.op': 'openai.chat.completions.create' }));
      if (i < 3) calls.push(tool('get_registration', { confirmation: 'PCC-24-0713' }, { status: 'confirmed', confirmation: 'PCC-24-0713', rider: 'Maisie Holt', pony: 'Biscuit', ride: 'C', stable: 'Block B box 7', fetched: c.isoNoMs(), replica: c.host('pcdb'), _rev: `${c.int(3, 3)}-${c.hex(32)}` }, { metadata: { 'weave.op': 'get_registration' } }));
    }
    return agent('camp_registration_agent', { message: 'Register Maisie for July camp with Biscuit, C rally' }, { output: conf, stopped: 'max_iterations' }, calls, { 'weave.project': 'ponyclub/camp-bot', 'weave.op': 'Agent.run' });
  },
},
{
  n: '03', stagnation: false,
  isolates: 'Haystack pipeline with a tool-invoking agent for a terrazzo flooring firm: the quote PDF is emailed and a delivery receipt arrives, then the agent re-sends the same quote twice more and re-checks the mailbox, learning nothing new.',
  goal: 'Send quote Q-4471 for 68 m² of poured terrazzo (white Carrara chip, brass divider strips) to the architect.',
  build: (c) => {
    const k = [];
    k.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: 'send Q-4471 to the architect' }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'send_quote', arguments: { quote: 'Q-4471', to: 'studio@linea-arch.co' } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    k.push(tool('ToolInvoker', { tool: 'send_quote', quote: 'Q-4471', to: 'studio@linea-arch.co' }, { result: '{"sent":true,"message_id":"<' + c.hex(20) + '@mx.terrazzo-works.com>","attachment":"Q-4471_rev2.pdf","size_kb":412}' }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
    k.push(tool('ToolInvoker', { tool: 'check_delivery', message_id: 'latest' }, { result: `Delivered: 250 2.6.0 <${c.hex(20)}@mx.terrazzo-works.com> Queued mail for delivery -> studio@linea-arch.co (${c.syslog()})` }));
    const texts = ['The quote was delivered. I will send it once more to be safe in case the attachment was stripped.', 'Delivery confirmed again. Checking the mailbox for a bounce just in case.', 'No bounce. Sending one final copy so the architect definitely has it.'];
    const tools = [['send_quote', { quote: 'Q-4471', to: 'studio@linea-arch.co' }, { result: '{"sent":true,"message_id":"<' + c.hex(20) + '@mx.terrazzo-works.com>","attachment":"Q-4471_rev2.pdf","size_kb":412}' }], ['check_bounces', { since: '1h' }, { result: '[]' }], ['send_quote', { quote: 'Q-4471', to: 'studio@linea-arch.co' }, { result: '{"sent":true,"message_id":"<' + c.hex(20) + '@mx.terrazzo-works.com>","attachment":"Q-4471_rev2.pdf","size_kb":412}' }]];
    texts.forEach((t, i) => {
      k.push(llm('OpenAIChatGenerator', { messages: '[…]' }, { replies: [{ _role: 'assistant', _content: [{ text: t }, { tool_name: tools[i][0], arguments: tools[i][1] }] }] }));
      k.push(tool('ToolInvoker', { tool: tools[i][0], ...tools[i][1] }, tools[i][2]));
    });
    return rootAgent('Pipeline.run', { data: { agent: { messages: ['send Q-4471 to the architect'] } } }, { agent: { exit_reason: 'max_agent_steps (8) reached' } }, [agent('Agent', { system_prompt: 'You handle quotes for Mosaico Terrazzo Works.' }, null, k, { 'haystack.component.type': 'Agent' })], { 'haystack.pipeline.max_runs_per_component': 100 });
  },
},
{
  n: '04', stagnation: true,
  isolates: 'Inspect AI eval log for a travel agent task: the agent finds that the layover needs no transit visa (tool states "visa not required" with source), then calls the same check three more times and repeats the same answer text without submitting.',
  goal: 'Determine whether an Indian passport holder needs a transit visa for a 9-hour airside layover at Helsinki (HEL), and submit the answer.',
  build: (c) => {
    const msgs = [];
    const ans = 'An Indian citizen transiting airside at HEL within the Schengen international transit area does not need an airport transit visa, as long as they do not leave the transit zone.';
    msgs.push(llm('model', { messages: [{ role: 'system', content: 'Use check_transit_rules then call submit().' }, { role: 'user', content: 'IN passport, 9h airside at HEL, transit visa?' }] }, { message: { role: 'assistant', content: 'Checking transit rules.', tool_calls: [{ id: c.b62(10), function: 'check_transit_rules', arguments: { nationality: 'IN', airport: 'HEL', airside: true, hours: 9 } }] }, stop_reason: 'tool_calls' }, { inspect_event: 'model', model: 'openai/gpt-4o-mini' }));
    for (let i = 0; i < 4; i++) {
      msgs.push(tool('check_transit_rules', { nationality: 'IN', airport: 'HEL', airside: true, hours: 9 }, JSON.stringify({ atv_required: false, note: 'India not on Annex IV ATV list; airside transit permitted', source: 'Timatic', retrieved: c.isoNoMs(), ref: 'TIM-' + c.hex(10).toUpperCase() }), { metadata: { inspect_event: 'tool', working_time: Number((c.rand() * 1.5).toFixed(3)) } }));
      msgs.push(llm('model', { messages: `[${4 + i * 2} messages]` }, { message: { role: 'assistant', content: ans + (i < 3 ? ' Let me verify this once more.' : ''), tool_calls: i < 3 ? [{ id: c.b62(10), function: 'check_transit_rules', arguments: { nationality: 'IN', airport: 'HEL', airside: true, hours: 9 } }] : [] } }, { inspect_event: 'model' }));
    }
    return agent('sample', { id: 'transit_hel_in_09', epoch: 1, input: 'IN passport, 9h airside at HEL, transit visa?' }, { scores: { includes: { value: 'I', explanation: 'No submission' } }, limit: { type: 'message', limit: 10 } }, msgs, { eval: 'travel_rules_v3', task_file: 'travel_rules.py', model: 'openai/gpt-4o-mini' });
  },
},
{
  n: '05', stagnation: false,
  isolates: 'AgentOps session for a camel-dairy shipping desk: the cold-chain courier booking is accepted with an AWB number, then the agent re-submits the booking twice (getting "duplicate, existing AWB") and re-queries tracking twice, all unchanged.',
  goal: 'Book refrigerated courier pickup for 120 litres of camel milk from the Al Ain farm to the Dubai processing plant tomorrow 06:00.',
  build: (c) => {
    const ev = [];
    const awb = '176-' + c.int(10000000, 99999999);
    ev.push(llm('LLMEvent', { prompt: [user('Book reefer pickup 120L camel milk Al Ain→Dubai tomorrow 06:00')] }, { completion: { role: 'assistant', tool_calls: [oaCall(c, 'book_reefer', { litres: 120, from: 'AlAin-Farm-2', to: 'DXB-Plant', pickup: '06:00', temp_c: '2-4' })] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: c.iso() }));
    ev.push(tool('ToolEvent: book_reefer', { litres: 120 }, { status: 'ACCEPTED', awb, vehicle: 'Reefer van DXB-' + c.int(10000, 99999), eta_pickup: '06:00 GST', datalogger: 'TT4-' + c.hex(6) }, { metadata: { event_type: 'tools', end_timestamp: c.iso() } }));
    const redo = [['book_reefer', { status: 'DUPLICATE', awb, message: 'Booking already exists for this consignment' }, 'Booked. I will submit again to ensure the carrier has it.'], ['track', { awb, state: 'BOOKED', pickup_window: '05:45-06:15', updated: c.httpDate() }, 'Carrier has it. Checking tracking to see it registered.'], ['book_reefer', { status: 'DUPLICATE', awb, message: 'Booking already exists for this consignment' }, 'Still booked. Resubmitting in case the duplicate check hides a failure.'], ['track', { awb, state: 'BOOKED', pickup_window: '05:45-06:15', updated: c.httpDate() }, 'Let me look at tracking again.']];
    redo.forEach(([t, out, txt]) => {
      ev.push(llm('LLMEvent', { prompt: '[…]' }, { completion: { role: 'assistant', content: txt, tool_calls: [oaCall(c, t, t === 'track' ? { awb } : { litres: 120, from: 'AlAin-Farm-2', to: 'DXB-Plant' })] } }, { event_type: 'llms', model: 'gpt-4o' }));
      ev.push(tool('ToolEvent: ' + t, t === 'track' ? { awb } : { litres: 120 }, out, { metadata: { event_type: 'tools', latency_ms: c.ms() } }));
    });
    return agent('session', { tags: ['dairy-logistics'] }, { end_state: 'Indeterminate', end_state_reason: 'max steps' }, ev, { session_id: c.uuid(), agentops_sdk: '0.3.26', host_env: { OS: 'Linux', python: '3.11.9' } });
  },
},
{
  n: '06', stagnation: true,
  isolates: 'DSPy ReAct trajectory for a ukulele maker: the custom order\'s fret-slot CNC file is generated and validated OK, then the module keeps re-validating the same file and restating the same thought until max_iters.',
  goal: 'Generate and validate the CNC fret-slot file for a tenor ukulele with 17" scale and 19 frets, order UK-2290.',
  build: (c) => {
    const k = [];
    const file = '/jobs/UK-2290/frets_tenor_17in_19f.nc';
    k.push(llm('LM.__call__', { prompt: '[[ ## question ## ]]\nGenerate and validate CNC fret file for UK-2290 (tenor, 17in scale, 19 frets)' }, '[[ ## next_thought ## ]]\nI should generate the fret file.\n[[ ## next_tool_name ## ]]\ngen_fret_file\n[[ ## next_tool_args ## ]]\n{"scale_in": 17, "frets": 19, "order": "UK-2290"}', { model: 'openai/gpt-4o-mini', module: 'dspy.ReAct' }));
    k.push(tool('gen_fret_file', { scale_in: 17, frets: 19, order: 'UK-2290' }, { path: file, lines: 412, md5: c.hex(32), first_slot_mm: 24.464 }));
    const thought = 'The file has been validated successfully. I will validate it once more to be certain.';
    for (let i = 0; i < 4; i++) {
      k.push(llm('LM.__call__', { prompt: `[[ ## trajectory ## ]]\n… (${2 + i} steps)` }, `[[ ## next_thought ## ]]\n${i === 0 ? 'I should validate the file.' : thought}\n[[ ## next_tool_name ## ]]\nvalidate_gcode\n[[ ## next_tool_args ## ]]\n{"path": "${file}"}`, { model: 'openai/gpt-4o-mini' }));
      k.push(tool('validate_gcode', { path: file }, `ncviewer-cli 2.4\nparsed 412 lines in ${c.ms(8, 40)}ms\nbounds X[0.000,431.800] Y[-3.000,3.000] Z[-1.600,5.000]\nslots: 19, max deviation 0.002 mm\nRESULT: OK`));
    }
    return rootAgent('ReAct.forward', { question: 'Generate and validate CNC fret file for UK-2290' }, { error: 'max_iters=6 reached without calling finish' }, k, { dspy_version: '2.6.5' }, 'module');
  },
},
];
