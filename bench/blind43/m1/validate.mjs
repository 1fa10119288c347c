// Re-checks rows.jsonl: schema + labels consistent with family + light structural checks.
import fs from 'node:fs';
import url from 'node:url';
import { countSpans, walk } from './lib.mjs';

const STOP = new Set('the a an and or of to in on for with is are was be it this that as at by from i we will now not no so then have has had been can but if my our its let me us all any into'.split(' '));
function llmText(out) {
  const acc = [];
  const rec = (v, k) => {
    if (typeof v === 'string') {
      if (/^(id|call_id|tool_use_id|signature|type|role|name|status|finish_reason|stop_reason|arguments|ai\.response\.toolCalls|modelVersion|responseId|model)$/.test(k || '') || /tool_call\.(id|function)/.test(k || '')) return;
      if (k === 'gcp.vertex.agent.llm_response') { try { rec(JSON.parse(v)); } catch {} return; }
      acc.push(v.replace(/Action Input: .*$/gm, '').replace(/Action:\n\{[\s\S]*?\n\}/g, ''));
    } else if (Array.isArray(v)) v.forEach((x) => rec(x, k));
    else if (v && typeof v === 'object') for (const [kk, x] of Object.entries(v)) { if (['functionCall', 'function_call', 'tool_calls', 'input', 'args', 'usage', 'usageMetadata', 'metrics'].includes(kk)) continue; rec(x, kk); }
  };
  rec(out);
  return acc.join(' ');
}
export function words(t) { return (t.toLowerCase().match(/[a-z][a-z'-]{2,}/g) || []).filter((w) => !STOP.has(w)); }
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

export const FAMILY_LABELS = {
  loop_restated_long_step: { loop: true, stagnation: true },
  loop_reworded_empty_search: { loop: true, stagnation: false },
  loop_paging_beyond_last_page: { loop: true, stagnation: false },
  loop_fix_same_failure: { loop: true, stagnation: false },
  loop_volatile_only_repeat: { loop: true, stagnation: false },
  ok_shrinking_failures: { loop: false, stagnation: false },
  ok_progressive_planning: { loop: false, stagnation: false },
  ok_supervisor_distinct_subtasks: { loop: false, stagnation: false },
  ok_nested_delegation: { loop: false, stagnation: false },
  ok_similar_records_sweep: { loop: false, stagnation: false },
};

export function validateRow(row) {
  const errs = [];
  for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`missing ${k}`);
  if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push('bad trace_id');
  const lab = FAMILY_LABELS[row.family];
  if (!lab) errs.push('unknown family'); else { if (row.loop !== lab.loop) errs.push('loop label'); if (row.stagnation !== lab.stagnation) errs.push('stagnation label'); }
  if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push('isolates');
  if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push('goal');
  const llms = []; const tools = {};
  walk(row.root, (s) => {
    if (typeof s.type !== 'string' || typeof s.name !== 'string' || !('input' in s) || !('output' in s) || !Array.isArray(s.children)) errs.push(`bad span ${s.name}`);
    if ('error' in s && typeof s.error !== 'string') errs.push('error not string');
    if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push('metadata');
    if (s.type === 'llm') llms.push(words(llmText(s.output)));
    if (s.type === 'tool' || s.type === 'retriever') { const nm = s.metadata?.['gen_ai.tool.name'] || s.input?.['ai.toolCall.name'] || s.input?.['tool.name'] || s.metadata?.tool_name || s.name; tools[nm] = (tools[nm] || 0) + 1; }
  });
  if (row.root?.type !== 'agent') errs.push('root not agent');
  const n = countSpans(row.root);
  if (n < 5 || n > 40) errs.push(`span count ${n}`);
  // stagnation consistency
  let maxPair = 0;
  for (let i = 0; i < llms.length; i++) for (let j = i + 1; j < llms.length; j++) {
    const a = llms[i], b = llms[j];
    if (a.length >= 25 && b.length >= 25) maxPair = Math.max(maxPair, jacc(a, b));
    else if (a.length >= 10 && b.length >= 10) maxPair = Math.max(maxPair, jacc(a, b) * 0.95);
  }
  if (lab?.stagnation && maxPair < 0.8) errs.push(`stagnation row lacks near-verbatim repeat (max ${maxPair.toFixed(2)})`);
  if (lab && !lab.stagnation && maxPair >= 0.7) errs.push(`non-stagnation row has near-duplicate model text (${maxPair.toFixed(2)})`);
  const maxTool = Math.max(0, ...Object.values(tools));
  if (['loop_reworded_empty_search', 'loop_paging_beyond_last_page', 'loop_volatile_only_repeat'].includes(row.family) && maxTool < 4) errs.push('needs >=4 calls of one tool');
  if (['loop_fix_same_failure', 'ok_shrinking_failures'].includes(row.family) && maxTool < 3) errs.push('needs >=3 checks');
  if (row.family === 'ok_similar_records_sweep' && maxTool < 4) errs.push('needs >=4 similar reads');
  return { errs, spans: n };
}

export function validateFile(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  let bad = 0; const ids = new Set(); const fams = {};
  for (const line of lines) {
    const row = JSON.parse(line);
    if (ids.has(row.trace_id)) { console.error('duplicate', row.trace_id); bad++; }
    ids.add(row.trace_id); fams[row.family] = (fams[row.family] || 0) + 1;
    const { errs } = validateRow(row);
    if (errs.length) { bad++; console.error(row.trace_id, errs.join('; ')); }
  }
  for (const [f, c] of Object.entries(fams)) if (c !== 6) { bad++; console.error(`family ${f} has ${c} rows`); }
  return { rows: lines.length, bad };
}

if (import.meta.url === url.pathToFileURL(process.argv[1]).href) {
  const f = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const r = validateFile(f);
  console.log(`${r.rows} rows, ${r.bad} invalid`);
  process.exit(r.bad ? 1 : 0);
}
