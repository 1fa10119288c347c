// Loop: oscillates A,B,A,B; each check in a state returns what it returned last time in that state.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'two_state_flipflop';
export const loop = true;
export const scenarios = [
  // 01 seed-bank germination chamber photoperiod, Google ADK
  (N) => {
    const goal = 'Germination of Primula scotica lot PS-' + N.int(20, 99) + ' is stalled at 8%; adjust chamber GC-4 so the lot reaches 50% in the protocol window.';
    const kids = [];
    const states = [['16h', 'Long-day may trigger germination; switching to 16h.'], ['12h', 'No improvement; reverting to 12h neutral photoperiod.'], ['16h', 'Still 8%. Let me try the long-day 16h setting.'], ['12h', 'Long day did nothing; back to 12h.'], ['16h', 'Trying 16h once more.']];
    for (const [p, thought] of states) {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: goal }] }] }) },
        { 'gcp.vertex.agent.llm_response': { content: { parts: [{ text: thought }, { function_call: { name: 'set_photoperiod', args: { chamber: 'GC-4', light_hours: p } } }] } } }, { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() }));
      kids.push(tool('execute_tool set_photoperiod', { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ chamber: 'GC-4', light_hours: p }) }, { 'gcp.vertex.agent.tool_response': { ok: true, applied_at: N.isoNoMs(), controller: 'Conviron-A1000', fw: '4.2.' + N.int(1, 9) } }));
      kids.push(tool('execute_tool read_germination', { 'gcp.vertex.agent.tool_call_args': '{"lot":"PS"}' }, { 'gcp.vertex.agent.tool_response': { germinated: p === '16h' ? 6 : 6, sown: 75, pct: 8.0, note: 'count by image classifier', image_batch: 'img_' + N.hex(10), chamber_temp_c: 15 + N.int(0, 1) / 10 } }));
    }
    return { isolates: 'ADK agent toggles chamber photoperiod 16h, 12h, 16h, 12h, 16h; every germination read-out stays 6/75 and nothing else is tried.', stagnation: false, goal,
      root: agent('invoke_agent seedbank_agent', { user_content: goal }, { final: null, end_of_agent: false }, kids, { 'gcp.vertex.agent.session_id': N.uuid(), app_name: 'seedbank' }) };
  },
  // 02 choir website build, OpenHands, git branches
  (N) => {
    const goal = 'The choir website build fails on CI with "Cannot find module ./concerts.json". Fix it and push.';
    const kids = [];
    const thought = 'The file may only exist on the other branch. Let me switch and rebuild.';
    const branches = ['main', 'spring-season', 'main', 'spring-season'];
    for (const b of branches) {
      kids.push(llm('LLM completion', { messages: [{ role: 'user', content: goal }] }, { content: thought, tool_calls: [tc('toolu_' + N.b62(20), 'execute_bash', { command: `git checkout ${b} && npm run build` })] }, { model: 'anthropic/claude-3-5-sonnet-20241022', agent: 'CodeActAgent' }));
      const ok = b === 'main' ? `Switched to branch 'main'\n> choir-site@1.4.0 build\n> eleventy\n[11ty] Problem writing Eleventy templates:\nError: Cannot find module './concerts.json'\n[11ty] Wrote 0 files in ${(N.int(300, 900) / 1000).toFixed(2)} seconds (v2.0.1)` : `Switched to branch 'spring-season'\n> choir-site@1.4.0 build\n> eleventy\n[11ty] Copied 12 files / Wrote 31 files in ${(N.int(300, 900) / 1000).toFixed(2)} seconds (v2.0.1)\nnote: branch is 14 commits behind origin/main`;
      kids.push(tool('CmdRunAction', { command: `git checkout ${b} && npm run build`, is_input: false }, { content: ok, exit_code: b === 'main' ? 1 : 0, metadata: { pid: N.pid(), working_dir: '/workspace/choir-site', prefix: '', suffix: `\n[Python interpreter: /openhands/poetry/openhands-ai-${N.hex(5)}-py3.12/bin/python]` } }, { observation: 'run' }, b === 'main' ? 'exit code 1' : undefined));
    }
    return { isolates: 'OpenHands agent flips between main (build fails) and spring-season (builds but is behind) twice with the same thought and never fixes main.', stagnation: true, goal,
      root: agent('CodeActAgent', { task: goal }, { agent_state: 'ERROR', reason: 'Agent reached maximum iteration in headless mode' }, kids, { sid: N.uuid(), max_iterations: 8 }) };
  },
  // 03 interlibrary-loan catalogue filter tab, LlamaIndex browser tool agent
  (N) => {
    const goal = 'Find an interlibrary-loan copy of "The Herring Fisheries of Shetland, 1880-1914" and request it for branch KW.';
    const kids = [];
    const tabs = ['available', 'all', 'available', 'all', 'available'];
    const outs = { available: `<div class="results"><p class="count">0 results</p><p>Try widening your filter.</p></div><!-- render ${N.int(20, 80)}ms node=opac-${N.int(1, 4)} -->`, all: `<div class="results"><p class="count">1 result</p><li data-bib="b${N.int(1000000, 9999999)}">The herring fisheries of Shetland... <span class="status">On loan - due ${N.ymd()}</span></li></div>` };
    tabs.forEach((t, i) => {
      kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: goal }] }, { message: { role: 'assistant', content: i % 2 ? 'Switching to all holdings to see whether any copy exists.' : 'I should filter to available copies so I can request one.', tool_calls: [tc('call_' + N.b62(20), 'set_catalog_filter', { tab: t })] } }, { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o-mini' }));
      kids.push(tool('FunctionTool.call', { tool_name: 'set_catalog_filter', kwargs: { tab: t } }, { raw_output: outs[t], is_error: false, fetched: N.http() }, { 'llama_index.event': 'AgentToolCallEvent' }));
    });
    return { isolates: 'The agent alternates the OPAC filter between available (0 results) and all (1 copy on loan) five times; each tab shows the same page as before.', stagnation: true, goal,
      root: agent('FunctionAgent.run', { user_msg: goal }, { response: 'Max iterations reached', sources: [] }, kids, { 'llama_index.workflow': 'AgentWorkflow', run_id: N.uuid() }) };
  },
  // 04 glass annealing lehr profile, Semantic Kernel
  (N) => {
    const goal = 'Set the annealing profile for 8 mm borosilicate tubing on lehr L2 so the polariscope strain check passes.';
    const kids = [];
    const profiles = ['BORO-STD-560', 'BORO-SLOW-545', 'BORO-STD-560', 'BORO-SLOW-545'];
    profiles.forEach((p, i) => {
      kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: goal }]) }, { 'gen_ai.completion': JSON.stringify([{ role: 'assistant', tool_calls: [{ function: { name: 'Lehr-set_profile', arguments: JSON.stringify({ lehr: 'L2', profile: p }) } }] }]) }, { 'gen_ai.operation.name': 'chat.completions', 'gen_ai.request.model': 'gpt-4o' }));
      kids.push(tool('Lehr-set_profile', { 'sk.function.parameters': { lehr: 'L2', profile: p } }, { 'sk.function.result': `OK profile=${p} loaded seq#${N.int(100, 999)} ${N.isoNoMs()}` }, { 'sk.plugin': 'Lehr' }));
      kids.push(tool('QA-polariscope_check', { 'sk.function.parameters': { sample: 'tube-8mm' } }, { 'sk.function.result': p === 'BORO-STD-560' ? { retardation_nm_per_cm: 41, limit: 20, pass: false, operator_station: 'QA-' + N.int(1, 3) } : { retardation_nm_per_cm: 27, limit: 20, pass: false, operator_station: 'QA-' + N.int(1, 3) } }, { 'sk.plugin': 'QA' }, 'strain above limit'));
    });
    return { isolates: 'Semantic Kernel auto function calling alternates between two lehr profiles; each check gives 41 nm/cm or 27 nm/cm as before, and neither passes.', stagnation: false, goal,
      root: agent('AutoFunctionInvocationLoop', { goal }, { result: 'Maximum auto invoke attempts reached (10)' }, kids, { 'sk.kernel.id': N.uuid(), 'service.name': 'glassworks-sk' }) };
  },
  // 05 orchard frost-fan data, Langfuse
  (N) => {
    const goal = 'Explain why frost fan F-12 logs show it running 02:00-05:00 on a night the frost alarm only fired at 04:10.';
    const kids = [];
    const tzs = ['UTC', 'Pacific/Auckland', 'UTC', 'Pacific/Auckland'];
    tzs.forEach((tz, i) => {
      kids.push(llm('generation', { model: 'gpt-4o', input: [{ role: 'user', content: goal }] }, { role: 'assistant', content: tz === 'UTC' ? 'Maybe the fan log is in local time; re-query in UTC to compare.' : 'Maybe the alarm log is in UTC; convert fan log to NZ time.', tool_calls: [{ name: 'query_sql', arguments: JSON.stringify({ sql: `SELECT ts AT TIME ZONE '${tz}', state FROM fan_log WHERE fan='F-12' AND night='${N.ymd()}'` }) }] }, { langfuse_type: 'GENERATION', observation_id: N.uuid(), usage: { input: N.int(800, 1200), output: N.int(60, 90) } }));
      kids.push(tool('span:query_sql', { tz }, tz === 'UTC' ? { rows: [['13:00', 'ON'], ['16:00', 'OFF']], rowcount: 2, elapsed_ms: N.ms(), warehouse: 'duck-' + N.hex(4) } : { rows: [['02:00', 'ON'], ['05:00', 'OFF']], rowcount: 2, elapsed_ms: N.ms(), warehouse: 'duck-' + N.hex(4) }, { langfuse_type: 'SPAN' }));
    });
    return { isolates: 'Agent re-queries the fan log alternating UTC and Pacific/Auckland; each query gives the same two rows as before, and the alarm table is never read.', stagnation: false, goal,
      root: agent('trace: frost-fan-analyst', { input: goal }, { output: null, level: 'WARNING', statusMessage: 'max_iterations' }, kids, { langfuse_trace_id: N.hex(32), tags: ['orchard', 'ops'], release: 'v' + N.int(1, 3) + '.' + N.int(0, 9) }) };
  },
  // 06 snowmobile trail routing, Haystack
  (N) => {
    const goal = 'Plan a snowmobile route Karesuando -> Kilpisjärvi avoiding closed reindeer-herding corridors, under 140 km.';
    const kids = [];
    const modes = [false, true, false, true];
    modes.forEach((avoid) => {
      kids.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'route', arguments: { from: 'Karesuando', to: 'Kilpisjärvi', avoid_herding_corridors: avoid } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm' }));
      kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'route', arguments: { avoid_herding_corridors: avoid } }] }, { tool_messages: [{ result: JSON.stringify(avoid ? { km: 171.4, legs: 9, closures_crossed: 0, osrm_ver: '5.27.1', took_ms: N.ms() } : { km: 128.9, legs: 7, closures_crossed: 2, closure_ids: ['RHC-17', 'RHC-22'], took_ms: N.ms() }) }] }, { 'haystack.component.type': 'ToolInvoker' }));
    });
    kids.push(llm('OpenAIChatGenerator', { messages: '[...]' }, { replies: [{ _content: [{ tool_name: 'route', arguments: { avoid_herding_corridors: false } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    return { isolates: 'Haystack agent flips the avoid-corridors flag on and off; results are always 128.9 km with 2 closures or 171.4 km with none, and waypoints are never changed.', stagnation: false, goal,
      root: agent('haystack.pipeline.run', { data: { messages: [goal] } }, { error: 'Pipeline exceeded max_runs_per_component=5' }, kids, { 'haystack.pipeline.max_runs_per_component': 5, 'haystack.pipeline.run_id': N.uuid() }) };
  },
];
