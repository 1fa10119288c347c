// Family: volatile_only_results (loop: true, stagnation: false)
// The same tool with the same arguments (or only a client timestamp / attempt counter changing) returns the same
// answer apart from volatile values, 4+ times, and the agent never acts on it.
export const family = 'volatile_only_results';

export const rows = [
  {
    id: '01', domain: 'Redis cluster failover on a ticket-queue cache', style: 'otel_genai',
    isolates: 'CLUSTER NODES is run five times and shows the same failed primary and unpromoted replica each time; only ping/pong epochs in ms and the generated-at line change, and the agent never runs the failover.',
    build: (n) => {
      const nodes = () => `# ${n.host('redis-bastion', 'us-east-2')} ${n.iso()}\n4c1f0a9e7d2b1c3e5f6a7b8c9d0e1f2a3b4c5d6e 10.20.3.11:6379@16379 master - 0 ${n.epochMs()} 1 connected 0-5460\n7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b 10.20.3.12:6379@16379 master - 0 ${n.epochMs()} 2 connected 5461-10922\n9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e 10.20.3.13:6379@16379 master,fail - ${n.epochMs()} ${n.epochMs()} 3 disconnected 10923-16383\n2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c 10.20.3.23:6379@16379 slave 9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e 0 ${n.epochMs()} 3 connected\n(${n.ms(2, 40)} ms)`;
      const args = { host: 'queue-cache.internal', command: 'CLUSTER NODES' };
      return {
        agent: 'sre-runbook-agent', service: 'sre-runbook-agent', system: 'You execute the Redis runbook for the ticket-queue cache. Tools: redis_cli. If a primary is marked fail and its replica is connected, promote the replica with CLUSTER FAILOVER FORCE on the replica.',
        goal: 'Alert: ticket-queue cache slots 10923-16383 unavailable. Follow the runbook: check the cluster and promote the replica if the primary is down.',
        steps: [
          { say: 'Checking the cluster topology.', calls: [{ name: 'redis_cli', args, out: nodes() }] },
          { calls: [{ name: 'redis_cli', args, out: nodes() }] },
          { say: 'Primary 10.20.3.13 is flagged fail; let me look at the node table once more.', calls: [{ name: 'redis_cli', args, out: nodes() }] },
          { calls: [{ name: 'redis_cli', args, out: nodes() }] },
          { say: 'Confirming the replica state for slot range 10923-16383.', calls: [{ name: 'redis_cli', args, out: nodes() }] },
        ],
        rootError: 'agent terminated: wall-clock limit 300s exceeded',
      };
    },
  },
  {
    id: '02', domain: 'crayfish trapping licences', style: 'agentops',
    isolates: 'A licence application status is fetched five times with an attempt counter, always PENDING_REVIEW at queue position 14 with new request ids and timestamps, and the agent never tells the applicant.',
    build: (n) => {
      const st = (a) => ({ application: 'SCL-2025-00871', status: 'PENDING_REVIEW', queue_position: 14, assigned_officer: null, sla_due: '2025-07-02', fetched: n.iso(), request_id: n.uuid(), attempt: a, edge: n.pick(['lhr-edge-02', 'man-edge-01', 'lhr-edge-05']) });
      return {
        agent: 'licensing-helpdesk', tags: ['licensing', 'crayfish'], system: 'You answer applicants for signal crayfish removal trapping licences. Check the application status and reply to the applicant.',
        goal: 'Applicant Tomasz Nowak asks whether his signal crayfish trapping licence application SCL-2025-00871 has been approved yet. Check and reply to him.',
        steps: [
          { calls: [{ name: 'get_application_status', args: { application_id: 'SCL-2025-00871', attempt: 1 }, out: st(1) }] },
          { calls: [{ name: 'get_application_status', args: { application_id: 'SCL-2025-00871', attempt: 2 }, out: st(2) }] },
          { say: 'Status still pending; I will re-query to make sure it is current.', calls: [{ name: 'get_application_status', args: { application_id: 'SCL-2025-00871', attempt: 3 }, out: st(3) }] },
          { calls: [{ name: 'get_application_status', args: { application_id: 'SCL-2025-00871', attempt: 4 }, out: st(4) }] },
          { calls: [{ name: 'get_application_status', args: { application_id: 'SCL-2025-00871', attempt: 5 }, out: st(5) }] },
        ],
        rootError: 'Session ended without end_session() — marked Indeterminate',
      };
    },
  },
  {
    id: '03', domain: 'conveyor-belt sushi POS menu sync', style: 'bedrock',
    isolates: 'A Bedrock agent asks for the POS menu sync status four times; every answer is the same failed sync on a missing price for one SKU, with new job ids and times, and the agent never fixes the price.',
    build: (n) => {
      const st = () => ({ store: 'KAITEN-017', last_sync: { job: n.job('sync_'), finished: n.us(), result: 'FAILED', errors: [{ sku: '4412', name: 'Aburi salmon (2pc)', field: 'price_jpy', message: 'required field missing' }] }, pos_firmware: '5.2.11', checked_by: n.host('menu-svc', 'ap-northeast-1') });
      return {
        agent: 'menu-ops', actionGroup: 'MenuOps', system: 'You manage menus for a conveyor-belt sushi chain. Fix sync failures using set_item_price and trigger_menu_sync.',
        goal: 'Store KAITEN-017 says tonight\'s menu did not reach the plate-scanner POS. Find out why and get the menu synced.',
        steps: [
          { say: 'Check the last menu sync for the store.', calls: [{ name: 'get_menu_sync_status', args: { store_id: 'KAITEN-017' }, out: st() }] },
          { say: 'The last job failed on a field; re-checking the status output.', calls: [{ name: 'get_menu_sync_status', args: { store_id: 'KAITEN-017' }, out: st() }] },
          { say: 'Reading the sync status again to confirm which item blocks it.', calls: [{ name: 'get_menu_sync_status', args: { store_id: 'KAITEN-017' }, out: st() }] },
          { say: 'Looking at the status for the blocking SKU details.', calls: [{ name: 'get_menu_sync_status', args: { store_id: 'KAITEN-017' }, out: st() }] },
        ],
        rootError: 'throttlingException: Rate exceeded for InvokeAgent (session ended after 4 orchestration steps)',
      };
    },
  },
  {
    id: '04', domain: 'juggling convention badge printing', style: 'adk',
    isolates: 'The badge printer queue is read five times with only a client timestamp changing; it is always paused on an empty ribbon with the same 37 jobs waiting, and the agent never pages staff or reroutes.',
    build: (n) => {
      const q = () => ({ printer: 'zebra-zc350-reg-desk', state: 'paused', reason: 'RIBBON_OUT', jobs_waiting: 37, head_temp_c: n.int(31, 34), snapshot: n.epochF(), spooler: n.host('cups', 'europe-west4'), job_ids_sample: [`badge-${n.hex(6)}`, `badge-${n.hex(6)}`] });
      const a = () => ({ printer: 'zebra-zc350-reg-desk', client_ts: n.isoSec() });
      return {
        agent: 'ejc_registration_desk', app: 'ejc-registration', system: 'You run registration for the European Juggling Convention. If the badge printer is blocked, page_staff and/or reroute_print_jobs to the backup printer.',
        goal: 'Registration desk reports badges stopped printing. Find out why and get badges printing again.',
        steps: [
          { calls: [{ name: 'get_print_queue', args: a(), out: q() }] },
          { say: 'Printer paused with jobs queued; reading the queue again.', calls: [{ name: 'get_print_queue', args: a(), out: q() }] },
          { calls: [{ name: 'get_print_queue', args: a(), out: q() }] },
          { calls: [{ name: 'get_print_queue', args: a(), out: q() }] },
          { say: 'One more read of the queue before deciding.', calls: [{ name: 'get_print_queue', args: a(), out: q() }] },
        ],
        rootError: 'LlmCallsLimitExceededError: Max number of llm calls limit of 5 exceeded',
      };
    },
  },
  {
    id: '05', domain: 'birch sap water bottling', style: 'responses',
    isolates: 'The refractometer reading for a sap tank is requested five times and is 1.1 °Bx every time with new sample ids and instrument clocks; the release decision is never taken.',
    build: (n) => {
      const r = () => `REFRACTO ATAGO PAL-1 SN 3120${n.int(100, 999)}\nSAMPLE ${n.alnum(6).toUpperCase()}  TANK T2\n${n.eu()}\nBrix  1.1 %\nTemp  ${(3.9 + n.r() * 0.3).toFixed(1)} C (ATC)\nOK`;
      return {
        agent: 'sap-quality', system: 'You are QA for a birch sap water bottler. Sap may be released to bottling when brix >= 1.0 %. Use read_refractometer and release_tank.',
        goal: 'Check tank T2 of this morning\'s birch sap and release it to the bottling line if it meets the brix spec.',
        steps: [
          { say: 'Reading tank T2.', calls: [{ name: 'read_refractometer', args: { tank: 'T2' }, out: r() }] },
          { calls: [{ name: 'read_refractometer', args: { tank: 'T2' }, out: r() }] },
          { reason: 'Reading looks fine but I want a stable value.', calls: [{ name: 'read_refractometer', args: { tank: 'T2' }, out: r() }] },
          { calls: [{ name: 'read_refractometer', args: { tank: 'T2' }, out: r() }] },
          { reason: 'Another sample to confirm.', calls: [{ name: 'read_refractometer', args: { tank: 'T2' }, out: r() }] },
        ],
        rootError: 'incomplete: max_output_tokens / tool budget reached',
      };
    },
  },
  {
    id: '06', domain: 'revolving door service tickets', style: 'plain',
    isolates: 'A field-service ticket is fetched five times with an attempt parameter; the HTTP response differs only in Date, request id, ETag and server, and the agent never books the technician.',
    build: (n) => {
      const t = () => `HTTP/1.1 200 OK\nDate: ${n.http()}\nContent-Type: application/json; charset=utf-8\nETag: ${n.etag(true)}\nX-Request-Id: ${n.uuid()}\nX-Served-By: ${n.host('fsm-api', 'eu-west-1')}\nX-RateLimit-Remaining: ${n.int(80, 199)}\n\n{"ticket":"RD-55120","site":"Harbourside Tower lobby","asset":"3-wing revolving door KTV-3","status":"awaiting_parts","part":{"sku":"DRV-BELT-1140","eta":"2025-04-09","received":false},"technician":null,"priority":"P2"}`;
      return {
        agent: 'facilities-dispatch', system: 'You dispatch technicians for revolving and sliding door maintenance. When a part has an ETA and no technician, book_technician for the day after the ETA.',
        goal: 'Ticket RD-55120: the lobby revolving door at Harbourside Tower is stuck in manual mode. Make sure a technician visit is booked.',
        steps: [
          { calls: [{ name: 'get_ticket', args: { id: 'RD-55120', attempt: 1 }, out: t() }] },
          { say: 'Waiting on the drive belt; fetching the ticket again.', calls: [{ name: 'get_ticket', args: { id: 'RD-55120', attempt: 2 }, out: t() }] },
          { calls: [{ name: 'get_ticket', args: { id: 'RD-55120', attempt: 3 }, out: t() }] },
          { calls: [{ name: 'get_ticket', args: { id: 'RD-55120', attempt: 4 }, out: t() }] },
          { calls: [{ name: 'get_ticket', args: { id: 'RD-55120', attempt: 5 }, out: t() }] },
        ],
        rootError: 'cut off: 5 consecutive tool rounds without a user-facing reply',
      };
    },
  },
];
