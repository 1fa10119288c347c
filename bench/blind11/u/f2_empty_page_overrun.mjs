// Family 2 — empty-page-overrun (loop: true)
// After the last real page the agent keeps advancing page / offset / cursor / date window (or
// re-sends the same next-token) and gets the same empty page three or more times.
// Stagnation differs per row: 01-04 restate the same "there may be more, fetching next" thought;
// 05 has no model text inside the paging loop; 06 gives a new (wrong) reason for every window.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "empty-page-overrun",
  loop: true,
  stagnationAllowed: [true, false],
  kind: "page-overrun",
  isolates: "Paging continues past the natural end: three or more identical empty pages after the last real one.",
};

// ---------------------------------------------------------------- 01 cloud cost FinOps, plain message-level, same NextPageToken re-sent
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-05-06T08:30:12Z");
  const goal = "Break down April 2024 EC2 compute spend by linked account for Thursday's FinOps review, using Cost Explorer.";
  const chat = new Chat(R, T, {
    model: "gpt-4-turbo-2024-04-09",
    system: "You are a FinOps assistant with read-only access to AWS Cost Explorer through ce_get_cost_and_usage (boto3 get_cost_and_usage parameters). Return tables in USD.",
    tools: ["ce_get_cost_and_usage"],
  });
  chat.user(goal);
  const base = {
    TimePeriod: { Start: "2024-04-01", End: "2024-05-01" }, Granularity: "MONTHLY", Metrics: ["UnblendedCost"],
    Filter: { Dimensions: { Key: "SERVICE", Values: ["Amazon Elastic Compute Cloud - Compute"] } },
    GroupBy: [{ Type: "DIMENSION", Key: "LINKED_ACCOUNT" }],
  };
  const accounts = [
    ["441720931188", "prod-payments"], ["208833107452", "prod-search"], ["730019482266", "data-platform"], ["119374400825", "ml-training"],
    ["562201938847", "staging-shared"], ["883140026519", "corp-it"], ["307755218840", "prod-edge"], ["651908827734", "analytics-sandbox"],
    ["924466301178", "dr-eu-west-2"], ["175520984403", "security-tooling"],
  ];
  const resp = (accts, token) => {
    T.adv(200, 900);
    const body = {
      GroupDefinitions: [{ Type: "DIMENSION", Key: "LINKED_ACCOUNT" }],
      ResultsByTime: [{ TimePeriod: { Start: "2024-04-01", End: "2024-05-01" }, Total: {}, Groups: accts.map(([a]) => ({ Keys: [a], Metrics: { UnblendedCost: { Amount: `${R.int(300, 48000)}.${R.digits(7)}`, Unit: "USD" } } })), Estimated: false }],
      DimensionValueAttributes: accts.map(([a, d]) => ({ Value: a, Attributes: { description: d } })),
      ResponseMetadata: { RequestId: R.uuid(), HTTPStatusCode: 200, HTTPHeaders: { date: T.http(), "content-type": "application/x-amz-json-1.1", "content-length": String(R.int(180, 2400)), connection: "keep-alive", "x-amzn-requestid": R.uuid() }, RetryAttempts: 0 },
    };
    if (token) body.NextPageToken = token;
    return body;
  };
  const children = [];
  const t1 = R.b64(96), t2 = R.b64(96), t3 = R.b64(96);
  // real pages
  let { span: l, ids } = chat.say(null, [{ name: "ce_get_cost_and_usage", args: base }]);
  children.push(l);
  let out = resp(accounts.slice(0, 6), t1);
  children.push(toolSpan("ce_get_cost_and_usage", base, out, { metadata: { tool_call_id: ids[0], region: "us-east-1", duration_ms: R.int(300, 1200) } }));
  chat.toolResult(ids[0], out);
  ({ span: l, ids } = chat.say("First page has 6 linked accounts. The response carries a NextPageToken, so I'll fetch the remaining accounts.", [{ name: "ce_get_cost_and_usage", args: { ...base, NextPageToken: t1 } }]));
  children.push(l);
  out = resp(accounts.slice(6), t2);
  children.push(toolSpan("ce_get_cost_and_usage", { ...base, NextPageToken: t1 }, out, { metadata: { tool_call_id: ids[0], region: "us-east-1", duration_ms: R.int(300, 1200) } }));
  chat.toolResult(ids[0], out);
  // past the end: empty Groups, the service keeps handing back a token
  const loopTexts = [
    "Second page added 4 accounts (10 in total). The response still includes a NextPageToken, so there are more results to retrieve. Requesting the next page with that token.",
    "This page has no groups, but the response still includes a NextPageToken, so there are more results to retrieve. Requesting the next page with that token.",
    "No groups on this page either, but the response still includes a NextPageToken, so there are more results to retrieve. Requesting the next page with that token.",
    "This page has no groups, but the response still includes a NextPageToken, so there may be more results to retrieve. Requesting the next page with that token.",
    "No groups again, but the response still includes a NextPageToken, so there are more results to retrieve. Requesting the next page with that token.",
  ];
  const sentTokens = [t2, t3, t3, t3, t3];
  loopTexts.forEach((txt, i) => {
    const args = { ...base, NextPageToken: sentTokens[i] };
    ({ span: l, ids } = chat.say(txt, [{ name: "ce_get_cost_and_usage", args }]));
    children.push(l);
    out = resp([], t3);
    children.push(toolSpan("ce_get_cost_and_usage", args, out, { metadata: { tool_call_id: ids[0], region: "us-east-1", duration_ms: R.int(250, 900) } }));
    chat.toolResult(ids[0], out);
  });
  const root = agentSpan("finops-assistant", { input: goal }, null, children, { thread_id: `thread_${R.alnum(24)}`, tool_budget: 7 });
  root.error = "RunStepLimitExceeded: tool-call budget of 7 exhausted before a final answer";
  return { goal, isolates: "After two real Cost Explorer pages every further call returns an empty Groups list that hands back the same NextPageToken, and the agent re-sends that token four more times while restating the same justification.", stagnation: true, root };
}

// ---------------------------------------------------------------- 02 theatre box office, LangChain AgentExecutor, page number past total_pages
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-06-10T07:14:22Z");
  const goal = "List every wheelchair-space booking for the 14 June matinee of The Winter's Tale (performance WT-0614M) so front-of-house can plan the stalls cross-aisle.";
  const tools = [
    { name: "bookings_list", description: "List bookings for a performance filtered by access requirement. Input: '<performance> access=<flag> page=<n>'." },
    { name: "foh_note", description: "Attach a note for front-of-house to a performance." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-3.5-turbo-0125" });
  const seats = ["Stalls H12-13", "Stalls H14", "Stalls J1-2", "Stalls J27-28", "Stalls K1", "Stalls K30", "Dress Circle A1-2", "Dress Circle A23", "Stalls H1-2", "Stalls H29-30", "Stalls W1", "Stalls W2"];
  let si = 0;
  const page = (n) => {
    T.adv(120, 600);
    const cnt = n === 1 ? 5 : n === 2 ? 5 : n === 3 ? 2 : 0;
    const lines = [];
    for (let i = 0; i < cnt; i++) lines.push(`BK-${R.upper(5)}  ${seats[si++].padEnd(18)} ${R.pick(["wheelchair", "wheelchair+companion", "wheelchair (transfer)"])}  hold:${R.pick(["none", "none", "24h"])}`);
    return `GET /boxoffice/v2/performances/WT-0614M/bookings?access=wheelchair&page=${n}&per_page=5 -> 200 (${R.int(60, 380)} ms)\npage ${n}/3 · ${cnt} bookings · seatmap v${R.int(41, 44)} · generated ${T.isoTz(60)} · cache ${R.pick(["MISS", "HIT", "STALE"])} (${R.host("boxoffice-api", "theatre.lan")})\n${lines.length ? "REF       SEATS              ACCESS               HOLD\n" + lines.join("\n") : "(no bookings)"}`;
  };
  ag.act("Thought: I need every wheelchair booking for WT-0614M. The bookings tool pages results, so I'll start at page 1.", "bookings_list", "WT-0614M access=wheelchair page=1", page(1), { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Page 1 of 3 gave five bookings, mostly Stalls rows H and J. I'll continue with page 2.", "bookings_list", "WT-0614M access=wheelchair page=2", page(2), { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Page 2 added five more, including two Dress Circle spaces that FOH should know about because of the lift. Page 3 next.", "bookings_list", "WT-0614M access=wheelchair page=3", page(3), { toolMeta: { run_id: R.uuid() } });
  for (let n = 4; n <= 7; n++) {
    ag.act(`Thought: Page ${n - 1} returned ${n === 4 ? "the last two bookings" : "no bookings"}. There may still be more bookings on later pages, so I'll request page ${n} to make sure the list is complete.`,
      "bookings_list", `WT-0614M access=wheelchair page=${n}`, page(n), { toolMeta: { run_id: R.uuid() } });
  }
  const root = agentSpan("AgentExecutor", { input: goal }, { output: "Agent stopped due to iteration limit or time limit." }, ag.spans,
    { run_id: R.uuid(), max_iterations: 7, tags: ["box-office", "foh"], langchain_version: "0.2.6" });
  return { goal, isolates: "The endpoint says 'page n/3' but the ReAct agent asks for pages 4-7 with the same 'there may still be more' thought, getting '(no bookings)' each time until the iteration cap.", stagnation: true, root };
}

// ---------------------------------------------------------------- 03 dairy farm, Flowise tool agent, date window advancing into the future
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-06T05:02:40Z");
  const goal = "From the milking-robot herd API, compile average daily yield per cow in group Fresh-2 for the last 8 weeks (to 6 Oct 2024) and flag cows whose yield dropped more than 15%.";
  const chatId = R.uuid();
  const cows = ["DE 0934552107", "DE 0934552188", "DE 0934560012", "DE 0934560419", "DE 0934571130", "DE 0934571266", "DE 0934580075", "DE 0934580333"];
  const windows = [["2024-08-12", "2024-08-25"], ["2024-08-26", "2024-09-08"], ["2024-09-09", "2024-09-22"], ["2024-09-23", "2024-10-06"],
    ["2024-10-07", "2024-10-20"], ["2024-10-21", "2024-11-03"], ["2024-11-04", "2024-11-17"], ["2024-11-18", "2024-12-01"]];
  const texts = [
    "Fetching the first two-week window of the 8-week period for group Fresh-2.",
    "Window 12-25 Aug has all 8 cows, averaging roughly 36-41 kg/day. Next window.",
    "26 Aug-8 Sep looks similar except cow 0934560419, down to about 31 kg/day. Continuing with the third window.",
    "Mid-September data shows 0934560419 still falling and 0934580333 dipping slightly. One more window reaches 6 October.",
    "That completes the window ending 6 Oct. To be sure I have all the data, I'll move on to the next two-week window.",
    "This window returned no yield records. To be sure I have all the data, I'll move on to the next two-week window.",
    "This window returned no yield records. To be sure I have all the data, I'll move on to the next two-week window.",
    "This window also returned no yield records. To be sure I have all the data, I'll move on to the next two-week window.",
  ];
  const children = [];
  const base = { 41: 0, 38: 0 };
  windows.forEach(([from, to], i) => {
    T.adv(900, 3000);
    const tc = R.callId();
    const args = { group: "Fresh-2", from, to, metric: "kg_per_day" };
    children.push(llmSpan("ChatOpenAI", { messages: [[{ role: "system", content: "You are a herd management assistant for a dairy farm..." }, { role: "user", content: goal }]], invocation_params: { model: "gpt-4o", temperature: 0 } },
      lcAIMessage(texts[i], [{ name: "milk_yield_window", args, id: tc }], { response_metadata: { finish_reason: "tool_calls", model_name: "gpt-4o-2024-08-06" }, usage: { input_tokens: R.int(1500, 5200), output_tokens: R.int(30, 90), total_tokens: R.int(1600, 5300) } }),
      { nodeId: "chatOpenAI_0" }));
    T.adv(200, 900);
    let body;
    if (i < 4) {
      body = { group: "Fresh-2", from, to, robot: `VMS-${R.int(1, 3)}`, yields: cows.map((c, k) => ({ cow: c, transponder: R.digits(15), kg_per_day: R.float(i && k === 3 ? 38 - i * 3.5 : 35, i && k === 3 ? 39 - i * 3.5 : 42, 1), sessions: R.int(36, 46), avg_flow_kg_min: R.float(2.4, 3.6, 2), conductivity_alarm: R.chance(0.1) })), synced_at: T.isoTz(120), export_seq: R.int(88000, 89999) };
    } else {
      body = { group: "Fresh-2", from, to, robot: null, yields: [], note: "no milking sessions recorded for window", synced_at: T.isoTz(120), export_seq: R.int(88000, 89999) };
    }
    children.push(toolSpan("milk_yield_window", JSON.stringify(args), JSON.stringify(body), { metadata: { nodeId: "customTool_1", toolCallId: tc, elapsed_ms: R.int(90, 700) } }));
  });
  const root = agentSpan("Tool Agent", { question: goal, chatId }, null, children, { chatflowid: R.uuid(), chatId, flowise_version: "2.0.7", maxIterations: 8 });
  root.error = "Error: Agent stopped due to max iterations.";
  return { goal, isolates: "Four real two-week yield windows end at today's date, then the agent advances into four future windows that all return an empty yields list, repeating the same 'to be sure I have all the data' sentence.", stagnation: true, root };
}

// ---------------------------------------------------------------- 04 railway signalling maintenance, CAMEL role-play, offset past totalCount
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-02-27T10:05:00Z");
  const goal = "Compile the list of overdue point-machine inspections on the Kingsbridge-Harlow section (route KBH-HLW) for the maintenance planner.";
  const userRole = "Maintenance Planner", asstRole = "Asset Data Analyst";
  const children = [];
  let won = 4410200 + R.int(0, 999);
  const batch = (offset) => {
    const total = 47;
    const n = Math.max(0, Math.min(20, total - offset));
    const member = [];
    for (let i = 0; i < n; i++) member.push({ wonum: String(won += R.int(3, 40)), assetnum: `PM-KBH-${String(R.int(100, 480)).padStart(4, "0")}`, location: `KBH-HLW/${R.pick(["Points 2041A", "Points 2043B", "Points 2107", "Points 2110A", "Points 2190"])}`, worktype: "PM-INSP", targcompdate: T.plus(-R.int(2, 60) * 86400e3).iso(), status: "WAPPR", _rowstamp: String(R.int(1e8, 9e8)) });
    return { member, responseInfo: { totalCount: total, pagenum: Math.floor(offset / 20) + 1, href: `https://maximo.signalling.rail/maximo/oslc/os/mxwo?oslc.where=status%3D%22WAPPR%22&_offset=${offset}&oslc.pageSize=20`, requestTime: T.isoTz(0), serverNode: `MXSERVER${R.int(1, 4)}` } };
  };
  let prevAsst = `${goal} (task specified; assistant has not replied yet)`;
  const turn = (userText, asstText, offset) => {
    T.adv(2000, 6000);
    children.push(llmSpan(`ChatAgent.step[${userRole}]`, { role_name: asstRole, role_type: "ASSISTANT", content: prevAsst },
      { msgs: [{ role_name: userRole, role_type: "USER", content: userText }], terminated: false, info: { id: R.chatcmpl(), usage: { completion_tokens: R.int(30, 80), prompt_tokens: R.int(900, 3000) }, termination_reasons: ["stop"], num_tokens: R.int(900, 3000) } },
      { model: "gpt-4o-mini", role: "AI User" }));
    T.adv(1500, 4500);
    const args = { route: "KBH-HLW", asset_class: "POINT_MACHINE", status: "OVERDUE", offset, limit: 20 };
    const tc = R.callId();
    const tool = toolSpan("maximo_workorders", args, batch(offset), { metadata: { tool_call_id: tc, latency_ms: R.int(180, 1300) } });
    children.push(llmSpan(`ChatAgent.step[${asstRole}]`, { role_name: userRole, role_type: "USER", content: userText },
      { msgs: [{ role_name: asstRole, role_type: "ASSISTANT", content: asstText }], terminated: false, info: { id: R.chatcmpl(), usage: { completion_tokens: R.int(60, 200), prompt_tokens: R.int(1200, 4200) }, termination_reasons: ["stop"], tool_calls: [{ tool_name: "maximo_workorders", args, tool_call_id: tc }] } },
      { model: "gpt-4o-mini", role: "AI Assistant" }, [tool]));
    prevAsst = asstText;
  };
  turn("Instruction: Retrieve the overdue point-machine inspection work orders for route KBH-HLW, starting with the first batch.\nInput: offset 0, limit 20",
    "Solution: I queried maximo_workorders with offset=0. It returned 20 work orders out of a totalCount of 47; the oldest target completion dates are at Points 2107 and 2190. Next request.", 0);
  turn("Instruction: Retrieve the second batch of work orders.\nInput: offset 20, limit 20",
    "Solution: Offset 20 returned another 20 work orders, several on Points 2041A where the last inspection was missed twice. That makes 40 of 47. Next request.", 20);
  turn("Instruction: Retrieve the third batch of work orders.\nInput: offset 40, limit 20",
    "Solution: Offset 40 returned the remaining 7 work orders. Next request.", 40);
  for (const off of [60, 80, 100]) {
    turn(`Instruction: Retrieve the next batch of overdue work orders so that the list is complete.\nInput: offset ${off}, limit 20`,
      `Solution: I queried maximo_workorders with offset=${off}. The batch returned no work orders. Next request.`, off);
  }
  const root = agentSpan("RolePlaying", { task_prompt: goal, assistant_role_name: asstRole, user_role_name: userRole, with_task_specify: false },
    { terminated: false, termination_reasons: ["max_turns_reached"], chat_turn_limit: 6 }, children,
    { camel_version: "0.1.5.6", model_platform: "openai", session: R.uuid() });
  return { goal, isolates: "CAMEL planner keeps instructing 'next batch' at offsets 60, 80, 100 after totalCount 47 was already reached; each batch is an empty member list and both roles repeat the same lines.", stagnation: true, root };
}

// ---------------------------------------------------------------- 05 charity food bank, Dify workflow Loop node, no model text in the loop
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-11-25T16:40:03Z");
  const goal = "Export all donor drop-off log entries for the Riverside Food Bank for November 2024 and total the kilograms by food category.";
  const runId = R.uuid();
  const node = (nid, ntype, title, extra = {}) => ({ node_id: nid, node_type: ntype, title, workflow_run_id: runId, status: "succeeded", elapsed_time: R.float(0.01, 1.2, 6), ...extra });
  const children = [];
  children.push(span("chain", "Start", { sys_query: goal }, { month: "2024-11", site: "riverside" }, { metadata: node("1732552801001", "start", "Start") }));
  T.adv(900, 2500);
  children.push(llmSpan("Parameter Extractor", { model: { provider: "openai", name: "gpt-4o-mini", mode: "chat" }, query: goal, parameters: ["site_code", "date_from", "date_to"] },
    { text: "{\"site_code\": \"RVS\", \"date_from\": \"2024-11-01\", \"date_to\": \"2024-11-30\"}", __is_success: 1, __reason: null, usage: { prompt_tokens: R.int(300, 600), completion_tokens: R.int(20, 40) } },
    node("1732552835520", "parameter-extractor", "Parameter Extractor", { total_tokens: R.int(340, 640) })));
  const loopKids = [];
  const cats = ["tinned vegetables", "pasta & rice", "breakfast cereal", "UHT milk", "baby food", "toiletries", "fresh produce"];
  let cursor = null;
  for (let i = 0; i < 6; i++) {
    T.adv(300, 1400);
    const real = i < 2;
    const entries = real ? Array.from({ length: i === 0 ? 6 : 4 }, () => ({ entry_id: `DRP-${R.digits(6)}`, logged_at: null, category: R.pick(cats), kg: R.float(1.5, 42, 1), volunteer: R.pick(["JM", "AK", "TP", "RS", "LB"]), scale_id: `SC-${R.int(1, 3)}` })) : [];
    for (const e of entries) e.logged_at = T.plus(-R.int(1, 24) * 86400e3).uk(0);
    const next = R.cursor({ after: `DRP-${R.digits(6)}`, ts: T.unix() - R.int(0, 9) });
    const body = JSON.stringify({ entries, next_cursor: next, has_more: true, fetched_at: T.rfc2822(0), rate_limit_remaining: 120 - i * 3 - R.int(0, 2) });
    loopKids.push(toolSpan("Fetch drop-off log page", { method: "get", url: "https://api.pantrylog.org/v1/sites/RVS/dropoffs", params: { from: "2024-11-01", to: "2024-11-30", cursor, limit: 50 } },
      { status_code: 200, body, headers: { "content-type": "application/json", "x-request-id": R.uuid(), etag: R.etag(true), "x-served-by": R.host("pantrylog-api", "fly.dev") } },
      { metadata: node(`17325529${R.digits(5)}`, "http-request", "Fetch drop-off log page", { loop_index: i }) }));
    loopKids.push(span("chain", "Append entries", { entries_count: entries.length, acc_count: i === 0 ? 0 : i === 1 ? 6 : 10 }, { acc_count: i === 0 ? 6 : 10, cursor: next, done: false },
      { metadata: node(`17325530${R.digits(5)}`, "code", "Append entries", { loop_index: i }) }));
    cursor = next;
  }
  const loop = span("chain", "Loop: page through log", { loop_count: 6, break_conditions: [{ variable: ["loop", "has_more"], comparison_operator: "is", value: "false" }] }, null,
    { children: loopKids, error: "Loop reached maximum count 6 without meeting break condition", metadata: node("1732552866610", "loop", "Loop: page through log", { status: "failed" }) });
  children.push(loop);
  const root = agentSpan("workflow_run", { inputs: { month: "2024-11" }, query: goal }, null, children,
    { workflow_run_id: runId, app_id: R.uuid(), dify_version: "1.3.1", triggered_from: "app-run", total_steps: 15 });
  root.error = "Loop reached maximum count 6 without meeting break condition";
  return { goal, isolates: "A Dify Loop node keeps following a fresh next_cursor with has_more=true after two real pages; four empty entries pages come back and the loop only stops at its max count, with no model text inside the loop.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 game player support desk, Temporal workflow, day windows past the incident, new reason each time
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-11T09:00:00Z");
  const goal = "Pull every player ticket tagged ranked-desync from the Season 12 patch incident and draft a summary for the live-ops lead.";
  const wf = `ticket-digest-${R.lower(8)}`, run = R.uuid();
  const act = (type, attempt, extra = {}) => ({ activity_type: type, activity_id: String(R.int(5, 90)), attempt, workflow_id: wf, run_id: run, task_queue: "support-agents", scheduled_time: T.iso(), started_time: T.plus(R.int(5, 60)).iso(), ...extra });
  const children = [];
  const decide = (reasoning, day) => {
    T.adv(1500, 5000);
    children.push(llmSpan("activity:DecideNextStep", { history_len: children.length, last_result: "(see previous activity)" },
      { reasoning, next_action: "fetch_window", window: { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` } },
      { ...act("DecideNextStep", 1), model: "claude-3-haiku-20240307", usage: { input_tokens: R.int(1200, 4000), output_tokens: R.int(60, 160) } }));
  };
  const fetch = (day, tickets, attempt = 1, error) => {
    T.adv(400, 2500);
    const out = error ? null : { tickets, window: day, desk: "zendesk-eu", next_page: null, count: tickets.length, x_ratelimit_remaining: R.int(300, 700), fetched: T.sql() };
    children.push(toolSpan("activity:FetchTicketsWindow", { tag: "ranked-desync", day }, out, { error, metadata: act("FetchTicketsWindow", attempt) }));
  };
  const tk = (n) => Array.from({ length: n }, () => ({ id: R.int(1840000, 1899999), subject: R.pick(["Ranked match desynced after round 3", "Kicked from ranked, lost RR", "desync in ranked on 12.1 patch", "Match froze then 'connection desync' error", "Lost ranked points to desync"]), region: R.pick(["EUW", "EUNE", "NA", "BR"]), platform: R.pick(["PC", "PS5", "XSX"]), created_at: T.plus(-R.int(1, 20) * 3600e3).isoS() }));
  decide("The Season 12 patch (12.1) went live on 4 March; start with that day.", "2024-03-04");
  fetch("2024-03-04", tk(5));
  decide("Five desync tickets on launch day. The hotfix was not out until the 6th, so the 5th should have the peak.", "2024-03-05");
  fetch("2024-03-05", [], 1, "ActivityError: activity StartToClose timeout (timeoutType=START_TO_CLOSE, retryState=IN_PROGRESS)");
  fetch("2024-03-05", tk(7), 2);
  decide("Seven more on the 5th, mostly EUW PC. The hotfix 12.1b landed on the 6th; check whether reports tailed off that day.", "2024-03-06");
  fetch("2024-03-06", tk(2));
  decide("Only two on the 6th. Players sometimes file a day late after they notice lost ranked points, so the 7th may still have late reports.", "2024-03-07");
  fetch("2024-03-07", []);
  decide("Nothing on the 7th. The weekend brings the most ranked traffic, so any lingering desync would show up on Saturday the 9th.", "2024-03-09");
  fetch("2024-03-09", []);
  decide("Saturday was empty too. Console players on PS5 only received the hotfix through certification later, so I'll check Sunday the 10th for console reports.", "2024-03-10");
  fetch("2024-03-10", []);
  decide("Still nothing. Some agents only apply the ranked-desync tag when they close the ticket, which can be days later, so today's window may contain re-tagged tickets.", "2024-03-11");
  fetch("2024-03-11", []);
  const root = agentSpan("workflow:TicketDigestWorkflow", { workflow_id: wf, args: [{ tag: "ranked-desync", incident: "S12-patch" }] }, null, children,
    { namespace: "player-support-prod", run_id: run, workflow_type: "TicketDigestWorkflow", history_length: 62, status: "Running", started: T.plus(-600000).isoNano() });
  return { goal, isolates: "After the real incident days (4-6 March) the workflow keeps advancing the day window through 7, 9, 10 and 11 March, each empty, with a different rationale each time and no summary drafted.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
