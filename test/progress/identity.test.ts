import { describe, expect, it } from 'vitest'
import { normalizeTargetText, observeAction } from '../../src/progress/action.js'
import { maskVolatileText } from '../../src/progress/mask.js'
import { ToolIdentities, nameWords } from '../../src/progress/tools.js'

const ids = new ToolIdentities()
const observe = (tool: string, args: unknown, output?: unknown, error?: unknown, identities = ids) => observeAction({ tool, args, output, error }, identities)

describe('action identity', () => {
  it('is the tool name plus canonical arguments: key order and JSON strings do not matter', () => {
    const a = observe('grep', { pattern: 'x', path: '.' }, 'no matches')
    const b = observe('grep', '{"path": ".", "pattern": "x"}', 'no matches')
    expect(a.key).toBe(b.key)
    expect(observe('find', { pattern: 'x', path: '.' }).key).not.toBe(a.key)
  })

  it('leaves free-text rationale out (thought, reason, description) but keeps nested content', () => {
    expect(observe('search', { q: 'x', thought: 'first try' }).key).toBe(observe('search', { q: 'x', thought: 'trying again, third time' }).key)
    expect(observe('search', { q: 'x', description: 'a' }).key).toBe(observe('search', { q: 'x' }).key)
    expect(observe('create_issue', { body: { description: 'a' } }).key).not.toBe(observe('create_issue', { body: { description: 'b' } }).key)
  })

  it('leaves volatile argument fields out by default (request ids, cursors, timestamps)', () => {
    expect(observe('list', { status: 'open', cursor: 'c1', request_id: 'r1' }).key).toBe(observe('list', { status: 'open', cursor: 'c2', requestId: 'r2' }).key)
  })

  it('gives the same target to cosmetic variants: modifiers, case, quotes, whitespace, trailing slash, ./', () => {
    const base = observe('grep', { pattern: 'SessionGuard', path: 'src' }).target
    expect(observe('grep', { pattern: '"sessionguard"', path: './src/' }).target).toBe(base)
    expect(observe('grep', { pattern: ' SessionGuard ', path: 'src', max_results: 50, case_sensitive: false, sort: 'asc' }).target).toBe(base)
    expect(observe('grep', { pattern: 'SessionGuard', path: 'lib' }).target).not.toBe(base)
    expect(normalizeTargetText('./')).toBe('.')
  })

  it('keeps keys that can name the thing acted on (page, offset, format) in the target', () => {
    expect(observe('process_batch', { page: 1 }).target).not.toBe(observe('process_batch', { page: 2 }).target)
    expect(observe('convert', { path: 'a', format: 'pdf' }).target).not.toBe(observe('convert', { path: 'a', format: 'docx' }).target)
  })

  it('fingerprints results without volatile ids, timestamps and durations', () => {
    const a = observe('send_message', { text: 'hi' }, { ok: true, message_id: 'm1', ts: '1780000000.1', sent_at: '2026-05-01T10:00:00Z' })
    const b = observe('send_message', { text: 'hi' }, { ok: true, message_id: 'm2', ts: '1780000007.9', sent_at: '2026-05-01T10:05:00Z' })
    expect(a.result).toBe(b.result)
    const c = observe('status', { id: 1 }, { state: 'running', lastCheckedAt: 'x' })
    expect(c.result).toBe(observe('status', { id: 1 }, { state: 'running', lastCheckedAt: 'y' }).result)
    expect(observe('run', {}, '3 passed in 0.42s').result).toBe(observe('run', {}, '3 passed in 0.40s').result)
    expect(observe('run', {}, '3 passed').result).not.toBe(observe('run', {}, '4 passed').result)
  })

  it('keeps falsy results fingerprintable and tells them from a missing result', () => {
    const kinds = ['', 0, false, [], {}].map((output) => observe('t', {}, output).result)
    expect(new Set(kinds).size).toBe(5)
    expect(observe('t', {}, undefined).resultClass).toBe('unknown')
    expect(observe('t', {}, '').resultClass).toBe('short')
  })

  it('classifies errors: a recorded error, isError, an error field, error-like text', () => {
    expect(observe('t', {}, null, 'boom').resultClass).toBe('error')
    expect(observe('t', {}, { isError: true, content: 'bad' }).resultClass).toBe('error')
    expect(observe('t', {}, { error: 'ENOENT' }).resultClass).toBe('error')
    expect(observe('t', {}, 'FileNotFoundError: no such file').resultClass).toBe('error')
    expect(observe('t', {}, 'Error: timeout').resultClass).toBe('error')
    expect(observe('t', {}, '1 failed').resultClass).toBe('short')
    expect(observe('t', {}, { error: null, rows: 3 }).resultClass).toBe('short')
  })

  it('reads the same error with a different attempt number as the same error', () => {
    expect(observe('t', { a: 1 }, null, 'timeout (attempt 2)').errorKey).toBe(observe('t', { a: 2 }, null, 'timeout (attempt 3)').errorKey)
  })

  it('tells substantive results (a dozen words or more) from terse ones', () => {
    expect(observe('t', {}, 'ok').resultClass).toBe('short')
    expect(observe('t', {}, 'one two three four five six seven eight nine ten eleven twelve').resultClass).toBe('substantive')
    expect(observe('t', {}, { results: [{ title: 'a b c d' }, { title: 'e f g h' }, { title: 'i j k l' }] }).resultClass).toBe('substantive')
  })

  it('shares identifiers between reworded free-text calls, not between calls on different entities', () => {
    expect(observe('search', { query: 'refund webhook' }).identifiers).toBe(observe('search', { query: 'how to verify refund webhooks' }).identifiers)
    expect(observe('validate', { id: 1 }).identifiers).not.toBe(observe('validate', { id: 2 }).identifiers)
  })

  it('guesses mutating and poll tools from the name, and records writes for flip detection', () => {
    expect(observe('write_file', { path: 'a', content: 'x' }).mutating).toBe(true)
    expect(observe('writeFile', { path: 'a' }).mutating).toBe(true)
    expect(observe('read_file', { path: 'a' }).mutating).toBe(false)
    expect(observe('get_job_status', {}).poll).toBe(true)
    const x = observe('write_file', { path: 'a.txt', content: 'x' }).write!
    const y = observe('write_file', { path: './a.txt', content: 'y' }).write!
    expect(x.resource).toBe(y.resource)
    expect(x.state).not.toBe(y.state)
    expect(nameWords('getJobStatus')).toEqual(['get', 'job', 'status'])
  })

  it('honours per-tool specs: volatile fields, target fields, a custom loopKey and resultKey, exemptions', () => {
    const custom = new ToolIdentities({
      tools: {
        query: { volatileArgs: ['session'], volatileResults: ['server'] },
        fetch: { targetArgs: ['url'] },
        search: { loopKey: (args) => String((args as { q: string }).q).toLowerCase() },
        poll_logs: { resultKey: (result) => (result as { lines: string[] }).lines.length },
        sleep: { exempt: true, mutating: false, poll: true },
      },
    })
    expect(observe('query', { sql: 'x', session: 1 }, { rows: 1, server: 'a' }, undefined, custom).result).toBe(
      observe('query', { sql: 'x', session: 2 }, { rows: 1, server: 'b' }, undefined, custom).result,
    )
    expect(observe('query', { sql: 'x', session: 1 }, 1, undefined, custom).key).toBe(observe('query', { sql: 'x', session: 2 }, 1, undefined, custom).key)
    expect(observe('fetch', { url: 'u', headers: { a: 1 } }, 1, undefined, custom).target).toBe(
      observe('fetch', { url: 'u', headers: { a: 2 } }, 1, undefined, custom).target,
    )
    expect(observe('search', { q: 'Paris' }, 1, undefined, custom).key).toBe(observe('search', { q: 'paris', page: 2 }, 1, undefined, custom).key)
    expect(observe('poll_logs', {}, { lines: ['a'] }, undefined, custom).result).toBe(observe('poll_logs', {}, { lines: ['b'] }, undefined, custom).result)
    expect(observe('sleep', {}, undefined, undefined, custom).exempt).toBe(true)
    // A loopKey that throws does not break the detector.
    const broken = new ToolIdentities({
      tools: {
        t: {
          loopKey: () => {
            throw new Error('bad')
          },
        },
      },
    })
    expect(observe('t', {}, 1, undefined, broken).key).toMatch(/^t/)
  })

  it('replaces default key lists when asked', () => {
    const strict = new ToolIdentities({ volatileArgKeys: [] })
    expect(observe('list', { cursor: 'a' }, 1, undefined, strict).key).not.toBe(observe('list', { cursor: 'b' }, 1, undefined, strict).key)
  })
})

describe('maskVolatileText', () => {
  it('masks date-times, dates, clock times, durations, UUIDs, hex ids, epochs and pids, and keeps plain numbers and words', () => {
    expect(maskVolatileText('done in 0.42s at 2026-05-01T10:00:00Z (pid 4411)')).toBe('done in <duration> at <time> (<pid>)')
    expect(maskVolatileText('id 550e8400-e29b-41d4-a716-446655440000 sha 3f2a9c1b7d4e5f60')).toBe('id <uuid> sha <hex>')
    expect(maskVolatileText('checked at 10:02, ts 1780000000')).toBe('checked at <time>, ts <time>')
    expect(maskVolatileText('3 failed on 2026-05-01, deadbeefcafe is a word')).toBe('3 failed on <date>, deadbeefcafe is a word')
  })

  it('masks a 1 MB run of letters and digits as one id (a linear scan, no backtracking)', () => {
    const text = 'a1'.repeat(500_000) + 'g'
    expect(maskVolatileText(text)).toBe('<id>')
  })
})

describe('error text, queries, hit lists and opaque ids', () => {
  it('reads errors behind program, host and path prefixes, and HTTP error status lines', () => {
    for (const text of [
      'git: fatal: not a git repository (or any of the parent directories)',
      'ci-runner@10.0.4.2: Permission denied (publickey,password).',
      'zsh: command not found: terraform',
      'lib/app.rb: error E0012: undefined constant',
      'worker.py: KeyError: missing field',
      '403 Forbidden',
      'HTTP/2 502 Bad Gateway',
      '429 Too Many Requests: retry after 30s',
    ])
      expect(observe('t', {}, text).resultClass, text).toBe('error')
    for (const text of ['404 rows matched the filter', 'report: error rate fell to 0.2% this week', 'Found 2 errors in the sample, both fixed', '200 OK']) {
      expect(observe('t', {}, text).resultClass, text).not.toBe('error')
    }
  })

  it('reads the same failure under cosmetic argument changes as the same error', () => {
    const fail = 'deploy@ci-7: Permission denied (publickey).'
    const a = observe('ssh', { host: 'ci-7', cmd: 'uptime' }, fail)
    const b = observe('ssh', { host: 'ci-7.lan', cmd: 'uptime', port: 22 }, fail)
    expect(a.errorKey).not.toBeNull()
    expect(a.errorKey).toBe(b.errorKey)
  })

  it('never reads a query as an entity, even when it is one word', () => {
    expect(observe('search_code', { q: 'LegacyPaymentsClient', repo: 'shop' }).identifiers).toBe(
      observe('search_code', { q: 'payments/v1', repo: 'shop' }).identifiers,
    )
    expect(observe('search_code', { q: 'x', repo: 'shop' }).identifiers).not.toBe(observe('search_code', { q: 'x', repo: 'billing' }).identifiers)
    const custom = new ToolIdentities({ queryKeys: ['needle'] })
    expect(observe('find', { needle: 'a' }, undefined, undefined, custom).identifiers).toBe(
      observe('find', { needle: 'b' }, undefined, undefined, custom).identifiers,
    )
  })

  it('counts a non-empty list of named hits as a specific answer, not an empty list or a bare count', () => {
    expect(observe('t', {}, { total: 1, items: [{ path: 'docs/runbook.md', repo: 'ops' }] }).resultClass).toBe('substantive')
    expect(observe('t', {}, '{"hits": {"results": [{"title": "Broker upgrade notes"}]}}').resultClass).toBe('substantive')
    expect(observe('t', {}, { total: 0, items: [] }).resultClass).toBe('short')
    expect(observe('t', {}, { count: 18 }).resultClass).toBe('short')
  })

  it('masks opaque ids behind short prefixes, and epoch timestamps with a fraction', () => {
    expect(maskVolatileText('queued as SM0a9f3c2b7e6d5c4b3a2f1e0d9c8b7a6f')).toBe('queued as <hex>')
    expect(maskVolatileText('charge ch_3PqRsTuV9wXyZ1a2B3c4D5e6 created')).toBe('charge <id> created')
    expect(maskVolatileText('event 01J2K3M4N5P6Q7R8S9T0V1W2X3 stored')).toBe('event <id> stored')
    expect(maskVolatileText('posted at 1718012345.123456')).toBe('posted at <time>')
    for (const kept of ['backup_2024_06_01_0300.tar', 'sha256WithRSAEncryption', 'report20240601final.pdf', 'deadbeefcafebabe'])
      expect(maskVolatileText(kept)).toBe(kept)
    const send = (sid: string) => observe('send_sms', { to: '+44 7700 900123', body: 'Your table is ready.' }, { sid, status: 'queued' })
    expect(send('SMc0ffee0123456789abcdef0123456789').result).toBe(send('SM9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a').result)
  })
})
