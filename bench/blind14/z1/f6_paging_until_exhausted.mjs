// Healthy family 1: pagination where every page brings new items, until the source itself says
// there is nothing more (next cursor null, has_more false, no rel="next", offset reaches total);
// then a summary built from the collected items.

export const family = {
  name: 'paging_until_exhausted',
  loop: false,
  stagnation: false,
  isolates: 'Repeated page requests each bring new items and stop when the source reports the end, followed by a summary.',
};

const pct = (x) => `${Math.round(x)}%`;

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', startAt: '2025-03-14T18:00:00Z', domain: 'maple syrup producers', style: 'mastra', model: 'gpt-4o-mini-2024-07-18', agent: 'sapRouteAgent',
    isolates: 'Three cursor pages of sap-tank readings each bring six or five new tanks; the third page returns next_cursor null and the agent stops and lists the tanks above 80% for the tanker route.',
    system: 'You plan sap collection for a maple syrup cooperative. list_tank_readings returns telemetry for collection tanks, paged by cursor. Tanks above 80% must be on tomorrow\'s tanker route.',
    goal: 'List all sap tanks across the three sugarbush sites that are above 80% full so tomorrow\'s tanker route can be planned.',
    tools: ['list_tank_readings'],
    build(T) {
      const n = T.n;
      const sites = [['N', 'Sugarbush North'], ['R', 'Ridge Road'], ['B', 'Beaver Brook']];
      const tanks = [];
      for (const [code, name] of sites) for (let i = 1; i <= (code === 'B' ? 5 : 6); i++) {
        const cap = n.pick([2500, 3800, 5000]);
        const fill = n.int(22, 97);
        tanks.push({ tank_id: `${code}-${String(i).padStart(2, '0')}`, site: name, capacity_l: cap, level_l: Math.round(cap * fill / 100), fill_pct: fill, brix: n.float(1.6, 2.9, 1), sap_temp_c: n.float(0.5, 5.5, 1), lora_rssi_dbm: -n.int(88, 121), last_uplink: n.isoNoMs(n.t - n.int(3, 55) * 60000), battery_v: n.float(3.41, 3.98, 2) });
      }
      const pages = [tanks.slice(0, 6), tanks.slice(6, 12), tanks.slice(12)];
      const curs = [null, n.cursor({ after: 'N-06', s: n.hex(6) }), n.cursor({ after: 'R-06', s: n.hex(6) })];
      const resp = (i) => () => ({ readings: pages[i], next_cursor: i < 2 ? curs[i + 1] : null, gateway: n.pick(['lns-eu868-a', 'lns-eu868-b']), generated_at: n.iso(), page_size: 6 });
      const over = (arr) => arr.filter((t) => t.fill_pct > 80);
      T.llm({ text: 'Pulling tank telemetry for all three sites.', calls: [{ name: 'list_tank_readings', args: { site: 'all', limit: 6 } }] });
      T.tool('list_tank_readings', undefined, resp(0));
      const o1 = over(pages[0]);
      T.llm({ text: `First page covers Sugarbush North: ${o1.length ? o1.map((t) => `${t.tank_id} at ${pct(t.fill_pct)}`).join(', ') + ' over 80%' : 'no tank over 80%'}. Continuing with the next cursor.`, calls: [{ name: 'list_tank_readings', args: { site: 'all', limit: 6, cursor: curs[1] } }] });
      T.tool('list_tank_readings', undefined, resp(1));
      const o2 = over(pages[1]);
      T.llm({ text: `Ridge Road page: ${o2.length ? o2.map((t) => `${t.tank_id} (${pct(t.fill_pct)}, ${t.level_l} L)`).join(', ') : 'none above the threshold'}. One more page for Beaver Brook.`, calls: [{ name: 'list_tank_readings', args: { site: 'all', limit: 6, cursor: curs[2] } }] });
      T.tool('list_tank_readings', undefined, resp(2));
      const all = over(tanks);
      const litres = all.reduce((a, t) => a + t.level_l, 0);
      const summary = `The feed returned next_cursor null after Beaver Brook, so all 17 tanks are covered. Tanks above 80% for tomorrow's route (${all.length}, about ${litres.toLocaleString('en-US')} L of sap in total):\n` + all.map((t) => `- ${t.tank_id} ${t.site}: ${t.fill_pct}% (${t.level_l} of ${t.capacity_l} L), Brix ${t.brix}`).join('\n') + `\n${all.filter((t) => t.battery_v < 3.5).length ? 'Note: low battery on ' + all.filter((t) => t.battery_v < 3.5).map((t) => t.tank_id).join(', ') + '.' : 'All of these tank sensors report healthy batteries.'}`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'flower auctions', style: 'adk', model: 'gemini-2.0-flash-001', agent: 'clock_analyst',
    isolates: 'Four pages of auction-clock transactions, each with different lots, buyers and prices, end with has_more=false on page 4, after which the agent computes the average price per stem.',
    system: 'You analyse results of the flower auction clocks for a grower. get_clock_results returns today\'s transactions for a product, paged.',
    goal: "Collect today's clock results for 'Rosa Red Naomi! 60 cm' across all clocks and compute the average price per stem, and the best and worst lots.",
    tools: ['get_clock_results'],
    app: 'auction_insights',
    build(T) {
      const n = T.n;
      const buyers = ['Fleurop Trading', 'Van Dijk Export', 'Blumen Krause', 'Stemline UK', 'Nordic Flowers AB', 'Rosarium Wholesale', 'Bouquet Partners', 'Maison Pétale'];
      const tx = [];
      for (let i = 0; i < 18; i++) tx.push({ tx_id: `TX${n.digits(9)}`, clock: `K${n.int(1, 12)}`, lot: `L${String(4100 + i * 7)}`, grower: n.pick(['Kwekerij Zonneveld', 'RoseGrow Naivasha', 'Bloom BV', 'Kwekerij De Hoek']), buyer: n.pick(buyers), stems: n.pick([400, 600, 800, 1200, 1600]), price_eur_stem: n.float(0.31, 0.58, 3), quality: n.pick(['A1', 'A1', 'A2']), time: n.hms(n.t - n.int(60, 300) * 60000) });
      const pages = [tx.slice(0, 5), tx.slice(5, 10), tx.slice(10, 15), tx.slice(15)];
      const resp = (i) => () => ({ product: 'Rosa Red Naomi! 60 cm', page: i + 1, page_size: 5, has_more: i < 3, transactions: pages[i], server_time: n.isoOff(60), feed_seq: n.seq('feed', n.int(400000, 500000), 40, 300) });
      T.llm({ text: 'Fetching the first page of clock results.', calls: [{ name: 'get_clock_results', args: { product: 'Rosa Red Naomi! 60 cm', date: 'today', page: 1 } }] });
      T.tool('get_clock_results', undefined, resp(0));
      for (let i = 1; i < 4; i++) {
        T.llm({ text: '', calls: [{ name: 'get_clock_results', args: { product: 'Rosa Red Naomi! 60 cm', date: 'today', page: i + 1 } }] });
        T.tool('get_clock_results', undefined, resp(i));
      }
      const stems = tx.reduce((a, t) => a + t.stems, 0);
      const rev = tx.reduce((a, t) => a + t.stems * t.price_eur_stem, 0);
      const best = tx.reduce((a, t) => (t.price_eur_stem > a.price_eur_stem ? t : a));
      const worst = tx.reduce((a, t) => (t.price_eur_stem < a.price_eur_stem ? t : a));
      const summary = `Page 4 reported has_more=false, so the day is complete: ${tx.length} transactions, ${stems.toLocaleString('en-US')} stems. Weighted average price: EUR ${(rev / stems).toFixed(3)} per stem (simple average of lots EUR ${(tx.reduce((a, t) => a + t.price_eur_stem, 0) / tx.length).toFixed(3)}). Best lot: ${best.lot} on ${best.clock} to ${best.buyer} at EUR ${best.price_eur_stem.toFixed(3)} (${best.quality}). Weakest lot: ${worst.lot} on ${worst.clock} to ${worst.buyer} at EUR ${worst.price_eur_stem.toFixed(3)} (${worst.quality}).`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', startAt: '2025-06-02T16:00:00Z', domain: 'bowling centres', style: 'messages', model: 'gpt-4o-2024-08-06', agent: 'lane-maintenance-assistant',
    isolates: 'Offset pages of lane-machine logs each bring eight different oiling runs until the offset reaches the reported total of 21, and the agent then names the league-night runs that used the wrong pattern.',
    system: 'You assist the mechanic of a 24-lane bowling centre. get_machine_log returns lane machine runs (oil pattern, volume, operator). League nights (Tue, Thu) require the "League 41 ft" pattern.',
    goal: 'Go through this month\'s lane machine logs and tell me which league-night lanes were oiled with the wrong pattern.',
    tools: ['get_machine_log'],
    build(T) {
      const n = T.n;
      const pats = ['League 41 ft', 'League 41 ft', 'League 41 ft', 'Sport Cheetah 35 ft', 'Open Play 38 ft'];
      const runs = [];
      for (let i = 0; i < 21; i++) {
        const day = n.pick(['Tue', 'Thu', 'Sat', 'Mon', 'Thu', 'Tue']);
        const dom = n.pick({ Mon: [5, 12, 19, 26], Tue: [6, 13, 20, 27], Thu: [1, 8, 15, 22, 29], Sat: [3, 10, 17, 24, 31] }[day]);
        runs.push({ run_id: `KW2-${n.digits(6)}`, machine: n.pick(['Kustodian Walker #1', 'Kustodian Walker #2']), lane: n.int(1, 24), day, date: `2025-05-${String(dom).padStart(2, '0')}`, pattern: pats[n.int(0, pats.length - 1)], oil_ml: n.float(22.5, 27.5, 1), buffer_rpm: n.pick([1050, 1100, 1200]), operator: n.pick(['MH', 'JS', 'auto']) });
      }
      const page = (off) => () => ({ runs: runs.slice(off, off + 8), offset: off, limit: 8, total: 21, exported_from: `lanelink-${n.int(2, 4)}.local`, exported_at: n.pylog(), machine_fw: 'KW 5.17.3' });
      T.llm({ text: 'Reading the machine log for this month, 8 runs at a time.', calls: [{ name: 'get_machine_log', args: { month: '2025-05', offset: 0, limit: 8 } }] });
      T.tool('get_machine_log', undefined, page(0));
      T.llm({ text: '', calls: [{ name: 'get_machine_log', args: { month: '2025-05', offset: 8, limit: 8 } }] });
      T.tool('get_machine_log', undefined, page(8));
      T.llm({ text: '', calls: [{ name: 'get_machine_log', args: { month: '2025-05', offset: 16, limit: 8 } }] });
      T.tool('get_machine_log', undefined, page(16));
      const bad = runs.filter((r) => (r.day === 'Tue' || r.day === 'Thu') && r.pattern !== 'League 41 ft');
      const leagueRuns = runs.filter((r) => r.day === 'Tue' || r.day === 'Thu').length;
      const summary = `All 21 runs read (offset 16 returned the last 5 of total 21). Of ${leagueRuns} league-night runs, ${bad.length} used the wrong pattern:\n` + (bad.length ? bad.map((r) => `- ${r.date} (${r.day}) lane ${r.lane}: ${r.pattern} instead of League 41 ft, ${r.machine}, operator ${r.operator}`).join('\n') : '- none') + `\nThe rest of the league nights were oiled with League 41 ft.`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'climbing gyms', style: 'pydantic', model: 'claude-3-5-sonnet-20241022', agent: 'setting_planner',
    isolates: 'Route listings arrive as HTTP responses with Link headers; pages 1-3 bring different routes and page 3 has no rel="next", after which the agent lists the lead routes older than eight weeks.',
    system: 'You help the head setter of a climbing gym plan resets. list_routes is a REST endpoint with Link-header pagination.',
    goal: 'Find all routes on the lead wall set more than 8 weeks ago so the setting team can plan the next reset.',
    tools: ['list_routes'],
    build(T) {
      const n = T.n;
      const colors = ['teal', 'orange', 'black', 'white', 'purple', 'yellow', 'pink', 'green', 'blue', 'red'];
      const setters = ['Mika', 'Jo', 'Ines', 'Paul', 'Dara'];
      const routes = [];
      for (let i = 0; i < 24; i++) routes.push({ id: 5100 + i * 3, wall: 'lead', line: n.int(1, 14), grade: n.pick(['5c', '6a', '6a+', '6b', '6b+', '6c', '7a', '7a+', '7b']), color: n.pick(colors), setter: n.pick(setters), set_on: n.dayOffset(-n.int(6, 90)), ascents_logged: n.int(0, 240) });
      const link = (p) => [p < 3 ? `<https://api.gripwall.app/v2/routes?wall=lead&page=${p + 1}&per_page=10>; rel="next"` : null, `<https://api.gripwall.app/v2/routes?wall=lead&page=3&per_page=10>; rel="last"`, p > 1 ? `<https://api.gripwall.app/v2/routes?wall=lead&page=${p - 1}&per_page=10>; rel="prev"` : null].filter(Boolean).join(', ');
      const resp = (p) => () => ({ status: 200, headers: { link: link(p), 'x-total': '24', 'x-runtime': n.float(0.02, 0.2, 4).toString(), etag: n.etag(true), date: n.httpDate() }, json: routes.slice((p - 1) * 10, p * 10) });
      for (let p = 1; p <= 3; p++) {
        T.llm({ text: p === 1 ? 'Listing lead-wall routes.' : '', calls: [{ name: 'list_routes', args: { wall: 'lead', page: p, per_page: 10 } }] });
        T.tool('list_routes', undefined, resp(p));
      }
      const cutoff = n.dayOffset(-56);
      const old = routes.filter((r) => r.set_on < cutoff).sort((a, b) => (a.set_on < b.set_on ? -1 : 1));
      const byLine = {}; for (const r of old) byLine[r.line] = (byLine[r.line] || 0) + 1;
      const summary = `Page 3 had no rel="next", so all 24 lead routes are in. ${old.length} were set before ${cutoff}:\n` + old.map((r) => `- line ${r.line}: ${r.color} ${r.grade} by ${r.setter}, set ${r.set_on}, ${r.ascents_logged} ascents`).join('\n') + `\nLines with the most old routes: ${Object.entries(byLine).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([l, c]) => `line ${l} (${c})`).join(', ')}. Resetting those lines first clears the most stale routes per rope drop.`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', startAt: '2025-07-28T15:00:00Z', domain: 'mountain hut reservations', style: 'langgraph', model: 'gpt-4o-2024-11-20', agent: 'hut_guest_list',
    isolates: 'Booking pages fetched with page tokens each bring new guests; the third page omits nextPageToken, and the agent then compiles the nightly guest list with dietary counts.',
    system: 'You assist the warden of Rifugio Lago Scuro. list_bookings returns reservations for a date range, paged with page tokens. Half-board guests need dinner; the kitchen needs dietary counts per night.',
    goal: 'Build the guest list for Rifugio Lago Scuro for 14-16 August with dietary needs for the kitchen.',
    tools: ['list_bookings'],
    build(T) {
      const n = T.n;
      const names = ['Bianchi', 'Müller', 'Rossi', 'Dubois', 'Novak', 'Gruber', 'Conti', 'Schmid', 'Moreau', 'Ferrari', 'Hofer', 'Kovač', 'Lindgren', 'Romano', 'Weber', 'Fontana', 'Pichler'];
      const diets = ['none', 'none', 'none', 'vegetarian', 'vegan', 'gluten-free', 'lactose-free'];
      const bookings = names.map((nm, i) => ({ booking: `LS-${n.digits(5)}`, name: nm, guests: n.int(1, 4), nights: n.pick([['14'], ['14', '15'], ['15'], ['15', '16'], ['16'], ['14', '15', '16']]), board: n.pick(['half', 'half', 'half', 'bed only']), diet: n.pick(diets), channel: n.pick(['web', 'phone', 'CAI portal']), deposit_paid: n.chance(0.8) }));
      const pages = [bookings.slice(0, 6), bookings.slice(6, 12), bookings.slice(12)];
      const toks = [null, n.b64url(24), n.b64url(24)];
      const resp = (i) => () => { const o = { bookings: pages[i], requestTime: n.isoOff(120) }; if (i < 2) o.nextPageToken = toks[i + 1]; return o; };
      T.llm({ text: 'Fetching bookings for 14-16 August.', calls: [{ name: 'list_bookings', args: { from: '2025-08-14', to: '2025-08-16' } }] });
      T.tool('list_bookings', undefined, resp(0));
      T.llm({ text: '', calls: [{ name: 'list_bookings', args: { from: '2025-08-14', to: '2025-08-16', pageToken: toks[1] } }] });
      T.tool('list_bookings', undefined, resp(1));
      T.llm({ text: '', calls: [{ name: 'list_bookings', args: { from: '2025-08-14', to: '2025-08-16', pageToken: toks[2] } }] });
      T.tool('list_bookings', undefined, resp(2));
      const nightLines = ['14', '15', '16'].map((d) => {
        const bs = bookings.filter((b) => b.nights.includes(d));
        const guests = bs.reduce((a, b) => a + b.guests, 0);
        const dinner = bs.filter((b) => b.board === 'half');
        const dcount = {}; for (const b of dinner) if (b.diet !== 'none') dcount[b.diet] = (dcount[b.diet] || 0) + b.guests;
        return `${d} Aug: ${guests} guests in ${bs.length} bookings (${bs.map((b) => `${b.name} x${b.guests}`).join(', ')}); dinners ${dinner.reduce((a, b) => a + b.guests, 0)}; special diets: ${Object.entries(dcount).map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}`;
      });
      const unpaid = bookings.filter((b) => !b.deposit_paid).map((b) => `${b.name} (${b.booking})`);
      const summary = `No nextPageToken on the third page, so all ${bookings.length} bookings are in.\n` + nightLines.join('\n') + `\nDeposits still open: ${unpaid.join(', ') || 'none'}.`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'canal lock-keeping', style: 'vercel', model: 'claude-3-5-haiku-20241022', agent: 'lock-returns',
    isolates: 'Four numbered pages of lock passages each bring new vessels, page 4 of total_pages 4 is the last, and the agent counts passages by vessel class for the weekly return.',
    system: 'You compile weekly returns for the waterway authority. get_lock_passages returns passages logged by the lock keeper\'s tablet, paged.',
    goal: 'Count passages through Lock 12 (Kettering Flight) last week by vessel class for the authority\'s weekly return.',
    tools: ['get_lock_passages'],
    cfg: { maxSteps: 8 },
    build(T) {
      const n = T.n;
      const classes = ['narrowboat', 'narrowboat', 'narrowboat', 'wide beam', 'cruiser', 'canoe/kayak', 'work boat', 'hotel boat'];
      const boats = ['Kingfisher', 'Dunlin', 'Morning Mist', 'Wandering Star', 'Lady Jane', 'Tamarisk', 'Otter', 'Caldon', 'Spirit of Brum', 'Ruby Tuesday', 'Heron', 'Slow Lane', 'Perseverance', 'Mallard', 'Nb Ealing', 'Jubilee', 'Bittern', 'Quiet Waters', 'Tortoise', 'Ellesmere', 'Nimbus', 'Arcadia', 'Dragonfly', 'Windrush', 'Merlin', 'Cygnet', 'Rosie', 'Sanderling', 'Tinkerbell', 'Willow'];
      const passages = boats.map((b) => ({ passage_id: n.ulid(n.t - n.int(1, 7) * 86400000), vessel: b, index_no: n.digits(6), class: n.pick(classes), direction: n.pick(['up', 'down']), logged: n.isoOff(60, n.t - n.int(1, 7) * 86400000), water_saving: n.chance(0.3) ? 'shared lock' : null }));
      const resp = (p) => () => ({ lock: 'L12', page: p, total_pages: 4, per_page: 8, data: passages.slice((p - 1) * 8, p * 8), sync: { tablet: 'LK-TAB-07', last_sync: n.iso(), queue_depth: n.int(0, 3) } });
      for (let p = 1; p <= 4; p++) {
        T.llm({ text: p === 1 ? 'Reading last week\'s passages for Lock 12.' : '', calls: [{ name: 'get_lock_passages', args: { lock: 'L12', week: 'last', page: p } }] });
        T.tool('get_lock_passages', undefined, resp(p));
      }
      const cnt = {}; for (const p of passages) cnt[p.class] = (cnt[p.class] || 0) + 1;
      const up = passages.filter((p) => p.direction === 'up').length;
      const summary = `Page 4 of 4 reached; ${passages.length} passages in total (${up} up, ${passages.length - up} down).\nBy class: ${Object.entries(cnt).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}.\nShared lockings recorded: ${passages.filter((p) => p.water_saving).length}.`;
      T.llm({ text: summary });
      return T.end({ output: summary });
    },
  },
];
