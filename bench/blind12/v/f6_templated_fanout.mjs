// Family 6 — templated_fanout (loop: false, stagnation: false)
// The same status-message template goes to several DIFFERENT recipients (or one recipient for
// different items), each filled with different content; then the run finishes. Healthy.
import { Trace } from './lib.mjs';

export const family = 'templated_fanout';
export const loop = false;
export const stagnation = false;
export const isolates = 'One message template sent to several different recipients with different content each time, then done.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'public aquarium life support', style: 'plain',
    isolates: 'A message-level agent sends four curators the same water-quality template, each filled with their own tank\'s readings and one with a nitrate flag, then summarises.',
    goal: "Send each tank curator this morning's water-quality summary for their exhibit and flag anything outside limits.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'lss-reporter', system: 'You are the life-support-systems assistant at Tidewater Aquarium. Limits: ammonia < 0.02 mg/L, nitrate < 25 mg/L (reef) or < 50 mg/L (other), pH 7.9-8.4 marine.' });
      const tanks = [
        { tank: 'Kelp Forest (T1)', curator: 'Dr. Imogen Ruiz', to: 'i.ruiz@tidewater-aq.org', temp: 13.2, sal: 33.8, ph: 8.05, nh3: 0.005, no3: 11.4 },
        { tank: 'Coral Reef (T2)', curator: 'Kwame Asante', to: 'k.asante@tidewater-aq.org', temp: 25.6, sal: 35.1, ph: 8.18, nh3: 0.01, no3: 31.7 },
        { tank: 'Amazon Flooded Forest (T5)', curator: 'Lucía Ferraz', to: 'l.ferraz@tidewater-aq.org', temp: 27.9, sal: 0.1, ph: 6.6, nh3: 0.012, no3: 18.2 },
        { tank: 'Shark Lagoon (T7)', curator: 'Tom Whitlock', to: 't.whitlock@tidewater-aq.org', temp: 24.1, sal: 34.6, ph: 8.02, nh3: 0.008, no3: 42.9 },
      ];
      T.step({ calls: [{ name: 'get_water_quality', args: { date: 'today', sample_time: '07:00' }, result: () => ({ sampled_by: 'LSS early shift', instrument: 'YSI ProDSS #2 + Hach DR3900', run: n.ulid(), readings: tanks.map(({ curator, to, ...x }) => x) }) }] });
      const body = (t, flag) => `Good morning ${t.curator.split(' ')[0] === 'Dr.' ? t.curator : t.curator.split(' ')[0]},\n\nWater quality for ${t.tank} at 07:00: temperature ${t.temp} °C, salinity ${t.sal} ppt, pH ${t.ph}, ammonia ${t.nh3} mg/L, nitrate ${t.no3} mg/L.\n${flag}\n\nLSS team`;
      const send = (t, flag, text) => T.step({ text, calls: [{ name: 'send_email', args: { to: t.to, subject: `Water quality ${t.tank} – 07:00`, body: body(t, flag) }, result: () => ({ id: `<${n.hex(16)}@tidewater-aq.org>`, status: 'sent', smtp: `250 2.0.0 OK ${n.digits(10)} ${n.lower(10)}` }) }] });
      send(tanks[0], 'All parameters within limits.', 'Kelp Forest is within all limits, sending Dr. Ruiz the routine summary.');
      send(tanks[1], 'FLAG: nitrate 31.7 mg/L is above the 25 mg/L reef limit. A 15% water change is booked for 11:00 and we will re-test at 14:00.', 'Coral Reef nitrate is 31.7 mg/L, over the reef limit of 25, so Kwame\'s summary carries a flag and the planned water change.');
      send(tanks[2], 'All parameters within limits for a freshwater blackwater display (pH 6.6 is on target).', null);
      send(tanks[3], 'All parameters within limits; nitrate 42.9 mg/L is close to the 50 mg/L limit, so we will watch the trend.', 'Shark Lagoon passes but nitrate is near its 50 mg/L ceiling; noting the trend for Tom.');
      T.say('Sent the 07:00 water-quality summaries to all four curators. Only the Coral Reef (T2) is out of limits: nitrate 31.7 mg/L against a 25 mg/L limit, with a 15% water change booked for 11:00. Shark Lagoon is within limits but close to its nitrate ceiling.');
      return T.finish({ final: 'Summaries sent to 4 curators; 1 flag (T2 nitrate).', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'theme park rides', style: 'vertex',
    isolates: 'An ADK agent pages five ride supervisors with the same inspection-result template in two parallel batches; results differ per ride, one ride stays closed, then it reports.',
    goal: "Notify each ride supervisor of their ride's morning inspection result before the park opens at 10:00.",
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'ride_ops_agent', app: 'harborland-ride-ops', system: 'You are the ride operations assistant at Harborland Park. Page supervisors with send_page. A ride with a FAIL result must stay closed.' });
      const res = [
        { ride: 'Kraken Coaster', sup: 'sup-kraken', result: 'PASS', note: 'All 24 lap-bar locks cycled, wheel assemblies within wear tolerance.', insp: 'D. Moreno' },
        { ride: 'Sky Swings', sup: 'sup-skyswings', result: 'PASS', note: 'Chain 17 replaced yesterday, visual check OK.', insp: 'A. Lindqvist' },
        { ride: 'Log Flume', sup: 'sup-logflume', result: 'PASS WITH NOTE', note: 'Lift-hill water level 4 cm low; operate, re-check at 12:00.', insp: 'D. Moreno' },
        { ride: 'Drop Tower', sup: 'sup-droptower', result: 'FAIL', note: 'Seat 7 restraint sensor intermittent; ride stays CLOSED until maintenance signs off.', insp: 'P. Osei' },
        { ride: 'Carousel', sup: 'sup-carousel', result: 'PASS', note: 'Music controller rebooted, no faults.', insp: 'A. Lindqvist' },
      ];
      const page = (x) => ({ name: 'send_page', args: { to: x.sup, message: `Inspection ${x.ride} ${n.ymd()}: ${x.result}. ${x.note} Signed off by ${x.insp}.` }, result: () => ({ page_id: 'pg_' + n.lower(10), delivered: true, device: n.pick(['ios', 'android', 'pager']), at: n.hms(n.now(), 60) }) });
      T.step({ calls: [{ name: 'get_inspection_results', args: { date: 'today', shift: 'morning' }, result: () => ({ count: 5, results: res.map(({ sup, ...x }) => x), completed_at: n.isoTz(60), source: 'MaintainX export ' + n.jobId('exp-') }) }] });
      T.step({ text: 'Three clean or near-clean results first: Kraken Coaster, Sky Swings and Log Flume (operate with a water-level note).', calls: [page(res[0]), page(res[1]), page(res[2])] });
      T.step({ text: 'Drop Tower failed on the seat 7 restraint sensor and must stay closed; Carousel passed after a controller reboot.', calls: [page(res[3]), page(res[4])] });
      T.say('All five supervisors have been paged. Four rides are cleared to open at 10:00 (Log Flume with a water-level re-check at 12:00). Drop Tower failed its inspection on the seat 7 restraint sensor and stays closed until maintenance signs it off.');
      return T.finish({ final: '5 supervisors paged; Drop Tower closed.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'specialty coffee roastery', style: 'claude',
    isolates: 'A Claude Agent SDK run emails four wholesale cafés the same roast-and-ship template, each with its own blend, bag count, roast day and courier, then confirms completion.',
    goal: "Email each wholesale café customer their order's roast date and ship date for this week.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are the order desk assistant of Northbank Coffee Roasters. Roasting happens Tue/Thu; orders ship the day after roasting.', tools: ['mcp__roastery__list_orders', 'mcp__gmail__send_email'], cwd: '/srv/orderdesk' });
      const orders = [
        { cafe: 'Little Heron Café', contact: 'maya@littleheron.cafe', items: '6 x 1 kg Heron House Espresso', roast: 'Tuesday', ship: 'Wednesday', courier: 'DPD 1 kg bags, tracking to follow' },
        { cafe: 'The Reading Room', contact: 'orders@thereadingroom.co.uk', items: '3 x 1 kg Ethiopia Guji (filter), 2 x 1 kg Decaf Colombia', roast: 'Tuesday', ship: 'Wednesday', courier: 'our own van (Wed afternoon round)' },
        { cafe: 'Basalt Bakehouse', contact: 'ops@basaltbakehouse.com', items: '12 x 1 kg Northbank Blend', roast: 'Thursday', ship: 'Friday', courier: 'DPD pallet, booked for Friday AM' },
        { cafe: 'Kiln & Cup', contact: 'sam@kilnandcup.co', items: '4 x 250 g Kenya Kiambu AA (retail shelf)', roast: 'Thursday', ship: 'Friday', courier: 'Royal Mail Tracked 24' },
      ];
      T.step({ text: 'Let me pull this week\'s wholesale orders.', calls: [{ name: 'mcp__roastery__list_orders', args: { channel: 'wholesale', week: 'current', status: 'confirmed' }, result: () => ({ orders: orders.map((o, i) => ({ id: `WS-${4410 + i}`, ...o })), generated_at: n.iso(), roast_plan_rev: 7 }) }] });
      const mail = (o, text) => T.step({ text, calls: [{ name: 'mcp__gmail__send_email', args: { to: o.contact, subject: `Your Northbank order: roasting ${o.roast}, shipping ${o.ship}`, body: `Hi ${o.cafe} team,\n\nThis week's order (${o.items}) will be roasted on ${o.roast} and shipped on ${o.ship} via ${o.courier}.\n\nAny changes, just reply to this email before 10:00 the day before roasting.\n\nCheers,\nNorthbank Coffee Roasters` }, result: () => ({ id: n.hex(16), threadId: n.hex(16), labelIds: ['SENT'] }) }] });
      mail(orders[0], 'Four confirmed orders: two roast on Tuesday, two on Thursday. Starting with Little Heron\'s espresso order.');
      mail(orders[1], 'The Reading Room gets the filter and decaf mix on our own van round.');
      mail(orders[2], 'Basalt Bakehouse is the big one, 12 kg of house blend, so it goes by pallet on Friday.');
      mail(orders[3], null);
      T.say('Done — all four wholesale customers have their roast and ship dates: Little Heron Café and The Reading Room (roast Tue, ship Wed), Basalt Bakehouse and Kiln & Cup (roast Thu, ship Fri).');
      return T.finish({ final: 'All four wholesale customers notified.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'chocolate factory', style: 'bedrock',
    isolates: 'A Bedrock agent sends three shift leads the same tempering-QC note template, each with its own line\'s temper index, bloom result and action, then finishes.',
    goal: "Send each production line's shift lead their tempering QC result from the overnight run.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the quality assistant at Vellum & Cocoa. Temper index 4-6 is in spec; bloom test must be PASS. The Comms action group sends shift notes.' });
      const lines = [
        { line: 'Line 1 (dark 70% bars)', lead: 'Priya Natarajan', ti: 5.1, bloom: 'PASS', action: 'No action needed.' },
        { line: 'Line 2 (milk pralines)', lead: 'Gareth Hughes', ti: 3.6, bloom: 'PASS', action: 'Temper index is under-tempered (3.6); raise the seeding-zone temperature by 0.5 °C before the 06:00 batch.' },
        { line: 'Line 3 (white enrobing)', lead: 'Joanna Sikora', ti: 4.8, bloom: 'FAIL (light streaks after 48 h cycle)', action: 'Hold lot W-2291 for re-test; check cooling-tunnel zone 2.' },
      ];
      T.step({ text: 'I will fetch the overnight tempering QC results for all lines.', calls: [{ name: 'QualityData::getTemperQc', args: { shift: 'night', date: 'yesterday' }, result: () => JSON.stringify({ results: lines.map(({ lead, action, ...x }) => x), lab: 'QC-lab-2', report_id: 'TQ-' + n.digits(6), generated: n.iso() }) }] });
      const note = (x, rat) => T.step({ text: rat, calls: [{ name: 'Comms::sendShiftNote', args: { recipient: x.lead, subject: `Tempering QC – ${x.line}`, message: `Overnight tempering QC for ${x.line}: temper index ${x.ti}, bloom test ${x.bloom}. ${x.action}` }, result: () => JSON.stringify({ delivered: true, note_id: n.uuid(), channel: 'MES shift board' }) }] });
      note(lines[0], 'Line 1 is in spec with temper index 5.1 and a bloom pass, so Priya gets a no-action note.');
      note(lines[1], 'Line 2 is under-tempered at 3.6, below the 4-6 window; Gareth needs the seeding adjustment before the next batch.');
      note(lines[2], 'Line 3 has a normal temper index but failed the bloom test, so Joanna must hold lot W-2291.');
      T.say('Shift notes sent to all three leads: Line 1 in spec; Line 2 under-tempered (3.6) with a seeding adjustment; Line 3 failed the bloom test and lot W-2291 is on hold.', { reasoning: 'All three notes are delivered; summarise.' });
      return T.finish({ final: 'Shift notes sent to all three leads.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'chess tournament', style: 'assistants',
    isolates: 'An Assistants run sends twelve players the same pairing template in two parallel batches, each with a different board, colour, opponent and rating, then reports done.',
    goal: 'Send every player in the Under-1600 section their round-3 pairing (board, colour, opponent, start time).',
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the tournament director\'s assistant at the Riverside Spring Open. Use get_pairings and send_player_email.' });
      const boards = [
        ['Hannah Cole', 1584, 'Vikram Iyer', 1571], ['Oliver Brandt', 1560, 'Sofia Marchetti', 1552], ['Jun Watanabe', 1533, 'Ellis Grant', 1529],
        ['Amara Obi', 1511, 'Piotr Zielinski', 1498], ['Ruth Feld', 1480, 'Diego Alvarez', 1466], ['Callum Reid', 1432, 'Noor Haddad', 1419],
      ];
      T.step({ calls: [{ name: 'get_pairings', args: { section: 'U1600', round: 3 }, result: () => ({ section: 'U1600', round: 3, start: '14:00', venue: 'Main Hall', pairings: boards.map((b, i) => ({ board: i + 1, white: `${b[0]} (${b[1]})`, black: `${b[2]} (${b[3]})` })), published: n.isoTz(60), swiss_engine: 'JaVaFo 2.2' }) }] });
      const mails = [];
      boards.forEach((b, i) => {
        mails.push({ name: 'send_player_email', args: { player: b[0], body: `Round 3 (U1600): board ${i + 1}, you have White against ${b[2]} (${b[3]}). Play starts 14:00 in the Main Hall.` }, result: () => ({ queued: true, id: n.lower(12) }) });
        mails.push({ name: 'send_player_email', args: { player: b[2], body: `Round 3 (U1600): board ${i + 1}, you have Black against ${b[0]} (${b[1]}). Play starts 14:00 in the Main Hall.` }, result: () => ({ queued: true, id: n.lower(12) }) });
      });
      T.step({ text: 'Pairings for boards 1-3 go out first (six players).', calls: mails.slice(0, 6) });
      T.step({ text: 'Now boards 4-6, the remaining six players.', calls: mails.slice(6) });
      T.say('All 12 Under-1600 players have been emailed their round-3 pairing: boards 1–6, colours and opponents as published, play at 14:00 in the Main Hall.');
      return T.finish({ status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'sign-language interpreter scheduling', style: 'vercel',
    isolates: 'An AI SDK agent texts four BSL interpreters the same assignment-confirmation template, each with a different booking (hospital, court, lecture, theatre), then finishes.',
    goal: "Confirm next week's assignments with each BSL interpreter by SMS.",
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the bookings coordinator assistant at SignBridge Interpreting. Use getAssignments and sendSms. Include venue, time and any prep notes.' });
      const a = [
        { who: 'Ffion Davies', tel: '+447700900131', job: 'outpatient cardiology appointment', when: 'Mon 09:20', where: 'Royal Infirmary, Clinic 4', prep: 'medical terminology; patient prefers regional signs' },
        { who: 'Marcus Bell', tel: '+447700900278', job: 'magistrates\' court hearing (co-working with R. Shah)', when: 'Tue 10:00', where: 'City Magistrates\' Court, Room 2', prep: 'bring ID for the secure entrance' },
        { who: 'Aisha Rahman', tel: '+447700900355', job: 'undergraduate lecture series: Organic Chemistry II', when: 'Wed 13:00', where: 'Science Block LT3', prep: 'slides shared in the booking folder' },
        { who: 'Tom Evans', tel: '+447700900419', job: 'theatre performance (BSL-interpreted evening)', when: 'Fri 19:30', where: 'Playhouse, stage-left platform', prep: 'script attached; tech rehearsal Thu 17:00' },
      ];
      T.step({ calls: [{ name: 'getAssignments', args: { week: 'next', language: 'BSL' }, result: () => ({ assignments: a.map((x, i) => ({ id: `SB-${7720 + i}`, interpreter: x.who, job: x.job, when: x.when, where: x.where, notes: x.prep })), fetched: n.iso() }) }] });
      const sms = (x, reasoning) => T.step({ reasoning, calls: [{ name: 'sendSms', args: { to: x.tel, text: `SignBridge: confirming ${x.when} - ${x.job} at ${x.where}. Note: ${x.prep}. Reply Y to confirm.` }, result: () => ({ sid: 'SM' + n.hex(32), status: 'queued', segments: 2, price_unit: 'GBP' }) }] });
      sms(a[0], 'Four interpreters have bookings next week. Ffion has the Monday cardiology appointment.');
      sms(a[1], 'Marcus is co-working a Tuesday court hearing and needs to bring ID.');
      sms(a[2], 'Aisha has the Wednesday chemistry lecture; slides are in the folder.');
      sms(a[3], 'Tom has the Friday theatre show and a tech rehearsal on Thursday.');
      T.say('Confirmation texts sent to all four interpreters (Ffion – Mon cardiology, Marcus – Tue court, Aisha – Wed lecture, Tom – Fri theatre). Replies will come back to the bookings inbox.');
      return T.finish({ final: 'Confirmations sent to 4 interpreters.' });
    },
  },
];
