// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn; each comes back with new results; then a synthesis.
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;

// run a worker sub-agent on a task; fn(w) returns its spans; wraps it as the child of the delegating tool call
function worker(k, name, task, o, fn, answer) {
  const w = k.child(name, task, o);
  const spans = fn(w);
  spans.push(...w.t({ text: answer }));
  return w.root(spans, { output: answer, name: ['langgraph', 'crewai'].includes(k.style) ? name : undefined });
}

export const scenarios = [
  {
    n: '01', domain: 'key duplication kiosks', style: 'autogen',
    isolates: 'An AutoGen planner sends the same kiosk_analyst agent three different questions (fault codes, blank stock, revenue by site), each answered with new data, then writes the weekly report.',
    goal: 'Write the weekly operations report for our 40 key-cutting kiosks: faults, blank key stock, and revenue by site, with recommended actions.',
    opts: { agent: 'planner', model: 'gpt-4o', system: 'You are the planner. Delegate data questions to kiosk_analyst with ask_kiosk_analyst.' },
    build(k) {
      const r = k.r;
      const wo = { model: 'gpt-4o-mini', system: 'You are kiosk_analyst. Answer using the fleet SQL tool.' };
      const a1 = 'Faults last week: 61 total. K-07 (Leeds Kirkgate) had 19 "E12 jaw misalignment" errors; 22 were "E31 blank not detected" spread over 9 kiosks; the rest are card-reader timeouts.';
      const a2 = 'Blank stock: 6 kiosks below 15% for at least one blank type. KW1 (Kwikset) is at 0 in K-22 and K-31; SC1 (Schlage) under 10 blanks in K-03, K-07, K-18 and K-40.';
      const a3 = 'Revenue: £18,420 across 40 kiosks, up 4% week on week. Top sites: Manchester Arndale £1,240, Leeds Kirkgate £990 despite faults; bottom: Hull Prospect £110 and Derby Eagle £96.';
      const w1 = worker(k, 'kiosk_analyst', 'List fault codes by kiosk for last week', wo, (w) => w.t({ calls: [{ name: 'run_sql', args: { sql: "SELECT kiosk_id, code, count(*) FROM faults WHERE ts >= now() - interval '7 days' GROUP BY 1,2 ORDER BY 3 DESC" }, out: [{ kiosk_id: 'K-07', code: 'E12', count: 19 }, { kiosk_id: 'K-14', code: 'E31', count: 5 }, { kiosk_id: 'K-22', code: 'E31', count: 4 }, { kiosk_id: 'K-09', code: 'CR-TIMEOUT', count: 4 }, { _more_rows: 23 }] }] }), a1);
      const w2 = worker(k, 'kiosk_analyst', 'Which kiosks are low on blank key stock?', wo, (w) => w.t({ calls: [{ name: 'run_sql', args: { sql: 'SELECT kiosk_id, blank_type, qty, capacity FROM blank_stock WHERE qty::float / capacity < 0.15' }, out: [{ kiosk_id: 'K-22', blank_type: 'KW1', qty: 0, capacity: 60 }, { kiosk_id: 'K-31', blank_type: 'KW1', qty: 0, capacity: 60 }, { kiosk_id: 'K-03', blank_type: 'SC1', qty: 7, capacity: 80 }, { kiosk_id: 'K-07', blank_type: 'SC1', qty: 9, capacity: 80 }, { kiosk_id: 'K-18', blank_type: 'SC1', qty: 4, capacity: 80 }, { kiosk_id: 'K-40', blank_type: 'SC1', qty: 8, capacity: 80 }] }] }), a2);
      const w3 = worker(k, 'kiosk_analyst', 'Revenue by site for last week vs the week before', wo, (w) => w.t({ calls: [{ name: 'run_sql', args: { sql: 'SELECT site, sum(amount_gbp) FILTER (WHERE wk = 0) AS this_wk, sum(amount_gbp) FILTER (WHERE wk = 1) AS last_wk FROM weekly_sales GROUP BY site ORDER BY this_wk DESC' }, out: { rows: [['Manchester Arndale', 1240, 1180], ['Leeds Kirkgate', 990, 1010], ['Sheffield Moor', 870, 790], ['…', null, null], ['Hull Prospect', 110, 140], ['Derby Eagle', 96, 120]], total_this: 18420, total_last: 17710 } }] }), a3);
      const ch = [
        ...k.t({ calls: [{ name: 'ask_kiosk_analyst', args: { task: 'List fault codes by kiosk for last week' }, out: a1, children: [w1] }] }),
        ...k.t({ calls: [{ name: 'ask_kiosk_analyst', args: { task: 'Which kiosks are low on blank key stock?' }, out: a2, children: [w2] }] }),
        ...k.t({ calls: [{ name: 'ask_kiosk_analyst', args: { task: 'Revenue by site for last week vs the week before' }, out: a3, children: [w3] }] }),
        ...k.t({ text: 'Weekly report: revenue £18,420 (+4%). Actions: send an engineer to K-07 Leeds Kirkgate for the E12 jaw fault (19 errors, still our #2 site); restock KW1 blanks at K-22 and K-31 (empty) and SC1 at K-03/07/18/40; investigate the E31 blank-sensor issue across 9 kiosks; review Hull Prospect and Derby Eagle (under £120/week) for relocation. TERMINATE' }),
      ];
      return k.root(ch, { output: 'Weekly kiosk report with 4 actions' });
    },
  },
  {
    n: '02', domain: 'community orchard pruning', style: 'langgraph',
    isolates: 'A LangGraph supervisor routes three distinct questions (overdue trees, volunteer availability, tool inventory) to the same records agent and then plans the pruning day.',
    goal: 'Organise a winter pruning day at the community orchard: which trees need pruning, who can come, and whether we have enough tools.',
    opts: { agent: 'supervisor', model: 'gpt-4o', system: 'You are a supervisor managing the records_agent. Route one task at a time.' },
    build(k) {
      const wo = { model: 'gpt-4o-mini', system: 'You are records_agent with access to the orchard spreadsheet.' };
      const a1 = '17 trees are overdue (last pruned before winter 2023): 9 apples in rows A-B (incl. the old Bramley A4 needing a ladder), 5 pears in row C, 3 plums in row D, which must wait until summer because of silver leaf risk.';
      const a2 = '11 volunteers said yes for Saturday 8 Feb: 4 experienced pruners (Maggie, Tunde, Li, Fergus), 7 beginners; 3 more can do Sunday 9 Feb only.';
      const a3 = 'Tool shed: 6 bypass secateurs (2 blunt), 3 loppers, 2 pruning saws, 1 long-reach pruner, 1 orchard ladder; no sharpening stone.';
      const mk = (task, call, ans) => worker(k, 'records_agent', task, wo, (w) => w.t({ calls: [call] }), ans);
      const t1 = mk('Which trees are overdue for winter pruning?', { name: 'read_sheet', args: { sheet: 'trees', filter: 'last_pruned < 2024-01-01' }, out: { rows: 17, by_row: { A: 5, B: 4, C: 5, D: 3 }, notes: ['A4 Bramley 6m, ladder', 'D1-D3 plums: summer prune only'] } }, a1);
      const t2 = mk('Who is available for a pruning day on 8 or 9 February?', { name: 'read_sheet', args: { sheet: 'volunteer_poll_feb' }, out: { sat_8: ['Maggie*', 'Tunde*', 'Li*', 'Fergus*', 'Ana', 'Bob', 'Cass', 'Dev', 'Emi', 'Fin', 'Gus'], sun_9: ['Hal', 'Ivy', 'Jo'], legend: '* experienced' } }, a2);
      const t3 = mk('What pruning tools are in the shed and in what condition?', { name: 'read_sheet', args: { sheet: 'tool_inventory' }, out: [{ tool: 'bypass secateurs', qty: 6, condition: '4 ok, 2 blunt' }, { tool: 'loppers', qty: 3 }, { tool: 'pruning saw', qty: 2 }, { tool: 'long-reach pruner', qty: 1 }, { tool: 'orchard ladder (tripod)', qty: 1 }] }, a3);
      const ch = [
        ...k.t({ calls: [{ name: 'transfer_to_records_agent', args: { task: 'Which trees are overdue for winter pruning?' }, out: a1, children: [t1] }] }),
        ...k.t({ calls: [{ name: 'transfer_to_records_agent', args: { task: 'Who is available for a pruning day on 8 or 9 February?' }, out: a2, children: [t2] }] }),
        ...k.t({ calls: [{ name: 'transfer_to_records_agent', args: { task: 'What pruning tools are in the shed and in what condition?' }, out: a3, children: [t3] }] }),
        ...k.t({ text: 'Plan for Sat 8 Feb: prune the 14 apples and pears (plums wait for summer). Four teams each led by an experienced pruner: Maggie on A4 Bramley with the ladder, Tunde row A, Li row B, Fergus row C. With 11 people we need 11 cutting tools but have 9 usable (4 secateurs, 3 loppers, 2 saws), so buy 2 secateurs and a sharpening stone (~£45). Sunday volunteers can shred and stack the brash.' }),
      ];
      return k.root(ch, { output: { messages: [{ type: 'ai', content: 'Pruning day plan for 8 Feb with 4 teams; buy 2 secateurs + sharpening stone.' }] } });
    },
  },
  {
    n: '03', domain: 'yak wool cooperative', style: 'crewai',
    isolates: 'In a hierarchical CrewAI process the manager delegates grading of three different fibre lots to the same Wool Grader agent, getting distinct micron and yield results, then prices the lots.',
    goal: 'Grade the three new yak down lots from the spring combing (lots Y-301, Y-302, Y-303) and propose a price per kg for each to the cooperative board.',
    opts: { agent: 'Crew Manager', crew: 'yak-wool-coop', process: 'hierarchical', system: 'You are the crew manager.' },
    build(k) {
      const wo = { model: 'gpt-4o-mini', system: 'You are Wool Grader, an expert in yak and cashmere fibre grading.' };
      const lots = [
        ['Y-301', 'Start with the largest lot; pull its lab fibre sheet.', 'First lot to grade is the big Khangai north combing, Y-301.', { lot: 'Y-301', herd: 'Khangai north', raw_kg: 84, fibre_diameter_um: 16.2, cv_pct: 21, dehaired_yield_pct: 58, colour: 'brown' }, 'Y-301: 16.2 µm, CV 21%, yield 58%, brown. Grade A-brown (fine); 48.7 kg clean down expected.'],
        ['Y-302', 'The south herd lot often carries guard hair, so check the guard-hair percentage in its report.', 'Y-301 is graded A-brown. Next, the Khangai south lot Y-302, which may need extra dehairing.', { lot: 'Y-302', herd: 'Khangai south', raw_kg: 66, fibre_diameter_um: 18.9, cv_pct: 27, dehaired_yield_pct: 51, colour: 'brown/grey mix', guard_hair_pct: 6 }, 'Y-302: 18.9 µm, CV 27%, yield 51%, mixed brown/grey with 6% guard hair. Grade B; needs a second dehairing pass; 33.7 kg clean.'],
        ['Y-303', 'Calf down should be finer than 16 micron; confirm with the lab numbers and CV.', 'Two lots done. The last one is the small Arkhangai calf-down lot, which could be our premium grade.', { lot: 'Y-303', herd: 'Arkhangai calves', raw_kg: 22, fibre_diameter_um: 15.1, cv_pct: 18, dehaired_yield_pct: 61, colour: 'light brown' }, 'Y-303: calf down, 15.1 µm, CV 18%, yield 61%. Grade A-premium (baby yak); 13.4 kg clean.'],
      ];
      const subs = lots.map(([lot, wt, , data, ans]) => worker(k, 'Wool Grader', `Grade lot ${lot} from the lab report`, { ...wo, style: 'crewai' }, (w) => w.t({ think: wt, calls: [{ name: 'Fibre lab report', args: { lot }, out: JSON.stringify(data) }] }), ans));
      const ch = [];
      lots.forEach(([lot, , mt, , ans], i) => ch.push(...k.t({ think: mt, calls: [{ name: 'Delegate work to coworker', args: { task: `Grade lot ${lot} from the lab report`, context: 'Spring combing 2025, report micron, CV, yield and grade', coworker: 'Wool Grader' }, out: ans, children: [subs[i]] }] })));
      ch.push(...k.t({ think: 'I now know the final answer', text: 'Proposed prices (ex-works, clean dehaired down): Y-303 calf A-premium 15.1 µm at $148/kg (13.4 kg); Y-301 A-brown 16.2 µm at $112/kg (48.7 kg); Y-302 grade B 18.9 µm at $71/kg after a second dehairing pass (33.7 kg). Expected lot value ≈ $9,830.' }));
      return k.root(ch, { output: 'Y-301 $112/kg, Y-302 $71/kg, Y-303 $148/kg; ≈$9,830 total.' });
    },
  },
  {
    n: '04', domain: 'dune buggy tour operator', style: 'openai-agents',
    isolates: 'An orchestrator calls the same fleet agent as a tool three times (maintenance due, fuel and tyres, guide pairing), each returning different facts, and then finalises the day plan.',
    goal: 'We have 9 tour groups tomorrow at the dunes. Work out which buggies can go out, what needs fixing first, and pair each group with a guide and vehicles.',
    opts: { agent: 'Orchestrator', workflow: 'dune-tours-daily', toolNames: ['fleet_agent'] },
    build(k) {
      const wo = { model: 'gpt-4o-mini', system: 'You are the fleet agent. Use the fleet database tools.' };
      const call = (w, name, args, out) => w.t({ calls: [{ name, args, out }] });
      const a1 = 'Maintenance: 14 buggies in fleet; B-05 is overdue for CV-joint service (red tag, cannot go out), B-11 service due in 3 engine hours (OK for one tour), all others fine.';
      const a2 = 'Fuel/tyres: B-02 and B-09 below 25% fuel; B-07 rear left tyre at 8 psi (slow puncture noted yesterday). After refuelling and fixing B-07, 13 buggies usable minus B-05 = 12 available.';
      const a3 = 'Guides: 6 on shift (Karim, Lena, Ouss, Pia, Rafa, Zaid); Karim and Pia are certified for the big-dune sunset route; Rafa only until 14:00.';
      const s1 = worker(k, 'fleet_agent', 'Which buggies are due or overdue for maintenance?', wo, (w) => call(w, 'query_maintenance', { due_within_hours: 5 }, [{ id: 'B-05', item: 'CV joint service', due: 'overdue 11h' }, { id: 'B-11', item: '50h service', due: 'in 3h' }]), a1);
      const s2 = worker(k, 'fleet_agent', 'Check fuel and tyre pressures for all buggies', wo, (w) => call(w, 'query_telemetry', { fields: ['fuel_pct', 'tyre_psi'] }, { B_02: { fuel_pct: 18 }, B_09: { fuel_pct: 22 }, B_07: { tyre_psi: { RL: 8, RR: 14 } }, others: 'fuel > 40%, tyres 13-15 psi' }), a2);
      const s3 = worker(k, 'fleet_agent', 'Which guides are on shift tomorrow and what are they certified for?', wo, (w) => call(w, 'query_roster', { date: 'tomorrow' }, [{ guide: 'Karim', cert: ['standard', 'sunset'] }, { guide: 'Lena', cert: ['standard'] }, { guide: 'Ouss', cert: ['standard'] }, { guide: 'Pia', cert: ['standard', 'sunset'] }, { guide: 'Rafa', cert: ['standard'], until: '14:00' }, { guide: 'Zaid', cert: ['standard'] }]), a3);
      const ch = [
        ...k.t({ calls: [{ name: 'fleet_agent', args: { input: 'Which buggies are due or overdue for maintenance?' }, out: a1, children: [s1] }] }),
        ...k.t({ calls: [{ name: 'fleet_agent', args: { input: 'Check fuel and tyre pressures for all buggies' }, out: a2, children: [s2] }] }),
        ...k.t({ calls: [{ name: 'fleet_agent', args: { input: 'Which guides are on shift tomorrow and what are they certified for?' }, out: a3, children: [s3] }] }),
        ...k.t({ text: 'Plan: before 08:00 refuel B-02/B-09 and patch B-07; B-05 stays in the workshop. 12 buggies for 9 groups. Morning groups 1-4: Rafa, Lena, Ouss, Zaid (2-3 buggies each, B-11 only on the first run). Afternoon 5-7: Lena, Ouss, Zaid. Sunset groups 8-9: Karim and Pia (only certified guides).' }),
      ];
      return k.root(ch, { output: 'Day plan: 12 buggies, 9 groups assigned; B-05 grounded.' });
    },
  },
  {
    n: '05', domain: 'apricot drying cooperative', style: 'google-adk',
    isolates: 'A Google ADK coordinator uses the same lab_agent (AgentTool) for three different tests on the new dried-apricot lots, then decides which lots can ship.',
    goal: 'Decide which of this week\'s dried apricot lots (A-1109 to A-1112) can ship to the EU buyer, based on moisture, sulphite and aflatoxin results.',
    opts: { agent: 'export_coordinator', model: 'gemini-2.5-flash', system: 'Coordinate export release using lab_agent.' },
    build(k) {
      const wo = { model: 'gemini-2.5-flash', system: 'You are lab_agent. Query the LIMS.' };
      const a1 = 'Moisture: A-1109 22.1%, A-1110 24.8%, A-1111 19.6%, A-1112 23.0%. EU contract max is 25%, all pass; A-1110 close to limit.';
      const a2 = 'SO2: A-1109 1,420 mg/kg, A-1110 1,980 mg/kg, A-1111 0 (organic, unsulphured), A-1112 2,160 mg/kg. EU limit 2,000 mg/kg: A-1112 fails.';
      const a3 = 'Aflatoxin B1 / total: A-1109 0.4/0.9 µg/kg, A-1110 1.1/2.3, A-1111 2.6/5.1, A-1112 0.3/0.6. EU limits 2/4 µg/kg for dried fruit: A-1111 fails both.';
      const mk = (task, call, ans) => worker(k, 'lab_agent', task, wo, (w) => w.t({ calls: [call] }), ans);
      const l1 = mk('Moisture content for lots A-1109..A-1112', { name: 'lims_query', args: { test: 'moisture', lots: ['A-1109', 'A-1110', 'A-1111', 'A-1112'] }, out: { 'A-1109': 22.1, 'A-1110': 24.8, 'A-1111': 19.6, 'A-1112': 23.0, method: 'AOAC 934.06' } }, a1);
      const l2 = mk('Sulphur dioxide residues for the same lots', { name: 'lims_query', args: { test: 'so2', lots: ['A-1109', 'A-1110', 'A-1111', 'A-1112'] }, out: { 'A-1109': 1420, 'A-1110': 1980, 'A-1111': 0, 'A-1112': 2160, unit: 'mg/kg', method: 'Monier-Williams' } }, a2);
      const l3 = mk('Aflatoxin B1 and total aflatoxins for the same lots', { name: 'lims_query', args: { test: 'aflatoxin', lots: ['A-1109', 'A-1110', 'A-1111', 'A-1112'] }, out: { 'A-1109': [0.4, 0.9], 'A-1110': [1.1, 2.3], 'A-1111': [2.6, 5.1], 'A-1112': [0.3, 0.6], unit: 'µg/kg', method: 'HPLC-FLD' } }, a3);
      const ch = [
        ...k.t({ calls: [{ name: 'lab_agent', args: { request: 'Moisture content for lots A-1109..A-1112' }, out: a1, children: [l1] }] }),
        ...k.t({ calls: [{ name: 'lab_agent', args: { request: 'Sulphur dioxide residues for the same lots' }, out: a2, children: [l2] }] }),
        ...k.t({ calls: [{ name: 'lab_agent', args: { request: 'Aflatoxin B1 and total aflatoxins for the same lots' }, out: a3, children: [l3] }] }),
        ...k.t({ text: 'Release A-1109 and A-1110 for the EU shipment (A-1110 moisture 24.8% is near the 25% cap, ship first). Hold A-1112 (SO2 2,160 > 2,000 mg/kg) for re-blending with unsulphured fruit, and reject A-1111 for EU (aflatoxin B1 2.6 > 2 µg/kg); it may go to a non-EU buyer after re-test.' }),
      ];
      return k.root(ch, { output: 'Ship A-1109, A-1110; hold A-1112; reject A-1111 for EU.' });
    },
  },
  {
    n: '06', domain: 'capoeira academy branches', style: 'mastra',
    isolates: 'A Mastra coordinator asks the same schedule agent for each of three branches\' class timetables in turn, receiving different timetables, then merges them into a batizado week plan.',
    goal: 'Plan the batizado (graduation) week for our three capoeira academy branches so that every student can attend one roda without clashing with their regular classes.',
    opts: { agent: 'coordinatorAgent', model: 'gpt-4o' },
    build(k) {
      const wo = { model: 'gpt-4o-mini' };
      const br = [
        ['Centro', { branch: 'Centro', students: 64, classes: [['Mon', '19:00'], ['Wed', '19:00'], ['Sat', '10:00']], hall_free: ['Thu evening', 'Sat afternoon'] }, 'Centro: 64 students, classes Mon/Wed 19:00 and Sat 10:00; hall free Thu evening and Sat afternoon.'],
        ['Vila Nova', { branch: 'Vila Nova', students: 38, classes: [['Tue', '18:30'], ['Thu', '18:30']], hall_free: ['Fri evening', 'Sat all day'] }, 'Vila Nova: 38 students, classes Tue/Thu 18:30; hall free Friday evening and all Saturday.'],
        ['Praia', { branch: 'Praia', students: 27, classes: [['Mon', '07:00'], ['Fri', '18:00']], hall_free: ['Sun morning'], note: 'outdoor roda possible on beach' }, 'Praia: 27 students, classes Mon 07:00 and Fri 18:00; hall free Sunday morning; beach roda possible.'],
      ];
      const ch = [];
      for (const [b, data, ans] of br) {
        const s = worker(k, 'scheduleAgent', `Get the regular timetable and free hall slots for the ${b} branch`, wo, (w) => w.t({ calls: [{ name: 'getBranchTimetable', args: { branch: b, week: '2025-11-10' }, out: data }] }), ans);
        ch.push(...k.t({ calls: [{ name: 'agent-scheduleAgent', args: { prompt: `Get the regular timetable and free hall slots for the ${b} branch` }, out: ans, children: [s] }] }));
      }
      ch.push(...k.t({ text: 'Batizado week 10-16 Nov: Praia beach roda Sun 16 09:00 (no clash); Vila Nova roda Fri 14 19:00 in their hall; Centro students split: under-14s Thu 13 18:00, adults Sat 15 15:00 after the morning class. The guest mestre\'s main batizado ceremony is Sat 15 at 17:00 at Vila Nova (largest free hall) for all 129 students.' }));
      return k.root(ch, { output: 'Batizado week plan across 3 branches; main ceremony Sat 15 Nov 17:00.' });
    },
  },
];
