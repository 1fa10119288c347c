import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, bt } from './lib.mjs';

export const family = {
  name: 'nested_narrowing_delegation',
  loop: false,
  stagnation: false,
  isolates: 'A chain of three or more nested agents, each handing a narrower, different sub-task down; results come back up and the top agent finishes.',
};

export const rows = [
  {
    n: '01', domain: 'hazelnut orchard frost insurance', style: 'OpenAI Agents SDK trace (agents as tools)',
    isolates: 'Claim coordinator -> evidence agent -> weather agent -> station-query agent: each level narrows (claim pack, frost evidence, hours below -2 C, one station\'s readings) and the numbers flow back to a filed claim.',
    goal: 'Assemble and file the spring frost damage claim for block H2 of Castell Hazelnuts (bud loss reported on 14 March).',
    build: (c) => {
      const sp = () => ({ span_id: 'span_' + c.hex(24), started_at: c.isoMs() });
      const gen = (model, out) => span('llm', 'generation', { model, input: '[...]' }, out, [], { metadata: { span_type: 'generation', ...sp(), usage: { input_tokens: c.int(400, 3000), output_tokens: c.int(20, 300) } } });
      const fn = (name, input, output, children = []) => span('tool', name, JSON.stringify(input), output, children, { metadata: { span_type: 'function', ...sp() } });
      const ag = (name, children, output) => span('agent', name, null, output, children, { metadata: { span_type: 'agent', ...sp(), output_type: 'str' } });
      const station = ag('StationQueryAgent', [
        gen('gpt-4.1-mini', { output: [{ type: 'function_call', name: 'read_station', arguments: '{"station":"CASTELL-AWS-2","from":"2025-03-13T18:00","to":"2025-03-14T09:00"}' }] }),
        fn('read_station', { station: 'CASTELL-AWS-2', from: '2025-03-13T18:00', to: '2025-03-14T09:00' }, { interval: '10min', min_c: -3.6, min_at: '2025-03-14T05:50', samples_below_minus2: 29, logger_serial: 'HOBO-' + c.int(2000000, 2999999) }),
        gen('gpt-4.1-mini', { output: [{ type: 'message', content: [{ type: 'output_text', text: 'CASTELL-AWS-2: minimum -3.6 C at 05:50; 29 ten-minute samples below -2 C (4 h 50 min).' }] }] }),
      ], '4h50m below -2C, min -3.6C');
      const weather = ag('WeatherAgent', [
        gen('gpt-4.1', { output: [{ type: 'function_call', name: 'station_query_agent', arguments: '{"input":"Hours below -2 C at the station nearest block H2 on the night of 13-14 March"}' }] }),
        fn('station_query_agent', { input: 'Hours below -2 C at the station nearest block H2 on the night of 13-14 March' }, '4h50m below -2C, min -3.6C', [station]),
        gen('gpt-4.1', { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Frost event confirmed: 4 h 50 min below the -2 C catkin/bud damage threshold, minimum -3.6 C.' }] }] }),
      ], 'Frost event confirmed');
      const evidence = ag('EvidenceAgent', [
        gen('gpt-4.1', { output: [{ type: 'function_call', name: 'weather_agent', arguments: '{"input":"Confirm a damaging frost at block H2 on 14 March"}' }] }),
        fn('weather_agent', { input: 'Confirm a damaging frost at block H2 on 14 March' }, 'Frost event confirmed: 4h50m below -2C', [weather]),
        fn('bud_survey', { block: 'H2' }, { trees_sampled: 60, bud_loss_pct_mean: 38, photos: 12 }),
        gen('gpt-4.1', { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Evidence: 38% mean bud loss over 60 sampled trees with 12 photos, plus station data showing 4 h 50 min below -2 C.' }] }] }),
      ], 'Evidence bundle ready');
      return agent('ClaimCoordinator', { input: 'File the frost claim for block H2.' }, { final_output: 'Claim FC-2025-0193 filed: 38% bud loss, frost 4h50m below -2C.' }, [
        gen('gpt-4.1', { output: [{ type: 'function_call', name: 'evidence_agent', arguments: '{"input":"Build the evidence bundle for the H2 frost claim"}' }] }),
        fn('evidence_agent', { input: 'Build the evidence bundle for the H2 frost claim' }, 'Evidence bundle ready', [evidence]),
        gen('gpt-4.1', { output: [{ type: 'function_call', name: 'file_claim', arguments: '{"policy":"AGR-55120","block":"H2","loss_pct":38}' }] }),
        fn('file_claim', { policy: 'AGR-55120', block: 'H2', loss_pct: 38 }, { claim_id: 'FC-2025-0193', status: 'SUBMITTED', received: c.http() }),
        gen('gpt-4.1', { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Filed claim FC-2025-0193 for block H2: 38% bud loss, frost of 4 h 50 min below -2 C (min -3.6 C) on 14 March.' }] }] }),
      ], { span_type: 'agent', trace_id: 'trace_' + c.hex(32), workflow_name: 'frost-claim' });
    },
  },
  {
    n: '02', domain: 'garden fence installation permits', style: 'Google ADK events / spans',
    isolates: 'ADK root agent -> layout agent -> setback agent -> survey lookup agent, each narrower (quote, fence run, corner-lot setback, plat dimensions); results return and the quote is issued.',
    goal: 'Produce a permit-ready fence layout and quote for 418 Alder Street, a corner lot, with a 6 ft privacy fence.',
    build: (c) => {
      const inv = c.uuid();
      const call = (agentName, text, fnName, args) => span('llm', 'call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(fnName ? [{ functionCall: { name: fnName, args } }] : [])] } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': c.uuid(), author: agentName, 'gen_ai.system': 'gcp.vertex.agent' } });
      const exec = (fnName, args, resp, children = []) => span('tool', `execute_tool ${fnName}`, args, { functionResponse: { name: fnName, response: resp } }, children, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': fnName, 'gcp.vertex.agent.invocation_id': inv } });
      const survey = span('agent', 'invoke_agent survey_lookup_agent', { request: 'Plat dimensions for 418 Alder St' }, { result: 'Lot 62 x 110 ft; street frontages on Alder (62 ft) and 5th Ave (110 ft).' }, [
        call('survey_lookup_agent', null, 'get_plat', { address: '418 Alder St' }),
        exec('get_plat', { address: '418 Alder St' }, { parcel: '07-22-418', width_ft: 62, depth_ft: 110, corner: true, frontages: ['Alder St', '5th Ave'] }),
        call('survey_lookup_agent', 'Lot 62 x 110 ft; street frontages on Alder (62 ft) and 5th Ave (110 ft).'),
      ], { metadata: { 'gen_ai.agent.name': 'survey_lookup_agent' } });
      const setback = span('agent', 'invoke_agent setback_agent', { request: 'Corner-lot setback and height limits for a 6 ft fence' }, { result: '6 ft allowed behind a 15 ft setback on the 5th Ave side and 25 ft sight triangle at the corner; 4 ft max in front yard.' }, [
        call('setback_agent', null, 'survey_lookup_agent', { request: 'Plat dimensions for 418 Alder St' }),
        exec('survey_lookup_agent', { request: 'Plat dimensions for 418 Alder St' }, { result: 'Lot 62 x 110 ft, corner' }, [survey]),
        call('setback_agent', null, 'zoning_rule', { zone: 'R-2', topic: 'fence corner lot' }),
        exec('zoning_rule', { zone: 'R-2', topic: 'fence corner lot' }, { section: '17.40.080', street_side_setback_ft: 15, sight_triangle_ft: 25, front_yard_max_ft: 4, rear_side_max_ft: 6 }),
        call('setback_agent', '6 ft allowed behind a 15 ft setback on the 5th Ave side and 25 ft sight triangle at the corner; 4 ft max in front yard.'),
      ], { metadata: { 'gen_ai.agent.name': 'setback_agent' } });
      const layout = span('agent', 'invoke_agent layout_agent', { request: 'Fence run lengths for a 6 ft privacy fence' }, { result: 'Runs: rear 62 ft, interior side 85 ft, street side 70 ft (set back 15 ft); total 217 ft, 2 gates.' }, [
        call('layout_agent', null, 'setback_agent', { request: 'Corner-lot setback and height limits for a 6 ft fence' }),
        exec('setback_agent', { request: 'Corner-lot setback and height limits' }, { result: '15 ft setback, 25 ft sight triangle' }, [setback]),
        call('layout_agent', 'Runs: rear 62 ft, interior side 85 ft, street side 70 ft (set back 15 ft); total 217 ft, 2 gates.'),
      ], { metadata: { 'gen_ai.agent.name': 'layout_agent' } });
      return agent('invocation', { user: 'Permit-ready layout and quote, 418 Alder St, 6 ft privacy fence' }, { final: 'Quote Q-418A issued' }, [
        call('fence_root_agent', null, 'layout_agent', { request: 'Fence run lengths for a 6 ft privacy fence' }),
        exec('layout_agent', { request: 'Fence run lengths' }, { result: 'total 217 ft, 2 gates' }, [layout]),
        call('fence_root_agent', null, 'price_fence', { feet: 217, style: 'cedar dog-ear 6ft', gates: 2 }),
        exec('price_fence', { feet: 217, style: 'cedar dog-ear 6ft', gates: 2 }, { materials_usd: 6293, labour_usd: 3255, permit_fee_usd: 85, total_usd: 9633 }),
        call('fence_root_agent', 'Quote Q-418A: 217 ft cedar 6 ft fence (rear 62, side 85, street side 70 ft set back 15 ft, 25 ft corner sight triangle kept clear), 2 gates, $9,633 incl. $85 permit. Layout attached for the permit application.'),
      ], { 'gcp.vertex.agent.invocation_id': inv, app_name: 'fence_quotes', adk_version: '1.2.1' });
    },
  },
  {
    n: '03', domain: 'trophy engraving orders', style: 'Goose session log (subagents)',
    isolates: 'Goose delegates to an order-planning subagent, which delegates plate layout to a second subagent, which delegates name-fit checks to a third; fit results climb back and the batch is sent to the engraver.',
    goal: 'Prepare the engraving batch for the Millfield Junior Football League end-of-season trophies (42 plates) so every name fits.',
    build: (c) => {
      const tr = (name, args, text) => { const id = 'toolu_' + c.alnum(24); return tool(name, args, { type: 'toolResponse', id, toolResult: { status: 'success', value: [{ type: 'text', text }] } }); };
      const say = (text, reqName, args) => llm('assistant', [{ role: 'user', created: c.epoch() }], { role: 'assistant', created: c.epoch(), content: [{ type: 'text', text }, ...(reqName ? [{ type: 'toolRequest', id: 'toolu_' + c.alnum(24), toolCall: { status: 'success', value: { name: reqName, arguments: args } } }] : [])] });
      const fit = agent('subagent: name-fit', { task: 'Check which of the 42 names fit 38 mm at 4 mm cap height in Times Roman' }, { result: '39 fit; 3 too long' }, [
        say('Measuring each name with the engraver font metrics.', 'developer__shell', { command: 'python fit.py names.csv --width 38 --cap 4 --font times' }),
        tr('developer__shell', { command: 'python fit.py names.csv --width 38 --cap 4 --font times' }, 'fit 39/42\nTOO LONG: "Oluwaseun Adebayo-Clarke" 44.1mm\nTOO LONG: "Maximilian Featherstonehaugh" 46.7mm\nTOO LONG: "Anastasia Wojciechowska" 41.3mm'),
        say('39 fit; the three long names need 3.2 mm cap height (fits at 36-38 mm).'),
      ]);
      const layout = agent('subagent: plate-layout', { task: 'Lay out 42 plates: team, season, award and player name' }, { result: '42 plates laid out; 3 names at 3.2 mm' }, [
        say('Plates are 40 x 15 mm with 1 mm margins; delegating the name-fit check.', 'subagent__run', { instructions: 'Check which of the 42 names fit 38 mm at 4 mm cap height in Times Roman' }),
        tr('subagent__run', { instructions: 'name-fit' }, '39 fit; 3 too long -> 3.2 mm cap'),
        fit,
        say('Laid out 42 plates: line 1 "MJFL 2024/25", line 2 award, line 3 name; three names reduced to 3.2 mm cap height.', 'developer__text_editor', { command: 'write', path: 'batch/plates.svg' }),
        tr('developer__text_editor', { command: 'write', path: 'batch/plates.svg' }, 'Successfully wrote to batch/plates.svg'),
      ]);
      const order = agent('subagent: order-planning', { task: 'Turn the trophy order sheet into an engraving batch' }, { result: 'batch ready: 42 plates' }, [
        say('The order sheet has 42 rows across U9-U14; delegating plate layout.', 'subagent__run', { instructions: 'Lay out 42 plates: team, season, award and player name' }),
        tr('subagent__run', { instructions: 'plate-layout' }, '42 plates laid out; 3 names at 3.2 mm'),
        layout,
        say('Batch ready: 42 plates in batch/plates.svg, grouped by age group for the jig.'),
      ]);
      return agent('goose session', { session: 'mjfl-trophies' }, { ended: 'completed' }, [
        say('Delegating batch preparation to a subagent.', 'subagent__run', { instructions: 'Turn the trophy order sheet into an engraving batch' }),
        tr('subagent__run', { instructions: 'order-planning' }, 'batch ready: 42 plates'),
        order,
        say('Sending to the laser engraver queue.', 'developer__shell', { command: 'lpr -P trotec-speedy batch/plates.svg' }),
        tr('developer__shell', { command: 'lpr -P trotec-speedy batch/plates.svg' }, `request id is trotec-speedy-${c.int(100, 999)} (1 file(s))`),
        say('Done: 42 plates queued on the Trotec; 3 long names (Adebayo-Clarke, Featherstonehaugh, Wojciechowska) engraved at 3.2 mm so they fit.'),
      ], { goose_version: '1.3.0', model: 'claude-sonnet-4' });
    },
  },
  {
    n: '04', domain: 'guitar effects pedal builders', style: 'Braintrust spans',
    isolates: 'Orchestrator -> BOM agent -> footprint agent -> distributor-stock agent: each narrower (production order, BOM check, one footprint mismatch, stock of the replacement part); answers propagate and the PCB order is placed.',
    goal: 'Place the PCB and parts order for 50 units of Fuzzwright\'s "Bramble" fuzz pedal, rev C board.',
    build: (c) => {
      const L = (content, tool) => bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: '...' }], [{ role: 'assistant', content, ...(tool ? { tool_calls: [{ function: { name: tool[0], arguments: JSON.stringify(tool[1]) } }] } : {}) }], [], { model: 'claude-3-7-sonnet' });
      const stock = bt(c, 'task', 'stock_agent', { part: '2N5088 in TO-92 EBC pinout' }, 'Mouser 1,840 in stock (onsemi 2N5088BU), USD 0.31', [
        L(null, ['distributor_search', { mpn: '2N5088BU' }]),
        bt(c, 'tool', 'distributor_search', { mpn: '2N5088BU' }, { mouser: { stock: 1840, price_usd: 0.31 }, digikey: { stock: 0, lead_weeks: 14 } }),
        L('Mouser has 1,840 of 2N5088BU at USD 0.31; Digi-Key is out (14-week lead).'),
      ]);
      const fp = bt(c, 'task', 'footprint_agent', { issue: 'Q1/Q2 footprint vs BOM part' }, 'Use 2N5088BU (EBC) to match the rev C footprint', [
        L(null, ['read_kicad_footprint', { ref: 'Q1', file: 'bramble_revC.kicad_pcb' }]),
        bt(c, 'tool', 'read_kicad_footprint', { ref: 'Q1' }, { footprint: 'Package_TO_SOT_THT:TO-92_Inline', pinout: 'E-B-C' }),
        L('Rev C footprint is E-B-C, but the BOM lists MPSA18 (pinout E-B-C OK, but obsolete). Replacement with the same pinout: 2N5088. Checking stock.', ['stock_agent', { part: '2N5088 in TO-92 EBC pinout' }]),
        stock,
        L('Use 2N5088BU for Q1/Q2; pinout matches and 1,840 are in stock.'),
      ]);
      const bom = bt(c, 'task', 'bom_agent', { task: 'Validate rev C BOM for 50 units' }, 'BOM OK after swapping Q1/Q2 to 2N5088BU', [
        L(null, ['bom_check', { file: 'bramble_revC_bom.csv', qty: 50 }]),
        bt(c, 'tool', 'bom_check', { file: 'bramble_revC_bom.csv', qty: 50 }, { lines: 31, issues: [{ ref: 'Q1,Q2', mpn: 'MPSA18', problem: 'lifecycle: Obsolete' }], ok: 30 }),
        L('30 of 31 lines OK; Q1/Q2 MPSA18 is obsolete. Asking the footprint agent for a drop-in.', ['footprint_agent', { issue: 'Q1/Q2 footprint vs BOM part' }]),
        fp,
        L('BOM validated with Q1/Q2 -> 2N5088BU (100 pcs).'),
      ]);
      return bt(c, 'task', 'orchestrator', { build: 'Bramble rev C x50' }, { ordered: true }, [
        L('Validate the BOM before ordering.', ['bom_agent', { task: 'Validate rev C BOM for 50 units' }]),
        bom,
        L(null, ['place_order', { pcb: { fab: 'JLCPCB', qty: 50, layers: 2, finish: 'ENIG' }, parts_cart: 'bramble_revC_bom.csv', overrides: { 'Q1,Q2': '2N5088BU' } }]),
        bt(c, 'tool', 'place_order', { pcb_qty: 50, overrides: { 'Q1,Q2': '2N5088BU' } }, { pcb_order: 'Y' + c.int(1000000, 9999999) + 'A', parts_po: 'MOU-' + c.int(200000000, 299999999), total_usd: 612.44 }),
        L('Ordered 50 rev C boards (ENIG) and parts, USD 612.44 total; Q1/Q2 switched from obsolete MPSA18 to 2N5088BU.'),
      ], { project: 'fuzzwright-ops' });
    },
  },
  {
    n: '05', domain: 'pizza oven installation', style: 'Agno team run (nested teams and members)',
    isolates: 'Agno team leader -> compliance sub-team -> flue-calculation member -> clearance-lookup tool agent; each handles a narrower question and the installer gets a compliant spec.',
    goal: 'Specify a compliant flue and hearth for a wood-fired pizza oven installation in a covered patio at 7 Orchard Close.',
    build: (c) => {
      const L = (model, content, tools = []) => llm(`${model}.response`, { messages: '[...]' }, { content, tool_calls: tools }, { model, input_tokens: c.int(500, 3000), output_tokens: c.int(20, 200) });
      const T = (name, args, result) => tool(name, args, result, { tool_call_id: c.callId(), tool_name: name, tool_args: args, tool_call_error: false, metrics: { time: +(c.rand()).toFixed(4) } });
      const clearance = agent('Member: Clearance Lookup', { task: 'Minimum clearance from a 150 mm twin-wall flue to combustible roof timbers' }, { content: '50 mm to combustibles for 150 mm twin-wall (manufacturer cert); 600 mm above roof within 2.3 m horizontally.' }, [
        L('gpt-4.1-mini', null, [{ name: 'search_docs', input: { q: 'twin-wall 150mm clearance combustible' } }]),
        T('search_docs', { q: 'twin-wall 150mm clearance combustible' }, [{ doc: 'Schiedel ICS 150 DoP', clearance_mm: 50 }, { doc: 'ADJ 2.12', rule: '600 mm above roof within 2300 mm horizontally' }]),
        L('gpt-4.1-mini', '50 mm to combustibles for 150 mm twin-wall (manufacturer cert); 600 mm above roof within 2.3 m horizontally.'),
      ], { member_id: 'clearance-lookup' });
      const flue = agent('Member: Flue Calculator', { task: 'Size and route the flue for a 100 cm dome oven under a 2.4 m pergola roof' }, { content: '150 mm twin-wall, 3.1 m total, exits 650 mm above roof, 50 mm clearance to rafters.' }, [
        L('gpt-4.1', 'Oven outlet is 150 mm; under a 2.4 m roof with 0.6 m rule the flue needs about 3.1 m. Need clearance to rafters.', [{ name: 'transfer_task_to_member', input: { member_id: 'clearance-lookup', task: 'Minimum clearance from a 150 mm twin-wall flue to combustible roof timbers' } }]),
        clearance,
        L('gpt-4.1', '150 mm twin-wall, 3.1 m total, exits 650 mm above roof, 50 mm clearance to rafters.'),
      ], { member_id: 'flue-calculator' });
      const compliance = agent('Team: Compliance', { task: 'Flue and hearth compliance for covered patio install' }, { content: 'Flue: 150 mm twin-wall 3.1 m, 650 mm above roof, 50 mm to rafters. Hearth: 125 mm non-combustible base, 300 mm front apron.' }, [
        L('gpt-4.1', 'Splitting: flue sizing to the flue calculator; hearth from Approved Document J table.', [{ name: 'transfer_task_to_member', input: { member_id: 'flue-calculator', task: 'Size and route the flue' } }]),
        flue,
        T('lookup_adj_table', { table: '10', topic: 'constructional hearth' }, { hearth_thickness_mm: 125, front_apron_mm: 300 }),
        L('gpt-4.1', 'Flue: 150 mm twin-wall 3.1 m, 650 mm above roof, 50 mm to rafters. Hearth: 125 mm non-combustible base, 300 mm front apron.'),
      ], { team_id: 'compliance' });
      return agent('Team.run', { message: 'Spec the flue and hearth for the pizza oven at 7 Orchard Close (covered patio).' }, { content: 'Spec issued', event: 'TeamRunCompleted' }, [
        L('gpt-4.1', 'Delegating compliance checks to the compliance team.', [{ name: 'transfer_task_to_member', input: { member_id: 'compliance', task: 'Flue and hearth compliance for covered patio install' } }]),
        compliance,
        L('gpt-4.1', 'Install spec for 7 Orchard Close: 150 mm twin-wall flue, 3.1 m, terminating 650 mm above the pergola roof, 50 mm clearance to rafters; 125 mm non-combustible hearth with 300 mm front apron. Ready for the installer.'),
      ], { team_id: 'oven-installs', mode: 'coordinate', run_id: c.uuid(), session_id: c.uuid() });
    },
  },
  {
    n: '06', domain: 'bagpipe reed import', style: 'OpenLLMetry / Traceloop',
    isolates: 'Import agent -> tariff agent -> origin-rules agent -> material lookup: each narrows (customs entry, HS code, preferential origin, cane source) and the duty answer flows back to a filed entry.',
    goal: 'Prepare the UK customs entry for 600 cane chanter reeds arriving from a maker in Valencia, Spain, for Glenhaven Pipe Supplies.',
    build: (c) => {
      const A = (name, input, output, kids) => agent(`${name}.agent`, input, output, kids, tlMeta('agent', name, input, output));
      const mat = A('material_lookup', { q: 'Cane origin for supplier Canyas Valencianas' }, { origin: 'Arundo donax grown in Valencia, ES' }, [
        tlLLM(c, { messages: [{ role: 'user', content: 'Where is the cane grown?' }], toolCalls: [oaCall(c, 'supplier_docs', { supplier: 'Canyas Valencianas' })] }),
        tlTool(c, 'supplier_docs', { supplier: 'Canyas Valencianas' }, { statement_on_origin: 'Arundo donax harvested in La Safor, Valencia', rex: 'ESREX' + c.int(10000000, 99999999) }),
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], text: 'Cane is Arundo donax grown in La Safor, Valencia; supplier has a REX number.' }),
      ]);
      const origin = A('origin_rules', { q: 'Do reeds of HS 9209 94 qualify for TCA preferential origin?' }, { preferential: true, duty: '0%' }, [
        tlLLM(c, { messages: [{ role: 'user', content: 'Origin?' }], text: 'Product-specific rule for 9209 is a change of tariff heading; cane is 1401, so it qualifies if the cane itself is wholly obtained. Checking cane origin.', toolCalls: [oaCall(c, 'material_lookup', { q: 'Cane origin' })] }),
        mat,
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], text: 'Cane wholly obtained in Spain and transformed there: preferential origin under the TCA, 0% duty with the origin statement on the invoice.' }),
      ]);
      const tariff = A('tariff', { q: 'Commodity code and duty for cane bagpipe chanter reeds' }, { code: '9209940000', duty: '0% preferential' }, [
        tlLLM(c, { messages: [{ role: 'user', content: 'Classify reeds.' }], toolCalls: [oaCall(c, 'trade_tariff_search', { q: 'reeds for musical instruments' })] }),
        tlTool(c, 'trade_tariff_search', { q: 'reeds for musical instruments' }, { results: [{ code: '9209940000', desc: 'Parts and accessories for the musical instruments of heading 9207 - other (incl. reeds)', third_country_duty: '2.70%' }] }),
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], text: '9209 94 00 00, MFN duty 2.7%; checking whether Spanish origin gives 0%.', toolCalls: [oaCall(c, 'origin_rules', { q: 'TCA origin for 9209' })] }),
        origin,
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], text: 'Code 9209940000; preferential 0% applies with the REX origin statement.' }),
      ]);
      return agent('customs_entry.workflow', { shipment: 'GH-IMP-0612', goods: '600 cane chanter reeds' }, { entry: 'filed' }, [
        tlLLM(c, { messages: [{ role: 'user', content: 'Prepare the customs entry for 600 reeds from Valencia.' }], toolCalls: [oaCall(c, 'tariff', { q: 'Commodity code and duty' })] }),
        tariff,
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], toolCalls: [oaCall(c, 'file_entry', { code: '9209940000', preference: '300', value_gbp: 2340, origin: 'ES' })] }),
        tlTool(c, 'file_entry', { code: '9209940000', preference: '300', value_gbp: 2340, origin: 'ES' }, { mrn: '25GB' + c.upper(14), status: 'ACCEPTED', vat_gbp: 468.0, duty_gbp: 0 }),
        tlLLM(c, { messages: [{ role: 'user', content: '...' }], text: 'Entry accepted: commodity 9209940000, 0% duty under TCA preference (REX statement), import VAT GBP 468.00 on GBP 2,340.' }),
      ], tlMeta('workflow', 'customs_entry', { shipment: 'GH-IMP-0612' }, { entry: 'filed' }));
    },
  },
];
