// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds, and the task is finished.
import { agent, chain, llm, tool, span, tc, retriever } from './lib.mjs';

export const family = { name: 'backoff_then_success', loop: false, stagnation: false };

// 01 — Claude Agent SDK transcript — hardware store self-checkout kiosk firmware
function s01(R) {
  const goal = 'Download the 4.12.3 self-checkout kiosk firmware bundle, verify its checksum, and stage it for tonight\'s rollout to the 18 kiosks at the Eastgate hardware store.';
  const session = R.uuid();
  const children = [];
  const turn = (text, name, input, result, err) => {
    const id = R.toolu();
    children.push(llm('assistant', { session_id: session }, { type: 'assistant', message: { role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), { type: 'tool_use', id, name, input }] } }));
    children.push(tool(name, input, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id, content: result, is_error: !!err }] } }, { session_id: session }, err));
  };
  const url = 'https://fw.kioskvendor.example/releases/sco-4.12.3.tar.zst';
  const curl = { command: `curl -fSL --retry 0 -o /srv/staging/sco-4.12.3.tar.zst ${url}`, description: 'Download firmware bundle' };
  turn('Downloading the bundle.', 'Bash', curl, `curl: (22) The requested URL returned error: 503\n  % Total    % Received  Time   ${R.hms(R.step())}`, 'Exit code 22');
  turn('The vendor CDN returned 503, likely transient. Waiting 20 seconds before retrying.', 'Bash', { command: `sleep 20 && ${curl.command}`, description: 'Retry after backoff' }, `curl: (22) The requested URL returned error: 503\n  % Total    % Received  Time   ${R.hms(R.step(20000, 25000))}`, 'Exit code 22');
  turn('Another 503. Backing off for 60 seconds this time.', 'Bash', { command: `sleep 60 && ${curl.command}`, description: 'Retry after longer backoff' }, `  % Total    % Received % Xferd  Average Speed   Time\n100  412M  100  412M    0     0  38.1M      0  0:00:10 --:--:-- --:--:-- 39.0M`);
  turn('Downloaded. Checking the SHA-256 against the vendor manifest.', 'Bash', { command: 'cd /srv/staging && curl -fsSL https://fw.kioskvendor.example/releases/sco-4.12.3.sha256 | sha256sum -c -', description: 'Verify checksum' }, 'sco-4.12.3.tar.zst: OK');
  turn('Checksum matches. Staging it in the rollout manifest for the Eastgate kiosks.', 'Edit', { file_path: '/srv/rollout/eastgate.yaml', old_string: 'firmware: 4.12.1', new_string: 'firmware: 4.12.3' }, 'The file /srv/rollout/eastgate.yaml has been updated.');
  children.push(llm('assistant', { session_id: session }, { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Firmware 4.12.3 is downloaded (after two 503s from the vendor CDN), its checksum verified, and eastgate.yaml now targets it for tonight\'s 18-kiosk rollout.' }] } }));
  return {
    isolates: 'A firmware download fails twice with the same HTTP 503, succeeds after a longer backoff, and the checksum check and staging complete the task.',
    goal,
    root: agent('claude-agent-sdk query', { prompt: goal }, { type: 'result', subtype: 'success', num_turns: 7, session_id: session, total_cost_usd: 0.0931 }, children, { permission_mode: 'acceptEdits' }),
  };
}

// 02 — OpenAI Responses API — cake decorating supplies shop shipping quote
function s02(R) {
  const goal = 'Quote next-day shipping for a customer order of fondant, 40 piping tips and a 12 kg turntable to postcode BT7 1NN and reply to the customer with the total.';
  const children = [];
  const call = (args, out, err) => {
    const cid = R.callId();
    children.push(llm('responses.create', { model: 'gpt-4.1-mini', input: '[…]' }, { output: [{ type: 'function_call', call_id: cid, name: 'get_shipping_rate', arguments: JSON.stringify(args) }], status: 'completed' }));
    children.push(tool('get_shipping_rate', { call_id: cid, arguments: args }, { type: 'function_call_output', call_id: cid, output: typeof out === 'string' ? out : JSON.stringify(out) }, {}, err));
  };
  const args = { postcode: 'BT7 1NN', service: 'next_day', weight_kg: 14.6, parcels: 2 };
  const rl = () => `HTTP/1.1 429 Too Many Requests\nRetry-After: ${R.int(2, 6)}\nX-RateLimit-Reset: ${R.epoch(R.step(2000, 8000))}\nX-Request-Id: ${R.uuid()}\n\n{"error":"rate_limited","message":"Too many requests, slow down"}`;
  call(args, rl(), 'HTTP 429');
  call(args, rl(), 'HTTP 429');
  call(args, { carrier: 'ParcelNorth', service: 'next_day', price_gbp: 18.4, surcharge_ni: 4.5, total_gbp: 22.9, quote_id: 'Q-' + R.b62(10), valid_until: R.iso(R.step() + 3600000) });
  const cid = R.callId();
  children.push(llm('responses.create', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', call_id: cid, name: 'reply_to_customer', arguments: JSON.stringify({ ticket: 'CS-8812', body: 'Next-day delivery to BT7 1NN for your two parcels is £22.90 including the Northern Ireland surcharge.' }) }] }));
  children.push(tool('reply_to_customer', { call_id: cid }, { type: 'function_call_output', call_id: cid, output: '{"sent":true}' }));
  children.push(llm('responses.create', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Quoted £22.90 next-day (ParcelNorth, incl. NI surcharge) and replied on ticket CS-8812. The rate API rate-limited the first two requests.' }] }] }));
  return {
    isolates: 'The shipping-rate call gets the same 429 twice, then returns a quote, and the customer is answered with the total.',
    goal,
    root: agent('shop-support', { input: goal }, { status: 'completed' }, children, { api: 'responses' }),
  };
}

// 03 — LlamaIndex — union grievance contract library indexing
function s03(R) {
  const goal = 'Add the 2025 collective agreement PDF to the union\'s contract library index and answer: how many days does a member have to file a step-one grievance?';
  const err = () => `openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for text-embedding-3-small in organization org-${R.b62(24)} on tokens per min (TPM): Limit 1000000, Used 998812, Requested 24110. Please try again in ${R.int(600, 1900)}ms.', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}`;
  const children = [
    span('chain', 'SimpleDirectoryReader.load_data', { input_files: ['cba_2025.pdf'] }, { documents: 1, pages: 86 }, [], { metadata: { loader: 'PyMuPDFReader' } }),
    span('chain', 'SentenceSplitter.__call__', { chunk_size: 512 }, { nodes: 214 }, [], {}),
    span('embedding', 'OpenAIEmbedding.get_text_embedding_batch', { texts: 214, model: 'text-embedding-3-small' }, null, [], { error: err(), metadata: { retry: 0 } }),
    span('embedding', 'OpenAIEmbedding.get_text_embedding_batch', { texts: 214, model: 'text-embedding-3-small' }, null, [], { error: err(), metadata: { retry: 1, wait_s: 2.0 } }),
    span('embedding', 'OpenAIEmbedding.get_text_embedding_batch', { texts: 214, model: 'text-embedding-3-small' }, null, [], { error: err(), metadata: { retry: 2, wait_s: 4.0 } }),
    span('embedding', 'OpenAIEmbedding.get_text_embedding_batch', { texts: 214, model: 'text-embedding-3-small' }, { embeddings: 214, dim: 1536 }, [], { metadata: { retry: 3, wait_s: 8.0 } }),
    span('chain', 'VectorStoreIndex.insert_nodes', { nodes: 214 }, { inserted: 214, collection: 'contracts', store: 'qdrant' }, [], {}),
    span('retriever', 'VectorIndexRetriever.retrieve', { query_str: 'time limit to file step one grievance days' }, { nodes: [{ score: 0.872, text: 'Article 22.3 Step One: A grievance shall be presented in writing to the immediate supervisor within fifteen (15) working days of the occurrence…' }, { score: 0.811, text: 'Article 22.1 Definitions: "working days" excludes Saturdays, Sundays and holidays…' }] }, []),
    llm('OpenAI.chat', { messages: [{ role: 'user', content: 'Context: Article 22.3 … Question: how many days to file a step-one grievance?' }] }, 'Under Article 22.3 of the 2025 agreement, a member must present a step-one grievance in writing to the immediate supervisor within 15 working days of the occurrence (working days exclude weekends and holidays, Art. 22.1).', { model: 'gpt-4o-mini' }),
  ];
  return {
    isolates: 'The embedding batch hits the same 429 token-rate error three times with growing waits, succeeds on the fourth try, and the question is answered from the new index.',
    goal,
    root: agent('ContractLibraryWorkflow.run', { file: 'cba_2025.pdf', question: 'step-one grievance deadline' }, 'Within 15 working days (Art. 22.3).', children, { framework: 'llama-index-core 0.12', callback: 'LlamaDebugHandler' }),
  };
}

// 04 — Haystack pipeline — homeowners association bylaws QA
function s04(R) {
  const goal = 'Answer a resident\'s question from the HOA bylaws: are rooftop solar panels allowed on the street-facing roof slope, and is board approval needed?';
  const q = 'rooftop solar panels street-facing roof slope board approval';
  const children = [
    span('component', 'haystack.component.run text_embedder', { text: q }, { embedding: '[1024 floats]', meta: { model: 'bge-m3' } }, [], { metadata: { 'haystack.component.type': 'SentenceTransformersTextEmbedder' } }),
    retriever('haystack.component.run retriever', { top_k: 5 }, null, { 'haystack.component.type': 'PgvectorEmbeddingRetriever', attempt: 1 }),
    retriever('haystack.component.run retriever', { top_k: 5 }, { documents: [{ id: R.hex(16), score: 0.83, content: 'Section 7.4 Solar Energy Systems. Solar panels may be installed on any roof slope, including street-facing slopes, provided they are flush-mounted…' }, { id: R.hex(16), score: 0.79, content: 'Section 7.1 Architectural Review. Any exterior modification requires written approval of the Architectural Review Committee…' }] }, { 'haystack.component.type': 'PgvectorEmbeddingRetriever', attempt: 2 }),
    span('component', 'haystack.component.run prompt_builder', { template: 'qa_v3' }, { prompt: 'Given these bylaw sections… Question: …' }, [], { metadata: { 'haystack.component.type': 'PromptBuilder' } }),
    llm('haystack.component.run llm', { prompt: '…' }, { replies: ['Yes. Section 7.4 allows solar panels on any roof slope, including the street-facing one, as long as they are flush-mounted. You still need written approval from the Architectural Review Committee first (Section 7.1), which the bylaws treat as the board\'s delegate for exterior changes.'], meta: [{ model: 'gpt-4o-mini', finish_reason: 'stop' }] }, { 'haystack.component.type': 'OpenAIGenerator' }),
  ];
  children[1].error = `psycopg.OperationalError: connection to server at "${R.ip()}", port 5432 failed: timeout expired (pool ${R.hex(6)}, ${R.isoMs(R.step())})`;
  return {
    isolates: 'The retriever fails once with a database connection timeout, the retried run returns the bylaw sections, and the question is answered.',
    goal,
    root: agent('haystack.pipeline.run', { data: { text_embedder: { text: q }, prompt_builder: { question: goal } } }, { llm: { replies: ['Yes…'] } }, children, { 'haystack.pipeline.max_runs_per_component': 100, pipeline: 'hoa_qa', retry_policy: 'component retry x2' }),
  };
}

// 05 — Bedrock Agents — sunglasses retailer warranty claim
function s05(R) {
  const goal = 'Open a warranty claim for customer order SG-20931 (polarised sunglasses with a cracked hinge after 5 months) and tell the customer the next step.';
  const children = [];
  const inv = (rationale, params, obs, err) => {
    const tr = R.uuid() + '-0';
    children.push(llm('orchestrationTrace.modelInvocation', { modelInvocationInput: { traceId: tr, type: 'ORCHESTRATION' } }, { rationale: rationale ? { traceId: tr, text: rationale } : undefined, invocationInput: { traceId: tr, actionGroupInvocationInput: { actionGroupName: 'Warranty', apiPath: '/claims', verb: 'post', requestBody: { content: { 'application/json': { properties: params } } } } } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }));
    children.push(tool('Warranty POST /claims', params, obs, { lambda: 'warranty-claims-fn' }, err));
  };
  const params = [{ name: 'orderId', type: 'string', value: 'SG-20931' }, { name: 'defect', type: 'string', value: 'cracked hinge' }, { name: 'monthsOwned', type: 'integer', value: '5' }];
  const thr = () => ({ failureTrace: { traceId: R.uuid(), failureReason: `Lambda throttled: Rate Exceeded. (Service: Lambda, Status Code: 429, Request ID: ${R.uuid()})` } });
  inv('The hinge crack at five months is within the 12-month warranty, so I will create a claim.', params, thr(), 'ThrottlingException');
  inv(null, params, thr(), 'ThrottlingException');
  inv(null, params, { observation: { actionGroupInvocationOutput: { text: JSON.stringify({ claimId: 'WC-' + R.int(40000, 49999), status: 'approved_for_replacement', returnLabelUrl: 'https://returns.example-shades.com/l/' + R.b62(12) }) } } });
  children.push(llm('orchestrationTrace.modelInvocation', {}, { observation: { finalResponse: { text: 'Your warranty claim is approved for a replacement pair. Please use the prepaid return label we have emailed to send back the damaged sunglasses; the replacement ships once they are scanned.' } } }, {}));
  return {
    isolates: 'The claims action group is throttled twice with the same 429, the third call creates the claim, and the customer gets the next step.',
    goal,
    root: agent('InvokeAgent', { inputText: goal, sessionId: R.uuid() }, { completion: 'Claim approved for replacement; return label emailed.' }, children, { agentId: 'SHADES01AG', agentAliasId: 'PROD' }),
  };
}

// 06 — Letta — personal budget assistant
function s06(R) {
  const goal = 'Sync my bank transactions for October and tell me how much I spent on groceries compared with my £320 budget.';
  const children = [];
  const step = (reasoning, toolName, args, ret, status = 'success', err) => {
    children.push(llm('LettaAgent.step', { messages: '[…]', memory_blocks: ['persona', 'human'] }, { messages: [{ message_type: 'reasoning_message', reasoning }, { message_type: 'tool_call_message', tool_call: { name: toolName, arguments: JSON.stringify(args), tool_call_id: R.callId() } }] }, { model: 'gpt-4o-mini', step_id: 'step-' + R.uuid() }));
    children.push(tool(toolName, args, { message_type: 'tool_return_message', tool_return: ret, status, stdout: null, stderr: status === 'error' ? [ret] : null }, { agent_id: 'agent-' + R.uuid() }, err));
  };
  const a = { account: 'current', from: '2025-10-01', to: '2025-10-31' };
  step('User wants October grocery spend. I need to sync transactions first.', 'bank_sync', { ...a, request_heartbeat: true }, `BankGatewayError: 502 Bad Gateway from aggregator (${R.host('ob-agg', 6)}, ref ${R.hex(12)})`, 'error', '502 Bad Gateway');
  step('Aggregator hiccup; trying the sync again.', 'bank_sync', { ...a, request_heartbeat: true }, JSON.stringify({ synced: 74, pending: 2, cursor: R.b62(16) }));
  step('74 transactions synced. Summing the groceries category.', 'sum_category', { month: '2025-10', category: 'groceries' }, JSON.stringify({ total: 287.46, transactions: 19, top_merchant: 'Co-op' }));
  step('Saving the October figure to memory for next month\'s comparison.', 'core_memory_append', { label: 'human', content: 'Oct 2025 groceries £287.46 of £320 budget.' }, 'None');
  children.push(llm('LettaAgent.step', {}, { messages: [{ message_type: 'assistant_message', content: 'October groceries came to £287.46 across 19 transactions (mostly the Co-op), which is £32.54 under your £320 budget.' }] }, { model: 'gpt-4o-mini' }));
  return {
    isolates: 'A bank sync fails once with a 502 from the aggregator, succeeds on retry, and the grocery total is computed, remembered and reported.',
    goal,
    root: agent('letta agent: budget-buddy', { user_message: goal }, { usage: { step_count: 5 }, stop_reason: 'end_turn' }, children, { letta_version: '0.6.x', agent_type: 'memgpt_agent' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
