// Family: same_failure_after_each_fix (loop: true, stagnation: false)
// 3+ different edits, each followed by the same check failing identically apart from volatile parts.
import { Run } from './lib.mjs';

function fixLoop(R, check, fixes, failOut) {
  const n = R.n;
  R.think(fixes[0].why0 || 'Running the check first to see the failure.', [{ name: check.name, args: check.args }]);
  R.tool(check.name, check.args, failOut(n), { error: check.err });
  for (const f of fixes) {
    R.think(f.why, [{ name: f.tool, args: f.args }]);
    R.tool(f.tool, f.args, f.out(n));
    R.think(f.after || '', [{ name: check.name, args: check.args }]);
    R.tool(check.name, check.args, failOut(n), { error: check.err });
  }
}

export const scenarios = [
  // 01 Elixir Phoenix LiveView test — plain message-level (OpenHands-like tools)
  (id) => {
    const goal = 'Make test/booking_live_test.exs pass in the kayak-hire Phoenix app (the "shows sold-out badge" test fails).';
    const R = new Run(id, 'plain', { model: 'claude-3-5-sonnet', goal, system: 'You are a coding agent. Tools: execute_bash, str_replace_editor.', tools: ['execute_bash', 'str_replace_editor'] });
    fixLoop(R, { name: 'execute_bash', args: { command: 'mix test test/booking_live_test.exs:42' }, err: 'exit code 2' }, [
      { why: 'The badge is rendered only when `@slot.remaining == 0`; the fixture may use nil. I will treat nil as sold out.', tool: 'str_replace_editor', args: { command: 'str_replace', path: 'lib/hire_web/live/booking_live.html.heex', old_str: '<%= if @slot.remaining == 0 do %>', new_str: '<%= if (@slot.remaining || 0) == 0 do %>' }, out: () => 'The file lib/hire_web/live/booking_live.html.heex has been edited.' },
      { why: 'Still failing. Perhaps the assign is not refreshed after the PubSub message; I will re-assign the slot in handle_info.', tool: 'str_replace_editor', args: { command: 'str_replace', path: 'lib/hire_web/live/booking_live.ex', old_str: 'def handle_info({:slot_updated, _}, socket), do: {:noreply, socket}', new_str: 'def handle_info({:slot_updated, slot}, socket), do: {:noreply, assign(socket, :slot, slot)}' }, out: () => 'The file lib/hire_web/live/booking_live.ex has been edited.' },
      { why: 'Maybe the test selector is wrong: the badge uses a class, not data-role. I will add data-role="sold-out".', tool: 'str_replace_editor', args: { command: 'str_replace', path: 'lib/hire_web/live/booking_live.html.heex', old_str: '<span class="badge badge-red">', new_str: '<span class="badge badge-red" data-role="sold-out">' }, out: () => 'The file lib/hire_web/live/booking_live.html.heex has been edited.' },
    ], (n) => `Compiling 2 files (.ex)\n\n  1) test shows sold-out badge (HireWeb.BookingLiveTest)\n     test/booking_live_test.exs:42\n     Expected truthy, got false\n     code: assert has_element?(view, "[data-role=sold-out]")\n     stacktrace:\n       test/booking_live_test.exs:47: (test)\n\nFinished in ${(n.int(200, 900) / 1000).toFixed(1)} seconds (${(n.int(10, 90) / 1000).toFixed(2)}s async, ${(n.int(100, 800) / 1000).toFixed(1)}s sync)\n1 test, 1 failure\n\nRandomized with seed ${n.int(100000, 999999)}`);
    return { isolates: 'Three different edits (nil guard, handle_info re-assign, data attribute) each followed by the same single ExUnit failure, differing only in timings and random seed.', goal, root: R.root({ content: null }, { error: 'agent stuck: budget of 8 iterations used' }) };
  },
  // 02 Python wheel manylinux audit — Claude Agent SDK style via Anthropic messages
  (id) => {
    const goal = 'Get the pyproj-lite wheel for linux to pass auditwheel repair for manylinux_2_28 in CI.';
    const R = new Run(id, 'anthropic', { model: 'claude-sonnet-4-20250514', goal, system: 'You are Claude Code working in a Python packaging repo. Tools: Bash, Edit.', tools: ['Bash', 'Edit'] });
    fixLoop(R, { name: 'Bash', args: { command: 'python -m build --wheel && auditwheel repair --plat manylinux_2_28_x86_64 dist/*.whl', description: 'Build and audit wheel' }, err: 'exit 1' }, [
      { why: 'libproj is linked from /usr/local/lib; I will pin the build to the bundled static PROJ by setting PROJ_STATIC=1 in pyproject.', tool: 'Edit', args: { file_path: 'pyproject.toml', old_string: '[tool.cibuildwheel.linux]\n', new_string: '[tool.cibuildwheel.linux]\nenvironment = { PROJ_STATIC = "1" }\n' }, out: () => 'The file pyproject.toml has been updated.' },
      { why: 'Static linking did not change it. The extension may pull GLIBC 2.34 symbols through -D_FORTIFY_SOURCE=3; I will lower it to 2 in setup.cfg.', tool: 'Edit', args: { file_path: 'setup.cfg', old_string: 'extra_compile_args = -O2 -D_FORTIFY_SOURCE=3', new_string: 'extra_compile_args = -O2 -D_FORTIFY_SOURCE=2' }, out: () => 'The file setup.cfg has been updated.' },
      { why: 'Next idea: build inside the manylinux_2_28 image instead of the host by setting the CIBW image in the workflow.', tool: 'Edit', args: { file_path: '.github/workflows/wheels.yml', old_string: 'CIBW_BUILD: cp312-*', new_string: 'CIBW_BUILD: cp312-*\n          CIBW_MANYLINUX_X86_64_IMAGE: manylinux_2_28' }, out: () => 'The file .github/workflows/wheels.yml has been updated.' },
    ], (n) => `* Building wheel...\nSuccessfully built pyproj_lite-0.4.1-cp312-cp312-linux_x86_64.whl\nINFO:auditwheel.main_repair:Repairing pyproj_lite-0.4.1-cp312-cp312-linux_x86_64.whl\nauditwheel: error: cannot repair "dist/pyproj_lite-0.4.1-cp312-cp312-linux_x86_64.whl" to "manylinux_2_28_x86_64" ABI because of the presence of too-recent versioned symbols. You'll need to compile the wheel on an older toolchain.\n(build dir ${n.tmp()}, ${n.dur(8000, 40000)})`);
    return { isolates: 'Three unrelated fixes (static PROJ, fortify level, CI image) each followed by the identical auditwheel "too-recent versioned symbols" error with only temp dir and duration changing.', goal, root: R.root({ result: 'error_max_turns', num_turns: 8, total_cost_usd: 0.41 }) };
  },
  // 03 laser cutting job shop nesting validation — LangSmith
  (id) => {
    const goal = 'Make the nesting plan for job LC-3381 (6 mm mild steel, 40 brackets) pass the pre-cut validator so it can be released to the fibre laser.';
    const R = new Run(id, 'langsmith', { model: 'gpt-4o', goal, system: 'You prepare nesting plans for a laser cutting job shop.', tools: ['validate_nest', 'update_nest_param'] });
    fixLoop(R, { name: 'validate_nest', args: { job: 'LC-3381' }, err: 'ValidationFailed' }, [
      { why: 'Part spacing is 2 mm; for 6 mm steel the shop minimum might be higher. Setting spacing to 6 mm.', tool: 'update_nest_param', args: { job: 'LC-3381', param: 'part_spacing_mm', value: 6 }, out: (n) => ({ ok: true, rev: n.int(10, 99) }) },
      { why: 'Same error. Rotating parts 90° may move the lead-ins off the sheet edge.', tool: 'update_nest_param', args: { job: 'LC-3381', param: 'allow_rotation', value: [0, 90] }, out: (n) => ({ ok: true, rev: n.int(10, 99) }) },
      { why: 'Try a larger sheet format (3000x1500 instead of 2500x1250) so the border margin is not violated.', tool: 'update_nest_param', args: { job: 'LC-3381', param: 'sheet', value: '3000x1500' }, out: (n) => ({ ok: true, rev: n.int(10, 99) }) },
      { why: 'Last attempt: disable common-line cutting.', tool: 'update_nest_param', args: { job: 'LC-3381', param: 'common_line', value: false }, out: (n) => ({ ok: true, rev: n.int(10, 99) }) },
    ], (n) => ({ job: 'LC-3381', valid: false, errors: [{ code: 'PIERCE_IN_PART', part: 'BRK-07', detail: 'pierce point inside contour at (41.20, 18.75)' }], validator: `nestcheck 3.2.1 @ ${n.host('cam')}`, checked_at: n.isoOffset(1), elapsed_ms: n.ms(100, 900) }));
    return { isolates: 'Four different nest-parameter changes, and each validation returns the same PIERCE_IN_PART error on BRK-07 differing only in host, time and elapsed ms.', goal, root: R.root({ output: 'stopped' }, { error: 'GraphRecursionError: Recursion limit of 10 reached' }) };
  },
  // 04 sauerkraut co-op label compliance — OpenAI Agents SDK
  (id) => {
    const goal = 'Get the new 500 g raw sauerkraut jar label through the retailer label compliance checker.';
    const R = new Run(id, 'oai_agents', { model: 'gpt-4.1', goal, system: 'You fix product labels for a fermentation co-op.', agent: 'Label Compliance Agent', tools: ['check_label', 'edit_label_field'] });
    fixLoop(R, { name: 'check_label', args: { sku: 'KRAUT-500-RAW' }, err: 'compliance check failed' }, [
      { why: 'The allergen section may need bold emphasis. Setting allergen_style to bold.', tool: 'edit_label_field', args: { sku: 'KRAUT-500-RAW', field: 'allergen_style', value: 'bold' }, out: (n) => ({ saved: true, version: `v${n.int(20, 60)}` }) },
      { why: 'Not that. The storage text might need the phrase "Keep refrigerated".', tool: 'edit_label_field', args: { sku: 'KRAUT-500-RAW', field: 'storage', value: 'Keep refrigerated below 5°C. Once opened consume within 14 days.' }, out: (n) => ({ saved: true, version: `v${n.int(20, 60)}` }) },
      { why: 'Maybe the net quantity must include the e-mark.', tool: 'edit_label_field', args: { sku: 'KRAUT-500-RAW', field: 'net_quantity', value: '500 g ℮' }, out: (n) => ({ saved: true, version: `v${n.int(20, 60)}` }) },
    ], (n) => ({ result: 'FAIL', rule: 'FIC-Art17', message: 'Legal name of food missing or does not match product category "fermented vegetables"', run_id: n.uuid(), ruleset: 'UK-2025.03', took: n.dur(200, 3000) }));
    return { isolates: 'Allergen style, storage text and net quantity are edited in turn, but the checker keeps failing rule FIC-Art17 with the same message; only run_id and timing differ.', goal, root: R.root(null, { error: 'MaxTurnsExceeded' }) };
  },
  // 05 snow globe maker order DB migration — OpenTelemetry GenAI
  (id) => {
    const goal = 'Apply migration 0042_add_glitter_colour to the snow-globe workshop order database in staging.';
    const R = new Run(id, 'otel', { model: 'gpt-4o', goal, system: 'You are a database ops agent.', agent: 'db-ops', tools: ['run_migration', 'edit_file'] });
    fixLoop(R, { name: 'run_migration', args: { target: 'staging', migration: '0042_add_glitter_colour' }, err: 'migration failed' }, [
      { why: 'Adding a NOT NULL column to a populated table needs a default; adding DEFAULT \'silver\'.', tool: 'edit_file', args: { path: 'migrations/0042_add_glitter_colour.sql', patch: "-ALTER TABLE orders ADD COLUMN glitter_colour text NOT NULL;\n+ALTER TABLE orders ADD COLUMN glitter_colour text NOT NULL DEFAULT 'silver';" }, out: () => 'patched 1 hunk' },
      { why: 'Still failing. Splitting into add-nullable, backfill, then set not null.', tool: 'edit_file', args: { path: 'migrations/0042_add_glitter_colour.sql', patch: "+ALTER TABLE orders ADD COLUMN glitter_colour text;\n+UPDATE orders SET glitter_colour='silver';\n+ALTER TABLE orders ALTER COLUMN glitter_colour SET NOT NULL;" }, out: () => 'patched 1 hunk' },
      { why: 'Perhaps the lock timeout is the trigger; raise lock_timeout to 30s in the migration header.', tool: 'edit_file', args: { path: 'migrations/0042_add_glitter_colour.sql', patch: "+SET lock_timeout = '30s';" }, out: () => 'patched 1 hunk' },
    ], (n) => `[${n.isoMs()}] migrate: applying 0042_add_glitter_colour (pid ${n.pid()})\nERROR:  relation "orders" does not exist\nLINE 1: ALTER TABLE orders ADD COLUMN glitter_colour text\n                    ^\nHINT:  search_path is "$user", public\nmigrate: rolled back in ${n.ms(5, 90)}ms; txid ${n.int(800000, 900000)}`);
    return { isolates: 'Three different rewrites of the migration SQL all fail with the same "relation orders does not exist" error (the real cause is the schema search_path), differing only in pid, txid and timing.', goal, root: R.root({ status: 'failed' }) };
  },
  // 06 sidewalk delivery robot route config — Agno
  (id) => {
    const goal = 'Update the sidewalk delivery robots\' geofence for the Harbourside campus so the route config passes `routecfg lint` and can be deployed.';
    const R = new Run(id, 'agno', { model: 'gpt-4o-mini', goal, system: 'You maintain route configs for a sidewalk delivery robot fleet.', agent: 'route-config', tools: ['shell', 'write_file'] });
    fixLoop(R, { name: 'shell', args: { cmd: 'routecfg lint campuses/harbourside.yaml' }, err: 'exit status 3' }, [
      { why: 'The polygon may need to be closed: repeat the first vertex at the end.', tool: 'write_file', args: { path: 'campuses/harbourside.yaml', op: 'append_vertex', value: [51.4521, -2.5973] }, out: () => 'ok' },
      { why: 'Lint still complains. Reversing vertex order to counter-clockwise.', tool: 'write_file', args: { path: 'campuses/harbourside.yaml', op: 'reverse_vertices' }, out: () => 'ok' },
      { why: 'Try lowering max_speed_kmh from 8 to 6 in the crossing zone.', tool: 'write_file', args: { path: 'campuses/harbourside.yaml', op: 'set', key: 'zones.crossing.max_speed_kmh', value: 6 }, out: () => 'ok' },
      { why: 'Remove the optional kerb_ramp_ids list in case the schema rejects it.', tool: 'write_file', args: { path: 'campuses/harbourside.yaml', op: 'delete', key: 'zones.crossing.kerb_ramp_ids' }, out: () => 'ok' },
    ], (n) => `routecfg ${'1.9.4'} (build ${n.hex(7)})\nlinting campuses/harbourside.yaml ...\nE041 zone "loading-bay" overlaps no-go area "fountain-plaza" by 3.4 m² at vertex 7\n1 error, 0 warnings (${n.ms(20, 300)}ms)\nreport: ${n.tmp('.json')}`);
    return { isolates: 'Four different geofence edits, and lint reports the same E041 overlap every time (only build hash, duration and report temp path vary); never deployable.', goal, root: R.root({ content: 'I was not able to get the config to pass lint.' , status: 'ERROR' }) };
  },
];
