// Family 6 (healthy): batch work over distinct items; every call returns the same acknowledgement and the
// agent writes a templated sentence per item.
import { agent, llm, tool } from '../lib.mjs';

// Row 1 - customer support: close 6 hotfix tickets, templated line per ticket.
function closeTickets(c) {
  const M = 'gpt-4o-mini';
  const goal = 'The hotfix for the PDF export crash is live. Close all open tickets tagged pdf-export-crash with the standard resolution macro.';
  const ids = [48211, 48230, 48237, 48302, 48315, 48361];
  const ch = [];
  ch.push(tool('search_tickets', { query: 'tags:pdf-export-crash status:open' }, ids.map((id, k) => ({ id, subject: ['Export to PDF crashes app', 'PDF export not working', 'App closes when exporting', 'Crash on export (Windows)', 'Export PDF -> blank then crash', 'Cannot export invoices as PDF'][k], requester_id: 90000 + k * 137 }))));
  ch.push(llm(`Found ${ids.length} open tickets. Applying macro "Resolved – hotfix 5.12.1" to each.`, M));
  for (const id of ids) {
    c.tick(1, 3);
    ch.push(tool('apply_macro', { ticket_id: id, macro: 'Resolved – hotfix 5.12.1', status: 'solved' }, { ok: true }));
    ch.push(llm(`Closed ticket #${id}.`, M));
  }
  return { domain: 'customer support', goal, root: agent('helpdesk-agent', goal, `Closed ${ids.length} tickets tagged pdf-export-crash with the "Resolved – hotfix 5.12.1" macro: ${ids.map((i) => '#' + i).join(', ')}.`, ch) };
}

// Row 2 - e-commerce: set 5 sale prices, ack {"status":"success"}; sentence per SKU.
function salePrices(c) {
  const M = 'claude-3-haiku-20240307';
  const goal = 'Apply the Father’s Day sale prices from the merch sheet to our storefront.';
  const items = [
    ['TS-104-BLK', 'Merino crew tee, black', '24.00', '19.99'],
    ['BLT-220-BRN', 'Full-grain leather belt, brown', '58.00', '44.00'],
    ['WLT-031-NVY', 'Slim card wallet, navy', '35.00', '27.50'],
    ['SCK-5PK-GRY', 'Wool hiking socks 5-pack', '32.00', '25.00'],
    ['CAP-810-OLV', 'Waxed cotton cap, olive', '29.00', '22.00'],
  ];
  const ch = [];
  ch.push(tool('read_sheet', { spreadsheet: 'Merch – June promos', range: 'FathersDay!A2:D6' }, items.map(([sku, name, was, now]) => ({ sku, name, regular: was, sale: now }))));
  for (const [sku, name, was, now] of items) {
    c.tick(1, 2);
    ch.push(tool('set_variant_price', { sku, price: now, compare_at_price: was, currency: 'USD' }, { status: 'success' }));
    ch.push(llm(`Price for ${sku} set to $${now} (was $${was}).`, M));
  }
  return { domain: 'e-commerce', goal, root: agent('store-assistant', goal, `All 5 Father's Day prices are live: ${items.map(([s, , , n]) => `${s} $${n}`).join(', ')}. Original prices kept as compare-at.`, ch) };
}

// Row 3 - devops/SRE: acknowledge 4 PagerDuty incidents during a planned maintenance window (short).
function ackIncidents(c) {
  const M = 'gpt-4o';
  const goal = 'We are in the planned Redis maintenance window. Acknowledge the incidents it triggered so on-call stops getting paged.';
  const incs = [['Q1H7ZK2', 'redis-sessions: master failover'], ['Q0X4LM8', 'checkout p99 latency > 800ms'], ['Q3N2BC5', 'cart-service: connection pool exhausted'], ['Q2W9TY1', 'redis-sessions: replication lag']];
  const ch = [];
  ch.push(tool('pagerduty_list_incidents', { statuses: ['triggered'], since: c.isoS() }, incs.map(([id, title]) => ({ id, title, service: 'commerce-core', urgency: 'high' }))));
  for (const [id, title] of incs) {
    c.tick(1, 2);
    ch.push(tool('pagerduty_acknowledge', { incident_id: id, from: 'oncall-bot@acme.io', note: 'Planned Redis maintenance CHG-2291' }, { ok: true }));
    ch.push(llm(`Acknowledged ${id} (${title}).`, M));
  }
  return { domain: 'devops/SRE', goal, root: agent('oncall-assistant', goal, `Acknowledged all 4 triggered incidents (${incs.map((x) => x[0]).join(', ')}) with a note referencing CHG-2291.`, ch) };
}

// Row 4 - coding: label 8 GitHub issues; long trace with triage reasoning first.
function labelIssues(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Triage the issues opened this week in acme/fluxkit: add needs-triage to anything without a label and area labels where obvious.';
  const issues = [
    [1203, 'Crash when config file is empty', 'area/config'],
    [1204, 'Docs: typo in quickstart', 'area/docs'],
    [1206, 'Support for Python 3.13', 'area/build'],
    [1207, 'Memory leak in watcher after 24h', 'area/runtime'],
    [1209, 'CLI --dry-run still writes lockfile', 'area/cli'],
    [1211, 'Windows path with spaces breaks plugin loader', 'area/plugins'],
    [1212, 'Question: how to pin plugin versions?', 'area/docs'],
    [1214, 'Add JSON output for `fluxkit status`', 'area/cli'],
  ];
  const ch = [];
  ch.push(tool('github_search_issues', { q: 'repo:acme/fluxkit is:issue is:open created:>=2024-05-27 no:label' }, { total_count: 8, items: issues.map(([n, t]) => ({ number: n, title: t, labels: [] })) }));
  ch.push(llm('8 unlabeled issues. Mapping: config crash → area/config; quickstart typo and pinning question → area/docs; 3.13 support → area/build; watcher leak → area/runtime; dry-run and JSON status → area/cli; Windows plugin paths → area/plugins. All get needs-triage.', M));
  for (const [n, , area] of issues) {
    c.tick(1, 2);
    ch.push(tool('github_add_labels', { repo: 'acme/fluxkit', issue_number: n, labels: ['needs-triage', area] }, { ok: true }));
    ch.push(llm(`Labelled #${n} as needs-triage, ${area}.`, M));
  }
  return { domain: 'coding', goal, root: agent('triage-bot', goal, 'Labelled 8 new issues with needs-triage plus an area label (#1203–#1214).', ch) };
}

// Row 5 - travel booking: send itinerary to 5 travellers; templated send_message per person.
function sendItineraries(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Send the final offsite itinerary (Porto, 18–20 June) to everyone on the attendee list and confirm to me when done.';
  const people = [['Priya Raman', 'priya.raman@acme.io', 'TP1347 LHR→OPO 18 Jun 08:15'], ['Diego Alvarez', 'diego.alvarez@acme.io', 'IB3103 MAD→OPO 18 Jun 10:40'], ['Hanna Lind', 'hanna.lind@acme.io', 'SK2593 ARN→OPO 18 Jun 07:05'], ['Marc Dubois', 'marc.dubois@acme.io', 'TP433 CDG→OPO 18 Jun 09:55'], ['Yuki Tanaka', 'yuki.tanaka@acme.io', 'LH1178 FRA→OPO 18 Jun 11:20']];
  const ch = [];
  ch.push(tool('get_trip', { trip_id: 'TRP-OPO-0618' }, { hotel: 'Pestana Vintage Porto', nights: 2, attendees: people.map(([n, e, f]) => ({ name: n, email: e, inbound: f })), pdf: 's3://acme-travel/itineraries/TRP-OPO-0618-final.pdf' }));
  for (const [name, email, flight] of people) {
    c.tick(1, 3);
    ch.push(tool('send_email', { to: email, template: 'itinerary_final', vars: { name: name.split(' ')[0], flight, hotel: 'Pestana Vintage Porto' }, attachment: 's3://acme-travel/itineraries/TRP-OPO-0618-final.pdf' }, { queued: true }));
    ch.push(tool('send_message', { to: 'organizer', text: `Sent itinerary to ${name}.` }, { delivered: true }));
  }
  return { domain: 'travel booking', goal, root: agent('travel-coordinator', goal, 'Done — the final Porto itinerary went to all 5 attendees (Priya, Diego, Hanna, Marc, Yuki).', ch) };
}

// Row 6 - data/analytics: grant dashboard access to 7 users, templated line each, plus a summary table.
function grantAccess(c) {
  const M = 'gemini-1.5-flash';
  const goal = 'Give the new sales ops hires viewer access to the Pipeline Health dashboard in Looker.';
  const users = ['a.mensah', 'l.fischer', 'r.kaur', 'j.novak', 's.oyelaran', 't.brennan', 'm.castillo'];
  const ch = [];
  ch.push(tool('hris_list_new_hires', { department: 'Sales Operations', start_after: '2024-05-01' }, users.map((u, k) => ({ username: u, start_date: `2024-05-${String(6 + k * 3).padStart(2, '0')}`, manager: 'k.osei' }))));
  ch.push(tool('looker_get_dashboard', { dashboard_id: 412 }, { id: 412, title: 'Pipeline Health', folder: 'Sales / Shared', content_metadata_id: 1893 }));
  for (const u of users) {
    c.tick(0.5, 1.5);
    ch.push(tool('looker_grant_access', { content_metadata_id: 1893, user: u, permission: 'view' }, { ok: true }));
    ch.push(llm(`Granted view access to ${u}.`, M));
  }
  ch.push(llm('| user | access |\n|---|---|\n' + users.map((u) => `| ${u} | view |`).join('\n'), M));
  return { domain: 'data/analytics', goal, root: agent('bi-admin-agent', goal, `All 7 new sales ops hires now have view access to Pipeline Health (dashboard 412).`, ch) };
}

export default {
  name: 'batch-uniform-acks',
  isolates: 'Healthy batch work over 4-8 distinct items where every call returns the same acknowledgement and the agent writes one templated sentence per item.',
  loop: false,
  stagnation: false,
  kind: 'healthy',
  scenarios: [closeTickets, salePrices, ackIncidents, labelIssues, sendItineraries, grantAccess],
};
