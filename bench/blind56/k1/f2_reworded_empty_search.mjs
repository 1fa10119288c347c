// Family 2: same tool, same intent, reworded queries, every answer empty; task not done.
export default {
  family: 'reworded_empty_search', loop: true, stagnation: false,
  rows: [
    { n: '01', domain: 'button factories', style: 'openinference',
      isolates: 'Five rewordings of one supplier search (synonyms, quoting, field names) all return zero hits and the order is never placed.',
      system: 'You are the purchasing agent for Marlow Button Co. Use supplier_catalog_search to find raw materials.',
      goal: 'Find a supplier for 18 mm corozo nut button blanks, 5,000 pieces, and draft a purchase order.',
      build(c) {
        const q = [['corozo nut button blanks 18mm', 'Searching the supplier catalogue for corozo blanks.'], ['"corozo" blanks 18 mm', 'No hits; trying with quotes and a spaced unit.'], ['tagua nut button blank 18mm', 'Corozo is also sold as tagua; trying that name.'], ['18mm blanks tagua/corozo vegetable ivory', 'Still nothing; combining the names with "vegetable ivory".'], ['vegetable ivory discs 18 mm', 'Trying "discs" instead of "blanks".']];
        q.forEach(([query, t], i) => c.step(t, [['supplier_catalog_search', i === 3 ? { text: query, category: 'raw-materials' } : { query, category: 'raw-materials' }, { hits: [], total: 0, query_id: c.uuid(), took_ms: c.ms(5, 80) }]]));
        return { output: null, error: 'Agent stopped due to max iterations.' };
      } },
    { n: '02', domain: 'hovercraft services', style: 'vercel',
      isolates: 'Booking lookups for one passenger are retried with name order, spelling and date format changed; each returns an empty list.',
      system: 'You are the customer desk assistant for the Solent hovercraft crossing. Tools: findBooking.',
      goal: 'A passenger called Ana-Lucía Ferreira says her 17:30 Ryde crossing today was not charged correctly; find her booking and explain the fare.',
      build(c) {
        const args = [{ surname: 'Ferreira', date: '2024-08-14' }, { lastName: 'Ferreira', firstName: 'Ana-Lucia', date: '14/08/2024' }, { name: 'Ana Lucía Ferreira', travelDate: '2024-08-14T17:30' }, { surname: 'FERREIRA', date: '14 Aug 2024', route: 'SOUTHSEA-RYDE' }, { passenger: 'Ferreira, Ana-Lucía', departure: '17:30' }];
        const texts = ['Looking the booking up by surname and date.', 'Nothing. Maybe the name field is split; trying first and last name with a UK date.', 'Trying the full name in one field with the departure time.', 'Trying upper-case surname with the route code.', 'One more attempt with "surname, first name" order.'];
        args.forEach((a, i) => c.step(texts[i], [['findBooking', a, { bookings: [], count: 0 }]]));
        return { output: null, error: 'maxSteps (5) reached' };
      } },
    { n: '03', domain: 'yo-yo manufacturing', style: 'otel_genai',
      isolates: 'A defect-log query is rephrased four times (fault name synonyms, date formats) with every result set empty, then the run ends unfinished.',
      system: 'You are a quality assistant at Spinwell Yo-Yos. You can query the defect log with SQL.',
      goal: 'Report how many bearing-seat cracks were logged on the aluminium Model K body in March 2024.',
      build(c) {
        const qs = ["SELECT count(*) FROM defects WHERE model='K' AND defect='bearing seat crack' AND logged BETWEEN '2024-03-01' AND '2024-03-31'", "SELECT count(*) FROM defects WHERE model='Model K' AND defect ILIKE '%seat crack%' AND logged >= '2024-03-01' AND logged < '2024-04-01'", "SELECT count(*) FROM defects WHERE model_code='K-AL' AND defect ILIKE '%crack%bearing%' AND date_trunc('month', logged)='2024-03-01'", "SELECT count(*) FROM defects WHERE model='K' AND defect_code IN ('BSC','CRK-BS') AND logged BETWEEN '01/03/2024' AND '31/03/2024'"];
        const t = ['Counting bearing-seat cracks for March.', 'Zero rows - perhaps the model is stored as "Model K". Using ILIKE.', 'Still 0. Maybe the model code is K-AL and the defect text is ordered differently.', 'Trying defect codes and day-first dates.'];
        qs.forEach((sql, i) => c.step(t[i], [['run_sql', { sql }, { columns: ['count'], rows: [[0]], row_count: 1, elapsed: `${c.ms(3, 40)}ms`, warehouse: c.host('duckdb') }]]));
        c.step('Trying a different wording: "cracked bearing seat".', [['run_sql', { sql: "SELECT count(*) FROM defects WHERE model='K' AND defect ILIKE '%cracked bearing%' AND logged BETWEEN '2024-03-01' AND '2024-03-31'" }, { columns: ['count'], rows: [[0]], row_count: 1, elapsed: `${c.ms(3, 40)}ms`, warehouse: c.host('duckdb') }]]);
        return { output: null, error: 'run cancelled: step limit 6' };
      } },
    { n: '04', domain: 'ink making', style: 'crewai', role: 'Formulation Researcher',
      isolates: 'A CrewAI researcher keeps rewording one literature search on iron-gall ink pH; the search tool returns "no results" every time.',
      system: 'You are the Formulation Researcher of the Oakgall Inks crew.',
      goal: 'Find a published recommended pH range for archival iron-gall ink so the batch sheet can cite it.',
      build(c) {
        const qs = ['iron gall ink recommended pH range archival', 'archival iron-gall ink acidity optimum pH', 'pH of iron gall ink for archives recommended', 'gallotannic iron ink pH guideline conservation', 'optimal acidity iron gall writing ink standard'];
        qs.forEach((q, i) => c.step(`Thought: ${['I need a citable source for the pH range.', 'Nothing came back. I will phrase it with acidity.', 'Still no results; I will reorder the words.', 'Maybe the literature says gallotannic; trying that.', 'Trying standard/guideline wording once more.'][i]}`, [['Search the internet', { search_query: q }, 'No results found for the query.']]));
        return { output: null, error: 'Agent stopped due to iteration limit or time limit.' };
      } },
    { n: '05', domain: 'mangrove restoration', style: 'gemini',
      isolates: 'Gemini function calls to a GBIF-like occurrence search reword species names and date filters; every response has count 0.',
      system: 'You support the Sundarbans Edge mangrove restoration NGO with biodiversity records.',
      goal: 'List recorded sightings of Avicennia marina seedlings on the Kaikhali plot since the 2023 planting.',
      build(c) {
        const a = [{ scientificName: 'Avicennia marina', locality: 'Kaikhali', eventDate: '2023-07-01,2024-06-30' }, { scientificName: 'Avicennia marina (Forssk.) Vierh.', locality: 'Kaikhali plot', year: '2023,2024' }, { vernacularName: 'grey mangrove', locality: 'Kaikhali', lifeStage: 'juvenile' }, { q: 'Avicennia seedling Kaikhali', eventDate: '2023-07/2024-06' }, { scientificName: 'Avicennia', locality: 'Kaikhali, South 24 Parganas', year: '2023' }];
        a.forEach((x, i) => c.step(i === 0 ? 'Searching occurrence records.' : null, [['occurrence_search', x, { offset: 0, limit: 20, endOfRecords: true, count: 0, results: [] }]]));
        return { output: null, error: 'session timeout after 5 function-call turns' };
      } },
    { n: '06', domain: 'weathervane forging', style: 'agno',
      isolates: 'An Agno-style agent re-queries an order system for the same commission with different id spellings, always receiving an empty result.',
      system: 'You help Anvil & Vane Forge track customer commissions.',
      goal: 'Tell the customer when their copper cockerel weathervane (order WV-2024-0093) will ship.',
      build(c) {
        const ids = ['WV-2024-0093', 'WV20240093', 'wv-2024-93', '2024-0093', 'WV-0093'];
        ids.forEach((id, i) => c.step(['Looking up the commission.', 'Not found; trying without separators.', 'Trying lower-case and without leading zeros.', 'Trying only the numeric part.', 'Trying the short id form.'][i], [['get_order', { order_ref: id }, JSON.stringify({ data: null, errors: [], meta: { matched: 0 } })]]));
        return { output: null, error: 'RunCancelled: tool_call_limit=5 reached' };
      } },
  ],
};
