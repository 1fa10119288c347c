// Family 5 (loop): continuing after success. The goal is met and confirmed by a tool result,
// but the agent keeps re-checking / re-submitting / re-announcing until a step limit.
import { Noise, Chat, agent, chain, row, http, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'after_success_churn',
  loop: true,
  summary: 'Keeps re-checking, re-submitting or re-announcing after a tool has confirmed the goal is met.',
  check(r) { return toolSpans(r.root).length >= 4 ? null : 'needs success plus 3 more actions'; },
};

// 01 bog snorkelling event: Anthropic, registration confirmed then re-checked, repeated text
function r01() {
  const n = new Noise('after_success_churn-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20241022', tools: ['event_register', 'registration_status'],
    system: 'You help entrants sign up for the World Bog Snorkelling Championships (Llanwrtyd Wells). Use the event API.',
    user: 'Register me (Priya Nair, born 1990-07-19, club: Cardiff Snorkel Soc) for the main championship, wetsuit class, and pay the £20 fee from my saved card.',
  });
  const kids = [];
  const ref = 'WBSC-24-' + n.digits(5);
  kids.push(c.say('I\'ll submit the registration with your saved card.', [['event_register', { name: 'Priya Nair', dob: '1990-07-19', club: 'Cardiff Snorkel Soc', category: 'championship', class: 'wetsuit', pay_with: 'saved_card' }]]));
  kids.push(c.run(http(n, 201, { registration_ref: ref, status: 'confirmed', heat: 'Heat 7, trench B', payment: { amount_gbp: 20, status: 'captured', psp_ref: 'pi_' + n.b62(24) } }, { location: `/registrations/${ref}`, 'x-request-id': n.uuid() })));
  for (let i = 0; i < 4; i++) {
    kids.push(c.say(`Your registration ${ref} is confirmed. Let me double-check the registration status to be sure everything went through.`, [['registration_status', { ref }]]));
    kids.push(c.run(http(n.step(2, 6), 200, { registration_ref: ref, status: 'confirmed', heat: 'Heat 7, trench B', payment_status: 'captured', checked_at: n.iso() }, { 'x-request-id': n.uuid(), age: String(n.int(0, 30)), 'x-served-by': n.host('cache') })));
  }
  const root = agent('bog-snorkel-signup', { user: c.o.user }, null, kids, { sdk: 'anthropic-python 0.40.0' }, 'Stopped: tool-use turn limit (10) reached');
  return row(FAMILY, 1, { isolates: 'Registration returns 201 confirmed with captured payment, then the agent re-checks the same status four times, restating the same confirmation sentence each time.', stagnation: true, goal: c.o.user, root });
}

// 02 pumpkin patch: OpenAI chat, inventory update re-submitted, calls only
function r02() {
  const n = new Noise('after_success_churn-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-mini', tools: ['update_timeslot_capacity', 'get_timeslot'],
    system: 'You manage online ticketing for Hollow Oak Pumpkin Patch. Timeslots have a capacity in tickets.',
    user: 'Open 80 extra pick-your-own tickets for Saturday 12 October, 10:00 slot (we opened the back field).',
  });
  const kids = [];
  kids.push(c.say(null, [['get_timeslot', { date: '2024-10-12', slot: '10:00' }]]));
  kids.push(c.run({ slot_id: 'ts_1012_1000', capacity: 220, sold: 214, version: 31, updated_at: n.isoS() }));
  kids.push(c.say(null, [['update_timeslot_capacity', { slot_id: 'ts_1012_1000', capacity: 300, if_match_version: 31 }]]));
  kids.push(c.run({ slot_id: 'ts_1012_1000', capacity: 300, sold: 214, version: 32, result: 'updated', updated_at: n.isoS(), audit_id: n.ulid() }));
  for (let i = 0; i < 4; i++) {
    kids.push(c.say(null, [['update_timeslot_capacity', { slot_id: 'ts_1012_1000', capacity: 300 }]]));
    kids.push(c.run({ slot_id: 'ts_1012_1000', capacity: 300, sold: 214 + i, version: 32, result: 'no_change', updated_at: n.step(3, 8).isoS(), audit_id: n.ulid() }));
  }
  const root = agent('hollow-oak-ticketing', { request: c.o.user }, null, kids, { framework: 'openai tool loop', max_steps: 10 }, 'max_steps (10) reached without final answer');
  return row(FAMILY, 2, { isolates: 'Capacity is updated to 300 (version 32), then the same update is re-sent four more times, each answered no_change; the model emits only tool calls.', stagnation: false, goal: c.o.user, root });
}

// 03 beach hut rental: CrewAI, booking confirmed, then verify-verify-verify, repeated Thought
function r03() {
  const n = new Noise('after_success_churn-03');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o', llmName: 'LLM Call (gpt-4o)',
    system: 'You are Seafront Bookings Agent for Southbourne Beach Huts.\nTools: Book Hut(hut: str, from: str, to: str, name: str), Get Booking(ref: str)\nFormat: Thought / Action / Action Input / Final Answer.',
    user: 'Current Task: Book hut 42 (promenade, blue door) for the Hartley family from 3 to 9 August.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const ref = 'SBH-' + n.digits(6);
  kids.push(c.say('Thought: I will book the hut for the requested week.', [['Book Hut', { hut: '42', from: '2024-08-03', to: '2024-08-09', name: 'Hartley' }]]));
  kids.push(c.run(`Booking confirmed. Reference ${ref}. Hut 42, 03/08/2024-09/08/2024, Hartley. Keys at kiosk. Confirmation email queued (msg ${n.hex(12)}).`));
  for (let i = 0; i < 4; i++) {
    kids.push(c.say('Thought: The booking is confirmed, but I should verify it once more before giving the final answer.', [['Get Booking', { ref }]]));
    kids.push(c.run(`{"ref":"${ref}","hut":"42","status":"CONFIRMED","from":"2024-08-03","to":"2024-08-09","name":"Hartley","fetched":"${n.step(2, 5).http()}"}`));
  }
  const ag = agent('Seafront Bookings Agent', { role: 'Seafront Bookings Agent' }, 'Agent stopped due to iteration limit or time limit.', kids, { crewai_version: '0.79.4', max_iter: 6 });
  const t = chain('Task: Book beach hut 42', { description: c.o.user, expected_output: 'Booking reference' }, 'Agent stopped due to iteration limit or time limit.', [ag], { task_id: n.uuid() });
  const root = agent('Crew: southbourne-huts', { inputs: { hut: '42', family: 'Hartley' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 3, { isolates: 'Book Hut confirms the booking, then the agent fetches the same CONFIRMED booking four times with an identical Thought and never gives the final answer.', stagnation: true, goal: 'Book beach hut 42 for the Hartley family, 3-9 August.', root });
}

// 04 bronze foundry invoice: OpenAI Agents SDK, sent and delivered, re-checked, calls only
function r04() {
  const n = new Noise('after_success_churn-04');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1',
    user: 'Send the final invoice for the lost-wax casting of "Heron Rising" (edition 3/8) to the Ashworth Sculpture Trust.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  const inv = 'INV-BF-' + n.digits(5);
  kids.push(c.say(null, [['create_invoice', { client: 'Ashworth Sculpture Trust', lines: [{ item: 'Lost-wax casting, Heron Rising 3/8', gbp: 6850 }, { item: 'Patination (verdigris)', gbp: 620 }, { item: 'Crating & delivery', gbp: 410 }] }]]));
  kids.push(c.run(JSON.stringify({ invoice: inv, total_gbp: 7880, vat_gbp: 1576, status: 'draft', pdf: n.tmp(`${inv}.pdf`) })));
  kids.push(c.say(null, [['send_invoice', { invoice: inv, to: 'accounts@ashworthtrust.example' }]]));
  kids.push(c.run(JSON.stringify({ invoice: inv, status: 'sent', smtp: { queue_id: n.HEX(10), relay: n.host('mx') }, sent_at: n.isoS() })));
  kids.push(c.say(null, [['delivery_status', { invoice: inv }]]));
  kids.push(c.run(JSON.stringify({ invoice: inv, delivery: 'delivered', remote: '250 2.0.0 OK ' + n.b62(12), at: n.isoS() })));
  for (let i = 0; i < 4; i++) {
    kids.push(c.say(null, [['delivery_status', { invoice: inv }]]));
    kids.push(c.run(JSON.stringify({ invoice: inv, delivery: 'delivered', remote: '250 2.0.0 OK ' + n.b62(12), at: n.step(5, 20).isoS(), poll: i + 2 })));
  }
  const root = agent('Foundry Accounts Agent', { input: c.o.user }, null, kids, { span_type: 'agent', tools: ['create_invoice', 'send_invoice', 'delivery_status'], trace_id: 'trace_' + n.hex(32) }, 'MaxTurnsExceeded: Max turns (8) exceeded');
  return row(FAMILY, 4, { isolates: 'The invoice is sent and its delivery_status already says delivered, yet the agent polls delivery_status four more times and gets the same delivered answer.', stagnation: false, goal: c.o.user, root });
}

// 05 prop house: LangSmith, return recorded, re-announced, repeated text
function r05() {
  const n = new Noise('after_success_churn-05');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o-mini',
    system: 'You run returns at Limelight Prop House (film and theatre prop hire). Use the inventory tools. Tell the user when done.',
    user: 'The "Victorian apothecary" set from the Copper Lane production is back: 1 counter, 38 bottles (2 chipped), 1 brass scale. Check it in.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say('Recording the return against the hire contract.', [['record_return', { contract: 'HC-7731', items: [{ sku: 'APO-CTR-01', qty: 1 }, { sku: 'APO-BTL-SET', qty: 38, damaged: 2 }, { sku: 'APO-SCL-BR', qty: 1 }] }]]));
  kids.push(c.run({ contract: 'HC-7731', status: 'returned', damage_charge_gbp: 18, shelf_location: 'Bay 14 / Row C', audit: n.ulid(), at: n.iso() }));
  for (let i = 0; i < 4; i++) {
    kids.push(c.say('The return for contract HC-7731 has been recorded successfully, with a damage charge of £18 for 2 chipped bottles. I will confirm the contract status.', [['contract_status', { contract: 'HC-7731' }]]));
    kids.push(c.run({ contract: 'HC-7731', status: 'returned', outstanding_items: 0, damage_charge_gbp: 18, etag: n.etag(), read_replica: n.host('pg-ro') }));
  }
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, kids, { run_id: n.uuid(), max_iterations: 5 });
  const root = agent('limelight-returns', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, [exec], { project: 'limelight-ops', run_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'After record_return succeeds the agent announces the same success sentence and re-reads the unchanged contract status four times until max iterations.', stagnation: true, goal: c.o.user, root });
}

// 06 podiatry clinic reminders: Semantic Kernel, batch sent then report re-fetched, calls only
function r06() {
  const n = new Noise('after_success_churn-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You handle patient messaging for StepWell Podiatry. Functions: Sms-SendBatch, Sms-GetReport, Diary-Tomorrow.',
    user: 'Send tomorrow\'s appointment reminders by SMS.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say(null, [['Diary-Tomorrow', { clinic: 'all' }]]));
  kids.push(c.run({ date: n.dateOnly(1), appointments: 23, with_mobile: 21, clinics: { 'High St': 14, 'Fairfield': 9 } }));
  kids.push(c.say(null, [['Sms-SendBatch', { template: 'reminder_v3', date: n.dateOnly(1) }]]));
  const batch = 'bt_' + n.alnum(12);
  kids.push(c.run({ batch_id: batch, accepted: 21, rejected: 0, segments: 42, credit_remaining: n.int(3000, 9000) }));
  kids.push(c.say(null, [['Sms-GetReport', { batch_id: batch }]]));
  kids.push(c.run({ batch_id: batch, delivered: 21, failed: 0, pending: 0, report_generated: n.step(30, 90).iso() }));
  for (let i = 0; i < 3; i++) {
    kids.push(c.say(null, [['Sms-GetReport', { batch_id: batch }]]));
    kids.push(c.run({ batch_id: batch, delivered: 21, failed: 0, pending: 0, report_generated: n.step(10, 40).iso() }));
  }
  const root = agent('ChatCompletionAgent:PatientMessaging', { input: c.o.user }, null, kids, { 'semantic_kernel.version': '1.19.0', maximum_auto_invoke_attempts: 8 }, 'Maximum auto-invoke attempts (8) reached');
  return row(FAMILY, 6, { isolates: 'All 21 reminders are reported delivered, then the same delivery report is fetched three more times with identical counts until the auto-invoke limit.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
