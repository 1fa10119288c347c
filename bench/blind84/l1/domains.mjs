// Generators of healthy, varied domain work (used for the long normal stretch of each run).
import { uuid, reqId, sha, dur, tmp, host, pod, etag, httpResp, rateHeaders } from './lib.mjs';

const numbered = (lines, start = 1) => lines.map((l, i) => `${String(start + i).padStart(5)}\t${l}`).join('\n');
function codeLines(r, sym, lang) {
  if (lang === 'py') return [`def ${sym}(self, ${r.pick(['key', 'item', 'payload', 'path'])}, *, timeout=${r.int(2, 60)}):`, `    """${r.pick(['Resolve', 'Load', 'Normalize', 'Validate'])} the ${r.pick(['entry', 'record', 'request', 'config'])}."""`, `    if ${r.pick(['key', 'item', 'payload'])} is None:`, `        raise ValueError("missing ${r.pick(['key', 'id', 'name'])}")`, `    result = self._${r.pick(['cache', 'store', 'client', 'backend'])}.get(${r.pick(['key', 'item.id', 'str(path)'])})`, `    return ${r.pick(['result', 'result or {}', 'self._wrap(result)'])}`];
  if (lang === 'go') return [`func (s *${r.pick(['Server', 'Store', 'Client', 'Worker'])}) ${sym}(ctx context.Context, id string) (*${r.pick(['Item', 'Record', 'Job'])}, error) {`, `\tif id == "" {`, `\t\treturn nil, ErrInvalidID`, `\t}`, `\trow, err := s.${r.pick(['db', 'repo', 'q'])}.Get(ctx, id)`, `\tif err != nil {`, `\t\treturn nil, fmt.Errorf("${sym}: %w", err)`, `\t}`, `\treturn row, nil`, `}`];
  return [`export async function ${sym}(${r.pick(['req', 'opts', 'input', 'ctx'])}) {`, `  const ${r.pick(['res', 'data', 'out'])} = await ${r.pick(['fetchJson', 'db.query', 'client.get', 'cache.read'])}(${r.pick(['url', 'sql', 'key', 'opts.id'])});`, `  if (!${r.pick(['res', 'data', 'out'])}) throw new Error('${sym} failed');`, `  return ${r.pick(['normalize(res)', 'data.items', 'out'])};`, `}`];
}
export const TOOLNAMES = {
  cc: { read: 'Read', grep: 'Grep', edit: 'Edit', bash: 'Bash', ls: 'LS' },
  anthropic: { read: 'str_replace_based_edit_tool', grep: 'bash', edit: 'str_replace_based_edit_tool', bash: 'bash', ls: 'bash' },
  openai: { read: 'read_file', grep: 'search_code', edit: 'apply_patch', bash: 'run_shell', ls: 'list_dir' },
  otel: { read: 'read_file', grep: 'grep', edit: 'write_file', bash: 'shell', ls: 'list_files' },
  langgraph: { read: 'read_file', grep: 'grep_repo', edit: 'edit_file', bash: 'terminal', ls: 'ls' },
  swe: { read: 'bash', grep: 'bash', edit: 'bash', bash: 'bash', ls: 'bash' },
};
// ctx: {repo, files:[...], syms:[...], lang, test: cmd}
export function codingWork(run, ctx, n) {
  const r = run.r, T = TOOLNAMES[run.style] || TOOLNAMES.openai, root = `/workspace/${ctx.repo.split('/').pop()}`;
  const seen = new Set();
  for (let i = 0; i < n; i++) {
    const f = r.pick(ctx.files), sym = r.pick(ctx.syms), kind = i === 0 ? 'ls' : r.pick(['read', 'read', 'grep', 'grep', 'edit', 'test', 'git', 'read']);
    const ln = r.int(12, 480);
    if (kind === 'ls') {
      const out = ctx.files.map(x => x.split('/')[0]).filter((v, k, a) => a.indexOf(v) === k).join('\n') + `\nREADME.md\n${ctx.lang === 'py' ? 'pyproject.toml' : ctx.lang === 'go' ? 'go.mod' : 'package.json'}`;
      run.step(`Starting with the layout of ${ctx.repo} to find where ${ctx.syms[0]} lives.`, T.ls, run.style === 'swe' ? { command: `ls ${root}` } : T.ls === 'bash' || T.ls === 'Bash' ? { command: `ls ${root}` } : { path: root }, out);
    } else if (kind === 'read') {
      const lines = codeLines(r, sym, ctx.lang); const again = seen.has(f); seen.add(f);
      const th = again ? `Re-reading ${f} around line ${ln} after the earlier change to confirm how ${sym} now handles its arguments.` : r.pick([`Opening ${f} to see the body of ${sym}.`, `${f} is the next candidate; reading lines ${ln}-${ln + 40}.`, `The traceback points into ${f}; let me read it near line ${ln}.`, `Need the definition of ${sym} in ${f} before editing anything.`]);
      const args = run.style === 'swe' ? { command: `open ${f} ${ln}` } : run.style === 'cc' ? { file_path: `${root}/${f}`, offset: ln, limit: 40 } : run.style === 'anthropic' ? { command: 'view', path: `${root}/${f}`, view_range: [ln, ln + 40] } : { path: f, start_line: ln, end_line: ln + 40 };
      run.step(th, T.read, args, run.style === 'swe' ? `[File: ${root}/${f} (${r.int(200, 900)} lines total)]\n(${ln - 1} more lines above)\n${numbered(lines, ln)}` : numbered(lines, ln));
    } else if (kind === 'grep') {
      const hits = r.int(0, 6); const out = Array.from({ length: hits }, () => `${r.pick(ctx.files)}:${r.int(5, 700)}:    ${r.pick(['return', 'x =', 'await', 'if'])} ${sym}(${r.pick(['key', 'req', 'ctx, id', 'self.item'])})`).join('\n');
      run.step(hits ? r.pick([`Looking for every call site of ${sym}; ${f} is one, are there more?`, `Searching usages of ${sym} so a change near line ${ln} of ${f} does not break callers.`, `Where else is ${sym} called? Grepping before I touch ${f}.`, `Listing callers of ${sym} (I expect ${r.int(2, 6)} or so).`]) : `Checking whether anything besides ${f} references ${sym}.`, T.grep, run.style === 'cc' ? { pattern: `${sym}\\(`, path: root, output_mode: 'content', '-n': true } : T.grep === 'bash' ? { command: `grep -rn "${sym}(" ${root} --include=*.${ctx.lang}` } : { pattern: `${sym}(`, path: '.', glob: `*.${ctx.lang}` }, hits ? out : (run.style === 'cc' ? 'No matches found' : ''));
    } else if (kind === 'edit') {
      const a = r.pick(['timeout=', 'if key is None', 'return result', 'err != nil', 'throw new Error']);
      const b = r.pick(['timeout=timeout or self.default_timeout', 'if not key', 'return self._wrap(result)', 'errors.Is(err, sql.ErrNoRows)', 'throw new NotFoundError']);
      const args = run.style === 'swe' ? { command: `edit ${ln}:${ln + 2}\n    ${b}\nend_of_edit` } : run.style === 'cc' ? { file_path: `${root}/${f}`, old_string: a, new_string: b } : run.style === 'openai' ? { patch: `*** Begin Patch\n*** Update File: ${f}\n@@\n-    ${a}\n+    ${b}\n*** End Patch` } : { command: 'str_replace', path: `${root}/${f}`, old_str: a, new_str: b };
      run.step(r.pick([`Changing \`${a}\` to \`${b}\` in ${f}; this is where ${sym} drops the value.`, `Applying a narrow fix in ${f} (line ${ln}): ${b}.`, `Editing ${f} so ${sym} uses ${b}.`]), T.edit, args, run.style === 'cc' ? `The file ${root}/${f} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n${numbered([b], ln)}` : run.style === 'openai' ? { status: 'applied', files_changed: 1, hunks: 1 } : `File updated. [File: ${root}/${f}]`);
    } else if (kind === 'test') {
      const tot = r.int(40, 400), fail = r.int(0, 3);
      const out = ctx.lang === 'py' ? `============================= test session starts ==============================\nplatform linux -- Python 3.11.${r.int(4, 9)}, pytest-8.${r.int(0, 3)}.${r.int(0, 2)}\nrootdir: ${root}\ncollected ${tot} items\n\n${fail ? `FAILED tests/test_${sym}.py::test_${sym}_${r.pick(['none', 'timeout', 'unicode'])} - AssertionError\n` : ''}=============== ${fail ? fail + ' failed, ' : ''}${tot - fail} passed in ${dur(r, 1, 40)} ===============` : ctx.lang === 'go' ? `${fail ? `--- FAIL: Test${sym[0].toUpperCase() + sym.slice(1)} (0.${r.int(10, 99)}s)\n` : ''}ok  \tgithub.com/${ctx.repo}/internal/${r.pick(['store', 'api', 'worker'])}\t${dur(r, 0.1, 9)}\n${fail ? 'FAIL' : 'ok'}  \tgithub.com/${ctx.repo}/pkg\t${dur(r, 0.1, 5)}` : ` PASS  src/${sym}.test.ts (${dur(r, 0.2, 6)})\n${fail ? ` FAIL  src/${r.pick(ctx.syms)}.test.ts\n` : ''}Tests:       ${fail ? fail + ' failed, ' : ''}${tot - fail} passed, ${tot} total\nTime:        ${dur(r, 1, 30)}`;
      run.step(r.pick([`Running the suite to see where things stand after looking at ${f}.`, `Test run after touching ${f} (line ${ln}).`, `Checking the tests for ${sym} specifically and the rest of the package.`, `Let me see whether ${sym} still behaves after the last change.`, `Re-running tests; the earlier run had ${r.int(0, 4)} failure(s) around ${sym}.`, `Quick regression run before moving on from ${f}.`]), T.bash, { command: ctx.test, ...(run.style === 'cc' ? { description: 'Run tests', timeout: 600000 } : {}) }, out);
    } else {
      run.step(r.pick([`Checking what has changed so far before continuing with ${sym}.`, `Reviewing the working tree; I touched ${f} and maybe more.`, `git status to make sure only intended files (${f}) are modified.`, `Looking at recent commits to see if ${sym} was changed upstream.`]), T.bash, { command: 'git status --short && git log --oneline -3' }, ` M ${f}\n${r.chance(0.5) ? ` M ${r.pick(ctx.files)}\n` : ''}${sha(r, 7)} ${r.pick(['fix: handle empty ids', 'chore: bump deps', 'refactor store layer', 'Merge pull request #' + r.int(100, 2000)])}\n${sha(r, 7)} ${r.pick(['docs: update README', 'feat: add retries', 'test: cover edge cases'])}\n${sha(r, 7)} release v${r.int(0, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`);
    }
  }
}
// ctx: {site, pages:[{url,title,items:[...] }]}
export function browserWork(run, ctx, n) {
  const r = run.r;
  for (let i = 0; i < n; i++) {
    const p = r.pick(ctx.pages), k = i === 0 ? 'go' : r.pick(['go', 'click', 'extract', 'scroll', 'input', 'extract']);
    const elems = p.items.slice(0, r.int(3, p.items.length)).map((t, j) => `[${j + r.int(3, 40)}]<${r.pick(['a', 'button', 'div role=link'])}>${t}</>`).join('\n');
    if (k === 'go') run.step(`Open ${p.title} to check the details there.`, 'go_to_url', { url: p.url }, { url: p.url, title: p.title, status: 200, elapsed_ms: r.int(300, 4200), interactive_elements: elems }, { eval: 'Success - page loaded', memory: `visited ${i + 1} pages of ${ctx.site}` });
    else if (k === 'click') { const it = r.pick(p.items); run.step(`Click "${it}" ${r.pick(['to expand it', 'to open the details', 'to see what is behind it'])}.`, 'click_element_by_index', { index: r.int(3, 60) }, `🖱️  Clicked button with index ${r.int(3, 60)}: ${it}`, { eval: 'Success', memory: `on ${p.title}` }); }
    else if (k === 'extract') { const it = r.pick(p.items); run.step(`Extract ${r.pick(['the figures', 'the details', 'the text'])} shown for "${it}" on ${p.title}.`, 'extract_content', { goal: `details of ${it}`, should_strip_link_urls: true }, `📄  Extracted from page\n: \`\`\`json\n${JSON.stringify({ item: it, value: r.pick(['$' + r.int(9, 900) + '.' + r.int(10, 99), r.int(1, 500) + ' units', r.int(2, 99) + '%']), updated: `${r.int(1, 28)} ${r.pick(['Jan', 'Feb', 'Mar'])} 2026` })}\n\`\`\``, { eval: 'Success', memory: `collected ${it}` }); }
    else if (k === 'scroll') run.step(`Scroll down on ${p.title} ${r.pick(['for more rows', 'to reach the footer section', 'to see the rest of the list', 'past the banner'])}.`, 'scroll_down', { amount: r.pick([500, 800, 1000]) }, `🔍  Scrolled down the page by ${r.pick([500, 800, 1000])} pixels`, { eval: 'Success', memory: `${p.title}: reading, step ${i + 1}` });
    else { const q = r.pick(p.items); run.step(`Type "${q}" into the search field of ${ctx.site}.`, 'input_text', { index: r.int(2, 20), text: q }, `⌨️  Input ${q} into index ${r.int(2, 20)}`, { eval: 'Success', memory: `searching ${q}` }); }
  }
}
// ctx: {db, tables:{name:[cols]}}
export function sqlWork(run, ctx, n) {
  const r = run.r, names = Object.keys(ctx.tables);
  for (let i = 0; i < n; i++) {
    const t = r.pick(names), cols = ctx.tables[t], k = i === 0 ? 'list' : r.pick(['desc', 'q', 'q', 'q', 'count']);
    if (k === 'list') run.step(`Listing tables in ${ctx.db}.`, 'list_tables', { database: ctx.db }, { tables: names, query_id: uuid(r) });
    else if (k === 'desc') run.step(r.pick([`Checking the columns of ${t}.`, `Need the exact column names in ${t} before joining.`, `Describing ${t} to confirm types of ${r.pick(cols)}.`]), 'describe_table', { table: t }, { table: t, columns: cols.map(c => ({ name: c, type: r.pick(['BIGINT', 'VARCHAR', 'TIMESTAMP', 'NUMERIC(12,2)', 'BOOLEAN']), nullable: r.chance(0.3) })), row_count_estimate: r.int(1000, 9000000) });
    else if (k === 'count') { const c = r.int(100, 2000000); run.step(r.pick([`How big is ${t}? Counting rows before a heavier query.`, `Row count of ${t} to sanity-check the earlier aggregate.`, `Counting ${t} so I can estimate the scan cost.`]), 'run_sql', { sql: `SELECT COUNT(*) FROM ${t};` }, { columns: ['count'], rows: [[c]], elapsed: `${r.int(20, 3000)} ms`, bytes_scanned: r.int(1e5, 1e9), job_id: `job_${r.b62(20)}` }); }
    else {
      const c1 = r.pick(cols), c2 = r.pick(cols.filter(c => c !== c1)); const rows = Array.from({ length: r.int(3, 8) }, () => [r.pick(['EMEA', 'NA', 'APAC', 'LATAM', 'web', 'ios', 'android', 'pro', 'free', 'team']), r.int(10, 90000), +(r() * 100).toFixed(2)]);
      run.step(r.pick([`Breaking ${t} down by ${c1}.`, `Aggregating ${c2} by ${c1} in ${t} to see the distribution.`, `Quick look at ${t}.${c1} against ${c2}.`]), 'run_sql', { sql: `SELECT ${c1}, COUNT(*) AS n, AVG(${c2}) AS avg_${c2}\nFROM ${t}\nWHERE created_at >= DATE '2026-0${r.int(1, 2)}-01'\nGROUP BY 1 ORDER BY 2 DESC LIMIT 20;` }, { columns: [c1, 'n', `avg_${c2}`], rows, row_count: rows.length, elapsed: `${r.int(20, 9000)} ms`, job_id: `job_${r.b62(20)}`, cache_hit: r.chance(0.2) });
    }
  }
}
// ctx: {topic, queries:[...], sources:[{url,title,facts:[...]}]}
export function researchWork(run, ctx, n) {
  const r = run.r; let qi = 0;
  for (let i = 0; i < n; i++) {
    if (i % 3 === 0) {
      const pass = Math.floor(qi / ctx.queries.length); const q = ctx.queries[qi++ % ctx.queries.length] + (pass ? ' ' + ['pdf', 'data 2025', 'criticism', 'official source', 'methodology', 'follow-up study', 'site:.gov', 'replication'][(qi + pass * 3) % 8] : ''); const res = r.shuffle(ctx.sources).slice(0, r.int(3, 6));
      run.step(`Searching for ${q}.`, 'web_search', { query: q, num_results: 8 }, { results: res.map(s => ({ title: s.title, url: s.url, snippet: s.facts[0].slice(0, 90) + '...', published: `${r.int(2019, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` })), search_id: reqId(r, 'srch_'), took_ms: r.int(200, 2400) });
    } else {
      const s = r.pick(ctx.sources), f = r.pick(s.facts);
      run.step(r.pick([`Reading ${s.title} for the details on ${f.split(' ').slice(1, 5).join(' ')}.`, `Opening ${s.url} to verify the claim that ${f.split(' ').slice(0, 6).join(' ')}...`, `${s.title} looks primary; fetching it to check section ${r.int(1, 9)}.`, `Going back to ${s.title} for the ${r.pick(['methodology', 'numbers', 'date', 'sample size', 'exact wording'])}.`]), 'fetch_url', { url: s.url, max_chars: 12000 }, httpResp(r, run.clock, 200, `<html><head><title>${s.title}</title></head><body><article><h1>${s.title}</h1><p>${f}</p><p>${r.pick(s.facts)}</p></article></body></html>`, { 'content-type': 'text/html; charset=utf-8', 'cache-control': `max-age=${r.int(60, 86400)}`, age: String(r.int(0, 5000)), etag: etag(r) }));
    }
  }
}
// ops: ctx {svc, ns}
export function opsWork(run, ctx, n) {
  const r = run.r, T = run.style === 'cc' ? 'Bash' : 'shell';
  for (let i = 0; i < n; i++) {
    const k = r.pick(['pods', 'logs', 'metric', 'metric', 'events', 'logs']);
    if (k === 'pods') run.step(r.pick([`Checking pod state for ${ctx.svc} in ${ctx.ns}.`, `Are any ${ctx.svc} pods restarting? Listing them.`, `Pod list for ${ctx.svc} again, ${r.int(2, 15)} minutes after the last look.`, `Verifying replica count of ${ctx.svc} (expected ${r.int(2, 6)}).`]), T, { command: `kubectl -n ${ctx.ns} get pods -l app=${ctx.svc}` }, `NAME${' '.repeat(30)}READY   STATUS    RESTARTS      AGE\n` + Array.from({ length: r.int(2, 5) }, () => `${pod(r, ctx.svc)}   1/1     Running   ${r.int(0, 7)} (${r.int(2, 59)}m ago)   ${r.int(1, 9)}d`).join('\n'));
    else if (k === 'logs') run.step(`${r.pick(['Pulling', 'Tailing', 'Reading', 'Grabbing'])} the ${r.pick(['latest', 'recent', 'last few'])} ${ctx.svc} logs ${r.pick(['to look for timeouts', 'for pool exhaustion messages', 'around the last spike', 'to compare with the metrics', 'for 5xx traces', 'to see if the warnings continue'])}.`, T, { command: `kubectl -n ${ctx.ns} logs deploy/${ctx.svc} --since=${r.pick(['5m', '10m', '15m'])} | tail -n 6` }, Array.from({ length: 6 }, () => { run.clock.tick(r.int(10, 9000)); return `${run.clock.iso()} ${r.pick(['INFO', 'INFO', 'WARN', 'ERROR'])} ${r.pick(['request completed', 'upstream timeout', 'pool exhausted', 'retrying publish', 'cache miss'])} trace_id=${r.hex(32)} dur_ms=${r.int(2, 5000)}`; }).join('\n'));
    else if (k === 'metric') { const m = r.pick(['http_requests_total{code=~"5.."}', 'histogram_quantile(0.99, rate(http_request_duration_seconds_bucket[5m]))', 'container_memory_working_set_bytes', 'kafka_consumergroup_lag']); run.step(`${r.pick(['Querying', 'Plotting', 'Checking'])} ${m.split('{')[0].split('(')[0]} for ${ctx.svc} over ${r.pick(['30m', 'the last half hour', 'the incident window'])}${r.pick(['', ' to confirm the trend', ' against the baseline', ' after the last change'])}.`, 'prometheus_query', { query: m.replace('}', `,service="${ctx.svc}"}`), range: '30m', step: '60s' }, { status: 'success', data: { resultType: 'matrix', result: [{ metric: { service: ctx.svc, pod: pod(r, ctx.svc) }, values: Array.from({ length: 5 }, (_, j) => [run.clock.epoch() - (5 - j) * 60, (r() * r.int(1, 900)).toFixed(3)]) }] } }); }
    else run.step(r.pick([`Looking at recent cluster events in ${ctx.ns}.`, `Any new warnings in ${ctx.ns} events since the last check?`, `Events in ${ctx.ns}: looking for probe failures or OOM kills.`]), T, { command: `kubectl -n ${ctx.ns} get events --sort-by=.lastTimestamp | tail -4` }, Array.from({ length: 4 }, () => `${r.int(1, 50)}m   ${r.pick(['Normal', 'Warning'])}   ${r.pick(['Pulled', 'Scheduled', 'BackOff', 'Unhealthy', 'ScalingReplicaSet'])}   pod/${pod(r, ctx.svc)}   ${r.pick(['Readiness probe failed: HTTP probe failed with statuscode: 503', 'Successfully pulled image', 'Scaled up replica set', 'Started container'])}`).join('\n'));
  }
}
export { numbered };
// support queue: ctx {brand, courtesy, tickets:[{id, who, issue, order}]}
export function supportWork(run, ctx, tickets) {
  const r = run.r;
  for (const t of tickets) {
    run.step(`Next ticket in the queue: ${t.id} (${t.issue.toLowerCase()}).`, 'get_ticket', { ticket_id: t.id }, { id: t.id, status: 'open', priority: r.pick(['low', 'normal', 'high']), requester: { name: t.who, email: t.who.toLowerCase().replace(/[^a-z]+/g, '.') + '@' + r.pick(['gmail.com', 'outlook.com', 'proton.me']) }, subject: t.issue, created_at: run.clock.iso(), via: r.pick(['email', 'web_widget', 'chat']), sla_breach_in: `${r.int(1, 23)}h${r.int(0, 59)}m` });
    const st = r.pick(['delivered', 'in_transit', 'processing', 'returned']);
    run.step(`${t.who} is asking about order ${t.order}; checking it.`, 'lookup_order', { order_number: t.order }, { order: t.order, status: st, carrier: r.pick(['UPS', 'DHL', 'USPS', 'FedEx']), tracking: '1Z' + r.b62(16).toUpperCase(), total: { amount: r.int(1200, 48000), currency: 'USD' }, last_event_at: run.clock.iso(), warehouse: r.pick(['RNO1', 'CMH2', 'SWF4']) });
    const act = st === 'returned' ? 'refund' : st === 'processing' ? 'expedite' : 'none';
    if (act !== 'none') run.step(st === 'returned' ? `The parcel came back to the warehouse, so a refund for ${t.order} is appropriate.` : `${t.order} is still processing; requesting expedited handling.`, act === 'refund' ? 'issue_refund' : 'expedite_order', { order_number: t.order, reason: t.issue.slice(0, 40) }, { ok: true, reference: (act === 'refund' ? 'RF-' : 'EX-') + r.int(100000, 999999), processed_at: run.clock.iso() });
    const msg = `Hi ${t.who.split(' ')[0]}, ${st === 'returned' ? `your order ${t.order} was returned to us, so I've issued a full refund; it should appear in 3-5 business days.` : st === 'processing' ? `I've asked our warehouse to expedite order ${t.order}; you'll get a tracking email once it ships.` : st === 'delivered' ? `our records show order ${t.order} was delivered; could you check with neighbours or your building's mail room?` : `order ${t.order} is on its way with the carrier and should arrive within two days.`} ${ctx.courtesy}`;
    run.step(`Replying to ${t.who}.`, 'send_reply', { ticket_id: t.id, body: msg, public: true }, { ok: true, comment_id: r.int(10000000, 99999999), ticket_status: 'pending' });
  }
}
