// Family 10 (healthy): reads many similar but different records with the same tool and template, then summarises.
export const FAMILY = 'similar_records_sweep';
export const LOOP = false;

export const rows = [
  {
    num: 1, domain: 'synthesizer repair', stagnation: false,
    isolates: 'A LangChain agent reads six repair tickets with the same get_ticket tool and identical output layout but different instruments and faults, then summarises the bench queue.',
    make: (c) => {
      const tk = (id, model, fault, parts, hrs) => `TICKET ${id}\ninstrument: ${model}\nreported: ${fault}\nparts needed: ${parts}\nest. bench hours: ${hrs}\nreceived: ${c.date(-c.int(1, 20))}  updated: ${(c.adv(c.int(20000, 90000)), c.isoNoMs())}  tech: ${c.pick(['RS', 'MK', 'AJ'])}`;
      const data = [
        ['SR-3301', 'Roland Juno-106', 'voice 4 dead, VCF/VCA chip suspected', '80017A replacement module', 1.5],
        ['SR-3302', 'Korg MS-20 (1979)', 'scratchy cutoff pots, HP filter squeals', '2x 50k B pots, recap kit', 3],
        ['SR-3303', 'Sequential Prophet-5 Rev3', 'tuning drifts after 20 min warm-up', 'none (calibration)', 2.5],
        ['SR-3304', 'Moog Minimoog Model D', 'keyboard S-trigger intermittent', 'bus bar cleaning, 2 contacts', 2],
        ['SR-3305', 'Yamaha DX7', 'LCD backlight dead, battery 2.1 V', 'EL backlight, CR2032 holder', 1],
        ['SR-3306', 'Oberheim OB-Xa', 'PSU hum, voice card 6 noisy', 'PSU recap, 4x CEM3320', 4],
      ];
      const thoughts = ['Start with the oldest open ticket.', 'A voice chip on the Juno; next ticket.', 'MS-20 needs pots and a recap, a longer job. Continue.', 'Prophet is calibration only. Next one.', 'Minimoog contacts are quick. Two to go.', 'DX7 is a small parts job; last is the OB-Xa.'];
      const steps = data.map((d, i) => ({ text: thoughts[i], calls: [{ tool: 'get_ticket', args: d[0], out: tk(...d) }] }));
      steps.push({ text: 'I have all six tickets and can rank them by bench time and parts.' });
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'bench_planner',
        system: 'You plan the repair bench at a vintage synthesizer workshop. Tools: get_ticket.',
        goal: 'Go through open tickets SR-3301 to SR-3306 and give me a bench plan for the week with parts to order.',
        steps, final: 'Week plan (14 h): quick jobs first - DX7 backlight/battery (1 h), Juno voice chip (1.5 h), Minimoog contacts (2 h), Prophet-5 calibration (2.5 h); then MS-20 pots and recap (3 h) and OB-Xa PSU/voice card (4 h). Order: 80017A module, 2x 50k B pots + MS-20 recap kit, EL backlight + CR2032 holder, OB-Xa PSU caps and 4x CEM3320.',
      };
    },
  },
  {
    num: 2, domain: 'bungee operations', stagnation: false,
    isolates: 'A message-level agent reads the logs of eight bungee cords in two batches of parallel calls (same tool, same fields, different jump counts and stretch), then names the two cords to retire.',
    make: (c) => {
      const log = (id, jumps, rated, stretch, notes) => ({ cord: id, jumps_total: jumps, rated_life: rated, pct_life_used: Math.round((jumps / rated) * 100), static_stretch_pct: stretch, baseline_stretch_pct: 292, sheath: notes, last_inspected: (c.adv(c.int(3600e3, 20 * 3600e3)), c.isoOff(12)), inspector: c.pick(['K. Wiremu', 'J. Patel', 'S. Lamb']) });
      const cords = [['C-01', 412, 500, 296, 'ok'], ['C-02', 488, 500, 301, 'ok'], ['C-03', 135, 500, 290, 'ok'], ['C-04', 260, 500, 318, 'fraying at lower loop'], ['C-05', 77, 500, 289, 'ok'], ['C-06', 503, 500, 305, 'ok'], ['C-07', 301, 500, 294, 'minor UV fade'], ['C-08', 22, 500, 291, 'new']];
      const steps = [
        { text: 'Pulling logs for the four heavy-weight cords first.', calls: cords.slice(0, 4).map((k) => ({ tool: 'cord_log', args: { cord: k[0] }, out: log(...k) })) },
        { text: 'C-04 shows 318% stretch and fraying despite mid life. Reading the light-weight set C-05 to C-08.', calls: cords.slice(4).map((k) => ({ tool: 'cord_log', args: { cord: k[0] }, out: log(...k) })) },
        { text: 'Retire C-06 (503 of 500 rated jumps) and C-04 (stretch 318% vs 292% baseline and a frayed lower loop). C-02 is at 98% of its life and should be replaced after about 12 more jumps. The other five cords are fine, C-07 with minor UV fade to watch.' },
      ];
      return {
        style: 'plain', model: 'gpt-4.1-mini', agent: 'jump_safety',
        system: 'You review bungee cord logs for a bridge jump operator. Retire cords at rated life or with stretch over 8% above baseline or sheath damage.',
        goal: 'Review the logs of all eight cords (C-01 to C-08) and tell me which must be retired before tomorrow\'s jumps.',
        steps, final: 'Retire C-06 and C-04; C-02 near end of life.',
      };
    },
  },
  {
    num: 3, domain: 'camel racing', stagnation: false,
    isolates: 'A Responses-API agent fetches seven pre-race veterinary records (same endpoint and schema, different camels, heart rates and findings) and writes the list of camels cleared to race.',
    make: (c) => {
      const vet = (id, name, hr, temp, lame, blood) => ({ camel_id: id, name, heart_rate_bpm: hr, temp_c: temp, lameness_grade: lame, blood_lactate: blood, microchip: `784${c.int(100000000000, 999999999999)}`, vet: c.pick(['Dr. Al Marri', 'Dr. Haddad']), examined_at: (c.adv(c.int(300000, 900000)), c.isoOff(4)) });
      const list = [['CM-117', 'Shaheen', 44, 37.6, 0, 1.1], ['CM-204', 'Al Bariq', 52, 38.4, 0, 1.4], ['CM-311', 'Wadha', 61, 39.2, 0, 2.9], ['CM-042', 'Zafran', 40, 37.3, 2, 1.0], ['CM-188', 'Najma', 46, 37.8, 0, 1.2], ['CM-276', 'Reem', 48, 37.9, 1, 1.3], ['CM-095', 'Sultan', 43, 37.5, 0, 0.9]];
      const steps = [
        { reasoning: 'Seven camels entered in race 4. Fetch each pre-race vet record.', calls: list.slice(0, 4).map((k) => ({ tool: 'vet_record', args: { camel_id: k[0], race: 'R4' }, out: vet(...k) })) },
        { reasoning: 'Wadha has fever and high lactate; Zafran is lame grade 2. Fetch the remaining three.', calls: list.slice(4).map((k) => ({ tool: 'vet_record', args: { camel_id: k[0], race: 'R4' }, out: vet(...k) })) },
        { text: 'Cleared for race 4: Shaheen, Al Bariq, Najma, Reem (lameness grade 1, within the rule) and Sultan. Withdrawn: Wadha (39.2 C, lactate 2.9) and Zafran (lameness grade 2).' },
      ];
      return {
        style: 'responses', model: 'gpt-4.1-mini', agent: 'race_vet_desk',
        system: 'You check pre-race veterinary clearance at a camel racing track. Withdraw any camel with temp > 38.5 C, lactate > 2.5 mmol/L or lameness grade >= 2.',
        goal: 'Check the pre-race vet records for the seven camels entered in race 4 and list who is cleared.',
        steps, final: 'Five cleared, two withdrawn.',
      };
    },
  },
  {
    num: 4, domain: 'reptile breeding', stagnation: false,
    isolates: 'A Vercel AI SDK agent reads six incubator logs with the same tool and fields (different species, temperatures, days and egg counts) and summarises expected hatch dates and one problem clutch.',
    make: (c) => {
      const inc = (id, species, tempC, day, total, good, note) => ({ incubator: id, species, set_temp_c: tempC, mean_temp_24h_c: +(tempC + (c.rnd() - 0.5) * 0.3).toFixed(2), humidity_pct: c.int(80, 95), clutch_day: day, eggs: total, viable: good, note, logger: `inkbird-${c.hex(6)}`, sampled: (c.adv(c.int(60000, 600000)), c.iso()) });
      const data = [
        ['INC-1', 'Leopard gecko (Eublepharis macularius)', 31.1, 38, 2, 2, ''],
        ['INC-2', 'Crested gecko (Correlophus ciliatus)', 24.0, 55, 2, 1, 'one egg collapsed day 50'],
        ['INC-3', 'Ball python (Python regius)', 31.7, 49, 7, 7, 'dimpling normal'],
        ['INC-4', 'Bearded dragon (Pogona vitticeps)', 29.5, 62, 18, 15, ''],
        ['INC-5', 'Hognose (Heterodon nasicus)', 28.9, 41, 11, 11, ''],
        ['INC-6', 'Ball python (Python regius)', 33.6, 12, 6, 6, 'temp alarm 3x in 24h'],
      ];
      const steps = [
        { text: 'Reading the six incubator logs.', calls: data.slice(0, 3).map((d) => ({ tool: 'read_incubator', args: { id: d[0] }, out: inc(...d) })) },
        { calls: data.slice(3).map((d) => ({ tool: 'read_incubator', args: { id: d[0] }, out: inc(...d) })) },
        { text: 'Summary: ball pythons in INC-3 (day 49) should pip in 5-10 days; hognose INC-5 (day 41) and leopard geckos INC-1 (day 38) within about 2-3 weeks; bearded dragons INC-4 at day 62 any day now (15 viable of 18); crested gecko INC-2 lost one egg. Problem: INC-6 is running at 33.6 C with three alarms for a day-12 ball python clutch - lower it to 31.5-32 C now.' },
      ];
      return {
        style: 'vercel', model: 'gpt-4o', agent: 'incubation-monitor',
        system: 'You monitor egg incubators at a reptile breeding facility. Flag temperatures outside species ranges.',
        goal: 'Check all six incubators and tell me upcoming hatches and anything that needs attention today.',
        steps, final: 'INC-6 overheating; bearded dragons due any day.',
      };
    },
  },
  {
    num: 5, domain: 'jewelry casting', stagnation: false,
    isolates: 'A Mastra agent reads eight burnout-kiln flask logs (same tool and layout, different alloys, ramp profiles and final temperatures), then reports which flasks are ready to cast.',
    make: (c) => {
      const fl = (id, alloy, profile, hold, now, status) => ({ flask: id, alloy, investment: 'Kerr Satin Cast 20', burnout_profile: profile, hold_temp_c: hold, current_temp_c: now, status, kiln: c.pick(['KILN-A', 'KILN-B']), segment: c.int(4, 6), controller_ts: (c.adv(c.int(20000, 80000)), c.epochMs()) });
      const data = [
        ['F-101', '14k yellow gold', 'wax 12h', 565, 566, 'holding'],
        ['F-102', 'sterling silver 925', 'wax 12h', 480, 482, 'holding'],
        ['F-103', 'platinum 950', 'resin 14h (plat investment)', 870, 705, 'ramping'],
        ['F-104', '18k white gold', 'resin 14h', 620, 619, 'holding'],
        ['F-105', 'sterling silver 925', 'wax 8h short', 480, 481, 'holding'],
        ['F-106', 'bronze', 'wax 12h', 540, 312, 'ramping'],
        ['F-107', '14k rose gold', 'wax 12h', 565, 564, 'holding'],
        ['F-108', '10k yellow gold', 'wax 12h', 565, 0, 'kiln fault: thermocouple open'],
      ];
      const steps = [
        { text: 'Checking every flask in the kilns.', calls: data.slice(0, 4).map((d) => ({ tool: 'flaskLog', args: { flask: d[0] }, out: fl(...d) })) },
        { calls: data.slice(4).map((d) => ({ tool: 'flaskLog', args: { flask: d[0] }, out: fl(...d) })) },
        { text: 'Ready to cast now (at hold temperature): F-101 14k yellow, F-102 silver, F-104 18k white, F-105 silver, F-107 14k rose. Not ready: F-103 platinum still ramping (705 of 870 C) and F-106 bronze (312 of 540 C). F-108 has an open thermocouple and must be re-burned.' },
      ];
      return {
        style: 'mastra', model: 'claude-3-5-haiku-20241022', provider: 'anthropic', agent: 'castingAgent',
        system: 'You assist a jewelry casting studio. A flask is ready to cast when it is holding at its alloy flask temperature.',
        goal: 'Which of the eight flasks in the burnout kilns are ready to cast right now?',
        steps, final: 'Five flasks ready; two ramping; F-108 kiln fault.',
      };
    },
  },
  {
    num: 6, domain: 'cricket ground curation', stagnation: false,
    isolates: 'An ADK agent reads six pitch-strip reports with the same tool and fields (different moisture, grass cover, hardness and days of use) and picks the strip for the county match.',
    make: (c) => {
      const strip = (n, moist, grass, clegg, used, note) => ({ strip: n, soil_moisture_pct: moist, grass_cover_pct: grass, clegg_hammer_gmax: clegg, days_since_last_match: used, note, rolled_hours: c.int(8, 30), reading_by: c.pick(['head groundsman', 'assistant 2']), probe: `TDR-${c.int(100, 300)}`, recorded: (c.adv(c.int(600000, 1800000)), c.logts()) });
      const data = [[3, 21, 60, 96, 9, 'bare patch at bowlers\' end'], [4, 17, 72, 118, 28, ''], [5, 19, 68, 112, 40, 'used for T20 trial'], [6, 26, 85, 74, 60, 'soft after rain'], [7, 16, 70, 121, 35, ''], [8, 18, 55, 109, 14, 'worn footholes']];
      const steps = [
        { text: 'Reading the reports for strips 3 to 8 on the square.', calls: data.slice(0, 3).map((d) => ({ tool: 'strip_report', args: { strip: d[0] }, out: strip(...d) })) },
        { calls: data.slice(3).map((d) => ({ tool: 'strip_report', args: { strip: d[0] }, out: strip(...d) })) },
        { text: 'Use strip 7 for the four-day county match: driest (16%), hardest (Clegg 121), 70% grass cover and 35 days rest. Strip 4 is the reserve. Avoid 6 (soft, 26% moisture) and 3/8 (bare patch, worn footholes, recently used).' },
      ];
      return {
        style: 'adk', model: 'gemini-2.0-flash', agent: 'groundsman_assistant', app: 'county_ground',
        system: 'You help the head groundsman choose match pitches. Prefer firm, dry strips with good grass cover and at least 21 days rest.',
        goal: 'Pick the best strip for next week\'s four-day county championship match from strips 3-8.',
        steps, final: 'Strip 7, reserve strip 4.',
      };
    },
  },
];
