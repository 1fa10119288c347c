// Family 6 (healthy): a fix cycle whose failure count drops with each different fix, then done.
import { agent, llm, tool, span, oaiChat, anthMsg, gemResp } from './lib.mjs';

export const family = 'shrinking_failures';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: repeated check-fix cycles, but each fix is different and the failure count falls (e.g. 6, 4, 1, 0); the run finishes.';

export const scenarios = [
  {
    id: '01', domain: 'coding: ESLint flat-config migration in a roller-skating rink party-booking monorepo', style: 'LangSmith / LangGraph run tree',
    build(N) {
      const goal = 'Migrate packages/booking-web from .eslintrc.cjs to eslint.config.js (flat config) and get `pnpm lint` clean.';
      const lint = (errs) => `> booking-web@2.3.0 lint /repo/packages/booking-web\n> eslint .\n\n${errs.map(e => `${e}`).join('\n')}\n\n✖ ${errs.length} problem${errs.length === 1 ? '' : 's'} (${errs.length} error${errs.length === 1 ? '' : 's'}, 0 warnings)\n ELIFECYCLE  Command failed with exit code 1. (${N.float(2, 9, 2)}s)`;
      const e6 = ['src/pages/party.tsx\n  3:1  error  Definition for rule \'react-hooks/exhaustive-deps\' was not found', 'src/pages/rink-map.tsx\n  7:1  error  Definition for rule \'react-hooks/rules-of-hooks\' was not found', 'src/api/slots.ts\n  12:9  error  \'process\' is not defined  no-undef', 'src/api/deposit.ts\n  4:20  error  \'process\' is not defined  no-undef', 'vite.config.ts\n  1:1  error  Parsing error: "parserOptions.project" has been provided for @typescript-eslint/parser but file is not included', 'src/legacy/skates.js\n  22:5  error  \'skateSizes\' is assigned a value but never used  no-unused-vars'];
      const steps = [
        [null, { cmd: 'pnpm -F booking-web lint' }, lint(e6), true],
        ['Two errors are the react-hooks plugin missing from the flat config. Registering eslint-plugin-react-hooks under plugins and spreading its recommended rules.', { path: 'packages/booking-web/eslint.config.js', patch: "+import reactHooks from 'eslint-plugin-react-hooks'\n+  { plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules }," }, 'patched eslint.config.js (+2 lines)', false],
        [null, { cmd: 'pnpm -F booking-web lint' }, lint(e6.slice(2)), true],
        ['The two no-undef errors on process come from globals: flat config no longer has env: node. Adding globals.node for src/api/**.', { path: 'packages/booking-web/eslint.config.js', patch: "+import globals from 'globals'\n+  { files: ['src/api/**'], languageOptions: { globals: globals.node } }," }, 'patched eslint.config.js (+2 lines)', false],
        [null, { cmd: 'pnpm -F booking-web lint' }, lint(e6.slice(4)), true],
        ['vite.config.ts is outside tsconfig include; adding it to tsconfig.node.json via parserOptions.project array. The unused skateSizes in legacy code is real dead code, so deleting the line.', { path: 'packages/booking-web/eslint.config.js + src/legacy/skates.js', patch: "-      project: './tsconfig.json'\n+      project: ['./tsconfig.json', './tsconfig.node.json']\n--- src/legacy/skates.js\n-  const skateSizes = loadSizes()" }, 'patched 2 files', false],
        [null, { cmd: 'pnpm -F booking-web lint' }, `> booking-web@2.3.0 lint /repo/packages/booking-web\n> eslint .\n\n(no output, ${N.float(2, 9, 2)}s)`, false],
      ];
      const children = [];
      const sys = { type: 'system', content: 'You are a careful monorepo maintenance agent.' };
      steps.forEach(([text, args, out, failed], i) => {
        N.tick(2000, 9000);
        const name = args.cmd ? 'shell' : 'apply_patch';
        children.push(span('chain', 'agent', null, null, [llm('ChatAnthropic', { messages: [[sys, { type: 'human', content: goal }]] }, { type: 'ai', content: text || '', tool_calls: [{ name, args, id: N.toolu(), type: 'tool_call' }] })], { metadata: { langgraph_step: 2 * i + 1, langgraph_node: 'agent' } }));
        children.push(span('chain', 'tools', null, null, [tool(name, args, { content: out, status: failed ? 'error' : 'success' }, failed ? { error: 'exit code 1' } : undefined)], { metadata: { langgraph_step: 2 * i + 2, langgraph_node: 'tools' } }));
      });
      children.push(span('chain', 'agent', null, null, [llm('ChatAnthropic', { messages: ['…'] }, { type: 'ai', content: 'Lint is clean. The flat config now registers react-hooks, uses globals.node for the API folder, includes tsconfig.node.json for vite.config.ts, and I removed one dead variable in src/legacy/skates.js. .eslintrc.cjs deleted.' })], { metadata: { langgraph_step: 15, langgraph_node: 'agent' } }));
      const root = agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: ['…final AIMessage…'] }, children, { metadata: { ls_project: 'rink-monorepo-bot', thread_id: N.uuid() } });
      return { goal, isolates: 'Lint is re-run after three different config fixes and the error count goes 6, 4, 2, 0; the migration completes.', root };
    },
  },
  {
    id: '02', domain: 'biogas digester plant (feedstock log validation)', style: 'Pydantic AI instrumented with Logfire',
    build(N) {
      const goal = 'Validate May\'s feedstock intake log for digester D1 against the plant schema before it is sent to the regulator, fixing data-entry problems where the correct value is certain.';
      const val = (n, details) => ({ file: 'intake_2025-05.csv', rows: 214, errors: n, details, validator: 'feedstock-schema v1.6', checked_at: N.isoMicro(N.tick(2000, 6000)) });
      const e9 = [
        { row: 12, field: 'tonnes', error: 'not a number: "4,2"' }, { row: 37, field: 'tonnes', error: 'not a number: "3,9"' }, { row: 88, field: 'tonnes', error: 'not a number: "5,1"' },
        { row: 40, field: 'waste_code', error: 'unknown EWC code "02 01 06 "' }, { row: 41, field: 'waste_code', error: 'unknown EWC code "02 01 06 "' },
        { row: 102, field: 'supplier_id', error: 'unknown supplier "FARM-017"' },
        { row: 150, field: 'date', error: 'date 2025-06-01 outside reporting month' }, { row: 151, field: 'date', error: 'date 2025-06-01 outside reporting month' },
        { row: 199, field: 'dry_matter_pct', error: 'value 260 exceeds 100' },
      ];
      const e3 = [e9[5], e9[6], e9[7]];
      const children = [];
      const step = (parts, tname, args, out, err) => {
        children.push(llm('chat claude-3-7-sonnet-latest', { messages: ['…'] }, { parts }, [], { metadata: { 'gen_ai.request.model': 'claude-3-7-sonnet-latest', 'logfire.msg': 'chat claude-3-7-sonnet-latest' } }));
        children.push(tool(`running tool: ${tname}`, args, out, err ? { error: err, metadata: { 'gen_ai.tool.name': tname } } : { metadata: { 'gen_ai.tool.name': tname } }));
      };
      step([{ part_kind: 'tool-call', tool_name: 'validate_log', args: { file: 'intake_2025-05.csv' } }], 'validate_log', { file: 'intake_2025-05.csv' }, val(9, e9), '9 validation errors');
      step([{ part_kind: 'text', content: 'Three tonnages use a decimal comma, two EWC codes have a trailing space, and row 199 has dry matter 260, which is 26.0 with a slipped decimal per the lab sheet. These six are certain; fixing them.' }, { part_kind: 'tool-call', tool_name: 'apply_fixes', args: { fixes: [{ rows: [12, 37, 88], field: 'tonnes', op: 'replace , with .' }, { rows: [40, 41], field: 'waste_code', op: 'trim' }, { row: 199, field: 'dry_matter_pct', value: 26.0 }] } }], 'apply_fixes', { fixes: 3 }, { changed_cells: 6, backup: `/data/backups/intake_2025-05.${N.epoch()}.csv` });
      step([{ part_kind: 'tool-call', tool_name: 'validate_log', args: { file: 'intake_2025-05.csv' } }], 'validate_log', { file: 'intake_2025-05.csv' }, val(3, e3), '3 validation errors');
      step([{ part_kind: 'text', content: 'FARM-017 is Hollins Dairy, added to the supplier register on 2 May; refreshing the register cache. The two 1 June rows belong in June\'s log, so moving them out.' }, { part_kind: 'tool-call', tool_name: 'apply_fixes', args: { fixes: [{ op: 'refresh_supplier_register' }, { rows: [150, 151], op: 'move_to', target: 'intake_2025-06.csv' }] } }], 'apply_fixes', { fixes: 2 }, { changed_cells: 0, moved_rows: 2, register_version: 'r' + N.int(300, 399) });
      step([{ part_kind: 'tool-call', tool_name: 'validate_log', args: { file: 'intake_2025-05.csv' } }], 'validate_log', { file: 'intake_2025-05.csv' }, val(0, []));
      children.push(llm('chat claude-3-7-sonnet-latest', { messages: ['…'] }, { parts: [{ part_kind: 'text', content: 'Log validates: 212 rows, 0 errors. Fixed 6 cells (decimal commas, EWC trailing spaces, dry matter 260 to 26.0), refreshed the supplier register for FARM-017, and moved 2 June rows to the June file.' }] }));
      const root = agent('agent run', { user_prompt: goal }, { output: 'validated, 0 errors' }, children, { metadata: { agent_name: 'feedstock_validator', 'logfire.span_type': 'span', usage: { requests: 6 } } });
      return { goal, isolates: 'Validation errors fall from 9 to 3 to 0 as two different batches of fixes are applied, and the agent reports the clean log.', root };
    },
  },
  {
    id: '03', domain: 'food co-op (Ansible playbook for shelf-label printers)', style: 'AutoGen / AG2 two-agent chat',
    build(N) {
      const goal = 'Make playbooks/label_printers.yml pass ansible-lint (production profile) so the CI pipeline that pushes price-label templates to the co-op\'s 14 Zebra printers goes green.';
      const lint = (rows) => `exitcode: ${rows.length ? 2 : 0}\nCode output: \n${rows.join('\n')}\n${rows.length ? `\nRead documentation for instructions on how to ignore specific rule violations.\n\nFailed: ${rows.length} failure(s), 0 warning(s) on 3 files. Profile 'production' was required.` : `Passed: 0 failure(s), 0 warning(s) on 3 files. Profile 'production' was required.`}\n(${N.float(1.5, 6, 2)}s)`;
      const v7 = ['fqcn[action-core]: Use FQCN for builtin module actions (copy).\nplaybooks/label_printers.yml:14 Task/Handler: Push ZPL template', 'fqcn[action-core]: Use FQCN for builtin module actions (uri).\nplaybooks/label_printers.yml:22 Task/Handler: Trigger printer reload', 'name[casing]: All names should start with an uppercase letter.\nplaybooks/label_printers.yml:30 Task/Handler: check printer status', 'yaml[truthy]: Truthy value should be one of [false, true]\nplaybooks/label_printers.yml:8', 'yaml[truthy]: Truthy value should be one of [false, true]\nplaybooks/label_printers.yml:25', 'no-changed-when: Commands should not change things if nothing needs doing.\nplaybooks/label_printers.yml:33 Task/Handler: Calibrate media', 'risky-file-permissions: File permissions unset or incorrect.\nplaybooks/label_printers.yml:14 Task/Handler: Push ZPL template'];
      const turns = [
        ['Running ansible-lint first.', '```sh\nansible-lint --profile production playbooks/label_printers.yml\n```', lint(v7)],
        ['Converting copy and uri to ansible.builtin FQCN, fixing the lowercase task name, yes to true on lines 8 and 25, and adding mode: "0644" to the template copy.', '```sh\npython tools/patch_yaml.py playbooks/label_printers.yml --fqcn copy,uri --truthy --capitalize-names --mode "Push ZPL template=0644"\nansible-lint --profile production playbooks/label_printers.yml\n```', lint([v7[5], 'jinja[spacing]: Jinja2 spacing could be improved: {{printer_ip}} -> {{ printer_ip }}\nplaybooks/label_printers.yml:23 Task/Handler: Trigger printer reload'])],
        ['Calibrate media is a one-off command; adding changed_when: false is wrong because it does change state, so I use creates: /var/lib/zebra/{{ inventory_hostname }}.calibrated. Also fixing the jinja spacing surfaced by the previous edit.', '```sh\npython tools/patch_yaml.py playbooks/label_printers.yml --task "Calibrate media" --set creates=/var/lib/zebra/{{ inventory_hostname }}.calibrated --jinja-spacing\nansible-lint --profile production playbooks/label_printers.yml\n```', lint([])],
      ];
      const children = [span('message', 'ci_proxy → infra_assistant', { content: goal }, null)];
      turns.forEach(([say, code, out]) => {
        N.tick(4000, 15000);
        children.push(llm('infra_assistant.generate_reply', { messages: ['…'] }, { role: 'assistant', name: 'infra_assistant', content: `${say}\n${code}` }, [], { metadata: { model: 'gpt-4.1', cost: N.float(0.003, 0.03, 5) } }));
        children.push(tool('ci_proxy.execute_code_blocks', { language: 'sh', code: code.replace(/```(sh)?\n?/g, '') }, out, out.startsWith('exitcode: 2') ? { error: 'exitcode: 2' } : undefined));
      });
      children.push(llm('infra_assistant.generate_reply', { messages: ['…'] }, { role: 'assistant', name: 'infra_assistant', content: 'ansible-lint passes on the production profile. Changes: FQCN for copy/uri, capitalised task name, true instead of yes, mode 0644 on the ZPL template, creates guard on calibration, jinja spacing. TERMINATE' }));
      const root = agent('initiate_chat', { sender: 'ci_proxy', recipient: 'infra_assistant', message: goal }, { summary: 'ansible-lint clean', chat_history_len: 8 }, children, { metadata: { ag2_version: '0.9.0', is_termination_msg: 'TERMINATE in content' } });
      return { goal, isolates: 'ansible-lint goes from 7 violations to 2 to 0 across two different patches (the second fixing a new spacing issue too), then the assistant terminates.', root };
    },
  },
  {
    id: '04', domain: 'maker-space laser cutter job queue (Go service tests)', style: 'OpenAI Agents SDK trace',
    build(N) {
      const goal = 'The CI run for lasersched (the maker-space laser-cutter queue) has failing tests after the Go 1.24 upgrade. Make `go test ./...` pass.';
      const gt = (fails, okPkgs) => `${okPkgs.map(p => `ok  \tgithub.com/forgeworks/lasersched/${p}\t${N.float(0.01, 0.9, 3)}s`).join('\n')}\n${fails.map(f => `--- FAIL: ${f[0]} (${N.float(0, 0.05, 2)}s)\n    ${f[1]}`).join('\n')}\n${fails.length ? `FAIL\tgithub.com/forgeworks/lasersched/queue\t${N.float(0.1, 0.8, 3)}s\nFAIL` : `ok  \tgithub.com/forgeworks/lasersched/queue\t${N.float(0.1, 0.8, 3)}s`}`;
      const F = [['TestPriorityMembersFirst', 'queue_test.go:41: got order [J3 J1 J2], want [J1 J3 J2]'], ['TestMaxBedTime', 'queue_test.go:77: expected ErrOverBedLimit for 95m job, got <nil>'], ['TestMaterialBan/PVC', 'material_test.go:18: PVC should be rejected (chlorine gas)'], ['TestMaterialBan/vinyl', 'material_test.go:18: vinyl should be rejected (chlorine gas)'], ['TestLoopVarCapture', 'queue_test.go:102: all goroutines saw job J5']];
      const children = [];
      const gen = (text, call) => llm('generation', ['…'], [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), { type: 'function_call', call_id: N.callId(), name: call.name, arguments: JSON.stringify(call.args) }], [], { metadata: { model: 'o4-mini', response_id: N.resp() } });
      const fn = (name, args, out, err) => span('function', name, args, out, [], err ? { error: err } : undefined);
      const run = { name: 'shell', args: { cmd: 'go test ./...' } };
      N.tick();
      children.push(gen(null, run), fn('shell', run.args, gt(F, ['api', 'billing']), 'exit status 1'));
      children.push(gen('Go 1.22+ changed loop variable scoping, and the test relied on a sort.Slice with a comparator that is not stable; switching to sort.SliceStable fixes the order, and the loop-capture test now expects per-iteration copies, so I update its assertion.', { name: 'apply_patch', args: { files: ['queue/queue.go', 'queue/queue_test.go'] } }), fn('apply_patch', {}, 'applied: 2 files changed, 6 insertions(+), 4 deletions(-)'));
      children.push(gen(null, run), fn('shell', run.args, gt(F.slice(1, 4), ['api', 'billing']), 'exit status 1'));
      children.push(gen('Material bans are matched case-sensitively and the config now lists "pvc" in lower case; normalising with strings.EqualFold. That should fix both subtests.', { name: 'apply_patch', args: { files: ['queue/material.go'] } }), fn('apply_patch', {}, 'applied: 1 file changed, 2 insertions(+), 1 deletion(-)'));
      children.push(gen(null, run), fn('shell', run.args, gt([F[1]], ['api', 'billing']), 'exit status 1'));
      children.push(gen('Last one: maxBedTime is compared in seconds but the config value 90 is minutes after the upgrade of the config loader to time.Duration parsing; using 90*time.Minute.', { name: 'apply_patch', args: { files: ['queue/limits.go'] } }), fn('apply_patch', {}, 'applied: 1 file changed, 1 insertion(+), 1 deletion(-)'));
      children.push(gen(null, run), fn('shell', run.args, gt([], ['api', 'billing'])));
      children.push(llm('generation', ['…'], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'All packages pass. Three root causes: unstable sort plus loop-variable semantics, case-sensitive material matching, and the bed-time limit read as seconds instead of minutes.' }] }], [], { metadata: { model: 'o4-mini' } }));
      const root = agent('Go fixer', { input: goal }, { final_output: 'go test ./... passes' }, children, { metadata: { workflow_name: 'ci-repair', trace_id: 'trace_' + N.hex(32) } });
      return { goal, isolates: 'go test is re-run after three distinct fixes and the failing test count drops 5, 3, 1, 0; the agent reports the root causes.', root };
    },
  },
  {
    id: '05', domain: 'oat-milk factory (QC lab results import)', style: 'LangChain4j (Java AI service: ChatLanguageModel / ToolExecution events)',
    build(N) {
      const goal = 'Import today\'s QC results file (qc_line2_batchset_0521.csv) into the LIMS; fix rejected rows where the correction is unambiguous and list anything left for the lab manager.';
      const imp = (rejected, reasons) => `LIMS import report\nfile=qc_line2_batchset_0521.csv rows=96 accepted=${96 - rejected} rejected=${rejected}\n${reasons.join('\n')}\nimport-id=${N.upper(10)} took=${N.int(300, 2000)}ms`;
      const r12 = ['rows 3-10: column "protein_g_100ml" header misspelt "protien_g_100ml" (8 rows)', 'row 44: batch id "L2-0521-17 " trailing space', 'row 45: batch id "L2-0521-18 " trailing space', 'row 71: viscosity_cP empty', 'row 90: pH 67 out of range 0-14'];
      const r4 = ['row 71: viscosity_cP empty', 'row 90: pH 67 out of range 0-14', 'row 91: pH 6,8 not numeric', 'row 92: pH 6,9 not numeric'];
      const chat = (text, tcs) => llm('ChatLanguageModel.generate', { messages: ['SystemMessage { text = "You are the QC data steward…" }', 'UserMessage …'] }, { aiMessage: { text, toolExecutionRequests: tcs.map(t => ({ id: N.callId(), name: t[0], arguments: JSON.stringify(t[1]) })) }, tokenUsage: { inputTokenCount: N.int(800, 3000), outputTokenCount: N.int(30, 200) }, finishReason: tcs.length ? 'TOOL_EXECUTION' : 'STOP' }, [], { metadata: { 'langchain4j.model': 'OpenAiChatModel', modelName: 'gpt-4o-mini' } });
      const ex = (name, args, result, err) => tool(`ToolExecution ${name}`, { request: { name, arguments: JSON.stringify(args) } }, { result }, err ? { error: err } : undefined);
      N.tick();
      const children = [
        chat(null, [['importQc', { file: 'qc_line2_batchset_0521.csv' }]]), ex('importQc', { file: 'qc_line2_batchset_0521.csv' }, imp(12, r12), 'rejected=12'),
        chat('Eight rejections are one misspelt header and two are trailing spaces; both are certain. Renaming the header and trimming ids.', [['editCsv', { file: 'qc_line2_batchset_0521.csv', renameHeader: { protien_g_100ml: 'protein_g_100ml' }, trim: ['batch_id'] }]]), ex('editCsv', {}, 'ok: header renamed, 2 cells trimmed'),
        chat(null, [['importQc', { file: 'qc_line2_batchset_0521.csv' }]]), ex('importQc', { file: 'qc_line2_batchset_0521.csv' }, imp(4, r4), 'rejected=4'),
        chat('Rows 91 and 92 use decimal commas: 6.8 and 6.9. Row 90 pH 67 is probably 6.7 but not certain, and row 71 has no viscosity reading, so both go to the lab manager. Importing with 90 and 71 held back.', [['editCsv', { file: 'qc_line2_batchset_0521.csv', replace: [{ rows: [91, 92], column: 'pH', from: ',', to: '.' }], holdRows: [71, 90] }]]), ex('editCsv', {}, 'ok: 2 cells changed, 2 rows moved to qc_line2_batchset_0521.hold.csv'),
        chat(null, [['importQc', { file: 'qc_line2_batchset_0521.csv' }]]), ex('importQc', { file: 'qc_line2_batchset_0521.csv' }, imp(0, [])),
        chat('Imported 94 of 96 rows, 0 rejected. Held for the lab manager: row 71 (batch L2-0521-44, viscosity missing) and row 90 (batch L2-0521-63, pH recorded as 67, likely 6.7).', []),
      ];
      const root = agent('QcSteward.chat', { userMessage: goal }, { answer: 'imported 94/96' }, children, { metadata: { 'service.name': 'lims-assistant', framework: 'langchain4j 1.0.1', memoryId: N.int(1, 500) } });
      return { goal, isolates: 'The import is retried after two different corrections and rejections fall 12, 4, 0 (two uncertain rows deliberately held back), then the agent reports.', root };
    },
  },
  {
    id: '06', domain: 'bicycle helmet recall registry (JSON schema for a notice feed)', style: 'Gemini API function calling',
    build(N) {
      const goal = 'Publish the recall notice for the Veloce Aero MIPS helmet (batch codes 2403-2411) to the national product-recall feed; the feed validator must accept it.';
      const vres = (errs) => errs.length ? { valid: false, errors: errs, schema: 'recall-notice/2.1', validator_node: 'val-' + N.int(1, 5) } : { valid: true, id: 'RN-2025-' + N.int(1000, 9999), schema: 'recall-notice/2.1' };
      const g = (parts) => llm('models/gemini-2.0-flash:generateContent', { contents: ['…'] }, gemResp(N, parts));
      const fc = (name, args) => ({ functionCall: { name, args } });
      const notice1 = { product: 'Veloce Aero MIPS', hazard: 'Chin strap buckle may release under load', batches: '2403-2411', remedy: 'refund' };
      const notice2 = { ...notice1, batches: ['2403', '2404', '2405', '2406', '2407', '2408', '2409', '2410', '2411'], remedy: { type: 'refund' } };
      const notice3 = { ...notice2, gtin: ['08032019442101', '08032019442118'], remedy: { type: 'refund', contact: 'recall@veloce-helmets.it' } };
      N.tick();
      const children = [
        g([fc('validate_notice', { notice: notice1 })]), tool('validate_notice', { notice: notice1 }, vres([{ path: '/batches', msg: 'must be array' }, { path: '/remedy', msg: 'must be object' }, { path: '', msg: "must have required property 'gtin'" }]), { error: '3 schema errors' }),
        g([{ text: 'Batches must be a list and remedy an object; expanding 2403-2411 into nine codes.' }, fc('validate_notice', { notice: notice2 })]), tool('validate_notice', { notice: notice2 }, vres([{ path: '', msg: "must have required property 'gtin'" }]), { error: '1 schema error' }),
        g([fc('lookup_gtin', { brand: 'Veloce', model: 'Aero MIPS' })]), tool('lookup_gtin', { brand: 'Veloce', model: 'Aero MIPS' }, { gtins: [{ gtin: '08032019442101', size: 'S/M' }, { gtin: '08032019442118', size: 'L/XL' }] }),
        g([{ text: 'Adding both GTINs (S/M and L/XL) and a contact address.' }, fc('validate_notice', { notice: notice3 })]), tool('validate_notice', { notice: notice3 }, vres([])),
        g([fc('publish_notice', { notice: notice3 })]), tool('publish_notice', { notice: notice3 }, { status: 'published', url: 'https://recalls.example.gov/notices/RN-2025-' + N.int(1000, 9999), published_at: N.isoOffset(N.tick(), 120) }),
        g([{ text: 'Published. The notice covers batches 2403 to 2411, GTINs 08032019442101 and 08032019442118, remedy: refund via recall@veloce-helmets.it.' }]),
      ];
      const root = agent('recall-publisher', { prompt: goal }, { text: 'Published.' }, children, { metadata: { session: N.uuid(), sdk: 'google-genai 1.16' } });
      return { goal, isolates: 'Validation errors go 3, 1, 0 as the notice is restructured and then given GTINs looked up separately; the notice is published.', root };
    },
  },
];
