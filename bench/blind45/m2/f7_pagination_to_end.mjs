import { mk, span } from './lib.mjs';
export const family = 'pagination_to_end';
export const loop = false;
export const stagnation = false;
function pages(L, R, name, baseArgs, lists, fmt) {
  const out = []; let cur = null;
  lists.forEach((items, i) => { const next = i < lists.length - 1 ? R.cursor() : null; out.push(L.tool(name, { ...baseArgs, ...(cur ? { cursor: cur } : {}) }, fmt(items, next, i))); cur = next; });
  return out;
}
export const rows = [
  { domain: 'cigar lounge humidor lockers', style: 'vercel', build(R) {
    const L = mk('vercel', R); const goal = 'List all humidor lockers whose rental expires this month and summarise.';
    const lists = [['L-04 Moreau', 'L-11 Chen', 'L-19 Abara'], ['L-23 Lind', 'L-31 Okoye'], ['L-40 Rossi']];
    const ch = [L.llm({ prompt: goal }, '', [{ name: 'listLockers', args: { expiring: '2025-04' } }]), ...pages(L, R, 'listLockers', { expiring: '2025-04' }, lists, (it, n) => ({ lockers: it, next_cursor: n, has_more: !!n })), L.llm({ prompt: goal }, '6 lockers expire in April: L-04, L-11, L-19, L-23, L-31, L-40.', [])];
    return { isolates: 'Three pages each with new lockers, the last saying has_more false, then a summary.', goal, root: L.agent('lounge', { prompt: goal }, { finishReason: 'stop' }, ch) };
  } },
  { domain: 'bobsleigh track run times', style: 'openinference', build(R) {
    const L = mk('openinference', R); const goal = 'Collect all two-man training run times from last week and find the fastest start.';
    const lists = [[['GER-2', 4.91], ['SUI-1', 4.98]], [['LAT-1', 4.87], ['CAN-3', 5.02]], [['GBR-1', 4.95]]];
    const ch = [...pages(L, R, 'get_runs', { class: '2-man', week: '2025-W03' }, lists, (it, n, i) => ({ data: it.map(([s, t]) => ({ sled: s, start_s: t, run_id: R.int(1000, 9999) })), links: { next: n ? `/runs?page=${i + 2}` : null }, served: R.http() })), L.llm([L.user(goal)], '5 runs across 3 pages; fastest start is LAT-1 at 4.87 s.', [])];
    return { isolates: 'Paging by next link through new run records to a null link, then an answer.', goal, root: L.agent('track-analyst', { goal }, { answer: 'LAT-1 4.87 s' }, ch) };
  } },
  { domain: 'water taxi trip logs', style: 'autogen', build(R) {
    const L = mk('autogen', R); const goal = 'Total the fares from all water taxi trips on 2 August.';
    const lists = [[18, 22, 15, 30], [12, 40], [25]];
    const ch = [L.llm([{ source: 'user', content: goal }], '', [{ name: 'trips', args: { date: '2025-08-02' } }]), ...pages(L, R, 'trips', { date: '2025-08-02' }, lists, (it, n, i) => `page ${i + 1}: ${it.map((f) => `TX${R.int(100, 999)} €${f}`).join(', ')} | next=${n ?? 'END'}`), L.llm([], 'Seven trips, total fares €162. TERMINATE', [])];
    return { isolates: 'Plain-text pages with new trips until next=END, then the total.', goal, root: span('agent', 'autogen.AssistantAgent', { task: goal }, { stop_reason: 'Text \'TERMINATE\' mentioned' }, ch) };
  } },
  { domain: 'chainmail reenactment society kit register', style: 'crewai', build(R) {
    const L = mk('crewai', R); const goal = 'Find every hauberk on loan from the society armoury and list borrowers.';
    const lists = [['H-01 to Ade', 'H-03 to Mirela'], ['H-07 to Bryn'], []];
    const ch = [...pages(L, R, 'Armoury Search', { item: 'hauberk', status: 'on_loan' }, lists, (it, n, i) => ({ page: i + 1, results: it, total: 3, next: n })), L.llm([L.user(goal)], 'Thought: I have all results.\nFinal Answer: 3 hauberks on loan: H-01 (Ade), H-03 (Mirela), H-07 (Bryn).', [])];
    return { isolates: 'Pages with new loans and a final empty page with next null; then the final answer.', goal, root: L.agent('Armoury', {}, { raw: '3 hauberks on loan' }, ch) };
  } },
  { domain: 'birch sap tapping records', style: 'mlflow', build(R) {
    const L = mk('mlflow', R); const goal = 'Compute the average sap yield per tap across all tapping records this spring.';
    const lists = [[3.1, 2.8, 4.0], [3.6, 2.2], [3.9, 3.3]];
    const ch = [...pages(L, R, 'query_records', { season: 2025 }, lists, (it, n) => ({ records: it.map((y) => ({ tap: 'T' + R.int(100, 999), litres: y })), continuationToken: n })), L.llm([L.user(goal)], 'Seven taps across three pages; average yield 3.27 L per tap.', [])];
    return { isolates: 'Continuation-token paging with new records every page until the token is null.', goal, root: span('chain', 'AgentExecutor', { input: goal }, { output: '3.27 L' }, ch) };
  } },
  { domain: 'matcha importer lot certificates', style: 'langfuse', build(R) {
    const L = mk('langfuse', R); const goal = 'List all ceremonial-grade matcha lots whose radiation test certificate is missing.';
    const lists = [['UJI-221'], ['KAG-118', 'NIS-040'], ['UJI-230']];
    const ch = [L.llm([L.user(goal)], '', [{ name: 'lots', args: { grade: 'ceremonial', cert: 'missing' } }]), ...pages(L, R, 'lots', { grade: 'ceremonial', cert: 'missing' }, lists, (it, n) => ({ headers: { link: n ? `<https://erp.example/lots?after=${n}>; rel="next"` : '', 'x-request-id': R.req() }, body: it })), L.llm([], 'Four lots are missing certificates: UJI-221, KAG-118, NIS-040, UJI-230.', [])];
    return { isolates: 'Link-header paging brings new lots until there is no next link, then the list is reported.', goal, root: L.agent('importer-agent', { goal }, { ok: true }, ch) };
  } },
];
