// Family 1: one long reasoning step restated near-verbatim once, nothing new observed in between.
export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;
export const summary = 'A single long assistant reasoning step (25+ content words) is restated almost word for word once, with nothing new learned in between; then the run stops or is cut off.';

export const scenarios = [
  {
    domain: 'wine cellars',
    isolates: 'The cellar agent restates its long drink-window analysis for bay C almost word for word after a humidity check that returns the same readings, then the session times out.',
    build: (N) => {
      const snap = () => `snap_${N.hex(10)}`;
      const A = 'Bay C holds 41 bottles from 2016-2019. The 2017 Pontet-Canet (6 bottles) and the 2016 Sociando-Mallet (9 bottles) are both inside their drinking windows now, the 2018 Lynch-Bages is not ready until 2028, and the 2019 Cantemerle magnums can wait. So the drink-before-spring list should be the 2017 Pontet-Canet and the two 2016 Sociando-Mallet half-bottles because half-bottles age faster. Before I finalise I want the humidity trend for bay C so I can flag any corks at risk.';
      const A2 = 'Bay C holds 41 bottles from 2016-2019. The 2017 Pontet-Canet (6 bottles) and the 2016 Sociando-Mallet (9 bottles) are inside their drinking windows now, the 2018 Lynch-Bages is not ready until 2028, and the 2019 Cantemerle magnums can wait. So the drink-before-spring list should be the 2017 Pontet-Canet and the two 2016 Sociando-Mallet half-bottles, since half-bottles age faster. Before finalising I want the humidity trend for bay C so I can flag any corks at risk.';
      const cond = (N) => ({ bay: 'C', window: '30d', probe: 'C-2', temp_c: { min: 12.4, max: 13.6, mean: 13.0 }, rh_pct: { min: 68, max: 74, mean: 71 }, excursions: [], generated_at: N.isoOffset(1), snapshot: snap(), gateway: N.host('cellar-gw'), probe_battery_mv: N.int(2890, 2990) });
      return {
        style: 'litellm', agent: 'cellar-steward', model: 'gpt-4o-2024-08-06', modelGroup: 'cellar-gpt4o', keyAlias: 'cellarbook-prod',
        system: 'You manage a private wine cellar for the Harwood household. Use the cellar tools; be precise about bottle counts and locations.',
        goal: 'Build a drinking-window plan for the 2016-2019 Bordeaux in cellar bay C and list the bottles that should be drunk before next spring.',
        turns: [
          { say: 'I will start with the bay C inventory for those vintages.', calls: [{ name: 'cellar_inventory', args: { bay: 'C', region: 'Bordeaux', vintage_from: 2016, vintage_to: 2019 }, out: (N) => ({ count: 41, as_of: N.iso(), rows: [
            { lwin: '1012896', wine: 'Chateau Pontet-Canet', vintage: 2017, format: '75cl', qty: 6, slot: 'C-03-2' },
            { lwin: '1013548', wine: 'Chateau Sociando-Mallet', vintage: 2016, format: '75cl', qty: 7, slot: 'C-05-1' },
            { lwin: '1013548', wine: 'Chateau Sociando-Mallet', vintage: 2016, format: '37.5cl', qty: 2, slot: 'C-05-4' },
            { lwin: '1014021', wine: 'Chateau Lynch-Bages', vintage: 2018, format: '75cl', qty: 12, slot: 'C-07-1' },
            { lwin: '1011733', wine: 'Chateau Cantemerle', vintage: 2019, format: '150cl', qty: 4, slot: 'C-09-1' },
            { lwin: '1015502', wine: 'Chateau Batailley', vintage: 2019, format: '75cl', qty: 10, slot: 'C-10-2' }], cursor: null, request_id: N.reqId('cb_') }) }] },
          { say: 'Now the critic drinking windows for those six lines.', calls: [{ name: 'drinking_windows', args: { lwins: ['1012896', '1013548', '1014021', '1011733', '1015502'], source: 'aggregate' }, out: (N) => ({ windows: { '1012896|2017': '2023-2035', '1013548|2016': '2022-2034', '1014021|2018': '2028-2048', '1011733|2019': '2026-2040', '1015502|2019': '2027-2042' }, sources: 3, cached: N.rand() < 0.5, took_ms: N.ms(40, 900) }) }] },
          { say: A, calls: [{ name: 'cellar_conditions', args: { bay: 'C', days: 30 }, out: cond }] },
          { say: A2, calls: [{ name: 'cellar_conditions', args: { bay: 'C', days: 30 }, out: cond }] },
        ],
        final: null,
        rootError: 'litellm.Timeout: APITimeoutError - Request timed out. (session budget 120s exceeded)',
      };
    },
  },
  {
    domain: 'contract bridge club (duplicate scoring)',
    isolates: 'The scorer repeats its long diagnosis of the missing board-17 result nearly verbatim after re-reading the same travellers, and is cut off before publishing anything.',
    build: (N) => {
      const A = 'The Tuesday pairs game used a Mitchell movement with 11 tables, so North-South pairs never meet each other and the board set is rotated every round. The result file shows board 17 scored at 10 tables only, which means table 6 missed the board in round 4. The fair fix under Law 86 is an artificial adjusted score of average-plus for the non-offending pair and average for the other, then re-running the matchpoints for board 17.';
      const A2 = 'The Tuesday pairs game used a Mitchell movement with 11 tables, so North-South pairs never meet each other and boards rotate every round. The result file shows board 17 scored at only 10 tables, which means table 6 missed it in round 4. The fair fix under Law 86 is an artificial adjusted score of average-plus for the non-offending pair and average for the other, then re-running the matchpoints for board 17.';
      const travel = (N) => ({ event: 'TUE-PAIRS', board: 17, movement: 'MITCHELL-11', travellers: 10, missing: [{ table: 6, round: 4 }], bws_file: `C:\\ProgramData\\Bridgemate\\${N.hex(8)}.bws`, read_at: N.usDate(), checksum: N.hex(8) });
      return {
        style: 'cohere', agent: 'club-scorer', model: 'command-r-plus-08-2024',
        system: 'You are the scoring assistant of the Riverside Bridge Club. You can read Bridgemate result files and publish results.',
        goal: 'Tuesday\'s pairs results look wrong on board 17. Find out what happened and publish corrected matchpoint results.',
        turns: [
          { say: 'I will load the session summary to see the movement and table count.', calls: [{ name: 'get_session', args: { session: 'TUE-PAIRS', date: 'last' }, out: (N) => ({ session: 'TUE-PAIRS', movement: 'MITCHELL-11', tables: 11, boards: 27, rounds: 9, boards_per_round: 3, director: 'M. Okafor', imported: N.iso(), import_id: N.uuid() }) }] },
          { say: 'Next I will read the travellers for board 17.', calls: [{ name: 'get_travellers', args: { session: 'TUE-PAIRS', board: 17 }, out: travel }] },
          { say: A, calls: [{ name: 'get_travellers', args: { session: 'TUE-PAIRS', board: 17 }, out: travel }] },
          { say: A2 },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'traffic signal timing (corridor retiming)',
    isolates: 'The aider session restates its offset calculation for the Elm Street green wave nearly verbatim after re-running the same failing check without editing the plan, then the user interrupts.',
    build: (N) => {
      const A = 'The Elm Street corridor has five signals from 3rd to 7th Avenue at roughly 180 m spacing. With a 90 second cycle and a 40 km/h progression speed the travel time between intersections is about 16 seconds, so each downstream offset should be the upstream offset plus 16 seconds, modulo 90. The current `corridor_elm.yaml` has 7th Avenue at offset 12 which breaks the green wave. I should set offsets 0, 16, 32, 48, 64 and keep splits unchanged.';
      const A2 = 'The Elm Street corridor has five signals from 3rd to 7th Avenue at about 180 m spacing. With a 90 second cycle and a 40 km/h progression speed the travel time between intersections is roughly 16 seconds, so each downstream offset should be the upstream offset plus 16 seconds, modulo 90. The current `corridor_elm.yaml` has 7th Avenue at offset 12, which breaks the green wave. I should set offsets 0, 16, 32, 48, 64 and keep the splits unchanged.';
      return {
        style: 'aider', agent: 'aider', model: 'anthropic/claude-3-5-sonnet-20241022', repo: 'signal-timing-plans', files: ['plans/corridor_elm.yaml', 'tools/check_progression.py'],
        goal: 'Retime the Elm Street corridor plan (3rd-7th Ave) so northbound traffic gets a green wave at 40 km/h; keep the 90 s cycle.',
        turns: [
          { say: 'Let me look at the current plan and the distances.', calls: [{ name: 'run', args: { cmd: 'cat plans/corridor_elm.yaml' }, out: 'corridor: elm_st\ncycle_s: 90\nspeed_kmh: 40\nsignals:\n  - {id: ELM-03, dist_m: 0,   offset_s: 0,  split_ns: 48}\n  - {id: ELM-04, dist_m: 178, offset_s: 16, split_ns: 45}\n  - {id: ELM-05, dist_m: 361, offset_s: 33, split_ns: 45}\n  - {id: ELM-06, dist_m: 540, offset_s: 49, split_ns: 50}\n  - {id: ELM-07, dist_m: 722, offset_s: 12, split_ns: 44}\n' }] },
          { say: A, calls: [{ name: 'run', args: { cmd: 'python tools/check_progression.py plans/corridor_elm.yaml' }, out: (N) => `check_progression v0.4 (pid ${N.pid()})\nband NB: 9.0 s  (target >= 25 s)\nbreak at ELM-06 -> ELM-07: arrival 65 s, green starts 12 s\nFAIL  [${N.dur()}]` }] },
          { say: A2, calls: [{ name: 'run', args: { cmd: 'python tools/check_progression.py plans/corridor_elm.yaml' }, out: (N) => `check_progression v0.4 (pid ${N.pid()})\nband NB: 9.0 s  (target >= 25 s)\nbreak at ELM-06 -> ELM-07: arrival 65 s, green starts 12 s\nFAIL  [${N.dur()}]` }] },
        ],
        final: null,
        rootError: 'KeyboardInterrupt: ^C again to exit',
      };
    },
  },
  {
    domain: 'cassette tape duplication',
    isolates: 'A local model repeats its long duplication-run plan almost word for word after a schedule lookup that returns the same slot, and never books the run.',
    build: (N) => {
      const A = 'The order is 300 C46 chrome cassettes for the band Low Tide Choir, side A 21:40 and side B 22:05, so the program fits on C46 with about a minute of leader left per side. At 16x on the Telex bin loop master, one bin pass takes roughly 85 seconds, and each slave deck loads 5 cassettes, so with 6 slaves we need 10 passes. I will schedule the run for Thursday morning after the azimuth calibration.';
      const A2 = 'The order is 300 C46 chrome cassettes for Low Tide Choir, side A 21:40 and side B 22:05, so the program fits on C46 with about a minute of leader left per side. At 16x on the Telex bin loop master one bin pass takes roughly 85 seconds, and each slave deck loads 5 cassettes, so with 6 slaves we need 10 passes. I will schedule the run for Thursday morning after the azimuth calibration.';
      const sched = (N) => ({ machine: 'telex-binloop-1', next_free: 'Thu 08:30', calibration: { azimuth: 'due', last: '2025-01-09' }, queue_len: 2, fetched: N.http(), etag: N.etag() });
      return {
        style: 'ollama', agent: 'dupe-planner', model: 'llama3.1:8b-instruct-q5_K_M', ollamaHost: 'http://tapeshop-nuc:11434',
        system: 'You plan duplication jobs for a small cassette duplication shop. Tools: order lookup and machine schedule.',
        goal: 'Plan the duplication run for order #2291 (Low Tide Choir) and book it on the bin loop.',
        turns: [
          { say: '', calls: [{ name: 'get_order', args: { order_id: 2291 }, out: { order_id: 2291, artist: 'Low Tide Choir', qty: 300, shell: 'clear', tape: 'C46 chrome (type II)', side_a: '21:40', side_b: '22:05', master: 'DAT+WAV 24/96', ship_by: '2025-11-28' } }] },
          { say: A, calls: [{ name: 'machine_schedule', args: { machine: 'telex-binloop-1' }, out: sched }] },
          { say: A2, calls: [{ name: 'machine_schedule', args: { machine: 'telex-binloop-1' }, out: sched }] },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'repair cafés',
    isolates: 'The coordinator restates its fixer-bottleneck reasoning nearly verbatim after re-reading an unchanged volunteer sheet, then hits the graph recursion limit.',
    build: (N) => {
      const A = 'The volunteer sheet for Saturday has 4 fixers: Priya (electrics, PAT certified), Tom (bikes), Ines (textiles) and Karl (electrics, not PAT certified). The intake list has 14 items: 7 small appliances, 3 bikes, 3 garments and a lamp. Karl cannot sign off electrical items alone, so every appliance needs Priya for the safety test, which makes her the bottleneck at about 20 minutes per test. I should cap appliances at 6 and move the seventh to the next session.';
      const A2 = 'The volunteer sheet for Saturday has 4 fixers: Priya (electrics, PAT certified), Tom (bikes), Ines (textiles) and Karl (electrics, not PAT certified). The intake list has 14 items: 7 small appliances, 3 bikes, 3 garments and a lamp. Karl cannot sign off electrical items on his own, so every appliance needs Priya for the safety test, making her the bottleneck at about 20 minutes per test. I should cap appliances at 6 and move the seventh to next session.';
      return {
        style: 'langgraph', agent: 'repair-cafe-helper', model: 'gpt-4o-mini', lcModelClass: 'ChatOpenAI',
        system: 'You coordinate the Northfield Repair Café. Match intake items to volunteer fixers for the next session.',
        goal: 'Make the fixer assignment for Saturday\'s repair café session from the intake list.',
        turns: [
          { say: '', calls: [{ name: 'read_sheet', args: { sheet: 'Volunteers', range: 'A1:E20' }, out: 'name,skills,pat_certified,available\nPriya,electrics,yes,Sat AM\nTom,bikes,no,Sat AM\nInes,textiles,no,Sat AM\nKarl,electrics,no,Sat AM\n' }, { name: 'read_sheet', args: { sheet: 'Intake', range: 'A1:D30' }, out: 'ticket,item,category,notes\nRC-301,kettle,appliance,no power\nRC-302,toaster,appliance,one side cold\nRC-303,hand mixer,appliance,sparks\nRC-304,radio,appliance,crackle\nRC-305,hair dryer,appliance,smell\nRC-306,fan,appliance,stuck\nRC-307,vacuum,appliance,weak suction\nRC-308,road bike,bike,gears skip\nRC-309,kids bike,bike,brakes\nRC-310,city bike,bike,puncture\nRC-311,coat,garment,zip\nRC-312,jeans,garment,hem\nRC-313,jumper,garment,darning\nRC-314,desk lamp,lamp,flicker\n' }] },
          { say: A, calls: [{ name: 'read_sheet', args: { sheet: 'Volunteers', range: 'A1:E20' }, out: 'name,skills,pat_certified,available\nPriya,electrics,yes,Sat AM\nTom,bikes,no,Sat AM\nInes,textiles,no,Sat AM\nKarl,electrics,no,Sat AM\n' }] },
          { say: A2 },
        ],
        final: null,
        rootError: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.',
      };
    },
  },
  {
    domain: 'donkey sanctuary',
    isolates: 'The care assistant repeats its long hoof-trim schedule reasoning almost verbatim after re-fetching the same herd records, and the run expires without booking the farrier.',
    build: (N) => {
      const A = 'Hoof trims are due every 8 weeks. From the herd records, Bramble, Pepper and Old Tom were last trimmed on 14 August, so they are due in the week of 9 October, while Clover and Juniper were done on 2 September and are due on 28 October. The farrier visits on Wednesdays and handles up to 6 donkeys per visit, so one visit on 8 October covers the first three and Old Tom\'s laminitis check, and a second visit on 29 October covers the rest.';
      const A2 = 'Hoof trims are due every 8 weeks. From the herd records Bramble, Pepper and Old Tom were last trimmed on 14 August, so they are due in the week of 9 October, while Clover and Juniper were done on 2 September and are due 28 October. The farrier visits on Wednesdays and handles up to 6 donkeys per visit, so a visit on 8 October covers the first three and Old Tom\'s laminitis check, and a second visit on 29 October covers the rest.';
      const herd = (N) => ({ animals: [{ name: 'Bramble', last_trim: '2025-08-14' }, { name: 'Pepper', last_trim: '2025-08-14' }, { name: 'Old Tom', last_trim: '2025-08-14', flags: ['laminitis-monitor'] }, { name: 'Clover', last_trim: '2025-09-02' }, { name: 'Juniper', last_trim: '2025-09-02' }], exported_at: N.iso(), export_id: N.uuid() });
      return {
        style: 'assistants', agent: 'sanctuary-care', model: 'gpt-4o',
        system: 'You help the care team at Hollow Lane Donkey Sanctuary keep on top of routine care.',
        goal: 'Work out when each donkey in the east paddock needs its next hoof trim and book the farrier visits.',
        turns: [
          { say: 'I will pull the east paddock herd records first.', calls: [{ name: 'get_herd_records', args: { paddock: 'east', fields: ['last_trim', 'flags'] }, out: herd }] },
          { say: A, calls: [{ name: 'get_herd_records', args: { paddock: 'east', fields: ['last_trim', 'flags'] }, out: herd }] },
          { say: A2 },
        ],
        final: null, runStatus: 'expired',
        rootError: 'run expired: run_status=expired (max_completion_tokens / 10 min run limit)',
      };
    },
  },
];
