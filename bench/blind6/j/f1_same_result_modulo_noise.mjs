import { chat } from './lib.mjs';

// Family 1: the same status/lookup call is repeated and every answer is identical
// apart from volatile parts. Run ends unresolved.

const rows = [
  // 1 — shipping / customs, OpenAI Agents SDK naming, tool-only
  {
    domain: 'shipping/customs',
    style: 'oai',
    agent: 'Import Ops Assistant',
    start: '2024-06-13T15:02:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Container MSKU7730412 came off the MAERSK EMDEN at Long Beach on the 11th. Check whether CBP has released it so I can book the drayage pickup for tomorrow morning.';
      const ch = [];
      ch.push(
        c.tool(
          'lookup_container',
          { container_no: 'MSKU7730412', include: ['events', 'holds'] },
          {
            container_no: 'MSKU7730412',
            size_type: '45G1 (40ft HC)',
            bill_of_lading: 'MAEU238114907',
            vessel: 'MAERSK EMDEN',
            voyage: '418E',
            pod: 'USLGB',
            terminal: 'TTI Pier T',
            discharged_at: '2024-06-11T21:47:00Z',
            availability: 'NOT AVAILABLE',
            last_free_day: '2024-06-17',
            holds: [
              { type: 'CUSTOMS', source: 'CBP', status: 'ACTIVE', set_at: '2024-06-12T06:10:14Z' },
              { type: 'FREIGHT', source: 'LINE', status: 'RELEASED', set_at: '2024-06-10T17:22:51Z' },
            ],
            entry_no: '9KX-0412233-6',
            customs_broker: 'Pacific Rim Customs Brokerage (filer 9KX)',
            events: [
              { code: 'VD', desc: 'Vessel discharge', at: '2024-06-11T21:47:00Z' },
              { code: 'CH', desc: 'Customs hold placed', at: '2024-06-12T06:10:14Z' },
            ],
            fetched_at: c.now(),
          },
        ),
      );
      const N = 5;
      for (let i = 0; i < N; i++) {
        c.tick(2, 11);
        ch.push(
          c.tool(
            'get_entry_status',
            { entry_no: '9KX-0412233-6', filer_code: '9KX', port_code: '2704' },
            {
              entry_no: '9KX-0412233-6',
              port: '2704 Los Angeles/Long Beach',
              entry_type: '01 Consumption',
              cargo_release: {
                status: 'HOLD',
                disposition_code: '1H',
                description: 'CBP INTENSIVE EXAM REQUIRED',
                ces_facility: 'Shippers Transport Express CES (FIRMS Y258)',
                exam_scheduled_for: null,
              },
              bill_status: [{ bol: 'MAEU238114907', status: 'ON HOLD', qty: 1, uom: 'CTR' }],
              last_ace_message_at: '2024-06-12T06:10:14Z',
              remarks: 'Container must be transferred to CES for exam. No release until exam complete and results posted.',
              query: {
                id: c.uuid(),
                received_at: c.now(),
                latency_ms: c.ms(160, 940),
                ace_session: 'S' + c.digits(9),
              },
              rate_limit: { limit: 120, remaining: 117 - i, reset_epoch: c.epoch() + c.int(20, 59) },
            },
          ),
        );
      }
      const output =
        "I couldn't confirm a release. Entry 9KX-0412233-6 for MSKU7730412 is still on a CBP intensive-exam hold (disposition 1H, placed June 12 06:10 UTC) and no exam appointment has been scheduled at the CES. I re-queried ACE several times and nothing changed, so I would not book the drayage for tomorrow yet — check with Pacific Rim Customs Brokerage whether the move to the Shippers Transport CES has been arranged. Last free day at TTI is June 17.";
      return { goal, children: ch, output, meta: { repeatTool: 'get_entry_status' } };
    },
  },

  // 2 — devops, OpenHands style, reasoning repeated between polls (stagnation)
  {
    domain: 'devops',
    style: 'openhands',
    agent: 'CodeActAgent',
    start: '2024-09-03T10:41:00Z',
    stagnation: true,
    build(c) {
      const goal = 'Roll out payments-api v2.14.3 to the staging cluster and confirm all pods come up healthy.';
      const SYS =
        'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks. Use execute_bash to run commands. The workspace is /workspace/infra.';
      const obs = (body, code) =>
        `${body}\n[The command completed with exit code ${code}.]\n[Current working directory: /workspace/infra]\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]`;
      const ch = [];
      ch.push(c.llm(chat(SYS, ['user', goal]), "Let me look at the current state of the payments-api deployment in staging first."));
      ch.push(
        c.tool(
          'CmdRunAction',
          { command: 'kubectl -n staging get deploy payments-api -o wide', is_input: false },
          obs(
            'NAME           READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                                    SELECTOR\npayments-api   3/3     3            3           41d   api          registry.internal/payments-api:v2.14.2   app=payments-api',
            0,
          ),
        ),
      );
      ch.push(
        c.llm(
          chat(SYS, ['user', goal], ['assistant', 'kubectl get deploy'], ['user', 'payments-api 3/3 v2.14.2']),
          'Staging is on v2.14.2 with 3/3 ready. I will set the container image to v2.14.3 and then watch the rollout.',
        ),
      );
      ch.push(
        c.tool(
          'CmdRunAction',
          { command: 'kubectl -n staging set image deploy/payments-api api=registry.internal/payments-api:v2.14.3', is_input: false },
          obs('deployment.apps/payments-api image updated', 0),
        ),
      );
      const thoughts = [
        "The rollout hasn't finished yet: only 1 of 3 updated replicas is available. I'll check the rollout status again.",
        "The rollout still hasn't finished — 1 of 3 updated replicas available. I'll check the rollout status again.",
        "Rollout still not finished: 1 of 3 updated replicas available. Let me check the rollout status again.",
        "The rollout still hasn't finished; only 1 of 3 updated replicas are available. I'll check the rollout status again.",
      ];
      for (let i = 0; i < 4; i++) {
        const real = c.float(30.01, 30.19, 3).toFixed(3);
        const user = c.float(0.11, 0.34, 3).toFixed(3);
        const sys = c.float(0.02, 0.09, 3).toFixed(3);
        ch.push(
          c.tool(
            'CmdRunAction',
            { command: 'time kubectl -n staging rollout status deploy/payments-api --timeout=90s', is_input: false },
            obs(
              `Waiting for deployment "payments-api" rollout to finish: 1 of 3 updated replicas are available...\nerror: timed out waiting for the condition\n\nreal\t1m${real}s\nuser\t0m${user}s\nsys\t0m${sys}s`,
              1,
            ),
          ),
        );
        ch.push(
          c.llm(
            chat(SYS, ['user', goal], ['user', `OBSERVATION: Waiting for deployment "payments-api" rollout to finish: 1 of 3 updated replicas are available... error: timed out waiting for the condition (real 1m${real}s)`]),
            thoughts[i],
          ),
        );
      }
      const output =
        'I updated deploy/payments-api in staging to registry.internal/payments-api:v2.14.3, but the rollout never completed — every status check timed out with only 1 of 3 updated replicas available. I stopped polling without confirming the pods are healthy; the new ReplicaSet needs investigation (pod events/logs) before this release can be called good.';
      return { goal, children: ch, output, meta: { repeatTool: 'CmdRunAction', inputIncludes: 'rollout status' } };
    },
  },

  // 3 — biotech lab, Pydantic AI, tool-only, 4 polls
  {
    domain: 'biotech lab',
    style: 'pydantic',
    agent: 'lims_assistant',
    start: '2024-06-11T07:15:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Check whether the NovaSeq run for plate BX-2291 has passed QC, and if it has, kick off the demultiplexing pipeline with the standard dual-index sample sheet.';
      const ch = [];
      ch.push(
        c.tool(
          'lims_get_plate',
          { plate_id: 'BX-2291', expand: 'run' },
          {
            plate_id: 'BX-2291',
            project: 'PRJ-0788 Tumor-normal WES batch 14',
            sample_count: 94,
            controls: ['NA12878', 'NTC'],
            library_prep: 'Twist Exome 2.0, UDI set B',
            sequencing_run_id: 'NS-240610-A',
            submitted_by: 'k.osei',
            created: '2024-06-07T13:02:44Z',
          },
        ),
      );
      for (let i = 0; i < 4; i++) {
        if (i > 0) {
          const slept = c.pick([120, 180, 300]);
          c.advance(slept);
          ch.push(c.tool('wait', { seconds: slept, reason: 'QC review pending' }, `waited ${slept}s (resumed at ${c.now()})`));
        }
        c.tick(1, 3);
        ch.push(
          c.tool(
            'lims_get_run',
            { run_id: 'NS-240610-A' },
            {
              data: {
                run_id: 'NS-240610-A',
                instrument: 'NovaSeq X Plus (LH00417)',
                flowcell: '22FJ7TLT4',
                lane_count: 8,
                read_structure: '151T10B10B151T',
                cycles: { completed: 322, total: 322 },
                run_status: 'SEQUENCING_COMPLETE',
                qc_status: 'QC_PENDING',
                qc: { pct_q30: null, cluster_pf_pct: null, yield_gb: null, reviewer: null, reviewed_at: null },
                primary_analysis_path: 's3://seq-core-raw/2024/NS-240610-A/',
                updated_at: '2024-06-11T02:38:19Z',
              },
              meta: {
                request_id: c.reqId('lims-'),
                served_by: `lims-api-${c.int(1, 6)}`,
                elapsed_ms: c.ms(22, 310),
                generated_at: c.now(),
              },
            },
          ),
        );
      }
      const output =
        'Run NS-240610-A (flowcell 22FJ7TLT4) finished sequencing, but QC is still pending: no Q30/cluster-PF metrics have been posted and no reviewer has signed off. I checked the LIMS repeatedly without any change, so I did not start demultiplexing. Someone in the sequencing core needs to complete the QC review first.';
      return { goal, children: ch, output, meta: { repeatTool: 'lims_get_run' } };
    },
  },

  // 4 — public-sector permits, Vercel AI SDK, tool-only, 6 page fetches (HTML)
  {
    domain: 'public-sector permits',
    style: 'vercel',
    agent: 'permit-helper',
    start: '2024-07-22T16:20:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Has the city approved our ADU building permit yet (application BLD-2024-018833 for 2217 Alder St)? If it is approved, download the permit PDF for me.';
      const ch = [];
      ch.push(
        c.tool(
          'searchPermits',
          { address: '2217 Alder St', recordType: 'Building' },
          {
            total: 2,
            records: [
              { recordId: 'BLD-2024-018833', type: 'Residential ADU - New Detached', opened: '2024-04-30', status: 'Plan Review' },
              { recordId: 'ELE-2019-004102', type: 'Electrical - Service Upgrade', opened: '2019-08-14', status: 'Finaled' },
            ],
          },
        ),
      );
      for (let i = 0; i < 6; i++) {
        c.tick(3, 25);
        const vs = c.alnum(44);
        const html = `<!-- rendered ${c.now()} by aca-web-0${c.int(1, 4)} -->
<div class="record-header"><h1>Record BLD-2024-018833</h1><span class="rec-type">Residential ADU - New Detached</span></div>
<table class="record-detail">
<tr><th>Record Status</th><td>Plan Review</td></tr>
<tr><th>Current Workflow Task</th><td>Structural Review &ndash; In Progress (assigned 06/18/2024, reviewer: T. Nakamura)</td></tr>
<tr><th>Completed Tasks</th><td>Intake (05/02/2024); Zoning Review (05/29/2024); Fire Review (06/11/2024)</td></tr>
<tr><th>Conditions</th><td>0 open</td></tr>
<tr><th>Fees Due</th><td>$0.00</td></tr>
<tr><th>Issued Documents</th><td>None</td></tr>
</table>
<input type="hidden" name="__VIEWSTATE" value="${vs}" />
<footer>Session ${c.hex(8)} &middot; Page generated in ${c.secs(0.18, 0.92, 3)} seconds</footer>`;
        ch.push(
          c.tool(
            'getPermitStatus',
            { recordId: 'BLD-2024-018833' },
            {
              url: `https://aca.fairhavenwa.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID1=24BLD&capID2=00000&capID3=18833&_=${c.epochMs()}`,
              status: 200,
              fetchedAt: c.now(),
              html,
            },
          ),
        );
      }
      const output =
        'Not approved yet. BLD-2024-018833 is still in Plan Review — the structural review assigned to T. Nakamura on June 18 is in progress, and no permit document has been issued, so there is no PDF to download. I refreshed the record several times and it did not change.';
      return { goal, children: ch, output, meta: { repeatTool: 'getPermitStatus' } };
    },
  },

  // 5 — energy grid, LangGraph, restated reasoning between polls (stagnation)
  {
    domain: 'energy grid',
    style: 'langgraph',
    agent: 'outage_desk',
    start: '2024-08-19T22:05:00Z',
    stagnation: true,
    build(c) {
      const goal =
        'Feeder RW-12 at Ridgeway substation tripped. Find out when crews expect to restore power for the Maple Hollow neighborhood and draft a customer notice with the ETR.';
      const SYS = 'You are an outage-desk assistant for Cascadia Power. Use OMS and SCADA tools. Never invent restoration times.';
      const ch = [];
      ch.push(
        c.tool(
          'get_scada_feeder',
          { substation: 'RIDGEWAY', feeder: 'RW-12' },
          {
            feeder: 'RW-12',
            breaker: { id: 'RW-12-CB', state: 'OPEN', lockout: true, trip_time: '2024-08-19T21:48:07Z', relay: '51N ground overcurrent' },
            reclose_attempts: 3,
            load_before_trip_mw: 6.4,
            customers_interrupted: 1843,
            sectionalizers: [{ id: 'SW-4471', state: 'CLOSED' }, { id: 'SW-4480', state: 'CLOSED' }],
            scan_ts: c.now(),
          },
        ),
      );
      ch.push(
        c.llm(
          chat(SYS, ['user', goal], ['tool', 'RW-12-CB OPEN lockout, 51N ground overcurrent, 1843 customers']),
          'RW-12 locked out on a ground fault with 1,843 customers interrupted. I need the OMS ticket for the crew assignment and estimated time of restoration.',
        ),
      );
      const thoughts = [
        'The OMS ticket still shows no crew dispatched and no ETR. I will query the ticket again to get the restoration estimate for Maple Hollow.',
        'Still no crew dispatched and no ETR on the OMS ticket. I will query the ticket again to get the restoration estimate for Maple Hollow.',
        'The OMS ticket still has no crew dispatched and no ETR. I will query it again to get the restoration estimate for Maple Hollow.',
        'No crew dispatched and still no ETR on the ticket. I will query the OMS ticket again to get the Maple Hollow restoration estimate.',
      ];
      for (let i = 0; i < 4; i++) {
        c.tick(20, 75);
        ch.push(
          c.tool(
            'get_outage_ticket',
            { ticket_id: 'OMS-2024-118407' },
            {
              ticket_id: 'OMS-2024-118407',
              device: 'RW-12-CB',
              cause: 'UNKNOWN - PATROL REQUIRED',
              priority: 'P2',
              customers_out: 1843,
              critical_customers: ['Maple Hollow Care Center (life support)'],
              crew: null,
              dispatch_status: 'AWAITING_DISPATCH',
              etr: null,
              etr_source: null,
              created: '2024-08-19T21:48:31Z',
              _links: { self: `/oms/v2/tickets/OMS-2024-118407?poll=${c.hex(12)}` },
              x_request_id: c.uuid(),
              served_at: c.now(),
            },
          ),
        );
        ch.push(c.llm(chat(SYS, ['user', goal], ['tool', `OMS-2024-118407 crew=null etr=null status=AWAITING_DISPATCH (served ${c.hms()})`]), thoughts[i]));
      }
      const output =
        'I could not get a restoration estimate. OMS ticket OMS-2024-118407 for RW-12 (1,843 customers out, including Maple Hollow Care Center on life support) still has no crew dispatched and no ETR, so I have not drafted a notice with a time in it. The dispatcher on duty needs to assign a patrol crew before an ETR can be published.';
      return { goal, children: ch, output, meta: { repeatTool: 'get_outage_ticket' } };
    },
  },

  // 6 — pharmacy, Google ADK, ordinary work then 3 identical PA checks, tool-only
  {
    domain: 'pharmacy',
    style: 'adk',
    agent: 'rx_claims_agent',
    start: '2024-03-05T18:30:00Z',
    stagnation: false,
    build(c) {
      const goal =
        "Dana Whitfield's Ozempic refill (Rx 7712094) got rejected for prior auth. Check if the PA has been approved yet and, if so, resubmit the claim so she can pick it up today.";
      const ch = [];
      ch.push(
        c.tool(
          'get_rx_profile',
          { rx_number: '7712094' },
          {
            rx_number: '7712094',
            patient: { name: 'Dana Whitfield', dob: '1979-11-02', member_id: 'CVS8841207731' },
            drug: { name: 'Ozempic 1 mg/dose pen', ndc: '00169-4132-12', qty: 3, days_supply: 28 },
            prescriber: { name: 'Dr. Aaron Kline', npi: '1437298810' },
            refills_remaining: 4,
            last_fill: '2024-02-06',
          },
        ),
      );
      ch.push(
        c.tool(
          'get_claim_history',
          { rx_number: '7712094', limit: 2 },
          {
            claims: [
              {
                claim_id: 'CLM-5590214',
                submitted: '2024-03-05T16:11:40Z',
                bin: '004336',
                pcn: 'ADV',
                status: 'REJECTED',
                rejects: [{ code: '75', text: 'Prior Authorization Required' }],
                message: 'PA required eff 03/01/2024 - GLP-1 step therapy. Submit via CoverMyMeds.',
              },
              { claim_id: 'CLM-5488109', submitted: '2024-02-06T15:02:09Z', status: 'PAID', copay: 25.0 },
            ],
          },
        ),
      );
      for (let i = 0; i < 3; i++) {
        c.tick(5, 30);
        ch.push(
          c.tool(
            'check_pa_status',
            { pa_key: 'BJK7QXW2', payer: 'CVS Caremark' },
            {
              pa_key: 'BJK7QXW2',
              payer: 'CVS Caremark',
              drug: 'Ozempic 1 mg/dose pen',
              status: 'PENDING_CLINICAL_REVIEW',
              submitted_at: '2024-03-05T16:40:02Z',
              determination: null,
              expected_turnaround: '24-72 hours',
              notes: 'Case received. Clinical questions answered by prescriber office. Awaiting pharmacist review.',
              checked_at: c.now(),
              correlation_id: c.uuid(),
              upstream_latency_ms: c.ms(300, 2100),
            },
          ),
        );
      }
      const output =
        "The prior authorization for Dana Whitfield's Ozempic (CoverMyMeds key BJK7QXW2) is still pending clinical review at CVS Caremark, with no determination, so I did not resubmit the claim. Re-checking didn't change anything; she likely won't be able to pick it up today unless the payer decides sooner (their stated turnaround is 24–72 hours).";
      return { goal, children: ch, output, meta: { repeatTool: 'check_pa_status' } };
    },
  },
];

export default {
  family: 'same-result-modulo-noise',
  isolates:
    'A status or lookup call is repeated several times and every result is identical except for volatile fields (timestamps, ids, durations, counters), so the run learns nothing new and ends unresolved.',
  loop: true,
  stagnation: false,
  rows,
};
