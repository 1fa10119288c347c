import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'volatile-identical-results';
export const ROWS = [
{ n: '01', domain: 'Cloud Run revision for a ferry timetable API', style: 'Google ADK (invocation / call_llm / execute_tool)',
  isolates: 'The agent calls describe-revision five times with identical arguments; each answer is the same failed revision status apart from request ids, timestamps and observed generation, and it never reads logs or rolls back.',
  goal: 'Find out why the new timetable-api revision is not receiving traffic and get it serving.',
  build: (N) => {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      ch.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-2.0-flash', contents_len: 1 + 2 * i } }, { content: { parts: [{ function_call: { name: 'describe_revision', args: { service: 'timetable-api', region: 'europe-north1', revision: 'timetable-api-00042-kaz' } } }] } }, [], { 'gcp.vertex.agent.event_id': N.uuid() }));
      ch.push(tool('execute_tool describe_revision', { service: 'timetable-api', region: 'europe-north1', revision: 'timetable-api-00042-kaz' }, { function_response: { name: 'describe_revision', response: { ready: 'False', reason: 'HealthCheckContainerError', message: 'The user-provided container failed the configured startup probe checks.', lastTransitionTime: N.iso(), observedGeneration: 42, requestId: N.hex(16), served_from: N.host('run-api') } } }, { 'gcp.vertex.agent.tool_call_args': 'same', latency_ms: N.dur(90, 600) }));
    }
    ch.push(llm('call_llm', { contents_len: 11 }, { content: { parts: [{ text: 'The revision is still not ready.' }] } }));
    return agent('invocation', { user_content: 'Why is timetable-api-00042-kaz not getting traffic?' }, null, [agent('agent_run [deploy_helper]', {}, null, ch)], { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), session: N.uuid() });
  } },
{ n: '02', domain: 'piano removals delivery tracking', style: 'CrewAI',
  isolates: 'A crew agent queries the same van tracker four times with the same job number and gets the same "at depot, not loaded" status, differing only in ping times and tracker ids, and never escalates or reschedules.',
  goal: 'Confirm the Bechstein upright for Mrs Adeyemi will arrive in the 2-4pm slot or rebook the customer.',
  build: (N) => {
    const res = () => `Vehicle VN-08 | job PR-33871 | status: AT_DEPOT (not loaded) | last ping ${N.syslog()} | gps_fix ${N.int(5, 11)} sats | ping_id ${N.b62(10)}`;
    const ch = [];
    const thoughts = ['Check where the van is.', 'Confirm with the tracker.', 'Look at the latest tracker status.', 'See if the status moved.'];
    for (let i = 0; i < 4; i++) {
      ch.push(llm('Dispatch Coordinator', { prompt: i ? '…Observation appended' : 'Task: confirm PR-33871 arrival slot' }, `Thought: ${thoughts[i]}\nAction: van_tracker\nAction Input: {"job": "PR-33871"}`));
      ch.push(tool('van_tracker', '{"job": "PR-33871"}', res(), { cache: 'bypass' }));
    }
    return agent('Crew: removals_ops', { inputs: { job: 'PR-33871' } }, null, [span('task', 'Confirm delivery slot', { agent: 'Dispatch Coordinator' }, null, ch, { metadata: { status: 'killed: max_execution_time' } })], { crewai_version: '0.95.0' });
  } },
{ n: '03', domain: 'Ceph cluster health for a film-scan archive', style: 'plain message-level trace (chat messages, tool_calls, tool siblings)',
  isolates: '`ceph health detail` is run five times with a changing --format/attempt flag only; the output is identical apart from timestamps, PG ids order and a mon hostname, and the agent never runs the repair.',
  goal: 'Clear the HEALTH_WARN on the archive Ceph cluster so the film-scan ingest can resume.',
  build: (N) => {
    const out = () => `${N.iso()} mon.${N.pick(['arch-mon-a', 'arch-mon-b', 'arch-mon-c'])}\nHEALTH_WARN 1 pgs inconsistent; 1 scrub errors\n[ERR] OSD_SCRUB_ERRORS: 1 scrub errors\n[ERR] PG_DAMAGED: Possible data damage: 1 pg inconsistent\n    pg 7.1f is active+clean+inconsistent, acting [12,4,9]`;
    const ch = [];
    for (let i = 0; i < 5; i++) {
      const id = N.callId();
      ch.push(llm('chat', { model: 'gpt-4o-mini', messages: `[${2 + 2 * i} messages]` }, { message: asst(null, [tc(id, 'ssh_exec', { host: 'arch-admin', cmd: 'ceph health detail', attempt: i + 1 })]) }));
      ch.push(tool('ssh_exec', JSON.stringify({ host: 'arch-admin', cmd: 'ceph health detail', attempt: i + 1 }), { stdout: out(), exit: 0, elapsed: N.secs(0.4, 1.6) }));
    }
    ch.push(llm('chat', { messages: '[12 messages]' }, { message: asst('The cluster still reports one inconsistent PG.') , finish_reason: 'length' }));
    return agent('ops-chat', { user: 'Clear the HEALTH_WARN on the archive cluster' }, null, ch, { recorder: 'jsonl-chat-log', conv: N.uuid() });
  } },
{ n: '04', domain: 'warehouse loading-dock appointment scheduler', style: 'OpenAI Responses API (response objects)',
  isolates: 'The agent polls the same dock slot endpoint with only a client timestamp changing; five answers say the same slot is held by the same carrier, with new etags and request ids, and it never picks another slot.',
  goal: 'Book a 40-ft reefer delivery at the Tilbury cross-dock for Thursday morning.',
  build: (N) => {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      const ts = N.iso();
      ch.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: i ? 'resp_' + N.hex(24) : null, input: i ? [{ type: 'function_call_output' }] : 'Book Thursday AM reefer at Tilbury' }, { id: 'resp_' + N.hex(24), object: 'response', status: 'completed', output: [{ type: 'function_call', name: 'get_dock_slot', arguments: JSON.stringify({ dock: 'TIL-D7', slot: 'THU-0800', client_ts: ts }), call_id: N.callId() }], usage: { input_tokens: 700 + 120 * i, output_tokens: 41 } }));
      ch.push(tool('get_dock_slot', { dock: 'TIL-D7', slot: 'THU-0800', client_ts: ts }, { status: 200, headers: { etag: N.etag(), 'x-request-id': N.uuid(), date: N.http() }, body: { slot: 'THU-0800', state: 'HELD', held_by: 'Carrier NORDFRAKT', hold_expires: 'Thu 07:30' } }));
    }
    return agent('dock-booking-agent', { input: 'Book Thursday AM reefer at Tilbury' }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, ch, { api: 'responses', store: true });
  } },
{ n: '05', domain: 'Hasura metadata for a rowing regatta results app', style: 'Langroid (not in the named list) ChatAgent/Task log',
  isolates: 'The agent reruns the same metadata inconsistency check four times with the same arguments; each reply lists the same broken relationship with only timestamps and trace ids changed, and it never edits the metadata.',
  goal: 'Fix the Hasura metadata so the regatta results app can query crews with their heat times.',
  build: (N) => {
    const res = () => JSON.stringify({ is_consistent: false, inconsistent_objects: [{ type: 'object_relationship', name: 'heat', table: { schema: 'public', name: 'crew_entry' }, reason: 'Inconsistent object: field "heat_id" not found in table "crew_entry"' }], checked_at: N.epochMs(), 'x-request-id': N.hex(32) });
    const ch = [];
    const say = ['Checking metadata consistency.', 'Re-run check.', 'get_inconsistent_metadata again', 'One more check.'];
    for (let i = 0; i < 4; i++) {
      ch.push(llm('LLM', { role: 'assistant-step', history: 2 + 2 * i }, { content: say[i], function_call: { name: 'hasura_metadata', arguments: { type: 'get_inconsistent_metadata', args: {} } } }, [], { langroid_task: 'HasuraFixer', turn: i + 1 }));
      ch.push(tool('hasura_metadata', { type: 'get_inconsistent_metadata', args: {} }, res(), { agent: 'HasuraFixer', responder: 'Agent' }));
    }
    return agent('Task: HasuraFixer', { msg: 'Fix crew→heat relationship' }, { result: null, reason: 'turns exhausted (max 8)' }, ch, { framework: 'langroid', version: '0.33.x' });
  } },
{ n: '06', domain: 'pub cellar beer-line temperature monitor', style: 'MLflow Tracing',
  isolates: 'The agent reads the same cellar sensor endpoint five times and each reading is the same 14.9°C alarm, differing only in reading ids and timestamps; it never calls the cooler service.',
  goal: 'Deal with the cellar over-temperature alarm at The Lamb before Friday service (the cooler has a reset endpoint).',
  build: (N) => {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      ch.push(llm('ChatOpenAI', { messages: `[${1 + 2 * i}]` }, { tool_calls: [{ name: 'read_cellar_sensor', args: { site: 'the-lamb', probe: 'cellar-1' } }] }, [], { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: 400 + 90 * i, output_tokens: 22 } }));
      ch.push(tool('read_cellar_sensor', { site: 'the-lamb', probe: 'cellar-1' }, { reading_id: N.uuid(), ts: N.clock(), temp_c: 14.9, setpoint_c: 11.0, alarm: 'HIGH_TEMP', cooler: 'tripped', gateway: N.host('gw') }, { 'mlflow.spanType': 'TOOL' }));
    }
    return agent('cellar_agent', { inputs: { alarm: 'HIGH_TEMP cellar-1' } }, null, ch, { 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.spanType': 'AGENT', status: 'ERROR: timed out' });
  } },
];
