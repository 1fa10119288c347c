// Family 8 — clarify-two-points-then-act (loop: false, stagnation: false)
// Healthy look-alike of family 3: the agent asks a clarifying question, gets new information,
// asks a second question about a DIFFERENT point, gets a different answer, and then acts.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, Chat, ReAct, lcAIMessage } from "./lib.mjs";

export const meta = {
  family: "clarify-two-points-then-act",
  loop: false,
  stagnationAllowed: [false],
  kind: "clarify",
  isolates: "Two clarifying questions on different points, each answered with new information, then the agent acts on the answers.",
};

// ---------------------------------------------------------------- 01 removals quote, plain message-level with ask_user
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-08-19T10:04:51Z");
  const goal = "Prepare a removals quote for Mrs Adeyemi's move from Croydon (CR0 2AB) to Brighton (BN2 1TP) on 14 September.";
  const chat = new Chat(R, T, { model: "gpt-4o-2024-08-06", system: "You are the quoting assistant of a removals firm. Tools: ask_user, estimate_volume, create_quote.", tools: ["ask_user", "estimate_volume", "create_quote"] });
  chat.user(goal);
  const kids = [];
  let r = chat.say("To size the van and crew I need the property size and any specialist items first.", [{ name: "ask_user", args: { question: "How many bedrooms is the Croydon house, and are there any large or specialist items (piano, aquarium, safe, gym equipment)?" } }]);
  kids.push(r.span);
  T.adv(60000, 300000);
  let a = { answer: "Three bedrooms. We also have an upright piano and a 300-litre fish tank.", answered_by: "customer", channel: "web-chat", at: T.isoS() };
  kids.push(toolSpan("ask_user", JSON.parse(r.span.output.tool_calls[0].function.arguments), a, { metadata: { tool_call_id: r.ids[0], wait_ms: R.int(60000, 300000) } }));
  chat.toolResult(r.ids[0], a);
  r = chat.say("A piano and a large aquarium change the crew and the carry at the destination, so access at the Brighton end matters next.", [{ name: "ask_user", args: { question: "At the Brighton flat, is there a lift, and which floor is it on? Is parking for a 7.5 t van possible outside?" } }]);
  kids.push(r.span);
  T.adv(60000, 300000);
  a = { answer: "No lift - it's a third-floor walk-up with a narrow staircase. There's a loading bay we can book with the council.", answered_by: "customer", channel: "web-chat", at: T.isoS() };
  kids.push(toolSpan("ask_user", JSON.parse(r.span.output.tool_calls[0].function.arguments), a, { metadata: { tool_call_id: r.ids[0], wait_ms: R.int(60000, 300000) } }));
  chat.toolResult(r.ids[0], a);
  r = chat.say(null, [{ name: "estimate_volume", args: { bedrooms: 3, specials: ["upright_piano", "aquarium_300l"], dest_floor: 3, dest_lift: false } }]);
  kids.push(r.span);
  const vol = { cubic_ft: 1150, van: "7.5t Luton + 3.5t support", crew: 4, hours: 9.5, piano_team: true, aquarium_note: "customer to drain & transport fish", model_rev: `vol-${R.int(3, 5)}.${R.int(0, 9)}` };
  kids.push(toolSpan("estimate_volume", { bedrooms: 3, specials: ["upright_piano", "aquarium_300l"], dest_floor: 3, dest_lift: false }, vol, { metadata: { tool_call_id: r.ids[0] } }));
  chat.toolResult(r.ids[0], vol);
  r = chat.say(null, [{ name: "create_quote", args: { customer: "Adeyemi", date: "2024-09-14", ...vol, stair_surcharge_floors: 3, loading_bay: "customer to book" } }]);
  kids.push(r.span);
  const q = { quote_id: `Q-${R.digits(6)}`, total_gbp: 2385, breakdown: { crew_van: 1640, piano: 395, stairs: 270, materials: 80 }, valid_until: "2024-09-02", pdf: `https://quotes.example-removals.co.uk/q/${R.hex(20)}.pdf` };
  kids.push(toolSpan("create_quote", { customer: "Adeyemi", date: "2024-09-14" }, q, { metadata: { tool_call_id: r.ids[0] } }));
  chat.toolResult(r.ids[0], q);
  r = chat.say(`Quote ${q.quote_id}: £2,385 for 14 September - 4 crew with a 7.5 t Luton and a support van, a piano team for the upright, and a stair surcharge for the third-floor walk-up. The customer should book the council loading bay and move the fish separately. Valid until 2 September.`);
  kids.push(r.span);
  const root = agentSpan("quote-assistant", { input: goal }, { content: r.span.output.content }, kids, { lead: `LD-${R.digits(5)}`, branch: "croydon" });
  return { goal, isolates: "The agent asks about property size and specialist items, then about lift access at the destination; the two different answers feed the volume estimate and a finished quote.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 yacht charter, CAMEL role-play
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-02-05T17:30:00Z");
  const goal = "Arrange a one-week sailing charter in the Ionian (Lefkada base) for the first week of July for a group of friends.";
  const u = "Charter Client", a = "Charter Broker";
  const kids = [];
  const step = (who, role, content, tools = []) => {
    T.adv(2000, 6000);
    kids.push(llmSpan(`ChatAgent.step[AI ${role === "USER" ? "User" : "Assistant"}: ${who}]`, { role_type: role }, { msgs: [{ role_name: who, role_type: role, content }], terminated: false, info: { id: R.chatcmpl(), usage: { prompt_tokens: R.int(500, 2500), completion_tokens: R.int(40, 160) } } }, { model: "gpt-4o" }, tools));
  };
  step(u, "USER", "Instruction: Find us a yacht for 6-13 July out of Lefkada.\nInput: Budget up to EUR 7,000 for the boat.");
  step(a, "ASSISTANT", "Solution: Before I search I need to know whether the group can sail the boat itself: does anyone hold an ICC or equivalent licence, or do you want a skipper?\nNext request.");
  step(u, "USER", "Instruction: We need a skipper - none of us has an ICC.\nInput: None");
  step(a, "ASSISTANT", "Solution: Understood, skippered then (the skipper needs a cabin). How many guests are sailing, and how many double cabins do you need for them?\nNext request.");
  step(u, "USER", "Instruction: Six guests, three couples, so three double cabins for us.\nInput: None");
  const search = toolSpan("charter_search", { base: "Lefkada", from: "2024-07-06", to: "2024-07-13", min_cabins: 4, skipper: true, max_price_eur: 7000 },
    { boats: [{ id: "SB-" + R.digits(5), model: "Bavaria C42", cabins: 4, year: 2021, price_eur: 6450, skipper_eur: 1330 }, { id: "SB-" + R.digits(5), model: "Dufour 430", cabins: 4, year: 2022, price_eur: 6890, skipper_eur: 1330 }], availability_as_of: T.isoS(), nausys_sync: R.hex(10) },
    { metadata: { latency_ms: R.int(300, 1800) } });
  const hold = toolSpan("charter_hold", { boat: "Bavaria C42", from: "2024-07-06", to: "2024-07-13", skipper: true }, { hold_id: `H${R.digits(7)}`, expires: T.plus(72 * 3600e3).isoS(), deposit_due_eur: 1935 }, { metadata: { latency_ms: R.int(200, 900) } });
  step(a, "ASSISTANT", "Solution: With a skipper you need four cabins, three doubles plus one for the skipper. I found a 2021 Bavaria C42 (4 cabins, EUR 6,450 + EUR 1,330 skipper) and placed a 72-hour hold; the 30% deposit of EUR 1,935 confirms it.\nNext request.", [search, hold]);
  step(u, "USER", "CAMEL_TASK_DONE");
  const root = agentSpan("RolePlaying", { task_prompt: goal, user_role_name: u, assistant_role_name: a }, { terminated: true, termination_reasons: ["CAMEL_TASK_DONE"] }, kids, { camel_version: "0.2.10" });
  return { goal, isolates: "The broker asks about licences (answer: skipper needed) and then about guest numbers and cabins (answer: three couples); it then searches four-cabin yachts and places a hold.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 pest control dispatch, LangChain AgentExecutor with human tool
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-11-04T08:12:30Z");
  const goal = "Book a pest control visit for the Maple Court flats (managing agent request) and give the agent a treatment quote.";
  const tools = [
    { name: "human", description: "Ask the managing agent a question." },
    { name: "schedule_visit", description: "Book a technician visit. Input JSON." },
    { name: "price_treatment", description: "Price a treatment plan. Input JSON." },
  ];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4o-mini" });
  ag.act("Thought: I can't choose a treatment without knowing the pest and where it was seen.", "human", "What have residents seen, and where exactly in the building?",
    "Rats - droppings and gnaw marks in the communal bin store, and one sighting by the back stairs last week.", { toolMeta: { run_id: R.uuid(), waited_s: R.int(40, 400) } });
  ag.act("Thought: Rats in a bin store usually mean tamper-resistant bait stations, but the bait type depends on who else can reach them.", "human", "Do children or pets have access to the bin store? That decides between toxic bait and traps.",
    "Residents walk their dogs through the bin store to the back gate. There's no play area nearby.", { toolMeta: { run_id: R.uuid(), waited_s: R.int(40, 400) } });
  ag.act("Thought: With dogs passing through, I'll plan lockable snap-trap stations rather than rodenticide, plus proofing of the back stairs. Book the survey-and-treat visit.", "schedule_visit", { site: "Maple Court, bin store + rear stairwell", pest: "Rattus norvegicus", method: "lockable trap stations, no rodenticide", visits: 3 },
    `{"job":"PC-${R.digits(6)}","technician":"${R.pick(["D. Marsh", "K. Osei", "P. Lund"])}","first_visit":"2024-11-06T09:00:00Z","follow_ups":["2024-11-13","2024-11-20"],"route_slot":${R.int(2, 7)}}`, { toolMeta: { run_id: R.uuid() } });
  ag.act("Thought: Now price the plan for the managing agent.", "price_treatment", { visits: 3, stations: 6, proofing_m: 4, method: "traps" },
    `{"net":"£465.00","vat":"£93.00","gross":"£558.00","quote_ref":"QT-${R.upper(6)}","valid_days":30}`, { toolMeta: { run_id: R.uuid() } });
  const answer = "Booked: first visit Wed 6 Nov 09:00 with two follow-ups (13 and 20 Nov). Because dogs pass through the bin store we'll use 6 lockable trap stations instead of poison and proof about 4 m at the rear stairwell. Quote £465 + VAT (£558).";
  ag.finish("Thought: Visit booked and priced.", answer);
  const root = agentSpan("AgentExecutor", { input: goal }, { output: answer }, ag.spans, { run_id: R.uuid(), max_iterations: 8 });
  return { goal, isolates: "Question one establishes rats in the bin store, question two that dogs pass through it; the agent then books a trap-based plan and prices it.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 kitchen design, Flowise agentflow with Human Input
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-05-14T13:45:00Z");
  const goal = "Produce a first layout for the Okafor kitchen renovation (4.2 m x 3.1 m, window on the long wall) and order door samples.";
  const chatId = R.uuid();
  const kids = [];
  const llm = (text, calls = []) => {
    T.adv(1000, 3000);
    kids.push(llmSpan("ChatOpenAI", { messages: [[{ role: "user", content: goal }]] }, lcAIMessage(text, calls, { response_metadata: { finish_reason: calls.length ? "tool_calls" : "stop" } }), { nodeId: "llmAgentflow_0" }));
  };
  const human = (q, fb) => {
    T.adv(120000, 900000);
    kids.push(span("human", "Human Input", { question: q }, { type: "proceed", feedback: fb, respondedAt: T.isoTz(60) }, { metadata: { nodeId: "humanInputAgentflow_0" } }));
  };
  llm("The biggest layout decision is the sink position, because moving it means new waste runs under the floor.");
  human("Should the sink stay under the window, or is moving the plumbing acceptable (e.g. sink on the island)?", "Keep the sink under the window - we don't want to move the plumbing.");
  llm("Sink fixed under the window, so an L-shape with the hob on the short wall and an island works. Next I need a finish for the samples.");
  human("Which door finishes should I order samples of: matt lacquer, oak veneer or painted shaker?", "Painted shaker in sage green for the runs, and an oak veneer sample for the island.");
  const c1 = R.callId(), c2 = R.callId();
  llm("Generating the L-shape layout and ordering the two samples.", [{ name: "generate_layout", args: { room_mm: [4200, 3100], sink: "under_window", shape: "L+island", hob_wall: "short" }, id: c1 }, { name: "order_samples", args: { items: ["Shaker painted - Sage", "Oak veneer - natural"], deliver_to: "Okafor, 12 Elm Rise" }, id: c2 }]);
  kids.push(toolSpan("generate_layout", JSON.stringify({ room_mm: [4200, 3100], sink: "under_window", shape: "L+island" }), JSON.stringify({ drawing: `layouts/${R.uuid()}.dxf`, preview: `https://cdn.example-kitchens.com/p/${R.hex(16)}.png`, worktop_m: 5.8, island_mm: [1800, 900], clearance_ok: true, render_s: R.float(2, 9, 1) }), { metadata: { nodeId: "toolAgentflow_1", toolCallId: c1 } }));
  kids.push(toolSpan("order_samples", JSON.stringify({ items: ["Shaker painted - Sage", "Oak veneer - natural"] }), JSON.stringify({ order: `SMP-${R.digits(6)}`, dispatch: "2024-05-15", courier: "DPD", tracking: `15${R.digits(12)}` }), { metadata: { nodeId: "toolAgentflow_2", toolCallId: c2 } }));
  const answer = "First layout ready: L-shape with the sink kept under the window, hob on the 3.1 m wall and a 1.8 m oak-veneer island (5.8 m of worktop, clearances OK). Samples of sage painted shaker and natural oak veneer dispatch tomorrow.";
  llm(answer);
  const root = agentSpan("Agentflow", { question: goal, chatId }, { text: answer }, kids, { chatflowid: R.uuid(), chatId, flowise_version: "3.0.0", agentflow: "v2" });
  return { goal, isolates: "Two Human Input pauses settle different points (sink stays put; which door finishes), after which the layout is generated and samples are ordered.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 dog show entries, Dify chatflow turns
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-02T19:22:10Z");
  const goal = "Enter our two Shetland Sheepdogs in the Northern Counties Championship Show on 25 May.";
  const conv = R.uuid();
  const turn = (n, userText, kids, answer) => chainSpan("conversation.turn", { role: "user", content: userText }, { answer }, kids, { conversation_id: conv, message_id: R.uuid(), turn: n, dify_app_mode: "advanced-chat" });
  const llm = (text, extra = {}) => { T.adv(900, 2500); return llmSpan("LLM", { prompt_messages: [{ role: "system", text: "You help exhibitors enter dog shows. Ask for missing details before entering." }] }, { text, finish_reason: "stop", usage: { prompt_tokens: R.int(300, 1200), completion_tokens: R.int(30, 120) } }, { node_type: "llm", model: "gpt-4o-mini", ...extra }); };
  const turns = [];
  const a1 = "Happy to help. Which dogs are you entering (registered names, sex, date of birth) and in which classes?";
  turns.push(turn(1, goal, [llm(a1)], a1));
  T.adv(200000, 600000);
  const u2 = "Rosehaven Whisper of Tide, bitch, born 3 Feb 2023, in Junior. And Ch. Rosehaven Storm Petrel, dog, in Open.";
  const a2 = "Thanks. Junior bitch and Open dog are judged in different rings that can run at the same time. Will you handle both, or should I list a second handler for one of them?";
  turns.push(turn(2, u2, [llm(a2)], a2));
  T.adv(200000, 600000);
  const u3 = "My daughter Lily Carter will handle Storm Petrel.";
  const entryArgs = { show: "NCCS-2024", entries: [{ dog: "Rosehaven Whisper of Tide", class: "Junior Bitch", handler: "Owner" }, { dog: "Ch. Rosehaven Storm Petrel", class: "Open Dog", handler: "Lily Carter" }] };
  const ent = toolSpan("enter_show", entryArgs, { status_code: 201, body: JSON.stringify({ entry_ref: `NC24-${R.digits(5)}`, fee_gbp: 58.0, catalogue: true, closing: "2024-04-20", receipt: `rcpt_${R.alnum(14)}` }) }, { metadata: { node_type: "tool", provider: "fossedata-like API" } });
  const a3 = "Done: both dogs are entered (Junior Bitch with you handling, Open Dog with Lily Carter). Fee £58 including catalogue; entries close 20 April, so no further action needed.";
  turns.push(turn(3, u3, [llm("Entering both dogs with the handler details.", {}), ent, llm(a3)], a3));
  const root = agentSpan("chatflow", { conversation_id: conv }, { answer: a3 }, turns, { app_id: R.uuid(), dify_version: "0.14.2" });
  return { goal, isolates: "Across three chat turns the assistant first asks which dogs and classes, then who handles the clashing ring; with both different answers it submits the entries.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 orchestra deputy booking, AutoGen human input
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-03T11:05:00Z");
  const goal = "Our principal horn is ill. Book a deputy principal horn for the 12 April concert (Mahler 5).";
  const kids = [];
  const asst = (content, extra) => { T.adv(1500, 4000); kids.push(llmSpan("assistant", { sender: "orchestra_manager" }, { content, role: "assistant", ...(extra || {}) }, { model: "gpt-4o", usage: { prompt_tokens: R.int(500, 2200), completion_tokens: R.int(40, 160) } })); };
  const human = (reply) => { T.adv(60000, 400000); kids.push(span("human", "orchestra_manager.get_human_input", { prompt: "Provide feedback to assistant:" }, reply, { metadata: { human_input_mode: "ALWAYS" } })); };
  asst("Do you need the deputy for the rehearsals on 10 and 11 April as well, or only for the concert on the 12th?");
  human("Both rehearsals and the concert. The general rehearsal is on the 11th at 10:00.");
  asst("Thanks. Mahler 5 has the obbligato horn in the Scherzo: should the deputy play it standing, as our principal usually does, and do you also need an assistant (bumper) booked?");
  human("Yes, standing, and yes, book our regular bumper too.");
  asst(null, { tool_calls: [{ id: R.callId(), type: "function", function: { name: "search_deputies", arguments: JSON.stringify({ instrument: "horn", seat: "principal", dates: ["2024-04-10", "2024-04-11", "2024-04-12"] }) } }] });
  kids.push(toolSpan("search_deputies", { instrument: "horn", seat: "principal", dates: ["2024-04-10", "2024-04-11", "2024-04-12"] }, JSON.stringify({ available: [{ name: "R. Castellanos", fee_per_call: 220, mahler5_recent: true }, { name: "J. Whitcombe", fee_per_call: 195, mahler5_recent: false }], fixer_db_rev: R.int(500, 700) }), { metadata: { executor: "orchestra_manager" } }));
  asst(null, { tool_calls: [{ id: R.callId(), type: "function", function: { name: "book_players", arguments: JSON.stringify({ bookings: [{ name: "R. Castellanos", seat: "principal horn", calls: 3, note: "Scherzo obbligato standing" }, { name: "T. Barnes", seat: "assistant horn", calls: 3 }] }) } }] });
  kids.push(toolSpan("book_players", { bookings: [{ name: "R. Castellanos", calls: 3 }, { name: "T. Barnes", calls: 3 }] }, JSON.stringify({ contracts: [`CT-${R.digits(5)}`, `CT-${R.digits(5)}`], emailed: true, total_fee: 1260 }), { metadata: { executor: "orchestra_manager" } }));
  asst("Booked R. Castellanos (played Mahler 5 recently) as deputy principal horn for 10 and 11 April rehearsals and the 12 April concert, playing the Scherzo obbligato standing, plus T. Barnes as bumper for all three calls. Contracts emailed; total fees £1,260. TERMINATE");
  const root = agentSpan("initiate_chat", { sender: "orchestra_manager", recipient: "assistant", message: goal }, { summary: "Deputy principal horn and bumper booked for three calls." }, kids, { autogen_version: "0.2.30", human_input_mode: "ALWAYS" });
  return { goal, isolates: "The assistant asks about which calls are needed, then about the standing obbligato and a bumper; both answers are new and it books two players accordingly.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
