import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut } from './lib.mjs';
export const family = 'transient_retry_then_success';
export const loop = false, stagnation = false;
function run(c, name, args, errs, okOut, mkLlm) {
  const k = [];
  errs.forEach((e, i) => { k.push(mkLlm(i ? `Transient error (attempt ${i}); backing off ${2 ** i}s and retrying.` : null)); k.push(tool(name, args, null, { error: e(c) })); });
  k.push(mkLlm(`Retry ${errs.length + 1}.`)); k.push(tool(name, args, okOut(c)));
  return k;
}
export const rows = [
(c) => { const k = run(c, 'mes_post_batch', { line: 'BOOT-3', pairs: 480 }, [(c) => `503 Service Unavailable (retry-after: 2) x-req ${c.uuid()}`, (c) => `503 Service Unavailable (retry-after: 4) x-req ${c.uuid()}`], (c) => ({ batch: 'RB-' + c.int(1000, 9999), accepted: 480 }), (t) => llm('Response', {}, respOut(c, t, [['mes_post_batch', { line: 'BOOT-3', pairs: 480 }]])));
  k.push(llm('Response', {}, respOut(c, 'Batch of 480 rubber boots posted to the MES.')));
  return { isolates: 'A MES post fails twice with 503, then succeeds and the run ends.', goal: 'Post the day\'s rubber boot production batch to the MES.', root: agent('Production clerk', {}, { final_output: 'posted' }, k, { span_type: 'agent' }) }; },
(c) => { const k = run(c, 'Sensors-read_inclinometer', { borehole: 'BH-4' }, [(c) => `TimeoutError: LoRaWAN downlink not acknowledged (fcnt ${c.int(100, 999)})`], (c) => ({ depth_m: [2, 4, 6, 8], disp_mm: [1.2, 1.9, 2.1, 2.2], read_at: c.iso() }), (t) => llm('chat.completions gpt-4o', {}, { 'gen_ai.completion': t || 'calling read_inclinometer' }));
  k.push(llm('chat.completions gpt-4o', {}, { 'gen_ai.completion': 'BH-4 cumulative displacement 2.2 mm at 8 m, below the 5 mm alert. No action needed.' }));
  return { isolates: 'An inclinometer read times out once, succeeds on retry, and the slope verdict is given.', goal: 'Check landslide inclinometer BH-4 against the alert threshold.', root: agent('ChatCompletionAgent', {}, {}, k, { 'sk.version': '1.15.0' }) }; },
(c) => { const k = run(c, 'fetch_timber_quote', { species: 'lime', size: '600x400x300' }, [(c) => `ConnectionResetError: [Errno 104] Connection reset by peer (${c.host('quotes')})`, (c) => `ConnectionResetError: [Errno 104] Connection reset by peer (${c.host('quotes')})`, (c) => `ConnectionResetError: [Errno 104] Connection reset by peer (${c.host('quotes')})`], (c) => ({ price_gbp: 340, lead_days: 12 }), (t) => llm('LiteLLMModel.__call__', {}, `Thought: ${t || 'get a quote for the limewood block'}\nCode:\n\`\`\`py\nfetch_timber_quote(species="lime", size="600x400x300")\n\`\`\`<end_code>`));
  k.push(llm('LiteLLMModel.__call__', {}, 'Code:\n```py\nfinal_answer("Limewood block for the figurehead: £340, 12 days.")\n```'));
  return { isolates: 'A timber quote call is reset three times and then returns a price used in the final answer.', goal: 'Get a quote for a limewood block for a ship figurehead.', root: agent('CodeAgent.run', {}, { output: '£340, 12 days' }, k) }; },
(c) => { const k = run(c, 'issue_licence', { holder: 'R. Mbeki', zone: 'Flat 3', type: 'recreational clam' }, [(c) => `ModelRetry: HTTP 429 Too Many Requests, x-ratelimit-remaining: 0, reset ${c.epoch()}`], (c) => ({ licence: 'CL-' + c.int(10000, 99999), valid_to: '2025-03-31' }), (t) => llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: t || 'issuing' }] }));
  k.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'Licence issued to R. Mbeki for Flat 3, valid to 31 March.' }] }));
  return { isolates: 'A licence issue is rate-limited once, then succeeds and the holder is told.', goal: 'Issue a recreational clam digging licence.', root: agent('agent run', {}, {}, k, { 'logfire.span_type': 'span' }) }; },
(c) => { const k = run(c, 'psql', { sql: "SELECT slot_name, active FROM pg_replication_slots" }, [(c) => `psql: error: connection to server at "${c.host('pg')}" (10.0.3.4), port 5432 failed: FATAL:  the database system is starting up`, (c) => 'psql: error: FATAL:  the database system is starting up'], (c) => ` slot_name   | active\n-------------+--------\n bookings_cdc | t\n(1 row)\n\nTime: ${c.ms()}.221 ms`, (t) => llm('chat.completions', {}, { choices: [{ message: oaiMsg(c, t, [['psql', { sql: 'SELECT slot_name, active FROM pg_replication_slots' }]]) }] }));
  k.push(llm('chat.completions', {}, { choices: [{ message: { role: 'assistant', content: 'After the replica restart the bookings_cdc slot is active again; the massage booking app sync will resume.' } }] }));
  return { isolates: 'Postgres rejects connections twice while starting up, then the slot check succeeds and is reported.', goal: 'Confirm the logical replication slot for the sports-massage booking app is active.', root: agent('session', {}, {}, k) }; },
(c) => { const k = run(c, 'tool: reserveMachine', { machine: 'CF-07', date: '2024-07-20' }, [(c) => `FetchError: request to https://hire.example/api failed, reason: getaddrinfo EAI_AGAIN hire.example`], (c) => ({ reservation: c.uuid(), deposit_gbp: 50 }), (t) => llm('llm: generate', {}, { text: t || '', toolCalls: [{ toolName: 'reserveMachine' }] }));
  k.push(llm('llm: generate', {}, { text: 'Candy floss machine CF-07 reserved for 20 July; £50 deposit due.' }));
  return { isolates: 'A DNS hiccup fails one reservation call; the retry succeeds and the booking is confirmed.', goal: 'Reserve a candy floss machine for 20 July.', root: agent('agent.hireAgent.generate', {}, {}, k, { mastra: '0.4' }) }; },
];
