import { A, L, T, E, P } from './lib.mjs';

export const family = 'same-long-message-between-same-failures';
export const isolates = 'The agent sends the user the same long (30+ word) message 2-3 times, near-verbatim, while the same action fails with the same error between the messages.';
export const loop = true;
export const stagnation = true;

// 01 customer support, Zendesk-like tools
function support(n) {
  const goal = 'Ticket ZD-40917: Priya N. (order #88213) wants a refund for a blender that arrived cracked.';
  const msg = (hi) => `${hi} I'm really sorry your blender arrived cracked. I'm processing a full refund of $84.20 back to your Visa ending in 4417 right now, and you should see it on your statement within 5-7 business days. I'll confirm here as soon as it's done.`;
  const refund = { order_id: '88213', amount: 84.2, reason: 'damaged_in_transit' };
  const err = () => `RefundError: charge ch_3OqL${n.alnum(8)} is older than 180 days and cannot be refunded to the original payment method (request_id=req_${n.alnum(14)})`;
  const send = (body) => T('zendesk_send_reply', { ticket_id: 'ZD-40917', public: true, body }, { comment_id: n.int(1e10, 9e10), created_at: n.tick(20).isoS() });
  const kids = [
    T('zendesk_get_ticket', { ticket_id: 'ZD-40917' }, { subject: 'Blender arrived cracked', requester: 'priya.n@example.com', order_ref: '88213', photos: 2, created_at: n.isoS() }),
    T('get_order', { order_id: '88213' }, { order_id: '88213', total: 84.2, payment: { brand: 'visa', last4: '4417', charge_id: 'ch_3OqL' + n.alnum(8), paid_at: n.date(-210) }, status: 'delivered' }),
    L('gpt-4o', 'Damage confirmed by photos. Issuing a full refund and letting Priya know.'),
    send(msg('Hi Priya,')),
    E('issue_refund', refund, err()),
    send(msg('Hi Priya,')),
    E('issue_refund', refund, err()),
    send(msg('Hi again Priya,')),
    E('issue_refund', refund, err()),
  ];
  return { domain: 'customer support', goal, meta: { msgTool: 'zendesk_send_reply', msgField: 'body', failTool: 'issue_refund' },
    root: A('Support Agent', goal, 'Refund for order #88213 could not be issued (charge too old for the original payment method).', kids) };
}

// 02 tutoring, messages as llm output; JSON-string args
function tutoring(n) {
  const goal = 'Help me figure out why my matrix rotation function gives the wrong answer for non-square matrices.';
  const code = 'import numpy as np\nfrom student import rotate\nfor m in (np.arange(6).reshape(2,3), np.arange(6).reshape(3,2)):\n    print(rotate(m.tolist()))';
  const err = () => { const d = `/tmp/sbx_${n.hex(8)}`; return `Traceback (most recent call last):\n  File "${d}/main.py", line 1, in <module>\n    import numpy as np\nModuleNotFoundError: No module named 'numpy'`; };
  const tell = 'Let me run your rotate() function against a 2x3 and a 3x2 test matrix so we can see exactly where the output goes wrong. As soon as I have the output, I will walk you through the failing case line by line and we will fix the index math together.';
  const kids = [
    T('read_submission', { student_id: 's_' + n.alnum(6), file: 'rotate.py' }, 'def rotate(m):\n    n = len(m)\n    return [[m[n-1-j][i] for j in range(n)] for i in range(n)]\n'),
    L('tutor-llm', tell),
    E('run_python', { code, timeout_s: 10 }, err()),
    L('tutor-llm', tell),
    E('run_python', { code, timeout_s: 10 }, err()),
    L('tutor-llm', tell.replace('Let me run', 'Let me try running')),
    E('run_python', { code, timeout_s: 10 }, err()),
  ];
  return { domain: 'tutoring', goal, stringArgs: true, meta: { msgTool: null, failTool: 'run_python' },
    root: A('TutorAgent', goal, 'Session ended: I was not able to run your code.', kids) };
}

// 03 insurance, portal notifications
function insurance(n) {
  const goal = 'File a water-damage claim for policyholder Tunde Adeyemi (policy POL-77120-H) - kitchen ceiling leak on 11 Feb - and keep him informed.';
  const claim = { policy: 'POL-77120-H', peril: 'water_damage', date_of_loss: '2024-02-11', description: 'Ceiling leak from upstairs bathroom into kitchen', photos: ['ph_1', 'ph_2', 'ph_3'] };
  const err = () => `ValidationError: policy POL-77120-H is not in force on date of loss 2024-02-11 (ref ${n.ALNUM(10)}, ${n.tick(30).isoS()})`;
  const note = 'Thank you for your patience, Mr. Adeyemi. I am submitting your water-damage claim for the kitchen ceiling now. You will receive your claim number by email within 24 hours, and an adjuster will contact you to arrange an inspection of the damage.';
  const kids = [
    T('policy_get', { policy_id: 'POL-77120-H' }, { holder: 'Tunde Adeyemi', product: 'HO-3', status: 'active', effective: '2024-03-01', expires: '2025-03-01', prior_term: { status: 'lapsed', ended: '2024-01-15' } }),
    T('docs_upload', { policy_id: 'POL-77120-H', files: ['IMG_2231.jpg', 'IMG_2232.jpg', 'IMG_2235.jpg'] }, { ids: ['ph_1', 'ph_2', 'ph_3'], bytes: n.int(4e6, 9e6) }),
    L('claims-llm', 'Photos uploaded. Notifying the policyholder and submitting the FNOL.'),
    T('portal_notify', { recipient: 'tunde.adeyemi@example.net', channel: 'email', message: note }, { queued: true, id: n.uuid() }),
    E('submit_claim', claim, err()),
    L('claims-llm', 'Submission did not go through; notifying again and resubmitting.'),
    T('portal_notify', { recipient: 'tunde.adeyemi@example.net', channel: 'email', message: note }, { queued: true, id: n.uuid() }),
    E('submit_claim', claim, err()),
  ];
  return { domain: 'insurance', goal, meta: { msgTool: 'portal_notify', msgField: 'message', failTool: 'submit_claim' },
    root: A('claims-intake', goal, 'Stopped: claim submission kept failing with a policy validation error.', kids) };
}

// 04 browser automation, Playwright-MCP style; ends with a pending click
function browser(n) {
  const goal = 'Buy the 2 concert tickets in my cart on ticketbay.example using my saved Mastercard.';
  const msg = "I've filled in your billing details and selected the saved Mastercard ending 5521. I'm now placing the order for the two tickets (Section 104, Row F) totalling $186.40 - you'll get a confirmation email from TicketBay within a few minutes.";
  const err = () => `TimeoutError: locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('#place-order')\n  - <div id="cookie-consent" class="cc-banner">...</div> intercepts pointer events\n  - retrying click action, attempt #${n.int(28, 61)}`;
  const kids = [
    T('browser_navigate', { url: 'https://ticketbay.example/cart' }, { status: 200, title: 'Your cart - TicketBay', url: 'https://ticketbay.example/cart' }),
    T('browser_snapshot', {}, '- heading "Your cart (2)"\n- row "Section 104 Row F Seat 11 $93.20"\n- row "Section 104 Row F Seat 12 $93.20"\n- button "Checkout" [ref=e41]\n- region "Cookie consent" [ref=e90]'),
    T('browser_click', { element: 'Checkout button', ref: 'e41' }, { ok: true, navigated_to: 'https://ticketbay.example/checkout' }),
    T('browser_fill_form', { fields: [{ ref: 'e12', value: 'Sam Ortiz' }, { ref: 'e13', value: '55 Mercer St' }, { ref: 'e14', value: '10013' }] }, { filled: 3 }),
    T('browser_select_option', { element: 'Saved payment method', ref: 'e20', values: ['mc-5521'] }, { selected: ['mc-5521'] }),
    L('claude-3-5-sonnet', msg),
    E('browser_click', { element: 'Place order button', ref: 'e58' }, err()),
    L('claude-3-5-sonnet', msg),
    E('browser_click', { element: 'Place order button', ref: 'e58' }, err()),
    L('claude-3-5-sonnet', msg),
    P('browser_click', { element: 'Place order button', ref: 'e58' }),
  ];
  return { domain: 'browser automation', goal, meta: { msgTool: null, failTool: 'browser_click', failRef: 'e58' },
    root: A('browser-agent', goal, 'Run stopped: step limit reached.', kids) };
}

// 05 real estate, SMS to client
function realEstate(n) {
  const goal = 'Book a showing of 118 Larkspur Lane for my client Dana Whitfield tomorrow at 5:30 PM and text her the details.';
  const sms = "Hi Dana, great news - I'm booking your showing at 118 Larkspur Lane for tomorrow at 5:30 PM with the listing agent now. You'll get a calendar invite and lockbox instructions by text shortly; let me know if you'd like me to pull comparable sales before the visit.";
  const req = { mls_id: '4418820', start: `${n.date(1)}T17:30:00-05:00`, duration_min: 30, buyer_agent: 'AG-2207' };
  const err = () => `409 Conflict: listing 4418820 requires 24h notice for showings (x-request-id: ${n.uuid()})`;
  const kids = [
    T('mls_get_listing', { mls_id: '4418820' }, { address: '118 Larkspur Lane', status: 'Active', list_price: 549000, showing_instructions: '24 hr notice, lockbox on side door' }),
    T('sms_send', { to: '+1-555-0148', body: sms }, { sid: 'SM' + n.hex(32), status: 'queued' }),
    E('showingtime_book', req, err()),
    T('sms_send', { to: '+1-555-0148', body: sms }, { sid: 'SM' + n.hex(32), status: 'queued' }),
    E('showingtime_book', req, err()),
  ];
  return { domain: 'real estate', goal, meta: { msgTool: 'sms_send', msgField: 'body', failTool: 'showingtime_book' },
    root: A('re-assistant', goal, 'Could not book the showing.', kids) };
}

// 06 game QA, long, nested bug filer posting to Slack
function gameQa(n) {
  const goal = "Triage last night's playtest crash reports for build 0.9.14 and file a Jira bug for the top crash.";
  const post = 'Heads up team: I am filing the top crash from nightly build 0.9.14 now - null reference in InventoryGrid.OnItemDropped (412 occurrences across 37 sessions, mostly on controller). The Jira link will follow in this thread in a minute; please hold off on filing duplicates.';
  const issue = { project: 'RIFT', issuetype: 'Bug', summary: 'NullReferenceException in InventoryGrid.OnItemDropped (0.9.14)', priority: 'Critical', labels: ['crash', 'nightly'] };
  const err = () => `400 Bad Request: {"errorMessages":[],"errors":{"components":"Component/s is required."}} (X-AREQUESTID ${n.int(100, 999)}x${n.int(1000000, 9999999)}x1)`;
  const slack = (text) => T('slack_post_message', { channel: '#qa-nightly', text }, { ok: true, ts: `${n.tick(15).epoch()}.${n.int(100000, 999999)}` });
  const filer = A('bug_filer', 'File a Jira bug in RIFT for the InventoryGrid.OnItemDropped crash and announce it in #qa-nightly.', 'Could not create the Jira issue.', [
    L('gpt-4o', post),
    slack(post),
    E('jira_create_issue', issue, err()),
    L('gpt-4o', post),
    slack(post),
    E('jira_create_issue', issue, err()),
    L('gpt-4o', post),
    slack(post),
    E('jira_create_issue', issue, err()),
  ]);
  const kids = [
    T('backtrace_query', { project: 'rift', filter: { version: '0.9.14', channel: 'nightly' }, group_by: 'fingerprint', limit: 5 }, { groups: [
      { fingerprint: n.hex(12), top_frame: 'InventoryGrid.OnItemDropped', count: 412, sessions: 37 },
      { fingerprint: n.hex(12), top_frame: 'AudioMixer.ReleaseVoice', count: 61, sessions: 12 },
      { fingerprint: n.hex(12), top_frame: 'NavMeshAgent.SetDestination', count: 19, sessions: 9 }] }),
    T('backtrace_get_group', { top_frame: 'InventoryGrid.OnItemDropped', version: '0.9.14' }, { platforms: { ps5: 288, xbox: 97, pc: 27 }, input_device: { gamepad: 389, kbm: 23 }, sample_stack: ['InventoryGrid.OnItemDropped', 'DragController.EndDrag', 'UIInputModule.Process'], first_seen: n.isoS() }),
    T('backtrace_get_group', { top_frame: 'AudioMixer.ReleaseVoice', version: '0.9.14' }, { platforms: { pc: 61 }, input_device: { kbm: 44, gamepad: 17 }, sample_stack: ['AudioMixer.ReleaseVoice', 'VoicePool.Recycle'], first_seen: n.isoS(), existing_issue: 'RIFT-2231' }),
    T('jira_search', { jql: 'project = RIFT AND text ~ "InventoryGrid.OnItemDropped" AND created >= -14d' }, { issues: [], total: 0 }),
    T('jira_search', { jql: 'project = RIFT AND key = RIFT-2231' }, { issues: [{ key: 'RIFT-2231', status: 'In Progress', summary: 'AudioMixer voice leak crash' }], total: 1 }),
    T('build_info', { version: '0.9.14' }, { commit: n.hex(40), branch: 'release/0.9', built_at: n.isoS(), changes_touching: ['UI/Inventory/InventoryGrid.cs', 'Input/DragController.cs'] }),
    L('gpt-4o', 'AudioMixer crash already tracked in RIFT-2231. No existing ticket for the inventory crash, and 0.9.14 touched InventoryGrid.cs and DragController.cs.'),
    L('gpt-4o', 'Top crash is clearly InventoryGrid.OnItemDropped, dominated by gamepad users. Delegating filing and the team announcement.'),
    filer,
  ];
  return { domain: 'game QA', goal, meta: { msgTool: 'slack_post_message', msgField: 'text', failTool: 'jira_create_issue' },
    root: A('qa-triage-lead', goal, 'Top crash identified (InventoryGrid.OnItemDropped, 412 hits) but the Jira bug could not be filed.', kids) };
}

export const rows = [support, tutoring, insurance, browser, realEstate, gameQa];
