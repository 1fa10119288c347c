import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'two_state_oscillation';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'SWE-agent flips a Haskell stack resolver between lts-21.25 and lts-22.7; each build in a state fails with exactly the error it gave last time in that state.',
  goal: 'hs-tomlq: make `stack build` work on the CI image (GHC 9.6 preinstalled).',
  build: (N) => {
    const a = () => `Error: [S-4804]\n       Stack failed to construct a build plan.\n\n       While constructing the build plan, Stack encountered the following errors:\n\n       In the dependencies for tomlq-0.3.0:\n         * toml-parser must match >=2.0, but toml-parser-1.3.2.0 is in the Stack configuration (latest matching version is 2.0.0.0).\n       needed since tomlq is a build target.\n(took ${N.dur(1, 4)}s)`;
    const b = () => `Downloading lts-22.7 build plan ...\nDownloaded lts-22.7 build plan.\nPreparing to install GHC (tinfo6) to an isolated location. This will not interfere with any system-level installation.\nError: [S-7441] Cannot install GHC 9.6.4: --no-install-ghc is set and no compiler found on PATH matching ghc-9.6.4 (found ghc-9.6.3 at /opt/ghc/bin/ghc) (took ${N.dur(1, 4)}s)`;
    const kids = [];
    const states = [['lts-22.7', b, 'toml-parser 2.0 is only in lts-22; switch the resolver to lts-22.7.'], ['lts-21.25', a, 'lts-22.7 needs GHC 9.6.4 but the image has 9.6.3. Go back to lts-21.25.'], ['lts-22.7', b, 'lts-21.25 has toml-parser 1.3; use lts-22.7 so the bound is satisfied.'], ['lts-21.25', a, 'The CI image cannot install GHC 9.6.4; revert to lts-21.25 which uses the installed compiler.']];
    kids.push(tool('bash', { command: 'stack build --no-install-ghc' }, a()));
    let cur = 'lts-21.25';
    for (const [to, f, th] of states) {
      const cmd = `sed -i 's/^resolver: ${cur}/resolver: ${to}/' stack.yaml && stack build --no-install-ghc`;
      kids.push(llm('model.query', [{ role: 'user', content: 'observation' }], `DISCUSSION\n${th}\n\`\`\`\n${cmd}\n\`\`\``));
      kids.push(tool('bash', { command: cmd }, f()));
      cur = to;
    }
    return agent('swe-agent', { instance_id: 'hs-tomlq-ci', model: 'gpt-4o-mini' }, { exit_status: 'exit_cost' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: false,
  isolates: 'OpenHands switches a Scala repo between two git branches to compare a failing test; after each checkout the same test gives the same result it gave on that branch before, two full cycles.',
  goal: 'scalajson-diff: figure out whether `DiffSpec` started failing on `feature/patch-ops` or was already broken on `main`, then fix it.',
  build: (N) => {
    const onMain = () => `[info] DiffSpec:\n[info] - diff of nested arrays *** FAILED *** (${N.int(10, 90)} milliseconds)\n[info]   Vector(Replace(/a/1,2)) did not equal Vector(Remove(/a/1), Add(/a/1,2)) (DiffSpec.scala:57)\n[info] Run completed in ${N.dur(1, 3)} seconds.\n[info] Tests: succeeded 23, failed 1, canceled 0, ignored 0, pending 0\n[error] Failed tests:\n[error] \tscalajson.DiffSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: ${N.int(6, 14)} s, completed ${N.pick(['Mar', 'Apr', 'May'])} ${N.int(1, 28)}, 2025, ${N.clock()} PM`;
    const onFeat = () => `[info] DiffSpec:\n[info] - diff of nested arrays *** FAILED *** (${N.int(10, 90)} milliseconds)\n[info]   Vector(Move(/a/0,/a/1)) did not equal Vector(Remove(/a/1), Add(/a/1,2)) (DiffSpec.scala:57)\n[info] Run completed in ${N.dur(1, 3)} seconds.\n[info] Tests: succeeded 26, failed 1, canceled 0, ignored 0, pending 0\n[error] Failed tests:\n[error] \tscalajson.DiffSpec\n[error] Total time: ${N.int(6, 14)} s, completed ${N.pick(['Mar', 'Apr', 'May'])} ${N.int(1, 28)}, 2025, ${N.clock()} PM`;
    const kids = [];
    const seq = [['main', onMain, 'Check main first.'], ['feature/patch-ops', onFeat, 'On main it fails with Replace; check the feature branch.'], ['main', onMain, 'The feature branch fails differently (Move). Back to main to compare.'], ['feature/patch-ops', onFeat, 'Main still shows Replace. Switch to the feature branch again.'], ['main', onMain, 'Feature branch gives Move again. Compare with main once more.']];
    for (const [br, f, th] of seq) {
      const cmd = `git checkout ${br} && sbt -batch "testOnly scalajson.DiffSpec"`;
      kids.push(llm('CodeActAgent.step', { messages: [] }, { content: th, tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify({ command: cmd }) } }] }));
      kids.push(tool('CmdRunAction', { command: cmd }, { content: `Switched to branch '${br}'\n${f()}\n[The command completed with exit code 1.]`, exit_code: 1 }, 'exit code 1'));
    }
    return agent('openhands', { agent_class: 'CodeActAgent', llm: 'claude-3-5-sonnet' }, { agent_state: 'stopped', reason: 'max iterations' }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Aider toggles a Lua (Neovim plugin) config value `lazy = true` / `lazy = false`; each headless test run in a state prints what it printed before in that state; the reasoning alternates verbatim.',
  goal: 'nvim-trailspace (Lua): the plugin\'s `:TrailspaceStrip` command is missing in headless tests; make `make test` pass.',
  build: (N) => {
    const tOn = () => `nvim --headless -u tests/minimal_init.lua -c "PlenaryBustedDirectory tests/ {minimal_init = 'tests/minimal_init.lua'}"\nStarting...Scheduling: tests/strip_spec.lua\n\n========================================\nTesting:  \t/home/ro/nvim-trailspace/tests/strip_spec.lua\nFail\t||\tstrip removes trailing spaces\n            ...ro/nvim-trailspace/tests/strip_spec.lua:12: Vim:E492: Not an editor command: TrailspaceStrip\nSuccess: \t0\nFailed : \t1\nErrors : \t0\n========================================\nTests Failed. Exit: 1 (${N.ms(80, 400)}ms, pid ${N.pid()})`;
    const tOff = () => `nvim --headless -u tests/minimal_init.lua -c "PlenaryBustedDirectory tests/ {minimal_init = 'tests/minimal_init.lua'}"\nStarting...Scheduling: tests/strip_spec.lua\nError detected while processing /home/ro/nvim-trailspace/tests/minimal_init.lua:\nE5113: Error while calling lua chunk: ...lazy/nvim-trailspace/lua/trailspace/init.lua:4: module 'trailspace.config' not found\nTests Failed. Exit: 1 (${N.ms(80, 400)}ms, pid ${N.pid()})`;
    const A = 'The command is only defined when the plugin is loaded eagerly. Set `lazy = false` in tests/minimal_init.lua so the plugin loads at startup.';
    const B = 'With lazy = false the init runs before the rtp includes the plugin, so trailspace.config is not found. Set `lazy = true` back so it loads after rtp setup.';
    const kids = [tool('run', { cmd: 'make test' }, tOn(), 'exit 1')];
    const seq = [[A, 'true', 'false', tOff], [B, 'false', 'true', tOn], [A, 'true', 'false', tOff], [B, 'false', 'true', tOn]];
    for (const [th, from, to, f] of seq) {
      kids.push(llm('aider.send', { messages: [{ role: 'user', content: 'make test output' }] }, `${th}\n\ntests/minimal_init.lua\n\`\`\`lua\n<<<<<<< SEARCH\n  { dir = plugin_dir, lazy = ${from} },\n=======\n  { dir = plugin_dir, lazy = ${to} },\n>>>>>>> REPLACE\n\`\`\``));
      kids.push(tool('apply_edit', { path: 'tests/minimal_init.lua' }, `Applied edit to tests/minimal_init.lua\nCommit ${N.short()} test: set lazy=${to} in minimal init`));
      kids.push(tool('run', { cmd: 'make test' }, f(), 'exit 1'));
    }
    return agent('aider', { model: 'gpt-4.1', auto_test: true, test_cmd: 'make test' }, { result: 'stopped: max reflections' }, kids);
  },
},
];
