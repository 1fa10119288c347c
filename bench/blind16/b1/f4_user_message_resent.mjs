// Family: user_message_resent (loop: true, stagnation: true)
// The same message to the user / ticket / channel is sent again near-verbatim while the same failing
// action is retried, for 3 or more rounds.
import { call } from './lib.mjs';

export default [
  // 01 rope-access window cleaning crews — plain message-level, tool spans nested in llm spans
  {
    domain: 'rope-access window cleaning', style: 'plain', agent: 'crew-ops-assistant',
    system: 'You are the operations assistant for a rope-access facade cleaning company. Keep the site manager informed in the chat.',
    isolates: 'Each round the assistant tells the site manager the same thing about the anchor-inspection booking while the same booking call fails with the same 409, four times.',
    goal: 'Book the annual anchor-point inspection for Tower B of Harbourview Plaza before Monday\'s descent and confirm to the site manager.',
    build(h, t) {
      const conflict = () => ({ status: 409, headers: { date: h.http(), 'x-correlation-id': h.uuid(), server: h.host('bookings') }, body: { error: 'SLOT_LOCKED', message: 'Inspection slot 2025-06-13T08:00 is held by another booking session', lock_owner: 'sess-' + h.b62(8) } });
      const msg = 'Quick update: I am booking the anchor-point inspection for Tower B for Friday 08:00 so the crew can descend on Monday. The booking system says the slot is temporarily held, so I am retrying now and will confirm as soon as it goes through.';
      const book = () => call('book_inspection', { site: 'HVP-TWR-B', type: 'anchor_annual', slot: '2025-06-13T08:00', inspector_pool: 'EN795' }, conflict, { error: 'HTTP 409 Conflict' });
      t.turn(null, [call('get_site', { site: 'HVP-TWR-B' }, { site: 'HVP-TWR-B', anchors: 38, last_inspection: '2024-06-11', standard: 'EN 795 type A', descent_planned: 'Mon 16 Jun' })]);
      t.turn(msg, [book()], { nested: true });
      t.turn('Quick update: I am booking the anchor-point inspection for Tower B for Friday 08:00 so the crew can descend on Monday. The booking system says the slot is temporarily held, so I\'m retrying now and will confirm as soon as it goes through.', [book()], { nested: true });
      t.turn('Quick update: I am booking the anchor-point inspection for Tower B for Friday 08:00 so the crew can descend on Monday. The booking system says that slot is temporarily held, so I am retrying now and will confirm as soon as it goes through.', [book()], { nested: true });
      t.turn(msg, [book()], { nested: true });
      t.cut('conversation timed out waiting for tool success (4 retries)');
    },
  },

  // 02 heating oil deliveries — Claude Agent SDK
  {
    domain: 'heating oil deliveries', style: 'claude', agent: 'claude-agent-sdk', cwd: '/srv/dispatch',
    isolates: 'The agent sends the customer the same apology SMS three times while the same card capture keeps failing with the same processor decline.',
    goal: 'Customer 55102 ordered 900 litres of kerosene for Thursday. Take the payment and confirm the delivery slot by SMS.',
    build(h, t) {
      const decline = () => JSON.stringify({ ok: false, processor: 'adyen', pspReference: h.upper(16), resultCode: 'Refused', refusalReason: 'CVC Declined', merchantReference: 'HO-55102-' + h.digits(4), eventDate: h.isoOff(1) });
      const sms = (text) => call('mcp__sms__send', { to: '+44 7700 900412', body: text }, () => JSON.stringify({ sid: 'SM' + h.hex(32), status: 'queued', date_created: h.http() }));
      const apology = 'Hi Mrs Pryce, sorry for the trouble: the card payment for your 900 litre kerosene order did not go through. I am trying it again now and will text you the moment your Thursday delivery slot is confirmed.';
      t.turn('Capturing payment for order 55102.', [call('mcp__payments__capture', { customer: 55102, amount_gbp: 612.0, card_on_file: 'last4-4417' }, decline, { error: 'payment refused' })]);
      t.turn(apology, [sms(apology), call('mcp__payments__capture', { customer: 55102, amount_gbp: 612.0, card_on_file: 'last4-4417' }, decline, { error: 'payment refused' })]);
      const a2 = 'Hi Mrs Pryce, sorry for the trouble: the card payment for your 900 litre kerosene order didn\'t go through. I am trying it again now and will text you the moment your Thursday delivery slot is confirmed.';
      t.turn(a2, [sms(a2), call('mcp__payments__capture', { customer: 55102, amount_gbp: 612.0, card_on_file: 'last4-4417' }, decline, { error: 'payment refused' })]);
      t.turn(apology, [sms(apology), call('mcp__payments__capture', { customer: 55102, amount_gbp: 612.0, card_on_file: 'last4-4417' }, decline, { error: 'payment refused' })]);
      t.cut('error_max_turns', null, { subtype: 'error_max_turns' });
    },
  },

  // 03 paragliding school — Langfuse
  {
    domain: 'paragliding school', style: 'langfuse', agent: 'flight-desk-bot',
    isolates: 'A student gets the same "waiting for the weather service" message four times while the same forecast call times out each round.',
    goal: 'Tell student pilot Lukas Ferreira whether Saturday\'s ridge-soaring session at Hohe Wand goes ahead, based on the wind forecast.',
    build(h, t) {
      const timeout = () => ({ error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='api.flugwetter.example', port=443): Read timed out. (read timeout=10)`, attempt_at: h.iso(), edge: h.host('egress') });
      const m = 'Hi Lukas, I am still waiting for the wind forecast for Hohe Wand on Saturday. As soon as it arrives I will tell you whether the ridge-soaring session goes ahead. Please keep Saturday morning free for now.';
      const fc = () => call('wind_forecast', { site: 'hohe-wand', date: 'Sat', levels: ['10m', '850hPa'] }, timeout, { error: 'ReadTimeout after 10s' });
      t.turn(null, [fc()]);
      t.turn(m, [fc()]);
      t.turn('Hi Lukas, I am still waiting for the wind forecast for Hohe Wand on Saturday. As soon as it arrives I will let you know whether the ridge-soaring session goes ahead. Please keep Saturday morning free for now.', [fc()]);
      t.turn(m, [fc()]);
      t.turn('Hi Lukas, I\'m still waiting for the wind forecast for Hohe Wand on Saturday. As soon as it arrives I will tell you whether the ridge-soaring session goes ahead. Please keep Saturday morning free for now.', [fc()]);
      t.event('user-left-chat', { channel: 'whatsapp', idle_s: 1800 });
      t.cut('session closed by user idle timeout; no answer delivered');
    },
  },

  // 04 credit union member services — Haystack
  {
    domain: 'credit union member services', style: 'haystack', agent: 'member-services-agent',
    isolates: 'The agent posts the same note to a member\'s case ticket three times while the same address-change call keeps being rejected by the core banking API.',
    goal: 'Member #30877 moved house. Update the mailing address in core banking and note the change on case CU-4412.',
    build(h, t) {
      const rej = () => JSON.stringify({ code: 'CB-4030', message: 'Address verification service unavailable; change not applied', trace: h.traceparent(), ts: h.unixMs() });
      const note = 'Attempted to update the mailing address for member 30877 to 14 Larchfield Way, Stroud GL5 3QT as requested on the call. Core banking rejected the change because address verification is unavailable; retrying shortly, no action needed from the member.';
      const upd = () => call('core_update_address', { member: 30877, line1: '14 Larchfield Way', town: 'Stroud', postcode: 'GL5 3QT', verify: true }, rej, { error: 'CB-4030' });
      const post = (txt) => call('case_add_note', { case_id: 'CU-4412', visibility: 'internal', body: txt }, () => JSON.stringify({ note_id: h.int(900000, 999999), created: h.eu() }));
      t.turn(null, [upd()]);
      t.turn(note, [post(note), upd()]);
      const n2 = 'Attempted to update the mailing address for member 30877 to 14 Larchfield Way, Stroud GL5 3QT as requested on the call. Core banking rejected the change because the address verification is unavailable; retrying shortly, no action needed from the member.';
      t.turn(n2, [post(n2), upd()]);
      t.turn(note, [post(note), upd()]);
      t.cut('PipelineMaxComponentRuns: chat_generator reached max runs (4)');
    },
  },

  // 05 go-kart track bookings — Strands, posting to a team channel
  {
    domain: 'go-kart track bookings', style: 'strands', agent: 'track_bookings_agent',
    isolates: 'The agent posts the same status message to the staff channel in every cycle while the same group booking attempt fails on a full heat, four rounds.',
    goal: 'Book a 14-driver stag party into Saturday\'s 19:00 Grand Prix heat and post the confirmation in #front-desk.',
    build(h, t) {
      const full = () => ({ ok: false, error: 'HEAT_CAPACITY', heat: 'SAT-1900-GP', capacity: 16, booked: 9, requested: 14, checked_at: h.hmsMs(), node: h.pod('karts') });
      const status = 'Working on the 14-driver stag party for Saturday 19:00 Grand Prix. The heat shows capacity problems, so the booking has not gone in yet. Trying again now; please do not sell the remaining seats in that heat until I confirm.';
      const post = (txt) => call('slack_post', { channel: '#front-desk', text: txt }, () => ({ ok: true, ts: `${h.unix()}.${h.digits(6)}`, channel: 'C04FRNTDSK1' }));
      const book = () => call('book_heat', { heat: 'SAT-1900-GP', drivers: 14, party: 'Doyle stag', package: 'GP-50' }, full, { error: 'HEAT_CAPACITY' });
      t.turn(null, [book()]);
      t.turn(status, [post(status), book()]);
      t.turn('Working on the 14-driver stag party for Saturday 19:00 Grand Prix. The heat shows capacity problems, so the booking has not gone in yet. Trying again now; please don\'t sell the remaining seats in that heat until I confirm.', [post('Working on the 14-driver stag party for Saturday 19:00 Grand Prix. The heat shows capacity problems, so the booking has not gone in yet. Trying again now; please don\'t sell the remaining seats in that heat until I confirm.'), book()]);
      t.turn(status, [post(status), book()]);
      t.turn('Working on the 14-driver stag party for Saturday 19:00 Grand Prix. The heat is showing capacity problems, so the booking has not gone in yet. Trying again now; please do not sell the remaining seats in that heat until I confirm.', [post(status), book()]);
      t.cut('EventLoopException: max cycles (5) reached');
    },
  },

  // 06 physiotherapy clinic — plain, tool spans as siblings
  {
    domain: 'physiotherapy clinic', style: 'plain', agent: 'reception-agent', llmName: 'ChatOpenAI',
    system: 'You are the reception agent for a physiotherapy clinic. Patients message you on the web chat.',
    isolates: 'A patient receives the same reassurance message three times while the agent keeps calling the same insurer pre-authorisation endpoint, which returns the same pending-error each time.',
    goal: 'Patient Ingrid Solberg wants her 6-session knee rehab course approved by her insurer before booking the first session on Tuesday.',
    build(h, t) {
      const pend = () => ({ status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>', headers: { date: h.http(), 'x-amzn-requestid': h.uuid(), 'retry-after': '30' } });
      const preauth = () => call('insurer_preauth', { insurer: 'Vesta Helse', policy: 'VH-7781-230', procedure: 'PHYS-KNEE-REHAB', sessions: 6 }, pend, { error: 'HTTP 502 from insurer gateway' });
      const m = 'Thanks for your patience, Ingrid. I am requesting approval for your six knee rehabilitation sessions from Vesta Helse now. Their system is slow to respond at the moment; I will book your Tuesday session as soon as the approval comes through.';
      t.turn(null, [call('patient_lookup', { name: 'Ingrid Solberg', dob: '1979-02-08' }, { patient_id: 'P-22018', insurer: 'Vesta Helse', policy: 'VH-7781-230', referral: 'GP referral on file, ' + h.day(-12) })]);
      t.turn(m, [preauth()]);
      t.turn('Thanks for your patience, Ingrid. I\'m requesting approval for your six knee rehabilitation sessions from Vesta Helse now. Their system is slow to respond at the moment; I will book your Tuesday session as soon as the approval comes through.', [preauth()]);
      t.turn(m, [preauth()]);
      t.cut('agent loop aborted: recursion_limit 8 reached');
    },
  },
];
