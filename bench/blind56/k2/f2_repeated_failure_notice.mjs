// Loop: same failing action, same apology/notice to the user, 3+ rounds.
export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true;
export const rows = [
{
  domain: 'tin mine ventilation', style: 'otel', model: 'gpt-4o-2024-11-20',
  isolates: 'Agent tries to raise fan speed on level 4 via the SCADA API, gets the same interlock 423 each time, and posts the same Slack notice to the shift channel after every try.',
  goal: 'Raise main ventilation fan VF-4 to 85% for the blasting re-entry clearance on level 4.',
  build: (c, S) => {
    const fail = () => S.tool('scada_set_setpoint', { tag: 'L4.VF4.SPEED_SP', value: 85, unit: '%' }, { status: 423, headers: { date: c.http(), 'x-scada-node': c.host('scada'), 'x-correlation-id': c.uuid() }, body: { error: 'INTERLOCK_ACTIVE', detail: 'Interlock IL-17 (door D4-2 open) blocks setpoint write', seq: c.int(10000, 99999) } }, 'HTTP 423 Locked: INTERLOCK_ACTIVE');
    const note = 'Heads up: I could not raise VF-4 on level 4 to 85% — the SCADA write is blocked by an interlock. I will retry shortly.';
    const post = () => S.tool('slack_post', { channel: '#l4-shift', text: note }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}`, channel: 'C0' + c.B32(8) });
    return S.agent('vent_agent', { goal: 'VF-4 to 85%' }, { status: 'aborted', reason: 'step budget exhausted' }, [
      S.llm([['user', 'Raise VF-4 to 85% for re-entry clearance.']], null, [['scada_set_setpoint', { tag: 'L4.VF4.SPEED_SP', value: 85 }]]), fail(),
      S.llm([['tool', 'HTTP 423 INTERLOCK_ACTIVE']], note, [['slack_post', { channel: '#l4-shift' }]]), post(),
      S.llm([['tool', 'ok']], null, [['scada_set_setpoint', { tag: 'L4.VF4.SPEED_SP', value: 85 }]]), fail(),
      S.llm([['tool', 'HTTP 423 INTERLOCK_ACTIVE']], 'Heads up: I could not raise VF-4 on level 4 to 85% — the SCADA write is blocked by an interlock. I will retry shortly.', [['slack_post', { channel: '#l4-shift' }]]), post(),
      S.llm([['tool', 'ok']], null, [['scada_set_setpoint', { tag: 'L4.VF4.SPEED_SP', value: 85 }]]), fail(),
      S.llm([['tool', 'HTTP 423 INTERLOCK_ACTIVE']], 'Heads up: I could not raise VF-4 on level 4 to 85%, the SCADA write is blocked by an interlock. I will retry shortly.', [['slack_post', { channel: '#l4-shift' }]]), post(),
      S.llm([['tool', 'ok']], null, [['scada_set_setpoint', { tag: 'L4.VF4.SPEED_SP', value: 85 }]]), fail(),
    ]);
  },
},
{
  domain: 'violin bow rehairing shop', style: 'claude_sdk', model: 'claude-sonnet-4-20250514',
  isolates: 'Agent tries to charge a deposit, gets the same card_declined each time, and e-mails the customer the same "payment did not go through" message after each attempt.',
  goal: 'Take the 40 EUR deposit for a cello bow rehair (Mongolian white hair) and confirm the drop-off date.',
  build: (c, S) => {
    const mail = 'Dear Ms Varga, unfortunately your deposit payment for the cello bow rehair did not go through. We will try again in a moment; no action is needed from you.';
    const charge = () => S.tool('mcp__stripe__create_payment_intent', { amount: 4000, currency: 'eur', customer: 'cus_' + 'Qk2v' + 'L9', confirm: true }, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', request_log_url: `https://dashboard.stripe.com/logs/${c.reqId()}`, payment_intent: 'pi_' + c.b36(24) } }, 'card_declined: insufficient_funds');
    const send = () => S.tool('mcp__gmail__send', { to: 'e.varga@example.org', subject: 'Your bow rehair deposit', body: mail }, `Message sent. id=${c.hex(16)} threadId=${c.hex(16)}`);
    return S.agent('', { prompt: 'Take the deposit for the Varga cello bow and confirm drop-off.' }, { subtype: 'error_max_turns', num_turns: 12, total_cost_usd: 0.0831 }, [
      S.llm([['user', 'Take the deposit for the Varga cello bow.']], 'I will charge the 40 EUR deposit.', [['mcp__stripe__create_payment_intent', {}]]), charge(),
      S.llm([['user', 'tool_result: card_declined']], 'The payment was declined. I will let the customer know.', [['mcp__gmail__send', {}]]), send(),
      S.llm([['user', 'tool_result: sent']], 'Retrying the deposit charge.', [['mcp__stripe__create_payment_intent', {}]]), charge(),
      S.llm([['user', 'tool_result: card_declined']], 'The payment was declined. I will let the customer know.', [['mcp__gmail__send', {}]]), send(),
      S.llm([['user', 'tool_result: sent']], 'Retrying the deposit charge.', [['mcp__stripe__create_payment_intent', {}]]), charge(),
      S.llm([['user', 'tool_result: card_declined']], 'The payment was declined. I will let the customer know.', [['mcp__gmail__send', {}]]), send(),
    ]);
  },
},
{
  domain: 'marble sculpture studio', style: 'langfuse', model: 'gpt-4o',
  isolates: 'Agent requests a freight quote for a 900 kg marble crate, gets the same "weight exceeds tail-lift limit" rejection, and updates the customer ticket with the same comment each round.',
  goal: 'Book freight for a 900 kg Carrara marble sculpture from the studio to a gallery in Rotterdam.',
  build: (c, S) => {
    const q = () => S.tool('freight_quote', { origin: 'Pietrasanta IT', dest: 'Rotterdam NL', weight_kg: 900, dims_cm: [120, 80, 160], service: 'tail-lift' }, `{"quote":null,"reject_code":"TL_MAX","message":"Gross weight 900 kg exceeds tail-lift limit 750 kg","quote_ref":"Q-${c.B32(8)}","carrier_node":"${c.host('quotes')}","at":"${c.isoOff()}"}`, 'rejected: TL_MAX');
    const cm = 'Update: the freight booking for your sculpture could not be completed yet because the carrier rejected the quote. We are retrying and will update you.';
    const tk = () => S.tool('zendesk_add_comment', { ticket: 48213, public: true, body: cm }, { audit: { id: c.int(10 ** 11, 10 ** 12), created_at: c.iso() }, ticket: { id: 48213, updated_at: c.iso() } });
    return S.agent('freight-booking', { ticket: 48213 }, { status: 'stopped', reason: 'max_iterations=10' }, [
      S.llm([['user', 'Book freight for ticket 48213']], null, [['freight_quote', {}]]), q(),
      S.llm([['tool', 'TL_MAX']], cm, [['zendesk_add_comment', {}]]), tk(),
      S.llm([['tool', 'ok']], null, [['freight_quote', {}]]), q(),
      S.llm([['tool', 'TL_MAX']], 'Update: the freight booking for your sculpture could not be completed yet because the carrier rejected the quote. We are retrying and will update you.', [['zendesk_add_comment', {}]]), tk(),
      S.llm([['tool', 'ok']], null, [['freight_quote', {}]]), q(),
      S.llm([['tool', 'TL_MAX']], 'Update: the freight booking for your sculpture could not be completed yet as the carrier rejected the quote. We are retrying and will update you.', [['zendesk_add_comment', {}]]), tk(),
    ]);
  },
},
{
  domain: 'printing ink manufacturing', style: 'autogen', model: 'gpt-4o-mini',
  isolates: 'Assistant runs the same viscosity export script that crashes with the same KeyError, and each time tells the user the same apology before re-running unchanged.',
  goal: 'Export last week\'s Zahn-cup viscosity readings for batch line C to CSV for the QC manager.',
  build: (c, S) => {
    const run = () => S.tool('run_code', { language: 'python', code: 'import pandas as pd\ndf = pd.read_parquet("/data/visc/lineC.parquet")\ndf[df["zahn_s"] > 0][["batch","zahn_s","temp_c"]].to_csv("out.csv")' }, `exitcode: 1 (execution failed)\nCode output: Traceback (most recent call last):\n  File "${c.tmp('.py')}", line 3, in <module>\n    df[df["zahn_s"] > 0]\nKeyError: 'zahn_s'\n[container ${c.hex(12)}] elapsed ${c.dur()}`, 'KeyError: zahn_s');
    const apology = 'Sorry, the export ran into an error reading the viscosity column. Let me run it again.';
    const user = () => ({ type: 'agent', name: 'user_proxy', input: apology, output: 'Ok.', children: [], metadata: { autogen_type: 'UserProxyAgent' } });
    return S.agent('RoundRobinGroupChat', { task: 'Export line C viscosity to CSV' }, { stop_reason: 'Maximum number of messages 10 reached' }, [
      S.llm([['user', 'Export line C viscosity readings to CSV']], 'Running the export.', [['run_code', {}]]), run(),
      S.llm([['tool', 'KeyError']], apology), user(),
      S.llm([['user', 'Ok.']], 'Running the export.', [['run_code', {}]]), run(),
      S.llm([['tool', 'KeyError']], 'Sorry, the export ran into an error reading the viscosity column. Let me run it again.'), user(),
      S.llm([['user', 'Ok.']], 'Running the export.', [['run_code', {}]]), run(),
      S.llm([['tool', 'KeyError']], 'Sorry — the export ran into an error reading the viscosity column. Let me run it again.'), user(),
    ]);
  },
},
{
  domain: 'container registry garbage collection (devops)', style: 'strands', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
  isolates: 'Ops agent runs registry GC, hits the same read-only filesystem error every time, and posts the same incident note to the on-call channel after every failure.',
  goal: 'Free disk on the self-hosted Docker registry by deleting untagged manifests and running garbage-collect.',
  build: (c, S) => {
    const gc = () => S.tool('shell', { command: 'docker exec registry registry garbage-collect --delete-untagged /etc/docker/registry/config.yml' }, `time="${c.iso()}" level=info msg="marking blob sha256:${c.sha256()}" go.version=go1.20.8 instance.id=${c.uuid()}\nfailed to garbage collect: failed to delete blob: open /var/lib/registry/docker/registry/v2/blobs/sha256/${c.hex(2)}/data: read-only file system\n(exit 1, ${c.dur()})`, 'exit status 1');
    const n = 'Registry GC on reg-01 failed: blob storage is read-only. Disk still at 94%. Retrying.';
    const page = () => S.tool('pagerduty_note', { incident: 'Q2' + c.B32(10), note: n }, { note: { id: 'P' + c.B32(6), created_at: c.isoOff() } });
    return S.agent('registry_janitor', { task: 'free registry disk' }, { stop_reason: 'max_tokens', cycles: 8 }, [
      S.tool('shell', { command: 'df -h /var/lib/registry' }, `Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    500G  470G   30G  94% /var/lib/registry`),
      S.llm([['user', 'Free registry disk']], 'Disk is 94%. Running GC.', [['shell', {}]]), gc(),
      S.llm([['user', 'exit 1 read-only']], n, [['pagerduty_note', {}]]), page(),
      S.llm([['user', 'note added']], 'Running GC.', [['shell', {}]]), gc(),
      S.llm([['user', 'exit 1 read-only']], 'Registry GC on reg-01 failed: blob storage is read-only. Disk still at 94%. Retrying.', [['pagerduty_note', {}]]), page(),
      S.llm([['user', 'note added']], 'Running GC.', [['shell', {}]]), gc(),
      S.llm([['user', 'exit 1 read-only']], 'Registry GC on reg-01 failed: blob storage is read-only; disk still at 94%. Retrying.', [['pagerduty_note', {}]]), page(),
    ]);
  },
},
{
  domain: 'harpsichord tuning service', style: 'pydantic', model: 'gpt-4.1',
  isolates: 'Agent tries to create a calendar event for a tuning visit, gets the same 409 conflict, and texts the client the same "we could not confirm yet" message three times.',
  goal: 'Schedule a quarter-comma meantone re-tuning visit for a double-manual harpsichord at St Anne\'s chapel.',
  build: (c, S) => {
    const ev = () => S.tool('create_event', { calendar: 'tuners@harpsi.example', start: '2025-03-14T09:00:00+01:00', duration_min: 150, title: 'Meantone retune - St Anne double manual' }, { error: { code: 409, message: 'The requested identifier already exists.', reason: 'duplicate', domain: 'global' }, 'x-goog-request-id': c.hex(20), date: c.http() }, '409 duplicate');
    const sms = 'Hello from Tasto Tuning: we could not confirm your harpsichord tuning visit yet due to a calendar issue. We will confirm as soon as possible.';
    const text = () => S.tool('send_sms', { to: '+44 7700 900' + c.int(100, 999), body: sms }, { sid: 'SM' + c.hex(32), status: 'queued', segments: 2, price_unit: 'GBP' });
    return S.agent('scheduler_agent', { prompt: 'Book the St Anne retune on the 14th, 9am' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' }, [
      S.llm([['user', 'Book the St Anne retune on the 14th, 9am']], null, [['create_event', {}]]), ev(),
      S.llm([['tool', '409']], sms, [['send_sms', {}]]), text(),
      S.llm([['tool', 'queued']], null, [['create_event', {}]]), ev(),
      S.llm([['tool', '409']], 'Hello from Tasto Tuning: we could not confirm your harpsichord tuning visit yet due to a calendar issue. We will confirm as soon as possible.', [['send_sms', {}]]), text(),
      S.llm([['tool', 'queued']], null, [['create_event', {}]]), ev(),
      S.llm([['tool', '409']], 'Hello from Tasto Tuning — we could not confirm your harpsichord tuning visit yet due to a calendar issue. We will confirm as soon as possible.', [['send_sms', {}]]), text(),
    ]);
  },
},
];
