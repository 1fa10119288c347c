// Family 6 (healthy): a fix cycle whose failure count drops with each different fix, then done.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, tc } from './lib.mjs';

export const family = 'shrinking_failure_count';
export const loop = false;
export const stagnation = false;
export const isolates = 'Repeated test runs after different fixes, with the failure count falling to zero and the task finished.';
export const domains = ['ice fishing shanty rentals', 'slot car club lap counter firmware', 'quinoa cooperative delivery data', 'clown school timetable site (TypeScript)', 'sea urchin diver quota SQL', 'music box repair inventory import'];
export const styles = ['plain message-level trace', 'Claude Agent SDK transcript', 'LangSmith / LangGraph', 'Vercel AI SDK ai.* spans', 'Inspect AI eval log', 'smolagents'];

// ---------------------------------------------------------------- 01 ice shanty rentals / plain messages
function r01(N) {
  const task = 'tests/test_booking.py is failing on the shanty rental service after the DST change. Fix the code so the whole booking test file passes.';
  const messages = [sys('You are a coding assistant with tools run(cmd) and apply_patch(diff).'), user(task)];
  const kids = [];
  const py = (failed, passed, names) => { N.tick(3000, 9000); return `${names.map((n) => `FAILED tests/test_booking.py::${n}`).join('\n')}${names.length ? '\n' : ''}${failed ? `${failed} failed, ` : ''}${passed} passed in ${N.dur(0.4, 1.6).slice(0, 4)}s`; };
  const turn = (content, name, args, out) => {
    N.tick(800, 3000);
    const id = N.callId();
    const a = asst(content, [tc(id, name, args)]);
    kids.push(llm('openai.chat', { model: 'gpt-4o', messages: [...messages] }, { choices: [{ message: a, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 600 + kids.length * 300, completion_tokens: N.int(40, 220) } }));
    messages.push(a);
    kids.push(tool(name, args, out, { tool_call_id: id }));
    messages.push(toolMsg(id, out));
  };
  turn('Running the booking tests to see what fails.', 'run', { cmd: 'pytest tests/test_booking.py -q' }, py(6, 12, ['test_overnight_slot', 'test_weekend_rate', 'test_sunrise_pickup', 'test_return_before_thaw_cutoff', 'test_two_night_price', 'test_cancel_window']));
  turn('Six failures, all involving times. Slots are built with naive datetimes and then compared with aware ones from the ice-report feed. I will make slot_start timezone-aware using America/Winnipeg.', 'apply_patch', { diff: '--- a/shanty/slots.py\n+++ b/shanty/slots.py\n@@\n-    return datetime.combine(day, time(hour))\n+    return datetime.combine(day, time(hour), tzinfo=ZoneInfo("America/Winnipeg"))\n' }, 'Patched 1 file (+1 -1).');
  turn(null, 'run', { cmd: 'pytest tests/test_booking.py -q' }, py(4, 14, ['test_weekend_rate', 'test_two_night_price', 'test_cancel_window', 'test_overnight_slot']));
  turn('Down to four. The weekend and two-night prices count nights with (end - start).days, which gives 0 across the DST shift because one night is 23 hours. Counting calendar dates instead.', 'apply_patch', { diff: '--- a/shanty/pricing.py\n+++ b/shanty/pricing.py\n@@\n-    nights = (end - start).days\n+    nights = (end.date() - start.date()).days\n' }, 'Patched 1 file (+1 -1).');
  turn(null, 'run', { cmd: 'pytest tests/test_booking.py -q' }, py(1, 17, ['test_cancel_window']));
  turn('Only the cancel window remains: it uses timedelta(hours=48) against local wall time, but the policy says two calendar days before 6 pm. Rewriting the cutoff to local 18:00 two days earlier.', 'apply_patch', { diff: '--- a/shanty/policy.py\n+++ b/shanty/policy.py\n@@\n-    cutoff = start - timedelta(hours=48)\n+    cutoff = datetime.combine(start.date() - timedelta(days=2), time(18), tzinfo=start.tzinfo)\n' }, 'Patched 1 file (+2 -1).');
  turn(null, 'run', { cmd: 'pytest tests/test_booking.py -q' }, py(0, 18, []));
  N.tick(800, 2000);
  const fin = asst('All 18 booking tests pass. Three fixes: timezone-aware slot starts (6→4 failures), night counting by calendar date across DST (4→1), and the cancellation cutoff at 18:00 two days before (1→0).');
  kids.push(llm('openai.chat', { model: 'gpt-4o', messages: [...messages] }, { choices: [{ message: fin, finish_reason: 'stop' }] }));
  return {
    isolates: 'Plain message trace: pytest failures go 6 → 4 → 1 → 0 after three different date-handling fixes, then a summary.',
    goal: task,
    root: agent('coding-assistant', { task }, { final: fin.content }, kids, { runner: 'homegrown tool loop', repo: 'frozenlake/shanty-rentals' }),
  };
}

// ---------------------------------------------------------------- 02 slot car lap counter / Claude Agent SDK
function r02(N) {
  const task = 'The lap counter firmware unit tests fail after the switch to the new IR gate driver. Make `make test` pass.';
  const session = N.uuid();
  const kids = [];
  const mk = (fails, total, extra) => { N.tick(5000, 12000); return `cc -std=c11 -Wall -Iinclude -Ivendor/unity src/*.c test/test_lapcount.c vendor/unity/unity.c -o build/test_lapcount\n./build/test_lapcount\n${extra}\n-----------------------\n${total} Tests ${fails} Failures 0 Ignored\n${fails ? 'FAIL' : 'OK'}\nmake: ${fails ? '*** [Makefile:31: test] Error 1' : 'Leaving directory \'/home/club/lapcount\''}`; };
  const step = (text, name, input, out) => {
    N.tick(1000, 4000);
    const id = N.toolu();
    kids.push(llm('assistant', { session_id: session }, { type: 'assistant', message: { content: [...(text ? [{ type: 'text', text }] : []), { type: 'tool_use', id, name, input }], stop_reason: 'tool_use', usage: { output_tokens: N.int(40, 300) } } }));
    kids.push(tool(name, input, { type: 'tool_result', tool_use_id: id, content: out }));
  };
  step('Let me run the tests first.', 'Bash', { command: 'make test' }, mk(5, 14, 'test/test_lapcount.c:22:test_debounce_single_car:FAIL: Expected 1 Was 2\ntest/test_lapcount.c:31:test_debounce_fast_car:FAIL: Expected 1 Was 3\ntest/test_lapcount.c:47:test_lane_swap:FAIL: Expected 2 Was 1\ntest/test_lapcount.c:60:test_best_lap_ms:FAIL: Expected 6841 Was 6840\ntest/test_lapcount.c:71:test_race_end:FAIL: Expected TRUE Was FALSE'));
  step('Five failures. The new IR driver reports edges in microseconds while debounce.c still compares against DEBOUNCE_MS = 40, so one car passing triggers two or three counts. Converting the threshold to microseconds.', 'Edit', { file_path: 'src/debounce.c', old_string: 'if (now - last[lane] < DEBOUNCE_MS)', new_string: 'if (now_us - last_us[lane] < DEBOUNCE_MS * 1000u)' }, 'The file src/debounce.c has been updated.');
  step(null, 'Bash', { command: 'make test' }, mk(3, 14, 'test/test_lapcount.c:47:test_lane_swap:FAIL: Expected 2 Was 1\ntest/test_lapcount.c:60:test_best_lap_ms:FAIL: Expected 6841 Was 6840\ntest/test_lapcount.c:71:test_race_end:FAIL: Expected TRUE Was FALSE'));
  step('Debounce is fixed (5→3). The new driver numbers gates 0 and 1 instead of 1 and 2, which breaks lane_swap and also race_end because lane 2 never reaches the lap target. Mapping gate index to lane with +1.', 'Edit', { file_path: 'src/gates.c', old_string: 'return evt.gate;', new_string: 'return evt.gate + 1; /* new driver is 0-based */' }, 'The file src/gates.c has been updated.');
  step(null, 'Bash', { command: 'make test' }, mk(1, 14, 'test/test_lapcount.c:60:test_best_lap_ms:FAIL: Expected 6841 Was 6840'));
  step('One left: best lap is 1 ms short because the microsecond value is truncated by integer division. Rounding to nearest instead.', 'Edit', { file_path: 'src/laps.c', old_string: 'ms = delta_us / 1000;', new_string: 'ms = (delta_us + 500) / 1000;' }, 'The file src/laps.c has been updated.');
  step(null, 'Bash', { command: 'make test' }, mk(0, 14, ''));
  kids.push(llm('assistant', { session_id: session }, { type: 'assistant', message: { content: [{ type: 'text', text: 'All 14 tests pass. Fixes: debounce threshold in microseconds (5→3 failures), 0-based gate index mapped to lanes (3→1), and rounded lap milliseconds (1→0).' }], stop_reason: 'end_turn' } }));
  return {
    isolates: 'Claude Agent SDK transcript: Unity test failures drop 5 → 3 → 1 → 0 after debounce, gate-index and rounding fixes, then the run ends successfully.',
    goal: task,
    root: agent('claude_agent_sdk.query', { prompt: task }, { type: 'result', subtype: 'success', num_turns: 8, session_id: session, duration_ms: N.ms(60000, 140000) }, kids, { session_id: session, cwd: '/home/club/lapcount' }),
  };
}

// ---------------------------------------------------------------- 03 quinoa cooperative / LangGraph
function r03(N) {
  const task = 'The weekly grower-delivery load for the Altiplano quinoa cooperative fails validation. Fix the cleaning step so the checkpoint passes and load the batch.';
  const thread = N.uuid();
  const kids = [];
  const gx = (fails, list) => { N.tick(4000, 10000); return JSON.stringify({ checkpoint: 'deliveries_weekly', run_id: N.uuid(), run_time: N.iso(), success: fails === 0, statistics: { evaluated_expectations: 11, successful_expectations: 11 - fails, unsuccessful_expectations: fails }, failed: list }); };
  let step = 0;
  const node = (name, child) => { step++; kids.push(chain(name, null, null, [child], { langgraph_node: name, langgraph_step: step, thread_id: thread })); };
  const think = (content, call) => node('agent', llm('ChatAnthropic', { messages: '[…]' }, { type: 'ai', content, tool_calls: [call] }, { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-sonnet-20241022' }));
  const act = (name, args, out) => node('tools', tool(name, args, out));
  think('Running the validation checkpoint on the current batch.', { name: 'run_checkpoint', args: { batch: '2025-W07' } });
  act('run_checkpoint', { batch: '2025-W07' }, gx(7, ['expect_column_values_to_be_between(moisture_pct, 8, 14): 41 rows', 'expect_column_values_to_not_be_null(grower_id): 12 rows', 'expect_column_values_to_match_regex(lot_code): 9 rows', 'expect_column_values_to_be_in_set(variety): 6 rows', 'expect_column_values_to_be_between(saponin_mg_g, 0, 1.2): 3 rows', 'expect_column_pair_values_A_to_be_greater_than_B(gross_kg, net_kg): 2 rows', 'expect_table_row_count_to_be_between: 0 (depends)']));
  think('Seven expectations fail. Moisture values like "11,5" come from the Oruro scale with a comma decimal and are parsed as 115. Normalising decimal commas before casting.', { name: 'edit_cleaning', args: { file: 'clean.py', change: "df['moisture_pct'] = df['moisture_pct'].str.replace(',', '.').astype(float)" } });
  act('edit_cleaning', { file: 'clean.py' }, 'ok: clean.py updated (1 hunk)');
  think(null, { name: 'run_checkpoint', args: { batch: '2025-W07' } });
  act('run_checkpoint', { batch: '2025-W07' }, gx(4, ['expect_column_values_to_not_be_null(grower_id): 12 rows', 'expect_column_values_to_match_regex(lot_code): 9 rows', 'expect_column_values_to_be_in_set(variety): 6 rows', 'expect_column_values_to_be_between(saponin_mg_g, 0, 1.2): 3 rows']));
  think('Moisture, gross/net and row count now pass (7→4). The 12 null grower_ids and 9 bad lot codes are the same rows: lot codes written "ALT-07-112" instead of "ALT07-0112", and grower_id is derived from the lot code. Normalising the lot code pattern and the variety names (Real Blanca / real blanca / R. Blanca).', { name: 'edit_cleaning', args: { file: 'clean.py', change: 'lot = normalise_lot(raw_lot); variety = VARIETY_ALIASES.get(v.lower().strip(), v)' } });
  act('edit_cleaning', { file: 'clean.py' }, 'ok: clean.py updated (2 hunks)');
  think(null, { name: 'run_checkpoint', args: { batch: '2025-W07' } });
  act('run_checkpoint', { batch: '2025-W07' }, gx(1, ['expect_column_values_to_be_between(saponin_mg_g, 0, 1.2): 3 rows']));
  think('Only saponin remains (4→1): three lab results are in mg per 100 g (values 95–110). The lab sheet marks the unit, so converting those rows to mg/g.', { name: 'edit_cleaning', args: { file: 'clean.py', change: "df.loc[df.saponin_unit=='mg/100g','saponin_mg_g'] /= 100" } });
  act('edit_cleaning', { file: 'clean.py' }, 'ok: clean.py updated (1 hunk)');
  think(null, { name: 'run_checkpoint', args: { batch: '2025-W07' } });
  act('run_checkpoint', { batch: '2025-W07' }, gx(0, []));
  think('All 11 expectations pass; loading the batch.', { name: 'load_batch', args: { batch: '2025-W07' } });
  act('load_batch', { batch: '2025-W07' }, { loaded_rows: 1884, table: 'coop.deliveries', load_id: N.uuid() });
  return {
    isolates: 'LangGraph agent: failing expectations go 7 → 4 → 1 → 0 after decimal-comma, lot-code and unit fixes; the batch is then loaded.',
    goal: task,
    root: span('agent', 'LangGraph', { messages: [{ type: 'human', content: task }] }, { messages: ['…', { type: 'ai', content: 'Validation passes (11/11) and 1,884 delivery rows are loaded into coop.deliveries.' }] }, kids, { metadata: { thread_id: thread } }),
  };
}

// ---------------------------------------------------------------- 04 clown school site / Vercel AI SDK
function r04(N) {
  const task = 'After upgrading to TypeScript 5.6 the clown school timetable site no longer type-checks. Get `tsc --noEmit` clean.';
  const kids = [];
  const tsc = (n, lines) => { N.tick(6000, 14000); return `$ tsc --noEmit\n${lines.join('\n')}\n${n ? `\nFound ${n} error${n > 1 ? 's' : ''} in ${Math.min(n, 3)} file${n > 1 ? 's' : ''}.` : ''}\nDone in ${N.secs(4, 11)}.`; };
  const gen = (text, toolName, args) => { N.tick(800, 2500); const id = N.callId(); kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': text ?? '', 'ai.response.toolCalls': [{ toolCallId: id, toolName, args: JSON.stringify(args) }], 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'claude-3-5-sonnet-latest', 'ai.model.provider': 'anthropic.messages', 'ai.response.msToFirstChunk': N.ms(300, 1400) })); return id; };
  const call = (id, toolName, args, result) => kids.push(tool('ai.toolCall', { 'ai.toolCall.name': toolName, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': result }));
  let id = gen('Checking the current type errors.', 'shell', { cmd: 'npx tsc --noEmit' });
  call(id, 'shell', { cmd: 'npx tsc --noEmit' }, tsc(9, ['src/lib/slots.ts(14,7): error TS2322: Type \'string | undefined\' is not assignable to type \'string\'.', '… 5 similar in src/lib/slots.ts', 'src/pages/juggling.tsx(31,19): error TS2345: Argument of type \'Instructor | null\' is not assignable…', 'src/pages/stilts.tsx(12,3): error TS2741: Property \'capacity\' is missing in type…', 'src/api/rooms.ts(8,1): error TS1479: The current file is a CommonJS module…']));
  id = gen('Nine errors. Six come from noUncheckedIndexedAccess in slots.ts where we index the room map; I will add a guard helper getRoom() that throws on unknown rooms.', 'write_file', { path: 'src/lib/slots.ts', patch: '+function getRoom(id: string): Room { const r = rooms[id]; if (!r) throw new Error(`unknown room ${id}`); return r; }' });
  call(id, 'write_file', { path: 'src/lib/slots.ts' }, 'wrote 1 hunk');
  id = gen(null, 'shell', { cmd: 'npx tsc --noEmit' });
  call(id, 'shell', { cmd: 'npx tsc --noEmit' }, tsc(3, ['src/pages/juggling.tsx(31,19): error TS2345: Argument of type \'Instructor | null\'…', 'src/pages/stilts.tsx(12,3): error TS2741: Property \'capacity\' is missing…', 'src/api/rooms.ts(8,1): error TS1479: The current file is a CommonJS module…']));
  id = gen('Three left. rooms.ts uses require() inside an ES module after "type": "module" was set; converting it to an import, and adding the capacity field (12, the stilt hall limit) to the stilts fixture.', 'write_file', { path: 'src/api/rooms.ts', patch: '-const data = require("../data/rooms.json");\n+import data from "../data/rooms.json" with { type: "json" };' });
  call(id, 'write_file', { path: 'src/api/rooms.ts' }, 'wrote 1 hunk; wrote src/pages/stilts.tsx 1 hunk');
  id = gen(null, 'shell', { cmd: 'npx tsc --noEmit' });
  call(id, 'shell', { cmd: 'npx tsc --noEmit' }, tsc(1, ['src/pages/juggling.tsx(31,19): error TS2345: Argument of type \'Instructor | null\'…']));
  id = gen('Last one: juggling.tsx passes a possibly-null instructor to formatName. Rendering "TBA" when no instructor is assigned.', 'write_file', { path: 'src/pages/juggling.tsx', patch: '-{formatName(slot.instructor)}\n+{slot.instructor ? formatName(slot.instructor) : "TBA"}' });
  call(id, 'write_file', { path: 'src/pages/juggling.tsx' }, 'wrote 1 hunk');
  id = gen(null, 'shell', { cmd: 'npx tsc --noEmit' });
  call(id, 'shell', { cmd: 'npx tsc --noEmit' }, tsc(0, []));
  kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'tsc is clean: 9 → 3 → 1 → 0 errors via a room guard, ESM import plus fixture field, and a TBA fallback.', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'claude-3-5-sonnet-latest' }));
  return {
    isolates: 'Vercel AI SDK streamText run: tsc errors fall 9 → 3 → 1 → 0 with three unrelated fixes, then a final stop.',
    goal: task,
    root: agent('ai.streamText', { 'ai.prompt': task, 'ai.settings.maxSteps': 12 }, { 'ai.response.finishReason': 'stop' }, kids, { 'ai.telemetry.functionId': 'repo-fixer', 'operation.name': 'ai.streamText' }),
  };
}

// ---------------------------------------------------------------- 05 sea urchin quota SQL / Inspect AI
function r05(N) {
  const task = 'The pgTAP tests for the dive-quota views fail. Fix views/quota_remaining.sql so `pg_prove tests/` passes.';
  const kids = [];
  const prove = (notok, body) => { N.tick(4000, 9000); return `tests/quota.sql .. ${body}\n${notok ? `Failed ${notok}/8 subtests\nTest Summary Report\n-------------------\ntests/quota.sql (Wstat: 0 Tests: 8 Failed: ${notok})\nFiles=1, Tests=8, ${N.int(0, 1)} wallclock secs ( 0.0${N.int(1, 9)} usr +  0.0${N.int(0, 9)} sys)\nResult: FAIL` : `ok\nAll tests successful.\nFiles=1, Tests=8, ${N.int(0, 1)} wallclock secs\nResult: PASS`}`; };
  const model = (text, cmd) => { N.tick(1000, 4000); kids.push(span('llm', 'model', { event: 'model', model: 'openai/gpt-4o', input: '[…]' }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: [{ id: N.callId(), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: N.int(1200, 5000), output_tokens: N.int(40, 200) } }, [], { metadata: { timestamp: N.isoMicro(), working_start: Number(N.dur(1, 200)) } })); };
  const bash = (cmd, out) => kids.push(span('tool', 'tool', { event: 'tool', function: 'bash', arguments: { cmd } }, { result: out }, [], { metadata: { timestamp: N.isoMicro(), sandbox: 'docker' } }));
  model('Running the pgTAP suite.', 'pg_prove -d quotas tests/');
  bash('pg_prove -d quotas tests/', prove(4, '\nnot ok 2 - remaining kg for diver 17 in zone Mendocino-N\nnot ok 3 - remaining kg after transfer\nnot ok 5 - closed season returns 0\nnot ok 7 - permits expiring today are still valid'));
  model('Four failures. The view sums landings across all seasons; it should only count landings in the current season year. Adding a season filter.', "sed -i 's/GROUP BY diver_id, zone/WHERE l.season = current_season() GROUP BY diver_id, zone/' views/quota_remaining.sql && psql -d quotas -f views/quota_remaining.sql");
  bash('… && psql -f views/quota_remaining.sql', 'CREATE VIEW');
  model(null, 'pg_prove -d quotas tests/');
  bash('pg_prove -d quotas tests/', prove(2, '\nnot ok 5 - closed season returns 0\nnot ok 7 - permits expiring today are still valid'));
  model('Transfers now count (4→2). For the closed season the view should return 0 instead of the full allowance; wrapping remaining in CASE WHEN season_open(zone) and making the permit check inclusive with valid_to >= current_date.', "psql -d quotas -f /tmp/patch_quota.sql");
  bash('psql -d quotas -f /tmp/patch_quota.sql', 'CREATE OR REPLACE VIEW');
  model(null, 'pg_prove -d quotas tests/');
  bash('pg_prove -d quotas tests/', prove(0, ''));
  kids.push(span('llm', 'model', { event: 'model', input: '[…]' }, { choices: [{ message: { role: 'assistant', content: 'pg_prove passes 8/8: season filter fixed three tests, closed-season CASE and inclusive permit expiry fixed the rest.' }, stop_reason: 'stop' }] }, [], { metadata: { timestamp: N.isoMicro() } }));
  return {
    isolates: 'Inspect AI sample events: pgTAP failures go 4 → 2 → 0 after a season filter and a closed-season/permit fix; the sample is scored correct.',
    goal: task,
    root: agent('sample', { id: 'urchin-quota-03', epoch: 1, input: task }, { scores: { includes: { value: 'C' } } }, kids, { eval_id: N.b62(22), task: 'sql_repair', model: 'openai/gpt-4o', solver: 'basic_agent' }),
  };
}

// ---------------------------------------------------------------- 06 music box repair import / smolagents
function r06(N) {
  const task = 'Import parts_inventory.csv (cylinder pins, combs, governors) into the shop database; the import validator rejects rows — clean the file so every row imports.';
  const kids = [];
  const step = (i, thought, code, obs) => { N.tick(2000, 6000); kids.push(chain(`Step ${i}`, { step_number: i }, null, [
    llm('OpenAIServerModel.__call__', { messages: '[…]' }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: 'gpt-4o', input_tokens: N.int(2000, 6000), output_tokens: N.int(60, 260) }),
    tool('python_interpreter', { code }, `Execution logs:\n${obs}\nLast output from code snippet:\nNone`, { duration: N.secs(0.2, 2) }),
  ], { metadata: { duration: N.secs(2, 8) } })); };
  step(1, 'Run the validator on the raw file first to see what it rejects.', 'report = validate_import("parts_inventory.csv")\nprint(report)', 'rows=214 rejected=12\n  7 x comb_pitch_mm: not a number ("2,1")\n  3 x sku: duplicate (MB-COMB-18N)\n  2 x qty: negative');
  step(2, 'Seven rejects are decimal commas in comb pitch; converting "2,1" to 2.1 should remove them.', 'df = pd.read_csv("parts_inventory.csv")\ndf["comb_pitch_mm"] = df["comb_pitch_mm"].astype(str).str.replace(",", ".").astype(float)\ndf.to_csv("parts_clean.csv", index=False)\nprint(validate_import("parts_clean.csv"))', 'rows=214 rejected=5\n  3 x sku: duplicate (MB-COMB-18N)\n  2 x qty: negative');
  step(3, 'The duplicated SKU MB-COMB-18N has three rows from different suppliers (Reuge, Sankyo, unknown). The shop keeps one SKU per supplier, so I will suffix the supplier code.', 'dups = df["sku"].duplicated(keep=False)\ndf.loc[dups, "sku"] = df.loc[dups, "sku"] + "-" + df.loc[dups, "supplier_code"].fillna("UNK")\ndf.to_csv("parts_clean.csv", index=False)\nprint(validate_import("parts_clean.csv"))', 'rows=214 rejected=2\n  2 x qty: negative');
  step(4, 'The two negative quantities are governor fans with qty -1 and -3, which the notes column marks as "owed to customer". They belong in the backorder table, so set qty to 0 and write them to backorders.csv.', 'neg = df["qty"] < 0\ndf[neg].to_csv("backorders.csv", index=False)\ndf.loc[neg, "qty"] = 0\ndf.to_csv("parts_clean.csv", index=False)\nprint(validate_import("parts_clean.csv"))', 'rows=214 rejected=0');
  step(5, 'Validation is clean; importing and finishing.', 'print(import_rows("parts_clean.csv"))\nfinal_answer("Imported 214 rows; 2 governor backorders written to backorders.csv")', `imported=214 batch=${N.jobId('imp-')}`);
  return {
    isolates: 'smolagents steps: validator rejects fall 12 → 5 → 2 → 0 after decimal-comma, duplicate-SKU and negative-quantity fixes; the import completes.',
    goal: task,
    root: agent('CodeAgent', { task }, { final_answer: 'Imported 214 rows; 2 governor backorders written to backorders.csv' }, kids, { smolagents_version: '1.12.0' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
