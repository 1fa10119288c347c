import { script } from "./lib.mjs";
export const family = "two_state_flipflop", loop = true, stagnation = true;
export const rows = [
  { domain: "eel farms", style: "griptape", isolates: "Agent toggles the tank aerator between 'low' and 'high', each time reading the same dissolved-oxygen value for that setting, two full cycles.",
    goal: "Get dissolved oxygen in glass-eel tank G4 above 7.5 mg/L.",
    build: (n) => { const rd = (mode, v) => ({ name: "DoProbe.read", args: { tank: "G4" }, out: `G4 DO=${v} mg/L temp=14.${n.int(0, 9)}C aerator=${mode} sample#${n.int(10000, 99999)} @${n.logTs()}` });
      return script("griptape", n, { agentName: "EelTankAgent", goal: "Get dissolved oxygen in glass-eel tank G4 above 7.5 mg/L.", steps: [
        { say: "Setting aerator to high.", calls: [{ name: "Aerator.set", args: { tank: "G4", mode: "high" }, out: "ack" }, rd("high", "6.9")] },
        { say: "Still low. Try low setting instead.", calls: [{ name: "Aerator.set", args: { tank: "G4", mode: "low" }, out: "ack" }, rd("low", "6.4")] },
        { say: "Worse. Switching back to high.", calls: [{ name: "Aerator.set", args: { tank: "G4", mode: "high" }, out: "ack" }, rd("high", "6.9")] },
        { say: "Still under 7.5. Try low setting instead.", calls: [{ name: "Aerator.set", args: { tank: "G4", mode: "low" }, out: "ack" }, rd("low", "6.4")] },
        { say: "Worse. Switching back to high.", calls: [{ name: "Aerator.set", args: { tank: "G4", mode: "high" }, out: "ack" }, rd("high", "6.9")] },
      ] }); } },
  { domain: "lobster pounds", style: "openinference", isolates: "Inventory agent flips the report filter between 'hard-shell' and 'soft-shell', getting the same counts each time, never answering the stock question.",
    goal: "Tell the buyer how many 1.25 lb lobsters are available to ship Thursday.",
    build: (n) => { const q = (f, c) => ({ name: "pound_inventory", args: { size_lb: 1.25, shell: f }, out: { shell: f, count: c, pound: "Stonington-B", as_of: n.iso(), query_ms: n.ms(20, 400) } });
      return script("openinference", n, { agentName: "PoundInventory", goal: "Tell the buyer how many 1.25 lb lobsters are available to ship Thursday.", steps: [
        { say: "Filtering by hard-shell, which ship better.", calls: [q("hard", 140)] },
        { say: "Maybe soft-shell should be counted instead.", calls: [q("soft", 312)] },
        { say: "Only hard-shell ship well, let me filter by hard-shell.", calls: [q("hard", 140)] },
        { say: "Maybe soft-shell should be counted instead.", calls: [q("soft", 312)] },
        { say: "Only hard-shell ship well, let me filter by hard-shell.", calls: [q("hard", 140)] },
      ] }); } },
  { domain: "amber jewelry", style: "vercel", isolates: "Web agent alternates between the EUR and PLN storefront tabs, each showing the same price it showed before, never completing the price check.",
    goal: "Find out whether the Baltic amber pendant SKU AMB-771 is cheaper on the PLN storefront than the EUR one after VAT.",
    build: (n) => { const tab = (t, html) => ({ name: "browser_switch_tab", args: { tab: t }, out: { url: `https://shop.example/${t}/p/AMB-771`, title: "Pendant AMB-771", snippet: html, loaded_in_ms: n.ms(300, 1800), cf_ray: n.hex(16) + "-WAW" } });
      return script("vercel", n, { agentName: "price-compare", goal: "Find out whether the Baltic amber pendant SKU AMB-771 is cheaper on the PLN storefront than the EUR one after VAT.", steps: [
        { say: "Opening the EUR storefront.", calls: [tab("eur", '<span class="price">€64.00</span><small>incl. VAT</small>')] },
        { say: "Now the PLN storefront.", calls: [tab("pln", '<span class="price">279,00 zł</span><small>z VAT</small>')] },
        { say: "Let me look at the EUR price again.", calls: [tab("eur", '<span class="price">€64.00</span><small>incl. VAT</small>')] },
        { say: "And back to the PLN price.", calls: [tab("pln", '<span class="price">279,00 zł</span><small>z VAT</small>')] },
        { say: "Let me look at the EUR price again.", calls: [tab("eur", '<span class="price">€64.00</span><small>incl. VAT</small>')] },
      ] }); } },
  { domain: "porcelain restoration", style: "langsmith", isolates: "Coding agent switches a git branch back and forth between 'glaze-matcher-v2' and 'main', running the same failing test on each and seeing identical output.",
    goal: "Fix the failing colour-distance test in the glaze-matching tool used by the porcelain restoration studio.",
    build: (n) => { const t = (br, res) => [{ name: "shell", args: { cmd: `git checkout ${br}` }, out: `Switched to branch '${br}'` }, { name: "shell", args: { cmd: "pytest tests/test_delta_e.py -q" }, out: `${res}\n-- in ${n.dur()} (tmp ${n.tmp("db")})` }];
      const a = "F.\nFAILED tests/test_delta_e.py::test_celadon - assert 3.41 < 2.0\n1 failed, 1 passed", b = "F.\nFAILED tests/test_delta_e.py::test_celadon - assert 3.87 < 2.0\n1 failed, 1 passed";
      return script("langsmith", n, { agentName: "glaze_fix_graph", goal: "Fix the failing colour-distance test in the glaze-matching tool used by the porcelain restoration studio.", steps: [
        { say: "Check the feature branch first.", calls: t("glaze-matcher-v2", a) },
        { say: "Compare with main.", calls: t("main", b) },
        { say: "Go back to the feature branch to check again.", calls: t("glaze-matcher-v2", a) },
        { say: "Compare with main.", calls: t("main", b) },
      ] }); } },
  { domain: "loom repair", style: "anthropic", isolates: "Agent flips a config flag for shuttle timing between 'auto' and 'manual', getting the same diagnostic each time in each state.",
    goal: "Stop the weft-break alarm on Jacquard loom L-12 at the mill.",
    build: (n) => { const s = (v, d) => [{ name: "set_config", args: { loom: "L-12", key: "shuttle_timing", value: v }, out: { ok: true, rev: n.int(100, 999) } }, { name: "read_diagnostics", args: { loom: "L-12" }, out: `[${n.logTs()}] L-12 shuttle_timing=${v}\n${d}\nuptime ${n.int(1, 40)}h ${n.int(0, 59)}m` }];
      return script("anthropic", n, { agentName: "loom-tech", goal: "Stop the weft-break alarm on Jacquard loom L-12 at the mill.", steps: [
        { say: "I'll try manual shuttle timing.", calls: s("manual", "ALARM W-BRK count=14/h") },
        { say: "Still alarming. Let me put it back to auto.", calls: s("auto", "ALARM W-BRK count=11/h") },
        { say: "I'll try manual shuttle timing.", calls: s("manual", "ALARM W-BRK count=14/h") },
        { say: "Still alarming. Let me put it back to auto.", calls: s("auto", "ALARM W-BRK count=11/h") },
      ] }); } },
  { domain: "glove makers", style: "agno", isolates: "Production planning agent alternates the cutting route between 'Line A' and 'Line B', each capacity check returning its earlier answer, over two cycles.",
    goal: "Route the 900-pair leather driving-glove order onto a cutting line that can finish by 12 March.",
    build: (n) => { const r = (l, eta) => [{ name: "assign_route", args: { order: "GL-900", line: l }, out: { assigned: l, plan_rev: n.uuid() } }, { name: "capacity_check", args: { order: "GL-900" }, out: { line: l, eta: eta, pairs_per_day: l === "A" ? 60 : 75, computed_at: n.isoNoMs() } }];
      return script("agno", n, { agentName: "glove-planner", goal: "Route the 900-pair leather driving-glove order onto a cutting line that can finish by 12 March.", steps: [
        { say: "Route to Line A.", calls: r("A", "2025-03-16") },
        { say: "Line A misses the date; try Line B.", calls: r("B", "2025-03-14") },
        { say: "Line B misses too; try Line A again.", calls: r("A", "2025-03-16") },
        { say: "Line A misses the date; try Line B.", calls: r("B", "2025-03-14") },
        { say: "Line B misses too; try Line A again.", calls: r("A", "2025-03-16") },
      ] }); } },
];
