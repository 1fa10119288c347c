// Family 3: re-reading a state that never changes. The same status/read 3-6 times, each result
// identical apart from volatile parts; never resolved. loop: true; stagnation per row.
import { OpenAIRec, AnthropicRec, VercelRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'frozen_status_reread';
export const LOOP = true;
export const STAGNATION = 'per-row';

const age = (ms) => {
  const s = Math.floor(ms / 1000);
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 10 ? `${m}m${s % 60}s` : `${m}m`;
};

// ---------------------------------------------------------------- 01 Kubernetes rollout (plain, tools nested in llm spans)
function k8s(c) {
  const goal = c.goal = 'Roll out payments-api v2.14.3 to the prod-eu cluster (namespace payments) and confirm all pods are healthy before closing change CHG-20931.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4.1-2025-04-14', nest: true, rawArgs: true,
    system: 'You are an SRE assistant with a run_shell tool on the prod-eu bastion (kubectl context prod-eu). Follow the change plan; do not delete resources.',
    user: goal, tools: ['run_shell'],
  });
  const sh = (cmd, stdout, ms = [300, 1400]) => ({ name: 'run_shell', args: { command: cmd, timeout_s: 60 }, out: { exit_code: 0, stdout, stderr: '' }, ms });
  r.turn(null, [sh('kubectl -n payments set image deployment/payments-api api=registry.internal.acme.io/payments/payments-api:v2.14.3', 'deployment.apps/payments-api image updated\n')]);
  const t0 = c.t;
  const rs = c.hex(10).replace(/^[0-9]/, '6');
  const oldRs = c.hex(10).replace(/^[0-9]/, '5');
  const oldPods = Array.from({ length: 6 }, () => `payments-api-${oldRs}-${c.b36(5)}`);
  const newPod = `payments-api-${rs}-${c.b36(5)}`;
  const nodes = Array.from({ length: 6 }, (_, i) => `ip-10-42-${c.int(10, 60)}-${c.int(2, 250)}.eu-west-1.compute.internal`);
  const ips = Array.from({ length: 6 }, () => `10.244.${c.int(0, 40)}.${c.int(2, 250)}`);
  const getPods = () => {
    const now = c.t;
    const lines = ['NAME                            READY   STATUS    RESTARTS      AGE     IP             NODE                                          NOMINATED NODE   READINESS GATES'];
    oldPods.forEach((p, i) => lines.push(`${p.padEnd(31)} 1/1     Running   ${i === 3 ? '1 (2d ago)' : '0         '}    3d4h    ${ips[i].padEnd(14)} ${nodes[i].padEnd(45)} <none>           <none>`));
    lines.push(`${newPod.padEnd(31)} 0/1     Pending   0             ${age(now - t0).padEnd(7)} <none>         <none>                                        <none>           <none>`);
    return lines.join('\n') + '\n';
  };
  for (let i = 0; i < 5; i++) {
    c.sleep(c.int(25000, 50000));
    r.turn(null, [sh('kubectl -n payments get pods -l app=payments-api -o wide', getPods())]);
  }
  return rootSpan(c, 'sre-copilot.run', { change: 'CHG-20931', task: goal }, { status: 'aborted', reason: 'tool-call budget (6) exhausted', change_closed: false }, r.spans,
    { metadata: { operator: 'oncall-eu', bastion: c.host('bastion', 'acme.io'), session: c.uuid() } });
}

// ---------------------------------------------------------------- 02 clinical trials site activation (Anthropic)
function ctms(c) {
  const goal = c.goal = 'Activate site 114 (Hospital Universitario La Paz) for study NVX-2207 as soon as its IRB approval is recorded, then notify the CRA.';
  const r = new AnthropicRec(c, {
    model: 'claude-3-7-sonnet-20250219', system: 'You are a clinical operations assistant with CTMS access. A site can be activated only when irb.decision = APPROVED and the contract is executed.',
    user: goal, tools: ['ctms_get_site_status', 'ctms_activate_site', 'send_email'], wrapResult: true,
  });
  const etag = c.etag(true);
  const status = () => ({
    study: 'NVX-2207', site_number: '114', site_name: 'Hospital Universitario La Paz', country: 'ES', status: 'PENDING_IRB',
    contract: { state: 'EXECUTED', executed_on: '2025-01-17' },
    irb: { committee: 'CEIm Hospital La Paz', reference: 'CEIm-PI-5521', submitted_on: '2025-01-09', decision: null, decision_date: null },
    essential_docs: { complete: 14, required: 14 },
    _meta: { etag, last_sync_from_veeva: c.isoLocal(60), request_id: c.uuid(), replica: c.pick(['ctms-ro-1', 'ctms-ro-2', 'ctms-ro-3']) },
  });
  r.turn('Let me check site 114\'s current status in the CTMS.', [{ name: 'ctms_get_site_status', args: { study: 'NVX-2207', site_number: '114' }, out: status() }]);
  const again = 'Site 114 is still PENDING_IRB and the IRB decision field is empty, while the contract is executed and all 14 essential documents are in. I can\'t activate the site until the approval is recorded, so I\'ll check the site status again.';
  for (let i = 0; i < 4; i++) {
    c.sleep(c.int(20000, 90000));
    r.turn(again, [{ name: 'ctms_get_site_status', args: { study: 'NVX-2207', site_number: '114' }, out: status() }]);
  }
  return rootSpan(c, 'clinops-agent', { task: goal }, { activated: false, notified: false, stop: 'max_turns' }, r.spans,
    { metadata: { sponsor: 'Novexa Therapeutics', run: c.ulid() } });
}

// ---------------------------------------------------------------- 03 port berth planning (Vercel)
function berth(c) {
  const goal = c.goal = 'Confirm the berth assignment for MV NORDIC TERN arriving at Bremerhaven and book a lashing gang for the first shift after berthing.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'vessel-ops-assistant',
    system: 'You are an operations assistant for a container terminal. Tools: findVesselCall, getVesselCall, bookLashingGang. Only book gangs for a confirmed berth window.',
    user: goal,
  });
  r.turn('', [{ name: 'findVesselCall', args: { vesselName: 'NORDIC TERN', port: 'DEBRV' }, out: { matches: [{ callId: 'PCS-25-118822', imo: '9784412', voyage: '512W', status: 'AT_ANCHOR' }], count: 1 } }]);
  let seq = c.int(40000, 90000);
  const call = () => ({
    callId: 'PCS-25-118822', vessel: { name: 'NORDIC TERN', imo: '9784412', mmsi: '255806181', loa_m: 294.1, draught_m: 12.6 },
    status: 'AT_ANCHOR', anchorage: 'Weser Reede Nord', eta_berth: null, berth: null, berthWindow: null,
    pilot: { status: 'NOT_ORDERED' }, holdReason: 'BERTH_OCCUPIED: CT4 berth 2 (MSC LAURA) ETD not confirmed',
    ais: { lat: 53.8817, lon: 8.1744, sogKn: 0.1, navStatus: 'At anchor', lastReport: c.isoS(c.t - c.int(5000, 170000)), receiver: `AIS-RX-${c.pick(['CUX', 'WHV', 'BHV'])}-${c.int(1, 4)}` },
    pcsMessageSeq: (seq += c.int(3, 40)), generatedAt: c.isoLocal(60),
  });
  for (let i = 0; i < 5; i++) {
    if (i) c.sleep(c.int(60000, 240000));
    r.turn('', [{ name: 'getVesselCall', args: { callId: 'PCS-25-118822' }, out: call() }]);
  }
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 6 }, { text: '', finishReason: 'tool-calls', steps: 6 }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText vessel-ops-assistant', 'ai.settings.maxSteps': 6, terminal: 'CT4' } });
}

// ---------------------------------------------------------------- 04 mortgage servicing payoff quote (AutoGen)
function payoff(c) {
  const goal = c.goal = 'Get a payoff quote for loan 0048-221-907 good through May 30 and email it to the title company (closing@summitcrest-title.com).';
  c.setStart('2025-05-21T13:30:00Z');
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: { servicing_agent: 'You are a mortgage servicing assistant. Tools: request_payoff_quote, get_payoff_request, send_email. Quotes must come from the servicing system.' },
    task: goal,
  });
  const reqId = 'PQ-' + c.digits(8);
  r.agent('servicing_agent', () => {
    r.turn('servicing_agent', null, [{ name: 'request_payoff_quote', args: { loan_number: '0048-221-907', good_through: '2025-05-30', requestor: 'title_company' }, out: { request_id: reqId, state: 'SUBMITTED', submitted_at: c.usTs(), sla: '2 business days' } }]);
    for (let i = 0; i < 5; i++) {
      c.sleep(c.int(15000, 45000));
      r.turn('servicing_agent', null, [{
        name: 'get_payoff_request', args: { request_id: reqId },
        out: `{"request_id":"${reqId}","loan_number":"0048-221-907","state":"PROCESSING","step":"AWAITING_ESCROW_ANALYSIS","good_through":"2025-05-30","quote":null,"submitted_at":"2025-05-21","checked_at":"${c.usTs()}","x_correlation_id":"${c.uuid()}","served_by":"${c.host('msp-api', 'svc.local')}"}`,
      }]);
    }
  }, null);
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: 'Maximum number of messages 12 reached, current message count: 12' }, r.spans,
    { metadata: { 'autogen.version': '0.4.5', servicer: 'Lakemont Home Loans' } });
}

// ---------------------------------------------------------------- 05 blood bank crossmatch (BeeAI)
function bloodBank(c) {
  const goal = c.goal = 'Issue 2 units of crossmatch-compatible red cells for patient MRN 00471923 (OR case at 14:30) once the crossmatch is complete.';
  const r = new BeeAIRec(c, {
    llmName: 'OpenAIChatModel', model: 'gpt-4o-mini',
    system: 'You are a transfusion service assistant. Tools: BbOrderLookupTool, CrossmatchStatusTool, IssueUnitsTool. Never issue units that are not crossmatch-compatible.',
    user: goal,
  });
  r.step('I need the active blood bank order for this MRN to get the crossmatch order number.', {
    name: 'BbOrderLookupTool', args: { mrn: '00471923' },
    out: { mrn: '00471923', patient: 'OKONKWO, GRACE', orders: [{ order_no: '25-BB-004417', product: 'RBC', units: 2, priority: 'ASAP', needed_by: '14:30', status: 'XM IN PROGRESS' }] },
  });
  const lastUpd = c.hm(c.t - 38 * 60000);
  const xm = () => `XM-ORDER 25-BB-004417 | MRN 00471923 | STATUS: IN PROGRESS | ABO/Rh: O POS | ABSC: POSITIVE | ABID: PENDING (panel 2 of 2 not resulted) | UNITS ALLOC: 0/2 | TECH: KMW | LAST UPD ${lastUpd} | QRY ${c.hms()} TERM ${c.pick(['BB02', 'BB04', 'BB07'])} #${c.int(1000, 9999)}`;
  r.step('Now I check the crossmatch status for order 25-BB-004417.', { name: 'CrossmatchStatusTool', args: { order_no: '25-BB-004417' }, out: xm() });
  const th = 'The crossmatch for order 25-BB-004417 is still in progress because the antibody screen is positive and the antibody identification is pending, so no compatible units are allocated yet. I will check the crossmatch status again.';
  for (let i = 0; i < 4; i++) {
    c.sleep(c.int(30000, 120000));
    r.step(th, { name: 'CrossmatchStatusTool', args: { order_no: '25-BB-004417' }, out: xm() });
  }
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal, execution: { maxIterations: 6 } }, null, r.spans,
    { error: 'AgentError: Agent was not able to resolve the task in 6 iterations.', metadata: { framework: 'beeai-framework 0.1.13', lis: 'SafeTrace Tx' } });
}

// ---------------------------------------------------------------- 06 dbt Cloud run (Langfuse / LangGraph)
function dbt(c) {
  const goal = c.goal = 'Refresh the finance_mart.daily_revenue model through dbt Cloud job 41877 and report the resulting row counts.';
  const r = new LangfuseRec(c, {
    system: 'You are an analytics-engineering assistant. Tools: trigger_job, get_run, get_run_artifact. Report row counts from run_results.json.',
    user: goal, model: 'gpt-4o-mini-2024-07-18',
  });
  const runId = 70403000000 + c.int(100000, 999999);
  const queuedAt = c.t + 2000;
  r.turn('', [{ name: 'trigger_job', args: { job_id: 41877, cause: 'Triggered by analytics assistant', steps_override: ['dbt build --select finance_mart.daily_revenue+'] }, out: { data: { id: runId, job_definition_id: 41877, status: 1, status_humanized: 'Queued', href: `https://cloud.getdbt.com/deploy/71/projects/1022/runs/${runId}/` }, status: { code: 200, is_success: true, user_message: 'Success!', developer_message: '' } } }]);
  const hms = (ms) => { const s = Math.floor(ms / 1000); return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`; };
  for (let i = 0; i < 4; i++) {
    c.sleep(c.int(30000, 70000));
    const el = c.t - queuedAt;
    r.turn('', [{
      name: 'get_run', args: { run_id: runId },
      out: {
        data: {
          id: runId, job_definition_id: 41877, environment_id: 88213, status: 1, status_humanized: 'Queued', status_message: null,
          in_progress: false, is_complete: false, is_error: false, queued_at: c.sqlTs(queuedAt) + '.' + c.digits(6) + '+00:00', dequeued_at: null, started_at: null,
          duration: hms(el), queued_duration: hms(el), run_duration: '00:00:00', duration_humanized: `${Math.floor(el / 60000)} minutes, ${Math.floor(el / 1000) % 60} seconds`,
          git_branch: 'main', git_sha: null, trigger: { cause: 'Triggered by analytics assistant' },
        },
        status: { code: 200, is_success: true, user_message: 'Success!', developer_message: '' },
      },
    }]);
  }
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, r.spans,
    { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.', metadata: { langfuse_user_id: 'analytics-bot', tags: ['dbt', 'finance'] } });
}

export const ROWS = [
  { n: '01', domain: 'Kubernetes rollout (devops)', style: 'plain message-level, tool spans nested in llm spans', stagnation: false, build: k8s,
    isolates: 'kubectl get pods is re-run five times while the new pod stays Pending; only the AGE column changes and the model writes no text.' },
  { n: '02', domain: 'clinical trial site activation', style: 'Anthropic messages (tool_use/tool_result)', stagnation: true, build: ctms,
    isolates: 'The CTMS site status stays PENDING_IRB with the same etag across five reads while the model repeats the same justification sentence each time.' },
  { n: '03', domain: 'container port berth planning', style: 'Vercel AI SDK telemetry', stagnation: false, build: berth,
    isolates: 'A vessel call is re-read five times and stays AT_ANCHOR with no berth; only AIS report time, receiver, message sequence and generation time differ.' },
  { n: '04', domain: 'mortgage servicing', style: 'AutoGen v0.4', stagnation: false, build: payoff,
    isolates: 'A payoff-quote request is polled five times and stays PROCESSING / AWAITING_ESCROW_ANALYSIS; only checked_at, correlation id and replica host vary.' },
  { n: '05', domain: 'hospital blood bank', style: 'BeeAI ReAct', stagnation: true, build: bloodBank,
    isolates: 'A crossmatch status line reads IN PROGRESS / ABID PENDING five times, with only query time and terminal changing, and the Thought is repeated verbatim.' },
  { n: '06', domain: 'data warehouse (dbt Cloud)', style: 'Langfuse (LangGraph callback)', stagnation: false, build: dbt,
    isolates: 'A dbt Cloud run stays Queued across four polls; only the elapsed-duration counters grow, and the agent never acts on it.' },
];
