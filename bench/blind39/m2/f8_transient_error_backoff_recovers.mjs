// Healthy family 3: the same call fails 1-3 times with the same transient error, then succeeds; task finished.
import { http } from './lib.mjs';

export default {
  family: 'transient_error_backoff_recovers',
  rows: [
    {
      domain: 'willow basket weaving shop', style: 'anthropic',
      opts: { agent: 'shop-ops', system: 'You run back-office tasks for a willow basketry workshop that sells online.' },
      isolates: 'Claude-style agent hits one 503 from the marketplace stock sync, waits per Retry-After, succeeds on the second call and finishes the listing update.',
      goal: 'Sync the new stock of log baskets (12), egg baskets (20) and a commissioned cradle (1, not for sale) to the marketplace listings.',
      build(st, n) {
        const c = [];
        const args = { items: [{ sku: 'LOG-BSK', qty: 12 }, { sku: 'EGG-BSK', qty: 20 }] };
        c.push(...st.turn('The cradle is a commission so I\'ll leave it off. Syncing the two sellable items.', [{ name: 'sync_stock', args, err: '503 Service Unavailable', out: http(n, 503, { error: 'upstream_unavailable', message: 'Inventory service is temporarily overloaded' }, { 'retry-after': '20', 'x-request-id': n.uuid(), server: 'envoy' }) }]));
        c.push(...st.turn('Temporary 503 with Retry-After: 20. Waiting 20 s before retrying.', [{ name: 'sleep', args: { seconds: 20 }, out: 'slept 20.00s' }]));
        n.wait(20);
        c.push(...st.turn('', [{ name: 'sync_stock', args, out: http(n, 200, { updated: [{ sku: 'LOG-BSK', qty: 12, listing: 'lst_' + n.b62(10) }, { sku: 'EGG-BSK', qty: 20, listing: 'lst_' + n.b62(10) }] }, { 'x-request-id': n.uuid() }) }]));
        c.push(...st.final('Stock synced: log baskets 12, egg baskets 20. The commissioned cradle was not listed. One 503 from the marketplace cleared after the 20 s retry.'));
        return st.root(c, 'Stock synced.');
      },
    },
    {
      domain: 'artisan ink making supplies', style: 'openai_agents',
      opts: { agent: 'Purchasing agent', tools: ['place_order', 'wait'] },
      isolates: 'OpenAI Agents SDK run: the supplier API returns the same 429 twice with rate-limit headers; after backing off the third attempt places the order and the run ends.',
      goal: 'Order 2 kg of gum arabic and 500 g of oak gall powder from the supplier for the iron-gall ink batch, delivery this week.',
      build(st, n) {
        const c = [];
        const a = { supplier: 'kremer-pigmente', lines: [{ sku: '63300', desc: 'Gum arabic, powder', qty_g: 2000 }, { sku: '37900', desc: 'Oak galls, ground', qty_g: 500 }], shipping: 'express' };
        const r429 = () => ({ name: 'place_order', args: a, err: '429 Too Many Requests', out: http(n, 429, { message: 'Rate limit exceeded' }, { 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(n.epoch() + 15), 'retry-after': '15' }) });
        c.push(...st.turn('', [r429()]));
        c.push(...st.turn('Rate limited; backing off 15 s.', [{ name: 'wait', args: { seconds: 15 }, out: 'ok' }]));
        n.wait(15);
        c.push(...st.turn('', [r429()]));
        c.push(...st.turn('Still rate limited; doubling the backoff to 30 s.', [{ name: 'wait', args: { seconds: 30 }, out: 'ok' }]));
        n.wait(30);
        c.push(...st.turn('', [{ name: 'place_order', args: a, out: http(n, 201, { order: 'KP-' + n.digits(7), eta: 'Thu', total_eur: 61.4 }, { 'x-ratelimit-remaining': '29' }) }]));
        c.push(...st.final('Order placed (gum arabic 2 kg, oak gall powder 500 g, express, arriving Thursday, 61.40 EUR). Two rate-limit responses were handled with backoff.'));
        return st.root(c, 'Order placed, arriving Thursday.');
      },
    },
    {
      domain: 'marble sculpture studio', style: 'langgraph',
      opts: { agent: 'studio_agent', graph: 'studio_ops' },
      isolates: 'LangGraph agent gets a single 502 from the quarry reservation API, retries with the same request, succeeds and confirms the block reservation.',
      goal: 'Reserve a 1.2 m³ block of Statuario marble (no visible veining in the face) from the Carrara quarry yard for the "Lament" commission.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'search_blocks', args: { type: 'statuario', min_m3: 1.1, max_m3: 1.4 }, out: { blocks: [{ id: 'ST-4471', m3: 1.22, face_veining: 'none', eur: 9800 }, { id: 'ST-4480', m3: 1.31, face_veining: 'light', eur: 8700 }], as_of: n.isoOffset(60) } }]));
        const res = { block: 'ST-4471', hold_days: 14, customer: 'studio-ferri' };
        c.push(...st.turn('ST-4471 matches (1.22 m³, no face veining). Reserving.', [{ name: 'reserve_block', args: res, err: '502 Bad Gateway', out: `<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>cloudflare</p><p>Ray ID: ${n.hex(16)}</p></body></html>` }]));
        c.push(...st.turn('Gateway error from their proxy; retrying once.', [{ name: 'reserve_block', args: res, out: { reservation: 'RSV-' + n.digits(6), block: 'ST-4471', expires: '14 days', deposit_eur: 980 } }]));
        c.push(...st.final('Block ST-4471 (Statuario, 1.22 m³, no face veining, 9,800 EUR) is reserved for 14 days; deposit 980 EUR due.'));
        return st.root(c, 'ST-4471 reserved.');
      },
    },
    {
      domain: 'paddle steamer restoration', style: 'crewai',
      opts: { agent: 'Parts Buyer' },
      isolates: 'CrewAI agent: the parts supplier\'s quote API times out twice in a row, the third attempt answers, and the agent completes the quote request.',
      goal: 'Get a quote for 24 oak paddle floats (feathering wheel, 1,450 × 380 × 60 mm) for the PS "Kingswear Castle" restoration.',
      build(st, n) {
        const c = [];
        const a = { part: 'paddle float', material: 'green oak', dims_mm: [1450, 380, 60], qty: 24 };
        const to = () => ({ name: 'request_quote', args: a, err: `ReadTimeout: HTTPSConnectionPool(host='quotes.heritage-timber.example', port=443): Read timed out. (read timeout=30)` });
        c.push(...st.turn('Thought: I will request the quote from the heritage timber supplier.', [to()]));
        c.push(...st.turn('Thought: The request timed out. It is likely transient, I will try again.', [to()]));
        c.push(...st.turn('Thought: A second timeout. I will try once more after a pause.', [{ name: 'request_quote', args: a, out: { quote: 'HTQ-' + n.digits(5), unit_gbp: 86.5, total_gbp: 2076, lead_time_weeks: 5, valid_until: n.euDate() } }]));
        c.push(...st.final('Quote HTQ received: 24 green-oak paddle floats at 86.50 GBP each (2,076 GBP total), 5 weeks lead time.'));
        return st.root([st.task('Get paddle float quote', c, 'Quote received')], 'Quote received: 2,076 GBP, 5 weeks.');
      },
    },
    {
      domain: 'cob house builders', style: 'griptape',
      opts: { agent: 'PermitsAgent' },
      isolates: 'Griptape agent sees three ECONNRESET failures uploading a structural calc to the planning portal, then the fourth attempt succeeds and the submission is completed.',
      goal: 'Upload the structural calculation for the cob wall (600 mm, lime render) to planning application 24/01873/FUL and submit the discharge-of-condition request.',
      build(st, n) {
        const c = [];
        const a = { application: '24/01873/FUL', file: 'cob_wall_structural_calc_rev2.pdf', condition: 5 };
        const rst = () => ({ name: 'upload_document', tool: 'PlanningPortal', args: a, err: `Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20) {\n  errno: -104, code: 'ECONNRESET', syscall: 'read' }` });
        c.push(...st.turn('Uploading the calculation to the portal.', [rst()]));
        c.push(...st.turn('Connection reset; retrying.', [rst()]));
        c.push(...st.turn('Reset again; retrying after a short pause.', [rst()]));
        c.push(...st.turn('Third reset. Trying once more.', [{ name: 'upload_document', tool: 'PlanningPortal', args: a, out: { document_id: n.uuid(), pages: 14, virus_scan: 'clean' } }]));
        c.push(...st.turn('Uploaded. Submitting the discharge of condition 5.', [{ name: 'submit_discharge', tool: 'PlanningPortal', args: { application: '24/01873/FUL', condition: 5 }, out: { reference: 'DOC/' + n.digits(5), received: n.euDate(), fee_gbp: 145 } }]));
        c.push(...st.final('Structural calc uploaded and condition 5 discharge request submitted (fee 145 GBP).'));
        return st.root(c, 'Discharge request submitted.');
      },
    },
    {
      domain: 'night market stall fees', style: 'openinference',
      opts: { agent: 'market-admin', rootName: 'AgentRunner.run' },
      isolates: 'OpenInference trace: collecting a stall fee fails once with a 503 from the payment gateway, the retry succeeds, and the stall is marked paid.',
      goal: 'Collect the 35 SGD Friday pitch fee from stall 18 (satay vendor) via the saved PayNow mandate and mark the stall paid.',
      build(st, n) {
        const c = [];
        const a = { stall: 18, amount_sgd: 35, mandate: 'pnm_' + n.b62(12) };
        c.push(...st.turn(null, [{ name: 'charge_mandate', args: a, err: 'gateway 503', out: { status: 503, body: 'upstream connect error or disconnect/reset before headers. reset reason: overflow', 'x-envoy-upstream-service-time': n.int(1, 9) } }]));
        c.push(...st.turn('The payment gateway returned 503; retrying.', [{ name: 'charge_mandate', args: a, out: { status: 'succeeded', txn: 'TXN' + n.digits(12), settled: n.iso() } }]));
        c.push(...st.turn('Charge succeeded; marking stall 18 paid.', [{ name: 'mark_paid', args: { stall: 18, week: 'Fri' }, out: { ok: true } }]));
        c.push(...st.final('Stall 18 paid 35 SGD for Friday (one gateway 503 before success).'));
        return st.root(c, 'Stall 18 paid.');
      },
    },
  ],
};
