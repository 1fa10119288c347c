// Family: transient_retry_success — healthy: the same call fails 1-3 times with the same transient error,
// then succeeds and the task finishes. loop: false, stagnation: false.
export const family = 'transient_retry_success';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 harmonica customisation workshop — Ollama
  (N) => {
    const fail = () => ({ name: 'reedplate_stock', args: { model: 'Special 20', key: 'Eb', material: 'brass' }, error: 'HTTP 503', out: `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center><!-- ${N.host('shop')} ${N.iso()} --></body></html>` });
    return {
      domain: 'custom harmonica workshop parts', style: 'ollama', model: 'qwen2.5:7b', agentName: 'reedsmith-bench',
      isolates: 'The supplier stock lookup returns the same nginx 503 twice, succeeds on the third try, and the agent reserves the reed plates and finishes.',
      system: 'Bench assistant for a harmonica customiser. Look up parts and reserve them.',
      goal: 'Reserve a brass reed plate set for a Special 20 in Eb for the customer build #HB-219.',
      turns: [
        { think: 'Check supplier stock.', calls: [fail()] },
        { think: '503 from the supplier; waiting 5 seconds before retrying.', waitBefore: 5, calls: [fail()] },
        { think: 'Still 503; backing off 15 seconds, then one more attempt.', waitBefore: 15, calls: [{ name: 'reedplate_stock', args: { model: 'Special 20', key: 'Eb', material: 'brass' }, out: { sku: 'S20-RP-EB-BR', in_stock: 6, price_eur: 31.5, warehouse: 'Trossingen', as_of: N.iso() } }] },
        { think: '6 in stock at €31.50; reserving one set.', calls: [{ name: 'reserve_part', args: { sku: 'S20-RP-EB-BR', qty: 1, build: 'HB-219' }, out: { reservation: 'R-' + N.int(10000, 99999), hold_until: N.iso() } }] },
        { say: 'Reserved one Special 20 Eb brass reed plate set (S20-RP-EB-BR, €31.50) for build HB-219.' },
      ],
      final: 'Reserved S20-RP-EB-BR for HB-219.',
    };
  },
  // 02 lobster pound wholesale pricing — OpenAI Assistants run steps
  (N) => {
    const feed = (ok) => ({ name: 'get_boat_price_feed', args: { port: 'Stonington', species: 'Homarus americanus', grade: ['chix', 'quarters', 'selects'] }, ...(ok ? { out: { prices_usd_lb: { chix: 6.25, quarters: 7.1, selects: 7.9 }, landed: N.isoS(), feed_seq: N.seq() } } : { error: 'ReadTimeout', out: { error: 'ReadTimeout: HTTPSConnectionPool(host=\'feed.downeastcoop.example\', port=443): Read timed out. (read timeout=10)', attempt_id: N.uuid() } }) });
    return {
      domain: 'lobster pound wholesale pricing', style: 'assistants', model: 'gpt-4o',
      isolates: 'The co-op price feed times out once, then returns today\'s boat prices; the assistant builds the restaurant price sheet and finishes.',
      system: 'Pricing assistant for Penobscot Lobster Pound. Wholesale = boat price + $2.40/lb margin.',
      goal: 'Make today\'s wholesale price sheet for our restaurant accounts.',
      turns: [
        { think: 'Pull today\'s boat prices.', calls: [feed(false)] },
        { think: 'Feed timed out after 10 s; it is a read timeout, so retry once.', waitBefore: 8, calls: [feed(true)] },
        { think: 'Got prices. Adding the $2.40 margin: chix 8.65, quarters 9.50, selects 10.30.', calls: [{ name: 'publish_price_sheet', args: { date: 'today', rows: [{ grade: 'chix', usd_lb: 8.65 }, { grade: 'quarters', usd_lb: 9.5 }, { grade: 'selects', usd_lb: 10.3 }] }, out: { sheet_url: `https://pound.example/sheets/${N.hex(10)}`, sent_to: 23 } }] },
        { say: 'Price sheet published and sent to 23 accounts: chix $8.65/lb, quarters $9.50/lb, selects $10.30/lb.' },
      ],
      final: 'Price sheet sent to 23 accounts.',
    };
  },
  // 03 cycling wind tunnel booking — Langtrace
  (N) => {
    const r429 = () => ({ name: 'tunnel_book', args: { facility: 'Silverstone SST', date: '2025-09-09', block: '13:00-15:00', rider: 'E. Kowalczyk', test: 'TT position sweep' }, error: '429 Too Many Requests', out: { status: 429, headers: { 'retry-after': '20', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(N.epoch() + 20), 'x-amzn-requestid': N.uuid() }, body: { message: 'Rate exceeded' } } });
    return {
      domain: 'cycling wind tunnel test bookings', style: 'langtrace', model: 'gpt-4o-mini', service: 'aero-lab-scheduler',
      isolates: 'A booking call gets 429 with Retry-After twice (different request ids and reset times), the agent honours the wait, the third call books the slot, and the run ends.',
      system: 'You schedule aero testing sessions for a cycling team.',
      goal: 'Book the 13:00-15:00 tunnel block on 9 September for Ewa Kowalczyk\'s TT position sweep.',
      turns: [
        { think: 'Book the block.', calls: [r429()] },
        { think: 'Rate limited; Retry-After says 20 s. Waiting.', waitBefore: 20, calls: [r429()] },
        { think: 'Second 429; the reset timestamp moved, wait another 20 s as instructed.', waitBefore: 20, calls: [{ name: 'tunnel_book', args: { facility: 'Silverstone SST', date: '2025-09-09', block: '13:00-15:00', rider: 'E. Kowalczyk', test: 'TT position sweep' }, out: { status: 201, body: { booking: 'SST-' + N.int(2000, 2999), confirmed: true, engineer: 'R. Patel', price_gbp: 1900 } } }] },
        { say: 'Booked: Silverstone SST tunnel, 9 Sep 13:00-15:00, TT position sweep for Ewa (engineer R. Patel, £1,900).' },
      ],
      final: 'Tunnel block booked.',
    };
  },
  // 04 barbecue catering quotes — Rasa tracker with action server timeouts
  (N) => { const qid = 'Q-' + N.int(5000, 5999); return {
    domain: 'barbecue catering quotes', style: 'rasa', model: 'gpt-4o-mini', agentName: 'smokehouse-catering',
    isolates: 'The quote action times out once against the action server, the retry returns the quote, the bot gives it to the customer and the conversation ends.',
    system: 'Rasa CALM assistant for Low & Slow BBQ catering.',
    goal: 'Can I get a quote for brisket and pulled pork for 80 guests on 14 September?',
    turns: [
      { think: 'Start flow catering_quote with guests=80, date=2025-09-14, menu=[brisket, pulled pork].', calls: [{ name: 'action_catering_quote', args: { flow: 'catering_quote', guests: 80, menu: ['brisket', 'pulled_pork'] }, error: 'ActionExecutionRejection: timeout', out: { error: `Failed to execute custom action 'action_catering_quote'. Couldn't connect to the server at 'http://${N.host('actions')}:5055/webhook'. Is the server running? Error: ClientConnectorError timeout=5s` } }] },
      { think: 'The action server timed out; the flow allows one retry of action_catering_quote.', calls: [{ name: 'action_catering_quote', args: { flow: 'catering_quote', guests: 80, menu: ['brisket', 'pulled_pork'], retry: 1 }, out: { events: [{ event: 'slot', name: 'quote_total', value: 2360 }, { event: 'slot', name: 'quote_id', value: qid }], responses: [] } }] },
      { think: 'Quote returned; present it.', calls: [{ name: 'utter_quote', args: {}, out: { events: [{ event: 'bot', text: 'For 80 guests on 14 Sept: brisket + pulled pork with two sides is $2,360 (quote ' + qid + ', valid 14 days). Want me to hold the date?', timestamp: N.epoch() + N.r() }] } }] },
      { user: 'Not yet, I will check with my partner. Thanks!' },
      { think: 'User declines for now; end flow politely.', calls: [{ name: 'utter_goodbye', args: {}, out: { events: [{ event: 'bot', text: 'No problem — the quote stays valid for 14 days. Enjoy your planning!' }, { event: 'action', name: 'action_listen' }] } }] },
    ],
    final: 'Quote delivered; conversation ended.',
  }; },
  // 05 macramé supply shop — smolagents CodeAgent
  (N) => ({
    domain: 'macramé cord supply shop restock', style: 'smolagents', model: 'Qwen/Qwen2.5-Coder-32B-Instruct', maxSteps: 8,
    isolates: 'A restock API call fails twice with ConnectionResetError, succeeds on the third attempt, and the agent confirms the purchase order.',
    system: 'You are a CodeAgent for Knot & Loom supplies.',
    goal: 'Restock 40 spools of 5 mm single-twist cotton cord in natural from our mill supplier.',
    turns: [
      { think: 'Create the purchase order with the mill.', calls: [{ name: 'create_po', var: 'po', args: { supplier: 'bobbiny-mill', sku: 'ST-5MM-NAT', qty: 40 }, error: 'ConnectionResetError', out: `Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\nConnectionResetError: [Errno 104] Connection reset by peer (host=${N.host('edi')} port=443)` }] },
      { think: 'Connection reset — a network blip. I will wait 3 seconds and try again.', waitBefore: 3, calls: [{ name: 'create_po', var: 'po', args: { supplier: 'bobbiny-mill', sku: 'ST-5MM-NAT', qty: 40 }, error: 'ConnectionResetError', out: `ConnectionResetError: [Errno 104] Connection reset by peer (host=${N.host('edi')} port=443)` }] },
      { think: 'Reset again from a different EDI host; adding a longer 10 s sleep before the third attempt.', waitBefore: 10, calls: [{ name: 'create_po', var: 'po', args: { supplier: 'bobbiny-mill', sku: 'ST-5MM-NAT', qty: 40 }, out: { po_number: 'PO-' + N.int(30000, 39999), status: 'accepted', ship_eta: '2025-04-08', total_eur: 318.0 } }] },
      { think: 'PO accepted.', say: 'PO accepted for 40 spools of ST-5MM-NAT (€318, ships ~8 April).' },
    ],
    final: 'PO accepted for 40 spools.',
  }),
  // 06 hot dog cart POS image — Aider
  (N) => ({
    domain: 'hot dog cart fleet POS image release', style: 'aider', model: 'claude-3-7-sonnet-20250219', repo: 'cart-pos',
    isolates: 'docker push of the POS image fails with the same registry 502 once, the retry pushes all layers and prints the digest, and the agent updates the fleet manifest and stops.',
    system: 'aider, repo cart-pos',
    goal: 'Push the v1.8.2 POS image for the hot dog carts and bump fleet/manifest.yaml to it.',
    turns: [
      { say: 'Pushing the image.', calls: [{ name: '/run', args: { cmd: 'docker push registry.frankcarts.io/pos:1.8.2' }, error: 'exit status 1', out: `The push refers to repository [registry.frankcarts.io/pos]\n${N.hex(12)}: Pushed\n${N.hex(12)}: Retrying in 5 seconds\nreceived unexpected HTTP status: 502 Bad Gateway` }] },
      { say: 'The registry returned 502 Bad Gateway mid-push, which is usually a proxy hiccup. Retrying the push once.', calls: [{ name: '/run', args: { cmd: 'docker push registry.frankcarts.io/pos:1.8.2' }, out: `The push refers to repository [registry.frankcarts.io/pos]\n${N.hex(12)}: Layer already exists\n${N.hex(12)}: Pushed\n1.8.2: digest: sha256:${N.sha()} size: 1786` }] },
      { say: 'Pushed. Now updating the manifest.\n\nfleet/manifest.yaml\n```yaml\n<<<<<<< SEARCH\n  image: registry.frankcarts.io/pos:1.8.1\n=======\n  image: registry.frankcarts.io/pos:1.8.2\n>>>>>>> REPLACE\n```', calls: [{ name: 'apply_edit', args: { file: 'fleet/manifest.yaml' }, out: `Applied edit to fleet/manifest.yaml\nCommit ${N.git()} chore(fleet): roll POS to 1.8.2` }] },
    ],
    final: 'Image pushed and manifest bumped to 1.8.2.',
  }),
];
