// Family 3: paging past the end of a result set; the same empty page keeps coming back.
export const family = 'paging_beyond_last_page';
export const loop = true;
export const stagnation = false;
export const summary = 'After the last real page the agent keeps advancing page/offset/scroll/cursor (or re-sends the same token) and receives the same empty page three or more times.';

export const scenarios = [
  {
    domain: 'ice hotels',
    isolates: 'An Opik-traced reservations agent lists Art Suite bookings page by page, and after the real pages 1-2 keeps requesting pages 3 to 6, each returning the same empty data array.',
    build: (N) => {
      const pageOut = (p, data, last) => (N) => ({ data, page: p, per_page: 4, has_more: !last && data.length === 4, total: 7, request_id: N.reqId('ih_'), generated_at: N.iso() });
      const empty = (p) => (N) => ({ data: [], page: p, per_page: 4, has_more: false, total: 7, request_id: N.reqId('ih_'), generated_at: N.iso() });
      return {
        style: 'opik', agent: 'icehotel-reservations', project: 'icehotel-ops', model: 'gpt-4o-mini',
        system: 'You help the front office of an ice hotel. Art Suites are rebuilt every winter by guest artists; each suite can be booked once per night.',
        goal: 'List every Art Suite booking for the week of 10-16 February and tell housekeeping which suites need the reindeer-hide bedding swapped each morning.',
        turns: [
          { say: 'Fetching Art Suite bookings for 10-16 Feb.', calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 1 }, out: pageOut(1, [
            { ref: 'IH-88412', suite: 'AS-03 "Northern Owl"', night: '2026-02-10', guests: 2 },
            { ref: 'IH-88415', suite: 'AS-07 "Frozen Orchestra"', night: '2026-02-10', guests: 2 },
            { ref: 'IH-88431', suite: 'AS-03 "Northern Owl"', night: '2026-02-11', guests: 2 },
            { ref: 'IH-88440', suite: 'AS-11 "Tundra Library"', night: '2026-02-12', guests: 1 }], false) }] },
          { calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 2 }, out: pageOut(2, [
            { ref: 'IH-88452', suite: 'AS-07 "Frozen Orchestra"', night: '2026-02-13', guests: 2 },
            { ref: 'IH-88459', suite: 'AS-02 "Aurora Well"', night: '2026-02-14', guests: 2 },
            { ref: 'IH-88460', suite: 'AS-11 "Tundra Library"', night: '2026-02-15', guests: 2 }], true) }] },
          { say: 'Checking the next page in case more bookings exist.', calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 3 }, out: empty(3) }] },
          { calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 4 }, out: empty(4) }] },
          { calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 5 }, out: empty(5) }] },
          { calls: [{ name: 'list_bookings', args: { room_type: 'art_suite', from: '2026-02-10', to: '2026-02-16', page: 6 }, out: empty(6) }] },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'poultry shows',
    isolates: 'A Gemini function-calling agent pages through Orpington show entries by offset and, after the short final page, keeps asking for offsets 100, 150 and 200, each answered with the same empty entries list.',
    build: (N) => {
      const ent = (o, rows) => (N) => ({ offset: o, limit: 50, entries: rows, total_estimate: 62, fetched: N.http(), etag: N.etag() });
      const mk = (n, start) => Array.from({ length: n }, (_, i) => ({ pen: `LF-${String(start + i).padStart(3, '0')}`, breed: 'Orpington', colour: ['Buff', 'Black', 'Blue', 'Lavender'][(start + i) % 4], sex: (start + i) % 3 ? 'F' : 'M', age: (start + i) % 2 ? 'adult' : 'juvenile', exhibitor: `EX-${4100 + ((start + i) * 7) % 97}` }));
      return {
        style: 'gemini', agent: 'show-secretary', model: 'gemini-2.0-flash',
        goal: 'Count the Large Fowl Orpington entries per colour for the county poultry show so the secretary can order judging cards.',
        turns: [
          { calls: [{ name: 'list_entries', args: { section: 'large_fowl', breed: 'Orpington', offset: 0, limit: 50 }, out: ent(0, mk(50, 1)) }] },
          { say: 'First 50 received; fetching the rest.', calls: [{ name: 'list_entries', args: { section: 'large_fowl', breed: 'Orpington', offset: 50, limit: 50 }, out: ent(50, mk(12, 51)) }] },
          { calls: [{ name: 'list_entries', args: { section: 'large_fowl', breed: 'Orpington', offset: 100, limit: 50 }, out: ent(100, []) }] },
          { calls: [{ name: 'list_entries', args: { section: 'large_fowl', breed: 'Orpington', offset: 150, limit: 50 }, out: ent(150, []) }] },
          { calls: [{ name: 'list_entries', args: { section: 'large_fowl', breed: 'Orpington', offset: 200, limit: 50 }, out: ent(200, []) }] },
        ],
        final: null,
        rootError: 'MALFORMED_FUNCTION_CALL / automatic function calling limit (5) reached',
      };
    },
  },
  {
    domain: 'equestrian eventing',
    isolates: 'A Cohere agent collecting dressage scores re-sends the same next_cursor token after the final page and gets the identical empty page back three times.',
    build: (N) => {
      const tokenEnd = 'eyJjbGFzcyI6IkNDSTIqUyIsImFmdGVyIjoiMDQxIn0';
      const rows1 = [['001', 'Kilronan Spirit', 'A. Mulvey', 31.2], ['007', 'Dunmore Lad', 'S. Ortega', 28.9], ['012', 'Quinta Sol', 'L. Brandt', 34.5], ['019', 'Harlequin Bay', 'T. Fenwick', 29.8], ['026', 'Ardnagashel', 'K. Dooley', 36.1]].map(([bib, horse, rider, pen]) => ({ bib, horse, rider, dressage_pen: pen }));
      const rows2 = [['033', 'Midnight Ferrier', 'R. Asante', 30.4], ['041', 'Sorrel Fox', 'J. Whitcombe', 33.0]].map(([bib, horse, rider, pen]) => ({ bib, horse, rider, dressage_pen: pen }));
      const page = (rows, next) => (N) => ({ results: rows, next_cursor: next, class: 'CCI2*-S', scoring_feed: `feed-${N.alnum(6)}.eventing-scores.net`, as_of: N.isoNoMs() });
      return {
        style: 'cohere', agent: 'eventing-results', model: 'command-a-03-2025',
        system: 'You compile results for a horse trials organiser from the live scoring feed.',
        goal: 'Produce the dressage leaderboard for the CCI2*-S class at Ballindenisk Horse Trials.',
        turns: [
          { say: 'I will fetch the first page of dressage scores for CCI2*-S.', calls: [{ name: 'get_scores', args: { class: 'CCI2*-S', phase: 'dressage' }, out: page(rows1, 'eyJjbGFzcyI6IkNDSTIqUyIsImFmdGVyIjoiMDI2In0') }] },
          { say: 'There is a next cursor, so I will request the following page.', calls: [{ name: 'get_scores', args: { class: 'CCI2*-S', phase: 'dressage', cursor: 'eyJjbGFzcyI6IkNDSTIqUyIsImFmdGVyIjoiMDI2In0' }, out: page(rows2, tokenEnd) }] },
          { say: 'Following the cursor returned with bib 041.', calls: [{ name: 'get_scores', args: { class: 'CCI2*-S', phase: 'dressage', cursor: tokenEnd }, out: page([], tokenEnd) }] },
          { calls: [{ name: 'get_scores', args: { class: 'CCI2*-S', phase: 'dressage', cursor: tokenEnd }, out: page([], tokenEnd) }] },
          { say: 'The feed still reports a cursor; requesting it again.', calls: [{ name: 'get_scores', args: { class: 'CCI2*-S', phase: 'dressage', cursor: tokenEnd }, out: page([], tokenEnd) }] },
        ],
        final: null,
        rootError: 'max_steps exceeded (5)',
      };
    },
  },
  {
    domain: 'tin mine heritage tours',
    isolates: 'Through a LiteLLM proxy, a tour-planning agent keeps scrolling a search cursor over underground tour bookings after the hits run out, receiving the same empty hits array four times.',
    build: (N) => {
      const scroll = 'DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZlNUSjZTOHd3bXpKdWdfZw==';
      const hits = (arr) => (N) => ({ _scroll_id: scroll, took: N.int(2, 30), timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: 9, relation: 'eq' }, hits: arr } });
      const h = (id, date, size, lvl) => ({ _index: 'tour-bookings-2025', _id: id, _source: { tour: 'Deep Level Adit', date, party_size: size, min_age: 10, level: lvl } });
      return {
        style: 'litellm', agent: 'mine-tours-ops', model: 'claude-3-5-haiku-20241022', modelGroup: 'ops-haiku', apiBase: 'https://api.anthropic.com', keyAlias: 'geevor-ops',
        system: 'You plan staffing for underground tours at a heritage tin mine. Each underground party needs one guide per 8 visitors.',
        goal: 'Work out how many guides are needed on each day of half-term week for the Deep Level Adit underground tour.',
        turns: [
          { calls: [{ name: 'search_bookings', args: { index: 'tour-bookings-2025', query: { tour: 'Deep Level Adit', date_range: ['2025-10-27', '2025-10-31'] }, scroll: '1m', size: 5 }, out: hits([h('b1', '2025-10-27', 12, 'Adit 2'), h('b2', '2025-10-27', 6, 'Adit 2'), h('b3', '2025-10-28', 15, 'Adit 2'), h('b4', '2025-10-29', 8, 'Adit 1'), h('b5', '2025-10-29', 9, 'Adit 1')]) }] },
          { calls: [{ name: 'scroll_bookings', args: { scroll_id: scroll, scroll: '1m' }, out: hits([h('b6', '2025-10-30', 14, 'Adit 2'), h('b7', '2025-10-30', 4, 'Adit 2'), h('b8', '2025-10-31', 16, 'Adit 2'), h('b9', '2025-10-31', 7, 'Adit 1')]) }] },
          { say: 'Nine bookings so far; continuing the scroll to make sure none are missed.', calls: [{ name: 'scroll_bookings', args: { scroll_id: scroll, scroll: '1m' }, out: hits([]) }] },
          { calls: [{ name: 'scroll_bookings', args: { scroll_id: scroll, scroll: '2m' }, out: hits([]) }] },
          { calls: [{ name: 'scroll_bookings', args: { scroll_id: scroll, scroll: '2m' }, out: hits([]) }] },
          { calls: [{ name: 'scroll_bookings', args: { scroll_id: scroll, scroll: '5m' }, out: hits([]) }] },
        ],
        final: null,
        rootError: 'litellm.RateLimitError: proxy budget for key geevor-ops exceeded',
      };
    },
  },
  {
    domain: 'cigar lounge humidor lockers',
    isolates: 'An OpenAI Agents SDK workflow lists humidor locker rentals page by page and, after page 3 ends the data, keeps requesting pages 4 to 7 that all return an empty locker list.',
    build: (N) => {
      const pg = (p, lockers) => (N) => `{"page":${p},"page_size":10,"lockers":${JSON.stringify(lockers)},"x-cache":"${N.pick(['MISS', 'HIT'])} from ${N.host('edge-lon')}","server_timing":"db;dur=${(N.int(10, 300) / 10).toFixed(1)}"}`;
      const L = (n, s) => Array.from({ length: n }, (_, i) => ({ locker: `H-${s + i}`, member: `M${3100 + (s + i) * 13}`, renews: `2026-0${1 + ((s + i) % 9)}-01`, rh_setpoint: 69 + ((s + i) % 3) }));
      return {
        style: 'oai_agents', agent: 'Humidor concierge', model: 'gpt-4.1',
        goal: 'List every humidor locker whose rental renews in the first quarter of 2026 and draft renewal reminders for those members.',
        turns: [
          { calls: [{ name: 'list_lockers', args: { page: 1 }, out: pg(1, L(10, 1)) }] },
          { calls: [{ name: 'list_lockers', args: { page: 2 }, out: pg(2, L(10, 11)) }] },
          { calls: [{ name: 'list_lockers', args: { page: 3 }, out: pg(3, L(6, 21)) }] },
          { calls: [{ name: 'list_lockers', args: { page: 4 }, out: pg(4, []) }] },
          { say: 'Page 4 had no lockers; the lounge has more than 26 lockers, so continuing.', calls: [{ name: 'list_lockers', args: { page: 5 }, out: pg(5, []) }] },
          { calls: [{ name: 'list_lockers', args: { page: 6 }, out: pg(6, []) }] },
          { calls: [{ name: 'list_lockers', args: { page: 7 }, out: pg(7, []) }] },
        ],
        final: null,
        rootError: 'MaxTurnsExceeded: Max turns (7) exceeded',
      };
    },
  },
  {
    domain: 'census transcription volunteers',
    isolates: 'A local Ollama agent reviewing volunteer transcriptions of an 1881 census batch keeps raising start_row past the last row and gets the same empty rows response three times.',
    build: (N) => {
      const rows = (start, n) => Array.from({ length: n }, (_, i) => ({ row: start + i, surname: ['Penrose', 'Trevithick', 'Rowe', 'Hocking', 'Pascoe'][(start + i) % 5], relation: ['Head', 'Wife', 'Son', 'Dau', 'Lodger'][(start + i) % 5], age: 3 + ((start + i) * 7) % 60, occupation: ['Tin Miner', 'Scholar', '', 'Dressmaker', 'Labourer'][(start + i) % 5], checked_by: (start + i) % 4 ? 'vol-218' : null }));
      const out = (start, data) => (N) => ({ batch: 'RG11-2329-f45', start_row: start, rows: data, batch_rows: 40, lock: { holder: 'vol-102', expires: N.isoNoMs() }, rev: N.int(200, 900) });
      return {
        style: 'ollama', agent: 'census-qa', model: 'qwen2.5:14b-instruct',
        system: 'You check volunteer transcriptions of census pages. Report rows that have not been second-checked.',
        goal: 'List every row of batch RG11-2329-f45 that still lacks a second check, so the coordinator can assign them.',
        turns: [
          { calls: [{ name: 'get_batch_rows', args: { batch: 'RG11-2329-f45', start_row: 1, limit: 25 }, out: out(1, rows(1, 25)) }] },
          { calls: [{ name: 'get_batch_rows', args: { batch: 'RG11-2329-f45', start_row: 26, limit: 25 }, out: out(26, rows(26, 15)) }] },
          { say: 'Rows 26-40 received. Requesting the next block.', calls: [{ name: 'get_batch_rows', args: { batch: 'RG11-2329-f45', start_row: 51, limit: 25 }, out: out(51, []) }] },
          { calls: [{ name: 'get_batch_rows', args: { batch: 'RG11-2329-f45', start_row: 76, limit: 25 }, out: out(76, []) }] },
          { calls: [{ name: 'get_batch_rows', args: { batch: 'RG11-2329-f45', start_row: 101, limit: 25 }, out: out(101, []) }] },
        ],
        final: null,
      };
    },
  },
];
