// Family 8 (healthy): a supervisor gives the same worker different sub-tasks; each answer is new; then a synthesis.
import { style } from './lib.mjs';
export const FAMILY = 'supervisor_distinct_subtasks';

// run one worker sub-agent on a task; body(W) returns its child spans
function worker(S, name, system, task, body, answer, kind) {
  const W = S.child({ kind, system, user: task, agent: name });
  const kids = body(W);
  return { span: W.root(name, kids, { answer }), answer };
}

export const rows = [
  {
    id: '01', domain: 'yak wool cooperative', style: 'LangGraph supervisor / LangSmith',
    isolates: 'A LangGraph supervisor routes the market_researcher worker three times with different questions (down prices, freight to Kathmandu, buyer list) and then writes a pricing recommendation.',
    goal: 'Recommend a selling price and channel for the cooperative\'s 1.2 t of dehaired yak down this season.',
    build(N) {
      const S = style('langgraph', N, { system: 'You are the supervisor. Route work to market_researcher, then answer.', user: this.goal });
      const sys = 'You are market_researcher for a Himalayan yak wool cooperative.';
      const a = worker(S, 'market_researcher', sys, 'Find current prices per kg for dehaired yak down in Kathmandu, Chengdu and European spinner markets.', (W) => W.turn({ calls: [['price_search', { commodity: 'dehaired yak down', markets: ['Kathmandu', 'Chengdu', 'EU spinners'] }]] }, [{ prices_usd_kg: { Kathmandu: 68, Chengdu: 74, EU_spinners: 112 }, as_of: N.isoSec(), source: 'fibre-index weekly' }]).concat(W.say('Kathmandu 68 USD/kg, Chengdu 74, European spinners 112 (for micron < 17.5).')), 'Kathmandu 68, Chengdu 74, EU spinners 112 USD/kg');
      const b = worker(S, 'market_researcher', sys, 'Estimate freight and export costs from our collection point in Dolpa to Kathmandu and onward air freight to Frankfurt for 1.2 t.', (W) => W.turn({ calls: [['freight_quote', { from: 'Dolpa', to: ['Kathmandu', 'FRA'], kg: 1200 }]] }, [{ Dolpa_Kathmandu: { mode: 'mule + truck', usd: 1450, days: 9 }, KTM_FRA: { mode: 'air', usd_per_kg: 4.1, days: 4 }, export_certificate_usd: 180 }]).concat(W.say('Dolpa to Kathmandu 1,450 USD (9 days); air KTM-FRA 4.10 USD/kg = 4,920 USD; certificate 180 USD.')), 'local 1,450; air 4,920; cert 180 USD');
      const c = worker(S, 'market_researcher', sys, 'List European spinners that buy yak down in lots over 200 kg and their fibre requirements.', (W) => W.turn({ calls: [['buyer_directory', { fibre: 'yak down', min_lot_kg: 200, region: 'EU' }]] }, [[{ name: 'Filatura Valsesia', min_kg: 300, micron_max: 17.5 }, { name: 'Nordgarn AB', min_kg: 200, micron_max: 18.0 }, { name: 'Atelier Tisseur Lyon', min_kg: 250, micron_max: 17.0 }]]).concat(W.say('Three buyers: Filatura Valsesia (300 kg, <=17.5 µm), Nordgarn AB (200 kg, <=18 µm), Atelier Tisseur Lyon (250 kg, <=17 µm).')), 'Valsesia, Nordgarn, Tisseur Lyon');
      const k = [
        ...S.turn({ text: 'First get market prices.', calls: [['transfer_to_market_researcher', { task: 'prices' }]] }, [a.answer], [[a.span]]),
        ...S.turn({ text: 'EU is much higher. Now get the freight costs to see if it still pays.', calls: [['transfer_to_market_researcher', { task: 'freight' }]] }, [b.answer], [[b.span]]),
        ...S.turn({ text: 'Freight adds about 5.5 USD/kg. Need actual EU buyers.', calls: [['transfer_to_market_researcher', { task: 'buyers' }]] }, [c.answer], [[c.span]]),
        ...S.say('Sell to European spinners: 112 USD/kg minus ~5.5 USD/kg freight and certificate nets ~106 USD/kg vs 74 in Chengdu. Split 1.2 t across Filatura Valsesia (500 kg), Atelier Tisseur Lyon (400 kg, sort <17 µm) and Nordgarn AB (300 kg). Ask 110 USD/kg FOB Kathmandu.'),
      ];
      return S.root('LangGraph', k, { final: 'EU spinners, ~110 USD/kg' }, { thread_id: N.uuid() });
    },
  },
  {
    id: '02', domain: 'ramen broth supplier', style: 'AutoGen / AG2 group chat',
    isolates: 'An AutoGen group chat where the planner asks the same kitchen_analyst three different questions (tonkotsu yield, paitan cost, delivery rounds) and then summarises.',
    goal: 'Decide whether the central kitchen can add a chicken paitan broth line for 14 ramen shops next month.',
    build(N) {
      const S = style('autogen', N, { model: 'gpt-4o', agent: 'planner', system: 'You are planner. Delegate to kitchen_analyst with ask_kitchen_analyst.', user: this.goal, tools: ['ask_kitchen_analyst'] });
      const sys = 'You are kitchen_analyst with access to production and cost data.';
      const a = worker(S, 'kitchen_analyst', sys, 'How much stockpot capacity is left after current tonkotsu production?', (W) => W.turn({ calls: [['production_log', { line: 'tonkotsu', days: 14 }]] }, [{ pots: 6, pot_litres: 400, hours_per_batch: 16, avg_daily_output_l: 1650, max_daily_l: 2400 }]).concat(W.say('Tonkotsu uses about 1,650 of 2,400 L/day; 750 L/day of pot capacity is free.')), '750 L/day free');
      const b = worker(S, 'kitchen_analyst', sys, 'What would chicken paitan cost per litre with our suppliers?', (W) => W.turn({ calls: [['supplier_prices', { items: ['chicken carcass', 'chicken feet', 'chicken fat'] }]] }, [{ chicken_carcass_kg: 1.35, chicken_feet_kg: 2.1, chicken_fat_kg: 2.8, currency: 'EUR' }]).concat(W.say('At 0.9 kg carcass + 0.25 kg feet + 0.05 kg fat per litre, paitan costs about 1.88 EUR/L before energy.')), '1.88 EUR/L');
      const c = worker(S, 'kitchen_analyst', sys, 'Can the existing delivery rounds carry an extra 600 L/day of broth to the 14 shops?', (W) => W.turn({ calls: [['delivery_rounds', { date: 'next_monday' }]] }, [{ vans: 3, rounds: [{ van: 'V1', shops: 5, spare_l: 180 }, { van: 'V2', shops: 5, spare_l: 240 }, { van: 'V3', shops: 4, spare_l: 260 }] }]).concat(W.say('The three vans have 680 L of spare chilled space combined, enough for 600 L/day.')), '680 L spare');
      const k = [
        ...S.turn({ calls: [['ask_kitchen_analyst', { question: 'stockpot capacity after tonkotsu' }]] }, [a.answer], [[a.span]]),
        ...S.turn({ calls: [['ask_kitchen_analyst', { question: 'paitan cost per litre' }]] }, [b.answer], [[b.span]]),
        ...S.turn({ calls: [['ask_kitchen_analyst', { question: 'delivery space for 600 L/day' }]] }, [c.answer], [[c.span]]),
        ...S.say('Yes: 750 L/day of free pot capacity covers 600 L/day of paitan at ~1.88 EUR/L, and the vans have 680 L spare. Start with 2 pots on a 12-hour cycle. TERMINATE'),
      ];
      return S.root('SelectorGroupChat.run', k, { stop_reason: "Text 'TERMINATE' mentioned" }, { team_id: N.uuid() });
    },
  },
  {
    id: '03', domain: 'monorail maintenance', style: 'CrewAI hierarchical process',
    isolates: 'A CrewAI manager delegates three distinct questions to the same Maintenance Records Analyst (bogie wear, switch faults, tyre stock), each answered with new data, then writes the outage plan.',
    goal: 'Prepare the plan for next month\'s two-night maintenance outage on the airport monorail.',
    build(N) {
      const S = style('crewai', N, { model: 'gpt-4o', agent: 'Crew Manager', system: 'You are Crew Manager. Delegate work to your coworkers.', user: this.goal });
      const sys = 'You are Maintenance Records Analyst for an airport people-mover monorail.';
      const a = worker(S, 'Maintenance Records Analyst', sys, 'Which cars have guide-tyre wear above 80% of limit?', (W) => W.turn({ think: 'Query the tyre wear table.', calls: [['Wear Records', { component: 'guide_tyre', threshold_pct: 80 }]] }, ['car 03: 86% | car 07: 91% | car 11: 82%']).concat(W.turn({ text: 'Cars 03, 07 and 11 are above 80% (86, 91, 82%).' })), 'cars 03, 07, 11');
      const b = worker(S, 'Maintenance Records Analyst', sys, 'What switch faults were logged in the last 60 days?', (W) => W.turn({ think: 'Pull the switch fault log.', calls: [['Fault Log', { asset_type: 'beam_switch', days: 60 }]] }, ['SW-2 lock detection timeout x4 (last ' + N.euDate() + ') | SW-5 none | SW-1 hydraulic pressure low x1']).concat(W.turn({ text: 'SW-2 had 4 lock-detection timeouts; SW-1 one low-pressure alarm; SW-5 clean.' })), 'SW-2 x4, SW-1 x1');
      const c = worker(S, 'Maintenance Records Analyst', sys, 'Do we have enough guide tyres and SW-2 lock sensors in stock?', (W) => W.turn({ think: 'Check the stores system.', calls: [['Stores', { parts: ['guide tyre GT-460', 'lock sensor LS-22'] }]] }, ['GT-460: 14 on hand (need 4 per car) | LS-22: 1 on hand, 2 on order ETA 9 days']).concat(W.turn({ text: '14 guide tyres (enough for 3 cars at 4 each, 2 spare) and 1 LS-22 sensor on hand.' })), '14 tyres, 1 sensor');
      const k = [
        ...S.turn({ think: 'I need to know which cars need tyres.', calls: [['Delegate work to coworker', { coworker: 'Maintenance Records Analyst', task: 'guide tyre wear above 80%' }]] }, [a.answer], [[a.span]]),
        ...S.turn({ think: 'Now the switch side.', calls: [['Delegate work to coworker', { coworker: 'Maintenance Records Analyst', task: 'switch faults last 60 days' }]] }, [b.answer], [[b.span]]),
        ...S.turn({ think: 'Finally parts availability for what we found.', calls: [['Delegate work to coworker', { coworker: 'Maintenance Records Analyst', task: 'stock of GT-460 and LS-22' }]] }, [c.answer], [[c.span]]),
        ...S.turn({ text: 'Night 1: replace guide tyres on cars 03, 07, 11 (12 of 14 GT-460). Night 2: replace SW-2 lock sensor with the LS-22 on hand, inspect SW-1 hydraulics. Keep the 2 LS-22 on order as spares.' }),
      ];
      return S.root('Crew.kickoff', k, { raw: 'Outage plan delivered.' }, { process: 'hierarchical', crew_id: N.uuid() });
    },
  },
  {
    id: '04', domain: 'paper marbling studio', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'An OpenAI Agents SDK orchestrator calls the same inventory_agent tool three times for different things (carrageenan size, paint colours, paper stock) and then quotes the workshop order.',
    goal: 'Quote a marbled-paper order: 200 sheets 50x70 cm in a "Turkish stone" pattern, indigo and ochre, for a bookbinder.',
    build(N) {
      const S = style('agents_sdk', N, { model: 'gpt-4.1', system: 'You are the studio orchestrator. Use inventory_agent for stock questions.', user: this.goal });
      const sys = 'You are inventory_agent for a paper marbling studio.';
      const a = worker(S, 'inventory_agent', sys, 'Do we have enough carrageenan for size baths for 200 sheets at 50x70?', (W) => W.turn({ calls: [['stock_lookup', { sku: 'CARRAGEENAN-KAPPA' }]] }, [{ sku: 'CARRAGEENAN-KAPPA', on_hand_g: 420, per_bath_g: 36, sheets_per_bath: 25 }]).concat(W.say('200 sheets need 8 baths = 288 g; 420 g on hand, so yes.')), '288 g needed, 420 g on hand');
      const b = worker(S, 'inventory_agent', sys, 'Check indigo and ochre marbling paint stock.', (W) => W.turn({ calls: [['stock_lookup', { sku: ['PAINT-INDIGO-50', 'PAINT-OCHRE-50'] }]] }, [{ 'PAINT-INDIGO-50': { on_hand_ml: 150 }, 'PAINT-OCHRE-50': { on_hand_ml: 40 }, usage_ml_per_sheet: 0.6 }]).concat(W.say('Need ~120 ml each; indigo 150 ml OK, ochre only 40 ml: short 80 ml.')), 'ochre short 80 ml');
      const c = worker(S, 'inventory_agent', sys, 'Is there alum-treated 50x70 paper for 200 sheets?', (W) => W.turn({ calls: [['stock_lookup', { sku: 'PAPER-BFK-50x70-ALUM' }]] }, [{ 'PAPER-BFK-50x70-ALUM': { on_hand: 130 }, 'PAPER-BFK-50x70': { on_hand: 300 } }]).concat(W.say('130 alum-treated sheets; 70 more can be alumed from the 300 plain sheets, 1 day drying.')), '130 + alum 70 more');
      const k = [
        ...S.turn({ calls: [['inventory_agent', { input: 'carrageenan for 200 sheets 50x70' }]] }, [a.answer], [[a.span]]),
        ...S.turn({ calls: [['inventory_agent', { input: 'indigo and ochre paint stock' }]] }, [b.answer], [[b.span]]),
        ...S.turn({ calls: [['inventory_agent', { input: 'alum-treated 50x70 paper for 200' }]] }, [c.answer], [[c.span]]),
        ...S.say('Quote: 200 sheets Turkish stone, indigo/ochre, 50x70, 9.50 EUR/sheet = 1,900 EUR. Lead time 6 working days (order 100 ml ochre today; alum 70 extra sheets, 1 day drying).'),
      ];
      return S.root('Studio Orchestrator', k, { final_output: 'Quote 1,900 EUR, 6 working days' }, { 'span_data.type': 'agent', tools: ['inventory_agent'] });
    },
  },
  {
    id: '05', domain: 'buoy tender maintenance', style: 'Google ADK',
    isolates: 'A Google ADK coordinator transfers to the same buoy_records sub-agent for three different buoys\' questions and then builds the tender\'s voyage plan.',
    goal: 'Plan the buoy tender\'s next 3-day voyage: which navigation buoys need lantern, chain or mooring work.',
    build(N) {
      const S = style('adk', N, { model: 'gemini-2.5-pro', system: 'You are voyage_coordinator. Use buoy_records for asset data.', user: this.goal });
      const sys = 'You are buoy_records, answering from the aids-to-navigation asset database.';
      const a = worker(S, 'buoy_records', sys, 'Which buoys reported lantern faults this month?', (W) => W.turn({ calls: [['query_assets', { fault: 'lantern', since: '2025-10-01' }]] }, [{ buoys: [{ id: 'E-Cardinal Skerry', fault: 'flash character wrong (Q(3) 10s shows Q(3) 5s)' }, { id: 'No.7 Channel', fault: 'lantern dark' }] }]).concat(W.say('East Cardinal Skerry has the wrong flash character; No.7 Channel lantern is dark.')), 'Skerry character, No.7 dark', 'adk');
      const b = worker(S, 'buoy_records', sys, 'Which moorings are due for chain inspection?', (W) => W.turn({ calls: [['query_assets', { component: 'mooring_chain', due_before: '2025-11-30' }]] }, [{ buoys: [{ id: 'Fairway SWM', last_lift: '2023-06-14', chain_mm: 38 }, { id: 'No.4 Bank', last_lift: '2023-05-02', chain_mm: 32 }] }]).concat(W.say('Fairway SWM and No.4 Bank chains are due (last lifted mid-2023).')), 'Fairway, No.4', 'adk');
      const c = worker(S, 'buoy_records', sys, 'Any buoys reported off station by AIS?', (W) => W.turn({ calls: [['ais_position_check', { max_offset_m: 50 }]] }, [{ off_station: [{ id: 'No.4 Bank', offset_m: 85, since: N.isoSec() }] }]).concat(W.say('No.4 Bank is 85 m off station.')), 'No.4 off 85 m', 'adk');
      const k = [
        ...S.turn({ calls: [['transfer_to_agent', { agent_name: 'buoy_records' }]] }, [{ transferred: true }], [[a.span]]),
        ...S.turn({ calls: [['transfer_to_agent', { agent_name: 'buoy_records' }]] }, [{ transferred: true }], [[b.span]]),
        ...S.turn({ calls: [['transfer_to_agent', { agent_name: 'buoy_records' }]] }, [{ transferred: true }], [[c.span]]),
        ...S.say('Day 1: Fairway SWM chain lift. Day 2: No.4 Bank chain lift and reposition (85 m off). Day 3: No.7 Channel lantern replacement, reprogram East Cardinal Skerry to Q(3) 10s.'),
      ];
      return S.root('invocation', [{ type: 'agent', name: 'agent_run [voyage_coordinator]', input: { new_message: this.goal }, output: null, children: k }], null, { app_name: 'buoy_tender', 'gcp.vertex.agent.invocation_id': S.inv });
    },
  },
  {
    id: '06', domain: 'snake venom lab', style: 'Semantic Kernel (agent as plugin)',
    isolates: 'A Semantic Kernel lab coordinator invokes the same Colony agent plugin for milking rota, venom yields and antivenom batch needs in turn, each with new data, then schedules the week.',
    goal: 'Schedule next week\'s venom extractions so the antivenom production batch for saw-scaled viper venom can start on Friday.',
    build(N) {
      const S = style('sk', N, { system: 'You are the lab coordinator of a venom research and antivenom production lab.', user: this.goal });
      const sys = 'You are the Colony agent with access to the reptile colony records.';
      const a = worker(S, 'ColonyAgent', sys, 'Which Echis carinatus specimens are due for extraction next week?', (W) => W.turn({ calls: [['Colony-DueForExtraction', { species: 'Echis carinatus', week: '2025-W45' }]] }, [{ specimens: ['EC-04', 'EC-07', 'EC-09', 'EC-12', 'EC-15', 'EC-16'], interval_days: 21 }]).concat(W.say('Six specimens are due: EC-04, 07, 09, 12, 15, 16.')), '6 specimens due', 'sk');
      const b = worker(S, 'ColonyAgent', sys, 'What dry venom yield do those six give per extraction?', (W) => W.turn({ calls: [['Colony-YieldHistory', { ids: ['EC-04', 'EC-07', 'EC-09', 'EC-12', 'EC-15', 'EC-16'] }]] }, [{ mean_dry_mg: { 'EC-04': 11, 'EC-07': 16, 'EC-09': 9, 'EC-12': 14, 'EC-15': 13, 'EC-16': 8 } }]).concat(W.say('Expected total about 71 mg dry venom.')), '~71 mg', 'sk');
      const c = worker(S, 'ColonyAgent', sys, 'How much E. carinatus venom does Friday\'s immunisation batch need and what is in the freezer?', (W) => W.turn({ calls: [['Colony-BatchRequirement', { batch: 'AV-ECH-2025-11' }]] }, [{ required_mg: 120, freezer_mg: 55, lyophilised: true }]).concat(W.say('Batch needs 120 mg; 55 mg in the freezer, so 65 mg more is needed.')), 'need 65 mg more', 'sk');
      const k = [
        ...S.turn({ calls: [['ColonyAgent-Ask', { question: 'due for extraction next week' }]] }, [a.answer], [[a.span]]),
        ...S.turn({ calls: [['ColonyAgent-Ask', { question: 'yield of those six' }]] }, [b.answer], [[b.span]]),
        ...S.turn({ calls: [['ColonyAgent-Ask', { question: 'batch requirement and freezer stock' }]] }, [c.answer], [[c.span]]),
        ...S.say('Extract EC-04/07/09 on Monday and EC-12/15/16 on Tuesday (~71 mg), lyophilise Wednesday-Thursday; with 55 mg frozen that gives ~126 mg, covering the 120 mg batch starting Friday.'),
      ];
      return S.root('ChatCompletionAgent.invoke', k, { content: 'Schedule set.' }, { 'agent.name': 'LabCoordinator' });
    },
  },
];
