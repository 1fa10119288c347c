// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
export const family = 'narrowing_delegation_chain';
export const loop = false;
export const stagnation = false;
export const summary = 'Deep delegation with distinct sub-tasks: 3+ nested agents, each passing a narrower different task down, the deepest does the work, results flow back up, finished.';

export const rows = [
  {
    n: '01', domain: 'swine barn ventilation control', style: 'claude_sdk',
    isolates: 'A barn-climate agent delegates "why is barn 3 humid" to a ventilation sub-agent, which delegates "check fan stage 4" to a fan sub-agent, which delegates "read the VFD fault register" to a hardware agent; the register read returns the answer and the chain unwinds to a fix.',
    goal: 'Barn 3 (finishing pigs, 1,100 head) has had relative humidity above 85% every night this week. Find the cause and fix it.',
    build: (N) => {
      const vfd = { agent: 'vfd-reader', task: 'Read the fault register of the VFD on fan stage 4 (Modbus unit 14) and decode it.', turns: [
        { think: 'Read holding registers 0x2100-0x2104.', calls: [{ name: 'Bash', args: { command: 'mbpoll -m rtu -a 14 -r 8449 -c 5 -1 /dev/ttyUSB0', description: 'Read VFD fault registers' }, out: `mbpoll 1.4-${N.int(10, 30)} - FieldTalk(tm) Modbus(R) Master Simulator\nProtocol configuration: Modbus RTU\nSlave configuration...: address = [14]\n                        start reference = 8449, count = 5\n-- Polling slave 14...\n[8449]: \t7\n[8450]: \t0\n[8451]: \t${N.int(300, 400)}\n[8452]: \t0\n[8453]: \t22` }] },
        { say: 'Fault code 7 = OC3 (overcurrent at constant speed), trip count 22 this week. The drive trips and stage 4 stays off until manual reset.' },
      ], result: 'Fault code 7 = OC3 (overcurrent at constant speed), trip count 22 this week.' };
      const fan = { agent: 'fan-stage-checker', task: 'Check whether fan stage 4 in barn 3 actually runs when the controller calls for it at night.', turns: [
        { think: 'Compare controller demand with fan current.', calls: [{ name: 'Read', args: { file_path: '/var/log/barnctl/barn3-stages.csv' }, out: `ts,stage_demand,stage4_amps\n${N.isoNoMs()},4,0.0\n${N.isoNoMs()},4,0.0\n${N.isoNoMs()},3,0.0` }] },
        { think: 'Stage 4 is demanded but draws 0 A. Ask for the VFD fault register.', calls: [{ name: 'Task', args: { description: 'Read VFD faults', prompt: vfd.task, subagent_type: 'vfd-reader' }, sub: vfd, out: [{ type: 'text', text: vfd.result }] }] },
        { say: 'Stage 4 is demanded at night but its VFD trips on OC3 overcurrent (22 trips), so the biggest fans are off.' },
      ], result: 'Stage 4 is demanded at night but its VFD trips on OC3 overcurrent (22 trips), so the biggest fans are off.' };
      const vent = { agent: 'ventilation-analyst', task: 'Find out why barn 3 ventilation cannot keep night-time RH below 85%.', turns: [
        { think: 'Check setpoints first.', calls: [{ name: 'Read', args: { file_path: '/etc/barnctl/barn3.yaml' }, out: 'target_temp_c: 19.5\nmin_vent_pct: 12\nrh_override: 80\nstages:\n  1: {fans: 2, dia_in: 24}\n  2: {fans: 2, dia_in: 36}\n  3: {fans: 2, dia_in: 48}\n  4: {fans: 3, dia_in: 54, vfd: true}' }] },
        { think: 'Setpoints are sensible and RH override is 80%. So the hardware is not delivering; check stage 4 specifically.', calls: [{ name: 'Task', args: { description: 'Check fan stage 4', prompt: fan.task, subagent_type: 'fan-stage-checker' }, sub: fan, out: [{ type: 'text', text: fan.result }] }] },
        { say: 'Setpoints are fine; the humidity comes from stage 4 (3 × 54" fans) being offline at night because its VFD trips on overcurrent.' },
      ], result: 'Setpoints are fine; humidity comes from stage 4 being offline due to VFD OC3 trips.' };
      return {
        agent: 'barn-climate', cwd: '/opt/barnctl', turns: [
          { think: 'Delegate the ventilation analysis.', calls: [{ name: 'Task', args: { description: 'Analyse barn 3 ventilation', prompt: vent.task, subagent_type: 'ventilation-analyst' }, sub: vent, out: [{ type: 'text', text: vent.result }] }] },
          { think: 'OC3 at constant speed usually means a mechanical load problem (belt or bearing) or a too-short accel ramp. Raise a work order for the fan bearing check and, meanwhile, set the humidity override to start stage 3 earlier.', calls: [{ name: 'Edit', args: { file_path: '/etc/barnctl/barn3.yaml', old_string: 'rh_override: 80', new_string: 'rh_override: 76' }, out: 'The file /etc/barnctl/barn3.yaml has been updated.' }, { name: 'Bash', args: { command: 'barnctl workorder create --barn 3 --asset FAN-S4 --text "VFD OC3 trips x22, inspect bearings/belt, check motor amps"', description: 'Create work order' }, out: `Created WO-${N.int(1000, 9999)} (priority high) at ${N.logts()}` }] },
          { say: 'Cause: fan stage 4 (3 × 54") trips its VFD on overcurrent (OC3, 22 times this week) so barn 3 loses most of its night ventilation. A high-priority work order is raised for the fan bearings/belt, and the humidity override now starts extra ventilation at 76% RH until it is fixed.' },
        ],
      };
    },
  },
  {
    n: '02', domain: 'quinoa growers co-operative export', style: 'oai_agents',
    isolates: 'An export coordinator hands "prepare the Rotterdam shipment" to a compliance agent, which hands "check pesticide residues for lot Q-17" to a lab agent, which hands "parse the certificate PDF" to a document agent; each level is narrower and results come back up.',
    goal: 'Prepare the export shipment of 18 t organic white quinoa (lots Q-15 to Q-17) to Rotterdam and confirm it meets EU organic and MRL rules.',
    build: (N) => {
      const doc = { agent: 'certificate_parser', task: 'Extract analyte results from the lab certificate PDF for lot Q-17.', turns: [
        { think: 'Parse the PDF table.', calls: [{ name: 'parse_pdf_table', args: { url: 'https://labs.example/certs/Q-17-' + 20481 + '.pdf', page: 2 }, out: { rows: [['chlorpyrifos', '<0.005', 'mg/kg'], ['cypermethrin', '0.012', 'mg/kg'], ['glyphosate', '<0.05', 'mg/kg']], ocr_confidence: 0.98, parsed_at: N.iso() } }] },
        { say: 'Q-17: chlorpyrifos <0.005, cypermethrin 0.012, glyphosate <0.05 mg/kg.' },
      ], result: 'Q-17: chlorpyrifos <0.005, cypermethrin 0.012, glyphosate <0.05 mg/kg.' };
      const lab = { agent: 'residue_checker', task: 'Check pesticide residues for lots Q-15, Q-16, Q-17 against EU MRLs and organic thresholds.', turns: [
        { think: 'Q-15 and Q-16 certificates are in structured form already; Q-17 is a scanned PDF.', calls: [{ name: 'get_lab_results', args: { lots: ['Q-15', 'Q-16'] }, out: { 'Q-15': { detected: [] }, 'Q-16': { detected: [] }, lab: 'SGS Lima', report_ids: [N.job('rep'), N.job('rep')] } }, { name: 'certificate_parser', args: { input: doc.task }, sub: doc, out: doc.result }] },
        { say: 'Q-15 and Q-16 clean. Q-17 has cypermethrin 0.012 mg/kg: under the EU MRL (2 mg/kg) but above the 0.01 mg/kg organic decertification trigger.' },
      ], result: 'Q-15 and Q-16 clean. Q-17 has cypermethrin 0.012 mg/kg, above the 0.01 organic trigger.' };
      const comp = { agent: 'export_compliance', task: 'Confirm lots Q-15..Q-17 meet EU organic and MRL rules and list the documents needed for Rotterdam.', turns: [
        { think: 'Residues are the key risk; delegate to the residue checker. Documents I can list myself.', calls: [{ name: 'residue_checker', args: { input: lab.task }, sub: lab, out: lab.result }] },
        { say: 'Q-15 and Q-16 can ship as organic with COI via TRACES NT; Q-17 must not ship as organic (cypermethrin 0.012 mg/kg).' },
      ], result: 'Q-15 and Q-16 OK as organic (COI in TRACES NT needed); Q-17 fails the organic trigger.' };
      return {
        agent: 'export_coordinator', workflow: 'Quinoa export', turns: [
          { think: 'Compliance determines what can be loaded.', calls: [{ name: 'export_compliance', args: { input: comp.task }, sub: comp, out: comp.result }] },
          { think: 'Q-15 and Q-16 are 12 t together; Q-17 (6 t) has to be withdrawn or sold conventional. Book a 20\' container for 12 t.', calls: [{ name: 'book_container', args: { pol: 'Callao', pod: 'Rotterdam', size: '20GP', weight_t: 12, lots: ['Q-15', 'Q-16'] }, out: { booking: 'MAEU' + N.int(100000000, 999999999), vessel_etd: N.day(9), cutoff: N.day(7) } }] },
          { say: 'Shipment prepared for 12 t (Q-15, Q-16) as organic with a COI in TRACES NT; container booked. Q-17 (6 t) is held back: cypermethrin 0.012 mg/kg is above the organic trigger though within the EU MRL.' },
        ],
      };
    },
  },
  {
    n: '03', domain: 'greeting card print shop', style: 'crewai',
    isolates: 'A print-production crew chains three nested delegations (order → artwork preflight → colour profile → single spot-colour check), each narrower; the deepest finds a Pantone conversion issue and the fix flows back up.',
    goal: 'Get the 5,000-card Christmas order for Hollybrook Gifts ready for the press: preflight the artwork and approve it.',
    build: (N) => {
      const spot = { agent: 'Spot Colour Specialist', task: 'Check how PANTONE 186 C is defined in the die-line layer of holly_front.pdf.', turns: [
        { think: 'Inspect the separation.', calls: [{ name: 'pdf_separations', args: { file: 'holly_front.pdf', colour: 'PANTONE 186 C' }, out: `Separation "PANTONE 186 C": alternate space DeviceRGB (200,16,46)\nobjects: 214 in layer "berries", 1 in layer "dieline"\nchecked in ${N.ms(40, 900)}ms` }] },
        { say: 'PANTONE 186 C uses an RGB alternate, so it would convert to CMYK on a 4-colour press and shift; set the alternate to Lab and keep it as a spot plate.' },
      ], result: 'PANTONE 186 C has an RGB alternate; must be a proper spot with Lab alternate.' };
      const colour = { agent: 'Colour Manager', task: 'Check colour spaces and output intent of holly_front.pdf for the 5-colour run (CMYK + PANTONE 186 C).', turns: [
        { think: 'Output intent first, then the spot.', calls: [{ name: 'pdf_info', args: { file: 'holly_front.pdf' }, out: { output_intent: 'PSO Coated v3', images: { cmyk: 11, rgb: 1 }, ink_coverage_max: 318 } }, { name: 'Delegate work to coworker', args: { task: spot.task, context: '5-colour job', coworker: 'Spot Colour Specialist' }, sub: spot, out: spot.result }] },
        { say: 'Output intent PSO Coated v3 OK, max TAC 318% OK; one RGB image (the snow overlay) to convert; PANTONE 186 C needs a Lab alternate.' },
      ], result: 'One RGB image to convert; PANTONE 186 C needs a Lab alternate; otherwise OK.' };
      const preflight = { agent: 'Preflight Operator', task: 'Preflight artwork for Hollybrook order HB-2291 (front + inside + envelope).', turns: [
        { think: 'Bleed and fonts myself; colour to the colour manager.', calls: [{ name: 'preflight_check', args: { files: ['holly_front.pdf', 'holly_inside.pdf', 'envelope.pdf'], profile: 'PDF/X-4' }, out: 'holly_front.pdf: bleed 3mm OK, fonts embedded OK\nholly_inside.pdf: bleed 3mm OK, fonts OK\nenvelope.pdf: bleed 2mm -> WARNING (3mm required)' }, { name: 'Delegate work to coworker', args: { task: colour.task, context: 'HB-2291', coworker: 'Colour Manager' }, sub: colour, out: colour.result }] },
        { say: 'Envelope bleed 2 mm (needs 3 mm); front: one RGB image and the 186 C alternate to fix. Everything else passes.' },
      ], result: 'Fix envelope bleed to 3 mm, convert RGB snow overlay, set 186 C Lab alternate.' };
      return {
        agent: 'Production Lead', crew: 'Print Production Crew', allowDelegation: true, expected: 'Approval decision with fixes.', turns: [
          { think: 'Preflight has to happen before approval.', calls: [{ name: 'Delegate work to coworker', args: { task: preflight.task, context: '5,000 cards, 5-colour', coworker: 'Preflight Operator' }, sub: preflight, out: preflight.result }] },
          { say: 'Not approved yet: three fixes go back to the studio (envelope bleed 3 mm, convert the RGB snow overlay, PANTONE 186 C as spot with Lab alternate). After that the job is cleared for the 5-colour press.' },
        ],
      };
    },
  },
  {
    n: '04', domain: 'tourist submarine dive operations', style: 'pydantic_ai',
    isolates: 'A dive-ops agent delegates "can we run Thursday\'s dives" to a safety agent, which delegates "check battery state" to a systems agent, which delegates "read cell-string voltages" to a telemetry agent; each step narrower, then a go decision.',
    goal: 'Decide whether the tourist submarine can run Thursday\'s six 45-minute reef dives and notify the booking office.',
    build: (N) => {
      const tel = { agent: 'telemetry_reader', task: 'Read cell-string voltages and temperatures of battery pods A and B.', turns: [
        { think: 'Query the BMS.', calls: [{ name: 'bms_read', args: { pods: ['A', 'B'] }, out: { A: { strings: [54.1, 54.0, 54.2, 53.9], max_temp_c: 27.1 }, B: { strings: [54.0, 53.8, 54.1, 54.0], max_temp_c: 26.4 }, soc_pct: 96, read_at: N.iso(), bms_seq: N.nextSeq(11) } }] },
        { say: 'All 8 strings 53.8–54.2 V (spread 0.4 V), max 27.1 °C, SoC 96%.' },
      ], result: 'All 8 strings 53.8–54.2 V, max 27.1 °C, SoC 96%.' };
      const sys = { agent: 'systems_engineer', task: 'Confirm propulsion battery can support six 45-minute dives plus reserve.', turns: [
        { think: 'Need per-string data to judge balance.', calls: [{ name: 'ask_telemetry', args: { request: tel.task }, sub: tel, out: tel.result }] },
        { think: 'Each dive uses about 9% SoC; six dives = 54%, leaving 42% at 96% start, above the 30% reserve rule.', calls: [] },
        { say: 'Battery OK: balanced strings, SoC 96%, six dives use ~54%, leaving 42% (reserve rule 30%).' },
      ], result: 'Battery OK for six dives: ~54% use, 42% left vs 30% reserve.' };
      const safety = { agent: 'dive_safety_officer', task: 'Go/no-go for six reef dives on Thursday: weather, battery, life support.', turns: [
        { think: 'Weather and life support I can check; battery goes to systems.', calls: [{ name: 'get_sea_state', args: { date: 'Thursday' }, out: { wave_m: 0.8, wind_kt: 11, visibility_m: 22, source: 'harbour buoy ' + N.hex(4) } }, { name: 'ask_systems', args: { request: sys.task }, sub: sys, out: sys.result }] },
        { say: 'GO: sea state 0.8 m / 11 kt within limits (1.5 m / 20 kt), battery supports six dives with 42% remaining, CO2 scrubber canisters replaced Monday.' },
      ], result: 'GO for six dives.' };
      return {
        agent: 'dive_ops', turns: [
          { think: 'Ask the safety officer for go/no-go.', calls: [{ name: 'ask_safety_officer', args: { request: safety.task }, sub: safety, out: safety.result }] },
          { think: 'GO. Notify bookings.', calls: [{ name: 'notify_booking_office', args: { text: 'Thursday: all six reef dives confirmed (GO).' }, out: { ok: true, ts: N.isoNoMs() } }] },
          { say: 'Thursday is a GO for all six dives; the booking office has been told.' },
        ],
      };
    },
  },
  {
    n: '05', domain: 'mahjong parlour chain bookkeeping', style: 'langfuse',
    isolates: 'A finance agent for a mahjong parlour chain delegates the month-end variance to a branch agent, which delegates one table\'s till mismatch to a POS agent, which delegates the single suspect transaction to a payments agent; the answer comes back up.',
    goal: 'Explain the HK$3,480 cash variance in the October month-end for the mahjong parlour chain and post the correcting entry.',
    build: (N) => {
      const pay = { agent: 'payments_agent', task: 'Look up card transaction ref TXN-88105 on 14 Oct at Mong Kok table 9.', turns: [
        { think: 'Query the acquirer.', calls: [{ name: 'acquirer_lookup', args: { ref: 'TXN-88105' }, out: { amount_hkd: 3480, status: 'SETTLED', method: 'octopus', settled_on: '2024-10-15', batch: N.job('batch'), terminal: 'T-MK-09' } }] },
        { say: 'TXN-88105 was paid by Octopus card, HK$3,480, settled 15 Oct.' },
      ], result: 'Paid by Octopus HK$3,480, settled 15 Oct.' };
      const pos = { agent: 'pos_agent', task: 'Find the till mismatch for Mong Kok table 9 on 14 October.', turns: [
        { think: 'Pull POS lines for table 9.', calls: [{ name: 'pos_export', args: { branch: 'MK', table: 9, date: '2024-10-14' }, out: `session  start  end    hours  amount  tender\n9-0411  14:02  18:10   4.1   1,640   cash\n9-0412  18:30  23:55   5.4   3,480   CASH*\n* tender edited by ${N.pick(['staff_21', 'staff_07'])} at ${N.clock()}` }] },
        { think: 'Session 9-0412 shows cash but the tender was edited. Check the transaction with payments.', calls: [{ name: 'delegate', args: { agent: 'payments_agent', task: pay.task }, sub: pay, out: pay.result }] },
        { say: 'Session 9-0412 (HK$3,480) was recorded as cash after a manual tender edit, but it was actually paid by Octopus.' },
      ], result: 'Session 9-0412 HK$3,480 was mis-tendered as cash; actually Octopus.' };
      const branch = { agent: 'branch_reconciler', task: 'Find which Mong Kok tables caused the October cash variance.', turns: [
        { think: 'Per-table cash vs counted.', calls: [{ name: 'cash_by_table', args: { branch: 'MK', month: '2024-10' }, out: { tables_over_tolerance: [{ table: 9, variance_hkd: -3480, day: '2024-10-14' }], others_within_tolerance: 23 } }, { name: 'delegate', args: { agent: 'pos_agent', task: pos.task }, sub: pos, out: pos.result }] },
        { say: 'All of the variance is table 9 on 14 Oct: a HK$3,480 Octopus payment recorded as cash.' },
      ], result: 'Variance entirely from table 9, 14 Oct: Octopus payment recorded as cash.' };
      return {
        agent: 'month_end_finance', tags: ['month-end', '2024-10'], turns: [
          { think: 'Branch breakdown shows the variance is only in Mong Kok. Delegate.', calls: [{ name: 'delegate', args: { agent: 'branch_reconciler', task: branch.task }, sub: branch, out: branch.result }] },
          { think: 'Post a reclass from cash to Octopus receivable.', calls: [{ name: 'post_journal', args: { date: '2024-10-31', lines: [{ account: '1120 Octopus clearing', dr: 3480 }, { account: '1010 Cash on hand – MK', cr: 3480 }], memo: 'Reclass TXN-88105 mis-tendered as cash (table 9, 14 Oct)' }, out: { journal: 'JE-' + N.int(10000, 99999), posted: true } }] },
          { say: 'The HK$3,480 variance was one Octopus payment at Mong Kok table 9 on 14 Oct recorded as cash after a manual tender edit. Reclass journal posted; suggest restricting tender edits to supervisors.' },
        ],
      };
    },
  },
  {
    n: '06', domain: 'coconut processing (desiccated coconut)', style: 'vercel',
    isolates: 'A plant-quality agent delegates a buyer complaint to a QA agent, which delegates the batch trace to a line agent, which delegates the dryer-temperature read to a sensor agent; the findings come back up and a reply is drafted.',
    goal: 'Respond to the buyer complaint that desiccated coconut batch DC-0917 tastes rancid, with the cause and corrective action.',
    build: (N) => {
      const sensor = { agent: 'dryer_sensor_reader', task: 'Read dryer D2 outlet temperature and moisture for 17 Sep, 06:00-14:00.', turns: [
        { think: 'Query historian.', calls: [{ name: 'historian_query', args: { tags: ['D2.OUTLET_T', 'D2.MOISTURE'], from: '2024-09-17T06:00', to: '2024-09-17T14:00' }, out: { 'D2.OUTLET_T': { min: 61.2, max: 64.8 }, 'D2.MOISTURE': { mean: 4.6, spec_max: 3.0 }, points: 960, server: N.host('pi') } }] },
        { say: 'D2 outlet 61–65 °C (setpoint 75 °C); moisture averaged 4.6% vs 3.0% max.' },
      ], result: 'D2 ran 61–65 °C (setpoint 75); moisture 4.6% vs 3.0% spec.' };
      const line = { agent: 'line_tracer', task: 'Trace batch DC-0917 through paring, grating and drying.', turns: [
        { think: 'Batch record first.', calls: [{ name: 'get_batch_record', args: { batch: 'DC-0917' }, out: { paring: 'line 1', grating: 'G1', dryer: 'D2', start: '2024-09-17T06:10', end: '2024-09-17T13:40', deviations: ['burner flame-out alarm 07:15, reset'] } }] },
        { think: 'Dryer D2 had a burner alarm; get the sensor data.', calls: [{ name: 'delegate', args: { agent: 'dryer_sensor_reader', task: sensor.task }, sub: sensor, out: sensor.result }] },
        { say: 'DC-0917 was dried on D2 after a burner flame-out at 07:15; the dryer never recovered to 75 °C and moisture stayed at 4.6%.' },
      ], result: 'Under-dried on D2 after burner flame-out; moisture 4.6%.' };
      const qa = { agent: 'qa_investigator', task: 'Investigate rancidity complaint on batch DC-0917.', turns: [
        { think: 'Retain sample FFA and the production trace.', calls: [{ name: 'lims_result', args: { batch: 'DC-0917', test: 'FFA' }, out: { ffa_pct: 0.42, spec_max: 0.3, sample: N.job('S') } }, { name: 'delegate', args: { agent: 'line_tracer', task: line.task }, sub: line, out: line.result }] },
        { say: 'FFA 0.42% (max 0.3%) caused by lipase activity in under-dried product (4.6% moisture) after the D2 burner flame-out.' },
      ], result: 'FFA 0.42% from under-drying (4.6% moisture) after D2 flame-out.' };
      return {
        agent: 'customer_quality', turns: [
          { say: 'Investigating with QA.', calls: [{ name: 'delegate', args: { agent: 'qa_investigator', task: qa.task }, sub: qa, out: qa.result }] },
          { say: 'Dear buyer: batch DC-0917 was under-dried (4.6% moisture vs 3.0%) after a dryer burner fault, raising free fatty acids to 0.42%. We will credit the batch, and have added an automatic hold on any batch whose dryer outlet falls below 72 °C for more than 10 minutes.' },
        ],
      };
    },
  },
];
