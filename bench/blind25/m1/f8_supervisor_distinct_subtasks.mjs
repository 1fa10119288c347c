// Family 8 (healthy): a supervisor hands the same worker different sub-tasks; each returns new results; then a synthesis.
import { agent, llm, tool, span, oaiChat, anthMsg, gemResp } from './lib.mjs';

export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: a supervisor calls the same worker agent several times with different sub-tasks, each answered with new results, then synthesises.';

export const scenarios = [
  {
    id: '01', domain: 'clock repair workshop (quote for a longcase clock)', style: 'LangGraph supervisor (langgraph-supervisor) run tree',
    build(N) {
      const goal = 'A customer brought in an 1840s eight-day longcase clock that stops after two days and strikes the wrong hour. Prepare a repair quote with parts, labour and a collection date.';
      const sub = (task, toolName, args, result, answer) => {
        N.tick(3000, 12000);
        return span('chain', 'bench_worker', { messages: [{ type: 'human', content: task }] }, { messages: [{ type: 'ai', content: answer }] }, [
          llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'You are the bench worker at Pendle Clock Restorations.' }, { type: 'human', content: task }]] }, { type: 'ai', content: '', tool_calls: [{ name: toolName, args, id: N.callId() }] }),
          tool(toolName, args, result),
          llm('ChatOpenAI', { messages: ['…'] }, { type: 'ai', content: answer }),
        ], { metadata: { langgraph_node: 'bench_worker', langgraph_step: N.int(2, 20) } });
      };
      const sup = (text, target) => llm('ChatOpenAI', { messages: ['…supervisor…'] }, { type: 'ai', content: text, tool_calls: target ? [{ name: `transfer_to_bench_worker`, args: {}, id: N.callId() }] : [] }, [], { metadata: { langgraph_node: 'supervisor' } });
      const children = [
        sup('First, bench worker: look up the inspection notes for job PCR-0614 and tell me why it stops.', true),
        sub('Read inspection notes for job PCR-0614 and diagnose the stopping.', 'get_job_notes', { job: 'PCR-0614' }, { notes: 'Movement: Thwaites-style 8-day, rack striking. Mainspring n/a (weight driven). Pivot holes worn on 3rd wheel and escape wheel, pallets grooved, crutch loose. Hour rack tail bent.' }, 'It stops because of worn pivot holes on the third and escape wheels plus grooved pallets; the crutch is loose. The wrong-hour strike is the bent rack tail.'),
        sup('Now price the parts for those faults from the supplier catalogue.', true),
        sub('Price parts: 2 bushes, pallet refacing, crutch repair, rack tail.', 'parts_catalogue', { items: ['KWM bush 2.0mm x2', 'pallet re-facing service', 'crutch rivet kit', 'rack tail straightening'] }, { lines: [{ item: 'KWM bush 2.0mm', qty: 2, gbp: 6.4 }, { item: 'pallet re-facing (outsourced)', qty: 1, gbp: 55 }, { item: 'crutch rivet kit', qty: 1, gbp: 8.5 }, { item: 'rack tail straightening', qty: 1, gbp: 0 }] }, 'Parts total £76.30: two bushes £12.80, pallet re-facing £55.00 (outsourced, 10 working days), crutch rivets £8.50.'),
        sup('Next: check the bench calendar for when the job can be done, given the 10-day pallet turnaround.', true),
        sub('Find a bench slot after the pallets return (10 working days).', 'bench_calendar', { from: 'today+10wd', hours_needed: 9 }, { slots: [{ bench: 'Bench 2 (Harriet)', start: '2025-06-16', hours: 9 }] }, 'Harriet on bench 2 can do the 9 hours starting 16 June; with a 7-day running test the clock is ready on 27 June.'),
        sup('Thanks. Writing the quote.', false),
        llm('ChatOpenAI', { messages: ['…supervisor…'] }, { type: 'ai', content: 'Quote PCR-0614: parts £76.30, labour 9 h at £48 = £432, running test included. Total £508.30 + VAT. Collection from 27 June. Faults: worn 3rd and escape wheel pivot holes (rebush), grooved pallets (re-face), loose crutch (rivet), bent hour rack tail (straighten).' }, [], { metadata: { langgraph_node: 'supervisor' } }),
      ];
      const root = agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: ['…quote…'] }, children, { metadata: { graph: 'supervisor', workers: ['bench_worker'], thread_id: N.uuid() } });
      return { goal, isolates: 'The supervisor uses the same bench worker three times for different sub-tasks (diagnosis, parts pricing, scheduling), each returning new facts, then writes the quote.', root };
    },
  },
  {
    id: '02', domain: 'corporate offsite travel (team trip to Lisbon)', style: 'CrewAI hierarchical process (manager agent delegating to a co-worker)',
    build(N) {
      const goal = 'Plan travel for the 14-person data team offsite in Lisbon, 22-24 October: flights from Amsterdam and Berlin, a hotel within walking distance of the venue in Marvila, and one group dinner. Budget EUR 900 per person.';
      const deleg = (task, ctx, toolName, args, out, answer) => {
        N.tick(4000, 15000);
        return span('tool', 'Delegate work to coworker', { task, context: ctx, coworker: 'Travel Researcher' }, answer, [
          agent('Travel Researcher', { task }, answer, [
            llm('LLM Call', { messages: ['…'] }, `Thought: I should use ${toolName}.\nAction: ${toolName}\nAction Input: ${JSON.stringify(args)}`),
            tool(toolName, { tool_input: JSON.stringify(args) }, out),
            llm('LLM Call', { messages: ['…'] }, `Thought: I now know the final answer\nFinal Answer: ${answer}`),
          ], { metadata: { role: 'Travel Researcher' } }),
        ], { metadata: { crewai_event: 'ToolUsageFinishedEvent' } });
      };
      const mgr = (text) => llm('LLM Call', { messages: ['…manager…'] }, text, [], { metadata: { agent: 'Crew Manager' } });
      const children = [
        mgr('Thought: Flights first; 9 people fly from Amsterdam and 5 from Berlin.\nAction: Delegate work to coworker'),
        deleg('Find flights AMS→LIS and BER→LIS arriving by 10:00 on 22 Oct, returning evening 24 Oct.', '9 from AMS, 5 from BER', 'flight_search', { routes: ['AMS-LIS', 'BER-LIS'], out: '2025-10-22', back: '2025-10-24' }, { AMS: [{ flt: 'TP 669', dep: '06:00', arr: '08:35', eur: 214 }], BER: [{ flt: 'TP 537', dep: '06:10', arr: '09:00', eur: 238 }] }, 'AMS group: TP 669 06:00→08:35, EUR 214 return. BER group: TP 537 06:10→09:00, EUR 238 return.'),
        mgr('Thought: Now a hotel near the Marvila venue (Rua do Açúcar).\nAction: Delegate work to coworker'),
        deleg('Find a hotel within 15 minutes walk of Rua do Açúcar 88, Marvila, 14 rooms, 2 nights.', 'budget ~EUR 150/night', 'hotel_search', { near: 'Rua do Açúcar 88, Lisboa', rooms: 14, nights: 2, max_walk_min: 15 }, { results: [{ name: 'Hotel Marvila Docks', walk_min: 9, eur_night: 138, rooms_free: 16 }, { name: 'Beato Lofts', walk_min: 14, eur_night: 162, rooms_free: 6 }] }, 'Hotel Marvila Docks, 9 min walk, EUR 138/night, 16 rooms free. Beato Lofts has only 6 rooms.'),
        mgr('Thought: Finally the group dinner on 23 Oct.\nAction: Delegate work to coworker'),
        deleg('Find a restaurant for 14 on 23 Oct around 20:00 in Marvila/Beato, one vegan and two gluten-free.', 'dietary needs', 'restaurant_search', { area: 'Marvila', party: 14, date: '2025-10-23', time: '20:00', diets: ['vegan', 'gluten-free'] }, { results: [{ name: 'Taberna do Beato', private_room: true, set_menu_eur: 45, vegan: true, gf: true }] }, 'Taberna do Beato has a private room for 14, set menu EUR 45 with vegan and gluten-free options.'),
        mgr('Thought: I now know the final answer\nFinal Answer: Flights EUR 214 (AMS) / 238 (BER); Hotel Marvila Docks 2 nights at EUR 138 = 276; dinner EUR 45. Per person: AMS EUR 535, BER EUR 559 before local transport, within the EUR 900 budget.'),
      ];
      const task = span('task', 'Plan Lisbon offsite travel', { description: goal }, { raw: 'Per person AMS EUR 535, BER EUR 559' }, children);
      const root = agent('Crew: offsite_crew', { inputs: { city: 'Lisbon', dates: '22-24 Oct' } }, { raw: 'plan complete' }, [task], { metadata: { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: N.uuid() } });
      return { goal, isolates: 'The manager delegates three different sub-tasks (flights, hotel, dinner) to the same researcher, each returning new options, then totals the cost per person.', root };
    },
  },
  {
    id: '03', domain: 'wildlife rehabilitation centre (barn owl intake)', style: 'AutoGen AgentChat SelectorGroupChat',
    build(N) {
      const goal = 'A barn owl was found on a roadside with a drooping left wing. Work out intake steps: species protection paperwork, likely diagnosis from the intake exam, and a release-site plan if it recovers.';
      const turn = (source, content, children = []) => { N.tick(2000, 8000); return span(source === 'records_agent' ? 'agent' : 'llm', source, { source_turn: true }, { type: 'TextMessage', source, content, models_usage: { prompt_tokens: N.int(500, 2500), completion_tokens: N.int(40, 200) } }, children); };
      const rec = (q, toolName, args, out, answer) => turn('records_agent', answer, [
        llm('OpenAIChatCompletionClient.create', { messages: [{ role: 'user', content: q }] }, oaiChat(N, 'gpt-4o-mini', null, [{ name: toolName, args }])),
        tool(toolName, args, { type: 'FunctionExecutionResult', content: JSON.stringify(out), is_error: false }),
        llm('OpenAIChatCompletionClient.create', { messages: ['…'] }, oaiChat(N, 'gpt-4o-mini', answer, [])),
      ]);
      const children = [
        turn('coordinator', 'records_agent: which paperwork does a barn owl intake need in England?'),
        rec('paperwork for barn owl', 'lookup_regulation', { species: 'Tyto alba', country: 'England' }, { schedule: 'WCA 1981 Schedule 1', notes: 'Rehab permitted without licence; release must be near find site; keep intake record; Schedule 9 not applicable' }, 'Barn owl is Schedule 1 (WCA 1981). No licence to rehabilitate, but keep the intake record and release near the finding place.'),
        turn('coordinator', 'records_agent: pull the intake exam for case BO-25-117 and summarise likely injury.'),
        rec('intake exam BO-25-117', 'get_case', { case: 'BO-25-117' }, { weight_g: 268, wing: 'L drooping, crepitus at mid-radius', eyes: 'normal', keel: '2/5', xray: 'closed mid-shaft radius fracture, ulna intact' }, 'Closed mid-shaft fracture of the left radius with an intact ulna (ulna acts as a splint); thin at 268 g, keel score 2/5. Usual plan: wing wrap 3 weeks, then flight conditioning.'),
        turn('coordinator', 'records_agent: find suitable release sites near the find location (grid SU 412 218).'),
        rec('release sites near SU 412 218', 'nearby_sites', { grid: 'SU 412 218', radius_km: 5, habitat: 'rough grassland' }, { sites: [{ name: 'Holt Farm (owner consent on file)', km: 1.8, nest_box: true }, { name: 'Meon Valley verge', km: 0.4, note: 'A-road, unsuitable' }] }, 'Holt Farm, 1.8 km from the find site, has rough grassland, a nest box and owner consent. The verge at 0.4 km is next to the A-road and unsuitable.'),
        turn('coordinator', 'Summary: Schedule 1 species, record kept. Diagnosis: closed left radius fracture, wrap 3 weeks then conditioning, feed to raise weight from 268 g. Release at Holt Farm (1.8 km) via soft release from the nest box. TERMINATE'),
      ];
      const root = agent('SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned", messages: 8 }, children, { metadata: { participants: ['coordinator', 'records_agent'], autogen_agentchat: '0.5.7' } });
      return { goal, isolates: 'The coordinator asks the same records agent three different questions (regulation, X-ray findings, release sites), each answered from a different tool with new facts, then summarises.', root };
    },
  },
  {
    id: '04', domain: 'pressure washing company (commercial quote)', style: 'OpenAI Agents SDK (agents as tools)',
    build(N) {
      const goal = 'Quote for pressure washing the Northgate Retail Park: car park (4,800 m²), shopfront paving, and gum removal at the entrances. Include water reclaim requirements.';
      const estTool = (input, fnName, args, out, answer) => {
        N.tick(3000, 10000);
        return span('function', 'estimator_agent', { input }, answer, [
          agent('Estimator', { input }, answer, [
            llm('generation', [{ role: 'user', content: input }], [{ type: 'function_call', call_id: N.callId(), name: fnName, arguments: JSON.stringify(args) }], [], { metadata: { model: 'gpt-4.1-mini' } }),
            span('function', fnName, args, JSON.stringify(out)),
            llm('generation', ['…'], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: answer }] }], [], { metadata: { model: 'gpt-4.1-mini' } }),
          ]),
        ], { metadata: { 'span_data.type': 'function' } });
      };
      const lead = (text, tool) => llm('generation', ['…'], [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...(tool ? [{ type: 'function_call', call_id: N.callId(), name: 'estimator_agent', arguments: JSON.stringify({ input: tool }) }] : [])], [], { metadata: { model: 'gpt-4.1' } });
      const children = [
        lead(null, 'Car park: 4,800 m² asphalt, oil stains in 30 bays. Estimate hours and chemicals.'),
        estTool('Car park: 4,800 m² asphalt, oil stains in 30 bays. Estimate hours and chemicals.', 'rate_card', { surface: 'asphalt', area_m2: 4800, stains: 30 }, { m2_per_hour: 320, degreaser_l_per_stain: 0.5, rate_gbp_h: 65 }, 'Car park: 15 hours of surface cleaning, 15 L degreaser for 30 stains; £975 labour + £90 chemicals.'),
        lead(null, 'Shopfront paving: 620 m² block paving, needs re-sanding after washing.'),
        estTool('Shopfront paving: 620 m² block paving, needs re-sanding after washing.', 'rate_card', { surface: 'block_paving', area_m2: 620, resand: true }, { m2_per_hour: 60, kiln_sand_kg_per_m2: 1.5, rate_gbp_h: 65, sand_gbp_per_25kg: 9 }, 'Paving: 10.3 hours (£670) plus 930 kg kiln-dried sand, 38 bags (£342).'),
        lead(null, 'Gum removal at 6 entrances, about 40 m² each, heavy gum.'),
        estTool('Gum removal at 6 entrances, about 40 m² each, heavy gum.', 'rate_card', { service: 'gum_removal', area_m2: 240, density: 'heavy' }, { m2_per_hour: 12, rate_gbp_h: 75 }, 'Gum: 20 hours with the steam unit, £1,500.'),
        lead(null, 'Water reclaim: what does the local water authority require for runoff from a retail car park?'),
        estTool('Water reclaim: what does the local water authority require for runoff from a retail car park?', 'regulation_lookup', { authority: 'Severn Trent', activity: 'pressure washing', site: 'retail car park' }, { requirement: 'Wash water must not enter surface drains; use drain covers and vacuum recovery; trade effluent consent for foul discharge' }, 'Drain covers and vacuum recovery needed; discharge to foul sewer needs a trade effluent consent. Add reclaim unit hire £180/day, 3 days.'),
        lead('Quote Northgate Retail Park: car park £1,065, paving £1,012, gum removal £1,500, water reclaim £540. Total £4,117 + VAT, about 3 working days.', null),
      ];
      const root = agent('Quote lead', { input: goal }, { final_output: '£4,117 + VAT' }, children, { metadata: { workflow_name: 'quotes', trace_id: 'trace_' + N.hex(32) } });
      return { goal, isolates: 'The lead agent calls the same estimator agent four times for different parts of the job (car park, paving, gum, water reclaim), each with new figures, and totals the quote.', root };
    },
  },
  {
    id: '05', domain: 'university course reading lists (copyright clearance)', style: 'Google ADK (root agent with AgentTool calls)',
    build(N) {
      const goal = 'Check the copyright status of the reading list for module HIST-2204 (Medieval Trade Routes) before the VLE opens: what can be scanned under the CLA licence, and what must be bought or linked.';
      const call = (req, fn, args, res, ans) => {
        N.tick(2000, 8000);
        return span('tool', 'execute_tool clearance_agent', { request: req }, { result: ans }, [
          agent('invoke_agent clearance_agent', { request: req }, ans, [
            llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ function_call: { name: fn, args } }] } }),
            tool(`execute_tool ${fn}`, args, res),
            llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [{ text: ans }] } }),
          ]),
        ], { metadata: { 'gen_ai.tool.name': 'clearance_agent' } });
      };
      const root_llm = (text, req) => llm('call_llm', { model: 'gemini-2.5-pro' }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(req ? [{ function_call: { name: 'clearance_agent', args: { request: req } } }] : [])] } });
      const children = [
        root_llm('The list has 3 kinds of item. Starting with the book chapters.', 'Chapters: Abu-Lughod "Before European Hegemony" ch.4; Spufford "Power and Profit" ch.2. Can they be scanned under CLA?'),
        call('Chapters: Abu-Lughod ch.4; Spufford ch.2. CLA scan?', 'cla_check', { isbns: ['9780195067743', '9780500251225'] }, { results: [{ isbn: '9780195067743', covered: true, limit: '1 chapter or 10%' }, { isbn: '9780500251225', covered: true, limit: '1 chapter or 10%' }] }, 'Both covered by the CLA licence: one chapter each can be scanned.'),
        root_llm(null, 'Journal articles: Edwards (1981) Economic History Review; Lopez (1952) Speculum. Do we have e-journal access?'),
        call('Journal articles: Edwards 1981 EcHR; Lopez 1952 Speculum. Access?', 'library_holdings', { dois: ['10.1111/j.1468-0289.1981.tb02041.x', '10.2307/2846933'] }, { results: [{ doi: '10.1111/j.1468-0289.1981.tb02041.x', access: 'Wiley online, subscribed' }, { doi: '10.2307/2846933', access: 'JSTOR Arts & Sciences III' }] }, 'Both available online through subscriptions, so link rather than scan.'),
        root_llm(null, 'Film: the documentary "The Silk Road" (NHK/BBC). Can we stream it?'),
        call('Film: The Silk Road (NHK/BBC). Streaming?', 'box_of_broadcasts', { title: 'The Silk Road', year_range: '1980-1990' }, { found: false, alternative: 'DVD in library, ERA licence permits showing in class only' }, 'Not on Box of Broadcasts; the library DVD can be shown in class under the ERA licence but not put on the VLE.'),
        root_llm('HIST-2204 clearance: scan Abu-Lughod ch.4 and Spufford ch.2 under CLA; link Edwards (Wiley) and Lopez (JSTOR); Silk Road film in-class only from the DVD (ERA), not on the VLE.', null),
      ];
      const root = agent('invoke_agent reading_list_coordinator', { new_message: goal }, { final_response: 'clearance summary' }, children, { metadata: { app_name: 'library_copyright', session_id: N.uuid(), tools: ['AgentTool(clearance_agent)'] } });
      return { goal, isolates: 'The coordinator sends the same clearance sub-agent three different sub-tasks (chapters, articles, film), each checked against a different source with new results, then summarises.', root };
    },
  },
  {
    id: '06', domain: 'devops: HashiCorp Vault secret rotation audit', style: 'Strands Agents (agents-as-tools)',
    build(N) {
      const goal = 'Quarterly audit: confirm that database credentials, the payment provider API key, and the internal TLS intermediate in Vault were rotated within policy, and list anything overdue.';
      const worker = (q, cmd, out, ans) => {
        N.tick(2000, 9000);
        return span('tool', 'execute_tool vault_inspector', { query: q }, { status: 'success', content: [{ text: ans }] }, [
          agent('invoke_agent vault_inspector', { prompt: q }, ans, [
            llm('chat', { messages: ['…'] }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'vault_cli', input: { cmd } } }] }),
            tool('execute_tool vault_cli', { cmd }, { status: 'success', content: [{ text: out }] }),
            llm('chat', { messages: ['…'] }, { role: 'assistant', content: [{ text: ans }] }),
          ]),
        ]);
      };
      const lead = (text, q) => llm('chat', { messages: ['…'] }, { role: 'assistant', content: [...(text ? [{ text }] : []), ...(q ? [{ toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'vault_inspector', input: { query: q } } }] : [])] });
      const children = [
        lead(null, 'When were the database/creds/orders-rw dynamic creds last rotated (root rotation) and what is the TTL?'),
        worker('database root rotation + TTL for orders-rw', 'vault read database/config/orders-pg', `Key                                   Value\n---                                   -----\nallowed_roles                         [orders-rw orders-ro]\nconnection_details                    map[connection_url:postgresql://{{username}}:{{password}}@orders-pg:5432/orders username:vault_admin]\nplugin_name                           postgresql-database-plugin\nroot_credentials_rotate_statements    []\nlast_root_rotation                    2025-02-03T09:14:22Z\ndefault_ttl                           1h`, 'orders-pg root credential last rotated 2025-02-03, 104 days ago; policy is 90 days, so overdue. Dynamic creds TTL 1h is fine.'),
        lead(null, 'Check the KV metadata for secret/payments/stripe-live: last update and version count.'),
        worker('KV metadata for payments key', 'vault kv metadata get secret/payments/stripe-live', `======= Metadata Path =======\nsecret/metadata/payments/stripe-live\n\n========== Metadata ==========\nKey                     Value\n---                     -----\ncreated_time            2023-06-12T11:02:51Z\ncurrent_version         5\nmax_versions            10\nupdated_time            2025-04-28T16:40:07Z`, 'Stripe live key updated 2025-04-28 (version 5), 20 days ago, within the 180-day policy.'),
        lead(null, 'Check the pki_int issuer: expiry of the current intermediate and whether a rotation is scheduled.'),
        worker('pki_int issuer expiry', 'vault list -format=json pki_int/issuers && vault read pki_int/issuer/default', `Key                          Value\n---                          -----\nissuer_id                    ${N.uuid()}\nissuer_name                  int-2024\nnot_after                    2025-07-01T00:00:00Z\nleaf_not_after_behavior      err\nusage                        read-only,issuing-certificates,crl-signing`, 'Intermediate int-2024 expires 2025-07-01, 44 days from now; no second issuer exists yet, so rotation is not scheduled. Policy requires a new intermediate 60 days before expiry: overdue.'),
        lead('Audit result: 2 findings. (1) orders-pg root credential rotated 104 days ago, policy 90. (2) PKI intermediate int-2024 expires 1 July with no successor, policy requires one 60 days ahead. Stripe live key is compliant.', null),
      ];
      const root = agent('invoke_agent audit_lead', { prompt: goal }, { result: '2 findings' }, children, { metadata: { 'gen_ai.agent.name': 'audit_lead', tools: ['vault_inspector'] } });
      return { goal, isolates: 'The audit lead calls the same Vault inspector agent three times for different secrets (database root, KV key, PKI intermediate), each returning new dates, and writes two findings.', root };
    },
  },
];
