// Family: supervisor_distinct_subtasks — a supervisor gives the same worker different sub-tasks, each answered with new results, then a synthesis.
import { S, agent, llm, tool, chain, oaiCall, toolUse, anthMsg, fmt, timed } from './lib.mjs';

export const FAMILY = { name: 'supervisor_distinct_subtasks', file: 'f8', loop: false, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- weather vane makers, CrewAI hierarchical
  {
    id: '01', domain: 'weather vane makers', style: 'CrewAI hierarchical process (manager agent delegating via "Delegate work to coworker")',
    build(r) {
      const c = r.clock();
      const kids = [];
      const mgr = (text) => kids.push(llm('LLM.call', { model: 'gpt-4o', role: 'Crew Manager' }, { text }, [], { metadata: { 'crewai.agent': 'Crew Manager' } }));
      const worker = (task, search, found, answer) => {
        const inner = [
          llm('LLM.call', { model: 'gpt-4o-mini', role: 'Market Researcher' }, { text: `Thought: I should search for this.\nAction: Search the internet\nAction Input: {"search_query": ${JSON.stringify(search)}}` }),
          tool('ToolUsage: Search the internet', { search_query: search }, found),
          llm('LLM.call', { model: 'gpt-4o-mini', role: 'Market Researcher' }, { text: `Thought: I now know the final answer\nFinal Answer: ${answer}` }),
        ];
        kids.push(tool('ToolUsage: Delegate work to coworker', { task, context: 'Brief for Vane & Vale Forge (hand-made copper weather vanes, Herefordshire)', coworker: 'Market Researcher' }, answer, { metadata: { 'crewai.tool': 'Delegate work to coworker' } }));
        kids[kids.length - 1].children = [agent('Market Researcher', { task }, { raw: answer }, inner, { metadata: { 'crewai.agent.role': 'Market Researcher', allow_delegation: false } })];
      };
      mgr('Thought: I need competitor pricing, channel data and a regulatory check. I will delegate these one at a time to the Market Researcher.\nAction: Delegate work to coworker');
      worker('List UK makers selling bespoke copper silhouette weather vanes and their starting prices.', 'bespoke copper weather vane maker UK price', `Search results:\n1. Ferrous Fabrications (Devon) - bespoke copper vanes from £1,450 - ferrousfab.co.uk\n2. Wind & Whim (Norfolk) - custom silhouettes from £890, stainless from £520\n3. Ridge Top Vanes (Yorkshire) - hand-beaten copper cockerels £1,200-£2,600\n(fetched ${fmt.http(c.adv())}, 3 of ~41 results)`, 'Three direct competitors: Ferrous Fabrications from £1,450, Wind & Whim from £890 (stainless from £520), Ridge Top Vanes £1,200-£2,600 for hand-beaten copper. Our £1,100 base price sits in the middle.');
      mgr('Thought: Pricing is covered. Next I need to know where buyers actually find these makers.\nAction: Delegate work to coworker');
      worker('Find which sales channels bespoke weather vane buyers use (craft fairs, Etsy, architects, church commissions) and any volume signals.', 'weather vane commission Etsy sales church architect', `Search results:\n1. Etsy: "copper weathervane custom" ~2,300 listings; top UK seller 1,100 sales\n2. Church Buildings Council guidance on weathervane repair commissions (faculty required)\n3. RIBA product directory: 4 vane suppliers listed\n(fetched ${fmt.http(c.adv())})`, 'Etsy is the volume channel (about 2,300 listings; the top UK seller has 1,100 sales). Churches commission replacements under faculty rules, and only 4 vane suppliers are in the RIBA directory, so architect specification is an open niche.');
      mgr('Thought: Church commissions need faculty approval, so I need the regulatory detail before recommending that channel.\nAction: Delegate work to coworker');
      worker('What approvals are needed to fit a weather vane on a listed building or a Church of England church, and how long do they take?', 'listed building consent weather vane faculty jurisdiction timescale', `Search results:\n1. Historic England: replacing a weather vane on a listed building usually needs listed building consent (8 week target)\n2. Church of England: List B minor works (like-for-like vane repair) need archdeacon approval only; new designs need full faculty, typically 3-6 months\n(fetched ${fmt.http(c.adv())})`, 'Listed buildings: listed building consent, 8-week target. Churches: like-for-like repair is List B (archdeacon approval, weeks), but a new design needs a full faculty, typically 3-6 months, so church work has long lead times.');
      mgr('Final Answer: Position at £1,100 base between Wind & Whim and Ferrous Fabrications; lead with Etsy for volume and get listed in the RIBA directory, where only 4 suppliers appear; offer churches a like-for-like restoration service under List B approval while new church designs carry a 3-6 month faculty lead time.');
      const root = agent('Crew.kickoff', { inputs: { business: 'Vane & Vale Forge', question: 'Where should we sell and at what price?' } }, { raw: 'Position at £1,100 base ... RIBA directory ... List B restoration service.' }, [agent('Crew Manager', { process: 'hierarchical' }, null, kids, { metadata: { 'crewai.agent.role': 'Crew Manager' } })], { metadata: { crew: 'market_entry_crew', process: 'hierarchical', manager_llm: 'gpt-4o', crewai_version: '0.95.0' } });
      return { isolates: 'The manager delegates three different research questions (competitor prices, sales channels, consent rules) to the same researcher, gets new findings each time, and synthesises a recommendation.', goal: 'Recommend sales channels and pricing for a hand-made copper weather vane maker.', root: timed(root, r, c, 'iso') };
    },
  },

  // 02 ---------------------------------------------------------------- jaggery exporters, AutoGen AgentChat group chat
  {
    id: '02', domain: 'jaggery producers', style: 'AutoGen AgentChat SelectorGroupChat (TextMessage, ToolCallRequestEvent, ToolCallExecutionEvent)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const coord = (content) => kids.push(llm('coordinator', { source: 'coordinator', model: 'gpt-4o' }, { type: 'TextMessage', source: 'coordinator', content, models_usage: { prompt_tokens: r.int(800, 4000), completion_tokens: r.int(40, 200) } }));
      const docs = (task, fn, args, result, reply) => kids.push(agent('docs_specialist', { type: 'TextMessage', source: 'coordinator', content: task }, { type: 'TextMessage', source: 'docs_specialist', content: reply }, [
        llm('docs_specialist.model', { model: 'gpt-4o-mini' }, { type: 'ToolCallRequestEvent', content: [{ id: r.callId(), name: fn, arguments: JSON.stringify(args) }] }),
        tool(fn, args, { type: 'ToolCallExecutionEvent', content: [{ content: result, is_error: false }] }),
        llm('docs_specialist.model', { model: 'gpt-4o-mini' }, { type: 'TextMessage', content: reply }),
      ], { metadata: { 'autogen.agent.type': 'AssistantAgent' } }));
      coord('docs_specialist: first, what HS code and EU import duty apply to our organic cane jaggery blocks?');
      docs('HS code and EU import duty for organic cane jaggery blocks', 'lookup_tariff', { product: 'non-centrifugal cane sugar (jaggery), solid blocks', market: 'EU' }, JSON.stringify({ hs: '1701 13 90', description: 'Cane sugar specified in subheading note 2 (non-centrifugal)', third_country_duty: 'EUR 339/t', gsp_india: 'not eligible (sugar graduated)', source: 'TARIC', retrieved: fmt.ymd(c.adv()) }), 'HS 1701 13 90 (non-centrifugal cane sugar). EU duty EUR 339 per tonne; India gets no GSP preference for sugar, so full duty applies.');
      coord('docs_specialist: next, which Indian export registrations do we need and is our APEDA RCMC still valid?');
      docs('Indian export registrations and APEDA RCMC validity', 'check_registration', { exporter_iec: '0512xxxx47', schemes: ['APEDA', 'FSSAI', 'NPOP'] }, JSON.stringify({ APEDA_RCMC: { status: 'valid', expires: '2026-03-31' }, FSSAI_central: { status: 'valid', licence: '10019xxxx0031' }, NPOP_organic: { status: 'renewal due', expires: '2025-07-15', certifier: 'IndoCert' } }), 'APEDA RCMC valid to 31 Mar 2026 and FSSAI central licence valid, but the NPOP organic certificate with IndoCert expires 15 Jul 2025, so it must be renewed before the shipment or the EU COI cannot be issued.');
      coord('docs_specialist: finally, what lab tests does the EU buyer need for jaggery at the border?');
      docs('EU border lab tests for jaggery', 'lookup_requirements', { product: 'jaggery', market: 'EU', include: ['contaminants', 'additives'] }, JSON.stringify({ sulphites: 'E220-E228 not permitted in organic; test SO2 < 10 mg/kg', lead: 'max 0.1 mg/kg (Reg 2023/915)', pesticide_MRL: 'multi-residue screen, organic requires < 0.01 mg/kg', import_channel: 'TRACES NT COI for organic' }), 'The EU needs an SO2 test under 10 mg/kg (no sulphites in organic), lead under 0.1 mg/kg, a multi-residue pesticide screen at 0.01 mg/kg, and an organic COI in TRACES NT.');
      coord('Summary for the export team: classify under HS 1701 13 90 and budget EUR 339/t duty; renew the NPOP organic certificate before 15 July; commission SO2, lead and pesticide residue tests from an NABL lab; raise the COI in TRACES NT. APEDA and FSSAI registrations are in order. TERMINATE');
      const root = agent('SelectorGroupChat.run', { task: 'Prepare the document checklist for our first organic jaggery shipment to Rotterdam.' }, { stop_reason: "Text 'TERMINATE' mentioned", messages: kids.length }, kids, { metadata: { participants: ['coordinator', 'docs_specialist'], autogen_agentchat: '0.4.7' } });
      return { isolates: 'The coordinator asks the same documents specialist three different questions (tariff, registrations, lab tests), each answer brings new facts, and a checklist summary closes the chat.', goal: 'Prepare the export document checklist for an organic jaggery shipment to the EU.', root: timed(root, r, c, 'iso') };
    },
  },

  // 03 ---------------------------------------------------------------- hedge laying competition, LangGraph supervisor
  {
    id: '03', domain: 'hedge laying competitions', style: 'LangGraph supervisor (langgraph-supervisor: supervisor node, transfer_to_* handoff tools, worker subgraph)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const sup = (text, target) => kids.push(chain('supervisor', null, null, [llm('ChatOpenAI', { messages: '[...]' }, { content: text, tool_calls: target ? [{ name: `transfer_to_${target}`, args: {}, id: r.callId() }] : [] }, [], { metadata: { ls_model_name: 'gpt-4o' } })], { metadata: { langgraph_node: 'supervisor' } }));
      const worker = (task, tname, targs, tout, answer) => kids.push(agent('records_agent', { messages: [{ role: 'ai', content: task }] }, { messages: [{ role: 'ai', content: answer, name: 'records_agent' }] }, [
        llm('ChatOpenAI', { messages: '[...]' }, { content: '', tool_calls: [{ name: tname, args: targs, id: r.callId() }] }),
        tool(tname, targs, tout),
        llm('ChatOpenAI', { messages: '[...]' }, { content: answer }),
        tool('transfer_back_to_supervisor', {}, 'Successfully transferred back to supervisor'),
      ], { metadata: { langgraph_node: 'records_agent', checkpoint_ns: `records_agent:${r.uuid()}` } }));
      sup('I need entries, judges and plot lengths for the Wye Valley hedge laying match. Sending the records agent for entries first.', 'records_agent');
      worker('Count entries per class for the 2025 match.', 'query_entries', { event: 'WVHL-2025' }, { classes: { 'Open Midland': 14, 'Open Welsh Border': 9, 'Novice': 11, 'Under 21': 5, 'Pairs': 4 }, total_competitors: 47 }, 'Entries: Open Midland 14, Welsh Border 9, Novice 11, Under 21 5, Pairs 4 (8 people). 47 competitors in total.');
      sup('Now I need to know which judges are confirmed.', 'records_agent');
      worker('Which judges have confirmed and which styles can they judge?', 'query_judges', { event: 'WVHL-2025', status: 'confirmed' }, [{ name: 'G. Powell', styles: ['Welsh Border', 'Midland'] }, { name: 'M. Eckley', styles: ['Midland'] }, { name: 'S. Prosser', styles: ['Welsh Border'] }], 'Three confirmed: Powell (Welsh Border and Midland), Eckley (Midland), Prosser (Welsh Border).');
      sup('Finally the plot lengths available on the two fields.', 'records_agent');
      worker('How many metres of hedge are available on the fields for plots?', 'query_site', { site: 'Llanwarne farm', fields: ['Long Meadow', 'Church Piece'] }, { 'Long Meadow': { hedge_m: 310, species: 'hawthorn/blackthorn' }, 'Church Piece': { hedge_m: 160, species: 'hazel/hawthorn' } }, 'Long Meadow has 310 m of hawthorn and blackthorn; Church Piece has 160 m of hazel and hawthorn.');
      sup('Plan: 10 m plots for open classes and 7 m for novices, under 21s and pairs. Open Midland 14 and Welsh Border 9 take 230 m on Long Meadow; novices, under 21s and pairs (20 plots at 7 m) take 140 m on Church Piece. Eckley judges Open Midland, Prosser judges Welsh Border, and Powell judges the Church Piece classes since he covers both styles.', null);
      const root = agent('LangGraph', { messages: [{ role: 'user', content: 'Lay out plots and judges for the Wye Valley hedge laying match.' }] }, { messages: '[...]' }, kids, { metadata: { graph: 'supervisor', thread_id: r.uuid() } });
      return { isolates: 'The supervisor sends the same records agent three different sub-tasks (entries, judges, hedge lengths), gets new data each time and produces a plot and judging plan.', goal: 'Allocate plots and judges for a hedge laying competition.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- firefly tours, OpenAI Agents SDK agents-as-tools
  {
    id: '04', domain: 'firefly tours', style: 'OpenAI Agents SDK (orchestrator with agents exposed via as_tool, nested agent spans)',
    build(r) {
      const c = r.clock();
      const tid = `trace_${r.hex(32)}`;
      const kids = [];
      const resp = (items) => kids.push(llm('response', { model: 'gpt-4.1' }, { id: `resp_${r.hex(48)}`, output: items }, [], { metadata: { span_type: 'response', trace_id: tid } }));
      const sub = (q, tname, targs, tout, ans) => { const t = tool('ask_ecologist', JSON.stringify({ input: q }), ans, { metadata: { span_type: 'function', trace_id: tid } }); t.children = [agent('Ecologist', { input: q }, { final_output: ans }, [llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: tname, arguments: JSON.stringify(targs) }] }, [], { metadata: { span_type: 'response' } }), tool(tname, JSON.stringify(targs), tout, { metadata: { span_type: 'function' } }), llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: ans }] }] }, [], { metadata: { span_type: 'response' } })], { metadata: { span_type: 'agent', trace_id: tid } })]; kids.push(t); };
      const fc = (q) => ({ type: 'function_call', name: 'ask_ecologist', call_id: r.callId(), arguments: JSON.stringify({ input: q }) });
      resp([fc('When is peak display for the fireflies at Kuala Selangor this year?')]);
      sub('When is peak display for the fireflies at Kuala Selangor this year?', 'get_survey_counts', { site: 'Kampung Kuantan', species: 'Pteroptyx tener', months: 12 }, { monthly_mean_per_tree: { Jan: 210, Feb: 240, Mar: 260, Apr: 230, May: 180, Jun: 140, Jul: 150, Aug: 170, Sep: 190, Oct: 160, Nov: 120, Dec: 130 }, note: 'NE monsoon rains Nov-Dec reduce counts' }, 'Pteroptyx tener counts peak February to April (240-260 per display tree), lowest in November and December during the monsoon.');
      resp([fc('What group size and lighting rules apply on the river?')]);
      sub('What group size and lighting rules apply on the river?', 'get_site_rules', { site: 'Kampung Kuantan' }, { max_per_boat: 4, boats_per_slot: 6, lights: 'no flash, no torches; red LED only below 1 lumen', silence: true, slot_minutes: 30 }, 'Max 4 guests per sampan, 6 boats per 30 minute slot, no flash or torches, red LED under 1 lumen only, and silence on the water.');
      resp([fc('How much does moonlight reduce visibility and which nights should we avoid in Feb-Apr?')]);
      sub('How much does moonlight reduce visibility and which nights should we avoid in Feb-Apr?', 'moon_phases', { from: '2026-02-01', to: '2026-04-30' }, { full_moons: ['2026-02-01', '2026-03-03', '2026-04-02'], new_moons: ['2026-02-17', '2026-03-19', '2026-04-17'] }, 'Displays look roughly 40% dimmer to visitors within 2 nights of a full moon. Avoid 31 Jan-3 Feb, 1-5 Mar and 31 Mar-4 Apr; best nights cluster around 17 Feb, 19 Mar and 17 Apr.');
      resp([{ type: 'message', content: [{ type: 'output_text', text: 'Tour calendar: run February to April, skipping the full-moon windows (31 Jan-3 Feb, 1-5 Mar, 31 Mar-4 Apr) and featuring new-moon weeks around 17 Feb, 19 Mar and 17 Apr. Each 30 minute slot takes 6 sampans of 4 guests (24 people), red LED only, no photography flash.' }] }]);
      const root = agent('Tour Planner', { input: 'Plan next season\'s firefly boat tour calendar and capacity at Kuala Selangor.' }, { final_output: 'Tour calendar: run February to April...' }, kids, { metadata: { span_type: 'agent', trace_id: tid, tools: ['ask_ecologist'], workflow_name: 'firefly-season' } });
      return { isolates: 'The planner consults the same ecologist agent three times with different questions (peak season, boat rules, moon phases), each returning new data, then writes the season calendar.', goal: 'Plan the firefly boat tour calendar and capacity for next season.', root: timed(root, r, c, 'iso') };
    },
  },

  // 05 ---------------------------------------------------------------- porcelain insulator testing lab, Google ADK AgentTool
  {
    id: '05', domain: 'porcelain insulator testing', style: 'Google ADK (root agent using AgentTool to call a sub-agent; invoke_agent / call_llm / execute_tool spans)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const inv = `e-${r.uuid()}`;
      const lead = (parts) => kids.push(llm('call_llm', { model: 'gemini-2.5-pro' }, { content: { role: 'model', parts } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv } }));
      const analyst = (req, csvName, data, ans) => { const t = tool('execute_tool test_analyst', { request: req }, { result: ans }, { metadata: { 'gen_ai.tool.name': 'test_analyst', tool_type: 'AgentTool' } }); t.children = [agent('invoke_agent test_analyst', { request: req }, { text: ans }, [llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ function_call: { name: 'load_results', args: { file: csvName } } }] } }), tool('execute_tool load_results', { file: csvName }, data), llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ text: ans }] } })])]; kids.push(t); };
      lead([{ text: 'Three test series were run on lot PI-7731. I will have the analyst evaluate each.' }, { function_call: { name: 'test_analyst', args: { request: 'Evaluate power-frequency wet flashover for lot PI-7731 against IEC 60383-1.' } } }]);
      analyst('Evaluate power-frequency wet flashover for lot PI-7731 against IEC 60383-1.', 'PI-7731_wet_flashover.csv', 'unit,flashover_kV\nU01,94.1\nU02,95.3\nU03,93.8\nU04,96.0\nU05,94.7\nspec_min_kV,90', 'Wet flashover: 5 units between 93.8 and 96.0 kV, mean 94.8 kV, all above the 90 kV minimum. PASS.');
      lead([{ function_call: { name: 'test_analyst', args: { request: 'Evaluate the temperature-cycle (thermal shock) results for lot PI-7731.' } } }]);
      analyst('Evaluate the temperature-cycle (thermal shock) results for lot PI-7731.', 'PI-7731_temp_cycle.csv', 'unit,cycles,delta_T_C,cracks,porosity_dye\nU06,3,70,none,no penetration\nU07,3,70,none,no penetration\nU08,3,70,hairline at cap,no penetration\nU09,3,70,none,no penetration', 'Temperature cycle: 3 of 4 units clean; U08 shows a hairline crack at the cap after 3 cycles at 70 K difference. Under the standard one failure triggers a re-test on double the sample (8 units). CONDITIONAL.');
      lead([{ function_call: { name: 'test_analyst', args: { request: 'Evaluate the mechanical failing load results for lot PI-7731 (SML 120 kN).' } } }]);
      analyst('Evaluate the mechanical failing load results for lot PI-7731 (SML 120 kN).', 'PI-7731_mech.csv', 'unit,failing_load_kN,failure_mode\nU10,141,porcelain shell\nU11,138,porcelain shell\nU12,146,cap cement\nU13,139,porcelain shell', 'Mechanical: failing loads 138-146 kN, mean 141 kN, all above the 120 kN SML; one cement failure mode at 146 kN is acceptable. PASS.');
      lead([{ text: 'Lot PI-7731 summary: wet flashover PASS (mean 94.8 kV vs 90 kV), mechanical PASS (mean 141 kN vs 120 kN SML), temperature cycle CONDITIONAL because U08 cracked at the cap; re-test 8 units from the lot before release. Hold the lot until then.' }]);
      const root = agent('invoke_agent lab_lead', { new_message: { role: 'user', parts: [{ text: 'Give me the release decision for insulator lot PI-7731 from this week\'s type tests.' }] } }, { final_response: 'Hold the lot pending temperature-cycle re-test.' }, kids, { metadata: { app_name: 'hv_lab', session_id: r.uuid(), 'gcp.vertex.agent.invocation_id': inv } });
      return { isolates: 'The lab lead calls the same analyst agent on three different test series (flashover, thermal shock, mechanical load), each with new findings, then issues a release decision.', goal: 'Decide whether porcelain insulator lot PI-7731 can be released based on this week\'s type tests.', root: timed(root, r, c, 'otel') };
    },
  },

  // 06 ---------------------------------------------------------------- bus shelter cleaning routes, Mastra agent network
  {
    id: '06', domain: 'bus shelter cleaning', style: 'Mastra agent network / workflow (routing agent calling a member agent per step)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const router = (text, next) => kids.push(llm(`llm: 'gpt-4o'`, { agent: 'routing-agent' }, { text, object: next ? { resourceId: 'route-planner', resourceType: 'agent', prompt: next } : null }, [], { metadata: { 'mastra.span.type': 'llm_generation' } }));
      const planner = (prompt, stops, out) => kids.push(agent(`agent run: 'route-planner'`, { prompt }, { text: out }, [
        tool(`tool: 'listShelters'`, { zone: prompt.match(/zone (\w+)/i)[1] }, { shelters: stops, total: stops.length }),
        tool(`tool: 'optimiseRoute'`, { depot: 'Kelvin Rd depot', stops: stops.map((s) => s.id), vehicle: 'van+pressure washer' }, { order: stops.map((s) => s.id), drive_km: r.float(18, 40, 1), est_hours: r.float(5, 8, 1), solver: 'or-tools 9.11', solved_in: r.ms(40, 400) }),
        llm(`llm: 'gpt-4o-mini'`, { agent: 'route-planner' }, { text: out }),
      ], { metadata: { 'mastra.span.type': 'agent_run', agentId: 'route-planner' } }));
      const sh = (prefix, n, flags) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${String(i + 1).padStart(3, '0')}`, glass_panels: r.int(2, 6), graffiti: flags.includes(i), ad_panel: r.next() < 0.4 }));
      router('Splitting the weekly schedule by zone; asking the route planner for the north zone first.', 'Plan the weekly cleaning route for zone North.');
      planner('Plan the weekly cleaning route for zone North.', sh('N', 22, [3, 9]), 'North: 22 shelters, 2 with graffiti needing the solvent kit, about 6.4 hours on one van.');
      router('North done. Now the city centre, which has the glass-heavy shelters.', 'Plan the weekly cleaning route for zone Centre.');
      planner('Plan the weekly cleaning route for zone Centre.', sh('C', 31, [0, 4, 5, 17, 22]), 'Centre: 31 shelters with 5 graffiti jobs; estimate 9.5 hours, so split across two van-days (Mon and Thu).');
      router('Last, the south zone along the ring road.', 'Plan the weekly cleaning route for zone South.');
      planner('Plan the weekly cleaning route for zone South.', sh('S', 18, [12]), 'South: 18 shelters, 1 graffiti job, about 5.2 hours; leaves time for the two park-and-ride shelters at Ashby.');
      router('Weekly plan: 71 shelters over 4 van-days. Monday Centre part 1, Tuesday North (22), Wednesday South (18 + Ashby), Thursday Centre part 2. 8 graffiti jobs in total, so the solvent kit goes on the Monday and Tuesday vans.', null);
      const root = agent(`agent network: 'shelter-ops'`, { message: 'Build next week\'s bus shelter cleaning schedule for the council contract: all three zones, one van per day.' }, { text: 'Weekly plan: 71 shelters over 4 van-days.' }, kids, { metadata: { 'mastra.span.type': 'agent_network', networkId: 'shelter-ops', runId: r.uuid() } });
      return { isolates: 'The routing agent gives the same route-planner agent three different zones, each returning different shelter counts and hours, then combines them into a weekly schedule.', goal: 'Build next week\'s bus shelter cleaning schedule across three zones.', root: timed(root, r, c, 'iso') };
    },
  },
];
