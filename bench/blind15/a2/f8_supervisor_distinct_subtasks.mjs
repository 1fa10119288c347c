// Family 8 (healthy): a supervisor gives the same worker different sub-tasks in turn, each answered with new results, then a synthesis.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'supervisor_distinct_subtasks';

// 01 — tapestry conservation: AutoGen lead and research assistant
function r01(N) {
  const goal = 'Prepare a conservation brief for the 17th-century Flemish verdure tapestry (inv. T-0447, 3.4 x 5.1 m) before it goes on loan: fibre condition, display limits, cleaning options and the loan agreement conditions.';
  const kids = [];
  const say = (who, to, content, children = []) => agentSpan(who, { sender: who, recipient: to, content }, { content }, children, { autogen_event: 'send' });
  const fc = (name, args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const sub = [
    ['Sub-task 1: pull the fibre analysis and condition survey for T-0447 and summarise the weak areas.', 'collections_db', { object: 'T-0447', record: 'condition_survey' }, { object: 'T-0447', survey_date: '2019-06-11', fibres: { warp: 'wool, Z-spun', weft: 'wool and silk; silk highlights shattered in 14 areas' }, losses_cm2: 380, previous_treatment: 'strip-lining 1972, cotton, now 3 loose strips', record_etag: N.etag() }, 'Warp is sound wool; the weak area is the silk weft: 14 shattered silk highlight zones totalling about 380 cm2, concentrated in the sky. The 1972 cotton strip-lining has 3 detached strips that put load on the top edge.'],
    ['Sub-task 2: find the light and humidity limits our policy sets for mixed wool/silk tapestries on loan.', 'policy_search', { query: 'loan display limits wool silk tapestry lux RH' }, { doc: 'Loans policy v7, s.4.3', limits: { lux: 50, annual_lux_hours: 150000, rh_pct: '45-55', rh_max_daily_change: 5, temp_c: '18-22' }, retrieved: N.iso() }, 'Policy s.4.3: 50 lux maximum, 150,000 lux-hours per year, RH 45-55 percent with no more than 5 percent change per day, 18-22 C.'],
    ['Sub-task 3: get the current wet-cleaning options and lead times from our two approved studios.', 'supplier_quotes', { service: 'tapestry wet cleaning', max_width_m: 5.1 }, { quotes: [{ studio: 'De Wit Textile Studio', bath_width_m: 6, price_eur: 18400, lead_weeks: 10 }, { studio: 'Atelier Hennebont', bath_width_m: 4.5, price_eur: 15100, lead_weeks: 6, note: 'would require folding - not acceptable for shattered silk' }], fetched: N.rfc2822() }, 'Only De Wit can take it flat (6 m bath): EUR 18,400, 10 weeks. Hennebont is cheaper and faster but its 4.5 m bath would mean folding, which the shattered silk cannot take.'],
    ['Sub-task 4: check the draft loan agreement for clauses on conservation and couriers.', 'contract_reader', { file: 'loan_T-0447_draft_v2.pdf', sections: ['conservation', 'courier'] }, { clauses: [{ n: '7.2', text: 'Lender may require conservation treatment prior to dispatch at borrower\'s cost up to EUR 20,000.' }, { n: '9.1', text: 'A courier from the lending institution accompanies the object both ways.' }], pages: 14, parsed_in: N.ms(200, 900) }, 'Clause 7.2 lets us charge pre-loan conservation to the borrower up to EUR 20,000, which covers De Wit. Clause 9.1 requires our courier both ways.'],
  ];
  kids.push(say('registrar', 'conservation_lead', goal));
  for (const [task, tool, args, out, answer] of sub) {
    kids.push(say('conservation_lead', 'research_assistant', task, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are conservation_lead. Break the brief into sub-tasks for research_assistant.' }, { role: 'user', content: goal }] }, { content: task }, { model: 'gpt-4o' })]));
    kids.push(say('research_assistant', 'conservation_lead', answer, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: task }] }, { content: null, tool_calls: [fc(tool, args)] }, { model: 'gpt-4o-mini' }), toolSpan(tool, args, out), llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: task }, { role: 'tool', content: JSON.stringify(out).slice(0, 200) }] }, { content: answer }, { model: 'gpt-4o-mini' })]));
  }
  const brief = 'Brief for T-0447: silk weft shattered in 14 zones (about 380 cm2) and 3 loose lining strips - re-line and support silk before travel. Display at max 50 lux, 150k lux-h/yr, RH 45-55 percent (max 5 percent/day). Wet cleaning flat at De Wit (EUR 18,400, 10 weeks), chargeable to the borrower under clause 7.2. Our courier travels both ways (9.1). TERMINATE';
  kids.push(say('conservation_lead', 'registrar', brief, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: brief }, { model: 'gpt-4o' })]));
  const root = agentSpan('initiate_chat', { sender: 'registrar', recipient: 'conservation_lead', message: goal }, { summary: brief }, kids, { framework: 'autogen', version: '0.2.36' });
  return { isolates: 'The lead sends the same research assistant four different sub-tasks (condition, display limits, cleaning quotes, loan clauses); each reply carries new facts and the lead ends with a synthesis.', goal, stagnation: false, root };
}

// 02 — falconry centre: CrewAI hierarchical, manager delegating three different tasks to the same specialist
function r02(N) {
  const goal = 'Get the falconry centre ready for the summer flying season: check each bird\'s flying weight, plan display rotations around the moult, and place the food order for June.';
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const mgrLlm = (t, a, i) => llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Crew Manager.' }, { role: 'user', content: `Current Task: ${goal}` }] }, a ? react(t, a, i) : t, { model: 'gpt-4o' });
  const worker = (task, toolName, tin, tout, answer) => toolSpan('Delegate work to coworker', { task, context: 'Summer season starts 1 June.', coworker: 'Bird Care Specialist' }, answer, { children: [agentSpan('Bird Care Specialist', { task }, answer, [
    llmSpan('litellm.completion', { messages: [{ role: 'user', content: task }] }, react('I need the centre records for this.', toolName, tin), { model: 'gpt-4o-mini' }),
    toolSpan(toolName, tin, tout),
    llmSpan('litellm.completion', { messages: [{ role: 'user', content: task }] }, `Thought: I now know the final answer\nFinal Answer: ${answer}`, { model: 'gpt-4o-mini' }),
  ])] });
  const kids = [];
  const t1 = 'List each display bird\'s current weight against its flying weight and flag any more than 5 percent over.';
  const a1 = 'Of 9 display birds, 2 are over: Harris hawk "Pepper" 742 g vs 690 g flying weight (+7.5 percent) and barn owl "Moth" 338 g vs 315 g (+7.3 percent). The rest are within 3 percent.';
  kids.push(mgrLlm('First the weights.', 'Delegate work to coworker', { task: t1, coworker: 'Bird Care Specialist' }));
  kids.push(worker(t1, 'Weight Log', { period: 'last 7 days' }, `bird,species,flying_wt_g,today_g\nPepper,Harris hawk,690,742\nMoth,barn owl,315,338\nKestrel-2,common kestrel,205,209\nSaker,saker falcon,880,872\n... 9 rows (exported ${N.euDate()})`, a1));
  const t2 = 'Using the moult records, plan which birds fly in the 11:30 and 15:00 displays each week of June so no bird in heavy moult flies.';
  const a2 = 'Saker and the peregrine "Blue" are in heavy primary moult until about 20 June, so June weeks 1-3 rotate Pepper, Moth, the two kestrels and the eagle owl; Saker and Blue return for week 4 in the 15:00 display only.';
  kids.push(mgrLlm('Weights noted; Pepper and Moth need reduced rations. Next, rotations around the moult.', 'Delegate work to coworker', { task: t2, coworker: 'Bird Care Specialist' }));
  kids.push(worker(t2, 'Moult Records', { birds: 'display' }, { records: [{ bird: 'Saker', stage: 'P6-P8 dropping', heavy_until: '2024-06-20' }, { bird: 'Blue', stage: 'P5 growing', heavy_until: '2024-06-18' }, { bird: 'Pepper', stage: 'light' }], updated: N.isoNoMs() }, a2));
  const t3 = 'Place the June food order: day-old chicks, quail and rats, sized to the display birds\' rations.';
  const a3 = 'Ordered from Honeybrook Raptor Foods: 4,500 day-old chicks, 420 quail, 160 medium rats, delivery 30 May, order HB-' + N.int(20000, 29999) + ', total GBP 1,186.';
  kids.push(mgrLlm('Rotation is clear. Last, the food order.', 'Delegate work to coworker', { task: t3, coworker: 'Bird Care Specialist' }));
  kids.push(worker(t3, 'Supplier Order', { supplier: 'Honeybrook Raptor Foods', items: { day_old_chicks: 4500, quail: 420, rats_medium: 160 }, delivery: '2024-05-30' }, { status: 'accepted', total_gbp: 1186.0, delivery: '2024-05-30', ref: N.reqId('hb') }, a3));
  kids.push(mgrLlm(`Thought: I now know the final answer\nFinal Answer: Season ready. Weights: Pepper and Moth 7 percent over, rations cut. Displays: June weeks 1-3 without Saker and Blue (moult), both back for 15:00 in week 4. Food: ${a3}`));
  const task = chainSpan('Task: Summer season readiness', { description: goal }, 'Season ready.', [agentSpan('Crew Manager', { role: 'Crew Manager' }, 'Season ready.', kids)], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: falconry_centre_crew', { inputs: { season: 'summer 2024' } }, { raw: 'Season ready.' }, [task], { crewai_version: '0.80.0', process: 'hierarchical' });
  return { isolates: 'A CrewAI manager delegates three different jobs (weights, moult-aware rotations, food order) to the same specialist, each returning new facts, then summarises.', goal, stagnation: false, root };
}

// 03 — pigeon racing: plain trace, supervisor calling a worker agent via an ask_worker tool
function r03(N) {
  const goal = 'Finalise the result of Saturday\'s Bourges national race (club section): compute velocities from the clock data, check the basketing sheet against the clocked ring numbers, and calculate the pool payouts.';
  const c = new Convo(N, { system: 'You are the race secretary assistant. Give sub-tasks to the calculation worker with ask_worker, then write the final result.', user: goal, model: 'gpt-4o' });
  const kids = [];
  const worker = (task, toolName, tin, tout, answer) => agentSpan('calc-worker', { task }, { answer }, [
    llmSpan('openai.chat.completions', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are a calculation worker for a pigeon racing club.' }, { role: 'user', content: task }] }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: toolName, arguments: JSON.stringify(tin) } }] }),
    toolSpan(toolName, tin, tout),
    llmSpan('openai.chat.completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: task }, { role: 'tool', content: '...' }] }, { role: 'assistant', content: answer }),
  ], { worker_run: N.uuid() });
  const subs = [
    ['Compute velocities (metres per minute) for every clocked bird from the ETS clock exports, using liberation 07:15 and each loft\'s distance.', 'ets_export', { race: 'BOURGES-2024-06-15', section: 'club' }, `loft,ring,distance_m,clocked\nHALE,GB24N04412,712334,14:02:41\nHALE,GB24N04419,712334,14:10:05\nOKON,GB24N11870,705918,13:58:12\nPRIC,NL24-1433870,719002,14:21:30\n... 23 birds (export ${N.hex(6)}, clock fw 4.11)`, 'Top velocities: OKON GB24N11870 1751.0 m/min, HALE GB24N04412 1747.6, HALE GB24N04419 1716.4; 23 birds computed, slowest 1502.2.'],
    ['Check the basketing sheet against the clocked rings: any bird clocked that was not basketed, or a ring mismatch?', 'basket_sheet', { race: 'BOURGES-2024-06-15' }, { basketed: 61, rows: [{ ring: 'NL24-1433870', loft: 'PRIC', seal: 'A1147' }, { ring: 'GB24N04419', loft: 'HALE', seal: 'A1101' }], sheet_scan: `scan_${N.hex(8)}.pdf` }, 'All 23 clocked rings are on the basketing sheet except GB24N04419 whose sheet entry reads GB24N04491 - a transcription error confirmed by the seal A1101, so the bird stands.'],
    ['Calculate the pool payouts: 12 entries in the nominate pool at 2 pounds, 9 in the 5-pound pool; 1st/2nd/3rd split 50/30/20 after 10 percent club levy.', 'pool_entries', { race: 'BOURGES-2024-06-15' }, { nominate_2gbp: ['OKON', 'HALE', 'PRIC', '... 12'], pool_5gbp: ['HALE', 'OKON', '... 9'], levy_pct: 10 }, 'Nominate pool: 24 pounds, 21.60 after levy: OKON 10.80, HALE 6.48, HALE 4.32. 5-pound pool: 45 pounds, 40.50 after levy: OKON 20.25, HALE 12.15, HALE 8.10.'],
  ];
  for (const [task, tn, tin, tout, ans] of subs) {
    kids.push(c.llm(null, [['ask_worker', { task }]]));
    kids.push(c.tool(0, { answer: ans }, { children: [worker(task, tn, tin, tout, ans)] }));
  }
  kids.push(c.llm('Result: 1st OKON (GB24N11870, 1751.0 m/min), 2nd and 3rd HALE (1747.6 and 1716.4). Basket sheet typo for GB24N04419 corrected from seal A1101. Pools: nominate 10.80 / 6.48 / 4.32, 5-pound pool 20.25 / 12.15 / 8.10 after the 10 percent levy.', []));
  const root = agentSpan('race-secretary', { input: goal }, { final: 'Result published.' }, kids, { runner: 'supervisor/worker tool loop' });
  return { isolates: 'The supervisor calls the same calculation worker three times with different sub-tasks (velocities, basketing check, pool payouts); each nested worker run reads different data and returns new figures.', goal, stagnation: false, root };
}

// 04 — goldsmith assay office: LlamaIndex orchestrator dispatching to one assay agent
function r04(N) {
  const goal = 'Process consignment C-5512 from a sponsor (38 items: 24 silver rings, 10 gold 18ct pendants, 4 platinum bands): check the XRF screening, plan the hallmark punching, and confirm the sponsor\'s mark registration is current.';
  const kids = [];
  const dispatch = (task, toolName, tin, tout, answer) => chainSpan('AssayOrchestrator.dispatch', { _event: 'SubTaskEvent', task }, { _event: 'SubTaskResult', answer }, [
    agentSpan('AssayAgent', { task }, { response: answer }, [
      llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'You are AssayAgent at an assay office.' }, { role: 'user', content: task }] }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: toolName, arguments: JSON.stringify(tin) } }] }, { model: 'gpt-4o-mini' }),
      toolSpan(`FunctionTool.${toolName}`, tin, tout),
      llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: task }, { role: 'tool', content: '...' }] }, { role: 'assistant', content: answer }, { model: 'gpt-4o-mini' }),
    ]),
  ], { workflow_step: 'dispatch' });
  kids.push(chainSpan('AssayOrchestrator.plan', { _event: 'StartEvent' }, { _event: 'PlanEvent', subtasks: 3 }, [llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: '1) XRF screening review; 2) punch plan by metal and standard; 3) sponsor mark registration check.' }, { model: 'gpt-4o' })]));
  kids.push(dispatch('Review the XRF screening for C-5512 and list items below standard.', 'xrf_results', { consignment: 'C-5512' }, { instrument: 'XRF-3', run: N.jobId('xrf'), items: [{ ids: 'R01-R24', metal: 'Ag', min_ppt: 926, standard: 925 }, { ids: 'P01-P10', metal: 'Au', min_ppt: 751, standard: 750 }, { ids: 'B01-B04', metal: 'Pt', min_ppt: 951, standard: 950, flag: 'B03 solder joint 938' }] }, 'Silver and gold all meet standard (min 926 and 751 ppt). Platinum band B03 reads 938 ppt at the solder joint: needs a fire/ICP assay before marking; B01, B02, B04 pass.'));
  kids.push(dispatch('Plan the hallmark punching for the items that pass: punches, order and laser vs hand.', 'punch_schedule', { consignment: 'C-5512', exclude: ['B03'] }, { slots: [{ bench: 'laser-1', items: 'P01-P10', at: N.hms() }, { bench: 'hand-2', items: 'R01-R24' }, { bench: 'laser-1', items: 'B01,B02,B04' }], queue_depth: N.int(3, 12) }, 'Pendants P01-P10 and bands B01/B02/B04 on laser-1 (thin sections), rings R01-R24 hand-struck on bench 2 with the 925 lion-passant set; B03 held.'));
  kids.push(dispatch('Confirm the sponsor\'s mark registration is current.', 'sponsor_registry', { sponsor_code: 'JKW' }, { sponsor: 'J. K. Whitcombe Ltd', code: 'JKW', registered: '2014-02-03', renewal_due: '2025-02-03', status: 'current', punches_on_file: 3 }, 'Sponsor JKW (J. K. Whitcombe Ltd) is current until 3 Feb 2025 with 3 punches on file.'));
  kids.push(chainSpan('AssayOrchestrator.synthesise', { _event: 'SubTaskResult' }, { _event: 'StopEvent' }, [llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: 'C-5512: 37 of 38 items pass XRF and are scheduled (laser-1: 10 pendants + 3 bands; hand bench 2: 24 rings). Band B03 held for fire assay (938 ppt at solder). Sponsor JKW registration current to Feb 2025.' }, { model: 'gpt-4o' })]));
  const root = agentSpan('AssayOrchestrator.run', { goal }, { result: '37/38 scheduled, B03 held, sponsor current.' }, kids, { llama_index_version: '0.11.22' });
  return { isolates: 'An orchestrator sends the same AssayAgent three different sub-tasks (XRF review, punch plan, sponsor registry) whose answers each add new facts, then writes a synthesis.', goal, stagnation: false, root };
}

// 05 — airport de-icing: Semantic Kernel supervisor invoking an analyst agent function three times
function r05(N) {
  const goal = 'Freezing fog is forecast for the 06:00-09:00 departure bank. Prepare the de-icing plan: glycol stock, holdover times for the forecast, and pad allocation for the 31 departures.';
  const kids = [];
  const sup = (content, req) => llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are DeicingSupervisor. Use OpsAnalyst-invoke for data work.' }, { role: 'user', content: goal }] }, req ? { role: 'assistant', content, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'OpsAnalyst-invoke', arguments: JSON.stringify({ request: req }) } }] } : { role: 'assistant', content }, {});
  const analyst = (req, fn, args, out, answer) => toolSpan('OpsAnalyst-invoke', { request: req }, answer, { children: [agentSpan('OpsAnalyst', { request: req }, { content: answer }, [
    llmSpan('chat.completions gpt-4o-mini', { messages: [{ role: 'user', content: req }] }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } }] }, {}),
    toolSpan(fn, args, out),
    llmSpan('chat.completions gpt-4o-mini', { messages: [{ role: 'user', content: req }] }, { role: 'assistant', content: answer }, {}),
  ])] });
  const q1 = 'What are current Type I and Type IV fluid stocks, and how many aircraft do they cover at typical usage?';
  const a1 = 'Type I: 48,200 L, about 60 narrow-body treatments at 800 L each. Type IV: 9,600 L, about 48 treatments at 200 L. Resupply truck arrives 11:00, too late for the bank.';
  kids.push(sup('Start with fluid stocks.', q1));
  kids.push(analyst(q1, 'GlycolPlugin-stock', { depots: ['east', 'west'] }, { type_i_l: 48200, type_iv_l: 9600, tank_readings_at: N.sqlTs(), sensor: N.host('tankmon') }, a1));
  const q2 = 'Give the Type IV holdover times for freezing fog at -3 C for our fluid brand.';
  const a2 = 'Kilfrost ABC-S+ Type IV in freezing fog at -3 to -14 C: 1:05 to 2:10 holdover; with light freezing drizzle 0:40 to 1:10. So aircraft must take off within about 60 minutes of treatment to be safe.';
  kids.push(sup('Stocks cover the bank. Now holdover times.', q2));
  kids.push(analyst(q2, 'HoldoverPlugin-lookup', { fluid: 'Kilfrost ABC-S+', type: 'IV', condition: 'freezing fog', oat_c: -3 }, { table: 'FAA HOT 2023-24', min: '1:05', max: '2:10', fzdz: '0:40-1:10', table_rev: N.int(2, 6) }, a2));
  const q3 = 'Allocate the 31 departures 06:00-09:00 to pads D1-D3 so each aircraft is treated within 50 minutes of its slot.';
  const a3 = 'D1 (wide-body capable): 7 heavies. D2: 13 A320/737. D3: 11 regional jets. Peak 07:10-07:40 has 9 departures; D2 runs two rigs in that window. Worst-case treatment-to-slot gap 42 minutes.';
  kids.push(sup('Holdover under an hour means tight pad timing. Last, pad allocation.', q3));
  kids.push(analyst(q3, 'PadPlugin-allocate', { bank: '06:00-09:00', max_gap_min: 50 }, { assigned: 31, pads: { D1: 7, D2: 13, D3: 11 }, worst_gap_min: 42, solver_ms: N.int(80, 900), solution_id: N.uuid() }, a3));
  kids.push(sup('De-icing plan: 48,200 L Type I and 9,600 L Type IV cover the bank. Type IV holdover 1:05-2:10 in freezing fog (0:40 if drizzle), so treat no earlier than 50 min before slot. Pads: D1 7 heavies, D2 13 narrow-bodies (two rigs 07:10-07:40), D3 11 regionals; worst gap 42 min.'));
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'DeicingSupervisor', input: goal }, { content: 'De-icing plan ready.' }, kids, { 'semantic_kernel.version': '1.22.0' });
  return { isolates: 'The supervisor invokes the same analyst agent three times with different requests (fluid stock, holdover table, pad allocation); each answer brings new numbers and the supervisor writes the plan.', goal, stagnation: false, root };
}

// 06 — insect protein farm: smolagents manager with one managed agent asked three different things
function r06(N) {
  const goal = 'Write this week\'s production note for the black soldier fly larvae unit: larval growth per crate batch, frass output, and substrate moisture issues.';
  const ask = (task, code, obs, ans) => agentSpan('farm_data_agent', { task }, ans, [
    chainSpan('Step 1', { step_number: 1 }, null, [
      llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `You're a helpful agent named 'farm_data_agent'.\nTask:\n${task}` }] }, { role: 'assistant', content: `Thought: Query the farm database.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'gpt-4o-mini' }),
      toolSpan('python_interpreter', { code }, `Execution logs:\n${obs}\nLast output from code snippet:\nNone`),
    ]),
    chainSpan('Step 2', { step_number: 2 }, null, [toolSpan('final_answer', { answer: ans }, ans)]),
  ], { managed: true });
  const mgr = (n, th, code, child) => chainSpan(`Step ${n}`, { step_number: n }, null, [llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: `Thought: ${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'gpt-4o' }), child]);
  const steps = [];
  const t1 = 'Average larval weight gain per crate batch this week (batches B-31 to B-36), in mg per larva per day.';
  const a1 = 'B-31 4.1, B-32 4.4, B-33 3.2, B-34 4.3, B-35 4.6, B-36 2.9 mg/larva/day; B-33 and B-36 are below the 3.5 target.';
  steps.push(mgr(1, 'Ask the data agent for growth per batch first.', `growth = farm_data_agent(task="${t1}")\nprint(growth)`, ask(t1, "print(db.sql(\"select batch, avg(gain_mg_day) from weighings where week=23 group by 1\"))", `batch  gain\nB-31  4.1\nB-32  4.4\nB-33  3.2\nB-34  4.3\nB-35  4.6\nB-36  2.9\n(query ${N.ms(10, 90)} on ${N.host('timescale')})`, a1)));
  const t2 = 'Total frass output this week in kg and per tonne of substrate fed.';
  const a2 = 'Frass: 1,842 kg from 7.9 t substrate, 233 kg per tonne (last week 241).';
  steps.push(mgr(2, 'B-33 and B-36 are slow. Now the frass figures.', `frass = farm_data_agent(task="${t2}")\nprint(frass)`, ask(t2, "print(db.sql(\"select sum(frass_kg), sum(substrate_kg) from sieving where week=23\"))", `sum_frass_kg 1842.0  sum_substrate_kg 7905.0  (query ${N.ms(10, 90)})`, a2)));
  const t3 = 'Substrate moisture readings for B-33 and B-36 against the 65-70 percent target, with dates.';
  const a3 = 'B-33 averaged 74 percent (peak 78 on Tuesday after the brewery grain delivery); B-36 averaged 61 percent (crate row 4 next to the extractor fan). Both outside 65-70.';
  steps.push(mgr(3, 'For the slow batches I want to know whether substrate moisture explains it.', `moist = farm_data_agent(task="${t3}")\nprint(moist)`, ask(t3, "print(db.sql(\"select batch, day, moisture_pct from probes where batch in ('B-33','B-36') and week=23\"))", `B-33 Mon 71 Tue 78 Wed 75 Thu 73 Fri 72\nB-36 Mon 63 Tue 60 Wed 61 Thu 60 Fri 62\n(probe gateway ${N.host('lora-gw')}, last uplink ${N.hms()})`, a3)));
  const note = 'Week 23: growth 2.9-4.6 mg/larva/day; B-33 (3.2, substrate too wet at 74 percent after the brewery grain) and B-36 (2.9, too dry at 61 percent by the extractor fan) under target. Frass 1,842 kg, 233 kg/t. Actions: blend drier feed into B-33, move B-36 crates off row 4.';
  steps.push(chainSpan('Step 4', { step_number: 4 }, null, [llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: `Thought: I have everything for the note.\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(note)})\n\`\`\`<end_code>` }, { model: 'gpt-4o' }), toolSpan('final_answer', { answer: note }, note)]));
  const root = agentSpan('CodeAgent.run', { task: goal }, note, steps, { smolagents_version: '1.13.0', managed_agents: ['farm_data_agent'] });
  return { isolates: 'A manager calls the same managed data agent three times with different questions (growth, frass, moisture of the slow batches); each run queries different tables and the manager combines them into the note.', goal, stagnation: false, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
