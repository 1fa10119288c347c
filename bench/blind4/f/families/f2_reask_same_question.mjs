import { A, L, T } from '../lib.mjs';

export const family = 'reask-answered-question';
export const kind = 'reask';
export const loop = true;
export const stagnation = true;
export const isolates =
  'The agent asks the user the same question in new words 3-4 times, gets the same answer every time, and never acts on it.';

// ---------------------------------------------------------------- travel (chatty)
function travel(n) {
  n.at('2025-02-27T19:02:00Z');
  const kids = [
    L('gpt-4o', "Happy to help you get to Chicago for the wedding! I'll need the exact travel date before I can search for flights."),
    T('ask_user', { question: 'What date would you like to fly from Denver to Chicago?' }, 'Friday, March 14th. Morning please.'),
    L('gpt-4o', 'Thanks! Before I search, I want to make sure I have the date right.'),
    T('ask_user', { question: 'Just to confirm — which day should I book your Denver → Chicago flight for?' }, 'March 14 (Friday), morning.'),
    L('gpt-4o', "Got it. To be safe, let me double-check the departure date once more so I don't book the wrong day."),
    T('ask_user', { question: 'Could you tell me your preferred departure date for the flight to Chicago?' }, 'Like I said, Friday March 14, in the morning.'),
    L('gpt-4o', 'I want to be certain about the travel date before I look at flights.'),
    T('ask_user', { question: 'Sorry — what date are you planning to travel to Chicago?' }, 'March 14.'),
  ];
  return {
    domain: 'travel', style: 'chatty assistant',
    goal: "Find me a flight from Denver to Chicago for my sister's wedding weekend, economy, and book the cheapest morning option.",
    root: A('TravelBuddy', null, "I wasn't able to confirm your travel date, so I haven't searched or booked anything yet. Let me know the date and I'll take it from there!", kids),
    meta: { tool: 'ask_user', key: '14' },
  };
}

// ---------------------------------------------------------------- insurance (LangGraph interrupt / human review)
function insurance(n) {
  n.at('2024-05-06T16:45:00Z');
  const thread = n.uuid();
  const ans = () => { n.step(30, 240); return { resume: 'No — standard $500 deductible applies.', reviewer: 'j.okafor', resumed_at: n.iso() }; };
  const kids = [
    T('get_claim', { claim_id: 'CLM-2024-118842' }, { claim_id: 'CLM-2024-118842', policy_no: 'PAU-3318-0921', loss_date: '2024-04-29', loss_type: 'collision', description: 'Insured vehicle rear-ended at stop light; other driver cited.', estimate: { shop: 'Valley Auto Body', total_usd: 4186.4, estimate_id: `EST-${n.digits(7)}` }, status: 'pending_payout' }),
    T('get_policy', { policy_no: 'PAU-3318-0921' }, { policy_no: 'PAU-3318-0921', term: '2024-01-15/2025-01-15', coverages: [{ code: 'COLL', limit: 'ACV', deductible: 500 }, { code: 'COMP', limit: 'ACV', deductible: 250 }], endorsements: ['RENTAL-30', 'ROADSIDE'] }),
    L('ChatAnthropic', 'Collision coverage applies with a $500 deductible. The claimant says the other driver was cited, so I need the adjuster to decide whether the deductible is waived before I compute the payout.'),
    T('human_review', { thread_id: thread, question: 'Should the $500 collision deductible be waived for CLM-2024-118842?' }, ans()),
    L('ChatAnthropic', 'I need to confirm the deductible treatment before calculating the payout.'),
    T('human_review', { thread_id: thread, question: 'For claim CLM-2024-118842, does a deductible waiver apply given the other driver was cited?' }, ans()),
    L('ChatAnthropic', 'Before computing the payout, I need the adjuster to confirm how the deductible is treated.'),
    T('human_review', { thread_id: thread, question: 'Please confirm: is the deductible waived on CLM-2024-118842, or does the standard deductible apply?' }, ans()),
    L('ChatAnthropic', 'I still need confirmation of the deductible treatment before I can calculate the payout.'),
    T('human_review', { thread_id: thread, question: 'Adjuster input needed — waive deductible on CLM-2024-118842 (yes/no)?' }, ans()),
  ];
  return {
    domain: 'insurance claims', style: 'LangGraph interrupt',
    goal: 'Calculate and queue the payout for auto claim CLM-2024-118842.',
    root: A('claims_graph', null, 'Run halted by supervisor after 4 review requests on the same thread; payout not calculated.', kids),
    meta: { tool: 'human_review', key: 'standard $500 deductible applies' },
  };
}

// ---------------------------------------------------------------- coding (terse ReAct, string input)
function coding(n) {
  const kids = [
    L('llm', 'Thought: Check whether CI config exists.\nAction: list_files[.github]'),
    T('list_files', { path: '.github' }, ['CODEOWNERS', 'dependabot.yml', 'pull_request_template.md']),
    L('llm', 'Thought: No workflows dir. Need the Python version.\nAction: ask_human[Which Python version should CI use?]'),
    T('ask_human', 'Which Python version should CI use?', '3.11 — same as the Dockerfile.'),
    L('llm', 'Thought: Need Python version before writing workflow.\nAction: ask_human[What Python version do you want the tests to run on?]'),
    T('ask_human', 'What Python version do you want the tests to run on?', '3.11.'),
    L('llm', 'Thought: Python version required for setup-python.\nAction: ask_human[For actions/setup-python, which python-version should I set?]'),
    T('ask_human', 'For actions/setup-python, which python-version should I set?', '3.11, as I said.'),
    L('llm', 'Thought: Must confirm Python version first.\nAction: ask_human[Just to be sure, which Python version should the CI job use?]'),
    T('ask_human', 'Just to be sure, which Python version should the CI job use?', '3.11. Please just write the workflow.'),
  ];
  return {
    domain: 'coding agent', style: 'terse ReAct',
    goal: 'Add a GitHub Actions workflow to the invoicing-service repo that runs pytest on every pull request.',
    root: A('react-agent', null, 'Agent stopped due to iteration limit or time limit.', kids),
    meta: { tool: 'ask_human', key: '3.11' },
  };
}

// ---------------------------------------------------------------- education (tutoring platform)
function education(n) {
  n.at('2024-03-12T21:15:00Z');
  const rep = (t) => { n.step(20, 90); return { reply: t, at: n.local(-6), session: 'ts_7Qm2' }; };
  const kids = [
    T('get_student_profile', { student_id: 'stu_4821' }, { name: 'Jayden', grade: 6, mastery: { fractions: 0.62, ratios: 0.81, integers: 0.74, expressions: 0.69 }, last_session: '2024-03-07', teacher_note: 'Quiz Thursday' }),
    L('gpt-4o-mini', "Jayden's weakest area is fractions. I'll check what Thursday's quiz covers so I can pick the right practice."),
    T('prompt_student', { student_id: 'stu_4821', message: "Hi Jayden! What topic is Thursday's quiz on?" }, rep('dividing fractions')),
    L('gpt-4o-mini', "I'd like to know what the quiz is about so I can pick the right practice problems."),
    T('prompt_student', { student_id: 'stu_4821', message: 'Which unit will your quiz on Thursday cover?' }, rep('dividing fractions')),
    L('gpt-4o-mini', 'Let me make sure I know the quiz topic before choosing practice problems.'),
    T('prompt_student', { student_id: 'stu_4821', message: "Can you tell me what you'll be tested on this Thursday?" }, rep('dividing fractions. i said that')),
  ];
  return {
    domain: 'education/tutoring', style: 'tutor assistant',
    goal: "Help Jayden (grade 6) prepare for Thursday's math quiz with a short practice session.",
    root: A('MathTutor', null, 'Session timed out (student idle for 10 minutes). No practice set was created.', kids),
    meta: { tool: 'prompt_student', key: 'dividing fractions' },
  };
}

// ---------------------------------------------------------------- SRE (sub-agent diagnosis, then approval loop; >25 spans)
function sre(n) {
  n.at('2024-06-18T03:12:00Z');
  const pods = () => ({ items: [
    { name: 'payments-api-7c9f8d6b5-2kq8x', ready: '0/1', status: 'CrashLoopBackOff', restarts: 14, age: '47m' },
    { name: 'payments-api-7c9f8d6b5-9w4tz', ready: '0/1', status: 'CrashLoopBackOff', restarts: 13, age: '47m' },
    { name: 'payments-api-7c9f8d6b5-xm2lp', ready: '1/1', status: 'Running', restarts: 0, age: '3d' },
  ], fetched_at: (n.step(5, 40), n.isoSec()) });
  const approve = () => { n.step(15, 60); return { user: '@dana.k', text: 'Approved — go ahead and restart payments-api in prod-us-east.', ts: n.slackTs() }; };
  const diag = [
    T('prom_query', { query: 'histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="payments-api"}[5m])) by (le))', range: '1h' }, { resultType: 'matrix', latest: 4.82, baseline: 0.31, unit: 's' }),
    T('prom_query', { query: 'sum(rate(http_requests_total{service="payments-api",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="payments-api"}[5m]))', range: '1h' }, { resultType: 'matrix', latest: 0.173, baseline: 0.002 }),
    T('kubectl_get_pods', { namespace: 'payments', selector: 'app=payments-api', context: 'prod-us-east' }, pods()),
    T('kubectl_logs', { namespace: 'payments', pod: 'payments-api-7c9f8d6b5-2kq8x', previous: true, tail: 20 }, `${(n.step(0.5, 2), n.log())} ERROR HikariPool-1 - Connection is not available, request timed out after 30000ms.\n${(n.step(0.2, 1.5), n.log())} ERROR Application run failed: java.lang.IllegalStateException: Failed to load ApplicationContext\nCaused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved`),
    T('pg_query', { db: 'payments-prod', sql: "select count(*) as conns, state from pg_stat_activity group by state" }, [{ conns: 188, state: 'idle' }, { conns: 9, state: 'active' }, { conns: 3, state: 'idle in transaction' }]),
    T('kubectl_describe_pod', { namespace: 'payments', pod: 'payments-api-7c9f8d6b5-2kq8x' }, { lastState: { terminated: { reason: 'Error', exitCode: 1, finishedAt: n.isoSec() } }, events: [{ type: 'Warning', reason: 'BackOff', message: 'Back-off restarting failed container payments-api', count: 61 }] }),
    T('pg_query', { db: 'payments-prod', sql: 'show max_connections' }, [{ max_connections: '200' }]),
    T('kubectl_top_pods', { namespace: 'payments', selector: 'app=payments-api' }, 'NAME                            CPU(cores)   MEMORY(bytes)\npayments-api-7c9f8d6b5-xm2lp   412m         1630Mi'),
    T('kubectl_get_hpa', { namespace: 'payments', name: 'payments-api' }, { minReplicas: 3, maxReplicas: 12, currentReplicas: 3, desiredReplicas: 3, currentCPUUtilizationPercentage: 64 }),
    T('deploy_history', { service: 'payments-api', limit: 3 }, [{ rev: 'r-2291', image: 'payments-api:2024.06.17-3', at: '2024-06-18T02:21:44Z', by: 'ci' }, { rev: 'r-2288', image: 'payments-api:2024.06.14-1', at: '2024-06-14T17:02:10Z', by: 'ci' }]),
    L('claude-3-opus', 'Two pods crash-loop because Postgres connection slots are exhausted by 188 idle connections held by the healthy pod and the batch worker. Restarting payments-api frees the leaked pool and lets the crashed pods come up; the leak itself should be fixed in a follow-up.'),
  ];
  const kids = [
    L('claude-3-opus', 'Page received for payments-api 5xx burn. I will run diagnostics first, then propose a remediation and ask the on-call human for approval before touching prod.'),
    T('pagerduty_get_incident', { id: 'Q2HV8L4M1JX0PA' }, { id: 'Q2HV8L4M1JX0PA', title: '[FIRING] payments-api error budget burn 14.2x', urgency: 'high', created_at: n.isoSec(), assignee: 'Dana Kowalski' }),
    A('diagnostics', 'Find why payments-api is returning 5xx in prod-us-east.', 'Root cause: DB connection slots exhausted by leaked idle connections; 2/3 pods in CrashLoopBackOff. Recommended action: rollout restart of deployment payments-api.', diag),
    L('claude-3-opus', 'Proposed fix: `kubectl rollout restart deployment/payments-api -n payments`. I need explicit approval from on-call before running it in prod.'),
    T('slack_request_approval', { channel: '#inc-payments', prompt: 'May I run a rollout restart of deployment/payments-api in prod-us-east to clear the connection leak?' }, approve()),
    L('claude-3-opus', 'Before restarting anything in production I want to be sure I have approval for the restart.'),
    T('kubectl_get_pods', { namespace: 'payments', selector: 'app=payments-api', context: 'prod-us-east' }, pods()),
    T('slack_request_approval', { channel: '#inc-payments', prompt: 'Confirming: are you OK with me restarting the payments-api pods in prod-us-east?' }, approve()),
    L('claude-3-opus', 'I want to make sure I have approval for the production restart before I proceed.'),
    T('kubectl_get_pods', { namespace: 'payments', selector: 'app=payments-api', context: 'prod-us-east' }, pods()),
    T('slack_request_approval', { channel: '#inc-payments', prompt: 'Do I have the go-ahead to restart deployment payments-api (prod-us-east)?' }, approve()),
    L('claude-3-opus', 'I need to be certain the production restart is approved before proceeding.'),
    T('kubectl_get_pods', { namespace: 'payments', selector: 'app=payments-api', context: 'prod-us-east' }, pods()),
    T('slack_request_approval', { channel: '#inc-payments', prompt: 'One more check before I act — is restarting payments-api in prod approved?' }, approve()),
    L('claude-3-opus', 'Let me confirm once more that the production restart is approved before I run it.'),
  ];
  return {
    domain: 'SRE/on-call', style: 'on-call copilot with sub-agent',
    goal: 'payments-api is paging for 5xx errors in prod-us-east. Diagnose it and fix it (ask me before changing prod).',
    root: A('oncall-copilot', null, 'Stopped: max_iterations=25. The restart was not executed.', kids),
    meta: { tool: 'slack_request_approval', key: 'Approved', allowed: ['kubectl_get_pods'] },
  };
}

// ---------------------------------------------------------------- marketing ops (OpenAI Agents handoff)
function marketing(n) {
  n.at('2024-03-25T13:30:00Z');
  const inp = (t) => { n.step(20, 120); return { response: t, responded_at: n.epoch() }; };
  const sub = [
    T('list_segments', { workspace: 'ws_brightleaf' }, [
      { id: 'seg_81f2', name: 'lapsed-90d', size: 18240, updated: '2024-03-24' },
      { id: 'seg_77a0', name: 'vip-customers', size: 2311, updated: '2024-03-22' },
      { id: 'seg_6c19', name: 'newsletter-only', size: 40118, updated: '2024-03-25' },
      { id: 'seg_5d03', name: 'trial-expired', size: 6602, updated: '2024-03-20' },
    ]),
    L('gpt-4o', 'There are four candidate segments. I should ask which audience the spring re-engagement email goes to.'),
    T('request_user_input', { prompt: 'Which segment should the spring re-engagement email target?' }, inp('lapsed-90d')),
    L('gpt-4o', 'I need to know which audience the campaign should be sent to.'),
    T('request_user_input', { prompt: 'Which audience do you want this campaign to go to?' }, inp('lapsed-90d')),
    L('gpt-4o', 'Before scheduling, I need to confirm which audience the campaign should be sent to.'),
    T('request_user_input', { prompt: 'To be sure I target the right people: which list should receive the spring email?' }, inp('lapsed-90d, the one with 18k contacts')),
  ];
  const kids = [
    L('gpt-4o', 'The request needs an audience picked and a send scheduled; the Audience Agent owns segment selection.'),
    T('transfer_to_audience_agent', {}, { assistant: 'Audience Agent' }),
    A('Audience Agent', 'Pick the audience segment for the spring re-engagement campaign and attach it to campaign cmp_3391.', 'MaxTurnsExceeded: Max turns (8) exceeded', sub),
  ];
  return {
    domain: 'marketing ops', style: 'OpenAI Agents handoff',
    goal: 'Set up the spring re-engagement email (campaign cmp_3391) for the right audience and schedule it for Tuesday 10am ET.',
    root: A('Campaign Manager', null, 'The Audience Agent hit its turn limit; the campaign was not scheduled.', kids),
    meta: { tool: 'request_user_input', key: 'lapsed-90d' },
  };
}

export const scenarios = [travel, insurance, coding, education, sre, marketing];
