// Healthy 2: pagination where every page brings new items until the source says there is no more, then a summary.
import { render } from './lib.mjs';
export const family = 'pages_until_exhausted';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 Gaelic football club membership renewals — LangGraph
  (R) => {
    const mk = (names, status) => names.map((n) => ({ member: n, grade: R.pick(['adult playing', 'juvenile', 'social', 'family']), renewal: R.pick(status), paid_on: R.date(R.adv(3600, 200000)) }));
    const sp = {
      model: 'gpt-4o-mini', threadId: R.uuid(),
      system: 'You help the registrar of St. Brigid\'s GAA club. list_members returns 4 per page with has_more.',
      goal: 'How many members have not renewed for 2025 yet, by membership grade? The registrar needs it for Tuesday\'s committee.',
      turns: [
        { text: '', calls: [{ name: 'list_members', args: { season: 2025, page: 1 }, result: { page: 1, has_more: true, items: mk(['Ciarán Daly', 'Aoife Nolan', 'Seán Byrne', 'Niamh Walsh'], ['paid', 'unpaid']) } }] },
        { text: '', calls: [{ name: 'list_members', args: { season: 2025, page: 2 }, result: { page: 2, has_more: true, items: mk(['Oisín Kelly', 'Róisín Doyle', 'Darragh Ryan', 'Clodagh Burke'], ['paid', 'unpaid']) } }] },
        { text: '', calls: [{ name: 'list_members', args: { season: 2025, page: 3 }, result: { page: 3, has_more: false, items: mk(['Tadhg Murphy', 'Éabha Quinn'], ['unpaid']) } }] },
        { text: 'All 10 members read across 3 pages (page 3 reported has_more=false). Unrenewed members are listed per grade above; Tadhg Murphy and Éabha Quinn are both unpaid.' },
      ],
    };
    return { domain: 'Gaelic football club membership', style: 'langgraph', isolates: 'Three pages each bring different members; the third says has_more=false and the agent summarises.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 02 antiques fair exhibitor list — OpenInference
  (R) => {
    const c1 = R.cursor(); const c2 = R.cursor(); const c3 = R.cursor();
    const ex = (arr) => arr.map(([n, s, st]) => ({ exhibitor: n, specialism: s, stand: st, insurance_cert: R.pick(['valid', 'valid', 'expired']) }));
    const sp = {
      model: 'gpt-4o', agentName: 'fair-organiser',
      system: 'You help organise the Harrowgate Spring Antiques Fair.',
      goal: 'Check every booked exhibitor\'s public liability certificate and list those that have expired.',
      turns: [
        { text: 'Fetching exhibitors.', calls: [{ name: 'list_exhibitors', args: { fair: 'HSAF-2025', cursor: null }, result: { data: ex([['Pell & Daughters', 'Georgian silver', 'A4'], ['Old Forge Clocks', 'longcase clocks', 'A7'], ['Maud Everley', 'samplers & textiles', 'B1']]), next: c1 } }] },
        { text: '', calls: [{ name: 'list_exhibitors', args: { fair: 'HSAF-2025', cursor: c1 }, result: { data: ex([['Tinker Lane Toys', 'tinplate toys', 'B6'], ['R. Adebayo', 'West African textiles', 'C2'], ['Cotswold Oak', 'country furniture', 'C9']]), next: c2 } }] },
        { text: '', calls: [{ name: 'list_exhibitors', args: { fair: 'HSAF-2025', cursor: c2 }, result: { data: ex([['Glasshouse', 'Victorian pressed glass', 'D3'], ['Hollis Maps', 'county maps', 'D5']]), next: c3 } }] },
        { text: '', calls: [{ name: 'list_exhibitors', args: { fair: 'HSAF-2025', cursor: c3 }, result: { data: ex([['Wren Ceramics', 'Staffordshire figures', 'E1']]), next: null } }] },
        { text: 'Checked all 9 exhibitors over 4 pages (the last returned next=null). Those with expired certificates are flagged in the data above; I\'ll email them a reminder template.' },
      ],
    };
    return { domain: 'antiques fair exhibitor bookings', style: 'openinference', isolates: 'Four cursor pages each return new exhibitors; the last returns next=null and the agent stops and summarises.', goal: sp.goal, root: render('openinference', R, sp) };
  },

  // 03 Swift package release tags — Anthropic Messages API with Link headers
  (R) => {
    const link = (n, last) => (n < last ? `<https://api.github.com/repositories/${R.int(1e8, 9e8)}/tags?per_page=5&page=${n + 1}>; rel="next", <...&page=${last}>; rel="last"` : `<...&page=${n - 1}>; rel="prev", <...&page=1>; rel="first"`);
    const tags = (vs) => vs.map((v) => ({ name: v, commit: { sha: R.gitsha() } }));
    const resp = (n, vs) => ({ status: 200, headers: { link: link(n, 3), 'x-ratelimit-remaining': String(R.int(4000, 4999)), 'x-github-request-id': `${R.hex(4).toUpperCase()}:${R.hex(6).toUpperCase()}:${R.hex(7).toUpperCase()}`, date: R.http(R.adv(1, 2)) }, body: tags(vs) });
    const sp = {
      model: 'claude-3-5-sonnet-20241022', agentName: 'deps_agent', toolNames: ['github_get'],
      system: 'You help maintain an iOS app\'s Swift package dependencies.',
      goal: 'Which 5.x releases of swift-snapshot-kit exist after 5.2.0? We are pinned to 5.2.0 and want to see what we would pick up.',
      turns: [
        { calls: [{ name: 'github_get', args: { path: '/repos/pointfree-demo/swift-snapshot-kit/tags', query: { per_page: 5, page: 1 } }, result: resp(1, ['6.0.0-beta.2', '6.0.0-beta.1', '5.6.1', '5.6.0', '5.5.2']) }] },
        { calls: [{ name: 'github_get', args: { path: '/repos/pointfree-demo/swift-snapshot-kit/tags', query: { per_page: 5, page: 2 } }, result: resp(2, ['5.5.1', '5.5.0', '5.4.0', '5.3.1', '5.3.0']) }] },
        { calls: [{ name: 'github_get', args: { path: '/repos/pointfree-demo/swift-snapshot-kit/tags', query: { per_page: 5, page: 3 } }, result: resp(3, ['5.2.1', '5.2.0', '5.1.0']) }] },
        { text: 'Page 3 has no rel="next", so that is all tags. After 5.2.0 there are 9 5.x releases: 5.2.1, 5.3.0, 5.3.1, 5.4.0, 5.5.0, 5.5.1, 5.5.2, 5.6.0 and 5.6.1 (6.0.0 is only in beta).' },
      ],
    };
    return { domain: 'Swift package dependency tags', style: 'anthropic', isolates: 'GitHub tag pages are followed by Link rel="next" until it disappears on page 3; every page has new tags.', goal: sp.goal, root: render('anthropic', R, sp) };
  },

  // 04 parrot rescue adoption applications — CrewAI, offset/total
  (R) => {
    const apps = (ids) => ids.map((id) => ({ id, applicant: R.pick(['K. Farrow', 'D. Mensah', 'L. Ortega', 'P. Nair', 'S. Coyle', 'B. Whitfield', 'M. Haas']), bird: R.pick(['Mango (African grey)', 'Kiwi (cockatiel)', 'Rio (blue & gold macaw)']), home_check: R.pick(['passed', 'scheduled', 'not booked']) }));
    const sp = {
      model: 'gpt-4o-mini', role: 'Adoption Coordinator', agentGoal: 'Move adoption applications forward', backstory: 'You volunteer at Featherhaven Parrot Rescue.', taskName: 'home_check_backlog', expected: 'A list of applications needing a home check booked',
      system: 'You are Adoption Coordinator. You volunteer at Featherhaven Parrot Rescue.',
      goal: 'List every open adoption application whose home check has not been booked yet.',
      turns: [
        { text: 'Get the first batch of open applications.', calls: [{ name: 'List Applications', args: { status: 'open', offset: 0, limit: 4 }, result: { total: 10, offset: 0, items: apps(['FA-301', 'FA-304', 'FA-305', 'FA-309']) } }] },
        { text: 'Total is 10; get the next 4.', calls: [{ name: 'List Applications', args: { status: 'open', offset: 4, limit: 4 }, result: { total: 10, offset: 4, items: apps(['FA-311', 'FA-312', 'FA-315', 'FA-316']) } }] },
        { text: 'Two remain.', calls: [{ name: 'List Applications', args: { status: 'open', offset: 8, limit: 4 }, result: { total: 10, offset: 8, items: apps(['FA-318', 'FA-320']) } }] },
        { text: 'All 10 applications reviewed.', final: 'Reviewed all 10 open applications (FA-301 to FA-320). Those marked "not booked" for home check need a volunteer assigned this week.' },
      ],
    };
    return { domain: 'parrot rescue adoption applications', style: 'crewai', isolates: 'Offsets 0, 4 and 8 return distinct applications until the reported total of 10 is reached, then a summary.', goal: sp.goal, root: render('crewai', R, sp) };
  },

  // 05 science fair judging scores — AutoGen
  (R) => {
    const rows = (arr) => arr.map(([p, t]) => `${p} | ${t} | judge ${R.pick(['A', 'B', 'C'])}: ${R.int(52, 96)} | judge ${R.pick(['D', 'E'])}: ${R.int(50, 97)}`).join('\n');
    const sp = {
      model: 'gpt-4o', agentName: 'fair_scorer',
      system: 'You compile judging results for the Brookfield County Science Fair.',
      goal: 'Compute the average judge score for every senior-division project and name the top three.',
      turns: [
        { text: 'Fetch page 1 of senior scores.', calls: [{ name: 'get_scores', args: { division: 'senior', page: 1 }, result: `page 1 of 3\n${rows([['S-101', 'Microplastics in creek sediment'], ['S-102', 'Low-cost seismometer'], ['S-104', 'Bacteriophage vs. E. coli']])}` }] },
        { text: 'Page 2.', calls: [{ name: 'get_scores', args: { division: 'senior', page: 2 }, result: `page 2 of 3\n${rows([['S-107', 'Solar still efficiency'], ['S-108', 'Bird song in traffic noise'], ['S-110', 'Mycelium packaging']])}` }] },
        { text: 'Last page.', calls: [{ name: 'get_scores', args: { division: 'senior', page: 3 }, result: `page 3 of 3\n${rows([['S-113', 'Predicting frost with ML']])}` }] },
        { text: 'All 7 senior projects collected across the 3 pages; averages computed from both judges. Top three are listed for the awards committee. TERMINATE' },
      ],
    };
    return { domain: 'school science fair judging', style: 'autogen', isolates: 'Pages "1 of 3", "2 of 3", "3 of 3" each list different projects, and the agent stops at the stated last page.', goal: sp.goal, root: render('autogen', R, sp) };
  },

  // 06 woodturning club newsletter subscribers — plain message-level trace
  (R) => {
    const subs = (n, dom) => Array.from({ length: n }, () => ({ id: R.hex(10), email_domain: R.pick(dom), status: R.pick(['subscribed', 'subscribed', 'cleaned', 'unsubscribed']), last_changed: R.isoSec(R.adv(3600, 900000)) }));
    const sp = {
      model: 'gpt-4o-mini', agentName: 'newsletter-bot',
      system: 'You manage the mailing list of the Vale Woodturners Association.',
      goal: 'Before the spring newsletter, count subscribed vs cleaned vs unsubscribed addresses on the members list.',
      turns: [
        { text: null, calls: [{ name: 'list_subscribers', args: { list: 'vwa-members', count: 5, offset: 0 }, result: { members: subs(5, ['gmail.com', 'btinternet.com', 'outlook.com']), total_items: 13, _links: [{ rel: 'next' }] } }] },
        { text: null, calls: [{ name: 'list_subscribers', args: { list: 'vwa-members', count: 5, offset: 5 }, result: { members: subs(5, ['yahoo.co.uk', 'gmail.com', 'talktalk.net']), total_items: 13, _links: [{ rel: 'next' }] } }] },
        { text: null, calls: [{ name: 'list_subscribers', args: { list: 'vwa-members', count: 5, offset: 10 }, result: { members: subs(3, ['icloud.com', 'gmail.com']), total_items: 13, _links: [] } }] },
        { text: 'All 13 addresses read (3 pages; the last had no next link). Counts by status are tallied from the three pages.' },
      ],
    };
    return { domain: 'woodturning club newsletter list', style: 'plain', isolates: 'Offsets 0, 5 and 10 each bring new subscribers until total_items=13 is covered and no next link is given.', goal: sp.goal, root: render('plain', R, sp) };
  },
];
