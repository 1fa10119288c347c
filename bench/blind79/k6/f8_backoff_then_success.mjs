import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'backoff-then-success';
export const loop = false;
export const scenarios = [
{
  domain: 'ski-touring avalanche bulletin', style: 'LlamaIndex (FunctionAgent / AgentWorkflow events)',
  goal: 'Get today\'s avalanche danger level for the Lyngen Alps and decide whether the planned Store Jiehkkevárri ascent is within the guiding policy (max level 2).',
  isolates: 'The bulletin API answers 429 Too Many Requests twice with a Retry-After header, succeeds on the third call, and the agent makes the decision.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [llm('OpenAI.achat', { messages: [sys('You are a mountain guide assistant.'), user(this.goal)] }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [tcall(n, 'get_bulletin', { region: 'Lyngen', lang: 'en' })] } } }, { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o-mini' })];
    for (let a = 1; a <= 2; a++) {
      kids.push(tool('FunctionTool.acall get_bulletin', { region: 'Lyngen', lang: 'en' }, { is_error: true, content: `HTTP 429 Too Many Requests\nRetry-After: ${a * 2}\nX-RateLimit-Reset: ${n.epoch()}\nDate: ${n.http()}\n\n{"error":"rate_limited","message":"Too many requests, slow down"}` }, { span_id: `FunctionTool.acall-${n.uuid()}` }, '429 Too Many Requests'));
      kids.push(llm('OpenAI.achat', { messages: '[...]' }, { message: { role: 'assistant', content: `Rate limited; waiting ${a * 2}s as Retry-After says, then retrying.`, additional_kwargs: { tool_calls: [tcall(n, 'get_bulletin', { region: 'Lyngen', lang: 'en' })] } } }, { 'llama_index.event': 'LLMChatEndEvent' }));
    }
    kids.push(tool('FunctionTool.acall get_bulletin', { region: 'Lyngen', lang: 'en' }, { is_error: false, content: JSON.stringify({ region: 'Lyngen', valid_from: n.isoOffset(1), danger_level: 3, danger_name: 'Considerable', problems: [{ type: 'wind slab', aspects: ['N', 'NE', 'E'], elevation: '>800m' }], published: n.iso() }) }, { span_id: `FunctionTool.acall-${n.uuid()}` }));
    const fin = 'Danger level today is 3 (Considerable), wind slabs on N–E aspects above 800 m. That exceeds the policy maximum of 2, so the Store Jiehkkevárri ascent should not go ahead; consider a lower-angle objective below 800 m.';
    kids.push(llm('OpenAI.achat', { messages: '[...]' }, { message: { role: 'assistant', content: fin } }, { 'llama_index.event': 'LLMChatEndEvent' }));
    return agent('AgentWorkflow.run', { user_msg: this.goal }, { response: fin }, kids, { 'llama_index.version': '0.12.x', workflow_id: n.uuid() });
  },
},
{
  domain: 'wildfire lookout tower camera snapshots', style: 'Mastra workflow/agent spans',
  goal: 'Grab the latest snapshot from the Hollins Ridge lookout camera and check whether the reported smoke plume is visible.',
  isolates: 'The camera gateway returns 503 Service Unavailable once (same error), the identical call succeeds on retry, and the image is analysed.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [
      llm('llm.generate', { messages: [user(this.goal)] }, { text: 'Fetching the current snapshot.', toolCalls: [{ toolName: 'camera-snapshot', args: { tower: 'hollins-ridge', azimuth: 'auto' } }] }, { model: 'openai/gpt-4o', runId: n.uuid() }),
      tool('tool.execute camera-snapshot', { tower: 'hollins-ridge', azimuth: 'auto' }, { status: 503, body: '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>upstream camera link busy</p><hr><address>nginx/1.24.0 at ' + n.host('camgw') + '</address></body></html>' }, { 'mastra.tool.id': 'camera-snapshot' }, 'Service Unavailable (503)'),
      llm('llm.generate', { messages: '[...]' }, { text: 'Gateway busy (503); the tower radio link is shared, trying again in a few seconds.', toolCalls: [{ toolName: 'camera-snapshot', args: { tower: 'hollins-ridge', azimuth: 'auto' } }] }, { model: 'openai/gpt-4o' }),
      tool('tool.execute camera-snapshot', { tower: 'hollins-ridge', azimuth: 'auto' }, { status: 200, image_url: `https://cams.example/hollins/${n.epoch()}.jpg`, azimuth_deg: 212, captured: n.isoNoMs(), exposure: '1/640' }, { 'mastra.tool.id': 'camera-snapshot' }),
      llm('llm.generate', { messages: '[...]' }, { text: 'Analysing the image.', toolCalls: [{ toolName: 'detect-smoke', args: { image_ref: 'latest', azimuth_deg: 212 } }] }, { model: 'openai/gpt-4o' }),
      tool('tool.execute detect-smoke', { image_ref: 'latest', azimuth_deg: 212 }, { plume: true, confidence: 0.91, bearing_deg: 214, est_distance_km: 11.5, model: 'smokenet-v3' }, { 'mastra.tool.id': 'detect-smoke' }),
    ];
    const fin = 'Yes: the Hollins Ridge snapshot shows a smoke plume at bearing 214°, roughly 11.5 km out (confidence 0.91). Passing to dispatch for a cross-bearing.';
    kids.push(llm('llm.generate', { messages: '[...]' }, { text: fin, finishReason: 'stop' }, { model: 'openai/gpt-4o' }));
    return agent('agent.lookout.generate', { input: this.goal }, { text: fin }, kids, { resourceId: 'fire-district-4', threadId: n.uuid() });
  },
},
{
  domain: 'fish auction lot price feed', style: 'AutoGen AgentChat (AssistantAgent + tool events)',
  goal: 'Get this morning\'s closing prices for haddock boxes at the Peterhead fish market and compute the average per 50 kg box.',
  isolates: 'Three timeouts from the auction feed with the same error text, then a successful call; the average is computed and reported.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    for (let a = 0; a < 4; a++) {
      kids.push(llm('create', { messages: a ? '[...]' : [user(this.goal)] }, { content: [{ id: 'call_' + n.b62(24), name: 'auction_prices', arguments: '{"market":"PHD","species":"haddock","session":"am"}' }], thought: a === 0 ? 'Fetching the morning session prices.' : `Timed out (attempt ${a}); the feed is busy right after the bell. Retrying after ${2 ** a}s.` }, { 'autogen.event': 'LLMCallEvent', model: 'gpt-4o' }));
      if (a < 3) kids.push(tool('auction_prices', { market: 'PHD', species: 'haddock', session: 'am' }, { type: 'ToolCallExecutionEvent', content: [{ content: `Error: ReadTimeout: HTTPSConnectionPool(host='feed.${n.pick(['a', 'b'])}.fishauction.example', port=443): Read timed out. (read timeout=10)`, is_error: true }] }, null, 'ReadTimeout'));
      else kids.push(tool('auction_prices', { market: 'PHD', species: 'haddock', session: 'am' }, { type: 'ToolCallExecutionEvent', content: [{ content: 'lot,grade,boxes,price_gbp_per_box\nPHD-0412,A,24,151.00\nPHD-0413,A,18,148.50\nPHD-0419,B,30,122.00\nPHD-0425,A,12,155.50\n# session closed ' + n.clock() + ' seq=' + n.int(1000, 9999), is_error: false }] }));
    }
    const fin = 'Weighted average for haddock at Peterhead this morning: £140.75 per 50 kg box across 84 boxes (A grade £151.17, B grade £122.00).';
    kids.push(llm('create', { messages: '[...]' }, { content: fin + ' TERMINATE', finish_reason: 'stop' }, { 'autogen.event': 'LLMCallEvent' }));
    return agent('AssistantAgent.run', { task: this.goal }, { stop_reason: "Text 'TERMINATE' mentioned", messages: [fin] }, kids, { agent_name: 'market_analyst', 'autogen.version': '0.4.7' });
  },
},
{
  domain: 'choir music licensing report', style: 'Langfuse trace (observations: GENERATION / SPAN / EVENT)',
  goal: 'Submit the quarterly copyright usage report for St Cecilia Chamber Choir (12 works performed) to the licensing body.',
  isolates: 'Submission hits a 502 Bad Gateway from the licensing portal twice, the same payload then succeeds with a receipt, and the agent confirms.',
  stagnation: false,
  build(id) { const n = noise(id);
    const payload = { licence: 'CCL-' + n.int(100000, 999999), quarter: '2026-Q2', works: 12, file: 'usage_q2.csv' };
    const kids = [llm('ChatOpenAI', { messages: [user(this.goal)] }, { content: 'Building the report from the performance log.', tool_calls: [{ name: 'build_usage_csv', args: { quarter: '2026-Q2' } }] }, { observation_type: 'GENERATION', model: 'gpt-4o-mini' }),
      tool('build_usage_csv', { quarter: '2026-Q2' }, { file: 'usage_q2.csv', rows: 12, sha1: n.hex(40) }, { observation_type: 'SPAN' })];
    for (let a = 0; a < 3; a++) {
      kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: a ? `Portal returned 502 Bad Gateway (try ${a}); retrying the same submission.` : 'Submitting to the portal.', tool_calls: [{ name: 'submit_report', args: payload }] }, { observation_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: n.int(500, 1500), output: n.int(20, 40) } }));
      kids.push(a < 2 ? tool('submit_report', payload, { status: 502, statusText: 'Bad Gateway', headers: { server: 'cloudflare', 'cf-ray': n.hex(16) + '-LHR', date: n.http() } }, { observation_type: 'SPAN', level: 'ERROR' }, '502 Bad Gateway') : tool('submit_report', payload, { status: 201, body: { receipt: 'RCPT-' + n.b62(10).toUpperCase(), accepted_works: 12, received_at: n.iso() } }, { observation_type: 'SPAN' }));
    }
    const fin = 'Q2 report for St Cecilia Chamber Choir submitted and accepted (12 works); receipt is in the portal.';
    kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: fin }, { observation_type: 'GENERATION' }));
    return agent('licensing-agent', { input: this.goal }, { output: fin }, kids, { langfuse_trace_id: n.uuid(), tags: ['licensing'] });
  },
},
{
  domain: 'archaeological drone survey photogrammetry upload', style: 'OpenAI Responses API (response objects with function_call items)',
  goal: 'Upload the 412 drone images from the Roman fort survey at Vindolanda to the photogrammetry service and start the orthomosaic.',
  isolates: 'A chunk upload fails once with ECONNRESET, the same chunk succeeds on retry, and the processing job is started and confirmed.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const step = (text, name, args, out, err) => {
      const cid = 'call_' + n.b62(24);
      kids.push(llm('responses.create', { model: 'gpt-4.1', previous_response_id: 'resp_' + n.hex(48), input: '[function_call_output]' }, { id: 'resp_' + n.hex(48), status: 'completed', output: [...(text ? [{ type: 'message', content: [{ type: 'output_text', text }] }] : []), { type: 'function_call', name, arguments: JSON.stringify(args), call_id: cid }] }));
      kids.push(tool(name, { call_id: cid, ...args }, out, null, err));
    };
    step(null, 'create_upload', { project: 'vindolanda-2026', images: 412 }, { upload_id: 'up_' + n.hex(12), chunks: 3 });
    step('Upload session created with 3 chunks.', 'upload_chunk', { chunk: 1 }, { ok: true, bytes: 2147483648, md5: n.hex(32) });
    step('Chunk 1 done.', 'upload_chunk', { chunk: 2 }, { error: { code: 'ECONNRESET', message: 'socket hang up', syscall: 'read' } }, 'ECONNRESET: socket hang up');
    step('Connection reset on chunk 2; retrying the same chunk.', 'upload_chunk', { chunk: 2 }, { ok: true, bytes: 2147483648, md5: n.hex(32) });
    step('Chunk 2 done on retry.', 'upload_chunk', { chunk: 3 }, { ok: true, bytes: 1288490188, md5: n.hex(32) });
    step('All chunks uploaded; starting the orthomosaic.', 'start_processing', { preset: 'orthomosaic+dsm', gsd_cm: 1.5 }, { job: 'job_' + n.hex(10), state: 'accepted', eta: '2h10m' });
    const fin = 'All 412 images uploaded (chunk 2 needed one retry after a connection reset) and the orthomosaic + DSM job is accepted, ETA about 2 h.';
    kids.push(llm('responses.create', { model: 'gpt-4.1' }, { status: 'completed', output: [{ type: 'message', content: [{ type: 'output_text', text: fin }] }] }));
    return agent('responses-agent-loop', { task: this.goal }, { output_text: fin }, kids, { project: 'proj_' + n.b62(16) });
  },
},
{
  domain: 'tea estate auction catalogue upload (Mombasa)', style: 'Spring AI ChatClient observations (spring.ai.* / gen_ai.*)',
  goal: 'Upload the Kericho estate\'s invoice list for sale 27 to the broker portal before the catalogue closes and confirm the lot numbers assigned.',
  isolates: 'The broker portal rejects the upload once with a database-lock conflict (409, retryable), the same request succeeds, and the lot numbers are reported.',
  stagnation: false,
  build(id) { const n = noise(id);
    const req = { sale: 27, estate: 'Kericho Highlands', invoices: ['KH-BP1-441', 'KH-PF1-442', 'KH-PD-443', 'KH-D1-444'] };
    const conflict = { timestamp: n.iso(), status: 409, error: 'Conflict', message: 'catalogue row locked by another writer, retry', path: '/api/v2/catalogue/27/invoices', traceId: n.hex(32) };
    const kids = [
      llm('spring.ai.chat.client', { 'spring.ai.chat.client.user.text': this.goal, 'gen_ai.request.model': 'gpt-4o' }, { toolCalls: [{ name: 'uploadInvoices', arguments: JSON.stringify(req) }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': n.int(400, 900) }),
      tool('tool_call uploadInvoices', { 'spring.ai.tool.definition.name': 'uploadInvoices', 'spring.ai.tool.call.arguments': JSON.stringify(req) }, { 'spring.ai.tool.call.result': JSON.stringify(conflict) }, { 'spring.ai.kind': 'tool_call' }, 'HTTP 409 Conflict'),
      llm('spring.ai.chat.client', { 'gen_ai.request.model': 'gpt-4o' }, { text: 'The portal reported a transient row lock (409); retrying the same upload.', toolCalls: [{ name: 'uploadInvoices', arguments: JSON.stringify(req) }] }, { 'gen_ai.operation.name': 'chat' }),
      tool('tool_call uploadInvoices', { 'spring.ai.tool.definition.name': 'uploadInvoices', 'spring.ai.tool.call.arguments': JSON.stringify(req) }, { 'spring.ai.tool.call.result': JSON.stringify({ accepted: 4, lots: [{ invoice: 'KH-BP1-441', lot: 1187 }, { invoice: 'KH-PF1-442', lot: 1188 }, { invoice: 'KH-PD-443', lot: 1189 }, { invoice: 'KH-D1-444', lot: 1190 }], closes: n.isoOffset(3) }) }, { 'spring.ai.kind': 'tool_call' }),
    ];
    const fin = 'All four Kericho invoices are in sale 27: BP1 → lot 1187, PF1 → 1188, PD → 1189, D1 → 1190.';
    kids.push(llm('spring.ai.chat.client', { 'gen_ai.request.model': 'gpt-4o' }, { text: fin }, { 'gen_ai.response.finish_reasons': ['STOP'] }));
    return agent('spring.ai.chat.client.advisor chain', { 'spring.ai.chat.client.system.text': 'You are a tea broker assistant.' }, { text: fin }, kids, { 'spring.ai.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'], 'micrometer.observation': 'spring.ai.chat.client' });
  },
},
];
