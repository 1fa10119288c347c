// Family 3: oscillating between two states (A, B, A, B...), each check in a state returning what it
// returned last time in that state. The model's wording changes each time (no verbatim restating).
import { sp, Conv, http } from './lib.mjs';

export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = false;
export const summary = 'Flipping between two settings/versions/filters with the check in each state giving the same result as last time (2+ full cycles); wording of the model varies';

// 01 drone light shows — OpenTelemetry GenAI semantic conventions
function s01(c) {
  const goal = 'Get the 300-drone harbour New Year show to pass the pre-flight safety simulation so it can be uploaded to the fleet by 18:00.';
  const cv = new Conv(c, { style: 'openai', attrs: 'otel', model: 'gpt-4o', system: 'You operate the show-design toolchain for a drone light show company. Tools: set_choreography, run_preflight_sim, upload_show.', user: goal });
  const k = [];
  const sim = (ver) => ver === 'v3'
    ? { result: 'FAIL', show: 'harbour-nye-v3.skyc', checks: { min_separation_m: 1.42, required_m: 1.5, violations: [{ drones: [112, 113], t_s: 74.2 }, { drones: [201, 204], t_s: 188.9 }] }, geofence: 'OK', sim_id: c.uuid(), wall_time: c.dur(20000, 60000), worker: c.host('sim') }
    : { result: 'FAIL', show: 'harbour-nye-v4.skyc', checks: { min_separation_m: 1.61, required_m: 1.5, violations: [] }, geofence: { status: 'BREACH', drones: [7, 8, 9], t_s: 121.0, max_excursion_m: 3.8 }, sim_id: c.uuid(), wall_time: c.dur(20000, 60000), worker: c.host('sim') };
  const seq = [
    ['v3', 'Current choreography is v3; run the simulation before changing anything.'],
    ['v4', 'Separation conflicts between 112/113 and 201/204. The v4 file spread the heart formation out, so switching to it.'],
    ['v3', 'v4 clears separation but drones 7-9 leave the geofence over the water. v3 kept them inside, so reverting to v3.'],
    ['v4', 'Reverted and the 1.42 m separation problem is back. Going with v4 again since it had the wider spacing.'],
    ['v3', 'The geofence excursion on 7-9 is showing up again with v4. Let me put v3 back in place.'],
  ];
  seq.forEach(([ver, why], i) => {
    if (i > 0) {
      k.push(cv.llm(why, [{ name: 'set_choreography', args: { show_id: 'harbour-nye', version: ver } }]));
      k.push(cv.tool('set_choreography', undefined, { active: ver, sha256: ver === 'v3' ? '9f1c…e02a' : '4b77…c913', changed_at: c.iso() }));
      k.push(cv.llm(null, [{ name: 'run_preflight_sim', args: { show_id: 'harbour-nye', wind_ms: 6 } }]));
    } else k.push(cv.llm(why, [{ name: 'run_preflight_sim', args: { show_id: 'harbour-nye', wind_ms: 6 } }]));
    k.push(cv.tool('run_preflight_sim', undefined, sim(ver), { error: 'preflight FAIL' }));
  });
  return {
    isolates: 'The active choreography flips v3, v4, v3, v4, v3; v3 always fails on the same separation conflicts and v4 always fails on the same geofence breach.',
    goal,
    root: sp('agent', 'invoke_agent show_designer', { goal }, null, k, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'show_designer', 'gen_ai.agent.id': 'asst_' + c.b62(24), 'service.name': 'skyshow-agent' }),
  };
}

// 02 peat fire museum — smolagents CodeAgent steps
function s02(c) {
  const goal = 'Adjust the climate setpoint of display case 4 (cut peat blocks and 1890s turf spade) at the peat fire museum so that the conservation monitor shows no alarms.';
  const k = [];
  let step = 1;
  const stepSpan = (thought, code, obs, err) => {
    c.tick(3000, 15000);
    const llm = sp('llm', 'OpenAIServerModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs…' }, { role: 'user', content: `New task:\n${goal}` }, { role: 'assistant', content: `(${step - 1} earlier steps)` }] }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, [], { model_id: 'gpt-4o', input_tokens: c.tokens(2000, 7000), output_tokens: c.int(60, 200) });
    const tool = sp('tool', 'python_interpreter', { code }, obs, [], { 'smolagents.step': step }, err);
    return sp('chain', `Step ${step++}`, null, null, [llm, tool], { duration_s: Number((c.r() * 9 + 1).toFixed(2)) });
  };
  const mon = (sp_) => sp_ === 55
    ? `Execution logs:\n{'case': 4, 'setpoint_rh': 55, 'measured_rh': ${(55 + c.r()).toFixed(1)}, 'alarms': ['SHRINKAGE_RISK: peat block moisture loss > 0.8%/24h'], 'sensor': 'hanwell-${c.hex(4)}', 'read_at': '${c.logStamp()}'}`
    : `Execution logs:\n{'case': 4, 'setpoint_rh': 60, 'measured_rh': ${(60 + c.r()).toFixed(1)}, 'alarms': ['MOULD_RISK: iron spade surface RH above 58% threshold'], 'sensor': 'hanwell-${c.hex(4)}', 'read_at': '${c.logStamp()}'}`;
  k.push(stepSpan('First I read the current monitor state for case 4.', "print(conservation_monitor(case=4))", mon(55)));
  k.push(stepSpan('The peat is drying out at 55%. Raising humidity should stop that.', "set_case_climate(case=4, rh=60)\nprint(conservation_monitor(case=4))", mon(60)));
  k.push(stepSpan('Now the spade triggers a mould warning. The lower value did not have that, so I go down.', "set_case_climate(case=4, rh=55)\nprint(conservation_monitor(case=4))", mon(55)));
  k.push(stepSpan('Shrinkage alarm again. I will try the higher humidity one more time.', "set_case_climate(case=4, rh=60)\nprint(conservation_monitor(case=4))", mon(60)));
  k.push(stepSpan('Back to mould risk on the iron. Setting 55 again.', "set_case_climate(case=4, rh=55)\nprint(conservation_monitor(case=4))", mon(55)));
  return {
    isolates: 'A CodeAgent toggles the case humidity between 55% and 60% twice over; each state raises the same alarm it raised before (shrinkage at 55, mould at 60) and the two-object conflict is never addressed.',
    goal,
    root: sp('agent', 'CodeAgent.run', { task: goal }, null, k, { 'smolagents.version': '1.13.0', max_steps: 5, tools: ['conservation_monitor', 'set_case_climate', 'final_answer'] }, 'AgentMaxStepsError: Reached max steps.'),
  };
}

// 03 Postgres autovacuum tuning — plain message-level trace
function s03(c) {
  const goal = 'Stop the nightly bloat alerts on the `seat_holds` table of the ticketing database without causing the IO saturation alerts we had last month.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-2024-11-20', system: 'You are a DBA assistant with psql access through tools.', user: goal });
  const k = [];
  const chk = (sf) => sf === '0.05'
    ? `  relname   | n_dead_tup | bloat_pct | autovac_runs_1h | io_wait_pct\n------------+------------+-----------+-----------------+-------------\n seat_holds |      ${c.int(9000, 12000)} |       9.1 |              14 |        41.7\n(1 row)\n\nTime: ${c.int(30, 90)}.${c.int(100, 999)} ms\nWARNING (alertmanager): NodeDiskIOSaturation firing on ${c.host('pg')}`
    : `  relname   | n_dead_tup | bloat_pct | autovac_runs_1h | io_wait_pct\n------------+------------+-----------+-----------------+-------------\n seat_holds |    ${c.int(410000, 430000)} |      38.4 |               1 |         6.2\n(1 row)\n\nTime: ${c.int(30, 90)}.${c.int(100, 999)} ms\nWARNING (alertmanager): TableBloatHigh firing for seat_holds`;
  const plan = [
    ['0.2', 'Start by looking at the table with the current default scale factor.'],
    ['0.05', 'Bloat is 38%. Lowering autovacuum_vacuum_scale_factor to 0.05 will make vacuum run more often.'],
    ['0.2', 'Vacuum now runs 14 times an hour and IO wait is over 40%, which is the incident from last month. The default 0.2 avoided that.'],
    ['0.05', 'At 0.2 the dead tuples pile up again to 38% bloat. The aggressive setting kept bloat under 10%, so setting it back.'],
    ['0.2', 'IO saturation alert fired again under 0.05. Undoing it.'],
  ];
  plan.forEach(([sf, why], i) => {
    if (i > 0) {
      const sql = `ALTER TABLE seat_holds SET (autovacuum_vacuum_scale_factor = ${sf});`;
      k.push(cv.llm(why, [{ name: 'psql', args: { sql } }]));
      k.push(cv.tool('psql', undefined, 'ALTER TABLE'));
      k.push(cv.llm(null, [{ name: 'psql', args: { sql: 'SELECT * FROM ops.table_health WHERE relname = \'seat_holds\';' } }]));
    } else k.push(cv.llm(why, [{ name: 'psql', args: { sql: 'SELECT * FROM ops.table_health WHERE relname = \'seat_holds\';' } }]));
    c.sleep(c.int(600, 1800));
    k.push(cv.tool('psql', undefined, chk(sf)));
  });
  return {
    isolates: 'The scale factor is set 0.05, 0.2, 0.05, 0.2; each reading at 0.05 shows the same IO saturation and each reading at 0.2 shows the same 38% bloat, with no third option tried.',
    goal,
    root: sp('agent', 'dba-assistant', { goal }, null, k, { session: c.uuid(), db: 'ticketing-prod (read-write role: dba_agent)' }),
  };
}

// 04 haunted house attraction — OpenAI Responses API with browser function calls
function s04(c) {
  const goal = 'In the scare-actor scheduling web app, find who is assigned to the Crypt Room for Friday 31 October 21:00 and message them the new costume call time (19:45).';
  const cv = new Conv(c, { style: 'responses', model: 'o4-mini', system: 'You control a headless browser via tools: browser_click, browser_snapshot, send_message.', user: goal });
  const k = [];
  const snap = (tab) => tab === 'weekend'
    ? `<main data-route="/roster?tab=weekend" data-build="${c.hex(8)}"><h2>Weekend shifts</h2><table><tr><th>Day</th><th>Room</th><th>Slot</th><th>Actor</th></tr><tr><td>Sat 1 Nov</td><td>Crypt Room</td><td>21:00</td><td>L. Varga</td></tr><tr><td>Sun 2 Nov</td><td>Crypt Room</td><td>21:00</td><td>P. Osei</td></tr></table><footer>Loaded ${c.usDate()} · csrf ${c.b62(12)}</footer></main>`
    : `<main data-route="/roster?tab=all&page=1" data-build="${c.hex(8)}"><h2>All shifts</h2><p>Showing 1–50 of 212 (sorted by actor)</p><table><tr><td>Abara, K.</td><td>Morgue</td><td>Thu 30 Oct 19:00</td></tr><tr><td>Abara, K.</td><td>Morgue</td><td>Thu 30 Oct 21:00</td></tr><tr><td>…</td></tr><tr><td>Dunne, R.</td><td>Hall of Mirrors</td><td>Sat 1 Nov 20:00</td></tr></table><footer>Loaded ${c.usDate()} · csrf ${c.b62(12)}</footer></main>`;
  const seq = [
    ['weekend', 'Opening the Weekend tab since Friday night is part of the Halloween weekend.'],
    ['all', 'Weekend only lists Saturday and Sunday. The All tab should include Friday.'],
    ['weekend', 'All shifts is sorted by actor and the first page has no Crypt Room Friday row. Weekend was the tab with Crypt Room entries, checking it again.'],
    ['all', 'Still just Sat/Sun there. Over to All shifts.'],
    ['weekend', 'Page 1 of All, same 50 rows. Trying Weekend once more in case Friday loads late.'],
  ];
  seq.forEach(([tab, why]) => {
    k.push(cv.llm(null, [{ name: 'browser_click', args: { selector: tab === 'weekend' ? 'button[data-tab="weekend"]' : 'button[data-tab="all"]' } }], { reasoning: why }));
    k.push(cv.tool('browser_click', undefined, { ok: true, navigated: `/roster?tab=${tab}`, ms: c.ms(120, 900) }));
    k.push(cv.llm(null, [{ name: 'browser_snapshot', args: { selector: 'main' } }]));
    k.push(cv.tool('browser_snapshot', undefined, snap(tab)));
  });
  return {
    isolates: 'The browser agent alternates between the Weekend and All tabs (2+ cycles); Weekend never has Friday and All always shows the same first page, and it never pages, sorts or searches.',
    goal,
    root: sp('agent', 'responses.agent_loop', { goal }, null, k, { harness: 'custom responses loop', previous_response_chain: true, max_turns: 20, browser: 'chromium 131 headless', session: c.uuid() }, 'turn budget exhausted'),
  };
}

// 05 silk reeling — LlamaIndex query engine over the cocoon lot register
function s05(c) {
  const goal = 'Pick a cocoon lot for next week\'s reeling run of 20/22 denier raw silk for the scarf weaver: need ≥ 600 kg, price ≤ ¥58/kg.';
  const cv = new Conv(c, { style: 'openai', attrs: 'openinference', model: 'gpt-4o', system: 'You are a buyer assistant for a silk reeling mill. Use the lot_search tool (metadata filters on the cocoon register).', user: goal });
  const k = [];
  const res = (g) => g === 'A'
    ? { source_nodes: [{ node_id: c.uuid(), score: 0.83, text: 'Lot ZJ-4471 · grade A · 740 kg · ¥52/kg · filament 1,050 m · denier spec: not tested', metadata: { grade: 'A', region: 'Zhejiang' } }, { node_id: c.uuid(), score: 0.79, text: 'Lot GX-1182 · grade A · 910 kg · ¥49/kg · denier spec: not tested', metadata: { grade: 'A', region: 'Guangxi' } }], query_ms: c.ms(80, 400) }
    : { source_nodes: [{ node_id: c.uuid(), score: 0.88, text: 'Lot ZJ-4502 · grade A+ · 650 kg · ¥71/kg · filament 1,320 m · denier 20.6', metadata: { grade: 'A+', region: 'Zhejiang' } }, { node_id: c.uuid(), score: 0.81, text: 'Lot SC-0930 · grade A+ · 800 kg · ¥69/kg · denier 21.1', metadata: { grade: 'A+', region: 'Sichuan' } }], query_ms: c.ms(80, 400) };
  const seq = [['A', 'Searching grade A lots first because they fit the price ceiling.'], ['A+', 'Grade A lots have no denier test, so I cannot confirm 20/22. Only A+ lots list a denier measurement.'], ['A', 'A+ lots are tested but cost ¥69–71, over the ¥58 cap. Returning to the cheaper grade.'], ['A+', 'The grade A results still say denier not tested; the tested lots were the A+ ones.'], ['A', 'Those A+ prices have not changed. Looking at grade A one more time.']];
  seq.forEach(([g, why]) => {
    k.push(cv.llm(why, [{ name: 'lot_search', args: { query: '20/22 denier raw silk cocoons available', filters: { grade: g, min_kg: 600 } } }]));
    k.push(cv.tool('lot_search', undefined, res(g), { spanName: 'RetrieverQueryEngine.query', children: [sp('retriever', 'VectorIndexRetriever.retrieve', { query_str: '20/22 denier raw silk cocoons available', filters: `grade == "${g}"` }, { nodes: 2 }, [], { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents.count': 2, similarity_top_k: 2 })] }));
  });
  return {
    isolates: 'The lot search filter flips grade A, A+, A, A+, A; grade A always lacks a denier test and A+ is always over the price cap, and no other filter or request for testing is tried.',
    goal,
    root: sp('agent', 'FunctionAgent.run', { user_msg: goal }, null, k, { 'openinference.span.kind': 'AGENT', 'llama_index.version': '0.12.30', max_iterations: 10 }, 'WorkflowRuntimeError: max iterations reached'),
  };
}

// 06 minor league baseball concessions — Pydantic AI with Logfire spans
function s06(c) {
  const goal = 'During the 5th inning, route a restock of 30 cases of hot dog buns from the commissary to a concession stand on the third-base concourse and get it delivered within 15 minutes.';
  const cv = new Conv(c, { style: 'openai', model: 'openai:gpt-4o', system: 'You dispatch runners for ballpark concessions.', user: goal, llmName: 'chat gpt-4o' });
  const k = [];
  const route = (stand) => stand === 4
    ? { stand: 'Stand 4 (sec. 112)', feasible: false, blocking: 'Gate C service corridor closed while ball in play (fan safety)', eta_min: null, checked: c.isoSec(), route_svc: c.pod('route-svc') }
    : { stand: 'Stand 7 (sec. 118)', feasible: false, blocking: 'Freight elevator FE-2 out of service (ticket MX-' + 3381 + ')', eta_min: null, checked: c.isoSec(), route_svc: c.pod('route-svc') };
  const seq = [[4, 'Stand 4 is the closest on the third-base side. Setting it as the destination.'], [7, 'Gate C blocks the path to 4 during play. Stand 7 sells the same menu, use that.'], [4, 'FE-2 being down means 7 is unreachable with a pallet jack. Re-target stand 4.'], [7, 'Gate C corridor is still closed. Switch the delivery to stand 7.'], [4, 'Elevator status for 7 unchanged; let me aim for 4 yet again.']];
  seq.forEach(([stand, why]) => {
    k.push(cv.llm(why, [{ name: 'set_destination', args: { order: 'RST-' + 8817, stand } }]));
    k.push(cv.tool('set_destination', undefined, { order: 'RST-8817', stand, ok: true }, { spanName: 'running tool: set_destination' }));
    k.push(cv.llm(null, [{ name: 'check_route', args: { order: 'RST-8817' } }]));
    k.push(cv.tool('check_route', undefined, route(stand), { spanName: 'running tool: check_route', error: 'RouteInfeasible' }));
  });
  return {
    isolates: 'The restock destination flips between stand 4 and stand 7; every route check returns the same blocker for that stand (gate closed / elevator down) and the agent never considers waiting, a hand carry or a third stand.',
    goal,
    root: sp('agent', 'agent run', { user_prompt: goal }, null, k, { logfire_span: 'agent run', 'logfire.msg': 'concessions_dispatcher run', agent_name: 'concessions_dispatcher', 'pydantic_ai.version': '0.1.3', usage_limits: { request_limit: 20 } }, 'UsageLimitExceeded: The next request would exceed the request_limit of 20'),
  };
}

export const scenarios = [
  { domain: 'drone light show choreography', style: 'OpenTelemetry GenAI semconv', build: s01 },
  { domain: 'peat fire museum display climate', style: 'smolagents CodeAgent', build: s02 },
  { domain: 'Postgres autovacuum for a ticketing DB', style: 'plain message-level (chat completions)', build: s03 },
  { domain: 'haunted house attraction actor roster (browser)', style: 'OpenAI Responses API loop', build: s04 },
  { domain: 'silk reeling cocoon lot buying', style: 'LlamaIndex + OpenInference attributes', build: s05 },
  { domain: 'minor league ballpark concessions dispatch', style: 'Pydantic AI (Logfire)', build: s06 },
];
