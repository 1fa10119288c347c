// Family 4: several different fixes, the same check fails identically each time (volatile parts aside).
export const FAMILY = 'same_failure_after_fixes';
export const LOOP = true, STAGNATION = false;

export const rows = [
  // 01 shipbreaking yard manifest parser (Anthropic, coding)
  ['Three different edits to a hazardous-materials manifest parser; pytest fails with the same assertion each time, only durations and tmp paths change.', (N) => {
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.2.1\ncollected 14 items\n\ntests/test_manifest.py ........F.....                                    [100%]\n\n=================================== FAILURES ===================================\n________________________ test_asbestos_mass_in_tonnes __________________________\n\ntmp_path = PosixPath('${N.tmp('test_asbestos_mass_in_tonnes')}')\n\n>       assert parse_manifest(SAMPLE)["asbestos_t"] == 3.42\nE       AssertionError: assert 3420.0 == 3.42\n\ntests/test_manifest.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_manifest.py::test_asbestos_mass_in_tonnes - AssertionError: assert 3420.0 == 3.42\n========================= 1 failed, 13 passed in ${N.secs(0.4, 2)} =========================`;
    return {
      style: 'anthropic', agent: 'claude-code', model: 'claude-sonnet-4-20250514',
      system: 'You are a coding agent working in the repo yard-manifests. Run tests after each change.',
      goal: 'Fix the failing test test_asbestos_mass_in_tonnes in the shipbreaking yard\'s hazardous materials manifest parser.',
      steps: [
        { say: 'Running the tests first.', calls: [{ name: 'Bash', args: { command: 'pytest -q tests/test_manifest.py' }, out: fail() }] },
        { say: 'The parser returns kilograms. I will divide by 1000 in the unit normaliser.', calls: [{ name: 'Edit', args: { file_path: 'manifests/units.py', old_string: 'return value', new_string: 'return value / 1000 if unit == "kg" else value' }, out: 'The file manifests/units.py has been updated.' }, { name: 'Bash', args: { command: 'pytest -q tests/test_manifest.py' }, out: fail() }] },
        { say: 'Maybe the unit string is "KG" uppercase in the sample; normalising case.', calls: [{ name: 'Edit', args: { file_path: 'manifests/units.py', old_string: 'if unit == "kg"', new_string: 'if unit.strip().lower() == "kg"' }, out: 'The file manifests/units.py has been updated.' }, { name: 'Bash', args: { command: 'pytest -q tests/test_manifest.py' }, out: fail() }] },
        { say: 'Perhaps the row parser bypasses the normaliser. Routing the asbestos column through it explicitly.', calls: [{ name: 'Edit', args: { file_path: 'manifests/parse.py', old_string: 'row["asbestos_t"] = float(cells[6])', new_string: 'row["asbestos_t"] = to_tonnes(float(cells[6]), cells[7])' }, out: 'The file manifests/parse.py has been updated.' }, { name: 'Bash', args: { command: 'pytest -q tests/test_manifest.py' }, out: fail() }] },
      ],
    };
  }],
  // 02 radon testing lab report generator (smolagents)
  ['Different template and config tweaks for a radon lab PDF report; the render check fails with the same missing-glyph error each time.', (N) => {
    const err = () => `render_report: FAILED\n  template: reports/radon_residential.html\n  engine: weasyprint 62.3\n  error: Glyph for U+2011 (NON-BREAKING HYPHEN) not found in font "LabSans" (page 2, "Rn‑222 concentration")\n  output: ${N.tmp('radon_report')}.pdf (not written)\n  elapsed: ${N.secs(0.8, 3)}  run=${N.hex(8)}`;
    return {
      style: 'smolagents', agent: 'report-fixer', model: 'meta-llama/Llama-3.3-70B-Instruct',
      system: 'You fix report generation problems at a radon testing laboratory.',
      goal: 'The residential radon report for kit RK-55102 will not render. Fix it and produce the PDF.',
      steps: [
        { think: 'Render the report to see the error.', calls: [{ name: 'render_report', args: { kit: 'RK-55102' }, out: err() }] },
        { think: 'The font lacks the glyph; switch the fallback font list to include DejaVu Sans.', calls: [{ name: 'edit_file', args: { path: 'reports/style.css', find: 'font-family: LabSans;', replace: 'font-family: LabSans, "DejaVu Sans";' }, out: 'ok: 1 replacement' }, { name: 'render_report', args: { kit: 'RK-55102' }, out: err() }] },
        { think: 'Maybe the engine config disables font fallback; enable it in weasyprint options.', calls: [{ name: 'edit_file', args: { path: 'reports/config.toml', find: 'font_fallback = false', replace: 'font_fallback = true' }, out: 'ok: 1 replacement' }, { name: 'render_report', args: { kit: 'RK-55102' }, out: err() }] },
        { think: 'Try embedding an updated LabSans build from the design folder.', calls: [{ name: 'copy_file', args: { src: 'design/fonts/LabSans-2.1.otf', dst: 'reports/fonts/LabSans.otf' }, out: 'copied 184 KB' }, { name: 'render_report', args: { kit: 'RK-55102' }, out: err() }] },
      ],
    };
  }],
  // 03 mezcal palenque batch labeler (OpenAI Agents SDK)
  ['Three different label-data changes for a mezcal batch; the regulator\'s label validator returns the same rejection each time apart from its submission id and timestamp.', (N) => {
    const rej = () => ({ submission_id: N.ulid(), received: N.isoOff(-6), status: 'REJECTED', errors: [{ code: 'NOM-070-ABV', field: 'alc_vol', message: 'Declared alcohol 47.0% vol differs from lab certificate 45.2% vol by more than 0.3' }] });
    return {
      style: 'oai_agents', agent: 'Label Compliance Agent', model: 'gpt-4.1',
      system: 'You prepare bottle labels for a small mezcal palenque and submit them for validation.',
      goal: 'Get batch PAL-24-019 (espadín, 600 bottles) label approved by the validator.',
      steps: [
        { calls: [{ name: 'validate_label', args: { batch: 'PAL-24-019' }, out: rej() }] },
        { say: 'Updating the batch record to round ABV to one decimal.', calls: [{ name: 'update_batch', args: { batch: 'PAL-24-019', fields: { alc_vol_rounding: 1 } }, out: { ok: true } }, { name: 'validate_label', args: { batch: 'PAL-24-019' }, out: rej() }] },
        { say: 'Switching the label template to the 2024 NOM layout.', calls: [{ name: 'set_template', args: { batch: 'PAL-24-019', template: 'nom070-2024' }, out: { ok: true, template: 'nom070-2024' } }, { name: 'validate_label', args: { batch: 'PAL-24-019' }, out: rej() }] },
        { say: 'Re-attaching the lab certificate PDF in case the validator read an old one.', calls: [{ name: 'attach_certificate', args: { batch: 'PAL-24-019', file: 'certs/PAL-24-019-lab.pdf' }, out: { ok: true, sha256: N.sha256() } }, { name: 'validate_label', args: { batch: 'PAL-24-019' }, out: rej() }] },
      ],
    };
  }],
  // 04 biathlon range target calibration software (Vercel AI SDK)
  ['Changes to sensor offsets, debounce and firmware flags for biathlon targets; the calibration self-test fails with the same 5/5 hits-missed pattern every run.', (N) => {
    const test = () => `calib-selftest v2.4 lane=07 run=${N.uuid()}\n[${N.hms()}] shot 1: expected HIT  got MISS\n[${N.hms()}] shot 2: expected HIT  got MISS\n[${N.hms()}] shot 3: expected HIT  got MISS\n[${N.hms()}] shot 4: expected HIT  got MISS\n[${N.hms()}] shot 5: expected HIT  got MISS\nRESULT: FAIL (0/5) prone plate 45mm  elapsed ${N.secs(4, 9)}`;
    return {
      style: 'vercel', agent: 'range-tech-assistant', model: 'gpt-4.1-mini',
      system: 'You help the biathlon range technician calibrate electronic targets.',
      goal: 'Lane 07 prone targets register no hits. Calibrate them so the self-test passes before Saturday\'s race.',
      steps: [
        { calls: [{ name: 'runSelfTest', args: { lane: 7, position: 'prone' }, out: test() }] },
        { say: 'Lowering the piezo threshold.', calls: [{ name: 'setParam', args: { lane: 7, key: 'piezo_threshold_mv', value: 35 }, out: { lane: 7, piezo_threshold_mv: 35, applied: true } }, { name: 'runSelfTest', args: { lane: 7, position: 'prone' }, out: test() }] },
        { say: 'Increasing the debounce window.', calls: [{ name: 'setParam', args: { lane: 7, key: 'debounce_ms', value: 12 }, out: { lane: 7, debounce_ms: 12, applied: true } }, { name: 'runSelfTest', args: { lane: 7, position: 'prone' }, out: test() }] },
        { say: 'Switching plate size profile to prone explicitly.', calls: [{ name: 'setParam', args: { lane: 7, key: 'plate_profile', value: 'prone_45' }, out: { lane: 7, plate_profile: 'prone_45', applied: true } }, { name: 'runSelfTest', args: { lane: 7, position: 'prone' }, out: test() }] },
        { say: 'Enabling the legacy firmware compatibility flag.', calls: [{ name: 'setParam', args: { lane: 7, key: 'legacy_fw', value: true }, out: { lane: 7, legacy_fw: true, applied: true } }, { name: 'runSelfTest', args: { lane: 7, position: 'prone' }, out: test() }] },
      ],
    };
  }],
  // 05 geodetic benchmark CSV importer (OpenInference)
  ['Different encoding, delimiter and column-mapping fixes to a geodetic benchmark importer; the import check reports the same 212 rejected rows each time.', (N) => {
    const chk = () => JSON.stringify({ job: N.jobId('imp'), file: 'benchmarks_county12.csv', rows_read: 1840, rows_ok: 1628, rows_rejected: 212, first_error: { line: 17, msg: 'ortho_height: could not convert "112,384" to float' }, finished_at: N.iso(), worker: N.pod('importer') });
    return {
      style: 'openinference', agent: 'survey-data-agent', model: 'gpt-4o',
      system: 'You maintain the county survey control database.',
      goal: 'Import the county 12 benchmark CSV with zero rejected rows.',
      steps: [
        { calls: [{ name: 'run_import', args: { file: 'benchmarks_county12.csv', dry_run: true }, out: chk() }] },
        { say: 'Setting encoding to latin-1 in case of stray characters.', calls: [{ name: 'set_import_option', args: { encoding: 'latin-1' }, out: 'encoding=latin-1' }, { name: 'run_import', args: { file: 'benchmarks_county12.csv', dry_run: true }, out: chk() }] },
        { say: 'Switching delimiter to semicolon.', calls: [{ name: 'set_import_option', args: { delimiter: ';' }, out: 'delimiter=;' }, { name: 'run_import', args: { file: 'benchmarks_county12.csv', dry_run: true }, out: chk() }] },
        { say: 'Mapping ortho_height to the NAVD88 column instead.', calls: [{ name: 'set_import_option', args: { column_map: { ortho_height: 'H_NAVD88' } }, out: 'column_map updated' }, { name: 'run_import', args: { file: 'benchmarks_county12.csv', dry_run: true }, out: chk() }] },
      ],
    };
  }],
  // 06 portable toilet rental routing app (plain)
  ['A TypeScript build for a portable-toilet service routing app fails with the same tsc error after three unrelated tsconfig/package edits.', (N) => {
    const tsc = () => ({ exit_code: 2, stdout: `src/routing/stops.ts(41,17): error TS2345: Argument of type 'ServiceStop | undefined' is not assignable to parameter of type 'ServiceStop'.\n  Type 'undefined' is not assignable to type 'ServiceStop'.\n\nFound 1 error in src/routing/stops.ts:41\n`, duration_ms: N.ms(3000, 9000), cwd: `/home/runner/work/${N.b62(6)}/potty-routes` });
    return {
      style: 'plain', agent: 'dev-agent', model: 'gpt-4.1',
      system: 'You are a coding agent for a portable toilet rental company\'s routing app.',
      goal: 'Make `npm run build` pass for the service routing app so the pumping trucks get Monday\'s routes.',
      steps: [
        { calls: [{ name: 'run', args: { cmd: 'npm run build' }, out: tsc() }] },
        { say: 'Upgrading TypeScript to 5.6.', calls: [{ name: 'run', args: { cmd: 'npm i -D typescript@5.6' }, out: { exit_code: 0, stdout: 'changed 1 package in 2s' } }, { name: 'run', args: { cmd: 'npm run build' }, out: tsc() }] },
        { say: 'Setting skipLibCheck true in tsconfig.', calls: [{ name: 'write_file', args: { path: 'tsconfig.json', patch: '"skipLibCheck": true' }, out: 'written' }, { name: 'run', args: { cmd: 'npm run build' }, out: tsc() }] },
        { say: 'Clearing the incremental build cache.', calls: [{ name: 'run', args: { cmd: 'rm -rf node_modules/.cache tsconfig.tsbuildinfo' }, out: { exit_code: 0, stdout: '' } }, { name: 'run', args: { cmd: 'npm run build' }, out: tsc() }] },
      ],
    };
  }],
];
