// Shell calls read by their command line. Coding agents do most of their
// work through one tool (`bash`, `execute_command`, Claude Code's `Bash`),
// so the tool's name says nothing: whether a call wrote a file, only looked
// at one, or searched is in the command it ran. `sed -i …`, `cat <<'EOF' >
// test.py` and a Python heredoc that opens a file for writing change the
// files a later check reads; `cat`, `grep` and `git diff` only show them,
// and the source they print may well say `Exception` without anything
// having failed. Every reading here is bounded by COMMAND_CHARS.

import { hashString } from './hash.js'
import { isPlainRecord } from '../util/records.js'

// Where a shell tool keeps the command line it runs.
export const COMMAND_KEYS = ['command', 'cmd', 'script', 'commandLine', 'command_line']
/** Characters of a command line read. */
export const COMMAND_CHARS = 2_000

// A tool that runs what it is given in a shell, by its name: `bash`, `shell`, `run_terminal_cmd`,
// `execute_command`, OpenHands' `CmdRunAction`, Goose's `developer__shell`.
const SHELL_TOOL =
  /(?:^|[_:.\s-])(?:bash|sh|zsh|shell|terminal|console|powershell|pwsh)(?:$|[_:.\s-])|^(?:run|exec(?:ute)?)(?:_?(?:terminal|shell|bash))?_?(?:cmd|command)s?$|^CmdRun/i

/**
 * A shell call's command line (its arguments as a string, or under a
 * COMMAND_KEYS key), its first COMMAND_CHARS characters, or `null`.
 *
 * @example
 * commandLine({ command: 'ls -la' }) // 'ls -la'
 * commandLine('pytest -x')           // 'pytest -x'
 */
export function commandLine(args: unknown): string | null {
  let command: unknown = args
  if (isPlainRecord(args)) {
    command = undefined
    for (const key of COMMAND_KEYS) if (typeof args[key] === 'string' || Array.isArray(args[key])) command = args[key]
  }
  if (Array.isArray(command)) command = fromArgv(command)
  return typeof command === 'string' ? command.slice(0, COMMAND_CHARS) : null
}

/**
 * A command given as an argument list (the OpenAI Codex CLI's `["bash", "-lc", "git log …"]`):
 * the script a shell was given with `-c`, or the words joined; `undefined` for a list of anything but strings.
 */
function fromArgv(argv: readonly unknown[]): string | undefined {
  if (argv.length === 0 || argv.length > 64 || !argv.every((word) => typeof word === 'string')) return undefined
  const words = argv as readonly string[]
  const flag = words.findIndex((word) => /^-[a-z]*c$/.test(word))
  if (flag > 0 && flag === words.length - 2 && /(?:^|\/)(?:ba|z|da)?sh$/.test(words[0]!)) return words[flag + 1]
  return words.join(' ')
}

/**
 * The command line a call runs in a shell: under a command key of any tool,
 * or the whole argument of a tool named for a shell; `null` for any other call
 * (a bare string given to `search` is a query, not a command).
 *
 * @example
 * shellCommand('bash', 'cat setup.py')            // 'cat setup.py'
 * shellCommand('search', 'cat food near me')      // null
 * shellCommand('terminal', { command: 'ls' })     // 'ls'
 */
export function shellCommand(tool: string, args: unknown): string | null {
  if (typeof args === 'string') return SHELL_TOOL.test(tool.trim()) ? args.slice(0, COMMAND_CHARS) : null
  return commandLine(args)
}

// A command line that searches: grep and its kin, find, or git's searches through files and history
// (`git grep`, `git log -S`, `-G`, `--grep`), at its start or after a `cd …&&`, `;` or `|`.
const SHELL_SEARCH =
  /(?:^|[;&|]\s*)(?:sudo\s+)?(?:grep|egrep|fgrep|rg|ag|ack|fd|find|locate|git\s+(?:-C\s+\S+\s+)?(?:grep|log\b[^;&|]*\s(?:-S|-G|--grep)))(?=[\s=])/

/**
 * Whether a shell call's command line is a search (grep and its kin, find,
 * git's searches).
 *
 * @example
 * searchesInShell({ command: 'cd /repo && grep -rn TODO src' }) // true
 */
export function searchesInShell(args: unknown): boolean {
  const command = commandLine(args)
  return command !== null && SHELL_SEARCH.test(command)
}

// A token of a command line that names a file or folder: a path with a `/`, or a name with an extension.
const PATH_TOKEN = /^(?:[\w.~-]*\/[\w./~*-]*|[\w-]+\.[a-z][a-z0-9]{0,5})$/i
/** Tokens of a command line read for paths. */
const COMMAND_TOKENS = 64

/**
 * The files and folders a command line names, outside quotes and options (at
 * most COMMAND_TOKENS tokens read), each as `path:…`.
 *
 * @example
 * pathsIn('grep -n TODO src/a.py') // ['path:src/a.py']
 */
export function pathsIn(command: string): string[] {
  const paths: string[] = []
  const tokens = command
    .slice(0, COMMAND_CHARS)
    .replace(/"[^"]*"|'[^']*'/g, ' ')
    .split(/[\s;&|]+/, COMMAND_TOKENS)
  for (const token of tokens) if (token !== '' && !token.startsWith('-') && PATH_TOKEN.test(token)) paths.push(`path:${token.replace(/\/+$/, '')}`)
  return paths
}

/** A command line cut into the commands it chains, heredoc bodies aside. */
interface ParsedCommand {
  /** The chained commands (`a && b | c; d`), quoted text blanked, each trimmed. */
  readonly segments: readonly string[]
  /** The heredoc bodies, in order. */
  readonly bodies: readonly string[]
}

// A heredoc's opening (`<<'EOF'`, `<< "PY"`, `<<-END`): its delimiter.
const HEREDOC = /<<-?[ \t]*(['"]?)([A-Za-z_][\w-]*)\1/g

/**
 * Splits a command line into chained commands, setting heredoc bodies apart (bounded by COMMAND_CHARS).
 * The last command read is remembered: one call's command is asked whether it writes, shows files and
 * found nothing, one after the other.
 */
function parse(command: string): ParsedCommand {
  if (command === lastParsed) return lastParse
  lastParse = splitCommand(command)
  lastParsed = command
  return lastParse
}

let lastParsed: string | undefined
let lastParse: ParsedCommand = { segments: [], bodies: [] }

function splitCommand(command: string): ParsedCommand {
  const lines = command.slice(0, COMMAND_CHARS).split('\n')
  const head: string[] = []
  const bodies: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    head.push(line)
    const delimiters = [...line.matchAll(HEREDOC)].map((m) => m[2]!)
    for (const delimiter of delimiters) {
      const body: string[] = []
      while (++i < lines.length && lines[i]!.trim() !== delimiter) body.push(lines[i]!)
      bodies.push(body.join('\n'))
    }
  }
  const segments = head
    .join('\n')
    .replace(/"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, '""')
    .split(/&&|\|\||[;|\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
  return { segments, bodies }
}

/** A segment's program and its arguments, `sudo`, `env` and leading `VAR=value` assignments left out. */
function wordsOf(segment: string): string[] {
  const words = segment.split(/\s+/)
  let i = 0
  while (i < words.length && (words[i] === 'sudo' || words[i] === 'env' || /^\w+=/.test(words[i]!))) i++
  return words.slice(i)
}

// Programs that change files or the repository whatever their arguments.
const WRITING_PROGRAMS = new Set(['mv', 'cp', 'rm', 'mkdir', 'touch', 'ln', 'chmod', 'chown', 'patch', 'truncate', 'rmdir', 'unzip'])
// git subcommands that change the working tree, the index or the history.
const GIT_WRITES = new Set([
  'apply',
  'am',
  'checkout',
  'switch',
  'restore',
  'reset',
  'stash',
  'commit',
  'merge',
  'rebase',
  'cherry-pick',
  'revert',
  'rm',
  'mv',
  'add',
  'clean',
  'pull',
])
// Programs whose output, sent to a file, is the file's content (`echo x > f`, `cat <<EOF > f`, `printf`).
const CONTENT_PROGRAMS = new Set(['echo', 'printf', 'cat'])
// A redirect of the standard output to a file (`> f`, `>> f`), not to a descriptor or /dev/null.
const REDIRECT = /(?<![\d&<>])>>?[ \t]*(?!&|\/dev\/)([^\s;&|<>()]+)/
// Code that opens a file to write it (Python's `open(p, 'w')`, `write_text`, Node's `writeFileSync`).
const WRITES_IN_CODE = /\bopen\([^)\n]{0,200},\s*(?:mode\s*=\s*)?["'][wax]b?\+?["']|\.write_(?:text|bytes)\(|\bwriteFileSync\(|\bfs\.writeFile\(|\bjson\.dump\(/

/**
 * The write a shell command makes, or `null` when it only runs or reads:
 * a program that changes files (`mv`, `rm`, `patch`), a git subcommand
 * that changes the tree or history, `sed -i` / `perl -i`, `tee` into a
 * file, content sent into a file (`echo … > f`, `cat <<'EOF' > f`), or
 * a script in a heredoc or `-c` that opens a file for writing. The resource
 * is the first file written (`file:…`) or the shell itself; the state is
 * the command (the same edit made twice is the same state).
 *
 * @example
 * shellWrite("sed -i 's/a/b/' src/x.py")?.resource // 'file:src/x.py'
 * shellWrite('cat src/x.py')                        // null
 * shellWrite('pytest -x > log.txt')                 // null: a run, its output kept
 */
export function shellWrite(command: string): { resource: string; state: string } | null {
  const { segments, bodies } = parse(command)
  let target: string | null = null
  let writes = false
  for (const segment of segments) {
    const words = wordsOf(segment)
    const program = (words[0] ?? '').replace(/^.*\//, '')
    let wrote = false
    if (WRITING_PROGRAMS.has(program)) wrote = true
    else if (program === 'git') wrote = GIT_WRITES.has(gitSubcommand(words) ?? '')
    else if (program === 'sed' || program === 'perl') wrote = words.some(inPlaceFlag)
    else if (program === 'tee') wrote = words.slice(1).some((w) => !w.startsWith('-') && !w.startsWith('/dev/'))
    const redirect = REDIRECT.exec(segment)
    if (!wrote && redirect !== null && CONTENT_PROGRAMS.has(program)) wrote = true
    if (!wrote && /^(?:python\d?(?:\.\d+)?|node|ruby|perl)$/.test(program) && bodies.some((b) => WRITES_IN_CODE.test(b))) wrote = true
    if (!wrote && /^python\d?(?:\.\d+)?$/.test(program) && words.includes('-c') && WRITES_IN_CODE.test(command)) wrote = true
    if (!wrote) continue
    writes = true
    target ??= redirect?.[1] ?? lastPathArgument(words)
  }
  if (!writes) return null
  return { resource: target === null ? 'shell' : `file:${target.replace(/^\.\//, '')}`, state: `shell\u0000${hashString(command)}` }
}

/** Whether an option of `sed` or `perl` edits in place (`-i`, `-i.bak`, `-pi`, `--in-place`). */
function inPlaceFlag(word: string): boolean {
  return /^-[a-zA-Z]*i/.test(word) || word.startsWith('--in-place')
}

/** A git command's subcommand, past its global options (`git -C repo status` → `status`). */
function gitSubcommand(words: readonly string[]): string | null {
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!
    if (word === '-C' || word === '-c' || word === '--git-dir' || word === '--work-tree') i++
    else if (!word.startsWith('-')) return word
  }
  return null
}

/** The last argument of a command that names a file (`sed -i … src/x.py` → `src/x.py`), or `null`. */
function lastPathArgument(words: readonly string[]): string | null {
  for (let i = words.length - 1; i > 0; i--) {
    const word = words[i]!
    if (!word.startsWith('-') && word !== '""' && PATH_TOKEN.test(word)) return word
  }
  return null
}

// Programs that only show files, the repository or what a search finds.
const VIEWING_PROGRAMS = new Set([
  'cat',
  'head',
  'tail',
  'less',
  'more',
  'nl',
  'ls',
  'find',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'wc',
  'tree',
  'stat',
  'file',
  'pwd',
  'cd',
  'echo',
  'sort',
  'uniq',
  'cut',
  'awk',
  'sed',
  'diff',
  // SWE-agent's file viewer and search commands: they print a window of a file (`[File: x.py (552 lines
  // total)]`) or where a term occurs.
  'open',
  'goto',
  'scroll_up',
  'scroll_down',
  'search_file',
  'search_dir',
  'find_file',
])
// git subcommands that only show.
const GIT_VIEWS = new Set(['diff', 'show', 'log', 'status', 'grep', 'blame', 'ls-files'])

/**
 * Whether a command line only shows files or the repository (`cat`, `sed -n`,
 * `grep`, `git diff`, chained with `cd` and pipes), writing nothing: what it
 * prints is the files' content, not how a run went. A heredoc or a redirect
 * into a file is no viewing.
 *
 * @example
 * viewsOnly('cd /repo && sed -n 10,40p src/x.py') // true
 * viewsOnly('python -m pytest tests/ | tail -5')   // false: runs the tests
 */
export function viewsOnly(command: string): boolean {
  const { segments, bodies } = parse(command)
  if (bodies.length > 0 || segments.length === 0) return false
  for (const segment of segments) {
    const words = wordsOf(segment)
    const program = (words[0] ?? '').replace(/^.*\//, '')
    if (program === 'git' ? !GIT_VIEWS.has(gitSubcommand(words) ?? '') : !VIEWING_PROGRAMS.has(program)) return false
    if (program === 'sed' && words.some(inPlaceFlag)) return false
    if (program === 'find' && words.some((w) => w === '-delete' || w === '-exec' || w === '-execdir')) return false
    if (REDIRECT.test(segment)) return false
  }
  return true
}

// An exit status above zero as shells and agent harnesses print it: mini-swe-agent's
// `<returncode>1</returncode>`, OpenHands' `[exit code 1]`, `Exit code: 2`, `returncode=1`.
const NONZERO_EXIT =
  /<returncode>\s*-?[1-9]\d*\s*<\/returncode>|\[exit[ _]code:?\s*-?[1-9]\d*\]|\b(?:exit(?:ed)?|return)[ _]?(?:code|status)\s*[:=]?\s*-?[1-9]\d*\b|\breturncode\s*[:=]\s*-?[1-9]\d*\b/i
/** Characters of a result searched for its exit status (harnesses print it first or last). */
const STATUS_CHARS = 400

/**
 * Whether a shell result says its command exited with a status above zero,
 * in its first or last STATUS_CHARS characters.
 *
 * @example
 * exitedNonZero('<returncode>1</returncode>\n<output>…') // true
 * exitedNonZero('<returncode>0</returncode>\n<output>…') // false
 */
export function exitedNonZero(output: unknown): boolean {
  if (typeof output !== 'string') return false
  const ends = output.length > 2 * STATUS_CHARS ? `${output.slice(0, STATUS_CHARS)}\n${output.slice(-STATUS_CHARS)}` : output
  return NONZERO_EXIT.test(ends)
}

// Where a shell tool's record keeps what the command printed (OpenHands keeps it as `content`), its
// status, and the bookkeeping beside them (OpenHands' `observation` kind and `extras`).
const PRINTED_KEYS = new Set(['stdout', 'stderr', 'output', 'out', 'err', 'content'])
const STATUS_KEYS = new Set(['exit_code', 'exitCode', 'returncode', 'return_code', 'code', 'status', 'duration', 'duration_ms', 'duration_seconds', 'elapsed'])
const EXIT_KEY = /^(?:exit_?code|exitCode|returncode|return_code|code)$/
const BOOKKEEPING_KEYS = new Set(['observation', 'extras', 'metadata'])
// mini-swe-agent's observation: the status in a tag, then what was printed in another.
const TAGGED_OUTPUT = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>\s*<output>\s*<\/output>\s*$/

/**
 * The exit status of a shell call that printed nothing (0 when not
 * recorded), or `null` when it printed something: a blank text, mini-swe-agent's
 * `<returncode>1</returncode><output></output>`, or a record of blank
 * streams with its status and bookkeeping beside them (OpenHands'
 * `{ content: '', extras: { metadata: { exit_code: 1 } } }`).
 *
 * @example
 * printedNothing('')                                            // 0
 * printedNothing('<returncode>1</returncode>\n<output>\n</output>') // 1
 * printedNothing({ stdout: 'a.py', exit_code: 0 })              // null
 */
export function printedNothing(output: unknown): number | null {
  if (typeof output === 'string') {
    if (output.trim() === '') return 0
    // A record kept as JSON text (the Codex CLI's `{"output":"","metadata":{"exit_code":0}}`) is read as that record.
    if (output.length <= RECORD_TEXT_CHARS && output.trimStart().startsWith('{')) return printedNothing(parseRecord(output))
    const tagged = TAGGED_OUTPUT.exec(output)
    return tagged === null ? null : Number(tagged[1])
  }
  if (!isPlainRecord(output)) return null
  let streams = 0
  let exit = 0
  for (const key of Object.keys(output)) {
    const value = output[key]
    if (PRINTED_KEYS.has(key)) {
      if (value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')) return null
      streams++
    } else if (STATUS_KEYS.has(key)) {
      if (EXIT_KEY.test(key)) exit = Number(value)
    } else if (BOOKKEEPING_KEYS.has(key)) {
      const status = nestedExit(value)
      if (status !== null) exit = status
    } else return null
  }
  return streams > 0 && Number.isFinite(exit) ? exit : null
}

/** Characters of a text read as a record of what a command printed. */
const RECORD_TEXT_CHARS = 4_000

/** A JSON record's text as the record, or `null` (never a string again, so reading it once more ends). */
function parseRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return isPlainRecord(value) ? value : null
  } catch {
    return null
  }
}

/** An exit status kept in bookkeeping two levels down at most (`extras.metadata.exit_code`), or `null`. */
function nestedExit(value: unknown, depth = 0): number | null {
  if (!isPlainRecord(value) || depth > 1) return null
  for (const key of Object.keys(value)) {
    if (EXIT_KEY.test(key) && (typeof value[key] === 'number' || typeof value[key] === 'string')) return Number(value[key])
    const inner = nestedExit(value[key], depth + 1)
    if (inner !== null) return inner
  }
  return null
}

/**
 * Whether a shell call found nothing: a search that printed nothing (grep's
 * status 1 says so too), or a command that only shows files printing nothing
 * where it looked (`sed -n '401,600p'` past the end of the log).
 *
 * @example
 * foundNothingInShell('grep -rn retryBudget .', '<returncode>1</returncode>\n<output>\n</output>') // true
 * foundNothingInShell('make build', '')                                                             // false
 */
export function foundNothingInShell(command: string, output: unknown): boolean {
  const exit = printedNothing(output)
  if (exit === null) return false
  if (SHELL_SEARCH.test(command)) return exit === 0 || exit === 1
  return exit === 0 && SHOWS_SOMETHING.test(command) && viewsOnly(command)
}

// A program that shows what is there (`cd` and `echo` alone show nothing of the files).
const SHOWS_SOMETHING = /(?:^|[;&|]\s*)(?:cat|head|tail|sed|nl|ls|find|less|more|awk|cut|sort|uniq|tree|wc|git)\b/
