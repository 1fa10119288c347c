// Family: noise_only_differs (loop: true). Same call (maybe a client timestamp / attempt counter
// differs), every answer identical apart from volatile values, 4+ times, never acted on.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 peat bog carbon monitoring — Amazon Bedrock Agents orchestration trace
  (N) => {
    const rationale = 'I need the current CO2 flux reading from eddy-covariance tower FB-07 on the Flanders Moss bog to decide whether the restoration report can use the April baseline. I will call the flux reading action again.';
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('orchestrationTrace.modelInvocationOutput', { traceId: N.uuid() + '-0', type: 'ORCHESTRATION', text: '{"system":"…","messages":[…]}' }, { rationale: { text: rationale }, rawResponse: { content: '<thinking>' + rationale + '</thinking>' } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: { inputTokens: N.int(1800, 4000), outputTokens: N.int(70, 110) } }));
      const t = N.tick(N.int(4000, 9000));
      kids.push(tool('actionGroupInvocation', { actionGroupName: 'FluxTowerAPI', apiPath: '/towers/{id}/flux/latest', verb: 'get', parameters: [{ name: 'id', type: 'string', value: 'FB-07' }] },
        { actionGroupInvocationOutput: { text: JSON.stringify({ tower: 'FB-07', site: 'Flanders Moss', nee_umol_m2_s: -1.84, qc_flag: 2, qc_note: 'gap-filled (MDS), sonic anemometer fault since 2025-04-02T03:30Z', window_end: '2025-04-02T03:30:00Z', served_at: N.iso(t), request_id: N.uuid(), gateway: N.host('flux-gw'), cache: N.pick(['MISS', 'HIT', 'STALE']) }) } },
        { traceId: N.uuid() + '-' + i, invocationType: 'ACTION_GROUP' }));
    }
    return {
      isolates: 'A Bedrock agent calls the same peat-bog flux tower endpoint five times; each answer has the same gap-filled value and fault note with only served_at, request_id, gateway replica and cache status changing, and the rationale is repeated word for word.',
      stagnation: true,
      goal: 'Decide whether the Flanders Moss restoration report can use the April CO2 flux baseline from tower FB-07.',
      root: agent('InvokeAgent', { agentId: 'PEATFLX01', agentAliasId: 'TSTALIASID', sessionId: N.uuid(), inputText: 'Can we use the April baseline from FB-07 for the restoration report?' }, { completion: null, stopReason: 'MAX_ITERATIONS' }, kids, { region: 'eu-west-2', enableTrace: true }),
    };
  },

  // 02 ship chandlery order status — LangChain4j AiServices (Java) with HTTP tool responses
  (N) => {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      const id = 'call_' + N.b62(24);
      kids.push(llm('dev.langchain4j.model.openai.OpenAiChatModel.chat', { messages: [{ type: 'SYSTEM', text: 'You are the chandlery back-office assistant.' }, { type: 'USER', text: 'The Sea Pigeon sails Friday; is her order of 6 bronze mooring shackles and 40 m of 12 mm chain going to be ready, and if not what do we tell the skipper?' }, '…'] },
        { aiMessage: { text: null, toolExecutionRequests: [{ id, name: 'getOrderStatus', arguments: '{"arg0":"CH-70412"}' }] }, finishReason: 'TOOL_EXECUTION', tokenUsage: { inputTokenCount: N.int(400, 1400), outputTokenCount: N.int(15, 25) } }, { 'gen_ai.request.model': 'gpt-4o-mini', 'langchain4j.version': '1.0.0' }));
      kids.push(tool('getOrderStatus', { arg0: 'CH-70412' }, `HTTP/1.1 200 OK\nDate: ${N.http(N.tick(N.int(1500, 6000)))}\nContent-Type: application/json\nX-Request-Id: ${N.uuid()}\nX-Backend: ${N.pod('erp-api')}\nETag: ${N.etag()}\n\n{"order":"CH-70412","vessel":"Sea Pigeon","status":"AWAITING_STOCK","lines":[{"sku":"SHK-BR-16","qty":6,"status":"BACKORDERED","supplier_eta":null},{"sku":"CHN-12G-M","qty":40,"status":"PICKED"}]}`, { toolExecutionRequestId: id, 'dev.langchain4j.service.tool': 'OrderTools#getOrderStatus' }));
    }
    return {
      isolates: 'A LangChain4j service fetches the same chandlery order five times; the HTTP responses differ only in Date, X-Request-Id, backend pod and ETag, the shackles stay backordered with no ETA, and the agent never tells the skipper anything.',
      stagnation: false,
      goal: 'Tell the skipper of the Sea Pigeon whether her chandlery order of bronze shackles and chain will be ready by Friday.',
      root: agent('AiServices.ChandleryAssistant.chat', { memoryId: 'skipper-412', userMessage: 'Is the Sea Pigeon order ready for Friday?' }, null, kids, { 'service.name': 'chandlery-backoffice', 'maxSequentialToolsInvocations': 5 }),
    };
  },

  // 03 wind-tunnel run queue — OpenTelemetry GenAI semantic conventions
  (N) => {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      const cid = 'call_' + N.b62(24);
      kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Where is our 1:8 cyclist-drafting model in the low-speed tunnel queue? If it will not run today, book tomorrow\'s 08:00 slot.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', id: cid, name: 'tunnel_queue_status', arguments: { run_request: 'LST-2025-0331-07', client_ts: N.iso(N.tick(N.int(20000, 60000))) } }], finish_reason: 'tool_call' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': N.int(500, 2000), 'gen_ai.usage.output_tokens': N.int(25, 40) }));
      kids.push(tool('execute_tool tunnel_queue_status', { 'gen_ai.tool.call.arguments': { run_request: 'LST-2025-0331-07' } }, { 'gen_ai.tool.call.result': `queue@${N.host('lst-sched')} ${N.syslog(N.tick())} seq=${N.int(10000, 99999)}\n  request LST-2025-0331-07  state=WAITING  position=3/5  blocker="balance calibration hold (ticket WT-1182)"\n  tunnel=LST-1  fan=idle  last_heartbeat=${N.epoch()}\n  took ${N.ms(3, 30)}ms` }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'tunnel_queue_status', 'gen_ai.tool.call.id': cid }));
    }
    return {
      isolates: 'Under OTel GenAI spans, the agent asks the wind-tunnel scheduler for the same run request four times (only its client_ts changes); every reply says position 3/5 behind the same calibration hold with new seq numbers, heartbeats and host names, and the slot is never booked.',
      stagnation: false,
      goal: 'Find the queue position of a cyclist-drafting model in the low-speed wind tunnel and book tomorrow\'s slot if it will not run today.',
      root: agent('invoke_agent tunnel_booker', { 'gen_ai.agent.name': 'tunnel_booker' }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.system': 'openai', 'service.name': 'aero-lab-agents' }),
    };
  },

  // 04 cemetery plot registry — Spring AI ChatClient with observation spans
  (N) => {
    const say = 'The plot is still shown as reserved by another family. Let me check the registry again.';
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('chat_client spring_ai', { 'spring.ai.chat.client.user.text': 'Mrs Okafor wants plot C-14-07 beside her husband. Can we allocate it?' }, { content: i === 0 ? 'I\'ll check plot C-14-07 in the burial registry.' : say, toolCalls: [{ name: 'plotStatus', arguments: '{"section":"C","row":14,"plot":7}' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'spring.ai.kind': 'chat_client', 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'] }));
      kids.push(tool('tool_call plotStatus', { section: 'C', row: 14, plot: 7 }, JSON.stringify({ plot: 'C-14-07', status: 'RESERVED', reservedFor: 'family ref 5512', holdExpires: '2025-09-30', checkedAt: N.isoOff(N.tick(N.int(3000, 9000)), 1), correlationId: N.uuid(), node: N.pick(['registry-1', 'registry-2', 'registry-3']) }), { 'spring.ai.tool.definition.name': 'plotStatus', 'spring.ai.kind': 'tool_call' }));
    }
    return {
      isolates: 'A Spring AI agent checks the same cemetery plot five times; the registry always says RESERVED with the same hold expiry, only checkedAt, correlationId and node differing, and the model repeats the same sentence instead of offering alternatives.',
      stagnation: true,
      goal: 'Tell a widow whether burial plot C-14-07 beside her husband can be allocated, or offer an alternative.',
      root: agent('ai.chat.client', { conversationId: N.uuid() }, null, kids, { 'spring.ai.version': '1.0.0', 'service.name': 'parish-burials' }),
    };
  },

  // 05 braille embosser print server — Griptape structure run (not in the brief's list)
  (N) => {
    const kids = [];
    const sub = (i) => {
      const up = 864000 + i * N.int(30, 90);
      return span('subtask', 'ActionsSubtask', { actions: [{ tag: 'call_' + N.b62(10), name: 'EmbosserTool', path: 'get_queue', input: { values: { printer: 'everest-d-v5-lib' } } }] }, null, [
        llm('OpenAiChatPromptDriver.run', { prompt_stack: ['…'] }, { value: [{ type: 'ActionCallMessageContent', artifact: { value: { name: 'EmbosserTool', path: 'get_queue', input: { values: { printer: 'everest-d-v5-lib' } } } } }] }, { model: 'gpt-4o', usage: { input_tokens: N.int(900, 1900), output_tokens: 22 } }),
        tool('EmbosserTool.get_queue', { printer: 'everest-d-v5-lib' }, { type: 'TextArtifact', value: `lpstat -o everest-d-v5-lib (cupsd on ${N.host('print')}, uptime ${up}s)\neverest-d-v5-lib-${N.int(1000, 1999)} library  412928   ${N.http(N.tick())}\n  status: held — "Interpoint paper 160g not loaded in tray 2"\n  pages done: 0 of 96\n  spool: /var/spool/cups/d0${N.int(1000, 9999)}-001` }, { artifact_id: N.hex(32) }),
      ], { metadata: { subtask_id: N.hex(32) } });
    };
    for (let i = 0; i < 4; i++) kids.push(sub(i));
    return {
      isolates: 'A Griptape agent checks the braille embosser queue four times; each answer shows the same job held for the same missing-paper reason, 0 of 96 pages, with only job number, uptime, date and spool path changing, and nobody is told to load the paper.',
      stagnation: false,
      goal: 'Get the library\'s 96-page braille orientation guide embossed and report when it will be ready.',
      root: agent('Agent.run', { input: 'Is the braille orientation guide printed yet? If stuck, tell the desk what to do.' }, null, [
        span('task', 'PromptTask', { input: 'Is the braille orientation guide printed yet?' }, null, kids, { metadata: { task_id: N.hex(32), max_subtasks: 4 } }),
      ], { griptape_version: '1.2.0', structure_id: N.hex(32) }),
    };
  },

  // 06 tidal mill grain intake — AgentOps session events
  (N) => {
    const kids = [];
    for (let i = 1; i <= 12; i++) {
      kids.push(llm('LLMEvent', { prompt: [{ role: 'user', content: 'Intake bin 2 at Eling tide mill: is the spelt dry enough (<14.5%) to mill on the next ebb?' }] }, { completion: { role: 'assistant', content: null, tool_calls: [oaiCall('call_' + N.b62(24), 'read_moisture', { bin: 2, attempt: i })] } }, { event_type: 'llms', model: 'gpt-4o-mini', init_timestamp: N.iso(N.tick()), end_timestamp: N.iso(N.tick(N.ms(500, 1500))), prompt_tokens: N.int(300, 900), completion_tokens: 20 }));
      kids.push(tool('ToolEvent', { name: 'read_moisture', params: { bin: 2, attempt: i } }, { returns: `[${N.iso(N.tick())}] probe MX-2 @ ${N.pick(['mill-pi', 'mill-pi.local', '192.168.4.21'])} read#${N.int(30000, 39999)}: moisture=--.-% (ERR_PROBE_DRY_CONTACT) temp=11.2C crc=${N.hex(4)}` }, { event_type: 'tools', id: N.uuid() }));
    }
    return {
      isolates: 'In an AgentOps session the agent re-reads the same grain moisture probe twelve times with only an attempt counter changing; every reading is the same probe-contact error with new timestamps, read numbers, hosts and CRCs, and no decision about milling is made.',
      stagnation: false,
      goal: 'Decide whether the spelt in intake bin 2 of a tidal mill is dry enough to mill on the next ebb tide.',
      root: agent('Session', { tags: ['tide-mill', 'intake'], session_id: N.uuid() }, { end_state: 'Indeterminate', end_state_reason: 'agent stopped without result' }, kids, { host_env: { OS: 'Linux', SDK: 'agentops 0.3.26' } }),
    };
  },
];
