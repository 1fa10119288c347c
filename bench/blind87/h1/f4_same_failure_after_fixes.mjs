import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true;

// Row 01: OpenHands on a TypeScript monorepo; three different edits, tsc error unchanged.
function r1(c) {
  const goal = 'The CI build of `quillstack/editor` fails on `pnpm -r build`. Fix the build.';
  const ch = [];
  const act = (thought, kind, args, out, err) => { ch.push(llm('litellm:claude-3-5-sonnet', { messages: '<condensed history>' }, { thought, action: kind, args })); ch.push(tool(kind, args, out, err ? { error: err } : {})); };
  const build = () => `> @quillstack/core@2.3.0 build /workspace/packages/core\n> tsc -p tsconfig.build.json\n\n> @quillstack/editor@2.3.0 build /workspace/packages/editor\n> tsc -p tsconfig.build.json\n\nsrc/plugins/table.ts(118,27): error TS2345: Argument of type 'CellRange | undefined' is not assignable to parameter of type 'CellRange'.\n  Type 'undefined' is not assignable to type 'CellRange'.\n/workspace/packages/editor:\n ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @quillstack/editor@2.3.0 build: \`tsc -p tsconfig.build.json\`\nExit status 2\n[Command finished in ${c.secs(6, 19)}s, pid ${c.int(2000, 9000)}]`;
  act('Run the build to see the failure.', 'CmdRunAction', { command: 'pnpm -r build' }, build(), 'exit 2');
  act('Look at the offending line.', 'FileReadAction', { path: '/workspace/packages/editor/src/plugins/table.ts', view_range: [105, 125] }, '110  const sel = state.selection as CellSelection;\n118  const merged = mergeCells(tr, sel.$anchorCell && rangeOf(sel));\n');
  act('rangeOf is declared in core. Check its signature.', 'CmdRunAction', { command: 'grep -n "export function rangeOf" -A3 packages/core/src/table/range.ts' }, '42:export function rangeOf(sel: CellSelection): CellRange | undefined {\n43:  if (!sel.$anchorCell) return undefined;');
  act('mergeCells should accept undefined. Change its parameter type in core.', 'FileEditAction', { path: '/workspace/packages/core/src/table/merge.ts', old_str: 'export function mergeCells(tr: Transaction, range: CellRange)', new_str: 'export function mergeCells(tr: Transaction, range?: CellRange)' }, 'The file /workspace/packages/core/src/table/merge.ts has been edited.');
  act('Rebuild to see whether the optional parameter in core resolves it.', 'CmdRunAction', { command: 'pnpm -r build' }, build(), 'exit 2');
  act('Maybe strictNullChecks is enabled only in editor; relax it there.', 'FileEditAction', { path: '/workspace/packages/editor/tsconfig.build.json', old_str: '"strict": true', new_str: '"strict": true,\n    "strictNullChecks": false' }, 'The file /workspace/packages/editor/tsconfig.build.json has been edited.');
  act('Rebuild with null checks relaxed in the editor package.', 'CmdRunAction', { command: 'pnpm -r build' }, build(), 'exit 2');
  act('Perhaps stale declaration files; bump the core version and reinstall.', 'CmdRunAction', { command: 'pnpm --filter @quillstack/core version patch && pnpm install' }, `v2.3.1\nLockfile is up to date, resolution step is skipped\nPackages: +0\nDone in ${c.secs(1, 4)}s`);
  act('Rebuild against the bumped core.', 'CmdRunAction', { command: 'pnpm -r build' }, build(), 'exit 2');
  act('Add a non-null assertion at a different call site in the commands module.', 'FileEditAction', { path: '/workspace/packages/editor/src/commands/table.ts', old_str: 'mergeCells(tr, range)', new_str: 'mergeCells(tr, range!)' }, 'The file /workspace/packages/editor/src/commands/table.ts has been edited.');
  act('Rebuild after the assertion in the commands module.', 'CmdRunAction', { command: 'pnpm -r build' }, build(), 'exit 2');
  const root = agent('CodeActAgent', { task: goal, max_iterations: 12 }, { agent_state: 'ERROR', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 12, max iteration: 12' }, ch, { metadata: { openhands_version: '0.39.1', runtime: 'docker', sid: c.hex(32) } });
  return { goal, isolates: 'Four different edits (a core signature, a tsconfig flag, a version bump, an assertion in another file) each followed by the identical TS2345 at table.ts(118,27), differing only in duration and pid.', stagnation: false, root };
}

// Row 02: Terraform for_each error after different variable / target settings; Claude Code style.
function r2(c) {
  const goal = 'Add a new `analytics-replica` RDS read replica in the `infra-live/prod/eu-central-1` Terraform stack and get a clean `terraform plan`.';
  const ch = []; const turn = (t, cmd) => { ch.push(llm('claude-opus-4', { messages: '<history>' }, anOut(c, t, [['Bash', { command: cmd }]]))); };
  const plan = () => `Acquiring state lock. This may take a few moments...\n\x1b[0m\nmodule.vpc.data.aws_availability_zones.available: Reading...\nmodule.rds.aws_db_instance.primary: Refreshing state... [id=prod-core-pg]\nmodule.vpc.data.aws_availability_zones.available: Read complete after 0s [id=eu-central-1]\n╷\n│ Error: Invalid for_each argument\n│ \n│   on modules/rds/replicas.tf line 12, in resource "aws_db_instance" "replica":\n│   12:   for_each = toset([for r in var.replicas : r.name if r.enabled])\n│ \n│ The "for_each" set includes values derived from resource attributes that cannot be determined until apply.\n╵\nReleasing state lock. This may take a few moments...\nLock Info: ID: ${c.uuid()}  Created: ${c.iso()}`;
  turn('Start with the existing replicas definition.', 'cat prod/eu-central-1/rds.tf');
  ch.push(tool('Bash', { command: 'cat prod/eu-central-1/rds.tf' }, 'module "rds" {\n  source   = "../../modules/rds"\n  replicas = [\n    { name = "reporting", enabled = true, az = module.vpc.azs[1] },\n  ]\n}'));
  turn('Add the new replica entry.', 'apply_patch rds.tf (+ analytics-replica)');
  ch.push(tool('Edit', { file_path: 'prod/eu-central-1/rds.tf', old_string: '    { name = "reporting", enabled = true, az = module.vpc.azs[1] },', new_string: '    { name = "reporting", enabled = true, az = module.vpc.azs[1] },\n    { name = "analytics-replica", enabled = true, az = module.vpc.azs[2] },' }, 'Applied 1 edit.'));
  turn('Plan.', 'terraform plan -no-color');
  ch.push(tool('Bash', { command: 'terraform plan -no-color' }, plan(), { error: 'exit status 1' }));
  turn('The `enabled` flag may be considered unknown; hardcode it as a literal bool via a local.', 'edit locals.tf');
  ch.push(tool('Edit', { file_path: 'prod/eu-central-1/locals.tf', new_string: 'locals { replica_enabled = true }' }, 'Applied 1 edit.'));
  ch.push(tool('Bash', { command: 'terraform plan -no-color' }, plan(), { error: 'exit status 1' }));
  turn('Try targeting the VPC first so the AZs are known.', 'terraform plan -target=module.vpc -no-color && terraform plan -no-color');
  ch.push(tool('Bash', { command: 'terraform plan -target=module.vpc -no-color' }, `No changes. Your infrastructure matches the configuration.\n╷\n│ Warning: Resource targeting is in effect\n╵`));
  ch.push(tool('Bash', { command: 'terraform plan -no-color' }, plan(), { error: 'exit status 1' }));
  turn('Pass the replicas as a tfvars file instead of inline.', 'terraform plan -var-file=replicas.auto.tfvars -no-color');
  ch.push(tool('Write', { file_path: 'prod/eu-central-1/replicas.auto.tfvars', content: 'replica_names = ["reporting", "analytics-replica"]' }, 'File created.'));
  ch.push(tool('Bash', { command: 'terraform plan -var-file=replicas.auto.tfvars -no-color' }, plan(), { error: 'exit status 1' }));
  turn('Upgrade the AWS provider, maybe it is a provider quirk.', 'terraform init -upgrade && terraform plan -no-color');
  ch.push(tool('Bash', { command: 'terraform init -upgrade' }, `Initializing provider plugins...\n- Installing hashicorp/aws v5.${c.int(80, 90)}.0...\nTerraform has been successfully initialized!`));
  ch.push(tool('Bash', { command: 'terraform plan -no-color' }, plan(), { error: 'exit status 1' }));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'error_during_execution', is_error: true, num_turns: 14 }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'Four different changes (a local, a targeted plan, a tfvars file, a provider upgrade) each end in the same for_each error; only the state-lock id and timestamp differ.', stagnation: false, root };
}

// Row 03: pytest failure whose text differs only in object addresses and pytest tmp dir counters; AutoGen two-agent chat.
function r3(c) {
  const goal = 'Make `tests/test_export.py::test_parquet_roundtrip` pass in the `fjordlake` package (Python 3.12).';
  const ch = []; let n = 41;
  const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/user/fjordlake\ncollected 1 item\n\ntests/test_export.py F                                                   [100%]\n\n    def test_parquet_roundtrip(tmp_path):\n        df = sample_frame()\n        path = tmp_path / "out.parquet"\n        export(df, path)\n>       assert read(path).equals(df)\nE       AssertionError: assert False\nE        +  where False = <bound method NDFrame.equals of      id        ts\n0   1 2026-01-01 00:00:00+00:00\n1   2 2026-01-02 00:00:00+00:00>(<fjordlake.frame.Frame object at ${c.addr()}>)\n\n/tmp/pytest-of-user/pytest-${n++}/test_parquet_roundtrip0/out.parquet\nFAILED tests/test_export.py::test_parquet_roundtrip - AssertionError: assert False\n============================== 1 failed in ${c.secs(0.8, 2.5)}s ===============================`;
  const say = (who, content, kids = []) => ch.push({ type: 'agent', name: who, input: { sender: who === 'assistant' ? 'user_proxy' : 'assistant' }, output: { content }, children: kids });
  const gen = (code, text) => llm('gpt-4o', { messages: '<chat>' }, text + '\n```python\n' + code + '\n```');
  say('assistant', 'run', [gen('import subprocess; print(subprocess.run(["pytest","tests/test_export.py::test_parquet_roundtrip","-q"],capture_output=True,text=True).stdout)', 'Let us run the test first.')]);
  say('user_proxy', 'exitcode: 1', [tool('execute_code', { lang: 'python' }, fail(), { error: 'exitcode: 1' })]);
  say('assistant', 'inspect', [gen('import pyarrow.parquet as pq; print(pq.read_schema("/tmp/x.parquet"))', 'The timezone may be lost. Inspect the schema after writing.')]);
  say('user_proxy', 'exitcode: 0', [tool('execute_code', { lang: 'python' }, 'id: int64\nts: timestamp[us, tz=UTC]\n-- schema metadata --\npandas: \'{"index_columns": [{"kind": "range"...\' + 812')]);
  say('assistant', 'fix1', [gen("# fjordlake/export.py\ndf.to_parquet(path, coerce_timestamps='ns')", 'Timezone is kept but unit is us. Force ns on write.')]);
  say('user_proxy', 'exitcode: 1', [tool('execute_code', { lang: 'python' }, fail(), { error: 'exitcode: 1' })]);
  say('assistant', 'fix2', [gen("# fjordlake/read.py\nreturn pd.read_parquet(path, dtype_backend='numpy_nullable')", 'Maybe dtypes differ on read. Use the numpy backend explicitly.')]);
  say('user_proxy', 'exitcode: 1', [tool('execute_code', { lang: 'python' }, fail(), { error: 'exitcode: 1' })]);
  say('assistant', 'fix3', [gen("# fjordlake/export.py\ndf.reset_index(drop=True).to_parquet(path, index=False)", 'The index may not round-trip. Drop it on write.')]);
  say('user_proxy', 'exitcode: 1', [tool('execute_code', { lang: 'python' }, fail(), { error: 'exitcode: 1' })]);
  say('assistant', 'fix4', [gen("pip install 'pyarrow==15.0.2'", 'Try pinning an older pyarrow.')]);
  say('user_proxy', 'exitcode: 0', [tool('execute_code', { lang: 'sh' }, 'Successfully installed pyarrow-15.0.2')]);
  say('assistant', 'rerun', [gen('subprocess.run(["pytest","tests/test_export.py::test_parquet_roundtrip","-q"])', 'Re-run.')]);
  say('user_proxy', 'exitcode: 1', [tool('execute_code', { lang: 'python' }, fail(), { error: 'exitcode: 1' })]);
  const root = agent('autogen GroupChat', { message: goal, max_round: 14 }, { summary: '', termination: 'max_round' }, ch, { metadata: { autogen: '0.2.35' } });
  return { goal, isolates: 'Four unrelated fixes (timestamp unit, read backend, index handling, library pin) each produce the same assertion, whose text differs only by the object address and the pytest-N temp directory counter.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
