// Family 1: one long reasoning step restated near-verbatim with nothing new in between.
export default {
  family: 'long_step_restated', loop: true, stagnation: true,
  rows: [
    { n: '01', domain: 'tram depots', style: 'anthropic',
      isolates: 'A 40-word plan for re-sequencing tram stabling is restated almost word for word after a depot-map lookup returns the same roads as before.',
      system: 'You are the night-shift planning assistant for Kelvin Road tram depot. Use the tools to read stabling roads and the morning run-out.',
      goal: 'Produce a stabling order for tonight so that trams 3011, 3014 and 3022 (all due wheel-lathe work) leave last in the morning run-out.',
      build(c) {
        c.step('Let me read the current stabling roads first.', [['get_stabling_roads', { depot: 'KLV', night: c.dateOnly() }, { depot: 'KLV', roads: [{ road: 4, capacity: 3, occupied: ['3008', '3011'] }, { road: 5, capacity: 3, occupied: ['3014'] }, { road: 6, capacity: 2, occupied: [] }], interlock_seq: c.int(40000, 49999), read_at: c.iso() }]]);
        const plan = 'Plan: roads 4 and 5 are dead-end roads filled from the throat, so the last tram in is the first tram out. I should put 3011, 3014 and 3022 deepest on road 6 and road 4, keep road 5 for early run-out trams, then confirm with the run-out table before writing the order.';
        c.step(plan, [['get_stabling_roads', { depot: 'KLV', night: c.dateOnly() }, { depot: 'KLV', roads: [{ road: 4, capacity: 3, occupied: ['3008', '3011'] }, { road: 5, capacity: 3, occupied: ['3014'] }, { road: 6, capacity: 2, occupied: [] }], interlock_seq: c.int(50000, 59999), read_at: c.iso() }]]);
        c.step('Plan: roads 4 and 5 are dead-end roads filled from the throat, so the last tram in is the first tram out. I should put 3011, 3014 and 3022 deepest on road 6 and road 4, keep road 5 for early run-out trams, and then confirm with the run-out table before writing the order.', []);
        return { output: null, error: 'max_turns reached (run cut off by supervisor)' };
      } },
    { n: '02', domain: 'rope swings', style: 'gemini',
      isolates: 'The agent restates the same long safety-inspection reasoning once, unchanged, after re-reading an identical inspection record.',
      system: 'You help the parks team at Alder Glen adventure trail with rope swing inspections. Tools: inspection_log.get, work_order.create.',
      goal: 'Decide whether rope swing RS-07 can reopen this weekend and, if not, raise a work order.',
      build(c) {
        const rec = () => ({ asset: 'RS-07', last_inspection: '2024-05-02', rope: 'polyester 24mm', wear_mm: 3.1, limit_mm: 3.0, anchor_torque_Nm: 65, inspector: 'T. Obi', record_rev: c.int(11, 99), fetched: c.http() });
        c.step(null, [['inspection_log.get', { asset_id: 'RS-07' }, rec()]]);
        const t = 'The rope wear of 3.1 mm is over the 3.0 mm retirement limit from the manufacturer sheet, so RS-07 cannot reopen as it is; the anchor torque is fine, which means only the rope needs replacing, and I should check whether a spare 24 mm polyester rope is in stock before raising the work order.';
        c.step(t, [['inspection_log.get', { asset_id: 'RS-07' }, rec()]]);
        c.step('The rope wear of 3.1 mm is above the 3.0 mm retirement limit from the manufacturer sheet, so RS-07 cannot reopen as it is; the anchor torque is fine, which means only the rope needs replacing, and I should check whether a spare 24 mm polyester rope is in stock before raising the work order.', []);
        return { output: null, error: 'stopped: token budget exhausted' };
      } },
    { n: '03', domain: 'sea glass jewellery', style: 'claude_sdk',
      isolates: 'A long pricing rationale is repeated nearly verbatim after a listing fetch returns the same listing, with no new information.',
      system: 'You are the shop assistant for Tidewrack Sea Glass Studio. You may read and update Etsy-like listings via tools.',
      goal: 'Reprice the rare cobalt-blue pendant listing so it is consistent with the studio pricing sheet.',
      build(c) {
        const listing = () => ({ listing_id: 884120, title: 'Cobalt blue sea glass pendant, sterling bezel', price: { amount: 4800, divisor: 100, currency_code: 'GBP' }, quantity: 1, state: 'active', last_modified_tsz: c.epoch(), views: 312 });
        c.step('I will read the listing and the pricing sheet.', [['read_file', { path: 'pricing/2024-sheet.md' }, '# Pricing sheet\n- common colours (white, green, brown): base 18\n- uncommon (seafoam, aqua): base 28\n- rare (cobalt, cornflower): base 55\n- sterling bezel: +12\n- gold fill: +20\n'], ['get_listing', { listing_id: 884120 }, listing()]]);
        c.step('Cobalt is in the rare tier, base 55, and the sterling bezel adds 12, so the sheet price is 67 pounds. The listing is at 48 pounds, which is 19 below the sheet; I should update the price to 67.00 and leave quantity and description untouched, after one more check that the listing has not been edited.', [['get_listing', { listing_id: 884120 }, listing()]]);
        c.step('Cobalt is in the rare tier at base 55 and the sterling bezel adds 12, so the sheet price is 67 pounds. The listing is at 48 pounds, which is 19 below the sheet; I should update the price to 67.00 and leave quantity and description untouched, after one more check that the listing has not been edited.', []);
        return { output: null, error: 'session interrupted: max_turns=3' };
      } },
    { n: '04', domain: 'bonsai auctions', style: 'langgraph',
      isolates: 'LangGraph agent node emits the same long lot-reserve reasoning twice around an unchanged lot lookup.',
      system: 'You assist the Kurume Bonsai Society auction desk.',
      goal: 'Set a reserve price for lot 41 (Japanese white pine, 60 years in training) based on past results.',
      build(c) {
        const lot = () => ({ lot: 41, species: 'Pinus parviflora', age_years: 60, pot: 'Tokoname, antique', condition: 'good, some needle yellowing', catalogue_rev: c.hex(7), served_by: c.host('lots-api') });
        c.step(null, [['search_past_lots', { species: 'Pinus parviflora', min_age: 50 }, { results: [{ lot: '2023-17', hammer: 2100, age: 55 }, { lot: '2022-33', hammer: 2650, age: 70 }, { lot: '2021-08', hammer: 1800, age: 52 }], took_ms: c.ms() }], ['get_lot', { lot: 41 }, lot()]]);
        c.step('Three comparable white pines fetched 1800, 2100 and 2650, and age seems to drive price roughly linearly, so a 60-year tree should sit near 2300; an antique Tokoname pot normally adds value but the needle yellowing lowers it, so a reserve of about 2000 looks right before I check the lot record again.', [['get_lot', { lot: 41 }, lot()]]);
        c.step('Three comparable white pines fetched 1800, 2100 and 2650, and age seems to drive price roughly linearly, so a 60-year tree should sit near 2300; an antique Tokoname pot usually adds value but the needle yellowing lowers it, so a reserve of about 2000 looks right before I check the lot record again.', []);
        return { output: null, error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition' };
      } },
    { n: '05', domain: 'brass foundries', style: 'smolagents',
      isolates: 'The code agent repeats a long metallurgy thought verbatim after re-running the same composition query with the same result.',
      system: 'You are a CodeAgent helping the melt shop at Harrow Brass Works.',
      goal: 'Decide whether melt 24-1187 meets CZ121 free-machining brass limits and can be released to casting.',
      build(c) {
        const comp = () => ({ melt: '24-1187', Cu: 58.4, Pb: 3.6, Fe: 0.41, Sn: 0.28, Zn: 'rem', spectro: 'SPECTROMAXx-02', sample_ts: c.logts(), spark_count: 3 });
        c.step('I will read the spectrometer result for the melt.', [['get_spectro', { melt_id: '24-1187' }, comp()]]);
        c.step('CZ121 allows copper 56.5 to 59.5, lead 2.5 to 3.5, iron at most 0.3 and tin at most 0.3, so copper and tin are fine but lead at 3.6 and iron at 0.41 both exceed the limits, which means the melt should be held and diluted with clean scrap, not released, and I should confirm the figures once more.', [['get_spectro', { melt_id: '24-1187' }, comp()]]);
        c.step('CZ121 allows copper 56.5 to 59.5, lead 2.5 to 3.5, iron at most 0.3 and tin at most 0.3, so copper and tin are fine but lead at 3.6 and iron at 0.41 both exceed the limits, which means the melt should be held and diluted with clean scrap rather than released, and I should confirm the figures once more.', []);
        return { output: null, error: 'AgentMaxStepsError: Reached max steps.' };
      } },
    { n: '06', domain: 'kayak polo', style: 'openai_agents',
      isolates: 'A long fixture-clash analysis is restated once nearly word for word with no new observation between the two copies.',
      system: 'You schedule the regional kayak polo league. Tools: list_fixtures, list_pool_bookings.',
      goal: 'Find a replacement slot for the postponed Riverside Otters v Harbour Seals fixture within the next two weeks.',
      build(c) {
        c.step(null, [['list_pool_bookings', { venue: 'Castle Lido', from: '2024-06-08', to: '2024-06-22' }, { bookings: [{ date: '2024-06-09', slot: '10:00-12:00', holder: 'sub-aqua club' }, { date: '2024-06-16', slot: '10:00-14:00', holder: 'league' }], cache: 'HIT', generated: c.iso() }], ['list_fixtures', { team: 'Harbour Seals', from: '2024-06-08', to: '2024-06-22' }, { fixtures: [{ date: '2024-06-16', opponent: 'Weir Wolves' }], etag: c.etag() }]]);
        const a = 'The lido is free on 15 June morning and 22 June afternoon, but the Otters already play on 16 June, and the league rule is no team plays on consecutive days, so 15 June is out; 22 June afternoon therefore looks like the only legal slot, assuming the Seals have nothing that day.';
        c.step(a, [['list_fixtures', { team: 'Harbour Seals', from: '2024-06-08', to: '2024-06-22' }, { fixtures: [{ date: '2024-06-16', opponent: 'Weir Wolves' }], etag: c.etag() }]]);
        c.step('The lido is free on 15 June morning and 22 June afternoon, but the Otters already play on 16 June, and the league rule is that no team plays on consecutive days, so 15 June is out; 22 June afternoon therefore looks like the only legal slot, assuming the Seals have nothing on that day.', []);
        return { output: null, error: 'MaxTurnsExceeded: Max turns (4) exceeded' };
      } },
  ],
};
