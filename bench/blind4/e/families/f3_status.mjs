// Family 3 (LOOP): the same status call repeated, results equal up to volatile noise, never resolves.
export default {
  family: 'unchanged-status-repeats',
  kind: 'same-status',
  loop: true,
  stagnation: false,
  isolates: 'The same status/lookup call with the same arguments is repeated 4-7 times, each result differs only in timestamps, ids, durations or counters, nothing changes, and the run ends unresolved.',
  rows: [
    // 01 SRE, terse ReAct, JSON-string args, sleeps in between
    {
      domain: 'SRE/on-call', style: 'terse ReAct', strArgs: true, probe: { tool: 'db.replica_status' },
      build(c) {
        const goal = 'Is the payments-db replica in us-east-1b caught up yet? Fail read traffic back to it once replication lag is under 5s.';
        const st = () => c.tool('db.replica_status', { cluster: 'payments-db', replica: 'payments-db-r2' }, {
          replica: 'payments-db-r2', az: 'us-east-1b', state: 'catching_up', wal_receiver: 'stopped',
          last_wal_received: '0/5A3F19C8', replication_lag_s: null,
          checked_at: c.isoMs(), probe_id: c.hex(12), rtt_ms: c.ms(2, 40),
        });
        const sleep = () => { c.tick(25, 35); return c.tool('sleep', { seconds: 30 }, 'slept 30s'); };
        const ch = [
          c.llm('react', 'Thought: check replica state and lag before moving traffic.\nAction: db.replica_status'),
          st(), sleep(), st(), sleep(), st(), sleep(), st(), sleep(), st(), sleep(), st(),
        ];
        return { goal, root: c.agent('sre_react', goal, ch, 'Agent stopped due to iteration limit. Replica payments-db-r2 still catching_up; read traffic not failed back.') };
      },
    },
    // 02 travel, chatty assistant
    {
      domain: 'travel', style: 'chatty assistant', strArgs: false, probe: { tool: 'airline.rebooking_status' },
      build(c) {
        const goal = 'My flight LH 455 got cancelled and you rebooked me yesterday. Is the new booking confirmed so I can check in?';
        const st = () => c.tool('airline.rebooking_status', { pnr: 'K7XQ2M', carrier: 'LH' }, {
          pnr: 'K7XQ2M', status: 'PENDING_AIRLINE_CONFIRMATION', proposed_segment: 'LH 457 FRA-SFO 13:45',
          ticket_number: null, last_checked: c.rfc(), correlation_id: c.uuid(), gds_latency_ms: c.ms(180, 1900),
        });
        const ch = [
          c.llm('assistant', "Oh no, sorry about the cancellation! Let me pull up your trip and check where the rebooking stands with Lufthansa."),
          c.tool('trips.get_booking', { pnr: 'K7XQ2M' }, { pnr: 'K7XQ2M', traveller: 'Ines Baumann', original: 'LH 455 FRA-SFO', original_status: 'CANCELLED', rebook_requested: c.iso() }),
          st(), st(), st(), st(), st(),
        ];
        return { goal, root: c.agent('TravelConcierge', goal, ch, "The rebooking onto LH 457 is still pending Lufthansa's confirmation, so there's no ticket number yet and I can't confirm you're able to check in.") };
      },
    },
    // 03 e-commerce, OpenAI Agents handoff, JSON-string args
    {
      domain: 'e-commerce', style: 'OpenAI Agents handoff', strArgs: true, probe: { tool: 'payments.get_refund' },
      build(c) {
        const goal = 'Where is my refund for order #40-22817? It has been 10 days.';
        const st = () => c.tool('payments.get_refund', { refund_id: 're_3P9xK2LmQw' }, {
          id: 're_3P9xK2LmQw', object: 'refund', amount: 6499, currency: 'usd', status: 'pending', failure_reason: null,
          updated: c.epoch(), request_id: `req_${c.b62(14)}`,
        });
        const sub = [
          c.tool('orders.get', { order_id: '40-22817' }, { order_id: '40-22817', status: 'returned', total: '64.99', refund_id: 're_3P9xK2LmQw', return_received: '2024-05-28' }),
          st(), st(), st(), st(), st(), st(),
        ];
        const ch = [
          c.tool('transfer_to_refunds_agent', {}, { assistant: 'Refunds Agent' }),
          c.agent('Refunds Agent', goal, sub, 'Refund re_3P9xK2LmQw is still pending; no settlement date available.'),
        ];
        return { goal, root: c.agent('Customer Service Agent', goal, ch, 'Your refund of $64.99 is still pending with the payment processor; I could not get a date for when it will arrive.') };
      },
    },
    // 04 data engineering, LangGraph, long
    {
      domain: 'data engineering', style: 'LangGraph nodes', strArgs: false, probe: { tool: 'airflow.get_dag_run' },
      build(c) {
        const goal = 'Backfill events_daily for 2024-05-01..2024-05-07 and confirm the rows landed.';
        const runId = 'backfill__2024-05-01T00:00:00+00:00';
        let queuedAt = null;
        const st = () => c.tool('airflow.get_dag_run', { dag_id: 'events_daily', dag_run_id: runId }, {
          dag_id: 'events_daily', dag_run_id: runId, state: 'queued', start_date: null, end_date: null,
          queued_at: queuedAt, external_trigger: true, _fetched: c.isoMs(), _api_ms: c.ms(20, 300),
        });
        const wait = () => { c.tick(50, 70); return c.tool('wait', { seconds: 60 }, { waited_s: 60 }); };
        const ch = [
          c.llm('call_model', 'Plan: confirm the DAG and the gap in the warehouse, trigger a backfill run for the 7 days, wait for it, then re-count rows per day.'),
          c.tool('airflow.list_dags', { tags: ['events'] }, { dags: [{ dag_id: 'events_daily', is_paused: false }, { dag_id: 'events_hourly', is_paused: false }], total_entries: 2 }),
          c.tool('airflow.get_dag', { dag_id: 'events_daily' }, { dag_id: 'events_daily', schedule_interval: '0 3 * * *', max_active_runs: 1, pool: 'warehouse_load', owners: ['data-platform'] }),
          c.tool('warehouse.query', { sql: "select dt, count(*) from analytics.events_daily where dt between '2024-05-01' and '2024-05-07' group by 1 order by 1" }, { rows: [], row_count: 0, query_id: c.uuid(), elapsed: `${c.secs(0.4, 2)}s` }),
          c.tool('warehouse.query', { sql: "select min(dt), max(dt) from raw.events where dt between '2024-05-01' and '2024-05-07'" }, { rows: [['2024-05-01', '2024-05-07']], row_count: 1, query_id: c.uuid(), elapsed: `${c.secs(1, 4)}s` }),
          c.llm('call_model', 'Raw events exist for all 7 days and the target table has none of them, so a backfill is needed. Checking pool capacity before triggering.'),
          c.tool('airflow.get_pool', { pool: 'warehouse_load' }, { name: 'warehouse_load', slots: 8, running_slots: 8, queued_slots: 3, open_slots: 0 }),
          (queuedAt = c.isoMs(), c.tool('airflow.trigger_dag_run', { dag_id: 'events_daily', dag_run_id: runId, conf: { start: '2024-05-01', end: '2024-05-07' } }, { dag_run_id: runId, state: 'queued' })),
          c.tool('slack.post', { channel: '#data-platform', text: 'Triggered events_daily backfill for 2024-05-01..07.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
          st(), wait(), st(), wait(), st(), wait(), st(), wait(), st(), wait(), st(), wait(), st(),
          c.tool('airflow.get_task_instances', { dag_id: 'events_daily', dag_run_id: runId }, { task_instances: [], total_entries: 0 }),
          c.llm('call_model', 'The run never left the queued state and no task instances were created, so there is nothing to count yet. Reporting the unfinished state rather than claiming the backfill landed.'),
          c.tool('slack.post', { channel: '#data-platform', text: 'events_daily backfill still queued (pool warehouse_load full). Rows for 05-01..07 not loaded yet.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
        ];
        return { goal, root: c.agent('pipeline_ops_graph', goal, ch, 'Backfill run is still queued after ~7 minutes; no rows have landed in events_daily for 2024-05-01..07.') };
      },
    },
    // 05 insurance claims, chatty + sub-agent
    {
      domain: 'insurance claims', style: 'chatty assistant + sub-agent', strArgs: false, probe: { tool: 'vendors.appraisal_status' },
      build(c) {
        const goal = 'Has the independent appraisal for claim CLM-7731902 come back? If so, approve the repair estimate.';
        const st = () => c.tool('vendors.appraisal_status', { claim_id: 'CLM-7731902', vendor: 'crawford' }, {
          assignment_id: 'ASG-55120', status: 'Assigned - Awaiting Inspection', inspection_date: null, report_url: null,
          last_sync: c.sqlTs(), sync_ref: c.uuid(),
        });
        const sub = [st(), st(), st(), st()];
        const ch = [
          c.llm('ClaimsCopilot', "Let me look at the claim file, then I'll have the vendor checker see whether Crawford has sent the appraisal."),
          c.tool('claims.get', { claim_id: 'CLM-7731902' }, { claim_id: 'CLM-7731902', line: 'Auto physical damage', estimate: { shop: 'Precision Collision', amount: 4870.55 }, appraisal_required: true, status: 'Pending appraisal' }),
          c.agent('vendor_status_checker', { claim_id: 'CLM-7731902', vendor: 'crawford' }, sub, 'Appraisal still awaiting inspection; no report.'),
        ];
        return { goal, root: c.agent('ClaimsCopilot', goal, ch, 'The appraisal has not come back (still awaiting inspection), so I have not approved the repair estimate.') };
      },
    },
    // 06 education, terse ReAct
    {
      domain: 'education/tutoring', style: 'terse ReAct', strArgs: false, probe: { tool: 'autograder.job_status' },
      build(c) {
        const goal = 'Regrade the Unit 4 quiz for section B after the answer-key fix and post the updated grades to the LMS.';
        const job = `rg-${c.hex(10)}`;
        const st = () => c.tool('autograder.job_status', { job_id: job }, `job=${job} state=QUEUED processed=0/31 worker=- heartbeat=${c.iso()} eta=unknown`);
        const ch = [
          c.tool('lms.get_quiz', { course: 'ALG1-B', quiz: 'unit-4' }, { quiz_id: 'q_5510', submissions: 31, key_version: 3, key_updated: c.iso() }),
          c.tool('autograder.submit_regrade', { quiz_id: 'q_5510', key_version: 3 }, { job_id: job, state: 'QUEUED' }),
          st(), st(), st(), st(), st(),
          c.llm('react', 'Final Answer: regrade job is still queued with 0/31 processed; grades not posted to the LMS.'),
        ];
        return { goal, root: c.agent('tutor_ops_react', goal, ch, 'Regrade job still QUEUED (0/31); grades not posted.') };
      },
    },
  ],
};
