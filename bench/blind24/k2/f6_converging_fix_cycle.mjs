// Family 6 (healthy): a fix cycle whose failure count drops each round, every fix different, then done.
import { styler, span, httpResp } from './lib.mjs';

export const FAMILY = {
  name: 'converging_fix_cycle',
  loop: false,
  stagnation: false,
  summary: 'Repeated run-fix-rerun where the failure count strictly drops (e.g. 6,4,1,0) with a different fix each time, then finishes.',
};

export const rows = [
  {
    n: '01', domain: 'volleyball league stats library', style: 'swe-agent', start: '2025-04-09T13:00:00Z',
    isolates: 'SWE-agent runs the test suite four times; failures go 6, 4, 1, 0 as it fixes rounding, a libero exclusion and a set-count bug in turn, then submits.',
    goal: 'Fix the failing tests in volleystats after the rally-scoring refactor (issue #212) and submit a patch.',
    build(c) {
      const s = styler('swe-agent', c, { model: 'claude-3-5-sonnet-20241022' });
      const ch = [];
      const step = (thought, action, obs, err) => {
        ch.push(s.llm({ msgs: [['user', 'OBSERVATION: ...']], text: `DISCUSSION\n${thought}\n\n\`\`\`\n${action}\n\`\`\`` }));
        ch.push(span('tool', action.split(' ')[0], { action }, { observation: obs, state: { open_file: '/volleystats/volleystats/metrics.py', working_dir: '/volleystats' } }, [], { metadata: { execution_time: +c.secs(0.1, 9) }, error: err }));
        c.tick(2000, 9000);
      };
      step('Let me run the tests to see what is failing.', 'pytest -q', `......F.F..FF..F.....F..\nFAILED tests/test_metrics.py::test_hitting_pct_rounding - assert 0.3333333 == 0.333\nFAILED tests/test_metrics.py::test_hitting_pct_zero_attempts - ZeroDivisionError\nFAILED tests/test_metrics.py::test_team_reception_excludes_libero_serves\nFAILED tests/test_metrics.py::test_libero_not_in_kills\nFAILED tests/test_match.py::test_sets_won_fifth_set_to_15\nFAILED tests/test_match.py::test_match_winner_best_of_five\n6 failed, 18 passed in ${c.secs(0.5, 2)}s`);
      step('Two failures are in hitting percentage: no rounding to 3 dp and division by zero when there are no attempts. I will fix `hitting_pct`.', 'edit 41:44\n    if attempts == 0:\n        return 0.0\n    return round((kills - errors) / attempts, 3)\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.');
      step('Rerun the suite to confirm the hitting_pct fix.', 'pytest -q', `..........FF.........F..\nFAILED tests/test_metrics.py::test_team_reception_excludes_libero_serves\nFAILED tests/test_metrics.py::test_libero_not_in_kills\nFAILED tests/test_match.py::test_sets_won_fifth_set_to_15\nFAILED tests/test_match.py::test_match_winner_best_of_five\n4 failed, 20 passed in ${c.secs(0.5, 2)}s`);
      step('Both libero tests fail because the refactor dropped the `position != "L"` filter in `player_rows`. Restoring it.', 'edit 67:67\n    rows = [r for r in rows if r.position != "L" or stat in LIBERO_STATS]\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.');
      step('Run pytest again now that the libero filter is back.', 'pytest -q', `.....................F..\nFAILED tests/test_match.py::test_sets_won_fifth_set_to_15 - assert 2 == 3\n1 failed, 23 passed in ${c.secs(0.5, 2)}s`);
      step('Only the fifth-set test remains (it also fixed best_of_five). `set_target` returns 25 for every set; the deciding set goes to 15.', 'edit 22:23\ndef set_target(set_no, best_of=5):\n    return 15 if set_no == best_of else 25\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.');
      step('Check whether the deciding-set change clears the last failure.', 'pytest -q', `........................\n24 passed in ${c.secs(0.5, 2)}s`);
      ch.push(s.llm({ msgs: [['user', 'OBSERVATION: 24 passed']], text: 'DISCUSSION\nAll 24 tests pass. Submitting.\n\n```\nsubmit\n```' }));
      ch.push(span('tool', 'submit', { action: 'submit' }, { observation: `diff --git a/volleystats/metrics.py b/volleystats/metrics.py\n index ${c.gitsha()}..${c.gitsha()} 100644\n...`, exit_status: 'submitted' }, []));
      return span('agent', 'SWE-agent run', { problem_statement: 'Tests fail after rally-scoring refactor (#212)', instance_id: 'volleystats__volleystats-212' }, { exit_status: 'submitted', model_stats: { api_calls: 8, instance_cost: +(c.rand() * 0.6).toFixed(4) } }, ch, { metadata: { swe_agent_version: '1.1.0', env: 'docker://sweagent/swe-agent:latest' } });
    },
  },

  {
    n: '02', domain: 'button factory order CSV import', style: 'vercel', start: '2025-05-21T07:40:15Z',
    isolates: 'A Vercel AI SDK agent validates a wholesale order CSV; bad rows go 23, 9, 2, 0 as it fixes decimal commas, then unit codes, then one SKU typo, and then imports.',
    goal: 'Import wholesale order file orders_week21.csv into the button factory ERP, fixing data problems first.',
    build(c) {
      const s = styler('vercel', c, { model: 'gpt-4.1-mini' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You import wholesale orders for Hartwell Buttons.'], ['user', 'Import orders_week21.csv into the ERP.']], calls: [['validateCsv', { file: 'orders_week21.csv' }]] }));
      ch.push(s.tool('validateCsv', { file: 'orders_week21.csv' }, { rows: 214, bad: 23, errors: [{ code: 'NUMBER_FORMAT', count: 14, example: { row: 17, col: 'unit_price', value: '0,042' } }, { code: 'UNKNOWN_UOM', count: 7, example: { row: 88, col: 'uom', value: 'gr' } }, { code: 'UNKNOWN_SKU', count: 2, example: { row: 150, value: 'BTN-HRN-20L' } }], took: c.durStr() }));
      ch.push(s.llm({ msgs: [['tool', '23 bad rows']], text: '14 prices use decimal commas; converting them to dots first.', calls: [['transformCsv', { file: 'orders_week21.csv', op: 'replace', column: 'unit_price', pattern: '^(\\d+),(\\d+)$', replacement: '$1.$2' }]] }));
      ch.push(s.tool('transformCsv', { op: 'replace', column: 'unit_price' }, { changed: 14, out: 'orders_week21.csv', backup: c.tmp('.csv.bak') }));
      ch.push(s.tool('validateCsv', { file: 'orders_week21.csv' }, { rows: 214, bad: 9, errors: [{ code: 'UNKNOWN_UOM', count: 7, example: { row: 88, col: 'uom', value: 'gr' } }, { code: 'UNKNOWN_SKU', count: 2, example: { row: 150, value: 'BTN-HRN-20L' } }], took: c.durStr() }));
      ch.push(s.llm({ msgs: [['tool', '9 bad rows']], text: 'The 7 unit errors are "gr" — in this trade that means gross (144), ERP code GRS. Mapping gr→GRS.', calls: [['transformCsv', { file: 'orders_week21.csv', op: 'map', column: 'uom', mapping: { gr: 'GRS' } }]] }));
      ch.push(s.tool('transformCsv', { op: 'map', column: 'uom' }, { changed: 7, out: 'orders_week21.csv', backup: c.tmp('.csv.bak') }));
      ch.push(s.tool('validateCsv', { file: 'orders_week21.csv' }, { rows: 214, bad: 2, errors: [{ code: 'UNKNOWN_SKU', count: 2, rows: [150, 151], value: 'BTN-HRN-20L' }], took: c.durStr() }));
      ch.push(s.llm({ msgs: [['tool', '2 bad rows']], text: 'BTN-HRN-20L is not in the catalogue; let me look for close SKUs.', calls: [['searchSku', { q: 'BTN-HRN-20' }]] }));
      ch.push(s.tool('searchSku', { q: 'BTN-HRN-20' }, { hits: [{ sku: 'BTN-HRN-20-L', desc: 'Horn button 20L, 4-hole, natural' }, { sku: 'BTN-HRN-20-D', desc: 'Horn button 20L, dark' }] }));
      ch.push(s.llm({ msgs: [['tool', 'hits']], text: 'Rows 150-151 say "natural" in the description column, so BTN-HRN-20-L is the match.', calls: [['transformCsv', { file: 'orders_week21.csv', op: 'map', column: 'sku', mapping: { 'BTN-HRN-20L': 'BTN-HRN-20-L' } }]] }));
      ch.push(s.tool('transformCsv', { op: 'map', column: 'sku' }, { changed: 2, out: 'orders_week21.csv', backup: c.tmp('.csv.bak') }));
      ch.push(s.tool('validateCsv', { file: 'orders_week21.csv' }, { rows: 214, bad: 0, errors: [], took: c.durStr() }));
      ch.push(s.llm({ msgs: [['tool', '0 bad rows']], calls: [['importOrders', { file: 'orders_week21.csv' }]] }));
      ch.push(s.tool('importOrders', { file: 'orders_week21.csv' }, { imported: 214, batch: c.jobId('IMP-'), erp_orders: 37 }));
      ch.push(s.llm({ msgs: [['tool', 'imported 214']], text: 'Imported all 214 lines (37 orders). Fixes: 14 decimal-comma prices, 7 "gr" units mapped to GRS, 2 SKUs corrected to BTN-HRN-20-L.' }));
      return s.agent('order-import', { prompt: 'Import orders_week21.csv into the ERP.' }, { 'ai.response.text': 'Imported all 214 lines (37 orders)...', 'ai.response.finishReason': 'stop' }, ch);
    },
  },

  {
    n: '03', domain: 'pothole reporting portal nginx config', style: 'openhands', start: '2025-08-26T10:10:10Z',
    isolates: 'An OpenHands agent runs `nginx -t` three times; errors drop 3, 1, 0 as it fixes a missing semicolon, then a duplicate upstream, then reloads and gets HTTP 200.',
    goal: 'Add the /api/reports route for the city pothole reporting portal to the nginx config and reload it without downtime.',
    build(c) {
      const s = styler('openhands', c, { model: 'gpt-4o' });
      const ch = [];
      const run = (cmd, out, code) => s.tool('run', { command: cmd }, { content: out, exit_code: code, hostname: c.pod('runtime') }, code ? { error: `exit code ${code}` } : {});
      ch.push(s.llm({ msgs: [['user', 'Add /api/reports proxy to reports-svc:8080 and reload nginx.']], text: 'I added the location block; testing the config.', calls: [['execute_bash', { command: 'sudo nginx -t' }]] }));
      ch.push(run('sudo nginx -t', `nginx: [emerg] unexpected "}" in /etc/nginx/conf.d/potholes.conf:41\nnginx: [emerg] unknown directive "proxy_set_headr" in /etc/nginx/conf.d/potholes.conf:38\nnginx: [emerg] duplicate upstream "reports_svc" in /etc/nginx/conf.d/upstreams.conf:12\nnginx: configuration file /etc/nginx/nginx.conf test failed`, 1));
      ch.push(s.llm({ msgs: [['tool', '3 errors']], text: 'Line 40 is missing a semicolon after proxy_pass, and line 38 misspells proxy_set_header. Fixing both.', calls: [['str_replace_editor', { command: 'str_replace', path: '/etc/nginx/conf.d/potholes.conf', old_str: 'proxy_set_headr X-Real-IP $remote_addr;\n        proxy_pass http://reports_svc', new_str: 'proxy_set_header X-Real-IP $remote_addr;\n        proxy_pass http://reports_svc;' }]] }));
      ch.push(s.tool('str_replace_editor', { path: '/etc/nginx/conf.d/potholes.conf' }, 'The file /etc/nginx/conf.d/potholes.conf has been edited. Here\'s the result of running `cat -n` on a snippet:\n    37\t    location /api/reports {\n    38\t        proxy_set_header X-Real-IP $remote_addr;\n    39\t        proxy_pass http://reports_svc;\n    40\t    }'));
      ch.push(run('sudo nginx -t', 'nginx: [emerg] duplicate upstream "reports_svc" in /etc/nginx/conf.d/upstreams.conf:12\nnginx: configuration file /etc/nginx/nginx.conf test failed', 1));
      ch.push(s.llm({ msgs: [['tool', 'duplicate upstream']], text: 'upstreams.conf already defines reports_svc at line 3 (pointing at 10.20.4.11:8080); my copy at line 12 is redundant. Removing lines 12-14.', calls: [['execute_bash', { command: "sudo sed -i '12,14d' /etc/nginx/conf.d/upstreams.conf && sudo nginx -t" }]] }));
      ch.push(run("sudo sed -i '12,14d' /etc/nginx/conf.d/upstreams.conf && sudo nginx -t", 'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful', 0));
      ch.push(s.llm({ msgs: [['tool', 'test is successful']], text: 'Config is valid. Reloading and checking the route.', calls: [['execute_bash', { command: 'sudo systemctl reload nginx && curl -sI https://potholes.example.gov/api/reports' }]] }));
      ch.push(run('sudo systemctl reload nginx && curl -sI https://potholes.example.gov/api/reports', `HTTP/2 200\nserver: nginx/1.24.0\ndate: ${c.http()}\ncontent-type: application/json\nx-upstream: 10.20.4.11:8080\nx-request-id: ${c.hex(32)}`, 0));
      ch.push(s.llm({ msgs: [['tool', 'HTTP/2 200']], text: 'Done: /api/reports proxies to reports_svc, nginx reloaded without restart, route returns 200.', calls: [['finish', { outputs: { summary: 'route added, reload ok' } }]] }));
      return s.agent('CodeActAgent', { task: 'Add /api/reports proxy to reports-svc:8080 and reload nginx.' }, { agent_state: 'finished' }, ch, { sid: c.hex(32) });
    },
  },

  {
    n: '04', domain: 'sushi conveyor restaurant ordering site accessibility', style: 'claude-sdk', start: '2025-09-30T14:20:00Z',
    isolates: 'A Claude Agent SDK session runs the axe audit three times; violations go 7, 3, 0 after fixing image alts and then button labels and contrast, then reports done.',
    goal: 'Fix the accessibility violations on the table-side ordering page of the conveyor sushi restaurant\'s web app so axe reports none.',
    build(c) {
      const s = styler('claude-sdk', c, { model: 'claude-sonnet-4-5-20250929' });
      const ch = [];
      const axe = (n, list) => ({ stdout: `Running axe-core 4.10.2 in chromium\nTesting http://localhost:5173/table/12 ... please wait\n\n${list}\n\n${n} Accessibility issues detected.\nTook ${c.int(1100, 4000)}ms`, stderr: '', interrupted: false });
      ch.push(s.llm({ msgs: [['user', 'Fix a11y issues on the ordering page']], calls: [['Bash', { command: 'npx @axe-core/cli http://localhost:5173/table/12', description: 'Run axe audit' }]] }));
      ch.push(s.tool('Bash', { command: 'npx @axe-core/cli http://localhost:5173/table/12' }, axe(7, 'Violation of "image-alt" with 4 occurrences!\n  .plate-card img (salmon nigiri, tamago, ebi, inari)\nViolation of "button-name" with 2 occurrences!\n  .qty-plus, .qty-minus\nViolation of "color-contrast" with 1 occurrences!\n  .price-tag (ratio 2.9:1)')));
      ch.push(s.llm({ msgs: [['tool', '7 issues']], text: 'Four plate images lack alt text. PlateCard renders `<img src={plate.photo}>`; I\'ll use the dish name.', calls: [['Edit', { file_path: 'src/components/PlateCard.tsx', old_string: '<img src={plate.photo} />', new_string: '<img src={plate.photo} alt={plate.nameEn} />' }]] }));
      ch.push(s.tool('Edit', { file_path: 'src/components/PlateCard.tsx' }, 'The file src/components/PlateCard.tsx has been updated.'));
      ch.push(s.tool('Bash', { command: 'npx @axe-core/cli http://localhost:5173/table/12' }, axe(3, 'Violation of "button-name" with 2 occurrences!\n  .qty-plus, .qty-minus\nViolation of "color-contrast" with 1 occurrences!\n  .price-tag (ratio 2.9:1)'), { id: undefined }));
      ch.push(s.llm({ msgs: [['tool', '3 issues']], text: 'The +/- buttons are icon-only; adding aria-labels. The price tag is #e88 on white (2.9:1); switching to #b3261e (5.9:1).', calls: [['Edit', { file_path: 'src/components/QtyStepper.tsx', old_string: '<button className="qty-plus" onClick={inc}>', new_string: '<button className="qty-plus" aria-label={`Add one ${name}`} onClick={inc}>' }], ['Edit', { file_path: 'src/components/QtyStepper.tsx', old_string: '<button className="qty-minus" onClick={dec}>', new_string: '<button className="qty-minus" aria-label={`Remove one ${name}`} onClick={dec}>' }], ['Edit', { file_path: 'src/styles/plate.css', old_string: 'color: #e88;', new_string: 'color: #b3261e;' }]] }));
      ch.push(s.tool('Edit', { file_path: 'src/components/QtyStepper.tsx' }, 'The file src/components/QtyStepper.tsx has been updated.'));
      ch.push(s.tool('Edit', { file_path: 'src/components/QtyStepper.tsx' }, 'The file src/components/QtyStepper.tsx has been updated.'));
      ch.push(s.tool('Edit', { file_path: 'src/styles/plate.css' }, 'The file src/styles/plate.css has been updated.'));
      ch.push(s.tool('Bash', { command: 'npx @axe-core/cli http://localhost:5173/table/12' }, axe(0, '0 violations found!')));
      ch.push(s.llm({ msgs: [['tool', '0 violations']], text: 'axe now reports 0 violations on /table/12. Changes: alt text from dish names (4), aria-labels on the quantity buttons (2), price tag colour to #b3261e for 5.9:1 contrast (1).' }));
      return s.agent('claude-agent-sdk session', { prompt: 'Fix a11y issues on the ordering page', cwd: '/home/dev/kaiten-order' }, { type: 'result', subtype: 'success', num_turns: 5, is_error: false, total_cost_usd: 0.1432 }, ch);
    },
  },

  {
    n: '05', domain: 'levee inspection report validation', style: 'pydantic', start: '2025-10-13T06:00:00Z',
    isolates: 'A Pydantic AI agent\'s structured output fails validation three times with 5, 2, then 0 errors as it fixes station formats, then the enum and a missing photo reference, and the report is accepted.',
    goal: 'Turn the field notes from the Kessel Creek levee walk into a valid LeveeInspection report and submit it.',
    build(c) {
      const s = styler('pydantic', c, { model: 'gpt-4o' });
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'Return a LeveeInspection object via final_result.'], ['user', 'Field notes: sta 12+50 seepage boil 0.3m dia, sandbagged; sta 14+00 animal burrow; sta 15+20 erosion toe 2m; photos P1-P4.']], calls: [['final_result', { findings: [{ station: '12.50', type: 'seepage boil', severity: 'high' }, { station: '14', type: 'burrow', severity: 'medium' }, { station: '15.20', type: 'toe erosion', severity: 'moderate' }] }]] }));
      ch.push(s.tool('final_result', {}, { retry_prompt: '5 validation errors for LeveeInspection\nfindings.0.station\n  String should match pattern \'^\\d+\\+\\d{2}$\' [input_value=\'12.50\']\nfindings.1.station\n  String should match pattern [input_value=\'14\']\nfindings.2.station\n  String should match pattern [input_value=\'15.20\']\nfindings.2.severity\n  Input should be \'low\', \'medium\' or \'high\' [input_value=\'moderate\']\ninspector\n  Field required' }, { error: 'ValidationError: 5 errors' }));
      ch.push(s.llm({ msgs: [['tool', '5 validation errors']], text: 'Stations must be in 12+50 notation; converting all three and adding the inspector from the notes header (R. Osei).', calls: [['final_result', { inspector: 'R. Osei', findings: [{ station: '12+50', type: 'seepage boil', severity: 'high' }, { station: '14+00', type: 'burrow', severity: 'medium' }, { station: '15+20', type: 'toe erosion', severity: 'moderate' }] }]] }));
      ch.push(s.tool('final_result', {}, { retry_prompt: '2 validation errors for LeveeInspection\nfindings.2.severity\n  Input should be \'low\', \'medium\' or \'high\' [input_value=\'moderate\']\nfindings.0.photos\n  List should have at least 1 item after validation, not 0 (high-severity findings need a photo)' }, { error: 'ValidationError: 2 errors' }));
      ch.push(s.llm({ msgs: [['tool', '2 validation errors']], text: 'A 2 m toe erosion is "medium" on the district scale. The high-severity boil needs a photo: P1 and P2 were taken at 12+50 per the notes.', calls: [['final_result', { inspector: 'R. Osei', findings: [{ station: '12+50', type: 'seepage boil', severity: 'high', photos: ['P1', 'P2'] }, { station: '14+00', type: 'burrow', severity: 'medium', photos: ['P3'] }, { station: '15+20', type: 'toe erosion', severity: 'medium', photos: ['P4'] }] }]] }));
      ch.push(s.tool('final_result', {}, { result: 'Final result processed.', validated: true }));
      ch.push(s.tool('submit_report', { levee: 'Kessel Creek L-4', report_id: null }, { report_id: 'LI-2025-' + c.digits(4), status: 'accepted', received: c.iso() }, { meta: { note: 'called by application code after run' } }));
      return s.agent('levee_inspector', { user_prompt: 'Field notes: sta 12+50 seepage boil...' }, { output: { inspector: 'R. Osei', findings: 3 }, usage: { requests: 3 } }, ch, { model_name: 'gpt-4o' });
    },
  },

  {
    n: '06', domain: 'cashew processing yield spreadsheet', style: 'inspect', start: '2025-01-07T12:00:00Z',
    isolates: 'An Inspect AI sample where the agent recalculates a yield workbook three times; formula errors go 4, 1, 0 as it fixes a deleted-sheet reference and then a text-formatted moisture column, and scores correct.',
    goal: 'Repair the broken formulas in cashew_yield_Q4.xlsx so the outturn (KOR) column computes for all 12 lots, and report the average KOR.',
    build(c) {
      const s = styler('inspect', c, { model: 'openai/gpt-4o-2024-11-20' });
      const ch = [];
      const tool = (fn, args, result, err) => span('tool', fn, { function: fn, arguments: args }, { result, events: [], working_time: +c.secs(0.2, 4) }, [], { metadata: { event: 'tool', timestamp: c.isoOff(0), id: c.b62(22) }, error: err });
      ch.push(span('event', 'sample_init', { sample_id: 'cashew-yield-07', epoch: 1 }, { files: ['cashew_yield_Q4.xlsx'] }, [], { metadata: { event: 'sample_init', timestamp: c.isoOff(0) } }));
      ch.push(s.llm({ msgs: [['system', 'You are a spreadsheet analyst with python and bash tools.'], ['user', 'Repair cashew_yield_Q4.xlsx so KOR computes for all 12 lots; report average KOR.']], calls: [['python', { code: 'from formulas_check import scan\nprint(scan("cashew_yield_Q4.xlsx"))' }]] }));
      ch.push(tool('python', { code: 'scan(...)' }, "[('Lots!F4', '#REF!'), ('Lots!F5', '#REF!'), ('Lots!F9', '#REF!'), ('Lots!F12', '#VALUE!')]\n4 errors"));
      ch.push(s.llm({ msgs: [['tool', '4 errors']], text: 'F4, F5 and F9 reference the deleted sheet "Moisture_old"; the moisture readings now live in Lots!D. Rewriting those three formulas to =E4*(1-D4)/...', calls: [['python', { code: 'import openpyxl\nwb=openpyxl.load_workbook("cashew_yield_Q4.xlsx")\nws=wb["Lots"]\nfor r in (4,5,9):\n    ws[f"F{r}"]=f"=(E{r}*(1-D{r}))/C{r}*80*0.4536"\nwb.save("cashew_yield_Q4.xlsx")\nprint(scan("cashew_yield_Q4.xlsx"))' }]] }));
      ch.push(tool('python', { code: 'fix F4,F5,F9' }, "[('Lots!F12', '#VALUE!')]\n1 errors"));
      ch.push(s.llm({ msgs: [['tool', '1 error']], text: 'F12 is #VALUE! because D12 holds the text "8,5%" (European decimal + percent sign). Converting it to 0.085.', calls: [['python', { code: 'ws["D12"]=0.085\nwb.save("cashew_yield_Q4.xlsx")\nprint(scan("cashew_yield_Q4.xlsx")); print(avg_kor())' }]] }));
      ch.push(tool('python', { code: 'fix D12' }, '[]\n0 errors\naverage KOR (lbs/80kg bag): 47.6'));
      ch.push(s.llm({ msgs: [['tool', '0 errors']], text: 'All 12 lots compute. Average outturn is 47.6 lbs per 80 kg bag. ANSWER: 47.6' }));
      ch.push(span('event', 'score', { target: '47.6' }, { value: 'C', answer: '47.6', scorer: 'match' }, [], { metadata: { event: 'score' } }));
      return span('agent', 'sample cashew-yield-07', { input: 'Repair cashew_yield_Q4.xlsx so KOR computes for all 12 lots; report average KOR.', target: '47.6' }, { completion: 'ANSWER: 47.6', scores: { match: 'C' } }, ch, { metadata: { eval: 'spreadsheet-repair', task_id: c.b62(22), model: 'openai/gpt-4o-2024-11-20', solver: 'basic_agent' } });
    },
  },
];
