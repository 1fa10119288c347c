// Family 2: the same lookup is retried for the same intent with reworded queries;
// every result is the same empty answer (with volatile noise) and nothing is ever found.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'reworded-query-no-hits';
export const loop = true;
export const stagnation = false;

// ---------------------------------------------------------------- 01 pharmacy / Pydantic AI
function pharmacy(c) {
  c.startAt('2025-03-04T15:30:00Z', 200);
  const goal = 'Patient on Medicare Part D plan H4513-077 was prescribed Eliquis 5 mg twice daily. Tell me the formulary tier and whether prior authorization is required.';
  const empty = () => ({ formulary_id: '00025318', formulary_version: 14, plan_id: 'H4513-077-2025', matches: [], total: 0, search_ms: c.ms(8, 60), request_id: c.uuid(), served_by: `fx-api-${c.int(1, 6)}` });
  const m = 'chat gpt-4o-2024-08-06';
  const kids = [
    c.llm(m, [sys('You help pharmacy technicians with coverage questions. Use the plan and formulary tools.'), user(goal)], 'I\'ll confirm the plan and its formulary ID, then search the formulary for the drug.'),
    c.tool('running tool: get_plan', { contract_id: 'H4513', pbp: '077', year: 2025 }, { plan_id: 'H4513-077-2025', name: 'SilverPath Rx Plus (PDP)', formulary_id: '00025318', tiers: 5, deductible: 590, deductible_applies_to: [3, 4, 5], as_of: c.now() }),
    c.tool('running tool: formulary_search', { plan_id: 'H4513-077-2025', query: 'Eliquis 5 mg' }, empty()),
    c.llm(m, [toolMsg('formulary_search', '{"matches": [], "total": 0}')], 'No match on the brand name. Formularies are usually indexed by ingredient, so I\'ll search for apixaban with the strength and dosage form.'),
    c.tool('running tool: formulary_search', { plan_id: 'H4513-077-2025', query: 'apixaban 5mg oral tablet' }, empty()),
    c.llm(m, [toolMsg('formulary_search', '{"matches": [], "total": 0}')], 'Ingredient search is also empty. The CMS formulary file keys on RxCUI; apixaban 5 MG Oral Tablet is RxCUI 1364445, so I\'ll search by that identifier.'),
    c.tool('running tool: formulary_search', { plan_id: 'H4513-077-2025', rxcui: '1364445' }, empty()),
    c.llm(m, [toolMsg('formulary_search', '{"matches": [], "total": 0}')], 'Still nothing by RxCUI. Last option I can think of is the package NDC in 11-digit form, 00003-0894-21 without hyphens.'),
    c.tool('running tool: formulary_search', { plan_id: 'H4513-077-2025', ndc: '00003089421' }, empty()),
  ];
  return {
    goal,
    isolates: 'Four formulary searches for the same drug by brand, ingredient, RxCUI and NDC all return the same empty match list, and the run ends without a tier or PA answer.',
    root: c.agent('pharmacy_assistant run', goal, 'I wasn\'t able to find Eliquis/apixaban 5 mg on formulary 00025318 for plan H4513-077 — searches by brand name, ingredient, RxCUI 1364445 and NDC 00003-0894-21 all returned no matches. I can\'t tell you the tier or PA status; please check with the plan\'s pharmacy help desk.', kids),
  };
}

// ---------------------------------------------------------------- 02 shipping / OpenAI Agents SDK (handoff)
function shipping(c) {
  const goal = 'Where is container MSKU7731904 from our Ningbo booking? The customer says it should have cleared customs at Long Beach by now.';
  let quota = c.int(90, 120);
  const nf = (id) => ({ status: 'NOT_FOUND', message: `No tracking events found for identifier "${id}"`, lookup_id: c.ulid(), carrier_api: 'maersk/track/v2', queried_at: c.tick(0.2, 1).now(), ratelimit_remaining: (quota -= 1) });
  const m = 'Response';
  const inner = [
    c.tool('track_container', { container_no: 'MSKU 773190 4' }, nf('MSKU 773190 4')),
    c.tool('track_container', { container_no: 'MSKU7731904' }, nf('MSKU7731904')),
    c.tool('track_container', { container_no: 'msku7731904', carrier_scac: 'MAEU' }, nf('msku7731904')),
    c.tool('track_container', { bill_of_lading: 'MAEU241187733' }, nf('MAEU241187733')),
    c.tool('track_container', { container_no: 'MSKU-773190-4', include_transshipment: true }, nf('MSKU-773190-4')),
    c.llm(m, [sys('You are the Shipment Tracking Agent. Use track_container.'), user(goal), toolMsg('track_container', '(5 lookups, all NOT_FOUND)')], 'I couldn\'t find any tracking events for MSKU7731904 (also tried the spaced, lowercase and hyphenated forms and the bill of lading MAEU241187733). I can\'t confirm its location or customs status; please ask the forwarder to confirm the container number and carrier.'),
  ];
  const kids = [
    c.llm(m, [sys('You are the triage agent for Bluewake Logistics customer service. Hand off tracking questions to the Shipment Tracking Agent.'), user(goal)], 'This is a container tracking question — transferring to the Shipment Tracking Agent.'),
    c.tool('transfer_to_shipment_tracking_agent', {}, { assistant: 'Shipment Tracking Agent' }),
    c.agent('Shipment Tracking Agent', goal, inner[inner.length - 1].output, inner),
  ];
  return {
    goal,
    isolates: 'After a handoff, a tracking sub-agent looks up the same container five times with spacing, casing, hyphen and bill-of-lading variants and always gets NOT_FOUND.',
    root: c.agent('Agent workflow', goal, inner[inner.length - 1].output, kids),
  };
}

// ---------------------------------------------------------------- 03 newsroom / Haystack agent with retriever
function newsroom(c) {
  c.startAt('2025-07-09T22:10:00Z', 60);
  const goal = 'Verify the quote attributed to Councillor Dana Whitcombe in tomorrow\'s housing story: "We will not balance this budget on the backs of renters." Find where and when she said it in our archive or transcripts.';
  const none = () => ({ documents: [], debug: { es_took_ms: c.int(4, 40), index: 'archive-*,transcripts-*', shards_total: 12, shards_failed: 0, x_opaque_id: c.hex(16) } });
  const m = 'OpenAIChatGenerator (gpt-4o-mini)';
  const kids = [
    c.llm(m, [sys('You are a fact-check desk assistant. Search the archive before answering. Cite document ids.'), user(goal)], 'I\'ll search for the exact phrase first.'),
    c.retriever('ElasticsearchBM25Retriever', { query: '"balance this budget on the backs of renters"', top_k: 10, filters: null }, none()),
    c.llm(m, [toolMsg('retriever', '[]')], 'Exact phrase has no hits; the quote may be paraphrased in our copy. Searching her name with the key terms instead.'),
    c.retriever('ElasticsearchBM25Retriever', { query: 'Whitcombe budget renters', top_k: 10, filters: { field: 'meta.section', operator: 'in', value: ['metro', 'politics'] } }, none()),
    c.llm(m, [toolMsg('retriever', '[]')], 'Nothing in metro/politics. Council budget hearings were in May and June; I\'ll drop the section filter and restrict to that window on council transcripts.'),
    c.retriever('ElasticsearchBM25Retriever', { query: 'Whitcombe renters', top_k: 10, filters: { operator: 'AND', conditions: [{ field: 'meta.doc_type', operator: '==', value: 'council_transcript' }, { field: 'meta.date', operator: '>=', value: '2025-05-01' }, { field: 'meta.date', operator: '<=', value: '2025-06-30' }] } }, none()),
    c.llm(m, [toolMsg('retriever', '[]')], 'Transcripts come up empty too. Her surname is sometimes misspelled in wire copy as "Whitcomb", so I\'ll try that spelling with "tenants" as well.'),
    c.retriever('ElasticsearchBM25Retriever', { query: 'councilwoman Whitcomb tenants budget "backs of"', top_k: 10, filters: null }, none()),
  ];
  return {
    goal,
    isolates: 'A fact-check agent runs four archive retrievals for the same quote (exact phrase, keywords, date-filtered transcripts, misspelled name) and each returns zero documents.',
    root: c.agent('Agent (fact_check_desk)', goal, 'I could not find this quote anywhere in the archive or council transcripts (exact phrase, keyword, May–June transcript and alternate-spelling searches all returned nothing). Treat it as unverified and ask the reporter for the source recording or notes.', kids),
  };
}

// ---------------------------------------------------------------- 04 admissions / DSPy ReAct
function admissions(c) {
  c.startAt('2025-07-21T17:00:00Z', 200);
  const goal = 'Has applicant María José Núñez Ortega (DOB 14 March 2006) submitted her final high-school transcript for Fall 2025 engineering admission?';
  const nohit = () => `No applicant records matched the supplied criteria. (search_id=${c.hex(10)}, term=FA25, ${c.secs(0.01, 0.09, 3)}s)`;
  const m = 'Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))';
  const step = (thought, args) => `[[ ## next_thought ## ]]\n${thought}\n\n[[ ## next_tool_name ## ]]\nlookup_applicant\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n\n[[ ## completed ## ]]`;
  const calls = [
    ['I need to find her applicant record first, then check document status. Search by full name as given.', { name: 'María José Núñez Ortega', term: 'FA25' }],
    ['No match with accents. The SIS may have stored the name without diacritics; retry with plain ASCII.', { name: 'Maria Jose Nunez Ortega', term: 'FA25' }],
    ['Full-name search fails either way. Search by structured fields instead: last name plus date of birth in the US format the portal uses.', { last_name: 'Nunez', first_name: 'Maria', dob: '03/14/2006', term: 'FA25' }],
    ['Maybe the compound surname is stored whole in last_name and DOB is ISO formatted.', { last_name: 'Núñez Ortega', dob: '2006-03-14', term: 'FA25' }],
    ['Try the second surname only, as some Common App imports drop the first surname.', { name: 'Ortega, Maria J', term: 'FA25' }],
  ];
  const kids = [];
  for (const [t, a] of calls) {
    kids.push(c.llm(m, `question: ${goal}\ntrajectory: ...`, step(t, a)));
    kids.push(c.tool('lookup_applicant', a, nohit()));
  }
  const fin = 'I could not locate an application for María José Núñez Ortega (DOB 2006-03-14) in the FA25 term under any name or date format, so I cannot tell whether the final transcript was received.';
  kids.push(c.llm('ChainOfThought(StringSignature(question, trajectory -> reasoning, answer))', `question: ${goal}\ntrajectory: (5 lookups, no records)`, `[[ ## reasoning ## ]]\nEvery lookup returned no records, so there is no document checklist to inspect.\n\n[[ ## answer ## ]]\n${fin}`));
  return {
    goal,
    isolates: 'Five applicant lookups with accented, ASCII, surname-first, ISO-date and US-date variants of the same person all return the same no-match string.',
    root: c.agent('dspy.ReAct', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 05 telecom / Mastra
function telecom(c) {
  c.startAt('2025-10-14T16:05:00Z', 40);
  const goal = 'Customer at 4410 Alder Creek Rd has had no fiber service since ~6am. Field says there was a fiber cut on Alder Creek this morning — find that outage ticket number so I can link the customer\'s case to it.';
  const none = () => ({ incidents: [], total: 0, cursor: null, searchedAt: c.now(), traceId: c.hex(32), source: 'servicenow-noc' });
  const m = 'llm: \'claude-sonnet-4-20250514\'';
  const kids = [
    c.llm(m, [sys('You are a NOC support assistant for Cascadia Fiber.'), user(goal)], 'First I\'ll identify the customer\'s OLT and PON so I know what equipment an outage would be logged against.'),
    c.tool('tool: \'getCustomerByAddress\'', { address: '4410 Alder Creek Rd', state: 'OR' }, { accountId: 'CF-2208841', name: 'J. Thornquist', service: 'Fiber 1G', olt: 'ALC-OLT-02', ponPort: '1/3/7', ontSerial: 'ALCLB41C09E2', fdh: 'ALC-FDH-14', wireCenter: 'ALDRCRK' }),
    c.tool('tool: \'getOntStatus\'', { ontSerial: 'ALCLB41C09E2' }, { state: 'LOS', lastSeen: '2025-10-14T13:02:11Z', rxPowerDbm: null, alarms: ['LOSi', 'DGi'], polledAt: c.now() }),
    c.llm(m, [toolMsg('getOntStatus', '{"state":"LOS"}')], 'ONT is in loss-of-signal, consistent with a cut. Search open incidents on the OLT.'),
    c.tool('tool: \'searchIncidents\'', { olt: 'ALC-OLT-02', status: 'open' }, none()),
    c.tool('tool: \'searchIncidents\'', { query: 'fiber cut Alder Creek', createdAfter: '2025-10-14T00:00:00-07:00' }, none()),
    c.llm(m, [toolMsg('searchIncidents', '{"incidents":[]}')], 'Neither the OLT filter nor free text matched. NOC may log cuts against the PON port or the FDH cabinet rather than the OLT; trying those.'),
    c.tool('tool: \'searchIncidents\'', { ponPort: 'ALC-OLT-02 1/3/7', status: 'OPEN' }, none()),
    c.tool('tool: \'searchIncidents\'', { asset: 'ALC-FDH-14', type: 'FIBER_CUT' }, none()),
    c.tool('tool: \'searchIncidents\'', { wireCenter: 'ALDRCRK', dateRange: { from: '10/14/2025', to: '10/14/2025' } }, none()),
  ];
  return {
    goal,
    isolates: 'After useful customer and ONT lookups, five incident searches for the same fiber cut (by OLT, free text, PON port, cabinet, wire center) all come back empty.',
    root: c.agent('agent run: \'NOC Assist\'', goal, 'I couldn\'t find an outage ticket for the Alder Creek fiber cut. Searches by OLT ALC-OLT-02, PON 1/3/7, cabinet ALC-FDH-14, wire center ALDRCRK and free text all returned no incidents. The ONT is in LOS since 13:02 UTC. Escalating to the NOC desk to get the ticket number.', kids),
  };
}

// ---------------------------------------------------------------- 06 sports analytics / LangGraph
function sports(c) {
  const goal = 'From the warehouse, get Tomás Ó Faoláin\'s progressive carries per 90 for the 2023-24 league season and compare it with the median for wingers with 900+ minutes.';
  const zero = (sql) => ({ rows: [], row_count: 0, query_id: c.uuid(), elapsed_ms: c.int(180, 2400), bytes_scanned: c.int(1, 9) * 1048576 + c.int(0, 999999), warehouse: 'ANALYTICS_XS', sql_hash: c.hex(12) });
  const m = 'ChatAnthropic';
  const qs = [
    "SELECT player_name, minutes, prog_carries_p90 FROM fbref.player_season_possession WHERE player_name = 'Tomás Ó Faoláin' AND season = '2023-24'",
    "SELECT player_name, minutes, prog_carries_p90 FROM fbref.player_season_possession WHERE player_name ILIKE '%Faolain%' AND season = '2023/24'",
    "SELECT player_name, minutes, prog_carries_p90 FROM fbref.player_season_possession WHERE unaccent(player_name) ILIKE 'tomas o%' AND season_start_year = 2023",
    "SELECT player_name, minutes, prog_carries_p90 FROM fbref.player_season_possession WHERE player_name ILIKE '%Whelan%' OR player_name ILIKE '%O Faolain%' AND season = '2023-2024'",
  ];
  const thoughts = [
    'Exact-name match on the accented spelling first.',
    'Zero rows. Accents or the season string format may differ; use ILIKE on the surname and the slash season format.',
    'Still zero. The table also has season_start_year; try unaccent() on the name with that column.',
    'Nothing again. He is sometimes listed under the anglicised surname Whelan; include both spellings.',
  ];
  const kids = [
    c.llm(m, [sys('You are a football analytics assistant with SQL access to the Snowflake warehouse.'), user(goal)], 'Check the possession table columns before querying.'),
    c.tool('describe_table', { table: 'fbref.player_season_possession' }, { columns: [['player_id', 'NUMBER'], ['player_name', 'VARCHAR'], ['position', 'VARCHAR'], ['team', 'VARCHAR'], ['season', 'VARCHAR'], ['season_start_year', 'NUMBER'], ['minutes', 'NUMBER'], ['prog_carries', 'NUMBER'], ['prog_carries_p90', 'FLOAT']], row_count: 28411, query_id: c.uuid() }),
  ];
  qs.forEach((q, i) => {
    kids.push(c.llm(m, [toolMsg(i ? 'query_warehouse' : 'describe_table', i ? '{"rows": [], "row_count": 0}' : '(columns)')], thoughts[i]));
    kids.push(c.tool('query_warehouse', { sql: q }, zero(q)));
  });
  return {
    goal,
    isolates: 'Four SQL queries for one player-season with different name spellings, season formats and columns each return zero rows, and no comparison is produced.',
    root: c.agent('LangGraph', goal, 'I couldn\'t find Tomás Ó Faoláin in fbref.player_season_possession for 2023-24 under any spelling or season format I tried, so I can\'t compute his progressive carries per 90 or compare it to the winger median.', kids),
  };
}

export const scenarios = [
  { build: pharmacy },
  { build: shipping, jsonArgs: true },
  { build: newsroom },
  { build: admissions },
  { build: telecom, jsonArgs: true },
  { build: sports },
];
