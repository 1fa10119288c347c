// Family: retry_and_renotify (loop=true, stagnation=true)
// try -> fail the same way -> tell the user/channel the same thing -> try again; 3+ rounds.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, toolMsg } from './lib.mjs';

export const rows = [
  {
    domain: 'drone light shows (swarm choreography upload)', style: 'Mastra AI tracing',
    isolates: 'A Mastra agent uploads the same show file to the swarm controller, gets the same firmware-mismatch rejection on the same three drones, and posts a near-identical Slack update each time, for three rounds.',
    goal: 'Upload tonight\'s 240-drone show choreography (harbour_fest_0412.skyc) to the swarm ground controller and report readiness in #show-ops.',
    build(r) {
      const tr = r.traceId();
      const m = (spanType, extra = {}) => ({ spanType, traceId: tr, spanId: r.spanId(), startTime: r.iso(r.tick(300, 2000)), ...extra });
      const kids = [];
      const slackText = 'Upload of harbour_fest_0412.skyc failed: 3 drones (D-077, D-118, D-203) are on firmware 1.9.2 and the show needs >= 1.10.0. Retrying the upload now.';
      for (let i = 0; i < 3; i++) {
        kids.push(llm('llm: \'claude-3-5-haiku\'', { messages: [{ role: 'user', content: 'Upload harbour_fest_0412.skyc and report in #show-ops.' }], step: i * 2 }, { text: i ? 'The upload failed again; I\'ll retry the upload to the ground controller.' : 'I\'ll upload the choreography to the ground controller.', toolCalls: [{ toolName: 'uploadShow', args: { file: 'harbour_fest_0412.skyc', controller: 'gcs-harbour-01', verify: true } }], finishReason: 'tool-calls', usage: { promptTokens: r.int(800, 1600), completionTokens: r.int(30, 60) } }, m('llm_generation', { attributes: { model: 'claude-3-5-haiku-20241022', provider: 'anthropic' } })));
        const up = r.hex(12);
        kids.push(tool('tool: \'uploadShow\'', { file: 'harbour_fest_0412.skyc', controller: 'gcs-harbour-01', verify: true }, { ok: false, upload_id: up, bytes: 18446032, sha256: 'e3b1c9a07f4d8b2265a1f0c2d9e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0', controller_log: `[${r.hms()}] RX 240/240 acks\n[${r.hms(r.tick(200, 900))}] VERIFY FAIL fw_version D-077=1.9.2 D-118=1.9.2 D-203=1.9.2 required>=1.10.0\n[${r.hms(r.tick(10, 50))}] session ${r.hex(6)} closed` }, m('tool_call', { attributes: { toolId: 'uploadShow' } }), 'ShowVerificationError: firmware below minimum on 3 drone(s)'));
        kids.push(llm('llm: \'claude-3-5-haiku\'', { step: i * 2 + 1 }, { text: slackText.replace('Retrying the upload now.', i === 2 ? 'Retrying the upload again.' : 'Retrying the upload now.'), toolCalls: [{ toolName: 'slackPost', args: { channel: '#show-ops', text: slackText } }], finishReason: 'tool-calls' }, m('llm_generation')));
        kids.push(tool('tool: \'slackPost\'', { channel: '#show-ops', text: slackText }, { ok: true, channel: 'C04' + r.upper(8), ts: `${r.epoch()}.${r.digits(6)}` }, m('tool_call', { attributes: { toolId: 'slackPost' } })));
      }
      return agent('agent run: \'show-prep\'', { prompt: 'Prepare tonight\'s show upload' }, { text: slackText, finishReason: 'length', steps: 12 }, kids, m('agent_run', { attributes: { agentId: 'show-prep', maxSteps: 12 } }));
    },
  },
  {
    domain: 'sea turtle nest monitoring (state portal submission)', style: 'LlamaIndex (FunctionAgent workflow instrumentation)',
    isolates: 'A LlamaIndex FunctionAgent resubmits the same weekly nest records, gets the same 422 on crawl_type each time, and emails the coordinator the same apology three times without changing the payload.',
    goal: 'Submit this week\'s 14 loggerhead nest records for Beach Zone 7 to the state nesting survey portal and confirm to the coordinator.',
    build(r) {
      const payload = JSON.stringify({ zone: 'Z7', week: 22, records: [{ nest_id: 'Z7-118', species: 'CC', crawl_type: 'nest', lat: 27.1842, lon: -80.1611 }, { nest_id: 'Z7-119', species: 'CC', crawl_type: 'false crawl', lat: 27.1856, lon: -80.1623 }], count: 14 });
      const mail = 'Hi Dana, the weekly nest upload for Zone 7 was rejected by the portal (crawl_type validation). I am resubmitting now and will confirm once it goes through.';
      const kids = [tool('FunctionTool.acall', { tool: 'load_field_sheets', kwargs: { zone: 'Z7', week: 22 } }, `Loaded 14 records from /data/fieldsheets/2025/wk22_z7.csv (sha1 ${r.sha()})`, { 'tool.name': 'load_field_sheets', duration_ms: r.ms(30, 200) })];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('OpenAI.achat', { messages: [sys('You submit nesting data.'), usr('Submit week 22 for Zone 7')] }, { message: { role: 'assistant', content: i ? 'The portal rejected the upload again. I will resubmit the records.' : null, additional_kwargs: { tool_calls: [oaiCall(r.callId(), 'submit_nests', { payload })] } }, raw: { id: 'chatcmpl-' + r.b62(29), system_fingerprint: 'fp_' + r.hex(10) } }, { event: 'LLMChatEndEvent', span_id: `OpenAI.achat-${r.uuid()}` }));
        r.tick(1000, 3000);
        kids.push(tool('FunctionTool.acall', { tool: 'submit_nests', kwargs: { payload } }, { status: 422, headers: { date: r.http(), 'x-amzn-requestid': r.uuid(), 'x-ratelimit-remaining': String(58 - i) }, body: { error: 'ValidationError', detail: [{ loc: ['records', 0, 'crawl_type'], msg: "value is not a valid enumeration member; permitted: 'N', 'FC', 'U'", input: 'nest' }] } }, { 'tool.name': 'submit_nests' }, 'HTTP 422 Unprocessable Entity'));
        kids.push(llm('OpenAI.achat', { messages: ['...'] }, { message: { role: 'assistant', content: mail, additional_kwargs: { tool_calls: [oaiCall(r.callId(), 'send_email', { to: 'dana.ruiz@turtlewatch.org', subject: 'Zone 7 nest upload', body: mail })] } } }, { event: 'LLMChatEndEvent' }));
        kids.push(tool('FunctionTool.acall', { tool: 'send_email', kwargs: { to: 'dana.ruiz@turtlewatch.org', subject: 'Zone 7 nest upload', body: mail } }, `250 2.0.0 OK ${r.epoch()} ${r.b62(10)}.${r.int(100, 999)} - gsmtp`, { 'tool.name': 'send_email' }));
      }
      return agent('FunctionAgent.run', { user_msg: 'Submit week 22 nest records for Zone 7 and let Dana know.' }, null, [chain('AgentWorkflow.run', {}, null, kids, { workflow_id: r.uuid() }, 'workflow')], { error: 'WorkflowTimeoutError: Operation timed out after 300.0 seconds' });
    },
  },
  {
    domain: 'Haskell library build (cabal dependency resolution)', style: 'SWE-agent trajectory',
    isolates: 'A SWE-agent run reruns the same cabal build, hits the identical "Could not resolve dependencies" conflict on base, and posts the same status comment on the GitHub issue each round.',
    goal: 'Fix issue #412 in the `sheaf-csv` Haskell package so that it builds with GHC 9.8 and comment progress on the issue.',
    build(r) {
      const conflict = `Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: sheaf-csv-0.4.2 (user goal)\n[__1] next goal: base (dependency of sheaf-csv)\n[__1] rejecting: base-4.19.1.0/installed-4.19.1.0 (conflict: sheaf-csv => base>=4.14 && <4.19)\n[__1] fail (backjumping, conflict set: base, sheaf-csv)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, sheaf-csv`;
      const comment = 'Working on GHC 9.8 support: the build currently fails because cabal cannot resolve base for GHC 9.8. Retrying the build.';
      const step = (thought, action, obs, err) => [llm('model_query', { history_len: r.int(8, 30) }, { thought, action }, { model: 'gpt-4o', api_calls: r.count('api'), instance_cost: r.float(0.1, 1.5, 3) }), tool(action.split(' ')[0], { action }, obs, { execution_time: r.float(0.4, 38, 2) }, err)];
      const kids = [...step('Let me look at the cabal file to see the bounds.', 'cat sheaf-csv.cabal | grep -n base', '14:    build-depends:    base >=4.14 && <4.19,\n15:                      bytestring >=0.10 && <0.13,')];
      for (let i = 0; i < 3; i++) {
        kids.push(...step(i ? 'The build failed again on the dependency resolution. Let me run the build again.' : 'Let me build the package with GHC 9.8 to reproduce.', 'cabal build -w ghc-9.8.2 all', conflict + `\n(elapsed ${r.float(2, 6, 1)}s, store ${r.tmp('cabal-')})`, 'exit code 1'));
        kids.push(...step('The build is failing because cabal cannot resolve base for GHC 9.8. Let me post an update on the issue and retry.', `gh issue comment 412 --body "${comment}"`, `https://github.com/sheaf-hs/sheaf-csv/issues/412#issuecomment-${r.digits(10)}`));
      }
      return agent('SWE-agent', { instance_id: 'sheaf-hs__sheaf-csv-412', model: 'gpt-4o' }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent 1.0', env: 'docker://sweagent/swe-rex:latest' });
    },
  },
  {
    domain: 'casino cage chip reconciliation (ledger sync)', style: 'Semantic Kernel (OpenTelemetry activity names)',
    isolates: 'A Semantic Kernel agent calls the same ledger-sync function with the same expired credential, gets 401 each time, and appends the same work note to the ServiceNow incident after every failure.',
    goal: 'Reconcile the end-of-shift chip float for Cage 3 against the table ledger and post the result to incident INC0048812.',
    build(r) {
      const note = 'Chip float reconciliation for Cage 3 could not complete: the table ledger sync returned 401 Unauthorized. Retrying the sync.';
      const kids = [tool('function.invocation CageCount-GetFloat', { cage: 3, shift: 'swing' }, { cage: 3, denominations: { '5': 1840, '25': 962, '100': 311, '500': 48, '1000': 12 }, counted_by: 'EMP-22817', counted_at: r.isoOff(r.now(), -8) }, { 'semantic_kernel.function.invocation.duration': r.float(0.05, 0.4, 3) })];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat.completions gpt-4o', { 'gen_ai.system': 'openai', messages: [sys('You are the cage reconciliation agent.')] }, { content: i ? 'The ledger sync failed again. I will retry the sync.' : 'Now I will sync the table ledger for the swing shift.', tool_calls: [{ name: 'TableLedger-Sync', arguments: '{"pit":"B","shift":"swing"}' }] }, { 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.usage.input_tokens': r.int(1200, 2200) }));
        kids.push(tool('function.invocation TableLedger-Sync', { pit: 'B', shift: 'swing' }, { status: 401, body: '{"error":"invalid_token","error_description":"The access token expired at ' + r.isoNoMs(r.now() - 3600000) + '"}', 'WWW-Authenticate': 'Bearer realm="tablegames", error="invalid_token"', 'x-correlation-id': r.uuid() }, {}, 'HttpOperationException: Response status code does not indicate success: 401 (Unauthorized).'));
        kids.push(llm('chat.completions gpt-4o', {}, { content: i === 1 ? note.replace('could not complete', 'could not be completed') : note, tool_calls: [{ name: 'ServiceNow-AddWorkNote', arguments: JSON.stringify({ incident: 'INC0048812', note }) }] }, {}));
        kids.push(tool('function.invocation ServiceNow-AddWorkNote', { incident: 'INC0048812', note }, { result: { sys_id: r.hex(32), sys_updated_on: r.logts().slice(0, 19), sys_mod_count: String(7 + i) } }));
      }
      return agent('invoke_agent CageReconciler', { input: 'Reconcile Cage 3 swing shift' }, null, kids, { 'gen_ai.agent.id': r.uuid(), 'error.type': 'MaximumAutoInvokeAttemptsReached' });
    },
  },
  {
    domain: 'ski patrols (morning sweep paging)', style: 'Strands Agents (OTel event-loop spans)',
    isolates: 'A Strands agent pages the morning sweep team through the same dead radio gateway, gets the same 504 each time, and messages the patrol director the same status line after every attempt.',
    goal: 'Page the four patrollers assigned to the 07:15 upper-mountain sweep and confirm to the patrol director that they have acknowledged.',
    build(r) {
      const dm = 'Paging the 07:15 sweep team failed: radio gateway rg-summit returned 504. I\'ll try paging them again.';
      const cycles = [];
      for (let i = 0; i < 5; i++) {
        const cyc = r.uuid();
        cycles.push(chain('execute_event_loop_cycle', { cycle_id: cyc }, null, [
          llm('chat', { 'gen_ai.prompt': '[...]' }, { message: { role: 'assistant', content: [{ text: i ? 'The page did not go through. Trying the gateway again.' : 'Paging the sweep team on channel 4.' }, { toolUse: { toolUseId: 'tooluse_' + r.b62(22), name: 'page_patrollers', input: { ids: ['P-11', 'P-14', 'P-23', 'P-31'], channel: 4, text: '07:15 UPPER SWEEP - ACK' } } }] }, stopReason: 'tool_use' }, { 'gen_ai.usage.prompt_tokens': r.int(900, 1500), 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }),
          tool('execute_tool page_patrollers', { ids: ['P-11', 'P-14', 'P-23', 'P-31'], channel: 4 }, { status: 'error', content: [{ text: `HTTP 504 Gateway Time-out from rg-summit (${r.host('rg')}) after 30000ms; upstream tetra-bridge last seen ${r.syslog(r.now() - 5400000)}` }] }, { 'gen_ai.tool.name': 'page_patrollers', 'tool.status': 'error' }, '504 Gateway Time-out'),
        ], { 'event_loop.cycle_id': cyc }, 'chain'));
        const c2 = r.uuid();
        cycles.push(chain('execute_event_loop_cycle', { cycle_id: c2 }, null, [
          llm('chat', {}, { message: { role: 'assistant', content: [{ text: i % 2 ? dm.replace('I\'ll try', 'I will try') : dm }, { toolUse: { toolUseId: 'tooluse_' + r.b62(22), name: 'message_director', input: { text: dm } } }] }, stopReason: 'tool_use' }),
          tool('execute_tool message_director', { text: dm }, { status: 'success', content: [{ text: `delivered to @director.hollis at ${r.human()}` }] }, { 'gen_ai.tool.name': 'message_director' }),
        ], { 'event_loop.cycle_id': c2 }));
      }
      return agent('invoke_agent patrol_dispatch', { prompt: 'Page the 07:15 upper sweep and confirm acks.' }, null, cycles, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'patrol_dispatch', stop_reason: 'max_cycles', cycles: 10 });
    },
  },
  {
    domain: 'mechanical keyboard warranty RMA (customer support)', style: 'plain message-level trace (llm tool_calls + sibling tool spans)',
    isolates: 'A support bot calls the same return-label endpoint with the same payload, gets the same carrier-account 500 each time, and apologises to the customer with the same message after each failure.',
    goal: 'Issue an RMA and a prepaid return label for a customer whose keyboard has a dead spacebar switch under warranty.',
    build(r) {
      const sorry = 'I\'m sorry, something went wrong while creating your return label. Let me try that again for you.';
      const args = { rma: 'RMA-' + r.digits(6), from_zip: '97214', weight_oz: 46, service: 'ground' };
      const kids = [
        llm('chat gpt-4o-mini', { messages: [sys('You are Keyforge support.'), usr('My spacebar stopped working on my K-75, order #KF-88123, bought 5 months ago.')] }, asst(null, [oaiCall(r.callId(), 'lookup_order', { order: 'KF-88123' })])),
        tool('lookup_order', { order: 'KF-88123' }, JSON.stringify({ order: 'KF-88123', item: 'K-75 TKL (Gateron Brown)', purchased: r.ymd(r.now() - 150 * 86400000), warranty_until: r.ymd(r.now() + 215 * 86400000), eligible: true })),
        llm('chat gpt-4o-mini', { messages: ['...'] }, asst(null, [oaiCall(r.callId(), 'create_rma', { order: 'KF-88123', reason: 'dead spacebar switch' })])),
        tool('create_rma', { order: 'KF-88123', reason: 'dead spacebar switch' }, JSON.stringify({ rma: args.rma, status: 'open', created: r.iso() })),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat gpt-4o-mini', { messages: ['...'] }, asst(null, [oaiCall(r.callId(), 'create_return_label', args)])));
        kids.push(tool('create_return_label', args, `HTTP/1.1 500 Internal Server Error\nDate: ${r.http(r.tick(800, 3000))}\nX-Request-Id: ${r.reqId('lbl-')}\nServer: labelsvc/${r.int(3, 4)}.${r.int(0, 9)}\n\n{"error":"carrier_account_suspended","message":"Shipper account 4XW920 is not active"}`, {}, 'label service returned 500'));
        kids.push(llm('chat gpt-4o-mini', { messages: ['...'] }, asst(i === 1 ? sorry.replace('for you', 'now') : sorry)));
      }
      return agent('support-session', { conversation_id: r.uuid(), channel: 'web-chat' }, { ended_by: 'customer_left' }, kids);
    },
  },
];
