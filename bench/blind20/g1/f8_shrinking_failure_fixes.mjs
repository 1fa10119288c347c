// Family: shrinking_failure_fixes (healthy) — the same check is rerun after each fix, but the failure
// count drops (e.g. 6 -> 4 -> 1 -> 0), each fix is different, then the agent finishes.
import { Trace } from './lib.mjs';

export const family = 'shrinking_failure_fixes';
export const labels = { loop: false, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'TypeScript strict-mode migration (coding)', style: 'openhands',
    isolates: 'An OpenHands agent reruns tsc after each edit; errors go 6 -> 4 -> 1 -> 0 with a different fix each time, then it finishes.',
    goal: 'Turn on "strict": true in packages/booking-ui/tsconfig.json and fix the resulting type errors without using any or ts-ignore.',
    build(id) {
      const t = new Trace({ id, style: 'openhands', goal: this.goal, agent: 'booking-ui', system: 'You are OpenHands. Tools: execute_bash, str_replace_editor, finish.' });
      const n = t.n;
      const tsc = (errs) => `$ pnpm -F booking-ui exec tsc --noEmit\n${errs.join('\n')}${errs.length ? `\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} file(s).` : ''}\n[Command finished in ${n.durS(3, 9)} with exit code ${errs.length ? 2 : 0}]\n[Python interpreter: /openhands/poetry/openhands-ai-${n.alnum(8)}-py3.12/bin/python]`;
      const e6 = ['src/api/client.ts(14,22): error TS7006: Parameter \'res\' implicitly has an \'any\' type.', 'src/api/client.ts(31,9): error TS2322: Type \'string | undefined\' is not assignable to type \'string\'.', 'src/components/SlotPicker.tsx(48,17): error TS2532: Object is possibly \'undefined\'.', 'src/components/SlotPicker.tsx(61,5): error TS7006: Parameter \'e\' implicitly has an \'any\' type.', 'src/hooks/useBooking.ts(22,30): error TS2345: Argument of type \'null\' is not assignable to parameter of type \'Booking\'.', 'src/hooks/useBooking.ts(40,12): error TS2532: Object is possibly \'undefined\'.'];
      t.llm('Enable strict mode and see what breaks.', [{ name: 'execute_bash', args: { command: 'sed -i \'s/"strict": false/"strict": true/\' packages/booking-ui/tsconfig.json && pnpm -F booking-ui exec tsc --noEmit' } }]);
      t.tool('execute_bash', { command: 'sed -i \'s/"strict": false/"strict": true/\' packages/booking-ui/tsconfig.json && pnpm -F booking-ui exec tsc --noEmit' }, { content: tsc(e6), exit_code: 2 }, { action: 'CmdRunAction', error: 'exit code 2' });
      t.llm('Two implicit-any parameters: type the fetch response and the change event.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/packages/booking-ui/src/api/client.ts', old_str: '.then((res) => res.json())', new_str: '.then((res: Response) => res.json() as Promise<ApiEnvelope>)' } }]);
      t.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/packages/booking-ui/src/api/client.ts', old_str: '.then((res) => res.json())', new_str: '.then((res: Response) => res.json() as Promise<ApiEnvelope>)' }, { content: 'The file /workspace/packages/booking-ui/src/api/client.ts has been edited.' }, { action: 'FileEditAction' });
      t.llm('', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/packages/booking-ui/src/components/SlotPicker.tsx', old_str: 'onChange={(e) =>', new_str: 'onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>' } }]);
      t.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/packages/booking-ui/src/components/SlotPicker.tsx', old_str: 'onChange={(e) =>', new_str: 'onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>' }, { content: 'The file /workspace/packages/booking-ui/src/components/SlotPicker.tsx has been edited.' }, { action: 'FileEditAction' });
      t.llm('', [{ name: 'execute_bash', args: { command: 'pnpm -F booking-ui exec tsc --noEmit' } }]);
      t.tool('execute_bash', { command: 'pnpm -F booking-ui exec tsc --noEmit' }, { content: tsc(e6.filter((e) => !e.includes('TS7006'))), exit_code: 2 }, { action: 'CmdRunAction', error: 'exit code 2' });
      t.llm('The undefined cases: default the API base URL from env, guard the selected slot, and make useBooking accept Booking | null.', [{ name: 'execute_bash', args: { command: "cd packages/booking-ui && sed -i 's/const base: string = import.meta.env.VITE_API_BASE/const base: string = import.meta.env.VITE_API_BASE ?? \"\\/api\"/' src/api/client.ts && sed -i 's/useState<Booking>(null)/useState<Booking | null>(null)/' src/hooks/useBooking.ts && sed -i 's/slots.find((s) => s.id === id).start/slots.find((s) => s.id === id)?.start ?? \"\"/' src/components/SlotPicker.tsx && pnpm exec tsc --noEmit" } }]);
      t.tool('execute_bash', { command: 'cd packages/booking-ui && sed -i ... && pnpm exec tsc --noEmit' }, { content: tsc(['src/hooks/useBooking.ts(40,12): error TS18047: \'booking\' is possibly \'null\'.']), exit_code: 2 }, { action: 'CmdRunAction', error: 'exit code 2' });
      t.llm('One left: narrow booking before reading .id in useBooking.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/packages/booking-ui/src/hooks/useBooking.ts', old_str: 'return booking.id;', new_str: 'if (!booking) throw new Error(\'no active booking\');\n    return booking.id;' } }]);
      t.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/packages/booking-ui/src/hooks/useBooking.ts', old_str: 'return booking.id;', new_str: 'if (!booking) throw new Error(\'no active booking\');\n    return booking.id;' }, { content: 'The file /workspace/packages/booking-ui/src/hooks/useBooking.ts has been edited.' }, { action: 'FileEditAction' });
      t.llm('', [{ name: 'execute_bash', args: { command: 'pnpm -F booking-ui exec tsc --noEmit && pnpm -F booking-ui test --run' } }]);
      t.tool('execute_bash', { command: 'pnpm -F booking-ui exec tsc --noEmit && pnpm -F booking-ui test --run' }, { content: tsc([]) + `\n Test Files  14 passed (14)\n      Tests  88 passed (88)\n   Duration  ${n.durS(2, 6)}`, exit_code: 0 }, { action: 'CmdRunAction' });
      t.llm('Strict mode is on in booking-ui and tsc is clean (6 → 4 → 1 → 0 errors); all 88 tests pass. No any or ts-ignore was added.', [{ name: 'finish', args: { message: 'strict enabled, 0 type errors, tests green' } }]);
      return t.finish({ agent_state: 'FINISHED', outputs: { content: 'strict enabled, 0 type errors' } });
    },
  },
  {
    n: '02', domain: 'geothermal wells', style: 'langfuse',
    isolates: 'A data-quality check on well-test logs is rerun after each correction; failing rows go 6 -> 3 -> 1 -> 0 with a different correction each time, then the dataset is published.',
    goal: 'Validate the March flow-test log for geothermal well KW-4 against the QA rules and publish it to the reservoir model once it passes.',
    build(id) {
      const t = new Trace({ id, style: 'langfuse', goal: this.goal, agent: 'reservoir-data', system: 'You maintain well-test data. Tools: run_qa, apply_correction, publish_dataset.' });
      const n = t.n;
      const qa = (fails) => ({ dataset: 'KW-4_flowtest_2025-03', rows: 1440, failures: fails.length, details: fails, run_id: n.uuid(), ran_at: n.isoOffset(720) });
      const f6 = [{ rule: 'units', rows: '0-59', msg: 'wellhead pressure in psi, expected bar(g)' }, { rule: 'range', row: 412, msg: 'enthalpy 4120 kJ/kg > max 2800' }, { rule: 'range', row: 413, msg: 'enthalpy 4098 kJ/kg > max 2800' }, { rule: 'monotonic_time', row: 880, msg: 'timestamp goes backwards (DST shift)' }, { rule: 'monotonic_time', row: 881, msg: 'timestamp goes backwards (DST shift)' }, { rule: 'null', row: 1302, msg: 'mass_flow_kg_s is null' }];
      t.llm('', [{ name: 'run_qa', args: { dataset: 'KW-4_flowtest_2025-03' } }]);
      t.tool('run_qa', { dataset: 'KW-4_flowtest_2025-03' }, qa(f6));
      t.llm('Rows 0-59 were logged in psi by the old transmitter; convert them, and the enthalpy spikes at 412-413 are a known separator sensor glitch, so I will mask those two rows.', [{ name: 'apply_correction', args: { dataset: 'KW-4_flowtest_2025-03', ops: [{ op: 'convert_units', column: 'whp', rows: '0-59', from: 'psi', to: 'bar_g' }, { op: 'mask', rows: [412, 413], reason: 'separator enthalpy sensor glitch' }] } }]);
      t.tool('apply_correction', { dataset: 'KW-4_flowtest_2025-03', ops: 2 }, { applied: 2, version: 'v3' });
      t.llm('', [{ name: 'run_qa', args: { dataset: 'KW-4_flowtest_2025-03' } }]);
      t.tool('run_qa', { dataset: 'KW-4_flowtest_2025-03' }, qa(f6.slice(3)));
      t.llm('The backwards timestamps at 880-881 come from the logger switching to summer time; re-stamp everything after row 879 in UTC.', [{ name: 'apply_correction', args: { dataset: 'KW-4_flowtest_2025-03', ops: [{ op: 'retimestamp', from_row: 880, tz: 'UTC', source_tz: 'Pacific/Auckland' }] } }]);
      t.tool('apply_correction', { dataset: 'KW-4_flowtest_2025-03', ops: 1 }, { applied: 1, version: 'v4' });
      t.llm('', [{ name: 'run_qa', args: { dataset: 'KW-4_flowtest_2025-03' } }]);
      t.tool('run_qa', { dataset: 'KW-4_flowtest_2025-03' }, qa(f6.slice(5)));
      t.llm('Row 1302 has a dropped mass-flow reading between two good ones (41.2 and 41.4 kg/s); a linear interpolation is acceptable under QA rule N-2 for single gaps.', [{ name: 'apply_correction', args: { dataset: 'KW-4_flowtest_2025-03', ops: [{ op: 'interpolate', column: 'mass_flow_kg_s', rows: [1302], method: 'linear' }] } }]);
      t.tool('apply_correction', { dataset: 'KW-4_flowtest_2025-03', ops: 1 }, { applied: 1, version: 'v5' });
      t.llm('', [{ name: 'run_qa', args: { dataset: 'KW-4_flowtest_2025-03' } }]);
      t.tool('run_qa', { dataset: 'KW-4_flowtest_2025-03' }, qa([]));
      t.llm('', [{ name: 'publish_dataset', args: { dataset: 'KW-4_flowtest_2025-03', version: 'v5', target: 'reservoir-model' } }]);
      t.tool('publish_dataset', { dataset: 'KW-4_flowtest_2025-03', version: 'v5', target: 'reservoir-model' }, { published: true, uri: `s3://reservoir-data/kw4/2025-03/v5/${n.hex(8)}.parquet` });
      t.llm('KW-4 March flow-test data now passes QA (6 → 3 → 1 → 0 failures: psi rows converted, two enthalpy glitches masked, DST timestamps fixed, one mass-flow gap interpolated) and v5 is published to the reservoir model.');
      return t.finish({ status: 'published', version: 'v5' });
    },
  },
  {
    n: '03', domain: 'gas leak callouts', style: 'smolagents',
    isolates: 'A CodeAgent validates an emergency callout routing config; violations drop 5 -> 2 -> 0 across distinct fixes, and it returns the final answer.',
    goal: 'Update the gas-emergency callout routing so the new Dunmore depot covers postcodes DN11-DN14, and make sure the routing config passes validation before it is deployed.',
    build(id) {
      const t = new Trace({ id, style: 'smolagents', goal: this.goal, agent: 'callout-router', system: 'You are an expert assistant who solves tasks with Python code. Tools: load_routing, validate_routing, save_routing, final_answer.' });
      const n = t.n;
      const step = (i, thought, code, tool, args, obs) => t.group('chain', `Step ${i}`, { step_number: i }, () => {
        t.llm(`Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
        if (tool) t.tool(tool, args, obs);
        return { observations: `Execution logs:\n${typeof obs === 'string' ? obs : JSON.stringify(obs)}` };
      });
      step(1, 'Add the Dunmore depot entries and validate.', 'cfg = load_routing("emergency-v41")\nfor pc in ["DN11","DN12","DN13","DN14"]:\n    cfg["postcodes"][pc] = {"depot": "DUNMORE"}\nprint(validate_routing(cfg))', 'validate_routing', { config: 'emergency-v41+dunmore' }, `INVALID (5 violations)\n- DN11: depot DUNMORE not in depots[]\n- DN12: depot DUNMORE not in depots[]\n- DN13: depot DUNMORE not in depots[]\n- DN14: depot DUNMORE not in depots[]\n- DN12: missing fallback_depot (required for 1-hour attendance standard)\nvalidator=routing-lint 2.3.0 took ${n.dur()}`);
      step(2, 'The depot itself must be declared; add DUNMORE to depots with its on-call rota and coordinates.', 'cfg["depots"].append({"id": "DUNMORE", "lat": 53.52, "lon": -1.13, "rota": "DUN-ONCALL"})\nprint(validate_routing(cfg))', 'validate_routing', { config: 'emergency-v41+dunmore+depot' }, `INVALID (2 violations)\n- DN12: missing fallback_depot (required for 1-hour attendance standard)\n- DN14: missing fallback_depot (required for 1-hour attendance standard)\nvalidator=routing-lint 2.3.0 took ${n.dur()}`);
      step(3, 'DN12 and DN14 are rural; give them Doncaster Central as fallback, which is within 40 minutes.', 'for pc in ["DN12","DN14"]:\n    cfg["postcodes"][pc]["fallback_depot"] = "DONCASTER_C"\nprint(validate_routing(cfg))', 'validate_routing', { config: 'emergency-v41+dunmore+depot+fallback' }, `VALID (0 violations)\nvalidator=routing-lint 2.3.0 took ${n.dur()}`);
      step(4, 'Validation passes; save as v42 and report.', 'print(save_routing(cfg, version="emergency-v42"))\nfinal_answer("Routing v42 saved: DN11-DN14 -> DUNMORE, fallbacks for DN12/DN14 -> DONCASTER_C, 0 violations.")', 'save_routing', { version: 'emergency-v42' }, { saved: 'emergency-v42', checksum: n.sha1() });
      return t.finish('Routing v42 saved: DN11-DN14 -> DUNMORE, fallbacks for DN12/DN14 -> DONCASTER_C, 0 violations.');
    },
  },
  {
    n: '04', domain: 'barbershop booking widget (accessibility)', style: 'claude_sdk',
    isolates: 'A Claude Agent SDK session reruns an axe accessibility audit after each change; violations go 6 -> 3 -> 1 -> 0 with different fixes, then it reports done.',
    goal: 'Our barbershop booking widget fails accessibility checks. Fix the issues in src/widget/ so `npm run a11y` passes.',
    build(id) {
      const t = new Trace({ id, style: 'claude_sdk', goal: this.goal, agent: 'fadehouse-widget', system: 'You are Claude Code working in the fadehouse-widget repo.' });
      const n = t.n;
      const audit = (v) => `> fadehouse-widget@1.8.2 a11y\n> axe http://localhost:5173/book --exit\n\nRunning axe-core 4.10.2 in chrome-headless\n${v.length ? v.map((x) => `  ✗ ${x}`).join('\n') + `\n\n${v.length} Accessibility issues detected.` : '  0 violations found!'}\nTested in ${n.durS(1, 4)}`;
      t.llm('', [{ name: 'Bash', args: { command: 'npm run a11y', description: 'Run accessibility audit' } }]);
      t.tool('Bash', { command: 'npm run a11y' }, audit(['button-name: <button class="slot" data-t="09:00"> has no discernible text', 'button-name: <button class="slot" data-t="09:30"> has no discernible text', 'label: <select id="barber"> has no label', 'color-contrast: .price-tag 2.9:1 (needs 4.5:1)', 'color-contrast: .slot--taken 3.1:1 (needs 4.5:1)', 'focus-order-semantics: .modal-close is not focusable']), { error: 'exit 1' });
      t.llm('Slot buttons only show an icon; add aria-labels with the time, and label the barber select.', [{ name: 'Edit', args: { file_path: 'src/widget/SlotGrid.tsx', old_string: '<button className="slot" onClick={() => pick(s)}>', new_string: '<button className="slot" aria-label={`Book ${s.time} with ${s.barber}`} onClick={() => pick(s)}>' } }]);
      t.tool('Edit', { file_path: 'src/widget/SlotGrid.tsx' }, 'The file src/widget/SlotGrid.tsx has been updated.');
      t.llm('', [{ name: 'Edit', args: { file_path: 'src/widget/BarberSelect.tsx', old_string: '<select id="barber"', new_string: '<label htmlFor="barber">Barber</label>\n      <select id="barber"' } }]);
      t.tool('Edit', { file_path: 'src/widget/BarberSelect.tsx' }, 'The file src/widget/BarberSelect.tsx has been updated.');
      t.llm('', [{ name: 'Bash', args: { command: 'npm run a11y', description: 'Re-run audit' } }]);
      t.tool('Bash', { command: 'npm run a11y' }, audit(['color-contrast: .price-tag 2.9:1 (needs 4.5:1)', 'color-contrast: .slot--taken 3.1:1 (needs 4.5:1)', 'focus-order-semantics: .modal-close is not focusable']), { error: 'exit 1' });
      t.llm('Contrast next: darken the muted colour used by the price tag and taken slots to meet 4.5:1.', [{ name: 'Edit', args: { file_path: 'src/widget/widget.css', old_string: '--muted: #9a9a9a;', new_string: '--muted: #5f5f5f;' } }]);
      t.tool('Edit', { file_path: 'src/widget/widget.css' }, 'The file src/widget/widget.css has been updated.');
      t.llm('', [{ name: 'Bash', args: { command: 'npm run a11y' } }]);
      t.tool('Bash', { command: 'npm run a11y' }, audit(['focus-order-semantics: .modal-close is not focusable']), { error: 'exit 1' });
      t.llm('The close control is a <span>; make it a real button.', [{ name: 'Edit', args: { file_path: 'src/widget/Modal.tsx', old_string: '<span className="modal-close" onClick={onClose}>×</span>', new_string: '<button type="button" className="modal-close" aria-label="Close" onClick={onClose}>×</button>' } }]);
      t.tool('Edit', { file_path: 'src/widget/Modal.tsx' }, 'The file src/widget/Modal.tsx has been updated.');
      t.llm('', [{ name: 'Bash', args: { command: 'npm run a11y' } }]);
      t.tool('Bash', { command: 'npm run a11y' }, audit([]));
      t.llm('`npm run a11y` now passes (6 → 3 → 1 → 0 violations): slot buttons and the barber select are labelled, muted colours meet 4.5:1 contrast, and the modal close is a focusable button.');
      return t.finish({ type: 'result', subtype: 'success', is_error: false, num_turns: 10, result: 'a11y passes' });
    },
  },
  {
    n: '05', domain: 'pharmacovigilance case reports', style: 'sk',
    isolates: 'An ICH E2B(R3) adverse-event report is re-validated after each correction; schema errors drop 4 -> 2 -> 0 with different corrections, and the report is submitted.',
    goal: 'Prepare the expedited ICSR for case PV-2025-0931 (serious hepatic reaction, suspect drug Lorvexa) in E2B(R3) format, validate it and submit it to the regulator gateway.',
    build(id) {
      const t = new Trace({ id, style: 'sk', goal: this.goal, agent: 'PVCaseAgent', system: 'You are PVCaseAgent. Plugins: E2B (Validate, Patch), Gateway (Submit).' });
      const n = t.n;
      const val = (errs) => ({ caseId: 'PV-2025-0931', schema: 'ICH E2B(R3) 1.0 + EU regional', valid: errs.length === 0, errorCount: errs.length, errors: errs, validatorBuild: `e2b-val ${n.int(5, 6)}.${n.int(0, 9)}.${n.int(0, 20)}`, at: n.iso() });
      t.llm('', [{ name: 'E2B-Validate', args: { caseId: 'PV-2025-0931' } }]);
      t.tool('E2B-Validate', { caseId: 'PV-2025-0931' }, val(['D.2.2a: patient age unit must be UCUM code (got "years")', 'G.k.4.r.1a: dose value missing for drug 1', 'E.i.2.1b: MedDRA version must be 27.1 (got 26.0)', 'C.1.7: fulfil expedited criteria flag missing']));
      t.llm('Fix the two coding issues first: age unit "a" per UCUM and MedDRA version 27.1 for the reaction terms.', [{ name: 'E2B-Patch', args: { caseId: 'PV-2025-0931', patches: [{ path: 'D.2.2b', value: 'a' }, { path: 'E.i.2.1a', value: '27.1' }] } }]);
      t.tool('E2B-Patch', { caseId: 'PV-2025-0931', patches: 2 }, { patched: 2 });
      t.llm('', [{ name: 'E2B-Validate', args: { caseId: 'PV-2025-0931' } }]);
      t.tool('E2B-Validate', { caseId: 'PV-2025-0931' }, val(['G.k.4.r.1a: dose value missing for drug 1', 'C.1.7: fulfil expedited criteria flag missing']));
      t.llm('The source narrative gives 200 mg once daily; add the dose, and set the expedited flag to true since the reaction is serious and unlisted.', [{ name: 'E2B-Patch', args: { caseId: 'PV-2025-0931', patches: [{ path: 'G.k.4.r.1a', value: '200' }, { path: 'G.k.4.r.1b', value: 'mg' }, { path: 'C.1.7', value: 'true' }] } }]);
      t.tool('E2B-Patch', { caseId: 'PV-2025-0931', patches: 3 }, { patched: 3 });
      t.llm('', [{ name: 'E2B-Validate', args: { caseId: 'PV-2025-0931' } }]);
      t.tool('E2B-Validate', { caseId: 'PV-2025-0931' }, val([]));
      t.llm('', [{ name: 'Gateway-Submit', args: { caseId: 'PV-2025-0931', receiver: 'EVHUMAN' } }]);
      t.tool('Gateway-Submit', { caseId: 'PV-2025-0931', receiver: 'EVHUMAN' }, { ack: 'AA', messageNumber: `PV-2025-0931-${n.digits(6)}`, receivedAt: n.http() });
      t.llm('Case PV-2025-0931 validates cleanly (4 → 2 → 0 errors) and was accepted by the gateway with ACK code AA.');
      return t.finish('Submitted; ACK AA.');
    },
  },
  {
    n: '06', domain: 'substation maintenance', style: 'mastra',
    isolates: 'A work-order import CSV for substation maintenance is linted after each fix; lint findings fall 8 -> 4 -> 1 -> 0 with different fixes before the import succeeds.',
    goal: 'Import next quarter\'s substation maintenance work orders from wo_q3.csv into the asset management system; fix the file until the importer accepts it.',
    build(id) {
      const t = new Trace({ id, style: 'mastra', goal: this.goal, agent: 'asset-maint', system: 'You manage substation maintenance planning. Tools: lint_import, edit_csv, import_work_orders.' });
      const n = t.n;
      const lint = (errs) => `wo-lint v1.4 ${n.isoNoMs()} file=wo_q3.csv rows=212\n${errs.length ? errs.join('\n') : 'OK: 0 errors'}\n(${n.dur(20, 300)})`;
      t.llm('', [{ name: 'lint_import', args: { file: 'wo_q3.csv' } }]);
      t.tool('lint_import', { file: 'wo_q3.csv' }, lint(['E101 row 4: asset_id "SS-BRK-0I2" unknown (letter I vs digit 1?)', 'E204 row 17: planned_date "31/09/2025" invalid', 'E204 row 18: planned_date "31/09/2025" invalid', 'E310 row 55: crew "HV-3" not certified for task "SF6 top-up"', 'E101 row 90: asset_id "SS-TX-114 " has trailing space', 'W020 row 130: duplicate of row 129 (same asset, task, date)', 'E205 row 177: planned_date falls in outage embargo 2025-08-11..2025-08-15', 'E410 row 201: permit_type missing for live-line work']));
      t.llm('Row 4 is a typo for SS-BRK-012 and row 90 just needs trimming; 31 September does not exist, so the two transformer inspections on rows 17-18 move to 30/09.', [{ name: 'edit_csv', args: { file: 'wo_q3.csv', edits: [{ row: 4, col: 'asset_id', value: 'SS-BRK-012' }, { row: 90, col: 'asset_id', value: 'SS-TX-114' }, { rows: [17, 18], col: 'planned_date', value: '30/09/2025' }] } }]);
      t.tool('edit_csv', { file: 'wo_q3.csv', edits: 3 }, { ok: true, changed_cells: 4 });
      t.llm('', [{ name: 'lint_import', args: { file: 'wo_q3.csv' } }]);
      t.tool('lint_import', { file: 'wo_q3.csv' }, lint(['E310 row 55: crew "HV-3" not certified for task "SF6 top-up"', 'W020 row 130: duplicate of row 129 (same asset, task, date)', 'E205 row 177: planned_date falls in outage embargo 2025-08-11..2025-08-15', 'E410 row 201: permit_type missing for live-line work']));
      t.llm('Give the SF6 job to crew HV-1 (SF6 certified), drop the duplicate row 130, and move row 177 to the Monday after the embargo.', [{ name: 'edit_csv', args: { file: 'wo_q3.csv', edits: [{ row: 55, col: 'crew', value: 'HV-1' }, { delete_row: 130 }, { row: 177, col: 'planned_date', value: '18/08/2025' }] } }]);
      t.tool('edit_csv', { file: 'wo_q3.csv', edits: 3 }, { ok: true, changed_cells: 2, deleted_rows: 1 });
      t.llm('', [{ name: 'lint_import', args: { file: 'wo_q3.csv' } }]);
      t.tool('lint_import', { file: 'wo_q3.csv' }, lint(['E410 row 201: permit_type missing for live-line work']));
      t.llm('Row 201 is live-line insulator washing; it needs permit type LLW.', [{ name: 'edit_csv', args: { file: 'wo_q3.csv', edits: [{ row: 201, col: 'permit_type', value: 'LLW' }] } }]);
      t.tool('edit_csv', { file: 'wo_q3.csv', edits: 1 }, { ok: true, changed_cells: 1 });
      t.llm('', [{ name: 'lint_import', args: { file: 'wo_q3.csv' } }]);
      t.tool('lint_import', { file: 'wo_q3.csv' }, lint([]));
      t.llm('', [{ name: 'import_work_orders', args: { file: 'wo_q3.csv', quarter: '2025Q3' } }]);
      t.tool('import_work_orders', { file: 'wo_q3.csv', quarter: '2025Q3' }, { imported: 211, batch: n.jobId('WOIMP'), took: n.durS(1, 5) });
      t.llm('wo_q3.csv imported: 211 work orders for Q3. Lint findings went 8 → 4 → 1 → 0 (asset id typos, impossible dates, crew certification, a duplicate, the outage embargo and a missing live-line permit).');
      return t.finish({ text: '211 work orders imported.', finishReason: 'stop' });
    },
  },
];
