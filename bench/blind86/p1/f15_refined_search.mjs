import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'refined_search';
export const LOOP = false;

// 01: Google ADK research: too broad, then constrained by study design and year, then a new source
function s01(c) {
  const M = 'gemini-1.5-pro-002';
  const r = [];
  r.push(llm(c, M, [sys('You are literature_scout.'), usr('Find randomized evidence on four-day work week effects on productivity for a policy memo.')], null, [['openalex_search', { search: 'four day work week productivity', per_page: 5 }]]));
  r.push(tool('openalex_search', { search: 'four day work week productivity', per_page: 5 }, { meta: { count: 11842, db_response_time_ms: c.ms(), page: 1 }, results: [{ title: 'The four-day week: a review of popular claims', type: 'article', publication_year: 2019 }, { title: 'Working hours and wellbeing in Europe', publication_year: 2021 }] }));
  r.push(llm(c, M, [tmsg('openalex_search', 'count 11842')], 'Too broad: 11,842 hits, mostly opinion pieces. Restrict to trials and 2022+.', [['openalex_search', { search: '"four-day week" randomized OR trial', filter: 'publication_year:>2021,type:article', per_page: 5 }]]));
  r.push(tool('openalex_search', { search: '"four-day week" randomized OR trial', filter: 'publication_year:>2021,type:article' }, { meta: { count: 0, db_response_time_ms: c.ms() }, results: [] }));
  r.push(llm(c, M, [tmsg('openalex_search', 'count 0')], 'Zero: the big pilots were published as working papers, not journal articles. Search NBER and SSRN working papers instead, using the pilot organiser name "4 Day Week Global".', [['nber_search', { q: '4 Day Week Global pilot', since: 2022 }]]));
  r.push(tool('nber_search', { q: '4 Day Week Global pilot', since: 2022 }, { hits: [{ id: 'w33131', title: 'Four-Day Workweek Pilots: Evidence from the UK, US, Ireland', authors: ['Schor, J.', 'Fan, W.', 'Kelly, O.'], year: 2024, abstract: '61 UK firms ... revenue broadly unchanged (+1.4%), sick days -65%, attrition -57% ...' }], total: 1, served_by: c.host('nber-search') }));
  r.push(llm(c, M, [tmsg('nber_search', '1 hit')], 'Also check Iceland public-sector trial (Autonomy report) via the same working-paper index.', [['ssrn_search', { q: 'Iceland shorter working week trial Reykjavik', since: 2021 }]]));
  r.push(tool('ssrn_search', { q: 'Iceland shorter working week trial Reykjavik', since: 2021 }, { results: [{ abstract_id: 4412877, title: 'Going Public: Iceland\'s journey to a shorter working week', year: 2021, note: '2,500 workers, productivity maintained or improved in most workplaces' }], took: c.dur() }));
  r.push(llm(c, M, [tmsg('ssrn_search', '1 hit')], 'Found two primary sources: NBER w33131 (UK/US/IE pilots, revenue ~+1.4%, sick days -65%) and the Iceland trial report (2,500 workers, output maintained). Neither is a true RCT; they are before/after pilots.', [['transfer_to_agent', { agent_name: 'memo_writer' }]]));
  r.push(tool('transfer_to_agent', { agent_name: 'memo_writer' }, { actions: { transfer_to_agent: 'memo_writer' } }));
  const kids = [
    llm(c, M, [sys('You are memo_writer. Sub-agents: literature_scout.'), usr('Draft a half-page memo on the productivity evidence for a four-day week.')], null, [['transfer_to_agent', { agent_name: 'literature_scout' }]]),
    tool('transfer_to_agent', { agent_name: 'literature_scout' }, { actions: { transfer_to_agent: 'literature_scout' } }),
    agent('literature_scout', {}, 'two sources', r, { adk_agent: 'LlmAgent' }),
    llm(c, M, [usr('sources')], 'Memo: The best available evidence comes from large opt-in pilots, not randomized trials. UK/US/Irish pilots (NBER w33131, 2024) found revenue roughly flat (+1.4%) with sick days down 65% and attrition down 57%; Iceland\'s 2015-19 trial (2,500 workers) reported output maintained. Caveat: self-selected firms.'),
  ];
  return { stagnation: false, goal: 'Draft a half-page policy memo on productivity evidence for a four-day work week.',
    isolates: 'The scout\'s first search returns 11,842 loose hits, the narrowed one zero; it then switches to working-paper sources using the organiser name learnt from the domain and finds two primary studies.',
    root: agent('memo_writer', {}, null, kids, { framework: 'google-adk' }) };
}

// 02: Semantic Kernel: support KB search refined by an error code learnt from the device log
function s02(c) {
  const M = 'gpt-4o';
  const kids = [];
  const ag = (n, ch, out) => kids.push(agent(n, {}, out, ch, { sk_agent: n }));
  ag('SupportAgent', [
    llm(c, M, [sys('SupportAgent'), usr('Customer: our LabelJet 420 shows "offline" in the print queue since this morning. Store #114.')], null, [['kb_search', { query: 'LabelJet 420 offline' }]]),
    tool('kb_search', { query: 'LabelJet 420 offline' }, { value: [], count: 0, 'x-ms-request-id': c.uuid() }),
    llm(c, M, [tmsg('kb_search', '0')], 'DeviceAgent, can you pull the device log for store #114 LabelJet?'),
  ], 'asked DeviceAgent');
  ag('DeviceAgent', [
    llm(c, M, [usr('pull log')], null, [['mdm_device_log', { store: 114, device: 'LabelJet 420', lines: 20 }]]),
    tool('mdm_device_log', { store: 114, device: 'LabelJet 420', lines: 20 }, `${c.syslog()} lj420-114 spooler[412]: job 9921 queued\n${c.syslog()} lj420-114 netd[88]: DHCP lease renewed 10.114.3.77\n${c.syslog()} lj420-114 fw[1]: E-2047 certificate not yet valid (device clock 2019-01-01T00:00:04)\n${c.syslog()} lj420-114 spooler[412]: TLS handshake failed, marking offline`),
    llm(c, M, [tmsg('mdm_device_log', '...')], 'The log shows E-2047: TLS certificate not yet valid because the device clock reset to 2019-01-01. That is the real cause, not connectivity.'),
  ], 'E-2047 clock reset');
  ag('SupportAgent', [
    llm(c, M, [usr('E-2047')], null, [['kb_search', { query: 'E-2047 certificate not yet valid clock' }]]),
    tool('kb_search', { query: 'E-2047 certificate not yet valid clock' }, { value: [{ id: 'KB-7730', title: 'LabelJet: E-2047 after power loss (RTC battery)', steps: ['Settings > Network > NTP: enable, server pool.ntp.org', 'Reboot', 'If clock resets again, replace RTC battery CR1220'] }], count: 1 }),
    llm(c, M, [tmsg('kb_search', 'KB-7730')], null, [['mdm_push_setting', { store: 114, device: 'LabelJet 420', setting: 'ntp.enabled', value: true }]]),
    tool('mdm_push_setting', { store: 114, device: 'LabelJet 420', setting: 'ntp.enabled', value: true }, { status: 'applied', device_time_now: c.iso(), printer_state: 'online' }),
    llm(c, M, [tmsg('mdm_push_setting', 'online')], 'Fixed: the printer\'s clock had reset (E-2047), breaking TLS. NTP enabled remotely, clock now correct and the printer is online. If it happens after the next power cut, the CR1220 RTC battery needs replacing (KB-7730).'),
  ], 'resolved');
  return { stagnation: false, goal: 'Get the LabelJet 420 label printer at store #114 back online.',
    isolates: 'A KB search for the symptom finds nothing; the device agent\'s log reveals error E-2047, a new search on that code finds the article, and the fix is applied.',
    root: agent('AgentGroupChat', {}, null, kids, { framework: 'semantic-kernel' }) };
}

// 03: OpenAI Agents SDK incident: logs empty for old service name, trace reveals rename
function s03(c) {
  const M = 'gpt-4.1';
  const inv = [];
  inv.push(llm(c, M, [sys('You are log_investigator.'), usr('Find why checkout emails are delayed since 09:00 UTC today.')], null, [['loki_query', { query: '{app="mailer"} |= "error"', since: '3h' }]]));
  inv.push(tool('loki_query', { query: '{app="mailer"} |= "error"', since: '3h' }, { status: 'success', data: { resultType: 'streams', result: [] }, stats: { summary: { execTime: c.int(11, 90) / 1000 } } }));
  inv.push(llm(c, M, [tmsg('loki_query', 'empty')], 'No mailer errors at all; check a trace of a delayed email to see which service actually sends it.', [['tempo_search', { tags: 'order.id=ORD-88412', limit: 1 }]]));
  inv.push(tool('tempo_search', { tags: 'order.id=ORD-88412', limit: 1 }, { traces: [{ traceID: c.hex(32), rootServiceName: 'checkout', spans: ['checkout POST /orders 212ms', 'notify-gateway publish email.send 3ms', 'notify-worker email.send 41m12s (waiting in queue)'] }] }));
  inv.push(llm(c, M, [tmsg('tempo_search', '...')], 'Mail is now sent by notify-worker (mailer was renamed); the span waited 41 minutes in the queue. Query notify-worker logs.', [['loki_query', { query: '{app="notify-worker"} |~ "error|throttl"', since: '3h' }]]));
  inv.push(tool('loki_query', { query: '{app="notify-worker"} |~ "error|throttl"', since: '3h' }, { status: 'success', data: { result: [{ stream: { app: 'notify-worker', pod: c.host('notify-worker') }, values: [[String(c.epochMs() * 1e6), 'WARN ses throttled: Maximum sending rate exceeded (14/s), requeue delay=60s'], [String(c.epochMs() * 1e6), 'WARN ses throttled: Maximum sending rate exceeded (14/s), requeue delay=60s']] }] } }));
  inv.push(llm(c, M, [tmsg('loki_query', 'throttled')], 'Root cause: SES sending rate 14/s exceeded since the 09:00 marketing blast shares the same SES identity; transactional mail is requeued with 60s delays.'));
  const kids = [
    llm(c, M, [sys('You are incident_lead. Tools: log_investigator, remediation (agents).'), usr('INC-5120: order confirmation emails delayed 30-45 min.')], null, [['log_investigator', { input: 'Find why checkout emails are delayed' }]]),
    agent('log_investigator', {}, 'SES throttling', inv, { as_tool: true }),
    llm(c, M, [tmsg('log_investigator', 'SES throttling')], null, [['remediation', { input: 'Pause the marketing campaign sending via SES and move it to the bulk configuration set.' }]]),
    agent('remediation', {}, 'paused', [llm(c, M, [usr('pause campaign')], null, [['campaign_pause', { id: 'cmp_spring_2026' }]]), tool('campaign_pause', { id: 'cmp_spring_2026' }, { state: 'paused', remaining: 118233 }), llm(c, M, [tmsg('campaign_pause', 'paused')], 'Campaign paused; queue draining.')], { as_tool: true }),
    llm(c, M, [usr('status')], 'INC-5120 mitigated: marketing blast paused, transactional queue draining; follow-up: separate SES identity for bulk mail.'),
  ];
  return { stagnation: false, goal: 'INC-5120: find and mitigate why order confirmation emails are delayed 30-45 minutes.',
    isolates: 'A log search on the old service name returns nothing; a trace reveals the service was renamed, the new query finds SES throttling, and the incident is mitigated.',
    root: agent('incident_lead', {}, null, kids, { framework: 'openai-agents' }) };
}
export const scenarios = [s01, s02, s03];
