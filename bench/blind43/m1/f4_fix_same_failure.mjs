import { makeTracer } from './lib.mjs';
export const family = { name: 'loop_fix_same_failure', loop: true, stagnation: false };
export const rows = [
{ n: '01', domain: 'Elixir Phoenix LiveView tests (coding)', style: 'anthropic', isolates: 'Three different code edits, and after each the same test fails with the same assertion; only the duration and seed change.',
  goal: 'Fix the failing test BookingLive.FormTest "rejects overlapping slots" in the studio-bookings repo.',
  build(N) {
    const T = makeTracer('anthropic', N, { model: 'claude-sonnet-4-20250514', agentName: 'coder', goal: this.goal });
    const fail = () => `Running ExUnit with seed: ${N.int(10000, 999999)}, max_cases: 16\n\n  1) test rejects overlapping slots (StudioBookingsWeb.BookingLive.FormTest)\n     test/studio_bookings_web/live/booking_live/form_test.exs:48\n     Assertion with =~ failed\n     code:  assert html =~ "overlaps an existing booking"\n     left:  "<div class=\\"alert\\">Booking saved</div>"\n\nFinished in ${(N.int(8, 40) / 10).toFixed(1)} seconds (0.3s async, ${(N.int(8, 30) / 10).toFixed(1)}s sync)\n12 tests, 1 failure`;
    const test = { command: 'mix test test/studio_bookings_web/live/booking_live/form_test.exs' };
    const edits = [
      ['Add an overlap check in the changeset.', { path: 'lib/studio_bookings/bookings/booking.ex', old_str: '|> validate_required([:room_id, :starts_at, :ends_at])', new_str: '|> validate_required([:room_id, :starts_at, :ends_at])\n|> validate_no_overlap()' }],
      ['Maybe the LiveView uses a different changeset; change save_booking to use Bookings.create_booking/1.', { path: 'lib/studio_bookings_web/live/booking_live/form.ex', old_str: 'Repo.insert(changeset)', new_str: 'Bookings.create_booking(params)' }],
      ['Perhaps the flash key differs; render errors via put_flash(:error, ...).', { path: 'lib/studio_bookings_web/live/booking_live/form.ex', old_str: '{:error, %Ecto.Changeset{} = cs} ->', new_str: '{:error, %Ecto.Changeset{} = cs} ->\n        socket = put_flash(socket, :error, "overlaps an existing booking")' }],
    ];
    const c = [T.llm({ text: 'Run the test first.', calls: [['bash', test]] }), T.tool('bash', test, fail(), { error: 'exit code 2' })];
    edits.forEach(([why, e]) => { c.push(T.llm({ text: why, calls: [['str_replace_editor', e]] })); c.push(T.tool('str_replace_editor', e, `The file ${e.path} has been edited.`)); c.push(T.llm({ calls: [['bash', test]] })); c.push(T.tool('bash', test, fail(), { error: 'exit code 2' })); });
    return T.agent(c, null, { metadata: { stop: 'max_turns' } });
  } },
{ n: '02', domain: 'nginx TLS for a bike-repair café booking site (devops)', style: 'otel', isolates: 'Three different nginx config changes, each followed by the same SSL handshake failure from the checker; only timestamps and connection ids differ.',
  goal: 'Make https://book.spokesandsprockets.cafe pass the TLS check after the certificate renewal.',
  build(N) {
    const T = makeTracer('otel', N, { model: 'gpt-4.1', agentName: 'ops-agent', goal: this.goal });
    const check = { cmd: 'openssl s_client -connect book.spokesandsprockets.cafe:443 -servername book.spokesandsprockets.cafe </dev/null' };
    const out = () => `CONNECTED(00000003)\n${N.pid()}:error:0A000086:SSL routines:tls_post_process_server_certificate:certificate verify failed:../ssl/statem/statem_clnt.c:1889:\n---\nverify error:num=20:unable to get local issuer certificate\n---\nSSL handshake has read ${N.int(3100, 3300)} bytes and written 396 bytes\nVerification error: unable to get local issuer certificate\nStart Time: ${N.epoch()}`;
    const fixes = [['Point ssl_certificate at fullchain.pem instead of cert.pem.', { file: '/etc/nginx/sites-enabled/book.conf', set: 'ssl_certificate /etc/letsencrypt/live/book/fullchain.pem;' }], ['Add ssl_trusted_certificate with the chain file.', { file: '/etc/nginx/sites-enabled/book.conf', set: 'ssl_trusted_certificate /etc/letsencrypt/live/book/chain.pem;' }], ['Restrict ssl_protocols to TLSv1.2 TLSv1.3.', { file: '/etc/nginx/nginx.conf', set: 'ssl_protocols TLSv1.2 TLSv1.3;' }]];
    const c = [];
    fixes.forEach(([why, f]) => { c.push(T.llm({ text: why, calls: [['edit_config', f]] })); c.push(T.tool('edit_config', f, { written: true, backup: `${f.file}.bak.${N.compact()}` })); c.push(T.tool('shell', { cmd: 'nginx -t && systemctl reload nginx' }, 'nginx: configuration file /etc/nginx/nginx.conf test is successful')); c.push(T.tool('shell', check, out(), { error: 'exit status 1' })); });
    return T.agent(c, null);
  } },
{ n: '03', domain: 'bus driver training school', style: 'crewai', isolates: 'CrewAI agent changes three different scheduler settings; each time the validator reports the same conflict for the same instructor.',
  goal: 'Produce a valid weekly practical-lesson timetable for the Northgate bus driver training school.',
  build(N) {
    const T = makeTracer('crewai', N, { model: 'gpt-4o', agentName: 'Timetable Planner', goal: this.goal });
    const v = () => ({ valid: false, run: N.uuid(), checked_at: N.usDate(), errors: [{ code: 'INSTRUCTOR_DOUBLE_BOOKED', instructor: 'P. Marsh', slot: 'Wed 09:00-11:00', vehicles: ['BUS-3', 'BUS-5'] }], elapsed_ms: N.ms() });
    const c = [];
    [['Lower max lessons per instructor per day to 3.', { max_lessons_per_day: 3 }], ['Allow lessons on Saturday mornings.', { extra_days: ['Sat'] }], ['Prefer BUS-4 for manual-gearbox students.', { vehicle_preference: { manual: 'BUS-4' } }]].forEach(([why, s]) => {
      c.push(T.llm({ reasoning: why, calls: [['solve_timetable', { week: '2025-W14', settings: s }]] }));
      c.push(T.tool('solve_timetable', { week: '2025-W14', settings: s }, `solution ${N.hex(8)} generated in ${N.dur()}`));
      c.push(T.tool('validate_timetable', { week: '2025-W14' }, v()));
    });
    return T.agent(c, 'Agent stopped due to iteration limit or time limit.');
  } },
{ n: '04', domain: 'heritage railway boiler certification', style: 'langsmith', isolates: 'LangGraph agent edits a boiler inspection form three different ways; the submission portal rejects it with the identical schema error every time.',
  goal: 'Submit the annual boiler hydraulic test certificate for locomotive No. 4472-class "Ivy" to the heritage rail regulator portal.',
  build(N) {
    const T = makeTracer('langsmith', N, { model: 'gpt-4o', goal: this.goal });
    const rej = () => ({ status: 422, headers: { 'x-request-id': N.uuid(), date: N.httpDate() }, body: { error: 'ValidationError', detail: "field 'test_pressure' must be >= 1.5 x working pressure (required 270 psi)" } });
    const c = [];
    [['Fill in the working pressure as 180 psi.', { working_pressure_psi: 180 }], ['Convert test pressure to bar.', { test_pressure: '18.6 bar' }], ['Attach the inspector signature page.', { attachments: ['signature_page.pdf'] }]].forEach(([why, patch]) => {
      c.push(T.llm({ text: why, calls: [['update_form', patch]] })); c.push(T.tool('update_form', patch, { ok: true, revision: N.int(2, 30) }));
      c.push(T.llm({ calls: [['submit_certificate', { loco: 'IVY', form: 'BHT-2025' }]] })); c.push(T.tool('submit_certificate', { loco: 'IVY', form: 'BHT-2025' }, rej(), { error: 'HTTP 422' }));
    });
    return T.agent(c, null);
  } },
{ n: '05', domain: 'fountain maintenance for city parks', style: 'smolagents', isolates: 'smolagents run tries three different pump-controller settings; the commissioning check prints the same low-flow alarm every time.',
  goal: 'Get the Victoria Park fountain pump back to normal operation after the winter shutdown.',
  build(N) {
    const T = makeTracer('smolagents', N, { model: 'Qwen/Qwen2.5-72B-Instruct', goal: this.goal });
    const chk = () => `[${N.clock()}] commissioning run #${N.int(100, 999)}\nflow_rate=11.2 m3/h (min 18.0)\nALARM LOW_FLOW nozzle_ring=B\nresult: FAIL (${N.dur()})`;
    const c = [];
    [['Raise the VFD frequency to 48 Hz.', { param: 'vfd_freq_hz', value: 48 }], ['Open bypass valve V2 fully.', { param: 'valve_v2', value: 'open' }], ['Switch to the standby pump P2.', { param: 'duty_pump', value: 'P2' }]].forEach(([why, s]) => {
      c.push(T.group(`Step ${c.length + 1}`, [T.llm({ reasoning: why, calls: [['set_controller', s]] }), T.tool('set_controller', s, 'ack'), T.tool('commissioning_check', {}, chk(), { error: 'check failed' })]));
    });
    return T.agent(c, null);
  } },
{ n: '06', domain: 'festival wristband RFID', style: 'openinference', isolates: 'Three different reader-firmware settings, each followed by the same failed scan test listing the same unreadable wristband batch.',
  goal: 'Make the gate readers at Field Gate 3 accept the new batch of RFID wristbands before doors open.',
  build(N) {
    const T = makeTracer('openinference', N, { model: 'gpt-4o-mini', goal: this.goal });
    const t = () => `scan_test gate=FG3 started=${N.isoOffset(1)}\nread 0/25 tags of batch WB-7 (NTAG213)\nread 25/25 tags of batch WB-6\nFAIL: batch WB-7 unreadable (session ${N.hex(10)})`;
    const c = [];
    [['Increase reader power to 30 dBm.', { tx_power_dbm: 30 }], ['Enable ISO 14443-A protocol explicitly.', { protocols: ['ISO14443A', 'ISO15693'] }], ['Extend read timeout to 400 ms.', { read_timeout_ms: 400 }]].forEach(([why, s]) => {
      c.push(T.llm({ text: why, calls: [['configure_reader', s]] })); c.push(T.tool('configure_reader', s, { applied: true, reboot_s: N.int(4, 12) })); c.push(T.tool('scan_test', { gate: 'FG3' }, t(), { error: 'scan test failed' }));
    });
    return T.agent(c, null);
  } },
];
