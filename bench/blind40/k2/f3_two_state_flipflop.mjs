import { agent, llm, tool, chain, sys, usr, asst, tc, usage } from './lib.mjs';
export const family = 'two_state_flipflop';
export const loop = true;
export const summary = 'Agent oscillates between two states (A,B,A,B...), each check in a state returning what it returned last time in that state; 2+ full cycles.';
function flip(R, states, mk) { const out = []; for (let c = 0; c < 2; c++) for (const s of states) { R.tick(); out.push(...mk(s, c)); } return out; }
export const rows = [
{ domain: 'mangrove restoration', style: 'Pydantic AI (Logfire)',
  isolates: 'Planting planner flips the seedling filter between Rhizophora and Avicennia; each query returns the same plots it returned last time for that species, two full cycles.',
  goal: 'Pick 3 tidal plots for next week\'s mangrove seedling planting.',
  stagnation: false,
  build: (R) => {
    const res = { Rhizophora: ['P-11 (inundation 41%)', 'P-14 (inundation 38%)'], Avicennia: ['P-02 (inundation 22%)', 'P-07 (inundation 19%)'] };
    const kids = flip(R, ['Rhizophora', 'Avicennia'], (s, c) => [
      llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: [usr('pick 3 plots')] }, { parts: [{ part_kind: 'text', content: c === 0 ? `Let me look at plots suitable for ${s}.` : `Maybe ${s} plots are the better fit after all; checking them.` }, { part_kind: 'tool-call', tool_name: 'query_plots', args: { species: s } }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': R.int(600, 2500) }),
      tool('running tool: query_plots', { species: s }, { plots: res[s], count: 2, queried_at: R.iso(), db_replica: R.host('pg-ro') }, { 'logfire.msg': 'running tool: query_plots', 'gen_ai.tool.call.id': R.callId() }),
    ]);
    return agent('agent run', { prompt: 'Pick 3 tidal plots for planting' }, { error: 'UsageLimitExceeded: request_limit of 8 exceeded' }, kids, { 'logfire.msg': 'mangrove_planner run', 'agent_name': 'mangrove_planner' });
  } },
{ domain: 'sundial restoration', style: 'LangSmith',
  isolates: 'Restoration agent toggles the gnomon-angle setting between magnetic and true north; each simulator run returns the identical shadow error for that setting, cycling twice.',
  goal: 'Set the gnomon correction for the restored 1780 garden sundial so noon reads within 1 minute.',
  stagnation: true,
  build: (R) => {
    const out = { magnetic: 'noon error: +6m12s (declination 1.9° W unaccounted)', true: 'noon error: -0m48s before equation-of-time; EoT table v1780 not applied' };
    const kids = flip(R, ['magnetic', 'true'], (s) => [
      llm('ChatOpenAI', { messages: [[usr('fix gnomon')]] }, { generations: [[{ text: `The error is still too big. I will switch the reference to ${s} north and rerun the shadow simulation.` }]] }, { ls_run_type: 'llm', ls_model_name: 'gpt-4o-mini', run_id: R.uuid() }),
      tool('set_reference', { north: s }, { saved: true, config_rev: 7, etag: '"' + R.hex(12) + '"' }, { ls_run_type: 'tool' }),
      tool('simulate_shadow', { lat: 51.752, lon: -1.257, date: '2024-06-21' }, `${out[s]}\nrun ${R.uuid()} took ${R.ms()}ms`, { ls_run_type: 'tool' }),
    ]);
    return chain('AgentExecutor', { input: 'Calibrate the restored sundial' }, { output: 'Agent stopped due to max iterations.' }, kids, { ls_run_type: 'chain', session_name: 'sundial-prj', run_id: R.uuid() });
  } },
{ domain: 'orchid auctions', style: 'Playwright browser agent (OpenAI Responses API computer-use)',
  isolates: 'Browser agent clicks back and forth between the "Live lots" and "Sold lots" tabs; each tab screenshot shows the same list it showed the last time, two full cycles.',
  goal: 'Find the hammer price of the Paphiopedilum rothschildianum lot in today\'s orchid auction.',
  stagnation: false,
  build: (R) => {
    const view = { 'Live lots': '<ul class="lots"><li>Lot 31 Dendrobium cuthbertsonii — current bid €140</li><li>Lot 32 Masdevallia veitchiana — €85</li></ul>', 'Sold lots': '<ul class="lots"><li>Lot 12 Phalaenopsis gigantea — €410</li><li>Lot 13 Cattleya walkeriana — €95</li></ul><div class="pager">page 1 of 4</div>' };
    const kids = flip(R, ['Live lots', 'Sold lots'], (s, c) => [
      llm('responses.create', { model: 'computer-use-preview', previous_response_id: 'resp_' + R.hex(24) }, { id: 'resp_' + R.hex(24), output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: c ? `Going back to ${s} in case the lot is there.` : `Checking the ${s} tab for the Paphiopedilum lot.` }] }, { type: 'computer_call', call_id: R.callId(), action: { type: 'click', x: s === 'Live lots' ? 212 : 348, y: 96 } }] }, { 'openai-processing-ms': String(R.ms(400, 3000)), 'x-request-id': 'req_' + R.hex(32) }),
      tool('computer_call_output', { action: 'click', tab: s }, { url: `https://auctions.orchid.example/sale/${R.int(300, 310)}?tab=${encodeURIComponent(s)}`, dom_excerpt: view[s], screenshot: 'sha256:' + R.sha(64) }),
    ]);
    return agent('cua-session', { task: 'Find hammer price of Paphiopedilum rothschildianum' }, { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }, kids, { recorder: 'responses api + playwright', browser: 'chromium 126' });
  } },
{ domain: 'mosquito surveillance traps', style: 'OpenTelemetry GenAI semantic conventions',
  isolates: 'Vector-control agent switches the trap-count query between the two date aggregations (daily, weekly) back and forth; each returns the same numbers as before in that mode.',
  goal: 'Decide whether trap zone Z-17 crosses the Culex threshold that triggers larviciding.',
  stagnation: true,
  build: (R) => {
    const r = { daily: { mean_per_trap_night: 4.2, threshold: 5, n_traps: 9 }, weekly: { total: 264, traps: 9, per_trap_week: 29.3, threshold_per_week: 35 } };
    const kids = flip(R, ['daily', 'weekly'], (s) => [
      llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Z-17 threshold?' }] }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: `Under the current aggregation Z-17 is just below the threshold. Let me try the ${s} aggregation instead to see if it crosses.` }, { type: 'tool_call', name: 'trap_counts', arguments: { zone: 'Z-17', agg: s } }], finish_reason: 'tool_call' }]) }, { 'gen_ai.system': 'openai', 'gen_ai.response.id': 'chatcmpl-' + R.b62(22), 'gen_ai.usage.input_tokens': R.int(700, 1500) }),
      tool('execute_tool trap_counts', { 'gen_ai.tool.name': 'trap_counts', args: { zone: 'Z-17', agg: s } }, { ...r[s], species: 'Culex pipiens', computed: R.isoNoMs(), warehouse_query_id: '01b' + R.hex(13) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': R.callId() }),
    ]);
    return agent('invoke_agent vector-control', { 'gen_ai.agent.name': 'vector-control' }, { 'error.type': 'max_turns' }, kids, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'mosquito-ops' });
  } },
{ domain: 'jade carving workshop', style: 'Claude Agent SDK transcript',
  isolates: 'Coding agent flips the CNC post-processor between two branches (feature/4axis and main); the same failing toolpath check appears on each branch every time it returns.',
  goal: 'Get the CNC toolpath for the jade bangle job to pass the collision check.',
  stagnation: false,
  build: (R) => {
    const chk = { 'feature/4axis': 'FAIL collision at N4410: holder vs fixture (Z -3.20)', main: 'FAIL unsupported G-code G68.2 on controller FANUC-0i' };
    const kids = flip(R, ['feature/4axis', 'main'], (b, c) => [
      llm('assistant', { type: 'assistant', session_id: R.uuid() }, { message: { role: 'assistant', content: [{ type: 'text', text: c === 0 ? `Trying the post-processor on ${b}.` : `Switching back to ${b}; perhaps that check was transient.` }, { type: 'tool_use', id: R.toolu(), name: 'Bash', input: { command: `git checkout ${b} && python post.py bangle_0193.nc && ./collide --strict out.nc` } }] } }, { model: 'claude-sonnet-4-20250514', uuid: R.uuid() }),
      tool('Bash', { command: `git checkout ${b} && python post.py bangle_0193.nc && ./collide --strict out.nc` }, { type: 'tool_result', content: `Switched to branch '${b}'\nwrote out.nc (${R.int(11000, 11500)} lines) in ${R.secs()}\n${chk[b]}\nexit status 2`, is_error: true }, { uuid: R.uuid() }, 'exit status 2'),
    ]);
    return agent('claude-code session', { prompt: 'Make the bangle toolpath pass collision check' }, { type: 'result', subtype: 'error_max_turns', num_turns: 10, total_cost_usd: +(R.int(10, 90) / 100).toFixed(2) }, kids, { cwd: '/home/cam/jade-cnc', permissionMode: 'acceptEdits' });
  } },
{ domain: 'desalination plant', style: 'Semantic Kernel',
  isolates: 'Operations agent alternates the RO train recovery setpoint between 42% and 45%; each readback shows the same permeate conductivity for that setpoint, twice round.',
  goal: 'Bring permeate conductivity on RO train 3 below 350 µS/cm.',
  stagnation: true,
  build: (R) => {
    const cond = { 42: 372, 45: 391 };
    const kids = flip(R, [45, 42], (sp) => [
      llm('ChatCompletion', { chat_history: [usr('RO3 conductivity too high')] }, { content: `Conductivity is still above 350. I will change the recovery setpoint to ${sp}% and read the conductivity again.`, function_call: { plugin: 'Scada', function: 'set_recovery', arguments: { train: 'RO3', pct: sp } } }, { 'semantic_kernel.function.invocation': 'OpenAIChatCompletion', ai_model_id: 'gpt-4o' }),
      tool('Scada-set_recovery', { train: 'RO3', pct: sp }, { ack: 'WRITE_OK', tag: 'RO3.RECOV.SP', opc_ts: R.iso(), seq: R.int(1e6, 9e6) }, { plugin: 'Scada' }),
      tool('Scada-read_tags', { tags: ['RO3.PERM.COND'] }, `RO3.PERM.COND=${cond[sp]} uS/cm quality=GOOD src=${R.host('opcua')} t=${R.epochMs()}`, { plugin: 'Scada' }),
    ]);
    return agent('ChatCompletionAgent:PlantOps', { input: 'Get RO3 permeate below 350 µS/cm' }, { finish: 'MaximumAutoInvokeAttempts reached' }, kids, { sk_version: '1.18.0' });
  } },
];
