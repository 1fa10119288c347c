// Family 3: paging past the last real page. The offset / page / cursor keeps advancing (or the
// same next token is re-sent) and every answer is the same empty page, 3+ times.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, tc } from './lib.mjs';

export const family = 'paging_past_the_end';
export const loop = true;
export const stagnation = false;
export const isolates = 'Paging continues after the last real page; three or more identical empty pages come back.';
export const domains = ['tent makers order book', 'speedcubing competition results', 'mangrove restoration plots', 'RC car track lap timing', 'ukulele class enrolments', 'container registry tag cleanup (devops)'];
export const styles = ['Langfuse', 'OpenAI Responses API', 'Pydantic AI (Logfire)', 'Mastra', 'Google ADK', 'plain message-level trace'];

// ---------------------------------------------------------------- 01 tent makers / Langfuse
function r01(N) {
  const task = 'Count Q3 orders for canvas bell tents with a custom stove jack and list the three biggest customers.';
  const traceId = N.uuid();
  const pages = [
    { offset: 0, n: 50, sample: [{ order: 'TM-30112', product: 'Bell 5m Ultimate, stove jack 4"', customer: 'Wildcamp Outfitters', qty: 6 }, { order: 'TM-30117', product: 'Bell 4m, no jack', customer: 'Private', qty: 1 }] },
    { offset: 50, n: 50, sample: [{ order: 'TM-30188', product: 'Bell 6m, stove jack 5" right side', customer: 'Glen Affric Camps', qty: 10 }] },
    { offset: 100, n: 23, sample: [{ order: 'TM-30240', product: 'Bell 5m, stove jack 4"', customer: 'Wildcamp Outfitters', qty: 4 }] },
    { offset: 150, n: 0 }, { offset: 200, n: 0 }, { offset: 250, n: 0 }, { offset: 300, n: 0 },
  ];
  const kids = [];
  pages.forEach((p, i) => {
    N.tick(400, 1800);
    const gen = { type: 'GENERATION', name: 'openai-chat', model: 'gpt-4o-mini', id: N.uuid(), startTime: N.iso(), usage: { input: 1100 + i * 900, output: N.int(15, 35), unit: 'TOKENS' } };
    kids.push(llm('openai-chat', { messages: '[…]' }, { role: 'assistant', content: null, tool_calls: [{ id: N.callId(), type: 'function', function: { name: 'list_orders', arguments: JSON.stringify({ quarter: '2024-Q3', limit: 50, offset: p.offset }) } }] }, gen));
    const items = p.n ? Array.from({ length: 2 }, (_, k) => p.sample[k % p.sample.length]).concat([`… ${p.n - 2} more`]) : [];
    kids.push(tool('list_orders', { quarter: '2024-Q3', limit: 50, offset: p.offset }, { items, count: p.n, limit: 50, offset: p.offset, total: 123 },
      { type: 'SPAN', observation_id: N.uuid(), latency: Number(N.dur(0.08, 0.5)), level: 'DEFAULT' }));
  });
  return {
    isolates: 'A Langfuse-traced agent reads three real order pages (50, 50, 23 of total 123) and then asks for offsets 150, 200, 250, 300, each returning an empty items list.',
    goal: task,
    root: agent('order-analyst', { input: task }, null, kids, { langfuse_trace_id: traceId, sessionId: 'sess_' + N.b62(10), tags: ['ops', 'orders'], release: 'tentmakers-agent@1.4.0', level: 'WARNING', statusMessage: 'trace ended without final output' }),
  };
}

// ---------------------------------------------------------------- 02 speedcubing / OpenAI Responses API
function r02(N) {
  const task = 'Compute the average 3x3 single for competitors from Chile at the Valparaíso Open 2024 using the results API.';
  const cursors = ['', 'eyJvIjo1MDB9', 'eyJvIjoxMDAwfQ', 'eyJvIjoxNDAwfQ'];
  const kids = [];
  const realPages = [
    { results: [{ wca_id: '2019ROJA03', event: '333', best: 812, country: 'Chile' }, { wca_id: '2022PERE11', event: '333', best: 1544, country: 'Peru' }, '… 498 more'], next_cursor: 'eyJvIjo1MDB9' },
    { results: [{ wca_id: '2017MUNO02', event: '333', best: 987, country: 'Chile' }, '… 499 more'], next_cursor: 'eyJvIjoxMDAwfQ' },
    { results: [{ wca_id: '2023SILV05', event: '333', best: 2210, country: 'Chile' }, '… 398 more'], next_cursor: 'eyJvIjoxNDAwfQ' },
  ];
  let prev = 'resp_' + N.hex(40);
  const call = (cursor, out) => {
    N.tick(300, 1500);
    const callId = N.callId();
    const args = cursor ? { competition: 'ValparaisoOpen2024', event: '333', cursor } : { competition: 'ValparaisoOpen2024', event: '333' };
    const respId = 'resp_' + N.hex(40);
    kids.push(llm('responses.create', { model: 'gpt-4.1-mini', previous_response_id: prev, input: out === null ? [{ role: 'user', content: task }] : [{ type: 'function_call_output', call_id: '…', output: '…' }], tools: [{ type: 'function', name: 'get_results' }] },
      { id: respId, object: 'response', status: 'completed', output: [{ type: 'function_call', id: 'fc_' + N.hex(40), call_id: callId, name: 'get_results', arguments: JSON.stringify(args), status: 'completed' }], usage: { input_tokens: N.int(900, 9000), output_tokens: N.int(20, 40) } }, { 'x-request-id': 'req_' + N.hex(32), 'openai-processing-ms': N.ms(300, 1800) }));
    prev = respId;
    return { callId, args };
  };
  let c = call('', null);
  for (let i = 0; i < 3; i++) {
    kids.push(tool('get_results', c.args, { type: 'function_call_output', call_id: c.callId, output: JSON.stringify(realPages[i]) }));
    c = call(realPages[i].next_cursor, true);
  }
  for (let k = 0; k < 3; k++) {
    kids.push(tool('get_results', c.args, { type: 'function_call_output', call_id: c.callId, output: JSON.stringify({ results: [], next_cursor: 'eyJvIjoxNDAwfQ' }) }));
    c = call('eyJvIjoxNDAwfQ', true);
  }
  return {
    isolates: 'Responses API function calls keep re-sending the same next_cursor the server echoes on an empty final page; three identical empty pages after 1,400 real results.',
    goal: task,
    root: agent('cubing-stats-agent', { task }, null, kids, { api: 'OpenAI Responses', cutoff: 'client aborted after 7 responses', cursors_seen: cursors.length }),
  };
}

// ---------------------------------------------------------------- 03 mangrove plots / Pydantic AI (Logfire)
function r03(N) {
  const task = 'Summarise seedling survival for all monitoring plots in the Ca Mau mangrove restoration site (2024 survey) — mean survival and the five worst plots.';
  const kids = [];
  const pagesReal = [
    { page: 1, plots: [{ plot: 'CM-A01', planted: 400, alive: 312 }, { plot: 'CM-A02', planted: 400, alive: 188 }, '… 23 more'] },
    { page: 2, plots: [{ plot: 'CM-B04', planted: 350, alive: 97 }, { plot: 'CM-B05', planted: 350, alive: 301 }, '… 23 more'] },
    { page: 3, plots: [{ plot: 'CM-C11', planted: 300, alive: 54 }, '… 11 more'] },
  ];
  const notes = ['', 'Page 1 has 25 plots, CM-A02 is already low at 47%.', 'Page 2 adds CM-B04 at 28% survival.', 'Page 3 is shorter, 12 plots, with CM-C11 at 18%.', 'Requesting page 5.', 'Checking page 6 as well.', ''];
  for (let p = 1; p <= 7; p++) {
    N.tick(500, 2000);
    kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: '[…]' }, { parts: [...(notes[p - 1] ? [{ part_kind: 'text', content: notes[p - 1] }] : []), { part_kind: 'tool-call', tool_name: 'get_survey_plots', args: { site: 'CaMau', year: 2024, page: p }, tool_call_id: N.callId() }] },
      { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': 800 + p * 700, 'gen_ai.usage.output_tokens': N.int(20, 60), 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
    const out = p <= 3 ? { ...pagesReal[p - 1], total_pages: 3, per_page: 25 } : { page: p, plots: [], total_pages: 3, per_page: 25 };
    kids.push(span('tool', 'running tool: get_survey_plots', { site: 'CaMau', year: 2024, page: p }, out, [], { metadata: { 'logfire.msg': `running tool: get_survey_plots`, 'gen_ai.tool.name': 'get_survey_plots', duration_ms: N.ms(60, 400) } }));
  }
  return {
    isolates: 'A Pydantic AI agent reads pages 1–3 (total_pages: 3) and then requests pages 4–7, each returning plots: [] with the same total_pages.',
    goal: task,
    root: agent('agent run', { user_prompt: task, agent_name: 'survey_agent' }, null, kids, { 'logfire.span_type': 'span', 'logfire.msg': 'survey_agent run', 'gen_ai.agent.name': 'survey_agent', exception: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' }),
  };
}

// ---------------------------------------------------------------- 04 RC car track / Mastra
function r04(N) {
  const task = 'Find the fastest 1/10 electric touring lap at Thornbury RC Raceway this season and who set it.';
  const kids = [];
  const scroll = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFkxBcHRpbWVz';
  const texts = ['Starting a scroll over the lap-time index for the touring class.', 'Fastest so far is 11.842 s by Owen Pask on 14 April. Continuing the scroll.', 'This batch has a 11.796 s by Mia Brandt (2 June). Next batch.', 'Last batch was short (312 hits). I will ask for the next batch once more.', null, null];
  const hitsReal = [[{ driver: 'Owen Pask', lap_s: 11.842, date: '2024-04-14' }, '… 999 more'], [{ driver: 'Mia Brandt', lap_s: 11.796, date: '2024-06-02' }, '… 999 more'], [{ driver: 'Tom Aske', lap_s: 11.903, date: '2024-08-18' }, '… 311 more']];
  for (let i = 0; i < 6; i++) {
    N.tick(400, 1600);
    const args = i === 0 ? { index: 'laps-2024', class: 'TC-1/10-electric', size: 1000, scroll: '1m' } : { scroll_id: scroll, scroll: '1m' };
    kids.push(llm('llm.generate', { messages: '[…]', model: 'claude-3-5-haiku-20241022' }, { text: texts[i] ?? '', toolCalls: [{ toolName: 'lapTimes', args }], finishReason: 'tool-calls' }, { 'componentName': 'timingAgent', 'usage.promptTokens': 600 + i * 400, runId: N.uuid() }));
    const out = i < 3 ? { _scroll_id: scroll, took: N.int(3, 40), timed_out: false, hits: { total: { value: 2312, relation: 'eq' }, hits: hitsReal[i] } } : { _scroll_id: scroll, took: N.int(0, 3), timed_out: false, hits: { total: { value: 2312, relation: 'eq' }, hits: [] } };
    kids.push(tool(i === 0 ? 'tool.execute lapTimes' : 'tool.execute lapTimes', args, out, { toolId: 'lapTimes', 'mastra.component': 'tool', es_node: N.host('es-data', 'lon1') }));
  }
  return {
    isolates: 'A Mastra agent keeps scrolling an Elasticsearch lap-time index with the same scroll_id after the final short batch; three empty hit lists follow.',
    goal: task,
    root: agent('agent.timingAgent.generate', { messages: [{ role: 'user', content: task }] }, null, kids, { 'mastra.version': '0.10.x', maxSteps: 12, aborted: 'AbortSignal from workflow timeout (120s)' }),
  };
}

// ---------------------------------------------------------------- 05 ukulele classes / Google ADK
function r05(N) {
  const task = 'Email every student enrolled in the spring beginner ukulele courses whose course fee is still unpaid. First build the list.';
  const kids = [];
  const inv = 'e-' + N.uuid();
  const real = [
    [{ student: 'R. Tanaka', course: 'UKE-101 Tue', paid: false }, { student: 'L. Moreau', course: 'UKE-101 Tue', paid: true }, '… 38 more'],
    [{ student: 'S. Ahmed', course: 'UKE-101 Sat', paid: false }, '… 39 more'],
    [{ student: 'K. Olsen', course: 'UKE-102 Thu', paid: false }, '… 16 more'],
  ];
  for (let p = 1; p <= 6; p++) {
    N.tick(400, 1800);
    kids.push(llm('call_llm', { model: 'gemini-2.0-flash', contents: `[${p * 2 - 1} contents]` }, { content: { role: 'model', parts: [{ function_call: { id: 'adk-' + N.uuid(), name: 'list_enrolments', args: { term: 'spring-2025', level: 'beginner', page: p, per_page: 40 } } }] }, usage_metadata: { prompt_token_count: 700 + p * 500, candidates_token_count: N.int(15, 30) } },
      { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.system': 'gcp.vertex.agent' }));
    const out = p <= 3 ? { enrolments: real[p - 1], page: p, per_page: 40, total: 97 } : { enrolments: [], page: p, per_page: 40, total: 97 };
    kids.push(tool('execute_tool list_enrolments', { term: 'spring-2025', level: 'beginner', page: p, per_page: 40 }, { function_response: { name: 'list_enrolments', response: out } }, { 'gen_ai.tool.name': 'list_enrolments', 'gcp.vertex.agent.event_id': N.uuid() }));
  }
  return {
    isolates: 'A Google ADK agent lists 97 enrolments over three pages of 40 and keeps incrementing page to 4, 5, 6, getting enrolments: [] each time; no emails sent.',
    goal: task,
    root: agent('invoke_agent enrolment_agent', { new_message: task, user_id: 'office', session_id: N.uuid() }, null, kids, { 'gcp.vertex.agent.invocation_id': inv, 'gen_ai.agent.name': 'enrolment_agent', termination: 'max_llm_calls=6 exceeded' }),
  };
}

// ---------------------------------------------------------------- 06 registry tags / plain messages
function r06(N) {
  const task = 'In the registry repo tuktuk/booking-api, delete image tags older than 90 days except those named release-*. Start by listing all tags.';
  const messages = [sys('You are an SRE assistant. Tools: registry_get(path), registry_delete(path).'), user(task)];
  const kids = [];
  const paths = ['/v2/tuktuk/booking-api/tags/list?n=200', '/v2/tuktuk/booking-api/tags/list?n=200&last=sha-5e1f0a2', '/v2/tuktuk/booking-api/tags/list?n=200&last=sha-c93b7d1', '/v2/tuktuk/booking-api/tags/list?n=200&last=sha-ffe0912', '/v2/tuktuk/booking-api/tags/list?n=200&last=sha-ffe0912', '/v2/tuktuk/booking-api/tags/list?n=200&last=sha-ffe0912'];
  const bodies = [
    { name: 'tuktuk/booking-api', tags: ['release-2023.11.2', 'sha-00a91c4', 'sha-01b7e55', '… 196 more', 'sha-5e1f0a2'] },
    { name: 'tuktuk/booking-api', tags: ['sha-5e4410b', '… 198 more', 'sha-c93b7d1'] },
    { name: 'tuktuk/booking-api', tags: ['sha-ca0b811', 'release-2024.06.0', '… 58 more', 'sha-ffe0912'] },
  ];
  const says = ['Listing the first page of tags.', 'Got 200 tags ending at sha-5e1f0a2; the Link header points to the next page.', 'Another 200. Continuing from sha-c93b7d1.', 'That page had 61 tags and no Link header. Requesting after sha-ffe0912 to be sure nothing remains.', null, null];
  paths.forEach((path, i) => {
    N.tick(300, 1200);
    const id = N.callId();
    const a = asst(says[i], [tc(id, 'registry_get', { path })]);
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: [...messages] }, { choices: [{ index: 0, message: a, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 400 + i * 1100, completion_tokens: N.int(20, 60) } }));
    messages.push(a);
    const last = i < 2;
    const headers = [`HTTP/1.1 200 OK`, `Content-Type: application/json`, `Docker-Distribution-Api-Version: registry/2.0`, `Date: ${N.httpDate()}`, `X-Request-Id: ${N.uuid()}`, `X-Served-By: ${N.host('registry', 'us-west-2')}`, ...(last ? [`Link: <${paths[i + 1]}>; rel="next"`] : [])];
    const body = i < 3 ? bodies[i] : { name: 'tuktuk/booking-api', tags: [] };
    const out = headers.join('\r\n') + '\r\n\r\n' + JSON.stringify(body);
    kids.push(tool('registry_get', { path }, out, { tool_call_id: id, status: 200 }));
    messages.push(toolMsg(id, out.length > 300 ? out.slice(0, 300) + '…' : out));
  });
  return {
    isolates: 'Plain chat-completions trace: after the last page (no Link header) the agent re-requests the same last= marker three times and gets {"tags": []} each time.',
    goal: task,
    root: agent('sre-assistant', { task }, null, kids, { runner: 'custom-python-loop', max_iterations: 6, exit: 'iteration budget exhausted' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
