// Family: echoed_long_step (loop: true). One long reasoning step restated near-verbatim once,
// nothing new observed in between; then the run stops or is cut off.
import { span, llm, tool, agent, sys, user } from './lib.mjs';

export const scenarios = [
  // 01 harpsichord restoration — Anthropic Messages API request/response logs
  (N) => {
    const model = 'claude-3-5-sonnet-20241022';
    const plan = 'The 1769 Kirckman has two 8-foot choirs and a 4-foot; the lower 8 jacks use Delrin plectra cut to 0.38 mm while the upper 8 still carry the original crow quill on about a third of the jacks. Before I voice anything I should check which jacks in the upper register were re-quilled last season, because voicing Delrin against quill on the same manual will make the touch uneven, and then I will produce a voicing order starting from the bass of the upper 8.';
    const plan2 = 'The 1769 Kirckman has two 8-foot choirs and a 4-foot; the lower 8 jacks use Delrin plectra cut to 0.38 mm while the upper 8 still carries original crow quill on roughly a third of the jacks. Before voicing anything I should check which jacks in the upper register were re-quilled last season, because voicing Delrin against quill on the same manual makes the touch uneven; then I will produce a voicing order starting from the bass of the upper 8.';
    const reg = { instrument: 'Kirckman 1769 (workshop #HK-041)', register: 'upper_8', jacks: 61, plectra: { delrin: 40, crow_quill: 21 }, last_requilled: null, notes: 'register log page missing for 2024 season', fetched_at: N.iso() };
    const tu1 = 'toolu_01' + N.b62(22), tu2 = 'toolu_01' + N.b62(22);
    const msgs = [user('Draw up a voicing order for the upper 8-foot register of the Kirckman before Thursday\'s recital tuning. Use the workshop register tool.')];
    const c1 = [{ type: 'text', text: plan }, { type: 'tool_use', id: tu1, name: 'get_jack_register', input: { instrument_id: 'HK-041', register: 'upper_8' } }];
    const r1 = { ...reg };
    N.tick(1800);
    const r2 = { ...reg, fetched_at: N.iso() };
    const c2 = [{ type: 'text', text: plan2 }, { type: 'tool_use', id: tu2, name: 'get_jack_register', input: { instrument_id: 'HK-041', register: 'upper_8' } }];
    const usage = () => ({ input_tokens: N.int(1400, 2600), output_tokens: N.int(150, 260), cache_read_input_tokens: N.pick([0, 1024]) });
    return {
      isolates: 'A long planning paragraph about harpsichord jack voicing is restated almost word for word after a tool call that returned the same register record, then the run hits its turn cap.',
      stagnation: true,
      goal: 'Produce a voicing order for the upper 8-foot register of a 1769 Kirckman harpsichord using the workshop jack register.',
      root: agent('workshop-assistant', { messages: msgs }, { stop: 'max_turns_reached', turns: 2 }, [
        llm('POST /v1/messages', { model, max_tokens: 1024, system: 'You are the restoration workshop assistant. Be precise about plectra materials.', messages: msgs, tools: [{ name: 'get_jack_register', input_schema: { type: 'object', properties: { instrument_id: { type: 'string' }, register: { type: 'string' } } } }] },
          { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content: c1, stop_reason: 'tool_use', usage: usage() }, { 'request-id': N.reqId('req_011C'), latency_ms: N.ms(2000, 6000), 'anthropic-ratelimit-tokens-remaining': N.int(70000, 80000) }),
        tool('get_jack_register', { instrument_id: 'HK-041', register: 'upper_8' }, { type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(r1) }, { duration_ms: N.ms(30, 200) }),
        llm('POST /v1/messages', { model, max_tokens: 1024, messages: [...msgs, { role: 'assistant', content: c1 }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(r1) }] }] },
          { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content: c2, stop_reason: 'tool_use', usage: usage() }, { 'request-id': N.reqId('req_011C'), latency_ms: N.ms(2000, 6000), 'anthropic-ratelimit-tokens-remaining': N.int(60000, 70000) }),
        tool('get_jack_register', { instrument_id: 'HK-041', register: 'upper_8' }, { type: 'tool_result', tool_use_id: tu2, content: JSON.stringify(r2) }, { duration_ms: N.ms(30, 200) }),
        span('event', 'harness.stop', { max_turns: 2 }, { reason: 'max_turns_reached', at: N.iso(N.tick()) }),
      ]),
    };
  },

  // 02 sea-salt smokery — LangGraph run tree (LangSmith)
  (N) => {
    const thought = 'Lot SS-2291 is the cold-smoked Anglesey flake from kiln 3. The certificate needs moisture under 2.0 percent, a clean lead result, and the oak-chip supplier declaration. The lab record shows moisture 1.7 and lead below the limit of detection, but the supplier declaration field is empty, so I cannot sign the certificate yet; I should look up whether the chip supplier declaration was filed against the kiln log instead of the lot.';
    const thought2 = 'Lot SS-2291 is the cold-smoked Anglesey flake from kiln 3. The certificate needs moisture under 2.0 percent, a clean lead result and the oak-chip supplier declaration. The lab record shows moisture 1.7 and lead below the limit of detection, but the supplier declaration field is empty, so I cannot sign the certificate yet; I should check whether the chip supplier declaration was filed against the kiln log rather than the lot.';
    const runId = () => N.uuid();
    const lab = { lot: 'SS-2291', product: 'cold-smoked flake', kiln: 3, moisture_pct: 1.7, pb_mg_kg: '<LOD (0.02)', supplier_declaration: null, lims_ref: 'LIMS-' + N.int(40000, 49999) };
    const call1 = 'call_' + N.b62(24), call2 = 'call_' + N.b62(24);
    return {
      isolates: 'In a LangGraph agent, the reasoning about a smoked-salt lot certificate is emitted twice nearly verbatim with an identical lab lookup in between; the graph then aborts on the recursion limit.',
      stagnation: true,
      goal: 'Prepare the food-safety certificate for smoked sea-salt lot SS-2291 or say exactly what is missing.',
      root: agent('LangGraph', { messages: [{ type: 'human', content: 'Certificate for lot SS-2291 please — buyer wants it today.' }] }, null, [
        span('chain', 'agent', { messages: 1 }, null, [
          llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'You certify smokery lots. Never sign without all three documents.' }, { type: 'human', content: 'Certificate for lot SS-2291 please — buyer wants it today.' }]] },
            { generations: [[{ text: thought, message: { type: 'ai', content: thought, tool_calls: [{ name: 'lims_lookup', args: { lot: 'SS-2291' }, id: call1 }] } }]], llm_output: { token_usage: { prompt_tokens: N.int(600, 900), completion_tokens: N.int(110, 140) }, model_name: 'gpt-4o-2024-08-06' } },
            { ls_provider: 'openai', ls_model_name: 'gpt-4o', langgraph_step: 1, langgraph_node: 'agent', run_id: runId() }),
        ], { metadata: { langgraph_step: 1, run_id: runId() } }),
        span('chain', 'tools', { tool_calls: 1 }, null, [
          tool('lims_lookup', { lot: 'SS-2291' }, { content: JSON.stringify(lab), tool_call_id: call1, status: 'success' }, { langgraph_step: 2, run_id: runId(), start_time: N.iso(N.tick()) }),
        ], { metadata: { langgraph_step: 2 } }),
        span('chain', 'agent', { messages: 3 }, null, [
          llm('ChatOpenAI', { messages: [['…3 messages…']] },
            { generations: [[{ text: thought2, message: { type: 'ai', content: thought2, tool_calls: [{ name: 'lims_lookup', args: { lot: 'SS-2291' }, id: call2 }] } }]], llm_output: { token_usage: { prompt_tokens: N.int(900, 1200), completion_tokens: N.int(110, 140) }, model_name: 'gpt-4o-2024-08-06' } },
            { ls_provider: 'openai', ls_model_name: 'gpt-4o', langgraph_step: 3, langgraph_node: 'agent', run_id: runId() }),
        ], { metadata: { langgraph_step: 3 } }),
        span('chain', 'tools', { tool_calls: 1 }, null, [
          tool('lims_lookup', { lot: 'SS-2291' }, { content: JSON.stringify({ ...lab }), tool_call_id: call2, status: 'success' }, { langgraph_step: 4, run_id: runId(), start_time: N.iso(N.tick()) }),
        ], { metadata: { langgraph_step: 4 } }),
      ], { error: 'GraphRecursionError: Recursion limit of 4 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', metadata: { thread_id: N.uuid(), ls_run_depth: 0 } }),
    };
  },

  // 03 avalanche-dog kennel — CrewAI
  (N) => {
    const th = 'Thought: Kaya and Bruno both need a buried-victim search above 2,400 m this week, but the snow profile on the Lagalb training slope shows a weak facet layer at 60 cm, so a deep burial trench there is unsafe; I should move the deep-burial drills to the Diavolezza bowl and keep Lagalb for the surface article searches, then assign handlers by who has a valid winter rescue certificate.';
    const th2 = 'Thought: Kaya and Bruno both need a buried-victim search above 2,400 m this week, but the snow profile on the Lagalb training slope shows a weak facet layer at 60 cm, so digging a deep burial trench there is unsafe; I should move the deep-burial drills to the Diavolezza bowl and keep Lagalb for surface article searches, then assign handlers by who holds a valid winter rescue certificate.';
    const obs = `Handlers with valid certificate (as of ${N.isoNoMs()}): Gian (exp 2026-04), Seraina (exp 2025-12), Luca (EXPIRED 2024-11)`;
    return {
      isolates: 'A CrewAI agent writes a long Thought about avalanche-dog drill placement, checks the handler roster, and then emits the same Thought again nearly verbatim before the crew run is stopped.',
      stagnation: true,
      goal: 'Plan this week\'s avalanche search-dog drills for Kaya and Bruno, choosing safe slopes and certified handlers.',
      root: agent('Crew.kickoff', { inputs: { week: '2025-W06', dogs: ['Kaya', 'Bruno'] } }, null, [
        span('task', 'Task: Plan weekly drills', { description: 'Plan burial drills for the listed dogs', expected_output: 'Schedule table with slope, drill type, handler' }, null, [
          agent('Agent: Kennel Training Coordinator', { role: 'Kennel Training Coordinator', goal: 'Safe, certified drill schedule' }, null, [
            llm('LLM.call', { model: 'gpt-4o-mini', messages: [sys('You are Kennel Training Coordinator. Use tools when needed. Format: Thought/Action/Action Input/Observation.'), user('Plan burial drills for Kaya and Bruno.')] }, th + '\nAction: handler_roster\nAction Input: {"filter": "winter_rescue_cert"}', { crewai_version: '0.86.0', tokens: N.int(700, 900) }),
            tool('handler_roster', { filter: 'winter_rescue_cert' }, obs, { tool_usage_id: N.uuid(), cache_hit: false }),
            llm('LLM.call', { model: 'gpt-4o-mini', messages: ['…', { role: 'user', content: 'Observation: ' + obs }] }, th2 + '\nAction: handler_roster\nAction Input: {"filter": "winter_rescue_cert"}', { crewai_version: '0.86.0', tokens: N.int(900, 1100) }),
            tool('handler_roster', { filter: 'winter_rescue_cert' }, 'I tried reusing the same input, I must stop using this action input. I\'ll try something else instead.', { cache_hit: true }),
          ]),
        ], { error: 'Agent stopped due to iteration limit or time limit.' }),
      ], { metadata: { crew_id: N.uuid(), process: 'sequential', execution_ms: N.ms(9000, 20000) } }),
    };
  },

  // 04 mountain observatory cloud camera — smolagents CodeAgent
  (N) => {
    const reason = 'The all-sky camera at the Gornergrat dome saved frames every 90 s overnight; to decide whether the dome can open I need the cloud fraction in the last 30 minutes. The frames after 02:10 are saturated by the moon, so the segmentation gives nonsense; I will mask the moon quadrant and recompute the cloud fraction only on the remaining three quadrants, then compare to the 0.3 opening threshold.';
    const reason2 = 'The all-sky camera at the Gornergrat dome saved frames every 90 s overnight; to decide whether the dome can open I need the cloud fraction over the last 30 minutes. Frames after 02:10 are saturated by the moon, so segmentation gives nonsense; I will mask the moon quadrant and recompute the cloud fraction on the remaining three quadrants only, then compare against the 0.3 opening threshold.';
    const code = 'frames = list_frames(since_minutes=30)\nfrac = cloud_fraction(frames, mask_quadrant="NE")\nprint(frac)';
    const out = (d) => `Execution logs:\n{'frames': 20, 'masked': 'NE', 'cloud_fraction': None, 'warning': 'mask_quadrant ignored: frames are full-disk saturated'}\nLast output from code snippet:\nNone`;
    const stepSpan = (i, text, logs) => span('chain', `Step ${i}`, { step_number: i }, { observations: logs }, [
      llm('OpenAIServerModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs…' }, { role: 'user', content: 'New task: can the dome open now?' }] }, { role: 'assistant', content: `Thought: ${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_tokens: N.int(2000, 3000), output_tokens: N.int(140, 190) }),
      tool('python_interpreter', { code }, logs, { duration_s: N.secs(0.4, 3) }),
    ], { metadata: { start_time: N.epoch(N.tick(90000)), duration: Number(N.secs(3, 12)) } });
    return {
      isolates: 'A smolagents CodeAgent restates its long moon-masking plan for cloud-camera frames nearly verbatim after the same code returned the same warning, then is cut off by max_steps.',
      stagnation: true,
      goal: 'Decide from the observatory all-sky camera whether cloud cover allows opening the telescope dome now.',
      root: agent('CodeAgent.run', { task: 'Using the all-sky camera frames, decide whether the dome can open now (cloud fraction < 0.3).', max_steps: 2 }, null, [
        stepSpan(1, reason, out()),
        stepSpan(2, reason2, out()),
        span('chain', 'final_answer', { reason: 'max_steps' }, null, [], { error: 'Reached max steps.' }),
      ], { metadata: { smolagents_version: '1.9.2', session: N.uuid() } }),
    };
  },

  // 05 tapestry loom warp tension — Pydantic AI via Logfire
  (N) => {
    const t1 = 'The Gobelins-style haute-lisse loom has 1,840 warp ends at 8 ends per centimetre; the weaver reports the left selvedge is slack after re-beaming. The tension log gives the back-beam brake setting but not the per-section readings, so I cannot tell whether the slack is local to the first 40 cm or spread over the width; I need the sectional tension-meter readings before recommending a re-tension of the left section.';
    const t2 = 'The Gobelins-style haute-lisse loom has 1,840 warp ends at 8 ends per centimetre, and the weaver reports the left selvedge is slack after re-beaming. The tension log gives the back-beam brake setting but not per-section readings, so I cannot tell whether the slack is local to the first 40 cm or spread over the whole width; I need the sectional tension-meter readings before recommending a re-tension of the left section.';
    const log = { loom: 'HL-2', brake_setting: 'notch 5', reading_units: 'cN/end', sections: [], last_entry: N.isoOff(N.now(), 1), entered_by: 'm.duval' };
    const attrs = (extra) => ({ 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'logfire.span_type': 'span', ...extra });
    return {
      isolates: 'A Pydantic AI agent on a tapestry loom problem repeats its long reasoning about missing sectional tension readings nearly word for word after the tension log tool returns the same empty sections list.',
      stagnation: true,
      goal: 'Recommend how to fix the slack left selvedge on haute-lisse loom HL-2 after re-beaming.',
      root: agent('agent run', { prompt: 'Left selvedge is slack on HL-2 after re-beaming. What do we adjust?' }, null, [
        llm('chat gpt-4o', { messages: [{ role: 'user', parts: [{ part_kind: 'user-prompt', content: 'Left selvedge is slack on HL-2 after re-beaming. What do we adjust?' }] }] }, { parts: [{ part_kind: 'text', content: t1 }, { part_kind: 'tool-call', tool_name: 'tension_log', args: { loom: 'HL-2' }, tool_call_id: 'call_' + N.b62(24) }] }, attrs({ 'gen_ai.usage.input_tokens': N.int(500, 700), 'gen_ai.usage.output_tokens': N.int(100, 130) })),
        tool('running tool: tension_log', { loom: 'HL-2' }, log, attrs({ 'logfire.msg': 'running tool: tension_log', duration_ms: N.ms(20, 90) })),
        llm('chat gpt-4o', { messages: ['…', { parts: [{ part_kind: 'tool-return', tool_name: 'tension_log', content: log }] }] }, { parts: [{ part_kind: 'text', content: t2 }] }, attrs({ 'gen_ai.usage.input_tokens': N.int(800, 1000), 'gen_ai.usage.output_tokens': N.int(100, 130), 'gen_ai.response.finish_reasons': ['length'] })),
        span('chain', 'validate final_result', { output_type: 'TensionAdvice', raw: null }, null, [], { error: "1 validation error for TensionAdvice\n  Field required [type=missing, input_value={}, input_type=dict]", metadata: { retry: 1 } }),
      ], { error: 'UnexpectedModelBehavior: Exceeded maximum retries (1) for result validation', metadata: { 'logfire.msg': 'loom_advisor run', trace_id: N.hex(32) } }),
    };
  },

  // 06 hot-air balloon envelope inspection — Letta (MemGPT) agent steps
  (N) => {
    const inner = 'The annual inspection for G-BZKT needs a grab test on the crown panels and a porosity reading; the last porosity entry was 38 seconds on the Griffith tester, close to the 20-second rejection limit. I should pull the crown panel fabric batch and compare with the manufacturer\'s serviceable-life table before telling the pilot whether the envelope can fly this weekend.';
    const inner2 = 'The annual inspection for G-BZKT needs a grab test on the crown panels and a porosity reading; the last porosity entry was 38 seconds on the Griffith tester, which is close to the 20-second rejection limit. I should pull the crown panel fabric batch and compare it with the manufacturer\'s serviceable-life table before telling the pilot whether the envelope can fly this weekend.';
    const mem = { results: [{ timestamp: '2025-03-14 09:12:44 AM UTC+0000', content: 'G-BZKT crown porosity 38s Griffith, grab test 18kg pass, fabric batch unknown (label faded)' }], total: 1 };
    const step = (text, args, result) => [
      llm('agent_step', { messages: [{ role: 'user', content: '{"type": "heartbeat", "reason": "[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control"}' }] }, { id: 'message-' + N.uuid(), message_type: 'reasoning_message', reasoning: text, tool_call: { name: 'archival_memory_search', arguments: JSON.stringify(args) } }, { model: 'gpt-4o-mini', step_id: 'step-' + N.uuid() }),
      tool('archival_memory_search', args, { status: 'OK', message: JSON.stringify(result), time: N.syslog(N.tick()) }, { tool_call_id: 'call_' + N.b62(24) }),
    ];
    return {
      isolates: 'A Letta agent\'s inner monologue about a balloon envelope porosity check is repeated almost verbatim after an archival memory search returns the same single note, then the step budget ends.',
      stagnation: true,
      goal: 'Tell the pilot whether hot-air balloon G-BZKT\'s envelope passes its annual inspection in time for the weekend.',
      root: agent('letta.agent.step', { agent_id: 'agent-' + N.uuid(), message: 'Can G-BZKT fly Saturday? Inspection is due.' }, { stop_reason: 'max_steps', usage: { step_count: 2 } }, [
        ...step(inner, { query: 'G-BZKT crown panel fabric batch', page: 0 }, mem),
        ...step(inner2, { query: 'G-BZKT crown panel fabric batch', page: 0 }, mem),
      ], { letta_version: '0.6.4', user_id: 'user-' + N.uuid() }),
    };
  },
];
