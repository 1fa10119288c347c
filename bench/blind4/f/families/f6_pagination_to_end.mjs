import { A, L, T } from '../lib.mjs';

export const family = 'pagination-new-items-to-end';
export const kind = 'paging-ok';
export const loop = false;
export const stagnation = false;
export const isolates =
  'Healthy pagination: every page returns new items and the agent stops at the end of the list (at most one empty final page), then uses the results.';

// ---------------------------------------------------------------- coding (GitHub issues, Link header)
function coding(n) {
  n.at('2024-05-08T10:00:00Z');
  const t1 = ['Crash when', 'Wrong total when', 'Timeout while', 'Off-by-one in pagination when', 'Memory spike when', 'Null pointer when'];
  const t2 = ['exporting CSV with unicode names', 'invoice has zero line items', 'syncing >10k rows', 'currency is JPY', 'webhook retries overlap', 'tax rate is missing', 'customer has no email'];
  let num = n.int(1180, 1200);
  const mk = (i) => { num += n.int(1, 9); return { number: num, title: `${t1[i % 6]} ${t2[(i * 4) % 7]}`, labels: ['bug', ...(i % 3 === 0 ? ['p1'] : [])], comments: n.int(0, 14), created_at: (n.step(20000, 200000), n.isoSec()) }; };
  const is = Array.from({ length: 24 }, (_, i) => mk(i));
  const link = (p) => `<https://api.github.com/repos/acme/invoicer/issues?labels=bug&state=open&per_page=10&page=${p + 1}>; rel="next", <https://api.github.com/repos/acme/invoicer/issues?labels=bug&state=open&per_page=10&page=3>; rel="last"`;
  const kids = [
    L('claude-3-5-sonnet', 'I will list all open bug issues (10 per page) and follow the Link header until there is no rel="next", then bucket them by component.'),
    T('github_list_issues', { owner: 'acme', repo: 'invoicer', labels: 'bug', state: 'open', per_page: 10, page: 1 }, { status: 200, link: link(1), items: is.slice(0, 10) }),
    T('github_list_issues', { owner: 'acme', repo: 'invoicer', labels: 'bug', state: 'open', per_page: 10, page: 2 }, { status: 200, link: link(2), items: is.slice(10, 20) }),
    T('github_list_issues', { owner: 'acme', repo: 'invoicer', labels: 'bug', state: 'open', per_page: 10, page: 3 }, { status: 200, link: '<https://api.github.com/repos/acme/invoicer/issues?labels=bug&state=open&per_page=10&page=2>; rel="prev", <https://api.github.com/repos/acme/invoicer/issues?labels=bug&state=open&per_page=10&page=1>; rel="first"', items: is.slice(20) }),
    L('claude-3-5-sonnet', 'No rel="next" on page 3, so that is all 24 open bugs. Grouping: export (7), invoicing totals (6), sync/perf (6), webhooks (5). Eight are tagged p1.'),
    T('write_file', { path: 'docs/triage/2024-05-08-bugs.md', content: '# Open bugs (24)\n\n## export (7)\n...\n## webhooks (5)\n...' }, 'Wrote 1,942 bytes to docs/triage/2024-05-08-bugs.md'),
  ];
  return {
    domain: 'coding agent', style: 'coding agent',
    goal: 'Go through all open issues labeled bug in acme/invoicer and write a triage summary grouped by component into docs/triage/.',
    root: A('coding-agent', null, 'Wrote docs/triage/2024-05-08-bugs.md covering all 24 open bugs (8 p1), grouped into 4 components.', kids),
    meta: { tool: 'github_list_issues', items: (o) => o.items.map((x) => x.number) },
  };
}

// ---------------------------------------------------------------- data engineering (S3 ListObjectsV2 continuation tokens)
function dataeng(n) {
  n.at('2024-06-02T01:30:00Z');
  const hours = [];
  for (let d = 1; d <= 1; d++) for (let h = 0; h < 23; h++) hours.push(`dt=2024-06-0${d}/hr=${String(h).padStart(2, '0')}`);
  const obj = (k) => ({ Key: `raw/clickstream/${k}/part-00000-${n.uuid()}.snappy.parquet`, Size: n.int(18_000_000, 142_000_000), LastModified: (n.step(3000, 3700), n.isoSec()), ETag: `"${n.hex(32)}"` });
  const objs = hours.map(obj);
  const toks = [n.b64(88), n.b64(88), n.b64(88)];
  const page = (i, items, last) => ({ IsTruncated: !last, KeyCount: items.length, MaxKeys: 6, ...(last ? {} : { NextContinuationToken: toks[i] }), Contents: items, ResponseMetadata: { RequestId: n.HEX(16), HTTPStatusCode: 200 } });
  const base = { Bucket: 'acme-datalake-prod', Prefix: 'raw/clickstream/dt=2024-06-01/', MaxKeys: 6 };
  const kids = [
    L('ChatOpenAI', 'List every object under the 2024-06-01 prefix (following NextContinuationToken), then register one partition per hour present.'),
    T('s3_list_objects_v2', base, page(0, objs.slice(0, 6), false)),
    T('s3_list_objects_v2', { ...base, ContinuationToken: toks[0] }, page(1, objs.slice(6, 12), false)),
    T('s3_list_objects_v2', { ...base, ContinuationToken: toks[1] }, page(2, objs.slice(12, 18), false)),
    T('s3_list_objects_v2', { ...base, ContinuationToken: toks[2] }, page(3, objs.slice(18), true)),
    L('ChatOpenAI', 'IsTruncated=false after 23 objects: hours 00-22 are present, hr=23 is missing (late upload). Registering 23 partitions and flagging hr=23.'),
    T('athena_start_query', { database: 'raw', sql: "MSCK REPAIR TABLE clickstream", workgroup: 'etl' }, { QueryExecutionId: n.uuid(), State: 'SUCCEEDED', DataScannedInBytes: 0, EngineExecutionTimeInMillis: n.int(3000, 9000) }),
    T('slack_post', { channel: '#data-alerts', text: 'clickstream 2024-06-01: 23/24 hourly files present, hr=23 missing. Partitions registered.' }, { ok: true, ts: n.slackTs() }),
  ];
  return {
    domain: 'data engineering', style: 'LangGraph nodes',
    goal: "Check yesterday's clickstream drop in S3 (2024-06-01), register the Athena partitions, and flag any missing hours.",
    root: A('lake_ingest_graph', null, 'Registered partitions for 2024-06-01 (23 hourly files). hr=23 is missing and was flagged in #data-alerts.', kids),
    meta: { tool: 's3_list_objects_v2', items: (o) => o.Contents.map((x) => x.Key) },
  };
}

// ---------------------------------------------------------------- SRE (PagerDuty offset/more)
function sre(n) {
  n.at('2024-04-01T09:00:00Z');
  const svcs = ['checkout-api', 'payments-api', 'search', 'auth', 'notifications'];
  const inc = () => { n.step(20000, 250000); return { id: `Q${n.alnum(13).toUpperCase()}`, incident_number: n.int(9100, 9400), title: `${n.pick(['High error rate', 'Latency SLO burn', 'Pod crash loop', 'Disk pressure'])} on ${n.pick(svcs)}`, urgency: n.pick(['high', 'low']), created_at: n.isoSec(), resolved_after_min: n.int(4, 310) }; };
  const all = Array.from({ length: 23 }, inc);
  const pg = (off, items, more) => ({ incidents: items, limit: 10, offset: off, more, total: null });
  const q = { since: '2024-03-01T00:00:00Z', until: '2024-03-31T23:59:59Z', team_ids: ['PT4KHLK'], limit: 10 };
  const kids = [
    T('pagerduty_list_incidents', { ...q, offset: 0 }, pg(0, all.slice(0, 10), true)),
    T('pagerduty_list_incidents', { ...q, offset: 10 }, pg(10, all.slice(10, 20), true)),
    T('pagerduty_list_incidents', { ...q, offset: 20 }, pg(20, all.slice(20), false)),
    L('gemini-1.5-pro', `Fetched all March incidents for the platform team (more=false on the 3rd page): 23 total. Median time to resolve ${n.int(28, 55)} min; checkout-api and payments-api account for most high-urgency pages.`),
    T('confluence_create_page', { space: 'SRE', parent: 'Monthly Ops Reviews', title: 'March 2024 incident review', body_format: 'storage' }, { id: String(n.int(880000000, 889999999)), url: 'https://acme.atlassian.net/wiki/spaces/SRE/pages/884102233' }),
  ];
  return {
    domain: 'SRE/on-call', style: 'plain function-calling agent',
    goal: "Pull every PagerDuty incident for the platform team in March and draft the monthly ops review page.",
    root: A('ops-review-bot', null, 'Drafted "March 2024 incident review" in Confluence from all 23 March incidents.', kids),
    meta: { tool: 'pagerduty_list_incidents', items: (o) => o.incidents.map((x) => x.id) },
  };
}

// ---------------------------------------------------------------- travel (pages then one empty final page)
function travel(n) {
  n.at('2024-07-10T12:00:00Z');
  const names = ['Casa do Rio', 'Hotel Baixa Prime', 'Alfama Patio', 'LX Boutique', 'Memmo Príncipe Real', 'Lisboa Pessoa', 'Hotel Avenida Palace', 'Dear Lisbon Palace', 'The Lumiares', 'Bairro Alto Hotel', 'Santiago de Alfama', 'Torel Palace', 'Hotel Britania', 'Chiado 16'];
  const mk = (nm) => ({ id: `h_${n.hex(8)}`, name: nm, neighborhood: n.pick(['Baixa', 'Alfama', 'Chiado', 'Príncipe Real', 'Avenida']), price_per_night_eur: n.int(120, 340), review_score: (n.int(80, 96) / 10).toFixed(1), free_cancellation: n.r() > 0.3 });
  const hs = names.map(mk);
  const q = { destination: 'Lisbon', checkin: '2024-09-12', checkout: '2024-09-15', adults: 2, page_size: 5 };
  const kids = [
    L('claude-3-haiku', "Lisbon in September, how fun! Let me pull all the available hotels for your dates so I can shortlist the best ones for you."),
    T('hotel_search', { ...q, page: 1 }, { page: 1, results: hs.slice(0, 5), search_session: n.uuid() }),
    T('hotel_search', { ...q, page: 2 }, { page: 2, results: hs.slice(5, 10), search_session: n.uuid() }),
    T('hotel_search', { ...q, page: 3 }, { page: 3, results: hs.slice(10), search_session: n.uuid() }),
    T('hotel_search', { ...q, page: 4 }, { page: 4, results: [], search_session: n.uuid() }),
    L('claude-3-haiku', "That's everything — 14 hotels in total (page 4 came back empty). Here are my top three with free cancellation and 9+ reviews, sorted by price!"),
    T('save_shortlist', { trip_id: 'trip_LIS_0912', hotel_ids: hs.filter((h) => h.free_cancellation).slice(0, 3).map((h) => h.id) }, { saved: 3 }),
  ];
  return {
    domain: 'travel', style: 'chatty assistant',
    goal: 'Find hotels in Lisbon for Sept 12-15 for two adults and shortlist the best three with free cancellation.',
    root: A('Trip Concierge', null, 'Shortlisted 3 Lisbon hotels with free cancellation out of 14 available for Sept 12-15.', kids),
    meta: { tool: 'hotel_search', items: (o) => o.results.map((x) => x.id) },
  };
}

// ---------------------------------------------------------------- marketing ops (cursor pages, bulk add per page)
function marketing(n) {
  n.at('2024-03-18T16:00:00Z');
  const first = ['ana', 'ben', 'chloe', 'dev', 'eli', 'fatima', 'gus', 'hiro', 'ines', 'jon', 'kira', 'leo'];
  const doms = ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.com', 'icloud.com'];
  const counts = [8, 8, 8, 8, 5];
  const cursors = counts.map(() => n.b64(24));
  const kids = [
    L('claude-3-5-sonnet', 'I will page through contacts who attended the March webinar (cursor-based, 8 per page), exclude bounced addresses, and add the rest to the nurture list page by page.'),
  ];
  let total = 0, excluded = 0;
  counts.forEach((c, p) => {
    const contacts = Array.from({ length: c }, (_, i) => ({ id: `cnt_${n.hex(10)}`, email: `${first[(p * 5 + i) % 12]}.${n.alnum(4)}@${n.pick(doms)}`, bounced: n.r() < 0.12 }));
    const out = { contacts, ...(p < counts.length - 1 ? { next_cursor: cursors[p] } : { next_cursor: null }) };
    kids.push(T('list_contacts', { filter: { event: 'webinar-2024-03-14', attended: true }, limit: 8, ...(p ? { cursor: cursors[p - 1] } : {}) }, out));
    const keep = contacts.filter((x) => !x.bounced);
    total += keep.length; excluded += c - keep.length;
    kids.push(T('add_to_list', { list_id: 'lst_nurture_q2', contact_ids: keep.map((x) => x.id) }, { added: keep.length, job_id: `job_${n.hex(8)}` }));
    const note = [
      `Page 1: ${keep.length} added, ${c - keep.length} bounced skipped. There is a next_cursor, continuing.`,
      `Page 2 brought ${c} new attendees; running total ${total}.`,
      `Third page: mostly gmail/outlook addresses, ${keep.length} added.`,
      `Page 4 done (${total} added so far, ${excluded} bounced excluded).`,
      `Last page had ${c} contacts and next_cursor is null, so the list is complete.`,
    ][p];
    kids.push(L('claude-3-5-sonnet', note));
  });
  kids.push(T('enroll_sequence', { list_id: 'lst_nurture_q2', sequence: 'seq_webinar_followup', start: '2024-03-19T14:00:00Z' }, { enrolled: total, status: 'scheduled' }));
  return {
    domain: 'marketing ops', style: 'marketing ops agent',
    goal: "Add everyone who attended last week's webinar to the Q2 nurture list (skip bounced emails) and enroll them in the follow-up sequence.",
    root: A('growth-ops-agent', null, `Added ${total} webinar attendees to lst_nurture_q2 (${excluded} bounced skipped) and scheduled the follow-up sequence for Mar 19.`, kids),
    meta: { tool: 'list_contacts', items: (o) => o.contacts.map((x) => x.id) },
  };
}

// ---------------------------------------------------------------- insurance (short; one empty final page)
function insurance(n) {
  n.at('2024-02-20T14:30:00Z');
  const mk = () => ({ claim: `CLM-2024-${n.digits(6)}`, insured: n.pick(['R. Patel', 'S. Moreau', 'T. Greene', 'L. Ibarra', 'K. Osei', 'M. Weber']), type: n.pick(['auto', 'property', 'auto']), days_open: n.int(31, 88), reserve_usd: n.int(2, 60) * 500 });
  const c = Array.from({ length: 9 }, mk);
  const kids = [
    T('claims_search', JSON.stringify({ adjuster: 'kmiller', status: 'open', min_days_open: 30, page: 1, size: 6 }), { page: 1, size: 6, claims: c.slice(0, 6) }),
    T('claims_search', JSON.stringify({ adjuster: 'kmiller', status: 'open', min_days_open: 30, page: 2, size: 6 }), { page: 2, size: 6, claims: c.slice(6) }),
    T('claims_search', JSON.stringify({ adjuster: 'kmiller', status: 'open', min_days_open: 30, page: 3, size: 6 }), { page: 3, size: 6, claims: [] }),
    L('gpt-4-turbo', `K. Miller has 9 claims open more than 30 days; the oldest is ${Math.max(...c.map((x) => x.days_open))} days. Total reserves $${String(c.reduce((a, x) => a + x.reserve_usd, 0)).replace(/\B(?=(\d{3})+$)/g, ',')}.`),
  ];
  return {
    domain: 'insurance claims', style: 'terse function-calling agent',
    goal: 'List all claims assigned to adjuster K. Miller that have been open longer than 30 days.',
    root: A('claims-desk', null, `9 open claims over 30 days for K. Miller: ${c.map((x) => x.claim).join(', ')}.`, kids),
    meta: { tool: 'claims_search', items: (o) => o.claims.map((x) => x.claim) },
  };
}

export const scenarios = [coding, dataeng, sre, travel, marketing, insurance];
