// Family 4 — echoed-notice-failing-retry (loop: true, stagnation: true)
// The agent posts the same (or near-same) message to a user / channel / ticket, then repeats the
// same failing action and gets the same error, over and over.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "echoed-notice-failing-retry",
  loop: true,
  stagnationAllowed: [true],
  kind: "echo-notice",
  isolates: "The same status message is sent again before each retry of an action that fails with the same error every time.",
};

// ---------------------------------------------------------------- 01 winter road ops, plain message-level
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-01-16T04:12:55Z");
  const goal = "Heavy snow warning: dispatch plow unit 14 to priority route N-7 (hospital access road) and keep #winter-ops informed.";
  const chat = new Chat(R, T, {
    model: "gpt-4o-2024-08-06",
    system: "You are the winter maintenance dispatch assistant for the city roads department. Tools: dispatch_unit (AVL/CAD), slack_post.",
    tools: ["dispatch_unit", "slack_post"],
  });
  chat.user(goal);
  const children = [];
  const note = "Dispatching plow 14 to Route N-7 (hospital access) now - will confirm as soon as it's rolling.";
  const dispatchArgs = { unit_id: "PLOW-14", route_id: "N-7", priority: "P1", mode: "plow+salt", reason: "hospital access" };
  for (let i = 0; i < 4; i++) {
    let r = chat.say(i === 0 ? "I'll let #winter-ops know and dispatch plow 14 to N-7." : "The dispatch failed again. I'll update #winter-ops and retry dispatching plow 14 to N-7.",
      [{ name: "slack_post", args: { channel: "#winter-ops", text: note } }, { name: "dispatch_unit", args: dispatchArgs }]);
    children.push(r.span);
    T.adv(200, 700);
    const ts = `${T.unix()}.${R.digits(6)}`;
    const post = { ok: true, channel: "C04WNTR0PS", ts, message: { type: "message", subtype: "bot_message", text: note, bot_id: "B05DSP4TCH", ts }, response_metadata: { warnings: ["missing_charset"] } };
    children.push(toolSpan("slack_post", { channel: "#winter-ops", text: note }, post, { metadata: { tool_call_id: r.ids[0], http_status: 200 } }));
    chat.toolResult(r.ids[0], post);
    T.adv(10000, 10400);
    const rq = R.hex(12);
    const err = `HTTP 503 Service Unavailable: AVL gateway not responding (upstream timeout after 10000 ms) request_id=${rq}`;
    children.push(toolSpan("dispatch_unit", dispatchArgs, { status: 503, body: { error: "upstream_timeout", gateway: `avl-gw-${R.int(1, 2)}`, request_id: rq } }, { error: err, metadata: { tool_call_id: r.ids[1], duration_ms: R.int(10000, 10060) } }));
    chat.toolResult(r.ids[1], `Error: ${err}`);
  }
  const root = agentSpan("dispatch-assistant", { input: goal }, null, children, { incident: `WX-${T.date()}-03`, operator: "night-desk-2" });
  root.error = "Max turns (4) reached";
  return { goal, isolates: "Four rounds of the identical #winter-ops post 'Dispatching plow 14 to Route N-7 now' each followed by dispatch_unit failing with the same AVL gateway 503 timeout.", stagnation: true, root };
}

// ---------------------------------------------------------------- 02 ski resort lift operations, Temporal workflow with LLM activity
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-02-09T07:31:04Z");
  const goal = "Wind gusts at the G2 gondola top station exceed 70 km/h: set G2 to CLOSED (wind hold) on the public lift status board and inform the lift ops channel.";
  const wf = `lift-status-${R.lower(10)}`, run = R.uuid();
  const meta = (type, attempt) => ({ activity_type: type, activity_id: String(R.int(3, 99)), attempt, workflow_id: wf, run_id: run, task_queue: "mountain-ops", scheduled_time: T.iso(), started_time: T.plus(R.int(3, 80)).iso(), worker: R.host("tq-worker", "mtn.svc") });
  const children = [];
  const msg = "G2 Gondola: closing on wind hold (gusts 70+ km/h at top station). Public status board update in progress.";
  for (let i = 1; i <= 4; i++) {
    T.adv(1500, 4000);
    children.push(llmSpan("activity:ComposeUpdate", { lift: "G2", event: "WIND_HOLD", last_error: i === 1 ? null : "StatusBoardAPI 409" },
      { text: i === 1 ? "Gusts at G2-TOP are above the 70 km/h limit. I'll post the closure notice to lift ops and set G2 to CLOSED (WIND_HOLD) on the public board." : "Status board rejected the change; I'll repost the closure notice to lift ops and retry setting G2 to CLOSED (WIND_HOLD).", post: msg },
      { ...meta("ComposeUpdate", 1), model: "gpt-4o-mini", usage: { input_tokens: R.int(400, 900), output_tokens: R.int(50, 90) } }));
    T.adv(300, 900);
    children.push(toolSpan("activity:PostOpsChannel", { channel: "lift-ops", text: msg }, { message_id: `${T.unixMs()}-${R.int(0, 9)}`, delivered_to: R.int(14, 18), radio_bridge: "CH3" }, { metadata: meta("PostOpsChannel", 1) }));
    T.adv(800, 2500);
    const rev = 4411 + i;
    const err = `ApplicationError: StatusBoardAPI 409 Conflict: board revision conflict (expected rev ${rev}, current rev ${rev + 1}) [type=StatusBoardConflict, retryable=true]`;
    children.push(toolSpan("activity:UpdateLiftStatus", { lift: "G2", state: "CLOSED", reason: "WIND_HOLD", board_rev: rev },
      null, { error: err, metadata: { ...meta("UpdateLiftStatus", 1), scheduled_event_id: 5 + i * 9, retry_policy: { maximum_attempts: 1 }, workflow_loop_iteration: i, last_heartbeat: T.isoMicro(), failure_cause: "StatusBoardConflict" } }));
  }
  const root = agentSpan("workflow:LiftStatusBroadcastWorkflow", { workflow_id: wf, args: [{ lift: "G2", gust_kmh: 74, source: "anemometer G2-TOP" }] }, null, children,
    { namespace: "resort-ops", run_id: run, status: "Running", history_length: 47, search_attributes: { Lift: "G2", Season: "2023-24" } });
  return { goal, isolates: "Each retry of the Temporal UpdateLiftStatus activity hits the same 409 board-revision conflict (with a stale rev), and before each the workflow reposts the identical 'G2 closing on wind hold' message.", stagnation: true, root };
}

// ---------------------------------------------------------------- 03 coffee roastery wholesale, LangChain AgentExecutor
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-11T12:40:17Z");
  const goal = "Ship wholesale order W-58213 (12 x 1 kg Ethiopia Guji, washed) to Café Lumen in Ghent and let the customer know.";
  const tools = [
    { name: "erp_create_shipment", description: "Create a carrier shipment for an order. Input JSON: order_id, carrier, service, parcels." },
    { name: "email_customer", description: "Send an email to the order's customer contact. Input JSON: order_id, subject, body." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4-turbo-2024-04-09" });
  const ship = { order_id: "W-58213", carrier: "DPD", service: "CLASSIC", parcels: [{ weight_kg: 12.8, dims_cm: [40, 30, 30] }] };
  const mail = { order_id: "W-58213", subject: "Your order W-58213 is on its way", body: "Hi Café Lumen team, your order W-58213 (12 x 1 kg Ethiopia Guji) is packed and ships today. We'll send tracking details shortly. - Kiln & Crema Roasters" };
  for (let i = 0; i < 4; i++) {
    ag.act(i === 0 ? "Thought: I'll email Café Lumen that the order ships today, then create the DPD shipment." : "Thought: The shipment was rejected again. I'll email Café Lumen that the order ships today and then create the DPD shipment again.",
      "email_customer", mail, `{"status":"queued","message_id":"<${R.hex(16)}@mail.kilncrema.eu>","queued_at":"${T.rfc2822(120)}","provider":"postmark","submitted_to":"orders@cafelumen.be"}`, { toolMeta: { run_id: R.uuid() } });
    const trace = R.hex(16);
    ag.act("Thought: Now create the shipment for W-58213 with DPD Classic.", "erp_create_shipment", ship, null,
      { error: `ToolException: 422 Unprocessable Entity {"error":"validation_failed","field":"customs.hs_code","detail":"HS code required for commercial goods leaving the EU VAT area or over 10 kg","trace":"${trace}"}`, toolMeta: { run_id: R.uuid(), http_status: 422 } });
  }
  const root = agentSpan("AgentExecutor", { input: goal }, { output: "Agent stopped due to iteration limit or time limit." }, ag.spans, { run_id: R.uuid(), max_iterations: 8, handle_parsing_errors: true });
  return { goal, isolates: "The ReAct agent emails Café Lumen the same 'ships today' message four times, each followed by erp_create_shipment failing with the identical 422 missing-HS-code validation error.", stagnation: true, root };
}

// ---------------------------------------------------------------- 04 elevator maintenance callout, Flowise tool agent
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-07-30T17:52:08Z");
  const goal = "Trapped-passenger callout at 88 Harbour Street, lift L2: assign the on-call technician and keep ticket LFT-90417 updated.";
  const chatId = R.uuid();
  const children = [];
  const job = `SYNC-${R.upper(6)}`, jobStart = T.plus(-R.int(300, 900) * 1000).isoS();
  const comment = "Technician assignment in progress - an engineer will be dispatched to 88 Harbour St (L2) shortly.";
  for (let i = 0; i < 4; i++) {
    T.adv(1000, 3200);
    const c1 = R.callId(), c2 = R.callId();
    children.push(llmSpan("ChatAnthropic", { messages: [[{ role: "system", content: "You coordinate lift maintenance callouts..." }, { role: "user", content: goal }]], invocation_params: { model: "claude-3-haiku-20240307", temperature: 0 } },
      lcAIMessage(i === 0 ? "I'll post a holding update on the ticket and assign the on-call technician for the Harbour district." : "The assignment failed again because the calendar is locked. I'll post a holding update on the ticket and retry assigning the on-call technician.",
        [{ name: "ticket_comment", args: { ticket: "LFT-90417", visibility: "public", body: comment }, id: c1 }, { name: "assign_technician", args: { ticket: "LFT-90417", district: "HARBOUR", skill: "ENTRAPMENT", on_call: true }, id: c2 }],
        { response_metadata: { stop_reason: "tool_use", model: "claude-3-haiku-20240307" }, usage: { input_tokens: R.int(1100, 3500), output_tokens: R.int(70, 140), total_tokens: R.int(1200, 3600) } }), { nodeId: "chatAnthropic_0" }));
    T.adv(200, 600);
    children.push(toolSpan("ticket_comment", JSON.stringify({ ticket: "LFT-90417", visibility: "public", body: comment }),
      JSON.stringify({ id: R.int(7700000, 7799999), ticket: "LFT-90417", created: T.us(600), author: "callout-bot", notified: ["building.manager@88harbour.au"] }), { metadata: { nodeId: "customTool_2", toolCallId: c1 } }));
    T.adv(500, 1500);
    children.push(toolSpan("assign_technician", JSON.stringify({ ticket: "LFT-90417", district: "HARBOUR", skill: "ENTRAPMENT", on_call: true }), null,
      { error: `Error: 423 Locked - technician calendar for district HARBOUR is locked by roster sync job ${job} (started ${jobStart}); retry later; x-request-id ${R.uuid()}`, metadata: { nodeId: "customTool_3", toolCallId: c2 } }));
  }
  const root = agentSpan("Tool Agent", { question: goal, chatId }, null, children, { chatflowid: R.uuid(), chatId, flowise_version: "1.8.4" });
  root.error = "Error: Agent stopped due to max iterations.";
  return { goal, isolates: "Flowise agent posts the same 'technician assignment in progress' comment on LFT-90417 four times while assign_technician keeps failing with 423 calendar locked by the roster sync.", stagnation: true, root };
}

// ---------------------------------------------------------------- 05 journal peer review, Dify agent app
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-09-23T10:05:41Z");
  const goal = "Invite the two reviewers selected for manuscript JEM-2024-0412 (R. Okonkwo, H. Lindqvist) and tell the handling editor once both invitations are out.";
  const msgId = R.uuid();
  const children = [];
  const note = "Sending the reviewer invitations for JEM-2024-0412 now; I'll confirm as soon as both are out.";
  let pos = 1;
  // first Lindqvist succeeds, then Okonkwo keeps bouncing
  T.adv(1000, 3000);
  children.push(llmSpan("llm", { prompt_messages: [{ role: "user", text: goal }] }, { thought: "I'll tell the editor the invitations are going out, then invite each reviewer.", tool: "message_editor;send_reviewer_invitation", tool_input: JSON.stringify({ message_editor: { text: note }, send_reviewer_invitation: { reviewer: "h.lindqvist@kth.se" } }) }, { position: pos++, message_id: msgId, created_at: T.unix() }));
  children.push(toolSpan("message_editor", { to: "handling.editor", ms: "JEM-2024-0412", text: note }, { status_code: 200, body: JSON.stringify({ delivered: true, thread: `ms-${R.hex(8)}`, ts: T.isoS() }) }, { metadata: { position: pos - 1 } }));
  children.push(toolSpan("send_reviewer_invitation", { ms: "JEM-2024-0412", reviewer: "h.lindqvist@kth.se", template: "invite_v3", due_days: 21 }, { status_code: 200, body: JSON.stringify({ invitation_id: `INV-${R.int(300000, 399999)}`, smtp: "250 2.0.0 OK queued as " + R.upper(10) }) }, { metadata: { position: pos - 1 } }));
  for (let i = 0; i < 4; i++) {
    T.adv(1500, 4000);
    children.push(llmSpan("llm", { prompt_messages: [{ role: "user", text: goal }] },
      { thought: "The invitation to R. Okonkwo bounced. I'll let the editor know the invitations are being sent and try the invitation to Okonkwo again.", tool: "message_editor;send_reviewer_invitation", tool_input: JSON.stringify({ message_editor: { text: note }, send_reviewer_invitation: { reviewer: "r.okonkwo@uni-lagos.edu.ng" } }) },
      { position: pos++, message_id: msgId, created_at: T.unix(), provider_response_latency: R.float(0.9, 3.5, 3) }));
    T.adv(300, 900);
    children.push(toolSpan("message_editor", { to: "handling.editor", ms: "JEM-2024-0412", text: note }, { status_code: 200, body: JSON.stringify({ delivered: true, thread: `ms-${R.hex(8)}`, ts: T.isoS() }) }, { metadata: { position: pos - 1 } }));
    T.adv(900, 2500);
    children.push(toolSpan("send_reviewer_invitation", { ms: "JEM-2024-0412", reviewer: "r.okonkwo@uni-lagos.edu.ng", template: "invite_v3", due_days: 21 }, null,
      { error: `SMTPRecipientsRefused: {'r.okonkwo@uni-lagos.edu.ng': (550, b'5.1.1 <r.okonkwo@uni-lagos.edu.ng>: Recipient address rejected: User unknown in virtual mailbox table')} (relay ${R.pick(["mx1", "mx2"])}.uni-lagos.edu.ng, queue ${R.upper(10)})`, metadata: { position: pos - 1 } }));
  }
  const root = agentSpan("dify.agent-chat", { query: goal, conversation_id: R.uuid() }, { answer: "", status: "stopped" }, children, { app_mode: "agent-chat", message_id: msgId, max_iteration: 5 });
  root.error = "Agent iteration exceeds maximum (5).";
  return { goal, isolates: "After one successful invitation the Dify agent repeats 'Sending the reviewer invitations now' to the editor four times while the invitation to one reviewer bounces with the same 550 user-unknown error.", stagnation: true, root };
}

// ---------------------------------------------------------------- 06 car sharing support chat, OpenAI Agents SDK trace
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-19T21:14:30Z");
  const goal = "Customer at Lindenplatz cannot open car B-CS 4471 (booking BK-7730912); unlock it remotely and keep the customer informed in chat.";
  const inner = [];
  const chatMsg = "I'm unlocking the car for you now - please wait a moment next to the driver's door.";
  const gen = (text, calls) => {
    T.adv(700, 2500);
    inner.push(llmSpan("response", { model: "gpt-4.1-mini", input: "(conversation so far)" },
      { id: R.respId(), output: [...(text ? [{ type: "message", role: "assistant", content: [{ type: "output_text", text }] }] : []), ...calls.map((c) => ({ type: "function_call", call_id: R.callId(), name: c[0], arguments: JSON.stringify(c[1]) }))] },
      { usage: { input_tokens: R.int(900, 3400), output_tokens: R.int(40, 120) } }));
  };
  const unlockArgs = { vehicle: "B-CS 4471", booking: "BK-7730912", command: "UNLOCK_CENTRAL" };
  for (let i = 0; i < 4; i++) {
    gen(i === 0 ? "The booking is valid and the car is at Lindenplatz. I'll tell the customer and send the unlock command." : "The unlock timed out again. I'll reassure the customer and send the unlock command again.",
      [["send_chat_message", { text: chatMsg }], ["unlock_vehicle", unlockArgs]]);
    T.adv(100, 400);
    inner.push(span("tool", "send_chat_message", JSON.stringify({ text: chatMsg }), JSON.stringify({ delivered: true, message_id: R.ulid(T.ms()), seen: false }), { metadata: { span_type: "function" } }));
    T.adv(15000, 15400);
    const imei = "35" + R.digits(13);
    inner.push(span("tool", "unlock_vehicle", JSON.stringify(unlockArgs), null, { error: `TelematicsTimeout: no ACK from TCU within 15000 ms (imei ${imei}, cmd_seq ${R.int(1000, 9999)}, lte_rssi -${R.int(95, 112)} dBm)`, metadata: { span_type: "function" } }));
  }
  const agent = agentSpan("Fleet Support", { input: goal }, null, inner, { handoffs: ["Billing"], tools: ["send_chat_message", "unlock_vehicle", "lookup_booking"], output_type: "str" });
  agent.error = "MaxTurnsExceeded: Max turns (8) exceeded";
  const root = agentSpan("Agent workflow", { workflow_name: "car-sharing-support", group_id: `chat_${R.alnum(12)}` }, null, [agent], { trace_id: `trace_${R.hex(32)}`, sdk: "openai-agents 0.0.17" });
  root.error = "MaxTurnsExceeded: Max turns (8) exceeded";
  return { goal, isolates: "An Agents SDK support agent tells the customer 'I'm unlocking the car for you now' four times, each followed by the same TelematicsTimeout on unlock_vehicle.", stagnation: true, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
