// Per-family results on the held-out rows: bench/score-set.ts on heldout.jsonl.
//
//   npx tsx bench/heldout/score.ts [detector ...]     (default: deepeval progress)
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
execFileSync(process.execPath, ['--import', 'tsx', join(here, '..', 'score-set.ts'), join(here, 'heldout.jsonl'), ...process.argv.slice(2)], { stdio: 'inherit' })
