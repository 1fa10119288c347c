import type { RunInfo } from '../output/reporter.js'
import { findingLines } from '../../render/lines.js'
import { plainText } from '../../render/text.js'
import { plural } from '../../util/text.js'
import { escapeHtml } from '../output/sanitize.js'
import { formatScore } from '../output/score-format.js'
import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import type { TimelineStep } from '../score/types.js'
import { breakdownChart } from './chart.js'
import { HIGHLIGHT_COLORS, PAGE_CSS } from './styles.js'
import { runTokensLine, tokenCostPhrase, tokenCount } from '../../report/cost-text.js'

/**
 * Failing traces drawn in full on the page; the rest are counted.
 *
 * @example
 * failing.slice(0, HTML_TRACES)
 */
export const HTML_TRACES = 50

// No script, no fetch, no frame, no form: the page can only show itself.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

type Mark = 'repeat' | 'stagnation' | 'cycle'

// Each finding is drawn in its signal's colour, whatever its kind.
function markOf(finding: { signal: string }): Mark | null {
  if (finding.signal === 'toolRepetition') return 'repeat'
  if (finding.signal === 'reasoningStagnation') return 'stagnation'
  if (finding.signal === 'callGraphCycles') return 'cycle'
  return null
}

interface StepMarks {
  marks: Set<Mark>
  badges: Array<{ mark: Mark; text: string }>
  cycleReturn: boolean
}

/**
 * The marks each span of a failing trace gets, in the colour of its
 * finding's signal, each badged with the finding's title and its place
 * among the spans the finding cites (`repeated tool call 1/4`); the span a
 * cycle comes back to is outlined.
 *
 * @example
 * highlightsOf(trace).get(4)?.marks // Set { 'repeat' }
 */
export function highlightsOf(trace: CheckedTrace): Map<number, StepMarks> {
  const out = new Map<number, StepMarks>()
  const at = (index: number): StepMarks => {
    let marks = out.get(index)
    if (marks === undefined) {
      marks = { marks: new Set(), badges: [], cycleReturn: false }
      out.set(index, marks)
    }
    return marks
  }
  for (const finding of trace.result.findings) {
    const mark = markOf(finding)
    if (mark === null) continue
    finding.spans.forEach((index, i, all) => {
      const marks = at(index)
      marks.marks.add(mark)
      marks.badges.push({ mark, text: `${finding.title} ${i + 1}/${all.length}` })
      if (index === finding.repeatsSpan) marks.cycleReturn = true
    })
  }
  return out
}

function stepHtml(step: TimelineStep, marks: StepMarks | undefined): string {
  const classes = ['step', ...[...(marks?.marks ?? [])].map((mark) => `hl-${mark}`)]
  if (marks?.cycleReturn === true) classes.push('cycle-return')
  const indent = Math.min(step.depth, 24) * 14
  const io = [step.input === '' ? '' : `<b>in</b> ${escapeHtml(step.input)}`, step.output === '' ? '' : `<b>out</b> ${escapeHtml(step.output)}`]
    .filter((part) => part !== '')
    .join('<br>')
  const badges = (marks?.badges ?? []).map((badge) => `<span class="badge badge-${badge.mark}">${escapeHtml(badge.text)}</span>`).join('')
  return (
    `<li class="${classes.join(' ')}" data-span="${step.index}">` +
    `<span class="idx">#${step.index}</span>` +
    `<span class="type" style="padding-left:${indent}px">${escapeHtml(step.type)}</span>` +
    `<span class="name">${escapeHtml(step.name)}</span>` +
    `<span class="io">${io}</span>` +
    `<span class="badges">${badges}</span></li>`
  )
}

function timelineHtml(trace: CheckedTrace): string {
  const timeline = trace.result.timeline
  if (timeline === undefined) return '<p class="muted">No timeline recorded for this trace.</p>'
  if (timeline.total === 0) return '<p class="muted">The trace has no spans.</p>'
  const highlights = highlightsOf(trace)
  const items: string[] = []
  let expected = 0
  for (const step of timeline.steps) {
    if (step.index > expected) items.push(gap(step.index - expected))
    items.push(stepHtml(step, highlights.get(step.index)))
    expected = step.index + 1
  }
  if (timeline.total > expected) items.push(gap(timeline.total - expected))
  return `<ol class="timeline" aria-label="timeline">${items.join('')}</ol>`
}

function gap(count: number): string {
  return `<li class="gap">… ${plural(count, 'span')} not shown …</li>`
}

function traceHtml(trace: CheckedTrace, n: number): string {
  const r = trace.result
  const change = trace.comparison
  const changeHtml =
    change === null || change.change === 'unchanged'
      ? ''
      : `<p class="change change-${change.change}">${escapeHtml(change.change)}${change.why === null ? '' : `: ${escapeHtml(change.why)}`}</p>`
  const findings = r.findings
    .map((finding) => {
      const details = findingLines(finding, { underMessage: true })
        .map((detail) => `<span class="detail">${escapeHtml(plainText(detail))}</span>`)
        .join('')
      const cost = finding.wastedTokens ? ` <span class="muted">(${escapeHtml(tokenCount(finding.wastedTokens))})</span>` : ''
      return `<li class="finding finding-${escapeHtml(finding.kind)}"><span class="kind">${escapeHtml(finding.title)}</span>: ${escapeHtml(finding.message)}${cost}${details}</li>`
    })
    .join('')
  const location = trace.key === trace.location ? '' : `<p class="location">${escapeHtml(trace.location)}</p>`
  const phrase = tokenCostPhrase(r)
  const cost = phrase === null ? '' : `<p class="tokens">${escapeHtml(phrase)}</p>`
  return (
    `<section class="trace" id="trace-${n}">` +
    `<div class="trace-head"><div><h2>${escapeHtml(trace.key)} <span class="score">${formatScore(r.score ?? 0)}</span></h2>${location}` +
    `<p class="muted">${escapeHtml(r.format ?? '')} trace · ${escapeHtml(r.detector ?? '')} detector · threshold ${formatScore(r.threshold ?? 0)}</p>${cost}${changeHtml}</div>` +
    `${r.breakdown === null ? '' : breakdownChart(r.breakdown)}</div>` +
    `<ul class="findings">${findings}</ul>` +
    timelineHtml(trace) +
    `</section>`
  )
}

/**
 * The `--html` report: one self-contained page (inline CSS and SVG, no
 * script, a Content-Security-Policy that forbids fetching anything) with the
 * run's totals and each failing trace as a timeline of its spans, the
 * repeated calls, the stagnating pair and the cycle path highlighted, and
 * its score breakdown as a bar chart. Every text from a trace is escaped.
 *
 * @example
 * writeFileSync('report.html', renderHtmlReport(summary, failingTraces, info))
 */
export function renderHtmlReport(summary: RunSummary, traces: readonly CheckedTrace[], info: RunInfo): string {
  const shown = traces.slice(0, HTML_TRACES)
  const legend = (['repeat', 'stagnation', 'cycle'] as const)
    .map((mark) => {
      const label = mark === 'repeat' ? 'repeated tool call' : mark === 'stagnation' ? 'stagnating reasoning pair' : 'call-graph cycle path'
      return `<li><span class="swatch" style="background:${HIGHLIGHT_COLORS[mark].background};border:2px solid ${HIGHLIGHT_COLORS[mark].border}"></span>${label}</li>`
    })
    .join('')
  const totals = [`${summary.total} traces`, `${summary.passed} passed`, `${summary.failed} failed`]
  if (summary.errors > 0) totals.push(`${summary.errors} could not be scored`)
  if (summary.tokens !== null) totals.push(runTokensLine(summary.tokens, summary.total - summary.errors))
  const b = summary.baseline
  const baseline =
    b === null
      ? ''
      : `<p>Against the baseline ${escapeHtml(b.file)}: ${b.counts.regressed} regressed, ${b.counts.improved} improved, ${b.counts.unchanged} unchanged, ${b.counts.new} new, ${b.counts.removed} removed.</p>`
  const nav =
    shown.length === 0
      ? '<p>No trace failed.</p>'
      : `<nav><ol>${shown.map((trace, i) => `<li><a href="#trace-${i + 1}">${escapeHtml(trace.key)}</a> <span class="muted">${formatScore(trace.result.score ?? 0)}</span></li>`).join('')}</ol></nav>`
  const omitted = summary.failed > shown.length ? `<p class="muted">${summary.failed - shown.length} more failing traces are not drawn here.</p>` : ''
  const errors =
    summary.errorList.length === 0
      ? ''
      : `<section class="trace errors"><h2>Could not be scored</h2><ul>${summary.errorList
          .map((trace) => `<li>${escapeHtml(trace.location)}: ${escapeHtml(trace.result.error ?? '')}</li>`)
          .join('')}</ul></section>`
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>loopcheck report</title>',
    `<style>${PAGE_CSS}</style></head><body>`,
    `<header><h1>loopcheck report</h1><p class="totals">${totals.join(' · ')} · detector ${escapeHtml(info.detector)}</p>${baseline}`,
    `<ul class="legend">${legend}</ul></header>`,
    `<main>${nav}${omitted}${shown.map((trace, i) => traceHtml(trace, i + 1)).join('')}${errors}</main>`,
    '<footer>Generated by loopcheck. This page is self-contained: it loads nothing and runs no script.</footer>',
    '</body></html>',
    '',
  ].join('\n')
}
