// Family 6 (healthy): polling with identical results (apart from timestamps/counters) until the status changes, then acting on it.
import { agent, llm, tool, pending } from './lib.mjs';

export const family = {
  name: 'poll-until-status-flips',
  isolates: 'The agent polls a status several times with results identical apart from timestamps or counters, then the status changes and the agent acts on the new state and finishes.',
  loop: false,
  stagnation: false,
};

// 1. SRE: deployment status poll, then smoke test
function deployPoll(c) {
  const goal = 'Deploy payments-gateway v2.14.0 to production via Argo CD and confirm it is healthy.';
  const M = 'claude-3-5-sonnet';
  const poll = (phase, health) => tool('argocd.app_get', { app: 'payments-gateway-prod', refresh: 'normal' }, {
    sync: { status: phase === 'Succeeded' ? 'Synced' : 'OutOfSync', revision: 'v2.14.0' }, health: { status: health }, operationState: { phase, startedAt: c.isoS(15, 35) },
  });
  const kids = [
    tool('argocd.app_set', { app: 'payments-gateway-prod', param: 'image.tag=v2.14.0' }, { ok: true, at: c.isoS() }),
    tool('argocd.app_sync', { app: 'payments-gateway-prod', prune: false }, { operation: 'sync', phase: 'Running', id: c.uuid() }),
    poll('Running', 'Progressing'),
    poll('Running', 'Progressing'),
    poll('Running', 'Progressing'),
    poll('Running', 'Progressing'),
    poll('Succeeded', 'Healthy'),
    llm(M, 'Sync succeeded and the app reports Healthy. Running the synthetic payment smoke test against production.'),
    tool('synthetics.run', { check: 'payments-e2e-authorize-capture', region: 'eu-west-1' }, { run_id: c.hex(12), passed: true, steps: 6, duration_ms: c.ms() }),
  ];
  return { domain: 'SRE/on-call', goal, root: agent('deploy-bot', goal, 'payments-gateway v2.14.0 is live in production: Argo CD Synced/Healthy and the authorize-capture smoke test passed.', kids) };
}

// 2. data engineering: Databricks job run poll, then publish table
function sparkJobPoll(c) {
  c.str = true;
  const goal = 'Rebuild the customer_360 table with yesterday\'s data and notify #analytics when it is fresh.';
  const M = 'gpt-4o-mini';
  const runId = c.int(100000000, 999999999);
  const poll = (life, result) => tool('databricks.runs_get', c.a({ run_id: runId }), {
    run_id: runId, state: { life_cycle_state: life, result_state: result, state_message: life === 'RUNNING' ? 'In run' : '' }, start_time: 0, execution_duration: 0, polled_at_ms: c.epochMs(45, 75),
  });
  const kids = [
    tool('databricks.jobs_get', c.a({ job_id: 7731 }), { job_id: 7731, settings: { name: 'gold_customer_360_daily', max_concurrent_runs: 1, timeout_seconds: 7200 }, created_time: 1690000000000 }),
    tool('databricks.runs_list', c.a({ job_id: 7731, active_only: true }), { runs: [], has_more: false }),
    llm(M, 'No active run for gold_customer_360_daily, so starting one with yesterday as run_date. It usually takes 20-30 minutes; I will poll about once a minute.'),
    tool('databricks.jobs_run_now', c.a({ job_id: 7731, notebook_params: { run_date: c.dateOnly(-1) } }), { run_id: runId, number_in_job: c.int(300, 900) }),
    poll('PENDING', null),
    ...Array.from({ length: 25 }, () => poll('RUNNING', null)),
    poll('TERMINATED', 'SUCCESS'),
    tool('sql.query', c.a({ warehouse: 'analytics-wh', sql: 'select max(updated_at), count(*) from gold.customer_360' }), { rows: [[c.isoS(), 4182231]], ms: c.ms() }),
    llm(M, 'Job terminated with SUCCESS and the table shows 4,182,231 rows updated today. Posting to #analytics.'),
    tool('slack.post', c.a({ channel: '#analytics', text: 'gold.customer_360 refreshed with yesterday\'s data (4,182,231 rows).' }), { ok: true, ts: `${c.epoch()}.000${c.int(100, 999)}` }),
  ];
  // keep start_time constant across polls, bump execution_duration like the real API
  const start = kids[4].output.polled_at_ms - 30000;
  kids.slice(4, 31).forEach((k, i) => { k.output.start_time = start; k.output.execution_duration = i === 0 ? 0 : k.output.polled_at_ms - start; });
  return { domain: 'data engineering', goal, root: agent('pipeline-agent', goal, 'customer_360 rebuilt (run succeeded, 4,182,231 rows) and #analytics notified.', kids) };
}

// 3. healthcare admin: prior-auth status poll, then schedule
function authStatusPoll(c) {
  const goal = 'Once Blue Shield approves the prior auth for the knee arthroscopy (patient MRN 00771203), put it on Dr. Osei\'s OR schedule.';
  const M = 'claude-3-haiku';
  const ref = 'PA' + c.int(10000000, 99999999);
  const poll = (status, extra = {}) => tool('availity.auth_status', { reference: ref }, { reference: ref, status, payer: 'Blue Shield of California', last_checked: c.human(1800, 3600), ...extra });
  const kids = [
    poll('PENDED - CLINICAL REVIEW'),
    poll('PENDED - CLINICAL REVIEW'),
    poll('PENDED - CLINICAL REVIEW'),
    poll('APPROVED', { auth_number: 'BSC-' + c.upper(9), valid_from: '2024-05-06', valid_to: '2024-08-04', units: 1 }),
    llm(M, 'Authorization approved and valid from May 6 to Aug 4. Looking for Dr. Osei\'s next open OR block.'),
    tool('or_schedule.find_slots', { surgeon: 'Osei, K.', procedure_cpt: '29881', after: '2024-05-06', duration_min: 90 }, [{ room: 'OR-4', start: '2024-05-09T07:30', end: '2024-05-09T09:00' }, { room: 'OR-2', start: '2024-05-13T12:00', end: '2024-05-13T13:30' }]),
    tool('or_schedule.book', { room: 'OR-4', start: '2024-05-09T07:30', mrn: '00771203', cpt: '29881', auth: 'from_status' }, { case_id: 'CASE-' + c.int(100000, 999999), confirmed: true }),
  ];
  kids[6].input.auth = kids[3].output.auth_number;
  return { domain: 'healthcare admin', goal, root: agent('surgery-scheduler', goal, 'Prior auth approved; arthroscopy booked in OR-4 on May 9 at 07:30 with Dr. Osei.', kids) };
}

// 4. e-commerce: refund settlement poll, then customer email
function refundPoll(c) {
  c.str = true;
  const goal = 'Refund order #88412 (damaged item) to the original card and email the customer once the refund has actually settled.';
  const M = 'gpt-4-turbo';
  const re = 're_' + c.alnum(24);
  const poll = (status) => tool('stripe.refunds.retrieve', c.a({ id: re }), { id: re, object: 'refund', amount: 6499, currency: 'usd', status, created: 1700000000, charge: 'ch_3P' + c.alnum(20), request_id: 'req_' + c.alnum(14) });
  const kids = [
    tool('shop.get_order', c.a({ order: '88412' }), { order: '88412', email: 'm.tanaka@example.org', total: '64.99', payment: 'card ••4242', status: 'delivered' }),
    tool('stripe.refunds.create', c.a({ payment_intent: 'pi_3P' + c.alnum(20), amount: 6499, reason: 'requested_by_customer' }), { id: re, status: 'pending', created: 1700000000 }),
    poll('pending'),
    poll('pending'),
    poll('pending'),
    poll('succeeded'),
    llm(M, 'The refund has settled (status succeeded). Sending the confirmation email.'),
    tool('email.send', c.a({ to: 'm.tanaka@example.org', template: 'refund_settled', vars: { order: '88412', amount: '$64.99' } }), { message_id: `<${c.uuid()}@mail.shop.example>`, queued: true }),
  ];
  const created = c.epoch();
  kids.slice(1, 6).forEach((k) => { k.output.created = created; });
  // charge id constant
  const ch = kids[2].output.charge; kids.slice(2, 6).forEach((k) => { k.output.charge = ch; });
  return { domain: 'e-commerce', goal, root: agent('OrderOpsAgent', goal, 'Refund of $64.99 for order #88412 settled; confirmation email sent to m.tanaka@example.org.', kids) };
}

// 5. IoT: OTA job poll, then verify version (nested sub-agent)
function otaPoll(c) {
  const goal = 'Push the hotfix firmware 5.2.3 to the pilot cold-room sensor gateway GW-RTM-017 and confirm it is running it.';
  const M = 'mistral-large';
  const job = 'ota-' + c.hex(8);
  const poll = (state, attempt) => tool('iot.describe_job_execution', { jobId: job, thingName: 'GW-RTM-017' }, { execution: { jobId: job, status: state, statusDetails: { step: state === 'IN_PROGRESS' ? 'installing' : 'done' }, versionNumber: attempt, lastUpdatedAt: c.epoch(40, 70) } });
  const sub = [
    tool('iot.create_job', { jobId: job, targets: ['arn:aws:iot:eu-west-1:1234:thing/GW-RTM-017'], document: { firmware: '5.2.3', url: 's3://fw-bucket/gw/5.2.3.bin', sha256: c.hex(64) } }, { jobArn: `arn:aws:iot:eu-west-1:1234:job/${job}`, jobId: job }),
    poll('QUEUED', 1),
    poll('IN_PROGRESS', 2),
    poll('IN_PROGRESS', 3),
    poll('IN_PROGRESS', 4),
    poll('IN_PROGRESS', 5),
    poll('SUCCEEDED', 6),
    tool('iot.get_shadow', { thingName: 'GW-RTM-017' }, { state: { reported: { fw: '5.2.3', uptime_s: c.int(40, 90), sensors_online: 24 } }, timestamp: c.epoch() }),
  ];
  const kids = [
    agent('ota-worker', 'Deploy firmware 5.2.3 to GW-RTM-017 and report the running version.', 'Job SUCCEEDED; shadow reports fw 5.2.3 with 24/24 sensors online.', sub),
    llm(M, 'The gateway reports firmware 5.2.3 and all 24 cold-room sensors reconnected after the reboot. The pilot hotfix is confirmed.'),
  ];
  return { domain: 'IoT/device fleet', goal, root: agent('fleet-assistant', goal, 'GW-RTM-017 is running firmware 5.2.3; all 24 sensors back online.', kids) };
}

// 6. legal: e-signature envelope poll, then file signed copy
function envelopePoll(c) {
  const goal = 'Get the Mercer Logistics MSA countersigned by their GC and file the executed copy in the contracts repository.';
  const M = 'ChatOpenAI(gpt-4o)';
  const rec = c.int(10000, 99999);
  const env = c.uuid();
  const changed = {};
  const poll = (status) => {
    const mod = c.isoS(300, 900).replace('Z', '.0000000Z');
    changed[status] ??= mod;
    return tool('docusign.get_envelope', { envelopeId: env }, { envelopeId: env, status, statusChangedDateTime: changed[status], lastModifiedDateTime: mod, recipients_pending: status === 'completed' ? 0 : 1 });
  };
  const kids = [
    tool('docusign.send_envelope', { template: 'MSA-standard', signers: [{ name: 'R. Castillo', email: 'rcastillo@mercerlogistics.com', role: 'Counterparty GC' }] }, { envelopeId: env, status: 'sent', uri: `/envelopes/${env}` }),
    poll('sent'),
    poll('delivered'),
    poll('delivered'),
    poll('delivered'),
    poll('delivered'),
    poll('completed'),
    llm(M, 'The envelope is completed. Downloading the combined signed PDF with the certificate of completion and filing it.'),
    tool('docusign.download_documents', { envelopeId: env, documentId: 'combined' }, { path: `${c.tmp()}/MSA_Mercer_signed.pdf`, bytes: c.int(180000, 420000), sha256: c.hex(64) }),
    tool('clm.upload', { matter: 'Mercer Logistics', type: 'MSA', status: 'executed', file: 'MSA_Mercer_signed.pdf' }, { record_id: 'CLM-' + rec, url: 'https://clm.internal/records/' + rec }),
  ];
  return { domain: 'legal', goal, root: agent('legal-ops', goal, 'Mercer MSA fully executed (R. Castillo signed) and filed in the CLM as an executed MSA.', kids) };
}

export const scenarios = [deployPoll, sparkJobPoll, authStatusPoll, refundPoll, otaPoll, envelopePoll];
