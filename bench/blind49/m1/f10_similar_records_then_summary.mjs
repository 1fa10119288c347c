import { Rec } from './lib.mjs';
export const FAMILY = { name: 'similar_records_then_summary', loop: false, stagnation: false,
  isolates: 'the same tool reads many similar but different records (same template, different contents), then the agent summarises' };

export const scenarios = [
  // 01 hay meadow botanical surveys: OpenInference
  (id) => {
    const goal = 'Summarise the 2025 hay meadow botanical surveys for the six meadows in the stewardship scheme.';
    const r = new Rec(id, 'openinference', { model: 'gpt-4o', goal });
    const n = r.n;
    const m = [['Long Ing', 21, 'yellow rattle, great burnet'], ['Cow Close', 14, 'meadow buttercup'], ['Nether Hay', 26, 'wood cranesbill, pignut'], ['Top Allotment', 9, 'Yorkshire fog dominant'], ['Beck Side', 18, 'marsh marigold'], ['Far Ings', 23, 'eyebright, lady\'s mantle']];
    for (const [name, sp, notes] of m) r.step(null, [{ name: 'get_survey', args: { meadow: name, year: 2025 }, out: JSON.stringify({ meadow: name, quadrats: 10, species_per_m2: sp, indicators: notes, surveyor: n.pick(['JH', 'AK', 'RB']), recorded: n.iso() }) }]);
    r.step('Summary: Nether Hay (26 spp/m²) and Far Ings (23) are in best condition; Top Allotment (9, Yorkshire fog dominant) needs green-hay spreading and later cutting; Cow Close (14) is improving but species-poor.');
    return { isolates: 'OpenInference: six get_survey calls on different meadows with different species counts, then a ranked summary.', goal, root: r.finish('summary') };
  },
  // 02 community orchard grafting records: LlamaIndex
  (id) => {
    const goal = 'Report grafting success by rootstock from this spring\'s orchard workshop records.';
    const r = new Rec(id, 'llamaindex', { model: 'gpt-4o-mini', goal });
    const n = r.n;
    const recs = [['MM106', 'Egremont Russet', 12, 10], ['M26', 'Ashmead\'s Kernel', 8, 5], ['MM111', 'Bramley', 10, 9], ['M9', 'Discovery', 6, 3], ['Quince A', 'Conference pear', 9, 8]];
    for (const [rs, sc, g, t] of recs) r.step(null, [{ name: 'read_graft_sheet', args: { rootstock: rs }, out: `Sheet: ${rs}\nScion: ${sc}\nGrafted: ${g}\nTaken: ${t}\nMethod: whip-and-tongue\nRecorded by volunteer #${n.int(1, 40)} on ${n.eu()}` }]);
    r.step('Success rates: MM111 90%, Quince A 89%, MM106 83%, M26 63%, M9 50% — the dwarfing stocks did worst, likely because they were grafted last in the session.');
    return { isolates: 'LlamaIndex: five graft sheets with the same layout but different numbers, then percentage summary.', goal, root: r.finish('report') };
  },
  // 03 beach volleyball tournament results: Haystack
  (id) => {
    const goal = 'Compile the seeding points for the national beach volleyball final from the six qualifier results pages.';
    const r = new Rec(id, 'haystack', { model: 'gpt-4o', goal });
    const n = r.n;
    const q = [['Scheveningen', 'Bos/De Wit'], ['Zandvoort', 'Kramer/Pol'], ['Renesse', 'Bos/De Wit'], ['Egmond', 'Visser/Jansen'], ['Texel', 'Kramer/Pol'], ['Hoek', 'Meijer/Smit']];
    for (const [loc, w] of q) r.step(null, [{ name: 'fetch_page', args: { url: `https://beach.example.nl/qualifiers/${loc.toLowerCase()}/results` }, out: `<h1>Qualifier ${loc}</h1><ol class="podium"><li>${w}</li><li>${n.pick(['Hendriks/Mol', 'Vos/Brink', 'Peters/Kok'])}</li></ol><p class="updated">bijgewerkt ${n.eu()}</p>` }]);
    r.step('Seeding: Bos/De Wit and Kramer/Pol each won two qualifiers (200 pts), Visser/Jansen and Meijer/Smit one each (100 pts); runners-up add 60 per podium.');
    return { isolates: 'Haystack: six result pages of identical HTML template with different winners, then a seeding summary.', goal, root: r.finish('seeding compiled') };
  },
  // 04 dew pond restoration surveys: smolagents
  (id) => {
    const goal = 'Rank the five downland dew ponds for restoration funding using their condition reports.';
    const r = new Rec(id, 'smolagents', { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', goal });
    const n = r.n;
    const p = [['Ditchling DP1', 'dry since May', 'clay lining cracked'], ['Chanctonbury DP', 'holds water', 'silted 40%'], ['Cissbury DP2', 'holds water', 'good'], ['Firle DP', 'seasonal', 'puddling clay thin'], ['Harting DP', 'dry', 'lining absent, trees on bank']];
    for (const [name, w, c] of p) r.step(`Read report for ${name}.`, [{ name: 'read_report', args: { pond: name }, out: { pond: name, water: w, lining: c, great_crested_newt: n.pick([true, false]), report_id: n.uuid() } }]);
    r.step('Ranking for funding: 1) Harting (no lining), 2) Ditchling DP1 (cracked, dry), 3) Firle (thin clay), 4) Chanctonbury (desilting only), 5) Cissbury (good, none needed).');
    return { isolates: 'smolagents: five condition reports read one by one (same template, different ponds), then a ranking.', goal, root: r.finish('ranked') };
  },
  // 05 pet-sitting app slow query logs: OTel GenAI (devops)
  (id) => {
    const goal = 'Find which queries make the pet-sitting app\'s booking page slow by reading the last five Postgres slow-query log files.';
    const r = new Rec(id, 'otel', { model: 'gpt-4.1', goal, agent: 'db-investigator' });
    const n = r.n;
    const logs = [['booking_search', 2841, 'Seq Scan on sitters'], ['availability_join', 1320, 'Nested Loop'], ['reviews_agg', 412, 'HashAggregate'], ['booking_search', 2960, 'Seq Scan on sitters'], ['pet_profile', 88, 'Index Scan']];
    logs.forEach(([q, ms, plan], i) => r.step(null, [{ name: 'read_file', args: { path: `/var/log/postgresql/slow-${i + 1}.log` }, out: `${n.isoMs()} UTC [${n.pid()}] LOG:  duration: ${ms}.${n.int(100, 999)} ms  statement: /* ${q} */ SELECT ...\n  plan: ${plan}` }]));
    r.step('booking_search dominates (2.8-3.0 s, seq scan on sitters); add an index on sitters(postcode_area, active). availability_join at 1.3 s is second.');
    return { isolates: 'OTel GenAI: five log files with the same line format but different queries and timings, then a diagnosis.', goal, root: r.finish('index recommended') };
  },
  // 06 weather vane makers: Langfuse
  (id) => {
    const goal = 'Summarise the open commission briefs for weather vanes so the workshop can batch copper orders.';
    const r = new Rec(id, 'langfuse', { model: 'gpt-4o-mini', goal });
    const n = r.n;
    const b = [['WV-301', 'cockerel', 'copper 0.9mm', 0.6], ['WV-302', 'fox and goose', 'copper 0.9mm', 0.8], ['WV-305', 'sailing barge', 'brass 1.2mm', 0.7], ['WV-306', 'hare', 'copper 0.9mm', 0.5], ['WV-309', 'steam locomotive', 'copper 1.2mm', 1.1], ['WV-311', 'heron', 'copper 0.9mm', 0.6], ['WV-312', 'ploughman', 'steel 2mm', 0.9]];
    for (const [no, motif, metal, m2] of b) r.step(null, [{ name: 'get_brief', args: { commission: no }, out: { commission: no, motif, sheet: metal, area_m2: m2, gilding: n.pick(['none', 'partial', 'full']), updated: n.httpDate() } }]);
    r.step('Copper 0.9 mm: WV-301, 302, 306, 311 = 2.5 m²; copper 1.2 mm: WV-309 = 1.1 m²; brass 1.2 mm: WV-305 = 0.7 m²; steel 2 mm: WV-312 = 0.9 m². Order 3 m² of 0.9 mm copper sheet.');
    return { isolates: 'Langfuse: seven commission briefs of the same shape with different motifs and metals, then a batched materials summary.', goal, root: r.finish('summary') };
  },
];
