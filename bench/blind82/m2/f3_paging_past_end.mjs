import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'paging_past_end';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'Goose pages the GitHub issues API of a Dart package: two real pages, then pages 3, 4, 5, 6 all return [] with fresh headers; the agent keeps incrementing.',
  goal: 'dart-intl-lite: collect every open issue labelled "plural-rules" to decide which ones the 3.0 rewrite fixes.',
  build: (N) => {
    const kids = [];
    const page = (p, body) => `HTTP/2 200\ndate: ${N.http()}\ncontent-type: application/json; charset=utf-8\nx-github-request-id: ${N.hex(4).toUpperCase()}:${N.hex(6).toUpperCase()}:${N.hex(7).toUpperCase()}:${N.hex(7).toUpperCase()}:${N.hex(8).toUpperCase()}\nx-ratelimit-remaining: ${4990 - p * 3}\nx-ratelimit-reset: ${N.epoch() + 3000}\netag: ${N.etag()}\n${p === 1 ? `link: <https://api.github.com/repositories/6120341/issues?labels=plural-rules&state=open&per_page=30&page=${p + 1}>; rel="next"` : ''}\n\n${body}`;
    const p1 = JSON.stringify(Array.from({ length: 3 }, (_, i) => ({ number: 200 + i * 7, title: ['Polish "few" category wrong for 22-24', 'Arabic zero form ignored', 'Welsh plural rules missing "many"'][i], labels: [{ name: 'plural-rules' }] })));
    const p2 = JSON.stringify([{ number: 251, title: 'Plural selection for decimals uses integer rule', labels: [{ name: 'plural-rules' }] }]);
    for (let p = 1; p <= 6; p++) {
      const cmd = `curl -si "https://api.github.com/repos/dartlite/intl-lite/issues?labels=plural-rules&state=open&per_page=30&page=${p}"`;
      kids.push(llm('goose.reply', { messages: [{ role: 'user', content: p === 1 ? 'collect the open plural-rules issues' : `(page ${p - 1} result)` }] }, { content: [{ type: 'text', text: p <= 2 ? `Fetching page ${p}.` : `Page ${p - 1} was empty, let me check page ${p} in case there are more.` }, { type: 'toolRequest', id: N.uuid(), toolCall: { name: 'developer__shell', arguments: { command: cmd } } }] }));
      kids.push(tool('developer__shell', { command: cmd }, [{ type: 'text', text: page(p, p === 1 ? p1 : p === 2 ? p2 : '[]') }]));
    }
    return agent('goose', { provider: 'openai', model: 'gpt-4.1', session: N.b62(8) }, { status: 'stopped', reason: 'max turns (12)' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: true,
  isolates: 'SWE-agent scrolls a Lua file to the bottom, then issues scroll_down three more times, each observation saying it is at the end with the same last lines.',
  goal: 'lua-resty-ratelimit: find where the sliding-window counter is reset and fix the off-by-one on window rollover.',
  build: (N) => {
    const kids = [];
    const header = (a, b) => `[File: /repo/lib/resty/ratelimit/window.lua (212 lines total)]\n(${a} more lines above)`;
    const body1 = `${header(100, 0)}\n101:function _M.incr(self, key, now)\n102:  local bucket = floor(now / self.window)\n103:  local prev = self.dict:get(key .. ":" .. (bucket - 1)) or 0\n...\n200:  return count\n(12 more lines below)`;
    const body2 = `${header(112, 0)}\n201:end\n202:\n203:function _M.reset(self, key)\n204:  self.dict:delete(key)\n205:end\n206:\n207:function _M.new(opts)\n208:  return setmetatable({ dict = ngx.shared[opts.dict], window = opts.window or 60 }, mt)\n209:end\n210:\n211:return _M\n212:`;
    kids.push(llm('model.query', [{ role: 'user', content: 'open lib/resty/ratelimit/window.lua' }], 'DISCUSSION\nThe reset must be near the bottom of window.lua. Scroll down.\n```\nscroll_down\n```'));
    kids.push(tool('scroll_down', {}, body1));
    kids.push(llm('model.query', [{ role: 'user', content: body1 }], 'DISCUSSION\nincr computes the bucket from floor(now / window); the rollover reset must be further down. Scroll down.\n```\nscroll_down\n```'));
    kids.push(tool('scroll_down', {}, body2));
    for (let i = 0; i < 3; i++) {
      kids.push(llm('model.query', [{ role: 'user', content: i === 0 ? body2 : 'Warning: already at the bottom of the file' }], 'DISCUSSION\nI still have not found where the window counter is reset on rollover. Let me scroll down to see the rest of the file.\n```\nscroll_down\n```'));
      kids.push(tool('scroll_down', {}, `${header(112, 0)}\n201:end\n...\n211:return _M\n212:\nWarning: already at the bottom of the file`));
    }
    return agent('swe-agent', { instance_id: 'lua-resty-ratelimit-57', model: 'claude-3-haiku-20240307' }, { exit_status: 'exit_context', submission: null }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Cline reads a Julia CI job log through an API with a cursor; after the last chunk it re-sends the same next_cursor three times with the same verbatim thinking line and gets the same empty chunk.',
  goal: 'DiffEqSparse.jl: find why the Julia 1.11 CI job fails on Windows and fix it.',
  build: (N) => {
    const kids = [];
    const chunks = [
      '[ Info: Precompiling DiffEqSparse [a3c1f2d8-...]\n  Activating project at `D:\\a\\DiffEqSparse.jl\\DiffEqSparse.jl`\n     Testing Running tests...',
      'Test Summary:    | Pass  Fail  Total  Time\nsparse jacobian  |   41     1     42  1m02.3s\nERROR: LoadError: Some tests did not pass: 41 passed, 1 failed, 0 errored, 0 broken.\n  test/jacobian.jl:88  Expression: isapprox(J, Jfd; rtol = 1e-8)',
    ];
    let cur = 'c_' + N.hex(12);
    const stuck = 'c_' + N.hex(12);
    for (let i = 0; i < 5; i++) {
      const send = i === 0 ? null : i === 1 ? cur : stuck;
      const args = { server_name: 'ci-logs', tool_name: 'get_job_log', arguments: JSON.stringify({ job_id: 2291774013, cursor: send, max_bytes: 65536 }) };
      kids.push(llm('cline.api_request', { messages: [{ role: 'user', content: i ? `[use_mcp_tool for 'ci-logs'] Result: ...` : 'DiffEqSparse.jl windows CI failing on 1.11' }] }, `<thinking>${i < 2 ? 'Read the next part of the job log.' : 'The log might continue; request the next chunk with the cursor returned.'}</thinking>\n<use_mcp_tool>\n<server_name>ci-logs</server_name>\n<tool_name>get_job_log</tool_name>\n<arguments>${args.arguments}</arguments>\n</use_mcp_tool>`, [], { tokensIn: N.int(9000, 20000), tokensOut: N.int(60, 120), cost: Number((0.02 + N.r() * 0.03).toFixed(4)) }));
      const out = i < 2 ? { text: chunks[i], next_cursor: i === 0 ? cur : stuck, fetched_at: N.iso(), bytes: chunks[i].length } : { text: '', next_cursor: stuck, fetched_at: N.iso(), bytes: 0 };
      kids.push(tool('use_mcp_tool', args, JSON.stringify(out)));
    }
    return agent('cline', { task: 'DiffEqSparse.jl windows CI', mode: 'act', apiProvider: 'openrouter' }, { status: 'cancelled by user' }, kids);
  },
},
];
