// Family 6 (healthy): polling a job until its status changes (queued -> running -> done), with
// volatile noise in every answer, then using the result. loop=false, stagnation=false: each poll
// shows progress and the model's notes report the new state each time.
import { Rec, span } from './lib.mjs';

export const family = 'status_polling_until_done';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 telescope mirror coating, OpenInference / Arize Phoenix
  {
    domain: 'telescope mirror re-aluminising service (vacuum coating chamber)',
    style: 'openinference',
    isolates: 'The agent polls a coating-chamber job through QUEUED, PUMPING_DOWN, DEPOSITING and COMPLETE, each answer with a new pressure and timestamp, then reads the reflectivity and writes the customer report.',
    goal: 'Track the re-aluminising job for the 400 mm f/4 primary mirror (order MC-3307) and send the customer the reflectivity result when it finishes.',
    build(nz) {
      const r = new Rec('openinference', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'coating_desk' });
      const c = [];
      const jid = nz.jobId('VC-');
      const states = [
        ['QUEUED', { queue_position: 2, chamber: 'VC-1800', pressure_mbar: null }],
        ['PUMPING_DOWN', { chamber: 'VC-1800', pressure_mbar: 3.2e-4, eta_min: 41 }],
        ['DEPOSITING', { chamber: 'VC-1800', pressure_mbar: 6.1e-6, thickness_nm: 61, target_nm: 90 }],
        ['COMPLETE', { chamber: 'VC-1800', thickness_nm: 92, overcoat: 'SiO2 110nm', reflectivity_pct_550nm: 91.6 }],
      ];
      const notes = [
        'Checking the job status.',
        'Queued at position 2. I will check back after the current run.',
        'Pumping down, 3.2e-4 mbar, about 41 minutes to go.',
        'Depositing, 61 of 90 nm. Nearly there.',
      ];
      for (let i = 0; i < states.length; i++) {
        c.push(r.llm(notes[i], [['get_coating_job', { job_id: jid }]]));
        c.push(r.tool('get_coating_job', { job_id: jid }, { job_id: jid, order: 'MC-3307', state: states[i][0], ...states[i][1], updated: nz.tick(nz.int(600, 1500)).iso(), plc_seq: nz.counter('plc', nz.int(1000, 5000), nz.int(50, 400)) }));
      }
      const mail = { to: 'observatory@wexcombe-astro.org', subject: 'MC-3307 mirror coating complete', body: 'Your 400 mm primary has been re-aluminised (92 nm Al + 110 nm SiO2 overcoat). Measured reflectivity at 550 nm: 91.6%. It will ship tomorrow.' };
      c.push(r.llm('Complete: 92 nm aluminium with SiO2 overcoat, 91.6% at 550 nm. Sending the customer the result.', [['send_email', mail]]));
      c.push(r.tool('send_email', mail, { status: 'queued', message_id: `<${nz.uuid()}@coatings.local>` }));
      c.push(r.llm('The job finished and the customer has been sent the reflectivity result (91.6% at 550 nm).'));
      return r.root(c, 'Job MC-3307 complete; customer notified with 91.6% reflectivity at 550 nm.', { metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },
  // 02 CloudFormation stack update (devops), plain message-level trace
  {
    domain: 'CloudFormation stack update for a queue worker service',
    style: 'plain',
    isolates: 'The agent polls describe-stacks through UPDATE_IN_PROGRESS (with a growing event list) to UPDATE_COMPLETE, then reads the new output value and finishes.',
    goal: 'Apply the change set that raises the thumbnail-worker max capacity to 12 and report the new autoscaling group name once the stack update is done.',
    build(nz) {
      const r = new Rec('plain', nz, { model: 'gpt-4.1', goal: this.goal, system: 'You are a DevOps assistant with AWS CLI access.' });
      const c = [];
      const cs = `arn:aws:cloudformation:eu-west-1:${nz.digits(12)}:changeSet/raise-cap/${nz.uuid()}`;
      c.push(r.llm(null, [['aws_cli', { args: `cloudformation execute-change-set --change-set-name ${cs}` }]]));
      c.push(r.tool('aws_cli', { args: `cloudformation execute-change-set --change-set-name ${cs}` }, ''));
      const ev = [
        'UPDATE_IN_PROGRESS  AWS::CloudFormation::Stack  thumbnail-worker  User Initiated',
        'UPDATE_IN_PROGRESS  AWS::AutoScaling::LaunchTemplate  WorkerLT',
        'UPDATE_COMPLETE     AWS::AutoScaling::LaunchTemplate  WorkerLT',
        'UPDATE_IN_PROGRESS  AWS::AutoScaling::AutoScalingGroup  WorkerASG  Rolling update initiated',
        'UPDATE_COMPLETE     AWS::AutoScaling::AutoScalingGroup  WorkerASG',
        'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS  AWS::CloudFormation::Stack  thumbnail-worker',
        'UPDATE_COMPLETE     AWS::CloudFormation::Stack  thumbnail-worker',
      ];
      const status = ['UPDATE_IN_PROGRESS', 'UPDATE_IN_PROGRESS', 'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS', 'UPDATE_COMPLETE'];
      const upto = [2, 4, 6, 7];
      for (let i = 0; i < 4; i++) {
        const seen = [null, 'The launch template has been updated; nothing on the ASG yet.', 'The ASG rolling update has finished; CloudFormation is cleaning up the old launch template version.', 'Cleanup in progress, the last step before completion.'];
        c.push(r.llm(seen[i], [['aws_cli', { args: 'cloudformation describe-stack-events --stack-name thumbnail-worker --max-items 10 --output text' }]]));
        c.push(r.tool('aws_cli', { args: 'cloudformation describe-stack-events --stack-name thumbnail-worker --max-items 10 --output text' }, ev.slice(0, upto[i]).map((e) => `${nz.tick(nz.int(20, 90)).isoOffset(0)}  ${e}  ${nz.uuid()}`).reverse().join('\n')));
      }
      c.push(r.llm('UPDATE_COMPLETE. Fetching the stack outputs.', [['aws_cli', { args: 'cloudformation describe-stacks --stack-name thumbnail-worker --query Stacks[0].Outputs' }]]));
      const asg = `thumbnail-worker-WorkerASG-${nz.b62(12).toUpperCase()}`;
      c.push(r.tool('aws_cli', { args: 'cloudformation describe-stacks --stack-name thumbnail-worker --query Stacks[0].Outputs' }, JSON.stringify([{ OutputKey: 'AsgName', OutputValue: asg }, { OutputKey: 'MaxCapacity', OutputValue: '12' }], null, 2)));
      c.push(r.llm(`The stack update finished (UPDATE_COMPLETE). Max capacity is now 12 and the autoscaling group is ${asg}.`));
      return r.root(c, `Done. ASG ${asg}, MaxCapacity 12.`);
    },
  },
  // 03 ginseng farm soil lab, Google ADK / Gemini
  {
    domain: 'ginseng farm (soil pathogen test before replanting)',
    style: 'adk',
    isolates: 'The agent polls a soil-lab sample through RECEIVED, IN_ANALYSIS (qPCR plate loaded) and REPORTED, then uses the Cylindrocarpon result to decide which beds to replant.',
    goal: 'Wait for the soil lab\'s pathogen results for beds 3-6 and tell the farm manager which beds are safe to replant with ginseng this autumn.',
    build(nz) {
      const r = new Rec('adk', nz, { model: 'gemini-2.0-flash', goal: this.goal, agent: 'field_advisor' });
      const c = [];
      const sid = 'SL-' + nz.digits(6);
      const st = [
        { status: 'RECEIVED', received_at: nz.isoNoMs(), bench: null },
        { status: 'IN_ANALYSIS', stage: 'DNA extraction complete; qPCR plate P' + nz.int(10, 99) + ' loaded', bench: 'MB-2' },
        { status: 'IN_ANALYSIS', stage: 'qPCR run 38/40 cycles', bench: 'MB-2' },
        { status: 'REPORTED', results: [{ bed: 3, cylindrocarpon_ct: 24.1, verdict: 'HIGH' }, { bed: 4, cylindrocarpon_ct: 36.8, verdict: 'LOW' }, { bed: 5, cylindrocarpon_ct: 'ND', verdict: 'NOT DETECTED' }, { bed: 6, cylindrocarpon_ct: 31.2, verdict: 'MODERATE' }] },
      ];
      const notes = [null, 'Sample received, not started yet.', 'In analysis: extraction done, qPCR loaded.', 'qPCR at 38 of 40 cycles; results should follow shortly.'];
      for (let i = 0; i < st.length; i++) {
        c.push(r.llm(notes[i], [['get_sample_status', { sample_id: sid }]]));
        c.push(r.tool('get_sample_status', { sample_id: sid }, { sample_id: sid, ...st[i], lims_rev: nz.counter('rev', nz.int(20, 90)), served_by: nz.host('lims') }, { sec: nz.int(1800, 7200) }));
      }
      const msg = { to: 'farm_manager', text: 'Soil results are in: beds 4 and 5 are safe to replant (low / not detected Cylindrocarpon). Bed 6 is moderate, replant only after fumigation. Bed 3 is high, leave it out of ginseng this year.' };
      c.push(r.llm('Results reported. Beds 4 and 5 are safe, 6 is borderline, 3 is high risk.', [['notify', msg]]));
      c.push(r.tool('notify', msg, { delivered: true, channel: 'sms', id: nz.uuid() }));
      return r.root(c, 'Beds 4 and 5 cleared for replanting; 6 conditional; 3 excluded.');
    },
  },
  // 04 green roof maintenance, Haystack agent
  {
    domain: 'green roof maintenance (drone photogrammetry of sedum cover)',
    style: 'haystack',
    isolates: 'The agent polls a photogrammetry processing job whose progress goes 0% -> 35% -> 78% -> 100% with a new task id stage each time, then reads the cover map and lists the bare patches for the crew.',
    goal: 'Process this morning\'s drone survey of the Cardew House green roof and give the maintenance crew a list of bare patches larger than 1 m².',
    build(nz) {
      const r = new Rec('haystack', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'roof_agent' });
      const c = [];
      const task = nz.uuid();
      const sp = { flight: 'CARDEW-' + nz.dateOnly(0), images: 412, preset: 'ortho_fast' };
      c.push(r.llm(null, [['start_processing', sp]]));
      c.push(r.tool('start_processing', sp, { uuid: task, status: { code: 10 }, processing_node: nz.host('nodeodm') }));
      const prog = [[20, 0, 'Queued'], [20, 35.2, 'Running opensfm'], [20, 78.9, 'Running odm_orthophoto'], [40, 100, 'Completed']];
      const notes = ['Processing queued.', 'Queued still; 0%.', 'Structure from motion at 35%.', 'Orthophoto stage at 79%.'];
      for (let i = 0; i < prog.length; i++) {
        c.push(r.llm(notes[i], [['task_info', { uuid: task }]]));
        c.push(r.tool('task_info', { uuid: task }, `{"uuid":"${task}","status":{"code":${prog[i][0]}},"progress":${prog[i][1]},"processingTime":${nz.int(1000, 900000)},"output":"${prog[i][2]}","dateCreated":${nz.epochMs()}}`));
      }
      c.push(r.llm('Processing completed. Pulling the vegetation-cover analysis.', [['cover_analysis', { uuid: task, min_area_m2: 1 }]]));
      c.push(r.tool('cover_analysis', { uuid: task, min_area_m2: 1 }, { bare_patches: [{ id: 'P1', area_m2: 3.4, near: 'NE drain outlet' }, { id: 'P2', area_m2: 1.7, near: 'plant room door' }, { id: 'P3', area_m2: 1.1, near: 'south parapet' }], total_cover_pct: 88.2 }));
      c.push(r.llm('Three bare patches over 1 m²: P1 3.4 m² by the NE drain outlet, P2 1.7 m² by the plant room door, P3 1.1 m² along the south parapet. Overall sedum cover 88%.'));
      return r.root(c, { replies: ['3 bare patches: P1 (3.4 m², NE drain), P2 (1.7 m², plant room door), P3 (1.1 m², south parapet).'] });
    },
  },
  // 05 deer farm, DSPy ReAct
  {
    domain: 'deer farm (DNA parentage tests for stag sales)',
    style: 'dspy',
    isolates: 'A DSPy ReAct agent polls a parentage test batch through pending, extracting and genotyped, each answer with a new lab timestamp, then uses the sire assignments to update the sale catalogue.',
    goal: 'Get the parentage results for the 5 yearling stags in batch DP-88 and mark the sire on each sale catalogue entry.',
    build(nz) {
      const r = new Rec('dspy', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'catalogue' });
      const c = [];
      const st = [
        { state: 'pending', samples_received: 5 },
        { state: 'extracting', samples_passed_qc: 5 },
        { state: 'genotyped', assignments: [{ tag: 'Y-201', sire: 'Glenfeshie Monarch', conf: 0.998 }, { tag: 'Y-202', sire: 'Strathmore Duke', conf: 0.991 }, { tag: 'Y-203', sire: 'Glenfeshie Monarch', conf: 0.997 }, { tag: 'Y-204', sire: 'Ardvreck Laird', conf: 0.985 }, { tag: 'Y-205', sire: 'Strathmore Duke', conf: 0.999 }] },
      ];
      const th = ['I need the status of batch DP-88.', 'Batch is pending with all 5 samples received; I will check again later.', 'DNA extraction under way, all samples passed QC.'];
      for (let i = 0; i < st.length; i++) {
        c.push(r.llm(th[i], [['lab_status', { batch: 'DP-88' }]]));
        c.push(r.tool('lab_status', { batch: 'DP-88' }, { batch: 'DP-88', ...st[i], lab_time: nz.tick(nz.int(20000, 90000)).logTs(), ticket: nz.jobId('GEN') }));
      }
      const upd = { entries: { 'Y-201': 'Glenfeshie Monarch', 'Y-202': 'Strathmore Duke', 'Y-203': 'Glenfeshie Monarch', 'Y-204': 'Ardvreck Laird', 'Y-205': 'Strathmore Duke' } };
      c.push(r.llm('Genotyped with confidences above 0.98. Writing sires to the catalogue.', [['update_catalogue', upd]]));
      c.push(r.tool('update_catalogue', upd, { updated: 5, catalogue_version: nz.int(30, 60) }));
      c.push(r.llm('All five stags now have their sire recorded in the sale catalogue.'));
      return r.root(c, { answer: 'Sires recorded for Y-201..Y-205.', trajectory_len: 5 });
    },
  },
  // 06 succulent mail-order, Inspect AI eval log
  {
    domain: 'succulent mail-order nursery (phytosanitary label batch)',
    style: 'inspect',
    isolates: 'The agent polls a label-generation batch that goes queued -> rendering (41/120) -> rendering (97/120) -> done with a new render host each time, then downloads the PDF link and finishes.',
    goal: 'Generate the 120 plant-passport labels for today\'s EU succulent orders and return the download link for the packing bench.',
    build(nz) {
      const r = new Rec('inspect', nz, { model: 'claude-3-7-sonnet', goal: this.goal, agent: 'packing' });
      const c = [];
      const bid = 'lbl_' + nz.b62(10);
      c.push(r.llm('Submitting the label batch.', [['create_label_batch', { orders: 'today:eu', template: 'plant_passport_v3' }]]));
      c.push(r.tool('create_label_batch', { orders: 'today:eu', template: 'plant_passport_v3' }, { batch_id: bid, count: 120, state: 'queued' }));
      const st = [['queued', 0], ['rendering', 41], ['rendering', 97], ['done', 120]];
      const notes = ['Batch created, polling.', 'Not picked up by a render worker yet.', 'A worker has started: 41 labels done.', 'Over three quarters through (97/120).'];
      for (let i = 0; i < st.length; i++) {
        c.push(r.llm(notes[i], [['get_label_batch', { batch_id: bid }]]));
        c.push(r.tool('get_label_batch', { batch_id: bid }, { batch_id: bid, state: st[i][0], rendered: st[i][1], of: 120, worker: nz.host('render'), at: nz.usDate(), ...(st[i][0] === 'done' ? { pdf: `https://files.succulentpost.eu/labels/${bid}.pdf?X-Amz-Expires=3600&X-Amz-Signature=${nz.hex(64)}` } : {}) }));
      }
      c.push(r.llm(`All 120 plant-passport labels are rendered. Download link for the packing bench: https://files.succulentpost.eu/labels/${bid}.pdf (expires in 1 hour).`));
      return r.root(c, { score: null, completion: 'labels ready', status: 'success' });
    },
  },
];
