import { A, L, T, E, R } from './lib.mjs';

export const family = 'identical-retry-same-error';
export const isolates = 'The same call is retried 3-6 times and fails every time with the same error, the error text differing only in ids, timestamps or attempt numbers; no success follows.';
export const loop = true;
export const stagnation = false;

// 01 coding agent, Claude-Code style bash/str_replace tools
function coding(n) {
  const goal = 'Add date-fns to the billing package and switch the invoice due-date formatter to use it.';
  const cmd = { command: 'cd packages/billing && npm install date-fns@3.6.0', timeout: 120000 };
  const err = () => { n.tick(9); return `Command failed with exit code 1\nnpm ERR! code E401\nnpm ERR! Unable to authenticate, need: Basic realm="GitHub Package Registry"\n\nnpm ERR! A complete log of this run can be found in: /home/dev/.npm/_logs/${n.npmLogTs()}Z-debug-0.log`; };
  const kids = [
    L('claude-3-5-sonnet', "I'll look at the current formatter, install date-fns, and then rewrite formatDueDate."),
    T('str_replace_editor', { command: 'view', path: '/repo/packages/billing/src/format.ts' }, "1\texport function formatDueDate(d: Date): string {\n2\t  const m = d.getMonth() + 1;\n3\t  return `${d.getFullYear()}-${m < 10 ? '0' + m : m}-${d.getDate()}`;\n4\t}\n"),
    T('bash', { command: 'cat packages/billing/.npmrc' }, '@acme:registry=https://npm.pkg.github.com\nalways-auth=true\n'),
    E('bash', cmd, err()),
    E('bash', cmd, err()),
    E('bash', cmd, err()),
    E('bash', cmd, err()),
    L('claude-3-5-sonnet', "npm install keeps failing with E401 against the GitHub Package Registry, so I can't add date-fns from here."),
  ];
  return { domain: 'coding agent', goal, meta: { tool: 'bash', inputMatch: 'npm install' },
    root: A('claude-code', goal, 'I could not install date-fns (npm E401 from the GitHub Package Registry); the formatter was not changed.', kids) };
}

// 02 marketing ops, LlamaIndex FunctionAgent style
function marketing(n) {
  const goal = 'Send the May product newsletter campaign (cmp_may_launch) to the Active Customers audience.';
  const call = { campaign_id: 'cmp_may_launch', audience_id: 'aud_active_customers', send_at: 'now' };
  const err = () => `422 Unprocessable Entity: sender domain news.lumenbrew.co is not verified (request_id=${n.hex(24)}; at ${n.tick(4).iso()})`;
  const kids = [
    T('get_campaign', { campaign_id: 'cmp_may_launch' }, { name: 'May launch newsletter', from: 'hello@news.lumenbrew.co', subject: 'New: Cold Brew Kit 2.0', status: 'draft', audience_size: 28411 }),
    T('render_preview', { campaign_id: 'cmp_may_launch', client: 'gmail-web' }, { html_bytes: 48211, warnings: [], preview_url: `https://previews.mailer.example/${n.uuid()}` }),
    L('FunctionAgent', 'Preview renders cleanly. Sending now.'),
    E('send_campaign', call, err()),
    E('send_campaign', call, err()),
    E('send_campaign', call, err()),
    E('send_campaign', call, err()),
    E('send_campaign', call, err()),
  ];
  return { domain: 'marketing ops', goal, meta: { tool: 'send_campaign' },
    root: A('FunctionAgent', goal, 'The campaign could not be sent: the sender domain is reported as unverified.', kids) };
}

// 03 data engineering, short; JSON-string args
function dataEng(n) {
  const goal = 'How many orders did we ship last week by region? Use the warehouse.';
  const sql = { warehouse: 'ANALYTICS_WH', statement: "SELECT region, COUNT(*) AS shipped FROM ANALYTICS.PUBLIC.ORDERS_V2 WHERE shipped_at >= DATEADD(week, -1, DATE_TRUNC('week', CURRENT_DATE)) AND shipped_at < DATE_TRUNC('week', CURRENT_DATE) GROUP BY region ORDER BY shipped DESC" };
  const err = () => `002003 (42S02): SQL compilation error:\nObject 'ANALYTICS.PUBLIC.ORDERS_V2' does not exist or not authorized.\nQuery ID: 01b${n.hex(5)}-0${n.int(100, 999)}-${n.hex(4)}-0000-${n.hex(12)}`;
  const kids = [
    L('gpt-4o', 'Querying the warehouse for last week\'s shipped orders grouped by region.'),
    E('snowflake_query', sql, err()),
    E('snowflake_query', sql, err()),
    E('snowflake_query', sql, err()),
  ];
  return { domain: 'data engineering', goal, stringArgs: true, meta: { tool: 'snowflake_query' },
    root: A('sql-agent', goal, "I couldn't get the numbers: the query against ORDERS_V2 fails with 'does not exist or not authorized'.", kids) };
}

// 04 e-commerce, Semantic Kernel style plugin names
function ecommerce(n) {
  const goal = 'Restock: set on-hand inventory for the low-stock variants flagged this morning to the quantities in the supplier delivery note DN-5523.';
  const gid = 'gid://shopify/ProductVariant/4481' + n.int(100000, 999999);
  const call = { mutation: 'inventorySetOnHandQuantities', input: { reason: 'received', setQuantities: [{ inventoryItemId: gid, locationId: 'gid://shopify/Location/7781', quantity: 120 }] } };
  const err = () => `GraphQL userErrors: [{"field":["input","setQuantities","0","inventoryItemId"],"message":"The specified inventory item could not be found."}] (x-request-id: ${n.uuid()})`;
  const kids = [
    T('Inventory-ListLowStock', { threshold: 10, location: 'Main warehouse' }, [{ sku: 'CBK-2-BLK', variant_id: gid, on_hand: 4 }, { sku: 'CBK-2-SLV', variant_id: 'gid://shopify/ProductVariant/4481' + n.int(100000, 999999), on_hand: 7 }]),
    T('Documents-ReadDeliveryNote', { id: 'DN-5523' }, { supplier: 'Hario EU', lines: [{ sku: 'CBK-2-BLK', qty: 120 }, { sku: 'CBK-2-SLV', qty: 80 }], received: n.date() }),
    T('Purchasing-GetPurchaseOrder', { po: 'PO-30117' }, { supplier: 'Hario EU', lines: [{ sku: 'CBK-2-BLK', qty: 120 }, { sku: 'CBK-2-SLV', qty: 80 }], status: 'partially_received' }),
    T('Warehouse-GetReceivingLog', { delivery_note: 'DN-5523' }, { received_by: 'wms-dock-3', cartons: 25, discrepancies: [], scanned_at: n.isoS() }),
    T('Shopify-GetVariantBySku', { sku: 'CBK-2-BLK' }, { variant_id: gid, inventory_item_id: 'gid://shopify/InventoryItem/5127' + n.int(100000, 999999), tracked: true }),
    T('Shopify-GetVariantBySku', { sku: 'CBK-2-SLV' }, { variant_id: 'gid://shopify/ProductVariant/4481' + n.int(100000, 999999), inventory_item_id: 'gid://shopify/InventoryItem/5127' + n.int(100000, 999999), tracked: true }),
    T('Shopify-GetLocation', { name: 'Main warehouse' }, { id: 'gid://shopify/Location/7781', fulfills_online_orders: true }),
    L('gpt-4o', 'PO and receiving log agree with the delivery note: 120 black, 80 silver. Setting CBK-2-BLK to 120 first.'),
    E('Shopify-GraphQL', call, err()),
    E('Shopify-GraphQL', call, err()),
    E('Shopify-GraphQL', call, err()),
    E('Shopify-GraphQL', call, err()),
    E('Shopify-GraphQL', call, err()),
    E('Shopify-GraphQL', call, err()),
    L('gpt-4o', 'The inventory update for CBK-2-BLK keeps failing with "inventory item could not be found". Stopping.'),
  ];
  return { domain: 'e-commerce', goal, meta: { tool: 'Shopify-GraphQL' },
    root: A('KernelAgent', goal, 'Restock not applied: Shopify rejects the inventory update for CBK-2-BLK (inventory item not found). CBK-2-SLV was not attempted.', kids) };
}

// 05 logistics, nested dispatch agent, timeouts with attempt numbers
function logistics(n) {
  const goal = 'Schedule a FedEx freight pickup at the Reno DC for tomorrow 14:00-17:00 for the 6 pallets on load LD-3390.';
  const call = { account: '510087020', location: 'RENO-DC-2', ready: `${n.date(1)}T14:00:00-08:00`, close: `${n.date(1)}T17:00:00-08:00`, pallets: 6, weight_lb: 5280 };
  let a = 0;
  const err = () => { a++; return `ETIMEDOUT: POST https://apis.fedex.example/pickup/v1/pickups timed out after 30000ms (attempt ${a}, trace ${n.hex(16)})`; };
  const dispatch = A('dispatch_agent', 'Create the FedEx freight pickup for load LD-3390 and return the confirmation number.', 'No confirmation - every pickup request timed out.', [
    E('fedex_create_pickup', call, err()),
    E('fedex_create_pickup', call, err()),
    E('fedex_create_pickup', call, err()),
    E('fedex_create_pickup', call, err()),
  ]);
  const kids = [
    T('tms_get_load', { load_id: 'LD-3390' }, { load_id: 'LD-3390', origin: 'RENO-DC-2', pallets: 6, weight_lb: 5280, dest: 'Salt Lake City, UT', carrier_pref: 'FedEx Freight' }),
    L('Agent', 'Load details confirmed: 6 pallets, 5,280 lb. Delegating pickup booking.'),
    dispatch,
    T('tms_add_note', { load_id: 'LD-3390', note: 'FedEx pickup NOT booked - API timeouts. Needs manual booking.' }, { ok: true, note_id: n.int(10000, 99999) }),
  ];
  return { domain: 'logistics', goal, meta: { tool: 'fedex_create_pickup' },
    root: A('Agent', goal, 'The FedEx pickup could not be scheduled: every request to the pickup API timed out. I left a note on LD-3390 for manual booking.', kids) };
}

// 06 research, long
function research(n) {
  const goal = "Summarize the methods section of the 2023 paper 'Scaling Laws for Sparse Retrieval' and compare it with our retriever design doc.";
  const url = 'https://dl.acm.example/doi/pdf/10.1145/3580305.3599811';
  const err = () => `HTTP 403 Forbidden from publisher CDN (cf-ray ${n.hex(16)}-FRA, ${n.tick(6).rfc()})`;
  const kids = [
    L('gpt-4o', 'I will find the paper, read its methods section, read our design doc, then compare.'),
    T('search_papers', { query: 'Scaling Laws for Sparse Retrieval', year: 2023 }, [{ title: 'Scaling Laws for Sparse Retrieval', authors: ['L. Moreau', 'A. Iqbal', 'K. Tanaka'], venue: 'KDD 2023', doi: '10.1145/3580305.3599811', pdf_url: url, abstract: 'We study how sparse retrievers scale with vocabulary size, corpus size and training compute ...' }]),
    T('get_paper_metadata', { doi: '10.1145/3580305.3599811' }, { citations: 48, sections: ['Introduction', 'Methods', 'Experiments', 'Discussion'], open_access: false }),
    T('gdrive_read', { file: 'Retriever v3 design doc' }, { title: 'Retriever v3 design doc', modified: n.isoS(), text: 'We use a SPLADE-style learned sparse encoder with a 30k WordPiece vocabulary, distilled from a cross-encoder teacher, and cap document expansion at 256 terms ...' }),
    R('wiki_retriever', { query: 'sparse retriever vocabulary size ablation results', top_k: 3 }, [
      { page: 'Retriever v3 / Ablations', score: 0.82, text: 'Vocab 30k vs 50k: +0.4 nDCG@10 on internal QA, +11% index size.' },
      { page: 'Retriever v3 / Distillation', score: 0.77, text: 'Cross-encoder teacher, margin-MSE loss, 3 epochs.' },
      { page: 'Eval / BEIR runs', score: 0.71, text: 'BEIR avg nDCG@10 0.482 for v3-30k.' }]),
    T('search_papers', { query: 'learned sparse retrieval scaling vocabulary corpus size', year_from: 2022 }, [{ title: 'Scaling Laws for Sparse Retrieval', year: 2023 }, { title: 'Exploring the Representation Power of SPLADE Models', year: 2023 }, { title: 'Wacky Weights in Learned Sparse Representations', year: 2023 }]),
    L('gpt-4o', 'Got our design doc and ablations (30k vs 50k vocab gave +0.4 nDCG@10). Now fetching the paper PDF for the methods section.'),
    E('fetch_url', { url, accept: 'application/pdf' }, err()),
    E('fetch_url', { url, accept: 'application/pdf' }, err()),
    E('fetch_url', { url, accept: 'application/pdf' }, err()),
    E('fetch_url', { url, accept: 'application/pdf' }, err()),
    E('fetch_url', { url, accept: 'application/pdf' }, err()),
    L('gpt-4o', 'The publisher keeps returning 403 for the PDF. I can only compare against the abstract.'),
  ];
  return { domain: 'research', goal, meta: { tool: 'fetch_url' },
    root: A('research-assistant', goal, "I couldn't retrieve the paper (publisher returns 403), so I can't summarize its methods section. From the abstract alone, it studies scaling with vocabulary and corpus size, which our doc fixes at a 30k vocabulary.", kids) };
}

export const rows = [coding, marketing, dataEng, ecommerce, logistics, research];
