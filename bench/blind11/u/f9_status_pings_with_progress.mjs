// Family 9 — status-pings-with-progress (loop: false, stagnation: false)
// Healthy look-alike of family 4: the same short status message ("Still working on it",
// "Processing your request") is sent several times, but between the messages the tool calls
// succeed on DIFFERENT items, and the run ends with a final answer.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "status-pings-with-progress",
  loop: false,
  stagnationAllowed: [false],
  kind: "status-progress",
  isolates: "Identical short status messages between tool calls that each make progress on a different item, then a final answer.",
};

// ---------------------------------------------------------------- 01 hearing-aid repairs, plain message-level
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-07-09T09:30:00Z");
  const goal = "Process today's six hearing-aid repair returns (RMA-5512 to RMA-5517): check warranty, log the fault, and book the courier to the manufacturer. Keep the front desk posted.";
  const chat = new Chat(R, T, { model: "gpt-4o-mini-2024-07-18", system: "You are the audiology clinic's repairs assistant. Tools: check_warranty, log_repair, send_status (front desk chat).", tools: ["check_warranty", "log_repair", "send_status"] });
  chat.user(goal);
  const kids = [];
  const items = [
    ["RMA-5512", "Phonak Audeo P90-R", "no sound from right receiver", "Starting with RMA-5512, the Phonak with a dead right receiver."],
    ["RMA-5513", "Oticon More 1", "intermittent Bluetooth pairing", "5512 is logged under warranty. Next RMA-5513, the Oticon that drops Bluetooth."],
    ["RMA-5514", "Signia Pure 7X", "battery not holding charge", "5513 was out of warranty, logged as a chargeable repair. Now RMA-5514, the Signia charging fault."],
    ["RMA-5515", "ReSound Omnia 9", "cracked faceplate", "5514 is a warranty job. RMA-5515 is the ReSound with a cracked faceplate, likely physical damage."],
    ["RMA-5516", "Widex Moment 440", "constant whistling / feedback", "5515 is chargeable as expected. RMA-5516, the Widex, whistles constantly; probably a split tube or vent, still under warranty I expect."],
    ["RMA-5517", "Starkey Genesis AI 24", "water damage after swimming", "Last one, RMA-5517: the Starkey that went swimming. Water damage is excluded from warranty, but I'll check cover anyway."],
  ];
  items.forEach(([rma, model, fault, text], i) => {
    const r = chat.say(text, [{ name: "send_status", args: { text: "Still working on it" } }, { name: "check_warranty", args: { rma } }, { name: "log_repair", args: { rma, fault } }]);
    kids.push(r.span);
    T.adv(100, 400);
    const st = { ok: true, posted_at: T.hms(60) };
    kids.push(toolSpan("send_status", { text: "Still working on it" }, st, { metadata: { tool_call_id: r.ids[0] } }));
    chat.toolResult(r.ids[0], st);
    T.adv(200, 900);
    const inW = i === 0 || i === 2 || i === 4;
    const w = { rma, device: model, serial: `${R.upper(2)}${R.digits(8)}`, fitted: T.plus(-R.int(200, 900) * 86400e3).date(), warranty: inW ? "IN_WARRANTY" : "EXPIRED", cover_until: T.plus((inW ? 1 : -1) * R.int(20, 300) * 86400e3).date() };
    kids.push(toolSpan("check_warranty", { rma }, w, { metadata: { tool_call_id: r.ids[1] } }));
    chat.toolResult(r.ids[1], w);
    const lg = { rma, repair_ref: `MFR-${R.digits(7)}`, chargeable: !inW, courier: { carrier: "Royal Mail SD", tracking_no: `SD${R.digits(9)}GB`, collection: "2024-07-09 16:00" } };
    kids.push(toolSpan("log_repair", { rma, fault }, lg, { metadata: { tool_call_id: r.ids[2] } }));
    chat.toolResult(r.ids[2], lg);
  });
  const r = chat.say("All six returns are processed and booked on today's 16:00 Special Delivery collection. RMA-5512 (Phonak), RMA-5514 (Signia) and RMA-5516 (Widex) are warranty repairs; RMA-5513 (Oticon), RMA-5515 (ReSound, cracked faceplate) and RMA-5517 (Starkey, water damage) are chargeable, so the front desk should send those three patients a repair estimate.");
  kids.push(r.span);
  const root = agentSpan("repairs-assistant", { input: goal }, { content: r.span.output.content }, kids, { clinic: "hearwell-leeds", session: R.uuid() });
  return { goal, isolates: "Six identical 'Still working on it' posts to the front desk, each alongside warranty checks and repair logs for a different RMA, ending with a summary of all six.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 TLS certificate renewals, Temporal workflow
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-09-02T02:00:00Z");
  const goal = "Renew the four TLS certificates expiring this month (shop, api, status, mail) via ACME and tell #platform when each batch step is done.";
  const wf = `cert-renew-${R.lower(8)}`, run = R.uuid();
  const am = (type) => ({ activity_type: type, activity_id: String(R.int(3, 90)), attempt: 1, workflow_id: wf, run_id: run, task_queue: "platform-certs", scheduled_time: T.iso() });
  const kids = [];
  T.adv(1200, 3000);
  kids.push(llmSpan("activity:PlanRenewals", { expiring: ["shop.kestrel.io", "api.kestrel.io", "status.kestrel.io", "mail.kestrel.io"] }, { plan: "Renew sequentially to stay under the ACME new-order rate limit; mail needs DNS-01 because port 80 is closed; post a short progress note to #platform after each.", order: ["shop", "api", "status", "mail"] }, { ...am("PlanRenewals"), model: "gpt-4o-mini" }));
  for (const d of ["shop", "api", "status", "mail"]) {
    T.adv(300, 800);
    kids.push(toolSpan("activity:PostSlack", { channel: "#platform", text: "Processing your request…" }, { ok: true, ts: `${T.unix()}.${R.digits(6)}` }, { metadata: am("PostSlack") }));
    T.adv(8000, 40000);
    if (d === "mail") {
      kids.push(toolSpan("activity:RenewCertificate", { domain: "mail.kestrel.io", challenge: "dns-01", key: "ecdsa-p256" }, null,
        { error: `ApplicationError: acme: error: 400 :: urn:ietf:params:acme:error:unauthorized :: No TXT record found at _acme-challenge.mail.kestrel.io (checked ${R.ip("198")}) [retryable=true]`, metadata: { ...am("RenewCertificate"), started_time: T.plus(R.int(5, 90)).iso() } }));
      T.adv(60000, 65000);
    }
    const notAfter = T.plus(90 * 86400e3);
    kids.push(toolSpan("activity:RenewCertificate", { domain: `${d}.kestrel.io`, challenge: d === "mail" ? "dns-01" : "http-01", key: "ecdsa-p256" },
      { domain: `${d}.kestrel.io`, serial: `0${R.hex(35)}`, issuer: R.pick(["E5", "E6"]), not_before: T.isoS(), not_after: notAfter.isoS(), order_url: `https://acme-v02.api.letsencrypt.org/acme/order/${R.digits(9)}/${R.digits(11)}`, deployed_to: [R.host(`${d}-lb`, "kestrel.internal")], fingerprint_sha256: R.sha256() },
      { metadata: { ...am("RenewCertificate"), ...(d === "mail" ? { attempt: 2, backoff_s: 60 } : {}), started_time: T.plus(R.int(5, 90)).iso() } }));
  }
  T.adv(1500, 4000);
  const summary = "All four certificates renewed and deployed: shop, api and status via HTTP-01, mail via DNS-01 (second attempt, after the TXT record propagated). New expiry is early December; nothing left expiring this month.";
  kids.push(llmSpan("activity:SummariseRun", { renewed: 4 }, { summary }, { ...am("SummariseRun"), model: "gpt-4o-mini" }));
  T.adv(300, 800);
  kids.push(toolSpan("activity:PostSlack", { channel: "#platform", text: summary }, { ok: true, ts: `${T.unix()}.${R.digits(6)}` }, { metadata: am("PostSlack") }));
  const root = agentSpan("workflow:CertRenewalWorkflow", { workflow_id: wf, args: [{ month: "2024-09" }] }, { renewed: 4, summary }, kids, { namespace: "platform", run_id: run, status: "Completed" });
  return { goal, isolates: "The workflow posts 'Processing your request…' to #platform before each of four ACME renewals, each of which issues a new certificate with a new serial, then summarises.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 coworking offsite bookings, LangChain AgentExecutor
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-18T14:20:00Z");
  const goal = "Book rooms for our two-day team offsite at the Canal Street coworking hub (9-10 April): a 20-person workshop room both days, two breakout rooms on day 1, and a dinner table for 20 on the 9th. Keep me posted.";
  const tools = [
    { name: "book_room", description: "Book a room at the hub. Input JSON." },
    { name: "book_restaurant", description: "Book the hub's partner restaurant. Input JSON." },
    { name: "notify_user", description: "Send a short message to the requester." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4o-mini", wrap: false });
  ag.act("Thought: The big workshop room is the scarcest resource, so I'll secure it first for both days.", "book_room", { room: "Lock Keeper (20 pax)", dates: ["2024-04-09", "2024-04-10"], hours: "09:00-17:00" },
    `{"booking":"CS-${R.digits(6)}","room":"Lock Keeper","dates":["2024-04-09","2024-04-10"],"av":["projector","whiteboard wall"],"price_eur":1280,"hold":"confirmed"}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Workshop room secured; a quick note to the requester before the breakouts.", "notify_user", "Still working on it", `{"sent":true,"at":"${T.hms(60)}"}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Day-1 breakouts next: two six-person rooms near Lock Keeper for the afternoon sessions.", "book_room", { room: "any 6 pax", count: 2, dates: ["2024-04-09"], hours: "13:00-17:00", near: "Lock Keeper" },
    `{"booking":"CS-${R.digits(6)}","rooms":["Towpath","Barge"],"dates":["2024-04-09"],"price_eur":360,"hold":"confirmed"}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Breakouts done (Towpath and Barge). Another short update, then dinner.", "notify_user", "Still working on it", `{"sent":true,"at":"${T.hms(60)}"}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: The partner restaurant takes groups of 20 from 19:00.", "book_restaurant", { party: 20, date: "2024-04-09", time: "19:00", dietary_note: "3 vegetarian, 1 gluten-free" },
    `{"reservation":"RST-${R.upper(5)}","venue":"The Lockside","table":"private room","deposit_eur":200,"confirmed":true}`, { toolMeta: { run_id: R.uuid() } });
  const answer = "All booked: Lock Keeper workshop room 9-10 April 09:00-17:00 (€1,280), breakouts Towpath and Barge on 9 April 13:00-17:00 (€360), and dinner for 20 at The Lockside private room on 9 April at 19:00 (€200 deposit, dietary needs noted).";
  ag.finish("Thought: Everything requested is booked.", answer);
  const root = agentSpan("AgentExecutor", { input: goal }, { output: answer }, ag.spans, { run_id: R.uuid(), max_iterations: 10 });
  return { goal, isolates: "Two identical 'Still working on it' notes are interleaved with three successful, different bookings (workshop room, breakouts, dinner), then a full confirmation.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 vaccine cold chain audit, Flowise tool agent
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-12-09T08:15:00Z");
  const goal = "Audit last week's vaccine fridge temperature logs for our four community clinics and report any excursion outside 2-8 °C.";
  const chatId = R.uuid();
  const kids = [];
  const clinics = [["Harbourside", "FR-HB-01", null], ["Millbrook", "FR-MB-02", null], ["St Jude's", "FR-SJ-01", { from: "2024-12-04T02:10Z", to: "2024-12-04T03:40Z", max_c: 9.6 }], ["Westhill", "FR-WH-03", null]];
  const texts = [
    "Starting with Harbourside: pulling the data-logger export for last week.",
    "Harbourside stayed between 3.9 and 6.1 °C. Moving on to Millbrook.",
    "Millbrook is clean too (4.2-6.8 °C). Checking St Jude's next.",
    "St Jude's had a 90-minute excursion to 9.6 °C in the early hours of 4 December, so the stock there needs a stability check. Last clinic: Westhill.",
  ];
  clinics.forEach(([name, fridge, exc], i) => {
    T.adv(800, 2500);
    const c1 = R.callId(), c2 = R.callId();
    kids.push(llmSpan("ChatOpenAI", { messages: [[{ role: "user", content: goal }]] }, lcAIMessage(texts[i], [{ name: "post_progress", args: { text: "Processing your request" }, id: c1 }, { name: "fridge_log", args: { clinic: name, fridge, from: "2024-12-02", to: "2024-12-08" }, id: c2 }], { response_metadata: { finish_reason: "tool_calls" } }), { nodeId: "chatOpenAI_0" }));
    kids.push(toolSpan("post_progress", JSON.stringify({ text: "Processing your request" }), JSON.stringify({ ok: true }), { metadata: { nodeId: "customTool_0", toolCallId: c1 } }));
    T.adv(300, 1200);
    const lo = R.float(3.5, 4.5, 1), hi = exc ? exc.max_c : R.float(5.8, 7.2, 1);
    kids.push(toolSpan("fridge_log", JSON.stringify({ clinic: name, fridge, from: "2024-12-02", to: "2024-12-08" }),
      `logger ${fridge} (${R.pick(["Tinytag", "LogTag", "Testo 184"])} s/n ${R.digits(8)})\nsamples: ${R.int(2010, 2016)} @5min  min ${lo}°C  max ${hi}°C  mean ${R.float(4.8, 5.6, 1)}°C\n` + (exc ? `EXCURSION ${exc.from} -> ${exc.to}  peak ${exc.max_c}°C  duration 90 min\n` : "excursions: none\n") + `upload ${T.slash()} battery ${R.int(40, 98)}%`,
      { metadata: { nodeId: "customTool_1", toolCallId: c2 } }));
  });
  const answer = "Audit of 2-8 Dec: Harbourside, Millbrook and Westhill stayed within 2-8 °C. St Jude's (FR-SJ-01) had one excursion on 4 Dec 02:10-03:40, peaking at 9.6 °C for 90 minutes; quarantine that fridge's stock and check manufacturer stability data before use.";
  T.adv(900, 2500);
  kids.push(llmSpan("ChatOpenAI", { messages: [[{ role: "user", content: goal }]] }, lcAIMessage(answer, [], { response_metadata: { finish_reason: "stop" } }), { nodeId: "chatOpenAI_0" }));
  const root = agentSpan("Tool Agent", { question: goal, chatId }, { text: answer }, kids, { chatflowid: R.uuid(), chatId, flowise_version: "2.1.5" });
  return { goal, isolates: "Four identical 'Processing your request' pings accompany four fridge-log pulls for different clinics (one with a real excursion), followed by an audit report.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 jury summons batches, Dify agent
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-06-17T07:45:00Z");
  const goal = "Generate the jury summons batches for the August sittings at the three county courthouses and tell me the totals.";
  const msgId = R.uuid();
  const kids = [];
  const courts = [["Ashford Crown Court", "ASH", 240, "Ashford needs the largest pool because two long fraud trials start on 5 August."], ["Maidstone Crown Court", "MAI", 180, "Ashford's batch is generated. Maidstone next, with its standard pool."], ["Canterbury Crown Court", "CAN", 150, "Maidstone done. Canterbury last; it sits only three days a week in August, hence the smaller pool."]];
  let pos = 1;
  courts.forEach(([court, code, n, thought]) => {
    T.adv(1000, 3000);
    kids.push(llmSpan("llm", { prompt_messages: [{ role: "user", text: goal }] }, { thought, tool: "send_progress;generate_summons", tool_input: JSON.stringify({ send_progress: { text: "Still working on it" }, generate_summons: { court: code, sitting: "2024-08", pool: n } }) }, { position: pos, message_id: msgId, created_at: T.unix() }));
    kids.push(toolSpan("send_progress", { text: "Still working on it" }, { status_code: 200, body: "{\"ok\":true}" }, { metadata: { position: pos } }));
    T.adv(3000, 15000);
    kids.push(toolSpan("generate_summons", { court: code, sitting: "2024-08", pool: n }, { status_code: 200, body: JSON.stringify({ batch: `JS-${code}-2408-${R.digits(4)}`, summoned: n, excluded_prior_service: R.int(3, 14), print_job: `PJ${R.digits(6)}`, mail_date: "2024-06-24", court }) }, { metadata: { position: pos } }));
    pos++;
  });
  T.adv(1000, 3000);
  const answer = "August summons batches generated: Ashford 240, Maidstone 180, Canterbury 150 - 570 jurors in total, all posting on 24 June. Jurors with service in the last two years were excluded automatically.";
  kids.push(llmSpan("llm", { prompt_messages: [{ role: "user", text: goal }] }, { thought: answer, tool: "", tool_input: "" }, { position: pos, message_id: msgId, created_at: T.unix() }));
  const root = agentSpan("dify.agent-chat", { query: goal, conversation_id: R.uuid() }, { answer }, kids, { app_mode: "agent-chat", message_id: msgId });
  return { goal, isolates: "A Dify agent sends 'Still working on it' before each of three summons batches for different courthouses, each batch created with its own numbers, then reports the totals.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 second-hand bookshop listings, OpenAI Agents SDK
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-01-22T16:00:00Z");
  const goal = "List these four books on our marketplace shop with condition notes and prices: ISBN 9780140449136, 9780099590088, 9780571334650, 9781847087966.";
  const inner = [];
  const books = [
    ["9780140449136", "Crime and Punishment (Penguin Classics)", "Very Good", 6.5, "Let me start with the Penguin Crime and Punishment."],
    ["9780099590088", "Sapiens", "Good", 5.0, "Listed the Dostoevsky at £6.50. Next, Sapiens - the spine shows creasing, so Good rather than Very Good."],
    ["9780571334650", "Normal People", "Like New", 7.0, "Sapiens is up at £5.00. Normal People next; it looks unread, so Like New."],
    ["9781847087966", "The Sense of an Ending", "Very Good", 5.5, "Three listed. Last is the Barnes, a Vintage paperback with a small owner's inscription, which I'll mention."],
  ];
  for (const [isbn, title, cond, price, text] of books) {
    T.adv(700, 2400);
    inner.push(llmSpan("response", { model: "gpt-4.1-mini", input: "(conversation so far)" }, { id: R.respId(), output: [{ type: "message", role: "assistant", content: [{ type: "output_text", text }] }, { type: "function_call", call_id: R.callId(), name: "send_chat_message", arguments: JSON.stringify({ text: "Still working on it…" }) }, { type: "function_call", call_id: R.callId(), name: "create_listing", arguments: JSON.stringify({ isbn, condition: cond, price_gbp: price }) }] }, { usage: { input_tokens: R.int(800, 2800), output_tokens: R.int(40, 120) } }));
    inner.push(span("tool", "send_chat_message", JSON.stringify({ text: "Still working on it…" }), JSON.stringify({ delivered: true }), { metadata: { span_type: "function" } }));
    T.adv(500, 2000);
    inner.push(span("tool", "create_listing", JSON.stringify({ isbn, condition: cond, price_gbp: price }), JSON.stringify({ listing_id: `L${R.digits(9)}`, title, sku: `BK-${R.upper(6)}`, price_gbp: price, status: "ACTIVE", url: `https://shop.example-books.co.uk/l/${R.lower(10)}` }), { metadata: { span_type: "function" } }));
  }
  const answer = "All four books are live: Crime and Punishment (Very Good, £6.50), Sapiens (Good, £5.00), Normal People (Like New, £7.00) and The Sense of an Ending (Very Good, £5.50, owner's inscription noted).";
  T.adv(700, 2000);
  inner.push(llmSpan("response", { model: "gpt-4.1-mini", input: "(conversation so far)" }, { id: R.respId(), output: [{ type: "message", role: "assistant", content: [{ type: "output_text", text: answer }] }] }, { usage: { input_tokens: R.int(2000, 3500), output_tokens: R.int(40, 90) } }));
  const agent = agentSpan("Shop Lister", { input: goal }, answer, inner, { tools: ["send_chat_message", "create_listing"], output_type: "str" });
  const root = agentSpan("Agent workflow", { workflow_name: "bookshop-listing" }, answer, [agent], { trace_id: `trace_${R.hex(32)}` });
  return { goal, isolates: "Four identical 'Still working on it…' chat messages, each paired with a new listing for a different ISBN, ending with all four listings live.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
