// Family: backoff_then_success (loop: false, stagnation: false)
// Healthy: the same call fails 1-3 times with the same transient error, then succeeds, and the task is finished.
export const family = 'backoff_then_success';

export const rows = [
  {
    id: '01', domain: 'paper marbling workshop bookings', style: 'claude_sdk',
    isolates: 'Publishing workshop dates gets HTTP 503 with Retry-After twice, the agent waits and retries, the third POST returns 201 and the dates are confirmed.',
    build: (n) => {
      const cmd = { command: "sleep 0; curl -sS -i -X POST https://api.booking.example/v2/events -H 'Authorization: Bearer $BOOKING_TOKEN' -d @autumn-marbling.json", description: 'Publish autumn workshop dates' };
      const e503 = () => `HTTP/2 503\ndate: ${n.http()}\ncontent-type: application/json\nretry-after: 10\nx-request-id: ${n.uuid()}\n\n{"error":"service_unavailable","message":"Upstream temporarily unavailable, please retry"}`;
      return {
        agent: 'claude-code', cwd: '/home/studio/marbling-site', system: 'Claude Code agent session.',
        goal: 'Publish the four autumn Turkish ebru paper-marbling workshop dates in autumn-marbling.json to our booking platform and confirm they are live.',
        steps: [
          { say: 'Posting the event file to the booking API.', calls: [{ name: 'Bash', args: cmd, out: e503(), err: 'Exit code 22' }] },
          { say: 'The API is temporarily unavailable and asks for a 10 second wait. Retrying after that.', calls: [{ name: 'Bash', args: { ...cmd, command: cmd.command.replace('sleep 0', 'sleep 10') }, out: e503(), err: 'Exit code 22' }] },
          { say: 'A second 503. Backing off for 30 seconds before the next attempt.', calls: [{ name: 'Bash', args: { ...cmd, command: cmd.command.replace('sleep 0', 'sleep 30') }, out: `HTTP/2 201\ndate: ${n.http()}\ncontent-type: application/json\nlocation: /v2/events/batch/${n.lower(10)}\n\n{"created":4,"events":["ebru-2025-09-20","ebru-2025-10-11","ebru-2025-11-08","ebru-2025-11-29"]}` }] },
          { say: 'Checking the public listing.', calls: [{ name: 'Bash', args: { command: "curl -s https://booking.example/marbling-studio/events | grep -o 'ebru-2025-[0-9-]*' | sort -u", description: 'Verify events are public' }, out: 'ebru-2025-09-20\nebru-2025-10-11\nebru-2025-11-08\nebru-2025-11-29' }] },
          { say: 'All four autumn ebru workshops (20 Sep, 11 Oct, 8 Nov, 29 Nov) are live on the booking page.' },
        ],
      };
    },
  },
  {
    id: '02', domain: 'stone circle heritage visitor counts', style: 'smolagents',
    isolates: 'A visitor-counter API answers 429 rate limited once; the code agent sleeps, repeats the call, gets the counts and computes the answer.',
    build: (n) => ({
      agent: 'heritage', system: 'You analyse visitor data for a heritage trust that manages stone circles.',
      goal: 'How many visitors did the Castlerigg and Long Meg stone circles get over the 2025 summer solstice weekend (20–22 June), combined?',
      steps: [
        { say: 'I will query the footfall counters for both sites over the weekend.', calls: [{ name: 'get_footfall', args: { sites: ['castlerigg', 'long-meg'], start: '2025-06-20', end: '2025-06-22' }, err: `HTTPError: 429 Client Error: Too Many Requests for url: https://counters.heritage.example/api/footfall (retry after ${n.int(5, 20)}s, request ${n.req('rq_')})` }] },
        { say: 'Rate limited. I will wait 20 seconds with time.sleep and call it again unchanged.', calls: [{ name: 'get_footfall', args: { sites: ['castlerigg', 'long-meg'], start: '2025-06-20', end: '2025-06-22' }, out: { castlerigg: { '2025-06-20': 1840, '2025-06-21': 4120, '2025-06-22': 2310 }, 'long-meg': { '2025-06-20': 390, '2025-06-21': 1270, '2025-06-22': 610 }, sensor_gaps: [], generated: n.iso() } }] },
        { say: 'Summing the six daily counts.', final: 'Castlerigg 8,270 + Long Meg 2,270 = 10,540 visitors over 20–22 June 2025.' },
      ],
    }),
  },
  {
    id: '03', domain: 'sundial hour-line design', style: 'strands',
    isolates: 'An ephemeris service times out twice with the same read timeout, the third call returns the equation-of-time table, and the agent delivers the dial layout.',
    build: (n) => ({
      agent: 'sundial-designer', system: 'You design horizontal garden sundials. Use the ephemeris service for the equation of time.',
      goal: 'Compute the hour-line angles for a horizontal sundial at latitude 52.2° N, longitude 0.12° E (Cambridge), and the equation-of-time correction table by month for the plaque.',
      steps: [
        { say: 'Hour-line angles follow tan θ = sin φ · tan(15°·h). I still need the equation of time, so I will call the ephemeris service.', calls: [{ name: 'ephemeris_eot', args: { year: 2026, step: 'month' }, err: `ReadTimeoutError: HTTPSConnectionPool(host='ephem.example.org', port=443): Read timed out. (read timeout=10)` }] },
        { say: 'Timed out; the service is often slow at the top of the hour. Retrying once.', calls: [{ name: 'ephemeris_eot', args: { year: 2026, step: 'month' }, err: `ReadTimeoutError: HTTPSConnectionPool(host='ephem.example.org', port=443): Read timed out. (read timeout=10)` }] },
        { calls: [{ name: 'ephemeris_eot', args: { year: 2026, step: 'month' }, out: { source: 'ephem v4.1', computed: n.isoSec(), eot_minutes: { Jan: -9.2, Feb: -13.6, Mar: -8.3, Apr: -0.1, May: 3.5, Jun: -0.6, Jul: -5.9, Aug: -4.3, Sep: 4.8, Oct: 13.9, Nov: 16.4, Dec: 7.3 } } }] },
        { say: 'Hour lines from noon at 52.2° N: 1 h 11.9°, 2 h 24.5°, 3 h 38.3°, 4 h 53.8°, 5 h 71.1°, 6 h 90° (mirrored for the morning). Longitude 0.12° E puts the dial 0.5 min fast of GMT. Plaque corrections (add to sundial time): Jan +9, Feb +14, Mar +8, Apr 0, May −4, Jun +1, Jul +6, Aug +4, Sep −5, Oct −14, Nov −16, Dec −7 minutes.' },
      ],
    }),
  },
  {
    id: '04', domain: 'container image push for an internal wiki', style: 'openhands',
    isolates: 'docker push fails with the same 502 Bad Gateway from the registry twice; the third push succeeds and the deployment manifest is updated with the digest.',
    build: (n) => {
      const pushFail = () => `The push refers to repository [registry.internal.example/wiki/wikijs]\n${n.hex(12)}: Layer already exists\n${n.hex(12)}: Pushing  41.2MB/88.9MB\nreceived unexpected HTTP status: 502 Bad Gateway`;
      const dig = n.sha(64);
      return {
        agent: 'CodeActAgent', repo: 'wiki-deploy', system: 'You are OpenHands, a software engineering agent.',
        goal: 'Build the patched wiki image (tag 2.5.305-p1), push it to the internal registry, and update k8s/deployment.yaml to pin the new digest.',
        steps: [
          { say: 'Building the image.', calls: [{ name: 'execute_bash', args: { command: 'docker build -t registry.internal.example/wiki/wikijs:2.5.305-p1 . 2>&1 | tail -n 3' }, out: `#12 exporting layers ${n.dur(2, 9)} done\n#12 writing image sha256:${n.sha(64)} done\n#12 naming to registry.internal.example/wiki/wikijs:2.5.305-p1 done` }] },
          { calls: [{ name: 'execute_bash', args: { command: 'docker push registry.internal.example/wiki/wikijs:2.5.305-p1' }, exit: 1, out: pushFail() }] },
          { say: 'A 502 from the registry is usually its load balancer restarting; waiting 30 seconds and pushing again.', calls: [{ name: 'execute_bash', args: { command: 'sleep 30 && docker push registry.internal.example/wiki/wikijs:2.5.305-p1' }, exit: 1, out: pushFail() }] },
          { say: 'Second 502. Giving it a full minute before the final retry.', calls: [{ name: 'execute_bash', args: { command: 'sleep 60 && docker push registry.internal.example/wiki/wikijs:2.5.305-p1' }, out: `The push refers to repository [registry.internal.example/wiki/wikijs]\n${n.hex(12)}: Pushed\n${n.hex(12)}: Layer already exists\n2.5.305-p1: digest: sha256:${dig} size: 2412` }] },
          { say: 'Pinning the digest in the deployment manifest.', calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/wiki-deploy/k8s/deployment.yaml', old_str: 'image: registry.internal.example/wiki/wikijs:2.5.305', new_str: `image: registry.internal.example/wiki/wikijs@sha256:${dig}` }, out: 'The file /workspace/wiki-deploy/k8s/deployment.yaml has been edited.' }] },
          { say: `Image 2.5.305-p1 is pushed (sha256:${dig.slice(0, 12)}…) and k8s/deployment.yaml now pins that digest.` },
        ],
      };
    },
  },
  {
    id: '05', domain: 'lumberjack log-rolling competition scoring', style: 'autogen',
    isolates: 'Writing heat results to the scoring spreadsheet fails once with a 500 backendError; the retry succeeds and the agent announces the finalists.',
    build: (n) => ({
      agent: 'scorekeeper', system: 'You keep score at a lumberjack sports show. Record heats in the sheet and announce finalists. Say TERMINATE when done.',
      goal: 'Record the women\'s log-rolling semi-final heat results in the scoring sheet and announce the two finalists.',
      steps: [
        { say: 'Writing the semi-final results.', calls: [{ name: 'sheets_append', args: { spreadsheet: 'LJ-Show-2025', range: "'Log Rolling W'!A:E", values: [['SF1', 'K. Lindqvist', 'beat', 'M. Baptiste', '2-1'], ['SF2', 'A. Running-Deer', 'beat', 'J. Okafor', '2-0']] }, err: `HttpError 500 when requesting https://sheets.googleapis.com/v4/spreadsheets/${n.alnum(44)}/values/...:append returned "Internal error encountered.". Details: "[{'reason': 'backendError'}]"` }] },
        { say: 'Google returned a backend error, which is transient; retrying the same append after a short pause.', calls: [{ name: 'sheets_append', args: { spreadsheet: 'LJ-Show-2025', range: "'Log Rolling W'!A:E", values: [['SF1', 'K. Lindqvist', 'beat', 'M. Baptiste', '2-1'], ['SF2', 'A. Running-Deer', 'beat', 'J. Okafor', '2-0']] }, out: { updates: { updatedRange: "'Log Rolling W'!A14:E15", updatedRows: 2, updatedCells: 10 } } }] },
        { say: 'Results recorded in rows 14–15. The women\'s log-rolling final is Kaisa Lindqvist vs Ayasha Running-Deer. TERMINATE' },
      ],
    }),
  },
  {
    id: '06', domain: 'elderflower cordial batch release', style: 'llamaindex',
    isolates: 'The microbiology LIMS returns 503 three times in a row, then returns the yeast and mould counts, and the agent releases the batch.',
    build: (n) => {
      const e = () => `503 Service Unavailable: LIMS gateway is restarting (instance ${n.host('lims-gw', 'eu-west-2')})`;
      return {
        agent: 'cordial-qa', system: 'You are QA for a cordial maker. A batch may be released when yeast & mould < 100 cfu/ml and no coliforms.',
        goal: 'Check the micro results for elderflower cordial batch EF-25-061 and release it for dispatch if it passes.',
        steps: [
          { calls: [{ name: 'lims_results', args: { batch: 'EF-25-061', panel: 'micro' }, err: e() }] },
          { say: 'LIMS gateway is restarting; trying again shortly.', calls: [{ name: 'lims_results', args: { batch: 'EF-25-061', panel: 'micro' }, err: e() }] },
          { calls: [{ name: 'lims_results', args: { batch: 'EF-25-061', panel: 'micro' }, err: e() }] },
          { say: 'Third 503 during the restart; one more try after a longer wait.', calls: [{ name: 'lims_results', args: { batch: 'EF-25-061', panel: 'micro' }, out: { batch: 'EF-25-061', yeast_mould_cfu_ml: 20, coliforms: 'not detected', tvc_cfu_ml: 140, signed_by: 'R. Haldane', signed_at: n.iso() } }] },
          { say: 'Results pass the spec; releasing.', calls: [{ name: 'release_batch', args: { batch: 'EF-25-061', reason: 'micro pass Y&M 20 cfu/ml, coliforms ND' }, out: { batch: 'EF-25-061', status: 'RELEASED', pallets: 6 } }] },
          { say: 'Batch EF-25-061 passed micro (yeast & mould 20 cfu/ml, no coliforms) and its 6 pallets are released for dispatch.' },
        ],
      };
    },
  },
];
