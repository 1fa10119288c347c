import { readFileSync } from "node:fs";
import { FAMILIES } from "./families.mjs";
import { countSpans } from "./lib.mjs";

function checkSpan(s, path, errs) {
  if (!s || typeof s !== "object") { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== "string" || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== "string" || !s.name) errs.push(`${path}: bad name`);
  if (!("input" in s)) errs.push(`${path}: no input`);
  if (!("output" in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ("error" in s && typeof s.error !== "string") errs.push(`${path}: error not string`);
  if ("metadata" in s && (typeof s.metadata !== "object" || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const fam = new Map(FAMILIES.map((f) => [f[1], f]));
  const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const f = fam.get(r.family);
    if (!f) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id not <family>-NN`);
    for (const k of ["isolates", "goal"]) if (typeof r[k] !== "string" || r[k].length < 10) errs.push(`${id}: bad ${k}`);
    if (r.loop !== f[2]) errs.push(`${id}: loop ${r.loop} != family ${f[2]}`);
    if (typeof r.stagnation !== "boolean" || !f[3].includes(r.stagnation)) errs.push(`${id}: stagnation ${r.stagnation} not allowed`);
    if (r.root?.type !== "agent") errs.push(`${id}: root not agent`);
    checkSpan(r.root, `${id}:root`, errs);
    const c = countSpans(r.root);
    if (c < 15 || c > 120) errs.push(`${id}: ${c} spans`);
    const keys = Object.keys(r).sort().join(",");
    if (keys !== "family,goal,isolates,loop,root,stagnation,trace_id") errs.push(`${id}: keys ${keys}`);
  }
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL("./rows.jsonl", import.meta.url).pathname;
  const rows = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join("\n")); process.exit(1); }
  console.log(`OK ${rows.length} rows valid`);
}
