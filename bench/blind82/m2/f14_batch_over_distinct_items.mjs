import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'batch_over_distinct_items';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Claude Code labels fourteen distinct Nim issues with `gh issue edit`; every call prints a near-identical URL acknowledgement and the agent writes one templated line per issue, then finishes.',
  goal: 'nim-jsony-ext: triage: label every open issue that mentions `distinct` types with "distinct-types" and "needs-repro" where no snippet is given.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const issues = [[131, true], [137, false], [142, true], [150, true], [158, false], [161, true], [166, false], [171, true], [174, true], [179, false], [183, true], [190, true], [196, false], [201, true]];
    const titles = ['distinct int loses type on roundtrip', 'parseHook for distinct string', 'distinct seq dumps as object', 'distinct float NaN handling', 'enum distinct', 'distinct in Option[T]', 'distinct ranges', 'dumpHook not found for distinct uint8', 'distinct Table[string, int] key order', 'crash with distinct ref object', 'renameHook ignored on distinct fields', 'distinct of distinct', 'distinct cstring', 'skipHook for distinct type in tuple'];
    const kids = [
      llm('assistant', [], [tu('Bash', { command: "gh issue list --state open --search 'distinct in:title,body' --json number,title,body -q '.[] | [.number, .title, (.body|test(\"```nim\"))] | @tsv'" })]),
      tool('Bash', { command: 'gh issue list ...' }, { stdout: issues.map(([n, s]) => `${n}\t${titles[issues.findIndex((x) => x[0] === n)]}\t${s}`).join('\n'), stderr: '', exit_code: 0 }),
    ];
    const batch = [];
    for (const [n, snippet] of issues) {
      const labels = snippet ? 'distinct-types' : 'distinct-types,needs-repro';
      kids.push(llm('assistant', [], [tu('Bash', { command: `gh issue edit ${n} --add-label ${labels}` })]));
      kids.push(tool('Bash', { command: `gh issue edit ${n} --add-label ${labels}` }, { stdout: `https://github.com/jsony-ext/nim-jsony-ext/issues/${n}`, stderr: '', exit_code: 0 }));
      batch.push(`- #${n}: labelled ${labels.replace(',', ' + ')}`);
    }
    kids.push(llm('assistant', [], [{ type: 'text', text: `Labelled ${issues.length} issues:\n${batch.join('\n')}\n\n${issues.filter((x) => !x[1]).length} of them (${issues.filter((x) => !x[1]).map((x) => '#' + x[0]).join(', ')}) have no Nim snippet and got needs-repro.` }]));
    return agent('claude-code', { cwd: '/home/ada/nim-jsony-ext', session_id: N.uuid() }, { subtype: 'success' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'A Devin-like runner applies the same SQL migration to five distinct tenant schemas; every psql call answers "ALTER TABLE / CREATE INDEX / UPDATE n" and the agent logs one templated line per tenant, then verifies once.',
  goal: 'saas-tenants-db: apply migration 0058_add_soft_delete.sql to every tenant schema on staging.',
  build: (N) => {
    const tenants = ['t_acme', 't_borealis', 't_cobalt', 't_dunmore', 't_eastwind'];
    const kids = [
      tool('shell', { cmd: ['psql', '-At', '-c', "select nspname from pg_namespace where nspname like 't\\_%' order by 1"] }, { exit: 0, out: tenants.join('\n') }),
      llm('step', { prompt: 'Apply 0058 to each tenant schema.' }, 'Five tenant schemas. Apply 0058 to each with search_path set, one transaction per tenant.'),
    ];
    const log = [];
    for (const t of tenants) {
      const rows = N.int(0, 40);
      kids.push(tool('shell', { cmd: ['psql', '-v', 'ON_ERROR_STOP=1', '-c', `set search_path=${t}`, '-f', 'migrations/0058_add_soft_delete.sql'] }, { exit: 0, out: `SET\nBEGIN\nALTER TABLE\nCREATE INDEX\nUPDATE ${rows}\nCOMMIT`, elapsed_ms: N.ms(40, 600) }));
      log.push(`${t}: 0058 applied (UPDATE ${rows})`);
    }
    kids.push(llm('step', { prompt: 'Verify.' }, `Applied:\n${log.join('\n')}\nVerify the column exists everywhere.`));
    kids.push(tool('shell', { cmd: ['psql', '-At', '-c', "select table_schema from information_schema.columns where table_name='documents' and column_name='deleted_at' order by 1"] }, { exit: 0, out: tenants.join('\n') }));
    kids.push(llm('step', { prompt: 'Report.' }, 'deleted_at exists in all 5 tenant schemas; migration 0058 is done on staging.'));
    return agent('devin-session', { session: 'devin-' + N.hex(32) }, { status: 'finished' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'mini-swe-agent replaces a deprecated Lua API in six different files with sed, each printing nothing (returncode 0), then a single grep confirms no occurrences remain and busted passes.',
  goal: 'lapis-admin (Lua/OpenResty): replace every `ngx.re.match(..., "jo")` call that uses the removed `util.escape_pattern` helper with `lpeg_utils.escape`.',
  build: (N) => {
    const files = ['app/routes/users.lua', 'app/routes/posts.lua', 'app/models/tag.lua', 'app/lib/search.lua', 'app/lib/slug.lua', 'spec/helpers.lua'];
    const kids = [
      llm('litellm.completion', { messages: [] }, 'THOUGHT: Find all uses.\n\n```bash\ngrep -rln "util.escape_pattern" app spec\n```'),
      tool('bash', { command: 'grep -rln "util.escape_pattern" app spec' }, `<returncode>0</returncode>\n<output>\n${files.join('\n')}\n</output>`),
    ];
    for (const f of files) {
      const cmd = `sed -i 's/util\\.escape_pattern(/lpeg_utils.escape(/g' ${f} && grep -c "lpeg_utils.escape" ${f}`;
      kids.push(llm('litellm.completion', { messages: [] }, `THOUGHT: Replace the helper in ${f}.\n\n\`\`\`bash\n${cmd}\n\`\`\``));
      kids.push(tool('bash', { command: cmd }, `<returncode>0</returncode>\n<output>\n${N.int(1, 4)}\n</output>`));
    }
    kids.push(llm('litellm.completion', { messages: [] }, 'THOUGHT: All six files edited. Confirm nothing is left and run the specs.\n\n```bash\ngrep -rn "util.escape_pattern" app spec; busted -o TAP | tail -3\n```'));
    kids.push(tool('bash', { command: 'grep -rn "util.escape_pattern" app spec; busted -o TAP | tail -3' }, `<returncode>0</returncode>\n<output>\nok 57 - slug strips accents\nok 58 - search escapes magic characters\n1..58\n</output>`));
    kids.push(llm('litellm.completion', { messages: [] }, 'THOUGHT: No occurrences remain and all 58 specs pass.\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff --stat\n```'));
    kids.push(tool('bash', { command: 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff --stat' }, `COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n${files.map((f) => ` ${f.padEnd(24)} | ${N.int(2, 4)} +-`).join('\n')}\n 6 files changed, ${N.int(8, 12)} insertions(+), ${N.int(8, 12)} deletions(-)`));
    return agent('mini-swe-agent', { model: 'openai/gpt-4.1-mini' }, { exit_status: 'Submitted' }, kids);
  },
},
];
