import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'echoed-long-step';
export const ROWS = [
{ n: '01', domain: 'ferry ticketing desk', style: 'Vercel AI SDK (ai.* spans)',
  isolates: 'A long planning message about a vehicle-deck overbooking is restated almost word for word after a lookup that returned the same manifest, then the run is cut off.',
  goal: 'Find out why the 07:40 Skerryvoe ferry shows 3 more vehicles booked than deck lanes and propose who to move.',
  build: (N) => {
    const plan = 'The 07:40 sailing has 41 car-equivalent units booked against 38 lane units. Three bookings were made after the lane count was reduced for the refrigerated trailer, so the fair move is to offer those three the 09:15 with a fare waiver, starting with the most recent booking.';
    const plan2 = 'The 07:40 sailing has 41 car-equivalent units booked against 38 lane units. Three bookings were made after the lane count was cut for the refrigerated trailer, so the fair move is to offer those three the 09:15 with a fare waiver, starting with the most recent booking.';
    const man = () => ({ sailing: 'SKV-0740', deck_lanes_cu: 38, booked_cu: 41, late_bookings: ['BK-88213', 'BK-88240', 'BK-88251'], fetched_at: N.iso(), trace: N.hex(16) });
    const m1 = man(), m2 = { ...man(), fetched_at: N.iso(), trace: N.hex(16) };
    return agent('ai.generateText', { prompt: 'Skerryvoe 07:40 overbooking' }, null, [
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': [sys('You are the ferry desk assistant. Use tools to read manifests.'), user('Why is the 07:40 overbooked by 3 vehicles? Who should move?')] },
        { 'ai.response.text': '', 'ai.response.toolCalls': [{ toolCallId: N.callId(), toolName: 'getManifest', args: { sailing: 'SKV-0740' } }], 'ai.response.finishReason': 'tool-calls' }, [], { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.usage.promptTokens': 812, 'ai.usage.completionTokens': 31 }),
      tool('ai.toolCall', { 'ai.toolCall.name': 'getManifest', 'ai.toolCall.args': '{"sailing":"SKV-0740"}' }, { 'ai.toolCall.result': JSON.stringify(m1) }, { durationMs: N.dur() }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…4 messages]' }, { 'ai.response.text': plan, 'ai.response.toolCalls': [{ toolCallId: N.callId(), toolName: 'getManifest', args: { sailing: 'SKV-0740', include: 'late' } }], 'ai.response.finishReason': 'tool-calls' }, [], { 'ai.usage.completionTokens': 88 }),
      tool('ai.toolCall', { 'ai.toolCall.name': 'getManifest', 'ai.toolCall.args': '{"sailing":"SKV-0740","include":"late"}' }, { 'ai.toolCall.result': JSON.stringify(m2) }, { durationMs: N.dur() }),
      llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…6 messages]' }, { 'ai.response.text': plan2, 'ai.response.toolCalls': [], 'ai.response.finishReason': 'length' }, [], { 'ai.usage.completionTokens': 90 }),
    ], { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'ferry-desk', status: 'cut off: maxSteps' });
  } },
{ n: '02', domain: 'hop kiln drying', style: 'LangGraph / LangSmith runs',
  isolates: 'The agent reasons at length about kiln moisture, re-reads the same sensor file, and reasons the same paragraph again without any new reading.',
  goal: 'Decide whether kiln 2 (Cascade hops, batch HK-2219) can be unloaded or needs another drying hour.',
  build: (N) => {
    const th = 'Kiln 2 shows the bottom layer at 9.8% moisture but the top probe at 12.4%, and the target for Cascade is 8–10% throughout. Because the top layer lags, unloading now would risk mould in the bale, so it needs roughly another hour at 62°C before a final check.';
    const rd = () => `ts=${N.iso()} kiln=2 batch=HK-2219 probe_bottom=9.8 probe_top=12.4 air_c=62.1 fan_rpm=${N.int(1180,1220)} seq=${N.int(40000,49999)}`;
    return agent('LangGraph', { messages: [{ type: 'human', content: 'Can kiln 2 be unloaded?' }] }, null, [
      chain('agent', { messages_len: 1 }, null, [llm('ChatAnthropic', { messages: [[{ type: 'system', content: 'You advise the hop farm kiln operator.' }, { type: 'human', content: 'Can kiln 2 be unloaded?' }]] }, { generations: [[{ text: '', message: { tool_calls: [{ name: 'read_kiln_log', args: { kiln: 2, tail: 1 }, id: N.toolu() }] } }]] }, [], { ls_model_name: 'claude-3-5-sonnet-20241022', run_id: N.uuid() })]),
      chain('tools', {}, null, [tool('read_kiln_log', { kiln: 2, tail: 1 }, rd(), { run_id: N.uuid() })]),
      chain('agent', { messages_len: 3 }, null, [llm('ChatAnthropic', { messages: '[[…3]]' }, { generations: [[{ text: th, message: { tool_calls: [{ name: 'read_kiln_log', args: { kiln: 2, tail: 1 }, id: N.toolu() }] } }]] }, [], { run_id: N.uuid() })]),
      chain('tools', {}, null, [tool('read_kiln_log', { kiln: 2, tail: 1 }, rd(), { run_id: N.uuid() })]),
      chain('agent', { messages_len: 5 }, null, [llm('ChatAnthropic', { messages: '[[…5]]' }, { generations: [[{ text: th.replace('before a final check', 'before the final check'), message: { tool_calls: [] } }]] }, [], { run_id: N.uuid() })]),
    ], { ls_run_type: 'chain', thread_id: N.uuid(), recursion_limit_hit: false, end_reason: 'interrupted by user' });
  } },
{ n: '03', domain: 'Bun test runner migration', style: 'Claude Agent SDK transcript',
  isolates: 'The assistant writes a long diagnosis of a failing Bun test, runs the same test again with the same result, and writes the same diagnosis again before the session ends.',
  goal: 'Migrate the invoice-pdf package tests from Jest to bun test and make them pass.',
  build: (N) => {
    const diag = 'The failure comes from jest.useFakeTimers being called in setup.ts, which bun test does not implement; the renderer awaits a setTimeout that never fires, so the test times out after 5000ms. I should replace the fake timers with bun:test mock of Date and remove the timer advance in the helper.';
    const out = () => `bun test v1.1.${N.int(20,30)} (${N.hex(8)})\n\npackages/invoice-pdf/test/render.test.ts:\n✗ renders totals row [5001.${N.int(10,99)}ms]\n  ^ this test timed out after 5000ms.\n\n 0 pass\n 1 fail\nRan 1 tests across 1 files. [${N.int(5100,5400)}.00ms]`;
    return agent('claude-agent-sdk session', { prompt: 'Migrate invoice-pdf tests to bun test' }, { subtype: 'error_max_turns', num_turns: 6, session_id: N.uuid() }, [
      llm('assistant', { model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: 'Migrate invoice-pdf tests to bun test and make them pass.' }] }, { content: [{ type: 'text', text: 'Running the suite under bun first.' }, { type: 'tool_use', id: N.toolu(), name: 'Bash', input: { command: 'cd packages/invoice-pdf && bun test' } }] }),
      tool('Bash', { command: 'cd packages/invoice-pdf && bun test' }, { type: 'tool_result', is_error: true, content: out() }, null, 'exit code 1'),
      llm('assistant', { messages: '[…3]' }, { content: [{ type: 'text', text: diag }, { type: 'tool_use', id: N.toolu(), name: 'Bash', input: { command: 'cd packages/invoice-pdf && bun test test/render.test.ts' } }] }),
      tool('Bash', { command: 'cd packages/invoice-pdf && bun test test/render.test.ts' }, { type: 'tool_result', is_error: true, content: out() }, null, 'exit code 1'),
      llm('assistant', { messages: '[…5]' }, { content: [{ type: 'text', text: diag.replace('I should replace', 'I need to replace') }], stop_reason: 'end_turn' }),
    ], { cwd: '/home/dev/ledger-monorepo', permission_mode: 'acceptEdits' });
  } },
{ n: '04', domain: 'observatory dome motor', style: 'OpenInference / Arize Phoenix',
  isolates: 'A long reasoning step about a dome azimuth stall is repeated near-verbatim after re-querying a controller that returned the same fault register.',
  goal: 'Work out why the east dome stalls at azimuth 212° during slews and recommend a fix for tonight.',
  build: (N) => {
    const r = 'The stall at 212 degrees coincides with the drive current rising above 7.5 A while the encoder count stops, which points to mechanical binding on the rail segment near the shutter power pickup rather than a software limit; the safest plan tonight is to restrict slews to avoid 205–220 degrees and schedule a rail inspection.';
    const reg = () => JSON.stringify({ controller: 'domectl-east', fault: 'E_STALL', az_deg: 212.4, current_a: 7.8, encoder_delta: 0, uptime_s: N.int(80000, 90000), polled: N.epoch() });
    const L = (content, msgs) => llm('ChatCompletion', { 'llm.input_messages': msgs }, { 'llm.output_messages.0.message.content': content }, [], { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.total': N.int(900, 1500) });
    const T = () => tool('read_fault_register', { 'tool.name': 'read_fault_register', 'input.value': '{"dome":"east"}' }, { 'output.value': reg() }, { 'openinference.span.kind': 'TOOL', latency_ms: N.dur(20, 200) });
    return agent('DomeAgent', { 'input.value': 'East dome stalls at 212°' }, { 'output.value': null }, [
      L('Let me read the controller fault register.', [{ 'message.role': 'user', 'message.content': 'East dome stalls at 212 deg during slews. Why?' }]), T(),
      L(r, '[…3 messages]'), T(),
      L(r.replace('the safest plan tonight', 'so the safest plan for tonight'), '[…5 messages]'),
    ], { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() });
  } },
{ n: '05', domain: 'stair-lift installation survey', style: 'CrewAI',
  isolates: 'A crew task output (a long rail-length estimate) is produced twice nearly verbatim by the same agent after the same survey lookup.',
  goal: 'Produce a rail length and bracket count for the curved stair-lift at 14 Orchard Row from the surveyor notes.',
  build: (N) => {
    const est = 'Based on the survey, the staircase has 13 risers of 190 mm with a 90-degree turn at the landing, so a curved rail of about 5.9 metres with overrun at the top is needed, fixed with nine brackets onto treads 1, 3, 5, 7, 8, 9, 10, 12 and 13 to avoid the radiator pipe.';
    const notes = () => ({ job: 'SL-40417', risers: 13, riser_mm: 190, turn: '90deg at landing', obstructions: ['radiator pipe tread 11'], surveyor: 'K. Obi', pulled_at: N.http(), cache: N.pick(['HIT', 'MISS']) });
    return agent('Crew: stairlift_quote', { inputs: { address: '14 Orchard Row' } }, null, [
      span('task', 'Estimate rail and brackets', { agent: 'Installation Estimator' }, null, [
        llm('Installation Estimator', { prompt: 'Thought: I need the survey notes.' }, 'Thought: I should read the survey notes.\nAction: survey_notes\nAction Input: {"job": "SL-40417"}'),
        tool('survey_notes', '{"job": "SL-40417"}', JSON.stringify(notes())),
        llm('Installation Estimator', { prompt: '…Observation appended' }, `Thought: ${est}\nAction: survey_notes\nAction Input: {"job": "SL-40417"}`),
        tool('survey_notes', '{"job": "SL-40417"}', JSON.stringify(notes())),
        llm('Installation Estimator', { prompt: '…Observation appended' }, `Thought: ${est.replace('about 5.9 metres', 'roughly 5.9 metres')}`),
      ], { metadata: { status: 'aborted: max_iter' } }),
    ], { crewai_version: '0.86.0', process: 'sequential' });
  } },
{ n: '06', domain: 'Supabase row-level security', style: 'Griptape (not in the named list) structure run events',
  isolates: 'The agent restates the same long explanation of a row-level security gap after running the same policy query twice with identical rows.',
  goal: 'Explain why tenants can read each other\'s invoices in the Supabase project and draft a fixed RLS policy.',
  build: (N) => {
    const ex = 'The invoices table has RLS enabled but the select policy "tenant read" uses auth.uid() = created_by OR true from an old debugging change, so every authenticated user passes the check; the fix is to drop that policy and recreate it using the tenant_id claim from the JWT.';
    const q = () => `schemaname | tablename | policyname  | cmd    | qual\n-----------+-----------+-------------+--------+------------------------------------\npublic     | invoices  | tenant read | SELECT | ((auth.uid() = created_by) OR true)\n(1 row)\n\nTime: ${N.int(20, 90)}.${N.int(100, 999)} ms`;
    return agent('Agent', { input: 'Why can tenants read each other\'s invoices?' }, null, [
      span('PromptTask', 'PromptTask', { input: 'Why can tenants read each other\'s invoices?' }, null, [
        llm('OpenAiChatPromptDriver', { messages: [{ role: 'user', content: 'Why can tenants read each other\'s invoices?' }] }, { actions: [{ tag: 'q1', name: 'SqlTool', path: 'execute_query', input: { values: { sql_query: "select schemaname, tablename, policyname, cmd, qual from pg_policies where tablename = 'invoices';" } } }] }, [], { event: 'FinishPromptEvent', token_count: 412 }),
        tool('SqlTool.execute_query', { sql_query: "select schemaname, tablename, policyname, cmd, qual from pg_policies where tablename = 'invoices';" }, { type: 'TextArtifact', value: q() }, { event: 'FinishActionsSubtaskEvent', subtask_id: N.hex(32) }),
        llm('OpenAiChatPromptDriver', { messages: '[…3]' }, { text: ex, actions: [{ tag: 'q2', name: 'SqlTool', path: 'execute_query', input: { values: { sql_query: "select schemaname, tablename, policyname, cmd, qual from pg_policies where tablename='invoices'" } } }] }, [], { event: 'FinishPromptEvent' }),
        tool('SqlTool.execute_query', { sql_query: "select schemaname, tablename, policyname, cmd, qual from pg_policies where tablename='invoices'" }, { type: 'TextArtifact', value: q() }, { event: 'FinishActionsSubtaskEvent', subtask_id: N.hex(32) }),
        llm('OpenAiChatPromptDriver', { messages: '[…5]' }, { text: ex.replace('the fix is to', 'the fix would be to') }, [], { event: 'FinishPromptEvent', note: 'run stopped: max_subtasks' }),
      ]),
    ], { framework: 'griptape', version: '1.1.0' });
  } },
];
