// Family 10 (healthy): reading many similar but different records with the same tool, then a summary.
export const family = 'similar_records_sweep';
export const loop = false;
export const stagnation = false;
export const summary = 'The same tool is called on many different files/pages/records that share one output template but differ in content, followed by a summary that uses what was read.';

export const scenarios = [
  {
    domain: 'municipal fountains (water quality)',
    isolates: 'An OpenLIT-traced parks agent reads six fountain records with the same tool and template but different chlorine, pump and fault values, then summarises which fountains need work.',
    build: (N) => {
      const rec = (id, name, cl, ph, pump, fault) => ({ name: 'get_fountain_record', args: { fountain_id: id }, out: (N) => JSON.stringify({ id, name, free_chlorine_mg_l: cl, ph, pump_hours: pump, last_fault: fault, sampled: N.isoOffset(1), sampler: N.pick(['T. Berg', 'L. Haddad', 'K. Moss']) }) });
      return {
        style: 'openlit', agent: 'parks-water-agent', service: 'parks-water-agent', model: 'gpt-4o-mini',
        system: 'You help the city parks department keep decorative fountains safe. Chlorine must be 0.5-2.0 mg/L and pH 7.2-7.8.',
        goal: 'Check this week\'s water samples for the six downtown fountains and list which ones need treatment or repair.',
        turns: [
          { calls: [rec('F-01', 'Civic Plaza Cascade', 1.1, 7.4, 6120, null), rec('F-02', 'Library Steps Jets', 0.3, 7.6, 2210, null), { name: 'get_fountain_record', args: { fountain_id: 'F-03' }, out: null, err: "ReadTimeout: HTTPSConnectionPool(host='scada-parks.city.local', port=443): Read timed out. (read timeout=10)" }] },
          { say: 'F-01 and F-02 read; F-03 timed out, so I will retry it along with the remaining three.', calls: [rec('F-03', 'Market Square Basin', 1.6, 8.1, 9830, 'pump cavitation 2025-06-02'), rec('F-04', 'Riverside Splash Pad', 0.9, 7.3, 1500, null), rec('F-05', 'Memorial Pool', 2.4, 7.5, 4410, null), rec('F-06', 'Station Forecourt Jets', 1.2, 7.5, 11980, 'UV lamp failure 2025-06-09')] },
          { say: 'Summary of the six fountains: F-02 Library Steps needs chlorine raised (0.3 mg/L, below 0.5). F-03 Market Square has pH 8.1 (above 7.8) and a recent cavitation fault at 9,830 pump hours, so dose acid and inspect the pump. F-05 Memorial Pool is over-chlorinated at 2.4 mg/L, reduce dosing. F-06 Station Forecourt needs its UV lamp replaced. F-01 and F-04 are within limits.' },
        ],
      };
    },
  },
  {
    domain: 'HEMA sword clubs (gear inspections)',
    isolates: 'A Rasa league bot runs the same record-fetch action for five fencing clubs, each returning different mask and gauntlet inspection data, then reports which clubs may compete.',
    build: (N) => {
      const club = (id, out) => ({ name: 'action_fetch_gear_inspection', args: { club_id: id }, out: (N) => [{ event: 'slot', name: 'inspection_record', value: { club_id: id, ...out, fetched: N.isoNoMs() } }] });
      return {
        style: 'rasa', agent: 'hema-league-bot', model: 'gpt-4o-mini', senderId: 'league-sec-3',
        rasaFlows: '## Available flows\n- gear_inspection_report: fetches each registered club\'s latest gear inspection and reports eligibility',
        rasaSlots: 'registered_clubs=[NHA, IRN, SWB, LNG, KRV]',
        goal: 'Tell the league secretary which of the five registered clubs passed the safety gear inspection and can fence at the regional longsword tournament.',
        turns: [
          { user: 'Which clubs are cleared on gear for the regional longsword event?', intent: 'gear_report',
            say: 'StartFlow(gear_inspection_report)',
            calls: [
              club('NHA', { masks_350N: 14, masks_1600N: 14, gauntlets_rigid: 12, jackets_800N: 14, failed_items: [] }),
              club('IRN', { masks_350N: 9, masks_1600N: 6, gauntlets_rigid: 9, jackets_800N: 9, failed_items: ['3 masks lack 1600N back-of-head'] }),
              club('SWB', { masks_350N: 11, masks_1600N: 11, gauntlets_rigid: 8, jackets_800N: 11, failed_items: ['3 fencers with lacrosse gloves'] }),
              club('LNG', { masks_350N: 7, masks_1600N: 7, gauntlets_rigid: 7, jackets_800N: 7, failed_items: [] }),
              club('KRV', { masks_350N: 10, masks_1600N: 10, gauntlets_rigid: 10, jackets_800N: 9, failed_items: ['1 jacket 350N only'] }),
            ],
            bot: 'Cleared: NHA (14 fencers) and LNG (7). Not yet cleared: IRN (3 masks missing 1600N back-of-head protection), SWB (3 fencers in lacrosse gloves instead of rigid gauntlets) and KRV (1 jacket rated only 350N). Those fencers can compete once the items are replaced and re-inspected.' },
        ],
        final: 'Cleared: NHA (14 fencers) and LNG (7). Not yet cleared: IRN (3 masks missing 1600N back-of-head protection), SWB (3 fencers in lacrosse gloves instead of rigid gauntlets) and KRV (1 jacket rated only 350N). Those fencers can compete once the items are replaced and re-inspected.',
      };
    },
  },
  {
    domain: 'fly fishing guides (beat reports)',
    isolates: 'An Assistants API run reads five river-beat reports with the same function and layout but different flows, hatches and catches, then recommends beats for the week\'s guided clients.',
    build: (N) => {
      const beat = (b, out) => ({ name: 'get_beat_report', args: { beat: b }, out: (N) => ({ beat: b, ...out, report_time: N.usDate(), ghillie: N.pick(['Ewan', 'Fergus', 'Callum']) }) });
      return {
        style: 'assistants', agent: 'guide-desk', model: 'gpt-4o',
        system: 'You support a fly fishing guide service on the River Tay and its tributaries.',
        goal: 'Read the latest beat reports and recommend which beats to book for this week\'s four guided clients (two beginners, two experienced).',
        turns: [
          { say: 'Reading the five beat reports.', calls: [
            beat('Upper Tay - Kenmore', { flow_cumecs: 38, water_temp_c: 11, hatch: 'olives', fish_last_7d: { salmon: 1, brown_trout: 14 }, wading: 'easy' }),
            beat('Middle Tay - Dunkeld', { flow_cumecs: 62, water_temp_c: 12, hatch: 'sedges evening', fish_last_7d: { salmon: 6, brown_trout: 5 }, wading: 'boat only' }),
            beat('Tummel - Pitlochry', { flow_cumecs: 21, water_temp_c: 10, hatch: 'march browns', fish_last_7d: { salmon: 0, brown_trout: 22 }, wading: 'easy' }),
            beat('Lyon - Fortingall', { flow_cumecs: 9, water_temp_c: 9, hatch: 'sparse', fish_last_7d: { salmon: 0, brown_trout: 3 }, wading: 'slippery' }),
            beat('Isla - Coupar Angus', { flow_cumecs: 14, water_temp_c: 12, hatch: 'olives, black gnat', fish_last_7d: { salmon: 2, brown_trout: 9 }, wading: 'moderate' })] },
          { say: 'Recommendation: beginners on the Tummel at Pitlochry (22 brown trout last week, easy wading, March browns) and Upper Tay at Kenmore as the backup. Experienced clients on the Middle Tay at Dunkeld from the boat for salmon (6 last week), with an evening sedge session. Skip the Lyon this week: low flow, 3 fish, slippery wading. The Isla is a fair option for a mixed day.' },
        ],
      };
    },
  },
  {
    domain: 'ukulele orchestras (rehearsal parts)',
    isolates: 'A Gemini agent reads five part files of one arrangement (same tool, same template) with different ranges, hard bars and player counts, then writes a targeted rehearsal plan.',
    build: (N) => {
      const part = (p, out) => ({ name: 'read_part', args: { arrangement: 'Mr Blue Sky', part: p }, out });
      return {
        style: 'gemini', agent: 'uke-orchestra-librarian', model: 'gemini-2.0-flash',
        goal: 'Look through each part of the new "Mr Blue Sky" arrangement and plan Thursday\'s 2-hour rehearsal around the hardest passages.',
        turns: [
          { calls: [
            part('soprano', { tuning: 'GCEA', range: 'C4-A5', hard_bars: [33, 34, 35, 36], technique: 'fast tremolo', players: 9 }),
            part('concert', { tuning: 'GCEA', range: 'C4-G5', hard_bars: [57, 58], technique: 'syncopated strum', players: 12 }),
            part('tenor', { tuning: 'gCEA (low G)', range: 'G3-F5', hard_bars: [33, 34, 89, 90, 91], technique: 'counter-melody', players: 6 }),
            part('baritone', { tuning: 'DGBE', range: 'D3-D5', hard_bars: [], technique: 'chords only', players: 5 }),
            part('bass', { tuning: 'EADG', range: 'E1-C3', hard_bars: [89, 90, 91, 92], technique: 'walking line', players: 3 })] },
          { say: 'Rehearsal plan (2 h): 15 min warm-up; 25 min sopranos and tenors on bars 33-36 (tremolo against the counter-melody); 15 min concerts alone on the syncopated strum at bars 57-58; 20 min tenors and basses on bars 89-92 where the walking bass meets the tenor line; break; last 45 min full run-throughs, baritones anchoring the chords. Baritones have no hard bars so they can arrive at 20:00.' },
        ],
      };
    },
  },
  {
    domain: 'photo restoration studios (job tickets)',
    isolates: 'A local Ollama agent opens six restoration job tickets one by one with the same tool, each with different damage, prints and due dates, and produces the week\'s work queue.',
    build: (N) => {
      const t = (id, out) => ({ name: 'get_ticket', args: { ticket: id }, out: (N) => ({ ticket: id, ...out, updated: N.isoMicros(), rev: N.int(1, 9) }) });
      return {
        style: 'ollama', agent: 'retouch-queue', model: 'llama3.1:8b', ollamaHost: 'http://studio-mac.local:11434',
        system: 'You organise the retouching queue at a small photo restoration studio. Prioritise by due date, then effort.',
        goal: 'Build this week\'s retouching queue from the six open restoration tickets.',
        turns: [
          { calls: [t('PR-4101', { damage: 'tear across face', effort_h: 3.5, prints: '8x10 matte', due: '2025-11-12' }), t('PR-4102', { damage: 'silvering', effort_h: 1.0, prints: '5x7 x2', due: '2025-11-14' })] },
          { calls: [t('PR-4103', { damage: 'water stain, 40% area', effort_h: 5.0, prints: '11x14', due: '2025-11-20' }), t('PR-4104', { damage: 'colourise B&W wedding portrait', effort_h: 4.0, prints: 'digital only', due: '2025-11-11' })] },
          { calls: [t('PR-4105', { damage: 'fading (cyan shift)', effort_h: 0.75, prints: '6x4 x10', due: '2025-11-13' }), t('PR-4106', { damage: 'mould spots', effort_h: 2.0, prints: '8x10', due: '2025-11-12' })] },
          { say: 'Queue for the week: 1) PR-4104 colourise wedding portrait, due 11 Nov, 4 h. 2) PR-4106 mould spots, due 12 Nov, 2 h. 3) PR-4101 facial tear, due 12 Nov, 3.5 h. 4) PR-4105 cyan fading, due 13 Nov, 0.75 h. 5) PR-4102 silvering, due 14 Nov, 1 h. 6) PR-4103 water stain, due 20 Nov, 5 h. Total 16.25 h.' },
        ],
      };
    },
  },
  {
    domain: 'owl sanctuaries (weight logs)',
    isolates: 'A smolagents CodeAgent reads the weight logs of five owls in a loop with the same tool, each log showing a different trend, then flags the birds needing a vet check.',
    build: (N) => {
      const log = (name, sp, ws) => `owl=${name} species=${sp}\n${ws.map((w, i) => `day-${(ws.length - 1 - i) * 7}: ${w} g`).join('\n')}\nexported ${N.logts()} by scale ${N.pick(['KERN-PCB', 'SALTER-9'])}`;
      const owls = [['Hedwig', 'Barn owl', [318, 315, 312, 309]], ['Bramble', 'Tawny owl', [425, 428, 431, 430]], ['Pip', 'Little owl', [176, 168, 159, 151]], ['Orion', 'Eurasian eagle-owl', [2810, 2795, 2820, 2805]], ['Moth', 'Long-eared owl', [280, 282, 279, 281]]];
      const code = 'for name in ["Hedwig", "Bramble", "Pip", "Orion", "Moth"]:\n    print(read_weight_log(owl=name, weeks=4))';
      return {
        style: 'smolagents', agent: 'owl-keeper', model: 'gpt-4o-mini', maxSteps: 6,
        goal: 'Review the last four weekly weights of the five resident owls and flag any bird losing more than 5% for a vet check.',
        turns: [
          { say: `Thought: Read all five weight logs.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, calls: owls.map(([n, sp, ws]) => ({ name: 'read_weight_log', args: { owl: n, weeks: 4 }, out: log(n, sp, ws) })) },
          { say: 'Thought: Hedwig lost 9 g (2.8%), Bramble gained 5 g, Pip dropped from 176 to 151 g (14.2%), Orion is stable within 1%, Moth is flat. Only Pip exceeds 5%.\nCode:\n```py\nfinal_answer("Vet check needed: Pip (little owl) lost 14.2% in 4 weeks, 176 g to 151 g. Hedwig -2.8% (monitor), Bramble +1.2%, Orion and Moth stable.")\n```<end_code>', calls: [{ name: 'final_answer', args: { answer: 'Vet check needed: Pip (little owl) lost 14.2% in 4 weeks, 176 g to 151 g. Hedwig -2.8% (monitor), Bramble +1.2%, Orion and Moth stable.' }, out: 'Vet check needed: Pip (little owl) lost 14.2% in 4 weeks, 176 g to 151 g. Hedwig -2.8% (monitor), Bramble +1.2%, Orion and Moth stable.' }] },
        ],
        final: 'Vet check needed: Pip (little owl) lost 14.2% in 4 weeks, 176 g to 151 g. Hedwig -2.8% (monitor), Bramble +1.2%, Orion and Moth stable.',
      };
    },
  },
];
