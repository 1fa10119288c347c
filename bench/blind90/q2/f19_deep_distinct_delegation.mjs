import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "deep_distinct_delegation";

// 01: Nested agents for a conference registration: planner → registration agent → payment agent → invoice-form agent.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Register our engineer Lea Brandt for KubeSummit Europe 2025 (full conference pass, early-bird if available), pay with the company card, and get a VAT invoice addressed to Fernwerk AG.";
  const l4 = S.agent("invoice_details_agent", { task: "On the payment page's 'Invoice details' section enter company Fernwerk AG, VAT CHE-123.456.789, address Bahnhofstrasse 12, 8001 Zürich" }, { status: "done", vat_valid: true }, [
    S.llm("gpt-4o-mini", { messages: [{ role: "user", content: "Fill invoice fields" }] }, { tool_calls: [{ name: "fill", args: { field: "company" } }] }),
    S.tool("fill", { selector: "#invoice_company", value: "Fernwerk AG" }, { ok: true }),
    S.tool("fill", { selector: "#invoice_vat", value: "CHE-123.456.789" }, { ok: true, validation: "VAT format OK" }),
    S.tool("fill", { selector: "#invoice_address", value: "Bahnhofstrasse 12, 8001 Zürich" }, { ok: true }),
  ], { depth: 3 });
  const l3 = S.agent("payment_agent", { task: "Complete checkout for the selected pass with the company card; delegate invoice fields." }, { status: "paid", order: `KSE25-${n.b62(8).toUpperCase()}` }, [
    S.llm("gpt-4o", { messages: [{ role: "user", content: "Checkout" }] }, { content: "Invoice fields first, then card.", tool_calls: [{ name: "delegate", args: { to: "invoice_details_agent" } }] }),
    S.tool("delegate", { to: "invoice_details_agent" }, { status: "done" }, { children: [l4] }),
    S.tool("fill_card", { vault_ref: "corp_card_amex_1009" }, { ok: true, three_ds: "frictionless" }),
    S.tool("click", { text: "Pay €1,099.00" }, { url: `https://events.kubesummit.example/checkout/complete?o=${n.hex(12)}`, text: "Payment successful — invoice will be emailed" }),
  ], { depth: 2 });
  const l2 = S.agent("registration_agent", { task: "Choose the full conference pass (early-bird if open) and fill attendee details for Lea Brandt; hand payment to payment_agent." }, { status: "registered" }, [
    S.llm("gpt-4o", { messages: [] }, { content: "Early-bird open until Jan 15: €1,099 vs €1,499 standard.", tool_calls: [{ name: "goto" }] }),
    S.tool("goto", { url: "https://events.kubesummit.example/eu-2025/register" }, { title: "Register — KubeSummit Europe 2025", tickets: ["Full pass early-bird €1,099 (until Jan 15)", "Full pass €1,499", "Virtual €99"] }),
    S.tool("click", { text: "Full pass early-bird" }, { ok: true }),
    S.tool("fill", { selector: "#attendee_name", value: "Lea Brandt" }, { ok: true }),
    S.tool("fill", { selector: "#attendee_email", value: "lea.brandt@fernwerk.ch" }, { ok: true }),
    S.tool("select", { selector: "#tshirt", value: "M" }, { ok: true }),
    S.tool("delegate", { to: "payment_agent" }, { status: "paid" }, { children: [l3] }),
  ], { depth: 1 });
  const root = S.agent("travel_ops_planner", { task: goal }, { summary: "Lea registered (early-bird €1,099), paid by company card, VAT invoice to Fernwerk AG." }, [
    S.llm("gpt-4o", { messages: [{ role: "user", content: goal }] }, { content: "Delegate registration; payment and invoice will be handled further down.", tool_calls: [{ name: "delegate", args: { to: "registration_agent" } }] }),
    S.tool("delegate", { to: "registration_agent" }, { status: "registered" }, { children: [l2] }),
    S.llm("gpt-4o", { messages: [] }, { content: "Lea Brandt is registered for KubeSummit Europe 2025 with the early-bird full pass (€1,099); invoice addressed to Fernwerk AG, VAT CHE-123.456.789." }),
  ], { depth: 0 });
  return row(FAM, 1, "Four nested browser agents each take a narrower, different job (plan → register attendee → pay → invoice fields) and results flow back up to a finished registration.", false, false, goal, root);
}

// 02: LangGraph hierarchical teams: research lead → scraper → table-parser for a utility tariff sheet.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "What would a household using 620 kWh/month pay on Coastline Power's residential time-of-use plan (E-TOU-C) vs the flat plan (E-1) this summer?";
  const parser = S.agent("table_parser", { task: "Parse the summer rate table on page 2 of the tariff PDF into peak/off-peak/baseline rates" }, { e_tou_c: { peak: 0.512, off_peak: 0.418, baseline_credit: -0.092 }, e_1: { tier1: 0.401, tier2: 0.503, baseline_kwh: 292 } }, [
    S.tool("pdf_extract_tables", { path: n.tmp("pdf"), pages: [2] }, "| Plan | Period | $/kWh |\n| E-TOU-C | Peak 4–9pm | 0.512 |\n| E-TOU-C | Off-peak | 0.418 |\n| E-TOU-C | Baseline credit | -0.092 |\n| E-1 | Tier 1 (≤ baseline) | 0.401 |\n| E-1 | Tier 2 | 0.503 |\n| Baseline territory X summer: 9.6 kWh/day"),
    S.llm("claude-3-5-haiku", { messages: [] }, "Baseline 9.6 kWh/day × 30.4 = 292 kWh."),
  ], { depth: 2 });
  const scraper = S.agent("tariff_scraper", { task: "Find and download the current residential tariff sheet PDF (summer rates) from coastlinepower.example" }, { pdf: "ERS-2024-06.pdf", rates: "parsed" }, [
    S.llm("claude-3-5-sonnet", { messages: [] }, { content: "Navigate to rates page.", tool_calls: [{ name: "goto" }] }),
    S.tool("goto", { url: "https://www.coastlinepower.example/rates/residential" }, { title: "Residential Rate Plans", cookie_banner: "shown", links: ["E-1 Tiered", "E-TOU-C Time-of-Use", "Tariff book (PDF)"] }),
    S.tool("click", { text: "Accept all cookies" }, { ok: true, banner: "dismissed", consent_id: n.uuid() }),
    S.tool("extract_content", { goal: "effective date of current summer rates" }, { text: "Summer season rates (Jun 1 – Sep 30) effective 2024-06-01 per Advice Letter 7231-E" }),
    S.tool("click", { text: "Tariff book (PDF)" }, { download: "ERS-2024-06.pdf", bytes: 1804421, effective: "2024-06-01" }),
    S.tool("handoff", { to: "table_parser" }, { ok: true }, { children: [parser] }),
  ], { depth: 1 });
  const root = S.agent("research_lead", { task: goal }, { answer: "E-TOU-C ≈ $240.43/mo vs E-1 ≈ $279.15/mo" }, [
    S.llm("claude-3-5-sonnet", { messages: [{ role: "user", content: goal }] }, { content: "Need current summer rates; delegating retrieval.", tool_calls: [{ name: "handoff", args: { to: "tariff_scraper" } }] }),
    S.tool("handoff", { to: "tariff_scraper" }, { ok: true }, { children: [scraper] }),
    S.llm("claude-3-5-sonnet", { messages: [] }, "Assume 25% of use in peak hours (155 kWh). E-TOU-C: 155×0.512 + 465×0.418 − 292×0.092 = 79.36 + 194.37 − 26.86 = $246.87. E-1: 292×0.401 + 328×0.503 = 117.09 + 164.98 = $282.07."),
    S.tool("python", { code: "print(155*.512+465*.418-292*.092, 292*.401+328*.503)" }, { stdout: "246.87 282.07\n", elapsed_ms: n.ms(10, 80) }),
    S.llm("claude-3-5-sonnet", { messages: [] }, "At 620 kWh/month with 25% peak use: E-TOU-C ≈ $246.87 vs E-1 ≈ $282.07, so TOU saves about $35/month this summer."),
  ], { depth: 0 });
  root.output = { answer: "E-TOU-C ≈ $246.87/mo vs E-1 ≈ $282.07/mo" };
  return row(FAM, 2, "Research lead → tariff scraper → table parser: each nested agent takes a narrower step (find rates, download PDF, parse table), and the lead computes both monthly bills.", false, false, goal, root);
}

// 03: desktop OS agents: IT task → installer agent → config agent → verification agent.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Set up the office printer 'HP LaserJet M479fdw' (at 10.20.4.55) on this Windows workstation and print a test page.";
  const ver = S.agent("print_test_agent", { task: "Print a Windows test page to 'HP M479 Office' and confirm it leaves the queue" }, { printed: true }, [
    S.tool("powershell", { cmd: "Invoke-CimMethod -ClassName Win32_Printer -MethodName PrintTestPage -Filter \"Name='HP M479 Office'\"" }, { ReturnValue: 0 }),
    S.tool("powershell", { cmd: "Get-PrintJob -PrinterName 'HP M479 Office'" }, { stdout: `Id ComputerName PrinterName    DocumentName JobStatus  SubmittedTime\n${n.int(2, 40)}              HP M479 Office Test Page    Printing   ${n.usDate()}` }),
    S.tool("powershell", { cmd: "Start-Sleep 8; Get-PrintJob -PrinterName 'HP M479 Office'" }, { stdout: "" }),
  ], { depth: 3 });
  const cfg = S.agent("printer_config_agent", { task: "Create TCP/IP port 10.20.4.55, add printer 'HP M479 Office' with the installed driver, set duplex default" }, { configured: true }, [
    S.tool("powershell", { cmd: "Add-PrinterPort -Name 'IP_10.20.4.55' -PrinterHostAddress '10.20.4.55'" }, { stdout: "", rc: 0 }),
    S.tool("powershell", { cmd: "Add-Printer -Name 'HP M479 Office' -DriverName 'HP Color LaserJet Pro M478f-9f PCL-6 (V4)' -PortName 'IP_10.20.4.55'" }, { stdout: "", rc: 0 }),
    S.tool("powershell", { cmd: "Set-PrintConfiguration -PrinterName 'HP M479 Office' -DuplexingMode TwoSidedLongEdge" }, { rc: 0 }),
    S.tool("delegate", { to: "print_test_agent" }, { printed: true }, { children: [ver] }),
  ], { depth: 2 });
  const inst = S.agent("driver_install_agent", { task: "Download and install the HP M478-M479 PCL-6 V4 driver from hp.com support in the browser" }, { driver: "HP Color LaserJet Pro M478f-9f PCL-6 (V4)" }, [
    S.llm("gpt-4o", { messages: [] }, { content: "Open HP support page for M479fdw.", tool_calls: [{ name: "computer" }] }),
    S.tool("computer", { action: "type", text: "support.hp.com/drivers/hp-color-laserjet-pro-mfp-m479-series\n" }, { ocr: "HP Color LaserJet Pro MFP M479 series — Software and Drivers — Windows 11 (64-bit)" }),
    S.tool("computer", { action: "left_click", coordinate: [1012, 566] }, { ocr: `Downloading HP_CLJ_M478-M479_V4_Driver.exe — 38.2 MB — ${n.int(2, 9)} s left` }),
    S.tool("powershell", { cmd: "Start-Process .\\HP_CLJ_M478-M479_V4_Driver.exe -ArgumentList '/s' -Wait; Get-PrinterDriver | ? Name -like '*M478*'" }, { stdout: "Name                                          PrinterEnvironment\nHP Color LaserJet Pro M478f-9f PCL-6 (V4)    Windows x64" }),
    S.tool("delegate", { to: "printer_config_agent" }, { configured: true }, { children: [cfg] }),
  ], { depth: 1 });
  const root = S.agent("it_helpdesk_agent", { task: goal }, { status: "resolved", ticket: `INC${n.int(1000000, 9999999)}` }, [
    S.llm("gpt-4o", { messages: [{ role: "user", content: goal }] }, { content: "Check reachability, then delegate driver install.", tool_calls: [{ name: "powershell" }] }),
    S.tool("powershell", { cmd: "Test-NetConnection 10.20.4.55 -Port 9100" }, { stdout: `ComputerName     : 10.20.4.55\nRemotePort       : 9100\nTcpTestSucceeded : True\nSourceAddress    : 10.20.7.${n.int(10, 250)}` }),
    S.tool("delegate", { to: "driver_install_agent" }, { ok: true }, { children: [inst] }),
    S.llm("gpt-4o", { messages: [] }, "Printer 'HP M479 Office' installed on port 10.20.4.55 with the V4 PCL-6 driver, duplex default, test page printed and cleared the queue."),
  ], { depth: 0 });
  return row(FAM, 3, "IT helpdesk agent → driver installer → printer configurator → test-page verifier, each with a distinct narrower job; results return up and the ticket is resolved.", false, false, goal, root);
}
export default [r01, r02, r03];
