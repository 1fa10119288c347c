import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'repeated_notice_failing_action';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: true,
  isolates: 'Devin-like session: `rebar3 hex publish` fails with the same 401 three times and after each failure the agent posts the same Slack-style update to the user.',
  goal: 'erl-backoff (Erlang): bump to 1.4.0 and publish the release to hex.pm.',
  build: (N) => {
    const msg = 'Heads up: publishing erl-backoff 1.4.0 to hex.pm failed with "401 Unauthorized - invalid API key". I will retry the publish; if it keeps failing you may need to refresh the HEX_API_KEY secret.';
    const pub = () => `===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling erl_backoff\nPublishing erl_backoff 1.4.0 to hexpm:hexpm\n  Description: Exponential backoff with jitter\n  Files:\n    src/erl_backoff.erl\n    src/erl_backoff.app.src\n===> Failed to publish package: 401 Unauthorized (request ${N.uuid()}, ${N.http()})\n===> invalid API key`;
    const kids = [
      tool('shell', { cmd: "sed -i 's/{vsn, \"1.3.2\"}/{vsn, \"1.4.0\"}/' src/erl_backoff.app.src && git commit -am 'Bump 1.4.0'" }, `[main ${N.short()}] Bump 1.4.0\n 1 file changed, 1 insertion(+), 1 deletion(-)`),
    ];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('devin.step', { prompt: i ? 'Previous publish failed. Continue.' : 'Publish the release.' }, 'Running rebar3 hex publish.'));
      kids.push(tool('shell', { cmd: 'rebar3 hex publish --yes', env: { HEX_API_KEY: '***' } }, { exit: 1, out: pub() }, 'exit 1'));
      kids.push(llm('devin.step', { prompt: 'Publish failed. Tell the user.' }, msg.replace('I will retry', i === 2 ? 'I will try again' : 'I will retry')));
      kids.push(tool('message_user', { text: msg, channel: '#erl-backoff' }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
    }
    return agent('devin-session', { session: 'devin-' + N.hex(32) }, { status: 'sleeping', note: 'waiting for user' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: true,
  isolates: 'Roo Code: `dotnet fsi build.fsx Deploy` fails with the same SSH error; after every attempt the agent writes the same explanation into attempt_completion-style status messages.',
  goal: 'fsharp-blogengine (F#/FAKE): deploy the static site to the staging host after the template fix.',
  build: (N) => {
    const note = 'The deployment step failed because the SSH connection to staging was refused (publickey). The site built correctly; only the upload step is failing. I will retry the deploy target.';
    const out = () => `run Deploy\nBuilding project with version: LocalBuild\nShortened DependencyGraph for Target Deploy:\n<== Deploy\n   <== Build\nStarting target 'Build'\nFinished (Success) 'Build' in ${N.dur(3, 9)}s\nStarting target 'Deploy'\n> rsync -az --delete output/ deploy@staging-blog-02.lan:/var/www/blog\ndeploy@staging-blog-02.lan: Permission denied (publickey).\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained error (code 255) at io.c(231) [sender=3.2.7]\nFinished (Failed) 'Deploy' in ${N.dur(0.4, 2)}s\nBuild FAILED. Elapsed ${N.clock()}`;
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('roo.api_request', { messages: [{ role: 'user', content: i ? note : 'deploy to staging' }] }, '<execute_command>\n<command>dotnet fsi build.fsx -t Deploy</command>\n</execute_command>'));
      kids.push(tool('execute_command', { command: 'dotnet fsi build.fsx -t Deploy' }, `Command executed in terminal. Exit code: 1\nOutput:\n${out()}`, 'Exit code: 1'));
      kids.push(llm('roo.api_request', { messages: [] }, `<thinking>Deploy failed again.</thinking>\n${note}`));
      kids.push(tool('say', { type: 'text', text: note }, { delivered: true }));
    }
    return agent('roo-code', { mode: 'devops', task_id: N.uuid() }, { status: 'aborted', reason: 'max requests' }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Codex CLI: a Gradle/Groovy plugin publish fails identically three times, and each time the agent adds the same comment on the tracking issue via `gh issue comment`.',
  goal: 'gradle-licensecheck (Groovy): publish 2.1.0 to the Gradle Plugin Portal and note it on issue #88.',
  build: (N) => {
    const comment = 'Publishing 2.1.0 to the Gradle Plugin Portal failed: the portal rejected the upload with "Plugin id io.licensecheck already owned by another account". Retrying the publish now and will update this issue.';
    const pub = () => `> Task :publishPlugins FAILED\nPublishing plugin io.licensecheck version 2.1.0\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':publishPlugins'.\n> Failed to post to server.\n  Server responded with:\n  Plugin id 'io.licensecheck' is already owned by another account (ref ${N.hex(12)})\n\nBUILD FAILED in ${N.int(4, 19)}s\n${N.int(9, 14)} actionable tasks: 1 executed, ${N.int(8, 13)} up-to-date`;
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('response', { input: [] }, [{ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['./gradlew', 'publishPlugins', '--no-daemon'] }) }]));
      kids.push(tool('shell', { command: ['./gradlew', 'publishPlugins', '--no-daemon'] }, JSON.stringify({ output: pub(), metadata: { exit_code: 1, duration_seconds: Number(N.dur(6, 22)) } }), 'exit_code 1'));
      kids.push(llm('response', { input: [] }, [{ type: 'message', content: comment }, { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['gh', 'issue', 'comment', '88', '--body', comment] }) }]));
      kids.push(tool('shell', { command: ['gh', 'issue', 'comment', '88', '--body', comment] }, JSON.stringify({ output: `https://github.com/licensecheck/gradle-licensecheck/issues/88#issuecomment-${N.int(2000000000, 2300000000)}\n`, metadata: { exit_code: 0, duration_seconds: Number(N.dur(0.6, 1.5)) } })));
    }
    return agent('codex', { model: 'o3', approval_policy: 'never', sandbox: 'danger-full-access' }, { status: 'max_turns' }, kids);
  },
},
];
