// Family: polling_unchanged_status — the same call over and over, the answer equal apart from volatile values, never acted on.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'polling_unchanged_status';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'air traffic flow management slots', style: 'OpenInference / Arize Phoenix',
    build(k) {
      const goal = 'Flight EZY49KT LGW-GVA is regulated; get it an improved slot (CTOT) or tell the crew the final CTOT so they can plan the pushback.';
      const slotMsg = () => `-TITLE SAM -ARCID EZY49KT -IFPLID AA${k.int(10000000, 99999999)} -ADEP EGKK -ADES LSGG -EOBD ${k.date().slice(2).replace(/-/g, '')} -EOBT 0715 -CTOT 0842 -REGUL LSGGA14M -REGCAUSE WA 84 -TAXITIME 0015 -IFPSMSGREF ${k.hex(6).toUpperCase()} -ORGNID EUCHZMFP -RESPBY 0830`;
      const kids = [llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are a flight dispatcher assistant with access to NM B2B.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': goal }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'Checking the current slot allocation message for EZY49KT.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_slot', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"arcid":"EZY49KT","adep":"EGKK"}' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 702 })];
      for (let i = 0; i < 6; i++) {
        if (i > 0) kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', [`llm.input_messages.${2 + 2 * i}.message.role`]: 'tool' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': '', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_slot', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"arcid":"EZY49KT","adep":"EGKK"}' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 702 + 330 * i }));
        kids.push(tool('get_slot', { 'tool.name': 'get_slot', 'tool.parameters': '{"arcid":"EZY49KT","adep":"EGKK"}' }, { 'output.value': slotMsg(), 'output.mime_type': 'text/plain', 'nm.b2b.requestId': `B2B_CUR:${k.int(1e8, 9e8)}`, 'nm.b2b.requestReceptionTime': k.isoSec(), 'nm.b2b.sendTime': k.isoSec() }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'get_slot' }));
        k.tickS(40, 90);
      }
      return {
        isolates: 'The dispatcher agent polls the slot service six times and gets the same SAM with CTOT 0842 and REGUL LSGGA14M, differing only in IFPL/message references and timestamps, and never requests an improvement or informs the crew.',
        goal,
        root: agent('AgentExecutor', { 'input.value': goal, 'openinference.span.kind': 'AGENT' }, { 'output.value': null }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': k.uuid(), 'phoenix.project': 'ops-dispatch' }, 'GraphInterrupt: step budget exhausted'),
      };
    },
  },
  {
    id: '02', domain: 'census enumeration processing', style: 'Bedrock Agents',
    build(k) {
      const goal = 'Find out why the enumeration district ED-3417 returns have not reached the coding stage and get them moving before the weekly quality report.';
      const status = () => JSON.stringify({ ed: 'ED-3417', stage: 'CAPTURE_VALIDATION', state: 'BLOCKED', reason: 'manifest checksum mismatch on box 17 (expected 9f3c1a, scanned 9f3c1b); re-scan or override required', forms_captured: 1184, forms_expected: 1211, checkedAt: k.isoOff(11), worker: k.pod('capture-validator'), lease_epoch: k.int(2000, 9000), traceId: k.amznTrace() });
      const steps = [];
      for (let i = 0; i < 5; i++) {
        steps.push(span('orchestrationTrace', 'orchestration step ' + (i + 1), { modelInvocationInput: { type: 'ORCHESTRATION', text: i === 0 ? `{"messages":[{"role":"user","content":"${goal}"}]}` : '[prompt with history]', inferenceConfiguration: { temperature: 0, maximumLength: 2048 } } }, null, [
          llm('modelInvocationOutput', { traceId: k.uuid() + '-' + i }, { rawResponse: { content: `<function_calls><invoke><tool_name>GET::censusPipeline::getDistrictStatus</tool_name><parameters><ed>ED-3417</ed></parameters></invoke></function_calls>` }, metadata: { usage: { inputTokens: 1400 + 220 * i, outputTokens: 51 } } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }),
          tool('invocationInput: censusPipeline', { actionGroupInvocationInput: { actionGroupName: 'censusPipeline', apiPath: '/districts/{ed}/status', verb: 'get', parameters: [{ name: 'ed', type: 'string', value: 'ED-3417' }] } }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: status() } } }, { 'x-amzn-RequestId': k.uuid(), lambdaDuration: k.ms(80, 700) }),
        ]));
        k.tickS(20, 60);
      }
      return {
        isolates: 'A Bedrock agent calls the same getDistrictStatus five times and receives the identical BLOCKED checksum-mismatch status, varying only in worker pod, lease epoch, trace id and check time, and never re-scans or overrides.',
        goal,
        root: agent('InvokeAgent', { agentId: 'CNS' + k.hex(7).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: k.uuid(), inputText: goal }, { completion: null, failureTrace: { failureReason: 'Agent reached max iterations (5)' } }, steps, { region: 'ap-southeast-2' }),
      };
    },
  },
  {
    id: '03', domain: 'prescribed burn smoke modelling', style: 'Haystack',
    build(k) {
      const goal = 'Run the smoke dispersion forecast for the Kettle Ridge prescribed burn (unit KR-4) and decide whether tomorrow\'s ignition window is go or no-go for the town of Wardell.';
      const resp = () => `HTTP/1.1 202 Accepted\nDate: ${k.http()}\nServer: ${k.host('bluesky-gw', 'us-west-2')}\nX-Job-Id: bsf-${k.hex(10)}\nRetry-After: 60\nX-Queue-Snapshot: ${k.epoch()}\n\n{"status":"queued","position":14,"model":"HYSPLIT","message":"met data GFS 0.25 not yet ingested for cycle 12Z; submit with met=NAM12 to run now"}`;
      const kids = [];
      for (let i = 0; i < 5; i++) {
        const args = { unit: 'KR-4', start: 'tomorrow 10:00', met: 'GFS0p25', client_ts: k.isoSec() };
        kids.push(chain('ToolInvoker', { messages: [{ _role: 'assistant', _content: [{ tool_name: 'submit_smoke_run', arguments: args, id: 'call_' + k.b62(24) }] }] }, null, [
          tool('submit_smoke_run', args, resp(), { 'haystack.component.type': 'Tool' }),
        ], { 'haystack.component.name': 'tool_invoker', 'haystack.component.visits': i + 1 }));
        kids.splice(kids.length - 1, 0, llm('OpenAIChatGenerator', { messages: i === 0 ? [{ _role: 'user', _content: [{ text: goal }] }] : `[${2 * i + 1} ChatMessages]` }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'submit_smoke_run', arguments: args }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: { prompt_tokens: 520 + i * 260 } } }] }, { 'haystack.component.name': 'llm', 'haystack.component.visits': i + 1 }));
        k.tickS(30, 70);
      }
      return {
        isolates: 'The same smoke-run submission (only its client timestamp changing) is answered five times with the same queued status and the same hint to use NAM12, which the agent never follows.',
        goal,
        root: chain('haystack.pipeline.run', { data: { llm: { messages: [goal] } } }, { error: 'PipelineMaxComponentRuns: component llm reached max_runs_per_component=5' }, kids, { 'haystack.pipeline.max_runs_per_component': 5, 'haystack.version': '2.9.0' }),
      };
    },
  },
  {
    id: '04', domain: 'soy sauce brewery moromi tanks', style: 'Agno (not in the brief\'s list)',
    build(k) {
      const goal = 'Tank M-12 moromi has stalled at pH 5.4 for two days. Check the fermentation telemetry and decide whether to add the salt-tolerant yeast (Z. rouxii) booster today.';
      const tele = () => ({ tank: 'M-12', ph: 5.4, salinity_pct: 17.8, temp_c: 27.1, co2_ppm_headspace: 410, yeast_cfu_ml: '1.2e5', last_stir: '2 days ago', sampled_at: k.euro(), gateway: `plc-gw-${k.int(1, 3)}.brewhouse.lan`, seq: k.seq(), frame_crc: k.crc32() });
      const kids = [];
      for (let i = 0; i < 14; i++) {
        kids.push(llm('OpenAIChat.response', { messages: i === 0 ? [{ role: 'system', content: '<instructions>You are the brewmaster\'s assistant.</instructions>' }, { role: 'user', content: goal }] : '[history]' }, { content: null, tool_calls: [{ id: 'call_' + k.b62(24), type: 'function', function: { name: 'get_tank_telemetry', arguments: '{"tank_id": "M-12"}' } }] }, { model: 'gpt-4o', metrics: { input_tokens: 480 + i * 210, output_tokens: 18, time: k.num(0.5, 2.2, 3) } }));
        kids.push(tool('get_tank_telemetry', { tank_id: 'M-12' }, JSON.stringify(tele()), { tool_call_error: false, metrics: { time: k.num(0.05, 0.6, 4) } }));
        k.tickS(15, 40);
      }
      return {
        isolates: 'The assistant reads the tank telemetry fourteen times and gets pH 5.4, 17.8 % salt and the same yeast count, with only sample time, gateway, sequence number and CRC changing, and never makes the booster decision.',
        goal,
        root: agent('Agent.run', { message: goal, agent_name: 'moromi-assistant', session_id: k.uuid() }, { content: null, event: 'RunError', error: 'tool_call_limit (14) reached' }, kids, { 'agno.version': '1.4.2', run_id: k.uuid() }),
      };
    },
  },
  {
    id: '05', domain: 'GNSS reference station network', style: 'OpenAI Responses API',
    build(k) {
      const goal = 'Reference station HAWK (Hawke\'s Bay) shows no RTCM corrections for rovers since 04:00. Diagnose and restore the corrections stream.';
      const health = () => ({ station: 'HAWK00NZL', receiver: 'SEPT POLARX5', ntrip_mount: 'HAWK_RTCM32', mount_status: 'DOWN', last_epoch: '2025-06-14T04:00:12Z', reason: 'caster source table lists mountpoint but no upstream: receiver IP output stream 2 disabled after firmware 5.5.0 reboot', sats_tracked: 0, caster_node: `ntrip-${k.pick(['a', 'b', 'c'])}.positionz.example`, polled_at: k.epochMs(), x_request_id: k.reqId('gw-') });
      const items = [];
      let prev = null;
      for (let i = 0; i < 5; i++) {
        const cid = 'call_' + k.b62(24);
        const respId = 'resp_' + k.hex(48);
        items.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: prev, input: i === 0 ? [{ role: 'user', content: goal }] : [{ type: 'function_call_output', call_id: 'call_prev', output: '…' }], tools: [{ type: 'function', name: 'station_health' }, { type: 'function', name: 'receiver_command' }] }, { id: respId, object: 'response', status: 'completed', output: [{ type: 'function_call', id: 'fc_' + k.hex(48), call_id: cid, name: 'station_health', arguments: '{"station":"HAWK00NZL"}', status: 'completed' }], usage: { input_tokens: 650 + 300 * i, output_tokens: 22 } }, { 'openai-processing-ms': k.int(400, 1600), 'x-ratelimit-remaining-requests': 4999 - i }));
        items.push(tool('station_health', { station: 'HAWK00NZL' }, { type: 'function_call_output', call_id: cid, output: JSON.stringify(health()) }));
        prev = respId;
        k.tickS(20, 50);
      }
      return {
        isolates: 'Five identical station_health calls return the same DOWN status and the same cause (receiver output stream 2 disabled); only caster node, poll time and request id vary, and the receiver_command tool is never used.',
        goal,
        root: agent('gnss-noc-agent', { goal }, { final_output: null, stopped: 'client max_tool_rounds=5' }, items),
      };
    },
  },
  {
    id: '06', domain: 'halal certification audits', style: 'Opik (Comet) (not in the brief\'s list)',
    build(k) {
      const goal = 'Get the halal certificate for the Konya poultry plant renewed before the export shipment on Friday; check the certification body\'s portal and complete whatever is outstanding.';
      const page = () => `<div class="case" data-case="HC-2025-0719" data-rendered="${k.iso()}"><h2>Renewal HC-2025-0719</h2><p class="status">Pending — awaiting documents</p><ul class="missing"><li>Stunning equipment calibration record (Form SB-4)</li></ul><p class="note">Upload Form SB-4 via Documents › Upload to continue.</p><footer>node ${k.host('cb-portal', 'tr-ist')} · csrf ${k.b62(32)} · session expires in 29:${String(k.int(10, 59))}</footer></div>`;
      const spans = [];
      for (let i = 0; i < 6; i++) {
        spans.push(llm('chat_completion_create', { messages: i === 0 ? [{ role: 'user', content: goal }] : '[...]' }, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'portal_get', arguments: `{"path":"/cases/HC-2025-0719","attempt":${i + 1}}` } }] } }] }, { opik_span_type: 'llm', model: 'gpt-4o-mini', provider: 'openai', usage: { total_tokens: 900 + i * 410 } }));
        spans.push(tool('portal_get', { path: '/cases/HC-2025-0719', attempt: i + 1 }, { status: 200, html: page() }, { opik_span_type: 'tool', duration_ms: k.int(300, 1400) }));
        k.tickS(60, 180);
      }
      return {
        isolates: 'The portal case page is fetched six times (only an attempt counter changing) and always says the same Form SB-4 is missing; the agent never uploads it, and only render time, node, CSRF token and session countdown vary.',
        goal,
        root: agent('halal-renewal-agent', { input: goal }, { output: null }, spans, { opik_project: 'export-compliance', trace_id: k.uuid(), tags: ['renewal'] }, 'Cancelled by operator after 12 steps'),
      };
    },
  },
];
