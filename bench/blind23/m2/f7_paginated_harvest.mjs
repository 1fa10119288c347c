// Healthy: pagination that brings new items on every page until the source says there is no more,
// then a summary.
export const family = 'paginated_harvest';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'bookbinding classes', style: 'goose',
    isolates: 'The agent pages through class enrolments with a CLI (3 pages, different learners each time, next_page null on the last) and then reports which classes are under-filled.',
    goal: 'List all enrolments for the spring bookbinding classes at the Paper & Thread studio and tell me which classes have fewer than 4 people (we cancel those).',
    build: (n) => {
      const page = (p, rows, next) => ({ name: 'developer__shell', args: { command: `pt-cli enrolments list --term spring-25 --page-size 6${p > 1 ? ' --page ' + p : ''} --output table` }, out: `CLASS                  LEARNER            PAID   ENROLLED\n${rows.map((r) => `${r[0].padEnd(22)} ${r[1].padEnd(18)} ${r[2].padEnd(6)} ${n.sql(n.now() - n.int(2, 40) * 86400000)}`).join('\n')}\n-- page ${p}/3 · ${rows.length} rows · next_page: ${next} · fetched in ${n.int(90, 600)}ms (api ${n.host('pt')})` });
      return {
        app: 'paper-and-thread-ops', cwd: '/home/raj/paper-and-thread',
        system: 'You are goose, an AI agent. Use the developer extension to run shell commands.',
        steps: [
          () => ({ say: 'Fetching the first page of spring enrolments.', calls: [page(1, [['Coptic stitch (Sat)', 'Imogen Pryce', 'yes'], ['Coptic stitch (Sat)', 'Dev Malhotra', 'yes'], ['Coptic stitch (Sat)', 'Lena Fischer', 'yes'], ['Japanese stab (Wed)', 'Tom Ashby', 'yes'], ['Japanese stab (Wed)', 'Grace Obi', 'no'], ['Coptic stitch (Sat)', 'Ruth Kane', 'yes']], 2)] }),
          () => ({ say: 'Page 1 is mostly Coptic stitch. Getting page 2.', calls: [page(2, [['Japanese stab (Wed)', 'Sam Whitlow', 'yes'], ['Leather rebinding', 'Marta Nowak', 'yes'], ['Leather rebinding', 'Ian Crewe', 'yes'], ['Box making (Sun)', 'Priti Shah', 'yes'], ['Box making (Sun)', 'Jo Bell', 'yes'], ['Box making (Sun)', 'Alan Reed', 'yes']], 3)] }),
          () => ({ say: 'Page 2 adds leather rebinding and box making. Getting the last page.', calls: [page(3, [['Box making (Sun)', 'Cleo Hart', 'yes'], ['Leather rebinding', 'Owen Price', 'no'], ['Marbling intro', 'Hana Sato', 'yes']], 'null')] }),
        ],
        final: 'All 15 enrolments fetched (3 pages). Counts: Coptic stitch (Sat) 4, Box making (Sun) 4, Japanese stab (Wed) 3, Leather rebinding 3, Marbling intro 1. Under 4: Japanese stab (Wed), Leather rebinding and Marbling intro.',
      };
    },
  },
  {
    id: '02', domain: 'e-waste collection', style: 'braintrust',
    isolates: 'Pickup records are fetched through four cursor pages, each with new pickups and a new cursor, until has_more=false; the agent then totals weight by category.',
    goal: 'Total the kilograms of e-waste collected last week by category (IT, small appliances, CRT screens, batteries) from the pickups API for our WEEE report.',
    build: (n) => {
      const pg = (cur, items, more) => ({ name: 'list_pickups', args: { week: 'last', limit: 4, ...(cur ? { cursor: cur } : {}) }, out: { data: items.map(([id, cat, kg]) => ({ id: 'pu_' + id, category: cat, weight_kg: kg, depot: n.pick(['Ashford', 'Maidstone']), weighed_at: n.isoS(n.now() - n.int(1, 6) * 86400000) })), has_more: more, next_cursor: more ? n.cursor() : null, request_id: n.reqId('req_') } });
      return {
        app: 'weee-reporting', tags: ['weee', 'weekly'],
        system: 'You compile WEEE compliance figures for a regional e-waste collector.',
        steps: [
          () => ({ say: '', calls: [pg(null, [['8812', 'IT', 212.5], ['8813', 'small_appliances', 96.0], ['8815', 'CRT', 340.2], ['8816', 'IT', 58.4]], true)] }),
          () => ({ say: 'First page: 4 pickups. Following the cursor.', calls: [pg('c1', [['8820', 'batteries', 41.7], ['8821', 'IT', 130.9], ['8824', 'small_appliances', 77.3], ['8825', 'CRT', 205.0]], true)] }),
          () => ({ say: 'Page 2 adds the first battery pickup. Next page.', calls: [pg('c2', [['8829', 'IT', 88.1], ['8830', 'batteries', 12.4], ['8833', 'small_appliances', 140.6], ['8834', 'IT', 301.0]], true)] }),
          () => ({ say: 'Page 3 done; 12 pickups so far. Next page.', calls: [pg('c3', [['8839', 'CRT', 98.8], ['8840', 'small_appliances', 33.1]], false)] }),
        ],
        final: 'Last week: 14 pickups. IT 790.9 kg, small appliances 347.0 kg, CRT screens 644.0 kg, batteries 54.1 kg; total 1,836.0 kg.',
      };
    },
  },
  {
    id: '03', domain: 'obstacle course races', style: 'vercel',
    isolates: 'Participant waivers are listed page by page (offset 0, 50, 100, 150), each page with different participants, until a short final page; the agent then lists who has no signed waiver.',
    goal: 'Before Saturday\'s MudLine 10K, find every registered participant in the 09:00 wave who has not signed the liability waiver.',
    build: (n) => {
      const pg = (off, total, unsigned) => ({ name: 'listParticipants', args: { wave: '09:00', limit: 50, offset: off }, out: { offset: off, returned: total, unsigned_waivers: unsigned, next: total === 50 ? `/v1/participants?wave=0900&limit=50&offset=${off + 50}` : null, served_by: n.host('reg'), 'x-ratelimit-remaining': n.int(80, 119) } });
      return {
        app: 'mudline-race-ops', tools: ['listParticipants', 'sendReminder'],
        system: 'You support race-day operations for MudLine obstacle races.',
        steps: [
          () => ({ say: '', calls: [pg(0, 50, [{ bib: 9012, name: 'Chris Molloy' }])] }),
          () => ({ say: '', calls: [pg(50, 50, [{ bib: 9077, name: 'Aisling Burke' }, { bib: 9081, name: 'Reza Karimi' }])] }),
          () => ({ say: '', calls: [pg(100, 50, [])] }),
          () => ({ say: 'Three full pages so far; fetching the next one.', calls: [pg(150, 23, [{ bib: 9166, name: 'Jonas Lindqvist' }])] }),
        ],
        final: '173 participants in the 09:00 wave; 4 have not signed the waiver: Chris Molloy (9012), Aisling Burke (9077), Reza Karimi (9081), Jonas Lindqvist (9166).',
      };
    },
  },
  {
    id: '04', domain: 'puzzle hunts', style: 'n8n',
    isolates: 'The n8n agent pages through answer submissions via an HTTP Request tool (page tokens change, new teams each page) until nextPageToken is absent, then ranks the teams.',
    goal: 'Which teams have solved the metapuzzle "The Clockmaker\'s Ledger" in this weekend\'s Riverside Puzzle Hunt, in order of solve time?',
    build: (n) => {
      const pg = (tok, subs, next) => ({ name: 'http_request_tool', node: 'Get Submissions', args: { url: 'https://hunt.riverside-puzzles.org/api/submissions', puzzle: 'clockmakers-ledger', pageToken: tok }, out: { submissions: subs.map(([team, correct, t]) => ({ team, correct, submitted_at: t, id: n.hex(12) })), ...(next ? { nextPageToken: n.alnum(24) } : {}), serverTime: n.epochMs() } });
      return {
        app: 'Hunt HQ assistant',
        system: 'You help Hunt HQ answer questions about submissions. Use Get Submissions (paged) to read answer submissions.',
        steps: [
          () => ({ say: '', calls: [pg('', [['Red Herrings', true, 'Sat 16:42:10'], ['Team Enigma', false, 'Sat 17:01:55'], ['Cryptic Crew', false, 'Sat 17:20:03']], true)] }),
          () => ({ say: '', calls: [pg('p2', [['Team Enigma', true, 'Sat 18:15:40'], ['The Lost Keys', false, 'Sat 19:02:11'], ['Cryptic Crew', true, 'Sat 21:47:29']], true)] }),
          () => ({ say: 'Two pages read, 2 more solves found. Continuing.', calls: [pg('p3', [['The Lost Keys', true, 'Sun 09:13:02'], ['Quarks', false, 'Sun 10:00:41']], false)] }),
        ],
        final: 'Four teams solved The Clockmaker\'s Ledger: 1. Red Herrings (Sat 16:42), 2. Team Enigma (Sat 18:15), 3. Cryptic Crew (Sat 21:47), 4. The Lost Keys (Sun 09:13). Quarks has not solved it yet.',
      };
    },
  },
  {
    id: '05', domain: 'window blinds installers', style: 'oai_agents',
    isolates: 'Open installation jobs are pulled from a field-service API through Link-header pages 1-3, each returning different jobs, until no rel="next"; the agent then groups them by installer.',
    goal: 'How many open installation jobs does each of our blind fitters have booked for next week? Use the field-service system.',
    build: (n) => {
      const pg = (p, jobs, last) => ({ name: 'fsm_get', args: { path: '/api/v3/jobs', query: { status: 'open', week: 'next', page: p, per_page: 5 } }, out: JSON.stringify({ status: 200, headers: { link: last ? `<https://fsm.shadeline.example/api/v3/jobs?page=${p - 1}>; rel="prev"` : `<https://fsm.shadeline.example/api/v3/jobs?page=${p + 1}>; rel="next"`, 'x-total-count': '12', date: n.http(), 'x-request-id': n.uuid() }, body: jobs.map(([id, fitter, what]) => ({ job: 'J' + id, fitter, product: what })) }) });
      return {
        app: 'Shadeline scheduling', agentName: 'Scheduling Assistant',
        system: 'You answer scheduling questions for Shadeline Blinds using the field-service API.',
        steps: [
          () => ({ say: '', calls: [pg(1, [['3310', 'Kelly', 'roller x4'], ['3311', 'Marcus', 'venetian x2'], ['3314', 'Kelly', 'vertical x6'], ['3315', 'Ade', 'roman x1'], ['3317', 'Marcus', 'roller x3']], false)] }),
          () => ({ say: '', calls: [pg(2, [['3320', 'Ade', 'blackout x2'], ['3322', 'Kelly', 'roller x2'], ['3323', 'Ade', 'perfect-fit x5'], ['3325', 'Marcus', 'shutters x2'], ['3327', 'Ade', 'roller x1']], false)] }),
          () => ({ say: 'Page 2 had a next link too; fetching page 3.', calls: [pg(3, [['3330', 'Kelly', 'venetian x3'], ['3331', 'Marcus', 'roman x2']], true)] }),
        ],
        final: 'Next week\'s 12 open installations: Kelly 4 jobs, Ade 4 jobs, Marcus 4 jobs.',
      };
    },
  },
  {
    id: '06', domain: 'petting farm ticket app', style: 'cline',
    isolates: 'The coding agent pages the Sentry issues API with gh-style cursors (three pages, new issues each time, results="false" on the last) and then picks the top crash to fix.',
    goal: 'Find the most frequent unresolved crash in the Meadowbank Petting Farm ticket app (Sentry project meadowbank-tickets) over the last 14 days and tell me where in the code it comes from.',
    build: (n) => {
      const pg = (cur, issues, more) => ({ name: 'execute_command', args: { command: `curl -s -D - -H "Authorization: Bearer $SENTRY_TOKEN" "https://sentry.io/api/0/projects/meadowbank/meadowbank-tickets/issues/?query=is:unresolved&statsPeriod=14d${cur ? '&cursor=' + cur : ''}" | head -c 1500`, requires_approval: 'false' }, out: `HTTP/2 200\nlink: <...>; rel="previous"; results="${cur ? 'true' : 'false'}", <...>; rel="next"; results="${more}"; cursor="0:${n.int(1, 9) * 25}:0"\nx-sentry-rate-limit-remaining: ${n.int(20, 99)}\ndate: ${n.http()}\n\n${JSON.stringify(issues.map(([id, title, count, culprit]) => ({ id, title, count: String(count), culprit, lastSeen: n.iso(n.now() - n.int(1, 90) * 3600000) })))}` });
      return {
        app: 'meadowbank-tickets',
        system: 'You are Cline, a highly skilled software engineer.',
        steps: [
          () => ({ say: 'Fetching unresolved issues from Sentry, first page.', calls: [pg('', [['5102', 'TypeError: Cannot read properties of undefined (reading \'slots\')', 412, 'src/booking/SlotPicker.tsx in renderDay'], ['5098', 'ChunkLoadError: Loading chunk 7 failed', 88, 'webpack/runtime']], 'true')] }),
          () => ({ say: 'Page 1 has the SlotPicker error at 412. Checking the next page for anything bigger.', calls: [pg('0:25:0', [['5110', 'Error: Stripe PaymentIntent requires_action', 601, 'src/checkout/pay.ts in confirmPayment'], ['5077', 'RangeError: Invalid time value', 39, 'src/utils/dates.ts in formatVisit']], 'true')] }),
          () => ({ say: 'Page 2 has a larger one: the Stripe requires_action error at 601. One more page.', calls: [pg('0:50:0', [['5121', 'AbortError: The user aborted a request.', 17, 'src/api/client.ts']], 'false')] }),
          () => ({ say: 'That was the last page. Opening the culprit file for the top crash.', calls: [{ name: 'read_file', args: { path: 'src/checkout/pay.ts' }, out: 'export async function confirmPayment(pi: PaymentIntent) {\n  const res = await stripe.confirmCardPayment(pi.client_secret);\n  if (res.paymentIntent?.status !== "succeeded") {\n    throw new Error(`Stripe PaymentIntent ${res.paymentIntent?.status}`);\n  }\n  ...' }] }),
        ],
        final: 'The most frequent unresolved crash over 14 days is issue 5110 "Stripe PaymentIntent requires_action" (601 events). It comes from src/checkout/pay.ts confirmPayment(), which throws on any status other than "succeeded", so 3-D Secure payments in the requires_action state end in an error.',
      };
    },
  },
];
