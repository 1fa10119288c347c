// Healthy family 6: polling a job until its status changes, then using the result.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'status_poll_until_done', loop: false, stagnation: false,
  summary: 'Healthy: polls a job/status (queued, running, done) with volatile noise in each answer, then uses the result and finishes.',
};

// 01 speed camera processing — Vercel AI SDK
function s01(id) {
  const goal = 'Run the nightly plate-recognition batch for camera SC-A38-07 and report how many offences were flagged for review.';
  const r = recorder('vercel', id, { system: 'You operate the speed camera back office. Tools: startAnprBatch, getBatchStatus, getBatchSummary.' }).start(goal);
  const n = r.n;
  const job = 'anpr-' + n.hex(8);
  const poll = (state, done, extra = {}) => ({ job, state, frames_total: 18432, frames_done: done, worker: n.host('anpr-gpu'), updated: n.iso(), ...extra });
  const k = [
    ...r.turn('', [{ name: 'startAnprBatch', args: { camera: 'SC-A38-07', night: n.dayPlus(-1) }, out: { job, state: 'QUEUED', position: 3 } }]),
    ...r.turn('Batch queued at position 3. Checking progress.', [{ name: 'getBatchStatus', args: { job }, out: poll('QUEUED', 0, { position: 1 }) }]),
    ...r.turn('Now first in the queue; checking again shortly.', [{ name: 'getBatchStatus', args: { job }, out: poll('RUNNING', 6120) }]),
    ...r.turn('Running: about a third of the frames are read.', [{ name: 'getBatchStatus', args: { job }, out: poll('RUNNING', 14980) }]),
    ...r.turn('Over 80% through; one more check.', [{ name: 'getBatchStatus', args: { job }, out: poll('SUCCEEDED', 18432) }]),
    ...r.turn('The batch succeeded. Fetching the summary.', [{ name: 'getBatchSummary', args: { job }, out: { job, vehicles: 9211, over_limit: 57, flagged_for_review: 12, low_confidence_plates: 19, report: `s3://anpr-out/${job}/summary.csv` } }]),
    ...r.turn('SC-A38-07 nightly batch complete: 9,211 vehicles read, 57 over the limit, 12 offences flagged for human review (19 low-confidence plates excluded).'),
  ];
  const root = r.root('ai.generateText', goal, k, { 'ai.response.finishReason': 'stop', 'ai.response.text': '12 offences flagged for review.' }, { 'ai.settings.maxSteps': 10 });
  return { domain: 'speed camera processing', isolates: 'getBatchStatus is polled four times, moving QUEUED → RUNNING (progress grows) → SUCCEEDED, and the summary is then used.', goal, root };
}

// 02 anchor chain testing — OpenAI Agents SDK
function s02(id) {
  const goal = 'Run the proof-load test on 76 mm stud-link chain shot #4 (order AC-1182) and issue the test certificate if it passes.';
  const r = recorder('oai_agents', id, { system: 'You are the chain test-house assistant. Tools: start_proof_load, get_test_status, issue_certificate.' }).start(goal);
  const n = r.n;
  const tid = 'PLT-' + n.int(3000, 3999);
  const k = [
    ...r.turn('', [{ name: 'start_proof_load', args: { order: 'AC-1182', shot: 4, size_mm: 76, grade: 'U3', proof_load_kN: 3340 }, out: { test: tid, state: 'RIGGING', bed: 'Test bed 2', operator: 'D. Ferris' } }], { reasoning: 'Start the test, then poll.' }),
    ...r.turn('', [{ name: 'get_test_status', args: { test: tid }, out: { test: tid, state: 'RAMPING', load_kN: 1210, target_kN: 3340, t: n.hms(), daq_seq: n.next() } }]),
    ...r.turn('', [{ name: 'get_test_status', args: { test: tid }, out: { test: tid, state: 'HOLDING', load_kN: 3342, hold_s_remaining: 22, t: n.hms(), daq_seq: n.next() } }]),
    ...r.turn('', [{ name: 'get_test_status', args: { test: tid }, out: { test: tid, state: 'COMPLETE', result: 'PASS', max_kN: 3346, elongation_pct: 0.41, link_inspection: 'no cracks (MPI)', t: n.hms(), daq_seq: n.next() } }]),
    ...r.turn('Proof load held at 3,342 kN and the shot passed inspection; issuing the certificate.', [{ name: 'issue_certificate', args: { test: tid, order: 'AC-1182', shot: 4 }, out: { certificate: `TC-${n.int(100000, 999999)}`, pdf: `https://certs.example/${n.uuid()}.pdf` } }]),
    ...r.turn('Shot #4 of AC-1182 passed the 3,340 kN proof load (elongation 0.41%, MPI clear). Certificate issued.'),
  ];
  const root = r.root('Test House Agent', goal, k, 'Shot #4 passed; certificate issued.', { workflow_name: 'chain-testing' });
  return { domain: 'anchor chain testing', isolates: 'Three status polls show RAMPING → HOLDING → COMPLETE/PASS with rising load, then the certificate is issued.', goal, root };
}

// 03 NDT ultrasonic inspection — Langfuse
function s03(id) {
  const goal = 'Process the phased-array UT scan of weld W-17 on the pressure header and tell the inspector whether any indication exceeds acceptance.';
  const r = recorder('langfuse', id, { system: 'You are an NDT data assistant. Tools: submit_scan, scan_status, get_indications.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('Submitting the scan file for analysis.', [{ name: 'submit_scan', args: { file: `/data/paut/W-17_${n.epoch()}.opd`, probe: '5L64-A32', wedge: 'SA32-N55S', code: 'ASME V' }, out: { analysis_id: n.uuid(), state: 'queued' } }]),
    ...r.turn('Queued. I will poll until the analysis starts.', [{ name: 'scan_status', args: {}, out: `state=queued  position=2  node=${n.host('paut-proc')}  at ${n.syslog()}` }]),
    ...r.turn('Still queued but moved up; polling again.', [{ name: 'scan_status', args: {}, out: `state=processing  stage=tfm_reconstruction  pct=41  node=${n.host('paut-proc')}  at ${n.syslog()}` }]),
    ...r.turn('Reconstruction is 41% done.', [{ name: 'scan_status', args: {}, out: `state=processing  stage=indication_sizing  pct=88  node=${n.host('paut-proc')}  at ${n.syslog()}` }]),
    ...r.turn('Sizing stage at 88%.', [{ name: 'scan_status', args: {}, out: `state=done  pct=100  elapsed=${n.dur()}` }]),
    ...r.turn('Analysis done; retrieving indications.', [{ name: 'get_indications', args: { weld: 'W-17' }, out: { indications: [{ id: 1, type: 'porosity', length_mm: 2.1, depth_mm: 6.4, acceptable: true }, { id: 2, type: 'lack of sidewall fusion', length_mm: 11.8, depth_mm: 9.0, acceptable: false }] } }]),
    ...r.turn('W-17: two indications. #1 porosity 2.1 mm is acceptable; #2 lack of sidewall fusion, 11.8 mm at 9 mm depth, exceeds acceptance — repair required.'),
  ];
  const root = r.root('ndt-assistant', goal, k, 'W-17 rejected: indication #2 exceeds acceptance.', { langfuse_trace_id: n.hex(32) });
  return { domain: 'NDT ultrasonic inspection', isolates: 'Status moves queued → processing 41% → 88% → done across four polls, then indications are fetched and reported.', goal, root };
}

// 04 shipbreaking yard — plain message-level trace
function s04(id) {
  const goal = 'Get the hazardous-materials inventory lab report for the hulk "MV Orsolina" and confirm whether the cutting permit can be requested.';
  const r = recorder('plain', id, { system: 'You are the yard compliance assistant. Tools: lab_job_status, get_lab_report, request_cutting_permit.' }).start(goal);
  const n = r.n;
  const job = 'IHM-' + n.int(5000, 5999);
  const hdr = () => `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\nX-Lab-Node: ${n.host('lims')}\nRetry-After: 600\n`;
  const k = [
    ...r.turn('Checking the lab job for the Orsolina samples.', [{ name: 'lab_job_status', args: { job }, out: hdr() + `\n{"job":"${job}","status":"RECEIVED","samples":46,"analysed":0}` }]),
    ...r.turn('46 samples received, none analysed yet. Checking again later.', [{ name: 'lab_job_status', args: { job }, out: hdr() + `\n{"job":"${job}","status":"IN_ANALYSIS","samples":46,"analysed":19,"pending":["asbestos PLM","PCB GC-MS"]}` }]),
    ...r.turn('19 of 46 analysed; PCB and asbestos tests still pending.', [{ name: 'lab_job_status', args: { job }, out: hdr() + `\n{"job":"${job}","status":"IN_ANALYSIS","samples":46,"analysed":40,"pending":["PCB GC-MS"]}` }]),
    ...r.turn('40 of 46 analysed; only PCB left.', [{ name: 'lab_job_status', args: { job }, out: hdr().replace('Retry-After: 600\n', '') + `\n{"job":"${job}","status":"REPORTED","samples":46,"analysed":46}` }]),
    ...r.turn('Report is out; reading it.', [{ name: 'get_lab_report', args: { job }, out: { asbestos_positive: 7, pcb_over_50ppm: 0, tbt_positive: 2, removal_required_before_cutting: ['engine room lagging (7 samples)'] } }]),
    ...r.turn('Asbestos must be removed from the engine room before hot work, so I will request the permit with that condition.', [{ name: 'request_cutting_permit', args: JSON.stringify({ vessel: 'MV Orsolina', conditional_on: 'asbestos removal in engine room', lab_job: job }), out: { permit_request: 'CP-' + n.int(100, 999), status: 'SUBMITTED' } }]),
    ...r.turn('IHM report received: 7 asbestos positives (engine room), no PCBs over 50 ppm, 2 TBT positives. Cutting permit requested, conditional on engine-room asbestos removal.'),
  ];
  const root = r.root('yard-compliance-agent', goal, k, null, { max_iterations: 12 });
  return { domain: 'shipbreaking yard', isolates: 'The lab job is polled RECEIVED → 19/46 → 40/46 → REPORTED, then the report drives a conditional permit request.', goal, root };
}

// 05 particle accelerator beam time — Griptape (framework not in the brief's list)
function s05(id) {
  const goal = 'Wait for the linac to finish its conditioning run and then start our 2-hour irradiation of detector module DM-9.';
  const r = recorder('griptape', id, { system: 'You are the beam-user assistant. Actions: MachineStatus.get, Irradiation.start.' }).start(goal);
  const n = r.n;
  const st = (mode, extra) => `MODE=${mode} ${extra} | ts=${n.epochMs()} | ioc=${n.host('linac-ioc')} | seq=${n.next()}`;
  const k = [
    ...r.turn('I need the current machine mode.', [{ name: 'MachineStatus.get', args: {}, out: st('CONDITIONING', 'rf_klystron_3=ramping 62% vac=2.1e-8mbar eta_min=35') }]),
    ...r.turn('Conditioning, klystron 3 at 62%, about 35 minutes left. I will check again later.', [{ name: 'MachineStatus.get', args: {}, out: st('CONDITIONING', 'rf_klystron_3=ramping 94% vac=1.8e-8mbar eta_min=6') }]),
    ...r.turn('Klystron 3 at 94%, roughly 6 minutes left.', [{ name: 'MachineStatus.get', args: {}, out: st('BEAM_AVAILABLE', 'energy=100MeV current=48nA user_slot=DM-9') }]),
    ...r.turn('Beam is available at 100 MeV for our slot. Starting the irradiation.', [{ name: 'Irradiation.start', args: { module: 'DM-9', duration_min: 120, fluence_target: '1e12 p/cm2' }, out: { run: 'IRR-' + n.int(400, 499), state: 'STARTED', interlock: 'OK' } }]),
    ...r.turn('Conditioning finished and the DM-9 irradiation run has started (120 min, target 1e12 p/cm², interlocks OK).'),
  ];
  const root = r.root('Agent', goal, [r.chain('PromptTask', { input: goal }, k, null, { task_id: n.hex(32) })], 'Irradiation started.', { structure_id: n.hex(32) });
  return { domain: 'particle accelerator beam time', isolates: 'MachineStatus is polled three times (62% → 94% → BEAM_AVAILABLE) and the run is started as soon as beam is available.', goal, root };
}

// 06 boiler inspections — Google ADK
function s06(id) {
  const goal = 'Wait for the insurer\'s engineer to sign off the statutory inspection of boiler B2 at the Linden laundry, then file the certificate with the site record.';
  const r = recorder('adk', id, { system: 'You are inspection_agent. Tools: get_inspection, attach_certificate.' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('Checking the inspection state.', [{ name: 'get_inspection', args: { ref: 'INS-B2-LINDEN' }, out: { state: 'SCHEDULED', engineer: 'R. Okonjo', visit: n.dayPlus(0) + 'T10:00', fetched: n.iso() } }]),
    ...r.turn('The visit is scheduled for today at 10:00; checking after the visit.', [{ name: 'get_inspection', args: { ref: 'INS-B2-LINDEN' }, out: { state: 'ON_SITE', engineer: 'R. Okonjo', checklist: '14/31', fetched: n.iso() } }]),
    ...r.turn('The engineer is on site with 14 of 31 checklist items done.', [{ name: 'get_inspection', args: { ref: 'INS-B2-LINDEN' }, out: { state: 'REPORT_DRAFT', defects: [{ code: 'C3', text: 'low-water cut-out test slow (4.2 s)' }], fetched: n.iso() } }]),
    ...r.turn('Report is in draft with one C3 observation; waiting for sign-off.', [{ name: 'get_inspection', args: { ref: 'INS-B2-LINDEN' }, out: { state: 'SIGNED', certificate: `cert-${n.hex(10)}.pdf`, next_due: n.dayPlus(425), fetched: n.iso() } }]),
    ...r.turn('Signed. Attaching the certificate to the site record.', [{ name: 'attach_certificate', args: { site: 'LINDEN-LAUNDRY', asset: 'B2' }, out: { ok: true, document_id: n.uuid() } }]),
    ...r.turn('Boiler B2 inspection signed off (one C3 observation: slow low-water cut-out). Certificate filed; next inspection due in about 14 months.'),
  ];
  const root = r.root('inspection_agent', goal, k, 'Certificate filed.', { app_name: 'facilities', 'gcp.vertex.agent.session_id': n.uuid() });
  return { domain: 'boiler inspections', isolates: 'get_inspection moves SCHEDULED → ON_SITE → REPORT_DRAFT → SIGNED across four polls, after which the certificate is filed.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
