import { agent, llm, tool, chain, sys, user, oaiCall, anthOut, usage } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const summary = 'Three or more different edits/settings, each followed by the same check failing identically apart from volatile parts; never passes.';

export const rows = [
  // 01 Python wheel for a kiln controller — OpenHands
  (N) => {
    const goal = 'Fix the failing test test_ramp_profile in the kiln-controller firmware simulator repo.';
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\nrootdir: /workspace/kilnsim\ncollected 1 item\n\ntests/test_ramp.py F\n\n    def test_ramp_profile():\n>       assert profile.segments[2].target_c == 1222\nE       AssertionError: assert 1220 == 1222\n\n${N.tmp('pytest')}/test_ramp0\n=========================== short test summary info ============================\nFAILED tests/test_ramp.py::test_ramp_profile - AssertionError: assert 1220 == 1222\n============================== 1 failed in ${N.secs(0.1, 2)} ==============================`;
    const fixes = [['kilnsim/profile.py', 'round(target) -> math.ceil(target)'], ['kilnsim/units.py', 'F_TO_C factor 5/9 computed as float division'], ['kilnsim/profile.py', 'clamp max 1300 -> 1330'], ['tests/conftest.py', 'fixture uses cone 6 table v2']];
    const kids = [];
    kids.push(llm('LLM completion', { messages: [sys('You are OpenHands agent.'), user(goal)] }, oaiCall(N, 'Running the test first.', [['execute_bash', { command: 'cd /workspace/kilnsim && python -m pytest tests/test_ramp.py -x -q' }]])));
    kids.push(tool('CmdRunAction', { command: 'python -m pytest tests/test_ramp.py -x -q' }, { content: fail(), exit_code: 1 }, { observation: 'run' }));
    fixes.forEach(([f, d], i) => {
      kids.push(llm('LLM completion', { messages: '[...]' }, oaiCall(N, [`The segment target is off by 2 degrees; maybe rounding. Changing ${d}.`, `Still 1220. Perhaps the Fahrenheit conversion truncates; editing ${f}: ${d}.`, `Could be the clamp in the ramp builder; ${d}.`, `Trying the fixture side: ${d}.`][i], [['str_replace_editor', { command: 'str_replace', path: '/workspace/kilnsim/' + f, note: d }]])));
      kids.push(tool('FileEditAction', { path: '/workspace/kilnsim/' + f }, `The file /workspace/kilnsim/${f} has been edited.`, { observation: 'edit' }));
      kids.push(tool('CmdRunAction', { command: 'python -m pytest tests/test_ramp.py -x -q' }, { content: fail(), exit_code: 1 }, { observation: 'run' }));
    });
    return { domain: 'pottery kiln controller simulator (Python)', style: 'OpenHands event stream (CmdRunAction / FileEditAction)', isolates: 'Four different edits in different files; pytest fails each time with the same assert 1220 == 1222, only durations and tmp paths differ.', goal,
      root: agent('CodeActAgent', { task: goal }, null, kids, { max_iterations: 30, agent_state: 'STOPPED' }) };
  },
  // 02 nginx config — SWE-agent style trajectory; domain: mountain-bike rental booking site
  (N) => {
    const goal = 'The booking site for Glenrock bike hire returns 413 on photo upload of damage reports; make uploads up to 20 MB work.';
    const check = () => `$ curl -s -o /dev/null -w "%{http_code} %{time_total}\\n" -F photo=@/tmp/damage_18mb.jpg https://staging.glenrockhire.example/api/damage\n413 ${(N.r() * 0.4).toFixed(6)}\nx-served-by: ${N.host('edge')}\n`;
    const edits = ['client_max_body_size 20M; in server block of sites-enabled/booking.conf', 'client_max_body_size 25M; in http block of nginx.conf', 'proxy_request_buffering off; in location /api/', 'MAX_CONTENT_LENGTH = 20 * 1024 * 1024 in app/config.py'];
    const kids = [];
    edits.forEach((e, i) => {
      kids.push(llm('model_query', { history_len: 4 + i * 4 }, `DISCUSSION\n${['The 413 is probably nginx default 1m body size.', 'Maybe the directive must go into the http block instead.', 'Perhaps buffering to disk triggers the limit.', 'Could be Flask rejecting it before nginx logs it.'][i]} I will set ${e} and reload.\n\n\`\`\`\nedit ${i}\n\`\`\``));
      kids.push(tool('edit', { change: e }, `File updated. Please review the changes.`));
      kids.push(tool('bash', { command: 'sudo nginx -t && sudo systemctl reload nginx && ./check_upload.sh' }, `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n` + check()));
    });
    return { domain: 'bike hire booking site uploads', style: 'SWE-agent trajectory (DISCUSSION + command, observation)', isolates: 'Four different size-limit changes (server block, http block, buffering, app config) and the upload check still prints 413 each time with only timing and edge host changing.', goal,
      root: agent('SWEAgent.run', { problem_statement: goal }, null, kids, { exit_status: 'exit_cost' }) };
  },
  // 03 ETL unit conversion — Inspect AI eval log; domain: salt evaporation pans? salt mines used in f1; use cheese? used. -> chili sauce? hot-sauce used. -> honey? apiaries. -> "maple"? used. Use kelp? seaweed used. Use "pipe tobacco"? -> "tea"? -> "sea salt flake producer" close to saltworks (used). Use "mead"? meadery used. -> "sunflower oil press"
  (N) => {
    const goal = 'Make the nightly yield report for the sunflower oil press reconcile: litres pressed must match tank dip totals within 0.5%.';
    const rec = () => `reconcile.py run ${N.ulid()} @ ${N.isoOffset(N.tick(), 3)}\npressed_l=18422.0 dipped_l=18811.6 delta=+2.11% tolerance=0.50%\nRESULT: MISMATCH (exit 2) elapsed=${N.ms(300, 3000)}ms`;
    const steps = ['use 0.918 kg/L density instead of 0.92', 'exclude tank T4 (sludge) from dip total', 'convert dip readings from cm to litres with the new strapping table v3', 'shift the day boundary from 00:00 to 06:00 shift change'];
    const kids = [];
    steps.forEach((s, i) => {
      kids.push(llm('model generate', { messages: '[...]' }, { choices: [{ message: oaiCall(N, `Attempt ${i + 1}: ${s}.`, [['bash', { cmd: `python reconcile.py --apply-patch p${i + 1}.diff && python reconcile.py --date 2024-09-14` }]]) }] }, { event: 'model' }));
      kids.push(tool('bash', { cmd: `python reconcile.py --date 2024-09-14` }, rec(), { event: 'tool', working_time: N.secs(0.3, 4) }));
    });
    return { domain: 'sunflower oil press yield reconciliation', style: 'Inspect AI eval log (model / tool events)', isolates: 'Four different reconciliation changes (density, tank exclusion, strapping table, day boundary) all produce the identical +2.11% mismatch; only run id, time and elapsed differ.', goal,
      root: agent('eval sample', { input: goal, sample_id: 7 }, { score: 'I' }, kids, { task: 'ops_fix', message_limit: 30 }) };
  },
  // 04 Docker build — Claude Agent SDK transcript; domain: museum? used. -> pottery? ->"braille"? used. -> board "tide tables"? "planetarium" used. -> "sheet glass"? -> "community orchestra ticket site" (orchestra libraries used; ticketing ok?) choose "allotment"? used. -> "clay court tennis"? used. -> "ferrous scrap"? used. -> "soap"? used -> "knife forging school"
  (N) => {
    const goal = 'Get the Docker image for the knife-forging school\'s class booking app to build on the ARM CI runner.';
    const err = () => `#12 [builder 5/7] RUN pip install -r requirements.txt\n#12 ${N.secs(1, 30)} ERROR: Could not find a version that satisfies the requirement psycopg2-binary==2.9.3 (from versions: 2.9.6, 2.9.7, 2.9.9)\n#12 ERROR: process "/bin/sh -c pip install -r requirements.txt" did not complete successfully: exit code: 1\n------\nERROR: failed to solve: ${N.sha(12)}: exit code: 1`;
    const tries = ['Switch base image to python:3.11-slim-bookworm', 'Add apt-get install libpq-dev gcc before pip install', 'Pass --platform=linux/arm64 in FROM', 'Upgrade pip in the builder stage'];
    const kids = [];
    tries.forEach((t) => {
      kids.push(llm('assistant', { turn: 'prev tool_result' }, { type: 'assistant', message: { content: [{ type: 'text', text: `${t}; then rebuild.` }, { type: 'tool_use', name: 'Edit', input: { file_path: '/repo/Dockerfile', change: t } }] } }));
      kids.push(tool('Edit', { file_path: '/repo/Dockerfile' }, { type: 'tool_result', content: 'The file /repo/Dockerfile has been updated.' }));
      kids.push(tool('Bash', { command: 'docker buildx build --platform linux/arm64 -t booking:ci .' }, { type: 'tool_result', content: err(), is_error: true }, null, 'exit code 1'));
    });
    return { domain: 'knife-forging school booking app CI', style: 'Claude Agent SDK transcript (assistant / tool_result messages)', isolates: 'Four Dockerfile changes unrelated to the pinned psycopg2-binary version; the build fails with the same resolver error each time.', goal,
      root: agent('claude-agent-sdk session', { prompt: goal, session_id: N.uuid() }, { subtype: 'error_max_turns' }, kids, { permission_mode: 'acceptEdits' }) };
  },
  // 05 SQL view in data: hop? -> "rowing"? used -> "community land trust"; AutoGen
  (N) => {
    const goal = 'Fix the dbt model lease_arrears so the not_null test on tenant_id passes for the community land trust\'s rent ledger.';
    const out = () => `${N.clock(N.tick())}  Running with dbt=1.8.2\n${N.clock()}  1 of 1 START test not_null_lease_arrears_tenant_id ........ [RUN]\n${N.clock()}  1 of 1 FAIL 14 not_null_lease_arrears_tenant_id ........ [FAIL 14 in ${N.secs(0.2, 3)}]\n${N.clock()}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1\n  compiled Code at target/compiled/clt/models/schema.yml/not_null_lease_arrears_tenant_id.sql`;
    const ideas = ['change LEFT JOIN tenants to INNER JOIN', 'coalesce(tenant_id, legacy_tenant_ref)', 'filter out rows where lease_status = \'void\'', 'add a where clause on ledger_date >= lease_start'];
    const kids = [];
    ideas.forEach((d, i) => {
      kids.push(llm('AssistantAgent', { messages: '[...]' }, { source: 'engineer', content: [{ name: 'write_file', arguments: JSON.stringify({ path: 'models/lease_arrears.sql', edit: d }) }], type: 'ToolCallRequestEvent' }));
      kids.push(tool('write_file', { path: 'models/lease_arrears.sql', edit: d }, { type: 'ToolCallExecutionEvent', content: 'ok' }));
      kids.push(tool('run_dbt', { args: 'dbt test -s lease_arrears' }, out(), null, 'dbt exited with code 1'));
    });
    return { domain: 'community land trust rent ledger (dbt)', style: 'AutoGen AgentChat events (ToolCallRequestEvent / ExecutionEvent)', isolates: 'Four different SQL changes; each dbt test run reports the same FAIL 14 rows, differing only in clock times and duration.', goal,
      root: agent('RoundRobinGroupChat', { task: goal }, { stop_reason: 'Maximum number of messages 16 reached' }, kids, { autogen_version: '0.4.7' }) };
  },
  // 06 TypeScript tsc error — Haystack; domain: tin mine tour? -> "sea kayak" used f1; -> "cider vinegar" used f2; choose "bicycle wheel truing app"? wheel building used. -> "planet nursery"? use "peat cutters" used? use "ceramic mosaic"? used f1. Choose "sheep cheese"? used. "alpine herb tea"? -> "beach hut"? used. choose "weaving guild newsletter app"
  (N) => {
    const goal = 'Get `npm run typecheck` to pass in the weaving guild\'s membership portal after the Zod upgrade.';
    const tsc = () => `> guild-portal@2.3.0 typecheck\n> tsc --noEmit\n\nsrc/members/schema.ts:41:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n\n41       loomSize: z.string().optional(),\n         ~~~~~~~~\n\nFound 1 error in src/members/schema.ts:41\n\n[tsc] ${N.ms(1800, 9000)}ms  pid=${N.pid()}`;
    const fixes = ['add `as string` cast in formatMember()', 'set "strictNullChecks": false in tsconfig.app.json (not the one tsc uses)', 'bump @types/node to 20.14', 'regenerate types with `npx zod-to-ts`'];
    const kids = [];
    fixes.forEach((f) => {
      kids.push(llm('OpenAIChatGenerator', { messages: '[...]' }, { replies: [{ role: 'assistant', text: `Next I'll ${f}.`, tool_calls: [{ tool_name: 'apply_patch', arguments: { description: f } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
      kids.push(tool('ToolInvoker.apply_patch', { description: f }, { tool_messages: ['patch applied'] }, { 'haystack.component.type': 'ToolInvoker' }));
      kids.push(tool('ToolInvoker.run_cmd', { cmd: 'npm run typecheck' }, { tool_messages: [tsc()] }, { 'haystack.component.type': 'ToolInvoker' }, 'exit 2'));
    });
    return { domain: 'weaving guild membership portal (TypeScript)', style: 'Haystack pipeline / Agent component spans', isolates: 'Four unrelated changes; tsc reports the same TS2322 at schema.ts:41 each time, only duration and pid differ.', goal,
      root: agent('haystack.agent.run', { messages: [user(goal)] }, null, kids, { 'haystack.pipeline.max_runs_per_component': 100 }) };
  },
];
