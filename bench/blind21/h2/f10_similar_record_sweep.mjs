import { T } from './lib.mjs';
export const FAMILY = 'similar_record_sweep';
export const LOOP = false;
const F = FAMILY;
function sweep(t, tool, argsList, outs, perTurn = 1) {
  for (let i = 0; i < argsList.length; i += perTurn) {
    const batch = argsList.slice(i, i + perTurn);
    t.llm('', batch.map((a) => ({ name: tool, args: a })));
    batch.forEach((a, j) => t.tool(tool, a, outs[i + j]));
  }
}
export const scenarios = [
  () => {
    const t = new T(`${F}-01`, 'plain', { agent: 'snorkel-ops', goal: 'Review the last 6 snorkel tour trip reports and summarise conditions and incidents for the weekly safety meeting.' });
    const n = t.n;
    const trips = [['ST-301', 'Mon', 'vis 12 m, swell 0.4 m', 'none'], ['ST-302', 'Tue', 'vis 8 m, current moderate', 'guest cramp, assisted to boat'], ['ST-303', 'Wed', 'vis 15 m, calm', 'none'], ['ST-304', 'Thu', 'cancelled: wind 24 kn', 'n/a'], ['ST-305', 'Fri', 'vis 10 m, jellyfish (moon)', '2 minor stings, vinegar applied'], ['ST-306', 'Sat', 'vis 14 m, calm', 'lost fin, recovered']];
    sweep(t, 'get_trip_report', trips.map((x) => ({ trip: x[0] })), trips.map((x) => `Trip ${x[0]} (${x[1]})\nConditions: ${x[2]}\nIncidents: ${x[3]}\nGuides: ${n.pick(['Ana/Kofi', 'Lea/Sam', 'Kofi/Lea'])}\nSubmitted: ${n.usDate()} via tablet ${n.hex(4)}`));
    t.llm('Week summary: 5 trips ran, 1 cancelled for 24 kn wind. Visibility 8-15 m. Incidents: one cramp assist (Tue, moderate current), two minor moon-jelly stings (Fri), one lost fin recovered. Suggest current briefing and vinegar restock.');
    return t.row(F, { isolates: 'Six calls to the same report tool, each returning a different trip in the same template, followed by a single summary.', loop: false, stagnation: false, output: 'Summary ready' });
  },
  () => {
    const t = new T(`${F}-02`, 'autogen', { agent: 'cleanup_coordinator', goal: 'Read the volunteer sign-up forms for Sunday\'s river clean-up and produce the team list with waders and first-aiders.' });
    const n = t.n;
    const vols = [['Hana', true, false, 'U18? no'], ['Owen', false, true, 'no'], ['Priya', true, true, 'no'], ['Luis', false, false, 'yes (16), guardian attending'], ['Mei', true, false, 'no'], ['Gareth', false, false, 'no'], ['Zoe', true, false, 'no'], ['Femi', false, true, 'no']];
    sweep(t, 'read_form', vols.map((_, i) => ({ form_id: `VF-${100 + i}` })), vols.map((v) => ({ name: v[0], own_waders: v[1], first_aid: v[2], minor: v[3], submitted: n.iso(), ip_hash: n.hex(12) })), 2);
    t.llm('Team list: 8 volunteers. Waders: Hana, Priya, Mei, Zoe (in-river team). First-aiders: Owen, Priya, Femi. Luis is 16 and stays bank-side with his guardian. Gareth to litter-pick the towpath.', [], { source: 'cleanup_coordinator' });
    return t.row(F, { isolates: 'Eight sign-up forms read with the same tool (two per turn), each different, then one team list is produced.', loop: false, stagnation: false, output: 'Team list produced' });
  },
  () => {
    const t = new T(`${F}-03`, 'otel', { agent: 'scan-bureau', goal: 'Check the 5 overnight 3D scan jobs for the museum replica order and report which need rescanning.' });
    const n = t.n;
    const jobs = [['SCN-881', 0.06, 1.2e6, 'ok'], ['SCN-882', 0.21, 0.9e6, 'holes: 3 (underside)'], ['SCN-883', 0.05, 1.4e6, 'ok'], ['SCN-884', 0.07, 1.1e6, 'ok'], ['SCN-885', 0.34, 0.6e6, 'alignment drift between turntable passes']];
    sweep(t, 'get_scan_job', jobs.map((j) => ({ job: j[0] })), jobs.map((j) => `{"job":"${j[0]}","rms_error_mm":${j[1]},"points":${j[2]},"qa":"${j[3]}","scanner":"${n.pick(['EinScan-Pro', 'Artec-Leo'])}#${n.int(10, 99)}","finished":"${n.isoLocal()}","mesh":"s3://scans/${n.uuid()}.ply"}`));
    t.llm('SCN-881, 883 and 884 pass (RMS ≤ 0.07 mm). Rescan SCN-882 (3 holes on the underside; needs a flipped pass) and SCN-885 (0.34 mm alignment drift; re-mark targets).');
    return t.row(F, { isolates: 'Five scan jobs fetched with the same tool and JSON-string template, different values in each, then a pass/rescan summary.', loop: false, stagnation: false, output: '2 rescans' });
  },
  () => {
    const t = new T(`${F}-04`, 'anthropic', { agent: 'carriage-rides', goal: 'Check the farrier and vet records of all 6 carriage horses before the summer season licence inspection.' });
    const n = t.n;
    const horses = [['Bramble', '2024-05-02', '2024-03-11', 'fit'], ['Duke', '2024-05-20', '2024-03-11', 'fit'], ['Misty', '2024-03-28', '2024-03-11', 'fit'], ['Captain', '2024-05-15', '2023-11-02', 'fit'], ['Pepper', '2024-05-09', '2024-03-11', 'resting: lameness LF'], ['Rosie', '2024-05-22', '2024-03-11', 'fit']];
    t.llm('I will read each horse record in turn.', horses.map((h) => ({ name: 'get_horse_record', args: { horse: h[0] } })));
    horses.forEach((h) => t.tool('get_horse_record', { horse: h[0] }, `<table class="record"><tr><th>Horse</th><td>${h[0]}</td></tr><tr><th>Last shoeing</th><td>${h[1]}</td></tr><tr><th>Last vet check</th><td>${h[2]}</td></tr><tr><th>Status</th><td>${h[3]}</td></tr></table><!-- page ${n.uuid()} generated ${n.httpDate()} -->`));
    t.llm('Inspection readiness: Misty\'s shoeing is overdue (last 28 Mar, >6 weeks); Captain\'s vet check is from Nov 2023 and must be renewed; Pepper is resting with left-fore lameness and should be excluded from the licence list. Bramble, Duke, Rosie are in order.');
    return t.row(F, { isolates: 'Six horse records fetched in one parallel tool-use turn with the same HTML template and different contents, followed by one findings summary.', loop: false, stagnation: false, output: '3 issues found' });
  },
  () => {
    const t = new T(`${F}-05`, 'openinference', { agent: 'TTLeagueSecretary', goal: 'Enter this week\'s 5 table tennis league match cards and update the standings.' });
    const n = t.n;
    const cards = [['Oakfield A v Riverside', '6-4'], ['Elm St v Priory B', '3-7'], ['Priory A v Oakfield B', '8-2'], ['Riverside B v Elm St B', '5-5'], ['Canal Club v Priory A', '4-6']];
    sweep(t, 'read_match_card', cards.map((_, i) => ({ card: `MC-${n.int(1000, 9999)}-${i}` })), cards.map((c) => ({ fixture: c[0], result: c[1], sets: `${n.int(18, 26)}-${n.int(14, 24)}`, umpire_signed: true, scanned: n.euDate() })));
    t.llm('', [{ name: 'update_standings', args: { results: cards.map((c) => ({ fixture: c[0], score: c[1] })) } }]);
    t.tool('update_standings', {}, { updated: 5, leader: 'Priory A (2 wins this week)', table_etag: n.etag() });
    t.llm('Entered 5 cards. Priory A won twice (8-2, 6-4 away at Canal Club) and now leads; Riverside B v Elm St B drew 5-5.');
    return t.row(F, { isolates: 'Five match cards read with the same tool and template but different scores, then standings updated once and summarised.', loop: false, stagnation: false, output: 'Standings updated' });
  },
  () => {
    const t = new T(`${F}-06`, 'crewai', { agent: 'noodle_shop_books', goal: 'Check October\'s 6 supplier invoices for the noodle shop against delivery notes and flag discrepancies.' });
    const n = t.n;
    t.agent('Bookkeeper', 'Check supplier invoices vs delivery notes, October', () => {
      const inv = [['Wing Yip', 412.3, 412.3], ['Flour Co', 236.0, 198.0], ['Veg Direct', 158.45, 158.45], ['Pork Butcher', 389.9, 389.9], ['Packaging Ltd', 97.2, 97.2], ['Eggs Farm', 64.8, 72.0]];
      inv.forEach((v, i) => {
        t.llm(`Thought: ${['Start with the first invoice.', 'Next, Flour Co.', 'Veg Direct next.', 'Now the butcher invoice.', 'Packaging invoice.', 'Last one, eggs.'][i]}\nAction: read_invoice\nAction Input: {"supplier": "${v[0]}"}`, [{ name: 'read_invoice', args: { supplier: v[0] } }]);
        t.tool('read_invoice', { supplier: v[0] }, `INVOICE ${n.int(10000, 99999)} | ${v[0]} | total £${v[1].toFixed(2)} | delivery note total £${v[2].toFixed(2)} | OCR conf ${(0.9 + n.f() * 0.09).toFixed(3)} | ${n.tmp('.pdf')}`);
      });
      return 'Flour Co invoiced £236.00 vs £198.00 delivered (one 25 kg sack short, £38); Eggs Farm invoiced £64.80 vs £72.00 delivered (under-billed £7.20). Other four match.';
    });
    return t.row(F, { isolates: 'Six invoices read with the same tool and one-line template, each with different numbers, then a discrepancy summary.', loop: false, stagnation: false, output: '2 discrepancies' });
  },
];
