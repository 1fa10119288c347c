// Family 6 (healthy): polling a job until its state changes, noise in every answer, then using the result.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'poll_until_change', loop: false, stagnation: false };

// 01 — Vercel AI SDK — ring resizing shop CAD render
function s01(R) {
  const goal = 'Render a photoreal preview of ring order RS-1182 resized from UK L to UK O½ and send it to the customer for approval.';
  const base = { 'ai.model.id': 'claude-3-5-haiku-latest', 'ai.model.provider': 'anthropic.messages', 'operation.name': 'ai.generateText.doGenerate' };
  const children = [];
  const step = (text, name, args, result) => {
    const id = 'toolu_' + R.b62(20);
    children.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: name, args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls' }, { ...base, 'ai.response.timestamp': R.isoMs(R.step()), 'ai.usage.completionTokens': R.int(10, 60) }));
    children.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }, { 'operation.name': 'ai.toolCall' }));
  };
  step('Submitting the resized CAD model for a preview render.', 'submitRender', { order: 'RS-1182', size_uk: 'O1/2', material: '18k yellow', views: ['front', 'three-quarter'] }, { job: 'rnd_' + R.hex(10), state: 'queued', position: 3, submitted: R.iso(R.step()) });
  const states = [
    { state: 'queued', position: 2 }, { state: 'queued', position: 1 }, { state: 'rendering', progress: 0.42, samples: 512 }, { state: 'rendering', progress: 0.88, samples: 1024 },
    { state: 'done', progress: 1, outputs: ['https://cdn.example-jewel.com/prev/RS-1182/front.png?sig=' + R.b62(20), 'https://cdn.example-jewel.com/prev/RS-1182/3q.png?sig=' + R.b62(20)] },
  ];
  for (const s of states) step('', 'getRender', { order: 'RS-1182' }, { ...s, node: R.host('gpu-render', 6), checked: R.http(R.step(15000, 40000)), req: R.ulid() });
  step('The preview is ready; emailing both views to the customer.', 'emailCustomer', { order: 'RS-1182', template: 'resize-approval', attachments: 2 }, { accepted: true, message_id: `<${R.hex(16)}@mail.example-jewel.com>` });
  children.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': 'Done: the UK O½ preview (front and three-quarter views) rendered after about two minutes and was emailed to the customer for approval.', 'ai.response.finishReason': 'stop' }, base));
  return {
    isolates: 'A render job is polled while it moves from queued (position 2, 1) to rendering (42%, 88%) to done, with fresh timestamps and hosts each time, and the output is then emailed.',
    goal,
    root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'stop' }, children, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'ring-preview', 'ai.settings.maxSteps': 12 }),
  };
}

// 02 — OpenAI Agents SDK — ride-hailing driver onboarding background check
function s02(R) {
  const goal = 'Finish onboarding driver applicant DRV-55102: wait for the background check and activate the account if it clears.';
  const fn = (name, input, output) => span('function', name, JSON.stringify(input), JSON.stringify(output), [], { metadata: { span_data: { type: 'function', name }, span_id: 'span_' + R.hex(24) } });
  const resp = (out) => llm('response', { model: 'gpt-4.1-mini' }, { output: out }, { span_data: { type: 'response' }, response_id: 'resp_' + R.hex(48) });
  const fc = (name, args) => ({ type: 'function_call', call_id: R.callId(), name, arguments: JSON.stringify(args) });
  const children = [];
  const chk = (status, extra = {}) => ({ report_id: 'rpt_' + R.hex(12), status, ...extra, updated_at: R.iso(R.step(60000, 600000)), etag: R.etag() });
  children.push(resp([fc('get_background_check', { applicant: 'DRV-55102' })]));
  children.push(fn('get_background_check', { applicant: 'DRV-55102' }, chk('pending', { components: { mvr: 'pending', criminal: 'pending' } })));
  children.push(resp([fc('get_background_check', { applicant: 'DRV-55102' })]));
  children.push(fn('get_background_check', { applicant: 'DRV-55102' }, chk('pending', { components: { mvr: 'clear', criminal: 'pending' } })));
  children.push(resp([fc('get_background_check', { applicant: 'DRV-55102' })]));
  children.push(fn('get_background_check', { applicant: 'DRV-55102' }, chk('pending', { components: { mvr: 'clear', criminal: 'county search in progress (Maricopa)' } })));
  children.push(resp([fc('get_background_check', { applicant: 'DRV-55102' })]));
  children.push(fn('get_background_check', { applicant: 'DRV-55102' }, chk('complete', { result: 'clear', components: { mvr: 'clear', criminal: 'clear' } })));
  children.push(resp([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The check is complete and clear; activating the driver account.' }] }, fc('activate_driver', { applicant: 'DRV-55102', region: 'PHX' })]));
  children.push(fn('activate_driver', { applicant: 'DRV-55102', region: 'PHX' }, { driver_id: 'D-' + R.int(800000, 899999), active: true }));
  children.push(resp([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'DRV-55102 cleared both the MVR and county criminal search and is now active in the Phoenix region.' } ] }]));
  return {
    isolates: 'A background check is polled as its components clear one by one (MVR, then the county search) until it completes, after which the driver is activated.',
    goal,
    root: agent('OnboardingAgent', goal, 'DRV-55102 activated', children, { span_data: { type: 'agent', tools: ['get_background_check', 'activate_driver'] }, workflow_name: 'driver-onboarding', trace_id: 'trace_' + R.hex(32) }),
  };
}

// 03 — LangGraph — secondhand furniture marketplace reindex
function s03(R) {
  const goal = 'Reindex the furniture listings index into listings-v9 with the new material analyzer, wait for it to finish, then switch the listings alias.';
  const md = (step, node) => ({ langgraph_step: step, langgraph_node: node, ls_model_name: 'gpt-4o-mini' });
  const task = `oTUltX4IQMOUUVeiohTt8A:${R.int(100000, 999999)}`;
  const children = [];
  let st = 1;
  const call = (text, name, args, out) => { children.push(llm('ChatOpenAI', { messages: '[…]' }, { content: text, tool_calls: [tc(R.callId(), name, args)] }, md(st++, 'agent'))); children.push(tool(name, args, out, md(st++, 'tools'))); };
  call('Starting an async reindex from listings-v8 to listings-v9.', 'es_request', { method: 'POST', path: '/_reindex?wait_for_completion=false', body: { source: { index: 'listings-v8' }, dest: { index: 'listings-v9' } } }, { task });
  const total = 1843221;
  for (const [done, created] of [[false, 212000], [false, 901500], [false, 1610330], [true, total]]) {
    call('', 'es_request', { method: 'GET', path: `/_tasks/${task}` }, JSON.stringify({ completed: done, task: { node: task.split(':')[0], id: +task.split(':')[1], action: 'indices:data/write/reindex', status: { total, created, updated: 0, batches: Math.ceil(created / 1000), version_conflicts: 0 }, running_time_in_nanos: R.epochNs(R.step(60000, 120000)).slice(-12), start_time_in_millis: 1747000000000 } }) + `\n# took ${R.ms(1, 9)}ms via ${R.host('es-coord', 3)}`);
  }
  call('All 1,843,221 documents were created with no conflicts; swapping the alias atomically.', 'es_request', { method: 'POST', path: '/_aliases', body: { actions: [{ remove: { index: 'listings-v8', alias: 'listings' } }, { add: { index: 'listings-v9', alias: 'listings' } }] } }, { acknowledged: true });
  children.push(llm('ChatOpenAI', { messages: '[…]' }, { content: 'Reindex finished (1,843,221 docs, 0 conflicts) and the listings alias now points at listings-v9.' }, md(st++, 'agent')));
  return {
    isolates: 'A reindex task is polled while the created count grows (212k, 901k, 1.61M) until completed is true, and then the alias is switched.',
    goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['…', 'Reindex finished'] }, children, { run_type: 'chain', thread_id: R.uuid(), graph: 'react_agent' }),
  };
}

// 04 — Google ADK — local history society oral history transcription
function s04(R) {
  const goal = 'Transcribe the 1958 mill-strike oral history interview (tape OH-221) and save a timestamped transcript with a two-paragraph summary to the society archive.';
  const children = [];
  const pair = (parts, name, args, response) => {
    children.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': '{"model":"gemini-2.0-flash",…}' }, { content: { role: 'model', parts: [...parts, { function_call: { name, args } }] } }, { 'gcp.vertex.agent.event_id': R.uuid() }));
    children.push(tool(`execute_tool ${name}`, { args }, { function_response: { name, response } }, { 'gen_ai.tool.name': name }));
  };
  pair([{ text: 'Submitting tape OH-221 for transcription with speaker diarisation.' }], 'start_transcription', { tape: 'OH-221', diarize: true, language: 'en-GB' }, { operation: 'operations/' + R.int(1e15, 9e15), state: 'QUEUED' });
  const states = [{ state: 'QUEUED' }, { state: 'RUNNING', progressPercent: 35 }, { state: 'RUNNING', progressPercent: 78 }, { state: 'SUCCEEDED', progressPercent: 100, transcript_uri: 'gs://oral-history/OH-221/transcript.json', duration: '01:12:40', speakers: 2 }];
  for (const s of states) pair([], 'get_operation', { tape: 'OH-221' }, { ...s, updateTime: R.isoMs(R.step(90000, 300000)), worker: R.pod('stt-batch') });
  pair([{ text: 'The transcript is ready; reading it to write the summary.' }], 'read_transcript', { uri: 'gs://oral-history/OH-221/transcript.json' }, { segments: 684, excerpt: '[00:03:12] INTERVIEWER: Where were you when the looms stopped? [00:03:15] M. HOLT: On the night shift, we walked out at two…' });
  pair([{ text: 'Saving transcript and summary to the archive record.' }], 'save_archive_record', { tape: 'OH-221', summary_paragraphs: 2 }, { record: 'ARC-OH-221', saved: true });
  children.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Saved ARC-OH-221: a 1h12m two-speaker transcript of Margaret Holt on the 1958 mill strike, with a summary of the walkout and the return-to-work vote.' }] } }, {}));
  return {
    isolates: 'A transcription operation is polled from QUEUED through RUNNING 35% and 78% to SUCCEEDED, and the transcript is then read, summarised and archived.',
    goal,
    root: agent('invocation', { new_message: goal }, { final: 'ARC-OH-221 saved' }, children, { app_name: 'history_society', 'gcp.vertex.agent.session_id': R.uuid(), agent: 'archivist' }),
  };
}

// 05 — CrewAI — cabinet maker CNC nesting job
function s05(R) {
  const goal = 'Nest the carcass parts for the Hendry kitchen (order K-7741) on 18 mm birch ply sheets and send the nested program to the CNC router queue.';
  const children = [];
  const act = (thought, toolName, input, obs) => { children.push(llm('LLM.call', { model: 'gpt-4o' }, `Thought: ${thought}\nAction: ${toolName}\nAction Input: ${JSON.stringify(input)}`)); children.push(tool(toolName, input, obs)); };
  act('Submit the cut list for nesting on 2440x1220 sheets.', 'submit_nesting', { order: 'K-7741', material: 'BIRCH-18', sheet: '2440x1220', parts: 64 }, `Nesting job NJ-${R.int(3000, 3999)} accepted at ${R.syslog(R.step())}; state=queued`);
  const obs = ['state=queued position=1', 'state=nesting sheets_placed=3/9 yield=0.79', 'state=nesting sheets_placed=7/9 yield=0.83', 'state=done sheets=9 yield=0.842 program=/cnc/out/K-7741_nest.nc'];
  const thoughts = ['Wait for the nesting job to start.', 'The optimiser is running; check progress.', 'Two more sheets to place; check again shortly.', 'Check whether the last sheets are placed.'];
  obs.forEach((o, i) => act(thoughts[i], 'nesting_status', { order: 'K-7741' }, `${o} (solver ${R.host('nest', 4)}, ${R.dur(R.ms(200, 5000))}, ${R.isoMs(R.step(20000, 60000))})`));
  act('Nesting finished with 84.2% yield on 9 sheets; queue the program on the router.', 'queue_cnc', { program: '/cnc/out/K-7741_nest.nc', machine: 'ROUTER-2' }, 'queued as CNC job 4417, est. run 2h10m');
  children.push(llm('LLM.call', { model: 'gpt-4o' }, 'Thought: I now know the final answer\nFinal Answer: K-7741 nested on 9 birch sheets at 84.2% yield and queued on ROUTER-2 as job 4417 (about 2h10m).'));
  return {
    isolates: 'A nesting job is checked as it goes from queued to 3/9 and 7/9 sheets placed to done, and the finished program is queued on the router.',
    goal,
    root: agent('Crew.kickoff', { order: 'K-7741' }, 'K-7741 nested on 9 sheets and queued as CNC job 4417', [agent('Workshop Planner', { role: 'Workshop Planner' }, null, children, { max_iter: 20 })], { crew_id: R.uuid(), process: 'sequential' }),
  };
}

// 06 — Langfuse — film location scout agency wire payment
function s06(R) {
  const goal = 'Confirm that the location fee wire to the farm owner for the barn shoot (payment PAY-66190) has settled, then tell the owner the shoot is confirmed.';
  const children = [];
  const gen = (content, calls) => llm('generation', { messages: '[…]' }, { role: 'assistant', content, tool_calls: calls }, { observationType: 'GENERATION', model: 'gpt-4o-mini', usage: { input: R.int(300, 1200), output: R.int(10, 60) } });
  const poll = (status, extra) => { const id = R.callId(); children.push(gen(null, [tc(id, 'get_payment', { id: 'PAY-66190' })])); children.push(tool('get_payment', { id: 'PAY-66190' }, { id: 'PAY-66190', status, ...extra, uetr: 'b1f3e0c2-7a44-4e0a-9d11-5c0e8d2f4a77', polled_at: R.isoOffset(R.step(120000, 900000), 0), api_node: R.host('pay-api', 4) }, { observationType: 'SPAN' })); };
  poll('PDNG', { stage: 'sent to intermediary' });
  poll('PDNG', { stage: 'at beneficiary bank, compliance screening' });
  poll('ACSP', { stage: 'accepted, settlement in progress' });
  poll('ACSC', { stage: 'settled', settled_at: R.iso(R.step()) });
  const id = R.callId();
  children.push(gen('The wire has settled (ACSC). Sending the confirmation to the owner.', [tc(id, 'send_email', { to: 'owner@hollowfarm.example', template: 'shoot-confirmed', vars: { date: '2025-09-02' } })]));
  children.push(tool('send_email', { to: 'owner@hollowfarm.example' }, { queued: true, id: R.uuid() }, { observationType: 'SPAN' }));
  children.push(gen('Payment PAY-66190 settled and the owner has been told the 2 September barn shoot is confirmed.', []));
  return {
    isolates: 'A payment is polled through pending stages (intermediary, compliance), accepted and finally settled, and only then is the confirmation sent.',
    goal,
    root: agent('location-fees-agent', { goal }, { confirmed: true }, children, { observationType: 'TRACE', langfuse_trace_id: R.hex(32), tags: ['payments'] }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
