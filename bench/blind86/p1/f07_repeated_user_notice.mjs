import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'repeated_user_notice';
export const LOOP = true;

// 01: incident response: failover keeps failing, same Slack update posted each round (LangGraph supervisor)
function s01(c) {
  const M = 'gpt-4o';
  const upd = (n) => `:rotating_light: *INC-3307 update*: We're still investigating elevated error rates on the orders database. A failover to the standby replica is in progress and we expect recovery within 15 minutes. Next update in 15 minutes.`;
  const kids = [];
  kids.push(llm(c, M, [sys('Supervisor: workers db_operator, comms_officer.'), usr('INC-3307: orders-db primary pg-orders-1 unhealthy, 38% 5xx on /orders. Restore service and keep #inc-3307 updated.')], null, [['route', { next: 'db_operator' }]], { name: 'supervisor' }));
  for (let i = 0; i < 4; i++) {
    kids.push(agent('db_operator', { round: i + 1 }, 'failover failed', [
      llm(c, M, [sys('You are db_operator.'), usr('Promote standby pg-orders-2')], null, [['patronictl', { cmd: 'failover', cluster: 'orders', candidate: 'pg-orders-2', force: true }]]),
      tool('patronictl', { cmd: 'failover', cluster: 'orders', candidate: 'pg-orders-2', force: true }, `${c.isoLocal()} +0000 - Current cluster topology\n+ Cluster: orders (${c.int(7e18, 9e18)}) ----+---------+-----------+----+-----------+\n| Member      | Host       | Role    | State     | TL | Lag in MB |\n+-------------+------------+---------+-----------+----+-----------+\n| pg-orders-1 | 10.4.2.11  | Leader  | running   | 14 |           |\n| pg-orders-2 | 10.4.2.12  | Replica | streaming | 14 |      ${c.int(2100, 2300)} |\nFailover failed: candidate pg-orders-2 lag exceeds maximum_lag_on_failover (1048576)`, { error: 'Failover failed: candidate lag exceeds maximum_lag_on_failover' }),
    ], { langgraph_node: 'db_operator' }));
    kids.push(agent('comms_officer', { round: i + 1 }, 'posted', [
      llm(c, M, [sys('You are comms_officer. Post status updates.'), usr('db_operator reports failover in progress')], null, [['slack_post', { channel: '#inc-3307', text: upd(i) }]]),
      tool('slack_post', { channel: '#inc-3307', text: upd(i) }, { ok: true, channel: 'C07HX' + c.b62(6).toUpperCase(), ts: `${c.epoch()}.${c.int(100000, 999999)}`, message: { bot_id: 'B06QZ1E4K2' } }),
    ], { langgraph_node: 'comms_officer' }));
    kids.push(llm(c, M, [usr('status?')], null, [['route', { next: 'db_operator' }]], { name: 'supervisor' }));
  }
  return { stagnation: true, goal: 'INC-3307: restore the orders database (failover to standby) and keep the incident channel updated.',
    isolates: 'Four rounds of the same forced failover failing on replica lag, each followed by the comms agent posting the same "failover in progress, recovery within 15 minutes" Slack update.',
    root: agent('LangGraph', { input: 'INC-3307' }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 02: e-commerce returns: label API fails; customer emailed the same apology each round (OpenAI Agents SDK handoffs)
function s02(c) {
  const M = 'gpt-4o-mini';
  const mail = 'Hi Marta, I\'m sorry, we ran into a temporary problem generating your prepaid return label for order #58213. I\'m retrying now and will email the label to you as soon as it is ready.';
  const r = [];
  r.push(llm(c, M, [sys('You are Returns Agent.'), usr('Customer Marta Kowalczyk wants to return the hiking boots (order #58213, size 39). Send a prepaid label.')], null, [['check_return_eligibility', { order_id: '58213', sku: 'HB-TRAIL-39' }]]));
  r.push(tool('check_return_eligibility', { order_id: '58213', sku: 'HB-TRAIL-39' }, { eligible: true, window_ends: '2026-05-02', reason_codes: ['size'] }));
  for (let i = 0; i < 4; i++) {
    r.push(llm(c, M, [usr('create label')], null, [['create_return_label', { order_id: '58213', carrier: 'InPost', from_postcode: '30-001', weight_kg: 1.4 }]]));
    r.push(tool('create_return_label', { order_id: '58213', carrier: 'InPost', from_postcode: '30-001', weight_kg: 1.4 }, { status: 422, body: { error: 'invalid_sender_address', message: 'Field sender.address.building_number is required', request_id: c.uuid(), timestamp: c.iso() } }, { error: 'HTTP 422 invalid_sender_address' }));
    r.push(llm(c, M, [tmsg('create_return_label', '422 invalid_sender_address')], null, [['send_email', { to: 'marta.k@example.pl', subject: 'Your return for order #58213', body: mail }]]));
    r.push(tool('send_email', { to: 'marta.k@example.pl', subject: 'Your return for order #58213', body: mail }, { id: `<${c.hex(12)}@mail.shop.example>`, accepted: ['marta.k@example.pl'], queued_at: c.httpDate() }));
  }
  const kids = [
    agent('Triage Agent', {}, null, [llm(c, M, [usr('return boots')], null, [['transfer_to_returns_agent', {}]]), tool('transfer_to_returns_agent', {}, { assistant: 'Returns Agent' }, { type: 'handoff' })], { sdk: 'openai-agents' }),
    agent('Returns Agent', {}, null, r, { sdk: 'openai-agents', error: 'MaxTurnsExceeded' }),
  ];
  return { stagnation: true, goal: 'Send customer Marta Kowalczyk a prepaid return label for order #58213.',
    isolates: 'The Returns Agent retries label creation four times, failing identically on a missing building number, and after each failure emails the customer the same apology.',
    root: agent('Agent workflow', { input: 'return boots #58213' }, null, kids, { framework: 'openai-agents' }) };
}

// 03: release engineering: npm publish E403; same comment posted on the release PR (CrewAI sequential)
function s03(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const comment = 'Release bot: publishing @acme/ui-kit@4.8.0 to npm failed with E403. Retrying the publish step now; I will post again once the package is live.';
  const npmOut = () => `npm notice\nnpm notice \u{1F4E6}  @acme/ui-kit@4.8.0\nnpm notice Tarball Contents\nnpm notice 412.3kB dist/index.js\nnpm notice shasum: ${c.sha()}\nnpm notice integrity: sha512-${c.b62(20)}[...]${c.b62(6)}==\nnpm ERR! code E403\nnpm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fui-kit - You cannot publish over the previously published versions: 4.8.0.\nnpm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/${new Date(c.tick()).toISOString().replace(/:/g, '_')}-debug-0.log`;
  const a = [];
  a.push(llm(c, M, [sys('You are Release Engineer.'), usr('Publish @acme/ui-kit 4.8.0 from main and report on PR #1294.')], 'Thought: build then publish.', [['shell', { cmd: 'pnpm -F @acme/ui-kit build' }]]));
  a.push(tool('shell', { cmd: 'pnpm -F @acme/ui-kit build' }, `vite v5.4.8 building for production...\n\u2713 184 modules transformed.\ndist/index.js  412.30 kB \u2502 gzip: 98.11 kB\n\u2713 built in ${c.dur()}`));
  for (let i = 0; i < 4; i++) {
    a.push(llm(c, M, [usr('publish')], null, [['shell', { cmd: 'npm publish --access public', cwd: 'packages/ui-kit' }]]));
    a.push(tool('shell', { cmd: 'npm publish --access public', cwd: 'packages/ui-kit' }, npmOut(), { error: 'exit 1' }));
    a.push(llm(c, M, [tmsg('shell', 'E403')], null, [['github_comment', { repo: 'acme/design-system', issue_number: 1294, body: comment }]]));
    a.push(tool('github_comment', { repo: 'acme/design-system', issue_number: 1294, body: comment }, { id: c.int(2.1e9, 2.2e9), html_url: `https://github.com/acme/design-system/pull/1294#issuecomment-${c.int(2.1e9, 2.2e9)}`, created_at: c.iso() }));
  }
  const kids = [
    agent('Release Engineer', { task: 'publish 4.8.0' }, null, a, { crewai_role: 'Release Engineer', error: 'Maximum iterations reached' }),
    agent('Changelog Writer', { task: 'announce release' }, null, [llm(c, M, [usr('Write the announcement once published')], 'Thought: The release task did not finish; nothing to announce.\nFinal Answer: Blocked.')], { crewai_role: 'Changelog Writer' }),
  ];
  return { stagnation: true, goal: 'Publish @acme/ui-kit 4.8.0 to npm and report the release on PR #1294.',
    isolates: 'A CrewAI release engineer re-runs npm publish four times against an already-published version (same E403) and posts the same "retrying" comment on the PR each round.',
    root: agent('Crew', { process: 'sequential' }, null, kids, { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
