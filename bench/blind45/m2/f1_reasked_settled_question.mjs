import { mk, span } from './lib.mjs';
export const family = 'reasked_settled_question';
export const loop = true;
export const stagnation = true;
export const rows = [
  { domain: 'dry dock slot scheduling', style: 'plain', build(R) {
    const L = mk('plain', R, 'gpt-4o-mini');
    const goal = 'Book dry dock 2 for MV Kestrel Bay hull survey in the week of 14 April; confirm with the superintendent which blast grade is required.';
    const q = ['Which blast grade should the hull prep use for MV Kestrel Bay?', 'Just to confirm, what surface preparation standard do you want for the hull?', 'Before I book: is it Sa 2.5 or some other blasting standard for Kestrel Bay?', 'Can you tell me the abrasive blasting grade you need on the hull?'];
    const ch = [L.tool('get_dock_calendar', { dock: 'DD2', from: '2025-04-14', to: '2025-04-20' }, { dock: 'DD2', free_windows: [{ start: '2025-04-15T06:00Z', end: '2025-04-19T18:00Z' }], generated: R.iso(), etag: R.etag() })];
    ch.unshift(L.llm([L.sys('You are the shipyard planning assistant.'), L.user(goal)], 'I will check dock 2 availability first.', [{ name: 'get_dock_calendar', args: { dock: 'DD2', from: '2025-04-14', to: '2025-04-20' } }]));
    q.forEach((qq, i) => {
      ch.push(L.llm([L.user(goal), { role: 'tool', content: i ? 'Superintendent: Sa 2.5, same as the last survey.' : 'DD2 free 15-19 April' }], 'DD2 is free 15-19 April. I still need the blast grade from the superintendent before booking the slot.', [{ name: 'ask_superintendent', args: { question: qq } }]));
      ch.push(L.tool('ask_superintendent', { question: qq }, { reply: 'Sa 2.5, same as the last survey.', from: 'j.okafor@yard.example', received: R.http(), thread: 'THR-' + R.int(1000, 9999) }));
    });
    ch.push(L.llm([L.user(goal)], 'DD2 is free 15-19 April. I still need the blast grade from the superintendent before booking the slot.', []));
    return { isolates: 'The planner asks the superintendent for the blast grade four times in new wording, always gets "Sa 2.5", and never books the dock.', goal, root: L.agent('dock-planner', { goal }, { status: 'max_turns_exceeded', turns: 10 }, ch) };
  } },
  { domain: 'town crier engagements', style: 'anthropic', build(R) {
    const L = mk('anthropic', R, 'claude-3-5-sonnet-20241022');
    const goal = 'Draft and confirm the proclamation script for the Hexham market charter anniversary; the crier must open with the traditional "Oyez" count the client prefers.';
    const asks = ['How many times would you like the crier to call "Oyez" at the opening?', 'For the opening cry, should it be one Oyez or the customary three?', 'Quick check on the proclamation opener — what Oyez count do you prefer?'];
    const ch = [];
    asks.forEach((a) => {
      ch.push(L.llm({ system: 'Booking assistant for the Guild of Town Criers.', messages: [{ role: 'user', content: goal }] }, 'Before I write the script I need to know how many Oyez calls the client wants at the opening.', [{ name: 'human_input', args: { prompt: a } }]));
      ch.push(L.tool('human_input', { prompt: a }, { type: 'tool_result', content: 'Three, as always. Then the script.', is_error: false, meta: { channel: 'web', session: R.uuid(), at: R.isoOffset(0) } }));
    });
    ch.push(L.llm({ messages: [{ role: 'user', content: goal }] }, 'Before I write the script I need to know how many Oyez calls the client wants at the opening.', [{ name: 'human_input', args: { prompt: 'Could you let me know the number of Oyez calls for the start?' } }]));
    ch.push(L.tool('human_input', { prompt: 'Could you let me know the number of Oyez calls for the start?' }, { type: 'tool_result', content: 'I have said three. Three.', is_error: false, meta: { channel: 'web', session: R.uuid(), at: R.isoOffset(0) } }));
    return { isolates: 'A human-input tool is asked for the Oyez count four times in reworded prompts, the answer is always three, and the script is never drafted.', goal, root: span('agent', 'crier-booking-session', { goal }, { stop_reason: 'max_tokens_budget', drafted: false }, ch, { metadata: { api: 'anthropic.messages', log_version: 2 } }) };
  } },
  { domain: 'steam locomotive boiler inspections', style: 'langgraph', build(R) {
    const L = mk('langgraph', R, 'claude-3-5-haiku-20241022');
    const goal = 'File the 10-year boiler examination request for locomotive 7820 "Dinmore Manor" with the competent person, using the hydraulic test pressure the owner specifies.';
    const ch = [L.tool('lookup_loco', { number: '7820' }, '{"number":"7820","name":"Dinmore Manor","boiler_no":"B-9113","wp_psi":225,"last_exam":"2015-03-02","ticket_expires":"' + R.iso().slice(0, 10) + '"}')];
    ch.unshift(L.llm([L.user(goal)], '', [{ name: 'lookup_loco', args: { number: '7820' } }]));
    const qs = ['What hydraulic test pressure should be stated on the exam request?', 'Which test pressure do you want for the hydraulic test on B-9113?', 'To file the request I need the hydraulic test pressure — what figure?'];
    for (const q of qs) {
      ch.push(L.llm([L.user(goal)], 'Boiler B-9113 has a working pressure of 225 psi. I need the owner to confirm the hydraulic test pressure before filing.', [{ name: 'interrupt_ask_owner', args: { question: q } }]));
      ch.push(L.tool('interrupt_ask_owner', { question: q }, { resume: { answer: '1.5 x WP, so 338 psi' }, checkpoint_id: R.uuid(), thread_ts: R.iso() }));
    }
    ch.push(L.llm([L.user(goal)], 'Boiler B-9113 has a working pressure of 225 psi. I need the owner to confirm the hydraulic test pressure before filing the request.', []));
    return { isolates: 'A LangGraph interrupt asks the owner for the test pressure three times, receives "338 psi" each time, and the request is never filed.', goal, root: L.agent('LangGraph', { messages: [goal] }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, ch) };
  } },
  { domain: 'hurling club fixtures', style: 'vercel', build(R) {
    const L = mk('vercel', R, 'gpt-4o');
    const goal = 'Publish the U14 hurling fixture against Kilmacud on the club site; the coach decides whether it is home or away.';
    const ch = [];
    const prompts = ['Is the Kilmacud U14 match home or away?', 'Where is the game being played — our pitch or theirs?', 'Should I list Kilmacud as a home fixture or an away one?', 'Can you confirm the venue for the Kilmacud fixture?'];
    prompts.forEach((p) => {
      ch.push(L.llm({ prompt: [{ role: 'user', content: [{ type: 'text', text: goal }] }] }, 'I need the venue before publishing the fixture, so I will ask the coach.', [{ name: 'askCoach', args: { message: p } }]));
      ch.push(L.tool('askCoach', { message: p }, { result: { reply: 'Away, at Silverpark.', smsId: 'SM' + R.hex(32), deliveredAt: R.epochMs() } }));
    });
    return { isolates: 'The agent asks the coach home-or-away four ways, always gets "Away, at Silverpark", and never calls the publish tool.', goal, root: L.agent('fixtures', { prompt: goal, maxSteps: 8 }, { finishReason: 'tool-calls', steps: 8, text: '' }, ch, { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 8 }) };
  } },
  { domain: 'water tower repainting contracts', style: 'crewai', build(R) {
    const L = mk('crewai', R, 'gpt-4o');
    const goal = 'Prepare the repainting bid for the Elmwood water tower; the client must state whether the interior wet side is included.';
    const sub = [];
    const qs = ['Does the scope include the interior wet side of the tank?', 'Are we also coating the inside of the bowl, or exterior only?', 'Please clarify: interior potable-water coating in scope, yes or no?'];
    qs.forEach((q) => {
      sub.push(L.llm([{ role: 'system', content: 'You are Bid Estimator. Your goal: a complete priced bid.' }, L.user(goal)], 'Thought: I cannot price the job until I know whether the interior wet side is included in the scope.\nAction: Ask Human\nAction Input: ' + JSON.stringify({ question: q }), []));
      sub.push(L.tool('Ask Human', { question: q }, 'Yes, interior wet side included, NSF-61 system. Tool run #' + R.int(2, 9) + ' at ' + R.us()));
    });
    sub.push(L.llm([L.user(goal)], 'Thought: I cannot price the job until I know whether the interior wet side is included in the scope.', []));
    const task = span('chain', 'Task: Price repainting bid', { description: goal, agent: 'Bid Estimator' }, { raw: 'Agent stopped due to iteration limit or time limit.' }, sub, { metadata: { task_id: R.uuid() } });
    return { isolates: 'A CrewAI estimator asks a human three times whether interior coating is in scope, gets "yes" each time, and hits its iteration limit.', goal, root: L.agent('Water Tower Bids', { inputs: { tower: 'Elmwood' } }, { tasks_output: [{ raw: 'Agent stopped due to iteration limit or time limit.' }] }, [task]) };
  } },
  { domain: 'quinoa cooperative export lots', style: 'gemini', build(R) {
    const L = mk('gemini', R, 'gemini-1.5-pro-002');
    const goal = 'Issue the phytosanitary pre-check for export lot QX-2231 (white quinoa) to Rotterdam; the co-op manager must say which fumigation record to attach.';
    const ch = [L.llm({ contents: [{ role: 'user', parts: [{ text: goal }] }] }, '', [{ name: 'get_lot', args: { lot: 'QX-2231' } }]), L.tool('get_lot', { lot: 'QX-2231' }, { functionResponse: { name: 'get_lot', response: { lot: 'QX-2231', variety: 'white', bags: 420, fumigations: ['FUM-0931', 'FUM-1002'], warehouse: 'Challapata', read_at: R.euro() } } })];
    const qs = ['Which fumigation record goes with QX-2231: FUM-0931 or FUM-1002?', 'Two fumigation certificates exist for the lot — which should be attached?', 'Please choose the fumigation record for the Rotterdam pre-check.'];
    qs.forEach((q) => {
      ch.push(L.llm({ contents: [{ role: 'user', parts: [{ text: goal }] }] }, 'The lot has two fumigation records, so I need the manager to pick one before issuing the pre-check.', [{ name: 'ask_manager', args: { text: q } }]));
      ch.push(L.tool('ask_manager', { text: q }, { functionResponse: { name: 'ask_manager', response: { answer: 'FUM-1002, the March one.', wa_msg_id: 'wamid.' + R.b62(28), ts: R.epoch() } } }));
    });
    return { isolates: 'Gemini function calls ask the co-op manager three times which fumigation record to attach; the answer is always FUM-1002 and the pre-check is never issued.', goal, root: span('agent', 'export-precheck', { goal }, { finish: 'MAX_CALLS', calls: 8 }, ch) };
  } },
];
