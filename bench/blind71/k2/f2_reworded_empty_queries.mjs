// Loop: same tool, same intent, reworded queries (synonyms, field names, date/id formats, quoting) -- all empty; task not done.
export const family = 'reworded_empty_queries';
export const scenarios = [
  // 01 steam railway boiler inspections -- OpenTelemetry GenAI
  (N) => {
    const empty = (q) => ({ query: q, total: 0, hits: [], took_ms: N.ms(3, 40), index: 'boiler-certs-v3' });
    return {
      isolates: 'Five reworded searches for the same boiler certificate (number formats, synonyms, quoted, date field renamed) all return zero hits and the agent never changes source.',
      style: 'otel',
      run: {
        goal: 'Find the last hydraulic test certificate for locomotive boiler No. 7802 and confirm its expiry date.', model: 'gpt-4o', agentName: 'heritage-rail-compliance',
        system: 'You help a heritage steam railway keep boiler inspections in date. Use search_certificates.',
        steps: [
          { calls: [{ name: 'search_certificates', args: { q: 'boiler 7802 hydraulic test' }, out: empty('boiler 7802 hydraulic test') }] },
          { text: 'Nothing. The number might be stored with the class prefix.', calls: [{ name: 'search_certificates', args: { q: 'BR 7802 hydrostatic' }, out: empty('BR 7802 hydrostatic') }] },
          { text: 'Trying the certificate-type wording used by inspectors.', calls: [{ name: 'search_certificates', args: { q: '"pressure test" loco 7802' }, out: empty('"pressure test" loco 7802') }] },
          { text: 'Perhaps filtering by date instead.', calls: [{ name: 'search_certificates', args: { q: 'hydraulic', filters: { loco_no: '07802', issued_after: '2019-01-01' } }, out: empty('hydraulic loco_no:07802') }] },
          { text: 'Maybe the field is called engine rather than loco.', calls: [{ name: 'search_certificates', args: { q: 'hydraulic exam', filters: { engine: '7802', issued_after: '01/01/2019' } }, out: empty('hydraulic exam engine:7802') }] },
          { text: 'One more phrasing with the boiler number spelled out.', calls: [{ name: 'search_certificates', args: { q: 'boiler number seven eight zero two water test' }, out: empty('boiler number seven eight zero two water test') }] },
        ],
        cutoff: 'agent stopped: max_iterations=6',
      },
    };
  },
  // 02 ice-hotel construction -- Vercel AI SDK
  (N) => {
    const none = () => ({ matches: [], count: 0, requestId: N.req('icq_'), servedAt: N.http() });
    return {
      isolates: 'The agent asks the ice-block ledger for the same block delivery with reworded queries (tonnage, units, Swedish and English terms, alternate date formats) and every answer is empty.',
      style: 'vercel',
      run: {
        goal: 'Find out whether the river-ice blocks for suite 14 (the "Aurora" suite) were delivered to the build hall.', model: 'gpt-4o-mini', agentName: 'icehotel-build',
        system: 'You assist the ice-hotel construction crew. The block ledger is queried with query_block_ledger.',
        steps: [
          { calls: [{ name: 'query_block_ledger', args: { text: 'suite 14 ice blocks delivered' }, out: none() }] },
          { text: 'No match; try the suite name.', calls: [{ name: 'query_block_ledger', args: { text: 'Aurora suite blocks delivery' }, out: none() }] },
          { text: 'Perhaps the ledger uses the Swedish term for ice blocks.', calls: [{ name: 'query_block_ledger', args: { text: 'isblock svit 14 levererad' }, out: none() }] },
          { text: 'Try by date in the Swedish format.', calls: [{ name: 'query_block_ledger', args: { text: 'leverans', date: '2025-11-18' }, out: none() }] },
          { text: 'And in day-month format.', calls: [{ name: 'query_block_ledger', args: { text: 'delivery', date: '18.11.2025', room: 'S14' }, out: none() }] },
        ],
        cutoff: 'maxSteps (5) reached without a final text response',
      },
    };
  },
  // 03 rural broadband co-op -- OpenAI Agents SDK
  (N) => {
    const r = (term) => J({ results: [], searched: term, shard: N.host('crm'), ms: N.ms() });
    return {
      isolates: 'A co-op support agent searches the member CRM for one member by reworded names, spellings and id formats; four-plus queries, zero results each, and the ticket is left unanswered.',
      style: 'oaiagents',
      run: {
        goal: 'A member called about a dead fibre connection at "Low Garth Farm"; find their membership record and open a fault.', model: 'gpt-4.1-mini', agentName: 'Co-op Support',
        system: 'You are the support agent of a rural broadband co-operative. Use crm_search then open_fault.',
        steps: [
          { calls: [{ name: 'crm_search', args: { query: 'Low Garth Farm' }, out: r('Low Garth Farm') }] },
          { text: 'No result. Trying without "Farm".', calls: [{ name: 'crm_search', args: { query: 'Low Garth' }, out: r('Low Garth') }] },
          { text: 'Perhaps hyphenated.', calls: [{ name: 'crm_search', args: { query: 'Low-Garth' }, out: r('Low-Garth') }] },
          { text: 'Could be recorded as the property name in the address field.', calls: [{ name: 'crm_search', args: { query: 'address:"Garth Farm, Low"' }, out: r('address:"Garth Farm, Low"') }] },
          { text: 'Try the old spelling.', calls: [{ name: 'crm_search', args: { query: 'Lowgarth Fm' }, out: r('Lowgarth Fm') }] },
        ],
        cutoff: 'MaxTurnsExceeded: Max turns (6) exceeded',
      },
    };
  },
  // 04 rooftop apiaries -- smolagents
  (N) => {
    const no = () => `No hive inspections matched. (${N.ms(5, 90)} ms, api ${N.pick(['v2.3.1', 'v2.3.1'])})`;
    return {
      isolates: 'Searching inspection notes for signs of swarming on one rooftop hive using synonyms (swarm cells, queen cups, supersedure) yields nothing each time; the agent never broadens the data source.',
      style: 'smolagents',
      run: {
        goal: 'Check whether the hive on the Marlowe Hotel roof (hive MH-3) showed swarm preparations in any inspection this May.', model: 'Qwen/Qwen2.5-72B-Instruct',
        system: 'You are an assistant for a rooftop urban beekeeping company.',
        steps: [
          { text: 'Search the inspection notes for swarm cells.', calls: [{ name: 'search_inspections', args: { hive: 'MH-3', text: 'swarm cells', month: '2025-05' }, out: no() }] },
          { text: 'Beekeepers often write "queen cups" instead.', calls: [{ name: 'search_inspections', args: { hive: 'MH-3', text: 'queen cups', month: '2025-05' }, out: no() }] },
          { text: 'Perhaps "supersedure" was noted.', calls: [{ name: 'search_inspections', args: { hive: 'MH-3', text: 'supersedure', month: 'May 2025' }, out: no() }] },
          { text: 'Trying the hive id with a space and the word "swarming".', calls: [{ name: 'search_inspections', args: { hive: 'MH 3', text: 'swarming', month: '05/2025' }, out: no() }] },
          { text: 'Maybe the notes say "charged cells".', calls: [{ name: 'search_inspections', args: { hive: 'mh-3', text: 'charged queen cells', month: '2025-05' }, out: no() }] },
        ],
        cutoff: 'AgentMaxStepsError: Reached max steps.',
      },
    };
  },
  // 05 stained-glass conservation archive -- OpenInference
  (N) => {
    const z = () => ({ hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: N.ms(2, 30), timed_out: false, _shards: { total: 3, successful: 3 } });
    return {
      isolates: 'Looking up a lead-came condition report by reworded window names, dedications and catalogue number formats; every archive query comes back with zero hits.',
      style: 'openinference',
      run: {
        goal: 'Find the 1998 condition report for the east window at St Aldhelm\'s (catalogue SG/ALD/004) to compare with today\'s survey.', model: 'gpt-4o',
        system: 'You research stained-glass conservation records. Use archive_search.',
        steps: [
          { calls: [{ name: 'archive_search', args: { q: 'St Aldhelm east window condition report 1998' }, out: z() }] },
          { text: 'Try the catalogue number.', calls: [{ name: 'archive_search', args: { q: 'SG/ALD/004' }, out: z() }] },
          { text: 'Slashes may be tokenised differently; use dashes.', calls: [{ name: 'archive_search', args: { q: 'SG-ALD-004 report' }, out: z() }] },
          { text: 'The window may be catalogued by dedication.', calls: [{ name: 'archive_search', args: { q: 'Crucifixion window Aldhelm survey' }, out: z() }] },
          { text: 'Try "Saint" in full and "lead" condition.', calls: [{ name: 'archive_search', args: { q: '"Saint Aldhelm" leadwork condition', year: 1998 }, out: z() }] },
        ],
        cutoff: 'trace truncated: agent exceeded 12 llm calls budget',
      },
    };
  },
  // 06 falconry mews -- Strands
  (N) => {
    const e = () => ({ birds: [], page_token: null, queried_at: N.epoch() });
    return {
      isolates: 'A falconry centre agent repeatedly queries the bird register for one hawk\'s ring number in different spellings and field names; all answers are empty and the weight log is never found.',
      style: 'strands',
      run: {
        goal: 'Pull the last two weeks of flying weights for the Harris hawk ringed "IBR 2231X" before tomorrow\'s display.', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
        system: 'You help run a falconry centre. Use find_bird to get a bird id, then get_weights.',
        steps: [
          { calls: [{ name: 'find_bird', args: { ring: 'IBR 2231X' } , out: e() }] },
          { text: 'Not found with the space. Trying without it.', calls: [{ name: 'find_bird', args: { ring: 'IBR2231X' }, out: e() }] },
          { text: 'Maybe lowercase or the ring is stored under closed_ring.', calls: [{ name: 'find_bird', args: { closed_ring: 'ibr2231x' }, out: e() }] },
          { text: 'Try by species and ring suffix.', calls: [{ name: 'find_bird', args: { species: 'Parabuteo unicinctus', ring: '2231X' }, out: e() }] },
          { text: 'Trying the common name.', calls: [{ name: 'find_bird', args: { species: "Harris's hawk", ring: 'IBR-2231-X' }, out: e() }] },
        ],
        cutoff: 'EventLoopException: max cycles reached',
      },
    };
  },
];
const J = (x) => JSON.stringify(x);
