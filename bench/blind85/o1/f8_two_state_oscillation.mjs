// Loop 8: flipping between two states; each check in a state returns what it returned last time.
export const family = 'two_state_oscillation';
export const loop = true;

// 01: Continue agent (qwen2.5-coder:7b) toggling a feature flag between two failing test outcomes.
function s01(c) {
  c.model = 'qwen2.5-coder:7b';
  const goal = 'Make the whole test suite of cachekit pass. The new LRU cache sits behind USE_NEW_CACHE in cachekit/settings.py.';
  c.chat('You are Continue agent. Tools: builtin_read_file, builtin_edit_existing_file, builtin_run_terminal_command.', goal);
  const k = [];
  const run = (on) => `============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/ana/src/cachekit\ncollected 48 items\n\ntests/test_api.py ..........                                             [ 20%]\ntests/test_cache.py ${on ? '.........F......' : '................'} [ 54%]\ntests/test_metrics.py ${on ? '......................' : '.......F..............'} [100%]\n\n=================================== FAILURES ===================================\n${on ? '____________________________ test_eviction_order _____________________________\nE       AssertionError: assert [\'b\', \'c\', \'a\'] == [\'a\', \'b\', \'c\']' : '___________________________ test_hit_ratio_exposed ____________________________\nE       AttributeError: \'DictCache\' object has no attribute \'hit_ratio\''}\n=========================== short test summary info ============================\nFAILED ${on ? 'tests/test_cache.py::test_eviction_order' : 'tests/test_metrics.py::test_hit_ratio_exposed'}\n========================= 1 failed, 47 passed in ${c.dur(0.9, 3.5)} =========================`;
  const flip = (on, text) => {
    k.push(c.llm(text, [{ name: 'builtin_edit_existing_file', args: { filepath: 'cachekit/settings.py', changes: `USE_NEW_CACHE = ${on ? 'True' : 'False'}` } }]));
    k.push(c.tool('builtin_edit_existing_file', { filepath: 'cachekit/settings.py' }, `Applied: cachekit/settings.py (+1 -1)`));
    k.push(c.llm(null, [{ name: 'builtin_run_terminal_command', args: { command: 'pytest -q' } }]));
    k.push(c.tool('builtin_run_terminal_command', { command: 'pytest -q' }, run(on), { error: 'exit code 1' }));
  };
  k.push(c.llm(null, [{ name: 'builtin_read_file', args: { filepath: 'cachekit/settings.py' } }]));
  k.push(c.tool('builtin_read_file', { filepath: 'cachekit/settings.py' }, 'import os\n\nUSE_NEW_CACHE = False\nMAX_ENTRIES = int(os.getenv("CACHEKIT_MAX", 1024))\n'));
  k.push(c.llm(null, [{ name: 'builtin_run_terminal_command', args: { command: 'pytest -q' } }]));
  k.push(c.tool('builtin_run_terminal_command', { command: 'pytest -q' }, run(false), { error: 'exit code 1' }));
  flip(true, 'test_hit_ratio_exposed needs hit_ratio, which only the new LRU cache has. Turning USE_NEW_CACHE on.');
  flip(false, 'Now test_eviction_order fails with the new cache. The old cache passed that test, so I will switch the flag back.');
  flip(true, 'With the flag off, test_hit_ratio_exposed fails again. The new cache provides hit_ratio, so I will enable it.');
  flip(false, 'Eviction order fails again with the new cache. Reverting to the old cache.');
  flip(true, 'The metrics test needs the new cache. Enabling it.');
  const root = c.agent('continue.agent', { input: goal, mode: 'agent' }, { stopped: 'tool call limit' }, k, { continue: '1.0.4', ide: 'vscode 1.96', provider: 'ollama', sessionId: c.uuid() });
  return { goal, stagnation: false, isolates: 'USE_NEW_CACHE is flipped True/False/True/False/True; with True test_eviction_order always fails and with False test_hit_ratio_exposed always fails (same output per state apart from timings), and neither cache is fixed.', root };
}

// 02: browser-use style agent (gemma2:27b) toggling an "in stock" filter on a shop.
function s02(c) {
  c.model = 'gemma2:27b';
  const goal = 'On runnr.example, find men\'s trail running shoes in EU size 44 under 120 EUR that are in stock, and add the cheapest to the cart.';
  const k = [];
  const page = (inStock) => `[Start of page]\nTrail running shoes — Men\nFilters: [12]<input type=checkbox checked=${inStock} "In stock only"> [13]<select "Size">44</select> [14]<button "Price: up to 120 €">\n${inStock ? 'No products match your filters.\n[21]<a "Clear all filters">' : `Showing 12 of 12\n[30]<a "Ridgeline GTX 2 — 109,95 € — Sold out in 44">\n[31]<a "Skree Trail — 94,00 € — Sold out in 44">\n[32]<a "Mossback 5 — 119,00 € — Only online, sold out in 44">\n... 9 more, all "Sold out in 44"`}\n[End of page] (render ${c.ms(300, 1800)}ms, session ${c.hex(8)})`;
  const step = (n, ev, mem, goalTxt, action, inStock) => {
    k.push(c.span('llm', 'ChatOllama.ainvoke', { step: n, state: 'browser_state + screenshot(omitted)' }, { current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: goalTxt }, action: [action] }, [], { metadata: { model: c.model, input_tokens: c.int(3000, 7000), step: n } }));
    k.push(c.tool(Object.keys(action)[0], Object.values(action)[0], { extracted_content: `🖱️  Clicked button with index 12: In stock only`, include_in_memory: true }));
    k.push(c.tool('extract_page', { url: `https://runnr.example/men/trail?size=44&max_price=120${inStock ? '&in_stock=1' : ''}` }, page(inStock), { type: 'browser' }));
  };
  k.push(c.tool('go_to_url', { url: 'https://runnr.example/men/trail?size=44&max_price=120' }, { extracted_content: '🔗  Navigated to https://runnr.example/men/trail?size=44&max_price=120' }, { type: 'browser' }));
  step(1, 'Success - size and price filters applied.', 'Filtered size 44, max 120 EUR. 12 shoes, all sold out in 44.', 'Enable In stock only', { click_element: { index: 12 } }, true);
  step(2, 'Failed - no products with In stock only.', 'In stock filter shows nothing. Need to look at the full list.', 'Disable In stock only to see products', { click_element: { index: 12 } }, false);
  step(3, 'Success - 12 products visible but sold out in 44.', 'The shoes are sold out in 44. Need in-stock ones.', 'Enable In stock only', { click_element: { index: 12 } }, true);
  step(4, 'Failed - no products with In stock only.', 'In stock filter shows nothing. Need to look at the full list.', 'Disable In stock only to see products', { click_element: { index: 12 } }, false);
  step(5, 'Success - 12 products visible but sold out in 44.', 'The shoes are sold out in 44. Need in-stock ones.', 'Enable In stock only', { click_element: { index: 12 } }, true);
  const root = c.agent('browser_use.Agent.run', { task: goal, max_steps: 6 }, { is_done: false, errors: ['Max steps reached'] }, k, { browser_use: '0.1.40', headless: true, llm_base: 'http://localhost:11434', agent_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'The "In stock only" filter is clicked on and off five times; on always shows no products, off always shows the same 12 sold-out shoes, and the agent\'s memory/evaluation text repeats per state.', root };
}

// 03: vLLM chat log (Llama-3.1-8B) flipping a report query between two time zones.
function s03(c) {
  c.model = 'meta-llama/Llama-3.1-8B-Instruct';
  const goal = 'The finance report says 1405 paid orders on 2026-03-29 (DST change day). Reproduce that number from the warehouse and explain the difference from the dashboard.';
  c.chat('You are a data analyst. Tool: run_sql (Postgres 16, read-only).', goal);
  const k = [];
  const sql = (tz) => `SELECT count(*) FROM orders WHERE status = 'paid' AND (paid_at AT TIME ZONE '${tz}')::date = DATE '2026-03-29'`;
  const res = (tz) => ({ columns: ['count'], rows: [[tz === 'UTC' ? 1412 : 1398]], rowcount: 1, statement_timeout: '30s', duration: `${c.int(180, 900)}.${c.int(100, 999)} ms`, backend_pid: c.int(20000, 60000), query_id: c.hex(16) });
  k.push(c.llm(null, [{ name: 'run_sql', args: { sql: sql('UTC') } }]));
  k.push(c.tool('run_sql', { sql: sql('UTC') }, res('UTC')));
  k.push(c.llm('1412 in UTC, 7 more than the report. The report probably uses local time.', [{ name: 'run_sql', args: { sql: sql('Europe/Berlin') } }]));
  k.push(c.tool('run_sql', { sql: sql('Europe/Berlin') }, res('B')));
  k.push(c.llm('1398 in Berlin time, 7 fewer than 1405. Maybe UTC was right after all and I should check again.', [{ name: 'run_sql', args: { sql: sql('UTC') } }]));
  k.push(c.tool('run_sql', { sql: sql('UTC') }, res('UTC')));
  k.push(c.llm(null, [{ name: 'run_sql', args: { sql: sql('Europe/Berlin') + ';' } }]));
  k.push(c.tool('run_sql', { sql: sql('Europe/Berlin') + ';' }, res('B')));
  k.push(c.llm('Berlin gives 1398 again. Let me try UTC with the timezone written as Etc/UTC.', [{ name: 'run_sql', args: { sql: sql('Etc/UTC') } }]));
  k.push(c.tool('run_sql', { sql: sql('Etc/UTC') }, res('UTC')));
  k.push(c.llm(null, [{ name: 'run_sql', args: { sql: sql('CET') } }]));
  k.push(c.tool('run_sql', { sql: sql('CET') }, { error: null, ...res('B') }));
  k.push(c.llm('UTC 1412, Berlin 1398. Switching back to UTC to compare.', [{ name: 'run_sql', args: { sql: sql('UTC') } }]));
  k.push(c.tool('run_sql', { sql: sql('UTC') }, res('UTC')));
  k.push(c.llm(null, [], { output: { role: 'assistant', content: '' }, finish: 'length', error: 'BadRequestError: This model\'s maximum context length is 8192 tokens. However, you requested 8311 tokens.' }));
  const root = c.agent('vllm-chat-session', { prompt: goal }, null, k, { server: 'vllm 0.6.4.post1', base_url: 'http://10.20.0.7:8000/v1', request_ids: `chatcmpl-${c.hex(32)}` });
  root.error = 'BadRequestError: maximum context length exceeded';
  return { goal, stagnation: false, isolates: 'The same count query is flipped between UTC and Berlin time three cycles (also spelled Etc/UTC and CET) and always returns 1412 or 1398 respectively; the agent never tries another definition (e.g. created_at or status history) to reach 1405.', root };
}
export const scenarios = [s01, s02, s03];
