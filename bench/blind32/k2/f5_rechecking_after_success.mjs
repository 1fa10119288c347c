import { Run, rootSpan, agent } from './lib.mjs';

export const FAMILY = {
  name: 'rechecking_after_success', loop: true, stagnation: true,
  isolates: 'The goal is met and confirmed by a tool, but the agent keeps re-checking, re-submitting or re-announcing (3+ actions that learn nothing) until a step limit.',
};

export const ROWS = [
  {
    id: '01', domain: 'fog harvesting net supplies', style: 'mlflow',
    isolates: 'After the mesh order is confirmed by the supplier API, the agent polls the order status four more times, always CONFIRMED with the same ship date, until the step cap.',
    goal: 'Order 12 replacement Raschel mesh panels (35% shade, 4 x 10 m) for the fog collectors at the Atacama ridge station and confirm the supplier accepted the order.',
    build(c) {
      const run = new Run(c, 'mlflow', { system: 'You are the field station procurement agent.', goal: this.goal });
      const k = [];
      k.push(...run.step('Check the supplier catalogue price.', [{ name: 'catalog_lookup', args: { sku: 'RM-35-4x10' }, out: { sku: 'RM-35-4x10', desc: 'Raschel polyolefin mesh 35% 4x10m UV-stab.', price_usd: 118.4, stock: 240, warehouse: 'Antofagasta', price_list_rev: c.hex(7) } }]));
      const po = `PO-${c.int(70000, 79999)}`;
      k.push(...run.step('Place the order.', [{ name: 'place_order', args: { sku: 'RM-35-4x10', qty: 12, ship_to: 'Estacion Alto Patache', po }, out: { order_id: `SO-${c.int(100000, 999999)}`, po, status: 'CONFIRMED', ship_date: c.dayPlus(6), total_usd: 1420.8, confirmed_at: c.iso() } }]));
      const so = k[k.length - 1].output.order_id;
      const texts = ['The order is confirmed. Let me verify the order status with the supplier.', 'The order is confirmed with ship date set. Let me verify the status once more to be sure.', 'Order status is CONFIRMED. Let me verify the status with the supplier again to be sure.', 'The order is confirmed. Verifying the order status once more to be certain.'];
      for (const t of texts) k.push(...run.step(t, [{ name: 'get_order_status', args: { order_id: so }, out: { order_id: so, po, status: 'CONFIRMED', ship_date: c.dayPlus(6), last_checked: c.iso(), api_node: c.host('erp'), x_ratelimit_remaining: c.int(40, 99) } }]));
      return rootSpan(c, 'mlflow', 'procurement_agent', this.goal, { status: 'ERROR', message: 'max_iterations=7 reached' }, k);
    },
  },
  {
    id: '02', domain: 'wetsuit repair shop', style: 'langfuse',
    isolates: 'Once the repair ticket is marked collected-ready and the customer has been told, the agent sends the customer the same "your wetsuit is ready" message three more times.',
    goal: 'Close repair job WS-3381 (seam re-glue and knee patch on a 5/4 hooded wetsuit) and tell the customer it is ready for pickup.',
    build(c) {
      const run = new Run(c, 'langfuse', { system: 'You are the repair desk assistant at a surf shop.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'get_job', args: { id: 'WS-3381' }, out: { id: 'WS-3381', status: 'QC_PASSED', work: ['blind-stitch seam L leg 30cm', 'Neoprene knee patch R'], glue_cure_h: 24, cured_until: c.isoSec(), customer: { name: 'Tomás R.', phone: '+351 9** *** 214' }, bench: 'B2' } }]));
      k.push(...run.step('QC passed. Mark the job ready for pickup.', [{ name: 'update_job', args: { id: 'WS-3381', status: 'READY_FOR_PICKUP' }, out: { id: 'WS-3381', status: 'READY_FOR_PICKUP', updated_at: c.iso(), version: c.int(5, 9) } }]));
      const msg = 'Hi Tomás, your wetsuit (job WS-3381) is repaired and ready for pickup at the shop. Balance due: EUR 45.';
      const th = ['Tell the customer it is ready.', 'The job is ready for pickup. Let the customer know it is ready.', 'The job is ready for pickup. Let me let the customer know it is ready.', 'The job is ready for pickup; let the customer know it is ready.'];
      for (const t of th) k.push(...run.step(t, [{ name: 'send_whatsapp', args: { to: 'cust_WS-3381', text: msg }, out: { messages: [{ id: `wamid.${c.b64(40)}` }], contacts: [{ wa_id: '3519' + c.int(10000000, 99999999) }], status: 'sent' } }]));
      return rootSpan(c, 'langfuse', 'repair-desk', this.goal, { output: null, level: 'WARNING', statusMessage: 'stopped: max_steps 6' }, k);
    },
  },
  {
    id: '03', domain: 'Prometheus alerting rules', style: 'claude_sdk',
    isolates: 'A coding agent adds a disk-fill alert, validates it, reloads Prometheus and sees the rule loaded; it then re-runs promtool and re-queries the rules API three more times with identical results.',
    goal: 'Add an alert that fires when any node\'s /var/lib/docker filesystem is predicted to fill within 4 hours, deploy it, and confirm Prometheus loaded it.',
    build(c) {
      const run = new Run(c, 'claude_sdk', { system: 'You are Claude Code in the infra-monitoring repo.', goal: this.goal });
      const k = [];
      k.push(...run.step('I\'ll add the rule to the node rules file.', [{ name: 'Edit', args: { file_path: 'rules/node.yml', old_string: '  - name: node.disk', new_string: '  - name: node.disk\n    rules:\n    - alert: DockerFsFillIn4h\n      expr: predict_linear(node_filesystem_avail_bytes{mountpoint="/var/lib/docker"}[6h], 4*3600) < 0\n      for: 15m\n      labels: {severity: page}' }, out: 'The file rules/node.yml has been updated.' }]));
      const check = () => `Checking rules/node.yml\n  SUCCESS: 14 rules found\n\n(promtool 2.53.1, ${c.ms(30, 200)}ms)`;
      k.push(...run.step('Validate and reload.', [{ name: 'Bash', args: { command: 'promtool check rules rules/node.yml' }, out: { stdout: check(), stderr: '', interrupted: false } }, { name: 'Bash', args: { command: 'kubectl -n monitoring rollout restart deploy/prometheus-config-reloader && curl -s -XPOST http://prometheus.monitoring:9090/-/reload -o /dev/null -w "%{http_code}"' }, out: { stdout: `deployment.apps/prometheus-config-reloader restarted\n200`, stderr: '', interrupted: false } }]));
      const rules = () => ({ stdout: JSON.stringify({ status: 'success', data: { groups: [{ name: 'node.disk', file: '/etc/prometheus/rules/node.yml', rules: [{ name: 'DockerFsFillIn4h', state: 'inactive', health: 'ok', lastEvaluation: c.iso(), evaluationTime: c.float(0.0005, 0.004, 6) }], evaluationTime: c.float(0.001, 0.01, 6), lastEvaluation: c.iso() }] } }), stderr: '', interrupted: false });
      k.push(...run.step('Confirm Prometheus loaded the rule.', [{ name: 'Bash', args: { command: 'curl -s "http://prometheus.monitoring:9090/api/v1/rules?rule_name[]=DockerFsFillIn4h"' }, out: rules() }]));
      const again = ['The rule is loaded and healthy. Let me double-check the rule file is valid.', 'The rule file is valid. Let me confirm Prometheus has loaded the rule.', 'The rule is loaded and healthy. Let me double-check the rule file is valid once more.', 'Valid. Let me confirm Prometheus has the rule loaded.'];
      for (const [i, t] of again.entries()) k.push(...run.step(t, [i % 2 === 0 ? { name: 'Bash', args: { command: 'promtool check rules rules/node.yml' }, out: { stdout: check(), stderr: '', interrupted: false } } : { name: 'Bash', args: { command: 'curl -s "http://prometheus.monitoring:9090/api/v1/rules?rule_name[]=DockerFsFillIn4h"' }, out: rules() }]));
      return rootSpan(c, 'claude_sdk', 'claude-code', this.goal, { subtype: 'error_max_turns', num_turns: 8, total_cost_usd: c.float(0.1, 0.6, 4) }, k, { cwd: '/home/sre/infra-monitoring' });
    },
  },
  {
    id: '04', domain: 'bobsleigh track timing results', style: 'haystack',
    isolates: 'After the two-man heat results are published and the federation feed returns 201 with a version, the agent republishes the identical results three times, each answered "unchanged".',
    goal: 'Publish the official two-man bobsleigh heat 2 timing results (with 1/100 s split times) to the federation live feed.',
    build(c) {
      const run = new Run(c, 'haystack', { system: 'You are the timing office publishing assistant.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'fetch_heat_results', args: { event: '2MAN', heat: 2 }, out: `BIB  CREW               START  INT1   INT2   INT3   FINISH  KM/H\n 4   GER-1 Lochner/H.    4.91  17.02  29.88  41.30  51.37  134.2\n 7   SUI-2 Vogt/Brenner  4.95  17.10  30.01  41.49  51.62  133.6\n 2   LAT-1 Kalnins/Ozols 4.97  17.15  30.07  41.58  51.71  133.1\nsource: ALGE TdC8001 ${c.dmy()} ch=${c.int(1, 8)} sync_drift=${c.float(0, 0.4, 3)}ms` }]));
      const pub = (first) => ({ name: 'publish_feed', args: { event: '2MAN', heat: 2, status: 'OFFICIAL' }, out: first ? { http: 201, version: 1, feed_url: `https://live.ibsf-feed.example/2MAN/h2?v=1`, published_at: c.iso(), cdn_purge: c.hex(10) } : { http: 200, version: 1, result: 'unchanged', note: 'identical payload hash', hash: 'a9f3c2e1', served_by: c.host('feed') } });
      k.push(...run.step('Publish heat 2 as official.', [pub(true)]));
      const th = ['Heat 2 is published as version 1. I will publish the official results to the feed to make sure they are live.', 'The feed returned unchanged; the results are live. I will publish the official results again to make sure they are live.', 'The feed says unchanged; results are live. I will publish the official results to the feed again to make sure they are live.'];
      for (const t of th) k.push(...run.step(t, [pub(false)]));
      return rootSpan(c, 'haystack', 'timing-publisher', this.goal, { replies: [], warning: 'max_agent_steps=6 exceeded' }, k);
    },
  },
  {
    id: '05', domain: 'model ship kit restocking', style: 'dspy',
    isolates: 'A DSPy ReAct agent submits a restock PO that the distributor accepts, then resubmits it three times, each rejected as a duplicate of the accepted PO.',
    goal: 'Reorder the HMS Victory 1:98 wooden kit (we have 1 left, reorder point 3) from the distributor and confirm the purchase order was accepted.',
    build(c) {
      const run = new Run(c, 'dspy', { system: 'ReAct signature: goal -> outcome. Tools: check_stock, submit_po, finish.', goal: this.goal });
      const k = [];
      k.push(...run.step('Thought: check stock and supplier lead time.\nTool: check_stock', [{ name: 'check_stock', args: { sku: 'MAM-80021' }, out: { sku: 'MAM-80021', name: 'HMS Victory 1:98 (Mamoli)', on_hand: 1, reorder_point: 3, supplier: 'Ostia Models srl', lead_days: 12 } }]));
      const po = `PO-${c.date().replace(/-/g, '')}-${c.int(10, 99)}`;
      k.push(...run.step('Thought: order 4 units to get above reorder point.\nTool: submit_po', [{ name: 'submit_po', args: { po, sku: 'MAM-80021', qty: 4 }, out: { po, state: 'ACCEPTED', supplier_ref: `OST-${c.int(4000, 9000)}`, eta: c.dayPlus(12), edi: { isa13: String(c.int(100000000, 999999999)), ack: '997 AK5*A' } } }]));
      const th = ['Thought: The PO was accepted. I should submit the PO to make sure the order is placed.\nTool: submit_po', 'Thought: The distributor says duplicate; the PO was accepted. I should submit the PO to make sure the order is placed.\nTool: submit_po', 'Thought: Duplicate, the PO is accepted. I should submit the PO to make sure the order is placed.\nTool: submit_po'];
      for (const t of th) k.push(...run.step(t, [{ name: 'submit_po', args: { po, sku: 'MAM-80021', qty: 4 }, out: { po, state: 'REJECTED', reason: 'DUPLICATE_PO', original_state: 'ACCEPTED', edi: { isa13: String(c.int(100000000, 999999999)), ack: '997 AK5*R*5' } }, error: 'DuplicatePurchaseOrder' }]));
      return rootSpan(c, 'dspy', 'restock', this.goal, { trajectory_len: 5, error: 'max_iters reached' }, k);
    },
  },
  {
    id: '06', domain: 'handmade hammock web shop', style: 'griptape',
    isolates: 'A Griptape agent (framework not in the suggested list) publishes a product listing, sees it live with HTTP 200 and the right price, and then fetches the product page three more times with the same content.',
    goal: 'Publish the new "Yucatán double" cotton hammock listing (EUR 189, 4 colourways) on the shop and confirm it is live and purchasable.',
    build(c) {
      const run = new Run(c, 'griptape', { system: 'You are the shop listing agent.', goal: this.goal, agentName: 'ListingTask' });
      const k = [];
      k.push(...run.step('Create the listing via the shop API.', [{ name: 'create_product', args: { title: 'Yucatán double cotton hammock', price: 189, currency: 'EUR', variants: ['Sunset', 'Sea', 'Natural', 'Rainbow'], publish: true }, out: { id: `prod_${c.alnum(14)}`, handle: 'yucatan-double-cotton-hammock', status: 'active', published_at: c.isoOffset(1), admin_graphql_api_id: `gid://shop/Product/${c.int(1e9, 9e9)}` }, plugin: 'ShopClient' }]));
      const page = () => ({ status: 200, headers: { date: c.httpDate(), 'x-request-id': c.uuid(), 'cf-ray': c.cfRay(), age: String(c.int(0, 60)), etag: c.etag() }, body: '<h1 class="product__title">Yucatán double cotton hammock</h1><span class="price">€189,00</span><select name="variant"><option>Sunset</option><option>Sea</option><option>Natural</option><option>Rainbow</option></select><button name="add">Add to cart</button>' });
      const th = ['Check the public product page.', 'The product page is live at EUR 189 with 4 colourways and add-to-cart. Let me check the public product page once more to be sure it is live.', 'The page is live with the right price. Let me check the public product page once more to be sure it is live.', 'The listing is live with price and add-to-cart. Let me check the public product page again to be sure it is live.'];
      for (const t of th) k.push(...run.step(t, [{ name: 'get_url', args: { url: 'https://hamacas-example.shop/products/yucatan-double-cotton-hammock' }, out: page(), plugin: 'WebScraper' }]));
      return rootSpan(c, 'griptape', 'listing-agent', this.goal, { value: null, error: 'Exceeded tool limit of 5 subtasks' }, k);
    },
  },
];
