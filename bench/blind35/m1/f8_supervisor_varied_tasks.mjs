// Family: supervisor_varied_tasks — healthy: a supervisor sends the same worker different sub-tasks; each returns new results; then a synthesis.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'supervisor_varied_tasks';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'national park backcountry permits', style: 'LangSmith / LangGraph (supervisor)',
    build(k) {
      const goal = 'Tell the Okafor party of 5 whether they can do the 4-night Tonquin Valley circuit starting 12 August, with campsite availability, the bear closure status and the permit fee.';
      const subs = [
        ['Check campsite availability for Switchback, Surprise Point, Amethyst and Maccarib on 12-15 August for 5 people.', 'check_sites', { sites: ['Switchback', 'Surprise Point', 'Amethyst', 'Maccarib'], nights: ['2025-08-12', '2025-08-13', '2025-08-14', '2025-08-15'], party: 5 }, { Switchback: { '2025-08-12': 2 }, 'Surprise Point': { '2025-08-13': 0 }, Amethyst: { '2025-08-13': 3, '2025-08-14': 3 }, Maccarib: { '2025-08-15': 1 } }, 'Surprise Point is full on 13 Aug; Amethyst has 3 pads on 13 and 14 Aug, so the party can do Switchback → Amethyst ×2 → Maccarib. Maccarib has 1 pad (fits 6).'],
        ['Look up the current wildlife closure or restriction for the Tonquin area.', 'closures', { area: 'Tonquin Valley' }, { notice: 'Area restriction: groups of 4 or more required between Amethyst Lake and Maccarib Pass due to grizzly activity', issued: k.date(), ref: 'JNP-2025-WL-031' }, 'Restriction JNP-2025-WL-031 requires groups of 4 or more on the Amethyst-Maccarib section; a party of 5 complies.'],
        ['Calculate the wilderness pass and reservation fees for 5 adults, 4 nights.', 'fees', { adults: 5, nights: 4 }, { wilderness_pass_per_person_night: 13.5, reservation_fee: 11.5, currency: 'CAD' }, 'Fees: 5 × 4 × 13.50 = 270.00 CAD plus 11.50 reservation fee = 281.50 CAD.'],
      ];
      const nodes = [];
      let step = 1;
      subs.forEach(([task, tname, args, result, summary]) => {
        nodes.push(chain('supervisor', {}, {}, [llm('ChatOpenAI', { messages: '[...]' }, { generations: [[{ text: '', message: asst('', [call('call_' + k.b62(24), 'transfer_to_permits_worker', { task })]) }]] }, { ls_model_name: 'gpt-4o', run_id: k.uuid() })], { langgraph_step: step++, langgraph_node: 'supervisor' }));
        nodes.push(chain('permits_worker', { task }, { messages: [asst(summary)] }, [
          llm('ChatOpenAI', { messages: [sys('You are the permits worker.'), user(task)] }, { generations: [[{ text: '', message: asst('', [call('call_' + k.b62(24), tname, args)]) }]] }, { run_id: k.uuid() }),
          tool(tname, args, { ...result, 'x-request-id': k.uuid() }, { run_id: k.uuid() }),
          llm('ChatOpenAI', { messages: '[...]' }, { generations: [[{ text: summary, message: asst(summary) }]] }, { run_id: k.uuid() }),
        ], { langgraph_step: step++, langgraph_node: 'permits_worker' }));
        k.tick();
      });
      const fin = 'Yes: book Switchback (12 Aug), Amethyst (13-14 Aug), Maccarib (15 Aug). The grizzly restriction needs groups of 4+, which your 5 satisfy. Total 281.50 CAD.';
      nodes.push(chain('supervisor', {}, { messages: [asst(fin)] }, [llm('ChatOpenAI', { messages: '[...]' }, { generations: [[{ text: fin, message: asst(fin) }]] }, { run_id: k.uuid() })], { langgraph_step: step++, langgraph_node: 'supervisor' }));
      return {
        isolates: 'The supervisor delegates three different questions (availability, closure, fees) to the same permits worker, gets distinct answers, and synthesises an itinerary.',
        goal,
        root: chain('LangGraph', { messages: [user(goal)] }, { messages: [asst(fin)] }, nodes, { thread_id: k.uuid() }),
      };
    },
  },
  {
    id: '02', domain: 'fish auction seafood traceability', style: 'OpenAI Agents SDK',
    build(k) {
      const goal = 'A retailer claims lot PHD-0412 of hake bought at the Peterhead fish auction was mislabelled as line-caught. Reconstruct its chain of custody and say whether the claim holds.';
      const calls = [
        ['Find the landing declaration for lot PHD-0412.', 'landing_declaration', { lot: 'PHD-0412' }, { vessel: 'BF 212 Ocean Harvest', gear: 'OTB (bottom otter trawl)', landed: '2025-03-04T05:40Z', weight_kg: 1840, area: 'ICES IVa' }],
        ['Find the auction sale record and buyer for lot PHD-0412.', 'auction_sale', { lot: 'PHD-0412' }, { sold: '2025-03-04 07:12', buyer: 'Buchan Seafoods Ltd', price_per_kg: 3.85, catalogue_gear_field: 'OTB' }],
        ['Get Buchan Seafoods\' outbound labels for lot PHD-0412 shipped to the retailer.', 'processor_labels', { processor: 'Buchan Seafoods Ltd', lot: 'PHD-0412' }, { label_text: 'Hake fillets, line caught, North Sea', printed: '2025-03-05', template: 'HAKE-LC-v2', operator: 'shift B' }],
      ];
      const kids = [llm('Response', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, { output: [{ type: 'function_call', name: 'trace_worker', arguments: JSON.stringify({ input: calls[0][0] }) }] })];
      calls.forEach(([task, t, a, res]) => {
        kids.push(agent('trace_worker', { input: task }, { final_output: JSON.stringify(res) }, [
          llm('Response', { model: 'gpt-4.1-mini', input: [{ role: 'user', content: task }] }, { output: [{ type: 'function_call', name: t, arguments: JSON.stringify(a), call_id: 'call_' + k.b62(24) }] }),
          tool(t, a, JSON.stringify({ ...res, queried_at: k.isoSec() }), { span_type: 'function' }),
        ], { span_type: 'agent', as_tool: true }));
        if (t !== 'processor_labels') kids.push(llm('Response', { model: 'gpt-4.1', input: '[...]' }, { output: [{ type: 'function_call', name: 'trace_worker', arguments: JSON.stringify({ input: calls[calls.findIndex((c) => c[1] === t) + 1][0] }) }] }));
        k.tick();
      });
      kids.push(llm('Response', { model: 'gpt-4.1', input: '[...]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The claim holds. PHD-0412 was landed by BF 212 with bottom otter trawl (OTB), and the auction catalogue also says OTB. Buchan Seafoods printed it with the HAKE-LC-v2 "line caught" template on 5 March (shift B), so the mislabelling happened at the processor.' }] }] }));
      return {
        isolates: 'One orchestrator calls the same trace worker three times for landing, sale and label records, each returning different evidence, then concludes where the mislabel occurred.',
        goal,
        root: agent('Agent workflow', { workflow_name: 'Traceability' }, { final_output: 'claim upheld; processor label error' }, [agent('Traceability lead', { tools: ['trace_worker'] }, null, kids, { span_type: 'agent' })], { trace_id: 'trace_' + k.hex(32) }),
      };
    },
  },
  {
    id: '03', domain: 'surfboard shaping shop', style: 'AutoGen / AG2',
    build(k) {
      const goal = 'Quote a custom 6\'2" fish surfboard for a 78 kg intermediate surfer: volume, blank, glassing schedule, fins, price and lead time.';
      const turns = [
        ['planner', 'shaper_assistant, compute the target volume for 78 kg intermediate, fish outline, 6\'2".'],
        ['shaper_assistant', 'Using a guild factor of 0.44 for intermediate: 78 × 0.44 = 34.3 L. For a 6\'2" fish that is 21" wide and 2 5/8" thick. Recommend blank US Blanks 6\'4"R (PU).'],
        ['planner', 'shaper_assistant, now pick the glassing schedule and weight for that board.'],
        ['shaper_assistant', 'Glassing: 6+6 oz deck, 6 oz bottom, polyester resin, gloss coat optional (+45 EUR). Finished weight about 2.9 kg.'],
        ['planner', 'shaper_assistant, fins and boxes: choose a setup and cost.'],
        ['shaper_assistant', 'Twin keel glass-on fins in volan (95 EUR) or twin FCS II boxes plus keel fins (70 EUR boxes + 60 EUR fins). Recommend FCS II for travel.'],
        ['planner', 'shaper_assistant, check the shaping queue and give a lead time.'],
      ];
      const kids = [];
      turns.forEach(([who, text]) => {
        kids.push(llm(`${who} (AssistantAgent)`, { messages: '[group chat history]' }, { source: who, content: text, models_usage: { prompt_tokens: k.int(300, 1500), completion_tokens: k.int(30, 90) } }, { 'autogen.message_id': k.uuid(), created_at: k.iso() }));
      });
      kids.push(llm('shaper_assistant (AssistantAgent)', { messages: '[...]' }, { source: 'shaper_assistant', content: '', tool_calls: [call('call_' + k.b62(24), 'shaping_queue', { shaper: 'Ines' })] }));
      kids.push(tool('shaping_queue', { shaper: 'Ines' }, { queue: 9, boards_per_week: 4, glassing_backlog_days: 6, as_of: k.euro() }, { call_id: 'call_' + k.b62(24) }));
      kids.push(llm('shaper_assistant (AssistantAgent)', { messages: '[...]' }, { source: 'shaper_assistant', content: 'Queue of 9 at 4 per week puts shaping in week 3, plus 6 days glassing: lead time about 4 weeks.' }));
      kids.push(llm('planner (AssistantAgent)', { messages: '[...]' }, { source: 'planner', content: 'Quote: 6\'2" × 21" × 2 5/8" fish, 34.3 L, US Blanks 6\'4"R, 6+6/6 oz poly glassing, FCS II twin boxes with keel fins. Price 690 shape+blank + 210 glassing + 130 fins = 1,030 EUR (gloss +45). Ready in about 4 weeks. TERMINATE' }));
      return {
        isolates: 'A planner asks the same shaper assistant four different questions (volume, glassing, fins, lead time) and each reply brings new figures before the quote is assembled.',
        goal,
        root: agent('SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids, { 'autogen.version': '0.4.7' }),
      };
    },
  },
  {
    id: '04', domain: 'hovercraft passenger service', style: 'CrewAI (hierarchical)',
    build(k) {
      const goal = 'Prepare the winter timetable proposal for the Southsea-Ryde hovercraft: demand by hour, craft availability during refits, and crew hours compliance.';
      const subs = [
        ['Analyse hourly passenger demand Nov-Feb from ticket data.', 'ticket_stats', { months: ['2024-11', '2024-12', '2025-01', '2025-02'] }, 'hour,avg_pax\n07,118\n08,164\n09,71\n12,52\n17,149\n18,133\n21,22', 'Peaks at 08:00 (164) and 17:00 (149); after 21:00 average is 22 passengers.'],
        ['List craft availability given the refit plan.', 'fleet_status', { period: 'winter' }, '{"Solent Flyer":"refit 6 Jan-14 Feb","Island Flyer":"available","spare":"none"}', 'Only Island Flyer is available 6 Jan-14 Feb; both craft otherwise.'],
        ['Check crew duty hours for a 07:00-21:30 single-craft day.', 'duty_rules', { pattern: '07:00-21:30' }, 'max_duty_h=10, min_rest_h=11, crews_available=4', 'A 14.5 h operating day needs 2 shifts (07:00-14:30, 14:00-21:30) with handover overlap; 4 crews cover 7 days with rest rules.'],
      ];
      const inner = [];
      const mgr = ['Before setting frequencies I need to know when people actually travel in winter.', 'Demand is known; next the limit is how many craft we have while Solent Flyer is in refit.', 'With one craft for six weeks, the remaining question is whether crews can cover a long single-craft day.'];
      const ana = ['The ticket warehouse has hourly boardings by month; averaging Nov-Feb.', 'The fleet register holds the refit calendar.', 'The duty rules table gives max duty and rest limits.'];
      subs.forEach(([task, t, a, res, summary]) => {
        inner.push(llm('litellm.completion', { model: 'gpt-4o', messages: [sys('You are Operations Manager. Delegate work to coworker.')] }, `Thought: ${mgr.shift()}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Service Analyst"}`, { crewai_iteration: inner.length + 1 }));
        inner.push(agent('Service Analyst', { task }, summary, [
          llm('litellm.completion', { model: 'gpt-4o-mini', messages: [user(task)] }, `Thought: ${ana.shift()}\nAction: ${t}\nAction Input: ${JSON.stringify(a)}`),
          tool(t, JSON.stringify(a), res, { run_attempts: 1, elapsed: k.ms(50, 400) }),
          llm('litellm.completion', { model: 'gpt-4o-mini', messages: '[...]' }, `Thought: I now know the final answer\nFinal Answer: ${summary}`),
        ]));
        k.tick();
      });
      inner.push(llm('litellm.completion', { model: 'gpt-4o', messages: '[...]' }, 'Thought: I have demand, fleet and crew inputs.\nFinal Answer: Half-hourly 07:00-09:30 and 16:30-18:30, hourly otherwise, last departure 21:30; single-craft hourly service 6 Jan-14 Feb; two shifts per day with 4 crews.'));
      return {
        isolates: 'A hierarchical manager delegates three different analyses to the same Service Analyst, each answered with distinct data, then writes the timetable proposal.',
        goal,
        root: agent('Crew: winter_timetable', { process: 'hierarchical' }, { raw: 'timetable proposal drafted' }, [span('task', 'Task: winter timetable', { description: goal }, { status: 'completed' }, [agent('Operations Manager', { role: 'Operations Manager', allow_delegation: true }, null, inner)])], { crew_id: k.uuid() }),
      };
    },
  },
  {
    id: '05', domain: 'wicker basket weaving cooperative', style: 'Strands Agents (agents as tools)',
    build(k) {
      const goal = 'Work out whether the Somerset willow co-op can take a 400-basket order for a hamper company by 1 November: willow stock, weaver capacity and margin.';
      const asks = [
        ['How many bundles of each willow variety are in the store and how many baskets do they make?', { Black_Maul: 62, Flanders_Red: 18, Brown_Rods: 40, per_basket_bundles: 0.15 }, 'Stock is 120 bundles; at 0.15 bundles per hamper basket that is 800 baskets, but only Black Maul and Brown (102 bundles, 680 baskets) suit the buff colour requested.'],
        ['What is weaver capacity from now until 25 October, accounting for booked courses?', { weavers: 7, baskets_per_weaver_day: 1.5, available_days: 34, course_days_lost: 6 }, 'Capacity: 7 weavers × 1.5 × (34 − 6) = 294 baskets before 25 October, short by 106.'],
        ['What is the margin per basket at the hamper company\'s offered price of 24 GBP?', { material: 3.1, labour: 14.0, packing: 1.2 }, 'Cost 18.30 GBP per basket, margin 5.70 GBP (23.8 percent).'],
      ];
      const kids = [];
      asks.forEach(([q, data, ans]) => {
        kids.push(llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + k.b62(22), name: 'coop_records_agent', input: { query: q } } }] }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }));
        kids.push(agent('Tool: coop_records_agent', { query: q }, { status: 'success', content: [{ text: ans }] }, [
          llm('Model invoke', { messages: [{ role: 'user', content: [{ text: q }] }] }, { role: 'assistant', content: [{ toolUse: { name: 'sheet_lookup', input: { sheet: 'coop.xlsx' } } }] }),
          tool('Tool: sheet_lookup', { sheet: 'coop.xlsx', range: q.slice(0, 20) }, { status: 'success', content: [{ json: data }] }, { duration: k.secs(0.1, 0.8) }),
          llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [{ text: ans }] }),
        ]));
        k.tick();
      });
      kids.push(llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [{ text: 'Willow is sufficient (680 buff baskets), margin is 5.70 GBP each, but weavers can only make about 294 by 25 October. Offer 290 by 1 November and the remaining 110 by 29 November, or decline.' }] }));
      return {
        isolates: 'The orchestrator uses the same records agent for three different questions (stock, capacity, margin) and combines the distinct answers into a decision.',
        goal,
        root: agent('invoke_agent coop_orchestrator', { prompt: goal }, { stop_reason: 'end_turn' }, kids, { 'service.name': 'strands-agents' }),
      };
    },
  },
  {
    id: '06', domain: 'tempeh production', style: 'Mastra (agent network)',
    build(k) {
      const goal = 'Our tempeh batches from incubator 2 came out with grey sporulation last week. Find the cause and propose a corrective action.';
      const qs = [
        ['Pull incubator 2 temperature and humidity for batches T-0930 to T-0936.', 'incubatorLog', { unit: 'INC-2', batches: 'T-0930..T-0936' }, { max_core_c: 36.8, hours_above_34: 9.5, rh_avg: 91, fan_fault: 'intermittent 02:00-05:00' }, 'Core temperature peaked at 36.8 °C with 9.5 h above 34 °C; fan fault logged nightly 02:00-05:00.'],
        ['Check the starter culture lot used for those batches.', 'starterLots', { batches: 'T-0930..T-0936' }, { lot: 'RO-2207', viability_cfu_g: '1.1e7', expiry: '2026-02', other_incubators_using: ['INC-1'] }, 'Starter lot RO-2207 is in date and also used in incubator 1, which had no defects.'],
        ['Compare the soybean dehulling and acidification records.', 'prepRecords', { batches: 'T-0930..T-0936' }, { vinegar_ml_per_kg: 10, ph_after: 4.6, dehull_pct: 96 }, 'Acidification was normal (pH 4.6) and dehulling 96 percent, same as in good batches.'],
      ];
      const kids = [];
      qs.forEach(([q, t, a, res, ans]) => {
        kids.push(llm('llm: routing', { messages: '[...]' }, { text: '', toolCalls: [{ toolName: 'agent-qaAnalyst', args: { prompt: q } }] }, { 'mastra.network': 'tempeh-qa' }));
        kids.push(agent('agent.qaAnalyst.generate', { prompt: q }, { text: ans }, [
          llm('llm: gpt-4o-mini', { messages: [user(q)] }, { text: '', toolCalls: [{ toolName: t, args: a }] }),
          tool(`tool: ${t}`, a, { ...res, fetched_at: k.iso() }),
          llm('llm: gpt-4o-mini', { messages: '[...]' }, { text: ans }),
        ], { runId: k.uuid() }));
        k.tick();
      });
      kids.push(llm('llm: routing', { messages: '[...]' }, { text: 'Cause: overheating in incubator 2 from the nightly fan fault (core 36.8 °C, 9.5 h above 34 °C) drives early sporulation; starter and prep are ruled out. Action: replace the INC-2 fan relay, add a 33 °C core alarm, and move batches to INC-1 until fixed.' }));
      return {
        isolates: 'A routing agent hands the same QA analyst three different checks (incubator log, starter lot, prep records) and reaches a root cause from their distinct findings.',
        goal,
        root: agent('network.tempeh-qa.generate', { message: goal }, { finishReason: 'stop' }, kids, { runId: k.uuid() }),
      };
    },
  },
];
