import { agent, llm, tool, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'shrinking_failures';
export const loop = false, stagnation = false;
export const isolates = 'A fix-and-recheck cycle where each fix is different and the failure count drops (e.g. 6, 4, 1, 0) until the check passes.';
export const meta = [
  ['01', 'origami convention registration form (jest)', 'Claude Agent SDK transcript'],
  ['02', 'ukulele workshop inventory (mypy)', 'SWE-agent'],
  ['03', 'hospital chaplaincy visit roster (eslint)', 'Vercel AI SDK ai.* spans'],
  ['04', 'Himalayan trekking agency permit CSV import', 'OpenAI Agents SDK'],
  ['05', 'lichen survey dataset (Great Expectations)', 'LangGraph / LangSmith'],
  ['06', 'paddle-steamer heritage trips site (terraform validate)', 'Inspect AI eval log'],
];
export const rows = [
  (r) => {
    const runs = [['6 failed, 18 passed', ['email is required', 'fold-level select', 'paper size enum', 'workshop cap 24', 'student discount', 'waitlist message']], ['3 failed, 21 passed', ['student discount', 'workshop cap 24', 'waitlist message']], ['1 failed, 23 passed', ['waitlist message']], ['24 passed', []]];
    const fixes = ['Email field lost its `required` rule when the schema was split; the select and paper enum read from an old constant. Fixing schema.ts.', 'Discount uses 0.2 instead of 20 percent points and cap uses > instead of >=. Fixing pricing.ts and capacity.ts.', 'The waitlist copy changed to "You are on the waitlist for {workshop}". Updating the template.'];
    const kids = [];
    runs.forEach(([sum, failing], i) => {
      kids.push(tool('Bash', { command: 'npx jest src/registration' }, `${failing.map((f) => `  ✕ ${f} (${r.ms(2, 40)} ms)`).join('\n')}\nTests:       ${sum}, 24 total\nTime:        ${r.dur(1, 4)}`, failing.length ? { error: 'exit 1' } : {}));
      if (i < fixes.length) {
        kids.push(llm('assistant', { content: '[tool_result]' }, { content: [{ type: 'text', text: fixes[i] }, { type: 'tool_use', id: 'toolu_' + r.b62(22), name: 'Edit', input: { file_path: ['src/registration/schema.ts', 'src/registration/pricing.ts', 'src/registration/templates.ts'][i] } }] }));
        kids.push(tool('Edit', { file_path: ['src/registration/schema.ts', 'src/registration/pricing.ts', 'src/registration/templates.ts'][i] }, 'The file has been updated.'));
      }
    });
    kids.push(llm('assistant', {}, { content: [{ type: 'text', text: 'All 24 registration tests pass: fixed the email rule, paper enum, discount maths, capacity boundary and waitlist copy.' }] }));
    return { goal: 'Make the origami convention registration form test suite pass again after the schema refactor.', root: agent('query', { prompt: 'jest tests for registration fail after refactor, fix them' }, { type: 'result', subtype: 'success' }, kids, { metadata: { session_id: r.uuid() } }) };
  },
  (r) => {
    const errs = [[5, 'src/stock.py:12: error: Incompatible return value type (got "Optional[Uke]", expected "Uke")\nsrc/stock.py:31: error: Argument 1 to "price" has incompatible type "str"; expected "Decimal"\nsrc/orders.py:8: error: Module has no attribute "Tenor"\nsrc/orders.py:44: error: Missing return statement\nsrc/tuning.py:3: error: Name "Gcea" is not defined'], [2, 'src/orders.py:44: error: Missing return statement\nsrc/tuning.py:3: error: Name "Gcea" is not defined'], [0, '']];
    const fx = ['Handle None in find_uke and convert price strings with Decimal(); import Tenor from models.', 'Return the order on the final branch and define the Gcea tuning enum.'];
    const kids = [];
    errs.forEach(([n, out], i) => {
      kids.push(tool('bash', { command: 'mypy src' }, n ? `${out}\nFound ${n} errors in ${i ? 2 : 3} files (checked 9 source files)` : 'Success: no issues found in 9 source files'));
      if (i < fx.length) { kids.push(llm('model.query', {}, `DISCUSSION\n${fx[i]}\n\n\`\`\`\nedit ...\n\`\`\``)); kids.push(tool('edit', { file: i ? 'src/orders.py' : 'src/stock.py' }, 'File updated.')); }
    });
    kids.push(llm('model.query', {}, 'DISCUSSION\nmypy is clean now. Submitting.\n\n```\nsubmit\n```'));
    return { goal: 'Make the ukulele workshop inventory package pass mypy in CI.', root: agent('swe-agent run', { instance_id: 'ukeshop__mypy' }, { exit_status: 'submitted' }, kids) };
  },
  (r) => {
    const counts = [[9, 'no-unused-vars x4, react-hooks/exhaustive-deps x3, eqeqeq x2'], [5, 'react-hooks/exhaustive-deps x3, eqeqeq x2'], [2, 'react-hooks/exhaustive-deps x2'], [0, '']];
    const fx = ['Remove the four unused imports of the old pager helpers in RosterTable.tsx.', 'Replace == with === in the ward comparison and add chaplainId to the useEffect deps in VisitList.tsx.', 'Wrap loadVisits in useCallback so the two remaining effect deps are stable.'];
    const kids = [];
    counts.forEach(([n, d], i) => {
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'runLint', 'ai.toolCall.args': '{"path":"app/roster"}' }, { exitCode: n ? 1 : 0, summary: n ? `✖ ${n} problems (${n} errors, 0 warnings): ${d}` : '✔ no problems', durationMs: r.ms(800, 3000) }));
      kids.push(llm('ai.generateText.doGenerate', { messages: `[${3 + i * 3}]` }, i < fx.length ? { text: fx[i], toolCalls: [{ toolName: 'applyPatch', args: { file: ['app/roster/RosterTable.tsx', 'app/roster/VisitList.tsx', 'app/roster/VisitList.tsx'][i] } }] } : { text: 'Lint is clean for the chaplaincy roster module (9 → 5 → 2 → 0).' }, [], { metadata: { 'ai.model.id': 'gpt-4o', 'ai.response.finishReason': i < fx.length ? 'tool-calls' : 'stop' } }));
      if (i < fx.length) kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'applyPatch' }, { ok: true }));
    });
    return { goal: 'Clear the eslint errors blocking the hospital chaplaincy visit roster deploy.', root: agent('ai.generateText', { prompt: 'Lint errors block deploy of roster, fix' }, { text: 'done' }, kids, { metadata: { 'ai.settings.maxSteps': 12 } }) };
  },
  (r) => {
    const kids = [];
    const res = [{ rows: 212, rejected: 17, reasons: { bad_passport_format: 9, missing_permit_type: 5, date_order: 3 } }, { rows: 212, rejected: 8, reasons: { missing_permit_type: 5, date_order: 3 } }, { rows: 212, rejected: 3, reasons: { date_order: 3 } }, { rows: 212, rejected: 0, reasons: {} }];
    const fx = [['normalise_passports', { strip_spaces: true, uppercase: true }, 'Nine rejections are passport numbers with spaces/lowercase; normalising.'], ['fill_permit_type', { default_for_route: { 'Annapurna Circuit': 'ACAP+TIMS', 'Manaslu': 'RAP+MCAP' } }, 'Five rows miss permit type; those routes have a fixed permit combination, filling it in.'], ['swap_dates', { rows: [44, 109, 187] }, 'Three rows have entry after exit (day/month swapped); swapping.']];
    res.forEach((v, i) => {
      kids.push(tool('validate_import', { file: 'groups_oct.csv' }, JSON.stringify({ ...v, run: r.uuid(), at: r.iso() })));
      if (i < fx.length) {
        kids.push(llm('generation', { model: 'gpt-4o' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: fx[i][2] }] }, { type: 'function_call', name: fx[i][0], arguments: JSON.stringify(fx[i][1]) }] }, [], { metadata: { 'span_data.type': 'generation' } }));
        kids.push(tool(fx[i][0], fx[i][1], JSON.stringify({ changed_rows: [9, 5, 3][i] }), { metadata: { 'span_data.type': 'function' } }));
      }
    });
    kids.push(llm('generation', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'All 212 trekker rows validate; submitted to the permit portal.' }] }] }, [], { metadata: { 'span_data.type': 'generation' } }));
    return { goal: 'Import the October trekking group CSV into the permit portal with zero rejected rows.', root: agent('Agent workflow', { agent: 'Permit Clerk' }, null, kids, { metadata: { 'span_data.type': 'agent' } }) };
  },
  (r) => {
    const kids = [];
    const suites = [[4, ['expect_column_values_to_be_between(lat)', 'expect_column_values_to_not_be_null(substrate)', 'expect_column_values_to_be_in_set(growth_form)', 'expect_column_values_to_match_regex(plot_id)']], [2, ['expect_column_values_to_be_in_set(growth_form)', 'expect_column_values_to_match_regex(plot_id)']], [1, ['expect_column_values_to_match_regex(plot_id)']], [0, []]];
    const fx = ['Latitudes were in a DMS string for 12 plots; converting to decimal, and substrate blanks are "bark" per the field sheet notes.', 'Growth forms use "fruticose " with a trailing space; trimming. Plot ids from the second surveyor use PL- instead of P-.', 'Rewriting PL-### to P-### for the 31 plots of surveyor B.'];
    suites.forEach(([n, f], i) => {
      kids.push(chain('validate', {}, null, [tool('run_checkpoint', { checkpoint: 'lichen_survey_2024' }, { success: n === 0, statistics: { evaluated_expectations: 14, unsuccessful_expectations: n }, failed: f, run_id: { run_name: r.isoNoMs(), run_time: r.iso() } })], { metadata: { langgraph_node: 'validate' } }));
      if (i < fx.length) kids.push(chain('fix', {}, null, [llm('ChatOpenAI', {}, { generations: [[{ text: fx[i] }]] }), tool('apply_pandas_transform', { step: i + 1 }, 'ok')], { metadata: { langgraph_node: 'fix' } }));
    });
    return { goal: 'Get the lichen survey dataset through its data quality checkpoint before publishing it.', root: agent('LangGraph', { input: 'publish lichen survey 2024' }, { published: true }, kids) };
  },
  (r) => {
    const kids = [];
    const outs = [['Error: Unsupported argument ... "acl" in aws_s3_bucket.site', 'Error: Missing required argument "bucket" in aws_s3_bucket_website_configuration.site', 'Error: Reference to undeclared resource aws_cloudfront_origin_access_identity.oai'], ['Error: Reference to undeclared resource aws_cloudfront_origin_access_identity.oai'], []];
    const fx = ['ACL moved to aws_s3_bucket_acl in provider v4+, and the website config needs bucket = aws_s3_bucket.site.id.', 'Replace the OAI reference with the origin access control resource declared in cdn.tf.'];
    outs.forEach((errs, i) => {
      kids.push(tool('bash', { cmd: 'terraform validate' }, errs.length ? `\n${errs.join('\n\n')}\n` : 'Success! The configuration is valid.\n'));
      if (i < fx.length) { kids.push(llm('model', { messages: '[...]' }, { message: { role: 'assistant', content: fx[i], tool_calls: [{ function: 'text_editor', arguments: { command: 'str_replace', path: i ? 'cdn.tf' : 's3.tf' } }] } })); kids.push(tool('text_editor', { path: i ? 'cdn.tf' : 's3.tf' }, 'edited')); }
    });
    kids.push(llm('model', {}, { message: { role: 'assistant', content: 'terraform validate passes (3 → 1 → 0 errors).' } }));
    return { goal: 'Make terraform validate pass for the paddle-steamer heritage trips static website stack after the AWS provider upgrade.', root: agent('sample', { epoch: 1, id: 'steamer-tf-07' }, { scores: { includes: { value: 'C' } } }, kids, { metadata: { 'inspect_ai.task': 'infra_fix', model: 'anthropic/claude-3-5-sonnet-latest' } }) };
  },
];
