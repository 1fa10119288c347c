// Family: the goal is met and confirmed by a tool, but the agent keeps re-checking / re-submitting / re-announcing.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'post_success_churn';
export const loop = true;
export const stagnation = true; // the success announcement is restated near-verbatim
export const isolates = 'Continuing after success: 3+ further actions that learn nothing new after a tool has confirmed the goal.';

export const rows = [
  {
    n: '01', domain: 'fairground carousel restoration parts', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'The supplier confirms the order of brass twist poles (status confirmed, dispatch date set), yet the agent polls the same order status three more times and re-announces the same confirmation each time.',
    goal: 'Order 6 replacement brass twist poles (1.9 m, 38 mm) for the 1921 Savage gallopers restoration from Heritage Rides Supply and confirm the order.',
    build(N) {
      const S = makeStyle('vercel', N, { model: 'gpt-4o', system: 'You are the purchasing assistant for the Galloper Trust workshop. Tools: place_order, get_order_status.', goal: this.goal });
      const c = [];
      const args = { supplier: 'heritage-rides-supply', sku: 'BTP-1900-38', qty: 6, ref: 'SAVAGE-1921-RESTO' };
      c.push(S.llm('', [['place_order', args]]));
      const po = 'HRS-' + N.int(40000, 49999);
      c.push(S.tool('place_order', args, { order_id: po, status: 'confirmed', lines: [{ sku: 'BTP-1900-38', qty: 6, unit_gbp: 212.0 }], dispatch_date: N.ymdPlus(9), confirmation_email_sent: true, idempotency_key: N.uuid() }));
      const ann = `Order ${po} for 6 brass twist poles is confirmed by Heritage Rides Supply, dispatching ${N.ymdPlus(9)}.`;
      c.push(S.llm(ann + ' Let me double-check the status.', [['get_order_status', { order_id: po }]]));
      for (let i = 0; i < 3; i++) {
        c.push(S.tool('get_order_status', { order_id: po }, { order_id: po, status: 'confirmed', dispatch_date: N.ymdPlus(9), last_event: { at: N.httpDate(), by: 'system', what: 'status_polled' }, poll_count: i + 1, served_by: N.host('orders') }));
        c.push(S.llm(ann + (i < 2 ? ' Let me double-check the status once more.' : ' Checking the status again.'), [['get_order_status', { order_id: po }]]));
      }
      c.push(S.tool('get_order_status', { order_id: po }, { order_id: po, status: 'confirmed', dispatch_date: N.ymdPlus(9), poll_count: 4, served_by: N.host('orders') }));
      return S.root(c, { output: ann, fn: 'galloper-purchasing', maxSteps: 10 });
    },
  },
  {
    n: '02', domain: 'origami workshop registrations', style: 'plain chat.completions (message-level)',
    isolates: 'The registration page is published and verified live (HTTP 200, 12 seats shown), but the agent re-publishes it and re-fetches it three more times, each time announcing the same thing.',
    goal: 'Publish the registration page for the "Tessellations for Beginners" origami workshop (12 seats, 14 Sept) on the club website.',
    build(N) {
      const S = makeStyle('plain', N, { model: 'gpt-4o-mini', system: 'You maintain the Paperfold Circle website. Tools: publish_page, fetch_url.', goal: this.goal });
      const c = [];
      const pub = { slug: 'tessellations-beginners', template: 'event', seats: 12, date: '14 Sept', price_gbp: 18 };
      c.push(S.llm(null, [['publish_page', pub]]));
      c.push(S.tool('publish_page', pub, { ok: true, url: 'https://paperfoldcircle.org/events/tessellations-beginners', revision: N.int(100, 200), deployed: N.isoNoMs(), cdn_purge_id: N.uuid() }));
      c.push(S.llm(null, [['fetch_url', { url: 'https://paperfoldcircle.org/events/tessellations-beginners' }]]));
      const page = () => `HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nAge: ${N.int(0, 60)}\nX-Served-By: cache-${N.pick(['lhr', 'man', 'dub'])}${N.int(8000, 8999)}-LHR\nETag: ${N.etag()}\n\n<h1>Tessellations for Beginners</h1><p>14 September · 12 seats left</p><a class="btn" href="/register/tess">Register</a>`;
      c.push(S.tool('fetch_url', { url: 'https://paperfoldcircle.org/events/tessellations-beginners' }, page()));
      const say = 'The Tessellations for Beginners registration page is live at paperfoldcircle.org/events/tessellations-beginners with 12 seats open.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(say + ' Publishing once more to be safe.', [['publish_page', pub]]));
        c.push(S.tool('publish_page', pub, { ok: true, url: 'https://paperfoldcircle.org/events/tessellations-beginners', revision: N.int(200, 300), deployed: N.isoNoMs(), unchanged: true, cdn_purge_id: N.uuid() }));
        c.push(S.llm(null, [['fetch_url', { url: 'https://paperfoldcircle.org/events/tessellations-beginners' }]]));
        c.push(S.tool('fetch_url', { url: 'https://paperfoldcircle.org/events/tessellations-beginners' }, page()));
      }
      return S.root(c, { name: 'site-assistant', output: null, error: 'max_iterations (12) reached' });
    },
  },
  {
    n: '03', domain: 'OAuth callback URL fix', style: 'OpenInference / Arize Phoenix',
    isolates: 'After the redirect-URI fix is deployed and the smoke test returns 302 to the dashboard, the agent runs the identical smoke test three more times and restates the same success each time.',
    goal: 'Fix the "redirect_uri_mismatch" error on login to the staging dashboard and verify that sign-in works.',
    build(N) {
      const S = makeStyle('openinference', N, { model: 'gpt-4.1', system: 'You are a coding agent. Tools: edit_file, run, http_get.', goal: this.goal });
      const c = [];
      c.push(S.llm('The callback path in config has a trailing slash that the IdP does not have. Fixing it.', [['edit_file', { path: 'config/auth.staging.yaml', old: 'redirect_uri: https://staging.dash.lumenrow.io/auth/callback/', new: 'redirect_uri: https://staging.dash.lumenrow.io/auth/callback' }]]));
      c.push(S.tool('edit_file', { path: 'config/auth.staging.yaml', old: 'redirect_uri: https://staging.dash.lumenrow.io/auth/callback/', new: 'redirect_uri: https://staging.dash.lumenrow.io/auth/callback' }, 'Edited config/auth.staging.yaml (1 replacement)'));
      c.push(S.llm(null, [['run', { cmd: 'make deploy-staging' }]]));
      c.push(S.tool('run', { cmd: 'make deploy-staging' }, `helm upgrade dash ./chart -f config/auth.staging.yaml\nRelease "dash" has been upgraded. Happy Helming!\nREVISION: ${N.int(80, 120)}\nrollout: deployment "dash-web" successfully rolled out (${N.secs(8, 40)})`));
      const smoke = { url: 'https://staging.dash.lumenrow.io/auth/login?smoke=1', follow_redirects: 2 };
      const res = () => ({ status: 302, location: 'https://staging.dash.lumenrow.io/dashboard', headers: { 'set-cookie': `lr_sess=${N.b62(28)}; Secure; HttpOnly`, 'x-amzn-trace-id': `Root=1-${N.hex(8)}-${N.hex(24)}`, date: N.httpDate() }, elapsed_ms: N.int(90, 600) });
      c.push(S.llm(null, [['http_get', smoke]]));
      c.push(S.tool('http_get', smoke, res()));
      const ok = 'Sign-in on staging now works: the login flow returns 302 to /dashboard with no redirect_uri_mismatch.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(ok + ' Running the smoke test again to confirm.', [['http_get', smoke]]));
        c.push(S.tool('http_get', smoke, res()));
      }
      c.push(S.llm(ok, []));
      return S.root(c, { name: 'staging-fixer', output: ok });
    },
  },
  {
    n: '04', domain: 'ferret rescue adoptions', style: 'Anthropic Messages API logs',
    isolates: 'The adopter\'s approval email is sent and the mail API confirms delivery, but the agent re-sends the identical approval email three more times, each time announcing it has been sent.',
    goal: 'Application FA-219 (adopting bonded pair Pickle & Nutmeg) was approved by the home-check volunteer. Email the adopter their approval and pickup instructions.',
    build(N) {
      const S = makeStyle('anthropic', N, { model: 'claude-3-5-haiku-20241022', system: 'You help run Two Rivers Ferret Rescue. Tools: get_application, send_email.', goal: this.goal });
      const c = [];
      c.push(S.llm(null, [['get_application', { id: 'FA-219' }]]));
      c.push(S.tool('get_application', { id: 'FA-219' }, { id: 'FA-219', adopter: 'Noor Haddad', email: 'noor.h@example.net', ferrets: ['Pickle (jill, 3y)', 'Nutmeg (hob, 4y)'], home_check: { by: 'Sam', result: 'pass', notes: 'cage 4-level, ferret-proofed room', at: N.euDate() }, fee_gbp: 90 }));
      const mail = { to: 'noor.h@example.net', subject: 'Your adoption of Pickle & Nutmeg is approved!', body: 'Hi Noor, great news: your application FA-219 is approved. Pickup is any Saturday 10:00-13:00 at the rescue; bring a secure carrier. Adoption fee £90.' };
      const said = 'The approval email for FA-219 has been sent to Noor Haddad with the pickup instructions.';
      c.push(S.llm(null, [['send_email', mail]]));
      c.push(S.tool('send_email', mail, { id: `<${N.hex(16)}@smtp.tworiversferrets.org>`, status: 'delivered', smtp: '250 2.0.0 Ok: queued as ' + N.hex(10).toUpperCase(), at: N.iso() }));
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(said + ' I will send it again to make sure it arrives.', [['send_email', mail]]));
        c.push(S.tool('send_email', mail, { id: `<${N.hex(16)}@smtp.tworiversferrets.org>`, status: 'delivered', smtp: '250 2.0.0 Ok: queued as ' + N.hex(10).toUpperCase(), at: N.iso() }));
      }
      c.push(S.llm(said, []));
      return S.root(c, { name: 'rescue-assistant', output: said });
    },
  },
  {
    n: '05', domain: 'wetsuit repair shop tickets', style: 'LangSmith / LangGraph',
    isolates: 'The repair ticket is closed and the customer notified (both confirmed), then the agent fetches the ticket and re-closes it three more times, repeating the same closing summary.',
    goal: 'Ticket WS-1187 (5/4 mm steamer, knee seam re-glue and blind-stitch) is finished. Close it and notify the customer it is ready to collect.',
    build(N) {
      const S = makeStyle('langgraph', N, { model: 'gpt-4o-mini', system: 'You run tickets for Seam & Sea wetsuit repairs. Tools: close_ticket, notify_customer, get_ticket.', goal: this.goal });
      const c = [];
      c.push(S.llm('', [['close_ticket', { id: 'WS-1187', resolution: 'knee seams re-glued (Aquaseal) and blind-stitched both legs' }]]));
      c.push(S.tool('close_ticket', { id: 'WS-1187', resolution: 'knee seams re-glued (Aquaseal) and blind-stitched both legs' }, { id: 'WS-1187', state: 'closed', closed_at: N.isoOffset(1), version: N.int(5, 9) }));
      c.push(S.llm('', [['notify_customer', { id: 'WS-1187', template: 'ready_to_collect' }]]));
      c.push(S.tool('notify_customer', { id: 'WS-1187', template: 'ready_to_collect' }, { sent: true, via: 'sms', provider_id: 'SM' + N.hex(32), to: '+44 7700 9' + N.int(10000, 99999) }));
      const sum = 'WS-1187 is closed (knee seams re-glued and blind-stitched) and the customer has been told it is ready to collect.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(sum + ' Verifying the ticket state.', [['get_ticket', { id: 'WS-1187' }]]));
        c.push(S.tool('get_ticket', { id: 'WS-1187' }, { id: 'WS-1187', state: 'closed', closed_at: N.isoOffset(1), notified: true, etag: N.etag(true) }));
        c.push(S.llm(sum, [['close_ticket', { id: 'WS-1187', resolution: 'knee seams re-glued (Aquaseal) and blind-stitched both legs' }]]));
        c.push(S.tool('close_ticket', { id: 'WS-1187', resolution: 'knee seams re-glued (Aquaseal) and blind-stitched both legs' }, { id: 'WS-1187', state: 'closed', note: 'no-op: already closed', request_id: N.reqId('rq-') }));
      }
      return S.root(c, { output: null, error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition.', recursionLimit: 16 });
    },
  },
  {
    n: '06', domain: 'hedge laying competition entries', style: 'OpenAI Responses API',
    isolates: 'Three competitors are registered for the hedge-laying match and the entry list confirms them, yet the agent submits the same entries again three times (each answered "already registered") and re-announces success.',
    goal: 'Enter our three members (Midland style class) for the county hedge laying match and confirm they appear on the entry list.',
    build(N) {
      const S = makeStyle('responses', N, { model: 'gpt-4.1-mini', system: 'You are the secretary\'s assistant for Wyre Vale Hedgelayers. Tools: submit_entries, get_entry_list.', goal: this.goal });
      const c = [];
      const entries = { match: 'county-2024', class: 'Midland', competitors: ['Owen Price', 'Bethan Lloyd', 'Ted Marsh'] };
      c.push(S.llm(null, [['submit_entries', entries]]));
      c.push(S.tool('submit_entries', entries, { accepted: 3, plot_numbers: [N.int(10, 19), N.int(20, 29), N.int(30, 39)], receipt: 'CHM-' + N.hex(6).toUpperCase(), fee_total_gbp: 45 }));
      c.push(S.llm(null, [['get_entry_list', { match: 'county-2024', class: 'Midland' }]]));
      c.push(S.tool('get_entry_list', { match: 'county-2024', class: 'Midland' }, { class: 'Midland', entries: ['A. Hughes', 'Owen Price', 'Bethan Lloyd', 'R. Jenkins', 'Ted Marsh'], as_of: N.isoOffset(1) }));
      const said = 'All three members (Owen Price, Bethan Lloyd, Ted Marsh) are entered in the Midland class and appear on the entry list.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(said + ' Submitting the entries again to be certain.', [['submit_entries', entries]]));
        c.push(S.tool('submit_entries', entries, { accepted: 0, duplicates: 3, message: 'already registered', receipt: null, request_id: N.reqId('req_') }));
      }
      c.push(S.llm(said, []));
      return S.root(c, { name: 'hedgelayers-secretary', output: said });
    },
  },
];
