import { agent, llm, tool, toolErr, span, user } from './lib.mjs';
export const meta = { family: 'shrinking_failures', loop: false, stagnation: false,
  isolates: 'A fix cycle whose failure count drops each round with a different fix each time, then done.' };
function cyc(N, name, runTool, counts, fixes, out) {
  const k = [];
  counts.forEach((c, i) => {
    N.tick(60);
    const o = out(c, i);
    k.push(c > 0 ? toolErr(runTool, { attempt: i + 1 }, `${c} failures`, o) : tool(runTool, { attempt: i + 1 }, o));
    if (fixes[i]) { k.push(llm(name, { messages: [user('fix')] }, fixes[i][0])); k.push(tool('edit_file', fixes[i][1], { ok: true, bytes: N.int(200, 4000) })); }
  });
  return k;
}
function s01(N) { const goal = 'Make `mvn verify` pass after the Spring Boot 3.3 upgrade in the invoicing service.';
  const kids = cyc(N, 'model_query', 'mvn -q verify', [6, 4, 1, 0], [
    ['Six failures, all jakarta.* import errors: switch javax.persistence to jakarta.persistence in the entities.', { path: 'src/main/java/inv/model', replace: 'javax.persistence->jakarta.persistence' }],
    ['Four left, now Hibernate 6 rejects the `@Type(type="json")` annotation; replace with @JdbcTypeCode(SqlTypes.JSON).', { path: 'InvoiceLine.java' }],
    ['One left: WebSecurityConfigurerAdapter removed; rewrite as SecurityFilterChain bean.', { path: 'SecurityConfig.java' }]],
    (c) => c ? `[ERROR] Tests run: 48, Failures: ${c}, Errors: 0\n[INFO] Total time:  ${N.dur()}\n[INFO] Finished at: ${N.isoOff('+01:00')}` : `[INFO] Tests run: 48, Failures: 0\n[INFO] BUILD SUCCESS\n[INFO] Total time:  ${N.dur()}`);
  kids.push(llm('model_query', {}, 'All 48 tests pass. Submitting.')); return { goal, isolates: 'SWE-agent style: 6, 4, 1, 0 test failures, three distinct fixes, then submit.', root: agent('swe-agent run', { problem_statement: goal }, { exit_status: 'submitted' }, kids) }; }
function s02(N) { const goal = 'Validate the new willow basket pattern file so every stake/weaver count is consistent.';
  const kids = cyc(N, 'chat gpt-4o', 'running tool: validate_pattern', [5, 2, 0], [
    ['Five rows have odd stake counts for a pairing weave; rows 3-7 need 24 stakes, not 23.', { rows: '3-7', stakes: 24 }],
    ['Remaining two: the border row uses 3-rod wale but lists 2 weavers; set weavers to 3 in rows 18 and 19.', { rows: '18-19', weavers: 3 }]],
    (c) => ({ errors: c, checked_rows: 19, run: N.uuid() }));
  kids.push(llm('chat gpt-4o', {}, 'Pattern validates cleanly with 0 errors.')); return { goal, isolates: 'Pydantic AI: pattern validator errors go 5, 2, 0 after two different fixes.', root: agent('agent run', { prompt: goal }, 'ok', kids, { 'logfire.span_type': 'span' }) }; }
function s03(N) { const goal = 'Fix failing PostGIS tests in the parcel-lookup API after the SRID change.';
  const kids = cyc(N, 'assistant', 'Bash', [7, 3, 1, 0], [
    ['Seven failures all from ST_Within comparing 4326 to 27700; transform the query point with ST_Transform.', { file: 'queries/within.sql' }],
    ['Three remain: the GiST index is on the old geometry column; add a migration to rebuild it on geom_27700.', { file: 'migrations/0042_idx.sql' }],
    ['One left: fixture coordinates are lat/lon swapped in test_edge_parcel; fix the fixture.', { file: 'tests/fixtures/edge.json' }]],
    (c) => `pytest -q\n${c ? `${c} failed, ${30 - c} passed` : '30 passed'} in ${N.dur()}`);
  kids.push(llm('assistant', {}, { content: [{ type: 'text', text: 'All 30 tests pass now.' }] })); return { goal, isolates: 'Claude Agent SDK: PostGIS test failures 7, 3, 1, 0 with three different fixes.', root: agent('claude-agent-sdk', { prompt: goal }, { subtype: 'success' }, kids) }; }
function s04(N) { const goal = 'Get the venison traceability export for November accepted by the food-standards portal.';
  const kids = cyc(N, 'ChatOpenAI', 'upload_export', [12, 5, 0], [
    ['12 rejections: carcass IDs missing the herd prefix DF-. Prefix them.', { column: 'carcass_id' }],
    ['5 left: kill dates in US format; convert to ISO 8601.', { column: 'kill_date' }]],
    (c) => ({ accepted: c === 0, rejected_rows: c, submission: N.job('FSA'), received: N.httpDate() }));
  kids.push(llm('ChatOpenAI', {}, 'Export accepted with 0 rejected rows.')); return { goal, isolates: 'LangSmith run: portal rejections 12, 5, 0 after two different data fixes.', root: agent('AgentExecutor', { input: goal }, 'done', kids, { ls_run_id: N.uuid() }) }; }
function s05(N) { const goal = 'Import the bagpipe maker\'s 2026 price list CSV into the shop.';
  const kids = cyc(N, 'ai.generateText.doGenerate', 'ai.toolCall importCsv', [9, 3, 0], [
    ['Nine errors: prices use comma decimals. Normalise to dot decimals.', { transform: 'decimal' }],
    ['Three left: SKUs for chanter reeds duplicated; suffix the cane/synthetic variants.', { transform: 'dedupe_sku' }]],
    (c) => JSON.stringify({ imported: 140 - c, errors: c }));
  kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'All 140 products imported.' })); return { goal, isolates: 'Vercel AI SDK: import errors 9, 3, 0 with different fixes.', root: agent('ai.generateText', { 'ai.prompt': goal }, {}, kids) }; }
function s06(N) { const goal = 'Get the storefront bundle under the 250 kB performance budget.';
  const kids = cyc(N, 'generate', 'bash: npm run size', [4, 2, 0], [
    ['Four chunks over budget; moment.js locale bundle is 160 kB — switch to date-fns.', { pkg: 'date-fns' }],
    ['Two over: lodash full import; use lodash-es per-method imports.', { pkg: 'lodash-es' }]],
    (c) => `size-limit: ${c} of 6 chunks over budget (main ${250 + c * 18} kB)`);
  kids.push(llm('generate', {}, 'All chunks within budget.')); return { goal, isolates: 'Inspect AI eval log: over-budget chunks 4, 2, 0 with different fixes.', root: agent('inspect_ai.solver', { sample_id: 'bundle-7', input: goal }, { score: 'C' }, kids) }; }
export const scenarios = [s01, s02, s03, s04, s05, s06];
