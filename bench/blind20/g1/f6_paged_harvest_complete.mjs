// Family: paged_harvest_complete (healthy) — pagination where every page brings new items until the
// source says there is no more; then a summary.
import { Trace } from './lib.mjs';

export const family = 'paged_harvest_complete';
export const labels = { loop: false, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'poison control centre', style: 'plain',
    isolates: 'A call-log export pages through four pages of distinct exposure calls until has_more is false, then writes a summary of the week.',
    goal: 'Summarise last week\'s calls to the regional poison information line about children swallowing button batteries: count, age range, and how many were referred to A&E.',
    build(id) {
      const t = new Trace({ id, style: 'plain', goal: this.goal, agent: 'tox-line-analyst', system: 'You analyse anonymised poison information call logs. list_calls is cursor-paged; follow next_cursor until has_more is false.' });
      const n = t.n;
      const pages = [
        [['C-55102', '2y', 'CR2032', 'A&E referral'], ['C-55117', '14m', 'LR44', 'A&E referral'], ['C-55140', '4y', 'unknown coin cell', 'home observation']],
        [['C-55163', '3y', 'CR2025', 'A&E referral'], ['C-55190', '22m', 'CR2032', 'A&E referral'], ['C-55201', '5y', 'LR41', 'home observation']],
        [['C-55233', '18m', 'CR2032', 'A&E referral'], ['C-55260', '3y', 'hearing-aid zinc-air', 'GP review']],
        [['C-55288', '2y', 'CR2016', 'A&E referral']],
      ];
      let cursor = null;
      pages.forEach((pg, i) => {
        const args = { topic: 'button_battery_ingestion', from: '2025-03-03', to: '2025-03-09', cursor, limit: 3 };
        t.llm(i === 0 ? 'I\'ll pull the anonymised call log for the week and read every page.' : '', [{ name: 'list_calls', args }]);
        const next = i < pages.length - 1 ? n.cursor({ after: pg[pg.length - 1][0] }) : null;
        t.tool('list_calls', args, { data: pg.map(([cid, age, type, outcome]) => ({ call_id: cid, patient_age: age, agent: type, disposition: outcome, received: n.isoOffset(0) })), has_more: !!next, next_cursor: next, request_id: n.reqId('tox_') });
        cursor = next;
      });
      t.llm('Last week (3–9 March) the line took 9 calls about button-battery ingestion in children aged 14 months to 5 years. 6 were referred to A&E (CR2032 ×3, CR2025, CR2016 and one LR44), 2 were managed with home observation and 1 referred for GP review (zinc-air hearing-aid cell). CR2032 was the commonest battery involved.');
      return t.finish({ summary: 'Week 10: 9 calls, ages 14m-5y, 6 A&E referrals.' });
    },
  },
  {
    n: '02', domain: 'e-scooter rentals', style: 'vercel',
    isolates: 'Ride records are read with a cursor across three pages, each with new rides and a new next cursor, until the API returns next=null; the agent then reports the parking violations.',
    goal: 'For e-scooter SCT-41-0933, list all rides yesterday that ended outside a permitted parking bay so the operator can issue warnings.',
    build(id) {
      const t = new Trace({ id, style: 'vercel', goal: this.goal, agent: 'fleet-compliance', system: 'You check ride compliance for the scooter fleet. Use get_rides and follow `next` until it is null.' });
      const n = t.n;
      const rides = [
        [['R-8fa1', 'user_3310', '07:42', 'Bay 114 Station Rd', true], ['R-8fb7', 'user_9021', '08:15', 'footway, Mill Lane', false]],
        [['R-90c2', 'user_1187', '12:03', 'Bay 22 Market Sq', true], ['R-90e9', 'user_5402', '13:47', 'Bay 22 Market Sq', true], ['R-9132', 'user_7766', '17:20', 'outside no-parking zone, Quay St', false]],
        [['R-92aa', 'user_3310', '22:58', 'private car park, Hope St', false]],
      ];
      let next;
      rides.forEach((pg, i) => {
        const args = next ? { scooter: 'SCT-41-0933', date: '2025-09-14', cursor: next } : { scooter: 'SCT-41-0933', date: '2025-09-14' };
        t.llm('', [{ name: 'get_rides', args }]);
        const nx = i < rides.length - 1 ? n.cursor({ ride: pg[pg.length - 1][0] }) : null;
        t.tool('get_rides', args, { rides: pg.map(([rid, u, end, loc, ok]) => ({ ride_id: rid, user: u, ended_at_local: end, end_location: loc, in_permitted_bay: ok, end_gps_accuracy_m: n.int(3, 15) })), next: nx, served_by: n.pod('rides-api') });
        next = nx;
      });
      t.llm('Scooter SCT-41-0933 made 6 rides on 14 Sep. Three ended outside a permitted bay: R-8fb7 (user_9021, 08:15, on the footway in Mill Lane), R-9132 (user_7766, 17:20, in the Quay St no-parking zone) and R-92aa (user_3310, 22:58, private car park on Hope St). Warnings should go to those three users.');
      return t.finish({ 'ai.response.text': 'Three violations: R-8fb7, R-9132, R-92aa.', 'ai.response.finishReason': 'stop' });
    },
  },
  {
    n: '03', domain: 'marathon race bibs', style: 'langgraph',
    isolates: 'Registration pages 1-4 of a marathon entry system each return new runners needing a bib change; page 4 reports last_page=4, the agent stops and writes the change list.',
    goal: 'Find all registered runners for the Tynebridge Marathon who changed from the half to the full distance after bibs were printed, so the bib desk can reissue them.',
    build(id) {
      const t = new Trace({ id, style: 'langgraph', goal: this.goal, agent: 'race-office', system: 'You help the race office. get_registrations(page) returns page, last_page and entries.' });
      const n = t.n;
      const pages = [
        [['Aoife Brennan', 'H-2201'], ['Marcus Lee', 'H-2217']],
        [['Sanjay Rao', 'H-2390'], ['Bea Costa', 'H-2412'], ['Kwame Mensah', 'H-2433']],
        [['Hilde Sørensen', 'H-2580']],
        [['Tom Ashby', 'H-2811'], ['Nadia Haddad', 'H-2830']],
      ];
      pages.forEach((pg, i) => {
        const args = { event: 'tynebridge-2025', changed_after: '2025-09-01', change_type: 'distance', page: i + 1 };
        t.llm('', [{ name: 'get_registrations', args }]);
        t.tool('get_registrations', args, { page: i + 1, last_page: 4, entries: pg.map(([name, bib]) => ({ runner: name, old_bib: bib, old_distance: 'half', new_distance: 'full', changed_at: n.isoNoMs() })), generated_in: n.dur(20, 300) });
      });
      t.llm('8 runners switched from the half to the full marathon after bibs were printed: Aoife Brennan (H-2201), Marcus Lee (H-2217), Sanjay Rao (H-2390), Bea Costa (H-2412), Kwame Mensah (H-2433), Hilde Sørensen (H-2580), Tom Ashby (H-2811) and Nadia Haddad (H-2830). Each needs a new F-series bib and timing chip at the bib desk.');
      return t.finish({ messages: [{ type: 'ai', content: '8 runners need new F-series bibs.' }] });
    },
  },
  {
    n: '04', domain: 'social housing repairs', style: 'haystack',
    isolates: 'An offset-paged repairs API returns 3 pages of distinct damp-and-mould tickets and then total reached; the agent summarises overdue jobs by estate.',
    goal: 'List every open damp-and-mould repair ticket older than 14 days across Greenhill Housing estates and summarise which estates are worst.',
    build(id) {
      const t = new Trace({ id, style: 'haystack', goal: this.goal, agent: 'repairs-analyst', system: 'You analyse housing repairs. search_repairs supports offset and limit and returns total.' });
      const n = t.n;
      const data = [
        ['RP-60112', 'Oakfield', '14 Larch Ct', 31], ['RP-60140', 'Oakfield', '3 Larch Ct', 26], ['RP-60188', 'Brookside', '27 Wren Way', 19], ['RP-60201', 'Oakfield', '9 Elm House', 44],
        ['RP-60255', 'Millbank', 'Flat 6, Mill Tower', 17], ['RP-60263', 'Brookside', '5 Wren Way', 22], ['RP-60290', 'Oakfield', 'Flat 12, Elm House', 38], ['RP-60311', 'Millbank', 'Flat 18, Mill Tower', 15],
        ['RP-60342', 'Brookside', '31 Kite Rd', 16], ['RP-60377', 'Oakfield', '7 Larch Ct', 21],
      ];
      for (const off of [0, 4, 8]) {
        const args = { category: 'damp_mould', status: 'open', older_than_days: 14, offset: off, limit: 4 };
        t.llm('', [{ name: 'search_repairs', args }]);
        t.tool('search_repairs', args, { total: 10, offset: off, items: data.slice(off, off + 4).map(([tid, estate, addr, age]) => ({ ticket: tid, estate, address: addr, age_days: age, last_visit: n.dmy() })), query_ms: n.ms(10, 200) });
      }
      t.llm('There are 10 open damp-and-mould tickets older than 14 days. Oakfield is worst with 5 (oldest RP-60201 at 9 Elm House, 44 days), Brookside has 3 (up to 22 days) and Millbank 2 (both in Mill Tower, 15–17 days). Oakfield\'s Larch Ct and Elm House blocks account for every ticket over 25 days.');
      return t.finish({ replies: [{ _role: 'assistant', _content: [{ text: 'Oakfield worst: 5 of 10 overdue damp/mould tickets.' }] }] });
    },
  },
  {
    n: '05', domain: 'volcano gas monitoring', style: 'gemini',
    isolates: 'Gemini function calls page through SO2 flux measurements with a pageToken; each page has new dated measurements and the last has no nextPageToken, after which the model writes the trend.',
    goal: 'Summarise the SO2 emission trend at Monte Sereno volcano over the last 30 days from the scanning-DOAS network and say whether it supports raising the alert level.',
    build(id) {
      const t = new Trace({ id, style: 'gemini', goal: this.goal, agent: 'volc-obs', system: 'You assist volcano observatory scientists. Use list_so2_flux with pageToken paging.' });
      const n = t.n;
      const pg = [
        [['2025-04-02', 820], ['2025-04-05', 790], ['2025-04-08', 910], ['2025-04-11', 1040]],
        [['2025-04-14', 1180], ['2025-04-17', 1320], ['2025-04-20', 1290], ['2025-04-23', 1610]],
        [['2025-04-26', 1870], ['2025-04-29', 2240]],
      ];
      let tok;
      pg.forEach((p, i) => {
        const args = tok ? { volcano: 'monte-sereno', days: 30, pageToken: tok } : { volcano: 'monte-sereno', days: 30 };
        t.llm('', [{ name: 'list_so2_flux', args }]);
        const nx = i < pg.length - 1 ? n.b64(`off:${(i + 1) * 4}:${n.hex(6)}`) : undefined;
        t.tool('list_so2_flux', args, { measurements: p.map(([d, v]) => ({ date: d, so2_t_per_day: v, station: n.pick(['DOAS-N', 'DOAS-E', 'DOAS-SW']), scans: n.int(40, 120) })), nextPageToken: nx });
        tok = nx;
      });
      t.llm('Over 30 days SO2 flux rose steadily from about 800 t/day (2 Apr) to 2,240 t/day (29 Apr), nearly tripling, with the steepest climb in the last 10 days (1,290 → 2,240). A sustained rise like this is consistent with new magma degassing and supports discussing an alert-level increase, ideally alongside seismicity and deformation data.');
      return t.finish({ text: 'SO2 nearly tripled in 30 days; supports raising alert level review.' });
    },
  },
  {
    n: '06', domain: 'newspaper delivery rounds', style: 'mlflow',
    isolates: 'Missed-delivery complaints are paged (page 1-3) with new complaints each time until total_pages is reached; the agent ranks rounds by complaints.',
    goal: 'Find which paper rounds at Hendry\'s Newsagents had the most missed-delivery complaints this month and who delivers them.',
    build(id) {
      const t = new Trace({ id, style: 'mlflow', goal: this.goal, agent: 'newsagent-helper', system: 'You help a newsagent manage delivery rounds. list_complaints is paged.' });
      const n = t.n;
      const pages = [
        [['Round 4', 'Sunday Times', '12 Fairfax Rd'], ['Round 2', 'Echo', '8 Beech Ave'], ['Round 4', 'Guardian', '40 Fairfax Rd']],
        [['Round 7', 'Echo', '1 Quarry Ln'], ['Round 4', 'Observer', '16 Fairfax Rd'], ['Round 2', 'Mail', '22 Beech Ave']],
        [['Round 4', 'Echo', '3 Fairfax Rd']],
      ];
      pages.forEach((p, i) => {
        const args = { month: '2025-02', type: 'missed_delivery', page: i + 1 };
        t.llm('', [{ name: 'list_complaints', args }]);
        t.tool('list_complaints', args, { page: i + 1, total_pages: 3, complaints: p.map(([round, title, addr]) => ({ round, title, address: addr, logged: n.usDate() })) });
      });
      t.llm('', [{ name: 'get_round_assignments', args: { rounds: ['Round 4', 'Round 2', 'Round 7'] } }]);
      t.tool('get_round_assignments', { rounds: ['Round 4', 'Round 2', 'Round 7'] }, { 'Round 4': 'Callum (Sat/Sun), Priya (weekdays)', 'Round 2': 'Jack', 'Round 7': 'Ellie' });
      t.llm('Round 4 had the most missed deliveries this month (4 complaints, all on Fairfax Rd; Callum covers it at weekends and Priya on weekdays), then Round 2 with 2 (Beech Ave, Jack) and Round 7 with 1 (Quarry Ln, Ellie).');
      return t.finish({ answer: 'Round 4 worst (4 complaints, Callum weekends).' });
    },
  },
];
