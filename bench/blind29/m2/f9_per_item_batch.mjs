// Family: per_item_batch (healthy) — the same tool over distinct items with identical
// acknowledgements, one templated sentence per item, then done.
import { A, L, T, C } from './lib.mjs';

export const family = 'per_item_batch';

export const scenarios = [
  // 01 crêpe stand franchise — LangSmith run tree
  { domain: 'crêpe stand franchise menu price change', style: 'LangSmith run tree (LangChain AgentExecutor)', build(n) {
    const ch = [];
    const stands = ['CR-01 Harbourside', 'CR-02 Old Market', 'CR-04 Station Arcade', 'CR-05 University', 'CR-07 Beach Kiosk', 'CR-09 Retail Park'];
    ch.push(L('ChatOpenAI', { messages: [[{ type: 'system', content: 'You manage POS menus for Le Petit Sarrasin franchise stands.' }, { type: 'human', content: 'Raise the Nutella-banana crêpe to £6.20 at all active stands.' }]] }, { generations: [[{ text: '', message: { type: 'ai', tool_calls: [{ name: 'list_active_stands', args: {}, id: n.callId() }] } }]] }, { ls_model_name: 'gpt-4o-mini', run_id: n.uuid() }));
    ch.push(T('list_active_stands', {}, { stands, inactive: ['CR-03 (refit)', 'CR-06 (closed for winter)'], as_of: n.isoSec() }, { run_id: n.uuid() }));
    stands.forEach((s, i) => {
      const id = s.split(' ')[0];
      ch.push(L('ChatOpenAI', { messages_len: 4 + i * 2 }, { generations: [[{ text: i ? `Updated the Nutella-banana price at ${stands[i - 1]}.` : 'Updating each stand in turn.', message: { type: 'ai', tool_calls: [{ name: 'set_menu_price', args: { stand: id, item: 'CRP-NUT-BAN', price: 6.2 }, id: n.callId() }] } }]] }, { ls_model_name: 'gpt-4o-mini', run_id: n.uuid() }));
      ch.push(T('set_menu_price', { stand: id, item: 'CRP-NUT-BAN', price: 6.2 }, 'ok', { run_id: n.uuid(), latency_ms: n.ms(80, 400) }));
    });
    ch.push(L('ChatOpenAI', {}, { generations: [[{ text: `Updated the Nutella-banana price at ${stands[5]}. All 6 active stands now sell it at £6.20; CR-03 and CR-06 were skipped because they are inactive.` }]] }, { ls_model_name: 'gpt-4o-mini' }));
    return {
      isolates: 'set_menu_price runs once per stand for six different stands, each acknowledged "ok", with one templated sentence per stand, then a final summary.',
      loop: false, stagnation: false,
      goal: 'Raise the Nutella-banana crêpe price to £6.20 at every active franchise stand.',
      root: A('AgentExecutor', { input: 'Raise the Nutella-banana crêpe to £6.20 at all active stands.' }, { output: 'All 6 active stands now sell it at £6.20.' }, ch, { ls_run_id: n.uuid(), project: 'franchise-pos' }),
    };
  } },

  // 02 kilt hire shop — CrewAI
  { domain: 'kilt hire shop returns processing', style: 'CrewAI', build(n) {
    const ch = [];
    const kilts = [['K-118', 'Black Watch', 'mud on hem'], ['K-204', 'MacLeod of Lewis', 'clean'], ['K-071', 'Hunting Stewart', 'wine stain'], ['K-330', 'Isle of Skye', 'clean'], ['K-152', 'Black Watch', 'torn strap']];
    ch.push(T('Returns Scanner', { date: n.day(0) }, `Returned today (${n.usDate()}): ${kilts.map((k) => k[0]).join(', ')} | scanner fw 2.${n.int(1, 9)} | batch ${n.upper(6)}`, { crewai_tool: 'ReturnsScannerTool' }));
    kilts.forEach(([id, tartan, cond], i) => {
      const action = cond === 'torn strap' ? 'repair' : 'dry_clean';
      ch.push(L('LLM Call', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Next returned kilt: ${id} (${tartan}), condition: ${cond}` }] }, `Thought: ${id} (${tartan}) goes to ${action === 'repair' ? 'repair' : 'dry cleaning'}.\nAction: Queue Garment\nAction Input: {"kilt": "${id}", "queue": "${action}"}`, { crewai_agent: 'Returns Clerk' }));
      ch.push(T('Queue Garment', { kilt: id, queue: action }, 'queued', { crewai_tool: 'QueueGarmentTool', cache_hit: false }));
    });
    ch.push(L('LLM Call', {}, 'Thought: All five returns are queued.\nFinal Answer: 5 kilts processed: K-118, K-204, K-071, K-330 to dry cleaning; K-152 to repair (torn strap).', { crewai_agent: 'Returns Clerk' }));
    return {
      isolates: 'Five different returned kilts are each queued with the same "queued" acknowledgement and a one-line thought per kilt; then a final answer.',
      loop: false, stagnation: false,
      goal: 'Process today\'s returned hire kilts into the dry-cleaning or repair queues.',
      root: A('Crew: returns-desk', { inputs: { date: 'today' } }, { raw: '5 kilts processed.' }, [A('Returns Clerk', { task: 'Queue every returned kilt for cleaning or repair.' }, '5 kilts processed.', ch, { max_iter: 15 })], { crewai_version: '0.95.0', execution_id: n.uuid() }),
    };
  } },

  // 03 devops — Claude Agent SDK: rotating Sentry DSNs per project
  { domain: 'devops: rotating Sentry client keys across projects', style: 'Claude Agent SDK transcript', build(n) {
    const ch = [];
    const sid = n.uuid();
    const projects = ['booking-web', 'booking-api', 'partner-portal', 'ops-cron', 'mobile-bff'];
    const asst = (blocks) => L('assistant', { session_id: sid }, { type: 'assistant', message: { model: 'claude-sonnet-4-20250514', content: blocks, usage: n.usage() } });
    projects.forEach((p, i) => {
      const id = n.toolu();
      ch.push(asst([{ type: 'text', text: i ? `Rotated the client key for ${projects[i - 1]}.` : 'Rotating the client key for each project listed in keys.txt.' }, { type: 'tool_use', id, name: 'Bash', input: { command: `./scripts/rotate-sentry-key.sh ${p}`, description: `Rotate Sentry DSN for ${p}` } }]));
      ch.push(T('Bash', { command: `./scripts/rotate-sentry-key.sh ${p}` }, { type: 'tool_result', tool_use_id: id, content: 'ok', is_error: false }, { duration_ms: n.ms(600, 2500) }));
    });
    const v = n.toolu();
    ch.push(asst([{ type: 'text', text: `Rotated the client key for ${projects[4]}. Verifying that old keys are revoked.` }, { type: 'tool_use', id: v, name: 'Bash', input: { command: 'sentry-cli projects list --org skyline | grep -c "key:revoked"' } }]));
    ch.push(T('Bash', { command: 'sentry-cli projects list --org skyline | grep -c "key:revoked"' }, { type: 'tool_result', tool_use_id: v, content: '5' }, {}));
    ch.push(asst([{ type: 'text', text: 'All 5 projects have new client keys and the old keys are revoked. Remember to redeploy booking-web so the new DSN is baked into the bundle.' }]));
    return {
      isolates: 'The same rotate script runs for five different projects with the identical "ok" output, one sentence per project, then a verification and a final message.',
      loop: false, stagnation: false,
      goal: 'Rotate the Sentry client keys (DSNs) for every project after a leaked key.',
      root: A('claude-agent-sdk session', { prompt: 'A Sentry DSN leaked in a public gist. Rotate the client keys for all projects in keys.txt.' }, { type: 'result', subtype: 'success', num_turns: 8, session_id: sid }, ch, { session_id: sid, cwd: '/home/ops/sentry' }),
    };
  } },

  // 04 harmonica customising workshop — OpenAI Agents SDK
  { domain: 'harmonica customising workshop job queue', style: 'OpenAI Agents SDK', build(n) {
    const ch = [];
    const harps = [['H-2231', 'C', 'overblow setup'], ['H-2232', 'A', 'overblow setup'], ['H-2235', 'D', 'gapping + embossing'], ['H-2240', 'G', 'gapping + embossing'], ['H-2241', 'Bb', 'reed replacement (hole 4 draw)'], ['H-2244', 'low F', 'gapping only']];
    harps.forEach(([id, key, work], i) => {
      ch.push(C('llm', 'Generation', [{ role: 'user', content: i ? `queue_bench_job output: queued` : 'Queue today\'s customising orders on the bench.' }], [{ type: 'message', content: [{ type: 'output_text', text: `Queueing ${id} (${key}) for ${work}.` }] }, { type: 'function_call', name: 'queue_bench_job', arguments: JSON.stringify({ harp: id, key, work }), call_id: n.callId() }], [], { model: 'gpt-4.1-mini', usage: { input_tokens: n.int(400, 1600), output_tokens: n.int(20, 50) } }));
      ch.push(C('tool', 'queue_bench_job', { harp: id, key, work }, 'queued', [], {}));
    });
    ch.push(C('llm', 'Generation', [], [{ type: 'message', content: [{ type: 'output_text', text: 'All 6 orders are on the bench queue: 2 overblow setups, 2 gap-and-emboss, 1 reed replacement, 1 gapping only.' }] }], [], { model: 'gpt-4.1-mini' }));
    return {
      isolates: 'queue_bench_job runs for six different harmonicas, each returning "queued", with one templated sentence per harp, then a summary.',
      loop: false, stagnation: false,
      goal: 'Queue today\'s harmonica customising orders on the workshop bench.',
      root: A('Agent workflow', { agent: 'Bench Scheduler', input: 'Queue today\'s customising orders on the bench.' }, { final_output: 'All 6 orders are on the bench queue.' }, ch, { trace_id: 'trace_' + n.hex(32), workflow_name: 'bench-queue' }),
    };
  } },

  // 05 sunflower oil press — Google ADK
  { domain: 'sunflower oil press seed lot traceability', style: 'Google ADK', build(n) {
    const ch = [];
    const lots = [['Farm Ostrava-3', 'HO-' + n.digits(4), 8.2], ['Kovar Agro', 'HO-' + n.digits(4), 12.5], ['Brezina', 'HO-' + n.digits(4), 5.9], ['Dvorak & syn', 'HO-' + n.digits(4), 10.1]];
    lots.forEach(([farm, lot, t], i) => {
      ch.push(L('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash' }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: `Registering ${t} t from ${farm} as lot ${lot}.` }, { function_call: { name: 'register_seed_lot', args: { farm, lot, tonnes: t, oleic: 'high' } } }] } }) }, { 'gcp.vertex.agent.event_id': n.uuid() }));
      ch.push(T('execute_tool register_seed_lot', { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ farm, lot, tonnes: t }) }, { 'gcp.vertex.agent.tool_response': JSON.stringify({ result: 'ok' }) }, { 'gen_ai.tool.name': 'register_seed_lot' }));
    });
    ch.push(L('call_llm', {}, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: '4 seed lots registered (36.7 t high-oleic in total). The press run can now reference them on its traceability sheet.' }] } }) }, {}));
    return {
      isolates: 'register_seed_lot is called for four different farms\' lots, each answering "ok", with one templated sentence per lot, then a total.',
      loop: false, stagnation: false,
      goal: 'Register this week\'s incoming high-oleic sunflower seed lots for press traceability.',
      root: A('invoke_agent press_clerk', { new_message: { role: 'user', parts: [{ text: 'Register this week\'s seed deliveries so the press run is traceable.' }] } }, { final_response: '4 seed lots registered.' }, ch, { app_name: 'oil_press', session_id: n.uuid() }),
    };
  } },

  // 06 street piano programme — MLflow Tracing
  { domain: 'city street piano programme winter covers', style: 'MLflow Tracing', build(n) {
    const ch = [];
    const pianos = ['Station Square', 'Library Steps', 'Canal Basin', 'Botanic Gate', 'Market Cross', 'Harbour Wall', 'Tram Depot', 'Cathedral Close', 'Riverside Bandstand', 'Old Fire Station', 'Queen\'s Arcade', 'Allotment Gate', 'Lido Terrace', 'Bus Station Concourse'];
    ch.push(L('ChatAnthropic', { messages: [{ role: 'user', content: 'Post the winter cover-up notice on each street piano\'s page.' }] }, { content: [{ type: 'text', text: 'Posting the notice on all 14 piano pages.' }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    pianos.forEach((p, i) => {
      ch.push(T('post_notice', { piano: p, notice: 'winter-cover-2025', covered_from: '1 Dec' }, { result: 'posted' }, { 'mlflow.spanType': 'TOOL', 'mlflow.spanInputs.piano': p }));
      ch.push(L('ChatAnthropic', {}, { content: [{ type: 'text', text: `Posted the winter cover notice for the ${p} piano.` }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    });
    ch.push(L('ChatAnthropic', {}, { content: [{ type: 'text', text: 'All 14 street piano pages now show the winter cover-up notice from 1 December.' }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    return {
      isolates: 'post_notice runs for fourteen different pianos with identical "posted" results and one templated sentence each, then a closing line.',
      loop: false, stagnation: false,
      goal: 'Post the winter cover-up notice on each street piano\'s web page.',
      root: A('piano_notices_agent', { task: 'Post the winter cover-up notice on each street piano\'s page.' }, { output: 'All 14 pages updated.' }, ch, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.spanType': 'AGENT' }),
    };
  } },
];
