import { describe, expect, it } from 'vitest'
import { DOOM_LOOP_EVENT_TYPES, classifyGuardEvent, isDoomLoopEvent, isGuardEventList, readGuardEvents } from '../../src/health/index.js'
import { TraceValidationError } from '../../src/trace/errors.js'

describe('isDoomLoopEvent: the reference rules', () => {
  it('recognises all eleven marker strings, case-insensitively, under type or event', () => {
    expect(DOOM_LOOP_EVENT_TYPES.size).toBe(11)
    for (const marker of DOOM_LOOP_EVENT_TYPES) {
      expect(isDoomLoopEvent({ type: marker.toUpperCase() })).toBe(true)
      expect(isDoomLoopEvent({ event: marker })).toBe(true)
    }
    expect(isDoomLoopEvent({ type: 'Doom-Loop' })).toBe(true)
  })

  it('does not strip or guess: unknown markers and padded strings do not fire', () => {
    expect(isDoomLoopEvent({ type: 'loop' })).toBe(false)
    expect(isDoomLoopEvent({ type: ' doom_loop' })).toBe(false)
    expect(isDoomLoopEvent({ type: 'warning', detail: 'doom_loop' })).toBe(false)
    expect(isDoomLoopEvent({})).toBe(false)
  })

  it('reads type when the key is present even if null, and then never looks at event', () => {
    expect(isDoomLoopEvent({ type: null, event: 'doom_loop' })).toBe(false)
    expect(classifyGuardEvent({ type: null }).marker).toBe('none')
    expect(isDoomLoopEvent({ event: 'doom_loop' })).toBe(true)
  })

  it('lets a non-null is_loop decide alone, by truthiness (0 and 1 too)', () => {
    expect(isDoomLoopEvent({ is_loop: false, type: 'doom_loop', doom_loop: true })).toBe(false)
    expect(isDoomLoopEvent({ is_loop: 0, loop_type: 'no_progress' })).toBe(false)
    expect(isDoomLoopEvent({ is_loop: 1 })).toBe(true)
    expect(isDoomLoopEvent({ is_loop: true })).toBe(true)
    expect(isDoomLoopEvent({ is_loop: null, type: 'doom_loop' })).toBe(true)
  })

  it('treats a non-null loop_type as fired, whatever its value', () => {
    expect(isDoomLoopEvent({ loop_type: 'no_progress' })).toBe(true)
    expect(isDoomLoopEvent({ loop_type: '' })).toBe(true)
    expect(isDoomLoopEvent({ loop_type: null })).toBe(false)
  })

  it('uses the first present doom flag even when it is falsy', () => {
    expect(isDoomLoopEvent({ doom_loop: false, doom_loop_fired: true })).toBe(false)
    expect(isDoomLoopEvent({ doom_loop: null, doom_loop_fired: true })).toBe(false)
    expect(isDoomLoopEvent({ doom_loop_fired: true })).toBe(true)
    expect(isDoomLoopEvent({ doom_loop: 1 })).toBe(true)
    expect(isDoomLoopEvent({ doom_loop: 0, type: 'doom_loop' })).toBe(true)
  })

  it('follows Python truthiness, not JavaScript truthiness', () => {
    expect(isDoomLoopEvent({ is_loop: [] })).toBe(false)
    expect(isDoomLoopEvent({ is_loop: {} })).toBe(false)
    expect(isDoomLoopEvent({ is_loop: Number.NaN })).toBe(true)
    expect(isDoomLoopEvent({ is_loop: 'false' })).toBe(true)
  })

  it('prints non-string markers as Python str() does', () => {
    expect(classifyGuardEvent({ type: true }).marker).toBe('true')
    expect(classifyGuardEvent({ type: 1.5 }).marker).toBe('1.5')
    expect(isDoomLoopEvent({ type: ['doom_loop'] })).toBe(false)
  })

  it('treats anything that is not an object as an event with no fields', () => {
    for (const event of ['doom_loop', null, undefined, 3, ['type']]) expect(isDoomLoopEvent(event)).toBe(false)
  })
})

describe('isDoomLoopEvent: JavaScript shapes', () => {
  it('accepts camelCase spellings', () => {
    expect(isDoomLoopEvent({ isLoop: true })).toBe(true)
    expect(isDoomLoopEvent({ isLoop: false, type: 'doom_loop' })).toBe(false)
    expect(isDoomLoopEvent({ loopType: 'repeated_action' })).toBe(true)
    expect(isDoomLoopEvent({ doomLoopFired: true })).toBe(true)
    expect(isDoomLoopEvent({ doomLoop: true })).toBe(true)
  })

  it('reads the snake_case key before the camelCase one', () => {
    const verdict = classifyGuardEvent({ is_loop: false, isLoop: true })
    expect(verdict).toMatchObject({ fired: false, rule: 'is_loop', field: 'is_loop' })
    expect(isDoomLoopEvent({ doom_loop: false, doomLoopFired: true })).toBe(false)
  })

  it('reads an enum-like { value } marker through', () => {
    expect(isDoomLoopEvent({ type: { value: 'NO_PROGRESS' } })).toBe(true)
    expect(isDoomLoopEvent({ event: { value: 'info' } })).toBe(false)
  })

  it('accepts class instances (getters included) and Maps', () => {
    class DoomLoopEvent {
      constructor(private readonly kind: string) {}
      get loopType(): string {
        return this.kind
      }
    }
    expect(isDoomLoopEvent(new DoomLoopEvent('no_progress'))).toBe(true)
    expect(isDoomLoopEvent(new Map([['type', 'doom_loop']]))).toBe(true)
    expect(
      isDoomLoopEvent(
        new Map<string, unknown>([
          ['is_loop', false],
          ['type', 'doom_loop'],
        ]),
      ),
    ).toBe(false)
  })

  it('treats a key holding undefined as absent', () => {
    expect(isDoomLoopEvent({ is_loop: undefined, type: 'doom_loop' })).toBe(true)
  })
})

describe('classifyGuardEvent', () => {
  it('names the rule, the field and the value that decided', () => {
    expect(classifyGuardEvent({ is_loop: true, reason: 'r' })).toEqual({ fired: true, rule: 'is_loop', field: 'is_loop', value: true })
    expect(classifyGuardEvent({ doomLoopFired: 1 })).toEqual({ fired: true, rule: 'doom_loop_flag', field: 'doomLoopFired', value: 1 })
    expect(classifyGuardEvent({ event: 'Repetition' })).toEqual({
      fired: true,
      rule: 'type_marker',
      field: 'event',
      value: 'Repetition',
      marker: 'repetition',
    })
    expect(classifyGuardEvent({ detail: 'x' })).toEqual({ fired: false, rule: 'type_marker', field: null, value: undefined, marker: '' })
  })
})

describe('isGuardEventList', () => {
  it('recognises lists of PraisonAI guard shapes', () => {
    expect(isGuardEventList([{ loop_type: 'no_progress' }, { is_loop: false }, { stuck: true, level: 'warning' }])).toBe(true)
    expect(isGuardEventList([{ isLoop: true }])).toBe(true)
  })

  it('rejects empty lists, non-lists and lists of other things', () => {
    expect(isGuardEventList([])).toBe(false)
    expect(isGuardEventList({ is_loop: true })).toBe(false)
    expect(isGuardEventList([{ role: 'user', content: 'hi' }])).toBe(false)
    expect(isGuardEventList([{ type: 'doom_loop' }])).toBe(false)
    expect(isGuardEventList([{ is_loop: true }, null])).toBe(false)
  })
})

describe('readGuardEvents', () => {
  it('reads null and undefined as no events, and copies arrays', () => {
    expect(readGuardEvents(null)).toEqual([])
    expect(readGuardEvents(undefined)).toEqual([])
    const events = [{ type: 'x' }]
    const read = readGuardEvents(events)
    expect(read).toEqual(events)
    expect(read).not.toBe(events)
  })

  it('names the argument when it is not an array', () => {
    expect(() => readGuardEvents({ type: 'doom_loop' })).toThrow(TraceValidationError)
    expect(() => readGuardEvents('doom_loop')).toThrow('guardEvents: expected an array of guard events or null, got a string')
  })
})
