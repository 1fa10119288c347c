// Label-consistency helper for validate.mjs: pulls the model's own prose (text and reasoning)
// out of llm spans of every recording style and finds near-verbatim repeats between spans.
// It only checks this data set's stagnation labels; it is not a loop detector.

const TEXT_KEYS = new Set(['text', 'content', 'thinking', 'reasoning', 'reasoning_content', 'ai.response.text', 'ai.response.reasoning']);

function collect(v, out, key) {
  if (typeof v === 'string') {
    if (key === 'gcp.vertex.agent.llm_response') { try { collect(JSON.parse(v), out); } catch { /* ignore */ } return; }
    if (TEXT_KEYS.has(key) && v.trim()) out.add(v.trim());
    return;
  }
  if (Array.isArray(v)) { for (const x of v) collect(x, out, key === 'content' || key === 'parts' ? undefined : key); return; }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) {
    if (k === 'toolCalls' || k === 'tool_calls' || k === 'ai.response.toolCalls' || k === 'function_call' || k === 'args') continue;
    if (v.part_kind === 'tool-call' || v.type === 'tool-call') continue;
    collect(x, out, k);
  }
}

export function modelTexts(root) {
  const texts = [];
  (function walk(s) {
    if (s.type === 'llm') { const set = new Set(); collect(s.output, set); texts.push([...set].join('\n')); }
    for (const c of s.children || []) walk(c);
  })(root);
  return texts.filter((t) => t);
}

const words = (t) => t.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.,'%-]*/gu) || [];

export function similarity(a, b) {
  const wa = words(a), wb = words(b);
  const m = new Map();
  for (const w of wa) m.set(w, (m.get(w) || 0) + 1);
  let common = 0;
  for (const w of wb) { const c = m.get(w); if (c) { common += 1; m.set(w, c - 1); } }
  return common / Math.max(wa.length, wb.length, 1);
}

// longest near-verbatim repeated model text in a trace (word count), 0 if none
export function repeatedTextWords(root, threshold = 0.85, minWords = 8) {
  const ts = modelTexts(root);
  let best = 0;
  for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) {
    const wi = words(ts[i]).length, wj = words(ts[j]).length;
    if (Math.min(wi, wj) < minWords) continue;
    if (similarity(ts[i], ts[j]) >= threshold) best = Math.max(best, Math.min(wi, wj));
  }
  return best;
}
