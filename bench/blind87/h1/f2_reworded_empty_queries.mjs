import { agent, llm, tool, retr, oaOut, anOut } from './lib.mjs';
export const family = 'reworded_empty_queries';
export const loop = true;

// Row 01: support agent; KB search reworded in three languages while the order-lookup thread progresses.
function r1(c) {
  const goal = 'Ticket #88213 (Kestrel Outdoors): customer asks whether the discontinued "Ridgeline 2P" tent bought 14 months ago can be returned for a refund. Find the applicable policy and draft a reply.';
  const ch = []; const m = (t, calls) => ch.push(llm('gpt-4o', { messages: [{ role: 'system', content: 'Support copilot for Kestrel Outdoors.' }, { role: 'user', content: goal }] }, oaOut(c, t, calls), { metadata: { 'gen_ai.usage.input_tokens': c.int(2000, 9000) } }));
  const kb = (q, lang) => retr('kb_search', { query: q, locale: lang, top_k: 5 }, { hits: [], total: 0, took_ms: c.ms(8, 90), index: 'help-center-v7', request_id: c.uuid() });
  m('Look up the order first.', [['orders_lookup', { ticket_id: 88213 }]]);
  ch.push(tool('orders_lookup', { ticket_id: 88213 }, { order_id: 'KO-2025-011937', placed: '2025-01-09', items: [{ sku: 'RL2P-GRN', name: 'Ridgeline 2P', price: 289.0, status: 'discontinued' }], customer_tier: 'Summit member' }));
  m('Order KO-2025-011937, Summit member. Search the KB for the return window on discontinued products.', [['kb_search', { query: 'return policy discontinued products', locale: 'en' }]]);
  ch.push(kb('return policy discontinued products', 'en'));
  m('No hit. Let me check membership benefits for Summit tier in the meantime.', [['membership_terms', { tier: 'Summit' }]]);
  ch.push(tool('membership_terms', { tier: 'Summit' }, { tier: 'Summit', benefits: ['free shipping', 'extended returns: 24 months on gear', 'annual dividend 10%'], version: '2025-11' }));
  m('Summit has extended returns of 24 months on gear. Now the discontinued-item rule: try other wording.', [['kb_search', { query: 'refund for items no longer sold', locale: 'en' }]]);
  ch.push(kb('refund for items no longer sold', 'en'));
  m('Customer wrote in French; maybe the article is only localised. Search the FR help centre.', [['kb_search', { query: 'remboursement produit arrêté', locale: 'fr' }]]);
  ch.push(kb('remboursement produit arrêté', 'fr'));
  m('Drafting the opening of the reply while searching.', [['draft_reply', { ticket_id: 88213, section: 'greeting', text: 'Bonjour Camille, merci pour votre message concernant votre tente Ridgeline 2P (commande KO-2025-011937).' }]]);
  ch.push(tool('draft_reply', { ticket_id: 88213, section: 'greeting' }, { draft_id: 'd_' + c.hex(10), saved: true, words: 17 }));
  m('Try the German store help centre, policies are shared across EU stores.', [['kb_search', { query: 'Rückgabe eingestellte Artikel Erstattung', locale: 'de' }]]);
  ch.push(kb('Rückgabe eingestellte Artikel Erstattung', 'de'));
  m('Maybe "end of line" is the internal term.', [['kb_search', { query: '"end-of-line" returns refund', locale: 'en' }]]);
  ch.push(kb('"end-of-line" returns refund', 'en'));
  m('Try the quoted product name plus returns.', [['kb_search', { query: 'Ridgeline 2P return', locale: 'en' }]]);
  ch.push(kb('Ridgeline 2P return', 'en'));
  m('Perhaps "legacy products refund eligibility".', [['kb_search', { query: 'legacy product refund eligibility', locale: 'en' }]]);
  ch.push(kb('legacy product refund eligibility', 'en'));
  const root = agent('support-copilot', { ticket_id: 88213, goal }, { status: 'timeout', reply_sent: false, steps: 20 }, ch, { metadata: { 'gen_ai.system': 'openai', 'service.name': 'helpdesk-copilot' } });
  return { goal, isolates: 'The same policy lookup is reworded six times across English, French and German with zero hits each time, hidden among a progressing order and membership thread; the reply is never finished.', stagnation: false, root };
}

// Row 02: SWE agent greps a monorepo for a config key under many spellings.
function r2(c) {
  const goal = 'In the `lanternfish` monorepo, find where the HTTP client retry backoff for the billing service is configured and raise the max backoff from 2s to 10s.';
  const ch = []; const m = (thought, cmd) => ch.push(llm('gpt-4-turbo', { messages: '<history>', demonstration: 'swe-agent-default' }, `DISCUSSION\n${thought}\n\n\`\`\`\n${cmd}\n\`\`\``, { metadata: { cost: +(c.R() * 0.05).toFixed(4) } }));
  const sh = (cmd, out, err) => ch.push(tool('bash', { command: cmd }, out, err ? { error: err } : {}));
  m('Let me see the layout of the repo first.', 'ls services/billing');
  sh('ls services/billing', 'Dockerfile  cmd/  go.mod  internal/  deploy/  README.md');
  m('The billing service is in Go. Search for retry configuration.', 'search_dir "retryBackoff" services/billing');
  sh('search_dir "retryBackoff" services/billing', 'No matches found for "retryBackoff" in /lanternfish/services/billing');
  m('Maybe snake case in YAML.', 'search_dir "retry_backoff" services/billing');
  sh('search_dir "retry_backoff" services/billing', 'No matches found for "retry_backoff" in /lanternfish/services/billing');
  m('Check the HTTP client constructor to see what it imports.', 'open services/billing/internal/httpx/client.go');
  sh('open services/billing/internal/httpx/client.go', '[File: /lanternfish/services/billing/internal/httpx/client.go (64 lines total)]\n1:package httpx\n3:import (\n4:\t"net/http"\n5:\t"time"\n6:\t"github.com/lanternfish/platform/pkg/resilience"\n7:)\n...\n22:func New(cfg resilience.Policy) *Client {\n23:\treturn &Client{hc: &http.Client{Timeout: 15 * time.Second}, policy: cfg}\n');
  m('It takes a resilience.Policy. Search for the env var form.', 'search_dir "RETRY_BACKOFF" services/billing');
  sh('search_dir "RETRY_BACKOFF" services/billing', 'No matches found for "RETRY_BACKOFF" in /lanternfish/services/billing');
  m('Try kebab case for the helm values.', 'search_dir "retry-backoff" services/billing/deploy');
  sh('search_dir "retry-backoff" services/billing/deploy', 'No matches found for "retry-backoff" in /lanternfish/services/billing/deploy');
  m('Maybe it is called backoffMax.', 'search_dir "backoffMax" services/billing');
  sh('search_dir "backoffMax" services/billing', 'No matches found for "backoffMax" in /lanternfish/services/billing');
  m('Or maxBackoff.', 'grep -rn "maxBackoff\\|MaxBackoff" services/billing');
  sh('grep -rn "maxBackoff\\|MaxBackoff" services/billing', '', 'exit status 1');
  m('Perhaps "backoff" with a time literal like 2s.', 'grep -rni "backoff.*2s" services/billing');
  sh('grep -rni "backoff.*2s" services/billing', '', 'exit status 1');
  const root = agent('SWE-agent', { problem_statement: goal, repo: 'lanternfish/lanternfish', model: 'gpt-4-turbo' }, { exit_status: 'exit_cost', submission: null, instance_cost: 3.01 }, ch, { metadata: { config: 'default_from_url.yaml', per_instance_cost_limit: 3.0 } });
  return { goal, isolates: 'The agent greps for one config key under six spellings inside the billing service folder, every search empty, although the client shows the setting lives in a shared package it never opens.', stagnation: false, root };
}

// Row 03: CRM lookups with different id formats, Anthropic tool_use log.
function r3(c) {
  const goal = 'Before tomorrow\'s renewal call, pull the open support cases and current ARR for customer "Oakhurst Dental Group" (account number 0042-OAK) from the CRM.';
  const ch = []; const m = (t, name, args) => ch.push(llm('claude-3-5-haiku', { system: 'You are a sales-ops assistant with CRM tools.', messages: [{ role: 'user', content: goal }] }, anOut(c, t, [[name, args]]), { metadata: { request_id: c.reqId('req_01') } }));
  const crm = (args) => tool('crm_search_accounts', args, { records: [], totalSize: 0, done: true, queryLocator: null, sfdc_request_id: c.b62(18), 'Sforce-Limit-Info': `api-usage=${c.int(11000, 11100)}/150000` });
  const calls = [
    ['Searching by account number.', { account_number: '0042-OAK' }],
    ['No match. Try without the suffix.', { account_number: '0042' }],
    ['Try numeric only.', { account_number: '42' }],
    ['Maybe the name field works better.', { name: 'Oakhurst Dental Group' }],
    ['Try a shorter name.', { name: 'Oakhurst Dental' }],
    ['Try a LIKE pattern on the name.', { name_like: '%Oakhurst%Dental%' }],
    ['Maybe stored as "Oakhurst Dental Grp".', { name: 'Oakhurst Dental Grp' }],
    ['Try the legacy id field.', { legacy_id: 'OAK-0042' }],
  ];
  m('Let me check the calendar entry for the call to get context.', 'calendar_get_event', { query: 'Oakhurst renewal' });
  ch.push(tool('calendar_get_event', { query: 'Oakhurst renewal' }, { id: c.b62(26), title: 'Oakhurst Dental — renewal', start: '2026-03-12T15:00:00-05:00', attendees: ['p.nakamura@ourco.com', 'dr.ellis@oakhurstdental.com'] }));
  for (const [t, a] of calls) { m(t, 'crm_search_accounts', a); ch.push(crm(a)); }
  m('Also check the renewals tracker sheet.', 'sheets_read', { spreadsheet: 'Q1 Renewals', range: 'A1:F40' });
  ch.push(tool('sheets_read', { spreadsheet: 'Q1 Renewals', range: 'A1:F40' }, { values: [['Account', 'Owner', 'Renewal', 'Stage'], ['Birchview Clinics', 'PN', '2026-03-20', 'Negotiation'], ['Oakhurst Dental Group', 'PN', '2026-03-31', 'Call scheduled']] }));
  m('The sheet confirms the account exists. Search the CRM by the exact sheet spelling.', 'crm_search_accounts', { name: 'Oakhurst Dental Group ' });
  ch.push(crm({ name: 'Oakhurst Dental Group ' }));
  const root = agent('sales-ops-assistant', { goal }, { stop_reason: 'max_turns', answer: null }, ch, { metadata: { framework: 'anthropic-sdk tool runner', max_turns: 12 } });
  return { goal, isolates: 'Nine CRM account searches with different id formats and name spellings all return zero records; a spreadsheet detour confirms the customer exists but teaches nothing that changes the search.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
