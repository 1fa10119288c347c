import { Conv, root, span } from './lib.mjs';
export const family = 'volatile_only_repeats';
export const loop = true, stagnation = false;
export const summary = 'Same tool, same arguments (or only a client timestamp / attempt counter differs), 4+ answers identical apart from volatile values; the agent never acts on them.';

export const rows = [
{ id: '01', domain: 'cod liver oil refinery', style: 'otel',
  isolates: 'Five identical tank-status polls whose answers differ only in read timestamp, OPC sequence number and historian replica host.',
  goal: 'Start the deodorisation step on tank T-4 once peroxide value is confirmed below 5 meq/kg.',
  build(N) {
    const c = new Conv('otel', N, { model: 'gpt-4o-mini', system: 'Refinery process assistant.', goal: this.goal });
    for (let i = 0; i < 5; i++) {
      c.llm(null, [{ name: 'tank_status', args: { tank: 'T-4' } }]);
      c.tool({ tank: 'T-4', peroxide_meq_kg: 3.8, anisidine: 9.1, temp_c: 42.0, stage: 'bleached_awaiting_deodorisation', read_at: N.isoOffset(2), historian: N.host('hist'), opc_seq: N.int(1000000, 9999999) });
    }
    return root('otel', 'invoke_agent refinery_assistant', this.goal, c.cur, null, { 'gen_ai.agent.name': 'refinery_assistant', cut: 'client timeout' });
  } },

{ id: '02', domain: 'hair donation charity', style: 'vercel',
  isolates: 'A Mastra/AI SDK agent re-checks a wig-order shipment five times; each answer differs only in tracking event ids, ETag and Date header.',
  goal: 'Tell the family of wig recipient #R-3391 when the custom wig will arrive and send them the tracking link.',
  build(N) {
    const c = new Conv('vercel', N, { model: 'gpt-4o', system: 'You are the Mastra agent "recipient-care" for Locks of Hope.', goal: this.goal });
    for (let i = 0; i < 5; i++) {
      c.llm(null, [{ name: 'getShipment', args: { recipientId: 'R-3391', attempt: i + 1 } }]);
      c.tool(`HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nETag: ${N.etag()}\nX-Carrier-Trace: ${N.traceparent()}\n\n{"status":"IN_TRANSIT","eta":"2025-10-14","last_scan":"Memphis, TN hub","tracking_url":"https://track.example/1Z99R3391","event_id":"${N.uuid()}"}`);
    }
    return span('agent', 'mastra.agent.generate recipient-care', { messages: [{ role: 'user', content: this.goal }] }, { text: '', finishReason: 'tool-calls' }, c.cur, { metadata: { 'mastra.agent': 'recipient-care', 'ai.settings.maxSteps': 5 } });
  } },

{ id: '03', domain: 'fresco conservation lab', style: 'plain',
  isolates: 'A Strands-style agent polls a humidity-chamber job with the same job id; the only differences are poll counters, durations and a rotating log path.',
  goal: 'When the salt-extraction poultice cycle on fresco panel P-17 finishes, record conductivity and schedule the next poultice.',
  build(N) {
    const c = new Conv('plain', N, { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', system: 'Strands agent for the conservation studio.', goal: this.goal });
    const job = N.job('CHM');
    for (let i = 0; i < 6; i++) {
      c.llm(null, [{ name: 'chamber_job_status', args: { job_id: job } }]);
      c.tool(`job ${job}: phase=DRYING progress=100% conductivity_uS=412 note="cycle complete, awaiting operator ack"\npoll #${i + 1} | uptime ${N.int(4, 9)}h${N.int(10, 59)}m | log=/var/lib/chamber/logs/${job}.${N.int(1, 9)}.log | fetched in ${N.ms()}ms`);
    }
    return span('agent', 'invoke_agent Strands Agents', { prompt: this.goal }, null, c.cur, { metadata: { 'gen_ai.system': 'strands-agents', 'event_loop.cycle_count': 6, stop: 'MaxTokensReached/cycle limit' } });
  } },

{ id: '04', domain: 'truck wash bay scheduling', style: 'autogen',
  isolates: 'Semantic-Kernel-like function invocations re-read a bay queue four times; only the server timestamp and request id change.',
  goal: 'Book the next free wash bay for livestock trailer KX-19 and text the driver the slot.',
  build(N) {
    const c = new Conv('autogen', N, { model: 'gpt-4o', system: 'You are the TruckWash planner (Semantic Kernel plugin WashBays).', goal: this.goal });
    for (let i = 0; i < 5; i++) {
      c.llm(null, [{ name: 'WashBays-GetQueue', args: { site: 'A14-services', client_ts: N.iso() } }], { agent: 'planner' });
      c.tool({ server_time: N.euro(), request_id: N.reqId('sk-'), bays: [{ bay: 1, free_from: '14:40' }, { bay: 2, free_from: '13:55' }, { bay: 3, status: 'maintenance' }] });
    }
    return root('semantic-kernel', 'ChatCompletionAgent.invoke planner', this.goal, c.cur, null, { 'sk.function.auto_invoke.max': 5 });
  } },

{ id: '05', domain: 'shadow-play theatre ticketing', style: 'openinference',
  isolates: 'Four identical seat-availability calls in a Bedrock-agent trace return the same seats with different request ids and cache ages.',
  goal: 'Reserve four adjacent seats for Sunday\'s Wayang shadow-play matinee and send the confirmation.',
  build(N) {
    const c = new Conv('openinference', N, { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', system: 'Bedrock agent for the Lumen Shadow Theatre.', goal: this.goal });
    for (let i = 0; i < 5; i++) {
      c.llm(null, [{ name: 'TicketingActions::GET::/seats', args: { show: 'wayang-2025-10-12-1400', count: 4, adjacent: true } }]);
      c.tool({ httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ blocks: [{ row: 'D', seats: [7, 8, 9, 10] }, { row: 'F', seats: [1, 2, 3, 4] }], hold_ttl_s: 300, generated: N.epochMs(), x_amzn_requestid: N.uuid(), age: N.int(0, 30) }) } } });
    }
    return span('agent', 'InvokeAgent', { inputText: this.goal, sessionId: N.uuid() }, null, c.cur, { metadata: { agentId: 'LUMENTIX01', agentAliasId: 'TSTALIASID', 'openinference.span.kind': 'AGENT' } });
  } },

{ id: '06', domain: 'sundial restoration workshop', style: 'gemini',
  isolates: 'A Gemini function-calling agent fetches the same solar-ephemeris job four times; answers differ only in job hash, compute time and worker node.',
  goal: 'Compute the hour-line angles for a restored vertical sundial at 47.37N facing 12 degrees west of south and send them to the engraver.',
  build(N) {
    const c = new Conv('gemini', N, { model: 'gemini-1.5-flash-002', system: 'Workshop assistant for Horologium Restorations.', goal: this.goal });
    c.llm(null, [{ name: 'submit_dial_calc', args: { lat: 47.37, declination_deg: -12, type: 'vertical' } }]);
    c.tool({ job: 'dial-8841', state: 'done' });
    for (let i = 0; i < 5; i++) {
      c.llm(null, [{ name: 'get_dial_result', args: { job: 'dial-8841' } }]);
      c.tool({ job: 'dial-8841', state: 'done', hour_lines_deg: { '9': -52.1, '10': -36.8, '11': -19.9, '12': -2.6, '13': 15.2, '14': 32.4, '15': 47.9 }, result_sha256: N.hex(64), computed_in_ms: N.ms(), worker: N.pod('ephem-worker') });
    }
    return root('gemini-api', 'chat.send_message loop', this.goal, c.cur, null, { automatic_function_calling: { maximum_remote_calls: 6 } });
  } },
];
