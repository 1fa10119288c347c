import { agent, llm, tool, retr, span, sys, usr, oaiCall, callId, toolu, anthOut, usage } from './lib.mjs';

// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds; task finished.
export default {
  name: 'transient_retry_recovers', loop: false, stagnation: false,
  isolates: 'The same call fails 1-3 times with the same transient error (rate limit, 503, timeout, lock), then succeeds and the task is completed.',
  rows: [
    {
      domain: 'paddleboard rental', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
      isolates: 'A paddleboard rental assistant hits HTTP 429 twice on the booking API, waits per Retry-After, then books the boards and confirms.',
      goal: 'Book four inflatable paddleboards for 10:00-12:00 Saturday at the lake hut for a hen party and confirm the safety briefing.',
      build(n) {
        const kids = [];
        const args = { site: 'lake-hut', boards: 4, type: 'iSUP 10\'6', start: 'Sat 10:00', end: 'Sat 12:00' };
        for (let i = 0; i < 3; i++) {
          const id = callId(n);
          kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': i ? 'Rate limited; retrying after the advised wait.' : '', 'ai.response.toolCalls': JSON.stringify([{ toolCallId: id, toolName: 'createBooking', args: JSON.stringify(args) }]) }, { 'ai.model.id': 'gpt-4o-mini' }));
          kids.push(i < 2
            ? tool('ai.toolCall', { 'ai.toolCall.args': JSON.stringify(args) }, { status: 429, headers: { 'retry-after': '2', 'x-ratelimit-reset': n.epoch(n.tick(2)) } }, { error: 'HTTP 429 Too Many Requests', metadata: { 'ai.toolCall.name': 'createBooking' } })
            : tool('ai.toolCall', { 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify({ booking: 'PB-' + n.int(10000, 99999), boards: 4, briefing: 'Sat 09:45 at hut', deposit_gbp: 40 }) }, { metadata: { 'ai.toolCall.name': 'createBooking' } }));
        }
        kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Booked: four 10\'6 iSUPs, Saturday 10:00-12:00. Safety briefing at the hut at 09:45; £40 deposit due on arrival.', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'gpt-4o-mini' }));
        return agent('ai.generateText', { 'ai.prompt': 'Book 4 paddleboards Sat 10-12 at lake hut; confirm safety briefing.' }, { 'ai.response.finishReason': 'stop' }, kids, { 'ai.settings.maxRetries': 2 });
      },
    },
    {
      domain: 'kombucha brewery', style: 'LlamaIndex',
      isolates: 'A kombucha brewery agent\'s fermentation-log query times out once on a busy database, succeeds on retry, and the agent reports which tanks are ready for flavouring.',
      goal: 'Tell the brewer which primary fermentation tanks have reached pH 3.2 or lower and can move to secondary flavouring today.',
      build(n) {
        const kids = [];
        const q = { sql: 'SELECT tank, ph, brix, day FROM ferm_log WHERE logged_at > now() - interval \'12 hours\'' };
        kids.push(llm('OpenAI.chat', { messages: ['...'] }, { message: { role: 'assistant', additional_kwargs: { tool_calls: [oaiCall(callId(n), 'ferm_db', q)] } } }, {}));
        kids.push(tool('FunctionTool.call', { tool: 'ferm_db', ...q }, null, { error: `psycopg.errors.QueryCanceled: canceling statement due to statement timeout (pid ${n.int(2000, 40000)})` }));
        kids.push(llm('OpenAI.chat', { messages: ['...'] }, { message: { role: 'assistant', content: 'Statement timeout; retrying the same query.', additional_kwargs: { tool_calls: [oaiCall(callId(n), 'ferm_db', q)] } } }, {}));
        kids.push(tool('FunctionTool.call', { tool: 'ferm_db', ...q }, 'tank | ph  | brix | day\nFV1  | 3.1 | 5.2  | 9\nFV2  | 3.4 | 6.8  | 6\nFV3  | 3.2 | 5.5  | 8\nFV4  | 2.9 | 4.9  | 11\n(4 rows)'));
        kids.push(llm('OpenAI.chat', { messages: ['...'] }, { message: { role: 'assistant', content: 'FV1 (pH 3.1), FV3 (3.2) and FV4 (2.9) are ready for secondary flavouring today; FV2 is at 3.4 and needs about two more days.' } }, {}));
        return agent('AgentRunner.chat', { message: 'Which tanks are at pH <= 3.2 and ready for flavouring?' }, { response: 'FV1, FV3, FV4 ready.' }, kids, {});
      },
    },
    {
      domain: 'go-kart tracks', style: 'Amazon Bedrock Agents trace',
      isolates: 'A karting track agent gets a ThrottlingException three times from the timing-system action group, then the call succeeds and it books the corporate grand prix session.',
      goal: 'Book a 20-driver corporate grand prix (qualifying + 2 heats + final) on Thursday evening and send the driver briefing time.',
      build(n) {
        const kids = [];
        const params = { date: 'Thursday', start: '18:30', drivers: 20, format: 'gp_qual_2heats_final' };
        for (let i = 0; i < 4; i++) {
          kids.push(llm('orchestrationTrace.modelInvocation', { text: '...' }, { rationale: { text: i === 0 ? 'Booking the corporate GP session via the track system.' : `Throttled; retry ${i} of the same booking.` }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'TrackBooking', apiPath: '/sessions', verb: 'post', parameters: params } } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }));
          kids.push(i < 3
            ? tool('TrackBooking::/sessions', params, { failureTrace: { failureReason: 'ThrottlingException: Rate exceeded', traceId: n.uuid() } }, { error: 'ThrottlingException: Rate exceeded' })
            : tool('TrackBooking::/sessions', params, { observation: { actionGroupInvocationOutput: { text: JSON.stringify({ session: 'CGP-' + n.int(1000, 9999), briefing: '18:00', karts: 22 }) } } }));
        }
        kids.push(llm('orchestrationTrace.modelInvocation', { text: '...' }, { observation: { finalResponse: { text: 'Booked: Thursday corporate GP at 18:30 for 20 drivers (22 karts reserved). Driver briefing at 18:00 in the race control room.' } } }, {}));
        return agent('InvokeAgent', { inputText: 'Book 20-driver corporate GP Thursday evening.' }, { completion: 'Booked CGP session.' }, kids, { agentId: 'KARTDESK01' });
      },
    },
    {
      domain: 'greengrocers', style: 'DSPy',
      isolates: 'A greengrocer\'s DSPy ReAct agent gets a 503 from the wholesale market price feed once, retries, gets prices and finishes the morning order.',
      goal: 'Place the morning wholesale order for strawberries, asparagus and new potatoes at the best market prices within a £300 budget.',
      build(n) {
        const kids = [];
        const args = { items: ['strawberries 12x227g', 'asparagus 5kg', 'jersey royals 10kg'] };
        kids.push(llm('Predict(ReActSignature).forward', { trajectory: '' }, { next_thought: 'Get today\'s market prices.', next_tool_name: 'market_prices', next_tool_args: args }, {}));
        kids.push(tool('Tool.__call__ market_prices', args, `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>`, { error: 'HTTPError: 503 Server Error' }));
        kids.push(llm('Predict(ReActSignature).forward', { trajectory: '...' }, { next_thought: 'Feed was briefly down; retry the same request.', next_tool_name: 'market_prices', next_tool_args: args }, {}));
        kids.push(tool('Tool.__call__ market_prices', args, JSON.stringify({ 'strawberries 12x227g': [{ stand: 'Hall B-12', gbp: 14.5 }, { stand: 'Hall C-3', gbp: 13.8 }], 'asparagus 5kg': [{ stand: 'Hall A-7', gbp: 42 }], 'jersey royals 10kg': [{ stand: 'Hall C-3', gbp: 19 }], as_of: n.hms(n.tick(1)) })));
        kids.push(llm('Predict(ReActSignature).forward', { trajectory: '...' }, { next_thought: 'Order 8 trays strawberries and royals from C-3, 2 x asparagus from A-7: 110.4 + 38 + 84 = 232.4, within budget.', next_tool_name: 'place_order', next_tool_args: { lines: [['C-3', 'strawberries', 8], ['C-3', 'jersey royals', 2], ['A-7', 'asparagus', 2]] } }, {}));
        kids.push(tool('Tool.__call__ place_order', { lines: 3 }, 'order WM-' + n.int(100000, 999999) + ' confirmed, collection 05:30'));
        kids.push(llm('Predict(ReActSignature).forward', { trajectory: '...' }, { next_thought: 'Order placed.', next_tool_name: 'finish', next_tool_args: {} }, {}));
        return agent('ReAct.forward', { question: 'Morning order: strawberries, asparagus, new potatoes, budget £300.' }, { answer: 'Ordered for £232.40; collect 05:30.' }, kids, {});
      },
    },
    {
      domain: 'cruise excursions', style: 'OpenAI Agents SDK',
      isolates: 'A cruise shore-excursion agent hits a seat-lock conflict (409 hold in progress) twice while reserving a tour, succeeds on the third attempt and sends the tickets.',
      goal: 'Reserve two places on the Kotor old-town walking tour for cabin 8142 and put the tickets in the guests\' app.',
      build(n) {
        const kids = [];
        const a = '{"tour":"KTR-WALK-02","cabin":"8142","pax":2}';
        for (let i = 0; i < 3; i++) {
          kids.push(llm('response', { input: ['...'] }, { output: [{ type: 'function_call', name: 'reserve_excursion', arguments: a }] }, { response_id: 'resp_' + n.hex(32) }));
          kids.push(i < 2 ? tool('reserve_excursion', a, JSON.stringify({ error: { code: 409, message: 'inventory hold in progress, retry shortly', hold_owner: 'kiosk-deck5' } }), { type: 'function', error: '409 Conflict: inventory hold in progress' })
            : tool('reserve_excursion', a, JSON.stringify({ reservation: 'EXC-' + n.int(100000, 999999), seats: 2, meet: 'Pier 2, 09:15' }), { type: 'function' }));
        }
        kids.push(llm('response', { input: ['...'] }, { output: [{ type: 'function_call', name: 'push_tickets', arguments: '{"cabin":"8142"}' }] }, {}));
        kids.push(tool('push_tickets', '{"cabin":"8142"}', '{"delivered":2}', { type: 'function' }));
        kids.push(llm('response', { input: ['...'] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Two places on the Kotor walking tour are reserved for cabin 8142; meet at Pier 2 at 09:15. Tickets are in the app.' }] }] }, {}));
        return agent('Agent workflow', { input: 'Reserve Kotor walking tour x2 for cabin 8142.' }, null, [agent('Shore Excursions', {}, 'reserved', kids)], { trace_id: 'trace_' + n.hex(32) });
      },
    },
    {
      domain: 'salsa dance studio', style: 'Letta',
      isolates: 'A salsa studio Letta agent cannot send the class-change SMS while the provider returns "temporarily unavailable" once, succeeds on retry, and records the change in memory.',
      goal: 'Move Thursday\'s beginners salsa class from Studio 2 to Studio 1 and text the 14 enrolled students.',
      build(n) {
        const kids = [];
        const step = (fn, args, out, err) => { kids.push(llm('Agent.step', { messages: ['...'] }, { tool_calls: [{ name: fn, arguments: JSON.stringify({ ...args, request_heartbeat: true }) }] }, { model: 'gpt-4o-mini' })); kids.push(tool(fn, args, out, err ? { error: err } : {})); };
        step('move_class', { class: 'beginners-thu', to_room: 'Studio 1' }, '{"status":"OK","message":"moved"}');
        step('send_bulk_sms', { list: 'beginners-thu', text: 'Thursday beginners salsa is in Studio 1 this week.' }, '{"status":"Failed","message":"SMSProviderError: temporarily unavailable"}', 'SMSProviderError: temporarily unavailable');
        step('send_bulk_sms', { list: 'beginners-thu', text: 'Thursday beginners salsa is in Studio 1 this week.' }, `{"status":"OK","message":"14 queued, batch ${n.uuid()}"}`);
        step('core_memory_append', { label: 'human', content: 'Beginners Thu moved to Studio 1; students notified.' }, '{"status":"OK"}');
        kids.push(llm('Agent.step', { messages: ['...'] }, { tool_calls: [{ name: 'send_message', arguments: JSON.stringify({ message: 'Done — Thursday beginners is now in Studio 1 and all 14 students have been texted.' }) }] }, {}));
        return agent('letta.agent', { agent_name: 'studio_front_desk' }, { message: 'Done' }, kids, { stop_reason: 'end_turn' });
      },
    },
  ],
};
