import { Tracer, sys, user, toolMsg } from './lib.mjs';
export const family = 'reask_same_question';
export const loop = true;
export const stagnationAllowed = [true, false];

// 01 glass studio kiln booking, plain OpenAI chat messages
function r01(id) {
  const T = new Tracer(id, 'plain'), N = T.N;
  const goal = 'Book kiln #2 at the glass studio for my fused-glass platter this Saturday, full fuse schedule.';
  const kids = [];
  const qs = ['Which firing schedule should I use for the platter: full fuse or tack fuse?', 'Just to confirm before I book, do you want the piece fully fused, or only tack fused?', 'Before I reserve kiln #2, could you tell me whether the schedule should be full fuse or tack fuse?', 'Sorry, one more check: is this a full fuse firing or a tack fuse firing?'];
  kids.push(T.llm({ messages: [sys('You are StudioDesk, the booking assistant for Northlight Glass Studio.'), user(goal)], text: null, calls: [['kiln_availability', { kiln: 'K2', date: '2025-06-14' }]] }));
  kids.push(T.tool('kiln_availability', { kiln: 'K2', date: '2025-06-14' }, { kiln: 'K2 (Paragon GL-24)', slots: [{ start: '09:00', end: '21:00', free: true }], controller_fw: 'Sentry 12-key v' + N.int(2, 4) + '.' + N.int(0, 9), checked_at: N.iso() }));
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal), toolMsg(i ? 'The user said: full fuse, like I wrote.' : '{"slots":[{"free":true}]}')], calls: [['ask_user', { question: qs[i] }]] }));
    kids.push(T.tool('ask_user', { question: qs[i] }, { answer: ['Full fuse, as I said.', 'Full fuse please.', 'FULL fuse. It is in my first message.', 'full fuse!!'][i], answered_at: N.iso(), channel: 'webchat', session: 'ws_' + N.b62(10) }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'I want to make sure I get the firing profile right before booking. Could you confirm full fuse vs tack fuse?' }));
  return { isolates: 'The agent asks the user the same full-vs-tack fuse question four times in new words, gets the same answer each time and never books the kiln.', stagnation: false, goal,
    root: T.agent('StudioDesk', { goal }, { status: 'max_turns_reached', turns: 12 }, kids) };
}

// 02 alpine hut reservations, LangGraph / LangSmith
function r02(id) {
  const T = new Tracer(id, 'langsmith'), N = T.N;
  const goal = 'Reserve 4 dorm beds at Rifugio Vallanta for the night of 2 August, half board, group leader Ines Mahr.';
  const kids = [];
  kids.push(T.tool('hut_capacity', { hut_id: 'vallanta', night: '2025-08-02' }, `{"hut":"Rifugio Vallanta","altitude_m":2450,"dorm_free":11,"rooms_free":0,"warden_note":"cash only for drinks","snapshot":"${N.iso()}","cache":"HIT from ${N.host('hutapi')}"}`, { argsString: false }));
  const qs = ['Do you want half board (dinner + breakfast) or bed-only?', 'Should the reservation include dinner and breakfast, or just the beds?', 'Quick check on meals: half board or overnight only?'];
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [sys('You are a booking agent for the Alpine Huts Network.'), user(goal)], text: 'I need to confirm the meal plan before creating the reservation.', calls: [['human_input', { prompt: qs[i] }]] }));
    kids.push(T.tool('human_input', { prompt: qs[i] }, { type: 'interrupt_resume', value: i === 2 ? 'Half board. As in the request.' : 'half board', resumed_at: N.iso(), checkpoint_id: '1ef' + N.hex(5) + '-' + N.hex(4) + '-6' + N.hex(3) + '-' + N.hex(4) + '-' + N.hex(12) }, { name: 'human_input' }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'I need to confirm the meal plan before creating the reservation.', calls: [['human_input', { prompt: 'Half board or bed-only?' }]] }));
  kids.push(T.tool('human_input', { prompt: 'Half board or bed-only?' }, { type: 'interrupt_resume', value: 'HALF BOARD', resumed_at: N.iso() }));
  return { isolates: 'The agent pauses for human input four times about the meal plan, always receives "half board", and never calls the reservation tool.', stagnation: true, goal,
    root: T.agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, kids, { type: 'chain', error: 'GraphRecursionError' }) };
}

// 03 pigeon loft race entry, Anthropic Messages API logs
function r03(id) {
  const T = new Tracer(id, 'anthropic'), N = T.N;
  const goal = 'Enter my 6 yearling birds in Sunday\'s 300 km race from Châteauroux; the ring numbers are in the loft register.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], text: 'Let me read the loft register first.', calls: [['loft_register', { loft: 'GB-LOFT-2217', age_class: 'yearling' }]] }));
  kids.push(T.tool('loft_register', { loft: 'GB-LOFT-2217', age_class: 'yearling' }, 'RING            SEX  COLOUR      VACC(PMV)\nGB24N04411     C    blue bar    2025-03-02\nGB24N04412     H    chequer     2025-03-02\nGB24N04415     C    red         2025-03-02\nGB24N04418     H    mealy       2025-03-02\nGB24N04420     C    blue bar    2025-03-02\nGB24N04423     H    dark cheq   2025-03-02\n-- 6 rows, generated ' + N.syslog() + ' by loftman 3.1 --'));
  const qs = ['Six yearlings found. Which clock should I register them on: the Benzing M1 or the Unikon?', 'Should the entry use your Benzing M1 clock or the Unikon one?', 'For the ETS registration, is it the Benzing or the Unikon clock?', 'I want to make sure: Benzing M1 or Unikon for this race?'];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal), { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: i ? 'Benzing' : '6 rows' }] }], text: qs[i].split('.')[0] + '.', calls: [['ask_fancier', { question: qs[i] }]] }));
    kids.push(T.tool('ask_fancier', { question: qs[i] }, `Benzing. (reply via SMS ${N.int(1000, 9999)}, ${N.http()})`));
  }
  return { isolates: 'Having read the register, the agent asks the fancier which timing clock to use four times in different words, gets "Benzing" every time and never submits the entry.', stagnation: false, goal,
    root: T.agent('pigeon-race-entry', { goal }, { stop: 'max_tokens_budget', entries_submitted: 0 }, kids) };
}

// 04 croquet club lawn allocation, Gemini function calling
function r04(id) {
  const T = new Tracer(id, 'gemini'), N = T.N;
  const goal = 'Allocate lawns for the Saturday golf-croquet handicap event, 16 players, start 10:00.';
  const kids = [];
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], calls: [['get_lawn_status', { date: '2025-05-17' }]] }));
  kids.push(T.tool('get_lawn_status', { date: '2025-05-17' }, { lawns: [{ id: 1, cut_height_mm: 5, hoops: 'set', usable: true }, { id: 2, usable: true }, { id: 3, usable: true }, { id: 4, usable: false, reason: 'worm casts, brushing scheduled' }], greenkeeper_update: N.eu(), sensor_moisture_pct: N.int(21, 34) }));
  const qs = ['Lawn 4 is out. Should I run the event on 3 lawns with 4 games per lawn per round, or shorten to 13-point games?', 'With only three lawns available, do you prefer longer rounds on 3 lawns or shorter 13-point games?', 'How should I handle the missing lawn: keep 19-point games on three lawns, or drop to 13 points?'];
  const ans = ['13-point games on lawns 1-3.', '13 points, lawns 1 to 3.', 'I already said: 13-point games on 1-3.'];
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }, { role: 'function', parts: [{ functionResponse: { name: i ? 'ask_organiser' : 'get_lawn_status', response: { answer: i ? ans[i - 1] : 'lawn 4 unusable' } } }] }], text: qs[i], calls: [['ask_organiser', { question: qs[i] }]] }));
    kids.push(T.tool('ask_organiser', { question: qs[i] }, { answer: ans[i], from: 'tournament.manager@', ts: N.epoch() }));
  }
  kids.push(T.llm({ messages: [{ role: 'user', parts: [{ text: goal }] }], text: 'Before drawing the lawn allocation I would like to confirm the game length once more: 13 or 19 points?' }));
  return { isolates: 'The agent re-asks the organiser about game length three times (and once more in plain text), always hearing "13 points on lawns 1-3", and never produces the allocation.', stagnation: false, goal,
    root: T.agent('croquet-draw-assistant', { goal }, null, kids, { error: 'turn limit (10) exceeded' }) };
}

// 05 yurt rental damage deposit, CrewAI
function r05(id) {
  const T = new Tracer(id, 'crewai'), N = T.N;
  const goal = 'Refund the damage deposit for booking YR-8812 (Meadow Yurt) after checkout inspection.';
  const kids = [];
  kids.push(T.tool('inspection_report', { booking: 'YR-8812' }, `Inspection YR-8812 | Meadow Yurt | ${N.eu()}\nStove: clean\nCanvas: small scorch mark, 2 cm, near flue collar\nInspector: D. Olsen\nPhotos: s3://yurt-inspections/${N.uuid()}/ (4 files)`));
  const q = ['The report notes a 2 cm scorch near the flue collar. Should the deposit be refunded in full, or should a deduction be made?', 'Given the scorch mark, do you want a full refund or a partial one?', 'Can you confirm whether to deduct anything for the scorch, or refund all of it?', 'Just checking again on the scorch mark: full refund or a deduction?'];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [sys('You are Deposit Officer. Goal: settle deposits fairly.'), user(goal)], text: `Thought: The scorch mark may affect the refund. I should ask the manager whether to deduct for it.\nAction: Ask question to coworker`, calls: [['ask_question_to_coworker', { coworker: 'Site Manager', question: q[i], context: 'YR-8812 inspection' }]] }));
    kids.push(T.tool('ask_question_to_coworker', { coworker: 'Site Manager', question: q[i], context: 'YR-8812 inspection' }, 'Full refund. That scorch was there before, it is on the pre-season list.', { name: 'Ask question to coworker' }));
  }
  return { isolates: 'A CrewAI agent asks its coworker the same deduction question four times, always told "full refund", with its Thought line repeated verbatim, and never issues the refund.', stagnation: true, goal,
    root: T.agent('Crew: deposit_settlement', { inputs: { booking: 'YR-8812' } }, 'Agent stopped due to iteration limit or time limit.', [T.agent('Deposit Officer', { task: goal }, 'Agent stopped due to iteration limit or time limit.', kids, { meta: { role: 'Deposit Officer', max_iter: 10 } })]) };
}

// 06 sundial restoration quote, Agno (not in the brief list)
function r06(id) {
  const T = new Tracer(id, 'agno'), N = T.N;
  const goal = 'Prepare a restoration quote for the 1790 slate horizontal sundial from Hallam Manor; client wants regilding of the numerals.';
  const kids = [];
  kids.push(T.tool('get_object_record', { object_id: 'HM-SD-1790' }, { material: 'Welsh slate', diameter_mm: 410, gnomon: 'bronze, loose', numerals: 'incised, traces of gold leaf', latitude_engraved: '53°22′N', photos: 3, record_rev: N.int(3, 12), etag: N.etag() }));
  const qs = ['Should the quote cover 23.5 ct gold leaf or oil gilding with 22 ct?', 'Which gilding do you want in the quote, 23.5 ct leaf or 22 ct oil gilding?', 'For the numerals, 23.5 ct water gilding or 22 ct oil gilding?'];
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [sys('You are the estimating agent for Brightwater Sundial Restoration.'), user(goal)], text: 'I need the gilding spec before I can price.', calls: [['get_user_input', { user_input_fields: [{ field_name: 'gilding', field_type: 'str', description: qs[i] }] }]] }));
    kids.push(T.tool('get_user_input', { user_input_fields: [{ field_name: 'gilding', field_type: 'str', description: qs[i] }] }, [{ field_name: 'gilding', value: '22 ct oil gilding' }]));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'I need the gilding spec before I can price. Could you tell me which gilding you prefer?' }));
  return { isolates: 'An Agno agent collects the gilding spec via user-input fields three times, always getting "22 ct oil gilding", repeating the same one-line reason, and never prices the job.', stagnation: true, goal,
    root: T.agent('Agent.run estimator', { message: goal }, { content: 'I need the gilding spec before I can price. Could you tell me which gilding you prefer?', status: 'RUNNING' }, kids) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
