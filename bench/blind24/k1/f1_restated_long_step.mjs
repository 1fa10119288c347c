// Family 1: one near-verbatim repeat of a long reasoning step, nothing new observed in between.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, oaiOut, anthOut } from './lib.mjs';

export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;
export const summary = 'One long assistant/reasoning message (25+ content words) is restated near-verbatim once with nothing new observed in between; the run is then cut off without an answer.';

// 01 hat shops — LangGraph run as exported from LangSmith
function hatShop(N) {
  const thread = N.uuid();
  const po = `PO-${N.digits(5)}`;
  const orderResp = () => ({ po_number: po, supplier: 'Luton Straw & Felt Ltd', status: 'AWAITING_SUPPLIER_CONFIRMATION', lines: [{ sku: 'BOAT-SS-57', desc: 'Sennit straw boater 57cm', qty: 12 }, { sku: 'BOAT-SS-59', desc: 'Sennit straw boater 59cm', qty: 8 }, { sku: 'PAN-FED-58', desc: 'Panama fedora 58cm', qty: 6 }], supplier_note: 'Straw braid from Carpi mill delayed, cannot commit ship date yet', last_supplier_contact: '2 days ago', fetched_at: N.iso() });
  const thought = `The restock order ${po} with Luton Straw & Felt is still sitting in awaiting supplier confirmation. Their note says the straw braid from the Carpi mill is delayed, so they will not commit a ship date. Before writing to the manager I should confirm whether any of the twenty-six boaters and panamas can be sourced elsewhere, then draft a short update that explains the delay and offers the alternative supplier option.`;
  const thought2 = `The restock order ${po} with Luton Straw & Felt is still sitting in awaiting supplier confirmation. Their note says the straw braid from the Carpi mill is delayed, so they won't commit a ship date. Before writing to the manager I should confirm whether any of the twenty-six boaters and panamas can be sourced elsewhere, then draft a short update explaining the delay and offering the alternative supplier option.`;
  const meta = (step, node) => ({ langgraph_step: step, langgraph_node: node, langgraph_triggers: [node === 'agent' ? 'start:agent' : 'branch:agent:should_continue:tools'], thread_id: thread, ls_run_id: N.uuid() });
  const llmMeta = () => ({ ls_provider: 'openai', ls_model_name: 'gpt-4o-2024-08-06', ls_model_type: 'chat', ls_temperature: 0, run_type: 'llm', token_usage: { prompt_tokens: N.int(900, 2400), completion_tokens: N.int(60, 200) } });
  const system = sys('You are the back-office assistant for Hartley & Finch Hatters (Covent Garden). You can look up purchase orders, search the supplier catalogue and email the shop manager.');
  const u = user(`The spring boater restock hasn't been confirmed. Find out why and tell Maggie (the manager) what's going on and what our options are.`);
  const c1 = ['get_purchase_order', { po_number: po }];
  const step1 = chain('agent', { messages: [system, u] }, { messages: [oaiOut(N, null, [c1])] }, [llm('ChatOpenAI', { messages: [system, u] }, oaiOut(N, null, [c1]), llmMeta())], meta(1, 'agent'));
  const step2 = chain('tools', { tool_calls: [c1] }, null, [tool('get_purchase_order', c1[1], JSON.stringify(orderResp()), { run_type: 'tool' })], meta(2, 'tools'));
  const m3 = oaiOut(N, thought, [c1]);
  const step3 = chain('agent', { messages: '[4 messages]' }, { messages: [m3] }, [llm('ChatOpenAI', { messages: [system, u, asst('(tool call get_purchase_order)'), toolMsg('call_1', orderResp())] }, m3, llmMeta())], meta(3, 'agent'));
  N.tick(1500, 4000);
  const step4 = chain('tools', { tool_calls: [c1] }, null, [tool('get_purchase_order', c1[1], JSON.stringify(orderResp()), { run_type: 'tool' })], meta(4, 'tools'));
  const m5 = oaiOut(N, thought2, [c1]);
  const step5 = chain('agent', { messages: '[6 messages]' }, { messages: [m5] }, [llm('ChatOpenAI', { messages: [system, u, asst(thought), toolMsg('call_2', orderResp())] }, m5, llmMeta())], meta(5, 'agent'));
  return agent('LangGraph', { messages: [u] }, null, [step1, step2, step3, step4, step5], { ls_project: 'hatters-backoffice', thread_id: thread, recursion_limit: 6, status: 'error' });
}

// 02 canal museums — raw Anthropic Messages API request/response logs
function canalMuseum(N) {
  const model = 'claude-3-5-sonnet-20241022';
  const tools = [{ name: 'read_document', description: 'Read a document from the collections drive', input_schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } }];
  const system = 'You are the registrar assistant at the Stoke Bruerne Canal Museum. Be precise about dates and object numbers.';
  const goal = 'Check that the loan agreement dates for the lock-keeper\'s cottage exhibit match the insurance schedule and tell me if anything is uninsured.';
  const loan = `LOAN AGREEMENT LA-2024-017\nLender: Foxton Inclined Plane Trust\nObjects: SBCM.L.211 brass windlass set (6); SBCM.L.212 painted water can ("Buckby can"); SBCM.L.213 narrowboat tiller pin\nLoan period: 14 March 2024 to 30 September 2024 (inclusive)\nTransit: museum courier both ways\nInsurance: borrower, nail-to-nail, agreed value GBP 18,400`;
  const ins = (tag) => `Schedule of Fine Art Cover — policy HX/FA/77120 — printed ${tag}\nItem 41  SBCM.L.211  windlass set  GBP 6,000  period 01/04/2024 - 30/09/2024\nItem 42  SBCM.L.212  Buckby can    GBP 9,900  period 01/04/2024 - 30/09/2024\nItem 43  SBCM.L.213  tiller pin    GBP 2,500  period 01/04/2024 - 30/09/2024`;
  const req = (messages) => ({ model, max_tokens: 2048, system, tools, messages });
  const call = (p) => ['read_document', { path: p }];
  const m0 = [user(goal)];
  const r1 = anthOut(N, 'I will read the loan agreement first.', [call('loans/LA-2024-017.txt')], model);
  const t1 = tool('read_document', { path: 'loans/LA-2024-017.txt' }, loan, { tool_use_id: r1.content[1].id });
  const r2 = anthOut(N, null, [call('insurance/HX-FA-77120-schedule.txt')], model);
  const insA = ins(N.dmy());
  const t2 = tool('read_document', { path: 'insurance/HX-FA-77120-schedule.txt' }, insA, { tool_use_id: r2.content[0].id });
  const long = 'Comparing the two documents: the loan agreement LA-2024-017 runs from 14 March 2024 to 30 September 2024 nail-to-nail, but the insurance schedule HX/FA/77120 only covers the windlass set, the Buckby can and the tiller pin from 1 April 2024. That leaves a gap of seventeen days, 14 to 31 March, including the inbound courier transit, when all three objects are on loan to us but uninsured. I should re-check the schedule to make sure there is no earlier cover line for these object numbers.';
  const long2 = 'Comparing the two documents: the loan agreement LA-2024-017 runs from 14 March 2024 to 30 September 2024 nail-to-nail, but insurance schedule HX/FA/77120 only covers the windlass set, the Buckby can and the tiller pin from 1 April 2024. That leaves a gap of seventeen days, 14 to 31 March, including the inbound courier transit, when all three objects are on loan to us but uninsured. I should re-check the schedule to make sure there is no earlier cover line for these object numbers.';
  const r3 = anthOut(N, long, [call('insurance/HX-FA-77120-schedule.txt')], model);
  N.tick(800, 2000);
  const t3 = tool('read_document', { path: 'insurance/HX-FA-77120-schedule.txt' }, ins(N.dmy()), { tool_use_id: r3.content[1].id });
  const r4 = anthOut(N, long2, [call('insurance/HX-FA-77120-schedule.txt')], model);
  r4.stop_reason = 'max_tokens';
  return agent('registrar-assistant', { goal }, null, [
    llm('messages.create', req(m0), r1, { 'anthropic-request-id': N.reqId('req_01'), latency_ms: N.int(900, 3000) }),
    t1,
    llm('messages.create', req([...m0, { role: 'assistant', content: r1.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: r1.content[1].id, content: loan }] }]), r2, { 'anthropic-request-id': N.reqId('req_01'), latency_ms: N.int(900, 3000) }),
    t2,
    llm('messages.create', req(['…4 prior messages…', { role: 'user', content: [{ type: 'tool_result', tool_use_id: r2.content[0].id, content: insA }] }]), r3, { 'anthropic-request-id': N.reqId('req_01'), latency_ms: N.int(2000, 6000) }),
    t3,
    llm('messages.create', req(['…6 prior messages…', { role: 'user', content: [{ type: 'tool_result', tool_use_id: r3.content[1].id, content: '(schedule text, same items 41-43)' }] }]), r4, { 'anthropic-request-id': N.reqId('req_01'), latency_ms: N.int(2000, 6000) }),
  ], { session: N.uuid(), ended: 'client budget exhausted (max_turns=4)' });
}

// 03 model boat clubs — OpenInference / Arize Phoenix attributes
function modelBoats(N) {
  const trace = N.traceId();
  const oi = (kind, extra = {}) => ({ 'openinference.span.kind': kind, trace_id: trace, span_id: N.spanId(), ...extra });
  const goal = 'Pick a Sunday in June for the club\'s IOM radio-sailing regatta at Fleetwood Marine Lake that avoids the lake\'s reserved slots and strong gusts.';
  const bookings = { lake: 'Fleetwood Marine Lake', month: '2025-06', reserved: [{ date: '2025-06-01', by: 'Fleetwood Model Yacht Club (club racing)' }, { date: '2025-06-15', by: 'Wyre Council — lake drain & inspection' }, { date: '2025-06-29', by: 'Vintage steam boat rally' }], free_sundays: ['2025-06-08', '2025-06-22'] };
  const fc = () => ({ location: 'Fleetwood', generated: N.isoSec(), model_run: `${N.date()}T06Z`, days: [{ date: '2025-06-08', wind_kt: 14, gust_kt: 27, dir: 'WSW' }, { date: '2025-06-22', wind_kt: 9, gust_kt: 16, dir: 'NW' }] });
  const thought = 'Two Sundays are free on the lake: 8 June and 22 June. The forecast gives 14 knots gusting 27 on 8 June, which is beyond what the IOM rigs can race in safely, while 22 June shows 9 knots gusting 16 from the north-west. So 22 June looks best, but the forecast is long range and I should look at it once more before recommending the date to the committee and booking the lake.';
  const thought2 = 'Two Sundays are free on the lake: 8 June and 22 June. The forecast gives 14 knots gusting 27 on 8 June, beyond what the IOM rigs can race in safely, while 22 June shows 9 knots gusting 16 from the north-west. So 22 June looks best, but the forecast is long range and I should look at it once more before recommending the date to the committee and booking the lake.';
  const L = (msgs, out) => llm('ChatCompletion', { messages: msgs }, out, oi('LLM', Object.fromEntries([['llm.model_name', 'gpt-4o-mini'], ['llm.provider', 'openai'], ...msgs.flatMap((m, i) => [[`llm.input_messages.${i}.message.role`, m.role], [`llm.input_messages.${i}.message.content`, typeof m.content === 'string' ? m.content : JSON.stringify(m.content)]]), ['llm.output_messages.0.message.content', out.content || ''], ['llm.token_count.prompt', N.int(400, 1800)]])));
  const T = (name, args, out) => tool(name, args, out, oi('TOOL', { 'tool.name': name, 'tool.parameters': JSON.stringify(args), 'output.mime_type': 'application/json' }));
  const u = user(goal);
  const f1 = fc(); N.tick(1000, 3000); const f2 = fc();
  return agent('RegattaPlanner', { input: goal }, null, [
    L([u], oaiOut(N, null, [['lake_bookings', { lake: 'fleetwood-marine-lake', month: '2025-06' }]])),
    T('lake_bookings', { lake: 'fleetwood-marine-lake', month: '2025-06' }, JSON.stringify(bookings)),
    L([u, asst('lake_bookings → 2 free Sundays')], oaiOut(N, null, [['wind_forecast', { place: 'Fleetwood', dates: ['2025-06-08', '2025-06-22'] }]])),
    T('wind_forecast', { place: 'Fleetwood', dates: ['2025-06-08', '2025-06-22'] }, JSON.stringify(f1)),
    L([u, asst('wind_forecast → …')], oaiOut(N, thought, [['wind_forecast', { place: 'Fleetwood', dates: ['2025-06-08', '2025-06-22'] }]])),
    T('wind_forecast', { place: 'Fleetwood', dates: ['2025-06-08', '2025-06-22'] }, JSON.stringify(f2)),
    L([u, asst(thought), asst('wind_forecast → …')], oaiOut(N, thought2, [])),
  ], oi('AGENT', { 'session.id': N.uuid(), status_code: 'UNSET', note: 'trace ends: worker restarted' }));
}

// 04 sports physios — CrewAI task execution (ReAct text format)
function sportsPhysio(N) {
  const goal = 'Draft a return-to-play plan for a semi-pro winger with a grade 2 right hamstring strain (injured 12 days ago) using the clinic notes.';
  const notes = `Clinic: Riverside Sports Physio | Patient #${N.digits(5)} | Seen ${N.dmy()}\nDx: Grade 2 strain R biceps femoris long head, MRI confirmed, no tendon involvement.\nDay 12: pain-free walking, ASLR 70° (L 85°), isometric 90/90 hold 20s pain 2/10.\nHamstring Nordic: not started. Sprinting: not started.\nPlayer goal: league match in 3 weeks (Sat).`;
  const th = 'Thought: From the clinic notes the strain is grade 2 in the long head of biceps femoris, twelve days old, with the straight-leg raise still fifteen degrees short and isometrics at pain two out of ten. A sensible plan progresses isometric loading, then eccentric Nordic work and graded running over roughly three to four weeks, so the Saturday league match in three weeks is borderline. I will re-read the clinic notes to make sure I have the range and pain scores right before writing the phases.';
  const th2 = 'Thought: From the clinic notes the strain is grade 2 in the long head of biceps femoris, twelve days old, with the straight leg raise still fifteen degrees short and isometrics at pain 2/10. A sensible plan progresses isometric loading, then eccentric Nordic work and graded running over roughly three to four weeks, so the Saturday league match in three weeks is borderline. I will re-read the clinic notes to make sure I have the range and pain scores right before writing the phases.';
  const act = '\nAction: read_clinic_notes\nAction Input: {"patient_ref": "winger-RSP", "latest": true}';
  const crewMeta = { crewai_version: '0.86.0', crew: 'rtp_crew', process: 'sequential' };
  const agentSpan = agent('Senior Sports Physiotherapist', { task: goal, expected_output: 'Phased RTP plan with criteria' }, 'Agent stopped due to iteration limit or time limit.', [
    llm('LLM.call', { messages: [sys('You are Senior Sports Physiotherapist. You plan evidence-based return-to-play programmes.'), user(goal)] }, 'Thought: I need the latest clinic notes first.' + act, { model: 'gpt-4o', temperature: 0.3 }),
    tool('read_clinic_notes', '{"patient_ref": "winger-RSP", "latest": true}', notes, { cache_hit: false }),
    llm('LLM.call', { messages: ['…', user(`Observation: ${notes}`)] }, th + act, { model: 'gpt-4o', temperature: 0.3 }),
    tool('read_clinic_notes', '{"patient_ref": "winger-RSP", "latest": true}', notes.replace(/Seen .*\n/, `Seen ${(N.tick(), N.dmy())}\n`), { cache_hit: false }),
    llm('LLM.call', { messages: ['…', user('Observation: (same notes)')] }, th2 + act, { model: 'gpt-4o', temperature: 0.3 }),
  ], { role: 'Senior Sports Physiotherapist', max_iter: 3, allow_delegation: false });
  return span('agent', 'Crew.kickoff', { inputs: { player: 'winger-RSP' } }, { raw: 'Agent stopped due to iteration limit or time limit.', tasks_output: [] }, { children: [span('task', 'Draft RTP plan', { description: goal }, null, { children: [agentSpan] })], metadata: { ...crewMeta, crew_id: N.uuid(), execution_time_s: N.num(20, 60) } });
}

// 05 bead stores — Agno (formerly Phidata) agent run
function beadStore(N) {
  const runId = N.uuid(), session = N.uuid();
  const goal = 'Find out why the website shows 42 tubes of Miyuki 11/0 seed beads colour 401 (black) in stock while the till count on Friday was 17.';
  const web = { sku: 'MIY-11-0401', channel: 'shopify', available: 42, committed: 3, updated_at: N.isoLocal(0), location: 'Shop floor' };
  const till = { sku: 'MIY-11-0401', counted: 17, counted_by: 'Priya', count_date: '2025-03-14', variance_reason: null };
  const moves = { sku: 'MIY-11-0401', since: '2025-03-01', movements: [{ ts: '2025-03-03 10:12', type: 'receipt', qty: 30, ref: 'GRN-8812 (Miyuki via Beads Direct)', location: 'Back room' }, { ts: '2025-03-10 16:40', type: 'transfer', qty: 0, ref: 'TR-119 pending', from: 'Back room', to: 'Shop floor' }] };
  const thought = 'The web figure of 42 includes the thirty tubes received on 3 March under GRN-8812, which were booked into the back room, and transfer TR-119 to the shop floor is still pending with a quantity of zero. The Friday till count of 17 only covers the shop floor, so the mismatch is most likely the untransferred back-room stock being merged into the web availability. I should look at the stock movements again to confirm that no other receipt or sale explains the gap.';
  const thought2 = 'The web figure of 42 includes the thirty tubes received on 3 March under GRN-8812, which were booked into the back room, and transfer TR-119 to the shop floor is still pending with quantity zero. The Friday till count of 17 only covers the shop floor, so the mismatch is most likely the untransferred back-room stock merged into web availability. I should look at the stock movements again to confirm that no other receipt or sale explains the gap.';
  const tc = (name, args, content) => tool(name, args, content, { tool_call_id: N.callId(), tool_call_error: false, metrics: { time: N.num(0.05, 0.9, 3) } });
  const model = (out, calls) => llm('OpenAIChat.response', { messages: ['system', 'user', '…'] }, { content: out, tool_calls: calls.map(([n, a]) => ({ type: 'function', function: { name: n, arguments: JSON.stringify(a) } })) }, { model: 'gpt-4.1', provider: 'OpenAI', metrics: { input_tokens: N.int(600, 2500), output_tokens: N.int(30, 180), time_to_first_token: N.num(0.3, 1.2, 3) } });
  return agent('Agent.run', { message: goal, agent_name: 'stock-helper', session_id: session }, { run_id: runId, status: 'cancelled', content: null, event: 'RunCancelled' }, [
    model(null, [['get_web_inventory', { sku: 'MIY-11-0401' }], ['get_till_count', { sku: 'MIY-11-0401' }]]),
    tc('get_web_inventory', { sku: 'MIY-11-0401' }, JSON.stringify(web)),
    tc('get_till_count', { sku: 'MIY-11-0401' }, JSON.stringify(till)),
    model('The gap is 25 tubes. I will pull the stock movements for March.', [['get_stock_movements', { sku: 'MIY-11-0401', since: '2025-03-01' }]]),
    tc('get_stock_movements', { sku: 'MIY-11-0401', since: '2025-03-01' }, JSON.stringify(moves)),
    model(thought, [['get_stock_movements', { sku: 'MIY-11-0401', since: '2025-03-01' }]]),
    tc('get_stock_movements', { sku: 'MIY-11-0401', since: '2025-03-01' }, JSON.stringify(moves)),
    model(thought2, [['get_stock_movements', { sku: 'MIY-11-0401', since: '2025-03-01' }]]),
  ], { framework: 'agno', agno_version: '1.4.2', run_id: runId, session_id: session, cancel_reason: 'user closed chat' });
}

// 06 ski rental — plain message-level trace
function skiRental(N) {
  const goal = 'Allocate boots and skis for the Oakfield school group (28 pupils, arriving Saturday) from the size list, and tell the shop which sizes we are short of.';
  const sizes = 'name,boot_mondo,height_cm,level\n' + ['Amir,23.5,148,beg', 'Bea,22.0,139,beg', 'Cal,25.0,162,int', 'Dani,24.5,158,beg', 'Eli,26.5,171,int'].join('\n') + '\n… 23 more rows';
  const inv = () => ({ shop: 'Alpine Hire Morzine — Pleney', as_of: N.http(), boots: { '22.0': 3, '22.5': 4, '23.0': 2, '23.5': 6, '24.0': 5, '24.5': 2, '25.0': 4, '25.5': 3, '26.0': 1, '26.5': 0 }, skis_cm: { '120': 6, '130': 7, '140': 5, '150': 6, '160': 3, '170': 1 } });
  const long = 'Matching the 28 pupils to stock: boot sizes 23.0 to 24.5 are covered, but the list has four pupils at 26.0 to 26.5 and only one 26.0 boot remains with none at 26.5. For skis, six pupils need 160 or 170 centimetres and the shop has only four in those lengths. So we are short three boots in the larger sizes and two long skis; I should query the inventory again for the other branch before telling the shop.';
  const long2 = 'Matching the 28 pupils to stock: boot sizes 23.0 to 24.5 are covered, but the list has four pupils at 26.0 to 26.5 and only one 26.0 boot left with none at 26.5. For skis, six pupils need 160 or 170 cm and the shop has only four in those lengths. So we are short three boots in the larger sizes and two long skis; I should query the inventory again for the other branch before telling the shop.';
  const q = { shop: 'pleney' };
  const c = (args) => [['rental_inventory', args]];
  const msgs = [sys('You help the rental desk at Alpine Hire.'), user(goal)];
  return agent('chat_session', { messages: msgs }, null, [
    llm('chat.completions', { model: 'gpt-4o', messages: msgs }, oaiOut(N, null, [['read_group_sizes', { group: 'oakfield-2025-02' }]]), { usage: N.tokens() }),
    tool('read_group_sizes', { group: 'oakfield-2025-02' }, sizes),
    llm('chat.completions', { model: 'gpt-4o', messages: [...msgs, '…tool result…'] }, oaiOut(N, null, c(q)), { usage: N.tokens() }),
    tool('rental_inventory', q, inv()),
    llm('chat.completions', { model: 'gpt-4o', messages: [...msgs, '…tool result…'] }, oaiOut(N, long, c(q)), { usage: N.tokens() }),
    (N.tick(), tool('rental_inventory', q, inv())),
    llm('chat.completions', { model: 'gpt-4o', messages: [...msgs, '…tool result…'] }, oaiOut(N, long2, c(q)), { usage: N.tokens(), finish_reason: 'tool_calls' }),
  ], { conversation_id: N.uuid(), truncated: true });
}

export const scenarios = [
  { n: '01', domain: 'hat shops', style: 'LangGraph (LangSmith export)', isolates: 'A long reasoning step about a stalled boater restock order is restated near-verbatim after a re-lookup that returned the same order state.', goal: 'The spring boater restock hasn\'t been confirmed. Find out why and tell the shop manager what is going on and what the options are.', build: hatShop },
  { n: '02', domain: 'canal museums', style: 'Anthropic Messages API logs', isolates: 'The comparison of loan dates versus insurance cover is written out twice almost word for word around an identical re-read of the schedule.', goal: 'Check that the loan agreement dates for the lock-keeper\'s cottage exhibit match the insurance schedule and report anything uninsured.', build: canalMuseum },
  { n: '03', domain: 'model boat clubs', style: 'OpenInference / Arize Phoenix', isolates: 'A regatta-date recommendation paragraph is repeated near-verbatim after a forecast re-check that returned the same winds.', goal: 'Pick a Sunday in June for the club\'s radio-sailing regatta that avoids the lake\'s reserved slots and strong gusts.', build: modelBoats },
  { n: '04', domain: 'sports physios', style: 'CrewAI', isolates: 'A ReAct Thought summarising a hamstring case is restated near-verbatim after re-reading unchanged clinic notes, then the agent hits its iteration limit.', goal: 'Draft a return-to-play plan for a semi-pro winger with a grade 2 hamstring strain using the clinic notes.', build: sportsPhysio },
  { n: '05', domain: 'bead stores', style: 'Agno (Phidata) — not in the brief\'s list', isolates: 'The explanation of a seed-bead stock mismatch is given twice near-verbatim around an identical stock-movement query, and the run is cancelled.', goal: 'Find out why the website shows 42 tubes of a seed bead colour in stock while the till count was 17.', build: beadStore },
  { n: '06', domain: 'ski rental', style: 'plain message-level trace', isolates: 'A long sizing-shortfall analysis for a school group is restated near-verbatim after an inventory re-query that returned the same counts; the trace is truncated.', goal: 'Allocate boots and skis for a 28-pupil school group from the size list and tell the shop which sizes are short.', build: skiRental },
];
