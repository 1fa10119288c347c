// Family: shrinking_failure_count — healthy fix cycle: each fix different, failure count drops to zero, done.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, toolUse, fmt, timed } from './lib.mjs';

export const FAMILY = { name: 'shrinking_failure_count', file: 'f6', loop: false, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- shoe shine stand POS, SWE-agent
  {
    id: '01', domain: 'shoe shine stands', style: 'SWE-agent trajectory (DISCUSSION + command, observation per step)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const ALL = ['tests/test_tips.py::test_tip_rounding[0.15]', 'tests/test_tips.py::test_tip_rounding[0.20]', 'tests/test_tender.py::test_gift_card_not_taxed', 'tests/test_tender.py::test_gift_card_partial', 'tests/test_receipt.py::test_receipt_local_time'];
      const why = { 'tests/test_tips.py::test_tip_rounding[0.15]': "AssertionError: assert Decimal('1.3125') == Decimal('1.31')", 'tests/test_tips.py::test_tip_rounding[0.20]': "AssertionError: assert Decimal('1.750') == Decimal('1.75')", 'tests/test_tender.py::test_gift_card_not_taxed': "AssertionError: assert Decimal('9.45') == Decimal('8.75')", 'tests/test_tender.py::test_gift_card_partial': "AssertionError: assert Decimal('4.73') == Decimal('4.38')", 'tests/test_receipt.py::test_receipt_local_time': "AssertionError: assert '14:05' == '15:05'" };
      const run = (failing) => failing.length ? `${failing.map((f) => `FAILED ${f} - ${why[f]}`).join('\n')}\n${failing.length} failed, ${24 - failing.length} passed in ${r.float(0.4, 1.2)}s` : `........................                                                 [100%]\n24 passed in ${r.float(0.4, 1.2)}s`;
      const step = (discussion, command, obs) => { kids.push(llm('model.query', { history_len: kids.length + 2 }, { message: `DISCUSSION\n${discussion}\n\n\`\`\`\n${command}\n\`\`\``, thought: discussion, action: command })); kids.push(tool('env.step', { action: command }, obs, { metadata: { execution_time: r.float(0.05, 2, 3) } })); };
      step('Run the test suite to see what is broken in the kiosk POS.', 'python -m pytest -q', run(ALL));
      step('Tips are stored unrounded. The tip calculation should quantize to cents with ROUND_HALF_UP.', "edit 18:18\n    return (subtotal * rate).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.');
      step('Re-run the tests.', 'python -m pytest -q', run(ALL.slice(2)));
      step('Gift cards are a tender, not a sale; VAT is currently computed on the gross including the gift-card portion. Exclude gift-card tenders from the taxable base in tender.py.', "edit 41:43\n    taxable = sum(l.amount for l in lines if l.kind != 'gift_card_redeem')\n    return (taxable * VAT).quantize(CENT)\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.');
      step('Run again; two gift-card failures should be gone.', 'python -m pytest -q', run(ALL.slice(4)));
      step('The receipt prints UTC. The stands are at Paddington and Euston, so format with Europe/London via zoneinfo.', "edit 9:9\n    ts = sale.completed_at.astimezone(ZoneInfo('Europe/London'))\nend_of_edit", 'File updated. Please review the changes and make sure they are correct.');
      step('Final test run.', 'python -m pytest -q', run([]));
      step('All 24 tests pass. Submitting.', 'submit', `diff --git a/shinepos/tips.py b/shinepos/tips.py\n...\n3 files changed, 5 insertions(+), 3 deletions(-)`);
      const root = agent('SWE-agent', { problem_statement: 'shinepos: tip totals, gift-card VAT and receipt times are wrong on the shoe shine stand kiosks; make the test suite pass.', instance_id: 'shine__shinepos-112' }, { exit_status: 'submitted', submission: 'diff --git ...' }, kids, { metadata: { model: 'claude-3-5-sonnet-20241022', swe_agent_version: '1.0.1' } });
      return { isolates: 'Three different fixes (tip rounding, gift-card VAT base, receipt timezone) bring the failing tests from 5 to 3 to 1 to 0, then the patch is submitted.', goal: 'Fix the shoe shine stand POS so tips, gift-card VAT and receipt times are correct and all tests pass.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 02 ---------------------------------------------------------------- mirror silvering order form, Claude Agent SDK
  {
    id: '02', domain: 'mirror resilvering workshop', style: 'Claude Agent SDK transcript (assistant tool_use blocks, user tool_result blocks, result message)',
    build(r) {
      const c = r.clock();
      const sess = r.uuid();
      const kids = [];
      const asst = (content) => kids.push(llm('assistant', { session_id: sess }, { type: 'assistant', message: { id: `msg_01${r.b62(22)}`, role: 'assistant', content, usage: { input_tokens: r.int(3, 40), cache_read_input_tokens: r.int(9000, 40000), output_tokens: r.int(40, 500) } } }));
      const res = (name, input, out, err) => kids.push(tool(name, input, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: out, ...(err ? { is_error: true } : {}) }] } }, err ? { error: err } : undefined));
      const tsc = (errs) => errs.length ? `${errs.join('\n')}\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} file${new Set(errs.map((e) => e.split('(')[0])).size > 1 ? 's' : ''}.` : '';
      const e7 = ['src/order/QuoteForm.tsx(22,7): error TS2322: Type \'string\' is not assignable to type \'number\'.', 'src/order/QuoteForm.tsx(48,19): error TS2339: Property \'bevelMm\' does not exist on type \'MirrorSpec\'.', 'src/order/QuoteForm.tsx(51,19): error TS2339: Property \'bevelMm\' does not exist on type \'MirrorSpec\'.', 'src/order/pricing.ts(14,3): error TS2741: Property \'antiqueFinish\' is missing in type \'{ widthMm: number; heightMm: number; }\' but required in type \'MirrorSpec\'.', 'src/order/pricing.ts(30,10): error TS7006: Parameter \'f\' implicitly has an \'any\' type.', 'src/order/pricing.ts(31,10): error TS7006: Parameter \'g\' implicitly has an \'any\' type.', 'src/api/submit.ts(9,24): error TS2345: Argument of type \'MirrorSpec | undefined\' is not assignable to parameter of type \'MirrorSpec\'.'];
      const bash = (cmd, out, err) => { const tu = toolUse(r, 'Bash', { command: cmd }); return [tu, () => res('Bash', { command: cmd }, out, err)]; };
      let [u, f] = bash('npx tsc --noEmit -p .', tsc(e7), 'exit 2'); asst([{ type: 'text', text: "I'll typecheck the quote form project." }, u]); f();
      const ed1 = toolUse(r, 'Edit', { file_path: 'src/types.ts', old_string: '  edge: EdgeFinish;\n}', new_string: '  edge: EdgeFinish;\n  bevelMm?: number;\n  antiqueFinish: boolean;\n}' });
      asst([{ type: 'text', text: 'Three errors come from MirrorSpec lacking bevelMm and antiqueFinish, which the new antique-foxing option added to the form. Adding both fields to the type.' }, ed1]); res('Edit', ed1.input, 'The file src/types.ts has been updated.');
      [u, f] = bash('npx tsc --noEmit -p .', tsc(e7.slice(4)).replace('pricing.ts(14,3)', ''), 'exit 2'); asst([u]); f();
      const ed2 = toolUse(r, 'Edit', { file_path: 'src/order/pricing.ts', old_string: 'const surcharge = (f, g) =>', new_string: 'const surcharge = (f: FinishRate, g: GlassGrade): number =>' });
      asst([{ type: 'text', text: 'Down to 3. The surcharge helper params need explicit types (FinishRate and GlassGrade).' }, ed2]); res('Edit', ed2.input, 'The file src/order/pricing.ts has been updated.');
      [u, f] = bash('npx tsc --noEmit -p .', tsc(e7.slice(6)), 'exit 2'); asst([u]); f();
      const ed3 = toolUse(r, 'Edit', { file_path: 'src/api/submit.ts', old_string: '  return post(spec);', new_string: '  if (!spec) throw new Error("Quote has no mirror specification");\n  return post(spec);' });
      asst([{ type: 'text', text: 'Last one: submit() can receive undefined when the form is reset. Guard and throw a clear error.' }, ed3]); res('Edit', ed3.input, 'The file src/api/submit.ts has been updated.');
      [u, f] = bash('npx tsc --noEmit -p . && npm test --silent', ` PASS  src/order/pricing.test.ts\n PASS  src/order/QuoteForm.test.tsx\n\nTest Suites: 2 passed, 2 total\nTests:       17 passed, 17 total\nTime:        ${r.float(1.5, 4)} s`); asst([u]); f();
      asst([{ type: 'text', text: 'Typecheck is clean and all 17 tests pass. Changes: MirrorSpec gains bevelMm and antiqueFinish, the surcharge helper is typed, and submit guards a missing spec.' }]);
      kids.push(S('result', 'result', { session_id: sess }, { type: 'result', subtype: 'success', is_error: false, num_turns: 9, duration_ms: r.int(60000, 140000), total_cost_usd: r.float(0.1, 0.5, 4), result: 'Typecheck clean, 17 tests pass.' }));
      const root = agent('claude_agent_sdk.query', { prompt: 'The resilvering quote form no longer typechecks after adding the antique foxing option. Fix the TypeScript errors without disabling strict mode.' }, { result: 'Typecheck clean, 17 tests pass.' }, kids, { metadata: { cwd: '/home/dev/silverline-quotes', model: 'claude-sonnet-4-5' } });
      return { isolates: 'TypeScript errors fall from 7 to 3 to 1 to 0 as three different edits land, and the run ends with tests passing.', goal: 'Fix the TypeScript errors in the mirror resilvering quote form without disabling strict mode.', root };
    },
  },

  // 03 ---------------------------------------------------------------- ukulele orchestra part library, OpenHands
  {
    id: '03', domain: 'ukulele orchestras', style: 'OpenHands event stream (CodeActAgent, execute_bash / str_replace_editor)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const mypy = (errs, files) => errs.length ? `${errs.join('\n')}\nFound ${errs.length} errors in ${files} files (checked 23 source files)\n[Command finished with exit code 1]` : 'Success: no issues found in 23 source files\n[Command finished with exit code 0]';
      const E = ['parts/models.py:14: error: Incompatible types in assignment (expression has type "None", variable has type "str")  [assignment]', 'parts/models.py:31: error: Missing return statement  [return]', 'parts/tuning.py:8: error: Name "Tuning" is not defined  [name-defined]', 'parts/tuning.py:22: error: Argument 1 to "transpose" has incompatible type "int"; expected "Interval"  [arg-type]', 'parts/tuning.py:23: error: Argument 1 to "transpose" has incompatible type "int"; expected "Interval"  [arg-type]', 'parts/library.py:40: error: Item "None" of "Part | None" has no attribute "voice"  [union-attr]', 'parts/library.py:41: error: Item "None" of "Part | None" has no attribute "clef"  [union-attr]', 'parts/library.py:58: error: Need type annotation for "by_section"  [var-annotated]', 'parts/export.py:12: error: Module "reportlab.lib" has no attribute "pagesize"  [attr-defined]', 'parts/export.py:30: error: Returning Any from function declared to return "bytes"  [no-any-return]', 'parts/export.py:44: error: Unsupported operand types for + ("str" and "int")  [operator]'];
      const act = (thought, fname, args, obs, err) => { kids.push(llm('litellm.completion', { model: 'openai/gpt-4.1', messages: '[...]' }, { content: thought, tool_calls: [oaiCall(r, fname, args)] })); kids.push(tool(fname, args, obs, err ? { error: err } : undefined)); };
      act('Running mypy on the parts package.', 'execute_bash', { command: 'mypy parts/' }, mypy(E, 4), 'exit code 1');
      act('Six errors are in tuning.py and library.py: Tuning is used before import, transpose is passed semitone ints, and lookups return Optional. I will import Tuning, wrap ints in Interval(), and early-return on a missing part.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/ukelib/parts/library.py', old_str: '    part = self.find(code)\n', new_str: '    part = self.find(code)\n    if part is None:\n        raise KeyError(f"no part {code!r} in library")\n' }, 'The file /workspace/ukelib/parts/library.py has been edited.');
      act('Also fixing tuning.py imports and Interval wrapping in the same pass.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/ukelib/parts/tuning.py', old_str: 'from .pitch import Pitch', new_str: 'from .pitch import Pitch, Interval, Tuning' }, 'The file /workspace/ukelib/parts/tuning.py has been edited.');
      act('Check mypy again.', 'execute_bash', { command: 'mypy parts/' }, mypy([E[0], E[1], E[7], E[8], E[9]], 3), 'exit code 1');
      act('Remaining: models.py default of None for arranger should be Optional[str], the missing return in baritone_range, the by_section annotation, and the reportlab import which should be reportlab.lib.pagesizes.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/ukelib/parts/models.py', old_str: '    arranger: str = None', new_str: '    arranger: str | None = None' }, 'The file /workspace/ukelib/parts/models.py has been edited.');
      act('Annotating by_section and fixing the reportlab module name.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/ukelib/parts/export.py', old_str: 'from reportlab.lib import pagesize', new_str: 'from reportlab.lib import pagesizes as pagesize' }, 'The file /workspace/ukelib/parts/export.py has been edited.');
      act('Run mypy once more.', 'execute_bash', { command: 'mypy parts/' }, mypy([E[1], E[9]], 2), 'exit code 1');
      act('baritone_range needs a final return for the DGBE tuning branch, and render_pdf should cast the canvas buffer to bytes.', 'str_replace_editor', { command: 'str_replace', path: '/workspace/ukelib/parts/models.py', old_str: "        if self.tuning == 'GCEA':\n            return (Pitch('C4'), Pitch('A5'))\n", new_str: "        if self.tuning == 'GCEA':\n            return (Pitch('C4'), Pitch('A5'))\n        return (Pitch('D3'), Pitch('E5'))\n" }, 'The file /workspace/ukelib/parts/models.py has been edited.');
      act('Final type check and tests.', 'execute_bash', { command: 'mypy parts/ && pytest -q' }, `Success: no issues found in 23 source files\n..............................                                   [100%]\n30 passed in ${r.float(0.8, 2.5)}s\n[Command finished with exit code 0]`);
      kids.push(llm('litellm.completion', { model: 'openai/gpt-4.1' }, { content: 'mypy is clean (11 errors fixed) and all 30 tests pass.', tool_calls: [oaiCall(r, 'finish', { message: 'mypy clean, tests pass' })] }));
      const root = agent('CodeActAgent', { task: 'Make the ukulele orchestra part library (ukelib) pass mypy --strict; do not add type: ignore comments.' }, { agent_state: 'FINISHED' }, kids, { metadata: { sid: r.uuid(), openhands_version: '0.30.0' } });
      return { isolates: 'mypy errors drop from 11 to 5 to 2 to 0 through different edits in four modules, then tests pass and the agent finishes.', goal: 'Make the ukulele orchestra part library pass mypy without type: ignore comments.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- beaver management GIS layer, Vercel AI SDK
  {
    id: '04', domain: 'beaver management', style: 'Vercel AI SDK OpenTelemetry (ai.streamText / doStream / ai.toolCall)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const step = (text, name, args, result) => {
        const id = r.callId();
        kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: name, args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls', 'ai.response.msToFirstChunk': r.int(200, 900) }, [], { metadata: { 'ai.model.id': 'claude-3-5-sonnet-20241022', 'ai.model.provider': 'anthropic.messages' } }));
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }));
      };
      step('Validating the dam survey layer before publishing.', 'validate_layer', { layer: 'beaver_dams_2025_q1' }, { layer: 'beaver_dams_2025_q1', features: 214, invalid: 9, issues: [{ rule: 'geometry.self_intersection', ids: [17, 88, 143] }, { rule: 'attr.required:dam_height_cm', ids: [5, 6, 61, 62, 190] }, { rule: 'crs.mismatch', ids: [201], detail: 'EPSG:4326 feature in EPSG:27700 layer' }], ran_in: r.ms(300, 1200) });
      step('Five dams lack a height; the field sheets for those were entered in a separate table. Filling dam_height_cm from survey_sheets by dam_ref.', 'run_sql', { sql: 'UPDATE beaver_dams_2025_q1 d SET dam_height_cm = s.height_cm FROM survey_sheets s WHERE s.dam_ref = d.dam_ref AND d.dam_height_cm IS NULL' }, { rowCount: 5, command: 'UPDATE' });
      step(null, 'reproject_features', { layer: 'beaver_dams_2025_q1', ids: [201], from: 'EPSG:4326', to: 'EPSG:27700' }, { reprojected: 1, sample: { id: 201, x: 284113.2, y: 796402.8 } });
      step('Re-running validation.', 'validate_layer', { layer: 'beaver_dams_2025_q1' }, { layer: 'beaver_dams_2025_q1', features: 214, invalid: 3, issues: [{ rule: 'geometry.self_intersection', ids: [17, 88, 143] }], ran_in: r.ms(300, 1200) });
      step('The three self-intersecting polygons are pond extents digitised as bow-ties; ST_MakeValid will split them cleanly.', 'run_sql', { sql: 'UPDATE beaver_dams_2025_q1 SET pond_geom = ST_MakeValid(pond_geom) WHERE id IN (17, 88, 143)' }, { rowCount: 3, command: 'UPDATE' });
      step(null, 'validate_layer', { layer: 'beaver_dams_2025_q1' }, { layer: 'beaver_dams_2025_q1', features: 214, invalid: 0, issues: [], ran_in: r.ms(300, 1200) });
      step('Layer is valid. Publishing to the catchment partnership map.', 'publish_layer', { layer: 'beaver_dams_2025_q1', target: 'tay-catchment-public' }, { published: true, url: 'https://maps.taybeavers.org/layers/beaver_dams_2025_q1', version: 7 });
      kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Published version 7 of beaver_dams_2025_q1: filled 5 missing dam heights from the field sheets, reprojected dam 201 to British National Grid, and repaired 3 bow-tie pond polygons. All 214 features now validate.', 'ai.response.finishReason': 'stop' }, [], { metadata: { 'ai.model.id': 'claude-3-5-sonnet-20241022' } }));
      const root = agent('ai.streamText', { 'ai.prompt': JSON.stringify({ prompt: 'Validate and publish this quarter\'s beaver dam survey layer for the Tay catchment partnership. Fix data problems rather than dropping features.' }), 'ai.settings.maxSteps': 10 }, { 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'gis-publisher' } });
      return { isolates: 'Layer validation goes from 9 invalid features to 3 to 0 after distinct fixes (fill heights, reproject, repair geometry), then the layer is published.', goal: 'Validate and publish the quarterly beaver dam survey layer without dropping features.', root: timed(root, r, c, 'otel') };
    },
  },

  // 05 ---------------------------------------------------------------- yak wool cooperative dbt, LangGraph
  {
    id: '05', domain: 'yak wool cooperatives', style: 'LangSmith / LangGraph (create_react_agent: agent and tools node runs)',
    build(r) {
      const c = r.clock();
      const steps = [];
      let k = 0;
      const node = (name, span) => { k++; steps.push(chain(name, null, null, [span], { metadata: { langgraph_step: k, langgraph_node: name } })); };
      const think = (text, call) => node('agent', llm('ChatAnthropic', { messages: '[...]' }, { generations: [[{ text: text || '', message: { content: text || '', tool_calls: call ? [{ name: call[0], args: call[1], id: r.toolu() }] : [] } }]] }, [], { metadata: { ls_model_name: 'claude-3-5-sonnet-20241022' } }));
      const act = (name, args, out, err) => node('tools', tool(name, args, out, err ? { error: err } : undefined));
      const dbt = (fails, pass) => `${fmt.hms(c.adv())}  Running with dbt=1.8.7\n${fmt.hms(c.t)}  Found 14 models, 31 data tests, 3 sources\n${fails.map((f, i) => `${fmt.hms(c.t)}  ${i + 1} of ${fails.length + pass} FAIL ${f}`).join('\n')}\n${fmt.hms(c.adv())}  Finished running 31 data tests in 0 hours 0 minutes and ${r.float(3, 9)} seconds.\n${fails.length ? `Completed with ${fails.length} error${fails.length > 1 ? 's' : ''}, 0 partial successes, and 0 warnings` : 'Completed successfully'}\nDone. PASS=${31 - fails.length} WARN=0 ERROR=${fails.length} SKIP=0 TOTAL=31`;
      const F = ['1 not_null_fleece_lots_herder_id', '2 unique_fleece_lots_lot_code', '1 accepted_values_fleece_lots_grade__A__B__C', '3 relationships_payments_herder_id__herder_id__ref_herders_', '4 dbt_utils_expression_is_true_fleece_lots_micron_between_14_and_22'];
      think(null, ['run_dbt', { cmd: 'dbt test --select fleece_lots payments' }]); act('run_dbt', { cmd: 'dbt test --select fleece_lots payments' }, dbt(F, 0), 'exit 1');
      think('Three failures trace to herders registered at the spring gathering but not yet in the herders seed: the null herder ids, the payment relationships and the duplicated lot codes that were keyed twice under a temporary herder. Adding the 6 new herders to seeds/herders.csv and deduplicating lots in stg_fleece_lots with row_number over lot_code.', ['apply_patch', { files: ['seeds/herders.csv', 'models/staging/stg_fleece_lots.sql'] }]);
      act('apply_patch', { files: ['seeds/herders.csv', 'models/staging/stg_fleece_lots.sql'] }, 'patched 2 files (+11 -1)');
      think(null, ['run_dbt', { cmd: 'dbt seed --select herders && dbt build --select fleece_lots payments' }]); act('run_dbt', { cmd: 'dbt seed --select herders && dbt build --select fleece_lots payments' }, dbt([F[2], F[4]], 0), 'exit 1');
      think('Remaining: the grader now records grade "A+" for baby-yak down, which is a legitimate new grade, and four micron readings of 23 to 24 are guard-hair lots that should be excluded from the down micron test rather than failing it. Updating accepted_values to include A+ and adding where fibre_type = \'down\' to the micron test.', ['apply_patch', { files: ['models/staging/schema.yml'] }]);
      act('apply_patch', { files: ['models/staging/schema.yml'] }, 'patched 1 file (+3 -1)');
      think(null, ['run_dbt', { cmd: 'dbt build --select fleece_lots payments' }]); act('run_dbt', { cmd: 'dbt build --select fleece_lots payments' }, dbt([], 0));
      think('All 31 tests pass. Summary for the co-op treasurer: 6 herders added to the register, 2 double-keyed lots merged, grade A+ accepted for baby-yak down, and guard-hair lots excluded from the down micron check. The payments model is ready for this month\'s run.', null);
      const root = agent('LangGraph', { messages: [{ role: 'user', content: 'The dbt tests for the yak wool co-op fleece and payments models are failing before month-end payouts. Fix the data models so tests pass, without deleting lots.' }] }, { messages: '[...]' }, steps, { metadata: { thread_id: r.uuid(), ls_run_type: 'chain' } });
      return { isolates: 'dbt test failures go from 5 to 2 to 0 after two different model and schema fixes, and the agent closes with a summary.', goal: 'Make the yak wool co-op dbt tests pass before month-end payouts without deleting fleece lots.', root: timed(root, r, c, 'iso') };
    },
  },

  // 06 ---------------------------------------------------------------- fish ladder monitoring config, Spring AI
  {
    id: '06', domain: 'fish ladder monitoring', style: 'Spring AI observations (spring.ai.chat.client / chat model / tool call spans)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const chat = (text, name, args) => kids.push(llm('chat gpt-4o', { 'spring.ai.chat.client.user.text': '[...]' }, { result: { output: { messageType: 'ASSISTANT', text, toolCalls: name ? [{ id: r.callId(), type: 'function', name, arguments: JSON.stringify(args) }] : [] }, metadata: { finishReason: name ? 'TOOL_CALLS' : 'STOP' } } }, [], { metadata: { 'spring.ai.kind': 'chat_model', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.total_tokens': r.int(900, 6000) } }));
      const call = (name, args, out, err) => kids.push(tool(`tool_call ${name}`, args, out, { metadata: { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': name }, ...(err ? { error: err } : {}) }));
      const v = (errs) => ({ valid: errs.length === 0, schema: 'ladder-station-config/v4', errors: errs, checkedAt: fmt.isoOff(c.adv(), 60) });
      chat('Validating the station config for the Ballysadare ladder counters.', 'validateConfig', { file: 'stations/ballysadare.yaml' });
      call('validateConfig', { file: 'stations/ballysadare.yaml' }, v([{ path: '$.counters[2].channel', message: 'must be one of [A, B, C]' }, { path: '$.counters[3].resistivity_threshold', message: 'must be >= 0.5' }, { path: '$.pit_tag.reader_port', message: 'required property missing' }, { path: '$.video.fps', message: 'must be integer' }]), 'invalid');
      chat('The new Vaki counter was entered on channel "D"; the riverwatcher only has three channels, so it belongs on C which is free. Setting the PIT reader port to /dev/ttyUSB1 as in the install sheet.', 'patchConfig', { file: 'stations/ballysadare.yaml', ops: [{ op: 'replace', path: '/counters/2/channel', value: 'C' }, { op: 'add', path: '/pit_tag/reader_port', value: '/dev/ttyUSB1' }] });
      call('patchConfig', { file: 'stations/ballysadare.yaml' }, { applied: 2 });
      chat(null, 'validateConfig', { file: 'stations/ballysadare.yaml' });
      call('validateConfig', { file: 'stations/ballysadare.yaml' }, v([{ path: '$.counters[3].resistivity_threshold', message: 'must be >= 0.5' }, { path: '$.video.fps', message: 'must be integer' }]), 'invalid');
      chat('fps was written as "12.5"; the camera supports 12 or 25, and night IR needs 12. Setting 12.', 'patchConfig', { file: 'stations/ballysadare.yaml', ops: [{ op: 'replace', path: '/video/fps', value: 12 }] });
      call('patchConfig', { file: 'stations/ballysadare.yaml' }, { applied: 1 });
      chat(null, 'validateConfig', { file: 'stations/ballysadare.yaml' });
      call('validateConfig', { file: 'stations/ballysadare.yaml' }, v([{ path: '$.counters[3].resistivity_threshold', message: 'must be >= 0.5' }]), 'invalid');
      chat('Counter 4 threshold is 0.35, which would count eels as smolts; the manufacturer default for salmon smolts is 0.6. Setting 0.6.', 'patchConfig', { file: 'stations/ballysadare.yaml', ops: [{ op: 'replace', path: '/counters/3/resistivity_threshold', value: 0.6 }] });
      call('patchConfig', { file: 'stations/ballysadare.yaml' }, { applied: 1 });
      chat(null, 'validateConfig', { file: 'stations/ballysadare.yaml' });
      call('validateConfig', { file: 'stations/ballysadare.yaml' }, v([]));
      chat('Config is valid. Deploying to the station gateway.', 'deployConfig', { station: 'ballysadare', file: 'stations/ballysadare.yaml' });
      call('deployConfig', { station: 'ballysadare' }, { deployed: true, gateway: 'gw-ballysadare-01', revision: 18, restartedServices: ['counterd', 'pitd'] });
      chat('Deployed revision 18 to Ballysadare: counter 3 moved to channel C, PIT reader on /dev/ttyUSB1, video at 12 fps, smolt threshold 0.6.', null, null);
      const root = agent('spring.ai.chat.client', { 'spring.ai.chat.client.system.text': 'You maintain fish pass monitoring station configs.', 'spring.ai.chat.client.user.text': 'The Ballysadare fish ladder station config fails schema validation after the counter upgrade. Fix it and deploy.' }, { text: 'Deployed revision 18 to Ballysadare.' }, kids, { metadata: { 'spring.ai.kind': 'chat_client', 'spring.ai.chat.client.advisors': ['MessageChatMemoryAdvisor', 'SimpleLoggerAdvisor'], 'service.name': 'fishpass-ops' } });
      return { isolates: 'Schema errors fall from 4 to 2 to 1 to 0 as different config fields are corrected, then the config is deployed.', goal: 'Fix the Ballysadare fish ladder station config so it validates, then deploy it.', root: timed(root, r, c, 'otel') };
    },
  },
];
