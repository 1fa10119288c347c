import { agent, llm, tool, span } from './lib.mjs';
export const family = 'supervisor_varied_subtasks';
export const scenarios = [
  // 01 antique clock parts sourcing, LangGraph supervisor
  (N) => {
    const subs = [
      ['Find a replacement mainspring for a 1870s French drum movement, 8-day, barrel ID 28.5 mm.', 'search_suppliers', { part: 'mainspring', barrel_id_mm: 28.5, style: 'French drum 8-day' }, { hits: [{ supplier: 'Cousins UK', sku: 'MS-2850-F', strength_mm: 0.40, price_gbp: 14.2, stock: 6 }, { supplier: 'Meadows & Passmore', sku: 'FR-MS-285', strength_mm: 0.38, price_gbp: 12.5, stock: 0 }] }, 'Cousins MS-2850-F (0.40 × 28.5 mm) is in stock at £14.20; M&P is out of stock.'],
      ['Find a suspension spring for a Brocot escapement, 0.08 mm thickness.', 'search_suppliers', { part: 'suspension spring', type: 'Brocot', thickness_mm: 0.08 }, { hits: [{ supplier: 'Cousins UK', sku: 'SS-BR-08', price_gbp: 3.1, stock: 40 }] }, 'Cousins SS-BR-08 Brocot suspension spring 0.08 mm, £3.10, 40 in stock.'],
      ['Find a bevelled convex glass for the bezel, 112 mm diameter.', 'search_suppliers', { part: 'bezel glass', diameter_mm: 112, profile: 'bevelled convex' }, { hits: [{ supplier: 'Timesavers', sku: 'GL-BC-112', price_usd: 22.0, ship_to_uk_usd: 18.5, stock: 3 }, { supplier: 'Cousins UK', sku: 'GBC112', price_gbp: 16.9, stock: 1 }] }, 'Cousins GBC112 at £16.90 (1 left) beats Timesavers once US shipping is added.'],
    ];
    const K = [];
    subs.forEach(([task, tn, args, res, ans], i) => {
      K.push(llm('ChatOpenAI', { messages: `[${1 + i * 2} messages]` }, { content: '', tool_calls: [{ name: 'transfer_to_parts_researcher', args: { task } }] }, { langgraph_node: 'supervisor', langgraph_step: 1 + i * 3, ls_model_name: 'gpt-4o' }));
      K.push(agent('parts_researcher', { messages: [{ role: 'human', content: task }] }, { messages: [{ role: 'ai', content: ans }] }, [
        llm('ChatOpenAI', { messages: [{ role: 'human', content: task }] }, { content: '', tool_calls: [{ name: tn, args }] }, { langgraph_node: 'agent', langgraph_checkpoint_ns: 'parts_researcher:' + N.uuid() }),
        tool(tn, args, JSON.stringify({ ...res, query_id: N.hex(12), cached: false, took_ms: N.ms(200, 1500) })),
        llm('ChatOpenAI', {}, { content: ans }, { langgraph_node: 'agent' }),
      ], { langgraph_node: 'parts_researcher', langgraph_step: 2 + i * 3 }));
    });
    K.push(llm('ChatOpenAI', {}, { content: 'Parts list for the French drum clock: Cousins MS-2850-F mainspring £14.20, SS-BR-08 suspension spring £3.10, GBC112 bezel glass £16.90 — one order from Cousins, £34.20 plus postage.' }, { langgraph_node: 'supervisor', langgraph_step: 10 }));
    return { stagnation: false, goal: 'Source replacement parts for restoring an 1870s French drum-movement clock.', isolates: 'A supervisor sends the same parts_researcher worker three different part searches, each returning new suppliers and prices, then combines them into one order.',
      root: agent('LangGraph', { messages: [{ role: 'user', content: 'Source the mainspring, suspension spring and bezel glass for the French drum clock.' }] }, { messages: '[...]' }, K, { ls_run_id: N.uuid(), graph: 'supervisor' }) };
  },
  // 02 community radio licence renewal, CrewAI hierarchical
  (N) => {
    const tasks = [
      ['Count the hours of locally produced output in the last 12 months from the playout logs.', 'Playout Log Reader', '{"from":"2024-06-01","to":"2025-05-31"}', `period 2024-06-01..2025-05-31\nlocal_hours=4,312 (49.2%)\nnetwork_hours=4,448\nsilence_events=3 (longest 00:04:12 on ${N.dmy()})\nlog_db=${N.host('playout')}`, '4,312 local hours (49.2%) — above the 45% key commitment. Three silence events, longest 4m12s.'],
      ['Check the volunteer training records for the Ofcom-required compliance training.', 'Volunteer DB Query', '{"course":"compliance-2025"}', `volunteers_active=63\ncompleted=58\nmissing=[\"R. Abbas\",\"K. Doyle\",\"J. Mwangi\",\"T. Price\",\"L. Hart\"]\nexported ${N.iso()}`, '58 of 63 active presenters completed compliance training; 5 outstanding, listed by name.'],
      ['List the complaints received since the last renewal and how each was resolved.', 'Complaints Inbox Search', '{"label":"complaint","since":"2020-06-01"}', `7 threads\n- 2021-03 swearing pre-watershed: apologised on air, presenter retrained\n- 2023-11 election balance: candidate offered slot\n- 5 x reception issues: referred to transmitter engineer\ncursor=${N.cursor()}`, '7 complaints: 1 language (resolved with on-air apology), 1 election balance (slot offered), 5 reception.'],
    ];
    const K = [];
    const th = ['Ofcom\'s first test is the local-output key commitment, so start with playout hours.', 'Output is fine; next the regulator asks about presenter compliance training.', 'Training gap noted; last section of the form is the complaints history since 2020.'];
    tasks.forEach(([t, tn, ti, to, fa], i) => {
      K.push(llm('LLM Call', { messages: [{ role: 'user', content: 'Current Task: Prepare licence renewal evidence' }] }, `Thought: ${th[i]}\nAction: Delegate work to coworker\nAction Input: {"task": "${t}", "coworker": "Compliance Analyst"}`, { crewai_agent: 'Crew Manager', model: 'gpt-4o' }));
      K.push(agent('Compliance Analyst', { task: t }, fa, [
        llm('LLM Call', { messages: [{ role: 'user', content: t }] }, `Thought: I'll query the records.\nAction: ${tn}\nAction Input: ${ti}`, { model: 'gpt-4o-mini' }),
        tool(tn, ti, to),
        llm('LLM Call', {}, `Final Answer: ${fa}`, { model: 'gpt-4o-mini' }),
      ], { crewai_task_id: N.uuid() }));
    });
    K.push(llm('LLM Call', {}, 'Final Answer: Renewal evidence pack: local output 49.2% (commitment 45%), training 58/63 with 5 named for catch-up before submission, 7 complaints all resolved. Recommend renewing; fix training gaps this month.', { crewai_agent: 'Crew Manager' }));
    return { stagnation: false, goal: 'Prepare the evidence pack for a community radio station\'s licence renewal.', isolates: 'A CrewAI manager delegates three different evidence-gathering tasks to the same Compliance Analyst, each answered with new figures, then writes the pack.',
      root: agent('Crew', { inputs: { station: 'Riverside FM' } }, { raw: 'Renewal evidence pack...' }, K, { process: 'hierarchical', crew_id: N.uuid() }) };
  },
  // 03 bird-ringing station report, OpenAI Agents SDK agents-as-tools
  (N) => {
    const qs = [
      ['Total new birds ringed per month, Aug–Oct.', { Aug: 1204, Sep: 2610, Oct: 1877 }],
      ['Top 5 species by new rings this autumn.', { 'Blackcap': 1102, 'Chiffchaff': 844, 'Goldcrest': 790, 'Reed Warbler': 602, 'Robin': 411 }],
      ['Controls: birds caught here that were ringed elsewhere, with origin.', [{ ring: 'NOS 8K41207', species: 'Goldcrest', ringed: 'Jomfruland, NO', days: 19, km: 1140 }, { ring: 'BLB 13X0921', species: 'Reed Warbler', ringed: 'Zwin, BE', days: 331, km: 420 }]],
      ['Retrap rate for Blackcap and mean weight gain of retraps.', { retraps: 96, rate: '8.7%', mean_gain_g: 1.9, max_gain_g: 4.6 }],
    ];
    const K = [];
    qs.forEach(([q, data], i) => {
      K.push(llm('response', { model: 'gpt-4.1' }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'ringing_data_analyst', arguments: JSON.stringify({ input: q }), call_id: N.callId() }] }, { 'openai.agents.span_type': 'response' }));
      K.push(agent('Ringing Data Analyst', { input: q }, { final_output: JSON.stringify(data) }, [
        llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: 'query_ipmr', arguments: JSON.stringify({ sql_hint: q }) }] }, { 'openai.agents.span_type': 'response' }),
        tool('query_ipmr', { sql_hint: q }, { rows: data, db: 'ipmr_2025.mdb', query_ms: N.ms(30, 400), export_hash: N.sha(12) }, { 'openai.agents.span_type': 'function' }),
      ], { 'openai.agents.span_type': 'agent', as_tool: true }));
    });
    K.push(llm('response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Autumn 2025: 5,691 new birds (peak Sept 2,610). Blackcap led (1,102); retrap rate 8.7% with +1.9 g mean gain. Notable controls: Norwegian Goldcrest after 19 days / 1,140 km, Belgian Reed Warbler.' }] }] }, { 'openai.agents.span_type': 'response' }));
    return { stagnation: false, goal: 'Write the autumn season summary for a bird-ringing observatory.', isolates: 'The coordinator calls the same analyst agent-as-tool four times with different questions, each returning different data, then writes the summary.',
      root: agent('Observatory Coordinator', { input: 'Write the autumn ringing summary.' }, { final_output: 'Autumn 2025: 5,691 new birds...' }, K, { 'openai.agents.span_type': 'agent', trace_id: 'trace_' + N.hex(32), workflow_name: 'season_report' }) };
  },
  // 04 dry-stone wall repairs, Google ADK AgentTool
  (N) => {
    const walls = [
      ['Survey wall segment W-17 (Nab Scar path) from the ranger photos.', { length_m: 22, collapsed_m: 6.5, stone: 'Borrowdale volcanic', through_stones_missing: 4, est_days: 3 }],
      ['Survey wall segment W-22 (Rydal intake).', { length_m: 40, collapsed_m: 2, stone: 'slate', cope_missing_m: 15, est_days: 1.5 }],
      ['Survey wall segment W-31 (Grasmere common boundary, sheepfold).', { length_m: 18, collapsed_m: 11, stone: 'mixed cobble', cripple_hole: 'needs rebuilding', est_days: 4 }],
    ];
    const K = [];
    walls.forEach(([req, r]) => {
      K.push(llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ function_call: { name: 'wall_surveyor', args: { request: req } } }] } }, { 'gcp.vertex.agent.event_id': N.uuid() }));
      K.push(agent('wall_surveyor', { request: req }, { result: JSON.stringify(r) }, [
        tool('execute_tool fetch_ranger_photos', { segment: req.match(/W-\d+/)[0] }, { photos: N.int(3, 9), bucket: 'gs://np-rangers/walls/' + N.hex(8), newest: N.isoLocal('+01:00') }, { 'gen_ai.tool.name': 'fetch_ranger_photos' }),
        llm('call_llm', { model: 'gemini-2.5-flash', parts: ['image/jpeg x' + N.int(3, 9)] }, { content: { role: 'model', parts: [{ text: JSON.stringify(r) }] } }, {}),
      ], { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() }));
    });
    K.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'Repair programme: W-31 first (sheepfold, 11 m down, 4 days, cobble), then W-17 (6.5 m, 4 through-stones, 3 days), then W-22 coping (1.5 days). 8.5 waller-days total.' }] } }, {}));
    return { stagnation: false, goal: 'Prioritise dry-stone wall repairs on three national-park segments after winter storms.', isolates: 'The park agent sends the same surveyor agent three different wall segments, each with distinct damage findings, then ranks the repairs.',
      root: agent('invoke_agent walls_coordinator', { user_content: 'Which walls do we fix first this spring?' }, { final_response: 'Repair programme: W-31 first...' }, K, { app_name: 'np-estates', 'gen_ai.system': 'gcp.vertex.agent' }) };
  },
  // 05 hospital linen laundry throughput, AutoGen SelectorGroupChat
  (N) => {
    const asks = [
      ['What was tunnel washer throughput per hour each day last week?', 'query_scada', { metric: 'tunnel_kg_per_h', days: 7 }, `Mon 612\nTue 598\nWed 441  <- 2h stop: chemical pump fault\nThu 605\nFri 620\nSat 380 (1 shift)\nSun 0\nsource=${N.host('scada')} export ${N.iso()}`],
      ['Which wards returned the most rejected (stained/torn) items?', 'query_rfid', { report: 'rejects_by_ward', days: 7 }, `ward,rejects,rate\nMaternity,412,6.1%\nBurns Unit,288,9.4%\nA&E,201,3.2%\nreader_fw=${N.hex(6)}`],
      ['How many sheets are in circulation versus the par level?', 'query_rfid', { report: 'par_levels', item: 'sheet_single' }, `in_circulation=14,220 par=16,500 shortfall=2,280 lost_30d=${N.int(300, 400)}`],
    ];
    const K = [];
    asks.forEach(([q, fn, args, out]) => {
      K.push(llm('SelectorGroupChat.select_speaker', { candidates: ['ops_lead', 'data_analyst'] }, { selected: 'data_analyst' }, { autogen_event: 'SelectSpeakerEvent' }));
      K.push(llm('ops_lead.on_messages', {}, { source: 'ops_lead', content: q }, { autogen_event: 'TextMessage', models_usage: { prompt_tokens: N.int(500, 1500), completion_tokens: N.int(20, 40) } }));
      K.push(agent('data_analyst', { task: q }, { content: out.split('\n')[0] + ' ...' }, [
        llm('data_analyst.on_messages', { task: q }, { content: [{ id: N.callId(), name: fn, arguments: JSON.stringify(args) }] }, { autogen_event: 'ToolCallRequestEvent' }),
        tool(fn, args, out, { autogen_event: 'ToolCallExecutionEvent' }),
      ], { agent_type: 'AssistantAgent' }));
    });
    K.push(llm('ops_lead.on_messages', {}, { source: 'ops_lead', content: 'Summary: throughput ~600 kg/h except Wed (pump fault, fix PM schedule) and Sat single shift; Burns Unit reject rate 9.4% needs a bag-handling review; sheets 2,280 below par — order 2,500. TERMINATE' }, { autogen_event: 'TextMessage' }));
    return { stagnation: false, goal: 'Review last week\'s hospital laundry performance and recommend actions.', isolates: 'The ops lead asks the same data analyst three different questions, each answered with new data (throughput, rejects, stock), then summarises and terminates.',
      root: agent('SelectorGroupChat', { task: 'Review last week at the laundry.' }, { stop_reason: "Text 'TERMINATE' mentioned" }, K, { autogen_version: '0.4.9' }) };
  },
  // 06 bonsai export phytosanitary, LlamaIndex AgentWorkflow
  (N) => {
    const trees = [
      ['Check import rules for Juniperus chinensis bonsai into Canada.', 'Permitted with CFIA permit; soil must be removed or replaced with sterile medium; pre-export inspection within 14 days; no Gymnosporangium rust.'],
      ['Check import rules for Acer palmatum bonsai into Canada.', 'Permitted; phytosanitary certificate with additional declaration free from Anoplophora glabripennis; bare-root preferred.'],
      ['Check import rules for Pinus parviflora bonsai into Canada.', 'Prohibited from Japan origin without 2-year post-entry quarantine; likely not viable for this shipment.'],
    ];
    const K = [];
    trees.forEach(([q, a]) => {
      K.push(span('workflow_step', 'AgentWorkflow.run_agent_step', { current_agent_name: 'Coordinator' }, { tool_calls: [{ tool_name: 'handoff', tool_kwargs: { to_agent: 'RegsResearcher', reason: q } }] }, [llm('Anthropic.astream_chat', { messages: '[...]' }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [{ name: 'handoff' }] } } }, { model: 'claude-3-5-haiku' })], { metadata: { 'llama_index.step': 'run_agent_step' } }));
      K.push(agent('RegsResearcher', { user_msg: q }, { response: a }, [
        span('retriever', 'VectorIndexRetriever.retrieve', { query_str: q }, { nodes: [{ id: N.uuid(), score: +(0.75 + N.r() * 0.2).toFixed(3), text: a.slice(0, 60) + '…', source: 'D-08-04 CFIA directive p.' + N.int(3, 40) }] }),
        llm('Anthropic.astream_chat', { messages: [{ role: 'user', content: q }] }, { message: { role: 'assistant', content: a } }, { model: 'claude-3-5-haiku' }),
      ], { 'llama_index.agent': 'FunctionAgent' }));
    });
    K.push(llm('Anthropic.astream_chat', {}, { message: { role: 'assistant', content: 'Ship the juniper (bare-root, sterile medium, CFIA permit) and the maple (with the Anoplophora declaration). Hold the Japanese white pine — post-entry quarantine makes it unviable.' } }, {}));
    return { stagnation: false, goal: 'Work out which bonsai species a nursery can export to a Canadian customer and what paperwork each needs.', isolates: 'The coordinator hands the same regulations researcher three different species, each answer differing (permitted with conditions, permitted, prohibited), then decides.',
      root: agent('AgentWorkflow', { user_msg: 'Can we ship the juniper, maple and white pine to the Toronto customer?' }, { response: 'Ship the juniper and the maple...' }, K, { 'llama_index.version': '0.12.20', workflow_id: N.uuid() }) };
  },
];
