import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'failures_shrinking_to_green';
export const meta = { loop: false, stagnation: false, isolates: 'fix cycle whose failure count drops with each different fix, then passes' };
const cycle = (S, r, model, fixes, mkOut, checkName, checkArgs) => {
  const ch = [];
  fixes.forEach(([why, editArgs], i) => {
    const l = llm(S, r, { model, messages: [{ role: 'user', content: 'continue' }], text: why, calls: [{ name: 'edit', args: editArgs }, { name: checkName, args: checkArgs }] });
    const out = mkOut(i);
    ch.push(l.span, tool(S, r, { name: 'edit', args: editArgs, result: 'applied', call: l.calls[0] }), tool(S, r, { name: checkName, args: checkArgs, result: out.text, error: out.fail ? 'exit status 1' : undefined, call: l.calls[1] }));
  });
  return ch;
};
export const rows = [
{ id: '01', domain: 'bamboo bicycle frame builder (Rails)', style: 'langsmith',
  isolates: 'Rails spec failures fall 6 -> 4 -> 1 -> 0 as three different fixes land, then the agent reports success.',
  goal: 'Make the order-configurator specs pass after adding the "bamboo_species" option.',
  build(r) {
    const fails = [6, 4, 1, 0];
    const first = tool('langsmith', r, { name: 'shell', args: { cmd: 'bundle exec rspec spec/configurator' }, result: `Randomized with seed ${r.int(1000, 99999)}\n......FFFFFF\nFinished in ${r.dur()}\n12 examples, 6 failures`, error: 'exit status 1' });
    const ch = cycle('langsmith', r, 'gpt-4o', [
      ['Add bamboo_species to the permitted params in FramesController.', { path: 'app/controllers/frames_controller.rb' }],
      ['The inclusion validator lists "tonkin" but fixtures use "Tonkin"; normalise case in a before_validation.', { path: 'app/models/frame_order.rb' }],
      ['Price lookup raises for Moso; add the missing row to config/bamboo_prices.yml.', { path: 'config/bamboo_prices.yml' }]],
      (i) => ({ text: `Randomized with seed ${r.int(1000, 99999)}\n${'.'.repeat(12 - fails[i + 1])}${'F'.repeat(fails[i + 1])}\nFinished in ${r.dur()}\n12 examples, ${fails[i + 1]} failure${fails[i + 1] === 1 ? '' : 's'}`, fail: fails[i + 1] > 0 }), 'shell', { cmd: 'bundle exec rspec spec/configurator' });
    const done = llm('langsmith', r, { model: 'gpt-4o', messages: [], text: 'All 12 configurator specs pass. Changes: permitted param, species case normalisation, Moso price row.' });
    return span('chain', 'AgentExecutor', { input: this.goal }, { output: done.span.output.content }, [first, ...ch, done.span], { metadata: { run_id: r.uuid() } });
  } },
{ id: '02', domain: 'motorway service station fuel reconciliation', style: 'pydantic_ai',
  isolates: 'Data-quality checks on tank dip readings drop from 9 failing rows to 3 to 0 after two different fixes.',
  goal: 'Reconcile last week\'s wet-stock (tank dips vs pump sales) for the Northbound services and make the checks pass.',
  build(r) {
    const n = [9, 3, 0];
    const ch = cycle('pydantic_ai', r, 'openai:gpt-4o', [
      ['Tank 3 dips are in millimetres not litres; apply the strapping table conversion.', { file: 'recon/dips.py', change: 'strap_convert(tank=3)' }],
      ['Remaining 3 rows are the delivery on Tuesday recorded after the dip; order deliveries before dips within the same minute.', { file: 'recon/merge.py', change: 'sort by (ts, kind_order)' }]],
      (i) => ({ text: { checks: 'wetstock_variance_within_0.5pct', failing_rows: n[i + 1], run: r.uuid(), at: r.iso() }, fail: n[i + 1] > 0 }), 'run_checks', { site: 'NB-services', week: '2024-W39' });
    const start = tool('pydantic_ai', r, { name: 'run_checks', args: { site: 'NB-services', week: '2024-W39' }, result: { checks: 'wetstock_variance_within_0.5pct', failing_rows: 9, run: r.uuid(), at: r.iso() } });
    const fin = llm('pydantic_ai', r, { model: 'gpt-4o', text: 'Reconciliation clean: variance 0.21% on unleaded, 0.08% on diesel.' });
    return span('agent', 'agent run', { user_prompt: this.goal }, { output: 'Reconciliation clean' }, [start, ...ch, fin.span], { metadata: { agent_name: 'wetstock_agent' } });
  } },
{ id: '03', domain: 'organic fertiliser blending plant', style: 'agents',
  isolates: 'Recipe validator errors decrease 5 -> 2 -> 1 -> 0 as the agent changes three different ingredient ratios, then it saves the recipe.',
  goal: 'Adjust the tomato-feed blend recipe so it meets the 4-2-6 NPK spec and the chloride limit.',
  build(r) {
    const errs = [['N 3.1 < 3.8', 'K 5.2 < 5.7', 'Cl 1.9 > 1.0', 'moisture 14 > 12', 'pellet fines 6 > 5'], ['K 5.5 < 5.7', 'Cl 1.2 > 1.0'], ['Cl 1.05 > 1.0'], []];
    const ch = [tool('agents', r, { name: 'validate_recipe', args: { recipe: 'TF-426 v3' }, result: JSON.stringify({ errors: errs[0] }) })];
    [['Raise feather meal to 22% and cut molasses vinasse to 6%; add 4% dryer time.', 'v4'], ['Swap muriate of potash for sulphate of potash.', 'v5'], ['Reduce seaweed meal from 5% to 3% (it carries chloride).', 'v6']].forEach(([why, v], i) => {
      const g = llm('agents', r, { name: 'Generation', model: 'gpt-4.1', text: why, calls: [{ name: 'update_recipe', args: { recipe: `TF-426 ${v}` } }, { name: 'validate_recipe', args: { recipe: `TF-426 ${v}` } }] });
      ch.push(g.span, tool('agents', r, { name: 'update_recipe', args: { recipe: `TF-426 ${v}` }, result: 'saved draft' }), tool('agents', r, { name: 'validate_recipe', args: { recipe: `TF-426 ${v}` }, result: JSON.stringify({ errors: errs[i + 1], checked_at: r.iso() }) }));
    });
    ch.push(tool('agents', r, { name: 'publish_recipe', args: { recipe: 'TF-426 v6' }, result: JSON.stringify({ published: true, plc_batch_code: 'TF426-06' }) }));
    return span('agent', 'Blend Engineer', { input: this.goal }, { final_output: 'TF-426 v6 published' }, ch, { metadata: { 'span_data.type': 'agent', workflow_name: 'Agent workflow' } });
  } },
{ id: '04', domain: 'ski wax tuning shop POS (TypeScript)', style: 'claude_sdk',
  isolates: 'tsc errors go 7 -> 3 -> 0 over two different edits in a Claude Agent SDK session, then the session ends successfully.',
  goal: 'Fix the TypeScript errors after renaming `WaxJob.temp` to `WaxJob.snowTempC` in the tuning-shop POS.',
  build(r) {
    const S = 'claude_sdk', M = 'claude-sonnet-4-20250514';
    const out = (n, files) => n ? `${files.map((f) => `${f}: error TS2339: Property 'temp' does not exist on type 'WaxJob'.`).join('\n')}\n\nFound ${n} errors in ${files.length} files.` : '';
    const a0 = llm(S, r, { model: M, text: 'Running the type checker first.', calls: [{ name: 'Bash', args: { command: 'npx tsc --noEmit' } }] });
    const t0 = tool(S, r, { name: 'Bash', args: { command: 'npx tsc --noEmit' }, result: out(7, ['src/jobs/ticket.ts(12,20)', 'src/jobs/ticket.ts(40,9)', 'src/print/label.ts(8,31)', 'src/wax/choose.ts(15,7)', 'src/wax/choose.ts(22,14)', 'src/wax/choose.ts(30,3)', 'src/api/sync.ts(51,18)']), error: 'exit 2' });
    const a1 = llm(S, r, { model: M, text: 'The wax chooser and ticket code still read .temp; updating those two files.', calls: [{ name: 'MultiEdit', args: { file_path: 'src/wax/choose.ts' } }, { name: 'Bash', args: { command: 'npx tsc --noEmit' } }] });
    const t1 = tool(S, r, { name: 'MultiEdit', args: { file_path: 'src/wax/choose.ts', edits: [{ old_string: 'job.temp', new_string: 'job.snowTempC', replace_all: true }] }, result: 'Applied 3 edits' });
    const t2 = tool(S, r, { name: 'Bash', args: { command: 'npx tsc --noEmit' }, result: out(3, ['src/jobs/ticket.ts(12,20)', 'src/print/label.ts(8,31)', 'src/api/sync.ts(51,18)']), error: 'exit 2' });
    const a2 = llm(S, r, { model: M, text: 'Remaining: ticket, label printer and the sync mapper (which also needs the API field renamed to snow_temp_c).', calls: [{ name: 'Edit', args: { file_path: 'src/api/sync.ts' } }] });
    const t3 = tool(S, r, { name: 'Edit', args: { file_path: 'src/api/sync.ts', old_string: 'temp: j.temp', new_string: 'snow_temp_c: j.snowTempC' }, result: 'ok' });
    const t4 = tool(S, r, { name: 'Bash', args: { command: 'npx tsc --noEmit && echo TSC_OK' }, result: 'TSC_OK' });
    const a3 = llm(S, r, { model: M, text: 'Type check is clean (0 errors). Renamed 7 usages across 4 files, including the sync payload field.' });
    return agentSpan('claude-code', { prompt: this.goal }, { subtype: 'success', num_turns: 4 }, [a0.span, t0, a1.span, t1, t2, a2.span, t3, t4, a3.span]);
  } },
{ id: '05', domain: 'Christmas lights installation crews', style: 'vercel',
  isolates: 'Route-plan constraint violations drop 4 -> 2 -> 0 with two different schedule changes, after which the plan is committed.',
  goal: 'Produce a valid install schedule for 23 house-light jobs for crews A-C next week (no crew over 10 h/day, lift truck only for 2-storey jobs).',
  build(r) {
    const v = [['crew B Tue 11.5h', 'crew C Wed 10.5h', 'job 14 (2-storey) without lift', 'job 19 (2-storey) without lift'], ['crew C Wed 10.5h', 'job 19 (2-storey) without lift'], []];
    const ch = [tool('vercel', r, { name: 'checkPlan', args: { plan: 'draft-1' }, result: { violations: v[0] } })];
    [['Move jobs 7 and 8 from crew B Tuesday to crew A Thursday and give crew B the lift truck on Monday for job 14.', 'draft-2'], ['Swap job 19 to Friday when the lift is free and move job 22 to crew A Wednesday.', 'draft-3']].forEach(([w, d], i) => {
      const g = llm('vercel', r, { model: 'gpt-4o', text: w, calls: [{ name: 'editPlan', args: { plan: d } }, { name: 'checkPlan', args: { plan: d } }] });
      ch.push(g.span, tool('vercel', r, { name: 'editPlan', args: { plan: d }, result: { ok: true }, call: g.calls[0] }), tool('vercel', r, { name: 'checkPlan', args: { plan: d }, result: { violations: v[i + 1], solver_ms: r.ms() }, call: g.calls[1] }));
    });
    const c = llm('vercel', r, { model: 'gpt-4o', text: 'Plan draft-3 is valid: 23 jobs, max crew day 9.5 h. Committing.', calls: [{ name: 'commitPlan', args: { plan: 'draft-3' } }] });
    ch.push(c.span, tool('vercel', r, { name: 'commitPlan', args: { plan: 'draft-3' }, result: { committed: true, version: 3 }, call: c.calls[0] }));
    return agentSpan('ai.generateText', { prompt: this.goal }, { text: 'Schedule committed.', finishReason: 'stop' }, ch, { 'ai.operationId': 'ai.generateText' });
  } },
{ id: '06', domain: 'gravel bike tour operator (GPX validation)', style: 'openinference',
  isolates: 'GPX route validator warnings fall from 5 to 2 to 0 after different fixes to separate stages, then the routes are published.',
  goal: 'Fix the validator issues in the 4-day Dales gravel tour GPX files and publish them.',
  build(r) {
    const w = [5, 2, 0];
    const ch = cycle('openinference', r, 'gpt-4o-mini', [
      ['Stage 2 crosses a private track at km 31; reroute via the bridleway and remove 3 duplicate trackpoints.', { file: 'stage2.gpx' }],
      ['Stage 4 is missing elevation on 118 points and has a 400 m gap at the ford; fill elevation from DEM and join the segment.', { file: 'stage4.gpx' }]],
      (i) => ({ text: `gpx-lint 2.3 — ${w[i + 1]} issue(s) [${r.ms()}ms]`, fail: w[i + 1] > 0 }), 'gpx_lint', { files: ['stage1.gpx', 'stage2.gpx', 'stage3.gpx', 'stage4.gpx'] });
    ch.push(tool('openinference', r, { name: 'publish_routes', args: { tour: 'dales-4d' }, result: { published: 4, url: 'https://tours.example/dales-4d' } }));
    return span('chain', 'agent', { input: this.goal }, { output: 'Published 4 stages, 0 issues.' }, [tool('openinference', r, { name: 'gpx_lint', args: { files: ['stage1.gpx', 'stage2.gpx', 'stage3.gpx', 'stage4.gpx'] }, result: 'gpx-lint 2.3 — 5 issue(s)' }), ...ch], { metadata: { 'openinference.span.kind': 'AGENT' } });
  } },
];
