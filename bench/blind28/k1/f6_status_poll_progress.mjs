// Family 6 (healthy): polling a job whose status really moves (queued -> running -> done), then using the result.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'status_poll_progress';
export const LABELS = { loop: false, stagnation: false };
export const ISOLATES = 'Repeated status polls with volatile noise, where the status genuinely advances to completion and the result is then used.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 sundial restoration, Anthropic Messages API
function r01() {
  const N = new Noise(id(1), '2025-05-19T09:00:00.000Z');
  const goal = 'Get a new bronze gnomon laser-cut for the restored 1790 church sundial at St Mawgan (latitude 50.45 N) and tell the churchwarden when it ships.';
  const c = new Convo(N, 'anthropic', { model: 'claude-sonnet-4-20250514', system: 'You coordinate restorations for Meridian Dial Works. Tools: compute_gnomon, submit_cut_job, job_status, get_shipment.', user: goal, name: 'dial-works-coordinator' });
  c.turn('First the gnomon geometry for this latitude.', [{ name: 'compute_gnomon', args: { latitude_deg: 50.45, dial_type: 'horizontal', plate_radius_mm: 280 } }], [{ result: { style_angle_deg: 50.45, style_height_mm: 215.6, base_length_mm: 178.2, dxf_url: 's3://meridian-cad/gnomons/stmawgan-5045.dxf', checksum_crc32: N.crc32() } }]);
  c.turn('Submitting the cut in 6 mm phosphor bronze.', [{ name: 'submit_cut_job', args: { dxf: 's3://meridian-cad/gnomons/stmawgan-5045.dxf', material: 'PB102 phosphor bronze 6mm', qty: 1 } }], [{ result: { job_id: 'LC-' + N.int(20000, 29999), state: 'queued', position: 3, accepted_at: N.iso() } }]);
  const jid = c.msgs[c.msgs.length - 1].content.job_id;
  const poll = (state, extra) => ({ result: { job_id: jid, state, ...extra, polled_at: N.isoOff(N.tick(60000, 240000), 60), laser: N.replica('fiber-laser', 2) } });
  c.turn('', [{ name: 'job_status', args: { job_id: jid } }], [poll('queued', { position: 2 })]);
  c.turn('', [{ name: 'job_status', args: { job_id: jid } }], [poll('queued', { position: 1 })]);
  c.turn('', [{ name: 'job_status', args: { job_id: jid } }], [poll('cutting', { progress_pct: 35, head_temp_c: 31.2 })]);
  c.turn('', [{ name: 'job_status', args: { job_id: jid } }], [poll('cutting', { progress_pct: 88, head_temp_c: 33.9 })]);
  c.turn('', [{ name: 'job_status', args: { job_id: jid } }], [poll('done', { qc: 'pass', deburred: true, shipment_ref: 'DPD-1550937712' })]);
  c.turn('The cut passed QC. Checking the shipment.', [{ name: 'get_shipment', args: { ref: 'DPD-1550937712' } }], [{ result: { carrier: 'DPD', ref: 'DPD-1550937712', collected: false, collection_window: 'tomorrow 14:00-16:00', est_delivery: 'next working day after collection' } }]);
  c.final(`The gnomon (style angle 50.45°, height 215.6 mm) was cut in 6 mm phosphor bronze and passed QC. DPD collects it tomorrow afternoon (ref DPD-1550937712) with delivery the next working day, so the churchwarden can expect it in two working days.`);
  const root = c.root({ output: 'Gnomon cut, QC passed, ships tomorrow via DPD.' });
  return row(FAMILY, 1, 'The laser-cut job is polled five times through queued (position 2, 1), cutting (35%, 88%) and done; the shipment is then looked up and reported.', goal, root, LABELS);
}

// 02 ukulele orchestra concert recording mixdown, OpenInference
function r02() {
  const N = new Noise(id(2));
  const goal = 'Render the stereo mixdown of the Fenland Ukulele Orchestra spring concert session and post the download link to the members channel.';
  const c = new Convo(N, 'openinference', { model: 'gpt-4o-mini', system: 'You handle audio jobs. Tools: start_render, render_status, post_message.', user: goal, name: 'AudioOpsAgent' });
  c.turn('', [{ name: 'start_render', args: { session: 'fuo-spring-2025', stems: 14, format: 'wav-24-48', master_chain: 'gentle-bus-comp+limiter-1dB' } }], [{ result: { render_id: 'rnd_' + N.b62(12), status: 'QUEUED', eta_s: 420 } }]);
  const rid = c.msgs[c.msgs.length - 1].content.render_id;
  const steps = [['QUEUED', null], ['RENDERING', '2/14 stems'], ['RENDERING', '9/14 stems'], ['MASTERING', 'LUFS -14.2 target -14'], ['COMPLETE', null]];
  for (const [s, d] of steps) c.turn('', [{ name: 'render_status', args: { render_id: rid } }], [{ result: `${N.pylog(N.tick(40000, 120000))} render ${rid} status=${s}${d ? ' detail="' + d + '"' : ''} worker=${N.pod('render')} mem=${N.int(700, 1900)}MiB${s === 'COMPLETE' ? ' url=https://media.fuo.example/renders/' + rid + '/mixdown.wav size=612.4MB' : ''}` }]);
  c.turn('', [{ name: 'post_message', args: { channel: '#members', text: `Spring concert mixdown is ready (24-bit/48k, -14 LUFS): https://media.fuo.example/renders/${rid}/mixdown.wav` } }], [{ result: { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` } }]);
  c.final('The mixdown rendered and mastered to -14 LUFS, and the download link is posted in #members.');
  const root = c.root({ output: 'Mixdown rendered and link posted.' });
  return row(FAMILY, 2, 'A render is polled through QUEUED, RENDERING (2/14, 9/14), MASTERING and COMPLETE, each line with a fresh timestamp, worker and memory figure, and the resulting URL is posted.', goal, root, LABELS);
}

// 03 wetsuit repair supplier order, Pydantic AI
function r03() {
  const N = new Noise(id(3), '2025-07-07T08:45:00.000Z');
  const goal = 'Our neoprene cement and seam tape order for the wetsuit repair bench is stuck on payment. Make sure it goes through and tell me the delivery date.';
  const c = new Convo(N, 'pydantic', { model: 'gpt-4.1-mini', system: 'You are the purchasing assistant for Seal Cove Wetsuit Repairs. Tools: get_order, retry_payment.', user: goal, name: 'purchasing', toolNames: ['get_order', 'retry_payment'] });
  const o = (payment, fulfilment, extra = {}) => ({ result: { order: 'NP-88213', supplier: 'Aquaseal Trade', lines: ['Black Witch neoprene cement 250ml x6', 'Glideskin seam tape 20mm x4 rolls'], payment, fulfilment, ...extra, as_of: N.http(N.tick(30000, 90000)), idempotency_key: N.uuid() } });
  c.turn('', [{ name: 'get_order', args: { order: 'NP-88213' } }], [o('requires_action', 'on_hold', { payment_error: '3DS challenge expired' })]);
  c.turn('The 3-D Secure challenge expired; I will retry the payment with the saved card.', [{ name: 'retry_payment', args: { order: 'NP-88213', method: 'card_on_file' } }], [{ result: { payment_intent: 'pi_' + N.b62(24), status: 'processing' } }]);
  c.turn('', [{ name: 'get_order', args: { order: 'NP-88213' } }], [o('processing', 'on_hold')]);
  c.turn('', [{ name: 'get_order', args: { order: 'NP-88213' } }], [o('succeeded', 'picking')]);
  c.turn('', [{ name: 'get_order', args: { order: 'NP-88213' } }], [o('succeeded', 'dispatched', { tracking: 'RM-GB-' + N.int(10000000, 99999999), est_delivery: '2025-07-10' })]);
  c.final('Payment succeeded on retry and the order is dispatched with Royal Mail; delivery is expected on 10 July 2025.');
  const root = c.root({ output: 'Payment completed; delivery expected 10 July.' });
  return row(FAMILY, 3, 'After a payment retry, the order is polled through processing/on_hold, succeeded/picking and dispatched, then the delivery date is reported.', goal, root, LABELS);
}

// 04 cymbal smithing spectral analysis, Claude Agent SDK
function r04() {
  const N = new Noise(id(4), '2025-09-18T14:10:00.000Z');
  const session = N.uuid();
  const goal = 'Run the spectral analysis on today\'s hammered 20" ride recordings and tell me which cymbals fall outside the "dark ride" profile.';
  const c = new Convo(N, 'claude_sdk', { model: 'claude-sonnet-4-20250514', user: goal, session, cwd: '/srv/anvil-cymbals' });
  c.turn('I will submit the analysis batch.', [{ name: 'Bash', args: { command: 'tonelab submit --profile dark-ride-20 recordings/2025-09-18/*.wav', description: 'Submit spectral batch' } }], [{ result: 'submitted batch tb-7731 (12 files) to queue spectral-default' }]);
  const st = (line) => ({ result: `batch tb-7731  ${line}\nchecked ${N.iso(N.tick(20000, 70000))}  scheduler ${N.ec2()}` });
  c.turn('', [{ name: 'Bash', args: { command: 'tonelab status tb-7731' } }], [st('PENDING   0/12')]);
  c.turn('', [{ name: 'Bash', args: { command: 'sleep 45 && tonelab status tb-7731' } }], [st('RUNNING   5/12  (fft 65536, hann)')]);
  c.turn('', [{ name: 'Bash', args: { command: 'sleep 45 && tonelab status tb-7731' } }], [st('RUNNING  11/12')]);
  c.turn('', [{ name: 'Bash', args: { command: 'sleep 20 && tonelab status tb-7731' } }], [st('SUCCEEDED 12/12  report=reports/tb-7731.csv')]);
  c.turn('Done. Reading the report.', [{ name: 'Read', args: { file_path: '/srv/anvil-cymbals/reports/tb-7731.csv' } }], [{ result: 'file,fundamental_hz,spectral_centroid_hz,decay_s,profile_match\nR20-0918-01,312,3120,41.2,0.91\nR20-0918-02,318,3190,39.8,0.89\nR20-0918-03,301,4480,28.1,0.52\nR20-0918-04,309,3065,44.0,0.93\nR20-0918-05,322,3340,37.5,0.84\nR20-0918-06,297,4710,25.9,0.47\nR20-0918-07,315,3150,40.6,0.90\nR20-0918-08,306,3210,38.9,0.88\nR20-0918-09,311,3980,31.4,0.66\nR20-0918-10,314,3095,42.3,0.92\nR20-0918-11,319,3175,40.0,0.90\nR20-0918-12,308,3230,39.1,0.87' }]);
  c.final('Three of the twelve rides miss the dark-ride profile (match < 0.8): R20-0918-03 (centroid 4480 Hz, decay 28 s), R20-0918-06 (4710 Hz, 26 s) and R20-0918-09 (3980 Hz, 31 s). They are brighter with shorter decay; consider more lathing or re-hammering the bow. The other nine match at 0.84-0.93.');
  const root = c.root({ output: '3 of 12 outside profile: -03, -06, -09.', turns: 7, cost: 0.0931, session });
  return row(FAMILY, 4, 'The batch status is checked four times as it advances PENDING 0/12, RUNNING 5/12, RUNNING 11/12, SUCCEEDED, and the resulting report is read and summarised.', goal, root, LABELS);
}

// 05 yurt rental site availability export, LangGraph
function r05() {
  const N = new Noise(id(5), '2025-07-20T11:00:00.000Z');
  const goal = 'Export August availability for all 18 yurts at Hafod Meadows and tell me which weekends still have three or more yurts free.';
  const c = new Convo(N, 'langgraph', { model: 'gpt-4o-mini', system: 'You are the bookings analyst for a yurt glampsite. Tools: start_export, export_status, download_export.', user: goal, name: 'yurt_bookings' });
  c.turn('', [{ name: 'start_export', args: { report: 'availability', from: '2025-08-01', to: '2025-08-31', units: 'all' } }], [{ result: { export_id: 'exp_9f2c1', state: 'queued' } }]);
  const s = (state, pct) => ({ result: { export_id: 'exp_9f2c1', state, percent: pct, updated_at: N.isoSec(N.tick(5000, 20000)), worker: N.pod('exports'), rows_written: pct ? Math.round(558 * pct / 100) : 0 } });
  c.turn('', [{ name: 'export_status', args: { export_id: 'exp_9f2c1' } }], [s('queued', 0)]);
  c.turn('', [{ name: 'export_status', args: { export_id: 'exp_9f2c1' } }], [s('running', 40)]);
  c.turn('', [{ name: 'export_status', args: { export_id: 'exp_9f2c1' } }], [s('running', 85)]);
  c.turn('', [{ name: 'export_status', args: { export_id: 'exp_9f2c1' } }], [s('completed', 100)]);
  c.turn('', [{ name: 'download_export', args: { export_id: 'exp_9f2c1', aggregate: 'free_units_by_night' } }], [{ result: 'night,free_units\n2025-08-01,2\n2025-08-02,1\n2025-08-08,4\n2025-08-09,3\n2025-08-15,0\n2025-08-16,0\n2025-08-22,5\n2025-08-23,3\n2025-08-29,6\n2025-08-30,4' }]);
  c.final('Weekends with at least three yurts free on both Friday and Saturday nights: 8-9 August (4 and 3), 22-23 August (5 and 3) and 29-30 August (6 and 4). 1-2 August has only 2/1 free, and the bank-holiday-adjacent 15-16 August is fully booked.');
  const root = c.root({ output: 'Weekends with 3+ free: 8-9, 22-23, 29-30 Aug.' });
  return row(FAMILY, 5, 'An export is polled queued, running 40%, running 85% and completed, each with changing timestamps and worker pods; the download is then used to answer.', goal, root, LABELS);
}

// 06 public fountain water quality, Bedrock Agents
function r06() {
  const N = new Noise(id(6), '2025-06-11T07:30:00.000Z');
  const goal = 'The Victoria Square fountain was drained after a complaint. Get the lab result for the legionella sample and decide whether it can be refilled and switched on.';
  const c = new Convo(N, 'bedrock', { model: 'anthropic.claude-3-5-haiku-20241022-v1:0', system: 'You manage the council fountain maintenance desk. Refill only if Legionella < 100 cfu/L.', user: goal, group: 'FountainOps' });
  const s = (status, extra = {}) => ({ result: J({ sample: 'WQ-25-0611-VS', status, ...extra, lims_ref: N.amzReqId(), updated: N.usDate(N.tick(600000, 3600000)) }) });
  c.turn('I will check the sample status at the lab.', [{ name: 'lab_sample_status', args: { sample: 'WQ-25-0611-VS' } }], [s('RECEIVED')]);
  c.turn('Sample received but not yet analysed; checking again later.', [{ name: 'lab_sample_status', args: { sample: 'WQ-25-0611-VS' } }], [s('IN_ANALYSIS', { method: 'ISO 11731:2017 culture', day: 2 })]);
  c.turn('Culture underway, day 2 of the method.', [{ name: 'lab_sample_status', args: { sample: 'WQ-25-0611-VS' } }], [s('RESULTS_READY', { legionella_cfu_per_l: '<100 (not detected)', tvc_22c: 140, pseudomonas: 'not detected', authorised_by: 'R. Iqbal' })]);
  c.turn('Legionella not detected. Scheduling the refill.', [{ name: 'schedule_refill', args: { fountain: 'victoria-square', date: '2025-06-14', chlorine_dose_mg_l: 1.0 } }], [{ result: J({ work_order: 'WO-77120', crew: 'Parks Water Team B', date: '2025-06-14' }) }]);
  c.final('Lab result: Legionella not detected (<100 cfu/L), Pseudomonas not detected. The fountain is cleared; refill with 1 mg/L chlorine is booked for 14 June as work order WO-77120 with Parks Water Team B.');
  const root = c.root({ output: 'Cleared; refill booked WO-77120.' });
  return row(FAMILY, 6, 'A lab sample is checked as it moves RECEIVED, IN_ANALYSIS and RESULTS_READY, and the result drives a refill work order.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['sundial restoration', 'ukulele orchestra recording', 'wetsuit repair purchasing', 'cymbal smithing acoustics', 'yurt glampsite bookings', 'public fountain maintenance'];
