#!/usr/bin/env node
// The `loopcheck` command. Each subcommand lives in its own module; this file
// only dispatches. Side effects (files, terminal, exit code) stay here at the
// edge; scoring is the engine's.

import { argv, exit, stderr } from 'node:process'

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'bench') {
    const { benchCommand } = await import('../bench/cli.js')
    return benchCommand(rest)
  }
  stderr.write('loopcheck: the trace-scoring command is not built yet; try `loopcheck bench --help`.\n')
  return 2
}

main(argv.slice(2)).then(
  (code) => exit(code),
  (error: unknown) => {
    stderr.write(`loopcheck: ${error instanceof Error ? error.message : String(error)}\n`)
    exit(2)
  },
)
