import { Run, row, uuid, reqId, sha, etag } from './lib.mjs';
import { browserWork } from './domains.mjs';
const FAM = 'paging_past_end';
function s1() {
  const run = new Run(`${FAM}-01`, 'browser', 'On careers.helixbio.com, collect every open "Data Engineer" or "Analytics Engineer" role in Europe with location, team and posting date into a list.', { start: '2026-02-14T11:03:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'careers.helixbio.com', pages: [{ url: 'https://careers.helixbio.com/', title: 'Careers at Helix Bio', items: ['Search jobs', 'Teams', 'Locations', 'Life at Helix', 'Benefits'] }, { url: 'https://careers.helixbio.com/teams/data', title: 'Data & Analytics team', items: ['Data Platform', 'Analytics', 'ML Ops', 'See open roles'] }, { url: 'https://careers.helixbio.com/locations', title: 'Our locations', items: ['Basel', 'Cambridge UK', 'Munich', 'Boston', 'Barcelona'] }] }, 45);
  const cities = ['Basel', 'Munich', 'Cambridge, UK', 'Barcelona', 'Amsterdam', 'Dublin', 'Remote (EU)'];
  const teams = ['Data Platform', 'Clinical Analytics', 'Commercial Insights', 'ML Ops', 'Finance Systems'];
  let total = 0;
  for (let p = 1; p <= 7; p++) {
    const jobs = Array.from({ length: p === 7 ? 3 : 10 }, (_, j) => ({ title: r.pick(['Data Engineer', 'Senior Data Engineer', 'Analytics Engineer', 'Staff Data Engineer', 'Analytics Engineer II']), location: r.pick(cities), team: r.pick(teams), posted: `${r.int(1, 28)}.0${r.int(1, 2)}.2026`, req: `R-${r.int(10000, 99999)}` }));
    total += jobs.length;
    run.step(`Open results page ${p}.`, 'go_to_url', { url: `https://careers.helixbio.com/search?q=data+engineer&region=europe&page=${p}` }, { url: `https://careers.helixbio.com/search?q=data+engineer&region=europe&page=${p}`, title: `Search results – page ${p}`, status: 200, interactive_elements: jobs.map((j, k) => `[${k + 20}]<a>${j.title} · ${j.location}</a>`).join('\n') + `\n[60]<span>Showing ${(p - 1) * 10 + 1}-${(p - 1) * 10 + jobs.length} of 63 results</span>` }, { eval: 'Success', memory: `${total} roles collected so far` });
    run.step(`Extract the roles on page ${p}.`, 'extract_content', { goal: 'job title, location, team, posting date, requisition id' }, `📄  Extracted from page\n: \`\`\`json\n${JSON.stringify(jobs)}\n\`\`\``, { eval: 'Success', memory: `${total} of 63 roles collected` });
  }
  const th8 = { 8: 'Open results page 8 to make sure nothing is missing.', 9: 'Page 8 showed no jobs; maybe the pager is off by one, so trying page 9.', 10: 'Trying page 10 in case the results are split differently.', 11: 'Let me look at page 11.', 12: 'One more: page 12.' };
  for (let p = 8; p <= 12; p++) run.step(th8[p], 'go_to_url', { url: `https://careers.helixbio.com/search?q=data+engineer&region=europe&page=${p}` }, { url: `https://careers.helixbio.com/search?q=data+engineer&region=europe&page=${p}`, title: `Search results – page ${p}`, status: 200, elapsed_ms: r.int(400, 3000), interactive_elements: '[3]<a>Careers at Helix Bio</a>\n[8]<p>No jobs match your search.</p>\n[9]<button>Clear filters</button>' }, { eval: ['Success - page loaded', 'No jobs on this page', 'Empty result page', 'Nothing listed', 'No results'][p - 8], memory: '63 of 63 roles collected' });
  return row(FAM, 1, 'A browser agent collects all 63 roles over 7 pages (the page itself says 63 results) and then keeps opening pages 8-12, each the same "No jobs match" page, until the step limit.', true, false, run.finish({ is_done: false, reason: 'max_steps=60 reached' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'langgraph', 'Triage open issues labelled "needs-repro" in the tailwindlabs/tailwindcss repository: list them grouped by area and note which have a reproduction link.', { start: '2026-01-30T17:45:00.000Z' });
  const r = run.r; const areas = ['oxide', 'vite plugin', 'postcss', 'intellisense', 'v4 migration', 'arbitrary values'];
  run.step('Checking the label exists and how many issues carry it.', 'github_graphql', { query: 'query { repository(owner:"tailwindlabs", name:"tailwindcss") { label(name:"needs-repro") { issues(states:OPEN) { totalCount } } } }' }, { data: { repository: { label: { issues: { totalCount: 87 } } } } });
  let cursor = null, n = 0;
  for (let p = 0; p < 4; p++) {
    const k = p === 3 ? 27 : 20; const nodes = Array.from({ length: k }, () => ({ number: r.int(12000, 16900), title: `${r.pick(['Classes', 'Plugin', 'Build', 'Dark mode', '@apply'])} ${r.pick(['not generated', 'breaks', 'ignored', 'crashes'])} ${r.pick(['with pnpm', 'in Next 15', 'on Windows', 'after upgrade to v4', 'in monorepo'])}`, createdAt: `2025-${String(r.int(6, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${r.int(10, 23)}:0${r.int(0, 9)}:00Z`, labels: ['needs-repro', r.pick(areas)], bodyHasLink: r.chance(0.4) }));
    n += k; const next = p === 3 ? 'Y3Vyc29yOnYyOpK5MjAyNS0wNi0wMlQxMDowMzowMCswMDowMM5kQ8Zv' : 'Y3Vyc29yOnYyOpK5' + r.b62(30);
    run.step(p ? `Fetching the next page after cursor …${cursor.slice(16, 30)}…` : 'Fetching the first page of open needs-repro issues.', 'github_graphql', { query: 'query($c:String){ repository(owner:"tailwindlabs",name:"tailwindcss"){ issues(first:' + (p === 3 ? 30 : 20) + ',after:$c,labels:["needs-repro"],states:OPEN){ nodes{number title createdAt labels(first:5){nodes{name}} body } pageInfo{hasNextPage endCursor} } } }', variables: { c: cursor } }, { data: { repository: { issues: { nodes, pageInfo: { hasNextPage: p < 3, endCursor: next } } } }, extensions: { cost: { requestedQueryCost: 23, throttleStatus: { currentlyAvailable: 4800 - p * 23 } } } });
    cursor = next;
    run.step(`Recording page ${p + 1}: ${k} issues (${n} of 87 so far).`, 'write_notes', { path: 'triage.md', append: nodes.map(x => `- #${x.number} ${x.title} [${x.labels[1]}] ${x.bodyHasLink ? 'repro' : 'NO REPRO'}`).join('\n') }, { ok: true, bytes_written: r.int(900, 3000) });
  }
  for (let i = 0; i < 4; i++) run.step(i ? null : 'Fetching the next page after the last cursor.', 'github_graphql', { query: 'query($c:String){ repository(owner:"tailwindlabs",name:"tailwindcss"){ issues(first:30,after:$c,labels:["needs-repro"],states:OPEN){ nodes{number title} pageInfo{hasNextPage endCursor} } } }', variables: { c: cursor } }, { data: { repository: { issues: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } }, extensions: { cost: { requestedQueryCost: 23, throttleStatus: { currentlyAvailable: 4708 - i * 23 } } } });
  for (let i = 0; i < 4; i++) run.step(null, 'write_notes', { path: 'triage.md', append: '' }, { ok: true, bytes_written: 0 });
  return row(FAM, 2, 'A LangGraph triage agent pages GitHub issues to the end (87 of 87, hasNextPage false) and then re-sends the same final cursor four more times, each empty, appending nothing, until the recursion limit.', true, false, run.finish({ error: 'GraphRecursionError: Recursion limit of 50 reached without hitting a stop condition.' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'anthropic', 'For the SOC2 audit, export all admin role changes from the audit_log table for Q4 2025 into audit_q4.csv and summarise who granted what.', { start: '2026-01-08T09:30:00.000Z' });
  const r = run.r; const admins = ['a.moreno', 'k.osei', 'j.wu', 'svc-terraform', 'r.patel'];
  run.step('Inspecting the audit_log schema.', 'sql_query', { sql: 'SELECT column_name, data_type FROM information_schema.columns WHERE table_name = \'audit_log\';' }, { rows: [['id', 'bigint'], ['actor', 'text'], ['action', 'text'], ['target_user', 'text'], ['role', 'text'], ['created_at', 'timestamptz'], ['ip', 'inet'], ['meta', 'jsonb']], elapsed_ms: 12 });
  run.step('Counting the rows in scope.', 'sql_query', { sql: "SELECT COUNT(*) FROM audit_log WHERE action IN ('role.grant','role.revoke') AND created_at >= '2025-10-01' AND created_at < '2026-01-01';" }, { rows: [[2140]], elapsed_ms: 188 });
  for (let off = 0; off < 2140; off += 250) {
    const k = Math.min(250, 2140 - off);
    const sample = Array.from({ length: 3 }, () => [r.int(9000000, 9999999), r.pick(admins), r.pick(['role.grant', 'role.revoke']), r.pick(['m.li', 't.gray', 'c.ndlovu', 'p.sato', 'h.ali']) , r.pick(['org_admin', 'billing_admin', 'viewer', 'security_admin']), `2025-${r.int(10, 12)}-${String(r.int(1, 28)).padStart(2, '0')} ${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100000, 999999)}+00`]);
    run.step(`Fetching rows ${off}-${off + k - 1}.`, 'sql_query', { sql: `SELECT id, actor, action, target_user, role, created_at FROM audit_log WHERE action IN ('role.grant','role.revoke') AND created_at >= '2025-10-01' AND created_at < '2026-01-01' ORDER BY id LIMIT 250 OFFSET ${off};` }, { row_count: k, rows_preview: sample, truncated: true, elapsed_ms: r.int(90, 700) });
    run.step(`Appending ${k} rows to the CSV.`, 'append_csv', { path: 'exports/audit_q4.csv', from_last_result: true }, `wrote ${k} rows to exports/audit_q4.csv (${r.int(20, 60)} KiB)`);
    if (off % 750 === 0) run.step(`Tallying grants by actor in this batch.`, 'sql_query', { sql: `SELECT actor, role, COUNT(*) FROM (SELECT * FROM audit_log WHERE action='role.grant' ORDER BY id LIMIT 250 OFFSET ${off}) t GROUP BY 1,2 ORDER BY 3 DESC LIMIT 5;` }, { rows: admins.slice(0, 4).map(a => [a, r.pick(['org_admin', 'viewer', 'billing_admin']), r.int(3, 60)]), elapsed_ms: r.int(40, 300) });
  }
  for (const off of [2250, 2500, 2750, 3000]) {
    run.step(`Fetching rows ${off}-${off + 249}.`, 'sql_query', { sql: `SELECT id, actor, action, target_user, role, created_at FROM audit_log WHERE action IN ('role.grant','role.revoke') AND created_at >= '2025-10-01' AND created_at < '2026-01-01' ORDER BY id LIMIT 250 OFFSET ${off};` }, { row_count: 0, rows_preview: [], truncated: false, elapsed_ms: r.int(40, 200) });
    run.step(null, 'append_csv', { path: 'exports/audit_q4.csv', from_last_result: true }, 'wrote 0 rows to exports/audit_q4.csv (0 KiB)');
  }
  return row(FAM, 3, 'An export agent knows there are 2140 rows, pages them all with OFFSET, then keeps advancing OFFSET past the end (2250..3000) getting 0 rows each time, until cut off.', true, false, run.finish({ stop_reason: 'max_tokens_budget' }));
}
export const rows = () => [s1(), s2(), s3()];
