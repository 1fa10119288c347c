import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'similar_records_summary';
export const LOOP = false;

// 01: LangGraph: vendor security questionnaires read one by one, then a risk summary
function s01(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const vendors = [
    ['Loomline (video hosting)', 'SOC 2 Type II, 2025-11', 'AES-256', 'yes', '72h', 'none'],
    ['PayBridge (payments)', 'PCI DSS L1, SOC 2 Type II', 'AES-256 + HSM', 'yes', '24h', 'none'],
    ['Chatterly (support chat)', 'SOC 2 Type I only', 'AES-256', 'no', 'not stated', 'no SSO on base plan'],
    ['DataNest (warehouse)', 'ISO 27001, SOC 2 Type II', 'AES-256, CMK', 'yes', '48h', 'none'],
    ['FormFox (surveys)', 'none', 'TLS only at rest unknown', 'no', 'not stated', 'stores PII in US-only region'],
    ['SignRight (e-signature)', 'SOC 2 Type II, eIDAS QTSP', 'AES-256', 'yes', '72h', 'none'],
  ];
  const r = [];
  vendors.forEach(([v, cert, enc, mfa, notif, issue]) => {
    const path = `/grc/questionnaires/2026/${v.split(' ')[0].toLowerCase()}.json`;
    r.push(llm(c, M, [usr(`read ${v}`)], null, [['read_file', { path }]]));
    r.push(tool('read_file', { path }, JSON.stringify({ vendor: v, certifications: cert, encryption_at_rest: enc, mfa_enforced: mfa, breach_notification: notif, open_issues: issue, submitted: c.isoLocal(), form_rev: `v${c.int(3, 7)}` })));
  });
  r.push(llm(c, M, [usr('summarise')], 'Read 6 questionnaires. High risk: FormFox (no certification, unclear encryption at rest, US-only PII). Medium: Chatterly (SOC 2 Type I only, no MFA, no breach SLA). Low: Loomline, PayBridge, DataNest, SignRight.'));
  const kids = [
    llm(c, M, [sys('Supervisor: grc_reader, report_writer.'), usr('Annual vendor risk review: rate the 6 vendors that renewed in Q1 2026.')], null, [['route', { next: 'grc_reader' }]], { name: 'supervisor' }),
    agent('grc_reader', {}, 'ratings', r, { langgraph_node: 'grc_reader' }),
    llm(c, M, [usr('ratings in')], null, [['route', { next: 'report_writer' }]], { name: 'supervisor' }),
    agent('report_writer', {}, 'report', [llm(c, M, [usr('write')], 'Vendor risk review Q1 2026: 1 high (FormFox - request SOC 2 roadmap and EU data residency or replace by Q3), 1 medium (Chatterly - require MFA and 72h breach SLA in renewal), 4 low. Next review: Q1 2027.')], { langgraph_node: 'report_writer' }),
  ];
  return { stagnation: false, goal: 'Rate the six vendors that renewed in Q1 2026 for the annual vendor risk review.',
    isolates: 'A reader agent opens six questionnaires with the same tool and the same JSON template but different contents, then the risk ratings are written up.',
    root: agent('LangGraph', {}, null, kids, { framework: 'langgraph' }) };
}

// 02: AutoGen: reading service configs to find inconsistent timeouts
function s02(c) {
  const M = 'gpt-4o';
  const svcs = [['gateway', 30, 3, 'true'], ['orders', 10, 3, 'true'], ['inventory', 10, 5, 'true'], ['payments', 45, 0, 'false'], ['shipping', 10, 3, 'true'], ['notifications', 5, 10, 'true'], ['search', 2, 2, 'true']];
  const kids = [];
  kids.push(agent('sre_lead', {}, 'ask', [llm(c, M, [usr('Checkout requests sometimes hang for 45 s. Audit HTTP client timeouts across the checkout path services.')], 'config_reader: please read each service\'s deploy/values.yaml for client timeout, retries and circuit breaker.')], { autogen_speaker: 'sre_lead' }));
  const rd = [];
  svcs.forEach(([s, to, rt, cb]) => {
    rd.push(tool('read_file', { path: `services/${s}/deploy/values.yaml` }, `# rendered ${c.iso()} by helm 3.15 (chart rev ${c.short()})\nservice: ${s}\nhttpClient:\n  timeoutSeconds: ${to}\n  retries: ${rt}\n  circuitBreaker:\n    enabled: ${cb}\nreplicas: ${c.int(2, 12)}\n`));
  });
  rd.push(llm(c, M, [usr('report')], 'Read 7 files. Outliers: payments timeout 45 s with no retries and circuit breaker disabled; notifications 10 retries at 5 s (worst case 50 s); search 2 s. Others 10-30 s with 3-5 retries.'));
  kids.push(agent('config_reader', {}, 'report', rd, { autogen_speaker: 'config_reader' }));
  kids.push(agent('sre_lead', {}, 'TERMINATE', [llm(c, M, [usr('conclude')], 'The 45 s hangs match payments (45 s timeout, breaker off). Action: set payments timeout 8 s with 2 retries and enable the breaker; cap notifications retries at 3. TERMINATE')], { autogen_speaker: 'sre_lead' }));
  kids.push(agent('config_reader', {}, 'ticket', [tool('jira_create', { project: 'SRE', summary: 'Align checkout-path HTTP client timeouts (payments 45s, breaker off)' }, { key: 'SRE-' + c.int(1000, 3000), self: 'https://acme.atlassian.net/rest/api/3/issue/' + c.int(100000, 200000) })], { autogen_speaker: 'config_reader' }));
  return { stagnation: false, goal: 'Explain occasional 45-second checkout hangs by auditing HTTP client timeouts across the checkout path.',
    isolates: 'A reader opens seven service configs of identical shape with different values, finds the payments outlier, and the lead concludes and files a ticket.',
    root: agent('GroupChatManager', {}, null, kids, { framework: 'autogen' }) };
}

// 03: CrewAI: reading hotel review pages, then a guest-experience brief
function s03(c) {
  const M = 'gpt-4o-mini';
  const pages = [
    ['Rooms quiet, breakfast excellent, slow check-in at peak times', 4.4],
    ['Spa closed for renovation without notice, staff apologetic', 3.6],
    ['Great location near the Duomo; AC noisy in rooms on floor 3', 4.1],
    ['Check-in took 40 minutes; concierge restaurant tips superb', 3.9],
    ['Breakfast pastries praised; Wi-Fi drops in the annex', 4.2],
    ['Family room spacious; check-in queue again on Saturday', 4.0],
  ];
  const a = [];
  pages.forEach(([txt, score], i) => {
    const url = `https://reviews.example.com/hotel/palazzo-verdi-florence?page=${i + 1}`;
    a.push(llm(c, M, [usr(`read page ${i + 1}`)], null, [['scrape_page', { url }]]));
    a.push(tool('scrape_page', { url }, `<section class="reviews" data-page="${i + 1}"><div class="avg">${score}</div><p class="review">${txt}</p><p class="review">...${c.int(8, 14)} more</p></section><!-- cache ${c.hex(8)} ${c.httpDate()} -->`));
  });
  a.push(llm(c, M, [usr('themes')], 'Final Answer: 6 pages read. Recurring: slow check-in (3 pages), breakfast praised (2), noise/AC floor 3 (1), Wi-Fi annex (1), spa closure (1). Average score 4.03.'));
  const kids = [
    agent('Review Analyst', {}, 'themes', a, { crewai_role: 'Review Analyst' }),
    agent('Guest Experience Writer', {}, 'brief', [llm(c, M, [usr('write brief from themes')], 'Final Answer: Brief for GM: 1) Add a second check-in desk Fri-Sat 14:00-18:00 (3/6 pages cite queues). 2) Service floor 3 AC units. 3) Extend Wi-Fi to the annex. Keep: breakfast pastries and concierge tips are the top praise.')], { crewai_role: 'Guest Experience Writer' }),
  ];
  return { stagnation: false, goal: 'Write a guest-experience brief for the Palazzo Verdi Florence GM from recent online reviews.',
    isolates: 'An analyst scrapes six review pages with the same tool and HTML template, each page different, then a writer produces the brief.',
    root: agent('Crew', { process: 'sequential' }, null, kids, { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
