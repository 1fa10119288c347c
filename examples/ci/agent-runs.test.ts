// A CI gate over recorded agent runs: every run in runs/ must be free of
// loops; every run in known-loops/ (loops seen before) must still be
// caught, so a change to the agent or to loopcheck's options cannot quietly
// stop detecting them. See ci/github-actions.yml for the workflow.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

function recordings(folder: string): Array<[string, unknown]> {
  const dir = new URL(`./${folder}/`, import.meta.url)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown])
}

describe('recorded agent runs', () => {
  it.each(recordings('runs'))('%s has no agent loops', (_file, run) => {
    expect(run).toHaveNoAgentLoops()
  })

  it.each(recordings('known-loops'))('%s is still caught', (_file, run) => {
    expect(run).not.toHaveNoAgentLoops()
  })
})
