// Healthy 9: a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up.
export const family = 'nested_distinct_delegation';
export const loop = false;

// 01: pydantic-ai agent delegation (llama3.1:8b): release notes -> commit classifier -> PR lookup.
function s01(c) {
  c.model = 'openai:llama3.1:8b';
  const goal = 'Draft the release notes for tinyhttp-py v3.2.0 from the commits since v3.1.0, grouped into Features / Fixes / Internal.';
  const L = (text, tool, args) => (c.tick(300, 6000), c.span('llm', 'chat llama3.1:8b', { message_count: c.int(2, 9) }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...(tool ? [{ part_kind: 'tool-call', tool_name: tool, args, tool_call_id: `pyd_ai_${c.hex(24)}` }] : [])] }, [], { metadata: { 'gen_ai.usage.input_tokens': c.int(500, 5000), 'gen_ai.usage.output_tokens': c.int(20, 400) } }));
  const T = (name, args, out, kids = [], err) => (c.tick(50, 1500), c.span('tool', `running tool: ${name}`, args, out, kids, { error: err }));
  // level 3: PR lookup for three unlabelled commits
  const prKids = [];
  for (const [sha, pr, title, lab] of [['a91c2e0', 412, 'Support HTTP/2 prior knowledge', 'feature'], ['5d0be71', 415, 'Fix chunked decoding when CRLF split across reads', 'bug'], ['e33f9a4', 419, 'Bump ruff and fix lints', 'chore']]) {
    prKids.push(L(null, 'github_pr_for_commit', { sha }));
    prKids.push(T('github_pr_for_commit', { sha }, { number: pr, title, labels: [lab], merged_at: new Date(c.t - c.int(2, 40) * 86400e3 - c.int(0, 86399) * 1e3).toISOString().replace(/\.\d{3}Z$/, 'Z'), etag: c.etag() }));
  }
  prKids.push(L('a91c2e0 → #412 feature; 5d0be71 → #415 bug; e33f9a4 → #419 chore'));
  const prAgent = c.agent('agent run: pr_lookup_agent', { user_prompt: 'Find the PR, title and labels for commits a91c2e0, 5d0be71, e33f9a4.' }, { output: 'a91c2e0→#412 feature; 5d0be71→#415 bug; e33f9a4→#419 chore' }, prKids);
  // level 2: commit classifier
  const clKids = [];
  clKids.push(L(null, 'git_log', { range: 'v3.1.0..HEAD', format: '%h %s' }));
  clKids.push(T('git_log', { range: 'v3.1.0..HEAD', format: '%h %s' }, 'c01d9a2 feat: add retry middleware (#405)\n77ab310 fix: honour Retry-After in seconds (#407)\na91c2e0 HTTP/2 prior knowledge\n0e4d5b8 docs: fix typo in README (#409)\n5d0be71 chunked CRLF split\n9f12c33 feat: per-request timeouts override (#411)\ne33f9a4 tooling\n'));
  clKids.push(L('Three commits have no conventional prefix; delegating a lookup of their PRs.', 'lookup_prs', { shas: ['a91c2e0', '5d0be71', 'e33f9a4'] }));
  clKids.push(T('lookup_prs', { shas: ['a91c2e0', '5d0be71', 'e33f9a4'] }, 'a91c2e0→#412 feature; 5d0be71→#415 bug; e33f9a4→#419 chore', [prAgent]));
  clKids.push(L('Features: #405 retry middleware, #411 per-request timeouts, #412 HTTP/2 prior knowledge. Fixes: #407 Retry-After seconds, #415 chunked CRLF split. Internal: #409 docs typo, #419 ruff bump.'));
  const clAgent = c.agent('agent run: commit_classifier', { user_prompt: 'Classify every commit in v3.1.0..HEAD as feature/fix/internal with its PR number.' }, { output: 'classified 7 commits' }, clKids);
  // level 1: release notes writer
  const top = [];
  top.push(L(null, 'classify_commits', { since: 'v3.1.0' }));
  top.push(T('classify_commits', { since: 'v3.1.0' }, null, [], 'ModelRetry: 1 validation error for classify_commits\nrange\n  Field required [type=missing]'));
  top.push(L(null, 'classify_commits', { range: 'v3.1.0..HEAD' }));
  top.push(T('classify_commits', { range: 'v3.1.0..HEAD' }, 'Features: #405, #411, #412. Fixes: #407, #415. Internal: #409, #419.', [clAgent]));
  top.push(L(null, 'write_file', { path: 'docs/releases/v3.2.0.md' }));
  top.push(T('write_file', { path: 'docs/releases/v3.2.0.md' }, { ok: true, bytes: c.int(500, 900) }));
  top.push(L('## v3.2.0\n### Features\n- Retry middleware (#405)\n- Per-request timeout overrides (#411)\n- HTTP/2 with prior knowledge (#412)\n### Fixes\n- Retry-After in seconds is honoured (#407)\n- Chunked decoding with CRLF split across reads (#415)\n### Internal\n- README typo (#409), ruff bump (#419)\nSaved to docs/releases/v3.2.0.md.'));
  const root = c.agent('agent run: release_notes_agent', { user_prompt: goal }, { output: 'docs/releases/v3.2.0.md' }, top, { 'pydantic_ai.version': '0.2.4', run_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'Release-notes agent → commit classifier (git log of 7 commits) → PR lookup for the 3 unprefixed commits; each level has a narrower, different task and results flow back up into the written notes.', root };
}

// 02: AutoGen nested chats (mistral-nemo): trip planner -> flight finder -> fare-rules checker.
function s02(c) {
  c.model = 'mistral-nemo:12b';
  const goal = 'Book-ready proposal: Lisbon to Berlin on 12 March 2026 for 2 people with one checked bag each, arriving before 18:00, cheapest total.';
  const msg = (name, text) => c.span('llm', name, { sender: 'chat_manager' }, text, [], { metadata: { model: c.model, cost: 0 } });
  const ex = (name, args, out, err) => c.tool(name, args, out, { error: err });
  // level 3: fare rules
  const fr = [
    msg('fare_rules_checker', 'Checking baggage for TP 538 Discount and FR 8342 Regular.'),
    ex('fare_rules', { carrier: 'TP', flight: 'TP538', fare_basis: 'KL0DSC' }, { checked_bags: 0, bag_fee_eur: 45, per: 'passenger, per direction', cabin_bag: '8kg', source_ts: c.epochMs() }),
    ex('fare_rules', { carrier: 'FR', flight: 'FR8342', fare: 'REGULAR' }, { checked_bags: 1, bag_weight_kg: 20, included: true, priority: true, source_ts: c.epochMs() }),
    msg('fare_rules_checker', 'TP538 Discount: no checked bag, +45 EUR per person. FR8342 Regular: 20 kg bag included.'),
  ];
  const frChat = c.agent('nested_chat: fare_rules_checker', { message: 'For TP538 (fare KL0DSC) and FR8342 (Regular): is a checked bag included, and if not what does it cost?' }, { summary: 'TP538 +45/pp bag; FR8342 bag included' }, fr, { max_turns: 3 });
  // level 2: flight finder
  const ff = [
    msg('flight_finder', 'Searching direct and one-stop options arriving BER before 18:00.'),
    ex('search_flights', { from: 'LIS', to: 'BER', date: '2026-03-12', adults: 2, arrive_before: '18:00' }, null, 'TypeError: search_flights() got an unexpected keyword argument \'arrive_before\''),
    msg('flight_finder', 'The tool has no arrival filter; I will filter the results myself.'),
    ex('search_flights', { from: 'LIS', to: 'BER', date: '2026-03-12', adults: 2 }, { offers: [{ flight: 'TP538', dep: '06:25', arr: '11:05', price_total_eur: 238, fare_basis: 'KL0DSC' }, { flight: 'FR8342', dep: '10:40', arr: '15:20', price_total_eur: 286, fare: 'REGULAR' }, { flight: 'U25912', dep: '16:15', arr: '20:55', price_total_eur: 198 }, { flight: 'LH1167+LH188', dep: '07:00', arr: '14:35', price_total_eur: 512 }], search_id: c.uuid(), currency: 'EUR', cached: false }),
    msg('flight_finder', 'U25912 arrives 20:55, excluded. Candidates: TP538 238 EUR, FR8342 286 EUR (LH too expensive). Need bag rules for both.'),
    ex('ask_fare_rules', { flights: ['TP538', 'FR8342'] }, 'TP538 +45/pp bag; FR8342 bag included', undefined),
    msg('flight_finder', 'With bags: TP538 238 + 2×45 = 328 EUR; FR8342 286 EUR. Cheapest: FR8342 10:40 → 15:20, 286 EUR for two with a 20 kg bag each.'),
  ];
  ff[5].children = [frChat];
  const ffChat = c.agent('nested_chat: flight_finder', { message: 'Find LIS→BER flights on 2026-03-12 for 2 adults arriving before 18:00; compare total price including one checked bag each.' }, { summary: 'FR8342, 286 EUR incl. bags' }, ff, { max_turns: 6 });
  // level 1: trip planner
  const top = [
    msg('trip_planner', 'I will delegate the flight search, then check the airport transfer.'),
    ex('plan_flights', { task: 'LIS→BER 12 Mar, 2 adults, 1 bag each, arrive < 18:00' }, 'FR8342, 286 EUR incl. bags'),
    ex('transit_route', { from: 'BER Airport', to: 'Berlin Hbf', depart_after: '2026-03-12T15:45' }, { options: [{ line: 'FEX', dep: '15:52', arr: '16:24', price_eur: 4.4 }], provider: 'vbb', req: c.hex(12) }),
    msg('trip_planner', 'Proposal: Ryanair FR8342, 12 Mar 2026, LIS 10:40 → BER 15:20, Regular fare for 2 with one 20 kg bag each: 286 EUR total (TP538 would be 328 EUR with bags). From BER take the FEX at 15:52 to Hauptbahnhof (arr. 16:24, 4.40 EUR pp). TERMINATE'),
  ];
  top[1].children = [ffChat];
  const root = c.agent('user_proxy.initiate_chat', { recipient: 'trip_planner', message: goal }, { summary: 'FR8342, 286 EUR' }, top, { autogen: '0.2.36', nested_chats: ['flight_finder', 'fare_rules_checker'] });
  return { goal, stagnation: false, isolates: 'Trip planner → flight finder (search and filter by arrival) → fare-rules checker (baggage for two fares); a wrong keyword is fixed, and bag costs change the ranking on the way back up.', root };
}

// 03: LangGraph subgraphs (qwen2.5:14b): incident commander -> log analyst -> trace analyst -> db agent.
function s03(c) {
  c.model = 'qwen2.5:14b-instruct';
  c.t = Date.UTC(2026, 3, 14, 14, 41, 0);
  const goal = 'Incident INC-2291: payments API p99 latency jumped from 300 ms to 4 s between 14:05 and 14:30 UTC. Find the cause.';
  const n = (name, text, calls = []) => c.span('llm', name, { messages: '…' }, { content: text, tool_calls: calls }, [], { metadata: { model: c.model, langgraph_node: name } });
  const t = (name, args, out, err) => c.tool(name, args, out, { error: err });
  const db = c.agent('subgraph: db_agent', { task: 'Explain why `SELECT … FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC LIMIT 50` became slow after 14:05.' }, { result: 'index dropped by migration 20260414_1402' }, [
    n('db_agent', null, [{ name: 'pg_explain', args: { query_id: '-6812293011' } }]),
    t('pg_explain', { query_id: '-6812293011' }, 'Limit  (cost=0.00..981223.10 rows=50 width=212) (actual time=3712.4..3712.5 rows=50 loops=1)\n  ->  Sort  (actual time=3712.4..3712.4 rows=50)\n        ->  Seq Scan on ledger_entries  (rows=48211902) (actual time=0.02..3104.8)\n              Filter: (account_id = $1)\nPlanning Time: 0.21 ms\nExecution Time: 3712.9 ms'),
    n('db_agent', 'Seq scan on 48M rows: the (account_id, created_at) index is not used. Checking whether it exists.', [{ name: 'pg_query', args: { sql: "SELECT indexname FROM pg_indexes WHERE tablename = 'ledger_entries'" } }]),
    t('pg_query', { sql: "SELECT indexname FROM pg_indexes WHERE tablename = 'ledger_entries'" }, { rows: [['ledger_entries_pkey']], duration_ms: c.ms(1, 9) }),
    t('migration_log', { since: '2026-04-14T13:30:00Z' }, [{ version: '20260414_1402', name: 'rebuild_ledger_indexes', applied_at: '2026-04-14T14:04:51Z', statements: ['DROP INDEX ledger_entries_account_created_idx', '-- CREATE INDEX CONCURRENTLY … (failed: canceling statement due to lock timeout)'] }]),
    n('db_agent', 'Migration 20260414_1402 dropped ledger_entries_account_created_idx at 14:04:51 and its CREATE INDEX CONCURRENTLY failed on a lock timeout, so the index is missing.'),
  ]);
  const tr = c.agent('subgraph: trace_analyst', { task: `Inspect slow traces of POST /v1/charges after 14:05 and name the slowest span.` }, { result: 'db span dominates; handed to db_agent' }, [
    n('trace_analyst', null, [{ name: 'tempo_search', args: { q: '{ resource.service.name = "payments-api" && name = "POST /v1/charges" && duration > 2s }', start: '2026-04-14T14:05:00Z', end: '2026-04-14T14:30:00Z', limit: 5 } }]),
    t('tempo_search', { limit: 5 }, { traces: [{ traceID: c.hex(32), durationMs: 4120 }, { traceID: c.hex(32), durationMs: 3987 }], metrics: { inspectedBytes: String(c.int(1e7, 9e7)) } }),
    n('trace_analyst', null, [{ name: 'tempo_trace', args: { traceID: 'first' } }]),
    t('tempo_trace', { traceID: 'first' }, { spans: [{ name: 'POST /v1/charges', ms: 4120 }, { name: 'fraud.check', ms: 62 }, { name: 'pg.query SELECT ledger_entries', ms: 3790, 'db.query_id': '-6812293011' }, { name: 'psp.authorize', ms: 180 }] }),
    n('trace_analyst', '92% of the time is one ledger_entries query (3790 of 4120 ms). Handing the query to the db agent.', [{ name: 'ask_db_agent', args: { query_id: '-6812293011' } }]),
    t('ask_db_agent', { query_id: '-6812293011' }, 'index dropped by migration 20260414_1402'),
  ]);
  tr.children[5].children = [db];
  const logs = c.agent('subgraph: log_analyst', { task: 'Find what changed in payments-api logs between 14:00 and 14:30 UTC.' }, { result: 'no errors; slow charges; see trace analysis' }, [
    n('log_analyst', null, [{ name: 'loki_query', args: { query: 'sum by (level) (count_over_time({app="payments-api"}[5m]))', start: '2026-04-14T13:50:00Z', end: '2026-04-14T14:30:00Z' } }]),
    t('loki_query', {}, { status: 'success', data: { resultType: 'matrix', result: [{ metric: { level: 'info' }, values: [[c.epoch(), '18211']] }, { metric: { level: 'warn' }, values: [[c.epoch(), '412']] }] }, stats: { summary: { execTime: +(c.f()).toFixed(3) } } }),
    n('log_analyst', 'No error spike; warn lines rose. Looking at them.', [{ name: 'loki_query', args: { query: '{app="payments-api", level="warn"} |= "slow"', limit: 3 } }]),
    t('loki_query', { limit: 3 }, `${c.iso()} warn charge handler slow duration_ms=4011 route=/v1/charges\n${c.iso()} warn charge handler slow duration_ms=3874 route=/v1/charges\n${c.iso()} warn charge handler slow duration_ms=4102 route=/v1/charges`),
    n('log_analyst', 'Only /v1/charges is slow. Passing to the trace analyst.', [{ name: 'ask_trace_analyst', args: { route: '/v1/charges' } }]),
    t('ask_trace_analyst', { route: '/v1/charges' }, 'db span dominates; index dropped by migration 20260414_1402'),
  ]);
  logs.children[5].children = [tr];
  const root = c.agent('LangGraph: incident_commander', { input: goal }, { final: 'root cause found' }, [
    n('incident_commander', 'Delegating log analysis first.', [{ name: 'ask_log_analyst', args: { window: '14:00-14:30' } }]),
    t('ask_log_analyst', { window: '14:00-14:30' }, 'Only /v1/charges slow; ledger_entries index dropped by migration 20260414_1402 (CREATE CONCURRENTLY failed)'),
    n('incident_commander', 'Root cause for INC-2291: migration 20260414_1402 (applied 14:04:51 UTC) dropped ledger_entries_account_created_idx and failed to recreate it (lock timeout), so the ledger lookup in POST /v1/charges became a 48M-row sequential scan (3.7 s). Fix: CREATE INDEX CONCURRENTLY ledger_entries_account_created_idx ON ledger_entries (account_id, created_at DESC); then mark the migration as failed and re-run it with a longer lock_timeout.'),
  ], { langgraph: '0.2.70', thread_id: c.uuid() });
  root.children[1].children = [logs];
  return { goal, stagnation: false, isolates: 'Incident commander → log analyst (only /v1/charges slow) → trace analyst (one DB span is 92%) → DB agent (seq scan, dropped index, failed migration); four nested levels with narrowing tasks and the answer carried back up.', root };
}
export const scenarios = [s01, s02, s03];
