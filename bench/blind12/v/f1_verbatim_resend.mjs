// Family 1 — verbatim_resend (loop: true, stagnation: true)
// The agent sends the same long message (30+ words) to the same person/channel again and again,
// near-verbatim, with nothing new learned in between (at most a re-read of something already seen).
import { Trace } from './lib.mjs';

export const family = 'verbatim_resend';
export const loop = true;
export const stagnation = true;
export const isolates = 'The same long outbound message is re-sent near-verbatim to the same audience with no new information in between.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'opera house rehearsals', style: 'bedrock',
    isolates: 'A Bedrock agent re-posts the identical rehearsal room-change notice to the cast channel four times while a pianist booking it re-reads stays TENTATIVE.',
    goal: "Let the Tosca cast know that Thursday's Act II staging rehearsal moves from Studio B to the Main Stage, and confirm the rehearsal pianist is booked for the new room.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are StageOps, the rehearsal coordination agent of the Teatro Comunale production office. Use the Scheduling, Comms and Bookings action groups. Never invent bookings.' });
      const MSG = (hi) => `${hi} — Thursday's Act II staging rehearsal (10:30–14:00) is moving from Studio B to the Main Stage. Please collect your rehearsal props from the Studio B rack before 10:15 and bring them up in the stage-left lift. Costume fittings for Scarpia's henchmen stay in Wardrobe 2 at 14:30 as planned. Thanks!`;
      const booking = () => ({ booking_id: 'PB-2291', pianist: 'Tomás Ferreira', room: 'Studio B', date: 'Thu', slot: '10:30-14:00', status: 'TENTATIVE', note: 'awaiting room confirmation from stage management', last_modified: '2024-11-18T16:02:11Z', served_by: n.host('bookings-api', 'tcm.local'), request_id: n.uuid() });
      const post = () => ({ ok: true, channel: 'C05TOSCA2', ts: n.slackTs(), message: { type: 'message', subtype: 'bot_message', bot_id: 'B04STAGEOPS', client_msg_id: n.uuid() } });
      T.step({ text: 'I need the current details of Thursday\'s rehearsal before notifying anyone.', calls: [{ name: 'Scheduling::getRehearsal', args: { production: 'TOSCA-24', day: 'Thursday' }, result: () => ({ rehearsal_id: 'R-TOS-0417', call: 'Act II staging', old_room: 'Studio B', new_room: 'Main Stage', start: '10:30', end: '14:00', pianist_booking: 'PB-2291', conductor: 'M° Adriana Velli', fetched_at: n.iso() }) }] });
      T.step({ text: 'I have the rehearsal details. Now I will post the room change to the Tosca cast channel.', calls: [{ name: 'Comms::postToCastChannel', args: { channel: '#tosca-cast', message: MSG('Hi everyone') }, result: post }] });
      T.step({ text: 'Next I need to confirm the pianist booking PB-2291 for the new room.', calls: [{ name: 'Bookings::getPianistBooking', args: { booking_id: 'PB-2291' }, result: booking }] });
      T.step({ text: 'The pianist booking is still tentative. I will make sure the cast has the room change notice so nobody goes to Studio B.', calls: [{ name: 'Comms::postToCastChannel', args: { channel: '#tosca-cast', message: MSG('Hi everyone') }, result: post }] });
      T.step({ text: 'Next I need to confirm the pianist booking PB-2291 for the new room.', calls: [{ name: 'Bookings::getPianistBooking', args: { booking_id: 'PB-2291' }, result: booking }] });
      T.step({ text: 'The pianist booking is still tentative. I will make sure the cast has the room change notice so nobody goes to Studio B.', calls: [{ name: 'Comms::postToCastChannel', args: { channel: '#tosca-cast', message: MSG('Hi all') }, result: post }] });
      T.step({ text: 'The pianist booking is still tentative. I will make sure the cast has the room change notice so that nobody goes to Studio B.', calls: [{ name: 'Comms::postToCastChannel', args: { channel: '#tosca-cast', message: MSG('Hi everyone') }, result: post }] });
      T.step({ text: 'Next I need to confirm the pianist booking PB-2291 for the new room.', calls: [{ name: 'Bookings::getPianistBooking', args: { booking_id: 'PB-2291' }, result: booking }] });
      return T.finish({ status: 'MAX_ITERATIONS', error: 'Orchestration stopped: maximum number of iterations (8) reached without a final response.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'beekeeping cooperative', style: 'assistants',
    isolates: 'An Assistants run e-mails the whole co-op the same extractor-outage notice four times, checking the Sent folder and equipment status it has already seen in between.',
    goal: 'Email the co-op members that the shared radial honey extractor is out of service until its bearing is replaced, and give them the alternative extraction slots at the Hollins Lane honey house.',
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the Meadowsweet Beekeepers Co-operative office assistant. You can read equipment status, honey-house bookings and send email on behalf of the committee.' });
      const BODY = (greet) => `${greet}\n\nThe co-op's 20-frame radial extractor is out of service: its main bearing has seized and it cannot be used until the part is replaced (maintenance ticket MNT-0381). Please do not try to run it.\n\nIn the meantime the Hollins Lane honey house has free extraction slots on Tuesday 17:00-20:00, Thursday 17:00-20:00 and Saturday 09:00-13:00. Book them in the usual shared calendar and bring your own uncapping tray.\n\nThanks for your patience,\nThe Committee`;
      const equip = () => ({ equipment_id: 'EXT-RADIAL-20', status: 'OUT_OF_SERVICE', fault: 'main bearing seized', ticket: 'MNT-0381', eta: null, reported_by: 'J. Okafor', reported_at: '2024-07-29 18:40' });
      const sent = (k) => ({ folder: 'sent', items: Array.from({ length: k }, (_, i) => ({ id: `<${n.hex(12)}.${n.digits(5)}@mail.meadowsweet-bees.org>`, to: 'members@meadowsweet-bees.org', subject: 'Radial extractor out of service – alternative slots at Hollins Lane', date: n.http(n.now() - (k - i) * 95000) })), next_page_token: null });
      const send = () => ({ id: `<${n.hex(12)}.${n.digits(5)}@mail.meadowsweet-bees.org>`, status: 'queued', accepted_recipients: 47, rejected_recipients: 0, queue_id: n.upper(11) });
      T.step({ calls: [{ name: 'get_equipment_status', args: { equipment_id: 'EXT-RADIAL-20' }, result: equip }] });
      T.step({ calls: [{ name: 'list_honey_house_slots', args: { site: 'hollins-lane', week: 'current' }, result: { site: 'Hollins Lane', free: [{ day: 'Tue', from: '17:00', to: '20:00' }, { day: 'Thu', from: '17:00', to: '20:00' }, { day: 'Sat', from: '09:00', to: '13:00' }], booked: [{ day: 'Wed', member: 'R. Patel' }] } }] });
      T.step({ text: 'I\'ll email all members about the extractor outage and the alternative Hollins Lane slots now.', calls: [{ name: 'send_email', args: { to: 'members@meadowsweet-bees.org', subject: 'Radial extractor out of service – alternative slots at Hollins Lane', body: BODY('Dear members,') }, result: send }] });
      T.step({ calls: [{ name: 'list_sent_messages', args: { folder: 'sent', limit: 5 }, result: () => sent(1) }] });
      T.step({ text: 'I\'ll email all members about the extractor outage and the alternative Hollins Lane slots.', calls: [{ name: 'send_email', args: { to: 'members@meadowsweet-bees.org', subject: 'Radial extractor out of service – alternative slots at Hollins Lane', body: BODY('Dear members,') }, result: send }] });
      T.step({ calls: [{ name: 'list_sent_messages', args: { folder: 'sent', limit: 5 }, result: () => sent(2) }] });
      T.step({ calls: [{ name: 'get_equipment_status', args: { equipment_id: 'EXT-RADIAL-20' }, result: equip }] });
      T.step({ text: 'I\'ll email all the members about the extractor outage and the alternative Hollins Lane slots now.', calls: [{ name: 'send_email', args: { to: 'members@meadowsweet-bees.org', subject: 'Radial extractor out of service – alternative slots at Hollins Lane', body: BODY('Dear all,') }, result: send }] });
      T.step({ text: 'I\'ll email all members about the extractor outage and the alternative Hollins Lane slots now.', calls: [{ name: 'send_email', args: { to: 'members@meadowsweet-bees.org', subject: 'Radial extractor out of service – alternative slots at Hollins Lane', body: BODY('Dear members,') }, result: send }] });
      return T.finish({ status: 'cancelled', error: 'Run cancelled by orchestrator: tool-call budget (9) exhausted.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'glacier research station', style: 'vercel',
    isolates: 'The agent answers a field camp\'s resupply question over the satellite relay, then re-reads the same unanswered inbox message and sends the identical long reply three more times.',
    goal: 'Answer the Camp 2 field team\'s satellite message asking when the next helicopter resupply can land, using the ops calendar and the latest weather window forecast.',
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the logistics assistant at Hvannadal Glacier Research Station. Field camps reach you through the satellite message relay. Keep replies factual.', model: 'anthropic/claude-3-7-sonnet' });
      const MSG = 'Camp 2: next helicopter resupply is pencilled for Thursday 09:00 UTC, weather permitting (window 08:00–13:00 UTC, wind ~12 kt, medium confidence). Load: 2 drums Jet A-1 and 40 ablation stakes. Please mark the pad with the orange panels and confirm by relay 24 h before. If the window closes, the fallback is Saturday morning.';
      let credits = n.int(8100, 8900);
      const inbox = () => ({ mailbox: 'camp2-relay', unread: 0, messages: [{ id: 'sbd-4471203', from: 'Camp2 (IMEI 300434065512870)', momsn: 1184, received: '2024-05-21T18:44:09Z', text: 'Fuel at 3 days. When is next heli resupply? Need 2 drums JetA1 + ablation stakes. Pad ok.' }], polled_via: n.pick(['gss-reykjavik-1', 'gss-reykjavik-2']), session_status: 0 });
      const send = () => ({ status: 'queued', relayId: 'mt-' + n.digits(7), mtmsn: n.int(1000, 9999), bytes: MSG.length, creditsRemaining: --credits, gateway: n.pick(['iridium-gw-2', 'iridium-gw-3']) });
      T.step({ reasoning: 'Start by reading what Camp 2 asked.', calls: [{ name: 'readRelayInbox', args: { mailbox: 'camp2-relay' }, result: inbox }] });
      T.step({ reasoning: 'They need the resupply date. Check the helicopter calendar and the weather window.', calls: [{ name: 'getOpsCalendar', args: { asset: 'heli-AS350-TFK', from: 'today', days: 7 }, result: () => ({ asset: 'TF-KLA (AS350 B3)', entries: [{ id: 'FLT-0932', purpose: 'resupply Camp 2', date: 'Thu', etd: '09:00Z', status: 'tentative', note: 'weather dependent' }, { id: 'FLT-0935', purpose: 'GPR survey', date: 'Fri', status: 'confirmed' }], generated: n.iso() }) }, { name: 'getWeatherWindow', args: { site: 'camp2', hours: 72 }, result: () => ({ site: 'Camp 2 (64.07N 16.64W, 1180 m)', model_run: `ICON-D2 ${n.pick(['00Z', '06Z'])}`, windows: [{ start: 'Thu 08:00Z', end: 'Thu 13:00Z', wind_kt: 12, gust_kt: 19, vis_km: 10, ceiling_ft: 4500, confidence: 'medium' }, { start: 'Sat 07:00Z', end: 'Sat 11:00Z', wind_kt: 9, confidence: 'low' }], issued: n.isoSec() }) }] });
      T.step({ reasoning: 'Camp 2 asked about the resupply, so I will send them the Thursday slot and the weather window.', text: 'Sending the resupply plan to Camp 2.', calls: [{ name: 'sendRelayMessage', args: { to: 'camp2-relay', text: MSG }, result: send }] });
      T.step({ reasoning: 'Check the relay inbox for Camp 2.', calls: [{ name: 'readRelayInbox', args: { mailbox: 'camp2-relay' }, result: inbox }] });
      T.step({ reasoning: 'Camp 2 asked about the resupply, so I will send them the Thursday slot and the weather window.', text: 'Sending the resupply plan to Camp 2.', calls: [{ name: 'sendRelayMessage', args: { to: 'camp2-relay', text: MSG }, result: send }] });
      T.step({ reasoning: 'Check the relay inbox for Camp 2.', calls: [{ name: 'readRelayInbox', args: { mailbox: 'camp2-relay' }, result: inbox }] });
      T.step({ reasoning: 'Camp 2 asked about the resupply, so I will send them the Thursday slot and the weather window.', text: 'Sending the resupply plan to Camp 2.', calls: [{ name: 'sendRelayMessage', args: { to: 'camp2-relay', text: MSG }, result: send }] });
      T.step({ reasoning: 'Camp 2 asked about the resupply, so I will send them the Thursday slot and the weather window again.', text: 'Sending the resupply plan to Camp 2.', calls: [{ name: 'sendRelayMessage', args: { to: 'camp2-relay', text: MSG.replace('Please mark', 'Please do mark') }, result: send }] });
      return T.finish({ status: 'length', output: { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '', 'ai.stopReason': 'stepCountIs(8) reached' } });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'arcade operations', style: 'claude',
    isolates: 'A Claude Agent SDK run posts the same jammed-dispenser instructions to the floor-staff Slack channel four times, re-reading the manual section it already read between posts.',
    goal: 'Token dispenser #3 on the arcade floor is jammed. Tell the floor staff on Slack what to do until the technician arrives, based on the maintenance manual in docs/manuals.',
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are the shift assistant for Pixel Palace Arcade (Leeds). You may read files in the ops repo and post to Slack.', tools: ['Read', 'Glob', 'mcp__slack__post_message', 'mcp__slack__conversations_history'], cwd: '/srv/ops' });
      const MANUAL = '## 6. Jam clearing (TH-500 token hopper)\n\n6.1 Only a certified technician may open the hopper door (key H-22).\n6.2 Until then: fit the "Out of order" sleeve over the coin/note acceptor.\n6.3 Redirect guests to the nearest working dispenser.\n6.4 Guest compensation: front desk may issue comp tokens from the float, max 10 per guest, each logged in the comp book.\n6.5 Do not power-cycle more than once; repeated resets corrupt the counter EEPROM.\n';
      const MSG = 'Heads up floor team: token dispenser #3 (by the air hockey tables) is jammed. Please do NOT open the hopper door yourselves. Put the "Out of order" sleeve over the note acceptor, send guests to dispensers #1 and #4, and issue comp tokens from the front desk float (max 10 per guest, log each one in the comp book). Don\'t power-cycle it more than once. Technician ETA is after 16:00.';
      const posted = () => ({ ok: true, channel: 'C02FLOORSTF', ts: n.slackTs(), message: { text: MSG, user: 'U07OPSBOT', bot_profile: { name: 'pp-ops' } } });
      T.step({ text: 'Let me find the jam procedure for the token hopper.', calls: [{ name: 'Glob', args: { pattern: 'docs/manuals/*hopper*' }, result: 'docs/manuals/token-hopper-TH-500.md' }] });
      T.step({ calls: [{ name: 'Read', args: { file_path: '/srv/ops/docs/manuals/token-hopper-TH-500.md', offset: 120, limit: 20 }, result: MANUAL }] });
      T.step({ text: 'I\'ll post the interim instructions for dispenser #3 to #floor-staff.', calls: [{ name: 'mcp__slack__post_message', args: { channel: 'floor-staff', text: MSG }, result: posted }] });
      T.step({ text: 'Let me double-check the jam procedure in the manual.', calls: [{ name: 'Read', args: { file_path: '/srv/ops/docs/manuals/token-hopper-TH-500.md', offset: 120, limit: 20 }, result: MANUAL }] });
      T.step({ text: 'I\'ll post the interim instructions for dispenser #3 to #floor-staff.', calls: [{ name: 'mcp__slack__post_message', args: { channel: 'floor-staff', text: MSG }, result: posted }] });
      T.step({ calls: [{ name: 'mcp__slack__conversations_history', args: { channel: 'floor-staff', limit: 3 }, result: () => ({ ok: true, messages: [{ ts: n.slackTs(n.now() - 4000), text: MSG, user: 'U07OPSBOT' }, { ts: n.slackTs(n.now() - 61000), text: MSG, user: 'U07OPSBOT' }, { ts: n.slackTs(n.now() - 900000), text: 'who has the key for the prize cabinet?', user: 'U03KAYLEE' }], has_more: true, response_metadata: { next_cursor: n.cursor() } }) }] });
      T.step({ text: 'I\'ll post the interim instructions for dispenser #3 to #floor-staff.', calls: [{ name: 'mcp__slack__post_message', args: { channel: 'floor-staff', text: MSG }, result: posted }] });
      T.step({ text: 'I\'ll post the interim instructions for dispenser #3 to #floor-staff now.', calls: [{ name: 'mcp__slack__post_message', args: { channel: 'floor-staff', text: MSG.replace('Heads up floor team', 'Heads-up, floor team') }, result: posted }] });
      return T.finish({ status: 'error_max_turns' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'public swimming pool', style: 'vertex',
    isolates: 'An ADK agent sends a parent the same gala-weekend timetable reply three times in a short run, with only an unchanged conversation read in between.',
    goal: 'A parent asked via the web chat whether lane swimming is open during the regional gala weekend. Reply with the adjusted timetable.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'pool_desk_agent', app: 'riverside-leisure-chat', system: 'You are the Riverside Leisure Centre front-desk agent. Reply to web-chat customers with send_chat_reply. Use get_timetable for opening hours.' });
      const MSG = 'Hi! During the regional gala weekend (Sat 14 and Sun 15 June) the 50 m pool is reserved for the competition from 08:30 to 18:00. Lane swimming is still available 07:00–08:30 in lanes 1–2 and again from 18:30 to 21:00 on both days. The teaching pool stays open for families all day. Spectator tickets for the gala are £3 at reception.';
      const sent = () => ({ status: 'delivered', message_id: 'cm_' + n.lower(14), conversation_id: 'conv_8Q2ZK1', delivered_at: n.isoTz(60), widget_session: n.hex(12) });
      T.step({ calls: [{ name: 'get_timetable', args: { pool: 'main-50m', from: '2025-06-14', to: '2025-06-15' }, result: { pool: 'Main 50m', days: [{ date: '2025-06-14', blocks: [{ from: '07:00', to: '08:30', use: 'lane swim', lanes: '1-2' }, { from: '08:30', to: '18:00', use: 'CLOSED - regional gala' }, { from: '18:30', to: '21:00', use: 'lane swim', lanes: '1-6' }] }, { date: '2025-06-15', blocks: [{ from: '07:00', to: '08:30', use: 'lane swim', lanes: '1-2' }, { from: '08:30', to: '18:00', use: 'CLOSED - regional gala' }, { from: '18:30', to: '21:00', use: 'lane swim', lanes: '1-6' }] }], teaching_pool: 'normal hours', gala_tickets_gbp: 3 } }] });
      T.step({ text: 'I\'ll reply to the parent with the gala weekend lane-swim times.', calls: [{ name: 'send_chat_reply', args: { conversation_id: 'conv_8Q2ZK1', text: MSG }, result: sent }] });
      T.step({ calls: [{ name: 'get_conversation', args: { conversation_id: 'conv_8Q2ZK1', last: 2 }, result: () => ({ conversation_id: 'conv_8Q2ZK1', status: 'open', messages: [{ from: 'visitor', text: 'is lane swimming open on the gala weekend?', at: '2025-06-09T17:12:40+01:00' }, { from: 'agent', text: MSG }], visitor_typing: false, page: '/swimming/timetable', polled_at: n.isoTz(60) }) }] });
      T.step({ text: 'I\'ll reply to the parent with the gala weekend lane-swim times.', calls: [{ name: 'send_chat_reply', args: { conversation_id: 'conv_8Q2ZK1', text: MSG }, result: sent }] });
      T.step({ text: 'I will reply to the parent with the gala weekend lane-swim times.', calls: [{ name: 'send_chat_reply', args: { conversation_id: 'conv_8Q2ZK1', text: MSG.replace('Hi!', 'Hello!') }, result: sent }] });
      return T.finish({ status: 'max_llm_calls_exceeded', error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 5 exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'luxury watch repair', style: 'plain',
    isolates: 'A message-level trace sends a watch-service client the same awaiting-part WhatsApp update five times while the repair ticket it re-reads never changes.',
    goal: 'Update the client Mr. Hadley by WhatsApp on the status of his Patek Philippe 5711 service (repair ticket WR-88213).',
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'atelier-concierge', system: 'You are the client concierge of Harrow & Finch Horology. Use get_repair_ticket and send_whatsapp. Be courteous and precise.' });
      const MSG = (d) => `${d} your Patek Philippe 5711 (ticket WR-88213) has been fully disassembled and cleaned. We are waiting for a replacement mainspring from Geneva before reassembly and regulation can begin. We will let you know as soon as the part arrives; the two-year service warranty runs from the completion date. Kind regards, Harrow & Finch`;
      const ticket = () => ({ ticket: 'WR-88213', client: 'R. Hadley', piece: 'Patek Philippe Nautilus 5711/1A', status: 'AWAITING_PART', part: { ref: '5711-104 mainspring', supplier: 'PP Genève SAV', supplier_eta: null }, bench: 'B4', watchmaker: 'L. Moreau', updated_at: '2024-10-02T11:47:30+01:00', _meta: { fetched_at: n.iso(), x_request_id: n.reqId('hf-', 16), cache: n.pick(['MISS', 'HIT']) } });
      const wa = () => ({ messaging_product: 'whatsapp', contacts: [{ input: '+447700900412', wa_id: '447700900412' }], messages: [{ id: `wamid.HBgM${n.upper(24)}` }] });
      T.step({ calls: [{ name: 'get_repair_ticket', args: { ticket: 'WR-88213' }, result: ticket }] });
      T.step({ text: 'The ticket still says AWAITING_PART with no supplier ETA, so I will send Mr. Hadley the status update about the mainspring.', calls: [{ name: 'send_whatsapp', args: { to: '+447700900412', body: MSG('Dear Mr. Hadley,') }, argsString: true, result: wa }] });
      T.step({ calls: [{ name: 'get_repair_ticket', args: { ticket: 'WR-88213' }, result: ticket }] });
      T.step({ text: 'The ticket still says AWAITING_PART with no supplier ETA, so I will send Mr. Hadley the status update about the mainspring.', calls: [{ name: 'send_whatsapp', args: { to: '+447700900412', body: MSG('Dear Mr. Hadley,') }, argsString: true, result: wa }] });
      T.step({ calls: [{ name: 'get_repair_ticket', args: { ticket: 'WR-88213' }, result: ticket }] });
      T.step({ text: 'The ticket still says AWAITING_PART with no supplier ETA, so I will send Mr. Hadley the status update about the mainspring.', calls: [{ name: 'send_whatsapp', args: { to: '+447700900412', body: MSG('Dear Mr Hadley,') }, argsString: true, result: wa }] });
      T.step({ text: 'The ticket still says AWAITING_PART with no supplier ETA, so I will send Mr. Hadley the status update about the mainspring now.', calls: [{ name: 'send_whatsapp', args: { to: '+447700900412', body: MSG('Dear Mr. Hadley,') }, argsString: true, result: wa }] });
      T.step({ text: 'The ticket still says AWAITING_PART with no supplier ETA, so I will send Mr. Hadley the status update about the mainspring.', calls: [{ name: 'send_whatsapp', args: { to: '+447700900412', body: MSG('Dear Mr. Hadley,') }, argsString: true, result: wa }] });
      return T.finish({ status: 'aborted', error: 'AgentExecutor stopped: max_iterations=8' });
    },
  },
];
