import { u } from './lib.mjs';
export const family = { name: 'continues_after_success', loop: true, stagnation: true, what: 'Goal met and confirmed by a tool, then 3+ re-checks/re-submits/re-announcements that learn nothing until a step limit.' };
export const scenarios = [
{ n: '01', domain: 'fortune cookie factory message upload', style: 'gemini', goal: 'Upload the new batch of 500 fortunes to the folding line printer.',
  isolates: 'Upload confirmed (500 accepted); agent re-queries the count four more times and re-announces success each time.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'upload_fortunes', args: { file: 'fortunes_q4.csv', line: 'fold-2' } }]));
    ch.push(B.tool('upload_fortunes', { file: 'fortunes_q4.csv' }, { accepted: 500, rejected: 0, batch: N.job('FB-'), checksum: N.sha(32) }));
    for (let i = 0; i < 4; i++) { ch.push(B.llm([u(this.goal)], 'Upload complete: all 500 fortunes accepted by the fold-2 printer. Let me verify once more.', [{ name: 'printer_queue_count', args: { line: 'fold-2' } }]));
      ch.push(B.tool('printer_queue_count', { line: 'fold-2' }, { queued: 500, polled_at: N.isoOffset(8), controller: N.host('fold2-plc') })); }
    return B.agent('line_ops', { goal: this.goal }, { status: 'max_steps' }, ch); } },
{ n: '02', domain: 'wasabi farm irrigation schedule', style: 'smolagents', goal: 'Set the spring-water flow for terrace 3 to 12 L/min.',
  isolates: 'Flow set and read back at 12.0 L/min; the agent re-sets the same value three more times and re-reads, to max steps.',
  build(N, B) { const steps = []; let i = 1;
    steps.push(B.step(i++, [B.llm([u(this.goal)], 'Set flow.', [{ name: 'set_flow', args: { terrace: 3, lpm: 12 } }]), B.tool('set_flow', { terrace: 3, lpm: 12 }, `valve V3 -> 12.0 L/min (ack ${N.hex(6)})`)]));
    steps.push(B.step(i++, [B.llm([u(this.goal)], 'Verify.', [{ name: 'read_flow', args: { terrace: 3 } }]), B.tool('read_flow', { terrace: 3 }, `terrace 3 flow 12.0 L/min @ ${N.logts()}`)]));
    for (let k = 0; k < 3; k++) steps.push(B.step(i++, [B.llm([u(this.goal)], 'The flow is at 12 L/min as requested. To be safe I will set it again and confirm.', [{ name: 'set_flow', args: { terrace: 3, lpm: 12 } }]), B.tool('set_flow', { terrace: 3, lpm: 12 }, `valve V3 -> 12.0 L/min (ack ${N.hex(6)})`), B.tool('read_flow', { terrace: 3 }, `terrace 3 flow 12.0 L/min @ ${N.logts()}`)]));
    return B.agent('ToolCallingAgent', this.goal, 'Reached max steps.', steps); } },
{ n: '03', domain: 'sumo stable tournament registration', style: 'logfire', goal: 'Register wrestler Takanoumi for the November basho roster.',
  isolates: 'Registration returns confirmed; the agent re-submits the registration (getting "already registered") three times and re-announces.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'register_rikishi', args: { shikona: 'Takanoumi', basho: '2025-11' } }]));
    ch.push(B.tool('register_rikishi', { shikona: 'Takanoumi' }, { status: 'confirmed', entry_no: 'K-' + N.int(100, 999), at: N.iso() }));
    for (let k = 0; k < 3; k++) { ch.push(B.llm([u(this.goal)], 'Takanoumi is registered for the November basho. I will submit once more to make sure.', [{ name: 'register_rikishi', args: { shikona: 'Takanoumi', basho: '2025-11' } }]));
      ch.push(B.tool('register_rikishi', { shikona: 'Takanoumi' }, { status: 'already_registered', request_id: N.reqId('jsa-'), at: N.iso() })); }
    return B.agent('stable_clerk', this.goal, null, ch); } },
{ n: '04', domain: 'toboggan run safety sign-off', style: 'openinference', goal: 'File the daily safety inspection for the toboggan run so it can open at 09:00.',
  isolates: 'Inspection filed and shown as APPROVED; agent fetches the same approval record four more times.',
  build(N, B) { const ch = []; const id = 'INS-' + N.int(10000, 99999);
    ch.push(B.llm([u(this.goal)], null, [{ name: 'file_inspection', args: { run: 'toboggan-main', checks: { brakes: 'ok', netting: 'ok', track_ice: 'ok' } } }]));
    ch.push(B.tool('file_inspection', {}, { id, state: 'APPROVED', approver: 'auto-rule-7', ts: N.isoNoMs() }));
    for (let k = 0; k < 4; k++) { ch.push(B.llm([u(this.goal)], `Inspection ${id} is approved and the run can open at 09:00. Checking the record again.`, [{ name: 'get_inspection', args: { id } }]));
      ch.push(B.tool('get_inspection', { id }, { id, state: 'APPROVED', etag: N.etag(), served_by: N.host('safety-api') })); }
    return B.agent('safety_agent', this.goal, 'step limit', ch); } },
{ n: '05', domain: 'felt making workshop class booking', style: 'anthropic', goal: 'Book the wet-felting class for 8 on Saturday and send the confirmation to the organiser.',
  isolates: 'Booking made and email sent (250 OK); agent re-sends the same confirmation email three more times.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'book_class', args: { class: 'wet-felting', date: 'Sat', seats: 8 } }]));
    ch.push(B.tool('book_class', {}, { booking: 'FLT-' + N.int(1000, 9999), seats: 8, status: 'confirmed' }));
    ch.push(B.llm([u(this.goal)], 'Booked. Sending the confirmation.', [{ name: 'send_email', args: { to: 'organiser@knitclub.example', subject: 'Felting class confirmed' } }]));
    ch.push(B.tool('send_email', {}, `250 2.0.0 OK ${N.epoch()} ${N.b62(10)} - gsmtp`));
    for (let k = 0; k < 3; k++) { ch.push(B.llm([u(this.goal)], 'The class is booked for 8 people on Saturday and the confirmation has been sent. I will send the confirmation again to be sure it arrives.', [{ name: 'send_email', args: { to: 'organiser@knitclub.example', subject: 'Felting class confirmed' } }]));
      ch.push(B.tool('send_email', {}, `250 2.0.0 OK ${N.epoch()} ${N.b62(10)} - gsmtp`)); }
    return B.agent('booking-assistant', this.goal, { stop_reason: 'max_turns' }, ch); } },
{ n: '06', domain: 'Postgres index build for a quinoa co-op ledger', style: 'vercel-ai', goal: 'Create the missing index on ledger_entries(member_id, posted_at) so the statement query is fast.',
  isolates: 'Index created and EXPLAIN shows an index scan; agent re-runs the same EXPLAIN four more times and restates the result.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'sql', args: { q: 'CREATE INDEX CONCURRENTLY ix_ledger_member_posted ON ledger_entries(member_id, posted_at);' } }]));
    ch.push(B.tool('sql', {}, `CREATE INDEX\nTime: ${N.int(3000, 90000)}.${N.int(100, 999)} ms`));
    for (let k = 0; k < 5; k++) { ch.push(B.llm([u(this.goal)], k ? 'The index is in place and the query uses it. Let me run EXPLAIN again to confirm.' : null, [{ name: 'sql', args: { q: "EXPLAIN ANALYZE SELECT * FROM ledger_entries WHERE member_id=4411 ORDER BY posted_at DESC LIMIT 50;" } }]));
      ch.push(B.tool('sql', {}, `Limit  (cost=0.43..61.20 rows=50 width=88) (actual time=0.0${N.int(10, 99)}..0.${N.int(100, 400)} rows=50 loops=1)\n  ->  Index Scan Backward using ix_ledger_member_posted on ledger_entries\nPlanning Time: 0.${N.int(80, 300)} ms\nExecution Time: 0.${N.int(200, 600)} ms`)); }
    return B.agent('db-assistant', { prompt: this.goal }, { finishReason: 'length' }, ch); } },
];
