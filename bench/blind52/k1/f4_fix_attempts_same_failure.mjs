import { agent, llm, tool, chain, span } from './lib.mjs';
export const family = 'fix_attempts_same_failure';
export const loop = true;
export const stagnation = false;
export const summary = 'Several different edits/settings, each followed by the same check failing identically (only durations, temp paths, addresses, run ids differ); never passes.';

export const scenarios = [
  { id: '01', domain: 'sundial maker’s shadow-angle library', style: 'OpenHands', build(N) {
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.0\nrootdir: /workspace/gnomon\ncollected 14 items\n\ntests/test_hour_lines.py ......F.......                                 [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_hour_line_latitude_52 _________________________\n    assert hour_line_angle(52.0, 3) == pytest.approx(38.26, abs=0.01)\nE   assert 38.6912 == 38.26 ± 1.0e-02\n\ntmp_path = PosixPath('${N.tmp('pytest')}')\n=========================== short test summary info ============================\nFAILED tests/test_hour_lines.py::test_hour_line_latitude_52\n========================= 1 failed, 13 passed in ${(N.r() * 2 + 0.3).toFixed(2)}s =========================`;
    const fixes = [['Switch math.tan argument to radians explicitly.', 'gnomon/lines.py', 'return math.degrees(math.atan(math.sin(lat) * math.tan(h)))', 'return math.degrees(math.atan(math.sin(math.radians(lat)) * math.tan(math.radians(h * 15))))'], ['Perhaps the hour offset should count from noon minus one; adjust the hour index.', 'gnomon/lines.py', 'h * 15', '(h - 0) * 15.0'], ['Use atan2 instead of atan for quadrant safety.', 'gnomon/lines.py', 'math.atan(', 'math.atan2('], ['Round the result to two decimals before returning.', 'gnomon/lines.py', 'return math.degrees(', 'return round(math.degrees(']];
    const kids = [];
    fixes.forEach((f) => {
      kids.push(llm('LLM completion', { model: 'anthropic/claude-3-5-sonnet', messages: '...' }, { content: f[0], tool_calls: [{ function: { name: 'str_replace_editor', arguments: JSON.stringify({ command: 'str_replace', path: '/workspace/gnomon/' + f[1], old_str: f[2], new_str: f[3] }) } }] }));
      kids.push(tool('FileEditAction', { path: '/workspace/gnomon/' + f[1], old_str: f[2], new_str: f[3] }, { observation: 'edit', content: `The file /workspace/gnomon/${f[1]} has been edited. Review the changes.` }));
      kids.push(tool('CmdRunAction', { command: 'cd /workspace/gnomon && python -m pytest -q tests/test_hour_lines.py', is_input: false }, { observation: 'run', content: fail(), extras: { exit_code: 1, pid: N.pid(), hostname: N.pod('runtime') } }));
    });
    const goal = 'Fix the failing hour-line test for latitude 52° in the gnomon library.';
    return { isolates: 'Four different code edits are each followed by the same pytest failure (38.6912 vs 38.26); only durations and tmp paths change.', goal, root: agent('CodeActAgent', { task: goal }, { agent_state: 'stopped', reason: 'max iterations' }, kids, { runtime: 'docker', max_iterations: 12 }) };
  } },
  { id: '02', domain: 'poker room tournament clock website behind nginx', style: 'Claude Agent SDK transcript', build(N) {
    const curl = () => `HTTP/1.1 429 Too Many Requests\nServer: nginx/1.24.0\nDate: ${N.httpDate()}\nContent-Type: text/html\nContent-Length: 169\nX-Request-ID: ${N.hex(32)}\n\n<html><head><title>429 Too Many Requests</title></head>\n<body><center><h1>429 Too Many Requests</h1></center><hr><center>nginx</center></body></html>`;
    const edits = [['Raise the burst for the clock zone.', 'limit_req zone=clock burst=5;', 'limit_req zone=clock burst=50 nodelay;'], ['Increase the zone rate from 2r/s to 20r/s.', 'rate=2r/s', 'rate=20r/s'], ['Key the zone on the forwarded client IP instead of the load balancer address.', 'limit_req_zone $binary_remote_addr', 'limit_req_zone $http_x_forwarded_for'], ['Exempt the SSE endpoint /clock/stream from limiting.', 'location /clock/ {', 'location /clock/stream { proxy_pass http://clock; }\n    location /clock/ {']];
    const kids = [];
    edits.forEach((e) => {
      kids.push(llm('assistant', '...', { content: [{ type: 'text', text: e[0] }, { type: 'tool_use', name: 'Edit', input: { file_path: '/etc/nginx/sites-enabled/clock.conf', old_string: e[1], new_string: e[2] } }] }));
      kids.push(tool('Edit', { file_path: '/etc/nginx/sites-enabled/clock.conf', old_string: e[1], new_string: e[2] }, 'The file /etc/nginx/sites-enabled/clock.conf has been updated.'));
      kids.push(tool('Bash', { command: 'sudo nginx -t && sudo systemctl reload nginx && for i in $(seq 1 30); do curl -s -o /dev/null -w "%{http_code}\\n" https://clock.riverboatpoker.example/clock/stream; done | sort | uniq -c; curl -si https://clock.riverboatpoker.example/clock/stream | head -12' }, { stdout: `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n      3 200\n     27 429\n${curl()}`, stderr: '' }));
    });
    const goal = 'Players’ tablets get 429 errors from the tournament clock stream; make the clock load reliably for 30 tables.';
    return { isolates: 'Four distinct nginx changes; after each reload the same 3×200 / 27×429 result and identical 429 page appear, differing only in Date and request id.', goal, root: agent('claude-agent-sdk.query', { prompt: goal }, { type: 'result', subtype: 'error_max_turns', session_id: N.uuid() }, kids) };
  } },
  { id: '03', domain: 'rope maker tensile test data pipeline', style: 'Pydantic AI (Logfire)', build(N) {
    const out = () => `Traceback (most recent call last):\n  File "${N.tmp('ropeqa')}/run_batch.py", line 48, in <module>\n    report = TensileReport.model_validate(row)\npydantic_core._pydantic_core.ValidationError: 1 validation error for TensileReport\nbreaking_load_kn\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='12,4', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/float_parsing\n[run ${N.uuid()} finished in ${N.ms(300, 2000)}ms]`;
    const fixes = ['Add a field_validator that strips whitespace from breaking_load_kn.', 'Change the CSV reader delimiter from comma to semicolon.', 'Set the locale to de_DE before reading the file.', 'Declare breaking_load_kn as Decimal instead of float.'];
    const kids = [];
    fixes.forEach((f, i) => {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o' }, { parts: [{ part_kind: 'text', content: f }, { part_kind: 'tool-call', tool_name: 'apply_patch', args: { file: i === 1 || i === 2 ? 'ropeqa/ingest.py' : 'ropeqa/models.py', description: f } }] }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
      kids.push(tool('running tool: apply_patch', { file: i === 1 || i === 2 ? 'ropeqa/ingest.py' : 'ropeqa/models.py' }, { ok: true, hunks: N.int(1, 3) }, { 'logfire.msg_template': 'running tool: {name}' }));
      kids.push(tool('running tool: run_batch', { batch: 'braid-12mm-polyester-2025-10' }, { exit_code: 1, output: out() }, { 'logfire.level_name': 'error' }, 'exit code 1'));
    });
    const goal = 'Ingest the October tensile test batch for 12 mm braided polyester rope and produce the QA report.';
    return { isolates: 'Four unrelated fixes (validator, delimiter, locale, Decimal) each followed by the same pydantic float_parsing error on "12,4"; only tmp path, run id and ms differ.', goal, root: agent('agent run', { user_prompt: goal }, null, kids, { 'logfire.span_type': 'span', 'gen_ai.agent.name': 'rope_qa_agent' }) };
  } },
  { id: '04', domain: 'crayon factory colour QC', style: 'DSPy', build(N) {
    const res = () => ({ batch: 'CR-' + N.int(4000, 4999), shade: 'Cerulean 43', deltaE2000: 3.87, tolerance: 2.0, verdict: 'FAIL', spectro: 'Ci7860 SN' + N.int(10000, 99999), measured_at: N.usDate() });
    const changes = ['pigment PB15:3 +2%', 'wax temperature 82C -> 78C', 'cure time 12h -> 18h', 'switch titanium dioxide supplier lot'];
    const kids = [];
    changes.forEach((c) => {
      kids.push(llm('Predict(ProposeAdjustment)', { signature: 'measurement, history -> reasoning, adjustment', history: '...' }, { reasoning: `The shade is too far from standard; try ${c}.`, adjustment: c }, { 'dspy.module': 'ChainOfThought' }));
      kids.push(tool('set_recipe_param', { line: 3, change: c }, { accepted: true, ticket: 'MES-' + N.int(10000, 99999) }));
      kids.push(tool('measure_sample', { line: 3, shade: 'Cerulean 43' }, res()));
    });
    const goal = 'Bring Cerulean 43 crayons on line 3 within ΔE 2.0 of the colour standard.';
    return { isolates: 'Four different recipe adjustments; every spectrophotometer check returns ΔE 3.87 FAIL with only batch, serial and timestamp changing.', goal, root: agent('ColourTuner.forward', { shade: 'Cerulean 43' }, { error: 'max_iters=4 reached without pass' }, kids, { dspy_version: '2.5.x' }) };
  } },
  { id: '05', domain: 'yurt maker CAD export for CNC lattice', style: 'AutoGen / AG2', build(N) {
    const err = () => `exitcode: 1 (execution failed)\nCode output: \nTraceback (most recent call last):\n  File "${N.tmp('tmp_code')}.py", line 22, in <module>\n    doc.saveas(out)\n  File ".../ezdxf/document.py", line 610, in saveas\nezdxf.DXFValueError: invalid group code 10 for entity LWPOLYLINE handle ${N.hex(3).toUpperCase()} at 0x7f${N.hex(10)}`;
    const tries = ['Close each lattice slat polyline explicitly with close=True.', 'Convert coordinates to floats before add_lwpolyline.', 'Export as DXF R2010 instead of R12.', 'Drop bulge values from the arc points.'];
    const kids = [{ who: 'user_proxy', text: 'Generate the khana lattice DXF for a 5 m yurt and export it.' }];
    const spans = [];
    tries.forEach((t) => {
      spans.push(llm('assistant (ConversableAgent)', { messages: '...' }, { content: `${t}\n\`\`\`python\n# lattice_export.py (revised)\n...\n\`\`\`` }, { 'ag2.agent': 'lattice_designer' }));
      spans.push(tool('user_proxy.execute_code_blocks', { lang: 'python', work_dir: 'coding' }, err(), { 'ag2.agent': 'user_proxy' }, 'exitcode 1'));
    });
    const goal = 'Generate the CNC khana lattice DXF for a 5 m yurt and export it.';
    return { isolates: 'Four different code changes; each execution fails with the same ezdxf group code error, differing only in temp file, entity handle and address.', goal, root: agent('initiate_chat', { sender: 'user_proxy', recipient: 'lattice_designer', message: goal }, { summary: '', termination: 'max_consecutive_auto_reply' }, spans, { cost: { total_cost: Number((N.r() * 0.2).toFixed(4)) } }) };
  } },
  { id: '06', domain: 'printing ink viscosity specification', style: 'Inspect AI eval log', build(N) {
    const score = () => ({ scorer: 'spec_check', value: 'I', verdict: 'FAIL', explanation: `Efflux time (Zahn #2, 25C) measured 31.4s; spec 22-26s. sample_run=${N.uuid().slice(0, 8)} elapsed=${N.dur()}` });
    const adj = ['add 3% n-propyl acetate', 'raise batch temperature to 30C', 'reduce nitrocellulose resin by 1.5%', 'increase disperser speed to 1800 rpm'];
    const kids = [];
    adj.forEach((a) => {
      kids.push(llm('model', { messages: '...' }, { message: { role: 'assistant', content: `Try: ${a}.`, tool_calls: [{ function: 'adjust_formula', arguments: { change: a } }] }, stop_reason: 'tool_calls' }, { event: 'model' }));
      kids.push(tool('adjust_formula', { change: a }, 'Formula updated.', { event: 'tool' }));
      kids.push(tool('run_spec_check', { test: 'zahn2_efflux' }, score(), { event: 'tool' }));
    });
    const goal = 'Adjust the flexo ink formula so efflux viscosity is within 22-26 s on a Zahn #2 cup.';
    return { isolates: 'Four different formula changes, each re-test returns 31.4 s out of spec with only run id and elapsed time changing.', goal, root: agent('sample', { eval: 'ink_formulation', epoch: 1, input: goal }, { scores: { spec_check: 'I' }, limit: 'message_limit' }, kids, { task: 'ink_formulation', model: 'openai/gpt-4o' }) };
  } },
];
