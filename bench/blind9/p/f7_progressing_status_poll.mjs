// Family 7 (healthy): polling a status that does change. Several polls, the state moves
// (queued -> running -> done) and the agent acts on the result. loop: false, stagnation: false.
import { OpenAIRec, VercelRec, AnthropicRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'progressing_status_poll';
export const LOOP = false;
export const STAGNATION = false; // every row

// ---------------------------------------------------------------- 01 HPC alignment job, Slurm (plain)
function slurm(c) {
  const goal = c.goal = 'Align tumour sample TS-1187 against GRCh38 on the cluster with the standard bwa-mem2 pipeline and report the mapping rate when it finishes.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-2024-08-06', rawArgs: true,
    system: 'You operate the research HPC cluster through run_shell on the login node (Slurm). Poll jobs at sensible intervals; do not spam the scheduler.',
    user: goal, tools: ['run_shell'],
  });
  const sh = (cmd, stdout, code = 0) => ({ name: 'run_shell', args: { cmd }, out: `$ ${cmd}\n${stdout}\n[exit ${code}, ${c.float(0.05, 1.8, 2)}s]` });
  const job = String(c.int(4800000, 4899999));
  const node = `cn${c.int(100, 340)}`;
  r.turn(null, [sh('sbatch --parsable -p genomics -c 32 --mem=96G -t 06:00:00 pipelines/align_bwamem2.sbatch TS-1187 GRCh38', job)]);
  c.sleep(c.int(40000, 90000));
  r.turn(null, [sh(`squeue -j ${job} -o "%.10i %.9P %.20j %.8T %.10M %.6D %R"`, `     JOBID PARTITION                 NAME    STATE       TIME  NODES NODELIST(REASON)\n   ${job}  genomics    align_TS-1187    PENDING       0:00      1 (Priority)`)]);
  c.sleep(c.int(300000, 400000));
  r.turn(null, [{ ...sh(`squeue -j ${job} -o "%.10i %.9P %.20j %.8T %.10M %.6D %R"`, 'slurm_load_jobs error: Socket timed out on send/recv operation', 1), error: 'exit status 1' }]);
  c.sleep(c.int(300000, 500000));
  r.turn(null, [sh(`squeue -j ${job} -o "%.10i %.9P %.20j %.8T %.10M %.6D %R"`, `     JOBID PARTITION                 NAME    STATE       TIME  NODES NODELIST(REASON)\n   ${job}  genomics    align_TS-1187    RUNNING       4:12      1 ${node}`)]);
  c.sleep(c.int(1500000, 1900000));
  r.turn(null, [sh(`tail -n 3 logs/align_TS-1187.${job}.err`, `[M::mem_process_seqs] Processed 1330218 reads in 88.412 CPU sec, 2.871 real sec\n[M::process] read 1330226 sequences (200000010 bp)...\n[M::mem_pestat] # candidate unique pairs for (FF, FR, RF, RR): (12, 551802, 9, 14)`)]);
  c.sleep(c.int(2400000, 2800000));
  r.turn(null, [sh(`sacct -j ${job} --format=JobID,State,Elapsed,MaxRSS,ExitCode -P`, `JobID|State|Elapsed|MaxRSS|ExitCode\n${job}|COMPLETED|01:13:52||0:0\n${job}.batch|COMPLETED|01:13:52|71.4G|0:0\n${job}.extern|COMPLETED|01:13:52|0|0:0`)]);
  r.turn(null, [sh('samtools flagstat -@8 results/TS-1187/TS-1187.GRCh38.bam | head -n 8', '812447306 + 0 in total (QC-passed reads + QC-failed reads)\n806512390 + 0 primary\n0 + 0 secondary\n5934916 + 0 supplementary\n79844561 + 0 duplicates\n79844561 + 0 primary duplicates\n807129418 + 0 mapped (99.35% : N/A)\n801206492 + 0 primary mapped (99.34% : N/A)')]);
  r.turn(`Job ${job} completed in 1h13m52s (exit 0:0, peak memory 71.4 GB). TS-1187 mapped at 99.35% overall and 99.34% of primary reads (807.1M of 812.4M reads), with about 9.9% duplicates. The BAM is at results/TS-1187/TS-1187.GRCh38.bam.`);
  return rootSpan(c, 'hpc-assistant', { task: goal }, { status: 'done', job_id: job, mapped_pct: 99.35 }, r.spans, { metadata: { cluster: 'hawthorn', login: c.host('login', 'hpc.example.edu') } });
}

// ---------------------------------------------------------------- 02 auto total-loss valuation (Vercel)
function totalLoss(c) {
  const goal = c.goal = 'Claim AC-90127 (2019 Subaru Outback, flood) looks like a total loss. Order a market valuation and set the indemnity reserve to the valuation amount once it is ready.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'claims-desk',
    system: 'You are a claims desk assistant. Tools: requestValuation, getValuation, setReserve. Reserves must match a completed valuation.',
    user: goal,
  });
  const vid = 'VAL-' + c.digits(9);
  r.turn('', [{ name: 'requestValuation', args: { claimId: 'AC-90127', vin: '4S4BSANC5K3' + c.digits(6), mileage: 61240, condition: 'flood' }, out: { valuationId: vid, status: 'QUEUED', eta_minutes: 20, vendor: 'CCC ONE Valuescope' } }]);
  c.sleep(c.int(300000, 500000));
  r.turn('', [{ name: 'getValuation', args: { valuationId: vid }, out: { valuationId: vid, status: 'IN_REVIEW', progress: 40, comparables_found: 3, stage: 'COMPARABLE_SEARCH', updatedAt: c.iso() } }]);
  c.sleep(c.int(400000, 700000));
  r.turn('', [{ name: 'getValuation', args: { valuationId: vid }, out: { valuationId: vid, status: 'IN_REVIEW', progress: 80, comparables_found: 7, stage: 'CONDITION_ADJUSTMENTS', updatedAt: c.iso() } }]);
  c.sleep(c.int(300000, 600000));
  r.turn('', [{ name: 'getValuation', args: { valuationId: vid }, out: { valuationId: vid, status: 'COMPLETE', progress: 100, comparables_found: 7, base_value: 19650.0, adjustments: [{ type: 'mileage', amount: -540.0 }, { type: 'condition', amount: -690.0 }], actual_cash_value: 18420.0, tax_and_fees: 1197.3, report_url: `https://valuescope.example.com/r/${c.hex(20)}.pdf`, completedAt: c.iso() } }]);
  r.turn('', [{ name: 'setReserve', args: { claimId: 'AC-90127', coverage: 'COLLISION_COMPREHENSIVE', reserveType: 'INDEMNITY', amount: 19617.3, basis: vid }, out: { claimId: 'AC-90127', reserve: { type: 'INDEMNITY', previous: 8000.0, current: 19617.3, changedBy: 'claims-desk-bot', changeId: 'rc_' + c.b36(10) } } }]);
  r.turn('The valuation is complete: actual cash value $18,420.00 (base $19,650 less $540 mileage and $690 condition adjustments, from 7 comparables), plus $1,197.30 tax and fees. I raised the indemnity reserve on AC-90127 from $8,000.00 to $19,617.30, citing ' + vid + '.');
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 8 }, { text: 'The valuation is complete: actual cash value $18,420.00 ...', finishReason: 'stop', steps: 6 }, r.spans, { metadata: { 'operation.name': 'ai.generateText claims-desk' } });
}

// ---------------------------------------------------------------- 03 municipal plan review (Anthropic)
function planReview(c) {
  const goal = c.goal = 'Watch commercial tenant-improvement application COM-2025-00412 through plan review today; when the permit is issued, book the first framing inspection.';
  const r = new AnthropicRec(c, {
    model: 'claude-sonnet-4-20250514', system: 'You are a permit expediter assistant for Brightwater Contracting. Tools: get_review_status, schedule_inspection.',
    user: goal, tools: ['get_review_status', 'schedule_inspection'],
  });
  const st = (disc, state, extra = {}) => ({ application: 'COM-2025-00412', ...state, disciplines: disc, as_of: c.usTs(), ...extra });
  r.turn('I\'ll check where the review stands.', [{ name: 'get_review_status', args: { application: 'COM-2025-00412' }, out: st({ Building: 'APPROVED', Fire: 'IN_REVIEW', Zoning: 'IN_REVIEW', Engineering: 'APPROVED' }, { status: 'IN_REVIEW', completed: '2 of 4' }) }]);
  c.sleep(c.int(3600e3, 5400e3));
  r.turn('Building and Engineering are done; Fire and Zoning are still in review. Checking again later.', [{ name: 'get_review_status', args: { application: 'COM-2025-00412' }, out: st({ Building: 'APPROVED', Fire: 'APPROVED_WITH_CONDITIONS', Zoning: 'IN_REVIEW', Engineering: 'APPROVED' }, { status: 'IN_REVIEW', completed: '3 of 4', conditions: ['FIRE-07: Provide 10 lb ABC extinguisher within 75 ft travel distance'] }) }]);
  c.sleep(c.int(3600e3, 5400e3));
  r.turn('Fire approved with one condition (an extinguisher within 75 ft). Only Zoning remains.', [{ name: 'get_review_status', args: { application: 'COM-2025-00412' }, out: st({ Building: 'APPROVED', Fire: 'APPROVED_WITH_CONDITIONS', Zoning: 'APPROVED', Engineering: 'APPROVED' }, { status: 'ISSUED', completed: '4 of 4', permit_number: 'BP-25-' + c.digits(5), issued_at: c.usTs(), inspections_available: ['FRAMING', 'ROUGH_ELECTRICAL', 'ROUGH_MECHANICAL'] }) }]);
  r.turn('The permit is issued. Booking the framing inspection.', [{ name: 'schedule_inspection', args: { application: 'COM-2025-00412', type: 'FRAMING', preferred: 'next available AM' }, out: { confirmation: 'INS-' + c.digits(7), type: 'FRAMING', date: c.ymd(c.day(2)), window: '08:00-12:00', inspector: 'R. Castellanos', ivr_code: c.digits(6) } }]);
  r.turn(`Plan review finished today: Building, Engineering and Zoning approved, Fire approved with condition FIRE-07 (a 10 lb ABC extinguisher within 75 ft travel distance). The permit is issued and the framing inspection is booked for ${c.ymd(c.day(2))}, 08:00-12:00, with R. Castellanos. Please make sure the extinguisher is in place before the final inspection.`);
  return rootSpan(c, 'permit-expediter', { task: goal }, { status: 'completed' }, r.spans, { metadata: { jurisdiction: 'City of Brightwater', run: c.uuid() } });
}

// ---------------------------------------------------------------- 04 day-ahead bid award (AutoGen)
function bidAward(c) {
  const goal = c.goal = 'Submit tomorrow\'s day-ahead energy bid for the Cedar Ridge solar+storage resource, wait for the market results and record the awarded schedule.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: { market_ops: 'You are a market operations assistant. Tools: submit_bid, get_bid_status, record_award. The day-ahead market publishes awards after it clears.' },
    task: goal,
  });
  const bid = 'BID-' + c.digits(10);
  r.agent('market_ops', () => {
    r.turn('market_ops', null, [{ name: 'submit_bid', args: { resource: 'CEDRDG_1_SLRBT', market: 'DAM', trade_date: c.ymd(c.day(1)), curve: [{ mw: 20, price: 12.5 }, { mw: 40, price: 28.0 }, { mw: 60, price: 45.0 }] }, out: { bid_id: bid, status: 'SUBMITTED', received: c.isoLocal(-420) } }]);
    c.sleep(c.int(120000, 300000));
    r.turn('market_ops', null, [{ name: 'get_bid_status', args: { bid_id: bid }, out: { bid_id: bid, status: 'VALIDATED', validation: { messages: [], rule_set: 'DAM-2025.04' }, updated: c.isoLocal(-420) } }]);
    c.sleep(c.int(3 * 3600e3, 4 * 3600e3));
    r.turn('market_ops', null, [{ name: 'get_bid_status', args: { bid_id: bid }, out: { bid_id: bid, status: 'AWARDED', market_run: 'DAM ' + c.ymd(c.day(1)), awards: [{ he: 8, mw: 20 }, { he: 9, mw: 40 }, { he: 10, mw: 60 }, { he: 11, mw: 60 }, { he: 12, mw: 60 }, { he: 13, mw: 40 }, { he: 19, mw: 40 }, { he: 20, mw: 60 }], lmp_avg: 41.37, updated: c.isoLocal(-420) } }]);
    r.turn('market_ops', null, [{ name: 'record_award', args: { bid_id: bid, total_mwh: 380 }, out: { ok: true, schedule_id: 'SCH-' + c.digits(8), etrm: 'Allegro', booked_at: c.iso() } }]);
    r.turn('market_ops', 'The bid was validated and cleared: Cedar Ridge is awarded 380 MWh for tomorrow (20 MW in HE8, 40-60 MW through HE9-13, and 40/60 MW in HE19-20) at an average LMP of $41.37. The schedule is booked in Allegro.');
  });
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: null, last_message: 'TextMessage' }, r.spans, { metadata: { 'autogen.version': '0.4.9', iso: 'CAISO' } });
}

// ---------------------------------------------------------------- 05 climate model regridding job (BeeAI)
function regrid(c) {
  const goal = c.goal = 'Regrid the CESM2 monthly surface temperature (tas) for 1980-2014 to the 0.25 degree ERA5 grid and tell me where the output files are.';
  const r = new BeeAIRec(c, {
    llmName: 'OpenAIChatModel', model: 'gpt-4o-mini',
    system: 'You operate the climate data processing service. Tools: SubmitJobTool, JobStatusTool, ListOutputsTool.',
    user: goal,
  });
  const jid = 'rg-' + c.b36(10);
  r.step('I will submit a conservative regridding job with CDO.', { name: 'SubmitJobTool', args: { operator: 'remapcon', source: 'CESM2/historical/r1i1p1f1/Amon/tas', years: '1980-2014', target_grid: 'era5_0p25' }, out: { job_id: jid, state: 'QUEUED', position: 2 } });
  c.sleep(c.int(200000, 400000));
  r.step('The job was queued in position 2; I will check its progress.', { name: 'JobStatusTool', args: { job_id: jid }, out: `job ${jid}: RUNNING 12% (4/35 years) elapsed 00:03:41 worker=${c.host('cdo-worker')}` });
  c.sleep(c.int(900000, 1300000));
  r.step('It is running at 12% after about 4 minutes, so roughly half an hour in total. I will check again later.', { name: 'JobStatusTool', args: { job_id: jid }, out: `job ${jid}: RUNNING 55% (19/35 years) elapsed 00:16:02 worker=${c.host('cdo-worker')}` });
  c.sleep(c.int(1000000, 1400000));
  r.step('At 55% after 16 minutes, so about 13 more minutes. Checking again.', { name: 'JobStatusTool', args: { job_id: jid }, out: `job ${jid}: SUCCEEDED 100% (35/35 years) elapsed 00:29:18 exit=0` });
  r.step('The job succeeded; now I list the output files.', { name: 'ListOutputsTool', args: { job_id: jid }, out: { prefix: `/data/processed/regrid/${jid}/`, files: [{ name: 'tas_Amon_CESM2_historical_r1i1p1f1_era5-0p25_198001-199912.nc', size: '7.8G' }, { name: 'tas_Amon_CESM2_historical_r1i1p1f1_era5-0p25_200001-201412.nc', size: '5.9G' }], checksum_file: 'SHA256SUMS' } });
  r.final('The outputs are listed.', `The regridding job ${jid} finished in 29 minutes. The regridded tas files (ERA5 0.25 degree grid, conservative remapping) are in /data/processed/regrid/${jid}/: tas_Amon_CESM2_historical_r1i1p1f1_era5-0p25_198001-199912.nc (7.8 GB) and ..._200001-201412.nc (5.9 GB), with checksums in SHA256SUMS.`);
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal }, { result: { text: `The regridding job ${jid} finished in 29 minutes ...` }, iterations: 6 }, r.spans, { metadata: { framework: 'beeai-framework 0.1.20' } });
}

// ---------------------------------------------------------------- 06 e-commerce refund batch (Langfuse SDK)
function refundBatch(c) {
  const goal = c.goal = 'Process the 120 approved refunds from yesterday\'s returns queue as one batch, deal with any failures, and report the outcome.';
  const r = new LangfuseRec(c, {
    graph: false, llmName: 'refunds-agent.llm', model: 'gpt-4o-2024-08-06',
    system: 'You run refunds for Fable & Fern. Tools: create_refund_batch, get_batch, issue_store_credit. Failed card refunds go to store credit.', user: goal,
  });
  const b = 'rb_' + c.b62(14);
  r.turn('', [{ name: 'create_refund_batch', args: { source: 'returns_queue', approved_on: c.ymd(c.day(-1)), count: 120 }, out: { batch_id: b, status: 'pending', total: 120, amount_total: '6,842.15 USD', created_at: c.iso() } }]);
  c.sleep(c.int(60000, 120000));
  r.turn('', [{ name: 'get_batch', args: { batch_id: b }, out: { batch_id: b, status: 'processing', succeeded: 40, failed: 0, remaining: 80, updated_at: c.iso() } }]);
  c.sleep(c.int(90000, 150000));
  r.turn('', [{ name: 'get_batch', args: { batch_id: b }, out: { batch_id: b, status: 'processing', succeeded: 95, failed: 1, remaining: 24, updated_at: c.iso() } }]);
  c.sleep(c.int(60000, 100000));
  r.turn('Batch finished with 2 failed refunds; moving those two to store credit.', [{ name: 'get_batch', args: { batch_id: b }, out: { batch_id: b, status: 'completed', succeeded: 118, failed: 2, remaining: 0, failures: [{ order: 'FF-771203', amount: '64.00', code: 'expired_card' }, { order: 'FF-771590', amount: '129.50', code: 'account_closed' }], updated_at: c.iso() } }]);
  r.turn('', [
    { name: 'issue_store_credit', args: { order: 'FF-771203', amount: '64.00', reason: 'refund_failed_expired_card' }, out: { credit_id: 'sc_' + c.b36(10), balance_after: '64.00', email_sent: true } },
    { name: 'issue_store_credit', args: { order: 'FF-771590', amount: '129.50', reason: 'refund_failed_account_closed' }, out: { credit_id: 'sc_' + c.b36(10), balance_after: '151.25', email_sent: true } },
  ]);
  r.turn(`Batch ${b} completed: 118 of 120 card refunds went through. The two that failed (FF-771203, $64.00, expired card; FF-771590, $129.50, account closed) were issued as store credit and the customers were emailed. Nothing is left pending.`);
  return rootSpan(c, 'refunds-agent', { task: goal }, { status: 'completed', refunded: 118, store_credit: 2 }, r.spans, { metadata: { langfuse_session: c.uuid(), shop: 'fable-and-fern' } });
}

export const ROWS = [
  { n: '01', domain: 'genomics HPC (Slurm)', style: 'plain message-level (tool_calls, JSON-string args)', stagnation: false, build: slurm,
    isolates: 'A Slurm job moves PENDING -> RUNNING -> COMPLETED across polls and the agent then reads flagstat and reports the mapping rate.' },
  { n: '02', domain: 'auto total-loss claims', style: 'Vercel AI SDK telemetry', stagnation: false, build: totalLoss,
    isolates: 'A valuation goes QUEUED -> 40% -> 80% -> COMPLETE and the agent sets the reserve from the result.' },
  { n: '03', domain: 'municipal plan review', style: 'Anthropic messages (tool_use)', stagnation: false, build: planReview,
    isolates: 'Review disciplines complete 2 -> 3 -> 4 of 4 and the permit is issued; the agent then books an inspection.' },
  { n: '04', domain: 'electricity market operations', style: 'AutoGen v0.4', stagnation: false, build: bidAward,
    isolates: 'A day-ahead bid goes SUBMITTED -> VALIDATED -> AWARDED and the award is recorded.' },
  { n: '05', domain: 'climate data processing', style: 'BeeAI ReAct', stagnation: false, build: regrid,
    isolates: 'A regridding job goes 12% -> 55% -> SUCCEEDED, each Thought updating the estimate, then the outputs are listed.' },
  { n: '06', domain: 'e-commerce refunds', style: 'Langfuse SDK observations', stagnation: false, build: refundBatch,
    isolates: 'A refund batch goes pending -> 40/120 -> 95/120 -> completed with 2 failures, which the agent moves to store credit.' },
];
