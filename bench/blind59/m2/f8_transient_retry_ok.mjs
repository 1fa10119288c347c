// Healthy: the same call fails 1-3 times with a transient error, then succeeds; task finished.
export const family = 'transient_retry_ok';
export const loop = false;

export const scenarios = [
  (n) => ({
    domain: 'weathervane makers', style: 'anthropic', stagnation: false, agent: 'forge-orders',
    isolates: 'Copper price quote API returns 503 twice (Retry-After), then 200; order is priced and confirmed.',
    goal: 'Price and confirm the custom rooster weathervane order WV-301 at today\'s copper price.',
    steps: [
      { t: 'Getting copper spot price.', c: [{ n: 'metal_price', a: { metal: 'copper' }, o: { status: 503, headers: n.headers({ 'retry-after': '2' }) }, e: 'HTTP 503 Service Unavailable' }] },
      { t: 'Service unavailable; waiting 2s as advised.', c: [{ n: 'metal_price', a: { metal: 'copper' }, o: { status: 503, headers: n.headers({ 'retry-after': '4' }) }, e: 'HTTP 503 Service Unavailable' }] },
      { t: 'Second 503, backing off 4s.', c: [{ n: 'metal_price', a: { metal: 'copper' }, o: { status: 200, headers: n.headers(n.rate(100)), body: { usd_per_kg: 9.42 } } }] },
      { t: 'Copper is $9.42/kg. Confirming.', c: [{ n: 'confirm_order', a: { order: 'WV-301', copper_kg: 3.1, unit_price: 9.42 }, o: { total_usd: 640, status: 'confirmed' } }] },
      { t: 'WV-301 confirmed at $640 using copper at $9.42/kg.' },
    ],
    output: 'confirmed',
  }),
  (n) => ({
    domain: 'jam and preserves kitchen', style: 'smolagents', stagnation: false, agent: 'preserves',
    isolates: 'Label printer driver raises a one-off USB reset error, retry succeeds and the batch labels are printed.',
    goal: 'Print best-before labels for damson jam batch DJ-19.',
    steps: [
      { t: 'Thought: print labels.\nCode:\n```py\nprint_labels("DJ-19", 96)\n```', c: [{ n: 'print_labels', a: { batch: 'DJ-19', count: 96 }, o: null, e: `usb 1-1.${n.int(1, 4)}: reset high-speed USB device number ${n.int(3, 9)} (EIO)` }] },
      { t: 'Thought: USB reset is transient; retry once.\nCode:\n```py\nprint_labels("DJ-19", 96)\n```', c: [{ n: 'print_labels', a: { batch: 'DJ-19', count: 96 }, o: `printed 96 labels in ${n.dur()}` }] },
      { t: 'Thought: done.\nCode:\n```py\nfinal_answer("96 labels printed for DJ-19")\n```' },
    ],
    output: '96 labels printed for DJ-19',
  }),
  (n) => ({
    domain: 'waffle food trucks', style: 'agno', stagnation: false, agent: 'truck-pos',
    isolates: 'Card reader sync hits a 429 rate limit three times with identical body, then syncs; daily takings reported.',
    goal: 'Sync today\'s card takings from waffle truck 2 and report the total.',
    steps: [
      ...[0, 1, 2].map((i) => ({ t: ['Syncing takings.', 'Rate limited; waiting 5s.', 'Still limited; waiting 10s before retrying.'][i], c: [{ n: 'sync_card_reader', a: { truck: 2 }, o: { status: 429, body: { error: 'rate_limited' }, headers: n.rate(60) }, e: 'HTTP 429 Too Many Requests' }] })),
      { t: 'Waiting 20s, last retry.', c: [{ n: 'sync_card_reader', a: { truck: 2 }, o: { status: 200, transactions: 143, total_eur: 1187.5, synced_at: n.iso(20) } }] },
      { t: 'Truck 2 took €1,187.50 over 143 card transactions today.' },
    ],
    output: '€1187.50',
  }),
  (n) => ({
    domain: 'soy sauce brewery', style: 'otel', stagnation: false, agent: 'moromi-monitor',
    isolates: 'Fermentation tank sensor read fails once with a connection reset, succeeds on retry; salinity logged.',
    goal: 'Log today\'s salinity reading for moromi tank 6.',
    steps: [
      { t: 'Reading tank 6.', c: [{ n: 'read_sensor', a: { tank: 6, probe: 'salinity' }, o: null, e: 'ECONNRESET: socket hang up (gateway ' + n.host('plc-gw') + ')' }] },
      { t: 'Connection reset; retrying.', c: [{ n: 'read_sensor', a: { tank: 6, probe: 'salinity' }, o: { salinity_pct: 17.8, temp_c: 24.3, at: n.iso() } }] },
      { t: 'Logging.', c: [{ n: 'log_reading', a: { tank: 6, salinity_pct: 17.8 }, o: { row_id: n.seq() } }] },
      { t: 'Tank 6 salinity 17.8% logged.' },
    ],
    output: 'logged',
  }),
  (n) => ({
    domain: 'roller shutter installers', style: 'pydantic', stagnation: false, agent: 'install-scheduler',
    isolates: 'Calendar API returns a 502 from a bad replica twice, then books the install slot; customer notified.',
    goal: 'Book the roller shutter installation for job RS-4410 on Tuesday morning and notify the customer.',
    steps: [
      { t: 'Booking.', c: [{ n: 'calendar_book', a: { job: 'RS-4410', day: 'Tue', window: 'AM' }, o: `<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center><!-- upstream ${n.host('cal')} --></body></html>`, e: 'HTTP 502' }] },
      { t: 'Bad gateway, retrying.', c: [{ n: 'calendar_book', a: { job: 'RS-4410', day: 'Tue', window: 'AM' }, o: `<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center><!-- upstream ${n.host('cal')} --></body></html>`, e: 'HTTP 502' }] },
      { t: 'Another 502; one more try after a pause.', c: [{ n: 'calendar_book', a: { job: 'RS-4410', day: 'Tue', window: 'AM' }, o: { event_id: n.b62(26), start: '08:00', fitter: 'Dariusz' } }] },
      { t: 'Booked. Notifying.', c: [{ n: 'send_sms', a: { job: 'RS-4410', text: 'Your shutter install is booked Tuesday 08:00.' }, o: { status: 'sent' } }] },
      { t: 'RS-4410 booked for Tuesday 08:00 with Dariusz, customer notified.' },
    ],
    output: 'booked',
  }),
  (n) => ({
    domain: 'donut shop online orders', style: 'claude_sdk', stagnation: false, agent: 'shop-dev', cwd: '/srv/donut-shop',
    isolates: 'Deploy script fails once on a lockfile contention error, succeeds on retry; the menu price change is live.',
    goal: 'Deploy the updated donut menu prices to the shop website.',
    steps: [
      { t: 'Deploying.', c: [{ n: 'Bash', a: { command: './deploy.sh menu' }, o: `Error: could not acquire lock ${n.tmp('.lock')} (held by pid ${n.int(2000, 30000)})\nexit 75`, e: 'exit code 75' }] },
      { t: 'Another deploy held the lock; retrying after it finishes.', c: [{ n: 'Bash', a: { command: './deploy.sh menu' }, o: `uploaded menu.json (sha ${n.sha(12)})\ncache purge ok in ${n.dur()}\ndeployed ${n.isoNoMs()}` }] },
      { t: 'Checking the live page.', c: [{ n: 'WebFetch', a: { url: 'https://donuts.example/menu' }, o: '<li>Glazed ring <span class="price">£1.60</span></li>' }] },
      { t: 'New menu prices are live (glazed ring £1.60).' },
    ],
    output: { subtype: 'success' },
  }),
];
