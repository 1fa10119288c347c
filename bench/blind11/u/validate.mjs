// Validates rows.jsonl: schema, span shape, and that each row's labels are consistent with its
// family (loop flag, allowed stagnation values, and family-specific structural evidence).
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const FAMILY_FILES = [
  "f1_nohit_rephrase_spiral.mjs",
  "f2_empty_page_overrun.mjs",
  "f3_same_answer_reprompt.mjs",
  "f4_echoed_notice_failing_retry.mjs",
  "f5_bounced_delegation.mjs",
  "f6_rephrase_then_hit.mjs",
  "f7_paged_to_natural_end.mjs",
  "f8_clarify_two_points_then_act.mjs",
  "f9_status_pings_with_progress.mjs",
  "f10_converging_delegation.mjs",
];

export async function loadFamilies() {
  const out = [];
  for (const f of FAMILY_FILES) {
    if (process.env.PARTIAL && !existsSync(path.join(HERE, f))) continue;
    const mod = await import(pathToFileURL(path.join(HERE, f)).href);
    out.push({ file: f, meta: mod.meta, scenarios: mod.scenarios });
  }
  return out;
}

// ---------------------------------------------------------------- text helpers

const SKIP_KEYS = new Set(["tool_calls", "id", "role", "type", "model", "model_name", "finish_reason", "usage", "token_usage", "llm_output", "generation_info",
  "response_metadata", "usage_metadata", "invalid_tool_calls", "additional_kwargs", "lc", "tool", "tool_input", "arguments", "name", "system_fingerprint",
  "logprobs", "function_call", "refusal", "annotations", "status", "terminated", "info", "role_name", "role_type", "meta_dict", "call_id", "tool_call_id"]);

function parseMaybe(x) {
  if (typeof x === "string") {
    const t = x.trim();
    if ((t.startsWith("{") && t.endsWith("}")) || (t.startsWith("[") && t.endsWith("]"))) {
      try { return JSON.parse(t); } catch { /* plain text */ }
    }
  }
  return x;
}

function gatherText(o, acc) {
  o = parseMaybe(o);
  if (typeof o === "string") { acc.push(o); return acc; }
  if (Array.isArray(o)) { for (const v of o) gatherText(v, acc); return acc; }
  if (o && typeof o === "object") {
    for (const [k, v] of Object.entries(o)) if (!SKIP_KEYS.has(k)) gatherText(v, acc);
  }
  return acc;
}

export function tokens(s) {
  return s.toLowerCase().replace(/\d+/g, "0").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
export function sim(a, b) {
  const ta = tokens(a), tb = tokens(b);
  const big = (t) => { const s = new Set(); for (let i = 0; i + 1 < t.length; i++) s.add(t[i] + " " + t[i + 1]); if (t.length === 1) s.add(t[0]); return s; };
  const A = big(ta), B = big(tb);
  if (!A.size || !B.size) return 0;
  let inter = 0; for (const x of A) if (B.has(x)) inter++;
  return (2 * inter) / (A.size + B.size);
}
const asText = (x) => (typeof x === "string" ? x : JSON.stringify(x ?? null));

function allSpans(root) { const out = []; (function w(s) { out.push(s); for (const c of s.children || []) w(c); })(root); return out; }

export function llmTexts(root) {
  return allSpans(root).filter((s) => s.type === "llm").map((s) => gatherText(s.output, []).join("\n").trim()).filter((t) => tokens(t).length >= 6);
}
export function maxLlmSim(root) {
  const t = llmTexts(root);
  let m = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) m = Math.max(m, sim(t[i], t[j]));
  return m;
}

// ---------------------------------------------------------------- emptiness heuristics

const EMPTY_RE = /\b(no (matching |more |further |new )?(results?|matches|records|items|hits|documents|entries|candidates|slots|rows|pages|data|tickets|bookings|line items)|0 (results|hits|matches|records|rows|items|entries)|rows=0|nothing (was )?found|empty (response|page|result)|returned no|end of (results|list)|keine freien)\b|numberOfRecords>0</i;
const COUNT_KEYS = ["total", "count", "hits_total", "numFound", "total_results", "totalCount", "resultCount", "numberOfRecords", "total_count", "result_count", "totalResults", "nhits", "num_results", "record_count", "returned", "size_returned", "itemCount"];
const RES_KEYS = ["results", "items", "data", "records", "hits", "rows", "docs", "entries", "matches", "candidates", "slots", "bookings", "nodes", "claims", "documents", "value", "list", "source_nodes", "ResultsByTime", "Items", "work_orders", "tickets", "orders", "events", "yields", "readings", "logs", "issues", "stations", "requests", "specimens", "lots", "listings", "reservations", "contacts", "qsos", "line_items", "transactions", "jobs", "objects", "files", "messages", "member", "Groups", "shifts", "appointments", "cases", "result", "specimens", "incidents", "pianos", "tickets_found"];

export function emptyish(o, depth = 0) {
  o = parseMaybe(o);
  if (o === null || o === undefined) return false;
  if (typeof o === "string") return EMPTY_RE.test(o) || o.trim() === "" || o.trim() === "[]";
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o !== "object" || depth > 4) return false;
  if ("body" in o) return emptyish(o.body, depth + 1);
  for (const k of COUNT_KEYS) if (o[k] === 0 || o[k] === "0") return true;
  const res = RES_KEYS.filter((k) => Array.isArray(o[k]));
  const isObj = (e) => e && typeof e === "object" && !Array.isArray(e);
  const hasRes = (e) => isObj(e) && RES_KEYS.some((k) => Array.isArray(e[k]));
  if (res.length) return res.every((k) => o[k].length === 0 || o[k].every((e) => hasRes(e) && emptyish(e, depth + 1)));
  for (const k of ["content", "output", "response", "text", "result", "observation", "raw_output", "payload", "page", "Payload"]) if (k in o) return emptyish(o[k], depth + 1);
  return false;
}

const TOOLISH = new Set(["tool", "retriever", "function", "activity", "http", "api"]);
function toolGroups(root) {
  const g = new Map();
  for (const s of allSpans(root)) if (TOOLISH.has(s.type)) { if (!g.has(s.name)) g.set(s.name, []); g.get(s.name).push(s); }
  return g;
}

const ASK_RE = /(ask|human|user|approv|confirm|clarif|hitl|interrupt|input_request|question)/i;
const MSG_RE = /(post|send|notify|message|comment|reply|email|slack|announce|status|chat_update|teams|sms|broadcast|progress)/i;
const DELEG_RE = /(delegat|transfer|handoff|ask_|coworker|sub.?agent|expert|assign|dispatch_to|worker)/i;

function cluster(texts, thr) {
  let best = 0;
  for (let i = 0; i < texts.length; i++) {
    let c = 1;
    for (let j = 0; j < texts.length; j++) if (i !== j && sim(texts[i], texts[j]) >= thr) c++;
    best = Math.max(best, c);
  }
  return best;
}
function allDistinct(texts, thr) {
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (sim(texts[i], texts[j]) >= thr) return false;
  return true;
}

const normErr = (e) => e.replace(/[0-9a-f]{6,}/gi, "#").replace(/\d+/g, "0");

// family-specific structural evidence
const CHECKS = {
  "rephrase-nohit"(root) {
    for (const [name, ss] of toolGroups(root)) {
      const inputs = new Set(ss.map((s) => asText(s.input)));
      if (ss.length >= 4 && inputs.size >= 4 && ss.every((s) => !s.error && emptyish(s.output))) return null;
    }
    return "no tool with >=4 distinct inputs whose results are all empty";
  },
  "page-overrun"(root) {
    for (const [name, ss] of toolGroups(root)) {
      if (ss.length < 4) continue;
      let tail = 0; for (let i = ss.length - 1; i >= 0 && emptyish(ss[i].output) && !ss[i].error; i--) tail++;
      const hadReal = ss.slice(0, ss.length - tail).some((s) => !emptyish(s.output));
      if (tail >= 3 && hadReal) return null;
    }
    return "no paging tool with a real page followed by >=3 empty pages";
  },
  "reask"(root) {
    const answers = allSpans(root).filter((s) => s !== root && ASK_RE.test(s.name) && s.type !== "llm").map((s) => asText(s.output));
    const userMsgs = allSpans(root).filter((s) => s.type === "llm" && /user/i.test(s.name)).map((s) => gatherText(s.output, []).join(" "))
      .concat(allSpans(root).filter((s) => /turn/i.test(s.name)).map((s) => asText(s.input)));
    if (cluster(answers, 0.5) >= 3 || cluster(userMsgs, 0.5) >= 3) return null;
    return "no >=3 near-identical answers to the repeated ask";
  },
  "echo-notice"(root) {
    const spans = allSpans(root);
    const errsByName = new Map();
    for (const s of spans) if (s.error && s !== root) { if (!errsByName.has(s.name)) errsByName.set(s.name, []); errsByName.get(s.name).push(normErr(s.error)); }
    const repeatedErr = [...errsByName.values()].some((v) => v.length >= 3 && cluster(v, 0.7) >= 3);
    const msgs = spans.filter((s) => s !== root && s.type !== "llm" && MSG_RE.test(s.name)).map((s) => asText(s.input));
    const repeatedMsg = cluster(msgs, 0.6) >= 3;
    if (repeatedErr && repeatedMsg) return null;
    return `repeatedErr=${repeatedErr} repeatedMsg=${repeatedMsg}`;
  },
  "delegation-bounce"(root) {
    const spans = allSpans(root).filter((s) => s !== root && (s.type === "agent" || DELEG_RE.test(s.name)));
    const byName = new Map();
    for (const s of spans) { if (!byName.has(s.name)) byName.set(s.name, []); byName.get(s.name).push(asText(s.output)); }
    for (const outs of byName.values()) if (outs.length >= 3 && cluster(outs, 0.6) >= 3) return null;
    return "no sub-agent/delegation target returning the same answer >=3 times";
  },
  "rephrase-hit"(root) {
    for (const [name, ss] of toolGroups(root)) {
      const firstEmpty = ss.findIndex((s) => emptyish(s.output));
      if (ss.length >= 2 && firstEmpty >= 0 && ss.slice(firstEmpty + 1).some((s) => !s.error && !emptyish(s.output))) return null;
    }
    return "no search that turns from empty to a hit";
  },
  "paged-end"(root) {
    for (const [name, all] of toolGroups(root)) {
      const ss = all.filter((s) => !s.error); // failed attempts that were retried are not pages
      if (ss.length < 3) continue;
      const body = ss[ss.length - 1] && emptyish(ss[ss.length - 1].output) ? ss.slice(0, -1) : ss;
      if (body.length >= 2 && body.every((s) => !s.error && !emptyish(s.output)) && new Set(body.map((s) => asText(s.output))).size === body.length) return null;
    }
    return "no paging tool whose pages are all non-empty and distinct";
  },
  "clarify"(root) {
    const answers = allSpans(root).filter((s) => s !== root && ASK_RE.test(s.name) && s.type !== "llm").map((s) => asText(s.output))
      .concat(allSpans(root).filter((s) => /turn/i.test(s.name)).slice(1).map((s) => asText(s.input)));
    const aiUser = allSpans(root).filter((s) => s.type === "llm" && /user/i.test(s.name)).slice(1).map((s) => gatherText(s.output, []).join(" "));
    if (answers.length >= 2 && allDistinct(answers, 0.6)) return null;
    if (aiUser.length >= 2 && allDistinct(aiUser, 0.6)) return null;
    return `need >=2 distinct answers to clarifying questions (got ${answers.length})`;
  },
  "status-progress"(root) {
    const spans = allSpans(root);
    const msgs = spans.filter((s) => s !== root && s.type !== "llm" && MSG_RE.test(s.name));
    const work = spans.filter((s) => TOOLISH.has(s.type) && !MSG_RE.test(s.name) && !s.error && !emptyish(s.output));
    const raw = work.map((s) => asText(s.output));
    const norm = new Set(work.map((s) => normErr(asText(s.output))));
    if (msgs.length >= 2 && work.length >= 2 && new Set(raw).size === raw.length && norm.size >= Math.min(3, raw.length)) return null;
    return `msgs=${msgs.length} work=${work.length}`;
  },
  "converge"(root) {
    const subs = allSpans(root).filter((s) => s !== root && (s.type === "agent" || DELEG_RE.test(s.name)) && s.output !== null);
    const outs = [...new Set(subs.map((s) => asText(s.output)))]; // a delegation tool and the sub-agent inside it report the same answer
    if (outs.length >= 2 && allDistinct(outs, 0.6)) return null;
    return "delegated answers are not all distinct";
  },
};

// ---------------------------------------------------------------- schema

const ROW_KEYS = ["trace_id", "family", "isolates", "loop", "stagnation", "goal", "root"];
const SPAN_KEYS = new Set(["type", "name", "input", "output", "children", "error", "metadata"]);
const LEAK_KEYS = new Set(["loop", "stagnation", "is_loop", "label", "labels", "ground_truth"]);

function checkSpan(s, where, errs, depth = 0) {
  if (!s || typeof s !== "object" || Array.isArray(s)) { errs.push(`${where}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${where}: unexpected key ${k}`);
  if (typeof s.type !== "string" || !s.type) errs.push(`${where}: bad type`);
  if (typeof s.name !== "string" || !s.name) errs.push(`${where}: bad name`);
  if (!("input" in s) || !("output" in s)) errs.push(`${where}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children not array`);
  if ("error" in s && (typeof s.error !== "string" || !s.error)) errs.push(`${where}: error must be a non-empty string`);
  if ("metadata" in s && (typeof s.metadata !== "object" || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata must be an object`);
  (function leak(o) {
    if (o && typeof o === "object") for (const [k, v] of Object.entries(o)) { if (LEAK_KEYS.has(k)) errs.push(`${where}: label-like key '${k}' inside span`); leak(v); }
  })({ i: s.input, o: s.output, m: s.metadata });
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.${i}`, errs, depth + 1));
}

export const STAG_TRUE_MIN = 0.6;
export const STAG_FALSE_MAX = 0.5;

export function validateRows(rows, families) {
  const errs = [];
  const fam = new Map(families.map((f) => [f.meta.family, f.meta]));
  const seen = new Set();
  const perFam = new Map();
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r && r.trace_id})`;
    const keys = Object.keys(r || {});
    if (keys.join(",") !== ROW_KEYS.join(",")) errs.push(`${at}: keys must be exactly ${ROW_KEYS.join(",")} in order, got ${keys.join(",")}`);
    const m = fam.get(r.family);
    if (!m) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`);
    seen.add(r.trace_id);
    perFam.set(r.family, (perFam.get(r.family) || 0) + 1);
    for (const k of ["isolates", "goal"]) if (typeof r[k] !== "string" || r[k].length < 20) errs.push(`${at}: ${k} too short`);
    if (typeof r.isolates === "string" && r.isolates.length > 320) errs.push(`${at}: isolates should be one sentence`);
    if (typeof r.loop !== "boolean" || typeof r.stagnation !== "boolean") errs.push(`${at}: loop/stagnation must be booleans`);
    if (r.loop !== m.loop) errs.push(`${at}: loop=${r.loop} but family says ${m.loop}`);
    if (!m.stagnationAllowed.includes(r.stagnation)) errs.push(`${at}: stagnation=${r.stagnation} not allowed for family`);
    if (!m.loop && r.stagnation) errs.push(`${at}: healthy rows cannot be stagnant`);
    checkSpan(r.root, `${at} root`, errs);
    if (!r.root || r.root.type !== "agent") errs.push(`${at}: root span must be type agent`);
    const spans = allSpans(r.root);
    if (spans.length < 5 || spans.length > 40) errs.push(`${at}: ${spans.length} spans (need 5..40)`);
    if (!spans.some((s) => s.type === "llm")) errs.push(`${at}: no llm span`);
    // stagnation must agree with the model's own text
    const ms = maxLlmSim(r.root);
    if (r.stagnation && ms < STAG_TRUE_MIN) errs.push(`${at}: stagnation=true but max llm-text similarity only ${ms.toFixed(2)}`);
    if (!r.stagnation && ms >= STAG_FALSE_MAX) errs.push(`${at}: stagnation=false but two llm outputs are ${ms.toFixed(2)} similar`);
    // healthy runs finish cleanly
    if (!m.loop && (r.root.error || r.root.output === null)) errs.push(`${at}: healthy row must end with an output and no root error`);
    const c = CHECKS[m.kind];
    if (!c) errs.push(`${at}: no check for kind ${m.kind}`);
    else { const e = c(r.root); if (e) errs.push(`${at}: ${m.kind}: ${e}`); }
  });
  for (const f of families) if (perFam.get(f.meta.family) !== 6) errs.push(`family ${f.meta.family}: expected 6 rows, got ${perFam.get(f.meta.family) || 0}`);
  return errs;
}

export function stats(rows) {
  return rows.map((r) => ({ id: r.trace_id, spans: allSpans(r.root).length, maxSim: Number(maxLlmSim(r.root).toFixed(2)), bytes: JSON.stringify(r).length }));
}

async function main() {
  const file = process.argv[2] || path.join(HERE, "rows.jsonl");
  const lines = readFileSync(file, "utf8").split("\n").filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON: ${e.message}`); } });
  const fams = await loadFamilies();
  errs.push(...validateRows(rows, fams));
  if (errs.length) { console.error(errs.join("\n")); console.error(`\nINVALID: ${errs.length} problem(s) in ${rows.length} rows`); process.exit(1); }
  console.log(`OK: ${rows.length} rows in ${fams.length} families valid (${file})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
