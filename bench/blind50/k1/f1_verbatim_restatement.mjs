import { row } from './lib.mjs';
const F = 'f1_verbatim_restatement';
const L = (i, iso, st, fn) => row(F, i, iso, true, true, st, fn);
export const rows = () => [
L(1, 'A long plan for re-weighing tea garden plucking rounds is restated almost word for word after a lookup that returned the same yield table.', 'anthropic', (N) => {
  const yieldTbl = (N) => ({ estate: 'Glenmorrow Upper', fetched_at: N.isoOff(N.t, 5), rounds: [{ section: 'A3', days_since_pluck: 9, kg_green_leaf: 412 }, { section: 'B1', days_since_pluck: 6, kg_green_leaf: 288 }, { section: 'C7', days_since_pluck: 11, kg_green_leaf: 501 }], request_id: N.rid('gm-') });
  const plan = 'Section C7 has gone eleven days since its last pluck and carries the heaviest green-leaf load, so the next rota should send the largest gang there first, then A3, leaving B1 for Thursday when it reaches its seven-day cycle.';
  return { goal: 'Draft next week\'s plucking rota for the Glenmorrow upper estate so no section exceeds a ten-day round.', system: 'You schedule plucking gangs for a tea estate.', steps: [
    { say: 'Pulling the latest round data.', call: { name: 'get_plucking_rounds', args: { estate: 'Glenmorrow Upper' } }, out: yieldTbl },
    { say: plan + ' Let me confirm gang sizes before writing it down.', call: { name: 'get_plucking_rounds', args: { estate: 'Glenmorrow Upper', include: 'gangs' } }, out: yieldTbl },
    { say: plan.replace('so the next rota', 'so the upcoming rota') + ' Let me confirm gang sizes before writing it down.' },
  ], cut: true, cutError: 'max_turns exceeded' };
}),
L(2, 'The agent repeats its full diagnosis of a solar car battery pack imbalance verbatim after re-reading identical telemetry.', 'otel', (N) => {
  const tele = (N) => `pack=SC-24 ts=${N.epochMs()} seq=${N.int(100000, 999999)}\nmodule  V_min  V_max  T_c\nM01  3.912  3.918  31.2\nM02  3.907  3.915  31.6\nM03  3.741  3.760  38.9\nM04  3.909  3.916  31.4\nbalancer: PASSIVE idle`;
  const dx = 'Module M03 is roughly 160 millivolts below its neighbours and about seven degrees hotter, which points to a weak cell group rather than a balancing fault; the passive balancer is idle, so the team should swap M03 before tomorrow\'s stage instead of raising the balance current.';
  return { goal: 'Diagnose why the solar race car lost 6% range on yesterday\'s stage and recommend a fix before the next stage.', agentName: 'pit-engineer', steps: [
    { say: 'Reading the pack telemetry.', call: { name: 'read_bms_snapshot', args: { pack: 'SC-24', window: 'last_stage' } }, out: tele },
    { say: dx, call: { name: 'read_bms_snapshot', args: { pack: 'SC-24', window: 'last_stage' } }, out: tele },
    { say: dx },
  ], cut: true };
}),
L(3, 'In a jewellery casting workshop, the assistant writes the same long porosity explanation twice in a row with nothing new in between.', 'langgraph', (N) => {
  const why = 'The porosity on the ring shanks lines up with the flask being poured at 1,040 °C while the burnout schedule ended two hours early, so residual investment moisture is gassing into the silver; extend the final burnout hold and pour ten degrees cooler.';
  return { goal: 'Work out why sterling silver castings from Tuesday\'s flask have gas porosity and write a corrective note for the casting bench.', model: 'claude-3-7-sonnet-20250219', steps: [
    { say: 'Checking the kiln log for Tuesday\'s burnout.', call: { name: 'kiln_log', args: { kiln: 'K2', date: '2024-11-12' } }, out: (N) => ({ kiln: 'K2', profile: 'SIL-STD-8H', planned_hours: 8, actual_hours: 6.1, aborted_by: 'timer override', log_id: N.uuid() }) },
    { say: 'And the pour record.', call: { name: 'pour_record', args: { flask_no: 'T-118' } }, out: (N) => ({ flask: 'T-118', metal: '925', pour_temp_c: 1040, vacuum_kpa: -88, operator: 'JR', recorded: N.dmy() }) },
    { say: why },
    { say: why.replace('two hours early', 'about two hours early') },
  ], cut: true };
}),
L(4, 'An indoor skydiving tunnel agent re-states an identical long rebooking proposal after the availability call repeats the same slots.', 'vercel', (N) => {
  const slots = (N) => JSON.stringify({ tunnel: 'Vortex-14', date: '2025-03-08', free: ['10:30', '13:15', '16:45'], held_until: N.http(N.t + 600000), x_req: N.rid('vx_') });
  const prop = 'The group of six first-time flyers cannot fit in one two-minute rotation after the fan maintenance window, so I propose splitting them into two groups of three at 13:15 and 16:45, keeping the instructor Maya on both and refunding the photo package difference.';
  return { goal: 'Rebook a six-person first-timer group whose 11:00 session was cancelled by fan maintenance.', steps: [
    { say: 'Checking free slots.', call: { name: 'tunnel_availability', args: { date: '2025-03-08', flyers: 6 } }, out: slots },
    { say: prop, call: { name: 'tunnel_availability', args: { date: '2025-03-08', flyers: 6 } }, out: slots },
    { say: prop },
  ], cut: true };
}),
L(5, 'A Python packaging agent repeats the same long auditwheel reasoning after a second identical audit run, then is cut off.', 'smolagents', (N) => {
  const audit = (N) => `$ auditwheel show dist/tidepool-0.9.2-cp311-cp311-linux_x86_64.whl\n[${N.hms()}] tidepool-0.9.2-cp311-cp311-linux_x86_64.whl is consistent with\nthe following platform tag: "linux_x86_64".\n\nThe wheel references external versioned symbols in these\nsystem-provided shared libraries: libc.so.6 with versions\n{'GLIBC_2.34', 'GLIBC_2.2.5'}\n\nThis constrains the platform tag to "manylinux_2_34_x86_64".`;
  const r = 'The wheel links against GLIBC_2.34 because it was compiled on the Ubuntu 22.04 runner, so it can only be tagged manylinux_2_34; to publish a manylinux2014 wheel the build must move into the quay.io/pypa/manylinux2014_x86_64 container rather than patching the tag.';
  return { goal: 'Make the tidepool release produce a manylinux2014-compatible wheel so users on CentOS 7 can pip install it.', steps: [
    { say: 'Inspect the built wheel.', call: { name: 'run_shell', args: { cmd: 'auditwheel show dist/tidepool-0.9.2-cp311-cp311-linux_x86_64.whl' } }, out: audit },
    { say: r, call: { name: 'run_shell', args: { cmd: 'auditwheel show dist/tidepool-0.9.2-cp311-cp311-linux_x86_64.whl' } }, out: audit },
    { say: r + ' ' },
  ], cut: true };
}),
L(6, 'A fruit-juice pressing co-op agent restates its long pricing rationale verbatim.', 'crewai', (N) => ({
  goal: 'Set this season\'s wholesale price for pasteurised apple juice at the Hollin Lane juice co-op given the smaller harvest.', crewRole: 'Co-op Pricing Analyst', crewName: 'hollin-juice', steps: [
    { say: 'I need the harvest totals.', call: { name: 'harvest_ledger', args: { season: 2024 } }, out: (N) => ({ season: 2024, tonnes: 38.4, prior: 51.0, generated: N.iso(), ledger_rev: N.sha7() }) },
    { say: 'With 38.4 tonnes against 51 last year the press volume is down a quarter, while bottling and pasteurising costs are fixed per run, so the per-litre cost rises about eighteen percent and the wholesale price should move from 2.10 to 2.45 to keep the member dividend.', call: { name: 'harvest_ledger', args: { season: 2024 } }, out: (N) => ({ season: 2024, tonnes: 38.4, prior: 51.0, generated: N.iso(), ledger_rev: N.sha7() }) },
    { say: 'With 38.4 tonnes against 51 last year the press volume is down a quarter, while bottling and pasteurising costs are fixed per run, so the per-litre cost rises about eighteen percent and the wholesale price should move from 2.10 to 2.45 to keep the member dividend.' },
  ], cut: true }),
),
];
