import { agent, llm, tool, failed, chain, span, sys, user, call, asst } from './lib.mjs';

export const family = 'transient_then_success';
export const loop = false;
export const summary = 'Healthy: the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.';

export const rows = [
  {
    n: '01', domain: 'windsurf board rental beach hut (wind forecast)', style: 'Vercel AI SDK ai.* spans', stagnation: false,
    isolates: 'Forecast API returns 503 twice, succeeds on the third try; the agent then sets the day\'s rental board sizes and finishes.',
    goal: 'Decide which sail sizes to put out at the rental hut tomorrow morning based on the wind forecast for Tarifa Valdevaqueros.',
    build(N) {
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': i === 0 ? 'Fetching tomorrow\'s forecast.' : `The forecast service returned 503 (attempt ${i}); waiting ${2 ** i}s and retrying.`, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getForecast', args: '{"spot":"valdevaqueros","hours":"08-14"}' }]) }, { metadata: { 'ai.model.id': 'gpt-4o-mini' } }));
        if (i < 2) kids.push(failed('ai.toolCall', { 'ai.toolCall.name': 'getForecast' }, { status: 503, headers: { 'retry-after': '2', date: N.tick(3).httpDate(), via: `1.1 ${N.host('varnish')}` }, body: 'Service Unavailable' }, 'APICallError: 503 Service Unavailable'));
        else kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getForecast' }, { 'ai.toolCall.result': { hours: [{ h: 8, kn: 14, dir: 'E' }, { h: 11, kn: 21, dir: 'E' }, { h: 14, kn: 27, dir: 'E', gust: 34 }], model: 'AROME', run: N.isoNoMs() } }));
      }
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'setRackPlan' }, { 'ai.toolCall.result': { ok: true } }));
      kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Levante building from 14 to 27 kn: rack 5.7-6.5 m² sails for 08-10, switch to 4.2-5.0 m² from 11:00. Plan saved.', 'ai.response.finishReason': 'stop' }));
      return agent('ai.generateText', { 'ai.prompt': this.goal }, { 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'hut-planner' } });
    },
  },
  {
    n: '02', domain: 'sheepskin slipper factory (EDI order upload to retailer)', style: 'LangGraph / LangSmith run tree', stagnation: false,
    isolates: 'EDI upload to the retailer gateway is rate-limited (429) once with the same body, then accepted with an MDN receipt; the agent records the receipt and stops.',
    goal: 'Send the ASN (856) for PO 4500918823 (1,200 pairs of slippers) to the retailer\'s EDI gateway and record the MDN receipt.',
    build(N) {
      const kids = [
        llm('ChatOpenAI', { messages: [user(this.goal)] }, { content: '', tool_calls: [{ name: 'edi_send', args: { doc: '856', po: '4500918823' } }] }, { metadata: { langgraph_node: 'agent', langgraph_step: 1 } }),
        failed('edi_send', { doc: '856', po: '4500918823' }, { status: 429, headers: { ...N.ratelimit(60), 'x-ratelimit-remaining': '0', 'retry-after': '30' }, body: '{"error":"too_many_requests"}' }, '429 Too Many Requests', { metadata: { langgraph_node: 'tools' } }),
        llm('ChatOpenAI', { messages: '...' }, { content: 'The gateway rate-limited us (retry-after 30s). I will resend after the wait.', tool_calls: [{ name: 'edi_send', args: { doc: '856', po: '4500918823' } }] }, { metadata: { langgraph_node: 'agent', langgraph_step: 3 } }),
        tool('edi_send', { doc: '856', po: '4500918823' }, { status: 200, as2_message_id: `<${N.uuid()}@slipperworks.as2>`, mdn: { disposition: 'automatic-action/MDN-sent-automatically; processed', mic: `${N.crc32c()}, sha-256`, received: N.tick(35).httpDate() } }, { metadata: { langgraph_node: 'tools' } }),
        tool('record_receipt', { po: '4500918823' }, { saved: true }),
        llm('ChatOpenAI', { messages: '...' }, { content: 'ASN for PO 4500918823 delivered after one rate-limit retry; MDN "processed" recorded.' }, { metadata: { langgraph_node: 'agent', langgraph_step: 5 } }),
      ];
      return agent('LangGraph', { messages: [{ type: 'human', content: this.goal }] }, { messages: ['...'] }, kids, { metadata: { thread_id: N.uuid() } });
    },
  },
  {
    n: '03', domain: 'mosquito control district (larvicide drone flight authorisation)', style: 'OpenAI Agents SDK trace', stagnation: false,
    isolates: 'The airspace authorisation request times out three times with the same gateway timeout, succeeds on the fourth try, and the spray mission is scheduled.',
    goal: 'Get LAANC authorisation for the larvicide drone flight over the Slough Creek wetlands at 06:30 tomorrow and schedule the mission.',
    build(N) {
      const kids = [];
      for (let i = 0; i < 4; i++) {
        kids.push(span('generation', 'Generation', [{ role: 'user', content: i ? 'tool error: timeout' : this.goal }], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: i === 0 ? 'Requesting airspace authorisation.' : `Attempt ${i} timed out at the gateway; retrying (${i + 1}/4).` }] }], [], { metadata: { model: 'gpt-4o-mini' } }));
        if (i < 3) kids.push(failed('request_laanc', { area: 'slough-creek-poly-7', alt_ft: 120, start: '06:30' }, { error: 'ReadTimeout', detail: `upstream USS did not respond within 10000ms (uss=${N.host('uss')}, attempt=${i + 1})` }, 'ReadTimeout: upstream USS did not respond'));
        else kids.push(tool('request_laanc', { area: 'slough-creek-poly-7', alt_ft: 120 }, { status: 'APPROVED', reference: `LAANC-${N.b32(8)}`, ceiling_ft: 200, valid: `${N.tick(3600 * 10).isoNoMs()}/PT2H` }));
      }
      kids.push(tool('schedule_mission', { drone: 'AG-T30-02', plan: 'slough-creek-bti' }, { mission_id: N.uuid(), status: 'scheduled' }));
      kids.push(span('generation', 'Generation', [], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Authorisation approved (200 ft ceiling) after three gateway timeouts; the Bti larvicide mission is scheduled for 06:30.' }] }], []));
      return agent('VectorControlAgent', { input: this.goal }, { final_output: 'mission scheduled' }, kids, { metadata: { trace_id: `trace_${N.hex(32)}` } });
    },
  },
  {
    n: '04', domain: 'container image push to a Harbor registry (ML inference service)', style: 'smolagents ToolCallingAgent', stagnation: false,
    isolates: 'docker push gets "502 Bad Gateway" on a blob upload twice, then completes with the digest; the agent updates the deployment manifest and finishes.',
    goal: 'Push image harbor.internal/vision/ocr-infer:2.3.1 and update the staging kustomization to the new digest.',
    build(N) {
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('OpenAIServerModel.__call__', {}, { content: i === 0 ? 'Pushing the image.' : `Blob upload hit 502 from the registry (attempt ${i}); layers already pushed are kept, retrying.`, tool_calls: [{ function: { name: 'shell', arguments: { cmd: 'docker push harbor.internal/vision/ocr-infer:2.3.1' } } }] }, { metadata: { step_number: i + 1 } }));
        if (i < 2) kids.push(failed('shell', { cmd: 'docker push harbor.internal/vision/ocr-infer:2.3.1' }, `The push refers to repository [harbor.internal/vision/ocr-infer]\n${N.hex(12)}: Layer already exists\n${N.hex(12)}: Pushing  412.3MB/1.1GB\nreceived unexpected HTTP status: 502 Bad Gateway`, 'exit status 1'));
        else kids.push(tool('shell', { cmd: 'docker push harbor.internal/vision/ocr-infer:2.3.1' }, `${N.hex(12)}: Pushed\n2.3.1: digest: sha256:${N.sha(64)} size: 2841`));
      }
      kids.push(tool('shell', { cmd: 'cd deploy/staging && kustomize edit set image ocr-infer=harbor.internal/vision/ocr-infer@sha256:...' }, ''));
      kids.push(llm('OpenAIServerModel.__call__', {}, { content: null, tool_calls: [{ function: { name: 'final_answer', arguments: { answer: 'Image pushed after two 502 retries; staging kustomization pinned to the new digest.' } } }] }));
      return agent('ToolCallingAgent', { task: this.goal }, 'Image pushed; staging updated.', kids, { metadata: { max_steps: 10 } });
    },
  },
  {
    n: '05', domain: 'bungee jumping site (waiver database write)', style: 'Semantic Kernel function invocation spans', stagnation: false,
    isolates: 'Writing jumper waivers hits a database lock timeout once, then succeeds; the agent confirms the jump slot.',
    goal: 'Record the signed waivers for the 15:00 group (4 jumpers) at the gorge bridge and confirm their jump slot.',
    build(N) {
      const kids = [
        llm('chat.completions gpt-4o', {}, { content: 'Saving the four waivers.', tool_calls: [call(`call_${N.alnum(24)}`, 'Waivers-save', { slot: '15:00', jumpers: ['J-881', 'J-882', 'J-883', 'J-884'] })] }),
        failed('Waivers-save', { slot: '15:00' }, 'SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction', 'PDOException 1205'),
        llm('chat.completions gpt-4o', {}, { content: 'Lock wait timeout (transient); retrying the transaction.', tool_calls: [call(`call_${N.alnum(24)}`, 'Waivers-save', { slot: '15:00', jumpers: ['J-881', 'J-882', 'J-883', 'J-884'] })] }),
        tool('Waivers-save', { slot: '15:00' }, `{"saved":4,"txn":"${N.hex(12)}","at":"${N.tick(4).sqlTs()}"}`),
        tool('Slots-confirm', { slot: '15:00' }, '{"confirmed":true,"weights_checked":true}'),
        llm('chat.completions gpt-4o', {}, { content: 'All 4 waivers saved (one retry after a lock timeout); the 15:00 slot is confirmed.' }),
      ];
      return agent('ChatCompletionAgent.invoke', { message: this.goal }, null, kids, { metadata: { 'semantic_kernel.version': '1.20' } });
    },
  },
  {
    n: '06', domain: 'organic fertiliser pellet plant (ERP production order sync)', style: 'Google ADK events', stagnation: false,
    isolates: 'ERP sync returns a 504 gateway timeout once, then succeeds; the agent confirms the production order is released to the pelletiser line.',
    goal: 'Release production order PO-PL-7731 (22 t chicken-manure pellets) to pellet line 2 and sync it to the ERP.',
    build(N) {
      const kids = [
        llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Syncing the order to the ERP.' }, { function_call: { name: 'erp_sync', args: { order: 'PO-PL-7731' } } }] } }),
        failed('execute_tool erp_sync', { order: 'PO-PL-7731' }, { status: 504, body: `<html><body><h1>504 Gateway Time-out</h1>nginx/1.24.0 ${N.host('erp-gw')}</body></html>` }, '504 Gateway Time-out'),
        llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Gateway timeout; retrying once.' }, { function_call: { name: 'erp_sync', args: { order: 'PO-PL-7731' } } }] } }),
        tool('execute_tool erp_sync', { order: 'PO-PL-7731' }, { status: 'RELEASED', line: 'PL2', erp_doc: String(N.int(10 ** 9, 10 ** 10)), changed_on: N.tick(10).euDate() }),
        llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'PO-PL-7731 (22 t) is released to pellet line 2 and synced to the ERP.' }] } }),
      ];
      return agent('invocation', { new_message: this.goal }, null, kids, { metadata: { app_name: 'plant_ops', session_id: N.uuid() } });
    },
  },
];
