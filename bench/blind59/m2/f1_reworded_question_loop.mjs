// Loop: the agent asks the user (or a human-input tool) the same question in new words 3+ times,
// gets the same answer every time, and never acts on it.
export const family = 'reworded_question_loop';
export const loop = true;

export const scenarios = [
  // 01 mosquito abatement district, plain message-level trace
  (n) => ({
    domain: 'mosquito abatement district', style: 'plain', stagnation: false, agent: 'vector-ops-bot',
    isolates: 'Agent asks the field supervisor three differently-worded versions of which zones to larvicide, gets "zones 4 and 7, Bti" each time, and never books the treatment.',
    goal: 'Schedule this week\'s larvicide treatments for the catch-basin zones that the supervisor approves.',
    steps: [
      { t: 'Let me pull the trap counts first.', c: [{ n: 'get_trap_counts', a: { week: '2025-W31', district: 'north' }, o: { generated_at: n.iso(), traps: [{ zone: 4, culex: 212 }, { zone: 7, culex: 188 }, { zone: 9, culex: 31 }], etl_run: n.uuid() } }] },
      { t: 'Zones 4 and 7 are well above the 150 threshold. Before booking I should check which zones the supervisor wants treated.', c: [{ n: 'ask_user', a: { question: 'Which zones should be treated with larvicide this week?' }, o: { answer: 'Zones 4 and 7, Bti granules.', answered_at: n.isoNoMs(40) } }] },
      { t: 'To be sure I understood the scope: should I treat only the high-count zones, or all of the north district?', c: [{ n: 'ask_user', a: { question: 'Just to confirm, do you want only the high-count zones treated or the whole north district?' }, o: { answer: 'Zones 4 and 7, Bti granules. Like I said.', answered_at: n.isoNoMs(50) } }] },
      { t: 'Maybe zone 9 should be included as a buffer. Let me double-check the list of catch basins you approve.', c: [{ n: 'ask_user', a: { question: 'Could you list the catch-basin zones you approve for larvicide application?' }, o: { answer: 'Zones 4 and 7. Bti.', answered_at: n.isoNoMs(60) } }] },
      { t: 'One more check on the product and the areas, so nothing goes wrong with the permit.', c: [{ n: 'ask_user', a: { question: 'Which areas and which product should the crew use this week?' }, o: { answer: 'Zones 4 and 7, Bti granules. Please just book it.', answered_at: n.isoNoMs(45) } }] },
      { t: 'I want to make sure the approval is final before I commit crew time.', c: [{ n: 'ask_user', a: { question: 'Is the approval final for the treatment zones, and which ones are they?' }, o: { answer: 'Zones 4 and 7.', answered_at: n.isoNoMs(90) } }] },
    ],
    output: { status: 'max_turns_reached', turns: 6 },
  }),

  // 02 ramen shop broth batches, Anthropic Messages API log with thinking blocks
  (n) => ({
    domain: 'ramen shop broth batches', style: 'anthropic', stagnation: true, agent: 'kitchen-planner',
    isolates: 'Model repeats the same thinking sentence verbatim while asking the head chef three rephrasings of which broth to scale up, always answered "tonkotsu, 3 pots".',
    goal: 'Plan tomorrow\'s broth batches from the sales forecast and put them on the prep board.',
    steps: [
      { r: 'I need the forecast first.', t: 'Fetching tomorrow\'s forecast.', c: [{ n: 'sales_forecast', a: { date: 'tomorrow', store: 'shinjuku-st' }, o: { bowls: { tonkotsu: 310, shoyu: 95, miso: 120 }, model_version: n.ver(), computed: n.http() } }] },
      { r: 'The chef has to choose which broth to scale up before I write the prep board.', t: 'Tonkotsu demand is high.', c: [{ n: 'ask_human', a: { prompt: 'Which broth should we scale up for tomorrow?' }, o: 'tonkotsu, 3 pots' }] },
      { r: 'The chef has to choose which broth to scale up before I write the prep board.', t: 'Let me confirm the broth choice.', c: [{ n: 'ask_human', a: { prompt: 'Which of the broths do you want more of tomorrow?' }, o: 'tonkotsu, 3 pots' }] },
      { r: 'The chef has to choose which broth to scale up before I write the prep board.', t: 'Checking once more which base to increase.', c: [{ n: 'ask_human', a: { prompt: 'To double check: which broth base gets extra pots?' }, o: 'tonkotsu. 3 pots. same as before' }] },
      { r: 'The chef has to choose which broth to scale up before I write the prep board.', t: 'Confirming the broth to scale.', c: [{ n: 'ask_human', a: { prompt: 'Sorry, which broth are we scaling for tomorrow?' }, o: 'tonkotsu, 3 pots!!' }] },
    ],
    output: null, rootError: 'max_tokens budget exhausted after 5 turns',
  }),

  // 03 residential radon testing, Gemini function calling
  (n) => ({
    domain: 'residential radon testing', style: 'gemini', stagnation: false, agent: 'radon-lab-assistant',
    isolates: 'Agent keeps asking the homeowner in new words whether the basement detector was closed-house for 48h, gets "yes, windows shut since Friday" each time, and never files the result.',
    goal: 'File the lab result for kit RN-55120 once the homeowner confirms closed-house conditions.',
    steps: [
      { t: 'Looking up the kit result.', c: [{ n: 'lab_result', a: { kit: 'RN-55120' }, o: { kit: 'RN-55120', pCi_L: 5.8, analysed: n.euDate(), analyst: 'MK', chamber: 'EIC-' + n.int(1, 6), lot: n.hex(6) } }] },
      { t: '5.8 pCi/L is above the 4.0 action level. The EPA protocol needs closed-house conditions, so I will ask.', c: [{ n: 'message_homeowner', a: { text: 'Were windows and doors kept closed for 48 hours before and during the test?' }, o: { reply: 'Yes, windows shut since Friday.', ts: n.epoch(300) } }] },
      { t: 'The answer is yes, but I should verify the ventilation part separately.', c: [{ n: 'message_homeowner', a: { text: 'During the test, was the house ventilated at all, e.g. windows opened?' }, o: { reply: 'No. Windows shut since Friday, like I said.', ts: n.epoch(400) } }] },
      { t: 'Perhaps the timing question was unclear; let me phrase it around the weekend.', c: [{ n: 'message_homeowner', a: { text: 'Over the weekend of the test, did anyone open exterior doors or windows for long periods?' }, o: { reply: 'Windows shut since Friday. Yes closed house.', ts: n.epoch(350) } }] },
      { t: 'I\'d like a final confirmation about the closed-house protocol before filing.', c: [{ n: 'message_homeowner', a: { text: 'Can you confirm the home stayed in closed-house condition the whole 48h?' }, o: { reply: 'YES. Windows shut since Friday.', ts: n.epoch(200) } }] },
    ],
    output: null,
  }),

  // 04 hovercraft passenger services, CrewAI with human_input tool
  (n) => ({
    domain: 'hovercraft passenger services', style: 'crewai', stagnation: true, agent: 'Crossing Scheduler',
    isolates: 'CrewAI agent re-asks the duty manager whether to cancel the 14:30 crossing with near-identical thoughts, gets "cancel it, wind 38 kt" each time and never cancels.',
    goal: 'Decide and action the 14:30 hovercraft crossing given the wind forecast, after the duty manager decides.',
    steps: [
      { t: 'Thought: I should check the wind at the slipway.', c: [{ n: 'weather_station', a: { site: 'slipway-east' }, o: `obs ${n.syslog()} wind 36G41KT vis 9999 qnh 1003 station=HS-E seq=${n.seq()}` }] },
      { t: 'Thought: gusts exceed the 35 kt limit, I need the duty manager to decide on the 14:30 crossing.', c: [{ n: 'human_input', a: { question: 'Wind is 36G41. Do you want the 14:30 crossing cancelled?' }, o: 'cancel it, wind 38 kt at the pad too' }] },
      { t: 'Thought: gusts exceed the 35 kt limit, I need the duty manager to decide on the 14:30 crossing.', c: [{ n: 'human_input', a: { question: 'Should 14:30 run or be cancelled given the gusts?' }, o: 'cancel it, wind 38 kt' }] },
      { t: 'Thought: gusts exceed the 35 kt limit, I need the duty manager to decide on the 14:30 crossing.', c: [{ n: 'human_input', a: { question: 'Please confirm your decision for the 14:30 departure.' }, o: 'cancel. it.' }] },
      { t: 'Thought: gusts exceed the 35 kt limit, so the duty manager must decide on the 14:30 crossing.', c: [{ n: 'human_input', a: { question: 'Final call on the 14:30 crossing: go or cancel?' }, o: 'cancel it, wind 38 kt, I have said it three times' }] },
    ],
    output: 'Agent stopped due to iteration limit or time limit.',
  }),

  // 05 oboe reed makers, OpenAI Agents SDK
  (n) => ({
    domain: 'oboe reed making workshop', style: 'openai_agents', stagnation: false, agent: 'ReedOrderAgent',
    isolates: 'Agent asks the customer four reworded questions about reed strength, always hears "medium-soft, 3 reeds", and never places the order.',
    goal: 'Place the customer\'s reed order (cane, gouge and strength as they specify) in the workshop system.', tools: ['ask_customer', 'create_order', 'stock_lookup'],
    steps: [
      { t: 'Checking cane stock.', c: [{ n: 'stock_lookup', a: { item: 'gouged cane', gouge: '0.60' }, o: { on_hand: n.int(40, 90), bin: 'C-' + n.int(1, 30), counted_at: n.isoOffset() } }] },
      { t: 'Stock is fine. I need the strength.', c: [{ n: 'ask_customer', a: { message: 'What reed strength would you like?' }, o: { reply: 'medium-soft, 3 reeds please', channel: 'webchat', msg_id: n.uuid() } }] },
      { t: 'Oboists describe strength differently, so I will ask about resistance instead.', c: [{ n: 'ask_customer', a: { message: 'How much resistance do you prefer when you play?' }, o: { reply: 'medium-soft, 3 reeds', channel: 'webchat', msg_id: n.uuid() } }] },
      { t: 'Let me also check whether they meant soft or medium.', c: [{ n: 'ask_customer', a: { message: 'Would you say you prefer soft or medium reeds?' }, o: { reply: 'medium-soft. 3.', channel: 'webchat', msg_id: n.uuid() } }] },
      { t: 'I should pin down the scrape preference linked to that strength.', c: [{ n: 'ask_customer', a: { message: 'For the scrape, which strength should I target?' }, o: { reply: 'medium-soft, three reeds, as I keep saying', channel: 'webchat', msg_id: n.uuid() } }] },
    ],
    output: { error: 'MaxTurnsExceeded', max_turns: 5 },
  }),

  // 06 camel dairy, OpenTelemetry GenAI
  (n) => ({
    domain: 'camel milk dairy', style: 'otel', stagnation: false, agent: 'herd-health',
    isolates: 'Agent asks the herdsman about the same quarantine decision in three new phrasings, gets "yes, isolate camel 0417" every time, and never moves the animal in the herd system.',
    goal: 'If the herdsman agrees, move camel 0417 to the isolation pen in the herd system.',
    steps: [
      { t: 'Reading the milking parlour record.', c: [{ n: 'parlour_record', a: { animal: '0417' }, o: { animal: '0417', scc_k: 690, milk_l: 4.1, session: n.iso(), parlour_unit: n.host('parlour') } }] },
      { t: 'Somatic cell count 690k suggests mastitis. I will ask if she should be isolated.', c: [{ n: 'ask_herdsman', a: { q: 'Should camel 0417 be isolated?' }, o: { answer: 'yes, isolate camel 0417', via: 'sms', at: n.http(120) } }] },
      { t: 'Isolation affects the milking rotation; I will ask whether the rotation can be changed.', c: [{ n: 'ask_herdsman', a: { q: 'Is it OK to take 0417 out of the milking rotation and into the separate pen?' }, o: { answer: 'yes isolate camel 0417', via: 'sms', at: n.http(180) } }] },
      { t: 'I will also confirm that quarantine is what they want, as opposed to treatment in place.', c: [{ n: 'ask_herdsman', a: { q: 'Do you want 0417 quarantined rather than treated in the main barn?' }, o: { answer: 'yes. isolate 0417', via: 'sms', at: n.http(240) } }] },
    ],
    output: { finish_reason: 'length' },
  }),
];
