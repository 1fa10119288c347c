// Family 1: one near-verbatim repeat of a long assistant message / reasoning step, nothing new in between.
export const FAMILY = 'repeated_long_step';
export const LOOP = true, STAGNATION = true;

export const rows = [
  // 01 disc golf course design (Anthropic Messages logs)
  ['A long planning message about re-routing disc golf fairways is restated almost word for word after a terrain lookup returns the same elevation profile.', (N) => {
    const prof = () => ({ hole: 7, samples_m: [212.4, 213.1, 215.8, 219.0, 221.7, 222.3], max_grade_pct: 11.8, source: 'lidar-2021-tile-44B', served_by: N.host('geo'), fetched_at: N.iso() });
    const plan = 'Hole 7 climbs about ten metres over the last sixty metres of the fairway, and the grade peaks near twelve percent right where the landing zone for a standard backhand drive would be. Moving the basket twenty metres left onto the flatter shoulder keeps the par at three, avoids the erosion gully the parks department flagged, and still leaves the mandatory on the oak to the right. Before I commit, let me re-check the elevation profile for hole 7.';
    const plan2 = 'Hole 7 climbs about ten metres across the final sixty metres of the fairway, and the grade peaks near twelve percent right where the landing zone for a standard backhand drive would be. Moving the basket twenty metres left onto the flatter shoulder keeps par at three, avoids the erosion gully the parks department flagged, and still leaves the mandatory on the oak to the right. Before I commit, let me re-check the elevation profile for hole 7.';
    return {
      style: 'anthropic', agent: 'course-layout-assistant', model: 'claude-sonnet-4-20250514',
      system: 'You help a volunteer disc golf club redesign holes at Ridgeback Park. Use the terrain and layout tools.',
      goal: 'Propose a new basket position for hole 7 at Ridgeback Park that keeps par 3 and avoids the erosion gully, and write it into the layout draft.',
      steps: [
        { say: 'I will start with the current layout of hole 7.', calls: [{ name: 'get_hole_layout', args: { course: 'ridgeback', hole: 7 }, out: { hole: 7, tee: [51.50211, -0.14402], basket: [51.50259, -0.14331], length_m: 96, par: 3, mandos: ['oak-right'], revision: 'r' + N.int(40, 90) } }] },
        { say: 'Now the elevation along that line.', calls: [{ name: 'terrain_profile', args: { course: 'ridgeback', hole: 7, step_m: 10 }, out: prof() }] },
        { say: 'And the hazards registered by the parks department near the green.', calls: [{ name: 'list_hazards', args: { course: 'ridgeback', radius_m: 40, around: 'hole7.basket' }, out: [{ id: 'hz-' + N.int(100, 999), kind: 'erosion_gully', distance_m: 6.5, note: 'no foot traffic until regraded' }] }] },
        { say: plan, calls: [{ name: 'terrain_profile', args: { course: 'ridgeback', hole: 7, step_m: 10 }, out: (N.tick(20, 40), prof()) }] },
        { say: plan2, calls: [{ name: 'terrain_profile', args: { course: 'ridgeback', hole: 7, step_m: 10 }, out: (N.tick(20, 40), prof()) }] },
      ],
      meta: { cutoff: 'max_turns' },
    };
  }],
  // 02 hearse fleet maintenance (Vercel AI SDK)
  ['The agent re-states its full diagnosis of a hearse air-suspension fault after re-reading the same unchanged fault log.', (N) => {
    const log = () => `VIN 1GYS4HKJ5LR1${N.int(10000, 99999)}\n${N.sqlTs()} C1A00 Air suspension compressor run time exceeded (stored)\n${N.sqlTs()} C1A12 Rear left level sensor implausible (stored)\nodometer 84 211 km\nsession ${N.uuid()}`;
    const diag = 'The two stored codes point at the same root cause: when the rear left level sensor reports an implausible height, the module keeps the compressor running to lift a corner that is already level, which then trips the run-time limit. Replacing the compressor would not fix it. The sensor link arm on unit H-04 should be inspected and the sensor replaced before the Thursday service. I will pull the log again to confirm the codes.';
    const diag2 = 'Both stored codes point at the same root cause: when the rear left level sensor reports an implausible height, the module keeps the compressor running to lift a corner that is already level, which then trips the run-time limit. Replacing the compressor would not fix it. The sensor link arm on unit H-04 should be inspected and the sensor replaced before the Thursday service. I will pull the log again to confirm the codes.';
    return {
      style: 'vercel', agent: 'fleet-maintenance-bot', model: 'gpt-4.1',
      system: 'You manage the maintenance of a funeral home vehicle fleet. Open work orders only when the diagnosis is clear.',
      goal: 'Hearse H-04 shows a suspension warning. Diagnose it from the fault log and open a work order for Thursday.',
      steps: [
        { calls: [{ name: 'readFaultLog', args: { unit: 'H-04' }, out: log() }] },
        { say: 'Checking whether this unit had suspension work before.', calls: [{ name: 'serviceHistory', args: { unit: 'H-04', system: 'suspension' }, out: { unit: 'H-04', entries: [{ date: '2024-11-02', work: 'front air springs replaced', shop: 'Brennan Coachworks' }], cursor: null } }] },
        { say: diag, calls: [{ name: 'readFaultLog', args: { unit: 'H-04' }, out: (N.tick(30, 90), log()) }] },
        { say: diag2, calls: [{ name: 'readFaultLog', args: { unit: 'H-04' }, out: (N.tick(30, 90), log()) }] },
      ],
      meta: { stopped: 'step limit reached' },
    };
  }],
  // 03 tortilla factory QA (LangGraph)
  ['A reasoning step about tortilla moisture drift is repeated almost verbatim after a second identical read of the same line sensor data.', (N) => {
    const read = () => ({ line: 'L2-press', window: 'last_30m', moisture_pct: { mean: 31.4, p95: 33.9 }, diameter_mm: { mean: 152.1 }, spec: { moisture_pct: [29, 33] }, query_id: N.uuid(), took_ms: N.ms(40, 300) });
    const r1 = 'The p95 moisture on press line L2 is above the 33 percent upper limit while the mean still sits inside spec, so the problem is the tail of the distribution, not the dough recipe. That pattern usually comes from the oven exit zone running cool on one side. I should compare the oven zone temperatures before holding any pallets, so I will look at the line data once more.';
    const r2 = 'The p95 moisture on press line L2 is above the 33 percent upper limit while the mean still sits inside spec, so the problem is the tail of the distribution rather than the dough recipe. That pattern usually comes from the oven exit zone running cool on one side. I should compare the oven zone temperatures before holding any pallets, so I will look at the line data once more.';
    return {
      style: 'langgraph', agent: 'qa-agent', model: 'gpt-4o-2024-08-06',
      system: 'You are the QA assistant at a tortilla factory. Decide whether to put pallets on hold.',
      goal: 'Line L2 tortillas are coming out sticky. Find out why and decide whether pallets from the last hour go on hold.',
      steps: [
        { say: 'Reading the L2 sensor summary.', calls: [{ name: 'line_sensor_summary', args: { line: 'L2-press', window: 'last_30m' }, out: read() }] },
        { think: r1, calls: [{ name: 'line_sensor_summary', args: { line: 'L2-press', window: 'last_30m' }, out: (N.tick(5, 20), read()) }] },
        { think: r2, calls: [{ name: 'line_sensor_summary', args: { line: 'L2-press', window: 'last_30m' }, out: (N.tick(5, 20), read()) }] },
      ],
      meta: { thread_id: N.uuid(), recursion_limit_hit: true },
    };
  }],
  // 04 mosquito abatement district (smolagents)
  ['A smolagents run restates a long larviciding plan word for word after the trap-count tool gives back the same counts.', (N) => {
    const traps = () => `trap_id,zone,date,culex,aedes\nMT-118,Marsh North,2025-07-14,412,3\nMT-121,Marsh North,2025-07-14,388,0\nMT-204,Canal East,2025-07-14,57,11\n# exported ${N.iso()} by svc-export (${N.hex(7)})`;
    const t = 'Marsh North has two traps above four hundred Culex per night, which is over the district action threshold of two hundred and fifty, while Canal East is low for Culex but shows Aedes. The right move is a Bti larvicide application in the Marsh North catch basins first, then a container survey in Canal East. I need the trap counts again to confirm before scheduling the crew.';
    const t2 = 'Marsh North has two traps above four hundred Culex per night, which is over the district action threshold of 250, while Canal East is low for Culex but shows Aedes. The right move is a Bti larvicide application in the Marsh North catch basins first, then a container survey in Canal East. I need the trap counts again to confirm before scheduling the crew.';
    return {
      style: 'smolagents', agent: 'abatement-planner', model: 'Qwen/Qwen2.5-72B-Instruct',
      system: 'You are an assistant for a mosquito abatement district. Use tools; finish with final_answer.',
      goal: 'Using this week\'s trap counts, decide which zones need treatment and schedule the field crew.',
      steps: [
        { think: 'I need the latest trap counts.', calls: [{ name: 'trap_counts', args: { week: '2025-W29' }, out: traps() }] },
        { think: t, calls: [{ name: 'trap_counts', args: { week: '2025-W29' }, out: (N.tick(3, 9), traps()) }] },
        { think: t2, calls: [{ name: 'trap_counts', args: { week: '2025-W29' }, out: (N.tick(3, 9), traps()) }] },
      ],
      meta: { interrupted: 'max_steps' },
    };
  }],
  // 05 terrazzo flooring estimates (Opik)
  ['An estimating agent writes the same long quote rationale twice in a row with a repeated, unchanged materials lookup between.', (N) => {
    const price = () => ({ sku: 'TZ-EPX-WHT-MARBLE', unit: 'm2', material_eur: 118.5, labour_eur: 64, minimum_area_m2: 40, price_list: '2025-Q3', cache: N.pick(['HIT', 'MISS']), x_request_id: N.uuid() });
    const q = 'For the 86 square metre lobby, epoxy terrazzo with white marble chips comes to roughly 15,700 euros for material and labour before divider strips and the brass logo inlay. Cement terrazzo would be cheaper per metre but needs a thicker screed that the existing slab cannot take without raising the threshold at the lift doors. I will quote the epoxy system and confirm the unit price once more.';
    const q2 = 'For the 86 square metre lobby, epoxy terrazzo with white marble chips comes to roughly 15,700 euros for material and labour before divider strips and the brass logo inlay. Cement terrazzo would be cheaper per metre but it needs a thicker screed that the existing slab cannot take without raising the threshold at the lift doors. I will quote the epoxy system and confirm the unit price once more.';
    return {
      style: 'opik', agent: 'terrazzo-estimator', model: 'gpt-4o-mini',
      system: 'You prepare flooring quotes for a terrazzo contractor.',
      goal: 'Prepare a quote for an 86 m2 office lobby in epoxy or cement terrazzo, white marble chips, with a brass logo inlay.',
      steps: [
        { calls: [{ name: 'price_lookup', args: { sku: 'TZ-EPX-WHT-MARBLE' }, out: price() }, { name: 'price_lookup', args: { sku: 'TZ-CEM-WHT-MARBLE' }, out: { sku: 'TZ-CEM-WHT-MARBLE', unit: 'm2', material_eur: 92, labour_eur: 71, min_screed_mm: 50, price_list: '2025-Q3', x_request_id: N.uuid() } }] },
        { say: 'Checking the slab survey for the lobby.', calls: [{ name: 'site_survey', args: { job: 'Q-2025-0913' }, out: { slab_mm: 180, allowable_buildup_mm: 12, lift_threshold: 'fixed', surveyor: 'K. Osei' } }] },
        { say: q, calls: [{ name: 'price_lookup', args: { sku: 'TZ-EPX-WHT-MARBLE' }, out: price() }] },
        { say: q2 },
      ],
      meta: { project: 'estimating' },
    };
  }],
  // 06 census field enumeration (plain message-level)
  ['A census follow-up assistant repeats its long reasoning about a non-response address after the same visit log comes back.', (N) => {
    const visits = () => ({ address_id: 'BLK-2231-0417', visits: [{ at: '2025-04-03T17:40:00-05:00', outcome: 'no_contact', notice_left: true }, { at: '2025-04-09T10:15:00-05:00', outcome: 'no_contact', notice_left: true }, { at: '2025-04-15T19:05:00-05:00', outcome: 'neighbor_says_vacant' }], as_of: N.usDate(), region_server: N.host('nrfu') });
    const r = 'Three visits have produced no contact, and the last one recorded a neighbour saying the unit is vacant. Procedure allows a proxy response after the third attempt, so the enumerator can close it as vacant on proxy if the neighbour gives their name and how they know. I will check the visit log again to make sure no later attempt changed that.';
    const r2 = 'Three visits have produced no contact, and the last one recorded a neighbour saying that the unit is vacant. Procedure allows a proxy response after the third attempt, so the enumerator can close it as vacant on proxy if the neighbour gives their name and how they know. I will check the visit log again to make sure no later attempt changed that.';
    return {
      style: 'plain', agent: 'nrfu-assistant', model: 'gpt-4.1-mini',
      system: 'You help census field supervisors resolve non-response follow-up cases.',
      goal: 'Resolve case BLK-2231-0417: decide whether to close it as vacant via proxy or assign a fourth visit.',
      steps: [
        { calls: [{ name: 'get_visit_log', args: { address_id: 'BLK-2231-0417' }, out: visits() }] },
        { say: r, calls: [{ name: 'get_visit_log', args: { address_id: 'BLK-2231-0417' }, out: (N.tick(10, 30), visits()) }] },
        { say: r2, calls: [{ name: 'get_visit_log', args: { address_id: 'BLK-2231-0417' }, out: (N.tick(10, 30), visits()) }] },
      ],
      meta: { terminated: 'context budget' },
    };
  }],
];
