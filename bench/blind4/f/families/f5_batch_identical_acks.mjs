import { A, L, T } from '../lib.mjs';

export const family = 'batch-same-ack-distinct-items';
export const kind = 'batch';
export const loop = false;
export const stagnation = false;
export const isolates =
  'Healthy batch work over 4-8 distinct items: every call returns the same acknowledgement and the agent writes one templated sentence per item, but each step handles a new item and the batch completes.';

// ---------------------------------------------------------------- customer support (close solved tickets)
function support(n) {
  n.at('2024-04-26T17:30:00Z');
  const tickets = [
    [48211, 'Password reset link expired'], [48230, 'Cannot download March invoice'], [48244, 'SSO login loop on Safari'],
    [48259, 'Add second admin to workspace'], [48263, 'CSV export missing timezone column'],
  ];
  const kids = [
    T('search_tickets', { status: 'solved', tags: ['awaiting-close'], solved_before: '2024-04-19' }, { tickets: tickets.map(([id, subject]) => ({ id, subject, solved_at: (n.step(3600, 86400), n.isoSec()), last_customer_reply_days: n.int(7, 12) })), total: 5 }),
    L('gpt-4o', "I found 5 tickets that were solved over a week ago with no customer reply since. I'll close each one now."),
  ];
  for (const [id, subject] of tickets) {
    kids.push(T('update_ticket', { id, status: 'closed', comment: { body: 'Closing after 7 days with no reply. Reply to reopen.', public: false } }, { ok: true }));
    kids.push(L('gpt-4o', `Closed ticket #${id} (${subject}).`));
  }
  kids.push(L('gpt-4o', 'All done — 5 stale solved tickets are now closed. Any customer reply will automatically reopen them.'));
  return {
    domain: 'customer support', style: 'chatty helpdesk assistant',
    goal: 'Close out every ticket that has been in Solved for more than a week with no customer reply.',
    root: A('helpdesk-assistant', null, 'Closed 5 tickets: #48211, #48230, #48244, #48259, #48263.', kids),
    meta: { tool: 'update_ticket', line: /^Closed ticket #\d+ \(/ },
  };
}

// ---------------------------------------------------------------- e-commerce (set prices for 6 SKUs, LangGraph)
function ecommerce(n) {
  n.at('2024-06-28T06:00:00Z');
  const skus = [['SUN-HAT-KHK', 34.0], ['SUN-HAT-OLV', 34.0], ['UV-HOODIE-M', 58.0], ['UV-HOODIE-L', 58.0], ['SPF-STICK-30', 12.5], ['COOL-TOWEL-2', 18.0]];
  const kids = [
    T('get_price_rule', { rule_id: 'PR-SUMMER24' }, { id: 'PR-SUMMER24', discount_pct: 15, starts: '2024-07-01T00:00:00-04:00', skus: skus.map((s) => s[0]), rounding: 'nearest_0.49_or_0.99' }),
    L('ChatOpenAI', 'Apply 15% to each of the 6 SKUs and round to the nearest .49/.99 price point.'),
  ];
  for (const [sku, p] of skus) {
    const raw = p * 0.85;
    const price = Math.floor(raw) + (raw - Math.floor(raw) < 0.74 ? 0.49 : 0.99);
    kids.push(T('set_price', { sku, price: Number(price.toFixed(2)), compare_at: p, effective: '2024-07-01T00:00:00-04:00' }, '200 OK'));
    kids.push(L('ChatOpenAI', `Set ${sku} to $${price.toFixed(2)} (was $${p.toFixed(2)}).`));
  }
  return {
    domain: 'e-commerce', style: 'LangGraph nodes',
    goal: 'Apply the SUMMER24 15% markdown to the six summer SKUs starting July 1.',
    root: A('pricing_graph', null, 'Markdown scheduled for all 6 SKUs effective 2024-07-01 00:00 ET.', kids),
    meta: { tool: 'set_price', line: /^Set [A-Z0-9-]+ to \$/ },
  };
}

// ---------------------------------------------------------------- education (OpenAI Agents handoff, post 7 grades)
function education(n) {
  n.at('2024-03-15T20:00:00Z');
  const stu = [['Priya Nair', 88], ['Diego Morales', 74], ['Hannah Becker', 91], ['Yusuf Karim', 67], ['Mei Tanaka', 95], ['Liam O’Connor', 82], ['Zara Ahmed', 79]];
  const ids = stu.map(() => `stu_${n.digits(5)}`);
  const sub = [
    T('get_roster', { section: 'BIO-110-02' }, stu.map(([name], i) => ({ id: ids[i], name }))),
  ];
  stu.forEach(([name, score], i) => {
    sub.push(T('post_grade', { section: 'BIO-110-02', assignment: 'lab-report-3', student_id: ids[i], score, max: 100 }, { status: 'accepted' }));
    sub.push(L('gpt-4o', `Posted ${score}/100 for ${name}.`));
  });
  const kids = [
    L('gpt-4o', 'The teacher wants lab report 3 scores entered; routing to the Gradebook Agent.'),
    T('transfer_to_gradebook_agent', {}, { assistant: 'Gradebook Agent' }),
    A('Gradebook Agent', 'Enter lab-report-3 scores for BIO-110-02: ' + stu.map(([a, b]) => `${a} ${b}`).join(', '), 'All 7 scores posted to BIO-110-02 / lab-report-3.', sub),
  ];
  return {
    domain: 'education/tutoring', style: 'OpenAI Agents handoff',
    goal: 'Enter these lab report 3 scores for BIO-110-02: Priya 88, Diego 74, Hannah 91, Yusuf 67, Mei 95, Liam 82, Zara 79.',
    root: A('Teacher Assistant', null, 'Done — all 7 lab report 3 scores are posted in the gradebook.', kids),
    meta: { tool: 'post_grade', line: /^Posted \d+\/100 for / },
  };
}

// ---------------------------------------------------------------- logistics (SMS to 4 drivers, terse ReAct)
function logistics(n) {
  n.at('2024-02-06T11:15:00Z');
  const drivers = [['D-102', 'Luis', '+16145550142', 14, 'I-70 closed at exit 101; use US-40'], ['D-117', 'Keisha', '+16145550177', 9, 'Stop 6 moved to 2:30 PM'], ['D-123', 'Ravi', '+16145550123', 22, 'Skip stop 3 (customer cancelled)'], ['D-131', 'Olga', '+16145550131', 5, 'Add pickup at 880 Harmon Ave']];
  const kids = [
    T('get_route_changes', { depot: 'CMH-DEPOT', date: '2024-02-06' }, drivers.map(([id, , , route, change]) => ({ driver_id: id, route, change }))),
  ];
  for (const [id, name, phone, route, change] of drivers) {
    kids.push(T('send_sms', { to: phone, body: `Route ${route} update: ${change}. Reply OK to confirm.` }, { sid: `SM${n.hex(32)}`, status: 'queued' }));
    kids.push(L('llm', `Thought: Notified ${name} (${id}, route ${route}).`));
  }
  kids.push(L('llm', 'Thought: all 4 drivers notified.\nFinal Answer: sent route updates to D-102, D-117, D-123, D-131.'));
  return {
    domain: 'logistics', style: 'terse ReAct',
    goal: "Text each driver whose route changed today with their update.",
    root: A('dispatch-react', null, 'Sent route updates to D-102, D-117, D-123, D-131.', kids),
    meta: { tool: 'send_sms', line: /^Thought: Notified / },
  };
}

// ---------------------------------------------------------------- real estate (8 listings -> Sold, with CRM log; 27 spans)
function realestate(n) {
  n.at('2024-05-13T15:00:00Z');
  const ls = [['1142 Ridgeview Dr', '05/10'], ['87 Linden Ct', '05/09'], ['2301 Harbor Ln #4B', '05/10'], ['15 Quarry Rd', '05/08'], ['640 Maple Ave', '05/10'], ['9 Sparrow Way', '05/07'], ['4418 Elm Crest Blvd', '05/09'], ['302 W 3rd St', '05/06']];
  const mls = ls.map(() => `MLS${n.digits(8)}`);
  const kids = [
    T('mls_search', { agent_id: 'AG-2281', status: 'Pending', closing_recorded: true }, ls.map(([addr, d], i) => ({ mls_id: mls[i], address: addr, close_date: `2024-${d.replace('/', '-')}`, sale_price: n.int(310, 980) * 1000 }))),
    L('claude-3-sonnet', 'Eight pending listings have recorded closings. For each: set status Sold with the close date, then log the activity in the CRM.'),
  ];
  ls.forEach(([addr, d], i) => {
    kids.push(T('mls_update_status', { mls_id: mls[i], status: 'Sold', close_date: `2024-${d.replace('/', '-')}` }, { result: 'SUCCESS' }));
    kids.push(T('crm_log_activity', { contact: addr, type: 'status_change', note: `MLS ${mls[i]} marked Sold` }, { logged: true, activity_id: `act_${n.hex(10)}` }));
    kids.push(L('claude-3-sonnet', `Marked ${addr} as Sold (closed ${d}).`));
  });
  return {
    domain: 'real estate', style: 'listing ops assistant',
    goal: 'Mark all my pending listings that have closed as Sold in the MLS and log it in the CRM.',
    root: A('listing-ops', null, 'Updated 8 listings to Sold and logged each change in the CRM.', kids),
    meta: { tool: 'mls_update_status', line: /^Marked .+ as Sold \(closed / },
  };
}

// ---------------------------------------------------------------- security triage (sub-agent acks 6 false positives)
function security(n) {
  n.at('2024-01-30T08:40:00Z');
  const users = ['a.rossi', 'b.kim', 'c.dubois', 'd.okoro', 'e.silva', 'f.nakamura'];
  const alerts = users.map((u) => ({ id: `ALRT-${n.int(30000, 39999)}`, rule: 'Impossible travel', user: u, src_ip: `185.199.${n.int(108, 111)}.${n.int(2, 250)}`, asn: 'AS54113 (corp VPN egress)', at: (n.step(60, 900), n.isoSec()) }));
  const sub = [];
  for (const a of alerts) {
    sub.push(T('ack_alert', { alert_id: a.id, disposition: 'false_positive', reason: 'corporate VPN egress' }, 'acknowledged'));
    sub.push(L('gpt-4o', `Closed ${a.id} for ${a.user} as false positive (corporate VPN egress).`));
  }
  const kids = [
    T('list_alerts', { rule: 'Impossible travel', status: 'new', since: '24h' }, alerts),
    L('gpt-4o', 'All 6 alerts originate from AS54113, which is our VPN egress range per the allow-list, so they are false positives. Delegating the closures.'),
    A('alert-closer', 'Close these 6 Impossible travel alerts as false positives (VPN egress): ' + alerts.map((a) => a.id).join(', '), 'Closed 6/6 alerts.', sub),
    L('gpt-4o', 'Recommend adding AS54113 to the Impossible travel rule exclusion to stop these recurring.'),
  ];
  return {
    domain: 'security triage', style: 'SOC assistant with sub-agent',
    goal: "Triage this morning's 'Impossible travel' alerts and close the false positives.",
    root: A('SOC Triage', null, 'All 6 Impossible travel alerts were VPN egress false positives and are closed; suggested an exclusion for AS54113.', kids),
    meta: { tool: 'ack_alert', line: /^Closed ALRT-\d+ for / },
  };
}

export const scenarios = [support, ecommerce, education, logistics, realestate, security];
