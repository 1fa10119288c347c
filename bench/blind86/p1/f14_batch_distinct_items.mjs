import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'batch_distinct_items';
export const LOOP = false;

// 01: AutoGen: invite new hires to Slack channels, one per person, templated confirmations
function s01(c) {
  const M = 'gpt-4o';
  const people = [['Ana Ruiz', 'ana.ruiz', '#team-payments'], ['Bilal Haddad', 'bilal.haddad', '#team-payments'], ['Chen Wei', 'chen.wei', '#team-search'], ['Dorota Nowak', 'dorota.nowak', '#team-search'], ['Emeka Obi', 'emeka.obi', '#team-mobile'], ['Fiona Gallagher', 'fiona.gallagher', '#team-mobile']];
  const kids = [];
  kids.push(agent('it_admin', {}, 'plan', [llm(c, M, [usr('Invite the 6 April hires to Slack and their team channel (list attached).')], 'ops_bot, invite each person to the workspace and their team channel; report per person.')], { autogen_speaker: 'it_admin' }));
  const ops = [];
  people.forEach(([n, h, ch]) => {
    ops.push(llm(c, M, [usr(`invite ${n}`)], null, [['slack_admin_invite', { email: `${h}@northwind.io`, channel: ch }]]));
    ops.push(tool('slack_admin_invite', { email: `${h}@northwind.io`, channel: ch }, { ok: true }));
    ops.push(llm(c, M, [tmsg('slack_admin_invite', '{"ok":true}')], `Invited ${n} (${h}@northwind.io) to the workspace and ${ch}.`));
  });
  kids.push(agent('ops_bot', {}, '6 invited', ops, { autogen_speaker: 'ops_bot' }));
  kids.push(agent('it_admin', {}, 'TERMINATE', [llm(c, M, [usr('report')], 'All 6 invited: 2 to #team-payments, 2 to #team-search, 2 to #team-mobile. TERMINATE')], { autogen_speaker: 'it_admin' }));
  return { stagnation: false, goal: 'Invite the six April new hires to Slack and to their team channels.',
    isolates: 'An ops agent invites six different people with the same tool, each acknowledged {"ok":true}, writing one templated sentence per person, then the admin wraps up.',
    root: agent('GroupChatManager', {}, null, kids, { framework: 'autogen' }) };
}

// 02: CrewAI: schedule a week of social posts, each "queued"
function s02(c) {
  const M = 'gpt-4o-mini';
  const posts = [
    ['2026-05-04T09:00', 'linkedin', 'Case study: how Fernwood Dental cut no-shows 31% with SMS reminders.'],
    ['2026-05-05T12:30', 'x', 'New: two-way SMS in the patient app. Reply C to confirm, R to reschedule.'],
    ['2026-05-06T08:00', 'instagram', 'Behind the scenes with our support team in Leeds.'],
    ['2026-05-07T17:00', 'linkedin', 'Webinar Thursday: reducing admin load in multi-site practices.'],
    ['2026-05-08T10:00', 'x', 'Tip: set reminder windows per treatment type (hygiene 48h, surgery 72h).'],
    ['2026-05-09T11:00', 'instagram', 'Customer spotlight: Brightsmile Ortho, Bristol.'],
  ];
  const w = [llm(c, M, [sys('You are Social Copywriter.'), usr('Draft 6 posts for the week of 4 May around the SMS reminders launch.')], 'Final Answer: 6 drafts (2 LinkedIn, 2 X, 2 Instagram) attached.')];
  const s = [];
  posts.forEach(([at, net, txt]) => {
    s.push(llm(c, M, [usr(`schedule ${net} ${at}`)], null, [['buffer_schedule', { profile: net, scheduled_at: at + ':00+01:00', text: txt }]]));
    s.push(tool('buffer_schedule', { profile: net, scheduled_at: at + ':00+01:00', text: txt }, 'queued'));
  });
  s.push(llm(c, M, [tmsg('buffer_schedule', 'queued')], 'Final Answer: Scheduled 6 posts: Mon 09:00 LinkedIn, Tue 12:30 X, Wed 08:00 Instagram, Thu 17:00 LinkedIn, Fri 10:00 X, Sat 11:00 Instagram.'));
  return { stagnation: false, goal: 'Draft and schedule six social posts for the week of 4 May about the SMS reminders launch.',
    isolates: 'A CrewAI scheduler queues six different posts (different network, time and text) with the same tool; each answer is just "queued"; then a summary.',
    root: agent('Crew', { process: 'sequential' }, null, [agent('Social Copywriter', {}, '6 drafts', w, { crewai_role: 'Social Copywriter' }), agent('Scheduler', {}, 'scheduled 6', s, { crewai_role: 'Scheduler' })], { framework: 'crewai' }) };
}

// 03: LangGraph supervisor: delete merged stale branches, 204 each
function s03(c) {
  const M = 'gpt-4.1';
  const br = ['feat/ledger-export-v2', 'fix/tz-rounding', 'chore/bump-pydantic-2.9', 'feat/payouts-webhook', 'exp/duckdb-spike', 'fix/flaky-settlement-test', 'docs/adr-017'];
  const kids = [];
  kids.push(llm(c, M, [sys('Supervisor: repo_auditor, git_janitor.'), usr('Clean up branches in orbit/ledger that are merged into main and untouched for 60+ days.')], null, [['route', { next: 'repo_auditor' }]], { name: 'supervisor' }));
  kids.push(agent('repo_auditor', {}, `${br.length} branches`, [
    llm(c, M, [usr('find stale merged branches')], null, [['git', { args: 'for-each-ref --merged origin/main --format=%(refname:short) %(committerdate:relative) refs/remotes/origin' }]]),
    tool('git', { args: 'for-each-ref --merged origin/main ...' }, br.map((b, i) => `origin/${b} ${3 + i} months ago`).concat(['origin/main 2 hours ago', 'origin/release/2026.04 9 days ago']).join('\n')),
    llm(c, M, [tmsg('git', '...')], `${br.length} merged branches older than 60 days; excluded main and release/2026.04 (recent).`),
  ], { langgraph_node: 'repo_auditor' }));
  const j = [];
  br.forEach((b) => {
    j.push(llm(c, M, [usr(`delete ${b}`)], null, [['gh_api', { method: 'DELETE', path: `/repos/orbit/ledger/git/refs/heads/${b}` }]]));
    j.push(tool('gh_api', { method: 'DELETE', path: `/repos/orbit/ledger/git/refs/heads/${b}` }, 'HTTP/2 204'));
  });
  j.push(llm(c, M, [tmsg('gh_api', '204')], `Deleted ${br.length} branches.`));
  kids.push(agent('git_janitor', {}, 'deleted 7', j, { langgraph_node: 'git_janitor' }));
  kids.push(llm(c, M, [usr('done')], 'FINISH: removed 7 stale merged branches (feat/ledger-export-v2 ... docs/adr-017); main and release/2026.04 untouched.', [], { name: 'supervisor' }));
  return { stagnation: false, goal: 'Delete branches in orbit/ledger that are merged into main and stale for 60+ days.',
    isolates: 'A janitor agent deletes seven different branches with the same DELETE call, each answered with a bare 204, then the supervisor finishes.',
    root: agent('LangGraph', {}, null, kids, { framework: 'langgraph' }) };
}
export const scenarios = [s01, s02, s03];
