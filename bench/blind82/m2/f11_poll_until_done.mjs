import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'poll_until_done';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Claude Code watches a Zig cross-compile GitHub Actions run with `gh run view` (queued, in_progress, in_progress, completed/success), then downloads the artifact and finishes.',
  goal: 'zig-sqlite-vfs: trigger the release workflow for v0.9.0 and attach the aarch64-macos artifact checksum to the release notes.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const runId = 1100000000 + N.int(1, 99999999);
    const states = [['queued', ''], ['in_progress', '✓ Set up job\n* Build aarch64-macos'], ['in_progress', '✓ Set up job\n✓ Build aarch64-macos\n* Build x86_64-linux-musl'], ['completed', '✓ Set up job\n✓ Build aarch64-macos\n✓ Build x86_64-linux-musl\n✓ Upload artifacts']];
    const kids = [
      llm('assistant', [{ role: 'user', content: 'release v0.9.0 and attach checksum' }], [tu('Bash', { command: 'gh workflow run release.yml -f tag=v0.9.0 && sleep 3 && gh run list -w release.yml -L 1 --json databaseId,status' })]),
      tool('Bash', { command: 'gh workflow run release.yml -f tag=v0.9.0 && sleep 3 && gh run list -w release.yml -L 1 --json databaseId,status' }, { stdout: `✓ Created workflow_dispatch event for release.yml at main\n[{"databaseId":${runId},"status":"queued"}]`, stderr: '', exit_code: 0 }),
    ];
    states.forEach(([st, steps], i) => {
      const cmd = `sleep ${i ? 60 : 20}; gh run view ${runId} --json status,conclusion,updatedAt,jobs -q '{status, conclusion, updatedAt}'; gh run view ${runId} | sed -n '1,12p'`;
      kids.push(llm('assistant', [], [{ type: 'text', text: i === 0 ? 'Run created; waiting for a runner.' : i === 1 ? 'A runner picked it up; the macOS build step is running.' : i === 2 ? 'macOS target built, musl target in progress.' : '' }, tu('Bash', { command: cmd, timeout: 120000 })].filter((c) => c.type !== 'text' || c.text)));
      kids.push(tool('Bash', { command: cmd }, { stdout: `{"conclusion":"${st === 'completed' ? 'success' : ''}","status":"${st}","updatedAt":"${N.iso()}"}\n${st === 'completed' ? '✓' : '*'} main Release · ${runId}\nTriggered via workflow_dispatch about ${i + 1} minutes ago\n\nJOBS\n${st === 'queued' ? '* build (ID ' + (runId + 7) + ')' : steps}`, stderr: '', exit_code: 0 }));
    });
    kids.push(llm('assistant', [], [{ type: 'text', text: 'Completed with success. Download the aarch64-macos artifact and compute its checksum.' }, tu('Bash', { command: `gh run download ${runId} -n zig-sqlite-vfs-aarch64-macos -D /tmp/rel && shasum -a 256 /tmp/rel/*.tar.xz` })]));
    const sum = N.hex(64);
    kids.push(tool('Bash', { command: `gh run download ${runId} -n zig-sqlite-vfs-aarch64-macos -D /tmp/rel && shasum -a 256 /tmp/rel/*.tar.xz` }, { stdout: `${sum}  /tmp/rel/zig-sqlite-vfs-0.9.0-aarch64-macos.tar.xz`, stderr: '', exit_code: 0 }));
    kids.push(llm('assistant', [], [tu('Bash', { command: `gh release edit v0.9.0 --notes-file <(gh release view v0.9.0 --json body -q .body; echo; echo "aarch64-macos sha256: ${sum}")` })]));
    kids.push(tool('Bash', { command: 'gh release edit v0.9.0 ...' }, { stdout: 'https://github.com/zvfs/zig-sqlite-vfs/releases/tag/v0.9.0', stderr: '', exit_code: 0 }));
    kids.push(llm('assistant', [], [{ type: 'text', text: `Release v0.9.0 built (run ${runId}) and the aarch64-macos sha256 ${sum.slice(0, 12)}… is now in the release notes.` }]));
    return agent('claude-code', { cwd: '/home/mia/zig-sqlite-vfs', session_id: N.uuid() }, { subtype: 'success', num_turns: 9 }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'OpenHands polls a remote sbt-on-CI benchmark job via curl (PENDING, PENDING, RUNNING, SUCCEEDED with noise in every answer) and then uses the numbers to decide the change.',
  goal: 'fs2-chunkbench (Scala): check whether the new `Chunk.concat` implementation regresses the JMH benchmark on the bench farm; revert if >5% slower.',
  build: (N) => {
    const job = N.uuid();
    const poll = (state, extra = {}) => JSON.stringify({ id: job, state, queue_position: state === 'PENDING' ? extra.q : null, worker: state === 'PENDING' ? null : N.host('bench'), updated: N.iso(), ...extra.r });
    const kids = [
      llm('CodeActAgent.step', { messages: [] }, { content: 'Submit the benchmark job for the branch.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"curl -s -XPOST https://bench.internal/api/jobs -d \'{\\"repo\\":\\"fs2-chunkbench\\",\\"ref\\":\\"concat-rewrite\\",\\"bench\\":\\"ChunkConcatBench\\"}\'"}' } }] }),
      tool('CmdRunAction', { command: 'curl -s -XPOST https://bench.internal/api/jobs ...' }, { content: JSON.stringify({ id: job, state: 'PENDING', queue_position: 3, created: N.iso() }) + '\n[The command completed with exit code 0.]', exit_code: 0 }),
    ];
    const seq = [['PENDING', { q: 2 }, 'Queue position 3; check again shortly.'], ['PENDING', { q: 1 }, 'Now position 2.'], ['RUNNING', {}, 'Next in queue. Check again.'], ['SUCCEEDED', { r: { results: { baseline_ops_s: 1824110.4, candidate_ops_s: 1791530.9, error_pct: 1.7, jmh: '1.37' } } }, 'It is running on a bench worker now.']];
    seq.forEach(([st, ex, th]) => {
      kids.push(llm('CodeActAgent.step', { messages: [] }, { content: th, tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify({ command: `sleep 45 && curl -s https://bench.internal/api/jobs/${job}` }) } }] }));
      kids.push(tool('CmdRunAction', { command: `sleep 45 && curl -s https://bench.internal/api/jobs/${job}` }, { content: poll(st, ex) + '\n[The command completed with exit code 0.]', exit_code: 0 }));
    });
    kids.push(llm('CodeActAgent.step', { messages: [] }, { content: 'Candidate 1,791,531 ops/s vs baseline 1,824,110 ops/s is a 1.8% drop, within the 1.7% error and below the 5% threshold, so no revert. Recording the result in BENCHMARKS.md.', tool_calls: [{ function: { name: 'str_replace_editor', arguments: '{"command":"insert","path":"/workspace/fs2-chunkbench/BENCHMARKS.md"}' } }] }));
    kids.push(tool('FileEditAction', { command: 'insert', path: '/workspace/fs2-chunkbench/BENCHMARKS.md', insert_line: 4, new_str: '| concat-rewrite | 1.79M ops/s | -1.8% | keep |' }, { content: 'The file /workspace/fs2-chunkbench/BENCHMARKS.md has been edited.' }));
    kids.push(llm('CodeActAgent.step', { messages: [] }, { content: 'Done: no regression beyond 5%; kept the change and documented the numbers.', tool_calls: [{ function: { name: 'finish', arguments: '{}' } }] }));
    return agent('openhands', { agent_class: 'CodeActAgent' }, { agent_state: 'finished' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Codex CLI waits for an R-hub check (created, preparing, running, ok) via `rhub` status calls, then acts on the one NOTE it reports and finishes.',
  goal: 'rfastcsv (R package): run the r-hub Windows check before CRAN submission and fix whatever it reports.',
  build: (N) => {
    const id = `rfastcsv_1.2.0.tar.gz-${N.hex(32)}`;
    const kids = [];
    const st = ['created', 'preparing', 'in-progress', 'ok'];
    kids.push(llm('response', { input: [] }, [{ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['Rscript', '-e', 'rhub::check_on_windows()'] }) }]));
    kids.push(tool('shell', { command: ['Rscript', '-e', 'rhub::check_on_windows()'] }, JSON.stringify({ output: `─  Building package\n✔  Uploading package\n✔  Preparing build, see status at\n   https://builder.r-hub.io/status/${id}\n`, metadata: { exit_code: 0, duration_seconds: 14.2 } })));
    st.forEach((s, i) => {
      kids.push(llm('response', { input: [] }, [{ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['bash', '-lc', `sleep 90; curl -s https://builder.r-hub.io/api/status/${id}`] }) }]));
      kids.push(tool('shell', {}, JSON.stringify({ output: JSON.stringify({ id, status: s, submitted: '2025-05-02T09:12:44Z', started: i ? N.iso() : null, build_time: i === 3 ? `${N.int(300, 500)}s` : null, ...(i === 3 ? { result: { errors: [], warnings: [], notes: ['checking for detritus in the temp directory ... NOTE\n  Found the following files/directories:\n    \'lastMiKTeXException\''] } } : {}) }), metadata: { exit_code: 0, duration_seconds: 90 + Number(N.dur(0.1, 0.9)) } })));
    });
    kids.push(llm('response', { input: [] }, [{ type: 'message', content: 'Check finished: 0 errors, 0 warnings, 1 NOTE. The lastMiKTeXException note is a known r-hub Windows artefact, not from the package. I will mention it in cran-comments.md.' }, { type: 'function_call', name: 'apply_patch', arguments: JSON.stringify({ input: '*** Begin Patch\n*** Update File: cran-comments.md\n@@\n ## R CMD check results\n-0 errors | 0 warnings | 0 notes\n+0 errors | 0 warnings | 1 note\n+\n+* The NOTE about \'lastMiKTeXException\' appears only on the r-hub Windows builder and is unrelated to the package.\n*** End Patch' }) }]));
    kids.push(tool('apply_patch', { file: 'cran-comments.md' }, JSON.stringify({ output: 'Success. Updated the following files:\nM cran-comments.md', metadata: { exit_code: 0 } })));
    kids.push(llm('response', { input: [] }, [{ type: 'message', content: 'The Windows check passed apart from the builder-side note, which is documented in cran-comments.md. Ready to submit.' }]));
    return agent('codex', { model: 'gpt-5', approval_policy: 'on-request' }, { status: 'completed' }, kids);
  },
},
];
