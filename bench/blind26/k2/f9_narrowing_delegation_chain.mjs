// Family: narrowing_delegation_chain (loop=false, stagnation=false)
// 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, toolMsg, tu, tr, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'terrarium workshops (kit planning)', style: 'Strands Agents (agents as tools)',
    isolates: 'A Strands workshop planner delegates the kit list to a materials agent, which delegates plant choice to a plant agent, which delegates substrate ratios to a substrate agent; results flow back up and the plan is finished.',
    goal: 'Plan materials for Saturday\'s closed-terrarium workshop for 16 participants, with a budget of £22 per kit.',
    build(r) {
      const cyc = () => ({ 'event_loop.cycle_id': r.uuid(), ts: r.iso(r.tick(1000, 5000)) });
      const chat = (text, toolUse) => llm('chat', {}, { message: { role: 'assistant', content: [...(text ? [{ text }] : []), ...(toolUse ? [{ toolUse: { toolUseId: 'tooluse_' + r.b62(22), ...toolUse } }] : [])] }, stopReason: toolUse ? 'tool_use' : 'end_turn' }, { 'gen_ai.request.model': 'us.anthropic.claude-3-5-haiku-20241022-v1:0', 'gen_ai.usage.total_tokens': r.int(600, 3000) });
      const substrate = agent('invoke_agent substrate_agent', { prompt: 'Give layer depths and mix ratio for a 2 L closed jar with fittonia and cushion moss.' }, 'Per 2 L jar: 3 cm LECA drainage, mesh, 1 cm activated charcoal, 5 cm of 2:1:1 coir:orchid bark:worm castings. Per kit: 180 g LECA, 30 g charcoal, 0.6 L mix.', [
        tool('execute_tool substrate_calc', { jar_l: 2, plants: ['fittonia', 'cushion moss'] }, { status: 'success', content: [{ json: { leca_g: 180, charcoal_g: 30, mix_l: 0.6, mix: { coir: 2, bark: 1, castings: 1 } } }] }),
        chat('Per 2 L jar: 3 cm LECA drainage, mesh, 1 cm activated charcoal, 5 cm of 2:1:1 coir:orchid bark:worm castings. Per kit: 180 g LECA, 30 g charcoal, 0.6 L mix.'),
      ], cyc());
      const plants = agent('invoke_agent plant_agent', { prompt: 'Pick 3 humidity-tolerant plants for a 2 L closed jar under £9 per kit, and get the substrate spec for them.' }, 'Fittonia mini (£3.20), cushion moss 10x10 cm (£2.10), Peperomia prostrata cutting (£2.90): £8.20; substrate per kit as specified.', [
        tool('execute_tool supplier_prices', { plants: ['fittonia mini', 'cushion moss', 'peperomia prostrata', 'selaginella'] }, { status: 'success', content: [{ json: { 'fittonia mini': 3.2, 'cushion moss': 2.1, 'peperomia prostrata': 2.9, selaginella: 4.5, quote_id: 'Q-' + r.digits(6) } }] }),
        chat('Selaginella is £4.50 and would break the £9 cap; choose fittonia, cushion moss and peperomia at £8.20. Asking the substrate agent for layers.', { name: 'substrate_agent', input: { prompt: 'Give layer depths and mix ratio for a 2 L closed jar with fittonia and cushion moss.' } }),
        substrate,
        chat('Fittonia mini (£3.20), cushion moss 10x10 cm (£2.10), Peperomia prostrata cutting (£2.90): £8.20; substrate per kit as specified.'),
      ], cyc());
      const materials = agent('invoke_agent materials_agent', { prompt: 'Build the per-kit materials list for 16 closed terrarium kits within £22 each.' }, 'Kit cost £19.85: jar £6.40, plants £8.20, substrate £3.05, tools/decor £2.20.', [
        chat('Jars and tools are fixed items; the plant choice drives the rest, so I will delegate plants and substrate to the plant agent.', { name: 'plant_agent', input: { prompt: 'Pick 3 humidity-tolerant plants for a 2 L closed jar under £9 per kit, and get the substrate spec for them.' } }),
        plants,
        tool('execute_tool price_list', { items: ['2L clip-top jar', 'LECA 10L', 'charcoal 1kg', 'coir brick', 'tweezers', 'river pebbles'] }, { status: 'success', content: [{ text: `jar £6.40 | LECA £0.95/180g | charcoal £0.60/30g | mix £1.50/0.6L | tweezers+pebbles £2.20 (price list rev ${r.hex(6)})` }] }),
        chat('Kit cost £19.85: jar £6.40, plants £8.20, substrate £3.05, tools/decor £2.20.'),
      ], cyc());
      return agent('invoke_agent workshop_planner', { prompt: 'Plan Saturday terrarium workshop for 16, £22 per kit.' }, 'Order placed for 16 kits at £19.85 each (£317.60).', [
        chat('I need a costed kit list first; delegating to the materials agent.', { name: 'materials_agent', input: { prompt: 'Build the per-kit materials list for 16 closed terrarium kits within £22 each.' } }),
        materials,
        tool('execute_tool create_purchase_order', { kits: 16, unit_cost: 19.85 }, { status: 'success', content: [{ text: `PO-${r.digits(5)} created, total £317.60` }] }),
        chat('Materials for 16 kits ordered at £19.85 per kit (£317.60 total), under the £22 budget; plants are fittonia, cushion moss and peperomia in 2 L jars.'),
      ], { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'workshop_planner' });
    },
  },
  {
    domain: 'ant colony kit mail-order (shipping compliance)', style: 'Amazon Bedrock Agents multi-agent collaboration',
    isolates: 'A Bedrock supervisor gives a shipping collaborator the order question, which asks a regulations collaborator about one destination, which asks a species-check collaborator about one species; each answers a narrower question and the order ships.',
    goal: 'Decide whether order #AC-5521 (a Lasius niger starter colony plus formicarium) can be shipped to a customer in Tasmania, and ship it or refund.',
    build(r) {
      const orch = (rationale, collab, text) => llm('InvokeModel (orchestration)', { type: 'ORCHESTRATION' }, { rationale: { text: rationale }, invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: collab, input: { type: 'TEXT', text } } } }, { traceId: `${r.uuid()}-0`, usage: { inputTokens: r.int(1000, 3000), outputTokens: r.int(50, 150) } });
      const fin = (text) => llm('InvokeModel (orchestration)', { type: 'ORCHESTRATION' }, { observation: { type: 'FINISH', finalResponse: { text } } }, { traceId: `${r.uuid()}-1` });
      const ag = (name, input, out, kids) => agent(name, { inputText: input, sessionId: r.digits(12) }, { text: out }, kids, { agentId: r.upper(10), agentAliasId: r.upper(10), eventTime: r.iso(r.tick(1000, 4000)) });
      const species = ag('collaborator: SpeciesCheck', 'Is Lasius niger on the Australian List of Specimens Taken to be Suitable for Live Import?', 'Lasius niger is not listed; live import into Australia is prohibited.', [
        tool('ActionGroup: lookup_live_import_list', { species: 'Lasius niger', list: 'AU-EPBC-303EB' }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ species: 'Lasius niger', listed: false, source_version: '2024-11', checked: r.isoNoMs() }) } } }),
        fin('Lasius niger is not listed; live import into Australia is prohibited.'),
      ]);
      const regs = ag('collaborator: Regulations', 'Can live ants be mailed from the UK to Tasmania, Australia?', 'No: live ant import to Australia is prohibited for this species; the formicarium alone (no biological material) is allowed.', [
        orch('Australian rules depend on the species list; ask SpeciesCheck about Lasius niger specifically.', 'SpeciesCheck', 'Is Lasius niger on the Australian List of Specimens Taken to be Suitable for Live Import?'),
        species,
        tool('KnowledgeBase: retrieve', { query: 'Australia import formicarium acrylic no soil' }, { retrievalResults: [{ content: { text: 'Clean acrylic nests without soil, sand or organic material are not biosecurity goods.' }, location: { s3Location: { uri: 's3://compliance-kb/au/biosecurity.md' } }, score: 0.71 }] }),
        fin('No: live ant import to Australia is prohibited for this species; the formicarium alone (no biological material) is allowed.'),
      ]);
      const shipping = ag('collaborator: Shipping', 'Can order #AC-5521 ship to Hobart, TAS 7000, and if not what can?', 'Colony cannot ship; formicarium can ship via Royal Mail International Tracked (£14.20).', [
        tool('ActionGroup: get_order', { order: 'AC-5521' }, { httpStatusCode: 200, responseBody: { 'application/json': { body: '{"items":[{"sku":"COL-LN-Q1","desc":"Lasius niger queen + 10 workers"},{"sku":"FORM-AC-S","desc":"acrylic formicarium S"}],"ship_to":"Hobart TAS 7000 AU"}' } } }),
        orch('The order contains live insects going to Australia; I need the regulations collaborator to rule on the destination.', 'Regulations', 'Can live ants be mailed from the UK to Tasmania, Australia?'),
        regs,
        tool('ActionGroup: rate_quote', { sku: 'FORM-AC-S', to: 'AU' }, { httpStatusCode: 200, responseBody: { 'application/json': { body: `{"service":"International Tracked","price_gbp":14.2,"quote_ref":"${r.upper(8)}"}` } } }),
        fin('Colony cannot ship; formicarium can ship via Royal Mail International Tracked (£14.20).'),
      ]);
      return ag('supervisor: OrderDesk', 'Can we ship order AC-5521 to Tasmania? Ship what we can, refund the rest.', 'Shipped the formicarium and refunded the colony (£34.00).', [
        orch('Shipping feasibility is the Shipping collaborator\'s job.', 'Shipping', 'Can order #AC-5521 ship to Hobart, TAS 7000, and if not what can?'),
        shipping,
        tool('ActionGroup: partial_fulfil', { order: 'AC-5521', ship: ['FORM-AC-S'], refund: ['COL-LN-Q1'] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: `{"refund_id":"re_${r.b62(24)}","amount_gbp":34.0,"label":"${r.upper(2)}${r.digits(9)}GB"}` } } }),
        fin('Shipped the formicarium and refunded the colony (£34.00); live ants cannot be imported into Australia.'),
      ]);
    },
  },
  {
    domain: 'sushi restaurant (bluefin sourcing audit)', style: 'LlamaIndex AgentWorkflow (nested agent tools)',
    isolates: 'A LlamaIndex head-chef agent asks a sourcing agent about this week\'s tuna, which asks a traceability agent about one lot, which asks a catch-certificate agent to verify one certificate number; answers return up and the menu decision is made.',
    goal: 'Confirm that this week\'s bluefin tuna delivery is legally caught and traceable before putting otoro on the omakase menu.',
    build(r) {
      const ch = (content, calls) => llm('OpenAI.achat', { messages: r.int(2, 10) }, { message: { role: 'assistant', content, additional_kwargs: calls ? { tool_calls: calls.map((c) => oaiCall(r.callId(), c[0], c[1])) } : {} } }, { event: 'LLMChatEndEvent', span_id: `OpenAI.achat-${r.uuid()}` });
      const cert = agent('FunctionAgent.run[catch_cert_agent]', { user_msg: 'Verify ICCAT eBCD certificate ES-24-118730 status and catch area.' }, 'ES-24-118730 is VALIDATED: purse seine, Balearic Sea (FAO 37.1.1), caught 2024-06-14, farmed at L\'Ametlla until harvest 2025-02-03.', [
        tool('FunctionTool.acall', { tool: 'ebcd_lookup', kwargs: { cert: 'ES-24-118730' } }, { status: 'VALIDATED', gear: 'PS', area: '37.1.1', catch_date: '2024-06-14', farm: 'ES-FARM-014', harvest: '2025-02-03', fetched: r.http(), 'x-iccat-req': r.uuid() }, { 'tool.name': 'ebcd_lookup' }),
        ch('ES-24-118730 is VALIDATED: purse seine, Balearic Sea (FAO 37.1.1), caught 2024-06-14, farmed at L\'Ametlla until harvest 2025-02-03.'),
      ]);
      const trace = agent('FunctionAgent.run[traceability_agent]', { user_msg: 'Trace lot BFT-0227-03 from the supplier invoice to its catch certificate.' }, 'Lot BFT-0227-03 (loin, 11.4 kg) maps to certificate ES-24-118730, which is validated; chain of custody complete.', [
        tool('FunctionTool.acall', { tool: 'supplier_docs', kwargs: { lot: 'BFT-0227-03' } }, `Invoice INV-88214 (Oceano Foods) lot BFT-0227-03 loin 11.4kg, eBCD ref ES-24-118730, CoC sheet pages 1-3 scanned ${r.dmy()}`, { 'tool.name': 'supplier_docs' }),
        ch('The invoice references eBCD ES-24-118730; asking the certificate agent to verify it.', [['catch_cert_agent', { query: 'Verify ICCAT eBCD certificate ES-24-118730 status and catch area.' }]]),
        cert,
        ch('Lot BFT-0227-03 (loin, 11.4 kg) maps to certificate ES-24-118730, which is validated; chain of custody complete.'),
      ]);
      const sourcing = agent('FunctionAgent.run[sourcing_agent]', { user_msg: 'Which bluefin lots arrived this week and are they traceable?' }, 'One bluefin lot arrived (BFT-0227-03, 11.4 kg loin), fully traceable to a validated certificate.', [
        tool('FunctionTool.acall', { tool: 'goods_in', kwargs: { species: 'Thunnus thynnus', week: 'current' } }, { lots: [{ lot: 'BFT-0227-03', kg: 11.4, cut: 'loin', temp_c: -0.4, received: r.isoOff(r.now(), 9) }] }, { 'tool.name': 'goods_in' }),
        ch('Only lot BFT-0227-03 arrived; delegating its traceability check.', [['traceability_agent', { query: 'Trace lot BFT-0227-03 from the supplier invoice to its catch certificate.' }]]),
        trace,
        ch('One bluefin lot arrived (BFT-0227-03, 11.4 kg loin), fully traceable to a validated certificate.'),
      ]);
      return agent('AgentWorkflow.run[head_chef_agent]', { user_msg: 'Can we serve otoro on this week\'s omakase?' }, 'Yes - otoro can go on the menu; lot BFT-0227-03 is traceable to validated eBCD ES-24-118730.', [
        ch('I need the sourcing team to confirm this week\'s bluefin.', [['sourcing_agent', { query: 'Which bluefin lots arrived this week and are they traceable?' }]]),
        sourcing,
        ch('Yes - otoro can go on this week\'s omakase; the only bluefin lot (BFT-0227-03) is traceable to validated eBCD ES-24-118730.'),
      ], { workflow_id: r.uuid(), llama_index_version: '0.12.30' });
    },
  },
  {
    domain: 'Kotlin Multiplatform Gradle build (coding)', style: 'OpenHands (AgentDelegateAction)',
    isolates: 'An OpenHands CodeActAgent delegates "fix the iOS build" to a delegate, which delegates only the shared-module expect/actual mismatch, which delegates a single Gradle version-catalog lookup; each level finishes and reports up.',
    goal: 'Fix the failing `./gradlew :shared:linkDebugFrameworkIosArm64` build in the KMP app after the Kotlin 2.1 upgrade.',
    build(r) {
      const ev = (extra = {}) => ({ id: r.count('ev'), timestamp: r.isoMicro(r.tick(1000, 6000)), ...extra });
      const step = (thought, action, args) => llm('agent_step', {}, { thought, action, args }, ev({ source: 'agent' }));
      const run = (cmd, out, code = 0) => tool('CmdRunAction', { command: cmd }, { content: out, exit_code: code }, ev({ source: 'environment', observation: 'run' }), code ? `exit code ${code}` : undefined);
      const lvl3 = agent('CodeActAgent (delegate level 3)', { task: 'Find the ktor version in gradle/libs.versions.toml and the newest ktor 3.x compatible with Kotlin 2.1.' }, { outputs: { current: '2.3.12', compatible: '3.1.2' } }, [
        run('grep -n ktor gradle/libs.versions.toml', '7:ktor = "2.3.12"\n31:ktor-client-core = { module = "io.ktor:ktor-client-core", version.ref = "ktor" }'),
        step('Current ktor is 2.3.12; ktor 3.1.2 is built with Kotlin 2.1.', 'finish', { outputs: { current: '2.3.12', compatible: '3.1.2' } }),
      ], ev({ agent_state: 'finished' }));
      const lvl2 = agent('CodeActAgent (delegate level 2)', { task: 'Resolve the expect/actual mismatch for HttpEngineFactory in :shared (iosMain).' }, { outputs: { fixed: true, changed: ['gradle/libs.versions.toml', 'shared/src/iosMain/kotlin/HttpEngineFactory.ios.kt'] } }, [
        run('grep -rn "HttpEngineFactory" shared/src', 'shared/src/commonMain/kotlin/HttpEngineFactory.kt:3:expect fun httpEngine(): HttpClientEngineFactory<*>\nshared/src/iosMain/kotlin/HttpEngineFactory.ios.kt:5:actual fun httpEngine() = Ios'),
        step('The actual returns the removed `Ios` engine object; Darwin is its replacement in ktor 3. I need the catalog version first, delegating that lookup.', 'delegate', { agent: 'CodeActAgent', inputs: { task: 'Find the ktor version in gradle/libs.versions.toml and the newest ktor 3.x compatible with Kotlin 2.1.' } }),
        lvl3,
        run('sed -i \'s/ktor = "2.3.12"/ktor = "3.1.2"/\' gradle/libs.versions.toml && sed -i \'s/= Ios$/= Darwin/\' shared/src/iosMain/kotlin/HttpEngineFactory.ios.kt', ''),
        step('Bumped ktor to 3.1.2 and switched the iOS actual to Darwin.', 'finish', { outputs: { fixed: true } }),
      ], ev({ agent_state: 'finished' }));
      const lvl1 = agent('CodeActAgent (delegate level 1)', { task: 'Fix the iOS framework link failure in :shared.' }, { outputs: { build: 'success' } }, [
        run('./gradlew :shared:linkDebugFrameworkIosArm64 --console=plain 2>&1 | tail -5', `e: file:///workspace/shared/src/iosMain/kotlin/HttpEngineFactory.ios.kt:5:29 Unresolved reference 'Ios'.\ne: Expected function 'httpEngine' has no actual declaration in module <shared> for Native\n> Task :shared:compileKotlinIosArm64 FAILED\nBUILD FAILED in ${r.int(40, 90)}s`, 1),
        step('Both errors come from the HttpEngineFactory expect/actual pair; delegating just that mismatch.', 'delegate', { agent: 'CodeActAgent', inputs: { task: 'Resolve the expect/actual mismatch for HttpEngineFactory in :shared (iosMain).' } }),
        lvl2,
        run('./gradlew :shared:linkDebugFrameworkIosArm64 --console=plain 2>&1 | tail -3', `> Task :shared:linkDebugFrameworkIosArm64\n\nBUILD SUCCESSFUL in ${r.int(60, 140)}s\n${r.int(20, 40)} actionable tasks: ${r.int(5, 19)} executed`),
        step('iOS framework links now.', 'finish', { outputs: { build: 'success' } }),
      ], ev({ agent_state: 'finished' }));
      return agent('CodeActAgent', { task: 'Fix :shared:linkDebugFrameworkIosArm64 after the Kotlin 2.1 upgrade' }, { agent_state: 'finished' }, [
        step('The failure is isolated to the iOS target; delegating it.', 'delegate', { agent: 'CodeActAgent', inputs: { task: 'Fix the iOS framework link failure in :shared.' } }),
        lvl1,
        step('Delegate reports a successful build: ktor 2.3.12 -> 3.1.2 and the iOS engine switched from Ios to Darwin. Done.', 'finish', { outputs: { summary: 'ktor bumped, Darwin engine' } }),
      ], { openhands_version: '0.40.0', sid: r.hex(32) });
    },
  },
  {
    domain: 'film stunt coordination (fall rig safety sheet)', style: 'Pydantic AI (agent delegation via tools, Logfire spans)',
    isolates: 'A Pydantic AI stunt-coordinator agent delegates the high-fall safety sheet to a rigging agent, which delegates the airbag sizing to a calc agent, which delegates one wind-limit lookup; each returns new numbers upward.',
    goal: 'Produce the safety sheet for Tuesday\'s 9 m high fall from the warehouse gantry, including airbag size and wind limits.',
    build(r) {
      const chat = (parts) => llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o' }, { parts }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o', duration_ms: r.ms(800, 6000), ts: r.isoMicro(r.tick(1000, 5000)) });
      const call = (name, args) => ({ part_kind: 'tool-call', tool_name: name, args, tool_call_id: r.callId() });
      const text = (c) => ({ part_kind: 'text', content: c });
      const wind = agent('agent run: weather_agent', { prompt: 'Manufacturer wind limit for a 6x4x2 m outdoor airbag, and Tuesday\'s forecast gusts at the site.' }, 'Limit 20 mph gusts (manufacturer); forecast Tuesday 14:00 gusts 13 mph, 17:00 gusts 24 mph.', [
        chat([call('forecast', { lat: 53.48, lon: -2.24, day: 'Tue' })]),
        tool('running tool: forecast', { lat: 53.48, lon: -2.24 }, { hourly: [{ t: '14:00', gust_mph: 13 }, { t: '17:00', gust_mph: 24 }], issued: r.isoNoMs(), source: 'met-datapoint', etag: r.etag() }),
        chat([text('Limit 20 mph gusts (manufacturer); forecast Tuesday 14:00 gusts 13 mph, 17:00 gusts 24 mph.')]),
      ]);
      const calc = agent('agent run: airbag_calc_agent', { prompt: 'Size the airbag for a 9 m fall, 82 kg performer, back landing.' }, '6 x 4 x 2 m bag (rated to 12 m); place 1.1 m off the gantry line; shoot before 16:00 (gusts exceed 20 mph by 17:00).', [
        chat([text('Rated height for 9 m with margin is the 12 m class bag: 6 x 4 x 2 m. Fall line drift at 9 m is about 0.9-1.1 m. Checking wind.'), call('weather_agent', { prompt: 'Manufacturer wind limit for a 6x4x2 m outdoor airbag, and Tuesday\'s forecast gusts at the site.' })]),
        wind,
        chat([text('6 x 4 x 2 m bag (rated to 12 m); place 1.1 m off the gantry line; shoot before 16:00 (gusts exceed 20 mph by 17:00).')]),
      ]);
      const rig = agent('agent run: rigging_agent', { prompt: 'Write the rigging section for the 9 m gantry high fall: descender, airbag, edge protection.' }, 'Rigging: edge roller on gantry rail, safety line removed at cue only, 6x4x2 m bag 1.1 m off line, 2 spotters, shoot window before 16:00.', [
        chat([call('site_survey', { location: 'Ancoats warehouse gantry' })]),
        tool('running tool: site_survey', { location: 'Ancoats warehouse gantry' }, { gantry_height_m: 9.1, floor: 'concrete, level', clear_zone_m: [9, 7], rail: 'steel 50mm' }),
        chat([call('airbag_calc_agent', { prompt: 'Size the airbag for a 9 m fall, 82 kg performer, back landing.' })]),
        calc,
        chat([text('Rigging: edge roller on gantry rail, safety line removed at cue only, 6x4x2 m bag 1.1 m off line, 2 spotters, shoot window before 16:00.')]),
      ]);
      return agent('agent run: stunt_coordinator', { prompt: 'Safety sheet for Tuesday\'s 9 m high fall.' }, 'Safety sheet SS-' + r.digits(4) + ' issued.', [
        chat([call('rigging_agent', { prompt: 'Write the rigging section for the 9 m gantry high fall: descender, airbag, edge protection.' })]),
        rig,
        chat([call('save_safety_sheet', { sections: ['rigging', 'medical', 'comms'] })]),
        tool('running tool: save_safety_sheet', { sections: ['rigging', 'medical', 'comms'] }, { id: 'SS-' + r.digits(4), pdf: `/sheets/${r.uuid()}.pdf` }),
        chat([text('Safety sheet issued: 6x4x2 m airbag 1.1 m off the gantry line, two spotters, paramedic on set, and the fall must be shot before 16:00 because gusts reach 24 mph by 17:00.')]),
      ], { 'logfire.span_type': 'span', service_name: 'stunt-office' });
    },
  },
  {
    domain: 'travelling with a dog from the UK to Spain (pet travel paperwork)', style: 'Traceloop OpenLLMetry (traceloop.* attributes; tracer not in the brief list)',
    isolates: 'An OpenLLMetry-traced travel agent delegates pet paperwork to a documents agent, which delegates the rabies-timing question to a vet-rules agent, which delegates a single appointment search; each returns a narrower result upward.',
    goal: 'Get everything needed for taking a 3-year-old spaniel on the Portsmouth-Santander ferry on 18 July, and book what is missing.',
    build(r) {
      const m = (kind, name) => ({ 'traceloop.span.kind': kind, 'traceloop.entity.name': name, 'traceloop.workflow.name': 'pet_trip', trace_id: r.hex(32), start: r.epochNs(r.tick(800, 4000)) });
      const gen = (name, completion, calls) => llm('openai.chat', { 'gen_ai.prompt.0.role': 'system', 'gen_ai.prompt.0.content': `You are ${name}.` }, { 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.content': completion, ...(calls ? { 'gen_ai.completion.0.tool_calls.0.name': calls[0], 'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify(calls[1]) } : {}) }, { 'gen_ai.request.model': 'gpt-4o-mini', 'llm.usage.total_tokens': r.int(400, 2000) });
      const appt = agent('appointments_agent.task', { q: 'Find a vet slot for an Animal Health Certificate between 8 and 17 July near PO4.' }, 'Booked Southsea Vets, 10 July 09:40, AHC appointment (£185).', [
        tool('vet_slots.tool', { postcode: 'PO4', from: '07-08', to: '07-17', service: 'AHC' }, { slots: [{ clinic: 'Southsea Vets', at: '2025-07-10T09:40', price: 185 }, { clinic: 'Eastney Pet Clinic', at: '2025-07-14T16:20', price: 210 }], fetched: r.http() }, m('tool', 'vet_slots')),
        tool('book_slot.tool', { clinic: 'Southsea Vets', at: '2025-07-10T09:40' }, { booking: 'SV-' + r.digits(6), confirmation_sms: true }, m('tool', 'book_slot')),
      ], m('agent', 'appointments_agent'));
      const rules = agent('vet_rules_agent.task', { q: 'Is the spaniel\'s rabies vaccination (given 2024-09-02, 3-year vaccine) valid for entry on 18 July, and when must the health certificate be issued?' }, 'Rabies valid until 2027-09-02; AHC must be issued within 10 days before arrival, so between 8 and 17 July; booked 10 July.', [
        gen('vet_rules_agent', 'Rabies given 2024-09-02 with 3-year validity is valid on 18 July 2025, and the 21-day wait passed long ago. The AHC must be issued no more than 10 days before arrival (8-17 July). Finding an appointment.', ['appointments_agent', { q: 'Find a vet slot for an Animal Health Certificate between 8 and 17 July near PO4.' }]),
        appt,
      ], m('agent', 'vet_rules_agent'));
      const docs = agent('documents_agent.task', { q: 'What documents does the dog need and which are missing?' }, 'Microchip OK, rabies valid, AHC booked for 10 July; tapeworm not required for Spain; ferry pet cabin needed.', [
        tool('pet_profile.tool', { pet: 'Bramble' }, { breed: 'Springer spaniel', dob: '2022-03-11', microchip: '826098' + r.digits(9), rabies: { date: '2024-09-02', validity_years: 3 }, ahc: null }, m('tool', 'pet_profile')),
        gen('documents_agent', 'Microchip is present and the rabies date is on file; no AHC yet. The timing rules need checking, so I am passing the rabies and AHC question on.', ['vet_rules_agent', { q: 'rabies + AHC timing' }]),
        rules,
      ], m('agent', 'documents_agent'));
      return agent('pet_trip.workflow', { request: 'Ferry to Santander 18 July with Bramble' }, 'All set: AHC appointment 10 July, pet-friendly cabin booked.', [
        gen('trip_planner', 'Paperwork comes first; delegating to the documents agent.', ['documents_agent', { q: 'What documents does the dog need and which are missing?' }]),
        docs,
        tool('ferry_pet_cabin.tool', { sailing: 'PME-SDR 2025-07-18 17:15', cabin: 'pet-friendly 2-berth' }, { reservation: 'BF' + r.digits(8), kennel_alternative: false, price_gbp: 129 }, m('tool', 'ferry_pet_cabin')),
        gen('trip_planner', 'Done: rabies is valid, the health certificate appointment is 10 July at Southsea Vets, and a pet-friendly cabin on the 18 July Santander sailing is reserved.'),
      ], m('workflow', 'pet_trip'));
    },
  },
];
