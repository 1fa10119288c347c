// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds; task finished.
export const family = 'transient_retry_recovers';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'zipper factory (ERP production orders)', style: 'openinference',
    make(N) {
      const e503 = (N) => ({ status: 503, body: '<html><head><title>503 Service Unavailable</title></head><body><center><h1>503 Service Unavailable</h1></center><hr><center>nginx</center></body></html>', headers: { 'retry-after': '10', date: N.http(), 'x-upstream': N.host('erp') } });
      const args = { item: 'NYL-5-CE-580-BLK', description: '#5 nylon coil, closed end, 58cm, black', qty: 12000, due: '2025-05-16', customer: 'Northfell Outdoor' };
      return {
        isolates: 'Creating the production order returns the same 503 twice, succeeds on the third attempt, and the order number is confirmed back to the customer.',
        goal: 'Book a production order for 12,000 black #5 nylon closed-end zippers (58 cm) for Northfell Outdoor, due 16 May, and give me the order number.',
        spec: {
          agent: 'order_desk', model: 'gpt-4o-mini', project: 'zipper-erp-agent',
          system: 'You book production orders in the zipper factory ERP. Retry transient 5xx errors with backoff.',
          steps: [
            { llm: '' }, { tool: 'create_production_order', args, out: e503, err: 'HTTP 503 Service Unavailable' },
            { llm: 'The ERP is temporarily unavailable; retrying after the suggested 10 seconds.' }, { tool: 'create_production_order', args, out: e503, err: 'HTTP 503 Service Unavailable', slow: 12 },
            { llm: 'Still 503; waiting a little longer before one more attempt.' }, { tool: 'create_production_order', args, out: (N) => ({ status: 201, body: { order_no: 'PO-25-04417', line: 'Coil line 3', scheduled_start: '2025-05-06', due: '2025-05-16' }, headers: { date: N.http(), location: '/orders/PO-25-04417' } }), slow: 25 },
            { llm: 'Production order PO-25-04417 is booked: 12,000 black #5 nylon closed-end zippers, 58 cm, for Northfell Outdoor on coil line 3, starting 6 May and due 16 May.' },
          ],
        },
      };
    },
  },
  {
    id: '02', domain: 'pretzel bakery (POS price sync)', style: 'ai_sdk',
    make(N) {
      const prices = [{ item: 'Laugenbrezel', price_eur: 1.2 }, { item: 'Butterbrezel', price_eur: 2.1 }, { item: 'Käsestange', price_eur: 2.4 }, { item: 'Laugenstange', price_eur: 1.35 }];
      return {
        isolates: 'A price push hits one 429 rate-limit with Retry-After, succeeds on the retry, and the new prices are confirmed on all tills.',
        goal: 'Push the new pretzel prices (Laugenbrezel 1.20, Butterbrezel 2.10, Käsestange 2.40, Laugenstange 1.35) to the tills in both shops before opening.',
        spec: {
          agent: 'bakery-pos-sync', model: 'gpt-4o-mini',
          system: 'You manage till price lists for a pretzel bakery with two shops.',
          steps: [
            { llm: '' }, { tool: 'push_prices', args: { shops: ['Marktplatz', 'Bahnhof'], prices }, out: (N) => ({ error: { code: 'rate_limited', message: 'Too many requests' }, status: 429, headers: { 'retry-after': '3', ...N.rate(60), 'x-request-id': N.uuid() } }), err: '429 Too Many Requests' },
            { llm: '' }, { tool: 'push_prices', args: { shops: ['Marktplatz', 'Bahnhof'], prices }, out: (N) => ({ ok: true, updated: { Marktplatz: 4, Bahnhof: 4 }, effective_from: N.isoOff(1), revision: 'pl-' + N.int(300, 399) }), slow: 4 },
            { llm: 'New prices are live on both tills (Marktplatz and Bahnhof, 4 items each): Laugenbrezel €1.20, Butterbrezel €2.10, Käsestange €2.40, Laugenstange €1.35.' },
          ],
        },
      };
    },
  },
  {
    id: '03', domain: 'beard-care e-shop (courier label creation)', style: 'agno',
    make(N) {
      const reset = (N) => `Error: socket hang up\n    at connResetException (node:internal/errors:787:14)\n    at TLSSocket.socketOnEnd (node:_http_client:519:23)\n  code: 'ECONNRESET', host: '${N.host('labels')}', attempt_started: '${N.iso()}'`;
      const a = { order: '#10392', service: 'DPD Next Day', weight_g: 640, to: { name: 'R. Okafor', postcode: 'M14 5TQ' } };
      return {
        isolates: 'Label creation fails with the same ECONNRESET three times, works on the fourth attempt, and the tracking number is added to the order.',
        goal: 'Create a DPD next-day label for order #10392 (beard oil trio + balm) and mark the order as shipped with tracking.',
        spec: {
          agent: 'fulfilment-agent', model: 'gpt-4o',
          system: 'You fulfil orders for a small beard-care e-shop.',
          steps: [
            { llm: '' }, { tool: 'create_label', args: a, out: reset, err: 'ECONNRESET' },
            { llm: 'Connection reset by the courier API; retrying.' }, { tool: 'create_label', args: a, out: reset, err: 'ECONNRESET', slow: 5 },
            { llm: 'Same reset. Backing off before the next try.' }, { tool: 'create_label', args: a, out: reset, err: 'ECONNRESET', slow: 15 },
            { llm: '' }, { tool: 'create_label', args: a, out: (N) => ({ tracking: '1552' + N.int(10000000, 99999999), label_pdf: 'https://labels.example.com/l/' + N.b62(16) + '.pdf', cost_gbp: 6.85 }), slow: 30 },
            { llm: '' }, { tool: 'mark_shipped', args: { order: '#10392', carrier: 'DPD', tracking: 'from label' }, out: { order: '#10392', status: 'fulfilled', customer_notified: true } },
            { llm: 'Order #10392 is labelled with DPD Next Day and marked as shipped; the customer has been emailed the tracking link.' },
          ],
        },
      };
    },
  },
  {
    id: '04', domain: 'ant farm kits (stock reservation)', style: 'bedrock',
    make(N) {
      return {
        isolates: 'The stock check returns one 502 Bad Gateway, succeeds on retry, and the kits are reserved for the school order.',
        goal: 'Reserve 30 gel ant-farm kits with harvester-ant voucher cards for Hollybank Primary\'s science week and confirm the reservation.',
        spec: {
          agent: 'SchoolOrdersAgent', model: 'anthropic.claude-3-haiku-20240307-v1:0',
          system: 'You handle school orders for an ant-farm kit supplier. Action groups: Inventory (/stock, /reservations).',
          steps: [
            { llm: 'I will check stock for the gel ant farm kit.' }, { tool: 'Inventory /stock get', args: { sku: 'GEL-FARM-HV', warehouse: 'main' }, out: (N) => `<html><body><h1>502 Bad Gateway</h1><p>upstream: ${N.host('inv')} request_id=${N.uuid()}</p></body></html>`, err: 'Lambda returned 502 Bad Gateway' },
            { llm: 'The inventory service returned a temporary error. I will try again.' }, { tool: 'Inventory /stock get', args: { sku: 'GEL-FARM-HV', warehouse: 'main' }, out: { sku: 'GEL-FARM-HV', on_hand: 142, reserved: 20, voucher_cards: 88 } },
            { llm: 'There are 122 available kits and 88 voucher cards. Reserving 30.' }, { tool: 'Inventory /reservations post', args: { sku: 'GEL-FARM-HV', qty: 30, customer: 'Hollybank Primary', with_voucher: 'true' }, out: { reservation: 'RSV-7731', expires: '2025-03-21' } },
            { llm: 'Reserved 30 gel ant-farm kits with voucher cards for Hollybank Primary (reservation RSV-7731, held until 21 March).' },
          ],
        },
      };
    },
  },
  {
    id: '05', domain: 'origami supply store (web shop dependency install)', style: 'swe_agent',
    make(N) {
      const to = (N) => `Collecting stripe==8.4.0 (from -r requirements.txt (line 7))\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)")': /packages/${N.hex(2)}/${N.hex(2)}/${N.hex(60)}/stripe-8.4.0-py2.py3-none-any.whl\nERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.`;
      const cmd = { command: 'pip install -r requirements.txt' };
      return {
        isolates: 'pip install times out on the same download twice, succeeds the third time, and the new paper-weight filter is implemented with tests passing.',
        goal: 'Add a filter for paper weight (gsm) to the kami paper listing page of the origami supply store and make sure the test suite passes.',
        spec: {
          agent: 'swe-agent', model: 'claude-3-5-sonnet-20241022', instance: 'origami-shop__listing-gsm-filter',
          system: 'SWE-agent: autonomous programmer in /testbed.',
          steps: [
            { llm: 'Set up the environment first.' }, { tool: 'bash', args: cmd, out: to, err: 'exit 1' },
            { llm: 'A network read timeout from PyPI, probably transient. Retrying the install.' }, { tool: 'bash', args: cmd, out: to, err: 'exit 1' },
            { llm: 'Timed out again on the same wheel; PyPI seems slow right now, one more try.' }, { tool: 'bash', args: cmd, out: 'Collecting stripe==8.4.0\n  Downloading stripe-8.4.0-py2.py3-none-any.whl (1.3 MB)\nInstalling collected packages: stripe, django-filter\nSuccessfully installed django-filter-24.2 stripe-8.4.0' },
            { llm: 'Now adding a gsm range filter to the listing filterset.' }, { tool: 'str_replace_editor', args: { command: 'str_replace', path: '/testbed/shop/filters.py', old_str: "        fields = ['colour', 'size_cm']", new_str: "        fields = ['colour', 'size_cm']\n\n    gsm = django_filters.RangeFilter(field_name='paper_weight_gsm')" }, out: 'The file /testbed/shop/filters.py has been edited.' },
            { llm: '' }, { tool: 'bash', args: { command: 'python -m pytest shop -q' }, out: (N) => `...........................                                   [100%]\n27 passed in ${(N.f() * 3 + 1).toFixed(2)}s` },
            { llm: 'All tests pass; submitting.' }, { tool: 'submit', args: {}, out: 'diff --git a/shop/filters.py b/shop/filters.py\n+    gsm = django_filters.RangeFilter(field_name=\'paper_weight_gsm\')' },
          ],
          out: 'submitted',
        },
      };
    },
  },
  {
    id: '06', domain: 'pedalo rentals (lake wind forecast)', style: 'openai_responses',
    make(N) {
      const t504 = (N) => ({ status: 504, statusText: 'Gateway Timeout', headers: { via: '1.1 varnish', 'x-cache': 'MISS', 'x-served-by': 'cache-' + N.pick(['zrh', 'muc', 'vie']) + N.int(1000, 9999), date: N.http() } });
      const a = { lat: 47.05, lon: 8.31, hours: 10 };
      return {
        isolates: 'The wind forecast call times out with 504 twice, then returns hourly gusts, and the rental hours decision is made and posted.',
        goal: 'Decide whether the pedalo rental on the lake can open all day today (close if gusts exceed 35 km/h) and post today\'s opening hours on the booking page.',
        spec: {
          agent: 'pedalo-dock-assistant', model: 'gpt-4.1-mini',
          system: 'You run operations for a lakeside pedalo rental.',
          steps: [
            { llm: '' }, { tool: 'get_wind_forecast', args: a, out: t504, err: '504 Gateway Timeout' },
            { llm: '' }, { tool: 'get_wind_forecast', args: a, out: t504, err: '504 Gateway Timeout', slow: 8 },
            { llm: '' }, { tool: 'get_wind_forecast', args: a, out: { hourly: { time: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'], gust_kmh: [12, 14, 18, 22, 27, 38, 41, 33, 24, 18] } }, slow: 20 },
            { llm: 'Gusts exceed 35 km/h at 14:00 and 15:00, so I will post a split day.' }, { tool: 'set_opening_hours', args: { date: 'today', slots: ['09:00-13:30', '16:00-19:00'], note: 'Closed 13:30-16:00 due to strong gusts' }, out: { ok: true } },
            { llm: 'Today\'s pedalo hours are posted as 09:00–13:30 and 16:00–19:00; we close in between because gusts reach 38–41 km/h at 14:00–15:00.' },
          ],
        },
      };
    },
  },
];
