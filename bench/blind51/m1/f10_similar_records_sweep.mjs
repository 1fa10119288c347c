// Healthy: same tool reads many similar but different records, then a summary.
export const family = 'similar_records_sweep';
export const loop = false, stagnation = false;
const sweep = (S, r, goal, tool, items, summary, intro) => {
  const kids = [S.llm([{ role: 'user', content: goal }], intro, items.slice(0, 2).map(([a]) => ({ name: tool, args: a })))];
  items.forEach(([a, o]) => kids.push(S.tool(tool, a, o)));
  kids.push(S.llm([{ role: 'user', content: goal }], summary));
  return kids;
};
const mk = (n, domain, style, isolates, goal, tool, items, summary, intro) => ({ n, domain, style, isolates, goal,
  build(r, S) { return S.agent('sweep-agent', { goal }, summary, sweep(S, r, goal, tool, items(r), summary, intro)); } });
export const scenarios = [
mk('01', 'kite festival vendor insurance certificates', 'openinference', 'Reads six vendor insurance certificates with the same tool and template but different insurers and expiry dates, then lists the two that lapse.',
  'Check every kite festival vendor has public liability cover valid through 14 September.', 'read_certificate',
  r => [['Skyline Kites', '2025-01-31', 5], ['Dragon Tails Ltd', '2024-09-02', 2], ['Windsock Cafe', '2025-03-10', 5], ['Reel Good Spools', '2024-12-01', 1], ['Mini Doughnut Co', '2024-09-10', 2], ['Spinner Workshop', '2025-06-30', 5]].map(([v, e, m]) => [{ vendor: v }, `CERTIFICATE OF INSURANCE\nInsured: ${v}\nCover: Public liability GBP ${m},000,000\nExpiry: ${e}\nDoc id: ${r.uuid()}`]),
  'Lapsing before 14 Sep: Dragon Tails Ltd (2 Sep) and Mini Doughnut Co (10 Sep). Reel Good Spools has only 1m cover, below the 2m requirement. Others are fine.', 'Reading each certificate.'),
mk('02', 'vintage arcade cabinet auction lots', 'responses', 'Fetches five auction lot pages with the same HTML template and different cabinets, conditions and estimates, then summarises.',
  'Summarise the arcade cabinet lots in Saturday\'s auction with estimates and condition.', 'fetch_lot',
  r => [['101', 'Galaxian (1979) upright', 'working, monitor burn-in', '900-1200'], ['102', 'Ms. Pac-Man cocktail', 'non-working PSU', '400-600'], ['103', 'Street Fighter II CE', 'working, restored', '1500-2000'], ['104', 'Tempest upright', 'working, vector monitor rebuilt', '2500-3500'], ['105', 'Outrun sit-down', 'parts only', '300-500']].map(([id, t, c, e]) => [{ lot: id }, `<div class="lot" id="lot-${id}"><h2>${t}</h2><p class="cond">${c}</p><span class="est">GBP ${e}</span><!-- cache ${r.hex(8)} --></div>`]),
  'Five lots: Tempest (2.5-3.5k, rebuilt vector monitor) and SF2 CE (1.5-2k, restored) are the highlights; Galaxian 900-1.2k with burn-in; Ms. Pac-Man needs a PSU; Outrun is parts only.', null),
mk('03', 'tortilla bakery HACCP temperature logs', 'mlflow', 'Reads six daily oven/cooler logs with identical format but different readings, then flags the one day with a cooler excursion.',
  'Review last week\'s HACCP temperature logs for the tortilla line and flag any excursions.', 'read_haccp_log',
  r => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d, i) => [{ day: d }, { day: d, oven_c: [232, 235, 229, 233, 231, 234][i], cooler_max_c: [3.1, 3.4, 2.9, 6.8, 3.6, 3.2][i], signed: ['LM', 'LM', 'JR', 'JR', 'LM', 'AK'][i] }]),
  'One excursion: Thursday cooler peaked at 6.8 °C (limit 5 °C), signed JR; corrective action record needed. Ovens stayed 229-235 °C all week.', 'Reading each day\'s log.'),
mk('04', 'thermostatic valve product reviews for a plumbing web shop', 'langsmith', 'A retriever-style loop reads five product review pages of similar valves, each with different ratings and complaints, then writes a buyer note.',
  'Write a short buyer note comparing the five best-selling thermostatic radiator valves from customer reviews.', 'get_reviews',
  r => [['Danfoss RAS-C2', 4.6, 'stiff first turn'], ['Drayton TRV4', 4.2, 'sticking pin after summer'], ['Honeywell VT15', 4.4, 'noisy at low flow'], ['Myson TRV', 3.7, 'head cracks'], ['Pegler Terrier', 4.0, 'tight fit on older bodies']].map(([p, s, c]) => [{ product: p }, { product: p, avg_stars: s, reviews: r.int(80, 900), top_complaint: c, page_token: r.b62(10) }]),
  'Danfoss RAS-C2 leads (4.6), then Honeywell VT15 (4.4) and Drayton TRV4 (4.2, watch for sticking pins); Pegler fits poorly on old bodies; avoid Myson (3.7, cracking heads).', 'Pulling reviews for each valve.'),
mk('05', 'wetland bird hide booking emails', 'anthropic', 'Reads six booking emails through the same mailbox tool, each a different group and date, then produces the booking table.',
  'Turn this week\'s bird-hide booking emails into a booking table.', 'read_email',
  r => [['Avocet Club', 'Tue 07:00', 8], ['Year 5 Oakfield', 'Wed 10:00', 24], ['J. Fairbairn', 'Wed 16:00', 2], ['Photo Society', 'Thu 06:30', 10], ['U3A Birders', 'Fri 09:00', 14], ['Bittern Survey', 'Sat 05:45', 3]].map(([g, t, n]) => [{ id: r.hex(12) }, `From: bookings+${g.toLowerCase().replace(/[^a-z]/g, '')}@example.org\nDate: ${r.httpDate()}\nSubject: Hide booking\n\nHello, we'd like the Reedbed hide on ${t} for ${n} people. Thanks, ${g}`]),
  'Bookings: Tue 07:00 Avocet Club 8; Wed 10:00 Year 5 Oakfield 24 (over 20 cap, split needed); Wed 16:00 J. Fairbairn 2; Thu 06:30 Photo Society 10; Fri 09:00 U3A 14; Sat 05:45 Bittern Survey 3.', 'Reading each booking email in turn.'),
mk('06', 'chandelier cleaning contracts for concert halls', 'vercel', 'Reads five service contract PDFs with the same layout but different halls, fees and renewal dates, then summarises renewals.',
  'List which chandelier cleaning contracts renew in the next 90 days and at what fee.', 'readContract',
  r => [['Royal Crescent Hall', '2024-11-30', 4800], ['Victoria Assembly Rooms', '2025-04-01', 3100], ['Guildhall Ballroom', '2024-12-15', 6200], ['Old Corn Exchange', '2025-08-20', 2500], ['St Cecilia Hall', '2024-10-31', 3900]].map(([h, d, f]) => [{ hall: h }, { hall: h, renewal: d, annual_fee_gbp: f, fixtures: r.int(4, 30), pdf_sha1: r.sha() }]),
  'Renewing within 90 days: St Cecilia Hall (31 Oct, 3 900), Royal Crescent Hall (30 Nov, 4 800), Guildhall Ballroom (15 Dec, 6 200). Others renew in 2025.', null),
];
