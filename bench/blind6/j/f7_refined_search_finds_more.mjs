import { chat } from './lib.mjs';

// Family 7 (healthy): first searches return nothing or little; a materially different
// search (new source, scope, filter or tool) returns results that finish the task.

const rows = [
  // 1 — biotech lab, Haystack agent with retriever spans
  {
    domain: 'biotech lab',
    style: 'haystack',
    agent: 'protocol_assistant',
    start: '2024-02-08T15:45:00Z',
    build(c) {
      const goal = "Find our lab's validated protocol for CRISPR knockouts in HEK293T cells, including the Cas9:sgRNA RNP ratio and the nucleofection program.";
      const SYS = 'You are a lab knowledge assistant for the Halden Lab. Search the ELN and SOP library before answering. Cite document IDs.';
      const ch = [];
      ch.push(c.llm(chat(SYS, ['user', goal]), 'I will search the electronic lab notebook for a HEK293T CRISPR knockout protocol.'));
      ch.push(
        c.retriever('QdrantEmbeddingRetriever.run', { query: 'CRISPR knockout protocol HEK293T', filters: { field: 'meta.collection', operator: '==', value: 'eln_entries' }, top_k: 5, score_threshold: 0.72 }, { documents: [], took_ms: c.ms(30, 120) }),
      );
      ch.push(c.llm(chat(SYS, ['user', goal], ['tool', 'no ELN documents above threshold']), 'Nothing above threshold in the ELN. Notebook entries probably describe it in terms of the reagent, so I will search again with "Cas9 RNP" wording and a lower threshold.'));
      ch.push(
        c.retriever('QdrantEmbeddingRetriever.run', { query: 'Cas9 RNP electroporation 293T knockout', filters: { field: 'meta.collection', operator: '==', value: 'eln_entries' }, top_k: 5, score_threshold: 0.6 }, {
          documents: [
            { id: 'ELN-2023-0419', score: 0.63, content: 'Tried Cas9 RNP in 293T for GFP reporter line; low viability, switching to lipofection next week. No KO validation performed.', meta: { author: 'j.ferraro', date: '2023-04-19' } },
          ],
          took_ms: c.ms(30, 120),
        }),
      );
      ch.push(c.llm(chat(SYS, ['user', goal], ['tool', 'ELN-2023-0419: abandoned attempt']), "Only one abandoned notebook attempt, not a validated protocol. Validated protocols would be in the SOP library rather than the ELN, so I'll do a keyword (BM25) search over the SOP collection instead."));
      ch.push(
        c.retriever('InMemoryBM25Retriever.run', { query: 'HEK293T Cas9 RNP nucleofection knockout SOP', filters: { field: 'meta.collection', operator: '==', value: 'sop_library' }, top_k: 5 }, {
          documents: [
            { id: 'SOP-CRI-014 v3', score: 18.4, content: 'SOP-CRI-014 Rev 3 (validated 2023-09-12): Gene knockout in HEK293T by Cas9 RNP nucleofection. RNP: 60 pmol Alt-R S.p. Cas9 Nuclease V3 + 120 pmol sgRNA (1:2 molar), complex 15 min RT. Cells: 2e5 per 20 µL SF buffer. Lonza 4D-Nucleofector program CM-130. Add 4 µM Alt-R electroporation enhancer. Validate KO by ICE analysis at 72 h; expected editing >85%.', meta: { owner: 'm.adeyemi', status: 'approved' } },
            { id: 'SOP-CRI-009 v2', score: 11.9, content: 'SOP-CRI-009 Rev 2: sgRNA design and ordering (Synthego/IDT). Use two guides per gene, off-target score >50.', meta: { owner: 'm.adeyemi', status: 'approved' } },
            { id: 'SOP-CC-003 v5', score: 7.2, content: 'SOP-CC-003 Rev 5: HEK293T maintenance. Passage at 70-80% confluence, do not exceed passage 25 for editing work.', meta: { owner: 'core', status: 'approved' } },
          ],
          took_ms: c.ms(5, 40),
        }),
      );
      ch.push(
        c.llm(
          chat(SYS, ['user', goal], ['tool', 'SOP-CRI-014 v3, SOP-CRI-009 v2, SOP-CC-003 v5']),
          'SOP-CRI-014 Rev 3 is the validated protocol: 60 pmol Cas9 V3 + 120 pmol sgRNA (1:2 molar), 2e5 cells in 20 µL SF buffer, Lonza 4D program CM-130, 4 µM enhancer, ICE validation at 72 h. SOP-CRI-009 covers guide design and SOP-CC-003 the passage limit.',
        ),
      );
      const output =
        "The validated protocol is SOP-CRI-014 Rev 3 (approved 2023-09-12, owner M. Adeyemi): Cas9 RNP nucleofection of HEK293T. RNP ratio 1:2 Cas9:sgRNA (60 pmol Alt-R S.p. Cas9 V3 + 120 pmol sgRNA, complexed 15 min at RT); 2×10^5 cells in 20 µL SF buffer; Lonza 4D-Nucleofector program CM-130 with 4 µM Alt-R electroporation enhancer; confirm knockout by ICE at 72 h (expect >85% editing). Related: SOP-CRI-009 (two sgRNAs per gene) and SOP-CC-003 (use cells below passage 25). The ELN only had an abandoned 2023 attempt (ELN-2023-0419).";
      return { goal, children: ch, output, meta: { searchType: 'retriever', hits: (o) => o.documents.length } };
    },
  },

  // 2 — customer support, LangGraph: KB twice, then resolved Jira tickets
  {
    domain: 'customer support',
    style: 'langgraph',
    agent: 'support_triage',
    start: '2024-06-18T13:10:00Z',
    build(c) {
      const goal = 'A customer gets "SYNC-409 conflict_detected" in the Fieldnote mobile app since upgrading to 5.3 and their notes stop syncing. Find the fix and draft a reply.';
      const ch = [];
      ch.push(c.tool('search_kb', { query: 'SYNC-409 conflict_detected', product: 'fieldnote-mobile' }, { total: 0, hits: [], took_ms: c.ms(20, 80) }));
      ch.push(
        c.tool('search_kb', { query: '409 conflict sync', product: 'all' }, {
          total: 1,
          hits: [{ id: 'KB-1182', title: 'API returns HTTP 409 when creating a workspace with a duplicate slug', product: 'fieldnote-api', updated: '2023-02-14', score: 3.1 }],
          took_ms: c.ms(20, 80),
        }),
      );
      ch.push(
        c.llm(
          chat('You are a tier-2 support assistant for Fieldnote.', ['user', goal], ['tool', 'KB: 0 hits, then KB-1182 (API duplicate slug)']),
          'The KB has nothing for the mobile error; KB-1182 is about the REST API and not relevant. The issue is new with 5.3, so engineering has likely dealt with it in Jira. I will search resolved tickets in the MOBILE project for the error code.',
        ),
      );
      ch.push(
        c.tool('search_jira', { jql: 'project = MOBILE AND text ~ "SYNC-409" AND status in (Resolved, Closed) ORDER BY resolved DESC', fields: ['summary', 'resolution', 'fixVersions', 'comment'] }, {
          total: 3,
          issues: [
            { key: 'MOBILE-4471', summary: 'SYNC-409 loop after 5.3 upgrade when device clock skewed > 2 min', resolution: 'Fixed', fixVersions: ['5.3.2'], lastComment: 'Root cause: vector clock compare uses device time. Fixed in 5.3.2. Workaround: enable automatic date & time, then Settings > Sync > Reset sync cursor.' },
            { key: 'MOBILE-4502', summary: 'Duplicate of MOBILE-4471 (Android)', resolution: 'Duplicate', fixVersions: [] },
            { key: 'MOBILE-4390', summary: 'SYNC-409 for shared notebooks with offline edits', resolution: 'Fixed', fixVersions: ['5.2.4'], lastComment: 'Server-side merge fix deployed 2024-04-30.' },
          ],
        }),
      );
      ch.push(c.tool('get_customer_device', { ticket: 'ZD-88142' }, { app_version: '5.3.0', os: 'iOS 17.4.1', auto_time: false, clock_skew_sec: 214, last_sync_ok: '2024-06-15T08:41:10Z' }));
      const output =
        'Fix found: this matches MOBILE-4471 — SYNC-409 loops on 5.3.0/5.3.1 when the device clock is skewed by more than 2 minutes, and it is fixed in 5.3.2. The customer\'s device has automatic time off and is 214 s off. Draft reply:\n\n"Hi! Thanks for the details. This sync error is caused by a known issue in Fieldnote 5.3 when the phone\'s clock is out of sync. To fix it: 1) update Fieldnote to 5.3.2 from the App Store; 2) turn on Settings > General > Date & Time > Set Automatically; 3) in Fieldnote go to Settings > Sync > Reset sync cursor. Your notes will then sync normally — nothing will be lost."';
      return { goal, children: ch, output, meta: { searchTools: ['search_kb', 'search_jira'], hits: (o) => (o.total ?? 0) } };
    },
  },

  // 3 — music licensing, Pydantic AI: title searches fail, ISRC -> ISWC -> MLC works
  {
    domain: 'music licensing',
    style: 'pydantic',
    agent: 'clearance_agent',
    start: '2024-09-05T18:25:00Z',
    build(c) {
      const goal = "Who controls the publishing on 'Paper Lanterns' by Wren & the Vale (2019)? We want to clear it for a 30-second trailer cut.";
      const ch = [];
      ch.push(c.tool('search_repertoire', { society: 'BMI', title: 'Paper Lanterns', performer: 'Wren & the Vale' }, { society: 'BMI', query_id: c.uuid(), results: [], message: 'No works found' }));
      ch.push(
        c.tool('search_repertoire', { society: 'ASCAP', title: 'Paper Lanterns' }, {
          society: 'ASCAP',
          query_id: c.uuid(),
          results: [{ title: 'PAPER LANTERNS', iswc: 'T-910.448.221-3', writers: ['HOLLIS GRANT'], performers: ['THE MARLOWES'], year: 2006 }],
        }),
      );
      ch.push(
        c.llm(
          [{ role: 'user', content: goal }, { role: 'tool', content: 'BMI: none; ASCAP: one 2006 work by Hollis Grant (different song)' }],
          "Title searches don't find this recording — the ASCAP hit is a 2006 song by a different writer. Better to identify the exact recording first: I'll look up the ISRC for the 2019 Wren & the Vale track and use its linked ISWC to query The MLC, which covers all US mechanical shares regardless of PRO.",
        ),
      );
      ch.push(c.tool('lookup_isrc', { artist: 'Wren & the Vale', track: 'Paper Lanterns', year: 2019 }, { isrc: 'QZHN51984217', release: 'Low Country Hymns', label: 'Tallgrass Records', duration: '3:41', iswc: 'T-930.112.775-0' }));
      ch.push(
        c.tool('mlc_work_search', { iswc: 'T-930.112.775-0' }, {
          song_code: 'PV4RT9',
          title: 'PAPER LANTERNS',
          writers: [
            { name: 'ELISE WRENFIELD', ipi: '00783120094', pro: 'SOCAN', share: 50 },
            { name: 'DANIEL VALE OKAFOR', ipi: '00790255871', pro: 'SESAC', share: 50 },
          ],
          publishers: [
            { name: 'TALLGRASS SONGS', admin: 'Kobalt Music Publishing', share: 50, contact: 'sync-na@kobalt.example' },
            { name: 'VALE HOUSE MUSIC', admin: 'Sentric Music', share: 50, contact: 'licensing@sentric.example' },
          ],
          last_updated: '2024-03-02',
        }),
      );
      const output =
        "'Paper Lanterns' (Wren & the Vale, 2019; ISRC QZHN51984217, ISWC T-930.112.775-0) is split 50/50: Elise Wrenfield's share via Tallgrass Songs, administered by Kobalt (sync-na@kobalt.example), and Daniel Vale Okafor's share via Vale House Music, administered by Sentric (licensing@sentric.example). Clear the sync with both publishers; the master is Tallgrass Records. BMI/ASCAP title searches missed it because the writers are with SOCAN and SESAC.";
      return { goal, children: ch, output, meta: { searchTools: ['search_repertoire', 'mlc_work_search'], hits: (o) => (o.results ? o.results.length : o.publishers ? o.publishers.length : 0) } };
    },
  },

  // 4 — agriculture, smolagents ToolCallingAgent: generic web search then extension DB with filters
  {
    domain: 'agriculture',
    style: 'smolagents',
    agent: 'ToolCallingAgent',
    start: '2024-07-26T14:02:00Z',
    build(c) {
      const goal =
        'Soybeans in field 7 (R3 stage, central Iowa) have small circular tan lesions with reddish-purple borders on upper leaves. What is it most likely, and what treatment does ISU Extension recommend?';
      const ch = [];
      ch.push(c.llm(chat('You are a helpful agronomy assistant. Use tools.', ['user', goal]), 'Calling tool: web_search with arguments: {"query": "soybean leaf tan spots purple border"}'));
      ch.push(
        c.tool('web_search', { query: 'soybean leaf tan spots purple border' }, "## Search Results\n\n[Soybean leaf diseases – a gardener's guide](https://garden-blog.example/soy-leaf-spots)\nMany things can cause spots on bean leaves, from sunscald to fungus...\n\n[What's wrong with my beans? - forum](https://forum.example/t/38811)\nI have spots on my bush beans, anyone know?"),
      );
      ch.push(
        c.llm(
          chat('You are a helpful agronomy assistant.', ['user', goal], ['tool', 'generic garden results only']),
          'The web results are generic garden pages with no diagnosis. I should use the extension disease database with crop, state and growth-stage filters instead.\nCalling tool: extension_disease_lookup with arguments: {"crop": "soybean", "state": "IA", "growth_stage": "R3", "symptoms": ["circular tan lesions", "reddish-purple border", "upper canopy"]}',
        ),
      );
      ch.push(
        c.tool('extension_disease_lookup', { crop: 'soybean', state: 'IA', growth_stage: 'R3', symptoms: ['circular tan lesions', 'reddish-purple border', 'upper canopy'] }, {
          source: 'ISU Extension ICM / CPN',
          matches: [
            { disease: 'Frogeye leaf spot (Cercospora sojina)', confidence: 0.86, notes: 'Lesions 1-5 mm, gray-tan centers, reddish-purple margins; favored by warm humid weather; upper canopy at R-stages.', publication: 'CPN-1018' },
            { disease: 'Cercospora leaf blight', confidence: 0.31, notes: 'Purple bronzing of upper leaves, not discrete spots.', publication: 'CPN-1009' },
            { disease: 'Septoria brown spot', confidence: 0.12, notes: 'Lower canopy first, small dark brown spots.', publication: 'CPN-1003' },
          ],
          management: { scouting: 'Check upper 3 trifoliates at 20 sites/field; treat if lesions on >=10% of upper leaves at R3.', fungicide: 'Apply at R3 a product with FRAC 3 + FRAC 11 mix; QoI-resistant C. sojina confirmed in IA — do not rely on FRAC 11 alone.', cultural: 'Rotate to corn; plant resistant varieties (Rcs3).' },
        }),
      );
      const output =
        "Most likely frogeye leaf spot (Cercospora sojina) — circular tan/gray lesions with reddish-purple borders in the upper canopy at R-stages are its classic sign (ISU CPN-1018); Cercospora leaf blight and Septoria brown spot fit less well. ISU Extension says to scout the upper three trifoliates at about 20 spots in the field and treat at R3 if lesions are on 10% or more of upper leaves, using a fungicide that mixes FRAC 3 and FRAC 11 — QoI-resistant strains are confirmed in Iowa, so don't use a strobilurin alone. Long term, rotate to corn and choose Rcs3-resistant varieties.";
      ch.push(c.tool('final_answer', { answer: output }, output));
      return { goal, children: ch, output, meta: { searchTools: ['web_search', 'extension_disease_lookup'], hits: (o) => (typeof o === 'string' ? 0 : o.matches.length) } };
    },
  },

  // 5 — coding, OpenHands: grep finds nothing, git log -S finds the rename
  {
    domain: 'coding',
    style: 'openhands',
    agent: 'CodeActAgent',
    start: '2024-12-10T10:20:00Z',
    build(c) {
      const goal = 'templates/invoice.hbs calls `computeTaxBreakdown` and rendering crashes with "computeTaxBreakdown is not a function". Find where it went and fix the template.';
      const obs = (b, code) => `${b}\n[The command completed with exit code ${code}.]\n[Current working directory: /workspace/billing]`;
      const ch = [];
      ch.push(c.tool('CmdRunAction', { command: 'grep -rn "computeTaxBreakdown" src/' }, obs('', 1)));
      ch.push(c.tool('CmdRunAction', { command: 'grep -rn "TaxBreakdown" src/ lib/ --include=*.ts' }, obs('src/types/invoice.ts:41:export interface TaxBreakdownLine {', 0)));
      ch.push(c.llm(chat('You are OpenHands agent.', ['user', goal], ['user', 'only the TaxBreakdownLine interface found']), 'The helper is not in the current tree; only the TaxBreakdownLine type remains. It was probably renamed or removed, so I will search the git history for the string with git log -S.'));
      ch.push(
        c.tool('CmdRunAction', { command: 'git log -S "computeTaxBreakdown" --oneline -- src/' }, obs('9f1c2ab refactor(tax): rename computeTaxBreakdown -> buildTaxLines, return TaxBreakdownLine[]\n41d0e77 feat(tax): add computeTaxBreakdown helper for multi-rate invoices', 0)),
      );
      ch.push(c.tool('CmdRunAction', { command: 'grep -rn "buildTaxLines" src/' }, obs("src/helpers/tax.ts:18:export function buildTaxLines(invoice: Invoice): TaxBreakdownLine[] {\nsrc/helpers/index.ts:7:  Handlebars.registerHelper('buildTaxLines', buildTaxLines);\nsrc/render/receipt.ts:33:  const lines = buildTaxLines(inv);", 0)));
      ch.push(c.tool('FileEditAction', { path: '/workspace/billing/templates/invoice.hbs', command: 'str_replace', old_str: '{{#each (computeTaxBreakdown invoice)}}', new_str: '{{#each (buildTaxLines invoice)}}' }, 'The file /workspace/billing/templates/invoice.hbs has been edited.'));
      ch.push(c.tool('CmdRunAction', { command: 'npm test -- templates' }, obs(` PASS  test/templates/invoice.test.ts\n  ✓ renders multi-rate tax lines (${c.int(20, 90)} ms)\n  ✓ renders zero-tax invoice (${c.int(5, 30)} ms)\n\nTests:       2 passed, 2 total\nTime:        ${c.secs(1.1, 2.9)} s`, 0)));
      const output =
        'computeTaxBreakdown was renamed to buildTaxLines in commit 9f1c2ab (registered as a Handlebars helper in src/helpers/index.ts). I updated templates/invoice.hbs to use `(buildTaxLines invoice)`, and the template tests pass.';
      return { goal, children: ch, output, meta: { searchTools: ['CmdRunAction'], searchIncludes: ['grep -rn', 'git log -S'], hits: (o) => (o.split('\n')[0].trim() === '' ? 0 : o.split('\n').filter((l) => /^[0-9a-f]{7} |:\d+:/.test(l)).length) } };
    },
  },

  // 6 — nonprofit grants, DSPy ReAct: keyword searches weak, agency/ALN filter finds results
  {
    domain: 'nonprofit grants',
    style: 'dspy',
    agent: 'ReAct',
    start: '2024-10-01T16:40:00Z',
    build(c) {
      const goal = 'Find open federal grants our library nonprofit could apply for this quarter for rural digital-literacy / broadband-adoption programs.';
      const ch = [];
      const pre = (traj, thought, tool, args) =>
        c.llm(
          `[[ ## question ## ]]\n${goal}\n[[ ## trajectory ## ]]\n${traj}\nRespond with the corresponding output fields, starting with the field \`[[ ## next_thought ## ]]\`, then \`[[ ## next_tool_name ## ]]\`, then \`[[ ## next_tool_args ## ]]\`.`,
          `[[ ## next_thought ## ]]\n${thought}\n[[ ## next_tool_name ## ]]\n${tool}\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n[[ ## completed ## ]]`,
        );
      const a1 = { keyword: 'rural digital literacy broadband', opp_status: 'posted' };
      ch.push(pre('(empty)', 'Start with a keyword search on Grants.gov for posted opportunities.', 'search_grants', a1));
      ch.push(c.tool('search_grants', a1, { hitCount: 0, oppHits: [], searchId: c.uuid() }));
      const a2 = { keyword: 'digital equity', opp_status: 'posted|forecasted' };
      ch.push(pre('[[ ## observation_0 ## ]] hitCount 0', 'No hits for the combined phrase. Federal programs use "digital equity" wording, so I will search that term and include forecasted opportunities.', 'search_grants', a2));
      ch.push(c.tool('search_grants', a2, { hitCount: 1, oppHits: [{ number: 'NTIA-DE-CAP-2024', title: 'Digital Equity Competitive Grant Program', agency: 'NTIA', status: 'closed', closeDate: '2024-09-23' }], searchId: c.uuid() }));
      const a3 = { agencies: ['USDA-RUS', 'IMLS', 'NTIA'], eligibilities: ['12'], funding_categories: ['ISS', 'CD', 'ED'], opp_status: 'posted|forecasted', keyword: 'broadband OR digital OR libraries' };
      ch.push(
        pre(
          '[[ ## observation_1 ## ]] 1 hit, closed 2024-09-23',
          'The only Digital Equity match closed on Sept 23. Keyword search is too narrow. I will search by agency instead (USDA Rural Utilities Service, IMLS, NTIA), filtered to eligibility code 12 (nonprofits with 501(c)(3)) and the community development / education categories.',
          'search_grants',
          a3,
        ),
      );
      ch.push(
        c.tool('search_grants', a3, {
          hitCount: 3,
          oppHits: [
            { number: 'USDA-RUS-DLT-2025', title: 'Distance Learning and Telemedicine Grants FY2025', agency: 'USDA-RUS', status: 'posted', closeDate: '2024-11-25', awardCeiling: 1000000, aln: '10.855' },
            { number: 'IMLS-NLG-L-FY25', title: 'National Leadership Grants for Libraries', agency: 'IMLS', status: 'posted', closeDate: '2024-11-15', awardCeiling: 750000, aln: '45.312' },
            { number: 'USDA-RBDG-2025', title: 'Rural Business Development Grants (training & technical assistance)', agency: 'USDA-RD', status: 'forecasted', estPostDate: '2024-12-02', awardCeiling: 500000, aln: '10.351' },
          ],
          searchId: c.uuid(),
        }),
      );
      ch.push(
        c.llm(
          `[[ ## question ## ]]\n${goal}\n[[ ## trajectory ## ]]\n(3 searches, last returned 3 hits)\nRespond with \`reasoning\` then \`answer\`.`,
          '[[ ## reasoning ## ]]\nTwo posted opportunities close this quarter (DLT Nov 25, IMLS NLG Nov 15) and one is forecasted for early December. The NTIA Digital Equity program is closed.\n[[ ## answer ## ]]\nUSDA DLT FY2025; IMLS National Leadership Grants; USDA RBDG (forecast)\n[[ ## completed ## ]]',
        ),
      );
      const output =
        'Open this quarter: (1) USDA Distance Learning & Telemedicine Grants FY2025 (ALN 10.855) — closes Nov 25, 2024, up to $1M; funds equipment for rural distance learning and fits library digital-literacy labs. (2) IMLS National Leadership Grants for Libraries (ALN 45.312) — closes Nov 15, 2024, up to $750K; digital inclusion is an eligible focus. Coming soon: USDA Rural Business Development Grants (ALN 10.351), forecast to post around Dec 2, for training and technical assistance. The NTIA Digital Equity Competitive Grant closed Sept 23, 2024.';
      return { goal, children: ch, output, meta: { searchTools: ['search_grants'], hits: (o) => o.hitCount } };
    },
  },
];

export default {
  family: 'refined-search-finds-more',
  isolates:
    'One or two searches return nothing or little, then a materially different search (new source, scope, filter or tool) returns results that are used to finish the task.',
  loop: false,
  stagnation: false,
  rows,
};
