// Family 2: the same search intent reworded again and again, always empty; task never done.
export const FAMILY = 'reworded_empty_queries';
export const LOOP = true, STAGNATION = false;

export const rows = [
  // 01 probation office check-ins (OpenInference)
  ['A probation case assistant rewords the same check-in search five ways (name order, date formats, field names) and gets zero hits each time.', (N) => {
    const empty = (q) => ({ query: q, total: 0, hits: [], took: N.ms(3, 40), shard: N.host('es') });
    return {
      style: 'openinference', agent: 'probation-casework-agent', model: 'gpt-4o',
      system: 'You help probation officers find check-in records in the kiosk system.',
      goal: 'Find whether client Darnell R. Whitfield checked in at the Eastside kiosk during the week of 2025-03-10 and summarise the visits.',
      steps: [
        { say: 'Searching kiosk check-ins by name.', calls: [{ name: 'search_checkins', args: { client_name: 'Darnell R. Whitfield', site: 'Eastside', from: '2025-03-10', to: '2025-03-16' }, out: empty('client_name:"Darnell R. Whitfield"') }] },
        { say: 'Maybe the record uses surname first.', calls: [{ name: 'search_checkins', args: { client_name: 'Whitfield, Darnell', site: 'Eastside', from: '2025-03-10', to: '2025-03-16' }, out: empty('client_name:"Whitfield, Darnell"') }] },
        { say: 'Trying US date format in case the kiosk API expects it.', calls: [{ name: 'search_checkins', args: { client_name: 'Darnell Whitfield', site: 'Eastside', from: '03/10/2025', to: '03/16/2025' }, out: empty('client_name:"Darnell Whitfield"') }] },
        { say: 'Perhaps the field is called full_name rather than client_name.', calls: [{ name: 'search_checkins', args: { full_name: 'Darnell Whitfield', location: 'EASTSIDE', from: '2025-03-10', to: '2025-03-16' }, out: empty('full_name:"Darnell Whitfield"') }] },
        { say: 'One more with only the surname and a wildcard.', calls: [{ name: 'search_checkins', args: { client_name: 'Whitfield*', site: 'Eastside kiosk', from: '2025-03-10', to: '2025-03-16' }, out: empty('client_name:Whitfield*') }] },
      ],
      meta: { 'session.id': N.uuid() },
    };
  }],
  // 02 navigation buoy maintenance (OpenAI Agents SDK)
  ['An agent asks the aids-to-navigation registry for one buoy\'s battery swap history under four different identifiers and spellings; each answer is an empty list.', (N) => {
    const none = () => ({ results: [], count: 0, next: null, api_version: '3.2', request_id: N.reqId('atn') });
    return {
      style: 'oai_agents', agent: 'AtoN Maintenance Assistant', model: 'gpt-4.1',
      system: 'You maintain records for coastal aids to navigation (buoys, beacons). Use the registry tool.',
      goal: 'Find when the battery pack on the green lateral buoy "Outer Bar No. 3" was last replaced and whether it is due this season.',
      steps: [
        { think: 'Look up by the name the user gave.', calls: [{ name: 'registry_search', args: { name: 'Outer Bar No. 3', event: 'battery_replacement' }, out: none() }] },
        { think: 'Registry names often abbreviate number as a bare digit; try "Outer Bar 3".', calls: [{ name: 'registry_search', args: { name: 'Outer Bar 3', event: 'battery_replacement' }, out: none() }] },
        { think: 'Maybe the event type is spelled differently, like battery_swap.', calls: [{ name: 'registry_search', args: { name: 'OUTER BAR NO 3', event: 'battery_swap' }, out: none() }] },
        { think: 'Try a fuzzy name filter with the lateral colour added.', calls: [{ name: 'registry_search', args: { name_contains: 'Outer Bar', colour: 'green', event: 'battery' }, out: none() }] },
        { think: 'Last attempt with quoting and a wider event wildcard.', calls: [{ name: 'registry_search', args: { name: '"Outer Bar No.3"', event: '*' }, out: none() }] },
      ],
      meta: { tools: ['registry_search'], max_turns_exceeded: true },
    };
  }],
  // 03 bison ranch herd records (CrewAI)
  ['A CrewAI herd-records agent searches for a bison calf\'s ear-tag in several formats (with/without dashes, leading zeros, RFID style), always "No records found".', (N) => {
    const nf = (tag) => `No records found for tag ${tag}. (herdbook v7.1, ${N.httpDate()}, node ${N.pick(['hb1', 'hb2', 'hb3'])})`;
    return {
      style: 'crewai', agent: 'Herd Records Clerk', model: 'gpt-4o-mini',
      system: 'You keep herd records for a bison ranch.',
      goal: 'Find the birth weight and dam of bison calf tagged 25-0147 and add it to the weaning report.',
      steps: [
        { think: 'I should look up the calf by its tag.', calls: [{ name: 'herdbook_lookup', args: { tag: '25-0147' }, out: nf('25-0147') }] },
        { think: 'The herdbook may store tags without the dash.', calls: [{ name: 'herdbook_lookup', args: { tag: '250147' }, out: nf('250147') }] },
        { think: 'Possibly the leading zero is dropped in the year-sequence format.', calls: [{ name: 'herdbook_lookup', args: { tag: '25-147' }, out: nf('25-147') }] },
        { think: 'Calves could be indexed by their RFID visual number; try the country-prefixed form.', calls: [{ name: 'herdbook_lookup', args: { tag: '840-25-0147' }, out: nf('840-25-0147') }] },
        { think: 'Try the tag as a quoted string with a year field separate.', calls: [{ name: 'herdbook_lookup', args: { tag: '"0147"', birth_year: 2025 }, out: nf('"0147" (birth_year=2025)') }] },
      ],
      meta: { task: 'Calf lookup for weaning report' },
    };
  }],
  // 04 escalator refurbishment (Gemini function calling)
  ['A Gemini agent looks for a step-chain part number using synonyms (step chain, step-band, drive chain, chain assembly), each search returning no matches.', (N) => {
    const nothing = (q) => ({ query: q, matches: [], catalogue: 'SCH-9300 parts 2019-2024', trace: N.traceparent() });
    return {
      style: 'gemini', agent: 'refurb-parts-agent', model: 'gemini-2.5-flash',
      system: 'You source parts for escalator refurbishment projects using the manufacturer catalogue.',
      goal: 'Find the part number and lead time for the step chain of a 9300-series escalator (rise 4.2 m) at the Harbourside mall.',
      steps: [
        { say: 'Searching the catalogue.', calls: [{ name: 'catalogue_search', args: { q: 'step chain 9300 rise 4.2m' }, out: nothing('step chain 9300 rise 4.2m') }] },
        { say: 'Trying the manufacturer\'s wording "step band".', calls: [{ name: 'catalogue_search', args: { q: 'step-band 9300' }, out: nothing('step-band 9300') }] },
        { say: 'Maybe listed under drive chain.', calls: [{ name: 'catalogue_search', args: { q: 'escalator drive chain SCH 9300' }, out: nothing('escalator drive chain SCH 9300') }] },
        { say: 'Trying "chain assembly, step" as the catalogue might invert nouns.', calls: [{ name: 'catalogue_search', args: { q: 'chain assembly, step; model 9300' }, out: nothing('chain assembly, step; model 9300') }] },
        { say: 'And the German term since the catalogue is bilingual.', calls: [{ name: 'catalogue_search', args: { q: 'Stufenkette 9300' }, out: nothing('Stufenkette 9300') }] },
      ],
    };
  }],
  // 05 amber jewellery provenance (Langfuse)
  ['A provenance agent queries a lot registry for a Baltic amber pendant with reworded descriptions and date spellings; every query returns 0 rows.', (N) => {
    const zero = () => ({ rows: [], rowCount: 0, elapsed: N.secs(0.01, 0.4), served: N.host('pg-ro') });
    return {
      style: 'langfuse', agent: 'provenance-checker', model: 'gpt-4o',
      system: 'You verify provenance of amber jewellery lots before listing.',
      goal: 'Confirm the import lot and certificate for the Baltic amber pendant with an insect inclusion bought at the Gdańsk fair in May 2024.',
      steps: [
        { say: 'Querying the lot registry.', calls: [{ name: 'lot_registry_query', args: { description: 'Baltic amber pendant insect inclusion', purchase_date: '2024-05' }, out: zero() }] },
        { say: 'Rewording with "fly inclusion" and the Polish city spelling.', calls: [{ name: 'lot_registry_query', args: { description: 'amber pendant with fly inclusion', origin: 'Gdansk', purchase_date: 'May 2024' }, out: zero() }] },
        { say: 'Maybe the register calls it succinite rather than amber.', calls: [{ name: 'lot_registry_query', args: { description: 'succinite pendant inclusion', purchase_date: '2024-05-01..2024-05-31' }, out: zero() }] },
        { say: 'Trying with the dealer\'s category label.', calls: [{ name: 'lot_registry_query', args: { category: 'PENDANT/AMBER/INCL', date_from: '01.05.2024', date_to: '31.05.2024' }, out: zero() }] },
        { say: 'Trying Polish keywords: bursztyn, wisior, inkluzja.', calls: [{ name: 'lot_registry_query', args: { description: 'bursztyn wisior inkluzja', purchase_date: '2024-05' }, out: zero() }] },
      ],
      meta: { tags: ['provenance'] },
    };
  }],
  // 06 camel dairy (Agno)
  ['An Agno agent hunts for a camel-milk batch lab result by rewording batch ids and test names; each lookup returns an empty result set.', (N) => {
    const e = () => JSON.stringify({ data: [], meta: { page: 1, total: 0 }, lims_ts: N.epochMs() });
    return {
      style: 'agno', agent: 'dairy-qa', model: 'gpt-4.1-mini',
      system: 'You release camel milk batches after checking lab results in the LIMS.',
      goal: 'Release batch CM-0611-B if its somatic cell count and Brucella test are within limits.',
      steps: [
        { say: 'Looking up the lab results for the batch.', calls: [{ name: 'lims_results', args: { batch: 'CM-0611-B', tests: ['SCC', 'Brucella'] }, out: e() }] },
        { say: 'The LIMS might use lowercase without the suffix.', calls: [{ name: 'lims_results', args: { batch: 'cm-0611', tests: ['SCC', 'Brucella'] }, out: e() }] },
        { say: 'Try the spelled-out test names.', calls: [{ name: 'lims_results', args: { batch: 'CM-0611-B', tests: ['somatic cell count', 'Brucella antibody (RBT)'] }, out: e() }] },
        { say: 'Maybe batches are keyed by date: 11 June.', calls: [{ name: 'lims_results', args: { batch: '2025-06-11/B', tests: ['SCC'] }, out: e() }] },
        { say: 'Try sample_id instead of batch as the key.', calls: [{ name: 'lims_results', args: { sample_id: 'CM0611B', tests: ['SCC', 'BRU'] }, out: e() }] },
      ],
    };
  }],
];
