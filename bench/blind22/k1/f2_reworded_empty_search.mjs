// Family 2: the same tool, the same intent, reworded again and again; every answer is empty.
import { render, span } from './lib.mjs';
export const family = 'reworded_empty_search';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  // 01 boat trailer parts counter — OpenAI Agents SDK
  (R) => {
    const empty = (q) => ({ query: q, total: 0, results: [], facets: { brand: [], axle_rating: [] }, search_id: R.uuid(), took_ms: R.ms(8, 70) });
    const qs = ['bearing kit Dexter 3500 lb axle', 'Dexter 3.5K hub bearing set 1-1/16 spindle', 'wheel bearing kit for 3500lb trailer axle (Dexter)', 'Dexter #84 spindle bearings and seal kit', 'Dexter axle 3500 bearing'];
    const thoughts = ['', 'Nothing. Maybe the catalogue lists it by capacity in K and spindle size.', 'Still empty. Try a more natural phrasing.', 'No hits. The spindle on 3.5K Dexter axles is called #84 in their literature.', 'Try the shortest form.'];
    const sp = {
      model: 'gpt-4o-mini', agentName: 'Parts Counter Agent', toolNames: ['search_parts'],
      system: 'You help customers of Harbour Trailer Supply find replacement parts in our catalogue.',
      goal: 'Customer needs a replacement wheel bearing kit for a 2019 boat trailer with a Dexter 3500 lb axle (1-1/16" spindle). Find the part number and price.',
      turns: [...qs.map((q, i) => ({ text: thoughts[i], calls: [{ name: 'search_parts', args: { q, in_stock_only: false, limit: 20 }, result: empty(q) }] })),
        { text: 'I could not find a matching bearing kit in the catalogue. Please check the axle tag and we can try again.' }],
    };
    return { domain: 'boat trailer parts counter', style: 'oai_agents', isolates: 'Five rephrasings of the same bearing-kit search (synonyms, word order, brand jargon) all return zero results and the task ends unresolved.', goal: sp.goal, root: render('oai_agents', R, sp) };
  },

  // 02 podiatry clinic orthotic orders — Pydantic AI / Logfire
  (R) => {
    const none = () => ({ rows: [], count: 0, db: 'clinic_pm', replica: R.replica('pm-ro', 3), elapsed_ms: R.ms(4, 40) });
    const variants = [
      [{ patient_name: 'Hughes, Eleanor', product: 'custom orthotic' }, 'Look up her orthotic order by patient name.'],
      [{ surname: 'Hughes', forename: 'Eleanor', product_type: 'orthotic' }, 'No match; the table might split the name fields.'],
      [{ name: 'Eleanor Hughes', item: 'insoles' }, 'Try first-name-first and call them insoles.'],
      [{ patient: 'E. Hughes', product: 'Custom Foot Orthoses' }, 'Perhaps the lab product name is the formal one.'],
      [{ patient_name: 'HUGHES ELEANOR', category: 'orthoses' }, 'Last attempt with the uppercase legacy format.'],
    ];
    const sp = {
      model: 'gpt-4o', agentName: 'front_desk', provider: 'openai',
      system: 'You are the front-desk assistant at StepWell Podiatry. You can look up lab orders for orthotics and tell patients when they are ready.',
      goal: 'Eleanor Hughes phoned asking whether her custom orthotics from the casting on 3 March are back from the lab. Find the order and its status.',
      turns: [...variants.map(([a, t]) => ({ text: t, calls: [{ name: 'find_lab_orders', args: a, result: none() }] })),
        { text: 'I couldn\'t locate an orthotic order for Eleanor Hughes. I\'ll leave a note for the practice manager to check the lab portal directly.' }],
    };
    return { domain: 'podiatry clinic orthotic lab orders', style: 'pydantic_ai', isolates: 'The same order lookup is retried with renamed fields and name spellings five times; every reply is an empty row set.', goal: sp.goal, root: render('pydantic_ai', R, sp) };
  },

  // 03 log search for a correlation id — OpenInference / Phoenix
  (R) => {
    const cid = '7f3c2a9e-41d0-4b8e-9e55-0c1f6d2b8a47';
    const res = () => `{"took":${R.int(11, 240)},"timed_out":false,"_shards":{"total":${R.pick([12, 18])},"successful":${R.pick([12, 18])},"skipped":0,"failed":0},"hits":{"total":{"value":0,"relation":"eq"},"max_score":null,"hits":[]}}`;
    const queries = [
      { query: `correlation_id:${cid}`, from: '2024-11-18T00:00:00Z', to: '2024-11-19T00:00:00Z', index: 'app-logs-*' },
      { query: `"${cid}"`, from: '2024-11-18T00:00:00Z', to: '2024-11-19T00:00:00Z', index: 'app-logs-*' },
      { query: `correlationId:${cid.replace(/-/g, '')}`, from: '18/11/2024', to: '19/11/2024', index: 'app-logs-*' },
      { query: `http.request.headers.x-correlation-id:"${cid.toUpperCase()}"`, from: 'now-3d', to: 'now', index: 'app-logs-*' },
      { query: `trace.id:${cid} OR labels.correlation:${cid}`, from: '1731888000000', to: '1731974400000', index: 'app-logs-*' },
    ];
    const talk = ['Search for the correlation id from the ticket.', 'Zero hits. Try the bare quoted value as free text.', 'Maybe the gateway strips dashes and uses camelCase.', 'Try the raw header field, uppercase, wider window.', 'Try the tracing fields instead.'];
    const sp = {
      model: 'gpt-4o', agentName: 'support-escalation-agent', llmName: 'ChatCompletion',
      system: 'You investigate API errors reported by customers using the log search tool (Elasticsearch query string syntax).',
      goal: `Customer reports checkout failed with HTTP 500 on 18 Nov, correlation id ${cid}. Find the server-side log lines and explain the failure.`,
      turns: [...queries.map((q, i) => ({ text: talk[i], calls: [{ name: 'search_logs', args: q, result: res() }] })), { text: 'Still nothing in app-logs-*. ' }],
      cutoff: true,
    };
    return { domain: 'API log search for a correlation id (support)', style: 'openinference', isolates: 'The same log search is reworded five ways (quoting, field names, id format, date formats) and every response has zero hits.', goal: sp.goal, root: render('openinference', R, sp) };
  },

  // 04 model rocketry club launch waivers — CrewAI
  (R) => {
    const miss = () => `No waiver records matched. (searched ${R.int(1800, 1850)} records, index updated ${R.eu(R.now() - R.int(3600, 90000) * 1000)})`;
    const names = ['Tomasz Wójcik', 'Tomasz Wojcik', 'Wojcik, Tomasz', 'T. Wojcik', 'Tomek Wójcik'];
    const th = ['I need to find the signed waiver for Tomasz Wójcik.', 'No match, maybe the system dropped the diacritics.', 'Maybe records are stored surname first.', 'Try the initial instead of the full first name.', 'Members sometimes sign with a nickname; Tomek is the Polish diminutive.'];
    const sp = {
      model: 'gpt-4o-mini', role: 'Range Safety Officer Assistant', agentGoal: 'Make sure every flyer at the launch has a valid waiver and certification', backstory: 'You keep the paperwork for the Fenland Rocketry Society launch days.',
      taskName: 'verify_flyer_paperwork', expected: 'A yes/no answer with waiver id and expiry date',
      system: 'You are Range Safety Officer Assistant. You keep the paperwork for the Fenland Rocketry Society launch days.',
      goal: 'Before Sunday\'s launch, confirm that flyer Tomasz Wójcik (Level 1 cert, flying an H motor) has a current signed liability waiver on file.',
      turns: names.map((n, i) => ({ text: th[i], calls: [{ name: 'Waiver Search', args: { flyer_name: n, season: 2024 }, result: miss() }] })),
      cutoff: true,
    };
    return { domain: 'model rocketry club launch waivers', style: 'crewai', isolates: 'A waiver search for one flyer is retried with five spellings and orderings of his name, every time with no matches, until the iteration limit.', goal: sp.goal, root: render('crewai', R, sp) };
  },

  // 05 second-hand record shop — Gemini function calling
  (R) => {
    const empty = () => ({ matches: [], count: 0, store: 'Groove Exchange (Leith)', index_version: `${R.date()}.${R.int(1, 9)}` });
    const qs = [
      { artist: 'Miles Davis', title: 'Kind of Blue', pressing: 'original 1959', catalog: 'CL 1355' },
      { keywords: 'Kind of Blue six-eye Columbia mono' },
      { catalog_number: 'CL-1355' },
      { artist: 'Davis, Miles', title: 'Kind Of Blue', format: 'LP', label: 'Columbia', year: 1959 },
      { keywords: 'Columbia 1355 Davis 6 eye' },
      { keywords: '"Kind of Blue" first pressing' },
    ];
    const sp = {
      model: 'gemini-2.0-flash', agentName: 'record_shop_assistant', toolNames: ['search_stock'],
      system: 'You help staff at Groove Exchange answer questions about stock. The stock tool searches the shop inventory.',
      goal: 'A customer emailed asking if we have an original 1959 six-eye mono pressing of Miles Davis "Kind of Blue" (Columbia CL 1355) and what grade it is.',
      turns: [...qs.map((q, i) => ({ text: i === 0 ? '' : ['No match. Try describing the label.', 'Try just the catalogue number, hyphenated.', 'Try the structured fields with surname first.', 'Maybe the shop wrote 6 eye.', 'Try it as an exact phrase.'][i - 1], calls: [{ name: 'search_stock', args: q, result: empty() }] })),
        { text: 'I can\'t find that pressing in our stock.' }],
    };
    return { domain: 'second-hand record shop stock', style: 'gemini', isolates: 'Six reworded stock searches for the same LP (catalogue number formats, label jargon, phrase quoting) all return no matches.', goal: sp.goal, root: render('gemini', R, sp) };
  },

  // 06 disc golf course league scores — smolagents
  (R) => {
    const out = () => `[] (0 rounds; query ${R.int(2, 25)}ms; api rev ${R.hex(7)})`;
    const dates = ['2024-06-09', '09/06/2024', 'June 9, 2024', '9 Jun 24', '20240609'];
    const th = ['I will fetch the league night rounds for 9 June from the course scoring API.', 'Empty list. The API may want day/month/year.', 'Maybe it accepts a written date.', 'Try the short form used on the scorecards.', 'Try compact digits.'];
    const sp = {
      model: 'Qwen/Qwen2.5-Coder-32B-Instruct', maxSteps: 6,
      system: 'You are an expert assistant who can solve any task using code blobs. You have access to these tools: get_rounds(course, date), post_results(...).',
      goal: 'Compute the handicap-adjusted winner of the Maple Hollow DGC Sunday league night on 9 June 2024 and post it to the club page.',
      turns: dates.map((d, i) => ({ text: th[i], calls: [{ name: 'get_rounds', var: 'rounds', args: { course: 'Maple Hollow', date: d }, result: out() }] })),
      cutoff: true,
    };
    return { domain: 'disc golf course league scoring', style: 'smolagents', isolates: 'The agent asks for the same league night in five date spellings; each call returns an empty list and the step limit is reached.', goal: sp.goal, root: render('smolagents', R, sp) };
  },
];
