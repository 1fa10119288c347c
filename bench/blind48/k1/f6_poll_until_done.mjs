import { style, span } from './lib.mjs';
export const family = 'poll_until_done';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: a job/status is polled (queued, running, done) with noise in each answer, then the result is used.';
const poll = (S, h, name, args, states, mk, notes) => { const c = []; states.forEach((st, i) => { c.push(S.llm([{ role: 'user', content: 'status?' }], notes[i] || null, [{ name, args }])); c.push(S.tool(name, args, mk(st, i))); }); return c; };

export const rows = [
{ n: '01', domain: 'mariachi booking e-sign contract', style: 'responses', build(h) {
  const S = style(h, 'responses', 'gpt-4.1');
  const goal = 'Send the Mariachi Sol de Jalisco quinceañera contract for e-signature and tell the client when it is signed.';
  const c = [S.llm([{ role: 'user', content: goal }], null, [{ name: 'esign_send', args: { template: 'performance-v3', client: 'Familia Reyes', date: '2024-10-12' } }]), S.tool('esign_send', {}, { envelope_id: h.uuid(), status: 'sent' })];
  c.push(...poll(S, h, 'esign_status', { envelope: 'current' }, ['sent', 'delivered', 'delivered', 'completed'], (st) => ({ status: st, status_changed: h.isoSec(), request_id: h.reqId('') }), ['Polling envelope.', 'Delivered, not signed yet.', 'Waiting for signature.', 'Checking.']));
  c.push(S.llm([{ role: 'user', content: goal }], 'The contract was signed and completed; I have notified the Reyes family.', []));
  return { isolates: 'The envelope moves sent → delivered → completed across polls, and the agent reports the signature.', goal, root: S.agent('responses-agent', { input: goal }, { status: 'completed' }, c) };
} },
{ n: '02', domain: 'eel fishery quota report', style: 'otel', build(h) {
  const S = style(h, 'otel', 'gpt-4o');
  const goal = 'Generate the monthly glass-eel catch quota report for the Severn licence holders and email it to the fisheries officer.';
  const c = [S.llm([{ role: 'user', content: goal }], null, [{ name: 'start_report', args: { report: 'glass_eel_quota', month: '2024-03' } }]), S.tool('start_report', {}, { job: h.jobId('rpt-'), state: 'QUEUED' })];
  c.push(...poll(S, h, 'report_status', { job: 'rpt' }, ['QUEUED', 'RUNNING', 'RUNNING', 'SUCCEEDED'], (st, i) => ({ state: st, progress: [0, 35, 80, 100][i], worker: h.host('rpt', 5), at: h.http(), ...(st === 'SUCCEEDED' ? { url: 's3://fish-reports/severn/2024-03.pdf' } : {}) }), ['Queued…', 'Running.', 'Progress increasing.', 'Done?']));
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'send_email', args: { to: 'officer@severn-fisheries.example', attachment: 's3://fish-reports/severn/2024-03.pdf' } }]), S.tool('send_email', {}, { accepted: true, message_id: `<${h.hex(12)}@mail>` }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Report generated and emailed.', []));
  return { isolates: 'Polls show QUEUED → RUNNING (progress rises) → SUCCEEDED; the agent emails the resulting PDF.', goal, root: S.agent('invoke_agent quota-clerk', { goal }, { status: 'ok' }, c) };
} },
{ n: '03', domain: 'skateboard deck press batch', style: 'crewai', build(h) {
  const S = style(h, 'crewai', 'gpt-4o-mini');
  const goal = 'Wait for press batch 88 (40 maple decks) to finish curing, then release it to the shaping station.';
  const c = [];
  ['pressing', 'curing', 'curing', 'cured'].forEach((st, i) => { c.push(S.llm([{ role: 'user', content: goal }], `Thought: ${['check the press', 'still curing, glue needs time', 'cure timer lower now', 'cured, release it'][i]}\nAction: Press Status\nAction Input: {"batch": 88}`)); c.push(S.tool('Press Status', '{"batch": 88}', `batch 88: ${st} | remaining ${[42, 25, 9, 0][i]} min | platen ${h.int(60, 72)}°C | read ${h.slash()}`, { argsString: true })); });
  c.push(S.llm([{ role: 'user', content: goal }], 'Thought: release\nAction: Release Batch\nAction Input: {"batch": 88, "to": "shaping"}'), S.tool('Release Batch', '{"batch": 88, "to": "shaping"}', 'Batch 88 released to shaping (ticket SH-' + h.int(1000, 9999) + ')', { argsString: true }));
  c.push(S.llm([{ role: 'user', content: goal }], 'Final Answer: Batch 88 is cured and released to shaping.'));
  return { isolates: 'Remaining cure time falls 42 → 25 → 9 → 0 and the state becomes cured; the batch is released.', goal,
    root: span('agent', 'Crew: deck_factory', { inputs: { goal } }, { raw: 'Batch 88 is cured and released to shaping.' }, [span('agent', 'Task: release_batch', {}, null, c)], { metadata: { crew_id: h.uuid() } }) };
} },
{ n: '04', domain: 'WebAssembly build CI job', style: 'claude_sdk', build(h) {
  const S = style(h, 'claude_sdk', 'claude-sonnet-4-20250514');
  const goal = 'Trigger the wasm build for the audio-visualiser crate and tell me the size of the resulting .wasm.';
  const c = [S.llm([{ role: 'user', content: goal }], '', [{ name: 'Bash', args: { command: 'gh workflow run wasm.yml --ref main' } }]), S.tool('Bash', {}, '✓ Created workflow_dispatch event for wasm.yml at main')];
  ['queued', 'in_progress', 'in_progress', 'completed'].forEach((st, i) => { c.push(S.llm([{ role: 'user', content: '[tool_result]' }], ['', 'Still in progress.', 'Build step running.', ''][i], [{ name: 'Bash', args: { command: 'gh run list --workflow wasm.yml -L 1 --json status,conclusion,databaseId' } }])); c.push(S.tool('Bash', {}, JSON.stringify([{ status: st, conclusion: st === 'completed' ? 'success' : '', databaseId: 10812345678 }]))); });
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], '', [{ name: 'Bash', args: { command: 'gh run download 10812345678 -n pkg && ls -l pkg/*.wasm' } }]), S.tool('Bash', {}, `-rw-r--r-- 1 runner runner 1482331 ${h.syslog()} pkg/visualiser_bg.wasm`));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], 'The build succeeded; visualiser_bg.wasm is 1,482,331 bytes (about 1.41 MiB).'));
  return { isolates: 'GitHub Actions run goes queued → in_progress → completed/success; the artifact is downloaded and its size reported.', goal, root: S.agent('claude-code session', { prompt: goal }, { subtype: 'success' }, c) };
} },
{ n: '05', domain: 'theremin firmware flashing', style: 'mastra', build(h) {
  const S = style(h, 'mastra', 'gpt-4o');
  const goal = 'Flash firmware 2.3 to the 12 returned theremins on the repair bench (via the flashing rig) and confirm they all pass.';
  const c = [S.llm([{ role: 'user', content: goal }], null, [{ name: 'rigStart', args: { firmware: '2.3.0', slots: 12 } }]), S.tool('rigStart', {}, { run: h.ulid(), state: 'pending' })];
  [[0, 0], [5, 0], [11, 0], [12, 0]].forEach(([done, fail], i) => { c.push(S.llm([{ role: 'user', content: goal }], `flashed so far: ${[0, 5, 11, 12][i]}`, [{ name: 'rigStatus', args: { run: 'current' } }])); c.push(S.tool('rigStatus', {}, { flashed: done, failed: fail, total: 12, state: done === 12 ? 'finished' : 'flashing', uptime: h.durGo() })); });
  c.push(S.llm([{ role: 'user', content: goal }], 'All 12 theremins flashed with 2.3.0 and passed verification.', []));
  return { isolates: 'The flashed counter climbs 0 → 5 → 11 → 12 and the run finishes; the agent confirms.', goal, root: S.agent("agent: 'bench-tech'", { messages: [goal] }, { text: 'All 12 passed.' }, c) };
} },
{ n: '06', domain: 'kabaddi league video review', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'gpt-4o-2024-08-06');
  const goal = 'A team appealed the super-tackle call in the 38th minute; wait for the video referee decision and update the scoreboard accordingly.';
  const c = [];
  ['REQUESTED', 'UNDER_REVIEW', 'UNDER_REVIEW', 'DECIDED'].forEach((st, i) => { c.push(S.llm({ role: 'user', content: goal }, ['', 'Review in progress.', 'Still reviewing angle 2.', ''][i], [{ name: 'review_status', args: { match: 'PKL-S11-M42', review: 3 } }])); c.push(S.tool('review_status', { match: 'PKL-S11-M42', review: 3 }, { state: st, angles_checked: [0, 1, 2, 3][i], ...(st === 'DECIDED' ? { decision: 'OVERTURNED', points: { defending: -2, raiding: +1 } } : {}), ts: h.iso() })); });
  c.push(S.llm({ role: 'user', content: goal }, '', [{ name: 'scoreboard_adjust', args: { match: 'PKL-S11-M42', defending: -2, raiding: 1 } }]), S.tool('scoreboard_adjust', {}, { ok: true, score: '34-31' }));
  c.push(S.llm({ role: 'user', content: goal }, 'Call overturned; scoreboard corrected to 34-31.'));
  return { isolates: 'Review status advances REQUESTED → UNDER_REVIEW → DECIDED with a growing angle count; the scoreboard is adjusted.', goal, root: S.sub('chain', 'LangGraph', { messages: [goal] }, { output: 'Call overturned; scoreboard corrected to 34-31.' }, c, { run_type: 'chain' }) };
} },
];
