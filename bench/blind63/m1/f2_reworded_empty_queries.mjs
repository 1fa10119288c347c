// Family 2: same tool, same intent, reworded queries, every answer empty; task not done.
export const family = 'reworded_empty_queries';
export const loop = true, stagnation = false;
export const scenarios = [
{ id: '01', domain: 'town crier competition archive', style: 'openinference',
  isolates: 'Five differently worded searches of a guild archive for a 1998 champion all return zero hits.',
  goal: 'Find who won the 1998 national town crier championship and the text of their winning proclamation.',
  build(R, S) {
    const qs = ['1998 town crier champion', 'national championship winner 1998 crier', '"town crier" 1998 first place', 'champion crier nineteen ninety-eight', 'winner 98 criers guild contest'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm([{ role: 'user', content: 'Find the 1998 town crier champion.' }], i === 0 ? 'Searching the guild archive.' : ['No hits; trying different wording.', 'Still nothing, quoting the phrase.', 'Maybe the year is spelled out.', 'Trying an abbreviated year.'][i - 1], [{ name: 'archive_search', args: { q, collection: 'guild_newsletters' } }]));
      kids.push(S.tool('archive_search', { q, collection: 'guild_newsletters' }, { hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: R.int(3, 30), timed_out: false }));
    });
    return S.agent('CrierArchiveAgent', { question: 'Who won the 1998 championship?' }, kids, null);
  } },
{ id: '02', domain: 'saffron farm harvest labour records', style: 'vercel',
  isolates: 'A payroll lookup for a picker is retried with different name spellings and field names; the HR API returns an empty list each time.',
  goal: 'Find how many kilograms of stigmas picker Leila Amiri separated during the October 2024 harvest so her piece-rate bonus can be paid.',
  build(R, S) {
    const vars = [{ name: 'Leila Amiri' }, { full_name: 'Amiri, Leila' }, { name: 'Layla Amiri' }, { worker_name: 'L. Amiri', season: '2024' }, { surname: 'AMIRI', given: 'LEILA', harvest: 'Oct-2024' }];
    const kids = [];
    for (const v of vars) {
      kids.push(S.llm([{ role: 'user', content: 'Bonus for Leila Amiri, October picking.' }], '', [{ name: 'findPickerRecords', args: v }]));
      kids.push(S.tool('findPickerRecords', v, { data: [], meta: { count: 0, request_id: R.reqId('rq-') } }));
    }
    return S.agent('ai.generateText', { 'ai.prompt': 'Bonus for Leila Amiri, October picking.' }, kids, { text: '', finishReason: 'length' }, { 'ai.settings.maxSteps': 5 });
  } },
{ id: '03', domain: 'research reactor neutron activation sample log', style: 'otel',
  isolates: 'An agent searches the irradiation log for a sample with four id formats and date spellings; every query returns no rows.',
  goal: 'Retrieve the irradiation time and flux for sample NAA-24-0317 (archaeological obsidian) irradiated in March.',
  build(R, S) {
    const qs = [
      "SELECT * FROM irradiations WHERE sample_id = 'NAA-24-0317'",
      "SELECT * FROM irradiations WHERE sample_id LIKE '%24-317%'",
      "SELECT * FROM irradiations WHERE sample_code = 'NAA240317' AND irr_date BETWEEN '2024-03-01' AND '2024-03-31'",
      "SELECT * FROM irradiations WHERE description ILIKE '%obsidian%' AND irr_date >= '01/03/2024'",
      "SELECT * FROM irradiations WHERE sample_id = 'naa-24-0317' OR sample_id = 'NAA-2024-0317'",
    ];
    const kids = [];
    qs.forEach((sql) => {
      kids.push(S.llm([{ role: 'user', content: 'Irradiation time and flux for NAA-24-0317' }], null, [{ name: 'run_sql', args: { sql } }]));
      kids.push(S.tool('run_sql', JSON.stringify({ sql }), `(0 rows)\nTime: ${R.int(1, 40)}.${R.int(100, 999)} ms`, undefined, { rawArgs: JSON.stringify({ sql }) }));
    });
    return S.agent('invoke_agent reactor-log-assistant', { sample: 'NAA-24-0317' }, kids, null, { 'gen_ai.agent.name': 'reactor-log-assistant' });
  } },
{ id: '04', domain: 'green burial woodland plot register', style: 'langfuse',
  isolates: 'Reworded plot-register searches (name order, maiden name, plot grid formats) for a family inquiry all come back empty.',
  goal: 'Tell the family of Margaret Oyelaran-Hughes which woodland plot she was buried in so they can plant a memorial tree.',
  build(R, S) {
    const qs = [{ deceased: 'Margaret Oyelaran-Hughes' }, { deceased: 'Hughes, Margaret' }, { deceased: 'Margaret Oyelaran' }, { plot_ref: 'OAK-ROW-C', surname: 'Oyelaran-Hughes' }, { surname: 'Hughes', year_of_burial: 2019 }];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm([{ role: 'user', content: 'Which plot is Margaret Oyelaran-Hughes in?' }], ['Let me search the register.', 'Perhaps the surname is stored reversed.', 'Trying the maiden name only.', 'Searching by likely grid section.', 'Widening to surname and year.'][i], [{ name: 'search_register', args: q }]));
      kids.push(S.tool('search_register', q, { results: [], total: 0 }, undefined, { metadata: { observationType: 'SPAN', latency_ms: R.ms() } }));
    });
    return S.agent('trace: plot-lookup', { sessionId: R.uuid() }, kids, null);
  } },
{ id: '05', domain: 'Argo float ocean profile search', style: 'smolagents',
  isolates: 'A code agent queries an ocean data API with different bounding-box encodings and parameter names, getting an empty FeatureCollection each time.',
  goal: 'Fetch the temperature profiles from Argo float 6903254 in the Labrador Sea during February 2023.',
  build(R, S) {
    const vs = [
      { platform_number: '6903254', time_start: '2023-02-01', time_end: '2023-02-28' },
      { wmo: 6903254, date_range: '20230201-20230228' },
      { platform: 'argo-6903254', bbox: '-60,52,-45,63', month: '2023-02' },
      { float_id: '6903254', start: '01/02/2023', end: '28/02/2023', region: 'Labrador Sea' },
    ];
    const kids = [];
    vs.forEach((v, i) => {
      kids.push(S.llm(`Task: Argo 6903254 Feb 2023. Step ${i + 1}`, `Thought: ${['Query the profile API with the platform number.', 'Empty. Maybe the API wants the WMO id as integer.', 'Still empty, try a bounding box instead.', 'Try European date format and the region name.'][i]}\nCode:\n\`\`\`py\nr = argo_profiles(**${JSON.stringify(v)})\nprint(r)\n\`\`\`<end_code>`, []));
      kids.push(S.tool('argo_profiles', v, `Execution logs:\n{'type': 'FeatureCollection', 'features': [], 'numberMatched': 0}\nLast output from code snippet:\nNone`));
    });
    return S.agent('CodeAgent', { task: 'Argo 6903254 Feb 2023 profiles' }, kids, null, { max_steps: 4, error: 'Reached max steps.' });
  } },
{ id: '06', domain: 'harness racing stewards\' inquiries', style: 'langchain4j',
  isolates: 'The agent keeps rephrasing a steward-report search (horse name with/without suffix, race numbering styles) and gets zero results each time.',
  goal: 'Find the stewards\' inquiry outcome for the horse Midnight Tolliver after race 7 at the Thursday night card.',
  build(R, S) {
    const qs = ['Midnight Tolliver inquiry', 'Midnight Tolliver (US) stewards report', 'race 7 inquiry Thursday Tolliver', 'R7 interference Midnight Toliver', '"Midnight Tolliver" protest outcome'];
    const kids = [];
    qs.forEach((q) => {
      kids.push(S.llm([{ role: 'user', content: 'Outcome of stewards inquiry for Midnight Tolliver, race 7?' }], null, [{ name: 'searchStewardsReports', args: { query: q, meeting: 'thursday-night' } }]));
      kids.push(S.tool('searchStewardsReports', { arg0: q, arg1: 'thursday-night' }, `[]`));
    });
    return S.agent('AiServices.StewardsAssistant', { userMessage: 'Outcome of stewards inquiry for Midnight Tolliver, race 7?' }, kids, null);
  } },
];
