import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'backoff_then_success';
export const LOOP = false;

// 01: OpenAI Agents SDK: localizer hits DeepL 429 twice then succeeds; reviewer approves
function s01(c) {
  const M = 'gpt-4o';
  const src = 'Meet Aurora, the thermostat that learns your week. Save up to 23% on heating without lifting a finger.';
  const loc = [];
  loc.push(llm(c, M, [sys('You are localizer. Use deepl_translate.'), usr(`Translate for the FR-FR and DE-DE product pages: "${src}"`)], null, [['deepl_translate', { text: [src], target_lang: 'FR', formality: 'prefer_less' }]]));
  for (let i = 0; i < 2; i++) {
    loc.push(tool('deepl_translate', { text: [src], target_lang: 'FR', formality: 'prefer_less' }, { status: 429, headers: { 'retry-after': String(2 ** (i + 1)), date: c.httpDate(), 'x-trace-id': c.hex(32) }, body: { message: 'Too many requests' } }, { error: 'HTTP 429 Too Many Requests' }));
    loc.push(llm(c, M, [tmsg('deepl_translate', '429 retry-after')], `Rate limited; retrying after ${2 ** (i + 1)}s backoff.`, [['deepl_translate', { text: [src], target_lang: 'FR', formality: 'prefer_less' }]]));
  }
  loc.push(tool('deepl_translate', { text: [src], target_lang: 'FR', formality: 'prefer_less' }, { translations: [{ detected_source_language: 'EN', text: 'Voici Aurora, le thermostat qui apprend votre semaine. Économisez jusqu\'à 23 % sur le chauffage sans lever le petit doigt.' }], billed_characters: 104 }));
  loc.push(llm(c, M, [tmsg('deepl_translate', 'FR ok')], null, [['deepl_translate', { text: [src], target_lang: 'DE', formality: 'prefer_less' }]]));
  loc.push(tool('deepl_translate', { text: [src], target_lang: 'DE', formality: 'prefer_less' }, { translations: [{ detected_source_language: 'EN', text: 'Das ist Aurora, das Thermostat, das deine Woche kennenlernt. Spare bis zu 23 % Heizkosten, ohne einen Finger zu rühren.' }], billed_characters: 104 }));
  loc.push(llm(c, M, [tmsg('deepl_translate', 'DE ok')], 'FR and DE versions ready.'));
  const kids = [
    llm(c, M, [sys('You are content_lead. Tools: localizer, brand_reviewer (agents).'), usr('Localize the Aurora hero line for FR and DE and get brand approval.')], null, [['localizer', { input: src }]]),
    agent('localizer', {}, 'FR and DE versions ready.', loc, { as_tool: true }),
    llm(c, M, [tmsg('localizer', 'FR/DE')], null, [['brand_reviewer', { input: 'Check FR/DE hero lines against the brand glossary.' }]]),
    agent('brand_reviewer', {}, 'approved', [llm(c, M, [usr('check glossary')], null, [['glossary_lookup', { terms: ['Aurora', 'thermostat'], locales: ['fr-FR', 'de-DE'] }]]), tool('glossary_lookup', { terms: ['Aurora', 'thermostat'] }, { Aurora: 'do not translate', thermostat: { 'fr-FR': 'thermostat', 'de-DE': 'Thermostat (n.)' } }), llm(c, M, [tmsg('glossary_lookup', '...')], 'Approved: product name kept, DE uses neuter "das Thermostat", informal du-form matches DE brand voice.')], { as_tool: true }),
    llm(c, M, [usr('done')], 'Localized hero lines approved for FR-FR and DE-DE and ready to publish.'),
  ];
  return { stagnation: false, goal: 'Localize the Aurora thermostat hero line into French and German and get brand approval.',
    isolates: 'The localizer\'s DeepL call is rate-limited twice (429, retry-after 2 then 4) then succeeds; the German translation and brand review follow and the task finishes.',
    root: agent('content_lead', {}, null, kids, { framework: 'openai-agents' }) };
}

// 02: LangGraph travel planning: flight-status API 502 three times, then OK
function s02(c) {
  const M = 'claude-3-5-haiku-20241022';
  const kids = [];
  kids.push(llm(c, M, [sys('Supervisor: status_agent, itinerary_agent.'), usr('My parents land at Osaka Kansai on JL 62? No, it is JL61 from LAX arriving 2026-05-20. Plan their pickup and a train to Kyoto.')], null, [['route', { next: 'status_agent' }]], { name: 'supervisor' }));
  const s = [];
  s.push(llm(c, M, [usr('status of JL61 2026-05-20')], null, [['flight_status', { carrier: 'JL', number: '61', date: '2026-05-20' }]]));
  for (let i = 0; i < 3; i++) {
    s.push(tool('flight_status', { carrier: 'JL', number: '61', date: '2026-05-20' }, `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n<!-- upstream: ${c.host('fs-api')} req ${c.hex(16)} -->`, { error: 'HTTP 502 Bad Gateway' }));
    s.push(llm(c, M, [tmsg('flight_status', '502')], null, [['flight_status', { carrier: 'JL', number: '61', date: '2026-05-20' }]], { metadata: { retry_attempt: i + 1, backoff_s: [1, 2, 4][i] } }));
  }
  s.push(tool('flight_status', { carrier: 'JL', number: '61', date: '2026-05-20' }, { flight: 'JL61', origin: 'LAX', destination: 'KIX', scheduled_arrival: '2026-05-20T17:25+09:00', estimated_arrival: '2026-05-20T17:10+09:00', terminal: '1', status: 'Scheduled' }));
  kids.push(agent('status_agent', {}, 'JL61 arrives KIX T1 17:10 est', s, { langgraph_node: 'status_agent' }));
  kids.push(llm(c, M, [usr('status ok')], null, [['route', { next: 'itinerary_agent' }]], { name: 'supervisor' }));
  kids.push(agent('itinerary_agent', {}, 'plan', [
    llm(c, M, [usr('train KIX -> Kyoto after 17:10 + immigration')], null, [['train_search', { from: 'Kansai Airport', to: 'Kyoto', after: '18:30', date: '2026-05-20' }]]),
    tool('train_search', { from: 'Kansai Airport', to: 'Kyoto', after: '18:30' }, { options: [{ train: 'Haruka 46', dep: '18:46', arr: '20:03', fare_jpy: 3640 }, { train: 'Haruka 48', dep: '19:16', arr: '20:33', fare_jpy: 3640 }] }),
    llm(c, M, [tmsg('train_search', '...')], 'Meet at KIX Terminal 1 arrivals ~18:15 (landing 17:10 + immigration); take Haruka 46 at 18:46, Kyoto 20:03, 3,640 JPY each (ICOCA & Haruka discount cheaper).'),
  ], { langgraph_node: 'itinerary_agent' }));
  kids.push(llm(c, M, [usr('done')], 'FINISH', [], { name: 'supervisor' }));
  return { stagnation: false, goal: 'Plan airport pickup and a train to Kyoto for parents arriving on JL61 at Kansai on 2026-05-20.',
    isolates: 'The status agent\'s flight-status call returns the same nginx 502 three times with backoff, then the real status; the itinerary is built and the run finishes.',
    root: agent('LangGraph', {}, null, kids, { framework: 'langgraph' }) };
}

// 03: CrewAI: ERP connection resets twice, then the purchase order is created
function s03(c) {
  const M = 'gpt-4o-mini';
  const a = [];
  const args = JSON.stringify({ supplier: 'SUP-00419 (Kessler Fasteners GmbH)', lines: [{ sku: 'M8x40-A2', qty: 20000, unit_eur: 0.041 }, { sku: 'M8-NUT-A2', qty: 20000, unit_eur: 0.017 }], plant: 'DE02', delivery: '2026-06-15' });
  a.push(llm(c, M, [sys('You are Buyer.'), usr('Create a PO for the approved fastener requisition PR-20931.')], 'Thought: create the PO in SAP via the gateway.', [['erp_create_po', args]]));
  for (let i = 0; i < 2; i++) {
    a.push(tool('erp_create_po', args, { error: 'ConnectionResetError(104, \'Connection reset by peer\')', endpoint: 'https://sapgw-02.corp.example:44300/sap/opu/odata/sap/API_PURCHASEORDER_PROCESS_SRV', attempt: i + 1, at: c.isoLocal() }, { error: 'ConnectionResetError: Connection reset by peer' }));
    a.push(llm(c, M, [tmsg('erp_create_po', 'connection reset')], `Thought: transient network error (attempt ${i + 1}); retry.`, [['erp_create_po', args]]));
  }
  a.push(tool('erp_create_po', args, { d: { PurchaseOrder: '4500187733', CompanyCode: 'DE01', PurchaseOrderDate: `/Date(${c.epochMs()})/`, NetAmount: '1160.00', DocumentCurrency: 'EUR' }, 'sap-message': { code: '06/017', message: 'Standard PO created under the number 4500187733' } }));
  a.push(llm(c, M, [tmsg('erp_create_po', '4500187733')], 'Final Answer: PO 4500187733 created (EUR 1,160.00, delivery 2026-06-15, plant DE02).'));
  const kids = [
    agent('Requisition Reviewer', {}, 'PR-20931 approved', [llm(c, M, [usr('Check PR-20931 against budget and preferred suppliers.')], null, [['erp_get_requisition', { id: 'PR-20931' }]]), tool('erp_get_requisition', { id: 'PR-20931' }, { status: 'approved', cost_center: 'CC-4410', budget_left_eur: 18400, preferred_supplier: 'SUP-00419' }), llm(c, M, [tmsg('erp_get_requisition', 'approved')], 'Final Answer: PR-20931 approved, within budget (EUR 18,400 left), preferred supplier SUP-00419.')], { crewai_role: 'Requisition Reviewer' }),
    agent('Buyer', {}, 'PO 4500187733', a, { crewai_role: 'Buyer' }),
    agent('Supplier Liaison', {}, 'sent', [llm(c, M, [usr('Send PO 4500187733 to supplier')], null, [['send_email', { to: 'orders@kessler-fasteners.de', subject: 'PO 4500187733', attachment: 'PO_4500187733.pdf' }]]), tool('send_email', { to: 'orders@kessler-fasteners.de' }, { accepted: true, id: c.uuid() }), llm(c, M, [tmsg('send_email', 'ok')], 'Final Answer: PO sent to Kessler Fasteners.')], { crewai_role: 'Supplier Liaison' }),
  ];
  return { stagnation: false, goal: 'Turn approved requisition PR-20931 (M8 fasteners) into a purchase order and send it to the supplier.',
    isolates: 'The Buyer\'s SAP PO call fails twice with the same connection reset, succeeds on the third attempt, and the crew sends the PO on.',
    root: agent('Crew', { process: 'sequential' }, null, kids, { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
