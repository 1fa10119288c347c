import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'paging_past_end';
export const LOOP = true;

// 01: smolagents manager + managed web/code agent listing GitHub issues
function s01(c) {
  const M = 'Qwen/Qwen2.5-Coder-32B-Instruct';
  const steps = [];
  const issues = (page) => Array.from({ length: page < 3 ? 30 : 11 }, (_, i) => ({ number: 9000 - (page - 1) * 30 - i, title: ['Tokenizer drops BOM', 'Docs: fix typo in quickstart', 'Segfault on empty batch', 'CI: macos runner timeout', 'Add bf16 support to export'][i % 5], labels: i % 3 ? ['bug'] : ['docs'], updated_at: c.iso() }));
  for (let p = 1; p <= 8; p++) {
    const thought = p <= 3 ? `Thought: fetch page ${p} of open issues labelled for triage.` : `Thought: Page ${p - 1} returned an empty list, so I will fetch the next page ${p} to make sure there are no more issues.`;
    steps.push(llm(c, M, [sys('You are issue_lister, a CodeAgent.'), usr('List all open issues updated in the last 30 days')], `${thought}\nCode:\n\`\`\`py\nres = github_api(path="/repos/fastinfer/fastinfer/issues", params={"state": "open", "since": "2026-03-01T00:00:00Z", "per_page": 30, "page": ${p}})\nprint(len(res["body"]))\n\`\`\``));
    const body = p <= 3 ? issues(p) : [];
    steps.push(tool('github_api', { path: '/repos/fastinfer/fastinfer/issues', params: { state: 'open', since: '2026-03-01T00:00:00Z', per_page: 30, page: p } }, { status: 200, headers: { 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(5).toUpperCase()}:${c.hex(7).toUpperCase()}`, 'x-ratelimit-remaining': String(4990 - p * 3), 'x-ratelimit-reset': String(c.epoch() + 3600), link: p < 3 ? `<https://api.github.com/repositories/612/issues?page=${p + 1}>; rel="next"` : '<https://api.github.com/repositories/612/issues?page=1>; rel="first"' }, body: p <= 3 ? `[${body.length} issues]` : [] }, { metadata: { execution_logs: p <= 3 ? String(body.length) : '0' } }));
  }
  const mgr = [
    llm(c, M, [sys('You are the manager CodeAgent. Managed agents: issue_lister, summarizer.'), usr('Produce a triage digest of open fastinfer issues from March.')], 'Thought: delegate listing to issue_lister.\nCode:\n```py\nissues = issue_lister(task="List all open issues updated in the last 30 days")\n```'),
    agent('issue_lister', { task: 'List all open issues updated in the last 30 days' }, null, steps, { smolagents: 'ManagedAgent', error: 'Reached max steps.' }),
  ];
  return { stagnation: true, goal: 'Produce a triage digest of open fastinfer GitHub issues updated since 1 March.',
    isolates: 'A smolagents managed issue lister keeps advancing page=4..8 after the last real page (3) and gets [] each time, restating the same "page empty, fetch next" thought.',
    root: agent('manager', { task: 'triage digest' }, null, mgr, { framework: 'smolagents' }) };
}

// 02: CrewAI sequential crew, recruiting pipeline export from an ATS
function s02(c) {
  const M = 'gpt-4o-mini';
  const a = [];
  a.push(llm(c, M, [sys('You are Sourcing Analyst. Goal: export all candidates in stage "Onsite" for req ENG-2291.'), usr('Export candidates')], 'Thought: use ats_list_candidates with offset pagination of 50.', [['ats_list_candidates', { req_id: 'ENG-2291', stage: 'Onsite', limit: 50, offset: 0 }]]));
  const total = 117;
  for (let k = 0; k < 8; k++) {
    const off = k * 50;
    const n = Math.max(0, Math.min(50, total - off));
    const data = Array.from({ length: Math.min(n, 3) }, (_, i) => ({ id: `cand_${c.b62(10)}`, name: ['Priya N.', 'Tomas K.', 'Alicia W.', 'Dev R.', 'Mina S.', 'Jon P.'][(k * 3 + i) % 6], stage: 'Onsite' }));
    a.push(tool('ats_list_candidates', { req_id: 'ENG-2291', stage: 'Onsite', limit: 50, offset: off }, JSON.stringify({ data: n ? data.concat([{ note: `... ${n - data.length} more` }]) : [], meta: { limit: 50, offset: off, returned: n }, request_id: c.reqId('ats_'), served_by: c.host('ats-api') })));
    if (k < 7) a.push(llm(c, M, [tmsg('ats_list_candidates', `returned ${n}`)], null, [['ats_list_candidates', { req_id: 'ENG-2291', stage: 'Onsite', limit: 50, offset: off + 50 }]]));
  }
  const crew = [
    agent('Sourcing Analyst', { task: 'Export all Onsite candidates for ENG-2291' }, null, a, { crewai_role: 'Sourcing Analyst', error: 'Maximum iterations reached' }),
    agent('Hiring Coordinator', { task: 'Schedule debriefs for exported candidates', context: null }, null, [llm(c, M, [usr('Schedule debriefs; context from previous task missing')], 'Thought: I have no candidate list from the previous task; I cannot schedule anything.\nFinal Answer: Blocked: candidate export did not complete.')], { crewai_role: 'Hiring Coordinator' }),
  ];
  return { stagnation: false, goal: 'Export all candidates in the Onsite stage for requisition ENG-2291 and schedule debriefs.',
    isolates: 'In a CrewAI sequential crew the analyst keeps raising the ATS offset (150..350) after the 117 candidates are exhausted, getting the same empty data array with a new request id each time.',
    root: agent('Crew', { process: 'sequential' }, null, crew, { framework: 'crewai' }) };
}

// 03: LangGraph planner/executor, Elasticsearch scroll with a stale scroll id
function s03(c) {
  const M = 'gpt-4o';
  const kids = [];
  kids.push(agent('planner', { goal: 'p95 checkout latency by region for 2026-W14' }, 'plan: scroll all checkout spans for W14, aggregate p95 by region', [llm(c, M, [sys('You are planner.'), usr('Compute p95 checkout latency per region for ISO week 14 from the apm-* index.')], 'Plan: 1. executor scrolls apm-checkout-2026.04 for week 14. 2. aggregate p95 per region. 3. report.')], { langgraph_node: 'planner' }));
  const ex = [];
  const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + c.b62(22);
  ex.push(llm(c, M, [usr('Scroll the index')], null, [['es_search', { index: 'apm-checkout-2026.04', scroll: '2m', size: 1000, query: { range: { '@timestamp': { gte: '2026-03-30', lt: '2026-04-06' } } } }]]));
  ex.push(tool('es_search', { index: 'apm-checkout-2026.04', scroll: '2m', size: 1000 }, { _scroll_id: sid, took: c.int(20, 300), timed_out: false, hits: { total: { value: 2412, relation: 'eq' }, hits: '[1000 hits]' } }));
  for (let i = 0; i < 9; i++) {
    ex.push(llm(c, M, [tmsg('es_scroll', '...')], null, [['es_scroll', { scroll_id: sid, scroll: '2m' }]]));
    const real = i < 2;
    ex.push(tool('es_scroll', { scroll_id: sid, scroll: '2m' }, { _scroll_id: sid, took: c.int(1, 40), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 2412, relation: 'eq' }, max_score: null, hits: real ? `[${i === 0 ? 1000 : 412} hits]` : [] } }));
  }
  kids.push(agent('executor', { step: 1 }, null, ex, { langgraph_node: 'executor', error: 'GraphRecursionError: Recursion limit of 25 reached' }));
  return { stagnation: false, goal: 'Compute p95 checkout latency per region for ISO week 14 from the APM index.',
    isolates: 'A LangGraph executor re-sends the same scroll id seven times after the last 412 hits and receives the same empty hits array, never moving on to aggregation.',
    root: agent('LangGraph', { input: 'p95 checkout latency by region W14' }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}
export const scenarios = [s01, s02, s03];
