import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Loop 3: cursor/page/offset keeps advancing past the end; same empty page 3+ times.
export const family = { name: 'paging_beyond_last_page', loop: true, stagnation: false, rows: [
// 01 lighthouse lamp maintenance — LangSmith runs
(N) => {
  const goal = 'Collect every lamp-changer fault logged at Skerryvore light in 2024 and count them by type.';
  const pages = [[{ id: 'F-101', type: 'rotation stall' }, { id: 'F-107', type: 'lamp open-circuit' }, { id: 'F-115', type: 'rotation stall' }], [{ id: 'F-122', type: 'changer jam' }]];
  const ch = [];
  for (let p = 1; p <= 5; p++) {
    const items = pages[p - 1] || [];
    ch.push(llm('ChatAnthropic', { messages: `[${p * 2 - 1}]` }, { content: p === 1 ? 'Fetching page 1 of the fault log.' : p === 2 ? `Got 3 faults, requesting page 2.` : p === 3 ? 'Page 2 had one more fault (F-122); requesting page 3.' : `Page ${p - 1} came back empty; trying page ${p}.`, tool_calls: [{ name: 'fault_log', args: { station: 'SKV', year: 2024, page: p, per_page: 3 } }] }, { ls_run_type: 'llm', ls_model_name: 'claude-3-5-haiku' }));
    ch.push(tool('fault_log', { station: 'SKV', year: 2024, page: p, per_page: 3 }, { data: items, page: p, per_page: 3, total: 4, served_by: N.host('nll-api') }, { ls_run_type: 'tool', run_id: N.uuid() }));
  }
  return { goal, isolates: 'The fault log has 4 records on 2 pages, but the agent keeps requesting pages 3, 4 and 5 which all return an empty data array.', root: agent('AgentExecutor', { input: goal }, null, ch, { ls_run_type: 'chain', session_name: 'nlb-maint' }) };
},
// 02 cheese cave aging — Mastra
(N) => {
  const goal = 'List all Comté wheels in cave 3 older than 14 months so they can be graded this week.';
  const ch = []; const cursors = ['', 'eyJvIjo1MH0', 'eyJvIjoxMDB9'];
  const steps = [{ cur: null, out: { wheels: Array.from({ length: 6 }, (_, i) => ({ wheel: `C3-${2040 + i}`, months: 14 + i })), next_cursor: 'eyJvIjo1MH0' } }, { cur: 'eyJvIjo1MH0', out: { wheels: [{ wheel: 'C3-2051', months: 19 }], next_cursor: 'eyJvIjoxMDB9' } }, { cur: 'eyJvIjoxMDB9', out: { wheels: [], next_cursor: 'eyJvIjoxMDB9' } }, { cur: 'eyJvIjoxMDB9', out: { wheels: [], next_cursor: 'eyJvIjoxMDB9' } }, { cur: 'eyJvIjoxMDB9', out: { wheels: [], next_cursor: 'eyJvIjoxMDB9' } }, { cur: 'eyJvIjoxMDB9', out: { wheels: [], next_cursor: 'eyJvIjoxMDB9' } }];
  steps.forEach((s, i) => {
    const args = { cave: 3, min_age_months: 14, ...(s.cur ? { cursor: s.cur } : {}) };
    ch.push(llm('llm.generate', { messages: `[${i * 2 + 1}]` }, { text: i < 2 ? '' : 'There is a next_cursor, continue.', toolCalls: [{ toolName: 'listWheels', args }] }, { 'mastra.agent': 'caveMaster', model: 'gpt-4o-mini' }));
    ch.push(tool('tool.execute listWheels', args, { ...s.out, fetched_at: N.iso() }, { 'mastra.toolId': 'listWheels' }));
  });
  return { goal, isolates: 'The wheel listing API keeps echoing the same next_cursor with an empty page, and the agent re-sends it four times instead of stopping.', root: agent('agent.generate caveMaster', { prompt: goal }, null, ch, { framework: 'mastra', runId: N.uuid() }) };
},
// 03 canal lock bookings — Strands Agents
(N) => {
  const goal = 'Find all narrowboat passages booked through Caen Hill locks for Saturday and notify the lock keepers of any over 60 ft.';
  const ch = [];
  const offs = [0, 25, 50, 75, 100, 125];
  offs.forEach((o, i) => {
    const rows = o === 0 ? Array.from({ length: 25 }, (_, k) => ({ boat: `NB-${300 + k}`, length_ft: 40 + (k * 7) % 30 })) : o === 25 ? [{ boat: 'NB-325', length_ft: 62 }, { boat: 'NB-326', length_ft: 57 }] : [];
    ch.push(llm('Model invoke', { messages: `[${i * 2 + 1}]` }, { content: [{ text: o < 50 ? `Fetching bookings at offset ${o}.` : `Offset ${o - 25} returned nothing, moving on to offset ${o}.` }, { toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'lock_bookings', input: { flight: 'caen-hill', date: '2024-06-15', offset: o, limit: 25 } } }], stopReason: 'tool_use' }, { 'gen_ai.system': 'strands-agents', model: 'us.anthropic.claude-3-7-sonnet' }));
    ch.push(tool('Tool: lock_bookings', { offset: o, limit: 25 }, { status: 'success', content: [{ json: { bookings: rows, offset: o, returned: rows.length, 'x-crt-req': N.reqId('crt-') } }] }, { 'gen_ai.tool.name': 'lock_bookings' }));
  });
  return { goal, isolates: 'After 27 real bookings the offset keeps advancing (50, 75, 100, 125) and each call returns the same empty bookings list; no notification is sent.', root: agent('invoke_agent lock_keeper_helper', { prompt: goal }, null, ch, { framework: 'strands', 'event_loop.cycles': 12 }) };
},
// 04 mushroom farm — Google ADK
(N) => {
  const goal = 'Pull all humidity alarms from grow room 5 (oyster mushrooms) for last week and suggest a misting schedule change.';
  const ch = [];
  const pages = [[{ at: '2024-09-02T03:10', rh: 78 }, { at: '2024-09-03T04:02', rh: 76 }], [{ at: '2024-09-05T02:55', rh: 79 }]];
  for (let p = 0; p < 6; p++) {
    const tok = p === 0 ? null : `pg_${p}`;
    ch.push(llm('call_llm', { contents: `[${p * 2 + 1}]` }, { content: { role: 'model', parts: [{ function_call: { name: 'get_alarms', args: { room: 5, type: 'humidity_low', page_token: tok } } }] } }, { 'gcp.vertex.agent.llm_request': 'gemini-2.0-flash', invocation_id: 'e-' + N.uuid() }));
    ch.push(tool('execute_tool get_alarms', { room: 5, page_token: tok }, { function_response: { alarms: pages[p] || [], next_page_token: `pg_${p + 1}`, controller: 'Priva-GR5', ts: N.epochMs() } }, { 'gen_ai.operation.name': 'execute_tool' }));
  }
  return { goal, isolates: 'The alarm API always hands out a new page token, so after two real pages the agent keeps following tokens through four empty pages.', root: agent('invoke_agent farm_agent', { new_message: goal }, null, ch, { framework: 'google-adk', app_name: 'growroom' }) };
},
// 05 ski lift inspection — Semantic Kernel
(N) => {
  const goal = 'Gather all grip-force test results for chairlift Sesvenna for the current season and flag any grip below 5.5 kN.';
  const ch = [];
  for (let p = 1; p <= 5; p++) {
    const res = p === 1 ? Array.from({ length: 10 }, (_, k) => ({ grip: `G${k + 1}`, kN: (5.6 + (k % 4) * 0.2).toFixed(1) })) : [];
    ch.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': `[${p * 2}]` }, { 'gen_ai.completion': p === 1 ? '' : `Page ${p - 1} had no results; checking page ${p}.`, tool_calls: [{ function: { name: 'LiftInspections-GetGripTests', arguments: JSON.stringify({ lift: 'sesvenna', season: '2024/25', page: p }) } }] }, { 'semantic_kernel.function.invocation': true }));
    ch.push(tool('LiftInspections-GetGripTests', { lift: 'sesvenna', season: '2024/25', page: p }, `HTTP/1.1 200 OK\nDate: ${N.http()}\nX-Page: ${p}\nX-Total-Count: 10\n\n${JSON.stringify({ results: res })}`, { 'semantic_kernel.function.name': 'GetGripTests', 'semantic_kernel.plugin.name': 'LiftInspections' }));
  }
  return { goal, isolates: 'X-Total-Count says 10 and page 1 returned all 10, yet the agent asks for pages 2-5, each an identical empty results list.', root: agent('AutoFunctionInvocationLoop', { prompt: goal }, null, ch, { framework: 'semantic-kernel', 'sk.max_auto_invoke_attempts': 5 }) };
},
// 06 letterpress print shop — Langfuse
(N) => {
  const goal = 'Inventory the wood type cases in the shop database and list which founts are short of the letter E.';
  const ch = []; const scroll = 'sc_' + N.b62(16);
  const outs = [{ hits: Array.from({ length: 4 }, (_, k) => ({ fount: `Antique No.${k + 3} 12-line`, E: 9 - k * 3 })), scroll_id: scroll }, { hits: [{ fount: 'French Clarendon 8-line', E: 1 }], scroll_id: scroll }, { hits: [], scroll_id: scroll }, { hits: [], scroll_id: scroll }, { hits: [], scroll_id: scroll }, { hits: [], scroll_id: scroll }];
  outs.forEach((o, i) => {
    const a = i ? { scroll_id: scroll } : { index: 'woodtype', size: 4 };
    ch.push(span('generation', 'gpt-4o-mini', { messages: `[${i * 2 + 1}]` }, { role: 'assistant', tool_calls: [call(N, 'inventory_scroll', a)] }, [], { metadata: { langfuse_type: 'GENERATION', usage: { input: N.int(500, 1500), output: N.int(20, 40) } } }));
    ch.push(tool('inventory_scroll', a, { ...o, took: N.int(2, 30), timed_out: false }, { langfuse_type: 'SPAN' }));
  });
  return { goal, isolates: 'Scroll API exhausted after two pages; the agent re-sends the same scroll id four more times and gets the same empty hits array.', root: agent('letterpress-inventory', { input: goal }, null, ch, { langfuse_trace_id: N.hex(32), tags: ['shop-ops'] }) };
},
] };
