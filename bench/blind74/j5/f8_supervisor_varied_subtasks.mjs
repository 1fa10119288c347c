// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn, each
// answered with new results, then a synthesis.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'supervisor_varied_subtasks';
export const LOOP = false;

export const ROWS = [
{
  id: '01', stagnation: false,
  isolates: 'LangGraph supervisor routing an opera-house costume hire to the same archive_clerk worker three times with different questions (Act I costumes, sizes, cleaning status), each returning new records, then a synthesis quote.',
  goal: 'Prepare a hire quote for the touring company borrowing the 1998 "Cosi fan tutte" costume set: which pieces exist, whether they fit the new cast sizes, and what needs cleaning.',
  build: (N) => {
    const th = N.uuid();
    const kids = [];
    const sup = (text, task) => kids.push(llm('ChatOpenAI', { messages: '[supervisor prompt + history]' }, { generations: [[{ text, message: { tool_calls: [{ name: 'transfer_to_archive_clerk', args: { task }, id: 'call_' + N.b62(24) }] } }]] }, { metadata: { langgraph_node: 'supervisor', thread_id: th, langgraph_step: kids.length + 1 } }));
    const work = (task, toolName, args, result, answer) => kids.push(agent('archive_clerk', { messages: [{ role: 'user', content: task }] }, { messages: [{ role: 'ai', content: answer }] }, [
      llm('ChatOpenAI', { messages: [{ type: 'human', content: task }] }, { generations: [[{ message: { tool_calls: [{ name: toolName, args }] } }]] }, { metadata: { langgraph_node: 'agent', checkpoint_ns: 'archive_clerk:' + N.uuid() } }),
      tool(toolName, args, result, { metadata: { langgraph_node: 'tools' } }),
      llm('ChatOpenAI', { messages: '[tool result]' }, { generations: [[{ text: answer }]] }),
    ], { metadata: { langgraph_node: 'archive_clerk', thread_id: th } }));
    sup('Start with the inventory of the production.', 'List every costume piece catalogued for the 1998 Cosi fan tutte production.');
    work('List every costume piece catalogued for the 1998 Cosi fan tutte production.', 'search_catalogue', { production: 'COSI-1998' }, { total: 31, pieces: ['Fiordiligi Act I gown (blue silk)', 'Dorabella Act I gown (rose)', 'Ferrando officer coat', 'Guglielmo officer coat', 'Albanian disguise x2', 'Despina maid + doctor + notary', '... 22 chorus pieces'], cursor: N.cursor() }, '31 pieces: 2 principal gowns, 2 officer coats, 2 Albanian disguises, 3 Despina changes, 22 chorus.');
    sup('Now check fit against the new cast.', 'Compare the principal pieces\' recorded measurements with the new cast sizes (Fiordiligi bust 92, Dorabella 88, Ferrando chest 104, Guglielmo 110).');
    work('Compare measurements with new cast sizes.', 'get_measurements', { ids: ['C98-001', 'C98-002', 'C98-010', 'C98-011'] }, `id      bust/chest  let-out\nC98-001 90          +4\nC98-002 86          +3\nC98-010 100         +6\nC98-011 112         +2\n(query ${N.hex(6)} ${N.ms(10, 90)}ms)`, 'Fiordiligi and Dorabella fit with seam let-out; Ferrando coat 100 needs +4 of the +6 available; Guglielmo 112 needs taking in 2.');
    sup('Last, condition.', 'Which of the 31 pieces are flagged for cleaning or repair in the condition log?');
    work('Condition flags for the 31 pieces.', 'condition_log', { production: 'COSI-1998', status: ['clean', 'repair'] }, [{ id: 'C98-003', flag: 'moth damage hem', logged: N.isoOff() }, { id: 'C98-015', flag: 'dry clean' }, { id: 'C98-016', flag: 'dry clean' }, { id: 'C98-027', flag: 'missing buttons x4' }], '4 flagged: 1 moth repair, 2 dry clean, 1 buttons.');
    kids.push(llm('ChatOpenAI', { messages: '[full history]' }, { generations: [[{ text: 'Quote: 31 pieces; alterations on 4 principals (let-out x3, take-in x1); cleaning x2, repairs x2 before dispatch. Estimated prep 6 workroom days.' }]] }, { metadata: { langgraph_node: 'supervisor' } }));
    return agent('LangGraph', { messages: [{ role: 'user', content: 'Prepare the hire quote for the 1998 Cosi costumes.' }] }, { messages: [{ role: 'ai', content: 'Quote: 31 pieces; ...' }] }, kids, { metadata: { thread_id: th, graph: 'supervisor' } });
  },
},
{
  id: '02', stagnation: false,
  isolates: 'AutoGen SelectorGroupChat: the planner repeatedly selects the same gis_analyst for a reservoir survey - capacity, sediment change since 2015, intake clearance - each turn returning different figures, then summarises.',
  goal: 'From last month\'s multibeam survey of Llyn Cwellyn-style upland reservoir R-12, report capacity at top water level, sediment accumulation since 2015 and clearance above the draw-off intake.',
  build: (N) => {
    const kids = [];
    const planner = (text) => kids.push(llm('planner', { model: 'gpt-4o' }, { type: 'TextMessage', source: 'planner', content: text, models_usage: { prompt_tokens: N.int(600, 1800), completion_tokens: N.int(30, 90) } }));
    const analyst = (call, result, reply) => {
      const c = tc(N, call[0], call[1]);
      kids.push(llm('gis_analyst', { model: 'gpt-4o' }, { type: 'ToolCallRequestEvent', source: 'gis_analyst', content: [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] }));
      kids.push(tool(call[0], call[1], { type: 'ToolCallExecutionEvent', content: [{ call_id: c.id, content: result }] }));
      kids.push(llm('gis_analyst', { model: 'gpt-4o' }, { type: 'TextMessage', source: 'gis_analyst', content: reply }));
    };
    planner('gis_analyst: compute storage capacity at top water level 312.40 m AOD from the new DEM.');
    analyst(['raster_volume', { dem: 'r12_mbes_2025_0p5m.tif', level_m: 312.4 }], `gdal ${N.pick(['3.8.4', '3.9.1'])} | cells 4,108,233 | volume_m3=2,147,880 | area_m2=318,540 | took ${N.dur()}`, 'Capacity at TWL: 2.148 Mm3, surface area 31.85 ha.');
    planner('gis_analyst: now difference against the 2015 survey to estimate sediment accumulated.');
    analyst(['raster_diff', { a: 'r12_mbes_2025_0p5m.tif', b: 'r12_sbes_2015_2m.tif', mask: 'below_305m' }], JSON.stringify({ net_change_m3: -38210, mean_dz_m: 0.21, max_dz_m: 1.9, hotspot: 'inflow delta NE arm', job: N.jobId('diff') }), 'About 38,200 m3 of sediment since 2015 (1.8% of capacity), mostly on the NE inflow delta, up to 1.9 m thick.');
    planner('gis_analyst: finally, clearance between bed level and the draw-off intake invert at 298.10 m.');
    analyst(['sample_profile', { dem: 'r12_mbes_2025_0p5m.tif', point: [258411.2, 356902.7], radius_m: 15 }], 'min_z=297.42 mean_z=297.65 n=2817', 'Bed is 0.45-0.68 m below the intake invert; clearance still positive but the margin is small.');
    planner('Summary: capacity 2.148 Mm3 at TWL; 38,200 m3 sediment since 2015 (1.8%); intake clearance 0.45 m minimum - recommend a silt check at the intake in the next drawdown. TERMINATE');
    return agent('SelectorGroupChat', { task: 'Report R-12 capacity, sediment since 2015 and intake clearance.' }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids, { metadata: { autogen_agentchat: '0.5.1', participants: ['planner', 'gis_analyst'] } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'OpenAI Agents SDK agents-as-tools: a mobile-library coordinator calls the same stop_checker agent tool for three different villages, each returning different parking, timing and loan figures, then drafts the new route.',
  goal: 'Re-plan the Thursday mobile library route for the Upper Teme villages after the Bleddfa stop lost its lay-by, keeping the van back at the depot by 17:30.',
  build: (N) => {
    const tid = 'trace_' + N.hex(32);
    const kids = [];
    const checks = [
      ['Bleddfa', 'Find an alternative parking spot in Bleddfa for an 11 m van and give the stop duration.', { spot: 'Community hall car park (gravel, 14 m bay)', permission: 'hall committee email 2 May', loans_last_quarter: 212, suggested_stop_min: 35 }],
      ['Llangunllo', 'Check Llangunllo stop timings and whether the school visit can move to 11:15.', { current: '10:40-11:20', school_ok_1115: true, loans_last_quarter: 398, suggested_stop_min: 50 }],
      ['Felindre', 'Felindre: is the 15:10 stop still used, and how long is the drive to the depot?', { loans_last_quarter: 41, users_last_quarter: 6, drive_to_depot_min: 55, note: 'two users housebound - could go to home delivery' }],
    ];
    for (const [v, ask, res] of checks) {
      kids.push(llm('generation', { model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'stop_checker', arguments: JSON.stringify({ input: ask }) }] }, { metadata: { span_data: { type: 'generation' }, trace_id: tid } }));
      kids.push(tool('stop_checker', { input: ask }, null, { metadata: { span_data: { type: 'function' } } }, [
        agent('StopChecker', { input: ask }, null, [
          llm('generation', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: 'query_stop_db', arguments: JSON.stringify({ village: v }) }] }),
          tool('query_stop_db', { village: v }, JSON.stringify({ ...res, queried: N.iso(), db: N.host('libsys') })),
        ]),
      ]));
      kids[kids.length - 1].output = JSON.stringify(res);
    }
    kids.push(llm('generation', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'New Thursday route: Llangunllo 10:30-11:20 (school at 11:15 ok), Bleddfa hall car park 12:10-12:45, Felindre stop dropped (6 users; 2 housebound moved to home delivery), back at depot 16:50.' }] }] }));
    return agent('Agent workflow', { input: 'Re-plan the Thursday Upper Teme route after Bleddfa lost its lay-by.' }, { final_output: 'New Thursday route ... back at depot 16:50.' }, [agent('RouteCoordinator', { tools: ['stop_checker'] }, null, kids)], { metadata: { trace_id: tid, workflow_name: 'mobile-library' } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'Strands Agents agents-as-tools on an archaeology dig: the site director agent sends the same finds_analyst agent three different contexts (hearth, ditch fill, posthole), getting different finds counts and dates, then writes the interim phasing.',
  goal: 'Write the interim phasing note for Trench 4 of the Iron Age enclosure dig from the finds database, covering contexts 4012, 4020 and 4031.',
  build: (N) => {
    const kids = [];
    const ctx = [
      ['4012', 'hearth', { sherds: 47, fabric: 'shelly ware', charcoal_samples: 3, c14: 'SUERC-' + N.int(90000, 99999) + ': 2210±29 BP', burnt_bone_g: 112 }, 'Hearth 4012: 47 shelly-ware sherds, C14 2210±29 BP (c. 370-200 cal BC).'],
      ['4020', 'enclosure ditch fill', { sherds: 9, fabric: 'Roman greyware x3, shelly x6', worked_flint: 2, quern_fragment: 1 }, 'Ditch fill 4020: mixed - 3 Roman greyware sherds in the top fill, so final silting is post-conquest.'],
      ['4031', 'posthole', { sherds: 2, fabric: 'shelly ware', packing_stones: 'limestone', cut_by: '4020' }, 'Posthole 4031 is cut by ditch 4020, so the roundhouse predates the enclosure ditch.'],
    ];
    for (const [id, kind, res, ans] of ctx) {
      const tu = 'tooluse_' + N.b62(22);
      kids.push(llm('Model invoke', { 'gen_ai.request.model': 'us.anthropic.claude-3-5-haiku-20241022-v1:0' }, { content: [{ toolUse: { toolUseId: tu, name: 'finds_analyst', input: { query: `Summarise finds and dating for context ${id} (${kind}).` } } }], stopReason: 'tool_use' }));
      kids.push(tool('Tool: finds_analyst', { toolUseId: tu, input: { query: `context ${id}` } }, { toolUseId: tu, status: 'success', content: [{ text: ans }] }, {}, [
        agent('Agent invoke finds_analyst', { prompt: `Summarise finds and dating for context ${id} (${kind}).` }, ans, [
          tool('Tool: finds_db', { context: id }, { status: 'success', content: [{ json: { context: id, ...res, rows: N.int(3, 60), exported: N.iso() } }] }),
        ], { metadata: { 'gen_ai.agent.name': 'finds_analyst' } }),
      ]));
    }
    kids.push(llm('Model invoke', { 'gen_ai.request.model': 'us.anthropic.claude-3-5-haiku-20241022-v1:0' }, { content: [{ text: 'Phasing: Phase 1 roundhouse (posthole 4031); Phase 2 hearth 4012 in use c. 370-200 cal BC; Phase 3 enclosure ditch 4020 cut later, final silting post-AD 43.' }], stopReason: 'end_turn' }));
    return agent('Agent invoke site_director', { prompt: 'Interim phasing note for Trench 4 contexts 4012, 4020, 4031.' }, { text: 'Phasing: Phase 1 ...' }, kids, { metadata: { 'strands.version': '0.1.6', 'gen_ai.agent.name': 'site_director' } });
  },
},
{
  id: '05', stagnation: false,
  isolates: 'Pydantic AI agent delegation at a perfume house: the compliance lead agent calls the same ifra_checker agent on three different raw materials, each giving different limits and usage levels, then approves the formula with one change.',
  goal: 'Check the fine-fragrance formula "Verger 12" against IFRA 51st-amendment limits for category 4 and say whether it can be released.',
  build: (N) => {
    const kids = [];
    const mats = [
      ['Oakmoss absolute', 0.08, { limit_pct: 0.1, restriction: 'atranol/chloroatranol <2 ppm each', supplier_coa: 'atranol 1.1 ppm' }, 'Oakmoss at 0.08% is under the 0.1% cat-4 limit; COA atranol 1.1 ppm ok.'],
      ['Methyl eugenol (in rose oil)', 0.0011, { limit_pct: 0.0004, source: 'Rose oil Bulgaria at 2.2%, ME 0.05% of oil' }, 'Methyl eugenol comes to 0.0011% via rose oil, above the 0.0004% cat-4 limit: non-compliant.'],
      ['Citral', 0.52, { limit_pct: 0.6, note: 'sensitiser; requires label declaration above 0.001% leave-on' }, 'Citral 0.52% under the 0.6% limit; needs allergen labelling.'],
    ];
    for (const [m, pct, res, ans] of mats) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o' }, { events: [{ 'event.name': 'gen_ai.choice', message: { role: 'assistant', tool_calls: [{ function: { name: 'check_material', arguments: JSON.stringify({ material: m, pct_in_concentrate: pct }) } }] } }] }));
      kids.push(tool('running tool: check_material', { material: m, pct }, ans, { metadata: { 'logfire.msg': 'running tool: check_material' } }, [
        agent('ifra_checker run', { prompt: `Check ${m} at ${pct}% (cat 4)` }, { output: ans }, [
          llm('chat gpt-4o-mini', { 'gen_ai.request.model': 'gpt-4o-mini' }, { events: [{ message: { tool_calls: [{ function: { name: 'ifra_lookup', arguments: JSON.stringify({ material: m, category: 4 }) } }] } }] }),
          tool('running tool: ifra_lookup', { material: m, category: 4 }, { ...res, standard: 'IFRA 51st Amendment', fetched: N.iso(), cache_key: N.sha(16) }),
        ]),
      ]));
    }
    kids.push(llm('chat gpt-4o', {}, { events: [{ message: { role: 'assistant', content: 'Not releasable as-is: methyl eugenol via rose oil is 0.0011% vs 0.0004% limit. Swap to ME-reduced rose oil (ME <0.01%) which brings it to 0.0002%; oakmoss and citral pass; add citral to the allergen label.' } }] }));
    return agent('compliance_lead run', { prompt: 'Can Verger 12 be released under IFRA 51 cat 4?' }, { output: 'Not releasable as-is ...' }, kids, { metadata: { 'logfire.span_type': 'span', service_name: 'perfumery-reg' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'AgentOps session for a rural vet practice: the on-call supervisor asks the same records_worker three different things (due large-animal visits, drug stock for the car, farm access notes), each with new data, then issues the weekend on-call brief.',
  goal: 'Produce the weekend on-call brief for the large-animal vet at a hill-farm practice: scheduled visits, what to carry in the car, and access notes for each farm.',
  build: (N) => {
    const sess = N.uuid();
    const kids = [];
    const ev = (t) => ({ event_type: t, session_id: sess, init_timestamp: N.iso(), end_timestamp: N.iso() });
    const rounds = [
      ['List large-animal visits due Saturday-Sunday.', 'list_visits', { from: 'Sat', to: 'Sun', species: ['bovine', 'ovine', 'equine'] }, [{ farm: 'Cwm Hir', job: 'TB test read (72h)', due: 'Sat 09:00' }, { farm: 'Pen-y-Bryn', job: 'lambing check, 3 ewes', due: 'Sat pm' }, { farm: 'Maes Glas', job: 'colic follow-up (pony)', due: 'Sun 10:00' }], '3 visits: TB read at Cwm Hir Sat 09:00, lambing check Pen-y-Bryn Sat pm, colic follow-up at Maes Glas Sun.'],
      ['What is in the on-call car kit now and what is below minimum?', 'car_stock', { vehicle: 'OC-2' }, `item                 qty  min\noxytocin 10iu/ml      2    4\ncalcium borogluconate 6    6\nflunixin 50mg/ml      1    2\ntuberculin PPD-B/A    ok\nscanned ${N.syslog()} by RFID gate ${N.hex(4)}`, 'Below minimum: oxytocin (2/4), flunixin (1/2). Calcium at minimum.'],
      ['Access notes for Cwm Hir, Pen-y-Bryn and Maes Glas.', 'farm_notes', { farms: ['Cwm Hir', 'Pen-y-Bryn', 'Maes Glas'] }, { 'Cwm Hir': 'gate code 4471; ford impassable after heavy rain, use top lane', 'Pen-y-Bryn': 'dogs loose; ring ahead', 'Maes Glas': 'no mobile signal, landline 01597 ...' }, 'Cwm Hir: gate 4471, avoid ford if wet; Pen-y-Bryn: ring ahead (dogs); Maes Glas: no signal.'],
    ];
    for (const [ask, t, args, res, ans] of rounds) {
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'system', content: 'You supervise records_worker.' }] }, { choices: [{ message: { tool_calls: [tc(N, 'delegate_records_worker', { task: ask })] } }] }, { metadata: ev('LLMEvent') }));
      kids.push(agent('records_worker', { task: ask }, ans, [
        tool(t, args, res, { metadata: ev('ToolEvent') }),
        llm('openai.chat.completions.create', { model: 'gpt-4o-mini' }, { choices: [{ message: { content: ans } }] }, { metadata: ev('LLMEvent') }),
      ], { metadata: ev('ActionEvent') }));
    }
    kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o' }, { choices: [{ message: { content: 'Weekend brief: Sat 09:00 TB read Cwm Hir (gate 4471, top lane if wet); Sat pm Pen-y-Bryn lambing x3 (ring ahead); Sun 10:00 Maes Glas colic follow-up (no signal). Restock before leaving: oxytocin +2, flunixin +1.' } }] }, { metadata: ev('LLMEvent') }));
    return agent('agentops.session', { tags: ['on-call', 'weekend'], session_id: sess }, { end_state: 'Success', end_state_reason: 'brief issued' }, kids, { metadata: { agentops_version: '0.4.9', host_env: { OS: 'Linux', hostname: N.host('practice-pc') } } });
  },
},
];
