import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'same_result_modulo_noise';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'Codex CLI re-runs the same `lein deps` five times; each fails identically except for the Maven resolver timestamps, transfer ids and durations; the agent never changes anything.',
  goal: 'clj-geohash: upgrade to Clojure 1.12 and get `lein test` running.',
  build: (N) => {
    const out = () => `Retrieving org/clojure/clojure/1.12.0/clojure-1.12.0.pom from central\nCould not find artifact io.github.ptaoussanis:encore:jar:3.112.0 in central (https://repo1.maven.org/maven2/)\nCould not find artifact io.github.ptaoussanis:encore:jar:3.112.0 in clojars (https://repo.clojars.org/)\nThis could be due to a typo in :dependencies, file system permissions, or network issues.\nIf you are behind a proxy, try setting the 'http_proxy' environment variable.\n[resolver] session ${N.uuid()} finished in ${N.ms(400, 3000)}ms at ${N.isoLocal()}\nTried to use insecure HTTP repository without TLS: none\nException in thread "main" clojure.lang.ExceptionInfo: Could not resolve dependencies {:suppress-msg true, :exit-code 1}`;
    const kids = [];
    const texts = ['Resolve dependencies to see what 1.12 pulls in.', 'That looks like it might be a transient resolver problem; retry.', 'Retry with a clean fetch.', 'Run deps again.', 'Try once more.'];
    for (let i = 0; i < 5; i++) {
      const cmd = i >= 2 ? ['bash', '-lc', 'lein deps'] : ['lein', 'deps'];
      kids.push(llm('response', { input: [{ role: 'user', content: i ? 'exit_code 1' : 'upgrade to clojure 1.12' }] }, [{ type: 'message', content: texts[i] }, { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: cmd, workdir: '/home/ana/clj-geohash', timeout_ms: 120000 }), call_id: 'call_' + N.b62(24) }]));
      kids.push(tool('shell', { command: cmd }, JSON.stringify({ output: out(), metadata: { exit_code: 1, duration_seconds: Number(N.dur(2, 9)) } }), 'exit_code 1'));
    }
    return agent('codex', { model: 'gpt-5-codex', approval_policy: 'never' }, { status: 'interrupted', last_message: 'Retrying dependency resolution.' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: true,
  isolates: 'Inspect-AI style eval: the agent calls `gh run view` on the same Perl CI run five times; the failed job log is identical except for run attempt timestamps, request ids and the runner hostname.',
  goal: 'perl-Text-Sprintf-Named: CI on perl 5.40 fails; find the failing test and fix it.',
  build: (N) => {
    const view = () => `X master CI · 9871244${N.int(10, 99)}\nTriggered via push about ${N.int(2, 40)} minutes ago\n\nJOBS\nX test (5.40) in ${N.int(40, 70)}s (ID 27${N.int(1000000, 9999999)})\n  ✓ Set up job\n  X Run prove -lr t\n\nANNOTATIONS\nX Process completed with exit code 1.\ntest (5.40): .github#L1\n\nt/03-format.t .. 1/12\n#   Failed test 'float with precision'\n#   at t/03-format.t line 48.\n#          got: '3.1'\n#     expected: '3.14'\n# Looks like you failed 1 test of 12.\nt/03-format.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFiles=5, Tests=61,  ${N.dur(1, 3)} wallclock secs ( 0.04 usr  0.01 sys +  ${N.dur(0.5, 1)} cusr  0.10 csys = ${N.dur(0.6, 1.2)} CPU)\nResult: FAIL\n\nRunner: ${N.host('gh-runner')}  request-id ${N.hex(8).toUpperCase()}:${N.hex(6).toUpperCase()}  fetched ${N.http()}`;
    const kids = [];
    const text = 'The CI run failed on perl 5.40. I will check the run output to see which test is failing.';
    for (let i = 0; i < 5; i++) {
      const args = { cmd: 'gh run view 987124417 --log-failed | tail -40' };
      kids.push(llm('model', { messages: [{ role: 'user', content: i ? '(tool output)' : 'CI fails on perl 5.40' }] }, { content: text, tool_calls: [{ id: 'call_' + N.b62(12), function: 'bash', arguments: args }] }, [], { stop_reason: 'tool_calls', usage: { input_tokens: N.int(1500, 9000), output_tokens: N.int(30, 60) } }));
      kids.push(tool('bash', args, view()));
    }
    return agent('inspect_ai.react', { task: 'swe_perl/sprintf-named-ci', sample_id: 14, epoch: 1 }, { scores: { includes: { value: 'I' } }, limit: { type: 'message', limit: 12 } }, kids);
  },
},
{
  id: '03', loop: true, stagnation: false,
  isolates: 'Roo Code polls `docker compose ps` for a Crystal service that is stuck restarting; eleven identical answers apart from uptime counters and restart timers, no action taken (later turns carry no thinking text at all).',
  goal: 'kemal-shortener (Crystal): the app container keeps restarting after adding the Redis cache; get the service healthy.',
  build: (N) => {
    const ps = () => `NAME                         IMAGE                        COMMAND                  SERVICE   CREATED          STATUS                                  PORTS\nkemal-shortener-app-1        kemal-shortener-app          "/app/bin/shortener"     app       ${N.int(3, 9)} minutes ago    Restarting (1) ${N.int(1, 20)} seconds ago\nkemal-shortener-redis-1      redis:7.2-alpine             "docker-entrypoint.s…"   redis     ${N.int(3, 9)} minutes ago    Up ${N.int(3, 9)} minutes (healthy)       6379/tcp`;
    const kids = [];
    const thoughts = ['Check container status.', 'The app is restarting. Let me check the status again to see whether it stabilises.', 'Give it a moment and check status once more.', 'Check status again.', 'Status check.'];
    for (let i = 0; i < 11; i++) {
      kids.push(llm('roo.api_request', { messages: [{ role: 'user', content: i ? '[execute_command] Result: ...' : 'app container keeps restarting' }] }, `${i < thoughts.length ? `<thinking>${thoughts[i]}</thinking>\n` : ''}<execute_command>\n<command>docker compose ps</command>\n</execute_command>`, [], { cost: Number((0.01 + N.r() * 0.02).toFixed(4)) }));
      kids.push(tool('execute_command', { command: 'docker compose ps', cwd: '/Users/lee/code/kemal-shortener' }, `Command executed in terminal within working directory '/Users/lee/code/kemal-shortener'. Exit code: 0\nOutput:\n${ps()}`));
    }
    return agent('roo-code', { mode: 'code', task_id: N.uuid() }, { status: 'aborted', note: 'consecutive mistake limit' }, kids);
  },
},
];
