import { agent, llm, tool, chain, span, sys, usr, asst, tc } from './lib.mjs';
// Loop: A, B, A, B ... each check in a state returns what it returned last time in that state.
export default {
  family: 'two_state_flipflop', loop: true, stagnation: true,
  rows: [
    { domain: 'greenhouse misting-controller firmware', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'Coding agent switches between branches main and fix/mist-debounce, running the same test each time, which fails identically on each branch, through two full cycles.',
      goal: 'Find out why test_mist_valve_debounce fails in the misting-controller firmware and fix it.',
      build: (N) => {
        const kids = [];
        const res = {
          main: 'FAILED tests/test_valve.py::test_mist_valve_debounce - AssertionError: valve toggled 3 times in 200ms window (expected <=1)\n1 failed, 41 passed in ',
          'fix/mist-debounce': 'ERROR tests/test_valve.py - ImportError: cannot import name \'DebounceTimer\' from \'mistctl.timing\'\n1 error, 0 passed in ',
        };
        const think = { main: 'The test fails on main. Let me check whether the fix branch fixes it.', 'fix/mist-debounce': 'The fix branch does not even import. Let me go back to main and check the failure there.' };
        for (const b of ['main', 'fix/mist-debounce', 'main', 'fix/mist-debounce', 'main']) {
          kids.push(llm('chat gpt-4.1', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Fix test_mist_valve_debounce' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: think[b === 'main' ? 'fix/mist-debounce' : 'main'] }, { type: 'tool_call', name: 'shell', arguments: { cmd: `git checkout ${b} && pytest -q tests/test_valve.py` } }], finish_reason: 'tool_call' }] }, { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': N.int(3000, 9000), 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }));
          kids.push(tool('execute_tool shell', { 'gen_ai.tool.name': 'shell', 'gen_ai.tool.call.arguments': { cmd: `git checkout ${b} && pytest -q tests/test_valve.py` } }, `Switched to branch '${b}'\n${res[b]}${(N.int(80, 190) / 100).toFixed(2)}s`, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': 'call_' + N.b62(20) }, 'exit code 1'));
        }
        return agent('invoke_agent firmware-dev', { 'gen_ai.operation.name': 'invoke_agent', task: 'Fix test_mist_valve_debounce' }, null, kids, { 'gen_ai.agent.name': 'firmware-dev', 'gen_ai.conversation.id': N.uuid(), 'service.name': 'agent-runner' });
      } },
    { domain: 'antique map auction browsing', style: 'Claude Agent SDK transcript',
      isolates: 'Browser agent toggles the "Include reproductions" filter on and off on an auction site; the on state always shows 212 lots of facsimiles, the off state always 0 lots, for two full cycles.',
      goal: 'Find an original 17th-century Blaeu map of Cumberland under £900 in the Dominic Winter current sale.',
      build: (N) => {
        const kids = [];
        const page = { off: `<div class="results-count">0 lots match</div><p class="empty">No lots match "Blaeu Cumberland" with your filters.</p><!-- cache ${N.hex(8)} -->`, on: `<div class="results-count">212 lots match</div><ul class="lots"><li>Lot 88 · Blaeu, Cumbria (facsimile, 1970s) · est £40-60</li><li>Lot 91 · After Blaeu, Cumberland (reproduction) · est £30-50</li>…</ul>` };
        for (const st of ['on', 'off', 'on', 'off']) {
          const uid = N.uuid();
          kids.push(llm('assistant', { type: 'assistant', parentUuid: N.uuid() }, { type: 'assistant', message: { model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text: st === 'on' ? 'No results with reproductions excluded. Let me include reproductions to see more lots.' : 'Those are all reproductions. Let me exclude reproductions again to find originals.' }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'mcp__browser__click', input: { selector: '#filter-repro', note: st } }] } }, { uuid: uid, sessionId: 'sess-' + N.hex(8), timestamp: N.iso() }));
          kids.push(tool('mcp__browser__click', { selector: '#filter-repro' }, { type: 'user', message: { content: [{ type: 'tool_result', content: `Clicked. URL: https://auctions.example/sale/${N.int(700, 799)}?q=blaeu+cumberland&repro=${st === 'on' ? 1 : 0}&_=${N.epochMs()}\n${page[st]}` }] } }, { uuid: N.uuid(), timestamp: N.iso(), toolUseResult: { durationMs: N.ms() } }));
        }
        kids.push(llm('assistant', {}, { type: 'assistant', message: { content: [{ type: 'text', text: 'No results with reproductions excluded. Let me include reproductions to see more lots.' }] } }, { timestamp: N.iso() }));
        return agent('claude-agent-sdk session', { type: 'user', message: { content: 'Find an original Blaeu Cumberland map under £900 in the current sale.' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 9, total_cost_usd: 0.41 }, kids, { session_id: N.uuid(), cwd: '/home/agent', permissionMode: 'default' });
      } },
    { domain: 'studio pottery kiln firing', style: 'AutoGen / AG2',
      isolates: 'AutoGen assistant alternates the kiln controller\'s ramp-2 rate between 150 °C/h and 60 °C/h, simulating each time, and each simulation returns exactly its previous verdict, for two full cycles.',
      goal: 'Pick a glaze firing schedule for the celadon test tiles so the simulator predicts no crazing and no pinholing.',
      build: (N) => {
        const kids = [];
        const sim = { 150: 'SIM RESULT ramp2=150C/h: pinholing risk HIGH (outgassing window 7 min) | crazing LOW | cone 10 reached 9h12m', 60: 'SIM RESULT ramp2=60C/h: pinholing risk LOW | crazing HIGH (cooling stress 41 MPa) | cone 10 reached 13h40m' };
        for (const v of [60, 150, 60, 150]) {
          kids.push(llm('kiln_assistant', { messages: [{ role: 'user', content: 'Find a celadon schedule with no crazing and no pinholing.', name: 'user_proxy' }] }, { content: v === 60 ? 'Pinholing is high at 150°C/h. I will slow ramp 2 to 60°C/h.' : 'Crazing is high at 60°C/h. I will go back to 150°C/h for ramp 2.', tool_calls: [{ id: 'call_' + N.b62(20), function: { name: 'set_and_simulate', arguments: `{"segment":2,"rate_c_per_h":${v}}` } }] }, { 'autogen.event': 'LLMCall', model: 'gpt-4o', cost: N.int(20, 90) / 10000 }));
          kids.push(tool('set_and_simulate', `{"segment":2,"rate_c_per_h":${v}}`, `${sim[v]}\ncontroller=Bartlett Genesis fw 4.${N.int(10, 40)} sim_id=${N.hex(10)} elapsed=${N.dur()}`, { 'autogen.event': 'ToolCallExecutionEvent', executor: 'user_proxy' }));
        }
        return agent('GroupChat(kiln)', { initiator: 'user_proxy', message: 'Find a celadon schedule with no crazing and no pinholing.' }, { summary: 'Crazing is high at 60°C/h. I will go back to 150°C/h for ramp 2.', termination: 'max_turns=8' }, kids, { ag2_version: '0.7.4', chat_id: N.int(1e8, 9e8) });
      } },
    { domain: 'dog-sled tour routing', style: 'Mastra',
      isolates: 'Mastra workflow agent swaps the afternoon tour between the Lake Inari trail and the Kaamanen ridge trail, re-checking the same trail-condition API, which returns the same closure/length verdicts each time.',
      goal: 'Plan a 3-hour afternoon husky tour for a family of five from the Inari kennel with trails that are open today.',
      build: (N) => {
        const kids = [];
        const cond = { lake: { trail: 'Lake Inari ice loop', status: 'CLOSED', reason: 'ice thickness 18 cm < 25 cm minimum', measured: N.eu() }, ridge: { trail: 'Kaamanen ridge', status: 'OPEN', duration_h: 5.5, note: 'too long for 3h slot' } };
        for (const t of ['ridge', 'lake', 'ridge', 'lake']) {
          kids.push(llm('agent.generate', { messages: [{ role: 'user', content: 'Family of 5, 3h afternoon tour, open trails only.' }] }, { text: t === 'lake' ? 'Ridge is too long; switch back to the lake loop.' : 'The lake loop is closed; switch to the ridge trail.', toolCalls: [{ toolName: 'trailConditions', args: { trail: t } }] }, { 'mastra.span': 'llm_generation', model: 'openai/gpt-4o-mini', runId: N.uuid() }));
          kids.push(tool('trailConditions', { trail: t }, { ...cond[t], checkedAt: N.iso(), source: 'metsahallitus-feed', seq: N.int(1, 99999) }, { 'mastra.span': 'tool_call' }));
        }
        return agent('tourPlannerAgent', { message: 'Family of 5, 3h afternoon husky tour.' }, { text: 'Ridge is too long; switch back to the lake loop.', finishReason: 'max-steps' }, kids, { 'mastra.span': 'agent_run', maxSteps: 8, resourceId: 'kennel-inari' });
      } },
    { domain: 'choir music library', style: 'LlamaIndex',
      isolates: 'LlamaIndex agent flips between the "Loans" and "Holdings" sheets of the choir library workbook; each sheet read returns exactly the same rows as last time, two full cycles.',
      goal: 'Find out whether the choir has 40 copies of Stanford\'s Magnificat in G free for the Advent concert.',
      build: (N) => {
        const kids = [];
        const sheet = { Holdings: 'row 212: Stanford | Magnificat & Nunc Dimittis in G | Novello | copies: 36 | shelf C4', Loans: 'row 58: Stanford Mag in G | 12 copies | borrowed by St Aidan\'s | due 2024-11-30\nrow 61: Stanford Mag in G | 4 copies | borrowed by Cathedral Youth | due (blank)' };
        for (const s of ['Holdings', 'Loans', 'Holdings', 'Loans']) {
          kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: 'Do we have 40 free copies of Stanford in G?' }] }, { message: { role: 'assistant', content: `Thought: I need to check the ${s} sheet to count copies.\nAction: read_sheet\nAction Input: {"sheet": "${s}", "query": "Stanford in G"}` } }, { 'llamaindex.event': 'LLMChatEndEvent', span_id: `OpenAI.chat-${N.uuid()}` }));
          kids.push(tool('read_sheet', { sheet: s, query: 'Stanford in G' }, `${sheet[s]}\n(workbook choir_library.xlsx, revision ${N.int(300, 309)}, read ${N.dur()})`, { 'llamaindex.event': 'FunctionToolCall', span_id: `FunctionTool.call-${N.uuid()}` }));
        }
        return agent('ReActAgent.run', { input: 'Do we have 40 free copies of Stanford in G for Advent?' }, null, kids, { 'llamaindex.span': 'ReActAgent', error: 'WorkflowTimeoutError: Operation timed out after 60.0 seconds' });
      } },
    { domain: 'tide-gauge data QA', style: 'plain message-level trace',
      isolates: 'Data agent toggles the session timezone between UTC and Europe/Dublin before re-running the same tide-peak query, which returns the same two answers alternately, two full cycles.',
      goal: 'Find the time of the highest recorded water level at the Howth tide gauge during Storm Ashley (20 Oct 2024).',
      build: (N) => {
        const kids = [];
        const out = { UTC: 'tz=UTC\n ts                  | level_m\n 2024-10-20 22:15:00 | 3.12\n(1 row)\nTime: ', 'Europe/Dublin': 'tz=Europe/Dublin\n ts                  | level_m\n 2024-10-20 23:15:00 | 3.12\n(1 row)\nTime: ' };
        for (const tz of ['Europe/Dublin', 'UTC', 'Europe/Dublin', 'UTC']) {
          kids.push(llm('chat.completions', { messages: [usr('When was the peak at Howth during Storm Ashley?')] }, asst(tz === 'UTC' ? 'That is local time; I should check it in UTC.' : 'That is UTC; I should check it in local time.', [tc(N, 'sql', { query: `SET TIME ZONE '${tz}'; SELECT ts, level_m FROM gauge_readings WHERE station='HOWTH' AND ts::date='2024-10-20' ORDER BY level_m DESC LIMIT 1;` })]), { model: 'gpt-4o', id: 'chatcmpl-' + N.b62(29) }));
          kids.push(tool('sql', { query: `SET TIME ZONE '${tz}'; SELECT ...` }, out[tz] + `${N.int(40, 400)}.${N.int(100, 999)} ms`, { tool_call_id: 'call_' + N.b62(24) }));
        }
        return agent('session', { user: 'When was the peak at Howth during Storm Ashley?' }, null, kids, { recorder: 'message-log', conversation_id: N.uuid() });
      } },
  ],
};
