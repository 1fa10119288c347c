import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'repeated_notice_on_same_failure';

// 01: Cline, TypeScript: npm publish E403 OTP, same notice to user each round
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'Release @saltmarsh/tokens 4.0.0: bump the version, build, and publish to npm.';
  const m = 'claude-3-7-sonnet-20250219';
  const notice = 'Publishing failed with E403: npm requires a one-time password because two-factor authentication is enabled on this account. I will retry the publish now; if it keeps failing you may need to provide an OTP or an automation token.';
  const err = () => `npm notice 📦  @saltmarsh/tokens@4.0.0
npm notice Tarball Contents
npm notice 4.1kB  dist/index.js
npm notice 12.9kB dist/tokens.css
npm notice shasum:        ${N.hex(40)}
npm notice integrity:     sha512-${N.b62(20)}[...]${N.b62(8)}==
npm notice total files:   7
npm ERR! code E403
npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/@saltmarsh%2ftokens - You must provide a one-time pass. Upgrade your client to npm@latest in order to use 2FA.
npm ERR! 403 In most cases, you or one of your dependencies are requesting
npm ERR! 403 a package version that is forbidden by your security policy, or
npm ERR! 403 on a server you do not have access to.

npm ERR! A complete log of this run can be found in: /home/dev/.npm/_logs/${new Date(N.tick()).toISOString().replace(/:/g, '_')}-debug-0.log`;
  const ch = [
    llm(m, chat('You are Cline...', goal), '<execute_command>\n<command>npm version 4.0.0 --no-git-tag-version && npm run build</command>\n<requires_approval>false</requires_approval>\n</execute_command>'),
    tool('execute_command', { command: 'npm version 4.0.0 --no-git-tag-version && npm run build' }, `v4.0.0\n\n> @saltmarsh/tokens@4.0.0 build\n> style-dictionary build && tsc -p .\n\ncss\n✔︎ dist/tokens.css\njs\n✔︎ dist/index.js`),
  ];
  for (let i = 0; i < 3; i++) {
    ch.push(llm(m, chat('You are Cline...', goal, null, 4 + 4 * i), '<execute_command>\n<command>npm publish --access public</command>\n<requires_approval>true</requires_approval>\n</execute_command>'));
    ch.push(fail('execute_command', { command: 'npm publish --access public' }, err(), 'Command exited with code 1'));
    ch.push(llm(m, chat('You are Cline...', goal, 'npm ERR! code E403', 6 + 4 * i), `<thinking>The publish was rejected.</thinking>\n<say>${i === 1 ? notice.replace('I will retry', 'I\'ll retry') : notice}</say>`));
    ch.push(tool('say', { type: 'text', text: notice }, { shown: true, ts: N.epochMs() }));
  }
  return row(F, 1, { isolates: 'npm publish fails with the same E403 OTP error three times and after each failure the user is told the same paragraph, then publish is retried unchanged without an OTP.', loop: true, stagnation: true, goal,
    root: agent('cline task', { task: goal }, { status: 'aborted' }, ch, { style: 'cline-ui-messages' }) });
}

// 02: Devin-like, Go: push to protected branch rejected; same Slack message each round
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'weir-gateway (Go): apply the hotfix for the nil pointer in proxy.Director and push it to release/2.8.';
  const m = 'devin';
  const slack = 'Heads-up: I could not push the hotfix for the proxy.Director nil pointer to release/2.8 because the branch is protected (GH006: required status checks and review). I will try pushing again; please let me know if I should open a PR instead.';
  const rej = () => `Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.
Total 5 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: error: GH006: Protected branch update failed for refs/heads/release/2.8.
remote: error: Changes must be made through a pull request. 2 of 2 required status checks are expected.
To github.com:weir/weir-gateway.git
 ! [remote rejected] release/2.8 -> release/2.8 (protected branch hook declined)
error: failed to push some refs to 'github.com:weir/weir-gateway.git'`;
  const ch = [
    llm(m, { plan_step: 1 }, { thought: 'Patch is committed locally (a3f9e21) and go test ./proxy/... passes. Push to release/2.8.' }),
    tool('shell', { cmd: 'go test ./proxy/... 2>&1 | tail -3' }, `ok  \tgithub.com/weir/weir-gateway/proxy\t${N.secs(0.5, 1.5)}s\nok  \tgithub.com/weir/weir-gateway/proxy/rewrite\t${N.secs(0.1, 0.4)}s`),
  ];
  for (let i = 0; i < 3; i++) {
    ch.push(tool('shell', { cmd: 'git push origin release/2.8' }, rej(), { error: 'exit status 1', metadata: { ts: N.iso() } }));
    ch.push(llm(m, { plan_step: 2, last_output: '! [remote rejected] release/2.8' }, { thought: 'Push was rejected; notify the team channel and retry.', slack_message: slack }));
    ch.push(tool('slack_post', { channel: '#weir-oncall', text: slack }, { ok: true, channel: 'C04' + N.b62(8).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
  }
  return row(F, 2, { isolates: 'Three rounds of the same rejected git push, each followed by the identical Slack message to #weir-oncall; the suggested PR is never opened.', loop: true, stagnation: true, goal,
    root: agent('devin session', { task: goal }, { status: 'stopped', reason: 'ACU limit' }, ch, { style: 'devin-plan-steps' }) });
}

// 03: Goose, Python: docker build rate-limited, same GitHub issue comment each round
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'mossbank (Python/Django): issue #318 asks to rebuild the dev image on python:3.12-slim. Update the Dockerfile, build it, and report on the issue.';
  const m = 'gpt-4o';
  const comment = 'Update: I switched the base image to python:3.12-slim in the Dockerfile, but the image build is failing because Docker Hub is rate-limiting anonymous pulls (toomanyrequests). Retrying the build shortly; the Dockerfile change itself is ready on branch chore/py312.';
  const ch = [
    llm(m, chat('You are goose...', goal), [call('developer__text_editor', { command: 'str_replace', path: 'docker/dev.Dockerfile', old_str: 'FROM python:3.10-slim-bullseye', new_str: 'FROM python:3.12-slim' }, N.uuid())]),
    tool('developer__text_editor', { command: 'str_replace', path: 'docker/dev.Dockerfile' }, 'The file docker/dev.Dockerfile has been edited.'),
  ];
  for (let i = 0; i < 3; i++) {
    ch.push(llm(m, chat('You are goose...', goal, null, 4 + 4 * i), [call('developer__shell', { command: 'docker build -f docker/dev.Dockerfile -t mossbank-dev .' }, N.uuid())]));
    ch.push(fail('developer__shell', { command: 'docker build -f docker/dev.Dockerfile -t mossbank-dev .' }, `#0 building with "default" instance using docker driver\n\n#1 [internal] load build definition from dev.Dockerfile\n#1 transferring dockerfile: 912B done\n#1 DONE 0.0s\n\n#2 [internal] load metadata for docker.io/library/python:3.12-slim\n#2 ERROR: failed to authorize: failed to fetch anonymous token: unexpected status from GET request to https://auth.docker.io/token?scope=repository%3Alibrary%2Fpython%3Apull&service=registry.docker.io: 429 Too Many Requests\n------\n > [internal] load metadata for docker.io/library/python:3.12-slim:\n------\nERROR: failed to solve: python:3.12-slim: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit`, 'exit code 1'));
    ch.push(llm(m, chat('You are goose...', goal, 'toomanyrequests', 6 + 4 * i), [{ type: 'text', text: 'Posting a status update on the issue.' }, call('developer__shell', { command: `gh issue comment 318 --body "${comment}"` }, N.uuid())]));
    ch.push(tool('developer__shell', { command: 'gh issue comment 318 --body "..."' }, `https://github.com/mossbank/mossbank/issues/318#issuecomment-${N.int(2400000000, 2499999999)}`));
  }
  return row(F, 3, { isolates: 'docker build hits the same Docker Hub 429 three times and the same status comment is posted on issue #318 after each failure, without logging in or using a mirror.', loop: true, stagnation: true, goal,
    root: agent('goose session', { instructions: goal }, { status: 'max turns' }, ch, { style: 'goose' }) });
}
export const rows = () => [r1(), r2(), r3()];
