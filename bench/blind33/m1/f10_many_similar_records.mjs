// Family 10 (healthy): reading many similar but different records with the same tool and output template, then a summary.
export const family = 'many_similar_records';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'harmonica customizing workshop', style: 'llamaindex',
    isolates: 'Five customer spec files are read one after another with the same file tool and template, each with different keys, reed gaps and finishes, then a bench schedule is written.',
    goal: 'Read the five pending custom-harmonica orders in orders/pending/ and draft this week\'s bench schedule, grouping by work type.',
    opts: { agent: 'workshop-assistant', model: 'gpt-4o-mini', system: 'You help a harmonica customizer plan bench work.' },
    build(k) {
      const r = k.r;
      const spec = (id, cust, model, key, gap, extras) => `# Order ${id}\ncustomer: ${cust}\nbase_model: ${model}\nkey: ${key}\nreed_gapping: ${gap}\nextras: ${extras}\nreceived: ${r.date('day', r.now - r.int(2, 9) * 86400000)}\n`;
      const files = [
        ['HC-1041.md', spec('HC-1041', 'M. Delacroix', 'Hohner Special 20', 'A', 'low (overblow setup)', 'embossed slots, sanded comb')],
        ['HC-1043.md', spec('HC-1043', 'J. Whitfield', 'Suzuki Manji', 'C', 'medium', 'none')],
        ['HC-1044.md', spec('HC-1044', 'Aiyana Redcloud', 'Seydel 1847 Classic', 'Low D', 'low (overblow setup)', 'stainless reeds retune to 442 Hz')],
        ['HC-1046.md', spec('HC-1046', 'T. Okafor', 'Hohner Marine Band Crossover', 'G', 'medium', 'custom cover engraving "Lagos 1989"')],
        ['HC-1047.md', spec('HC-1047', 'Blues Society raffle', 'Hohner Special 20', 'A, C, D (3 harps)', 'medium', 'matching wood-grain combs')],
      ];
      const ch = [];
      for (const [f, body] of files) ch.push(...k.t({ calls: [{ name: 'read_file', args: { path: `orders/pending/${f}` }, out: body }] }));
      ch.push(...k.t({ text: 'Bench schedule: Mon-Tue overblow setups (HC-1041 Special 20 in A with embossing and sanded comb; HC-1044 Seydel Low D including retune to 442 Hz). Wed medium gapping batch: HC-1043 Manji C, HC-1046 Crossover G, and the three raffle Special 20s for HC-1047. Thu: combs for HC-1047 and send HC-1046 covers to the engraver Tuesday so they are back by Friday.' }));
      return k.root(ch, { output: { response: 'Bench schedule drafted for 7 harmonicas across 5 orders.' } });
    },
  },
  {
    n: '02', domain: 'snowboard rental shop returns', style: 'pydantic-ai',
    isolates: 'Six rental-return records fetched with identical calls except the return id, each with different damage notes and fees, followed by a damage summary for the owner.',
    goal: 'Go through Sunday\'s six snowboard rental returns that were flagged by staff and summarise damage charges and boards to pull from the fleet.',
    opts: { agent: 'rental_desk', model: 'gpt-4o-mini', system: 'You help the rental shop manager review returns.' },
    build(k) {
      const r = k.r;
      const recs = [
        ['R-88120', 'Burton Ripcord 154', 'base gouge 4cm, core not exposed', 25, false],
        ['R-88127', 'Nitro Prime 158', 'binding strap ratchet broken (left toe)', 15, false],
        ['R-88131', 'Burton Ripcord 150', 'edge crack 6cm heel side', 90, true],
        ['R-88133', 'Rossignol Soulside 146', 'no damage, late return 2h', 20, false],
        ['R-88140', 'Nitro Prime 162', 'topsheet delamination near nose', 60, true],
        ['R-88142', 'K2 Standard 155', 'wax burn / base oxidised, needs service', 0, false],
      ];
      const ch = [];
      for (const [id, board, note, fee, pull] of recs) ch.push(...k.t({ calls: [{ name: 'get_return', args: { return_id: id }, out: { return_id: id, board, staff_note: note, damage_fee_eur: fee, pull_from_fleet: pull, checked_in: r.date('iso'), staff: r.pick(['Lukas', 'Mia', 'Jonas']) } }] }));
      ch.push(...k.t({ text: 'Sunday flagged returns: €210 in charges. Pull 2 boards: Burton Ripcord 150 (heel-side edge crack, €90) and Nitro Prime 162 (nose delamination, €60). Repairable in-house: Ripcord 154 base gouge (€25), Nitro Prime 158 toe ratchet (€15). K2 Standard 155 only needs a base grind, no charge; Soulside 146 was a late-return fee (€20).' }));
      return k.root(ch, { output: { output: '6 returns reviewed: €210 charges, 2 boards pulled.' } });
    },
  },
  {
    n: '03', domain: 'beach cleanup NGO reporting', style: 'otel-genai',
    isolates: 'Five beach cleanup reports read with the same tool and JSON template, each with different counts and top items, aggregated into a regional summary.',
    goal: 'Compile the October regional litter summary from the five volunteer beach cleanup reports (totals, top items, per-100m density).',
    opts: { agent: 'cleanup-reporter', model: 'gpt-4.1-mini', system: 'You compile marine litter survey summaries (OSPAR categories).' },
    build(k) {
      const r = k.r;
      const beaches = [
        ['BCH-01 Sandymouth', 100, 412, { 'plastic fragments 2.5-50cm': 140, 'rope/cord': 61, 'bottle caps': 38 }],
        ['BCH-02 Widemouth', 100, 288, { 'plastic fragments 2.5-50cm': 97, 'cotton bud sticks': 44, 'crisp packets': 21 }],
        ['BCH-03 Crooklets', 100, 173, { 'plastic fragments 2.5-50cm': 66, 'cigarette butts': 30, 'rope/cord': 18 }],
        ['BCH-04 Northcott', 100, 509, { 'fishing net pieces': 188, 'plastic fragments 2.5-50cm': 131, 'rope/cord': 57 }],
        ['BCH-05 Duckpool', 100, 95, { 'plastic fragments 2.5-50cm': 29, 'wet wipes': 17, 'bottle caps': 9 }],
      ];
      const ch = [];
      for (const [b, len, total, top] of beaches) ch.push(...k.t({ calls: [{ name: 'get_cleanup_report', args: { beach: b.split(' ')[0], month: '2025-10' }, out: JSON.stringify({ beach: b, survey_length_m: len, items_total: total, top_items: top, volunteers: r.int(6, 22), submitted: r.date('isoOff'), form_rev: 'v' + r.int(3, 4) }) }] }));
      ch.push(...k.t({ text: 'October summary (5 beaches, 100 m each): 1,477 items, mean 295 per 100 m. Northcott is the hotspot (509, driven by 188 fishing-net pieces); Duckpool cleanest (95). Plastic fragments are the top item region-wide (463, 31%), followed by fishing nets (188) and rope/cord (136). Sewage-related debris (cotton buds 44, wet wipes 17) appears at Widemouth and Duckpool.' }));
      return k.root(ch, { output: 'Regional October summary: 1,477 items, hotspot Northcott.' });
    },
  },
  {
    n: '04', domain: 'bus stop accessibility audits', style: 'openinference',
    isolates: 'A browsing agent opens five audit pages with the same fetch tool and HTML template (different stops, different defects), then produces a prioritised fix list.',
    goal: 'From the council\'s published accessibility audits for the five stops on route 42\'s hospital section, list the defects and prioritise the fixes.',
    opts: { agent: 'access-audit-agent', model: 'gpt-4o', llmName: 'OpenAI.chat' },
    build(k) {
      const r = k.r;
      const page = (id, name, kerb, shelter, tactile, info) => `HTTP/1.1 200 OK\ncontent-type: text/html; charset=utf-8\netag: ${r.etag(true)}\nx-cache: ${r.pick(['HIT', 'MISS'])}\n\n<article class="audit"><h1>Stop ${id} – ${name}</h1><table><tr><th>Kerb height</th><td>${kerb}</td></tr><tr><th>Shelter</th><td>${shelter}</td></tr><tr><th>Tactile paving</th><td>${tactile}</td></tr><tr><th>Real-time info</th><td>${info}</td></tr></table><p class="audited">Audited ${r.date('eu')}</p></article>`;
      const stops = [
        ['4201', 'Infirmary Main Gate', '180 mm (Kassel kerb)', 'yes, seat + perch', 'present', 'audio + screen'],
        ['4202', 'Infirmary Outpatients', '110 mm', 'yes, no seating', 'missing', 'screen only'],
        ['4203', 'Mill Lane', '90 mm', 'none', 'worn, 40% coverage', 'none'],
        ['4204', 'Hospice Road', '140 mm', 'yes, seat', 'present', 'none'],
        ['4205', 'Park & Ride', '160 mm', 'yes, seat + perch', 'present', 'screen only'],
      ];
      const ch = [];
      for (const s of stops) ch.push(...k.t({ calls: [{ name: 'fetch_url', args: { url: `https://council.example/transport/audits/stop-${s[0]}` }, out: page(...s) }] }));
      ch.push(...k.t({ text: 'Priorities: (1) 4203 Mill Lane — 90 mm kerb makes ramp deployment steep, no shelter, worn tactiles; raise to 160 mm and add shelter. (2) 4202 Outpatients — missing tactile paving and no seating at a hospital stop. (3) Audio announcements at 4202, 4204 and 4205 (4204 has no real-time info at all). 4201 meets all criteria.' }));
      return k.root(ch, { output: { 'output.value': '3 priority fixes across 4 stops; 4201 compliant.' } });
    },
  },
  {
    n: '05', domain: 'chandelier restoration studio', style: 'anthropic',
    isolates: 'Five job records read in turn with the same tool (different chandeliers, crystal counts and faults), followed by a workload and parts summary.',
    goal: 'Summarise the five chandelier jobs on the restoration bench: crystals to source, rewiring needed, and estimated hours, so I can quote the lead time to new clients.',
    opts: { agent: 'studio-assistant', model: 'claude-3-5-haiku-20241022', system: 'You assist a chandelier restoration studio.' },
    build(k) {
      const r = k.r;
      const jobs = [
        { job: 'CH-311', piece: 'Regency 12-arm, ormolu', missing_crystals: { 'pear drop 63mm': 14, 'octagon button': 40 }, rewire: true, est_hours: 38 },
        { job: 'CH-314', piece: 'Bohemian 8-arm, Maria Theresa style', missing_crystals: { 'almond 50mm': 22 }, rewire: false, est_hours: 16 },
        { job: 'CH-315', piece: 'Art Deco flush mount, frosted glass', missing_crystals: {}, rewire: true, est_hours: 9, note: 'one cracked panel, order from glass cutter' },
        { job: 'CH-318', piece: 'Victorian gasolier converted to electric', missing_crystals: { 'prism 76mm': 6 }, rewire: true, est_hours: 44, note: 'gas pipes to be sleeved, PAT + earth continuity' },
        { job: 'CH-320', piece: 'Murano 6-arm, amber glass', missing_crystals: {}, rewire: false, est_hours: 12, note: 'two arms broken, send to Venice restorer' },
      ];
      const ch = [];
      for (const j of jobs) ch.push(...k.t({ calls: [{ name: 'get_job', args: { job_id: j.job }, out: { ...j, updated: r.date('py') } }] }));
      ch.push(...k.t({ text: 'Bench load is 119 hours across 5 jobs. Crystals to source: 14 pear drops (63 mm) and 40 octagon buttons for CH-311, 22 almonds (50 mm) for CH-314 and 6 prisms (76 mm) for CH-318. Rewiring on CH-311, CH-315 and CH-318 (the gasolier also needs pipe sleeving and PAT). External dependencies: CH-315 glass panel and CH-320 arms from the Venice restorer. At ~30 bench hours a week, quote new clients about 4-5 weeks.' }));
      return k.root(ch, { output: '119 bench hours; quote 4-5 weeks lead time.' });
    },
  },
  {
    n: '06', domain: 'absinthe distillery batch records', style: 'haystack',
    isolates: 'A Haystack agent reads five batch records with the same tool (different ABV, thujone, botanicals lots), then writes a release summary flagging the one out-of-spec batch.',
    goal: 'Review batch records B-2501 to B-2505 for our verte absinthe and tell QA which can be released (spec: 68-72% ABV, thujone < 35 mg/kg, louche test pass).',
    opts: { agent: 'qa-agent', model: 'gpt-4o-mini' },
    build(k) {
      const r = k.r;
      const b = [
        ['B-2501', 70.1, 12.4, 'pass', 'wormwood lot W-88'],
        ['B-2502', 69.6, 13.0, 'pass', 'wormwood lot W-88'],
        ['B-2503', 72.8, 12.7, 'pass', 'wormwood lot W-91'],
        ['B-2504', 70.4, 18.9, 'pass', 'wormwood lot W-91, extra petite wormwood colouring'],
        ['B-2505', 68.9, 11.8, 'weak louche', 'anise lot A-17 (new supplier)'],
      ];
      const ch = [];
      for (const [id, abv, thujone, louche, bot] of b) ch.push(...k.t({ calls: [{ name: 'read_batch_record', args: { batch: id }, out: `BATCH ${id} | still: Alembic-2 | ABV ${abv}% | thujone ${thujone} mg/kg | louche: ${louche} | botanicals: ${bot} | signed: ${r.pick(['E.Vernier', 'C.Dubied'])} ${r.date('eu')}` }] }));
      ch.push(...k.t({ text: 'Release B-2501, B-2502 and B-2504 (all in spec; B-2504 thujone 18.9 mg/kg is higher but under 35). Hold B-2503: ABV 72.8% exceeds the 72% upper limit, reduce with water before bottling. Hold B-2505: weak louche, likely the new anise lot A-17; request anethole content from the supplier.' }));
      return k.root(ch, { output: { replies: ['Release B-2501, B-2502, B-2504; hold B-2503 (ABV) and B-2505 (louche).'] } });
    },
  },
];
