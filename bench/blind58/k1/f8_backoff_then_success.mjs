// Healthy: a transient error 1-3 times, then success, task finished.
export const family = 'backoff_then_success';
export const rows = [
  { id: '01', isolates: 'Mastra: a rocking-horse restorer orders horsehair; the supplier API returns 429 twice, then accepts the order.',
    build: (n) => {
      const e429 = () => ({ status: 429, headers: { 'retry-after': '2', 'x-ratelimit-reset': n.epoch() }, body: { error: 'rate_limited' } });
      const a = { sku: 'HH-GREY-600', qty: 2, po: 'RH-0781' };
      return { style: 'mastra', goal: 'Order two 600 mm grey horsehair tails for the 1890s Ayres rocking horse restoration.',
        steps: [
          { text: null, calls: [{ name: 'placeOrder', args: a, out: e429(), error: '429 Too Many Requests' }] },
          { text: 'Rate limited; retrying after 2s.', calls: [{ name: 'placeOrder', args: a, out: e429(), error: '429 Too Many Requests' }] },
          { text: 'Retrying again after backoff.', calls: [{ name: 'placeOrder', args: a, out: { status: 201, body: { order: 'SO-55120', eta: '2025-07-02' } } }] },
          { text: 'Order SO-55120 placed, arriving 2 July.', calls: [] },
        ], final: 'Order SO-55120 placed.' };
    } },
  { id: '02', isolates: 'smolagents: an aikido dojo membership sync hits a 503 once, succeeds on retry, and the agent reports the synced count.',
    build: (n) => {
      return { style: 'smolagents', goal: 'Sync this month\'s new aikido dojo members into the federation registry.',
        steps: [
          { text: 'Push the 7 new members.', calls: [{ name: 'registry_push', var: 'res', args: { dojo: 'AIK-114', batch: 'june' }, out: `Error: HTTPError 503 Service Unavailable (upstream ${n.host('reg')}) at ${n.iso()}`, error: 'HTTPError 503' }] },
          { text: 'Transient 503; wait and retry.', calls: [{ name: 'registry_push', var: 'res', args: { dojo: 'AIK-114', batch: 'june' }, out: `Execution logs:\n{'accepted': 7, 'rejected': 0, 'receipt': '${n.hex(10)}'}` }] },
          { text: '7 members synced.', calls: [{ name: 'final_answer', args: { answer: '7 new members synced to the federation registry.' }, out: '7 new members synced to the federation registry.' }] },
        ], final: '7 new members synced to the federation registry.' };
    } },
  { id: '03', isolates: 'LangChain4j: a marine compass adjuster submits a deviation card; the regulator endpoint times out three times, then accepts it.',
    build: (n) => {
      const to = () => `java.net.http.HttpTimeoutException: request timed out after 10000ms [${n.uuid()}]`;
      const a = { vessel: 'MV Skerry Rose', imo: '9321457', card: { N: '+1', E: '-2', S: '0', W: '+2' } };
      return { style: 'langchain4j', goal: 'File the compass deviation card for MV Skerry Rose after today\'s swing.',
        steps: [
          { text: null, calls: [{ name: 'submitDeviationCard', args: a, out: to(), error: 'HttpTimeoutException' }] },
          { text: null, calls: [{ name: 'submitDeviationCard', args: a, out: to(), error: 'HttpTimeoutException' }] },
          { text: null, calls: [{ name: 'submitDeviationCard', args: a, out: to(), error: 'HttpTimeoutException' }] },
          { text: 'Retrying once more with backoff.', calls: [{ name: 'submitDeviationCard', args: a, out: { accepted: true, certificate: 'CDC-2025-0931' } }] },
          { text: 'Deviation card filed, certificate CDC-2025-0931.', calls: [] },
        ], final: 'Filed: CDC-2025-0931.' };
    } },
  { id: '04', isolates: 'Pydantic AI: a tempeh producer prints allergen labels; the printer spooler is busy once, then prints the run.',
    build: (n) => ({ style: 'pydantic_ai', goal: 'Print 240 allergen labels (soy) for tempeh lot TP-2506-3.',
      steps: [
        { text: null, calls: [{ name: 'print_labels', args: { lot: 'TP-2506-3', count: 240, template: 'allergen_soy_v2' }, out: { ok: false, code: 'SPOOLER_BUSY', job_ahead: n.jobId('pj'), retry_after_s: 5 }, error: 'SPOOLER_BUSY' }] },
        { text: 'Spooler busy; retrying in 5s.', calls: [{ name: 'print_labels', args: { lot: 'TP-2506-3', count: 240, template: 'allergen_soy_v2' }, out: { ok: true, job: n.jobId('pj'), pages: 24 } }] },
        { text: '240 labels printed for lot TP-2506-3.', calls: [] },
      ], final: '240 labels printed.' }) },
  { id: '05', isolates: 'AutoGen: an air-show planner fetches NOTAMs; two 502s from the gateway, then the NOTAM list is used to confirm the display slot.',
    build: (n) => ({ style: 'autogen', goal: 'Confirm the 15:20 aerobatic display slot at the Shuttleworth air show is clear of NOTAM restrictions.',
      steps: [
        { agent: 'planner', text: null, calls: [{ name: 'get_notams', args: { icao: 'EGTH', date: '2025-08-03' }, out: `<html><head><title>502 Bad Gateway</title></head><body><center>502 Bad Gateway</center><hr><center>nginx</center></body></html>`, error: 'HTTP 502' }] },
        { agent: 'planner', text: 'Gateway error; retrying.', calls: [{ name: 'get_notams', args: { icao: 'EGTH', date: '2025-08-03' }, out: `<html><head><title>502 Bad Gateway</title></head><body><center>502 Bad Gateway</center><hr><center>nginx</center></body></html>`, error: 'HTTP 502' }] },
        { agent: 'planner', text: 'Retrying after 4s backoff.', calls: [{ name: 'get_notams', args: { icao: 'EGTH', date: '2025-08-03' }, out: { notams: [{ id: 'H3321/25', text: 'DISPLAY AREA OLD WARDEN 1300-1700 SFC-3000FT' }, { id: 'H3340/25', text: 'RED ARROWS TRANSIT 1445-1500' }] } }] },
        { agent: 'planner', text: 'The 15:20 slot is inside the display NOTAM and after the Red Arrows transit window; it is clear. TERMINATE', calls: [] },
      ], final: '15:20 slot confirmed clear.' }) },
  { id: '06', isolates: 'Plain trace: posting an on-call summary to a chat webhook gets one connection reset, then 200 OK; done.',
    build: (n) => ({ style: 'plain', goal: 'Post the weekend on-call summary to the #platform channel.',
      steps: [
        { text: 'Posting summary.', calls: [{ name: 'post_webhook', args: { channel: '#platform', text: 'Weekend on-call: 3 pages, 0 incidents, 1 follow-up (disk alert tuning).' }, out: { errno: 'ECONNRESET', syscall: 'read', address: n.ip() }, error: 'ECONNRESET' }] },
        { text: 'Connection reset; retrying.', calls: [{ name: 'post_webhook', args: { channel: '#platform', text: 'Weekend on-call: 3 pages, 0 incidents, 1 follow-up (disk alert tuning).' }, out: `HTTP/1.1 200 OK\ndate: ${n.http()}\nx-slack-req-id: ${n.hex(32)}\n\nok` }] },
        { text: 'Posted.', calls: [] },
      ], final: 'Posted to #platform.' }) },
];
