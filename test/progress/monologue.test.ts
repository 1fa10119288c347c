import { describe, expect, it } from 'vitest'
import { MonologueJudge, StepReadings, turnTerms } from '../../src/progress/monologue.js'
import { findChant, monologueThresholds } from '../../src/progress/reasoning.js'
import { shingleHashes, wordHashes } from '../../src/progress/shingles.js'
import { detectLoops } from '../../src/report/detect.js'
import type { LoopFinding, RepeatedReasoningFinding } from '../../src/report/types.js'
import { agent, failing, llm, progress, repeat, root, rootOf, tool } from './support.js'

const monologueFindings = (findings: LoopFinding[]) =>
  findings.filter((f): f is RepeatedReasoningFinding => f.kind === 'repeated-reasoning' && f.measure === 'content-word-containment')

const verdicts = (turns: string[]) => {
  const judge = new MonologueJudge(8)
  return turns.map((t, i) => judge.push(turnTerms(t), i).verdict)
}

describe('monologue: model turns with nothing in between that restate an earlier turn', () => {
  const answer =
    'The cheapest option is to keep the nightly job on the existing runner and move only the image build to the larger machine, which cuts the build from forty minutes to twelve.'

  it('flags the same answer behind a lead-in that changes every turn', () => {
    const leadIns = ['', 'In short: ', 'Once again, ', 'To be clear, ', 'Let me rephrase: ']
    const report = progress(root(...leadIns.map((l) => llm(`${l}${answer}`))))
    const [finding] = monologueFindings(report.findings)
    expect(finding).toMatchObject({ level: 'critical', kind: 'repeated-reasoning', measure: 'content-word-containment', wastedSteps: 4 })
    expect(report.success).toBe(false)
    expect(report.breakdown.reasoningStagnation).toBeLessThan(0.5)
  })

  it('flags a plan restated with apologies and alternating wordings, never acted on', () => {
    const planA = 'I will add a retry budget to the payment client, log each retry with its cause, and cap the backoff at eight seconds.'
    const planB = 'The plan: a retry budget in the payment client, a log line per retry explaining why, and backoff capped at eight seconds.'
    const turns = [planA, planB, `My mistake, I should have started already. ${planA}`, `Apologies for the delay. ${planB}`]
    const report = progress(root(...turns.map(llm)))
    expect(monologueFindings(report.findings)[0]?.level).toBe('critical')
    expect(report.success).toBe(false)
  })

  it('needs R - 1 restating turns in a row: two turns saying the same thing are not yet a loop', () => {
    expect(monologueThresholds(3)).toEqual({ critical: 2, warning: null })
    expect(monologueThresholds(5)).toEqual({ critical: 4, warning: 3 })
    const pair = progress(root(llm(answer), llm(`To recap, ${answer}`)))
    expect(pair.findings).toEqual([])
    const lenient = progress(root(...repeat(3, () => [llm(answer)])), { repetitionThreshold: 5 })
    expect(monologueFindings(lenient.findings)).toEqual([])
  })

  it('leaves distinct sections under a shared numbered lead-in alone, even when they share their topic words', () => {
    const sections = [
      'Section 1 of 4. Indexes: a B-tree index speeds up equality and range lookups on the indexed columns but slows every write a little.',
      'Section 2 of 4. Composite indexes: column order matters, because the index can only be used from its leftmost columns onward.',
      'Section 3 of 4. Partial indexes: an index with a WHERE clause covers only the rows you query often and stays small.',
      'Section 4 of 4. Maintenance: bloated indexes are rebuilt concurrently, and unused ones are found in the statistics views and dropped.',
    ]
    const report = progress(root(...sections.map(llm)))
    expect(report.findings).toEqual([])
    expect(report.breakdown.reasoningStagnation).toBe(1)
  })

  it('leaves a fixed preamble and sign-off around short distinct updates alone', () => {
    const frame = (update: string) =>
      `Status report from the migration assistant, written for the on-call channel as agreed: ${update} End of report, next one in an hour.`
    const report = progress(
      root(...['users table copied.', 'orders backfill halfway.', 'indexes rebuilt on replicas.', 'cutover rehearsal passed.'].map((u) => llm(frame(u)))),
    )
    expect(report.findings).toEqual([])
  })

  it('does not call a summary of several parts, or the final answer after it, a loop', () => {
    const parts = [
      'The login page loads its bundle from the CDN and waits for the feature flags before rendering.',
      'Feature flags are fetched from the config service, which is slow in the EU region during deploys.',
      'Deploys in the EU region restart the config service pods one at a time, so latency spikes for minutes.',
    ]
    const summary =
      'Summary: the login page waits for feature flags from the config service, and EU deploys restart its pods, so the page stalls during deploys.'
    const report = progress(root(...parts.map(llm), llm(summary), llm(`Final answer: ${summary}`)))
    expect(monologueFindings(report.findings)).toEqual([])
    expect(report.success).toBe(true)
  })

  it('does not call a finding, its conclusion and the final answer a loop', () => {
    const report = progress(
      root(
        tool('read_logs', { service: 'worker' }, 'KeyError: queue_name (config/worker.yaml)'),
        llm('The logs show the worker crashing at start-up because config/worker.yaml has no queue_name entry.'),
        llm('Therefore the root cause is the missing queue_name entry in config/worker.yaml.'),
        llm('Final answer: the worker crashes because config/worker.yaml has no queue_name entry.'),
      ),
    )
    expect(report.success).toBe(true)
    expect(monologueFindings(report.findings)).toEqual([])
  })

  it('starts a new stretch at any tool call or delegation, even one that brought nothing new', () => {
    const between = progress(root(llm(answer), tool('noop', {}, 'ok'), llm(`Again, ${answer}`), tool('noop', { x: 1 }, 'ok'), llm(`Once more: ${answer}`)))
    expect(monologueFindings(between.findings)).toEqual([])
    const delegated = progress(
      root(llm(answer), agent('helper', 'check', 'done', []), llm(`Again, ${answer}`), agent('helper', 'check 2', 'done 2', []), llm(`Once more: ${answer}`)),
    )
    expect(monologueFindings(delegated.findings)).toEqual([])
  })

  it('judges each agent run on its own: a nested run of the same agent is not the same monologue', () => {
    const inner = (task: string) => agent('analyst', task, `done: ${task}`, [llm(`Result for ${task}: the numbers are in the shared sheet.`)])
    const report = progress(
      agent('analyst', 'Quarterly numbers', '', [
        llm('Splitting the quarter into three monthly checks.'),
        inner('January revenue'),
        inner('February revenue'),
        inner('March revenue'),
        llm('Result for the quarter: the numbers are in the shared sheet.'),
      ]),
    )
    expect(monologueFindings(report.findings)).toEqual([])
  })

  it('treats a new user message as a new request: answers to different questions are not restatements', () => {
    const turn = (question: string, reply: string) => [
      { role: 'user', content: question },
      { role: 'assistant', content: reply },
    ]
    const reply = 'Happy to help. The export runs every night at two and lands in the reports bucket as a compressed CSV file.'
    const chat = [...turn('When does the export run?', reply), ...turn('Where does it land?', reply), ...turn('What format is it?', reply)]
    const report = detectLoops(chat, { detector: 'progress' })
    expect(report.breakdown.reasoningStagnation).toBe(1)
    const same = [{ role: 'user', content: 'When does the export run?' }, ...repeat(3, () => [{ role: 'assistant', content: reply }])]
    expect(detectLoops(same, { detector: 'progress' }).success).toBe(false)
  })

  it('can be turned off, and applies after one failed call too', () => {
    const turns = [answer, `In short: ${answer}`, `Once again, ${answer}`]
    const report = progress(root(failing('deploy', { env: 'prod' }, 'Error: quota exceeded'), ...turns.map(llm)))
    expect(monologueFindings(report.findings)[0]?.level).toBe('critical')
    expect(monologueFindings(progress(root(...turns.map(llm)), { progress: { checkMonologues: false } }).findings)).toEqual([])
  })
})

describe('the monologue judge', () => {
  it('reads content words: function words, metadiscourse and numbers left out, plurals and -ing folded', () => {
    expect(turnTerms('Sorry, I will be restarting the 3 workers again.').terms.filter((t) => t !== null)).toEqual(['restart', 'worker'])
  })

  it('calls a turn with nothing of its own neutral, and a near-copy with one word edited a restatement', () => {
    expect(verdicts(['Raise the pool size to forty and redeploy the API.', 'Okay.'])).toEqual(['new', 'neutral'])
    expect(verdicts(['Raise the pool size to forty and redeploy the API.', 'Raise the pool size to fifty and redeploy the API.'])).toEqual(['new', 'restates'])
    expect(verdicts(['Raise the pool size and redeploy.', 'Rotate the signing keys and notify the partners.'])).toEqual(['new', 'new'])
  })

  it('stays bounded on a long monologue and on very long turns', () => {
    const long = 'alpha beta gamma delta epsilon zeta eta theta '.repeat(5000)
    const report = progress(
      rootOf(Array.from({ length: 2000 }, (_, i) => llm(i % 2 === 0 ? long.slice(0, 400) : `Distinct note number ${i} about item ${i * 7}.`))),
    )
    expect(report.findings.length).toBeGreaterThan(0)
    expect(progress(root(llm(long), llm(long))).loopDetected).toBe(true)
  })
})

describe('chanting with numbered labels', () => {
  it('flags lines that differ only in their step number, not a log whose numbers name different records', () => {
    const template = Array.from({ length: 10 }, (_, i) => `Phase ${i + 1} - drain the queue, snapshot the volume and restart the broker.`).join('\n')
    expect(findChant(template)?.chant.repeats).toBeGreaterThanOrEqual(5)
    const report = progress(root(llm('Writing the runbook.'), llm(template)))
    expect(report.findings.map((f) => f.kind)).toContain('chanting')
    const log = Array.from({ length: 30 }, (_, i) => `Imported invoice ${1000 + i} for the March ledger.`).join(' ')
    expect(findChant(log)).toBeNull()
    const itinerary = [
      'walk the old harbour and the fish market',
      'take the train up to the monastery',
      'kayak along the southern cliffs',
      'rest day with the museums in town',
      'cooking class and a night food tour',
    ]
      .map((d, i) => `Day ${i + 1}: ${d}.`)
      .join('\n')
    expect(findChant(itinerary)).toBeNull()
  })
})

describe('recursion stalls the reasoning that led to it', () => {
  it('marks the steps between a span and its re-entry as stalled when nothing progressed', () => {
    let inner = [llm('A fresh reviewer should take this.')]
    const notes = ['Passing the review down a level.', 'Another reviewer can do it.', 'Delegating the review once more.']
    for (const note of notes) inner = [agent('reviewer', { task: 'Review PR 812' }, '', [llm(note), ...inner])]
    const report = progress(root(...inner))
    expect(report.findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['recursive-call', 'stalled-reasoning']))
    expect(report.breakdown.reasoningStagnation).toBeLessThan(1)
  })

  it('leaves the reasoning alone when work made progress on the way down', () => {
    let inner = [llm('Done with this level.')]
    for (let d = 0; d < 3; d++)
      inner = [
        agent('reviewer', { task: 'Review PR 812' }, '', [
          llm(`Level ${d}: reading the diff.`),
          tool('read_diff', { pr: 812, part: d }, `hunk ${d}: ${'changed line '.repeat(5)}`),
          ...inner,
        ]),
      ]
    const report = progress(root(...inner))
    expect(report.findings.map((f) => f.kind)).toContain('recursive-call')
    expect(report.findings.map((f) => f.kind)).not.toContain('stalled-reasoning')
  })
})

describe('turn readings', () => {
  it('reads each step once, as turnTerms reads it', () => {
    const steps = [{ text: 'Sorry, I will open the config file.' }, { text: 'Parsing café menus: 3 déjà-vu items.' }]
    const readings = new StepReadings(steps)
    const first = readings.of(0)
    expect(readings.of(0)).toBe(first)
    for (const [i, step] of steps.entries()) {
      const fresh = turnTerms(step.text)
      expect([...readings.of(i).bigrams]).toEqual([...fresh.bigrams])
      expect([...readings.of(i).words]).toEqual([...fresh.words])
      expect(readings.of(i).terms).toEqual(fresh.terms)
      expect(readings.of(i).plain).toBe(fresh.plain)
    }
  })

  it('gives the shingles the sketch check reads when it read every word, and says when it did not', () => {
    for (const text of ['Checking the config again: port 8080 is still closed.', 'ok', 'Run_42 failed; RUN_43 passed.']) {
      const read = turnTerms(text)
      expect(read.whole).toBe(true)
      expect([...read.words]).toEqual([...wordHashes(text)])
      expect([...read.bigrams]).toEqual([...shingleHashes(wordHashes(text))])
    }
    // Not ASCII, or more words than a turn keeps: read another way, so not offered as the sketch's shingles.
    expect(turnTerms('Le café est fermé — encore.').whole).toBe(false)
    expect(turnTerms('word '.repeat(6000)).whole).toBe(false)
    expect(turnTerms(`${'word '.repeat(4999)}last`).whole).toBe(true)
  })

  it('reads a word the same whether or not another word took its place in the cache', () => {
    // Thousands of distinct words cycle the word cache; the same text read before and after reads the same.
    const text = 'The migration of the billing ledger failed at batch 41 with a lock timeout.'
    const before = turnTerms(text)
    turnTerms(Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}x`).join(' '))
    const after = turnTerms(text)
    expect(after.terms).toEqual(before.terms)
    expect([...after.bigrams]).toEqual([...before.bigrams])
  })
})
