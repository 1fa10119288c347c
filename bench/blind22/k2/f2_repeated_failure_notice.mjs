// Family: try -> fail the same way -> tell someone the same thing -> try again (3+ rounds).
import { makeStyle, span, js } from './lib.mjs';

export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true; // the model's status message is repeated near-verbatim
export const isolates = 'The same failing action retried 3+ times, each failure followed by a near-identical message to a human.';

export const rows = [
  {
    n: '01', domain: 'volunteer fire brigades', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'A brigade roster bot pushes the weekend duty roster to the pager gateway, gets the same 401 (expired API key) three times, and each time posts the same notice to the officer-in-charge.',
    goal: 'Publish this weekend\'s on-call roster for Kettlewick Volunteer Fire Brigade to the pager gateway so crews get their availability prompts.',
    build(N) {
      const S = makeStyle('vercel', N, { model: 'gpt-4o-mini', system: 'You are the Kettlewick VFB roster assistant. Tools: get_roster, publish_pager_roster, message_officer.', goal: this.goal });
      const c = [];
      c.push(S.llm('', [['get_roster', { weekend: N.ymdPlus(3) }]]));
      c.push(S.tool('get_roster', { weekend: N.ymdPlus(3) }, { appliance: ['KW-P1 (pump)', 'KW-T2 (tanker)'], crews: [{ shift: 'Sat 06-18', members: ['Dale O.', 'Priya S.', 'Huw B.', 'Tam R.'], oic: 'Lt. Moira Grant' }, { shift: 'Sat 18-06', members: ['Ben W.', 'Ffion L.', 'Gus P.'], oic: 'Stn Off. Ray Kerr' }], version: N.int(40, 90), updated: N.syslog() }));
      const notice = 'Heads up: I could not push the weekend roster to the pager gateway — it rejected our API key as expired (401). Crews will not get availability prompts until this is sorted. I will try again shortly.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm('', [['publish_pager_roster', { brigade: 'KW', roster_version: 71, notify: true }]]));
        c.push(S.tool('publish_pager_roster', { brigade: 'KW', roster_version: 71, notify: true }, { status: 401, headers: N.httpHeaders({ 'www-authenticate': 'Bearer error="invalid_token", error_description="key kw-roster-bot expired ' + N.ymdPlus(-2) + '"', 'x-gw-node': N.host('pagergw') }), body: { code: 'KEY_EXPIRED', trace: N.traceparent() } }, { error: 'HTTP 401 Unauthorized: key expired' }));
        c.push(S.llm(notice, [['message_officer', { to: 'Lt. Moira Grant', text: notice }]]));
        c.push(S.tool('message_officer', { to: 'Lt. Moira Grant', text: notice }, { delivered: true, message_id: N.snowflake(), channel: 'signal', at: N.iso() }));
      }
      return S.root(c, { output: notice, fn: 'roster-publisher', maxSteps: 11 });
    },
  },
  {
    n: '02', domain: 'sail training ships', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'A voyage-admin agent submits the crew manifest to the port portal, gets the same 422 about a passport-expiry date format each time without changing the payload, and emails the bosun the same apology three times.',
    goal: 'File the pre-arrival crew and trainee manifest for brig "Morning Tern" arriving Falmouth, and let the bosun know when it is accepted.',
    build(N) {
      const S = makeStyle('otel_genai', N, { model: 'gpt-4.1-mini', system: 'You handle port paperwork for the Morning Tern sail training brig. Tools: load_manifest, submit_port_manifest, send_email.', goal: this.goal, agentName: 'voyage-admin' });
      const c = [];
      c.push(S.llm(null, [['load_manifest', { voyage: 'MT-24-17' }]]));
      const people = [['Master', 'A. Penrose', '2031-04-30'], ['Mate', 'J. Okafor', '29/11/2027'], ['Bosun', 'K. Tregear', '2029-08-12'], ['Trainee', 'L. Ní Bhriain', '2026-02-01'], ['Trainee', 'M. Castell', '2030-07-19']];
      c.push(S.tool('load_manifest', { voyage: 'MT-24-17' }, { vessel: 'Morning Tern', imo: '9' + N.int(100000, 999999), eta: N.isoOffset(1), persons: people.map(([r, n, e]) => ({ role: r, name: n, passport_expiry: e })), file: N.tmp('.csv') }));
      const mail = 'Hi Kit, the port manifest for MT-24-17 was rejected again by the Falmouth portal (422, passport expiry format on one crew record). I have not been able to get it accepted yet and will retry.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(i === 0 ? 'Submitting the manifest to the port portal.' : 'Submitting the manifest again.', [['submit_port_manifest', { voyage: 'MT-24-17', port: 'GBFAL', persons: 5 }]]));
        c.push(S.tool('submit_port_manifest', { voyage: 'MT-24-17', port: 'GBFAL', persons: 5 }, { http_status: 422, submission_ref: 'NSW-' + N.hex(8).toUpperCase(), errors: [{ record: 2, field: 'passport_expiry', message: 'must be ISO-8601 date (YYYY-MM-DD)', value: '29/11/2027' }], received: N.httpDate(), node: N.host('nsw-portal') }, { error: 'ValidationError: 422 Unprocessable Entity' }));
        c.push(S.llm(mail, [['send_email', { to: 'bosun@morningtern.org', subject: 'MT-24-17 manifest not accepted yet', body: mail }]]));
        c.push(S.tool('send_email', { to: 'bosun@morningtern.org', subject: 'MT-24-17 manifest not accepted yet', body: mail }, { accepted: ['bosun@morningtern.org'], messageId: `<${N.uuid()}@mailer.morningtern.org>`, response: '250 2.0.0 OK ' + N.epoch() + ' ' + N.b62(12) + ' - gsmtp' }));
      }
      return S.root(c, { output: mail });
    },
  },
  {
    n: '03', domain: 'Postgres streaming replica rebuild', style: 'Anthropic Messages API logs',
    isolates: 'An ops agent reruns the same pg_basebackup command, hits the identical pg_hba.conf rejection each time, and posts the same status message to #db-ops after every attempt.',
    goal: 'Rebuild the broken streaming replica pg-replica-2 from the primary pg-main-1 and confirm replication lag is under 5 seconds.',
    build(N) {
      const S = makeStyle('anthropic', N, { system: 'You are an SRE assistant with shell access to pg-replica-2. Tools: run_shell, slack_post.', goal: this.goal });
      const c = [];
      const cmd = 'sudo -u postgres pg_basebackup -h 10.20.0.11 -U replicator -D /var/lib/postgresql/16/main -X stream -R -P';
      c.push(S.llm('First I will stop postgres on the replica and clear the old data directory.', [['run_shell', { cmd: 'sudo systemctl stop postgresql@16-main && sudo -u postgres mv /var/lib/postgresql/16/main /var/lib/postgresql/16/main.broken.' + N.epoch() }]]));
      c.push(S.tool('run_shell', { cmd: 'sudo systemctl stop postgresql@16-main && sudo -u postgres mv /var/lib/postgresql/16/main /var/lib/postgresql/16/main.broken.' + N.epoch() }, { exit_code: 0, stdout: '', stderr: '', duration: N.secs(0.3, 2) }));
      const post = 'pg-replica-2 rebuild: pg_basebackup from pg-main-1 failed — the primary refuses the replication connection (no pg_hba.conf entry for replicator from 10.20.0.12). Retrying the base backup.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(i === 0 ? 'Now take a fresh base backup from the primary.' : 'Let me run the base backup again.', [['run_shell', { cmd }]]));
        c.push(S.tool('run_shell', { cmd }, { exit_code: 1, stdout: '', stderr: `pg_basebackup: error: connection to server at "10.20.0.11", port 5432 failed: FATAL:  no pg_hba.conf entry for replication connection from host "10.20.0.12", user "replicator", no encryption\n`, duration: N.ms(40, 300), pid: N.int(20000, 60000) }, { error: 'exit status 1' }));
        c.push(S.llm(post, [['slack_post', { channel: '#db-ops', text: post }]]));
        c.push(S.tool('slack_post', { channel: '#db-ops', text: post }, { ok: true, channel: 'C0' + N.b62(9).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}`, warning: 'missing_charset', response_metadata: { warnings: ['missing_charset'] } }));
      }
      return S.root(c, { name: 'sre-agent', output: null, error: 'turn budget exhausted (9/9)' });
    },
  },
  {
    n: '04', domain: 'hot tub servicing', style: 'Agno (formerly phidata) agent run — not in the named list',
    isolates: 'A scheduling agent sends a service-visit SMS that Twilio rejects with the same "unsubscribed recipient" error, and after every failure tells the dispatcher the same sentence before trying the SMS again.',
    goal: 'Confirm Thursday\'s filter-change and water-chemistry visit with customer Mrs. Adeyemi (job HT-3380) by SMS, then tell dispatch it is confirmed.',
    build(N) {
      const S = makeStyle('agno', N, { model: 'gpt-4o', system: 'You are the scheduling agent for SpaCare Hot Tub Services. Tools: get_job, send_sms, notify_dispatcher.', goal: this.goal, agentName: 'spacare-scheduler' });
      const c = [];
      c.push(S.llm(null, [['get_job', { job_id: 'HT-3380' }]]));
      c.push(S.tool('get_job', { job_id: 'HT-3380' }, { job: 'HT-3380', customer: 'Mrs. T. Adeyemi', phone: '+44 7700 9' + N.int(10000, 99999), tub: 'Jacuzzi J-335 (2019)', tasks: ['cartridge filter swap x2', 'shock + pH rebalance', 'ozonator check'], window: 'Thu 10:00-12:00', tech: 'Rhys', last_reading: { ph: 7.9, ta_ppm: 60, bromine_ppm: 1.2, logged: N.usDate() } }));
      const note = 'Dispatch: the confirmation text to Mrs. Adeyemi for HT-3380 did not go through (SMS provider says the number has opted out). The Thursday visit is not confirmed yet; I am retrying the SMS.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(null, [['send_sms', { to: 'customer:HT-3380', body: 'SpaCare: your hot tub service is booked Thu 10:00-12:00 with Rhys. Reply Y to confirm.' }]]));
        c.push(S.tool('send_sms', { to: 'customer:HT-3380', body: 'SpaCare: your hot tub service is booked Thu 10:00-12:00 with Rhys. Reply Y to confirm.' }, { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient', more_info: 'https://www.twilio.com/docs/errors/21610', sid: 'SM' + N.hex(32), date_created: N.httpDate() }, { error: 'TwilioRestException: HTTP 400 error 21610' }));
        c.push(S.llm(note, [['notify_dispatcher', { message: note }]]));
        c.push(S.tool('notify_dispatcher', { message: note }, { posted: true, board: 'dispatch-today', card: 'c_' + N.b62(10), at: N.hms() }));
      }
      return S.root(c, { output: note });
    },
  },
  {
    n: '05', domain: 'figure skating competition scoring', style: 'AutoGen (AgentChat) group chat',
    isolates: 'A results assistant keeps re-uploading the junior ladies\' free-skate scores to a results system that answers 409 "event locked" every time, and each time messages the referee the same explanation.',
    goal: 'Upload the Junior Ladies Free Skate protocol (12 skaters) to the federation results system and tell the referee when results are official.',
    build(N) {
      const S = makeStyle('autogen', N, { model: 'gpt-4o', system: 'You are results_assistant for the Northern Trophy. Tools: load_protocol, upload_results, send_message.', goal: this.goal, agentName: 'results_assistant' });
      const c = [];
      c.push(S.llm(null, [['load_protocol', { segment: 'JL-FS' }]]));
      c.push(S.tool('load_protocol', { segment: 'JL-FS' }, `JUNIOR LADIES FREE SKATING  Judges Details per Skater\nRank Name                Nation  TSS    TES    PCS   Ded\n1    Ilse VAN DORP        NED     98.42  52.17  46.25  0\n2    Aino KORHONEN        FIN     95.03  50.88  45.15  -1\n3    Sofía BARRIGA        ESP     91.77  48.02  43.75  0\n... (12 skaters)\nprinted ${N.slashDate()} ISUCalcFS build ${N.int(3000, 3999)}`));
      const msg = 'Referee: upload of the JL-FS results was refused by the federation system (409: event is locked for editing). Results are not official yet. I will retry the upload.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(null, [['upload_results', { event: 'NT24', segment: 'JL-FS', file: 'JL-FS_protocol.xml' }]]));
        c.push(S.tool('upload_results', { event: 'NT24', segment: 'JL-FS', file: 'JL-FS_protocol.xml' }, { status: 409, error: 'EVENT_LOCKED', detail: 'Segment JL-FS is locked by user tech.controller since ' + N.isoOffset(2), lock_id: N.uuid(), server: N.host('results') }, { error: '409 Conflict: EVENT_LOCKED' }));
        c.push(S.llm(msg, [['send_message', { to: 'referee', text: msg }]]));
        c.push(S.tool('send_message', { to: 'referee', text: msg }, { ok: true, delivered_to: 'referee (tablet R-2)', seq: N.counter() }));
      }
      return S.root(c, { name: 'SelectorGroupChat', output: msg, stop: 'Maximum number of turns 10 reached.', count: 10 });
    },
  },
  {
    n: '06', domain: 'mead meadery label approvals', style: 'smolagents CodeAgent',
    isolates: 'A smolagents CodeAgent re-submits the same label-approval form that fails identically (missing alcohol-content statement), and after each failure writes the same update to the owner.',
    goal: 'Submit the label for our new "Orchard Blossom" melomel (12.5% ABV, 375 ml) for federal label approval and let Jonas know once it is in review.',
    build(N) {
      const step = (i, thought, code, obs, err, toolSpans) => {
        N.tick(1000, 8000);
        const llm = span('llm', 'LiteLLMModel.generate', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: 'New task:\n' + this.goal }] }, `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, [], { metadata: { model_id: 'anthropic/claude-3-5-sonnet-latest', input_tokens: N.int(2000, 9000), output_tokens: N.int(80, 300) } });
        return span('chain', `Step ${i}`, { step_number: i }, { observations: obs }, [llm, ...toolSpans], err ? { error: err, metadata: { duration: N.secs(1, 12) } } : { metadata: { duration: N.secs(1, 12) } });
      };
      const c = [];
      c.push(step(1, 'First, get the label draft details.', 'draft = get_label_draft(product="Orchard Blossom")\nprint(draft)', null, null, [span('tool', 'get_label_draft', { product: 'Orchard Blossom' }, { brand: 'Wildcomb Meadery', class_type: 'Honey wine (melomel) with apple', net_contents: '375 mL', abv: null, image: `labels/${N.hex(8)}.png`, sulfites: 'Contains sulfites', revision: 'r' + N.int(3, 9) })]));
      const upd = 'Update for Jonas: the label application for Orchard Blossom was rejected by the COLA system because the alcohol content statement is missing. It is not in review yet. Trying the submission again.';
      for (let i = 0; i < 4; i++) {
        const sub = span('tool', 'submit_cola', { product: 'Orchard Blossom', draft_revision: 'r7' }, null, [], { error: `SubmissionError: form 5100.31 item 15 "Alcohol content" is required for wine > 7% ABV (ttbid draft ${N.int(24000000000000, 24999999999999)}, ${N.usDate()})` });
        c.push(step(2 + i * 2, 'Submit the label application.', 'res = submit_cola(product="Orchard Blossom", draft_revision="r7")\nprint(res)', null, 'Code execution failed at line \'res = submit_cola(product="Orchard Blossom", draft_revision="r7")\' due to: SubmissionError', [sub]));
        const msgSpan = span('tool', 'send_slack', { channel: '@jonas', text: upd }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` });
        c.push(step(3 + i * 2, upd, `send_slack(channel="@jonas", text="${upd}")`, 'ok', null, [msgSpan]));
      }
      return span('agent', 'CodeAgent.run', { task: this.goal, stream: false, reset: true }, null, c, { error: 'Reached max steps.', metadata: { max_steps: 9, smolagents_version: '1.9.2' } });
    },
  },
];
