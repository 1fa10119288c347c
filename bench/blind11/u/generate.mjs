// Builds rows.jsonl from the family modules, validates it, and checks determinism.
// Usage: node generate.mjs
import { writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadFamilies, validateRows, stats } from "./validate.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));

function build(families) {
  const rows = [];
  for (const { meta, scenarios } of families) {
    if (scenarios.length !== 6) throw new Error(`${meta.family}: expected 6 scenarios, got ${scenarios.length}`);
    scenarios.forEach((fn, i) => {
      const trace_id = `${meta.family}-${String(i + 1).padStart(2, "0")}`;
      const s = fn(trace_id);
      rows.push({ trace_id, family: meta.family, isolates: s.isolates, loop: meta.loop, stagnation: s.stagnation, goal: s.goal, root: s.root });
    });
  }
  return rows;
}

const families = await loadFamilies();
const rows = build(families);
const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
const again = build(families).map((r) => JSON.stringify(r)).join("\n") + "\n";
if (again !== text) { console.error("NON-DETERMINISTIC: two builds differ"); process.exit(1); }

const errs = validateRows(rows, families);
if (process.env.STATS) for (const s of stats(rows)) console.log(JSON.stringify(s));
if (errs.length) { console.error(errs.join("\n")); console.error(`\nINVALID: ${errs.length} problem(s)`); process.exit(1); }

const out = path.join(HERE, "rows.jsonl");
writeFileSync(out, text);
console.log(`wrote ${rows.length} rows to ${out}`);
console.log(`sha256 ${createHash("sha256").update(text).digest("hex")}`);
