// Loop 3: the page/offset/cursor keeps advancing past the end; the same empty page every time.
export const family = 'paging_past_end';
export const loop = true;

// 01: CrewAI agent (mistral-nemo) collecting releases from a Gitea API, page after page past the last one.
function s01(c) {
  c.model = 'ollama/mistral-nemo:12b';
  const goal = 'List every release of the internal repo infra/terraform-modules with its date, for the quarterly audit spreadsheet.';
  const k = [];
  const rel = (p) => Array.from({ length: p < 3 ? 10 : 4 }, (_, i) => ({ id: 4000 - p * 10 - i, tag_name: `v${3 - p}.${9 - i}.0`.replace('v-', 'v0.'), published_at: `2025-${String(12 - p * 3 - (i % 3)).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}T09:${10 + i}:00Z`, draft: false }));
  const hdr = (p, n) => ({ status: 200, headers: { 'content-type': 'application/json;charset=utf-8', date: c.http(), 'x-total-count': '24', link: p < 3 ? `<https://git.corp.example/api/v1/repos/infra/terraform-modules/releases?page=${p + 1}&limit=10>; rel="next",<https://git.corp.example/api/v1/repos/infra/terraform-modules/releases?page=3&limit=10>; rel="last"` : `<https://git.corp.example/api/v1/repos/infra/terraform-modules/releases?page=3&limit=10>; rel="last"`, 'x-gitea-request-id': c.hex(16), 'set-cookie': `i_like_gitea=${c.hex(16)}; Path=/; HttpOnly` }, body: n });
  for (let p = 1; p <= 8; p++) {
    const txt = p === 1 ? 'Thought: I should fetch the releases from the API, starting at page 1.' : p <= 3 ? `Thought: Got ${p === 3 ? 4 : 10} releases; the link header points to more, fetching page ${p}.` : 'Thought: I need to fetch the next page of releases to make sure I have all of them.';
    const url = `https://git.corp.example/api/v1/repos/infra/terraform-modules/releases?page=${p}&limit=10`;
    k.push(c.llmText(`You are Release Auditor. ...\nTool: http_get(url)\n...\nCurrent Task: ${goal}\n\nBegin! This is VERY important to you...`, `${txt}\nAction: http_get\nAction Input: {"url": "${url}"}`, { name: 'crewai.llm.call', meta: { agent_role: 'Release Auditor' } }));
    k.push(c.tool('http_get', { url }, hdr(p, p <= 3 ? rel(p - 1) : [])));
  }
  k.push(c.span('event', 'crewai.agent.max_iter', { max_iter: 16 }, { forced_final_answer: true }));
  k.push(c.llmText('...Now it\'s time you MUST give your absolute best final answer.', 'Thought: I need to fetch the next page of releases to make sure I have all of them.\nAction: http_get\nAction Input: {"url": "https://git.corp.example/api/v1/repos/infra/terraform-modules/releases?page=9&limit=10"}', { name: 'crewai.llm.call' }));
  const root = c.agent('Crew.kickoff', { inputs: { repo: 'infra/terraform-modules' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [c.agent('Task: collect releases', { description: goal, agent: 'Release Auditor' }, null, k)], { crewai: '0.86.0', process: 'sequential', execution_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'After the last page (page 3 of 24 items, no rel="next"), the agent requests pages 4 to 9, each an empty list with fresh dates and request ids, repeating the same Thought line.', root };
}

// 02: vLLM-served agent re-sending the same Elasticsearch scroll id after the hits run out.
function s02(c) {
  c.model = 'Qwen/Qwen2.5-7B-Instruct';
  const goal = 'Export all error-level log lines for service checkout-api from the last 24 hours into /data/exports/checkout-errors.ndjson.';
  c.chat('You are an ops assistant with tools es_search, es_scroll, write_file. Respond with tool calls.', goal);
  const k = [];
  const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + c.B62(22);
  const hit = (i) => ({ _index: `logs-checkout-2026.${c.int(10, 11)}.${c.int(10, 28)}`, _id: c.B62(20), _source: { '@timestamp': c.iso(), level: 'error', msg: c.pick(['payment provider timeout', 'cart not found', 'redis: connection pool exhausted', 'idempotency key reused']), trace_id: c.hex(32) } });
  k.push(c.llm(null, [{ name: 'es_search', args: { index: 'logs-checkout-*', scroll: '2m', size: 500, query: { bool: { filter: [{ term: { 'service.name': 'checkout-api' } }, { term: { level: 'error' } }, { range: { '@timestamp': { gte: 'now-24h' } } }] } } } }]));
  k.push(c.tool('es_search', { index: 'logs-checkout-*', scroll: '2m', size: 500 }, { _scroll_id: sid, took: c.int(20, 300), timed_out: false, _shards: { total: 6, successful: 6, skipped: 0, failed: 0 }, hits: { total: { value: 1183, relation: 'eq' }, hits: [hit(), hit(), hit()], _note: '500 hits (3 shown)' } }));
  k.push(c.llm(null, [{ name: 'write_file', args: { path: '/data/exports/checkout-errors.ndjson', mode: 'append', from_last_result: true } }]));
  k.push(c.tool('write_file', { path: '/data/exports/checkout-errors.ndjson', mode: 'append', from_last_result: true }, { written: 500, bytes: c.int(180000, 220000) }));
  for (let i = 0; i < 2; i++) {
    k.push(c.llm(null, [{ name: 'es_scroll', args: { scroll: '2m', scroll_id: sid } }]));
    k.push(c.tool('es_scroll', { scroll: '2m', scroll_id: sid }, { _scroll_id: sid, took: c.int(5, 80), timed_out: false, hits: { total: { value: 1183, relation: 'eq' }, hits: [hit(), hit()], _note: `${i ? 183 : 500} hits (2 shown)` } }));
    k.push(c.llm(null, [{ name: 'write_file', args: { path: '/data/exports/checkout-errors.ndjson', mode: 'append', from_last_result: true } }]));
    k.push(c.tool('write_file', { path: '/data/exports/checkout-errors.ndjson', mode: 'append', from_last_result: true }, { written: i ? 183 : 500, bytes: c.int(60000, 220000) }));
  }
  for (let i = 0; i < 11; i++) {
    k.push(c.llm(null, [{ name: 'es_scroll', args: { scroll: '2m', scroll_id: sid } }]));
    k.push(c.tool('es_scroll', { scroll: '2m', scroll_id: sid }, { _scroll_id: sid, took: c.int(1, 9), timed_out: false, terminated_early: false, _shards: { total: 6, successful: 6, skipped: 0, failed: 0 }, hits: { total: { value: 1183, relation: 'eq' }, max_score: null, hits: [] } }, { meta: { 'X-Opaque-Id': c.uuid(), node: `es-data-${c.int(0, 5)}` } }));
  }
  const root = c.agent('agent_loop', { task: goal }, { stopped: 'max_steps=30' }, k, { runner: 'custom-openai-loop', base_url: 'http://vllm-gpu-2:8000/v1', trace: c.hex(32) });
  return { goal, stagnation: false, isolates: 'All 1183 hits are exported in three scroll pages, then the same scroll_id is re-sent eleven more times and each reply is the same empty hits array (only took and node differ); no closing message is ever written.', root };
}

// 03: Open Interpreter (codellama via LM Studio) paging a helpdesk API by offset beyond the total.
function s03(c) {
  c.model = 'lmstudio-community/CodeLlama-13B-Instruct-GGUF';
  const goal = 'Count how many helpdesk tickets tagged "refund" were opened in October 2026 and by which channel.';
  const k = [];
  const mk = (off, items) => `>>> resp = requests.get(BASE + "/tickets", params={"tag": "refund", "created_after": "2026-10-01", "created_before": "2026-11-01", "limit": 100, "offset": ${off}}, headers=H)\n>>> print(resp.status_code, resp.headers.get("X-Request-Id"), len(resp.json()["tickets"]), resp.json()["meta"])\n200 ${c.uuid()} ${items} {'total': 231, 'limit': 100, 'offset': ${off}, 'generated_at': '${c.isoNoMs()}'}`;
  const step = (text, off, items) => {
    const code = `resp = requests.get(BASE + "/tickets", params={"tag": "refund", "created_after": "2026-10-01", "created_before": "2026-11-01", "limit": 100, "offset": ${off}}, headers=H)\nprint(resp.status_code, resp.headers.get("X-Request-Id"), len(resp.json()["tickets"]), resp.json()["meta"])`;
    k.push(c.span('llm', 'interpreter.respond', { messages_tail: '…' }, [{ role: 'assistant', type: 'message', content: text }, { role: 'assistant', type: 'code', format: 'python', content: code }], [], { metadata: { model: c.model, latency_ms: c.tick(900, 7000) } }));
    k.push(c.tool('computer.run', { language: 'python', code }, [{ role: 'computer', type: 'console', format: 'output', content: mk(off, items).split('\n').pop() }], { type: 'code_execution' }));
  };
  k.push(c.span('llm', 'interpreter.respond', {}, [{ role: 'assistant', type: 'message', content: 'First I will set up the API client.' }, { role: 'assistant', type: 'code', format: 'python', content: 'import requests, os\nBASE = "https://support.lumen-bikes.example/api/v2"\nH = {"Authorization": "Bearer " + os.environ["HD_TOKEN"]}' }]));
  k.push(c.tool('computer.run', { language: 'python' }, [{ role: 'computer', type: 'console', format: 'output', content: '' }], { type: 'code_execution' }));
  step('Now fetch the first 100 refund tickets for October.', 0, 100);
  step('Got 100 of 231. Fetching the next 100 with offset 100.', 100, 100);
  step('Fetching the remaining tickets with offset 200.', 200, 31);
  const T = 'The result is empty, but there may be more tickets. Let me increase the offset and fetch again.';
  step('Got 31. I will keep going to make sure nothing is missing.', 300, 0);
  for (const off of [400, 500, 600, 700]) step(T, off, 0);
  k.push(c.span('event', 'interpreter.max_output', { reason: 'auto_run budget exhausted' }, { messages: 22 }));
  const root = c.agent('OpenInterpreter.chat', { message: goal, auto_run: true }, { stopped: true }, k, { 'open-interpreter': '0.4.3', api_base: 'http://localhost:1234/v1', context_window: 16000, conversation_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'Offsets 0,100,200 return the 231 tickets; offsets 300 to 700 each return 0 tickets with the same meta (total 231) and the same sentence about increasing the offset, and the count is never computed.', root };
}
export const scenarios = [s01, s02, s03];
