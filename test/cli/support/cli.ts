// Runs the built command (`node dist/cli.js`) the way users and CI do: a
// separate process, its own environment, stdout and stderr captured apart.

import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../../..')
/** The built command. */
export const CLI = path.join(ROOT, 'dist', 'cli.js')
/** The example traces shipped with the package. */
export const EXAMPLES = path.join(ROOT, 'examples', 'traces')

/** What a run of the command produced. */
export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

// Variables that change the command's behaviour; tests set them explicitly.
const CONTROLLED = [
  'NO_COLOR',
  'FORCE_COLOR',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ACTIONS',
  'CI',
  'TERM',
  'OPENAI_API_KEY',
  'TYPESAFE_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'TYPESAFE_BASE_URL',
]

/** The environment a test run gets: this process's, minus the variables the tests control, plus `extra`. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of CONTROLLED) delete env[name]
  return { ...env, ...extra }
}

async function waitForBuild(): Promise<void> {
  // Another `npm run build` may be replacing dist/ right now (it removes the
  // folder first); give it time rather than failing on a missing file.
  for (let waited = 0; !existsSync(path.join(ROOT, 'dist', 'cli-worker.js')) || !existsSync(CLI); waited += 500) {
    if (waited > 180_000) throw new Error('dist/cli.js is missing: run `npm run build` before the CLI tests')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Runs `node dist/cli.js ...args` and resolves when it exits.
 *
 * @example
 * const { code, stdout } = await runCli(['traces/', '--format', 'json'], { cwd })
 */
export async function runCli(args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliRun> {
  await waitForBuild()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, env: cliEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/**
 * Runs the command under a pseudo-terminal (util-linux `script`), so stdout
 * and stderr are TTYs as in an interactive shell. Both arrive in `stdout`.
 *
 * @example
 * const { stdout } = await runCliInTty(['examples/traces'], { env: { NO_COLOR: '1' } })
 */
export async function runCliInTty(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  await waitForBuild()
  const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`
  const command = [process.execPath, CLI, ...args].map(quote).join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: options.cwd ?? ROOT,
      env: cliEnv({ TERM: 'xterm-256color', ...options.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * A fresh temporary folder holding a copy of the example traces under
 * `traces/`, so paths in the output are short and the same on every
 * machine. Removed by the returned function.
 *
 * @example
 * const { dir, cleanup } = tempWorkspace()
 */
export function tempWorkspace(options: { examples?: boolean } = {}): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'loopcheck-cli-test-'))
  if (options.examples !== false) cpSync(EXAMPLES, path.join(dir, 'traces'), { recursive: true })
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Every ANSI escape sequence in a text. */
export function ansiCodes(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  return text.match(/\u001b\[[0-9;?]*[A-Za-z]/g) ?? []
}
