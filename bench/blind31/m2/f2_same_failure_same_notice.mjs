import { run, http, span } from './lib.mjs';
export const family = 'same_failure_same_notice';

export const rows = [
{
  id: '01', domain: 'neon tube repair shop (invoicing)', style: 'otel_genai',
  isolates: 'Creating a payment link fails with the same 422 "customer email invalid" three times; each time the agent posts the same Slack message and retries unchanged.',
  goal: 'Send the repair invoice for job NR-2291 (re-bending and re-gassing a 4 ft argon/blue "OPEN" sign) to the customer as a payment link.',
  build: (N) => {
    const pay = () => ({ name: 'create_payment_link', args: { job_id: 'NR-2291', amount_cents: 38500, currency: 'CAD', customer_email: 'hello@lunacafe' }, err: 'HTTP 422: customer_email is not a valid email address', out: http(N, 422, { error: { type: 'invalid_request_error', param: 'customer_email', message: 'Invalid email address: hello@lunacafe' } }, { 'request-id': 'req_' + N.b62(14), 'idempotency-key': N.uuid() }) });
    const slack = () => ({ name: 'post_slack', args: { channel: '#shop-front', text: 'Heads up: the payment link for NR-2291 failed (invalid customer email). I will try again.' }, out: { ok: true, channel: 'C04' + N.upper(7), ts: `${N.epoch()}.${N.int(100000, 999999)}` } });
    return run(N, { style: 'otel_genai', agent: 'shop-billing', model: 'gpt-4o-mini',
      system: 'You handle billing for a neon sign repair shop.', goal: 'Send the repair invoice for job NR-2291 (re-bending and re-gassing a 4 ft argon/blue "OPEN" sign) to the customer as a payment link.',
      steps: [
        { think: null, calls: [{ name: 'get_job', args: { job_id: 'NR-2291' }, out: { job_id: 'NR-2291', customer: 'Luna Café', email: 'hello@lunacafe', total: '385.00 CAD', status: 'ready_for_pickup', bench: 'B2', pumped_at: N.euDate() } }] },
        { think: null, calls: [pay()] },
        { think: 'The payment link failed because of the customer email. I will let the shop know and retry.', calls: [slack()] },
        { think: null, calls: [pay()] },
        { think: 'The payment link failed because of the customer email. I will let the shop know and retry.', calls: [slack()] },
        { think: null, calls: [pay()] },
        { think: 'The payment link failed because of the customer email. I will let the shop know and retry.', calls: [slack()] },
        { think: null, calls: [pay()] },
        { think: 'The payment link for NR-2291 still fails because of the customer email. I will try again later.' },
      ] });
  },
},
{
  id: '02', domain: 'coding: Alembic migration for a yurt rental booking DB', style: 'openhands',
  isolates: 'alembic upgrade fails with the same DuplicateColumn error three times; between attempts the agent sends the user the same status message and changes nothing.',
  goal: 'Apply the pending migration that adds a "stove_type" column to the yurts table and run the booking test suite.',
  build: (N) => {
    const up = () => ({ name: 'CmdRunAction', args: { command: 'alembic upgrade head', is_input: false }, err: 'exit code 1', out: `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 9c1e2f7a4b10 -> 3f0d8e2a6c55, add stove_type to yurts\nsqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateColumn) column "stove_type" of relation "yurts" already exists\n[SQL: ALTER TABLE yurts ADD COLUMN stove_type VARCHAR(32)]\n(Background on this error at: https://sqlalche.me/e/20/f405)\n[Python Interpreter: /opt/venv/bin/python]\n[Command finished with exit code 1 in ${N.dur()}]` });
    const msg = () => ({ name: 'MessageAction', args: { content: 'The migration failed because the stove_type column already exists in the yurts table. Retrying the upgrade.', wait_for_response: false }, out: 'NullObservation' });
    return run(N, { style: 'openhands', model: 'anthropic/claude-3-5-sonnet-20241022',
      system: 'You are OpenHands agent.', goal: 'Apply the pending migration that adds a "stove_type" column to the yurts table and run the booking test suite.',
      steps: [
        { think: 'Check current revision.', calls: [{ name: 'CmdRunAction', args: { command: 'alembic current' }, out: `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n9c1e2f7a4b10\n[Command finished with exit code 0 in ${N.dur()}]` }] },
        { think: 'Apply the migration.', calls: [up()] },
        { think: 'The migration failed because the stove_type column already exists in the yurts table. I will retry the upgrade.', calls: [msg()] },
        { think: 'Retrying.', calls: [up()] },
        { think: 'The migration failed because the stove_type column already exists in the yurts table. I will retry the upgrade.', calls: [msg()] },
        { think: 'Retrying.', calls: [up()] },
        { think: 'The migration failed because the stove_type column already exists in the yurts table. I will retry the upgrade.', calls: [msg()] },
        { think: 'Retrying.', calls: [up()] },
        { think: 'The migration failed because the stove_type column already exists in the yurts table.' },
      ] });
  },
},
{
  id: '03', domain: 'clay tennis court maintenance', style: 'crewai',
  isolates: 'Booking the court roller for court C4 keeps failing with "court locked for tournament"; the agent emails the grounds manager the same note after each identical failure.',
  goal: 'Schedule the heavy roller and line-brushing for clay court C4 on Tuesday morning and tell the grounds manager when it is booked.',
  build: (N) => {
    const book = () => ({ name: 'Book Court Maintenance', args: { court: 'C4', task: 'heavy_roll+line_brush', date: '2024-05-14', slot: '06:30-08:00' }, err: 'CourtLockedError', out: `{"error":"COURT_LOCKED","detail":"Court C4 is locked by tournament block TB-${N.int(100, 999)} (Junior Clay Open) until 2024-05-16T20:00:00+02:00","server":"${N.host('courtsys')}","trace":"${N.hex(16)}"}` });
    const mail = () => ({ name: 'Send Email', args: { to: 'grounds@riverside-ltc.example', subject: 'C4 maintenance booking', body: 'Hi Tomas, I could not book the roller for court C4 because the court is locked for the tournament. I will try again.' }, out: `Message queued: <${N.hex(20)}@mail.riverside-ltc.example>` });
    return run(N, { style: 'crewai', agent: 'GroundsCrew', role: 'Court Maintenance Coordinator', model: 'gpt-4o-mini', task: 'Book C4 roller', expected: 'Booking reference and confirmation email',
      system: 'You are Court Maintenance Coordinator. Your goal: keep clay courts playable.', goal: 'Schedule the heavy roller and line-brushing for clay court C4 on Tuesday morning and tell the grounds manager when it is booked.',
      steps: [
        { think: 'I should book the roller for C4 on Tuesday morning.', calls: [book()] },
        { think: 'The court is locked for the tournament so the booking failed. I will email the grounds manager and try again.', calls: [mail()] },
        { think: 'I will try booking C4 again.', calls: [book()] },
        { think: 'The court is locked for the tournament so the booking failed. I will email the grounds manager and try again.', calls: [mail()] },
        { think: 'I will try booking C4 again.', calls: [book()] },
        { think: 'The court is locked for the tournament so the booking failed. I will email the grounds manager and try again.', calls: [mail()] },
        { think: 'I will try booking C4 again.', calls: [book()] },
        { think: 'The court is locked for the tournament so the booking failed. I will email the grounds manager and try again.', calls: [mail()] },
      ] });
  },
},
{
  id: '04', domain: 'bobsleigh track timing results upload', style: 'pydantic_ai',
  isolates: 'Uploading heat times to the federation portal returns the same 401 "token expired"; the agent files the same note on the ops ticket and re-uploads with the same token, three rounds.',
  goal: 'Upload the official two-man bob heat 1 and heat 2 timing file to the federation results portal and note completion on ticket OPS-812.',
  build: (N) => {
    const tok = 'eyJhbGciOiJSUzI1NiJ9.' + N.b62(40);
    const up = () => ({ name: 'upload_results', args: { event: 'EC-2B-ALT-25', file: '/data/timing/2b_h1_h2.xml', token: tok.slice(0, 24) + '…' }, err: '401 Unauthorized', out: http(N, 401, { code: 'token_expired', message: 'JWT expired at ' + N.isoNoMs() }, { 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token expired"', via: '1.1 ' + N.host('edge') }) });
    const note = () => ({ name: 'comment_ticket', args: { ticket: 'OPS-812', body: 'Results upload failed with 401 (token expired). Retrying the upload now.' }, out: { id: N.int(40000, 49999), created: N.isoOff(1), author: 'timing-bot' } });
    return run(N, { style: 'pydantic_ai', agent: 'timing_agent', model: 'gpt-4o',
      system: 'You publish sliding-sport timing results.', goal: 'Upload the official two-man bob heat 1 and heat 2 timing file to the federation results portal and note completion on ticket OPS-812.',
      steps: [
        { think: '', calls: [{ name: 'validate_timing_file', args: { path: '/data/timing/2b_h1_h2.xml' }, out: `OK 24 sleds, 48 runs, photocell sync drift max 0.0004s, checksum crc32=${N.hex(8)}` }] },
        { think: '', calls: [up()] },
        { think: 'Upload failed with 401 token expired. Noting on the ticket and retrying.', calls: [note()] },
        { think: '', calls: [up()] },
        { think: 'Upload failed with 401 token expired. Noting on the ticket and retrying.', calls: [note()] },
        { think: '', calls: [up()] },
        { think: 'Upload failed with 401 token expired. Noting on the ticket and retrying.', calls: [note()] },
        { think: '', calls: [up()] },
        { think: 'Upload failed with 401 token expired. Noting on the ticket and retrying.', calls: [note()] },
      ] });
  },
},
{
  id: '05', domain: 'rubber stamp maker (laser engraving artwork)', style: 'langfuse',
  isolates: 'The engraver job API rejects the same artwork for being 150 DPI three times; each time the agent sends the customer the same apology and resubmits the identical file.',
  goal: 'Send customer order RS-40417 (self-inking address stamp, 58x22 mm) to the laser engraver queue and keep the customer informed.',
  build: (N) => {
    const sub = () => ({ name: 'submit_engrave_job', args: JSON.stringify({ order: 'RS-40417', artwork: 's3://stampworks-art/RS-40417/artwork_v1.png', plate: 'rubber-2.3mm', mirror: true }), strArgs: true, err: 'ArtworkRejected', out: { accepted: false, reason: 'resolution 150 dpi below minimum 600 dpi for rubber plates', job: null, queue_depth: N.int(2, 14), engraver: 'trotec-' + N.int(1, 3) } });
    const tell = () => ({ name: 'email_customer', args: { order: 'RS-40417', template: 'free_text', text: 'Sorry, there was a problem preparing your stamp artwork for engraving. We are retrying and will update you shortly.' }, out: { message_id: N.uuid(), status: 'sent' } });
    return run(N, { style: 'langfuse', agent: 'stamp-production', model: 'gpt-4o-mini', tags: ['production', 'engraver'],
      system: 'You move stamp orders through production.', goal: 'Send customer order RS-40417 (self-inking address stamp, 58x22 mm) to the laser engraver queue and keep the customer informed.',
      steps: [
        { think: '', calls: [sub()] },
        { think: 'The engraver rejected the artwork. I will inform the customer and retry.', calls: [tell()] },
        { think: '', calls: [sub()] },
        { think: 'The engraver rejected the artwork. I will inform the customer and retry.', calls: [tell()] },
        { think: '', calls: [sub()] },
        { think: 'The engraver rejected the artwork. I will inform the customer and retry.', calls: [tell()] },
        { think: '', calls: [sub()] },
        { think: 'The engraver rejected the artwork again. I will inform the customer and retry.' },
      ] });
  },
},
{
  id: '06', domain: 'devops: Kubernetes CronJob for a hedge maze attraction ticket sync', style: 'smolagents',
  isolates: 'kubectl apply is denied by the same Gatekeeper policy (missing resource limits) three times; the agent posts the same #ops message each round without editing the manifest.',
  goal: 'Deploy the nightly ticket-export CronJob (k8s/cron-ticket-export.yaml) to the maze-prod namespace and tell #ops when it is live.',
  build: (N) => {
    const apply = () => ({ name: 'shell', args: { cmd: 'kubectl apply -n maze-prod -f k8s/cron-ticket-export.yaml' }, err: 'exit status 1', out: `Error from server (Forbidden): error when creating "k8s/cron-ticket-export.yaml": admission webhook "validation.gatekeeper.sh" denied the request: [container-must-have-limits] container <ticket-export> has no resource limits\n(request ${N.uuid()}, took ${N.durMs(80, 400)}ms)` });
    const post = () => ({ name: 'post_to_channel', args: { channel: '#ops', message: 'Deploy of ticket-export CronJob to maze-prod was blocked by the admission webhook. Retrying.' }, out: `posted ts=${N.epoch()}.${N.int(100000, 999999)}` });
    return run(N, { style: 'smolagents', model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
      system: 'You are an expert assistant who can solve any task using code blobs.', goal: 'Deploy the nightly ticket-export CronJob (k8s/cron-ticket-export.yaml) to the maze-prod namespace and tell #ops when it is live.',
      steps: [
        { think: 'I will apply the manifest.', calls: [apply()] },
        { think: 'The deploy was blocked by the admission webhook. I will tell #ops and retry.', calls: [post()] },
        { think: 'Retry the apply.', calls: [apply()] },
        { think: 'The deploy was blocked by the admission webhook. I will tell #ops and retry.', calls: [post()] },
        { think: 'Retry the apply.', calls: [apply()] },
        { think: 'The deploy was blocked by the admission webhook. I will tell #ops and retry.', calls: [post()] },
        { think: 'Retry the apply.', calls: [apply()] },
      ] });
  },
},
];
