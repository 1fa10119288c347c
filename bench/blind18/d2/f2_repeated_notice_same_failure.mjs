import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'repeated-notice-same-failure', loop: true, stagnation: true,
  isolates: 'Try, fail the same way, tell the user/channel the same thing, try again: 3+ identical rounds with no change of approach.',
};

export const rows = [
  { id: '01', domain: 'tugboat operators', style: 'otel', build(r) {
    const goal = 'File the harbour-master movement notice for tug "Kittiwake" assisting MV Nordstern at berth 11 at 06:30 tomorrow.';
    const T = recorder('otel', r, { goal, system: 'You are the dispatch assistant for Solent Towage. Tools: submit_movement_notice, post_to_ops_channel.' });
    const ch = [];
    const notice = 'Heads-up: the movement notice for Kittiwake / MV Nordstern (berth 11, 06:30) was rejected by the harbour portal. Retrying now.';
    for (let i = 0; i < 4; i++) {
      ch.push(...T.turn('', [{ name: 'submit_movement_notice', args: { tug: 'KITTIWAKE', assisted_vessel_imo: '9387421', berth: '11', eta: '06:30', pilot_boarding: 'Nab East' },
        out: { status: 422, headers: { date: r.httpDate(), 'x-portal-node': r.host('vts-portal'), 'x-correlation-id': r.uuid() }, body: { code: 'VTS-4102', message: 'Field pilot_boarding: unknown boarding ground "Nab East"' } },
        err: 'HTTP 422 VTS-4102 unknown boarding ground "Nab East"' }]));
      ch.push(...T.turn(notice, [{ name: 'post_to_ops_channel', args: { channel: '#tug-dispatch', text: notice }, out: { ok: true, ts: `${r.epoch()}.${r.int(100000, 999999)}` } }]));
    }
    return { isolates: 'GenAI-semconv spans: the same 422 on the pilot boarding field four times, and the same Slack heads-up each time, arguments never changed.', goal,
      root: rootAgent('otel', 'tug-dispatch', goal, ch, { status: 'incomplete' }, { 'gen_ai.agent.id': r.uuid() }) };
  } },

  { id: '02', domain: 'clay pigeon grounds', style: 'crewai', build(r) {
    const goal = 'Email all members the revised trap-layout PDF for Sunday\'s sporting clays competition.';
    const T = recorder('crewai', r, { goal, system: 'Role: Club Secretary. Goal: keep members informed. Backstory: you run the Harrowdown Shooting Ground office.' });
    const ch = [];
    const msg = 'Sorry, the layout email could not be sent because the attachment was rejected. I will try again.';
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn(`Thought: I need to send the layout PDF to the members list.\nAction: send_bulk_email\nAction Input: {"list": "members-2025", "subject": "Sunday sporting layout (revised)", "attachment": "/srv/club/docs/layout_rev3.pdf"}`, [{ name: 'send_bulk_email', args: { list: 'members-2025', subject: 'Sunday sporting layout (revised)', attachment: '/srv/club/docs/layout_rev3.pdf' },
        out: `smtplib.SMTPDataError: (552, b'5.3.4 Message size exceeds fixed maximum message size (10485760) [${r.host('mx')} ${r.alnum(10)}]')`, err: 'SMTPDataError 552 5.3.4 Message size exceeds fixed maximum message size' }]));
      ch.push(...T.turn(`Thought: I should tell the user.\nAction: notify_user\nAction Input: {"text": "${msg}"}`, [{ name: 'notify_user', args: { text: msg }, out: `delivered to secretary console at ${r.hhmm()}` }]));
    }
    ch.push(...T.turn(`Thought: I need to send the layout PDF to the members list.\nAction: send_bulk_email\nAction Input: {"list": "members-2025", "subject": "Sunday sporting layout (revised)", "attachment": "/srv/club/docs/layout_rev3.pdf"}`, [{ name: 'send_bulk_email', args: { list: 'members-2025', subject: 'Sunday sporting layout (revised)', attachment: '/srv/club/docs/layout_rev3.pdf' },
      out: `smtplib.SMTPDataError: (552, b'5.3.4 Message size exceeds fixed maximum message size (10485760) [${r.host('mx')} ${r.alnum(10)}]')`, err: 'SMTPDataError 552 5.3.4 Message size exceeds fixed maximum message size' }]));
    const task = span('chain', 'Task: Send revised layout', { description: goal, expected_output: 'Confirmation that members were emailed' }, null, ch, { error: 'Agent stopped due to iteration limit or time limit.' });
    return { isolates: 'CrewAI ReAct text: the 14 MB attachment bounces with SMTP 552 four times and the same apology goes to the user three times; no compression or link is tried.', goal,
      root: rootAgent('crewai', 'Club Secretary', goal, [task], { raw: 'Agent stopped due to iteration limit or time limit.' }, { crew_id: r.uuid(), process: 'sequential' }) };
  } },

  { id: '03', domain: 'biogas plant', style: 'pydantic', build(r) {
    const goal = 'Open a maintenance ticket for the digester 2 mixer vibration alarm and assign it to the on-call fitter.';
    const T = recorder('pydantic', r, { goal, system: 'You are the maintenance coordinator at Fenland AD Biogas.' });
    const ch = [];
    const update = 'Could not assign the digester 2 mixer ticket to the on-call fitter: the CMMS says the assignee is not valid. Retrying.';
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn('', [{ name: 'cmms_create_work_order', args: { asset: 'DIG2-MIX-01', priority: 'P2', title: 'Mixer vibration alarm 11.4 mm/s', assignee: 'oncall' },
        out: { error: { type: 'ValidationError', detail: "assignee 'oncall' does not match any technician id", instance: `/api/v2/workorders/${r.uuid()}`, trace: r.hex(16) } }, err: "ValidationError: assignee 'oncall' does not match any technician id" }]));
      ch.push(...T.turn(update, [{ name: 'post_shift_log', args: { entry: update }, out: { entry_id: r.int(40000, 49999), shift: 'B', logged_at: r.iso() } }]));
    }
    return { isolates: 'Logfire-style spans: the same invalid "oncall" assignee is rejected three times and the same shift-log entry is written after each failure.', goal,
      root: rootAgent('pydantic', 'maintenance_agent', goal, ch, { result: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' }) };
  } },

  { id: '04', domain: 'pinball repair', style: 'claudesdk', build(r) {
    const goal = 'Order a replacement flipper coil (FL-11630) for the Medieval Madness machine at The Silver Ball bar, ship to the workshop.';
    const T = recorder('claudesdk', r, { goal, system: 'You are a parts-ordering assistant for a pinball repair workshop. You have MCP tools for the supplier shop and for messaging the owner.' });
    const ch = [];
    const say = 'The supplier checkout failed again with a card decline. I\'ll retry the order for the FL-11630 coil.';
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn(i === 0 ? 'Placing the order with the saved workshop card.' : say, [{ name: 'mcp__pinball_parts__checkout', args: { sku: 'FL-11630', qty: 1, ship_to: 'workshop', payment_method: 'card_ending_4417' },
        out: [{ type: 'text', text: `{"error":"card_declined","decline_code":"expired_card","charge":"ch_${r.alnum(24)}","request_log_url":"https://dashboard.example-pay.com/logs/req_${r.alnum(14)}"}` }], err: 'card_declined: expired_card' }]));
      ch.push(...T.turn('', [{ name: 'mcp__messaging__send_sms', args: { to: 'owner', body: say }, out: [{ type: 'text', text: `queued sid=SM${r.hex(32)}` }] }]));
    }
    ch.push(...T.turn(say, [{ name: 'mcp__pinball_parts__checkout', args: { sku: 'FL-11630', qty: 1, ship_to: 'workshop', payment_method: 'card_ending_4417' },
      out: [{ type: 'text', text: `{"error":"card_declined","decline_code":"expired_card","charge":"ch_${r.alnum(24)}"}` }], err: 'card_declined: expired_card' }]));
    return { isolates: 'Claude Agent SDK transcript: an expired card is declined four times; the same SMS goes to the owner each round and the card is never changed.', goal,
      root: rootAgent('claudesdk', 'parts-orderer', goal, ch, { subtype: 'error_max_turns', num_turns: 8, total_cost_usd: 0.0 + r.int(10, 90) / 1000 }, { session_id: r.uuid() }) };
  } },

  { id: '05', domain: 'stand-up comedy club', style: 'mastra', build(r) {
    const goal = 'Publish Thursday\'s open-mic lineup (8 acts) to the club website and tell the acts it is live.';
    const T = recorder('mastra', r, { goal, system: 'You manage listings for The Laughing Cellar comedy club.' });
    const ch = [];
    const ann = 'Hi all, the Thursday lineup page hit a publishing error, we are on it and will retry shortly.';
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn('', [{ name: 'cmsPublishPage', args: { slug: 'open-mic-thursday', status: 'publish' },
        out: `<html><head><title>503 Service Unavailable</title></head><body><h1>503</h1><p>Upstream cms-origin timed out</p><hr><address>varnish ${r.ver()} | XID: ${r.int(100000000, 999999999)} | node ${r.host('edge')}</address></body></html>`, err: 'HTTP 503 from CMS publish endpoint' }]));
      ch.push(...T.turn(ann, [{ name: 'whatsappGroupSend', args: { group: 'thursday-acts', text: ann }, out: { id: 'wamid.' + r.alnum(30), status: 'sent' } }]));
    }
    return { isolates: 'Mastra spans: publish returns the same varnish 503 three times, the same WhatsApp apology goes to the acts after each, nothing else tried.', goal,
      root: rootAgent('mastra', 'lineupAgent', goal, ch, { finishReason: 'max-steps' }, { resourceId: 'club-cellar', threadId: r.uuid() }) };
  } },

  { id: '06', domain: 'grain elevator', style: 'autogen', build(r) {
    const goal = 'Issue the weigh ticket for truck 7 (wheat, 27.4 t net) and send the moisture-adjusted settlement to the grower.';
    const ch = [];
    const say = 'Settlement could not be generated: the pricing service rejected the grade code. Will retry.';
    const sys = 'You are the scale-house agent at Prairie Grain Co-op.';
    const T = recorder('autogen', r, { goal, system: sys });
    ch.push(...T.turn(null, [{ name: 'issue_weigh_ticket', args: { truck: 7, commodity: 'HRW wheat', gross_kg: 41220, tare_kg: 13820, moisture_pct: 13.9 }, out: `Ticket WT-${r.int(30000, 39999)} printed on ${r.host('scale')} ${r.euDate()}. net=27400 kg` }]));
    for (let i = 0; i < 3; i++) {
      ch.push(...T.turn(null, [{ name: 'price_settlement', args: { ticket: 'latest', grade: 'HRW-1-PRO', moisture_pct: 13.9 }, out: `{"status":"error","code":"UNKNOWN_GRADE","grade":"HRW-1-PRO","valid_prefix_example":"HRW1","svc_ver":"${r.ver()}","ts":${r.epochMs()}}`, err: 'UNKNOWN_GRADE HRW-1-PRO' }]));
      ch.push(...T.turn(say, [{ name: 'send_grower_message', args: { grower: 'G-1184', text: say }, out: `OK id=${r.hex(10)}` }]));
    }
    const inner = span('agent', 'scale_house (AssistantAgent)', { messages: [{ source: 'user', content: goal }] }, { stop_reason: 'Maximum number of turns 7 reached.' }, ch);
    return { isolates: 'AutoGen AssistantAgent: pricing rejects the same malformed grade code three times and the grower gets the same retry message each time.', goal,
      root: rootAgent('autogen', 'RoundRobinGroupChat', goal, [inner], { stop_reason: 'Maximum number of turns 7 reached.' }) };
  } },
];
