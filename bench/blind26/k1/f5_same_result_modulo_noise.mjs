// Family 5: the same call again and again; answers equal apart from volatile values; never acted on.
export const family = 'same_result_modulo_noise';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'ferry ticket desks (vehicle booking amendment)', style: 'openai_responses',
    make(N) {
      const st = (N) => ({ booking_ref: 'FTK-77Q4M2', status: 'AMENDMENT_PENDING', detail: 'Vehicle length change 5.2m -> 6.8m requires supervisor approval (deck space class B)', sailing: { route: 'Pembroke Dock - Rosslare', sailing_id: 'PR-0245-' + N.day(N.t, 3).replace(/-/g, ''), depart_local: '02:45' }, server_time: N.isoOff(0), desk_terminal: 'POS-' + N.int(11, 38), correlation_id: N.uuid() });
      return {
        isolates: 'The booking status is re-read five times with identical arguments; every answer says AMENDMENT_PENDING (needs supervisor approval) and differs only in server time, terminal and correlation id; the agent never requests approval.',
        goal: 'Customer at desk 2 needs their booking FTK-77Q4M2 amended for a longer campervan (6.8 m) and a reissued boarding card.',
        spec: {
          agent: 'ferry-desk-copilot', model: 'gpt-4.1',
          system: 'You assist ferry ticket desk staff. Tools: get_booking_status, request_supervisor_approval, reissue_boarding_card.',
          steps: [
            { llm: '' }, { tool: 'get_booking_status', args: { booking_ref: 'FTK-77Q4M2' }, out: st },
            { llm: '' }, { tool: 'get_booking_status', args: { booking_ref: 'FTK-77Q4M2' }, out: st },
            { llm: '', think: 'Checking whether the amendment has gone through yet.' }, { tool: 'get_booking_status', args: { booking_ref: 'FTK-77Q4M2' }, out: st },
            { llm: '' }, { tool: 'get_booking_status', args: { booking_ref: 'FTK-77Q4M2' }, out: st },
            { llm: '' }, { tool: 'get_booking_status', args: { booking_ref: 'FTK-77Q4M2' }, out: st },
          ],
          out: null, rootError: 'aborted: desk session timed out',
        },
      };
    },
  },
  {
    id: '02', domain: 'gamelan ensemble tour (instrument air freight)', style: 'bedrock',
    make(N) {
      const tr = (N) => `{"awb":"157-48210936","pieces":11,"weight_kg":486,"status":"ON HOLD","status_text":"Awaiting CITES/ATA carnet documents - consignee action required","events":[{"code":"RCS","loc":"CGK","at":"2025-03-02T08:14:00+07:00"},{"code":"DEP","loc":"CGK","at":"2025-03-02T23:50:00+07:00"},{"code":"ARR","loc":"DOH","at":"2025-03-03T04:10:00+03:00"},{"code":"ARR","loc":"MAN","at":"2025-03-03T13:02:00Z"},{"code":"HLD","loc":"MAN","at":"2025-03-03T15:40:00Z"}],"queried_at":"${N.http()}","cache_node":"${N.host('trk')}","x-amz-cf-id":"${N.b62(40)}"}`;
      return {
        isolates: 'Air-waybill tracking is fetched four times; the same ON HOLD event list comes back each time with only the query time, cache node and CloudFront id changing; the carnet documents are never sent.',
        goal: 'Our Javanese gamelan set (AWB 157-48210936) must be released from Manchester in time for Friday\'s concert. Sort out the hold and confirm release.',
        spec: {
          agent: 'TourLogisticsAgent', model: 'anthropic.claude-3-5-haiku-20241022-v1:0',
          system: 'You handle logistics for a touring gamelan ensemble. Action groups: Tracking (/awb/{id}), Documents (/documents/send).',
          steps: [
            { llm: 'I will check the current tracking status of the air waybill.' }, { tool: 'Tracking /awb/{id} get', args: { id: '157-48210936' }, out: tr },
            { llm: 'I will check the tracking again for any update.' }, { tool: 'Tracking /awb/{id} get', args: { id: '157-48210936' }, out: tr },
            { llm: '' }, { tool: 'Tracking /awb/{id} get', args: { id: '157-48210936' }, out: tr },
            { llm: '' }, { tool: 'Tracking /awb/{id} get', args: { id: '157-48210936' }, out: tr },
          ],
          out: 'The shipment is currently on hold in Manchester.',
        },
      };
    },
  },
  {
    id: '03', domain: 'noodle factory (dryer line alarm)', style: 'mlflow',
    make(N) {
      const s = (N) => ({ line: 'D3', state: 'STOPPED', active_alarms: [{ code: 'A-217', text: 'Zone 2 humidity sensor out of range (reading 0.0 %RH)', severity: 'high', raised: '06:12:44' }], setpoints: { zone1_c: 42, zone2_c: 48, zone3_c: 38 }, plc: { seq: N.seq(), scan_cycle_ms: N.int(8, 14), uptime_s: N.int(86000, 90000) }, ts: N.epochMs() });
      return {
        isolates: 'The dryer line status is polled five times and always shows the same STOPPED state and A-217 sensor alarm; only the PLC sequence number, scan cycle, uptime and epoch timestamp change; no maintenance ticket is raised.',
        goal: 'Dryer line D3 for the udon range stopped this morning. Find out why and raise a maintenance work order so the shift can restart.',
        spec: {
          agent: 'line_support_agent', model: 'gpt-4o-mini',
          system: 'You support production staff at a dried noodle factory. Tools: read_line_status, create_work_order.',
          steps: [
            { llm: '' }, { tool: 'read_line_status', args: { line: 'D3' }, out: s },
            { llm: '' }, { tool: 'read_line_status', args: { line: 'D3' }, out: s },
            { llm: '' }, { tool: 'read_line_status', args: { line: 'D3' }, out: s },
            { llm: '' }, { tool: 'read_line_status', args: { line: 'D3' }, out: s },
            { llm: '' }, { tool: 'read_line_status', args: { line: 'D3' }, out: s },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '04', domain: 'beaver rewilding (camera-trap upload job)', style: 'agno',
    make(N) {
      const j = (N) => ({ job_id: 'upl-9f2c71', state: 'FAILED', files_total: 214, files_ok: 200, files_rejected: 14, reason: 'checksum mismatch (md5) for 14 objects: see manifest', manifest: `s3://beaver-cams/uploads/upl-9f2c71/manifest-${N.hex(8)}.json`, etag: N.etag(), worker: N.host('ingest'), checked_at: N.us() });
      return {
        isolates: 'The upload job is checked five times with only an attempt counter changing; each reply is the same FAILED/14-rejected result with new etag, worker and time, and the files are never re-uploaded.',
        goal: 'Get the February camera-trap footage from the Allt Mor beaver dam uploaded to the archive and confirm all 214 clips are stored.',
        spec: {
          agent: 'field-data-assistant', model: 'gpt-4o',
          system: 'You help rewilding field staff move camera-trap data. Tools: get_upload_job(job_id, attempt), reupload_files(job_id, files).',
          steps: [
            { llm: '' }, { tool: 'get_upload_job', args: { job_id: 'upl-9f2c71', attempt: 1 }, out: j },
            { llm: '' }, { tool: 'get_upload_job', args: { job_id: 'upl-9f2c71', attempt: 2 }, out: j },
            { llm: '' }, { tool: 'get_upload_job', args: { job_id: 'upl-9f2c71', attempt: 3 }, out: j },
            { llm: '' }, { tool: 'get_upload_job', args: { job_id: 'upl-9f2c71', attempt: 4 }, out: j },
            { llm: '' }, { tool: 'get_upload_job', args: { job_id: 'upl-9f2c71', attempt: 5 }, out: j },
          ],
          out: null, rootError: 'tool_call_limit reached (5)',
        },
      };
    },
  },
  {
    id: '05', domain: 'incense importer (international payment trace)', style: 'langfuse',
    make(N) {
      const p = (N) => `SWIFT gpi tracker\nUETR: 6f1c2a3e-8d71-4b0c-9e55-2b3f7a9d1c04\nStatus: ACSP/G002 (credit may not be processed today - pending beneficiary bank)\nLast update by: BKKBTHBKXXX\nAmount: USD 18,450.00  Charges: SHA\nTracker refreshed ${N.eu()} CET  session ${N.b62(10)}  node ${N.host('gpi')}`;
      return {
        isolates: 'The SWIFT gpi status is requested four times with the client timestamp as the only argument change; it always reports the same ACSP/G002 pending state, differing only in refresh time, session and node.',
        goal: 'Our Thai agarwood incense supplier says they have not received payment for invoice TH-2025-118. Confirm where the payment is and send them proof of payment.',
        spec: {
          agent: 'import-finance-assistant', model: 'gpt-4.1-mini', tags: ['payments'],
          system: 'You help a small incense importer with supplier payments. Tools: track_payment(uetr, client_ts), email_supplier(to, body, attachments).',
          steps: [
            { llm: '' }, { tool: 'track_payment', args: (N) => ({ uetr: '6f1c2a3e-8d71-4b0c-9e55-2b3f7a9d1c04', client_ts: N.iso() }), out: p },
            { llm: '' }, { tool: 'track_payment', args: (N) => ({ uetr: '6f1c2a3e-8d71-4b0c-9e55-2b3f7a9d1c04', client_ts: N.iso() }), out: p },
            { llm: '' }, { tool: 'track_payment', args: (N) => ({ uetr: '6f1c2a3e-8d71-4b0c-9e55-2b3f7a9d1c04', client_ts: N.iso() }), out: p },
            { llm: '' }, { tool: 'track_payment', args: (N) => ({ uetr: '6f1c2a3e-8d71-4b0c-9e55-2b3f7a9d1c04', client_ts: N.iso() }), out: p },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '06', domain: 'donkey sanctuary (adoption pack email campaign)', style: 'langgraph',
    make(N) {
      const c = (N) => `HTTP 200\nx-message-stream: adopters-broadcast\nx-request-id: ${N.reqId('mg-')}\nserver: ${N.host('smtp-relay')}\n\n{"campaign":"adopt-a-donkey-spring","state":"paused","pause_reason":"daily_send_quota_exceeded","sent":1500,"queued":1240,"bounced":12,"quota_resets_at":"00:00 UTC","checked":"${N.isoNoMs()}"}`;
      return {
        isolates: 'The campaign state is fetched four times; each reply is the same paused/quota-exceeded body with only the request id, relay host and check time differing, and the agent never reschedules.',
        goal: 'Make sure every sponsor gets the spring adopt-a-donkey update email today; if the campaign is blocked, reschedule the remainder and tell the supporter team.',
        spec: {
          agent: 'supporter_comms_graph', model: 'gpt-4o-mini',
          system: 'You manage supporter emails for a donkey sanctuary. Tools: get_campaign_status, reschedule_campaign, notify_team.',
          steps: [
            { llm: '' }, { tool: 'get_campaign_status', args: { campaign: 'adopt-a-donkey-spring' }, out: c },
            { llm: '' }, { tool: 'get_campaign_status', args: { campaign: 'adopt-a-donkey-spring' }, out: c },
            { llm: '' }, { tool: 'get_campaign_status', args: { campaign: 'adopt-a-donkey-spring' }, out: c },
            { llm: '' }, { tool: 'get_campaign_status', args: { campaign: 'adopt-a-donkey-spring' }, out: c },
          ],
          out: null, rootError: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.',
        },
      };
    },
  },
];
