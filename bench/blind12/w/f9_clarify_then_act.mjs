// Family 9 — clarify_then_act (loop: false)
// Healthy look-alike of family 4: the agent asks a clarifying question, gets new information,
// asks a follow-up about a different point, gets another new answer, then acts and finishes.
export const family = 'clarify_then_act';
export const loop = false;
export const summary = 'Two questions to the human on different points, each answered with new information, then the action.';

const G1 = 'Prepare a restoration quote for the church window the St Brendan parish emailed us about.';
const G2 = "Book boarding for the Hendersons' two dogs, Biscuit and Juniper, while the family is away over Christmas.";
const G3 = "Caller is locked out of their flat and it's raining — get a locksmith out to them.";
const G4 = 'Can you submit my contest log from last weekend?';
const G5 = 'Create a transcription job for the chemistry textbook Hollins Academy sent over for their Year 10 student.';
const G6 = 'Open a work order for the ride that had the restraint fault last night.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'stained glass restoration', style: 'phoenix', stagnation: false,
    opts: { start: '2025-02-17T10:00:00Z', model: 'gpt-4o-2024-08-06' },
    key: { ask: 'ask_client', act: 'create_quote' },
    isolates: 'The agent asks which of two windows is meant (answer: the east lancet), then asks about the repair approach (answer: conservation repair), retrieves similar past quotes and creates the quote.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the studio assistant at Lumen & Lead Stained Glass. Quotes need the window, the repair approach and access requirements.');
      t.user(G1);
      t.step({ text: 'Finding the parish email.', calls: [{ name: 'search_inquiries', args: { from: 'St Brendan', days: 30 }, out: { results: [{ id: 'INQ-3381', received: '2025-02-12', from: 'Fr. Declan Moore <parish@stbrendans.example>', subject: 'Windows', excerpt: 'Storm damage to the east lancet this winter, and the rose window on the west front has been bowing for years. Could you quote?' }], mailbox_sync: n.iso() } }] });
      t.step({ text: 'The email mentions two windows.', calls: [{ name: 'ask_client', args: { to: 'parish@stbrendans.example', question: 'Should the quote cover the storm-damaged east lancet, the bowing west rose window, or both?' }, out: { reply: 'Just the east lancet for now — the St Brendan panel, with a cracked quarry in the lower third and a few loose leads. The rose window will need a separate appeal.', received: n.iso(t.now + 3600000) }, dur: [3600000, 3700000] }] });
      t.step({ text: 'East lancet only. The approach changes the price a lot, so one more question.', calls: [{ name: 'ask_client', args: { to: 'parish@stbrendans.example', question: 'For the cracked glass, would you prefer a like-for-like replacement of the broken quarry, or a conservation repair (edge-bonding and copper-foil) that keeps the original glass?' }, out: { reply: 'Conservation repair please — the diocesan advisory committee wants original glass kept wherever possible. Scaffolding is already up inside until March.', received: n.iso(t.now + 5400000) }, dur: [5400000, 5500000] }] });
      t.retrieve('QuoteArchiveRetriever', 'conservation repair lancet edge bonding quarry loose leads church', [
        { id: 'Q-2023-0198', score: 0.83, content: 'St Anne, Welby: north lancet, edge-bond 2 quarries, consolidate leads, re-putty. 3.5 labour days, client scaffold. £2,150 + VAT.', metadata: { year: 2023 } },
        { id: 'Q-2024-0041', score: 0.79, content: 'Holy Trinity, Marsh Lane: east lancet conservation, copper-foil repair of cracked painted quarry, 5 days incl. studio work. £3,020 + VAT.', metadata: { year: 2024 } },
        { id: 'Q-2022-0310', score: 0.71, content: 'Methodist chapel, Ings Rd: full releading of two lights, new glass where missing. £7,400 + VAT.', metadata: { year: 2022 } },
      ], { inject: true, input: { top_k: 3, collection: 'quotes' } });
      t.step({ text: 'Conservation repair, internal scaffold available; the two closest past jobs were 3.5–5 days. Creating the quote.', calls: [{ name: 'create_quote', args: { inquiry: 'INQ-3381', window: 'East lancet — St Brendan panel', scope: ['edge-bond cracked quarry (lower third)', 'consolidate loose leads', 'clean and re-putty', 'protective glazing check'], approach: 'conservation', access: 'client scaffold (internal) until 2025-03-31', labour_days: 4, materials_gbp: 180 }, out: { quote_id: 'Q-2025-' + n.digits(4), total_gbp: 2460, vat_gbp: 492, valid_until: '2025-05-17', pdf: `https://files.lumenandlead.co.uk/q/${n.hex(16)}.pdf` } }] });
      t.final('Quote created for the St Brendan east lancet: conservation repair (edge-bonding the cracked quarry in the lower third, consolidating the loose leads, cleaning and re-puttying), using the internal scaffold that stays up until the end of March. Total £2,460 + £492 VAT, valid until 17 May. The west rose window is left for a separate appeal, as the parish asked.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'dog boarding kennels', style: 'langsmith', stagnation: false,
    opts: { start: '2025-12-01T15:10:00Z' },
    key: { ask: 'human', act: 'create_boarding' },
    isolates: "AgentExecutor asks the 'human' tool for the dates, then separately about food and medication, gets a different new answer each time, and books the stay with the medication notes.",
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You are the front-desk assistant at Hillcrest Kennels. A booking needs arrival and departure, feeding instructions and any medication.');
      t.user(G2);
      t.step({ text: 'Pulling up the Henderson dogs.', calls: [{ name: 'lookup_client', args: { surname: 'Henderson' }, out: { client_id: 'C-1093', dogs: [{ id: 'D-2201', name: 'Biscuit', breed: 'Labrador', vaccinations_valid_until: '2026-04-30' }, { id: 'D-2202', name: 'Juniper', breed: 'Whippet', vaccinations_valid_until: '2026-01-15' }], last_stay: '2025-08-02' } }] });
      t.step({ text: 'I need the dates first.', calls: [{ name: 'human', args: { query: 'What drop-off and pick-up dates do the Hendersons need?' }, out: 'Drop-off Friday 19 December after 2pm, pick-up Sunday 28 December in the morning.', dur: [20000, 60000] }] });
      t.step({ text: 'Dates noted. Now feeding and medication.', calls: [{ name: 'human', args: { query: 'Do Biscuit and Juniper eat the same food, and does either need any medication?' }, out: 'Same kibble, they bring their own. Biscuit takes Apoquel 16 mg once a day with breakfast; Juniper has no meds.', dur: [20000, 60000] }] });
      t.step({ text: 'Booking a shared suite with the medication note.', calls: [{ name: 'create_boarding', args: { client_id: 'C-1093', dogs: ['D-2201', 'D-2202'], arrive: '2025-12-19T14:00', depart: '2025-12-28T10:00', suite: 'shared', food: 'owner-supplied kibble', meds: [{ dog: 'D-2201', drug: 'Apoquel', dose: '16 mg', schedule: 'once daily with breakfast' }] }, out: { booking: 'HK-' + n.digits(5), nights: 9, suite: 'S-4 (shared)', total_gbp: 540, deposit_due_gbp: 100 } }] });
      t.final('Biscuit and Juniper are booked into shared suite S-4 from Friday 19 December (after 2pm) to Sunday 28 December (morning), 9 nights, £540 with a £100 deposit due. They will eat their own kibble and Biscuit gets Apoquel 16 mg daily with breakfast. Both vaccinations are valid for the stay.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'locksmith dispatch', style: 'mlflow', stagnation: false,
    opts: { start: '2025-10-28T19:42:00Z', model: 'gpt-4o-mini-2024-07-18' },
    key: { ask: 'ask_caller', act: 'dispatch_job' },
    isolates: 'The dispatcher agent asks for the address, then (a different point) whether the caller can prove residence, gets new answers each time and dispatches the nearest locksmith.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are the dispatch assistant at KeyFast 24h Locksmiths. For lockouts we need the full address and proof the caller lives there before opening a door.');
      t.user(G3);
      t.step({ text: 'Asking for the address.', calls: [{ name: 'ask_caller', args: { question: 'What is the full address, including the flat number?' }, out: { caller_said: '14B Harrow Lane, flat 3 on the second floor, Kentish Town, NW5 2JD.', call_id: 'CALL-' + n.digits(6) }, dur: [15000, 30000] }] });
      t.step({ text: 'Now about proof of residence.', calls: [{ name: 'ask_caller', args: { question: 'Are you the tenant or the owner, and will you be able to show ID with this address once the door is open?' }, out: { caller_said: "I'm the tenant. My driving licence with this address is in my car outside.", call_id: 'CALL-' + n.digits(6) }, dur: [15000, 30000] }] });
      t.step({ text: 'Finding the nearest available locksmith.', calls: [{ name: 'nearest_technicians', args: { postcode: 'NW5 2JD', skill: 'lockout-nondestructive' }, out: { technicians: [{ id: 'LS-07', name: 'Kofi', eta_min: 22, van: 'LK70 XRT' }, { id: 'LS-19', name: 'Paula', eta_min: 35 }], computed_at: n.iso() } }] });
      t.step({ text: 'Dispatching Kofi.', calls: [{ name: 'dispatch_job', args: { technician: 'LS-07', address: '14B Harrow Lane, Flat 3 (2nd floor), Kentish Town, NW5 2JD', job: 'lockout', caller_role: 'tenant', id_check: 'driving licence (in car)', priority: 'weather' }, out: { job_id: 'KF-' + n.digits(6), eta: n.hhmm(t.now + 22 * 60000), sms_to_caller: 'sent', callout_fee_gbp: 89 } }] });
      t.final('Kofi (LS-07) is on his way to Flat 3, 14B Harrow Lane, NW5 2JD, about 22 minutes out; the caller has been texted the ETA. He will check the driving licence with the address before opening the door. Call-out fee £89.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'ham radio contest logging', style: 'plain', stagnation: false,
    opts: { start: '2025-09-30T20:05:00Z', model: 'gpt-4.1-2025-04-14' },
    key: { viaMessages: true, act: 'submit_cabrillo' },
    isolates: 'In a plain chat the assistant asks which of two contests (answer: CQ WW RTTY), then which entry category (answer: single-op all-band low power), and then submits the Cabrillo log.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You help the station owner of G4KXV with logging. Tools: list_logs, build_cabrillo, submit_cabrillo.');
      t.user(G4);
      t.step({ calls: [{ name: 'list_logs', args: { since: '2025-09-26' }, out: { logs: [{ file: 'cqww-rtty-2025.adi', qsos: 412, first: '2025-09-27T00:00Z', last: '2025-09-28T23:51Z', modes: ['RTTY'] }, { file: 'sprint-2025-09.adi', qsos: 38, first: '2025-09-28T19:00Z', last: '2025-09-28T19:58Z', modes: ['CW'] }] } }] });
      t.say('I found two logs from last weekend: the CQ WW RTTY (412 QSOs) and a short CW sprint (38 QSOs). Which contest do you want to submit?');
      t.user('The CQ WW RTTY one.');
      t.say('Got it. Which entry category should it go in — single operator all band high power, low power, or QRP?');
      t.user('Single op, all band, low power. I ran 100 W the whole time.');
      t.step({ text: 'Building the Cabrillo file as SOAB low power.', calls: [{ name: 'build_cabrillo', args: { log: 'cqww-rtty-2025.adi', contest: 'CQ-WW-RTTY', callsign: 'G4KXV', category: { operator: 'SINGLE-OP', band: 'ALL', power: 'LOW', mode: 'RTTY' } }, out: `START-OF-LOG: 3.0\nCONTEST: CQ-WW-RTTY\nCALLSIGN: G4KXV\nCATEGORY-OPERATOR: SINGLE-OP\nCATEGORY-BAND: ALL\nCATEGORY-POWER: LOW\nCATEGORY-MODE: RTTY\nCLAIMED-SCORE: 318402\nCREATED-BY: N1MM Logger+ 1.0.${n.int(10000, 10999)}\nQSO: 14085 RY 2025-09-27 0000 G4KXV 599 14 DX K1AR 599 05 MA\n... (411 more QSO lines)\nEND-OF-LOG:` }] });
      t.step({ text: 'Submitting it.', calls: [{ name: 'submit_cabrillo', args: { contest: 'CQ-WW-RTTY', file: 'G4KXV.cbr' }, out: { accepted: true, confirmation: `Log received for G4KXV, 412 QSOs, category SOAB LP. Confirmation ${n.HEX(8)} sent to the station email.`, received_at: n.httpDate() } }] });
      t.final('Your CQ WW RTTY log is submitted as G4KXV, single-op all-band low power: 412 QSOs, claimed score 318,402. The robot accepted it and sent a confirmation to your station email.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'braille transcription', style: 'weave', stagnation: false,
    opts: { start: '2025-01-14T09:20:00Z' },
    key: { ask: 'ask_user', act: 'create_job' },
    isolates: 'The agent asks about the braille code (answer: contracted UEB with technical rules) and then about the delivery format (answer: BRF files plus embossed diagrams), then creates the transcription job.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You coordinate work at Dotline Braille Services. Every job needs the code (UEB contracted/uncontracted, technical or not) and the delivery format.');
      t.user(G5);
      t.step({ text: 'Finding the file from Hollins Academy.', calls: [{ name: 'find_upload', args: { customer: 'Hollins Academy' }, out: { upload_id: 'UP-' + n.digits(5), title: 'AQA GCSE Chemistry (3rd ed.)', pages: 412, has_diagrams: true, received: n.iso(t.now - 2 * 86400000), sha256: n.sha256() } }] });
      t.step({ text: 'Asking which braille code the student reads.', calls: [{ name: 'ask_user', args: { prompt: 'Which braille code should we use for this student: contracted (grade 2) or uncontracted UEB, and should formulas follow UEB technical rules?' }, out: 'Contracted UEB, and yes — UEB technical for the formulas and equations.', dur: [60000, 240000] }] });
      t.step({ text: 'Code settled. Now the delivery format.', calls: [{ name: 'ask_user', args: { prompt: 'How should we deliver it — embossed paper volumes, or BRF files for the student\'s notetaker?' }, out: 'BRF files for her BrailleNote Touch, plus embossed tactile graphics for the diagrams only.', dur: [60000, 240000] }] });
      t.step({ text: 'Creating the job.', calls: [{ name: 'create_job', args: { upload: 'AQA GCSE Chemistry (3rd ed.)', customer: 'Hollins Academy', code: 'UEB contracted', technical: 'UEB technical', deliverables: ['BRF (BrailleNote Touch)', 'embossed tactile graphics: diagrams only'], priority: 'school-term' }, out: { job_id: 'DB-' + n.digits(6), est_volumes: 9, est_tactile_pages: 86, due: '2025-02-21', assigned_to: 'team B' } }] });
      t.final('Job created for Hollins Academy: AQA GCSE Chemistry in contracted UEB with UEB technical rules for formulas, delivered as BRF files for the BrailleNote Touch plus embossed tactile graphics for the diagrams (about 86 pages). Team B has it, due 21 February.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'amusement park ride maintenance', style: 'langfuse', stagnation: false,
    opts: { start: '2025-07-06T06:50:00Z', model: 'gpt-4o-2024-08-06' },
    key: { ask: 'ask_supervisor', act: 'create_work_order' },
    isolates: 'Two rides logged restraint events; the supervisor says which one (Cyclone row 6) and, on a second question, how to operate meanwhile (run with row 6 tagged out), and the agent opens the work order.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the maintenance coordinator assistant at Brightwater Park. Work orders need the ride, the component, and the operating restriction until fixed.');
      t.user(G6);
      t.step({ text: "Looking at last night's ride incidents.", calls: [{ name: 'search_incidents', args: { date: '2025-07-05', category: 'restraint' }, out: { incidents: [{ id: 'INC-7731', ride: 'Cyclone', detail: 'Row 6 lap bar sensor showed unlocked while bar was down; dispatch inhibited twice', time: '20:41' }, { id: 'INC-7734', ride: 'Tea Cups', detail: 'Cup 3 latch opened by guest mid-cycle', time: '21:05' }], source: 'ride-ops log', generated: n.iso() } }] });
      t.step({ text: 'Two rides logged restraint events; checking which one is meant.', calls: [{ name: 'ask_supervisor', args: { message: 'Last night there were restraint events on Cyclone (row 6 lap bar sensor) and Tea Cups (cup 3 latch). Which one needs the work order?' }, out: { from: 'J. Ortega (ride maintenance sup.)', text: "Cyclone, row 6 lap bar. Tea Cups was a guest opening the latch, no fault.", at: n.hhmm(t.now + 240000) }, dur: [180000, 300000] }] });
      t.step({ text: 'Cyclone row 6. Asking how the ride should run until the repair.', calls: [{ name: 'ask_supervisor', args: { message: 'Should Cyclone stay closed until the row 6 sensor is fixed, or operate with row 6 blocked off?' }, out: { from: 'J. Ortega (ride maintenance sup.)', text: 'Operate with row 6 tagged out and blocked. Sensor swap at the 07:30 pre-open check.', at: n.hhmm(t.now + 200000) }, dur: [120000, 240000] }] });
      t.step({ text: 'Opening the work order with the row 6 restriction.', calls: [{ name: 'create_work_order', args: { ride: 'Cyclone', component: 'Row 6 lap bar position sensor', incident: 'INC-7731', priority: 'P1', restriction: 'Row 6 tagged out and blocked; ride may operate', scheduled: '2025-07-06T07:30' }, out: { wo: 'WO-' + n.digits(6), status: 'OPEN', lockout_tag: 'LOTO-' + n.digits(4), assigned: 'Ride Maint. crew A' } }] });
      t.final('Work order opened for Cyclone (INC-7731): replace the row 6 lap bar position sensor, P1, at the 07:30 pre-open check with crew A. Until then Cyclone may operate with row 6 tagged out and blocked. No order for Tea Cups, since that event was a guest opening the latch.');
      return t.finish();
    },
  },
];

export function check(row, key, U) {
  const p = [];
  let answers;
  if (key.viaMessages) answers = U.userMessages(row).slice(1);
  else answers = U.tools(row, key.ask).map((s) => U.str(U.result(s)));
  if (answers.length !== 2) p.push(`${answers.length} answers (want 2)`);
  for (let i = 1; i < answers.length; i++) if (U.overlap(answers[0], answers[i]) > 0.5) p.push('answers repeat each other');
  const acts = U.tools(row, key.act);
  if (!acts.some((s) => !s.error)) p.push(`${key.act} was not performed`);
  if (row.root.error) p.push('healthy run must not end in error');
  const last = U.spans(row).filter((s) => s.type === 'llm').at(-1);
  if (!last || U.text(last).length < 40) p.push('no final answer');
  return p;
}
