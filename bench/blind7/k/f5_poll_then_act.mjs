// Family 5: poll-then-act (loop: false, stagnation: false)
// Repeated status checks return the same thing apart from timestamps/counters until the
// state changes; then the agent acts on the new state and finishes.

export const family = 'poll-then-act';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 ─ devops release, Claude Code driving gh CLI
  {
    isolates: 'The agent polls a release workflow with the same gh command five times while it stays in_progress, then publishes the release once it completes successfully.',
    goal: 'Cut the v2.14.0 release: tag main, wait for the release workflow to finish, then publish the GitHub release with the notes from CHANGELOG.md.',
    make(c) {
      const K = [];
      const M = 'claude-sonnet-4-20250514';
      const runId = c.int(9400000000, 9499999999);
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I\'ll tag main and push the tag, which triggers release.yml.'));
      K.push(c.tool('Bash', { command: 'git checkout main && git pull --ff-only && git tag -a v2.14.0 -m "v2.14.0" && git push origin v2.14.0', description: 'Tag and push v2.14.0' }, `Already on 'main'\nAlready up to date.\nTo github.com:northwind/ledgerd.git\n * [new tag]         v2.14.0 -> v2.14.0`));
      c.tick(4000, 9000);
      K.push(c.tool('Bash', { command: 'gh run list --workflow release.yml --limit 1 --json databaseId,status,headBranch,event', description: 'Find release run' }, JSON.stringify([{ databaseId: runId, event: 'push', headBranch: 'v2.14.0', status: 'in_progress' }])));
      const started = c.t;
      const view = (done) => {
        c.tick(55000, 65000);
        const el = Math.round((c.t - started) / 1000);
        const jobs = done
          ? [{ name: 'build (linux-amd64)', status: 'completed', conclusion: 'success' }, { name: 'build (darwin-arm64)', status: 'completed', conclusion: 'success' }, { name: 'publish-artifacts', status: 'completed', conclusion: 'success' }]
          : [{ name: 'build (linux-amd64)', status: 'in_progress', conclusion: '' }, { name: 'build (darwin-arm64)', status: 'in_progress', conclusion: '' }, { name: 'publish-artifacts', status: 'queued', conclusion: '' }];
        return c.tool('Bash', { command: `sleep 60; gh run view ${runId} --json status,conclusion,updatedAt,jobs`, description: 'Wait and check release run', timeout: 120000 }, JSON.stringify({ conclusion: done ? 'success' : '', status: done ? 'completed' : 'in_progress', updatedAt: c.isoNoMs(), elapsedSeconds: el, jobs }));
      };
      for (let i = 0; i < 5; i++) K.push(view(false));
      K.push(view(true));
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: '{"conclusion":"success","status":"completed"}' }] }], 'The release workflow finished successfully and all three jobs passed. Extracting the v2.14.0 section of CHANGELOG.md and creating the GitHub release.'));
      K.push(c.tool('Bash', { command: 'awk \'/^## \\[2.14.0\\]/{f=1;next}/^## \\[/{f=0}f\' CHANGELOG.md > /tmp/notes-v2.14.0.md && gh release create v2.14.0 --title "v2.14.0" --notes-file /tmp/notes-v2.14.0.md --verify-tag', description: 'Publish GitHub release' }, 'https://github.com/northwind/ledgerd/releases/tag/v2.14.0'));
      return c.agent('claude-code', this.goal, 'Done. v2.14.0 is tagged, the release workflow (run ' + runId + ') completed successfully, and the GitHub release is published at https://github.com/northwind/ledgerd/releases/tag/v2.14.0 with the CHANGELOG notes.', K);
    },
  },

  // 02 ─ clinical trials data export, Bedrock Agents action group
  {
    isolates: 'An EDC export job is polled four times while QUEUED (only the queue position and timestamps change), then once COMPLETED the file is transferred and the DSMB is notified.',
    goal: 'Generate the unblinded safety listings export for study CARD-210 (data cut 2024-08-31) and deliver it to the DSMB statistician\'s secure folder.',
    make(c) {
      const K = [];
      const M = 'orchestration (anthropic.claude-3-5-sonnet-20240620-v1:0)';
      const exportId = 'exp_' + c.hex(12);
      const call = (path, method, params, body) => ({ apiPath: path, httpMethod: method, parameters: params, ...(body ? { requestBody: { content: { 'application/json': { properties: body } } } } : {}) });
      K.push(c.llm(M, `Human: ${this.goal}`, '<thinking>I will request the safety listings export from the EDC for the 2024-08-31 cut and then wait for it to complete.</thinking>'));
      K.push(c.tool('EdcActionGroup::POST /exports', call('/exports', 'POST', [], [{ name: 'study', value: 'CARD-210' }, { name: 'type', value: 'SAFETY_LISTINGS_UNBLINDED' }, { name: 'dataCut', value: '2024-08-31' }]), { httpStatusCode: 202, responseBody: { 'application/json': { body: JSON.stringify({ exportId, status: 'QUEUED', queuePosition: 4, createdAt: c.iso() }) } } }));
      const poll = (status, pos, extra = {}) => { c.tick(90000, 150000); return c.tool('EdcActionGroup::GET /exports/{exportId}', call('/exports/{exportId}', 'GET', [{ name: 'exportId', type: 'string', value: exportId }]), { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ exportId, status, queuePosition: pos, checkedAt: c.iso(), ...extra }) } } }); };
      K.push(poll('QUEUED', 3)); K.push(poll('QUEUED', 2)); K.push(poll('QUEUED', 1)); K.push(poll('QUEUED', 1));
      K.push(poll('COMPLETED', 0, { files: [{ name: 'CARD-210_SAFETY_UNBLINDED_DC20240831.zip', sizeBytes: 48213377, sha256: c.sha(64) }], completedAt: c.iso() }));
      K.push(c.llm(M, 'Human: ... <function_results>status COMPLETED</function_results>', '<thinking>The export completed with one zip file. I will transfer it to the DSMB secure folder and then notify the statistician.</thinking>'));
      c.tick();
      K.push(c.tool('EdcActionGroup::POST /transfers', call('/transfers', 'POST', [], [{ name: 'exportId', value: exportId }, { name: 'destination', value: 'dsmb-secure://card-210/incoming' }]), { httpStatusCode: 201, responseBody: { 'application/json': { body: JSON.stringify({ transferId: 'trf_' + c.hex(10), status: 'DELIVERED', checksumVerified: true, deliveredAt: c.iso() }) } } }));
      c.tick();
      K.push(c.tool('NotifyActionGroup::POST /notifications', call('/notifications', 'POST', [], [{ name: 'to', value: 'dsmb-stats@independent-stats.org' }, { name: 'template', value: 'DSMB_DELIVERY' }]), { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ messageId: c.uuid(), queued: true }) } } }));
      return c.agent('InvokeAgent trial-data-agent (alias PROD)', this.goal, 'The CARD-210 unblinded safety listings (data cut 2024-08-31) were generated and delivered to the DSMB secure folder with a verified checksum, and the DSMB statistician has been notified.', K);
    },
  },

  // 03 ─ marine shipping port call, AutoGen (JSON-string args), tool-only polling
  {
    argsAsString: true,
    isolates: 'A port agent polls a vessel\'s berth status six times while it stays ANCHORED, then once it is ALL_FAST allocates cranes and notifies the terminal.',
    goal: 'As soon as MSC LUCIA (IMO 9839131) is all fast at Berth 4, allocate two STS cranes and a gang for discharge and notify the terminal planner.',
    make(c) {
      const K = [];
      const M = 'port_agent (gpt-4o)';
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I will watch the port community system for the berth status change and allocate cranes once the vessel is alongside.'));
      const st = (status, extra = {}) => { c.tick(240000, 360000); return c.tool('pcs_get_port_call', { imo: 9839131, port: 'NLRTM', call_ref: 'PC-24-118873' }, { call_ref: 'PC-24-118873', vessel: 'MSC LUCIA', imo: 9839131, berth: 'ECT-DDE-4', status, eta_berth: '14:30', last_ais: { lat: 51.98, lon: +(4.02 + c.float(0, 0.01, 3)).toFixed(4), sog: c.float(0, 0.3, 1), received: c.iso() }, ...extra, updated: c.iso() }); };
      for (let i = 0; i < 6; i++) K.push(st('ANCHORED', { pilot: 'BOOKED' }));
      K.push(st('ALL_FAST', { pilot: 'DISEMBARKED', all_fast_at: c.hms() }));
      c.tick();
      K.push(c.tool('tos_allocate_cranes', { call_ref: 'PC-24-118873', berth: 'ECT-DDE-4', cranes: ['QC41', 'QC42'], gang: 'B-shift-07', operation: 'DISCHARGE' }, { allocation_id: 'AL-' + c.digits(6), cranes: [{ id: 'QC41', start: c.hms() }, { id: 'QC42', start: c.hms() }], gang: 'B-shift-07', planned_moves: 1840 }));
      c.tick();
      K.push(c.tool('notify', { channel: 'terminal-planning', text: 'MSC LUCIA all fast at DDE-4. QC41/QC42 + gang B-shift-07 allocated for discharge (1,840 moves).' }, { ok: true, ts: `${c.epoch()}.${c.digits(6)}` }));
      return c.agent('port_agent', this.goal, 'MSC LUCIA is all fast at Berth 4. Cranes QC41 and QC42 with gang B-shift-07 are allocated for discharge (1,840 planned moves), and the terminal planner has been notified.', K);
    },
  },

  // 04 ─ fintech KYC, OpenAI Swarm with handoff
  {
    isolates: 'An identity verification check is polled three times while in_progress with only timestamps changing; once it completes clear the agent approves the account and hands off.',
    goal: 'Finish onboarding for applicant app_58Q2 (Jonas Ferreira): wait for the ID verification result and, if clear, approve the account.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      const check = 'chk_' + c.hex(24);
      K.push(c.llm(M, [{ role: 'system', content: 'You are the KYC agent.' }, { role: 'user', content: this.goal }], 'The document and selfie checks were submitted earlier. I\'ll look at the verification status.'));
      const poll = (status, result) => { c.tick(20000, 45000); return c.tool('get_verification_check', { check_id: check }, { id: check, applicant_id: 'app_58Q2', status, result, reports: [{ name: 'document', status: status === 'complete' ? 'complete' : 'in_progress', result: status === 'complete' ? 'clear' : null }, { name: 'facial_similarity_photo', status: status === 'complete' ? 'complete' : 'awaiting_data', result: status === 'complete' ? 'clear' : null }], created_at: '2024-07-02T09:14:51Z', updated_at: c.iso(), href: `/v3.6/checks/${check}` }); };
      K.push(poll('in_progress', null)); K.push(poll('in_progress', null)); K.push(poll('in_progress', null));
      K.push(poll('complete', 'clear'));
      K.push(c.llm(M, [{ role: 'tool', content: '{"status":"complete","result":"clear"}' }], 'Both the document and facial similarity reports are clear. Approving the account and passing the applicant to onboarding for the welcome pack.'));
      c.tick();
      K.push(c.tool('approve_account', { applicant_id: 'app_58Q2', check_id: check, risk_tier: 'standard' }, { account_id: 'ACC-' + c.digits(8), status: 'ACTIVE', approved_at: c.iso(), approved_by: 'kyc-agent' }));
      K.push(c.tool('transfer_to_onboarding_agent', {}, { assistant: 'Onboarding Agent' }));
      K.push(c.agent('Onboarding Agent', { context_variables: { applicant_id: 'app_58Q2' } }, 'Welcome email and card order queued for Jonas Ferreira.', [c.tool('send_welcome_pack', { applicant_id: 'app_58Q2', channel: 'email' }, { message_id: c.uuid(), card_order: 'CO-' + c.digits(7) })]));
      return c.agent('KYC Agent', this.goal, 'ID verification came back clear, the account for Jonas Ferreira is now ACTIVE, and the welcome pack and debit card order have been queued.', K);
    },
  },

  // 05 ─ film VFX render, CrewAI (JSON-string args)
  {
    argsAsString: true,
    isolates: 'A render job is polled five times showing Rendering with only the frame counter and timestamps advancing, then once Completed the agent publishes the version for dailies.',
    goal: 'When the comp render for shot SW_041_0230 finishes on the farm, publish it to ShotGrid as a new version for tomorrow\'s dailies.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      const job = c.hex(24);
      const inner = [];
      inner.push(c.llm(M, 'You are Pipeline TD. Task: ' + this.goal, 'Thought: I need to watch the Deadline job for SW_041_0230 and publish once it completes.\nAction: Check Deadline job'));
      let done = 0;
      const poll = (final) => { c.tick(120000, 180000); done = final ? 240 : Math.min(239, done + c.int(30, 48)); return c.tool('Check Deadline job', { job_id: job }, `Job ${job} [SW_041_0230_comp_v012]\nStatus: ${final ? 'Completed' : 'Rendering'}\nTasks: ${done}/240 frames (${final ? 0 : c.int(22, 26)} workers)\nLast update: ${c.logTs()}\nAvg frame: ${c.int(50, 70)}s`); };
      for (let i = 0; i < 5; i++) inner.push(poll(false));
      inner.push(poll(true));
      inner.push(c.llm(M, 'Observation: Status: Completed, 240/240', 'Thought: The render is complete with all 240 frames. I\'ll create the ShotGrid version pointing at the EXR sequence and the review movie.\nAction: Create ShotGrid version'));
      c.tick();
      inner.push(c.tool('Create ShotGrid version', { project: 'Saltwater', shot: 'SW_041_0230', code: 'SW_041_0230_comp_v012', frames: '/show/saltwater/SW_041/0230/comp/v012/exr/SW_041_0230_comp_v012.####.exr', movie: '/show/saltwater/SW_041/0230/comp/v012/review/SW_041_0230_comp_v012.mov', playlist: `Dailies ${c.date(1)}` }, `{"type": "Version", "id": ${c.int(180000, 199999)}, "code": "SW_041_0230_comp_v012", "sg_status_list": "rev", "playlist": "Dailies ${c.date(1)}"}`));
      const out = 'SW_041_0230_comp_v012 rendered (240/240) and published to ShotGrid, added to tomorrow\'s dailies playlist.';
      K.push(c.agent('Pipeline TD', { task: 'Publish SW_041_0230 comp when render completes' }, out, inner));
      return c.agent('Crew: Dailies Prep', this.goal, out, K);
    },
  },

  // 06 ─ water utility SCADA, Agno agent, valve travel then pump start
  {
    isolates: 'After commanding a valve to close, the agent polls its position four times while TRAVELING (only percent-open and timestamps change), then starts the pump once it reads CLOSED.',
    goal: 'Isolate the Eastside reservoir inlet by closing valve V-112, then start booster pump P-3 to feed Zone 5 from the north main.',
    make(c) {
      const K = [];
      K.push(c.tool('scada_write', { tag: 'EAST.V112.CMD', value: 'CLOSE', operator: 'agent-ops', reason: 'Isolate Eastside inlet for Zone 5 feed change' }, { ok: true, tag: 'EAST.V112.CMD', written: 'CLOSE', quality: 'GOOD', ts: c.iso(), txn: c.hex(10) }));
      let pct = 100;
      const read = (final) => { c.tick(25000, 40000); pct = final ? 0 : Math.max(6, pct - c.int(18, 24)); return c.tool('scada_read', { tags: ['EAST.V112.STATE', 'EAST.V112.POS_PCT', 'EAST.V112.TORQUE_ALM'] }, { values: { 'EAST.V112.STATE': final ? 'CLOSED' : 'TRAVELING', 'EAST.V112.POS_PCT': pct, 'EAST.V112.TORQUE_ALM': false }, quality: 'GOOD', source: 'historian-rt', ts: c.iso() }); };
      for (let i = 0; i < 4; i++) K.push(read(false));
      K.push(read(true));
      c.tick();
      K.push(c.tool('scada_write', { tag: 'NORTH.P3.CMD', value: 'START', operator: 'agent-ops', reason: 'Feed Zone 5 from north main' }, { ok: true, tag: 'NORTH.P3.CMD', written: 'START', quality: 'GOOD', ts: c.iso(), txn: c.hex(10) }));
      c.tick(15000, 25000);
      K.push(c.tool('scada_read', { tags: ['NORTH.P3.STATE', 'NORTH.P3.FLOW_GPM', 'ZONE5.PRESS_PSI'] }, { values: { 'NORTH.P3.STATE': 'RUNNING', 'NORTH.P3.FLOW_GPM': 1180, 'ZONE5.PRESS_PSI': 62.4 }, quality: 'GOOD', source: 'historian-rt', ts: c.iso() }));
      return c.agent('Agent.run scada-operator', this.goal, 'V-112 is fully closed (Eastside inlet isolated) and booster pump P-3 is running at 1,180 gpm; Zone 5 pressure is holding at 62.4 psi.', K);
    },
  },
];
