import { kit } from './lib.mjs';
export const family = 'two_state_oscillation', loop = true;
const osc = (k, ch, n, mk) => { for (let i = 0; i < n; i++) ch.push(...mk(i % 2, i)); };
export const rows = [
{ n: '01', domain: 'ferris wheel operators', style: 'langsmith', stagnation: true,
  isolates: 'Agent flips the wheel controller between wind-hold profile A and B; each check in a profile returns the same interlock fault as last time; 2+ cycles.',
  goal: 'Clear the interlock fault on the riverside ferris wheel so the evening session can start.',
  build(id) { const { c, L, T, A } = kit(id, 'langsmith', 'gpt-4o'); const ch = [];
    const res = ['INTERLOCK 14: anemometer feed stale', 'INTERLOCK 22: brake pressure below threshold'];
    osc(0, ch, 4, (s) => [L({ messages: [] }, `Switching the controller to profile ${s ? 'B' : 'A'} to see whether the interlock clears.`, [{ name: 'set_profile', args: { profile: s ? 'B' : 'A' } }]), T('set_profile', { profile: s ? 'B' : 'A' }, { ok: true, plc: c.host('plc'), at: c.syslog() }), T('read_interlocks', {}, { active: [res[s]], scan_id: c.int(1e5, 9e5) })]);
    return A('LangGraph', { input: this.goal }, null, ch, { error: 'GraphRecursionError' }); } },
{ n: '02', domain: 'Playwright flaky test', style: 'anthropic', stagnation: false,
  isolates: 'Coding agent alternates a selector between getByRole and a CSS selector; each variant fails with the same error it produced before; two full cycles.',
  goal: 'Fix the failing checkout.spec.ts Playwright test.',
  build(id) { const { c, L, T, A } = kit(id, 'anthropic', 'claude-3-5-sonnet-20241022'); const ch = [];
    const sel = ["page.getByRole('button', { name: 'Pay now' })", "page.locator('#pay-btn')"];
    const err = ["TimeoutError: locator.click: Timeout 5000ms exceeded.\n  - waiting for getByRole('button', { name: 'Pay now' })", "Error: strict mode violation: locator('#pay-btn') resolved to 2 elements"];
    const why = ['Maybe the accessible name is the issue; switching to the role-based locator.', 'The role locator timed out, so an id selector should be more direct.', 'The id matched two elements; going back to the role locator which is unique.', 'Role locator times out; the id is faster, let me use #pay-btn.'];
    osc(0, ch, 4, (s, i) => [L([{ role: 'user', content: 'continue' }], why[i], [{ name: 'str_replace', args: { path: 'tests/checkout.spec.ts', new_str: `await ${sel[s]}.click();` } }]), T('str_replace', { path: 'tests/checkout.spec.ts' }, 'The file tests/checkout.spec.ts has been edited.'), T('bash', { command: 'npx playwright test checkout.spec.ts --reporter=line' }, `Running 1 test using 1 worker\n  1) [chromium] › checkout.spec.ts:12:5 › pays\n    ${err[s]}\n  1 failed (${c.secs(5, 9)})`, { error: 'exit code 1' })]);
    return A('claude-agent', { prompt: this.goal }, { subtype: 'error_max_turns' }, ch); } },
{ n: '03', domain: 'mochi shop inventory', style: 'gemini', stagnation: true,
  isolates: 'Stock agent toggles a report filter between "frozen" and "fresh" categories; each query returns the same rows as the last time in that state; 2 cycles.',
  goal: 'Find why daifuku stock counts differ between the till and the stock sheet.',
  build(id) { const { c, L, T, A } = kit(id, 'gemini', 'gemini-1.5-pro-002'); const ch = [];
    const out = [{ rows: [{ sku: 'DAI-STRAW-FZ', till: 40, sheet: 40 }], total: 1 }, { rows: [{ sku: 'DAI-MATCHA', till: 22, sheet: 22 }], total: 1 }];
    osc(0, ch, 5, (s) => [L({ contents: [] }, `Let me look at the ${s ? 'fresh' : 'frozen'} category to find the daifuku mismatch.`, [{ name: 'stock_query', args: { category: s ? 'fresh' : 'frozen', item: 'daifuku' } }]), T('stock_query', { category: s ? 'fresh' : 'frozen', item: 'daifuku' }, { ...out[s], generated: c.isoOff(), qid: c.hex(10) })]);
    return A('mochi_stock_agent', { goal: this.goal }, { stopped: 'max_steps' }, ch); } },
{ n: '04', domain: 'HAProxy backend weights', style: 'plain', stagnation: false,
  isolates: 'Ops agent moves traffic weight between backend pools blue and green; the p99 probe in each state returns the same latency as last time in that state; two cycles.',
  goal: 'Bring the p99 latency of the search API under 300 ms.',
  build(id) { const { c, L, T, A } = kit(id, 'plain', 'gpt-4o'); const ch = [];
    const p = ['p99=612ms p50=88ms', 'p99=598ms p50=91ms'];
    const why = ['Blue pool is newer hardware; send traffic there.', 'Blue did not help, green has warmer caches.', 'Green is no better; maybe blue needed time to warm up.', 'Blue still slow; green again in case caches are warm now.'];
    osc(0, ch, 4, (s, i) => [L([{ role: 'user', content: 'continue' }], why[i], [{ name: 'haproxy_cmd', args: { cmd: `set weight search/${s ? 'green' : 'blue'} 100` } }]), T('haproxy_cmd', { cmd: `set weight search/${s ? 'green' : 'blue'} 100` }, ''), T('probe_latency', { url: 'https://search.internal/q?term=test', n: 200 }, `${p[s]} errors=0 (host ${c.host('lb')}, ${c.log()})`)]);
    return A('sre_agent', { goal: this.goal }, { status: 'max_iterations' }, ch); } },
{ n: '05', domain: 'badminton club court booking', style: 'vercel', stagnation: true,
  isolates: 'Booking agent switches between the "Hall A" and "Hall B" tabs in the club portal; each tab shows the same full grid as before; 2+ cycles.',
  goal: 'Book a doubles court for Thursday 19:00 at the badminton club.',
  build(id) { const { c, L, T, A } = kit(id, 'vercel', 'gpt-4o-mini'); const ch = [];
    osc(0, ch, 5, (s) => [L({ messages: [] }, `Checking Hall ${s ? 'B' : 'A'} for a free 19:00 court on Thursday.`, [{ name: 'browser_click', args: { selector: `#tab-hall-${s ? 'b' : 'a'}` } }]), T('browser_click', { selector: `#tab-hall-${s ? 'b' : 'a'}` }, `<table class="grid" data-hall="${s ? 'B' : 'A'}" data-render="${c.hex(8)}"><tr><th>19:00</th><td class="full">Court ${s ? 5 : 1}</td><td class="full">Court ${s ? 6 : 2}</td></tr></table>`)]);
    return A('ai.generateText', { prompt: this.goal }, { finishReason: 'length' }, ch); } },
{ n: '06', domain: 'Shopify theme git branches', style: 'openai_responses', stagnation: false,
  isolates: 'Agent checks out main then the theme-redesign branch repeatedly to compare a Liquid error; each build in each branch returns the same output as before.',
  goal: 'Find which commit broke the collection page Liquid template.',
  build(id) { const { c, L, T, A } = kit(id, 'openai_responses', 'gpt-4.1'); const ch = [];
    const b = ['main', 'theme-redesign'], o = ['Theme check: 0 offenses', "Liquid error (sections/collection.liquid line 41): undefined method 'handleize'"];
    const why = ['Start from main as the baseline so I know whether the collection template renders cleanly there before blaming the redesign.', 'Now the redesign branch: if the handleize error only shows up here, the regression came in with the redesign merge.', 'Back to main to double-check the baseline is clean; perhaps the theme checker caches results between branches.', 'And the redesign branch once more, in case the earlier error was a stale asset compile artefact.'];
    osc(0, ch, 4, (s, i) => [L([{ role: 'user', content: 'next' }], why[i], [{ name: 'shell', args: { cmd: `git checkout ${b[s]} && shopify theme check` } }]), T('shell', { cmd: `git checkout ${b[s]} && shopify theme check` }, `Switched to branch '${b[s]}'\n${o[s]}\nChecked 212 files in ${c.secs()}`)]);
    return A('agent.run', { input: this.goal }, { status: 'incomplete' }, ch); } },
];
