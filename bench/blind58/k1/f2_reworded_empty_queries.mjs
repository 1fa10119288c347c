// Family: the same search intent reworded again and again, every answer empty; task never done.
export const family = 'reworded_empty_queries';
export const rows = [
  { id: '01', isolates: 'Five rewordings of the same provenance search for an enamel snuff box (synonyms, quoting, word order) all return zero hits.',
    build: (n) => {
      const empty = (q) => ({ query: q, total: 0, hits: [], took: n.ms(), shard: n.host('es-prov'), _scroll_id: null });
      const qs = ['Battersea enamel snuff box 1760 provenance', '"Battersea" enamelled snuffbox c.1760 ownership history', 'snuff box enamel Battersea mid-18th century previous owners', 'provenance records: enamel snuff-box, Battersea workshop, circa 1760', 'Battersea snuff box 1755-1765 provenance chain'];
      const txt = ['Searching the provenance index for the box.', 'No hits. Maybe the quoted maker name helps.', 'Still nothing; trying a plainer phrasing.', 'Let me phrase it as a records query.', 'Trying a date range instead of circa.'];
      return { style: 'openinference', goal: 'Establish the ownership history of lot 212 (Battersea enamel snuff box, c.1760) for the catalogue note.',
        steps: qs.map((q, i) => ({ text: txt[i], calls: [{ name: 'search_provenance', args: { q, limit: 20 }, out: empty(q) }] })), rootError: 'max iterations (5) exceeded', final: null };
    } },
  { id: '02', isolates: 'An alpaca show agent looks up the same fleece entry with different field names and id formats; each lookup is empty.',
    build: (n) => {
      const e = () => ({ data: [], meta: { count: 0, request_id: n.uuid(), generated: n.isoMs() } });
      const a = [{ entry_no: 'F-0193' }, { entryNumber: '193' }, { exhibit_id: 'F193', class: 'Huacaya fleece' }, { animal_name: 'Pachamama Sunrise', section: 'fleece' }, { entry: 'f-193', show: 'BAS-2025' }];
      const t = ['Looking up fleece entry F-0193 in the show system.', 'Nothing came back; the API may expect a numeric entry number.', 'Try the exhibit id with the class filter.', 'Maybe search by the alpaca name instead.', 'One more with lowercase entry and the show code.'];
      return { style: 'langfuse', goal: 'Find the judge scores for Huacaya fleece entry F-0193 at the British Alpaca Show and email them to the breeder.',
        steps: a.map((args, i) => ({ text: t[i], calls: [{ name: 'find_show_entry', args, out: e() }] })), final: null, rootError: 'trace ended: budget exhausted' };
    } },
  { id: '03', isolates: 'A tractor-pull records agent tries date formats and class spellings for one result row; every query returns no rows and the agent stops without an answer.',
    build: (n) => {
      const none = (sql) => ({ sql, rows: [], rowcount: 0, elapsed: n.dur(), warehouse: 'PULL_WH_XS', query_id: n.uuid() });
      const s = ["SELECT * FROM pulls WHERE class='Pro Stock' AND event_date='2024-08-17'", "SELECT * FROM pulls WHERE class='PRO STOCK TRACTOR' AND event_date='08/17/2024'", "SELECT * FROM pulls WHERE class ILIKE '%prostock%' AND event_date = DATE '2024-08-17'", "SELECT * FROM pulls WHERE division='Pro Stock' AND event_day='17 Aug 2024'"];
      const t = ['Querying the results table for Pro Stock on 17 Aug 2024.', 'Empty. The class may be stored in caps and dates in US format.', 'Still empty; use ILIKE and a DATE literal.', 'Maybe the columns are named division and event_day.'];
      return { style: 'openai_agents', agentName: 'Records clerk', goal: 'What distance did the winner of the Pro Stock class pull at the 2024 Bowling Green pull (17 Aug 2024)?',
        steps: [...s.map((sql, i) => ({ text: t[i], calls: [{ name: 'run_sql', args: { sql }, out: none(sql) }] })), { text: 'I could not find that result in the records database.', calls: [] }], final: 'I could not find that result in the records database.' };
    } },
  { id: '04', isolates: 'A LlamaIndex retriever agent asks a conservation catalogue the same question four ways; the retriever returns no nodes above the cutoff each time.',
    build: (n) => {
      const none = (q) => ({ query_str: q, nodes: [], similarity_cutoff: 0.78, index: 'dag-cat-v3', latency_ms: n.ms(), trace: n.hex(16) });
      const qs = ['treatment history of daguerreotype DG-0412', 'previous conservation work on plate DG-0412 (sixth plate portrait)', 'DG 0412 cleaning or recasing records', 'has daguerreotype 412 been treated before'];
      return { style: 'llamaindex', goal: 'Before treating daguerreotype DG-0412 (tarnished sixth-plate portrait), check whether it was cleaned or recased before.',
        steps: [...qs.map((q, i) => ({ text: ['Let me query the catalogue.', 'No nodes. Rephrasing with the plate format.', 'Try the cleaning/recasing wording.', 'Asking it plainly.'][i], calls: [{ name: 'catalogue_query_engine', args: { input: q }, out: none(q) }] })), { text: 'Let me ask the catalogue once more with the accession prefix.', calls: [{ name: 'catalogue_query_engine', args: { input: 'accession DG-0412 conservation' }, out: none('accession DG-0412 conservation') }] }], rootError: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds', final: null };
    } },
  { id: '05', isolates: 'A Gemini function-calling agent searches logs for an alert firing with reworded LogQL filters; every call returns an empty stream.',
    build: (n) => {
      const none = (q) => ({ status: 'success', data: { resultType: 'streams', result: [], stats: { summary: { execTime: Number((n.int(3, 900) / 1000).toFixed(3)), totalBytesProcessed: n.int(10000, 900000) } } }, traceID: n.hex(16) });
      const qs = ['{app="alertmanager"} |= "DiskPressureHigh" |= "ingest-07"', '{job="alertmanager"} |~ "(?i)diskpressure.*ingest-07"', '{app="alertmanager"} | json | alertname="DiskPressureHigh" | instance="ingest-07"', '{namespace="monitoring"} |= "disk pressure" |= "ingest07"', '{app="alertmanager"} |= "DiskPressure" |= "ingest-07.prod"'];
      return { style: 'gemini', model: 'gemini-2.0-flash', goal: 'Find when DiskPressureHigh first fired for ingest-07 last night and whether it was silenced.',
        steps: qs.map((q, i) => ({ text: i === 0 ? 'Querying Loki for the alert.' : null, calls: [{ name: 'loki_query_range', args: { query: q, start: '2025-06-11T18:00:00Z', end: '2025-06-12T06:00:00Z', limit: 100 }, out: none(q) }] })), rootError: 'max_function_calls exceeded', final: null };
    } },
  { id: '06', isolates: 'Plain message-level trace: a quinoa co-op agent searches shipments by container number in four spellings; each returns an empty list.',
    build: (n) => {
      const none = () => `HTTP/1.1 200 OK\ndate: ${n.http()}\nx-request-id: ${n.uuid()}\ncontent-type: application/json\n\n{"shipments":[],"next":null}`;
      const a = [{ container: 'MSKU 482917-3' }, { container: 'MSKU4829173' }, { container_no: 'msku-482917-3' }, { bl_container: 'MSKU482917', check_digit: 3 }];
      return { style: 'plain', goal: 'Tell the Puno quinoa cooperative when their container MSKU 482917-3 will reach Rotterdam.',
        steps: a.map((args, i) => ({ text: ['Looking up the shipment.', 'Empty. Try without spaces.', 'Try the other field name and lowercase.', 'Split off the check digit.'][i], calls: [{ name: 'shipments_search', args, argsString: i % 2 === 1, out: none() }] })), rootError: 'max_turns=4', final: null };
    } },
];
