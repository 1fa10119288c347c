// Family 2: try the same failing action, fail the same way, tell the human the same thing,
// try again... three or more rounds, nothing changes.
import { styler, span, httpResp } from './lib.mjs';

export const FAMILY = {
  name: 'notify_retry_same_failure',
  loop: true,
  stagnation: true,
  summary: 'Same failing action retried unchanged, each failure followed by a near-identical message to a human/channel; 3+ rounds.',
};

export const rows = [
  {
    n: '01', domain: 'fish auction lot listing', style: 'otel', start: '2025-03-04T04:12:30Z',
    isolates: 'The quay agent re-posts the same catch lot to the bidding board, gets the same 409 "scale ticket missing" each time, and posts the same Slack apology to #quay-ops after every attempt.',
    goal: 'List this morning\'s hake catch from vessel Mar Aberto (lot 4412) on the Vigo fish auction bidding board before the 05:00 opening.',
    build(c) {
      const s = styler('otel', c, { model: 'gpt-4o-2024-08-06' });
      const lot = { lot: 4412, vessel: 'Mar Aberto (VI-5-2291)', species: 'Merluccius merluccius', boxes: 38, kg_net: 912.4, grade: 'Extra', landing_port: 'Vigo', scale_ticket: null };
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You list landed catch on the auction board and keep #quay-ops informed.'], ['user', 'List lot 4412 (Mar Aberto hake) before opening.']], calls: [['get_landing', { lot: 4412 }]] }));
      ch.push(s.tool('get_landing', { lot: 4412 }, { ...lot, landed_at: c.isoOff(60), quay_clerk: 'R. Piñeiro', terminal: `quay-pc-${c.int(2, 9)}` }));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['tool', i ? 'slack ok' : 'landing record']], text: i ? 'Retrying the listing.' : 'Landing record found, posting to the board.', calls: [['post_lot', lot]] }));
        const rid = c.uuid();
        ch.push(s.tool('post_lot', lot, httpResp(c, 409, { error: 'conflict', code: 'SCALE_TICKET_REQUIRED', message: 'Lot 4412 cannot be listed: scale ticket missing for 38 boxes', request_id: rid }, { 'x-request-id': rid, 'x-board-node': c.pick(['lonja-a', 'lonja-b', 'lonja-c']), 'retry-after': '0' }), { error: `HTTP 409 SCALE_TICKET_REQUIRED (request ${rid})` }));
        const msg = 'Heads up: lot 4412 (Mar Aberto hake, 38 boxes) could not be listed on the board — the board says the scale ticket is missing. I\'ll try again.';
        ch.push(s.llm({ msgs: [['tool', 'HTTP 409 SCALE_TICKET_REQUIRED']], text: '', calls: [['slack_post', { channel: '#quay-ops', text: msg }]] }));
        ch.push(s.tool('slack_post', { channel: '#quay-ops', text: msg }, { ok: true, channel: 'C04QUAYOPS', ts: `${c.epoch()}.${c.digits(6)}`, message: { type: 'message', text: msg, bot_id: 'B05' + c.b62(8).toUpperCase() } }));
        c.tick(20000, 60000);
      }
      return s.agent('quay-lister', { lot: 4412 }, { status: 'aborted', reason: 'agent.max_iterations (10) reached' }, ch, { 'gen_ai.request.model': 'gpt-4o-2024-08-06', 'service.name': 'lonja-agents' });
    },
  },

  {
    n: '02', domain: 'boiler servicing appointment booking', style: 'crewai', start: '2025-10-21T09:30:00Z',
    isolates: 'A CrewAI booking agent keeps calling the same engineer-slot booking that fails with "engineer Gas Safe registration expired", and after each failure emails the customer the same apology.',
    goal: 'Book an annual boiler service for customer #C-7718 (Worcester Bosch 30i) on Thursday morning and confirm by email.',
    build(c) {
      const s = styler('crewai', c, { model: 'gpt-4o-mini' });
      const ch = [];
      const ask = { customer_id: 'C-7718', engineer_id: 'ENG-044', date: '2025-10-23', window: 'AM' };
      ch.push(s.llm({ msgs: [['system', 'You are Service Desk Coordinator. Goal: book boiler services and keep customers informed.'], ['user', 'Current Task: Book an annual boiler service for #C-7718 Thursday morning and email confirmation.']], text: 'Thought: I should find an available engineer for Thursday morning.\nAction: engineer_availability\nAction Input: {"date": "2025-10-23", "window": "AM", "postcode": "LS6 2QA"}' }));
      ch.push(s.tool('engineer_availability', '{"date": "2025-10-23", "window": "AM", "postcode": "LS6 2QA"}', `[{"engineer_id": "ENG-044", "name": "Dale Whitcombe", "distance_mi": 2.1}, {"engineer_id": "ENG-019", "name": "Sana Mirza", "distance_mi": 5.8}] (fetched ${c.hms()}, cache-age ${c.int(1, 59)}s)`));
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['user', i ? 'Observation: email queued' : 'Observation: engineers list']], text: `Thought: ${i ? 'Let me try booking ENG-044 again.' : 'ENG-044 is closest. I will book him.'}\nAction: book_slot\nAction Input: ${JSON.stringify(ask)}` }));
        ch.push(s.tool('book_slot', JSON.stringify(ask), `Error: BookingRejected(422): engineer ENG-044 Gas Safe registration expired on 2025-10-01; cannot be assigned to gas appliance work. [trace ${c.hex(16)}] [${c.isoMs()}]`, { error: 'BookingRejected(422): engineer ENG-044 Gas Safe registration expired' }));
        const body = 'Dear Mr Patel,\n\nWe\'re sorry — we couldn\'t confirm your boiler service for Thursday morning just yet due to a scheduling problem on our side. We\'re working on it and will be in touch shortly.\n\nKind regards,\nBrightflame Heating';
        ch.push(s.llm({ msgs: [['user', 'Observation: Error: BookingRejected(422)']], text: `Thought: The booking failed. I should let the customer know.\nAction: send_email\nAction Input: ${JSON.stringify({ to: 'r.patel@example.co.uk', subject: 'Your boiler service booking', body })}` }));
        ch.push(s.tool('send_email', JSON.stringify({ to: 'r.patel@example.co.uk', subject: 'Your boiler service booking', body }), `Email queued: id=<${c.hex(12)}.${c.epoch()}@mail.brightflame.co.uk> status=250 2.0.0 Ok: queued as ${c.hex(10).toUpperCase()}`));
      }
      const agent = s.agent('Service Desk Coordinator', { role: 'Service Desk Coordinator', max_iter: 8 }, 'Agent stopped due to iteration limit or time limit.', ch, { crewai_version: '0.121.0' });
      const task = span('chain', 'Task: Book annual boiler service for #C-7718', { description: 'Book an annual boiler service for #C-7718 Thursday morning and email confirmation.', expected_output: 'Booking reference and confirmation email id' }, 'Agent stopped due to iteration limit or time limit.', [agent], { metadata: { task_id: c.uuid() } });
      return span('agent', 'Crew.kickoff', { inputs: { customer_id: 'C-7718' } }, { raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: c.int(9000, 20000) } }, [task], { metadata: { crew_id: c.uuid(), process: 'sequential' } });
    },
  },

  {
    n: '03', domain: 'TV listings EPG feed delivery', style: 'langfuse', start: '2025-07-30T22:58:12Z',
    isolates: 'The EPG agent re-uploads the same XMLTV file over SFTP, gets "Permission denied (publickey)" each time, and adds the same comment to the Jira ticket after each failure.',
    goal: 'Deliver tomorrow\'s XMLTV listings for channels 101-148 to the cable operator\'s SFTP drop and close ticket EPG-3391.',
    build(c) {
      const s = styler('langfuse', c, { model: 'gpt-4.1-mini' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You deliver EPG feeds. Tools: build_xmltv, sftp_put, jira_comment.'], ['user', 'Ticket EPG-3391: deliver 31 Jul listings ch 101-148.']], calls: [['build_xmltv', { date: '2025-07-31', channels: '101-148' }]] }));
      ch.push(s.tool('build_xmltv', { date: '2025-07-31', channels: '101-148' }, { path: `/srv/epg/out/xmltv_20250731_${c.hex(6)}.xml.gz`, programmes: 3812, channels: 48, bytes: 1948211, sha256: c.sha256(), built_in: c.durStr() }));
      const file = `/srv/epg/out/xmltv_20250731.xml.gz`;
      for (let i = 0; i < 4; i++) {
        ch.push(s.llm({ msgs: [['tool', i ? 'comment added' : 'built']], text: i ? 'Trying the upload again.' : '', calls: [['sftp_put', { host: 'sftp.kabelnet-ops.example', user: 'epg_feed', local: file, remote: '/incoming/epg/' }]] }));
        ch.push(s.tool('sftp_put', { host: 'sftp.kabelnet-ops.example', user: 'epg_feed', local: file, remote: '/incoming/epg/' }, { exit_code: 255, stderr: `debug1: Connecting to sftp.kabelnet-ops.example [${c.ip()}] port 22.\ndebug1: Authentications that can continue: publickey\ndebug1: Offering public key: /home/epg/.ssh/id_ed25519 ED25519 SHA256:${c.b62(43)}\nepg_feed@sftp.kabelnet-ops.example: Permission denied (publickey).\nConnection closed`, elapsed: `${c.secs(0.4, 2.5)}s` }, { error: 'exit status 255: Permission denied (publickey)' }));
        const note = 'Upload of the 31 Jul XMLTV feed to the operator SFTP failed: Permission denied (publickey). Will retry the delivery.';
        ch.push(s.llm({ msgs: [['tool', 'Permission denied (publickey)']], text: '', calls: [['jira_comment', { issue: 'EPG-3391', body: note }]] }));
        ch.push(s.tool('jira_comment', { issue: 'EPG-3391', body: note }, { id: String(c.int(200000, 299999)), self: `https://jira.broadcast.example/rest/api/2/issue/EPG-3391/comment/${c.int(200000, 299999)}`, created: `${c.ymd()}T${c.hmsMs()}+0000`, author: { name: 'epg-bot' } }));
      }
      return s.agent('epg-delivery', { ticket: 'EPG-3391' }, { status: 'stopped', reason: 'max_steps=16' }, ch, { 'langfuse.trace.name': 'epg-delivery', sessionId: 'EPG-3391', tags: ['nightly', 'xmltv'] });
    },
  },

  {
    n: '04', domain: 'coral reef restoration nursery', style: 'adk', start: '2025-08-17T02:41:00Z',
    isolates: 'An ADK agent retries recording the same fragment outplanting with an unknown site code, gets the same validation error, and tells the diver the same thing after each failure.',
    goal: 'Record today\'s outplanting of 60 Acropora cervicornis fragments from nursery tree T-12 at site KBR-07 and confirm to the dive lead.',
    build(c) {
      const s = styler('adk', c, { model: 'gemini-2.5-flash' });
      const rec = { source_tree: 'T-12', species: 'Acropora cervicornis', fragments: 60, site_code: 'KBR-07', depth_m: 6.5, method: 'nail-and-cable tie' };
      const ch = [];
      for (let i = 0; i < 3; i++) {
        ch.push(s.llm({ msgs: [['user', i ? 'ok, try again' : 'Log today\'s outplanting: 60 cervicornis from T-12 to KBR-07 at 6.5 m.']], calls: [['record_outplanting', rec]] }));
        ch.push(s.tool('record_outplanting', rec, { status: 'error', error: { code: 'VALIDATION_FAILED', detail: "site_code 'KBR-07' not found in sites table (did you mean 'KBR-7'?)", request: c.reqId('rq-', 12), db_replica: c.host('reefdb'), at: c.isoMicro() } }, { error: "VALIDATION_FAILED: site_code 'KBR-07' not found" }));
        ch.push(s.llm({ msgs: [['tool', 'VALIDATION_FAILED']], text: 'I could not save the outplanting record because the database rejected the site code KBR-07. I will try again.' }));
        c.tick(60000, 200000);
        ch.push(span('event', 'user_message', null, { author: 'user', content: { parts: [{ text: i === 2 ? 'try again' : 'ok, try again' }] }, timestamp: c.epoch() + c.rand() }, [], { metadata: { invocation_id: 'e-' + c.uuid() } }));
      }
      return s.agent('reef_nursery_logger', { user_id: 'divelead-marisol', session_id: c.uuid() }, null, ch, { 'gcp.vertex.agent.session_id': c.uuid(), app_name: 'reefnursery' });
    },
  },

  {
    n: '05', domain: 'Postgres replication slot cleanup', style: 'strands', start: '2025-09-09T14:03:55Z',
    isolates: 'A Strands on-call agent keeps running the same pg_drop_replication_slot, which fails because the slot is still active, and posts the same incident note after each attempt.',
    goal: 'Free WAL disk on pg-orders-primary by dropping the stale logical replication slot debezium_orders, and update incident INC-8821.',
    build(c) {
      const s = styler('strands', c, { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' });
      const ch = [];
      const cyc = (k, kids) => span('chain', 'execute_event_loop_cycle', null, null, kids, { metadata: { 'event_loop.cycle_id': c.uuid(), cycle: k } });
      ch.push(cyc(1, [s.llm({ msgs: [['user', 'pg-orders-primary disk at 91%, drop stale slot debezium_orders, update INC-8821']], text: 'Checking slot status first.', calls: [['psql', { host: 'pg-orders-primary', sql: 'SELECT slot_name, active, active_pid, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS lag FROM pg_replication_slots;' }]] }),
        s.tool('psql', { host: 'pg-orders-primary', sql: 'SELECT slot_name, active, active_pid, ...' }, { toolResult: { status: 'success', content: [{ text: ` slot_name        | active | active_pid |  lag\n------------------+--------+------------+--------\n debezium_orders  | t      |      ${c.int(20000, 40000)} | 212 GB\n(1 row)\n\nTime: ${c.secs(1, 30)} ms` }] } })]));
      for (let i = 0; i < 5; i++) {
        const pid = c.int(20000, 40000);
        ch.push(cyc(2 + i * 2, [s.llm({ msgs: [['tool', i ? 'note posted' : 'slot row']], text: i ? 'Retrying the drop.' : 'Dropping the slot.', calls: [['psql', { host: 'pg-orders-primary', sql: "SELECT pg_drop_replication_slot('debezium_orders');" }]] }),
          s.tool('psql', { host: 'pg-orders-primary', sql: "SELECT pg_drop_replication_slot('debezium_orders');" }, { toolResult: { status: 'error', content: [{ text: `ERROR:  replication slot "debezium_orders" is active for PID ${pid}\nTime: ${c.secs(0.5, 4)} ms` }] } }, { error: `ERROR: replication slot "debezium_orders" is active for PID ${pid}` })]));
        const note = 'Attempted to drop replication slot debezium_orders on pg-orders-primary; Postgres reports the slot is still active. Retrying shortly. Disk still ~91%.';
        ch.push(cyc(3 + i * 2, [s.llm({ msgs: [['tool', 'ERROR: slot active']], calls: [['incident_note', { incident: 'INC-8821', note }]] }),
          s.tool('incident_note', { incident: 'INC-8821', note }, { toolResult: { status: 'success', content: [{ json: { id: 'PNOTE' + c.b62(10).toUpperCase(), created_at: c.iso(), incident: 'INC-8821', pd_request_id: c.uuid() } }] } })]));
      }
      return s.agent('oncall_dba', { prompt: 'pg-orders-primary disk at 91%...' }, { stop_reason: 'max_tokens', error: 'EventLoopException: max cycles 12' }, ch, { 'gen_ai.agent.tools': '["psql","incident_note"]' });
    },
  },

  {
    n: '06', domain: 'cassette tape duplication orders', style: 'sk', start: '2025-11-27T10:15:41Z',
    isolates: 'A Semantic Kernel agent submits the same duplication job, which the plant rejects each time with "master checksum mismatch", and sends the label the same chat update after each rejection.',
    goal: 'Queue 300 C46 cassette copies of the "Low Tide Choir - Salt" master for the label and keep them updated.',
    build(c) {
      const s = styler('sk', c, { model: 'gpt-4o' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You are the order desk for Reelworks Tape Duplication.'], ['user', 'Please queue 300 C46 copies of our master "Salt" (uploaded yesterday).']], calls: [['OrdersPlugin-GetMaster', { title: 'Salt' }]] }));
      ch.push(s.tool('OrdersPlugin-GetMaster', { title: 'Salt' }, { master_id: 'MST-2291', format: 'WAV 24/96', sides: { A: '22:41', B: '21:58' }, md5: c.hex(32), uploaded: c.us() }));
      for (let i = 0; i < 3; i++) {
        const job = { master_id: 'MST-2291', copies: 300, tape: 'C46', shell: 'clear', speed: '8x' };
        ch.push(s.llm({ msgs: [['tool', i ? 'message sent' : 'master found']], calls: [['PlantPlugin-SubmitJob', job]] }));
        ch.push(s.tool('PlantPlugin-SubmitJob', job, `{"accepted":false,"reason":"MASTER_CHECKSUM_MISMATCH","detail":"bin loop master md5 differs from upload","bin":"loopbin-${c.int(1, 4)}","ticket":"${c.jobId('DUP-')}","ts":"${c.isoMs()}"}`, { error: 'MASTER_CHECKSUM_MISMATCH' }));
        const text = 'Hi! Quick update on your "Salt" cassette order: the duplication plant couldn\'t start the run because of a problem with the master file check. We\'re retrying now and will update you soon.';
        ch.push(s.llm({ msgs: [['tool', 'MASTER_CHECKSUM_MISMATCH']], calls: [['ChatPlugin-SendMessage', { conversation: 'conv_lowtide', text }]] }));
        ch.push(s.tool('ChatPlugin-SendMessage', { conversation: 'conv_lowtide', text }, { delivered: true, message_id: c.ulid(), at: c.iso() }));
      }
      return s.agent('OrderDeskAgent', { message: 'Please queue 300 C46 copies of our master "Salt".' }, { finish: 'MaximumAutoInvokeAttempts (12) reached' }, ch, { 'sk.function.auto_invoke': true });
    },
  },
];
