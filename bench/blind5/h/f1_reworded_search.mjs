import { A, L, T } from './lib.mjs';

export const family = 'reworded-search-stays-empty';
export const isolates = 'One search tool is called 3-6 times for the same intent reworded (synonyms, word order, other field names, other date or ID formats); every result is empty and no later search succeeds.';
export const loop = true;
export const stagnation = false;

// 01 e-commerce, LangChain AgentExecutor style
function ecommerce(n) {
  const goal = "Do we carry a waterproof women's hiking boot in size 9 wide for under $150? If so, send me the product link.";
  const empty = () => ({ hits: [], total: 0, facets: {}, took_ms: n.int(7, 61), request_id: 'srch_' + n.alnum(14) });
  const kids = [
    L('ChatOpenAI', "I'll check the storefront catalog for a women's waterproof hiking boot, size 9, wide width, priced under $150."),
    T('get_storefront_context', { store: 'us-main' }, { currency: 'USD', locale: 'en-US', catalog_version: `2024.${n.int(10, 40)}`, active_products: 18342 }),
    T('catalog_search', { q: 'women waterproof hiking boot size 9 wide', max_price: 150 }, empty()),
    T('catalog_search', { q: 'ladies hiking boots waterproof 9W', max_price: 150 }, empty()),
    T('catalog_search', { q: 'hiking boot', filters: { gender: 'womens', width: 'W', size: '9', waterproof: true }, max_price: 150 }, empty()),
    T('catalog_search', { q: "trail hiking boot women's wide fit 9 water-resistant", price_lte: 150 }, empty()),
    T('catalog_search', { q: 'womens 9 wide hiking boot waterproof', sort: 'relevance', max_price: 150.0 }, empty()),
    L('ChatOpenAI', "Final Answer: I couldn't find a women's waterproof hiking boot in size 9 wide under $150 in the catalog."),
  ];
  return { domain: 'e-commerce', goal, meta: { tool: 'catalog_search' },
    root: A('AgentExecutor', goal, "Sorry - I couldn't find a women's waterproof hiking boot in 9 wide under $150 in our catalog.", kids) };
}

// 02 legal, CrewAI style with delegated researcher
function legal(n) {
  const goal = 'Find a Delaware decision holding that a force majeure clause excused pandemic-related supply delays, for the Halvorsen v. Brightline opposition brief.';
  const none = () => ({ results: [], count: 0, search_id: n.uuid(), elapsed: `${n.int(120, 900)}ms` });
  const sub = A('Case Law Researcher', 'Search the case-law database for Delaware authority applying a force majeure clause to COVID-19 supply-chain delays (2020 onward).',
    'No matching Delaware authority found in the case-law database.', [
      L('LLM', 'Thought: I should query the case-law database for Delaware opinions on force majeure and pandemic supply delays decided since March 2020.'),
      T('caselaw_search', { query: 'force majeure pandemic supply delay', jurisdiction: 'DE', decided_after: '2020-03-01' }, none()),
      T('caselaw_search', { query: 'COVID-19 "act of God" contract excuse supply chain', jurisdiction: 'Delaware', decided_after: '03/01/2020' }, none()),
      T('caselaw_search', { query: 'coronavirus supplier delay excused under force majeure provision', court: 'Del. Ch.', date_from: 'March 2020' }, none()),
      T('caselaw_search', { query: 'force-majeure clause epidemic excused delivery delay', jurisdiction: 'US-DE', decided_after: '2020' }, none()),
      L('LLM', 'Final Answer: No matching Delaware authority found in the case-law database.'),
    ]);
  const kids = [
    L('LLM', 'Thought: pull the clause language from the matter file first, then delegate the precedent search to the researcher.'),
    T('dms_get_document', { matter: 'HAL-2291', doc: 'master-supply-agreement.pdf', section: '14.2' },
      { text: '14.2 Force Majeure. Neither party shall be liable for any failure or delay in performance caused by acts of God, epidemics, governmental action, or other causes beyond its reasonable control ...', pages: [31, 32], version: 'v' + n.int(3, 9), sha1: n.hex(40) }),
    sub,
  ];
  return { domain: 'legal', goal, meta: { tool: 'caselaw_search' },
    root: A('Crew', goal, "I couldn't find a Delaware decision applying force majeure to pandemic supply delays in our case-law database. Note that clause 14.2 lists 'epidemics' expressly.", kids) };
}

// 03 HR, OpenAI Agents SDK style; JSON-string args
function hr(n) {
  const goal = "Find the HR record for the contractor who started in March as 'J. Okafor' and tell me their contract end date.";
  const none = () => ({ workers: [], next_page_token: null, trace: n.hex(16) });
  const kids = [
    L('response', "Looking up the contractor in the HRIS by name and start month."),
    T('hris_find_worker', { name: 'J. Okafor' }, none()),
    T('hris_find_worker', { last_name: 'Okafor', first_initial: 'J' }, none()),
    T('hris_find_worker', { display_name: 'Okafor, J.', worker_type: 'contractor' }, none()),
    T('hris_find_worker', { legal_name: 'Okafor', start_date: `${n.date().slice(0, 4)}-03` }, none()),
    T('hris_find_worker', { employee_name: 'OKAFOR J', hire_date: `03/${n.date().slice(0, 4)}` }, none()),
    T('hris_find_worker', { surname: 'Okafor', status: 'any' }, none()),
    T('slack_reply', { channel: 'D04HRQ2', thread_ts: `${n.epoch()}.${n.int(100000, 999999)}`, text: "I couldn't find a worker record for J. Okafor in the HRIS, so I can't give you the contract end date." }, { ok: true, ts: `${n.tick(2).epoch()}.${n.int(100000, 999999)}` }),
  ];
  return { domain: 'HR', goal, stringArgs: true, meta: { tool: 'hris_find_worker' },
    root: A('HR Ops Agent', goal, "I couldn't find a worker record for J. Okafor in the HRIS.", kids) };
}

// 04 SRE/on-call, custom tracer style
function sre(n) {
  const goal = 'Customers reported 502s from checkout between 14:00 and 14:30 UTC today - find the relevant log lines and tell me the cause.';
  const d = n.date();
  const from = Date.parse(`${d}T14:00:00Z`), to = Date.parse(`${d}T14:30:00Z`);
  const empty = () => ({ events: [], scanned_bytes: n.int(1e8, 9e8), query_id: 'q-' + n.hex(12), status: 'complete' });
  const kids = [
    L('claude-3-5-sonnet', 'Plan: confirm the 502 spike in metrics, then pull the checkout log lines for the window and look for the upstream cause.'),
    T('pagerduty_get_incident', { id: 'P7QK2XZ' }, { id: 'P7QK2XZ', title: 'checkout-api 5xx rate above SLO', status: 'acknowledged', urgency: 'high', created_at: `${d}T14:06:${n.int(10, 59)}Z`, service: { summary: 'checkout-api' } }),
    T('prometheus_query_range', { query: 'sum(rate(http_requests_total{service="checkout-api",code="502"}[5m]))', start: `${d}T14:00:00Z`, end: `${d}T14:30:00Z`, step: '300s' },
      { status: 'success', data: { resultType: 'matrix', result: [{ metric: {}, values: [[from / 1000, '0'], [from / 1000 + 300, '4.2'], [from / 1000 + 600, '11.8'], [from / 1000 + 900, '9.1'], [from / 1000 + 1200, '0.4'], [from / 1000 + 1500, '0']] }] } }),
    L('claude-3-5-sonnet', 'The spike is real: 502s from roughly 14:05 to 14:20. Now searching the log index for the matching lines.'),
    T('logs_search', { query: 'service:checkout-api status:502', from: `${d}T14:00:00Z`, to: `${d}T14:30:00Z` }, empty()),
    T('logs_search', { query: '@http.status_code:502 service:checkout', from, to }, empty()),
    T('logs_search', { query: 'checkout AND "502 Bad Gateway"', from: `${d} 14:00`, to: `${d} 14:30` }, empty()),
    T('logs_search', { query: 'app=checkout-api status_code=502', from: 'today 14:00 UTC', to: 'today 14:30 UTC' }, empty()),
    T('logs_search', { query: 'service:checkout-api (@status:502 OR @http.status:502)', from: Math.floor(from / 1000), to: Math.floor(to / 1000) }, empty()),
    L('claude-3-5-sonnet', 'Metrics confirm the 502 spike but none of the log searches returned any lines for that window, so I cannot identify the cause from logs.'),
    T('pagerduty_create_note', { incident_id: 'P7QK2XZ', content: '502 spike 14:05-14:20 UTC confirmed in metrics; no matching log lines found in the log index. Cause not yet identified.' }, { note: { id: 'PN' + n.ALNUM(6), created_at: n.tick(40).isoS() } }),
  ];
  return { domain: 'SRE/on-call', goal, meta: { tool: 'logs_search' },
    root: A('oncall-agent', goal, 'The 502 spike (about 14:05-14:20 UTC) is confirmed in metrics, but I could not find any matching log lines, so the cause is still unknown.', kids) };
}

// 05 travel, short; JSON-string args
function travel(n) {
  const goal = 'Book a nonstop flight Lisbon to Montreal on 12 October for two adults, economy.';
  const none = () => ({ offers: [], currency: 'EUR', search_id: n.uuid(), expires_at: n.tick(5).isoS() });
  const kids = [
    T('get_traveler_profile', { user_id: 'u_' + n.alnum(8) }, { name: 'Marta Sousa', loyalty: [{ program: 'TP', tier: 'Silver' }], seat_pref: 'aisle', companions: ['Rui Sousa'] }),
    L('gpt-4o', 'Searching nonstop LIS-YUL options for 12 October, 2 adults, economy.'),
    T('search_flights', { origin: 'LIS', destination: 'YUL', date: '2024-10-12', adults: 2, cabin: 'economy', nonstop: true }, none()),
    T('search_flights', { from: 'Lisbon', to: 'Montreal', departure: '12/10/2024', passengers: 2, max_stops: 0 }, none()),
    T('search_flights', { origin: 'LPPT', destination: 'CYUL', date: 'Oct 12 2024', adults: 2, direct_only: true }, none()),
    T('search_flights', { origin: 'LIS', destination: 'YMQ', date: '20241012', adults: 2, stops: '0', cabin: 'Y' }, none()),
    L('gpt-4o', 'I could not find any nonstop Lisbon to Montreal flights on 12 October.'),
  ];
  return { domain: 'travel', goal, stringArgs: true, meta: { tool: 'search_flights' },
    root: A('Travel Agent', goal, "I couldn't find a nonstop Lisbon-Montreal flight on 12 October for two adults. Nothing has been booked.", kids) };
}

// 06 security triage, long, nested enrichment sub-agent
function security(n) {
  const goal = 'Triage phishing alert ALRT-55821 and decide whether the sender IP 203.0.113.77 is known-bad in our threat intel.';
  const none = () => ({ data: [], meta: { total: 0, request_id: n.uuid(), took: n.int(20, 300) } });
  const sha = n.hex(64);
  const mids = [n.hex(16), n.hex(16), n.hex(16)];
  const enrich = A('intel_enricher', 'Look up 203.0.113.77 in the threat-intel platform and report any matching indicators with confidence and first-seen date.',
    'No indicators matched 203.0.113.77.', [
      T('ti_search', { indicator: '203.0.113.77', type: 'ipv4' }, none()),
      T('ti_search', { indicator: '203[.]0[.]113[.]77' }, none()),
      T('ti_search', { q: 'ip:"203.0.113.77"', include_expired: false }, none()),
      T('ti_search', { indicator: '203.0.113.77/32', type: 'cidr' }, none()),
      T('ti_search', { value: '::ffff:203.0.113.77', type: 'ipv6' }, none()),
      L('gpt-4o-mini', 'No indicator records for 203.0.113.77 in any of the forms tried. Returning: no match.'),
    ]);
  const kids = [
    L('gpt-4o', 'Starting triage of ALRT-55821: pull the alert, inspect headers and attachment, then check the sender IP in threat intel.'),
    T('siem_get_alert', { alert_id: 'ALRT-55821' }, { id: 'ALRT-55821', rule: 'Inbound phish - credential lure', severity: 'medium', recipient: 'ap-clerk@northwind.example', received: n.rfc(), sender: 'billing@northwind-invoices.example', attachments: ['Invoice_0424.html'] }),
    T('mail_get_headers', { message_id: `<${n.hex(16)}@northwind-invoices.example>` }, { 'Received-SPF': 'softfail (domain of northwind-invoices.example does not designate 203.0.113.77 as permitted sender)', 'Authentication-Results': 'dkim=none; dmarc=fail', 'X-Originating-IP': '203.0.113.77', Date: n.rfc() }),
    T('whois_lookup', { domain: 'northwind-invoices.example' }, { registrar: 'NameCheap, Inc.', created: n.date(-3), privacy: true, nameservers: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'] }),
    L('gpt-4o', 'Lookalike domain registered 3 days ago, SPF softfail and DMARC fail. Checking the HTML attachment next.'),
    T('sandbox_submit', { sha256: sha, filename: 'Invoice_0424.html' }, { task_id: n.int(4000000, 4999999), status: 'queued' }),
    T('sandbox_get_report', { sha256: sha }, { verdict: 'malicious', score: 9.1, signatures: ['credential_harvest_form', 'obfuscated_js'], contacted_hosts: ['login-micros0ft.example'], analysed_at: n.tick(95).iso() }),
    T('vt_file_report', { hash: sha }, { last_analysis_stats: { malicious: 17, suspicious: 2, undetected: 51 }, first_submission_date: n.epoch() - 172800 }),
    L('gpt-4o', 'Attachment is a credential-harvesting page (17 engines flag it). Checking who else received it before containment.'),
    T('mail_search', { from: 'billing@northwind-invoices.example', since: n.date(-2) }, { messages: [
      { id: mids[0], to: 'ap-clerk@northwind.example', read: true }, { id: mids[1], to: 'j.pereira@northwind.example', read: false },
      { id: mids[2], to: 'finance-team@northwind.example', read: false }], total: 3 }),
    T('mail_purge', { message_ids: mids, mode: 'soft_delete' }, { purged: 3, job: n.uuid() }),
    T('mail_block_sender', { domain: 'northwind-invoices.example', scope: 'tenant' }, { rule_id: 'blk-' + n.int(1000, 9999), created: n.isoS() }),
    T('urlscan_submit', { url: 'https://login-micros0ft.example/owa/auth', visibility: 'private' }, { uuid: n.uuid(), result: 'queued' }),
    T('urlscan_result', { url: 'https://login-micros0ft.example/owa/auth' }, { verdicts: { overall: { malicious: true, score: 100, categories: ['phishing'] } }, page: { ip: '192.0.2.144', asn: 'AS64500', title: 'Sign in to your account' }, screenshot: `https://urlscan.example/screenshots/${n.uuid()}.png` }),
    T('proxy_block_url', { url: 'login-micros0ft.example', category: 'phishing', ttl_days: 90 }, { ok: true, policy_version: n.int(1000, 2000) }),
    T('edr_host_lookup', { user: 'ap-clerk@northwind.example' }, [{ host: 'FIN-LT-0231', os: 'Windows 11 23H2', last_seen: n.isoS(), alerts_24h: 0, isolation: 'none' }]),
    T('edr_process_search', { host: 'FIN-LT-0231', since: n.date(-1), filter: 'parent:msedge.exe OR parent:outlook.exe child:(powershell.exe OR cmd.exe OR mshta.exe)' }, { events: [], total: 0 }),
    T('exo_get_inbox_rules', { mailbox: 'ap-clerk@northwind.example' }, [{ name: 'Move newsletters', enabled: true, action: 'move:Newsletters', created: '2023-09-12T08:11:00Z' }]),
    T('hr_get_employee', { email: 'ap-clerk@northwind.example' }, { name: 'Dana Whitcombe', department: 'Accounts Payable', manager: 'Luis Ortega', location: 'Leeds' }),
    T('send_user_notice', { to: 'ap-clerk@northwind.example', template: 'phish-opened', vars: { subject: 'Invoice 0424 overdue' } }, { sent: true, message_id: `<${n.hex(20)}@soc.northwind.example>` }),
    T('idp_get_signins', { user: 'ap-clerk@northwind.example', since: n.date(-1) }, [{ time: n.tick(-7200).isoS(), ip: '198.51.100.23', result: 'success', mfa: true }, { time: n.tick(600).isoS(), ip: '198.51.100.23', result: 'success', mfa: true }]),
    L('gpt-4o', 'Three recipients, all purged; sender domain and landing page blocked. The clerk opened it, but there is no suspicious process activity and sign-ins are only from the office IP with MFA, so no sign of credential use. Now the sender IP reputation, via the enrichment agent.'),
    enrich,
    L('gpt-4o', 'The email is malicious based on the attachment, but threat intel has nothing for 203.0.113.77, so I cannot say whether the IP itself is known-bad.'),
    T('case_add_comment', { case: 'ALRT-55821', body: 'Attachment malicious (sandbox 9.1, VT 17/70). Sender IP 203.0.113.77: no TI match. IP reputation undetermined.' }, { id: n.int(90000, 99999), created: n.tick(12).isoS() }),
  ];
  return { domain: 'security triage', goal, meta: { tool: 'ti_search' },
    root: A('soc-triage', goal, 'The email is malicious (credential-harvesting attachment), but I found no threat-intel record for 203.0.113.77, so its reputation is undetermined.', kids) };
}

export const rows = [ecommerce, legal, hr, sre, travel, security];
