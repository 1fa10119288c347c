import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "progressive_planning";

// 01: browser-use: several long planning steps for a trip booking, each adding concrete facts, then execution.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Plan and book a 3-night Lisbon trip for two, Mar 14–17, total budget €900 for flights from Madrid plus hotel; prefer Alfama or Baixa.";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatAnthropic.ainvoke", { model: "claude-3-5-sonnet", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Plan step 1: budget €900 for 2 people = €450 pp. Flights MAD-LIS usually €60–140 return on TAP/Iberia/Ryanair; check flights first to know what remains for 3 hotel nights.", "Search flights", "go_to_url", { url: "https://www.skyscanner.example/transport/flights/mad/lis/240314/240317/?adults=2" }, { extracted_content: "TAP TP1027 08:05→08:25 / TP1028 19:40→22:00 — €212 total for 2 | Ryanair FR7391 06:30→06:45 / FR7392 21:15→23:35 — €148 total for 2 (no bags) | Iberia IB3104 — €276" });
  st("Plan step 2: Ryanair €148 but +€2×2×22 bag fees = €236; TAP €212 includes 1 bag each, better times. TAP chosen: €212, leaving €688 for 3 nights = €229/night max.", "Search hotels Alfama/Baixa ≤ €229/night", "go_to_url", { url: "https://www.booking.example/searchresults.html?ss=Lisbon&checkin=2024-03-14&checkout=2024-03-17&group_adults=2&nflt=di%3D2260%3Bprice%3DEUR-0-229" }, { extracted_content: `Memmo Alfama — €241/night — 9.1 | Lisboa Pessoa Baixa — €198/night — 8.8 | Alfama 1100 Guesthouse — €132/night — 9.0 | Baixa House — €176/night — 9.3 (pid ${n.hex(8)})` });
  st("Plan step 3: Memmo exceeds €229 cap. Baixa House 9.3 at €176×3 = €528 + TAP €212 = €740, €160 headroom; Alfama 1100 is cheaper (€396) but shared bathroom per details. Decision: Baixa House, check cancellation terms.", "Open Baixa House details", "click_element_by_index", { index: 58 }, { extracted_content: "Baixa House — Apartment with balcony — Free cancellation until Mar 11 — City tax €4 pp/night (€24 total, pay at property)" });
  st("Plan step 4: with city tax €24, total = €212 + €528 + €24 = €764, under €900 by €136. Free cancellation to Mar 11 so book hotel first, then flights.", "Reserve hotel", "click_element_by_index", { index: 71 }, { extracted_content: `Reservation confirmed — Baixa House — Mar 14–17 — €528 — Conf. ${n.int(3000000000, 3999999999)} · PIN ${n.int(1000, 9999)}` });
  st("Hotel booked €528. Now TAP flights €212.", "Book TAP flights", "go_to_url", { url: "https://www.flytap.example/booking?flights=TP1027,TP1028&adt=2" }, { extracted_content: `Booking ref ${n.b62(6).toUpperCase()} — TP1027 Mar 14 08:05 / TP1028 Mar 17 19:40 — 2 adults — €212.00 paid` });
  st("All booked: total €764 incl. city tax.", "Report", "done", { text: "Booked TAP TP1027/TP1028 (€212, bags included) and Baixa House Mar 14–17 (€528 + €24 city tax at property). Total €764, €136 under budget.", success: true }, { is_done: true });
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use", planner_llm: "claude-3-5-sonnet" });
  for (let k = 0; k < 3; k++) root.children.push(S.span("chain", "memory.summarize", { step: 2 * k + 1 }, { tokens_saved: n.int(800, 3000) }));
  return row(FAM, 1, "Browser-use agent's long plan steps each add new numbers (fares, bag fees, nightly cap, city tax) and decisions, then it books hotel and flights within budget.", false, false, goal, root);
}

// 02: Anthropic computer-use with extended thinking blocks planning a spreadsheet cleanup, each block concrete.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "In the Google Sheet 'Volunteer roster 2024' (open in Chrome), remove duplicate volunteers, normalise phone numbers to +1-XXX-XXX-XXXX, and add a 'Shifts' count column from the 'Signups' tab.";
  const kids = [];
  const t = (thinking, text, input, out) => { kids.push(S.llm("anthropic.messages.create", { model: "claude-3-7-sonnet-20250219", thinking: { type: "enabled", budget_tokens: 4096 }, messages: [{ role: "user", content: goal }] }, { content: [...(thinking ? [{ type: "thinking", thinking, signature: n.b62(40) }] : []), ...(text ? [{ type: "text", text }] : []), { type: "tool_use", name: "computer", input }] })); kids.push(S.tool("computer", input, out)); };
  const sh = (o) => ({ note: "screenshot taken", ...n.shotMeta(1440, 900), ocr: o });
  t(null, "Screenshot.", { action: "screenshot" }, sh("Volunteer roster 2024 — Roster | Signups — A:Name B:Email C:Phone — rows 2–214"));
  t("Roster has 213 data rows (2–214). Columns: Name, Email, Phone. Duplicates are likely by email since names vary in case. Plan part 1: Data > Data cleanup > Remove duplicates on column B only.", "Opening Data menu.", { action: "left_click", coordinate: [268, 92] }, sh("Data — Sort range · Create a filter · Data cleanup ▸"));
  t(null, null, { action: "left_click", coordinate: [320, 418] }, sh("Data cleanup ▸ Remove duplicates"));
  t(null, null, { action: "left_click", coordinate: [520, 418] }, sh("Remove duplicates — Data has header row ☑ — Columns: ☑ A ☑ B ☑ C"));
  t("Dialog defaults to all 3 columns; that would miss 'Ana Ruiz' vs 'ana ruiz' rows with same email. Uncheck A and C so duplicates are judged by email only.", null, { action: "left_click", coordinate: [610, 470] }, sh("☐ A ☑ B ☑ C"));
  t(null, null, { action: "left_click", coordinate: [610, 530] }, sh("☐ A ☑ B ☐ C"));
  t(null, null, { action: "left_click", coordinate: [760, 640] }, sh("17 duplicate rows found and removed. 196 unique rows remain."));
  t("196 rows remain after removing 17. Plan part 2: phones appear as '(503) 555-0142', '503.555.0198', '5035550111'. A helper column D with =REGEXREPLACE(C2,\"\\D\",\"\") gives 10 digits; then E = \"+1-\"&MID(D2,1,3)&\"-\"&MID(D2,4,3)&\"-\"&MID(D2,7,4). Paste values back into C and delete helpers.", "Typing the helper formula.", { action: "left_click", coordinate: [540, 180] }, sh("D1 selected"));
  t(null, null, { action: "type", text: "=ARRAYFORMULA(IF(C2:C197=\"\",,\"+1-\"&REGEXREPLACE(REGEXREPLACE(C2:C197,\"\\D\",\"\"),\"^1?(\\d{3})(\\d{3})(\\d{4})$\",\"$1-$2-$3\")))\n" }, sh("D2: +1-503-555-0142 · D3: +1-503-555-0198 · D4: +1-971-555-0107"));
  t("Spot check: D2–D4 correct and the ^1? handles 11-digit entries like 15035550111. Plan part 3: Shifts = COUNTIF(Signups!B:B, B2) since Signups column B is email; header F1 'Shifts'.", null, { action: "left_click", coordinate: [700, 158] }, sh("F1 selected"));
  t(null, null, { action: "type", text: "Shifts\n=ARRAYFORMULA(IF(B2:B197=\"\",,COUNTIF(Signups!B:B,B2:B197)))\n" }, sh("F2: 4 · F3: 1 · F4: 7"));
  t(null, "Copy D to C as values.", { action: "key", text: "ctrl+shift+v" }, sh("C2: +1-503-555-0142 (value)"));
  kids.push(S.llm("anthropic.messages.create", {}, { content: [{ type: "text", text: "Removed 17 duplicate volunteers by email (196 remain), normalised phones to +1-XXX-XXX-XXXX, and added a Shifts column counting Signups by email." }] }));
  const root = S.agent("computer_use.sampling_loop", { task: goal }, { status: "completed" }, kids, { betas: ["computer-use-2025-01-24"] });
  return row(FAM, 2, "Computer-use agent with extended thinking writes consecutive long plans (dedupe by email, a regex phone formula, COUNTIF for shifts), each with new concrete decisions, and executes them.", false, false, goal, root);
}

// 03: WebArena-style agent with a long deliberation before filling a form in a CMS, each paragraph new.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "On the shop admin, create a 20%-off cart price rule for the 'Yoga' category, valid Dec 1–7, code YOGA20, limited to 1 use per customer, not combinable with other rules.";
  const kids = [];
  const step = (think, action, obs) => { kids.push(S.llm("gpt-4o", { prompt: `OBJECTIVE: ${goal}` }, `${think} In summary, the next action I will perform is \`\`\`${action}\`\`\``)); kids.push(S.tool("env.step", { action }, { observation: obs, url: `http://shop-admin.local:7780/admin/sales_rule/promo_quote/new/key/${n.hex(64)}/` })); };
  step("Let's think step-by-step. Cart price rules live under Marketing > Cart Price Rules. The form has Rule Information, Conditions and Actions sections. I need: name, websites=Main Website, customer groups=all 4 (NOT LOGGED IN, General, Wholesale, Retailer), coupon=Specific Coupon YOGA20, uses per customer=1, from 12/1 to 12/7.", "goto [http://shop-admin.local:7780/admin/sales_rule/promo_quote/new/]", "[801] textbox 'Rule Name *'\n[805] listbox 'Websites *'\n[807] listbox 'Customer Groups *'\n[812] combobox 'Coupon'");
  step("Rule name first: 'Yoga 20% Dec 1-7'.", "type [801] [Yoga 20% Dec 1-7] [0]", "[801] value 'Yoga 20% Dec 1-7'");
  step("Select Main Website.", "click [805]", "[805] option 'Main Website' selected");
  step("Customer groups: select all four with ctrl-click; the listbox shows them in order NOT LOGGED IN (0), General (1), Wholesale (2), Retailer (3).", "click [807]", "[807] options 'NOT LOGGED IN','General','Wholesale','Retailer' selected");
  step("Coupon: 'Specific Coupon' reveals a code field [815] and 'Uses per Customer' [818].", "select [812] [Specific Coupon]", "[815] textbox 'Coupon Code'\n[817] textbox 'Uses per Coupon'\n[818] textbox 'Uses per Customer'");
  step("Code YOGA20.", "type [815] [YOGA20] [0]", "[815] value 'YOGA20'");
  step("1 use per customer; leave uses per coupon blank (unlimited overall).", "type [818] [1] [0]", "[818] value '1'");
  step("Dates: the admin locale is en_US so From=12/1/2024 and To=12/7/2024.", "type [820] [12/1/2024] [0]", "[820] value '12/1/2024'");
  step("To date.", "type [821] [12/7/2024] [0]", "[821] value '12/7/2024'");
  step("Actions: 'Percent of product price discount', amount 20, 'Discard subsequent rules' = Yes for non-combinable. Then the Yoga condition is in Actions > 'Apply the rule only to cart items matching': Category is 24 (Yoga category id seen in Catalog earlier).", "click [840]", "[842] combobox 'Apply' value 'Percent of product price discount'\n[843] textbox 'Discount Amount'\n[846] switch 'Discard subsequent rules'");
  step("Amount 20.", "type [843] [20] [0]", "[843] value '20'");
  step("Discard subsequent rules on.", "click [846]", "[846] switch checked: True");
  step("Category condition: add 'Category is 24'.", "type [850] [24] [0]", "[850] 'Category is 24'");
  step("Save.", "click [790]", `[700] StaticText 'You saved the rule.' · rule_id ${n.int(10, 99)}`);
  step("Saved.", "stop [Created rule 'Yoga 20% Dec 1-7' with code YOGA20]", "Episode ended.");
  const root = S.agent("webarena.run_episode", { intent: goal, sites: ["shopping_admin"] }, { score: 1.0 }, kids, { agent: "PromptAgent (cot)" });
  return row(FAM, 3, "WebArena-style agent reasons at length through a price-rule form, each step naming new fields, values and ids (groups, coupon limits, dates, category 24), and saves the rule.", false, false, goal, root);
}
export default [r01, r02, r03];
