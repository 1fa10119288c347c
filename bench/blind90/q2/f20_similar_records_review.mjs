import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "similar_records_review";

// 01: browser-use reading six GitHub PR pages with the same template, different contents, then a summary.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Review the six open PRs labelled 'needs-review' in github.com/tessellate-io/tilekit and give me a one-line status for each (CI, approvals, conflicts).";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Start", "Open PR list", "go_to_url", { url: "https://github.com/tessellate-io/tilekit/pulls?q=is%3Aopen+label%3Aneeds-review" }, { extracted_content: "6 Open: #812 #809 #804 #798 #790 #777" });
  const prs = [
    [812, "Add WebGPU raster backend", "CI ✓ 14/14", "1 approval (needs 2)", "No conflicts"],
    [809, "Fix tile seams at zoom 18+", "CI ✗ 1 failing (e2e-safari)", "0 approvals", "No conflicts"],
    [804, "Bump protobufjs to 7.3.2", "CI ✓", "2 approvals", "Conflicts in package-lock.json"],
    [798, "Vector label collision v2", "CI ✓", "Changes requested by @mhollis", "No conflicts"],
    [790, "Docs: offline caching guide", "CI ✓ (docs only)", "2 approvals", "No conflicts — ready to merge"],
    [777, "Experimental: 3D terrain", "CI ✗ 3 failing", "0 approvals", "Conflicts in src/render/pipeline.ts; stale 41 days"],
  ];
  prs.forEach(([num, t, ci, ap, cf], k) => {
    st(`${k}/6 reviewed`, `Read PR #${num}`, "go_to_url", { url: `https://github.com/tessellate-io/tilekit/pull/${num}` }, { extracted_content: `Title: ${t} #${num}\nChecks: ${ci}\nReviews: ${ap}\nMerge: ${cf}\nLast updated ${n.ago()}` });
  });
  st("6/6 reviewed", "Summarise", "done", { text: prs.map(([num, t, ci, ap, cf]) => `#${num} ${t}: ${ci}; ${ap}; ${cf}.`).join("\n"), success: true }, { is_done: true });
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  for (let k = 0; k < 4; k++) root.children.push(S.span("chain", "browser.context.cleanup", { tab: n.tab() }, { closed: true }));
  return row(FAM, 1, "Browser-use agent opens six PR pages with the same layout but different CI, review and conflict states, then writes one status line each.", false, false, goal, root);
}

// 02: Playwright MCP reading vendor invoices in a procurement portal.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Open each October invoice from vendor 'Brightline Logistics' in the Coupa-like portal and flag any whose amount differs from its purchase order.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("claude-sonnet-4", { messages: [{ role: "user", content: goal }] }, { text, tool_calls: [{ name: tool, arguments: args }] })); kids.push(S.tool(tool, args, out)); };
  c("Filter invoices.", "browser_navigate", { url: "https://buy.orbitalfreight.example/invoices?supplier=Brightline%20Logistics&month=2024-10" }, `- table "Invoices": 7 rows\n- text "Session expires in ${n.int(10, 29)} min"`);
  const inv = [["BL-10341", "PO-55120", "$4,180.00", "$4,180.00"], ["BL-10358", "PO-55127", "$2,940.50", "$2,940.50"], ["BL-10372", "PO-55131", "$6,612.00", "$6,120.00"], ["BL-10380", "PO-55140", "$1,075.25", "$1,075.25"], ["BL-10391", "PO-55146", "$3,300.00", "$3,300.00"], ["BL-10402", "PO-55152", "$8,945.10", "$8,495.10"], ["BL-10415", "PO-55160", "$512.00", "$512.00"]];
  inv.forEach(([i, po, amt, poAmt], k) => {
    c(k ? `${inv[k - 1][0]} ${inv[k - 1][2] === inv[k - 1][3] ? "matches" : "MISMATCH"}. Next: ${i}.` : `Opening ${i}.`, "browser_click", { element: `Invoice ${i}`, ref: `e${n.int(40, 120)}` }, `- heading "Invoice ${i}"\n- text "PO: ${po}"\n- text "Invoice total: ${amt}"\n- text "PO total: ${poAmt}"\n- text "Received ${n.ago()}"`);
  });
  kids.push(S.llm("claude-sonnet-4", {}, { text: "Reviewed 7 October invoices. Two mismatches: BL-10372 billed $6,612.00 vs PO-55131 $6,120.00 (+$492.00); BL-10402 billed $8,945.10 vs PO-55152 $8,495.10 (+$450.00, looks like a digit transposition). The other five match." }));
  const root = S.agent("claude-code.session", { prompt: goal }, { result: "2 flagged" }, kids, { mcp: "@playwright/mcp" });
  return row(FAM, 2, "Playwright-MCP agent opens seven invoices with identical layouts and different numbers, comparing each to its PO, and flags the two mismatches.", false, false, goal, root);
}

// 03: Anthropic computer-use reading résumé PDFs in a desktop file viewer.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Open the five résumés in ~/Hiring/backend-2024 with the PDF viewer and rank the candidates by years of Go experience.";
  const kids = [];
  const t = (text, input, out) => { kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", name: "computer", input }] })); kids.push(S.tool("computer", input, out)); };
  t("Open the folder in Files.", { action: "key", text: "super+e" }, { note: "screenshot taken", ...n.shotMeta(), ocr: "backend-2024: amara_okoye.pdf · diego_ferreira.pdf · hyejin_park.pdf · sven_larsen.pdf · tanvi_rao.pdf" });
  const cv = [["amara_okoye.pdf", "Amara Okoye — Senior Backend Engineer, Paystack (2019–now): Go microservices, 5 yrs Go; Kafka; Postgres"], ["diego_ferreira.pdf", "Diego Ferreira — Backend Dev, Nubank (2021–now): Clojure, 1 yr Go side projects"], ["hyejin_park.pdf", "Hyejin Park — Staff Engineer, Cloudflare (2016–now): Go since 2016 (8 yrs), Rust"], ["sven_larsen.pdf", "Sven Larsen — Platform Engineer, Spotify (2020–2023): Go 3 yrs, Kubernetes operators"], ["tanvi_rao.pdf", "Tanvi Rao — SWE II, Stripe (2022–now): Ruby, Go 2 yrs (billing pipeline)"]];
  cv.forEach(([f, o], k) => {
    t(k ? `Noted ${cv[k - 1][0].split(".")[0]}. Opening ${f}.` : `Opening ${f}.`, { action: "double_click", coordinate: [220 + 150 * k, 260] }, { note: "screenshot taken", ...n.shotMeta(), ocr: `${f} — Document Viewer — page 1 of 2\n${o}` });
    t(null, { action: "key", text: "ctrl+w" }, { ok: true });
  });
  kids.push(S.llm("anthropic.messages.create", {}, { content: [{ type: "text", text: "Ranking by Go experience: 1) Hyejin Park (8 yrs), 2) Amara Okoye (5), 3) Sven Larsen (3), 4) Tanvi Rao (2), 5) Diego Ferreira (~1, side projects)." }] }));
  const root = S.agent("computer_use_demo.sampling_loop", { task: goal }, { status: "completed" }, kids, { display: "1280x800" });
  return row(FAM, 3, "Computer-use agent opens five résumés with the same viewer and layout, each with different employers and Go experience, then ranks the candidates.", false, false, goal, root);
}
export default [r01, r02, r03];
