import { script } from "./lib.mjs";
export const family = "narrowed_search", loop = false, stagnation = false;
export const rows = [
  { domain: "sourdough starter subscriptions", style: "agno", isolates: "First order search returns nothing; the agent learns the customer changed e-mail, searches by postcode instead, finds the subscription and pauses it.",
    goal: "Pause the rye starter subscription for Hannah Lind for August.",
    build: (n) => script("agno", n, { agentName: "starter-subs", goal: "Pause the rye starter subscription for Hannah Lind for August.", steps: [
      { say: "Searching by e-mail.", calls: [{ name: "find_subscription", args: { email: "hannah.lind@mail.example" }, out: { results: [], took_ms: n.ms(5, 90) } }] },
      { say: "No match. The support note says she moved and changed address; searching by name and new postcode.", calls: [{ name: "find_subscription", args: { name: "Lind", postcode: "SE-41319" }, out: { results: [{ id: "SUB-" + n.int(1000, 9999), plan: "rye-monthly", email: "h.lind@newmail.example" }] } }] },
      { say: "Found it under her new e-mail. Pausing.", calls: [{ name: "pause_subscription", args: { month: "2025-08" }, out: "paused" }] },
    ], final: "Rye subscription paused for August." }) },
  { domain: "ferret rescue", style: "vercel", isolates: "Broad adoption-match search returns 60 ferrets; the agent adds the adopter's constraint (bonded pair, no kits) and gets 3, then shortlists.",
    goal: "Find suitable ferrets for an adopter who wants a calm bonded pair and has a cat.",
    build: (n) => script("vercel", n, { agentName: "ferret-match", goal: "Find suitable ferrets for an adopter who wants a calm bonded pair and has a cat.", steps: [
      { say: "Searching available ferrets.", calls: [{ name: "search_animals", args: { species: "ferret", status: "available" }, out: { total: 60, first: ["Pip", "Moss", "Juno"], truncated: true } }] },
      { say: "Too many. Restricting to bonded pairs, cat-tested, adults.", calls: [{ name: "search_animals", args: { species: "ferret", status: "available", bonded_pair: true, cat_tested: true, min_age_months: 12 }, out: { total: 3, items: ["Pip & Moss", "Biscuit & Tango", "Nori & Wasabi"] } }] },
    ], final: "Shortlist: Pip & Moss, Biscuit & Tango, Nori & Wasabi (cat-tested bonded adult pairs)." }) },
  { domain: "aviary supplies", style: "openinference", isolates: "Catalogue search for 'finch nest box' finds nothing in stock; the agent checks the supplier's wholesale feed (another source) and finds stock to order.",
    goal: "Get 20 finch nest boxes for a customer's new aviary by next week.",
    build: (n) => script("openinference", n, { agentName: "AviaryShop", goal: "Get 20 finch nest boxes for a customer's new aviary by next week.", steps: [
      { say: "Checking our stock.", calls: [{ name: "catalog_search", args: { q: "finch nest box", in_stock: true }, out: { hits: 0 } }] },
      { say: "None in stock. Checking the wholesaler's feed instead.", calls: [{ name: "wholesale_feed", args: { supplier: "birdline", q: "finch box wicker" }, out: `sku;desc;qty;lead_days\nBL-220;wicker finch nest 12cm;140;3\nBL-221;wooden finch box half-open;35;5\n# feed ${n.isoNoMs()}` }] },
      { say: "BL-220 has 140 with 3-day lead time; ordering 20.", calls: [{ name: "place_wholesale_order", args: { sku: "BL-220", qty: 20 }, out: { po: "PO-" + n.int(10000, 99999) } }] },
    ], final: "Ordered 20 wicker finch nests (BL-220), arriving in 3 days." }) },
  { domain: "pinhole camera workshops", style: "oai_agents", isolates: "Venue search in the city returns only venues without darkrooms; the agent learns a darkroom is required and searches with that facility filter, finding one.",
    goal: "Find a venue with a darkroom for a 12-person pinhole camera workshop in Leeds in March.",
    build: (n) => script("oai_agents", n, { agentName: "WorkshopPlanner", goal: "Find a venue with a darkroom for a 12-person pinhole camera workshop in Leeds in March.", steps: [
      { say: "Searching Leeds venues for 12 people.", calls: [{ name: "venue_search", args: { city: "Leeds", capacity_min: 12, month: "2025-03" }, out: { results: [{ name: "Mill Studio", facilities: ["projector"] }, { name: "Tower Works Room 2", facilities: ["sinks"] }] } }] },
      { say: "Neither lists a darkroom; adding the darkroom facility filter and widening to community photo clubs.", calls: [{ name: "venue_search", args: { city: "Leeds", capacity_min: 12, month: "2025-03", facility: "darkroom", include: "clubs" }, out: { results: [{ name: "Leeds Photo Co-op", facilities: ["darkroom", "safelights"], free_dates: ["2025-03-08", "2025-03-22"] }] } }] },
    ], final: "Leeds Photo Co-op has a darkroom; free 8 or 22 March." }) },
  { domain: "peanut shelling", style: "plain", isolates: "Grade-report query by lot id fails to find the lot; the agent uses the trailer id from the weigh ticket and finds the grade, then releases the load.",
    goal: "Release trailer T-88's peanut load to the sheller if it graded Segregation 1.",
    build: (n) => script("plain", n, { agentName: "buying-point", goal: "Release trailer T-88's peanut load to the sheller if it graded Segregation 1.", steps: [
      { say: null, calls: [{ name: "grade_report", args: { lot: "L-2025-088" }, out: { error: "not_found" }, err: "not_found" }] },
      { say: "No such lot. Checking the weigh ticket for the trailer's inspection number.", calls: [{ name: "weigh_ticket", args: { trailer: "T-88" }, out: `TICKET ${n.int(40000, 49999)}  TRAILER T-88  NET 18,420 lb  INSP# FSIS-${n.int(100000, 999999)}  ${n.logTs()}` }] },
      { say: "Searching grades by trailer now.", calls: [{ name: "grade_report", args: { trailer: "T-88" }, out: { segregation: 1, smk_pct: 72, lsk_pct: 3.1 } }] },
      { say: "Segregation 1; releasing to the sheller.", calls: [{ name: "release_load", args: { trailer: "T-88" }, out: "released" }] },
    ], final: "T-88 graded Seg 1 (72% SMK) and was released." }) },
  { domain: "walnut hulling", style: "autogen", isolates: "Searching buyer offers by variety returns 40 irrelevant ones; the agent adds the organic certification learned from the lot record and finds 2 matching offers.",
    goal: "Find the best buyer offer for our 6 t of organic Chandler walnuts.",
    build: (n) => script("autogen", n, { agentName: "huller_sales", goal: "Find the best buyer offer for our 6 t of organic Chandler walnuts.", steps: [
      { say: "Searching offers for Chandler.", calls: [{ name: "offers_search", args: { variety: "Chandler" }, out: JSON.stringify({ total: 40, note: "mostly conventional, in-shell" }) }] },
      { say: "Too broad. Checking the lot record for certification.", calls: [{ name: "lot_record", args: { lot: "WH-6T" }, out: { certified: "CCOF organic", form: "in-shell", moisture: "7.4%" } }] },
      { say: "Filtering to CCOF organic in-shell buyers.", calls: [{ name: "offers_search", args: { variety: "Chandler", certification: "organic", form: "in-shell" }, out: JSON.stringify({ total: 2, offers: [{ buyer: "Valley Organics", usd_lb: 2.15 }, { buyer: "NutCo", usd_lb: 1.98 }] }) }] },
    ], final: "Best offer: Valley Organics at $2.15/lb." }) },
];
