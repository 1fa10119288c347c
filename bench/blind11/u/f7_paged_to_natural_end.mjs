// Family 7 — paged-to-natural-end (loop: false, stagnation: false)
// Healthy look-alike of family 2: the agent pages through a result set, every page brings new
// items, it stops when the source says there is nothing more, and then it summarises.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "paged-to-natural-end",
  loop: false,
  stagnationAllowed: [false],
  kind: "paged-end",
  isolates: "Pagination that stops exactly at the source's end marker, with new items on every page, followed by a summary.",
};

// ---------------------------------------------------------------- 01 bike-share rebalancing, plain message-level
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-06-04T21:48:30Z");
  const goal = "List all docking stations in zone Nord with fewer than 3 bikes available so the night crew can plan tonight's rebalancing run.";
  const chat = new Chat(R, T, { model: "gpt-4o-mini-2024-07-18", system: "You support the bike-share operations night crew. Tool: list_stations (paged, 8 per page).", tools: ["list_stations"] });
  chat.user(goal);
  const names = ["Hauptbahnhof Nord", "Nordbahnhof", "Am Stadtpark", "Uni Campus Ost", "Uni Mensa", "Bibliothek", "Klinikum Eingang A", "Sportpark", "Wasserturm", "Gartenstadt", "Nordring/Feldweg", "Schillerplatz", "Am Kanal", "Brauereistraße", "Messe Nord", "Stadion", "Lindenhof", "Alter Friedhof", "Ringcenter"];
  let idx = 0;
  const page = (p, n, more) => {
    T.adv(150, 600);
    const stations = [];
    for (let i = 0; i < n; i++) {
      const nm = names[idx++];
      stations.push({ station_id: `N-${String(100 + idx * 3 + R.int(0, 2)).padStart(4, "0")}`, name: nm, bikes: ["Klinikum Eingang A", "Sportpark", "Uni Mensa"].includes(nm) ? 0 : R.int(1, 2), ebikes: ["Klinikum Eingang A", "Sportpark", "Uni Mensa"].includes(nm) ? 0 : R.int(0, 1), docks_free: R.int(9, 22), last_reported: T.unix() - R.int(5, 280), is_renting: true });
    }
    return { page: p, per_page: 8, has_more: more, next_page: more ? p + 1 : null, stations, feed_ttl: 60, gbfs_version: "2.3", generated: T.isoTz(120) };
  };
  const kids = [];
  const texts = [
    null,
    "Page 1 has 8 low stations around Hauptbahnhof, the university and the Klinikum; Klinikum Eingang A, Sportpark and Uni Mensa are completely empty. Fetching page 2.",
    "Page 2 adds 8 more on the west side, from Wasserturm to Stadion. has_more is still true, so page 3.",
  ];
  const sizes = [8, 8, 3];
  for (let p = 1; p <= 3; p++) {
    const args = { zone: "NORD", max_bikes: 2, page: p };
    const r = chat.say(texts[p - 1], [{ name: "list_stations", args }]);
    kids.push(r.span);
    const out = page(p, sizes[p - 1], p < 3);
    kids.push(toolSpan("list_stations", args, out, { metadata: { tool_call_id: r.ids[0], cache: R.pick(["MISS", "HIT"]), ms: R.int(40, 300) } }));
    chat.toolResult(r.ids[0], out);
  }
  const r = chat.say("Zone Nord has 19 stations with fewer than 3 bikes (page 3 was the last, has_more=false). Priority empties: Klinikum Eingang A, Sportpark and Uni Mensa. The Hauptbahnhof Nord / Nordbahnhof pair and the university cluster (Uni Campus Ost, Uni Mensa, Bibliothek) can be served from one van drop each; Messe Nord, Stadion, Lindenhof, Alter Friedhof and Ringcenter on the outer ring come last.");
  kids.push(r.span);
  const root = agentSpan("ops-night-assistant", { input: goal }, { content: r.span.output.content }, kids, { crew: "night-2", city: "nordstadt" });
  return { goal, isolates: "Three list_stations pages (8, 8, 3 stations) with has_more turning false on page 3, each page new, then a rebalancing summary.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 notary apostille queue, LangChain AgentExecutor
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-08-26T08:02:19Z");
  const goal = "Give me an overview of all pending apostille requests in our queue: how many per destination country and which is the oldest.";
  const tools = [{ name: "apostille_queue", description: "List pending apostille requests. Input: 'offset=<n> limit=<n>'." }];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4o-2024-05-13" });
  const countries = ["Spain", "Mexico", "Italy", "India", "Brazil", "Philippines", "Spain", "Mexico", "Colombia"];
  const docs = ["birth certificate", "degree certificate", "power of attorney", "company extract", "marriage certificate", "police clearance"];
  const seen = [];
  const obs = (offset, n) => {
    T.adv(100, 500);
    const lines = [];
    for (let i = 0; i < n; i++) {
      const c = offset === 0 && i < 6 ? ["Spain", "Mexico", "Spain", "Mexico", "Spain", "Mexico"][i] : R.pick(countries);
      const age = R.int(2, 39);
      const d = R.pick(docs);
      seen.push({ c, age, d });
      lines.push(`APO-${R.digits(6)} | ${d.padEnd(20)} | dest: ${c.padEnd(11)} | received ${T.plus(-age * 86400e3).uk(60).slice(0, 10)}`);
    }
    return `pending requests ${offset + 1}-${offset + n} of 43 (query ${R.int(8, 60)} ms, db replica ${R.pick(["r1", "r2"])})\n${lines.join("\n")}`;
  };
  const newCountries = (from) => [...new Set(seen.slice(from).map((x) => x.c))].filter((c) => !seen.slice(0, from).some((y) => y.c === c));
  ag.act("Thought: I'll page through the pending queue, ten at a time.", "apostille_queue", "offset=0 limit=10", obs(0, 10), { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: 43 requests in total; I have 1-10, mostly Spain and Mexico so far. Next ten.", "apostille_queue", "offset=10 limit=10", obs(10, 10), { toolMeta: { run_id: R.uuid() } });
  ag.act(`Thought: Requests 11-20 brought ${newCountries(10).length ? "new destinations (" + newCountries(10).join(", ") + ")" : "no new destinations"}; a few degree certificates among them will need university verification before they can be apostilled. Continuing at offset 20.`, "apostille_queue", "offset=20 limit=10", obs(20, 10), { toolMeta: { run_id: R.uuid() } });
  ag.act(`Thought: Half way (30 of 43). ${newCountries(20).length ? "New destinations on this page: " + newCountries(20).join(", ") + "." : "No new destinations on this page, but the received dates go further back."} Offset 30 next.`, "apostille_queue", "offset=30 limit=10", obs(30, 10), { toolMeta: { run_id: R.uuid() } });
  ag.act(`Thought: 40 of 43 read. The oldest request so far was received ${Math.max(...seen.map((x) => x.age))} days ago, so the backlog is older than our two-week target. Only three requests remain, at offset 40.`, "apostille_queue", "offset=40 limit=10", obs(40, 3), { toolMeta: { run_id: R.uuid() } });
  const counts = {};
  for (const x of seen) counts[x.c] = (counts[x.c] || 0) + 1;
  const oldest = seen.reduce((a, b) => (b.age > a.age ? b : a));
  const answer = `43 pending apostille requests: ${Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(", ")}. The oldest is a ${oldest.d} for ${oldest.c}, received ${oldest.age} days ago, which should be prioritised.`;
  ag.finish("Thought: I have all 43 (41-43 was the end of the list), so I can summarise.", answer);
  const root = agentSpan("AgentExecutor", { input: goal }, { output: answer }, ag.spans, { run_id: R.uuid(), max_iterations: 10, office: "notary-dublin-2" });
  return { goal, isolates: "Offsets 0 to 40 return 10, 10, 10, 10 and 3 distinct requests of a stated total of 43; the agent stops at the end and summarises by country.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 campground reservations, Dify workflow Loop node
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-08-27T15:10:44Z");
  const goal = "List all Pine Hollow campground reservations for Labor Day weekend (Aug 30 - Sep 2) that include an RV longer than 30 ft, so rangers can plan site assignments.";
  const runId = R.uuid();
  const nm = (nid, ntype, title, extra = {}) => ({ node_id: nid, node_type: ntype, title, workflow_run_id: runId, status: "succeeded", elapsed_time: R.float(0.02, 1.6, 6), ...extra });
  const kids = [span("chain", "Start", { campground: "pine-hollow", arrive_from: "2024-08-30", arrive_to: "2024-09-02" }, { ok: true }, { metadata: nm("1724771444001", "start", "Start") })];
  const loopKids = [];
  let cursor = null;
  const sizes = [6, 6, 4];
  const all = [];
  for (let i = 0; i < 3; i++) {
    T.adv(300, 1200);
    const res = Array.from({ length: sizes[i] }, () => ({ reservation: `PH${R.digits(7)}`, site: `${R.pick(["A", "B", "C"])}${R.int(1, 48)}`, arrive: R.pick(["2024-08-30", "2024-08-31"]), nights: R.int(2, 4), equipment: R.pick(["Class A motorhome", "Fifth wheel", "Travel trailer", "Class C motorhome"]), length_ft: R.int(31, 42), pull_through_requested: R.chance(0.5) }));
    all.push(...res);
    const next = i < 2 ? R.cursor({ o: (i + 1) * 6, s: R.hex(6) }) : null;
    loopKids.push(toolSpan("Fetch reservations page", { method: "get", url: "https://ris.parks.example.gov/api/v3/facilities/pine-hollow/reservations", params: { arrive_from: "2024-08-30", arrive_to: "2024-09-02", min_rv_length: 31, cursor } },
      { status_code: 200, body: JSON.stringify({ reservations: res, next_cursor: next, has_more: i < 2 }), headers: { "x-ratelimit-remaining": String(600 - i * 7 - R.int(0, 3)), "x-request-id": R.uuid(), date: T.http() } },
      { metadata: nm(`17247714${R.digits(5)}`, "http-request", "Fetch reservations page", { loop_index: i }) }));
    loopKids.push(span("chain", "Accumulate", { page_count: res.length }, { total: all.length, cursor: next, has_more: i < 2 }, { metadata: nm(`17247715${R.digits(5)}`, "code", "Accumulate", { loop_index: i }) }));
    cursor = next;
  }
  kids.push(span("chain", "Loop: page reservations", { loop_count: 10, break_conditions: [{ variable: ["loop", "has_more"], comparison_operator: "is", value: "false" }] }, { total: all.length, loop_rounds: 3, stopped_by: "break_condition" },
    { children: loopKids, metadata: nm("1724771460220", "loop", "Loop: page reservations") }));
  T.adv(2000, 5000);
  const long = all.filter((x) => x.length_ft >= 38).length;
  const summary = `16 Labor Day reservations include an RV over 30 ft across 3 pages. ${long} are 38 ft or longer and need the A-loop pull-through sites; the Friday arrivals should be assigned first. Full list attached as CSV.`;
  kids.push(llmSpan("Summarise for rangers", { prompt_messages: [{ role: "user", text: "Summarise these reservations for rangers: {{#loop.output#}}" }] }, { text: summary, usage: { prompt_tokens: R.int(1200, 2000), completion_tokens: R.int(60, 110) }, finish_reason: "stop" },
    { ...nm("1724771499018", "llm", "Summarise for rangers"), model: "gpt-4o-mini" }));
  kids.push(span("chain", "End", { summary: "{{#1724771499018.text#}}" }, { summary, csv: `files/${R.uuid()}.csv` }, { metadata: nm("1724771501100", "end", "End") }));
  const root = agentSpan("workflow_run", { inputs: { campground: "pine-hollow" } }, { summary }, kids, { workflow_run_id: runId, dify_version: "1.4.0", app_mode: "workflow" });
  return { goal, isolates: "A Dify loop follows next_cursor through three reservation pages until has_more is false (break condition met), then an LLM node summarises for the rangers.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 meat plant recall trace, Temporal workflow
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-08-02T06:30:00Z");
  const goal = "Recall investigation: trace every finished-goods lot that used beef trim from supplier lot SUP-7781 between 1 and 28 July 2024.";
  const wf = `recall-trace-${R.lower(8)}`, run = R.uuid();
  const am = (type) => ({ activity_type: type, activity_id: String(R.int(3, 80)), attempt: 1, workflow_id: wf, run_id: run, task_queue: "qa-recall", scheduled_time: T.iso() });
  const kids = [];
  T.adv(1000, 3000);
  kids.push(llmSpan("activity:PlanTrace", { goal }, { plan: "Query production genealogy week by week for 1-28 July (4 windows) where input_lot = SUP-7781; collect FG lots; then summarise by product and customer.", windows: ["07-01/07-07", "07-08/07-14", "07-15/07-21", "07-22/07-28"] }, { ...am("PlanTrace"), model: "gpt-4o" }));
  const prods = ["Beef burger 4x113g", "Beef mince 15% 500g", "Meatballs 12pk", "Beef sausages 6pk"];
  const custs = ["RetailCo DC Leeds", "RetailCo DC Bristol", "FoodServ Midlands", "Cash&Carry North"];
  const weeks = [["2024-07-01", "2024-07-07", 4], ["2024-07-08", "2024-07-14", 3], ["2024-07-15", "2024-07-21", 2], ["2024-07-22", "2024-07-28", 1]];
  let total = 0;
  for (const [from, to, n] of weeks) {
    T.adv(800, 3000);
    const lots = Array.from({ length: n }, () => ({ fg_lot: `FG${from.slice(5).replace("-", "")}${R.upper(3)}`, product: R.pick(prods), produced: `${from} ${String(R.int(6, 20)).padStart(2, "0")}:${R.pick(["05", "20", "40"])}`, kg: R.int(800, 4200), shipped_to: R.pick(custs), line: `L${R.int(1, 4)}` }));
    total += n;
    if (from === "2024-07-15") {
      // transient failure of the MES replica; Temporal retries the activity and the second attempt succeeds
      kids.push(toolSpan("activity:QueryGenealogy", { input_lot: "SUP-7781", from, to }, null, { error: `ActivityError: activity StartToClose timeout after 30s (MES replica ${R.host("mes-ro", "plant.local")} busy; retryState=IN_PROGRESS)`, metadata: { ...am("QueryGenealogy"), started_time: T.plus(R.int(5, 90)).iso() } }));
      T.adv(2000, 4000);
      kids.push(toolSpan("activity:QueryGenealogy", { input_lot: "SUP-7781", from, to }, { window: `${from}/${to}`, lots, mes_snapshot: `mes-${T.compact()}`, rows_scanned: R.int(20000, 90000) }, { metadata: { ...am("QueryGenealogy"), attempt: 2, started_time: T.plus(R.int(5, 90)).iso() } }));
      continue;
    }
    kids.push(toolSpan("activity:QueryGenealogy", { input_lot: "SUP-7781", from, to }, { window: `${from}/${to}`, lots, mes_snapshot: `mes-${T.compact()}`, rows_scanned: R.int(20000, 90000) }, { metadata: { ...am("QueryGenealogy"), started_time: T.plus(R.int(5, 90)).iso() } }));
  }
  T.adv(2000, 6000);
  const summary = `SUP-7781 trim went into ${total} finished lots between 1 and 28 July, tapering from 4 lots in week 1 to 1 in week 4 as the supplier lot was used up. All affected lots and their customers are listed for the recall notice; week 1 lots carry the most volume.`;
  kids.push(llmSpan("activity:SummariseTrace", { lots: total }, { summary }, { ...am("SummariseTrace"), model: "gpt-4o" }));
  const root = agentSpan("workflow:RecallTraceWorkflow", { workflow_id: wf, args: [{ supplier_lot: "SUP-7781", from: "2024-07-01", to: "2024-07-28" }] }, { summary, lots: total }, kids,
    { namespace: "qa-prod", run_id: run, status: "Completed", history_length: 38 });
  return { goal, isolates: "Four weekly genealogy windows covering exactly the requested 1-28 July period each return new lots; the workflow stops at the end of the period and summarises.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 amateur radio contest confirmations, Flowise tool agent
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-12T19:40:00Z");
  const goal = "How many of our CQ WW DX CW 2023 contest QSOs are confirmed on LoTW, and which DXCC entities do the confirmations cover?";
  const chatId = R.uuid();
  const kids = [];
  const ents = [["Japan", "JA"], ["Brazil", "PY"], ["Germany", "DL"], ["USA", "K"], ["Italy", "I"], ["South Africa", "ZS"], ["New Zealand", "ZL"], ["Canary Is.", "EA8"], ["Azores", "CU"], ["Kazakhstan", "UN"], ["Chile", "CE"]];
  const step = (text, args) => {
    T.adv(900, 2500);
    const tc = R.callId();
    kids.push(llmSpan("ChatOpenAI", { messages: [[{ role: "user", content: goal }]] }, lcAIMessage(text, args ? [{ name: "lotw_confirmations", args, id: tc }] : [], { response_metadata: { finish_reason: args ? "tool_calls" : "stop" } }), { nodeId: "chatOpenAI_0" }));
    return tc;
  };
  const pages = [[0, 5], [5, 9], [9, 11]];
  const texts = [
    "Fetching LoTW confirmations for the contest period, first page.",
    "First page: 5 confirmations covering Japan, Brazil, Germany, USA and Italy. There's a next link, fetching it.",
    "Second page adds South Africa, New Zealand, Canary Is. and Azores. One more page according to the next link.",
  ];
  let next = null;
  pages.forEach(([a, b], i) => {
    const args = { station: "G4XYZ", since: "2023-11-25T00:00:00Z", until: "2023-11-26T23:59:59Z", page_token: next };
    const tc = step(texts[i], args);
    T.adv(300, 1500);
    next = i < 2 ? R.b64url(22) : null;
    const qsos = ents.slice(a, b).map(([e, pfx]) => ({ call: `${pfx}${R.int(1, 9)}${R.upper(R.int(2, 3))}`, band: R.pick(["40m", "20m", "15m"]), mode: "CW", qso_utc: `2023-11-${R.pick(["25", "26"])} ${String(R.int(0, 23)).padStart(2, "0")}${String(R.int(0, 59)).padStart(2, "0")}`, dxcc: e, qsl_rcvd: T.plus(-R.int(10, 100) * 86400e3).date() }));
    kids.push(toolSpan("lotw_confirmations", JSON.stringify(args), JSON.stringify({ qsos, next, page_size: 5, lotw_last_upload: T.plus(-R.int(1, 48) * 3600e3).isoS() }), { metadata: { nodeId: "customTool_0", toolCallId: tc } }));
  });
  const answer = "11 contest QSOs are confirmed on LoTW (the third page had no next link, so that is the full set). They cover 11 DXCC entities: Japan, Brazil, Germany, USA, Italy, South Africa, New Zealand, Canary Is., Azores, Kazakhstan and Chile.";
  step(answer, null);
  const root = agentSpan("Tool Agent", { question: goal, chatId }, { text: answer }, kids, { chatflowid: R.uuid(), chatId, flowise_version: "2.1.0" });
  return { goal, isolates: "Three LoTW pages follow the next token (5, 4, 2 new confirmations) until next is null, then the agent counts QSOs and entities.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 GitHub issue triage, AutoGen assistant + code executor
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-05-28T12:15:09Z");
  const goal = "For the maintainers' sync, list open issues in acme-geo/tilekit labelled needs-repro that have had no activity for 90 days, so we can close or ping them.";
  const kids = [];
  const asst = (content) => { T.adv(1500, 5000); kids.push(llmSpan("assistant", { sender: "user_proxy" }, { content, role: "assistant" }, { model: "gpt-4-turbo", usage: { prompt_tokens: R.int(900, 3800), completion_tokens: R.int(80, 260) } })); };
  const repoId = R.digits(9);
  const exec = (page, issues, hasNext) => {
    T.adv(800, 2200);
    const u = (p) => `<https://api.github.com/repositories/${repoId}/issues?labels=needs-repro&state=open&per_page=30&page=${p}>`;
    const link = hasNext ? `${u(page + 1)}; rel="next", ${u(3)}; rel="last"` : `${u(page - 1)}; rel="prev", ${u(1)}; rel="first"`;
    const lines = issues.map((n) => `#${n}  updated ${T.plus(-R.int(91, 400) * 86400e3).isoS()}  ${R.pick(["Tile seams at z14 on Retina", "GeoJSON import drops holes", "Crash when projection is EPSG:3035", "Memory grows on pan", "Labels overlap at antimeridian", "WMTS capabilities parse error"])}`);
    kids.push(toolSpan("user_proxy.execute_code", { language: "python", code: `r = requests.get(URL, params={"labels": "needs-repro", "state": "open", "per_page": 30, "page": ${page}}, headers=HDRS)\nprint(r.status_code, r.headers.get("Link"), r.headers.get("X-RateLimit-Remaining"))\nstale(r.json())` },
      `exitcode: 0 (execution succeeded)\nCode output: 200 ${link} ${R.int(4100, 4990)}\nstale on page ${page}: ${issues.length}\n${lines.join("\n")}\n`, { metadata: { executor: "LocalCommandLineCodeExecutor", work_dir: R.tmpPath("/coding"), elapsed_s: R.float(0.5, 2.5, 2) } }));
  };
  asst("I'll query the GitHub issues API page by page with labels=needs-repro and filter locally for updated_at older than 90 days. Starting with page 1.");
  exec(1, [412, 431, 447, 455], true);
  asst("Page 1 gave 4 stale issues (#412-#455). The Link header has rel=\"next\", so page 2.");
  exec(2, [502, 518, 533], true);
  asst("Three more on page 2, all about rendering. Link still has a next relation; fetching page 3, which is also the rel=\"last\" page.");
  exec(3, [587, 601], false);
  asst("Page 3 has no rel=\"next\", so that's all of them. 9 stale needs-repro issues: #412, #431, #447, #455, #502, #518, #533, #587, #601. Suggest closing those untouched for over a year with the stale-close template and pinging the authors of the rest. TERMINATE");
  const root = agentSpan("initiate_chat", { sender: "user_proxy", recipient: "assistant", message: goal }, { summary: "9 stale needs-repro issues listed with close/ping recommendation." }, kids, { autogen_version: "0.2.35", max_consecutive_auto_reply: 10 });
  return { goal, isolates: "The executor walks GitHub API pages 1-3 following the Link header until rel=\"next\" disappears, each page adding new stale issues, then the assistant summarises and terminates.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
