// Blind held-out benchmark generator for agent-loop detection.
// Deterministic: every trace is built from a PRNG seeded by "<family>-<NN>"; no clock, no network.
// Usage: node bench/blind/generate.mjs            -> writes bench/blind/blind.jsonl
//        node bench/blind/generate.mjs --table    -> also prints the family table (markdown)
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeCtx } from "./lib.mjs";
import * as LA from "./loops_a.mjs";
import * as LB from "./loops_b.mjs";
import * as LC from "./loops_c.mjs";
import * as HA from "./healthy_a.mjs";
import * as HB from "./healthy_b.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const families = [...Object.values(LA), ...Object.values(LB), ...Object.values(LC), ...Object.values(HA), ...Object.values(HB)]
  .filter((f) => f && typeof f === "object" && Array.isArray(f.variants));

const TYPES = new Set(["agent", "llm", "tool", "retriever"]);
function checkSpan(s, path) {
  if (!s || typeof s !== "object") throw new Error(`${path}: not an object`);
  if (!TYPES.has(s.type)) throw new Error(`${path}: bad type ${s.type}`);
  if (typeof s.name !== "string" || !s.name) throw new Error(`${path}: bad name`);
  if (!("input" in s) || !("output" in s)) throw new Error(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) throw new Error(`${path}: children not array`);
  if ("error" in s && (s.type !== "tool" || s.output !== null || typeof s.error !== "string")) throw new Error(`${path}: bad error span`);
  s.children.forEach((ch, i) => checkSpan(ch, `${path}.${i}`));
}

// Run endings. Real traces differ in how a run ends independent of whether it looped:
// frameworks stop stuck agents with a limit message, some agents give up with a final message,
// and many tracers do not record the root output at all. These are applied per trace_id so that
// "root output is null" or "last span is an llm message" do not separate loops from healthy runs.
const STOP = {
  "paging-past-end-01": "Agent stopped due to iteration limit or time limit.",
  "paging-past-end-04": "max_turns (20) reached",
  "stuck-status-poll-01": "Agent stopped due to iteration limit or time limit.",
  "stuck-status-poll-06": "Run cancelled by user after 00:03:12",
  "two-state-oscillation-03": "MaxStepsExceeded: reached 14 steps",
  "restated-plan-no-observation-05": "Agent stopped due to iteration limit or time limit.",
  "paraphrased-reasoning-same-action-03": "recursion limit of 25 reached without hitting a stop condition",
  "reask-user-same-answer-03": "session ended by user",
  "repeated-user-message-05": "max_turns (12) reached",
  "redelegate-same-task-05": "Agent stopped due to iteration limit or time limit.",
  "same-failure-after-different-fixes-05": "budget exhausted: 19 tool calls",
  "reworded-empty-search-05": "Run cancelled by user after 00:01:47",
};
const GIVE_UP = {
  "reworded-empty-search-02": ["respond", "Sorry, I couldn't find a help-center article about exporting your contacts to CSV. I'll pass this to a colleague who can help."],
  "reworded-empty-search-06": ["llm", "I couldn't find where the keepalive timeout for the ledger client is configured in services/ledger-client."],
  "retry-same-failure-new-ids-01": ["llm", "I wasn't able to refund the duplicate charge ch_3Q8aMe; the refund call keeps being rejected."],
  "retry-same-failure-new-ids-05": ["llm", "The cookie banner's accept button never became clickable, so I couldn't get to the sale category."],
  "same-failure-after-different-fixes-02": ["llm", "The build still fails with TS2322 in DatePicker.tsx:88. I've tried three changes; none of them fixed it."],
  "paraphrased-reasoning-same-action-04": ["respond", "I'm sorry, I wasn't able to unlock your account from here. I've noted the issue on your ticket."],
};

const rows = [];
for (const fam of families) {
  if (fam.variants.length !== 6) throw new Error(`${fam.family}: ${fam.variants.length} variants, need 6`);
  if (!fam.loop && fam.stagnation) throw new Error(`${fam.family}: healthy family with stagnation`);
  fam.variants.forEach((build, i) => {
    const trace_id = `${fam.family}-${String(i + 1).padStart(2, "0")}`;
    const ctx = makeCtx(`blind-v1/${trace_id}`);
    const { goal, root } = build(ctx);
    if (STOP[trace_id]) root.output = STOP[trace_id];
    if (GIVE_UP[trace_id]) {
      const [kind, text] = GIVE_UP[trace_id];
      root.children.push(kind === "llm" ? { type: "llm", name: "assistant", input: null, output: text, children: [] }
        : { type: "tool", name: "respond_to_user", input: ctx.args({ message: text }), output: "ok", children: [] });
      root.output = text;
    }
    // healthy runs: about a third of the recorded root outputs are dropped (tracer did not capture them)
    if (!fam.loop && root.output != null && ctx.chance(0.35)) root.output = null;
    if (root.type !== "agent" || root.input !== goal) throw new Error(`${trace_id}: root must be an agent span whose input is the goal`);
    checkSpan(root, trace_id);
    rows.push({ trace_id, family: fam.family, isolates: fam.isolates, loop: fam.loop, stagnation: fam.stagnation, goal, root });
  });
}

// validation
const ids = new Set(rows.map((r) => r.trace_id));
if (ids.size !== rows.length) throw new Error("duplicate trace_id");
const nLoop = families.filter((f) => f.loop).length;
if (nLoop * 2 !== families.length) throw new Error(`loop families ${nLoop} of ${families.length}: must be exactly half`);
if (families.length < 20) throw new Error("need at least 20 families");
const famNames = new Set(families.map((f) => f.family));
if (famNames.size !== families.length) throw new Error("duplicate family name");

const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
text.trim().split("\n").forEach((l, i) => JSON.parse(l)); // every line parses
const out = join(here, "blind.jsonl");
writeFileSync(out, text);
console.log(`wrote ${rows.length} rows, ${families.length} families (${nLoop} loop / ${families.length - nLoop} healthy) to ${out}`);

if (process.argv.includes("--table")) {
  console.log("\n| family | loop | stagnation | isolates | domains |\n|---|---|---|---|---|");
  for (const f of families) console.log(`| ${f.family} | ${f.loop} | ${f.stagnation} | ${f.isolates} | ${f.domains.join(", ")} |`);
}
