import { agent, llm, tool, chain, span, sys, user, asst, tcall, toolMsg, usage } from './lib.mjs';
export const family = 'restated_long_plan';
export const loop = true;
export const stagnation = true;
export const summary = 'One long assistant reasoning step (25+ content words) restated near-verbatim once, with nothing new observed in between; run then stops or is cut off.';

export const scenarios = [
  { id: '01', domain: 'ryokan (Japanese inn) reservations', style: 'Anthropic Messages API logs', build(N) {
    const plan = 'The guest wants two nights in a kaiseki room with a private onsen for four adults, arriving on the 14th. The availability grid shows the Kiri wing fully booked, so the plan is to offer the Matsu wing room 203, quote the dinner surcharge separately, and ask whether a tatami-only room is acceptable for the children.';
    const plan2 = 'The guest wants two nights in a kaiseki room with a private onsen for four adults, arriving on the 14th. The availability grid shows the Kiri wing fully booked, so my plan is to offer the Matsu wing room 203, quote the dinner surcharge separately, and ask whether a tatami-only room is acceptable for the children.';
    const avail = { property: 'yumoto-sansou', date_from: '2025-11-14', nights: 2, wings: { kiri: [], matsu: [{ room: '203', type: 'washitsu_onsen', rate_jpy: 68200, kaiseki_surcharge_jpy: 9900 }] }, generated_at: N.isoOffset(9), cache: 'HIT', x_request_id: N.reqId('rq-') };
    const tu1 = 'toolu_01' + N.b62(22), tu2 = 'toolu_01' + N.b62(22);
    const req = (msgs) => ({ model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, system: 'You are the reservations assistant for Yumoto Sansou ryokan. Use tools to check rooms before quoting.', messages: msgs });
    const goal = 'Reply to a booking enquiry: two nights with private onsen and kaiseki dinner for a family of four from 14 November.';
    return { isolates: 'A long booking plan is written, the same availability call is repeated and returns the same grid, and the plan is restated almost word for word before the log ends.', goal, root: agent('messages.session', { goal, log_source: 'anthropic-messages-proxy', session: 'ses_' + N.b62(16) }, null, [
      llm('POST /v1/messages', req([{ role: 'user', content: goal }]), { id: 'msg_' + N.b62(24), type: 'message', role: 'assistant', stop_reason: 'tool_use', content: [{ type: 'text', text: 'Let me check the room grid first.' }, { type: 'tool_use', id: tu1, name: 'room_availability', input: { from: '2025-11-14', nights: 2, guests: 4, features: ['private_onsen'] } }], usage: { input_tokens: N.int(900, 1300), output_tokens: N.int(40, 90) } }, { 'anthropic-ratelimit-requests-remaining': String(N.int(40, 49)), 'request-id': N.reqId('req_01') }),
      tool('room_availability', { from: '2025-11-14', nights: 2, guests: 4, features: ['private_onsen'] }, avail),
      llm('POST /v1/messages', req([{ role: 'user', content: goal }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(avail) }] }]), { id: 'msg_' + N.b62(24), type: 'message', role: 'assistant', stop_reason: 'tool_use', content: [{ type: 'text', text: plan }, { type: 'tool_use', id: tu2, name: 'room_availability', input: { from: '2025-11-14', nights: 2, guests: 4, features: ['private_onsen'] } }], usage: { input_tokens: N.int(1400, 1700), output_tokens: N.int(110, 150) } }, { 'request-id': N.reqId('req_01') }),
      tool('room_availability', { from: '2025-11-14', nights: 2, guests: 4, features: ['private_onsen'] }, { ...avail, generated_at: N.isoOffset(9), x_request_id: N.reqId('rq-') }),
      llm('POST /v1/messages', req([{ role: 'user', content: goal }, { role: 'assistant', content: plan }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu2, content: '...' }] }]), { id: 'msg_' + N.b62(24), type: 'message', role: 'assistant', stop_reason: 'max_tokens', content: [{ type: 'text', text: plan2 }], usage: { input_tokens: N.int(1900, 2200), output_tokens: 2048 } }, { 'request-id': N.reqId('req_01') }),
    ], { terminated: 'log truncated by proxy after max_tokens' }) };
  } },
  { id: '02', domain: 'Postgres autovacuum tuning for a ticket-resale database', style: 'Claude Agent SDK transcript', build(N) {
    const think = 'Table listings_events has 41 million dead tuples and autovacuum has not completed on it since the partition was attached. Before changing anything I should lower autovacuum_vacuum_scale_factor for just that table, raise the cost limit, and confirm no long-running transaction is holding back the xmin horizon, otherwise vacuum cannot reclaim rows.';
    const think2 = 'Table listings_events has 41 million dead tuples and autovacuum has not completed on it since the partition was attached. Before changing anything I should lower autovacuum_vacuum_scale_factor for that table only, raise the cost limit, and confirm that no long-running transaction is holding back the xmin horizon, otherwise vacuum cannot reclaim rows.';
    const q = "SELECT relname, n_dead_tup, last_autovacuum FROM pg_stat_user_tables WHERE relname='listings_events'";
    const out = ` relname         | n_dead_tup |        last_autovacuum\n-----------------+------------+-------------------------------\n listings_events |   41022877 | \n(1 row)\n\nTime: ${N.int(3, 40)}.${N.int(100, 999)} ms`;
    const goal = 'Find out why autovacuum is not keeping up on listings_events and propose a safe fix.';
    return { isolates: 'A Claude Agent SDK transcript where the assistant re-reads the same pg_stat row and restates its long diagnostic plan nearly verbatim instead of checking pg_stat_activity.', goal, root: agent('claude-agent-sdk.query', { prompt: goal, options: { allowed_tools: ['Bash', 'Read'], permission_mode: 'default', cwd: '/srv/resale-db-ops' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 4, session_id: N.uuid(), total_cost_usd: Number((N.r() * 0.3 + 0.05).toFixed(4)) }, [
      span('system', 'init', { subtype: 'init' }, { model: 'claude-sonnet-4-20250514', tools: ['Bash', 'Read', 'Grep'], session_id: N.uuid() }),
      llm('assistant', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'Checking dead tuples first.' }, { type: 'tool_use', name: 'Bash', input: { command: `psql -h ${N.host('pg-resale')} -c "${q}"`, description: 'Inspect dead tuples' } }] }),
      tool('Bash', { command: `psql -h pg-resale -c "${q}"` }, { stdout: out, stderr: '', interrupted: false }),
      llm('assistant', [{ role: 'tool', content: out }], { content: [{ type: 'thinking', thinking: think }, { type: 'tool_use', name: 'Bash', input: { command: `psql -h pg-resale -c "${q}"`, description: 'Re-check dead tuples' } }] }),
      tool('Bash', { command: `psql -h pg-resale -c "${q}"` }, { stdout: out.replace(/Time: .*/, `Time: ${N.int(3, 40)}.${N.int(100, 999)} ms`), stderr: '', interrupted: false }),
      llm('assistant', [{ role: 'tool', content: out }], { content: [{ type: 'thinking', thinking: think2 }, { type: 'text', text: 'Continuing the investigation.' }] }),
    ]) };
  } },
  { id: '03', domain: 'harness racing stewards’ inquiry', style: 'LangGraph (LangSmith run tree)', build(N) {
    const a = 'Horse 6 broke stride at the three-eighths pole and gained ground while off gait, which under rule 18.3 requires placing it behind every horse it passed. The photo chart shows it passed horses 2 and 5 during the break, so the revised order should drop 6 from second to fourth and move 2 and 5 up one place each.';
    const b = 'Horse 6 broke stride at the three-eighths pole and gained ground while off gait, which under rule 18.3 requires placing it behind every horse that it passed. The photo chart shows it passed horses 2 and 5 during the break, so the revised order should drop 6 from second to fourth and move 2 and 5 up one place.';
    const chart = { race: 7, card: 'Meadowvale ' + N.usDate(), break_events: [{ horse: 6, pole: '3/8', gait: 'off', passed: [2, 5], frames: '1142-1198' }], official: false, chart_rev: N.hex(7) };
    const goal = 'Race 7 inquiry: decide the placing of horse 6 after the break of stride and post the revised order.';
    const md = (node, step) => ({ langgraph_node: node, langgraph_step: step, langgraph_triggers: [`branch:to:${node}`], thread_id: N.uuid(), ls_run_id: N.uuid() });
    return { isolates: 'LangGraph agent reruns the same photo-chart tool and its reasoning node emits the same long placing argument twice without ever posting the revised order.', goal, root: chain('LangGraph', { messages: [{ type: 'human', content: goal }] }, null, [
      llm('agent', { messages: [{ type: 'human', content: goal }] }, { type: 'ai', content: '', tool_calls: [{ name: 'get_photo_chart', args: { race: 7 }, id: 'call_' + N.b62(20) }] }, md('agent', 1)),
      chain('tools', { race: 7 }, null, [tool('get_photo_chart', { race: 7 }, JSON.stringify(chart))], md('tools', 2)),
      llm('agent', { messages: ['...', { type: 'tool', content: JSON.stringify(chart) }] }, { type: 'ai', content: a, tool_calls: [{ name: 'get_photo_chart', args: { race: 7 }, id: 'call_' + N.b62(20) }] }, md('agent', 3)),
      chain('tools', { race: 7 }, null, [tool('get_photo_chart', { race: 7 }, JSON.stringify({ ...chart, chart_rev: N.hex(7) }))], md('tools', 4)),
      llm('agent', { messages: ['...'] }, { type: 'ai', content: b, tool_calls: [] }, md('agent', 5)),
    ], { status: 'cancelled', cancelled_by: 'operator' }) };
  } },
  { id: '04', domain: 'sericulture (silkworm rearing house)', style: 'CrewAI', build(N) {
    const t1 = 'Thought: The rearing-house humidity log shows 91 percent for the last six hours in shed B, which is above the 85 percent ceiling for fifth-instar larvae and raises the risk of grasserie. I should recommend opening the roof vents, reducing mulberry leaf moisture by wilting the leaves for an hour, and spacing the trays further apart.';
    const t2 = 'Thought: The rearing-house humidity log shows 91 percent for the last six hours in shed B, which is above the 85 percent ceiling for fifth-instar larvae and raises the risk of grasserie. I should recommend opening the roof vents, reducing leaf moisture by wilting the mulberry leaves for an hour, and spacing the trays further apart.';
    const log = `shed=B sensor=hygro-07\n${N.isoNoMs()} rh=91.2 t=25.8\n${N.isoNoMs()} rh=91.0 t=25.9\n${N.isoNoMs()} rh=91.4 t=25.7\n(6h window, 72 samples, median rh=91.1)`;
    const goal = 'Check shed B conditions for fifth-instar silkworms and issue a care recommendation to the rearing staff.';
    return { isolates: 'CrewAI agent reads the same humidity log twice and restates its long recommendation thought almost verbatim without giving a Final Answer.', goal, root: agent('Crew.kickoff', { inputs: { shed: 'B' } }, null, [
      agent('Task: rearing conditions review', { description: goal, expected_output: 'care recommendation' }, null, [
        agent('Agent: Sericulture Supervisor', { role: 'Sericulture Supervisor', goal: 'Keep larvae healthy', backstory: 'Runs the Khotan rearing houses.' }, null, [
          llm('litellm.completion', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are Sericulture Supervisor...' }, { role: 'user', content: goal }] }, 'Thought: I need the humidity log first.\nAction: read_sensor_log\nAction Input: {"shed": "B", "hours": 6}'),
          tool('read_sensor_log', '{"shed": "B", "hours": 6}', log),
          llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['...', { role: 'user', content: 'Observation: ' + log }] }, t1 + '\nAction: read_sensor_log\nAction Input: {"shed": "B", "hours": 6}'),
          tool('read_sensor_log', '{"shed": "B", "hours": 6}', log.replace(/rh=91\.4/, 'rh=91.3')),
          llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['...'] }, t2),
        ], { crewai_agent_id: N.uuid(), max_iter: 3 }),
      ]),
    ], { crew_id: N.uuid(), status: 'max iterations reached' }) };
  } },
  { id: '05', domain: 'sport-fishing charter boats', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)', build(N) {
    const txt = 'The marine forecast for Saturday gives southwest winds of 18 to 22 knots with a 1.8 metre swell at the outer banks, which is over our 1.5 metre limit for the 38-foot boat. I will suggest moving the six anglers to Sunday morning, when the swell drops to 1.1 metres, and keep the deposit on hold until they confirm.';
    const txt2 = 'The marine forecast for Saturday gives southwest winds of 18 to 22 knots with a 1.8 metre swell at the outer banks, which is over our 1.5 metre limit for the 38-foot boat. I will suggest moving the six anglers to Sunday morning, when the swell drops to 1.1 metres, and keep their deposit on hold until they confirm.';
    const fc = { zone: 'ANZ450', issued: N.httpDate(), periods: [{ name: 'Saturday', wind: 'SW 18-22 kt', seas: '1.8 m' }, { name: 'Sunday', wind: 'W 10 kt', seas: '1.1 m' }], office: 'WFO ' + N.pick(['OKX', 'PHI', 'BOX']) };
    const attrs = (op) => ({ 'operation.name': `${op} charter-desk`, 'ai.operationId': op, 'ai.model.provider': 'openai.chat', 'ai.model.id': 'gpt-4.1-mini', 'ai.telemetry.functionId': 'charter-desk' });
    const goal = 'Confirm whether the Saturday full-day charter for six anglers can sail and tell the customer.';
    return { isolates: 'Vercel AI SDK generateText run where a step re-fetches the same marine forecast and the next step repeats the long rescheduling message nearly unchanged, then hits maxSteps.', goal, root: agent('ai.generateText', { prompt: goal }, { finishReason: 'length', text: txt2 }, [
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: goal }] }]) }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: 'call_' + N.b62(24), toolName: 'marineForecast', args: '{"zone":"ANZ450"}' }]), 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso() }, attrs('ai.generateText.doGenerate')),
      tool('ai.toolCall', { 'ai.toolCall.name': 'marineForecast', 'ai.toolCall.args': '{"zone":"ANZ450"}' }, { 'ai.toolCall.result': JSON.stringify(fc) }, { 'ai.toolCall.id': 'call_' + N.b62(24) }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': txt, 'ai.response.finishReason': 'tool-calls', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'marineForecast', args: '{"zone":"ANZ450"}' }]), 'ai.response.timestamp': N.iso() }, attrs('ai.generateText.doGenerate')),
      tool('ai.toolCall', { 'ai.toolCall.name': 'marineForecast', 'ai.toolCall.args': '{"zone":"ANZ450"}' }, { 'ai.toolCall.result': JSON.stringify({ ...fc, issued: N.httpDate() }) }, { 'ai.toolCall.id': 'call_' + N.b62(24) }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': txt2, 'ai.response.finishReason': 'length', 'ai.usage.completionTokens': 1024 }, attrs('ai.generateText.doGenerate')),
    ], attrs('ai.generateText')) };
  } },
  { id: '06', domain: 'handwoven hammock workshop', style: 'Letta (MemGPT) agent steps', build(N) {
    const m1 = 'The wholesale order from the surf shop asks for forty double-width hammocks in sunset stripe, but inventory shows only 310 metres of the orange cotton warp, and each hammock uses about 11 metres, so we can weave twenty-eight. I should propose splitting the order, shipping twenty-eight now and the remaining twelve after the next dye batch arrives.';
    const m2 = 'The wholesale order from the surf shop asks for forty double-width hammocks in sunset stripe, but inventory shows only 310 metres of the orange cotton warp and each hammock uses about 11 metres, so we can weave twenty-eight. I should propose splitting the order: ship twenty-eight now and the remaining twelve after the next dye batch arrives.';
    const inv = { sku: 'WARP-COT-ORG-8/4', on_hand_m: 310, reserved_m: 0, last_count: N.usDate(), counted_by: 'loom-room tablet ' + N.int(2, 6) };
    const goal = 'Answer the surf shop’s wholesale request for 40 sunset-stripe hammocks.';
    const step = (inner, call) => llm('letta.step', { agent_id: 'agent-' + N.uuid(), model: 'letta-free' }, { messages: [{ message_type: 'reasoning_message', reasoning: inner, date: N.iso() }, call ? { message_type: 'tool_call_message', tool_call: call } : { message_type: 'assistant_message', content: '' }] });
    return { isolates: 'Letta agent checks the same yarn inventory twice and its inner monologue repeats the long split-order proposal without sending it.', goal, root: agent('letta.agent.run', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'max_steps', usage: { step_count: 3 } }, [
      step('Need stock for orange warp before answering.', { name: 'inventory_lookup', arguments: '{"sku": "WARP-COT-ORG-8/4"}' }),
      tool('inventory_lookup', { sku: 'WARP-COT-ORG-8/4' }, { status: 'OK', message: JSON.stringify(inv), time: N.iso() }),
      step(m1, { name: 'inventory_lookup', arguments: '{"sku": "WARP-COT-ORG-8/4"}' }),
      tool('inventory_lookup', { sku: 'WARP-COT-ORG-8/4' }, { status: 'OK', message: JSON.stringify({ ...inv, last_count: inv.last_count }), time: N.iso() }),
      step(m2, null),
    ]) };
  } },
];
