import { spansOf } from './lib.mjs';
export const family = 'reasks_answered_question';
export const loop = true, stagnation = true;
export const summary = 'Agent asks the human the same question in new words 3+ times, gets the same answer, never acts on it.';
export const check = (r) => spansOf(r, (s) => /ask|human|input|clarif|confirm|user/i.test(s.name + ' ' + (s.metadata?.['ai.toolCall.name'] || '')) && s.type !== 'agent' && s.type !== 'llm').length >= 3 ? null : 'needs >=3 human-question spans';
export const rows = [
{ n: '01', domain: 'aurora-viewing tour bookings', style: 'anthropic', opt: { system: 'You are the booking assistant for Northlight Tours, Tromsø. Use tools. Ask the guest only when information is missing.' },
  goal: 'Move booking NLT-55812 (2 adults) from the Tuesday night chase to the Thursday night chase.',
  isolates: 'Guest confirms "Thursday 23rd, both of us" three times to reworded questions; the agent never calls the rebooking tool.',
  build(c, b) {
    const k = [];
    k.push(b.llm("Let me pull the booking first.", [['get_booking', { ref: 'NLT-55812' }]]));
    k.push(b.tool('get_booking', { ref: 'NLT-55812' }, { ref: 'NLT-55812', tour: 'Aurora Chase (minibus)', date: '2025-01-21', pax: 2, status: 'CONFIRMED', kp_forecast_at_booking: 3.67, fetched_at: c.iso(), etag: c.etag() }));
    const qs = ['Just to confirm: which Thursday would you like, and is it for both travellers?', 'Before I change anything, could you tell me the exact date you want to move to, and whether both guests are coming?', 'To be sure I get this right: you want the Thursday departure — which date is that, and how many people?'];
    for (const q of qs) {
      k.push(b.llm(`I need to confirm the target date and party size before rebooking. ${q}`, [['ask_guest', { message: q }]]));
      k.push(b.tool('ask_guest', { message: q }, { reply: 'Thursday the 23rd, both of us. Same as I said.', channel: 'whatsapp', wa_msg_id: 'wamid.' + c.b62(28), received_at: c.iso() }));
    }
    k.push(b.llm('I need to confirm the target date and party size before rebooking. Could you confirm it is Thursday 23 January for 2 adults?', [['ask_guest', { message: 'Could you confirm it is Thursday 23 January for 2 adults?' }]]));
    k.push(b.tool('ask_guest', { message: 'Could you confirm it is Thursday 23 January for 2 adults?' }, { reply: 'YES. Thursday 23rd, 2 adults. Please just move it.', channel: 'whatsapp', wa_msg_id: 'wamid.' + c.b62(28), received_at: c.iso() }));
    return b.agent('northlight-booking-agent', k, { stopped: 'max_turns', turns: 10 });
  } },
{ n: '02', domain: 'tatami mat workshop custom orders', style: 'langgraph',
  goal: 'Create the production order for customer Ishikawa: 6 tatami, edo-ma size, igusa grade A, heri border colour chosen by the customer.',
  isolates: 'The human-in-the-loop interrupt asks the border colour four ways and receives "kon (navy)" each time; no production order is ever created.',
  build(c, b) {
    const k = [];
    k.push(b.llm('', [['lookup_customer', { name: 'Ishikawa' }]]));
    k.push(b.tool('lookup_customer', { name: 'Ishikawa' }, `{"customer_id": "C-${c.int(1000, 9999)}", "name": "Ishikawa Haruto", "room": "6-jo washitsu", "last_order": null, "crm_sync": "${c.isoSpace()}"}`));
    const qs = ['Which heri (border cloth) colour would you like?', 'What colour should the edging fabric be?', 'Could you pick the border colour for the mats from our swatch card?', 'Sorry — to finalise, which colour for the tatami heri?'];
    for (const q of qs) {
      k.push(b.llm(`The border colour is still unconfirmed, so I will ask the customer. ${q}`, [['human_input', { question: q }]]));
      k.push(b.tool('human_input', { question: q }, { value: 'kon (navy), plain, no pattern', interrupt_id: c.hex(32), resumed_at: c.iso() }, undefined, { metadata: { langgraph_node: 'human_review', checkpoint_ns: 'human_review:' + c.uuid() } }));
    }
    return b.agent('LangGraph', k, null, { error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.' });
  } },
{ n: '03', domain: 'Elixir Phoenix release to a fly.io app', style: 'claude_sdk', opt: { system: 'You are Claude Code running in the repo `harbour-chat`. Ask the user with AskUserQuestion when unsure.' },
  goal: 'Deploy the current main of harbour-chat to production on fly.io; run the Ecto migrations as part of the release.',
  isolates: 'The agent asks whether to run migrations before or after the deploy three times (reworded), is told "release_command, before" each time, and never runs fly deploy.',
  build(c, b) {
    const k = [];
    k.push(b.llm('Checking the release config.', [['Bash', { command: 'cat fly.toml && git log -1 --oneline', description: 'Show fly config and HEAD' }]]));
    k.push(b.tool('Bash', { command: 'cat fly.toml && git log -1 --oneline' }, `app = "harbour-chat"\nprimary_region = "ams"\n\n[deploy]\n  # release_command = "/app/bin/migrate"\n\n[http_service]\n  internal_port = 4000\n${c.sha(7)} Merge pull request #${c.int(200, 400)} from harbour/typing-indicator`));
    const qs = [['Should the Ecto migrations run before or after the new machines start?', 'Migration timing'], ['Do you want migrations executed as a release_command ahead of the rollout, or manually afterwards?', 'Migrations'], ['One more check on migrations: run them pre-deploy via release_command, or post-deploy?', 'Migration order']];
    for (const [q, h] of qs) {
      k.push(b.llm("The release_command is commented out, so I need to know how migrations should run before deploying.", [['AskUserQuestion', { questions: [{ question: q, header: h, options: [{ label: 'Before (release_command)' }, { label: 'After (manual)' }], multiSelect: false }] }]]));
      k.push(b.tool('AskUserQuestion', { questions: [{ question: q, header: h }] }, { answers: { [q]: 'Before (release_command)' }, note: 'User answered via TUI' }));
    }
    k.push(b.llm("The release_command is commented out, so I need to know how migrations should run before deploying. Let me double check with you once more.", []));
    return b.agent('claude-code', k, { subtype: 'error_max_turns', num_turns: 9, session_id: c.uuid(), total_cost_usd: +(c.r() * 0.4 + 0.1).toFixed(4) });
  } },
{ n: '04', domain: 'escalator maintenance contracts', style: 'gemini',
  goal: 'Schedule the annual step-chain inspection for escalators E3 and E4 at Westgate Mall under contract WG-2231.',
  isolates: 'The model calls request_user_input three times asking the preferred night window in different phrasing; the facility manager answers "Sunday night after 22:00" every time and nothing is scheduled.',
  build(c, b) {
    const k = [];
    k.push(b.llm('', [['get_contract', { contract_id: 'WG-2231' }]]));
    k.push(b.tool('get_contract', { contract_id: 'WG-2231' }, { contract_id: 'WG-2231', site: 'Westgate Mall', units: ['E1', 'E2', 'E3', 'E4'], visit_rule: 'out-of-hours only', technician_pool: ['T-17', 'T-22'], sla_hours: 72, revision: c.int(10, 40), as_of: c.iso() }));
    for (const q of ['Which out-of-hours window suits the mall for the E3/E4 inspection?', 'When can we have the escalators shut down for the inspection overnight?', 'Please confirm the night slot you prefer for closing E3 and E4.']) {
      k.push(b.llm(`The contract requires out-of-hours work and I do not yet have an agreed window. ${q}`, [['request_user_input', { prompt: q, recipient: 'facility_manager' }]]));
      k.push(b.tool('request_user_input', { prompt: q, recipient: 'facility_manager' }, { answer: 'Sunday night after 22:00, any Sunday this month.', answered_by: 'k.morrow@westgate-mall.example', ticket: `INC${c.int(1000000, 9999999)}` }));
    }
    k.push(b.llm('The contract requires out-of-hours work and I do not yet have an agreed window. I will confirm the window with the facility manager before booking technicians.', []));
    return b.agent('maintenance-scheduler', k, { finishReason: 'MAX_ITERATIONS' });
  } },
{ n: '05', domain: 'shark cage diving trips', style: 'vercel',
  goal: 'Add the walk-in guest Priya Raman to tomorrow 07:30 cage dive and collect her medical waiver status.',
  isolates: 'Asks the front desk three times, worded differently, whether the guest has signed the medical waiver; always "yes, signed on the tablet", never adds her to the manifest.',
  build(c, b) {
    const k = [];
    k.push(b.llm('', [['getTripManifest', { tripId: `GB-${c.ymd()}-0730` }]]));
    k.push(b.tool('getTripManifest', { tripId: 'GB-0730' }, { trip: 'Gansbaai 07:30', boat: 'MV Sea Wolf', capacity: 18, booked: 14, swell_m: 1.8, generated: c.httpDate(), seq: c.int(1000, 9999) }));
    for (const q of ['Has Priya Raman signed the medical waiver?', 'Can you check that the guest Priya completed her medical declaration?', 'Is the diving medical form for Ms Raman on file?']) {
      k.push(b.llm(`There are 4 seats left. Before adding the guest I need the waiver status. ${q}`, [['askFrontDesk', { question: q }]]));
      k.push(b.tool('askFrontDesk', { question: q }, { reply: 'Yes, she signed it on the tablet at reception.', staff: 'Thabo', ts: c.iso() }));
    }
    k.push(b.llm('There are 4 seats left. Before adding the guest I need the waiver status confirmed.', []));
    return b.agent('dive-desk', k, { text: '', finishReason: 'length', steps: 8 }, { maxSteps: 8 });
  } },
{ n: '06', domain: 'piñata wholesale orders', style: 'crewai',
  goal: 'Quote and book a wholesale order of 240 unicorn piñatas for PartyBox retail, delivered to their Dallas DC.',
  isolates: 'A CrewAI sales agent uses "Ask Human" four times for the delivery date with varied wording and always gets "by 14 March"; the quote task never completes.',
  build(c, b) {
    const k = [];
    const t = [];
    t.push(b.llm('Thought: I should check stock first.\nAction: inventory_lookup\nAction Input: {"sku": "PIN-UNI-L", "qty": 240}', [['inventory_lookup', { sku: 'PIN-UNI-L', qty: 240 }]]));
    t.push(b.tool('inventory_lookup', { sku: 'PIN-UNI-L', qty: 240 }, `SKU PIN-UNI-L | on hand: 612 | reserved: 90 | warehouse: Monterrey-2 | snapshot ${c.isoSpace()} | lot ${c.b62(6)}`));
    for (const q of ['What delivery date does PartyBox need?', 'By when must the piñatas arrive at the Dallas DC?', 'Could you confirm the required arrival date for the order?', 'What is the deadline for delivery?']) {
      t.push(b.llm(`Thought: Stock is sufficient. I still need the delivery date before quoting freight.\nAction: Ask Human\nAction Input: {"question": "${q}"}`, [['Ask Human', { question: q }]]));
      t.push(b.tool('Ask Human', { question: q }, 'By 14 March, dock doors 6-12, appointment required.'));
    }
    k.push({ type: 'chain', name: 'Task: Prepare wholesale quote', input: { description: 'Quote 240 unicorn piñatas', agent: 'Wholesale Sales Rep' }, output: null, children: t, error: 'Agent stopped due to iteration limit or time limit.' });
    return b.agent('wholesale_crew', k, null);
  } },
];
