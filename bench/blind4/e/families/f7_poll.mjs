// Family 7 (HEALTHY): polling a status until it changes, then acting on the change.
export default {
  family: 'poll-until-change',
  kind: 'polling',
  loop: false,
  stagnation: false,
  isolates: 'A status call is repeated with results identical apart from timestamps until the status really changes, and the agent acts on the new status.',
  rows: [
    // 01 data engineering, terse ReAct, JSON-string args; Spark job
    {
      domain: 'data engineering', style: 'terse ReAct', strArgs: true, probe: { tool: 'emr.describe_step' },
      build(c) {
        const goal = 'Run the monthly churn-features Spark job for May and load the output into the feature store.';
        const step = 's-2F8XK41QZ0M7';
        const poll = (state) => c.tool('emr.describe_step', { cluster_id: 'j-3KQ9V0TPLY2', step_id: step }, {
          Step: { Id: step, Name: 'churn_features_2024_05', Status: { State: state, Timeline: { CreationDateTime: '2024-06-02T03:00:11Z', StartDateTime: '2024-06-02T03:00:40Z' } } },
          ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200, Date: c.rfc() },
        });
        const wait = () => { c.tick(100, 130); return c.tool('sleep', { seconds: 120 }, 'ok'); };
        const ch = [
          c.tool('emr.add_step', { cluster_id: 'j-3KQ9V0TPLY2', script: 's3://ml-jobs/churn/features.py', args: ['--month', '2024-05'] }, { StepIds: [step] }),
          poll('RUNNING'), wait(), poll('RUNNING'), wait(), poll('RUNNING'), wait(), poll('RUNNING'), wait(), poll('RUNNING'), wait(), poll('RUNNING'), wait(), poll('COMPLETED'),
          c.llm('react', 'Thought: step COMPLETED. Check output then load to feature store.\nAction: s3.list'),
          c.tool('s3.list', { prefix: 's3://ml-features/churn/month=2024-05/' }, { keys: ['part-00000.parquet', 'part-00001.parquet', 'part-00002.parquet', '_SUCCESS'], total_bytes: 84312977 }),
          c.tool('featurestore.ingest', { feature_group: 'churn_monthly', source: 's3://ml-features/churn/month=2024-05/' }, { ingestion_id: c.uuid(), status: 'Submitted', records_estimated: 1288410 }),
          c.tool('slack.post', { channel: '#ml-platform', text: 'churn_features May run completed; ingestion into churn_monthly submitted.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
        ];
        return { goal, root: c.agent('mlops_react', goal, ch, 'May churn features computed (step completed, 3 parquet parts) and ingestion into churn_monthly submitted.') };
      },
    },
    // 02 SRE, LangGraph; rollout waiting then success, then close incident
    {
      domain: 'SRE/on-call', style: 'LangGraph nodes', strArgs: false, probe: { tool: 'k8s.rollout_status' },
      build(c) {
        const goal = 'Roll back search-api in prod-us to v4.12.3 after the latency regression and close the incident once healthy.';
        const waiting = 'Waiting for deployment "search-api" rollout to finish: 3 old replicas are pending termination...';
        const poll = (txt, code) => c.tool('k8s.rollout_status', { deployment: 'search-api', namespace: 'prod-us' }, { exit_code: code, output: txt, observed_at: c.iso() });
        const ch = [
          c.llm('planner', 'Plan: undo the rollout to revision 41 (v4.12.3), watch rollout status until complete, verify p99 latency, then resolve the incident.'),
          c.tool('k8s.rollout_undo', { deployment: 'search-api', namespace: 'prod-us', to_revision: 41 }, 'deployment.apps/search-api rolled back'),
          poll(waiting, 1), poll(waiting, 1), poll(waiting, 1), poll(waiting, 1),
          poll('deployment "search-api" successfully rolled out', 0),
          c.tool('prometheus.query', { query: 'histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{app="search-api"}[5m])) by (le))' }, { status: 'success', data: { resultType: 'vector', result: [{ value: [c.epoch(), '0.231'] }] } }),
          c.llm('verifier', 'Rollout finished and p99 is back to 231 ms (was ~1.4 s during the incident), under the 300 ms SLO. Safe to resolve.'),
          c.tool('incident.resolve', { id: 'INC-4471', summary: 'Rolled back search-api to v4.12.3; p99 231ms.' }, { id: 'INC-4471', status: 'resolved', resolved_at: c.isoMs() }),
        ];
        return { goal, root: c.agent('incident_graph', goal, ch, 'search-api rolled back to v4.12.3 in prod-us; p99 latency 231 ms; INC-4471 resolved.') };
      },
    },
    // 03 e-commerce, chatty; payment authorisation pending then captured, then ships
    {
      domain: 'e-commerce', style: 'chatty assistant', strArgs: false, probe: { tool: 'payments.get_intent' },
      build(c) {
        const goal = 'Order #A-99312 is on payment hold because of a bank transfer. Release it to the warehouse as soon as the payment clears.';
        const poll = (status) => c.tool('payments.get_intent', { id: 'pi_3PbT8kL2eZvKq1' }, { id: 'pi_3PbT8kL2eZvKq1', status, amount: 21840, currency: 'eur', method: 'sepa_debit', last_polled: c.isoMs() });
        const ch = [
          c.llm('assistant', "On it! SEPA transfers can take a little while, so I'll keep an eye on the payment and release the order the moment it clears."),
          c.tool('orders.get', { id: 'A-99312' }, { id: 'A-99312', hold: 'payment_pending', payment_intent: 'pi_3PbT8kL2eZvKq1', items: 3, ship_method: 'DHL Express' }),
          poll('processing'), poll('processing'), poll('processing'), poll('succeeded'),
          c.tool('orders.release_hold', { id: 'A-99312', reason: 'payment succeeded' }, { id: 'A-99312', status: 'ready_to_fulfil', wms_task: `PK-${c.int(100000, 999999)}` }),
          c.tool('notify.email', { to: 'customer', template: 'payment_received_order_processing', order: 'A-99312' }, { queued: true, id: c.uuid() }),
        ];
        return { goal, root: c.agent('OrderOpsAssistant', goal, ch, 'Payment for #A-99312 cleared (€218.40); hold released, pick task created and the customer has been emailed.') };
      },
    },
    // 04 travel, OpenAI Agents handoff; hotel booking on request -> confirmed
    {
      domain: 'travel', style: 'OpenAI Agents handoff', strArgs: false, probe: { tool: 'supplier.booking_status' },
      build(c) {
        const goal = 'The ryokan in Hakone was booked "on request". Once they confirm, send me the final itinerary.';
        const poll = (st) => c.tool('supplier.booking_status', { booking_ref: 'RQ-558120' }, { booking_ref: 'RQ-558120', property: 'Hakone Gora Ryokan Kinokuni', status: st, updated_at: c.isoOff(9), channel_msg_id: c.hex(16) });
        const sub = [
          poll('ON_REQUEST'), poll('ON_REQUEST'), poll('ON_REQUEST'), poll('ON_REQUEST'), poll('CONFIRMED'),
        ];
        const ch = [
          c.tool('transfer_to_bookings_agent', {}, { assistant: 'Bookings Agent' }),
          c.agent('Bookings Agent', { booking_ref: 'RQ-558120', task: 'wait for supplier confirmation' }, sub, 'RQ-558120 confirmed by the property.'),
          c.tool('itinerary.render', { trip_id: 'TR-3391', format: 'pdf' }, { url: 'https://trips.example/i/TR-3391.pdf', pages: 4 }),
          c.tool('email.send', { to: 'traveller', subject: 'Your Japan itinerary (final)', attachments: ['TR-3391.pdf'] }, { message_id: `<${c.hex(12)}@trips.example>` }),
        ];
        return { goal, root: c.agent('Travel Desk', goal, ch, 'Kinokuni ryokan confirmed the booking (RQ-558120); the final itinerary PDF has been emailed to you.') };
      },
    },
    // 05 coding agent, terse CLI; CI pending -> success, then merge
    {
      domain: 'coding agent', style: 'terse CLI agent', strArgs: true, probe: { tool: 'gh', match: 'pr checks' },
      build(c) {
        const goal = 'Merge PR #2291 (bump protobuf to 4.25.3) once CI is green.';
        const runNo = c.int(880000, 889999);
        const pend = () => `build\tpending\t0\thttps://ci.example/run/${runNo}\nlint\tpass\t41s\nunit-tests\tpending\t0\nintegration\tpending\t0\n# polled ${c.iso()}`;
        const poll = (txt) => c.tool('gh', { args: 'pr checks 2291' }, txt);
        const ch = [
          poll(pend()), c.tool('sleep', { seconds: 60 }, ''), poll(pend()), c.tool('sleep', { seconds: 60 }, ''), poll(pend()), c.tool('sleep', { seconds: 60 }, ''),
          poll(`build\tpass\t3m12s\nlint\tpass\t41s\nunit-tests\tpass\t5m40s\nintegration\tpass\t8m03s\n# polled ${c.iso()}`),
          c.tool('gh', { args: 'pr merge 2291 --squash --delete-branch' }, '✓ Squashed and merged pull request #2291 (chore(deps): bump protobuf to 4.25.3)\n✓ Deleted branch deps/protobuf-4.25.3'),
        ];
        return { goal, root: c.agent('coder', goal, ch, 'All checks passed; PR #2291 squashed and merged, branch deleted.') };
      },
    },
    // 06 real estate, chatty; e-sign envelope sent -> completed, then files docs and notifies
    {
      domain: 'real estate', style: 'chatty assistant', strArgs: false, probe: { tool: 'esign.get_envelope' },
      build(c) {
        const goal = 'As soon as the buyers sign the purchase agreement for 88 Lakeview Terrace, file it in the transaction folder and let the listing agent know.';
        const sentAt = c.iso();
        c.tick(600, 1800);
        const poll = (status, signed) => c.tool('esign.get_envelope', { envelope_id: 'e6b1f2a0-3c4d-4e8f-9a21-7d5c0b9e1f44' }, { status, recipients_signed: signed, recipients_total: 2, status_changed: signed === 2 ? c.iso() : sentAt, checked: c.iso() });
        const ch = [
          poll('sent', 0), poll('sent', 0), poll('sent', 0), poll('completed', 2),
          c.tool('esign.download', { envelope_id: 'e6b1f2a0-3c4d-4e8f-9a21-7d5c0b9e1f44', combined: true }, { path: `/tmp/esign_${c.hex(8)}.pdf`, pages: 14, sha256: c.hex(64) }),
          c.tool('tx.upload_document', { transaction: 'TX-88-LAKEVIEW', folder: 'Contracts', name: 'Purchase Agreement – executed.pdf' }, { doc_id: c.int(300000, 399999), uploaded: true }),
          c.tool('sms.send', { to: 'listing_agent', text: 'Buyers have signed the PA for 88 Lakeview Terrace — executed copy is in TX-88-LAKEVIEW/Contracts.' }, { sid: `SM${c.hex(32)}`, status: 'queued' }),
          c.llm('assistant', 'All set — both buyers signed, the executed agreement is filed under Contracts, and the listing agent has been texted.'),
        ];
        return { goal, root: c.agent('TransactionCoordinator', goal, ch, 'Purchase agreement for 88 Lakeview Terrace fully signed, filed in TX-88-LAKEVIEW/Contracts, listing agent notified.') };
      },
    },
  ],
};
