import { agent, llm, tool, chain, span, sys, usr, asst, call, chatOut, anthOut, respOut } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const isolates = 'Three or more different fixes are each followed by the same check failing identically apart from volatile values; it never passes.';

const r01 = (x) => {
  const fixes = [
    ['Add numpy to build-system.requires.', 'pyproject.toml', 'requires = ["setuptools>=68", "cython>=3.0", "numpy>=1.26"]'],
    ['Pin Cython below 3.1 in case of an API change.', 'pyproject.toml', 'requires = ["setuptools>=68", "cython>=3.0,<3.1", "numpy>=1.26"]'],
    ['Pass include_dirs explicitly in setup.py.', 'setup.py', 'Extension("sledtime._split", ["src/sledtime/_split.pyx"], include_dirs=[np.get_include()])'],
    ['Switch the cimport to the libc version.', 'src/sledtime/_split.pyx', 'from libc.math cimport floor'],
  ];
  const out = () => `Building wheel for sledtime (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n  src/sledtime/_split.c:1187:10: fatal error: timing_hw.h: No such file or directory\n   1187 | #include "timing_hw.h"\n        |          ^~~~~~~~~~~~~\n  compilation terminated.\n  error: command '/usr/bin/gcc' failed with exit code 1\n  Created temporary directory: /tmp/pip-wheel-${x.b62(8).toLowerCase()}\n  Build took ${x.dur(6, 20)}\nERROR: Failed building wheel for sledtime`;
  const kids = [];
  for (const [why, f, line] of fixes) {
    kids.push(llm('claude', { messages: '[…]' }, anthOut(x, why, [{ name: 'str_replace_editor', input: { command: 'str_replace', path: '/workspace/sledtime/' + f, new_str: line } }])));
    kids.push(tool('str_replace_editor', { command: 'str_replace', path: '/workspace/sledtime/' + f }, `The file /workspace/sledtime/${f} has been edited.`));
    kids.push(llm('claude', { messages: '[…]' }, anthOut(x, 'Rebuilding the wheel.', [{ name: 'bash', input: { command: 'cd /workspace/sledtime && pip wheel . -w dist/ 2>&1 | tail -12' } }])));
    kids.push(tool('bash', { command: 'cd /workspace/sledtime && pip wheel . -w dist/ 2>&1 | tail -12' }, out(), undefined, 'exit code 1'));
  }
  return { isolates: 'Four unrelated edits (build requires, Cython pin, include_dirs, cimport) each end in the same missing timing_hw.h compile error.', goal: 'Make the Cython extension of the bobsleigh split-timing library "sledtime" build as a wheel.', root: agent('openhands', { task: 'Make sledtime build a wheel.' }, null, kids, { recorder: 'openhands event stream', agent: 'CodeActAgent', max_iterations: 30, state: 'stopped by user' }) };
};

const r02 = (x) => {
  const edits = [['Raise the step-chain overspeed threshold from 0.65 to 0.70 m/s.', { param: 'OVERSPEED_LIMIT', value: 0.70 }], ['Increase the debounce window on the handrail sensor to 120 ms.', { param: 'HANDRAIL_DEBOUNCE_MS', value: 120 }], ['Swap the comb-plate sensor input from DI4 to DI5 in the IO map.', { param: 'COMBPLATE_INPUT', value: 'DI5' }]];
  const res = () => `HIL run ${x.uuid()} started ${x.isoOff()}\n[ OK ] test_start_sequence (${x.ms()} ms)\n[ OK ] test_overspeed_trip (${x.ms()} ms)\n[FAIL] test_emergency_stop_response: brake engaged after 412 ms, limit 300 ms\n        at escalator_fw/safety.c:218 brake_cmd_latency\n[ OK ] test_handrail_speed_mismatch (${x.ms()} ms)\n1 failed, 3 passed in ${x.dur(2, 5)}`;
  const kids = [];
  for (const [t, a] of edits) {
    const c = call(x, 'set_firmware_param', a);
    kids.push(llm('chat.completions', { messages: '[…]' }, chatOut(x, t, [c])));
    kids.push(tool('set_firmware_param', c.function.arguments, { ok: true, build: 'fw-' + x.hex(7) }));
    const c2 = call(x, 'run_hil_suite', { suite: 'safety' });
    kids.push(llm('chat.completions', { messages: '[…]' }, chatOut(x, 'Re-running the safety suite on the HIL rig.', [c2])));
    kids.push(tool('run_hil_suite', c2.function.arguments, res(), undefined, 'suite failed'));
  }
  return { isolates: 'Three different firmware parameter changes, each followed by the same emergency-stop latency failure (412 ms vs 300 ms).', goal: 'Get the escalator controller firmware to pass the hardware-in-the-loop safety suite before the Westgate Mall modernisation sign-off.', root: agent('firmware-agent', { unit: 'ESC-WG-02' }, null, kids, { recorder: 'plain message log' }) };
};

const r03 = (x) => {
  const tries = [
    ['proxy_set_header Host $host;'],
    ['proxy_pass http://orders_upstream/; (trailing slash added)'],
    ['location ^~ /api/orders/ { ... } (prefix match priority)'],
    ['rewrite ^/api/orders/(.*)$ /$1 break;'],
  ];
  const curl = () => `HTTP/1.1 404 Not Found\nServer: nginx/1.24.0\nDate: ${x.httpDate()}\nContent-Type: application/json\nX-Request-Id: ${x.hex(32)}\n\n{"detail":"Not Found"}\n  time_total: 0.0${x.int(10, 99)}s`;
  const kids = [];
  for (const [cfg] of tries) {
    kids.push(chain('Step', {}, null, [
      llm('Model', { messages: '[…]' }, { thought: `Try ${cfg}`, tool_calls: [{ name: 'edit_file', arguments: { path: '/etc/nginx/sites-enabled/cartqueue.conf', change: cfg } }] }, { 'model.name': 'gpt-4.1-mini' }),
      tool('edit_file', { path: '/etc/nginx/sites-enabled/cartqueue.conf', change: cfg }, 'nginx: configuration file /etc/nginx/nginx.conf test is successful\nreloaded'),
      tool('shell', { cmd: 'curl -si https://cartqueue.example/api/orders/today -w "  time_total: %{time_total}s"' }, curl(), undefined, 'expected 200, got 404'),
    ]));
  }
  return { isolates: 'Four different nginx location/proxy changes each leave the same 404 {"detail":"Not Found"} on the orders endpoint.', goal: 'Fix the 404 on /api/orders/today for the hot-dog cart pre-ordering site behind nginx.', root: agent('goose session', { instructions: 'Fix the 404 on /api/orders/today.' }, null, kids, { recorder: 'Block goose session log (not in list)', session_id: x.ulid() }) };
};

const r04 = (x) => {
  const kids = [];
  const plans = [['Reduce the charge per hole from 1.8 kg to 1.5 kg ANFO.', { charge_kg: 1.5 }], ['Increase burden to 3.2 m and spacing to 3.8 m.', { burden_m: 3.2, spacing_m: 3.8 }], ['Change delay timing to 25 ms between rows.', { inter_row_delay_ms: 25 }], ['Add 0.5 m stemming with 10 mm crushed aggregate.', { stemming_m: 2.5 }]];
  const check = () => ({ check: 'ppv_compliance', predicted_ppv_mm_s: 14.2, limit_mm_s: 10, receptor: 'Old Mill Cottage (310 m)', pass: false, model: 'USBM site law k=1140 b=1.6', calc_id: x.uuid(), computed: x.epoch() });
  for (const [t, a] of plans) {
    kids.push(llm('Response', { input: '[…]' }, respOut(x, t, [{ name: 'update_blast_design', args: { design: 'SQ-B-118', ...a } }]), { span_type: 'response' }));
    kids.push(tool('update_blast_design', JSON.stringify({ design: 'SQ-B-118', ...a }), JSON.stringify({ saved: true, revision: x.int(2, 9) }), { span_type: 'function' }));
    kids.push(tool('vibration_check', '{"design":"SQ-B-118"}', JSON.stringify(check()), { span_type: 'function' }, 'ppv over limit'));
  }
  return { isolates: 'Four different blast-design changes are each followed by the identical predicted vibration of 14.2 mm/s against a 10 mm/s limit.', goal: 'Revise slate quarry blast design SQ-B-118 so predicted ground vibration at Old Mill Cottage stays under 10 mm/s.', root: agent('Agent workflow', { workflow_name: 'blast-design' }, null, [agent('Blast Engineer', {}, null, kids, { span_type: 'agent' })], { sdk: 'openai-agents' }) };
};

const r05 = (x) => {
  const kids = [];
  const fixes = [['Set delimiter to ";" in the import profile.', { delimiter: ';' }], ['Set encoding to cp1252 instead of utf-8.', { encoding: 'cp1252' }], ['Map column "Qty (tubes)" to quantity.', { column_map: { 'Qty (tubes)': 'quantity' } }], ['Skip the first two header rows.', { skip_rows: 2 }]];
  const err = () => `ImportError at row 48: field "speed" value "77*" is not a valid integer (expected 75-79)\n  job=${x.job('imp')} file=/var/spool/imports/${x.uuid()}.csv elapsed=${x.ms(200, 1500)}ms`;
  for (const [t, a] of fixes) {
    kids.push(llm('ChatGoogleGenerativeAI', { messages: '[…]' }, { content: t, tool_calls: [{ name: 'set_import_option', args: a }] }, { ls_model_name: 'gemini-2.0-flash', run_id: x.uuid() }));
    kids.push(tool('set_import_option', a, 'ok', { run_id: x.uuid() }));
    kids.push(tool('run_import', { file: 'featherline_stock_2025-06.csv' }, err(), { run_id: x.uuid() }, 'ImportError'));
  }
  return { isolates: 'Delimiter, encoding, column map and header-skip changes each leave the same row-48 speed-value import error.', goal: 'Import the June shuttlecock stock CSV from supplier Featherline into the badminton club shop inventory.', root: chain('LangGraph', { messages: [usr('Import the Featherline June stock sheet.')] }, null, kids, { recorder: 'langsmith', ls_project: 'club-shop' }) };
};

const r06 = (x) => {
  const kids = [];
  const steps = [['Lower the restraint-bar sensor threshold to 4.5 V.', 'BAR_SENSE_V := 4.5;'], ['Add a 200 ms TON timer before the interlock evaluates.', 'tBarDelay(IN := xBarClosed, PT := T#200MS);'], ['Invert the gondola-door input logic.', 'xDoorClosed := NOT %IX2.3;']];
  const res = () => `PLC SIM ${x.host('codesys-sim')} cycle ${x.int(10000, 99999)}\nTEST interlock_all_gondolas_locked ... FAILED\n  gondola 17: bar_locked=FALSE door_closed=TRUE\n  dispatch inhibited (expected: permitted)\nmem@${x.addr()}  run ${x.dur(1, 3)}`;
  for (const [t, code] of steps) {
    kids.push(llm('generate_content', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [{ text: t }, { functionCall: { name: 'patch_st', args: { pou: 'Interlocks', code } } }] } }] }, { model: 'gemini-2.5-pro' }));
    kids.push(tool('patch_st', { functionCall: { name: 'patch_st', args: { pou: 'Interlocks', code } } }, { functionResponse: { name: 'patch_st', response: { compiled: true, warnings: 0 } } }));
    kids.push(tool('run_plc_tests', { functionCall: { name: 'run_plc_tests', args: { suite: 'interlocks' } } }, { functionResponse: { name: 'run_plc_tests', response: { stdout: res() } } }, undefined, 'test failed'));
  }
  return { isolates: 'Three different ladder/ST patches each give the same gondola-17 bar_locked=FALSE interlock failure.', goal: 'Fix the ride-control PLC interlock so the observation wheel can dispatch when all gondolas are locked.', root: agent('adk_agent', { app_name: 'wheel-controls' }, null, kids, { recorder: 'google adk', invocation_id: 'e-' + x.uuid() }) };
};
export const rows = [r01, r02, r03, r04, r05, r06];
