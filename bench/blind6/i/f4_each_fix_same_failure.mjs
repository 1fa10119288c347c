// Family 4: a different fix each time, the same verification fails identically
// (apart from volatile parts) after every one of them; it never passes.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'each-fix-same-failure';
export const loop = true;
export const stagnation = false;

// ---------------------------------------------------------------- 01 coding / aider
function coding(c) {
  const goal = 'tests/test_invoice.py::test_line_total_rounding started failing after the Decimal refactor. Fix it.';
  const times = c.shuffle(['0.43', '0.51', '0.38', '0.62', '0.47', '0.55', '0.71']);
  const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0\nrootdir: /home/dev/ledgerly\nconfigfile: pyproject.toml\ncollected 15 items\n\ntests/test_invoice.py F..............                                    [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_line_total_rounding ___________________________\n\n    def test_line_total_rounding():\n        line = InvoiceLine(qty=3, unit_price=Decimal("3.335"))\n>       assert line.total == Decimal("10.01")\nE       AssertionError: assert Decimal('10.00') == Decimal('10.01')\nE        +  where Decimal('10.00') = InvoiceLine(qty=3, unit_price=Decimal('3.335')).total\n\ntests/test_invoice.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_invoice.py::test_line_total_rounding - AssertionError: assert Decimal('10.00') == Decimal('10.01')\n========================= 1 failed, 14 passed in ${times.pop()}s =========================`;
  const commit = (msg) => `Applied edit to ledgerly/billing/invoice.py\nCommit ${c.hex(7)} ${msg}`;
  const m = 'litellm.completion gpt-4o-2024-08-06';
  const e1 = 'The test expects half-up rounding (3 × 3.335 = 10.005 → 10.01) but the line total is quantized with the default context. I\'ll pass ROUND_HALF_UP explicitly.\n\nledgerly/billing/invoice.py\n```python\n<<<<<<< SEARCH\n    def line_total(self) -> Decimal:\n        return (self.qty * self.unit_price).quantize(CENT)\n=======\n    def line_total(self) -> Decimal:\n        return (self.qty * self.unit_price).quantize(CENT, rounding=ROUND_HALF_UP)\n>>>>>>> REPLACE\n```';
  const e2 = 'Still 10.00. The unit price may be losing precision on construction if it arrives as a float; I\'ll build the Decimal from str() in __post_init__.\n\nledgerly/billing/invoice.py\n```python\n<<<<<<< SEARCH\n    def __post_init__(self):\n        self.unit_price = Decimal(self.unit_price)\n=======\n    def __post_init__(self):\n        self.unit_price = Decimal(str(self.unit_price))\n>>>>>>> REPLACE\n```';
  const e3 = 'Same failure. Perhaps something resets the decimal context before quantize runs. I\'ll set the module-level context rounding to ROUND_HALF_UP right after the imports.\n\nledgerly/billing/invoice.py\n```python\n<<<<<<< SEARCH\nfrom decimal import Decimal, ROUND_HALF_UP\n=======\nfrom decimal import Decimal, ROUND_HALF_UP, getcontext\n\ngetcontext().rounding = ROUND_HALF_UP\n>>>>>>> REPLACE\n```';
  const kids = [
    c.llm(m, [sys('Act as an expert software developer. Always use best practices when coding. Describe each change with a *SEARCH/REPLACE block*.'), user(goal)], e1),
    c.tool('apply_edits', { path: 'ledgerly/billing/invoice.py', search: '        return (self.qty * self.unit_price).quantize(CENT)\n', replace: '        return (self.qty * self.unit_price).quantize(CENT, rounding=ROUND_HALF_UP)\n' }, commit('fix: use ROUND_HALF_UP for line totals')),
    c.tool('run_test_cmd', { cmd: 'pytest tests/test_invoice.py -q -p no:cacheprovider' }, pytest()),
    c.llm(m, [user('Fix the test failure:\n' + 'FAILED tests/test_invoice.py::test_line_total_rounding - AssertionError: assert Decimal(\'10.00\') == Decimal(\'10.01\')')], e2),
    c.tool('apply_edits', { path: 'ledgerly/billing/invoice.py', search: '        self.unit_price = Decimal(self.unit_price)\n', replace: '        self.unit_price = Decimal(str(self.unit_price))\n' }, commit('fix: construct unit_price Decimal from str')),
    c.tool('run_test_cmd', { cmd: 'pytest tests/test_invoice.py -q -p no:cacheprovider' }, pytest()),
    c.llm(m, [user('Fix the test failure:\n' + 'FAILED tests/test_invoice.py::test_line_total_rounding - AssertionError: assert Decimal(\'10.00\') == Decimal(\'10.01\')')], e3),
    c.tool('apply_edits', { path: 'ledgerly/billing/invoice.py', search: 'from decimal import Decimal, ROUND_HALF_UP\n', replace: 'from decimal import Decimal, ROUND_HALF_UP, getcontext\n\ngetcontext().rounding = ROUND_HALF_UP\n' }, commit('fix: set decimal context rounding to half-up')),
    c.tool('run_test_cmd', { cmd: 'pytest tests/test_invoice.py -q -p no:cacheprovider' }, pytest()),
  ];
  return {
    goal,
    isolates: 'Three different edits to invoice.py are each followed by the identical pytest rounding failure (only the run time changes) until aider\'s reflection cap stops it.',
    root: c.agent('aider', goal, 'Only 3 reflections allowed, stopping.', kids),
  };
}

// ---------------------------------------------------------------- 02 devops / OpenHands docker build
function devops(c) {
  c.startAt('2025-07-08T10:05:00Z', 30);
  const goal = 'CI\'s docker build for the `web` image started failing. Fix the Dockerfile so `docker build -t web:ci .` succeeds.';
  const build = (steps) => {
    const s = 10 + steps, n = 3 + steps;
    const t = () => c.secs(1.1, 2.9, 3);
    const base = c.secs(1.1, 2.5, 3);
    const logts = c.tick(5, 20).now().replace(/[:.]/g, '_').replace('T', 'T');
    return `#${s} [deps ${n}/${n}] RUN npm ci\n#${s} ${base} npm ERR! code EUSAGE\n#${s} ${base} npm ERR!\n#${s} ${base} npm ERR! \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.\n#${s} ${base} npm ERR!\n#${s} ${t()} npm ERR! Missing: @types/node@20.14.2 from lock file\n#${s} ${t()} npm ERR! Invalid: lock file's typescript@5.3.3 does not satisfy typescript@5.5.4\n#${s} ${t()} npm ERR!\n#${s} ${t()} npm ERR! A complete log of this run can be found in: /root/.npm/_logs/${logts}-debug-0.log\n#${s} ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\n------\n > [deps ${n}/${n}] RUN npm ci:\n------\nERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\n[The command completed with exit code 1.]\n[Current working directory: /workspace/storefront]`;
  };
  const cmd = { command: 'cd /workspace/storefront && docker build -t web:ci . 2>&1 | tail -16', is_input: 'false' };
  const edit = (oldS, newS) => ({ command: 'str_replace', path: '/workspace/storefront/Dockerfile', old_str: oldS, new_str: newS });
  const edited = () => `The file /workspace/storefront/Dockerfile has been edited. Here's the result of running \`cat -n\` on a snippet of /workspace/storefront/Dockerfile:\n     1\tFROM node:18.20-alpine AS deps\n     2\tWORKDIR /app\n     ...\nReview the changes and make sure they are as expected. Edit the file again if necessary.`;
  const m = 'litellm.completion claude-3-7-sonnet-20250219';
  const kids = [
    c.llm(m, [sys('You are OpenHands agent...'), user(goal)], 'Reproducing the build locally to see the failing step.'),
    c.tool('execute_bash', cmd, build(0)),
    c.llm(m, [toolMsg('execute_bash', '(npm ci EUSAGE)')], 'npm ci is rejecting the install. A private registry config may be missing in the build context, which can make npm resolve different versions than the lock file. I\'ll copy .npmrc into the deps stage.'),
    c.tool('str_replace_editor', edit('COPY package.json package-lock.json ./', 'COPY package.json package-lock.json .npmrc ./'), edited()),
    c.tool('execute_bash', cmd, build(0)),
    c.llm(m, [toolMsg('execute_bash', '(npm ci EUSAGE)')], 'Same error. The typescript mismatch might be a peer-dependency resolution difference; setting NPM_CONFIG_LEGACY_PEER_DEPS in the stage environment should make npm accept the tree.'),
    c.tool('str_replace_editor', edit('WORKDIR /app', 'WORKDIR /app\nENV NPM_CONFIG_LEGACY_PEER_DEPS=true'), edited()),
    c.tool('execute_bash', cmd, build(0)),
    c.llm(m, [toolMsg('execute_bash', '(npm ci EUSAGE)')], 'Unchanged. Maybe npm\'s audit/fund pre-steps are interfering on Alpine; I\'ll disable them with npm config before the install runs.'),
    c.tool('str_replace_editor', edit('ENV NPM_CONFIG_LEGACY_PEER_DEPS=true', 'ENV NPM_CONFIG_LEGACY_PEER_DEPS=true\nRUN npm config set fund false && npm config set audit false'), edited()),
    c.tool('execute_bash', cmd, build(1)),
  ];
  return {
    goal,
    isolates: 'Three unrelated Dockerfile tweaks are each followed by the same npm ci lock-file EUSAGE failure, differing only in timings, log filename and step numbers.',
    root: c.agent('CodeActAgent', goal, 'I wasn\'t able to get `docker build -t web:ci .` to pass. The `npm ci` step keeps failing with EUSAGE (lock file out of sync: @types/node@20.14.2 missing, typescript 5.3.3 vs 5.5.4) after copying .npmrc, enabling legacy peer deps and disabling audit/fund.', kids),
  };
}

// ---------------------------------------------------------------- 03 nonprofit donors / Mastra
function grantsData(c) {
  c.startAt('2025-10-06T15:00:00Z', 120);
  const goal = 'Import donors_fy25_q3.csv into the Bloomerang CRM. The importer dry-run has to pass before we run the real import.';
  const dry = () => ({ status: 'FAILED', runId: c.uuid(), file: 'donors_fy25_q3.csv', rowsChecked: 1873, rowsValid: 1872, errors: [{ row: 412, column: 'gift_date', value: '2025-02-30', code: 'INVALID_DATE', message: 'Value is not a valid calendar date' }], warnings: [], startedAt: c.now(), durationMs: c.int(2100, 6400) });
  const m = 'llm: \'gpt-4.1\'';
  const kids = [
    c.llm(m, [sys('You are a data operations assistant for Riverbend Food Bank.'), user(goal)], 'Run the dry-run with the default donor mapping profile.'),
    c.tool('tool: \'crmImportDryRun\'', { file: 'donors_fy25_q3.csv', profile: 'donor-gifts-v3' }, dry()),
    c.llm(m, [toolMsg('crmImportDryRun', '(1 error, row 412 gift_date INVALID_DATE)')], 'One invalid date in gift_date. The profile types gift_date as a plain date; switching it to datetime may let the parser accept the value.'),
    c.tool('tool: \'updateMappingProfile\'', { profile: 'donor-gifts-v3', column: 'gift_date', set: { type: 'datetime' } }, { ok: true, profile: 'donor-gifts-v3', revision: 18 }),
    c.tool('tool: \'crmImportDryRun\'', { file: 'donors_fy25_q3.csv', profile: 'donor-gifts-v3' }, dry()),
    c.llm(m, [toolMsg('crmImportDryRun', '(1 error, row 412 gift_date INVALID_DATE)')], 'No change. The org is in Central time; a timezone mismatch could push a midnight date into an invalid value, so I\'ll set the profile timezone explicitly.'),
    c.tool('tool: \'updateMappingProfile\'', { profile: 'donor-gifts-v3', set: { timezone: 'America/Chicago' } }, { ok: true, profile: 'donor-gifts-v3', revision: 19 }),
    c.tool('tool: \'crmImportDryRun\'', { file: 'donors_fy25_q3.csv', profile: 'donor-gifts-v3' }, dry()),
    c.llm(m, [toolMsg('crmImportDryRun', '(1 error, row 412 gift_date INVALID_DATE)')], 'Still failing on row 412. I\'ll turn on skipBlankRows and trimWhitespace in the import options in case stray whitespace is breaking the parse.'),
    c.tool('tool: \'setImportOptions\'', { profile: 'donor-gifts-v3', options: { skipBlankRows: true, trimWhitespace: true } }, { ok: true, applied: ['skipBlankRows', 'trimWhitespace'] }),
    c.tool('tool: \'crmImportDryRun\'', { file: 'donors_fy25_q3.csv', profile: 'donor-gifts-v3' }, dry()),
  ];
  return {
    goal,
    isolates: 'Three mapping/option changes each lead to the same dry-run failure on row 412 (gift_date 2025-02-30), with only run id, time and duration changing.',
    root: c.agent('agent run: \'Data Ops\'', goal, 'The dry-run still fails (row 412, gift_date "2025-02-30" INVALID_DATE) after changing the gift_date type, the profile timezone and the whitespace options. I haven\'t run the import. Escalating to the data team.', kids),
  };
}

// ---------------------------------------------------------------- 04 construction code check / DSPy ReAct
function construction(c) {
  const goal = 'The IBC egress check on the Mercer Street mixed-use model is failing on a stair riser. Fix the stair parameters so the code check passes and we can issue the 90% CD set.';
  let rev = 14;
  const check = () => { rev++; return `Code check ${c.jobId('cc-')} on model rev ${rev} (ruleset IBC-2021-Ch10 v3.2)\nElements checked: 1,412   Passed: 1,411   Failed: 1\nFAIL  1011.5.2  Riser height — Stair S-2, Level 03, Flight B: 7.90 in exceeds maximum 7.75 in  [element 2Vx9Kq7Lb1$hBc0q2LmP0x]\nDuration: ${c.secs(28, 55, 1)} s  |  ${c.nowSec()}`; };
  const m = 'Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))';
  const step = (th, tool, args) => `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\n${tool}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n\n[[ ## completed ## ]]`;
  const kids = [];
  const run = (th, tool, args, out) => { kids.push(c.llm(m, `question: ${goal}\ntrajectory: ...`, step(th, tool, args))); kids.push(c.tool(tool, args, out)); };
  run('Before touching the model I want the exact clause, stair and flight the checker is flagging, so run the IBC Chapter 10 egress ruleset on the current revision.', 'run_code_check', { model: 'mercer-st-mxu.rvt', ruleset: 'IBC-2021-Ch10' }, check());
  run('Stair S-2 riser is 7.90 in. Set S-2 risers to 7.50 in, which is well under 7.75 in.', 'update_stair_params', { stair_id: 'S-2', level: '02', riser_height_in: 7.5 }, { updated: 1, stair_id: 'S-2', level: '02', flights: ['A', 'B'], riser_count_recalc: true });
  run('S-2 risers on Level 02 are now 7.50 in. If that landing-to-landing run is what feeds the Level 03 flight, clause 1011.5.2 should clear, so verify against the same ruleset.', 'run_code_check', { model: 'mercer-st-mxu.rvt', ruleset: 'IBC-2021-Ch10', scope: 'stairs' }, check());
  run('Failure persists on Level 03. The flight on Level 03 may take its risers from flight A, so adjust S-2 Level 03 flight A.', 'update_stair_params', { stair_id: 'S-2', level: '03', flight: 'A', riser_height_in: 7.5 }, { updated: 1, stair_id: 'S-2', level: '03', flights: ['A'], riser_count_recalc: true });
  run('Flight A on Level 03 was edited; flight B may take its riser count and height from A through the run constraint. Confirm whether the failing element cleared.', 'run_code_check', { model: 'mercer-st-mxu.rvt', ruleset: 'IBC-2021-Ch10', scope: 'stairs' }, check());
  run('Instance values may not propagate; change the stair type default riser height so every S-2 flight inherits it.', 'update_stair_type', { type_name: 'Assembled Stair - Mercer S-2', max_riser_height_in: 7.5 }, { updated: 1, type_name: 'Assembled Stair - Mercer S-2', instances_affected: 6 });
  run('The type-level maximum is 7.50 in and six instances were affected, which should include every S-2 flight. Final confirmation run.', 'run_code_check', { model: 'mercer-st-mxu.rvt', ruleset: 'IBC-2021-Ch10', scope: 'stairs' }, check());
  const fin = 'The 1011.5.2 riser failure on Stair S-2, Level 03, Flight B persists (7.90 in > 7.75 in) after three parameter changes, so the code check still does not pass and the 90% CD set should not be issued yet.';
  kids.push(c.llm('ChainOfThought(StringSignature(question, trajectory -> reasoning, answer))', `question: ${goal}\ntrajectory: (4 checks, same failure)`, `[[ ## reasoning ## ]]\nmax_iters reached; the check output never changed.\n\n[[ ## answer ## ]]\n${fin}`));
  return {
    goal,
    isolates: 'Three different stair edits (wrong level, wrong flight, type default) each leave the code check with the identical riser failure on S-2 Level 03 Flight B; only run id, revision and duration change.',
    root: c.agent('dspy.ReAct', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 05 telecom / Google ADK with sub-agent (k8s rollout)
function telecom(c) {
  const goal = 'Roll out sbc-edge v4.2.1 (session border controller) to the ims-core namespace in the Denver cluster and make sure the rollout completes healthy.';
  const rs = () => c.lower(9).replace(/[^a-z0-9]/g, 'x');
  const status = () => { c.wait(180); const pod = `sbc-edge-${rs()}-${c.lower(5)}`; const ip = `10.42.${c.int(1, 6)}.${c.int(10, 250)}`; const n = c.int(7, 14); return `Waiting for deployment "sbc-edge" rollout to finish: 1 out of 3 new replicas have been updated...\nerror: deployment "sbc-edge" exceeded its progress deadline\n---\nEvents for pod ${pod}:\n  Type     Reason     Age                   From     Message\n  Warning  Unhealthy  ${c.int(3, 20)}s (x${n} over ${Math.floor(n * 15 / 60)}m${(n * 15) % 60}s)  kubelet  Readiness probe failed: Get "http://${ip}:8080/healthz": dial tcp ${ip}:8080: connect: connection refused`; };
  const m = 'call_llm';
  const patchOut = () => { c.wait(c.int(2, 6)); return 'deployment.apps/sbc-edge patched'; };
  const inner = [
    c.llm(m, [sys('You are k8s_operator. You can patch deployments and watch rollouts in cluster den-prod-2.'), user('Deploy sbc-edge:4.2.1 and verify health.')], 'Setting the image to 4.2.1 and watching the rollout.'),
    c.tool('execute_tool patch_deployment', { namespace: 'ims-core', name: 'sbc-edge', patch: { spec: { template: { spec: { containers: [{ name: 'sbc', image: 'registry.internal/voice/sbc-edge:4.2.1' }] } } } } }, patchOut()),
    c.tool('execute_tool rollout_status', { namespace: 'ims-core', name: 'sbc-edge', timeout: '180s' }, status()),
    c.llm(m, [toolMsg('rollout_status', '(progress deadline exceeded, readiness probe refused)')], 'The container is refusing connections on the probe. 4.2.1 likely takes longer to boot its SIP stack; raising readiness initialDelaySeconds from 10 to 45.'),
    c.tool('execute_tool patch_deployment', { namespace: 'ims-core', name: 'sbc-edge', patch: { spec: { template: { spec: { containers: [{ name: 'sbc', readinessProbe: { initialDelaySeconds: 45 } }] } } } } }, patchOut()),
    c.tool('execute_tool rollout_status', { namespace: 'ims-core', name: 'sbc-edge', timeout: '180s' }, status()),
    c.llm(m, [toolMsg('rollout_status', '(progress deadline exceeded, readiness probe refused)')], 'Longer delay didn\'t help. It may be CPU-throttled during startup with the 500m limit; bumping the CPU limit to 1500m.'),
    c.tool('execute_tool patch_deployment', { namespace: 'ims-core', name: 'sbc-edge', patch: { spec: { template: { spec: { containers: [{ name: 'sbc', resources: { limits: { cpu: '1500m' } } }] } } } } }, patchOut()),
    c.tool('execute_tool rollout_status', { namespace: 'ims-core', name: 'sbc-edge', timeout: '180s' }, status()),
    c.llm(m, [toolMsg('rollout_status', '(progress deadline exceeded, readiness probe refused)')], 'Still refused. Trying a more tolerant probe: failureThreshold 10 and periodSeconds 20, so a slow start isn\'t marked unready.'),
    c.tool('execute_tool patch_deployment', { namespace: 'ims-core', name: 'sbc-edge', patch: { spec: { template: { spec: { containers: [{ name: 'sbc', readinessProbe: { failureThreshold: 10, periodSeconds: 20 } }] } } } } }, patchOut()),
    c.tool('execute_tool rollout_status', { namespace: 'ims-core', name: 'sbc-edge', timeout: '180s' }, status()),
  ];
  const innerOut = 'sbc-edge 4.2.1 never became ready: every rollout ends with "exceeded its progress deadline" and readiness probe connection refused on :8080/healthz, after raising initialDelaySeconds, the CPU limit and the probe thresholds. Recommend rolling back to 4.1.7.';
  const kids = [
    c.llm(m, [sys('You are release_coordinator for the voice core. Delegate cluster work to k8s_operator.'), user(goal)], 'Delegating the rollout to k8s_operator.'),
    c.tool('execute_tool transfer_to_agent', { agent_name: 'k8s_operator' }, { status: 'transferred' }),
    c.agent('agent_run [k8s_operator]', 'Deploy sbc-edge:4.2.1 and verify health.', innerOut, inner),
  ];
  return {
    goal,
    isolates: 'A delegated operator agent changes probe delay, CPU limit and probe thresholds in turn, and each rollout check fails with the same progress-deadline and refused-readiness output (new pod names and IPs).',
    root: c.agent('agent_run [release_coordinator]', goal, innerOut, kids),
  };
}

// ---------------------------------------------------------------- 06 music metadata / OpenAI Agents SDK (DDEX validator)
function music(c) {
  const goal = 'Our DDEX ERN 4.3 delivery for the album "Salt & Static" (release UPC 196871440312) is being rejected by the DSP. Fix the XML so it validates, then tell me it\'s ready to redeliver.';
  const val = () => ({ valid: false, profile: 'ERN 4.3 / Audio Album', validationId: c.uuid(), validatedAt: c.now(), elapsedMs: c.int(300, 1900), errors: [{ rule: 'AVS-0412', severity: 'error', xpath: '/ern:NewReleaseMessage/ResourceList/SoundRecording[7]/ResourceId/ISRC', message: 'Value \'USRC1250044\' is not a valid ISRC: expected 12 characters, got 11' }], warnings: [] });
  const edited = (x) => ({ ok: true, file: 'deliveries/196871440312/196871440312.xml', xpath: x, bytes: c.int(148000, 149000), sha1: c.hex(40) });
  const m = 'Response';
  const kids = [
    c.llm(m, [sys('You are a label operations agent. Tools: validate_ern, edit_release_xml.'), user(goal)], 'Validating the current XML to see what the DSP will object to.'),
    c.tool('validate_ern', { path: 'deliveries/196871440312/196871440312.xml', profile: 'AudioAlbum' }, val()),
    c.llm(m, [toolMsg('validate_ern', '(AVS-0412 ISRC)')], 'AVS-0412 is an ISRC format error. The first recording\'s ISRC uses a lowercase country code in our source sheet, so I\'ll normalise SoundRecording[1].'),
    c.tool('edit_release_xml', { path: 'deliveries/196871440312/196871440312.xml', xpath: '/ern:NewReleaseMessage/ResourceList/SoundRecording[1]/ResourceId/ISRC', op: 'set_text', value: 'USRC12500031' }, edited('SoundRecording[1]/ResourceId/ISRC')),
    c.tool('validate_ern', { path: 'deliveries/196871440312/196871440312.xml', profile: 'AudioAlbum' }, val()),
    c.llm(m, [toolMsg('validate_ern', '(AVS-0412 ISRC)')], 'Same rule still fires. The validator might be applying 4.2 ISRC rules because the header version string is off; setting MessageSchemaVersionId to "ern/43".'),
    c.tool('edit_release_xml', { path: 'deliveries/196871440312/196871440312.xml', xpath: '/ern:NewReleaseMessage/@MessageSchemaVersionId', op: 'set_attr', value: 'ern/43' }, edited('@MessageSchemaVersionId')),
    c.tool('validate_ern', { path: 'deliveries/196871440312/196871440312.xml', profile: 'AudioAlbum' }, val()),
    c.llm(m, [toolMsg('validate_ern', '(AVS-0412 ISRC)')], 'No change. DSPs accept a ProprietaryId when the ISRC is disputed, so I\'ll add one under SoundRecording[7]/ResourceId.'),
    c.tool('edit_release_xml', { path: 'deliveries/196871440312/196871440312.xml', xpath: '/ern:NewReleaseMessage/ResourceList/SoundRecording[7]/ResourceId', op: 'append_child', value: '<ProprietaryId Namespace="DPID:PADPIDA2014120301U">SALT-07</ProprietaryId>' }, edited('SoundRecording[7]/ResourceId')),
    c.tool('validate_ern', { path: 'deliveries/196871440312/196871440312.xml', profile: 'AudioAlbum' }, val()),
  ];
  return {
    goal,
    isolates: 'Three XML edits (another track\'s ISRC, the schema version attribute, an added ProprietaryId) are each followed by the identical AVS-0412 validation error with new validation ids.',
    root: c.agent('Agent workflow', goal, 'The release still fails validation with AVS-0412 on SoundRecording[7] (ISRC \'USRC1250044\' is 11 characters). It is not ready to redeliver; I need the correct ISRC for track 7 from the label copy.', kids),
  };
}

export const scenarios = [
  { build: coding },
  { build: devops, jsonArgs: true },
  { build: grantsData },
  { build: construction },
  { build: telecom },
  { build: music, jsonArgs: true },
];
