// Healthy family 5: first queries find nothing or too much; a genuinely different query (new source or a constraint
// learnt from a result) finds new results, and the agent finishes with them.
import { http } from './lib.mjs';

export default {
  family: 'refined_search_finds_new',
  rows: [
    {
      domain: 'orrery makers', style: 'openai_agents',
      opts: { agent: 'Parts researcher', tools: ['search_catalogue'] },
      isolates: 'OpenAI Agents SDK run: a broad gear search returns thousands of hits, a search constrained by module 0.5 and 127 teeth returns two, and the agent picks one.',
      goal: 'Find a brass spur gear for the Earth-Moon train of our orrery: 127 teeth, module 0.5, 3 mm bore, available in the UK.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'search_catalogue', args: { q: 'brass spur gear' }, out: { total: 2340, items: [{ sku: 'HPC-G05-20', teeth: 20 }, { sku: 'HPC-G05-30', teeth: 30 }, { sku: 'HPC-G1-48', teeth: 48 }], took_ms: n.int(40, 300) } }]));
        c.push(...st.turn('2,340 hits, far too broad. Constraining by module, tooth count and bore.', [{ name: 'search_catalogue', args: { q: 'spur gear', material: 'brass', module: 0.5, teeth: 127, bore_mm: 3, ships_to: 'GB' }, out: { total: 2, items: [{ sku: 'HPC-G05-127B', teeth: 127, module: 0.5, bore_mm: 3, gbp: 18.4, stock: 6 }, { sku: 'RS-774-1270', teeth: 127, module: 0.5, bore_mm: 4, gbp: 14.9, stock: 40, note: 'bore 4 mm' }], took_ms: n.int(40, 300) } }]));
        c.push(...st.final('Use HPC-G05-127B: brass, 127 T, module 0.5, 3 mm bore, 18.40 GBP, 6 in stock (RS-774-1270 is cheaper but has a 4 mm bore).'));
        return st.root(c, 'HPC-G05-127B');
      },
    },
    {
      domain: 'coastal dune restoration', style: 'openinference',
      opts: { agent: 'restoration-planner', rootName: 'ReActAgent.run' },
      isolates: 'OpenInference trace: the national plant database has no seed source for sea holly in the region, so the agent queries a different source (a regional seed bank) and finds two suppliers.',
      goal: 'Find a local-provenance seed source for sea holly (Eryngium maritimum) and marram grass for the Sefton dune restoration plots.',
      build(st, n) {
        const c = [];
        c.push(...st.turn(null, [{ name: 'plant_db_search', args: { species: 'Eryngium maritimum', supplier_region: 'North West England' }, out: { results: [], note: 'No registered suppliers for this species/region', db_version: '2025.' + n.int(1, 12) } }]));
        c.push(...st.turn('The national database lists no regional supplier. Marram is common; for sea holly I will try the regional native seed bank catalogue instead.', [{ name: 'seed_bank_catalogue', args: { query: 'Eryngium maritimum', provenance: ['Sefton', 'Formby', 'Ainsdale'] }, out: { hits: [{ lot: 'NWSB-EM-22-07', provenance: 'Ainsdale', grams: 40, viability: 0.81 }, { lot: 'NWSB-EM-23-02', provenance: 'Formby', grams: 25, viability: 0.77 }], catalogue_rev: n.hex(6) } }]));
        c.push(...st.turn('Two local sea holly lots found. Checking marram.', [{ name: 'seed_bank_catalogue', args: { query: 'Ammophila arenaria', provenance: ['Sefton'] }, out: { hits: [{ lot: 'NWSB-AA-24-11', provenance: 'Sefton', form: 'culms', qty: 5000 }] } }]));
        c.push(...st.final('Sea holly: NWSB-EM-22-07 (Ainsdale, 40 g, 81% viability) and NWSB-EM-23-02 (Formby, 25 g). Marram: NWSB-AA-24-11 (Sefton culms, 5,000). All from the North West seed bank.'));
        return st.root(c, 'Seed sources found.');
      },
    },
    {
      domain: 'film stunt coordination', style: 'anthropic',
      opts: { agent: 'production-coordinator', system: 'You help the production office of a feature film with compliance paperwork.' },
      isolates: 'Claude-style agent finds no certification under the rigger\'s stage name, learns the registration number from the crew sheet, searches by that number and gets the valid record.',
      goal: 'Confirm that the stunt rigger "Jay Storm" booked for the quarry fall sequence holds a current high-fall rigging certification, and file it.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('Searching the stunt register by name.', [{ name: 'search_register', args: { name: 'Jay Storm', category: 'rigging' }, out: { matches: 0, hint: 'Register lists legal names only', request_id: n.uuid() } }]));
        c.push(...st.turn('No match; the register uses legal names. Checking the crew sheet for a registration number.', [{ name: 'read_crew_sheet', args: { dept: 'stunts', name: 'Jay Storm' }, out: `Name (credit): Jay Storm\nLegal name: Jason Stormont\nJISDR no: 1184-R\nAgent: Highfall Artists\nrow updated ${n.euDate()}` }]));
        c.push(...st.turn('The registration number is 1184-R. Searching by number.', [{ name: 'search_register', args: { registration: '1184-R' }, out: { matches: 1, record: { name: 'Jason Stormont', grade: 'Full', skills: ['high falls', 'rigging', 'wire work'], expires: '2026-02-28' } } }]));
        c.push(...st.turn('Valid until Feb 2026. Filing.', [{ name: 'file_document', args: { folder: 'Compliance/Stunts', title: 'Stormont J 1184-R register extract' }, out: { id: n.uuid() } }]));
        c.push(...st.final('Jay Storm (Jason Stormont, 1184-R) holds a Full grade with high falls and rigging, valid to 28 Feb 2026; the extract is filed under Compliance/Stunts.'));
        return st.root(c, 'Certification confirmed and filed.');
      },
    },
    {
      domain: 'jade carving provenance', style: 'langgraph',
      opts: { agent: 'provenance_agent', graph: 'provenance_research' },
      isolates: 'LangGraph agent finds nothing in the auction archive by description, reads a seal inscription from the condition report, searches a museum collection by that inscription and finds the matching record.',
      goal: 'Establish provenance for the nephrite brush-washer (lot 112) consigned to our May sale before we publish the catalogue.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'auction_archive_search', args: { q: 'nephrite brush washer lotus', years: '1950-2024' }, out: { hits: 0, index_built: n.isoNoMs() } }]));
        c.push(...st.turn('No auction records by description. The condition report may have an identifying mark.', [{ name: 'get_condition_report', args: { lot: 112 }, out: 'Lot 112. Pale celadon nephrite, lotus-leaf form, 14.2 cm. Base incised with a four-character mark "Qianlong yu wan" and an old paper label "C.T. Loo 1931 No. 447". Minor chip to rim.' }]));
        c.push(...st.turn('The base label "C.T. Loo 1931 No. 447" is a dealer stock number. Searching the museum dealer-archive database for it.', [{ name: 'museum_archive_search', args: { dealer: 'C.T. Loo', stock_no: '447', year: 1931 }, out: { hits: 1, record: { archive: 'Musée Guimet dealer ledgers', entry: 'No. 447, jade lotus washer, sold 1932 to J. Morgan', image: 'https://archive.example/loo/447.jpg' } } }]));
        c.push(...st.final('Provenance: C.T. Loo stock no. 447 (1931), sold 1932 to J. Morgan, per the Guimet dealer ledgers; matches the label and description of lot 112.'));
        return st.root(c, 'Provenance established via C.T. Loo no. 447.');
      },
    },
    {
      domain: 'paper marbling studio', style: 'griptape',
      opts: { agent: 'Sourcing' },
      isolates: 'Griptape agent: a generic "carrageenan" search returns many food-industry bulk listings; adding the marbling-size constraint and EU shipping yields two suitable suppliers.',
      goal: 'Find a supplier of carrageenan suitable as marbling size, in 250-500 g packs, shipping to Belgium.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('I will search the supplier directory.', [{ name: 'search', tool: 'SupplierDirectory', args: { query: 'carrageenan' }, out: { total: 412, sample: ['E407 kappa 25 kg bag', 'iota carrageenan 20 kg', 'E407a PES 25 kg'], cursor: n.cursor() } }]));
        c.push(...st.turn('412 bulk food listings. Narrowing to marbling size in small packs, shipping to BE.', [{ name: 'search', tool: 'SupplierDirectory', args: { query: 'carrageenan marbling size', pack_g: [250, 500], ships_to: 'BE' }, out: { total: 2, items: [{ supplier: 'Marbling Supplies NL', pack: '250 g', eur: 19.5 }, { supplier: 'Papier & Kleister (DE)', pack: '500 g', eur: 31.0 }] } }]));
        c.push(...st.final('Two options: Marbling Supplies NL, 250 g for 19.50 EUR, and Papier & Kleister (DE), 500 g for 31.00 EUR. Both ship to Belgium.'));
        return st.root(c, 'Two suppliers found.');
      },
    },
    {
      domain: 'shepherd hut builder configurator', style: 'plain',
      opts: { agent: 'swe-agent', model: 'gpt-4.1', system: 'You are a software engineer working in /repo (shepherd-hut-configurator). Use the bash tool.' },
      isolates: 'Message-level coding trace: grep for "axle load" finds nothing, a file read reveals the code calls it "wheel_reaction", a new grep finds the function, and the fix is made and tested.',
      goal: 'The configurator lets customers pick cast-iron wheels for huts over 3.5 t. Block that option above the 3.5 t axle limit and add a test.',
      build(st, n) {
        const c = [];
        const b = (cmd, out) => ({ name: 'bash', args: JSON.stringify({ command: cmd }), strArgs: true, out });
        c.push(...st.turn(null, [b('grep -rn "axle load" src/ | head', '')]));
        c.push(...st.turn('No matches. Let me look at the wheel options module to see the naming.', [b('sed -n 1,40p src/options/wheels.py', `from .physics import wheel_reaction\n\nCAST_IRON = WheelOption("cast_iron", max_kg=3500)\n...\ndef available_wheels(hut):\n    r = wheel_reaction(hut)\n    return [w for w in ALL if w.enabled]`)]));
        c.push(...st.turn('The load is computed by wheel_reaction and not compared to max_kg. Searching for it.', [b('grep -rn "def wheel_reaction" src/', 'src/options/physics.py:12:def wheel_reaction(hut) -> float:')]));
        c.push(...st.turn('Filtering by max_kg in available_wheels.', [b(`sed -i 's/return \\[w for w in ALL if w.enabled\\]/return [w for w in ALL if w.enabled and r <= w.max_kg]/' src/options/wheels.py && python -m pytest -q tests/test_wheels.py`, `....                                                                     [100%]\n4 passed in ${n.dur(0.2, 1.5)}`)]));
        c.push(...st.turn('Adding a regression test for a 3.8 t hut.', [b(`cat >> tests/test_wheels.py <<'PY'\n\ndef test_cast_iron_blocked_over_limit():\n    assert "cast_iron" not in [w.name for w in available_wheels(Hut(mass_kg=3800))]\nPY\npython -m pytest -q tests/test_wheels.py`, `.....                                                                    [100%]\n5 passed in ${n.dur(0.2, 1.5)}`)]));
        c.push(...st.final('Cast-iron wheels are now filtered out when wheel_reaction exceeds 3,500 kg (src/options/wheels.py), with a new test for a 3.8 t hut; 5 tests pass.'));
        return st.root(c, 'Fixed and tested.');
      },
    },
  ],
};
