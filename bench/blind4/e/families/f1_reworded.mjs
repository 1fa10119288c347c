// Family 1 (LOOP): reworded lookups that keep returning nothing.
export default {
  family: 'reworded-lookup-no-hits',
  kind: 'reworded-empty',
  loop: true,
  stagnation: false,
  isolates: 'The same lookup tool is called 3-6 times with one unchanged intent reworded (synonyms, word order, other field names or formats), every result is empty, and no later call succeeds.',
  rows: [
    // 01 customer support, chatty assistant, kb search
    {
      domain: 'customer support', style: 'chatty assistant', strArgs: false, probe: { tool: 'kb_search' },
      build(c) {
        const goal = 'Customer #88213 says they were charged twice for their March invoice. Find our policy on refunding duplicate charges and tell them what happens next.';
        const kb = (q) => c.tool('kb_search', { query: q, collection: 'billing-policies', top_k: 5 },
          { results: [], total: 0, took_ms: c.ms(18, 140), request_id: `kbq_${c.hex(16)}` });
        const ch = [
          c.llm('assistant', "Happy to help with this one! First I'll pull up the customer's account so I can see both charges, then I'll look up the written policy for duplicate-charge refunds so my answer matches what Finance actually does."),
          c.tool('get_customer', { customer_id: 88213 }, {
            id: 88213, name: 'Priya Natarajan', plan: 'Team Annual', currency: 'USD',
            invoices: [{ id: 'INV-2024-03-88213', amount: '480.00', status: 'paid', charge_ids: [`ch_${c.b62(14)}`, `ch_${c.b62(14)}`] }],
            fetched_at: c.isoMs(),
          }),
          kb('refund duplicate charge'),
          kb('double billing reimbursement'),
          kb('charged twice refund policy'),
          kb('duplicate payment return procedure'),
          kb('refund for repeated charge on the same invoice'),
          c.llm('assistant', "I've confirmed two charges on INV-2024-03-88213, but the knowledge base doesn't return any written policy for this situation, so I can't promise the customer a specific refund timeline."),
        ];
        const out = "I couldn't find a documented policy for refunding duplicate charges, so I can't tell the customer what happens next yet. Both charges on INV-2024-03-88213 are confirmed on the account.";
        return { goal, root: c.agent('SupportAssistant', goal, ch, out) };
      },
    },
    // 02 e-commerce, terse ReAct, JSON-string args
    {
      domain: 'e-commerce', style: 'terse ReAct', strArgs: true, probe: { tool: 'catalog.search' },
      build(c) {
        const goal = 'Find a 7-port USB-C hub with power delivery under $60 in our catalog and add it to cart 5531.';
        const s = (args) => c.tool('catalog.search', args, { hits: 0, items: [], facets: {}, page: 1, trace: `${c.hex(8)}:${c.hex(8)}:0:1` });
        const ch = [
          c.llm('react', 'Thought: search the catalog for a 7-port USB-C hub with PD, max $60.\nAction: catalog.search'),
          s({ q: '7-port USB-C hub power delivery', max_price: 60 }),
          s({ q: 'USB C hub 7 ports PD', price_lte: 60 }),
          s({ q: 'seven port type-c hub with charging', max_price: 60 }),
          s({ keywords: ['hub', 'usb-c', '7-port', 'pd'], price: { max: 60 } }),
          s({ q: 'type c multiport adapter 7 in 1 pd passthrough', max_price: '60.00' }),
          c.llm('react', 'Thought: catalog has nothing matching.\nFinal Answer: no 7-port USB-C PD hub under $60 found; cart 5531 left unchanged.'),
        ];
        return { goal, root: c.agent('react_agent', goal, ch, 'No 7-port USB-C PD hub under $60 found; cart 5531 left unchanged.') };
      },
    },
    // 03 research, LangGraph-like nodes, retriever
    {
      domain: 'research', style: 'LangGraph nodes', strArgs: false, probe: { tool: 'paper_index.search' },
      build(c) {
        const goal = 'Compile prior work (2021-2024) on contrastive pretraining for tabular data for the related-work section of our paper.';
        const r = (query) => c.retr('paper_index.search', { query, year_from: 2021, year_to: 2024, k: 10, index: 'papers-v3' }, []);
        const ch = [
          c.agent('planner', goal, [
            c.llm('call_model', 'Plan: (1) query the paper index for contrastive pretraining on tabular data, 2021-2024; (2) group hits by method family (SCARF-style corruption, subsetting, multi-view); (3) draft 2-3 paragraphs with citations.'),
          ], 'plan ready: search -> group -> draft'),
          r('contrastive pretraining tabular data'),
          r('self-supervised contrastive learning for tables'),
          r('tabular representation learning with a contrastive objective'),
          r('contrastive pre-training on structured tabular datasets'),
          c.llm('call_model', 'The index came back empty for every search, so there is nothing to group or cite. I will report that instead of drafting paragraphs without sources.'),
        ];
        return { goal, root: c.agent('research_graph', goal, ch, 'No papers were retrieved, so the related-work section was not drafted.') };
      },
    },
    // 04 real estate, chatty, field names change
    {
      domain: 'real estate', style: 'chatty assistant', strArgs: false, probe: { tool: 'mls.search_listings' },
      build(c) {
        const goal = 'My client wants a 3-bed house in Austin under $450k with a yard, close to Mueller. Pull matching active listings and book viewings for Saturday.';
        const empty = () => ({ count: 0, listings: [], query_id: c.uuid(), as_of: c.rfc() });
        const ch = [
          c.llm('assistant', "Sounds good! I'll check the client's saved preferences, geocode Mueller so I can search by distance, and then pull active MLS listings."),
          c.tool('crm.get_client', { client_id: 'C-10442' }, { client_id: 'C-10442', name: 'Dana & Luis Ortega', preapproval: 455000, must_haves: ['yard', '3+ bedrooms'], updated: c.sqlTs() }),
          c.tool('geo.geocode', { address: 'Mueller, Austin, TX' }, { lat: 30.2989, lng: -97.7057, place_id: `ChIJ${c.b62(23)}`, zip: '78723' }),
        ];
        ch.push(c.tool('mls.search_listings', { city: 'Austin', beds_min: 3, price_max: 450000, status: 'Active', near: { lat: 30.2989, lng: -97.7057, radius_mi: 3 } }, empty()));
        ch.push(c.tool('mls.search_listings', { location: 'Austin, TX', bedrooms: '>=3', list_price_lte: '450K', listing_status: 'ACTIVE', center: 'Mueller', radius_miles: 3 }, empty()));
        ch.push(c.tool('mls.search_listings', { zip_codes: ['78723'], min_beds: 3, max_list_price: 450000, property_type: 'Single Family', status: 'A' }, empty()));
        ch.push(c.tool('mls.search_listings', { q: '3 bedroom single family house Mueller Austin under 450000 with yard' }, empty()));
        ch.push(c.tool('mls.search_listings', { city: 'AUSTIN', state: 'TX', beds: '3+', price: '0-450000', features: ['yard'], status: 'Active' }, empty()));
        ch.push(c.llm('assistant', "I'm sorry — none of the MLS searches returned any active listings, so I haven't booked any Saturday viewings."));
        return { goal, root: c.agent('RealtorCopilot', goal, ch, 'No matching active listings were returned, so no viewings were scheduled for Saturday.') };
      },
    },
    // 05 insurance claims, OpenAI Agents-like handoff, JSON-string args
    {
      domain: 'insurance claims', style: 'OpenAI Agents handoff', strArgs: true, probe: { tool: 'claims.lookup' },
      build(c) {
        const goal = 'Policyholder Maria Delgado (policy HO-2291-0048) asks about the status of her water-damage claim filed around 3 June. Find the claim and give her an update.';
        const lk = (a) => c.tool('claims.lookup', a, { matches: [], searched_at: c.isoOff(-5), search_id: c.uuid() });
        const sub = [
          c.tool('policy.get', { policy_number: 'HO-2291-0048' }, {
            policy_number: 'HO-2291-0048', insured: 'Maria Delgado', product: 'HO-3 Homeowners', status: 'in_force',
            term: { start: '2024-01-15', end: '2025-01-15' }, deductible: 1000, etag: `W/"${c.hex(10)}"`,
          }),
          lk({ policy_number: 'HO-2291-0048', loss_type: 'water' }),
          lk({ policy_no: 'HO22910048', peril: 'Water Damage' }),
          lk({ policy: 'ho-2291-0048', date_of_loss: '2024-06-03' }),
          lk({ claimant_name: 'Delgado, Maria', loss_date_from: '06/01/2024', loss_date_to: '06/07/2024' }),
          lk({ insured: 'Maria Delgado', type: 'WATER_DAMAGE', filed_after: '2024-06-01' }),
          lk({ policy_number: 'HO 2291 0048', claim_type: 'water_damage_sudden_accidental' }),
        ];
        const ch = [
          c.llm('Triage Agent', 'This is a claim-status question, so I am handing it to the Claims Agent.'),
          c.tool('transfer_to_claims_agent', {}, { assistant: 'Claims Agent' }),
          c.agent('Claims Agent', goal, sub, 'Policy HO-2291-0048 is in force, but no claim record could be located for it.'),
          c.llm('Claims Agent', "Hi Maria, I'm sorry — I wasn't able to locate your water-damage claim in our system. Your policy is active, but I can't give you a status update right now."),
        ];
        return { goal, root: c.agent('Triage Agent', goal, ch, "Couldn't locate the claim; no status update given to the policyholder.") };
      },
    },
    // 06 logistics, LangGraph + sub-agent, long (healthy work first)
    {
      domain: 'logistics', style: 'LangGraph nodes + sub-agent', strArgs: false, probe: { tool: 'tracking.lookup' },
      build(c) {
        const goal = 'The shipment for PO 55821 from our Shenzhen supplier is late. Find where it is and update the ETA on the purchase order.';
        const lines = [
          ['10', 'SKU-LMP-2201', 'Desk lamp, matte black', 1200],
          ['20', 'SKU-LMP-2202', 'Desk lamp, white', 800],
          ['30', 'SKU-BLB-0090', 'E26 LED bulb 9W (pack of 4)', 2000],
        ];
        const ch = [
          c.llm('call_model', 'I will read the purchase order and its lines, check what the supplier has told us, and then hand the carrier tracking to the tracking worker.'),
          c.tool('erp.get_purchase_order', { po: '55821' }, {
            po: '55821', supplier_id: 'SUP-0377', incoterm: 'FOB Yantian', promised_eta: '2024-06-18', status: 'Confirmed', lines: 3,
            last_modified: c.sqlTs(),
          }),
        ];
        for (const [ln, sku, desc, qty] of lines) {
          ch.push(c.tool('erp.get_po_line', { po: '55821', line: ln }, { line: ln, sku, description: desc, qty_ordered: qty, qty_received: 0, uom: 'EA' }));
        }
        ch.push(c.tool('wms.inbound_appointments', { po: '55821' }, [{ appt_id: `APT-${c.int(10000, 99999)}`, dock: 'D4', window: '2024-06-19 08:00-10:00', status: 'tentative' }]));
        ch.push(c.tool('erp.open_sales_orders', { skus: ['SKU-LMP-2201', 'SKU-LMP-2202', 'SKU-BLB-0090'] }, { orders: ['SO-90211', 'SO-90245', 'SO-90302'], generated: c.iso() }));
        for (const [so, cust, due] of [['SO-90211', 'Hartley Office Supply', '2024-06-24'], ['SO-90245', 'Nordvik Interiors', '2024-06-27'], ['SO-90302', 'Campus Store #12', '2024-07-02']]) {
          ch.push(c.tool('erp.get_sales_order', { so }, { so, customer: cust, requested_delivery: due, allocation: 'awaiting PO 55821' }));
        }
        ch.push(c.llm('call_model', 'Three customer orders (due 24 June to 2 July) wait on this PO, and the dock appointment on 19 June is only tentative. Next I need the real vessel position to set a believable ETA.'));
        ch.push(c.tool('erp.get_supplier', { supplier_id: 'SUP-0377' }, { name: 'Shenzhen Brightway Lighting Co.', contact: 'Kelly Zhou', email: 'kelly.zhou@brightway-sz.cn', tz: 'Asia/Shanghai' }));
        ch.push(c.tool('mail.search', { from: 'brightway-sz.cn', newer_than: '30d' }, [
          { id: `msg_${c.hex(12)}`, subject: 'PO 55821 cargo ready', date: c.rfc() },
          { id: `msg_${c.hex(12)}`, subject: 'RE: PO 55821 booking', date: c.rfc() },
        ]));
        ch.push(c.tool('mail.read', { id: 'msg_1' }, { subject: 'PO 55821 cargo ready', body: 'Dear buyer, goods for PO 55821 are packed and cargo-ready on 22 May. Our forwarder will book the vessel. Best, Kelly' }));
        ch.push(c.tool('mail.read', { id: 'msg_2' }, { subject: 'RE: PO 55821 booking', body: 'Hi, forwarder confirmed booking, shipped under our reference. Tracking should be live in your carrier portal. Kelly' }));
        ch.push(c.llm('call_model', 'The supplier says the cargo shipped under their reference but gave no booking or container number. I will ask the tracking worker to find it in the carrier portal by PO reference.'));
        const nf = () => ({ status: 'NOT_FOUND', shipments: [], portal: 'oceanlink', request_id: `ol-${c.hex(10)}`, ts: c.epoch() });
        const sub = [
          c.tool('tracking.lookup', { reference: 'PO 55821' }, nf()),
          c.tool('tracking.lookup', { reference: '55821' }, nf()),
          c.tool('tracking.lookup', { ref: 'PO-055821', ref_type: 'purchase_order' }, nf()),
          c.tool('tracking.lookup', { customer_reference: '55821-SZ' }, nf()),
          c.tool('tracking.lookup', { po_number: 55821, shipper: 'Brightway' }, nf()),
          c.tool('tracking.lookup', { reference: 'PO#55821', ref_type: 'customer_po' }, nf()),
        ];
        ch.push(c.agent('tracking_worker', { task: 'find the ocean shipment for PO 55821 in the carrier portal' }, sub, 'No shipment found for PO 55821 in the carrier portal.'));
        ch.push(c.tool('erp.add_po_note', { po: '55821', note: 'Shipment location unknown; carrier portal has no record under the PO reference. ETA not updated.' }, { ok: true, note_id: c.int(100000, 999999) }));
        ch.push(c.llm('call_model', 'I could not locate the shipment, so the ETA on PO 55821 stays at 2024-06-18 and I left a note on the PO.'));
        return { goal, root: c.agent('procurement_graph', goal, ch, 'Could not find the shipment for PO 55821; ETA not updated (note left on the PO).') };
      },
    },
  ],
};
