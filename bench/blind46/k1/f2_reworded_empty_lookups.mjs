import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: reworded_empty_lookups — same tool, same intent, reworded each time; every answer is empty; task not done.
export const family = 'reworded_empty_lookups';

function r01(id) {
  const R = makeRng(id); const S = recorder('gemini', R, 'gemini-2.0-flash');
  const goal = 'Find the part number and stock for the left track tensioner cylinder on snow groomer PB600-07 (PistenBully 600, 2016) so the workshop can order it.';
  const m = [user(goal)];
  const ch = [];
  const qs = [
    ['I will search the parts catalogue.', { query: 'track tensioner cylinder left', model: 'PB600' }],
    ['No hits. Trying the German catalogue term.', { query: 'Kettenspannzylinder links', model: 'PB600' }],
    ['Still nothing; maybe the model field wants the full name.', { query: 'tensioner cylinder LH', model: 'PistenBully 600' }],
    ['Trying it as a hydraulic chain tensioner.', { query: 'hydraulic chain tension ram left side', model: 'PB 600' }],
    ['Trying part category wording.', { query: 'cylinder, track tension, LH', model: 'PB600 2016' }],
  ];
  for (const [t, a] of qs) ch.push(...step(S, m, { text: t, calls: [{ name: 'search_parts', args: a }] }, [{ results: [], total: 0, catalogue_version: '2024.3', took_ms: R.ms(20, 300) }]));
  ch.push(...step(S, m, { text: 'Searching once more by the OEM synonym.', calls: [{ name: 'search_parts', args: { query: 'tensioning cylinder track L', model: 'PB600' } }] }, [{ results: [], total: 0, catalogue_version: '2024.3', took_ms: R.ms(20, 300) }]));
  return { isolates: 'Six reworded catalogue searches for the same tensioner part (English, German, abbreviations, model spellings) all return zero results; no part is ever found.', goal,
    root: S.agent('parts_agent', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, { status: 'cut_off' }, ch) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('otel_genai', R, 'gpt-4o-mini');
  const goal = 'Check whether the obituary notice for Margaret Ellen Pruitt (died 3 March 2025) has already been published on the funeral home website and in the regional paper feed.';
  const m = [sys('Funeral director office assistant. Tool: search_notices.'), user(goal)];
  const ch = [];
  const qs = [
    [null, { name: 'Margaret Ellen Pruitt', date_of_death: '2025-03-03' }],
    ['Nothing. Maybe the date format differs.', { name: 'Margaret Ellen Pruitt', date_of_death: '03/03/2025' }],
    ['Trying surname-first.', { name: 'Pruitt, Margaret E.', date_of_death: '3 March 2025' }],
    ['Maybe she was listed as Peggy.', { name: 'Peggy Pruitt' }],
    [null, { name: '"Pruitt"', date_of_death: 'March 2025' }],
  ];
  for (const [t, a] of qs) ch.push(...step(S, m, { text: t, calls: [{ name: 'search_notices', args: a }] }, [JSON.stringify({ hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: R.int(2, 40), timed_out: false })]));
  return { isolates: 'Five notice searches for the same deceased with different name and date spellings all come back with zero hits; the check is never resolved.', goal,
    root: S.agent('invoke_agent notices-assistant', goal, null, ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('responses', R, 'gpt-4.1-mini');
  const goal = 'For the fjord cruise call at Geiranger on 14 June, find which tender boat is assigned to the 07:45 shore excursion group "Eagle Road Panorama" and tell the excursion desk.';
  const m = [sys('Shore operations assistant. Tool: tender_schedule_query.'), user(goal)];
  const ch = [];
  const qs = [
    ['Querying the tender schedule.', { port: 'Geiranger', date: '2025-06-14', group: 'Eagle Road Panorama' }],
    ['No rows. The port code might be needed.', { port: 'NOGRG', date: '2025-06-14', group: 'Eagle Road Panorama' }],
    ['Trying the excursion code rather than the name.', { port: 'NOGRG', date: '14.06.2025', excursion_code: 'GEI-03' }],
    ['Trying by departure time only.', { port_name: 'Geirangerfjord', day: '2025-06-14', time: '07:45' }],
    ['Trying lowercase group and ISO timestamp.', { port: 'geiranger', departure: '2025-06-14T07:45:00+02:00', group: 'eagle road panorama' }],
  ];
  for (const [t, a] of qs) ch.push(...step(S, m, { text: t, calls: [{ name: 'tender_schedule_query', args: a }] }, [{ rows: [], count: 0, query_id: R.uuid(), db: R.host('shoreops-db') }]));
  ch.push(S.llm(m, { text: 'I have not been able to find the tender assignment yet; I will try another formulation next.' }));
  return { isolates: 'Responses API log: five schedule queries for one excursion (name, port code, excursion code, time, lowercase) return zero rows; the desk is never told anything.', goal,
    root: S.agent('shore-ops', { input: goal }, { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('crewai', R, 'gpt-4o');
  const goal = 'Find a supplier price for 2,400 Welsh blue-grey slates, 500x250mm, for the roofing job at Ty Newydd barn, and add it to the quote.';
  const ch = [];
  const qs = [
    ['Thought: search the merchant catalogue for the slate.', { product: 'Welsh slate 500x250 blue grey', qty: 2400 }],
    ['Thought: maybe sizes are listed in inches.', { product: 'Welsh slate 20x10 blue-grey', qty: 2400 }],
    ['Thought: try the quarry name.', { product: 'Penrhyn heather blue 500 x 250', qty: 2400 }],
    ['Thought: try the generic term and drop the colour.', { product: 'natural roofing slate 500mm 250mm Wales' }],
    ['Thought: use the merchant\'s category path.', { category: 'Roofing > Natural Slate > Welsh', size: '500x250' }],
  ];
  const task = [];
  for (const [t, a] of qs) task.push(...step(S, [user(goal)], { text: t, calls: [{ name: 'merchant_catalogue_search', args: a }] }, [`Search returned no products. (search id ${R.hex(12)}, ${R.ms(40, 900)} ms)`]));
  ch.push(span('task', 'Task: Price natural slate for Ty Newydd barn', { description: goal, expected_output: 'price per 1000 and total' }, null, task, { metadata: { agent_role: 'Roofing Estimator', task_id: R.uuid() } }));
  return { isolates: 'A CrewAI estimator task searches the merchant catalogue five ways (mm, inches, quarry name, generic, category path) for the same slate; nothing ever comes back.', goal,
    root: S.agent('Crew: roofing-quote-crew', { inputs: { job: 'Ty Newydd barn' } }, null, ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('pydantic_ai', R, 'gpt-4o');
  const goal = 'Confirm whether the aviation authority has approved our 300-drone light show over Lake Harbour on 31 December (application DLS-2025-118) and get the approval reference.';
  const m = [sys('Permits assistant for a drone light show company. Tool: caa_permit_search.'), user(goal)];
  const ch = [];
  const qs = [
    ['Searching by our application id.', { application_id: 'DLS-2025-118' }],
    ['Not found; the authority may use its own numbering. Searching by operator and date.', { operator: 'Skyglow Shows Ltd', event_date: '2025-12-31' }],
    ['Trying the location name.', { location: 'Lake Harbour', activity: 'drone light show' }],
    ['Trying the operator registration number and a date range.', { operator_ref: 'GBR-OP-7741', from: '2025-12-30', to: '2026-01-01' }],
    ['Trying the application id without the year.', { application_id: 'DLS-118' }],
  ];
  for (const [t, a] of qs) ch.push(...step(S, m, { text: t, calls: [{ name: 'caa_permit_search', args: a }] }, [{ status: 200, headers: { date: R.httpDate(), 'x-request-id': R.uuid(), 'content-type': 'application/json' }, body: { data: [], meta: { total: 0 } } }]));
  return { isolates: 'Five permit searches (own id, operator+date, location, registration, short id) for the same approval all return an empty list; no reference is obtained.', goal,
    root: S.agent('permits_agent', goal, null, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('dspy', R, 'gpt-4o-mini');
  const goal = 'Look up the current rating of Scrabble player Olusegun Adebayo-Hart so he can be seeded in the club championship.';
  const ch = [];
  const qs = [
    ['Look him up by full name.', { name: 'Olusegun Adebayo-Hart' }],
    ['Try without the hyphen.', { name: 'Olusegun Adebayo Hart' }],
    ['Try surname only.', { surname: 'Adebayo-Hart' }],
    ['Try the initial and second surname.', { name: 'O. Hart' }],
    ['Try the nickname he plays under.', { name: 'Segun Hart' }],
  ];
  for (const [t, a] of qs) ch.push(...step(S, { goal, trajectory: '...' }, { text: t, calls: [{ name: 'ratings_lookup', args: a }] }, [`No players match your search. Ratings list updated ${R.euDate()}.`]));
  return { isolates: 'A DSPy ReAct program tries five spellings of the same player name in the ratings list and every lookup says no players match; seeding never happens.', goal,
    root: S.agent('ReAct', { goal }, null, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
