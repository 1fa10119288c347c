import { agent, llm, tool, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'restated_long_step';
export const loop = true, stagnation = true;
export const isolates = 'A long reasoning/assistant step is repeated once near-verbatim with nothing new observed in between, then the run is cut off.';
export const meta = [
  ['01', 'bobsled track ice temperature logs', 'Vercel AI SDK ai.* spans'],
  ['02', 'lace museum loan agreements', 'Anthropic Messages API logs'],
  ['03', 'taiko drumming troupe tour booking', 'LangGraph / LangSmith'],
  ['04', 'surfboard shaping shop CNC files', 'smolagents'],
  ['05', 'Postgres autovacuum tuning', 'OpenInference / Arize Phoenix'],
  ['06', 'pedicab operator permit renewals', 'Agno (formerly phidata) — not in the list'],
];
export const rows = [
  (r) => {
    const T = 'The ice surface sensors on curve 11 and curve 12 report -4.1C and -4.3C, which is inside the homologation band of -3.5C to -6.0C, so the track can open for the two-man heats; I still need the refrigeration plant log to confirm the brine return temperature before I sign off on the morning session.';
    const T2 = 'The ice surface sensors on curves 11 and 12 report -4.1C and -4.3C, which is inside the homologation band of -3.5C to -6.0C, so the track can open for the two-man heats; I still need the refrigeration plant log to confirm the brine return temperature before I sign off on the morning session.';
    const q = { sensor_group: 'curves_11_12', window: '06:00-07:00' };
    const res = () => ({ readings: [{ id: 'C11-S2', c: -4.1 }, { id: 'C12-S1', c: -4.3 }], polled_at: r.iso(), gateway: r.host('icegw'), seq: r.int(88000, 89000) });
    return {
      goal: 'Confirm the bobsled track ice condition and refrigeration plant readings so the 08:00 two-man training heats can be released.',
      root: agent('ai.generateText', { prompt: 'Release check for 08:00 two-man heats' }, null, [
        llm('ai.generateText.doGenerate', { messages: [sys('You are the track operations assistant.'), usr('Can we release the 08:00 two-man heats?')] }, { toolCalls: [{ toolName: 'readIceSensors', args: q }] }, [], { metadata: { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.response.finishReason': 'tool-calls', 'ai.usage.promptTokens': r.int(900, 1200) } }),
        tool('ai.toolCall', { 'ai.toolCall.name': 'readIceSensors', 'ai.toolCall.args': JSON.stringify(q) }, res(), { metadata: { 'ai.toolCall.id': 'call_' + r.b62(20) } }),
        llm('ai.generateText.doGenerate', { messages: '[... 4 messages]' }, { text: T, toolCalls: [{ toolName: 'readIceSensors', args: q }] }, [], { metadata: { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.response.finishReason': 'tool-calls' } }),
        tool('ai.toolCall', { 'ai.toolCall.name': 'readIceSensors', 'ai.toolCall.args': JSON.stringify(q) }, res(), { metadata: { 'ai.toolCall.id': 'call_' + r.b62(20) } }),
        llm('ai.generateText.doGenerate', { messages: '[... 6 messages]' }, { text: T2 }, [], { metadata: { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.response.finishReason': 'length' } }),
      ], { metadata: { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 3, 'ai.telemetry.functionId': 'track-release' }, error: 'maxSteps (3) reached without final answer' }),
    };
  },
  (r) => {
    const A = "Looking at clause 7.2 of the loan agreement with the Musée de la Dentelle, the insurer requires nail-to-nail cover valued at EUR 48,000 for the Alençon needlepoint collar, and our current policy schedule lists only EUR 30,000, so before countersigning I should ask the registrar whether the rider was already issued and whether the courier arrangement in clause 9 is still the museum's own staff.";
    const B = "Looking at clause 7.2 of the loan agreement with the Musée de la Dentelle, the insurer requires nail-to-nail cover valued at EUR 48,000 for the Alençon needlepoint collar, and our policy schedule lists only EUR 30,000, so before countersigning I should ask the registrar whether the rider was already issued and whether the courier arrangement in clause 9 is still the museum's own staff.";
    const msg = (id, content, stop) => ({ id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', model: 'claude-3-5-sonnet-20241022', content, stop_reason: stop, usage: { input_tokens: r.int(3000, 5200), output_tokens: r.int(90, 260) } });
    const tid1 = 'toolu_01' + r.b62(22), tid2 = 'toolu_01' + r.b62(22);
    const policy = () => JSON.stringify({ policy: 'FA-2291-L', schedule: [{ object: 'Alençon needlepoint collar, c.1760', sum_insured_eur: 30000 }], generated: r.httpDate(), doc_rev: r.hex(7) });
    return {
      goal: 'Review the incoming loan agreement for an Alençon lace collar and list what must change before the lace museum can countersign.',
      root: agent('messages.session', { session: 'sess_' + r.b62(16) }, null, [
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 1024, system: 'You assist the registrar of a lace museum.', messages: [{ role: 'user', content: 'Please review the attached loan agreement (LA-2024-117) and tell me what we must fix before countersigning.' }] }, msg(0, [{ type: 'text', text: 'I will pull our insurance schedule first.' }, { type: 'tool_use', id: tid1, name: 'get_policy_schedule', input: { policy: 'FA-2291-L' } }], 'tool_use'), [], { metadata: { 'request-id': r.reqId('req_011'), 'anthropic-ratelimit-tokens-remaining': r.int(30000, 80000) } }),
        tool('get_policy_schedule', { policy: 'FA-2291-L' }, { type: 'tool_result', tool_use_id: tid1, content: policy() }),
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: '[3 messages]' }, msg(0, [{ type: 'text', text: A }, { type: 'tool_use', id: tid2, name: 'get_policy_schedule', input: { policy: 'FA-2291-L' } }], 'tool_use'), [], { metadata: { 'request-id': r.reqId('req_011') } }),
        tool('get_policy_schedule', { policy: 'FA-2291-L' }, { type: 'tool_result', tool_use_id: tid2, content: policy() }),
        llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: '[5 messages]' }, msg(0, [{ type: 'text', text: B }], 'max_tokens'), [], { metadata: { 'request-id': r.reqId('req_011') } }),
      ], { metadata: { log_source: 'anthropic-console-export' } }),
    };
  },
  (r) => {
    const P = 'Plan: the troupe needs three consecutive venues between 14 and 19 October with a stage depth of at least 8 metres for the odaiko stand, load-in access for a 7.5 tonne truck, and a curfew no earlier than 22:30; Kanazawa Civic Hall fits depth and curfew but I have not yet confirmed its truck access, so that is the next thing to check.';
    const P2 = 'Plan: the troupe needs three consecutive venues between 14 and 19 October with a stage depth of at least 8 metres for the odaiko stand, load-in access for a 7.5 tonne truck and a curfew no earlier than 22:30; Kanazawa Civic Hall fits depth and curfew but I have not yet confirmed its truck access, so that is the next thing to check.';
    const ts = r.isoOffset(9);
    return {
      goal: 'Book three consecutive venues for a taiko drumming troupe tour in mid-October that can fit the large odaiko drum and a 7.5 t truck.',
      root: chain('LangGraph', { messages: [{ type: 'human', content: 'Find 3 consecutive venues 14-19 Oct for the taiko tour.' }] }, null, [
        chain('planner', { step: 1 }, null, [
          llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'You plan tours.' }, { type: 'human', content: 'Find 3 consecutive venues 14-19 Oct for the taiko tour.' }]] }, { generations: [[{ text: 'I will list candidate halls in Hokuriku first.', message: { type: 'ai', tool_calls: [{ name: 'venue_search', args: { region: 'Hokuriku', min_stage_depth_m: 8 }, id: 'call_' + r.b62(20) }] } }]] }, [], { metadata: { ls_model_name: 'gpt-4o-mini', ls_provider: 'openai' } }),
        ]),
        chain('tools', {}, null, [tool('venue_search', { region: 'Hokuriku', min_stage_depth_m: 8 }, JSON.stringify({ results: [{ venue: 'Kanazawa Civic Hall', stage_depth_m: 9.5, curfew: '23:00' }, { venue: 'Toyama Aubade Hall', stage_depth_m: 12, curfew: '22:00' }], fetched_at: ts }))]),
        chain('planner', { step: 3 }, null, [
          llm('ChatOpenAI', { messages: '[4 messages]' }, { generations: [[{ text: P, message: { type: 'ai', content: P } }]] }, [], { metadata: { ls_model_name: 'gpt-4o-mini', langgraph_step: 3, langgraph_node: 'planner', run_id: r.uuid() } }),
        ]),
        chain('reflect', { step: 4 }, { next: 'planner' }),
        chain('planner', { step: 5 }, null, [
          llm('ChatOpenAI', { messages: '[6 messages]' }, { generations: [[{ text: P2, message: { type: 'ai', content: P2 } }]] }, [], { metadata: { ls_model_name: 'gpt-4o-mini', langgraph_step: 5, langgraph_node: 'planner', run_id: r.uuid() } }),
        ]),
      ], { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.', metadata: { thread_id: r.uuid(), langgraph_checkpoint_ns: '' } }),
    };
  },
  (r) => {
    const th = 'Thought: The rocker profile in the customer file FISH_6-2.s3dx has 5.8 cm of nose rocker while the order form says 4.5 cm; the CNC post-processor uses the file, not the form, so if I export now the blank will be cut with the wrong rocker. I must confirm with the shaper which value is intended before generating the G-code.';
    const th2 = 'Thought: The rocker profile in customer file FISH_6-2.s3dx has 5.8 cm of nose rocker while the order form says 4.5 cm; the CNC post-processor uses the file, not the form, so if I export now the blank will be cut with the wrong rocker. I must confirm with the shaper which value is intended before generating the G-code.';
    const code = 'info = read_board_file("orders/2291/FISH_6-2.s3dx")\nprint(info["rocker"])';
    const obs = () => `Execution logs:\n{'nose_rocker_cm': 5.8, 'tail_rocker_cm': 2.1, 'length': "6'2\\""}\nLast output from code snippet:\nNone\n[read in ${r.ms(12, 90)} ms, cache=${r.hex(6)}]`;
    return {
      goal: 'Generate the CNC cutting program for order 2291 (6\'2" fish) from the customer design file.',
      root: agent('CodeAgent.run', { task: 'Generate CNC program for order 2291' }, null, [
        chain('Step 1', {}, null, [llm('LiteLLMModel.generate', { messages: '[system, user]' }, { content: 'Thought: Read the design file first.\nCode:\n```py\n' + code + '\n```<end_code>' }), tool('python_interpreter', { code }, obs())]),
        chain('Step 2', {}, null, [llm('LiteLLMModel.generate', { messages: '[system, user, assistant, tool-response]' }, { content: th + '\nCode:\n```py\n' + code + '\n```<end_code>' }), tool('python_interpreter', { code }, obs())]),
        chain('Step 3', {}, null, [llm('LiteLLMModel.generate', { messages: '[... 6 messages]' }, { content: th2 + '\nCode:\n```py\n' + code + '\n```<end_code>' })], { error: 'AgentMaxStepsError: Reached max steps.' }),
      ], { metadata: { 'smolagents.version': '1.9.2', max_steps: 3 } }),
    };
  },
  (r) => {
    const R = 'The table orders_events has 41 million rows and 9.3 million dead tuples, and autovacuum last completed four days ago; with autovacuum_vacuum_scale_factor at 0.2 it will not trigger until 8.2 million dead rows accumulate again, so I recommend a per-table scale factor of 0.01 plus a cost limit of 2000, but first I want to verify there is no long-running transaction holding back the xmin horizon.';
    const R2 = 'The table orders_events has 41 million rows and 9.3 million dead tuples, and autovacuum last completed four days ago; with autovacuum_vacuum_scale_factor at 0.2 it will not trigger until 8.2 million dead rows accumulate again, so I would recommend a per-table scale factor of 0.01 plus a cost limit of 2000, but first I want to verify there is no long-running transaction holding back the xmin horizon.';
    const oi = (role, content, i = 0) => ({ [`llm.input_messages.${i}.message.role`]: role, [`llm.input_messages.${i}.message.content`]: content });
    const sql = "SELECT pid, state, xact_start, now()-xact_start AS age FROM pg_stat_activity WHERE backend_xmin IS NOT NULL ORDER BY age DESC LIMIT 5;";
    const out = () => ` pid  | state  |          xact_start           |       age\n------+--------+-------------------------------+-----------------\n ${r.pid()} | active | ${r.iso().replace('T', ' ').replace('Z', '+00')} | 00:00:00.${r.int(100000, 999999)}\n(1 row)\n\nTime: ${r.int(1, 9)}.${r.int(100, 999)} ms`;
    return {
      goal: 'Explain why orders_events bloats and propose autovacuum settings for it on the primary database.',
      root: agent('agent', { 'input.value': 'Why is orders_events bloated? propose autovacuum settings' }, null, [
        llm('ChatCompletion', oi('user', 'Why is orders_events bloated?'), { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'run_sql', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ sql: 'SELECT n_live_tup,n_dead_tup,last_autovacuum FROM pg_stat_user_tables WHERE relname=\'orders_events\'' }) }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4-turbo' } }),
        tool('run_sql', { 'tool.name': 'run_sql', 'input.value': '{"sql":"SELECT n_live_tup,n_dead_tup,last_autovacuum ..."}' }, { 'output.value': ` n_live_tup | n_dead_tup |        last_autovacuum\n------------+------------+-------------------------------\n   41022817 |    9310442 | 2024-04-02 03:11:09.52+00\n(1 row)\n\nTime: ${r.int(20, 90)}.${r.int(100, 999)} ms` }, { metadata: { 'openinference.span.kind': 'TOOL' } }),
        llm('ChatCompletion', oi('tool', '...'), { 'llm.output_messages.0.message.content': R, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ sql }) }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4-turbo' } }),
        tool('run_sql', { 'tool.name': 'run_sql', 'input.value': JSON.stringify({ sql }) }, { 'output.value': out() }, { metadata: { 'openinference.span.kind': 'TOOL' } }),
        llm('ChatCompletion', oi('tool', '...'), { 'llm.output_messages.0.message.content': R2 }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4-turbo', 'llm.token_count.completion': 118 } }),
      ], { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid() } }),
    };
  },
  (r) => {
    const S = 'The renewal for pedicab licence PC-0417 is blocked because the brake inspection certificate uploaded on the portal expired on 30 June, and the council rules say a certificate must be under 90 days old at the time of renewal; the operator has to book a fresh inspection at an approved garage and upload the new certificate before the renewal fee can be taken.';
    const S2 = 'The renewal for pedicab licence PC-0417 is blocked because the brake inspection certificate uploaded to the portal expired on 30 June and the council rules say a certificate must be under 90 days old at the time of renewal; the operator has to book a fresh inspection at an approved garage and upload the new certificate before the renewal fee can be taken.';
    return {
      goal: 'Work out why pedicab licence PC-0417 cannot be renewed online and tell the operator what to do.',
      root: agent('Agent.run', { message: 'Why can\'t I renew PC-0417?', agent_name: 'licensing-helper', session_id: r.uuid() }, null, [
        llm('OpenAIChat.response', { messages: [{ role: 'system', content: '<instructions>Help pedicab operators with council licensing</instructions>' }, { role: 'user', content: 'Why can\'t I renew PC-0417?' }] }, { content: null, tool_calls: [tc(r, 'get_licence_record', { licence: 'PC-0417' })] }, [], { metadata: { 'agno.run_id': r.uuid(), model: 'gpt-4o' } }),
        tool('get_licence_record', { licence: 'PC-0417' }, JSON.stringify({ licence: 'PC-0417', status: 'RENEWAL_BLOCKED', docs: [{ type: 'brake_inspection', expires: '2024-06-30' }], checked: r.isoNoMs() })),
        llm('OpenAIChat.response', { messages: '[3 messages]' }, { content: S }, [], { metadata: { model: 'gpt-4o', 'metrics.time_to_first_token': r.dur(0.3, 1.2) } }),
        llm('OpenAIChat.response', { messages: '[4 messages]', note: 'reasoning=True, continue' }, { content: S2 }, [], { metadata: { model: 'gpt-4o', 'metrics.time_to_first_token': r.dur(0.3, 1.2) } }),
        chain('run_cancelled', {}, { reason: 'client disconnected' }),
      ], { metadata: { framework: 'agno', version: '1.1.x' } }),
    };
  },
];
