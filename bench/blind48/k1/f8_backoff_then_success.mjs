import { style, span } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.';

export const rows = [
{ n: '01', domain: 'tango milonga ticketing', style: 'openai_agents', build(h) {
  const S = style(h, 'openai_agents', 'gpt-4o');
  const goal = 'Reserve two tickets for Friday\'s milonga at La Viruta for the Okafor couple.';
  const a = { event: 'viruta-2024-05-17', qty: 2, name: 'Okafor' };
  const c = [];
  ['Reserving.', 'Got a 503; retrying after 2 s.', 'Still 503, waiting 4 s.'].forEach((t) => { c.push(S.llm([{ role: 'user', content: goal }], t, [{ name: 'reserve_tickets', args: a }])); c.push(S.tool('reserve_tickets', a, { status: 503, headers: { 'retry-after': '2', date: h.http() }, body: 'upstream busy' }, { error: 'HTTP 503 Service Unavailable' })); });
  c.push(S.llm([{ role: 'user', content: goal }], 'Retrying once more.', [{ name: 'reserve_tickets', args: a }]), S.tool('reserve_tickets', a, { status: 201, body: { booking: 'MV-' + h.int(10000, 99999), seats: ['T12', 'T13'] } }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Two tickets reserved for the Okafors at La Viruta on Friday (table 12/13).', []));
  return { isolates: 'Three 503s then a 201; the booking is confirmed.', goal, root: S.agent('Agent: Box Office', { input: goal }, { final_output: 'reserved' }, c) };
} },
{ n: '02', domain: 'ventriloquist figure repair intake', style: 'smolagents', build(h) {
  const S = style(h, 'smolagents', 'Qwen/Qwen2.5-72B-Instruct');
  const goal = 'Log the incoming repair for a 1950s Frank Marshall figure (broken jaw string) and email the owner the ticket number.';
  const c = [];
  c.push(span('chain', 'Step 1', {}, null, [S.llm([{ role: 'user', content: goal }], 'Thought: create the ticket.\nCode:\n```py\nt = create_ticket(item="Frank Marshall figure", fault="jaw string")\n```'), S.tool('create_ticket', { item: 'Frank Marshall figure', fault: 'jaw string' }, null, { error: `sqlite3.OperationalError: database is locked (pid ${h.pid()})` })]));
  c.push(span('chain', 'Step 2', {}, null, [S.llm([{ role: 'user', content: goal }], 'Thought: the DB was locked by the nightly backup; wait and retry.\nCode:\n```py\ntime.sleep(5)\nt = create_ticket(item="Frank Marshall figure", fault="jaw string")\nprint(t)\n```'), S.tool('create_ticket', { item: 'Frank Marshall figure', fault: 'jaw string' }, 'Execution logs:\n{"ticket": "VR-0412", "eta_days": 21}')]));
  c.push(span('chain', 'Step 3', {}, null, [S.llm([{ role: 'user', content: goal }], 'Thought: email the owner.\nCode:\n```py\nsend_email(to=owner_email, body="Ticket VR-0412")\nfinal_answer("Ticket VR-0412 created and emailed")\n```'), S.tool('send_email', { to: 'owner', body: 'Ticket VR-0412' }, 'queued'), S.tool('final_answer', { answer: 'Ticket VR-0412 created and emailed' }, 'Ticket VR-0412 created and emailed')]));
  return { isolates: 'One "database is locked" failure, a wait, then success; the ticket is emailed.', goal, root: S.agent('CodeAgent.run', { task: goal }, { output: 'Ticket VR-0412 created and emailed' }, c) };
} },
{ n: '03', domain: 'biathlon range scoring', style: 'agno', build(h) {
  const S = style(h, 'agno', 'gpt-4o');
  const goal = 'Push the prone-stage hit/miss results for lane 14 to the live results feed.';
  const a = { lane: 14, stage: 'prone-1', hits: [1, 1, 0, 1, 1] };
  const c = [];
  for (let i = 0; i < 2; i++) { c.push(S.llm([{ role: 'user', content: goal }], i ? 'Connection reset again; backing off 3 s.' : 'Publishing.', [{ name: 'publish_result', args: a }])); c.push(S.tool('publish_result', a, { errno: -104, code: 'ECONNRESET', syscall: 'read', host: h.host('feed', 4) }, { error: 'ECONNRESET' })); }
  c.push(S.llm([{ role: 'user', content: goal }], 'Retry after backoff.', [{ name: 'publish_result', args: a }]), S.tool('publish_result', a, { accepted: true, seq: h.int(1000, 9000) }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Lane 14 prone stage (4/5) is live.', []));
  return { isolates: 'Two ECONNRESET errors then acceptance; the result is live.', goal, root: S.agent('Agent.run', { message: goal }, { content: 'Lane 14 prone stage (4/5) is live.', status: 'COMPLETED' }, c) };
} },
{ n: '04', domain: 'yak wool co-op payouts', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'gpt-4o-2024-08-06');
  const goal = 'Pay the herders for the spring yak-down delivery (batch YD-0524) through the mobile money API.';
  const a = { batch: 'YD-0524', currency: 'MNT' };
  const c = [S.llm({ role: 'user', content: goal }, '', [{ name: 'disburse', args: a }]), S.tool('disburse', a, { status: 429, error: 'rate_limited', headers: h.rate(60) }, { error: '429 Too Many Requests' })];
  c.push(S.llm({ role: 'tool', content: '429' }, 'Rate limited; waiting for the reset window.', [{ name: 'disburse', args: a }]), S.tool('disburse', a, { status: 200, paid: 17, total_mnt: 8420000, ref: h.uuid() }));
  c.push(S.llm({ role: 'tool', content: '200' }, 'All 17 herders paid (8,420,000 MNT).'));
  return { isolates: 'One 429 then 200 with 17 payments made.', goal, root: S.sub('chain', 'AgentExecutor', { input: goal }, { output: 'All 17 herders paid' }, c, { run_type: 'chain' }) };
} },
{ n: '05', domain: 'jam co-packer label printing', style: 'otel', build(h) {
  const S = style(h, 'otel', 'gpt-4o-mini');
  const goal = 'Print 600 labels for the damson jam run and mark the job ready for filling.';
  const a = { printer: 'zebra-line2', template: 'damson-340g', qty: 600 };
  const c = [];
  for (let i = 0; i < 3; i++) { c.push(S.llm([{ role: 'user', content: goal }], i ? `Printer busy, retry ${i}.` : null, [{ name: 'print_labels', args: a }])); c.push(S.tool('print_labels', a, `ERR PRINTER_BUSY: spooler ${h.host('spool', 2)} queue depth ${h.int(2, 6)}`, { error: 'PRINTER_BUSY' })); }
  c.push(S.llm([{ role: 'user', content: goal }], 'Retry now the queue has drained.', [{ name: 'print_labels', args: a }]), S.tool('print_labels', a, 'OK 600 labels spooled, job ' + h.jobId('zpl-')));
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'set_job_status', args: { run: 'damson', status: 'ready_for_filling' } }]), S.tool('set_job_status', {}, { ok: true }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Labels printed and the damson run is ready for filling.', []));
  return { isolates: 'PRINTER_BUSY three times, then the labels print and the job is advanced.', goal, root: S.agent('invoke_agent line-assistant', { goal }, { status: 'ok' }, c) };
} },
{ n: '06', domain: 'container registry push for a monastery guesthouse site', style: 'claude_sdk', build(h) {
  const S = style(h, 'claude_sdk', 'claude-sonnet-4-20250514');
  const goal = 'Build and push the guesthouse booking site image to the registry and update the staging tag.';
  const cmd = 'docker push registry.example.org/abbey/guesthouse:1.8.2';
  const c = [S.llm([{ role: 'user', content: goal }], '', [{ name: 'Bash', args: { command: cmd } }]), S.tool('Bash', { command: cmd }, `The push refers to repository [registry.example.org/abbey/guesthouse]\n${h.hex(12)}: Pushing\nreceived unexpected HTTP status: 502 Bad Gateway`, { error: 'exit code 1' })];
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], 'A 502 from the registry is transient; retrying.', [{ name: 'Bash', args: { command: cmd } }]), S.tool('Bash', { command: cmd }, `${h.hex(12)}: Pushed\n1.8.2: digest: sha256:${h.sha(64)} size: 2203`));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], '', [{ name: 'Bash', args: { command: 'crane tag registry.example.org/abbey/guesthouse:1.8.2 staging' } }]), S.tool('Bash', {}, ''));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], 'Pushed 1.8.2 (second attempt after a 502) and pointed staging at it.'));
  return { isolates: 'One 502 on docker push, then success and the staging tag update.', goal, root: S.agent('claude-code session', { prompt: goal }, { subtype: 'success' }, c) };
} },
];
