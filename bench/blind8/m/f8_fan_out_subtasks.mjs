import { agent, llm, tool, chat, short } from './lib.mjs';

export const family = 'fan-out-subtasks';
export const loop = false;
export const stagnation = false;

// 1. Wedding planning, OpenAI Agents SDK: vendor_scout as a tool-agent for caterer, florist, photographer.
function wedding(c) {
  c.setClock('2025-03-03T16:00:00Z');
  const goal = 'We have $14,000 left for catering, flowers and photography for a 110-guest wedding in Asheville on Sept 27. Find one available option for each that fits together in budget.';
  const scout = (task, calls, answer) => agent('vendor_scout', task, answer, [llm('Response', chat('You are vendor_scout. Find one available vendor matching the brief.', task), 'Searching the vendor directory with the brief constraints.'), ...calls]);
  const kids = [
    llm('Response', chat('You are Wedding Coordinator. Delegate vendor research to vendor_scout, then assemble a plan.', goal), 'Split the $14,000 roughly 60/15/25 and send three briefs to vendor_scout.'),
    scout('Caterer in Asheville, NC for Sept 27, 2025, 110 guests, plated or family style, max $8,500 all-in.', [
      tool('vendor_directory_search', c.args({ category: 'catering', city: 'Asheville', date: '2025-09-27', guests: 110, max_total: 8500 }), { results: [{ id: 'v_cat_221', name: 'Blue Ridge Table', style: 'family style', est_total: 7920, available: true }, { id: 'v_cat_318', name: 'Foxglove Kitchen', style: 'plated', est_total: 9350, available: true }], request_id: c.uuid() }),
    ], 'Blue Ridge Table: family style, est. $7,920 for 110 incl. service and rentals; available Sept 27.'),
    scout('Florist in Asheville for Sept 27, 2025: bridal bouquet, 4 bridesmaids, 12 centerpieces, ceremony arch; max $2,200.', [
      tool('vendor_directory_search', c.args({ category: 'florist', city: 'Asheville', date: '2025-09-27', max_total: 2200 }), { results: [{ id: 'v_flo_045', name: 'Wildroot Flowers', est_total: 2050, available: true, notes: 'seasonal dahlias' }], request_id: c.uuid() }),
      tool('vendor_get_quote', c.args({ vendor_id: 'v_flo_045', items: ['bridal bouquet', 'bridesmaid x4', 'centerpiece x12', 'arch'] }), { vendor_id: 'v_flo_045', quote: 2050, deposit: 500, valid_until: c.ts(1209600) }),
    ], 'Wildroot Flowers: $2,050 quote (seasonal dahlias), $500 deposit; available.'),
    scout('Photographer near Asheville for Sept 27, 2025, 8 hours coverage, max $3,600.', [
      tool('vendor_directory_search', c.args({ category: 'photography', region: 'Western NC', date: '2025-09-27', hours: 8, max_total: 3600 }), { results: [{ id: 'v_pho_771', name: 'Laurel & Lens', est_total: 3400, available: true, second_shooter: false }, { id: 'v_pho_802', name: 'June Ember Photo', est_total: 3600, available: true, second_shooter: true }], request_id: c.uuid() }),
    ], 'June Ember Photo: 8 hours with second shooter for $3,600; available.'),
  ];
  const fin = 'Plan within $14,000: Blue Ridge Table catering ($7,920, family style), Wildroot Flowers ($2,050), June Ember Photo ($3,600, 8 h with second shooter). Total $13,570, leaving $430 buffer. All three are available Sept 27.';
  kids.push(llm('Response', chat(null, goal, ['tool', 'three vendor_scout results']), fin));
  return { goal, isolates: 'One coordinator sends the same vendor_scout sub-agent three different briefs (caterer, florist, photographer) and combines the distinct results into a budget plan.', root: agent('Wedding Coordinator', goal, fin, kids) };
}

// 2. Dental practice, Google ADK: chart_auditor AgentTool over three patient charts.
function dental(c) {
  c.setClock('2024-05-14T21:00:00Z');
  const goal = 'Audit tomorrow\'s hygiene schedule: for the three periodontal maintenance patients, check that perio charting is current and X-rays are not overdue.';
  const aud = (pid, chartOut, xrayOut, summary) => agent('chart_auditor', `Audit patient ${pid}: perio charting within 12 months, bitewings within 24 months, FMX within 60 months.`, summary, [
    tool('execute_tool get_perio_chart', c.args({ patient_id: pid }), chartOut),
    tool('execute_tool get_radiographs', c.args({ patient_id: pid }), xrayOut),
    llm('call_llm', chat('You are chart_auditor.', `Audit ${pid}`, ['tool', short(chartOut, 150)], ['tool', short(xrayOut, 150)]), summary),
  ]);
  const kids = [
    tool('execute_tool get_schedule', c.args({ date: '2024-05-15', provider: 'RDH-KLEIN', appt_type: 'D4910' }), { date: '2024-05-15', appts: [{ time: '08:00', patient_id: 'P-10442' }, { time: '10:30', patient_id: 'P-20817' }, { time: '14:00', patient_id: 'P-31109' }], fetched: c.ts() }),
    aud('P-10442', { last_full_chart: '2023-11-02', max_pd_mm: 5, bop_pct: 18 }, { bwx: '2023-11-02', fmx: '2021-03-15' }, 'P-10442: perio chart 6 months old (OK); BWX 6 months (OK); FMX 2021 (OK).'),
    aud('P-20817', { last_full_chart: '2023-02-20', max_pd_mm: 6, bop_pct: 31 }, { bwx: '2022-04-11', fmx: '2018-09-30' }, 'P-20817: perio charting is 15 months old — due; BWX 25 months — due; FMX 2018 — over 5 years, due.'),
    aud('P-31109', { last_full_chart: '2024-01-09', max_pd_mm: 4, bop_pct: 9 }, { bwx: '2023-01-09', fmx: 'none on file' }, 'P-31109: perio chart current; BWX 16 months (OK); no FMX on file — take one.'),
  ];
  const fin = 'Tomorrow (RDH Klein): P-10442 is fully current. P-20817 needs a full perio charting, bitewings and an FMX (last 2018). P-31109 is current on charting and bitewings but has no FMX on file.';
  kids.push(llm('call_llm', chat('You are hygiene_coordinator.', goal, ['tool', 'three chart_auditor results']), fin));
  return { goal, isolates: 'A coordinator runs the same chart_auditor sub-agent on three patients with the same tools, and each returns a different audit result that is merged into a schedule note.', root: agent('hygiene_coordinator', goal, fin, kids) };
}

// 3. Esports, smolagents managed agents: match_analyst for four quarterfinal series.
function esports(c) {
  const goal = 'Write a one-line recap for each of the four Autumn Clash quarterfinal series for the broadcast lower-third.';
  const series = [
    ['QF1', 'Nightfall vs Kōdo', '2-1', 'Nightfall won Bind 13-11 after dropping Lotus 9-13; Icebox 13-6.'],
    ['QF2', 'Redline vs Vortex EU', '2-0', 'Redline swept, Ascent 13-4 and Sunset 14-12 in overtime.'],
    ['QF3', 'Aurora Six vs Ghostline', '1-2', 'Ghostline reverse-swept: lost Haven 7-13, won Split 13-10 and Lotus 13-8.'],
    ['QF4', 'Tidebreakers vs Oni Gaming', '2-1', 'Tidebreakers clutched map 3 Pearl 13-11 behind a 31-kill game from "zeph".'],
  ];
  const kids = [];
  for (const [id, teams, score, fact] of series) {
    kids.push(agent('match_analyst', `Summarize series ${id} (${teams}) in one broadcast line with score and the key moment.`, `${id} ${teams} ${score}: ${fact}`, [
      tool('get_series_stats', c.args({ event: 'autumn-clash-2024', series: id }), { series: id, teams, result: score, maps: fact, mvp_candidates: c.int(2, 3), generated: c.ts(), source_rev: c.hex(8) }),
      llm('LiteLLMModel', chat('You are match_analyst.', `Series ${id}`), `Thought: Write the line.\nCode:\n\`\`\`py\nfinal_answer("${id} ${teams} ${score}: ${fact.replace(/"/g, '\\"')}")\n\`\`\`<end_code>`),
    ]));
  }
  const fin = series.map(([id, t, s, f]) => `${id} ${t} ${s}: ${f}`).join('\n');
  kids.push(llm('LiteLLMModel', chat('You are the broadcast manager agent.', goal), `Thought: All four analysts returned.\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(fin)})\n\`\`\`<end_code>`));
  return { goal, isolates: 'A manager agent calls the same match_analyst agent four times, once per quarterfinal series, and each returns a different score line.', root: agent('CodeAgent', goal, fin, kids) };
}

// 4. School bus routing, Mastra workflow: route_planner per depot (tool-only workers).
function bus(c) {
  const goal = 'The district is adding a 7:55 bell at the new Cedar STEM Academy. Have each depot plan how many extra buses it needs for the AM run and give me the total.';
  const depot = (d, students, extra, note) => agent('route-planner', { depot: d, school: 'CEDAR_STEM', bell: '07:55', students }, { depot: d, extraBuses: extra, note }, [
    tool('get-depot-capacity', c.args({ depot: d }), { depot: d, spareBuses: c.int(1, 4), drivers: c.int(0, 3), asOf: c.ts() }),
    tool('simulate-routes', c.args({ depot: d, addSchool: 'CEDAR_STEM', bell: '07:55', students }), { depot: d, feasible: true, extraBusesNeeded: extra, maxRideMin: c.int(34, 44), runId: `sim-${c.hex(6)}`, note }),
  ]);
  const kids = [
    tool('get-enrollment-by-depot', c.args({ school: 'CEDAR_STEM' }), { school: 'CEDAR_STEM', byDepot: { NORTH: 142, SOUTH: 96, EAST: 210 }, total: 448, asOf: c.ts() }),
    depot('NORTH', 142, 2, 'Two new routes; tier with Harmon MS 7:35 bell not possible.'),
    depot('SOUTH', 96, 0, 'Absorbed by extending routes 14 and 22 (ride times stay under 40 min).'),
    depot('EAST', 210, 4, 'Four new routes; EAST has only 2 spare buses, needs 2 transferred or leased.'),
  ];
  const fin = 'Cedar STEM AM run needs 6 extra buses: North 2, South 0 (extend routes 14 and 22), East 4 — East only has 2 spares, so 2 must come from another depot or a lease.';
  kids.push(llm('openai/gpt-4o', chat('Summarize the depot plans.', goal, ['tool', 'NORTH 2, SOUTH 0, EAST 4']), fin));
  return { goal, isolates: 'The same route-planner step runs for three depots with different student counts and returns different bus requirements that are summed.', root: agent('transportation-workflow', goal, fin, kids) };
}

// 5. DevOps incident, LangGraph-style supervisor with nested log_searcher.
function incident(c) {
  c.setClock('2024-08-20T14:05:30Z');
  const goal = 'Checkout latency p99 jumped to 4s at 14:05 UTC. Figure out which service is responsible.';
  const inv = (svc, inner, summary) => agent('service_investigator', `Investigate ${svc} for 14:00-14:15 UTC: latency, errors, deploys.`, summary, inner);
  const kids = [
    llm('ChatAnthropic', chat('You are the incident supervisor. Dispatch service_investigator per dependency.', goal), 'Checkout depends on api-gateway, payments and redis-sessions. Investigate all three in parallel.'),
    inv('api-gateway', [
      tool('prom_query', c.args({ query: 'histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="api-gateway"}[5m])) by (le))', start: '14:00', end: '14:15' }), { resultType: 'matrix', values_summary: 'p99 0.21s → 0.24s', queried_at: c.ts() }),
    ], 'api-gateway: own latency flat (p99 ~0.22s); it is only passing through upstream delay.'),
    inv('payments', [
      tool('prom_query', c.args({ query: 'histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="payments"}[5m])) by (le))', start: '14:00', end: '14:15' }), { resultType: 'matrix', values_summary: 'p99 0.35s → 3.8s at 14:04:30', queried_at: c.ts() }),
      agent('log_searcher', 'Search payments logs 14:00-14:10 for errors or pool exhaustion.', 'Pool exhaustion after deploy payments@4.12.0 at 14:03:52 (max pool size 10, previously 50).', [
        tool('loki_query', c.args({ query: '{app="payments"} |= "pool"', since: '14:00', limit: 50 }), `${c.logTs()} WARN  HikariPool-1 - Connection is not available, request timed out after 3000ms (total=10, active=10, idle=0, waiting=87)\n${c.logTs()} INFO  startup: datasource.maxPoolSize=10 (version 4.12.0, build ${c.build()})`),
        tool('kubectl', c.args({ args: 'rollout history deploy/payments -n prod' }), 'REVISION  CHANGE-CAUSE\n41        payments@4.11.3\n42        payments@4.12.0 (deployed 14:03:52Z by ci-bot)'),
      ]),
    ], 'payments: p99 3.8s from 14:04; DB pool exhausted after 4.12.0 deploy reduced maxPoolSize from 50 to 10.'),
    inv('redis-sessions', [
      tool('redis_cli', c.args({ cmd: 'INFO stats', host: 'redis-sessions-0' }), `# Stats\ninstantaneous_ops_per_sec:${c.int(14000, 16000)}\nrejected_connections:0\nevicted_keys:0\nlatency_p99_us:${c.int(600, 900)}`),
    ], 'redis-sessions: healthy, sub-millisecond latency, no evictions.'),
  ];
  const fin = 'Root cause: payments@4.12.0, deployed at 14:03:52 UTC, lowered the DB connection pool from 50 to 10; payments p99 jumped to 3.8 s from pool exhaustion and checkout inherited it. api-gateway and redis-sessions are healthy. Recommend rolling back to revision 41.';
  kids.push(llm('ChatAnthropic', chat(null, goal, ['tool', 'three investigator summaries']), fin));
  return { goal, isolates: 'A supervisor dispatches the same service_investigator to three services (one nesting a log_searcher) and gets three different findings that localize the fault.', root: agent('incident_supervisor', goal, fin, kids) };
}

// 6. Browser automation, browser-use: web_shopper across three retailers.
function shopping(c) {
  const goal = 'Find the cheapest in-stock price for a Sony WH-1000XM5 (black) across Best Buy, B&H and Target, including shipping to 60614.';
  const shop = (site, url, price, ship, stock) => agent('web_shopper', `On ${site}, find Sony WH-1000XM5 black: price, shipping to 60614, stock.`, { site, price, shipping: ship, in_stock: stock }, [
    tool('go_to_url', c.args({ url }), { url: `${url}&_r=${c.hex(6)}`, title: `${site} search results`, loaded_ms: c.ms(800, 2500) }),
    tool('extract_content', c.args({ goal: 'price, shipping to 60614, availability for WH-1000XM5 black' }), `📄 Extracted from page: {"product": "Sony WH-1000XM5 Wireless Noise Canceling Headphones - Black", "price": "$${price.toFixed(2)}", "shipping": "${ship}", "availability": "${stock ? 'In stock' : 'Sold out online'}"}`),
  ]);
  const kids = [
    shop('Best Buy', 'https://www.bestbuy.com/site/searchpage.jsp?st=wh-1000xm5', 329.99, 'Free shipping', true),
    shop('B&H Photo', 'https://www.bhphotovideo.com/c/search?q=wh-1000xm5', 318.0, 'Free Expedited', true),
    shop('Target', 'https://www.target.com/s?searchTerm=wh-1000xm5', 299.99, 'Ship to 60614 unavailable', false),
  ];
  const fin = 'Cheapest in stock: B&H Photo at $318.00 with free expedited shipping to 60614. Target lists $299.99 but is sold out online; Best Buy is $329.99 with free shipping.';
  kids.push(llm('gpt-4o', chat('You compare shopping results.', goal, ['tool', 'three site results']), fin));
  return { goal, isolates: 'The same web_shopper sub-agent visits three retailers with the same two actions and returns three different price and stock results that are compared.', root: agent('browser_use.Agent', goal, fin, kids) };
}

export const rows = [wedding, dental, esports, bus, incident, shopping];
