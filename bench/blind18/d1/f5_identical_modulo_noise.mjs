import { agent, llm, tool, span, sys, usr, asst, toolMsg, oaiCall, callId, toolu, anthOut, usage } from './lib.mjs';

// Family 5: same call, answers equal apart from volatile values, 4+ times, never acted upon.
export default {
  name: 'identical_modulo_noise', loop: true, stagnation: false,
  isolates: 'The same tool called 4+ times with identical arguments (or only a client timestamp/attempt counter changing); each answer is the same apart from volatile values; the agent never acts on it.',
  rows: [
    {
      domain: 'hat blocks', style: 'OpenAI Agents SDK',
      isolates: 'A millinery supply agent fetches the same hat-block order five times; the order is unchanged except for the served-at time, request id, edge node and cache age, and the agent never replies to the customer.',
      goal: 'Tell the customer when her custom 58 cm fedora crown block (order HB-2291) will ship, and offer the spare brim block if it is delayed.',
      build(n) {
        const kids = [];
        const rs = () => ({ response_id: 'resp_' + n.hex(32), model: 'gpt-4.1-mini', usage: usage(n) });
        kids.push(llm('response', { input: [usr('When will my 58cm fedora crown block (HB-2291) ship? If late, can I get the brim block now?')] }, { output: [{ type: 'function_call', name: 'get_order', arguments: '{"order_id":"HB-2291"}' }] }, rs()));
        for (let i = 0; i < 5; i++) {
          if (i > 0) kids.push(llm('response', { input: ['...', { type: 'function_call_output', output: '<order>' }] }, { output: [{ type: 'function_call', name: 'get_order', arguments: '{"order_id":"HB-2291"}' }] }, rs()));
          kids.push(tool('get_order', '{"order_id":"HB-2291"}', JSON.stringify({ order_id: 'HB-2291', item: 'Fedora crown block 58cm, jelutong', status: 'carving', promised_ship: '2024-11-29', workshop_note: 'second coat of sealer drying', served_at: n.isoSec(n.tick(6)), request_id: n.uuid(), edge: n.pick(['cdg1', 'lhr3', 'fra2', 'ams1']) + '::' + n.hex(5), cache_age_s: n.int(0, 59) }), { type: 'function' }));
        }
        return agent('Agent workflow', { input: 'When will my 58cm fedora crown block (HB-2291) ship?' }, null, [agent('Millinery Support', { tools: ['get_order', 'reserve_item', 'send_reply'] }, null, kids, { 'span_data.type': 'agent' })], { trace_id: 'trace_' + n.hex(32), error: 'MaxTurnsExceeded' });
      },
    },
    {
      domain: 'lumber yard retail', style: 'Anthropic Messages API logs',
      isolates: 'A lumber-yard counter assistant checks stock for the same timber SKU four times; the HTTP responses are the same except Date, X-Request-Id, Age and the serving replica, and it never places the hold the customer asked for.',
      goal: 'Put 40 lengths of 47x150 C24 treated timber (4.8 m) on hold for a deck builder collecting on Thursday.',
      build(n) {
        const model = 'claude-3-5-haiku-20241022';
        const kids = [];
        const sp = 'You are the trade counter assistant at Alder & Sons timber yard.';
        for (let i = 0; i < 4; i++) {
          const id = toolu(n);
          kids.push(llm('POST /v1/messages', { model, system: sp, messages: i === 0 ? [usr('Hold 40 x 47x150 C24 treated 4.8m for Thursday collection, account DK-Decks.')] : ['...', { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'prev', content: '<stock>' }] }] },
            anthOut(n, model, [{ type: 'tool_use', id, name: 'stock_lookup', input: { sku: 'C24T-47150-48' } }]), { http_status: 200, 'anthropic-ratelimit-requests-remaining': 49 - i }));
          kids.push(tool('stock_lookup', { sku: 'C24T-47150-48' }, `HTTP/1.1 200 OK\nDate: ${n.http(n.tick(5))}\nX-Request-Id: ${n.hex(8)}-${n.hex(4)}\nAge: ${n.int(0, 120)}\nX-Served-By: ${n.host('yardstock')}\nContent-Type: application/json\n\n{"sku":"C24T-47150-48","desc":"47x150 C24 tanalised 4.8m","on_hand":126,"allocated":30,"available":96,"bay":"B7"}`));
        }
        return agent('messages.session', { user: 'Hold 40 lengths for DK-Decks, Thursday.' }, null, kids, { provider: 'anthropic', ended: 'client timeout' });
      },
    },
    {
      domain: 'karaoke bars', style: 'DSPy',
      isolates: 'A DSPy ReAct module for a karaoke bar calls the licence lookup for the same song five times with the same arguments; the answer differs only in a trace id, a lookup latency and the catalogue snapshot timestamp.',
      goal: 'Check whether "Total Eclipse of the Heart" is cleared for the Friday karaoke night playlist and add it if so.',
      build(n) {
        const kids = [];
        for (let i = 0; i < 5; i++) {
          kids.push(llm('Predict(ReActSignature).forward', { question: 'Is "Total Eclipse of the Heart" cleared for Friday karaoke? If yes add it.', trajectory: `<${i * 3} fields>` },
            { next_thought: i === 0 ? 'I need the licence status of the song first.' : '', next_tool_name: 'licence_lookup', next_tool_args: { title: 'Total Eclipse of the Heart', artist: 'Bonnie Tyler' } }, { lm: 'openai/gpt-4o-mini', dspy_trace: true }));
          kids.push(tool('Tool.__call__ licence_lookup', { title: 'Total Eclipse of the Heart', artist: 'Bonnie Tyler' }, `licence: PPL+PRS venue karaoke tier 2 -> CLEARED\nterritory: GB\ncatalogue_snapshot: ${n.pylog(n.tick(3))}\nlookup_trace=${n.traceparent()} latency=${n.int(40, 600)}ms`));
        }
        return agent('ReAct.forward', { question: 'Is "Total Eclipse of the Heart" cleared for Friday karaoke? If yes add it.' }, { error: 'max_iters (5) reached without finish' }, kids, { module: 'dspy.ReAct', max_iters: 5 });
      },
    },
    {
      domain: 'rice milling', style: 'Letta',
      isolates: 'A Letta rice-mill agent keeps requesting heartbeats to re-read the same paddy moisture result for one intake lot; the result is identical apart from the LIMS query id and timestamp, and milling is never scheduled.',
      goal: 'Schedule lot P-0917 (long-grain paddy) for husking once its moisture result is at or below 14%, otherwise send it to the dryer.',
      build(n) {
        const kids = [];
        for (let i = 0; i < 5; i++) {
          kids.push(llm('Agent.step inner_thoughts', { messages: [i === 0 ? usr('Schedule lot P-0917 for husking if moisture <= 14%, else dryer.') : { role: 'user', content: '{"type":"heartbeat","reason":"[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control"}' }] },
            { tool_calls: [{ name: 'query_lims', arguments: JSON.stringify({ lot: 'P-0917', test: 'moisture', request_heartbeat: true }) }] }, { model: 'gpt-4o-mini', agent_id: 'agent-' + n.uuid(), step_id: 'step-' + n.uuid() }));
          kids.push(tool('query_lims', { lot: 'P-0917', test: 'moisture', request_heartbeat: true }, JSON.stringify({ status: 'OK', message: JSON.stringify({ lot: 'P-0917', moisture_pct: 13.6, method: 'oven 130C 2h', result_state: 'authorised', lims_query_id: 'Q' + n.int(1000000, 9999999) }), time: n.dmy(n.tick(8)) + ' UTC' })));
        }
        return agent('letta.agent', { agent_name: 'mill_scheduler' }, null, kids, { letta_version: '0.6.' + n.int(1, 9), stop_reason: 'max_steps' });
      },
    },
    {
      domain: 'luggage storage', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
      isolates: 'A luggage-storage assistant queries locker availability at the same station five times, changing only its client timestamp argument; every reply is the same set of free lockers with a new snapshot id and timestamp, and no locker is ever reserved.',
      goal: 'Reserve a large locker at the Kings Cross site for two suitcases from 10:00 to 18:00 today and send the access code.',
      build(n) {
        const kids = [];
        for (let i = 0; i < 5; i++) {
          const id = callId(n);
          const args = { site: 'KGX', size: 'L', from: '10:00', to: '18:00', client_ts: n.epochMs(n.tick(7)) };
          kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolCallId: id, toolName: 'lockerAvailability', args: JSON.stringify(args) }]), 'ai.response.msToFirstChunk': n.int(200, 900) }, { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat' }));
          kids.push(tool('ai.toolCall', { 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify({ site: 'KGX', free: [{ locker: 'L-14', size: 'L' }, { locker: 'L-22', size: 'L' }], price_gbp: 9.5, snapshot: 'snp_' + n.ulid(), as_of: n.iso() }) }, { metadata: { 'ai.toolCall.name': 'lockerAvailability', 'ai.toolCall.id': id } }));
        }
        return agent('ai.streamText', { 'ai.prompt': 'Reserve a large locker at Kings Cross 10:00-18:00 for two suitcases; send code.' }, { 'ai.response.finishReason': 'tool-calls' }, kids, { 'ai.settings.maxSteps': 10, 'ai.telemetry.functionId': 'stash-assistant' });
      },
    },
    {
      domain: 'physiotherapy clinic', style: 'Google ADK',
      isolates: 'A physio clinic agent checks the same GP referral with an incrementing attempt counter four times; the answer is the same "ACCEPTED, book initial assessment" with only the fetch time, ETag and gateway id changing, and the patient is never booked.',
      goal: 'Book the patient\'s first knee-rehab assessment once the GP referral R-55310 is on file, and text her the appointment.',
      build(n) {
        const kids = [];
        for (let i = 1; i <= 4; i++) {
          const args = { referral_id: 'R-55310', attempt: i };
          kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-1.5-pro', contents: ['...'] } }, { 'gcp.vertex.agent.llm_response': { content: { role: 'model', parts: [{ function_call: { name: 'get_referral', args } }] } } }, { 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid() }));
          kids.push(tool('execute_tool get_referral', args, { referral_id: 'R-55310', state: 'ACCEPTED', next: 'book initial assessment (45 min)', clinician_pref: 'any', fetched: n.isoOff(n.tick(9), 0), etag: n.etag(true), gateway: 'apigw-' + n.hex(6) }));
        }
        return agent('invoke_agent physio_booking_agent', { new_message: 'Book R-55310 initial knee assessment and text the patient.' }, null, kids, { app_name: 'kneadwell', session_id: n.uuid(), error: 'LlmCallsLimitExceededError' });
      },
    },
  ],
};
