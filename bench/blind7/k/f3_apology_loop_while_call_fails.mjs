// Family 3: apology-loop-while-call-fails (loop: true, stagnation: true)
// The agent tells the user the same long apology/status message 2-3 times near-verbatim
// while the same call keeps failing with the same error in between.

export const family = 'apology-loop-while-call-fails';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 ─ travel, Vercel AI SDK (ai.generateText / doGenerate / ai.toolCall)
  {
    argsAsString: true,
    isolates: 'A hotel modification call returns the same 503 gateway timeout three times and the assistant sends the user the same apology-and-retry message after each failure.',
    goal: 'My flight to Lisbon was cancelled and I land a day late. Please move my Hotel Avenida Palace booking (conf HA-7730291) to start on the 15th instead of the 14th.',
    make(c) {
      const K = [];
      const M = 'ai.generateText.doGenerate openai.chat gpt-4o';
      K.push(c.tool('ai.toolCall getReservation', { confirmation: 'HA-7730291' }, { confirmation: 'HA-7730291', hotel: 'Hotel Avenida Palace', checkIn: '2024-10-14', checkOut: '2024-10-18', room: 'Superior Double', rate: 'Flex BAR', nightly: 214.0, currency: 'EUR', guarantee: 'VISA ****4411', status: 'CONFIRMED' }));
      c.tick();
      K.push(c.tool('ai.toolCall checkAvailability', { hotelId: 'LIS-AVP', roomType: 'Superior Double', checkIn: '2024-10-15', checkOut: '2024-10-18' }, { available: true, rooms_left: 3, nightly: 214.0, rate: 'Flex BAR', quotedAt: c.iso() }));
      c.tick();
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Good news: a Superior Double is available from the 15th to the 18th at the same flexible rate. I\'m making the change now.'));
      const fail = () => {
        c.tick(1500, 5000);
        const rid = c.reqId('pms_');
        return c.tool('ai.toolCall modifyReservation', { confirmation: 'HA-7730291', newCheckIn: '2024-10-15', newCheckOut: '2024-10-18', keepRate: true },
          { status: 503, code: 'PMS_GATEWAY_TIMEOUT', message: 'Upstream property management system did not respond within 20000ms', requestId: rid, retryAfter: 30 },
          `503 Service Unavailable: PMS_GATEWAY_TIMEOUT (requestId=${rid})`);
      };
      const msgs = [
        'I\'m sorry about this. The hotel\'s reservation system isn\'t responding right now, so I couldn\'t move your booking to the 15th yet. Your original reservation is still intact and nothing extra has been charged. I\'ll try the change again in a moment and let you know as soon as it\'s done.',
        'I\'m sorry about this. The hotel\'s reservation system still isn\'t responding, so I couldn\'t move your booking to the 15th yet. Your original reservation is still intact and nothing extra has been charged. I\'ll try the change again in a moment and let you know as soon as it\'s done.',
        'I\'m so sorry about this. The hotel\'s reservation system isn\'t responding right now, so I couldn\'t move your booking to the 15th yet. Your original reservation is intact and nothing extra has been charged. I\'ll try the change again in a moment and let you know once it\'s done.',
      ];
      for (const m of msgs) {
        K.push(fail());
        K.push(c.llm(M, [{ role: 'tool', content: '{"status":503,"code":"PMS_GATEWAY_TIMEOUT"}' }], m));
      }
      return c.agent('ai.generateText', this.goal,
        'I wasn\'t able to change your Hotel Avenida Palace booking because their reservation system kept timing out. Your original booking (check-in the 14th) is unchanged. Please contact the hotel directly at +351 21 321 8100 to move the arrival date.', K);
    },
  },

  // 02 ─ payroll, Semantic Kernel plugins
  {
    isolates: 'A payroll submission fails three times with the same PERIOD_LOCKED conflict while the agent twice sends the same apology and retry promise.',
    goal: 'Submit the bi-weekly payroll run for Harbor Logistics (period ending 2024-06-14) to the payroll provider and confirm the funding debit date.',
    make(c) {
      const K = [];
      const M = 'AzureChatCompletion (gpt-4o)';
      K.push(c.tool('PayrollPlugin-GetRunSummary', { companyCode: 'HBL', periodEnd: '2024-06-14' }, { runId: 'PR-HBL-2024-12', employees: 214, gross: 612384.22, netPay: 447901.58, employerTaxes: 48213.90, status: 'READY', preparedBy: 'j.castillo', preparedAt: '2024-06-13T16:02:11Z' }));
      c.tick();
      K.push(c.tool('PayrollPlugin-ValidateRun', { runId: 'PR-HBL-2024-12' }, { errors: [], warnings: [{ code: 'W-OT-HIGH', employeeId: 'E1093', detail: 'Overtime 31.5h exceeds 25h threshold' }, { code: 'W-NEWHIRE-DD', employeeId: 'E1187', detail: 'First direct deposit to new account' }], validatedAt: c.iso() }));
      const fail = () => {
        c.tick(2000, 7000);
        return c.tool('PayrollPlugin-SubmitRun', { runId: 'PR-HBL-2024-12', approve: true },
          { httpStatus: 409, body: { code: 'PERIOD_LOCKED', message: 'Pay period 2024-06-01..2024-06-14 is locked by another process', lockHolder: 'gl-reconciliation-nightly', traceId: c.uuid() } },
          'HttpOperationException: Response status code does not indicate success: 409 (Conflict).');
      };
      K.push(fail());
      const m1 = 'Apologies, the payroll submission was rejected because the pay period is currently locked by another process (the GL reconciliation job). I haven\'t changed anything in the run and the validation results still stand. I\'ll retry the submission shortly and let you know as soon as it goes through.';
      K.push(c.llm(M, [{ role: 'user', content: this.goal }, { role: 'tool', content: '409 PERIOD_LOCKED' }], m1));
      K.push(fail());
      const m2 = 'Apologies, the payroll submission was rejected again because the pay period is locked by another process (the GL reconciliation job). I haven\'t changed anything in the run and the validation results still stand. I\'ll retry the submission shortly and let you know as soon as it goes through.';
      K.push(c.llm(M, [{ role: 'tool', content: '409 PERIOD_LOCKED' }], m2));
      K.push(fail());
      return c.agent('ChatCompletionAgent:PayrollOps', this.goal,
        'Payroll run PR-HBL-2024-12 has NOT been submitted: the provider kept returning 409 PERIOD_LOCKED. No funding debit date is available. Please check with finance whether the GL reconciliation job can be released.', K);
    },
  },

  // 03 ─ water utility customer chat, BeeAI agent
  {
    isolates: 'A meter-data tool times out with the same ETIMEDOUT three times and the assistant sends the customer the same long apology after each attempt.',
    goal: 'Why is my water bill for account 4471-0982 so high this month? Can you show me my daily usage?',
    make(c) {
      const K = [];
      const M = 'ibm/granite-3-8b-instruct';
      K.push(c.tool('AccountLookup', { accountNumber: '4471-0982' }, { account: '4471-0982', service_address: '88 Alder Ct', rate_class: 'RES-TIER', meter_id: 'MTR-00918271', billing: { period: '05/02-06/01', ccf: 23, prior_ccf: 9, amount_due: 141.77, prior_amount: 58.12 }, autopay: false }));
      c.tick();
      K.push(c.llm(M, 'User: ' + this.goal, 'Your latest bill shows 23 CCF versus 9 CCF the month before. Let me pull your daily meter reads to see when the increase started.'));
      const fail = () => {
        c.tick(30000, 33000);
        return c.tool('MeterDataTool', { meterId: 'MTR-00918271', from: '2024-05-02', to: '2024-06-01', interval: 'daily' }, null,
          `ToolError: connect ETIMEDOUT 10.44.2.19:8443 (mdms.internal) after 30000ms [attempt_id=${c.hex(8)}]`);
      };
      const msgs = [
        'I\'m really sorry, I\'m having trouble pulling your daily meter readings from our metering system right now. Your account and billing details look normal otherwise, and I\'ll keep trying to retrieve the usage data so we can see exactly when the increase started.',
        'I\'m really sorry, I\'m still having trouble pulling your daily meter readings from our metering system right now. Your account and billing details look normal otherwise, and I\'ll keep trying to retrieve the usage data so we can see exactly when the increase started.',
        'I\'m really sorry, I\'m having trouble pulling your daily meter readings from the metering system at the moment. Your account and billing details look normal otherwise, and I\'ll keep trying to retrieve the usage data so we can see exactly when the increase began.',
      ];
      for (const m of msgs) { K.push(fail()); K.push(c.llm(M, 'Observation: ToolError: connect ETIMEDOUT', m)); }
      return c.agent('bee-agent', this.goal,
        'Sorry, I couldn\'t retrieve your daily usage because the metering system is unavailable. Your bill is based on 23 CCF versus 9 CCF last month; a leak is a common cause. You can request a free leak check by replying LEAK or calling 555-0199.', K);
    },
  },

  // 04 ─ game servers, AutoGen assistant + executor (JSON-string args)
  {
    argsAsString: true,
    isolates: 'A game-server restart fails twice with the same 423 maintenance-lock error and the assistant posts the same apology message to the player both times.',
    goal: 'The EU-West Valheim server srv-euw-valheim-03 is frozen and nobody can connect. Please restart it.',
    make(c) {
      const K = [];
      const M = 'assistant (gpt-4-turbo)';
      K.push(c.tool('get_server_status', { server_id: 'srv-euw-valheim-03' }, { server_id: 'srv-euw-valheim-03', game: 'valheim', node: 'euw-node-11', state: 'UNRESPONSIVE', players: '0/10', last_heartbeat: '14m ago', world_save: { name: 'Ashlands_Grind', last_saved: '01:58Z', size_mb: 212 }, checked_at: c.iso() }));
      c.tick();
      const fail = () => {
        c.tick(1000, 4000);
        return c.tool('restart_server', { server_id: 'srv-euw-valheim-03', graceful: true },
          { http: 423, error: 'LOCK_CONFLICT', message: 'node euw-node-11 has an active maintenance lock held by job backup-snap-nightly (started 02:00Z)', request: c.reqId('gsp-') },
          'Error 423 LOCK_CONFLICT: node euw-node-11 maintenance lock held by backup-snap-nightly');
      };
      K.push(fail());
      K.push(c.llm(M, [{ role: 'user', name: 'executor', content: '{"http":423,"error":"LOCK_CONFLICT"}' }], 'Sorry, the restart didn\'t go through: the host node has an active maintenance lock from the nightly backup job, so the control panel is refusing restarts for now. I\'ll try the restart again in a minute. Your world save from 01:58Z is safe and isn\'t affected.'));
      K.push(fail());
      K.push(c.llm(M, [{ role: 'user', name: 'executor', content: '{"http":423,"error":"LOCK_CONFLICT"}' }], 'Sorry, the restart didn\'t go through: the host node still has an active maintenance lock from the nightly backup job, so the control panel is refusing restarts for now. I\'ll try the restart again in a minute. Your world save from 01:58Z is safe and isn\'t affected.'));
      return c.agent('assistant', this.goal,
        'I couldn\'t restart srv-euw-valheim-03: every attempt was blocked by the backup job\'s maintenance lock on euw-node-11. The server is still down; please ping #ops-oncall to clear the lock.', K);
    },
  },

  // 05 ─ e-discovery, LangGraph tool-calling agent
  {
    isolates: 'An e-discovery export is resubmitted unchanged and fails three times with the same Bates-range conflict while the agent repeats the same apology and resubmit promise three times.',
    goal: 'Export production volume PROD004 for matter 23-cv-01877 (Halvorsen v. Qyra Systems) to opposing counsel\'s SFTP, Bates-stamped starting at QYRA0041201.',
    make(c) {
      const K = [];
      const M = 'ChatOpenAI (gpt-4o)';
      K.push(c.tool('get_production_set', { matter_id: '23-cv-01877', production: 'PROD004' }, { production: 'PROD004', documents: 1288, pages: 14902, natives: 61, privilege_withheld: 37, slip_sheets: 37, prior_productions: [{ id: 'PROD003', bates: 'QYRA0038877-QYRA0041250', produced: '2024-05-28' }], load_file: 'DAT/OPT', status: 'QC_PASSED' }));
      const fail = () => {
        c.tick(3000, 9000);
        const job = c.jobId('exp');
        return c.tool('create_export', { matter_id: '23-cv-01877', production: 'PROD004', bates_prefix: 'QYRA', bates_start: 41201, destination: 'sftp://xfer.morrowlaw.com/incoming/qyra' },
          { status: 422, error: 'BATES_RANGE_CONFLICT', detail: 'Range QYRA0041201-QYRA0056102 overlaps production PROD003 (QYRA0038877-QYRA0041250)', job_id: job, submitted_at: c.iso() },
          `422 Unprocessable Entity: BATES_RANGE_CONFLICT (${job})`);
      };
      const msgs = [
        'I\'m sorry, the export was rejected because the Bates range overlaps an earlier production. Nothing has been sent to opposing counsel and the production set itself is unchanged. I\'m going to resubmit the export job now and will confirm once PROD004 is on their SFTP.',
        'I\'m sorry, the export was rejected again because the Bates range overlaps an earlier production. Nothing has been sent to opposing counsel and the production set itself is unchanged. I\'m going to resubmit the export job now and will confirm once PROD004 is on their SFTP.',
        'I\'m sorry, the export was rejected because the Bates range overlaps an earlier production. Nothing has been sent to opposing counsel and the production set is unchanged. I\'m going to resubmit the export job now and I will confirm once PROD004 is on their SFTP.',
      ];
      for (const m of msgs) { K.push(fail()); K.push(c.llm(M, [{ role: 'tool', content: 'BATES_RANGE_CONFLICT' }], m)); }
      return c.agent('ediscovery_agent', this.goal, 'Export of PROD004 was not completed; the platform rejected every submission with BATES_RANGE_CONFLICT. Nothing was transmitted to opposing counsel.', K, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.');
    },
  },

  // 06 ─ film production, Anthropic Messages API tool_use
  {
    isolates: 'A call-sheet publish request fails twice with the same expired-token 401 and the assistant tells the producer the same long apology both times.',
    goal: 'Publish tomorrow\'s call sheet for "Saltwater" (shoot day 23) to all cast and crew through StudioBinder.',
    make(c) {
      const K = [];
      const M = 'claude-3-5-sonnet-20241022';
      K.push(c.tool('get_shooting_schedule', { project: 'saltwater', shoot_day: 23 }, { shoot_day: 23, date: c.date(1), general_crew_call: '06:30', location: 'Pier 7, Dock B (basecamp: Lot C)', scenes: [{ scene: '41', pages: '2 3/8', int_ext: 'EXT', time: 'DAWN' }, { scene: '42A', pages: '1 1/8', int_ext: 'INT', time: 'DAY' }, { scene: '57', pages: '3/8', int_ext: 'EXT', time: 'DAY' }], sunrise: '06:11', weather: 'Fog early, 14C' }));
      c.tick();
      K.push(c.tool('get_crew_list', { project: 'saltwater', shoot_day: 23 }, { cast: 9, crew: 64, background: 22, unit_contacts: { '1st AD': 'Dana Pruitt', UPM: 'Leo Marsh' }, retrieved: c.iso() }));
      c.tick();
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I have the Day 23 schedule (06:30 general call at Pier 7, scenes 41, 42A and 57) and the full distribution list of 95 people. Publishing the call sheet now.'));
      const fail = () => {
        c.tick(800, 3000);
        return c.tool('publish_call_sheet', { project: 'saltwater', shoot_day: 23, distribution: 'all', notify: ['email', 'sms'] },
          { error: { type: 'authentication_error', code: 'token_expired', message: 'OAuth access token expired' }, request_id: c.reqId('sb_') },
          '401 Unauthorized: token_expired');
      };
      K.push(fail());
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01' + c.b62(22), is_error: true, content: '401 Unauthorized: token_expired' }] }], 'Sorry for the hold-up: StudioBinder rejected the publish request because the integration\'s access token has expired. The Day 23 call sheet is drafted and ready to go, so I\'m retrying the publish now so cast and crew receive it tonight.'));
      K.push(fail());
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01' + c.b62(22), is_error: true, content: '401 Unauthorized: token_expired' }] }], 'Sorry for the hold-up: StudioBinder rejected the publish request because the integration\'s access token has expired. The Day 23 call sheet is drafted and ready to go, and I\'m retrying the publish now so cast and crew receive it tonight.'));
      K.push(fail());
      return c.agent('production-assistant', this.goal,
        'The Day 23 call sheet was not published. StudioBinder keeps rejecting requests with an expired token; someone with admin access needs to reconnect the integration.', K);
    },
  },
];
