import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Healthy: repeated test/fix rounds, but failures drop each round with a different fix, then done.
export default {
  family: 'converging_fix_cycle',
  loop: false,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'bronze sculpture foundry pour scheduler (coding)', style: 'OpenHands event stream',
      isolates: 'Test runs go 6 failed, 4, 1, 0 as the agent fixes a unit bug, then a timezone bug, then an off-by-one in crucible capacity; each edit is different and the run finishes.',
      goal: 'Make the pour-scheduler test suite pass after the switch from pounds to kilograms in crucible capacities.',
      build(n) {
        const k = [];
        const run = (failed, passed, tail) => tool('CmdRunAction', { command: 'cd /workspace/pourplan && python -m pytest -q' }, { content: `${tail}\n${failed ? failed + ' failed, ' : ''}${passed} passed in ${n.int(1, 9)}.${n.digits(2)}s`, exit_code: failed ? 1 : 0, hostname: 'runtime-' + n.hex(12) }, { metadata: { id: n.int(10, 99) } });
        k.push(run(6, 38, 'FAILED tests/test_crucible.py::test_capacity_large - AssertionError: 272.15 != 600\nFAILED tests/test_crucible.py::test_capacity_small - AssertionError: 45.36 != 100\nFAILED tests/test_pour_window.py::test_window_start - assert 13 == 14\nFAILED tests/test_pour_window.py::test_window_end - assert 15 == 16\nFAILED tests/test_plan.py::test_pours_per_day - assert 5 == 4\nFAILED tests/test_plan.py::test_bronze_c93200_split - assert 3 == 2'));
        k.push(llm('litellm.completion', { messages: [user('(pytest output)')] }, { choices: [{ message: { content: 'Two capacity tests show values divided by 2.2046, so `capacity_kg()` still converts from pounds although the YAML now stores kg. Removing the conversion in pourplan/crucible.py.' } }] }, { metadata: { model: 'claude-3-5-sonnet-20241022' } }));
        k.push(tool('FileEditAction', { path: 'pourplan/crucible.py', old_str: 'return self.capacity / 2.2046', new_str: 'return self.capacity' }, { content: 'The file pourplan/crucible.py has been edited. Here\'s the result of running `cat -n` on a snippet:\n    41\t    def capacity_kg(self):\n    42\t        return self.capacity' }, {}));
        k.push(run(4, 40, 'FAILED tests/test_pour_window.py::test_window_start - assert 13 == 14\nFAILED tests/test_pour_window.py::test_window_end - assert 15 == 16\nFAILED tests/test_plan.py::test_pours_per_day - assert 5 == 4\nFAILED tests/test_plan.py::test_bronze_c93200_split - assert 3 == 2'));
        k.push(llm('litellm.completion', { messages: [user('(pytest output)')] }, { choices: [{ message: { content: 'Capacity fixed. The pour windows are exactly one hour early: `pour_window()` builds naive datetimes and the fixture is Europe/Rome in summer (UTC+2 vs +1 assumed). Using zoneinfo for the foundry timezone.' } }] }, {}));
        k.push(tool('FileEditAction', { path: 'pourplan/window.py', old_str: 'datetime(d.year, d.month, d.day, h)', new_str: 'datetime(d.year, d.month, d.day, h, tzinfo=ZoneInfo(cfg.tz))' }, { content: 'The file pourplan/window.py has been edited.' }, {}));
        k.push(run(1, 43, 'FAILED tests/test_plan.py::test_bronze_c93200_split - assert 3 == 2'));
        k.push(llm('litellm.completion', { messages: [user('(pytest output)')] }, { choices: [{ message: { content: 'pours_per_day is fixed by the larger capacity. The last one: a 1,200 kg C93200 casting should split into 2 pours of 600 kg, but `ceil(weight / cap) + 1` adds an extra pour. Dropping the +1.' } }] }, {}));
        k.push(tool('FileEditAction', { path: 'pourplan/plan.py', old_str: 'math.ceil(weight / cap) + 1', new_str: 'math.ceil(weight / cap)' }, { content: 'The file pourplan/plan.py has been edited.' }, {}));
        k.push(run(0, 44, '............................................'));
        k.push(llm('litellm.completion', { messages: [user('(pytest output)')] }, { choices: [{ message: { content: 'All 44 tests pass. Summary: removed the leftover lb->kg conversion, made pour windows timezone-aware, fixed the off-by-one in pour splitting.' } }] }, {}));
        k.push(span('action', 'AgentFinishAction', null, { outputs: { task_completed: 'true' } }, [], {}));
        return agent('CodeActAgent', { task: 'Make the pour-scheduler tests pass after the kg switch.' }, { final_state: 'finished', iterations: 12 }, k, { metadata: { conversation_id: n.hex(32) } });
      },
    },
    {
      id: '02', domain: 'microgreens farm tray planner', style: 'Inspect AI eval log (sample events)',
      isolates: 'An Inspect sample where the agent\'s checker reports 5, then 2, then 0 constraint violations in a tray sowing plan, each fix addressing a different constraint, then submit() scores C.',
      goal: 'Produce a sowing plan for 96 trays across 4 racks (pea shoots, radish, sunflower) that satisfies the germination-room constraints checker.',
      build(n) {
        const k = [];
        const chk = (v, list) => tool('check_plan', { plan_file: 'plan.json' }, JSON.stringify({ violations: v, details: list, checked_at: n.iso(), checker: 'tray-rules@' + n.sha(7) }), { metadata: { event: 'tool', working_time: n.ms(100, 900) / 1000 } });
        k.push(llm('model', { input: [sys('You plan tray sowing. Use check_plan until it reports 0 violations, then submit.'), user('96 trays, 4 racks, pea/radish/sunflower.')] }, { choices: [{ message: { content: 'First draft: 32 trays per crop, racks 1-2 pea, rack 3 radish, rack 4 sunflower.', tool_calls: [tc(n.callId(), 'check_plan', { plan_file: 'plan.json' })] } }] }, { metadata: { event: 'model', model: 'openai/gpt-4o' } }));
        k.push(chk(5, ['rack1 exceeds 24 trays', 'rack2 exceeds 24 trays', 'sunflower blackout must be 4 days, got 2', 'radish and sunflower cannot share a humidity zone (rack3/rack4 both zone B)', 'pea soak time missing']));
        k.push(llm('model', { input: [user('5 violations')] }, { choices: [{ message: { content: 'Rebalancing to 24 trays per rack (pea 24+8 split across racks 1 and 3), setting sunflower blackout to 4 days and pea soak to 8 hours.', tool_calls: [tc(n.callId(), 'check_plan', { plan_file: 'plan.json' })] } }] }, { metadata: { event: 'model' } }));
        k.push(chk(2, ['radish and sunflower cannot share a humidity zone (rack3/rack4 both zone B)', 'rack3 mixes pea (8) with radish; pea needs zone A']));
        k.push(llm('model', { input: [user('2 violations')] }, { choices: [{ message: { content: 'Radish tolerates zone A, so radish moves to rack 2 and sunflower stays alone in zone B on rack 4; pea takes racks 1 and 3, with rack 3 reassigned to zone A.', tool_calls: [tc(n.callId(), 'check_plan', { plan_file: 'plan.json' })] } }] }, { metadata: { event: 'model' } }));
        k.push(chk(0, []));
        k.push(llm('model', { input: [user('0 violations')] }, { choices: [{ message: { content: 'The checker reports no violations. Submitting.', tool_calls: [tc(n.callId(), 'submit', { answer: 'plan.json' })] } }] }, { metadata: { event: 'model' } }));
        k.push(tool('submit', { answer: 'plan.json' }, 'plan.json', { metadata: { event: 'tool' } }));
        k.push(span('score', 'scorer:plan_valid', { target: 'valid' }, { value: 'C', explanation: '0 violations, 96 trays placed' }, [], { metadata: { event: 'score' } }));
        return agent('sample 7', { task: 'microgreens_tray_plan', epoch: 1 }, { score: 'C' }, k, { metadata: { eval_id: n.alnum(22), run_id: n.alnum(22), log: `logs/${n.isoNoMs().replace(/:/g, '-')}_tray-plan_${n.alnum(22)}.eval` } });
      },
    },
    {
      id: '03', domain: 'badminton club ladder app (TypeScript)', style: 'Vercel AI SDK (ai.streamText spans)',
      isolates: 'tsc reports 7 errors, then 3, then 1, then 0 as the agent fixes a renamed field, a nullable date and a union type in turn; build then passes.',
      goal: 'Fix the TypeScript build of the badminton club ladder app after upgrading the shared types package to v3.',
      build(n) {
        const k = [];
        const step = (text, name, args, out, err) => {
          const id = n.callId();
          k.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallId: id, toolName: name, args: JSON.stringify(args) }]), 'ai.response.msToFirstChunk': n.ms(200, 900) }, { metadata: { 'ai.model.id': 'claude-3-7-sonnet-20250219', 'ai.model.provider': 'anthropic.messages' } }));
          k.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': out }, err ? { error: err } : {}));
        };
        step('Running the type checker to see the damage.', 'runCommand', { cmd: 'pnpm tsc --noEmit' }, "src/ladder/rank.ts(14,22): error TS2339: Property 'rating' does not exist on type 'Player'.\nsrc/ladder/rank.ts(31,9): error TS2339: Property 'rating' does not exist on type 'Player'.\nsrc/ladder/challenge.ts(8,18): error TS2339: Property 'rating' does not exist on type 'Player'.\nsrc/ladder/challenge.ts(40,5): error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/ui/Row.tsx(12,30): error TS2339: Property 'rating' does not exist on type 'Player'.\nsrc/ui/Row.tsx(19,7): error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/api/match.ts(55,12): error TS2678: Type '\"walkover\"' is not comparable to type 'MatchResult'.\nFound 7 errors in 4 files.", 'exit 2');
        step('v3 renamed `rating` to `elo`. Replacing the four usages.', 'applyPatch', { files: ['src/ladder/rank.ts', 'src/ladder/challenge.ts', 'src/ui/Row.tsx'], replace: ['.rating', '.elo'] }, 'patched 3 files, 4 hunks');
        step('Type-checking again after the rename.', 'runCommand', { cmd: 'pnpm tsc --noEmit' }, "src/ladder/challenge.ts(40,5): error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/ui/Row.tsx(19,7): error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/api/match.ts(55,12): error TS2678: Type '\"walkover\"' is not comparable to type 'MatchResult'.\nFound 3 errors in 3 files.", 'exit 2');
        step('`lastPlayedAt` is nullable now for new members. In challenge.ts the deadline falls back to joinedAt; in Row.tsx we render "never".', 'applyPatch', { files: ['src/ladder/challenge.ts', 'src/ui/Row.tsx'] }, 'patched 2 files, 2 hunks');
        step('Type-checking once more; only the MatchResult error should remain.', 'runCommand', { cmd: 'pnpm tsc --noEmit' }, "src/api/match.ts(55,12): error TS2678: Type '\"walkover\"' is not comparable to type 'MatchResult'.\nFound 1 error in src/api/match.ts:55", 'exit 2');
        step('MatchResult is now `{kind: "played"|"retired"|"walkover"}` instead of a string union; switching on `result.kind`.', 'applyPatch', { files: ['src/api/match.ts'] }, 'patched 1 file, 1 hunk');
        step('Final check plus build.', 'runCommand', { cmd: 'pnpm tsc --noEmit && pnpm build' }, `vite v5.4.${n.int(1, 9)} building for production...\n✓ 212 modules transformed.\ndist/assets/index-${n.alnum(8)}.js  148.${n.int(10, 99)} kB │ gzip: 47.${n.int(10, 99)} kB\n✓ built in ${n.int(2, 6)}.${n.digits(2)}s`);
        k.push(llm('ai.streamText.doStream', {}, { 'ai.response.text': 'Build is green: renamed rating→elo, handled nullable lastPlayedAt, and switched MatchResult handling to the new discriminated union.', 'ai.response.finishReason': 'stop' }, {}));
        return agent('ai.streamText', { 'ai.prompt': 'Fix the TypeScript build of the badminton ladder app after the types v3 upgrade.' }, { 'ai.response.finishReason': 'stop' }, k, { metadata: { 'ai.telemetry.functionId': 'repo-fixer' } });
      },
    },
    {
      id: '04', domain: 'ramen shop ticket machine menu sync', style: 'SWE-agent trajectory',
      isolates: 'pytest goes from 4 failures to 2 to 0 across different fixes (yen rounding, sold-out flag, topping button order), then the agent submits.',
      goal: 'Fix the menu-sync service so the ticket machines show the new winter menu correctly (tests in tests/test_sync.py).',
      build(n) {
        const k = [];
        const q = (t) => k.push(llm('model.query', { history_tail: '...' }, t, { metadata: { model: 'gpt-4o', cost: n.int(5, 40) / 1000 } }));
        const b = (c, o) => k.push(tool('bash', c, o, {}));
        q('DISCUSSION\nLet me run the tests first.\n\n```\npytest tests/test_sync.py -q\n```');
        b('pytest tests/test_sync.py -q', `FFF.F...\nFAILED tests/test_sync.py::test_price_tax_inclusive - assert 1089 == 1090\nFAILED tests/test_sync.py::test_tax_rounding_takeout - assert 869 == 870\nFAILED tests/test_sync.py::test_soldout_flag - KeyError: 'soldOut'\nFAILED tests/test_sync.py::test_topping_button_order - assert ['nori','egg','chashu'] == ['egg','chashu','nori']\n4 failed, 4 passed in 0.${n.digits(2)}s`);
        q('DISCUSSION\nPrices are off by one yen: tax-inclusive prices must round half up (1089.0... -> 1090), but the code uses int() truncation. I will use Decimal quantize with ROUND_HALF_UP.\n\n```\nedit 22:22\n    return int((Decimal(base) * TAX).quantize(Decimal("1"), rounding=ROUND_HALF_UP))\nend_of_edit\n```');
        b('edit 22:22', '[File: /repo/menusync/price.py (48 lines total)]\n(Edit applied.)');
        b('pytest tests/test_sync.py -q', '..F.F...\nFAILED tests/test_sync.py::test_soldout_flag - KeyError: \'soldOut\'\nFAILED tests/test_sync.py::test_topping_button_order - assert [\'nori\',\'egg\',\'chashu\'] == [\'egg\',\'chashu\',\'nori\']\n2 failed, 6 passed in 0.' + n.digits(2) + 's');
        q('DISCUSSION\nThe POS feed now sends `sold_out` (snake case); the machine payload builder reads `soldOut`. Also toppings should be ordered by `display_rank`, not alphabetically. Fixing both in payload.py.\n\n```\nedit 30:36\n...\nend_of_edit\n```');
        b('edit 30:36', '[File: /repo/menusync/payload.py (91 lines total)]\n(Edit applied.)');
        b('pytest tests/test_sync.py -q', '........\n8 passed in 0.' + n.digits(2) + 's');
        q('DISCUSSION\nAll tests pass. Submitting.\n\n```\nsubmit\n```');
        b('submit', `diff --git a/menusync/price.py b/menusync/price.py\nindex ${n.hex(7)}..${n.hex(7)} 100644\n...`);
        return agent('swe-agent', { problem_statement: 'Ticket machines show wrong prices and toppings after the winter menu sync.' }, { exit_status: 'submitted', submission: 'diff --git ...' }, k, { metadata: { instance_id: 'ramen-kiosk__menusync-' + n.int(100, 999) } });
      },
    },
    {
      id: '05', domain: 'tortilla factory production plan import', style: 'LangChain4j (AiServices with @Tool methods, observability listener)',
      isolates: 'A data-fix agent reruns the production-plan validator three times: 5 errors, then 2, then 0, each round fixing different rows (masa lot codes, line capacity, allergen flag), then imports.',
      goal: 'Import next week\'s production plan CSV into the MES once it passes validation.',
      build(n) {
        const k = [];
        const v = (errs) => tool('PlanTools.validatePlan', { arg0: 'plan_w23.csv' }, errs.length ? `Validation FAILED (${errs.length} errors) [run ${n.uuid()} at ${n.logTs()}]\n` + errs.join('\n') : `Validation OK: 142 rows, 0 errors [run ${n.uuid()} at ${n.logTs()}]`, { metadata: { 'langchain4j.tool.execution_ms': n.ms(100, 900) } });
        const m = (t, tool) => k.push(llm('ChatLanguageModel.chat', { messages: [{ type: 'USER', text: 'Import next week\'s plan once it validates.' }] }, { aiMessage: { text: t, toolExecutionRequests: [{ id: n.callId(), name: tool, arguments: '{"arg0":"plan_w23.csv"}' }] }, tokenUsage: { inputTokenCount: n.int(800, 3000), outputTokenCount: n.int(30, 120) }, finishReason: 'TOOL_EXECUTION' }, { metadata: { model: 'gpt-4o-mini', listener: 'ChatModelListener' } }));
        m('Validating the plan before import.', 'validatePlan');
        k.push(v(['row 17: masa lot "ML-2025-88" unknown', 'row 18: masa lot "ML-2025-88" unknown', 'row 41: line L3 capacity 4200 doz/shift exceeded (4800)', 'row 77: product FLOUR-10IN missing allergen flag gluten', 'row 90: product FLOUR-6IN missing allergen flag gluten']));
        m('Rows 17-18 use lot ML-2025-88; the masa lot register has ML-2025-088 (zero padded). Fixing those two.', 'fixLotCodes');
        k.push(tool('PlanTools.fixLotCodes', { arg0: 'plan_w23.csv' }, 'updated 2 rows (17, 18): ML-2025-88 -> ML-2025-088', {}));
        m('Re-validating after the lot code fix.', 'validatePlan');
        k.push(v(['row 41: line L3 capacity 4200 doz/shift exceeded (4800)', 'row 77: product FLOUR-10IN missing allergen flag gluten', 'row 90: product FLOUR-6IN missing allergen flag gluten']));
        m('Row 41: split 4800 dozen corn 6-inch into 4200 on L3 and 600 on L2 (L2 has 1900 spare). Rows 77 and 90: flour tortillas contain wheat, setting allergen=gluten.', 'applyRowFixes');
        k.push(tool('PlanTools.applyRowFixes', { arg0: 'plan_w23.csv' }, 'row 41 split into 41a (L3, 4200) and 41b (L2, 600); rows 77, 90 allergen=gluten', {}));
        m('Validating again; expecting the capacity and allergen errors to be gone.', 'validatePlan');
        k.push(v([]));
        m('Validation passed. Importing into the MES.', 'importPlan');
        k.push(tool('PlanTools.importPlan', { arg0: 'plan_w23.csv' }, `HTTP 201 Created\nLocation: /mes/api/plans/W23-${n.int(1000, 9999)}\nX-Trace-Id: ${n.hex(32)}\n{"rows":143,"lines":["L1","L2","L3"],"status":"scheduled"}`, {}));
        k.push(llm('ChatLanguageModel.chat', {}, { aiMessage: { text: 'Imported plan W23 (143 rows after the split). Fixed: two masa lot codes, an over-capacity row on L3 split to L2, and missing gluten flags on two flour products.' }, finishReason: 'STOP' }, {}));
        return agent('AiServices.PlanAssistant.importWeeklyPlan', { arg0: 'Import next week\'s production plan CSV into the MES.' }, 'Imported plan W23 (143 rows).', k.filter(Boolean), { metadata: { 'service.name': 'tortilla-mes-assistant' } });
      },
    },
    {
      id: '06', domain: 'GraphQL schema linting for a bike-repair marketplace (coding)', style: 'plain message-level trace (llm spans with tool_calls, tool spans as siblings)',
      isolates: 'graphql-schema-linter errors drop 7, 4, 2, 0 with different fixes (descriptions, enum casing, deprecated reason, connection type), then done.',
      goal: 'Make `graphql-schema-linter` pass on schema.graphql before the API review.',
      build(n) {
        const k = [];
        const call = (text, args) => { const id = n.callId(); k.push(llm('chat.completions', { model: 'gpt-4.1', messages: [user('Make graphql-schema-linter pass.')] }, asst(text, [tc(id, 'run', args)]), { metadata: { id: n.reqId('chatcmpl-') } })); return id; };
        const lint = (errs) => `$ npx graphql-schema-linter schema.graphql\n${errs.join('\n')}\n${errs.length ? '✖ ' + errs.length + ' errors detected' : '✔ 0 errors detected'}\n(done in ${n.int(300, 1400)}ms)`;
        call('Running the linter.', { cmd: 'npx graphql-schema-linter schema.graphql' });
        k.push(tool('run', { cmd: 'npx graphql-schema-linter schema.graphql' }, lint(['schema.graphql:12:1 The object type `RepairJob` is missing a description. types-have-descriptions', 'schema.graphql:30:1 The object type `Mechanic` is missing a description. types-have-descriptions', 'schema.graphql:44:1 The object type `Quote` is missing a description. types-have-descriptions', 'schema.graphql:58:3 The enum value `JobStatus.inProgress` should be uppercase. enum-values-all-caps', 'schema.graphql:59:3 The enum value `JobStatus.waitingParts` should be uppercase. enum-values-all-caps', 'schema.graphql:71:3 The field `Mechanic.phone` is deprecated but has no deprecation reason. deprecations-have-a-reason', 'schema.graphql:80:3 The field `Query.jobs` should return a Connection type. relay-connection-types-spec']), { error: 'exit code 1' }));
        call('Adding descriptions to RepairJob, Mechanic and Quote.', { cmd: 'apply patch descriptions.diff' });
        k.push(tool('run', { cmd: 'apply patch descriptions.diff' }, 'patching file schema.graphql (3 hunks)', {}));
        call('Re-running the linter to see what the descriptions fixed.', { cmd: 'npx graphql-schema-linter schema.graphql' });
        k.push(tool('run', {}, lint(['schema.graphql:58:3 The enum value `JobStatus.inProgress` should be uppercase. enum-values-all-caps', 'schema.graphql:59:3 The enum value `JobStatus.waitingParts` should be uppercase. enum-values-all-caps', 'schema.graphql:71:3 The field `Mechanic.phone` is deprecated but has no deprecation reason. deprecations-have-a-reason', 'schema.graphql:80:3 The field `Query.jobs` should return a Connection type. relay-connection-types-spec']), { error: 'exit code 1' }));
        call('Renaming JobStatus values to IN_PROGRESS and WAITING_PARTS (resolvers map them) and adding reason "Use contactChannels" to Mechanic.phone.', { cmd: 'apply patch enums_deprecation.diff' });
        k.push(tool('run', {}, 'patching file schema.graphql (2 hunks)\npatching file src/resolvers/job.ts (1 hunk)', {}));
        call('Linting again after the enum and deprecation changes.', { cmd: 'npx graphql-schema-linter schema.graphql' });
        k.push(tool('run', {}, lint(['schema.graphql:80:3 The field `Query.jobs` should return a Connection type. relay-connection-types-spec', 'schema.graphql:81:3 The field `Query.jobs` arguments must include `first` and `after`. relay-connection-arguments-spec']), { error: 'exit code 1' }));
        call('Introducing RepairJobConnection/RepairJobEdge with PageInfo and first/after args on Query.jobs.', { cmd: 'apply patch jobs_connection.diff' });
        k.push(tool('run', {}, 'patching file schema.graphql (2 hunks)', {}));
        call('Checking whether the connection type clears the last relay rules.', { cmd: 'npx graphql-schema-linter schema.graphql' });
        k.push(tool('run', {}, lint([]), {}));
        k.push(llm('chat.completions', {}, asst('Linter passes. Changes: 3 type descriptions, enum values uppercased, deprecation reason added, Query.jobs now a Relay connection.'), {}));
        return agent('run', { goal: 'Make graphql-schema-linter pass on schema.graphql.' }, { status: 'done' }, k, {});
      },
    },
  ],
};
