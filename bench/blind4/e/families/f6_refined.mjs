// Family 6 (HEALTHY): empty search(es), then a materially different search that finds what is needed.
export default {
  family: 'refined-search-succeeds',
  kind: 'refined-search',
  loop: false,
  stagnation: false,
  isolates: 'One or two searches come back empty, then a materially different search (new source, scope or filter) returns results that the agent uses to finish the task.',
  rows: [
    // 01 research, LangGraph, retrievers: arXiv empty twice, then Semantic Scholar with venue scope
    {
      domain: 'research', style: 'LangGraph nodes', strArgs: false,
      probe: { tools: ['arxiv.search', 's2.search'], used: 'TabCLR' },
      build(c) {
        const goal = 'Find a peer-reviewed benchmark comparing contrastive vs masked pretraining on tabular data, and give me its headline result.';
        const ch = [
          c.retr('arxiv.search', { query: 'contrastive vs masked pretraining tabular benchmark', max_results: 10 }, { entries: [], total_results: 0, fetched: c.rfc() }),
          c.retr('arxiv.search', { query: 'tabular self-supervised pretraining comparison masked contrastive', max_results: 10, sort: 'relevance' }, { entries: [], total_results: 0, fetched: c.rfc() }),
          c.llm('call_model', 'arXiv keyword search returns nothing, possibly because the benchmark is published at a venue without an arXiv version. Switching to Semantic Scholar and restricting to NeurIPS Datasets & Benchmarks and ICLR, 2022-2024, searching by task instead of method names.'),
          c.retr('s2.search', { query: 'self-supervised pretraining tabular deep learning benchmark', venue: ['NeurIPS Datasets and Benchmarks', 'ICLR'], year: '2022-2024', fields: 'title,venue,year,tldr' }, {
            total: 3,
            data: [
              { paperId: c.hex(40), title: 'TabCLR-Bench: Revisiting Self-Supervised Pretraining for Tabular Deep Learning', venue: 'NeurIPS Datasets and Benchmarks', year: 2023, tldr: 'Across 41 datasets, masked-feature reconstruction beats contrastive pretraining on 27; gains over no pretraining are small (<1% acc) except in low-label regimes.' },
              { paperId: c.hex(40), title: 'Revisiting Pretraining Objectives for Tabular Deep Learning', venue: 'ICLR', year: 2023, tldr: 'Target-aware objectives help; plain contrastive is weakest.' },
              { paperId: c.hex(40), title: 'A Closer Look at Tabular SSL', venue: 'ICLR', year: 2024, tldr: 'Augmentation choice dominates.' },
            ],
          }),
          c.retr('s2.paper', { title: 'TabCLR-Bench', fields: 'abstract,citationCount' }, { citationCount: 87, abstract: 'We benchmark 9 self-supervised objectives on 41 datasets ... masked reconstruction outperforms contrastive on 27/41 ...' }),
          c.llm('call_model', 'TabCLR-Bench (NeurIPS D&B 2023) is exactly the requested comparison; headline: masked reconstruction wins on 27 of 41 datasets, and pretraining helps mainly when labels are scarce.'),
        ];
        return { goal, root: c.agent('lit_search_graph', goal, ch, 'TabCLR-Bench (NeurIPS Datasets & Benchmarks 2023): over 41 datasets, masked-feature reconstruction beats contrastive pretraining on 27; both add <1% accuracy over no pretraining except in low-label settings.') };
      },
    },
    // 02 customer support, chatty; KB empty, then resolved-ticket history
    {
      domain: 'customer support', style: 'chatty assistant', strArgs: true,
      probe: { tools: ['kb.search', 'tickets.search'], used: 'Battery Saver' },
      build(c) {
        const goal = 'A customer says the Android app stops syncing workouts overnight on a Pixel 8. How do we fix it?';
        const ch = [
          c.llm('assistant', "Let's see what we have documented about overnight sync on Android."),
          c.tool('kb.search', { query: 'android sync stops overnight pixel', locale: 'en' }, { articles: [], total: 0, took: `${c.ms(10, 90)}ms` }),
          c.llm('assistant', "Nothing in the public help centre. Resolved tickets often contain fixes that never made it into an article, so I'll search closed tickets from the last 90 days tagged android-sync instead."),
          c.tool('tickets.search', { status: 'solved', tags: ['android-sync'], created_after: '90d', text: 'overnight' }, {
            count: 4,
            tickets: [
              { id: 51822, subject: 'Sync stops at night (Pixel 7)', resolution: 'Exclude app from Battery Saver / set battery usage to Unrestricted; sync resumes.', solved_at: c.iso() },
              { id: 52107, subject: 'Workouts missing after sleep', resolution: 'Same: Battery Saver killing background sync on Android 14.', solved_at: c.iso() },
              { id: 52990, subject: 'No overnight sync Pixel 8 Pro', resolution: 'Unrestricted battery + enable "Allow background activity".', solved_at: c.iso() },
              { id: 53311, subject: 'sync gaps', resolution: 'User on old app 5.2; updated.', solved_at: c.iso() },
            ],
          }),
          c.tool('send_reply', { ticket_id: 54012, body: 'Thanks for reporting this! On Pixel phones Android 14 can pause background sync overnight. Please open Settings > Apps > FitTrack > App battery usage and choose Unrestricted, and make sure Battery Saver is not scheduled overnight. Your workouts should sync by morning.' }, { sent: true, message_id: c.uuid() }),
        ];
        return { goal, root: c.agent('SupportCopilot', goal, ch, 'Fix (from 3 solved tickets): set FitTrack battery usage to Unrestricted and disable scheduled Battery Saver on the Pixel; reply sent to the customer.') };
      },
    },
    // 03 security triage, ReAct; 1h window on auth index empty, then 7d across proxy logs
    {
      domain: 'security triage', style: 'terse ReAct', strArgs: false,
      probe: { tools: ['siem.search'], used: 'finance-laptop-22' },
      build(c) {
        const goal = 'Threat intel says the domain cdn-update-check[.]net is C2 for a loader. Did anything in our environment talk to it?';
        const ch = [
          c.llm('react', 'Thought: search recent DNS logs for the domain.\nAction: siem.search'),
          c.tool('siem.search', { index: 'dns', query: 'query:"cdn-update-check.net"', earliest: '-1h' }, { hits: [], total: 0, sid: `${c.epoch()}.${c.int(1000, 9999)}` }),
          c.llm('react', 'Thought: DNS over the last hour is empty, but many endpoints use DoH through the proxy, so DNS logs can miss it. Search the web-proxy index instead, over 7 days, matching the domain or any subdomain.\nAction: siem.search'),
          c.tool('siem.search', { index: 'proxy', query: 'url_domain:*cdn-update-check.net', earliest: '-7d' }, {
            total: 3, sid: `${c.epoch()}.${c.int(1000, 9999)}`,
            hits: [
              { _time: c.isoMs(), src_host: 'finance-laptop-22', user: 'r.mendes', url: 'https://a7.cdn-update-check.net/gate.php', bytes_out: 1842, action: 'allowed' },
              { _time: c.isoMs(), src_host: 'finance-laptop-22', user: 'r.mendes', url: 'https://a7.cdn-update-check.net/gate.php', bytes_out: 1839, action: 'allowed' },
              { _time: c.isoMs(), src_host: 'finance-laptop-22', user: 'r.mendes', url: 'https://a7.cdn-update-check.net/gate.php', bytes_out: 1851, action: 'allowed' },
            ],
          }),
          c.tool('edr.process_tree', { hostname: 'finance-laptop-22', network_dest: 'a7.cdn-update-check.net' }, { root: 'explorer.exe', chain: ['explorer.exe', 'Invoice_0612.pdf.lnk', 'mshta.exe', 'rundll32.exe updsvc.dll,Start'], first_seen: c.isoMs() }),
          c.tool('edr.file_hash', { hostname: 'finance-laptop-22', path: 'C:\\Users\\rmendes\\AppData\\Roaming\\updsvc.dll' }, { sha256: c.hex(64), vt_detections: '41/72', family: 'IcedID-like loader' }),
          c.llm('react', 'Thought: confirmed infection chain (LNK -> mshta -> rundll32 loader) on finance-laptop-22. Contain host, block domain, open IR ticket.\nAction: edr.isolate_host'),
          c.tool('edr.isolate_host', { hostname: 'finance-laptop-22', reason: 'C2 beaconing to cdn-update-check.net' }, { status: 'isolation_pending', action_id: c.uuid() }),
          c.tool('proxy.block_domain', { domain: 'cdn-update-check.net', include_subdomains: true, ttl: 'permanent' }, { rule_id: `blk-${c.hex(6)}`, applied: true }),
          c.tool('ticket.create', { queue: 'IR', title: 'C2 beacon from finance-laptop-22', severity: 'high' }, { key: `IR-${c.int(1000, 9999)}` }),
        ];
        return { goal, root: c.agent('soc_react', goal, ch, 'Yes: finance-laptop-22 (user r.mendes) beaconed to a7.cdn-update-check.net 3 times in the last 7 days via the proxy. Infection chain LNK -> mshta -> rundll32 loader; host isolation requested, domain blocked at the proxy and an IR ticket opened.') };
      },
    },
    // 04 e-commerce, OpenAI Agents handoff; own catalog empty, marketplace sellers hit
    {
      domain: 'e-commerce', style: 'OpenAI Agents handoff', strArgs: false,
      probe: { tools: ['catalog.search', 'marketplace.search'], used: 'LX-4420' },
      build(c) {
        const goal = 'A shopper wants a replacement glass carafe for the Lumex LX-4420 coffee maker. Can we sell them one?';
        const sub = [
          c.tool('catalog.search', { q: 'Lumex LX-4420 glass carafe', in_stock: true }, { total: 0, products: [] }),
          c.llm('Parts Agent', 'Our first-party catalogue has no carafe for this model. Third-party sellers on our marketplace carry spare parts, so I will search marketplace listings filtered by the compatible-model attribute rather than the product title.'),
          c.tool('marketplace.search', { compatible_model: 'LX-4420', category: 'coffee-maker-parts', sort: 'price_asc' }, {
            total: 2,
            listings: [
              { listing_id: `mkt_${c.hex(8)}`, seller: 'KitchenSpares EU', title: 'Replacement 12-cup glass carafe – fits Lumex LX-4420/4410', price: 24.9, rating: 4.6, ships_in: '2-3 days' },
              { listing_id: `mkt_${c.hex(8)}`, seller: 'PartsPal', title: 'Carafe w/ lid for LX-4420', price: 31.5, rating: 4.1, ships_in: '5-7 days' },
            ],
          }),
        ];
        const ch = [
          c.tool('transfer_to_parts_agent', {}, { assistant: 'Parts Agent' }),
          c.agent('Parts Agent', goal, sub, 'Two marketplace listings fit the LX-4420; KitchenSpares EU is cheapest and fastest.'),
          c.llm('Shopping Assistant', 'Good news — we do have it through a marketplace seller: KitchenSpares EU sells a 12-cup replacement glass carafe that fits the LX-4420 for $24.90, shipping in 2-3 days. Want me to add it to your cart?'),
        ];
        return { goal, root: c.agent('Shopping Assistant', goal, ch, 'Yes — KitchenSpares EU sells a compatible carafe for the LX-4420 at $24.90 (ships in 2-3 days); offered to add it to the cart.') };
      },
    },
    // 05 logistics, LangGraph + sub-agent; PO ref empty twice, then carrier API by BOL from docs
    {
      domain: 'logistics', style: 'LangGraph nodes + sub-agent', strArgs: false,
      probe: { tools: ['tms.track', 'carrier.track_bol'], used: 'Louisville' },
      build(c) {
        const goal = 'Where is the LTL shipment for sales order SO-77810 to Riverside Hardware? The customer wants an ETA.';
        const ch = [
          c.tool('erp.get_sales_order', { so: 'SO-77810' }, { so: 'SO-77810', customer: 'Riverside Hardware', ship_date: '2024-06-10', carrier: 'Estes', status: 'Shipped' }),
          c.tool('tms.track', { reference: 'SO-77810' }, { events: [], shipment: null, trace: c.uuid() }),
          c.tool('tms.track', { reference: '77810', reference_type: 'customer_po' }, { events: [], shipment: null, trace: c.uuid() }),
          c.agent('docs_worker', { task: 'find the bill of lading for SO-77810' }, [
            c.tool('docs.search', { folder: 'shipping/bol/2024-06', text: 'SO-77810' }, [{ file: 'BOL_0610_Riverside.pdf', modified: c.rfc() }]),
            c.tool('docs.extract', { file: 'BOL_0610_Riverside.pdf', fields: ['pro_number', 'bol_number'] }, { pro_number: '0748123319', bol_number: 'BOL-240610-118' }),
          ], 'BOL-240610-118, PRO 0748123319'),
          c.llm('call_model', 'Our TMS never received the carrier reference for this order, which is why lookups by SO fail. Using the PRO number from the bill of lading directly against the carrier API.'),
          c.tool('carrier.track_bol', { carrier: 'EXLA', pro: '0748123319' }, {
            pro: '0748123319', status: 'In transit', last_event: { at: c.isoOff(-4), location: 'Louisville, KY terminal', code: 'DEP' }, eta: '2024-06-14',
          }),
          c.tool('crm.log_activity', { account: 'Riverside Hardware', note: 'SO-77810 in transit via Estes PRO 0748123319, departed Louisville, ETA 2024-06-14.' }, { id: c.int(10000, 99999) }),
        ];
        return { goal, root: c.agent('shipment_status_graph', goal, ch, 'SO-77810 is in transit with Estes (PRO 0748123319), last departed the Louisville, KY terminal; ETA 14 June 2024. Logged in CRM.') };
      },
    },
    // 06 travel, chatty; strict filters empty, relaxed radius + dropped pool filter finds hotel, then books
    {
      domain: 'travel', style: 'chatty assistant', strArgs: false,
      probe: { tools: ['hotels.search'], used: 'Harbor Lights Inn' },
      build(c) {
        const goal = "Book me a pet-friendly hotel in downtown Portland, Maine for Aug 16-18, under $180/night, ideally with a pool. I'm travelling with my dog.";
        const ch = [
          c.tool('hotels.search', { city: 'Portland, ME', area: 'Old Port / Downtown', radius_km: 1, checkin: '2024-08-16', checkout: '2024-08-18', amenities: ['pets_allowed', 'pool'], max_rate: 180 }, { results: [], count: 0, currency: 'USD', search_id: c.uuid() }),
          c.llm('assistant', "Nothing downtown has both a pool and pet rooms under $180 those nights. Since the dog is a must and the pool was only 'ideally', I'll drop the pool filter and widen to 5 km so South Portland is included."),
          c.tool('hotels.search', { city: 'Portland, ME', radius_km: 5, checkin: '2024-08-16', checkout: '2024-08-18', amenities: ['pets_allowed'], max_rate: 180 }, {
            count: 2, currency: 'USD', search_id: c.uuid(),
            results: [
              { hotel_id: 'H-88412', name: 'Harbor Lights Inn', distance_km: 0.8, rate: 169, pet_fee: 35, rating: 8.8 },
              { hotel_id: 'H-90233', name: 'Casco Bay Suites', distance_km: 3.9, rate: 149, pet_fee: 50, rating: 8.1 },
            ],
          }),
          c.tool('ask_user', { question: 'Harbor Lights Inn (0.8 km from Old Port, $169/night + $35 pet fee) or Casco Bay Suites (3.9 km, $149 + $50 pet fee)? Neither has a pool.' }, 'Harbor Lights please, walking distance matters more.'),
          c.tool('hotels.book', { hotel_id: 'H-88412', checkin: '2024-08-16', checkout: '2024-08-18', guests: 1, pets: 1 }, { confirmation: `HL-${c.b62(8).toUpperCase()}`, total: 373, status: 'confirmed' }),
        ];
        return { goal, root: c.agent('TravelConcierge', goal, ch, 'Booked Harbor Lights Inn, Portland ME, Aug 16-18 ($169/night + $35 pet fee, $373 total). No pet-friendly option with a pool was available under $180.') };
      },
    },
  ],
};
