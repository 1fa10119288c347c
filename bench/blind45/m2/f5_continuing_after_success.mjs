import { mk, span } from './lib.mjs';
export const family = 'continuing_after_success';
export const loop = true;
export const stagnation = true;
export const rows = [
  { domain: 'monastery guesthouse bookings', style: 'vercel', build(R) {
    const L = mk('vercel', R);
    const goal = 'Book two nights (12-14 June) in a single room at the Abbey guesthouse for Br. Tomas.';
    const conf = 'ABB-' + R.int(10000, 99999);
    const ch = [L.llm({ prompt: goal }, '', [{ name: 'book_room', args: { from: '2025-06-12', to: '2025-06-14', type: 'single', guest: 'Br. Tomas' } }]), L.tool('book_room', { from: '2025-06-12', to: '2025-06-14', type: 'single' }, { status: 'confirmed', confirmation: conf, created: R.iso() })];
    for (let i = 0; i < 4; i++) {
      ch.push(L.llm({ prompt: goal }, `The booking ${conf} is confirmed. Let me verify it once more.`, [{ name: 'get_booking', args: { confirmation: conf } }]));
      ch.push(L.tool('get_booking', { confirmation: conf }, { status: 'confirmed', confirmation: conf, checked_at: R.iso(), replica: R.host('pms') }));
    }
    return { isolates: 'The booking is confirmed by the tool, then re-verified four times with identical status until the step limit.', goal, root: L.agent('guesthouse', { prompt: goal, maxSteps: 10 }, { finishReason: 'tool-calls', steps: 10 }, ch) };
  } },
  { domain: 'toboggan run season opening', style: 'otel', build(R) {
    const L = mk('otel', R);
    const goal = 'Publish the "run open" notice for the Hahnenkamm toboggan run on the website.';
    const ch = [L.llm([L.user(goal)], '', [{ name: 'cms_publish', args: { slug: 'status', body: 'The toboggan run is OPEN today.' } }]), L.tool('cms_publish', { slug: 'status', body: 'The toboggan run is OPEN today.' }, { published: true, revision: R.int(300, 399), url: 'https://rodel.example/status' })];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([L.user(goal)], 'The notice is published. I will publish it again to make sure it is live.', [{ name: 'cms_publish', args: { slug: 'status', body: 'The toboggan run is OPEN today.' } }]));
      ch.push(L.tool('cms_publish', { slug: 'status', body: 'The toboggan run is OPEN today.' }, { published: true, revision: R.int(400, 499), unchanged: true, url: 'https://rodel.example/status', purge_id: R.uuid() }));
    }
    return { isolates: 'After a successful publish the agent re-publishes the same body three times; each reports unchanged content.', goal, root: L.agent('site-ops', { goal }, { error: 'max_steps' }, ch) };
  } },
  { domain: 'steel-drum tuning appointment', style: 'anthropic', build(R) {
    const L = mk('anthropic', R, 'claude-3-5-haiku-20241022');
    const goal = 'Email the tuner to confirm the 3 May tuning visit for the 9 lead pans and stop when he confirms.';
    const ch = [L.llm({ messages: [L.user(goal)] }, '', [{ name: 'send_email', args: { to: 'tuner@pans.example', subject: 'Tuning 3 May', body: 'Can you confirm 3 May for the 9 lead pans?' } }]), L.tool('send_email', { to: 'tuner@pans.example' }, { id: R.hex(16), status: 'sent' }), L.llm({}, '', [{ name: 'read_inbox', args: { from: 'tuner@pans.example' } }]), L.tool('read_inbox', { from: 'tuner@pans.example' }, [{ subject: 'Re: Tuning 3 May', body: 'Confirmed, 3 May 10am, all 9 leads.', date: R.http() }])];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm({}, 'The tuner has confirmed 3 May at 10am for all 9 lead pans. I will check the inbox again for his confirmation.', [{ name: 'read_inbox', args: { from: 'tuner@pans.example' } }]));
      ch.push(L.tool('read_inbox', { from: 'tuner@pans.example' }, [{ subject: 'Re: Tuning 3 May', body: 'Confirmed, 3 May 10am, all 9 leads.', date: R.http(), fetched_via: R.host('imap') }]));
    }
    return { isolates: 'The confirmation arrives, yet the agent rereads the same email three more times while restating the same sentence.', goal, root: span('agent', 'pan-yard-assistant', { goal }, { stop_reason: 'tool_use', turns_exhausted: true }, ch) };
  } },
  { domain: 'ramen shop broth batch logging', style: 'openinference', build(R) {
    const L = mk('openinference', R);
    const goal = 'Log today\'s tonkotsu broth batch (batch 0412, 38 L, 14 h boil) into the HACCP sheet.';
    const row = R.int(200, 400);
    const ch = [L.llm([L.user(goal)], '', [{ name: 'sheets_append', args: { sheet: 'HACCP', values: ['0412', '38', '14h'] } }]), L.tool('sheets_append', { sheet: 'HACCP', values: ['0412', '38', '14h'] }, { updatedRange: `HACCP!A${row}:C${row}`, updatedRows: 1 })];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([L.user(goal)], `Batch 0412 is logged in row ${row}. Done — batch 0412 has been logged.`, [{ name: 'sheets_get', args: { range: `HACCP!A${row}:C${row}` } }]));
      ch.push(L.tool('sheets_get', { range: `HACCP!A${row}:C${row}` }, { values: [['0412', '38', '14h']], etag: R.etag() }));
    }
    return { isolates: 'The row is appended and confirmed; the agent announces completion and re-reads the same row three more times.', goal, root: L.agent('kitchen-agent', { goal }, { status: 'max_iterations' }, ch) };
  } },
  { domain: 'Postgres index migration', style: 'langgraph', build(R) {
    const L = mk('langgraph', R);
    const goal = 'Create index idx_orders_customer_created on orders(customer_id, created_at) concurrently in production.';
    const ch = [L.llm([L.user(goal)], '', [{ name: 'psql', args: { sql: 'CREATE INDEX CONCURRENTLY idx_orders_customer_created ON orders(customer_id, created_at);' } }]), L.tool('psql', { sql: 'CREATE INDEX CONCURRENTLY ...' }, `CREATE INDEX\nTime: ${R.int(60000, 90000)}.${R.int(100, 999)} ms (01:${R.int(10, 30)}.${R.int(100, 999)})`), L.llm([], '', [{ name: 'psql', args: { sql: "SELECT indisvalid FROM pg_index WHERE indexrelid='idx_orders_customer_created'::regclass;" } }]), L.tool('psql', { sql: 'SELECT indisvalid ...' }, ' indisvalid \n------------\n t\n(1 row)\n')];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm([], 'The index exists and is valid. Let me confirm it is valid once more.', [{ name: 'psql', args: { sql: "SELECT indisvalid FROM pg_index WHERE indexrelid='idx_orders_customer_created'::regclass;" } }]));
      ch.push(L.tool('psql', { sql: 'SELECT indisvalid ...' }, ` indisvalid \n------------\n t\n(1 row)\n\nTime: ${R.int(1, 9)}.${R.int(100, 999)} ms`));
    }
    return { isolates: 'The index is created and confirmed valid, then the same validity query runs three more times.', goal, root: L.agent('LangGraph', { messages: [goal] }, { error: 'GraphRecursionError: Recursion limit of 12 reached' }, ch) };
  } },
  { domain: 'camel trekking permits', style: 'gemini', build(R) {
    const L = mk('gemini', R);
    const goal = 'Get the Wadi Rum protected-area permit for the 4-day camel trek group (8 riders) and send the PDF to the guide.';
    const p = 'WR-' + R.int(100000, 999999);
    const ch = [L.llm({}, '', [{ name: 'apply_permit', args: { riders: 8, days: 4 } }]), L.tool('apply_permit', { riders: 8, days: 4 }, { functionResponse: { name: 'apply_permit', response: { permit: p, status: 'ISSUED', pdf: `https://permits.example/${p}.pdf` } } }), L.llm({}, '', [{ name: 'send_whatsapp', args: { to: 'guide', media: `${p}.pdf` } }]), L.tool('send_whatsapp', { to: 'guide' }, { functionResponse: { name: 'send_whatsapp', response: { status: 'delivered', id: 'wamid.' + R.b62(20) } } })];
    for (let i = 0; i < 3; i++) {
      ch.push(L.llm({}, `Permit ${p} is issued and delivered to the guide. Sending the permit to the guide again to be sure.`, [{ name: 'send_whatsapp', args: { to: 'guide', media: `${p}.pdf` } }]));
      ch.push(L.tool('send_whatsapp', { to: 'guide' }, { functionResponse: { name: 'send_whatsapp', response: { status: 'delivered', id: 'wamid.' + R.b62(20) } } }));
    }
    return { isolates: 'Permit issued and delivered; the same PDF is resent three more times with the same announcement.', goal, root: span('agent', 'trek-ops', { goal }, { finish: 'MAX_CALLS' }, ch) };
  } },
];
