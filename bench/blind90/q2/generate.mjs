import { writeFileSync, existsSync } from "node:fs";
import { FAMILIES } from "./families.mjs";
import { validateRows } from "./validate.mjs";
import { countSpans } from "./lib.mjs";

const rows = [];
for (const [file, name] of FAMILIES) {
  const p = new URL(`./${file}.mjs`, import.meta.url);
  if (!existsSync(p)) { console.warn(`skip ${file} (not written yet)`); continue; }
  const mod = await import(p.href);
  const builders = mod.default;
  if (builders.length !== 3) throw new Error(`${file}: expected 3 scenarios`);
  for (const b of builders) { const r = b(); if (r.family !== name) throw new Error(`${file}: family ${r.family}`); rows.push(r); }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join("\n")); process.exit(1); }
writeFileSync(new URL("./rows.jsonl", import.meta.url), rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
for (const r of rows) console.log(r.trace_id.padEnd(40), String(r.loop).padEnd(6), String(r.stagnation).padEnd(6), countSpans(r.root));
console.log(`wrote ${rows.length} rows`);
