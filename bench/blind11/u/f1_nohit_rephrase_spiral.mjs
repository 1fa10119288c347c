// Family 1 — nohit-rephrase-spiral (loop: true, stagnation: false)
// The agent keeps re-wording the same lookup (synonyms, spellings, field names, languages,
// date formats) against the same tool and every answer is an empty / no-hit result. Each
// reasoning step proposes a *different* hypothesis, so the model text itself does not repeat.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, retrieverSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "nohit-rephrase-spiral",
  loop: true,
  stagnationAllowed: [false],
  kind: "rephrase-nohit",
  isolates: "Same tool, same intent re-worded four or more times, every result an empty/no-hit answer; task never completed.",
};

// ---------------------------------------------------------------- 01 interlibrary loan, LangChain AgentExecutor
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-19T09:41:07Z");
  const goal = "Place an interlibrary loan request for 'Die Wasserstraßen des Oderbruchs' (Berlin, 1931) for patron card 2100 4471 9932: find a lending library in the regional union catalogue that holds it.";
  const tools = [
    { name: "union_catalog_search", description: "Search the regional union catalogue over SRU 1.2. Input is a CQL query string." },
    { name: "ill_request_create", description: "Create an ILL request. Input JSON with patron_barcode, lender_symbol, record_id." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4-0613" });
  const sru = (cql) => {
    T.adv(300, 1400);
    const rs = `rs${R.digits(6)}`;
    return `<?xml version="1.0" encoding="UTF-8"?>\n<zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/zing/srw/">\n  <zs:version>1.2</zs:version>\n  <zs:numberOfRecords>0</zs:numberOfRecords>\n  <zs:resultSetId>${rs}</zs:resultSetId>\n  <zs:resultSetIdleTime>300</zs:resultSetIdleTime>\n  <zs:echoedSearchRetrieveRequest>\n    <zs:query>${cql.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}</zs:query>\n    <zs:maximumRecords>20</zs:maximumRecords>\n    <zs:recordSchema>marcxml</zs:recordSchema>\n  </zs:echoedSearchRetrieveRequest>\n  <zs:extraResponseData>\n    <server>sru-${R.pick(["kob", "bvb", "gbv"])}-${R.int(1, 6)}</server>\n    <queryTime>${R.int(38, 410)}ms</queryTime>\n    <indexBuild>${T.plus(-R.int(4, 30) * 3600e3).compact()}</indexBuild>\n  </zs:extraResponseData>\n</zs:searchRetrieveResponse>`;
  };
  const steps = [
    ["Thought: I need a library that holds this 1931 Berlin imprint. The quickest route is an exact title search in the union catalogue.",
      'dc.title = "Die Wasserstraßen des Oderbruchs"'],
    ["Thought: Zero records for the exact title. Union catalogue indexes often fold ß to ss during normalisation, so the eszett in my query might not match the indexed form.",
      'dc.title = "Die Wasserstrassen des Oderbruchs"'],
    ["Thought: The ss spelling did not help either. Older German imprints are sometimes catalogued with an English parallel title from a later retro-conversion project, so I'll try the English wording restricted to 1931.",
      'dc.title all "waterways Oderbruch" and dc.date = 1931'],
    ["Thought: No English parallel title. Perhaps the words landed in the subject headings instead of the title field; a keyword search on the region plus canals (Kanäle) may surface it.",
      'cql.anywhere all "Oderbruch Kanäle" and dc.date = 1931'],
    ["Thought: Still nothing. The place name might be indexed as a series or corporate body; I'll drop everything except the distinctive word Oderbruch and keep only the year so that any field can match.",
      'cql.anywhere = "Oderbruch" and dc.date within "1930 1932"'],
  ];
  for (const [log, q] of steps) {
    ag.act(log, "union_catalog_search", q, sru(q), { toolMeta: { run_id: R.uuid(), elapsed: R.durS(0.2, 1.6) } });
  }
  const root = agentSpan("AgentExecutor", { input: goal, patron_barcode: "210044719932" },
    { output: "Agent stopped due to iteration limit or time limit." }, ag.spans,
    { run_id: R.uuid(), max_iterations: 5, early_stopping_method: "force", langchain_version: "0.1.16", tags: ["ill-desk", "branch:hauptbibliothek"] });
  return { goal, isolates: "Five CQL re-wordings of one title lookup (eszett spelling, English title, subject keywords, any-field) each return numberOfRecords 0 until the executor hits its iteration cap.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 marine insurance, plain message-level
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-05-02T13:20:45Z");
  const goal = "Find our open hull & machinery claim for the bulk carrier 'Nordic Star' (grounding in the Gdańsk approaches, February 2024) and report the current outstanding reserve.";
  const chat = new Chat(R, T, {
    model: "gpt-4o-2024-05-13",
    system: "You are a claims assistant for a marine underwriting desk. Use claims_search to look up claims. Always report reserves in USD with the claim reference.",
    tools: ["claims_search", "get_claim"],
  });
  chat.user(goal);
  const children = [];
  const searches = [
    [null, { vessel_name: "Nordic Star", peril: "grounding", status: "open" }],
    ["No match on the vessel name as typed. Vessel names in the bordereau feed are usually upper case, so I'll retry in that form and bound the loss date to February.", { vessel_name: "NORDIC STAR", loss_date_from: "2024-02-01", loss_date_to: "2024-02-29", status: "open" }],
    ["Still empty. Our ledger sometimes stores the prefix with the name; trying 'M/V Nordic Star' with the month spelled out.", { vessel_name: "M/V Nordic Star", loss_date: "Feb 2024" }],
    ["Nothing. Underwriters often code a grounding as a stranding peril; I'll search by peril and location instead of the name.", { peril: "stranding", loss_location: "Gdansk", date_of_loss: "02/2024" }],
    ["Location spelling could matter: the system may hold the Polish form with the diacritic or the port code.", { peril: "grounding", loss_location: "Gdańsk Bay (PLGDN)", status: "any" }],
    ["Let me try a fuzzy match on a truncated name in case of a typo at notification.", { vessel_name: "Nordic St*", fuzzy: true, line_of_business: "H&M" }],
  ];
  for (const [text, args] of searches) {
    const { span: l, ids } = chat.say(text, [{ name: "claims_search", args }]);
    children.push(l);
    T.adv(150, 900);
    const warn = args.loss_date ? ["loss_date: unrecognised format 'Feb 2024', filter ignored"] : args.date_of_loss ? ["date_of_loss is not a filterable field; did you mean loss_date_from/loss_date_to?"] : [];
    const out = {
      claims: [],
      total: 0,
      warnings: warn,
      query_id: `q_${R.hex(12)}`,
      took_ms: R.int(11, 240),
      index_version: `claims-${T.date()}-${R.int(1, 4)}`,
      served_by: R.host("clm-search", "uw.prod"),
    };
    children.push(toolSpan("claims_search", args, out, { metadata: { tool_call_id: ids[0], http_status: 200, duration_ms: out.took_ms + R.int(20, 90) } }));
    chat.toolResult(ids[0], out);
  }
  const { span: last } = chat.say("I searched the claims index six ways (exact and upper-case vessel name, with the M/V prefix, by stranding/grounding peril with Gdańsk as location, and a fuzzy name match) and none returned a claim. I can't report a reserve yet. Could the claim be registered under the vessel's previous name or under the owner's fleet policy?");
  children.push(last);
  const root = agentSpan("claims-assistant", { messages: [{ role: "user", content: goal }] }, { content: last.output.content },
    children, { session_id: R.uuid(), user: "uw.desk.hamburg", trace_started: T.isoTz(120) });
  return { goal, isolates: "Six claims_search calls re-word the vessel, peril, location and date filters; all return total 0 with changing query ids, and the run ends without the reserve.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 HR recruiting ATS, Flowise Tool Agent
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-09-10T07:55:02Z");
  const goal = "Shortlist three internal candidates from the ATS talent pool for the Platform SRE (Kubernetes) opening in Lisbon, req REQ-22871.";
  const chatId = R.uuid(), flowId = R.uuid();
  const children = [];
  const queries = [
    ["Searching the talent pool for Kubernetes SREs in Lisbon.", { keywords: "Kubernetes SRE", location: "Lisbon", pool: "internal-mobility-2023" }],
    ["No candidates came back. The profiles may spell the job family out in full, so I'll use 'site reliability engineer' and the Portuguese city name.", { keywords: "site reliability engineer", location: "Lisboa", pool: "internal-mobility-2023" }],
    ["Still zero. Engineers often write k8s instead of Kubernetes and the title may be Platform Engineer; broadening to the whole country.", { keywords: "k8s OR \"platform engineer\"", location: "Portugal", pool: "internal-mobility-2023", remote_ok: true }],
    ["The Lisbon office writes many profiles in Portuguese; trying the Portuguese job title.", { keywords: "engenheiro de fiabilidade de sites", location: "PT", pool: "internal-mobility-2023" }],
    ["Perhaps the skill lives in the tag taxonomy rather than free text; searching by skill tags.", { tags: ["skill:kubernetes", "skill:terraform"], location: "Lisbon", pool: "internal-mobility-2023", status: ["active", "open_to_move"] }],
  ];
  for (const [thought, args] of queries) {
    T.adv(800, 3500);
    const tcId = R.callId();
    const msg = lcAIMessage(thought, [{ name: "ats_candidate_search", args, id: tcId }], {
      response_metadata: { finish_reason: "tool_calls", model_name: "gpt-4o-mini-2024-07-18", system_fingerprint: R.fingerprint() },
      usage: { input_tokens: R.int(900, 2600), output_tokens: R.int(40, 120), total_tokens: 0 },
    });
    msg.kwargs.usage_metadata.total_tokens = msg.kwargs.usage_metadata.input_tokens + msg.kwargs.usage_metadata.output_tokens;
    children.push(llmSpan("ChatOpenAI", { messages: [[{ role: "system", content: "You are a recruiting coordinator assistant..." }, { role: "user", content: goal }]], invocation_params: { model: "gpt-4o-mini", temperature: 0.2, tools: ["ats_candidate_search", "ats_add_to_shortlist"] } }, msg, { nodeId: "chatOpenAI_0", run_id: R.uuid() }));
    T.adv(100, 700);
    const body = JSON.stringify({ data: [], meta: { total: 0, page: 1, per_page: 25, request_id: `rq-${R.hex(16)}`, search_took: `${R.int(9, 88)}ms`, index: `talentpool_v${R.int(7, 8)}`, consistency_token: R.b64(12) } });
    children.push(toolSpan("ats_candidate_search", JSON.stringify(args), body, { metadata: { nodeId: "customTool_0", toolCallId: tcId, elapsed_ms: R.int(120, 640) } }));
  }
  const root = agentSpan("Tool Agent", { question: goal, chatId, sessionId: chatId, overrideConfig: { maxIterations: 5 } }, null, children,
    { chatflowid: flowId, chatId, flowise_version: "2.1.3", nodeId: "toolAgent_0", memoryType: "Buffer Memory" });
  root.error = "Error: Agent stopped due to max iterations.";
  return { goal, isolates: "Flowise tool agent re-phrases an ATS candidate search five ways (full job title, Portuguese, k8s abbreviation, skill tags) while every response is an empty data array; stopped by max iterations.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 embassy visa appointments, Dify agent app
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-22T06:12:30Z");
  const goal = "Find the earliest appointment slot for a national D visa (family reunification) at the consulate in Porto for two applicants, any date in June 2024.";
  const conv = R.uuid(), msgId = R.uuid();
  const children = [];
  const rounds = [
    ["The booking API needs a category code. I'll start with the German category name as shown on the consulate site.", { category: "D-Visum Familiennachzug", post: "PORTO", date_from: "2024-06-01", date_to: "2024-06-30", applicants: 2 }],
    ["Empty list. The API might use the English label; trying 'national visa - family reunion'.", { category: "national visa - family reunion", post: "PORTO", date_from: "2024-06-01", date_to: "2024-06-30", applicants: 2 }],
    ["Still no slots. The consulate pages list internal short codes like FAM-D; the API may expect the code rather than a label.", { category: "FAM-D", post: "PORTO", date_from: "2024-06-01", date_to: "2024-06-30", applicants: 2 }],
    ["Perhaps the date parameters are read in the German format, which would make my range invalid and silently empty.", { category: "FAM-D", post: "PORTO", date_from: "01.06.2024", date_to: "30.06.2024", applicants: 2 }],
    ["One more idea: the older term 'Familienzusammenführung' is still used in some category trees, and a single applicant might be bookable where two are not.", { category: "Familienzusammenführung", post: "Porto", date_from: "2024-06", applicants: 1 }],
  ];
  let pos = 1;
  for (const [thought, args] of rounds) {
    T.adv(1200, 4000);
    children.push(llmSpan("llm", { prompt_messages: [{ role: "system", text: "Respond to the human as helpfully and accurately as possible. You have access to: appointment_slots, send_summary_email." }, { role: "user", text: goal }], model: { provider: "openai", name: "gpt-4o", mode: "chat" } },
      { thought, tool: "appointment_slots", tool_input: JSON.stringify({ appointment_slots: args }) },
      { position: pos, message_id: msgId, created_at: T.unix(), message_tokens: R.int(1400, 3900), answer_tokens: R.int(60, 160), provider_response_latency: R.float(0.8, 4.2, 3) }));
    T.adv(300, 1500);
    const serverTime = T.java("CEST", 120);
    const body = JSON.stringify({ slots: [], message: "Derzeit sind keine freien Termine verfügbar.", queueToken: R.b64url(43), serverTime, captchaRequired: false, nextRefreshSeconds: R.pick([60, 90, 120]) });
    children.push(toolSpan("appointment_slots", args, { status_code: 200, body, headers: { "content-type": "application/json;charset=UTF-8", "set-cookie": `JSESSIONID=${R.upper(32)}; Path=/rktermin; Secure; HttpOnly`, "x-request-id": R.uuid(), date: T.http() } },
      { metadata: { position: pos, tool_provider: "api", tool_label: "Terminvergabe API", time_cost: R.float(0.3, 1.8, 3) } }));
    pos++;
  }
  const root = agentSpan("dify.agent-chat", { query: goal, inputs: { applicants: 2, post: "Porto" }, conversation_id: conv },
    { answer: "", status: "stopped", error: "Agent iteration exceeds maximum (5)." }, children,
    { app_id: R.uuid(), app_mode: "agent-chat", message_id: msgId, agent_strategy: "function_call", max_iteration: 5, from_source: "api", workflow_run_id: null });
  root.error = "Agent iteration exceeds maximum (5).";
  return { goal, isolates: "Dify agent round after round rewrites the visa category (German label, English label, short code, old term) and date spelling; every response is the same 'keine freien Termine' empty slot list.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 cosmetics regulatory, LlamaIndex ReAct agent over a retriever
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-07-08T11:03:19Z");
  const goal = "Find the CosIng Annex III entry that restricts Hydroxyethyl Urea (our supplier says it is limited to 10% in leave-on products) and cite its reference number for the safety report of the leave-on moisturiser HYD-40.";
  const children = [];
  const attempts = [
    ["I need the Annex III entry for this ingredient. I'll query the annex index with the INCI name.", { input: "Hydroxyethyl Urea Annex III restriction" }, { annex: "III" }],
    ["The query engine returned nothing. Annex entries are often keyed by CAS number, so I'll query with the CAS instead of the name.", { input: "CAS 2078-71-9" }, { annex: "III" }],
    ["Nothing for the CAS number. The chemical name in the annex might be the IUPAC form rather than the INCI name.", { input: "N-(2-hydroxyethyl)urea maximum concentration leave-on" }, { annex: "III" }],
    ["The annex text I loaded includes the German language version; the German name might be what got embedded.", { input: "Hydroxyethylharnstoff Höchstkonzentration" }, { annex: "III" }],
    ["Urea derivatives are sometimes listed as carbamides in older consolidated versions; trying that synonym with the function term humectant.", { input: "hydroxyethyl carbamide humectant restriction" }, { annex: "III" }],
  ];
  for (const [thought, args, filters] of attempts) {
    T.adv(1500, 4200);
    children.push(llmSpan("OpenAI.chat", { messages: [{ role: "system", content: "You are designed to help with a variety of tasks... ## Tools\nannex_lookup: Query engine over the CosIng annexes." }, { role: "user", content: goal }] },
      { message: { role: "assistant", content: `Thought: ${thought}\nAction: annex_lookup\nAction Input: ${JSON.stringify(args)}` } },
      { model: "gpt-4-turbo-2024-04-09", temperature: 0.1, usage: { prompt_tokens: R.int(1800, 4200), completion_tokens: R.int(45, 110) } }));
    T.adv(200, 900);
    const retr = retrieverSpan("VectorIndexRetriever.retrieve", { query_str: args.input, similarity_top_k: 4, filters: { filters: [{ key: "annex", value: filters.annex, operator: "==" }], condition: "and" } },
      { nodes: [], postprocessors: [{ name: "SimilarityPostprocessor", similarity_cutoff: 0.78, dropped: 4, best_score: R.float(0.61, 0.74, 4) }] },
      { index_id: "cosing-annexes-2024-05", vector_store: "qdrant", collection: "cosing_v3", query_id: R.uuid(), retrieve_ms: R.int(40, 310) });
    const synth = span("chain", "CompactAndRefine.get_response", { query_str: args.input, text_chunks: [] }, "Empty Response", { metadata: { response_mode: "compact" } });
    children.push(toolSpan("annex_lookup", args, { content: "Empty Response", tool_name: "annex_lookup", raw_input: { input: args.input }, raw_output: { response: "Empty Response", source_nodes: [], metadata: null } },
      { children: [retr, synth], metadata: { event_id: R.uuid(), duration: R.durS(0.2, 1.4) } }));
  }
  const root = agentSpan("ReActAgent.chat", { message: goal, chat_history: [] }, null, children,
    { llama_index_version: "0.10.43", max_iterations: 5, callback_manager: "LlamaDebugHandler", trace_id: R.hex(32) });
  root.error = "ValueError: Reached max iterations.";
  return { goal, isolates: "LlamaIndex agent queries one annex index with INCI name, CAS number, IUPAC name, German name and a carbamide synonym; the retriever returns no nodes every time and the tool answers 'Empty Response'.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 observatory archive, smolagents CodeAgent
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-16T22:47:51Z");
  const goal = "Retrieve the archive ID of the HRS spectrum we took of SN 2024gtr on the night of 2024-04-11 (the PI says it exists) and add it to the DDT proposal draft.";
  const children = [];
  const steps = [
    ["I'll query the observatory TAP archive for HRS observations by target name.",
      `rows = archive_query(adql="SELECT obs_id, target_name, date_obs FROM obscore WHERE target_name = 'SN 2024gtr' AND instrument_name = 'HRS'")\nprint(rows)`,
      "SELECT obs_id, target_name, date_obs FROM obscore WHERE target_name = 'SN 2024gtr' AND instrument_name = 'HRS'"],
    ["No rows. Observers often type the name without the space, so the stored target might be 'SN2024gtr'.",
      `name = "SN2024gtr"\nq = f"SELECT obs_id, date_obs FROM obscore WHERE target_name = '{name}' AND instrument_name = 'HRS'"\nprint(archive_query(adql=q))`,
      "SELECT obs_id, date_obs FROM obscore WHERE target_name = 'SN2024gtr' AND instrument_name = 'HRS'"],
    ["Still nothing. Before the IAU name was assigned the object was known by its survey aliases; the observing block may carry one of those.",
      `aliases = ("ATLAS24mvb", "ZTF24aaqnwle")\nprint(archive_query(adql=f"SELECT obs_id FROM obscore WHERE target_name IN {aliases} AND instrument_name='HRS'"))`,
      "SELECT obs_id FROM obscore WHERE target_name IN ('ATLAS24mvb', 'ZTF24aaqnwle') AND instrument_name='HRS'"],
    ["The aliases did not match either. Searching on the night itself should catch it regardless of how the target was typed; the archive stores t_min in MJD.",
      `import datetime\nmjd0 = (datetime.datetime(2024, 4, 11, 12) - datetime.datetime(1858, 11, 17)).total_seconds() / 86400\nprint(mjd0)\nprint(archive_query(adql=f"SELECT obs_id, target_name, t_min FROM obscore WHERE t_min BETWEEN {mjd0} AND {mjd0 + 1} AND instrument_name = 'HRS'"))`,
      "SELECT obs_id, target_name, t_min FROM obscore WHERE t_min BETWEEN 60411.5 AND 60412.5 AND instrument_name = 'HRS'"],
    ["An empty night is surprising. Maybe string comparison is case sensitive and the archive lower-cases names; a LIKE on the distinctive suffix avoids both problems.",
      `print(archive_query(adql="SELECT TOP 20 obs_id, target_name FROM obscore WHERE LOWER(target_name) LIKE '%2024gtr%' AND instrument_name = 'HRS'"))`,
      "SELECT TOP 20 obs_id, target_name FROM obscore WHERE LOWER(target_name) LIKE '%2024gtr%' AND instrument_name = 'HRS'"],
  ];
  let n = 1;
  for (const [thought, code, adql] of steps) {
    T.adv(1800, 6000);
    const llmText = `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
    const l = llmSpan("LiteLLMModel.__call__", { messages: [{ role: "system", content: "You are an expert assistant who can solve any task using code blobs..." }, { role: "user", content: `New task:\n${goal}` }], stop_sequences: ["<end_code>", "Observation:"] },
      { role: "assistant", content: llmText }, { model_id: "anthropic/claude-3-5-sonnet-20240620", input_tokens: R.int(2100, 5200), output_tokens: R.int(90, 220) });
    T.adv(400, 2400);
    const job = R.hex(8);
    const toolOut = `UWS job ${job}-${R.hex(4)} phase=COMPLETED executionDuration=${R.float(0.2, 2.9, 2)}s quote=${T.isoS()} rows=0 (TAP service tap-${R.int(1, 3)}.archive.obs)`;
    const t = toolSpan("archive_query", { adql }, toolOut, { metadata: { tool_call: `call_${n}` } });
    const pre = n === 4 ? "60411.5\n" : "";
    const stepOut = `Execution logs:\n${pre}${toolOut}\nLast output from code snippet:\nNone`;
    children.push(chainSpan(`Step ${n}`, { step_number: n }, { observations: stepOut, duration: R.float(2.0, 9.0, 2) }, [l, t], { start_time: T.unixF() }));
    n++;
  }
  const root = agentSpan("CodeAgent.run", { task: goal, stream: false, reset: true, additional_args: { proposal_id: "DDT-2024A-017" } }, null, children,
    { smolagents_version: "1.2.2", max_steps: 5, executor: "LocalPythonExecutor", authorized_imports: ["math", "json", "datetime"] });
  root.error = "AgentMaxStepsError: Reached max steps.";
  return { goal, isolates: "Code agent rewrites an ADQL archive query five times (name without space, survey alias, MJD window, case-insensitive LIKE) while an unchanged instrument filter makes every job return rows=0.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
