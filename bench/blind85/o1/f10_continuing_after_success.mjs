// Loop 10: the goal is met and confirmed, but the agent keeps re-checking / re-submitting / re-announcing.
export const family = 'continuing_after_success';
export const loop = true;

// 01: Open Interpreter (llama3.1:8b via LM Studio) re-verifying a finished rclone backup.
function s01(c) {
  c.model = 'lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF';
  const goal = 'Back up ~/Photos/2026 to the b2 remote (b2:family-photos/2026) and verify the copy.';
  const k = [];
  const run = (text, code, out) => {
    k.push(c.span('llm', 'interpreter.respond', { messages_tail: '…' }, [{ role: 'assistant', type: 'message', content: text }, { role: 'assistant', type: 'code', format: 'shell', content: code }], [], { metadata: { model: c.model, latency_ms: c.tick(600, 5000) } }));
    k.push(c.tool('computer.run', { language: 'shell', code }, [{ role: 'computer', type: 'console', format: 'output', content: out }], { type: 'code_execution', slow: true }));
  };
  const check = () => `${c.d.toISOString().slice(0, 10).replace(/-/g, '/')} ${c.hms().slice(0, 8)} NOTICE: b2 bucket family-photos path 2026: 0 differences found\n${c.d.toISOString().slice(0, 10).replace(/-/g, '/')} ${c.hms().slice(0, 8)} NOTICE: b2 bucket family-photos path 2026: 2417 matching files\nElapsed time: ${c.int(8, 40)}.${c.int(0, 9)}s`;
  run('Let me check how big the folder is first.', 'du -sh ~/Photos/2026 && find ~/Photos/2026 -type f | wc -l', '38G\t/Users/eva/Photos/2026\n    2417\n');
  run('Now copy to the remote.', 'rclone copy ~/Photos/2026 b2:family-photos/2026 --transfers 8 --stats-one-line -P', `Transferred:   \t   38.112 GiB / 38.112 GiB, 100%, ${c.int(20, 60)}.${c.int(1, 9)} MiB/s, ETA 0s\nChecks:                 0 / 0, -\nTransferred:         2417 / 2417, 100%\nElapsed time:     ${c.int(14, 40)}m${c.int(0, 59)}.${c.int(0, 9)}s`);
  run('Copy finished. Verifying with rclone check.', 'rclone check ~/Photos/2026 b2:family-photos/2026 --one-way', check());
  const T = 'The backup is complete and verified: 0 differences, 2417 matching files. Let me run the check once more to be sure.';
  run(T, 'rclone check ~/Photos/2026 b2:family-photos/2026 --one-way', check());
  run(T, 'rclone check ~/Photos/2026 b2:family-photos/2026 --one-way', check());
  run('The backup is complete and verified: 0 differences and 2417 matching files. I will also list the remote size.', 'rclone size b2:family-photos/2026', `Total objects: 2.417k (2417)\nTotal size: 38.112 GiB (40922447203 Byte)`);
  run(T, 'rclone check ~/Photos/2026 b2:family-photos/2026 --one-way', check());
  run(T, 'rclone check ~/Photos/2026 b2:family-photos/2026 --one-way --size-only', check());
  k.push(c.span('event', 'interpreter.loop_breaker', { max_auto_runs: 8 }, 'Stopped: auto-run limit reached'));
  const root = c.agent('OpenInterpreter.chat', { message: goal, auto_run: true }, { stopped: 'auto-run limit' }, k, { 'open-interpreter': '0.4.3', api_base: 'http://localhost:1234/v1', os: 'macOS 15.3' });
  return { goal, stagnation: true, isolates: 'rclone check confirms 0 differences right after the copy, then the agent repeats the same "complete and verified, once more to be sure" message and re-runs the check four more times (plus a size listing) until the auto-run limit.', root };
}

// 02: OpenTelemetry GenAI spans: calendar agent (phi-3.5) re-sending an invite after it was accepted by the API.
function s02(c) {
  c.model = 'phi3.5:3.8b-mini-instruct-q8_0';
  c.t = Date.UTC(2026, 1, 9, 8, 5, 0);
  const goal = 'Send a calendar invite to the plumber (info@roehrle-sanitaer.de) for Thursday 12 Feb 2026 10:00-11:00 titled "Boiler maintenance", location: our flat.';
  c.chat('You are a household assistant. Tools: create_event, list_events, get_event, send_email. Finish with a short confirmation.', goal);
  const k = [];
  const g = (calls, text) => {
    const s = c.llm(text ?? null, calls, { name: `chat ${c.model}` });
    s.metadata = { ...s.metadata, 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'ollama', 'gen_ai.response.id': `chatcmpl-${c.int(100, 999)}`, 'server.address': 'localhost', 'server.port': 11434 };
    return s;
  };
  const ev = { summary: 'Boiler maintenance', start: '2026-02-12T10:00:00+01:00', end: '2026-02-12T11:00:00+01:00', location: 'Kastanienallee 12, 10435 Berlin', attendees: ['info@roehrle-sanitaer.de'], sendUpdates: 'all' };
  const badEv = { ...ev }; delete badEv.end;
  k.push(g([{ name: 'create_event', args: badEv }]));
  k.push(c.tool('execute_tool create_event', badEv, { error: { code: 400, message: 'Missing end time.', errors: [{ domain: 'global', reason: 'required', message: 'Missing end time.' }] } }, { error: 'HttpError 400: Missing end time.', meta: { 'gen_ai.tool.name': 'create_event' } }));
  k.push(g([{ name: 'create_event', args: ev }]));
  const id = c.b36(26);
  k.push(c.tool('execute_tool create_event', ev, { kind: 'calendar#event', id, status: 'confirmed', htmlLink: `https://www.google.com/calendar/event?eid=${c.B62(40)}`, created: c.iso(), updated: c.iso(), iCalUID: `${id}@google.com`, sequence: 0, attendees: [{ email: 'info@roehrle-sanitaer.de', responseStatus: 'needsAction' }], etag: `"${c.int(3000000000000000, 3999999999999999)}"` }, { meta: { 'gen_ai.tool.name': 'create_event' } }));
  k.push(g([], 'The invite "Boiler maintenance" for Thursday 12 Feb 10:00-11:00 has been created and sent to info@roehrle-sanitaer.de.'));
  k.push(g([{ name: 'list_events', args: { timeMin: '2026-02-12T00:00:00+01:00', timeMax: '2026-02-13T00:00:00+01:00' } }]));
  k.push(c.tool('execute_tool list_events', { timeMin: '2026-02-12T00:00:00+01:00' }, { items: [{ id, summary: 'Boiler maintenance', start: { dateTime: '2026-02-12T10:00:00+01:00' }, status: 'confirmed' }], nextSyncToken: c.B62(22), updated: c.iso() }));
  k.push(g([{ name: 'create_event', args: ev }]));
  const id2 = c.b36(26);
  k.push(c.tool('execute_tool create_event', ev, { kind: 'calendar#event', id: id2, status: 'confirmed', created: c.iso(), iCalUID: `${id2}@google.com`, etag: `"${c.int(3000000000000000, 3999999999999999)}"` }));
  k.push(g([], 'The invite "Boiler maintenance" for Thursday 12 Feb 10:00-11:00 has been sent to info@roehrle-sanitaer.de.'));
  k.push(g([{ name: 'list_events', args: { timeMin: '2026-02-12T00:00:00+01:00', timeMax: '2026-02-13T00:00:00+01:00' } }]));
  k.push(c.tool('execute_tool list_events', { timeMin: '2026-02-12T00:00:00+01:00' }, { items: [{ id, summary: 'Boiler maintenance', status: 'confirmed' }, { id: id2, summary: 'Boiler maintenance', status: 'confirmed' }], nextSyncToken: c.B62(22) }));
  k.push(g([{ name: 'get_event', args: { eventId: id } }]));
  k.push(c.tool('execute_tool get_event', { eventId: id }, { id, summary: 'Boiler maintenance', status: 'confirmed', attendees: [{ email: 'info@roehrle-sanitaer.de', responseStatus: 'needsAction' }], etag: `"${c.int(3000000000000000, 3999999999999999)}"` }));
  k.push(g([{ name: 'send_email', args: { to: 'info@roehrle-sanitaer.de', subject: 'Boiler maintenance Thursday 10:00', body: 'Hello, I have sent you a calendar invite for Thursday 12 Feb 10:00-11:00 for the boiler maintenance. Best regards' } }]));
  k.push(c.tool('execute_tool send_email', { to: 'info@roehrle-sanitaer.de' }, { id: c.hex(16), threadId: c.hex(16), labelIds: ['SENT'] }));
  k.push(g([], 'The invite "Boiler maintenance" for Thursday 12 Feb 10:00-11:00 has been created and sent to info@roehrle-sanitaer.de.'));
  k.push(g([{ name: 'list_events', args: { timeMin: '2026-02-12T00:00:00+01:00', timeMax: '2026-02-13T00:00:00+01:00' } }]));
  k.push(c.tool('execute_tool list_events', { timeMin: '2026-02-12T00:00:00+01:00' }, { items: [{ id, summary: 'Boiler maintenance' }, { id: id2, summary: 'Boiler maintenance' }], nextSyncToken: c.B62(22) }));
  const root = c.agent('invoke_agent household-assistant', { 'gen_ai.prompt': goal }, { stopped: 'max_steps=16' }, k, { 'gen_ai.agent.name': 'household-assistant', 'service.name': 'home-agent', 'telemetry.sdk.name': 'opentelemetry', trace_id: c.hex(32) });
  return { goal, stagnation: true, isolates: 'The event is created and confirmed (status confirmed, then announced), but the agent keeps listing, re-creating (a duplicate invite), fetching and e-mailing about it, re-announcing the same sentence, until the step limit.', root };
}

// 03: smolagents CodeAgent (qwen2.5:14b) that filed a bug report and keeps checking/re-filing instead of final_answer.
function s03(c) {
  c.model = 'ollama_chat/qwen2.5:14b';
  const goal = 'File a bug on the tracker (project WEB) for "Export to CSV drops rows with emoji in the name", with steps to reproduce, then give me the issue link.';
  const k = [];
  const step = (n, thought, code, obs, err) => {
    const l = c.llmText(`(task + ${n - 1} memory steps)`, `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { name: 'LiteLLMModel.__call__' });
    const t = c.tool('python_interpreter', { code }, err ? null : obs, { error: err });
    k.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: err || obs }, [l, t], { metadata: { duration: +(c.ms(700, 8000) / 1000).toFixed(2) } }));
  };
  step(1, 'Let me search for existing issues first.', "print(tracker_search(project='WEB', text='CSV emoji'))", `Execution logs:\n[]\nLast output from code snippet:\nNone`);
  step(2, 'No duplicates. Creating the issue.', "r = tracker_create(project='WEB', title='Export to CSV drops rows with emoji in the name', body='Steps:\\n1. Create contact \"Zoë 🎉\"\\n2. Contacts > Export > CSV\\n3. Row missing\\nExpected: row present (UTF-8)')\nprint(r)", null, "Code execution failed at line 'r = tracker_create(...)' due to: InterpreterError: Forbidden function evaluation: 'tracker_create' is not among the explicitly allowed tools or defined/imported in the preceding code");
  step(3, 'The tool is called create_issue. Retrying.', "r = create_issue(project='WEB', title='Export to CSV drops rows with emoji in the name', body='Steps:\\n1. Create contact \"Zoë 🎉\"\\n2. Contacts > Export > CSV\\n3. Row missing\\nExpected: row present (UTF-8)')\nprint(r)", `Execution logs:\n{'key': 'WEB-812', 'url': 'https://track.example.org/browse/WEB-812', 'created': '${c.isoOff(1)}', 'status': 'Open'}\nLast output from code snippet:\nNone`);
  const V = 'The issue WEB-812 has been created successfully. Let me verify that it exists.';
  const get = () => `Execution logs:\n{'key': 'WEB-812', 'title': 'Export to CSV drops rows with emoji in the name', 'status': 'Open', 'updated': '${c.isoOff(1)}', 'watchers': 1, '_fetched_by': '${c.host('tracker')}'}\nLast output from code snippet:\nNone`;
  step(4, V, "print(get_issue('WEB-812'))", get());
  step(5, V, "print(get_issue('WEB-812'))", get());
  step(6, 'The issue WEB-812 exists. To be safe I will make sure it was filed in the WEB project.', "print(tracker_search(project='WEB', text='CSV emoji'))", `Execution logs:\n[{'key': 'WEB-812', 'title': 'Export to CSV drops rows with emoji in the name'}]\nLast output from code snippet:\nNone`);
  step(7, V, "print(get_issue('WEB-812'))", get());
  step(8, 'The issue WEB-812 has been created successfully. I will print the link.', "print('https://track.example.org/browse/WEB-812')", 'Execution logs:\nhttps://track.example.org/browse/WEB-812\nLast output from code snippet:\nNone');
  step(9, V, "print(get_issue('WEB-812'))", get());
  k.push(c.span('chain', 'final_answer_on_max_steps', { max_steps: 10 }, 'The bug was filed as WEB-812: https://track.example.org/browse/WEB-812'));
  const root = c.agent('CodeAgent.run', { task: goal, max_steps: 10 }, 'The bug was filed as WEB-812: https://track.example.org/browse/WEB-812', k, { smolagents: '1.10.0', executor: 'local', authorized_imports: ['json', 're'] });
  return { goal, stagnation: true, isolates: 'WEB-812 is created and confirmed in step 3, then the agent re-fetches it four times with the same "created successfully, let me verify" thought, searches and prints the link without calling final_answer, until the step limit forces an answer.', root };
}
export const scenarios = [s01, s02, s03];
