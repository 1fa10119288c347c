#!/usr/bin/env node
// The `loopcheck` command. This file only dispatches and owns the process:
// arguments in, exit code out. `bench` is its own subcommand; everything
// else scores traces (run/check.ts).

import { argv, cwd, env, exit, stderr, stdout } from 'node:process'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DETECTOR, DETECTORS } from '../index.js'
import { UsageError } from '../util/usage-error.js'
import { helpText } from './args/help.js'
import { configArgument, parseCommand } from './args/parse.js'
import { findConfigFile, loadConfigFile } from './config/load.js'
import { limitHeapGrowth } from './heap.js'
import { sanitizeText } from './output/sanitize.js'
import { runCheck } from './run/check.js'
import { workerEntry } from './score/pool.js'
import packageJson from '../../package.json'

async function main(args: string[]): Promise<number> {
  limitHeapGrowth()
  if (args[0] === 'bench') {
    const { benchCommand } = await import('../bench/cli.js')
    return benchCommand(args.slice(1))
  }
  try {
    // The configuration file's settings are the defaults the flags override.
    const configFile = args.includes('--help') || args.includes('-h') ? null : findConfigFile(cwd(), configArgument(args))
    const parsed = parseCommand(args, configFile === null ? {} : await loadConfigFile(configFile), configFile)
    if (parsed.command === 'help') {
      stdout.write(helpText(Object.keys(DETECTORS), DEFAULT_DETECTOR))
      return 0
    }
    if (parsed.command === 'version') {
      stdout.write(`${packageJson.version}\n`)
      return 0
    }
    return await runCheck(parsed.options, {
      cwd: cwd(),
      env,
      stdout,
      stderr,
      // dist/cli.js sits one folder below the package root.
      packageRoot: fileURLToPath(new URL('../', import.meta.url)),
      workerFile: workerEntry(new URL('./cli-worker.js', import.meta.url)),
    })
  } catch (error) {
    if (error instanceof UsageError) {
      stderr.write(`loopcheck: ${sanitizeText(error.message)}\nRun loopcheck --help for the options.\n`)
      return 2
    }
    throw error
  }
}

// A reader that goes away (`loopcheck ... | head`) is not an error worth a
// stack trace: stop quietly, with the exit status a shell gives a process
// killed by SIGPIPE.
stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') exit(141)
  throw error
})

main(argv.slice(2)).then(
  (code) => {
    // Let stdout drain before exiting: process.exit() can cut off piped output.
    process.exitCode = code
  },
  (error: unknown) => {
    stderr.write(`loopcheck: ${sanitizeText(error instanceof Error ? error.message : String(error))}\n`)
    exit(2)
  },
)
