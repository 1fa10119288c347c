import { flatten, norm, emptyish, parseMaybe, words, jaccard } from './lib.mjs';

const DOMAINS = new Set(['coding agent', 'browser automation', 'customer support', 'data engineering', 'travel', 'SRE/on-call', 'research', 'e-commerce', 'insurance', 'logistics', 'tutoring', 'real estate', 'marketing ops', 'security triage', 'HR', 'legal', 'healthcare admin', 'finance ops', 'game QA', 'IoT/device fleet']);

function fail(id, msg) { throw new Error(`${id}: ${msg}`); }
const ok = s => s.output !== null && !('error' in s);
const inKey = s => norm(parseMaybe(s.input));

function checkSpan(id, s, depth) {
  const keys = Object.keys(s);
  if (!['agent', 'llm', 'tool', 'retriever'].includes(s.type)) fail(id, `bad type ${s.type}`);
  if (typeof s.name !== 'string' || !s.name) fail(id, 'span without name');
  if (!Array.isArray(s.children)) fail(id, 'children not array');
  for (const k of keys) if (!['type', 'name', 'input', 'output', 'error', 'children'].includes(k)) fail(id, `unexpected key ${k}`);
  if (!('input' in s) || !('output' in s)) fail(id, 'missing input/output');
  if (s.type === 'llm') { if (s.input !== null || typeof s.output !== 'string' || !s.output) fail(id, `llm span ${s.name} malformed`); }
  if ('error' in s) { if (s.type !== 'tool' && s.type !== 'retriever') fail(id, 'error on non-tool'); if (s.output !== null || typeof s.error !== 'string' || !s.error) fail(id, 'error span must have output null'); }
  if (s.type === 'agent' && depth > 0 && (typeof s.input !== 'string' || typeof s.output !== 'string')) fail(id, 'sub-agent needs string input/output');
  if ((s.type === 'tool' || s.type === 'retriever') && s.children.length) fail(id, 'tool with children');
  for (const c of s.children) checkSpan(id, c, depth + 1);
}

const checks = {
  // 1: reworded searches, all empty
  1(id, spans, m) {
    const c = spans.filter(s => s.name === m.tool);
    if (c.length < 3 || c.length > 6) fail(id, `search count ${c.length}`);
    if (!c.every(s => ok(s) && emptyish(s.output))) fail(id, 'a search was not empty');
    if (new Set(c.map(inKey)).size !== c.length) fail(id, 'search inputs not all reworded');
  },
  // 2: same status call, outputs equal modulo noise
  2(id, spans, m) {
    const all = spans.filter(s => s.name === m.tool);
    const last = all[all.length - 1];
    const same = all.filter(s => inKey(s) === inKey(last));
    if (same.length < 4 || same.length > 7) fail(id, `poll count ${same.length}`);
    if (new Set(same.map(s => norm(s.output))).size !== 1) fail(id, 'poll outputs differ beyond noise');
    if (new Set(same.map(s => JSON.stringify(s.output))).size !== same.length) fail(id, 'poll outputs have no volatile noise');
  },
  // 3: long message repeated 2-3 times with same failure between
  3(id, spans, m) {
    const msgs = [];
    spans.forEach((s, i) => {
      let text = null;
      if (m.msgTool === null && s.type === 'llm') text = s.output;
      if (m.msgTool && s.name === m.msgTool) text = parseMaybe(s.input)[m.msgField];
      if (text && words(text).length >= 30) msgs.push({ i, text });
    });
    const base = msgs[0];
    const grp = msgs.filter(x => jaccard(x.text, base.text) >= 0.85);
    if (grp.length < 2 || grp.length > 3) fail(id, `repeated message count ${grp.length}`);
    const fails = spans.filter(s => s.name === m.failTool && 'error' in s);
    if (new Set(fails.map(s => norm(s.error))).size !== 1) fail(id, 'errors differ');
    for (let k = 1; k < grp.length; k++) {
      const between = spans.slice(grp[k - 1].i + 1, grp[k].i).filter(s => s.name === m.failTool && 'error' in s);
      if (!between.length) fail(id, 'no failure between repeated messages');
    }
    const firstErr = spans.findIndex(s => s.name === m.failTool && 'error' in s);
    if (spans.slice(firstErr).some(s => s.name === m.failTool && ok(s))) fail(id, 'failing action later succeeded');
  },
  // 4: same call, same error, no success
  4(id, spans, m) {
    const c = spans.filter(s => s.name === m.tool && (!m.inputMatch || JSON.stringify(s.input).includes(m.inputMatch)));
    if (c.length < 3 || c.length > 6) fail(id, `retry count ${c.length}`);
    if (!c.every(s => 'error' in s)) fail(id, 'a retry succeeded');
    if (new Set(c.map(inKey)).size !== 1) fail(id, 'retries are not the same call');
    if (new Set(c.map(s => norm(s.error))).size !== 1) fail(id, 'errors differ beyond ids/timestamps');
  },
  // 5: many distinct reads
  5(id, spans, m) {
    const c = spans.filter(s => s.name === m.tool);
    if (c.length < 4) fail(id, `only ${c.length} reads`);
    if (!c.every(ok)) fail(id, 'read failed');
    if (new Set(c.map(s => JSON.stringify(s.input))).size !== c.length) fail(id, 'duplicate read input');
    if (new Set(c.map(s => JSON.stringify(s.output))).size !== c.length) fail(id, 'duplicate read output');
  },
  // 6: 1-2 empty searches then a materially different one hits
  6(id, spans, m) {
    const c = spans.filter(s => m.tools.includes(s.name));
    const firstHit = c.findIndex(s => ok(s) && !emptyish(s.output));
    if (firstHit < 1 || firstHit > 2) fail(id, `empty searches before hit: ${firstHit}`);
    if (!c.slice(0, firstHit).every(s => emptyish(s.output))) fail(id, 'early search not empty');
    const hit = c[firstHit];
    if (c.slice(0, firstHit).some(s => s.name === hit.name && inKey(s) === inKey(hit))) fail(id, 'hit search not different');
    if (spans.indexOf(hit) >= spans.length - 1 && !/./.test(spans[0].output)) fail(id, 'results not used');
  },
  // 7: same check, decreasing failures to 0
  7(id, spans, m) {
    const all = spans.filter(s => s.name === m.tool);
    const key = m.sameInput ? norm(m.sameInput) : inKey(all[0]);
    const c = all.filter(s => inKey(s) === key);
    if (c.length < 3) fail(id, `only ${c.length} check runs`);
    const counts = c.map(s => m.count(parseMaybe(s.output)));
    for (let k = 1; k < counts.length; k++) if (!(counts[k] < counts[k - 1])) fail(id, `counts not decreasing ${counts}`);
    if (counts[counts.length - 1] !== 0) fail(id, 'final check not passing');
    return counts.join('>');
  },
  // 8: 1-3 same transient errors then success
  8(id, spans, m) {
    const all = spans.filter(s => s.name === m.tool);
    const key = m.sameInput ? norm(m.sameInput) : inKey(all[0]);
    const c = all.filter(s => inKey(s) === key);
    const errs = c.filter(s => 'error' in s);
    if (errs.length < 1 || errs.length > 3) fail(id, `error count ${errs.length}`);
    if (c.findIndex(ok) !== errs.length) fail(id, 'success not right after the failures');
    if (new Set(errs.map(s => norm(s.error))).size !== 1) fail(id, 'transient errors differ');
    if (errs.length > 1 && new Set(errs.map(s => s.error)).size !== errs.length) fail(id, 'no new request ids');
  },
};

export function validateRow(row, famIndex, meta) {
  const id = row.trace_id;
  if (!/^[a-z0-9-]+-\d{2}$/.test(id) || !id.startsWith(row.family + '-')) fail(id, 'bad trace_id');
  for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k]) fail(id, `missing ${k}`);
  if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') fail(id, 'labels not bool');
  if (!row.loop && row.stagnation) fail(id, 'healthy with stagnation');
  const r = row.root;
  if (r.type !== 'agent' || r.input !== row.goal || typeof r.output !== 'string' || !r.output) fail(id, 'root malformed');
  checkSpan(id, r, 0);
  const spans = flatten(r);
  if (spans.length < 5 || spans.length > 40) fail(id, `span count ${spans.length}`);
  const extra = checks[famIndex](id, spans, meta);
  return { spans: spans.length, extra };
}

export function validateFamily(rows, domains) {
  if (rows.length !== 6) throw new Error(`${rows[0].family}: ${rows.length} rows`);
  if (new Set(domains).size !== 6) throw new Error(`${rows[0].family}: domains repeat`);
  for (const d of domains) if (!DOMAINS.has(d)) throw new Error(`unknown domain ${d}`);
  for (const k of ['loop', 'stagnation', 'isolates', 'family']) if (new Set(rows.map(r => r[k])).size !== 1) throw new Error(`${rows[0].family}: ${k} differs`);
  if (new Set(rows.map(r => r.goal)).size !== 6) throw new Error('duplicate goals');
}
