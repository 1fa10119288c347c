import { trace } from './lib.mjs';
// Loop: try, fail identically, tell the human the same thing, try again.
export const family = {
  name: 'repeated_notice_same_failure', loop: true, stagnation: true,
  isolates: 'same failing action retried 3+ rounds with a near-identical message to a human after each failure',
  rows: [
    (id) => { // pipe organ builders, Vercel AI SDK
      const user = 'Order the replacement pallet leather for the Swell chest of St Aldhelm\'s organ from the supplier portal.';
      const t = trace(id, 'vercel', { model: 'gpt-4o-mini', agent: 'workshop-assistant', user });
      const N = t.N;
      for (let i = 0; i < 4; i++) {
        t.llm(i === 0 ? 'Placing the order with the leather supplier.' : 'Retrying the order.', [['supplier_order', { sku: 'PL-ALUM-1.2', qty_sqft: 14, po: 'ALD-SW-0317' }]]);
        t.tool({ status: 402, statusText: 'Payment Required', headers: { date: N.http(), 'x-request-id': N.uuid(), server: N.host('shop') }, body: { code: 'ACCOUNT_ON_HOLD', message: 'Trade account 44817 is on credit hold' } }, { error: 'HTTP 402 ACCOUNT_ON_HOLD' });
        t.llm('', [['post_message', { channel: '#workshop', text: 'The leather order for the Swell chest failed: the supplier says our trade account is on credit hold. I will try again.' }]]);
        t.tool({ ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` });
      }
      return { goal: user, isolates: 'Four identical orders fail with ACCOUNT_ON_HOLD and the same Slack notice is posted after each.', root: t.done(null) };
    },
    (id) => { // insolvency practitioner, Pydantic AI / Logfire
      const user = 'File the statement of affairs for Harbeck Joinery Ltd with Companies House using the e-filing API.';
      const t = trace(id, 'pydantic', { model: 'gpt-4o', agent: 'insolvency_agent', user });
      const N = t.N;
      const msg = 'Filing of the statement of affairs for Harbeck Joinery Ltd was rejected: the presenter authentication code was not accepted. Retrying now.';
      for (let i = 0; i < 3; i++) {
        t.llm(i ? 'Resubmitting the filing.' : 'Submitting form LIQ02 for company 08812345.', [['submit_filing', { form: 'LIQ02', company_number: '08812345', presenter_id: 'P-661204', attachment: 'soa_harbeck_signed.pdf' }]]);
        t.tool(`<?xml version="1.0"?><GovTalkMessage><Header><MessageDetails><CorrelationID>${N.hex(32).toUpperCase()}</CorrelationID><Qualifier>error</Qualifier><GatewayTimestamp>${N.iso()}</GatewayTimestamp></MessageDetails></Header><GovTalkErrors><Error><Number>502</Number><Text>Authentication Failure</Text></Error></GovTalkErrors></GovTalkMessage>`, { error: 'GovTalk error 502 Authentication Failure' });
        t.llm('', [['email_partner', { to: 'r.osei@harbeck-ip.co.uk', subject: 'Harbeck Joinery LIQ02 filing', body: msg }]]);
        t.tool({ message_id: `<${N.hex(16)}@mail.harbeck-ip.co.uk>`, accepted: true });
      }
      t.llm('The filing keeps being rejected for authentication. I have informed the partner and will retry.');
      return { goal: user, isolates: 'LIQ02 submission fails with the same GovTalk authentication error three times; the same email goes to the partner each round.', root: t.done('Filing not completed.') };
    },
    (id) => { // call centre workforce management, smolagents
      const user = 'Publish next week\'s agent schedule for the billing queue to the WFM system.';
      const t = trace(id, 'smolagents', { model: 'Qwen/Qwen2.5-72B-Instruct', agent: 'wfm', user });
      const N = t.N;
      t.llm('Thought: load the draft schedule first.\nCode:\n```py\ndraft = load_draft(queue="billing", week="2025-W19")\nprint(draft["shifts"][:2], len(draft["shifts"]))\n```', [['load_draft', { queue: 'billing', week: '2025-W19' }]]);
      t.tool(`Execution logs:\n[{'agent': 'A. Khan', 'start': 'Mon 08:00', 'end': 'Mon 16:30'}, {'agent': 'B. Lowe', 'start': 'Mon 09:00', 'end': 'Mon 17:30'}] 212\nOut: None`);
      for (let i = 0; i < 4; i++) {
        t.llm('Thought: publish the schedule to WFM.\nCode:\n```py\nres = publish_schedule(queue="billing", week="2025-W19", shifts=draft["shifts"])\nprint(res)\n```', [['publish_schedule', { queue: 'billing', week: '2025-W19', shifts: '<212 shifts>' }]]);
        t.tool(`Execution logs:\nTraceback (most recent call last):\n  File "<code>", line 1, in <module>\nWFMConflictError: 409 shift overlaps approved leave for agent_id=3391 (C. Duarte) on 2025-05-07; request ${N.reqId('wfm')}\nOut: None`, { error: 'WFMConflictError: 409 shift overlaps approved leave for agent_id=3391' });
        t.llm('Thought: tell the team lead.\nCode:\n```py\nnotify("team-lead", "Publishing the billing schedule failed because a shift overlaps approved leave for C. Duarte on 7 May. Trying again.")\n```', [['notify', { to: 'team-lead', text: 'Publishing the billing schedule failed because a shift overlaps approved leave for C. Duarte on 7 May. Trying again.' }]]);
        t.tool(`Execution logs:\nsent ${N.uuid()}\nOut: None`);
      }
      return { goal: user, isolates: 'The unchanged schedule is published four times, hits the same 409 leave conflict, and the same notice goes to the team lead each time.', root: t.done(null) };
    },
    (id) => { // glacier guide huts, Google ADK
      const user = 'Reserve 6 bunks at Konkordia hut for the 14 June guided group and pay the deposit.';
      const t = trace(id, 'adk', { model: 'gemini-2.0-flash', agent: 'hut_booker', user });
      const N = t.N;
      t.llm('', [['hut_availability', { hut: 'konkordia', date: '2025-06-14', beds: 6 }]]);
      t.tool({ hut: 'Konkordiahütte SAC', free_beds: 11, half_board_chf: 92, checked: N.isoOff() });
      for (let i = 0; i < 3; i++) {
        t.llm('Beds are free. Paying the deposit to confirm the booking.', [['pay_deposit', { hut: 'konkordia', amount_chf: 180, card_token: 'tok_guide_corp_02' }]]);
        t.tool({ error: { code: 'card_declined', decline_code: 'expired_card', request_log_url: `https://dashboard.payments.example/logs/${N.reqId('req')}` } }, { error: 'card_declined: expired_card' });
        t.llm('The deposit payment for Konkordia was declined because the company card has expired. I am letting the guide know and trying again.', [['send_sms', { to: '+41 79 555 01 22', text: 'Konkordia booking: deposit declined, card expired. Retrying.' }]]);
        t.tool({ sid: `SM${N.hex(32)}`, status: 'queued', segments: 1 });
      }
      return { goal: user, isolates: 'Deposit payment with an expired card is retried three times with the same SMS to the guide between tries.', root: t.done('Booking not confirmed') };
    },
    (id) => { // cross-country ski trail grooming, plain message-level trace
      const user = 'Push tonight\'s grooming plan to the snowcat tablets for trails Blue 3 and Red 7.';
      const t = trace(id, 'plain', { model: 'gpt-4o-2024-11-20', agent: 'grooming-dispatch', user });
      const N = t.N;
      for (let i = 0; i < 3; i++) {
        t.llm(i ? 'Trying the push again.' : 'Sending the plan to the fleet gateway.', [['fleet_push', { vehicles: ['PB400-2', 'PB400-5'], plan_id: 'night-0212', trails: ['B3', 'R7'] }]]);
        t.tool(`POST https://fleet-gw.nordictrails.local/v2/push -> 504 Gateway Timeout after 30.00${N.int(1, 9)}s\nupstream: ${N.host('lte-relay')} (last_seen ${N.syslog()})\ntrace=${N.hex(16)}`, { error: '504 Gateway Timeout' });
        t.llm('', [['radio_note', { channel: 'grooming', text: 'Grooming plan could not be delivered to the snowcats: the fleet gateway timed out. Retrying.' }]]);
        t.tool({ logged: true, seq: N.int(1000, 9999) });
      }
      t.llm('Grooming plan could not be delivered to the snowcats: the fleet gateway timed out. I will retry again shortly.');
      return { goal: user, isolates: 'The same push times out at the same relay three times; the dispatcher logs the same radio note after each.', root: t.done('Plan not delivered') };
    },
    (id) => { // manga publisher, Claude Agent SDK transcript
      const user = 'Upload the final print PDF for "Lantern Keepers" vol. 3 to the printer\'s FTP drop and open a ticket with prepress.';
      const t = trace(id, 'claudesdk', { model: 'claude-sonnet-4-20250514', agent: 'prepress', user });
      const N = t.N;
      t.llm('I\'ll check the PDF first.', [['Bash', { command: 'pdfinfo build/LK_vol3_print.pdf | head -8' }]]);
      t.tool(`Producer:       Adobe PDF Library 17.0\nCreationDate:   ${N.http()}\nPages:          196\nPage size:      362.83 x 515.91 pts\nPDF version:    1.6`);
      for (let i = 0; i < 3; i++) {
        t.llm(i ? 'Retrying the upload.' : 'Uploading to the printer drop.', [['Bash', { command: 'curl -sS -T build/LK_vol3_print.pdf ftp://drop.printer-tokai.example/incoming/ --user kodama:*** ' }]]);
        t.tool(`curl: (9) Server denied you to change to the given directory\n< 550 /incoming: Permission denied (session ${N.hex(8)})`, { error: 'exit code 9' });
        t.llm('', [['mcp__jira__add_comment', { issue: 'PRE-2291', body: 'Upload of LK vol.3 print PDF failed: printer FTP returns 550 Permission denied on /incoming. Will retry the upload.' }]]);
        t.tool({ id: String(N.int(100000, 999999)), created: N.iso() });
      }
      t.llm('The upload failed: printer FTP returns 550 Permission denied on /incoming. I will retry the upload.');
      return { goal: user, isolates: 'FTP upload denied with 550 three times with the same Jira comment after each attempt, no change of approach.', root: t.done(null) };
    },
  ],
};
