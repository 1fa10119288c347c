import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true;

// Row 01: GitHub issues REST pagination; after the last real page the agent keeps incrementing page=.
function r1(c) {
  const goal = 'Count open issues labelled `regression` in `quarry-db/quarry` and list the five oldest.';
  const ch = []; let remaining = 4987;
  const page = (p, items) => {
    ch.push(llm('gpt-4o-mini', { messages: [{ role: 'user', content: goal }] }, oaOut(c, p === 1 ? 'Fetch the first page.' : `Fetch page ${p}.`, [['http_get', { url: `https://api.github.com/repos/quarry-db/quarry/issues?labels=regression&state=open&per_page=30&page=${p}` }]])));
    const headers = { 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(5).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}`, 'x-ratelimit-remaining': String(remaining -= 1), 'x-ratelimit-reset': String(1773222000 + c.int(0, 50)), date: c.http(), etag: c.etag() };
    if (p < 3) headers.link = `<https://api.github.com/repositories/48211/issues?labels=regression&state=open&per_page=30&page=${p + 1}>; rel="next", <https://api.github.com/repositories/48211/issues?labels=regression&state=open&per_page=30&page=3>; rel="last"`;
    ch.push(tool('http_get', { url: `...&page=${p}` }, { status: 200, headers, body: JSON.stringify(items) }));
  };
  const mk = (n0, k) => Array.from({ length: k }, (_, i) => ({ number: n0 - i * 7, title: ['WAL replay slow after upgrade', 'Planner picks seq scan on partial index', 'COPY FROM STDIN drops last row', 'vacuum stalls on toast', 'regression: LIKE ESCAPE broken'][i % 5] + ` (#${n0 - i * 7})`, created_at: `2025-${String(1 + (i % 12)).padStart(2, '0')}-1${i % 9}T0${i % 9}:00:00Z` }));
  page(1, mk(9120, 30).slice(0, 4)); page(2, mk(8900, 30).slice(0, 4)); page(3, mk(8601, 11).slice(0, 4));
  ch.push(llm('gpt-4o-mini', { messages: '<history>' }, oaOut(c, 'Page 3 had 11 items, so 71 so far. Let me make sure there are no more pages.', [])));
  for (const p of [4, 5, 6, 7, 8]) page(p, []);
  const root = agent('openai-agents Runner', { input: goal }, { error: 'MaxTurnsExceeded' }, ch, { error: 'MaxTurnsExceeded: max_turns=16', metadata: { trace_id: 'trace_' + c.hex(32) } });
  return { goal, isolates: 'After three real pages and no rel="next" link, the agent keeps asking for pages 4 to 8, each an empty array whose headers (request id, rate-limit counter, etag, date) change.', stagnation: true, root };
}

// Row 02: Elasticsearch scroll with the same scroll id re-sent; interleaved with healthy aggregation work.
function r2(c) {
  const goal = 'From the `payments-logs-2026.03` index, export all ERROR log lines for merchant m_7781 between 03:00 and 04:00 UTC on 10 March and summarise the distinct error codes.';
  const ch = []; const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk1' + c.b62(22) + 'AAAAAAAAHq0WS0pR';
  const m = (t, name, args) => ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, t, [[name, args]])));
  const hit = (code, msg) => ({ _id: c.b62(20), _source: { '@timestamp': c.iso(), level: 'ERROR', merchant: 'm_7781', code, msg, host: c.host('pay') } });
  m('Open a scroll for the window.', 'es_search', { index: 'payments-logs-2026.03', scroll: '2m', size: 3, query: { bool: { filter: [{ term: { merchant: 'm_7781' } }, { term: { level: 'ERROR' } }, { range: { '@timestamp': { gte: '2026-03-10T03:00:00Z', lt: '2026-03-10T04:00:00Z' } } }] } } });
  ch.push(tool('es_search', { index: 'payments-logs-2026.03', scroll: '2m', size: 3 }, { _scroll_id: sid, took: c.int(5, 60), timed_out: false, hits: { total: { value: 7, relation: 'eq' }, hits: [hit('E_ISSUER_TIMEOUT', 'issuer did not answer in 8000ms'), hit('E_ISSUER_TIMEOUT', 'issuer did not answer in 8000ms'), hit('E_3DS_FAILED', 'ACS returned N')] } }));
  m('Next batch.', 'es_scroll', { scroll: '2m', scroll_id: sid });
  ch.push(tool('es_scroll', { scroll_id: sid }, { _scroll_id: sid, took: c.int(2, 30), hits: { total: { value: 7, relation: 'eq' }, hits: [hit('E_ISSUER_TIMEOUT', 'issuer did not answer in 8000ms'), hit('E_DUP_IDEMPOTENCY', 'idempotency key reused'), hit('E_ISSUER_TIMEOUT', 'issuer did not answer in 8000ms')] } }));
  m('Next batch.', 'es_scroll', { scroll: '2m', scroll_id: sid });
  ch.push(tool('es_scroll', { scroll_id: sid }, { _scroll_id: sid, took: c.int(2, 30), hits: { total: { value: 7, relation: 'eq' }, hits: [hit('E_3DS_FAILED', 'ACS returned N')] } }));
  m('Seven of seven collected. In parallel, get the code breakdown with an aggregation to cross-check.', 'es_search', { index: 'payments-logs-2026.03', size: 0, aggs: { codes: { terms: { field: 'code' } } } });
  ch.push(tool('es_search', { size: 0, aggs: 'codes' }, { took: c.int(5, 40), aggregations: { codes: { buckets: [{ key: 'E_ISSUER_TIMEOUT', doc_count: 4 }, { key: 'E_3DS_FAILED', doc_count: 2 }, { key: 'E_DUP_IDEMPOTENCY', doc_count: 1 }] } } }));
  for (let i = 0; i < 5; i++) {
    m(i === 0 ? 'Aggregation matches. Continue the scroll in case more lines arrived.' : 'Continue the scroll.', 'es_scroll', { scroll: '2m', scroll_id: sid });
    ch.push(tool('es_scroll', { scroll_id: sid }, { _scroll_id: sid, took: c.int(1, 12), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: 7, relation: 'eq' }, max_score: null, hits: [] } }));
  }
  m('Write the partial export.', 'write_file', { path: 'exports/m_7781_errors.ndjson', lines: 7 });
  ch.push(tool('write_file', { path: 'exports/m_7781_errors.ndjson' }, { bytes: 2214, path: 'exports/m_7781_errors.ndjson' }));
  for (let i = 0; i < 2; i++) { m('Continue the scroll.', 'es_scroll', { scroll: '2m', scroll_id: sid }); ch.push(tool('es_scroll', { scroll_id: sid }, { _scroll_id: sid, took: c.int(1, 12), hits: { total: { value: 7, relation: 'eq' }, hits: [] } })); }
  const root = agent('log-export-agent', { goal }, { status: 'stopped', reason: 'step budget exhausted', summary: null }, ch, { metadata: { framework: 'anthropic tool loop' } });
  return { goal, isolates: 'With all 7 of 7 hits collected and cross-checked, the agent re-sends the same scroll id seven more times and gets an empty hits array each time, with only `took` changing, never writing the summary.', stagnation: true, root };
}

// Row 03: Slack history via cursors; the agent ignores has_more=false and advances an offset.
function r3(c) {
  const goal = 'Collect every message in #inc-2291 (the CDN outage channel) and produce a timeline for the postmortem.';
  const ch = []; const ts0 = 1773142000;
  const m = (t, args, name = 'slack_conversations_history') => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const msgs = [['U02RQ', 'CDN 5xx rate at 14% in fra/ams'], ['U07KL', 'rolling back edge config v812'], ['U02RQ', 'rollback done, errors falling'], ['U09ZA', 'customers on status page notified'], ['U07KL', 'root cause: malformed header rule in v812'], ['U02RQ', 'errors back to baseline 0.02%']];
  m('First page.', { channel: 'C06INC2291', limit: 3 });
  ch.push(tool('slack_conversations_history', { channel: 'C06INC2291', limit: 3 }, { ok: true, messages: msgs.slice(0, 3).map((x, i) => ({ user: x[0], text: x[1], ts: `${ts0 + i * 300}.${c.int(100000, 999999)}` })), has_more: true, response_metadata: { next_cursor: 'bmV4dF90czoxNzczMTQy' + c.b62(8) } }));
  m('Second page with cursor.', { channel: 'C06INC2291', limit: 3, cursor: 'bmV4dF90czoxNzczMTQy...' });
  ch.push(tool('slack_conversations_history', { channel: 'C06INC2291', limit: 3, cursor: 'bmV4dF90czoxNzczMTQy...' }, { ok: true, messages: msgs.slice(3).map((x, i) => ({ user: x[0], text: x[1], ts: `${ts0 + 1200 + i * 400}.${c.int(100000, 999999)}` })), has_more: false, response_metadata: { next_cursor: '' } }));
  m('Resolve user names for the timeline.', { user: 'U02RQ' }, 'slack_users_info');
  for (const u of ['U02RQ', 'U07KL', 'U09ZA']) ch.push(tool('slack_users_info', { user: u }, { ok: true, user: { id: u, real_name: { U02RQ: 'Rosa Quintero', U07KL: 'Kofi Larbi', U09ZA: 'Zainab Ahmed' }[u] } }));
  m('Threads may hold more messages; fetch replies of the first message.', { channel: 'C06INC2291', ts: `${ts0}` }, 'slack_conversations_replies');
  ch.push(tool('slack_conversations_replies', { channel: 'C06INC2291', ts: `${ts0}` }, { ok: true, messages: [{ user: 'U02RQ', text: 'CDN 5xx rate at 14% in fra/ams' }, { user: 'U11MB', text: 'seeing it from SG too' }], has_more: false }));
  const tries = [{ oldest: `${ts0 + 2400}` }, { oldest: `${ts0 + 2400}`, inclusive: false }, { latest: `${ts0}`, limit: 3 }, { cursor: 'bmV4dF90czoxNzczMTQy' }, { oldest: `${ts0 + 3000}` }, { oldest: `${ts0 + 3600}` }];
  for (const t of tries) {
    m('There may be later messages past the last page; continue from the newest ts.', { channel: 'C06INC2291', limit: 3, ...t });
    ch.push(tool('slack_conversations_history', { channel: 'C06INC2291', limit: 3, ...t }, { ok: true, messages: [], has_more: false, pin_count: 2, response_metadata: { next_cursor: '', warnings: c.R() < 0.5 ? ['superfluous_charset'] : [] }, 'x-slack-req-id': c.hex(32) }));
  }
  const root = agent('postmortem-helper', { goal }, { status: 'max_iterations', timeline: null }, ch, { metadata: { framework: 'LangChain AgentExecutor', max_iterations: 15 } });
  return { goal, isolates: 'The channel reported has_more=false after two pages, yet the agent walks the time window forward six more times with empty pages, so the timeline is never written.', stagnation: true, root };
}
export const rows = [r1, r2, r3];
