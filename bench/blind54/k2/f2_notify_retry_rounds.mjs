// Family: notify_retry_rounds (loop: true, stagnation: true). Same failure, same message, again and again.
export const family = 'notify_retry_rounds';
export const rows = [
{
  n: '01', domain: 'fossil digs', style: 'langsmith',
  isolates: 'A LangGraph agent retries the same photogrammetry upload that fails with HTTP 413 each time and sends the site lead the same apology after every attempt.',
  goal: 'Upload the photogrammetry model of quadrant C4 (ichthyosaur vertebrae) to the museum collections server and tell the site lead when it is done.',
  build(T) {
    const { N } = T; const c = [];
    const msg = 'Heads up: the upload of the C4 photogrammetry model to the collections server failed (413 Payload Too Large). I will retry the upload now.';
    for (let i = 0; i < 4; i++) {
      c.push(T.llm('', [{ name: 'upload_model', args: { path: '/data/dig-2024/C4/c4_vertebrae_dense.ply', target: 'collections/ichthyo/2024' } }], { node: 'agent' }));
      c.push(T.tool('upload_model', { path: '/data/dig-2024/C4/c4_vertebrae_dense.ply', target: 'collections/ichthyo/2024' }, { status: 413, headers: { server: 'nginx/1.24.0', date: N.http(), 'content-type': 'text/html', 'x-request-id': N.uuid() }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx/1.24.0</center></body></html>' }, { error: 'HTTPError: 413 Request Entity Too Large (file 2.31 GB)' }));
      c.push(T.llm(msg, [{ name: 'send_message', args: { to: 'site-lead', text: msg } }], { node: 'agent' }));
      c.push(T.tool('send_message', { to: 'site-lead', text: msg }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}`, channel: 'C04DIGSITE' }));
    }
    return T.root('LangGraph', [T.chain('agent_loop', { messages: T.hist.slice(0, 2) }, c, null, { recursion_limit: 25 })], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
  },
},
{
  n: '02', domain: 'kite festivals', style: 'openai_agents',
  isolates: 'An OpenAI Agents SDK run keeps resending exhibitor passes through an SMTP relay that rejects with 550 each time, and posts the same Slack notice after each failure.',
  goal: 'Email the 14 kite-flying exhibitors their arena passes for the Dieppe kite festival and confirm in #festival-ops.',
  build(T) {
    const { N } = T; const c = [];
    const note = 'Exhibitor pass emails could not be sent: the mail relay rejected the batch (550 5.7.1 sender not authorised). Retrying the send.';
    for (let i = 0; i < 3; i++) {
      c.push(T.llm('', [{ name: 'send_pass_emails', args: { batch: 'exhibitors-2024', template: 'arena_pass_v2', count: 14 } }]));
      c.push(T.tool('send_pass_emails', { batch: 'exhibitors-2024', template: 'arena_pass_v2', count: 14 }, `smtp.send: relay=mx-out-${N.int(1, 4)}.festival-mail.fr queue_id=${N.hex(10).toUpperCase()} elapsed=${N.ms()}ms\n550 5.7.1 <ops@dieppe-kites.fr>: Sender address rejected: not authorised`, { error: 'SMTPRecipientsRefused: 550 5.7.1 Sender address rejected' }));
      c.push(T.llm(note, [{ name: 'post_slack', args: { channel: '#festival-ops', text: note } }]));
      c.push(T.tool('post_slack', { channel: '#festival-ops', text: note }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
    }
    c.push(T.llm(note, []));
    return T.root('Agent workflow', [T.agent('Festival Ops Agent', { input: 'send passes' }, c, null, { span_type: 'agent', handoffs: [], tools: ['send_pass_emails', 'post_slack'] })], { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, { trace_id: 'trace_' + N.hex(32), workflow_name: 'Agent workflow' });
  },
},
{
  n: '03', domain: 'sundial makers', style: 'pydantic_ai',
  isolates: 'A Pydantic AI agent resubmits the same CNC engraving job to an offline spindle controller and tells the maker the same thing after every failure.',
  goal: 'Engrave the hour lines for the 48.2°N garden sundial (job SD-0917) on the brass plate using the CNC router and tell me when it starts.',
  build(T) {
    const { N } = T; const c = [];
    for (let i = 0; i < 4; i++) {
      c.push(T.llm('', [{ name: 'submit_cnc_job', args: { job: 'SD-0917', gcode: 'sd0917_hourlines_48_2N.nc', material: 'CZ121 brass 3mm' } }]));
      c.push(T.tool('submit_cnc_job', { job: 'SD-0917', gcode: 'sd0917_hourlines_48_2N.nc', material: 'CZ121 brass 3mm' }, { controller: 'grbl 1.1h', port: '/dev/ttyUSB0', response: `ALARM:1 (Hard limit) — spindle VFD not responding`, attempted_at: N.iso(), session: N.hex(12) }, { error: 'CncError: spindle VFD not responding (ALARM:1)' }));
      c.push(T.llm('The CNC router reported ALARM:1 and the spindle is not responding, so job SD-0917 did not start. I will submit it again.', [{ name: 'notify_maker', args: { text: 'The CNC router reported ALARM:1 and the spindle is not responding, so job SD-0917 did not start. I will submit it again.' } }]));
      c.push(T.tool('notify_maker', { text: 'The CNC router reported ALARM:1 and the spindle is not responding, so job SD-0917 did not start. I will submit it again.' }, { delivered: true, push_id: N.uuid() }));
    }
    return T.root('agent run', c, null, { 'logfire.msg': 'sundial_agent run', 'error': 'UsageLimitExceeded: The next request would exceed the request_limit of 16' });
  },
},
{
  n: '04', domain: 'velvet weaving', style: 'mastra',
  isolates: 'A Mastra agent re-uploads the same jacquard pattern that fails the same checksum validation and opens near-identical maintenance tickets after each attempt.',
  goal: 'Load jacquard pattern "Peacock Damask v3" onto loom 6 for tonight’s cut-pile velvet run and log a ticket if anything blocks it.',
  build(T) {
    const { N } = T; const c = [];
    for (let i = 0; i < 3; i++) {
      c.push(T.llm('', [{ name: 'upload_jacquard', args: { loom: 6, file: 'peacock_damask_v3.jc5', hooks: 2688 } }]));
      c.push(T.tool('upload_jacquard', { loom: 6, file: 'peacock_damask_v3.jc5', hooks: 2688 }, { loom: 'L6 Bonas Si', transfer_id: N.uuid(), bytes: 1843210, result: 'REJECTED', reason: 'CRC32 mismatch: expected 9F3A11C2 got 0B7E55D0' }, { error: 'PatternRejected: CRC32 mismatch' }));
      const t = `Loom 6 rejected jacquard pattern "Peacock Damask v3" with a CRC32 mismatch (expected 9F3A11C2, got 0B7E55D0). The velvet run is blocked. Retrying upload.`;
      c.push(T.llm(t, [{ name: 'create_ticket', args: { queue: 'weaving-maintenance', title: 'Loom 6 jacquard upload rejected (CRC mismatch)', body: t } }]));
      c.push(T.tool('create_ticket', { queue: 'weaving-maintenance', title: 'Loom 6 jacquard upload rejected (CRC mismatch)', body: t }, { key: 'WVM-' + N.int(1000, 9999), created: N.iso(), url: 'https://mill.youtrack.cloud/issue/WVM-' + N.int(1000, 9999) }));
    }
    return T.root(`agent.generate`, c, { text: '', finishReason: 'tool-calls', steps: 6, note: 'maxSteps reached' });
  },
},
{
  n: '05', domain: 'harmonica repair', style: 'claude_sdk',
  isolates: 'A Claude Agent SDK session keeps running the same git push that fails authentication, telling the user the same thing each time.',
  goal: 'Commit the updated reed-gapping calculator (reedgap.py) for the harmonica repair shop and push it to origin/main.',
  build(T) {
    const { N } = T; const c = [];
    c.push(T.llm('I will commit the change.', [{ name: 'Bash', args: { command: 'git add reedgap.py && git commit -m "Adjust gap table for Marine Band 1896 draw reeds"', description: 'Commit calculator' } }]));
    c.push(T.tool('Bash', { command: 'git add reedgap.py && git commit -m "Adjust gap table for Marine Band 1896 draw reeds"' }, `[main ${N.hex(7)}] Adjust gap table for Marine Band 1896 draw reeds\n 1 file changed, 14 insertions(+), 6 deletions(-)`));
    for (let i = 0; i < 4; i++) {
      c.push(T.llm('', [{ name: 'Bash', args: { command: 'git push origin main', description: 'Push to remote' } }]));
      c.push(T.tool('Bash', { command: 'git push origin main' }, `remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/harpdoctor/reedgap.git/'`, { error: 'Exit code 128' }));
      c.push(T.llm('The push to origin/main failed: authentication was rejected by GitHub. I will try pushing again.', []));
    }
    return T.root('claude-agent-sdk session', c, { subtype: 'error_max_turns', num_turns: 12, total_cost_usd: +(N.int(10, 90) / 100).toFixed(2) }, { session_id: N.uuid(), cwd: '/home/shop/reedgap' });
  },
},
{
  n: '06', domain: 'origami workshops', style: 'otel',
  isolates: 'An OTel GenAI-instrumented agent retries the same refund that the payment API rejects with 409 each time and emails the attendee the same apology after each attempt.',
  goal: 'Refund attendee A-3381 for the cancelled Saturday tessellation origami workshop (€45) and let them know.',
  build(T) {
    const { N } = T; const c = [];
    for (let i = 0; i < 3; i++) {
      c.push(T.llm('', [{ name: 'issue_refund', args: { charge: 'ch_3OrigamiA3381', amount: 4500, currency: 'eur' } }]));
      c.push(T.tool('issue_refund', { charge: 'ch_3OrigamiA3381', amount: 4500, currency: 'eur' }, { status: 409, headers: { 'request-id': N.reqId('req_'), 'idempotency-key': N.uuid(), date: N.http() }, body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge is disputed; refunds are not allowed while a dispute is open.' } } }, { error: 'StripeError 409 charge_disputed' }));
      const m = 'Dear attendee, we are sorry — our refund of €45 for the cancelled tessellation workshop could not be processed yet. We are retrying and will confirm shortly.';
      c.push(T.llm(m, [{ name: 'send_email', args: { to: 'attendee:A-3381', subject: 'Your workshop refund', body: m } }]));
      c.push(T.tool('send_email', { to: 'attendee:A-3381', subject: 'Your workshop refund', body: m }, { id: '<' + N.hex(16) + '@mail.paperfold.studio>', accepted: 1 }));
    }
    c.push(T.llm('The refund was rejected again; I will let the attendee know and retry.', []));
    return T.root('invoke_agent refund-assistant', c, null, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'refund-assistant' });
  },
},
];
