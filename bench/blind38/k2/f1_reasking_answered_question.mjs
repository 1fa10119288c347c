import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Loop: the agent asks the user (or a human-input tool) the same question in new words,
// gets the same answer every time, and never acts on it.
export default {
  family: 'reasking_answered_question',
  loop: true,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'ice hotel bookings', style: 'OpenAI Agents SDK',
      isolates: 'The booking agent asks the guest four times, each in new words, which ice suite and dates they want, gets "Aurora suite, 14-16 Feb" every time and never calls reserve_suite.',
      goal: 'Book an ice suite at the Jukkasjärvi-style ice hotel for the guest and send the confirmation.',
      build(n) {
        const kids = [];
        const asks = [
          'Before I reserve anything, which of our art suites would you like, and for which nights?',
          'Just to be sure I get this right: could you tell me the name of the suite you prefer and your check-in and check-out dates?',
          'Could you confirm the room you had in mind (we have Aurora, Glacier Hall, Reindeer Dream) and how long you will stay?',
          'I want to avoid booking the wrong thing. Which specific suite and which arrival/departure dates should I hold for you?',
        ];
        const answers = ['Aurora suite, 14 to 16 February, two adults.', 'The Aurora suite please. Arrive 14 Feb, leave 16 Feb.', 'Aurora. 14th-16th Feb. Same as I said.', 'AURORA suite, 14-16 February. Please just book it.'];
        kids.push(tool('fetch_availability', { season: '2025-winter', build: 35 }, { status: 200, headers: { 'x-request-id': n.reqId('av_'), date: n.httpDate() }, body: { suites: [{ name: 'Aurora', nights_free: ['2025-02-14', '2025-02-15'], temp_c: -5, deposit_sek: 4200 }, { name: 'Glacier Hall', nights_free: ['2025-02-15'], temp_c: -6 }, { name: 'Reindeer Dream', nights_free: [] }], snapshot_at: n.iso(), replica: n.host('icebook') } }, { metadata: { span_type: 'function', span_id: 'span_' + n.alnum(24) } }));
        asks.forEach((q, i) => {
          const cid = n.callId();
          kids.push(llm('response', { model: 'gpt-4o-2024-08-06', instructions: 'You are the reservations agent for an ice hotel. Use ask_guest for missing details and reserve_suite to book.', input: [user('Hi, I want to book an ice suite for Valentine\'s weekend.'), ...(i ? [{ type: 'function_call_output', call_id: 'prev', output: answers[i - 1] }] : [])] }, { id: n.reqId('resp_'), output: [{ type: 'function_call', call_id: cid, name: 'ask_guest', arguments: JSON.stringify({ question: q }) }], usage: { input_tokens: n.int(900, 1600) + i * 120, output_tokens: n.int(40, 80) } }, { metadata: { span_type: 'response', span_id: 'span_' + n.alnum(24) } }));
          kids.push(tool('ask_guest', { question: q }, { answer: answers[i], channel: 'web_chat', session: n.uuid(), received_at: n.iso(n.int(8000, 40000)) }, { metadata: { span_type: 'function', call_id: cid } }));
        });
        kids.push(llm('response', { model: 'gpt-4o-2024-08-06', input: [{ type: 'function_call_output', output: answers[3] }] }, { id: n.reqId('resp_'), output: [{ type: 'message', content: [{ type: 'output_text', text: 'Thank you for your patience! To finalise, may I double-check which suite and which nights you would like?' }] }] }, { metadata: { span_type: 'response' } }));
        return agent('Ice Suite Reservations', { input: 'Hi, I want to book an ice suite for Valentine\'s weekend.' }, { final_output: 'Thank you for your patience! To finalise, may I double-check which suite and which nights you would like?', error: 'MaxTurnsExceeded: max_turns=10' }, kids, { metadata: { workflow_name: 'icehotel-frontdesk', trace_id: 'trace_' + n.hex(32), group_id: n.uuid() } });
      },
    },
    {
      id: '02', domain: 'clog makers', style: 'Claude Agent SDK transcript',
      isolates: 'A workshop coding agent asks via AskUserQuestion three differently worded times which wood the new clog CNC profile should default to, gets "poplar" each time, and never edits the config.',
      goal: 'Add a default wood species to the clog-carving CNC profile generator (config/profiles.toml) and regenerate the size 38-46 toolpaths.',
      build(n) {
        const kids = [];
        const sess = n.uuid();
        const read = n.toolu();
        kids.push(llm('assistant', { messages: [user('Add a default wood species to the clog CNC profile generator and regenerate sizes 38-46.')] }, { content: [aText('I\'ll look at the profile config first.'), aUse(read, 'Read', { file_path: '/home/werkplaats/klompen-cnc/config/profiles.toml' })], stop_reason: 'tool_use', usage: { input_tokens: n.int(3000, 5000), output_tokens: 61, cache_read_input_tokens: n.int(10000, 14000) } }, { metadata: { session_id: sess, uuid: n.uuid(), model: 'claude-sonnet-4-5' } }));
        kids.push(tool('Read', { file_path: '/home/werkplaats/klompen-cnc/config/profiles.toml' }, '     1\t[generator]\n     2\tspindle_rpm = 18000\n     3\tfeed_mm_min = 2400\n     4\t# default_species = ?\n     5\t\n     6\t[species.poplar]\n     7\tdensity = 455\n     8\tstepdown_mm = 3.0\n     9\t\n    10\t[species.willow]\n    11\tdensity = 420\n    12\tstepdown_mm = 3.5\n    13\t\n    14\t[species.alder]\n    15\tdensity = 530\n    16\tstepdown_mm = 2.5\n', { metadata: { tool_use_id: read } }));
        const qs = [
          { question: 'Which wood species should be the default for new clog profiles?', header: 'Default wood', options: [{ label: 'Poplar' }, { label: 'Willow' }, { label: 'Alder' }] },
          { question: 'When a customer order doesn\'t specify a timber, what should the generator fall back to?', header: 'Fallback', options: [{ label: 'poplar (455 kg/m3)' }, { label: 'willow (420 kg/m3)' }, { label: 'alder (530 kg/m3)' }] },
          { question: 'To confirm before I touch the config: the species the toolpaths are computed for when none is given is which one?', header: 'Confirm', options: [{ label: 'Poplar' }, { label: 'Willow' }, { label: 'Alder' }, { label: 'Other' }] },
        ];
        const thoughts = ['There are three species sections and no default. I need the user to pick one.', 'The user chose poplar. Stepdown differs a lot between species, so I should make sure this is the fallback they mean and not just the most common order.', 'Poplar again. Density affects the feed rate too, so let me ask one more time in concrete terms before editing.'];
        qs.forEach((q, i) => {
          const id = n.toolu();
          kids.push(llm('assistant', { messages: [{ role: 'user', content: [aRes(i ? 'prev' : read, i ? 'User answered: Poplar' : '(file contents)')] }] }, { content: [aText(thoughts[i]), aUse(id, 'AskUserQuestion', { questions: [q] })], stop_reason: 'tool_use', usage: { input_tokens: n.int(200, 900), output_tokens: n.int(70, 140), cache_read_input_tokens: n.int(14000, 16000) } }, { metadata: { session_id: sess, uuid: n.uuid() } }));
          kids.push(tool('AskUserQuestion', { questions: [q] }, `User has answered your questions: "${q.question}"="${['Poplar', 'poplar (455 kg/m3)', 'Poplar'][i]}". You can now continue with the user's answers in mind.`, { metadata: { tool_use_id: id, duration_ms: n.int(9000, 60000) } }));
        });
        kids.push(llm('assistant', { messages: [{ role: 'user', content: [aRes('prev', 'User answered: Poplar')] }] }, { content: [aText('Thanks. So that I set this up correctly, could you tell me in one word which timber should apply by default when an order leaves the species blank?')], stop_reason: 'end_turn' }, { metadata: { session_id: sess } }));
        kids.push(span('user', 'user', null, 'poplar. I have answered this three times.', [], { metadata: { session_id: sess, timestamp: n.iso() } }));
        kids.push(llm('assistant', { messages: [user('poplar. I have answered this three times.')] }, { content: [aText('Understood, sorry about that. Just to double check that poplar should also apply to the children\'s sizes 22-30, or only 38-46?')], stop_reason: 'end_turn' }, { metadata: { session_id: sess, num_turns: 9 } }));
        return agent('claude-agent-sdk', { prompt: 'Add a default wood species to the clog CNC profile generator and regenerate sizes 38-46.', cwd: '/home/werkplaats/klompen-cnc' }, { subtype: 'error_max_turns', num_turns: 10, total_cost_usd: 0.0931, session_id: sess }, kids, { metadata: { permission_mode: 'default', model: 'claude-sonnet-4-5' } });
      },
    },
    {
      id: '03', domain: 'lava tube tours', style: 'LangGraph (LangSmith runs, interrupt for human input)',
      isolates: 'A LangGraph tour-ops graph interrupts for human input four times with reworded questions about the group size cap for the Kaumana cave slot and receives "12" each time without ever updating the schedule.',
      goal: 'Set the maximum group size for the 10:30 Kaumana lava tube slot after the ranger advisory and republish the booking page.',
      build(n) {
        const kids = [];
        kids.push(tool('get_ranger_advisory', { site: 'kaumana-upper', since: '2025-03-01' }, { advisory_id: 'ADV-' + n.int(2000, 2999), issued: n.usDate(), text: 'Partial ceiling spall near station 4. Groups must be reduced until further notice. Hard hats mandatory. Operator to set cap.', issuer: 'park.ranger.d.kealoha' }, { metadata: { run_id: n.uuid(), ls_run_type: 'tool' } }));
        const qs = ['What should the new maximum group size be for the 10:30 Kaumana slot?', 'How many guests at most may I allow per tour in that slot going forward?', 'Please confirm the headcount limit you want applied to the 10:30 departures.', 'What cap (number of people including children) should the booking engine enforce for Kaumana 10:30?'];
        const ans = ['12', '12 max', '12', 'twelve, including kids'];
        qs.forEach((q, i) => {
          kids.push(llm('ChatAnthropic', { messages: [[sys('You run tour operations. Use human_review to get decisions you cannot make.'), user('Ranger advisory came in for Kaumana. Sort the 10:30 slot.'), ...(i ? [{ role: 'tool', content: ans[i - 1] }] : [])]] }, { generations: [[{ text: '', message: { content: [{ type: 'tool_use', name: 'human_review', input: { question: q } }] } }]], llm_output: { usage: { input_tokens: n.int(700, 1400), output_tokens: n.int(30, 60) } } }, { metadata: { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-20241022', langgraph_node: 'agent', langgraph_step: 2 * i + 1, run_id: n.uuid() } }));
          kids.push(chain('human_review', { question: q }, { resume: ans[i] }, [], { metadata: { langgraph_node: 'human_review', langgraph_step: 2 * i + 2, interrupt_id: n.hex(32), checkpoint_ns: 'human_review:' + n.uuid(), resumed_at: n.iso(n.int(30000, 200000)) } }));
        });
        kids.push(llm('ChatAnthropic', { messages: [[{ role: 'tool', content: 'twelve, including kids' }]] }, { generations: [[{ text: 'Got it. Before I change anything, is the limit meant per guide or per departure?' }]] }, { metadata: { langgraph_node: 'agent', langgraph_step: 9 } }));
        return chain('LangGraph', { messages: [user('Ranger advisory came in for Kaumana. Sort the 10:30 slot.')] }, null, kids, { type: 'agent', error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.', metadata: { thread_id: n.uuid(), ls_run_type: 'chain', revision_id: n.sha(7) } });
      },
    },
    {
      id: '04', domain: 'mariachi band bookings', style: 'AutoGen AgentChat (UserProxyAgent)',
      isolates: 'An AutoGen assistant asks the UserProxy three times, in different phrasings, whether the quinceañera booking wants 5 or 8 musicians, always gets "8 with the harp", and never calls create_booking.',
      goal: 'Create the booking for a mariachi set at a quinceañera on 7 June (venue Salón Las Palmas) and email the deposit invoice.',
      build(n) {
        const kids = [];
        kids.push(span('message', 'TextMessage', { source: 'user' }, { source: 'user', content: 'Book mariachi for my daughter\'s quinceañera, June 7, Salón Las Palmas, 7pm to 9pm. We want the big group with the harp.', models_usage: null }, [], { metadata: { created_at: n.iso() } }));
        kids.push(tool('check_band_calendar', { date: '2025-06-07', start: '19:00', end: '21:00' }, '[{"ensemble":"Mariachi Sol de Jalisco (5)","free":true,"rate_usd":850},{"ensemble":"Mariachi Sol de Jalisco + harpa (8)","free":true,"rate_usd":1450},{"ensemble":"Trio Romántico (3)","free":false}] (cache=MISS, served_by=' + n.host('cal') + ')', { metadata: { call_id: n.callId(), is_error: false } }));
        const asks = ['Do you want the 5-piece or the 8-piece ensemble for the event?', 'Just to make sure: how many musicians should I book, five or eight?', 'Quick confirmation before I lock the date: is it the larger group (with harp) or the standard group you prefer?'];
        const replies = ['8, the one with the harp.', 'Eight. With the harp.', 'The big one, 8 musicians with harp, like I said.'];
        asks.forEach((a, i) => {
          kids.push(llm('OpenAIChatCompletionClient.create', { messages: [sys('You are a booking assistant for a mariachi agency.'), user(i ? replies[i - 1] : 'Book mariachi...')] }, { finish_reason: 'stop', content: a, usage: { prompt_tokens: n.int(600, 1100), completion_tokens: n.int(15, 30) }, cached: false }, { metadata: { agent: 'booking_assistant', model: 'gpt-4o-mini' } }));
          kids.push(span('agent', 'user_proxy', { request: a }, { source: 'user_proxy', content: replies[i], type: 'TextMessage' }, [], { metadata: { input_func: 'console_input', waited_s: n.int(12, 95) } }));
        });
        kids.push(llm('OpenAIChatCompletionClient.create', { messages: [user(replies[2])] }, { finish_reason: 'stop', content: 'Thanks! And to confirm the size of the group you want at Salón Las Palmas, shall I put you down for eight players?' }, { metadata: { agent: 'booking_assistant' } }));
        return agent('RoundRobinGroupChat', { task: 'Book mariachi for my daughter\'s quinceañera, June 7, Salón Las Palmas.' }, { stop_reason: 'Maximum number of messages 10 reached, current message count: 10' }, kids, { metadata: { participants: ['booking_assistant', 'user_proxy'], team_id: n.uuid() } });
      },
    },
    {
      id: '05', domain: 'Elixir Phoenix app for a community seed-swap (coding)', style: 'OpenHands event stream',
      isolates: 'An OpenHands agent asks the user through MessageAction three times in different words whether to keep or drop the legacy swaps table in an Ecto migration, gets "drop it" each time, and never writes the migration.',
      goal: 'Write an Ecto migration that replaces the legacy `swaps` table with `swap_offers`, and make `mix test` pass.',
      build(n) {
        const kids = [];
        kids.push(tool('CmdRunAction', { command: 'cd /workspace/seedswap && ls priv/repo/migrations && mix ecto.migrations' }, { content: '20230411101502_create_swaps.exs\n20230412093011_add_packet_weight.exs\n20240102150000_create_swap_offers.exs\n\nRepo: Seedswap.Repo\n\n  Status    Migration ID    Migration Name\n--------------------------------------------------\n  up        20230411101502  create_swaps\n  up        20230412093011  add_packet_weight\n  up        20240102150000  create_swap_offers\n', exit_code: 0, observation: 'run', hostname: 'runtime-' + n.hex(12), duration: n.dur(1500, 6000) }, { metadata: { id: n.int(5, 9), source: 'agent' } }));
        const msgs = [
          'The legacy `swaps` table still has 1,284 rows in dev. Should the migration drop it, or keep it around alongside `swap_offers`?',
          'Do you want me to delete the old `swaps` table as part of this change, or leave it in place?',
          'Before writing the migration: is removing `swaps` entirely acceptable, or do you need its data preserved somewhere?',
        ];
        const reply = ['drop it, data was copied to swap_offers in January', 'Drop it.', 'drop it. it is already migrated.'];
        msgs.forEach((m, i) => {
          kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: i ? reply[i - 1] : 'Write the migration...' }] }, { choices: [{ message: { role: 'assistant', content: m } }], usage: { prompt_tokens: n.int(7000, 9000), completion_tokens: n.int(30, 70) } }, { metadata: { response_id: n.reqId('chatcmpl-'), latency_s: n.dur(900, 3000) } }));
          kids.push(span('message', 'MessageAction', { content: m, wait_for_response: true }, { observation: 'user_message', content: reply[i], timestamp: n.iso(n.int(20000, 90000)) }, [], { metadata: { id: 10 + 2 * i } }));
        });
        kids.push(llm('litellm.completion', { messages: [{ role: 'user', content: reply[2] }] }, { choices: [{ message: { role: 'assistant', content: 'OK. One last check so I don\'t lose anything: the `swaps` rows are safe to discard, right?' } }] }, {}));
        kids.push(span('observation', 'AgentStateChangedObservation', null, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30' }, [], { metadata: { timestamp: n.iso() } }));
        return agent('CodeActAgent', { task: 'Write an Ecto migration that replaces the legacy swaps table with swap_offers and make mix test pass.' }, { final_state: 'error', iterations: 30, git_patch: '' }, kids, { metadata: { runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.' + n.int(20, 40) + '-nikolaik', conversation_id: n.hex(32) } });
      },
    },
    {
      id: '06', domain: 'bridge club (card game) tournament directing', style: 'Mastra (agent.generate spans with suspend/resume workflow step)',
      isolates: 'A Mastra workflow step suspends four times to ask the tournament director, each time phrased differently, which movement to use for 11 tables, always gets "Howell" back, and never seeds the pairs.',
      goal: 'Set up the Thursday duplicate bridge session: choose the movement for 11 tables and seed the pairs into the scoring software.',
      build(n) {
        const kids = [];
        kids.push(tool('getEntries', { sessionId: 'thu-' + n.int(100, 999) }, { pairs: 22, tables: 11, late_entries: 0, fetched: n.logTs(), source: 'bridgewebs-export.csv', rows_md5: n.hex(32) }, { metadata: { 'mastra.tool.id': 'getEntries' } }));
        const qs = ['With 11 tables, would you like a Mitchell or a Howell movement tonight?', 'Which movement should the scorer use: arrow-switched Mitchell, or a Howell with everyone meeting everyone?', 'For 22 pairs do you prefer pairs to stay N-S/E-W (Mitchell) or to move around all seats (Howell)?', 'Let me confirm the movement choice once more for the scoring file: Mitchell or Howell?'];
        qs.forEach((q, i) => {
          kids.push(llm('agent.generate', { messages: [{ role: 'user', content: i ? 'Howell.' : 'Set up Thursday\'s session.' }] }, { text: q, finishReason: 'stop', usage: { promptTokens: n.int(400, 900), completionTokens: n.int(20, 40) } }, { metadata: { 'mastra.agent': 'tdAssistant', model: 'openai/gpt-4.1-mini', runId: n.uuid() } }));
          kids.push(chain('workflow.step.askDirector', { suspendPayload: { question: q } }, { status: 'resumed', resumeData: { answer: i === 2 ? 'Howell, they should meet everyone' : 'Howell' }, resumedAt: n.epochMs(n.int(20000, 80000)) }, [], { type: 'workflow_step', metadata: { stepId: 'askDirector', snapshotId: n.ulid() } }));
        });
        kids.push(llm('agent.generate', { messages: [{ role: 'user', content: 'Howell' }] }, { text: 'Thanks. Before I seed the pairs, can you just confirm whether it is a Howell or a Mitchell you want?', finishReason: 'stop' }, { metadata: { 'mastra.agent': 'tdAssistant' } }));
        return agent('workflow.bridgeSessionSetup', { triggerData: { session: 'Thursday duplicate', tables: 11 } }, { status: 'failed', error: 'Workflow step limit (maxSteps=10) exceeded' }, kids, { metadata: { workflowId: 'bridgeSessionSetup', runId: n.uuid() } });
      },
    },
  ],
};
