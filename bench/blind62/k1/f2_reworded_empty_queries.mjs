export const family = 'reworded_empty_queries', loop = true;
const seq = (T, tool, argsList, mkOut, note) => argsList.flatMap((a, i) => [T.llm([{ role: 'user', content: i ? 'No results.' : 'start' }], note ? note(a, i) : null, [{ name: tool, args: a }]), T.tool(tool, a, mkOut(a, i))]);
export default [
 { id: '01', domain: 'tea blending houses', style: 'otel', stagnation: false, cut: 'max_turns', isolates: 'Five rewordings of the same lot search (synonyms, word order, quoting) all return zero hits and the blend sheet is never produced.',
   goal: 'Find the 2024 second-flush Darjeeling lot used in the house breakfast blend and report its tasting notes.',
   build(T, N) { return seq(T, 'search_tea_lots', [{ q: 'second flush Darjeeling 2024' }, { q: 'Darjeeling 2nd flush 2024' }, { q: '"second-flush" darjeeling', year: 2024 }, { q: 'DJ SF 24 lot' }, { q: 'darjeeling second flush', harvest: '2024' }],
     (a) => ({ hits: [], total: 0, took_ms: N.int(3, 40), index: 'lots-v3', query_id: N.uuid() }), (a, i) => i ? `Nothing for that phrasing; trying ${JSON.stringify(a.q)} instead.` : null); } },
 { id: '02', domain: 'cadastral survey records', style: 'pydantic', stagnation: false, cut: 'usage_limit', isolates: 'The parcel lookup is retried with other id formats and field names, always an empty feature collection.',
   goal: 'Retrieve the boundary coordinates for parcel 14/233 in the Kessel cadastral district.',
   build(T, N) { return seq(T, 'cadastre_query', [{ parcel: '14/233', district: 'Kessel' }, { parcel_id: '14-233', district: 'KESSEL' }, { flurstueck: '0014/0233' }, { parcel: '14233', municipality: 'Kessel' }, { where: "PARCEL_NO='14/233' AND DISTRICT LIKE 'Kes%'" }],
     () => ({ type: 'FeatureCollection', features: [], numberMatched: 0, timeStamp: N.iso(), crs: 'EPSG:25832' })); } },
 { id: '03', domain: 'greyhound adoption', style: 'langsmith', stagnation: false, cut: 'recursion_limit', isolates: 'The agent searches the kennel database for the same retired dog by racing name, kennel name and ear-tattoo in several spellings; every search is empty.',
   goal: 'Check whether the retired greyhound "Swift Maisie" is still available for adoption and which foster holds her.',
   build(T, N) { return seq(T, 'kennel_search', [{ name: 'Swift Maisie' }, { name: 'Maisie', status: 'available' }, { racing_name: 'SWIFT MAISIE' }, { kennel_name: 'Maisie (Swift)' }, { name: 'Swift Maisy' }, { ear_tattoo_contains: 'Maisie' }],
     () => `0 dogs matched. (search ${N.hex(6)} in ${N.ms()} ms)`, (a, i) => i === 3 ? 'Maybe the kennel renamed her; searching by kennel name.' : null); } },
 { id: '04', domain: 'census enumeration', style: 'oai-agents', stagnation: false, cut: 'max_turns', isolates: 'The same enumeration-district count is requested with different date formats and field names, returning an empty rows array each time.',
   goal: 'Report how many households in enumeration district ED-5521 were marked non-response on follow-up visit 2.',
   build(T, N) { return seq(T, 'run_census_sql', [{ sql: "SELECT count(*) FROM visits WHERE ed='ED-5521' AND visit_no=2 AND outcome='NR'" }, { sql: "SELECT count(*) FROM visits WHERE ed_code='5521' AND visit_no=2 AND outcome='non-response'" }, { sql: "SELECT * FROM visits WHERE ed='ED5521' AND visit_date>='2025-04-02' AND outcome='NR'" }, { sql: "SELECT * FROM visits WHERE ed='ED-5521' AND visit_date >= '02/04/2025' AND status='NONRESPONSE'" }],
     () => ({ columns: ['count'], rows: [], rowcount: 0, statement_id: N.uuid(), elapsed: N.dur() })); } },
 { id: '05', domain: 'OCaml opam package search', style: 'plain', stagnation: false, cut: 'context_length', isolates: 'A coding agent keeps asking opam for the same missing library under variant names and gets no match each time.',
   goal: 'Add a TOML parser dependency to the dune project and make `dune build` pass.',
   build(T, N) { const q = ['toml-parser', 'ocaml-toml', 'tomlparse', 'toml_ocaml', 'otoml-parser'];
     return q.flatMap((x, i) => [T.llm([{ role: 'user', content: i ? 'continue' : this.goal }], null, [{ name: 'bash', args: { cmd: `opam search ${x}` } }]), T.tool('bash', { cmd: `opam search ${x}` }, { exit_code: 0, stdout: `# Packages matching: match(\`${x}')\n# No matches found`, stderr: '', wall_time: N.dur() })]); } },
 { id: '06', domain: 'casino slot machine audits', style: 'openinference', stagnation: false, cut: 'max_iterations', isolates: 'Meter-reading lookups for one slot machine are rephrased by asset tag, serial and floor location; none returns a reading.',
   goal: 'Pull the soft-meter coin-in reading for slot machine on bank 12 position 4 for the weekly audit.',
   build(T, N) { return seq(T, 'meter_lookup', [{ asset_tag: 'B12-04' }, { asset: 'B12P4' }, { serial: 'IGT-B12-4' }, { location: 'bank 12 pos 4' }, { asset_tag: 'b12-4', meter: 'coin_in' }],
     () => ({ status: 200, body: { readings: [] }, headers: { 'x-request-id': N.uuid(), date: N.http() } })); } },
];
