import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;

// Row 01: LangGraph supervisor routes to the same "researcher" worker four times with different vendor questions.
function r1(c) {
  const goal = 'Assess whether we should adopt "Quayside" as our feature-flag vendor: pricing for 40 seats, SOC 2 status, SLA, and SDK support for Elixir and Kotlin. Give a recommendation.';
  const ch = []; const sup = (t, next) => ch.push({ type: 'chain', name: 'supervisor', input: { messages: '<state>' }, output: { next }, children: [llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, t, [['route', { next }]]))], metadata: { langgraph_node: 'supervisor' } });
  const work = (task, q, res, summary) => ch.push({ type: 'agent', name: 'researcher', input: { task }, output: { content: summary }, children: [llm('ChatOpenAI', { model: 'gpt-4.1-mini' }, oaOut(c, null, [['web_fetch', { url: q }]])), tool('web_fetch', { url: q }, res), llm('ChatOpenAI', { model: 'gpt-4.1-mini' }, oaOut(c, summary))], metadata: { langgraph_node: 'researcher' } });
  sup('Start with pricing.', 'researcher');
  work('Find Quayside pricing for 40 seats.', 'https://quayside.dev/pricing', `<div class="tier"><h3>Team</h3><p>$20/seat/mo, up to 25 seats</p></div><div class="tier"><h3>Business</h3><p>$32/seat/mo, 26–200 seats, annual</p></div><!-- build ${c.hex(7)} -->`, 'Pricing: 40 seats fall in Business at $32/seat/month → $15,360/year.');
  sup('Pricing done. Now security: SOC 2.', 'researcher');
  work('Find Quayside SOC 2 status.', 'https://trust.quayside.dev', { controls: 'SOC 2 Type II', period: '2025-01-01 to 2025-12-31', auditor: 'Prescient Assurance', report: 'available under NDA' }, 'Security: SOC 2 Type II for calendar 2025, report under NDA.');
  sup('Next the SLA.', 'researcher');
  work('Find Quayside uptime SLA and credits.', 'https://quayside.dev/legal/sla', 'Business plan: 99.95% monthly uptime for flag evaluation API. Credits: 10% below 99.95%, 25% below 99.5%. Status page: status.quayside.dev.', 'SLA: 99.95% on Business, credits 10%/25%.');
  sup('Finally SDK support for Elixir and Kotlin.', 'researcher');
  work('Check Quayside SDKs for Elixir and Kotlin.', 'https://api.github.com/orgs/quayside/repos?per_page=100', [{ name: 'quayside-kotlin', archived: false, pushed_at: '2026-02-27T10:11:00Z' }, { name: 'quayside-js' }, { name: 'quayside-go' }, { name: 'quayside-python' }], 'SDKs: official Kotlin SDK (active, last push 27 Feb 2026); no Elixir SDK — would need the OpenFeature REST provider.');
  sup('All four answers are in. Synthesise.', 'FINISH');
  ch.push(llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, 'Recommendation: adopt Quayside on Business ($15,360/yr for 40 seats; SOC 2 Type II 2025; 99.95% SLA). Gap: no Elixir SDK — budget ~3 days to wrap the OpenFeature REST provider for the billing service.')));
  const root = agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { status: 'done' }, ch, { metadata: { graph: 'supervisor_researcher', thread_id: c.uuid() } });
  return { goal, isolates: 'The supervisor routes to the same researcher node four times in a row, but each hand-off asks a different question and returns a new fact, followed by a synthesis.', stagnation: false, root };
}

// Row 02: AutoGen manager asks the same coder agent for three different functions; tests run each time.
function r2(c) {
  const goal = 'Add three helpers to the `tidepool` Python utils module: `chunked(iterable, n)`, `retry_async(fn, attempts)`, and `slugify(text)` (ASCII-only, max 60 chars), each with tests.';
  const ch = []; const turn = (who, content, kids) => ch.push({ type: 'agent', name: who, input: {}, output: { content }, children: kids });
  const L = (t) => llm('gpt-4o', { messages: '<chat>' }, t);
  const specs = [['chunked', 'Write `chunked(iterable, n)` yielding lists of size n, last one shorter; raise ValueError for n<1.', 'def chunked(iterable, n):\n    if n < 1: raise ValueError("n must be >= 1")\n    it = iter(iterable)\n    while batch := list(islice(it, n)):\n        yield batch', 4], ['retry_async', 'Write `retry_async(fn, attempts)` for coroutines with exponential backoff base 0.1s, re-raising the last error.', 'async def retry_async(fn, attempts=3, base=0.1):\n    for i in range(attempts):\n        try: return await fn()\n        except Exception:\n            if i == attempts - 1: raise\n            await asyncio.sleep(base * 2 ** i)', 3], ['slugify', 'Write `slugify(text)`: NFKD to ASCII, lowercase, non-alnum to "-", collapse dashes, cut to 60 chars without a trailing dash.', 'def slugify(text):\n    s = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()\n    s = re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")\n    return s[:60].rstrip("-")', 5]];
  let total = 0;
  for (const [name, ask, code, nt] of specs) {
    total += nt;
    turn('manager', ask, [L(`Next sub-task for coder: ${name}.`)]);
    turn('coder', name, [L('```python\n' + code + '\n```\nTests added in tests/test_' + name + '.py'), tool('write_file', { path: `tidepool/utils/${name}.py` }, 'ok')]);
    turn('executor', `pytest tests/test_${name}.py`, [tool('execute_code', { code: `pytest -q tests/test_${name}.py` }, `${'.'.repeat(nt)}\n${nt} passed in ${c.secs(0.05, 0.9)}s`)]);
  }
  turn('manager', 'wrap-up', [L(`All three helpers implemented with ${total} passing tests. Export them from tidepool.utils.__init__.`), tool('write_file', { path: 'tidepool/utils/__init__.py' }, 'ok'), tool('execute_code', { code: 'pytest -q' }, `${'.'.repeat(total + 31)}\n${total + 31} passed in ${c.secs(1, 3)}s`), L('Done. TERMINATE')]);
  const root = agent('autogen GroupChatManager', { message: goal }, { termination: 'TERMINATE' }, ch, { metadata: { autogen: '0.2.35', speaker_selection: 'round_robin' } });
  return { goal, isolates: 'The manager → coder → executor round repeats three times with the same shape and "ok"/"passed" outputs, but each round is a different function with its own tests, then an integration run.', stagnation: false, root };
}

// Row 03: CrewAI manager gives the same analyst agent three different regions' sales files; then synthesis.
function r3(c) {
  const goal = 'Summarise Q4 2025 sales for Alder & Finch (EMEA, APAC, Americas): revenue vs target, top product, and one risk per region, in one board-ready paragraph.';
  const ch = []; const L = (t) => llm('claude-3-5-sonnet', { messages: '<crew prompt>' }, t);
  const regions = [['EMEA', 'sales/q4_emea.csv', 'revenue 4.82M vs target 4.60M (+4.8%); top: Alder Loafer; risk: UK distributor contract ends Feb 2026'], ['APAC', 'sales/q4_apac.csv', 'revenue 2.11M vs target 2.40M (−12.1%); top: Finch Weekender bag; risk: Japan returns rate 9.4%'], ['Americas', 'sales/q4_amer.csv', 'revenue 6.37M vs target 6.10M (+4.4%); top: Alder Chelsea boot; risk: tariff change on leather imports']];
  for (const [r, f, res] of regions) {
    ch.push({ type: 'chain', name: 'Task', input: { description: `Analyse ${r} Q4 sales from ${f}`, agent: 'Sales Analyst' }, output: res, children: [L(`Thought: I need to read ${f}.\nAction: read_csv\nAction Input: {"path": "${f}"}`), tool('read_csv', { path: f }, { rows: c.int(800, 3000), columns: ['date', 'sku', 'product', 'units', 'revenue_eur', 'target_eur', 'returns'] }), L(`Thought: Aggregate revenue and compare to target.\nAction: pandas_query\nAction Input: {"expr": "df.revenue_eur.sum(), df.target_eur.sum(), df.groupby('product').revenue_eur.sum().idxmax()"}`), tool('pandas_query', { file: f }, res.split(';').slice(0, 2).join(';')), L(`Thought: I now know the final answer.\nFinal Answer: ${r}: ${res}`)], metadata: { crewai_task_id: c.uuid() } });
  }
  ch.push({ type: 'chain', name: 'Task', input: { description: 'Write board paragraph', agent: 'Board Writer' }, output: 'paragraph', children: [L('Thought: Combine the three regional results.\nFinal Answer: Q4 revenue was 13.30M EUR against a 13.10M target (+1.5%): EMEA (+4.8%, Alder Loafer) and the Americas (+4.4%, Chelsea boot) beat target while APAC missed by 12.1% (Weekender bag led). Risks: UK distributor renewal (EMEA), 9.4% returns in Japan (APAC), leather tariffs (Americas).')] });
  const root = agent('Crew', { inputs: { quarter: 'Q4 2025' } }, { final_output: 'Q4 revenue was 13.30M EUR against a 13.10M target (+1.5%) ...' }, ch, { metadata: { crewai: '0.86.0', process: 'sequential' } });
  return { goal, isolates: 'The same Sales Analyst runs the same three-step routine three times with near-identical thoughts, each on a different region file with different results, and a writer combines them.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
