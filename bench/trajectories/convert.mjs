#!/usr/bin/env node
// Converts the raw, published agent trajectories (listed in PROVENANCE.md) into ./rows.jsonl.
// No dependencies. Run from anywhere: `node bench/trajectories/convert.mjs --raw <dir>`.
// Only the envelope changes: message/step contents are copied verbatim, except that a
// single observation (tool span output) longer than MAX_OBS characters is cut to its
// first MAX_OBS characters followed by TRUNC_MARK.
// Hand labels (loop / loop_note) live in ./labels.json, keyed by trace_id.
// `node convert.mjs --steps <trace_id>` prints the step index listing used in loop notes.

import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
// The raw files are public data that this repository does not carry (see
// PROVENANCE.md): pass the folder that holds them as --raw <dir> (default ./raw).
const rawAt = process.argv.indexOf('--raw')
const RAW = rawAt > 0 ? process.argv[rawAt + 1] : join(HERE, 'raw')
const MAX_OBS = 4000
const TRUNC_MARK = '…[truncated]'

const truncations = {} // trace_id -> count
function obs(traceId, text) {
  if (typeof text === 'string' && text.length > MAX_OBS) {
    truncations[traceId] = (truncations[traceId] ?? 0) + 1
    return text.slice(0, MAX_OBS) + TRUNC_MARK
  }
  return text
}
const readJson = (p) => JSON.parse(readFileSync(join(RAW, p), 'utf8'))
function parseArgs(s) {
  try {
    return JSON.parse(s)
  } catch {
    return s
  }
}
// Tool results are matched to the calls of the assistant message they directly follow
// (tool_call_id values are reused across turns in some raw files, so no global lookup).
function resultsFor(msgs, i) {
  const window = []
  for (let j = i + 1; j < msgs.length && msgs[j].role === 'tool'; j++) window.push(msgs[j])
  const calls = msgs[i].tool_calls ?? []
  const used = new Set()
  return calls.map((tc, k) => {
    let idx = window.findIndex((w, wi) => !used.has(wi) && w.tool_call_id === tc.id)
    if (idx < 0) idx = window.findIndex((w, wi) => !used.has(wi))
    if (idx < 0) return null
    used.add(idx)
    return window[idx].content
  })
}

// ---------------------------------------------------------------- sources
const TAU = {
  source: 'sierra-research/tau-bench',
  path: 'historical_trajectories/gpt-4o-airline.json',
  commit: '59a200c6d575d595120f1cb70fea53cef0632f6b',
  licence: 'MIT',
  raw: 'tau-bench/gpt-4o-airline.selected.json',
}
const SWEA = {
  source: 'SWE-agent/SWE-agent',
  commit: '3ea751c087f32b16e039a2233dd6eefecef325d5',
  licence: 'MIT',
  files: [
    [
      'swe-agent/6e44b9__sweagenttestrepo-1c2844.traj',
      'tests/test_data/trajectories/gpt4__swe-agent-test-repo__default_from_url__t-0.00__p-0.95__c-3.00__install-1/6e44b9__sweagenttestrepo-1c2844.traj',
      'sweagent-gpt4-testrepo-1c2844',
    ],
    [
      'swe-agent/swe-agent__test-repo-i1.traj',
      'tests/test_data/trajectories/gpt4__swe-agent__test-repo__default_from_url__t-0.00__p-0.95__c-3.00__install-1/swe-agent__test-repo-i1.traj',
      'sweagent-gpt4-testrepo-i1',
    ],
    [
      'swe-agent/pydicom__pydicom-1458.traj',
      'tests/test_data/trajectories/gpt4__swe-bench-dev-easy_first_only__default__t-0.00__p-0.95__c-3.00__install-1/pydicom__pydicom-1458.traj',
      'sweagent-gpt4-pydicom-1458',
    ],
  ],
}
const MSWEA = {
  source: 'SWE-agent/mini-swe-agent',
  commit: 'e5e0fbca1c60561bde25fa473b78717aa4b3f9ec', // refs/pull/816/head
  licence: 'MIT',
  report: 'mini-swe-agent-pr816/deepseek__deepseek-chat.deepseek_chat_dev.json',
  instances: ['pydicom__pydicom-1256', 'sqlfluff__sqlfluff-2419', 'pydicom__pydicom-1694', 'pydicom__pydicom-901', 'pylint-dev__astroid-1978'],
}

// ---------------------------------------------------------------- tau-bench
function convertTau(entry) {
  const id = `tau-airline-gpt4o-task${entry.task_id}-trial${entry.trial}`
  const traj = entry.traj
  // traj[0] is the system prompt (airline policy): not a step, omitted.
  const firstUser = traj.findIndex((m) => m.role === 'user')
  const children = []
  let finalText = null
  for (let i = firstUser + 1; i < traj.length; i++) {
    const m = traj[i]
    if (m.role === 'assistant') {
      children.push({ type: 'llm', name: 'gpt-4o', input: null, output: m.content ?? null, children: [] })
      if (m.content) finalText = m.content
      const outs = resultsFor(traj, i)
      for (const [k, tc] of (m.tool_calls ?? []).entries()) {
        const out = outs[k]
        const span = {
          type: 'tool',
          name: tc.function.name,
          input: parseArgs(tc.function.arguments),
          output: obs(id, out),
          children: [],
        }
        if (typeof out === 'string' && out.startsWith('Error')) span.error = out
        children.push(span)
      }
    } else if (m.role === 'user') {
      children.push({ type: 'tool', name: 'user', input: null, output: obs(id, m.content), children: [] })
    } // role 'tool' consumed via its tool_call_id above
  }
  return {
    trace_id: id,
    source: TAU.source,
    path: TAU.path,
    commit: TAU.commit,
    licence: TAU.licence,
    outcome: entry.reward === 1 ? 'solved' : 'unsolved',
    goal: entry.info.task.instruction,
    root: {
      type: 'agent',
      name: 'tau-bench tool-calling agent (gpt-4o), airline',
      input: traj[firstUser].content,
      output: finalText,
      children,
    },
  }
}

// ---------------------------------------------------------------- SWE-agent (.traj)
function convertSweAgent([rawPath, path, id]) {
  const d = readJson(rawPath)
  const firstUser = d.history.find(
    (m) => m.role === 'user' && !m.is_demo && (m.agent ?? 'primary') !== 'demo' && String(m.content).startsWith("We're currently solving"),
  )
  const input = firstUser ? firstUser.content : null
  const mIssue = typeof input === 'string' ? input.match(/ISSUE:\n([\s\S]*?)\n\nINSTRUCTIONS:/) : null
  const children = []
  for (const step of d.trajectory) {
    children.push({ type: 'llm', name: 'gpt4', input: null, output: step.thought, children: [] })
    const action = step.action
    const name = action.trim().split(/\s+/)[0]
    children.push({ type: 'tool', name, input: { command: action }, output: obs(id, step.observation), children: [] })
  }
  const status = d.info.exit_status
  return {
    trace_id: id,
    source: SWEA.source,
    path,
    commit: SWEA.commit,
    licence: SWEA.licence,
    outcome: 'unknown', // exit_status "submitted" only; no resolution label published with these files
    goal: mIssue ? mIssue[1] : input,
    root: { type: 'agent', name: 'SWE-agent (gpt4)', input, output: d.info.submission ?? null, children },
    _exit_status: status,
  }
}

// ---------------------------------------------------------------- mini-swe-agent (.traj.json, tool calling)
function convertMiniSwe(inst, report) {
  const id = `minisweagent-deepseek-chat-${inst}`
  const d = readJson(`mini-swe-agent-pr816/deepseek_chat_dev/${inst}.traj.json`)
  const ms = d.messages
  const firstUser = ms.findIndex((m) => m.role === 'user')
  const children = []
  let output = null
  for (let i = firstUser + 1; i < ms.length; i++) {
    const m = ms[i]
    if (m.role === 'assistant') {
      children.push({ type: 'llm', name: 'deepseek-chat', input: null, output: m.content ?? null, children: [] })
      const outs = resultsFor(ms, i)
      for (const [k, tc] of (m.tool_calls ?? []).entries()) {
        children.push({
          type: 'tool',
          name: tc.function.name,
          input: parseArgs(tc.function.arguments),
          output: obs(id, outs[k]),
          children: [],
        })
      }
    } else if (m.role === 'user') {
      children.push({ type: 'tool', name: 'user', input: null, output: obs(id, m.content), children: [] })
    } else if (m.role === 'exit') {
      output = m.content
    }
  }
  const input = ms[firstUser].content
  const mGoal = input.match(/<pr_description>\nConsider the following PR description:\n([\s\S]*?)\n<\/pr_description>/)
  let outcome = 'unknown'
  if (report.resolved_ids.includes(inst)) outcome = 'solved'
  else if (report.unresolved_ids.includes(inst)) outcome = 'unsolved'
  return {
    trace_id: id,
    source: MSWEA.source,
    path: `output/deepseek_chat_dev/${inst}/${inst}.traj.json`,
    commit: MSWEA.commit,
    licence: MSWEA.licence,
    outcome,
    goal: mGoal ? mGoal[1] : input,
    root: { type: 'agent', name: 'mini-swe-agent (deepseek-chat)', input, output, children },
  }
}

// ---------------------------------------------------------------- main
const rows = []
for (const e of readJson(TAU.raw)) rows.push(convertTau(e))
for (const f of SWEA.files) rows.push(convertSweAgent(f))
const report = readJson(MSWEA.report)
for (const inst of MSWEA.instances) rows.push(convertMiniSwe(inst, report))

const argv = process.argv.slice(2)
if (argv[0] === '--steps') {
  const r = rows.find((x) => x.trace_id === argv[1])
  r.root.children.forEach((c, i) => {
    const io = c.type === 'tool' ? JSON.stringify(c.input) + ' -> ' + JSON.stringify(c.output) : JSON.stringify(c.output)
    console.log(String(i).padStart(3), c.type.padEnd(4), c.name.padEnd(28), (io ?? '').slice(0, Number(argv[2] ?? 160)))
  })
  process.exit(0)
}

if (argv[0] === '--ids') {
  for (const r of rows) console.log(r.trace_id)
  process.exit(0)
}
if (argv[0] === '--dump') {
  for (const r of rows) console.log(JSON.stringify(r))
  process.exit(0)
}

const labels = JSON.parse(readFileSync(join(HERE, 'labels.json'), 'utf8'))
const lines = []
for (const r of rows) {
  const lab = labels[r.trace_id]
  if (!lab) throw new Error(`no hand label for ${r.trace_id}`)
  const { _exit_status, ...rest } = r
  const row = {
    trace_id: rest.trace_id,
    source: rest.source,
    path: rest.path,
    commit: rest.commit,
    licence: rest.licence,
    outcome: rest.outcome,
    loop: lab.loop,
    loop_note: lab.loop_note,
    goal: rest.goal,
    root: rest.root,
  }
  lines.push(JSON.stringify(row))
}
for (const id of Object.keys(labels)) if (!rows.some((r) => r.trace_id === id)) throw new Error(`label without row: ${id}`)
writeFileSync(join(HERE, 'rows.jsonl'), lines.join('\n') + '\n')
console.error(`wrote ${lines.length} rows; truncated observations:`, JSON.stringify(truncations))
