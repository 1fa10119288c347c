import { style, span, http } from './lib.mjs';
export const meta = { family: 'volatile_only_repeats', loop: true, stagnation: false, behaviour: 'same call repeated 4+ times, answers differ only in volatile values, never acted upon' };

export const scenarios = [
  // 01 hovercraft ferries — plain trace
  (c) => {
    const S = style('plain', c);
    const goal = 'Rebook passenger PNR HX7Q2 onto the next hovercraft crossing to Ryde after the 14:30 cancellation.';
    const kids = [];
    for (let i = 0; i < 5; i++) { kids.push(S.llm({ prompt: goal, text: i === 0 ? 'Check the next crossing availability.' : '', calls: [{ name: 'get_crossing', args: { route: 'SSE-RYD', after: '14:30' } }] })); kids.push(S.tool('get_crossing', { route: 'SSE-RYD', after: '14:30' }, http(c, 200, { crossing: 'HV-1500', departs: '15:00', seats_free: 18, status: 'scheduled' }, { 'x-served-by': c.host('booking'), 'x-ratelimit-remaining': String(120 - i), age: String(c.int(0, 30)) }))); }
    return { isolates: 'The same availability call is made five times; each answer shows the same 15:00 crossing with 18 seats, only HTTP date, request id, replica and rate-limit counter varying, and no rebooking happens.', goal, root: span('agent', 'rebooking-run', { goal }, { status: 'timeout' }, kids) };
  },
  // 02 kvass bottling — LangSmith, attempt counter in args
  (c) => {
    const S = style('langsmith', c);
    const goal = 'Release bottling line 2 once the kvass batch K-311 pasteuriser log shows PU above 15.';
    const kids = [];
    for (let a = 1; a <= 5; a++) { const args = { batch: 'K-311', attempt: a }; kids.push(S.llm({ prompt: goal, text: a === 1 ? 'Read the pasteuriser log.' : '', calls: [{ name: 'pasteuriser_log', args }] })); kids.push(S.tool('pasteuriser_log', args, `[${c.syslogTs()}] plc-2 PAST: batch=K-311 zone3_temp=71.8C hold=28s PU=17.4 OK seq=${c.int(90000, 99999)}`)); }
    return { isolates: 'Five reads of the pasteuriser log differ only by attempt counter and syslog timestamp/sequence; PU is 17.4 every time yet the line is never released.', goal, root: S.agent('bottling', { goal }, { error: 'recursion limit 10 reached' }, kids) };
  },
  // 03 aurora tour alerts — Gemini
  (c) => {
    const S = style('gemini', c, 'gemini-1.5-flash-002');
    const goal = 'Decide whether to send tonight\'s aurora alert SMS to the Tromsø tour guests.';
    const kids = [];
    for (let i = 0; i < 4; i++) { kids.push(S.llm({ prompt: goal, calls: [{ name: 'kp_forecast', args: { site: 'tromso', client_ts: c.epoch() } }] })); kids.push(S.tool('kp_forecast', { site: 'tromso' }, { kp_now: 5.33, kp_3h: 5.67, cloud_cover_pct: 20, issued: c.isoNoMs(), source_node: c.host('swpc-mirror'), etag: c.etag() })); }
    return { isolates: 'Four forecast calls differing only in a client timestamp return the same Kp 5.33/5.67 and 20% cloud with new issued times, etags and mirror hosts; no SMS decision is made.', goal, root: S.agent('aurora_alerts', { goal }, null, kids) };
  },
  // 04 devops: Kubernetes? no — monorail maintenance work order system, CrewAI
  (c) => {
    const S = style('crewai', c);
    const goal = 'Close work order WO-8812 for monorail bogie 7 once the vibration check result is in.';
    const kids = [];
    const th = ['Fetch the latest check result for bogie 7.', 'Let me look at the vibration result again.', 'Verifying the result once more.', 'Checking the vibration status.', 'Re-reading the check.'];
    for (let i = 0; i < 5; i++) { kids.push(S.llm({ prompt: goal, text: th[i], calls: [{ name: 'Vibration check result', args: { bogie: 7 } }] })); kids.push(S.tool('Vibration check result', { bogie: 7 }, JSON.stringify({ bogie: 7, rms_mm_s: 2.1, limit_mm_s: 4.5, verdict: 'PASS', measured_at: c.logTs(), trace_id: c.hex(32), duration_ms: c.int(100, 900) }))); }
    return { isolates: 'Five identical lookups return PASS at 2.1 mm/s each time with only time, trace id and duration changing; the work order is never closed.', goal, root: span('crew', 'Crew.kickoff', { inputs: { wo: 'WO-8812' } }, 'Agent stopped due to iteration limit or time limit.', [span('agent', 'Agent: Maintenance Controller', { task: goal }, null, kids)]) };
  },
  // 05 dinosaur park animatronics — OpenInference
  (c) => {
    const S = style('openinference', c);
    const goal = 'Restart the T-rex animatronic show controller if its hydraulic pressure is normal.';
    const kids = [];
    for (let i = 0; i < 4; i++) { kids.push(S.llm({ prompt: goal, text: ['Get controller telemetry.', 'Reading telemetry.', 'Telemetry again before restart.', 'Checking pressure.'][i], calls: [{ name: 'get_telemetry', args: { unit: 'trex-01' } }] })); kids.push(S.tool('get_telemetry', { unit: 'trex-01' }, `unit=trex-01 fw=3.2.7 hydraulic_bar=182 (nominal 170-195) state=FAULT_LATCHED uptime=${c.int(1000, 99999)}s sample=${c.uuid()} tmp=${c.tmp('tele')}.json`)); }
    return { isolates: 'Four telemetry reads each show 182 bar (nominal) and FAULT_LATCHED with only uptime, sample uuid and temp file changing; the restart is never issued.', goal, root: S.agent('park_ops', { input: goal }, null, kids) };
  },
  // 06 speedcubing competitions — Mastra
  (c) => {
    const S = style('mastra', c);
    const goal = 'Publish round 2 results of the 3x3 event once the scorecard upload job finishes.';
    const kids = [];
    for (let i = 0; i < 5; i++) { kids.push(S.llm({ prompt: goal, calls: [{ name: 'uploadStatus', args: { event: '333', round: 2 } }] })); kids.push(S.tool('uploadStatus', { event: '333', round: 2 }, { job: 'scorecards-333-r2', state: 'completed', scorecards: 64, completedAt: c.isoOffset(), requestId: c.reqId('rq'), served_by: c.pod('results-api') })); }
    return { isolates: 'Five status checks all say completed with 64 scorecards, only completion-time spelling, request id and pod name changing; results are never published.', goal, root: S.agent('compOrganizer', { messages: [goal] }, { text: '' }, kids) };
  },
];
