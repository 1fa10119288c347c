// Re-check rows.jsonl: schema and labels per family.
import { readFileSync } from "node:fs";
import { pathToFileURL, fileURLToPath } from "node:url";
export const FAMILY_LABELS = {
  reasked_question: { loop: true, stagnation: true }, same_failure_same_notice: { loop: true, stagnation: true },
  two_state_flipflop: { loop: true, stagnation: true }, delegation_regress: { loop: true, stagnation: true },
  goal_met_keeps_going: { loop: true, stagnation: true }, status_polling: { loop: false, stagnation: false },
  paged_listing: { loop: false, stagnation: false }, transient_retry_recovers: { loop: false, stagnation: false },
  per_item_batch: { loop: false, stagnation: false }, narrowed_search: { loop: false, stagnation: false },
};
function checkSpan(s, path, errs, cnt) {
  cnt.n++;
  if (!s || typeof s !== "object" || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  if (typeof s.type !== "string" || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== "string" || !s.name) errs.push(`${path}: name`);
  if (!("input" in s) || s.input === undefined) errs.push(`${path}: input missing`);
  if (!("output" in s) || s.output === undefined) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ("error" in s && typeof s.error !== "string") errs.push(`${path}: error not string`);
  if ("metadata" in s && (typeof s.metadata !== "object" || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  const extra = Object.keys(s).filter((k) => !["type", "name", "input", "output", "children", "error", "metadata"].includes(k));
  if (extra.length) errs.push(`${path}: unknown keys ${extra}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, cnt));
}
export function validateRows(rows) {
  const errs = [], ids = new Set(), perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r.trace_id})`;
    for (const k of ["trace_id", "family", "isolates", "goal"]) if (typeof r[k] !== "string" || !r[k]) errs.push(`${at}: ${k}`);
    for (const k of ["loop", "stagnation"]) if (typeof r[k] !== "boolean") errs.push(`${at}: ${k} not boolean`);
    const extra = Object.keys(r).filter((k) => !["trace_id", "family", "isolates", "loop", "stagnation", "goal", "root"].includes(k));
    if (extra.length) errs.push(`${at}: unknown keys ${extra}`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) errs.push(`${at}: unknown family`); else {
      if (r.loop !== lab.loop) errs.push(`${at}: loop label inconsistent with family`);
      if (r.stagnation !== lab.stagnation) errs.push(`${at}: stagnation label inconsistent with family`);
      if (lab.stagnation && !lab.loop) errs.push(`${at}: stagnation without loop`);
    }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id || "") || !r.trace_id.startsWith(r.family + "-")) errs.push(`${at}: trace_id format`);
    if (ids.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); ids.add(r.trace_id);
    const cnt = { n: 0 }; checkSpan(r.root, `${at}.root`, errs, cnt);
    if (r.root && r.root.type !== "agent") errs.push(`${at}: root not agent`);
    if (cnt.n < 5 || cnt.n > 40) errs.push(`${at}: ${cnt.n} spans (need 5-40)`);
    (perFam[r.family] ||= []).push(r);
  });
  for (const [f, rs] of Object.entries(perFam)) {
    if (rs.length !== 6) errs.push(`${f}: ${rs.length} rows, expected 6`);
    const doms = rs.map((r) => r.root?.metadata?.domain);
    if (new Set(doms).size !== doms.length) errs.push(`${f}: domains not distinct`);
  }
  if (Object.keys(perFam).length !== Object.keys(FAMILY_LABELS).length) errs.push("missing families");
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || fileURLToPath(new URL("./rows.jsonl", import.meta.url));
  const rows = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join("\n")); process.exit(1); }
  console.log(`OK ${rows.length} rows valid`);
}
