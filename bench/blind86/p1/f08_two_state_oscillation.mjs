import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'two_state_oscillation';
export const LOOP = true;

// 01: AutoGen group chat, tsconfig moduleResolution toggled node <-> bundler
function s01(c) {
  const M = 'gpt-4o';
  const kids = [];
  const A = { val: 'node', txt: 'The import error is because moduleResolution "bundler" does not understand the exports map the way this package expects. Switch tsconfig.json back to "moduleResolution": "node".', out: () => `src/app.ts(3,28): error TS2307: Cannot find module '@tanstack/react-query/devtools' or its corresponding type declarations.\n\nFound 1 error. Watching for file changes.\n[${c.syslog()}] tsc exited in ${c.ms()}ms` };
  const B = { val: 'bundler', txt: 'With "node" resolution TypeScript ignores the package exports field, so the devtools subpath is not found. Switch tsconfig.json to "moduleResolution": "bundler".', out: () => `src/app.ts(1,22): error TS1479: The current file is a CommonJS module whose imports will produce 'require' calls; however, the referenced file is an ECMAScript module.\n\nFound 1 error.\n[${c.syslog()}] tsc exited in ${c.ms()}ms` };
  const sel = (w) => kids.push(llm(c, M, [sys('Select the next speaker from [Dev, Runner].')], w, [], { name: 'speaker_selection' }));
  [B, A, B, A, B].forEach((s) => {
    sel('Dev');
    kids.push(agent('Dev', {}, s.txt, [llm(c, M, [sys('You are Dev.'), usr('Fix the TypeScript build for dashboard-web.')], s.txt, [['edit_json', { file: 'tsconfig.json', path: 'compilerOptions.moduleResolution', value: s.val }]]), tool('edit_json', { file: 'tsconfig.json', path: 'compilerOptions.moduleResolution', value: s.val }, { ok: true })], { autogen_speaker: 'Dev' }));
    sel('Runner');
    kids.push(agent('Runner', {}, 'tsc failed', [tool('run', { cmd: 'npx tsc --noEmit' }, { exit_code: 2, output: s.out() }, { error: 'exit 2' })], { autogen_speaker: 'Runner' }));
  });
  return { stagnation: true, goal: 'Fix the TypeScript build of dashboard-web (devtools subpath import fails).',
    isolates: 'A Dev agent flips tsconfig moduleResolution bundler -> node -> bundler -> node -> bundler; each state gives the same compiler error it gave last time, with the same explanation restated.',
    root: agent('GroupChatManager', { max_round: 20 }, null, kids, { framework: 'autogen', pattern: 'GroupChat' }) };
}

// 02: OpenAI Agents SDK handoffs: billing <-> tech support ping-pong
function s02(c) {
  const M = 'gpt-4o-mini';
  const issue = 'My invoice shows 14 seats but our admin console says we only have 9 active users. Fix the charge.';
  const kids = [];
  kids.push(agent('Triage Agent', { input: issue }, null, [llm(c, M, [usr(issue)], null, [['transfer_to_billing_agent', {}]]), tool('transfer_to_billing_agent', {}, { assistant: 'Billing Agent' }, { type: 'handoff' })], { sdk: 'openai-agents' }));
  for (let i = 0; i < 3; i++) {
    kids.push(agent('Billing Agent', { input: issue }, null, [
      llm(c, M, [sys('Billing Agent: invoices and charges.'), usr(issue)], null, [['get_subscription', { account: 'acct_77Qm' }]]),
      tool('get_subscription', { account: 'acct_77Qm' }, { seats_billed: 14, plan: 'Team Annual', period: '2026-04', invoice: 'in_1P' + c.b62(12), fetched: c.httpDate() }),
      llm(c, M, [tmsg('get_subscription', 'seats_billed 14')], null, [['transfer_to_tech_support_agent', {}]]),
      tool('transfer_to_tech_support_agent', {}, { assistant: 'Tech Support Agent' }, { type: 'handoff' }),
    ], { sdk: 'openai-agents' }));
    kids.push(agent('Tech Support Agent', { input: issue }, null, [
      llm(c, M, [sys('Tech Support Agent: product and account configuration.'), usr(issue)], null, [['list_active_users', { account: 'acct_77Qm' }]]),
      tool('list_active_users', { account: 'acct_77Qm' }, { active: 9, invited_pending: 5, deactivated: 2, as_of: c.iso(), trace: c.traceparent() }),
      llm(c, M, [tmsg('list_active_users', 'active 9')], null, [['transfer_to_billing_agent', {}]]),
      tool('transfer_to_billing_agent', {}, { assistant: 'Billing Agent' }, { type: 'handoff' }),
    ], { sdk: 'openai-agents' }));
  }
  return { stagnation: false, goal: 'Resolve the customer\'s seat-count billing discrepancy (14 billed vs 9 active users).',
    isolates: 'The request is handed billing -> tech support -> billing -> tech support three times; each agent reads the same numbers again (14 billed, 9 active) and hands it back without resolving.',
    root: agent('Agent workflow', { input: issue }, null, kids, { framework: 'openai-agents', error: 'MaxTurnsExceeded' }) };
}

// 03: LangGraph analyst + chart worker toggling a region filter on a BI dashboard
function s03(c) {
  const M = 'gpt-4o';
  const kids = [];
  const st = {
    EMEA: () => ({ filter: { region: 'EMEA' }, metrics: { churn_rate: 0.031, accounts: 1840, mrr_lost_eur: 48210 }, cache: c.pick(['HIT', 'MISS']), query_ms: c.ms(), rendered_at: c.iso() }),
    ALL: () => ({ filter: { region: 'ALL' }, metrics: { churn_rate: 0.027, accounts: 6122, mrr_lost_eur: 139870 }, cache: c.pick(['HIT', 'MISS']), query_ms: c.ms(), rendered_at: c.iso() }),
  };
  const why = { EMEA: ['Compare against EMEA only.', 'Look at EMEA again.', 'Switch back to EMEA.'], ALL: ['Compare against the global baseline.', 'Check the total once more.', 'Back to all regions.'] };
  kids.push(llm(c, M, [sys('You are analyst (supervisor). Worker: chart_worker.'), usr('Explain whether EMEA churn in March 2026 is abnormal and draft 3 bullet points for the QBR.')], 'Start with the EMEA view.', [['route', { next: 'chart_worker' }]], { name: 'analyst' }));
  const seq = ['EMEA', 'ALL', 'EMEA', 'ALL', 'EMEA', 'ALL'];
  seq.forEach((r, i) => {
    kids.push(agent('chart_worker', { region: r }, null, [tool('looker_run_look', { look_id: 4412, filters: { 'accounts.region': r, 'churn.month': '2026-03' } }, st[r]())], { langgraph_node: 'chart_worker' }));
    const nxt = seq[i + 1];
    if (nxt) kids.push(llm(c, M, [tmsg('looker_run_look', '...')], why[nxt][Math.floor(i / 2)], [['route', { next: 'chart_worker' }]], { name: 'analyst' }));
  });
  return { stagnation: false, goal: 'Explain whether EMEA churn in March 2026 is abnormal and draft three QBR bullet points.',
    isolates: 'The analyst keeps toggling the Looker region filter EMEA <-> ALL; each EMEA run returns 3.1% churn and each ALL run 2.7% (only cache flag, timing and render time vary), and no bullets are drafted.',
    root: agent('LangGraph', { input: 'EMEA churn QBR' }, null, kids, { framework: 'langgraph', error: 'GraphRecursionError: Recursion limit of 25 reached' }) };
}
export const scenarios = [s01, s02, s03];
