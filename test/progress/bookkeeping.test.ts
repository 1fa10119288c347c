import { describe, expect, it } from 'vitest'
import { observeAction } from '../../src/progress/action.js'
import { bookkeepingShape, hasChecklist } from '../../src/progress/bookkeeping.js'
import { ToolIdentities } from '../../src/progress/tools.js'
import { kinds, llm, progress, root, tool } from './support.js'

const ids = new ToolIdentities()
const observe = (name: string, args: unknown, output?: unknown, identities = ids) => observeAction({ tool: name, args, output }, identities)

const todos = (items: Array<[string, string]>) => ({ todos: items.map(([content, status]) => ({ content, status })) })

describe('bookkeeping tools: a plan is identified by its structure and statuses, not its wording', () => {
  it('reads a reworded todo list with the same statuses as the same call, and a version counter in the ack as nothing new', () => {
    const a = observe(
      'TodoWrite',
      todos([
        ['Reproduce the crash', 'in_progress'],
        ['Patch the parser', 'pending'],
      ]),
      { ok: true, revision: 3 },
    )
    const b = observe(
      'TodoWrite',
      todos([
        ['Get the crash to happen locally', 'in_progress'],
        ['Fix parsing', 'pending'],
      ]),
      { ok: true, revision: 4 },
    )
    expect(a.key).toBe(b.key)
    expect(a.result).toBe(b.result)
    expect(a.write).toBeNull()
  })

  it('tells apart a status that moved, a step added or removed, and a step whose id changed', () => {
    const base = observe(
      'write_todos',
      todos([
        ['A', 'in_progress'],
        ['B', 'pending'],
      ]),
    )
    expect(
      observe(
        'write_todos',
        todos([
          ['A', 'completed'],
          ['B', 'in_progress'],
        ]),
      ).key,
    ).not.toBe(base.key)
    expect(
      observe(
        'write_todos',
        todos([
          ['A', 'in_progress'],
          ['B', 'pending'],
          ['C', 'pending'],
        ]),
      ).key,
    ).not.toBe(base.key)
    const withIds = (id: string) => observe('update_plan', { plan: [{ id, step: 'Write it', status: 'pending' }] })
    expect(withIds('s1').key).not.toBe(withIds('s2').key)
  })

  it('flags a checklist rewritten again and again with nothing done in between', () => {
    const wordings = [
      ['Collect the failing test names', 'Bisect the commit range', 'Write the fix'],
      ['Gather which tests fail', 'Bisect recent commits', 'Implement a fix'],
      ['List failing tests', 'Find the bad commit by bisecting', 'Fix it'],
      ['Enumerate test failures', 'Bisect', 'Patch'],
      ['Note the failing tests', 'Narrow down the commit', 'Apply the fix'],
    ]
    const report = progress(
      root(
        ...wordings.flatMap((w, i) => [
          llm(`Refining the checklist (${i + 1}).`),
          tool('update_checklist', { items: w.map((title, k) => ({ title, done: k < 0 })) }, `Checklist saved (v${i + 1})`),
        ]),
      ),
    )
    expect(kinds(report)).toContainEqual(['no-progress-repeat', 'critical'])
    expect(report.breakdown.reasoningStagnation).toBeLessThan(1)
  })

  it('leaves a plan alone when its statuses advance between real work', () => {
    const steps = ['Read the spec', 'Write the migration', 'Run the tests']
    const plan = (done: number) => ({ plan: steps.map((step, k) => ({ step, status: k < done ? 'completed' : k === done ? 'in_progress' : 'pending' })) })
    const report = progress(
      root(
        tool('update_plan', plan(0), 'Plan updated'),
        tool('read_file', { path: 'SPEC.md' }, 'The migration must add a nullable column and backfill it in batches of one thousand rows.'),
        tool('update_plan', plan(1), 'Plan updated'),
        tool('write_file', { path: 'migrations/0042.sql', content: 'ALTER TABLE users ADD COLUMN nickname text;' }, 'written'),
        tool('update_plan', plan(2), 'Plan updated'),
        tool('run_tests', {}, '128 passed'),
        tool('update_plan', plan(3), 'Plan updated'),
      ),
    )
    expect(report.findings).toEqual([])
  })

  it('only reads a tool as bookkeeping when it carries a checklist, or is declared so', () => {
    const trip = (city: string) => observe('plan_trip', { city, days: 3 }, 'Itinerary ready')
    expect(trip('Porto').key).not.toBe(trip('Braga').key)
    const batch = (title: string) => observe('create_tickets', { tickets: [{ title, status: 'open' }] }, 'created')
    expect(batch('Login fails on Safari').key).not.toBe(batch('Export times out').key)
    const declared = new ToolIdentities({ tools: { scratchpad: { bookkeeping: true } } })
    expect(observe('scratchpad', { note: 'first idea' }, 'saved', declared).key).toBe(observe('scratchpad', { note: 'second idea' }, 'saved', declared).key)
    const opted = new ToolIdentities({ tools: { update_plan: { bookkeeping: false } } })
    expect(observe('update_plan', todos([['A', 'pending']]), 'ok', opted).key).not.toBe(observe('update_plan', todos([['B', 'pending']]), 'ok', opted).key)
  })

  it('shapes hostile values without throwing or recursing', () => {
    const cyclic: Record<string, unknown> = { plan: [{ step: 'x', status: 'pending' }] }
    cyclic.self = cyclic
    expect(hasChecklist(cyclic)).toBe(true)
    expect(bookkeepingShape(cyclic)).toMatchObject({ self: '[Circular]' })
    const throwing = {
      get plan(): unknown {
        throw new Error('boom')
      },
    }
    expect(hasChecklist(throwing)).toBe(false)
    expect(bookkeepingShape(throwing)).toBe('unreadable')
    let deep: unknown = { status: 'pending' }
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(() => bookkeepingShape(deep)).not.toThrow()
    expect(() => observe('update_plan', { plan: deep }, 'ok')).not.toThrow()
  })
})
