// Family 7: failed-search-then-new-angle (loop: false, stagnation: false)
// One or two empty searches, then a materially different search (new source, scope or
// tool) finds what is needed and the task finishes.

export const family = 'failed-search-then-new-angle';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 ─ library systems, Agno agent: ILS catalog empty twice, institutional repository finds it
  {
    isolates: 'Two catalog searches for a thesis come back empty, then a search of a different system (the institutional repository) finds it and the patron is sent the link.',
    goal: 'A patron (card 21187009921137) is looking for Priya Ramanathan\'s 2019 master\'s thesis on soil microbiomes in restored prairie. Find it and send them a link or a way to request it.',
    make(c) {
      const K = [];
      const solr = (p) => { c.tick(500, 2000); return { responseHeader: { status: 0, QTime: c.int(4, 40), params: { ...p, wt: 'json' } }, response: { numFound: 0, start: 0, docs: [] } }; };
      K.push(c.tool('search_catalog', { query: 'Ramanathan restored prairie soil microbiome thesis' }, solr({ q: 'Ramanathan restored prairie soil microbiome thesis' })));
      K.push(c.tool('search_catalog', { author: 'Ramanathan, Priya', format: 'thesis', year: 2019 }, solr({ q: 'author_t:"Ramanathan, Priya"', fq: 'format:Thesis AND pub_year:2019' })));
      K.push(c.llm('Agent.run -> OpenAIChat(gpt-4o)', [{ role: 'user', content: this.goal }, { role: 'tool', content: 'numFound: 0 (x2)' }], 'The ILS has nothing. Since 2016 graduate theses are deposited only in ScholarWorks and are not loaded into the catalog, so I\'ll search the repository\'s ETD collection instead.'));
      c.tick();
      K.push(c.tool('search_repository', { query: 'restored prairie soil microbiome', scope: 'ETD', filters: { author: 'Ramanathan' } }, {
        _embedded: { searchResult: { _embedded: { objects: [{ _embedded: { indexableObject: { uuid: c.uuid(), handle: '1808/29671', name: 'Soil microbial community recovery across a restored tallgrass prairie chronosequence', metadata: { 'dc.contributor.author': [{ value: 'Ramanathan, Priya' }], 'dc.date.issued': [{ value: '2019-05-17' }], 'dc.type': [{ value: 'Thesis' }], 'dc.rights.accessRights': [{ value: 'Open Access' }] } } } }] }, page: { size: 20, totalElements: 1, totalPages: 1, number: 0 } } },
        _links: { self: { href: `https://kuscholarworks.ku.edu/server/api/discover/search/objects?query=restored%20prairie%20soil%20microbiome&scope=etd&_=${c.epochMs()}` } },
      }));
      c.tick();
      K.push(c.tool('send_patron_message', { card: '21187009921137', channel: 'email', subject: 'Thesis you asked about', body: 'The thesis is open access: https://hdl.handle.net/1808/29671' }, { queued: true, message_id: c.uuid() }));
      return c.agent('Agent.run reference-desk', this.goal, 'Found it in ScholarWorks (not in the catalog): "Soil microbial community recovery across a restored tallgrass prairie chronosequence" by Priya Ramanathan, 2019, open access at https://hdl.handle.net/1808/29671. The link has been emailed to the patron.', K);
    },
  },

  // 02 ─ coding, Claude Code: grep misses, git history reveals rename, fix + test
  {
    isolates: 'Two greps for a missing function find nothing, then searching git history reveals it was renamed, and the agent fixes the import and verifies the job runs.',
    goal: 'The nightly reconcile cron fails with `ImportError: cannot import name \'parse_legacy_date\' from \'core.dates\'`. Fix it.',
    make(c) {
      const K = [];
      const M = 'claude-opus-4-20250514';
      K.push(c.tool('Grep', { pattern: 'def parse_legacy_date', path: 'core' }, 'No files found'));
      K.push(c.tool('Grep', { pattern: 'parse_legacy_date', path: 'core', output_mode: 'content' }, 'No matches found'));
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'The function no longer exists anywhere in core/. It was probably renamed or moved; the git history will say which.'));
      c.tick();
      K.push(c.tool('Bash', { command: 'git log -S "def parse_legacy_date" --oneline -- core/', description: 'Find commit that removed the function' }, `${c.hex(9)} refactor(dates): rename parse_legacy_date -> parse_date_compat (#812)\n${c.hex(9)} feat(core): add parse_legacy_date for DD.MM.YY exports`));
      K.push(c.tool('Grep', { pattern: 'def parse_date_compat', path: 'core', output_mode: 'content', '-n': true }, 'core/dates.py:44:def parse_date_compat(value: str, *, century_pivot: int = 70) -> date:'));
      c.tick();
      K.push(c.tool('Edit', { file_path: '/srv/app/jobs/reconcile_nightly.py', old_string: 'from core.dates import parse_legacy_date', new_string: 'from core.dates import parse_date_compat as parse_legacy_date' }, 'The file /srv/app/jobs/reconcile_nightly.py has been updated.'));
      c.tick(3000, 9000);
      K.push(c.tool('Bash', { command: 'python -m jobs.reconcile_nightly --dry-run --date 2024-05-30', description: 'Dry-run the cron job' }, `${c.logTs()} INFO reconcile_nightly: dry-run for 2024-05-30\n${c.logTs()} INFO loaded 12,418 ledger rows, 12,401 bank rows\n${c.logTs()} INFO matched 12,377; 17 unmatched written to ${c.tmp('recon', '.csv')}\n${c.logTs()} INFO done in ${c.secs(2, 6)}s (dry-run, no writes)`));
      return c.agent('claude-code', this.goal, 'Fixed. `parse_legacy_date` was renamed to `parse_date_compat` in #812 and the cron script was never updated. I changed the import in jobs/reconcile_nightly.py (aliased to keep the call sites unchanged) and a dry-run for 2024-05-30 now completes (12,377 matched, 17 unmatched).', K);
    },
  },

  // 03 ─ game servers, OpenAI Swarm (JSON-string args): name lookup empty, Steam ID route succeeds
  {
    argsAsString: true,
    isolates: 'A ban lookup by the player\'s current name returns nothing, so the agent resolves their Steam ID through a different API, finds the ban under the old name and lifts it.',
    goal: 'Player "Drak0" says he was wrongly banned from our Rust server in the anti-cheat false-positive wave on Oct 3. His Steam profile is steamcommunity.com/id/drak0_plays. Find the ban and lift it.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      K.push(c.tool('search_bans', { server: 'rust-eu-main', player_name: 'Drak0' }, { bans: [], total: 0, server: 'rust-eu-main', took_ms: c.dur(8, 60) }));
      K.push(c.llm(M, [{ role: 'tool', content: '{"bans":[],"total":0}' }], 'No ban under that display name. Players rename often; the ban list is keyed by SteamID64, so I\'ll resolve his vanity URL through the Steam Web API and search by ID.'));
      c.tick();
      const sid = '7656119' + c.digits(10);
      K.push(c.tool('steam_resolve_vanity_url', { vanityurl: 'drak0_plays' }, { response: { steamid: sid, success: 1 } }));
      c.tick();
      K.push(c.tool('search_bans', { server: 'rust-eu-main', steamid64: sid }, { bans: [{ ban_id: 'BN-' + c.digits(6), steamid64: sid, name_at_ban: 'xX_Drak0n_Xx', reason: 'EAC: unapproved module (batch 2024-10-03)', issued: '2024-10-03T21:14:09Z', issuer: 'eac-autoban', expires: null }], total: 1, took_ms: c.dur(8, 60) }));
      c.tick();
      K.push(c.tool('lift_ban', { server: 'rust-eu-main', steamid64: sid, note: 'EAC false-positive batch 2024-10-03; verified via support ticket' }, { ok: true, lifted_at: c.iso(), audit_id: c.uuid() }));
      return c.agent('Moderation Agent', this.goal, 'Found and lifted it. The ban was recorded under his old name xX_Drak0n_Xx (SteamID ' + sid + '), issued by the EAC auto-ban on 2024-10-03 in the false-positive batch. He can rejoin rust-eu-main now.', K);
    },
  },

  // 04 ─ real estate permits, Vertex AI ADK: city permit search empty, county parcel route finds permits
  {
    isolates: 'Two city permit searches by address come back empty, then a county parcel lookup shows the property is outside city limits and the county permit search by parcel finds its history.',
    goal: 'Pull the building permit history for 233 Harbor View Rd, Port Townsend WA 98368 before our buyers\' inspection on Friday.',
    make(c) {
      const K = [];
      const M = 'call_llm gemini-2.0-flash';
      const empty = (q) => { c.tick(700, 2500); return { permits: [], total: 0, query: q, source: 'City of Port Townsend eTRAKiT', request_id: c.reqId('ptc_') }; };
      K.push(c.tool('execute_tool search_city_permits', { address: '233 Harbor View Rd' }, empty('233 Harbor View Rd')));
      K.push(c.tool('execute_tool search_city_permits', { address: '233 Harbor View Road', include_closed: true }, empty('233 Harbor View Road')));
      K.push(c.llm(M, { contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, 'The city system has no record even with closed permits included. A Port Townsend mailing address can be outside city limits, so I\'ll check the county parcel record for the jurisdiction.'));
      c.tick();
      K.push(c.tool('execute_tool county_parcel_lookup', { address: '233 Harbor View Rd', county: 'Jefferson', state: 'WA' }, { parcel: '001102034', situs: '233 HARBOR VIEW RD', jurisdiction: 'Unincorporated Jefferson County', zoning: 'RR-5', acres: 1.12, year_built: 1978, owner: 'HOLLANDER TRUST', gis_layer_version: c.date(-40) }));
      c.tick();
      K.push(c.tool('execute_tool search_county_permits', { parcel: '001102034' }, { permits: [
        { number: 'BLD16-00412', type: 'Re-roof', issued: '2016-06-02', status: 'FINALED', final_date: '2016-08-11' },
        { number: 'BLD19-00877', type: 'Deck addition 240 sf', issued: '2019-04-18', status: 'FINALED', final_date: '2019-09-30' },
        { number: 'SEP21-00133', type: 'On-site septic repair', issued: '2021-03-09', status: 'EXPIRED', note: 'Final inspection not requested' },
      ], total: 3, source: 'Jefferson County DCD SmartGov', request_id: c.reqId('jc_') }));
      return c.agent('invoke_agent listing_research_agent', this.goal, '233 Harbor View Rd is in unincorporated Jefferson County (parcel 001102034), so its permits are with the county, not the city. History: 2016 re-roof (finaled), 2019 240 sf deck (finaled), and a 2021 septic repair permit SEP21-00133 that EXPIRED without a final inspection. Flag the septic permit for the inspector and the sellers.', K);
    },
  },

  // 05 ─ travel booking, LangGraph: nonstop searches empty, 1-stop search finds options and holds
  {
    isolates: 'Nonstop flight searches (exact and flexible dates) return no offers, then a search that allows one connection finds options and the best is put on hold.',
    goal: 'Find flights from Boise to Reykjavik on March 8 for 2 adults, arriving by the 9th, under $900 each, and hold the best option.',
    make(c) {
      const K = [];
      const M = 'ChatOpenAI (gpt-4o-mini)';
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Searching nonstops first, then I\'ll compare prices.'));
      K.push(c.tool('search_flights', { origin: 'BOI', destination: 'KEF', depart: '2025-03-08', adults: 2, max_stops: 0 }, { data: [], meta: { count: 0, currency: 'USD', search_id: c.uuid() }, dictionaries: {} }));
      K.push(c.tool('search_flights', { origin: 'BOI', destination: 'KEF', depart: '2025-03-08', flex_days: 2, adults: 2, max_stops: 0 }, { data: [], meta: { count: 0, currency: 'USD', search_id: c.uuid() }, dictionaries: {} }));
      K.push(c.llm(M, [{ role: 'tool', content: '{"data":[],"meta":{"count":0}}' }], 'Boise has no nonstop to Keflavik on any date, so I need itineraries with one connection (SEA, DEN or MSP have Icelandair service), arriving on the 9th.'));
      c.tick();
      K.push(c.tool('search_flights', { origin: 'BOI', destination: 'KEF', depart: '2025-03-08', adults: 2, max_stops: 1, max_price_per_adult: 900, arrive_by: '2025-03-09T23:59' }, { data: [
        { id: '1', price: { total: '1466.40', per_adult: '733.20' }, itineraries: [{ segments: [{ carrier: 'AS', number: '2213', from: 'BOI', to: 'SEA', dep: '2025-03-08T11:05', arr: '2025-03-08T11:52' }, { carrier: 'FI', number: '680', from: 'SEA', to: 'KEF', dep: '2025-03-08T16:10', arr: '2025-03-09T06:25' }] }] },
        { id: '2', price: { total: '1602.80', per_adult: '801.40' }, itineraries: [{ segments: [{ carrier: 'UA', number: '1788', from: 'BOI', to: 'DEN', dep: '2025-03-08T09:40', arr: '2025-03-08T12:36' }, { carrier: 'FI', number: '670', from: 'DEN', to: 'KEF', dep: '2025-03-08T16:35', arr: '2025-03-09T06:40' }] }] },
        { id: '3', price: { total: '1748.00', per_adult: '874.00' }, itineraries: [{ segments: [{ carrier: 'DL', number: '3301', from: 'BOI', to: 'MSP', dep: '2025-03-08T06:15', arr: '2025-03-08T10:55' }, { carrier: 'FI', number: '652', from: 'MSP', to: 'KEF', dep: '2025-03-08T19:50', arr: '2025-03-09T06:20' }] }] },
      ], meta: { count: 3, currency: 'USD', search_id: c.uuid() } }));
      c.tick();
      K.push(c.tool('hold_offer', { offer_id: '1', passengers: 2, hold_hours: 24 }, { hold_ref: 'HLD' + c.b62(6).toUpperCase(), expires_at: new Date(c.epochMs() + 86400000).toISOString(), price_locked: '1466.40' }));
      return c.agent('travel_graph', this.goal, 'There are no nonstops from Boise to Reykjavik. Best option, now on a 24h hold: Alaska AS2213 BOI-SEA 11:05, then Icelandair FI680 SEA-KEF 16:10, arriving 06:25 on March 9. $733.20 per adult, $1,466.40 total. Alternatives via Denver ($801.40) and Minneapolis ($874.00) are also under budget.', K);
    },
  },

  // 06 ─ mining maintenance, BeeAI: site SOP knowledge base empty, OEM manual search finds the procedure
  {
    isolates: 'The site SOP retriever returns nothing for a haul-truck procedure, then a search of the OEM service manual finds the section and the agent writes the crew instructions.',
    goal: 'Find the procedure for recharging the front suspension cylinder nitrogen on our Komatsu 930E-5 haul trucks and write it up as steps for tonight\'s maintenance crew.',
    make(c) {
      const K = [];
      const M = 'meta-llama/llama-3-1-70b-instruct';
      K.push(c.ret('SiteSOPRetriever', { query: '930E front suspension cylinder nitrogen recharge procedure', top_k: 5, min_score: 0.6 }, []));
      K.push(c.llm(M, 'Observation: SiteSOPRetriever returned 0 documents above 0.6', 'Our site SOP library has no suspension charging procedure, which is expected: OEM-specific service work is documented in the Komatsu shop manual. I\'ll search the OEM manual portal for the 930E-5.'));
      c.tick();
      K.push(c.tool('OEMManualSearch', { oem: 'Komatsu', model: '930E-5', serial_range: 'A40001-UP', keywords: 'suspension charging nitrogen front' }, { results: [{ doc: 'CEN50028-03', title: 'Suspension, oil and nitrogen charging procedure', section: '50 Disassembly and assembly', pages: '12-21', revised: '2022-11' }, { doc: 'CEN40031-01', title: 'Suspension height measurement', section: '40 Testing and adjusting', pages: '3-6', revised: '2021-04' }], total: 2, portal_session: c.hex(16) }));
      c.tick();
      K.push(c.tool('OEMManualRead', { doc: 'CEN50028-03', pages: '12-21' }, 'Front suspension charging\n1. Park on level ground, body down, empty. Install wheel chocks and lock out.\n2. Measure front suspension height (CEN40031). Record.\n3. Remove charging valve cap. Install charging kit with pressure gauge.\n4. Vent nitrogen to 0 MPa, then fill oil to the level plug with the truck in charging position.\n5. Charge nitrogen to the specified pressure for ambient temperature (table 3: 20C = 2.93 MPa / 425 psi).\n6. Remove kit, install cap, torque to 24 Nm. Remove blocks and measure height: front 277 +/- 10 mm.\nWARNING: use dry nitrogen only. Never use compressed air or oxygen.'));
      return c.agent('bee-agent maintenance-planner', this.goal, 'Procedure found in the Komatsu shop manual CEN50028-03 (not in our SOP library). Crew steps for the 930E-5 front suspension nitrogen recharge:\n1. Park empty, body down, on level ground; chock and lock out.\n2. Measure and record front suspension height (CEN40031).\n3. Remove the charging valve cap and fit the charging kit with gauge.\n4. Vent N2 to 0 MPa; fill oil to the level plug in charging position.\n5. Charge dry nitrogen to the temperature-corrected pressure (2.93 MPa / 425 psi at 20C).\n6. Remove kit, cap to 24 Nm, unblock, and verify front height 277 +/- 10 mm.\nDry nitrogen only, never compressed air or oxygen.', K);
    },
  },
];
