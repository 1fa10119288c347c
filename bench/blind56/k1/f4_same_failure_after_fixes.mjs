// Family 4: different fixes, the same verification failing identically (up to volatile parts).
export default {
  family: 'same_failure_after_fixes', loop: true, stagnation: false,
  rows: [
    { n: '01', domain: 'Elixir Phoenix LiveView tests', style: 'claude_sdk',
      isolates: 'Three different code edits are each followed by the same failing ExUnit assertion; only the seed and timing change.',
      system: 'You are a coding agent working in the repo of a pedalo hire booking app (Phoenix LiveView).',
      goal: 'Make test/booking_live_test.exs pass: the booking form must show "Pedalo #4 reserved".',
      build(c) {
        const run = () => `Running ExUnit with seed: ${c.int(1000, 999999)}, max_cases: 16\n\n  1) test reserve pedalo shows confirmation (PedaloWeb.BookingLiveTest)\n     test/booking_live_test.exs:41\n     Assertion with =~ failed\n     code:  assert html =~ "Pedalo #4 reserved"\n     left:  "<div id=\\"flash\\" phx-mounted=\\"...\\"></div>"\n\nFinished in ${(c.int(80, 400) / 100).toFixed(1)} seconds (${(c.int(10, 90) / 100).toFixed(1)}s async, ${(c.int(50, 300) / 100).toFixed(1)}s sync)\n12 tests, 1 failure`;
        c.step('Running the test first.', [['Bash', { command: 'mix test test/booking_live_test.exs' }, run(), 'exit code 2']]);
        c.step('The flash is empty. I will put_flash in handle_event.', [['Edit', { file_path: 'lib/pedalo_web/live/booking_live.ex', old_string: '{:noreply, socket}', new_string: '{:noreply, put_flash(socket, :info, "Pedalo ##{id} reserved")}' }, 'The file has been updated.'], ['Bash', { command: 'mix test test/booking_live_test.exs' }, run(), 'exit code 2']]);
        c.step('Maybe the layout does not render flash; adding flash_group to the root layout.', [['Edit', { file_path: 'lib/pedalo_web/components/layouts/app.html.heex', old_string: '<main>', new_string: '<main><.flash_group flash={@flash} />' }, 'The file has been updated.'], ['Bash', { command: 'mix test test/booking_live_test.exs' }, run(), 'exit code 2']]);
        c.step('Perhaps the test must render after the event; changing the test to use render_submit result.', [['Edit', { file_path: 'test/booking_live_test.exs', old_string: 'html = render(view)', new_string: 'html = view |> form("#booking") |> render_submit()' }, 'The file has been updated.'], ['Bash', { command: 'mix test test/booking_live_test.exs' }, run(), 'exit code 2']]);
        return { output: null, error: 'error_max_turns' };
      } },
    { n: '02', domain: 'micro-hydro plants', style: 'otel_genai',
      isolates: 'Three different PLC setpoint changes each fail the same grid-sync check with identical text apart from timestamps and check ids.',
      system: 'You are an operations agent for a 90 kW micro-hydro scheme on the Afon Llugwy.',
      goal: 'Get the turbine back in sync with the grid after this morning\'s trip.',
      build(c) {
        const chk = () => ({ check_id: c.ulid(), at: c.isoOff(), result: 'FAIL', reason: 'G99 sync window not met: frequency slip 0.42 Hz > 0.20 Hz limit', phase_angle_deg: 18, breaker: 'OPEN' });
        c.step('Running the grid-sync check.', [['run_sync_check', { unit: 'T1' }, chk()]]);
        c.step('Slip is high; lowering the governor speed setpoint by 0.5%.', [['set_plc_tag', { tag: 'GOV_SPD_SP', value: 99.5 }, { ok: true, scan_cycle: c.int(10000, 99999) }], ['run_sync_check', { unit: 'T1' }, chk()]]);
        c.step('No change; raising the guide-vane ramp time from 20 s to 35 s.', [['set_plc_tag', { tag: 'GV_RAMP_S', value: 35 }, { ok: true, scan_cycle: c.int(10000, 99999) }], ['run_sync_check', { unit: 'T1' }, chk()]]);
        c.step('Switching the synchroniser to slow-close mode.', [['set_plc_tag', { tag: 'SYNC_MODE', value: 'SLOW' }, { ok: true, scan_cycle: c.int(10000, 99999) }], ['run_sync_check', { unit: 'T1' }, chk()]]);
        return { output: null, error: 'run aborted by operator timeout' };
      } },
    { n: '03', domain: 'DuckDB parquet compaction', style: 'smolagents',
      isolates: 'Different compaction settings are tried and the row-count reconciliation fails with the same numbers each time, only temp paths and durations differ.',
      system: 'You are a CodeAgent maintaining the parquet lake of a cold-brew coffee keg distributor.',
      goal: 'Compact deliveries/2024/*.parquet into one file per month without losing rows.',
      build(c) {
        const rec = () => `compacted to ${c.tmp('duckdb_')}/deliveries_2024_05.parquet in ${c.dur()}\nreconcile: source_rows=48211 target_rows=48190 diff=-21\nFAIL: row counts differ`;
        c.step('Compacting May with default settings.', [['compact', { month: '2024-05', row_group_size: 122880 }, rec()]]);
        c.step('Maybe duplicates are dropped by DISTINCT; switching to UNION ALL.', [['compact', { month: '2024-05', row_group_size: 122880, mode: 'union_all' }, rec()]]);
        c.step('Trying a smaller row group size and preserving insertion order.', [['compact', { month: '2024-05', row_group_size: 65536, mode: 'union_all', preserve_insertion_order: true }, rec()]]);
        c.step('Trying union_by_name in case of schema drift.', [['compact', { month: '2024-05', row_group_size: 65536, mode: 'union_all', union_by_name: true }, rec()]]);
        return { output: null, error: 'AgentMaxStepsError' };
      } },
    { n: '04', domain: 'WireGuard VPN mesh rollout', style: 'vercel',
      isolates: 'Three different wg config changes, and the handshake probe prints the same failure each time apart from probe ids and latencies.',
      system: 'You are a devops agent rolling out a WireGuard mesh between rock-candy confectioner sites.',
      goal: 'Bring up the tunnel between the Brighton and Whitby sites.',
      build(c) {
        const probe = () => ({ probe: c.uuid(), peer: 'whitby-gw', latest_handshake: '(none)', transfer: '0 B received, 1.37 KiB sent', verdict: 'FAIL no handshake within 10s', ran_on: c.host('brighton-gw'), ms: c.ms(9990, 10040) });
        c.step('Probing the tunnel.', [['wg_probe', { peer: 'whitby-gw' }, probe()]]);
        c.step('Setting PersistentKeepalive=25.', [['wg_set', { iface: 'wg0', peer: 'whitby-gw', persistent_keepalive: 25 }, 'ok'], ['wg_probe', { peer: 'whitby-gw' }, probe()]]);
        c.step('Changing the endpoint port to 51821.', [['wg_set', { iface: 'wg0', peer: 'whitby-gw', endpoint: '203.0.113.40:51821' }, 'ok'], ['wg_probe', { peer: 'whitby-gw' }, probe()]]);
        c.step('Widening AllowedIPs to 10.60.0.0/16.', [['wg_set', { iface: 'wg0', peer: 'whitby-gw', allowed_ips: '10.60.0.0/16' }, 'ok'], ['wg_probe', { peer: 'whitby-gw' }, probe()]]);
        return { output: null, error: 'maxSteps reached' };
      } },
    { n: '05', domain: 'breast milk banks', style: 'openinference',
      isolates: 'A label-printing validation fails with the same checksum error after three different template edits.',
      system: 'You maintain label templates for the regional donor milk bank.',
      goal: 'Fix the pasteurised batch label so it passes the GS1 DataMatrix validator.',
      build(c) {
        const v = () => JSON.stringify({ validator: 'gs1-dm-check 2.4.1', job: c.hex(12), result: 'error', message: 'AI (17) expiry date: invalid check character at position 26', elapsed_ms: c.ms(20, 90) });
        c.step('Validating the current template.', [['validate_label', { template: 'pasteurised_v7.zpl' }, v()]]);
        c.step('Switching date format to YYMMDD.', [['edit_template', { template: 'pasteurised_v7.zpl', field: 'expiry', format: 'YYMMDD' }, { saved: true }], ['validate_label', { template: 'pasteurised_v7.zpl' }, v()]]);
        c.step('Adding FNC1 separator after the batch AI (10).', [['edit_template', { template: 'pasteurised_v7.zpl', field: 'batch', suffix: '<FNC1>' }, { saved: true }], ['validate_label', { template: 'pasteurised_v7.zpl' }, v()]]);
        c.step('Reordering AIs to (01)(17)(10).', [['edit_template', { template: 'pasteurised_v7.zpl', ai_order: ['01', '17', '10'] }, { saved: true }], ['validate_label', { template: 'pasteurised_v7.zpl' }, v()]]);
        return { output: null, error: 'Agent stopped due to max iterations.' };
      } },
    { n: '06', domain: 'traffic signal timing', style: 'crewai', role: 'Signal Engineer',
      isolates: 'Three different timing plan edits, each followed by the same simulation failure (queue spillback) with only run ids and wall-clock changing.',
      system: 'You are the Signal Engineer in the junction optimisation crew.',
      goal: 'Adjust the Mill Lane / A38 junction plan so the simulated queue does not spill back into the roundabout.',
      build(c) {
        const sim = () => `SUMO run ${c.hex(8)} started ${c.logts()}\nsimulated 3600s in ${c.dur()}\nCHECK spillback@A38_NB: FAIL max_queue=41 veh (limit 28)\n`;
        c.step('Thought: run the baseline.', [['run_sim', { plan: 'ML_A38_v3' }, sim()]]);
        c.step('Thought: give A38 northbound 6 s more green.', [['edit_plan', { plan: 'ML_A38_v3', phase: 2, green_s: 38 }, 'saved'], ['run_sim', { plan: 'ML_A38_v3' }, sim()]]);
        c.step('Thought: shorten the cycle to 90 s instead.', [['edit_plan', { plan: 'ML_A38_v3', cycle_s: 90 }, 'saved'], ['run_sim', { plan: 'ML_A38_v3' }, sim()]]);
        c.step('Thought: change offset to 22 s to coordinate with the roundabout.', [['edit_plan', { plan: 'ML_A38_v3', offset_s: 22 }, 'saved'], ['run_sim', { plan: 'ML_A38_v3' }, sim()]]);
        return { output: null, error: 'Agent stopped due to iteration limit or time limit.' };
      } },
  ],
};
