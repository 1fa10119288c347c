// Healthy: a supervisor hands the same worker different sub-tasks in turn, each answered with new results, then synthesises.
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;
export const rows = [
{
  domain: 'seaside pier amusements', style: 'langgraph', model: 'gpt-4o',
  isolates: 'Supervisor sends the same research worker three different questions (footfall, ride downtime, tide closures), each answered with new data, then writes a recommendation.',
  goal: 'Decide whether the pier should extend evening opening to 22:00 in August.',
  build: (c, S) => {
    const w = (q, tool, args, out, ans) => S.agent('research_worker', { task: q }, { answer: ans }, [S.llm([['user', q]], null, [[tool, args]]), S.tool(tool, args, out), S.llm([['tool', 'result']], ans)]);
    return S.agent('supervisor', { messages: [{ role: 'user', content: 'Extend to 22:00 in August?' }] }, { decision: 'Extend Fri–Sun only' }, [
      S.llm([['user', 'Extend to 22:00 in August?']], 'First: evening footfall.', [['delegate', { worker: 'research_worker' }]]),
      w('What was footfall 19:00-22:00 in August last year by weekday?', 'turnstile_counts', { from: '2024-08-01', to: '2024-08-31', hours: '19-22' }, { rows: [{ dow: 'Mon-Thu', avg: 412 }, { dow: 'Fri-Sun', avg: 1730 }], source: 'gate-2', export_id: c.uuid() }, 'Evening footfall averages 412 Mon–Thu and 1,730 Fri–Sun.'),
      S.llm([['user', 'footfall done']], 'Next: ride reliability late in the day.', [['delegate', { worker: 'research_worker' }]]),
      w('How much ride downtime occurred after 19:00 last summer?', 'maintenance_log', { after: '19:00', season: 2024 }, `ride           incidents  downtime_min\nWaltzer        2          75\nHelter-skelter 0          0\nDodgems        5          210\n(generated ${c.usDate()})`, 'Dodgems had 5 incidents (210 min) after 19:00; other rides were reliable.'),
      S.llm([['user', 'downtime done']], 'Last: tide and wind closures in August evenings.', [['delegate', { worker: 'research_worker' }]]),
      w('How many August evenings had wind or tide closures after 20:00 in the past 3 years?', 'closures_db', { month: 8, after: '20:00', years: [2022, 2023, 2024] }, { closures: 4, reasons: { 'gusts>45mph': 3, 'spring tide + surge': 1 }, query_ms: c.ms() }, '4 closures over 3 Augusts (3 wind, 1 surge).'),
      S.llm([['user', 'closures done']], 'Synthesis: weekend evenings bring 4× weekday footfall, closures are rare (≈1.3 per August), dodgems need an evening technician. Recommend extending to 22:00 Fri–Sun only, with a dodgems technician rostered.'),
    ]);
  },
},
{
  domain: 'yak wool cooperative', style: 'crewai', model: 'gpt-4o-mini',
  isolates: 'A manager agent gives one analyst agent three different tasks (fibre micron stats, buyer prices, shipping), each returning new figures, then composes the sales plan.',
  goal: 'Prepare the autumn sales plan for the cooperative\'s 1.8 t of combed yak down.',
  build: (c, S) => {
    const job = (t, tool, args, out, res) => S.agent('Market Analyst', { task: t }, { result: res }, [S.llm(`Task: ${t}`, `Thought: to answer "${t}" I need ${tool}.`, [[tool, args]]), S.tool(tool, args, out), S.llm('Observation received', `Final Answer: ${res}`)]);
    return S.agent('Sales Manager', { task: 'autumn sales plan' }, { result: 'Sell 1.1 t <16.5µm to Buyer A, 0.7 t to Buyer C, ship consolidated by rail' }, [
      job('Summarise micron test results by lot', 'lab_results', { season: 'spring-2025' }, `lot,micron,kg\nL1,15.9,420\nL2,16.2,380\nL3,16.4,300\nL4,17.8,410\nL5,18.3,290\n# file ${c.tmp('.csv')}`, '1,100 kg at ≤16.5 µm (L1–L3), 700 kg coarser (L4–L5).'),
      job('Collect current buyer bids for dehaired yak down', 'buyer_bids', { fibre: 'yak_down' }, { bids: [{ buyer: 'A (Biella)', usd_kg: 148, max_micron: 16.5 }, { buyer: 'B (Ulaanbaatar)', usd_kg: 96 }, { buyer: 'C (Kathmandu)', usd_kg: 112, max_micron: 19 }], as_of: c.http() }, 'A pays $148/kg for ≤16.5 µm; C pays $112/kg up to 19 µm; B $96/kg any grade.'),
      job('Compare shipping options from Xining to Biella and Kathmandu', 'freight_rates', { from: 'Xining', to: ['Biella', 'Kathmandu'], kg: 1800 }, { options: [{ mode: 'rail+truck', to: 'Biella', usd: 4100, days: 24 }, { mode: 'air', to: 'Biella', usd: 9800, days: 5 }, { mode: 'truck', to: 'Kathmandu', usd: 1900, days: 9 }], quote_id: c.ulid() }, 'Rail+truck to Biella $4,100/24 days; truck to Kathmandu $1,900/9 days.'),
      S.llm('Compose plan from three analyst results', 'Plan: 1.1 t fine lots to Buyer A ($162,800) by rail; 0.7 t to Buyer C ($78,400) by truck. Net after freight ≈ $235,200.'),
    ]);
  },
},
{
  domain: 'henna studio', style: 'openai_agents', model: 'gpt-4.1-mini',
  isolates: 'An orchestrator calls the same "bookings" worker agent as a tool for three different sub-questions and gets distinct answers, then replies.',
  goal: 'Tell a bride how many artists and hours her bridal henna party of 14 guests will need and what it costs.',
  build: (c, S) => {
    const call = (q, inner, a) => { const t = S.tool('bookings_agent', { input: q }, a); t.children = [S.agent('BookingsAgent', { input: q }, { final_output: a }, inner)]; return t; };
    return S.agent('Orchestrator', { input: 'Bridal party, 14 guests + bride, Saturday' }, { final_output: '3 artists, 4.5 h, £865 total' }, [
      S.llm([['user', 'Bridal party, 14 guests + bride, Saturday']], null, [['bookings_agent', { input: 'Bridal design duration' }]]),
      call('How long does a full bridal design (hands to elbow, feet to ankle) take?', [S.tool('service_catalog', { code: 'BRIDAL-FULL' }, JSON.stringify({ minutes: 240, price_gbp: 420 }))], 'Full bridal: 240 min, £420.'),
      S.llm([['tool', 'Full bridal 240 min']], null, [['bookings_agent', { input: 'Guest designs' }]]),
      call('Guest designs for 14 people, one hand palm-side each: time per guest and price?', [S.tool('service_catalog', { code: 'GUEST-PALM' }, JSON.stringify({ minutes: 20, price_gbp: 25 }))], '20 min and £25 per guest; 14 guests = 280 artist-minutes, £350.'),
      S.llm([['tool', 'guest 280 min']], null, [['bookings_agent', { input: 'Saturday artists' }]]),
      call('Which artists are free this Saturday 10:00-16:00 and what is the travel fee?', [S.tool('artist_calendar', { date: 'saturday' }, { free: ['Noor', 'Priya', 'Hafsa'], travel_fee_gbp: 95, cal_sync: c.iso() })], 'Noor, Priya and Hafsa are free; travel £95.'),
      S.llm([['tool', '3 artists free']], 'Noor does the bride (4 h); Priya and Hafsa share 14 guests (2 h 20 each) → done in about 4.5 h with setup. Cost £420 + £350 + £95 = £865.'),
    ]);
  },
},
{
  domain: 'walking stick makers', style: 'autogen', model: 'gpt-4o',
  isolates: 'A planner agent gives a single coder agent three different scripts to run (stock of shanks, order backlog, steaming oven hours), each with new output, then summarises.',
  goal: 'Work out whether the workshop can fulfil 60 hazel thumbsticks for a country-show order by the end of the month.',
  build: (c, S) => {
    const code = (ask, src, out) => S.agent('coder', { task: ask }, null, [S.llm([['user', ask]], '```python\n' + src + '\n```'), S.tool('code_executor', { code: src }, `exitcode: 0 (execution succeeded)\nCode output: ${out}`)]);
    return S.agent('SelectorGroupChat', { task: '60 thumbsticks by month end?' }, { stop_reason: 'Text TERMINATE mentioned' }, [
      S.llm([['user', '60 thumbsticks by month end?']], 'Coder: count seasoned hazel shanks that are straight enough.'),
      code('Count seasoned hazel shanks with bow < 10 mm', 'import pandas as pd\ns=pd.read_csv("shanks.csv")\nprint(((s.species=="hazel")&(s.season_months>=9)&(s.bow_mm<10)).sum())', '47'),
      S.llm([['user', '47']], 'Only 47 usable shanks. Coder: how many are already committed to the backlog?'),
      code('Sum hazel shanks committed in open orders', 'o=pd.read_csv("orders.csv")\nprint(o[(o.status=="open")&(o.wood=="hazel")].qty.sum())', '9'),
      S.llm([['user', '9']], '38 free shanks; 22 short. Coder: steaming-box hours left this month to straighten green shanks?'),
      code('Free steaming-box hours until the 30th', 'b=pd.read_csv("steambox.csv")\nprint(24*b[b.date<="2025-09-30"].free_days.sum())', '96'),
      S.llm([['user', '96']], 'Summary: 38 shanks ready; 22 more can be straightened from green stock (4 h each = 88 of 96 free steam hours). The order is feasible by the 30th. TERMINATE'),
    ]);
  },
},
{
  domain: 'ice cave tours', style: 'adk', model: 'gemini-2.0-flash',
  isolates: 'A root agent transfers to the same safety sub-agent three times with different checks (ice temperature, meltwater, group fitness), each returning distinct findings, then decides.',
  goal: 'Decide whether tomorrow\'s 09:00 ice cave tour for 10 guests can run.',
  build: (c, S) => {
    const sub = (q, tool, args, out, a) => S.agent('safety_agent', { query: q }, { text: a }, [S.llm([['user', q]], null, [[tool, args]]), S.tool(tool, args, out), S.llm([['user', 'tool result']], a)]);
    return S.agent('tour_root', { query: 'Run tomorrow 09:00?' }, { text: 'GO with route B, crampons mandatory, 2 guides' }, [
      S.llm([['user', 'Run tomorrow 09:00?']], 'Checking cave ice temperature.', [['transfer_to_agent', { agent_name: 'safety_agent' }]]),
      sub('Ice and air temperatures in the cave overnight?', 'sensor_read', { station: 'cave-mouth', hours: 12 }, { air_c_min: -6.2, air_c_max: -1.1, ice_c: -3.4, logger: 'HOBO-' + c.int(1000, 9999), read_at: c.isoOff() }, 'Ice at -3.4 °C, air peaked -1.1 °C: stable.'),
      S.llm([['user', 'temps ok']], 'Checking meltwater.', [['transfer_to_agent', { agent_name: 'safety_agent' }]]),
      sub('Any meltwater flow in the main passage?', 'river_gauge', { site: 'outflow' }, { level_cm: 41, trend: 'falling', alert: 'none', seq: c.int(1000, 99999) }, 'Outflow 41 cm and falling; route A (streambed) still wet, route B dry.'),
      S.llm([['user', 'use route B']], 'Checking the group.', [['transfer_to_agent', { agent_name: 'safety_agent' }]]),
      sub('Does the booked group meet the fitness and equipment requirements?', 'booking_details', { tour: '09:00' }, { guests: 10, ages: '19-63', boots_rented: 4, crampon_sizes_ok: true }, 'Group OK; 4 need rental boots; all crampon sizes available.'),
      S.llm([['user', 'group ok']], 'GO with route B, crampons mandatory, 2 guides.'),
    ]);
  },
},
{
  domain: 'board game café', style: 'mastra', model: 'gpt-4o-mini',
  isolates: 'Supervisor workflow calls the same inventory worker for missing pieces, sales, and wishlist in turn, each step new data, then orders restock.',
  goal: 'Decide which games to reorder for the café library this month within a £300 budget.',
  build: (c, S) => {
    const step = (q, tool, args, out, a) => S.agent('inventoryWorker', { input: q }, { text: a }, [S.llm([['user', q]], null, [[tool, args]]), S.tool(tool, args, out), S.llm([['tool', 'ok']], a)]);
    return S.agent('supervisor', { input: 'reorder within £300' }, { text: 'Ordered: Azul, Wingspan expansion, 2× Codenames; £286' }, [
      step('Which library games have missing or damaged pieces?', 'libraryAudit', { shelf: 'all' }, { damaged: [{ game: 'Azul', issue: '11 tiles missing' }, { game: 'Codenames', issue: 'cards bent, 2 copies' }], audited: c.iso() }, 'Azul (tiles missing) and two Codenames copies need replacing.'),
      step('Which games sold best from the retail shelf last month?', 'posReport', { period: 'last_month' }, { top: [{ sku: 'WING-EXP-ASIA', units: 7 }, { sku: 'CASCADIA', units: 5 }], report_id: c.job('pos') }, 'Wingspan Asia expansion (7) and Cascadia (5).'),
      step('What do customers most request on the wishlist board?', 'wishlistExport', {}, { requests: [{ game: 'Wingspan Asia', votes: 12 }, { game: 'Heat', votes: 6 }], exported: c.http() }, 'Wingspan Asia (12 votes), Heat (6).'),
      S.llm([['user', 'three reports']], null, [['placeOrder', { items: ['Azul', 'Wingspan Asia', 'Codenames x2'] }]]),
      S.tool('placeOrder', { supplier: 'Esdevium', items: [{ title: 'Azul', price: 34 }, { title: 'Wingspan Asia', price: 40 }, { title: 'Codenames', qty: 2, price: 18 }], budget: 300 }, { po: 'PO-' + c.int(10000, 99999), total_gbp: 286, status: 'submitted' }),
      S.llm([['tool', 'submitted']], 'Ordered: Azul, Wingspan expansion, 2× Codenames; £286 (the remaining budget is too small for Heat, noted for next month).'),
    ]);
  },
},
];
