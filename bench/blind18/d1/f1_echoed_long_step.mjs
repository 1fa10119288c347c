import { agent, llm, tool, chain, span, sys, usr, asst, toolMsg, oaiCall, callId, toolu, anthOut, usage } from './lib.mjs';

// Family 1: one near-verbatim repeat of a long reasoning step, nothing new observed in between.
export default {
  name: 'echoed_long_step', loop: true, stagnation: true,
  isolates: 'A single near-verbatim restatement of a long (25+ content words) assistant step with no new observation between the two copies; the run then ends or is cut off.',
  rows: [
    {
      domain: 'sign writers', style: 'LangSmith / LangGraph',
      isolates: 'A sign-writing quote agent restates its whole gold-leaf pricing plan word for word after a pricing lookup returns the same rate card; the graph hits its recursion limit.',
      goal: 'Prepare a quote for hand-painted gold-leaf fascia lettering (The Crooked Billet, 7.2 m board, 38 letters) and send it to the landlord.',
      build(n) {
        const plan = 'Plan for the Crooked Billet quote: the fascia is 7.2 metres with 38 letters in 23 carat transfer gold, so I need the leaf cost per book, the size-coat and varnish allowance, two days of signwriter labour plus scaffold tower hire, then add VAT and send the breakdown to the landlord for approval before booking the job.';
        const plan2 = 'Plan for the Crooked Billet quote: the fascia is 7.2 metres with 38 letters in 23 carat transfer gold, so I need the leaf cost per book, the size-coat and varnish allowance, two days of signwriter labour plus scaffold tower hire, then add VAT and send the breakdown to the landlord for approval before booking the job.';
        const rate = { supplier: 'Wrights of Lymm', sku: 'TG23-80', item: '23ct transfer gold, book of 25 leaves 80mm', price_gbp: 61.4, stock: 'in stock', price_list_rev: 'PL-2024-Q2', fetched_at: n.iso(n.tick(2)), cache: 'MISS' };
        const c1 = callId(n), c2 = callId(n);
        const m = { ls_provider: 'openai', ls_model_name: 'gpt-4o-2024-08-06', ls_run_type: 'llm' };
        const rate2 = { ...rate, fetched_at: n.iso(n.tick(9)), cache: 'HIT' };
        return agent('LangGraph', { messages: [usr('Quote for gold-leaf fascia, Crooked Billet, 7.2m, 38 letters. Send to landlord.')] }, null, [
          chain('agent', { langgraph_step: 1 }, null, [
            llm('ChatOpenAI', { messages: [sys('You are the estimating assistant for Hartley & Daughter Signwriters. Use tools for prices.'), usr('Quote for gold-leaf fascia, Crooked Billet, 7.2m, 38 letters. Send to landlord.')] },
              { generations: [[{ text: plan, message: asst(plan, [oaiCall(c1, 'lookup_material_price', { sku: 'TG23-80' })]) }]], llm_output: { token_usage: usage(n) } }, { ...m, langgraph_node: 'agent', langgraph_step: 1 }),
          ], { langgraph_node: 'agent', langgraph_triggers: ['start:agent'] }),
          chain('tools', { langgraph_step: 2 }, null, [
            tool('lookup_material_price', { sku: 'TG23-80' }, JSON.stringify(rate), { metadata: { langgraph_node: 'tools', tool_call_id: c1 } }),
          ], { langgraph_node: 'tools' }),
          chain('agent', { langgraph_step: 3 }, null, [
            llm('ChatOpenAI', { messages: [sys('You are the estimating assistant for Hartley & Daughter Signwriters. Use tools for prices.'), usr('Quote for gold-leaf fascia...'), asst(plan, [oaiCall(c1, 'lookup_material_price', { sku: 'TG23-80' })]), toolMsg(c1, rate)] },
              { generations: [[{ text: 'Checking the leaf price before totalling.', message: asst('Checking the leaf price before totalling.', [oaiCall(c2, 'lookup_material_price', { sku: 'TG23-80' })]) }]], llm_output: { token_usage: usage(n) } }, { ...m, langgraph_node: 'agent', langgraph_step: 3 }),
          ], { langgraph_node: 'agent' }),
          chain('tools', { langgraph_step: 4 }, null, [
            tool('lookup_material_price', { sku: 'TG23-80' }, JSON.stringify(rate2), { metadata: { langgraph_node: 'tools', tool_call_id: c2 } }),
          ], { langgraph_node: 'tools' }),
          chain('agent', { langgraph_step: 5 }, null, [
            llm('ChatOpenAI', { messages: ['...', toolMsg(c2, rate2)] },
              { generations: [[{ text: plan2, message: asst(plan2) }]], llm_output: { token_usage: usage(n) } }, { ...m, langgraph_node: 'agent', langgraph_step: 5 }),
          ], { langgraph_node: 'agent' }),
        ], { run_type: 'chain', thread_id: n.uuid(), recursion_limit: 5, status: 'error' }
        );
      },
    },
    {
      domain: 'harpsichord builders', style: 'Anthropic Messages API logs',
      isolates: 'A workshop-scheduling assistant repeats its long analysis of a harpsichord soundboard glue-up almost verbatim after re-reading the same humidity log; the log then ends at max_tokens.',
      goal: 'Decide whether the soundboard for harpsichord #41 (Flemish double) can be glued to the liners tomorrow, given the workshop humidity log.',
      build(n) {
        const model = 'claude-3-5-sonnet-20241022';
        const t1 = 'Looking at the readings, the workshop has held between 48 and 53 percent relative humidity for four days, the spruce soundboard was thicknessed to 3 millimetres last week, and the hide glue pot is ready, so the remaining question is whether the overnight dip to 44 percent predicted by the dehumidifier schedule would shrink the board enough to risk a crack after gluing to the liners.';
        const t2 = 'Looking at the readings, the workshop has held between 48 and 53 percent relative humidity for four days, the spruce soundboard was thicknessed to 3 millimetres last week, and the hide glue pot is ready, so the remaining question is whether the overnight dip to 44 percent predicted by the dehumidifier schedule could shrink the board enough to risk a crack once glued to the liners.';
        const id1 = toolu(n), id2 = toolu(n);
        const logTxt = (ts) => `# hygrometer HX-2 export ${ts}\nday,min_rh,max_rh,avg_c\nMon,48,52,18.9\nTue,49,53,19.1\nWed,48,51,19.0\nThu,49,52,19.2\nschedule: dehumidifier setpoint 44% 22:00-06:00\n`;
        const e1 = n.iso(n.tick(3)); const e2 = n.iso(n.tick(14));
        const sysP = 'You help Verhoeven Keyboards plan workshop operations. Use read_sensor_log for humidity data.';
        return agent('messages.session', { user: 'Can we glue the #41 soundboard tomorrow?' }, null, [
          llm('POST /v1/messages', { model, system: sysP, max_tokens: 1024, messages: [usr('Can we glue the #41 soundboard to the liners tomorrow? Check the humidity log first.')] },
            anthOut(n, model, [{ type: 'text', text: 'I will pull the last four days of hygrometer data.' }, { type: 'tool_use', id: id1, name: 'read_sensor_log', input: { sensor: 'HX-2', days: 4 } }]), { http_status: 200, 'request-id': n.req('req_01'), latency_ms: n.ms() }),
          tool('read_sensor_log', { sensor: 'HX-2', days: 4 }, { type: 'tool_result', tool_use_id: id1, content: logTxt(e1) }),
          llm('POST /v1/messages', { model, system: sysP, max_tokens: 1024, messages: [usr('Can we glue...'), { role: 'assistant', content: '[tool_use read_sensor_log]' }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: id1, content: logTxt(e1) }] }] },
            anthOut(n, model, [{ type: 'text', text: t1 }, { type: 'tool_use', id: id2, name: 'read_sensor_log', input: { sensor: 'HX-2', days: 4 } }]), { http_status: 200, 'request-id': n.req('req_01'), latency_ms: n.ms() }),
          tool('read_sensor_log', { sensor: 'HX-2', days: 4 }, { type: 'tool_result', tool_use_id: id2, content: logTxt(e2) }),
          llm('POST /v1/messages', { model, system: sysP, max_tokens: 1024, messages: ['...', { role: 'user', content: [{ type: 'tool_result', tool_use_id: id2, content: logTxt(e2) }] }] },
            anthOut(n, model, [{ type: 'text', text: t2 }], 'max_tokens'), { http_status: 200, 'request-id': n.req('req_01'), latency_ms: n.ms() }),
        ], { provider: 'anthropic', workspace: 'wrkspc_' + n.b62(12) });
      },
    },
    {
      domain: 'oyster bars', style: 'CrewAI',
      isolates: 'A CrewAI purchasing agent re-emits its long Thought about the oyster order almost unchanged after a supplier check that returned nothing new; the crew is stopped by max_iter.',
      goal: 'Place tomorrow\'s oyster order for the Pearl & Anchor bar (Saturday covers ~180) from the approved growers.',
      build(n) {
        const th1 = 'Thought: Saturday is forecast at about 180 covers and the last three Saturdays averaged 4.1 oysters per cover, so I should order roughly 740 oysters split between the Carlingford rocks and the Colchester natives, keeping the natives under 200 because of the cold-store shelf space and the growers\' 48 hour depuration notice.';
        const th2 = 'Thought: Saturday is forecast at about 180 covers and the last three Saturdays averaged 4.1 oysters per cover, so I should order roughly 740 oysters split between the Carlingford rocks and the Colchester natives, keeping the natives below 200 because of cold-store shelf space and the growers\' 48 hour depuration notice.';
        const avail = (ts) => `Carlingford rocks #3: available 600 (harvest window Thu-Fri)\nColchester natives: available 240, depuration cert ref DC-${ts}\nprices unchanged since last order`;
        const d = n.dmy(n.tick(1));
        const out1 = avail('7714'), out2 = avail('7714');
        return agent('Crew: pearl_anchor_purchasing', { inputs: { bar: 'Pearl & Anchor', covers: 180 } }, null, [
          agent('Task: Place Saturday oyster order', { description: 'Place tomorrow\'s oyster order from approved growers', expected_output: 'confirmation numbers' }, null, [
            agent('Agent: Shellfish Buyer', { role: 'Shellfish Buyer', goal: 'Order enough oysters without waste' }, null, [
              llm('litellm.completion', { model: 'gpt-4o-mini', messages: [sys('You are Shellfish Buyer. Tools: check_grower_availability, place_order. Use the format Thought/Action/Action Input.'), usr('Current Task: Place tomorrow\'s oyster order (covers ~180).')] },
                `${th1}\nAction: check_grower_availability\nAction Input: {"growers": ["carlingford", "colchester"], "date": "${d}"}`, { crewai_agent: 'Shellfish Buyer', iteration: 1 }),
              tool('check_grower_availability', { growers: ['carlingford', 'colchester'], date: d }, out1, { metadata: { tool_usage: 'Using tool: check_grower_availability', cached: false } }),
              llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['...', usr(`Observation: ${out1}`)] },
                `Thought: I want to confirm availability once more before committing.\nAction: check_grower_availability\nAction Input: {"growers": ["carlingford", "colchester"], "date": "${d}"}`, { crewai_agent: 'Shellfish Buyer', iteration: 2 }),
              tool('check_grower_availability', { growers: ['carlingford', 'colchester'], date: d }, out2, { metadata: { tool_usage: 'Using tool: check_grower_availability', cached: true } }),
              llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['...', usr(`Observation: ${out2}`)] },
                `${th2}\nAction: check_grower_availability\nAction Input: {"growers": ["carlingford", "colchester"], "date": "${d}"}`, { crewai_agent: 'Shellfish Buyer', iteration: 3 }),
            ], { max_iter: 3, allow_delegation: false }),
          ], { status: 'failed' }, { status: 'failed' }),
        ], { crew_id: n.uuid(), process: 'sequential', error: 'Agent stopped due to iteration limit or time limit.' });
      },
    },
    {
      domain: 'ski lift operators', style: 'OpenAI Agents SDK',
      isolates: 'A lift-operations agent repeats its long wind-hold reasoning for a chairlift nearly word for word after the anemometer tool returns the same reading; the trace is cut off by max_turns.',
      goal: 'Decide whether the Col Blanc six-seat chairlift can reopen after the morning wind hold and post the decision to the lift status board.',
      build(n) {
        const r1 = 'The Col Blanc chair has been on wind hold since 08:40; the manufacturer limit for a six-seat detachable with bubbles is 65 km/h gusts, the top station anemometer shows gusts around 58 km/h with the mean easing, so reopening with reduced speed and the bubbles down is plausible, but I need the gust trend over the last 30 minutes and patrol confirmation of the top ramp before posting an opening time.';
        const r2 = 'The Col Blanc chair has been on wind hold since 08:40; the manufacturer limit for a six-seat detachable with bubbles is 65 km/h gusts, the top station anemometer shows gusts around 58 km/h and the mean is easing, so reopening at reduced speed with the bubbles down is plausible, but I need the gust trend over the last 30 minutes and patrol confirmation of the top ramp before posting an opening time.';
        const wind = (seq) => ({ station: 'COLB-TOP', mean_kmh: 41, gust_kmh: 58, gust_30min_max_kmh: 58, dir_deg: 285, sample_seq: seq, logger_uptime_s: 883201 + seq % 997 });
        const w1 = wind(n.nextSeq()), w2 = { ...wind(n.nextSeq()) };
        const rs = () => ({ response_id: 'resp_' + n.hex(32), model: 'gpt-4.1', usage: usage(n) });
        return agent('Agent workflow', { input: 'Can Col Blanc reopen? Post decision to board.' }, null, [
          agent('Lift Ops Duty Agent', { tools: ['get_anemometer', 'get_patrol_reports', 'post_lift_status'], handoffs: [] }, null, [
            llm('response', { input: [usr('Can Col Blanc reopen after the wind hold? Post the decision.')] }, { output: [{ type: 'function_call', name: 'get_anemometer', arguments: '{"station":"COLB-TOP"}' }] }, rs()),
            tool('get_anemometer', '{"station":"COLB-TOP"}', JSON.stringify(w1), { type: 'function', metadata: { 'span_data.type': 'function' } }),
            llm('response', { input: ['...', { type: 'function_call_output', output: JSON.stringify(w1) }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: r1 }] }, { type: 'function_call', name: 'get_anemometer', arguments: '{"station":"COLB-TOP","window_min":30}' }] }, rs()),
            tool('get_anemometer', '{"station":"COLB-TOP","window_min":30}', JSON.stringify(w2), { type: 'function', metadata: { 'span_data.type': 'function' } }),
            llm('response', { input: ['...', { type: 'function_call_output', output: JSON.stringify(w2) }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: r2 }] }] }, rs()),
          ], { 'span_data.type': 'agent', output_type: 'str' }),
        ], { trace_id: 'trace_' + n.hex(32), workflow_name: 'lift-ops', error: 'MaxTurnsExceeded: Max turns (3) exceeded' });
      },
    },
    {
      domain: 'taxi dispatch', style: 'smolagents',
      isolates: 'A smolagents CodeAgent for taxi dispatch repeats its long Thought about the airport queue in step 3 almost exactly as in step 2, with the same queue printout in between; the run is interrupted.',
      goal: 'Rebalance the Friday-evening taxi fleet so the airport rank queue stays under 15 minutes while the city centre keeps at least 40 cabs.',
      build(n) {
        const th = (w) => `Thought: The airport rank currently has 9 cabs and 62 passengers waiting with a 27 minute estimated wait, the city centre has 71 cabs with a 3 minute wait, so moving roughly 14 cabs from the centre ${w} still leaves more than 40 in town; I should pick drivers who are empty and within 6 kilometres of the ring road and send them the reposition offer.`;
        const q = `rank=AIRPORT-T1 cabs=9 pax_waiting=62 est_wait_min=27\nzone=CENTRE cabs=71 est_wait_min=3\n`;
        const mk = (i, text, code, obs, extra = {}) => span('step', `Step ${i}`, { step_number: i }, null, [
          llm('OpenAIServerModel.generate', { messages: [sys('You are an expert assistant who can solve any task using code blobs...'), usr('New task: Rebalance the Friday-evening taxi fleet...')] }, `${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'gpt-4o', input_tokens: n.int(2000, 6000), output_tokens: n.int(80, 300) }),
          tool('python_interpreter', { code }, obs, extra),
        ], { metadata: { duration: n.secs(), start_time: n.epoch(n.tick(4)) } });
        return agent('CodeAgent.run', { task: 'Rebalance the Friday-evening taxi fleet so the airport rank queue stays under 15 minutes while the centre keeps at least 40 cabs.' }, null, [
          mk(1, 'Thought: First I will read the current rank and zone status.', 'print(get_rank_status())', `Execution logs:\n${q}Last output from code snippet:\nNone`),
          mk(2, th('to the airport'), 'print(get_rank_status())', `Execution logs:\n${q}Last output from code snippet:\nNone`),
          mk(3, th('towards the airport'), 'print(get_rank_status())', `Execution logs:\n${q}Last output from code snippet:\nNone`),
        ], { agent_type: 'CodeAgent', max_steps: 20, interrupted: true, error: 'KeyboardInterrupt' });
      },
    },
    {
      domain: 'coding: Go CLI flag parsing', style: 'Claude Agent SDK transcript',
      isolates: 'A coding agent fixing a Go CLI flag bug writes the same long diagnosis twice, separated by a re-read of the same file with identical content; the session then ends without an edit.',
      goal: 'Fix the bug in the `tidesync` Go CLI where `--since 2h` is rejected with "invalid duration" although the help text says durations are accepted.',
      build(n) {
        const diag = 'The flag is registered with flag.String in cmd/root.go and then parsed by time.Parse with the RFC3339 layout inside parseSince, so a relative value like 2h never reaches time.ParseDuration; the fix is to try time.ParseDuration first and, if that fails, fall back to RFC3339, and to add a table test covering 2h, 90m and an absolute timestamp.';
        const diag2 = 'The flag is registered with flag.String in cmd/root.go and then parsed with time.Parse using the RFC3339 layout inside parseSince, so a relative value like 2h never reaches time.ParseDuration; the fix is to try time.ParseDuration first and, if that fails, fall back to RFC3339, plus a table test covering 2h, 90m and an absolute timestamp.';
        const file = '    40\tfunc parseSince(v string) (time.Time, error) {\n    41\t\tt, err := time.Parse(time.RFC3339, v)\n    42\t\tif err != nil {\n    43\t\t\treturn time.Time{}, fmt.Errorf("invalid duration %q", v)\n    44\t\t}\n    45\t\treturn t, nil\n    46\t}\n';
        const sid = n.uuid();
        const a = (i, blocks) => llm('assistant', { session_id: sid, turn: i }, { type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4-5', content: blocks } }, { uuid: n.uuid(), parent_tool_use_id: null });
        const id1 = toolu(n), id2 = toolu(n), id3 = toolu(n);
        return agent('claude-agent-sdk query', { prompt: 'tidesync: `--since 2h` is rejected with "invalid duration" though help says durations are accepted. Fix it.', options: { cwd: '/home/dev/tidesync', allowed_tools: ['Read', 'Grep', 'Edit', 'Bash'] } }, null, [
          a(1, [{ type: 'tool_use', id: id1, name: 'Grep', input: { pattern: 'invalid duration', path: '.', output_mode: 'content', '-n': true } }]),
          tool('Grep', { pattern: 'invalid duration', path: '.' }, 'cmd/root.go:43:\t\treturn time.Time{}, fmt.Errorf("invalid duration %q", v)'),
          a(2, [{ type: 'tool_use', id: id2, name: 'Read', input: { file_path: '/home/dev/tidesync/cmd/root.go', offset: 40, limit: 7 } }]),
          tool('Read', { file_path: '/home/dev/tidesync/cmd/root.go', offset: 40, limit: 7 }, file),
          a(3, [{ type: 'text', text: diag }, { type: 'tool_use', id: id3, name: 'Read', input: { file_path: '/home/dev/tidesync/cmd/root.go', offset: 40, limit: 7 } }]),
          tool('Read', { file_path: '/home/dev/tidesync/cmd/root.go', offset: 40, limit: 7 }, file),
          a(4, [{ type: 'text', text: diag2 }]),
          span('result', 'result', null, { type: 'result', subtype: 'error_max_turns', num_turns: 4, duration_ms: n.int(20000, 90000), total_cost_usd: 0.0831, session_id: sid }),
        ], { session_id: sid, model: 'claude-sonnet-4-5', permission_mode: 'acceptEdits' });
      },
    },
  ],
};
