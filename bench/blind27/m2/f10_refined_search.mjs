// Family: refined_search — healthy: early queries find nothing or too much; a genuinely different query
// (other source, or a constraint learnt from a result) finds new results, and the agent finishes.
// loop: false, stagnation: false.
export const family = 'refined_search';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 vintage radio restoration parts — OpenAI Assistants
  (N) => ({
    domain: 'vintage valve radio restoration', style: 'assistants', model: 'gpt-4o',
    isolates: 'A search by description finds nothing; the assistant reads the schematic, learns the factory part number 32-3120, and a search by that number finds two listings; it picks one and finishes.',
    system: 'Parts researcher for Crystal Set Radio Restorations.',
    goal: 'Find a replacement second IF transformer for a 1937 Philco 37-116 chassis.',
    turns: [
      { think: 'Search the parts marketplace by description.', calls: [{ name: 'parts_search', args: { q: 'Philco 37-116 second IF transformer' }, out: { hits: 0, took_ms: N.int(20, 90), index: 'parts-' + N.compact().slice(0, 8) } }] },
      { think: 'Nothing by description. The Philco service manual lists factory part numbers; look it up.', calls: [{ name: 'doc_lookup', args: { doc: 'philco_37-116_service.pdf', find: 'I.F. transformer' }, out: { page: 7, text: 'Item 22 — 2nd I.F. Transformer (470 kc) ... Part No. 32-3120', ocr_confidence: 0.91 } }] },
      { think: 'The factory number is 32-3120 and the IF is 470 kc, not 455 kHz. Search by part number.', calls: [{ name: 'parts_search', args: { q: '"32-3120" Philco' }, out: { hits: 2, items: [{ id: 'L-' + N.int(10000, 99999), title: 'Philco 32-3120 IF transformer, tested', price_usd: 38, seller: 'oldradioparts', condition: 'used, tested' }, { id: 'L-' + N.int(10000, 99999), title: 'Philco 32-3120 (cracked can)', price_usd: 12, seller: 'estate-lot-77', condition: 'for parts' }], took_ms: N.int(20, 90) } }] },
      { say: 'Found it: Philco part 32-3120 (470 kc 2nd IF). Best option is the tested unit from oldradioparts at $38; the $12 one has a cracked can.' },
    ],
    final: 'Philco 32-3120, tested unit at $38.',
  }),
  // 02 tiki bar supplies — Langtrace
  (N) => ({
    domain: 'tiki bar spirits sourcing', style: 'langtrace', model: 'gpt-4o-mini', service: 'tiki-buyer',
    isolates: 'A broad distributor search returns 214 rums; the agent narrows to the distributor\'s own filters for overproof Demerara in 750 ml in-state, gets 3 new results and places the order.',
    system: 'Purchasing assistant for The Lava Lamp tiki bar (Oregon).',
    goal: 'We need an overproof Demerara rum for the Zombie — find one our distributor can deliver this week and order 6 bottles.',
    turns: [
      { think: 'Search the distributor catalogue.', calls: [{ name: 'distributor_search', args: { q: 'rum' }, out: { total: 214, items: [{ sku: 'RUM-0001', name: 'White rum 1L' }, { sku: 'RUM-0002', name: 'Spiced rum 750ml' }, { sku: 'RUM-0003', name: 'Gold rum 1.75L' }], facets: { style: ['white', 'gold', 'spiced', 'aged', 'overproof', 'demerara'], deliver_by: ['this_week', 'next_week'] }, took: N.ms() } }] },
      { think: '214 results is too broad. The facets offer style=overproof and demerara plus a delivery filter; use them.', calls: [{ name: 'distributor_search', args: { q: 'rum', style: ['overproof', 'demerara'], size_ml: 750, deliver_by: 'this_week' }, out: { total: 3, items: [{ sku: 'RUM-4471', name: 'Lemon Hart 151 Demerara 750ml', abv: 75.5, case_price: 178 }, { sku: 'RUM-4480', name: 'Hamilton 151 Overproof Demerara 750ml', abv: 75.5, case_price: 192 }, { sku: 'RUM-4502', name: 'El Dorado 12 Demerara 750ml', abv: 40, case_price: 210 }], took: N.ms() } }] },
      { think: 'Two 151-proof Demeraras; Lemon Hart 151 is cheaper. Order 6.', calls: [{ name: 'distributor_order', args: { sku: 'RUM-4471', qty: 6 }, out: { order: 'SO-' + N.int(600000, 699999), delivery: 'Thu', olcc_invoice: N.ALNUM(10) } }] },
      { say: 'Ordered 6 × Lemon Hart 151 Demerara (750 ml), delivery Thursday.' },
    ],
    final: 'Ordered 6 × Lemon Hart 151.',
  }),
  // 03 sea glass jewellery — LlamaIndex with retriever spans
  (N) => ({
    domain: 'sea glass jewellery maker beach collecting rules', style: 'llamaindex', model: 'gpt-4o-mini',
    isolates: 'Retrieval over permit FAQs finds nothing about sea glass; the agent switches to the council bylaw index with the legal term "removal of beach materials", finds the relevant clause and answers.',
    system: 'Research assistant for a small sea glass jewellery business in Northumberland.',
    goal: 'Can I legally collect sea glass on Seaham beach for jewellery I sell?',
    turns: [
      { think: 'Search the permits FAQ index.', calls: [{ name: 'permits_faq_retriever', retriever: true, args: { query: 'collect sea glass Seaham sell jewellery', top_k: 5 }, out: [{ node_id: N.uuid(), score: 0.41, text: 'Street trading licences are required for selling goods on public highways...' }, { node_id: N.uuid(), score: 0.38, text: 'Metal detecting on council land requires written permission...' }] }] },
      { think: 'Low scores and nothing about the beach. Coastal rules are usually in bylaws under "removal of beach materials"; query the bylaw index instead.', calls: [{ name: 'bylaws_retriever', retriever: true, args: { query: 'removal of sand shingle stones or other beach materials', top_k: 5 }, out: [{ node_id: N.uuid(), score: 0.83, text: 'Byelaw 4: No person shall without lawful authority remove from the seashore any sand, shingle, stones or other materials, save small quantities for personal, non-commercial use.', metadata: { source: 'durham_seashore_byelaws_1998.pdf', page: 3 } }, { node_id: N.uuid(), score: 0.71, text: 'Applications for commercial removal should be made to the Coastal Officer.', metadata: { source: 'durham_seashore_byelaws_1998.pdf', page: 5 } }] }] },
      { say: 'Under the Durham seashore byelaws (Byelaw 4), only small quantities for personal, non-commercial use may be taken. Collecting to sell jewellery is commercial, so you need permission from the Coastal Officer (page 5 of the byelaws).' },
    ],
    final: 'Commercial collection needs Coastal Officer permission.',
  }),
  // 04 recumbent trike builders — Haystack
  (N) => ({
    domain: 'recumbent trike frame builders sourcing', style: 'haystack', model: 'gpt-4o',
    isolates: 'A search for an idler pulley by generic name returns unrelated documents; using the chain-line offset learned from the frame drawing (42 mm) the agent queries the bearing supplier catalogue and finds a matching part.',
    system: 'Sourcing assistant for Low Rider Trikes.',
    goal: 'Find a chain idler for the new Tadpole-3 frame.',
    turns: [
      { think: 'Search supplier docs.', calls: [{ name: 'supplier_docs', retriever: true, args: { query: 'chain idler' }, out: [{ id: N.sha().slice(0, 16), content: 'Idler arm for derailleur cage, road groupsets', score: 3.1 }, { id: N.sha().slice(0, 16), content: 'Timing belt idler for e-bike motors', score: 2.9 }] }] },
      { think: 'Generic results. Check the Tadpole-3 drawing for the idler mount spec.', calls: [{ name: 'read_drawing_notes', args: { drawing: 'TP3-FRAME-rev C' }, out: { notes: ['Idler boss: M8 thru-bolt', 'Chain line offset at idler: 42 mm from frame centre', 'Power-side idler, 15T min'] } }] },
      { think: 'Now I know: power-side, M8 bolt, 15T minimum, 42 mm chain line. Query with those constraints in the recumbent parts catalogue.', calls: [{ name: 'recumbent_catalog', retriever: true, args: { query: 'power side idler 15T M8 42mm chainline', filters: { field: 'meta.category', operator: '==', value: 'idlers' } }, out: [{ id: N.sha().slice(0, 16), content: 'TerraCycle Elite Power Idler 15T, M8, fits 40-45 mm chain line', meta: { price_usd: 89, sku: 'TC-EPI-15' }, score: 11.4 }] }] },
      { say: 'Use the TerraCycle Elite Power Idler 15T (TC-EPI-15, $89): M8 mount, fits 40-45 mm chain line, matching the Tadpole-3 rev C drawing.' },
    ],
    final: 'TC-EPI-15.',
  }),
  // 05 Nix flake build failure — Aider
  (N) => ({
    domain: 'Nix flake packaging of a plotting tool', style: 'aider', model: 'gpt-4.1', repo: 'plotkit-nix',
    isolates: 'A generic issue search returns 300+ hits; searching the exact error string finds the one nixpkgs issue with the workaround, which the agent applies and the build passes.',
    system: 'aider, repo plotkit-nix',
    goal: 'nix build .#plotkit fails after updating nixpkgs. Fix it.',
    turns: [
      { say: 'Reproducing.', calls: [{ name: '/run', args: { cmd: 'nix build .#plotkit -L' }, error: 'exit 1', out: `plotkit> ERROR: Could not find a version that satisfies the requirement setuptools-scm>=8 (from versions: none)\nerror: builder for '/nix/store/${N.alnum(32)}-python3.12-plotkit-0.4.1.drv' failed with exit code 1` }] },
      { say: 'Searching nixpkgs issues.', calls: [{ name: '/web', args: { url: 'https://github.com/NixOS/nixpkgs/issues?q=python+build+fails' }, out: `Showing 312 open issues ... (first: "python3Packages.foo: build failure on darwin", "pytorch fails on aarch64" ...)\nfetched ${N.http()}` }] },
      { say: 'Too broad. Searching the exact error text instead.', calls: [{ name: '/web', args: { url: 'https://github.com/NixOS/nixpkgs/issues?q=%22setuptools-scm%3E%3D8%22+%22versions%3A+none%22' }, out: `1 issue: #${N.int(300000, 360000)} "buildPythonPackage: setuptools-scm must be in build-system, not dependencies" — comment: move setuptools-scm to build-system = [ setuptools setuptools-scm ]; pip no longer fetches it.` }] },
      { say: 'The fix is to declare setuptools-scm in build-system.\n\nflake.nix\n```nix\n<<<<<<< SEARCH\n        dependencies = [ numpy matplotlib setuptools-scm ];\n=======\n        build-system = [ setuptools setuptools-scm ];\n        dependencies = [ numpy matplotlib ];\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'flake.nix' }, out: 'Applied edit to flake.nix' }, { name: '/run', args: { cmd: 'nix build .#plotkit -L' }, out: `plotkit> Successfully built plotkit-0.4.1-py3-none-any.whl\nplotkit> Finished executing pythonImportsCheckPhase\n/nix/store/${N.alnum(32)}-python3.12-plotkit-0.4.1` }] },
      { say: 'Build passes: setuptools-scm moved to build-system in flake.nix.' },
    ],
    final: 'Build fixed.',
  }),
  // 06 enamel pin makers — OpenInference / Arize Phoenix
  (N) => ({
    domain: 'enamel pin manufacturer search', style: 'openinference', model: 'gpt-4o-mini', project: 'pin-club',
    isolates: 'The first supplier search returns 40 factories with MOQ 100+; the agent adds the constraint the user cares about (MOQ ≤ 50, soft enamel) from a second source, a makers\' directory, finds two new suppliers and recommends one.',
    system: 'Sourcing assistant for a small enamel pin shop.',
    goal: 'Find a manufacturer that will do a run of 50 soft enamel pins (25 mm, 2 colours) within three weeks.',
    turns: [
      { think: 'Search the B2B marketplace.', calls: [{ name: 'b2b_search', args: { q: 'soft enamel pin manufacturer' }, out: { total: 40, sample: [{ name: 'Kunshan Badge Co', moq: 100 }, { name: 'Dongguan Pins Ltd', moq: 200 }, { name: 'Zhongshan Craft', moq: 100 }], min_moq_seen: 100, request_id: N.req('srch-') } }] },
      { think: 'All listings need 100+ pieces. Small-batch makers are listed in the indie makers directory; search there with MOQ ≤ 50 and soft enamel.', calls: [{ name: 'makers_directory', retriever: true, args: { query: 'soft enamel pins MOQ 50 or less, lead time under 3 weeks' }, out: [{ id: N.uuid(), name: 'Pinfinity Studio (UK)', moq: 50, lead_time_days: 15, price_each_gbp: 2.1 }, { id: N.uuid(), name: 'Little Badge Works', moq: 25, lead_time_days: 24, price_each_gbp: 2.8 }] }] },
      { say: 'Recommended: Pinfinity Studio — MOQ 50, 15-day lead time, about £2.10 each (£105 for 50). Little Badge Works takes 25 but needs 24 days, which misses the three-week window.' },
    ],
    final: 'Pinfinity Studio.',
  }),
];
