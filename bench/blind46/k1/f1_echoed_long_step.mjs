import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: echoed_long_step — one long assistant step restated near-verbatim, nothing new observed in between.
export const family = 'echoed_long_step';

function r01(id) {
  const R = makeRng(id); const S = recorder('anthropic', R, 'claude-3-5-sonnet-20241022');
  const goal = 'Produce the panel cutting list for order SL-4471 (38ft sloop mainsail, 2 reefs, Dacron 7.6oz) and push it to the plotter queue.';
  const m = [sys('You are the loft assistant at a sailmaking workshop. Tools: get_order, get_panel_layout, queue_plot.'), user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: 'Fetching the order first.', calls: [{ name: 'get_order', args: { order_id: 'SL-4471' } }] },
    [{ order_id: 'SL-4471', boat: 'Contessa 38 sloop', sail: 'main', luff_mm: 13420, foot_mm: 4380, leech_mm: 14010, reefs: 2, cloth: 'Dacron 7.6oz', cloth_width_mm: 914, status: 'design_approved', approved_at: R.iso() }]));
  ch.push(...step(S, [...m, toolMsg('order ok')], { text: 'Getting the panel layout from the design file.', calls: [{ name: 'get_panel_layout', args: { order_id: 'SL-4471', revision: 'latest' } }] },
    [{ revision: 'C', panels: 17, layout: 'cross-cut', seam_overlap_mm: 16, warnings: ['reef patch R2 overlaps panel 11 seam by 4mm'], file: `/srv/loft/designs/SL-4471/rev-C-${R.hex(6)}.dxf`, generated: R.httpDate() }]));
  const long = 'The layout is cross-cut with seventeen panels and revision C flags that the second reef patch overlaps the seam of panel eleven by four millimetres, so before I queue the plot I should decide whether to shift the reef patch up along the leech or widen the seam allowance on panel eleven, because cutting as drawn would leave a weak hard spot right where the reef load concentrates.';
  ch.push(...step(S, [...m, toolMsg('layout rev C, warning reef patch R2')], { text: long, calls: [{ name: 'get_panel_layout', args: { order_id: 'SL-4471', revision: 'C' } }] },
    [{ revision: 'C', panels: 17, layout: 'cross-cut', seam_overlap_mm: 16, warnings: ['reef patch R2 overlaps panel 11 seam by 4mm'], file: `/srv/loft/designs/SL-4471/rev-C-${R.hex(6)}.dxf`, generated: R.httpDate() }]));
  ch.push(...step(S, [...m, toolMsg('layout rev C, warning reef patch R2 (same)')], { text: 'The layout is cross-cut with seventeen panels and revision C flags that the second reef patch overlaps the seam of panel eleven by 4 mm, so before I queue the plot I should decide whether to shift the reef patch up along the leech or widen the seam allowance on panel eleven, because cutting as drawn would leave a weak hard spot right where the reef load concentrates.' }));
  return { isolates: 'A long deliberation about the reef-patch overlap is restated almost word for word after re-reading an unchanged layout; the run ends without a decision or plot.', goal,
    root: S.agent('loft-assistant', { order: 'SL-4471' }, { status: 'max_tokens_budget', stop_reason: 'end_turn' }, ch) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('langsmith', R);
  const goal = 'Compute the final round-2 score for jumper BIB 27 at the normal-hill event including wind and gate compensation, and publish it to the results board.';
  const m = [sys('You are the scoring assistant for a ski-jumping competition. Tools: fetch_jump, fetch_wind, publish_score.'), user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'fetch_jump', args: { bib: 27, round: 2 } }] },
    [JSON.stringify({ bib: 27, round: 2, distance_m: 97.5, judges: [18.0, 18.5, 18.0, 17.5, 18.5], gate: 14, start_gate_round: 12, hs: 106, k: 95, recorded: R.iso() })]));
  ch.push(...step(S, [...m, toolMsg('jump data')], { text: null, calls: [{ name: 'fetch_wind', args: { bib: 27, round: 2 } }] },
    [JSON.stringify({ avg_ms: -0.84, sensors: 5, factor_tail: 9.0, factor_head: 7.0, meters_per_gate: 5.0, note: 'tailwind', sample_id: R.uuid() })]));
  const long = 'Distance points are sixty plus two per metre above K so ninety-seven and a half gives sixty-five, style drops the highest and lowest judge leaving fifty-four and a half, the tailwind of minus zero point eight four at factor nine adds about seven point six, and the gate moved up two from twelve so I must subtract the gate compensation before publishing.';
  ch.push(...step(S, [...m, toolMsg('wind data')], { text: long, calls: [{ name: 'fetch_jump', args: { bib: 27, round: 2 } }] },
    [JSON.stringify({ bib: 27, round: 2, distance_m: 97.5, judges: [18.0, 18.5, 18.0, 17.5, 18.5], gate: 14, start_gate_round: 12, hs: 106, k: 95, recorded: R.iso() })]));
  ch.push(...step(S, [...m, toolMsg('jump data (unchanged)')], { text: 'Distance points are sixty plus two per metre above K so ninety-seven and a half gives sixty-five; style drops the highest and lowest judge leaving fifty-four and a half, the tailwind of minus zero point eight four at factor nine adds about seven point six, and the gate moved up two from twelve so I must subtract the gate compensation before publishing.' }));
  return { isolates: 'The score derivation (distance, style, wind, gate) is repeated nearly verbatim after re-fetching the same jump record; it never subtracts the gate points or publishes.', goal,
    root: S.agent('LangGraph', { messages: [goal] }, { error: 'GraphRecursionError: cut off by operator' }, ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('openinference', R, 'gpt-4o-mini');
  const goal = 'Reconcile the print museum\'s wood-type specimen catalogue entry WT-0932 with the accession ledger and mark it reconciled.';
  const m = [sys('Collections assistant for a printing museum. Tools: catalogue_get, ledger_lookup, catalogue_mark.'), user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: 'Looking up the catalogue entry.', calls: [{ name: 'catalogue_get', args: { id: 'WT-0932' } }] },
    [{ id: 'WT-0932', title: 'Wood type, Antique Extended, 12-line, partial fount', maker: 'Wm. Page & Co.', sorts_count: 61, accession: '1987.114.3', location: 'Store B, drawer 22', last_audit: R.euDate() }]));
  ch.push(...step(S, [...m, toolMsg('entry WT-0932')], { text: 'Now the ledger for 1987.114.3.', calls: [{ name: 'ledger_lookup', args: { accession: '1987.114.3' } }] },
    [{ accession: '1987.114.3', description: 'Wood type, Antique Extended, 12 line, 58 sorts', donor: 'Estate of H. Marlowe', received: '14 Mar 1987', page_scan: `https://collections.example.org/ledger/1987/p${R.int(30, 90)}.jpg?sig=${R.hex(16)}` }]));
  const long = 'The catalogue says sixty-one sorts but the accession ledger for 1987.114.3 records fifty-eight sorts, so either three sorts were added later from another accession or the drawer was recounted and the catalogue updated without a ledger amendment, and I cannot mark the entry reconciled until I know which of those explanations is correct.';
  ch.push(...step(S, [...m, toolMsg('ledger says 58 sorts')], { text: long, calls: [{ name: 'ledger_lookup', args: { accession: '1987.114.3' } }] },
    [{ accession: '1987.114.3', description: 'Wood type, Antique Extended, 12 line, 58 sorts', donor: 'Estate of H. Marlowe', received: '14 Mar 1987', page_scan: `https://collections.example.org/ledger/1987/p${R.int(30, 90)}.jpg?sig=${R.hex(16)}` }]));
  ch.push(...step(S, [...m, toolMsg('ledger says 58 sorts')], { text: 'The catalogue says 61 sorts but the accession ledger for 1987.114.3 records 58 sorts, so either three sorts were added later from another accession or the drawer was recounted and the catalogue updated without a ledger amendment, and I cannot mark the entry reconciled until I know which of those explanations is correct.' }));
  return { isolates: 'The sort-count discrepancy reasoning is restated near-verbatim (numbers spelled as digits) after a repeated ledger lookup that shows nothing new; run stops.', goal,
    root: S.agent('collections_agent', goal, null, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('claude_agent_sdk', R, 'claude-sonnet-4-20250514');
  const goal = 'The manylinux wheel build for the `fastgeohash` package fails in CI on aarch64; find out why and fix the build config.';
  const m = [user(goal)];
  const ch = [];
  ch.push(...step(S, m, { text: 'Let me look at the CI log for the failing job.', calls: [{ name: 'Bash', args: { command: 'gh run view 9921374455 --log-failed | tail -40', description: 'Show failed CI log' } }] },
    [`build_wheels (ubuntu-24.04-arm, cp312)\tRun cibuildwheel\t${R.iso()} + auditwheel repair -w /tmp/cibuildwheel/repaired_wheel /tmp/cibuildwheel/built_wheel/fastgeohash-0.9.2-cp312-cp312-linux_aarch64.whl\n${R.iso()} auditwheel: error: cannot repair "fastgeohash-0.9.2-cp312-cp312-linux_aarch64.whl" to "manylinux_2_17_aarch64" ABI because of the presence of too-recent versioned symbols. You'll need to compile the wheel on an older toolchain.\n${R.iso()} ##[error]Process completed with exit code 1.`]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'Read', args: { file_path: '/home/agent/work/fastgeohash/pyproject.toml' } }] },
    ['    40\t[tool.cibuildwheel]\n    41\tbuild = "cp39-* cp310-* cp311-* cp312-*"\n    42\tskip = "*-musllinux_*"\n    43\t\n    44\t[tool.cibuildwheel.linux]\n    45\tmanylinux-aarch64-image = "manylinux2014"\n    46\tbefore-all = "yum install -y libzstd-devel"\n    47\tenvironment = { CFLAGS = "-O3 -march=armv8.2-a" }\n']));
  const long = 'The aarch64 wheel is built inside the manylinux2014 image, which targets glibc two point seventeen, but auditwheel complains about too-recent versioned symbols, which usually means a dependency installed in before-all or a static library pulled in during the build was compiled against a newer glibc, so I need to figure out which object file brings in the newer symbol before changing the image.';
  ch.push(...step(S, m, { text: long, calls: [{ name: 'Read', args: { file_path: '/home/agent/work/fastgeohash/pyproject.toml' } }] },
    ['    40\t[tool.cibuildwheel]\n    41\tbuild = "cp39-* cp310-* cp311-* cp312-*"\n    42\tskip = "*-musllinux_*"\n    43\t\n    44\t[tool.cibuildwheel.linux]\n    45\tmanylinux-aarch64-image = "manylinux2014"\n    46\tbefore-all = "yum install -y libzstd-devel"\n    47\tenvironment = { CFLAGS = "-O3 -march=armv8.2-a" }\n']));
  ch.push(...step(S, m, { text: 'The aarch64 wheel is built inside the manylinux2014 image, which targets glibc 2.17, but auditwheel complains about too-recent versioned symbols, which usually means a dependency installed in before-all or a static library pulled in during the build was compiled against a newer glibc, so I need to figure out which object file brings in the newer symbol before changing the image.' }));
  return { isolates: 'In a coding transcript the agent re-reads the same config and re-emits its long glibc diagnosis almost verbatim, never running the symbol check it says it needs.', goal,
    root: S.agent('claude-code-session', { prompt: goal }, { subtype: 'error_max_turns', num_turns: 4, total_cost_usd: +(R.f() * 0.4).toFixed(4) }, ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('vercel', R, 'gpt-4.1');
  const goal = 'A customer says the 21:30 "Old Town Hauntings" walking tour on Friday shows sold out but the guide says 6 places are free. Fix the availability so the site shows the right number.';
  const m = [sys('Ops assistant for a ghost-tour operator booking site. Tools: getDeparture, getBookings, setCapacity.'), user(goal)];
  const ch = [];
  const dep = () => ({ departureId: 'OTH-FRI-2130', capacity: 20, held: 6, booked: 14, available: 0, holdsExpireAfterMin: 15, cacheStatus: 'HIT', servedBy: R.host('avail'), fetchedAt: R.iso() });
  ch.push(...step(S, m, { text: '', calls: [{ name: 'getDeparture', args: { departureId: 'OTH-FRI-2130' } }] }, [dep()]));
  ch.push(...step(S, m, { text: '', calls: [{ name: 'getBookings', args: { departureId: 'OTH-FRI-2130', status: 'any' } }] },
    [{ items: [{ ref: 'GH-88121', seats: 4, status: 'confirmed' }, { ref: 'GH-88140', seats: 6, status: 'hold', createdAt: '2024-10-02T18:12:09Z' }, { ref: 'GH-88155', seats: 10, status: 'confirmed' }], total: 3 }]));
  const long = 'Capacity is twenty with fourteen confirmed seats, and the remaining six are held by booking GH-88140, a hold created days ago that should have expired after fifteen minutes, so the availability is zero only because a stale hold was never released; the fix is to release that hold rather than raise the capacity, and then the site should show six free places.';
  ch.push(...step(S, m, { text: long, calls: [{ name: 'getDeparture', args: { departureId: 'OTH-FRI-2130' } }] }, [dep()]));
  ch.push(...step(S, m, { text: 'Capacity is twenty with fourteen confirmed seats, and the remaining six are held by booking GH-88140, a hold created days ago that should have expired after fifteen minutes, so availability is zero only because a stale hold was never released; the fix is to release that hold rather than raise the capacity, and then the site should show six free places.' }));
  return { isolates: 'Vercel AI SDK steps: the stale-hold diagnosis is written twice near-verbatim around a re-fetch of the same departure; no release call is ever made.', goal,
    root: S.agent('ai.generateText', { prompt: goal }, { finishReason: 'stop', steps: 4 }, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('smolagents', R, 'Qwen/Qwen2.5-Coder-32B-Instruct');
  const goal = 'Work out which balsamic vinegar barrels in the acetaia battery B need topping up this month (rincalzo) and list the transfer volumes.';
  const ch = [];
  const code1 = 'Thought: I will load the battery B barrel register.\nCode:\n```py\nreg = barrel_register(battery="B")\nprint(reg)\n```<end_code>';
  const reg = 'Execution logs:\n[{"barrel": "B1", "wood": "oak", "litres_nominal": 60, "level_pct": 88}, {"barrel": "B2", "wood": "chestnut", "litres_nominal": 50, "level_pct": 81}, {"barrel": "B3", "wood": "cherry", "litres_nominal": 40, "level_pct": 79}, {"barrel": "B4", "wood": "mulberry", "litres_nominal": 30, "level_pct": 74}, {"barrel": "B5", "wood": "juniper", "litres_nominal": 20, "level_pct": 70}]\nLast output from code snippet:\nNone';
  const longT = 'Thought: Topping up runs from the smallest barrel upward, so the juniper barrel B5 is refilled from mulberry B4, which is refilled from cherry B3, and so on back to the largest oak barrel B1 which receives new cooked must; the volume moved into each barrel is its nominal litres times the missing percentage, and I must compute those in order from B5 to B1 before listing them.';
  ch.push(span('chain', 'Step 1', { step_number: 1 }, null, [S.llm([user(goal)], { text: code1 }), S.tool('python_interpreter', { code: 'reg = barrel_register(battery="B")\nprint(reg)' }, reg)]));
  ch.push(span('chain', 'Step 2', { step_number: 2 }, null, [S.llm([user(goal), { role: 'tool-response', content: reg }], { text: longT + '\nCode:\n```py\nreg = barrel_register(battery="B")\nprint(reg)\n```<end_code>' }), S.tool('python_interpreter', { code: 'reg = barrel_register(battery="B")\nprint(reg)' }, reg)]));
  ch.push(span('chain', 'Step 3', { step_number: 3 }, null, [S.llm([user(goal), { role: 'tool-response', content: reg }], { text: 'Thought: Topping up runs from the smallest barrel upward, so juniper barrel B5 is refilled from mulberry B4, which is refilled from cherry B3, and so on back to the largest oak barrel B1, which receives new cooked must; the volume moved into each barrel is its nominal litres times the missing percentage, and I must compute those in order from B5 to B1 before listing them.' })], { error: 'AgentGenerationError: step budget exhausted by supervisor' }));
  return { isolates: 'A smolagents CodeAgent restates its long top-up plan near-verbatim after re-running the identical register print; no computation is ever done.', goal,
    root: S.agent('CodeAgent', { task: goal }, null, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
