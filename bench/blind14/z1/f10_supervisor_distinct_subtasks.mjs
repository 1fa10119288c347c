// Healthy family 5: a supervisor hands the same worker agent different sub-tasks in turn; each
// worker run returns new results, and the supervisor ends with a synthesis.

export const family = {
  name: 'supervisor_distinct_subtasks',
  loop: false,
  stagnation: false,
  isolates: 'A supervisor delegates different sub-tasks to the same worker, each answered with new results, then synthesises them.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'alpaca farms', style: 'adk', model: 'gemini-1.5-pro-002', agent: 'farm_manager',
    isolates: 'A farm-manager agent calls the same herd_analyst agent tool three times with different questions (fleece yields, vet history, feed cost), gets different data each time and writes a breeding and sales decision.',
    system: 'You manage a 40-head Huacaya alpaca herd. Use the herd_analyst agent for data questions; decide breeding pairs, sales and culls for the season.',
    goal: 'Decide which females to breed this season, which animals to sell, and whether any should be culled, using fleece, health and feed data.',
    tools: ['herd_analyst'],
    app: 'alpaca_farm',
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'herd_analyst', system: 'You answer data questions about the alpaca herd using query_herd_db. Return concise tables.', goal, tools: ['query_herd_db'] });
      T.llm({ text: 'First I need fleece performance.', calls: [{ name: 'herd_analyst', args: { request: 'Fleece yield and micron for all breeding-age females from the last two shearings.' } }] });
      T.delegate('herd_analyst', undefined, worker('Fleece yield and micron for all breeding-age females from the last two shearings.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_herd_db', args: { sql: "SELECT name, shearing_year, fleece_kg, micron_avg, cv_pct FROM shearing WHERE sex='F' AND age_years BETWEEN 2 AND 12 AND shearing_year >= 2024 ORDER BY name, shearing_year" } }] });
        W.tool('query_herd_db', undefined, () => ({ rows: [['Amara', 2024, 3.1, 19.8, 18], ['Amara', 2025, 3.3, 20.4, 17], ['Belle', 2024, 2.2, 24.9, 24], ['Belle', 2025, 2.0, 26.1, 25], ['Coco', 2024, 3.6, 21.0, 19], ['Coco', 2025, 3.4, 21.7, 18], ['Dulce', 2024, 2.8, 18.9, 16], ['Dulce', 2025, 2.9, 19.3, 16], ['Inca Rose', 2024, 1.9, 27.5, 26], ['Inca Rose', 2025, 1.7, 28.8, 27]], columns: ['name', 'year', 'fleece_kg', 'micron', 'cv_pct'], elapsed_ms: n.int(3, 40), db: 'herd.sqlite' }));
        const a = 'Fleece, last two shearings: Dulce 2.9 kg at 19.3 micron (CV 16%) and Amara 3.3 kg at 20.4 (CV 17%) are the best; Coco is the heaviest at 3.4 kg but 21.7 micron; Belle dropped to 2.0 kg and coarsened to 26.1; Inca Rose is lowest at 1.7 kg and 28.8 micron.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Now health history for the same females.', calls: [{ name: 'herd_analyst', args: { request: 'Vet treatments, body condition scores and birthing history for Amara, Belle, Coco, Dulce and Inca Rose.' } }] });
      T.delegate('herd_analyst', undefined, worker('Vet treatments, body condition scores and birthing history for Amara, Belle, Coco, Dulce and Inca Rose.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_herd_db', args: { sql: "SELECT a.name, v.date, v.reason, a.bcs_latest, a.cria_count, a.last_birth_outcome FROM animals a LEFT JOIN vet v ON v.animal_id=a.id WHERE a.name IN ('Amara','Belle','Coco','Dulce','Inca Rose')" } }] });
        W.tool('query_herd_db', undefined, () => ({ rows: [['Amara', '2025-02-11', 'routine vaccination', 3.0, 3, 'live, unassisted'], ['Belle', '2024-09-03', 'dystocia, assisted birth', 2.0, 4, 'live, assisted'], ['Belle', '2025-01-20', 'weight loss, drench', 2.0, 4, 'live, assisted'], ['Coco', null, null, 3.5, 2, 'live, unassisted'], ['Dulce', '2024-12-02', 'toenail trim, minor lameness', 3.0, 1, 'live, unassisted'], ['Inca Rose', '2024-06-14', 'mastitis', 2.5, 5, 'stillborn']], elapsed_ms: n.int(3, 40), db: 'herd.sqlite' }));
        const a = 'Health: Amara and Coco are clean with good body condition (3.0 and 3.5). Dulce had minor lameness in December, resolved, BCS 3.0, one cria. Belle needed an assisted birth last September and is thin (BCS 2.0) after a drench in January. Inca Rose had mastitis in 2024 and her last cria was stillborn; she is 11 years old with 5 cria.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Finally, feed cost per head.', calls: [{ name: 'herd_analyst', args: { request: 'Average monthly feed and supplement cost per head for the herd and for the two lowest-condition females.' } }] });
      T.delegate('herd_analyst', undefined, worker('Average monthly feed and supplement cost per head for the herd and for the two lowest-condition females.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_herd_db', args: { sql: "SELECT COALESCE(a.name,'HERD_AVG'), ROUND(AVG(f.cost_eur),2) FROM feed_log f LEFT JOIN animals a ON a.id=f.animal_id WHERE f.month >= '2024-10' GROUP BY a.name HAVING a.name IN ('Belle','Inca Rose') OR a.name IS NULL" } }] });
        W.tool('query_herd_db', undefined, () => ({ rows: [['HERD_AVG', 21.4], ['Belle', 34.9], ['Inca Rose', 29.6]], elapsed_ms: n.int(3, 40), db: 'herd.sqlite' }));
        const a = 'Feed cost since October: the herd average is EUR 21.40 per head per month; Belle costs EUR 34.90 (extra supplement for condition) and Inca Rose EUR 29.60.';
        W.llm({ text: a });
        return a;
      });
      const final = 'Decisions for the season:\n- Breed Dulce and Amara to the herdsire Andean Zeus: the finest fleeces (19.3 and 20.4 micron), low CV and clean health.\n- Breed Coco as well: heaviest fleece and excellent condition, though pair her with the finer junior male Quillo to pull her micron down.\n- Do not breed Belle this year: a dystocia history, BCS 2.0 and EUR 34.90/month in feed. Rest her and reassess in autumn; if condition does not recover, sell as a pet/guard animal.\n- Retire Inca Rose from breeding (mastitis, stillbirth, age 11, coarse 28.8 micron fleece) and offer her as a companion animal; no cull is needed because she is healthy enough to rehome.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'egg hatcheries', style: 'vercel', model: 'gpt-4o-2024-08-06', agent: 'hatchery-supervisor',
    isolates: 'A hatchery supervisor agent sends three different questions (hatch rates by flock, incubator alarms, chick-quality complaints) to the same analyst sub-agent, whose nested runs return different data, and concludes on the cause of a hatch drop.',
    system: 'You supervise quality at a broiler hatchery. Delegate data gathering to ask_hatch_analyst (a sub-agent with access to the hatchery systems), then explain problems and actions.',
    goal: 'Hatchability dropped from 84% to 77% over the last three weeks. Find out why and what to do.',
    tools: ['ask_hatch_analyst'],
    cfg: { maxSteps: 8 },
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'hatch-analyst', system: 'You are a data analyst for the hatchery. Use the hatchery tools and answer with figures.', goal, tools: ['query_hatch_results', 'get_incubator_alarms', 'get_customer_complaints'], model: 'gpt-4o-mini-2024-07-18' });
      T.llm({ text: 'Start with where the drop is: by flock and setting.', calls: [{ name: 'ask_hatch_analyst', args: { question: 'Hatch of fertile and fertility by breeder flock for the last 6 settings.' } }] });
      T.delegate('ask_hatch_analyst', undefined, worker('Hatch of fertile and fertility by breeder flock for the last 6 settings.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_hatch_results', args: { settings: 6, group_by: 'flock' } }] });
        W.tool('query_hatch_results', undefined, () => ({ flocks: [{ flock: 'BF-12 (age 31 wk)', fertility_pct: 95.1, hof_pct: [91, 90, 91, 89, 90, 90] }, { flock: 'BF-09 (age 52 wk)', fertility_pct: 88.4, hof_pct: [88, 87, 87, 86, 87, 86] }, { flock: 'BF-14 (age 27 wk)', fertility_pct: 93.8, hof_pct: [92, 91, 84, 79, 78, 77] }], settings: ['S-311', 'S-312', 'S-313', 'S-314', 'S-315', 'S-316'], generated: n.iso() }));
        const a = 'Only BF-14 dropped: hatch of fertile fell from 92% to 77% from setting S-313 on, while its fertility is fine at 93.8%. BF-12 is stable at about 90% and BF-09 at about 87%, normal for a 52-week flock. So it is embryo loss, not fertility, and it is specific to BF-14 eggs from S-313 onwards.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Embryo loss from one flock could still be an incubator issue if BF-14 eggs went to specific setters. Asking about alarms.', calls: [{ name: 'ask_hatch_analyst', args: { question: 'Which setters held BF-14 eggs from S-313 to S-316, and any temperature, humidity or turning alarms in that period?' } }] });
      T.delegate('ask_hatch_analyst', undefined, worker('Which setters held BF-14 eggs from S-313 to S-316, and any temperature, humidity or turning alarms in that period?'), (W) => {
        W.llm({ text: '', calls: [{ name: 'get_incubator_alarms', args: { settings: ['S-313', 'S-314', 'S-315', 'S-316'], flock: 'BF-14' } }] });
        W.tool('get_incubator_alarms', undefined, () => ({ placement: { 'S-313': 'Setter 4', 'S-314': 'Setter 4', 'S-315': 'Setter 2', 'S-316': 'Setter 6' }, alarms: [{ setter: 'Setter 4', at: n.isoOff(60, n.t - 19 * 86400000), type: 'TURNING_FAULT', duration_min: 12 }], note: 'no temperature or humidity alarms', controller: 'Petersime Embryo-Response', export_id: n.uuid() }));
        const a = 'BF-14 eggs from S-313 to S-316 were spread over Setters 4, 2 and 6, and the only alarm was a 12-minute turning fault on Setter 4. The drop persists in Setters 2 and 6 with no alarms at all, so the incubators do not explain it.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Incubation ruled out. Checking if customers saw anything in BF-14 chicks that points to the eggs themselves.', calls: [{ name: 'ask_hatch_analyst', args: { question: 'Customer complaints or chick-quality grading for BF-14 hatches since S-313, and any change in egg handling or breeder feed for BF-14.' } }] });
      T.delegate('ask_hatch_analyst', undefined, worker('Customer complaints or chick-quality grading for BF-14 hatches since S-313, and any change in egg handling or breeder feed for BF-14.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'get_customer_complaints', args: { flock: 'BF-14', since: 'S-313' } }] });
        W.tool('get_customer_complaints', undefined, () => ({ complaints: [{ customer: 'Hof Meyer', date: n.ymd(n.t - 8 * 86400000), issue: 'weak chicks, crooked toes' }, { customer: 'Geflügel Stroh', date: n.ymd(n.t - 4 * 86400000), issue: 'curled toes, low first-week weight' }], grading: { 'S-312': { grade_a_pct: 97.2 }, 'S-316': { grade_a_pct: 91.5 } }, farm_changes: [{ flock: 'BF-14', date: n.ymd(n.t - 26 * 86400000), change: 'breeder feed supplier switched to Agravis batch 2291' }] }));
        const a = 'Two customers reported weak chicks with curled or crooked toes from BF-14 hatches, and grade-A chicks fell from 97.2% to 91.5%. BF-14 changed breeder feed supplier (Agravis batch 2291) 26 days ago, about one week before S-313.';
        W.llm({ text: a });
        return a;
      });
      const final = 'Cause: the drop is confined to breeder flock BF-14, whose fertility is fine, but hatch of fertile fell from 92% to 77% starting with the setting after its feed was switched to Agravis batch 2291. The incubators are ruled out (the drop appears in three different setters with no alarms), and the curled toes and weak chicks reported by customers are classic signs of riboflavin deficiency in the breeder diet.\nActions: (1) send batch 2291 for a vitamin B2 and premix analysis today; (2) return BF-14 to the previous feed or add a vitamin top-up in the water until results arrive; (3) candle BF-14 eggs at day 10 and do a break-out of clears and dead-in-shell to confirm mid-term embryo death; (4) expect recovery about 2 weeks after the diet is corrected.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'amateur radio contesting', style: 'mastra', model: 'claude-3-5-sonnet-20241022', agent: 'contestCaptain',
    isolates: 'A contest-captain agent asks the same logChecker agent three different things (dupes on 40 m, multipliers per band, busted calls against spots), each nested run returns new figures, and it computes the claimed score.',
    system: 'You captain a multi-operator amateur radio contest station. Use the logChecker agent to analyse the log, then prepare the claimed score for the Cabrillo submission.',
    goal: 'Prepare the claimed score for our CQ WW DX CW multi-single entry: clean up the log and compute QSO points, multipliers and final score.',
    tools: ['logChecker'],
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'logChecker', system: 'You analyse contest logs with the log tools. Report counts precisely.', goal, tools: ['queryLog', 'compareSpots'] });
      T.llm({ text: 'Start with dupes on 40 m; the night shift logged on two computers there.', calls: [{ name: 'logChecker', args: { task: 'Find duplicate QSOs on 40 m (same call, same band) and list them.' } }] });
      T.delegate('logChecker', undefined, worker('Find duplicate QSOs on 40 m (same call, same band) and list them.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'queryLog', args: { band: '40m', find: 'dupes' } }] });
        W.tool('queryLog', undefined, () => ({ band: '40m', qsos: 1184, dupes: [{ call: 'RW3AZ', times: ['0112', '0347'] }, { call: 'EA8DO', times: ['0221', '0222'] }, { call: 'K1ZZ', times: ['0405', '2310'] }, { call: 'JA1YPA', times: ['2102', '2131'] }], log_file: 'mm_ww_cw.log', n1mm_db_rev: n.int(11000, 12000) }));
        const a = '40 m has 1,184 QSOs with 4 dupes: RW3AZ, EA8DO, K1ZZ and JA1YPA, each logged twice. Removing them leaves 1,180 valid 40 m QSOs.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Now multipliers across all bands.', calls: [{ name: 'logChecker', args: { task: 'Count zones and DXCC countries per band after removing dupes.' } }] });
      T.delegate('logChecker', undefined, worker('Count zones and DXCC countries per band after removing dupes.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'queryLog', args: { group_by: 'band', count: ['cq_zone', 'dxcc'], exclude: 'dupes' } }] });
        W.tool('queryLog', undefined, () => ({ bands: { '160m': { qsos: 212, zones: 14, countries: 38, points: 402 }, '80m': { qsos: 688, zones: 21, countries: 67, points: 1302 }, '40m': { qsos: 1180, zones: 32, countries: 104, points: 2711 }, '20m': { qsos: 1392, zones: 36, countries: 118, points: 3630 }, '15m': { qsos: 1041, zones: 31, countries: 96, points: 2854 }, '10m': { qsos: 507, zones: 22, countries: 61, points: 1288 } }, computed_at: n.iso() }));
        const a = 'Per band (QSOs / zones / countries / QSO points): 160 m 212/14/38/402, 80 m 688/21/67/1,302, 40 m 1,180/32/104/2,711, 20 m 1,392/36/118/3,630, 15 m 1,041/31/96/2,854, 10 m 507/22/61/1,288. Totals: 5,020 QSOs, 156 zones, 484 countries, 12,187 QSO points.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Before finalising, check for busted calls that would cost multipliers in log checking.', calls: [{ name: 'logChecker', args: { task: 'Compare single-QSO calls against cluster spots and reverse-beacon data; list likely busted calls, especially ones that are the only QSO with a multiplier.' } }] });
      T.delegate('logChecker', undefined, worker('Compare single-QSO calls against cluster spots and reverse-beacon data; list likely busted calls, especially ones that are the only QSO with a multiplier.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'compareSpots', args: { uniques_only: true, sources: ['dxcluster', 'rbn'] } }] });
        W.tool('compareSpots', undefined, () => ({ uniques: 143, likely_busts: [{ logged: 'VP8PJ', spotted: 'VP8PJ', ok: true }, { logged: '3B8CW', spotted: '3B8CF', band: '15m', only_mult: true }, { logged: 'ZL3IO', spotted: 'ZL3IO', ok: true }, { logged: 'OH0XZ', spotted: 'OH0X', band: '20m', only_mult: false }, { logged: 'T88XO', spotted: 'T88WO', band: '20m', only_mult: true }], rbn_skimmers: n.int(180, 260), window: '48h' }));
        const a = 'Of 143 unique calls, 3 look busted: 3B8CW (spotted as 3B8CF, and the only Mauritius QSO on 15 m), T88XO (should be T88WO, the only Palau QSO on 20 m) and OH0XZ (should be OH0X; Åland is also worked elsewhere on 20 m). If left in, 3B8CW and T88XO would each cost a country multiplier plus a bust penalty.';
        W.llm({ text: a });
        return a;
      });
      const final = 'Claimed score, after removing the 4 dupes and the 3 probable busts (3B8CW, T88XO, OH0XZ): 5,017 QSOs with 12,178 QSO points (the busted QSOs were 3-point DX). Multipliers are 156 zones + 482 countries = 638, because Mauritius on 15 m and Palau on 20 m are lost. Claimed score: 12,178 x 638 = 7,769,564. Removing the busts ourselves avoids the 3x penalty the checkers would apply. Ready to generate the Cabrillo file.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', startAt: '2025-08-22T07:30:00Z', domain: 'allergy clinics', style: 'langgraph', model: 'gpt-4o-2024-11-20', agent: 'clinic_supervisor',
    isolates: 'A supervisor graph sends the same records worker three different sub-tasks (due maintenance doses, adrenaline stock, recent reactions), each subgraph run returns new records, and the supervisor plans the week\'s immunotherapy clinic.',
    system: 'You supervise the weekly immunotherapy clinic of an allergy practice. Delegate record lookups to records_worker, then produce the clinic plan.',
    goal: 'Plan next week\'s immunotherapy injection clinic: who is due, what stock we need, and which patients need a dose review first.',
    tools: ['records_worker'],
    cfg: { recursionLimit: 40 },
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'records_worker', system: 'You look up clinic records with query_emr and query_pharmacy. Answer with the records found.', goal, tools: ['query_emr', 'query_pharmacy'] });
      T.llm({ node: 'supervisor', text: '', calls: [{ name: 'records_worker', args: { task: 'List patients due for subcutaneous immunotherapy maintenance or build-up doses next week, with allergen and current dose.' } }] });
      T.delegate('records_worker', undefined, worker('List patients due for subcutaneous immunotherapy maintenance or build-up doses next week, with allergen and current dose.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_emr', args: { query: 'scit_due', window: 'next_week' } }] });
        W.tool('query_emr', undefined, () => ({ patients: [{ id: 'P-1042', name: 'H. Brandt', allergen: 'grass pollen (Alutard 5 grasses)', phase: 'maintenance', dose: '1.0 ml 100,000 SQ-U', due: 'Mon' }, { id: 'P-1077', name: 'K. Yilmaz', allergen: 'house dust mite', phase: 'build-up wk 6', dose: '0.6 ml 10,000 SQ-U', due: 'Mon' }, { id: 'P-1101', name: 'S. Adeyemi', allergen: 'wasp venom', phase: 'maintenance', dose: '100 µg', due: 'Tue' }, { id: 'P-1123', name: 'M. Lund', allergen: 'birch pollen', phase: 'maintenance', dose: '1.0 ml 100,000 SQ-U', due: 'Wed' }, { id: 'P-1150', name: 'R. Costa', allergen: 'bee venom', phase: 'build-up wk 3', dose: '40 µg', due: 'Thu' }], source: 'emr-replica-2', queried_at: n.iso() }));
        const a = 'Five patients are due: Brandt (grass, maintenance, Mon), Yilmaz (house dust mite, build-up week 6, Mon), Adeyemi (wasp venom 100 µg, Tue), Lund (birch, maintenance, Wed) and Costa (bee venom build-up week 3, 40 µg, Thu).';
        W.llm({ text: a });
        return a;
      });
      T.llm({ node: 'supervisor', text: '', calls: [{ name: 'records_worker', args: { task: 'Check stock and expiry of the extracts needed for those five patients and of adrenaline auto-injectors and ampoules in the clinic room.' } }] });
      T.delegate('records_worker', undefined, worker('Check stock and expiry of the extracts needed for those five patients and of adrenaline auto-injectors and ampoules in the clinic room.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_pharmacy', args: { items: ['Alutard grasses', 'Alutard HDM', 'Alutard birch', 'wasp venom 100ug', 'bee venom', 'adrenaline 1mg/ml amp', 'adrenaline auto-injector 300ug'] } }] });
        W.tool('query_pharmacy', undefined, () => ({ stock: [{ item: 'Alutard grasses 100,000 SQ-U', vials: 2, expiry: '2026-01' }, { item: 'Alutard HDM 10,000 SQ-U', vials: 1, expiry: '2025-11' }, { item: 'Alutard birch 100,000 SQ-U', vials: 0 }, { item: 'wasp venom 100 µg', vials: 3, expiry: '2026-04' }, { item: 'bee venom 100 µg', vials: 1, expiry: '2025-10' }, { item: 'adrenaline 1 mg/ml ampoule', units: 4, expiry: '2025-09' }, { item: 'adrenaline auto-injector 300 µg', units: 1, expiry: '2025-12' }], fridge_temp_c: n.float(3.9, 5.2, 1), logger: `TL-${n.digits(4)}`, as_of: n.isoNoMs() }));
        const a = 'Stock: grass extract 2 vials, HDM 1 vial, wasp venom 3 vials and bee venom 1 vial (expiring 2025-10) are all available. Birch extract is OUT of stock (0 vials). Adrenaline: 4 ampoules expiring 2025-09 and only 1 auto-injector, where the room protocol requires 2.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ node: 'supervisor', text: '', calls: [{ name: 'records_worker', args: { task: 'For the five patients, find any systemic or large local reactions in the last 8 weeks and any missed doses.' } }] });
      T.delegate('records_worker', undefined, worker('For the five patients, find any systemic or large local reactions in the last 8 weeks and any missed doses.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'query_emr', args: { query: 'reactions_and_gaps', patients: ['P-1042', 'P-1077', 'P-1101', 'P-1123', 'P-1150'], weeks: 8 } }] });
        W.tool('query_emr', undefined, () => ({ events: [{ id: 'P-1077', type: 'large local reaction', detail: '9 cm swelling after 0.5 ml, resolved 36 h', date: n.ymd(n.t - 7 * 86400000) }, { id: 'P-1150', type: 'missed dose', detail: 'last dose 26 days ago (interval 7 days in build-up)' }], source: 'emr-replica-1', queried_at: n.iso() }));
        const a = 'Two flags: Yilmaz had a large local reaction (9 cm, resolved within 36 h) after 0.5 ml last week, and Costa is 26 days from the last bee-venom build-up dose against a 7-day interval. No systemic reactions.';
        W.llm({ text: a });
        return a;
      });
      const final = 'Clinic plan for next week:\n- Mon: Brandt, grass maintenance 1.0 ml as usual. Yilmaz: do NOT step up to 0.6 ml after the 9 cm local reaction; repeat 0.5 ml per protocol, with a doctor review before the dose.\n- Tue: Adeyemi, wasp venom 100 µg maintenance.\n- Wed: Lund, birch, but extract is out of stock; order Alutard birch today (2-day delivery) or move Lund to Friday.\n- Thu: Costa, bee venom. The gap is 26 days in build-up, so restart at a reduced dose per the gap protocol and tell the doctor; use the last vial before its 2025-10 expiry.\n- Safety stock: order 1 more adrenaline auto-injector (protocol needs 2) and replace the 4 ampoules that expire in 2025-09.';
      T.llm({ node: 'supervisor', text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'wool mills', style: 'messages', model: 'gpt-4o-mini-2024-07-18', agent: 'mill-quality-lead',
    isolates: 'A plain message-level supervisor calls delegate_to_worker three times with different sub-tasks (scouring yield, spinning breaks, dye fastness); each nested worker run returns different measurements and the supervisor writes the weekly quality report.',
    system: 'You are the quality lead of a worsted wool mill. Use delegate_to_worker to have the mill-data worker gather numbers, then write the weekly quality report.',
    goal: 'Write this week\'s quality report: scouring, spinning and dyeing, with problems and actions.',
    tools: ['delegate_to_worker'],
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'mill-data-worker', system: 'You fetch production and lab data from the mill MES and lab systems and summarise it with numbers.', goal, tools: ['mes_query', 'lab_results'] });
      T.llm({ text: '', calls: [{ name: 'delegate_to_worker', args: { worker: 'mill-data-worker', task: 'Scouring: clean wool yield and residual grease per bale lot this week.' } }] });
      T.delegate('delegate_to_worker', undefined, worker('Scouring: clean wool yield and residual grease per bale lot this week.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'mes_query', args: { area: 'scour', week: 'current', metrics: ['yield_pct', 'residual_grease_pct'] } }] });
        W.tool('mes_query', undefined, () => `lot      origin        greasy_kg  clean_kg  yield%  resid_grease%\nSC-7711  NZ 27.5mic    18,420     13,260    72.0    0.48\nSC-7712  AU 21.0mic    16,900     11,320    67.0    0.52\nSC-7713  UY 26.0mic    17,350     11,790    68.0    0.91\nSC-7714  NZ 27.5mic    18,110     13,040    72.0    0.46\n(4 rows) -- mes-ro ${n.host('mes')} ${n.int(30, 140)}ms`);
        const a = 'Scouring: 4 lots. NZ lots SC-7711 and SC-7714 yielded 72% with 0.46-0.48% residual grease. Australian SC-7712 yielded 67%, normal for fine wool. Uruguay SC-7713 yielded 68% but residual grease is 0.91%, above the 0.6% spec.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: '', calls: [{ name: 'delegate_to_worker', args: { worker: 'mill-data-worker', task: 'Spinning: end breaks per 1000 spindle-hours by ring frame this week, and which lots ran on the worst frames.' } }] });
      T.delegate('delegate_to_worker', undefined, worker('Spinning: end breaks per 1000 spindle-hours by ring frame this week, and which lots ran on the worst frames.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'mes_query', args: { area: 'spinning', week: 'current', metrics: ['breaks_per_1000_sph'], group_by: 'frame' } }] });
        W.tool('mes_query', undefined, () => `frame  count   lot      breaks/1000sph  humidity%\nRF-01  2/48Nm  SC-7712  21              58\nRF-02  2/48Nm  SC-7712  19              57\nRF-03  2/32Nm  SC-7713  47              58\nRF-04  2/32Nm  SC-7711  23              52\nRF-05  2/32Nm  SC-7714  22              58\n(5 rows) -- mes-ro ${n.host('mes')} ${n.int(30, 140)}ms`);
        const a = 'Spinning: RF-03 is at 47 breaks per 1000 spindle-hours against 19-23 on the other frames, and it ran lot SC-7713. RF-04 ran at 52% humidity, lower than the others (57-58%), but its breaks are normal at 23.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: '', calls: [{ name: 'delegate_to_worker', args: { worker: 'mill-data-worker', task: 'Dyeing: colour-fastness (wash and rub) results for this week\'s dye lots, with any fails.' } }] });
      T.delegate('delegate_to_worker', undefined, worker('Dyeing: colour-fastness (wash and rub) results for this week\'s dye lots, with any fails.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'lab_results', args: { tests: ['ISO 105-C06', 'ISO 105-X12'], week: 'current' } }] });
        W.tool('lab_results', undefined, () => ({ results: [{ dye_lot: 'DL-3301', shade: 'navy 114', wash_change: 4, wash_stain: '4-5', rub_dry: 4, rub_wet: 3 }, { dye_lot: 'DL-3302', shade: 'bottle green 208', wash_change: 4, wash_stain: 4, rub_dry: '4-5', rub_wet: '3-4' }, { dye_lot: 'DL-3303', shade: 'black 001', wash_change: '4-5', wash_stain: 3, rub_dry: 3, rub_wet: 2 }], spec: 'min 4 wash change, 3-4 wash stain, 4 dry rub, 3 wet rub', lab: 'QC-LAB', report_id: n.uuid() }));
        const a = 'Dyeing: navy DL-3301 and bottle green DL-3302 pass. Black DL-3303 fails on wash staining (3 against a minimum of 3-4), dry rub (3 against 4) and wet rub (2 against 3).';
        W.llm({ text: a });
        return a;
      });
      const final = 'Weekly quality report\nScouring: yields on target (NZ 72%, AU 67%), but Uruguayan lot SC-7713 left 0.91% residual grease (spec 0.6%).\nSpinning: RF-03 ran 47 breaks per 1000 spindle-hours, more than double the other frames, on the same SC-7713 lot; the high grease is the likely cause (drafting lapping). Action: re-scour the rest of SC-7713 with an extra detergent bowl before it goes back to spinning.\nDyeing: black DL-3303 fails rub and wash-stain fastness. Action: hold the lot, add an after-soaping and cationic fixing step, and re-test; check whether the dyehouse cut the clearing time for black this week.\nNo issues on navy or green, or on the NZ/AU lots.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'care-home catering', style: 'pydantic', model: 'claude-3-5-haiku-20241022', agent: 'menu_supervisor',
    isolates: 'A menu-planning agent delegates three different lookups (texture-modified diets, allergens, weight trends) to the same diet_worker agent, each nested run returns other residents and facts, and it issues menu adjustments.',
    system: 'You plan next week\'s menus for a 60-bed care home kitchen. Delegate resident data lookups to diet_worker (via ask_diet_worker) and then issue menu adjustments to the kitchen.',
    goal: 'Adjust next week\'s menu so that every resident\'s texture, allergy and nutrition needs are met.',
    tools: ['ask_diet_worker', 'send_kitchen_note'],
    build(T) {
      const n = T.n;
      const worker = (goal) => ({ agent: 'diet_worker', system: 'You look up resident dietary records with get_resident_records and answer with names, rooms and values.', goal, tools: ['get_resident_records'] });
      T.llm({ text: '', calls: [{ name: 'ask_diet_worker', args: { task: 'Which residents are on IDDSI texture-modified diets or thickened fluids?' } }] });
      T.delegate('ask_diet_worker', undefined, worker('Which residents are on IDDSI texture-modified diets or thickened fluids?'), (W) => {
        W.llm({ text: '', calls: [{ name: 'get_resident_records', args: { filter: 'iddsi_level < 7 OR fluids_level > 0' } }] });
        W.tool('get_resident_records', undefined, () => ({ residents: [{ room: 4, name: 'Mrs E. Hartley', food: 'IDDSI 4 pureed', fluids: 'level 2 mildly thick' }, { room: 11, name: 'Mr J. Okoro', food: 'IDDSI 5 minced & moist', fluids: 'level 0' }, { room: 17, name: 'Mrs P. Nguyen', food: 'IDDSI 6 soft & bite-sized', fluids: 'level 1' }, { room: 23, name: 'Mr D. Fletcher', food: 'IDDSI 4 pureed', fluids: 'level 3 moderately thick' }], updated_by_slt: n.ymd(n.t - 12 * 86400000), sync: n.isoNoMs() }));
        const a = 'Four residents are texture-modified: Hartley (room 4, IDDSI 4 pureed, fluids level 2), Fletcher (room 23, IDDSI 4, fluids level 3), Okoro (room 11, IDDSI 5 minced and moist) and Nguyen (room 17, IDDSI 6 soft and bite-sized, fluids level 1).';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: '', calls: [{ name: 'ask_diet_worker', args: { task: 'List all recorded food allergies and intolerances.' } }] });
      T.delegate('ask_diet_worker', undefined, worker('List all recorded food allergies and intolerances.'), (W) => {
        W.llm({ text: '', calls: [{ name: 'get_resident_records', args: { filter: 'allergies IS NOT NULL' } }] });
        W.tool('get_resident_records', undefined, () => ({ residents: [{ room: 2, name: 'Mr A. Singh', allergy: 'peanut (anaphylaxis)' }, { room: 9, name: 'Mrs R. Doyle', allergy: 'coeliac disease' }, { room: 17, name: 'Mrs P. Nguyen', allergy: 'shellfish' }, { room: 30, name: 'Mr T. Barnes', allergy: 'lactose intolerance' }], sync: n.isoNoMs() }));
        const a = 'Allergies: Singh (room 2) peanut with anaphylaxis risk; Doyle (room 9) coeliac; Nguyen (room 17) shellfish; Barnes (room 30) lactose intolerant.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: '', calls: [{ name: 'ask_diet_worker', args: { task: 'Which residents have lost more than 5% body weight in the last 3 months or have a MUST score of 2 or more?' } }] });
      T.delegate('ask_diet_worker', undefined, worker('Which residents have lost more than 5% body weight in the last 3 months or have a MUST score of 2 or more?'), (W) => {
        W.llm({ text: '', calls: [{ name: 'get_resident_records', args: { filter: 'weight_change_3m_pct <= -5 OR must_score >= 2' } }] });
        W.tool('get_resident_records', undefined, () => ({ residents: [{ room: 4, name: 'Mrs E. Hartley', weight_change_3m_pct: -7.1, must: 2 }, { room: 14, name: 'Mrs L. Quinn', weight_change_3m_pct: -5.4, must: 2 }], weighed: n.ymd(n.t - 3 * 86400000), sync: n.isoNoMs() }));
        const a = 'Malnutrition risk: Hartley (room 4) lost 7.1% in 3 months, MUST 2; Quinn (room 14) lost 5.4%, MUST 2.';
        W.llm({ text: a });
        return a;
      });
      T.llm({ text: 'Sending the adjustments to the kitchen.', calls: [{ name: 'send_kitchen_note', args: { week: 'next', note: 'Pureed (IDDSI 4) versions of every main for Hartley (rm 4) and Fletcher (rm 23), fortified with cream/butter for Hartley; minced & moist for Okoro (rm 11); soft & bite-sized for Nguyen (rm 17), no shellfish; Tuesday prawn pie replaced with fish pie for Nguyen. Peanut-free tray for Singh (rm 2), satay on Thursday swapped for chicken korma for the whole home. Gluten-free portions for Doyle (rm 9); lactose-free milk and custard for Barnes (rm 30). Food-first fortification and two snacks a day for Hartley and Quinn (rm 14).' } }] });
      T.tool('send_kitchen_note', undefined, () => ({ delivered: true, printer: 'KITCHEN-PRN-1', job: n.jobId('pj'), at: n.isoOff(60) }));
      const final = 'Menu adjusted for next week: texture-modified versions for 4 residents, allergen swaps (the peanut satay is replaced home-wide, the prawn pie is swapped for Nguyen), gluten- and lactose-free options, and fortified food plus snacks for Hartley and Quinn, who are at malnutrition risk. Note sent to the kitchen printer.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },
];
