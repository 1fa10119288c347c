import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'paging-past-end';
export const loop = true;

// 01: GitHub Actions runs API, page keeps advancing past the end.
function s1(c) {
  const goal = 'For repo acme/payments-gateway, count failed runs of workflow deploy.yml in November and list the top failing jobs.';
  const ch = new Chat(c, { system: 'You are a CI analytics agent. Tool: github_api(path, params).', user: goal });
  const k = []; let runId = c.int(11800000000, 11900000000);
  const mkRun = () => { runId -= c.int(1000, 90000); const concl = c.pick(['success', 'success', 'failure', 'success', 'cancelled']); return { id: runId, run_number: c.int(2100, 2400), event: 'push', status: 'completed', conclusion: concl, head_sha: c.sha(), created_at: c.iso(c.now - c.int(1, 29) * 86400000), run_attempt: c.int(1, 2) }; };
  for (let p = 1; p <= 7; p++) {
    const params = { per_page: 50, page: p, created: '2024-11-01..2024-11-30' };
    k.push(ch.llm(p === 1 ? 'Fetch the first page of runs.' : p <= 3 ? `Page ${p - 1} had runs, fetch page ${p}.` : `Page ${p - 1} was empty; check page ${p} in case more runs follow.`, [['github_api', { path: '/repos/acme/payments-gateway/actions/workflows/deploy.yml/runs', params }]]));
    const n = p === 1 ? 50 : p === 2 ? 50 : p === 3 ? 17 : 0;
    k.push(ch.tool('github_api', { path: '/repos/acme/payments-gateway/actions/workflows/deploy.yml/runs', params }, { status: 200, headers: { 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(5).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}`, 'x-ratelimit-remaining': String(4990 - p * 3 - c.int(0, 2)), 'x-ratelimit-reset': String(c.unix() + 3000), date: c.httpDate(), etag: `W/${c.etag()}` }, body: { total_count: 117, workflow_runs: n > 3 ? Array.from({ length: 3 }, mkRun).concat([{ _truncated: `${n - 3} more runs` }]) : Array.from({ length: n }, mkRun) } }));
  }
  return { goal, stagnation: true, isolates: 'After three real pages (117 runs) the agent keeps requesting pages 4 to 7 of the GitHub Actions API and gets the same empty workflow_runs list each time.',
    root: agent('ci-analytics-agent', { goal }, null, k, { framework: 'openai-agents', stopped: 'max_turns' }) };
}

// 02: PagerDuty incidents with offset paging; offset keeps advancing past more:false.
function s2(c) {
  const goal = 'Build a list of all high-urgency PagerDuty incidents for service PXK2M9Q (search-api) in the last 30 days with their resolve times.';
  const ch = new Chat(c, { system: 'You are an on-call reporting agent. Tool: pagerduty(method, path, query).', user: goal, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
  const k = [];
  const inc = () => ({ id: `Q${c.chars(13, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`, incident_number: c.int(41000, 42999), title: c.pick(['search-api p99 latency > 2s', 'search-api 5xx rate high', 'opensearch cluster yellow', 'search-api pods not ready']), urgency: 'high', status: 'resolved', created_at: c.iso(c.now - c.int(1, 30) * 86400000), last_status_change_at: c.iso(c.now - c.int(0, 29) * 86400000) });
  for (let i = 0; i < 6; i++) {
    const off = i * 25; const q = { 'service_ids[]': 'PXK2M9Q', 'urgencies[]': 'high', since: '2024-10-21T00:00:00Z', until: '2024-11-20T00:00:00Z', limit: 25, offset: off, total: true };
    k.push(ch.llm(i === 0 ? 'Pull the first page of incidents.' : i === 1 ? 'More is true, next offset.' : '', [['pagerduty', { method: 'GET', path: '/incidents', query: q }]]));
    const n = [25, 14, 0, 0, 0, 0][i];
    k.push(ch.tool('pagerduty', { method: 'GET', path: '/incidents', query: q }, { status: 200, headers: { 'x-request-id': c.uuid(), 'ratelimit-remaining': c.int(800, 960), date: c.httpDate() }, body: { incidents: n ? Array.from({ length: Math.min(n, 4) }, inc) : [], limit: 25, offset: off, total: 39, more: i === 0 } }));
  }
  k.push(ch.llm('Offset 150 still empty; try offset 175 to be thorough.', [['pagerduty', { method: 'GET', path: '/incidents', query: { 'service_ids[]': 'PXK2M9Q', limit: 25, offset: 175, total: true } }]]));
  k.push(ch.tool('pagerduty', { method: 'GET', path: '/incidents' }, { status: 200, headers: { 'x-request-id': c.uuid(), date: c.httpDate() }, body: { incidents: [], limit: 25, offset: 175, total: 39, more: false } }));
  return { goal, stagnation: false, isolates: 'The PagerDuty API says more:false and total:39 after the second page, yet the agent keeps advancing the offset (50 to 175) and gets the same empty incidents list five times.',
    root: agent('oncall-reporting', { goal }, null, k, { framework: 'anthropic-tool-runner', stopped: 'max_turns' }) };
}

// 03: Datadog log cursor re-sent after the last page; tool spans nested in llm spans.
function s3(c) {
  const goal = 'Export every audit log event for Terraform Cloud workspace prod-core from the last 7 days into a CSV summary by user.';
  const ch = new Chat(c, { system: 'You export logs. Tool: logs_list(filter, page_cursor).', user: goal, model: 'gpt-4o' });
  const k = []; const cursors = [null, `eyJhZnRlciI6IkFnQUFBWk${c.b64(24)}`, `eyJhZnRlciI6IkFnQUFBWk${c.b64(24)}`];
  const users = ['ci-bot', 'r.osei', 'm.lindqvist', 'ci-bot', 'j.park'];
  for (let i = 0; i < 7; i++) {
    const cur = cursors[Math.min(i, 2)]; const args = { filter: { query: 'source:terraform-cloud @workspace:prod-core', from: 'now-7d', to: 'now' }, page: { limit: 100, ...(cur ? { cursor: cur } : {}) } };
    const l = ch.llm(i === 0 ? 'Fetch the first page.' : i < 3 ? 'There is a next cursor, continue.' : 'No new events on that page; request the same cursor again in case results are still indexing.', [['logs_list', args]]);
    const n = [100, 100, 38, 0, 0, 0, 0][i];
    const t = ch.tool('logs_list', args, { data: n ? Array.from({ length: 3 }, () => ({ id: `AQAAAZ${c.b64(30)}`, attributes: { timestamp: c.isoMs(c.now - c.int(1, 600000000)), service: 'terraform-cloud', attributes: { user: c.pick(users), action: c.pick(['run.apply', 'run.plan', 'workspace.lock', 'variable.update']) } } })).concat([{ _elided: n - 3 }]) : [], meta: { elapsed: c.int(30, 300), page: i < 2 ? { after: cursors[i + 1] } : {}, request_id: `pddv1ChZ${c.b64(20)}`, status: 'done' }, links: i < 2 ? { next: `https://api.datadoghq.eu/api/v2/logs/events?page[cursor]=${cursors[i + 1]}` } : {} });
    l.children.push(t); k.push(l);
  }
  k.push(ch.llm('The page is still empty. I will keep polling this cursor until more events arrive.'));
  return { goal, stagnation: true, isolates: 'After the third page the response has no next cursor, but the agent re-sends the last cursor four times and gets the same empty data array (only elapsed and request ids change).',
    root: agent('log-export-agent', { goal }, { status: 'stopped', steps: 8 }, k, { framework: 'semantic-kernel', recorder: 'tool spans nested in the function-calling llm span' }) };
}
export const scenarios = [s1, s2, s3];
