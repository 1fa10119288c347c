// Family: reworded_empty_search — same tool, same intent, reworded each time, always no hits; task not done.
import { sp, styler, httpResp } from './lib.mjs';

export const family = 'reworded_empty_search';
export const loop = true;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'spring water testing lab', style: 'vercel',
    isolates: 'Five searches of the sample register for one borehole, spelled with different ids, field names and date formats, all return zero rows and the run ends without the result.',
    goal: 'Find the nitrate result for the Holloway Farm spring sample taken on 3 March and tell the owner whether it is under 50 mg/L.',
    build(n, goal) {
      const S = styler(n, 'vercel', { model: 'gpt-4o-2024-08-06', goal });
      const empty = () => ({ rows: [], total: 0, query_ms: n.msNum(8, 60), lims_node: n.host('lims') });
      const qs = [
        ['Searching the register by site name.', { site: 'Holloway Farm spring', sampled_on: '2024-03-03', analyte: 'nitrate' }],
        ['No rows. Trying the site code style instead of the name.', { site_code: 'HOLLOWAY-SPR', sampled_on: '03/03/2024', analyte: 'NO3' }],
        ['Maybe the date is stored as a timestamp range.', { location: 'Holloway', date_from: '2024-03-03T00:00:00Z', date_to: '2024-03-03T23:59:59Z', parameter: 'Nitrate as NO3' }],
        ['Try the owner surname and the word "spring water".', { customer: 'Holloway', matrix: 'spring water', analyte: 'nitrate-N' }],
        ['One more: quoted phrase and March 3rd.', { q: '"Holloway Farm" nitrate March 3rd', fuzzy: true }],
      ];
      const kids = [];
      for (const [t, a] of qs) { kids.push(S.llm(t, [['searchSamples', a]])); kids.push(S.tool('searchSamples', a, empty())); }
      return sp('agent', 'ai.generateText', { 'ai.prompt': goal, 'ai.settings.maxSteps': 5 }, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, kids, { metadata: { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.telemetry.functionId': 'lab-assistant', 'operation.name': 'ai.generateText lab-assistant' } });
    },
  },
  {
    id: '02', domain: 'croquet club handicaps', style: 'otel',
    isolates: 'The agent asks the member directory for one player six ways (name order, initials, nickname, membership-number formats) and every call returns an empty member list.',
    goal: 'Look up the current croquet handicap of member Dr. Philippa Ashworth-Greene and enter her in the Saturday handicap doubles.',
    build(n, goal) {
      const S = styler(n, 'otel', { model: 'gpt-4.1-mini', goal });
      const qs = [
        { name: 'Philippa Ashworth-Greene' }, { name: 'Ashworth-Greene, Philippa' }, { surname: 'Ashworth Greene', first: 'P' },
        { name: 'Pippa Ashworth-Greene' }, { membership_no: '0412' }, { membership_no: 'CC-412', include_lapsed: false },
      ];
      const texts = ['', 'Nothing under that spelling; try surname-first.', 'Perhaps stored without the hyphen.', 'Members often register under a nickname; Pippa is common for Philippa.', 'Try the membership number from the entry form.', 'Maybe the number has the club prefix.'];
      const kids = [];
      qs.forEach((a, i) => {
        kids.push(S.llm(texts[i], [['find_member', a]]));
        kids.push(S.tool('find_member', a, JSON.stringify(httpResp(n, 200, { 'x-request-id': n.uuid(), 'content-type': 'application/json' }, { members: [], page: 1 }))));
      });
      return sp('agent', 'invoke_agent club_secretary', { 'gen_ai.agent.name': 'club_secretary', input: goal }, { status: 'incomplete', reason: 'max_iterations' }, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.id': 'asst_' + n.b62(24) } });
    },
  },
  {
    id: '03', domain: 'incense makers supplier catalogue', style: 'anthropic',
    isolates: 'Catalogue search for one resin is retried with synonyms, botanical names and quoting; every response is an empty hit list with a different search id.',
    goal: 'Find a supplier SKU for Boswellia sacra frankincense tears, hojari grade, at least 5 kg, for the incense workshop.',
    build(n, goal) {
      const S = styler(n, 'anthropic', { model: 'claude-3-5-sonnet-20241022', system: 'You help the workshop buyer search supplier catalogues.', goal });
      const qs = [
        ['', { query: 'frankincense hojari 5kg' }],
        ['No hits. I will use the botanical name.', { query: 'Boswellia sacra resin', min_qty_kg: 5 }],
        ['Still empty; try the trade term "olibanum".', { query: 'olibanum tears', grade: 'hojari' }],
        ['Maybe the catalogue uses "Hougary" spelling.', { query: '"Hougary" frankincense' }],
        ['Last angle: category filter with generic wording.', { category: 'resins', query: 'Omani frankincense superior green' }],
      ];
      const kids = [];
      for (const [t, a] of qs) {
        kids.push(S.llm(t, [['catalogue_search', a]]));
        kids.push(S.tool('catalogue_search', a, { search_id: 'srch_' + n.hex(12), hits: [], took_ms: n.msNum(4, 90), suggestions: [] }));
      }
      kids.push(S.llm('I could not find any catalogue entry for hojari frankincense under any of the names I tried. The buyer may need to contact suppliers directly.', []));
      return sp('agent', 'buyer_agent', { goal }, { stop_reason: 'end_turn', found: false }, kids, { metadata: { 'anthropic-version': '2023-06-01' } });
    },
  },
  {
    id: '04', domain: 'hurling club fixtures', style: 'openinference',
    isolates: 'A fixtures lookup for one match is rephrased with team-name variants, Irish-language names and date spellings; each retriever call returns zero documents.',
    goal: 'Find the throw-in time and venue of the U16 hurling match between Ballinacurra and St. Finbarr’s next weekend and post it to the parents group.',
    build(n, goal) {
      const S = styler(n, 'openinference', { model: 'gpt-4o', goal });
      const qs = [
        'U16 hurling Ballinacurra vs St. Finbarr\'s fixture next weekend',
        'Ballinacurra St Finbarrs under 16 throw-in',
        'Baile na Corra v Naomh Fionnbarra faoi 16',
        'U-16 hurling fixture 2024-05-18 Ballinacurra',
        'St Finbarrs v Ballinacurra minor B Saturday 18/05',
      ];
      const kids = [];
      qs.forEach((q, i) => {
        kids.push(S.llm(i === 0 ? '' : ['Zero documents; drop punctuation.', 'Try the Irish names used on the county site.', 'Use an ISO date and the U-16 spelling.', 'Maybe it is listed as minor B with a day-month date.'][i - 1], [['fixtures_search', { query: q, top_k: 5 }]]));
        const r = S.tool('fixtures_search', { query: q, top_k: 5 }, { documents: [], retrieval_ms: n.msNum(30, 300), index: 'fixtures-2024-v' + n.int(3, 4) });
        r.type = 'retriever';
        r.metadata['openinference.span.kind'] = 'RETRIEVER';
        kids.push(r);
      });
      return sp('agent', 'AgentRunner.run', { 'input.value': goal }, { 'output.value': 'No fixture found.' }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid() } });
    },
  },
  {
    id: '05', domain: 'yurt manufacturing orders', style: 'pydantic',
    isolates: 'A Pydantic AI agent queries the order database for one customer order with differently formatted order numbers and field names; every SQL result has zero rows.',
    goal: 'Check whether yurt order 2024/0087 (6 m, felt-lined, for Mrs. Okafor) has its lattice walls cut yet and give her a ship date.',
    build(n, goal) {
      const S = styler(n, 'pydantic', { model: 'gpt-4o', goal });
      const sqls = [
        "SELECT status, ship_date FROM orders WHERE order_no = '2024/0087'",
        "SELECT status, ship_date FROM orders WHERE order_no = '2024-0087'",
        "SELECT status, ship_date FROM orders WHERE order_no LIKE '%87'  AND customer ILIKE 'okafor'",
        "SELECT o.status, o.ship_date FROM orders o JOIN customers c ON c.id=o.customer_id WHERE c.last_name = 'Okafor' AND o.diameter_m = 6",
        "SELECT status, eta FROM production_orders WHERE ref = 'Y-87' OR ref = 'Y0087'",
      ];
      const kids = [];
      sqls.forEach((q, i) => {
        kids.push(S.llm(['', 'Zero rows; the system may use hyphens.', 'Match loosely on the suffix and the customer.', 'Join through customers and filter by yurt size.', 'Production may keep its own refs.'][i], [['run_sql', { sql: q }]]));
        kids.push(S.tool('run_sql', { sql: q }, `(0 rows)\nTime: ${(n.rng() * 20).toFixed(3)} ms`));
      });
      return sp('agent', 'agent run', { prompt: goal }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5', metadata: { 'logfire.msg': 'order_agent run', agent_name: 'order_agent' } });
    },
  },
  {
    id: '06', domain: 'lute making tonewood stock', style: 'plain',
    isolates: 'Plain message-level trace: the inventory search tool is called with reworded species and cut names, and each time the HTML result page says no items matched.',
    goal: 'Find quarter-sawn alpine spruce soundboard wedges, grade AAA, in the tonewood store for the 8-course lute build.',
    build(n, goal) {
      const S = styler(n, 'plain', { model: 'mistral-large-2411', goal });
      const qs = ['alpine spruce soundboard AAA', 'Picea abies top wedge quartersawn', 'Italian spruce (Val di Fiemme) lute top', 'bookmatched spruce master grade', 'soundboard set, spruce, grade 3A'];
      const kids = [];
      qs.forEach((q, i) => {
        kids.push(S.llm(['', 'No match; use the Latin name and cut.', 'Alpine spruce is often sold as Val di Fiemme.', 'Maybe grading is called master grade.', 'Try how stock sheets write grades.'][i], [['store_search', { q, category: 'tonewood' }]]));
        kids.push(S.tool('store_search', { q, category: 'tonewood' }, `<div class="results" data-qid="${n.hex(10)}"><p class="empty">No items matched “${q}”.</p><small>Rendered by ${n.pod('shop')} in ${n.ms(20, 200)}</small></div>`));
      });
      kids.push(S.llm('The tonewood store returned nothing for soundboard wedges under any wording, so I cannot reserve stock.', []));
      return sp('agent', 'run', { goal }, 'The tonewood store returned nothing for soundboard wedges under any wording, so I cannot reserve stock.', kids);
    },
  },
];
