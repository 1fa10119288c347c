// Family 6 — rephrase-then-hit (loop: false, stagnation: false)
// Healthy look-alike of family 1: the first one or two searches come back empty, a re-worded
// search finds the record, and the agent completes the task with it.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, retrieverSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "rephrase-then-hit",
  loop: false,
  stagnationAllowed: [false],
  kind: "rephrase-hit",
  isolates: "A re-worded search succeeds on the second or third try and the task is completed with the result.",
};

// ---------------------------------------------------------------- 01 herbarium loans, LangChain AgentExecutor
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-02-13T10:22:05Z");
  const goal = "Find herbarium specimens of English oak collected in Surrey in 1923 and request a destructive-sampling loan of the best-preserved sheet for the leaf isotope study.";
  const tools = [
    { name: "specimen_search", description: "Search the herbarium specimen database. Input JSON: q, filters." },
    { name: "loan_request", description: "Create a loan request for a barcode. Input JSON: barcode, purpose, destructive." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4-0613" });
  ag.act("Thought: I'll search for the specimens using the common name, county and year.", "specimen_search", { q: "English oak", filters: { county: "Surrey", year: 1923 } },
    `{"numFound":0,"start":0,"docs":[],"QTime":${R.int(3, 40)},"params":{"q":"English oak","fq":["county:Surrey","eventYear:1923"]},"core":"specimens_v${R.int(11, 13)}"}`, { toolMeta: { run_id: R.uuid() } });
  const hits = [
    { barcode: "K001190233", taxon: "Quercus robur L.", collector: "C.E. Salmon", number: "1923/114", eventDate: "1923-06-02", locality: "Box Hill, Surrey", condition: "good; leaves intact, some insect damage" },
    { barcode: "K001190251", taxon: "Quercus robur L.", collector: "C.E. Salmon", number: "1923/131", eventDate: "1923-06-16", locality: "Ranmore Common, Surrey", condition: "excellent; mounted 1924" },
    { barcode: "K001203877", taxon: "Quercus robur L.", collector: "W.H. Beeby", number: "s.n.", eventDate: "1923-09", locality: "nr. Dorking", condition: "fragile; acorns detached" },
  ];
  ag.act("Thought: No documents for the common name. The index probably holds scientific names only, so I'll search for Quercus robur with the same filters.", "specimen_search", { q: "Quercus robur", filters: { county: "Surrey", year: 1923 } },
    `{"numFound":0,"start":0,"docs":[],"QTime":${R.int(3, 40)},"params":{"q":"Quercus robur","fq":["county:Surrey","eventYear:1923"]},"facet_counts":{"facet_fields":{"vice_county":["VC17 Surrey",214,"VC16 West Kent",97]}},"core":"specimens_v${R.int(11, 13)}"}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Still zero, but the facet counts show 214 Quercus robur sheets under vice_county 'VC17 Surrey'. Old British sheets are georeferenced by Watsonian vice-county, not the modern county field, so I'll filter on that.", "specimen_search", { q: "Quercus robur", filters: { vice_county: "VC17 Surrey", year: 1923 } },
    JSON.stringify({ numFound: 3, start: 0, docs: hits, QTime: R.int(3, 40), params: { q: "Quercus robur", fq: ["vice_county:\"VC17 Surrey\"", "eventYear:1923"] }, core: `specimens_v${R.int(11, 13)}` }), { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Three sheets from 1923. K001190251 from Ranmore Common is described as excellent, which suits destructive sampling best. I'll request it.", "loan_request", { barcode: "K001190251", purpose: "leaf d13C/d18O isotope study, 2 x 5 mg samples", destructive: true },
    `{"loan_id":"LN-2024-${R.digits(4)}","status":"submitted","barcode":"K001190251","requires_curator_approval":true,"submitted_at":"${T.isoTz(0)}","queue_position":${R.int(2, 9)}}`, { toolMeta: { run_id: R.uuid() } });
  const answer = "Found 3 Quercus robur sheets from Surrey, 1923. Requested a destructive-sampling loan for K001190251 (Ranmore Common, 16 Jun 1923, C.E. Salmon 1923/131, condition excellent); the request is submitted and awaits curator approval.";
  ag.finish("Thought: The loan request is in.", answer);
  const root = agentSpan("AgentExecutor", { input: goal }, { output: answer }, ag.spans, { run_id: R.uuid(), max_iterations: 8 });
  return { goal, isolates: "Common-name and county-filtered searches return numFound 0, a third search on the vice-county field (hinted by facet counts) returns three sheets, and the agent files the loan request for the best one.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 pathology specimen tracking, plain message-level
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-08T13:11:47Z");
  const goal = "The breast clinic says core biopsy S24-118733 for patient MRN 7730418 was sent on Monday 7 Oct. Find it in the lab system and tell them its status.";
  const chat = new Chat(R, T, {
    model: "gpt-4o-2024-08-06",
    system: "You help histopathology reception staff. Tools: specimen_search (by accession or by patient+date), specimen_status.",
    tools: ["specimen_search", "specimen_status"],
  });
  chat.user(goal);
  const children = [];
  let r = chat.say(null, [{ name: "specimen_search", args: { accession: "S24-118733" } }]);
  children.push(r.span);
  let out = { specimens: [], total: 0, searched: ["accession"], lis: "WinPath 5.41", trace: R.hex(16), at: T.sql() };
  children.push(toolSpan("specimen_search", { accession: "S24-118733" }, out, { metadata: { tool_call_id: r.ids[0], ms: R.int(40, 200) } }));
  chat.toolResult(r.ids[0], out);
  r = chat.say("That accession number isn't in the system. Clinic numbers are sometimes mistyped, so I'll search by patient MRN and the collection date instead.", [{ name: "specimen_search", args: { mrn: "7730418", received_from: "2024-10-07", received_to: "2024-10-08" } }]);
  children.push(r.span);
  out = { specimens: [{ accession: "S24-18733", mrn: "7730418", specimen: "Breast, left, core biopsy x4", source: "Breast Clinic (BRC)", received: "07/10/2024 16:52", requisition: `RQ${R.digits(8)}` }], total: 1, searched: ["mrn", "received"], lis: "WinPath 5.41", trace: R.hex(16), at: T.sql() };
  children.push(toolSpan("specimen_search", { mrn: "7730418", received_from: "2024-10-07", received_to: "2024-10-08" }, out, { metadata: { tool_call_id: r.ids[0], ms: R.int(40, 200) } }));
  chat.toolResult(r.ids[0], out);
  r = chat.say("Found it under S24-18733 (one digit fewer than the clinic's number). Checking its processing status.", [{ name: "specimen_status", args: { accession: "S24-18733" } }]);
  children.push(r.span);
  out = { accession: "S24-18733", stage: "PROCESSING", events: [{ at: "07/10/2024 16:52", ev: "RECEIVED", by: "MLA-JT" }, { at: "08/10/2024 09:14", ev: "GROSSED", by: "BMS-RK", cassettes: 2 }, { at: "08/10/2024 10:05", ev: "TISSUE_PROCESSOR_LOADED", instrument: `Peloris-${R.int(1, 2)}` }], expected_slides: "09/10/2024 AM", tat_target_days: 3 };
  children.push(toolSpan("specimen_status", { accession: "S24-18733" }, out, { metadata: { tool_call_id: r.ids[0], ms: R.int(40, 200) } }));
  chat.toolResult(r.ids[0], out);
  r = chat.say("The biopsy is in the lab under accession S24-18733 (the clinic's number S24-118733 has an extra digit). It was received 7 Oct 16:52, grossed this morning into 2 cassettes and is on the tissue processor; slides are expected tomorrow morning, within the 3-day turnaround target.");
  children.push(r.span);
  const root = agentSpan("histo-reception-assistant", { input: goal }, { content: r.span.output.content }, children, { session: R.uuid(), site: "cellular-pathology" });
  return { goal, isolates: "Accession search returns total 0, a re-phrased search by MRN and date finds the specimen under a slightly different accession, and the status is reported.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 parish registers / genealogy, Dify workflow
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-01-29T18:03:12Z");
  const goal = "Find the baptism record of Katharina Schmid, born around 1852 in Oberndorf am Neckar, for a family-history client, and summarise parents and godparents.";
  const runId = R.uuid();
  const nm = (nid, ntype, title) => ({ node_id: nid, node_type: ntype, title, workflow_run_id: runId, status: "succeeded", elapsed_time: R.float(0.02, 2.5, 6) });
  const kids = [];
  kids.push(span("chain", "Start", { query: goal }, { query: goal }, { metadata: nm("1706551392001", "start", "Start") }));
  T.adv(400, 1500);
  kids.push(retrieverSpan("Knowledge Retrieval", { query: "Katharina Schmid Taufe 1852 Oberndorf", dataset_ids: ["kb-kirchenbuecher-oberndorf"], top_k: 4, score_threshold: 0.55 },
    { result: [] }, nm("1706551420710", "knowledge-retrieval", "Search transcribed registers")));
  kids.push(span("chain", "IF/ELSE", { conditions: [{ variable: ["1706551420710", "result"], comparison_operator: "empty" }] }, { result: true, selected_case_id: "true" }, { metadata: nm("1706551433115", "if-else", "No hits?") }));
  T.adv(900, 2500);
  kids.push(llmSpan("Spelling variants", { prompt_messages: [{ role: "system", text: "Generate historically plausible spelling variants for German names in 19th-century church registers. Return one search query." }, { role: "user", text: "Katharina Schmid, Oberndorf, ca. 1852" }] },
    { text: "Catharina Schmidt Oberndorf getauft 1852", usage: { prompt_tokens: R.int(80, 140), completion_tokens: R.int(8, 20), total_price: "0.0000" + R.int(10, 99), currency: "USD" }, finish_reason: "stop" },
    { ...nm("1706551447902", "llm", "Spelling variants"), model: "gpt-4o-mini" }));
  const rec = [
    { content: "1852 Nr. 61. Catharina, geb. 3. Maerz 1852, get. 5. Maerz. Vater: Johann Georg Schmidt, Nagelschmied; Mutter: Maria Agatha geb. Haug. Pathen: Catharina Haug, ledig; Joseph Anton Rapp, Bauer.", title: "Taufbuch Oberndorf 1848-1856, S. 87", metadata: { score: R.float(0.81, 0.9, 4), document_id: R.uuid(), segment_position: R.int(200, 260) } },
    { content: "1852 Nr. 88. Catharina Schmidt, geb. 14. April ... (Boll, Filiale)", title: "Taufbuch Oberndorf 1848-1856, S. 91", metadata: { score: R.float(0.66, 0.72, 4), document_id: R.uuid(), segment_position: R.int(261, 300) } },
  ];
  T.adv(400, 1500);
  kids.push(retrieverSpan("Knowledge Retrieval", { query: "Catharina Schmidt Oberndorf getauft 1852", dataset_ids: ["kb-kirchenbuecher-oberndorf"], top_k: 4, score_threshold: 0.55 },
    { result: rec }, nm("1706551461230", "knowledge-retrieval", "Search with variants")));
  T.adv(1500, 4000);
  const summary = "Best match: Taufbuch Oberndorf 1848-1856, p. 87, entry 1852 no. 61 - Catharina (spelled with C), born 3 March 1852, baptised 5 March. Father Johann Georg Schmidt, nail smith; mother Maria Agatha née Haug. Godparents Catharina Haug (single) and Joseph Anton Rapp (farmer). A second Catharina Schmidt (no. 88, born 14 April) belongs to the Boll filial and is less likely.";
  kids.push(llmSpan("Summarise record", { prompt_messages: [{ role: "user", text: "Summarise parents and godparents from: {{#context#}}" }] }, { text: summary, usage: { prompt_tokens: R.int(400, 700), completion_tokens: R.int(90, 140) }, finish_reason: "stop" },
    { ...nm("1706551480015", "llm", "Summarise record"), model: "gpt-4o" }));
  kids.push(span("chain", "Answer", { answer: "{{#1706551480015.text#}}" }, { answer: summary }, { metadata: nm("1706551495220", "answer", "Answer") }));
  const root = agentSpan("workflow_run", { query: goal, inputs: {} }, { answer: summary }, kids, { workflow_run_id: runId, app_mode: "advanced-chat", dify_version: "0.15.3", total_tokens: R.int(900, 1400) });
  return { goal, isolates: "Dify knowledge retrieval returns nothing for the modern spelling, an LLM node proposes the 'Catharina Schmidt' variant, the second retrieval hits the register entry and the answer is summarised.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 wildfire incident records, Flowise tool agent
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-17T16:44:29Z");
  const goal = "For the county's fuel-break grant report, get the final acreage and containment date of the 2021 Cedar Ridge fire in Tuolumne County.";
  const chatId = R.uuid();
  const kids = [];
  const step = (text, args) => {
    T.adv(900, 2800);
    const tc = R.callId();
    kids.push(llmSpan("ChatOpenAI", { messages: [[{ role: "user", content: goal }]] }, lcAIMessage(text, args ? [{ name: "incident_search", args, id: tc }] : [], { response_metadata: { finish_reason: args ? "tool_calls" : "stop", model_name: "gpt-4o-mini" } }), { nodeId: "chatOpenAI_0" }));
    return tc;
  };
  let tc = step("Searching the incident archive for the Cedar Ridge fire, 2021.", { name: "Cedar Ridge Fire", year: 2021 });
  kids.push(toolSpan("incident_search", JSON.stringify({ name: "Cedar Ridge Fire", year: 2021 }), null, { error: `Error: Request failed with status code 502 (Bad Gateway from ${R.host("irwin-proxy", "county.gov")}, cf-ray ${R.cfRay("LAX")})`, metadata: { toolCallId: tc } }));
  T.adv(1500, 3000);
  tc = step("The archive proxy returned a 502; retrying the same search once.", { name: "Cedar Ridge Fire", year: 2021 });
  kids.push(toolSpan("incident_search", JSON.stringify({ name: "Cedar Ridge Fire", year: 2021 }), JSON.stringify({ incidents: [], count: 0, source: "IRWIN mirror", generated: T.isoS(), api_build: `2024.${R.int(10, 16)}.${R.int(1, 9)}` }), { metadata: { toolCallId: tc } }));
  tc = step("No match on the full name. Incident names are often stored abbreviated in upper case, so I'll search by county and start date and match on 'cedar'.", { county: "Tuolumne", state: "CA", discovered_from: "2021-06-01", discovered_to: "2021-10-31", name_contains: "cedar" });
  kids.push(toolSpan("incident_search", JSON.stringify({ county: "Tuolumne", state: "CA", discovered_from: "2021-06-01", discovered_to: "2021-10-31", name_contains: "cedar" }),
    JSON.stringify({ incidents: [{ irwin_id: R.uuid().toUpperCase(), incident_name: "CEDAR RDG", unique_fire_id: "2021-CATCU-008417", discovered: "2021-08-03T14:21:00-07:00", final_acres: 4127.6, percent_contained: 100, contained: "2021-08-19T18:00:00-07:00", cause: "Human", poo_protecting_agency: "CAL FIRE" }], count: 1, source: "IRWIN mirror", generated: T.isoS(), api_build: `2024.${R.int(10, 16)}.${R.int(1, 9)}` }), { metadata: { toolCallId: tc } }));
  const answer = "The 2021 Cedar Ridge fire is recorded as 'CEDAR RDG' (2021-CATCU-008417): discovered 3 Aug 2021, final size 4,127.6 acres, 100% contained on 19 Aug 2021 at 18:00 PDT, human-caused, CAL FIRE protection area.";
  step(answer, null);
  const root = agentSpan("Tool Agent", { question: goal, chatId }, { text: answer }, kids, { chatflowid: R.uuid(), chatId, flowise_version: "2.2.0" });
  return { goal, isolates: "The full incident name returns count 0; searching by county, date range and a name fragment finds 'CEDAR RDG' and the agent answers with acreage and containment date.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 piano rental, smolagents CodeAgent
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-21T09:05:00Z");
  const goal = "Reserve a Yamaha U1 upright for the Hartley Hall recital on 9 November, to be delivered and tuned by 8 November.";
  const kids = [];
  const stepSpan = (n, thought, code, toolSpans, obs) => {
    T.adv(1500, 5000);
    const l = llmSpan("OpenAIServerModel.__call__", { messages: [{ role: "user", content: `New task:\n${goal}` }] }, { role: "assistant", content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: "gpt-4o", input_tokens: R.int(1500, 4200), output_tokens: R.int(60, 200) });
    kids.push(chainSpan(`Step ${n}`, { step_number: n }, { observations: obs }, [l, ...toolSpans], { duration: R.float(1.5, 7, 2) }));
  };
  const out1 = { pianos: [], query: "Yamaha U1 upright", matched_fields: [], took: R.durMs(5, 60) };
  stepSpan(1, "Search the rental inventory for the model.", `res = inventory_search(query="Yamaha U1 upright")\nprint(res)`,
    [toolSpan("inventory_search", { query: "Yamaha U1 upright" }, out1)], `Execution logs:\n${JSON.stringify(out1)}\nLast output from code snippet:\nNone`);
  const out2 = { pianos: [{ asset: "PNO-U1-0417", make: "Yamaha", model: "U1", serial: "53" + R.digits(5), finish: "polished ebony", location: "Warehouse B", last_tuned: "2024-09-30" }, { asset: "PNO-U1-0522", make: "Yamaha", model: "U1", serial: "61" + R.digits(5), finish: "satin walnut", location: "On hire until 2024-11-04", last_tuned: "2024-08-12" }], took: R.durMs(5, 60) };
  stepSpan(2, "Free-text search found nothing; the inventory probably matches make and model as separate fields.", `res = inventory_search(make="Yamaha", model="U1")\nfor p in res["pianos"]:\n    print(p["asset"], p["location"])`,
    [toolSpan("inventory_search", { make: "Yamaha", model: "U1" }, out2)], `Execution logs:\nPNO-U1-0417 Warehouse B\nPNO-U1-0522 On hire until 2024-11-04\nLast output from code snippet:\nNone`);
  const out3 = { reservation: `RSV-${R.digits(6)}`, asset: "PNO-U1-0417", delivery: { date: "2024-11-08", window: "09:00-12:00", crew: "Team 2" }, tuning: { booked: true, tuner: "M. Aldous", slot: "2024-11-08 14:00" }, created: T.isoS() };
  stepSpan(3, "PNO-U1-0417 is in the warehouse and free; reserve it with delivery and tuning on the 8th.", `r = reserve_piano(asset="PNO-U1-0417", venue="Hartley Hall", deliver_on="2024-11-08", tune=True)\nfinal_answer(f"Reserved {r['asset']} ({r['reservation']}); delivery 8 Nov 09:00-12:00, tuning 14:00.")`,
    [toolSpan("reserve_piano", { asset: "PNO-U1-0417", venue: "Hartley Hall", deliver_on: "2024-11-08", tune: true }, out3)], `Execution logs:\nLast output from code snippet:\nReserved PNO-U1-0417 (${out3.reservation}); delivery 8 Nov 09:00-12:00, tuning 14:00.`);
  const answer = `Reserved PNO-U1-0417 (${out3.reservation}); delivery 8 Nov 09:00-12:00, tuning 14:00.`;
  const root = agentSpan("CodeAgent.run", { task: goal }, answer, kids, { smolagents_version: "1.9.2", max_steps: 10 });
  return { goal, isolates: "A free-text inventory search for 'Yamaha U1 upright' is empty, the structured make/model search returns two pianos, and the free one is reserved with delivery and tuning.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 recycling centre weighbridge, OpenAI Agents SDK
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-09T11:36:02Z");
  const goal = "A haulier disputes being charged for 14.2 t of mixed construction waste on 3 October. Find the weighbridge ticket for vehicle KA-12 3456 and email them gross, tare and net weights.";
  const inner = [];
  const gen = (text, call) => {
    T.adv(700, 2600);
    inner.push(llmSpan("response", { model: "gpt-4.1", input: "(conversation so far)" }, { id: R.respId(), output: [...(text ? [{ type: "message", role: "assistant", content: [{ type: "output_text", text }] }] : []), ...(call ? [{ type: "function_call", call_id: R.callId(), name: call[0], arguments: JSON.stringify(call[1]) }] : [])] }, { usage: { input_tokens: R.int(600, 2400), output_tokens: R.int(30, 140) } }));
  };
  gen(null, ["search_tickets", { plate: "KA-12 3456", date: "2024-10-03" }]);
  inner.push(span("tool", "search_tickets", JSON.stringify({ plate: "KA-12 3456", date: "2024-10-03" }), JSON.stringify({ tickets: [], site: "Eastfield HWRC", note: "plate match is exact", query_ms: R.int(10, 90) }), { metadata: { span_type: "function" } }));
  gen("No ticket for the plate as written. ANPR stores plates without spaces or dashes, so I'll retry with KA123456.", ["search_tickets", { plate: "KA123456", date: "2024-10-03" }]);
  const tk = { ticket: `EF-${R.digits(7)}`, plate: "KA123456", haulier: "Brennan Skip Hire", in: "03/10/2024 08:41:17", out: "03/10/2024 09:02:55", gross_kg: 26480, tare_kg: 12280, net_kg: 14200, waste: "17 09 04 mixed C&D", bridge: "WB-2", calibration_cert: `UKAS-${R.digits(5)}`, operator: R.pick(["LH", "DK", "PM"]) };
  inner.push(span("tool", "search_tickets", JSON.stringify({ plate: "KA123456", date: "2024-10-03" }), JSON.stringify({ tickets: [tk], site: "Eastfield HWRC", query_ms: R.int(10, 90) }), { metadata: { span_type: "function" } }));
  gen("That matched one ticket from Eastfield. I'll email the haulier's accounts address with the three weights and the calibration reference.", ["send_email", { to: "accounts@brennanskips.co.uk", subject: `Weighbridge ticket ${tk.ticket} - 3 Oct 2024`, body: `Gross 26,480 kg (in 08:41), tare 12,280 kg (out 09:02), net 14,200 kg = 14.2 t, weighbridge WB-2 (calibration ${tk.calibration_cert}).` }]);
  inner.push(span("tool", "send_email", JSON.stringify({ to: "accounts@brennanskips.co.uk" }), JSON.stringify({ id: `<${R.hex(20)}@eastfield.gov.uk>`, accepted: ["accounts@brennanskips.co.uk"], smtp: "250 2.0.0 Ok: queued" }), { metadata: { span_type: "function" } }));
  const answer = `Sent the haulier ticket ${tk.ticket}: gross 26,480 kg, tare 12,280 kg, net 14,200 kg (14.2 t) on 3 Oct 2024, which matches the charge.`;
  gen(answer, null);
  const agent = agentSpan("Weighbridge Desk", { input: goal }, answer, inner, { tools: ["search_tickets", "send_email"], handoffs: [], output_type: "str" });
  const root = agentSpan("Agent workflow", { workflow_name: "weighbridge-disputes" }, answer, [agent], { trace_id: `trace_${R.hex(32)}` });
  return { goal, isolates: "The plate as written finds no weighbridge ticket, the ANPR spelling without spaces finds it, and the weights are emailed to the haulier.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
