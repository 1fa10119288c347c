// Family 9 (healthy): 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'narrowing_delegation_chain';
export const loop = false;

export const rows = [
  {
    n: '01', domain: 'glassblowing studio annealing schedule', style: 'Agno (not in the brief\'s list: Team in coordinate mode, member runs, RunResponse events)',
    isolates: 'Studio team leader delegates "schedule tonight\'s annealing" to a kiln agent, which delegates "find the thickest piece" to an inventory agent, which delegates "measure wall thickness from the photos" to a vision agent; the thickness (19 mm) flows back up and sets the schedule.',
    stagnation: false,
    goal: 'Set tonight\'s annealer schedule for the pieces made in the Thursday hot shop session at Furnace Lane Glass so that nothing cracks.',
    build(R) {
      const m = (text, calls) => llm('OpenAIChat.response', { model: 'gpt-4o', messages: '[...]' }, { content: text, tool_calls: calls || null }, [], { metadata: { 'agno.event': 'RunResponseContent', metrics: { input_tokens: R.int(600, 3000), output_tokens: R.int(30, 250), time: +(R.f() * 4).toFixed(3) } } });
      const vision = agent('Agent.run (photo_measurer)', { message: 'Estimate max wall thickness of piece FL-T-0413 from photos ph_1..ph_3 (calliper reference in frame).' }, { content: 'FL-T-0413 max wall ~19 mm at the base (calliper reads 20 mm at the same point in ph_2).' }, [
        m(null, [{ function: { name: 'load_images', arguments: '{"ids":["ph_1","ph_2","ph_3"]}' } }]),
        tool('load_images', { ids: ['ph_1', 'ph_2', 'ph_3'] }, { loaded: 3, urls: [`s3://fl-glass/photos/${R.uuid()}.jpg`, '...'], exif: { camera: 'Pixel 8', taken: R.dmy() } }),
        m('FL-T-0413 max wall ~19 mm at the base (calliper reads 20 mm at the same point in ph_2).'),
      ], { metadata: { agent_id: R.uuid(), run_id: R.uuid() } });
      const inventory = agent('Agent.run (inventory_keeper)', { message: 'Which piece from Thursday\'s session has the thickest section, and how thick?' }, { content: 'Thickest: FL-T-0413 (solid-base tumbler vase, 2.1 kg), base ~19 mm.' }, [
        m(null, [{ function: { name: 'list_session_pieces', arguments: '{"session":"thu-hotshop"}' } }]),
        tool('list_session_pieces', { session: 'thu-hotshop' }, 'id         form             weight_kg  glass\nFL-T-0409  goblet           0.34       Gaffer clear\nFL-T-0410  goblet           0.36       Gaffer clear\nFL-T-0411  paperweight      0.92       Gaffer + frit\nFL-T-0413  tumbler vase     2.10       Gaffer clear, solid base\nFL-T-0414  bowl             0.80       Gaffer ruby\n(5 rows, sheet rev ' + R.int(100, 400) + ')'),
        m('Heaviest by far is FL-T-0413 with a solid base; the paperweight is solid but smaller. I need the actual wall thickness of 0413.', [{ function: { name: 'transfer_task_to_member', arguments: '{"member_id":"photo_measurer"}' } }]),
        tool('transfer_task_to_member', { member_id: 'photo_measurer', task: 'Estimate max wall thickness of FL-T-0413' }, 'FL-T-0413 max wall ~19 mm at the base', { children: [vision] }),
        m('Thickest: FL-T-0413 (solid-base tumbler vase, 2.1 kg), base ~19 mm.'),
      ], { metadata: { agent_id: R.uuid() } });
      const kiln = agent('Agent.run (kiln_scheduler)', { message: 'Schedule tonight\'s annealing for Thursday\'s pieces.' }, { content: 'Schedule set for 19 mm: soak 482 °C 2 h, cool to 427 °C at 35 °C/h, to 371 °C at 70 °C/h, then to room at 230 °C/h.' }, [
        m('Annealing time depends on the thickest section. Asking the inventory keeper.', [{ function: { name: 'transfer_task_to_member', arguments: '{"member_id":"inventory_keeper"}' } }]),
        tool('transfer_task_to_member', { member_id: 'inventory_keeper', task: 'thickest piece + thickness' }, 'FL-T-0413, ~19 mm', { children: [inventory] }),
        m('For Gaffer clear (anneal 482 °C) at 19 mm (~3/4 in), the Bullseye-style thick-slab table gives: soak 2 h, 35 °C/h to 427, 70 °C/h to 371, then 230 °C/h to room. Writing it to the annealer.', [{ function: { name: 'set_annealer_program', arguments: '{"kiln":"annealer-2"}' } }]),
        tool('set_annealer_program', { kiln: 'annealer-2', segments: [[482, 'hold', 120], [427, 35], [371, 70], [21, 230]] }, { ok: true, controller: 'Bartlett Genesis', program_slot: 7, est_finish: R.isoLocal('+00:00') }),
      ]);
      return agent('Team.run (studio_lead)', { message: 'Set tonight\'s annealer schedule for Thursday\'s session.' }, { content: 'Annealer-2 program 7 set for the 19 mm base of FL-T-0413; finishes tomorrow morning.' }, [
        m('Delegating the annealing schedule to the kiln scheduler.', [{ function: { name: 'transfer_task_to_member', arguments: '{"member_id":"kiln_scheduler"}' } }]),
        tool('transfer_task_to_member', { member_id: 'kiln_scheduler' }, 'program 7 set', { children: [kiln] }),
        m('Annealer-2 program 7 is set for the 19 mm base of FL-T-0413 (soak 482 °C for 2 h, staged cool); it finishes tomorrow morning.'),
      ], { metadata: { team_mode: 'coordinate', agno_version: '1.2.x', session_id: R.uuid() } });
    },
  },
  {
    n: '02', domain: 'offshore wind-farm blade inspection', style: 'Google ADK (sub_agents with transfer_to_agent, nested agent_run spans)',
    isolates: 'Root ops agent passes "prioritise blade repairs" to an inspection agent, which passes "classify defects on turbine K07" to a defect agent, which passes "check leading-edge erosion depth on blade B" to a measurement agent; each returns a narrower result up the chain.',
    stagnation: false,
    goal: 'Decide which turbine blades at the Kestrel Bank offshore wind farm need rope-access repair in the next weather window, based on last week\'s drone inspection.',
    build(R) {
      const inv = 'e-' + R.uuid();
      const cl = (text, fc) => llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(fc ? [{ function_call: { name: fc[0], args: fc[1], id: 'adk-' + R.uuid() } }] : [])] } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': R.uuid() } });
      const ex = (name, args, resp, kids = []) => tool(`execute_tool ${name}`, { args }, { response: resp }, { children: kids, metadata: { 'gen_ai.tool.name': name } });
      const meas = agent('agent_run [erosion_measurer]', { task: 'Measure leading-edge erosion depth on K07 blade B between 52 m and 58 m.' }, null, [
        cl(null, ['measure_erosion', { turbine: 'K07', blade: 'B', from_m: 52, to_m: 58 }]),
        ex('measure_erosion', { turbine: 'K07', blade: 'B' }, { max_depth_mm: 2.4, area_cm2: 310, category: 'LEP Cat 4 (laminate exposed)', images: 14, photogrammetry_job: R.job('pg') }),
        cl('K07-B: erosion to 2.4 mm at 52-58 m, laminate exposed (Cat 4).'),
      ]);
      const defect = agent('agent_run [defect_classifier]', { task: 'Classify the defects flagged on turbine K07.' }, null, [
        cl(null, ['get_flags', { turbine: 'K07' }]),
        ex('get_flags', { turbine: 'K07' }, [{ blade: 'A', type: 'lightning receptor scorch', severity: 2 }, { blade: 'B', type: 'leading edge erosion', severity: '?' }, { blade: 'C', type: 'gelcoat crack 12 cm', severity: 2 }]),
        cl('Blade B erosion is unscored; hand the depth measurement to the erosion measurer.', ['transfer_to_agent', { agent_name: 'erosion_measurer' }]),
        ex('transfer_to_agent', { agent_name: 'erosion_measurer' }, { result: 'K07-B Cat 4' }, [meas]),
        cl('K07: A scorch (sev 2, monitor), B erosion Cat 4 (repair now: laminate exposed), C gelcoat crack (sev 2, next campaign).'),
      ]);
      const insp = agent('agent_run [inspection_lead]', { task: 'Prioritise blade repairs from last week\'s drone campaign.' }, null, [
        cl(null, ['campaign_summary', { campaign: 'KB-2024-W40' }]),
        ex('campaign_summary', { campaign: 'KB-2024-W40' }, { turbines_flown: 38, flagged: ['K07', 'K12', 'K31'], K12: 'sev 3 root bolt paint', K31: 'sev 2 drain hole blocked', report: `gs://kb-inspect/W40/summary_${R.hex(6)}.json` }),
        cl('K07 has mixed, partly unscored flags; the defect classifier should score them.', ['transfer_to_agent', { agent_name: 'defect_classifier' }]),
        ex('transfer_to_agent', { agent_name: 'defect_classifier' }, { result: 'K07-B Cat 4 repair now' }, [defect]),
        cl('Priority: 1) K07 blade B leading-edge repair (Cat 4), 2) K12 root-bolt paint (sev 3, same vessel trip), 3) K31 drain hole and K07-C crack in the spring campaign.'),
      ]);
      return agent('invocation', { app_name: 'kestrel_ops', new_message: 'Which blades need rope-access repair next window?' }, { final_response: 'K07-B leading edge (Cat 4) and K12 root bolts in the next window; K07-C and K31 in spring.' }, [agent('agent_run [ops_root]', {}, null, [
        cl('Passing to the inspection lead.', ['transfer_to_agent', { agent_name: 'inspection_lead' }]),
        ex('transfer_to_agent', { agent_name: 'inspection_lead' }, { result: 'priority list' }, [insp]),
        cl('Next window: rope-access team to K07 blade B (leading-edge erosion to 2.4 mm, laminate exposed) and K12 root bolts; K07-C crack and K31 drain in spring.'),
      ])], { metadata: { 'gcp.vertex.agent.invocation_id': inv } });
    },
  },
  {
    n: '03', domain: 'typewriter repair parts sourcing', style: 'OpenAI Agents SDK (agents-as-tools nested three deep)',
    isolates: 'The repair-desk agent asks a parts agent for "all parts for an Olympia SM3 service", which asks a catalogue agent for "the platen for serial 1,240,xxx", which asks a compatibility agent to "check whether the SM4 platen fits this serial"; answers narrow and come back up into an order.',
    stagnation: false,
    goal: 'Order everything needed to service a customer\'s 1956 Olympia SM3 typewriter (hard platen, sticky escapement, worn feet).',
    build(R) {
      const wf = 'trace_' + R.hex(32);
      const r = (text, fn) => sp('llm', 'response', { model: 'gpt-4.1-mini' }, { output: [...(text ? [{ type: 'message', content: [{ type: 'output_text', text }] }] : []), ...(fn ? [{ type: 'function_call', name: fn[0], arguments: JSON.stringify(fn[1]), call_id: R.callId() }] : [])] }, [], { metadata: { 'span_data.type': 'response', trace_id: wf } });
      const f = (name, args, out, kids = []) => sp('tool', name, JSON.stringify(args), typeof out === 'string' ? out : JSON.stringify(out), kids, { metadata: { 'span_data.type': 'function' } });
      const compat = agent('compatibility_checker', { input: 'Does an Olympia SM4 platen (part 4-117) fit an SM3 with serial 1,241,877?' }, { final_output: 'Yes: SM3 serials above 1,200,000 share the SM4 platen shaft (9.5 mm) and knob spline.' }, [
        r(null, ['lookup_service_bulletin', { model: 'SM3', serial: 1241877 }]),
        f('lookup_service_bulletin', { model: 'SM3', serial: 1241877 }, 'Olympia Werke Service-Mitteilung 14/55: Ab Masch.-Nr. 1.200.000 Walzenachse 9,5 mm (wie SM4). [scan p.3, archive id ' + R.hex(8) + ']'),
        r('Yes: SM3 serials above 1,200,000 share the SM4 platen shaft (9.5 mm) and knob spline.'),
      ], { metadata: { 'span_data.type': 'agent' } });
      const catalogue = agent('catalogue_agent', { input: 'Find a platen for an SM3, serial 1,241,877.' }, { final_output: 'Use recovered SM4 platen 4-117 (€48, in stock) - compatible with this serial.' }, [
        r(null, ['search_catalogue', { q: 'Olympia SM3 platen' }]),
        f('search_catalogue', { q: 'Olympia SM3 platen' }, { results: [{ part: '3-117', desc: 'SM3 platen (early, 8 mm shaft)', stock: 0 }, { part: '4-117', desc: 'SM4 platen recovered, re-rubbered 2023', stock: 2, price_eur: 48 }], cursor: R.cursor() }),
        r('No SM3 platen in stock; checking whether the SM4 one fits this serial.', ['compatibility_checker', { input: 'Does an Olympia SM4 platen (part 4-117) fit an SM3 with serial 1,241,877?' }]),
        f('compatibility_checker', { input: '...' }, 'Yes, fits (9.5 mm shaft from serial 1,200,000).', [compat]),
        r('Use recovered SM4 platen 4-117 (€48, in stock) - compatible with this serial.'),
      ], { metadata: { 'span_data.type': 'agent' } });
      const parts = agent('parts_agent', { input: 'List and price all parts for servicing an Olympia SM3 (hard platen, sticky escapement, worn feet), serial 1,241,877.' }, { final_output: 'Platen 4-117 €48, rubber feet set €9, escapement: clean only (no part), ribbon €6. Total €63.' }, [
        r('Three items: the platen is the hard one to source; feet and ribbon are generic; escapement is usually cleaning only.', ['catalogue_agent', { input: 'Find a platen for an SM3, serial 1,241,877.' }]),
        f('catalogue_agent', { input: '...' }, 'SM4 platen 4-117, €48', [catalogue]),
        r(null, ['search_catalogue', { q: 'Olympia SM feet' }]),
        f('search_catalogue', { q: 'Olympia SM feet' }, { results: [{ part: 'F-SM', desc: 'rubber feet set of 4, SM1-SM9', stock: 11, price_eur: 9 }], cursor: null }),
        r('Platen 4-117 €48, rubber feet set €9, escapement: clean only (no part), ribbon €6. Total €63.'),
      ], { metadata: { 'span_data.type': 'agent' } });
      return agent('Agent workflow', { input: 'Order parts to service a 1956 Olympia SM3.' }, { final_output: 'Order ORD placed: platen 4-117, feet F-SM, ribbon, total €63.' }, [agent('repair_desk', {}, null, [
        r(null, ['parts_agent', { input: 'List and price all parts for servicing an Olympia SM3 (hard platen, sticky escapement, worn feet), serial 1,241,877.' }]),
        f('parts_agent', { input: '...' }, 'total €63', [parts]),
        r(null, ['place_order', { items: ['4-117', 'F-SM', 'RIB-13MM-BK'] }]),
        f('place_order', { items: ['4-117', 'F-SM', 'RIB-13MM-BK'] }, { order: 'ORD-' + R.int(10000, 99999), total_eur: 63, ship: 'DHL ' + R.int(1e9, 9e9) }),
        r('Ordered: SM4 platen 4-117 (fits serial 1,241,877), feet set, ribbon - €63. The escapement only needs cleaning.'),
      ], { metadata: { 'span_data.type': 'agent' } })], { metadata: { trace_id: wf } });
    },
  },
  {
    n: '04', domain: 'rare-book auction provenance research', style: 'LangSmith / LangGraph nested subgraphs',
    isolates: 'A cataloguing graph hands "write the provenance note for lot 212" to a provenance subgraph, which hands "identify the bookplate" to a heraldry subgraph, which hands "read the motto on the plate" to an OCR step; the identification (the Earls of Macclesfield, Shirburn Castle) comes back up and into the catalogue entry.',
    stagnation: false,
    goal: 'Write the catalogue entry with a provenance note for lot 212 (a 1611 King James Bible, folio) in the spring sale.',
    build(R) {
      const L = (text, calls) => llm('ChatOpenAI', { messages: [['...']] }, { generations: [[{ text, message: { type: 'ai', content: text, tool_calls: calls || [] } }]], llm_output: { token_usage: R.tokens() } }, [], { metadata: { run_type: 'llm', ls_model_name: 'gpt-4o', run_id: R.uuid() } });
      const T = (name, input, output) => tool(name, input, output, { metadata: { run_type: 'tool', run_id: R.uuid() } });
      const ocr = chain('motto_reader', { image: 'lot212_pastedown.jpg', region: 'bookplate' }, { motto: 'SAPERE AUDE' }, [
        T('ocr_region', { image: 's3://sale-photos/lot212/pastedown.jpg', bbox: [120, 340, 610, 880] }, { text: 'SAPERE AUDE', conf: 0.93, engine: 'tesseract 5.3.4', ms: R.ms(200, 900) }),
      ], { metadata: { run_type: 'chain', langgraph_node: 'motto_reader' } });
      const heraldry = chain('heraldry_subgraph', { task: 'Identify the armorial bookplate on the front pastedown of lot 212.' }, { owner: 'George Parker, 2nd Earl of Macclesfield (Shirburn Castle)' }, [
        L('The plate shows an earl\'s coronet over a shield with a leopard\'s head; reading the motto will narrow it.', [{ name: 'motto_reader', args: {} }]),
        ocr,
        T('armorial_lookup', { motto: 'SAPERE AUDE', charge: 'leopard\'s face' }, [{ family: 'Parker, Earls of Macclesfield', seat: 'Shirburn Castle', plate_type: 'Shirburn Castle library plate with blind-stamp', notes: 'Sold Sotheby\'s 2004-2008' }]),
        L('Motto SAPERE AUDE + leopard\'s face = Parker, Earls of Macclesfield; the "Shirburn Castle" blind-stamp style plate indicates the Macclesfield library.'),
      ], { metadata: { run_type: 'chain', langgraph_node: 'heraldry' } });
      const prov = chain('provenance_subgraph', { task: 'Write the provenance note for lot 212.' }, { note: 'Provenance: Earls of Macclesfield, Shirburn Castle (armorial bookplate and blind-stamp); their sale, Sotheby\'s, 2005; private collection, Yorkshire.' }, [
        T('consignor_file', { lot: 212 }, { consignor: 'private collection, Yorkshire', acquired: 'Sotheby\'s London 2005, lot unknown', doc: 'consignment_' + R.hex(6) + '.pdf' }),
        L('The consignor bought it at Sotheby\'s in 2005; the bookplate may identify the earlier owner. Sending to the heraldry step.', [{ name: 'heraldry_subgraph', args: {} }]),
        heraldry,
        T('sale_records', { house: 'Sothebys', year: 2005, collection: 'Macclesfield' }, { sale: 'The Library of the Earls of Macclesfield removed from Shirburn Castle, Part 9', date: '2005-03-17', match: 'Bible, 1611, folio, "He" issue', lot_guess: 'lot 1' + R.int(100, 999) }),
        L('Provenance: Earls of Macclesfield, Shirburn Castle (armorial bookplate and blind-stamp); their sale, Sotheby\'s, 2005; private collection, Yorkshire.'),
      ], { metadata: { run_type: 'chain', langgraph_node: 'provenance' } });
      return agent('catalogue_graph', { lot: 212 }, { entry: 'Lot 212 ... Provenance: Earls of Macclesfield ...' }, [
        T('lot_record', { lot: 212 }, { title: 'The Holy Bible (Authorized Version)', imprint: 'London: Robert Barker, 1611', format: 'folio', issue: '"He" Bible', condition: 'rebacked, title in facsimile', est: '£60,000-80,000' }),
        L('Bibliographic fields are in. The provenance note needs research; delegating.', [{ name: 'provenance_subgraph', args: {} }]),
        prov,
        L('Catalogue entry for lot 212 drafted: 1611 "He" Bible, folio, rebacked, title in facsimile; provenance Macclesfield/Shirburn Castle → Sotheby\'s 2005 → private collection, Yorkshire. Estimate £60,000-80,000.'),
      ], { metadata: { ls_project: 'book-sale-spring', thread_id: R.uuid() } });
    },
  },
  {
    n: '05', domain: 'alpaca fibre mini-mill', style: 'Amazon Bedrock Agents multi-agent collaboration (supervisor → collaborators)',
    isolates: 'Mill supervisor agent asks a production collaborator to plan a custom yarn run, which asks a fibre-prep collaborator for the blend ratio, which asks a lab collaborator for micron test results of two fleeces; numbers come back up and set the run.',
    stagnation: false,
    goal: 'Plan a custom DK-weight yarn run for a farm client (12 kg of raw alpaca fleece from two animals) and give them a price and a finished-yarn estimate.',
    build(R) {
      const sid = R.uuid();
      const orch = (rationale, collab, input) => llm('orchestrationTrace', { type: 'ORCHESTRATION', foundationModel: 'anthropic.claude-3-5-sonnet-20241022-v2:0' }, { rationale: { text: rationale }, ...(collab ? { invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: collab, input: { text: input } } } } : {}) }, [], { metadata: { sessionId: sid, traceId: R.uuid() + '-' + R.int(0, 9) } });
      const ag = (group, fn, params, body) => tool(`actionGroup:${group}.${fn}`, { function: fn, parameters: params }, { actionGroupInvocationOutput: { text: JSON.stringify(body) } }, { metadata: { requestId: R.uuid() } });
      const col = (name, text, out, kids) => tool(`AGENT_COLLABORATOR:${name}`, { text }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: name, output: { text: out } } }, { children: [agent(`InvokeAgent ${name}`, { inputText: text }, { completion: out }, kids, { metadata: { agentAliasArn: `arn:aws:bedrock:us-west-2:${R.int(1e11, 9e11)}:agent-alias/${R.b62(10).toUpperCase()}/${R.b62(10).toUpperCase()}` } })] });
      const lab = col('fibre_lab', 'Give micron (AFD, CF) for fleeces "Juniper" and "Moss".', 'Juniper AFD 21.4 µm CF 94%; Moss AFD 27.9 µm CF 78%.', [
        orch('Look up the OFDA2000 results.'),
        ag('lab', 'get_ofda', [{ name: 'animals', value: 'Juniper,Moss' }], [{ animal: 'Juniper', afd: 21.4, sd: 4.6, cf: 94.1, staple_mm: 96 }, { animal: 'Moss', afd: 27.9, sd: 7.2, cf: 78.3, staple_mm: 118 }, { instrument: 'OFDA2000 #' + R.int(100, 999), tested: R.dmy() }]),
      ]);
      const prep = col('fibre_prep', 'Propose a blend ratio of Juniper and Moss for a soft DK yarn from 12 kg raw.', 'Blend 60% Juniper / 40% Moss by clean weight → ~24.0 µm, soft enough for next-to-skin; 12 kg raw → ~9.4 kg clean after scouring (22% loss) and skirting.', [
        orch('Ratio depends on the micron of each fleece.', 'fibre_lab', 'Give micron (AFD, CF) for fleeces "Juniper" and "Moss".'),
        lab,
        ag('prep', 'get_weights', [{ name: 'client', value: 'Hollow Tree Farm' }], { Juniper_raw_kg: 6.8, Moss_raw_kg: 5.2 }),
        orch('Juniper 6.8 kg raw and Moss 5.2 kg; a 60/40 clean blend keeps AFD ~24 µm (0.6×21.4 + 0.4×27.9) and uses nearly all of both fleeces.'),
      ]);
      const prod = col('production_planner', 'Plan a custom DK run for Hollow Tree Farm from their 12 kg raw alpaca.', 'Run: 60/40 blend, 9.4 kg clean → ~8.5 kg DK yarn (≈ 85 skeins of 100 g, 2-ply, ~225 m/100 g). Price: processing £42/kg clean = £395; lead time 7 weeks.', [
        orch('I need the blend before setting the carding and spinning parameters.', 'fibre_prep', 'Propose a blend ratio of Juniper and Moss for a soft DK yarn from 12 kg raw.'),
        prep,
        ag('production', 'get_queue', [], { next_free_week: 7, carding_rate_kg_per_h: 1.8, spinning_loss_pct: 9.5 }),
      ]);
      return agent('InvokeAgent mill_supervisor', { inputText: 'Hollow Tree Farm sent 12 kg raw alpaca (2 animals). Plan a DK run and quote them.', sessionId: sid, enableTrace: true }, { completion: 'Quote: 60/40 blend, ~85 skeins DK (8.5 kg), £395 processing, ready in 7 weeks.' }, [
        orch('This is a custom run; the production planner should work it out.', 'production_planner', 'Plan a custom DK run for Hollow Tree Farm from their 12 kg raw alpaca.'),
        prod,
        orch('Quote ready: 60/40 Juniper/Moss blend (~24 µm), ~8.5 kg / 85 skeins of 2-ply DK, £395 processing (£42/kg clean), 7-week lead time.'),
      ], { metadata: { agentCollaboration: 'SUPERVISOR', region: 'us-west-2', 'x-amzn-requestid': R.uuid() } });
    },
  },
  {
    n: '06', domain: 'tidal-stream power station telemetry bug', style: 'Mastra (agents exposed as tools to other agents)',
    isolates: 'A triage agent gives a debugging agent "why does turbine T3 report negative power at slack tide", which gives a code agent "find the sign convention in the SCADA parser", which gives a test agent "write a failing test for flow direction = ebb with |v|<0.1"; the fix and passing test come back up.',
    stagnation: false,
    goal: 'Fix the bug where turbine T3 at the tidal-stream array reports negative power output around slack water in the telemetry dashboard.',
    build(R) {
      const g = (name, text, call) => llm('llm.generate', { agent: name, model: 'openai/gpt-4.1' }, { text, toolCalls: call ? [{ toolName: call[0], args: call[1] }] : [] }, [], { metadata: { 'mastra.agent': name, usage: { promptTokens: R.int(700, 4000), completionTokens: R.int(30, 300) } } });
      const t = (name, args, res, kids = [], err) => tool(`tool.${name}`, args, res, { children: kids, ...(err ? { error: err } : {}) });
      const tester = agent('agent.testWriter.generate', { prompt: 'Write a failing test: flow_direction="ebb", speed 0.06 m/s, shaft power 1.2 kW must parse as +1.2 kW.' }, { text: 'Added test_slack_ebb_sign; fails with -1.2 != 1.2.' }, [
        g('testWriter', null, ['fs.write', { path: 'tests/test_parse.py', append: 'def test_slack_ebb_sign():\n    assert parse(FRAME_EBB_SLOW).power_kw == 1.2\n' }]),
        t('fs.write', { path: 'tests/test_parse.py' }, { bytes: 412 }),
        t('shell.run', { cmd: 'pytest tests/test_parse.py -q' }, `F.......\nE   assert -1.2 == 1.2\n1 failed, 7 passed in ${R.secs(0.2, 1)}`, [], 'exit 1'),
        g('testWriter', 'Added test_slack_ebb_sign; fails with -1.2 != 1.2.'),
      ]);
      const coder = agent('agent.codeAgent.generate', { prompt: 'Find where the SCADA parser applies a sign to power and how it depends on flow direction.' }, { text: 'parse.py:77 multiplies power by sign(velocity); fixed to use abs(power) with direction only for the flow field; test passes.' }, [
        t('shell.run', { cmd: 'grep -n "sign\\|direction" scada/parse.py' }, '61:    direction = "flood" if v > 0 else "ebb"\n77:    power_kw = raw_power * math.copysign(1, v)  # legacy bidirectional meter'),
        g('codeAgent', 'Line 77 ties the power sign to the velocity sign, a leftover from the bidirectional meter. At slack with ebb direction, small negative v flips power. I want a failing test first.', ['testWriterAgent', { prompt: 'Write a failing test: flow_direction="ebb", speed 0.06 m/s, shaft power 1.2 kW must parse as +1.2 kW.' }]),
        t('testWriterAgent', { prompt: '...' }, 'test fails as expected', [tester]),
        g('codeAgent', null, ['fs.patch', { path: 'scada/parse.py', line: 77, new: '    power_kw = raw_power  # meter is unidirectional since fw 4.2' }]),
        t('fs.patch', { path: 'scada/parse.py' }, { ok: true }),
        t('shell.run', { cmd: 'pytest -q' }, `........\n8 passed in ${R.secs(0.2, 1)}`),
        g('codeAgent', 'parse.py:77 multiplies power by sign(velocity); fixed to use the raw value; all 8 tests pass.'),
      ]);
      const dbg = agent('agent.debugAgent.generate', { prompt: 'Why does T3 report negative power around slack water?' }, { text: 'Root cause: parser sign bug at slack (fixed in parse.py:77). Only T3 showed it because it is the only turbine still on fw 4.2 meters with noisy velocity near zero.' }, [
        t('influx.query', { q: 'SELECT power_kw, velocity FROM t3 WHERE time > now()-24h AND power_kw < 0' }, `name: t3\ntime                 power_kw velocity\n${R.iso()} -1.2     -0.06\n${R.iso()} -0.8     -0.04\n(14 rows, ${R.ms(10, 90)}ms, influx-${R.int(1, 3)})`),
        g('debugAgent', 'Negative power only when |velocity| < 0.1 and velocity negative: looks like a sign convention in parsing, not physics. Handing the parser investigation to the code agent.', ['codeAgentTool', { prompt: 'Find where the SCADA parser applies a sign to power and how it depends on flow direction.' }]),
        t('codeAgentTool', { prompt: '...' }, 'fixed parse.py:77', [coder]),
        g('debugAgent', 'Root cause: parser sign bug at slack (fixed in parse.py:77). Only T3 showed it because it is the only turbine still on fw 4.2 meters with noisy velocity near zero.'),
      ]);
      return agent('agent.triage.generate', { messages: [{ role: 'user', content: 'T3 shows negative power around slack water on the dashboard, please fix.' }] }, { text: 'Fixed: SCADA parser no longer flips power sign with near-zero ebb velocity; regression test added; deploy via the normal pipeline.' }, [
        g('triage', 'This is a data bug; sending it to the debugging agent.', ['debugAgentTool', { prompt: 'Why does T3 report negative power around slack water?' }]),
        t('debugAgentTool', { prompt: '...' }, 'root cause found and fixed', [dbg]),
        g('triage', 'Fixed: SCADA parser no longer flips power sign with near-zero ebb velocity; regression test added.'),
      ], { metadata: { 'mastra.version': '0.2.x', runId: R.uuid(), resourceId: 'tidal-ops' } });
    },
  },
];
