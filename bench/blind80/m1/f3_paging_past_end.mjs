import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'paging_past_end';

// 01: mini-swe-agent, shell: reads a huge log with sed -n ranges beyond EOF
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'In the ferrule C project, `make check` intermittently segfaults; read build/check.log to find the first test that crashed and fix it.';
  const m = 'gpt-4.1';
  const ch = [];
  const sys = 'You are a helpful assistant that can interact with a computer shell. Reply with exactly one ```bash block.';
  const ranges = [[1, 200], [201, 400], [401, 600], [601, 800], [801, 1000], [1001, 1200]];
  ranges.forEach(([a, b], i) => {
    const cmd = `sed -n '${a},${b}p' build/check.log`;
    const out = i === 0 ? `make[2]: Entering directory '/src/ferrule/tests'\nPASS: t_arena\nPASS: t_strbuf\n...\nPASS: t_utf8 (0.${N.int(10, 99)}s)\nFAIL: t_ringbuf (signal 11)\n...\n# TOTAL: 57  # PASS: 56  # FAIL: 1\nmake[2]: Leaving directory '/src/ferrule/tests'` : i === 1 ? `==${N.pid()}== Invalid write of size 8\n==${N.pid()}==    at 0x10A3F1: rb_push (ringbuf.c:77)\n==${N.pid()}==    by 0x109B22: test_wraparound (t_ringbuf.c:41)\n...\n==${N.pid()}== ERROR SUMMARY: 3 errors from 1 contexts (suppressed: 0 from 0)\nmake[1]: *** [Makefile:1184: check-TESTS] Error 1\nmake: *** [Makefile:1290: check] Error 2` : '';
    ch.push(llm(m, { messages: [{ role: 'system', content: sys }, { role: 'user', content: i ? `<returncode>0</returncode>\n<output>\n${ranges[i - 1] && ''}</output>` : goal }] }, `THOUGHT: ${i < 2 ? 'Reading the log in chunks.' : 'Continuing to read the log to make sure I see everything before editing.'}\n\n\`\`\`bash\n${cmd}\n\`\`\``));
    ch.push(tool('bash', { command: cmd }, `<returncode>0</returncode>\n<output>\n${out}</output>`));
  });
  return row(F, 1, { isolates: 'After the log (about 330 lines, ending at the make Error 2) is exhausted the agent keeps advancing sed -n line ranges, receiving an empty output four times.', loop: true, stagnation: true, goal,
    root: agent('mini-swe-agent', { task: goal }, { exit_status: 'LimitsExceeded', step_limit: 12 }, ch, { style: 'mini-swe-agent', model: m }) });
}

// 02: Claude Agent SDK, TypeScript: GitHub API list comments with page param beyond the end
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'For the pinefold TypeScript SDK, collect every review comment on PR #2231 that mentions "breaking" and address them in src/client.ts.';
  const m = 'claude-sonnet-4-20250514';
  const ch = [];
  for (let p = 1; p <= 6; p++) {
    const body = p === 1 ? JSON.stringify([{ id: 18830012, path: 'src/client.ts', line: 88, body: 'This renames `retries` -> `maxRetries`, breaking for 1.x users.' }, { id: 18830377, path: 'src/types.ts', line: 12, body: 'nit: export type' }]) : p === 2 ? JSON.stringify([{ id: 18833101, path: 'src/client.ts', line: 140, body: 'Default timeout went from 30s to 10s; breaking?' }]) : '[]';
    const cmd = `gh api "repos/pinefold/pinefold-ts/pulls/2231/comments?per_page=30&page=${p}" -i`;
    ch.push(llm(m, chat('Claude Agent SDK', goal, null, 1 + 2 * p), [{ type: 'text', text: p <= 2 ? `Fetching review comments page ${p}.` : `Page ${p - 1} was empty; checking page ${p} in case more comments exist.` }, call('Bash', { command: cmd }, 'toolu_' + N.b62(24))]));
    ch.push(tool('Bash', { command: cmd }, `HTTP/2.0 200 OK\nContent-Type: application/json; charset=utf-8\nDate: ${N.httpDate()}\nEtag: ${N.etag()}\nLink: <https://api.github.com/repositories/6120344/pulls/2231/comments?per_page=30&page=1>; rel="first", <https://api.github.com/repositories/6120344/pulls/2231/comments?per_page=30&page=2>; rel="last"\nX-Github-Request-Id: ${N.hex(4).toUpperCase()}:${N.hex(5).toUpperCase()}:${N.hex(7).toUpperCase()}:${N.hex(7).toUpperCase()}:${N.hex(8).toUpperCase()}\nX-Ratelimit-Remaining: ${4990 - p * 3}\nX-Ratelimit-Reset: ${N.epoch() + 3000}\n\n${body}`));
  }
  return row(F, 2, { isolates: 'The gh api page parameter keeps increasing to 6 although the Link header says page 2 is last; pages 3-6 are identical empty arrays apart from dates, etags and rate-limit counters.', loop: true, stagnation: true, goal,
    root: agent('agent-sdk query', { prompt: goal, allowedTools: ['Bash', 'Read', 'Edit'] }, { subtype: 'error_max_turns', num_turns: 12 }, ch, { style: 'claude-agent-sdk', session_id: N.uuid() }) });
}

// 03: Goose session, Python: Elasticsearch scroll cursor re-sent, same empty hits
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'ledger-etl (Python): the reindex script drops documents. Dump all ids from index `txn-2024` via the scroll API so you can diff against Postgres.';
  const m = 'gpt-4o';
  const scroll = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFmR' + N.b62(18);
  const ch = [];
  const first = { _scroll_id: scroll, took: N.int(3, 9), timed_out: false, hits: { total: { value: 1500, relation: 'eq' }, hits: ['...1000 hits...'] } };
  ch.push(llm(m, chat('You are goose, an AI agent created by Block.', goal), [{ type: 'text', text: 'Starting a scroll over txn-2024, 1000 docs per batch.' }, call('developer__shell', { command: `curl -s -XPOST 'localhost:9200/txn-2024/_search?scroll=2m' -H 'Content-Type: application/json' -d '{"size":1000,"_source":false}' | jq -c '{_scroll_id,took,hits:{total:.hits.total,n:(.hits.hits|length)}}'` }, N.uuid())]));
  ch.push(tool('developer__shell', { command: 'curl ... _search?scroll=2m' }, JSON.stringify({ ...first, hits: { total: first.hits.total, n: 1000 } })));
  for (let i = 0; i < 5; i++) {
    const n = i === 0 ? 500 : 0;
    ch.push(llm(m, chat('You are goose...', goal, null, 4 + i * 2), [...(i === 0 ? [{ type: 'text', text: 'Fetching the next batch.' }] : []), call('developer__shell', { command: `curl -s -XPOST 'localhost:9200/_search/scroll' -H 'Content-Type: application/json' -d '{"scroll":"2m","scroll_id":"${scroll}"}' | jq -c '{_scroll_id,took,n:(.hits.hits|length)}'` }, N.uuid())]));
    ch.push(tool('developer__shell', { command: 'curl ... _search/scroll', scroll_id: scroll }, JSON.stringify({ _scroll_id: scroll, took: N.int(1, 6), n })));
  }
  return row(F, 3, { isolates: 'The same scroll_id is re-sent after the 1500 documents are exhausted, and four calls in a row return n=0 with only the took value changing.', loop: true, stagnation: false, goal,
    root: agent('goose session', { instructions: goal }, { status: 'cancelled' }, ch, { style: 'goose', provider: 'openai' }) });
}
export const rows = () => [r1(), r2(), r3()];
