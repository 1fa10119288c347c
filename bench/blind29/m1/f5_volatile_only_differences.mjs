// Family: volatile_only_differences — same call 4+ times, answers equal apart from volatile values, never acted on.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, fmt, timed, httpText } from './lib.mjs';

export const FAMILY = { name: 'volatile_only_differences', file: 'f5', loop: true, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- pipette calibration certificates, OTel GenAI
  {
    id: '01', domain: 'pipette calibration services', style: 'OpenTelemetry GenAI semantic conventions (invoke_agent / chat / execute_tool)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const jobId = `cc-${r.hex(8)}`;
      const chat = (parts) => kids.push(llm('chat gpt-4.1-mini', { 'gen_ai.input.messages': '[...]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: 'tool_call' }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4.1-mini', 'gen_ai.response.id': `chatcmpl-${r.b62(29)}`, 'gen_ai.usage.input_tokens': r.int(800, 6000), 'gen_ai.usage.output_tokens': r.int(12, 40) } }));
      const poll = () => {
        const cid = r.callId();
        chat([{ type: 'tool_call', id: cid, name: 'get_render_job', arguments: { job_id: jobId } }]);
        kids.push(tool('execute_tool get_render_job', { job_id: jobId }, { job_id: jobId, state: 'QUEUED', queue: 'iso17025-certs', position: 3, worker: null, created_at: '2025-05-06T08:02:11Z', server_time: fmt.epoch(c.adv(5000, 40000)), request_id: r.uuid(), served_by: r.pick(['certgen-api-0', 'certgen-api-1', 'certgen-api-2']), latency_ms: r.int(4, 60) }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'get_render_job', 'gen_ai.tool.call.id': cid } }));
      };
      const cid0 = r.callId();
      chat([{ type: 'text', content: 'I will submit the certificate batch for the 24 pipettes from Northgate Labs and then wait for it to render.' }, { type: 'tool_call', id: cid0, name: 'submit_render_job', arguments: { customer: 'NGL-0091', instruments: 24, template: 'iso8655-short' } }]);
      kids.push(tool('execute_tool submit_render_job', { customer: 'NGL-0091', instruments: 24, template: 'iso8655-short' }, { job_id: jobId, state: 'QUEUED', position: 3 }, { metadata: { 'gen_ai.tool.name': 'submit_render_job', 'gen_ai.tool.call.id': cid0 } }));
      for (let i = 0; i < 5; i++) poll();
      const root = agent('invoke_agent calibration-desk', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Generate and email the ISO 8655 calibration certificates for Northgate Labs (24 pipettes calibrated yesterday).' }] }] }, null, kids, { error: 'agent run cancelled: step budget exhausted (12)', metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'calibration-desk', 'service.name': 'pipette-cal-agents', 'deployment.environment': 'prod' } });
      return { isolates: 'The render job is polled five times with the same job id and each answer is QUEUED at position 3 with no worker, differing only in server time, request id, replica and latency; the agent never acts on the stuck queue.', goal: 'Generate and email ISO 8655 calibration certificates for 24 pipettes for Northgate Labs.', root: timed(root, r, c, 'otel') };
    },
  },

  // 02 ---------------------------------------------------------------- water tower drone inspections, Langfuse
  {
    id: '02', domain: 'water tower inspections', style: 'Langfuse trace (GENERATION and SPAN observations with level/statusMessage)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const up = `upl_${r.b62(16)}`;
      const gen = (text, toolArgs) => kids.push(llm('GENERATION openai-chat', { messages: '[system, user, assistant, tool, ...]' }, { role: 'assistant', content: text, tool_calls: [{ type: 'function', function: { name: 'get_upload_status', arguments: JSON.stringify(toolArgs) } }] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-2024-08-06', usage: { input: r.int(1000, 7000), output: r.int(15, 60), unit: 'TOKENS' }, level: 'DEFAULT' } }));
      const span = (args) => kids.push(tool('get_upload_status', args, httpText(202, { Date: fmt.http(c.adv(15000, 45000)), 'Content-Type': 'application/json', 'Retry-After': 30, 'x-amzn-RequestId': r.uuid(), 'x-amz-apigw-id': `${r.b62(14)}=`, 'X-Amzn-Trace-Id': r.amzTrace(c.t) }, { uploadId: up, status: 'PROCESSING', processed: 0, total: 412, stage: 'photogrammetry-queue', updatedAt: '2025-04-17T06:58:40Z' }), { metadata: { langfuse_type: 'SPAN', level: 'DEFAULT', statusMessage: '202 Accepted' } }));
      gen('The drone flight over Hillcrest tower uploaded 412 images. Checking whether the defect model has processed them.', { upload_id: up, client_ts: fmt.iso(c.t) });
      span({ upload_id: up, client_ts: fmt.iso(c.t) });
      for (let i = 0; i < 4; i++) { const a = { upload_id: up, client_ts: fmt.iso(c.adv(1000, 3000)) }; gen(null, a); span(a); }
      const root = agent('tower-inspection-agent', { input: 'Summarise corrosion and coating defects found on the Hillcrest elevated water tank from this morning\'s drone inspection.' }, null, kids, { error: 'Run aborted after 10 observations (max_iterations)', metadata: { langfuse_trace_id: r.hex(32), sessionId: `insp-${fmt.ymd(c.t)}`, userId: 'utility-ops', tags: ['drone', 'hillcrest'], release: 'v3.4.0' } });
      return { isolates: 'The upload status is requested five times with arguments that differ only in a client timestamp, and each 202 answer says PROCESSING 0/412 with only the Date, request ids and trace header changing.', goal: 'Summarise corrosion and coating defects from this morning\'s drone inspection of the Hillcrest water tower.', root: timed(root, r, c, 'iso') };
    },
  },

  // 03 ---------------------------------------------------------------- northern lights tours, W&B Weave
  {
    id: '03', domain: 'northern lights tour operators', style: 'W&B Weave call tree (op refs, call ids, summary)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const ent = 'arctic-lights/tour-ops';
      const opRef = (name) => `weave:///${ent}/op/${name}:${r.b62(43)}`;
      const forecast = () => ({ location: 'Tromsø (69.65N, 18.96E)', kp_now: 2.33, kp_next_3h: [2.33, 2.67, 2.0], bz_nT: 1.8, cloud_cover_pct: { '21:00': 88, '00:00': 91 }, issued: '2025-01-14T18:00:00Z', generated_at: fmt.isoMicro(c.adv(30000, 120000), r.digits(3)), age: r.int(1, 299), source: 'noaa-swpc + met.no', edge: `cache-osl${r.int(1, 9)}`, cf_ray: r.cfRay('OSL') });
      const call = (text) => {
        const id = r.callId();
        kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: '[...]' }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: [{ id, type: 'function', function: { name: 'get_aurora_forecast', arguments: '{"location":"tromso"}' } }] } }], usage: r.usage() }, [], { metadata: { weave_op: opRef('openai.chat.completions.create'), call_id: r.uuid7(c.t), summary: { weave: { status: 'success', latency_ms: r.int(600, 3000) } } } }));
        kids.push(tool('get_aurora_forecast', { location: 'tromso' }, forecast(), { metadata: { weave_op: opRef('get_aurora_forecast'), call_id: r.uuid7(c.t) } }));
      };
      call('Let me check the aurora and cloud forecast for tonight.');
      call(null); call(null); call(null); call(null);
      const root = agent('TourDecisionAgent.run', { question: 'Do we run tonight\'s 20:30 Aurora Chase minibus tour from Tromsø or cancel and refund the 14 guests? Decide by 17:00.' }, null, kids, { error: 'Exception: TourDecisionAgent exceeded max_tool_calls=5', metadata: { weave_op: opRef('TourDecisionAgent.run'), call_id: r.uuid7(c.t), project: ent, attributes: { env: 'prod' } } });
      return { isolates: 'The same aurora forecast call is made five times and returns the same Kp and cloud figures with only generated_at, cache age, edge host and ray id changing; the go/cancel decision is never made.', goal: 'Decide whether to run or cancel tonight\'s Aurora Chase tour from Tromsø.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- bobsleigh timing gate, AgentOps session
  {
    id: '04', domain: 'bobsleigh track timing', style: 'AgentOps session (LLMEvent / ToolEvent records with init/end timestamps)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const sess = r.uuid();
      const ping = () => { const lines = []; for (let i = 1; i <= 4; i++) lines.push(`From 192.168.40.1 icmp_seq=${i} Destination Host Unreachable`); return `PING t3-gate.timing.local (192.168.40.23) 56(84) bytes of data.\n${lines.join('\n')}\n\n--- t3-gate.timing.local ping statistics ---\n4 packets transmitted, 0 received, +4 errors, 100% packet loss, time ${r.int(3040, 3090)}ms\npipe ${r.int(3, 4)}`; };
      const ev = (text) => kids.push(llm('LLMEvent', { prompt: '[messages]', model: 'claude-3-5-haiku-20241022' }, { completion: { role: 'assistant', content: text, tool_calls: [{ name: 'run_diag', arguments: { host: 't3-gate.timing.local', cmd: 'ping -c 4' } }] }, prompt_tokens: r.int(800, 5000), completion_tokens: r.int(20, 50) }, [], { metadata: { event_type: 'llms', id: r.uuid(), session_id: sess, init_timestamp: fmt.iso(c.adv()), end_timestamp: fmt.iso(c.adv(400, 1500)) } }));
      const te = () => kids.push(tool('ToolEvent run_diag', { host: 't3-gate.timing.local', cmd: 'ping -c 4' }, ping(), { metadata: { event_type: 'tools', id: r.uuid(), session_id: sess, init_timestamp: fmt.iso(c.adv()), end_timestamp: fmt.iso(c.adv(3000, 3200)) }, error: 'exit status 1' }));
      ev('Intermediate split T3 shows no times for the last two runs. Checking whether the gate unit responds on the network.');
      te();
      for (let i = 0; i < 4; i++) { ev(null); te(); }
      const root = agent('agentops.session', { tags: ['igls-track', 'race-day'], agent: 'timing-ops' }, { end_state: 'Indeterminate', end_state_reason: 'max loops reached' }, kids, { metadata: { session_id: sess, host_env: { hostname: 'timing-hut-pc', os: 'Linux 6.1' }, agentops_sdk: '0.3.26' } });
      return { isolates: 'The T3 timing gate is pinged five times with the same command and every result is the same 100% packet loss report apart from the total time and pipe count; nobody is alerted and no fallback is chosen.', goal: 'Restore intermediate split timing at gate T3 before the next bobsleigh heat, or switch to a fallback.', root };
    },
  },

  // 05 ---------------------------------------------------------------- camel dairy lab results, Bedrock Agents trace
  {
    id: '05', domain: 'camel dairy', style: 'Amazon Bedrock Agents trace (orchestrationTrace: modelInvocationOutput, invocationInput, observation)',
    build(r) {
      const c = r.clock();
      const steps = [];
      const sample = 'CM-2025-0311-07';
      const step = (n, rationale) => {
        const inv = { actionGroupName: 'LabResults', apiPath: '/samples/{sampleId}/results', verb: 'get', parameters: [{ name: 'sampleId', type: 'string', value: sample }, { name: 'attempt', type: 'integer', value: String(n) }] };
        const m = llm('modelInvocationOutput', { traceId: `${r.uuid()}-${n - 1}`, type: 'ORCHESTRATION', inferenceConfiguration: { temperature: 0, maximumLength: 2048 } }, { rawResponse: rationale ? { content: `<thinking>${rationale}</thinking>`, tool_use: { name: 'LabResults__GET__samples_sampleId_results', input: { sampleId: sample, attempt: n } } } : { tool_use: { name: 'LabResults__GET__samples_sampleId_results', input: { sampleId: sample, attempt: n } } }, ...(rationale ? { rationale: { text: rationale } } : {}), metadata: { usage: { inputTokens: r.int(1500, 6000), outputTokens: r.int(30, 120) } } });
        const body = { sampleId: sample, herd: 'Al Faqa camel herd B', status: 'IN_ANALYSIS', tests: ['SCC', 'fat', 'protein', 'Brucella ELISA'], results: null, lastUpdated: '2025-03-11T05:40:12Z', requestId: r.uuid(), respondedAt: fmt.rfc2822(c.adv(20000, 60000)) };
        const t = tool('actionGroupInvocation LabResults', inv, { actionGroupInvocationOutput: { text: JSON.stringify({ response: { actionGroup: 'LabResults', apiPath: '/samples/{sampleId}/results', httpMethod: 'GET', httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify(body) } } } }) } });
        steps.push(chain('orchestrationTrace', { step: n }, { observation: { type: 'ACTION_GROUP' } }, [m, t], { metadata: { agentId: 'QX7CAMEL01', agentAliasId: 'TSTALIASID', sessionId: 'herd-b-morning' } }));
      };
      step(1, 'The user wants to know whether this morning\'s bulk milk from herd B can be released to the bottling line. I need the lab results for sample CM-2025-0311-07.');
      for (let n = 2; n <= 5; n++) step(n, null);
      const root = agent('InvokeAgent', { inputText: 'Can herd B\'s morning camel milk be released to the bottling line? Check sample CM-2025-0311-07.', enableTrace: true }, { completion: null }, steps, { error: 'ThrottlingException after orchestration iteration limit; no final response', metadata: { agentId: 'QX7CAMEL01', agentVersion: '3', foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', region: 'me-central-1' } });
      return { isolates: 'The lab result action is invoked five times for one sample with only an attempt counter changing, and each response is IN_ANALYSIS with null results apart from request id and response time; the agent never escalates or answers.', goal: 'Decide whether herd B\'s morning camel milk can be released to bottling based on sample CM-2025-0311-07.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 06 ---------------------------------------------------------------- cobblestone repair permits, Agno (not in the named list)
  {
    id: '06', domain: 'cobblestone street repair', style: 'Agno (formerly Phidata) agent run: RunResponse messages with tool executions and metrics',
    build(r) {
      const c = r.clock();
      const kids = [];
      let remaining = 120;
      const status = () => { remaining -= r.int(1, 3); return JSON.stringify({ permit: 'SW-2025-0412', street: 'Fishergate (setts, 38 m2)', state: 'AWAITING_TMP', detail: 'Traffic management plan not received from applicant', owner: 'Highways Permits Team', checked: fmt.slash(c.adv(20000, 90000)), ratelimit: { limit: 120, remaining, reset: fmt.epoch(c.t) + 3600 }, served_by: `permits-api-${r.int(1, 4)}.york.gov.internal`, trace: r.hex(16) }); };
      const turn = (text) => {
        const tc = `call_${r.b62(24)}`;
        kids.push(llm('OpenAIChat.response', { messages: '[system, user, assistant, tool...]' }, { role: 'assistant', content: text, tool_calls: [{ id: tc, type: 'function', function: { name: 'get_permit_status', arguments: '{"permit_ref": "SW-2025-0412"}' } }], metrics: { input_tokens: r.int(900, 5000), output_tokens: r.int(15, 60), time: r.float(0.6, 2.4, 3) } }));
        kids.push(tool('get_permit_status', { permit_ref: 'SW-2025-0412' }, { tool_call_id: tc, tool_name: 'get_permit_status', tool_args: { permit_ref: 'SW-2025-0412' }, result: status(), tool_call_error: false, metrics: { time: r.float(0.08, 0.6, 4) } }));
      };
      turn('Checking the street works permit status for the Fishergate sett relaying job.');
      turn(''); turn(''); turn(''); turn('');
      const root = agent('Agent.run', { agent_name: 'crew-scheduler', message: 'Can the sett-laying crew start the Fishergate cobble repair on Monday? If the permit is blocked, tell me what the council still needs.' }, { run_id: r.uuid(), content: null, status: 'ERROR' }, kids, { error: 'tool_call_limit (5) reached', metadata: { agno_version: '1.4.5', model: 'gpt-4o', session_id: r.uuid(), framework_note: 'Agno — not in the brief\'s named list' } });
      return { isolates: 'The permit status call is repeated five times with identical arguments and each result says AWAITING_TMP with only the check time, rate-limit remaining, replica host and trace changing; the agent never reports the missing plan.', goal: 'Decide whether the cobblestone repair crew can start on Fishergate on Monday and say what the council still needs.', root: timed(root, r, c, 'iso') };
    },
  },
];
