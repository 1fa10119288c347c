import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'pagination_until_exhausted';

// 01: Claude Code, TypeScript: gh api review comments pages 1..3 until no rel="next"
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'otterline-ui (TypeScript/React): address every unresolved review comment on PR #877 that asks for an aria attribute.';
  const m = 'claude-sonnet-4-20250514';
  const pages = [
    [{ id: 2011001, path: 'src/components/Tabs.tsx', line: 41, body: 'Needs aria-selected on the active tab.' }, { id: 2011034, path: 'src/components/Tabs.tsx', line: 77, body: 'nit: rename prop' }],
    [{ id: 2011240, path: 'src/components/Dialog.tsx', line: 19, body: 'Missing aria-labelledby pointing at the title.' }, { id: 2011302, path: 'src/hooks/useFocusTrap.ts', line: 8, body: 'Could use a ref callback' }],
    [{ id: 2011588, path: 'src/components/Toggle.tsx', line: 23, body: 'Add aria-pressed for the toggle state.' }],
  ];
  const ch = [];
  pages.forEach((p, i) => {
    const cmd = `gh api "repos/otterline/otterline-ui/pulls/877/comments?per_page=2&page=${i + 1}" -i | sed -n '1p;/^Link/p;/^\\[/,$p'`;
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 1 + 2 * i), [...(i ? [{ type: 'text', text: `Page ${i} had ${pages[i - 1].length} comments and a next link; fetching page ${i + 1}.` }] : []), call('Bash', { command: cmd }, 'toolu_' + N.b62(24))]));
    const link = i < 2 ? `Link: <https://api.github.com/repositories/5522001/pulls/877/comments?per_page=2&page=${i + 2}>; rel="next", <https://api.github.com/repositories/5522001/pulls/877/comments?per_page=2&page=3>; rel="last"` : `Link: <https://api.github.com/repositories/5522001/pulls/877/comments?per_page=2&page=2>; rel="prev", <https://api.github.com/repositories/5522001/pulls/877/comments?per_page=2&page=1>; rel="first"`;
    ch.push(tool('Bash', { command: cmd }, `HTTP/2.0 200 OK\n${link}\n${JSON.stringify(p)}`));
  });
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 8), [{ type: 'text', text: 'No rel="next" on page 3, so that is all 5 comments. Three ask for aria attributes: aria-selected in Tabs.tsx:41, aria-labelledby in Dialog.tsx:19, aria-pressed in Toggle.tsx:23.' }, call('Edit', { file_path: 'src/components/Tabs.tsx', old_string: '        role="tab"', new_string: '        role="tab"\n        aria-selected={i === active}' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Edit', { file_path: 'src/components/Tabs.tsx' }, 'The file src/components/Tabs.tsx has been updated.'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 10), [call('Edit', { file_path: 'src/components/Dialog.tsx', old_string: '<div role="dialog" aria-modal="true">', new_string: '<div role="dialog" aria-modal="true" aria-labelledby={titleId}>' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Edit', { file_path: 'src/components/Dialog.tsx' }, 'The file src/components/Dialog.tsx has been updated.'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 12), [call('Edit', { file_path: 'src/components/Toggle.tsx', old_string: '<button type="button" onClick={onToggle}>', new_string: '<button type="button" aria-pressed={on} onClick={onToggle}>' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Edit', { file_path: 'src/components/Toggle.tsx' }, 'The file src/components/Toggle.tsx has been updated.'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 14), [call('Bash', { command: 'npx vitest run src/components 2>&1 | tail -4' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Bash', { command: 'npx vitest run src/components 2>&1 | tail -4' }, ` Test Files  9 passed (9)\n      Tests  47 passed (47)\n   Start at  ${N.clock()}\n   Duration  ${N.secs(1, 3)}s (transform 312ms, setup 0ms, collect 1.20s, tests 640ms)`));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 16), 'Addressed the three aria comments (Tabs, Dialog, Toggle); component tests pass.'));
  return row(F, 1, { isolates: 'Three pages of PR review comments are fetched, each with new comments, stopping when the Link header has no rel="next"; the three relevant comments are then fixed.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 02: mini-swe-agent, C: reading a long source file in chunks until EOF, then fix
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'pebble-http (C): requests with a header line longer than 8 KiB crash the server. Find the header parser bug and fix it.';
  const m = 'claude-3-5-sonnet-20241022';
  const chunks = [
    [1, 120, `     1\t/* parser.c - incremental HTTP/1.1 request parser */\n     2\t#include "parser.h"\n...\n    88\tstatic int parse_request_line(struct ph_parser *p, const char *buf, size_t n)\n...`],
    [121, 240, `   131\tstatic int parse_header_line(struct ph_parser *p, const char *buf, size_t n)\n   132\t{\n   133\t    char name[64];\n   134\t    char value[PH_MAX_HEADER];   /* 8192 */\n   135\t    const char *colon = memchr(buf, ':', n);\n...\n   149\t    memcpy(value, colon + 2, n - (colon - buf) - 2);\n...`],
    [241, 360, `   244\tint ph_feed(struct ph_parser *p, const char *buf, size_t n)\n...\n   301\t        if (p->line_len > PH_MAX_LINE) return PH_ETOOLONG;\n...\n   318\t}\n   319\t/* end of parser.c */`],
  ];
  const ch = [];
  chunks.forEach(([a, b, out], i) => {
    const cmd = `nl -ba src/parser.c | sed -n '${a},${b}p'`;
    ch.push(llm(m, { messages: [{ role: 'user', content: i ? `<returncode>0</returncode><output>...</output>` : goal }] }, `THOUGHT: ${['Read the parser in 120-line chunks, starting at the top.', 'parse_request_line looks fine. Next chunk should contain the header parser.', 'The memcpy on line 149 copies without checking against PH_MAX_HEADER. Reading the rest to see whether ph_feed bounds line length.'][i]}\n\n\`\`\`bash\n${cmd}\n\`\`\``));
    ch.push(tool('bash', { command: cmd }, `<returncode>0</returncode>\n<output>\n${out}\n</output>`));
  });
  const fix = `sed -i '149s/.*/    size_t vlen = n - (colon - buf) - 2;\\n    if (vlen >= sizeof value) return PH_ETOOLONG;\\n    memcpy(value, colon + 2, vlen);/' src/parser.c && make -s && ./tests/run.sh header_overflow`;
  ch.push(llm(m, { messages: [{ role: 'user', content: '<output>... 319 end of parser.c</output>' }] }, `THOUGHT: The file ends at line 319. ph_feed limits the line to PH_MAX_LINE (16384) but value is only 8192 bytes, so lines between 8 and 16 KiB overflow. Add a length check before the memcpy.\n\n\`\`\`bash\n${fix}\n\`\`\``));
  ch.push(tool('bash', { command: fix }, `<returncode>0</returncode>\n<output>\n[ RUN  ] header_overflow_9k\n[  OK  ] header_overflow_9k -> 431 (${N.int(1, 9)} ms)\n[ RUN  ] header_overflow_17k\n[  OK  ] header_overflow_17k -> 431 (${N.int(1, 9)} ms)\n2/2 passed\n</output>`));
  ch.push(llm(m, { messages: [{ role: 'user', content: '2/2 passed' }] }, 'THOUGHT: Fixed and tested.\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff\n```'));
  ch.push(tool('bash', { command: 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff' }, 'COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\ndiff --git a/src/parser.c b/src/parser.c\n@@ -146,7 +146,9 @@\n-    memcpy(value, colon + 2, n - (colon - buf) - 2);\n+    size_t vlen = n - (colon - buf) - 2;\n+    if (vlen >= sizeof value) return PH_ETOOLONG;\n+    memcpy(value, colon + 2, vlen);'));
  return row(F, 2, { isolates: 'A 319-line file is read in three successive sed -n windows, each showing new code, stopping at end of file; the overflow is then fixed and tested.', loop: false, stagnation: false, goal,
    root: agent('mini-swe-agent', { task: goal }, { exit_status: 'Submitted' }, ch, { style: 'mini-swe-agent' }) });
}

// 03: Goose, Ruby: GitLab jobs API with X-Next-Page until empty
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'saltflat (Ruby on Rails, GitLab): find which CI jobs in pipeline 90412 were retried more than once this week and list them in docs/flaky.md.';
  const m = 'gpt-4o';
  const pages = [
    ['2', [['rspec 1/6', 1], ['rspec 2/6', 3], ['rspec 3/6', 1], ['rubocop', 1]]],
    ['3', [['rspec 4/6', 2], ['rspec 5/6', 1], ['rspec 6/6', 4], ['brakeman', 1]]],
    ['', [['system-specs', 3], ['assets:precompile', 1]]],
  ];
  const ch = [];
  pages.forEach(([next, jobs], i) => {
    const c = `curl -s -D - -H "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.example.com/api/v4/projects/311/pipelines/90412/jobs?include_retried=true&per_page=4&page=${i + 1}" | grep -iE '^(x-next-page|x-page|x-request-id):|^\\['`;
    ch.push(llm(m, chat('You are goose...', goal, null, 1 + 2 * i), [...(i ? [{ type: 'text', text: `x-next-page was ${i + 1}; fetching it.` }] : []), call('developer__shell', { command: c }, N.uuid())]));
    ch.push(tool('developer__shell', { command: c }, `x-next-page: ${next}\nx-page: ${i + 1}\nx-request-id: 01J${N.b62(23).toUpperCase()}\n${JSON.stringify(jobs.map(([n, a]) => ({ id: N.int(7000000, 7999999), name: n, retries: a, status: 'success' })))}`));
  });
  ch.push(llm(m, chat('You are goose...', goal, null, 8), [{ type: 'text', text: 'x-next-page is empty on page 3; 10 jobs total. Retried more than once: rspec 2/6 (3), rspec 4/6 (2), rspec 6/6 (4), system-specs (3).' }, call('developer__text_editor', { command: 'write', path: 'docs/flaky.md', file_text: '# Flaky CI jobs (pipeline 90412)\n\n| job | attempts |\n|---|---|\n| rspec 6/6 | 4 |\n| rspec 2/6 | 3 |\n| system-specs | 3 |\n| rspec 4/6 | 2 |\n' }, N.uuid())]));
  ch.push(tool('developer__text_editor', { command: 'write', path: 'docs/flaky.md' }, 'Successfully wrote to docs/flaky.md'));
  return row(F, 3, { isolates: 'GitLab job pages 1-3 are fetched following x-next-page, each page listing different jobs, stopping when the header is empty; the retried jobs are written up.', loop: false, stagnation: false, goal,
    root: agent('goose session', { instructions: goal }, { status: 'done' }, ch, { style: 'goose' }) });
}
export const rows = () => [r1(), r2(), r3()];
