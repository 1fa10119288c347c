import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, gemResp, sys, user } from './lib.mjs';
export const family = 'status_polling_to_completion';
export const loop = false;
export const summary = 'Polls a job until its status changes (queued, running, done) with noise in every answer, then uses the result.';
const poll = (N, name, args, states, extra) => states.map((st, i) => tool(name, args, extra(st, i)));

export const rows = [
{ n: '01', domain: 'sign-language video relay service interpreter queue', style: 'OpenTelemetry GenAI semantic conventions', stagnation: false,
  isolates: 'Polls a relay call request (queued, queued, ringing, connected) with changing queue positions and timestamps, then records the interpreter id.',
  goal: 'Connect a deaf caller to a BSL interpreter for a GP appointment call and log the interpreter ID.',
  build: (N) => agent('invoke_agent vrs-assistant', { 'gen_ai.agent.name': 'vrs-assistant' }, { result: 'connected' }, [
    llm('chat gpt-4o', { 'gen_ai.prompt': '…' }, { 'gen_ai.completion': [{ role: 'assistant', content: 'Requesting a BSL interpreter.' }] }, { metadata: { 'gen_ai.request.model': 'gpt-4o' } }),
    tool('execute_tool request_interpreter', { language: 'BSL', call_type: 'medical' }, { request_id: N.uuid(), state: 'queued', position: 4 }),
    ...poll(N, 'execute_tool get_request', { request_id: 'latest' }, ['queued', 'queued', 'ringing', 'connected'], (st, i) => ({ state: st, position: [3, 1, 0, 0][i], est_wait_s: [95, 30, 0, 0][i], interpreter_id: st === 'connected' ? 'INT-7731' : null, polled_at: N.iso(), edge: N.host('vrs-edge') })),
    llm('chat gpt-4o', { 'gen_ai.prompt': '…' }, { 'gen_ai.completion': [{ role: 'assistant', content: 'Connected to interpreter INT-7731; logging it on the call record.' }] }),
    tool('execute_tool log_call', { interpreter_id: 'INT-7731' }, { ok: true, record: 'CR-' + N.int(100000, 999999) }),
  ], { metadata: { 'gen_ai.operation.name': 'invoke_agent' } }) },
{ n: '02', domain: 'algae biofuel pilot plant batch simulation', style: 'LangSmith run tree', stagnation: false,
  isolates: 'Simulation job goes PENDING, RUNNING 12%, RUNNING 67%, SUCCEEDED; the agent then reads the lipid yield and reports it.',
  goal: 'Run the photobioreactor growth simulation for strain N. oceanica at 28 °C and report projected lipid yield.',
  build: (N) => agent('AgentExecutor', { input: 'Simulate N. oceanica at 28C.' }, { output: 'Projected lipid yield 31.4% DW.' }, [
    tool('submit_sim', { strain: 'N. oceanica', temp_c: 28, days: 14 }, `Submitted batch job ${N.job('sim')} to queue pbr-sims on ${N.pod('slurm-ctl')}`),
    ...poll(N, 'sim_status', { job: 'latest' }, ['PENDING', 'RUNNING', 'RUNNING', 'SUCCEEDED'], (st, i) => `JobState=${st} Progress=${[0, 12, 67, 100][i]}% RunTime=${['00:00:00', '00:04:11', '00:19:52', '00:29:30'][i]} NodeList=${st === 'PENDING' ? '(Priority)' : 'hpc-n' + N.int(10, 40)} Checked=${N.logTs()}`),
    tool('read_result', { job: 'latest', key: 'lipid_pct_dw' }, { lipid_pct_dw: 31.4, biomass_g_l: 4.2, output: N.tmp('.parquet') }),
    llm('ChatOpenAI', { messages: '…' }, { generations: [[{ text: 'The simulation finished: projected lipid yield is 31.4% of dry weight at 4.2 g/L biomass after 14 days.' }]] }),
  ], { metadata: { project: 'algae-pilot' } }) },
{ n: '03', domain: 'go (board game) club rating recomputation', style: 'Gemini API function calling', stagnation: false,
  isolates: 'A rating recompute job is polled (queued, processing 140/410 games, processing 390/410, done) then the top movers are read and reported.',
  goal: 'Recompute club EGF-style ratings after the autumn tournament and announce the three biggest gainers.',
  build: (N) => agent('go-club-bot', { msg: 'Recompute ratings and announce gainers.' }, null, [
    llm('generateContent', { contents: '…' }, gemResp(N, null, [['start_recompute', { season: 'autumn' }]])),
    tool('start_recompute', { season: 'autumn' }, { functionResponse: { name: 'start_recompute', response: { job: N.job('rate'), state: 'queued' } } }),
    ...poll(N, 'job_status', { job: 'latest' }, ['queued', 'processing', 'processing', 'done'], (st, i) => ({ functionResponse: { name: 'job_status', response: { state: st, games_done: [0, 140, 390, 410][i], games_total: 410, at: N.isoNoMs() } } })),
    tool('top_movers', { n: 3 }, { functionResponse: { name: 'top_movers', response: { movers: [{ name: 'H. Sato', delta: 62 }, { name: 'M. Novak', delta: 48 }, { name: 'A. Reyes', delta: 41 }] } } }),
    llm('generateContent', { contents: '…' }, gemResp(N, 'Ratings recomputed (410 games). Biggest gainers: H. Sato +62, M. Novak +48, A. Reyes +41.')),
  ]) },
{ n: '04', domain: 'open-air theatre rain-check refunds batch', style: 'Mastra workflow', stagnation: false,
  isolates: 'A payments batch is polled through created, processing (with growing counts), completed; the agent then posts the total refunded.',
  goal: 'Refund all 312 ticket holders of the rained-off Midsummer matinee and report the total.',
  build: (N) => agent('workflow.refundRun', { show: 'MSND-0713-M' }, { refunded: 312 }, [
    tool('step.createRefundBatch', { show: 'MSND-0713-M' }, { batchId: 'rb_' + N.b62(14), status: 'created', count: 312 }),
    ...poll(N, 'step.getBatch', { batchId: 'latest' }, ['processing', 'processing', 'processing', 'completed'], (st, i) => ({ status: st, succeeded: [40, 170, 301, 312][i], failed: 0, updated: N.isoOffset(1), 'x-ratelimit-remaining': N.int(50, 99) })),
    llm('agent.generate -> llm', { messages: '…' }, { text: 'All 312 refunds completed, £7,488.00 returned.', toolCalls: [{ toolName: 'postNotice', args: { text: 'Matinee refunds done: 312 / £7,488.00' } }] }),
    tool('tool.postNotice', { text: 'Matinee refunds done: 312 / £7,488.00' }, { ok: true }),
  ]) },
{ n: '05', domain: 'antenna mast structural analysis', style: 'W&B Weave calls', stagnation: false,
  isolates: 'FEA job status moves from queued to meshing to solving to finished with new elapsed times, then the agent reads utilisation and answers.',
  goal: 'Check whether adding two 5G panel antennas to mast M-88 keeps steel utilisation under 90%.',
  build: (N) => agent('Agent.predict', { question: 'Can M-88 take two more panels?' }, 'Yes — max utilisation 84% (leg L2 at 30 m).', [
    llm('openai.chat.completions.create', { model: 'gpt-4o' }, oaiCompletion(N, 'gpt-4o', null, [['submit_fea', { mast: 'M-88', added: ['panel-2.6m', 'panel-2.6m'] }]])),
    tool('submit_fea', { mast: 'M-88' }, { run: 'fea-' + N.hex(8), state: 'queued' }),
    ...poll(N, 'fea_status', { run: 'latest' }, ['meshing', 'solving', 'solving', 'finished'], (st, i) => ({ state: st, elapsed: N.dur(1000, 99000), iteration: [0, 120, 480, 512][i], host: N.host('fea') })),
    tool('fea_result', { run: 'latest' }, { max_utilisation: 0.84, critical_member: 'leg L2 @ 30m', load_case: 'wind 1.5x + ice' }),
    llm('openai.chat.completions.create', { model: 'gpt-4o' }, oaiCompletion(N, 'gpt-4o', 'Yes — max utilisation 84% (leg L2 at 30 m), under the 90% limit.')),
  ], { metadata: { 'weave.call_id': N.uuid(), op: 'weave:///towerco/mast-agent/op/Agent.predict:' + N.hex(8) } }) },
{ n: '06', domain: 'jump rope competition video judging', style: 'smolagents ToolCallingAgent', stagnation: false,
  isolates: 'Video render/score job polled through uploading, transcoding, counting, done; the agent uses the returned jump count in the final answer.',
  goal: 'Get the automated jump count for athlete #207\'s 30-second speed entry and add it to the scoresheet.',
  build: (N) => agent('ToolCallingAgent', { task: 'Automated count for #207 speed entry.' }, { final_answer: '#207: 96 jumps recorded.' }, [
    tool('submit_video', { athlete: 207, event: 'SR-30s' }, { job: N.job('vid'), state: 'uploading' }),
    ...poll(N, 'job_state', { job: 'latest' }, ['uploading', 'transcoding', 'counting', 'done'], (st, i) => `state=${st} frames=${[0, 0, 1800, 1800][i]} fps=60 worker=${N.pod('counter')} t=${N.epoch()}`),
    tool('get_count', { job: 'latest' }, { jumps: 96, misses: 1, confidence: 0.97 }),
    tool('scoresheet_update', { athlete: 207, jumps: 96 }, 'ok'),
    llm('LiteLLMModel.generate', { messages: '…' }, 'Final answer: athlete #207 recorded 96 jumps (1 miss, confidence 0.97); scoresheet updated.'),
  ]) },
];
