import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'pagination_to_end';
export const loop = false;

// Row 01: Stripe-style list with starting_after; has_more true..false; then refund summary.
function r1(c) {
  const goal = 'List all disputed charges on the Fernhill Coffee Stripe account in February 2026 and total the disputed amount by reason.';
  const ch = []; const m = (t, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [['stripe_list_disputes', args]])));
  const pages = [
    [['dp_1Qa', 2450, 'fraudulent'], ['dp_1Qb', 1800, 'product_not_received'], ['dp_1Qc', 5200, 'fraudulent']],
    [['dp_1Qd', 990, 'duplicate'], ['dp_1Qe', 3100, 'fraudulent'], ['dp_1Qf', 1450, 'subscription_canceled']],
    [['dp_1Qg', 2750, 'product_not_received'], ['dp_1Qh', 1200, 'credit_not_processed'], ['dp_1Qi', 880, 'fraudulent']],
    [['dp_1Qj', 600, 'general'], ['dp_1Qk', 1300, 'product_not_received']],
  ];
  let after;
  pages.forEach((pg, i) => {
    const args = { 'created[gte]': 1769904000, 'created[lt]': 1772323200, limit: 3, ...(after ? { starting_after: after } : {}) };
    m(i === 0 ? 'First page of February disputes.' : `has_more was true; continue after ${after}.`, args);
    ch.push(tool('stripe_list_disputes', args, { status: 200, headers: { 'request-id': 'req_' + c.b62(14), 'stripe-version': '2025-02-24.acacia' }, body: { object: 'list', url: '/v1/disputes', has_more: i < pages.length - 1, data: pg.map(([id, amt, r]) => ({ id: id + c.b62(10), amount: amt, currency: 'eur', reason: r, status: 'needs_response', created: c.epoch() })) } }));
    after = pg[pg.length - 1][0] + '…';
  });
  ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, 'has_more is false after page 4, so there are 11 disputes. Totals by reason: fraudulent €116.30 (4), product_not_received €58.50 (3), subscription_canceled €14.50 (1), credit_not_processed €12.00 (1), duplicate €9.90 (1), general €6.00 (1). Grand total €217.20.')));
  for (const id of ['dp_1Qa', 'dp_1Qc', 'dp_1Qe', 'dp_1Qi']) {
    ch.push(tool('stripe_get_dispute_evidence_due', { id }, { evidence_details: { due_by: c.epoch() + 86400 * 7, has_evidence: false, submission_count: 0 } }));
  }
  ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, 'The four fraud disputes are all due for evidence within 7 days; none has evidence yet. Saving the report.', [['write_report', { path: 'reports/disputes-2026-02.md' }]])));
  ch.push(tool('write_report', { path: 'reports/disputes-2026-02.md' }, { ok: true, bytes: 1893 }));
  const root = agent('finance-copilot', { goal }, { status: 'completed' }, ch, { metadata: { framework: 'OpenAI Agents SDK' } });
  return { goal, isolates: 'Three pages with the same query shape each bring new disputes, the agent stops exactly when has_more=false, then adds a per-item check and a summary.', stagnation: false, root };
}

// Row 02: Notion database query with cursors, four pages; the model repeats its preamble but tallies new items each time.
function r2(c) {
  const goal = 'From the "Hiring pipeline" Notion database, find every candidate in stage "Onsite" for the Platform team and draft a scheduling note.';
  const ch = []; const names = [['Aiko Tanaka', 'Onsite'], ['Ben Ochieng', 'Phone screen'], ['Clara Nunes', 'Onsite'], ['Dev Patel', 'Offer'], ['Elif Kaya', 'Onsite'], ['Finn Murphy', 'Rejected'], ['Grace Liu', 'Onsite'], ['Hugo Meyer', 'Onsite'], ['Ines Rocha', 'Phone screen'], ['Jonas Berg', 'Onsite'], ['Kai Schmidt', 'Onsite'], ['Lena Horvat', 'Offer'], ['Mateo Ruiz', 'Onsite']];
  let found = [];
  for (let p = 0; p < 5; p++) {
    const slice = names.slice(p * 3, p * 3 + 3);
    ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, p === 0 ? 'Query the database filtered to the Platform team.' : `Continuing with next_cursor; Onsite so far: ${found.join(', ') || 'none'}.`, [['notion_query_database', { database_id: '8f1c' + c.hex(28), filter: { property: 'Team', select: { equals: 'Platform' } }, page_size: 3, ...(p ? { start_cursor: c.uuid() } : {}) }]])));
    ch.push(tool('notion_query_database', { page_size: 3 }, { object: 'list', results: slice.map(([n, s]) => ({ object: 'page', id: c.uuid(), last_edited_time: c.isoSec(), properties: { Name: { title: [{ plain_text: n }] }, Stage: { select: { name: s } } } })), next_cursor: p < 4 ? c.uuid() : null, has_more: p < 4, request_id: c.uuid() }));
    found = found.concat(slice.filter(x => x[1] === 'Onsite').map(x => x[0]));
  }
  ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, 'No more pages. Check interviewer availability for the onsite loop.', [['calendar_freebusy', { group: 'platform-interviewers', week: '2026-W12' }]])));
  ch.push(tool('calendar_freebusy', { group: 'platform-interviewers', week: '2026-W12' }, { free_slots: ['Tue 10:00-13:00', 'Wed 14:00-17:00', 'Thu 09:00-12:00', 'Fri 13:00-16:00'] }));
  ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, `Onsite candidates (${found.length}): ${found.join(', ')}. Proposed: Tue 10:00 Aiko & Clara, Wed 14:00 Elif & Grace, Thu 09:00 Hugo & Jonas, Fri 13:00 Kai & Mateo.`, [['notion_create_page', { parent: 'Scheduling notes', title: 'Platform onsites W12' }]])));
  ch.push(tool('notion_create_page', { title: 'Platform onsites W12' }, { id: c.uuid(), url: 'https://www.notion.so/Platform-onsites-W12-' + c.hex(32) }));
  const root = agent('recruiting-assistant', { goal }, { status: 'end_turn' }, ch, { metadata: { sdk: 'anthropic' } });
  return { goal, isolates: 'Four cursor pages are requested with a near-identical preamble, but each page brings new candidates, paging stops at has_more=false and the note is written.', stagnation: false, root };
}

// Row 03: S3 ListObjectsV2 with continuation tokens, then a size report; IsTruncated false ends it.
function r3(c) {
  const goal = 'Find which prefixes under s3://orbit-backups/pg/ use the most storage and which backups are older than the 35-day retention; report both.';
  const ch = []; const m = (t, args) => ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, t, [['s3_list_objects_v2', args]])));
  const pages = [
    [['pg/orders/2026-02-10/base.tar.zst', 48.1], ['pg/orders/2026-02-24/base.tar.zst', 49.0], ['pg/orders/2026-03-10/base.tar.zst', 51.7]],
    [['pg/users/2026-01-02/base.tar.zst', 6.2], ['pg/users/2026-03-01/base.tar.zst', 6.9], ['pg/events/2025-12-28/base.tar.zst', 212.4]],
    [['pg/events/2026-02-25/base.tar.zst', 230.8], ['pg/events/2026-03-09/base.tar.zst', 236.1], ['pg/billing/2026-01-15/base.tar.zst', 22.4]],
    [['pg/billing/2026-03-05/base.tar.zst', 24.0], ['pg/audit/2025-11-30/base.tar.zst', 3.1], ['pg/audit/2026-03-02/base.tar.zst', 3.4]],
    [['pg/audit/2026-03-09/base.tar.zst', 3.5]],
  ];
  pages.forEach((pg, i) => {
    const args = { Bucket: 'orbit-backups', Prefix: 'pg/', MaxKeys: 3, ...(i ? { ContinuationToken: '1' + c.b62(40) + '==' } : {}) };
    m(i ? `IsTruncated=true; fetch the next page (${i * 3} keys so far).` : 'List the first page.', args);
    ch.push(tool('s3_list_objects_v2', args, `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>orbit-backups</Name><Prefix>pg/</Prefix><KeyCount>${pg.length}</KeyCount><MaxKeys>3</MaxKeys><IsTruncated>${i < pages.length - 1}</IsTruncated>${pg.map(([k, g]) => `<Contents><Key>${k}</Key><LastModified>${k.split('/')[2]}T03:${String(c.int(10, 59))}:00.000Z</LastModified><ETag>&quot;${c.hex(32)}-${c.int(100, 999)}&quot;</ETag><Size>${Math.round(g * 1073741824)}</Size><StorageClass>STANDARD_IA</StorageClass></Contents>`).join('')}${i < pages.length - 1 ? `<NextContinuationToken>1${c.b62(40)}==</NextContinuationToken>` : ''}</ListBucketResult>\nx-amz-request-id: ${c.hex(16).toUpperCase()}\nx-amz-id-2: ${c.b62(56)}=`));
  });
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, 'IsTruncated=false: 13 objects total. Check the lifecycle rule to see why old ones remain.', [['s3_get_bucket_lifecycle', { Bucket: 'orbit-backups' }]])));
  ch.push(tool('s3_get_bucket_lifecycle', { Bucket: 'orbit-backups' }, { Rules: [{ ID: 'expire-35d', Filter: { Prefix: 'pg/orders/' }, Status: 'Enabled', Expiration: { Days: 35 } }] }));
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, 'Only pg/orders/ is covered. Check versioning, since noncurrent versions would also hold storage.', [['s3_get_bucket_versioning', { Bucket: 'orbit-backups' }]])));
  ch.push(tool('s3_get_bucket_versioning', { Bucket: 'orbit-backups' }, { Status: 'Suspended', ResponseMetadata: { RequestId: c.hex(16).toUpperCase(), HostId: c.b62(56) } }));
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, 'Storage by prefix: pg/events 679.3 GiB, pg/orders 148.8 GiB, pg/billing 46.4 GiB, pg/users 13.1 GiB, pg/audit 10.0 GiB. Older than 35 days (before 2026-02-04): pg/events/2025-12-28, pg/users/2026-01-02, pg/billing/2026-01-15, pg/audit/2025-11-30. The lifecycle rule only covers pg/orders/ (which has nothing old), so the other prefixes never expire — extend the rule to pg/.')));
  const root = agent('cloud-cost-agent', { goal }, { status: 'completed' }, ch, { metadata: { framework: 'Semantic Kernel' } });
  return { goal, isolates: 'Three pages of ListObjectsV2 with rotating continuation tokens each list new keys, paging stops at IsTruncated=false and the result leads to a lifecycle finding.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
