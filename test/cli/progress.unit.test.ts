import { describe, expect, it } from 'vitest'
import { progressLine } from '../../src/cli/run/progress.js'

describe('progressLine', () => {
  it('draws the bar by bytes read, the traces scored and the rate', () => {
    expect(progressLine({ bytes: 50, totalBytes: 100, traces: 1200, elapsedMs: 2000, width: 20 })).toBe(
      'loopcheck ██████████·········· 50% · 1,200 traces · 600/s',
    )
    expect(progressLine({ bytes: 0, totalBytes: 0, traces: 0, elapsedMs: 0, width: 4 })).toBe('loopcheck ···· 0% · 0 traces · 0/s')
    expect(progressLine({ bytes: 500, totalBytes: 100, traces: 1, elapsedMs: 1000, width: 4 })).toBe('loopcheck ████ 100% · 1 traces · 1/s')
  })
})
