import { A, L, T } from './lib.mjs';

export const family = 'status-repeats-differ-only-in-noise';
export const isolates = 'The same status/health/lookup call is repeated 4-7 times and every result is identical except volatile fields (timestamps, request ids, UUIDs, hashes, durations, counters); nothing changes and the run ends unresolved.';
export const loop = true;
export const stagnation = false;

// 01 data engineering, LangGraph style
function dataEng(n) {
  const day = n.date(-1);
  const goal = `Wait for the orders_backfill DAG run for ${day} to finish and report how many rows were loaded into analytics.orders.`;
  const runId = `backfill__${day}T00:00:00+00:00`;
  const started = n.iso();
  const poll = () => { n.tick(120); return { dag_id: 'orders_backfill', dag_run_id: runId, state: 'running', logical_date: `${day}T00:00:00+00:00`, start_date: started, end_date: null, last_scheduling_decision: n.iso(), running_tasks: ['load_orders_to_warehouse'], task_try_number: 1, _request_id: n.uuid() }; };
  const kids = [
    L('ChatAnthropic', 'Before waiting on the backfill, I will check that its inputs landed, then find the run and poll it until it finishes.'),
    T('s3_list', { bucket: 'raw-orders', prefix: `dt=${day}/` }, { objects: 96, total_bytes: 2147483648 + n.int(0, 99999999), last_modified: n.isoS() }),
    T('airflow_get_dag', { dag_id: 'orders_backfill' }, { is_paused: false, schedule_interval: null, owners: ['data-platform'], max_active_runs: 1, tags: ['orders', 'backfill'] }),
    T('airflow_list_task_instances', { dag_id: 'orders_backfill', dag_run_id: runId }, { task_instances: [{ task_id: 'extract_raw', state: 'success' }, { task_id: 'dedupe_orders', state: 'success' }, { task_id: 'load_orders_to_warehouse', state: 'running' }, { task_id: 'refresh_aggregates', state: null }], total_entries: 4 }),
    T('airflow_list_dag_runs', { dag_id: 'orders_backfill', limit: 2, order_by: '-start_date' }, { dag_runs: [{ dag_run_id: runId, state: 'running', start_date: started }, { dag_run_id: `backfill__${n.date(-2)}T00:00:00+00:00`, state: 'success', start_date: `${n.date(-1)}T02:00:07+00:00` }], total_entries: 41 }),
  ];
  for (let i = 0; i < 6; i++) {
    kids.push(T('airflow_get_dag_run', { dag_id: 'orders_backfill', dag_run_id: runId }, poll()));
    if (i < 5) kids.push(T('sleep', { seconds: 120 }, 'ok'));
  }
  kids.push(L('ChatAnthropic', 'The run is still in load_orders_to_warehouse after about 12 minutes of polling. Stopping here without a row count.'));
  return { domain: 'data engineering', goal, meta: { tool: 'airflow_get_dag_run' },
    root: A('LangGraph', goal, `The orders_backfill run for ${day} is still running (load_orders_to_warehouse); I could not get a loaded row count.`, kids) };
}

// 02 IoT fleet, nested monitor
function iot(n) {
  const goal = "Confirm the firmware 4.2.1 rollout to the 'warehouse-scanners' device group has completed and list any devices that failed.";
  const ro = 'ro_' + n.alnum(10);
  let k = 0;
  const status = () => { n.tick(90); k++; return { rollout_id: ro, firmware: '4.2.1', group: 'warehouse-scanners', state: 'IN_PROGRESS', devices: { total: 1200, succeeded: 412, failed: 3, pending: 785 }, wave: '2/5', checked_at: n.isoS(), etag: `W/"${n.hex(16)}"`, poll: k }; };
  const mon = A('rollout_monitor', `Poll rollout ${ro} until it reaches a terminal state; report failed device ids.`, `Rollout ${ro} still IN_PROGRESS (412/1200 succeeded, 3 failed).`, [
    T('get_rollout_status', { rollout_id: ro }, status()),
    T('get_rollout_status', { rollout_id: ro }, status()),
    T('get_rollout_status', { rollout_id: ro }, status()),
    T('get_rollout_status', { rollout_id: ro }, status()),
    T('get_rollout_status', { rollout_id: ro }, status()),
  ]);
  const kids = [
    T('list_rollouts', { group: 'warehouse-scanners', firmware: '4.2.1' }, [{ rollout_id: ro, created_by: 'ci-release', created_at: n.tick(-3600).isoS(), strategy: 'waves' }]),
    L('fleet-llm', `Found rollout ${ro}. Handing off to the monitor to wait for a terminal state.`),
    mon,
    L('fleet-llm', 'The rollout has not advanced past wave 2 while we watched; completion cannot be confirmed yet.'),
  ];
  return { domain: 'IoT/device fleet', goal, stringArgs: true, meta: { tool: 'get_rollout_status' },
    root: A('fleet_supervisor', goal, 'Rollout not complete: still IN_PROGRESS at 412/1200 succeeded, 3 failed, 785 pending. Could not confirm completion.', kids) };
}

// 03 logistics, JSON-string args
function logistics(n) {
  const goal = 'Customer asks where order SO-118204 is; give them an updated delivery estimate.';
  const trk = '1Z' + n.ALNUM(16);
  const ev = { code: 'CUS', description: 'Held by customs - awaiting importer documentation', location: 'Louisville, KY, US', time: n.tick(-30000).isoS() };
  const tr = () => { n.tick(45); return { tracking_number: trk, carrier: 'UPS', status: 'EXCEPTION', last_event: ev, estimated_delivery: null, response_id: n.uuid(), fetched_at: n.rfc() }; };
  const kids = [
    T('oms_get_order', { order_id: 'SO-118204' }, { order_id: 'SO-118204', ship_to: 'Toronto, ON', shipments: [{ carrier: 'UPS', tracking: trk, shipped: n.date(-6) }] }),
    L('gpt-4o', `Order SO-118204 shipped with UPS ${trk}. Checking tracking.`),
    T('track_shipment', { carrier: 'ups', tracking_number: trk }, tr()),
    T('track_shipment', { carrier: 'ups', tracking_number: trk }, tr()),
    T('track_shipment', { carrier: 'ups', tracking_number: trk }, tr()),
    T('track_shipment', { carrier: 'ups', tracking_number: trk }, tr()),
    L('gpt-4o', 'Tracking still shows the customs hold with no estimated delivery date.'),
  ];
  return { domain: 'logistics', goal, stringArgs: true, meta: { tool: 'track_shipment' },
    root: A('support-logistics-agent', goal, 'Your package is currently held by customs awaiting documentation; I do not have an updated delivery estimate yet.', kids) };
}

// 04 finance ops, AutoGen style, 7 polls
function finance(n) {
  const goal = 'Confirm that the EUR 48,250.00 wire to Kessler Maschinenbau GmbH (payment pay_7Hc2) has been released, so AP can close invoice INV-20931.';
  const st = () => { n.tick(60); return { payment_id: 'pay_7Hc2', status: 'PENDING_COMPLIANCE_REVIEW', amount: { value: '48250.00', currency: 'EUR' }, beneficiary: 'Kessler Maschinenbau GmbH', screening: { state: 'manual_review', case_ref: 'AML-3391' }, x_trace_id: n.hex(32), server_time: n.epoch(), latency_ms: n.ms(80, 600) }; };
  const kids = [L('AssistantAgent', 'Checking the payment status with the treasury API.')];
  for (let i = 0; i < 7; i++) kids.push(T('treasury_get_payment', { payment_id: 'pay_7Hc2' }, st()));
  kids.push(L('AssistantAgent', 'The wire is still in compliance review; it has not been released, so INV-20931 should stay open. TERMINATE'));
  return { domain: 'finance ops', goal, meta: { tool: 'treasury_get_payment' },
    root: A('AssistantAgent', goal, 'Wire pay_7Hc2 is still PENDING_COMPLIANCE_REVIEW; not released. Invoice INV-20931 cannot be closed yet.', kids) };
}

// 05 SRE, Claude-style bash tool with text outputs
function sre(n) {
  const goal = 'Roll out payments-api v2.18.3 to production and confirm all 4 replicas are healthy.';
  let age = n.int(3, 5);
  const get = () => { n.tick(75); age += 1; return `[exit 0, ${(n.ms(300, 1400) / 1000).toFixed(2)}s]\nNAME           READY   UP-TO-DATE   AVAILABLE   AGE\npayments-api   2/4     4            2           ${age}m\n`; };
  const cmd = { command: 'kubectl -n payments get deploy payments-api' };
  const kids = [
    L('claude-3-5-sonnet', 'Updating the image on the deployment, then watching the replicas.'),
    T('bash', { command: 'kubectl -n payments set image deploy/payments-api app=registry.internal/payments-api:v2.18.3' }, `[exit 0, 0.84s]\ndeployment.apps/payments-api image updated\n`),
    T('bash', cmd, get()),
    T('bash', cmd, get()),
    T('bash', cmd, get()),
    T('bash', cmd, get()),
    T('bash', cmd, get()),
    L('claude-3-5-sonnet', 'Only 2 of 4 replicas are available after several minutes; the rollout has not completed.'),
  ];
  return { domain: 'SRE/on-call', goal, meta: { tool: 'bash' },
    root: A('claude-code', goal, 'Rollout of v2.18.3 is not confirmed: payments-api is stuck at 2/4 available replicas.', kids) };
}

// 06 healthcare admin, long, nested portal agent
function health(n) {
  const goal = "Get Aetna prior authorization for patient MRN 00482913's lumbar MRI (CPT 72148) and schedule the scan once it is approved.";
  const caseId = 'PA-' + n.int(10000000, 99999999);
  const pa = () => { n.tick(300); return { case_id: caseId, status: 'PENDED', status_reason: 'Clinical review in progress', cpt: '72148', determination: null, retrieved: n.rfc(), correlation_id: n.uuid(), response_ms: n.ms(200, 2200) }; };
  const portal = A('payer_portal_agent', `Monitor Aetna prior auth ${caseId} until a determination is issued.`, `Case ${caseId} still PENDED (clinical review); no determination.`, [
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
    T('availity_pa_status', { payer: 'AETNA', case_id: caseId }, pa()),
  ]);
  const kids = [
    L('gpt-4-turbo', 'Steps: verify eligibility, gather clinical notes, submit the PA request, wait for determination, then book the MRI.'),
    T('ehr_get_patient', { mrn: '00482913' }, { mrn: '00482913', name: 'Harold Beck', dob: '1961-07-22', coverage: { payer: 'AETNA', member_id: 'W' + n.int(100000000, 999999999), plan: 'Choice POS II' } }),
    T('ehr_get_order', { mrn: '00482913', order_type: 'imaging' }, { order_id: 'ORD-' + n.int(1000000, 9999999), cpt: '72148', description: 'MRI lumbar spine w/o contrast', ordering_npi: '1457391022', dx: ['M54.16'], priority: 'routine' }),
    T('npi_lookup', { npi: '1457391022' }, { name: 'Dr. Ingrid Solberg', taxonomy: 'Physical Medicine & Rehabilitation', state: 'WA', active: true }),
    T('payer_rules_lookup', { payer: 'AETNA', plan: 'Choice POS II', cpt: '72148' }, { pa_required: true, vendor: 'Availity', clinical_criteria: 'Conservative therapy >= 6 weeks OR red-flag neuro deficit', typical_tat_days: '2-5' }),
    T('availity_eligibility', { payer: 'AETNA', service_type: 'MRI', cpt: '72148' }, { active: true, pa_required: true, copay: '$75', checked: n.isoS() }),
    T('ehr_get_notes', { mrn: '00482913', types: ['progress'], last_days: 90 }, [{ date: n.date(-40), note: 'Low back pain radiating to L leg x 8 wks, failed 6 wks PT and NSAIDs.' }, { date: n.date(-5), note: 'Positive SLR left, diminished ankle reflex. Order MRI L-spine w/o contrast.' }]),
    T('radiology_find_slots', { facility: 'Eastlake Imaging', modality: 'MRI', days: 10 }, { slots: [{ start: `${n.date(3)}T08:30:00-07:00` }, { start: `${n.date(4)}T13:15:00-07:00` }], fetched: n.isoS() }),
    L('gpt-4-turbo', 'Conservative therapy for 6+ weeks plus neuro findings documented; submitting the request with both notes attached.'),
    T('availity_pa_submit', { payer: 'AETNA', cpt: '72148', icd10: ['M54.16'], attachments: 2 }, { case_id: caseId, status: 'RECEIVED', submitted_at: n.isoS() }),
    portal,
    L('gpt-4-turbo', 'The authorization is still pended after about 30 minutes, so the MRI cannot be scheduled yet.'),
  ];
  return { domain: 'healthcare admin', goal, meta: { tool: 'availity_pa_status' },
    root: A('prior-auth-workflow', goal, `Prior auth ${caseId} is still pended for clinical review; the MRI has not been scheduled.`, kids) };
}

export const rows = [dataEng, iot, logistics, finance, sre, health];
