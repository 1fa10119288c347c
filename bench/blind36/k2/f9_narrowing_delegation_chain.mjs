// Family 9 (healthy): nested delegation 3+ levels deep where each level hands down a narrower,
// different sub-task, does some work of its own, and results come back up.
import { sp } from './lib.mjs';

export const family = 'narrowing_delegation_chain';
export const loop = false;
export const stagnation = false;
export const summary = 'A chain of 3+ nested agents, each delegating a narrower, different sub-task; results come back up and the run completes';

// 01 asbestos survey — Claude Agent SDK, nested Task sub-agents
function s01(c) {
  const goal = 'Produce the refurbishment asbestos survey summary for the 1960s primary school (3 floors) before the window replacement works, listing materials to remove.';
  const ent = (text, tool, input, out, children = []) => { c.tick(2000, 15000); const id = 'toolu_01' + c.b62(22); return [sp('llm', 'assistant', { role: 'user' }, { type: 'assistant', message: { content: [{ type: 'text', text }, ...(tool ? [{ type: 'tool_use', id, name: tool, input }] : [])] }, uuid: c.uuid() }, [], { model: 'claude-sonnet-4-20250514' }), ...(tool ? [sp('tool', tool, input, out, children, { tool_use_id: id, durationMs: c.ms(200, 90000) })] : [])]; };
  // level 3: lab results for window-related samples
  const l3 = sp('agent', 'subagent:lab-results', { prompt: 'Read the lab certificates for samples S-07..S-12 (window putty, mastic, window board) and return which contain asbestos and the fibre type.' }, null, [
    ...ent('Reading the lab certificate PDF text.', 'Read', { file_path: '/surveys/school/lab/cert_S07-S12.txt' }, `Sample S-07 window putty, GF: Chrysotile detected\nSample S-08 window putty, 1F: No asbestos detected\nSample S-09 mastic under sill, GF: Chrysotile detected\nSample S-10 window board, 2F: Amosite detected\nSample S-11 window board, 1F: Amosite detected\nSample S-12 mastic, 2F: No asbestos detected\nAnalyst: ${c.alnum(3)} · UKAS 4${c.int(100, 999)} · ${c.euDate()}`),
    ...ent('S-07, S-09 chrysotile; S-10, S-11 amosite; S-08 and S-12 clear.', null),
  ], { isSidechain: true, depth: 3 });
  const l2 = sp('agent', 'subagent:window-zones', { prompt: 'For the window replacement zones only, map which sampled materials lie in the work area and get their lab results.' }, null, [
    ...ent('Finding which samples fall in the window works zones.', 'Grep', { pattern: 'window|sill|putty|mastic', path: '/surveys/school/sample_register.csv' }, `S-07,GF,classroom 3,window putty\nS-08,1F,classroom 7,window putty\nS-09,GF,hall,mastic under sill\nS-10,2F,library,window board\nS-11,1F,classroom 9,window board\nS-12,2F,staff room,mastic`),
    ...ent('Six samples are in the works zones; delegating the lab-certificate reading.', 'Task', { description: 'Lab results S-07..S-12', prompt: 'Read the lab certificates for samples S-07..S-12 …', subagent_type: 'lab-results' }, { content: 'S-07, S-09 chrysotile; S-10, S-11 amosite; S-08, S-12 none.' }, [l3]),
    ...ent('Window zones: remove putty in classroom 3 (GF), sill mastic in the hall, window boards in library (2F) and classroom 9 (1F); classroom 7 putty and staff-room mastic clear.', null),
  ], { isSidechain: true, depth: 2 });
  const l1 = sp('agent', 'subagent:survey-analyst', { prompt: 'Summarise the survey for the window replacement: scope, sampled materials in the works zone, and what must be removed before work.' }, null, [
    ...ent('Checking the survey scope document first.', 'Read', { file_path: '/surveys/school/scope.md' }, `Scope: refurbishment survey, window replacement all elevations, 3 floors\nSurveyor: ${c.alnum(2)} (P402)\nDate: ${c.ymd(-20)}`),
    ...ent('Scope confirmed; the detailed zone mapping goes to a sub-agent.', 'Task', { description: 'Window zones mapping', prompt: 'For the window replacement zones only, map which sampled materials …', subagent_type: 'window-zones' }, { content: 'Remove: putty CL3, sill mastic hall, window boards library + CL9.' }, [l2]),
    ...ent('Survey summary assembled with 4 positive materials in scope (2 chrysotile, 2 amosite window boards).', null),
  ], { isSidechain: true, depth: 1 });
  const main = [
    ...ent('I\'ll have a survey-analyst sub-agent prepare the summary.', 'Task', { description: 'Survey summary', prompt: 'Summarise the survey for the window replacement …', subagent_type: 'survey-analyst' }, { content: '4 materials to remove before works.' }, [l1]),
    ...ent('Asbestos to remove before window works: chrysotile putty (GF classroom 3), chrysotile sill mastic (hall), amosite window boards (2F library, 1F classroom 9) — amosite boards need a licensed contractor. Classroom 7 putty and staff-room mastic tested negative.', null),
  ];
  return {
    isolates: 'Main agent → survey analyst (scope) → window-zone mapper (sample register) → lab-results reader (certificates): each level has a narrower task and its own tool work, and results flow back up into a removal list.',
    goal,
    root: sp('agent', 'claude_agent_sdk.query', { prompt: goal }, { type: 'result', subtype: 'success', num_turns: 9 }, main, { agents: ['survey-analyst', 'window-zones', 'lab-results'], cwd: '/surveys/school' }),
  };
}

// 02 clog making — Mastra agent network, three levels
function s02(c) {
  const goal = 'Quote a wholesale order of 120 pairs of painted alder-wood clogs (sizes 36–44) for a garden centre chain, with delivery date.';
  const ag = (name, input, kids, out) => sp('agent', `agent.${name}.generate`, { input }, out, kids, { componentName: name, 'mastra.version': '0.10.4', runId: c.uuid() });
  const ll = (text, calls) => { c.tick(1000, 6000); return sp('llm', 'llm.generate', { model: 'openai/gpt-4o-mini' }, { text, toolCalls: calls || [] }, [], { 'gen_ai.usage.input_tokens': c.tokens(), 'gen_ai.usage.output_tokens': c.int(40, 300) }); };
  const tl = (name, args, out) => { c.tick(200, 3000); return sp('tool', `tool.${name}`, args, out, [], { toolName: name }); };
  const carving = ag('carvingAgent', 'Machine-time for 120 pairs on the copy lathe, split by size group.', [
    ll(null, [{ toolName: 'latheSchedule', args: { pairs: 120 } }]),
    tl('latheSchedule', { pairs: 120, model: 'alder-classic' }, { minutes_per_pair: 11, free_hours_next_3w: 19, queue: 'CL-' + c.int(100, 999) }),
    ll('Lathe: 120 × 11 min = 22 h; only 19 h free in 3 weeks, so the run spills into week 4 (3 h).'),
  ], 'Lathe 22 h, finishes in week 4.');
  const prod = ag('productionAgent', 'Production timeline for 120 painted pairs including wood drying and painting.', [
    ll(null, [{ toolName: 'woodStock', args: { species: 'alder' } }]),
    tl('woodStock', { species: 'alder' }, { seasoned_blocks: 300, moisture_pct: 14, checked: c.isoSec() }),
    ll('Enough seasoned alder (300 blocks for 240 clogs). Lathe timing goes to the carving agent.', [{ toolName: 'carvingAgent', args: { task: 'machine time' } }]),
    carving,
    ll('Timeline: carving to week 4, then hollow-drying 5 days and two paint coats (2 days) → ready end of week 5.'),
  ], 'Ready end of week 5.');
  const top = [
    ll(null, [{ toolName: 'priceList', args: { sku: 'ALD-PAINT', qty: 120 } }]),
    tl('priceList', { sku: 'ALD-PAINT', qty: 120 }, { unit_eur: 38.5, wholesale_tiers: { '100+': 0.15 }, currency: 'EUR' }),
    ll('Price: 38.50 less 15% tier = €32.73/pair, €3,927.60. Delivery date depends on production; asking the production agent.', [{ toolName: 'productionAgent', args: { task: 'timeline' } }]),
    prod,
    ll(`Quote: 120 pairs painted alder clogs, sizes 36–44, €32.73/pair (€3,927.60 excl. VAT), delivery ${c.ymd(38)} (end of week 5 + 3 days freight).`),
  ];
  return {
    isolates: 'Sales agent (pricing) → production agent (wood stock, drying/paint timeline) → carving agent (lathe hours): each level narrower, results feed back into a dated quote.',
    goal,
    root: ag('salesAgent', goal, top, 'quote issued'),
  };
}

// 03 button factory dbt lineage — LangGraph nested subgraphs
function s03(c) {
  const goal = 'Find why the `fct_daily_output` dbt model for the button factory shows a 30% drop in corozo (tagua nut) buttons yesterday, and fix it if it is a data bug.';
  const node = (name, ns, kids) => sp('agent', name, null, null, kids, { langgraph_node: name, langgraph_checkpoint_ns: ns, run_id: c.uuid() });
  const llm = (content, tc) => { c.tick(1000, 6000); return sp('llm', 'ChatOpenAI', { messages: ['…'] }, { content, tool_calls: tc ? [{ id: 'call_' + c.b62(24), type: 'function', function: { name: tc[0], arguments: JSON.stringify(tc[1]) } }] : [] }, [], { ls_model_name: 'gpt-4o' }); };
  const tool = (n, a, o, e) => { c.tick(300, 5000); return sp('tool', n, a, o, [], { run_type: 'tool' }, e); };
  const leaf = node('source_checker', 'lineage:' + c.hex(6) + '|staging:' + c.hex(6) + '|source_checker:' + c.hex(6), [
    llm(null, ['sql', { q: "select line_id, count(*) from raw.mes_events where event_date = current_date - 1 and material = 'corozo' group by 1" }]),
    tool('sql', { q: '…' }, `line_id | count\nL4      | 18220\nL5      | 17904\nL6      | 0\n(3 rows)\nElapsed: ${c.dur(200, 3000)} · warehouse BTN_WH · query_id 01b${c.hex(13)}`),
    llm('Line L6 has zero raw events yesterday though it ran (shift log). The MES export for L6 failed: file mes_L6_' + c.ymd(-1) + '.csv missing in the landing bucket.', ['list_bucket', { prefix: 'landing/mes/' + c.ymd(-1) }]),
    tool('list_bucket', { prefix: 'landing/mes/' }, { objects: ['mes_L4.csv', 'mes_L5.csv', 'mes_L6.csv.partial'], listed_at: c.iso() }),
    llm('Found mes_L6.csv.partial: upload was interrupted. Returning this to staging.'),
  ]);
  const staging = node('staging_checker', 'lineage:' + c.hex(6) + '|staging:' + c.hex(6), [
    llm(null, ['dbt', { cmd: 'dbt ls -s +fct_daily_output --resource-type model' }]),
    tool('dbt', { cmd: 'dbt ls -s +fct_daily_output' }, 'buttons.staging.stg_mes_events\nbuttons.intermediate.int_output_by_line\nbuttons.marts.fct_daily_output'),
    llm('stg_mes_events row counts per line are the next narrower question — checking the raw source per line.'),
    leaf,
    llm('Root cause is upstream of dbt: L6 file partial. Fix = re-trigger the L6 export and rerun the staging model.', ['trigger_export', { line: 'L6', date: c.ymd(-1) }]),
    tool('trigger_export', { line: 'L6', date: c.ymd(-1) }, { job: c.jobId('mes-exp-'), status: 'SUCCEEDED', rows: 18011, sha256: c.sha256() }),
  ]);
  const top = node('lineage_investigator', 'lineage:' + c.hex(6), [
    llm('First see whether the drop is real or in one part of the DAG.', ['sql', { q: "select line_id, sum(qty) from marts.fct_daily_output where d >= current_date - 3 and material='corozo' group by 1" }]),
    tool('sql', { q: '…' }, 'L4 ≈ flat, L5 ≈ flat, L6 = 0 yesterday (normally ~18k)'),
    llm('Only L6 dropped. Handing staging-level checks to the staging subgraph.'),
    staging,
    llm(null, ['dbt', { cmd: 'dbt build -s stg_mes_events+ --vars "{run_date: ' + c.ymd(-1) + '}"' }]),
    tool('dbt', { cmd: 'dbt build -s stg_mes_events+' }, `${c.hhmm()}:0${c.int(0, 9)}  Finished running 3 table models, 9 tests in 0 hours 0 minutes and ${c.int(20, 59)}.${c.int(10, 99)} seconds.\nCompleted successfully\nDone. PASS=12 WARN=0 ERROR=0 SKIP=0 TOTAL=12`),
    llm('Fixed: the L6 MES export was a partial upload; re-exported (18,011 events) and rebuilt fct_daily_output — corozo output is back to normal.'),
  ]);
  return {
    isolates: 'Lineage investigator (mart by line) → staging checker (dbt lineage) → source checker (raw events and landing bucket): each subgraph narrows the question, the root cause comes back up and the fix is applied.',
    goal,
    root: sp('agent', 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, [top], { ls_run_type: 'chain', project: 'button-factory-data' }),
  };
}

// 04 biathlon range — Bedrock multi-agent collaboration
function s04(c) {
  const goal = 'Get the biathlon range ready for Saturday\'s regional race: confirm all 30 targets work, the zeroing schedule for 120 athletes, and the ammunition count.';
  const rat = (text, t) => { c.tick(1000, 7000); return sp('llm', 'orchestrationTrace.rationale', { traceId: t }, { rationale: { text } }, [], { foundationModel: 'anthropic.claude-3-5-sonnet-20241022-v2:0' }); };
  const ag = (name, input, kids, out) => sp('agent', `agentCollaboratorInvocation ${name}`, { agentCollaboratorName: name, input: { text: input } }, { agentCollaboratorInvocationOutput: { output: { text: out } } }, kids, { agentCollaboratorAliasArn: `arn:aws:bedrock:eu-central-1:${c.int(10 ** 11, 10 ** 12 - 1)}:agent-alias/${c.alnum(10)}/${c.alnum(10)}` });
  const act = (fn, params, out) => { c.tick(200, 4000); return sp('tool', `actionGroup::${fn}`, { function: fn, parameters: params }, { text: JSON.stringify(out) }, [], { requestId: c.uuid() }); };
  const t = c.uuid();
  const sensors = ag('target-diagnostics', 'Run the self-test on lanes 17–30 mechanical targets and report faults.', [
    rat('Running self-test on the 14 mechanical lanes.', t),
    act('targets_selftest', [{ name: 'lanes', value: '17-30' }], { ok: [17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 30], fault: { 22: 'paddle 3 not resetting', 29: 'hit sensor 1 intermittent' }, run: c.jobId('ST-') }),
    rat('Two faults: lane 22 paddle reset, lane 29 sensor. Spare paddle assembly fixes 22; lane 29 to be swapped for reserve lane 31.', t),
  ], 'Lanes 22 and 29 faulty: repair 22 with spare paddle, replace 29 with reserve 31.');
  const range = ag('range-officer', 'Confirm all 30 targets (16 electronic, 14 mechanical) are operational.', [
    rat('Electronic targets report over the network; checking them first.', t),
    act('electronic_status', [{ name: 'lanes', value: '1-16' }], { online: 16, battery_low: [5], firmware: 'SIUS 3.4.' + c.int(0, 9), polled: c.isoSec() }),
    rat('All 16 electronic online; lane 5 needs a battery swap. Mechanical lanes need a physical self-test, delegating.', t),
    sensors,
  ], 'Electronic 16/16 (battery lane 5); mechanical: repair 22, use reserve 31 for 29.');
  const top = [
    rat('Split the work: targets to range-officer, schedule and ammo I can do directly.', t),
    range,
    act('zeroing_schedule', [{ name: 'athletes', value: '120' }, { name: 'lanes', value: '30' }], { waves: 4, per_wave_min: 20, start: '08:00', end: '09:20' }),
    act('ammo_inventory', [{ name: 'caliber', value: '.22LR' }], { rounds: 16500, needed_estimate: 120 * 20 + 120 * 25, shortfall: 0 }),
    rat('Ready: targets fixed per range officer, zeroing 08:00–09:20 in 4 waves, 16,500 rounds covers 5,400 needed.', t),
  ];
  return {
    isolates: 'Supervisor → range-officer collaborator (electronic targets) → target-diagnostics collaborator (mechanical self-test): each narrower, faults come back up and the supervisor completes schedule and ammo.',
    goal,
    root: sp('agent', 'InvokeAgent biathlon-race-supervisor', { inputText: goal, sessionId: c.uuid() }, { completion: 'Range ready with two repairs; zeroing 08:00–09:20; ammo sufficient.' }, top, { agentCollaboration: 'SUPERVISOR', region: 'eu-central-1' }),
  };
}

// 05 mold remediation — OpenInference / Arize Phoenix nested agents
function s05(c) {
  const goal = 'Write the mold remediation scope for the flooded basement flat at 14 Canal Terrace: affected areas, containment level, and materials to remove vs. clean.';
  const oi = (kind, extra = {}) => ({ 'openinference.span.kind': kind, ...extra });
  const llm = (text) => { c.tick(1000, 6000); return sp('llm', 'ChatCompletion', { messages: [{ role: 'user', content: '…' }] }, { role: 'assistant', content: text }, [], oi('LLM', { 'llm.model_name': 'gpt-4o', 'llm.output_messages.0.message.content': text, 'llm.token_count.total': c.tokens() })); };
  const tool = (n, a, o) => { c.tick(200, 3000); return sp('tool', n, a, o, [], oi('TOOL', { 'tool.name': n, 'tool.parameters': JSON.stringify(a) })); };
  const moisture = sp('agent', 'moisture_mapper', { task: 'Map wall moisture readings in the bedroom, and tell which drywall sections exceed 17% WME.' }, null, [
    tool('moisture_readings', { room: 'bedroom' }, { meter: 'Protimeter ' + c.hex(4), readings_pct_wme: { north_0_30cm: 28, north_30_60cm: 21, north_60_120cm: 14, east_0_30cm: 19, east_30_60cm: 15 }, taken: c.usDate() }),
    llm('Bedroom: north wall wet to 60 cm (28/21%), east wall to 30 cm (19%). Cut lines: north at 90 cm, east at 60 cm (30 cm above last wet reading).'),
  ], oi('AGENT'));
  const rooms = sp('agent', 'room_assessor', { task: 'Assess visible growth and materials per room; get moisture mapping for the bedroom where growth is behind the wardrobe.' }, null, [
    tool('inspection_photos', { job: 'CT14' }, { rooms: { kitchen: 'spotting on skirting, 0.4 m²', bedroom: 'heavy growth behind wardrobe, 2.1 m²', hallway: 'none visible' }, photos: 37, album: c.uuid() }),
    llm('Kitchen small area (0.4 m²), bedroom 2.1 m² hidden growth; bedroom needs moisture mapping to set cut lines.'),
    moisture,
    llm('Bedroom: remove drywall to 90 cm (north) and 60 cm (east), insulation behind; kitchen: remove skirting and HEPA-clean; hallway: dry and monitor.'),
  ], oi('AGENT'));
  const top = [
    llm('Total affected area decides containment level; I need the room assessment first.'),
    rooms,
    tool('containment_guideline', { total_m2: 2.5 }, { level: 'Limited containment (1–10 m², single layer poly, negative air)', ref: 'IICRC S520 tbl ' + c.int(2, 4) }),
    llm('Scope: limited containment with negative air in the bedroom (2.5 m² total); remove bedroom drywall to 90 cm north / 60 cm east plus insulation, kitchen skirting removed and HEPA-cleaned, hallway dried and monitored; clearance test after.'),
  ];
  return {
    isolates: 'Scope writer → room assessor (photos per room) → moisture mapper (bedroom readings): narrower each level, the cut lines come back up and set the final scope.',
    goal,
    root: sp('agent', 'remediation_scoper', { input: goal }, null, top, oi('AGENT', { 'session.id': c.uuid() })),
  };
}

// 06 steel drum band — smolagents manager with managed agents (nested)
function s06(c) {
  const goal = 'Prepare the steel drum band\'s arrangement of "Sailing Home" for the carnival: parts for tenor, double second, cello and bass pans, and check the tenor pans are in tune for the key of F.';
  const step = (n, thought, code, obs, kids = []) => { c.tick(2000, 10000); return sp('chain', `Step ${n}`, null, null, [sp('llm', 'LiteLLMModel.generate', { model: 'anthropic/claude-3-5-sonnet' }, { content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, [], { input_tokens: c.tokens(), output_tokens: c.int(60, 300) }), sp('tool', 'python_interpreter', { code }, obs, kids, {})], {}); };
  const tuner = sp('agent', 'ManagedAgent tuner_agent', { task: 'Measure the 29 notes of the two tenor pans from the recordings and list any note more than 8 cents off.' }, null, [
    step(1, 'Analyse the recorded strikes for tenor pan A and B.', "print(analyse_pitches('rec/tenor_A.wav'), analyse_pitches('rec/tenor_B.wav'))", `Execution logs:\nA: 29 notes, max dev +6 cents (C5)\nB: 29 notes, F4 -14 cents, Bb4 +11 cents, rest within 5\n(analysis ${c.dur(800, 4000)})`),
    step(2, 'Tenor B has F4 and Bb4 out; both are used heavily in F major.', "final_answer('Tenor B: F4 -14c, Bb4 +11c need retuning; tenor A OK')", 'Final answer: Tenor B: F4 -14c, Bb4 +11c need retuning; tenor A OK'),
  ], { managed_agent: true });
  const arranger = sp('agent', 'ManagedAgent arranger_agent', { task: 'Write the four pan parts in F major from the lead sheet and flag notes the tenors must hit often; get tenor tuning checked.' }, null, [
    step(1, 'Load the lead sheet and voice it for 4 sections.', "sheet = load_leadsheet('sailing_home.musicxml')\nparts = voice_parts(sheet, key='F', sections=['tenor','double_second','cello','bass'])\nprint(summary(parts))", `Execution logs:\n64 bars · tenor melody range C4–F5 · most frequent tenor notes: F4 (88), Bb4 (51), C5 (47)\nwritten: ${c.tmp('.musicxml')}`),
    step(2, 'F4 and Bb4 dominate the melody; tuning check goes to the tuner agent.', "print(tuner_agent(task='Measure the 29 notes of the two tenor pans …'))", 'Execution logs:\nTenor B: F4 -14c, Bb4 +11c need retuning; tenor A OK', [tuner]),
    step(3, 'Assign melody to tenor A until tenor B is retuned.', "final_answer('Parts written; melody on tenor A; tenor B needs F4/Bb4 retune')", 'Final answer: Parts written; melody on tenor A; tenor B needs F4/Bb4 retune'),
  ], { managed_agent: true });
  const top = [
    step(1, 'Delegate the arrangement to the arranger agent.', "print(arranger_agent(task='Write the four pan parts in F major …'))", 'Execution logs:\nParts written; melody on tenor A; tenor B needs F4/Bb4 retune', [arranger]),
    step(2, 'Book the pan tuner for tenor B and finish.', "book_tuner(pan='tenor B', notes=['F4','Bb4'])\nfinal_answer('Arrangement ready (64 bars, 4 parts in F). Tenor B F4/Bb4 retune booked; tenor A takes melody meanwhile.')", `Execution logs:\nbooking TUN-${c.int(1000, 9999)} confirmed for ${c.ymd(2)}\nFinal answer: Arrangement ready (64 bars, 4 parts in F). Tenor B F4/Bb4 retune booked; tenor A takes melody meanwhile.`),
  ];
  return {
    isolates: 'Band manager → arranger agent (voicing 4 parts) → tuner agent (pitch analysis of tenor pans): each narrower, the tuning result shapes the arrangement and a retune is booked.',
    goal,
    root: sp('agent', 'CodeAgent.run', { task: goal }, 'Arrangement ready (64 bars, 4 parts in F). Tenor B F4/Bb4 retune booked.', top, { 'smolagents.version': '1.9.2', managed_agents: ['arranger_agent'] }),
  };
}

export const scenarios = [
  { domain: 'asbestos refurbishment survey (school)', style: 'Claude Agent SDK nested Task sub-agents', build: s01 },
  { domain: 'wooden clog making wholesale quote', style: 'Mastra agent network', build: s02 },
  { domain: 'button factory dbt data bug', style: 'LangGraph nested subgraphs', build: s03 },
  { domain: 'biathlon range race preparation', style: 'Bedrock multi-agent collaboration', build: s04 },
  { domain: 'mold remediation scoping', style: 'OpenInference / Arize Phoenix', build: s05 },
  { domain: 'steel drum band arrangement', style: 'smolagents managed agents', build: s06 },
];
