import { script } from "./lib.mjs";
export const family = "paged_listing", loop = false, stagnation = false;
export const rows = [
  { domain: "sponge divers", style: "langsmith", isolates: "Agent pages through dive-log catches with a cursor; every page has new entries; the last page has no next cursor and the agent summarises.",
    goal: "Total the natural sponge harvest (kg) logged by the Kalymnos co-op divers in August.",
    build: (n) => { const pg = (c, items, next) => ({ name: "list_catches", args: { month: "2025-08", cursor: c }, out: { items, next_cursor: next, served_by: n.host("logs") } });
      const c1 = n.cursor(), c2 = n.cursor();
      return script("langsmith", n, { agentName: "coop_ledger", goal: "Total the natural sponge harvest (kg) logged by the Kalymnos co-op divers in August.", steps: [
        { say: "Fetching the first page.", calls: [pg(null, [{ diver: "Nikitas", kg: 14.2 }, { diver: "Eleni", kg: 9.8 }, { diver: "Stavros", kg: 11.0 }], c1)] },
        { say: "35.0 kg so far; next page.", calls: [pg(c1, [{ diver: "Maria", kg: 7.4 }, { diver: "Yannis", kg: 12.6 }, { diver: "Nikitas", kg: 6.1 }], c2)] },
        { say: "Running total 61.1 kg; one more page.", calls: [pg(c2, [{ diver: "Eleni", kg: 8.3 }], null)] },
      ], final: "August total: 69.4 kg across 7 logged dives (no more pages)." }); } },
  { domain: "jade carving", style: "pydantic", isolates: "Agent reads an auction archive page by page (page=1..3, each with different lots) until has_more is false, then reports the median hammer price.",
    goal: "Find the median hammer price of nephrite jade cong carvings sold in 2024.",
    build: (n) => { const pg = (p, lots, more) => ({ name: "search_lots", args: { q: "nephrite cong", year: 2024, page: p }, out: JSON.stringify({ page: p, lots, has_more: more, took_ms: n.ms(30, 300) }) });
      return script("pydantic", n, { agentName: "jade_research", goal: "Find the median hammer price of nephrite jade cong carvings sold in 2024.", steps: [
        { say: "Page 1.", calls: [pg(1, [{ lot: 112, hammer: 8200 }, { lot: 340, hammer: 15500 }], true)] },
        { say: "Two lots so far; page 2.", calls: [pg(2, [{ lot: 19, hammer: 4100 }, { lot: 77, hammer: 22000 }], true)] },
        { say: "Four lots; page 3.", calls: [pg(3, [{ lot: 208, hammer: 9900 }], false)] },
      ], final: "Five lots in 2024; median hammer price 9,900." }); } },
  { domain: "opal mining", style: "agno", isolates: "Agent pages through claim-registry rows using a Link header; each page brings new claims, the last has no rel=next, and it reports expiring claims.",
    goal: "List opal mining claims at Coober Pedy that expire before 2026.",
    build: (n) => { const pg = (u, body, next) => ({ name: "http_get", args: { url: u }, out: `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\n${next ? `Link: <${next}>; rel="next"\n` : ""}X-Total-Count: 5\n\n${body}` });
      const b = "https://claims.example/api/claims?field=coober-pedy&expires_before=2026-01-01";
      return script("agno", n, { agentName: "claims-clerk", goal: "List opal mining claims at Coober Pedy that expire before 2026.", steps: [
        { say: "Fetching claims.", calls: [pg(b, '[{"claim":"OPC-4410","holder":"Rossi"},{"claim":"OPC-4417","holder":"Nguyen"}]', b + "&page=2")] },
        { say: "Two claims; following rel=next.", calls: [pg(b + "&page=2", '[{"claim":"OPC-4502","holder":"Papas"},{"claim":"OPC-4513","holder":"Kerr"}]', b + "&page=3")] },
        { say: "Four now; one more page.", calls: [pg(b + "&page=3", '[{"claim":"OPC-4600","holder":"Walsh"}]', null)] },
      ], final: "Five claims expire before 2026: OPC-4410, 4417, 4502, 4513, 4600." }); } },
  { domain: "tie-dye", style: "gemini", isolates: "Agent pulls marketplace orders with offset paging (0, 50, 100); new orders on each page, the final short page ends it, and colourway demand is summarised.",
    goal: "Count last month's tie-dye orders by colourway to plan dye purchases.",
    build: (n) => { const pg = (o, counts, total) => ({ name: "list_orders", args: { offset: o, limit: 50, month: "2025-06" }, out: { offset: o, returned: total, colourway_counts: counts, request_id: n.uuid() } });
      return script("gemini", n, { agentName: "dye_planner", goal: "Count last month's tie-dye orders by colourway to plan dye purchases.", steps: [
        { say: "First 50 orders.", calls: [pg(0, { "ocean spiral": 21, "sunset crumple": 18, "galaxy": 11 }, 50)] },
        { say: "Full page, fetching offset 50.", calls: [pg(50, { "ocean spiral": 16, "sunset crumple": 22, "galaxy": 12 }, 50)] },
        { say: "Another full page; offset 100.", calls: [pg(100, { "ocean spiral": 4, "galaxy": 3 }, 7)] },
      ], final: "107 orders: ocean spiral 41, sunset crumple 40, galaxy 26. Buy more blue and fuchsia." }); } },
  { domain: "spinning wheel makers", style: "plain", isolates: "Agent pages through warranty tickets with a page token; each page has new tickets; it stops when nextPageToken is absent and groups the faults.",
    goal: "Summarise the warranty faults reported on the Castle-model spinning wheels this year.",
    build: (n) => { const pg = (t, items, next) => ({ name: "tickets.list", args: { product: "castle", pageToken: t }, out: { tickets: items, ...(next ? { nextPageToken: next } : {}), etag: n.etag() } });
      const t1 = n.alnum(16), t2 = n.alnum(16);
      return script("plain", n, { agentName: "wheelwright-support", goal: "Summarise the warranty faults reported on the Castle-model spinning wheels this year.", steps: [
        { say: null, calls: [pg(null, [{ id: 801, fault: "treadle squeak" }, { id: 806, fault: "flyer wobble" }], t1)] },
        { say: "Two faults so far, continuing.", calls: [pg(t1, [{ id: 820, fault: "treadle squeak" }, { id: 833, fault: "drive band slipping" }], t2)] },
        { say: "Four tickets read; last page next.", calls: [pg(t2, [{ id: 851, fault: "flyer wobble" }], null)] },
      ], final: "5 tickets: treadle squeak 2, flyer wobble 2, drive band slipping 1." }); } },
  { domain: "belt makers", style: "anthropic", isolates: "Agent scrolls a leather supplier's hide catalogue (since_id paging); every page lists new hides; an empty page ends it and the agent picks hides.",
    goal: "Find all 9-10 oz veg-tan bends currently in stock to make 40 belts.",
    build: (n) => { const pg = (since, items) => ({ name: "catalog_scroll", args: { grade: "veg-tan-bend", weight_oz: "9-10", since_id: since }, out: { items, count: items.length, server_time: n.epochMs() } });
      return script("anthropic", n, { agentName: "belt-shop", goal: "Find all 9-10 oz veg-tan bends currently in stock to make 40 belts.", steps: [
        { say: "Scrolling from the start.", calls: [pg(0, [{ id: 5101, belts_yield: 12 }, { id: 5107, belts_yield: 11 }])] },
        { say: "23 belts' worth; next batch after 5107.", calls: [pg(5107, [{ id: 5120, belts_yield: 13 }, { id: 5133, belts_yield: 10 }])] },
        { say: "46 belts' worth now; checking for more after 5133.", calls: [pg(5133, [])] },
      ], final: "Four bends (5101, 5107, 5120, 5133) yield about 46 belts; enough for 40." }); } },
];
