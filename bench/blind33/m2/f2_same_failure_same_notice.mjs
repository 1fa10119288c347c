// Family 2: try, fail, tell someone, try again, fail the same way, tell them the same thing again.
// The notice (chat post, email, ticket, PR comment) is near-verbatim every round. loop=true,
// stagnation=true (the model's own notices and reasoning repeat).
import { Rec, span } from './lib.mjs';

export const family = 'same_failure_same_notice';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  // 01 cheese rind washing, Vercel AI SDK spans
  {
    domain: 'cheese rind washing (brine-wash robot in a washed-rind creamery)',
    style: 'vercel',
    isolates: 'Each round the agent starts the rind-wash cycle, gets the same "door interlock open" 409, and posts the same Slack warning, three rounds, never checking the door sensor.',
    goal: 'Run the scheduled morning brine-wash cycle on rack 7 (Époisses-style wheels, day 19) and report completion to #cave-ops.',
    build(nz) {
      const r = new Rec('vercel', nz, { model: 'gpt-4o-mini', goal: this.goal, system: 'You operate the RW-3 rind washing robot via its API. Report to Slack #cave-ops.' });
      const c = [];
      c.push(r.llm('', [['getRackStatus', { rack: 7 }]]));
      c.push(r.tool('getRackStatus', { rack: 7 }, { rack: 7, wheels: 48, age_days: 19, last_wash: nz.isoOffset(1), brine: { marc_pct: 8, salinity_pct: 3.1, temp_c: 12.4 }, robot: 'RW-3', fw: '2.8.' + nz.int(0, 9) }));
      const msg = ':warning: RW-3 could not start the brine wash on rack 7: door interlock reported open (409). Will retry shortly.';
      for (let i = 0; i < 3; i++) {
        c.push(r.llm(i === 0 ? 'Rack 7 is due. Starting the wash cycle.' : 'Retrying the wash cycle on rack 7.', [['startWashCycle', { rack: 7, program: 'EPOISSES_D19', brine_ml_per_wheel: 35 }]]));
        c.push(r.tool('startWashCycle', { rack: 7, program: 'EPOISSES_D19', brine_ml_per_wheel: 35 }, { status: 409, headers: { date: nz.http(), 'x-rw3-node': nz.host('rw3-ctl'), 'x-request-id': nz.uuid() }, body: { error: 'INTERLOCK_OPEN', detail: 'cave door C2 interlock reports OPEN', cycle_counter: nz.counter('cyc', 18211) } }, { error: 'HTTP 409 INTERLOCK_OPEN: cave door C2 interlock reports OPEN' }));
        c.push(r.llm('The wash could not start because the door interlock is open. I will notify #cave-ops and retry.', [['postSlackMessage', { channel: '#cave-ops', text: msg }]]));
        c.push(r.tool('postSlackMessage', { channel: '#cave-ops', text: msg }, { ok: true, channel: 'C04' + nz.b62(8).toUpperCase(), ts: `${nz.epoch()}.${nz.digits(6)}` }));
      }
      return r.root(c, { text: 'Stopped after maxSteps=12.', finishReason: 'tool-calls', steps: 12 });
    },
  },
  // 02 wetsuit repair, Pydantic AI / Logfire
  {
    domain: 'wetsuit repair shop (mail-in seam and zip repairs)',
    style: 'pydantic_ai',
    isolates: 'The shop agent tries to buy a return label, the carrier rejects the postcode the same way each time, and it emails the customer the same apology three times without correcting the address.',
    goal: 'Wetsuit job WS-4471 (new back zip) is finished. Buy the return shipping label and email the customer the tracking number.',
    build(nz) {
      const r = new Rec('pydantic_ai', nz, { model: 'claude-3-5-haiku-latest', goal: this.goal, agent: 'repair_desk' });
      const c = [];
      c.push(r.llm(null, [['get_job', { job_id: 'WS-4471' }]]));
      c.push(r.tool('get_job', { job_id: 'WS-4471' }, { job_id: 'WS-4471', status: 'REPAIRED', work: 'back zip replacement, YKK #10', customer: { name: 'Priya N.', email: 'priya.n@example.org', address: { line1: '14 Gwel an Mor', town: 'Newquay', postcode: 'TR7 1PQQ' } }, weight_g: 1850, completed: nz.euDate() }));
      const mail = { to: 'priya.n@example.org', subject: 'Your wetsuit repair WS-4471', body: 'Hi Priya, your wetsuit is repaired! We are having a small problem generating your return label and will send the tracking number as soon as it is sorted. Thanks for your patience.' };
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('I will buy the return label for the repaired wetsuit.', [['buy_return_label', { job_id: 'WS-4471', service: 'tracked48' }]]));
        c.push(r.tool('buy_return_label', { job_id: 'WS-4471', service: 'tracked48' }, { ok: false, carrier_ref: 'RM' + nz.digits(10), code: 'E1021', message: 'Destination postcode TR7 1PQQ failed validation', validated_at: nz.iso() }, { error: 'CarrierError E1021: Destination postcode TR7 1PQQ failed validation' }));
        c.push(r.llm('The label could not be created. I will let the customer know there is a delay and try again.', [['send_email', mail]]));
        c.push(r.tool('send_email', mail, { accepted: true, message_id: `<${nz.hex(16)}@mail.waveseams.co.uk>`, queue_id: nz.hex(10).toUpperCase() }));
      }
      return r.root(c, null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' });
    },
  },
  // 03 manylinux wheel build (coding/CI), AutoGen
  {
    domain: 'Python C-extension wheel builds for manylinux in CI',
    style: 'autogen',
    isolates: 'An AutoGen coder re-runs cibuildwheel, hits the identical -mavx512f compiler error, and posts an identical PR comment each time, three rounds, never touching setup.py flags.',
    goal: 'Get the aarch64 manylinux wheels building for PR #812 (pyfastgeo) and report status on the PR.',
    build(nz) {
      const r = new Rec('autogen', nz, { model: 'gpt-4o', goal: this.goal, agent: 'ci_fixer' });
      const c = [];
      const comment = 'CI update: the aarch64 manylinux wheel build is still failing with `gcc: error: unrecognized command-line option \'-mavx512f\'`. Re-running the build now.';
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('Re-run the aarch64 wheel build to see if it passes.', [['run_shell', { cmd: 'CIBW_ARCHS=aarch64 cibuildwheel --platform linux --output-dir wheelhouse' }]]));
        const tmp = nz.tmp();
        c.push(r.tool('run_shell', { cmd: 'CIBW_ARCHS=aarch64 cibuildwheel --platform linux --output-dir wheelhouse' }, `     _ _       _ _   _       _           _\n ___|_| |_ _ _|_| |_| |_ _ _| |_ ___ ___| |\ncibuildwheel version 2.21.${nz.int(0, 3)}\nBuilding cp311-manylinux_aarch64 wheel\n+ docker create quay.io/pypa/manylinux2014_aarch64:2024-${nz.int(10, 12)}-${nz.int(10, 28)}-${nz.hex(7)}\n    building 'pyfastgeo._core' extension\n    creating ${tmp}/build/temp.linux-aarch64-cpython-311\n    gcc -pthread -O3 -mavx512f -fPIC -c src/core.c\n    gcc: error: unrecognized command-line option '-mavx512f'\n    error: command '/opt/rh/devtoolset-10/root/usr/bin/gcc' failed with exit code 1\n✕ ${nz.secs(40, 90)}s\nExit code: 1`, { error: 'exit code 1' }));
        c.push(r.llm('The build failed again. I will post an update on the PR.', [['github_comment', { repo: 'geo-tools/pyfastgeo', issue: 812, body: comment }]]));
        c.push(r.tool('github_comment', { repo: 'geo-tools/pyfastgeo', issue: 812, body: comment }, { id: Number(nz.digits(10)), html_url: `https://github.com/geo-tools/pyfastgeo/pull/812#issuecomment-${nz.digits(10)}`, created_at: nz.isoNoMs(), 'x-ratelimit-remaining': nz.counter('rl', 4920, -nz.int(3, 9)) }));
      }
      return r.root(c, { stop_reason: 'Maximum number of turns 12 reached.', messages: 12 });
    },
  },
  // 04 Morris dancing side, Agno (not in the brief's list)
  {
    domain: 'Morris dancing side (summer fixture calendar)',
    style: 'agno',
    isolates: 'An Agno assistant tries to add the dance-out to the shared calendar, gets the same 401 token-expired error, and tells the Telegram group the same "calendar is playing up" note three times.',
    goal: 'Add the Saturday dance-out at the Plough Inn (14:00, kit: whites and baldricks) to the side\'s shared calendar and tell the group chat.',
    build(nz) {
      const r = new Rec('agno', nz, { model: 'gpt-4.1-mini', goal: this.goal, agent: 'squire_helper' });
      const c = [];
      const tg = 'Heads up all: I\'m trying to add Saturday\'s dance-out at the Plough Inn (14:00, whites and baldricks) to the calendar but the calendar is playing up. Will try again shortly!';
      for (let i = 0; i < 3; i++) {
        const ev = { calendarId: 'side-fixtures@group.calendar.google.com', summary: 'Dance-out: Plough Inn', start: '14:00', notes: 'Kit: whites and baldricks' };
        c.push(r.llm(i ? 'Trying to add the dance-out again.' : 'I\'ll add the event to the side calendar.', [['create_calendar_event', ev]]));
        c.push(r.tool('create_calendar_event', ev, { error: { code: 401, message: 'Request had invalid authentication credentials. Expected OAuth 2 access token.', status: 'UNAUTHENTICATED' }, 'x-goog-request-id': nz.hex(16), date: nz.http() }, { error: 'HttpError 401: UNAUTHENTICATED' }));
        const tga = { chat_id: -1001873402265, text: tg };
        c.push(r.llm('The calendar did not accept the event. Let me tell the group and try again.', [['telegram_send', tga]]));
        c.push(r.tool('telegram_send', tga, { ok: true, result: { message_id: nz.counter('tg', nz.int(3000, 9000)), date: nz.epoch() } }));
      }
      return r.root(c, { content: 'Tool call limit reached (tool_call_limit=6).', run_id: nz.uuid() });
    },
  },
  // 05 weighbridge ticketing, Letta
  {
    domain: 'weighbridge ticketing at an aggregates depot',
    style: 'letta',
    isolates: 'A Letta operator agent tries to print the weighbridge ticket, the printer queue rejects it identically, and it sends the gatehouse the same "printer offline" message three times.',
    goal: 'Issue the weighbridge ticket for truck KX19 HBN (gross 31.84 t, tare 12.20 t, 20mm clean stone) and tell the gatehouse it is ready.',
    build(nz) {
      const r = new Rec('letta', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'weighbridge-op' });
      const c = [];
      c.push(r.llm('Net weight is 19.64 t. Record the transaction first.', [['record_weighing', { reg: 'KX19 HBN', gross_t: 31.84, tare_t: 12.2, product: '20mm clean stone' }]]));
      c.push(r.tool('record_weighing', { reg: 'KX19 HBN', gross_t: 31.84, tare_t: 12.2, product: '20mm clean stone' }, { ticket_no: 'WB-' + nz.digits(7), net_t: 19.64, indicator: `Avery L215 s/n ${nz.digits(8)}`, stable: true, recorded: nz.logTs() }));
      const gmsg = 'Ticket for KX19 HBN could not be printed: weighbridge printer is offline. Please hold the truck while I retry.';
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('Printing the ticket for KX19 HBN.', [['print_ticket', { reg: 'KX19 HBN', copies: 2 }]]));
        c.push(r.tool('print_ticket', { reg: 'KX19 HBN', copies: 2 }, `lp: Error - printer WB-THERMAL-01 is not accepting jobs. (job ${nz.int(100, 999)} rejected ${nz.syslog()})`, { error: 'lp exit status 1: printer WB-THERMAL-01 not accepting jobs' }));
        c.push(r.llm('The printer rejected the job. I should keep the gatehouse informed.', [['send_message', { message: gmsg, recipient: 'gatehouse' }]]));
        c.push(r.tool('send_message', { message: gmsg, recipient: 'gatehouse' }, { status: 'OK', time: nz.usDate() }));
      }
      return r.root(c, { stop_reason: 'max_steps', step_count: 12 });
    },
  },
  // 06 fog harvesting nets, Bedrock Agents
  {
    domain: 'fog harvesting nets (telemetry from mesh collectors)',
    style: 'bedrock',
    isolates: 'A Bedrock agent fails the same telemetry upload with the same S3 AccessDenied and files near-identical maintenance tickets three times instead of changing anything.',
    goal: 'Upload last night\'s collector yield logs (nets N1-N12, Atiquipa ridge) to the data lake and confirm the upload to the field team.',
    build(nz) {
      const r = new Rec('bedrock', nz, { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', goal: this.goal, agent: 'fognet-ops' });
      const c = [];
      const ex = { nets: 'N1-N12', night: nz.dateOnly(-1) };
      c.push(r.llm('I will collect the yield logs from the gateway.', [['gateway::/logs/export', ex]]));
      c.push(r.tool('gateway::/logs/export', ex, { file: `/data/export/yield_${nz.dateOnly(-1)}.csv.gz`, rows: nz.int(8000, 9000), sha256: nz.sha(64), liters_total: Number((200 + nz.float() * 90).toFixed(1)) }));
      const tk = { title: 'Fog net telemetry upload failing', body: 'Upload of nightly yield logs to s3://fognet-lake/raw/ failed with AccessDenied. Please investigate.', priority: 'P3' };
      for (let i = 0; i < 3; i++) {
        c.push(r.llm('Uploading the export to the data lake.', [['lake::/upload', { bucket: 'fognet-lake', prefix: 'raw/' }]]));
        c.push(r.tool('lake::/upload', { bucket: 'fognet-lake', prefix: 'raw/' }, `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${nz.hex(16).toUpperCase()}</RequestId><HostId>${nz.b62(56)}=</HostId></Error>`, { error: 'AccessDenied (403)' }));
        c.push(r.llm('The upload failed with AccessDenied. I will open a maintenance ticket so someone can investigate.', [['tickets::/create', tk]]));
        c.push(r.tool('tickets::/create', tk, { ticket: 'FOG-' + nz.counter('t', nz.int(300, 900)), status: 'OPEN', created: nz.isoOffset(-5) }));
      }
      return r.root(c, { completion: 'Sorry, I was unable to complete the upload. A ticket has been opened.', stopReason: 'MAX_ITERATIONS' });
    },
  },
];
