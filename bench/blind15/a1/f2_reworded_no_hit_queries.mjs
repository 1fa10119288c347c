// Family 2 (loop: true, stagnation: false): the same search intent re-phrased again and again,
// every answer empty, the task never done.
import { fmt } from './lib.mjs';

export const FAMILY = 'reworded_no_hit_queries';

export const scenarios = [
  {
    row: '01', domain: 'river gauging (hydrometry)', style: 'otel',
    build: (N) => {
      const empty = (q) => (N) => ({ query: q, total: 0, items: [], meta: { api_version: '2.3', generated: fmt.isoS(N.now()), took_ms: N.ms(8, 90), node: N.host('hydro-api') } });
      return {
        style: 'otel', agent: 'HydrometryAssistant', model: 'gpt-4o', service: 'hydrometry-assistant',
        goal: 'Find the current stage-discharge rating for the gauging station on the Afon Teifi at Glanteifi and report its valid stage range.',
        isolates: 'The agent keeps re-wording one station search (Welsh and English names, spacing, field names, quoting) and gets zero stations five times without ever trying another route.',
        system: 'You support hydrometry staff. Use search_stations to find a station and get_rating to read its rating curve.',
        user: "What's the valid stage range on the current rating for Teifi at Glanteifi?",
        turns: [
          { calls: [{ name: 'search_stations', args: { q: 'Afon Teifi at Glanteifi' }, out: empty('Afon Teifi at Glanteifi') }] },
          { text: 'No match on the full name. Trying without the "Afon" prefix.', calls: [{ name: 'search_stations', args: { q: 'Teifi at Glanteifi' }, out: empty('Teifi at Glanteifi') }] },
          { text: 'Maybe the register splits the place name.', calls: [{ name: 'search_stations', args: { q: 'Teifi Glan Teifi' }, out: empty('Teifi Glan Teifi') }] },
          { calls: [{ name: 'search_stations', args: { q: '"Glanteifi"', exact: true }, out: empty('"Glanteifi"') }] },
          { text: 'Trying the English river label used on some older gauging cards.', calls: [{ name: 'search_stations', args: { q: 'River Teifi @ Glanteifi gauging station' }, out: empty('River Teifi @ Glanteifi gauging station') }] },
        ],
        end: { error: 'agent step budget exhausted (5/5) without final answer', status: 'cut_off' },
      };
    },
  },
  {
    row: '02', domain: 'letterpress studio type inventory', style: 'openai_agents',
    build: (N) => {
      const none = (N) => `0 results (${N.float(0.01, 0.09, 3)} s) — index typecase@${N.hex(7)}`;
      return {
        style: 'openai_agents', agent: 'Type Cabinet Assistant', model: 'gpt-4.1-mini', workflow: 'typecase-lookup',
        goal: 'Find out whether the studio owns a full fount of 12-line Antique Condensed wood type and which cabinet drawer it is in, so a poster job can be quoted.',
        isolates: 'The assistant searches the type inventory for the same wood-type face with different size spellings and word orders, every search returns no hits, and it stops without an answer.',
        system: 'You help a letterpress studio find type. search_inventory does full-text search over the type-cabinet catalogue.',
        user: 'Do we have 12-line Antique Condensed in wood? Which drawer? Need it for the festival posters.',
        turns: [
          { calls: [{ name: 'search_inventory', args: { text: '12-line Antique Condensed wood' }, out: none }] },
          { calls: [{ name: 'search_inventory', args: { text: 'Antique Condensed 12 line' }, out: none }] },
          { text: 'Wood type is sometimes catalogued by inches rather than lines; 12-line is two inches.', calls: [{ name: 'search_inventory', args: { text: 'Antique Cond. 2 inch wood type' }, out: none }] },
          { calls: [{ name: 'search_inventory', args: { text: 'condensed antique 12L' }, out: none }] },
          { calls: [{ name: 'search_inventory', args: { text: '"Antique Condensed" wood 12-line fount' }, out: none }] },
          { text: 'I could not find 12-line Antique Condensed in the inventory catalogue under any of the spellings I tried, so I cannot tell you which drawer it is in.' },
        ],
        end: { output: 'I could not find 12-line Antique Condensed in the inventory catalogue under any of the spellings I tried, so I cannot tell you which drawer it is in.' },
      };
    },
  },
  {
    row: '03', domain: 'sheepdog trial entries', style: 'anthropic',
    build: (N) => {
      const empty = (N) => JSON.stringify({ entries: [], total: 0, trial: 'Bala Open 2025', cache_status: N.pick(['MISS', 'EXPIRED', 'MISS']), cf_ray: `${N.hex(16)}-LHR` });
      return {
        style: 'anthropic', agent: 'trial-secretary', model: 'claude-3-5-haiku-20241022',
        goal: "Confirm the running order slot for handler Aled Pryce-Jones and his dog Fly in the nursery class at the Bala Open sheepdog trial, and tell him his run time.",
        isolates: 'The trial secretary agent searches the entries for one handler under four spellings and field names, each returning an empty list, and never tries a different source or asks.',
        system: 'You are the trial secretary assistant. Entries are in the entries system (search_entries). Reply to handlers with their slot and run time.',
        user: "Hi, it's Aled Pryce-Jones, running Fly in the nursery. What time am I on Saturday?",
        turns: [
          { calls: [{ name: 'search_entries', args: { handler: 'Aled Pryce-Jones', class: 'nursery' }, out: empty }] },
          { calls: [{ name: 'search_entries', args: { handler: 'Pryce-Jones, Aled', class: 'Nursery' }, out: empty }] },
          { text: 'Trying the initial and no hyphen.', calls: [{ name: 'search_entries', args: { handler: 'A Pryce Jones', class: 'nursery' }, out: empty }] },
          { calls: [{ name: 'search_entries', args: { competitor_name: 'Aled Pryce Jones', dog: 'Fly' }, out: empty }] },
          { calls: [{ name: 'search_entries', args: { handler: 'Aled P-J', dog_name: 'Fly', class: 'nursery' }, out: empty }] },
        ],
        end: { error: 'stopped: tool-use rounds limit (5) reached', status: 'max_rounds' },
      };
    },
  },
  {
    row: '04', domain: 'airline delayed-baggage claim lookup', style: 'plain',
    build: (N) => {
      const none = (N) => `HTTP/1.1 200 OK\ndate: ${fmt.http(N.now())}\ncontent-type: application/json\nx-amzn-requestid: ${N.uuid()}\nx-cache: Miss from cloudfront\n\n{"files":[],"count":0,"page":1}`;
      return {
        style: 'plain', agent: 'baggage-desk-bot', model: 'gpt-4o-mini',
        goal: 'Find the delayed-baggage file for a passenger whose suitcase did not arrive in Lisbon and give them its current tracing status.',
        isolates: 'The baggage bot retries the same file lookup with the reference written in different formats (spaces, dashes, case, split fields) and gets an empty list every time, never asking the passenger to check the reference.',
        system: 'You assist passengers with delayed bags. Use find_bag_file to look up a WorldTracer-style file reference.',
        user: 'My bag did not arrive in Lisbon yesterday. The reference on my paper is LIS TP 38271. Where is it?',
        turns: [
          { calls: [{ name: 'find_bag_file', args: { reference: 'LIS TP 38271' }, out: none }] },
          { calls: [{ name: 'find_bag_file', args: { reference: 'LISTP38271' }, out: none }] },
          { calls: [{ name: 'find_bag_file', args: { reference: 'lis-tp-38271' }, out: none }] },
          { text: 'Let me try the reference broken into station, airline and number.', calls: [{ name: 'find_bag_file', args: { station: 'LIS', airline: 'TP', number: '38271' }, out: none }] },
          { calls: [{ name: 'find_bag_file', args: { reference: 'LISTP038271' }, out: none }] },
          { text: "I'm sorry, I can't find a delayed-baggage file for that reference at the moment." },
        ],
        end: { output: "I'm sorry, I can't find a delayed-baggage file for that reference at the moment." },
      };
    },
  },
  {
    row: '05', domain: 'gliding club launch log', style: 'langsmith',
    build: (N) => {
      const empty = (N) => ({ rows: [], rowCount: 0, command: 'SELECT', duration: `${N.float(0.6, 4, 3)} ms`, server: `pg-replica-${N.int(1, 3)}`, statement_id: N.int(100000, 999999) });
      return {
        style: 'langsmith', agent: 'LangGraph', model: 'gpt-4o-mini', project: 'gliding-club-ops',
        goal: 'Find the winch launch record for glider K-21 G-CHFD on Saturday 14 June so the member can be billed for the launch and the flight time.',
        isolates: 'The ops agent queries the launch log for one flight again and again with the date in different spellings and the registration with and without the prefix, always zero rows, and is cut off.',
        system: 'You are the club operations assistant. query_launch_log accepts filters over the launch log table.',
        user: 'Can you find the launch for G-CHFD on Saturday 14 June and bill Tom for it?',
        turns: [
          { calls: [{ name: 'query_launch_log', args: { glider: 'G-CHFD', date: '2025-06-14' }, out: empty }] },
          { calls: [{ name: 'query_launch_log', args: { glider: 'G-CHFD', date: '14/06/2025' }, out: empty }] },
          { text: 'The log might store the competition number or registration without the G- prefix.', calls: [{ name: 'query_launch_log', args: { glider: 'CHFD', date: '14 June 2025' }, out: empty }] },
          { calls: [{ name: 'query_launch_log', args: { registration: 'GCHFD', launch_date: '2025-06-14' }, out: empty }] },
          { calls: [{ name: 'query_launch_log', args: { glider: 'g-chfd', date: 'Sat 14 Jun' }, out: empty }] },
        ],
        end: { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.', status: 'error' },
      };
    },
  },
  {
    row: '06', domain: 'assay office sponsor-mark register', style: 'otel',
    build: (N) => {
      const none = (q) => (N) => `<div class="results" data-query="${q}" data-render="${N.ms(12, 140)}ms" data-node="${N.host('register-web')}"><p class="empty">No registered sponsors match your search.</p><!-- csrf:${N.b62(24)} --></div>`;
      return {
        style: 'otel', agent: 'HallmarkingClerk', model: 'gpt-4.1-mini', service: 'assay-intake',
        goal: "Check that the sponsor's mark on an incoming silver consignment is registered to Thorne & Oake Silversmiths before the pieces are accepted for hallmarking.",
        isolates: 'The intake clerk agent searches the public sponsor register for the same firm as "&", "and", with "Ltd", by initials and quoted, every page saying no sponsors match, and never books the consignment.',
        system: 'You process hallmarking intake. Use search_sponsor_register to confirm the sponsor before calling accept_consignment.',
        user: 'Consignment 2025-7781 from Thorne & Oake, 14 spoons, sterling. Sponsor mark looks like "T&O" in a shield. OK to accept?',
        turns: [
          { calls: [{ name: 'search_sponsor_register', args: { name: 'Thorne & Oake Silversmiths' }, out: none('Thorne &amp; Oake Silversmiths') }] },
          { sub: 'RegisterSearchAgent', subTask: 'Find the sponsor registration for Thorne & Oake.', calls: [{ name: 'search_sponsor_register', args: { name: 'Thorne and Oake Silversmiths' }, out: none('Thorne and Oake Silversmiths') }] },
          { sub: 'RegisterSearchAgent', subTask: 'Find the sponsor registration for Thorne & Oake.', calls: [{ name: 'search_sponsor_register', args: { name: 'Thorne & Oake Ltd' }, out: none('Thorne &amp; Oake Ltd') }] },
          { sub: 'RegisterSearchAgent', subTask: 'Find the sponsor registration for Thorne & Oake.', text: 'Searching by the mark initials instead.', calls: [{ name: 'search_sponsor_register', args: { mark_initials: 'T&O' }, out: none('T&amp;O') }] },
          { sub: 'RegisterSearchAgent', subTask: 'Find the sponsor registration for Thorne & Oake.', calls: [{ name: 'search_sponsor_register', args: { name: '"Thorne Oake"' }, out: none('&quot;Thorne Oake&quot;') }] },
          { sub: 'RegisterSearchAgent', subTask: 'Find the sponsor registration for Thorne & Oake.', calls: [{ name: 'search_sponsor_register', args: { name: 'Oake & Thorne' }, out: none('Oake &amp; Thorne') }] },
        ],
        end: { error: 'cancelled by supervisor after 6 register searches', status: 'cancelled' },
      };
    },
  },
];
