import { agent, chain, llm, tool, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'long_step_echo';
export const loop = true, stagnation = true;

export const scenarios = [
// 01 marionette theatre touring — Anthropic Messages API logs
(N) => {
  const plan = "I have the rigging manifest for the Brno run. The long-string marionettes (the Don Giovanni set, 14 figures) need the 2.4 m bridge, but the Lecce venue's fly gallery clearance is listed at 2.1 m, so I should move those figures to the short-bridge trolley, re-check the crate weights against the van's 1,150 kg payload, and then draft the load-in order for the venue technician.";
  const manifest = { tour: 'BRNO-LECCE-25', venue: 'Teatro Paisiello', fly_gallery_clearance_m: 2.1, bridges: [{ id: 'BR-L', height_m: 2.4 }, { id: 'BR-S', height_m: 1.8 }], crates: 11, van_payload_kg: 1150, fetched_at: N.iso(), etag: N.etag() };
  const sys = 'You are the touring assistant of Divadlo Loutek Mlýn. Tools: get_manifest, update_crate, draft_loadin.';
  return {
    isolates: 'The assistant restates the same long rigging plan word for word after re-reading an unchanged manifest, and the session is cut off before anything is moved.',
    goal: 'Adapt the marionette rigging and crate plan for the Lecce venue and send the load-in order to the venue technician.',
    root: agent('anthropic.session', { system: sys, user: 'Lecce has a low fly gallery. Fix our rig plan and send load-in order to Marco.' }, null, [
      llm('messages.create', { model: 'claude-sonnet-4-20250514', max_tokens: 2048, messages: [{ role: 'user', content: 'Lecce has a low fly gallery. Fix our rig plan and send load-in order to Marco.' }] }, antBlocks(N, 'Let me pull the current manifest first.', [['get_manifest', { tour: 'BRNO-LECCE-25' }]])),
      tool('get_manifest', { tour: 'BRNO-LECCE-25' }, manifest),
      llm('messages.create', { model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: '[tool_result get_manifest]' }] }, antBlocks(N, plan, [['get_manifest', { tour: 'BRNO-LECCE-25', include: 'crates' }]])),
      tool('get_manifest', { tour: 'BRNO-LECCE-25', include: 'crates' }, { ...manifest, fetched_at: N.iso(), crate_list: 'see crates.csv (11 rows)' }),
      llm('messages.create', { model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: '[tool_result get_manifest]' }] }, antBlocks(N, plan.replace('I have the rigging manifest', 'I have the rigging manifest again'), [])),
    ], { 'anthropic.request_id': N.reqId('req_011C'), stop: 'max_session_seconds', turns: 3 }),
  };
},
// 02 barge hotels — LangGraph / LangSmith
(N) => {
  const thought = "The guest manifest shows cabin 4 double-booked for the Canal du Midi week starting Saturday: the Hendriks couple and the Ortega family both hold confirmations. The right move is to offer Ortega the upgrade to cabin 6, which is free, refund the difference rule does not apply because cabin 6 costs more, and email both parties with the corrected boarding plan at Castelnaudary lock.";
  const rows = { cabin: 4, week: '2025-W23', bookings: [{ ref: 'BH-77121', guest: 'Hendriks', confirmed: N.isoNoMs() }, { ref: 'BH-77240', guest: 'Ortega', confirmed: N.isoNoMs() }], free_cabins: [6] };
  const meta = (step, node) => ({ langgraph_step: step, langgraph_node: node, ls_provider: 'openai', ls_model_name: 'gpt-4o-2024-08-06', thread_id: N.uuid() });
  return {
    isolates: 'A LangGraph agent node emits the same long double-booking resolution twice around an identical lookup, never calling the email or rebooking tool.',
    goal: 'Resolve the cabin 4 double booking on the barge hotel Belle Écluse for week 23 and notify both guests.',
    root: agent('LangGraph', { messages: [{ type: 'human', content: 'Cabin 4 is double booked for week 23 on Belle Écluse, sort it out.' }] }, { messages: '…(truncated at recursion_limit)' }, [
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'You manage bookings for the barge hotel Belle Écluse.' }, { type: 'human', content: 'Cabin 4 is double booked for week 23, sort it out.' }]] }, { generations: [[{ text: '', message: { type: 'ai', tool_calls: [{ name: 'booking_lookup', args: { vessel: 'Belle Écluse', cabin: 4, week: '2025-W23' }, id: N.callId() }] } }]] })], meta(1, 'agent')),
      chain('tools', {}, {}, [tool('booking_lookup', { vessel: 'Belle Écluse', cabin: 4, week: '2025-W23' }, JSON.stringify(rows))], meta(2, 'tools')),
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[4 messages]' }, { generations: [[{ text: thought, message: { type: 'ai', content: thought, tool_calls: [{ name: 'booking_lookup', args: { vessel: 'Belle Écluse', week: '2025-W23' }, id: N.callId() }] } }]] })], meta(3, 'agent')),
      chain('tools', {}, {}, [tool('booking_lookup', { vessel: 'Belle Écluse', week: '2025-W23' }, JSON.stringify({ ...rows, served_by: N.host('bk') }))], meta(4, 'tools')),
      chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[6 messages]' }, { generations: [[{ text: thought.replace('The right move', 'So the right move'), message: { type: 'ai', content: thought.replace('The right move', 'So the right move') } }]] })], meta(5, 'agent')),
    ], { run_id: N.uuid(), session: 'barge-ops', error_note: 'GraphRecursionError: Recursion limit of 5 reached' }),
  };
},
// 03 bagpipe makers — smolagents
(N) => {
  const think = "Thought: The chanter reed order for the Glasgow pipe shop needs 40 medium-hard cane reeds, but the supplier price sheet only lists them in boxes of 12, so I need 4 boxes which gives 48 reeds; then I will compare the delivery date with the 18 June band competition and place the order through the supplier portal.";
  const sheet = 'SKU        DESC                      PACK  PRICE_GBP  LEAD\nCR-MH-12   Chanter reed cane med-hard  12    54.00      9d\nCR-H-12    Chanter reed cane hard      12    56.50      9d\nDR-SYN-3   Drone reed synthetic set    3     38.00      5d\n-- sheet v' + N.int(30, 90) + ' generated ' + N.syslog();
  return {
    isolates: 'A smolagents CodeAgent writes the same long reed-order reasoning in two consecutive steps after re-reading an identical price sheet, then hits max steps.',
    goal: 'Order enough medium-hard chanter reeds for 40 pipers before the 18 June competition, for a bagpipe workshop.',
    root: agent('CodeAgent.run', { task: 'Order 40 medium-hard chanter reeds for the pipe band before 18 June.' }, { error: 'AgentMaxStepsError: Reached max steps.' }, [
      chain('Step 1', {}, {}, [
        llm('LiteLLMModel.generate', { messages: [{ role: 'user', content: 'New task: Order 40 medium-hard chanter reeds...' }] }, "Thought: I'll read the supplier price sheet.\nCode:\n```py\nprint(read_price_sheet(supplier='Hardie Cane'))\n```<end_code>"),
        tool('read_price_sheet', { supplier: 'Hardie Cane' }, sheet),
      ], { step_number: 1 }),
      chain('Step 2', {}, {}, [
        llm('LiteLLMModel.generate', { messages: '[observations step 1]' }, think + "\nCode:\n```py\nprint(read_price_sheet(supplier='Hardie Cane', sku='CR-MH-12'))\n```<end_code>"),
        tool('read_price_sheet', { supplier: 'Hardie Cane', sku: 'CR-MH-12' }, sheet.split('\n').slice(0, 2).join('\n') + '\n-- generated ' + N.syslog()),
      ], { step_number: 2 }),
      chain('Step 3', {}, {}, [
        llm('LiteLLMModel.generate', { messages: '[observations step 2]' }, think.replace('Thought: ', 'Thought: Right, ') + "\nCode:\n```py\nprint(read_price_sheet(supplier='Hardie Cane', sku='CR-MH-12'))\n```<end_code>"),
      ], { step_number: 3, error: 'max_steps' }),
    ], { 'smolagents.max_steps': 3, model_id: 'gpt-4o-mini' }),
  };
},
// 04 kite manufacturing — OpenAI Agents SDK
(N) => {
  const a = "The ripstop nylon lot RN-882 failed the 24-hour UV fade test at 3.8 Delta E, above our 3.0 limit, so the 300 sport-kite canopies cut from it cannot ship as grade A; I will quarantine the lot, relabel finished canopies as grade B seconds, and ask purchasing to raise a claim with the mill in Busan.";
  const lot = { lot: 'RN-882', test: 'UV-24h', delta_e: 3.8, limit: 3.0, canopies_cut: 300, mill: 'Daewon Textile, Busan', report_id: N.uuid() };
  return {
    isolates: 'An OpenAI Agents SDK run repeats a long quarantine plan verbatim after the same lab lookup and then ends on max turns without quarantining.',
    goal: 'Handle the failed UV fade test for ripstop lot RN-882 at a kite factory: quarantine, regrade, and start a supplier claim.',
    root: agent('Agent workflow', { input: 'Lot RN-882 failed UV fade. Handle it.' }, { error: 'MaxTurnsExceeded' }, [
      agent('Agent: QualityLead', { tools: ['lab_result', 'quarantine_lot', 'regrade', 'open_claim'] }, null, [
        llm('Response', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Lot RN-882 failed UV fade. Handle it.' }] }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'lab_result', arguments: '{"lot":"RN-882"}', call_id: N.callId() }] }, { 'span_data.type': 'response' }),
        tool('function: lab_result', '{"lot":"RN-882"}', JSON.stringify(lot), { metadata: { 'span_data.type': 'function' } }),
        llm('Response', { model: 'gpt-4.1', input: '[3 items]' }, { id: 'resp_' + N.hex(24), output: [{ type: 'message', content: [{ type: 'output_text', text: a }] }, { type: 'function_call', name: 'lab_result', arguments: '{"lot":"RN-882","test":"UV-24h"}', call_id: N.callId() }] }, { 'span_data.type': 'response' }),
        tool('function: lab_result', '{"lot":"RN-882","test":"UV-24h"}', JSON.stringify({ ...lot, report_id: N.uuid() }), { metadata: { 'span_data.type': 'function' } }),
        llm('Response', { model: 'gpt-4.1', input: '[5 items]' }, { id: 'resp_' + N.hex(24), output: [{ type: 'message', content: [{ type: 'output_text', text: a.replace('I will quarantine', 'I will now quarantine') }] }] }, { 'span_data.type': 'response' }),
      ], { 'span_data.type': 'agent' }),
    ], { trace_id: 'trace_' + N.hex(32), group_id: 'qa-shift-b' }),
  };
},
// 05 synchronized swimming judging — Pydantic AI / Logfire
(N) => {
  const r = "The technical routine for team Aqua Lumen shows a base mark discrepancy: panel B entered 0.35 difficulty for hybrid 3 while the declared coach card lists 0.45, which changes the total from 281.4 to 283.2. Before publishing I must ask the technical controller to confirm the declared value, then recompute the ranking because it would move Aqua Lumen from fourth to third place.";
  return {
    isolates: 'A Pydantic AI agent answers the same long scoring-discrepancy analysis twice with no new observation in between and the run stops there.',
    goal: 'Verify the team technical routine scores at an artistic swimming meet and publish the corrected ranking.',
    root: agent('agent run', { prompt: 'Check the team tech scores before we publish, something looks off with Aqua Lumen.' }, null, [
      llm('chat gpt-4o', { messages: [{ role: 'user', content: 'Check the team tech scores before we publish.' }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'get_scoresheet', args: { event: 'TEAM-TECH', team: 'Aqua Lumen' } }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': N.int(800, 2000) }),
      tool('running tool: get_scoresheet', { event: 'TEAM-TECH', team: 'Aqua Lumen' }, { team: 'Aqua Lumen', elements: [{ el: 'hybrid 3', panel_b_dd: 0.35, declared_dd: 0.45 }], total: 281.4, computed_at: N.iso(), calc_node: N.host('scoring') }),
      llm('chat gpt-4o', { messages: '[3 parts]' }, { parts: [{ part_kind: 'text', content: r }] }, { 'gen_ai.usage.input_tokens': N.int(2000, 3000) }),
      llm('chat gpt-4o', { messages: '[4 parts] + "continue"' }, { parts: [{ part_kind: 'text', content: r.replace('Before publishing I must', 'Before publishing, I must') }] }, { 'gen_ai.usage.input_tokens': N.int(3000, 3500) }),
      tool('running tool: get_scoresheet', { event: 'TEAM-TECH', team: 'Aqua Lumen' }, null, { error: 'UsageLimitExceeded: request_limit of 4 exceeded' }),
    ], { 'logfire.msg': 'agent run', service_name: 'meet-ops', trace_id: N.hex(32) }),
  };
},
// 06 cassette tape duplication — Agno (not in the named list)
(N) => {
  const s = "The duplication queue shows job CAS-5519, 500 chrome C46 cassettes for the Nightjar Records release, stalled at the bin-loop master stage because the master reel was recorded at 7.5 ips while the loop bin runs at 3.75 ips only with the half-speed head. I should either request a 3.75 ips master from the mastering engineer or switch the bin to the full-speed head kit and reschedule the slave decks.";
  return {
    isolates: 'An Agno agent restates a long cassette-duplication diagnosis almost verbatim after a status check that returns the same stall, and the session ends without action.',
    goal: 'Get the stalled cassette duplication job CAS-5519 moving again and tell the label the new ship date.',
    root: agent('Agent.run', { message: 'CAS-5519 is stuck, can you unblock it and update Nightjar?' }, { content: s.replace('I should either', 'I should, either') , status: 'RUNNING', stopped: 'session timeout' }, [
      llm('OpenAIChat.response', { messages: [{ role: 'user', content: 'CAS-5519 is stuck, can you unblock it and update Nightjar?' }] }, oaiMsg(N, null, [['queue_status', { job: 'CAS-5519' }]]), { run_id: N.uuid(), model: 'gpt-4o' }),
      tool('FunctionCall: queue_status', { job: 'CAS-5519' }, `job=CAS-5519 qty=500 fmt=C46/CrO2 stage=BIN_LOOP state=STALLED reason="master speed 7.5ips != bin 3.75ips" since=${N.iso()} deck_bank=B host=${N.host('dup')}`),
      llm('OpenAIChat.response', { messages: '[3 messages]' }, oaiMsg(N, s, [['queue_status', { job: 'CAS-5519', verbose: true }]]), { run_id: N.uuid() }),
      tool('FunctionCall: queue_status', { job: 'CAS-5519', verbose: true }, `job=CAS-5519 qty=500 fmt=C46/CrO2 stage=BIN_LOOP state=STALLED reason="master speed 7.5ips != bin 3.75ips" since=${N.iso()} deck_bank=B host=${N.host('dup')} slaves=8/8 idle`),
      llm('OpenAIChat.response', { messages: '[5 messages]' }, oaiMsg(N, s.replace('The duplication queue shows', 'The queue still shows'), []), { run_id: N.uuid() }),
    ], { framework: 'agno', agent_id: 'tape-ops', session_id: N.uuid() }),
  };
},
];
