// Family f7 — id_format_fixed_once (loop: false, stagnation: false)
// Healthy look-alike of f2: the first lookup fails because of a wrong ID format, the agent corrects
// the format once (using the hint in the error), finds the record and completes the task.
import { httpResponse } from './lib.mjs';

export const family = 'id_format_fixed_once';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'pawn shops', style: 'plain',
    build(n) {
      n.start('2025-06-12T10:20:00');
      return {
        isolates: 'A pawn-ticket lookup with the short number fails with a format error, the agent rebuilds the full PT-YYYY-NNNNN id once, finds the loan, prices and records the 30-day extension, and finishes.',
        goal: 'A customer wants to extend the pawn loan on ticket 871 from March (a gold chain) by 30 days; look it up, tell the clerk the fee, and record the extension once the fee is paid at the counter.',
        agent: 'counter-assistant', framework: 'in-house tool loop (python)',
        system: 'You assist the counter clerk at Goldline Pawn & Loan. Loans can be extended in 30-day steps for interest plus a storage fee.',
        tools: ['lookup_ticket', 'calc_extension_fee', 'extend_loan'],
        steps: [
          { text: null, calls: [{ name: 'lookup_ticket', args: { ticket_id: '871' }, result: (n) => httpResponse(400, 'Bad Request', { 'Content-Type': 'application/json', 'X-Request-Id': n.uuid(), Date: n.http() }, { error: 'invalid_ticket_format', message: 'ticket_id must match PT-YYYY-NNNNN (e.g. PT-2025-00412)' }), error: 'HTTP 400 invalid_ticket_format' }] },
          { text: 'The system needs the full ticket id. The loan was taken out in March 2025, so ticket 871 is PT-2025-00871.', calls: [{ name: 'lookup_ticket', args: { ticket_id: 'PT-2025-00871' }, result: (n) => ({ ticket: 'PT-2025-00871', customer: 'R. Delgado', item: '18ct gold curb chain, 24.6 g', principal_usd: 520.0, issued: '2025-03-18', maturity: '2025-06-16', status: 'active', extensions: 0, fetched: n.iso() }) }] },
          { text: null, calls: [{ name: 'calc_extension_fee', args: { ticket_id: 'PT-2025-00871', days: 30 }, result: { interest_usd: 26.0, storage_usd: 5.0, total_usd: 31.0, new_maturity: '2025-07-16' } }] },
          { text: 'Fee is $31.00 ($26 interest + $5 storage). The clerk confirmed it was paid in cash, so I will record the extension.', calls: [{ name: 'extend_loan', args: { ticket_id: 'PT-2025-00871', days: 30, fee_paid_usd: 31.0, payment: 'cash' }, result: (n) => ({ status: 'extended', new_maturity: '2025-07-16', receipt: 'R-' + n.digits(6), recorded_at: n.sql() }) }] },
          { final: true, text: 'Ticket PT-2025-00871 (R. Delgado, 18ct gold chain, $520 principal) is extended by 30 days to 16 July 2025. Fee $31.00 paid in cash; receipt printed.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'comic book grading', style: 'openai_agents',
    build(n) {
      n.start('2025-08-04T15:10:00');
      return {
        isolates: 'A certification check with a dashed CGC number returns INVALID_FORMAT, the agent strips the dash once, the 10-digit number verifies as a 9.4, and the consignment listing is updated.',
        goal: 'Verify CGC certification 4012876-003 for the Amazing Spider-Man #129 a consignor submitted, and add the verified grade to consignment listing CN-2291-07.',
        agent: 'Consignment Agent', workflow: 'consignment intake',
        system: 'You process consignments for Panel House Comics auctions. Graded books must be verified against the grader registry before listing.',
        tools: ['verify_cgc_cert', 'update_consignment_listing'],
        steps: [
          { text: null, calls: [{ name: 'verify_cgc_cert', args: { cert: '4012876-003' }, result: (n) => ({ found: false, error: 'INVALID_FORMAT', message: 'Certification numbers are 10 digits without dashes or spaces.', lookup_id: n.uuid() }) }] },
          { text: 'The registry wants the ten digits without the dash: 4012876003.', calls: [{ name: 'verify_cgc_cert', args: { cert: '4012876003' }, result: (n) => ({ found: true, cert: '4012876003', title: 'The Amazing Spider-Man', issue: '129', publisher: 'Marvel Comics', cover_date: '2/74', grade: '9.4', label: 'Universal', page_quality: 'WHITE', key_comments: '1st appearance of the Punisher. 1st appearance of the Jackal.', graded: '2021-08', lookup_id: n.uuid() }) }] },
          { text: null, calls: [{ name: 'update_consignment_listing', args: { listing_id: 'CN-2291-07', fields: { grade: 'CGC 9.4', cert: '4012876003', label: 'Universal', page_quality: 'White', verified: true } }, result: (n) => ({ ok: true, listing_id: 'CN-2291-07', version: 3, updated_at: n.pyIso() }) }] },
          { final: true, text: 'Verified: CGC 4012876003 is The Amazing Spider-Man #129 (2/74), 9.4 Universal label, white pages, 1st Punisher. Listing CN-2291-07 now shows the verified grade.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'scuba dive shops', style: 'anthropic',
    build(n) {
      n.start('2025-07-15T16:40:00');
      return {
        isolates: "A diver's certification lookup with the dashed number printed on his card is not recognised, the agent sends the 10-character form once, finds Advanced Open Water with Deep and Wreck specialties, and books him on the wreck dive.",
        goal: "A walk-in diver wants to join tomorrow's wreck dive to 30 m; verify his certification level from his PADI card number 21-04-AB1234 and book him if he holds Advanced Open Water or higher.",
        agent: 'dive-desk', maxIter: 6,
        system: 'You run the front desk of Blue Reef Divers. Dives deeper than 18 m require Advanced Open Water or a Deep specialty.',
        tools: ['lookup_certification', 'get_trip', 'book_diver'],
        steps: [
          { text: "I'll verify his certification with PADI first.", calls: [{ name: 'lookup_certification', args: { agency: 'PADI', diver_number: '21-04-AB1234' }, result: (n) => ({ matched: false, reason: 'diver_number format not recognised: PADI diver numbers are 10 characters, letters and digits only (e.g. 2104AB1234)', trace: n.hex(16) }) }] },
          { text: 'The card prints the number with dashes; the registry wants the 10 characters only.', calls: [{ name: 'lookup_certification', args: { agency: 'PADI', diver_number: '2104AB1234' }, result: (n) => ({ matched: true, name: 'Henrik Olsen', level: 'Advanced Open Water Diver', specialties: ['Deep Diver', 'Wreck Diver'], issued: '2021-04-17', trace: n.hex(16) }) }] },
          { text: 'He is Advanced with Deep and Wreck specialties, which covers 30 m. Checking space on the trip.', calls: [{ name: 'get_trip', args: { trip_id: 'WRK-0716' }, result: { trip_id: 'WRK-0716', site: 'MV Karwela wreck', max_depth_m: 30, departs: '2025-07-16T07:30:00+02:00', min_cert: 'AOW or Deep specialty', spaces_left: 2 } }] },
          { text: null, calls: [{ name: 'book_diver', args: { trip_id: 'WRK-0716', diver: { name: 'Henrik Olsen', agency: 'PADI', number: '2104AB1234', level: 'AOW' }, rental: ['15L tank', 'weights 6kg'] }, result: (n) => ({ booking: 'BK-' + n.digits(5), status: 'confirmed', spaces_left: 1 }) }] },
          { final: true, text: 'Henrik Olsen (PADI 2104AB1234) is Advanced Open Water with Deep and Wreck specialties, so he qualifies. He is booked on tomorrow 07:30 wreck dive to the MV Karwela with a 15 L tank and 6 kg weights; one space is left.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'bridge inspection', style: 'otel',
    build(n) {
      n.start('2025-03-05T14:00:00');
      return {
        isolates: 'An NBI query with the short structure number returns no rows and a warning that the field is 15 characters zero-padded; the agent pads it once, gets the Mill Creek bridge record (deck rating 5) and reports that a special deck inspection is due.',
        goal: 'Pull the latest inspection ratings for the Mill Creek bridge (state structure no. 4107 on County Road 12) and tell the county engineer whether its deck rating (5 or lower) triggers a special deck inspection.',
        agent: 'bridge-asset-agent', service: 'county-engineering-agents',
        system: 'You support the county engineer. NBI condition ratings 0-9; deck rating 5 or below needs a special deck inspection within 90 days.',
        tools: ['query_nbi'],
        steps: [
          { text: null, calls: [{ name: 'query_nbi', args: { state: 'OH', structure_number: '4107' }, result: (n) => ({ count: 0, results: [], warnings: ['STRUCTURE_NUMBER_008 is a 15-character field, left-padded with zeros; partial matches are not supported'], query_ms: n.int(30, 120) }) }] },
          { text: 'The NBI structure number is 15 characters with leading zeros, so 4107 becomes 000000000004107.', calls: [{ name: 'query_nbi', args: { state: 'OH', structure_number: '000000000004107' }, result: (n) => ({ count: 1, results: [{ STRUCTURE_NUMBER_008: '000000000004107', FACILITY_CARRIED_007: 'CR 12', FEATURES_DESC_006A: 'MILL CREEK', YEAR_BUILT_027: 1962, DECK_COND_058: '5', SUPERSTRUCTURE_COND_059: '6', SUBSTRUCTURE_COND_060: '5', ADT_029: 1840, SCOUR_CRITICAL_113: '5', DATE_OF_INSPECT_090: '0924' }], warnings: [], query_ms: n.int(30, 120) }) }] },
          { final: true, text: 'Mill Creek bridge (CR 12, NBI 000000000004107, built 1962), inspected 09/2024: deck 5 (fair), superstructure 6, substructure 5, scour critical code 5, ADT 1840. The deck rating of 5 triggers a special deck inspection, due within 90 days.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'amateur radio contests', style: 'smolagents',
    build(n) {
      n.start('2025-06-22T19:10:00');
      return {
        isolates: 'A callsign lookup with the portable suffix /P is not found, with a hint to query the base call; the agent queries DL4ABC once, gets DXCC and continent, scores the contact and answers.',
        goal: 'Validate the field-day log entry for the 20 m contact with DL4ABC/P at 14:32 UTC and compute how many points it scores.',
        agent: 'CodeAgent', maxSteps: 8,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: get_log_entry, lookup_callsign, score_qso, final_answer. Our station is W1FDX (FN42, North America).',
        tools: ['get_log_entry', 'lookup_callsign', 'score_qso'],
        steps: [
          { thought: 'First get the logged contact at 14:32 UTC on 20 m.', calls: [{ name: 'get_log_entry', args: { time_utc: '14:32', band: '20m' }, result: { qso_id: 'Q0412', call: 'DL4ABC/P', band: '20m', mode: 'SSB', freq_khz: 14231.5, rst_sent: '59', rst_rcvd: '57', exchange_rcvd: '1B EU' } }] },
          { thought: 'Now look up the callsign to get country and continent.', calls: [{ name: 'lookup_callsign', args: { callsign: 'DL4ABC/P' }, result: { found: false, message: 'Portable/mobile suffixes (/P, /M, /MM) are not stored; query the base callsign.' } }] },
          { thought: 'The database only stores base calls, so I will query DL4ABC without the /P suffix.', calls: [{ name: 'lookup_callsign', args: { callsign: 'DL4ABC' }, result: { found: true, call: 'DL4ABC', name: 'Jurgen Albers', country: 'Fed. Rep. of Germany', dxcc: 230, cq_zone: 14, itu_zone: 28, continent: 'EU', grid: 'JO62' } }] },
          { thought: 'Germany is DXCC 230 in Europe, a different continent from ours. Score it.', calls: [{ name: 'score_qso', args: { qso_id: 'Q0412', dxcc: 230, continent: 'EU', mode: 'SSB' }, result: { points: 3, rule: 'phone QSO with a different continent = 3 points', new_multiplier: true, dupe: false } }] },
          { final: true, thought: 'I have validation and score.', text: 'Q0412 with DL4ABC/P (Germany, DXCC 230, EU) on 20 m SSB at 14:32 UTC is valid, not a dupe, and scores 3 points; Germany is also a new multiplier.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'laboratory mouse colonies', style: 'dspy',
    build(n) {
      n.start('2025-04-29T08:30:00');
      return {
        isolates: 'A cage lookup with the dashed card number fails with a hint that cage ids are 7 digits; the agent retries once with 1200457, finds the 21-day litter, creates two cages and records the weaning by sex.',
        goal: 'Wean the litter in cage 12-0457 (born 21 days ago) into new cages by sex and update the colony database.',
        agent: 'ReAct', dspyInput: 'request', maxIters: 8,
        tools: ['get_cage', 'create_cages', 'wean_litter'],
        steps: [
          { text: 'Look up the source cage to see the litter.', calls: [{ name: 'get_cage', args: { cage_id: '12-0457' }, error: 'CageNotFound: cage card IDs are 7 digits (rack 2 + position 5), e.g. 1200457' }] },
          { text: 'Cage ids are seven digits, rack then position, so 12-0457 is 1200457.', calls: [{ name: 'get_cage', args: { cage_id: '1200457' }, result: (n) => ({ cage: '1200457', room: 'B214', rack: 12, strain: 'C57BL/6J-Tg(Thy1-YFP)H', dam: 'F-3381', sire: 'M-1102', litter: { born: '2025-04-08', pups: 7, sexed: { M: 4, F: 3 } }, protocol: 'IACUC-2023-118', as_of: n.iso() }) }] },
          { text: 'Seven pups, four males and three females: I need two new cages on rack 12.', calls: [{ name: 'create_cages', args: { count: 2, rack: 12, strain: 'C57BL/6J-Tg(Thy1-YFP)H', protocol: 'IACUC-2023-118' }, result: { cages: ['1200471', '1200472'] } }] },
          { text: 'Move the males to 1200471 and the females to 1200472.', calls: [{ name: 'wean_litter', args: { source_cage: '1200457', assignments: { 1200471: { sex: 'M', count: 4 }, 1200472: { sex: 'F', count: 3 } }, wean_date: '2025-04-29' }, result: (n) => ({ ok: true, source_status: 'breeding pair, litter weaned', audit_id: n.uuid() }) }] },
          { final: true, thought: 'The litter is weaned and recorded.', text: 'Weaned the 21-day litter from cage 1200457: 4 males to cage 1200471 and 3 females to cage 1200472 (rack 12, room B214); the colony database is updated.' },
        ],
      };
    },
  },
];
