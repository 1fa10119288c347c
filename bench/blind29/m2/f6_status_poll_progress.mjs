// Family: status_poll_progress (healthy) — polling a job/status until it changes, with volatile
// noise in every answer, then using the result.
import { A, L, T, C } from './lib.mjs';

export const family = 'status_poll_progress';

export const scenarios = [
  // 01 sushi catering — OpenTelemetry GenAI semantic conventions
  { domain: 'sushi catering corporate order', style: 'OpenTelemetry GenAI semantic conventions', build(n) {
    const ch = [];
    const ord = 'K-' + n.digits(5);
    const chat = (text, tool, args) => L('chat gpt-4o', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'When order ' + ord + ' (120 pieces, Fenwick Legal) is ready, book the courier.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...(tool ? [{ type: 'tool_call', name: tool, arguments: args, id: n.callId() }] : [])], finish_reason: tool ? 'tool_call' : 'stop' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': n.int(500, 2000), 'gen_ai.usage.output_tokens': n.int(15, 60) });
    const tool = (name, args, result) => T(`execute_tool ${name}`, { 'gen_ai.tool.call.arguments': args }, { 'gen_ai.tool.call.result': result }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': n.callId() });
    const states = [
      ['queued', { queue_pos: 3 }], ['queued', { queue_pos: 1 }], ['in_prep', { station: 'nigiri-2', pieces_done: 48 }], ['in_prep', { station: 'nigiri-2', pieces_done: 104 }], ['ready', { packed_boxes: 6, label: 'FENWICK/6' }],
    ];
    const texts = ['Order is queued at position 3; checking again shortly.', 'Now first in the queue.', 'Prep has started at nigiri-2 (48/120 pieces).', '104 of 120 pieces done.', null];
    states.forEach(([s, extra], i) => {
      ch.push(chat(i === 0 ? 'Checking the kitchen status.' : texts[i - 1], 'get_order_status', { order: ord }));
      ch.push(tool('get_order_status', { order: ord }, { order: ord, status: s, ...extra, kds_terminal: 'KDS-' + n.int(1, 4), polled_at: n.iso(n.int(60000, 180000)), etag: n.etag() }));
    });
    ch.push(chat('The order is ready (6 boxes, label FENWICK/6). Booking the courier.', 'book_courier', { order: ord, boxes: 6, pickup: 'now', dropoff: 'Fenwick Legal, 3 Wharf St' }));
    ch.push(tool('book_courier', { order: ord, boxes: 6 }, { booking: 'CR-' + n.upper(7), rider_eta_min: n.int(6, 14), tracking: 'https://trk.cityzoom.io/' + n.b62(10) }));
    ch.push(chat('Courier booked; rider arrives in a few minutes. Tracking link sent to the client.', null));
    return {
      isolates: 'Order status goes queued(3), queued(1), in_prep 48, in_prep 104, ready, each poll with a new timestamp and etag, and the agent then books the courier and stops.',
      loop: false, stagnation: false,
      goal: 'Book a courier for a 120-piece sushi catering order once the kitchen marks it ready.',
      root: A('invoke_agent catering_dispatcher', { 'gen_ai.input.messages': 'When order ' + ord + ' is ready, book the courier.' }, { 'gen_ai.output.messages': 'Courier booked.' }, ch, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'catering_dispatcher', 'server.address': n.host('agents') }),
    };
  } },

  // 02 goldsmith casting — Langfuse
  { domain: 'goldsmith workshop vacuum casting', style: 'Langfuse', build(n) {
    const ch = [];
    const cyc = 'CY' + n.digits(6);
    ch.push(C('span', 'start_cycle', { machine: 'Indutherm VC-400', flask: 'F-12', alloy: '18k yellow 750', grams: 86 }, { cycle: cyc, accepted: true, ts: n.iso() }, [], { observationType: 'TOOL' }));
    const phases = [['preheat', '862 C'], ['melt', '1018 C'], ['pour', '1016 C'], ['cooling', '540 C'], ['complete', '212 C']];
    phases.forEach(([ph, temp], i) => {
      ch.push(C('span', 'get_cycle_status', { cycle: cyc }, `[${n.hhmm(n.int(45000, 120000))}] VC-400 #${cyc} phase=${ph} crucible=${temp} vac=-0.9${n.int(0, 9)}bar argon=${n.int(1, 3)}.${n.int(0, 9)}bar fw=4.${n.int(10, 12)}`, [], { observationType: 'TOOL', latency: n.ms(50, 300) / 1000 }));
      if (i < 4) ch.push(L('decide-next', [{ role: 'user', content: `status: ${ph}` }], { role: 'assistant', content: ['Preheat under way, 862 C; wait for melt.', 'Metal molten at 1018 C; pour should follow.', 'Pour done; flask cooling.', 'Cooling through 540 C; one more check.'][i] }, { observationType: 'GENERATION', model: 'gpt-4o-mini', usageDetails: { input: n.int(200, 500), output: n.int(10, 30) } }));
    });
    ch.push(C('span', 'log_casting', { cycle: cyc, ring_order: 'RO-2207', result: 'complete' }, { logged: true, row: n.int(400, 900) }, [], { observationType: 'TOOL' }));
    ch.push(L('final-answer', [], { role: 'assistant', content: `Cycle ${cyc} completed (preheat → melt → pour → cooling → complete). Logged against ring order RO-2207; flask F-12 can be quenched.` }, { observationType: 'GENERATION', model: 'gpt-4o-mini' }));
    return {
      isolates: 'Five polls of the casting machine move through preheat, melt, pour, cooling, complete with new temperatures each time; the agent logs the cycle and finishes.',
      loop: false, stagnation: false,
      goal: 'Run the 18k gold vacuum casting for ring order RO-2207 and log it when the cycle completes.',
      root: A('casting-assistant', { input: 'Cast flask F-12 for ring order RO-2207 and log it.' }, { output: 'Cycle completed and logged.' }, ch, { langfuseTraceId: n.hex(32), userId: 'bench-3' }),
    };
  } },

  // 03 treehouse builders — Spring AI (Micrometer observations)
  { domain: 'treehouse builder structural calculation', style: 'Spring AI (Micrometer observations)', build(n) {
    const ch = [];
    const job = n.uuid();
    ch.push(T('spring.ai.tool submitBeamCalc', { 'spring.ai.tool.definition.name': 'submitBeamCalc', 'spring.ai.tool.call.arguments': JSON.stringify({ species: 'Douglas fir C24', span_m: 4.2, live_load_kn_m2: 2.5, host_tree: 'oak, 68cm DBH', bolts: 'TAB 1.25in' }) }, { 'spring.ai.tool.call.result': JSON.stringify({ jobId: job, state: 'QUEUED' }) }, { 'spring.ai.kind': 'tool_call' }));
    const st = [['QUEUED', null], ['RUNNING', 15], ['RUNNING', 60], ['RUNNING', 95], ['DONE', 100]];
    st.forEach(([s, pct], i) => {
      ch.push(L('chat gpt-4o-mini', { 'gen_ai.prompt': `jobId=${job} state=${i ? st[i - 1][0] : 'QUEUED'}` }, { 'gen_ai.completion': ['Calculation queued; polling.', 'Solver running at 15%.', 'Now at 60%.', '95%, nearly done.', 'Done; fetching results.'][i], tool_calls: [{ name: 'getCalcStatus', arguments: JSON.stringify({ jobId: job }) }] }, { 'spring.ai.kind': 'chat_client', 'gen_ai.usage.total_tokens': n.int(300, 900) }));
      ch.push(T('spring.ai.tool getCalcStatus', { 'spring.ai.tool.call.arguments': JSON.stringify({ jobId: job }) }, { 'spring.ai.tool.call.result': JSON.stringify({ jobId: job, state: s, progress: pct, worker: n.pod('fea-worker'), heartbeat: n.isoOff(1, n.int(20000, 60000)), ...(s === 'DONE' ? { result: { joist: '47x195 C24 @ 400 c/c', beam: '2 x 75x225 glulam GL28h', max_deflection_mm: 11.8, limit_mm: 16.8, utilisation: 0.71 } } : {}) }) }, { 'spring.ai.kind': 'tool_call' }));
    });
    ch.push(L('chat gpt-4o-mini', {}, { 'gen_ai.completion': 'Engineering check passed: use 2 × 75×225 GL28h glulam beams with 47×195 C24 joists at 400 centres (deflection 11.8 mm vs 16.8 mm limit, utilisation 71%). Added to the materials list for the Hughes treehouse.' }, { 'spring.ai.kind': 'chat_client' }));
    return {
      isolates: 'The beam calculation is polled QUEUED, RUNNING 15/60/95%, DONE; the result picks the beam sizes and the agent finishes with them.',
      loop: false, stagnation: false,
      goal: 'Get a structural check for the Hughes treehouse platform and choose beam and joist sizes.',
      root: A('ChatClient call', { 'spring.ai.chat.client.user.text': 'Run the structural check for the Hughes treehouse platform (4.2 m span, oak host tree) and tell me the beam sizes.' }, { 'spring.ai.chat.client.response': 'Use 2 × 75×225 GL28h glulam beams with 47×195 C24 joists at 400 centres.' }, ch, { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'], 'micrometer.trace_id': n.hex(32) }),
    };
  } },

  // 04 walnut hulling co-op — DSPy ReAct
  { domain: 'walnut hulling co-op dryer batch', style: 'DSPy (ReAct module)', build(n) {
    const ch = [];
    let seq = n.int(2000, 6000);
    const readings = [17.9, 16.4, 14.8, 13.5, 12.1, 10.9, 9.6, 8.5, 7.8];
    readings.forEach((m, i) => {
      const thought = i === 0 ? 'I need the current kernel moisture of dryer bin 4 before releasing it.' : `Moisture dropped from ${readings[i - 1]}% to ${readings[i]}%; ${m <= 8 ? 'now under the 8% target, so I can release the bin.' : 'still above 8%, check again after the next interval.'}`;
      if (i === 0) ch.push(L('ReAct.predict', { question: 'Release dryer bin 4 to cracking once kernel moisture is at or below 8%.', trajectory: '' }, { next_thought: thought, next_tool_name: 'read_bin_moisture', next_tool_args: { bin: 4 } }, { lm: 'openai/gpt-4o-mini', signature: 'question, trajectory -> next_thought, next_tool_name, next_tool_args' }));
      ch.push(T('read_bin_moisture', { bin: 4 }, `bin=4 probe=CAP-17 kernel_moisture=${m}% air_in=${n.int(38, 43)}C rh_out=${n.int(20, 45)}% sample_at=${n.logTs(n.int(1200e3, 2400e3))} seq=${(seq += n.int(40, 90))}`, { dspy_tool: true }));
      if (i === 0) ch.push(L('ReAct.predict', { trajectory_len: 1 }, { next_thought: 'Bin 4 is at 17.9%, well above the 8% target; read again after the next drying interval.', next_tool_name: 'read_bin_moisture', next_tool_args: { bin: 4 } }, { lm: 'openai/gpt-4o-mini' }));
      if (i > 0) ch.push(L('ReAct.predict', { trajectory_len: i + 1 }, { next_thought: thought, next_tool_name: m <= 8 ? 'release_bin' : 'read_bin_moisture', next_tool_args: { bin: 4 } }, { lm: 'openai/gpt-4o-mini' }));
    });
    ch.push(T('release_bin', { bin: 4 }, { released: true, to: 'cracker line A', lot: 'WN-' + n.digits(6), weight_kg: 3480 }, {}));
    ch.push(L('ReAct.extract', { trajectory_len: 10 }, { reasoning: 'Moisture reached 7.8% on the ninth reading and the bin was released.', answer: 'Bin 4 released to cracker line A at 7.8% moisture (3,480 kg).' }, { lm: 'openai/gpt-4o-mini', module: 'ChainOfThought' }));
    return {
      isolates: 'Nine moisture reads fall steadily from 17.9% to 7.8%, each with a new timestamp and sequence number; once under 8% the bin is released and the agent answers.',
      loop: false, stagnation: false,
      goal: 'Release walnut dryer bin 4 to cracking once kernel moisture is at or below 8%.',
      root: A('dspy.ReAct', { question: 'Release dryer bin 4 to cracking once kernel moisture is at or below 8%.' }, { answer: 'Bin 4 released to cracker line A at 7.8% moisture (3,480 kg).' }, ch, { dspy_version: '2.6.' + n.int(1, 20), max_iters: 10 }),
    };
  } },

  // 05 Flathub build — Inspect AI eval log
  { domain: 'devops: Flathub app build for a desktop Linux app', style: 'Inspect AI eval log (sample events)', build(n) {
    const ch = [];
    const bid = n.int(150000, 199999);
    ch.push(L('model', { event: 'model', model: 'anthropic/claude-3-5-sonnet-latest', input: [{ role: 'user', content: 'The PR to org.tidepool.Logbook bumped the runtime to GNOME 47. Wait for the Flathub test build and comment the result on the PR.' }] }, { choices: [{ message: { role: 'assistant', content: 'I will check the buildbot status for the PR build.', tool_calls: [{ function: 'bash', arguments: { cmd: `curl -s https://buildbot.flathub.org/api/v2/builds/${bid}` } }] } }] }, { event: 'model', working_start: n.int(1, 9) }));
    const states = [['pending', null], ['building', 'flatpak-builder: Building module libadwaita'], ['building', 'flatpak-builder: Building module logbook'], ['success', 'Uploading to test repo']];
    states.forEach(([s, step], i) => {
      ch.push(T('bash', { event: 'tool', function: 'bash', arguments: { cmd: `curl -s https://buildbot.flathub.org/api/v2/builds/${bid}` } }, { result: JSON.stringify({ builds: [{ buildid: bid, state_string: s, current_step: step, workername: n.pick(['x86_64-1', 'x86_64-3', 'aarch64-2']), started_at: n.epoch(), results: s === 'success' ? 0 : null }], meta: { total: 1 } }) }, { event: 'tool', working_time: n.durS(0.3, 1.2) }));
      if (i < 3) ch.push(L('model', { event: 'model' }, { choices: [{ message: { role: 'assistant', content: ['Build is pending on the scheduler; checking again.', 'libadwaita is compiling now.', 'The app module itself is compiling; almost done.'][i], tool_calls: [{ function: 'bash', arguments: { cmd: 'sleep 120 && curl -s ...' } }] } }] }, { event: 'model' }));
    });
    ch.push(L('model', { event: 'model' }, { choices: [{ message: { role: 'assistant', content: 'Build succeeded. Posting the result.', tool_calls: [{ function: 'bash', arguments: { cmd: 'gh pr comment 212 --repo flathub/org.tidepool.Logbook --body "Test build ' + bid + ' passed on GNOME 47."' } }] } }] }, { event: 'model' }));
    ch.push(T('bash', { event: 'tool', function: 'bash', arguments: { cmd: 'gh pr comment 212 ...' } }, { result: `https://github.com/flathub/org.tidepool.Logbook/pull/212#issuecomment-${n.digits(10)}` }, { event: 'tool' }));
    ch.push(L('model', { event: 'model' }, { choices: [{ message: { role: 'assistant', content: 'Done: the Flathub test build passed on the GNOME 47 runtime and I commented on PR #212.' } }], stop_reason: 'stop' }, { event: 'model' }));
    return {
      isolates: 'The buildbot is polled pending, building libadwaita, building logbook, success; the agent then comments on the PR and submits.',
      loop: false, stagnation: false,
      goal: 'Wait for the Flathub test build of a runtime bump and report the result on the pull request.',
      root: A('sample 1 (flathub_pr_watch)', { task: 'flathub-ops', sample_id: 'logbook-212', epoch: 1 }, { scores: { includes: { value: 'C' } }, output: { completion: 'Done: the Flathub test build passed.' } }, ch, { eval_id: n.b62(22), run_id: n.b62(22), solver: 'basic_agent', inspect_version: '0.3.' + n.int(60, 90) }),
    };
  } },

  // 06 chandelier restoration — LangChain4j
  { domain: 'chandelier restoration insurance valuation', style: 'LangChain4j (AiServices with listeners)', build(n) {
    const ch = [];
    const ref = 'VAL-' + n.digits(7);
    const resp = (text, tool) => ({ aiMessage: { text, toolExecutionRequests: tool ? [{ id: n.callId(), name: tool, arguments: JSON.stringify({ reference: ref }) }] : [] }, tokenUsage: { inputTokenCount: n.int(300, 1200), outputTokenCount: n.int(10, 60) }, finishReason: tool ? 'TOOL_EXECUTION' : 'STOP' });
    const sts = ['SUBMITTED', 'UNDER_REVIEW', 'UNDER_REVIEW', 'APPROVED'];
    const notes = ['Request accepted by the underwriter portal.', 'An assessor (J. Okonjo) has been assigned.', 'Assessor requested the 1890s provenance photos – they were already attached, review continues.', null];
    sts.forEach((s, i) => {
      ch.push(L('ChatLanguageModel.chat', { messages: [{ type: 'USER', contents: [{ text: 'Check the transit valuation for the Baccarat chandelier and book pickup once it is approved.' }] }] }, resp(i === 0 ? 'Checking the valuation request.' : notes[i - 1], 'getValuationStatus'), { modelName: 'gpt-4o', listener: 'ChatModelListener' }));
      ch.push(T('getValuationStatus', { reference: ref }, `HTTP/1.1 200 OK\nDate: ${n.http(n.int(3600e3, 7200e3))}\nX-Request-Id: ${n.uuid()}\nContent-Type: application/json\n\n${JSON.stringify({ reference: ref, status: s, assessor: i ? 'J. Okonjo' : null, agreed_value_gbp: s === 'APPROVED' ? 48000 : null, policy: s === 'APPROVED' ? 'FA-TRN-' + n.digits(6) : null })}`, { toolExecutor: 'DefaultToolExecutor' }));
    });
    ch.push(L('ChatLanguageModel.chat', {}, resp('Valuation approved at £48,000 (transit policy issued). Booking the specialist pickup.', 'bookPickup'), { modelName: 'gpt-4o' }));
    ch.push(T('bookPickup', { reference: ref, crates: 3, date: n.day(5) }, { booking: 'FA-' + n.upper(6), window: '08:00-10:00', van: 'climate-controlled, air-ride' }, {}));
    ch.push(L('ChatLanguageModel.chat', {}, resp(`Pickup booked for ${n.day(5)}, 08:00-10:00, 3 crates, covered by the approved £48,000 transit valuation.`, null), { modelName: 'gpt-4o' }));
    return {
      isolates: 'The valuation is polled SUBMITTED, UNDER_REVIEW, UNDER_REVIEW (new assessor note), APPROVED; approval brings the insured value and the agent books pickup and ends.',
      loop: false, stagnation: false,
      goal: 'Book specialist pickup of a restored Baccarat chandelier once its transit valuation is approved.',
      root: A('AiServices: RestorationAssistant', { userMessage: 'Check the transit valuation for the Baccarat chandelier and book pickup once it is approved.' }, { result: 'Pickup booked, covered by the approved valuation.' }, ch, { langchain4j_version: '1.0.0-beta' + n.int(1, 3), memoryId: n.uuid() }),
    };
  } },
];
