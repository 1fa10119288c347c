// Family 6 — paging_until_source_ends (loop: false)
// Healthy look-alike of family 1: the agent pages through a source, every page brings new
// items, the source says there is no more, and the agent summarises and stops.
import { table } from './lib.mjs';

export const family = 'paging_until_source_ends';
export const loop = false;
export const summary = 'Paging to the natural end: each page has new items, the source signals the end, the agent summarises.';

const G1 = 'Pull the hourly readings from RAWS station BKR (Baker Ridge) for 11–12 August and list the hours that met red-flag criteria (RH under 15% with gusts above 25 mph).';
const G2 = 'Get the full registration list for the Riverside Open, U1800 section, and tell me how many players still have no FIDE ID on file.';
const G3 = 'Find every unoccupied plot in Section F of Oakridge Cemetery that has no owner of record, so we can put them on the pre-need sale list.';
const G4 = "Find all tickets tagged double-charge created since Monday 2 June and break them down by payment provider for the payments team's stand-up.";
const G5 = 'List everything that went to forfeiture since the last sale-floor sync (last synced forfeiture id 88410) so we can price it for the June floor.';
const G6 = "Pull yesterday's error events for all machines at the Elm St laundromat and tell me which machines threw the door-lock fault (E-DL) more than twice.";

const FIRST = ['Aiden', 'Bela', 'Chioma', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Luca', 'Mei', 'Nikolai', 'Oona', 'Pedro', 'Quinn', 'Rafa', 'Saoirse', 'Tomasz', 'Uma', 'Viktor', 'Wen', 'Yusuf', 'Zara'];
const LAST = ['Abbott', 'Bianchi', 'Chen', 'Dubois', 'Eze', 'Fischer', 'Gomez', 'Haddad', 'Ivanov', 'Jensen', 'Kowal', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quist', 'Rossi', 'Sato', 'Tran', 'Ueda', 'Varga', 'Weiss', 'Yilmaz', 'Zhou'];

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'wildfire weather stations', style: 'plain', stagnation: false,
    opts: { start: '2025-08-13T15:02:00Z', model: 'gpt-4.1-2025-04-14' },
    key: { tool: 'raws_timeseries', end: /next: none/ },
    isolates: 'Four pages of hourly fire-weather readings, each covering new hours, until the station feed prints "next: none"; the agent then lists the qualifying red-flag hours and stops.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are a fire-weather assistant for the Blue Mountain Interagency Dispatch Center. Use raws_timeseries to read RAWS data. Local time is PDT (UTC-7).');
      t.user(G1);
      const data = [];
      for (let h = 0; h < 48; h++) {
        const lh = h % 24; const day = 11 + Math.floor(h / 24);
        const aft = Math.max(0, Math.cos(((lh - 15) / 24) * 2 * Math.PI));
        const rh = Math.round(42 - 32 * Math.pow(aft, 2) + n.int(-2, 2) - (day === 12 ? 2 : 0));
        const temp = Math.round(60 + 31 * aft + n.int(-1, 1));
        const ws = Math.round(5 + 11 * aft + n.int(0, 3));
        const gust = Math.round(ws * 1.7 + n.int(0, 5));
        data.push({ ts: `2025-08-${day}T${String(lh).padStart(2, '0')}:00:00-0700`, day, lh, temp, rh, ws, gust, dir: n.pick([200, 215, 225, 230, 245, 250]) });
      }
      const rf = (r) => r.rh < 15 && r.gust > 25;
      const page = (p) => {
        const rows = data.slice((p - 1) * 12, p * 12);
        return `# STATION: BKR  BAKER RIDGE (RAWS)  ELEV: 5120 ft  LAT: 44.7421  LON: -117.9914\n# TZ: America/Los_Angeles   UNITS: air_temp F, relative_humidity %, wind mph, dir deg\n# page ${p} of 4   rows ${(p - 1) * 12 + 1}-${p * 12} of 48   next: ${p < 4 ? `page=${p + 1}` : 'none'}   req ${n.hex(12)}   ${n.int(80, 400)} ms\nDate_Time,air_temp_set_1,relative_humidity_set_1,wind_speed_set_1,wind_gust_set_1,wind_direction_set_1\n` + rows.map((r) => `${r.ts},${r.temp},${r.rh},${r.ws},${r.gust},${r.dir}`).join('\n') + '\n';
      };
      const args = (p) => ({ station: 'BKR', start: '2025-08-11T00:00-07:00', end: '2025-08-12T23:59-07:00', vars: ['air_temp', 'relative_humidity', 'wind_speed', 'wind_gust', 'wind_direction'], page: p });
      const hours = (rs) => rs.filter(rf).map((r) => `${String(r.lh).padStart(2, '0')}:00 (RH ${r.rh}%, gust ${r.gust})`);
      const p1 = data.slice(0, 12), p2 = data.slice(12, 24), p3 = data.slice(24, 36), p4 = data.slice(36, 48);
      t.step({ text: 'Requesting the 48-hour window from BKR.', calls: [{ name: 'raws_timeseries', argsString: true, args: args(1), out: page(1) }] });
      t.step({ text: `Overnight and morning of the 11th: RH bottomed at ${Math.min(...p1.map((r) => r.rh))}% and gusts peaked at ${Math.max(...p1.map((r) => r.gust))} mph, so nothing qualifies yet. Requesting page 2.`, calls: [{ name: 'raws_timeseries', argsString: true, args: args(2), out: page(2) }] });
      const h2 = hours(p2);
      t.step({ text: `The afternoon of the 11th brings ${h2.length} qualifying hours: ${h2.join('; ')}. Two pages remain.`, calls: [{ name: 'raws_timeseries', argsString: true, args: args(3), out: page(3) }] });
      t.step({ text: `Humidity recovered to ${Math.max(...p3.map((r) => r.rh))}% overnight into the 12th and none of those twelve hours qualify. Fetching the final page.`, calls: [{ name: 'raws_timeseries', argsString: true, args: args(4), out: page(4) }] });
      const h4 = hours(p4);
      t.final(`BKR met red-flag criteria (RH < 15% and gusts > 25 mph) in ${h2.length + h4.length} hours over 11–12 August:\n- 11 Aug: ${h2.join('; ') || 'none'}\n- 12 Aug: ${h4.join('; ') || 'none'}\nThe feed reported page 4 of 4 with no further pages, so this covers all 48 hours. The lowest humidity was ${Math.min(...data.map((r) => r.rh))}% and the strongest gust ${Math.max(...data.map((r) => r.gust))} mph.`);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'chess tournament registrations', style: 'langfuse', stagnation: true,
    opts: { start: '2025-09-03T19:40:00Z', model: 'gpt-4o-2024-08-06' },
    key: { tool: 'list_registrations', end: /"has_more":false/ },
    isolates: 'Cursor paging through tournament registrations where each page lists different players; the model uses the same one-line note between pages (verbatim text) but the data keeps changing and it stops at has_more=false with a count.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You help the Riverside Chess Club run its tournaments. The registration API pages with cursors.');
      t.user(G2);
      const used = new Set();
      const player = () => {
        let nm; do { nm = `${n.pick(FIRST)} ${n.pick(LAST)}`; } while (used.has(nm)); used.add(nm);
        const hasFide = n.chance(0.7);
        return { reg_id: 'R' + n.digits(6), name: nm, uscf_id: n.digits(8), rating: n.int(1150, 1799), fide_id: hasFide ? n.digits(n.pick([7, 8])) : null, byes_requested: n.pick([[], [], ['R3'], ['R5']]), paid: n.chance(0.92) };
      };
      const pages = [Array.from({ length: 8 }, player), Array.from({ length: 8 }, player), Array.from({ length: 5 }, player)];
      const curs = [n.cursor(), n.cursor()];
      const resp = (i) => ({ event: 'RIVERSIDE-OPEN-2025', section: 'U1800', data: pages[i], has_more: i < 2, next_cursor: i < 2 ? curs[i] : null, request_id: n.reqId('req_'), served_at: n.iso() });
      t.step({ text: 'Fetching the U1800 registrations.', calls: [{ name: 'list_registrations', args: { event: 'RIVERSIDE-OPEN-2025', section: 'U1800', limit: 8 }, out: resp(0) }] });
      const note = 'Got another page of registrations; fetching the next one.';
      t.step({ text: note, calls: [{ name: 'list_registrations', args: { event: 'RIVERSIDE-OPEN-2025', section: 'U1800', limit: 8, cursor: curs[0] }, out: resp(1) }] });
      t.step({ text: note, calls: [{ name: 'list_registrations', args: { event: 'RIVERSIDE-OPEN-2025', section: 'U1800', limit: 8, cursor: curs[1] }, out: resp(2) }] });
      const all = pages.flat(); const missing = all.filter((p) => !p.fide_id);
      t.final(`The U1800 section has ${all.length} registrations (the API reported has_more=false on the third page). ${missing.length} players have no FIDE ID on file: ${missing.map((p) => `${p.name} (${p.rating})`).join(', ')}.${all.some((p) => !p.paid) ? ` Separately, ${all.filter((p) => !p.paid).length} of all registrants have not paid yet.` : ''}`);
      return t.finish({ tags: ['riverside-open'] });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'cemetery plot records', style: 'weave', stagnation: false,
    opts: { start: '2025-03-20T14:15:00Z' },
    key: { tool: 'search_plots', end: /"returned":7/ },
    isolates: 'Offset paging (0, 10, 20) over 27 unoccupied plots; the third page is short and ends the result set, after which the agent filters for unowned plots and reports.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You assist the Oakridge Cemetery office with the burial register (Cemetery Management System API).');
      t.user(G3);
      const plots = [];
      for (let r = 1; plots.length < 27; r++) for (let c = 1; c <= 9 && plots.length < 27; c++) {
        if (n.chance(0.35)) continue;
        const owned = n.chance(0.4);
        plots.push({ plot_id: `F-${String(r).padStart(2, '0')}-${String(c).padStart(2, '0')}`, type: n.pick(['single', 'single', 'double-depth', 'cremation']), status: 'unoccupied', owner: owned ? { deed: 'D' + n.digits(5), name: `${n.pick(FIRST)} ${n.pick(LAST)}`, purchased: `${n.int(1978, 2019)}` } : null, price_band: n.pick(['B', 'C']), last_survey: `${n.int(2016, 2024)}` });
      }
      const resp = (off) => { const p = plots.slice(off, off + 10); return { section: 'F', filter: { status: 'unoccupied' }, total: 27, offset: off, returned: p.length, plots: p, cms_version: '7.3.2', query_id: n.uuid() }; };
      t.step({ text: 'Searching unoccupied plots in Section F.', calls: [{ name: 'search_plots', args: { section: 'F', status: 'unoccupied', offset: 0, limit: 10 }, out: resp(0) }] });
      const own = (a, b) => plots.slice(a, b).filter((p) => !p.owner).length;
      t.step({ text: `27 unoccupied plots in total; in the first 10, ${own(0, 10)} have no owner. Reading offset 10.`, calls: [{ name: 'search_plots', args: { section: 'F', status: 'unoccupied', offset: 10, limit: 10 }, out: resp(10) }] });
      t.step({ text: `Plots 11–20 add ${own(10, 20)} without a deed holder. The last 7 are at offset 20.`, calls: [{ name: 'search_plots', args: { section: 'F', status: 'unoccupied', offset: 20, limit: 10 }, out: resp(20) }] });
      const free = plots.filter((p) => !p.owner);
      t.final(`Section F has 27 unoccupied plots, of which ${free.length} have no owner of record and can go on the pre-need sale list:\n${free.map((p) => `- ${p.plot_id} (${p.type}, band ${p.price_band})`).join('\n')}\nThe remaining ${27 - free.length} are already deeded to families.`);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'support: payment dispute tickets', style: 'phoenix', stagnation: false,
    opts: { start: '2025-06-05T08:10:00Z' },
    key: { tool: 'helpdesk_search', end: /"next_page":null/ },
    isolates: 'A managed search sub-agent follows helpdesk next_page links through four pages of different tickets until next_page is null and returns them; the manager groups them by payment provider and stops.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are a support-operations assistant for Parcelo (an online stationery shop). You manage ticket_researcher, which can search the helpdesk. Do not modify tickets.');
      t.user(G4);
      const provs = ['Stripe', 'Stripe', 'Adyen', 'PayPal', 'Klarna'];
      let id = 48210 + n.int(0, 90);
      const tickets = Array.from({ length: 13 }, () => { const pv = n.pick(provs); return { id: (id += n.int(3, 40)), subject: n.pick(['Charged twice for order', 'Double payment taken', 'Two charges on my card', 'Duplicate transaction', 'Paid twice??']), status: n.pick(['open', 'pending', 'open', 'solved']), created_at: `2025-06-0${n.int(2, 5)}T${String(n.int(6, 22)).padStart(2, '0')}:${String(n.int(10, 59))}:${String(n.int(10, 59))}Z`, tags: ['double-charge', pv.toLowerCase()], custom_fields: [{ id: 360011, value: pv }], via: { channel: n.pick(['email', 'web', 'chat']) } }; });
      const url = (p) => `https://parcelo.zendesk.com/api/v2/search.json?page=${p}&per_page=4&query=type%3Aticket+tags%3Adouble-charge+created%3E%3D2025-06-02`;
      const resp = (p) => ({ results: tickets.slice((p - 1) * 4, p * 4), facets: null, next_page: p < 4 ? url(p + 1) : null, previous_page: p > 1 ? url(p - 1) : null, count: 13 });
      const task = 'Collect every ticket tagged double-charge created on or after 2025-06-02. Return id, status and payment provider (custom field 360011) for each.';
      t.delegate({ text: 'Asking ticket_researcher to collect the tickets.', agent: 'ticket_researcher', args: { task }, system: 'You are ticket_researcher. Use helpdesk_search and follow next_page until it is null. Return a compact list.', task, run: (tt) => {
        tt.step({ text: 'Searching double-charge tickets since 2 June.', calls: [{ name: 'helpdesk_search', args: { query: 'type:ticket tags:double-charge created>=2025-06-02', per_page: 4 }, out: resp(1) }] });
        tt.step({ text: `13 matches overall; page 1 has tickets #${tickets[0].id}–#${tickets[3].id}. Following next_page.`, calls: [{ name: 'helpdesk_search', args: { url: url(2) }, out: resp(2) }] });
        tt.step({ text: `Eight collected, including ${tickets.slice(0, 8).filter((x) => x.status === 'solved').length} already solved. Page 3 next.`, calls: [{ name: 'helpdesk_search', args: { url: url(3) }, out: resp(3) }] });
        tt.step({ text: 'Twelve so far; the last ticket should be on page 4.', calls: [{ name: 'helpdesk_search', args: { url: url(4) }, out: resp(4) }] });
        const list = tickets.map((x) => `#${x.id} ${x.status} ${x.custom_fields[0].value}`).join('\n');
        tt.final(`next_page is null after page 4. All 13 tickets:\n${list}`);
        return { result: `All 13 tickets:\n${list}` };
      } });
      const by = {}; for (const x of tickets) { const pv = x.custom_fields[0].value; (by[pv] ??= []).push(x.id); }
      t.final(`13 double-charge tickets since Monday 2 June (the helpdesk search ended with next_page: null after page 4):\n${Object.entries(by).sort((a, b) => b[1].length - a[1].length).map(([pv, ids]) => `- ${pv}: ${ids.length} (${ids.map((i) => '#' + i).join(', ')})`).join('\n')}\nStill unsolved: ${tickets.filter((x) => x.status !== 'solved').length}.`);
      return t.finish({ name: 'CodeAgent.run' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'pawn shop inventory', style: 'mlflow', stagnation: false,
    opts: { start: '2025-06-02T16:30:00Z', model: 'claude-3-5-haiku-20241022' },
    key: { tool: 'list_forfeitures', end: /"caught_up":true/ },
    isolates: 'since_id paging over forfeited pawn items: three pages of new tickets, then one empty page explicitly marked caught_up, after which the agent totals the sale-floor list.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You are the back-office assistant for Goldline Pawn & Loan (3 branches). Use the ledger API. Amounts are in USD.');
      t.user(G5);
      const cats = { jewelry: [['14k gold rope chain 22in', 420], ['Diamond stud earrings 0.5ctw', 380], ["Men's tungsten ring", 40], ['10k class ring 2009', 150]], tools: [['DeWalt 20V hammer drill kit', 70], ['Milwaukee M18 impact driver', 60], ['Snap-on 3/8 ratchet set', 110]], electronics: [['PS5 Digital + 2 controllers', 180], ['iPad Air 5th gen 64GB', 160], ['Canon EOS R10 body', 300], ['Bose QC45 headphones', 65]], instruments: [['Fender Player Strat MIM', 250], ['Yamaha YAS-280 alto sax', 320]] };
      let id = 88410;
      const item = () => { const cat = n.pick(Object.keys(cats)); const [desc, base] = n.pick(cats[cat]); return { forfeiture_id: (id += n.int(1, 6)), ticket: `GL-${n.pick(['N', 'S', 'E'])}-${n.digits(6)}`, category: cat, description: desc, loan_amount: Math.round(base * n.float(0.7, 1.2) / 5) * 5, matured_on: `2025-05-${String(n.int(1, 31)).padStart(2, '0')}`, branch: n.pick(['North Ave', 'Southgate', 'Eastfield']) }; };
      const pages = [Array.from({ length: 6 }, item), Array.from({ length: 6 }, item), Array.from({ length: 2 }, item)];
      const resp = (items, since) => ({ since_id: since, items, count: items.length, caught_up: items.length === 0, ledger_seq: n.int(900000, 999999), server_time: n.isoMicro() });
      let since = 88410;
      for (let i = 0; i < 3; i++) {
        const texts = ['Fetching forfeitures after id 88410.', `Six items, ids up to ${pages[0].at(-1).forfeiture_id}. Continuing from there.`, `Another six (largest loan $${Math.max(...pages[1].map((x) => x.loan_amount))}). Continuing from ${pages[1].at(-1).forfeiture_id}.`];
        t.step({ text: texts[i], calls: [{ name: 'list_forfeitures', args: { since_id: since, limit: 6 }, out: resp(pages[i], since) }] });
        since = pages[i].at(-1).forfeiture_id;
      }
      t.step({ text: `Two more items. Checking whether anything follows id ${since}.`, calls: [{ name: 'list_forfeitures', args: { since_id: since, limit: 6 }, out: resp([], since) }] });
      const all = pages.flat(); const byCat = {};
      for (const x of all) { byCat[x.category] ??= { n: 0, v: 0 }; byCat[x.category].n++; byCat[x.category].v += x.loan_amount; }
      t.final(`The ledger is caught up: ${all.length} items forfeited since id 88410 (now through ${since}), with $${all.reduce((a, x) => a + x.loan_amount, 0)} in original loan value.\n${Object.entries(byCat).map(([c, v]) => `- ${c}: ${v.n} item${v.n === 1 ? '' : 's'}, $${v.v} loaned`).join('\n')}\nItems: ${all.map((x) => `${x.ticket} ${x.description}`).join('; ')}.`);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'laundromat machine telemetry', style: 'langsmith', stagnation: false,
    opts: { start: '2025-10-15T07:05:00Z', graph: true, model: 'gpt-4o-mini-2024-07-18' },
    key: { tool: 'events_scroll', end: /"hits":\[\]/ },
    isolates: 'A LangGraph agent scrolls machine error events in six batches, each with new events, and stops at the first empty batch, then counts door-lock faults per machine.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the maintenance assistant for SpinCity Laundromats. Machine events are indexed in Elasticsearch (index machine-events-*).');
      t.user(G6);
      const machines = ['W-03', 'W-07', 'W-07', 'W-11', 'W-12', 'W-18', 'D-02', 'D-05', 'D-09'];
      const codes = ['E-DL', 'E-DL', 'E-FL', 'E-DR', 'E-HT', 'E-UB'];
      let ts = Date.parse('2025-10-14T06:00:00-04:00');
      const ev = () => { ts += n.int(400000, 1300000); const m = n.pick(machines); const c = m === 'W-07' ? 'E-DL' : m.startsWith('D') && n.chance(0.5) ? 'E-HT' : n.pick(codes); return { _index: 'machine-events-2025.10.14', _id: n.b64url(20), _score: null, _source: { store: 'ELM-ST', machine: m, code: c, '@timestamp': new Date(ts).toISOString(), cycle_id: n.int(100000, 999999), fw: m.startsWith('W') ? 'WX-4.12.1' : 'DX-2.7.0' }, sort: [ts] }; };
      const batches = [5, 5, 5, 5, 5, 1].map((k) => Array.from({ length: k }, ev));
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDnF1ZXJ5VGhlbkZldGNoAxZ' + n.b64url(44);
      const es = (hits) => ({ _scroll_id: sid, took: n.int(3, 45), timed_out: false, _shards: { total: 2, successful: 2, skipped: 0, failed: 0 }, hits: { total: { value: 26, relation: 'eq' }, max_score: null, hits } });
      const dlIn = (b) => b.filter((h) => h._source.code === 'E-DL').length;
      t.step({ text: "Querying yesterday's Elm St error events, 5 per batch.", calls: [{ name: 'events_search', args: { index: 'machine-events-2025.10.14', query: { bool: { filter: [{ term: { store: 'ELM-ST' } }, { prefix: { code: 'E-' } }] } }, size: 5, scroll: '1m', sort: ['@timestamp'] }, out: es(batches[0]) }] });
      const notes = [
        `26 events match. The morning batch has ${dlIn(batches[0])} door-lock faults; scrolling on.`,
        `Events now run to ${batches[1].at(-1)._source['@timestamp'].slice(11, 16)} UTC; ${dlIn(batches[1])} more E-DL in this batch.`,
        `Fifteen of 26 read. Batch three was mostly ${batches[2].filter((h) => h._source.machine.startsWith('D')).length > 2 ? 'dryer' : 'washer'} faults.`,
        `Twenty read; the evening events should follow.`,
        `Twenty-five read, one event left according to the total.`,
      ];
      for (let i = 1; i < 6; i++) t.step({ text: notes[i - 1], calls: [{ name: 'events_scroll', args: { scroll_id: sid, scroll: '1m' }, out: es(batches[i]) }] });
      t.step({ text: 'All 26 are in; one more scroll to confirm the result set is exhausted before clearing it.', calls: [{ name: 'events_scroll', args: { scroll_id: sid, scroll: '1m' }, out: es([]) }] });
      const all = batches.flat(); const dl = {};
      for (const h of all) if (h._source.code === 'E-DL') dl[h._source.machine] = (dl[h._source.machine] ?? 0) + 1;
      const over = Object.entries(dl).filter(([, c]) => c > 2).sort((a, b) => b[1] - a[1]);
      t.final(`Elm St logged 26 error events on 14 October. Door-lock faults (E-DL) by machine: ${Object.entries(dl).sort((a, b) => b[1] - a[1]).map(([m, c]) => `${m} ×${c}`).join(', ')}. ${over.length ? `More than twice: ${over.map(([m, c]) => `${m} (${c})`).join(', ')} — worth a door-latch inspection.` : 'No machine threw E-DL more than twice.'}`);
      return t.finish();
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const calls = U.tools(row).filter((s) => s.name === key.tool || s.name.startsWith(key.tool.split('_')[0]));
  if (calls.length < 3) p.push(`only ${calls.length} page requests`);
  const res = calls.map((s) => U.str(U.result(s)));
  for (let i = 0; i < res.length; i++) for (let j = i + 1; j < res.length; j++) if (U.overlap(res[i], res[j]) > 0.8) p.push(`pages ${i} and ${j} repeat each other`);
  if (!key.end.test(res.at(-1))) p.push('last page does not signal the end');
  if (res.slice(0, -1).some((r) => key.end.test(r))) p.push('the end was signalled before the last request');
  if (row.root.error) p.push('healthy run must not end in error');
  const last = U.spans(row).filter((s) => s.type === 'llm').at(-1);
  if (!last || U.text(last).length < 40) p.push('no final summary');
  return p;
}
