import { run, http, span } from './lib.mjs';
export const family = 'transient_error_then_success';

export const rows = [
{
  id: '01', domain: 'ventriloquist dummy repair (parts supplier)', style: 'vercel',
  isolates: 'The parts-supplier API answers 429 twice with retry-after, the agent waits and retries the same order, the third call succeeds and the repair ticket is updated.',
  goal: 'Order a replacement eye-mechanism kit and jaw string for the walnut-head figure on repair ticket VD-77 and add the ETA to the ticket.',
  build: (N) => {
    const o = (ok) => ({ name: 'orderPart', args: { sku: 'EYE-MECH-KIT-S', qty: 1, extras: ['JAW-STRING-WAXED'] }, ...(ok ? { out: http(N, 201, { order: 'SO-' + N.int(30000, 39999), eta: N.day(6) }, N.rl(60)) } : { err: '429 Too Many Requests', out: http(N, 429, { error: 'rate_limited' }, { 'retry-after': String(N.int(2, 8)), ...N.rl(60), 'x-ratelimit-remaining': '0' }) }) });
    return run(N, { style: 'vercel', agent: 'figure-workshop', model: 'gpt-4o-mini', system: 'You run parts orders for a figure repair workshop.', goal: 'Order a replacement eye-mechanism kit and jaw string for the walnut-head figure on repair ticket VD-77 and add the ETA to the ticket.',
      steps: [
        { think: '', calls: [o(false)] },
        { think: 'Rate-limited; waiting for the retry-after before trying again.', calls: [{ name: 'sleep', args: { seconds: 5 }, out: 'slept 5s' }] },
        { think: '', calls: [o(false)] },
        { think: 'Still rate-limited; backing off longer (10 s).', calls: [{ name: 'sleep', args: { seconds: 10 }, out: 'slept 10s' }] },
        { think: '', calls: [o(true)] },
        { think: 'Order placed. Updating the ticket.', calls: [{ name: 'updateTicket', args: { id: 'VD-77', comment: 'Eye mechanism + jaw string ordered, ETA in 6 days' }, out: { ok: true } }] },
        { think: 'Parts ordered after two rate-limit retries; ETA recorded on VD-77.' },
      ] });
  },
},
{
  id: '02', domain: 'mirror silvering workshop (safety data sheet)', style: 'crewai',
  isolates: 'Downloading the silver nitrate SDS returns 503 twice from a supplier CDN, the third attempt returns the PDF and the agent extracts the storage requirements.',
  goal: 'Get the current safety data sheet for the silver nitrate solution used in mirror resilvering and summarise its storage and PPE requirements for the workshop binder.',
  build: (N) => {
    const d = (ok) => ({ name: 'Download File', args: { url: 'https://sds.chemsupply.example/AgNO3-0.1M-EN.pdf' }, ...(ok ? { out: `Saved ${N.tmp('.pdf')} (214,338 bytes, sha256 ${N.sha(64)})\nSection 7: Store in tightly closed amber container, away from light, below 25°C, separate from reducing agents and ammonia.\nSection 8: Nitrile gloves, splash goggles, lab coat; local exhaust when mixing.` } : { err: 'HTTPError 503', out: `503 Service Unavailable\nx-cache: Error from cloudfront\nx-amz-cf-id: ${N.b62(40)}==\nx-amz-cf-pop: ${N.pick(['LHR61-P3', 'FRA56-P8', 'CDG52-C1'])}` }) });
    return run(N, { style: 'crewai', agent: 'SafetyCrew', role: 'Workshop Safety Officer', model: 'gpt-4o-mini', system: 'You are Workshop Safety Officer.', goal: 'Get the current safety data sheet for the silver nitrate solution used in mirror resilvering and summarise its storage and PPE requirements for the workshop binder.',
      steps: [
        { think: 'I need the SDS from the supplier.', calls: [d(false)] },
        { think: 'The supplier CDN returned 503, a temporary outage. I will retry.', calls: [d(false)] },
        { think: 'Another 503 from a different edge; I will try once more.', calls: [d(true)] },
        { think: 'Silver nitrate SDS retrieved. Storage: tightly closed amber container, away from light, below 25°C, separate from reducing agents and ammonia. PPE: nitrile gloves, splash goggles, lab coat; use local exhaust when mixing.' },
      ] });
  },
},
{
  id: '03', domain: 'crêpe stand event staffing (weather API)', style: 'smolagents',
  isolates: 'The forecast API fails once with a 502 from its gateway, succeeds on retry, and the agent decides staffing from the forecast.',
  goal: 'Decide whether the crêpe stand at Saturday\'s riverside market needs 2 or 3 staff, based on the rain forecast (rain means fewer visitors).',
  build: (N) => {
    return run(N, { style: 'smolagents', model: 'meta-llama/Llama-3.3-70B-Instruct', system: 'You are an expert assistant who can solve any task using code blobs.', goal: 'Decide whether the crêpe stand at Saturday\'s riverside market needs 2 or 3 staff, based on the rain forecast (rain means fewer visitors).',
      steps: [
        { think: 'Get the forecast for Saturday.', calls: [{ name: 'get_forecast', args: { lat: 45.76, lon: 4.83, date: '2024-06-15' }, err: 'HTTPError: 502 Bad Gateway', out: `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>openresty</center><!-- ${N.hex(16)} --></body></html>` }] },
        { think: 'Gateway error, likely transient. Retry once.', calls: [{ name: 'get_forecast', args: { lat: 45.76, lon: 4.83, date: '2024-06-15' }, out: { date: '2024-06-15', precip_mm: 0.2, precip_prob: 10, temp_max_c: 26, generated: N.iso(), model_run: N.pick(['00z', '06z', '12z']) } }] },
        { think: 'Dry (10% rain chance, 26°C): expect a busy market, so 3 staff.', answer: 'Schedule 3 staff: the forecast is dry and 26°C.' },
      ] });
  },
},
{
  id: '04', domain: 'bamboo bicycle frames (freight rate quote)', style: 'sk',
  isolates: 'The carrier rate API times out three times (same timeout), the fourth call returns rates, and the agent books the cheapest service.',
  goal: 'Get a freight quote for shipping 4 boxed bamboo gravel frames (each 140x25x80 cm, 6 kg) to Denver and book the cheapest service under 7 days.',
  build: (N) => {
    const t = (ok) => ({ name: 'Freight-get_rates', args: { dest_zip: '80205', pieces: 4, dims_cm: [140, 25, 80], weight_kg: 6 }, ...(ok ? { out: { rates: [{ service: 'LTL Economy', days: 6, usd: 212.4 }, { service: 'Parcel Ground', days: 5, usd: 248.9 }, { service: 'Air 2-day', days: 2, usd: 611.0 }], quote_id: 'RQ' + N.int(1e7, 1e8), ttl_s: 900 } } : { err: 'TimeoutError: carrier API did not respond within 10s', out: { attempt_ms: 10000, upstream: N.host('rates') } }) });
    return run(N, { style: 'sk', agent: 'ShippingAgent', model: 'gpt-4o-mini', system: 'You handle shipping for a bike frame builder.', goal: 'Get a freight quote for shipping 4 boxed bamboo gravel frames (each 140x25x80 cm, 6 kg) to Denver and book the cheapest service under 7 days.',
      steps: [
        { think: '', calls: [t(false)] },
        { think: 'Timed out. Retrying.', calls: [t(false)] },
        { think: 'Timed out again; the carrier is slow this morning. One more retry.', calls: [t(false)] },
        { think: 'Third timeout; last retry before I ask for a manual quote.', calls: [t(true)] },
        { think: 'Got rates. LTL Economy, 6 days, $212.40 is cheapest under 7 days. Booking it.', calls: [{ name: 'Freight-book', args: { service: 'LTL Economy', quote: 'latest' }, out: { booking: 'BOL-' + N.int(1e6, 1e7), pickup: N.day(1) } }] },
        { think: 'Booked LTL Economy (6 days, $212.40) for the 4 frames to Denver; pickup tomorrow.' },
      ] });
  },
},
{
  id: '05', domain: 'terrarium shop (inventory DB)', style: 'plain',
  isolates: 'A database query fails twice with "connection reset by peer" during a failover, then succeeds; the agent reports which moss species to reorder.',
  goal: 'Check which moss and fern species for closed terrariums are below reorder level and list them for the weekly supplier order.',
  build: (N) => {
    const q = (ok) => ({ name: 'sql_query', args: { query: 'SELECT species, on_hand, reorder_at FROM plants WHERE category IN (\'moss\',\'fern\') AND on_hand < reorder_at' }, ...(ok ? { out: JSON.stringify([{ species: 'Leucobryum glaucum (cushion moss)', on_hand: 3, reorder_at: 10 }, { species: 'Selaginella kraussiana', on_hand: 2, reorder_at: 6 }, { species: 'Hypnum cupressiforme', on_hand: 5, reorder_at: 8 }]) } : { err: 'OperationalError', out: `psycopg.OperationalError: consuming input failed: server closed the connection unexpectedly (connection reset by peer)\nhost=${N.host('pg')} pid=${N.int(2000, 60000)}` }) });
    return run(N, { style: 'plain', agent: 'inventory_assistant', model: 'gpt-4o-mini', system: 'You manage a terrarium shop\'s plant stock.', goal: 'Check which moss and fern species for closed terrariums are below reorder level and list them for the weekly supplier order.',
      steps: [
        { think: '', calls: [q(false)] },
        { think: 'Connection reset; the DB may be failing over. Retrying.', calls: [q(false)] },
        { think: 'Reset again; retrying after a short pause.', calls: [q(true)] },
        { think: 'Reorder list: cushion moss (3 on hand, reorder at 10), Selaginella kraussiana (2/6), Hypnum cupressiforme (5/8).' },
      ] });
  },
},
{
  id: '06', domain: 'coding: flaky package mirror in a manhole cover foundry app CI (Inspect AI eval)', style: 'inspect',
  isolates: 'pip install fails once with a read timeout from the package mirror, succeeds on retry, tests run and pass; the sample is scored correct.',
  goal: 'Add a unit test for the load-class calculation (EN 124 class D400) in the foundry pattern app and make sure the test suite passes.',
  build: (N) => {
    return run(N, { style: 'inspect', model: 'openai/gpt-4o', evalName: 'foundry_swe_tasks', scores: { includes: { value: 'C' } }, system: 'You are a software engineer. Use the bash tool.', goal: 'Add a unit test for the load-class calculation (EN 124 class D400) in the foundry pattern app and make sure the test suite passes.',
      steps: [
        { think: 'Install dependencies first.', calls: [{ name: 'bash', args: { cmd: 'pip install -r requirements.txt' }, err: 'exit 2', out: `Collecting numpy==1.26.4\nWARNING: Retrying (Retry(total=0...)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi-mirror.${N.hex(6)}.internal', port=443): Read timed out. (read timeout=15)")'\nERROR: Could not install packages due to an OSError.` }] },
        { think: 'Mirror read timeout; retry the install.', calls: [{ name: 'bash', args: { cmd: 'pip install -r requirements.txt' }, out: `Successfully installed numpy-1.26.4 pytest-8.2.1 pint-0.23\n` }] },
        { think: 'Now add the test.', calls: [{ name: 'bash', args: { cmd: `cat >> tests/test_loadclass.py <<'EOF'\ndef test_d400():\n    assert load_class(400) == 'D400'\nEOF` }, out: '' }] },
        { think: '', calls: [{ name: 'bash', args: { cmd: 'pytest -q' }, out: `.........\n9 passed in ${(N.f() + 0.5).toFixed(2)}s` }] },
        { think: 'Added test_d400; all 9 tests pass.' },
      ] });
  },
},
];
