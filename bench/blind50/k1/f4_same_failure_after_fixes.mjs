import { row } from './lib.mjs';
const F = 'f4_same_failure_after_fixes';
const L = (i, iso, st, fn) => row(F, i, iso, true, false, st, fn);
const fix = (edits, check, fail) => edits.flatMap(([say, name, args]) => [{ say, call: { name, args }, out: 'ok' }, { call: check, out: fail }]);
export const rows = () => [
L(1, 'Three different edits to a Rust crate, and cargo test fails with the identical assertion each time apart from timings.', 'anthropic', (N) => ({ goal: 'Fix the failing rounding test in the tidetable crate.', steps: fix([
  ['Switch to f64::round_ties_even.', 'edit_file', { path: 'src/round.rs', find: '.round()', replace: '.round_ties_even()' }],
  ['Maybe the fixture is wrong; scale before rounding.', 'edit_file', { path: 'src/round.rs', find: 'x * 10.0', replace: '(x * 100.0).trunc() / 10.0' }],
  ['Bump the MSRV feature flag instead.', 'edit_file', { path: 'Cargo.toml', find: 'rust-version = "1.70"', replace: 'rust-version = "1.77"' }]],
  { name: 'bash', args: { cmd: 'cargo test -q rounding' } },
  (N) => `running 1 test\ntest rounding::half_up ... FAILED\n\nthread 'rounding::half_up' panicked at src/round.rs:41:9:\nassertion \`left == right\` failed\n  left: 2.4\n right: 2.5\n\ntest result: FAILED. 0 passed; 1 failed; finished in ${(N.int(1, 90) / 100).toFixed(2)}s`), cut: true })),
L(2, 'Different kiln controller settings for a tea-garden withering trough, and the moisture check reports the same out-of-range value.', 'langgraph', (N) => ({ goal: 'Get withering trough 3 to bring leaf moisture to 62-66% before rolling.', steps: fix([
  ['Raise the fan speed to 80%.', 'set_trough', { trough: 3, fan_pct: 80 }],
  ['Lower the heater setpoint to 28 °C instead.', 'set_trough', { trough: 3, heater_c: 28 }],
  ['Reverse the airflow direction.', 'set_trough', { trough: 3, airflow: 'reverse' }]],
  { name: 'moisture_check', args: { trough: 3 } },
  (N) => ({ trough: 3, moisture_pct: 71.4, target: '62-66', verdict: 'FAIL', sampled_at: N.iso(), probe_serial: 'MP-' + N.hex(6) })), cut: true })),
L(3, 'A Django type-check fails identically after three different annotation fixes in a harpsichord rental app.', 'agents', (N) => ({ goal: 'Make mypy pass on the rentals app of the harpsichord hire site.', steps: fix([
  ['Annotate the queryset return.', 'apply_patch', { file: 'rentals/views.py', patch: '-def active(self):\n+def active(self) -> QuerySet[Rental]:' }],
  ['Add django-stubs plugin config.', 'apply_patch', { file: 'mypy.ini', patch: '+plugins = mypy_django_plugin.main' }],
  ['Cast the manager.', 'apply_patch', { file: 'rentals/models.py', patch: '+objects: ClassVar[RentalManager] = RentalManager()' }]],
  { name: 'run', args: { cmd: 'mypy rentals' } },
  (N) => `rentals/views.py:58: error: Item "None" of "Optional[Instrument]" has no attribute "tuning"  [union-attr]\nFound 1 error in 1 file (checked 23 source files)\n(mypy cache ${N.tmp()})`), cut: true })),
L(4, 'A Helm deploy of a kite-festival ticket site fails the same readiness probe after three values changes.', 'openinference', (N) => ({ goal: 'Get the kitefest-tickets release healthy on the staging cluster.', steps: fix([
  ['Increase initialDelaySeconds.', 'helm_upgrade', { release: 'kitefest-tickets', set: { 'probe.initialDelaySeconds': 30 } }],
  ['Raise memory limit.', 'helm_upgrade', { release: 'kitefest-tickets', set: { 'resources.limits.memory': '768Mi' } }],
  ['Point the probe at /healthz.', 'helm_upgrade', { release: 'kitefest-tickets', set: { 'probe.path': '/healthz' } }]],
  { name: 'kubectl', args: { cmd: 'rollout status deploy/kitefest-tickets --timeout=90s' } },
  (N) => `Waiting for deployment "kitefest-tickets" rollout to finish: 0 of 2 updated replicas are available...\nerror: deployment "kitefest-tickets" exceeded its progress deadline\npod/kitefest-tickets-${N.hex(10)}-${N.b36(5)}: Readiness probe failed: dial tcp 10.42.${N.int(0, 9)}.${N.int(2, 250)}:8080: connect: connection refused`), cut: true })),
L(5, 'A carousel-horse restoration CNC job keeps failing the same tolerance check after three toolpath changes.', 'crewai', (N) => ({ goal: 'Re-cut the replacement ear for carousel horse No. 7 within 0.2 mm of the scan.', crewRole: 'CNC Technician', steps: fix([
  ['Use a smaller ball-nose.', 'set_toolpath', { tool: 'BN3', stepover: 0.3 }],
  ['Reduce feed rate.', 'set_toolpath', { feed_mm_min: 900 }],
  ['Climb milling instead of conventional.', 'set_toolpath', { direction: 'climb' }]],
  { name: 'scan_compare', args: { part: 'H7-ear-L' } },
  (N) => `compare H7-ear-L vs scan_0412.stl @ ${N.syslog()}\nmax deviation 0.61 mm at (12.4, -3.1, 8.8)\nRESULT: OUT OF TOLERANCE (limit 0.20)\nreport: ${N.tmp('.pdf')}`), cut: true })),
L(6, 'Three config changes to a tide-alert SMS bot\'s webhook, and the signature verification fails identically.', 'plain', (N) => ({ goal: 'Make the harbour tide-alert SMS bot accept inbound webhooks again.', steps: fix([
  ['Rotate the signing secret.', 'set_env', { key: 'WEBHOOK_SECRET', value: '***new***' }],
  ['Use the raw body for HMAC.', 'edit_file', { path: 'app/hooks.js', find: 'JSON.stringify(req.body)', replace: 'req.rawBody' }],
  ['Trust the proxy header for URL.', 'set_env', { key: 'TRUST_PROXY', value: '1' }]],
  { name: 'send_test_webhook', args: { to: 'https://tidebot.example/hooks/sms' } },
  (N) => ({ status: 403, body: { error: 'invalid_signature' }, headers: { date: N.http(), 'x-request-id': N.uuid() }, elapsed_ms: N.ms() })), cut: true })),
];
