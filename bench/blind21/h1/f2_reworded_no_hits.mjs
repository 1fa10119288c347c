export const family = 'reworded_no_hits';
export const loop = true;
export const stagnation = false;
export const description = 'The same tool is queried with the same intent reworded (synonyms, field names, formats, quoting) and every answer is empty; the task is never done.';

export const rows = [
  { n: '01', domain: 'trampoline gyms', style: 'vercel', model: 'gpt-4o-mini', agent: 'waiver-lookup',
    isolates: 'Five rewordings of a waiver search (name order, nickname, quoting, date formats) each return zero waivers.',
    goal: 'Find the signed liability waiver for the child Aleksandra "Ola" Nowak (born 2014-08-03) before her jump session at 16:00.',
    build(T) { const N = T.N;
      const empty = (q) => ({ query: q, total: 0, results: [], took_ms: N.ms(5, 40) });
      T.step('Searching the waiver store.', [['search_waivers', { name: 'Aleksandra Nowak' }, empty('Aleksandra Nowak')]]);
      T.step('No hit; trying surname first.', [['search_waivers', { name: 'Nowak, Aleksandra' }, empty('Nowak, Aleksandra')]]);
      T.step('Maybe the parent signed with her nickname.', [['search_waivers', { name: '"Ola Nowak"' }, empty('"Ola Nowak"')]]);
      T.step('Let me search by date of birth instead.', [['search_waivers', { participant_dob: '03/08/2014' }, empty('dob:03/08/2014')]]);
      T.step('Perhaps the date is stored US style.', [['search_waivers', { participant_dob: '08/03/2014' }, empty('dob:08/03/2014')]]);
      T.step('Trying a partial name.', [['search_waivers', { name: 'A. Nowak' }, empty('A. Nowak')]]);
      T.cut('maxSteps (7) reached without a final answer');
    } },
  { n: '02', domain: 'tile kilns for potters', style: 'smolagents', model: 'Qwen/Qwen2.5-Coder-32B-Instruct', agent: 'kiln-log-agent',
    isolates: 'A CodeAgent greps the firing log for a cone-10 reduction firing with different spellings each step and always gets no matching lines.',
    goal: 'Find the firing log for last week\'s cone 10 reduction firing of the celadon tiles in kiln B and report the peak temperature.',
    build(T) { const N = T.N;
      const none = (pat) => `grep: 0 matching lines for /${pat}/ in kiln_b_2025.log (scanned 18,442 lines)`;
      T.step('Search the kiln B log for cone 10.', [['search_log', { file: 'kiln_b_2025.log', pattern: 'cone 10' }, none('cone 10')]]);
      T.step('Maybe written as "cone10" or "^10".', [['search_log', { file: 'kiln_b_2025.log', pattern: 'cone10|\\^10' }, none('cone10|\\^10')]]);
      T.step('Try the word reduction instead of the cone.', [['search_log', { file: 'kiln_b_2025.log', pattern: 'reduction firing' }, none('reduction firing')]]);
      T.step('Perhaps the abbreviation "red." or "RF" is used.', [['search_log', { file: 'kiln_b_2025.log', pattern: 'RF|red\\.' }, none('RF|red\\.')]]);
      T.step('Search for the glaze name.', [['search_log', { file: 'kiln_b_2025.log', pattern: 'celadon' }, none('celadon')]]);
      T.step('Celadon could be spelled Seladon in the log.', [['search_log', { file: 'kiln_b_2025.log', pattern: '[cs]eladon' }, none('[cs]eladon')]]);
      T.cut('AgentMaxStepsError: Reached max steps.');
    } },
  { n: '03', domain: 'hay baling contractors', style: 'openinference', model: 'gpt-4o-2024-08-06', agent: 'contract-finder',
    isolates: 'A contract search is retried with synonyms for "round bales" and other field names, and the API answers with an empty list every time.',
    goal: 'Find the signed 2025 contract with Fenwick Farm for round-baling silage so I can check the per-bale rate.',
    build(T) { const N = T.N;
      const e = () => ({ data: [], meta: { count: 0, request_id: N.reqId('rq-') } });
      T.step(null, [['search_contracts', { customer: 'Fenwick Farm', service: 'round baling', year: 2025 }, e()]]);
      T.step('Nothing. The service may be called silage wrapping.', [['search_contracts', { customer: 'Fenwick Farm', service: 'silage bale wrapping', year: 2025 }, e()]]);
      T.step('Use the client field and a looser name.', [['search_contracts', { client: 'Fenwick', service: 'baling', season: '2025' }, e()]]);
      T.step('Maybe it is filed under the farmer\'s name with the word bales.', [['search_contracts', { customer: 'Fenwick Farm Ltd', keywords: 'bales silage round', year: 2025 }, e()]]);
      T.step('Trying the year as a date range.', [['search_contracts', { customer: 'Fenwick Farm', signed_after: '2025-01-01', signed_before: '2025-12-31', service: 'round bale' }, e()]]);
      T.cut('max iterations reached (6)');
    } },
  { n: '04', domain: 'pet microchip registries', style: 'oai_agents', model: 'gpt-4.1-mini', agent: 'ChipLookupAgent',
    isolates: 'A microchip number is looked up in four formats (spaced, dashed, prefixed, hex) and the registry reports not found each time.',
    goal: 'A found cat was scanned with chip 985 112 004 567 321. Find the registered keeper so the shelter can call them.',
    build(T) { const N = T.N;
      const nf = (c) => ({ status: 404, body: { error: 'not_found', chip: c }, headers: { 'x-request-id': N.uuid(), date: N.http() } });
      T.step(null, [['registry_lookup', { chip: '985112004567321' }, nf('985112004567321')]]);
      T.step('Trying the spaced form the scanner printed.', [['registry_lookup', { chip: '985 112 004 567 321' }, nf('985 112 004 567 321')]]);
      T.step('Some registries want dashes.', [['registry_lookup', { chip: '985-112-004-567-321' }, nf('985-112-004-567-321')]]);
      T.step('Maybe with the ISO country prefix field instead.', [['registry_lookup', { country_code: '985', national_id: '112004567321' }, nf('985/112004567321')]]);
      T.step('Try with a leading zero padding, as older readers do.', [['registry_lookup', { chip: '0985112004567321' }, nf('0985112004567321')]]);
      T.cut('MaxTurnsExceeded: Max turns (6) exceeded');
    } },
  { n: '05', domain: 'land registry title searches', style: 'pydantic', model: 'gpt-4o', agent: 'conveyancing_assistant',
    isolates: 'A title search is reworded by address spelling, postcode spacing and flat numbering, always returning zero titles.',
    goal: 'Pull the registered title number for Flat 2, 14 Wren\'s Court, Leeds LS6 2AB for the buyer\'s solicitor.',
    build(T) { const N = T.N;
      const z = () => ({ titles: [], total: 0, search_ref: 'SR' + N.digits(9) });
      T.step(null, [['title_search', { address: "Flat 2, 14 Wren's Court, Leeds", postcode: 'LS6 2AB' }, z()]]);
      T.step('No result, dropping the apostrophe.', [['title_search', { address: 'Flat 2 14 Wrens Court Leeds', postcode: 'LS62AB' }, z()]]);
      T.step('Flats are often registered as "Apartment".', [['title_search', { address: "Apartment 2, 14 Wren's Court", postcode: 'LS6 2AB' }, z()]]);
      T.step('Try "2/14" style numbering.', [['title_search', { address: "2/14 Wren's Ct", town: 'Leeds' }, z()]]);
      T.step('Search by street only with the postcode.', [['title_search', { street: "Wren's Court", postcode: 'LS6 2AB', property_type: 'leasehold' }, z()]]);
      T.cut('UsageLimitExceeded: The next request would exceed the request_limit of 6');
    } },
  { n: '06', domain: 'water polo leagues', style: 'otel', model: 'gpt-4o-mini', agent: 'fixtures-bot',
    isolates: 'A fixtures query for one match is re-sent with team-name variants and date formats, empty every time, and the bot never answers.',
    goal: 'When is the women\'s division 2 match between Leith Otters and Dunfermline Seals, and which pool is it in?',
    build(T) { const N = T.N;
      const e = (q) => `HTTP/1.1 200 OK\ncontent-type: application/json\nx-cache: MISS\nage: 0\n\n{"fixtures":[],"q":${JSON.stringify(q)}}`;
      T.step(null, [['fixtures_search', { home: 'Leith Otters', away: 'Dunfermline Seals', division: 'W2' }, e('Leith Otters v Dunfermline Seals')]]);
      T.step('Maybe the home and away are the other way round.', [['fixtures_search', { home: 'Dunfermline Seals', away: 'Leith Otters', division: 'W2' }, e('Dunfermline Seals v Leith Otters')]]);
      T.step('Trying the shorter club names.', [['fixtures_search', { teams: 'Leith vs Dunfermline', division: "Women's Division 2" }, e('Leith vs Dunfermline')]]);
      T.step('Use the SWPA club codes.', [['fixtures_search', { home_code: 'LTH-W', away_code: 'DNF-W' }, e('LTH-W DNF-W')]]);
      T.step('Search by a date window this month.', [['fixtures_search', { team: 'Leith Otters', from: '01.05.2025', to: '31.05.2025' }, e('Leith Otters 01.05.2025-31.05.2025')]]);
      T.cut('agent aborted: step budget exhausted');
    } },
];
