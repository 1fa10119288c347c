// Family 1: a long reasoning step / assistant message restated (verbatim or near-verbatim)
// with nothing new observed in between. loop: true, stagnation: true.
import { AnthropicRec, VercelRec, AutoGenRec, BeeAIRec, OpenAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'restated_long_thought';
export const LOOP = true;
export const STAGNATION = true; // every row

// ---------------------------------------------------------------- 01 aviation maintenance (Anthropic)
function aviation(c) {
  const goal = c.goal = 'Determine whether A320 EI-FNH can be dispatched on tomorrow morning\'s first sector with the pack 2 flow control valve inoperative, and draft the MEL deferral entry for the tech log.';
  const r = new AnthropicRec(c, {
    model: 'claude-sonnet-4-20250514',
    system: 'You are a line-maintenance planning assistant for a regional A320 operator. Use the tools to read defects and the operator MEL. Never sign off a deferral yourself; draft it for the licensed engineer.',
    user: goal,
    tools: ['get_tech_log_defect', 'mel_lookup', 'list_open_deferrals', 'draft_deferral'],
  });
  const logged = c.t - 4 * 86400000 - 3600e3 * 5;
  r.turn('I\'ll start by pulling the open tech log defect for EI-FNH.', [{
    name: 'get_tech_log_defect', args: { registration: 'EI-FNH', status: 'OPEN', ata_chapter: '21' },
    out: {
      defects: [{
        defect_ref: 'TLB-0457-' + c.digits(4), registration: 'EI-FNH', msn: 5471, ata: '21-51-01', station: 'SNN',
        description: 'PACK 2 FLOW CTL VALVE FAULT ECAM AIR PACK 2 FAULT ON CLIMB. RESET IAW TSM 21-51-00-810-815 NIL EFFECT.',
        raised_by: 'Capt. R. Moynihan', logged_at: c.isoLocal(0, logged), record_version: c.int(3, 9),
        licence_no_last_action: 'IE.66.' + c.digits(5), source_system: 'AMOS 12.3', fetched_at: c.iso(),
      }],
      page_token: null,
    },
  }]);
  r.turn('Now the operator MEL entry for the pack flow control valve.', [{
    name: 'mel_lookup', args: { ata_item: '21-51-01', fleet: 'A320-214', revision: 'current' },
    out: `MEL REV 27 (${c.ymd(c.day(-60))}) ITEM 21-51-01  Pack Flow Control Valve\nRepair interval: C   Installed: 2   Required for dispatch: 1\n(M)(O) One may be inoperative provided:\n  a) the associated pack is deactivated and secured closed per (M) procedure 21-51-01A,\n  b) flight is conducted at or below FL315,\n  c) the remaining pack is verified operative before each departure.\nRepair category C = 10 calendar days, excluding the day of discovery.\n-- served by mel-doc-${c.int(1, 4)}  cache:${c.pick(['HIT', 'MISS'])}  ${c.http()}`,
  }]);
  const step = 'MEL item 21-51-01 lets EI-FNH dispatch with one pack flow control valve inoperative under repair category C, which gives ten calendar days excluding the day of discovery, so from the defect date the interval is still open tomorrow. Dispatch is conditional on three things: the (M) procedure 21-51-01A deactivating and securing pack 2 closed, the (O) restriction to FL315 or below, and a check that pack 1 is operative before each departure. I should confirm no other open deferral consumes the same pack redundancy before drafting the entry.';
  r.turn(step, [], { thinking: 'Category C, ten days, excluding day of discovery. Conditions a, b, c. Need to make sure nothing else is deferred on ATA 21 or 36 that relies on pack 2.' });
  r.user('Continue. Use the tools to finish the task; do not stop until the deferral draft exists.');
  r.turn(step, [], { thinking: 'Category C, ten days, excluding day of discovery. Conditions a, b, c. Need to make sure nothing else is deferred on ATA 21 or 36 that relies on pack 2.' });
  return rootSpan(c, 'mel-deferral-agent', { task: goal, aircraft: 'EI-FNH' }, { status: 'halted', reason: 'max_consecutive_turns_without_tool_use (2) exceeded', deferral_draft: null }, r.spans,
    { metadata: { harness: 'claude-tool-runner/0.9', run_id: c.uuid() } });
}

// ---------------------------------------------------------------- 02 veterinary clinic (Vercel AI SDK)
function vet(c) {
  const goal = c.goal = 'Work out a maintenance meloxicam dose for Biscuit (canine, patient P-20917) and add it to her treatment plan.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', system: 'You are the clinical assistant of Riverbend Veterinary Hospital. Use the practice-management tools. Flag anything that needs a veterinarian\'s sign-off.',
    user: goal, functionId: 'treatment-plan-assistant',
  });
  const patient = {
    patient_id: 'P-20917', name: 'Biscuit', species: 'canine', breed: 'Labrador x', sex: 'FS', age_years: 11,
    weight: { value: 23.4, unit: 'kg', recorded_at: c.usTs(c.day(-2)) },
    problems: [{ code: 'CKD', label: 'Chronic kidney disease, IRIS stage 2', since: c.ymd(c.day(-210)) }, { code: 'OA', label: 'Osteoarthritis, both stifles' }],
    last_labs: { creatinine_mg_dl: 2.3, sdma_ug_dl: 21, usg: 1.018, drawn: c.ymd(c.day(-9)) },
    attending: 'Dr. N. Okafor', _rev: `${c.int(10, 40)}-${c.hex(32)}`,
  };
  r.turn('', [{ name: 'getPatient', args: { patientId: 'P-20917' }, out: patient }]);
  const formulary = (reqNo) => ({
    drug: 'meloxicam', species: 'canine', formulary_version: '2024.3',
    dosing: { loading_mg_per_kg: 0.2, maintenance_mg_per_kg: 0.1, route: 'PO', frequency: 'q24h', max_daily_mg: 7.5 },
    cautions: ['NSAID: contraindicated in dehydration, hypovolaemia, or renal disease unless approved by attending veterinarian (override code NSAID-RENAL)'],
    forms: ['1.5 mg/mL oral suspension', '7.5 mg tablet'],
    request_id: `fm-${reqNo}-${c.hex(8)}`, served_at: c.iso(),
  });
  r.turn('', [{ name: 'formularyLookup', args: { drug: 'meloxicam', species: 'canine' }, out: formulary(c.int(1000, 9999)) }]);
  r.turn('Biscuit weighs 23.4 kg, so the formulary maintenance dose of 0.1 mg/kg comes to 2.34 mg once daily, which is about 1.6 mL of the 1.5 mg/mL suspension. However the formulary says meloxicam is contraindicated in renal disease unless the attending veterinarian approves it, and Biscuit has IRIS stage 2 CKD with a creatinine of 2.3 mg/dL. I must not add the dose without an NSAID-RENAL override, so next I need to check whether Dr. Okafor has already recorded that override for this patient.',
    [{ name: 'formularyLookup', args: { drug: 'meloxicam', species: 'canine' }, out: formulary(c.int(1000, 9999)) }]);
  r.turn('Biscuit weighs 23.4 kg, so the maintenance dose of 0.1 mg/kg from the formulary comes to 2.34 mg once daily, roughly 1.6 mL of the 1.5 mg/mL suspension. But the formulary says meloxicam is contraindicated in renal disease unless the attending veterinarian approves it, and Biscuit has IRIS stage 2 CKD with creatinine at 2.3 mg/dL. I must not add the dose without an NSAID-RENAL override, so the next step is to check whether Dr. Okafor has already recorded that override for this patient.',
    [{ name: 'formularyLookup', args: { drug: 'meloxicam', species: 'canine' }, out: formulary(c.int(1000, 9999)) }]);
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 4 }, { text: '', finishReason: 'tool-calls', steps: 4 }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': 4, 'ai.telemetry.functionId': 'treatment-plan-assistant' } });
}

// ---------------------------------------------------------------- 03 municipal permits (AutoGen)
function permits(c) {
  const goal = c.goal = 'Applicant asked why residential deck permit BLD-2024-03318 is still on hold. Find out what is missing and write them a clear reply.';
  const r = new AutoGenRec(c, {
    agents: { permit_assistant: 'You help the City of Fairhaven permit counter. Use the permit system tools. Replies to applicants must be plain language and cite the code section.' },
    task: goal,
  });
  const app = () => ({
    application_id: 'BLD-2024-03318', type: 'RES-DECK', address: '1187 Orchard Ln', status: 'INCOMPLETE', status_since: c.euTs(c.day(-6)),
    checklist: [
      { item: 'Application form', state: 'RECEIVED' },
      { item: 'Framing plan', state: 'RECEIVED' },
      { item: 'Footing detail per IRC R507.3', state: 'MISSING' },
      { item: 'Site plan with setback dimensions', state: 'MISSING' },
      { item: 'Fee payment', state: 'PAID', receipt: 'RC-' + c.digits(7) },
    ],
    reviewer: 'j.alvarez', portal_sync: { job: 'accela-sync-' + c.digits(6), last_run: c.isoLocal(-480) }, x_correlation_id: c.uuid(),
  });
  const thought1 = 'The application is on hold as INCOMPLETE because two checklist items are outstanding: the footing detail required by IRC R507.3 and the setback dimensions on the site plan. Before I write to the applicant I want to confirm that the reviewer has not already accepted a revised site plan, because the portal can lag the reviewer\'s notes by a day.';
  const thought2 = 'Two checklist items are still outstanding, which is why the application is on hold as INCOMPLETE: the setback dimensions on the site plan and the footing detail required by IRC R507.3. Because the portal can lag the reviewer\'s notes by a day, I want to confirm the reviewer has not already accepted a revised site plan before I write to the applicant.';
  r.agent('permit_assistant', () => {
    r.turn('permit_assistant', null, [{ name: 'get_application', args: { application_id: 'BLD-2024-03318' }, out: app() }]);
    r.turn('permit_assistant', thought1, [{ name: 'get_application', args: { application_id: 'BLD-2024-03318' }, out: app() }]);
    r.turn('permit_assistant', thought2, [{ name: 'get_application', args: { application_id: 'BLD-2024-03318' }, out: app() }]);
  }, { chat_message: null, inner_messages: 6 });
  return rootSpan(c, 'autogen RoundRobinGroupChat.run', { task: goal, participants: ['permit_assistant'] },
    { stop_reason: 'Maximum number of turns 3 reached.', messages: 7 }, r.spans, { metadata: { 'autogen.version': '0.4.9', team_id: c.uuid() } });
}

// ---------------------------------------------------------------- 04 genomics lab (BeeAI)
function genomics(c) {
  const goal = c.goal = 'Check whether sample GL-23-0412 passed whole-exome QC and, if it did, release it to the variant-calling queue.';
  const r = new BeeAIRec(c, {
    llmName: 'WatsonxChatModel', model: 'ibm/granite-3-3-8b-instruct',
    system: 'You are a LIMS assistant for the Northgate clinical genomics lab. Tools: LimsSampleTool, QcMetricsTool, OverrideRegistryTool, ReleaseTool. Only release samples whose QC status is PASS or that have a director override.',
    user: goal,
  });
  const run = `250${c.int(101, 930)}_A01${c.int(100, 999)}_0${c.int(100, 999)}_BH${c.upper(7)}`;
  r.step('I need the sample record to know which sequencing run and lane it was on.', {
    name: 'LimsSampleTool', args: { sample_id: 'GL-23-0412' },
    out: { sample_id: 'GL-23-0412', assay: 'WES-v3 (Twist Exome 2.0)', run_id: run, lane: 2, index: 'UDI0047', received: c.ymd(c.day(-12)), status: 'SEQUENCED', lims_rev: c.int(100, 400) },
  });
  const qc = () => ({
    sample_id: 'GL-23-0412', run_id: run, pipeline: 'dragen-4.2.4', metrics: {
      mean_target_coverage: 87.2, pct_target_bases_20x: 96.1, pct_duplicates: 9.8, freemix: 0.031, sex_check: 'concordant', insert_size_median: 212,
    },
    thresholds: { mean_target_coverage: '>=80', pct_target_bases_20x: '>=95', freemix: '<=0.030' },
    qc_status: 'WARN', flags: ['FREEMIX_ABOVE_LIMIT'],
    computed_at: c.isoLocal(60, c.day(-3)), report_uri: `s3://ngl-qc-reports/${run}/GL-23-0412.multiqc.html`, query_ms: c.int(30, 400),
  });
  r.step('Now the QC metrics for that run and sample.', { name: 'QcMetricsTool', args: { sample_id: 'GL-23-0412', run_id: run }, out: qc() });
  r.step('Coverage is fine at 87.2x mean with 96.1% of target bases above 20x, but the FREEMIX contamination estimate of 0.031 is just above the lab release threshold of 0.030, so the QC status is WARN rather than PASS. Releasing to variant calling needs either PASS or a documented director override, so I have to find out whether an override exists for this sample before I can release it.',
    { name: 'QcMetricsTool', args: { sample_id: 'GL-23-0412', run_id: run }, out: qc() });
  r.step('Coverage is fine at 87.2x mean with 96.1% of target bases above 20x, but the FREEMIX contamination estimate of 0.031 is just over the lab release threshold of 0.030, so QC status is WARN and not PASS. Releasing to variant calling needs either PASS or a documented director override, so I need to find out whether an override exists for this sample before I can release it.',
    { name: 'QcMetricsTool', args: { sample_id: 'GL-23-0412', run_id: run }, out: qc() });
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal, execution: { maxIterations: 4, maxRetriesPerStep: 2 } }, null, r.spans,
    { error: 'AgentError: Agent was not able to resolve the task in 4 iterations.', metadata: { framework: 'beeai-framework 0.1.17', run_id: c.uuid() } });
}

// ---------------------------------------------------------------- 05 payroll (plain message-level)
function payroll(c) {
  const goal = c.goal = 'Three warehouse employees at Tidewater Supply say their overtime from the week of March 3 was not paid in the March 15 run. Check and, if so, run an off-cycle payment.';
  c.setStart('2025-03-24T15:02:00Z');
  const r = new OpenAIRec(c, {
    model: 'gpt-4.1-2025-04-14', system: 'You are a payroll operations assistant. Tools: get_pay_run, list_timecards, create_offcycle_run. Ask the user when a decision is needed.',
    user: goal, tools: ['get_pay_run', 'list_timecards', 'create_offcycle_run'],
  });
  r.turn(null, [{ name: 'get_pay_run', args: { run_id: 'PR-2025-03-15', company: 'TIDEWATER' }, out: { run_id: 'PR-2025-03-15', status: 'CLOSED', period: '2025-03-01..2025-03-14', check_date: '2025-03-15', employees_paid: 148, gross_total: '412,880.17', ach_batch: 'ACH' + c.digits(9), closed_by: 'svc-payroll', closed_at: c.usTs(c.day(-8)) } }]);
  r.turn(null, [{
    name: 'list_timecards', args: { run_id: 'PR-2025-03-15', filter: 'overtime_unpaid' },
    out: {
      rows: [
        { emp: 'E10442', name: 'Luis Ferreira', ot_hours: 6.5, rate: 24.00, ot_multiplier: 1.5, approved_at: c.usTs(c.day(-9)) },
        { emp: 'E10517', name: 'Kayla Brooks', ot_hours: 9.0, rate: 22.75, ot_multiplier: 1.5, approved_at: c.usTs(c.day(-9)) },
        { emp: 'E10903', name: 'Sam Oduya', ot_hours: 12.0, rate: 26.40, ot_multiplier: 1.5, approved_at: c.usTs(c.day(-8)) },
      ],
      note: 'approved after cutoff ' + c.usTs(c.day(-10)), query_id: c.uuid(),
    },
  }]);
  r.turn(null, [{
    name: 'create_offcycle_run', args: { company: 'TIDEWATER', employees: ['E10442', 'E10517', 'E10903'], earning_code: 'OT15', check_date: c.ymd(c.day(2)) },
    out: { error: { code: 'APPROVAL_REQUIRED', message: 'Off-cycle runs require approval from a payroll admin. Primary approver a.whitfield is out of office until ' + c.ymd(c.day(4)) + '. Backup approver: m.chen.', request_id: c.reqId('pr_') } },
    error: 'APPROVAL_REQUIRED',
  }]);
  const msg = 'I confirmed the problem: Luis Ferreira (6.5 h), Kayla Brooks (9 h) and Sam Oduya (12 h) had overtime approved after the March 15 cutoff, so it was not paid. At time and a half that is $234.00, $307.13 and $475.20, $1,016.33 gross in total. I tried to create the off-cycle run, but it needs a payroll admin approval and the primary approver, a.whitfield, is out of office. Should I route it to the backup approver m.chen now, or hold it until a.whitfield is back?';
  r.turn(msg);
  r.user('(automated) No reply from the requester yet. Continue working on the task.');
  r.turn(msg);
  return rootSpan(c, 'payroll-ops-agent', { request: goal }, { final_message: msg, state: 'awaiting_user', turns_used: 5 }, r.spans,
    { metadata: { session: c.uuid(), tenant: 'tidewater-supply' } });
}

// ---------------------------------------------------------------- 06 energy trading (Langfuse / LangGraph)
function energy(c) {
  const goal = c.goal = 'Build tomorrow\'s day-ahead bid curve for the Millbrook 50 MW / 200 MWh battery in ERCOT (settlement point HB_NORTH).';
  const r = new LangfuseRec(c, {
    system: 'You are a battery-storage trading assistant. Use get_price_forecast, get_asset_state and submit_bid_draft. Drafts only; a trader submits.',
    user: goal, model: 'gpt-4o-2024-11-20', llmName: 'AzureChatOpenAI',
  });
  const dd = c.ymd(c.day(1));
  const fc = () => ({
    settlement_point: 'HB_NORTH', operating_day: dd, forecast_version: 'v' + dd.replace(/-/g, '') + '.0612', unit: 'USD/MWh',
    hourly: [22.1, 19.4, 18.2, 17.9, 18.6, 24.3, 31.0, 33.8, 30.2, 28.7, 27.9, 29.4, 32.6, 36.1, 41.8, 49.7, 58.2, 74.9, 79.3, 77.6, 61.2, 44.0, 33.1, 26.5],
    cache_age_s: c.int(5, 900), served_by: c.host('pricefc'), generated: c.rfc2822(),
  });
  r.turn('', [{ name: 'get_price_forecast', args: { settlement_point: 'HB_NORTH', operating_day: dd }, out: fc() }]);
  r.turn('', [{ name: 'get_asset_state', args: { asset_id: 'MLBK-BESS-01' }, out: `asset=MLBK-BESS-01 soc_pct=38.0 energy_mwh=76.0 p_max_mw=50 e_max_mwh=200 rte=0.86 avail=FULL telemetry_ts=${c.epoch()} scada_seq=${c.int(100000, 999999)}` }]);
  const plan = 'The forecast spread is about $61/MWh between the overnight trough in hours 3-5 (around $18) and the evening peak in hours 18-20 (around $77-79). With state of charge at 38%, 76 of 200 MWh, the battery can absorb about 124 MWh, so the curve should charge at about 31 MW in hours 2-5, hold in hours 6-16, and discharge at up to 50 MW in hours 18-20. Before finalising the curve I will re-check the price forecast because it refreshes early each morning.';
  r.turn(plan, [{ name: 'get_price_forecast', args: { settlement_point: 'HB_NORTH', operating_day: dd }, out: fc() }]);
  r.turn(plan, [{ name: 'get_price_forecast', args: { settlement_point: 'HB_NORTH', operating_day: dd }, out: fc() }]);
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, r.spans,
    { error: 'GraphRecursionError: Recursion limit of 9 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', metadata: { langfuse_session_id: 'bess-desk-' + c.ymd(), release: 'trading-copilot@1.8.2' } });
}

export const ROWS = [
  { n: '01', domain: 'aviation maintenance', style: 'Anthropic messages (tool_use/thinking)', stagnation: true, build: aviation,
    isolates: 'A long MEL-dispatch reasoning message is restated verbatim in the very next turn after a harness nudge, with no tool call or new observation in between.' },
  { n: '02', domain: 'veterinary clinic', style: 'Vercel AI SDK telemetry', stagnation: true, build: vet,
    isolates: 'A long dosing/contraindication reasoning step is repeated near-verbatim (a few words swapped) after re-calling the same formulary lookup that returns the already-seen result.' },
  { n: '03', domain: 'municipal permits', style: 'AutoGen v0.4', stagnation: true, build: permits,
    isolates: 'The model thought explaining the missing permit items is restated with its clauses reordered, between identical re-reads of the same application record.' },
  { n: '04', domain: 'genomics lab', style: 'BeeAI ReAct', stagnation: true, build: genomics,
    isolates: 'A long ReAct Thought about a QC WARN status is restated near-verbatim while the same QC metrics call returns the same numbers.' },
  { n: '05', domain: 'payroll', style: 'plain message-level (tool_calls)', stagnation: true, build: payroll,
    isolates: 'A long assistant message to the user about an off-cycle run is sent twice word for word with nothing new in between.' },
  { n: '06', domain: 'energy trading', style: 'Langfuse (LangGraph callback)', stagnation: true, build: energy,
    isolates: 'A long bid-curve plan is stated verbatim twice, each time followed by the same forecast re-check that returns an unchanged forecast version.' },
];
