// Shell calls read by their command line: what writes files, what only
// shows them, and which exit status a harness printed.
import { describe, expect, it } from 'vitest'
import { commandLine, exitedNonZero, foundNothingInShell, printedNothing, shellCommand, shellWrite, viewsOnly } from '../../src/progress/shell.js'

describe('shellCommand', () => {
  it('takes a command key of any tool, or the whole string given to a tool named for a shell', () => {
    expect(shellCommand('run', { cmd: 'make test' })).toBe('make test')
    expect(shellCommand('bash', 'cat setup.py')).toBe('cat setup.py')
    expect(shellCommand('execute_command', 'ls')).toBe('ls')
    expect(shellCommand('developer__shell', 'ls')).toBe('ls')
    expect(shellCommand('CmdRunAction', 'ls')).toBe('ls')
    expect(shellCommand('search', 'cat food near me')).toBe(null)
    expect(shellCommand('bashful_quotes', 'hi there')).toBe(null)
  })
})

describe('shellWrite', () => {
  it('finds edits in place, content sent into a file, file programs, git writes and scripts that open a file to write', () => {
    expect(shellWrite("sed -i 's/a/b/' src/x.py")).toMatchObject({ resource: 'file:src/x.py' })
    expect(shellWrite("cd /repo && perl -pi -e 's/a/b/' lib/y.pm")).toMatchObject({ resource: 'file:lib/y.pm' })
    expect(shellWrite("cat <<'EOF' > tests/test_x.py\nimport x\nprint(x)\nEOF")).toMatchObject({ resource: 'file:tests/test_x.py' })
    expect(shellWrite('echo "DEBUG = True" >> settings.py')).toMatchObject({ resource: 'file:settings.py' })
    expect(shellWrite('git checkout -- src/x.py')).not.toBe(null)
    expect(shellWrite('rm -rf build')).not.toBe(null)
    expect(shellWrite("python - <<'PY'\np = 'src/x.py'\ns = open(p).read()\nopen(p, 'w').write(s.replace('a', 'b'))\nPY")).not.toBe(null)
    expect(shellWrite('printf "x" | tee out/notes.txt')).not.toBe(null)
  })

  it('a command that runs or reads writes nothing, whatever it redirects to a log or to /dev/null', () => {
    expect(shellWrite('cat src/x.py')).toBe(null)
    expect(shellWrite("sed -n '10,40p' src/x.py")).toBe(null)
    expect(shellWrite('pytest -x 2>&1 | tail -5')).toBe(null)
    expect(shellWrite('pytest -x > log.txt')).toBe(null)
    expect(shellWrite('grep -rn "a > b" src 2>/dev/null')).toBe(null)
    expect(shellWrite('git diff && git status')).toBe(null)
    expect(shellWrite("python - <<'PY'\nprint(open('src/x.py').read())\nPY")).toBe(null)
  })

  it('the state is the command: the same edit twice is the same state, another edit another', () => {
    expect(shellWrite("sed -i 's/a/b/' x.py")?.state).toBe(shellWrite("sed -i 's/a/b/' x.py")?.state)
    expect(shellWrite("sed -i 's/a/b/' x.py")?.state).not.toBe(shellWrite("sed -i 's/a/c/' x.py")?.state)
  })
})

describe('viewsOnly', () => {
  it('is true for commands that only show files or the repository, chained with cd and pipes', () => {
    expect(viewsOnly('cd /repo && sed -n 10,40p src/x.py')).toBe(true)
    expect(viewsOnly('cat src/x.py | grep -n raise')).toBe(true)
    expect(viewsOnly('git -C repo diff HEAD~1')).toBe(true)
    expect(viewsOnly('nl -ba src/x.py | head -50')).toBe(true)
  })

  it('is false for anything that runs code, writes, or feeds a heredoc', () => {
    expect(viewsOnly('python -m pytest tests/ | tail -5')).toBe(false)
    expect(viewsOnly("sed -i 's/a/b/' x.py")).toBe(false)
    expect(viewsOnly('cat x.py > y.py')).toBe(false)
    expect(viewsOnly("cat <<'EOF'\nhello\nEOF")).toBe(false)
    expect(viewsOnly('find . -name "*.pyc" -delete')).toBe(false)
  })
})

describe('exitedNonZero', () => {
  it("reads the exit status harnesses print: mini-swe-agent's tag, OpenHands' note, an `Exit code:` line", () => {
    expect(exitedNonZero('<returncode>1</returncode>\n<output>\ncat: x: No such file\n</output>')).toBe(true)
    expect(exitedNonZero('<returncode>0</returncode>\n<output>\nraise ValueError\n</output>')).toBe(false)
    expect(exitedNonZero('ls: cannot access\n[exit code 2]')).toBe(true)
    expect(exitedNonZero(`${'line\n'.repeat(500)}Exit code: 1`)).toBe(true)
    expect(exitedNonZero({ exit_code: 1 })).toBe(false)
  })
})

describe('commandLine', () => {
  it("reads a command given as an argument list: the script after a shell's -c, or the words joined", () => {
    expect(commandLine({ command: ['bash', '-lc', 'git log --grep=fix'] })).toBe('git log --grep=fix')
    expect(commandLine({ cmd: ['git', 'status', '--short'] })).toBe('git status --short')
    expect(commandLine({ command: ['bash', 3] })).toBe(null)
  })
})

describe('printedNothing and foundNothingInShell', () => {
  it('read the ways harnesses record a command that printed nothing, with its status', () => {
    expect(printedNothing('<returncode>1</returncode>\n<output>\n</output>')).toBe(1)
    expect(printedNothing({ observation: 'run', content: '', extras: { metadata: { exit_code: 1, pid: -1 } } })).toBe(1)
    expect(printedNothing('{"output":"","metadata":{"exit_code":0,"duration_seconds":0.03}}')).toBe(0)
    expect(printedNothing({ stdout: '', stderr: '', exit_code: 0 })).toBe(0)
    expect(printedNothing({ stdout: 'src/a.py:3: TODO', exit_code: 0 })).toBe(null)
    expect(printedNothing({ content: '', extras: { metadata: { exit_code: 0 } }, note: 'x' })).toBe(null)
  })

  it('a search that printed nothing (grep exits 1 on no match) or a view past the end found nothing; a build that printed nothing did not', () => {
    expect(foundNothingInShell('grep -rn retryBudget .', '<returncode>1</returncode>\n<output>\n</output>')).toBe(true)
    expect(foundNothingInShell("sed -n '401,600p' build/check.log", '<returncode>0</returncode>\n<output>\n</output>')).toBe(true)
    expect(foundNothingInShell('grep -rn retryBudget .', '<returncode>2</returncode>\n<output>\n</output>')).toBe(false)
    expect(foundNothingInShell('make build', '')).toBe(false)
    expect(foundNothingInShell('cd /repo', '')).toBe(false)
  })
})
