// Family 4 (loop): the exact same call is retried again and again and fails with the same
// error each time; only request ids, timestamps, attempt counters differ. Nothing is changed.
import { run } from './lib.mjs';

export const family = 'identical_retry_same_error';
export const loop = true;
export const stagnation = true;
export const summary = 'Identical tool call retried 4+ times, same error each time (volatile ids/times/attempt numbers aside), agent changes nothing.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'telecom eSIM provisioning', style: 'plain',
    isolates: 'activate_esim is called five times with identical arguments and gets the same 409 ICCID_ALREADY_BOUND body each time; the agent never releases the old binding.',
    goal: 'Customer on account 7734-2201 got a new iPhone. Activate their eSIM profile on the new device (EID 89049032007008882600074195512345) keeping plan UNL-PLUS-5G.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'carrier-care-agent', model: 'gpt-4o-mini-2024-07-18', task: goal,
        system: 'You are a care agent for Brightwave Mobile with access to the provisioning API (SM-DP+). Tools: get_line, activate_esim, release_profile.',
        tools: ['get_line', 'activate_esim', 'release_profile'],
      });
      const args = { account: '7734-2201', msisdn: '+13125550148', iccid: '8901260882210047731', eid: '89049032007008882600074195512345', plan: 'UNL-PLUS-5G' };
      const conflict = (c) => ({
        status: 409,
        headers: { 'content-type': 'application/problem+json', 'x-request-id': c.uuid(), date: c.http(), 'x-ratelimit-remaining': String(c.int(180, 240)), server: `smdp-edge-${c.int(1, 8)}` },
        body: { type: 'https://api.brightwave.example/problems/iccid-bound', title: 'ICCID_ALREADY_BOUND', detail: 'ICCID 8901260882210047731 is bound to EID 89049032007008882600074195598765. Release the profile before binding to a new EID.', instance: `/v3/esim/activations/${c.hex(16)}` },
      });
      const e409 = () => 'HTTP 409 Conflict: ICCID_ALREADY_BOUND';
      r.step('Let me look at the line first.', [
        { name: 'get_line', args: { account: '7734-2201' }, out: (c) => ({ msisdn: '+13125550148', iccid: '8901260882210047731', status: 'ACTIVE', device: 'iPhone 12 (EID …98765)', plan: 'UNL-PLUS-5G', fetched: c.isoMs() }) },
      ]);
      r.step('I will activate the eSIM profile on the new EID.', [{ name: 'activate_esim', args, out: conflict, err: e409 }]);
      r.step('The activation failed with a 409 conflict. Let me retry the activation.', [{ name: 'activate_esim', args, out: conflict, err: e409 }]);
      r.step('The activation failed with a 409 conflict. Let me retry the activation.', [{ name: 'activate_esim', args, out: conflict, err: e409 }]);
      r.step('The activation failed again with a 409 conflict. Let me retry the activation.', [{ name: 'activate_esim', args, out: conflict, err: e409 }]);
      r.step('The activation failed with a 409 conflict. Let me retry the activation.', [{ name: 'activate_esim', args, out: conflict, err: e409 }]);
      return r.end({ error: 'MaxTurnsExceeded: 6' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', start: '2024-02-12T18:44:03Z', domain: 'car dealership (VIN decoding for trade-in appraisal)', style: 'smolagents',
    isolates: 'decode_vin is retried five times with the same VIN and fails with the same 401 "API key expired" error; only the trace ids and timestamps in the message change.',
    goal: 'Appraise the trade-in for deal #D-88120: decode VIN 1FTFW1E53JFB20417, pull equipment and recalls, and give a wholesale range.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', {
        task: goal, maxSteps: 6, model: 'anthropic/claude-3-5-haiku-20241022',
        tools: ['decode_vin', 'recall_lookup', 'market_comps', 'final_answer'],
      });
      const err = (c) => `AuthError: 401 Unauthorized from https://api.autodatahub.io/v2/vin/1FTFW1E53JFB20417 — API key expired on 2024-01-31 (trace_id=${c.hex(16)}, at ${c.iso()})`;
      const think = 'I need the decoded VIN before I can look up equipment and comps. Let me call decode_vin.';
      r.step(think, [{ name: 'decode_vin', args: { vin: '1FTFW1E53JFB20417' }, err }]);
      r.step('The VIN decode failed with an authorization error. Let me call decode_vin again.', [{ name: 'decode_vin', args: { vin: '1FTFW1E53JFB20417' }, err }]);
      r.step('The VIN decode failed with an authorization error. Let me call decode_vin again.', [{ name: 'decode_vin', args: { vin: '1FTFW1E53JFB20417' }, err }]);
      r.step('The VIN decode failed with an authorization error again. Let me call decode_vin again.', [{ name: 'decode_vin', args: { vin: '1FTFW1E53JFB20417' }, err }]);
      r.step('The VIN decode failed with an authorization error. Let me call decode_vin again.', [{ name: 'decode_vin', args: { vin: '1FTFW1E53JFB20417' }, err }]);
      r.maxSteps('I could not decode VIN 1FTFW1E53JFB20417 because the VIN service returned 401 Unauthorized, so I cannot produce an appraisal.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'online courses LMS (LTI grade passback)', style: 'adk',
    isolates: 'post_score to the LTI AGS endpoint is repeated five times with the same line item and payload and returns the same 404 "LineItem not found" body, differing only in request ids and dates.',
    goal: 'Sync the final project grades for course BIO-204 (section 02) from the external lab platform into Canvas using LTI grade passback. Start with student 58812 (score 87/100).',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'gradesync_agent', app: 'lti_gradesync', model: 'gemini-1.5-flash-002', task: goal,
        system: 'You sync grades from LabForge to Canvas through LTI Advantage AGS. Tools: list_lineitems, post_score.',
        tools: ['list_lineitems', 'post_score'],
      });
      const args = { lineitem: 'https://canvas.northfield.edu/api/lti/courses/4471/line_items/8812', user_id: '58812', score_given: 87, score_maximum: 100, activity_progress: 'Completed', grading_progress: 'FullyGraded' };
      const nf = (c) => ({ status: 404, body: { errors: { type: 'not_found', message: 'The specified resource does not exist.' } }, headers: { 'x-request-id': c.uuid(), 'x-canvas-meta': `q=${c.int(1, 9)};a=1;g=${c.b64(20)};s=${c.int(1000, 9999)};c=cluster${c.int(10, 40)};z=us-east-1a;`, date: c.http(), 'x-rate-limit-remaining': c.float(580, 700, 1).toFixed(1) } });
      const err = () => '404 Not Found: LineItem 8812 not found for context 4471';
      r.step('I will post the score for student 58812 to the final project line item.', [{ name: 'post_score', args, out: nf, err }]);
      r.step('The score post returned 404 Not Found. I will post the score again.', [{ name: 'post_score', args, out: nf, err }]);
      r.step('The score post returned 404 Not Found. I will post the score again.', [{ name: 'post_score', args, out: nf, err }]);
      r.step('The score post returned 404 Not Found again. I will post the score again.', [{ name: 'post_score', args, out: nf, err }]);
      r.step('The score post returned 404 Not Found. I will post the score again.', [{ name: 'post_score', args, out: nf, err }]);
      return r.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'mining geology (block model build script)', style: 'swe',
    isolates: 'The agent reruns the identical block-model build command five times; each run logs the same steps and dies with the same FileNotFoundError for a missing topography file, only log timestamps and elapsed times changing.',
    goal: 'The nightly block-model build for Kestrel Ridge (scripts/build_block_model.py with configs/kestrel_2024q2.yaml) failed. Make it run to completion.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'kestrel-geo/resource-model', cwd: '/repo', task: goal, instanceId: 'kestrel-geo__resource-model-77' });
      const cmd = 'python scripts/build_block_model.py --config configs/kestrel_2024q2.yaml';
      const out = (c) => {
        const L = [];
        L.push(`${c.pylog()} INFO  build_block_model: config=configs/kestrel_2024q2.yaml run_id=${c.hex(8)}`); c.wait(c.int(300, 900));
        L.push(`${c.pylog()} INFO  drillholes: loaded 1284 collars, 61 907 assay intervals`); c.wait(c.int(2000, 4000));
        L.push(`${c.pylog()} INFO  composites: 2.0 m, 30 211 composites`); c.wait(c.int(400, 1200));
        L.push('Traceback (most recent call last):\n  File "/repo/scripts/build_block_model.py", line 212, in <module>\n    main()\n  File "/repo/scripts/build_block_model.py", line 198, in main\n    topo = load_surface(cfg.surfaces.topography)\n  File "/repo/kgeo/surfaces.py", line 41, in load_surface\n    with open(path, "rb") as fh:\nFileNotFoundError: [Errno 2] No such file or directory: \'/data/surfaces/kestrel_topo_2024q2.dxf\'');
        L.push(`real\t0m${c.float(4.1, 7.9, 3).toFixed(3)}s`);
        return L.join('\n');
      };
      const think = 'The build fails while loading the topography surface. Let me run the build again.';
      r.step('Let me reproduce the failure by running the build.', [{ name: 'bash', args: { command: `time ${cmd}` }, out, err: () => 'exit status 1' }]);
      r.step(think, [{ name: 'bash', args: { command: `time ${cmd}` }, out, err: () => 'exit status 1' }]);
      r.step(think, [{ name: 'bash', args: { command: `time ${cmd}` }, out, err: () => 'exit status 1' }]);
      r.step('The build still fails while loading the topography surface. Let me run the build again.', [{ name: 'bash', args: { command: `time ${cmd}` }, out, err: () => 'exit status 1' }]);
      r.step(think, [{ name: 'bash', args: { command: `time ${cmd}` }, out, err: () => 'exit status 1' }]);
      return r.end({ output: { exit_status: 'exit_cost', submission: null }, error: 'CostLimitExceededError: instance cost limit exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', start: '2024-02-09T17:26:38Z', domain: 'parking enforcement (residential permit lookup)', style: 'n8n',
    isolates: 'An n8n agent calls the same permit-lookup HTTP tool five times for the same plate and gets the same 502 "certificate has expired" error text each time, with only request ids, node retry counters and timestamps differing.',
    goal: 'Officer badge 4471 is disputing citation BH2291877 for plate 7RWK442 (zone R-9). Check whether the vehicle had a valid residential permit at 10:42 on the citation date and recommend void or uphold.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini',
        system: 'You support the Brookhaven parking adjudication desk. Use "Permit Lookup" (HTTP, state permit service) and "Citation Details" tools. Recommend void only if a valid permit covered the zone and time.',
      });
      const t = 'Permit_Lookup';
      const err = (c) => `There was an error: "502 - {\\"message\\":\\"upstream DMV gateway: x509: certificate has expired or is not yet valid: current time ${c.iso()} is after 2024-01-31T23:59:59Z\\",\\"request_id\\":\\"${c.hex(20)}\\"}" (tries: 3/3, node: Permit Lookup)`;
      const args = { plate: '7RWK442', state: 'CA', zone: 'R-9', at: 'citation_datetime' };
      r.step('', [
        { name: 'Citation_Details', node: 'Citation Details', nodeType: 'n8n-nodes-base.postgresTool', args: { citation_no: 'BH2291877' }, out: (c) => ({ response: JSON.stringify([{ citation_no: 'BH2291877', plate: '7RWK442', state: 'CA', zone: 'R-9', issued_at: '2024-02-06T10:42:00-08:00', officer: '4471', violation: 'RPP-NO-PERMIT', amount: 68 }]), query_ms: c.int(5, 60) }) },
      ]);
      const think = 'I need to check the residential permit for plate 7RWK442 in zone R-9. Calling Permit Lookup.';
      r.step(think, [{ name: t, node: 'Permit Lookup', args, err, out: (c) => ({ response: err(c) }) }]);
      r.step('The permit lookup returned a 502 error. I need to check the residential permit for plate 7RWK442 in zone R-9. Calling Permit Lookup again.', [{ name: t, node: 'Permit Lookup', args, err, out: (c) => ({ response: err(c) }) }]);
      r.step('The permit lookup returned a 502 error. I need to check the residential permit for plate 7RWK442 in zone R-9. Calling Permit Lookup again.', [{ name: t, node: 'Permit Lookup', args, err, out: (c) => ({ response: err(c) }) }]);
      r.step('The permit lookup returned a 502 error. I need to check the residential permit for plate 7RWK442 in zone R-9. Calling Permit Lookup again.', [{ name: t, node: 'Permit Lookup', args, err, out: (c) => ({ response: err(c) }) }]);
      r.step('The permit lookup returned a 502 error again. I need to check the residential permit for plate 7RWK442 in zone R-9. Calling Permit Lookup again.', [{ name: t, node: 'Permit Lookup', args, err, out: (c) => ({ response: err(c) }) }]);
      return r.end({ error: 'Agent stopped due to max iterations.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'municipal water utility (meter-read ingestion)', style: 'letta',
    isolates: 'A Letta ops agent resubmits the same meter-read batch five times; the MDM ingest answers each time with the same "schema version 3 not supported" failure, with different correlation ids and ingest nodes.',
    goal: 'Last night\'s AMI meter-read batch (batch 2024-W07-NE, 18,412 reads, north-east district) did not reach the billing MDM. Get it ingested before the 06:00 billing run.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'clearwater-ops', model: 'gpt-4o', task: goal,
        system: 'You are the operations agent for Clearwater Municipal Utilities. Tools: list_batches, submit_meter_reads (sends a stored batch to the MDM ingest API).',
      });
      const args = { batch_id: '2024-W07-NE', source: 's3://cw-ami-landing/ne/2024-W07-NE.csv.gz', schema: 'ami-read/v3' };
      const err = (c) => `SchemaVersionError: batch rejected: schema version 3 not supported (supported: 4, 5) [ingest-node=mdm-ingest-${String(c.int(1, 4)).padStart(2, '0')}, corr=${c.uuid()}]`;
      r.step('Let me confirm the batch state first.', [
        { name: 'list_batches', args: { district: 'NE', since_hours: 24 }, out: (c) => `batch_id        reads  status     landed_at\n2024-W07-NE     18412  PENDING    ${c.pg()}\n2024-W07-NW     20977  INGESTED   ${c.pg()}` },
      ]);
      const think = 'The NE batch is still pending. I will submit it to the MDM ingest.';
      r.step(think, [{ name: 'submit_meter_reads', args, err }]);
      r.step('The submission was rejected. I will submit the NE batch to the MDM ingest again.', [{ name: 'submit_meter_reads', args, err }]);
      r.step('The submission was rejected. I will submit the NE batch to the MDM ingest again.', [{ name: 'submit_meter_reads', args, err }]);
      r.step('The submission was rejected again. I will submit the NE batch to the MDM ingest again.', [{ name: 'submit_meter_reads', args, err }]);
      r.step('The submission was rejected. I will submit the NE batch to the MDM ingest again.', [{ name: 'submit_meter_reads', args, err }]);
      return r.end({ error: 'Hit max chaining steps (6), stopping.' });
    },
  },
];
