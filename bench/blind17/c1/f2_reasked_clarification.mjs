// Family 2 (loop): the agent asks the human the same question in new words 3+ times,
// gets the same answer each time and never acts on it.
import { Noise, Chat, agent, chain, row, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'reasked_clarification',
  loop: true,
  summary: 'Re-asks the human the same question in new words and gets the same answer each time, never acting on it.',
  check(r) {
    const asks = toolSpans(r.root).filter((s) => /ask|human|input|clarif|request_customer/i.test(s.name));
    return asks.length >= 3 ? null : 'needs 3+ human-input calls';
  },
};

// 01 lighthouse keepers' cottages: Anthropic, ask_guest, repeated hedging text
function r01() {
  const n = new Noise('reasked_clarification-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20241022', tools: ['ask_guest', 'availability', 'hold_cottage'],
    system: 'You are the booking assistant for Old Head Light Cottages, three former lighthouse keepers\' cottages let as holiday homes. Confirm details with the guest before placing a hold.',
    user: 'Guest message via web chat: "Hi, could we get the Principal Keeper\'s cottage for 4 nights from Friday the 14th? Two adults and a spaniel."',
  });
  const kids = [];
  kids.push(c.say('Let me check availability for the Principal Keeper\'s cottage first.', [['availability', { cottage: 'principal_keeper', from: '2024-06-14', nights: 4 }]]));
  kids.push(c.run({ cottage: 'principal_keeper', available: true, nightly_gbp: 148, dog_friendly: true, dog_fee_gbp: 25, calendar_rev: n.int(3000, 9000), checked_at: n.isoS() }));
  const qs = [
    'Just to confirm, will you be arriving on Friday 14 June?',
    'Could you tell me which day you plan to check in, so I hold the right dates?',
    'Before I reserve anything: is your arrival date Friday the 14th, or a different day?',
    'Sorry to ask again — what date should the booking start from?',
  ];
  for (const q of qs) {
    kids.push(c.say('I want to be certain of the arrival date before I place a hold on the cottage.', [['ask_guest', { channel: 'webchat', message: q }]]));
    n.wait(n.int(40, 200));
    kids.push(c.run({ reply: 'Yes, Friday 14th, arriving around 6pm. 4 nights.', received_at: n.iso(), conversation_id: 'wc_' + n.b62(12), typing_ms: n.ms(3000, 14000) }));
  }
  const root = agent('old-head-booking-bot', { channel: 'webchat', first_message: c.o.user }, { status: 'handed_to_staff', reason: 'conversation exceeded 10 turns without a hold' }, kids, { sdk: 'anthropic-typescript 0.32.1', property_group: 'Old Head Light' });
  return row(FAMILY, 1, { isolates: 'Four differently worded questions about the arrival date all get "Friday 14th" and no hold is ever placed, while the model repeats the same hedging sentence.', stagnation: true, goal: 'Book the Principal Keeper\'s cottage for the guest (4 nights from Friday 14 June, 2 adults and a dog).', root });
}

// 02 violin bow rehairing: OpenAI chat, request_customer_input, calls only
function r02() {
  const n = new Noise('reasked_clarification-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-mini', tools: ['lookup_ticket', 'request_customer_input', 'create_work_order'],
    system: 'You are the intake assistant for Cadenza Bow Workshop. Create work orders for bow rehairs. Hair options: white Mongolian stallion (standard), white Siberian (premium), black (bass only), salt-and-pepper.',
    user: 'Ticket #BW-3318 just came in: customer dropped off a cello bow for rehair. Create the work order.',
  });
  const kids = [];
  kids.push(c.say(null, [['lookup_ticket', { ticket: 'BW-3318' }]]));
  kids.push(c.run({ ticket: 'BW-3318', customer: 'Ines Varga', instrument: 'cello', bow_maker: 'stamped "W.E. Hill & Sons"', weight_g: 81.4, notes: 'frog slide sticky', received: n.us(), bench: 'Bench 2' }));
  const qs = [
    'Which hair would you like for the rehair: standard Mongolian, premium Siberian, black, or salt-and-pepper?',
    'For your cello bow, do you have a preference between our hair grades (standard white, premium Siberian white, black, mixed)?',
    'What type of horsehair should we use on the bow?',
    'Could you confirm the hair colour and grade you want us to fit?',
  ];
  for (const q of qs) {
    kids.push(c.say(null, [['request_customer_input', { ticket: 'BW-3318', via: 'sms', question: q }]]));
    n.wait(n.int(120, 900));
    kids.push(c.run({ status: 'answered', answer: 'Premium Siberian white please, same as last time.', sms_sid: 'SM' + n.hex(32), answered_at: n.isoOff(1) }));
  }
  const root = agent('bow-intake-assistant', { ticket: 'BW-3318' }, null, kids, { framework: 'custom tool loop', max_steps: 10 }, 'Step budget exhausted (10) before create_work_order was called');
  return row(FAMILY, 2, { isolates: 'The customer answers "Premium Siberian white" to four rephrasings of the hair-grade question and the work order is never created; the model emits only tool calls.', stagnation: false, goal: c.o.user, root });
}

// 03 trophy engraving: CrewAI with human input tool, repeated Thought
function r03() {
  const n = new Noise('reasked_clarification-03');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o',
    llmName: 'LLM Call (gpt-4o)',
    system: 'You are Engraving Proof Specialist. You prepare engraving proofs for Laurel & Line Trophies.\nTools: Ask Human(question: str), Render Proof(plate: str, lines: list, font: str)\nUse the format Thought / Action / Action Input.',
    user: 'Current Task: Prepare the engraving proof for order LL-8807: a 90mm brass plate for the Ashcombe Bowls Club Champion of Champions shield, winner line to be confirmed with the club secretary.',
    toolName: (nm) => nm,
    toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const qs = [
    'What exact name should appear on the winner line of the plate?',
    'Please spell the champion\'s name as it should be engraved.',
    'Can you confirm the winner\'s name for the shield plate?',
    'How should the winner be written on the plate (initials or full name)?',
  ];
  for (const q of qs) {
    kids.push(c.say('Thought: I need to confirm the winner line with the club secretary before I render the proof.', [['Ask Human', { question: q }]]));
    kids.push(c.run(`M. J. Trelawney-Ross — 2024 (as on the entry form). [reply via console at ${n.step(20, 90).hhmmss()}]`));
  }
  const ag = agent('Engraving Proof Specialist', { role: 'Engraving Proof Specialist', allow_delegation: false, human_input: true }, 'Agent stopped due to iteration limit or time limit.', kids, { crewai_version: '0.76.9', max_iter: 8 });
  const task = chain('Task: Prepare engraving proof LL-8807', { description: c.o.user, expected_output: 'Proof PDF path and the exact engraving lines' }, 'Agent stopped due to iteration limit or time limit.', [ag], { task_id: n.uuid() });
  const root = agent('Crew: laurel-line-proofs', { inputs: { order: 'LL-8807' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crew_id: n.uuid(), process: 'sequential' });
  return row(FAMILY, 3, { isolates: 'The secretary gives the same winner line four times to reworded questions; Render Proof is never called and the Thought is identical each turn.', stagnation: true, goal: 'Render the engraving proof for order LL-8807 with the confirmed winner line.', root });
}

// 04 kayak rental: OpenAI Agents SDK, ask_user function, no text
function r04() {
  const n = new Noise('reasked_clarification-04');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1',
    user: 'Reserve sea kayaks for our group on Saturday morning at Porthkerris launch.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say(null, [['fleet_availability', { site: 'porthkerris', date: 'saturday', slot: 'am' }]]));
  kids.push(c.run(JSON.stringify({ singles: 6, doubles: 4, guide_required_over: 8, tide: { high: n.hhmmss(), height_m: 4.9 }, fetched: n.iso() })));
  const qs = [
    'How many people are in your group?',
    'How many paddlers should I book kayaks for?',
    'Roughly what size is the group — how many will be on the water?',
    'To pick singles or doubles I need a head count. How many of you are coming?',
  ];
  for (const q of qs) {
    kids.push(c.say(null, [['ask_user', { prompt: q }]]));
    n.wait(n.int(15, 120));
    kids.push(c.run(JSON.stringify({ text: 'There are 7 of us, all adults, two have never paddled before.', ts: n.unixMs() })));
  }
  const root = agent('Kayak Booking Agent', { input: c.o.user }, null, kids, { span_type: 'agent', tools: ['fleet_availability', 'ask_user', 'reserve_boats'], handoffs: [], trace_id: 'trace_' + n.hex(32) }, 'MaxTurnsExceeded: Max turns (10) exceeded');
  return row(FAMILY, 4, { isolates: 'The head-count question is asked four ways, the answer is always "7 of us", and reserve_boats is never called; generations are function calls only.', stagnation: false, goal: c.o.user, root });
}

// 05 wig making: LangSmith with human tool, near-verbatim reasoning
function r05() {
  const n = new Noise('reasked_clarification-05');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o',
    system: 'You assist the order desk at Tressmith Wigs, a maker of hand-tied human-hair wigs and medical hairpieces. Use tools to place orders with the ventilating room.',
    user: 'Place the cap order for client #T-2290 (medical hair loss, lace front, 16" wavy, shade 6/8).',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid(), ls_run_type: 'tool' }),
  });
  const kids = [];
  kids.push(c.say('Let me look up the client record first.', [['client_record', { client_id: 'T-2290' }]]));
  kids.push(c.run({ client_id: 'T-2290', measurements: { circumference_cm: 55.5, front_to_nape_cm: 35, ear_to_ear_cm: 31 }, last_fitting: n.dateOnly(-21), fitter: 'R. Achebe', record_version: n.int(10, 40) }));
  const qs = [
    'Which cap size should the ventilators use: petite, average or large?',
    'Do you want an average cap or a custom cap for this client?',
    'Please confirm the cap size for order T-2290.',
    'Should I go with the standard average cap?',
  ];
  for (const q of qs) {
    kids.push(c.say('The measurements are on file, but I should confirm the cap size with the desk before placing the order.', [['human', { query: q }]]));
    kids.push(c.run(`Average cap. Her 55.5 cm is within average range. (${n.step(30, 120).pylog()} desk-terminal-${n.int(1, 4)})`));
  }
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, kids, { run_id: n.uuid(), max_iterations: 10 });
  const root = agent('wig-order-desk', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, [exec], { project: 'tressmith-orders', run_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'The desk answers "Average cap" to four wordings of the cap-size question; the order is never placed and the model repeats the same justification.', stagnation: true, goal: c.o.user, root });
}

// 06 physiotherapy clinic: Semantic Kernel UserInput plugin, calls only
function r06() {
  const n = new Noise('reasked_clarification-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You are the scheduling assistant for Motion Works Physiotherapy (branches: Canal Street, Eastgate, Riverside Retail Park).',
    user: 'Book a 45-minute follow-up for patient Daniel Okafor (knee, post-ACL) next week with any physio.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid(), plugin_name: cl.name.split('-')[0] }),
  });
  const kids = [];
  kids.push(c.say(null, [['Patients-Lookup', { name: 'Daniel Okafor' }]]));
  kids.push(c.run({ patient_id: 'MW-77120', dob: '1991-03-02', home_branch: 'Eastgate', episode: 'ACL reconstruction rehab, week 9', funding: 'Bupa auth 4 sessions left', etag: n.etag(true) }));
  const qs = ['Which branch should the follow-up be at?', 'Does Daniel want to stay at Eastgate or move to another clinic?', 'Where would the patient like to be seen next week?', 'Can you confirm the location for the appointment?'];
  for (const q of qs) {
    kids.push(c.say(null, [['UserInput-Ask', { prompt: q }]]));
    kids.push(c.run({ value: 'Eastgate, he prefers mornings', source: 'reception_console', at: n.step(10, 60).iso() }));
  }
  const root = agent('ChatCompletionAgent:Scheduler', { input: c.o.user }, null, kids, { 'semantic_kernel.version': '1.18.2', maximum_auto_invoke_attempts: 10 }, 'Maximum auto-invoke attempts (10) reached');
  return row(FAMILY, 6, { isolates: 'Reception answers "Eastgate" to four rewordings of the branch question and no appointment search is ever run; the model produces no free text.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
