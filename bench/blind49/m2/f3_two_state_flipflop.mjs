import { ctx, call, L, T, A, S, row } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true, STAG = true;
const F = FAMILY;

// 01 langgraph: sugarcane harvest filter ready vs ripening
function r1() {
  const c = ctx(`${F}-01`, 'langgraph', 'Find the sugarcane field blocks at Usina Boa Vista that can be harvested next week (Brix >= 18) and list them for the cutting crews.');
  const ch = [];
  for (let i = 0; i < 2; i++) {
    const a = call(c, 'query_blocks', { status: 'ready' });
    ch.push(L(c, { text: 'Let me filter on status=ready.', calls: [a] }));
    ch.push(T(c, a, { rows: [], total: 0, query_ms: c.ms(5, 80), generated: c.iso() }));
    const b = call(c, 'query_blocks', { status: 'ripening' });
    ch.push(L(c, { text: 'No blocks are ready; switching the filter to status=ripening.', calls: [b] }));
    ch.push(T(c, b, { rows: [{ block: 'BV-07', brix: 17.2 }, { block: 'BV-11', brix: 16.8 }, { block: 'BV-19', brix: 18.4 }, { block: 'BV-22', brix: 18.9 }], total: 4, query_ms: c.ms(5, 80), generated: c.iso() }));
    ch.push(L(c, { text: 'Ripening blocks are not marked ready. I should check the ready filter again.' }));
  }
  return row(F, 1, 'The agent alternates the status filter between "ready" (always empty) and "ripening" (always the same four blocks) for two full cycles instead of filtering on Brix.', LOOP, STAG, c.goal, A(c, ch, { error: 'recursion limit 14' }, { error: 'GraphRecursionError' }));
}

// 02 agents: silk reeling water-bath temperature 38 vs 42
function r2() {
  const c = ctx(`${F}-02`, 'agents', 'Reduce the filament break rate on reeling line 3 below 2 per 1000 m by adjusting the cocoon cooking bath temperature.', { agentName: 'Reeling Line Tuner' });
  const ch = [];
  for (let i = 0; i < 3; i++) {
    for (const [t, br] of [[38, 3.4], [42, 2.9]]) {
      const s = call(c, 'set_bath_temp', { line: 3, celsius: t });
      ch.push(L(c, { calls: [s], text: t === 38 ? 'Breaks are still high at 42°C, so I will go back to 38°C.' : 'Breaks are still high at 38°C, so I will try 42°C.' }));
      ch.push(T(c, s, { ok: true, plc: `PLC-R3 @ ${c.host('plc')}`, applied_at: c.iso(), settle_min: 20 }));
      const m = call(c, 'read_break_rate', { line: 3, window_m: 1000 });
      ch.push(T(c, m, { breaks_per_1000m: br, sample_id: c.ulid(), measured_at: c.iso() }, { sec: 1200 }));
    }
  }
  return row(F, 2, 'The bath temperature is switched 42→38→42 for three cycles; each reading returns the same break rate for that temperature (3.4 at 38°C, 2.9 at 42°C).', LOOP, STAG, c.goal, A(c, ch, 'MaxTurnsExceeded: Max turns (12) exceeded', { error: 'MaxTurnsExceeded' }));
}

// 03 plain: git branch switch, same test failure
function r3() {
  const c = ctx(`${F}-03`, 'plain', 'The timezone test `test_invoice_due_dates` fails on the `fix/tz-dst` branch. Find out whether the failure is new on that branch and fix it.', { system: 'You are a coding agent with a shell. Repository: billing-service (Python).' });
  const ch = [];
  for (let i = 0; i < 2; i++) {
    for (const br of ['main', 'fix/tz-dst']) {
      const k = call(c, 'bash', { command: `git checkout ${br} && pytest tests/test_invoices.py -k due_dates -q` });
      ch.push(L(c, { text: br === 'main' ? 'Let me compare against main.' : 'Switching back to the fix branch to look again.', calls: [k] }));
      ch.push(T(c, k, br === 'main'
        ? `Switched to branch 'main'\nYour branch is up to date with 'origin/main'.\n.                                                                    [100%]\n1 passed, 41 deselected in ${c.dur(0.4, 2)}`
        : `Switched to branch 'fix/tz-dst'\nF                                                                    [100%]\n=================================== FAILURES ===================================\n___________________________ test_invoice_due_dates ____________________________\n>       assert inv.due_date == date(2024, 3, 31)\nE       AssertionError: assert datetime.date(2024, 3, 30) == datetime.date(2024, 3, 31)\ntests/test_invoices.py:88: AssertionError\n1 failed, 41 deselected in ${c.dur(0.4, 2)}`, { strArgs: true, error: br === 'main' ? undefined : 'exit status 1' }));
    }
  }
  ch.push(L(c, { text: 'Let me compare against main.' }));
  return row(F, 3, 'The agent checks out main (test passes) and the fix branch (same assertion fails) twice without reading the diff.', LOOP, STAG, c.goal, A(c, ch, { status: 'step_limit' }));
}

// 04 smolagents: mangrove planting map layer 2023/2024
function r4() {
  const c = ctx(`${F}-04`, 'smolagents', 'Report the seedling survival rate for the Ca Mau mangrove plot M-4 between the 2023 planting and the 2024 survey.');
  const steps = [];
  for (let i = 0; i < 4; i++) {
    const yr = i % 2 ? 2024 : 2023;
    const k = call(c, 'gis_layer_count', { plot: 'M-4', layer: `seedlings_${yr}` });
    const l = L(c, { text: `Thought: ${yr === 2023 ? 'I will open the 2023 layer to get the planted count.' : 'Now I will open the 2024 layer to compare.'}\nCode:\n\`\`\`py\nn = gis_layer_count(plot="M-4", layer="seedlings_${yr}")\nprint(n)\n\`\`\`<end_code>` });
    const t = T(c, k, yr === 2023 ? { features: 0, note: 'layer seedlings_2023 has no features for plot M-4; planting records are in layer planting_2023', tile_cache: c.hex(12) } : { features: 1312, surveyed: '2024-10-02', tile_cache: c.hex(12) });
    steps.push(S('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: JSON.stringify(t.output) }, [l, t], { metadata: { 'openinference.span.kind': 'CHAIN', start_time: c.iso() } }));
  }
  return row(F, 4, 'The agent flips between the 2023 layer (always 0 features) and the 2024 layer (always 1312) for two cycles, never following the hint to the planting layer.', LOOP, STAG, c.goal, A(c, steps, { error: 'Reached max steps.' }, { error: 'AgentMaxStepsError' }));
}

// 05 anthropic: bike fitting booking unit toggle metric/imperial
function r5() {
  const c = ctx(`${F}-05`, 'anthropic', 'A customer says their saddle height from last month\'s fitting was saved wrong. Find the stored value for client #C-7781 in the fitting studio system and compare it to 74.5 cm.');
  const ch = [];
  for (let i = 0; i < 2; i++) {
    for (const u of ['imperial', 'metric']) {
      const s = call(c, 'set_display_units', { units: u });
      ch.push(L(c, { text: u === 'imperial' ? 'Maybe the value was stored in inches; switching display to imperial.' : 'That does not look right either; switching back to metric.', calls: [s] }));
      ch.push(T(c, s, { ok: true, units: u, session: c.hex(16) }));
      const g = call(c, 'get_fit_record', { client: 'C-7781', field: 'saddle_height' });
      ch.push(L(c, { calls: [g] }));
      ch.push(T(c, g, u === 'metric' ? 'saddle_height: 71.5 cm (recorded 2025-02-11 by fitter JB)' : 'saddle_height: 28.15 in (recorded 2025-02-11 by fitter JB)'));
    }
  }
  return row(F, 5, 'Display units are toggled metric/imperial twice; each lookup returns the same 71.5 cm / 28.15 in value and no comparison is made.', LOOP, STAG, c.goal, A(c, ch, { stop_reason: 'tool_turn_limit' }));
}

// 06 langfuse: cashew processing dryer route A/B
function r6() {
  const c = ctx(`${F}-06`, 'langfuse', 'Route the 6 t batch of steamed cashew kernels (lot CK-0917) to a dryer that can take it before 14:00.');
  const ch = [];
  for (let i = 0; i < 2; i++) {
    for (const [d, out] of [['DRYER-2', { free_kg: 2400, next_slot: '16:30', queue: ['CK-0911', 'CK-0914'] }], ['DRYER-3', { free_kg: 0, next_slot: '15:10', status: 'maintenance until 15:00' }]]) {
      const r = call(c, 'assign_route', { lot: 'CK-0917', dryer: d });
      ch.push(L(c, { text: `Routing CK-0917 to ${d}.`, calls: [r] }));
      ch.push(T(c, r, { assigned: true, dryer: d, mes_tx: c.job('TX') }));
      const q = call(c, 'dryer_capacity', { dryer: d });
      ch.push(L(c, { calls: [q] }));
      ch.push(T(c, q, { ...out, polled: c.local(7) }));
    }
  }
  ch.push(L(c, { text: 'DRYER-3 cannot take it; routing CK-0917 back to DRYER-2.' }));
  return row(F, 6, 'The lot is reassigned between DRYER-2 and DRYER-3 for two full cycles; each capacity check repeats its earlier answer and neither meets the deadline.', LOOP, STAG, c.goal, A(c, ch, { status: 'stopped', reason: 'max_iterations' }));
}
export const rows = [r1, r2, r3, r4, r5, r6];
