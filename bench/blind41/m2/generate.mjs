// Writes rows.jsonl deterministically and validates it.
import { writeFileSync, readFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { noise, countSpans } from "./lib.mjs";
import { validateRows } from "./validate.mjs";
const dir = new URL(".", import.meta.url);
const files = readdirSync(dir).filter((f) => /^[fh]\d_.*\.mjs$/.test(f)).sort((a, b) => (a[0] === b[0] ? a.localeCompare(b) : a[0] === "f" ? -1 : 1));
const rows = [];
for (const f of files) {
  const src = readFileSync(new URL(f, dir), "utf8");
  if (/Math\.random|Date\.now|new Date\(\)/.test(src)) throw new Error(`${f}: nondeterminism`);
  const mod = await import(new URL(f, dir));
  mod.rows.forEach((sc, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, "0")}`;
    const root = sc.build(noise(trace_id));
    root.metadata = { ...(root.metadata || {}), domain: sc.domain, recording_style: sc.style };
    rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: sc.goal, root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join("\n")); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
writeFileSync(new URL("rows.jsonl", dir), text);
console.log(`wrote ${rows.length} rows; spans per row: ${rows.map((r) => countSpans(r.root)).join(",")}`);
console.log("sha256", createHash("sha256").update(text).digest("hex"));
