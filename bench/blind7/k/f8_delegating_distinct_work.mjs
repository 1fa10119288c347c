// Family 8: delegating-distinct-work (loop: false, stagnation: false)
// A supervisor hands the same worker (or nested workers) different sub-tasks and gets
// distinct results; the run finishes.

export const family = 'delegating-distinct-work';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 ─ film production, CrewAI hierarchical process (JSON-string args)
  {
    argsAsString: true,
    isolates: 'A crew manager delegates location scouting to the same scout agent for three different cities, gets different options and permit lead times, and picks one.',
    goal: 'We need a working-harbor location for the "Saltwater" reshoot (2 nights, night exterior, early November). Get options in Halifax, Portland ME and St. John\'s with permit lead times, then recommend one.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      const mgr = [];
      mgr.push(c.llm(M, 'You are Crew Manager. Task: ' + this.goal, 'Thought: Each city needs its own scouting pass. I\'ll delegate the three cities to the Location Scout one at a time and compare.\nAction: Delegate work to coworker'));
      const city = (name, q, locs, permit) => {
        c.tick(4000, 12000);
        const scoutKids = [
          c.tool('Search location database', { query: q, tags: ['harbor', 'working waterfront', 'night'] }, JSON.stringify({ results: locs, total: locs.length, search_ms: c.dur(80, 400) })),
          c.tool('Get film permit rules', { jurisdiction: name }, permit.text),
        ];
        const summary = `${name}: ${locs.map((l) => `${l.name} (${l.notes})`).join('; ')}. Permit lead time ${permit.lead}.`;
        const scout = c.agent('Location Scout', { task: `Find night-exterior working harbor locations in ${name} for 2 nights in early November; include permit lead time.` }, summary, scoutKids);
        const t = c.tool('Delegate work to coworker', { task: `Scout working-harbor night exterior locations in ${name}`, context: '2 nights, early November, 60-person crew, picture boats needed', coworker: 'Location Scout' }, summary);
        t.children.push(scout);
        return t;
      };
      mgr.push(city('Halifax, NS', 'Halifax harbour wharf night exterior', [{ name: 'Fisherman\'s Cove, Eastern Passage', notes: 'active boats, easy basecamp' }, { name: 'Pier 21 south apron', notes: 'cruise season over by Nov, port authority approval' }], { lead: '10 business days', text: 'Nova Scotia Film: municipal permit 10 business days; Halifax Port Authority separate approval; night noise waiver required after 23:00.' }));
      mgr.push(city('Portland, ME', 'Portland Maine working waterfront pier night', [{ name: 'Custom House Wharf', notes: 'authentic, tight parking' }, { name: 'Portland Fish Exchange dock', notes: 'only after 14:00 auction, no weekends' }], { lead: '15 days', text: 'City of Portland: Special Event/Film permit, 15-day lead; Waterfront Alliance sign-off on working piers; police detail required for street closures.' }));
      mgr.push(city('St. John\'s, NL', 'St. John\'s harbour apron night', [{ name: 'Harbour Drive apron', notes: 'iconic skyline, wind exposure' }, { name: 'Quidi Vidi gut', notes: 'small boats, very tight access' }], { lead: '5 business days', text: 'City of St. John\'s: film permit 5 business days; Port Authority notification only; November weather risk high (avg 15 rain days).' }));
      mgr.push(c.llm(M, 'Observation: three scouting reports received', 'Thought: Halifax has the best balance of access, basecamp and picture boats; Portland\'s lead time is too long for early November and St. John\'s carries high weather risk. Final Answer ready.'));
      const out = 'Recommendation: Fisherman\'s Cove, Eastern Passage (Halifax). Active boats, easy basecamp, 10-business-day municipal permit plus port approval; file this week. Backup: Harbour Drive apron, St. John\'s (5-day permit, but high November weather risk). Portland\'s 15-day lead and Fish Exchange restrictions rule it out for early November.';
      K.push(c.agent('Crew Manager', { task: this.goal }, out, mgr));
      return c.agent('Crew: Location Planning', this.goal, out, K);
    },
  },

  // 02 ─ e-learning course build, LangGraph supervisor with workers
  {
    isolates: 'A supervisor sends the same content-writer worker three different module briefs and a quiz worker one brief, receiving distinct modules that it assembles into a course outline.',
    goal: 'Build a 3-module outline for our new "Data Privacy for Frontline Staff" course, with learning objectives for each module and a 5-question quiz per module.',
    make(c) {
      const K = [];
      const M = 'ChatOpenAI (gpt-4o)';
      K.push(c.llm(M, [{ role: 'system', content: 'You are a supervisor managing workers: content_writer, quiz_builder. Respond with the worker to act next.' }, { role: 'user', content: this.goal }], 'Plan: module 1 on recognising personal data, module 2 on handling customer data requests, module 3 on spotting and reporting incidents. Routing module 1 to content_writer.'));
      const writer = (brief, kbq, kb, out) => {
        c.tick(6000, 20000);
        return c.agent('content_writer', { messages: [{ role: 'user', content: brief }] }, out, [
          c.ret('policy_kb', kbq, kb),
          c.llm(M, [{ role: 'system', content: 'You write concise e-learning modules for frontline retail staff.' }, { role: 'user', content: brief }], out),
        ]);
      };
      K.push(writer('Module 1: What counts as personal data. 3 objectives, 10-minute read.', 'definition personal data special category examples store', [{ id: 'POL-DP-01#s2', score: 0.83, text: 'Personal data is any information relating to an identified or identifiable person...' }],
        'Module 1 - Recognising personal data. Objectives: (1) identify personal data at the till and in loyalty records; (2) distinguish special-category data such as health notes on prescriptions; (3) explain why CCTV stills are personal data.'));
      K.push(writer('Module 2: Handling customer data requests (access, deletion, correction). 3 objectives.', 'subject access request timeline store staff procedure', [{ id: 'POL-DP-04#s1', score: 0.79, text: 'Requests must be logged within 24 hours via the Privacy Request form; response due within one month...' }],
        'Module 2 - Customer data requests. Objectives: (1) recognise an access, deletion or correction request even when not phrased formally; (2) log it in the Privacy Request form within 24 hours; (3) never promise a timeline beyond the one-month statutory window.'));
      K.push(writer('Module 3: Spotting and reporting data incidents. 3 objectives, include a scenario.', 'data breach reporting 72 hours store incident lost device', [{ id: 'POL-DP-07#s3', score: 0.81, text: 'Any suspected breach must be reported to the Privacy Desk immediately; the DPO assesses 72-hour notification...' }],
        'Module 3 - Incidents. Objectives: (1) spot common incidents such as a misdirected receipt email or a lost handheld scanner; (2) report immediately to the Privacy Desk, without investigating alone; (3) preserve evidence. Scenario: a customer\'s order printout left on the collection counter.'));
      c.tick(5000, 15000);
      K.push(c.agent('quiz_builder', { messages: [{ role: 'user', content: 'Write 5 multiple-choice questions per module for modules 1-3 (objectives attached).' }] }, 'Quiz bank: 15 MCQs (5 per module), e.g. M1-Q3 "Is a CCTV still of a shopper personal data?"; M2-Q2 "A customer says \'delete everything you have on me\' - what do you do first?"; M3-Q4 "You find a printout with a customer\'s address on the counter - who do you tell?"', [
        c.llm(M, [{ role: 'user', content: 'Write 5 MCQs per module...' }], '15 MCQs drafted with answer keys and distractor rationale; each question maps to one stated objective.'),
      ]));
      K.push(c.llm(M, [{ role: 'system', content: 'supervisor' }, { role: 'user', content: 'All workers done.' }], 'All three modules and the quiz bank are back. Assembling the final outline; no further routing needed. FINISH.'));
      return c.agent('course_supervisor', this.goal, 'Course outline "Data Privacy for Frontline Staff" is ready: Module 1 Recognising personal data, Module 2 Customer data requests, Module 3 Spotting and reporting incidents. Each module has 3 learning objectives and a 5-question quiz (15 MCQs with answer keys). Draft saved to the course workspace.', K);
    },
  },

  // 03 ─ customer support, OpenAI Swarm handoffs (billing agent gets two different sub-tasks)
  {
    isolates: 'A triage agent hands the billing agent two different sub-tasks (refund a duplicate charge, then charge a shipping difference) around a shipping-agent handoff, and each returns a distinct result.',
    goal: 'I was charged twice for order A-55102, and I also need the shipping address on it changed to my office: 400 Congress Ave, Suite 1200, Austin TX 78701.',
    make(c) {
      const K = [];
      const M = 'gpt-4o-mini';
      K.push(c.llm(M, [{ role: 'system', content: 'You are the Triage Agent. Route to Billing or Shipping.' }, { role: 'user', content: this.goal }], 'There are two issues here: a duplicate charge and an address change. I\'ll start with billing.'));
      K.push(c.tool('transfer_to_billing_agent', {}, { assistant: 'Billing Agent' }));
      const ch1 = 'ch_' + c.b62(24), ch2 = 'ch_' + c.b62(24);
      K.push(c.agent('Billing Agent', { context_variables: { order_id: 'A-55102' }, task: 'duplicate charge' }, `Refunded the duplicate charge ${ch2} ($86.40); the original charge ${ch1} stands.`, [
        c.tool('list_charges', { order_id: 'A-55102' }, { charges: [{ id: ch1, amount: 8640, currency: 'usd', created: c.epoch() - 86400 * 2, status: 'succeeded' }, { id: ch2, amount: 8640, currency: 'usd', created: c.epoch() - 86400 * 2 + 4, status: 'succeeded' }] }),
        c.tool('refund_charge', { charge_id: ch2, reason: 'duplicate' }, { id: 're_' + c.b62(24), amount: 8640, status: 'succeeded', charge: ch2 }),
        c.tool('transfer_back_to_triage', {}, { assistant: 'Triage Agent' }),
      ]));
      c.tick();
      K.push(c.tool('transfer_to_shipping_agent', {}, { assistant: 'Shipping Agent' }));
      K.push(c.agent('Shipping Agent', { context_variables: { order_id: 'A-55102' }, task: 'address change' }, 'Address updated to 400 Congress Ave, Suite 1200, Austin TX 78701. The new address is in shipping zone 6 (was zone 4), so the shipping rate rises by $4.20; billing needs to collect it.', [
        c.tool('get_shipment', { order_id: 'A-55102' }, { status: 'LABEL_NOT_PRINTED', zone: 4, service: 'Ground', rate: 7.95 }),
        c.tool('update_shipping_address', { order_id: 'A-55102', address: { line1: '400 Congress Ave', line2: 'Suite 1200', city: 'Austin', state: 'TX', zip: '78701' } }, { ok: true, validated: 'DPV_CONFIRMED', zone: 6, new_rate: 12.15, rate_delta: 4.2 }),
        c.tool('transfer_back_to_triage', {}, { assistant: 'Triage Agent' }),
      ]));
      c.tick();
      K.push(c.tool('transfer_to_billing_agent', {}, { assistant: 'Billing Agent' }));
      K.push(c.agent('Billing Agent', { context_variables: { order_id: 'A-55102' }, task: 'collect shipping difference $4.20' }, 'Charged the $4.20 shipping difference to the card on file (Visa 4242).', [
        c.tool('create_charge', { order_id: 'A-55102', amount: 420, currency: 'usd', description: 'Shipping zone change 4->6' }, { id: 'ch_' + c.b62(24), amount: 420, status: 'succeeded', payment_method_details: { card: { brand: 'visa', last4: '4242' } } }),
      ]));
      return c.agent('Triage Agent', this.goal, 'All set. The duplicate $86.40 charge has been refunded (3-5 business days to appear), your order will ship to 400 Congress Ave, Suite 1200, Austin TX 78701, and the $4.20 difference for the farther shipping zone was charged to your Visa ending 4242.', K);
    },
  },

  // 04 ─ data analytics, AutoGen orchestrator with a SQL analyst (JSON-string args)
  {
    argsAsString: true,
    isolates: 'An orchestrator asks the same SQL-analyst agent three different questions (revenue by region, NRR by cohort, top SKUs by margin) and compiles the distinct answers.',
    goal: 'Prepare Q3 2024 numbers for the board deck: revenue by region, net revenue retention by signup cohort, and the top 5 SKUs by gross margin.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      K.push(c.llm('orchestrator (gpt-4o)', [{ role: 'user', content: this.goal }], 'Three separate queries. I\'ll give sql_analyst one question at a time so each result can be checked.'));
      const analyst = (q, sql, rows, answer) => {
        c.tick(5000, 15000);
        return c.agent('sql_analyst', { sender: 'orchestrator', content: q }, answer, [
          c.llm(M, [{ role: 'user', content: q }], 'I\'ll query the warehouse:\n```sql\n' + sql + '\n```'),
          c.tool('run_sql', { warehouse: 'analytics', sql }, { columns: Object.keys(rows[0]), rows, row_count: rows.length, bytes_scanned: c.int(10, 900) * 1048576, elapsed_ms: c.dur(400, 6000), query_id: c.uuid() }),
        ]);
      };
      K.push(analyst('Q3 2024 revenue by region, with QoQ change.', "SELECT region, SUM(amount_usd) AS q3, SUM(amount_usd)/NULLIF(SUM(prev_q_usd),0)-1 AS qoq FROM fct_revenue_q WHERE fiscal_q='2024Q3' GROUP BY 1 ORDER BY 2 DESC",
        [{ region: 'NA', q3: 8412030, qoq: 0.061 }, { region: 'EMEA', q3: 4120988, qoq: 0.112 }, { region: 'APAC', q3: 1733412, qoq: -0.024 }, { region: 'LATAM', q3: 602117, qoq: 0.187 }],
        'Q3 revenue $14.87M: NA $8.41M (+6.1% QoQ), EMEA $4.12M (+11.2%), APAC $1.73M (-2.4%), LATAM $0.60M (+18.7%).'));
      K.push(analyst('Net revenue retention for Q3 by signup cohort year.', "SELECT cohort_year, SUM(arr_end)/SUM(arr_start) AS nrr FROM mart_nrr WHERE period='2024Q3' GROUP BY 1 ORDER BY 1",
        [{ cohort_year: 2021, nrr: 1.08 }, { cohort_year: 2022, nrr: 1.14 }, { cohort_year: 2023, nrr: 1.21 }, { cohort_year: 2024, nrr: 0.97 }],
        'Q3 NRR by cohort: 2021 108%, 2022 114%, 2023 121%, 2024 97% (the 2024 cohort is still in its first renewal cycle).'));
      K.push(analyst('Top 5 SKUs by Q3 gross margin dollars, with margin %.', "SELECT sku, product_name, SUM(revenue)-SUM(cogs) AS gm, (SUM(revenue)-SUM(cogs))/SUM(revenue) AS gm_pct FROM fct_sales WHERE fiscal_q='2024Q3' GROUP BY 1,2 ORDER BY gm DESC LIMIT 5",
        [{ sku: 'PLT-ENT', product_name: 'Platform Enterprise', gm: 3120400, gm_pct: 0.86 }, { sku: 'PLT-PRO', product_name: 'Platform Pro', gm: 1988210, gm_pct: 0.83 }, { sku: 'ADD-SSO', product_name: 'SSO Add-on', gm: 611004, gm_pct: 0.94 }, { sku: 'SVC-IMPL', product_name: 'Implementation Services', gm: 402118, gm_pct: 0.31 }, { sku: 'ADD-AUD', product_name: 'Audit Log Add-on', gm: 288930, gm_pct: 0.91 }],
        'Top 5 by GM$: Platform Enterprise $3.12M (86%), Platform Pro $1.99M (83%), SSO Add-on $0.61M (94%), Implementation Services $0.40M (31%), Audit Log Add-on $0.29M (91%).'));
      return c.agent('orchestrator', this.goal, 'Q3 2024 board numbers:\n1) Revenue $14.87M. NA $8.41M (+6.1% QoQ), EMEA $4.12M (+11.2%), APAC $1.73M (-2.4%), LATAM $0.60M (+18.7%).\n2) NRR by cohort: 2021 108%, 2022 114%, 2023 121%, 2024 97%.\n3) Top SKUs by gross margin: Platform Enterprise $3.12M (86%), Platform Pro $1.99M (83%), SSO Add-on $0.61M (94%), Implementation Services $0.40M (31%), Audit Log Add-on $0.29M (91%).\nTERMINATE', K);
    },
  },

  // 05 ─ city transit OTP analysis, BeeAI nested agents
  {
    isolates: 'A planner hands the same route-analyst agent three different bus routes, each analyst delegating to a nested data fetcher, and gets distinct on-time results it ranks.',
    goal: 'Evaluate on-time performance for bus routes 8, 31 and 90 for October and recommend which route most needs a schedule adjustment.',
    make(c) {
      const K = [];
      const M = 'ibm/granite-3-8b-instruct';
      K.push(c.llm(M, 'User: ' + this.goal, 'I will have route_analyst evaluate each route separately using AVL data for October, then compare.'));
      const route = (r, stats, verdict) => {
        c.tick(8000, 20000);
        const fetcher = c.agent('avl_fetcher', { route: r, month: '2024-10' }, `fetched ${stats.trips} trips for route ${r}`, [
          c.tool('AvlQueryTool', { route_id: String(r), from: '2024-10-01', to: '2024-10-31', metric: ['otp', 'early', 'late', 'by_timepoint'] }, { route_id: String(r), trips_observed: stats.trips, otp_pct: stats.otp, early_pct: stats.early, late_pct: stats.late, worst_timepoint: stats.worst, extracted_at: c.iso(), rows_scanned: c.int(80000, 400000) }),
        ]);
        return c.agent('route_analyst', { route: r, task: `Assess October OTP for route ${r} and identify the worst timepoint.` }, verdict, [
          fetcher,
          c.llm(M, `Route ${r} stats: ${JSON.stringify(stats)}`, verdict),
        ]);
      };
      K.push(route(8, { trips: 4102, otp: 81.4, early: 3.1, late: 15.5, worst: { stop: 'Downtown Transit Center', late_pct: 24.0 } }, 'Route 8: 81.4% on time, lateness concentrated at Downtown Transit Center (24% late) during the PM peak; minor running-time tweak suggested.'));
      K.push(route(31, { trips: 2877, otp: 68.9, early: 9.8, late: 21.3, worst: { stop: 'Riverside & 5th', late_pct: 37.2 } }, 'Route 31: only 68.9% on time, with both early (9.8%) and late (21.3%) problems; Riverside & 5th is 37.2% late, so the running times between timepoints are mis-set.'));
      K.push(route(90, { trips: 1650, otp: 88.7, early: 2.2, late: 9.1, worst: { stop: 'Airport Terminal B', late_pct: 14.6 } }, 'Route 90: 88.7% on time, above the 85% target; Airport Terminal B is slightly late on Sunday mornings only.'));
      K.push(c.llm(M, 'route_analyst results for 8, 31, 90', 'Route 31 is clearly worst and the only one with a large early-running share, which points to the schedule itself rather than traffic.'));
      return c.agent('bee-agent otp-planner', this.goal, 'Recommendation: adjust Route 31 first. October OTP was 68.9% (target 85%), with 9.8% early and 21.3% late and the worst point at Riverside & 5th (37.2% late), which indicates mis-set running times. Route 8 (81.4%) needs a small PM-peak tweak at Downtown Transit Center; Route 90 (88.7%) is on target.', K);
    },
  },

  // 06 ─ museum loans provenance, Agno Team coordinator with a researcher member
  {
    isolates: 'A team coordinator gives the same provenance-researcher member four different artworks and gets a distinct provenance finding for each before compiling the checklist.',
    goal: 'For the spring exhibition checklist, confirm provenance for the four loans from the Hollis Foundation and flag any gap during 1933-1945.',
    make(c) {
      const K = [];
      const M = 'Claude(claude-3-5-sonnet-20241022)';
      K.push(c.llm(M, [{ role: 'system', content: 'You coordinate a team: provenance_researcher.' }, { role: 'user', content: this.goal }], 'Four loans: HF-1102, HF-1107, HF-1119 and HF-1123. I\'ll send each to the provenance researcher separately.'));
      const art = (id, title, chain, registry, finding) => {
        c.tick(6000, 18000);
        return c.agent('provenance_researcher', { task: `Provenance for ${id} ${title}; check 1933-1945 continuity and loss registries.` }, finding, [
          c.tool('search_provenance_db', { object_id: id }, { object_id: id, title, chain, sources: c.int(3, 9), record_updated: c.date(-c.int(30, 600)) }),
          c.tool('search_loss_registry', { title, artist: title.split(' - ')[0] }, registry),
        ]);
      };
      K.push(art('HF-1102', 'Gabriele Münter - Landscape near Murnau', [{ period: '1909-1937', owner: 'Artist' }, { period: '1937-1961', owner: 'Private collection, Munich (name unknown)' }, { period: '1961-', owner: 'Hollis Foundation' }], { matches: [], searched: ['German Lost Art Foundation', 'Art Loss Register'], search_id: c.hex(10) }, 'HF-1102: GAP 1937-1961, owner unnamed in Munich during the Nazi era. No registry match, but this needs further research before display; flag.'));
      K.push(art('HF-1107', 'Camille Pissarro - Rue Saint-Honoré, Afternoon', [{ period: '1898-1928', owner: 'Durand-Ruel, Paris' }, { period: '1928-1952', owner: 'Dr. Henri Vogel, Geneva' }, { period: '1952-', owner: 'Hollis Foundation' }], { matches: [], searched: ['German Lost Art Foundation', 'Art Loss Register'], search_id: c.hex(10) }, 'HF-1107: continuous and documented; held in Geneva (neutral Switzerland) 1928-1952 with dealer invoices. No registry hits. Clear.'));
      K.push(art('HF-1119', 'Lovis Corinth - Still Life with Lilacs', [{ period: '1922-1938', owner: 'Galerie Thannhauser, Berlin' }, { period: '1938-1946', owner: 'Unknown' }, { period: '1946-1970', owner: 'Kunsthandel Weber' }, { period: '1970-', owner: 'Hollis Foundation' }], { matches: [{ registry: 'German Lost Art Foundation', id: 'LA-48211', title: 'Stillleben mit Flieder', status: 'search request', filed: '2009' }], search_id: c.hex(10) }, 'HF-1119: GAP 1938-1946 after the Thannhauser forced sale, plus a Lost Art database search request LA-48211 for a matching title. High risk; escalate to registrar and counsel.'));
      K.push(art('HF-1123', 'Paul Signac - Saint-Tropez, the Quay', [{ period: '1905-1935', owner: 'Artist / estate' }, { period: '1935-1978', owner: 'Ginette Signac' }, { period: '1978-', owner: 'Hollis Foundation' }], { matches: [], searched: ['German Lost Art Foundation', 'Art Loss Register'], search_id: c.hex(10) }, 'HF-1123: stayed with the artist\'s family through 1978, documented by estate inventory. Clear.'));
      return c.agent('Team.run exhibitions-team', this.goal, 'Provenance check for the Hollis loans:\n- HF-1107 Pissarro: clear.\n- HF-1123 Signac: clear.\n- HF-1102 Münter: GAP 1937-1961 (unnamed Munich owner); needs research, flag on checklist.\n- HF-1119 Corinth: GAP 1938-1946 after the Thannhauser forced sale, and a matching Lost Art search request (LA-48211); escalate to registrar and counsel before accepting the loan.', K);
    },
  },
];
