import { agent, llm, tool, chain, span, sys, usr, asst, call, chatOut, anthOut, respOut } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;
export const isolates = 'The page, offset or cursor keeps advancing past the last real page and each answer is the same empty page, three or more times.';

const r01 = (x) => {
  const kids = [];
  const shows = [[{ show: 'The Frog Prince', date: '2025-07-03', sold: 84 }, { show: 'Punch & Judy Matinee', date: '2025-07-04', sold: 120 }], [{ show: 'The Snow Queen (marionette)', date: '2025-07-05', sold: 61 }]];
  for (let p = 1; p <= 6; p++) {
    const txt = p === 1 ? 'I will pull the July performance list page by page.' : p === 2 ? 'Two shows on page 1, has_more is true; fetching page 2.' : '';
    kids.push(llm('ChatOpenAI', { messages: [sys('Box office helper for the Little Angel Puppet Theatre.'), usr('Total July ticket sales per show.')] }, { generations: [[{ text: txt, message: asst(txt, [call(x, 'list_performances', { month: '2025-07', page: p, per_page: 2 })]) }]] }, { ls_model_name: 'gpt-4o-mini', run_id: x.uuid() }));
    const data = shows[p - 1] || [];
    kids.push(tool('list_performances', { month: '2025-07', page: p, per_page: 2 }, { data, page: p, per_page: 2, has_more: p < 2, request_id: x.reqId('rq_') }, { run_id: x.uuid() }));
  }
  return { isolates: 'After two real pages of performances the agent requests pages 3 to 6, each returning an empty list with has_more false.', goal: 'Report total July ticket sales per show for a puppet theatre.', root: chain('AgentExecutor', { input: 'Total July ticket sales per show.' }, null, kids, { recorder: 'langsmith', ls_project: 'puppet-boxoffice', stopped: 'max_iterations' }) };
};

const r02 = (x) => {
  const kids = [];
  const first = [
    { visit_id: 'LV-1001', card: 'Priority Pass', lounge: 'Aspire T1', pax: 2 },
    { visit_id: 'LV-1002', card: 'Amex Platinum', lounge: 'Aspire T1', pax: 1 },
    { visit_id: 'LV-1003', card: 'Priority Pass', lounge: 'Aspire T1', pax: 3 },
  ];
  for (let i = 0; i < 5; i++) {
    const off = i * 50;
    const uses = [{ name: 'lounge_visits', input: { lounge: 'aspire-t1', date: '2025-05-30', offset: off, limit: 50 } }];
    kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: i === 0 ? [usr('Reconcile Priority Pass visits for 30 May at Aspire T1.')] : `[${i * 2 + 1} messages]` }, anthOut(x, i === 0 ? 'Fetching the visit log.' : i === 1 ? 'Three visits on the first page; checking the next offset.' : null, uses, 'claude-3-5-sonnet-20241022')));
    kids.push(tool('lounge_visits', uses[0].input, { visits: i === 0 ? first : [], offset: off, limit: 50, total: 3, server: x.host('lounge-api'), ts: x.epochMs() }));
  }
  return { isolates: 'The total is 3 and the first page holds all three visits, yet the offset moves to 50, 100, 150, 200, each returning an empty visit list.', goal: 'Reconcile Priority Pass lounge visits at the Aspire T1 lounge for 30 May against the card network invoice.', root: agent('lounge-reconciler', { date: '2025-05-30' }, null, kids, { recorder: 'anthropic messages api log', terminated: 'turn budget' }) };
};

const r03 = (x) => {
  const kids = [];
  const tok = 'eyJydW4iOiJXVC0yMDI1LTA0NCIsInNlcSI6MTJ9';
  kids.push(llm('Response', { input: [usr('Summarise the drag coefficients from wind-tunnel run WT-2025-044.')] }, respOut(x, null, [{ name: 'fetch_samples', args: { run: 'WT-2025-044' } }]), { span_type: 'response' }));
  kids.push(tool('fetch_samples', '{"run":"WT-2025-044"}', JSON.stringify({ samples: [{ seq: 11, aoa_deg: 4, cd: 0.0312 }, { seq: 12, aoa_deg: 6, cd: 0.0348 }], next_page_token: tok }), { span_type: 'function' }));
  for (let i = 0; i < 4; i++) {
    kids.push(llm('Response', { input: `[…${3 + i * 2} items]` }, respOut(x, null, [{ name: 'fetch_samples', args: { run: 'WT-2025-044', page_token: tok } }]), { span_type: 'response' }));
    kids.push(tool('fetch_samples', JSON.stringify({ run: 'WT-2025-044', page_token: tok }), JSON.stringify({ samples: [], next_page_token: tok, served_at: x.iso() }), { span_type: 'function' }));
  }
  return { isolates: 'The same next_page_token is re-sent four times and each response is an empty sample list echoing the same token.', goal: 'Summarise drag coefficient versus angle of attack for wind-tunnel run WT-2025-044.', root: agent('Agent workflow', { workflow_name: 'wind-tunnel-summary' }, null, [agent('Aero Analyst', {}, null, kids, { span_type: 'agent' })], { sdk: 'openai-agents', status: 'max_turns exceeded' }) };
};

const r04 = (x) => {
  const kids = [];
  const pages = [
    'PITCH  METER     KWH_START  KWH_END   GUEST\nA12    MTR-4410  18234.2    18290.7   Hallett\nA14    MTR-4412  9021.0     9055.4    Osei\n',
    'PITCH  METER     KWH_START  KWH_END   GUEST\nB03    MTR-4471  5512.9     5530.1    Kowalczyk\n',
  ];
  for (let p = 0; p < 6; p++) {
    const t = p === 0 ? 'Reading the meter export screen by screen.' : p === 1 ? 'Screen 1 has two pitches (A12, A14). Next screen.' : null;
    const c = call(x, 'meter_export_screen', { park: 'ridgeway-holiday-park', period: '2025-06', screen: p + 1 });
    kids.push(llm('chat.completions', { messages: p === 0 ? [usr('Bill electricity for June for all touring pitches.')] : '[…]' }, chatOut(x, t, [c], 'gpt-4o-mini')));
    kids.push(tool('meter_export_screen', c.function.arguments, (pages[p] || 'PITCH  METER     KWH_START  KWH_END   GUEST\n') + `-- screen ${p + 1} -- ${x.logTs()} -- term ${x.hex(4)}`));
  }
  return { isolates: 'A terminal-style meter export has two real screens; the agent scrolls to screens 3 to 6 which show only the header line.', goal: 'Produce June electricity bills for every touring pitch at Ridgeway Holiday Park.', root: agent('caravan-billing', { period: '2025-06' }, null, kids, { recorder: 'plain message log' }) };
};

const r05 = (x) => {
  const kids = [];
  const ev = [{ seq: 1, op: 'quorum.open', officer: 'CO-2' }, { seq: 2, op: 'key.generate', label: 'root-ca-2025', officer: 'CO-1' }, { seq: 3, op: 'quorum.close' }];
  for (let i = 0; i < 5; i++) {
    const since = i === 0 ? 0 : 3 + (i - 1) * 100;
    kids.push(span('llm', 'chat', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Audit the HSM key ceremony of 12 June.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(i === 0 ? [{ type: 'text', content: 'Retrieving audit events.' }] : []), { type: 'tool_call', name: 'hsm_audit_log', arguments: { partition: 'ceremony-p1', since_seq: since } }] }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'mistral-large-latest', 'gen_ai.provider.name': 'mistral_ai' } }));
    kids.push(span('tool', 'execute_tool hsm_audit_log', { 'gen_ai.tool.call.arguments': { partition: 'ceremony-p1', since_seq: since } }, { 'gen_ai.tool.call.result': { events: i === 0 ? ev : [], last_seq: 3, hsm_serial: '53210987', clock: x.httpDate() } }, [], { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'hsm_audit_log' } }));
  }
  return { isolates: 'OTel GenAI spans show an audit-log cursor pushed to 3, 103, 203, 303 after last_seq=3, with the same empty event list each time.', goal: 'Audit the HSM root-key ceremony of 12 June and confirm the dual-control quorum was respected.', root: span('agent', 'invoke_agent ceremony-auditor', { 'gen_ai.agent.name': 'ceremony-auditor' }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', recorder: 'opentelemetry genai semconv' } }) };
};

const r06 = (x) => {
  const kids = [];
  const real = ['call VRS-88120 interpreter=BSL-041 duration=00:12:40 caller=deaf relay', 'call VRS-88121 interpreter=BSL-017 duration=00:03:05 caller=hearing'];
  for (let i = 0; i < 6; i++) {
    const start = i * 2;
    kids.push(llm('LLM', { prompt: `Summarise call volumes for the sign-language video relay shift. Next: rows ${start}..${start + 1}` }, i === 0 ? { text: 'Reading the first two rows of the call log.', tool_call: { name: 'read_call_log', args: { start_row: 0, rows: 2 } } } : { text: '', tool_call: { name: 'read_call_log', args: { start_row: start, rows: 2 } } }, { 'mlflow.spanType': 'CHAT_MODEL', model: 'databricks-llama-4-maverick' }));
    kids.push(tool('read_call_log', { start_row: start, rows: 2 }, i === 0 ? real : [], { 'mlflow.spanType': 'TOOL', 'mlflow.spanInputs.request_id': x.uuid() }));
  }
  return { isolates: 'An MLflow-traced agent keeps reading row windows 2..11 of a call log that only had rows 0 and 1, every window empty.', goal: 'Summarise interpreter call volumes for last night\'s shift at a sign-language video relay service.', root: agent('relay-shift-summary', { shift: '2025-06-11-night' }, null, kids, { 'mlflow.traceRequestId': 'tr-' + x.hex(32), recorder: 'mlflow tracing' }) };
};
export const rows = [r01, r02, r03, r04, r05, r06];
