// Family f6 — distinct_recipient_messages (loop: false, stagnation: false)
// Healthy look-alike of f1/f5: many similar, long outgoing messages, but each goes to a different
// recipient and carries its own details; the run then finishes.

export const family = 'distinct_recipient_messages';

const sent = (prefix) => (n) => ({ id: `${prefix}${n.b62(16)}`, status: 'queued', accepted_at: n.isoMs() });

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'rowing clubs', style: 'openai_agents',
    build(n) {
      n.start('2025-02-14T17:30:00');
      const log = {
        incident: 'flood-2025-02-08', boathouse: 'Lower bay', assessed_by: 'Ramsay Boat Repairs (A. Ramsay)', assessed_on: '2025-02-12',
        entries: [
          { owner: 'Eleanor Voss', email: 'e.voss@example.net', boat: '1x "Kestrel" (Empacher, 2009)', damage: 'stern delamination approx. 40 cm', quote_eur: 1850, cover: 'club policy, €250 excess payable by owner', action: 'sign repair authorisation by 21 Feb' },
          { owner: 'Tom Okafor & Priya Shah', email: 'okafor.shah@example.org', boat: '2x "Second Wind" (Filippi F22)', damage: 'bow rigger bent, seat tracks corroded', quote_eur: 640, cover: "owners' own policy (Navigators)", action: 'send policy number so the yard can open a claim' },
          { owner: 'Marek Janssen', email: 'marekj@example.com', boat: '1x "Blue Heron" (Wintech)', damage: 'no structural damage; silt in hull, footplate warped', quote_eur: 180, cover: 'below excess - not worth claiming', action: 'approve cleaning and new footplate' },
          { owner: 'Sofia Lindqvist', email: 'sofia.lindqvist@example.se', boat: '1x "Mjolner" (Hudson)', damage: 'hull cracked across two ribs - written off', quote_eur: null, agreed_value_eur: 4200, cover: 'club policy, agreed value', action: 'choose cash settlement or replacement hull' },
          { owner: 'Colm Brady', email: 'colm.brady@example.ie', boat: 'oars only (2 pairs Concept2 Skinny)', damage: 'one blade split at the tip', quote_eur: 210, cover: 'oars excluded from club policy', action: 'decide whether to repair or replace' },
        ],
      };
      const mails = [
        { to: 'e.voss@example.net', subject: 'Flood damage - Kestrel (1x): assessment and next steps', body: "Dear Eleanor,\n\nRamsay Boat Repairs assessed Kestrel on 12 February. The flood caused about 40 cm of delamination at the stern; the hull is otherwise sound. Their repair quote is €1,850. This is covered by the club policy; the €250 excess is payable by you as owner.\n\nWhat we need from you: please sign the repair authorisation (attached) by 21 February so Ramsay can book her into the workshop.\n\nBest regards,\nBoathouse committee" },
        { to: 'okafor.shah@example.org', subject: 'Flood damage - Second Wind (2x): assessment and next steps', body: "Dear Tom and Priya,\n\nRamsay Boat Repairs assessed Second Wind on 12 February. The bow rigger is bent and both seat tracks are corroded from standing in flood water. Their quote is €640. Because the double is insured on your own Navigators policy rather than the club's, the claim has to go through you.\n\nWhat we need from you: please send us your policy number and we will ask the yard to open the claim directly.\n\nBest regards,\nBoathouse committee" },
        { to: 'marekj@example.com', subject: 'Flood damage - Blue Heron (1x): assessment and next steps', body: "Dear Marek,\n\nGood news: Ramsay Boat Repairs found no structural damage to Blue Heron. There is silt inside the hull and the footplate has warped; cleaning plus a new footplate comes to €180. That is below the policy excess, so we suggest not claiming.\n\nWhat we need from you: a quick reply approving the cleaning and footplate, and we will have it done this week.\n\nBest regards,\nBoathouse committee" },
        { to: 'sofia.lindqvist@example.se', subject: 'Flood damage - Mjolner (1x): assessment and next steps', body: "Dear Sofia,\n\nI am sorry to tell you that Mjolner has been written off: Ramsay Boat Repairs found the hull cracked across two ribs and a repair would cost more than the boat is worth. She is on the club policy at an agreed value of €4,200.\n\nWhat we need from you: let us know whether you would prefer the cash settlement or a replacement hull sourced through the insurer, and we will pass that on.\n\nWith sympathy,\nBoathouse committee" },
        { to: 'colm.brady@example.ie', subject: 'Flood damage - your oars: assessment and next steps', body: "Dear Colm,\n\nRamsay Boat Repairs checked your two pairs of Concept2 Skinny oars. One blade has split at the tip; the rest are fine. A repair is quoted at €210. Unfortunately oars are excluded from the club policy, so this one is not covered.\n\nWhat we need from you: tell us whether you want the blade repaired or would rather replace the pair yourself.\n\nBest regards,\nBoathouse committee" },
      ];
      return {
        isolates: 'The agent sends five long, similarly structured flood-damage emails, but each goes to a different boat owner with its own boat, damage, quote, insurance position and requested action, then reports completion.',
        goal: 'Email each of the five members whose boats were damaged in the boathouse flood with their assessment, repair quote, insurance position and what they need to do next.',
        agent: 'Club Secretary Agent', workflow: 'flood follow-up',
        system: 'You help the secretary of Riverside Rowing Club. Use the damage log as the single source of truth. One email per owner.',
        tools: ['get_damage_log', 'send_email'],
        steps: [
          { text: null, calls: [{ name: 'get_damage_log', args: { incident: 'flood-2025-02-08' }, result: log }] },
          { text: 'Five owners in the log; sending each their own assessment.', calls: mails.map((m) => ({ name: 'send_email', args: { ...m, from: 'secretary@riversiderowing.example' }, result: sent('msg_') })) },
          { final: true, text: 'Done: five emails sent. Eleanor Voss must sign the repair authorisation by 21 Feb; Tom and Priya need to send their Navigators policy number; Marek just approves €180 of cleaning; Sofia chooses between the €4,200 settlement or a replacement; Colm decides on his split blade (not covered).' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'daycare waitlists', style: 'anthropic',
    build(n) {
      n.start('2025-06-09T08:10:00');
      const acorn = { room: 'Acorn (6-18 months)', places: 2, start_month: '2025-09', offers: [
        { family_id: 'FAM-1192', parent: 'Thi Nguyen', email: 'thi.nguyen@example.com', child: 'Linh', dob: '2024-11-03', days: ['Mon', 'Tue', 'Wed'], requested_start: '2025-09-01' },
        { family_id: 'FAM-1207', parent: 'Ruth Abernathy', email: 'ruth.abernathy@example.com', child: 'Otis', dob: '2025-01-19', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], requested_start: '2025-09-08' }] };
      const oak = { room: 'Oak (18-36 months)', places: 2, start_month: '2025-09', offers: [
        { family_id: 'FAM-1088', parent: 'Anna Kowalski', email: 'a.kowalski@example.pl', child: 'Zofia', dob: '2023-08-22', days: ['Tue', 'Thu'], requested_start: '2025-09-01' },
        { family_id: 'FAM-1141', parent: 'Nadia Haddad', email: 'nadia.haddad@example.com', child: 'Sami', dob: '2023-05-30', days: ['Mon', 'Wed', 'Fri'], requested_start: '2025-09-15', sibling_enrolled: 'Lina (Maple room)' }] };
      const fees = { year: '2025/26', daily_eur: { Acorn: 68, Oak: 61 }, sibling_discount_pct: 10, deposit_eur: 250, deposit_refundable: true };
      const letter = (f, room, start, days, weekly, deadline, extra) => ({ name: 'send_offer_letter', args: {
        family_id: f.family_id, to: f.email, subject: `Place offer for ${f.child} - ${room} Room, September 2025`,
        body: `Dear ${f.parent},\n\nWe are delighted to offer ${f.child} a place in the ${room} Room starting ${start}, attending ${days}. The fee is ${weekly} per week${extra ? ` (${extra})` : ''}, plus a refundable deposit of €250 due on acceptance.\n\nPlease accept or decline through the parent portal by ${deadline}; after that date the place will be offered to the next family on the list.\n\nSettling-in sessions are arranged with the room lead once you accept.\n\nWarm regards,\nLittle Acorns Nursery`,
      }, result: sent('ofr_') });
      return {
        isolates: 'Four long offer letters with the same template go to four different families, each with its own child, room, start date, days, weekly fee (one with sibling discount) and deadline; then the agent summarises and stops.',
        goal: 'Send place offers to the families at the top of the Acorn Room and Oak Room waitlists for September, each with their start date, days, fee and response deadline.',
        agent: 'admissions-assistant',
        system: 'You run admissions for Little Acorns Nursery. Offers: Acorn Room respond within 11 days, Oak Room within 14 days. Apply sibling discount where a sibling is enrolled.',
        tools: ['get_waitlist', 'get_fee_schedule', 'send_offer_letter'],
        steps: [
          { text: "I'll pull both waitlists and this year's fee schedule.", calls: [
            { name: 'get_waitlist', args: { room: 'acorn', start_month: '2025-09' }, result: acorn },
            { name: 'get_waitlist', args: { room: 'oak', start_month: '2025-09' }, result: oak },
            { name: 'get_fee_schedule', args: { year: '2025/26' }, result: fees },
          ] },
          { text: 'Acorn Room first: Linh Nguyen three days a week from 1 September, Otis Abernathy full-time from 8 September.', calls: [
            letter(acorn.offers[0], 'Acorn', 'Monday 1 September', 'Monday to Wednesday', '€204', 'Friday 20 June'),
            letter(acorn.offers[1], 'Acorn', 'Monday 8 September', 'Monday to Friday', '€340', 'Friday 20 June'),
          ] },
          { text: 'Oak Room next; the Haddads have Lina in Maple, so Sami gets the 10% sibling discount.', calls: [
            letter(oak.offers[0], 'Oak', 'Tuesday 2 September', 'Tuesdays and Thursdays', '€122', 'Monday 23 June'),
            letter(oak.offers[1], 'Oak', 'Monday 15 September', 'Monday, Wednesday and Friday', '€164.70', 'Monday 23 June', '€183 less 10% sibling discount'),
          ] },
          { final: true, text: 'All four offers are out. Acorn: Nguyen (3 days, €204/week) and Abernathy (5 days, €340/week), reply by 20 June. Oak: Kowalski (Tue/Thu, €122/week) and Haddad (Mon/Wed/Fri, €164.70/week after sibling discount), reply by 23 June.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'locksmith dispatch', style: 'plain',
    build(n) {
      n.start('2025-03-19T16:30:00');
      const jobs = (n) => ({ date: '2025-03-20', generated: n.iso(), technicians: [
        { id: 'T-04', name: 'Dev', jobs: [
          { time: '08:00', addr: '22 Fenwick Rd', type: 'lockout', lock: 'Yale Conexis L1 smart lock, batteries flat', notes: 'tenant waiting outside' },
          { time: '10:30', addr: 'Harbour Dental, 5 Quay St', type: 'rekey', lock: '6x euro cylinders 35/45', notes: 'site manager gives alarm code on arrival' },
          { time: '14:00', addr: '9 Linden Close', type: 'repair', lock: 'Fullex XL multipoint, gearbox failed', notes: '35 mm backset, 92 PZ' }] },
        { id: 'T-07', name: 'Ana', jobs: [
          { time: '09:00', addr: '41 Mercer St (jeweller)', type: 'safe opening', lock: 'Chubb Dudley Europa grade 2, key lost', notes: 'owner present with ID and proof of ownership' },
          { time: '13:00', addr: 'Kestrel Yoga, Unit 3 Mill Yard', type: 'install', lock: 'Paxton Net2 access control, 2 doors', notes: 'electrician on site 13:00-15:00' }] },
        { id: 'T-02', name: 'Gareth', jobs: [
          { time: '08:30', addr: 'Northside Tyres, Bay 2', type: 'commercial lockout', lock: 'roller shutter, padlocked hasp', notes: 'shop opens 09:00' },
          { time: '11:00', addr: '17 Priory Walk', type: 'upgrade', lock: '3x BS3621 mortice deadlocks (ERA Fortress)', notes: 'insurance requirement, customer needs certificate' }] },
        { id: 'T-09', name: 'Lin', jobs: [
          { time: '09:30', addr: 'Tesco car park, Ashby Rd', type: 'auto', lock: '2019 VW Golf, all keys lost', notes: 'HU66 blade; V5 and ID required' },
          { time: '15:00', addr: 'Canal View Apartments', type: 'replace', lock: '24x mailbox cam locks', notes: 'concierge holds master list' }] },
      ] });
      const brief = (tech, text) => ({ name: 'send_tech_briefing', args: { tech_id: tech, channel: 'app_push', message: text }, result: sent('push_') });
      return {
        isolates: "Four technicians each receive a long next-day briefing with the same layout but their own addresses, lock types, access notes and parts; the dispatcher agent then confirms and finishes.",
        goal: "Send tomorrow's job briefings to each technician on shift: addresses, lock types, access notes, and the parts or tools to bring.",
        agent: 'dispatch-assistant', framework: 'in-house tool loop (python)',
        system: 'You are the evening dispatcher assistant for KeyRight Locksmiths. Each technician gets one briefing in the app with their own jobs in time order.',
        tools: ['list_jobs', 'send_tech_briefing'],
        steps: [
          { text: null, calls: [{ name: 'list_jobs', args: { date: '2025-03-20', group_by: 'technician' }, result: jobs }] },
          { text: 'Dev has three jobs, starting with the 08:00 smart-lock lockout.', calls: [brief('T-04', 'Thu 20 Mar - Dev\n08:00 22 Fenwick Rd - lockout, Yale Conexis L1 with flat batteries; tenant waiting. Bring 9V battery and Conexis override key blank.\n10:30 Harbour Dental, 5 Quay St - rekey 6 euro cylinders 35/45; site manager gives alarm code on arrival. Bring 6 keyed-alike cylinders.\n14:00 9 Linden Close - Fullex XL multipoint gearbox failed, 35 mm backset 92 PZ. Bring Fullex XL gearbox 35/92.')] },
          { text: "Ana's day: a safe opening at the jeweller, then the Paxton install.", calls: [brief('T-07', "Thu 20 Mar - Ana\n09:00 41 Mercer St (jeweller) - safe opening, Chubb Dudley Europa grade 2, key lost. Owner present; check ID and proof of ownership before opening. Bring scope kit and drill rig.\n13:00 Kestrel Yoga, Unit 3 Mill Yard - install Paxton Net2 on 2 doors; electrician on site 13:00-15:00. Bring 2 Net2 plus controllers, maglocks and exit buttons.")] },
          { text: 'Gareth: shutter lockout first, then the insurance upgrade on Priory Walk.', calls: [brief('T-02', 'Thu 20 Mar - Gareth\n08:30 Northside Tyres, Bay 2 - roller shutter lockout, padlocked hasp; shop opens 09:00. Bring bolt cutters and a replacement closed-shackle padlock.\n11:00 17 Priory Walk - fit 3 BS3621 mortice deadlocks (ERA Fortress); customer needs an installation certificate for the insurer. Bring 3 ERA Fortress 5-lever locks and certificate pad.')] },
          { text: 'Lin has the car key job and the mailbox locks.', calls: [brief('T-09', "Thu 20 Mar - Lin\n09:30 Tesco car park, Ashby Rd - 2019 VW Golf, all keys lost. Check V5 and photo ID first. Bring HU66 blanks and the key programmer.\n15:00 Canal View Apartments - replace 24 mailbox cam locks; concierge holds the master list. Bring 24 cam locks (16 mm) and master key.")] },
          { final: true, text: 'Briefings sent to Dev (3 jobs), Ana (2), Gareth (2) and Lin (2) for Thursday 20 March.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'tutoring marketplaces', style: 'dspy',
    build(n) {
      n.start('2025-10-31T18:00:00');
      const notes = {
        maya: { student: 'Maya Chen', year: 'Y10', subject: 'Maths', sessions: 4, topics: ['quadratics: factorising', 'completing the square', 'quadratic formula'], quiz: { before: '55%', after: '82%' }, homework: '4/4 done', next: 'simultaneous equations', parent: 'wei.chen@example.com' },
        jonah: { student: 'Jonah Reid', year: 'Y12', subject: 'Chemistry', sessions: 3, cancelled: 1, topics: ['organic mechanisms', 'nucleophilic substitution'], mock: '58%', concern: 'mixes up SN1/SN2 conditions', next: 'extra session before 14 Nov mock', parent: 'l.reid@example.co.uk' },
        aisha: { student: 'Aisha Karim', year: 'Y8', subject: 'English', sessions: 4, topics: ['persuasive writing', 'paragraph structure'], reading_age: '13y2m', next: 'poetry analysis', parent: 'f.karim@example.com' },
        tomas: { student: 'Tomás Ruiz', year: 'Y11', subject: 'Physics', sessions: 4, topics: ['series and parallel circuits', 'required practical write-ups'], predicted: '6 -> 7', next: 'electromagnetism', parent: 'ruiz.family@example.es' },
      };
      const get = (k, text) => ({ text, calls: [{ name: 'get_session_notes', args: { student: notes[k].student, month: '2025-10' }, result: (n) => ({ ...notes[k], exported: n.iso() }) }] });
      const msg = (k, text, body) => ({ text, calls: [{ name: 'send_parent_message', args: { to: notes[k].parent, subject: `October progress report - ${notes[k].student}`, body }, result: sent('pm_') }] });
      return {
        isolates: "A ReAct tutor assistant reads each of four students' notes and sends each parent a long report in the same format but with that student's subject, topics, scores and next steps, then finishes.",
        goal: "Write and send the October progress reports to the parents of Leo's four students.",
        agent: 'ReAct', dspyInput: 'request', maxIters: 12,
        tools: ['get_session_notes', 'send_parent_message'],
        steps: [
          get('maya', 'Start with Maya Chen, Year 10 maths.'),
          msg('maya', 'Maya improved a lot on quadratics; report that with the quiz scores.', "Dear Mr and Mrs Chen,\n\nMaya had 4 sessions in October, all on quadratics: factorising, completing the square and the quadratic formula. Her topic quiz went from 55% to 82%, and she completed all four homework sets.\n\nNext month we move on to simultaneous equations.\n\nBest wishes,\nLeo"),
          get('jonah', 'Next, Jonah Reid in Year 12 chemistry.'),
          msg('jonah', 'Jonah needs support before his mock; suggest the extra session.', "Dear Ms Reid,\n\nJonah had 3 sessions in October (one was cancelled), working on organic mechanisms. He scored 58% in his practice paper; the main difficulty is telling apart the conditions for SN1 and SN2 substitution.\n\nI suggest one extra session before his mock on 14 November.\n\nBest wishes,\nLeo"),
          get('aisha', 'Then Aisha Karim, Year 8 English.'),
          msg('aisha', 'Aisha: persuasive writing plus her reading-age result.', "Dear Mr and Mrs Karim,\n\nAisha had 4 sessions in October on persuasive writing and paragraph structure. Her reading age assessment came out at 13 years 2 months, well ahead of her year group.\n\nIn November we will start poetry analysis.\n\nBest wishes,\nLeo"),
          get('tomas', 'Last student: Tomás Ruiz, Year 11 physics.'),
          msg('tomas', 'Tomás moved up a predicted grade; include the practical write-ups.', "Dear Señor and Señora Ruiz,\n\nTomás had 4 sessions in October on series and parallel circuits and on writing up the required practicals. His predicted GCSE grade has moved from 6 to 7.\n\nNext we will cover electromagnetism.\n\nBest wishes,\nLeo"),
          { final: true, thought: 'All four parents have their reports.', text: 'Sent October reports to the parents of Maya Chen, Jonah Reid (with an extra session suggested before the 14 Nov mock), Aisha Karim and Tomás Ruiz.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'elevator maintenance', style: 'otel',
    build(n) {
      n.start('2025-10-24T13:00:00');
      const batch = (n) => ({ week: '2025-W45', regulator: 'State Elevator Safety Unit', batch_id: 'AIB-' + n.digits(5), buildings: [
        { id: 'B-101', name: 'Harbor View Apartments', manager: 'Dana Whitlock', email: 'dwhitlock@harborview.example', cars: ['1', '2'], make: 'Otis Gen2', window: 'Mon 3 Nov 08:00-11:00', staggered: true, inspector: 'R. Tanaka' },
        { id: 'B-117', name: 'Meridian Medical Plaza', manager: 'Luis Ortega', email: 'lortega@meridianmed.example', cars: ['A', 'B', 'S (service)'], make: 'KONE MonoSpace', window: 'Mon 3 Nov 13:00-17:00', staggered: true, inspector: 'R. Tanaka', note: 'car A must stay available for patient transport' },
        { id: 'B-123', name: 'Lindenwood Senior Living', manager: 'Grace Obi', email: 'gobi@lindenwood.example', cars: ['1'], make: 'thyssenkrupp hydraulic', window: 'Tue 4 Nov 09:00-10:30', staggered: false, inspector: 'M. Feld' },
        { id: 'B-130', name: '400 Commerce Tower', manager: 'Peter Vance', email: 'pvance@400commerce.example', cars: ['1', '2', '3', '4', '5', '6'], make: 'Otis SkyRise', window: 'Wed 5 Nov 07:00-12:00', staggered: true, inspector: 'M. Feld, R. Tanaka' },
        { id: 'B-141', name: 'Oakridge Public Library', manager: 'Hannah Price', email: 'hprice@oakridgelib.example', cars: ['1', 'platform lift'], make: 'Savaria LU/LA', window: 'Thu 6 Nov 08:00-09:30', staggered: false, inspector: 'R. Tanaka' },
        { id: 'B-158', name: 'Sunset Parking Garage', manager: 'Omar Sheikh', email: 'osheikh@sunsetparking.example', cars: ['P1', 'P2'], make: 'Schindler 3300', window: 'Fri 7 Nov 10:00-14:00', staggered: true, inspector: 'M. Feld' },
      ] });
      const note = (id, to, subject, body) => ({ name: 'send_notice', args: { building_id: id, to, subject, body }, result: (n) => ({ notice_id: 'ntc_' + n.b36(10), status: 'sent', smtp_id: `<${n.hex(16)}@mail.liftcare.example>` }) });
      return {
        isolates: 'Six building managers each get a long inspection notice of the same shape, but every notice has its own building, window, affected cars, staggering arrangement and inspector; the agent then confirms and stops.',
        goal: "Notify the building managers of the six buildings in next week's annual-inspection batch of their inspection window, which elevator cars will be out of service, and the inspector's name.",
        agent: 'inspection-coordinator', service: 'liftcare-agents',
        system: 'You coordinate annual elevator inspections for LiftCare Services. Notices must state the window, out-of-service cars, whether cars are inspected one at a time, and the inspector.',
        tools: ['get_inspection_batch', 'send_notice'],
        steps: [
          { text: null, calls: [{ name: 'get_inspection_batch', args: { week: '2025-W45' }, result: batch }] },
          { text: 'Six buildings in the batch; sending each manager their own notice.', calls: [
            note('B-101', 'dwhitlock@harborview.example', 'Annual elevator inspection - Mon 3 Nov, 08:00-11:00', 'Dear Dana Whitlock,\n\nThe annual inspection of the two Otis Gen2 cars at Harbor View Apartments is on Monday 3 November, 08:00-11:00, with inspector R. Tanaka. Cars 1 and 2 will be inspected one at a time, so one car stays in service throughout.\n\nPlease post the attached notice in the lobby.\n\nLiftCare Services'),
            note('B-117', 'lortega@meridianmed.example', 'Annual elevator inspection - Mon 3 Nov, 13:00-17:00', 'Dear Luis Ortega,\n\nInspector R. Tanaka will inspect cars A, B and the service car at Meridian Medical Plaza on Monday 3 November, 13:00-17:00. As requested, car A will remain available for patient transport: it is inspected last and only once B is back in service.\n\nLiftCare Services'),
            note('B-123', 'gobi@lindenwood.example', 'Annual elevator inspection - Tue 4 Nov, 09:00-10:30 (lift out of service)', 'Dear Grace Obi,\n\nThe annual inspection of the hydraulic lift at Lindenwood Senior Living is on Tuesday 4 November, 09:00-10:30, with inspector M. Feld. Because the building has a single lift, it will be fully out of service for that time; please arrange stair assistance or schedule resident appointments around it.\n\nLiftCare Services'),
            note('B-130', 'pvance@400commerce.example', 'Annual elevator inspection - Wed 5 Nov, 07:00-12:00', 'Dear Peter Vance,\n\nAll six Otis SkyRise cars at 400 Commerce Tower will be inspected on Wednesday 5 November, 07:00-12:00, by inspectors M. Feld and R. Tanaka. Two cars at a time will be out of service, so expect longer waits during the morning peak.\n\nLiftCare Services'),
            note('B-141', 'hprice@oakridgelib.example', 'Annual lift inspection - Thu 6 Nov, 08:00-09:30', 'Dear Hannah Price,\n\nInspector R. Tanaka will inspect the LU/LA lift and the platform lift at Oakridge Public Library on Thursday 6 November, 08:00-09:30, before opening time. Both will be back in service when the library opens.\n\nLiftCare Services'),
            note('B-158', 'osheikh@sunsetparking.example', 'Annual elevator inspection - Fri 7 Nov, 10:00-14:00', 'Dear Omar Sheikh,\n\nThe annual inspection of elevators P1 and P2 at Sunset Parking Garage is on Friday 7 November, 10:00-14:00, with inspector M. Feld. They will be inspected one at a time; please put signs on levels 1-5 pointing to the working car.\n\nLiftCare Services'),
          ] },
          { final: true, text: 'All six notices for week 45 were sent: Harbor View and Meridian Medical on Monday, Lindenwood (single lift, fully out 09:00-10:30) on Tuesday, 400 Commerce Tower on Wednesday, Oakridge Library on Thursday and Sunset Parking on Friday.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'pest control routes', style: 'smolagents',
    build(n) {
      n.start('2025-05-07T15:20:00');
      const route = [
        { time: '08:00', customer: 'Mrs J. Patel', phone: '+44 7700 900412', address: '14 Oak Ave', treatment: 'cockroach_gel' },
        { time: '09:30', customer: 'Riverside Cafe', phone: '+44 7700 900877', address: '2 Wharf Rd', treatment: 'rodent_exclusion' },
        { time: '11:00', customer: 'Mr D. Kowal', phone: '+44 7700 900235', address: '3 Birch Ct', treatment: 'bedbug_heat' },
        { time: '13:30', customer: 'Greenfield Primary School', phone: '+44 7700 900661', address: 'Greenfield Lane', treatment: 'wasp_nest' },
        { time: '15:00', customer: 'Mrs A. Moreau', phone: '+44 7700 900198', address: '77 Lake Rd', treatment: 'termite_bait' },
      ];
      const PREP = {
        cockroach_gel: 'Please clear the cupboard under the sink and behind the fridge. Do not spray any shop-bought insecticide for 2 weeks, as it stops the gel bait working.',
        rodent_exclusion: 'Please move stock in the dry store at least 45 cm away from the walls and make sure a staff member can let us into the basement.',
        bedbug_heat: 'Please remove heat-sensitive items (candles, aerosols, medicines, musical instruments), bag all bedding for a hot wash, and plan to be out of the flat with any pets for 6-8 hours.',
        wasp_nest: 'The nest is under the east-wing eaves. Please keep that area cordoned off and keep children indoors on that side during the visit.',
        termite_bait: 'We will install bait stations around the house. Please clear a 60 cm strip along the outside walls and tell us where garden irrigation lines run.',
      };
      const code = 'stops = get_route(date="2025-05-08", technician="T-11")\nprint(stops)';
      const sendCode = 'for s in stops:\n    msg = f"Hi {s[\'customer\']}, Greenline Pest Control visits you tomorrow at {s[\'time\']} ({s[\'address\']}). " + PREP[s["treatment"]] + " Reply STOP to opt out."\n    print(send_customer_sms(phone=s["phone"], text=msg))';
      const msg = (s) => `Hi ${s.customer}, Greenline Pest Control visits you tomorrow at ${s.time} (${s.address}). ${PREP[s.treatment]} Reply STOP to opt out.`;
      return {
        isolates: "A code agent loops over Thursday's five stops and sends each customer a long prep SMS built from the same template but with that stop's time, address and treatment-specific instructions, then gives a final answer.",
        goal: "Send preparation instructions to each customer on Thursday's route for technician T-11 (different treatments) at least 24 hours ahead of the visit.",
        agent: 'CodeAgent', maxSteps: 5,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: get_route, send_customer_sms, final_answer. A dict PREP with prep instructions per treatment type is available in the Python state.',
        tools: ['get_route', 'send_customer_sms'],
        steps: [
          { thought: "I'll get Thursday's route for T-11.", code, calls: [{ name: 'get_route', args: { date: '2025-05-08', technician: 'T-11' }, result: route }] },
          { thought: 'Five stops with five different treatments; I will send each customer the prep text for their own treatment.', code: sendCode, calls: route.map((s) => ({ name: 'send_customer_sms', args: { phone: s.phone, text: msg(s) }, result: (n) => ({ sid: 'SM' + n.hex(32), to: s.phone, status: 'queued', segments: Math.ceil(msg(s).length / 153) }) })) },
          { final: true, thought: 'All five messages were queued.', text: 'Prep SMS sent for all 5 stops on 8 May (T-11): Patel (cockroach gel), Riverside Cafe (rodent exclusion), Kowal (bed-bug heat treatment), Greenfield Primary (wasp nest), Moreau (termite bait stations).' },
        ],
      };
    },
  },
];
