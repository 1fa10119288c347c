// Re-checks an existing rows.jsonl: schema, span-tree shape, and that every row's labels
// agree with its family. Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

// The label table, kept independent of the family files on purpose.
export const FAMILIES = {
  plan_recital: { loop: true, stagnation: true },
  two_state_shuttle: { loop: true, stagnation: false },
  nonce_only_resend: { loop: true, stagnation: false },
  apply_revert_cycle: { loop: true, stagnation: false },
  self_handoff_chain: { loop: true, stagnation: true },
  itemwise_batch_sweep: { loop: false, stagnation: false },
  per_item_template_notes: { loop: false, stagnation: false },
  shrinking_subtask_split: { loop: false, stagnation: false },
  single_fix_retry: { loop: false, stagnation: false },
  draft_review_rounds: { loop: false, stagnation: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function* walk(s, depth = 0, parent = null) {
  yield [s, depth, parent];
  for (const c of s.children || []) yield* walk(c, depth + 1, s);
}

// The model's own text in an llm span, whatever the recording style.
export function llmText(s) {
  const o = s.output;
  if (o == null) return '';
  if (typeof o === 'string') return o;
  if (typeof o.content === 'string') return o.content;
  if (o.message && typeof o.message.content === 'string') return o.message.content;
  if (Array.isArray(o.replies)) return o.replies.flatMap((r) => (r.content || []).map((c) => c.text || '')).join('\n');
  return '';
}

// Which tool a tool span ran, whatever the recording style.
export function toolIdentity(s) {
  const i = s.input;
  if (s.metadata && s.metadata['tool.name']) return s.metadata['tool.name'];
  if (i && typeof i === 'object') {
    if (Array.isArray(i.messages) && i.messages[0] && Array.isArray(i.messages[0].content)) {
      return i.messages[0].content.map((c) => c.tool_call && c.tool_call.tool_name).join('+');
    }
    if (s.name === 'execute_function' && i.name) return i.name;
    if (typeof i.tool_name === 'string') return i.tool_name;
  }
  return s.name;
}

// The arguments of a tool span without call ids, whatever the recording style.
export function toolArgs(s) {
  const i = s.input;
  if (i && typeof i === 'object') {
    if (Array.isArray(i.messages) && i.messages[0] && Array.isArray(i.messages[0].content)) return JSON.stringify(i.messages[0].content.map((c) => c.tool_call && c.tool_call.arguments));
    if (s.name === 'execute_function' || 'call_id' in i) return String(i.arguments);
    if ('tool_input' in i) return String(i.tool_input);
    if ('kwargs' in i) return JSON.stringify(i.kwargs);
    if ('arguments' in i && Object.keys(i).length === 1) return JSON.stringify(i.arguments);
  }
  return typeof i === 'string' ? i : JSON.stringify(i);
}

const words = (t) => t.toLowerCase().replace(/[^a-z0-9äöüåéè' -]+/g, ' ').split(/\s+/).filter(Boolean);
function trigramJaccard(a, b) {
  const g = (w) => { const s = new Set(); for (let i = 0; i + 2 < w.length; i++) s.add(w[i] + ' ' + w[i + 1] + ' ' + w[i + 2]); return s; };
  const A = g(words(a)), B = g(words(b));
  if (!A.size || !B.size) return 0;
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  return inter / (A.size + B.size - inter);
}

function tokenJaccard(a, b) {
  const A = new Set(a), B = new Set(b);
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  return inter / (A.size + B.size - inter || 1);
}

// Strip obvious volatile bits so "same answer apart from noise" can be checked loosely.
function scrub(x) {
  return JSON.stringify(x)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'U')
    .replace(/\d/g, '0');
}

export function validateRows(rows) {
  const errors = [];
  const seenIds = new Set();
  const perFamily = {};
  rows.forEach((row, idx) => {
    const where = `row ${idx + 1} (${row && row.trace_id})`;
    const err = (m) => errors.push(`${where}: ${m}`);
    if (!row || typeof row !== 'object') return err('not an object');
    const keys = Object.keys(row);
    if (keys.join(',') !== ROW_KEYS.join(',')) err(`keys must be exactly ${ROW_KEYS.join(',')} in that order, got ${keys.join(',')}`);
    const fam = FAMILIES[row.family];
    if (!fam) return err(`unknown family ${row.family}`);
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) err('trace_id must be <family>-0N');
    if (seenIds.has(row.trace_id)) err('duplicate trace_id');
    seenIds.add(row.trace_id);
    (perFamily[row.family] ||= []).push(row);
    if (row.loop !== fam.loop) err(`loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) err(`stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 40 || !/\.$/.test(row.isolates)) err('isolates must be one sentence ending with a period');
    if (typeof row.isolates === 'string' && /\. [A-Z]/.test(row.isolates.replace(/e\.g\. |i\.e\. |vs\. |etc\. /g, ''))) err('isolates looks like more than one sentence');
    if (typeof row.goal !== 'string' || row.goal.length < 20) err('goal missing');
    const root = row.root;
    if (!root || root.type !== 'agent') return err('root must be an agent span');

    let count = 0;
    const llms = [];
    const tools = [];
    let maxAgentDepth = 0;
    for (const [s, depth] of walk(root)) {
      count++;
      if (!s || typeof s !== 'object') { err('span not an object'); continue; }
      for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) err(`span ${s.name}: unexpected key ${k}`);
      if (typeof s.type !== 'string' || !s.type) err('span type must be a non-empty string');
      if (typeof s.name !== 'string' || !s.name) err('span name must be a non-empty string');
      if (!('input' in s)) err(`span ${s.name}: missing input`);
      if (!('output' in s)) err(`span ${s.name}: missing output`);
      if (!Array.isArray(s.children)) err(`span ${s.name}: children must be an array`);
      if ('error' in s && (typeof s.error !== 'string' || !s.error)) err(`span ${s.name}: error must be a non-empty string`);
      if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) err(`span ${s.name}: metadata must be an object`);
      if (s.type === 'llm') llms.push(s);
      if (s.type === 'tool') tools.push(s);
      if (s.type === 'agent') maxAgentDepth = Math.max(maxAgentDepth, depth);
    }
    if (count < 5 || count > 40) err(`span count ${count} outside 5..40`);
    if (!llms.length) err('no llm span');
    if (!tools.length) err('no tool span');

    // ---- stagnation consistency (model text) -------------------------------
    const texts = llms.map(llmText).filter((t) => words(t).length >= 20);
    let best = 0;
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, trigramJaccard(texts[i], texts[j]));
    if (fam.stagnation && best < 0.5) err(`stagnation=true but no two model texts repeat (best trigram jaccard ${best.toFixed(2)})`);
    // revised drafts legitimately share much of their wording; they only must not be copies
    const limit = row.family === 'draft_review_rounds' ? 0.85 : 0.5;
    if (!fam.stagnation && best >= limit) err(`stagnation=false but two model texts are near-identical (trigram jaccard ${best.toFixed(2)})`);

    // ---- family-specific structure ------------------------------------------
    const ids = tools.map(toolIdentity);
    const byId = {};
    tools.forEach((t, i) => (byId[ids[i]] ||= []).push(t));
    const maxSame = Math.max(0, ...Object.values(byId).map((a) => a.length));
    const agents = [...walk(root)].filter(([s]) => s.type === 'agent');
    switch (row.family) {
      case 'plan_recital': {
        if (maxSame < 3) err('plan_recital: expected one call repeated 3+ times');
        break;
      }
      case 'two_state_shuttle': {
        // find A,B,A,B,A,B among consecutive distinct tool identities (tolerating one interleaved extra)
        const keyed = tools.map((t, i) => ids[i] + ' ' + toolArgs(t));
        const seq = keyed.filter((x, i) => i === 0 || x !== keyed[i - 1]);
        let ok = false;
        for (let i = 0; i + 5 < seq.length; i++) {
          const a = seq[i], b = seq[i + 1];
          if (a !== b && seq[i + 2] === a && seq[i + 3] === b && seq[i + 4] === a && seq[i + 5] === b) ok = true;
        }
        if (!ok) err('two_state_shuttle: no A-B-A-B-A-B pattern of tool calls');
        break;
      }
      case 'nonce_only_resend': {
        const rep = Object.values(byId).find((a) => a.length >= 4 && new Set(a.map((t) => JSON.stringify(t.input))).size === a.length);
        if (!rep) err('nonce_only_resend: expected 4+ calls of one tool with (slightly) different arguments');
        else {
          // drop id-like tokens (long, or mixing letters and digits)
          const toks = (t) => scrub(t.output).split(/[^A-Za-z0-9]+/).filter((w) => w && w.length < 20 && !(w.length >= 6 && /0/.test(w) && /[A-Za-z]/.test(w)));
          const first = toks(rep[0]);
          for (const t of rep.slice(1)) if (tokenJaccard(first, toks(t)) < 0.8) err('nonce_only_resend: outputs differ beyond volatile parts');
        }
        break;
      }
      case 'apply_revert_cycle': {
        if (maxSame < 3) err('apply_revert_cycle: expected the state-changing tool 3+ times');
        break;
      }
      case 'self_handoff_chain': {
        if (agents.length < 4) err('self_handoff_chain: expected 3+ delegated agent levels below the root');
        break;
      }
      case 'itemwise_batch_sweep': {
        const big = Object.values(byId).find((a) => a.length >= 10);
        if (!big) err('itemwise_batch_sweep: expected one tool over 10+ items');
        else {
          if (new Set(big.map((t) => JSON.stringify(t.input))).size !== big.length) err('itemwise_batch_sweep: items must differ');
          if (new Set(big.map((t) => scrub(t.output))).size < big.length - 1) err('itemwise_batch_sweep: results must differ');
        }
        break;
      }
      case 'per_item_template_notes': {
        const heads = llms.map(llmText).map((t) => words(t).slice(0, 4).join(' ')).filter(Boolean);
        const counts = {};
        heads.forEach((h) => (counts[h] = (counts[h] || 0) + 1));
        if (Math.max(0, ...Object.values(counts)) < 4) err('per_item_template_notes: expected a templated line 4+ times');
        break;
      }
      case 'shrinking_subtask_split': {
        if (agents.length < 3) err('shrinking_subtask_split: expected 2+ sub-agents');
        break;
      }
      case 'single_fix_retry': {
        const failed = tools.filter((t) => t.error);
        if (failed.length !== 1) err(`single_fix_retry: expected exactly one failed tool span, got ${failed.length}`);
        else {
          const id = toolIdentity(failed[0]);
          const after = tools.slice(tools.indexOf(failed[0]) + 1).filter((t) => toolIdentity(t) === id);
          if (after.length !== 1 || after[0].error) err('single_fix_retry: expected exactly one successful retry of the failed tool');
        }
        if (root.error) err('single_fix_retry: run must finish cleanly');
        break;
      }
      case 'draft_review_rounds': {
        if (llms.length < 5) err('draft_review_rounds: expected several drafts and reviews');
        if (root.error) err('draft_review_rounds: run must finish cleanly');
        break;
      }
    }
    if (!fam.loop && root.error) err('healthy row must not end in error');
  });
  for (const [f, list] of Object.entries(perFamily)) {
    if (list.length !== 6) errors.push(`family ${f}: ${list.length} rows, expected 6`);
  }
  for (const f of Object.keys(FAMILIES)) if (!perFamily[f]) errors.push(`family ${f}: missing`);
  return errors;
}

export function readRows(path) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').filter((l) => l.length);
  return { text, rows: lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`line ${i + 1}: ${e.message}`); } }) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const { text, rows } = readRows(path);
  const errors = validateRows(rows);
  if (errors.length) {
    console.error(errors.join('\n'));
    console.error(`\n${errors.length} problem(s) in ${rows.length} rows`);
    process.exit(1);
  }
  console.log(`ok: ${rows.length} rows valid; sha256 ${createHash('sha256').update(text).digest('hex')}`);
}
