import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "refined_search";

// 01: browser-use: paper not found in library discovery by title; DOI learnt from a citation finds it on the publisher site.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Get the PDF of the 2019 paper on 'sediment transport in braided rivers under ice cover' by Lindqvist et al. through the university library.";
  const steps = [];
  const st = (ev, mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Unknown", "Start", "Search library discovery", "go_to_url", { url: "https://search.lib.northumbria.example/discovery?q=sediment+transport+braided+rivers+ice+cover+Lindqvist" }, { extracted_content: `0 results for your search. Did you mean: "sediment transport braided river ice"? (qid ${n.hex(10)})` });
  st("Failed - 0 results", "Title search gave nothing", "Try the suggested broader phrasing", "go_to_url", { url: "https://search.lib.northumbria.example/discovery?q=sediment+transport+braided+river+ice" }, { extracted_content: "1,482 results. Top: 'Ice jams and bedload...' (2011); 'River ice processes' (2004); 'Braided river morphodynamics' (2016) ... none by Lindqvist" });
  st("Too many - 1,482, none by Lindqvist", "Broad query floods results", "Find an exact citation via Google Scholar", "go_to_url", { url: "https://scholar.google.com/scholar?q=Lindqvist+2019+braided+ice+cover+sediment" }, { extracted_content: "[PDF] Bedload transport in braided channels beneath seasonal ice cover — H Lindqvist, M Ek, T Sand — Water Resources Research, 2019 — doi:10.1029/2018WR024117 — Cited by 37" });
  st("Success - exact title and DOI 10.1029/2018WR024117", "New: real title + journal + DOI", "Resolve the DOI through the library proxy", "go_to_url", { url: "https://doi-org.ezproxy.northumbria.example/10.1029/2018WR024117" }, { extracted_content: `Redirected to agupubs.onlinelibrary.wiley.com (proxied). Access: Institutional — Northumbria University. [PDF] button index 31. ezproxy session ${n.sid()}` });
  st("Success - institutional access", "Access confirmed", "Download PDF", "click_element_by_index", { index: 31 }, { extracted_content: `⬇️ Downloaded 2018WR024117.pdf (3.8 MB) to ${n.tmp("pdf")}` });
  st("Success - PDF saved", "Downloaded", "Check first page", "read_pdf", { path: "2018WR024117.pdf", pages: [1] }, { text: "Water Resources Research, 55, 3120–3141. Bedload Transport in Braided Channels Beneath Seasonal Ice Cover. H. Lindqvist, M. Ek, T. Sand" });
  st("Verified", "Done", "Report", "done", { text: "Found it as 'Bedload Transport in Braided Channels Beneath Seasonal Ice Cover' (WRR 2019, doi:10.1029/2018WR024117); PDF downloaded via library proxy.", success: true }, { is_done: true });
  for (let k = 0; k < 2; k++) steps.push(S.span("event", "telemetry.flush", { batch: k }, { sent: n.int(3, 12), endpoint: n.host("telemetry") }));
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent gets 0 and then 1,482 useless library hits, learns the exact title and DOI from Google Scholar, and resolves it through the proxy to download the PDF.", false, false, goal, root);
}

// 02: Stagehand on a marketplace: too many results, a constraint read from a spec sheet narrows it.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Buy a replacement battery for a Makita XFD131 drill on toolyard.com; it must be genuine Makita, 18V, at least 4.0Ah, under $90.";
  const kids = [];
  const ex = (i, r) => kids.push(S.tool("stagehand.extract", { instruction: i }, r, { children: [S.llm("stagehand.inference", { instruction: i }, JSON.stringify(r).slice(0, 200))] }));
  const act = (a, r) => kids.push(S.tool("stagehand.act", { action: a }, r));
  kids.push(S.tool("page.goto", { url: "https://www.toolyard.com" }, { status: 200, headers: { "set-cookie": `ty_sess=${n.sid()}; Path=/; HttpOnly`, date: n.httpDate() } }));
  act("search for 'makita 18v battery'", { success: true });
  ex("count results and list first 5 titles with price", { total: "2,316 results", items: ["Makita BL1850B 5.0Ah $99", "POWERTEC for Makita 18V 6.0Ah 2-pack $45", "Makita BL1840B 4.0Ah $79", "Waitley 18V 5.0Ah compatible $29", "Makita BL1830B 3.0Ah $59"] });
  kids.push(S.llm("gpt-4o", { messages: [{ role: "user", content: goal }] }, "2,316 results mixing genuine and compatible packs. The BL1840B (4.0Ah, $79) looks right but I should confirm the XFD131 uses the LXT slide-style battery before filtering by brand."));
  act("open the product page for the Makita XFD131 drill", { success: true });
  ex("extract the compatible battery series from the spec table", { battery_platform: "18V LXT (slide-style)", recommended: "BL1840B, BL1850B" });
  act("filter brand: Makita (genuine), voltage 18V, capacity 4.0Ah and above, price under $90", { success: true, url: `https://www.toolyard.com/s?q=makita+18v+lxt+battery&brand=makita&cap_min=4&price_max=90&_x=${n.hex(6)}` });
  ex("list results with title, price, seller", { total: "3 results", items: [{ t: "Makita BL1840B 18V LXT 4.0Ah", p: "$79.00", seller: "Toolyard" }, { t: "Makita BL1840B 4.0Ah (open box)", p: "$64.00", seller: "ToolyardOutlet" }, { t: "Makita BL1845 4.5Ah", p: "$88.50", seller: "ProSupplyCo" }] });
  kids.push(S.llm("gpt-4o", {}, "Filtered to 3 genuine LXT packs. I'll take the new BL1840B at $79 sold by Toolyard rather than open box."));
  act("click Add to cart on 'Makita BL1840B 18V LXT 4.0Ah' sold by Toolyard", { success: true, message: "Cart (1)" });
  act("proceed to checkout and place order with saved card", { success: true });
  ex("extract order number and total", { order: `TY-${n.int(10000000, 99999999)}`, total: "$85.12 incl. tax", eta: "Thu" });
  kids.push(S.llm("gpt-4o", {}, "Ordered a genuine Makita BL1840B 18V LXT 4.0Ah battery for $79 ($85.12 with tax), arriving Thursday."));
  const root = S.agent("stagehand.agent.execute", { instruction: goal }, { success: true, completed: true }, kids, { sessionId: n.uuid() });
  return row(FAM, 2, "Stagehand agent's first search returns 2,316 mixed results; a spec-sheet fact (18V LXT) lets it apply brand/capacity/price filters to 3 results and it orders one.", false, false, goal, root);
}

// 03: desktop agent: file search in home finds nothing, a clue in an email points to a network share.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Attach the signed NDA with Halvorsen Biotech to a reply to Erik's latest email in Thunderbird.";
  const kids = [];
  const p = (th, act) => kids.push(S.llm("qwen2-vl-72b", { messages: [{ role: "user", content: goal }] }, `Thought: ${th}\nAction: ${act}`));
  const x = (name, a, o) => kids.push(S.tool(name, a, o));
  p("Search home for the NDA.", "run('find ~ -iname \"*halvorsen*nda*\"')");
  x("shell", { cmd: "find ~ -iname '*halvorsen*nda*'" }, { stdout: "", stderr: "", rc: 0, elapsed: n.secs() });
  p("No filename match. Try PDFs containing 'Halvorsen' via tracker.", "run('tracker3 search Halvorsen')");
  x("shell", { cmd: "tracker3 search Halvorsen" }, { stdout: "Results:\n  file:///home/user/Downloads/halvorsen_pitchdeck_v3.pdf\n  file:///home/user/Documents/notes/biotech_leads.md", rc: 0 });
  p("Only a pitch deck and notes. Check Erik's email for where the signed copy lives.", "click(312, 188)");
  x("xdotool", { action: "click", x: 312, y: 188 }, { ocr: "From: Erik Lund — Re: NDA\n…the countersigned version is on the Legal share: \\\\fs01\\legal\\NDAs\\2024\\Halvorsen_mutual_NDA_signed.pdf" });
  p("New clue: it's on the Legal SMB share, path given. Mount and look there.", "run('gio mount smb://fs01/legal && ls /run/user/1000/gvfs/smb-share:server=fs01,share=legal/NDAs/2024')");
  x("shell", { cmd: "gio mount smb://fs01/legal; ls .../NDAs/2024" }, { stdout: "Arkwright_NDA_signed.pdf\nHalvorsen_mutual_NDA_signed.pdf\nNordlys_NDA_draft.docx", rc: 0 });
  p("Found it. Reply to Erik and attach.", "click(88, 64)");
  x("xdotool", { action: "click", x: 88, y: 64 }, { ocr: "Write: Re: NDA — To: Erik Lund" });
  x("xdotool", { action: "key", keys: "ctrl+shift+a" }, { ocr: "Attach File(s) dialog" });
  x("xdotool", { action: "type", text: "/run/user/1000/gvfs/smb-share:server=fs01,share=legal/NDAs/2024/Halvorsen_mutual_NDA_signed.pdf\n" }, { ocr: "Attachment: Halvorsen_mutual_NDA_signed.pdf (412 KB)" });
  x("xdotool", { action: "type", text: "Hi Erik, attached is the signed NDA. Best, Jo" }, { ok: true });
  x("xdotool", { action: "key", keys: "ctrl+Return" }, { ocr: `Message sent · ${n.clockStr()}` });
  p("Sent with the attachment.", "DONE");
  const root = S.agent("os_agent.episode", { instruction: goal, platform: "ubuntu-gnome" }, { done: true }, kids, { screen: "1920x1080" });
  return row(FAM, 3, "Desktop agent's home-folder searches find nothing relevant; Erik's email reveals an SMB path, the share listing shows the signed NDA, and it sends the reply with the attachment.", false, false, goal, root);
}
export default [r01, r02, r03];
