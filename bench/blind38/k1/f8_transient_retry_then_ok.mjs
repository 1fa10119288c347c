import { Trace } from './lib.mjs';

export const family = {
  name: 'transient_retry_then_ok', loop: false, stagnation: false,
  isolates: 'Healthy backoff: the same call fails 1-3 times with the same transient error, then succeeds, and the task is finished.',
};

export const rows = [
  {
    n: '01', domain: 'quinoa cooperative export lot certificates', style: 'langgraph',
    isolates: 'The organic-certifier API answers 429 twice with Retry-After, the third identical call succeeds, and the agent confirms the lot is certified.',
    goal: 'Confirm that quinoa export lot QC-2025-117 (white royal quinoa, 18 t) has a valid organic certificate before the container is sealed.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'langgraph', model: 'gpt-4o-mini', agent: 'export-check', tools: ['check_certificate'],
        system: 'You help a quinoa cooperative with export compliance.', goal: this.goal });
      const R = T.R;
      const e429 = () => ({ status: 429, headers: { 'retry-after': '20', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', date: R.http() }, body: { error: 'rate_limited', message: 'Too many requests' } });
      T.step(null, [{ name: 'check_certificate', args: { lot: 'QC-2025-117' }, out: e429(), error: 'HTTPError 429 Too Many Requests' }]);
      R.wait(20);
      T.step('Rate-limited; retrying after the indicated delay.', [{ name: 'check_certificate', args: { lot: 'QC-2025-117' }, out: e429(), error: 'HTTPError 429 Too Many Requests' }]);
      R.wait(40);
      T.step(null, [{ name: 'check_certificate', args: { lot: 'QC-2025-117' }, out: { status: 200, body: { lot: 'QC-2025-117', certificate: 'BO-ORG-0441-2025', scheme: 'EU 2018/848 equivalent', valid_until: '2026-03-31', quantity_t: 18, status: 'VALID' } } }]);
      T.final('Lot QC-2025-117 is covered by valid organic certificate BO-ORG-0441-2025 (until 2026-03-31, 18 t). The container can be sealed.');
      return T.build();
    },
  },
  {
    n: '02', domain: 'wildlife crossing camera trap uploads', style: 'adk',
    isolates: 'An image-classification batch call fails once with 503 UNAVAILABLE, succeeds on retry, and the agent reports the species counts.',
    goal: 'Classify last week\'s camera-trap images from the A31 green bridge and report how many badger, deer and fox crossings were recorded.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'adk', model: 'gemini-2.5-flash', agent: 'crossing_monitor', tools: ['list_images', 'classify_batch'],
        system: 'You monitor wildlife use of road crossing structures.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'list_images', args: { site: 'A31-GB1', week: '2025-W37' }, out: { count: 412, bucket: 'gs://crossings-raw/A31-GB1/2025-W37/', listed_at: R.iso() } }]);
      T.step(null, [{ name: 'classify_batch', args: { prefix: 'gs://crossings-raw/A31-GB1/2025-W37/', model: 'speciesnet-v4' }, out: { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' } }, error: '503 UNAVAILABLE' }]);
      R.wait(8);
      T.step('Transient 503; retrying once.', [{ name: 'classify_batch', args: { prefix: 'gs://crossings-raw/A31-GB1/2025-W37/', model: 'speciesnet-v4' }, out: { images: 412, empty: 251, counts: { badger: 37, roe_deer: 58, red_fox: 44, domestic_cat: 9, human: 13 }, op: `operations/${R.digits(19)}` } }]);
      T.final('Week 37 at the A31 green bridge: 37 badger, 58 roe deer and 44 fox detections (412 images, 251 empty).');
      return T.build();
    },
  },
  {
    n: '03', domain: 'donkey sanctuary adoption site deploy', style: 'claude_sdk',
    isolates: 'npm install fails twice with the same ETIMEDOUT from the registry, the third run succeeds, the build passes and the agent finishes.',
    goal: 'Update the donkey sanctuary adoption site to Astro 5.2 and make sure `npm run build` succeeds.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'claude-code', tools: ['Edit', 'Bash'], cwd: '/home/sam/adopt-a-donkey',
        system: 'Claude Code', goal: this.goal });
      const R = T.R;
      const to = () => `npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/astro failed, reason: connect ETIMEDOUT 104.16.${R.int(0, 40)}.${R.int(1, 250)}:443\nnpm error A complete log of this run can be found in: /home/sam/.npm/_logs/${R.iso().replace(/:/g, '_').replace('.', '_')}-debug-0.log`;
      T.step(null, [{ name: 'Edit', args: { file_path: '/home/sam/adopt-a-donkey/package.json', old_string: '"astro": "^4.16.18"', new_string: '"astro": "^5.2.0"' }, out: 'The file /home/sam/adopt-a-donkey/package.json has been updated.' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'npm install', description: 'Install deps' }, out: to(), error: 'Exit code 1' }]);
      T.step('Network timeout reaching the registry; retrying.', [{ name: 'Bash', args: { command: 'npm install', description: 'Retry install' }, out: to(), error: 'Exit code 1' }]);
      T.step(null, [{ name: 'Bash', args: { command: 'sleep 15 && npm install', description: 'Retry install after pause' }, out: `added 14 packages, removed 3 packages, changed 41 packages, and audited 512 packages in ${R.int(6, 20)}s\n\n148 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities` }]);
      T.step(null, [{ name: 'Bash', args: { command: 'npm run build', description: 'Build site' }, out: `> adopt-a-donkey@1.8.0 build\n> astro build\n\n${R.clockHM()} [build] output: "static"\n${R.clockHM()} [build] Collecting build info...\n${R.clockHM()} [build] ✓ Completed in ${R.ms(300, 900)}ms.\n${R.clockHM()} [build] 38 page(s) built in ${R.secs(2, 6)}s\n${R.clockHM()} [build] Complete!` }]);
      T.final('Upgraded to Astro 5.2; after two registry timeouts the install went through and `npm run build` now builds all 38 pages.');
      return T.build();
    },
  },
  {
    n: '04', domain: 'sand dune buggy tour dispatch', style: 'vercel',
    isolates: 'The fleet API returns 502 Bad Gateway three times from different edge nodes, then succeeds; the agent assigns buggies and finishes.',
    goal: 'Assign three fuelled buggies to the 16:00 sunset dune tour for 9 guests and confirm the guide.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'vercel', model: 'gpt-4o-mini', agent: 'dune-dispatch', tools: ['availableBuggies', 'assignTour'], maxSteps: 10,
        system: 'You dispatch dune buggies for guided tours.', goal: this.goal });
      const R = T.R;
      const bad = () => `<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n<!-- edge ${R.host('edge')} ${R.hex(12)} -->`;
      T.step(null, [{ name: 'availableBuggies', args: { slot: '16:00', seats: 9 }, out: bad(), error: 'HTTP 502' }]);
      T.step(null, [{ name: 'availableBuggies', args: { slot: '16:00', seats: 9 }, out: bad(), error: 'HTTP 502' }]);
      T.step('Upstream gateway error again; one more try after a short wait.', [{ name: 'availableBuggies', args: { slot: '16:00', seats: 9 }, out: bad(), error: 'HTTP 502' }]);
      R.wait(12);
      T.step(null, [{ name: 'availableBuggies', args: { slot: '16:00', seats: 9 }, out: { buggies: [{ id: 'DB-02', seats: 4, fuel: 0.9 }, { id: 'DB-05', seats: 4, fuel: 0.75 }, { id: 'DB-07', seats: 2, fuel: 1.0 }, { id: 'DB-08', seats: 4, fuel: 0.3 }], guides: ['Youssef'] } }]);
      T.step(null, [{ name: 'assignTour', args: { slot: '16:00', buggies: ['DB-02', 'DB-05', 'DB-07'], guide: 'Youssef' }, out: { ok: true, tour: 'SUN-' + R.digits(4) } }]);
      T.final('Sunset tour at 16:00: DB-02, DB-05 and DB-07 (10 seats, all ≥75% fuel) assigned with guide Youssef. DB-08 skipped for low fuel.');
      return T.build();
    },
  },
  {
    n: '05', domain: 'hedge laying contractor job sheets', style: 'crewai',
    isolates: 'A job-sheet database write hits the same lock timeout twice, the third attempt commits, and the crew reports the scheduled jobs.',
    goal: 'Enter the winter hedge-laying jobs for the three farms (Midland style, 420 m in total) into the job-sheet system.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'crewai', model: 'gpt-4o-mini', agent: 'Works Scheduler', crewName: 'hedgelaying_winter', tools: ['Job Sheet Writer'],
        system: 'You are Works Scheduler. Your personal goal is: keep the hedge-laying job book accurate.', goal: this.goal });
      const R = T.R;
      const args = { jobs: [{ farm: 'Brook Farm', metres: 160, style: 'Midland' }, { farm: 'Hollins', metres: 110, style: 'Midland' }, { farm: 'Top Lane', metres: 150, style: 'Midland' }], season: '2025-26' };
      const lock = () => `sqlite3.OperationalError: database is locked (waited 5.0s) [pid ${R.pid()}]`;
      T.step('Writing all three jobs in one transaction.', [{ name: 'Job Sheet Writer', args, out: lock(), error: 'OperationalError: database is locked' }]);
      T.step('Another process holds the lock; I will try again.', [{ name: 'Job Sheet Writer', args, out: lock(), error: 'OperationalError: database is locked' }]);
      R.wait(10);
      T.step('Third attempt after the backup job should have finished.', [{ name: 'Job Sheet Writer', args, out: `committed 3 rows (ids 1181-1183) in ${R.ms(10, 60)}ms` }]);
      T.final('Three jobs entered: Brook Farm 160 m, Hollins 110 m, Top Lane 150 m (420 m Midland style), job ids 1181-1183.');
      return T.build();
    },
  },
  {
    n: '06', domain: 'sports massage clinic SMS reminders', style: 'plain',
    isolates: 'The SMS provider returns 429 once, the retry is accepted, and the agent confirms the reminders were sent.',
    goal: 'Send tomorrow\'s appointment reminders to the 7 clients booked at the sports massage clinic.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o-mini', agent: 'clinic-reminders', tools: ['get_appointments', 'send_bulk_sms'],
        system: 'You send appointment reminders for a sports massage clinic.', goal: this.goal });
      const R = T.R;
      T.step(null, [{ name: 'get_appointments', args: { date: 'tomorrow' }, out: { date: R.day(1), appointments: 7, clients: ['+44 7700 900112', '+44 7700 900348', '+44 7700 900561', '+44 7700 900777', '+44 7700 900803', '+44 7700 900915', '+44 7700 900964'] } }]);
      const a = { template: 'reminder_24h', date: R.day(1), recipients: 7 };
      T.step(null, [{ name: 'send_bulk_sms', args: a, out: { code: 20429, message: 'Too Many Requests', more_info: 'https://sms.example/errors/20429', status: 429 }, error: 'HTTP 429' }]);
      R.wait(5);
      T.step('Rate limited; retrying after a few seconds.', [{ name: 'send_bulk_sms', args: a, out: { status: 201, batch_sid: 'MB' + R.hex(32), queued: 7, failed: 0 } }]);
      T.final('All 7 reminders for tomorrow were accepted by the SMS provider (one 429 on the first try).');
      return T.build();
    },
  },
];
