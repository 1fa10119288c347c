// Healthy 2: pagination with new items on every page until the source says there is no more, then a summary.
export const family = 'pagination_to_end';
export const loop = false;

// 01: LangChain tool-calling agent (ChatOllama llama3.2) paging GitHub issues via the REST API.
function s01(c) {
  c.model = 'llama3.2:3b-instruct-fp16';
  const goal = 'For the repo pixelforge/imgtool, count open issues labelled "bug" by component label and tell me which component has the most.';
  c.chat('You are a helpful assistant. Tools: github_get(path, params).', goal);
  const k = [];
  const comps = ['comp:decoder', 'comp:cli', 'comp:encoder', 'comp:resize', 'comp:docs'];
  const page = (p, n, last) => ({ status: 200, headers: { link: last ? `<https://api.github.com/repositories/5512/issues?labels=bug&state=open&per_page=30&page=${p - 1}>; rel="prev", <https://api.github.com/repositories/5512/issues?labels=bug&state=open&per_page=30&page=1>; rel="first"` : `<https://api.github.com/repositories/5512/issues?labels=bug&state=open&per_page=30&page=${p + 1}>; rel="next", <https://api.github.com/repositories/5512/issues?labels=bug&state=open&per_page=30&page=3>; rel="last"`, 'x-ratelimit-remaining': String(c.int(40, 59)), 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}` }, body: Array.from({ length: n }, (_, i) => ({ number: 1400 - (p - 1) * 30 - i, title: c.pick(['Crash on', 'Wrong colours in', 'Panic when', 'Slow']) + ' ' + c.pick(['progressive JPEG', 'AVIF with alpha', '--quality 0', 'huge PNG', '16-bit TIFF']), labels: [{ name: 'bug' }, { name: comps[(i * 7 + p) % (p === 3 ? 3 : 5)] }] })).slice(0, 3).concat([{ _truncated: `${n - 3} more items` }]), _summary: p === 1 ? { 'comp:decoder': 11, 'comp:cli': 7, 'comp:encoder': 6, 'comp:resize': 4, 'comp:docs': 2 } : p === 2 ? { 'comp:decoder': 9, 'comp:cli': 8, 'comp:encoder': 8, 'comp:resize': 3, 'comp:docs': 2 } : { 'comp:decoder': 3, 'comp:cli': 4, 'comp:encoder': 2 } });
  const q = (p) => ({ path: '/repos/pixelforge/imgtool/issues', params: { labels: 'bug', state: 'open', per_page: 30, page: p } });
  k.push(c.llm('First I will check the component labels that exist.', [{ name: 'github_get', args: { path: '/repos/pixelforge/imgtool/labels', params: { per_page: 100 } } }]));
  k.push(c.tool('github_get', { path: '/repos/pixelforge/imgtool/labels', params: { per_page: 100 } }, { status: 200, headers: { etag: c.etag(), 'x-ratelimit-remaining': '59' }, body: ['bug', 'enhancement', 'good first issue', 'comp:decoder', 'comp:encoder', 'comp:cli', 'comp:resize', 'comp:docs', 'needs-triage'].map((n) => ({ name: n, color: c.hex(6) })) }));
  k.push(c.llm(null, [{ name: 'github_get', args: { path: '/repos/pixelforge/imgtool', params: {} } }]));
  k.push(c.tool('github_get', { path: '/repos/pixelforge/imgtool', params: {} }, { status: 200, body: { id: 5512, full_name: 'pixelforge/imgtool', open_issues_count: 212, default_branch: 'main', pushed_at: c.isoNoMs() } }));
  k.push(c.llm(null, [{ name: 'github_get', args: q(1) }])); k.push(c.tool('github_get', q(1), page(1, 30, false)));
  k.push(c.llm('Page 1 has 30 issues and a next link. Getting page 2.', [{ name: 'github_get', args: q(2) }])); const p2 = page(2, 30, false); k.push(c.tool('github_get', q(2), p2));
  k.push(c.llm(null, [{ name: 'github_get', args: q(2) }])); k.push(c.tool('github_get', q(2), { ...p2, headers: { ...p2.headers, 'x-ratelimit-remaining': String(c.int(30, 39)), 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}` } }));
  k.push(c.llm('Now page 3.', [{ name: 'github_get', args: q(3) }])); k.push(c.tool('github_get', q(3), page(3, 9, true)));
  k.push(c.llm('Page 3 has 9 issues and no next link, so that is all 69 issues. Summing the component counts: decoder 11+9+3=23, cli 7+8+4=19, encoder 6+8+2=16, resize 4+3=7, docs 2+2=4.', [{ name: 'python_calc', args: { expr: '23+19+16+7+4' } }]));
  k.push(c.tool('python_calc', { expr: '23+19+16+7+4' }, '69'));
  k.push(c.llm('Open bug issues in pixelforge/imgtool: 69. By component: comp:decoder 23, comp:cli 19, comp:encoder 16, comp:resize 7, comp:docs 4. The decoder has the most open bugs.', []));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'decoder: 23 of 69' }, [c.span('chain', 'RunnableSequence', { input: goal }, null, k)], { langchain: '0.3.7', llm: 'ChatOllama', run_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'Three pages of different issues (30, 30, 9) are read until the Link header has no rel="next" (page 2 fetched twice by mistake), then counts are summed and reported.', root };
}

// 02: pydantic-ai agent (gemma2:9b) reading a Slack channel history by cursor to list decisions.
function s02(c) {
  c.model = 'openai:gemma2:9b';
  const goal = 'Read everything posted in #proj-atlas since Monday and list the decisions that were made, with who made them.';
  const k = [];
  const call = (args, out, err, text) => {
    c.tick(600, 7000);
    const parts = []; if (text) parts.push({ part_kind: 'text', content: text });
    parts.push({ part_kind: 'tool-call', tool_name: 'slack_history', args, tool_call_id: `pyd_ai_${c.hex(24)}` });
    k.push(c.span('llm', 'chat gemma2:9b', { message_count: k.length + 2 }, { parts, timestamp: c.iso() }, [], { metadata: { 'gen_ai.usage.input_tokens': c.int(1000, 9000), 'gen_ai.usage.output_tokens': c.int(20, 120) } }));
    k.push(c.span('tool', 'running tool: slack_history', args, out, [], { error: err }));
  };
  const msgs = (arr) => arr.map(([u, t]) => ({ user: u, text: t, ts: `${c.epoch() - c.int(3600, 400000)}.${c.int(100000, 999999)}`, client_msg_id: c.uuid() }));
  const oldest = '1774224000';
  k.push(c.span('llm', 'chat gemma2:9b', { message_count: 1 }, { parts: [{ part_kind: 'tool-call', tool_name: 'slack_find_channel', args: { channel_name: '#proj-atlas' } }] }));
  k.push(c.span('tool', 'running tool: slack_find_channel', { channel_name: '#proj-atlas' }, { part_kind: 'retry-prompt', content: 'Unknown tool argument "channel_name"; expected "name"', tool_name: 'slack_find_channel' }, [], { error: 'ModelRetry: Unknown tool argument' }));
  k.push(c.span('llm', 'chat gemma2:9b', { message_count: 3 }, { parts: [{ part_kind: 'tool-call', tool_name: 'slack_find_channel', args: { name: 'proj-atlas' } }] }));
  k.push(c.span('tool', 'running tool: slack_find_channel', { name: 'proj-atlas' }, { ok: true, channel: { id: 'C07ATLAS', name: 'proj-atlas', num_members: 23, is_archived: false } }));
  call({ channel: 'C07ATLAS', oldest, limit: 500 }, { part_kind: 'retry-prompt', content: [{ type: 'less_than_equal', loc: ['limit'], msg: 'Input should be less than or equal to 200', input: 500 }] }, 'ModelRetry: 1 validation error for slack_history');
  call({ channel: 'C07ATLAS', oldest, limit: 200 }, { ok: true, messages: msgs([['U01MAYA', 'Decision: we freeze the v2 API on Friday, no new endpoints after that.'], ['U02RAJ', 'ok for me'], ['U03LEE', 'QA needs staging by Wed']]), _omitted: 197, has_more: true, response_metadata: { next_cursor: 'bmV4dF90czoxNzc0MzEyMDAw' } }, undefined, 'Reading the channel.');
  call({ channel: 'C07ATLAS', oldest, limit: 200, cursor: 'bmV4dF90czoxNzc0MzEyMDAw' }, { ok: true, messages: msgs([['U02RAJ', 'We agreed: Postgres 16 for the new cluster, not 17, because of the extension support.'], ['U04SAM', 'Design review moved to Thu 15:00'], ['U01MAYA', '+1']]), _omitted: 197, has_more: true, response_metadata: { next_cursor: 'bmV4dF90czoxNzc0NDAwMTIz' } });
  call({ channel: 'C07ATLAS', oldest, limit: 200, cursor: 'bmV4dF90czoxNzc0NDAwMTIz' }, { ok: true, messages: msgs([['U03LEE', 'Final call: we drop the Safari 15 support for the admin UI.'], ['U05NOOR', 'Release notes draft is in the doc']]), _omitted: 58, has_more: false, response_metadata: { next_cursor: '' } }, undefined, 'Last page reached (has_more is false).');
  k.push(c.span('llm', 'chat gemma2:9b', { message_count: k.length + 2 }, { parts: [{ part_kind: 'tool-call', tool_name: 'users_info', args: { users: ['U01MAYA', 'U02RAJ', 'U03LEE'] } }] }));
  k.push(c.span('tool', 'running tool: users_info', { users: ['U01MAYA', 'U02RAJ', 'U03LEE'] }, { U01MAYA: 'Maya Ortiz', U02RAJ: 'Raj Patel', U03LEE: 'Lee Chen' }));
  k.push(c.span('llm', 'chat gemma2:9b', {}, { parts: [{ part_kind: 'text', content: 'Decisions in #proj-atlas since Monday (460 messages read over 3 pages):\n1. v2 API frozen from Friday — Maya Ortiz\n2. New cluster uses Postgres 16, not 17 (extension support) — Raj Patel\n3. Safari 15 support dropped for the admin UI — Lee Chen' }] }));
  const root = c.agent('agent run', { user_prompt: goal }, { output: '3 decisions' }, k, { 'pydantic_ai.version': '0.0.36', run_id: c.uuid(), 'logfire.span_type': 'span' });
  return { goal, stagnation: false, isolates: 'After a validation retry on limit, three cursor pages of different messages are read until has_more is false, names are resolved, and three decisions are listed.', root };
}

// 03: smolagents CodeAgent (phi-3.5) summing invoices across starting_after pages.
function s03(c) {
  c.model = 'ollama_chat/phi3.5:3.8b';
  const goal = 'Sum all paid invoices in USD for customer cus_Q8f2 in 2026 and tell me the total and the number of invoices.';
  const k = [];
  const step = (n, out, obs, err) => {
    const l = c.llmText(`(task + memory, ${n - 1} steps)`, out, { name: 'LiteLLMModel.__call__' });
    const kids = [l];
    if (!err || !/parse/.test(err)) kids.push(c.tool('python_interpreter', { code: (out.match(/```py\n([\s\S]*?)```/) || [])[1] || '' }, err ? null : obs, { error: err }));
    k.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: err || obs }, kids, { error: err && /parse/.test(err) ? err : undefined }));
  };
  const inv = (ids, amts) => ids.map((id, i) => `{'id': 'in_${id}', 'amount_paid': ${amts[i]}, 'currency': 'usd', 'status': 'paid'}`).join(', ');
  step(1, 'Thought: I will list invoices for the customer.\nCode:\n```py\nr = list_invoices(customer="cus_Q8f2", status="paid", created_gte="2026-01-01", limit=10)\nprint(r["has_more"], len(r["data"]), [i["amount_paid"] for i in r["data"]], r["data"][-1]["id"])\n```<end_code>', `Execution logs:\nTrue 10 [129900, 4900, 4900, 29900, 4900, 4900, 129900, 4900, 9900, 4900] in_1Pa${c.B62(6)}\nLast output from code snippet:\nNone`);
  step(2, 'I need to get the next page using starting_after with the last id.', null, null, 'Error in code parsing:\nYour code snippet is invalid, because the regex pattern ```(?:py|python)?\\s*\\n(.*?)\\n``` was not found in it.\nMake sure to include code with the correct pattern.');
  step(3, 'Thought: Sorry, here is the code. Keep a running total and page with starting_after.\nCode:\n```py\ntotal = 129900+4900+4900+29900+4900+4900+129900+4900+9900+4900\ncount = 10\nr = list_invoices(customer="cus_Q8f2", status="paid", created_gte="2026-01-01", limit=10, starting_after=r["data"][-1]["id"])\ntotal += sum(i["amount_paid"] for i in r["data"]); count += len(r["data"])\nprint(r["has_more"], len(r["data"]), total, count)\n```<end_code>', `Execution logs:\nTrue 10 581800 20\nLast output from code snippet:\nNone`);
  step(4, 'Thought: Still has_more. Next page.\nCode:\n```py\nr = list_invoices(customer="cus_Q8f2", status="paid", created_gte="2026-01-01", limit=10, starting_after=r["data"][-1]["id"])\ntotal += sum(i["amount_paid"] for i in r["data"]); count += len(r["data"])\nprint(r["has_more"], len(r["data"]), total, count, [i["currency"] for i in r["data"]])\n```<end_code>', `Execution logs:\nTrue 10 764300 30 ['usd', 'usd', 'usd', 'usd', 'usd', 'usd', 'usd', 'usd', 'usd', 'usd']\nLast output from code snippet:\nNone`);
  step(5, 'Thought: One more page.\nCode:\n```py\nr = list_invoices(customer="cus_Q8f2", status="paid", created_gte="2026-01-01", limit=10, starting_after=r["data"][-1]["id"])\ntotal += sum(i["amount_paid"] for i in r["data"]); count += len(r["data"])\nprint(r["has_more"], len(r["data"]), total, count, [i["currency"] for i in r["data"]])\n```<end_code>', `Execution logs:\nFalse 4 803900 34 ['usd', 'usd', 'usd', 'eur']\nLast output from code snippet:\nNone`);
  step(6, 'Thought: has_more is False, all pages read. One invoice is in EUR and must be excluded.\nCode:\n```py\neur = [i for i in r["data"] if i["currency"] != "usd"]\nprint(eur)\n```<end_code>', `Execution logs:\n[${inv(['1Pz' + c.B62(5)], [9900]).replace("'usd'", "'eur'")}]\nLast output from code snippet:\nNone`);
  step(7, 'Thought: Subtract it and answer.\nCode:\n```py\nfinal_answer(f"Paid USD invoices for cus_Q8f2 in 2026: 33 invoices, total ${(803900-9900)/100:,.2f} (one EUR invoice of 99.00 excluded).")\n```<end_code>', 'Out - Final answer: Paid USD invoices for cus_Q8f2 in 2026: 33 invoices, total $7,940.00 (one EUR invoice of 99.00 excluded).');
  const root = c.agent('CodeAgent.run', { task: goal, max_steps: 10 }, 'Paid USD invoices for cus_Q8f2 in 2026: 33 invoices, total $7,940.00 (one EUR invoice of 99.00 excluded).', k, { smolagents: '1.8.1', api_base: 'http://localhost:11434' });
  return { goal, stagnation: false, isolates: 'Four pages of invoices (10, 10, 10, 4) are summed with starting_after until has_more is False, after a code-parsing error is corrected; the EUR invoice is excluded and the total reported.', root };
}
export const scenarios = [s01, s02, s03];
