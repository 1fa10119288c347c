import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'reworded_empty_queries';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'mini-swe-agent greps a Scala repo five times for the same config key in different spellings, each returning nothing (exit 1), task never done.',
  goal: 'akka-ingest (Scala/sbt): make the consumer batch timeout configurable; find where the "batch timeout" setting is read.',
  build: (N) => {
    const qs = [
      ['grep -rn "batchTimeout" src/main/scala', 'THOUGHT: The timeout must be read from config somewhere; search for the camelCase name.'],
      ['grep -rni "batch-timeout" src/main/', 'THOUGHT: HOCON uses kebab-case, so try batch-timeout.'],
      ['grep -rn "batch_timeout" --include=*.scala --include=*.conf .', 'THOUGHT: Maybe it is snake_case in an env override.'],
      ['grep -rniE "timeout.*batch" src/main/scala src/main/resources', 'THOUGHT: Word order might be reversed; look for timeout followed by batch.'],
      ['grep -rn "BATCH_TIMEOUT" .', 'THOUGHT: Could be an environment variable constant in upper case.'],
    ];
    const kids = [];
    const msgs = [{ role: 'system', content: 'You are a helpful assistant that can interact with a computer. Your response must contain exactly ONE bash code block.' }, { role: 'user', content: 'Task: make the consumer batch timeout configurable in akka-ingest.' }];
    for (const [cmd, th] of qs) {
      const text = `${th}\n\n\`\`\`bash\n${cmd}\n\`\`\``;
      kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: [...msgs.slice(0, 2), { role: 'user', content: '<returncode>1</returncode>\n<output>\n</output>' }] }, text, [], { tokens_in: N.int(2000, 6000), tokens_out: N.int(40, 90) }));
      kids.push(tool('bash', { command: cmd }, '<returncode>1</returncode>\n<output>\n\n</output>'));
    }
    return agent('mini-swe-agent', { task: 'akka-ingest batch timeout', model: 'anthropic/claude-3-5-sonnet-20241022' }, { exit_status: 'LimitsExceeded', submission: '' }, kids, { step_limit: 10 });
  },
},
{
  id: '02', loop: true, stagnation: false,
  isolates: 'Codex CLI searches git history of an OCaml project with five rewordings of the same commit query; every `git log --grep` prints nothing.',
  goal: 'ocaml-tzparse: find the commit that introduced the leap-second regression in `Tz.of_string` and revert it.',
  build: (N) => {
    const queries = [
      ['git', 'log', '--oneline', '--grep=leap second'],
      ['git', 'log', '--oneline', '-i', '--grep=leap-second'],
      ['git', 'log', '--oneline', '-i', '--grep=leapsecond', '--all'],
      ['git', 'log', '--oneline', '-i', '--grep=second.*leap', '-E'],
      ['git', 'log', '--oneline', '-i', '--grep=leap sec', '--since=2024-01-01'],
    ];
    const notes = ['Search commit messages for the leap-second change.', 'Maybe it was hyphenated.', 'Try without space and across all refs.', 'Try a regex with the words reversed.', 'Narrow by date and shorten the phrase.'];
    const kids = [llm('response', { input: [{ role: 'user', content: 'find the commit that introduced the leap-second regression in Tz.of_string and revert it' }] }, { type: 'reasoning', summary: [{ text: '**Searching history**\n\nI will look through the git log for the change.' }] })];
    queries.forEach((q, i) => {
      const cid = 'call_' + N.b62(24);
      kids.push(llm('response', { input: [{ type: 'function_call_output', call_id: 'prev', output: i ? '{"output":"","metadata":{"exit_code":0,"duration_seconds":0.0}}' : 'n/a' }] }, [{ type: 'message', content: notes[i] }, { type: 'function_call', name: 'shell', call_id: cid, arguments: JSON.stringify({ command: q, workdir: '/Users/kim/src/ocaml-tzparse', timeout_ms: 10000 }) }]));
      kids.push(tool('shell', JSON.stringify({ command: q, workdir: '/Users/kim/src/ocaml-tzparse' }), JSON.stringify({ output: '', metadata: { exit_code: 0, duration_seconds: Number(N.dur(0.01, 0.09)) } })));
    });
    return agent('codex-exec', { model: 'o4-mini', approval_policy: 'on-failure', sandbox: 'workspace-write' }, { last_message: null, status: 'max_turns' }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'OpenHands agent queries a Postgres migration table with four reworded WHERE clauses for the same migration, each returning 0 rows, restating the same thought each time.',
  goal: 'billing-db (SQL migrations, sqitch): check whether migration 0042_add_invoice_currency was applied on staging before writing 0043.',
  build: (N) => {
    const cmds = [
      "psql \"$STAGING_URL\" -c \"select * from sqitch.changes where change = '0042_add_invoice_currency'\"",
      "psql \"$STAGING_URL\" -c \"select change, committed_at from sqitch.changes where change ilike '%invoice_currency%'\"",
      "psql \"$STAGING_URL\" -c \"select * from sqitch.changes where change like '0042%'\"",
      "psql \"$STAGING_URL\" -c \"select * from sqitch.events where change = 'add_invoice_currency'\"",
    ];
    const thought = 'I need to confirm whether 0042_add_invoice_currency is already applied on staging before I add 0043. Let me query the sqitch tables for it.';
    const kids = [];
    cmds.forEach((c, i) => {
      kids.push(llm('CodeActAgent.step', { messages: [{ role: 'user', content: 'check 0042 applied on staging' }] }, { content: i === 0 ? thought : thought.replace('Let me query', 'Let me query again'), tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify({ command: c, is_input: 'false' }) } }] }));
      kids.push(tool('CmdRunAction', { command: c, thought: '', blocking: false }, { observation: 'run', content: ` change | committed_at \n--------+--------------\n(0 rows)\n\n[The command completed with exit code 0.]\n[Current working directory: /workspace/billing-db]\n[Python interpreter: /openhands/poetry/openhands-ai-${N.hex(8)}-py3.12/bin/python]`, extras: { command: c, metadata: { exit_code: 0, pid: N.pid(), hostname: N.host('oh-sandbox') } } }));
    });
    kids.push(llm('CodeActAgent.step', { messages: [{ role: 'user', content: '(0 rows)' }] }, { content: thought.replace('Let me query the sqitch tables for it.', 'I will search the sqitch tables once more with a different filter.'), tool_calls: [] }));
    return agent('openhands', { agent_class: 'CodeActAgent', max_iterations: 10 }, { agent_state: 'error', error: 'RuntimeError: Agent reached maximum iteration in headless mode, task paused. Current iteration: 10, max iteration: 10' }, kids);
  },
},
];
