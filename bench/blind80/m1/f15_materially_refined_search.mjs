import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'materially_refined_search';

// 01: SWE-agent, PHP: nothing, then too much, then a stack-trace class name narrows it
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'ambergrove-shop (PHP/Symfony): invoices show a total of 0.00 when a coupon covers shipping only. Fix the calculation.';
  const m = 'gpt-4o-2024-08-06';
  const sfx = '\n(Open file: n/a)\n(Current directory: /ambergrove-shop)\nbash-$';
  const ch = [
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nLook for the invoice total computation.', action: 'search_dir "invoice_total" src' }),
    tool('search_dir', { search_term: 'invoice_total', dir: 'src' }, 'No matches found for "invoice_total" in /ambergrove-shop/src' + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nNo snake_case name. Search for "Total" more broadly.', action: 'search_dir "Total" src' }),
    tool('search_dir', { search_term: 'Total', dir: 'src' }, 'More than 100 files matched for "Total" in /ambergrove-shop/src. Please narrow your search.' + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nToo broad. The bug report mentions coupons covering shipping; the log from the issue should name the class. Check var/log for the invoice rendering.', action: 'grep -m3 -n "Invoice" var/log/dev.log' }),
    tool('bash', { command: 'grep -m3 -n "Invoice" var/log/dev.log' }, `1822:[${N.iso()}] app.DEBUG: App\\Billing\\Pricing\\DiscountAllocator::allocate coupon=FREESHIP scope=shipping amount=4.90 {"invoice":"INV-2024-${N.int(10000, 99999)}"} []\n1823:[${N.iso()}] app.DEBUG: App\\Billing\\InvoiceBuilder::build subtotal=38.50 discount=43.40 total=0.00 [] []` + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nThe log shows DiscountAllocator gives discount=43.40 for a shipping-only coupon (38.50 + 4.90): the shipping scope is ignored. Open DiscountAllocator.', action: 'find_file DiscountAllocator.php src' }),
    tool('find_file', { file_name: 'DiscountAllocator.php', dir: 'src' }, 'Found 1 matches for "DiscountAllocator.php" in /ambergrove-shop/src:\n/ambergrove-shop/src/Billing/Pricing/DiscountAllocator.php' + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nOpen around allocate().', action: 'open src/Billing/Pricing/DiscountAllocator.php 30' }),
    tool('open', { path: 'src/Billing/Pricing/DiscountAllocator.php', line: 30 }, '[File: /ambergrove-shop/src/Billing/Pricing/DiscountAllocator.php (71 lines total)]\n31:    public function allocate(Coupon $c, Cart $cart): Money\n32:    {\n33:        $base = $cart->subtotal()->add($cart->shipping());\n34:        return $c->isPercentage() ? $base->multiply($c->rate()) : $base->min($c->amount()->add($cart->subtotal()));\n' + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nFor shipping-scoped coupons the base should be shipping only and the amount capped at shipping.', action: 'edit 33:34\n        $base = $c->scope() === Scope::SHIPPING ? $cart->shipping() : $cart->subtotal()->add($cart->shipping());\n        return $c->isPercentage() ? $base->multiply($c->rate()) : $base->min($c->amount());\nend_of_edit' }),
    tool('edit', { start: 33, end: 34 }, 'File updated.' + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nRun the billing tests.', action: 'vendor/bin/phpunit tests/Billing' }),
    tool('bash', { command: 'vendor/bin/phpunit tests/Billing' }, `PHPUnit 11.2.1\n\n.................                                                 17 / 17 (100%)\n\nTime: 00:00.${N.int(100, 400)}, Memory: 14.00 MB\n\nOK (17 tests, 52 assertions)` + sfx),
    llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nTests pass; submitting.', action: 'submit' }),
    tool('submit', {}, 'diff --git a/src/Billing/Pricing/DiscountAllocator.php ...'),
  ];
  return row(F, 1, { isolates: 'A search finds nothing, a broader one finds too much, then a log line naming DiscountAllocator gives a genuinely new lead; the file is found, fixed, and tests pass.', loop: false, stagnation: false, goal,
    root: agent('sweagent.run', { instance_id: 'ambergrove-shop__231' }, { exit_status: 'submitted' }, ch, { style: 'swe-agent' }) });
}

// 02: Claude Code Grep, Elixir: none, 214 hits, then the telemetry event name leads to the module
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'lanternfish (Elixir/Phoenix): the heartbeat that should fire every 30s fires every 3s in prod. Find and fix it.';
  const m = 'claude-opus-4-1-20250805';
  const g = (p, out, extra = {}) => { const input = { pattern: p, output_mode: extra.mode || 'content', '-n': true, ...(extra.glob ? { glob: extra.glob } : {}) }; return [llm(m, chat('You are Claude Code...', goal), [...(extra.text ? [{ type: 'text', text: extra.text }] : []), call('Grep', input, 'toolu_' + N.b62(24))]), tool('Grep', input, out)]; };
  const ch = [
    ...g('handle_info\\(:heartbeat', 'No matches found', { text: 'Looking for the heartbeat handler.' }),
    ...g('heartbeat', 'Found 214 matches across 61 files\n(showing first 10)\ndeps/phoenix/lib/phoenix/socket.ex:...\ndeps/phoenix/priv/static/phoenix.js:...\n...', { mode: 'count', text: 'No :heartbeat message. Broader search.' }),
    llm(m, chat('You are Claude Code...', goal), [{ type: 'text', text: 'Mostly Phoenix socket heartbeats in deps. The prod log in the issue mentions the telemetry event [:lanternfish, :pulse]; search for that instead, excluding deps.' }, call('Grep', { pattern: ':pulse', glob: 'lib/**/*.ex', output_mode: 'content', '-n': true }, 'toolu_' + N.b62(24))]),
    tool('Grep', { pattern: ':pulse', glob: 'lib/**/*.ex', output_mode: 'content', '-n': true }, 'lib/lanternfish/scheduler/pulse.ex:4:  @event [:lanternfish, :pulse]\nlib/lanternfish/scheduler/pulse.ex:22:    Process.send_after(self(), :tick, interval())\nlib/lanternfish/scheduler/pulse.ex:31:  defp interval, do: Application.get_env(:lanternfish, :pulse_interval, 30) * 100'),
    llm(m, chat('You are Claude Code...', goal), [{ type: 'text', text: 'Found it: interval() multiplies seconds by 100 instead of 1000, so 30 becomes 3000 ms.' }, call('Edit', { file_path: 'lib/lanternfish/scheduler/pulse.ex', old_string: ':pulse_interval, 30) * 100', new_string: ':pulse_interval, 30) * 1000' }, 'toolu_' + N.b62(24))]),
    tool('Edit', { file_path: 'lib/lanternfish/scheduler/pulse.ex' }, 'The file lib/lanternfish/scheduler/pulse.ex has been updated.'),
    llm(m, chat('You are Claude Code...', goal), [call('Bash', { command: 'mix test test/lanternfish/scheduler' }, 'toolu_' + N.b62(24))]),
    tool('Bash', { command: 'mix test test/lanternfish/scheduler' }, `Running ExUnit with seed: ${N.int(1000, 999999)}, max_cases: 20\n\n.....\nFinished in ${N.secs(0.05, 0.4)} seconds (0.00s async, 0.${N.int(10, 99)}s sync)\n5 tests, 0 failures`),
    llm(m, chat('You are Claude Code...', goal), 'Fixed the ms conversion in Pulse.interval/0 (×1000, not ×100); scheduler tests pass.'),
  ];
  return row(F, 2, { isolates: 'Grep for the heartbeat first finds nothing and then 214 dependency hits; a new clue (the telemetry event name, scoped to lib/) locates the bug, which is fixed and tested.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 03: Moatless Tools, Java: semantic search misses, FindClass from stack trace hits
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'bramblecache (Java): issue #640 — `NullPointerException` when evicting an entry whose weigher returns 0. Stack trace: at io.bramble.cache.SegmentedLru.evictOne(SegmentedLru.java:212).';
  const m = 'gpt-4o-2024-08-06';
  const ch = [
    llm(m, chat('You are an autonomous AI assistant...', goal), { thoughts: 'Search for the eviction logic semantically.', action: { name: 'SemanticSearch', query: 'evict entry with zero weight', category: 'implementation' } }),
    tool('SemanticSearch', { query: 'evict entry with zero weight', category: 'implementation' }, 'Found 3 code sections:\n- src/main/java/io/bramble/cache/stats/WeightHistogram.java record(long)\n- src/main/java/io/bramble/cache/Weigher.java singleton()\n- docs/eviction.md (not code)'),
    llm(m, chat('You are an autonomous AI assistant...', goal), { thoughts: 'Those are not the eviction path. The stack trace names the class and method exactly: SegmentedLru.evictOne. Use FindFunction.', action: { name: 'FindFunction', class_name: 'SegmentedLru', function_name: 'evictOne' } }),
    tool('FindFunction', { class_name: 'SegmentedLru', function_name: 'evictOne' }, 'src/main/java/io/bramble/cache/SegmentedLru.java\n```java\n205    private void evictOne() {\n206        Node<K, V> victim = probation.peekFirst();\n207        if (victim == null) {\n208            victim = protectedSeg.peekFirst();\n209        }\n210        // zero-weight nodes are never linked into probation\n211        Node<K, V> next = victim.next;\n212        weightedSize -= victim.weight + next.weight;\n```'),
    llm(m, chat('You are an autonomous AI assistant...', goal), { thoughts: 'Line 212 dereferences victim.next, which is null when the victim is the last node, and adds next.weight for no reason. Only the victim\'s weight should be subtracted; also guard the null victim.', action: { name: 'StringReplace', path: 'src/main/java/io/bramble/cache/SegmentedLru.java', old_str: '        Node<K, V> next = victim.next;\n        weightedSize -= victim.weight + next.weight;', new_str: '        if (victim == null) {\n            return;\n        }\n        weightedSize -= victim.weight;' } }),
    tool('StringReplace', { path: 'src/main/java/io/bramble/cache/SegmentedLru.java' }, 'The file src/main/java/io/bramble/cache/SegmentedLru.java has been edited.'),
    llm(m, chat('You are an autonomous AI assistant...', goal), { thoughts: 'Run the cache tests.', action: { name: 'RunTests', test_files: ['src/test/java/io/bramble/cache/SegmentedLruTest.java'] } }),
    tool('RunTests', { test_files: ['src/test/java/io/bramble/cache/SegmentedLruTest.java'] }, `[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: ${N.secs(0.3, 1.5)} s -- in io.bramble.cache.SegmentedLruTest\n[INFO] BUILD SUCCESS`),
    llm(m, chat('You are an autonomous AI assistant...', goal), { thoughts: 'Fixed; finishing.', action: { name: 'Finish', finish_reason: 'NPE in evictOne fixed, tests pass' } }),
  ];
  return row(F, 3, { isolates: 'A semantic search returns irrelevant code, then a lookup by the class and method named in the stack trace finds the bug; it is fixed and tests pass.', loop: false, stagnation: false, goal,
    root: agent('moatless.AgenticLoop', { instance: 'bramblecache-640' }, { status: 'finished' }, ch, { style: 'moatless-tools' }) });
}
export const rows = () => [r1(), r2(), r3()];
