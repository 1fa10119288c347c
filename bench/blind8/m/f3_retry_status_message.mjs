import { agent, llm, tool, chat, short } from './lib.mjs';

export const family = 'retry-with-status-message';
export const loop = true;
export const stagnation = true;

// 1. Travel, OpenAI Agents SDK: book_flight 503 x3, same apology to the traveler x3.
function travel(c) {
  c.setClock('2025-02-20T17:00:00Z');
  const goal = 'Book me on the earliest nonstop Denver to Boise on March 14, aisle seat, using my saved card.';
  const sys = 'You are Travel Agent for Wayfarer. Tools: search_flights, book_flight. Keep the traveler informed.';
  const flights = { origin: 'DEN', destination: 'BOI', date: '2025-03-14', offers: [{ offer_id: 'OF-UA-5402-0745', carrier: 'UA', flight: '5402', dep: '07:45', arr: '08:58', stops: 0, fare: { amount: 189.4, currency: 'USD', brand: 'Economy' } }, { offer_id: 'OF-WN-1987-0920', carrier: 'WN', flight: '1987', dep: '09:20', arr: '10:35', stops: 0, fare: { amount: 164.0, currency: 'USD' } }], search_id: c.uuid(), expires_at: c.ts(900) };
  const bookArgs = { offer_id: 'OF-UA-5402-0745', passenger_id: 'pax_81kq2', seat_pref: 'aisle', payment_method: 'pm_saved_visa_4417' };
  const err = () => ({ status: 503, error: { code: 'UPSTREAM_UNAVAILABLE', message: 'GDS booking gateway did not respond within 30000ms', retryable: true }, request_id: c.reqId('req'), gateway: 'sabre-pnr-02', at: c.ts(31) });
  const m = [
    "I'm sorry for the delay: the airline's booking system isn't responding right now. I'm retrying your reservation on United 5402, departing Denver at 7:45 AM and arriving Boise at 8:58 AM on March 14 with an aisle seat, and I'll confirm as soon as it goes through. Your card has not been charged.",
    "I'm sorry for the delay: the airline's booking system still isn't responding. I'm retrying your reservation on United 5402, departing Denver at 7:45 AM and arriving Boise at 8:58 AM on March 14 with an aisle seat, and I'll confirm as soon as it goes through. Your card has not been charged.",
    "I'm sorry for the delay: the airline's booking system isn't responding right now. I'm retrying your reservation on United 5402, departing Denver at 7:45 AM and arriving in Boise at 8:58 AM on March 14 with an aisle seat, and I'll confirm as soon as it goes through. Your card has not been charged.",
  ];
  const kids = [
    llm('Response', chat(sys, goal), 'Searching nonstop DEN-BOI flights on March 14.'),
    tool('search_flights', c.args({ origin: 'DEN', destination: 'BOI', date: '2025-03-14', nonstop: true }), flights),
  ];
  for (let i = 0; i < 3; i++) {
    const e = err();
    kids.push(tool('book_flight', c.args(bookArgs), e, `UpstreamUnavailable: 503 ${e.error.message}`));
    kids.push(llm('Response', chat(sys, goal, ['tool', short(e, 250)]), m[i]));
  }
  kids.push(tool('book_flight', c.args(bookArgs), err(), 'UpstreamUnavailable: 503 GDS booking gateway did not respond within 30000ms'));
  return { goal, isolates: 'book_flight fails with the same 503 four times while the agent sends the traveler the same 60-word apology and itinerary three times with one or two words changed.', root: agent('Travel Agent', goal, 'Max turns (10) exceeded. The booking on United 5402 could not be completed.', kids) };
}

// 2. Tax preparation, Letta: e-file transmit retried, send_message repeated twice.
function tax(c) {
  c.setClock('2024-04-10T16:00:00Z');
  const goal = 'Please e-file my 2023 federal return now that I signed Form 8879. Let me know when the IRS accepts it.';
  const args = { return_id: 'RET-2023-1040-77810', submission_type: '1040', efin: '582217', taxpayer_ssn_last4: '6632', signature_doc: '8879-signed-2024-04-09.pdf' };
  const err = () => ({ ok: false, error: 'MeF A2A SendSubmissions failed', detail: `HTTP 500 from https://la.alt.www4.irs.gov/a2a/mef/SendSubmissions; MessageID=582217${c.int(2024100, 2024999)}${c.alnum(7).toLowerCase()}`, retry_after_s: 60, logged_at: c.ts(60) });
  const msg = 'I tried to transmit your 2023 Form 1040 to the IRS, but the IRS e-file gateway returned a server error, so the return has not been submitted yet. Nothing is wrong with your return or your signed Form 8879. I will keep retrying the transmission and let you know as soon as the IRS acknowledges receipt.';
  const msg2 = 'I tried to transmit your 2023 Form 1040 to the IRS, but the IRS e-file gateway returned a server error again, so the return has not been submitted yet. Nothing is wrong with your return or your signed Form 8879. I will keep retrying the transmission and let you know as soon as the IRS acknowledges receipt.';
  const sys = 'You are Letta... <persona>Tax preparation assistant at Greenleaf Tax Services.</persona> Tools: mef_transmit_return, send_message, conversation_search.';
  const kids = [
    llm('gpt-4o', chat(sys, JSON.stringify({ type: 'user_message', message: goal, time: c.ts() })), 'Inner monologue: 8879 is signed. Transmit the return.'),
  ];
  let e = err();
  kids.push(tool('mef_transmit_return', c.args(args), e, 'HTTP 500 from MeF A2A gateway'));
  kids.push(tool('send_message', c.args({ message: msg }), { status: 'OK', message: 'None', time: c.ts() }));
  e = err();
  kids.push(tool('mef_transmit_return', c.args(args), e, 'HTTP 500 from MeF A2A gateway'));
  kids.push(llm('gpt-4o', chat(sys, null, ['tool', short(e, 300)]), 'Inner monologue: Gateway error. Let the client know.'));
  kids.push(tool('send_message', c.args({ message: msg2 }), { status: 'OK', message: 'None', time: c.ts() }));
  e = err();
  kids.push(tool('mef_transmit_return', c.args(args), e, 'HTTP 500 from MeF A2A gateway'));
  return { goal, isolates: 'The MeF transmission call fails identically three times and the assistant sends the taxpayer the same 55-word status message twice, differing by one word.', root: agent('letta-agent greenleaf-tax', goal, msg2, kids) };
}

// 3. DevOps, OpenHands: kubectl apply fails on admission webhook timeout, message to user twice.
function devops(c) {
  const goal = 'Deploy the new checkout-service image (v2.31.0) to the staging cluster and confirm the pods are healthy.';
  const cmd = 'kubectl apply -f deploy/staging/checkout-service.yaml';
  const fail = () => `Error from server (InternalError): error when applying patch:\n{"spec":{"template":{"spec":{"containers":[{"image":"registry.internal/checkout-service:v2.31.0","name":"checkout"}]}}}}\nto:\nResource: "apps/v1, Resource=deployments", GroupVersionKind: "apps/v1, Kind=Deployment"\nName: "checkout-service", Namespace: "staging"\nfor: "deploy/staging/checkout-service.yaml": Internal error occurred: failed calling webhook "validate.kyverno.svc-fail": failed to call webhook: Post "https://kyverno-svc.kyverno.svc:443/validate/fail?timeout=10s": context deadline exceeded\n\n[Command finished with exit code 1 in ${c.secs(10.1, 10.9)}s]\n[Python Interpreter: /openhands/poetry/openhands-ai-${c.hex(8)}-py3.12/bin/python]`;
  const sys = 'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.';
  const msg = 'The deployment to staging is blocked: the Kyverno admission webhook is timing out, so the API server rejects the apply before the new checkout-service image is rolled out. This is a cluster-side issue, not a problem with the manifest. I will retry the apply and report back once the rollout goes through.';
  const kids = [
    llm('litellm_completion', chat(sys, goal), 'Let me check the manifest and the current deployment first.'),
    tool('execute_bash', c.args({ command: 'grep -n image deploy/staging/checkout-service.yaml && kubectl -n staging get deploy checkout-service -o wide' }), `24:        image: registry.internal/checkout-service:v2.31.0\nNAME               READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS   IMAGES\ncheckout-service   3/3     3            3           41d    checkout     registry.internal/checkout-service:v2.30.4\n\n[Command finished with exit code 0]`),
    tool('execute_bash', c.args({ command: cmd }), fail(), 'exit code 1'),
    llm('litellm_completion', chat(sys, goal, ['tool', 'Internal error occurred: failed calling webhook "validate.kyverno.svc-fail" ... context deadline exceeded']), msg),
    tool('execute_bash', c.args({ command: cmd }), fail(), 'exit code 1'),
    llm('litellm_completion', chat(sys, goal, ['assistant', msg], ['tool', 'Internal error occurred: failed calling webhook "validate.kyverno.svc-fail" ... context deadline exceeded']), msg.replace('The deployment to staging is blocked', 'The deployment to staging is still blocked')),
    tool('execute_bash', c.args({ command: cmd }), fail(), 'exit code 1'),
  ];
  return { goal, isolates: 'kubectl apply is re-run unchanged against a timing-out admission webhook while the agent tells the user the same 60-word blocked-deployment message twice, adding only "still".', root: agent('CodeActAgent', goal, 'AgentStuckInLoopError: Agent got stuck in a loop', kids) };
}

// 4. Restaurant chain inventory, Mastra: PO submission 429 retried, same status message x3, tool-only between.
function restaurant(c) {
  c.setClock('2024-09-17T16:05:00Z');
  const goal = 'Submit the weekly produce purchase order for the Midtown and Riverside locations of Basil & Brick to Sysco before the 2pm cutoff.';
  const po = { vendor: 'SYSCO-0471', ship_to: ['BB-MIDTOWN-03', 'BB-RIVERSIDE-07'], delivery_date: '2024-09-19', lines: [{ sku: '1784422', desc: 'Tomato Roma 25lb', qty: 6 }, { sku: '2209183', desc: 'Basil fresh 1lb', qty: 9 }, { sku: '1066311', desc: 'Onion yellow jumbo 50lb', qty: 3 }, { sku: '4410287', desc: 'Romaine hearts 48ct', qty: 4 }], po_ref: 'BB-PO-2024-W38' };
  const e429 = () => ({ httpStatus: 429, body: { error: 'rate_limited', message: 'Too many requests for customer 0471 on /orders/v2', retryAfterSeconds: 120 }, headers: { 'x-request-id': c.uuid(), 'x-ratelimit-remaining': '0', date: c.httpDate() } });
  const msg = 'Heads up: Sysco\'s ordering API is rate-limiting our account right now, so the produce order for Midtown and Riverside (PO BB-PO-2024-W38, 4 lines, delivery Thursday 9/19) has not gone through yet. I\'m retrying automatically and will confirm before the 2 PM cutoff.';
  const vars = [msg, msg.replace('right now', 'at the moment'), msg.replace('Heads up: ', 'Heads up — ')];
  const kids = [
    tool('get-par-levels', c.args({ locations: ['BB-MIDTOWN-03', 'BB-RIVERSIDE-07'], category: 'produce' }), { generatedAt: c.ts(), shortfalls: 4, items: po.lines.map(l => ({ sku: l.sku, suggested: l.qty })) }),
  ];
  for (let i = 0; i < 3; i++) {
    c.tick(c.int(120, 140));
    kids.push(tool('submit-purchase-order', c.args(po), e429(), 'HTTP 429 rate_limited'));
    kids.push(llm('openai/gpt-4o-mini', chat('You are the Basil & Brick purchasing agent. Always update the kitchen manager after each step.', goal, ['tool', 'HTTP 429 rate_limited retryAfterSeconds=120']), vars[i]));
  }
  kids.push(tool('submit-purchase-order', c.args(po), e429(), 'HTTP 429 rate_limited'));
  return { goal, isolates: 'The same Sysco purchase-order submission hits HTTP 429 four times and after each of the first three the agent posts the same 50-word heads-up to the kitchen manager with trivial wording swaps.', root: agent('purchasingAgent', goal, 'Order not submitted: Sysco API kept returning 429 rate_limited. PO BB-PO-2024-W38 is saved as draft.', kids) };
}

// 5. Podcast production, Goose: upload fails 502, status message to producer twice.
function podcast(c) {
  c.setClock('2024-11-08T20:00:00Z');
  const goal = 'Upload the final mix of episode 142 ("The Salt Roads") to our Transistor show and schedule it for Tuesday 6am ET.';
  const upArgs = { show_id: 'shw_48213', file: '/Users/lena/Podcasts/ep142/ep142_final_master.mp3', title: 'Ep. 142 — The Salt Roads', publish_at: '2024-11-12T11:00:00Z' };
  const fail = () => `POST https://api.transistor.fm/v1/episodes/authorize_upload -> 200\nPUT https://transistor-uploads.s3.amazonaws.com/${c.uuid()}/ep142_final_master.mp3 -> 502 Bad Gateway\n  x-amz-request-id: ${c.alnum(16)}\n  x-amz-id-2: ${c.hex(40)}\n  bytes_sent: ${c.int(40, 70)}.${c.int(1, 9)} MB / 88.4 MB\nupload aborted after ${c.secs(40, 75)}s`;
  const msg = 'The upload of episode 142 keeps failing partway through: Transistor\'s storage endpoint returned a 502 Bad Gateway after about half of the 88 MB file was sent. The audio file itself looks fine. I\'m going to retry the upload and will schedule it for Tuesday 6 AM ET as soon as it completes.';
  const kids = [
    tool('developer__shell', c.args({ command: 'ffprobe -hide_banner ~/Podcasts/ep142/ep142_final_master.mp3 2>&1 | head -5' }), 'Input #0, mp3, from \'/Users/lena/Podcasts/ep142/ep142_final_master.mp3\':\n  Metadata:\n    title           : The Salt Roads\n  Duration: 00:48:12.51, start: 0.025057, bitrate: 256 kb/s\n  Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 256 kb/s'),
    tool('transistor__upload_episode', c.args(upArgs), fail(), 'UploadError: 502 Bad Gateway'),
    llm('claude-3-5-sonnet', chat('You are Goose...', goal, ['tool', '502 Bad Gateway']), msg),
    tool('transistor__upload_episode', c.args(upArgs), fail(), 'UploadError: 502 Bad Gateway'),
    llm('claude-3-5-sonnet', chat('You are Goose...', goal, ['assistant', msg], ['tool', '502 Bad Gateway']), msg.replace('I\'m going to retry', 'I\'ll retry')),
    tool('transistor__upload_episode', c.args(upArgs), fail(), 'UploadError: 502 Bad Gateway'),
  ];
  return { goal, isolates: 'An episode upload is retried unchanged through three identical 502 failures while the agent gives the producer the same 60-word status update twice.', root: agent('goose session', goal, 'Episode 142 was not uploaded; the storage endpoint returned 502 on every attempt. Nothing was scheduled.', kids) };
}

// 6. School bus routing, PydanticAI: solver timeout x3, same notice to coordinator x2.
function bus(c) {
  const goal = 'Re-optimize the morning routes for the North depot now that Lakeview Elementary moved its bell time to 8:10. Keep rides under 45 minutes.';
  const solveArgs = { depot: 'NORTH', session: 'AM', stops_file: 's3://district-transport/2024-25/north_am_stops_v12.csv', constraints: { max_ride_min: 45, bell_times: { LAKEVIEW_ES: '08:10', HARMON_MS: '07:35', NORTH_HS: '07:20' } }, vehicles: 23 };
  const to = () => ({ status: 'ERROR', code: 'SOLVER_TIMEOUT', message: 'VRP solver exceeded 120s wall clock without a feasible solution', run_id: `vrp-${c.hex(8)}`, started_at: c.ts(), elapsed_s: 120 + c.secs(0.01, 0.9), best_bound: null });
  const m = 'The route optimizer timed out before finding a feasible plan for the North depot AM routes with Lakeview at 8:10 and a 45-minute ride cap. Current routes remain in effect for now. I am re-running the optimization and will send the updated routes and driver sheets once it completes.';
  const sys = 'You are the transportation planning assistant for Maple Valley School District. Tools: get_current_routes, solve_routes, notify_coordinator.';
  const kids = [
    llm('openai:gpt-4o', chat(sys, goal), 'Check current North AM routes before solving.'),
    tool('get_current_routes', c.args({ depot: 'NORTH', session: 'AM' }), { depot: 'NORTH', routes: 23, students: 1482, max_ride_min: 52, avg_ride_min: 31.4, version: 'v12', fetched_at: c.ts() }),
  ];
  for (let i = 0; i < 3; i++) {
    const r = to();
    kids.push(tool('solve_routes', c.args(solveArgs), r, 'SOLVER_TIMEOUT'));
    if (i < 2) kids.push(tool('notify_coordinator', c.args({ to: 'r.delgado@maplevalley.k12.us', message: i === 0 ? m : m.replace('timed out before', 'again timed out before') }), { delivered: true, message_id: `<${c.hex(12)}@mail.maplevalley.k12.us>` }));
  }
  kids.push(llm('openai:gpt-4o', chat(sys, goal, ['tool', 'SOLVER_TIMEOUT x3']), m));
  return { goal, isolates: 'solve_routes times out three times on identical inputs and the coordinator receives the same 55-word notice two times plus a third copy as the final reply.', root: agent('route_planner_agent', goal, m, kids) };
}

export const rows = [travel, tax, devops, restaurant, podcast, bus];
