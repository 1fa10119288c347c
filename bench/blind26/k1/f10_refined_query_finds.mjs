// Family 10 (healthy): early searches find nothing or too much; a materially different query finds what is needed.
export const family = 'refined_query_finds';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'miso fermentation (koji spore supplier)', style: 'langgraph',
    make(N) {
      return {
        isolates: 'A broad supplier search returns 312 hits; after learning from the spec sheet that a barley-adapted strain with EU organic certification is needed, a constrained search returns 3 suppliers and one is chosen.',
        goal: 'Find a supplier of koji spores suitable for barley (mugi) miso, certified organic for EU sale, and recommend one with price per 100 g.',
        spec: {
          agent: 'miso_sourcing_graph', model: 'gpt-4o',
          system: 'You source ingredients for a small miso producer. Tools: supplier_search, read_spec.',
          steps: [
            { llm: '' }, { tool: 'supplier_search', args: { q: 'koji spores' }, out: (N) => ({ total: 312, results: [{ name: 'Generic Koji Starter (rice)', vendor: 'FermentShop', price_100g_eur: 18 }, { name: 'Tane-koji for sake', vendor: 'Akita Konno', price_100g_eur: 42 }, { name: 'Koji kit for beginners', vendor: 'HobbyBrew', price_100g_eur: 25 }], took_ms: N.ms(30, 200) }) },
            { llm: 'Too broad. Let me check our production spec for strain requirements.' },
            { tool: 'read_spec', args: { doc: 'mugi-miso-SOP-v3' }, out: 'Koji: Aspergillus oryzae, barley-adapted (mugi-yō) tane-koji, low protease variant acceptable. Must carry EU organic (EC 2018/848) certificate for labelled organic lines.' },
            { llm: 'The spec needs a barley-adapted strain with EU organic certification; searching with those constraints.' },
            { tool: 'supplier_search', args: { q: 'mugi tane-koji barley', filters: { certification: 'EU-organic', form: 'spores' } }, out: (N) => ({ total: 3, results: [{ name: 'Mugi-yō tane-koji, organic', vendor: 'Bio Koji GmbH', price_100g_eur: 39, cert: 'DE-ÖKO-006' }, { name: 'Organic barley koji spores', vendor: 'Higuchi Matsunosuke EU', price_100g_eur: 46, cert: 'NL-BIO-01' }, { name: 'Tane-koji for barley, organic', vendor: 'Kojiya Nord', price_100g_eur: 44, cert: 'DK-ØKO-100' }], took_ms: N.ms(30, 200) }) },
            { llm: 'Recommended: Bio Koji GmbH "Mugi-yō tane-koji, organic" at €39 per 100 g, EU organic certificate DE-ÖKO-006. Alternatives: Kojiya Nord (€44) and Higuchi Matsunosuke EU (€46).' },
          ],
        },
      };
    },
  },
  {
    id: '02', domain: 'owl sanctuary (veterinary literature)', style: 'anthropic',
    make(N) {
      return {
        isolates: 'A literature search for "bumblefoot tawny owl" finds nothing; a general reference reveals the clinical term pododermatitis and the species name Strix aluco, and the new query finds four papers that are summarised.',
        goal: 'Our tawny owl Bramble has bumblefoot on her left foot. Find published treatment approaches for owls and summarise them for the volunteer vet.',
        spec: {
          agent: 'sanctuary-research', model: 'claude-sonnet-4-20250514',
          system: 'You help staff at an owl sanctuary find veterinary literature. Tools: literature_search, reference_lookup.',
          steps: [
            { llm: 'Searching the literature.' }, { tool: 'literature_search', args: { query: 'bumblefoot tawny owl treatment' }, out: (N) => ({ count: 0, results: [], query_translation: 'bumblefoot[All Fields] AND tawny[All Fields] AND owl[All Fields]', webenv: 'MCID_' + N.hex(24) }) },
            { llm: '' }, { tool: 'reference_lookup', args: { term: 'bumblefoot birds' }, out: { summary: 'Bumblefoot is the common name for pododermatitis, a bacterial/inflammatory condition of the plantar surface of the foot in birds, graded I-V (Bristol/Remple scale). Common in captive raptors.', see_also: ['pododermatitis', 'Remple classification'] } },
            { llm: 'The clinical term is pododermatitis. Searching with that and the species name.' },
            { tool: 'literature_search', args: { query: '(pododermatitis) AND (Strix aluco OR owls OR Strigiformes) AND (treatment OR management)' }, out: { count: 4, results: [{ pmid: '31402219', title: 'Pododermatitis in captive raptors: grading and outcomes of surgical and conservative management', year: 2019 }, { pmid: '27118841', title: 'Perch surfaces and the prevalence of pododermatitis in owls', year: 2016 }, { pmid: '33590012', title: 'Use of custom foot casts (ball bandages) in Strigiformes', year: 2021 }, { pmid: '29887410', title: 'Antimicrobial selection for Staphylococcus aureus pododermatitis in birds of prey', year: 2018 }] } },
            { llm: 'Four relevant papers on pododermatitis (bumblefoot) in owls: grade-based management (conservative care for grades I-II, surgical debridement for III+; 2019 study), perch surface changes to reduce pressure (2016), custom ball-bandage foot casts used successfully in owls (2021), and culture-guided antibiotics against S. aureus (2018). For Bramble: grade the lesion, pad perches, consider ball bandages and culture before antibiotics.' },
          ],
        },
      };
    },
  },
  {
    id: '03', domain: 'ladder and access equipment rental (inspection records)', style: 'openai_agents',
    make(N) {
      return {
        isolates: 'Searching inspections by hire contract number finds nothing; the contract record gives the ladder asset tag, and searching by that tag finds the last inspection, which answers the question.',
        goal: 'A customer on hire contract HC-55190 asks when the 3-section combination ladder they rented was last safety-inspected. Find out and reply.',
        spec: {
          agent: 'Hire Counter Assistant', model: 'gpt-4o-mini',
          system: 'You assist a tool and ladder hire counter. Tools: search_inspections, get_contract.',
          steps: [
            { llm: '' }, { tool: 'search_inspections', args: { query: 'HC-55190' }, out: (N) => ({ hits: [], took: N.ms(5, 50) }) },
            { llm: 'Inspections are probably logged by asset, not by contract. Fetching the contract to get the asset tag.' },
            { tool: 'get_contract', args: { contract: 'HC-55190' }, out: { contract: 'HC-55190', customer: 'D. Price Roofing', items: [{ asset_tag: 'LAD-3C-0187', description: '3-section combination ladder 3x9 rungs' }], out_date: '2025-04-02' } },
            { llm: '' }, { tool: 'search_inspections', args: { asset_tag: 'LAD-3C-0187' }, out: (N) => ({ hits: [{ asset_tag: 'LAD-3C-0187', inspected: '2025-03-28', inspector: 'M. Hale', result: 'PASS', standard: 'BS EN 131', next_due: '2025-06-28' }], took: N.ms(5, 50) }) },
            { llm: 'The combination ladder on HC-55190 (asset LAD-3C-0187) was last inspected on 28 March 2025 by M. Hale to BS EN 131 and passed; the next inspection is due 28 June 2025.' },
          ],
        },
      };
    },
  },
  {
    id: '04', domain: 'falafel franchise (food hygiene ratings)', style: 'google_adk',
    make(N) {
      return {
        isolates: 'A hygiene-rating search by business name returns 47 matches; the franchise database supplies the branch postcode, and the postcode-constrained search returns the single branch rating.',
        goal: 'What food hygiene rating did our Falafel Corner franchise in Sheffield get at its last inspection, and when?',
        spec: {
          agent: 'franchise_compliance', model: 'gemini-2.0-flash', app: 'franchise_ops',
          system: 'You support compliance for a falafel franchise. Tools: hygiene_search, franchise_directory.',
          steps: [
            { llm: '' }, { tool: 'hygiene_search', args: { name: 'Falafel Corner' }, out: (N) => ({ meta: { totalCount: 47, returned: 3, requestId: N.uuid() }, establishments: [{ name: 'Falafel Corner', town: 'Leeds', rating: 5 }, { name: 'The Falafel Corner', town: 'London', rating: 4 }, { name: 'Falafel Corner Express', town: 'Manchester', rating: 5 }] }) },
            { llm: 'Too many matches. I will get the Sheffield branch postcode from the franchise directory.' },
            { tool: 'franchise_directory', args: { city: 'Sheffield' }, out: { branches: [{ branch: 'FC-SHF-02', address: '214 London Road', postcode: 'S2 4LW', franchisee: 'Karim Haddad' }] } },
            { llm: '' }, { tool: 'hygiene_search', args: { name: 'Falafel Corner', postcode: 'S2 4LW' }, out: (N) => ({ meta: { totalCount: 1, returned: 1, requestId: N.uuid() }, establishments: [{ name: 'Falafel Corner', address: '214 London Road, Sheffield', rating: 4, rating_date: '2025-02-11', scores: { hygiene: 5, structural: 5, management: 10 } }] }) },
            { llm: 'The Sheffield branch (214 London Road, S2 4LW) was rated 4 (Good) at its last inspection on 11 February 2025; confidence in management scored 10, so that is the area to improve.' },
          ],
        },
      };
    },
  },
  {
    id: '05', domain: 'snow globe manufacturing (fill fluid supplier)', style: 'mlflow',
    make(N) {
      return {
        isolates: 'Searching approved suppliers for "glycerin" finds none; the fluid safety data sheet names the material as glycerol USP, and that query finds two approved suppliers with stock.',
        goal: 'We are low on snow-globe fill fluid base. Find an approved supplier that can deliver 200 L of the glycerin component within two weeks.',
        spec: {
          agent: 'globe_purchasing_agent', model: 'gpt-4.1',
          system: 'You handle purchasing for a snow globe factory. Only approved suppliers may be used.',
          steps: [
            { llm: '' }, { tool: 'approved_suppliers_search', args: { material: 'glycerin' }, out: { matches: [], note: 'no material master entry matches "glycerin"' } },
            { llm: 'The material master probably uses a different name. Checking the fill fluid SDS.' },
            { tool: 'get_sds', args: { product: 'GLOBE-FILL-A' }, out: 'Section 3: Composition\n  Glycerol (USP grade), CAS 56-81-5 ........ 35%\n  Water, deionised ......................... 64%\n  Preservative (phenoxyethanol) ............. 1%' },
            { llm: '' }, { tool: 'approved_suppliers_search', args: { material: 'Glycerol USP', cas: '56-81-5' }, out: (N) => ({ matches: [{ supplier: 'Brenntag-style Chem Dist.', lead_days: 6, pack: '200L drum', price_gbp: 412 }, { supplier: 'Northern Glycerine Co', lead_days: 12, pack: '25L x 8', price_gbp: 455 }], searched_at: N.iso() }) },
            { llm: 'Two approved suppliers stock glycerol USP (CAS 56-81-5): the chemical distributor can deliver a 200 L drum in 6 days for £412, and Northern Glycerine Co in 12 days for £455 (8×25 L). Recommend the 200 L drum.' },
          ],
        },
      };
    },
  },
  {
    id: '06', domain: 'rickshaw tours (city licensing rules)', style: 'openinference',
    make(N) {
      return {
        isolates: 'A council site search for "rickshaw permit" returns nothing; a result from a news search uses the legal term "pedicab", and the council search with that term finds the licensing policy that answers the question.',
        goal: 'We want to run cycle-rickshaw sightseeing tours in Edinburgh. Find out what licence the council requires and the fee.',
        spec: {
          agent: 'tour_startup_helper', model: 'gpt-4o', project: 'rickshaw-tours',
          system: 'You research regulations for a small cycle-rickshaw tour start-up.',
          steps: [
            { llm: '' }, { tool: 'council_site_search', args: { q: 'rickshaw permit' }, out: '<div class="search-results"><p>Your search for <strong>rickshaw permit</strong> returned 0 results.</p></div>' },
            { llm: 'No council pages use that term. Checking news coverage for the terminology in use.' },
            { tool: 'news_search', args: { q: 'Edinburgh rickshaw licence council' }, out: { results: [{ title: 'Council consults on pedicab licensing as festival numbers grow', source: 'Edinburgh Evening News', date: '2024-11-04' }] } },
            { llm: 'The council calls them pedicabs. Searching the council site for that.' },
            { tool: 'council_site_search', args: { q: 'pedicab licence' }, out: '<div class="search-results"><ol><li><a href="/licensing/pedicab">Pedicab operator and driver licences</a><p>Operators need a Pedicab Operator Licence (£395, 1 year); each rider needs a Pedicab Driver Licence (£120) and a basic disclosure check...</p></li></ol></div>' },
            { llm: 'Edinburgh treats cycle rickshaws as pedicabs: you need a Pedicab Operator Licence (£395 per year) and each rider needs a Pedicab Driver Licence (£120) plus a basic disclosure check.' },
          ],
        },
      };
    },
  },
];
