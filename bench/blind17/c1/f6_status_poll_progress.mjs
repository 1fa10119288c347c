// Family 6 (healthy): polling a job or status until it changes, with volatile noise in
// every answer, then using the result.
import { Noise, Chat, agent, chain, row, http, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'status_poll_progress',
  loop: false,
  summary: 'Polls a job until its status changes, then uses the result and finishes.',
  check(r) { return toolSpans(r.root).length >= 4 ? null : 'needs several polls'; },
};

// 01 falconry hoods: Anthropic, laser-cut job for leather hood patterns
function r01() {
  const n = new Noise('status_poll_progress-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20241022', tools: ['submit_cut_job', 'cut_job_status', 'attach_to_order'],
    system: 'You run the workshop queue for Jessamy Hoods, makers of Anglo-Indian and Dutch falconry hoods. Leather panels are cut on the shared laser cutter.',
    user: 'Cut the kangaroo-leather panels for order FH-612 (Dutch hood, size 4, for a female peregrine) and attach the cut report to the order.',
  });
  const kids = [];
  kids.push(c.say('Submitting the size-4 Dutch hood pattern to the laser queue.', [['submit_cut_job', { order: 'FH-612', pattern: 'dutch_hood_s4_v7.svg', material: 'kangaroo_1.1mm', power_pct: 22, speed_mm_s: 40 }]]));
  const job = 'lc-' + n.alnum(8);
  kids.push(c.run({ job_id: job, state: 'queued', position: 3, submitted_at: n.isoS() }));
  kids.push(c.say('It is third in the queue. I will check back.', [['cut_job_status', { job_id: job }]]));
  n.wait(240);
  kids.push(c.run({ job_id: job, state: 'queued', position: 1, queue_eta_s: n.int(60, 200), cutter: n.host('glowforge'), polled_at: n.isoS() }));
  kids.push(c.say('Moved up to first place; another check in a couple of minutes.', [['cut_job_status', { job_id: job }]]));
  n.wait(180);
  kids.push(c.run({ job_id: job, state: 'cutting', progress_pct: 58, head_temp_c: n.int(31, 38), cutter: n.host('glowforge'), polled_at: n.isoS() }));
  kids.push(c.say('Cutting has started and is 58% through.', [['cut_job_status', { job_id: job }]]));
  n.wait(150);
  kids.push(c.run({ job_id: job, state: 'done', panels: 5, kerf_mm: 0.14, report_url: `https://cutter.local/reports/${job}.pdf`, duration_s: n.int(300, 420), polled_at: n.isoS() }));
  kids.push(c.say('The job is done: 5 panels with a 0.14 mm kerf. Attaching the report to FH-612.', [['attach_to_order', { order: 'FH-612', url: `https://cutter.local/reports/${job}.pdf`, note: '5 panels cut, kerf 0.14 mm' }]]));
  kids.push(c.run({ order: 'FH-612', attachments: 2, stage: 'ready_for_blocking' }));
  kids.push(c.say('Order FH-612: all 5 kangaroo-leather panels are cut (kerf 0.14 mm), the cut report is attached, and the order has moved to "ready for blocking".', []));
  const root = agent('jessamy-workshop-agent', { request: c.o.user }, { result: 'FH-612 panels cut, report attached' }, kids, { sdk: 'anthropic-python 0.39.0' });
  return row(FAMILY, 1, { isolates: 'Laser job goes queued(3), queued(1), cutting 58%, done; each poll carries new queue position or progress and the finished report is attached to the order.', stagnation: false, goal: c.o.user, root });
}

// 02 drystone bridge: OpenAI chat, structural assessment job, tool-only polls then summary
function r02() {
  const n = new Noise('status_poll_progress-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', tools: ['start_assessment', 'assessment_status', 'get_assessment_result'],
    system: 'You assist the heritage structures team of the Dales Packhorse Bridges Trust. Assessments run on a remote masonry-arch analysis service (MEXE + limit analysis).',
    user: 'Run a load assessment on Linton Beck packhorse bridge (single span, 6.8 m, rubble arch) for a 3.5 t vehicle and tell me if it passes.',
  });
  const kids = [];
  kids.push(c.say(null, [['start_assessment', { structure: 'linton-beck-pb', span_m: 6.8, rise_m: 2.1, ring_depth_mm: 380, fill: 'rubble', load_case: 'single_axle_3.5t' }]]));
  const id = 'asmt_' + n.hex(10);
  kids.push(c.run(http(n, 202, { id, status: 'QUEUED' }, { location: `/v2/assessments/${id}`, 'retry-after': '30' })));
  const states = [
    { status: 'QUEUED', queue_depth: 4 },
    { status: 'QUEUED', queue_depth: 2 },
    { status: 'RUNNING', stage: 'meshing voussoirs', iterations: 0 },
    { status: 'RUNNING', stage: 'mechanism search', iterations: 1200 },
    { status: 'RUNNING', stage: 'mechanism search', iterations: 3900 },
    { status: 'RUNNING', stage: 'hinge refinement', iterations: 5600 },
    { status: 'RUNNING', stage: 'writing report', iterations: 6020 },
    { status: 'SUCCEEDED', finished_at: null },
  ];
  for (const st of states) {
    kids.push(c.say(null, [['assessment_status', { id }]]));
    n.wait(n.int(30, 70));
    if (st.finished_at === null) st.finished_at = n.isoS();
    kids.push(c.run(http(n, 200, { id, ...st, worker: n.host('arch-solver') }, { 'retry-after': st.status === 'SUCCEEDED' ? undefined : '30', etag: n.etag(true) })));
  }
  kids.push(c.say(null, [['get_assessment_result', { id }]]));
  kids.push(c.run({ id, adequacy_factor: 1.47, critical_mechanism: 'four-hinge, hinge 3 at 0.62L', allowable_axle_t: 5.1, passes: true, report: `https://arch.example/r/${id}.pdf` }));
  kids.push(c.say('Linton Beck packhorse bridge passes for a 3.5 t single axle: adequacy factor 1.47, allowable axle load 5.1 t, critical mechanism a four-hinge collapse with hinge 3 at 0.62 of the span. Full report: the assessment PDF linked in the result.', []));
  const root = agent('dales-bridges-assistant', { request: c.o.user }, { passes: true, adequacy_factor: 1.47 }, kids, { framework: 'openai tool loop' });
  return row(FAMILY, 2, { isolates: 'An arch assessment is polled through QUEUED (depth 4, then 2) and five RUNNING stages with rising iteration counts to SUCCEEDED; the result is fetched and reported.', stagnation: false, goal: c.o.user, root });
}

// 03 animatronics: Agents SDK, firmware CI build then flash
function r03() {
  const n = new Noise('status_poll_progress-03');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1-mini',
    user: 'Build servo-controller firmware v2.3.1 for the talking raven puppet and flash it to the bench unit.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say(null, [['trigger_build', { repo: 'corvid-works/servo-fw', ref: 'v2.3.1', target: 'rp2040-raven' }]]));
  const run = n.int(4000, 9000);
  kids.push(c.run(JSON.stringify({ run_id: run, status: 'queued', html_url: `https://ci.example/corvid-works/servo-fw/actions/runs/${run}` })));
  const steps = [
    { status: 'queued', runner: null },
    { status: 'in_progress', current_step: 'Install toolchain (arm-none-eabi 13.2)' },
    { status: 'in_progress', current_step: 'cmake --build (412/655 objects)' },
    { status: 'completed', conclusion: 'success', artifact: 'servo-fw-rp2040-raven.uf2', sha256: n.sha(64) },
  ];
  for (const s of steps) {
    kids.push(c.say(null, [['get_build', { run_id: run }]]));
    n.wait(n.int(40, 120));
    kids.push(c.run(JSON.stringify({ run_id: run, ...s, updated_at: n.isoS(), runner_name: s.status === 'queued' ? null : `gh-runner-${n.alnum(6)}` })));
  }
  kids.push(c.say('Build succeeded; flashing the artifact to the bench unit.', [['flash_device', { port: '/dev/ttyACM0', artifact: 'servo-fw-rp2040-raven.uf2' }]]));
  kids.push(c.run(`Resetting RP2040 into BOOTSEL... ok\nCopying 188416 bytes to /media/RPI-RP2 ... done in ${n.secs(1, 3)}s\nDevice re-enumerated as ${'/dev/ttyACM0'}; banner: "raven-servo v2.3.1 (${n.hex(7)})"`));
  kids.push(c.say('Firmware v2.3.1 built successfully and is running on the bench unit (banner reports raven-servo v2.3.1).', []));
  const root = agent('Workshop Firmware Agent', { input: c.o.user }, { final_output: 'v2.3.1 flashed' }, kids, { span_type: 'agent', tools: ['trigger_build', 'get_build', 'flash_device'], trace_id: 'trace_' + n.hex(32) });
  return row(FAMILY, 3, { isolates: 'A CI run is polled queued, toolchain step, compile step 412/655, success; the artifact is then flashed and the banner confirms the version.', stagnation: false, goal: c.o.user, root });
}

// 04 model rocketry: LangSmith, launch airspace notice approval then publish
function r04() {
  const n = new Noise('status_poll_progress-04');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o-mini',
    system: 'You are the secretary bot for Fenland Model Rocketry Club. You file airspace notification requests for launch days and publish launch notices to members.',
    user: 'Our launch-day airspace request for Sunday (H-class motors, 1500 ft ceiling) was filed this morning. Wait for the decision and, if approved, publish the launch notice.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  const ref = 'ANR-' + n.digits(6);
  const answers = [
    { state: 'received', note: 'awaiting allocation to officer' },
    { state: 'under_review', officer: 'J. Okoro', note: 'checking overlap with RAF Marham NOTAMs' },
    { state: 'approved', ceiling_ft: 1500, window: '10:00-16:00 local', conditions: ['cease if cloud base < 2000 ft', 'notify Marham ATC 30 min before first launch'] },
  ];
  const texts = ['Checking the request status.', 'Still not decided; it has not been assigned to an officer yet. Checking again shortly.', 'An officer (J. Okoro) is reviewing it against the Marham NOTAMs. One more check.'];
  answers.forEach((a, i) => {
    kids.push(c.say(texts[i], [['airspace_request_status', { ref }]]));
    n.wait(n.int(600, 1500));
    kids.push(c.run({ ref, ...a, last_update: n.pylog(), portal_node: n.host('anr-portal') }));
  });
  kids.push(c.say('Approved for 10:00-16:00 with a 1500 ft ceiling and two conditions. Publishing the notice with those conditions.', [['publish_notice', { channel: 'members', title: 'Sunday launch is ON', body: 'Airspace approved 10:00-16:00, ceiling 1500 ft. We will stop if cloud base drops below 2000 ft; RSO will call Marham ATC 30 min before first launch.' }]]));
  kids.push(c.run({ post_id: n.int(1000, 9999), recipients: 64, status: 'published' }));
  kids.push(c.say('Done: request ' + ref + ' was approved and the launch notice has gone to 64 members.', []));
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Notice published' }, kids, { run_id: n.uuid() });
  const root = agent('fmrc-secretary', { input: c.o.user }, { output: 'Notice published' }, [exec], { project: 'fmrc', run_id: n.uuid() });
  return row(FAMILY, 4, { isolates: 'An airspace request moves received -> under_review -> approved; the approval conditions are copied into the published launch notice.', stagnation: false, goal: c.o.user, root });
}

// 05 hemp textile mill: CrewAI, lab tensile test then grading
function r05() {
  const n = new Noise('status_poll_progress-05');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o', llmName: 'LLM Call (gpt-4o)',
    system: 'You are Fibre Quality Analyst at Northfield Hemp Textiles.\nTools: Lab Sample Status(sample_id: str), Set Bale Grade(bale: str, grade: str, note: str)\nFormat: Thought / Action / Action Input / Final Answer.',
    user: 'Current Task: Grade bale HB-3307 once the tensile test on sample S-8841 is finished. Grade A needs tenacity >= 45 cN/tex.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const th = [
    'Thought: I need the tensile result for S-8841 before grading.',
    'Thought: The sample is conditioning at 20°C/65% RH, which takes 24 h. I will look again after conditioning.',
    'Thought: Testing is underway with 30 of 50 breaks done; the partial mean looks like Grade A but I should wait for all 50.',
  ];
  const obs = [
    `Sample S-8841: CONDITIONING (started ${n.eu()}, chamber CH-2, RH 64.8%)`,
    `Sample S-8841: TESTING on Instron 3343, breaks 30/50, running mean 47.2 cN/tex [${n.step(3600, 7200).syslog()}]`,
    `Sample S-8841: COMPLETE. Tenacity 46.8 cN/tex (CV 9.1%), elongation 1.9%, 50 breaks. Certificate LC-${n.digits(5)} [${n.step(600, 1200).syslog()}]`,
  ];
  th.forEach((t, i) => {
    kids.push(c.say(t, [['Lab Sample Status', { sample_id: 'S-8841' }]]));
    n.wait(n.int(3000, 20000));
    kids.push(c.run(obs[i]));
  });
  kids.push(c.say('Thought: Final tenacity is 46.8 cN/tex, above the 45 threshold, so the bale is Grade A.', [['Set Bale Grade', { bale: 'HB-3307', grade: 'A', note: 'S-8841 tenacity 46.8 cN/tex, CV 9.1%' }]]));
  kids.push(c.run('Bale HB-3307 graded A (rev 2).'));
  kids.push(c.say('Thought: I now know the final answer\nFinal Answer: Bale HB-3307 graded A: sample S-8841 tenacity 46.8 cN/tex (CV 9.1%) over 50 breaks.', []));
  const ag = agent('Fibre Quality Analyst', { role: 'Fibre Quality Analyst' }, 'Bale HB-3307 graded A', kids, { crewai_version: '0.80.0' });
  const t = chain('Task: Grade bale HB-3307', { description: c.o.user }, 'Bale HB-3307 graded A', [ag], { task_id: n.uuid() });
  const root = agent('Crew: northfield-qa', { inputs: { bale: 'HB-3307' } }, { raw: 'Bale HB-3307 graded A' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'The lab sample goes conditioning -> testing 30/50 -> complete 46.8 cN/tex; the analyst then sets grade A from the final figure.', stagnation: false, goal: 'Grade bale HB-3307 from the tensile test on sample S-8841.', root });
}

// 06 eclipse tour charter: Semantic Kernel, ticketing status then traveller email
function r06() {
  const n = new Noise('status_poll_progress-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You are the operations assistant at Umbra Expeditions (total solar eclipse tours). Functions: Charter-GetManifestStatus, Charter-GetTickets, Mail-SendToGroup.',
    user: 'The charter seats for the Svalbard eclipse group (manifest MF-2026-SVB-02, 38 pax) are being ticketed. When tickets are issued, send the group their e-ticket numbers.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  const seq = [
    { status: 'PENDING_PAYMENT_CLEARANCE', ticketed: 0 },
    { status: 'TICKETING', ticketed: 17 },
    { status: 'TICKETING', ticketed: 35 },
    { status: 'TICKETED', ticketed: 38 },
  ];
  for (const s of seq) {
    kids.push(c.say(null, [['Charter-GetManifestStatus', { manifest: 'MF-2026-SVB-02' }]]));
    n.wait(n.int(120, 400));
    kids.push(c.run({ manifest: 'MF-2026-SVB-02', ...s, of: 38, gds_session: n.b62(16), pcc: 'U7QX', as_of: n.http() }));
  }
  kids.push(c.say(null, [['Charter-GetTickets', { manifest: 'MF-2026-SVB-02' }]]));
  kids.push(c.run({ tickets: 38, sample: [{ pax: 'HALVORSEN/INGRID MS', eticket: '176' + n.digits(10) }, { pax: 'DUBOIS/MARC MR', eticket: '176' + n.digits(10) }], csv: n.tmp('tickets.csv') }));
  kids.push(c.say(null, [['Mail-SendToGroup', { group: 'svb-02', template: 'eticket_issued', attach_from: 'tickets.csv' }]]));
  kids.push(c.run({ sent: 38, bounced: 0, message_id: `<${n.hex(16)}@mail.umbra.example>` }));
  kids.push(c.say('All 38 seats on MF-2026-SVB-02 are ticketed and every traveller has been emailed their e-ticket number (38 sent, 0 bounced).', []));
  const root = agent('ChatCompletionAgent:UmbraOps', { input: c.o.user }, { result: '38 e-tickets sent' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return row(FAMILY, 6, { isolates: 'Manifest status goes payment clearance -> ticketing 17/38 -> 35/38 -> ticketed 38/38; the tickets are then fetched and mailed to the group.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
