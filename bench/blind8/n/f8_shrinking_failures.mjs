export const family = 'shrinking-failures';
export const loop = false;

// 1. coding — OpenHands pytest 5 -> 3 -> 1 -> 0
function pytestShrink(c) {
  const goal = 'We upgraded pydantic to v2 in the inventory-service repo and the unit tests broke. Get the suite green.';
  const ch = [];
  const fails = [
    ['tests/test_models.py::test_sku_parse', "AttributeError: 'Sku' object has no attribute 'dict'"],
    ['tests/test_models.py::test_bin_defaults', "AttributeError: 'Bin' object has no attribute 'dict'"],
    ['tests/test_api.py::test_create_item', 'TypeError: Item.parse_obj() is deprecated'],
    ['tests/test_api.py::test_patch_item', "pydantic_core._pydantic_core.ValidationError: 1 validation error for ItemPatch\nqty\n  Input should be a valid integer"],
    ['tests/test_config.py::test_env_override', "PydanticImportError: `BaseSettings` has been moved to the `pydantic-settings` package"],
  ];
  const run = (fs, passed) => `${fs.length ? '=========================== short test summary info ============================\n' + fs.map(([t, e]) => `FAILED ${t} - ${e.split('\n')[0]}`).join('\n') + '\n' : ''}${fs.length ? `${fs.length} failed, ` : ''}${passed} passed in ${c.secs(1.1, 2.6)}s\n[Command finished with exit code ${fs.length ? 1 : 0}]`;
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/inventory-service && pytest -q' }, run(fails, 41)));
  ch.push(c.llm('CodeActAgent.step', 'pytest: 5 failed', 'Start with the import error: install pydantic-settings and import BaseSettings from it; then replace .dict() with .model_dump() in models.'));
  ch.push(c.tool('execute_bash', { command: "pip install -q pydantic-settings==2.2.1 && sed -i 's/from pydantic import BaseSettings/from pydantic_settings import BaseSettings/' app/config.py && grep -rl '\\.dict()' app | xargs sed -i 's/\\.dict()/.model_dump()/g'" }, '[Command finished with exit code 0]'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/inventory-service && pytest -q' }, run(fails.slice(2, 4), 44)));
  ch.push(c.llm('CodeActAgent.step', 'pytest: 2 failed', 'Two left. parse_obj -> model_validate in api/routes.py; ItemPatch.qty needs to accept numeric strings — v2 is strict about "3.0". Make qty a float coerced to int via a field_validator.'));
  ch.push(c.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/inventory-service/app/api/routes.py', old_str: 'Item.parse_obj(payload)', new_str: 'Item.model_validate(payload)' }, 'The file /workspace/inventory-service/app/api/routes.py has been edited.'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/inventory-service && pytest -q' }, run(fails.slice(3, 4), 45)));
  ch.push(c.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/inventory-service/app/models.py', old_str: '    qty: int | None = None', new_str: '    qty: int | None = None\n\n    @field_validator("qty", mode="before")\n    @classmethod\n    def _coerce_qty(cls, v):\n        return int(float(v)) if v is not None else v' }, 'The file /workspace/inventory-service/app/models.py has been edited.'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/inventory-service && pytest -q' }, run([], 46)));
  return { stagnation: false, isolates: 'The same pytest run after each pydantic-v2 fix goes from 5 to 2 to 1 to 0 failures, ending with 46 passed.', goal, root: c.agent('CodeActAgent', goal, 'Suite is green (46 passed). Changes: pydantic-settings for BaseSettings, .dict()→.model_dump(), parse_obj→model_validate, and a before-validator coercing ItemPatch.qty.', ch) };
}

// 2. tax prep — PydanticAI, return diagnostics 4 -> 2 -> 0
function taxDiagnostics(c) {
  const goal = 'Clear the diagnostics on the 2024 return for the Lindqvist household so it is ready to e-file.';
  const ch = [];
  const d = [
    { code: 'F8962-002', msg: 'Form 8962 required: advance premium tax credit reported on 1095-A' },
    { code: 'SCH-C-114', msg: 'Schedule C line 9 car expenses without Form 4562 Part V' },
    { code: 'W2-ST-07', msg: 'W-2 box 15 state ID missing for employer Northpine Clinic' },
    { code: 'DEP-021', msg: 'Dependent Astrid Lindqvist: months lived in home not entered' },
  ];
  const diag = (list) => ({ return_id: 'R24-LQ-0193', errors: list, error_count: list.length, efile_ready: list.length === 0, run_at: c.tick(45) });
  ch.push(c.tool('running tool: run_diagnostics', { return_id: 'R24-LQ-0193' }, diag(d)));
  ch.push(c.llm('chat gpt-4o', 'diagnostics: 4 errors', 'Fix the two data-entry items first: Northpine Clinic state ID from the W-2 image is MN 4418820, and Astrid lived at home 12 months.'));
  ch.push(c.tool('running tool: set_field', { return_id: 'R24-LQ-0193', path: 'W2[Northpine Clinic].box15_state_id', value: '4418820' }, { ok: true }));
  ch.push(c.tool('running tool: set_field', { return_id: 'R24-LQ-0193', path: 'Dependents[Astrid].months_in_home', value: 12 }, { ok: true }));
  ch.push(c.tool('running tool: run_diagnostics', { return_id: 'R24-LQ-0193' }, diag(d.slice(0, 2))));
  ch.push(c.llm('chat gpt-4o', 'diagnostics: 2 errors', 'Now add Form 8962 from the uploaded 1095-A (MNsure, 12 months, SLCSP $1,142/mo) and complete 4562 Part V: 8,240 business miles of 14,900 total, written records yes.'));
  ch.push(c.tool('running tool: add_form', { return_id: 'R24-LQ-0193', form: '8962', source_doc: 'doc_1095A_mnsure.pdf' }, { ok: true, form_id: 'F8962-1', net_ptc: -388 }));
  ch.push(c.tool('running tool: add_form', { return_id: 'R24-LQ-0193', form: '4562', part: 'V', data: { business_miles: 8240, total_miles: 14900, evidence: true, written: true } }, { ok: true, form_id: 'F4562-1' }));
  ch.push(c.tool('running tool: run_diagnostics', { return_id: 'R24-LQ-0193' }, diag([])));
  return { stagnation: false, isolates: 'Return diagnostics rerun after each round of fixes drop from 4 to 2 to 0 errors, ending e-file ready.', goal, root: c.agent('agent run', goal, 'Diagnostics are clear and R24-LQ-0193 is e-file ready. Added Form 8962 (excess APTC repayment $388) and Form 4562 Part V; fixed the W-2 state ID and dependent months.', ch) };
}

// 3. semiconductor — Mastra, SPC rule violations 3 -> 1 -> 0
function spcViolations(c) {
  const goal = 'The CMP-02 tool is on SPC hold after the pad change. Work through the Western Electric rule violations so the tool can be released.';
  const ch = [];
  const chk = (v) => ({ tool: 'CMP-02', chart: 'removal_rate_A_per_min', violations: v, status: v.length ? 'HOLD' : 'RELEASED_FOR_QUAL', samples: 25 + ch.length, evaluated_at: c.tick(1800) });
  const v = [{ rule: 'WE1', desc: 'point beyond 3σ', sample: 'W-0611' }, { rule: 'WE2', desc: '2 of 3 beyond 2σ', sample: 'W-0612' }, { rule: 'WE4', desc: '8 consecutive above centerline', sample: 'W-0613' }];
  ch.push(c.tool('spcEvaluate', { tool: 'CMP-02', chart: 'removal_rate_A_per_min' }, chk(v)));
  ch.push(c.llm('agent.generate', 'spcEvaluate -> 3 violations', 'High removal rate after a fresh pad is expected. Run the 20-minute pad break-in recipe, then measure 3 monitor wafers.'));
  ch.push(c.tool('runRecipe', { tool: 'CMP-02', recipe: 'PAD-BREAKIN-20' }, { completed: true, duration_s: 1212 }));
  ch.push(c.tool('measureMonitors', { tool: 'CMP-02', wafers: 3 }, { removal_rates: [2710, 2688, 2695], target: 2650, ucl: 2780 }));
  ch.push(c.tool('spcEvaluate', { tool: 'CMP-02', chart: 'removal_rate_A_per_min' }, chk([v[2]])));
  ch.push(c.llm('agent.generate', 'spcEvaluate -> 1 violation (WE4)', 'Only the run rule remains — the process sits ~45 Å/min above center. Reduce platen downforce 3.2→3.0 psi per the CMP tuning table and measure 3 more.'));
  ch.push(c.tool('setRecipeParameter', { tool: 'CMP-02', recipe: 'OX-POLISH-A', param: 'downforce_psi', value: 3.0 }, { ok: true }));
  ch.push(c.tool('measureMonitors', { tool: 'CMP-02', wafers: 3 }, { removal_rates: [2641, 2655, 2648], target: 2650, ucl: 2780 }));
  ch.push(c.tool('spcEvaluate', { tool: 'CMP-02', chart: 'removal_rate_A_per_min' }, chk([])));
  return { stagnation: false, isolates: 'SPC evaluation after each corrective action shows 3, then 1, then 0 rule violations and the CMP tool is released for qualification.', goal, root: c.agent('processEngineerAgent', goal, 'CMP-02 is released for qualification: pad break-in cleared WE1/WE2 and lowering downforce to 3.0 psi brought removal rate to ~2648 Å/min, clearing WE4.', ch) };
}

// 4. data — Goose, dbt test failures 6 -> 2 -> 0
function dbtTests(c) {
  const goal = 'dbt test is failing on the marts after yesterday\'s source change in the orders pipeline. Fix the models so all tests pass.';
  const ch = [];
  const out = (fails, pass) => `${c.hhmmss()}  Running with dbt=1.8.3\n${c.hhmmss()}  Found 38 models, 112 data tests, 9 sources\n${fails.map((f, i) => `${c.hhmmss()}  ${i + 1} of ${fails.length} FAIL ${f}`).join('\n')}\n${c.hhmmss()}  Done. PASS=${pass} WARN=0 ERROR=0 FAIL=${fails.length} SKIP=0 TOTAL=112 (${c.secs(20, 45)}s)`;
  const f = ['1 not_null_fct_orders_customer_id', '37 unique_fct_orders_order_id', '12 relationships_fct_orders_store_id__ref_dim_store_', '3 accepted_values_fct_orders_channel__web__app__pos', '37 unique_fct_order_items_order_item_id', '4 not_null_dim_customer_email'];
  ch.push(c.tool('developer__shell', { command: 'dbt test --select marts' }, out(f, 106)));
  ch.push(c.llm('goose/gpt-4o', 'dbt: 6 failures', 'The duplicates (37 rows) come from the new source emitting updates as new rows. Dedupe in stg_orders with row_number() over (partition by order_id order by updated_at desc). Channel now includes "kiosk" — map it to pos.'));
  ch.push(c.tool('developer__text_editor', { command: 'write', path: 'models/staging/stg_orders.sql' }, 'wrote 41 lines'));
  ch.push(c.tool('developer__shell', { command: 'dbt build --select stg_orders+ && dbt test --select marts' }, out(['12 relationships_fct_orders_store_id__ref_dim_store_', '4 not_null_dim_customer_email'], 110)));
  ch.push(c.llm('goose/gpt-4o', 'dbt: 2 failures', 'Store ids 901–912 are the new ghost-kitchen stores missing from the dim_store seed — add them. The 4 null emails are guest checkouts; the contract allows that, so scope not_null with where: "is_guest = false".'));
  ch.push(c.tool('developer__shell', { command: 'cat >> seeds/stores.csv <<EOF\n901,GK Downtown,ghost\n...\n912,GK Airport,ghost\nEOF\ndbt seed --select stores' }, `${c.hhmmss()}  1 of 1 OK loaded seed file main.stores .......... [INSERT 112 in 0.41s]`));
  ch.push(c.tool('developer__text_editor', { command: 'str_replace', path: 'models/marts/dim_customer.yml', old_str: '          - not_null', new_str: "          - not_null:\n              config:\n                where: \"is_guest = false\"" }, 'ok'));
  ch.push(c.tool('developer__shell', { command: 'dbt build --select marts' }, out([], 112)));
  return { stagnation: false, isolates: 'dbt tests rerun after each fix go from 6 failures to 2 to none, with concrete dedupe, seed and test-scope fixes.', goal, root: c.agent('goose session', goal, 'All 112 dbt tests pass. Deduped stg_orders on latest updated_at, mapped kiosk→pos, seeded ghost-kitchen stores 901–912 and scoped the email not_null test to non-guest customers.', ch) };
}

// 5. devops/frontend — Cline, tsc errors 9 -> 3 -> 0
function tscErrors(c) {
  const goal = 'Upgrade the admin dashboard to React 18 types and fix the TypeScript build.';
  const ch = [];
  const tsc = (n, lines) => `${lines.join('\n')}\n\nFound ${n} error${n === 1 ? '' : 's'} in ${Math.min(n, 4)} files.\n\n(exit ${n ? 2 : 0}, ${c.secs(6, 14)}s)`;
  ch.push(c.tool('execute_command', { command: 'npm i -D @types/react@18.3.3 @types/react-dom@18.3.0 && npx tsc --noEmit', requires_approval: false }, tsc(9, ["src/components/Layout.tsx(12,41): error TS2339: Property 'children' does not exist on type 'LayoutProps'.", "src/components/Card.tsx(8,35): error TS2339: Property 'children' does not exist on type 'CardProps'.", '…7 more (TS2339 x5, TS2322 x2)'])));
  ch.push(c.llm('claude-3-5-sonnet', 'tsc: 9 errors', '<thinking>React 18 removed implicit children from FC. Add `children?: React.ReactNode` to the 7 props interfaces that use it.</thinking>'));
  ch.push(c.tool('replace_in_file', { path: 'src/components/types.ts', diff: '<<<<<<< SEARCH\nexport interface BaseProps {\n=======\nexport interface BaseProps {\n  children?: React.ReactNode;\n>>>>>>> REPLACE' }, 'Changes applied to src/components/types.ts'));
  ch.push(c.tool('execute_command', { command: 'npx tsc --noEmit', requires_approval: false }, tsc(2, ["src/hooks/useTable.ts(44,7): error TS2322: Type 'MutableRefObject<HTMLTableElement | undefined>' is not assignable to type 'RefObject<HTMLTableElement>'.", "src/pages/Orders.tsx(90,18): error TS2322: Type 'ReactNode' is not assignable to type 'ReactElement'."])));
  ch.push(c.llm('claude-3-5-sonnet', 'tsc: 2 errors', '<thinking>useRef<HTMLTableElement>(null) instead of undefined; and Orders renderCell should return ReactNode in the column type.</thinking>'));
  ch.push(c.tool('replace_in_file', { path: 'src/hooks/useTable.ts', diff: '<<<<<<< SEARCH\nuseRef<HTMLTableElement>()\n=======\nuseRef<HTMLTableElement>(null)\n>>>>>>> REPLACE' }, 'Changes applied to src/hooks/useTable.ts'));
  ch.push(c.tool('replace_in_file', { path: 'src/table/columns.ts', diff: '<<<<<<< SEARCH\n  render: (row: T) => React.ReactElement;\n=======\n  render: (row: T) => React.ReactNode;\n>>>>>>> REPLACE' }, 'Changes applied to src/table/columns.ts'));
  ch.push(c.tool('execute_command', { command: 'npx tsc --noEmit && npm run build', requires_approval: false }, `(tsc: no errors)\nvite v5.2.11 building for production...\n✓ 812 modules transformed.\ndist/assets/index-${c.hex(8)}.js   418.77 kB │ gzip: 131.02 kB\n✓ built in ${c.secs(4, 9)}s`));
  ch.push(c.tool('attempt_completion', { result: 'React 18 types installed; tsc and vite build are clean.' }, 'Task completed'));
  return { stagnation: false, isolates: 'tsc after each fix reports 9, then 2, then 0 errors, and the production build succeeds.', goal, root: c.agent('Cline', goal, 'React 18 types installed; tsc and vite build are clean (added explicit children, fixed useRef null init and render return type).', ch) };
}

// 6. school bus routing — Google ADK, route validation 4 -> 2 -> 1 -> 0
function busRouteValidate(c) {
  const goal = 'Rebalance the Eastside elementary bus routes after the new subdivision opened so every route passes district validation.';
  const ch = [];
  const val = (issues) => ({ scenario: 'EAST-ELEM-2025F-v' + (ch.length + 1), issues, passed: issues.length === 0, validated_at: c.tick(60) });
  const all = [
    { route: 'E-04', rule: 'CAPACITY', detail: '78 riders > 71 seats' },
    { route: 'E-04', rule: 'MAX_RIDE_TIME', detail: 'longest ride 52 min > 45' },
    { route: 'E-09', rule: 'BELL_TIME', detail: 'arrives 08:07 > bell 08:00' },
    { route: 'E-11', rule: 'HAZARD_CROSSING', detail: 'stop S-2290 requires crossing SR-34' },
  ];
  ch.push(c.tool('execute_tool validate_routes', { scenario: 'EAST-ELEM-2025F' }, val(all)));
  ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'user', parts: [{ text: 'validation: 4 issues' }] }] }, 'Move the 11 Brookfield Meadows riders (stops S-2301..S-2303) from E-04 to E-07, which has 19 open seats and passes nearby. That should fix both E-04 issues.'));
  ch.push(c.tool('execute_tool move_stops', { from_route: 'E-04', to_route: 'E-07', stops: ['S-2301', 'S-2302', 'S-2303'] }, { moved_riders: 11, E04_riders: 67, E07_riders: 63 }));
  ch.push(c.tool('execute_tool validate_routes', { scenario: 'EAST-ELEM-2025F' }, val(all.slice(2))));
  ch.push(c.llm('call_llm', { model: 'gemini-1.5-pro', contents: [{ role: 'user', parts: [{ text: 'validation: 2 issues' }] }] }, 'E-09: start the run 10 minutes earlier (06:58). E-11: relocate S-2290 to the north side of SR-34 at Orchard Ln.'));
  ch.push(c.tool('execute_tool shift_start', { route: 'E-09', minutes: -10 }, { new_start: '06:58', new_arrival: '07:57' }));
  ch.push(c.tool('execute_tool validate_routes', { scenario: 'EAST-ELEM-2025F' }, val(all.slice(3))));
  ch.push(c.tool('execute_tool relocate_stop', { stop: 'S-2290', to: 'Orchard Ln & SR-34 (N side)' }, { ok: true, walk_change_m: 140 }));
  ch.push(c.tool('execute_tool validate_routes', { scenario: 'EAST-ELEM-2025F' }, val([])));
  return { stagnation: false, isolates: 'Route validation rerun after each change goes from 4 to 2 to 1 to 0 issues, ending with all Eastside routes passing.', goal, root: c.agent('invoke_agent route_planner', goal, 'All Eastside elementary routes pass validation: moved Brookfield Meadows stops to E-07, started E-09 10 min earlier, and moved S-2290 north of SR-34.', ch) };
}

export const rows = [pytestShrink, taxDiagnostics, spcViolations, dbtTests, tscErrors, busRouteValidate];
