// Healthy 1: a transient failure retried 1-3 times with the same error, then success, and the task is finished.
import { Chat, SmolRun, agentSpan } from './lib.mjs';

export const family = {
  name: 'transient_retry_then_success',
  loop: false,
  stagnation: false,
  summary: 'A transient failure (503, lock, 429, timeout, 502) is retried one to three times with the same error, then the call succeeds and the agent completes the task.',
};

export const rows = [
  // 01 flax linen mill, plain
  (n) => {
    n.at('2024-03-11T06:45:00Z');
    const goal = 'Schedule the 420 m run of 16-lea wet-spun linen (order LN-7731, natural, 150 cm) onto a free Dornier loom this week and create the work order.';
    const chat = new Chat(n, { style: 'plain', system: 'You plan weaving at Ballinderry Flax Mill. Tools: get_loom_schedule, create_work_order.', user: goal });
    const unavailable = () => ({ status: 503, headers: { 'retry-after': '5', server: 'envoy', 'x-envoy-upstream-service-time': String(n.int(1, 9)), date: n.httpDate() }, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination' });
    const s = [];
    s.push(...chat.turn('Reading this week\'s loom schedule.', [{ name: 'get_loom_schedule', args: { week: '2024-W11', type: 'dornier' }, error: 'HTTP 503 Service Unavailable', out: unavailable() }]));
    s.push(...chat.turn('The scheduler returned 503 with Retry-After 5; waiting five seconds before the second attempt.', [{ name: 'get_loom_schedule', args: { week: '2024-W11', type: 'dornier' }, error: 'HTTP 503 Service Unavailable', out: unavailable(), secs: [5, 6] }]));
    s.push(...chat.turn('Second 503, the upstream is probably restarting. One more try after a longer pause.', [{ name: 'get_loom_schedule', args: { week: '2024-W11', type: 'dornier' }, secs: [15, 17], out: { status: 200, headers: { etag: n.etag(), 'x-served-by': n.host('planner') }, body: { week: '2024-W11', looms: [
      { loom: 'D4', width_cm: 190, free_from: '2024-03-12T06:00', free_hours: 52, current: 'LN-7719 (half-bleach)' },
      { loom: 'D6', width_cm: 220, free_from: '2024-03-13T14:00', free_hours: 30, current: 'idle' },
      { loom: 'D2', width_cm: 160, free_from: '2024-03-15T06:00', free_hours: 18, current: 'maintenance' }] } } }]));
    s.push(...chat.turn('D4 is 190 cm wide and has 52 free hours from Tuesday 06:00, enough for 420 m at about 9 m per hour. Creating the work order on D4.', [{ name: 'create_work_order', args: { order: 'LN-7731', loom: 'D4', start: '2024-03-12T06:00', length_m: 420, yarn: '16 lea wet-spun natural', reed_width_cm: 156 }, out: { work_order: `WO-${n.int(30000, 39999)}`, status: 'scheduled', created: n.iso() } }]));
    const fin = 'Order LN-7731 is scheduled on Dornier loom D4 from Tuesday 12 March 06:00 (about 47 hours of weaving within its 52-hour window). The work order has been created.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'flax linen mill', style: 'plain message-level',
      isolates: 'The loom schedule call fails twice with the same envoy 503, succeeds on the third try, and the agent schedules the order and creates the work order.',
      goal,
      root: agentSpan('weaving_planner', { goal }, fin, s, { run_id: n.uuid(), status: 'completed' }),
    };
  },

  // 02 ostrich farm, Google ADK
  (n) => {
    n.at('2024-06-04T07:15:00Z');
    const goal = "Record this morning's hatch from incubator 3 (tray C: 11 chicks from 14 eggs, batch OS-24-19) in the farm records and flag the three unhatched eggs for candling.";
    const chat = new Chat(n, { style: 'adk', agent: 'hatchery_agent', system: 'You keep hatchery records for Karoo Ridge Ostrich Farm. Tools: record_hatch, flag_eggs.', user: goal, tools: ['record_hatch', 'flag_eggs'] });
    const s = [];
    const args = { batch: 'OS-24-19', incubator: 3, tray: 'C', set: 14, hatched: 11, hatched_at: '2024-06-04' };
    s.push(...chat.turn('', [{ name: 'record_hatch', args, error: 'sqlite3.OperationalError: database is locked', out: { error: 'sqlite3.OperationalError: database is locked', db: '/srv/hatchery/records.db', holder_pid: n.pid(), waited_ms: 5000 } }]));
    s.push(...chat.turn('The records database is locked by another writer, probably the nightly incubator-temperature import. I will retry the same insert after a short wait.', [{ name: 'record_hatch', args, secs: [8, 12], out: { ok: true, hatch_id: n.int(5000, 5999), hatch_rate: 0.786, chick_ids: ['OS-24-19-C01', '…', 'OS-24-19-C11'], written_at: n.isoSec() } }]));
    s.push(...chat.turn('Hatch recorded at 78.6 percent. Now flagging the three unhatched eggs for candling.', [{ name: 'flag_eggs', args: { batch: 'OS-24-19', tray: 'C', count: 3, reason: 'unhatched day 43, candle for late embryo death' }, out: { flagged: 3, task: `CANDLE-${n.int(100, 999)}`, assignee: 'incubation team' } }]));
    const fin = 'Recorded the hatch for batch OS-24-19 (11 of 14, 78.6 percent) and created candling task for the three unhatched eggs in tray C.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'ostrich farm hatchery', style: 'Google ADK events',
      isolates: 'One "database is locked" failure is retried once with the same arguments, succeeds, and the agent finishes both parts of the task.',
      goal,
      root: agentSpan('agent_run [hatchery_agent]', { new_message: goal, session_id: chat.session }, fin, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }),
    };
  },

  // 03 quilt show, Mastra
  (n) => {
    n.at('2025-05-06T18:30:00Z');
    const goal = 'Register three quilts by member Agnes Pryce into the county quilt show (categories: Hand Quilted Bed, Art Quilt, Miniature) and email her the entry numbers.';
    const chat = new Chat(n, { style: 'mastra', agent: 'showEntryAgent', system: 'You handle entries for the Vale Quilters Guild show. Tools: registerEntries, sendEmail.', user: goal });
    const too = (reset) => ({ status: 429, headers: { 'retry-after': String(reset), 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(n.epoch() + reset), 'cf-ray': n.cfRay() }, body: { error: 'rate_limited', message: 'Too many requests from this API key. Try again later.' } });
    const entries = { member: 'VQG-0418', entries: [{ title: 'Blackthorn Winter', category: 'Hand Quilted Bed', size_cm: '210x240' }, { title: 'Tidal Drift', category: 'Art Quilt', size_cm: '90x120' }, { title: 'Hexie Garden', category: 'Miniature', size_cm: '40x40' }] };
    const s = [];
    s.push(...chat.turn('', [{ name: 'registerEntries', args: entries, error: '429 rate_limited', out: too(12) }]));
    s.push(...chat.turn('Rate limited with Retry-After 12 seconds; the entry portal is busy on closing night. Waiting and resubmitting the same three entries.', [{ name: 'registerEntries', args: entries, error: '429 rate_limited', out: too(20), secs: [12, 13] }]));
    s.push(...chat.turn('Still throttled, now asking for 20 seconds. I will honour that before the next attempt.', [{ name: 'registerEntries', args: entries, secs: [20, 21], out: { status: 201, body: { entries: [{ title: 'Blackthorn Winter', entry_no: 'B-114' }, { title: 'Tidal Drift', entry_no: 'A-087' }, { title: 'Hexie Garden', entry_no: 'M-032' }], fee_due_gbp: 18, receipt: n.reqId('rcpt_') } } }]));
    s.push(...chat.turn('All three entries were accepted. Emailing Agnes her entry numbers and the fee.', [{ name: 'sendEmail', args: { to: 'agnes.pryce@example.org', subject: 'Your quilt show entries', body: 'Dear Agnes, your entries are registered: Blackthorn Winter B-114, Tidal Drift A-087, Hexie Garden M-032. Entry fee £18 is due at hand-in.' }, out: { messageId: `<${n.uuid()}@guild.example>`, accepted: ['agnes.pryce@example.org'] } }]));
    const fin = 'Registered Blackthorn Winter (B-114), Tidal Drift (A-087) and Hexie Garden (M-032) for Agnes Pryce and emailed her the numbers; £18 fee due at hand-in.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'quilt guild show', style: 'Mastra agent',
      isolates: 'Two 429 rate-limit responses on the same registration are waited out per Retry-After, the third attempt returns 201, and the confirmation email is sent.',
      goal,
      root: agentSpan("agent run: 'showEntryAgent'", { messages: [{ role: 'user', content: goal }] }, { text: fin, finishReason: 'stop' }, s, { spanType: 'agent_run', agentId: 'showEntryAgent', runId: chat.session }),
    };
  },

  // 04 traction engine rally, AutoGen
  (n) => {
    n.at('2024-07-22T11:00:00Z');
    const goal = 'Add the public-liability insurance certificate for exhibitor "Lady Margaret" (1911 Burrell road locomotive, exhibitor E-221) to the rally exhibitor pack and mark the exhibitor as cleared.';
    const chat = new Chat(n, { style: 'autogen', agent: 'rally_secretary', user: goal, userName: 'rally_chair' });
    const ex = 'docs_executor';
    const to = () => `ReadTimeout: HTTPSConnectionPool(host='portal.heritage-insure.example', port=443): Read timed out. (read timeout=${n.pick([10, 10.0])})`;
    const s = [];
    const fetchArgs = { policy: 'HI-PL-55120', exhibitor: 'E-221', format: 'pdf' };
    s.push(...chat.turn('', [{ name: 'fetch_insurance_certificate', args: fetchArgs, error: to() }], { speaker: 'rally_secretary', executor: ex }));
    s.push(...chat.turn('The insurer portal timed out. It is often slow at lunchtime; retrying the same request.', [{ name: 'fetch_insurance_certificate', args: fetchArgs, error: to(), secs: [10, 11] }], { speaker: 'rally_secretary', executor: ex }));
    s.push(...chat.turn('Second timeout. I will try once more with a 30 second read timeout.', [{ name: 'fetch_insurance_certificate', args: { ...fetchArgs, timeout_s: 30 }, error: to(), secs: [10, 11] }], { speaker: 'rally_secretary', executor: ex }));
    s.push(...chat.turn('Third attempt also timed out at the client side; last retry before I ask the chair to request it by email.', [{ name: 'fetch_insurance_certificate', args: { ...fetchArgs, timeout_s: 30 }, secs: [14, 22], out: { saved_to: `/rally/2024/exhibitors/E-221/${n.sha1().slice(0, 12)}.pdf`, pages: 2, insured: 'M. Hollis', cover_gbp: 10000000, valid_to: '2025-03-31', sha256: n.sha256() } }], { speaker: 'rally_secretary', executor: ex }));
    s.push(...chat.turn('', [{ name: 'update_exhibitor', args: { exhibitor: 'E-221', insurance_doc: 'attached', status: 'cleared' }, out: { ok: true, exhibitor: 'E-221', status: 'cleared' } }], { speaker: 'rally_secretary', executor: ex }));
    const fin = 'Certificate for policy HI-PL-55120 (£10m public liability, valid to 31 March 2025) is in the exhibitor pack and E-221 "Lady Margaret" is marked cleared. TERMINATE';
    s.push(...chat.turn(fin, [], { speaker: 'rally_secretary' }));
    return {
      domain: 'traction engine rally', style: 'AutoGen / AG2 group chat',
      isolates: 'The insurer portal times out three times on the same certificate request, the fourth call returns the PDF, and the exhibitor is cleared.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 05 mural commissions, smolagents
  (n) => {
    n.at('2024-09-09T08:00:00Z');
    const goal = 'Pick three consecutive dry days with temperatures above 10 C in the next ten days for painting the gable-end mural at 14 Dock Street, and give the dates.';
    const run = new SmolRun(n, { task: goal });
    const s = [];
    s.push(run.step({ thought: 'Fetch the 10-day forecast for the site.', code: 'fc = get_forecast(lat=53.4008, lon=-2.9916, days=10)\nprint(fc)', calls: [{ name: 'get_forecast', args: { lat: 53.4008, lon: -2.9916, days: 10 }, error: `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.open-meteo.com', port=443): Read timed out. (read timeout=8)` }], error: 'Code execution failed at line \'fc = get_forecast(lat=53.4008, lon=-2.9916, days=10)\' due to: ReadTimeout' }));
    const days = ['09-09', '09-10', '09-11', '09-12', '09-13', '09-14', '09-15', '09-16', '09-17', '09-18'];
    const rain = [3.2, 0.0, 0.4, 0.0, 0.0, 0.0, 5.1, 0.0, 0.0, 1.2];
    const tmin = [9, 11, 12, 12, 13, 11, 10, 9, 12, 13];
    const fc = { generationtime_ms: n.float(0.2, 1.5, 3), daily: { time: days.map((d) => `2024-${d}`), precipitation_sum: rain, temperature_2m_min: tmin, temperature_2m_max: tmin.map((t) => t + 7) } };
    s.push(run.step({ thought: 'A read timeout on the weather API; a single retry of the same call should do.', code: 'fc = get_forecast(lat=53.4008, lon=-2.9916, days=10)\nprint(fc["daily"]["precipitation_sum"])', calls: [{ name: 'get_forecast', args: { lat: 53.4008, lon: -2.9916, days: 10 }, out: fc }], logs: JSON.stringify(rain) + '\n' }));
    s.push(run.step({ thought: 'Now find runs of three days with under 0.5 mm rain and minimum above 10 C.', code: 'd=fc["daily"]\nok=[d["precipitation_sum"][i]<0.5 and d["temperature_2m_min"][i]>10 for i in range(10)]\nruns=[d["time"][i] for i in range(8) if all(ok[i:i+3])]\nprint(runs)', logs: "['2024-09-11', '2024-09-12']\n" }));
    s.push(run.final('11-13 and 12-14 September both qualify; the 11th start keeps a spare day before the rain on the 15th.', 'final_answer("Paint on 11, 12 and 13 September (dry, minimum 12-13 C); 14 September is a spare dry day before rain on the 15th.")', 'Paint on 11, 12 and 13 September (dry, minimum 12-13 C); 14 September is a spare dry day before rain on the 15th.'));
    return {
      domain: 'mural painting commissions', style: 'smolagents CodeAgent',
      isolates: 'A single ReadTimeout on the forecast API is retried once, succeeds, and the agent computes and returns the painting dates.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal }, 'Paint on 11, 12 and 13 September (dry, minimum 12-13 C); 14 September is a spare dry day before rain on the 15th.', s, { run_id: n.uuid() }),
    };
  },

  // 06 jukebox restoration, OpenTelemetry GenAI
  (n) => {
    n.at('2025-01-15T13:10:00Z');
    const goal = 'Order the parts to restore the Seeburg 100-C selector for customer job JB-3302: a new tormat memory ring kit and two 6.3 V pilot lamps, from the parts supplier.';
    const chat = new Chat(n, { style: 'otel', agent: 'workshop_buyer', system: 'You order parts for a jukebox restoration workshop. Tools: search_parts, place_order.', user: goal });
    const bad = () => ({ status: 502, body: `<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The proxy server received an invalid response from an upstream server.</p><hr><address>Apache/2.4.58 Server at shop.vintage-coinop-parts.example Port 443</address></body></html>`, headers: { date: n.httpDate(), 'x-varnish': `${n.digits(9)} ${n.digits(9)}` } });
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_parts', args: { model: 'Seeburg 100-C', q: 'tormat memory ring kit' }, error: '502 Bad Gateway', out: bad() }]));
    s.push(...chat.turn('The supplier shop returned a 502 from its proxy, which is usually a momentary upstream restart. Retrying the part search.', [{ name: 'search_parts', args: { model: 'Seeburg 100-C', q: 'tormat memory ring kit' }, secs: [3, 5], out: { results: [{ sku: 'SB-TOR-100C-K', name: 'Tormat memory ring rebuild kit, 100-C', price_usd: 89.5, stock: 4 }, { sku: 'LMP-47-6V3', name: 'Pilot lamp #47 6.3V 0.15A', price_usd: 1.25, stock: 300 }], took: n.msStr() } }]));
    s.push(...chat.turn('Both parts are in stock. Ordering one tormat kit and two #47 lamps for job JB-3302.', [{ name: 'place_order', args: { lines: [{ sku: 'SB-TOR-100C-K', qty: 1 }, { sku: 'LMP-47-6V3', qty: 2 }], reference: 'JB-3302', ship: 'tracked' }, out: { order: `VCP-${n.int(100000, 999999)}`, total_usd: 92.0, eta: '2025-01-21', confirmation_sent: true } }]));
    const fin = 'Ordered the tormat memory ring kit (SB-TOR-100C-K) and two #47 6.3 V pilot lamps for job JB-3302, total $92.00, expected 21 January.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'jukebox restoration', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'A 502 from the supplier proxy is retried once, the search returns the parts, and the order is placed.',
      goal,
      root: agentSpan('invoke_agent workshop_buyer', { input: goal }, fin, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'workshop_buyer', 'gen_ai.conversation.id': n.uuid() }),
    };
  },
];
