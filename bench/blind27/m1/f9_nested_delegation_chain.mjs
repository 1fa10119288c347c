// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up.
export const family = 'nested_delegation_chain';
export const loop = false;
export const stagnation = false;
export const summary = 'Delegation three or more agents deep, each level passing a narrower and different sub-task to the next, results flowing back up, and the top agent finishing.';

export const scenarios = [
  {
    domain: 'funeral homes (obituary placement)',
    isolates: 'An OpenAI Agents SDK arrangement coordinator delegates to an obituary agent, which delegates newspaper placement, which delegates a rate lookup; the price flows back up and the arrangement is confirmed.',
    build: (N) => ({
      style: 'oai_agents', agent: 'Arrangement coordinator', model: 'gpt-4.1',
      goal: 'Complete the service arrangements for the late Margaret Ellison: confirm the obituary text and place it in the local paper within the family\'s 300 USD budget.',
      turns: [
        { calls: [{ name: 'obituary_agent', args: { input: 'Finalise Margaret Ellison\'s obituary and get it placed in print within 300 USD.' }, sub: { agent: 'Obituary agent', task: 'Finalise Margaret Ellison\'s obituary and get it placed in print within 300 USD.', tools: ['placement_agent'], turns: [
          { say: 'The family-approved draft is 212 words with one photo. I will ask placement to find a slot and price.', calls: [{ name: 'placement_agent', args: { input: 'Place a 212-word obituary with one photo in the Valley Courier, Thursday or Sunday edition, max 300 USD.' }, sub: { agent: 'Placement agent', task: 'Place a 212-word obituary with one photo in the Valley Courier, Thursday or Sunday edition, max 300 USD.', tools: ['rate_lookup_agent', 'book_placement'], turns: [
            { calls: [{ name: 'rate_lookup_agent', args: { input: 'Valley Courier obituary rates for 212 words + 1 photo, Thu vs Sun' }, sub: { agent: 'Rate lookup agent', task: 'Valley Courier obituary rates for 212 words + 1 photo, Thu vs Sun', tools: ['fetch_rate_card'], turns: [
              { calls: [{ name: 'fetch_rate_card', args: { paper: 'valley-courier', section: 'obituaries' }, out: (N) => ({ per_line_usd: { weekday: 4.1, sunday: 5.6 }, words_per_line: 6, photo_usd: 45, online_guestbook: 'included', deadline: { thu: 'Tue 15:00', sun: 'Fri 12:00' }, card_version: `2025.${N.int(1, 9)}` }) }] },
              { say: '212 words is 36 lines. Thursday: 36 x 4.10 + 45 = 192.60 USD. Sunday: 36 x 5.60 + 45 = 246.60 USD. Both under 300.' }], result: 'Thu 192.60 USD, Sun 246.60 USD (36 lines + photo). Deadlines: Thu edition Tue 15:00, Sun edition Fri 12:00.' } }] },
            { say: 'Sunday reaches more readers and is within budget; booking Sunday.', calls: [{ name: 'book_placement', args: { paper: 'valley-courier', edition: 'sunday', lines: 36, photo: true }, out: (N) => ({ booking: `VC-OB-${N.int(10000, 99999)}`, run_date: 'Sunday', cost_usd: 246.6, proof_by: 'Friday 10:00' }) }] },
            { say: 'Booked for Sunday at 246.60 USD; proof due Friday 10:00.' }], result: 'Booked Valley Courier Sunday edition, 246.60 USD, proof Friday 10:00.' } }] },
          { say: 'Obituary final (212 words, photo) and booked for Sunday at 246.60 USD.' }], result: 'Obituary finalised and booked: Valley Courier Sunday, 246.60 USD, proof Friday 10:00.' } }] },
        { say: 'Arrangements updated: Margaret Ellison\'s obituary will run in the Sunday Valley Courier for 246.60 USD (within the 300 USD budget); I will send the family the proof on Friday morning.' },
      ],
    }),
  },
  {
    domain: 'antenna tower leasing',
    isolates: 'A Microsoft Agent Framework lease manager hands a new-tenant request to a structural agent, which hands wind loading to a load agent, which hands the antenna data lookup further down; the capacity answer comes back and the lease offer is drafted.',
    build: (N) => ({
      style: 'maf', agent: 'LeaseManager', model: 'gpt-4o',
      system: 'You manage tenancy on Highpoint Towers sites. New equipment must pass a structural capacity check before an offer is made.',
      goal: 'A carrier wants to add three 5G panel antennas at 38 m on tower HP-117. Decide whether the tower can take them and draft the lease offer.',
      turns: [
        { say: 'I need a structural capacity decision first.', calls: [{ name: 'structural_agent', args: { request: 'Can HP-117 carry 3 extra panel antennas at 38 m?' }, sub: { agent: 'StructuralAgent', task: 'Can HP-117 carry 3 extra panel antennas at 38 m?', turns: [
          { say: 'Capacity is governed by wind load at that height; delegating the load calculation.', calls: [{ name: 'wind_load_agent', args: { request: 'Wind load at 38 m on HP-117 with existing equipment plus 3 new panels' }, sub: { agent: 'WindLoadAgent', task: 'Wind load at 38 m on HP-117 with existing equipment plus 3 new panels', turns: [
            { say: 'I need the projected area of the new antenna model.', calls: [{ name: 'antenna_spec_agent', args: { request: 'Projected wind area and weight of the proposed panel model' }, sub: { agent: 'AntennaSpecAgent', task: 'Projected wind area and weight of the proposed panel model', turns: [
              { calls: [{ name: 'lookup_datasheet', args: { model: 'AIR 3268 B78' }, out: (N) => ({ model: 'AIR 3268 B78', weight_kg: 28, dims_mm: [735, 395, 205], frontal_area_m2: 0.29, datasheet_rev: `R${N.int(2, 6)}` }) }] },
              { say: 'Each panel is 28 kg with 0.29 m2 frontal area.' }], result: '28 kg, 0.29 m2 frontal area per panel.' } }] },
            { calls: [{ name: 'calc_wind_load', args: { tower: 'HP-117', height_m: 38, added_area_m2: 0.87, added_weight_kg: 84, code: 'TIA-222-H', basic_wind_mph: 105 }, out: { base_moment_utilisation_pct: { before: 81, after: 93 }, leg_utilisation_pct_max: 96, pass: true } }] },
            { say: 'With 0.87 m2 and 84 kg added, base moment goes from 81% to 93% and the worst leg reaches 96%: passes TIA-222-H, small margin.' }], result: 'Pass: base moment 93%, worst leg 96% (TIA-222-H, 105 mph).' } }] },
          { say: 'Structurally acceptable but near the limit; any further loading needs leg reinforcement.' }], result: 'HP-117 can take the 3 panels (worst leg 96%); no further loading without reinforcement.' } }] },
        { calls: [{ name: 'draft_offer', args: { site: 'HP-117', tenant: 'carrier', equipment: '3 x AIR 3268 B78 @ 38 m', monthly_rent_usd: 1850, conditions: ['no additional loading without leg reinforcement'] }, out: (N) => ({ offer_id: `OFR-${N.int(1000, 9999)}`, status: 'draft', pdf: `offers/OFR-${N.hex(6)}.pdf` }) }] },
        { say: 'HP-117 can carry the three panels (worst leg 96% under TIA-222-H). Drafted the lease offer at 1,850 USD/month with a condition that any further equipment requires leg reinforcement.' },
      ],
    }),
  },
  {
    domain: 'renaissance fairs (joust scheduling)',
    isolates: 'A Mistral fair-director agent delegates the daily programme to an entertainment agent, which delegates the joust slots to an arena agent, which asks a horse-welfare agent for rest limits; the constrained timetable flows back up.',
    build: (N) => ({
      style: 'mistral', agent: 'fair-director', model: 'mistral-large-2411',
      system: 'You direct the Oakhaven Renaissance Faire. Delegate planning to the specialist agents.',
      goal: 'Publish Saturday\'s programme for the Oakhaven Renaissance Faire, including the joust shows.',
      turns: [
        { calls: [{ name: 'entertainment_agent', args: { task: 'Build Saturday\'s stage and arena programme, 10:00-18:00.' }, sub: { agent: 'entertainment', task: 'Build Saturday\'s stage and arena programme, 10:00-18:00.', turns: [
          { say: 'Stages are straightforward; the arena depends on the joust troupe. Asking the arena agent for joust slots.', calls: [{ name: 'arena_agent', args: { task: 'Propose joust show times in the main arena on Saturday.' }, sub: { agent: 'arena', task: 'Propose joust show times in the main arena on Saturday.', turns: [
            { say: 'The troupe has 4 horses; I need their rest requirements before fixing times.', calls: [{ name: 'horse_welfare_agent', args: { task: 'Max shows per horse and minimum rest for the Iron Lance troupe horses on a 27 C day.' }, sub: { agent: 'horse-welfare', task: 'Max shows per horse and minimum rest for the Iron Lance troupe horses on a 27 C day.', turns: [
              { calls: [{ name: 'welfare_rules', args: { troupe: 'Iron Lance', forecast_max_c: 27 }, out: { max_shows_per_horse: 2, min_rest_min: 150, heat_rule: 'no shows 13:00-14:30 above 26 C', horses: ['Brutus', 'Saffron', 'Gideon', 'Mab'] } }] },
              { say: 'Each horse may do 2 shows with 150 minutes rest; no shows 13:00-14:30 because of heat.' }], result: 'Max 2 shows/horse, 150 min rest, no shows 13:00-14:30 (27 C).' } }] },
            { say: 'Two pairs of horses, 2 shows each: 11:00 (Brutus, Saffron), 12:00 (Gideon, Mab), 15:00 (Brutus, Saffron), 16:00 (Gideon, Mab). Rest is 240 min for each pair, 13:00-14:30 stays clear.' }], result: 'Jousts 11:00, 12:00, 15:00, 16:00 (pairs rotate, 240 min rest).' } }] },
          { say: 'Programme: Main stage 10:30 minstrels, 12:30 Shakespeare scenes, 14:00 falconry talk, 17:00 court dance; arena jousts 11:00, 12:00, 15:00, 16:00; arena used for archery demos 13:00-14:30.' }], result: 'Stages: 10:30 minstrels, 12:30 Shakespeare, 14:00 falconry talk, 17:00 court dance. Arena: jousts 11:00/12:00/15:00/16:00, archery 13:00-14:30.' } }] },
        { calls: [{ name: 'publish_programme', args: { day: 'Saturday', channels: ['website', 'app', 'gate boards'] }, out: (N) => ({ published: true, version: `sat-v${N.int(2, 6)}`, url: 'https://oakhavenfaire.org/programme/saturday' }) }] },
        { say: 'Saturday\'s programme is published: four jousts (11:00, 12:00, 15:00, 16:00) rotating the Iron Lance horses within welfare limits, archery in the arena during the 13:00-14:30 heat break, plus the stage line-up.' },
      ],
    }),
  },
  {
    domain: 'player piano roll archives',
    isolates: 'An Opik-traced curator agent asks a digitisation planner, which asks a scanner-queue agent, which asks a roll-condition agent about specific rolls; the condition data shapes the scan queue passed back up.',
    build: (N) => ({
      style: 'opik', agent: 'archive-curator', project: 'pianola-roll-archive', model: 'gpt-4o',
      system: 'You curate a collection of 88-note and reproducing piano rolls. Plan digitisation work with the planner agent.',
      goal: 'Plan next month\'s digitisation of the newly donated Ampico reproducing rolls.',
      turns: [
        { calls: [{ name: 'digitisation_planner', args: { task: 'Plan scanning for the 40 donated Ampico rolls next month' }, sub: { agent: 'digitisation-planner', task: 'Plan scanning for the 40 donated Ampico rolls next month', turns: [
          { say: 'Scanner time is the constraint. Asking the scanner queue agent to slot the rolls.', calls: [{ name: 'scanner_queue_agent', args: { task: 'Slot 40 Ampico rolls on the optical roll scanner next month, fragile rolls first on slow speed' }, sub: { agent: 'scanner-queue', task: 'Slot 40 Ampico rolls on the optical roll scanner next month, fragile rolls first on slow speed', turns: [
            { say: 'I need to know which rolls are fragile.', calls: [{ name: 'roll_condition_agent', args: { task: 'Grade the condition of donation DN-2025-14 (40 Ampico rolls)' }, sub: { agent: 'roll-condition', task: 'Grade the condition of donation DN-2025-14 (40 Ampico rolls)', turns: [
              { calls: [{ name: 'condition_records', args: { donation: 'DN-2025-14' }, out: (N) => ({ graded: 40, grades: { A: 22, B: 12, C_fragile: 6 }, fragile_ids: ['AM-213', 'AM-219', 'AM-230', 'AM-231', 'AM-244', 'AM-252'], notes: 'C rolls have torn leaders; repair before scanning', graded_by: 'conservator', updated: N.dateOnly() }) }] },
              { say: '22 grade A, 12 grade B, 6 fragile grade C rolls needing leader repair first.' }], result: '22 A, 12 B, 6 fragile C (AM-213, 219, 230, 231, 244, 252) need leader repair.' } }] },
            { calls: [{ name: 'scanner_calendar', args: { month: 'next' }, out: { free_days: 14, rolls_per_day_normal: 5, rolls_per_day_slow: 2 } }] },
            { say: '34 A/B rolls at 5 per day take 7 days; 6 fragile rolls at 2 per day take 3 days after repair. 10 of the 14 free days used; fragile rolls scheduled in the last week to allow leader repair.' }], result: 'Queue: 34 A/B rolls days 1-7 (5/day), 6 fragile rolls days 11-13 (2/day, slow) after leader repair; 4 days spare.' } }] },
          { say: 'Plan: conservator repairs 6 leaders in weeks 1-2; scanning A/B rolls in week 1-2; fragile rolls in week 3.' }], result: 'Scan 34 A/B rolls first (7 days), repair 6 fragile leaders meanwhile, scan fragile rolls on slow speed in week 3; 4 scanner days spare.' } }] },
        { say: 'Next month\'s plan for the 40 Ampico rolls: 34 grade A/B rolls scanned in the first 7 scanner days, the 6 fragile rolls (AM-213, 219, 230, 231, 244, 252) get leader repairs and are scanned at slow speed in week 3, leaving 4 scanner days spare.' },
      ],
    }),
  },
  {
    domain: 'charcuterie curing rooms',
    isolates: 'A plain message-level trace where a production manager delegates to a batch planner, which delegates to a chamber agent, which delegates a humidity log read; the chamber answer shapes the batch plan passed back up.',
    build: (N) => ({
      style: 'plain', agent: 'production-manager', model: 'gpt-4o-mini',
      system: 'You manage production at Hollins Salumi. Delegate scheduling to batch-planner.',
      goal: 'Schedule the next batch of 60 coppa into a curing chamber so it is ready for the Christmas orders.',
      turns: [
        { calls: [{ name: 'batch_planner', args: { task: 'Place 60 coppa in a curing chamber, ready by 15 December' }, sub: { agent: 'batch-planner', task: 'Place 60 coppa in a curing chamber, ready by 15 December', turns: [
          { say: 'Coppa needs about 12 weeks, so it must go in by 22 September. Asking the chamber agent which chamber can hold 60 pieces from then.', calls: [{ name: 'chamber_agent', args: { task: 'Which chamber has room for 60 coppa (about 1.6 kg each) from 22 September, and is it stable?' }, sub: { agent: 'chamber-agent', task: 'Which chamber has room for 60 coppa (about 1.6 kg each) from 22 September, and is it stable?', turns: [
            { calls: [{ name: 'chamber_capacity', args: { from: '2025-09-22' }, out: { chambers: [{ id: 'CC-2', free_hooks: 72 }, { id: 'CC-3', free_hooks: 40 }] } }] },
            { say: 'Only CC-2 has 72 free hooks. Need its humidity stability over the last week.', calls: [{ name: 'humidity_log_agent', args: { task: 'Summarise CC-2 RH and temperature for the last 7 days' }, sub: { agent: 'humidity-log', task: 'Summarise CC-2 RH and temperature for the last 7 days', turns: [
              { calls: [{ name: 'read_chamber_log', args: { chamber: 'CC-2', days: 7 }, out: (N) => `ts,temp_c,rh_pct\n${N.dateOnly()} 00:00,12.9,78\n...\nsummary: temp 12.6-13.3 C, RH 76-81 %, 0 alarms, logger SN ${N.HEX(8)}` }] },
              { say: 'CC-2 held 12.6-13.3 C and 76-81% RH with no alarms over 7 days.' }], result: 'CC-2 stable: 12.6-13.3 C, RH 76-81 %, no alarms.' } }] },
            { say: 'CC-2 has room (72 hooks) and is stable.' }], result: 'Use CC-2: 72 free hooks, stable 12.6-13.3 C / 76-81 % RH.' } }] },
          { say: 'Batch plan: salt 18-21 September, case and hang in CC-2 on 22 September, weigh-loss checks every 2 weeks, target 35% weight loss around 15 December.' }], result: 'Salt 18-21 Sep, hang in CC-2 on 22 Sep, fortnightly weigh-loss checks, ready ~15 Dec at 35% loss.' } }] },
        { say: 'Scheduled: the 60 coppa are salted 18-21 September and hung in chamber CC-2 on 22 September (stable 12.6-13.3 C, 76-81% RH), ready around 15 December for Christmas orders.' },
      ],
    }),
  },
  {
    domain: 'levee inspections (seepage)',
    isolates: 'A Vercel AI SDK levee-district agent delegates to an inspection planner, which delegates one segment to a segment analyst, which delegates piezometer reading to a data agent; findings flow back up into a targeted inspection order.',
    build: (N) => ({
      style: 'vercel', agent: 'levee-district', model: 'gpt-4.1', nestTools: true,
      system: 'You coordinate inspections for Levee District 9 after high water.',
      goal: 'After last week\'s high river stage, decide which levee segments need a field seepage inspection and issue the inspection order.',
      turns: [
        { calls: [{ name: 'inspectionPlanner', args: { task: 'Rank segments S1-S8 for post-flood seepage inspection' }, sub: { agent: 'inspection-planner', task: 'Rank segments S1-S8 for post-flood seepage inspection', turns: [
          { calls: [{ name: 'segmentHistory', args: { segments: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8'] }, out: { prior_boils: { S4: 2, S6: 1 }, sand_foundation: ['S4', 'S5', 'S6'] } }] },
          { say: 'S4-S6 sit on sand and S4/S6 had boils before. S5 has no history but shares the foundation; asking the segment analyst to look at S5 in detail.', calls: [{ name: 'segmentAnalyst', args: { task: 'Assess seepage risk on S5 from instrumentation during the flood' }, sub: { agent: 'segment-analyst', task: 'Assess seepage risk on S5 from instrumentation during the flood', turns: [
            { calls: [{ name: 'piezometerAgent', args: { task: 'Peak readings of the S5 piezometers vs alert levels during the flood' }, sub: { agent: 'piezometer-data', task: 'Peak readings of the S5 piezometers vs alert levels during the flood', turns: [
              { calls: [{ name: 'queryPiezometers', args: { segment: 'S5', from: '2025-05-02', to: '2025-05-09' }, out: (N) => ({ status: 504, statusText: 'Gateway Timeout', body: '<html><body><h1>504 Gateway Time-out</h1>The server didn\'t respond in time.</body></html>', 'x-amzn-trace-id': N.amznTrace() }), err: 'HTTP 504 Gateway Timeout from telemetry-api' }] },
              { say: 'The telemetry API timed out; retrying with a smaller window around the crest (5-7 May).', calls: [{ name: 'queryPiezometers', args: { segment: 'S5', from: '2025-05-05', to: '2025-05-07' }, out: (N) => ({ instruments: [{ id: 'PZ-5A', peak_m: 41.8, alert_m: 41.5 }, { id: 'PZ-5B', peak_m: 40.2, alert_m: 41.5 }], exported: N.iso(), datalogger: N.host('dl-s5') }) }] },
              { say: 'PZ-5A peaked 0.3 m above its alert level; PZ-5B stayed 1.3 m below.' }], result: 'PZ-5A exceeded alert by 0.3 m; PZ-5B below alert.' } }] },
            { say: 'Elevated uplift at PZ-5A means S5 near station 5+40 should be walked.' }], result: 'S5 at risk near PZ-5A (station 5+40): alert exceeded by 0.3 m.' } }] },
          { say: 'Priority: S4 and S6 (history of boils), S5 around station 5+40 (piezometer exceedance). Others routine.' }], result: 'Inspect S4, S5 (station 5+40), S6 first; S1-S3, S7-S8 routine.' } }] },
        { calls: [{ name: 'issueInspectionOrder', args: { segments: ['S4', 'S5', 'S6'], focus: { S5: 'station 5+40 landside toe' }, due: '48h' }, out: (N) => ({ order: `LD9-IO-${N.int(100, 999)}`, crews: 2, issued: N.isoOffset(-5) }) }] },
        { say: 'Issued the inspection order: S4 and S6 (previous sand boils) and S5 at station 5+40 where PZ-5A exceeded its alert by 0.3 m, due within 48 hours with two crews; remaining segments stay on the routine schedule.' },
      ],
    }),
  },
];
