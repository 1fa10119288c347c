// Family: restated_long_step — one long reasoning step repeated near-verbatim, nothing new observed in between.
import { sp, styler } from './lib.mjs';

export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;

export const rows = [
  {
    id: '01', domain: 'peat cutting permits', style: 'oai_agents',
    isolates: 'After a permit lookup, the agent restates its whole long plan almost word for word while the re-run lookup returns the identical record, then the run hits max_turns.',
    goal: 'Decide whether turbary holder T-0417 may cut peat on plot 12B this season and draft the approval letter if so.',
    build(n, goal) {
      const S = styler(n, 'oai_agents', { model: 'gpt-4.1-2025-04-14', system: 'You are the permits officer assistant for the Moorland Turbary Board.', goal });
      const rec = { holder: 'T-0417', name: 'Eilidh MacRae', plot: '12B', bank_depth_m: 1.4, status: 'pending_survey', last_survey: '2023-09-14', restriction: 'nesting season 15 Apr-31 Jul', fetched_at: n.isoMs() };
      const plan = 'The permit record for T-0417 shows plot 12B is still marked pending_survey, and the last bank survey was on 2023-09-14, so before I can draft any approval I need to confirm whether a survey newer than that exists, check that the requested cutting window avoids the nesting restriction from 15 April to 31 July, and only then write the approval letter citing the bank depth of 1.4 metres.';
      const kids = [
        S.llm('', [['get_turbary_permit', { holder_id: 'T-0417', plot: '12B' }]]),
        S.tool('get_turbary_permit', undefined, rec),
        S.llm(plan, [['get_turbary_permit', { holder_id: 'T-0417', plot: '12B' }]]),
        S.tool('get_turbary_permit', undefined, { ...rec, fetched_at: n.isoMs() }),
        S.llm(plan.replace('so before I can draft any approval', 'so before drafting any approval').replace('and only then write', 'and only then draft'), [['get_turbary_permit', { holder_id: 'T-0417', plot: '12B' }]]),
      ];
      return sp('agent', 'Permits Officer', { input: goal }, null, kids, { error: 'MaxTurnsExceeded: Max turns (5) exceeded', metadata: { span_data: { type: 'agent', name: 'Permits Officer', tools: ['get_turbary_permit', 'list_bank_surveys', 'draft_letter'], handoffs: [] }, trace_id: 'trace_' + n.hex(32), group_id: null } });
    },
  },
  {
    id: '02', domain: 'tatami makers order system (TypeScript repo)', style: 'claude_sdk',
    isolates: 'A coding agent writes a long diagnosis of a failing type check, re-reads the same file (same content), and writes the same diagnosis again before the session is cut.',
    goal: 'Fix the TypeScript error in src/orders/mat-size.ts of the tatami order app so `npm run typecheck` passes.',
    build(n, goal) {
      const sess = n.uuid();
      const S = styler(n, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal });
      const file = '     1\timport { Jo } from "./units";\n     2\t\n     3\texport type MatSize = "kyoma" | "chukyoma" | "edoma" | "danchima";\n     4\t\n     5\texport const DIMENSIONS: Record<MatSize, { w: Jo; l: Jo }> = {\n     6\t  kyoma: { w: 955, l: 1910 },\n     7\t  chukyoma: { w: 910, l: 1820 },\n     8\t  edoma: { w: 880, l: 1760 },\n     9\t};\n';
      const tc = `> tatami-orders@2.3.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\nsrc/orders/mat-size.ts:5:14 - error TS2741: Property 'danchima' is missing in type '{ kyoma: { w: number; l: number; }; chukyoma: { w: number; l: number; }; edoma: { w: number; l: number; }; }' but required in type 'Record<MatSize, { w: Jo; l: Jo; }>'.\n\nFound 1 error in src/orders/mat-size.ts:5\n`;
      const diag = "The type check fails because DIMENSIONS is declared as Record<MatSize, { w: Jo; l: Jo }> and MatSize includes the danchima size, but the object literal only defines kyoma, chukyoma and edoma, so TypeScript reports TS2741 for the missing danchima key; I should add a danchima entry with its standard 850 by 1700 millimetre dimensions rather than loosening the type.";
      const kids = [
        S.llm("I'll run the type check first.", [['Bash', { command: 'npm run typecheck', description: 'Run TypeScript type check' }]], { session: sess, cwd: '/home/dev/tatami-orders' }),
        S.tool('Bash', undefined, tc),
        S.llm('', [['Read', { file_path: '/home/dev/tatami-orders/src/orders/mat-size.ts' }]], { session: sess }),
        S.tool('Read', undefined, file),
        S.llm(diag, [['Read', { file_path: '/home/dev/tatami-orders/src/orders/mat-size.ts' }]], { session: sess }),
        S.tool('Read', undefined, file),
        S.llm(diag.replace('I should add', 'I need to add'), [], { session: sess }),
      ];
      return sp('agent', 'claude-agent-sdk.query', { prompt: goal, options: { cwd: '/home/dev/tatami-orders', permission_mode: 'acceptEdits', max_turns: 4 } },
        { type: 'result', subtype: 'error_max_turns', session_id: sess, num_turns: 4, duration_ms: n.int(20000, 60000), total_cost_usd: +(n.rng() * 0.2).toFixed(4) }, kids, { error: 'error_max_turns', metadata: { session_id: sess } });
    },
  },
  {
    id: '03', domain: 'coffin makers workshop scheduling', style: 'crewai',
    isolates: 'A CrewAI worker produces a long capacity analysis, the same calendar tool answer comes back, and it emits the same analysis again; the task never completes.',
    goal: 'Schedule the oak coffin order #C-2291 (needed by Thursday 10:00) into the workshop calendar without bumping existing jobs.',
    build(n, goal) {
      const S = styler(n, 'crewai', { model: 'gpt-4o-2024-08-06', goal, agentName: 'Workshop Scheduler' });
      const cal = `Workshop calendar (bench 1-3) as of ${n.euro()}\nMon  B1: C-2284 pine (finish)   B2: C-2287 oak (carcass)   B3: free after 14:00\nTue  B1: C-2288 wicker        B2: C-2287 oak (lining)    B3: C-2290 elm\nWed  B1: free                 B2: free after 12:00       B3: C-2290 elm (polish)\nOak build = 14 bench-hours + 6h lacquer cure.`;
      const t = 'Order C-2291 needs fourteen bench hours plus a six hour lacquer cure, and the calendar shows bench three free from Monday 14:00 and bench one free all of Wednesday, so the earliest plan is to start the carcass on bench three Monday afternoon, continue Tuesday, and move to bench one on Wednesday for finishing so the cure ends before Thursday 10:00.';
      const kids = [
        S.llm('I need to see the current bench calendar.', [['Read Workshop Calendar', { week: 'current', benches: [1, 2, 3] }]]),
        S.tool('Read Workshop Calendar', undefined, cal),
        S.llm(t, [['Read Workshop Calendar', { week: 'current', benches: [1, 2, 3] }]]),
        S.tool('Read Workshop Calendar', undefined, cal),
        S.llm(t.replace('so the earliest plan is', 'so the earliest workable plan is'), [['Read Workshop Calendar', { week: 'current', benches: [1, 2, 3] }]]),
      ];
      const agent = sp('agent', 'Agent: Workshop Scheduler', { role: 'Workshop Scheduler', goal: 'Fit orders onto benches', backstory: 'Twenty years running a joinery floor.' }, null, kids, { error: 'Agent stopped due to iteration limit or time limit.' });
      const task = sp('chain', 'Task: schedule_order', { description: goal, expected_output: 'Bench bookings per day' }, null, [agent], { error: 'Agent stopped due to iteration limit or time limit.' });
      return sp('agent', 'Crew.kickoff', { inputs: { order: 'C-2291' } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.', metadata: { crew_id: n.uuid(), process: 'sequential', crewai_version: '0.86.0' } });
    },
  },
  {
    id: '04', domain: 'swan upping census', style: 'adk',
    isolates: 'An ADK agent summarises tally data in a long paragraph, queries the same tally again, receives the same numbers and writes the same paragraph again.',
    goal: 'Produce the daily swan upping census summary for the Cookham to Marlow reach and flag any injured cygnets for the vet.',
    build(n, goal) {
      const S = styler(n, 'adk', { model: 'gemini-2.0-flash', goal });
      const tally = { reach: 'Cookham-Marlow', date: '2024-07-17', broods: 9, adults: 18, cygnets: 41, ringed: 37, injured: [{ ring: 'CXK4', note: 'fishing line, left leg' }], boat_log_ref: 'UP-' + n.int(1000, 9999) };
      const para = 'On the Cookham to Marlow reach the crews counted nine broods with eighteen adults and forty one cygnets, of which thirty seven were ringed, which leaves four cygnets unringed, and one injured cygnet with ring CXK4 had fishing line around its left leg, so that bird must be flagged for the swan vet before the summary is published.';
      const kids = [
        S.llm('', [['get_reach_tally', { reach: 'Cookham-Marlow', date: '2024-07-17' }]]),
        S.tool('get_reach_tally', undefined, tally),
        S.llm(para, [['get_reach_tally', { reach: 'Cookham-Marlow', date: '2024-07-17' }]]),
        S.tool('get_reach_tally', undefined, tally),
        S.llm(para.replace('so that bird must be flagged', 'so that cygnet must be flagged'), []),
      ];
      const agent = sp('agent', 'invoke_agent census_agent', { user_content: goal }, null, kids, { metadata: { 'gcp.vertex.agent.session_id': n.uuid(), 'gen_ai.agent.name': 'census_agent' } });
      return sp('agent', 'invocation', { app_name: 'swan_census', user_id: 'warden-3' }, { final_response: null, note: 'session ended by client timeout' }, [agent], { error: 'DEADLINE_EXCEEDED: client closed run_async after 120s' });
    },
  },
  {
    id: '05', domain: 'wasabi farm shade-cloth contracts', style: 'langsmith',
    isolates: 'A LangGraph agent states a long contract comparison, re-fetches the same two quotes, and repeats the comparison nearly verbatim until the recursion limit stops it.',
    goal: 'Pick the cheaper shade-cloth supplier for the 0.8 ha wasabi terraces, honouring the 75% shade requirement, and draft the purchase request.',
    build(n, goal) {
      const S = styler(n, 'langsmith', { model: 'gpt-4o-mini-2024-07-18', goal });
      const q = JSON.stringify({ quotes: [{ supplier: 'Kirifuri Agri', shade_pct: 75, price_per_m2_jpy: 312, delivery_days: 9 }, { supplier: 'Amagi Netting', shade_pct: 70, price_per_m2_jpy: 268, delivery_days: 5 }], area_m2: 8000, currency: 'JPY' });
      const cmp = 'Kirifuri Agri offers seventy five percent shade at 312 yen per square metre, which for the 8000 square metres of terraces is about 2.5 million yen, while Amagi Netting is cheaper at 268 yen but only gives seventy percent shade, which fails the requirement, so Kirifuri is the only compliant choice and the purchase request should name it.';
      const wrap = (name, s) => sp('chain', name, null, null, [s]);
      const kids = [
        wrap('agent', S.llm('', [['fetch_supplier_quotes', { product: 'shade cloth', min_shade_pct: 70 }]])),
        wrap('tools', S.tool('fetch_supplier_quotes', undefined, q)),
        wrap('agent', S.llm(cmp, [['fetch_supplier_quotes', { product: 'shade cloth', min_shade_pct: 70 }]])),
        wrap('tools', S.tool('fetch_supplier_quotes', undefined, q)),
        wrap('agent', S.llm(cmp.replace('should name it', 'should therefore name it'), [['fetch_supplier_quotes', { product: 'shade cloth', min_shade_pct: 70 }]])),
      ];
      return sp('chain', 'LangGraph', { messages: [{ type: 'human', content: goal }] }, null, kids, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.', metadata: { thread_id: n.uuid(), ls_run_depth: 0 } });
    },
  },
  {
    id: '06', domain: 'sundial makers commission desk', style: 'griptape',
    isolates: 'A Griptape ToolkitTask (framework not in the given list) computes a long gnomon-angle explanation, re-runs the same calculator with the same result and restates the explanation.',
    goal: 'Confirm the gnomon angle and hour-line layout for a horizontal sundial commissioned for a garden at latitude 52.2 N and send the spec to the workshop.',
    build(n, goal) {
      const S = styler(n, 'griptape', { model: 'gpt-4o', goal });
      const out = 'latitude=52.2000 gnomon_angle_deg=52.2000 hour_lines_deg: 9h=-38.24 10h=-24.49 11h=-11.96 12h=0.00 1h=11.96 2h=24.49 3h=38.24';
      const t = 'For a horizontal dial the gnomon angle equals the latitude, so the style must rise at 52.2 degrees, and the hour lines follow tan(angle) = sin(latitude) times tan(15 degrees per hour), giving 11.96 degrees for one hour from noon, 24.49 for two hours and 38.24 for three, mirrored either side of the noon line, which is what the workshop spec needs.';
      const kids = [
        S.llm('', [['Calculator_calculate', { expression: 'sundial(lat=52.2)' }]]),
        S.tool('Calculator_calculate', undefined, out),
        S.llm(t, [['Calculator_calculate', { expression: 'sundial(lat=52.2)' }]]),
        S.tool('Calculator_calculate', undefined, out),
        S.llm(t.replace('which is what the workshop spec needs', 'which is exactly what the workshop spec needs'), []),
      ];
      const task = sp('chain', 'ToolkitTask', { input: goal, max_subtasks: 2 }, null, kids, { error: 'Exceeded tool limit of 2 subtasks per task' });
      return sp('agent', 'Agent.run', { args: [goal] }, null, [task], { metadata: { framework: 'griptape', 'griptape.structure_id': n.hex(32) } });
    },
  },
];
