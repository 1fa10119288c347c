import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "pagination_to_end";

// 01: browser-use scraping apartment listings across pages until the last page.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "List every 2-bedroom apartment under $2,400/month in Astoria on nestfinder.com (all result pages) with address, rent and move-in date.";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  const pages = [
    [["31-14 30th Ave #3F", 2295, "Nov 1"], ["25-40 Crescent St #2", 2350, "Oct 15"], ["22-19 33rd St #1R", 2180, "Nov 15"]],
    [["30-72 41st St #4", 2399, "Dec 1"], ["14-33 27th Ave #B", 2050, "Now"], ["37-06 Ditmars Blvd #5A", 2375, "Nov 1"]],
    [["21-77 Steinway St #2F", 2240, "Oct 20"], ["45-12 Broadway #3", 2310, "Dec 1"]],
  ];
  st("Start", "Search with filters", "go_to_url", { url: "https://nestfinder.com/nyc/astoria/apartments?beds=2&max=2400" }, { extracted_content: `Navigated; page 1 of 3 (8 results); visitor=${n.uuid()}` });
  let got = 0;
  pages.forEach((p, k) => {
    got += p.length;
    st(`${got - p.length} listings so far`, `Extract listings on page ${k + 1}`, "extract_content", { goal: "listing address, rent, move-in" }, { extracted_content: JSON.stringify({ page: k + 1, of: 3, listings: p.map(([a, r, m]) => ({ address: a, rent: r, move_in: m, posted: n.ago(), photos: n.int(4, 22) })), sponsored: { slot: `spn-${n.hex(6)}` } }) });
    if (k < 2) st(`${got} listings collected`, `Open page ${k + 2}`, "click_element_by_index", { index: 60 + n.int(0, 9) }, { extracted_content: `🖱️ Clicked 'Next ›' — page ${k + 2} of 3` });
  });
  st("8 listings; page 3 of 3, Next disabled", "Confirm no next page", "scroll_down", { amount: 1200 }, { extracted_content: "🔍 Scrolled down 1200px. Pagination: ‹ Prev  1 2 [3]  Next (disabled). 'Showing 7–8 of 8'" });
  st("All 8 collected", "Report", "done", { text: "8 apartments: 31-14 30th Ave #3F $2,295 (Nov 1); 25-40 Crescent St #2 $2,350 (Oct 15); 22-19 33rd St #1R $2,180 (Nov 15); 30-72 41st St #4 $2,399 (Dec 1); 14-33 27th Ave #B $2,050 (now); 37-06 Ditmars Blvd #5A $2,375 (Nov 1); 21-77 Steinway St #2F $2,240 (Oct 20); 45-12 Broadway #3 $2,310 (Dec 1).", success: true }, { is_done: true });
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent pages through three result pages of apartment listings, each bringing new listings, stops when Next is disabled and 'Showing 7–8 of 8', then reports all 8.", false, false, goal, root);
}

// 02: WebArena Magento admin: customer grid paged until the last page.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "In the shop admin, list all customers whose account was created in Pennsylvania (billing state PA) and count them.";
  const kids = [];
  const step = (think, action, obs) => { kids.push(S.llm("gpt-4-turbo", { prompt: `OBJECTIVE: ${goal}\nOBSERVATION: ...` }, `Let's think step-by-step. ${think} In summary, the next action I will perform is \`\`\`${action}\`\`\``)); kids.push(S.tool("env.step", { action }, { observation: obs, url: `http://shop-admin.local:7780/admin/customer/index/key/${n.hex(64)}/` })); };
  step("Open Customers > All Customers.", "click [1203]", "[1530] StaticText '70 records found'\n[1540] combobox 'per page' value: '20'");
  step("Filter by State/Province.", "click [1502]", "[1610] textbox 'State/Province'");
  step("Type Pennsylvania.", "type [1610] [Pennsylvania] [1]", "[1530] StaticText '9 records found'\n[1540] combobox 'per page' value: '4' (saved view 'PA audit')\n[1541] StaticText 'Page 1 of 3'");
  step("9 records at 4 per page from the saved view, so 3 pages. I'll read page 1.", "scroll [down]", "[1601] row 'Jennifer White · jwhite@gmail.com · Philadelphia, PA'\n[1602] row 'Sarah Miller · helloworld@yahoo.com · Pittsburgh, PA'\n[1603] row 'Adam Garcia · gamingpro456@gmail.com · Allentown, PA'\n[1604] row 'Lily Potter · lily.potter@hogwarts.edu · Erie, PA'\nPage [1] of 3");
  step("4 customers on page 1. Next page.", "click [1545]", "[1601] row 'Michael Nguyen · mnguyen@gmail.com · Harrisburg, PA'\n[1602] row 'Grace Lee · gracelee@outlook.com · Scranton, PA'\n[1603] row 'Bob Johnson · bob.j@yahoo.com · Reading, PA'\n[1604] row 'Olivia Jackson · ojackson@gmail.com · Lancaster, PA'\nPage [2] of 3");
  step("4 more (8). Next page.", "click [1545]", "[1601] row 'Samantha Jones · sam.jones@gmail.com · Bethlehem, PA'\nPage [3] of 3\n[1545] button 'Next page' disabled: True");
  step("Page 3 of 3 with one customer; Next is disabled. Total is 9.", "stop [9 customers in PA: Jennifer White, Sarah Miller, Adam Garcia, Lily Potter, Michael Nguyen, Grace Lee, Bob Johnson, Olivia Jackson, Samantha Jones]", "Episode ended.");
  const root = S.agent("webarena.run_episode", { intent: goal, sites: ["shopping_admin"] }, { answer: "9", score: 1.0 }, kids, { agent: "PromptAgent (cot)" });
  return row(FAM, 2, "WebArena-style agent filters the customer grid and pages 1→2→3, each page listing different customers, stopping at the disabled Next button with a count of 9.", false, false, goal, root);
}

// 03: Stagehand: 'Load more' on a news archive until 'No more articles'.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Collect the headlines of every article tagged 'heat pumps' on greengridnews.org published in 2024 and group them by month.";
  const kids = [];
  kids.push(S.tool("page.goto", { url: "https://greengridnews.org/tag/heat-pumps" }, { status: 200, headers: { "cf-cache-status": "HIT", age: String(n.int(1, 900)), "cf-ray": n.cfRay() } }));
  kids.push(S.tool("stagehand.act", { action: "dismiss the newsletter popup" }, { success: true, message: "clicked 'No thanks'" }));
  kids.push(S.tool("stagehand.extract", { instruction: "extract tag title and article count", schema: { title: "string", count: "string" } }, { title: "Heat pumps", count: "Showing 3 articles" }));
  const batches = [
    [["Dec 3", "Cold-climate heat pump sales top gas furnaces in Maine"], ["Nov 20", "EU heat pump subsidy cut sparks installer layoffs"], ["Nov 2", "Why your heat pump ices up (and why it's fine)"]],
    [["Oct 18", "Utility pilots time-of-use rates for heat pump homes"], ["Sep 9", "Propane-to-heat-pump retrofit: a Vermont case study"], ["Aug 27", "R-290 units reach US distributors"]],
    [["Jun 14", "Ground-source loops get new federal credit guidance"], ["Mar 5", "Heat pump water heaters: the 2024 buyer's guide"], ["Dec 28, 2023", "Year in review: heat pumps in 2023"]],
  ];
  batches.forEach((b, k) => {
    kids.push(S.llm("gpt-4o-mini", { messages: [{ role: "user", content: goal }] }, k ? `Batch ${k} added ${batches[k - 1].length} older articles down to ${batches[k - 1].at(-1)[0]}; still in 2024, extract the next set.` : "Extract the visible articles."));
    kids.push(S.tool("stagehand.extract", { instruction: "extract article headline and date for newly loaded cards", schema: { items: [{ date: "string", headline: "string" }] } }, { items: b.map(([d, h]) => ({ date: d, headline: h })), card_count: 3 * (k + 1), lazy_img_token: n.b62(10) }));
    if (k < 2) kids.push(S.tool("stagehand.act", { action: "click the 'Load more' button" }, { success: true, message: `clicked 'Load more' (xpath /html/body/main/div[${n.int(3, 5)}]/button)` }));
  });
  kids.push(S.tool("stagehand.observe", { instruction: "is there a 'Load more' button?" }, []));
  kids.push(S.tool("fs.writeFile", { path: "out/heat_pumps_2024.json" }, { bytes: 1184 }));
  kids.push(S.llm("gpt-4o-mini", { messages: [] }, "The last batch reached December 2023, so all 2024 articles are loaded (8). Grouping: Dec 1, Nov 2, Oct 1, Sep 1, Aug 1, Jun 1, Mar 1."));
  const root = S.agent("stagehand.script", { goal }, { months: { Dec: 1, Nov: 2, Oct: 1, Sep: 1, Aug: 1, Jun: 1, Mar: 1 }, total: 8 }, kids, { sessionId: n.uuid() });
  return row(FAM, 3, "Stagehand script clicks 'Load more' twice, each batch bringing older, new headlines, stops once dates pass into 2023, and groups the 8 articles by month.", false, false, goal, root);
}
export default [r01, r02, r03];
