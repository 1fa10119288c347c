// Family 4: different fixes, same verification failure (identical apart from volatile parts), never passes.
export const family = 'fixes_same_failure';
export const loop = true;
export const stagnation = false;
export const summary = 'Three or more different edits/settings, each followed by the same check failing the same way (only durations, timestamps, temp paths, run ids differ); never passes.';

export const scenarios = [
  {
    id: '01', domain: 'coding: Go expense-splitting library', style: 'swe_agent', model: 'gpt-4o-2024-08-06',
    isolates: 'SWE-agent trajectory: three different edits to rounding code, each followed by `go test` printing the same failing assertion with only the elapsed time changing.',
    goal: 'Issue #214: SplitEven(100.00, 3) must return [33.34 33.33 33.33] (the remainder cent goes to the first payer). Fix it so `go test ./splitter/...` passes.',
    system: 'You are an autonomous programmer working in the repository root. Use one command per turn.',
    build(N, S) {
      const c = [];
      const fail = () => `--- FAIL: TestSplitEven (0.00s)\n    split_test.go:27: SplitEven(100, 3) = [33.33 33.33 33.33], want [33.34 33.33 33.33]\nFAIL\nFAIL\tgithub.com/potluck-app/potluck/splitter\t${N.float(0.004, 0.03, 3)}s\nFAIL`;
      c.push(...S.turn({ text: 'Let me look at the split function first.', calls: [{ name: 'bash', args: { command: 'grep -rn "func SplitEven" splitter/' }, out: 'splitter/even.go:12:func SplitEven(total float64, n int) []float64 {\nsplitter/legacy.go:9:func SplitEven(total float64, n int) []float64 { // build tag: !modern' }] }));
      c.push(...S.turn({ text: 'The division truncates. I will round each share to cents with math.Round instead of int conversion.', calls: [{ name: 'bash', args: { command: 'edit 15:15\n\t\tshares[i] = math.Round(total/float64(n)*100) / 100\nend_of_edit' }, out: '[File: splitter/even.go (31 lines total)]\n(updated lines 12-20 shown)' }] }));
      c.push(...S.turn({ text: 'Running the tests.', calls: [{ name: 'bash', args: { command: 'go test ./splitter/...' }, out: fail() }] }));
      c.push(...S.turn({ text: 'Rounding alone cannot create the extra cent. I will compute in integer cents and add the remainder to the first share.', calls: [{ name: 'bash', args: { command: 'edit 13:20\n\tcents := int64(math.Round(total * 100))\n\tbase, rem := cents/int64(n), cents%int64(n)\n\tfor i := range shares {\n\t\tshares[i] = float64(base) / 100\n\t\tif int64(i) < rem { shares[i] += 0.01 }\n\t}\nend_of_edit' }, out: '[File: splitter/even.go (33 lines total)]' }] }));
      c.push(...S.turn({ text: 'Re-running.', calls: [{ name: 'bash', args: { command: 'go test ./splitter/...' }, out: fail() }] }));
      c.push(...S.turn({ text: 'Perhaps floating-point addition of 0.01 loses the cent; I will build the result from cents with a final division per element.', calls: [{ name: 'bash', args: { command: 'edit 17:18\n\t\tv := base\n\t\tif int64(i) < rem { v++ }\n\t\tshares[i] = float64(v) / 100\nend_of_edit' }, out: '[File: splitter/even.go (34 lines total)]' }] }));
      c.push(...S.turn({ text: 'Testing again.', calls: [{ name: 'bash', args: { command: 'go test ./splitter/...' }, out: fail() }] }));
      c.push(...S.turn({ text: 'Maybe the test compares with a tolerance helper that truncates; I will make the remainder go to index 0 explicitly after the loop.', calls: [{ name: 'bash', args: { command: 'edit 20:20\n\tif rem > 0 { shares[0] = float64(base+1) / 100 }\nend_of_edit' }, out: '[File: splitter/even.go (35 lines total)]' }] }));
      c.push(...S.turn({ text: 'Running the suite once more.', calls: [{ name: 'bash', args: { command: 'go test ./splitter/...' }, out: fail() }] }));
      return S.root({ input: { problem_statement: S.hist[1].content, instance_id: 'potluck-app__potluck-214' }, output: { exit_status: 'exit_cost', submission: null }, children: c });
    },
  },
  {
    id: '02', domain: 'walking tours booking site ops', style: 'openhands', model: 'claude-3-5-sonnet-20241022',
    isolates: 'OpenHands run edits an nginx config three different ways; every `nginx -t` prints the same [emerg] at the same line, differing only in timestamp and worker pid.',
    goal: 'The walking-tours booking site\'s new /api/availability route should be proxied to the availability service on port 8087. Add it to nginx and make sure the config test passes before reload.',
    system: 'You are OpenHands agent. You can run bash commands and edit files.',
    build(N, S) {
      const c = [];
      const emerg = () => { const pid = N.int(20, 90); return `${N.local().replace(/-/g, '/')} [emerg] ${pid}#${pid}: "proxy_pass" cannot have URI part in location given by regular expression, or inside named location, or inside "if" statement, or inside "limit_except" block in /etc/nginx/conf.d/tours.conf:42\nnginx: configuration file /etc/nginx/nginx.conf test failed\n\n[Command finished with exit code 1]`; };
      c.push(...S.turn({ text: 'Let me look at the current server block.', calls: [{ name: 'execute_bash', args: { command: 'sed -n 30,60p /etc/nginx/conf.d/tours.conf' }, out: '    location ~ ^/api/(tours|guides) {\n        proxy_pass http://tours_api/;\n    }\n\n    location ~ ^/api/availability {\n        proxy_pass http://127.0.0.1:8087/availability;\n    }\n\n[Command finished with exit code 0]' }] }));
      c.push(...S.turn({ text: 'I will remove the path from the availability proxy_pass so the request URI is passed through.', calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/etc/nginx/conf.d/tours.conf', old_str: 'proxy_pass http://127.0.0.1:8087/availability;', new_str: 'proxy_pass http://127.0.0.1:8087;' }, out: 'The file /etc/nginx/conf.d/tours.conf has been edited.' }] }));
      c.push(...S.turn({ calls: [{ name: 'execute_bash', args: { command: 'nginx -t' }, out: emerg() }] }));
      c.push(...S.turn({ text: 'Still failing. I will define an upstream block for the availability service and point proxy_pass to it.', calls: [{ name: 'str_replace_editor', args: { command: 'insert', path: '/etc/nginx/conf.d/tours.conf', insert_line: 1, new_str: 'upstream availability_svc { server 127.0.0.1:8087; keepalive 16; }' }, out: 'The file /etc/nginx/conf.d/tours.conf has been edited.' }] }));
      c.push(...S.turn({ calls: [{ name: 'execute_bash', args: { command: 'nginx -t' }, out: emerg() }] }));
      c.push(...S.turn({ text: 'Switching the availability location from a regex match to a prefix match with ^~.', calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/etc/nginx/conf.d/tours.conf', old_str: 'location ~ ^/api/availability {', new_str: 'location ^~ /api/availability {' }, out: 'The file /etc/nginx/conf.d/tours.conf has been edited.' }] }));
      c.push(...S.turn({ calls: [{ name: 'execute_bash', args: { command: 'nginx -t' }, out: emerg() }] }));
      c.push(...S.turn({ text: 'Adding a rewrite before proxy_pass so the URI is set explicitly.', calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/etc/nginx/conf.d/tours.conf', old_str: 'location ^~ /api/availability {', new_str: 'location ^~ /api/availability {\n        rewrite ^/api/(.*)$ /$1 break;' }, out: 'The file /etc/nginx/conf.d/tours.conf has been edited.' }] }));
      c.push(...S.turn({ calls: [{ name: 'execute_bash', args: { command: 'nginx -t' }, out: emerg() }] }));
      return S.root({ output: { agent_state: 'ERROR', reason: 'AgentStuckInLoopError or budget: max_iterations=10 reached' }, children: c, metadata: { sid: N.uuid() } });
    },
  },
  {
    id: '03', domain: 'paintball field booking website', style: 'claude_sdk', model: 'claude-sonnet-4-20250514',
    isolates: 'Claude Agent SDK session changes the Book button colour in three different places; each pa11y run reports the identical contrast error, only the build time and temp dir differ.',
    goal: 'The accessibility check in CI fails on the paintball booking page. Fix the colour contrast of the "Book now" button so `npm run a11y` passes.',
    system: 'You are Claude Code working in /srv/splatzone-web.',
    build(N, S) {
      const c = [];
      const a11y = () => `> splatzone-web@2.3.1 a11y\n> vite build && pa11y-ci --config .pa11yci.json\n\nvite v5.2.11 building for production...\n✓ 214 modules transformed.\ndist/assets/index-Dk3h9Qx1.css   18.42 kB │ gzip: 4.11 kB\n✓ built in ${N.float(1.2, 3.9, 2)}s\nRunning Pa11y on 1 URLs:\n > http://localhost:4173/book - 1 errors\n\nErrors in http://localhost:4173/book:\n\n • This element has insufficient contrast at this conversion level. Expected a contrast ratio of at least 4.5:1, but text in this element has a contrast ratio of 3.12:1. Recommendation:  change text colour to #5c5c5c.\n\n   (#booking-cta > button.btn-book)\n\n   <button class="btn-book">Book now</button>\n\n✘ 0/1 URLs passed\n(screenshots: ${N.tmp('/pa11y')})`;
      c.push(...S.turn({ text: 'Running the accessibility check to see the failure.', calls: [{ name: 'Bash', args: { command: 'npm run a11y', timeout: 120000 }, out: a11y() }] }));
      c.push(...S.turn({ text: 'The button uses the brand orange from the Tailwind theme. I will darken `brand.orange` in tailwind.config.js.', calls: [{ name: 'Edit', args: { file_path: '/srv/splatzone-web/tailwind.config.js', old_string: "orange: '#ff8a3d'", new_string: "orange: '#c2540a'" }, out: 'The file /srv/splatzone-web/tailwind.config.js has been updated.' }] }));
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: 'npm run a11y', timeout: 120000 }, out: a11y() }] }));
      c.push(...S.turn({ text: 'The theme change did not apply. The button may use the CSS variable --cta-bg directly; changing it in src/styles/tokens.css.', calls: [{ name: 'Edit', args: { file_path: '/srv/splatzone-web/src/styles/tokens.css', old_string: '--cta-bg: #ff8a3d;', new_string: '--cta-bg: #b34700;' }, out: 'The file /srv/splatzone-web/src/styles/tokens.css has been updated.' }] }));
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: 'npm run a11y', timeout: 120000 }, out: a11y() }] }));
      c.push(...S.turn({ text: 'Perhaps the issue is the text colour rather than the background. Setting the button text to near-black in BookButton.tsx.', calls: [{ name: 'Edit', args: { file_path: '/srv/splatzone-web/src/components/BookButton.tsx', old_string: 'className="btn-book"', new_string: 'className="btn-book text-neutral-900"' }, out: 'The file /srv/splatzone-web/src/components/BookButton.tsx has been updated.' }] }));
      c.push(...S.turn({ calls: [{ name: 'Bash', args: { command: 'npm run a11y', timeout: 120000 }, out: a11y() }] }));
      return S.root({ input: { prompt: S.hist[1].content, options: { max_turns: 8 } }, output: { type: 'result', subtype: 'error_max_turns', num_turns: 8, duration_ms: N.int(90000, 240000), session_id: N.uuid() }, children: c });
    },
  },
  {
    id: '04', domain: 'microfinance loan portfolio analytics', style: 'autogen', agentName: 'analyst',
    isolates: 'AutoGen assistant/executor pair tries three different SQL fixes to a dbt model; each `dbt test` prints the same "Got 212 results" failure, differing only in clock times and elapsed seconds.',
    goal: 'The nightly dbt job fails on not_null_fct_repayments_disbursement_id. Fix the model so the test passes and explain the cause.',
    system: 'You are a data engineer agent. A code executor runs shell commands for you in the dbt project.',
    build(N, S) {
      const c = [];
      const dbt = () => { const t0 = N.now(); const hh = N.iso(t0).slice(11, 19); const el = N.float(1.6, 4.8, 2); return `${hh}  Running with dbt=1.7.14\n${hh}  Registered adapter: postgres=1.7.14\n${hh}  Found 38 models, 112 tests, 9 sources, 0 exposures, 0 metrics, 512 macros\n${hh}\n${hh}  Concurrency: 4 threads (target='prod')\n${hh}\n${hh}  1 of 1 START test not_null_fct_repayments_disbursement_id ........ [RUN]\n${hh}  1 of 1 FAIL 212 not_null_fct_repayments_disbursement_id ............ [FAIL 212 in ${(el - 0.9).toFixed(2)}s]\n${hh}\n${hh}  Finished running 1 test in 0 hours 0 minutes and ${el} seconds (${el}s).\n${hh}\n${hh}  Completed with 1 error and 0 warnings:\n${hh}\n${hh}  Failure in test not_null_fct_repayments_disbursement_id (models/marts/schema.yml)\n${hh}    Got 212 results, configured to fail if != 0\n${hh}\n${hh}    compiled code at target/compiled/mfi/models/marts/schema.yml/not_null_fct_repayments_disbursement_id.sql\n${hh}\n${hh}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1`; };
      c.push(...S.turn({ text: 'First reproduce the failure.', calls: [{ name: 'run_shell', args: { cmd: 'dbt test --select fct_repayments' }, out: dbt() }] }));
      c.push(...S.turn({ text: 'The nulls probably come from repayments whose loan has no disbursement row. I will change the left join to an inner join in fct_repayments.sql.', calls: [{ name: 'run_shell', args: { cmd: "sed -i 's/left join {{ ref(\\'stg_disbursements\\') }}/inner join {{ ref(\\'stg_disbursements\\') }}/' models/marts/fct_repayments.sql" }, out: '' }] }));
      c.push(...S.turn({ calls: [{ name: 'run_shell', args: { cmd: 'dbt test --select fct_repayments' }, out: dbt() }] }));
      c.push(...S.turn({ text: 'Still 212. Maybe the staging model emits empty-string ids; I will nullif and filter them in stg_disbursements.', calls: [{ name: 'run_shell', args: { cmd: "python - <<'PY'\nimport re,pathlib\np=pathlib.Path('models/staging/stg_disbursements.sql')\ns=p.read_text().replace('disbursement_id,', \"nullif(trim(disbursement_id),'') as disbursement_id,\")\np.write_text(s+\"\\nwhere nullif(trim(disbursement_id),'') is not null\\n\")\nPY" }, out: '' }] }));
      c.push(...S.turn({ calls: [{ name: 'run_shell', args: { cmd: 'dbt test --select fct_repayments' }, out: dbt() }] }));
      c.push(...S.turn({ text: 'Next hypothesis: the join key types differ (int vs text). Casting both sides to bigint in the join.', calls: [{ name: 'run_shell', args: { cmd: "sed -i 's/on r.loan_id = d.loan_id/on r.loan_id::bigint = d.loan_id::bigint/' models/marts/fct_repayments.sql" }, out: '' }] }));
      c.push(...S.turn({ calls: [{ name: 'run_shell', args: { cmd: 'dbt test --select fct_repayments' }, out: dbt() }] }));
      return S.root({ input: { task: S.hist[1].content }, output: { stop_reason: 'Maximum number of turns 8 reached.', messages: 15 }, children: c });
    },
  },
  {
    id: '05', domain: 'non-emergency patient transport', style: 'responses', model: 'o4-mini-2025-04-16',
    isolates: 'Responses API loop changes three different solver settings; each plan validation returns the same INFEASIBLE wheelchair-capacity violation, only the solve id and solve time change.',
    goal: 'Build Thursday\'s patient transport run plan for the renal unit (22 pickups) and validate it with the plan checker before publishing.',
    system: 'You plan non-emergency patient transport runs. Use the solver tools; publish only validated plans.',
    build(N, S) {
      const c = [];
      const bad = () => ({ status: 'INFEASIBLE', solve_id: 'slv_' + N.hex(12), solve_time_ms: N.ms(800, 4000), violations: [{ code: 'CAP_WHEELCHAIR', vehicle: 'PTS-04', at: '09:15', detail: 'wheelchair positions required 3 > available 2' }], solver: 'or-tools 9.10', worker: N.pod('vrp-worker') });
      c.push(...S.turn({ think: 'Solve with defaults first and validate.', calls: [{ name: 'solve_and_validate', args: { date: 'Thursday', unit: 'renal', settings: {} }, out: bad() }] }));
      c.push(...S.turn({ think: 'Three wheelchair patients converge at 09:15. Widening pickup windows might let the solver spread them.', calls: [{ name: 'solve_and_validate', args: { date: 'Thursday', unit: 'renal', settings: { pickup_window_minutes: 45 } }, out: bad() }] }));
      c.push(...S.turn({ think: 'Window widening did nothing. Try allowing vehicles to do a second loop so PTS-04 can return for the third chair.', calls: [{ name: 'solve_and_validate', args: { date: 'Thursday', unit: 'renal', settings: { pickup_window_minutes: 45, allow_multi_trip: true } }, out: bad() }] }));
      c.push(...S.turn({ think: 'Try raising the penalty for late arrival at dialysis so it prefers splitting the group.', calls: [{ name: 'solve_and_validate', args: { date: 'Thursday', unit: 'renal', settings: { pickup_window_minutes: 45, allow_multi_trip: true, late_penalty: 5000 } }, out: bad() }] }));
      c.push(...S.turn({ think: 'Perhaps the objective weights are pushing them together; switch the first solution strategy to savings.', calls: [{ name: 'solve_and_validate', args: { date: 'Thursday', unit: 'renal', settings: { first_solution_strategy: 'SAVINGS', allow_multi_trip: true } }, out: bad() }] }));
      return S.root({ output: null, children: c, error: 'stopped: tool-call budget (5) exhausted; plan not published' });
    },
  },
  {
    id: '06', domain: 'sail loft CNC cutting', style: 'langsmith', agentName: 'nest_builder',
    isolates: 'LangGraph agent tries three different changes to a sail panel nest; the cutter file validator gives the same E214 cloth-width error each time with only job id and timestamp different.',
    goal: 'Prepare the CNC cut file for order SL-8841 (main, 38 ft cruiser) and make sure it passes the plotter\'s validator before sending it to the cutting table.',
    system: 'You prepare nesting files for the sail loft\'s cutting table.',
    build(N, S) {
      const c = [];
      const v = () => `validator 4.2.0  job=${N.job('NV-')}  ${N.usDate()}\nchecking 23 panels on roll DX-1372 (width 1372 mm)\nE214 panel P-17 exceeds usable cloth width by 38 mm (1410 > 1372) after seam allowance\nRESULT: REJECTED (1 error, 0 warnings)  t=${N.ms(120, 700)}ms`;
      c.push(...S.turn({ text: 'Generating the initial nest.', calls: [{ name: 'build_nest', args: { order: 'SL-8841', roll: 'DX-1372', seam_allowance_mm: 20 }, out: { nest_file: `/cutq/SL-8841_${N.hex(6)}.plt`, panels: 23, yield_pct: 81.4 } }] }));
      c.push(...S.turn({ calls: [{ name: 'validate_nest', args: { order: 'SL-8841' }, out: v() }] }));
      c.push(...S.turn({ text: 'P-17 is the widest head panel. Rotating it 90 degrees might let it fit along the roll.', calls: [{ name: 'set_panel_rotation', args: { order: 'SL-8841', panel: 'P-17', rotation_deg: 90 }, out: 'ok' }] }));
      c.push(...S.turn({ calls: [{ name: 'validate_nest', args: { order: 'SL-8841' }, out: v() }] }));
      c.push(...S.turn({ text: 'Reducing the seam allowance from 20 mm to 12 mm should save 16 mm on each side of the panel.', calls: [{ name: 'build_nest', args: { order: 'SL-8841', roll: 'DX-1372', seam_allowance_mm: 12 }, out: { nest_file: `/cutq/SL-8841_${N.hex(6)}.plt`, panels: 23, yield_pct: 82.0 } }] }));
      c.push(...S.turn({ calls: [{ name: 'validate_nest', args: { order: 'SL-8841' }, out: v() }] }));
      c.push(...S.turn({ text: 'Switching the job to the 1524 mm roll of the same cloth in the job settings.', calls: [{ name: 'update_job_settings', args: { order: 'SL-8841', preferred_roll: 'DX-1524' }, out: { updated: true, etag: N.etag(true) } }] }));
      c.push(...S.turn({ calls: [{ name: 'validate_nest', args: { order: 'SL-8841' }, out: v() }] }));
      return S.root({ output: null, children: c, error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition.' });
    },
  },
];
