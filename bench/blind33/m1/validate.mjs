// Re-checks rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  restated_long_step: { loop: true, stagnation: true, kind: 'restate' },
  reworded_empty_queries: { loop: true, stagnation: false, kind: 'reworded' },
  paging_past_end: { loop: true, stagnation: false, kind: 'paging' },
  same_failure_after_fixes: { loop: true, stagnation: false, kind: 'samefail' },
  volatile_only_repeats: { loop: true, stagnation: false, kind: 'volatile' },
  shrinking_failures: { loop: false, stagnation: false, kind: 'shrink' },
  planning_monologue: { loop: false, stagnation: false, kind: 'monologue' },
  supervisor_distinct_subtasks: { loop: false, stagnation: false, kind: 'supervisor' },
  nested_delegation_chain: { loop: false, stagnation: false, kind: 'nested' },
  many_similar_records: { loop: false, stagnation: false, kind: 'records' },
};

const SKIP_KEYS = new Set(['id', 'call_id', 'tool_call_id', 'toolCallId', 'signature', 'arguments', 'args', 'input', 'responseId', 'model', 'ai.response.toolCalls', 'tool_calls', 'action']);
export function llmTexts(out) {
  const acc = [];
  const walk = (v, key) => {
    if (v == null) return;
    if (typeof v === 'string') {
      const s = v.trim();
      if ((s.startsWith('{') || s.startsWith('[')) && s.length > 2) { try { return walk(JSON.parse(s), key); } catch { /* plain */ } }
      if (!SKIP_KEYS.has(key) && s.split(/\s+/).length >= 5) acc.push(s);
      return;
    }
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key));
    if (typeof v === 'object') for (const [kk, vv] of Object.entries(v)) if (!SKIP_KEYS.has(kk)) walk(vv, kk);
  };
  walk(out, '');
  return [...new Set(acc)].join('\n');
}
const STOP = new Set('the a an and or of to in on at for is are was be it this that with as by from i we you so but not if then than which'.split(' '));
const words = (s) => s.toLowerCase().replace(/[^a-z0-9£€$.%:]+/g, ' ').split(' ').filter((w) => w && !STOP.has(w));
function sim(a, b) {
  const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}
export function mask(x) {
  let s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/(\\?"(?:host|hostname|node|db_node|served_by|x-served-by|replica|server|served_from|region|worker|pod)\\?":\\?")[^"\\]*/gi, '$1VAL')
    .replace(/(Request-Id|request_id|requestId|trace|x-trace)(["']?[:=]\s*["']?)[\w:.\/-]+/gi, '$1$2ID')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'UUID')
    .replace(/\b[a-z]+(?:-[a-z]+)*-[0-9a-f]{5,10}-[a-z0-9]{5}\b/g, 'HOST')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}([.,]\d+)?(Z|[+-]\d{2}:?\d{2})?/g, 'TS')
    .replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/g, 'TS')
    .replace(/\b((Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}( UTC \d{4})?/g, 'TS')
    .replace(/\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}/g, 'TS')
    .replace(/\d{1,2}[./]\d{1,2}[./]\d{4},? \d{1,2}:\d{2}(:\d{2})?( [AP]M)?/g, 'TS')
    .replace(/\d{8}T\d{6}Z/g, 'TS')
    .replace(/\d{4}[-/]\d{2}[-/]\d{2} \d{2}:\d{2}:\d{2}(,\d+)?/g, 'TS')
    .replace(/\b\d{2}:\d{2}:\d{2}(\.\d+)?\b/g, 'TIME')
    .replace(/\/tmp\/[\w./-]+/g, 'TMP')
    .replace(/\b(?=[a-z0-9_]*\d)(?=[a-z0-9_]*[a-z])[a-z0-9_]{6,}\b/gi, 'TOKEN')
    .replace(/\b[0-9a-f]{7,}\b/gi, 'HEX')
    .replace(/\d+(\.\d+)?\s?(ms|s|µs|us|sec|secs|seconds|m)\b/g, 'DUR')
    .replace(/\b\d{4,}(\.\d+)?\b/g, 'NUM')
    .replace(/(\b\w*(?:attempt|retry|retries|try|seq|sequence|poll|remaining|age|elapsed|uptime|ttl|_ms|Ms|took|latency|duration|render|wait|queue_position|lag)\\?"?)(\s*[:=]\s*\\?"?|\s)\d+(\.\d+)?/gi, '$1$2N');
}
const toolKey = (s) => (s.metadata && (s.metadata['gen_ai.tool.name'] || s.metadata['tool.name'] || s.metadata.tool)) || (s.input && typeof s.input === 'object' && (s.input['ai.toolCall.name'] || s.input.tool)) || s.name;

function walk(s, f, depth = 0, parent = null) { f(s, depth, parent); (s.children || []).forEach((c) => walk(c, f, depth + 1, s)); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return errs.push(`${path}: span not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const key of Object.keys(s)) if (!allowed.has(key)) errs.push(`${path}: unexpected key ${key}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRow(row) {
  const errs = [];
  const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
  for (const key of keys) if (!(key in row)) errs.push(`missing ${key}`);
  if (Object.keys(row).some((x) => !keys.includes(x))) errs.push('extra top-level keys');
  const fam = FAMILIES[row.family];
  if (!fam) return [`unknown family ${row.family}`];
  if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push('trace_id format');
  if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push('isolates');
  if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push('goal');
  const famStag = fam.stagnation;
  if (row.loop !== fam.loop) errs.push(`loop label ${row.loop} != family ${fam.loop}`);
  if (row.stagnation !== famStag) errs.push(`stagnation label ${row.stagnation} != family ${famStag}`);
  checkSpan(row.root, 'root', errs);
  if (errs.length) return errs;
  if (row.root.type !== 'agent') errs.push('root must be agent span');
  let n = 0; const llms = []; const tools = []; const agents = []; let maxAgentDepth = 0;
  const agentDepth = new Map();
  walk(row.root, (s, d, p) => {
    n++;
    if (s.type === 'llm') llms.push(s);
    if (s.type === 'tool') tools.push(s);
    if (s.type === 'agent') {
      agents.push(s);
      let ad = 0; let q = p; // count agent ancestors via map
      ad = p ? (agentDepth.get(p) ?? 0) + 1 : 1;
      agentDepth.set(s, ad); maxAgentDepth = Math.max(maxAgentDepth, ad);
    } else agentDepth.set(s, p ? agentDepth.get(p) ?? 0 : 0);
  });
  if (n < 5 || n > 40) errs.push(`span count ${n} outside 5..40`);
  if (!llms.length) errs.push('no llm span');
  for (const t of tools) if (t.error !== undefined && !t.error) errs.push('empty error');
  // text similarity
  const texts = llms.map((l) => words(llmTexts(l.output)));
  let bestLong = 0, bestAny = 0;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const s = sim(texts[i], texts[j]);
    if (texts[i].length >= 25 && texts[j].length >= 25) bestLong = Math.max(bestLong, s);
    if (texts[i].length >= 6 && texts[j].length >= 6) bestAny = Math.max(bestAny, s);
  }
  if (row.stagnation && bestLong < 0.75) errs.push(`stagnation row lacks near-verbatim long repeat (best ${bestLong.toFixed(2)})`);
  if (!row.stagnation && bestAny >= 0.75) errs.push(`non-stagnation row has near-verbatim model text (sim ${bestAny.toFixed(2)})`);
  // group tools
  const groups = new Map();
  for (const t of tools) { const kk = toolKey(t); if (!groups.has(kk)) groups.set(kk, []); groups.get(kk).push(t); }
  const maxIdentMasked = (arr) => { const c = new Map(); for (const t of arr) { const m = mask(t.output ?? t.error); c.set(m, (c.get(m) || 0) + 1); } return Math.max(0, ...c.values()); };
  const big = [...groups.values()].sort((a, b) => b.length - a.length)[0] || [];
  switch (fam.kind) {
    case 'restate': break;
    case 'reworded': {
      const g = [...groups.values()].find((a) => a.length >= 4 && new Set(a.map((t) => JSON.stringify(t.input))).size >= 4);
      if (!g) errs.push('reworded: need >=4 calls of one tool with distinct inputs');
      if (row.root.output && !row.root.error && /found|here is/i.test(JSON.stringify(row.root.output)) && !/not|no /i.test(JSON.stringify(row.root.output))) errs.push('reworded: looks like success');
      break;
    }
    case 'paging': {
      const g = [...groups.values()].find((a) => a.length >= 4);
      if (!g) errs.push('paging: need >=4 calls of one tool');
      else { const tail = g.slice(-3).map((t) => mask(t.output)); if (new Set(tail).size !== 1) errs.push('paging: last 3 pages not equal after masking'); }
      break;
    }
    case 'samefail': {
      if (![...groups.values()].some((a) => maxIdentMasked(a) >= 4)) errs.push('samefail: need >=4 verification outputs identical after masking');
      if (tools.filter((t) => /edit|write|patch|str_replace|set|apply|update|config/i.test(t.name + JSON.stringify(t.input).slice(0, 200))).length < 3) errs.push('samefail: need >=3 fix actions');
      break;
    }
    case 'volatile': {
      const g = [...groups.values()].find((a) => a.length >= 4 && maxIdentMasked(a) >= 4 && new Set(a.map((t) => JSON.stringify(t.output))).size > 1);
      if (!g) errs.push('volatile: need >=4 same-tool results equal up to volatile parts');
      break;
    }
    default: {
      if (row.root.error) errs.push('healthy row root has error');
      if (row.root.output == null) errs.push('healthy row root has no output');
      { const c = new Map(); for (const t of tools) { const key = toolKey(t) + '|' + mask(t.input) + '|' + mask(t.output ?? t.error); c.set(key, (c.get(key) || 0) + 1); }
        for (const [key, v] of c) if (v >= 3) errs.push(`healthy row repeats the same call with the same result 3+ times: ${key.slice(0, 80)}`); }
      if (fam.kind === 'monologue' && texts.filter((t) => t.length >= 40).length < 3) errs.push('monologue: need >=3 long reasoning steps');
      if (fam.kind === 'supervisor') { const c = new Map(); agents.forEach((a) => c.set(a.name, (c.get(a.name) || 0) + 1)); if (![...c.entries()].some(([nm, v]) => v >= 2 && nm !== row.root.name)) errs.push('supervisor: worker agent must appear >=2 times'); }
      if (fam.kind === 'nested' && maxAgentDepth < 4) errs.push(`nested: agent depth ${maxAgentDepth} < 4`);
      if (fam.kind === 'records' && !(big.length >= 4 && new Set(big.map((t) => JSON.stringify(t.input))).size === big.length)) errs.push('records: need >=4 reads with distinct inputs');
      if (fam.kind === 'shrink' && big.length < 3) errs.push('shrink: need repeated verification');
    }
  }
  return errs;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const row of rows) {
    if (ids.has(row.trace_id)) errs.push(`${row.trace_id}: duplicate`);
    ids.add(row.trace_id);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    for (const e of validateRow(row)) errs.push(`${row.trace_id}: ${e}`);
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
