import { run, http, span } from './lib.mjs';
export const family = 'poll_until_state_changes';

export const rows = [
{
  id: '01', domain: 'clog makers (CNC last carving)', style: 'otel_genai',
  isolates: 'The agent polls a CNC carving job through queued, queued, carving 41%, carving 88%, done, each reply with new timestamps and spindle telemetry, then attaches the finished file to the order.',
  goal: 'Carve the poplar lasts for custom clog order CL-0912 (EU 39, wide) and attach the toolpath report to the order when finished.',
  build: (N) => {
    const j = N.job('cnc');
    const st = (state, extra) => ({ name: 'get_cnc_job', args: { job_id: j }, out: { job_id: j, state, machine: 'HOMAG-' + N.int(1, 3), spindle_rpm: state === 'carving' ? N.int(17000, 18500) : 0, updated: N.iso(), ...extra } });
    return run(N, { style: 'otel_genai', agent: 'workshop-assistant', model: 'gpt-4o-mini', system: 'You run a clog workshop\'s CNC jobs.', goal: 'Carve the poplar lasts for custom clog order CL-0912 (EU 39, wide) and attach the toolpath report to the order when finished.',
      steps: [
        { think: null, calls: [{ name: 'submit_cnc_job', args: { order: 'CL-0912', program: 'last_eu39_wide.nc', blank: 'poplar 110x130x290' }, out: { job_id: j, state: 'queued', position: 2 } }] },
        { think: 'Queued at position 2. Checking again.', calls: [st('queued', { position: 1 })] },
        { think: 'Now first in the queue.', calls: [st('carving', { progress: 0.41, eta_s: N.int(600, 900) })] },
        { think: 'Carving, 41%. ETA ~12 min.', calls: [st('carving', { progress: 0.88, eta_s: N.int(60, 200) })] },
        { think: 'Almost done (88%).', calls: [st('done', { progress: 1, report: `s3://clogworks/cnc/${j}/report.pdf`, runtime: '00:' + N.int(21, 29) + ':' + N.int(10, 59) })] },
        { think: 'Done. Attaching the report.', calls: [{ name: 'attach_to_order', args: { order: 'CL-0912', url: `s3://clogworks/cnc/${j}/report.pdf` }, out: { ok: true } }] },
        { think: `The lasts for CL-0912 are carved (job ${j}) and the toolpath report is attached to the order.` },
      ] });
  },
},
{
  id: '02', domain: 'data: warehouse export of wind chime workshop sales', style: 'langgraph',
  isolates: 'A BigQuery-style export job is polled PENDING, PENDING, RUNNING, RUNNING, DONE with changing byte counts and timestamps, then the agent summarises the exported file.',
  goal: 'Export last quarter\'s wind chime sales by tuning (pentatonic, Westminster, custom) to CSV and report total units per tuning.',
  build: (N) => {
    const j = 'bquxjob_' + N.hex(8) + '_' + N.hex(12);
    const p = (state, b) => ({ name: 'get_job', args: { job_id: j, location: 'EU' }, out: JSON.stringify({ jobReference: { jobId: j }, status: { state }, statistics: { creationTime: String(N.epochMs()), totalBytesProcessed: String(b), ...(state === 'DONE' ? { endTime: String(N.epochMs()) } : {}) }, etag: N.b62(22) + '==' }) });
    return run(N, { style: 'langgraph', model: 'gpt-4o-mini', system: 'You are a data assistant with warehouse tools.', goal: 'Export last quarter\'s wind chime sales by tuning (pentatonic, Westminster, custom) to CSV and report total units per tuning.',
      steps: [
        { think: '', calls: [{ name: 'run_query', args: { sql: "SELECT tuning, SUM(units) u FROM sales.chimes WHERE sold_at >= '2024-07-01' AND sold_at < '2024-10-01' GROUP BY tuning", destination: 'gs://chimeworks-exports/q3_by_tuning.csv' }, out: { job_id: j, state: 'PENDING' } }] },
        { think: 'Job submitted; polling.', calls: [p('PENDING', 0)] },
        { think: 'Still pending.', calls: [p('RUNNING', N.int(1e6, 5e6))] },
        { think: 'Running now.', calls: [p('RUNNING', N.int(2e7, 4e7))] },
        { think: 'Bytes processed increasing.', calls: [p('DONE', N.int(5e7, 6e7))] },
        { think: 'Done; reading the CSV.', calls: [{ name: 'read_gcs', args: { uri: 'gs://chimeworks-exports/q3_by_tuning.csv' }, out: 'tuning,u\npentatonic,1184\nwestminster,612\ncustom,97\n' }] },
        { think: 'Q3 units by tuning: pentatonic 1,184; Westminster 612; custom 97 (total 1,893). CSV at gs://chimeworks-exports/q3_by_tuning.csv.' },
      ] });
  },
},
{
  id: '03', domain: 'snow globe factory (print proof rendering)', style: 'anthropic',
  isolates: 'The agent polls a print-proof rendering job queued -> rendering (page 2/6) -> rendering (5/6) -> complete, then sends the proof link to the client.',
  goal: 'Generate the print proof for the custom snow globe base decal (order SG-2207, city skyline, gold foil) and email the proof link to the client.',
  build: (N) => {
    const j = 'rnd_' + N.b62(12);
    const poll = (s, extra = {}) => ({ name: 'proof_status', args: { job: j }, out: `job=${j} status=${s} ${Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(' ')} worker=${N.pod('ghostscript')} at=${N.isoOff(-5)}` });
    return run(N, { style: 'anthropic', agent: 'prepress-bot', model: 'claude-3-5-haiku-20241022', system: 'You handle prepress for a snow globe factory.', goal: 'Generate the print proof for the custom snow globe base decal (order SG-2207, city skyline, gold foil) and email the proof link to the client.',
      steps: [
        { think: 'Starting the proof render.', calls: [{ name: 'render_proof', args: { order: 'SG-2207', spot_colors: ['GOLD-FOIL-871C'], pages: 6 }, out: { job: j, status: 'queued' } }] },
        { think: 'Queued; checking status.', calls: [poll('queued', { ahead: 3 })] },
        { think: 'Three jobs ahead. Checking again.', calls: [poll('rendering', { page: '2/6' })] },
        { think: 'Rendering page 2 of 6.', calls: [poll('rendering', { page: '5/6' })] },
        { think: 'Page 5 of 6.', calls: [poll('complete', { url: `https://proofs.globeworks.example/${j}.pdf`, sha256: N.sha(64) })] },
        { think: 'Proof complete; emailing the client.', calls: [{ name: 'send_email', args: { to: 'events@harbourcity.example', subject: 'Proof for SG-2207', body: `Your proof: https://proofs.globeworks.example/${j}.pdf` }, out: { id: N.uuid(), status: 'sent' } }] },
        { think: 'The SG-2207 proof is rendered and the link has been emailed to the client.' },
      ] });
  },
},
{
  id: '04', domain: 'coding: GitHub Actions deploy of an origami workshop booking site', style: 'claude_sdk',
  isolates: 'After pushing, the agent watches the workflow run: queued, in_progress (build), in_progress (deploy), completed/success, with a new run time each check, then verifies the site.',
  goal: 'Ship the fix for the broken "paper crane class" signup button to production and confirm the live page works.',
  build: (N) => {
    const rid = N.int(9000000000, 9999999999);
    const w = (s) => ({ name: 'Bash', args: { command: `gh run view ${rid} --json status,conclusion,jobs -q '{status: .status, conclusion: .conclusion, jobs: [.jobs[] | {name, status}]}'` }, out: s });
    return run(N, { style: 'claude_sdk', model: 'claude-sonnet-4-20250514', cwd: '/home/kami/foldwell-site', system: 'You are Claude Code.', goal: 'Ship the fix for the broken "paper crane class" signup button to production and confirm the live page works.',
      steps: [
        { think: 'Push the committed fix.', calls: [{ name: 'Bash', args: { command: 'git push origin main' }, out: `To github.com:foldwell/site.git\n   ${N.hex(7)}..${N.hex(7)}  main -> main` }] },
        { think: '', calls: [{ name: 'Bash', args: { command: 'gh run list --limit 1 --json databaseId,status' }, out: `[{"databaseId":${rid},"status":"queued"}]` }] },
        { think: 'Queued. I\'ll check on it.', calls: [w(`{"status":"in_progress","conclusion":"","jobs":[{"name":"build","status":"in_progress"},{"name":"deploy","status":"queued"}]}`)] },
        { think: 'Build running.', calls: [w(`{"status":"in_progress","conclusion":"","jobs":[{"name":"build","status":"completed"},{"name":"deploy","status":"in_progress"}]}`)] },
        { think: 'Build done, deploying.', calls: [w(`{"status":"completed","conclusion":"success","jobs":[{"name":"build","status":"completed"},{"name":"deploy","status":"completed"}]}`)] },
        { think: 'Deploy succeeded. Checking the live page.', calls: [{ name: 'WebFetch', args: { url: 'https://foldwell.example/classes/paper-crane', prompt: 'Is there a working Sign up button?' }, out: 'The page shows "Paper Crane – Beginners" with an enabled "Sign up" button linking to /signup?class=crane-101.' }] },
        { think: 'The fix is deployed (run ' + rid + ' succeeded) and the live paper crane class page now shows a working Sign up button.' },
      ] });
  },
},
{
  id: '05', domain: 'jet ski rental (insurance quote from broker)', style: 'gemini',
  isolates: 'An async broker quote is polled pending -> underwriting -> quoted; each answer carries a new retry-after and timestamp, then the agent adds the premium to the rental contract.',
  goal: 'Get a day-hire liability insurance quote for two jet skis (Sea-Doo Spark) rented on July 19 and add the premium to rental contract JR-612.',
  build: (N) => {
    const q = 'QR-' + N.upper(8);
    const p = (s, body) => ({ name: 'get_quote', args: { quote_ref: q }, out: http(N, s === 'quoted' ? 200 : 202, { quote_ref: q, state: s, ...body }, s === 'quoted' ? {} : { 'retry-after': String(N.int(5, 30)) }) });
    return run(N, { style: 'gemini', agent: 'rental-desk', model: 'gemini-1.5-pro-002', system: 'You manage jet ski rental paperwork.', goal: 'Get a day-hire liability insurance quote for two jet skis (Sea-Doo Spark) rented on July 19 and add the premium to rental contract JR-612.',
      steps: [
        { think: '', calls: [{ name: 'request_quote', args: { craft: [{ model: 'Sea-Doo Spark', hin: 'YDV' + N.upper(9) }, { model: 'Sea-Doo Spark', hin: 'YDV' + N.upper(9) }], date: '2025-07-19', cover: 'liability_1M' }, out: { quote_ref: q, state: 'pending' } }] },
        { think: 'Quote requested, polling.', calls: [p('pending', {})] },
        { think: '', calls: [p('underwriting', { underwriter: 'desk ' + N.int(2, 9) })] },
        { think: '', calls: [p('quoted', { premium: '58.40', currency: 'USD', valid_until: N.isoNoMs() })] },
        { think: 'Quoted at $58.40. Adding to the contract.', calls: [{ name: 'add_line_item', args: { contract: 'JR-612', description: `Liability cover (${q})`, amount: 58.4 }, out: { contract: 'JR-612', total: '438.40' } }] },
        { think: 'Insurance quote ' + q + ' came back at $58.40 and is added to JR-612 (new total $438.40).' },
      ] });
  },
},
{
  id: '06', domain: 'waterbed repair (refund status)', style: 'letta',
  isolates: 'A Letta agent polls a card refund through pending, pending, processing, succeeded (new processor timestamps each time) and then tells the customer the refund landed.',
  goal: 'Refund the $89 call-out fee for cancelled waterbed bladder repair visit WB-3310 and let the customer know once the refund has gone through.',
  build: (N) => {
    const re = 're_' + N.b62(24);
    const s = (st) => ({ name: 'check_refund', args: { refund_id: re }, out: { id: re, status: st, amount: 8900, processor_ts: N.epoch(), acquirer_ref: st === 'succeeded' ? N.int(10 ** 9, 10 ** 10) : null } });
    return run(N, { style: 'letta', model: 'gpt-4o-mini', system: 'You are the service desk agent for a waterbed repair company.', goal: 'Refund the $89 call-out fee for cancelled waterbed bladder repair visit WB-3310 and let the customer know once the refund has gone through.',
      steps: [
        { think: 'Issue the refund first.', calls: [{ name: 'create_refund', args: { visit: 'WB-3310', amount_cents: 8900 }, out: { id: re, status: 'pending' } }] },
        { think: 'Refund created as pending. Checking its status.', calls: [s('pending')] },
        { think: 'Still pending at the processor.', calls: [s('processing')] },
        { think: 'Processing now; one more check.', calls: [s('succeeded')] },
        { think: 'Refund succeeded, telling the customer.', calls: [{ name: 'send_message', args: { message: 'Your $89 call-out fee for visit WB-3310 has been refunded; it should appear on your card within 5-10 business days.' }, out: { status: 'OK', time: N.iso() } }] },
        { think: 'Refund done and customer informed.' },
      ] });
  },
},
];
