import { u } from './lib.mjs';
export const family = { name: 'pagination_to_end', loop: false, stagnation: false, what: 'Pages through a source, new items each page, until it says no more; then summarises.' };
function pages(B, N, tool, sets, mkArgs, mkOut) { const out = []; sets.forEach((items, i) => { out.push(B.tool(tool, mkArgs(i), mkOut(items, i, i === sets.length - 1))); }); return out; }
export const scenarios = [
{ n: '01', domain: 'aerial silks studio waiver audit', style: 'openinference', goal: 'List all members whose liability waiver has expired.',
  isolates: 'Four pages of members via cursor, each with new names, last page has no next cursor; then summary.',
  build(N, B) { const sets = [['Ana R.', 'Bo K.'], ['Cleo M.', 'Dev P.', 'Eun J.'], ['Fay L.'], ['Gus T.']]; const ch = [B.llm([u(this.goal)], null, [{ name: 'list_members', args: { filter: 'waiver_expired' } }])];
    ch.push(...pages(B, N, 'list_members', sets, i => ({ filter: 'waiver_expired', cursor: i ? 'c' + i : null }), (it, i, last) => ({ data: it, next_cursor: last ? null : N.cursor(), request_id: N.uuid() })));
    ch.push(B.llm([u(this.goal)], `7 members have expired waivers: ${sets.flat().join(', ')}.`, []));
    return B.agent('studio_admin', this.goal, '7 expired waivers', ch); } },
{ n: '02', domain: 'heraldry registry blazon search', style: 'langsmith', goal: 'Count registered arms that contain a sable lion rampant.',
  isolates: 'Offset pagination with new records per page, final page short; agent totals them.',
  build(N, B) { const sets = [50, 50, 50, 17]; const ch = [];
    sets.forEach((n, i) => { ch.push(B.llm([u(this.goal)], i ? `Got ${sets[i - 1]} more; fetching offset ${i * 50}.` : null, [{ name: 'registry_search', args: { q: 'lion rampant sable', offset: i * 50, limit: 50 } }])); ch.push(B.tool('registry_search', { offset: i * 50 }, JSON.stringify({ count: n, first_id: `ARM-${1000 + i * 50}`, last_id: `ARM-${1000 + i * 50 + n - 1}`, has_more: i < 3, took_ms: N.ms() }))); });
    ch.push(B.llm([u(this.goal)], '167 registered arms contain a sable lion rampant.', []));
    return B.agent('herald_agent', { goal: this.goal }, { answer: 167 }, ch); } },
{ n: '03', domain: 'wind chime maker marketplace reviews', style: 'vercel-ai', goal: 'Summarise complaints in this month\'s reviews of the bamboo chimes.',
  isolates: 'Page-numbered review pages each with different reviews until total_pages reached; summary of themes.',
  build(N, B) { const sets = [['cord snapped after storm', 'lovely tone'], ['arrived cracked', 'too quiet'], ['cord frayed in 3 weeks']]; const ch = [];
    sets.forEach((rv, i) => { ch.push(B.llm([u(this.goal)], null, [{ name: 'fetchReviews', args: { sku: 'BAM-CH-6', page: i + 1 } }])); ch.push(B.tool('fetchReviews', { page: i + 1 }, { page: i + 1, total_pages: 3, reviews: rv.map(t => ({ id: N.b62(10), text: t, date: N.isoNoMs() })) })); });
    ch.push(B.llm([u(this.goal)], 'Main complaints: the cord wears out or snaps (2), breakage in shipping (1), volume (1).', []));
    return B.agent('review-summary', { prompt: this.goal }, { text: 'cord durability is the main complaint' }, ch); } },
{ n: '04', domain: 'charcuterie curing room sensor export', style: 'plain', goal: 'Find any hour in the last 3 days when curing room 2 humidity fell below 70%.',
  isolates: 'Time-series API with continuation tokens returns successive time windows; last page has no token; agent reports two dips.',
  build(N, B) { const wins = [['Mon 00:00', 'Mon 23:00', null], ['Tue 00:00', 'Tue 23:00', 'Tue 14:00 68.2%'], ['Wed 00:00', 'Wed 23:00', 'Wed 03:00 69.5%']]; const ch = [];
    wins.forEach(([f, t, dip], i) => { ch.push(B.llm([u(this.goal)], null, [{ name: 'query_sensor', args: { room: 2, metric: 'rh', continuation: i ? N.b62(16) : undefined } }])); ch.push(B.tool('query_sensor', { room: 2 }, { from: f, to: t, points: 24, min_rh: dip ? parseFloat(dip.split(' ')[2]) : 73.1, min_at: dip, continuation_token: i < 2 ? N.b62(16) : null })); });
    ch.push(B.llm([u(this.goal)], 'Two dips below 70%: Tue 14:00 (68.2%) and Wed 03:00 (69.5%).', []));
    return B.agent('cave_monitor', this.goal, 'two dips', ch); } },
{ n: '05', domain: 'cigar humidor locker renewals', style: 'anthropic', goal: 'Email a renewal reminder list: lockers expiring in December.',
  isolates: 'Link-header pagination over a REST API with new locker numbers per page, then stops when no rel="next".',
  build(N, B) { const sets = [['L-04', 'L-11', 'L-12'], ['L-19', 'L-27'], ['L-33']]; const ch = [];
    sets.forEach((it, i) => { ch.push(B.llm([u(this.goal)], null, [{ name: 'http_get', args: { url: `https://lockers.example/api/leases?expires=2025-12&page=${i + 1}` } }])); ch.push(B.tool('http_get', {}, `HTTP/1.1 200 OK\nDate: ${N.http()}\nLink: ${i < 2 ? `<https://lockers.example/api/leases?expires=2025-12&page=${i + 2}>; rel="next"` : '<https://lockers.example/api/leases?expires=2025-12&page=1>; rel="first"'}\nX-Request-Id: ${N.uuid()}\n\n${JSON.stringify(it)}`)); });
    ch.push(B.llm([u(this.goal)], 'Six lockers expire in December: L-04, L-11, L-12, L-19, L-27, L-33.', [{ name: 'send_email', args: { to: 'manager@humidor.example', subject: 'December renewals' } }]), B.tool('send_email', {}, '250 OK'));
    return B.agent('locker-assistant', this.goal, 'sent', ch); } },
{ n: '06', domain: 'ukulele rental fleet overdue returns', style: 'logfire', goal: 'Make a list of ukuleles overdue by more than 7 days.',
  isolates: 'Keyset pagination (after_id) returns new rentals each page; empty page ends it; list made.',
  build(N, B) { const sets = [['U-101', 'U-118'], ['U-140'], ['U-202', 'U-215'], []]; const ch = [];
    sets.forEach((it, i) => { ch.push(B.llm([u(this.goal)], null, [{ name: 'overdue_rentals', args: { min_days: 7, after_id: i ? sets[i - 1].slice(-1)[0] || 'U-202' : null } }])); ch.push(B.tool('overdue_rentals', {}, { items: it, server_time: N.epoch() })); });
    ch.push(B.llm([u(this.goal)], 'Overdue >7 days: U-101, U-118, U-140, U-202, U-215.', []));
    return B.agent('rental_desk', this.goal, '5 overdue', ch); } },
];
