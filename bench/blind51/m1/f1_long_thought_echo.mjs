// Loop family: one long assistant step repeated near-verbatim with nothing new observed in between.
export const family = 'long_thought_echo';
export const loop = true, stagnation = true;
export const scenarios = [
{ n: '01', domain: 'saddle maker workshop order book', style: 'anthropic',
  isolates: 'A long plan about re-sequencing saddle tree fittings is restated almost word for word after a tool call that returns the same order list again.',
  goal: 'Reschedule this week\'s bench work at Harrowgate Saddlery so the two dressage saddles promised for Friday ship on time.',
  build(r, S) {
    const orders = () => ({ fetched_at: r.isoOffset(r.tick(), 1), bench: 'B2', orders: [
      { id: 'HS-4471', model: 'Monoflap Dressage 17.5"', stage: 'tree fitted', promised: '2024-fri', hours_left: 9.5 },
      { id: 'HS-4475', model: 'Monoflap Dressage 18"', stage: 'panels flocked', promised: '2024-fri', hours_left: 6 },
      { id: 'HS-4480', model: 'Close-contact jump 17"', stage: 'leather cut', promised: 'next-wed', hours_left: 14 } ], etag: r.etag() });
    const plan = 'Looking at the bench board, HS-4471 still needs 9.5 hours and HS-4475 needs 6, so together that is 15.5 hours against roughly 16 available bench hours before Friday noon. The close-contact jump saddle HS-4480 is not due until Wednesday, so I will pause its stitching, move Tomasz onto the panel work for HS-4475 on Wednesday morning, and keep Aisha on the seat and flap work for HS-4471 so both dressage saddles can be finished and checked on Thursday evening.';
    const plan2 = 'Looking at the bench board, HS-4471 still needs 9.5 hours and HS-4475 needs 6, so together that is 15.5 hours against about 16 available bench hours before Friday noon. The close-contact jump saddle HS-4480 is not due until Wednesday, so I will pause its stitching, move Tomasz onto the panel work for HS-4475 on Wednesday morning, and keep Aisha on the seat and flap work for HS-4471 so both dressage saddles can be finished and checked on Thursday evening.';
    const sys = { role: 'system', content: 'You are the workshop planner for Harrowgate Saddlery. Tools: list_bench_orders, assign_maker.' };
    const u = { role: 'user', content: this.goal };
    return S.agent('saddlery-planner', { prompt: this.goal }, null, [
      S.llm([sys, u], 'Let me pull the current bench orders first.', [{ name: 'list_bench_orders', args: { bench: 'B2', status: 'open' } }]),
      S.tool('list_bench_orders', { bench: 'B2', status: 'open' }, orders()),
      S.llm([sys, u, { role: 'assistant', content: 'tool_use list_bench_orders' }, { role: 'user', content: '[tool_result]' }], plan, [{ name: 'list_bench_orders', args: { bench: 'B2', status: 'open' } }]),
      S.tool('list_bench_orders', { bench: 'B2', status: 'open' }, orders()),
      S.llm([sys, u, { role: 'assistant', content: plan }, { role: 'user', content: '[tool_result]' }], plan2, []),
    ], { stop_reason: 'max_turns_reached', session: r.uuid() });
  } },
{ n: '02', domain: 'map shop print-on-demand', style: 'plain',
  isolates: 'Reasoning about paper stock and DPI for a custom trail map is emitted twice nearly verbatim; the second print-queue check returns the same queue.',
  goal: 'Prepare the print job for a customer\'s A1 custom hiking map of the Cairngorms at 1:40 000 and tell them when it will be ready.',
  build(r, S) {
    const step = 'The source raster is 11 811 by 8 268 pixels, which gives exactly 300 DPI on A1, so no upscaling is needed. The customer asked for the waterproof synthetic stock, and the only printer loaded with that roll is the Epson SC-T5400 in bay 2, which currently has two jobs ahead in its queue, so the earliest slot is after those two finish and the map can then be laminated and dispatched tomorrow.';
    const step2 = 'The source raster is 11 811 by 8 268 pixels, which gives exactly 300 DPI on A1, so no upscaling is needed. The customer asked for the waterproof synthetic stock, and the only printer loaded with that roll is the Epson SC-T5400 in bay 2, which currently has two jobs ahead in its queue, so the earliest slot comes after those two finish and the map can then be laminated and dispatched tomorrow.';
    const q = () => `PRINTER  JOB        OWNER   PAGES  MEDIA            STATE\nsc-t5400 J-${r.int(7000, 7999)}     front   1      synthetic-914mm  printing (41%)\nsc-t5400 J-${r.int(8000, 8999)}     online  1      synthetic-914mm  queued\n-- lpstat @ ${r.syslog()} on printsrv-02`;
    return S.agent('print-desk-agent', { goal: this.goal }, null, [
      S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'inspect_raster', args: { file: 'orders/88213/cairngorms_custom.tif' } }]),
      S.tool('inspect_raster', { file: 'orders/88213/cairngorms_custom.tif' }, { width: 11811, height: 8268, bands: 4, crs: 'EPSG:27700', scale: '1:40000', md5: r.hex(32) }),
      S.tool('print_queue', '{"printer":"sc-t5400"}', q()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'tool', content: 'raster ok' }], step, [{ name: 'print_queue', args: { printer: 'sc-t5400' } }]),
      S.tool('print_queue', '{"printer":"sc-t5400"}', q()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'assistant', content: step }], step2, [{ name: 'print_queue', args: { printer: 'sc-t5400' } }]),
    ], { finish: 'cut_off', run_id: r.uuid() });
  } },
{ n: '03', domain: 'terrazzo flooring contractor estimates', style: 'langsmith',
  isolates: 'A LangGraph reasoning node re-emits its long aggregate-mix calculation almost unchanged after re-reading the same site survey.',
  goal: 'Estimate materials for a 142 m² poured terrazzo lobby floor with brass divider strips for Kestrel Tower.',
  build(r, S) {
    const calc = 'At a 12 mm finished thickness over 142 m² the mix volume is about 1.70 m³, and at roughly 2 300 kg per cubic metre that is near 3 900 kg of matrix. With a 70:30 marble chip to binder ratio we need about 2 730 kg of Carrara and Verde chips and 1 170 kg of white epoxy binder, plus around 310 linear metres of 3 mm brass strip for the 1.2 m grid, before adding the usual eight percent waste allowance.';
    const calc2 = 'At a 12 mm finished thickness over 142 m² the mix volume is about 1.70 m³, and at roughly 2 300 kg per cubic metre that is near 3 900 kg of matrix. With a 70:30 marble chip to binder ratio we need around 2 730 kg of Carrara and Verde chips and 1 170 kg of white epoxy binder, and about 310 linear metres of 3 mm brass strip for the 1.2 m grid, before adding the usual eight percent waste allowance.';
    const survey = () => ({ site: 'Kestrel Tower lobby', area_m2: 142, substrate: 'screed, cured 28d', moisture_pct: 3.1, grid_m: 1.2, surveyed_by: 'J. Okafor', doc_rev: 'C', retrieved: r.iso(), blob: `s3://estimates-bucket/surveys/${r.uuid()}.pdf` });
    return S.chain('LangGraph', { messages: [{ type: 'human', content: this.goal }] }, null, [
      S.chain('load_survey', { site_id: 'KT-LOBBY' }, null, [S.tool('get_site_survey', { site_id: 'KT-LOBBY' }, survey())], { langgraph_node: 'load_survey', langgraph_step: 1 }),
      S.chain('reason', null, null, [S.llm([{ role: 'user', content: this.goal }], calc, [{ name: 'get_site_survey', args: { site_id: 'KT-LOBBY' } }])], { langgraph_node: 'reason', langgraph_step: 2 }),
      S.chain('tools', null, null, [S.tool('get_site_survey', { site_id: 'KT-LOBBY' }, survey())], { langgraph_node: 'tools', langgraph_step: 3 }),
      S.chain('reason', null, null, [S.llm([{ role: 'user', content: this.goal }, { role: 'assistant', content: calc }], calc2, [])], { langgraph_node: 'reason', langgraph_step: 4 }),
    ], { run_type: 'chain', error_hint: 'GraphRecursionError: Recursion limit of 4 reached' });
  } },
{ n: '04', domain: 'forklift rental fleet', style: 'vercel',
  isolates: 'A Vercel AI SDK agent writes the same long assessment of a forklift hire clash twice; the availability tool returns identical units both times.',
  goal: 'A customer wants two 3-tonne diesel forklifts from Monday for three weeks at the Halden depot; confirm or propose an alternative.',
  build(r, S) {
    const msg = 'Halden depot shows three 3-tonne diesel units, but FL-3T-07 is in service for a mast chain replacement until Wednesday and FL-3T-11 is already booked by Norvik Timber through the 21st, so only FL-3T-02 is free on Monday. I can offer FL-3T-02 from Monday plus FL-3T-07 from Thursday, or two units from the Sandvika depot delivered on Monday with a transport charge of 1 850 NOK each way.';
    const msg2 = 'Halden depot shows three 3-tonne diesel units, but FL-3T-07 is in service for a mast chain replacement until Wednesday and FL-3T-11 is already booked by Norvik Timber through the 21st, so only FL-3T-02 is free on Monday. I could offer FL-3T-02 from Monday plus FL-3T-07 from Thursday, or two units from the Sandvika depot delivered Monday with a transport charge of 1 850 NOK each way.';
    const avail = () => ({ depot: 'HALDEN', class: 'diesel-3t', units: [{ id: 'FL-3T-02', status: 'available' }, { id: 'FL-3T-07', status: 'workshop', until: 'wed' }, { id: 'FL-3T-11', status: 'on_hire', customer: 'Norvik Timber' }], served_by: r.host('fleet-api'), 'x-request-id': r.uuid() });
    return S.agent('ai.generateText', { 'ai.prompt': this.goal }, { text: msg2 }, [
      S.llm([{ role: 'user', content: this.goal }], '', [{ name: 'checkAvailability', args: { depot: 'HALDEN', class: 'diesel-3t', from: '2024-06-10', weeks: 3 } }]),
      S.tool('checkAvailability', { depot: 'HALDEN', class: 'diesel-3t', from: '2024-06-10', weeks: 3 }, avail()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'tool', content: 'avail' }], msg, [{ name: 'checkAvailability', args: { depot: 'HALDEN', class: 'diesel-3t', from: '2024-06-10', weeks: 3 } }]),
      S.tool('checkAvailability', { depot: 'HALDEN', class: 'diesel-3t', from: '2024-06-10', weeks: 3 }, avail()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'assistant', content: msg }, { role: 'tool', content: 'avail' }], msg2, []),
    ], { 'ai.settings.maxSteps': 3, 'operation.name': 'ai.generateText', 'ai.response.finishReason': 'length' });
  } },
{ n: '05', domain: 'water taxi timetable planning', style: 'smolagents',
  isolates: 'A smolagents CodeAgent prints the same long Thought twice about tide windows for a water taxi pier, separated by a code step that prints the same tide table.',
  goal: 'Work out whether the Bellmouth water taxi can add a 22:40 sailing from Quay Steps on Saturday given the tide.',
  build(r, S) {
    const th = 'Thought: High water at Quay Steps on Saturday is 21:12 at 4.6 m and the pontoon grounds below 1.1 m, which the table says happens around 01:55, so a 22:40 departure has well over a metre of clearance. The real constraint is the crew hours rule of eleven hours, and Mira starts at 12:00, so the 22:40 return would end her shift at 23:25, which is still inside the limit.\nCode:\n```py\nprint(tide_table(pier="quay_steps", day="saturday"))\n```';
    const th2 = 'Thought: High water at Quay Steps on Saturday is 21:12 at 4.6 m and the pontoon grounds below 1.1 m, which the table shows happens around 01:55, so a 22:40 departure has well over a metre of clearance. The real constraint is the crew hours rule of eleven hours, and Mira starts at 12:00, so the 22:40 return would finish her shift at 23:25, which is still inside the limit.\nCode:\n```py\nprint(tide_table(pier="quay_steps", day="saturday"))\n```';
    const tt = () => `Execution logs:\nQuay Steps  Sat  HW 21:12 4.6m  LW 03:31 0.7m\n  grounding threshold 1.1m reached ~01:55\n(source: UKHO feed, cached ${r.isoNoMs()}, cache key ${r.hex(12)})\nOut: None`;
    const step = (i, out, code) => S.chain(`Step ${i}`, { step_number: i }, { observations: out }, [
      S.llm([{ role: 'user', content: this.goal }], code, null, { step: i }),
      S.tool('python_interpreter', { code: 'print(tide_table(pier="quay_steps", day="saturday"))' }, out),
    ], { duration: r.ms() / 1000 });
    return S.agent('CodeAgent', { task: this.goal }, null, [
      step(1, tt(), 'Thought: I need the tide table for the pier first.\nCode:\n```py\nprint(tide_table(pier="quay_steps", day="saturday"))\n```'),
      step(2, tt(), th),
      step(3, tt(), th2),
    ], { max_steps: 3, final: 'AgentMaxStepsError: Reached max steps.' });
  } },
{ n: '06', domain: 'vintage camera repair intake', style: 'agno',
  isolates: 'An Agno agent (not in the named list) repeats a long diagnosis of a Leica shutter fault near-verbatim after the same service-history lookup.',
  goal: 'Give the customer a repair quote for a Leica M3 with capping shutter at 1/1000 and slow speeds sticking.',
  build(r, S) {
    const d = 'The symptoms point to a cloth shutter that is capping at 1/1000 because the second curtain ribbons have stretched, together with old lubricant in the slow-speed escapement, which explains the sticking at one second. Service history shows the last CLA was in 1998, so I would quote a full clean, lubricate and adjust at 240 euros, plus curtain ribbons at 65 euros, with a six-week turnaround because the bench is booked until mid-month.';
    const d2 = 'The symptoms point to a cloth shutter that is capping at 1/1000 because the second curtain ribbons have stretched, together with old lubricant in the slow-speed escapement, which explains the sticking at one second. The service history shows the last CLA was in 1998, so I would quote a full clean, lubricate and adjust at 240 euros, plus curtain ribbons at 65 euros, with a six-week turnaround as the bench is booked until mid-month.';
    const h = () => ({ serial: '845 117', body: 'M3 single-stroke', records: [{ date: '1998-04-02', work: 'CLA', shop: 'Wetzlar Service' }], queried: r.epoch(), trace: r.traceId() });
    return S.agent('Agent.run camera-repair-desk', { message: this.goal }, null, [
      S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'service_history', args: { serial: '845117' } }]),
      S.tool('service_history', { serial: '845117' }, h()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'tool', content: 'history' }], d, [{ name: 'service_history', args: { serial: '845117' } }]),
      S.tool('service_history', { serial: '845117' }, h()),
      S.llm([{ role: 'user', content: this.goal }, { role: 'assistant', content: d }, { role: 'tool', content: 'history' }], d2, []),
    ], { 'agno.framework': 'agno', session_id: r.uuid(), run_status: 'interrupted' });
  } },
];
