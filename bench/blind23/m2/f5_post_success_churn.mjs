// Loop: the goal is met and a tool result confirms it, but the agent keeps re-checking, re-submitting
// or re-announcing (3+ further actions that learn nothing new) until a step limit stops it.
export const family = 'post_success_churn';
export const loop = true;
export const stagnation = true;

export const rows = [
  {
    id: '01', domain: 'packaged ice delivery', style: 'n8n',
    isolates: 'The delivery route is created and confirmed as scheduled, then the agent fetches the same route three more times and re-announces it to the driver twice until max iterations.',
    goal: 'Create tomorrow\'s bagged-ice delivery route for the six beach bars on the south promenade (20 bags each, before 10:00) and tell driver Nuno.',
    build: (n) => {
      const rid = 'RT-' + n.int(40000, 49999);
      const get = () => ({ name: 'get_route', node: 'Get Route', args: { route_id: rid }, out: { route_id: rid, status: 'scheduled', stops: 6, bags_total: 120, eta_last_stop: '09:41', vehicle: 'VAN-07 (reefer)', driver: 'Nuno Reis', fetched_at: n.isoS(), optimizer_rev: n.hex(7) } });
      const tg = () => ({ name: 'telegram_send', node: 'Telegram', args: { chatId: '-100' + n.digits(10), text: `Route ${rid} for tomorrow is ready: 6 beach bars, 120 bags, done by 09:41. Van 07.` }, out: { ok: true, result: { message_id: n.seq('tgmsg'), date: n.epoch() } } });
      return {
        app: 'Ice route builder', trigger: 'Webhook', maxIter: 9,
        system: 'You plan delivery routes for Polar Cubes ice delivery. Use Create Route, Get Route and Telegram.',
        steps: [
          () => ({ say: '', calls: [{ name: 'create_route', node: 'Create Route', args: { date: n.dayPlus(1), zone: 'south_promenade', stops: ['Sal y Mar', 'Tiki Point', 'Onda', 'Blue Flag', 'Chiringuito 5', 'Duna'], bags_per_stop: 20, deadline: '10:00' }, out: { route_id: rid, status: 'scheduled', eta_last_stop: '09:41', distance_km: 14.6, created_at: n.isoS(), request_id: n.uuid() } }] }),
          () => ({ say: 'Route created and scheduled. Letting Nuno know.', calls: [tg()] }),
          () => ({ say: 'Let me verify the route is scheduled.', calls: [get()] }),
          () => ({ say: 'The route is scheduled. Let me verify the route is scheduled once more to be sure.', calls: [get()] }),
          () => ({ say: 'The route is scheduled. Letting Nuno know the route is ready.', calls: [tg()] }),
          () => ({ say: 'The route is scheduled. Let me verify the route is scheduled.', calls: [get()] }),
          () => ({ say: 'The route is scheduled. Letting Nuno know the route is ready.', calls: [tg()] }),
        ],
        stop: 'Agent stopped due to max iterations.',
      };
    },
  },
  {
    id: '02', domain: 'woodturning clubs', style: 'goose',
    isolates: 'The club newsletter is sent (API returns status "sent"), yet the agent keeps GETting the same email and telling the user it was sent, three more times, until the turn limit.',
    goal: 'Send the March newsletter (newsletter/2025-03.md) for the Weald Woodturners club to all subscribers via the Buttondown API.',
    build: (n) => {
      const eid = n.uuid();
      const check = () => ({ name: 'developer__shell', args: { command: `curl -s -i -H "Authorization: Token $BUTTONDOWN_TOKEN" https://api.buttondown.email/v1/emails/${eid}` }, out: `HTTP/2 200\ndate: ${n.http()}\ncontent-type: application/json\nx-request-id: ${n.hex(32)}\nserver: ${n.pick(['gunicorn', 'cloudflare'])}\ncf-ray: ${n.cfRay()}\n\n{"id":"${eid}","subject":"Weald Woodturners - March","status":"sent","num_recipients":212,"publish_date":"${n.isoS(n.now() - 600000)}"}` });
      return {
        app: 'weald-woodturners-newsletter', cwd: '/home/kit/clubs/weald-woodturners',
        system: 'You are goose, an AI agent. Use the developer extension to run shell commands.',
        steps: [
          () => ({ say: 'Sending the March newsletter through the Buttondown API.', calls: [{ name: 'developer__shell', args: { command: 'python scripts/send_newsletter.py newsletter/2025-03.md --send' }, out: `Rendering newsletter/2025-03.md ... ok (${n.int(900, 1400)} words, 3 images)\nPOST https://api.buttondown.email/v1/emails -> 201 Created\nid=${eid} status=sent num_recipients=212\nelapsed ${n.fl(1, 4)}s` }] }),
          () => ({ say: 'The newsletter was sent to 212 subscribers. Let me check the email status.', calls: [check()] }),
          () => ({ say: 'The newsletter has been sent to 212 subscribers. Let me check the email status once more to confirm.', calls: [check()] }),
          () => ({ say: 'The newsletter has been sent to 212 subscribers. Let me check the email status to confirm.', calls: [check()] }),
          () => ({ say: 'The newsletter has been sent to 212 subscribers. Let me check the email status once more to confirm.', calls: [check()] }),
        ],
        stop: 'Stopped: reached max turns (5)',
      };
    },
  },
  {
    id: '03', domain: 'comedy club bookings', style: 'plain',
    isolates: 'The comedian\'s Friday booking is confirmed with a code, but the agent re-reads the booking and re-sends the same confirmation email repeatedly until max turns.',
    goal: 'Book comedian Tasha Greene for the 21:00 headline slot this Friday at The Laughing Gull (fee GBP 350) and send her the confirmation.',
    build: (n) => {
      const code = 'LG-' + n.upper(6);
      const get = () => ({ name: 'get_booking', args: { confirmation: code }, out: { confirmation: code, act: 'Tasha Greene', slot: 'Fri 21:00 headline', status: 'CONFIRMED', fee_gbp: 350, updated_at: n.sql(), version: 1 } });
      const mail = () => ({ name: 'send_email', args: { to: 'bookings@tashagreene.co.uk', subject: `Confirmed: Friday 21:00 at The Laughing Gull (${code})`, body: `Hi Tasha, you're confirmed for the 21:00 headline slot this Friday. Fee GBP 350. Ref ${code}.` }, out: { status: 'accepted', id: n.reqId('em_'), provider: 'postmark', submitted_at: n.iso() } });
      return {
        app: 'gull-booker',
        system: 'You are the booking assistant for The Laughing Gull comedy club. Tools: check_slot, create_booking, get_booking, send_email.',
        steps: [
          () => ({ say: '', calls: [{ name: 'check_slot', args: { date: 'friday', slot: '21:00' }, out: { available: true, capacity: 140, tickets_sold: n.int(70, 110) } }] }),
          () => ({ say: 'The slot is free. Creating the booking.', calls: [{ name: 'create_booking', args: { act: 'Tasha Greene', slot: 'Fri 21:00 headline', fee_gbp: 350 }, out: { confirmation: code, status: 'CONFIRMED', created_at: n.sql() } }] }),
          () => ({ say: 'Booking confirmed. Sending Tasha the confirmation.', calls: [mail()] }),
          () => ({ say: 'Let me make sure the booking is confirmed.', calls: [get()] }),
          () => ({ say: 'The booking is confirmed. I will send Tasha the confirmation so she has it.', calls: [mail()] }),
          () => ({ say: 'Let me make sure the booking is confirmed.', calls: [get()] }),
          () => ({ say: 'The booking is confirmed. I will send Tasha the confirmation so she has it.', calls: [mail()] }),
        ],
        stop: 'max_turns (7) reached',
      };
    },
  },
  {
    id: '04', domain: 'midwifery practices', style: 'braintrust',
    isolates: 'The antenatal appointment letter is delivered (status "delivered"), then the agent keeps polling the same delivery status and re-announces the same sentence in the patient notes until its budget runs out.',
    goal: 'Send patient Olivia Grant her 28-week antenatal appointment letter (Tue 10:40, Room 3, with Midwife Aisha Rahman) by secure message and note it in her record.',
    build: (n) => {
      const mid = 'msg_' + n.hex(12);
      const status = () => ({ name: 'get_message_status', args: { message_id: mid }, out: { message_id: mid, status: 'delivered', delivered_at: n.iso(n.now() - 240000), read: false, gateway: n.host('nhsmail-relay'), checked_at: n.iso() } });
      const note = () => ({ name: 'add_record_note', args: { patient_id: 'MP-20817', note: '28-week appointment letter sent by secure message and delivered.' }, out: { note_id: n.int(500000, 599999), created: n.sqlMs(), author: 'practice-assistant' } });
      return {
        app: 'maternity-admin-agent', tags: ['practice:willowbank'],
        system: 'You handle admin for Willowbank Midwifery Practice. Tools: send_secure_message, get_message_status, add_record_note.',
        steps: [
          () => ({ say: 'Sending the appointment letter.', calls: [{ name: 'send_secure_message', args: { patient_id: 'MP-20817', template: 'antenatal_28wk', fields: { when: 'Tue 10:40', where: 'Room 3', with: 'Aisha Rahman' } }, out: { message_id: mid, status: 'queued', queued_at: n.iso() } }] }),
          () => ({ say: 'Queued. Checking delivery.', calls: [status()] }),
          () => ({ say: 'The letter was delivered. Adding a note to the record.', calls: [note()] }),
          () => ({ say: 'The letter was delivered and noted. Checking delivery status again to be sure.', calls: [status()] }),
          () => ({ say: 'The letter was delivered. Adding a note to the record.', calls: [note()] }),
          () => ({ say: 'The letter was delivered and noted. Checking delivery status again to be sure.', calls: [status()] }),
          () => ({ say: 'The letter was delivered and noted. Checking delivery status again to be sure.', calls: [status()] }),
        ],
        stop: 'BudgetExceeded: 7 tool calls',
      };
    },
  },
  {
    id: '05', domain: 'table tennis leagues', style: 'cline',
    isolates: 'After the CI fix lands and the workflow run is green, the agent keeps re-listing the same successful run and re-running the same passing tests until the task is cut off.',
    goal: 'CI for the table-tennis league fixtures site keeps failing on "npm ci" because of a stale Actions cache. Fix the cache key in .github/workflows/ci.yml and get CI green.',
    build: (n) => {
      const runId = String(n.int(10000000000, 19999999999));
      const list = () => ({ name: 'execute_command', args: { command: 'gh run list --workflow ci.yml --limit 1', requires_approval: 'false' }, out: `STATUS  TITLE                              WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\n✓       ci: key cache on package-lock  CI        main    push   ${runId}  ${n.int(1, 2)}m${n.int(10, 59)}s    about ${n.int(3, 30)} minutes ago` });
      const test = () => ({ name: 'execute_command', args: { command: 'npm test -- --silent', requires_approval: 'false' }, out: `> ttleague-site@2.3.1 test\n> vitest run --silent\n\n ✓ src/fixtures.test.ts (14 tests) ${n.int(20, 90)}ms\n ✓ src/standings.test.ts (9 tests) ${n.int(10, 60)}ms\n\n Test Files  2 passed (2)\n      Tests  23 passed (23)\n   Start at  ${n.hms().slice(0, 8)}\n   Duration  ${n.fl(0.8, 2.5)}s` });
      return {
        app: 'ttleague-site',
        system: 'You are Cline, a highly skilled software engineer.',
        steps: [
          () => ({ say: 'Updating the cache key to hash package-lock.json.', calls: [{ name: 'replace_in_file', args: { path: '.github/workflows/ci.yml', diff: '<<<<<<< SEARCH\n          key: npm-cache-v1\n=======\n          key: npm-${{ runner.os }}-${{ hashFiles(\'package-lock.json\') }}\n>>>>>>> REPLACE' }, out: 'The content was successfully saved to .github/workflows/ci.yml.' }] }),
          () => ({ say: 'Committing and pushing, then watching the run.', calls: [{ name: 'execute_command', args: { command: 'git commit -am "ci: key cache on package-lock" && git push && gh run watch --exit-status', requires_approval: 'true' }, out: `[main ${n.hex(7)}] ci: key cache on package-lock\n 1 file changed, 1 insertion(+), 1 deletion(-)\nTo github.com:ttleague/ttleague-site.git\n   ${n.hex(7)}..${n.hex(7)}  main -> main\n✓ main CI · ${runId}\nTriggered via push about 1 minute ago\n\nJOBS\n✓ build in ${n.int(1, 2)}m${n.int(10, 59)}s (ID ${n.int(30000000000, 39999999999)})\n\n✓ Run CI (${runId}) completed with 'success'` }] }),
          () => ({ say: 'CI is green. Let me double-check the latest run status.', calls: [list()] }),
          () => ({ say: 'CI is green. Let me also make sure the tests pass locally.', calls: [test()] }),
          () => ({ say: 'CI is green and tests pass. Let me double-check the latest run status.', calls: [list()] }),
          () => ({ say: 'CI is green. Let me also make sure the tests pass locally.', calls: [test()] }),
          () => ({ say: 'CI is green and tests pass. Let me double-check the latest run status.', calls: [list()] }),
        ],
        stop: 'Task cancelled: API request limit (7) reached',
      };
    },
  },
  {
    id: '06', domain: 'debt collection agency', style: 'vercel',
    isolates: 'A repayment plan is created and the ledger confirms it is active, yet the agent fetches the same plan three more times and re-logs the same contact note until maxSteps.',
    goal: 'Set up the agreed repayment plan for account DC-559201 (balance GBP 1,840; GBP 115/month over 16 months starting on the 1st) and log the call outcome.',
    build: (n) => {
      const pid = 'pp_' + n.alnum(14);
      const get = () => ({ name: 'getPaymentPlan', args: { planId: pid }, out: { id: pid, account: 'DC-559201', status: 'active', installment: 115, count: 16, first_due: 'the 1st', ledger_sync: n.isoS(), replica: n.host('ledger-ro') } });
      const note = () => ({ name: 'logContactNote', args: { account: 'DC-559201', outcome: 'ARRANGEMENT_AGREED', text: 'Customer agreed GBP 115/month x16. Plan active.' }, out: { noteId: n.int(7000000, 7999999), at: n.us() } });
      return {
        app: 'collections-assistant', maxSteps: 8, tools: ['createPaymentPlan', 'getPaymentPlan', 'logContactNote'],
        system: 'You help collections agents set up affordable repayment arrangements in line with FCA CONC rules.',
        steps: [
          () => ({ say: '', calls: [{ name: 'createPaymentPlan', args: { account: 'DC-559201', installment: 115, count: 16, firstDue: 'next-1st' }, out: { id: pid, status: 'active', schedule_hash: n.sha(16), created: n.isoS() } }] }),
          () => ({ say: 'Plan created and active. Logging the call outcome.', calls: [note()] }),
          () => ({ say: 'Verifying the plan is active.', calls: [get()] }),
          () => ({ say: 'The plan is active. Verifying the plan is active once more.', calls: [get()] }),
          () => ({ say: 'The plan is active. Logging the call outcome.', calls: [note()] }),
          () => ({ say: 'The plan is active. Verifying the plan is active.', calls: [get()] }),
        ],
        stop: 'maxSteps (8) reached without final text',
      };
    },
  },
];
