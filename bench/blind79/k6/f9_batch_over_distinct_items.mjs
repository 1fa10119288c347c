import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'batch-over-distinct-items';
export const loop = false;
export const scenarios = [
{
  domain: 'zoo animal enrichment schedule', style: 'OpenInference / Arize Phoenix',
  goal: 'Schedule this week\'s enrichment item for each of the five primate enclosures from the keepers\' plan.',
  isolates: 'The same scheduling tool is called for five different enclosures, each answer a bare {"status":"queued"}, and the agent writes one templated line per enclosure before finishing.',
  stagnation: false,
  build(id) { const n = noise(id);
    const plan = [['Gibbon island', 'scatter feed in hay nets', 'Tue 09:30'], ['Orangutan house', 'frozen fruit ice blocks', 'Wed 14:00'], ['Capuchin walk-through', 'puzzle feeders with mealworms', 'Thu 10:15'], ['Gorilla paddock', 'browse bundles (willow)', 'Fri 11:00'], ['Lemur woodland', 'hanging pumpkins', 'Sat 15:30']];
    const L = (content, calls) => llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.content': this.goal }, { 'llm.output_messages.0.message.content': content, ...(calls ? { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'schedule_enrichment', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(calls) } : {}) }, { 'llm.model_name': 'gpt-4o-mini', 'openinference.span.kind': 'LLM', 'llm.token_count.total': n.int(300, 1800) });
    const kids = [L('I have the plan for five enclosures; scheduling each.', null)];
    plan.forEach(([enc, item, when], i) => {
      const args = { enclosure: enc, item, slot: when };
      kids.push(L(i ? `Scheduled ${plan[i - 1][1]} for ${plan[i - 1][0]} at ${plan[i - 1][2]}.` : '', args));
      kids.push(tool('schedule_enrichment', { 'openinference.span.kind': 'TOOL', 'tool.name': 'schedule_enrichment', 'tool.parameters': JSON.stringify(args) }, { 'output.value': '{"status":"queued"}' }, { 'openinference.span.kind': 'TOOL', 'span.id': n.spanId(), 'start_time': n.iso(), 'latency_ms': n.ms(20, 400) }));
    });
    const fin = 'Scheduled hanging pumpkins for Lemur woodland at Sat 15:30. All five enclosures now have this week\'s enrichment booked.';
    kids.push(L(fin, null));
    return agent('AgentExecutor', { 'openinference.span.kind': 'AGENT', 'input.value': this.goal }, { 'output.value': fin }, kids, { 'session.id': n.uuid() });
  },
},
{
  domain: 'allotment plot tenancy renewals', style: 'smolagents ToolCallingAgent steps',
  goal: 'Send renewal notices to the six allotment tenants whose tenancies expire on 30 September.',
  isolates: 'One notice per distinct tenant/plot; the mailer acknowledges each with the same "ok", and the agent logs a one-line templated note per tenant, then gives the final answer.',
  stagnation: false,
  build(id) { const n = noise(id);
    const ten = [['Plot 3A', 'M. Kowalski'], ['Plot 7', 'D. Achebe'], ['Plot 11B', 'S. Grant'], ['Plot 14', 'P. Lindqvist'], ['Plot 19', 'H. Begum'], ['Plot 22A', 'T. O\'Rourke']];
    const kids = [];
    ten.forEach(([plot, name], i) => {
      const args = { plot, tenant: name, template: 'renewal_2026', due: '2026-09-30' };
      kids.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: 'ok' }, [
        llm('LiteLLMModel.__call__', { messages: '[...]' }, { content: i ? `Notice sent to ${ten[i - 1][1]} for ${ten[i - 1][0]}.` : 'Six tenancies expire on 30 Sept; sending notices one by one.', tool_calls: [{ id: 'call_' + n.b62(24), type: 'function', function: { name: 'send_notice', arguments: args } }] }, { model_id: 'gpt-4o-mini', input_token_count: n.int(900, 2600), output_token_count: n.int(30, 60) }),
        tool('send_notice', args, 'ok'),
      ], { metadata: { start_time: n.epoch() + 0.5, duration: Number((n.r() * 3).toFixed(3)) } }));
    });
    const fin = `Notice sent to T. O'Rourke for Plot 22A. All six renewal notices are sent (3A, 7, 11B, 14, 19, 22A).`;
    kids.push(span('chain', 'Step 7', { step_number: 7 }, { final_answer: fin }, [llm('LiteLLMModel.__call__', { messages: '[...]' }, { tool_calls: [{ function: { name: 'final_answer', arguments: { answer: fin } } }] }, { model_id: 'gpt-4o-mini' })]));
    return agent('ToolCallingAgent.run', { task: this.goal }, fin, kids, { smolagents_version: '1.9.2', agent_name: 'allotment_secretary' });
  },
},
{
  domain: 'peatland rewetting dam water-level loggers', style: 'W&B Weave calls (op names weave:///...)',
  goal: 'Push the new calibration offsets to the seven water-level loggers on the Flow Country peat dams.',
  isolates: 'Seven different logger ids receive a calibration write; every write returns the same {"accepted":true}, and the agent records a templated sentence for each logger before summarising.',
  stagnation: false,
  build(id) { const n = noise(id);
    const lg = [['FC-D01', -0.012], ['FC-D02', 0.004], ['FC-D05', -0.021], ['FC-D06', 0.000], ['FC-D09', 0.017], ['FC-D12', -0.006], ['FC-D14', 0.009]];
    const kids = [llm('anthropic.Messages.create', { messages: [user(this.goal)] }, { content: [{ type: 'text', text: 'Offsets from the survey sheet: ' + lg.map(([a, b]) => `${a} ${b >= 0 ? '+' : ''}${b} m`).join(', ') + '. Writing each.' }] }, { 'weave.op': 'weave:///peat/rewet/op/anthropic.Messages.create:' + n.b62(10), call_id: n.uuid() })];
    lg.forEach(([l, o], i) => {
      kids.push(tool('write_calibration', { logger: l, offset_m: o, survey: 'GNSS-2026-05' }, { accepted: true }, { 'weave.op': 'weave:///peat/rewet/op/write_calibration:v2', call_id: n.uuid() }));
      kids.push(llm('anthropic.Messages.create', { messages: '[...]' }, { content: [{ type: 'text', text: `Logger ${l}: offset ${o >= 0 ? '+' : ''}${o} m applied.` }] }, { 'weave.op': 'weave:///peat/rewet/op/anthropic.Messages.create:' + n.b62(10), call_id: n.uuid() }));
    });
    kids.push(llm('anthropic.Messages.create', { messages: '[...]' }, { content: [{ type: 'text', text: 'All seven Flow Country dam loggers now carry the May GNSS calibration offsets; next readings will be corrected automatically.' }] }, { 'weave.op': 'weave:///peat/rewet/op/anthropic.Messages.create:' + n.b62(10) }));
    return agent('CalibrationAgent.run', { goal: this.goal }, { done: true, loggers: 7 }, kids, { 'weave.op': 'weave:///peat/rewet/op/CalibrationAgent.run:v1', trace_id: n.uuid() });
  },
},
{
  domain: 'nitrate film reel transfers to cold vault', style: 'Claude Agent SDK transcript (assistant/user/tool_use/tool_result messages)',
  goal: 'Create cold-vault transfer tickets for the five nitrate reels flagged in this month\'s vinegar-syndrome inspection.',
  isolates: 'Five distinct reels each get a ticket via the same MCP tool that replies "queued"; the agent writes one templated line per reel and finishes with a summary.',
  stagnation: false,
  build(id) { const n = noise(id);
    const reels = [['NIT-0193', 'The Lodger (1927) r2', 'A-D 1.5'], ['NIT-0207', 'Drifters (1929) r1', 'A-D 2.0'], ['NIT-0211', 'newsreel Pathé 1931-07', 'A-D 1.0'], ['NIT-0245', 'Blackmail (1929) r5', 'A-D 2.5'], ['NIT-0260', 'home movie, Lyme Regis 1933', 'A-D 1.5']];
    const kids = [];
    reels.forEach(([r, t, ad], i) => {
      const tu = 'toolu_' + n.b62(22);
      kids.push(llm('assistant', {}, { type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text: i ? `Ticket queued for ${reels[i - 1][0]} (${reels[i - 1][1]}), A-D strip ${reels[i - 1][2]}.` : 'Five reels flagged; creating a ticket for each.' }, { type: 'tool_use', id: tu, name: 'mcp__vault__create_transfer', input: { reel: r, title: t, ad_strip: ad, to: 'cold-vault-2' } }] }, uuid: n.uuid(), timestamp: n.iso() }));
      kids.push(tool('mcp__vault__create_transfer', { reel: r, to: 'cold-vault-2' }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu, content: 'queued' }] }, uuid: n.uuid() }));
    });
    const fin = 'Ticket queued for NIT-0260 (home movie, Lyme Regis 1933), A-D strip 1.5. All five flagged nitrate reels are queued for transfer to cold vault 2.';
    kids.push(llm('assistant', {}, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: fin }] } }));
    return agent('claude-agent-sdk query', { prompt: this.goal, options: { mcp_servers: ['vault'] } }, { type: 'result', subtype: 'success', result: fin, num_turns: 7, total_cost_usd: n.int(3, 20) / 100 }, kids, { session_id: n.uuid() });
  },
},
{
  domain: 'community fridge volunteer rota notifications', style: 'Strands Agents (agent loop cycles with event_loop spans)',
  goal: 'Text each volunteer on next week\'s community-fridge rota their shift.',
  isolates: 'Six different volunteers get the same SMS tool call with their own shift; every answer is the identical "sent", and the agent writes a templated confirmation line for each.',
  stagnation: false,
  build(id) { const n = noise(id);
    const rota = [['Aisha', 'Mon 17:00-19:00'], ['Bernard', 'Tue 08:00-10:00'], ['Chen', 'Wed 17:00-19:00'], ['Dolores', 'Thu 12:00-14:00'], ['Eamon', 'Fri 17:00-19:00'], ['Fatima', 'Sat 10:00-12:00']];
    const kids = [];
    rota.forEach(([v, s], i) => {
      kids.push(span('chain', `Cycle ${i + 1}`, { event_loop_cycle_id: n.uuid() }, null, [
        llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [{ text: i ? `Texted ${rota[i - 1][0]}: ${rota[i - 1][1]}.` : 'Six volunteers on the rota; texting each.' }, { toolUse: { toolUseId: 'tooluse_' + n.b62(22), name: 'send_sms', input: { to: v, body: `Hi ${v}, your community fridge shift next week: ${s}. Reply N if you can't make it.` } } }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0', 'gen_ai.usage.input_tokens': n.int(400, 1500) }),
        tool('Tool: send_sms', { to: v }, { status: 'success', content: [{ text: 'sent' }] }, { 'gen_ai.tool.name': 'send_sms' }),
      ]));
    });
    kids.push(llm('Model invoke', {}, { role: 'assistant', content: [{ text: 'Texted Fatima: Sat 10:00-12:00. All six rota volunteers have their shifts.' }] }, { stop_reason: 'end_turn' }));
    return agent('invoke_agent Strands Agents', { prompt: this.goal }, { text: 'All six rota volunteers have their shifts.' }, kids, { 'gen_ai.agent.name': 'fridge-coordinator' });
  },
},
{
  domain: 'pipe band championship entry registrations', style: 'plain message-level trace (OpenAI Chat Completions tool_calls)',
  goal: 'Register our four bands (Grade 1 to Novice Juvenile) for the Cowal Gathering pipe band championships.',
  isolates: 'The same registration function is called for four different bands/grades; each reply is identical ("ok"), the agent writes one templated sentence per band, then finishes.',
  stagnation: false,
  build(id) { const n = noise(id);
    const bands = [['City of Perth Pipe Band', 'Grade 1'], ['City of Perth Pipe Band II', 'Grade 3A'], ['Perth Youth Pipes & Drums', 'Juvenile'], ['Perth Youth Novice', 'Novice Juvenile A']];
    const kids = [];
    bands.forEach(([b, g], i) => {
      const c = tcall(n, 'register_entry', { event: 'cowal-2026', band: b, grade: g, drum_major: true });
      kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini', messages: i ? '[...]' : [user(this.goal)] }, { id: 'chatcmpl-' + n.b62(29), choices: [{ finish_reason: 'tool_calls', message: asst(i ? `Registered ${bands[i - 1][0]} in ${bands[i - 1][1]}.` : null, [c]) }], usage: usage(n) }));
      kids.push(tool('register_entry', c.function.arguments, 'ok', { tool_call_id: c.id, 'http.response.header.x-request-id': n.uuid(), 'http.response.header.date': n.http(), latency_ms: n.ms(60, 700) }));
    });
    const fin = 'Registered Perth Youth Novice in Novice Juvenile A. All four bands are entered for Cowal 2026.';
    kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini' }, { choices: [{ finish_reason: 'stop', message: asst(fin) }] }));
    return agent('run', { goal: this.goal }, { final: fin }, kids, { run_id: n.uuid() });
  },
},
];
