// Healthy 4: same tool over distinct items, identical acknowledgements, one templated sentence per item, then done.
export const FAMILY = 'batch_distinct_items';
export const LOOP = false, STAGNATION = false;

export const rows = [
  // 01 grease trap servicing reminders (Vercel)
  ['Sends a service reminder to five different restaurants (each ack "queued"), one templated sentence per item, then finishes.', (N) => {
    const sites = [['Golden Wok', 'GT-12', '2025-06-03'], ['Casa Pepe', 'GT-15', '2025-06-03'], ['Bistro Lumen', 'GT-21', '2025-06-04'], ['Noodle Barn', 'GT-22', '2025-06-04'], ['Harbour Chippy', 'GT-30', '2025-06-05']];
    return {
      style: 'vercel', agent: 'grease-trap-scheduler', model: 'gpt-4.1-mini',
      system: 'You schedule grease trap pump-outs for restaurants.',
      goal: 'Send next week\'s pump-out reminders to every restaurant on the schedule.',
      steps: [
        { calls: [{ name: 'getSchedule', args: { week: '2025-W23' }, out: sites.map(([n, t, d]) => ({ site: n, trap: t, date: d })) }] },
        ...sites.map(([n, t, d]) => ({ say: `Reminder queued for ${n} (trap ${t}) on ${d}.`, calls: [{ name: 'sendReminder', args: { site: n, trap: t, date: d }, out: 'queued' }] })),
      ],
      final: 'All 5 pump-out reminders for week 23 are queued.',
    };
  }],
  // 02 zipper factory QC tags (OpenInference)
  ['Prints QC tags for six distinct zipper lots (each "ok"), with one templated note per lot, then reports completion.', (N) => {
    const lots = [['ZL-7701', '#5 nylon coil', 'navy'], ['ZL-7702', '#5 nylon coil', 'black'], ['ZL-7704', '#8 metal brass', 'antique'], ['ZL-7705', '#3 invisible', 'ivory'], ['ZL-7708', '#10 molded plastic', 'red'], ['ZL-7709', '#8 metal nickel', 'silver']];
    return {
      style: 'openinference', agent: 'zipper-qc-agent', model: 'gpt-4o-mini',
      system: 'You handle quality control paperwork on a zipper production floor.',
      goal: 'Print QC-passed tags for all lots that passed pull-strength testing today.',
      steps: [
        { calls: [{ name: 'passed_lots', args: { date: '2025-04-22', test: 'pull_strength' }, out: lots.map(([l, t, c]) => ({ lot: l, type: t, colour: c })) }] },
        ...lots.map(([l, t, c]) => ({ say: `Printed QC tag for lot ${l} (${t}, ${c}).`, calls: [{ name: 'print_tag', args: { lot: l, printer: 'QC-ZEBRA-2' }, out: 'ok' }] })),
      ],
      final: 'QC tags printed for 6 lots (ZL-7701, 7702, 7704, 7705, 7708, 7709).',
    };
  }],
  // 03 flood sandbag distribution (Opik)
  ['Dispatches sandbag pallets to five distinct distribution points with the same acknowledgement each, then summarises.', (N) => {
    const pts = [['Millbrook Primary car park', 8], ['St Aidan\'s church hall', 5], ['Riverside Leisure Centre', 10], ['Fenwick Road depot', 6], ['Old Mill Lane layby', 4]];
    return {
      style: 'opik', agent: 'flood-logistics', model: 'gpt-4o-mini',
      system: 'You coordinate sandbag logistics for the council\'s flood response.',
      goal: 'Dispatch sandbag pallets to each distribution point on the amber-warning list.',
      steps: [
        { calls: [{ name: 'distribution_points', args: { warning: 'amber' }, out: pts.map(([p, n]) => ({ point: p, pallets_needed: n })) }] },
        ...pts.map(([p, n]) => ({ say: `Dispatched ${n} pallets to ${p}.`, calls: [{ name: 'dispatch_pallets', args: { destination: p, pallets: n }, out: { accepted: true } }] })),
      ],
      final: '33 pallets dispatched across 5 distribution points.',
      meta: { project: 'flood-response' },
    };
  }],
  // 04 deer farm velvet antler tags (LangGraph)
  ['Registers velvet antler harvest tags for five different stags (each ack "recorded"), then files the batch.', (N) => {
    const stags = [['S-104', 2.9], ['S-117', 3.4], ['S-121', 2.2], ['S-130', 3.1], ['S-138', 2.6]];
    return {
      style: 'langgraph', agent: 'velvet-registry', model: 'gpt-4o',
      system: 'You record velvet antler harvests on a deer farm for the traceability scheme.',
      goal: 'Record today\'s velvet harvest for each stag in the yard and file the batch declaration.',
      steps: [
        ...stags.map(([s, kg]) => ({ say: `Recorded ${kg} kg velvet for stag ${s}.`, calls: [{ name: 'record_velvet', args: { stag: s, weight_kg: kg, grade: 'SAS', date: '2025-11-12' }, out: { result: 'recorded' } }] })),
        { calls: [{ name: 'file_batch', args: { date: '2025-11-12', stags: stags.map((x) => x[0]) }, out: { batch: `VB-${N.int(1000, 9999)}`, total_kg: 14.2 } }] },
      ],
      final: 'Five stags recorded (14.2 kg velvet in total) and the batch declaration is filed.',
      meta: { thread_id: N.uuid() },
    };
  }],
  // 05 ultimate frisbee league rosters (Gemini)
  ['Approves six distinct team rosters in parallel calls with identical "ok" responses, one sentence per team, then confirms.', (N) => {
    const teams = ['Huck Norris', 'Layout Legends', 'Disc-O Inferno', 'Flick Fury', 'Stall Seven', 'The Hammers'];
    return {
      style: 'gemini', agent: 'league-admin', model: 'gemini-2.5-flash',
      system: 'You administer a mixed ultimate frisbee league.',
      goal: 'Approve the spring rosters of all six teams that met the gender-ratio rule.',
      steps: [
        { calls: [{ name: 'eligible_rosters', args: { season: 'spring-2025' }, out: { teams } }] },
        { say: teams.map((t) => `Approved roster for ${t}.`).join(' '), calls: teams.map((t) => ({ name: 'approve_roster', args: { team: t, season: 'spring-2025' }, out: { ok: true } })) },
      ],
      final: 'All six spring rosters approved.',
    };
  }],
  // 06 mould remediation certificates (MLflow)
  ['Issues clearance certificates for four different properties with the same "issued" ack, one templated line each, then finishes.', (N) => {
    const props = [['12 Alder Close', 'bathroom'], ['Flat 3, 40 Kings Rd', 'bedroom'], ['7 Weir Street', 'basement'], ['The Old Forge', 'kitchen']];
    return {
      style: 'mlflow', agent: 'remediation-certs', model: 'gpt-4o-mini',
      system: 'You issue post-remediation mould clearance certificates for a remediation company.',
      goal: 'Issue clearance certificates for every job whose post-remediation spore test passed this week.',
      steps: [
        { calls: [{ name: 'passed_jobs', args: { week: '2025-W41' }, out: props.map(([a, r]) => ({ address: a, room: r })) }] },
        ...props.map(([a, r]) => ({ say: `Certificate issued for ${a} (${r}).`, calls: [{ name: 'issue_certificate', args: { address: a, room: r }, out: 'issued' }] })),
      ],
      final: '4 clearance certificates issued for week 41.',
    };
  }],
];
