import { Trace } from './lib.mjs';

export const family = {
  name: 'rephrased_dead_search', loop: true, stagnation: false,
  isolates: 'The same search tool is called four or more times with the same intent in other words (synonyms, word order, field names, date/id formats, quoting) and every call comes back empty; the task is never done.',
};

export const rows = [
  {
    n: '01', domain: 'tin mine heritage tours', style: 'vercel',
    isolates: 'Five rewordings of one booking lookup (name order, quoting, date format, field name) all return zero bookings; the step limit ends the run.',
    goal: 'A visitor says she booked the 11:00 underground tour at the tin mine for 4 people on 14 June under the name "Hollis-Trevenna". Find the booking and resend the confirmation.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'vercel', model: 'gpt-4o-mini', agent: 'mine-tours-desk', tools: ['searchBookings', 'resendConfirmation'], maxSteps: 6,
        system: 'You run the front desk of a heritage tin mine. Bookings live in the ticketing API.', goal: this.goal });
      const R = T.R;
      const empty = () => JSON.stringify({ data: [], meta: { total: 0, took_ms: R.ms(3, 60), request_id: R.reqId('bk_') } });
      T.step(null, [{ name: 'searchBookings', args: { surname: 'Hollis-Trevenna', date: '2025-06-14' }, out: empty() }]);
      T.step(null, [{ name: 'searchBookings', args: { surname: 'Trevenna', date: '14/06/2025' }, out: empty() }]);
      T.step('Maybe the hyphenated name was stored differently.', [{ name: 'searchBookings', args: { lead_name: '"Hollis Trevenna"', tour_date: '2025-06-14' }, out: empty() }]);
      T.step(null, [{ name: 'searchBookings', args: { customer: 'hollis trevenna', slot: '11:00', date: 'June 14' }, out: empty() }]);
      T.step(null, [{ name: 'searchBookings', args: { q: 'Hollis', party_size: 4, date: '2025-06-14T11:00:00+01:00' }, out: empty() }]);
      return T.build({ output: null, error: 'maxSteps (6) exhausted; last finishReason=tool-calls' });
    },
  },
  {
    n: '02', domain: 'fish ladder passage monitoring', style: 'logfire',
    isolates: 'A PIT-tag detection query is retried with other species spellings, antenna names and date formats, always with zero detections, until the usage limit stops the agent.',
    goal: 'Report how many tagged Atlantic salmon passed the Ballyduff fish ladder top antenna during the first week of October.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'logfire', model: 'gpt-4.1-mini', agent: 'fishpass_agent', tools: ['query_detections'],
        system: 'Answer questions about fish passage from the PIT-tag detection database. Use query_detections.', goal: this.goal });
      const R = T.R;
      const none = (q) => ({ rows: [], row_count: 0, sql_hash: R.hex(12), executed_on: R.host('pg-replica', 'ballyduff'), elapsed: `${R.ms(4, 90)} ms`, echo: q });
      T.step(null, [{ name: 'query_detections', args: { species: 'Atlantic salmon', antenna: 'top', from: '2025-10-01', to: '2025-10-07' }, out: none('species=Atlantic salmon') }]);
      T.step(null, [{ name: 'query_detections', args: { species: 'Salmo salar', antenna: 'top', from: '2025-10-01', to: '2025-10-07' }, out: none('species=Salmo salar') }]);
      T.step(null, [{ name: 'query_detections', args: { species: 'salmon', antenna: 'Top Antenna', from: '01/10/2025', to: '07/10/2025' }, out: none('species=salmon') }]);
      T.step('Trying the species code and the antenna id instead of names.', [{ name: 'query_detections', args: { species_code: 'SAL', antenna_id: 'ANT-TOP', start: '2025-10-01T00:00:00Z', end: '2025-10-07T23:59:59Z' }, out: none('species_code=SAL') }]);
      T.step(null, [{ name: 'query_detections', args: { species: 'ATLANTIC SALMON', antenna: 'upstream exit', from: '2025-10-01', to: '2025-10-08' }, out: none('species=ATLANTIC SALMON') }]);
      return T.build({ output: null, error: "UsageLimitExceeded: The next request would exceed the request_limit of 5" });
    },
  },
  {
    n: '03', domain: 'juggling convention workshop programme', style: 'gemini',
    isolates: 'A workshop lookup is reworded (club passing vs passing clubs, teacher nickname, quoted title, day spelled differently) and each query finds nothing; the transcript stops without an answer.',
    goal: 'Tell a participant which room and time the beginners\' 6-club passing workshop taught by "Ziggy" is in at the juggling convention.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'gemini', model: 'gemini-2.0-flash', agent: 'ejc-helpdesk', tools: ['search_programme'],
        system: 'You answer participant questions for a juggling convention using the programme search.', goal: this.goal });
      const R = T.R;
      const nada = () => ({ hits: [], total: 0, index: 'programme-2025', version: R.int(40, 44), took: R.ms(1, 30) });
      T.step(null, [{ name: 'search_programme', args: { query: '6-club passing beginners Ziggy' }, out: nada() }]);
      T.step(null, [{ name: 'search_programme', args: { query: 'passing clubs 6 beginner', teacher: 'Ziggy' }, out: nada() }]);
      T.step(null, [{ name: 'search_programme', args: { query: '"six club passing"' }, out: nada() }]);
      T.step('The teacher field may need a full name, and the title might say "intro".', [{ name: 'search_programme', args: { query: 'intro club passing', teacher: 'Zig' }, out: nada() }]);
      T.step(null, [{ name: 'search_programme', args: { query: 'passing workshop', day: 'Sat.' }, out: nada() }]);
      T.step(null, [{ name: 'search_programme', args: { query: 'beginner 6 club pass', day: 'Saturday', level: 'Beginner' }, out: nada() }]);
      return T.build({ output: null, metadata: { stopped: 'AFC max_remote_calls=6 reached' } });
    },
  },
  {
    n: '04', domain: 'doula practice client intake', style: 'openai_agents',
    isolates: 'The agent looks up one client by other spellings, phone formats and due-date formats; the CRM returns "no match" each time and the max-turns guard ends the run.',
    goal: 'Find the intake record for the client who phoned about a postpartum visit (said name Siobhán Ní Dhuibhir, due date around 3 March, phone ending 4471) and book a home visit.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openai_agents', model: 'gpt-4o', agent: 'Doula Scheduler', tools: ['find_client', 'book_visit'],
        system: 'You schedule doula visits. Always locate the client record first.', goal: this.goal });
      const R = T.R;
      const nomatch = () => ({ status: 'no_match', candidates: [], crm_trace: R.uuid(), served_by: R.host('crm', 'ie-1') });
      T.step(null, [{ name: 'find_client', args: { name: 'Siobhán Ní Dhuibhir' }, out: nomatch() }]);
      T.step(null, [{ name: 'find_client', args: { name: 'Siobhan Ni Dhuibhir' }, out: nomatch() }]);
      T.step(null, [{ name: 'find_client', args: { last_name: 'Dhuibhir', first_name: 'Siobhan' }, out: nomatch() }]);
      T.step('Searching by phone suffix instead.', [{ name: 'find_client', args: { phone: '*4471' }, out: nomatch() }]);
      T.step(null, [{ name: 'find_client', args: { phone: '+353 ... 4471', due_date: '2025-03-03' }, out: nomatch() }]);
      T.step(null, [{ name: 'find_client', args: { name: 'Ni Duibhir', due: '03/03/2025' }, out: nomatch() }]);
      return T.build({ output: null, error: 'MaxTurnsExceeded: Max turns (6) exceeded' });
    },
  },
  {
    n: '05', domain: 'amber jewellery workshop inventory', style: 'smolagents',
    isolates: 'A stock search for one amber grade is reworded through Baltic/succinite/colour names and lot-id formats, always zero results, until max steps.',
    goal: 'Check whether the workshop has at least 200 g of cognac-coloured Baltic amber cabochon rough (lot series BA-C) for a pendant order.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'smolagents', model: 'Qwen/Qwen2.5-72B-Instruct', modelClass: 'InferenceClientModel', agent: 'stock', tools: ['stock_search', 'final_answer'], maxSteps: 6,
        system: 'You are an expert assistant who can solve any task using tool calls.', goal: this.goal });
      const R = T.R;
      const zero = () => `0 results (searched 1,284 items, ${R.ms(5, 80)}ms, snapshot ${R.isoSec()})`;
      T.step(null, [{ name: 'stock_search', args: { text: 'cognac Baltic amber rough' }, out: zero() }]);
      T.step(null, [{ name: 'stock_search', args: { text: 'Baltic amber cognac colour cabochon' }, out: zero() }]);
      T.step('Perhaps the inventory uses the mineral name.', [{ name: 'stock_search', args: { text: 'succinite brown rough' }, out: zero() }]);
      T.step(null, [{ name: 'stock_search', args: { lot: 'BA-C*' }, out: zero() }]);
      T.step(null, [{ name: 'stock_search', args: { lot: 'BAC', material: 'amber' }, out: zero() }]);
      T.step(null, [{ name: 'stock_search', args: { text: 'amber, cognac, raw', unit: 'g' }, out: zero() }]);
      return T.build({ output: null, error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    n: '06', domain: 'Scrabble tournament ratings', style: 'agno',
    isolates: 'A player rating lookup is reworded with nickname, initials, member-id formats and club names; the ratings service answers empty every time and the agent never answers.',
    goal: 'Give the current rating and last five tournaments of the Scrabble player "Dave O\'Rourke" from the Limerick club so the director can seed the Cup.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'agno', model: 'gpt-4o-mini', agent: 'ratings-helper', tools: ['lookup_player'],
        system: 'You help tournament directors. Use lookup_player on the national ratings service.', goal: this.goal });
      const R = T.R;
      const e = () => ({ players: [], count: 0, cache: R.pick(['MISS', 'HIT']), server_time: R.epoch() });
      T.step(null, [{ name: 'lookup_player', args: { name: "Dave O'Rourke" }, out: e() }]);
      T.step(null, [{ name: 'lookup_player', args: { name: 'David ORourke' }, out: e() }]);
      T.step(null, [{ name: 'lookup_player', args: { surname: "O'Rourke", club: 'Limerick' }, out: e() }]);
      T.step('The apostrophe could be the problem; trying initials and the club code.', [{ name: 'lookup_player', args: { name: 'D. O Rourke', club: 'LIM' }, out: e() }]);
      T.step(null, [{ name: 'lookup_player', args: { member_id: 'IRL-ORourke' }, out: e() }]);
      return T.build({ output: null, metadata: { run_status: 'cancelled (tool_call_limit=5)' } });
    },
  },
];
