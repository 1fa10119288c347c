// Family 6 (healthy): a fix cycle whose failure count drops with each different fix, then done.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'shrinking_failure_fixes';
export const LOOP = false;

export const ROWS = [
{
  id: '01', stagnation: false,
  isolates: 'SWE-agent trajectory on a sundial-layout library: test failures go 6, 4, 1, 0 as the agent fixes the equation-of-time sign, then the longitude correction, then a rounding bug, each edit different, then submits.',
  goal: 'Fix issue #88 in the "gnomonics" Python package: hour lines for vertical declining sundials are drawn at the wrong angles; make tests/test_declining.py pass.',
  build: (N) => {
    const kids = [];
    const step = (thought, action, obs, err) => {
      kids.push(llm('query', { model: 'gpt-4o-2024-08-06', history_len: kids.length + 3 }, { thought, action }, { metadata: { api_calls: kids.length / 2 + 1, tokens_sent: N.int(6000, 16000), tokens_received: N.int(80, 300) } }));
      kids.push(tool(action.split(' ')[0], { action }, { observation: obs, execution_time: Number((N.r() * 4 + 0.2).toFixed(3)), state: { open_file: '/repo/gnomonics/declining.py', working_dir: '/repo' } }, err ? { error: err } : undefined));
    };
    step('Run the failing test file first to see the scope.', 'pytest tests/test_declining.py -q', `FFFFF.F.\nFAILED test_hour_line_angles[decl=15W] - 23.11 != 22.68\nFAILED test_hour_line_angles[decl=30E] ...\n(4 more)\n6 failed, 2 passed in ${N.dur()}`, 'exit 1');
    step('Angles are off by a value that changes with date: the equation of time is added with the wrong sign in hour_angle(). Edit line 41.', 'edit 41:41\n    H = 15 * (solar_time - 12) - eot_minutes / 4\nend_of_edit', 'File updated. [File: /repo/gnomonics/declining.py (203 lines total)]');
    step('Re-run the tests.', 'pytest tests/test_declining.py -q', `..F.F.F.\nFAILED test_hour_line_angles[decl=30E] - 41.70 != 40.20\nFAILED test_noon_line_offset ...\n4 failed, 4 passed in ${N.dur()}`, 'exit 1');
    step('Remaining failures are all east-declining and off by ~1.5°: longitude correction uses the standard meridian of the wrong zone. Use (lon - 15*tz) instead of (lon - 15*round(lon/15)).', 'edit 58:58\n    lon_corr = (self.longitude - 15 * self.tz_offset) * 4\nend_of_edit', 'File updated.');
    step('Re-run.', 'pytest tests/test_declining.py -q', `.......F\nFAILED test_substyle_distance - 0.4999999 != 0.5\n1 failed, 7 passed in ${N.dur()}`, 'exit 1');
    step('Last one is a float rounding issue; the test expects the substyle distance rounded to 4 dp like the rest of the API.', 'edit 102:102\n        return round(d, 4)\nend_of_edit', 'File updated.');
    step('Run again, plus the full suite to check nothing else broke.', 'pytest -q', `........................................ \n41 passed in ${N.dur()}`);
    step('All tests pass. Submitting.', 'submit', `diff --git a/gnomonics/declining.py b/gnomonics/declining.py\nindex ${N.hex(7)}..${N.hex(7)} 100644\n--- a/gnomonics/declining.py\n+++ b/gnomonics/declining.py\n@@ -41 +41 @@ ...`);
    return agent('SWE-agent run', { instance_id: 'gnomonics__gnomonics-88', model: 'gpt-4o' }, { exit_status: 'submitted', submission: 'diff --git a/gnomonics/declining.py ...' }, kids, { metadata: { 'swe-agent': '0.7.0', traj_file: `trajectories/run-${N.ymd()}/gnomonics__gnomonics-88.traj` } });
  },
},
{
  id: '02', stagnation: false,
  isolates: 'Pydantic AI run validating a bird-ringing records export: schema errors go 12, 5, 2, 0 as the agent fixes date formats, then unknown ring prefixes, then two wing-length typos, and then submits to the ringing scheme.',
  goal: 'Validate and submit the September ringing session export (export_sept.csv, 318 birds, Dungeness station) to the national ringing scheme.',
  build: (N) => {
    const kids = [];
    const run = (label, out) => kids.push(tool('running tool: validate_export', { file: 'export_sept.csv', schema: 'dembe-2024' }, out, { metadata: { 'logfire.msg': `running tool: validate_export (${label})`, duration_ms: N.ms(200, 1400) } }));
    const think = (t, call) => kids.push(llm('chat claude-3-5-haiku-latest', { 'gen_ai.request.model': 'claude-3-5-haiku-latest' }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', content: t, tool_calls: call ? [{ function: call }] : [] } }], usage: { input_tokens: N.int(1500, 4000), output_tokens: N.int(60, 200) } }));
    run('pass 1', { errors: 12, sample: ['row 4: date "14/09/24" not ISO 8601', 'row 5: date "14/09/24" not ISO 8601', '... 10 more date errors'], checked_rows: 318 });
    think('All 12 are dd/mm/yy dates from the field laptop. Convert the date column to YYYY-MM-DD.', { name: 'transform_column', arguments: '{"column":"date","from":"%d/%m/%y","to":"%Y-%m-%d"}' });
    kids.push(tool('running tool: transform_column', { column: 'date' }, { rows_changed: 12, backup: N.tmp('ringexp_') + '.csv' }));
    run('pass 2', { errors: 5, sample: ['row 77: ring "ZX41203" prefix ZX unknown', 'row 78: ring "ZX41204" prefix ZX unknown', 'row 79, 80, 81 same'] });
    think('Prefix ZX was the test string printed on the new pliers-box sticker; the real series is Z for size A rings. Replace ZX with Z for rows 77-81 after checking the ring register.', { name: 'lookup_ring_series', arguments: '{"start":"Z41203","end":"Z41207"}' });
    kids.push(tool('running tool: lookup_ring_series', { start: 'Z41203', end: 'Z41207' }, { issued_to: 'Dungeness BO', size: 'A', status: 'issued', batch: 'B-' + N.int(1000, 9999) }));
    kids.push(tool('running tool: transform_column', { column: 'ring', replace: { '^ZX': 'Z' }, rows: '77-81' }, { rows_changed: 5 }));
    run('pass 3', { errors: 2, sample: ['row 142: wing 7.1 mm out of range for Phylloscopus collybita (52-64)', 'row 203: wing 690 mm out of range for Erithacus rubecula (68-77)'] });
    think('Two decimal slips: 71 should be 57.1? No - the paper sheet says 57.5 for row 142 and 69.0 for row 203. Set those two values.', { name: 'set_cells', arguments: '{"cells":[{"row":142,"wing":57.5},{"row":203,"wing":69.0}]}' });
    kids.push(tool('running tool: set_cells', { cells: [{ row: 142, wing: 57.5 }, { row: 203, wing: 69.0 }] }, { ok: true }));
    run('pass 4', { errors: 0, checked_rows: 318, warnings: 1, note: '1 retrap older than 8 years (row 12) - informational' });
    kids.push(tool('running tool: submit_export', { file: 'export_sept.csv' }, { submission_id: N.uuid(), status: 'received', received_at: N.iso(), records: 318 }));
    return agent('ringing_assistant run', { prompt: 'Validate and submit export_sept.csv to the ringing scheme.' }, { output: 'Submitted 318 records after fixing 12 dates, 5 ring prefixes and 2 wing lengths.' }, kids, { metadata: { 'logfire.span_type': 'span', service_name: 'bird-obs' } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'Claude Agent SDK transcript engraving a choral score with LilyPond: compile errors go 4, 2, 0 after fixing a missing \\relative brace and then two lyric hyphen mismatches, then the PDF is produced.',
  goal: 'Get the SATB anthem "O Lux Beata" (LilyPond source in score/lux.ly) to compile cleanly and produce the PDF for Sunday\'s rehearsal.',
  build: (N) => {
    const sid = N.uuid();
    const kids = [];
    const a = (text, input) => kids.push(llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { content: [{ type: 'text', text }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: input.name, input: input.input }] }, session_id: sid }));
    const u = (name, content, isErr) => kids.push(tool(name, { tool_use_id: 'toolu_' + N.b62(24) }, { type: 'user', message: { content: [{ type: 'tool_result', content, is_error: !!isErr }] }, session_id: sid }, isErr ? { error: 'exit 1' } : undefined));
    a('Compile first to see the errors.', { name: 'Bash', input: { command: 'lilypond -o build/lux score/lux.ly' } });
    u('Bash', `GNU LilyPond 2.24.3\nProcessing \`score/lux.ly'\nParsing...\nscore/lux.ly:48:1: error: syntax error, unexpected '}'\nscore/lux.ly:61:3: error: unbalanced braces\nscore/lux.ly:88:14: warning: lyrics extend beyond notes\nscore/lux.ly:94:20: error: Lyric hyphen with no following syllable\nfatal error: failed files: "score/lux.ly"`, true);
    a('The alto part\'s \\relative block on line 40 is missing its opening brace, which explains the first two errors. Fix that.', { name: 'Edit', input: { file_path: 'score/lux.ly', old_string: 'alto = \\relative c\'\n  \\global', new_string: 'alto = \\relative c\' {\n  \\global' } });
    u('Edit', 'The file score/lux.ly has been updated.');
    a('Recompile.', { name: 'Bash', input: { command: 'lilypond -o build/lux score/lux.ly' } });
    u('Bash', `Parsing...\nInterpreting music...[8][16][24]\nscore/lux.ly:88:14: warning: lyrics extend beyond notes\nscore/lux.ly:94:20: error: Lyric hyphen with no following syllable\nfatal error: failed files: "score/lux.ly"`, true);
    a('Tenor lyrics: "be -- a -- ta --" has a trailing hyphen on line 94, and line 88 has an extra syllable "lu -- cis" where the tenor sings one note. Fix both.', { name: 'Edit', input: { file_path: 'score/lux.ly', old_string: 'be -- a -- ta -- \n', new_string: 'be -- a -- ta\n' } });
    u('Edit', 'The file score/lux.ly has been updated.');
    a('And change line 88 to the melisma form.', { name: 'Edit', input: { file_path: 'score/lux.ly', old_string: 'lu -- cis', new_string: 'lu __' } });
    u('Edit', 'The file score/lux.ly has been updated.');
    a('Recompile.', { name: 'Bash', input: { command: 'lilypond -o build/lux score/lux.ly' } });
    u('Bash', `Parsing...\nInterpreting music...[8][16][24][32][40]\nPreprocessing graphical objects...\nFinding the ideal page breaking...\nDrawing systems...\nConverting to \`build/lux.pdf'...\nSuccess: compilation successfully completed`);
    return agent('query', { prompt: 'Get score/lux.ly compiling cleanly and produce the PDF.', options: { allowed_tools: ['Bash', 'Read', 'Edit'] } }, { type: 'result', subtype: 'success', result: 'build/lux.pdf produced; fixed alto \\relative brace and two tenor lyric issues.', num_turns: 7, duration_ms: N.ms(30000, 90000), session_id: sid }, kids);
  },
},
{
  id: '04', stagnation: false,
  isolates: 'LangChain4j AiServices trace migrating a seed bank\'s germination-test database: migration dry-run failures go 5, 3, 1, 0 with three different fixes (null temperatures, duplicate accession codes, a view dependency), then the real migration runs.',
  goal: 'Apply migration V17 (split germination tests into trials and counts) to the Wakehurst-style seed bank database without losing rows.',
  build: (N) => {
    const kids = [];
    const req = (text, tools) => kids.push(llm('ChatLanguageModel.chat', { 'dev.langchain4j.model': 'gpt-4o', messages: [{ type: 'SYSTEM', text: 'You are the seed-bank DBA assistant.' }, { type: 'USER', text: 'Apply migration V17 safely.' }] }, { aiMessage: { text, toolExecutionRequests: tools.map((t) => ({ id: 'call_' + N.b62(20), name: t[0], arguments: JSON.stringify(t[1]) })) }, tokenUsage: { inputTokenCount: N.int(900, 3000), outputTokenCount: N.int(40, 160) }, finishReason: 'TOOL_EXECUTION' }));
    const ex = (name, args, result, err) => kids.push(tool(`ToolExecutor.execute ${name}`, args, result, err ? { error: err } : undefined));
    req('Run the Flyway dry run first.', [['flywayDryRun', { target: '17' }]]);
    ex('flywayDryRun', { target: '17' }, `Flyway Community Edition 10.8.1\nDatabase: jdbc:postgresql://${N.host('seeddb')}:5432/msb\nV17__split_germination.sql\n  ERROR: null value in column "temp_c" of relation "trial" violates not-null constraint (5 rows)\n  ... 5 errors total (batch ${N.hex(8)})`, 'FlywayException: 5 errors');
    req('Five legacy tests from 1987 have no temperature. The protocol says those were run at the standard 20 C; backfill temp_c = 20 with a note.', [['runSql', { sql: "UPDATE germ_test SET temp_c=20, note=COALESCE(note,'')||' [temp backfilled V17]' WHERE temp_c IS NULL" }]]);
    ex('runSql', {}, 'UPDATE 5');
    req('Dry run again.', [['flywayDryRun', { target: '17' }]]);
    ex('flywayDryRun', { target: '17' }, `V17__split_germination.sql\n  ERROR: duplicate key value violates unique constraint "trial_accession_date_key" Key (accession, test_date)=(0412876, 2003-05-14) (3 rows)\n3 errors`, 'FlywayException: 3 errors');
    req('Three accessions were tested twice on the same day on different media (agar vs sand). Add medium to the unique key in the V17 script instead of dropping data.', [['editFile', { path: 'db/migration/V17__split_germination.sql', find: 'UNIQUE (accession, test_date)', replace: 'UNIQUE (accession, test_date, medium)' }]]);
    ex('editFile', {}, { ok: true, sha: N.sha(12) });
    req('Dry run again.', [['flywayDryRun', { target: '17' }]]);
    ex('flywayDryRun', { target: '17' }, 'V17__split_germination.sql\n  ERROR: cannot drop table germ_test because other objects depend on it. DETAIL: view v_viability_summary depends on table germ_test\n1 error', 'FlywayException: 1 error');
    req('Recreate v_viability_summary on the new tables within V17: drop the view first, then create it over trial JOIN count.', [['editFile', { path: 'db/migration/V17__split_germination.sql', prepend: 'DROP VIEW v_viability_summary;', append: 'CREATE VIEW v_viability_summary AS SELECT ... FROM trial JOIN germ_count USING (trial_id);' }]]);
    ex('editFile', {}, { ok: true, sha: N.sha(12) });
    req('Dry run again.', [['flywayDryRun', { target: '17' }]]);
    ex('flywayDryRun', { target: '17' }, `V17__split_germination.sql  OK (dry run, ${N.ms(800, 4000)} ms)\n0 errors`);
    req('Clean. Migrate for real and compare row counts.', [['flywayMigrate', { target: '17' }], ['runSql', { sql: 'SELECT (SELECT count(*) FROM trial), (SELECT count(*) FROM germ_test_backup)' }]]);
    ex('flywayMigrate', { target: '17' }, `Successfully applied 1 migration to schema "public", now at version v17 (execution time 00:0${N.int(2, 9)}.${N.int(100, 999)}s)`);
    ex('runSql', {}, ' count | count \n-------+-------\n 48213 | 48213');
    return agent('AiServices SeedBankDba.migrate', { userMessage: 'Apply migration V17 safely.' }, { result: 'V17 applied; 48,213 trials preserved; 3 fixes made.' }, kids, { metadata: { 'langchain4j.version': '1.0.0-beta2', 'service.name': 'msb-dba-assistant' } });
  },
},
{
  id: '05', stagnation: false,
  isolates: 'Vercel AI SDK streamText run for a climbing-wall route-setting CAD file: the hold-layout lint goes 9 warnings, 4, 0 after moving holds off a panel seam and then replacing two holds over the torque limit, then the file is exported.',
  goal: 'Get the new 6b+ route "Limpet" on panel bay C of the bouldering wall to pass the layout lint and export the setting sheet for Tuesday\'s reset.',
  build: (N) => {
    const kids = [];
    const gen = (text, toolName, args) => {
      const id = 'toolu_' + N.b62(22);
      kids.push(llm('ai.streamText.doStream', { 'ai.model.id': 'claude-3-5-sonnet-latest', 'ai.model.provider': 'anthropic.messages' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallId: id, toolName, args }]), 'ai.response.msToFirstChunk': N.ms(300, 1400), 'ai.response.finishReason': 'tool-calls', 'ai.usage.completionTokens': N.int(40, 150) }));
      return id;
    };
    const exec = (id, name, args, result) => kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }));
    let id = gen('Lint the route first.', 'lintRoute', { file: 'bayC/limpet.wall', route: 'Limpet' });
    exec(id, 'lintRoute', { file: 'bayC/limpet.wall' }, { warnings: 9, items: ['H3,H4,H7,H8,H11,H12,H15: hold within 40 mm of panel seam C2/C3', 'H19: bolt torque 45 Nm > 35 Nm limit for PU macro', 'H21: same'], lint_version: 'wallcad-lint 2.3', run: N.uuid() });
    id = gen('Seven holds sit on the C2/C3 seam. Shift them 60 mm right onto the next T-nut column (column 14), keeping the move distances.', 'moveHolds', { file: 'bayC/limpet.wall', holds: ['H3', 'H4', 'H7', 'H8', 'H11', 'H12', 'H15'], dx_mm: 60 });
    exec(id, 'moveHolds', { holds: 7, dx_mm: 60 }, { moved: 7, max_reach_change_mm: 12 });
    id = gen('Re-lint.', 'lintRoute', { file: 'bayC/limpet.wall', route: 'Limpet' });
    exec(id, 'lintRoute', { file: 'bayC/limpet.wall' }, { warnings: 4, items: ['H19: bolt torque 45 Nm > 35 Nm limit for PU macro', 'H21: same', 'H19: no matching washer size in inventory', 'H21: same'], run: N.uuid() });
    id = gen('H19 and H21 are polyurethane macros that need 45 Nm. Swap them for the fibreglass dual-texture volumes (FG-V22) from stock, which are rated to 50 Nm and use M10 washers we have.', 'swapHolds', { file: 'bayC/limpet.wall', swaps: [{ hold: 'H19', sku: 'FG-V22' }, { hold: 'H21', sku: 'FG-V22' }] });
    exec(id, 'swapHolds', { swaps: 2 }, { swapped: 2, stock_after: { 'FG-V22': 3 } });
    id = gen('Re-lint.', 'lintRoute', { file: 'bayC/limpet.wall', route: 'Limpet' });
    exec(id, 'lintRoute', { file: 'bayC/limpet.wall' }, { warnings: 0, items: [], run: N.uuid() });
    id = gen('Clean. Export the setting sheet.', 'exportSheet', { file: 'bayC/limpet.wall', format: 'pdf' });
    exec(id, 'exportSheet', { format: 'pdf' }, { url: `https://files.bloc-wall.app/sheets/limpet-${N.hex(8)}.pdf`, expires: N.http() });
    return agent('ai.streamText', { 'ai.prompt': 'Get route Limpet in bay C through lint and export the setting sheet.', 'ai.settings.maxSteps': 12 }, { 'ai.response.text': 'Limpet passes lint (9 → 4 → 0 warnings) and the setting sheet is exported.', 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'route-setter', 'next.runtime': 'nodejs' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'OpenAI Responses API items for a browser agent filling a dry-stone walling grant form: the form\'s validation errors go 5, 2, 0 as the agent fixes the holding number format and dates, then the wall-length/material fields, then submits and gets a reference.',
  goal: 'Submit the capital-grant application for restoring 140 m of field boundary dry-stone wall at Low Birker Farm through the grants portal.',
  build: (N) => {
    const kids = [];
    const resp = (items) => kids.push(llm('responses.create', { model: 'computer-use-preview', previous_response_id: 'resp_' + N.hex(24), truncation: 'auto' }, { id: 'resp_' + N.hex(24), object: 'response', status: 'completed', output: items, usage: { input_tokens: N.int(2000, 6000), output_tokens: N.int(40, 200) } }));
    const act = (action, html) => kids.push(tool('computer_call', { type: 'computer_call', call_id: 'call_' + N.b62(20), action }, { type: 'computer_call_output', output: { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0K...' }, current_url: 'https://grants.rural-payments.example/apply/CS-' + N.int(10000, 99999), page_text: html }));
    resp([{ type: 'reasoning', summary: [{ type: 'summary_text', text: 'Form filled from the farm file; click Validate.' }] }, { type: 'computer_call', action: { type: 'click', x: 812, y: 1040 } }]);
    act({ type: 'click', x: 812, y: 1040 }, '<div class="govuk-error-summary"><h2>There is a problem</h2><ul><li>CPH number must be in the format 12/345/6789</li><li>Start date must be in the future</li><li>End date must be after start date</li><li>Enter the wall length in metres</li><li>Select a stone type</li></ul></div>');
    resp([{ type: 'reasoning', summary: [{ type: 'summary_text', text: 'CPH was typed without slashes (083214567 -> 08/321/4567). Dates were entered US-style; start 01/04/2026, end 30/09/2026.' }] }, { type: 'computer_call', action: { type: 'type', text: '08/321/4567' } }]);
    act({ type: 'type', text: '08/321/4567 ... 01 04 2026 ... 30 09 2026' }, '<form>...fields updated...</form>');
    act({ type: 'click', x: 812, y: 1040 }, '<div class="govuk-error-summary"><ul><li>Enter the wall length in metres</li><li>Select a stone type</li></ul></div>');
    resp([{ type: 'reasoning', summary: [{ type: 'summary_text', text: 'Length field rejects "140m"; it wants digits only. Stone type radio: the farm file says Borrowdale volcanic slate -> option "Slate".' }] }, { type: 'computer_call', action: { type: 'type', text: '140' } }]);
    act({ type: 'type', text: '140' }, '<input id="length" value="140">');
    act({ type: 'click', x: 402, y: 731 }, '<input type="radio" id="stone-slate" checked>');
    act({ type: 'click', x: 812, y: 1040 }, '<div class="govuk-panel govuk-panel--confirmation">Validation passed. <a>Submit application</a></div>');
    resp([{ type: 'computer_call', action: { type: 'click', x: 640, y: 520 } }]);
    act({ type: 'click', x: 640, y: 520 }, `<div class="govuk-panel govuk-panel--confirmation"><h1>Application submitted</h1><div>Your reference<br><strong>CSG-${N.int(100000, 999999)}</strong></div><p>Submitted ${N.http()}</p></div>`);
    resp([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Application submitted for 140 m of slate dry-stone wall at Low Birker Farm; reference shown on the confirmation page.' }] }]);
    return agent('cua-loop', { task: 'Submit the dry-stone wall capital grant for Low Birker Farm.' }, { status: 'completed' }, kids, { metadata: { environment: 'browser', display: '1280x1024', 'openai-organization': 'org-' + N.b62(24) } });
  },
},
];
