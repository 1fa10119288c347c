// Family: pagination_new_items (loop: false, stagnation: false)
// Healthy: every page brings new items until the source says there are no more; then a summary.
export const family = 'pagination_new_items';

export const rows = [
  {
    id: '01', domain: 'pétanque club league', style: 'langfuse',
    isolates: 'Three pages of match results, each with new matches, until next is null; the agent then produces the league table.',
    build: (n) => {
      const pg = (p, items, next) => ({ page: p, results: items, next, count: 31, fetched: n.iso(), cf_ray: `${n.hex(16)}-CDG` });
      return {
        agent: 'boules-league-bot', tags: ['league'], system: 'You maintain the pétanque club league tables. Use list_matches.',
        goal: 'Compute the current triplettes league table (wins and point difference) for the Club Bouliste de Ménilmontant spring league.',
        steps: [
          { calls: [{ name: 'list_matches', args: { league: 'spring-triplettes-2025', page: 1 }, out: pg(1, ['Les Carreaux 13–9 La Boule Bleue', 'Pointeurs du Canal 13–11 Les Tireurs', 'La Boule Bleue 13–4 Amicale Belleville', '… 9 more'], 2) }] },
          { calls: [{ name: 'list_matches', args: { league: 'spring-triplettes-2025', page: 2 }, out: pg(2, ['Les Tireurs 13–12 Les Carreaux', 'Amicale Belleville 10–13 Pointeurs du Canal', '… 10 more'], 3) }] },
          { calls: [{ name: 'list_matches', args: { league: 'spring-triplettes-2025', page: 3 }, out: pg(3, ['Les Carreaux 13–6 Amicale Belleville', 'La Boule Bleue 8–13 Pointeurs du Canal', '… 5 more'], null) }] },
          { say: 'All 31 matches collected. Table: 1 Pointeurs du Canal 9 W (+27), 2 Les Carreaux 8 W (+19), 3 La Boule Bleue 6 W (+4), 4 Les Tireurs 5 W (−8), 5 Amicale Belleville 2 W (−42).' },
        ],
      };
    },
  },
  {
    id: '02', domain: 'wax seal maker orders', style: 'gemini',
    isolates: 'Cursor pagination over custom seal orders yields new orders on each page until next_page_token is absent; the agent totals brass dies to engrave.',
    build: (n) => {
      const t1 = n.alnum(24), t2 = n.alnum(24);
      return {
        agent: 'seal-workshop', system: 'You help a wax seal workshop plan engraving. Use list_orders with page_token.',
        goal: 'How many custom brass seal dies must we engrave this week, split by diameter (20, 25, 30 mm)?',
        steps: [
          { calls: [{ name: 'list_orders', args: { status: 'to_engrave', page_size: 20 }, out: { orders: [{ id: 'WS-3101', die_mm: 25, motif: 'monogram EJ' }, { id: 'WS-3104', die_mm: 30, motif: 'family crest (vector supplied)' }, { id: 'WS-3107', die_mm: 20, motif: 'bee' }, '… 17 more'], nextPageToken: t1, served: n.http() } }] },
          { calls: [{ name: 'list_orders', args: { status: 'to_engrave', page_size: 20, page_token: t1 }, out: { orders: [{ id: 'WS-3150', die_mm: 25, motif: 'wedding date 14.09.25' }, '… 19 more'], nextPageToken: t2, served: n.http() } }] },
          { calls: [{ name: 'list_orders', args: { status: 'to_engrave', page_size: 20, page_token: t2 }, out: { orders: [{ id: 'WS-3188', die_mm: 30, motif: 'college arms' }, { id: 'WS-3191', die_mm: 20, motif: 'fern' }, '… 4 more'], served: n.http() } }] },
          { say: 'There are 46 dies to engrave this week: 12 at 20 mm, 23 at 25 mm and 11 at 30 mm.' },
        ],
      };
    },
  },
  {
    id: '03', domain: 'printing ink colour matching', style: 'crewai',
    isolates: 'A CrewAI agent pages through a Pantone-match job list (offset 0, 25, 50) getting new jobs each time until the API returns fewer than the limit, then writes the mixing plan.',
    build: (n) => {
      const pg = (off, rows) => `offset=${off} limit=25 returned=${rows.length} total=58 (query ${n.ms(10, 90)}ms @ ${n.host('inkdb')})\n` + rows.join('\n');
      return {
        agent: 'Ink Room Planner', task: 'Plan tomorrow\'s spot-colour mixing', system: 'Group colour-match jobs so the ink room mixes each base once.',
        goal: 'Plan tomorrow\'s spot-colour ink mixing for the offset presses, grouped by base ink, from all open colour-match jobs.',
        steps: [
          { say: 'I need the first batch of open colour-match jobs.', calls: [{ name: 'List colour jobs', args: { status: 'open', offset: 0, limit: 25 }, out: pg(0, ['CM-7710 PMS 186 C  uncoated 4kg', 'CM-7712 PMS 300 C  coated 2kg', 'CM-7713 PMS 7621 C coated 1.5kg', '… 22 more']) }] },
          { say: 'Twenty-five of 58 returned; I need the next block of jobs.', calls: [{ name: 'List colour jobs', args: { status: 'open', offset: 25, limit: 25 }, out: pg(25, ['CM-7741 PMS 1795 C uncoated 3kg', 'CM-7744 PMS 2935 C coated 2kg', '… 23 more']) }] },
          { say: 'Eight jobs remain after offset 50.', calls: [{ name: 'List colour jobs', args: { status: 'open', offset: 50, limit: 25 }, out: pg(50, ['CM-7790 PMS 356 C coated 2.5kg', 'CM-7791 PMS 186 C coated 1kg', 'CM-7794 PMS 871 C metallic 1kg', 'CM-7795 PMS 300 C uncoated 2kg', 'CM-7796 PMS 7621 C uncoated 1kg', 'CM-7797 PMS 2935 C coated 0.5kg', 'CM-7799 PMS 1795 C coated 2kg', 'CM-7801 PMS 356 C uncoated 1kg']) }] },
          { say: 'Mix plan for 58 jobs: Rubine Red base — PMS 186, 1795, 7621 (24.5 kg total); Process Blue base — PMS 300, 2935 (19 kg); Green base — PMS 356 (8.5 kg); metallic gold 871 mixed separately (1 kg). Uncoated jobs go after coated within each base.' },
        ],
      };
    },
  },
  {
    id: '04', domain: 'Prometheus alert rule audit', style: 'pydantic',
    isolates: 'Paging a rules API by continuation token returns new alert groups on each page until the token is empty; the agent then lists the rules missing runbook links.',
    build: (n) => {
      const t1 = n.cursor({ g: 'node-exporter', o: 40 }), t2 = n.cursor({ g: 'postgres', o: 80 });
      return {
        agent: 'alert_auditor', codeFile: 'audit/alerts.py', system: 'You audit alerting rules. Every critical alert must have a runbook_url annotation.',
        goal: 'List every critical Prometheus alert rule in the production Mimir ruler that lacks a runbook_url annotation.',
        steps: [
          { calls: [{ name: 'list_rule_groups', args: { namespace: 'prod', limit: 40 }, out: { groups: [{ name: 'kubernetes-apps', critical_without_runbook: ['KubePodCrashLooping'] }, { name: 'node-exporter', critical_without_runbook: [] }, '… 8 more groups'], continue: t1, server: n.pod('mimir-ruler') } }] },
          { calls: [{ name: 'list_rule_groups', args: { namespace: 'prod', limit: 40, continue: t1 }, out: { groups: [{ name: 'postgres', critical_without_runbook: ['PostgresReplicationLagHigh', 'PostgresTooManyConnections'] }, '… 9 more groups'], continue: t2, server: n.pod('mimir-ruler') } }] },
          { calls: [{ name: 'list_rule_groups', args: { namespace: 'prod', limit: 40, continue: t2 }, out: { groups: [{ name: 'ingress-nginx', critical_without_runbook: ['NginxHigh5xxRate'] }, { name: 'cert-expiry', critical_without_runbook: [] }], continue: '', server: n.pod('mimir-ruler') } }] },
          { say: 'Four critical rules lack runbook_url: KubePodCrashLooping (kubernetes-apps), PostgresReplicationLagHigh and PostgresTooManyConnections (postgres), NginxHigh5xxRate (ingress-nginx).' },
        ],
      };
    },
  },
  {
    id: '05', domain: 'hurling club membership', style: 'mastra',
    isolates: 'Member list pages 1–4 each bring new members until has_more is false; the agent then counts lapsed juvenile registrations.',
    build: (n) => {
      const pg = (p, m, more) => ({ page: p, members: m, has_more: more, etag: n.etag(true), ts: n.isoOff(1) });
      return {
        agent: 'club-registrar', resource: 'cumann-na-gael', system: 'You help the registrar of a GAA hurling and camogie club.',
        goal: 'Which under-14 hurlers have not renewed their 2025 registration? Give the count and the team managers to notify.',
        steps: [
          { calls: [{ name: 'list_members', args: { grade: 'U14', page: 1 }, out: pg(1, [{ name: 'Cian Ó Briain', renewed_2025: true, team: 'U14 A' }, { name: 'Darragh Mulcahy', renewed_2025: false, team: 'U14 B' }, '… 23 more'], true) }] },
          { calls: [{ name: 'list_members', args: { grade: 'U14', page: 2 }, out: pg(2, [{ name: 'Oisín Lynch', renewed_2025: false, team: 'U14 A' }, '… 24 more'], true) }] },
          { calls: [{ name: 'list_members', args: { grade: 'U14', page: 3 }, out: pg(3, [{ name: 'Seán Fitzgerald', renewed_2025: true, team: 'U14 B' }, '… 24 more'], true) }] },
          { calls: [{ name: 'list_members', args: { grade: 'U14', page: 4 }, out: pg(4, [{ name: 'Tadhg Walsh', renewed_2025: false, team: 'U14 B' }, { name: 'Rory Hennessy', renewed_2025: true, team: 'U14 A' }], false) }] },
          { say: '9 of the 77 U14 hurlers have not renewed: 4 on U14 A (manager Niamh Keane) and 5 on U14 B (manager Pádraig Dunne).' },
        ],
      };
    },
  },
  {
    id: '06', domain: 'salt mine tours bookings', style: 'plain',
    isolates: 'A Link-header paginated booking API gives three pages of new tour slots until no rel="next" is present; the agent summarises capacity per language.',
    build: (n) => {
      const r = (p, rows, last) => `HTTP/2 200\ndate: ${n.http()}\nlink: ${last ? '<https://api.saltmine-tours.example/v1/slots?page=1>; rel="first"' : `<https://api.saltmine-tours.example/v1/slots?page=${p + 1}>; rel="next", <https://api.saltmine-tours.example/v1/slots?page=3>; rel="last"`}\nx-request-id: ${n.uuid()}\n\n${JSON.stringify(rows)}`;
      return {
        agent: 'mine-tour-desk', system: 'You help plan guides for underground salt mine tours.',
        goal: 'For Saturday 12 July 2025, summarise booked seats per tour language so we can roster guides.',
        steps: [
          { calls: [{ name: 'http_get', args: { url: 'https://api.saltmine-tours.example/v1/slots?date=2025-07-12&page=1' }, out: r(1, [{ slot: '09:00', lang: 'PL', booked: 34 }, { slot: '09:15', lang: 'EN', booked: 38 }, { slot: '09:30', lang: 'DE', booked: 21 }], false) }] },
          { calls: [{ name: 'http_get', args: { url: 'https://api.saltmine-tours.example/v1/slots?date=2025-07-12&page=2' }, out: r(2, [{ slot: '11:00', lang: 'EN', booked: 40 }, { slot: '11:30', lang: 'FR', booked: 17 }, { slot: '12:00', lang: 'PL', booked: 29 }], false) }] },
          { calls: [{ name: 'http_get', args: { url: 'https://api.saltmine-tours.example/v1/slots?date=2025-07-12&page=3' }, out: r(3, [{ slot: '14:00', lang: 'EN', booked: 36 }, { slot: '15:00', lang: 'IT', booked: 12 }], true) }] },
          { say: 'Saturday 12 July: English 114 seats over 3 tours, Polish 63 over 2, German 21, French 17, Italian 12 — 8 tours in total, so 8 guide slots including 3 English-speaking guides.' },
        ],
      };
    },
  },
];
