// Family 6: reading-many-similar-records (loop: false, stagnation: false)
// Many reads of similar but different records/files/pages, each adding information,
// followed by a synthesis.

export const family = 'reading-many-similar-records';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 ─ veterinary clinic boarding, LlamaIndex FunctionCallingAgent
  {
    isolates: 'The agent reads six different boarding patients\' vaccine records with the same tool, then lists which ones are overdue.',
    goal: 'Which dogs checked in for boarding this weekend are overdue on rabies or Bordetella? I need the list before the kennel opens.',
    make(c) {
      const K = [];
      const M = 'OpenAI (gpt-4o-mini)';
      K.push(c.tool('list_boarding_reservations', { from: '2024-11-22', to: '2024-11-24', species: 'canine' }, { reservations: [
        { res: 'BR-4410', patient_id: 'P-11820', name: 'Juniper' }, { res: 'BR-4411', patient_id: 'P-09331', name: 'Moose' }, { res: 'BR-4415', patient_id: 'P-12907', name: 'Pickles' },
        { res: 'BR-4416', patient_id: 'P-07745', name: 'Otis' }, { res: 'BR-4420', patient_id: 'P-13002', name: 'Lady' }, { res: 'BR-4423', patient_id: 'P-10588', name: 'Waffles' },
      ], count: 6, generated: c.iso() }));
      const recs = [
        ['P-11820', 'Juniper', 'Border Collie', '2023-05-10', '3yr', '2024-05-02', '12mo'],
        ['P-09331', 'Moose', 'Newfoundland', '2021-08-19', '3yr', '2023-10-30', '12mo'],
        ['P-12907', 'Pickles', 'Dachshund', '2024-02-14', '1yr', '2024-09-12', '6mo'],
        ['P-07745', 'Otis', 'Labrador Retriever', '2021-11-01', '3yr', '2024-06-20', '12mo'],
        ['P-13002', 'Lady', 'Shih Tzu', '2024-07-03', '1yr', '2024-04-11', '6mo'],
        ['P-10588', 'Waffles', 'Beagle mix', '2022-12-05', '3yr', '2024-03-29', '12mo'],
      ];
      for (const [id, name, breed, rab, rabTerm, bord, bordTerm] of recs) {
        c.tick(300, 1200);
        K.push(c.tool('get_vaccine_history', { patient_id: id }, { patient_id: id, name, breed, vaccines: [{ code: 'RABIES', given: rab, product: rabTerm === '3yr' ? 'Imrab 3' : 'Rabvac 1', duration: rabTerm }, { code: 'BORDETELLA', given: bord, product: bordTerm === '6mo' ? 'Bronchi-Shield Oral' : 'Nobivac Intra-Trac 3', duration: bordTerm }, { code: 'DAPP', given: '2024-01-15', duration: '3yr' }], source: 'avimark-sync', fetched_at: c.iso() }));
      }
      K.push(c.llm(M, [{ role: 'user', content: this.goal }, { role: 'assistant', content: '(6 vaccine histories retrieved)' }], 'Checked against a 2024-11-22 check-in date:\n- Moose (P-09331): rabies given 2021-08-19 on a 3-year product, expired 2024-08-19 - OVERDUE. Bordetella 2023-10-30 (12 mo) - also OVERDUE.\n- Pickles (P-12907): Bordetella oral 2024-09-12 is a 6-month product, current until March. Rabies current.\n- Otis (P-07745): rabies 2021-11-01 on 3-year product expired 2024-11-01 - OVERDUE. Bordetella current.\n- Lady (P-13002): Bordetella 6-month given 2024-04-11 expired 2024-10-11 - OVERDUE. Rabies current.\n- Juniper and Waffles: both vaccines current.'));
      return c.agent('FunctionCallingAgent', this.goal, 'Overdue for this weekend\'s boarding: Moose (rabies expired 2024-08-19 and Bordetella expired 2024-10-30), Otis (rabies expired 2024-11-01), and Lady (Bordetella expired 2024-10-11). Juniper, Pickles and Waffles are current.', K);
    },
  },

  // 02 ─ coding, Claude Code Glob + Read over many similar service configs
  {
    isolates: 'A coding agent reads seven similar service config files one by one, each with different values, and reports which still use the deprecated key.',
    goal: 'Which of our services still set the deprecated `retry_backoff_ms` in their config? List them with the value so we can migrate to `retry.backoff`.',
    make(c) {
      const K = [];
      const M = 'claude-sonnet-4-20250514';
      const svcs = ['billing', 'catalog', 'checkout', 'inventory', 'notifications', 'search', 'shipping'];
      K.push(c.tool('Glob', { pattern: 'services/*/config/app.yaml' }, svcs.map((s) => `/repo/services/${s}/config/app.yaml`).join('\n')));
      const cfg = {
        billing: 'service: billing\nport: 8081\nhttp:\n  timeout_ms: 3000\n  retry_backoff_ms: 250\n  max_retries: 3\ndb:\n  pool_size: 20\n',
        catalog: 'service: catalog\nport: 8082\nhttp:\n  timeout_ms: 1500\n  retry:\n    backoff: 100ms\n    max: 5\ncache:\n  ttl_s: 300\n',
        checkout: 'service: checkout\nport: 8083\nhttp:\n  timeout_ms: 5000\n  retry_backoff_ms: 500 # TODO migrate\n  max_retries: 2\nfeature_flags:\n  new_checkout_flow: true\n',
        inventory: 'service: inventory\nport: 8084\nhttp:\n  timeout_ms: 2000\n  retry:\n    backoff: 200ms\n    max: 4\nkafka:\n  topic: inventory.events.v2\n',
        notifications: 'service: notifications\nport: 8085\nhttp:\n  timeout_ms: 10000\n  retry_backoff_ms: 1000\n  max_retries: 6\nproviders:\n  sms: twilio\n  email: ses\n',
        search: 'service: search\nport: 8086\nhttp:\n  timeout_ms: 800\n  # retry_backoff_ms: 50  (removed in #4121)\n  retry:\n    backoff: 50ms\n    max: 2\n',
        shipping: 'service: shipping\nport: 8087\nhttp:\n  timeout_ms: 4000\n  retry_backoff_ms: 300\n  retry:\n    backoff: 300ms\n    max: 3\n',
      };
      for (const s of svcs) {
        c.tick(200, 800);
        const lines = cfg[s].trimEnd().split('\n').map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n');
        K.push(c.tool('Read', { file_path: `/repo/services/${s}/config/app.yaml` }, lines));
        if (s === 'checkout') K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: lines.slice(0, 120) }] }], 'So far billing and checkout still use the flat key, while catalog has the nested retry block. Four files left to check.'));
      }
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Summary of the seven configs: billing (250), checkout (500, has a TODO), and notifications (1000) still use only `retry_backoff_ms`. Shipping sets both `retry_backoff_ms: 300` and the new `retry.backoff: 300ms`, so it just needs the old key deleted. Catalog and inventory are already migrated, and search only has the old key in a comment.'));
      return c.agent('claude-code', this.goal, '`retry_backoff_ms` is still set in 4 services:\n| service | value | note |\n|---|---|---|\n| billing | 250 | old key only |\n| checkout | 500 | old key only, TODO comment |\n| notifications | 1000 | old key only |\n| shipping | 300 | both keys set; delete the old one |\nCatalog, inventory and search are already on `retry.backoff` (search has the old key only in a comment).', K);
    },
  },

  // 03 ─ insurance SIU review, Bedrock Agents action group
  {
    isolates: 'The agent fetches five flagged claims one at a time through the same API, each with different details, and finds the shared repair shop.',
    goal: 'Review the five claims flagged by SIU rule R-17 this week and tell me whether they share a repair shop, adjuster or claimant contact.',
    make(c) {
      const K = [];
      const M = 'orchestration (anthropic.claude-3-haiku-20240307-v1:0)';
      K.push(c.tool('SiuActionGroup::GET /flags', { apiPath: '/flags', httpMethod: 'GET', parameters: [{ name: 'rule', value: 'R-17' }, { name: 'since', value: '7d' }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ rule: 'R-17', description: 'Repeat collision claims, same ZIP, <90 days', claims: ['CLM-3301842', 'CLM-3302119', 'CLM-3302560', 'CLM-3303007', 'CLM-3303391'] }) } } }));
      const claims = [
        ['CLM-3301842', 'A. Petrov', '2024-09-03', 'Rear-end at light', 'Quickfix Collision LLC', 'D. Ruiz', '+1-469-555-0182', 6840],
        ['CLM-3302119', 'M. Haddad', '2024-09-07', 'Side swipe, parking lot', 'Quickfix Collision LLC', 'S. Olsen', '+1-469-555-0117', 4210],
        ['CLM-3302560', 'J. Carter', '2024-09-10', 'Rear-end on I-35E', 'Lone Star Auto Body', 'D. Ruiz', '+1-214-555-0169', 9120],
        ['CLM-3303007', 'R. Petrova', '2024-09-12', 'Rear-end at light', 'Quickfix Collision LLC', 'K. Young', '+1-469-555-0182', 7015],
        ['CLM-3303391', 'L. Nguyen', '2024-09-14', 'Hit while parked', 'Metroplex Paint & Body', 'S. Olsen', '+1-972-555-0133', 2380],
      ];
      for (const [id, who, date, desc, shop, adj, phone, est] of claims) {
        c.tick(400, 1400);
        K.push(c.tool('SiuActionGroup::GET /claims/{claimId}', { apiPath: '/claims/{claimId}', httpMethod: 'GET', parameters: [{ name: 'claimId', type: 'string', value: id }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ claimId: id, claimant: who, lossDate: date, lossZip: '75061', description: desc, repairShop: shop, adjuster: adj, claimantPhone: phone, estimate: est, photos: c.int(4, 14) }) } } }));
      }
      K.push(c.llm(M, 'Human: ... <function_results>5 claims</function_results>', '<thinking>Three of five claims (3301842, 3302119, 3303007) use Quickfix Collision LLC. Claims 3301842 (A. Petrov) and 3303007 (R. Petrova) share phone +1-469-555-0182 and have the same loss description. Adjusters are spread across three people, no single adjuster pattern.</thinking>'));
      return c.agent('InvokeAgent siu-review-agent (alias PROD)', this.goal, 'Findings for R-17 flags: (1) Quickfix Collision LLC is the repair shop on 3 of 5 claims (CLM-3301842, CLM-3302119, CLM-3303007). (2) CLM-3301842 (A. Petrov) and CLM-3303007 (R. Petrova) list the same claimant phone +1-469-555-0182 and the same "rear-end at light" description, which looks like a staged-loss pattern. (3) No common adjuster: D. Ruiz, S. Olsen and K. Young each handle some. Recommend SIU referral for the Quickfix/Petrov cluster.', K);
    },
  },

  // 04 ─ payroll overtime, Semantic Kernel
  {
    isolates: 'The agent pulls six different employees\' weekly timesheets with the same function and computes each person\'s overtime before summarising the total.',
    goal: 'Calculate overtime for the Dock B night crew for the week ending 2024-10-19 so I can approve it before the payroll cutoff.',
    make(c) {
      const K = [];
      const M = 'AzureChatCompletion (gpt-4o)';
      K.push(c.tool('TimePlugin-ListCrew', { crew: 'DOCKB-NIGHT', weekEnding: '2024-10-19' }, { crew: 'DOCKB-NIGHT', supervisor: 'T. Adeyemi', members: ['E2031', 'E2044', 'E2102', 'E2117', 'E2150', 'E2163'] }));
      const ts = [
        ['E2031', 'Luis Ortega', [8, 8, 8, 10, 9, 0, 0], 24.5],
        ['E2044', 'Kim Duong', [8, 8, 8, 8, 8, 0, 0], 22.0],
        ['E2102', 'Sam Whitaker', [10, 10, 10, 10, 8, 6, 0], 21.75],
        ['E2117', 'Ana Popescu', [8, 0, 8, 8, 8, 8, 0], 23.0],
        ['E2150', 'Derek Holm', [12, 12, 10, 0, 8, 0, 0], 25.5],
        ['E2163', 'Grace Mbeki', [8, 8, 8, 8, 6, 0, 0], 22.0],
      ];
      for (const [id, name, days, rate] of ts) {
        c.tick(300, 900);
        const total = days.reduce((a, b) => a + b, 0);
        K.push(c.tool('TimePlugin-GetTimesheet', { employeeId: id, weekEnding: '2024-10-19' }, { employeeId: id, name, rate, days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d, i) => ({ day: d, hours: days[i] })), totalHours: total, approvedBySupervisor: id !== 'E2150', source: 'Kronos', pulledAt: c.iso() }));
      }
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Weekly totals over 40h: Ortega 43h (3 OT, $110.25), Whitaker 54h (14 OT, $456.75), Holm 42h (2 OT, $76.50, but his timesheet is not yet supervisor-approved). Duong, Popescu and Mbeki are at or under 40h. Total OT is 19 hours, $643.50 at 1.5x.'));
      return c.agent('ChatCompletionAgent:PayrollAssistant', this.goal, 'Dock B night crew, week ending 2024-10-19: overtime for 3 of 6 employees, 19 OT hours totalling $643.50 at 1.5x. Ortega 3h ($110.25), Whitaker 14h ($456.75), Holm 2h ($76.50). Holm\'s timesheet still needs supervisor approval from T. Adeyemi before cutoff. Duong, Popescu and Mbeki have no overtime.', K);
    },
  },

  // 05 ─ e-discovery privilege review, LangGraph with a document tool
  {
    isolates: 'A review agent opens seven different emails from one batch with the same document tool and proposes a distinct privilege call for each.',
    goal: 'First-pass privilege review of batch RB-0193 (7 emails) in Halvorsen v. Qyra: propose Privileged / Not Privileged / Partial for each with a reason.',
    make(c) {
      const K = [];
      const M = 'ChatAnthropic (claude-3-5-sonnet)';
      K.push(c.tool('list_batch', { batch_id: 'RB-0193' }, { batch_id: 'RB-0193', reviewer: 'ai-first-pass', doc_ids: ['QY-E-0088120', 'QY-E-0088121', 'QY-E-0088127', 'QY-E-0088133', 'QY-E-0088140', 'QY-E-0088141', 'QY-E-0088152'] }));
      const docs = [
        ['QY-E-0088120', 'r.lind@qyra.com', 'j.amsel@kellerpruitt.com (outside counsel)', 'RE: draft response to Halvorsen demand', 'Attached my comments on your draft. I think we should not concede the March timeline...'],
        ['QY-E-0088121', 'r.lind@qyra.com', 'eng-leads@qyra.com', 'Sprint 41 retro notes', 'Velocity dipped due to on-call load. Action items: rotate pager...'],
        ['QY-E-0088127', 'm.cho@qyra.com', 'legal@qyra.com; r.lind@qyra.com', 'Question re: Halvorsen contract clause 9.2', 'Before we reply to the customer, can legal confirm whether 9.2 caps our liability...'],
        ['QY-E-0088133', 'r.lind@qyra.com', 'sales-all@qyra.com; j.amsel@kellerpruitt.com', 'FYI customer escalation', 'Forwarding for awareness. Pricing team please hold renewal quote. (cc counsel)'],
        ['QY-E-0088140', 'support@halvorsen.no', 'support@qyra.com', 'Ticket #55120 outage 14 March', 'Our ingestion jobs failed from 02:10 to 07:45 CET...'],
        ['QY-E-0088141', 'legal@qyra.com', 'm.cho@qyra.com', 'RE: Question re: Halvorsen contract clause 9.2', 'Short answer: yes, 9.2 caps at 12 months fees, but see 9.4 carve-outs for gross negligence...'],
        ['QY-E-0088152', 'm.cho@qyra.com', 'ops@qyra.com', 'RE: Ticket #55120 + legal view', 'Legal says we are capped under 9.2 (see below). Anyway, root cause was the expired TLS cert on ingest-lb...'],
      ];
      for (const [id, from, to, subj, body] of docs) {
        c.tick(400, 1500);
        K.push(c.tool('get_document', { doc_id: id, fields: ['from', 'to', 'date', 'subject', 'body', 'attachments'] }, { doc_id: id, custodian: from.split('@')[0], from, to, date: `2024-03-${String(c.int(14, 29)).padStart(2, '0')}T${String(c.int(7, 19)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:00Z`, subject: subj, body_excerpt: body, attachments: id === 'QY-E-0088120' ? ['Halvorsen_response_v3_RL.docx'] : [], md5: c.hex(32) }));
      }
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Proposed calls:\n0088120 Privileged (request for/communication with outside counsel on draft response, attachment too).\n0088121 Not Privileged (engineering retro).\n0088127 Privileged (employee seeking legal advice from in-house legal).\n0088133 Not Privileged (business forward to sales-all; cc to counsel does not make it privileged).\n0088140 Not Privileged (customer correspondence).\n0088141 Privileged (legal advice from in-house counsel).\n0088152 Partial: redact the sentence relaying legal\'s view on 9.2; the outage root cause is not privileged.'));
      return c.agent('priv_review_graph', this.goal, 'RB-0193 first pass: Privileged - QY-E-0088120, 0088127, 0088141. Not Privileged - 0088121, 0088133, 0088140. Partial (redact legal advice sentence) - 0088152. All calls are flagged for attorney QC.', K);
    },
  },

  // 06 ─ airline operations delay report, Vercel AI SDK
  {
    argsAsString: true,
    isolates: 'The agent reads the status of six different delayed flights with the same tool, each with its own delay code, and compiles a morning delay report.',
    goal: 'Give me a quick morning delay report for our DEN bank: why were the six flights over 30 minutes late this morning?',
    make(c) {
      const K = [];
      K.push(c.tool('ai.toolCall listDelayedFlights', { station: 'DEN', since: '05:00', minDelay: 30 }, { flights: ['NX1402', 'NX1418', 'NX1433', 'NX1440', 'NX1457', 'NX1461'], asOf: c.iso() }));
      const fl = [
        ['NX1402', 'DEN-PHX', 'N812NX', 47, '93', 'Late inbound aircraft from SLC', '06:05', '06:52'],
        ['NX1418', 'DEN-BOI', 'N733NX', 36, '41', 'Aircraft defect: left pack inop, MEL deferral', '06:20', '06:56'],
        ['NX1433', 'DEN-MCI', 'N845NX', 62, '63', 'Late ramp crew / baggage loading', '06:40', '07:42'],
        ['NX1440', 'DEN-SEA', 'N790NX', 88, '75', 'De-icing queue, Type IV', '06:55', '08:23'],
        ['NX1457', 'DEN-AUS', 'N812NX', 31, '93', 'Late inbound (same tail as NX1402)', '07:30', '08:01'],
        ['NX1461', 'DEN-ORD', 'N702NX', 54, '63', 'Late ramp crew / baggage loading', '07:35', '08:29'],
      ];
      for (const [fn, route, tail, delay, code, reason, std, atd] of fl) {
        c.tick(200, 800);
        K.push(c.tool('ai.toolCall getFlightStatus', { flightNumber: fn, date: c.date() }, { flight: fn, route, tail, std, atd, delayMinutes: delay, iataDelayCode: code, remark: reason, gate: `B${c.int(20, 60)}`, pax: c.int(120, 178), updatedAt: c.iso() }));
      }
      K.push(c.llm('ai.generateText.doGenerate anthropic.messages claude-3-5-haiku', [{ role: 'user', content: this.goal }], 'Grouping by IATA code: 63 (ramp/baggage) hit NX1433 and NX1461; 93 (late inbound) hit NX1402 and knocked on to NX1457 on the same tail N812NX; 75 (de-icing) NX1440 was the longest at 88 min; 41 (technical) NX1418 with a pack MEL.'));
      return c.agent('ai.generateText', this.goal, 'DEN morning delays (6 flights over 30 min):\n- Ramp/baggage staffing (code 63): NX1433 +62, NX1461 +54\n- Late inbound rotation (93): NX1402 +47, which propagated to NX1457 +31 on tail N812NX\n- De-icing (75): NX1440 +88, the worst of the morning\n- Technical (41): NX1418 +36, left pack deferred under MEL\nTwo of six are ramp staffing; worth raising with the ground handler.', K);
    },
  },
];
