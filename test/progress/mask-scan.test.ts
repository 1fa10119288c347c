// The two masks written as scans give the output of the expressions they
// replace, for any text, in linear time.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskReplicaHosts, replaceHandles } from '../../src/progress/mask-scan.js'

// The expressions the scans replace (see mask-scan.ts).
const REPLICA_HOST =
  /\b([a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:api|web|app|srv|server|node|worker|host|replica|edge|proxy|gw|gateway|backend|frontend|db|cache|lb))-?\d{1,3}\b/gi
const HANDLE = /\b(?=[a-z0-9_:.+-]*[a-z])(?=[a-z0-9_:.+-]*\d)[a-z0-9]+(?:[-_:.+][a-z0-9]+)*\b/gi

// Texts built from the pieces the expressions care about, so that matches are common.
const piece = fc.constantFrom(
  'a',
  'Z',
  'x9',
  '7',
  '12',
  '1234',
  '-',
  '--',
  '_',
  '.',
  ':',
  '+',
  ' ',
  '/',
  'web',
  'API',
  'db',
  'lb3',
  'node12',
  'gw',
  'srv',
  'é',
  '<h>',
  '\n',
)
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''))

describe('masks as scans', () => {
  it('replica hosts: the same output as the expression, for any text', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(maskReplicaHosts(t)).toBe(t.replace(REPLICA_HOST, '$1-<n>'))
      }),
      { numRuns: 20_000 },
    )
    expect(maskReplicaHosts('served by aca-web-01, then lims-api-4 and edge-proxy-12; x_db-3 and db-1234 stay')).toBe(
      'served by aca-web-01, then lims-api-4 and edge-proxy-12; x_db-3 and db-1234 stay'.replace(REPLICA_HOST, '$1-<n>'),
    )
  })

  it('handles: the same output as the expression, for any text', () => {
    const shape = (token: string) => (/^v?\d+(?:\.\d+)+$/.test(token) ? token : `<${token.length}>`)
    fc.assert(
      fc.property(text, (t) => {
        expect(replaceHandles(t, shape)).toBe(t.replace(HANDLE, shape))
      }),
      { numRuns: 20_000 },
    )
  })

  it('a long run of joined words costs one pass (the expressions took a second for 40,000 characters)', () => {
    const long = `${'a-'.repeat(500_000)}x1`
    const dotted = `${'a.'.repeat(500_000)}`
    // No timing: a quadratic scan of a million characters would not finish within the test's timeout.
    expect(maskReplicaHosts(long)).toBe(long)
    expect(replaceHandles(dotted, () => '<h>')).toBe(dotted)
    expect(replaceHandles(`${'a:'.repeat(500_000)}9`, () => '<h>')).toBe('<h>')
  })
})
