// Family 3 (loop): the agent asks the human (or an approval tool) the same question in new
// words, gets the same answer each time and never acts on it.
import { run } from './lib.mjs';

export const family = 'reasks_user_same_answer';
export const loop = true;
export const stagnation = true;
export const summary = 'The same question re-worded to the user/approver 3+ times, the same answer each time, no action taken.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'airline crew scheduling (reserve swap)', style: 'plain',
    isolates: 'After a legality check passes, the agent asks the crew scheduler four times, in different words, whether to confirm the swap; each answer is "yes, confirm" and commit_swap is never called.',
    goal: 'Take FO Daniel Martinez off pairing 4471 (ORD-DEN-ORD, report 09:15 local on the 14th) and put reserve FO Aisha Koenig on it if she is legal. Confirm the swap in CrewTrac.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'crew-desk-assistant', model: 'gpt-4o-2024-05-13', task: goal,
        system: 'You assist crew schedulers at Skyline Air. Tools: check_legality, ask_scheduler (asks the on-duty scheduler and waits), commit_swap. Respect FAR 117.',
        tools: ['check_legality', 'ask_scheduler', 'commit_swap'],
      });
      const ans = (text) => (c) => ({ answer: text, responder: 'jwalsh (Crew Scheduling, ORD)', responded_at: c.isoTz(-5), prompt_id: 'hp_' + c.hex(12), waited_s: c.int(14, 95) });
      r.step('First I will check whether reserve FO Koenig is legal for pairing 4471.', [
        { name: 'check_legality', args: { crew_id: 'FO-20417', crew_name: 'Koenig, Aisha', pairing: '4471', report_local: '09:15', date_offset_days: 0 }, out: (c) => ({ legal: true, rest_available: '13h05m', rest_required: '10h00m', fdp_limit: '12h00m', fdp_planned: '09h40m', cumulative_28d_block: '61h12m', rules_engine: 'far117-v5.2', evaluated_at: c.iso(), eval_id: c.uuid() }) },
      ]);
      r.step('Koenig is legal for 4471. Before committing the swap I need the scheduler\'s confirmation.', [
        { name: 'ask_scheduler', args: { question: 'FO Koenig is legal for pairing 4471 (13h05m rest available). Shall I confirm the swap with Martinez?' }, out: ans('Yes, confirm it.') },
      ]);
      r.step('Koenig is legal for 4471. Before committing the swap I need the scheduler\'s confirmation.', [
        { name: 'ask_scheduler', args: { question: 'Just to double-check: do you want me to remove Martinez from 4471 and assign Koenig in his place?' }, out: ans('Yes. Go ahead and confirm the swap.') },
      ]);
      r.step('Koenig is legal for 4471. Before I commit the swap I need the scheduler\'s confirmation.', [
        { name: 'ask_scheduler', args: { question: 'Before I commit anything in CrewTrac: should the Martinez -> Koenig swap on 4471 be finalized?' }, out: ans('Yes, finalize it. Confirm the swap.') },
      ]);
      r.step('Koenig is legal for 4471. Before committing the swap I need the scheduler\'s confirmation.', [
        { name: 'ask_scheduler', args: { question: 'Can you confirm you approve replacing FO Martinez with reserve FO Koenig on pairing 4471 for the 14th?' }, out: ans('Yes — I approve. Please confirm the swap.') },
      ]);
      return r.end({ error: 'MaxTurnsExceeded: 5 turns used, no final output' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'bakery chain customer support bot (pickup change)', style: 'rasa',
    isolates: 'A Rasa CALM bot keeps re-asking (rephrased) which store the pickup should move to; the customer says "Elm Street" every time, the slot validator silently drops it, and the change is never made.',
    goal: 'Customer wants to move the pickup of order 55812 (birthday cake, Saturday) to the Elm Street store.',
    build(ctx, goal) {
      const r = run(ctx, 'rasa', {
        name: 'crumbandcrust-assistant', channel: 'webchat', helpWith: 'orders, pickups and store information for Crumb & Crust Bakery',
        flowsText: 'change_pickup_location: move an existing order to another store (slots: order_number, pickup_store)\ncheck_order_status: tell the user the status of an order (slots: order_number)\nstore_hours: opening hours of a store (slots: store_name)',
      });
      const validate = (c) => ({ events: [{ event: 'slot', name: 'pickup_store', value: null, timestamp: c.epochF() }], responses: [], _trace: { action_server_pod: c.pod('rasa-actions'), took_ms: c.int(18, 90) } });
      const ask = (text, rephrase = true) => ({ name: 'utter_ask_pickup_store', template: 'Which store would you like to pick up your order from?', text, rephrase });
      r.turn('Hi, I need to change the pickup location for order 55812 to the Elm Street store.', {
        commands: 'StartFlow(change_pickup_location)\nSetSlot(order_number, 55812)\nSetSlot(pickup_store, Elm Street)',
        actions: [{ name: 'action_lookup_order', slots: { order_number: '55812' }, out: (c) => ({ events: [{ event: 'slot', name: 'order_found', value: true, timestamp: c.epochF() }, { event: 'slot', name: 'current_store', value: 'Harbor Point', timestamp: c.epochF() }], responses: [] }) },
          { name: 'validate_pickup_store', slots: { pickup_store: 'Elm Street' }, out: validate }],
        utter: [ask('Which store would you like to pick up your order from?')],
      });
      r.turn('Elm Street.', {
        commands: 'SetSlot(pickup_store, Elm Street)',
        actions: [{ name: 'validate_pickup_store', slots: { pickup_store: 'Elm Street' }, out: validate }],
        utter: [ask('Sure! Which store would you like to pick up your order from?')],
      });
      r.turn('The Elm Street store. Downtown.', {
        commands: 'SetSlot(pickup_store, Elm Street)',
        actions: [{ name: 'validate_pickup_store', slots: { pickup_store: 'Elm Street' }, out: validate }],
        utter: [ask('Got it. Which store would you like to pick your order up from?')],
      });
      r.turn('ELM STREET', {
        commands: 'SetSlot(pickup_store, Elm Street)',
        actions: [{ name: 'validate_pickup_store', slots: { pickup_store: 'Elm Street' }, out: validate }],
        utter: [ask('Thanks! Which store would you like to pick up your order from?')],
      });
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'EV charging network (site commissioning approval)', style: 'adk',
    isolates: 'The agent requests the site owner\'s approval four times with reworded requests, receives "approved" with the same comment every time, and never calls activate_charger or set_tariff.',
    goal: 'Commission the two new 150 kW DC fast chargers at the Maple Grove Park & Ride site (CP-MG-01, CP-MG-02) and set the tariff to $0.48/kWh once the site host approves.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'commissioning_agent', app: 'voltway_ops', model: 'gemini-2.0-flash', task: goal,
        system: 'You commission chargers on the Voltway network. activate_charger and set_tariff require site-host approval obtained with request_host_approval (long-running, waits for the host).',
        tools: ['get_site_status', 'request_host_approval', 'activate_charger', 'set_tariff'],
      });
      const approved = (c) => ({ status: 'approved', approver: 'facilities@maplegrovetransit.org', comment: 'Approved. Go live at $0.48/kWh.', decided_at: c.iso(), ticket: 'APR-' + c.int(30000, 39999) });
      r.step('Let me check that both chargers passed their pre-commissioning tests.', [
        { name: 'get_site_status', args: { site_id: 'MG-PNR' }, out: (c) => ({ site_id: 'MG-PNR', chargers: [{ id: 'CP-MG-01', ocpp: 'BootNotification accepted', firmware: '4.2.17', selftest: 'PASS', last_heartbeat: c.isoMs() }, { id: 'CP-MG-02', ocpp: 'BootNotification accepted', firmware: '4.2.17', selftest: 'PASS', last_heartbeat: c.isoMs() }], grid_meter: { kw: 0.4, sampled_at: c.epoch() } }) },
      ]);
      r.step('Both chargers pass self-test. I need the site host to approve going live and the tariff before I activate.', [
        { name: 'request_host_approval', args: { site_id: 'MG-PNR', request: 'Both DC fast chargers passed self-test. Approve activation at $0.48/kWh?' }, out: approved },
      ]);
      r.step('Both chargers pass self-test. I need the site host to approve going live and the tariff before I activate.', [
        { name: 'request_host_approval', args: { site_id: 'MG-PNR', request: 'Please confirm we may switch CP-MG-01 and CP-MG-02 to public availability with a $0.48/kWh price.' }, out: approved },
      ]);
      r.step('Both chargers passed self-test. I need the site host to approve going live and the tariff before I activate them.', [
        { name: 'request_host_approval', args: { site_id: 'MG-PNR', request: 'Requesting your go-ahead to commission the two new chargers and apply the $0.48 per kWh tariff.' }, out: approved },
      ]);
      r.step('Both chargers pass self-test. I need the site host to approve going live and the tariff before I activate.', [
        { name: 'request_host_approval', args: { site_id: 'MG-PNR', request: 'Do you authorize activating both Maple Grove chargers with pricing of $0.48/kWh?' }, out: approved },
      ]);
      return r.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'recruiting / ATS interview scheduling', style: 'n8n',
    isolates: 'An n8n agent asks the hiring manager through Slack send-and-wait, four times in new words, who should sit on the panel; the reply is always "Priya and Mark, plus me" and no calendar event is created.',
    goal: 'Schedule a 45-minute onsite panel interview next week for candidate Tomás Ferreira (Senior Data Engineer, req R-2217).',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini', memory: 'Postgres Chat Memory',
        system: 'You coordinate interviews for the Talent team. Use "Get Free Busy" to read calendars, "Ask Hiring Manager" (Slack, waits for the reply) when you need a decision, and "Create Interview Event" to book.',
      });
      const reply = (text) => (c) => ({ data: { text }, respondedBy: 'U04KXR2M7QF', respondedAt: c.isoMs(), channel: 'D05A1B9L2JT', messageTs: `${c.epoch()}.${c.digits(6)}` });
      const SW = { name: 'Ask_Hiring_Manager', node: 'Ask Hiring Manager', nodeType: 'n8n-nodes-base.slackTool' };
      r.step('I will check next week\'s availability for the usual panel first.', [
        { name: 'Get_Free_Busy', node: 'Get Free Busy', nodeType: 'n8n-nodes-base.googleCalendarTool', args: { calendars: ['priya.n@lumenhq.com', 'mark.d@lumenhq.com', 'sofia.r@lumenhq.com'], timeMin: 'next Monday 09:00', timeMax: 'next Friday 17:00' }, out: (c) => ({ response: JSON.stringify({ kind: 'calendar#freeBusy', timeMin: c.iso(), calendars: { 'priya.n@lumenhq.com': { busy: [{ start: 'Mon 10:00', end: 'Mon 12:00' }] }, 'mark.d@lumenhq.com': { busy: [{ start: 'Tue 13:00', end: 'Tue 15:30' }] }, 'sofia.r@lumenhq.com': { busy: [] } }, etag: c.etag() }) }) },
      ]);
      r.step('Before booking I need the hiring manager to confirm who sits on the panel.', [
        { ...SW, args: { message: 'Who should be on the onsite panel for Tomás Ferreira?' }, out: reply('Priya and Mark, plus me.') },
      ]);
      r.step('Before booking I need the hiring manager to confirm who sits on the panel.', [
        { ...SW, args: { message: 'Which interviewers do you want on Tomás\'s panel next week?' }, out: reply('Priya and Mark, plus me.') },
      ]);
      r.step('Before booking I still need the hiring manager to confirm who sits on the panel.', [
        { ...SW, args: { message: 'To confirm the panel composition for the Senior Data Engineer onsite: who should attend?' }, out: reply('Like I said — Priya and Mark, plus me.') },
      ]);
      r.step('Before booking I need the hiring manager to confirm who sits on the panel.', [
        { ...SW, args: { message: 'Could you let me know the panel members for Tomás Ferreira\'s interview?' }, out: reply('Priya and Mark, plus me.') },
      ]);
      return r.end({ error: 'Agent stopped due to max iterations.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', start: '2024-05-27T16:12:45Z', domain: 'veterinary clinic appointment booking', style: 'letta',
    isolates: 'A Letta clinic assistant asks the pet owner for a preferred day four times in different words; the owner answers "Saturday morning before 11" every time and book_appointment is never called.',
    goal: 'Hi, this is Jordan Lee. Biscuit (my beagle) is due for his rabies booster — can you book him in?',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'pinecrest-vet-frontdesk', model: 'gpt-4o-mini', task: goal,
        system: 'You are the front-desk assistant of Pinecrest Veterinary Clinic. You can look up patient records and book appointments with book_appointment. Keep messages short and warm.',
      });
      r.step('Jordan wants a rabies booster for Biscuit. Let me pull up Biscuit\'s record.', [
        { name: 'lookup_patient', args: { owner_name: 'Jordan Lee', pet_name: 'Biscuit' }, out: (c) => JSON.stringify({ patient_id: 'P-' + c.int(10000, 99999), species: 'canine', breed: 'Beagle', rabies: { last: '2021-06-02', due: '2024-06-02', product: 'Imrab 3' }, record_version: c.int(20, 90) }) },
      ]);
      const think = 'Jordan wants to book a rabies booster for Biscuit. I need to know their preferred day before booking.';
      r.say('Hi Jordan! Biscuit is due for his rabies booster. Which day would suit you best?', think);
      r.user('Saturday morning, any time before 11.');
      r.say('Thanks! What day would you prefer for Biscuit\'s booster appointment?', think);
      r.user('Saturday morning, before 11 please.');
      r.say('Happy to help book Biscuit in — which day works best for you?', 'Jordan wants to book a rabies booster for Biscuit. I need to know their preferred day before I book.');
      r.user('As I said, Saturday morning before 11.');
      r.say('Great, and which day should I put Biscuit down for?', think);
      r.user('Saturday. Morning. Before 11.');
      r.say('Could you tell me which day you\'d like to bring Biscuit in?', think);
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'residential construction permits (deck addition)', style: 'smolagents',
    isolates: 'A smolagents agent asks the homeowner through user_input whether the deck is attached to the house four times with new wording, gets "yes, attached" each time, and never calls submit_permit.',
    goal: 'File the county e-permit application for the new 12x16 ft deck at 1180 Larch Ave (parcel 07-22-331-014) for homeowner Grace Oduya.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', {
        task: goal, maxSteps: 6, model: 'gpt-4o', modelClass: 'OpenAIServerModel',
        tools: ['parcel_lookup', 'user_input', 'submit_permit', 'final_answer'],
      });
      r.step('Let me look up the parcel to pre-fill zoning and setbacks.', [
        { name: 'parcel_lookup', args: { parcel_id: '07-22-331-014' }, out: (c) => `Parcel 07-22-331-014 | 1180 LARCH AVE | Zoning R-2 | Lot 0.21 ac | Rear setback 25 ft | Owner: ODUYA GRACE | GIS refresh ${c.us()} | layer v${c.int(300, 399)}` },
      ]);
      const think = 'The permit type depends on whether the deck is attached to the house. I need to ask the homeowner.';
      r.step(think, [{ name: 'user_input', args: { question: 'Is the deck attached to the house?' }, out: 'Yes, it\'s attached — the ledger board bolts to the rim joist.' }]);
      r.step(think, [{ name: 'user_input', args: { question: 'Will the new deck be connected to the house structure, or free-standing?' }, out: 'Attached to the house.' }]);
      r.step('The permit type depends on whether the deck is attached to the house. I need to ask the homeowner again.', [{ name: 'user_input', args: { question: 'Just to confirm, is this an attached deck (fastened to the home) rather than a detached one?' }, out: 'Yes. Attached.' }]);
      r.step(think, [{ name: 'user_input', args: { question: 'For the permit category: does the deck connect to your house?' }, out: 'Yes, it is attached to the house, like I said.' }]);
      r.maxSteps('I still need to confirm whether the deck is attached before filing the permit application.');
      return r.end();
    },
  },
];
