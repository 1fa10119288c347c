// Family: rephrase_no_hits (loop) -- the same search intent reworded again and again, always zero hits.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'rephrase_no_hits';
export const LOOP = true;

// 01 mortgage underwriting -- OpenTelemetry GenAI spans, reasoning varies each turn
function s01(id) {
  const T = new Trace(id, '2025-04-14T15:02:11Z');
  const loan = '4410-2291-07';
  const goal = `Loan ${loan} (borrower D. Okafor, 18 Weir Creek Rd, Lumberton NC 28358). Condition PTD-14: find the flood zone determination in the document vault and report zone, FIRM panel and whether flood insurance is required.`;
  const R = new Rec(T, 'otel', {
    agent: 'UnderwritingConditionsAgent', provider: 'openai',
    system: 'You are an underwriting assistant for Harborline Mortgage. Use the document vault tools to clear prior-to-doc conditions. Never mark a condition cleared without citing the source document id.',
    user: goal,
  });
  const gen = `ig-${T.compact().slice(0, 8)}-${T.hex(4)}`;
  const empty = (q, extra = {}) => () => ({
    loan_number: loan, ...q, total_hits: 0, documents: [],
    searched_folders: ['Disclosures', 'Appraisal', 'Title', 'Conditions', 'Vendor Orders'],
    index_generation: gen, served_by: T.host('vault-search'), elapsed_ms: T.int(38, 240), x_request_id: T.uuid(), ...extra,
  });
  R.step("I'll search this loan's document vault for the flood zone determination.", [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'flood zone determination' }, out: empty({ query: 'flood zone determination' }) }]);
  R.step("No hits on the plain-language phrase. Vault OCR indexes usually carry the form's official title, so I'll search for 'Standard Flood Hazard Determination Form'.", [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'Standard Flood Hazard Determination Form' }, out: empty({ query: 'Standard Flood Hazard Determination Form' }) }]);
  R.step('The title search is empty too. Switching from free text to the taxonomy filter: the doc-type code for flood certificates in this vault should be FLOOD_CERT.', [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, doc_type: 'FLOOD_CERT' }, out: empty({ doc_type: 'FLOOD_CERT' }) }]);
  R.step("Nothing under that code. FEMA's form number is 086-0-32 and vendors print it in the footer, which OCR should have picked up.", [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'FEMA 086-0-32' }, out: empty({ query: 'FEMA 086-0-32' }) }]);
  R.step('Maybe the determination is filed under the vendor. Harborline orders flood certs through CoreLogic or ServiceLink, so I will search by vendor name.', [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'CoreLogic OR ServiceLink flood' }, out: empty({ query: 'CoreLogic OR ServiceLink flood' }) }]);
  R.step('Condition history says the flood order went out on April 2nd. Restricting to documents received in that window with a broad term.', [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'flood', received_from: '2025-04-01', received_to: '2025-04-05' }, out: empty({ query: 'flood', received_from: '2025-04-01', received_to: '2025-04-05' }) }]);
  R.step("Last idea from the document body itself: a determination always states 'SFHA' and the zone letter, e.g. 'Zone AE'.", [
    { tool: 'search_loan_documents', type: 'retriever', args: { loan_number: loan, query: 'SFHA "Zone AE" OR "Zone X"' }, out: empty({ query: 'SFHA "Zone AE" OR "Zone X"' }) }]);
  const root = R.finish(null, { error: 'MaxTurnsExceeded: Max turns (8) exceeded' });
  return {
    isolates: 'Seven vault searches for the same flood certificate, each phrased differently (title, doc-type code, form number, vendor, date window, body terms), all returning zero documents until the turn limit.',
    stagnation: false, goal, root,
  };
}

// 02 clinical trials -- Strands Agents, the model repeats the same sentence before each reworded query
function s02(id) {
  const T = new Trace(id, '2025-03-03T08:41:52Z');
  const goal = 'SAE reconciliation for study CTX-221: list every adverse event recorded in the EDC for subject 104-0037 between Visit 3 (03 Feb 2025) and Visit 5 (17 Mar 2025), with onset dates and seriousness.';
  const R = new Rec(T, 'strands', {
    agent: 'sae_reconciliation_agent', tools: ['query_edc', 'get_subject_visits'],
    system: 'You support clinical data managers. Query the EDC read-only API. Report only what the EDC contains; do not infer events.',
    user: goal,
  });
  const same = 'The EDC query returned no adverse event records. I will adjust the query parameters and search again.';
  const none = (echo) => () => ({
    study: 'CTX-221', records: [], count: 0, echo,
    edc_audit_id: `AUD-${T.digits(9)}`, api_node: T.pod('rave-api'), served_at: T.isoOff(T.t, 60), throttle: { window_s: 60, used: T.int(4, 30), limit: 120 },
  });
  R.step('I will query the AE form for this subject across the reconciliation window.', [
    { tool: 'query_edc', args: { study: 'CTX-221', subject: '104-0037', form: 'AE', onset_from: '2025-02-03', onset_to: '2025-03-17' }, out: none({ subject: '104-0037', form: 'AE' }) }]);
  R.step(same, [
    { tool: 'query_edc', args: { study: 'CTX-221', subject_id: '1040037', form_oid: 'AE_V2', aestdtc_from: '03-FEB-2025', aestdtc_to: '17-MAR-2025' }, out: none({ subject_id: '1040037', form_oid: 'AE_V2' }) }]);
  R.step(same, [
    { tool: 'query_edc', args: { study: 'CTX-221', subject: '104-0037', form: 'Adverse Events', onset_from: '02/03/2025', onset_to: '03/17/2025' }, out: none({ subject: '104-0037', form: 'Adverse Events' }) }]);
  R.step(same, [
    { tool: 'query_edc', args: { study: 'CTX-221', subject: '104-0037', form: 'AE', visit_range: 'V3-V5' }, out: none({ subject: '104-0037', visit_range: 'V3-V5' }) }]);
  R.step(same, [
    { tool: 'query_edc', args: { study: 'CTX-221', site: '104', subject: '0037', form: 'AE', onset_from: '2025-02-01T00:00:00Z' }, out: none({ site: '104', subject: '0037' }) }]);
  R.step(same, [
    { tool: 'query_edc', args: { study: 'ctx221', subject: '104-0037', form: 'ae', serious: 'any' }, out: none({ subject: '104-0037', serious: 'any' }) }]);
  R.final('I was not able to retrieve any adverse events for subject 104-0037 in the window. The reconciliation cannot be completed from the EDC results I obtained.');
  const root = R.finish('I was not able to retrieve any adverse events for subject 104-0037 in the window.');
  return {
    isolates: 'Six EDC queries for the same subject\'s adverse events with shuffled field names and date spellings, every one empty, while the model repeats one identical sentence between them.',
    stagnation: true, goal, root,
  };
}

// 03 game modding -- CrewAI ReAct agent searching a mod catalogue, thoughts differ
function s03(id) {
  const T = new Trace(id, '2025-06-21T19:13:05Z');
  const goal = "Find a compatibility patch between the mods 'Lanterns of Eldmoor' and 'Northern Byways' for Skyrim Special Edition on the Forgehall mod catalogue and list its load-order requirements.";
  const R = new Rec(T, 'crewai', {
    crew: 'ModlistCrew', taskName: 'find_compat_patch', role: 'Mod Compatibility Researcher',
    goal: 'Find patches that make popular mods work together', backstory: 'You maintain a curated Skyrim SE modlist and know the catalogue well.',
    system: "You are Mod Compatibility Researcher. You maintain a curated Skyrim SE modlist and know the catalogue well.\nYour personal goal is: Find patches that make popular mods work together\nYou ONLY have access to the following tools:\nTool Name: Search Mod Catalog\nTool Arguments: {'query': {'type': 'str'}, 'game': {'type': 'str'}, 'category': {'type': 'str'}}\nTool Description: Full-text search over the Forgehall catalogue.\n\nUse the following format:\nThought: you should always think about what to do\nAction: the action to take\nAction Input: the input to the action\nObservation: the result of the action",
    user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: patch name, URL, required masters and load order.\n\nBegin!`,
    expected: 'patch name, URL, required masters and load order',
  });
  const miss = (q) => () => `Found 0 results for "${q}" (page 1 of 0) in ${T.int(21, 95)}ms [cache: MISS, node: cat-search-${T.int(1, 9)}, idx rev r${T.int(88000, 88999)}]`;
  R.step('I should search the catalogue for a patch that names both mods.', [
    { tool: 'Search Mod Catalog', type: 'retriever', args: { query: 'Lanterns of Eldmoor Northern Byways patch', game: 'skyrimspecialedition' }, out: miss('Lanterns of Eldmoor Northern Byways patch') }]);
  R.step('Patch pages are often titled with the other mod first. Let me swap the order and use the word compatibility.', [
    { tool: 'Search Mod Catalog', type: 'retriever', args: { query: 'Northern Byways - Lanterns of Eldmoor compatibility', game: 'skyrimspecialedition' }, out: miss('Northern Byways - Lanterns of Eldmoor compatibility') }]);
  R.step('Modders abbreviate long names; the community calls these LoE and NB. I will try the short forms.', [
    { tool: 'Search Mod Catalog', type: 'retriever', args: { query: 'LoE NB patch', game: 'skyrimspecialedition' }, out: miss('LoE NB patch') }]);
  R.step('Perhaps the catalogue only matches within a category. Restricting to the Patches category with just the road mod name.', [
    { tool: 'Search Mod Catalog', type: 'retriever', args: { query: 'Northern Byways', game: 'skyrimspecialedition', category: 'Patches' }, out: miss('Northern Byways') }]);
  R.step('Some patch authors publish under "Lanterns" only, dropping the place name. Trying that with "roads".', [
    { tool: 'Search Mod Catalog', type: 'retriever', args: { query: 'Lanterns roads patch', game: 'skyrimspecialedition', category: 'Patches' }, out: miss('Lanterns roads patch') }]);
  R.final({ thought: 'I have tried every naming I can think of.', answer: 'Agent stopped due to iteration limit or time limit.' });
  const root = R.finish('Agent stopped due to iteration limit or time limit.');
  return {
    isolates: 'A CrewAI researcher rewords one catalogue search five ways (word order, abbreviations, category filter) and every observation is "Found 0 results", ending at the iteration limit with no patch.',
    stagnation: false, goal, root,
  };
}

// 04 museum collections -- plain message-level trace, identical assistant sentence each time
function s04(id) {
  const T = new Trace(id, '2025-02-10T13:27:40Z');
  const goal = 'Locate the object record for the Meissen tureen on loan from the Halvorsen estate (incoming loan LN-2019-044) and report its current storage location.';
  const R = new Rec(T, 'plain', {
    agent: 'collections_assistant', llmName: 'openai.chat.completions.create',
    system: 'You are a registrar assistant with read access to the CollectionSpace REST API via the collections_search tool. Answer with accession number and current location.',
    user: goal,
  });
  const said = "No records matched that search. I'll try another variation of the query.";
  const xml = () => ({
    status: 200,
    headers: { 'content-type': 'application/xml;charset=UTF-8', date: T.httpDate(), 'x-request-id': T.hex(32), 'cspace-tenant': 'halden-museum', 'x-served-by': T.pod('cspace-services') },
    body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:abstract-common-list xmlns:ns2="http://collectionspace.org/services/jaxb"><pageNum>0</pageNum><pageSize>40</pageSize><itemsInPage>0</itemsInPage><totalItems>0</totalItems><fieldsReturned>csid|uri|refName|updatedAt|objectNumber|title</fieldsReturned></ns2:abstract-common-list>`,
  });
  R.step('Searching the catalogue by the accession number pattern the registrar uses for 2019 loans.', [
    { tool: 'collections_search', args: { record_type: 'collectionobjects', objectNumber: '2019.44.1' }, raw: true, out: xml }]);
  R.step(said, [{ tool: 'collections_search', args: { record_type: 'collectionobjects', objectNumber: 'L2019.044.001' }, raw: true, out: xml }]);
  R.step(said, [{ tool: 'collections_search', args: { record_type: 'collectionobjects', kw: 'Meissen tureen Halvorsen' }, raw: true, out: xml }]);
  R.step(said, [{ tool: 'collections_search', args: { record_type: 'loansin', loanInNumber: 'LN-2019-044' }, raw: true, out: xml }]);
  R.step(said, [{ tool: 'collections_search', args: { record_type: 'collectionobjects', title: 'tureen', objectProductionOrganization: 'Königliche Porzellan-Manufaktur Meissen' }, raw: true, out: xml }]);
  R.step(said, [{ tool: 'collections_search', args: { record_type: 'collectionobjects', kw: 'soup tureen porcelain lender Halvorsen' }, raw: true, out: xml }]);
  const root = R.finish(null, { error: 'AgentExecutionStopped: max_iterations=6 reached without a final answer' });
  return {
    isolates: 'Six CollectionSpace searches for one loaned tureen (accession formats, keywords, loan number, maker field) all return totalItems 0 and the assistant emits the same sentence each turn until max_iterations.',
    stagnation: true, goal, root,
  };
}

// 05 coding -- Claude Code transcript grepping a monorepo for a flag that is built dynamically
function s05(id) {
  const T = new Trace(id, '2025-09-02T10:05:33Z');
  const goal = 'In the storefront monorepo, find where the ENABLE_LEGACY_CHECKOUT feature flag is defined and what its default value is.';
  const R = new Rec(T, 'claude', { cwd: '/Users/mika/src/storefront', gitBranch: 'chore/flag-audit', user: goal });
  const rg = (files) => () => `0 matches\n0 matched lines\n0 files contained matches\n${files} files searched\n0 bytes printed\n${T.int(41, 48)}${T.digits(6)} bytes searched\n0.${T.digits(6)} seconds spent searching\n0.${T.digits(6)} seconds`;
  R.step("I'll search the repo for the flag name.", [
    { tool: 'Grep', args: { pattern: 'ENABLE_LEGACY_CHECKOUT', output_mode: 'files_with_matches' }, out: 'No files found' }]);
  R.step('No literal match. Flags in TypeScript code are often camelCased, so let me try a case-insensitive search for legacyCheckout with ripgrep stats.', [
    { tool: 'Bash', args: { command: "rg -i --stats 'legacy_?checkout' packages apps || true", description: 'Case-insensitive search for legacyCheckout' }, out: rg(1843) }]);
  R.step('Nothing in packages or apps. The flag could live in deploy config rather than source; searching YAML and env files, including hidden ones.', [
    { tool: 'Bash', args: { command: "rg --hidden --stats -g '*.{yaml,yml,env,env.*}' 'LEGACY_CHECKOUT' . || true", description: 'Search config and env files' }, out: rg(2211) }]);
  R.step('Config files are clean too. Maybe it is defined in the LaunchDarkly JSON snapshots under tooling/flags with a kebab-case key.', [
    { tool: 'Grep', args: { pattern: 'legacy-checkout', glob: '**/*.json', '-i': true, output_mode: 'content' }, out: 'No files found' }]);
  R.step('Let me search the git history for the flag, in case the definition was moved to a generated file that is gitignored.', [
    { tool: 'Bash', args: { command: "git log -S'LEGACY_CHECKOUT' --oneline --all | head -20; rg --no-ignore --stats 'LEGACY_CHECKOUT' . || true", description: 'Search history and ignored files' }, out: () => rg(9072)() }]);
  R.step("One more spelling: older code used the prefix FF_ instead of ENABLE_, e.g. FF_LEGACY_CHECKOUT.", [
    { tool: 'Bash', args: { command: "rg -i --stats 'FF_?LEGACY|legacyCheckoutEnabled' . || true", description: 'Search alternate flag prefixes' }, out: rg(1843) }]);
  R.user('[Request interrupted by user]');
  const root = R.finish('[Request interrupted by user]');
  return {
    isolates: 'Claude Code greps the same flag six ways (camelCase, kebab-case, config globs, git history, alternate prefix) with ripgrep reporting 0 matches each time, until the user interrupts.',
    stagnation: false, goal, root,
  };
}

// 06 public transit -- Agno agent, tool calls nested in the model span, same sentence each turn
function s06(id) {
  const T = new Trace(id, '2025-05-27T06:48:19Z');
  const goal = "Find the GTFS stop_id for the 'Harbour St / 5th Ave' stop served by route 14 so a detour notice can be attached to it.";
  const R = new Rec(T, 'agno', {
    agent: 'DetourNoticeAgent', model: 'gpt-4o-mini',
    system: 'You help the service-alerts desk of Bayline Transit. Use search_stops against the current GTFS feed. Alerts must reference exact stop_ids.',
    user: goal,
  });
  const fv = '2025-05-23_r2';
  const empty = (q) => () => JSON.stringify({ feed_version: fv, query: q, matches: [], fuzzy_threshold: 0.82, stops_scanned: 4117, query_ms: T.int(3, 19), replica: `gtfs-ro-${T.int(1, 3)}`, generated: T.epoch() });
  const line = 'No stops matched that name in the feed. I will search again with a different spelling of the stop name.';
  R.step('Looking up the stop by the name used in the request.', [{ tool: 'search_stops', args: { name: 'Harbour St / 5th Ave', route_id: '14' }, out: empty('Harbour St / 5th Ave') }]);
  R.step(line, [{ tool: 'search_stops', args: { name: 'Harbour Street & Fifth Avenue', route_id: '14' }, out: empty('Harbour Street & Fifth Avenue') }]);
  R.step(line, [{ tool: 'search_stops', args: { name: '5th Ave at Harbour St', route_id: '14' }, out: empty('5th Ave at Harbour St') }]);
  R.step(line, [{ tool: 'search_stops', args: { name: 'Harbor St 5th Av', route_id: '14' }, out: empty('Harbor St 5th Av') }]);
  R.step(line, [{ tool: 'search_stops', args: { name: 'HARBOUR/5TH', route_id: 'R14' }, out: empty('HARBOUR/5TH') }]);
  R.step(line, [{ tool: 'search_stops', args: { name: 'Harbour 5 Av NB', route_id: '14' }, out: empty('Harbour 5 Av NB') }]);
  const root = R.finish(null, { error: 'RunCancelledException: tool_call_limit=6 reached' });
  return {
    isolates: 'An Agno agent searches the GTFS feed for one stop six times with different spellings (Street/St, Harbor/Harbour, order, codes), gets an empty match list every time and says the same line before each retry.',
    stagnation: true, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
