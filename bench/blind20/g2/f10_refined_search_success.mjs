// Healthy 5: first searches find nothing or too much; a materially different query (new source or constraint learnt from a result) succeeds.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'refined_search_success';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A materially refined search: early queries return nothing or too much, a genuinely different query (new source or new constraint learnt from a result) finds what is needed, and the task completes.';

// 01 cabinet maker hinge sourcing - Gemini API function calling
function r01(N) {
  const goal = 'Order replacement hinges for the 14 doors of the Patel kitchen job (cabinet spec sheet KJ-233) from our hardware supplier.';
  const R = rec('gemini', N, { user: goal, model: 'gemini-2.5-flash', system: 'You are the purchasing assistant for Oakline Cabinetry.' });
  const ch = [];
  ch.push(R.llm({ calls: [['search_hardware', { query: 'concealed hinge soft close' }]] }));
  ch.push(R.tool(R.last[0], { total: 412, shown: 5, results: [{ sku: 'BLM-71B3550', name: 'Clip top 110 full overlay' }, { sku: 'SAL-C1R6A99', name: 'Silentia 110 frameless' }, { sku: 'GRS-T90', name: 'Tiomos 110' }, { sku: 'BLM-71T3650', name: 'Clip top 110 half overlay' }, { sku: 'HET-SEN-110', name: 'Sensys 110' }], facets: { mounting: ['frameless', 'face frame'], overlay: ['full', 'half', 'inset', '1/2in', '3/8in'] }, took_ms: N.ms(40, 300) }));
  ch.push(R.llm({ reasoning: '412 hits: I need the mounting type and overlay from the job spec before narrowing.', calls: [['get_spec_sheet', { id: 'KJ-233' }]] }));
  ch.push(R.tool(R.last[0], { id: 'KJ-233', construction: 'face frame, 1-1/2in stiles', door_overlay: '1/2in', door_thickness_mm: 19, doors: 14, existing_hinge: 'compact 105deg, 35mm cup', rev: N.int(2, 6), updated: N.eu() }));
  ch.push(R.llm({ calls: [['search_hardware', { query: 'compact face frame hinge 35mm cup', filters: { mounting: 'face frame', overlay: '1/2in', soft_close: true } }]] }));
  ch.push(R.tool(R.last[0], { total: 2, results: [{ sku: 'BLM-71B9650', name: 'Compact 39C face frame 105deg 1/2in overlay', price: 6.85, stock: 340 }, { sku: 'SAL-FF105-12', name: 'Face frame 105 1/2in', price: 5.9, stock: 0 }], took_ms: N.ms(40, 300) }));
  ch.push(R.llm({ calls: [['place_order', { sku: 'BLM-71B9650', qty: 28, job: 'KJ-233' }]] }));
  ch.push(R.tool(R.last[0], { order: 'SO-' + N.digits(7), total_usd: 191.8, ship: 'next-day ground', confirmed: N.iso() }));
  ch.push(R.llm({ text: 'Ordered 28 BLM-71B9650 compact face-frame hinges (2 per door, 1/2in overlay, soft close) for job KJ-233, $191.80, shipping next day.' }));
  return { goal, root: R.root(ch, { text: 'Ordered 28 hinges.' }),
    isolates: 'A broad hinge search returns 412 items; the agent reads the job spec sheet, re-searches with face-frame, 1/2in overlay and 35mm cup constraints, gets 2 hits and orders the in-stock one.' };
}

// 02 e-bike warranty claim - CrewAI
function r02(N) {
  const goal = 'Customer Femke Janssen reports a failed motor on her Voltra City e-bike. Find her warranty record and open a warranty claim if it is still covered.';
  const R = rec('crewai', N, { user: goal, agentName: 'Warranty Specialist', model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ text: 'Look up the warranty by customer name.', calls: [['Warranty registry search', { customer_name: 'Femke Janssen' }]] }));
  ch.push(R.tool(R.last[0], `0 registrations found for name "Femke Janssen" (registry synced ${N.syslog()})`));
  ch.push(R.llm({ text: 'Bikes are often registered by the dealer, not the owner. The web-shop order should have the frame serial; I will look her up in the order system by email instead.', calls: [['Order system lookup', { email: 'f.janssen@example.nl' }]] }));
  ch.push(R.tool(R.last[0], JSON.stringify({ orders: [{ order: 'NL-' + N.digits(7), date: '2023-09-14', item: 'Voltra City 500Wh M', dealer: 'Fietsplaats Utrecht', frame_serial: 'WVC23' + N.up(7) }] })));
  const serial = R.hist[R.hist.length - 1].content.match(/WVC23[0-9A-Z]{7}/)[0];
  ch.push(R.llm({ text: 'Now search the registry by frame serial.', calls: [['Warranty registry search', { frame_serial: serial }]] }));
  ch.push(R.tool(R.last[0], `1 registration: serial ${serial} | registered by dealer Fietsplaats Utrecht | start 2023-09-16 | motor warranty 3 years (until 2026-09-16) | status ACTIVE`));
  ch.push(R.llm({ text: 'Motor warranty active until 2026-09-16. Opening the claim.', calls: [['Open warranty claim', { frame_serial: serial, component: 'motor', symptom: 'no assist, error E012' }]] }));
  ch.push(R.tool(R.last[0], `Claim WC-${N.digits(6)} opened; RMA label sent to f.janssen@example.nl; dealer notified.`));
  ch.push(R.llm({ rawText: 'Thought: I now know the final answer\nFinal Answer: Warranty found via the frame serial (dealer-registered), motor covered until 16 Sep 2026; claim opened and RMA label sent.' }));
  const task = span('chain', 'Task: Handle e-bike warranty request', { expected_output: 'claim id or reason not covered' }, 'claim opened', { children: [agentSpan('Agent: Warranty Specialist', null, 'claim opened', ch)] });
  return { goal, root: agentSpan('Crew.kickoff', { inputs: { customer: 'Femke Janssen' } }, { raw: 'Claim opened; motor covered until 2026-09-16.' }, [task], { metadata: { process: 'sequential', crew_id: N.uuid() } }),
    isolates: 'A name search in the warranty registry finds nothing; the agent switches to the order system, learns the frame serial, searches by serial, finds an active warranty and opens the claim.' };
}

// 03 textbook buyback quote - LangGraph
function r03(N) {
  const goal = 'A student wants to sell back her copy of "Campbell Biology" (the photo shows the back cover barcode). Give her our buyback offer.';
  const R = rec('langgraph', N, { user: goal, threadId: N.uuid(), model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['buyback_search', { title: 'Campbell Biology' }]] }));
  ch.push(R.tool(R.last[0], { matches: 57, sample: ['9780134093413 (11th ed.)', '9780135188743 (12th ed.)', '9780321775658 (10th ed. AP)', '9780136538783 (12th ed. loose-leaf)'], note: 'title search matches all editions and formats', cache: N.pick(['hit', 'miss']) }));
  ch.push(R.llm({ text: 'Too many editions with very different prices. The barcode on the photo identifies the exact edition, so I will read it.', calls: [['read_barcode', { image: 'upload_' + N.hex(10) + '.jpg' }]] }));
  ch.push(R.tool(R.last[0], { symbology: 'EAN-13', value: '9780135188743', confidence: 0.98 }));
  ch.push(R.llm({ calls: [['buyback_search', { isbn13: '9780135188743', condition: 'good' }]] }));
  ch.push(R.tool(R.last[0], { isbn13: '9780135188743', title: 'Campbell Biology, 12th ed. (hardcover)', offer_usd: 46.25, valid_until: N.ymd(), demand: 'high', quote_id: 'BQ-' + N.up(8) }));
  ch.push(R.llm({ text: 'Offer: $46.25 for Campbell Biology 12th edition hardcover (ISBN 9780135188743) in good condition.' }));
  return { goal, root: R.root(ch, { messages: [{ type: 'ai', content: 'Offer: $46.25' }] }, { input: { messages: [{ type: 'human', content: goal }] } }),
    isolates: 'A title search returns 57 editions; the agent reads the barcode from the photo, searches by that ISBN and gets a single $46.25 offer.' };
}

// 04 overnight bus with a dog - Google ADK
function r04(N) {
  const goal = 'Find an overnight bus from Santiago to Mendoza on 3 May for two adults and a small dog (7 kg, in a carrier), and book it.';
  const inv = 'e-' + N.uuid();
  const R = rec('adk', N, { user: goal, invocationId: inv, sessionId: N.uuid(), model: 'gemini-2.5-flash' });
  const ch = [];
  ch.push(R.llm({ calls: [['search_operator', { operator: 'Andesmar', from: 'SCL', to: 'MDZ', date: '2025-05-03', departure_after: '20:00', pets: true }]] }));
  ch.push(R.tool(R.last[0], { trips: [], policy_note: 'Andesmar: pets accepted on daytime services only (dep. 07:00-15:00). Night services: no animals except guide dogs.', as_of: N.isoTz(-240) }));
  ch.push(R.llm({ text: 'Andesmar does not carry pets at night, so repeating its search cannot help. I will search the multi-operator aggregator with a pet-friendly filter instead.', calls: [['search_aggregator', { from: 'Santiago', to: 'Mendoza', date: '2025-05-03', departure_after: '20:00', filters: { pet_friendly: true, pet_max_kg: 8 } }]] }));
  ch.push(R.tool(R.last[0], { results: [{ operator: 'CATA Internacional', dep: '22:15', arr: '06:40', seat: 'semi-cama', price_clp: 31900, pets: 'small pets in carrier, max 8 kg, CLP 8,000' }, { operator: 'El Rapido', dep: '23:30', arr: '08:05', seat: 'cama', price_clp: 38500, pets: 'small pets in carrier, max 10 kg, free' }], search_id: N.uuid(), cached: false }));
  ch.push(R.llm({ text: 'El Rapido cama at 23:30 is CLP 77,000 for two with a free pet fee, versus CATA at 63,800 + 8,000 = 71,800. CATA is cheaper; booking CATA.', calls: [['book_trip', { operator: 'CATA Internacional', dep: '22:15', passengers: 2, pet: { kg: 7, carrier: true } }]] }));
  ch.push(R.tool(R.last[0], { pnr: N.up(6), total_clp: 71800, seats: ['14A', '14B'], pet_ticket: 'MASC-' + N.digits(5), border_note: 'Carry SAG pet export certificate' }));
  ch.push(R.llm({ text: 'Booked CATA Internacional, 3 May 22:15 Santiago -> 06:40 Mendoza, seats 14A/14B, dog in carrier; total CLP 71,800. Remember the SAG pet export certificate for the border.' }));
  return { goal, root: R.root([agentSpan('agent_run [travel_agent]', null, null, ch)], { final_response: 'Booked CATA 22:15, CLP 71,800.' }, { meta: { app_name: 'trip_planner' } }),
    isolates: 'The first operator has no night trips for pets (its policy says so); the agent switches to an aggregator with a pet filter, finds two options and books the cheaper one.' };
}

// 05 infant formula recall check - W&B Weave
function r05(N) {
  const goal = 'A shopper brought back a can of NutriMil Stage 1 infant formula asking if it is part of the recall. Check the recall database and tell the store what to do.';
  const R = rec('weave', N, { user: goal, weaveProject: 'grocer-ops/store-assist', weaveTrace: N.uuid7(), model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['search_recalls', { brand: 'NutriMil' }]] }));
  ch.push(R.tool(R.last[0], { count: 38, results_truncated: true, top: [{ id: 'R-2023-0412', product: 'NutriMil Toddler', reason: 'labeling' }, { id: 'R-2025-0107', product: 'NutriMil Stage 1/2 powder', reason: 'Cronobacter risk', lots: 'see notice' }], api_version: '2.' + N.int(1, 9), request_id: N.uuid() }));
  ch.push(R.llm({ text: '38 brand-wide hits over several years. The photo of the can shows lot 24098AB and use-by 2026-04; searching by lot code and product type narrows it to the actual notice.', calls: [['search_recalls', { lot_code: '24098AB', product_type: 'infant formula powder', date_from: '2025-01-01' }]] }));
  ch.push(R.tool(R.last[0], { count: 1, results: [{ id: 'R-2025-0107', product: 'NutriMil Stage 1 powder 800g', lots: ['24091AB-24112AB'], reason: 'possible Cronobacter sakazakii', action: 'remove from sale; refund customers', published: '2025-01-22' }], request_id: N.uuid() }));
  ch.push(R.llm({ text: 'Yes: lot 24098AB falls in the recalled range 24091AB-24112AB (notice R-2025-0107). Refund the shopper, remove all Stage 1 800g cans with lots in that range from the shelf, and log them for return to the distributor.' }));
  return { goal, root: R.root(ch, 'Recalled: lot 24098AB in R-2025-0107; refund and pull stock.', { meta: { op_name: `weave:///grocer-ops/store-assist/op/Agent.invoke:${N.b62(43)}` } }),
    isolates: 'A brand search returns 38 recalls; searching by the can\'s lot code and product type returns the single matching notice and the store gets clear instructions.' };
}

// 06 Go service regression triage - OpenAI Responses API
function r06(N) {
  const goal = 'After upgrading golang.org/x/net from v0.26 to v0.33 our gRPC gateway logs "http2: server: error reading preface" for every health check. Find whether this is a known upstream issue and apply the recommended fix.';
  const R = rec('responses', N, { user: goal, model: 'gpt-5-mini', tools: ['search_issues', 'shell'] });
  const ch = [];
  ch.push(R.llm({ reasoning: 'Search upstream issues for the symptom.', calls: [['search_issues', { repo: 'golang/go', query: 'http2 error after upgrade x/net' }]] }));
  ch.push(R.tool(R.last[0], { total_count: 312, incomplete_results: false, items: [{ number: 60818, title: 'x/net/http2: stream errors ...' }, { number: 65051, title: 'x/net/http2: flow control ...' }], 'x-ratelimit-remaining': N.int(20, 29) }));
  ch.push(R.llm({ reasoning: '312 results is too broad. The health checker is the AWS ALB doing plain HTTP/1.1 checks on an h2c port; add the exact error string and h2c to the query.', calls: [['search_issues', { repo: 'golang/go', query: '"error reading preface" h2c health check x/net/http2 is:issue' }]] }));
  ch.push(R.tool(R.last[0], { total_count: 2, items: [{ number: N.int(66000, 69999), title: 'x/net/http2/h2c: logs "error reading preface" for HTTP/1.1 requests without Upgrade since v0.31', state: 'closed', comment: 'Expected: non-h2c clients on an h2c-only listener. Serve HTTP/1.1 health checks on a separate port or wrap with h2c.NewHandler so HTTP/1.1 is accepted.' }, { number: N.int(66000, 69999), title: 'docs: clarify h2c handler fallback', state: 'open' }] }));
  ch.push(R.llm({ reasoning: 'Our gateway uses http2.Server directly with ServeConn; switching to h2c.NewHandler lets HTTP/1.1 checks through.', calls: [['shell', { cmd: "sed -i 's/h2s.ServeConn(conn, &http2.ServeConnOpts{Handler: mux})/srv := \\&http.Server{Handler: h2c.NewHandler(mux, h2s)}; _ = srv.Serve(ln)/' cmd/gateway/main.go && go build ./... && go test ./cmd/gateway/..." }]] }));
  ch.push(R.tool(R.last[0], `ok  \tgithub.com/acme/gw/cmd/gateway\t${N.float(0.4, 3)}s`));
  ch.push(R.llm({ calls: [['shell', { cmd: 'curl -s -o /dev/null -w "%{http_code}\\n" http://localhost:8081/healthz && grep -c "error reading preface" /var/log/gateway.log' }]] }));
  ch.push(R.tool(R.last[0], '200\n0'));
  ch.push(R.llm({ text: 'Known upstream behaviour (closed golang/go issue): plain HTTP/1.1 checks on an h2c-only listener. Switched the gateway to h2c.NewHandler; health check returns 200 and the preface errors are gone.' }));
  return { goal, root: R.root(ch, { status: 'completed' }),
    isolates: 'A generic issue search returns 312 results; adding the exact error string and the h2c health-check context finds the one relevant issue, whose fix is applied and verified.' };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
