// Family 2: the same search intent re-sent in other words, empty every time; the task is never done.
export const family = 'reworded_empty_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent re-sends the same lookup with synonyms, reordered words, other field names or other id/date formats; every answer is empty and the task is not completed.';

export const scenarios = [
  {
    domain: 'rowing regattas',
    isolates: 'A regatta assistant searches the entries list five times for one masters quad under different spellings and event codes, gets zero hits every time, and never finds the crew.',
    build: (N) => {
      const empty = (q) => (N) => ({ query: q, hits: 0, results: [], event_filter: null, index: 'entries-2025-v3', took_ms: N.ms(4, 60), served_by: N.host('regatta-search') });
      return {
        style: 'mistral', agent: 'regatta-desk', model: 'mistral-medium-2505',
        system: 'You answer questions for competitors at the Marlow Town Regatta using the entries database.',
        goal: 'Find the entry for the Tideway Scullers women\'s masters C coxless quad and tell the captain their division, lane and start time.',
        turns: [
          { say: 'Searching the entries list for the crew.', calls: [{ name: 'search_entries', args: { q: 'Tideway Scullers W MasC 4x-' }, out: empty('Tideway Scullers W MasC 4x-') }] },
          { say: 'Nothing under that label. Entries may use the club code instead of the full name.', calls: [{ name: 'search_entries', args: { q: 'TSS W.MasC.4x-' }, out: empty('TSS W.MasC.4x-') }] },
          { say: 'Try spelling out the boat class.', calls: [{ name: 'search_entries', args: { q: 'Tideway Scullers School women masters C quadruple sculls' }, out: empty('Tideway Scullers School women masters C quadruple sculls') }] },
          { calls: [{ name: 'search_entries', args: { club: 'Tideway Scullers', event: 'WMasC4x' }, out: (N) => ({ query: { club: 'Tideway Scullers', event: 'WMasC4x' }, hits: 0, results: [], index: 'entries-2025-v3', took_ms: N.ms(4, 60), served_by: N.host('regatta-search') }) }] },
          { say: 'Perhaps the quad was entered under the composite crew name with the captain\'s surname.', calls: [{ name: 'search_entries', args: { q: 'Tideway Scullers/composite W MasC quad (Hughes)' }, out: empty('Tideway Scullers/composite W MasC quad (Hughes)') }] },
        ],
        final: null,
        rootError: 'conversation stopped: max_turns=5 reached',
      };
    },
  },
  {
    domain: 'cat shows (pedigree registry)',
    isolates: 'A Rasa show-desk bot reruns the pedigree search action with four reworded names and registration-number formats for the same cat and gets an empty hit list every time.',
    build: (N) => {
      const none = (q) => (N) => [{ event: 'slot', name: 'registry_query', value: q }, { event: 'slot', name: 'registry_hits', value: [] }, { event: 'slot', name: 'registry_checked_at', value: N.isoNoMs() }, { event: 'action_execution_rejected', name: null }].slice(0, 3);
      return {
        style: 'rasa', agent: 'show-desk-bot', model: 'gpt-4o-mini-2024-07-18', senderId: 'exh-' + N.digits(5),
        rasaFlows: '## Available flows\n- check_pedigree: verifies a cat is registered before benching\n- benching_info: pen number and judging ring',
        rasaSlots: 'registry_query, registry_hits, cat_breed',
        goal: 'Confirm that the exhibitor\'s Maine Coon "Ch. Oakbrook Thistle" is on the registry so it can be benched in the Champion class.',
        turns: [
          { user: 'Hi, can you check my Maine Coon is registered? It\'s Ch. Oakbrook Thistle, the reg number is GCCF 2022/MCO/0411', intent: 'check_registration',
            say: 'StartFlow(check_pedigree)\nSetSlot(registry_query, "Ch. Oakbrook Thistle")\nSetSlot(cat_breed, "MCO")', calls: [{ name: 'action_search_registry', args: { registry_query: 'Ch. Oakbrook Thistle', cat_breed: 'MCO' }, out: none('Ch. Oakbrook Thistle') }], bot: 'I couldn\'t find "Ch. Oakbrook Thistle" yet. Let me try another way.' },
          { say: 'SetSlot(registry_query, "Oakbrook Thistle")', calls: [{ name: 'action_search_registry', args: { registry_query: 'Oakbrook Thistle', cat_breed: 'MCO' }, out: none('Oakbrook Thistle') }], bot: 'Still nothing without the title prefix.' },
          { say: 'SetSlot(registry_query, "2022/MCO/0411")', calls: [{ name: 'action_search_registry', args: { registry_query: '2022/MCO/0411', cat_breed: 'MCO' }, out: none('2022/MCO/0411') }], bot: 'The registration number on its own returned no match either.' },
          { user: 'It\'s definitely registered, try again please', intent: 'affirm', say: 'SetSlot(registry_query, "MCO-0411-2022")', calls: [{ name: 'action_search_registry', args: { registry_query: 'MCO-0411-2022', cat_breed: 'Maine Coon' }, out: none('MCO-0411-2022') }], bot: 'I tried the number in the other format; the registry still shows no hits.' },
          { say: 'SetSlot(registry_query, "Thistle, Oakbrook")', calls: [{ name: 'action_search_registry', args: { registry_query: 'Thistle, Oakbrook', cat_breed: 'Maine Coon' }, out: none('Thistle, Oakbrook') }], bot: 'Sorry, I\'m having trouble finding that cat on the registry.' },
        ],
      };
    },
  },
  {
    domain: 'flood barrier gates (maintenance records)',
    isolates: 'An OpenLIT-traced maintenance agent looks for the last hydraulic seal job on one flood gate with five rephrased CMMS queries (asset id spellings, date formats, synonyms) and every page comes back with total 0.',
    build: (N) => {
      const zero = (N) => JSON.stringify({ total: 0, items: [], page: 1, per_page: 50, _links: { self: `/api/v2/workorders?page=1&_rid=${N.hex(8)}` }, generated: N.isoOffset(0) });
      return {
        style: 'openlit', agent: 'barrier-maint-agent', service: 'barrier-maint-agent', model: 'gpt-4.1-mini',
        system: 'You support the Riverside flood defence team. Use the CMMS work-order search to answer questions about asset maintenance history.',
        goal: 'Find when the hydraulic ram seals on flood gate FG-07 (Riverside Quay) were last replaced, so the 5-year replacement can be scheduled.',
        turns: [
          { say: 'Searching work orders for FG-07 seal replacement.', calls: [{ name: 'cmms_search_workorders', args: { text: 'FG-07 hydraulic seal replacement' }, argsString: true, out: zero }] },
          { say: 'No results; the CMMS might store the asset id without the hyphen.', calls: [{ name: 'cmms_search_workorders', args: { asset: 'FG07', text: 'seal' }, argsString: true, out: zero }] },
          { say: 'Trying the descriptive asset name and a synonym for seal.', calls: [{ name: 'cmms_search_workorders', args: { text: 'Riverside Quay flood gate 7 ram gasket' }, argsString: true, out: zero }] },
          { say: 'Limiting to the 2020 refurbishment window in case the text index is the problem.', calls: [{ name: 'cmms_search_workorders', args: { asset: 'FG-07', from: '01/03/2020', to: '30/06/2020', type: 'corrective' }, argsString: true, out: zero }] },
          { say: 'Same window in ISO dates and preventive type.', calls: [{ name: 'cmms_search_workorders', args: { asset_tag: 'FG-07', date_from: '2020-03-01', date_to: '2020-06-30', wo_type: 'PM' }, argsString: true, out: zero }] },
          { say: 'I could not find any work order recording a seal replacement on FG-07. The maintenance history in the CMMS appears empty for this asset under every form of the id I tried.' },
        ],
      };
    },
  },
  {
    domain: 'bulk refill shop (zero-waste)',
    isolates: 'A Vercel AI SDK agent hunts for a supplier invoice for a castile soap drum with four reworded invoice searches (supplier alias, SKU, product synonym, date format) and gets an empty list each time.',
    build: (N) => {
      const empty = (N) => ({ invoices: [], count: 0, next_cursor: null, xero_tenant: 'refillery-ltd', rate_limit: { minute_remaining: N.int(40, 59), day_remaining: N.int(4000, 4999) }, correlation_id: N.uuid() });
      return {
        style: 'vercel', agent: 'refillery-backoffice', model: 'gpt-4o-mini', nestTools: true,
        system: 'You are the back-office assistant for The Refillery, a zero-waste shop. Tools: accounting invoice search.',
        goal: 'Find the supplier invoice for the 25 L castile soap drum delivered in March so the cost per litre can be updated on the refill station label.',
        turns: [
          { calls: [{ name: 'searchInvoices', args: { contact: 'Greenleaf Soapworks', text: 'castile soap 25L' }, out: empty }] },
          { say: 'Nothing for that supplier name. The supplier trades as GLS Wholesale on invoices.', calls: [{ name: 'searchInvoices', args: { contact: 'GLS Wholesale', text: 'castile' }, out: empty }] },
          { calls: [{ name: 'searchInvoices', args: { text: 'CAST-25-UNS', dateFrom: '2025-03-01', dateTo: '2025-03-31' }, out: empty }] },
          { say: 'Try the product description as it may appear on the line item and the UK date style.', calls: [{ name: 'searchInvoices', args: { text: 'liquid olive oil soap unscented drum', dateFrom: '01/03/2025', dateTo: '31/03/2025' }, out: empty }] },
          { calls: [{ name: 'searchInvoices', args: { contact: 'Greenleaf', text: 'soap', status: 'PAID' }, out: empty }] },
        ],
        final: null,
        rootError: 'AI_RetryError: maxSteps (5) reached without a final answer',
      };
    },
  },
  {
    domain: 'limousine hire',
    isolates: 'A chauffeur-dispatch agent traced with Microsoft Agent Framework looks up one prom-night booking under five variants of the customer name and phone number and every lookup returns no bookings.',
    build: (N) => {
      const nob = (N) => ({ bookings: [], matched_on: null, api: 'fleetdesk/3.2', x_request_id: N.reqId('fd-'), server_time: N.euDate() });
      return {
        style: 'maf', agent: 'DispatchAgent', model: 'gpt-4o', provider: 'azure.ai.openai', server: 'silverline-aoai.openai.azure.com',
        system: 'You are the dispatch assistant for Silverline Limousines. Look up bookings in FleetDesk and confirm vehicle, chauffeur and pickup time.',
        goal: 'A customer called about the prom-night stretch Hummer booked under Abernathy for Friday. Confirm the pickup time and the chauffeur assigned.',
        turns: [
          { calls: [{ name: 'find_booking', args: { customer_name: 'Abernathy', date: '2025-06-20' }, out: nob }] },
          { say: 'No match; it may be spelled Abernethy.', calls: [{ name: 'find_booking', args: { customer_name: 'Abernethy', date: '2025-06-20' }, out: nob }] },
          { say: 'Searching by the phone number the caller gave instead.', calls: [{ name: 'find_booking', args: { phone: '+44 7700 900123' }, out: nob }] },
          { calls: [{ name: 'find_booking', args: { phone: '07700900123' }, out: nob }] },
          { say: 'Trying the vehicle and date without a name.', calls: [{ name: 'find_booking', args: { vehicle_class: 'stretch hummer', date: '20/06/2025', customer_name: 'D. Abernathy' }, out: nob }] },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'slide scanning service',
    isolates: 'A plain message-level trace where a support agent searches the order system five times for one family\'s Kodachrome slide order using other words, quoting and date styles, all with zero results.',
    build: (N) => {
      const z = (N) => `HTTP/1.1 200 OK\ncontent-type: application/json\nx-request-id: ${N.uuid()}\nx-runtime: 0.0${N.int(10, 99)}\n\n{"orders":[],"total_count":0}`;
      return {
        style: 'plain', agent: 'scanlab-support', model: 'gpt-4o-2024-11-20',
        system: 'You handle customer emails for ScanLab, a slide and negative scanning service. Use search_orders to locate orders.',
        goal: 'A customer emailed asking when her order of 1968 Yosemite Kodachrome slides (Henderson family) will be returned. Find the order and give the status.',
        turns: [
          { calls: [{ name: 'search_orders', args: { query: 'Henderson Kodachrome' }, out: z }] },
          { say: 'No hits. Searching by the trip description in the order notes.', calls: [{ name: 'search_orders', args: { query: '"Yosemite 1968"' }, out: z }] },
          { calls: [{ name: 'search_orders', args: { query: '35mm slides Henderson family', media_type: 'slide' }, out: z }] },
          { say: 'Customer may have placed it under her married name initial; trying received-date filter too.', calls: [{ name: 'search_orders', args: { query: 'M. Henderson', received_after: 'Sep 1 2025' }, out: z }] },
          { calls: [{ name: 'search_orders', args: { customer_email: 'henderson', received_after: '2025-09-01', media_type: 'Kodachrome' }, out: z }] },
          { say: 'I was not able to locate an order for the Henderson Kodachrome slides with any of these searches.' },
        ],
      };
    },
  },
];
