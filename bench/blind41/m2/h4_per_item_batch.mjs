import { script } from "./lib.mjs";
export const family = "per_item_batch", loop = false, stagnation = false;
const each = (items, f) => items.map(f);
export const rows = [
  { domain: "origami kits", style: "crewai", isolates: "Agent restocks five different kit SKUs with the same tool, each returning 'ok', one templated sentence per SKU, then finishes.",
    goal: "Restock the five origami kits below their reorder point.",
    build: (n) => script("crewai", n, { agentName: "Stock Crew", goal: "Restock the five origami kits below their reorder point.", steps: [
      { say: "Find kits below reorder point.", calls: [{ name: "low_stock", args: { category: "origami" }, out: ["OK-CRANE", "OK-FROG", "OK-LILY", "OK-STAR", "OK-BOX"] }] },
      ...each(["OK-CRANE", "OK-FROG", "OK-LILY", "OK-STAR", "OK-BOX"], (s) => ({ say: `Reordering ${s} to its par level.`, calls: [{ name: "create_po_line", args: { sku: s, qty: 40 }, out: "ok" }] })),
    ], final: "All five kits reordered (40 each)." }) },
  { domain: "bath bomb makers", style: "pydantic", isolates: "Agent files safety data sheets for four different bath bomb scents, each acknowledged 'queued', then reports done.",
    goal: "Upload the updated safety data sheets for the four spring bath bomb scents.",
    build: (n) => script("pydantic", n, { agentName: "compliance_uploader", goal: "Upload the updated safety data sheets for the four spring bath bomb scents.", steps: [
      ...each(["lavender-fog", "grapefruit-fizz", "rose-clay", "eucalyptus-mint"], (s) => ({ say: `Uploading the SDS for ${s}.`, calls: [{ name: "upload_sds", args: { product: s, file: `sds/2025/${s}.pdf` }, out: { status: "queued", upload_id: n.uuid() } }] })),
    ], final: "Four SDS uploads queued." }) },
  { domain: "mime troupes", style: "anthropic", isolates: "Agent sends the same-format call-time message to six different performers, each acknowledged 'sent', then stops.",
    goal: "Tell each of the six performers their call time for Sunday's street mime show.",
    build: (n) => script("anthropic", n, { agentName: "troupe-manager", goal: "Tell each of the six performers their call time for Sunday's street mime show.", steps: [
      ...each([["Aurelie", "13:00"], ["Bas", "13:00"], ["Chidi", "13:30"], ["Dana", "13:30"], ["Emil", "14:00"], ["Fen", "14:00"]], ([p, t]) => ({ say: `Sending ${p} call time ${t}.`, calls: [{ name: "send_text", args: { to: p, text: `Hi ${p}, your call time on Sunday is ${t} at the fountain.` }, out: "sent" }] })),
    ], final: "All six performers have their call times." }) },
  { domain: "crayfish traps", style: "gemini", isolates: "Agent logs catch counts for twelve distinct trap lines with the same tool and identical 'ok' acks, then writes a total.",
    goal: "Record yesterday's catch for trap lines L1-L12 in the signal crayfish removal log.",
    build: (n) => script("gemini", n, { agentName: "crayfish_log", goal: "Record yesterday's catch for trap lines L1-L12 in the signal crayfish removal log.", steps: [
      ...each([["L1", 42], ["L2", 17], ["L3", 63], ["L4", 8], ["L5", 0], ["L6", 29], ["L7", 51], ["L8", 12], ["L9", 33], ["L10", 6], ["L11", 19], ["L12", 24]], ([l, c]) => ({ say: `Recording ${c} crayfish for line ${l}.`, calls: [{ name: "log_catch", args: { line: l, count: c, date: "yesterday" }, out: { result: "ok" } }] })),
    ], final: "Logged 304 crayfish across L1-L12." }) },
  { domain: "enamel pins", style: "griptape", isolates: "Agent approves five distinct pin proofs, each acknowledged identically, one templated note per proof, then completes.",
    goal: "Approve the factory proofs for the five pins in the 'Night Birds' set.",
    build: (n) => script("griptape", n, { agentName: "PinOrders", goal: "Approve the factory proofs for the five pins in the 'Night Birds' set.", steps: [
      ...each(["owl", "nightjar", "kiwi", "potoo", "frogmouth"], (p) => ({ say: `Approving the ${p} proof.`, calls: [{ name: "FactoryPortal.approve", args: { proof: `NB-${p}`, revision: 2 }, out: "approved" }] })),
    ], final: "All five Night Birds proofs approved." }) },
  { domain: "calculator museum", style: "langsmith", isolates: "Agent tags four different calculators for an exhibition loan, same acknowledgement each time, then summarises.",
    goal: "Mark the four slide-rule-era calculators for the loan to the science centre exhibition.",
    build: (n) => script("langsmith", n, { agentName: "collections_graph", goal: "Mark the four slide-rule-era calculators for the loan to the science centre exhibition.", steps: [
      ...each(["Curta Type I (1948)", "Facit ESA-01", "Brunsviga 13RK", "Friden STW-10"], (o, i) => ({ say: `Tagging ${o} for the loan.`, calls: [{ name: "set_object_status", args: { object: `CM-${200 + i * 7}`, status: "on_loan_pending", borrower: "science-centre" }, out: { ok: true } }] })),
    ], final: "Four calculators tagged for the loan." }) },
];
