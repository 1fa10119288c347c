// Family 1 (loop, stagnation): one long message / reasoning step emitted twice,
// near-verbatim, with nothing new observed between the copies.
import { agent, tool, fail, retr, model } from '../lib.mjs';

export const family = {
  name: 'long-message-said-twice',
  isolates: 'A long (30+ word) assistant message or reasoning step is emitted a second time near-verbatim while nothing new was observed in between, and the run ends without succeeding.',
  loop: true,
  stagnation: true,
  scenarios: [
    // 01 customer support — chatty assistant, repeat separated by a re-read of identical charges
    {
      domain: 'customer support', style: 'chatty assistant', start: '2024-05-03T14:02:11Z',
      goal: 'Customer Dana Whitfield (dana.w@fastmail.com) says she was charged twice for order #A-20931. Sort it out and reply to her.',
      build(c, goal) {
        const L = model('gpt-4o-mini-2024-07-18');
        const cus = c.id('cus', 14), ch1 = c.id('ch', 24), ch2 = c.id('ch', 24);
        const created1 = c.isoS(), created2 = c.isoS();
        const charges = (rid) => ({
          order_id: 'A-20931',
          charges: [
            { id: ch1, amount: 84.5, currency: 'USD', status: 'succeeded', captured: true, created: created1 },
            { id: ch2, amount: 84.5, currency: 'USD', status: 'authorized', captured: false, created: created2, note: 'auth hold after gateway timeout' },
          ],
          request_id: rid,
        });
        return agent('SupportCopilot', goal, 'Reached max_steps=6 before a reply was sent.', [
          L("Let me pull up Dana's account and the charges on that order before I write back to her."),
          tool('lookup_customer', { email: 'dana.w@fastmail.com' }, { customer_id: cus, name: 'Dana Whitfield', plan: 'Plus', customer_since: '2021-03-14', open_tickets: 1 }),
          tool('list_charges', { order_id: 'A-20931', include_authorizations: true }, charges(c.id('req', 16))),
          L("Hi Dana, thanks for reaching out and sorry for the worry. I've looked at order #A-20931 and I can see two entries of $84.50 on it. Only one of them was actually captured; the second is a temporary authorization hold that your bank placed when the first payment attempt timed out. Holds like this usually drop off your statement on their own within 3-5 business days, so you will not be charged twice. If it is still showing after that, just reply here and I'll chase it with our payments team."),
          tool('list_charges', { order_id: 'A-20931', include_authorizations: true }, charges(c.id('req', 16))),
          L("Hi Dana, thanks for reaching out and sorry for the worry. I've looked at order #A-20931 and I can see two entries of $84.50 on it. Only one of them was actually captured; the second is a temporary authorization hold your bank placed when the first payment attempt timed out. Holds like this usually drop off your statement by themselves within 3-5 business days, so you won't be charged twice. If it is still showing after that, just reply here and I'll chase it with our payments team."),
        ]);
      },
    },
    // 02 coding agent — terse ReAct, identical re-read of the same file between the two thoughts
    {
      domain: 'coding agent', style: 'terse ReAct tool agent', start: '2024-02-19T09:41:03Z', stringArgs: true,
      goal: 'Fix the failing test tests/test_dates.py::test_parse_iso_week in the chrono-utils repo.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20241022');
        const src = [
          '40  def parse_iso_week(s: str) -> date:',
          '41      m = _ISO_WEEK_RE.match(s)',
          '42      if not m:',
          '43          raise ValueError(f"not an ISO week: {s!r}")',
          '44      year, week = int(m["year"]), int(m["week"])',
          '45      start = date(year, 1, 1)',
          '46      return start + timedelta(days=(week - 1) * 7 - start.weekday())',
        ].join('\n');
        return agent('react-agent', goal, 'Reached max_steps=5', [
          tool('run_tests', { path: 'tests/test_dates.py', k: 'iso_week', extra: ['-q'] },
            `F\n=================================== FAILURES ===================================\n_____________________________ test_parse_iso_week ______________________________\n    def test_parse_iso_week():\n>       assert parse_iso_week("2020-W53") == date(2020, 12, 28)\nE       AssertionError: assert datetime.date(2021, 1, 4) == datetime.date(2020, 12, 28)\ntests/test_dates.py:88: AssertionError\n1 failed, 14 passed in ${c.secs(0.2, 0.9)}`),
          tool('read_file', { path: 'src/chrono_utils/parse.py', start_line: 40, end_line: 46 }, src),
          L('Thought: parse_iso_week builds the date from the Gregorian year and then adds (week - 1) * 7 days to January 1st. That is wrong for ISO weeks: week 1 is the week containing the first Thursday, so for 2020-W53 the anchor must be the Monday of ISO week 1, not Jan 1. I should replace the manual arithmetic with date.fromisocalendar(year, week, 1).'),
          tool('read_file', { path: 'src/chrono_utils/parse.py', start_line: 40, end_line: 46 }, src),
          L('Thought: parse_iso_week builds the date from the Gregorian year and then adds (week - 1) * 7 days to January 1st. That is wrong for ISO weeks: week 1 is the week that contains the first Thursday, so for 2020-W53 the anchor has to be the Monday of ISO week 1, not Jan 1. I should replace the manual arithmetic with date.fromisocalendar(year, week, 1).'),
        ]);
      },
    },
    // 03 research assistant — planner/executor, planner repeats its status with no action between
    {
      domain: 'research assistant', style: 'planner/executor with sub-agents', start: '2024-07-08T16:20:00Z',
      goal: 'Write a one-page brief on recent evidence from four-day work week trials and productivity, citing at least five sources.',
      build(c, goal) {
        const P = model('planner:gpt-4o');
        const E = model('executor:gpt-4o-mini');
        return agent('research-orchestrator', goal, 'Stopped: planner produced no executable action in 2 consecutive turns.', [
          P('Plan: (1) find primary pilot reports (UK, US/Ireland, Iceland); (2) find peer-reviewed or working-paper analyses; (3) verify every quoted figure against the primary document; (4) draft the brief with inline citations.'),
          agent('search-worker', 'Find primary reports of four-day week pilots published 2019-2024.', 'Found 3 primary reports: Autonomy UK pilot 2023 (61 companies, 56 continued), 4 Day Week Global US/Ireland 2022 report (33 companies), Autonomy/Alda Iceland public-sector review 2021.', [
            tool('web_search', { q: 'four day week pilot results report 2023 UK', num: 8 }, [
              { title: 'The results are in: the UK\'s four-day week pilot', url: 'https://autonomy.work/portfolio/uk4dwpilotresults/', snippet: '61 companies... 56 are continuing with the four-day week' },
              { title: 'Four-day week: "major breakthrough" as most UK firms in trial extend changes', url: 'https://www.theguardian.com/business/2023/feb/21/four-day-week-uk-trial', snippet: 'Of the 61 companies that took part...' },
            ]),
            tool('web_search', { q: '4 Day Week Global US Ireland pilot report 2022 results', num: 8 }, [
              { title: 'The Four Day Week: Assessing Global Trials of Reduced Work Time with No Reduction in Pay', url: 'https://www.4dayweek.com/research', snippet: 'Pilot results from 33 companies in the US and Ireland' },
            ]),
            E('Two searches gave the UK and US/Ireland reports; the Iceland review is well known (Autonomy & Alda, 2021), adding it from the Autonomy site.'),
            tool('fetch_page', { url: 'https://autonomy.work/portfolio/icelandsww/', max_chars: 4000 }, { status: 200, fetched_at: c.iso(), text: 'Going Public: Iceland\'s journey to a shorter working week... trials between 2015 and 2019 ... over 2,500 workers ... productivity and service provision remained the same or improved in the majority of workplaces.' }),
          ]),
          agent('search-worker', 'Find academic analyses of four-day week or reduced-hours trials.', 'Found 2 academic items: Schor et al. 2022 working paper on the 4DWG trials; Microsoft Japan 2019 "Work-Life Choice Challenge" (company-reported, +39.9% sales per employee).', [
            tool('scholar_search', { query: 'four-day week trial productivity wellbeing', year_low: 2019 }, { results: [
              { title: 'The Four Day Week: Assessing Global Trials of Reduced Work Time with No Reduction in Pay', authors: ['J. B. Schor', 'W. Fan', 'O. Kelly', 'G. Gu', 'T. Bezdenezhnykh', 'N. Bridson-Hubbard'], year: 2022 },
            ], took_ms: c.ms() }),
            tool('web_search', { q: 'Microsoft Japan four day week 2019 productivity 40%', num: 5 }, [
              { title: 'Microsoft Japan tested a four-day work week and productivity jumped 40%', url: 'https://www.npr.org/2019/11/04/776163853/', snippet: 'sales per employee up 39.9% compared with August 2018' },
            ]),
          ]),
          agent('search-worker', 'Find critiques or null results for four-day week trials.', 'Found 2 critical items: selection-bias critique of the UK pilot (self-selected firms, no control group) and the Utah state 4-day week reversal (2008-2011).', [
            tool('web_search', { q: 'four day week trial criticism selection bias no control group', num: 8 }, [
              { title: 'Why the four-day week trials prove less than they seem', url: 'https://www.ft.com/content/4dw-critique', snippet: 'firms volunteered... no control group...' },
            ]),
            tool('web_search', { q: 'Utah four day work week state employees ended 2011 results', num: 5 }, [
              { title: 'Utah ends four-day workweek for state employees', url: 'https://www.govexec.com/2011/09/utah-ends-four-day-workweek/', snippet: 'energy savings smaller than projected; residents wanted Friday services' },
            ]),
            E('Both critiques are secondary coverage; keep them as context, not as primary evidence.'),
          ]),
          P('Status: we have five candidate sources (Autonomy UK pilot, 4 Day Week Global US/Ireland report, Iceland public sector review, Microsoft Japan 2019 trial, and the Schor et al. 2022 paper). Before drafting I want to verify that each figure we plan to quote appears in the primary document rather than in press coverage, so the next step is to dispatch a verification worker for each source and then assemble the brief.'),
          P('Status: we have five candidate sources (Autonomy UK pilot, 4 Day Week Global US/Ireland report, Iceland public-sector review, Microsoft Japan 2019 trial, and the Schor et al. 2022 paper). Before drafting I want to verify that each figure we plan to quote appears in the primary document rather than in press coverage, so next step is to dispatch a verification worker for each source and then assemble the brief.'),
        ]);
      },
    },
    // 04 finance — chatty reasoning, identical bank-feed re-fetch between the two copies
    {
      domain: 'finance/accounting', style: 'chatty assistant with reasoning', start: '2024-04-08T07:55:40Z', stringArgs: true,
      goal: 'Reconcile the March 2024 Stripe payouts against the Operating account bank feed and explain any difference.',
      build(c, goal) {
        const L = model('gpt-4-turbo-2024-04-09');
        const po = [c.id('po', 24), c.id('po', 24), c.id('po', 24), c.id('po', 24)];
        const bankArgs = { account: 'Operating-4471', from: '2024-03-01', to: '2024-04-05', counterparty_contains: 'STRIPE' };
        const bank = (fetchedAt) => ({
          account: 'Operating-4471',
          transactions: [
            { date: '2024-03-06', description: 'STRIPE TRANSFER ST-K2L9', amount: 12840.1 },
            { date: '2024-03-13', description: 'STRIPE TRANSFER ST-P8Q1', amount: 15022.35 },
            { date: '2024-03-21', description: 'STRIPE TRANSFER ST-Z7M4', amount: 19108.1 },
          ],
          total: 46970.55,
          fetched_at: fetchedAt,
        });
        return agent('ledger-assistant', goal, 'Reached max_steps=7; reconciliation left open with an unexplained difference of 1,240.00.', [
          tool('get_payouts', { provider: 'stripe', period: '2024-03' }, { payouts: [
            { id: po[0], amount: 12840.1, arrival_date: '2024-03-06' }, { id: po[1], amount: 15022.35, arrival_date: '2024-03-13' },
            { id: po[2], amount: 19108.1, arrival_date: '2024-03-21' }, { id: po[3], amount: 1240.0, arrival_date: '2024-04-01', created: '2024-03-29' },
          ], total: 48210.55, currency: 'USD' }),
          tool('get_bank_transactions', bankArgs, bank(c.iso())),
          L('Stripe says 48,210.55 was paid out in March, the bank feed shows 46,970.55 received from Stripe. That is a 1,240.00 gap. Let me run the payout-level matcher to see which payout is missing.'),
          tool('match_payouts', { payouts: po, bank_account: 'Operating-4471', tolerance: 0.01 }, { matched: 3, unmatched: [{ payout_id: po[3], amount: 1240.0, expected_arrival: '2024-04-01' }], run_id: c.uuid() }),
          L(`The difference of 1,240.00 comes entirely from payout ${po[3]}, which Stripe created on 2024-03-29 with an expected arrival of 2024-04-01. The bank feed has no deposit of that amount from STRIPE up to 2024-04-05, so either the deposit was posted under a different counterparty description or it is still in transit. I need to look at the bank feed again to decide which.`),
          tool('get_bank_transactions', bankArgs, bank(c.iso())),
          L(`The difference of 1,240.00 comes entirely from payout ${po[3]}, which Stripe created on 2024-03-29 with an expected arrival of 2024-04-01. The bank feed shows no deposit of that amount from STRIPE up to 2024-04-05, so either the deposit was posted under a different counterparty description or it is still in transit. I need to look at the bank feed again to decide which.`),
        ]);
      },
    },
    // 05 healthcare scheduling — patient message drafted twice back to back, never sent
    {
      domain: 'healthcare scheduling', style: 'chatty assistant', start: '2024-05-09T12:15:00Z',
      goal: 'Find Mr. Okafor (MRN-0048812) a cardiology follow-up within two weeks after his echo, preferably with Dr. Lindqvist, and tell him the options.',
      build(c, goal) {
        const L = model('claude-3-haiku-20240307');
        return agent('clinic-scheduler', goal, 'Agent stopped: max_iterations (5) reached without sending a message.', [
          tool('get_patient', { mrn: 'MRN-0048812' }, { name: 'Emeka Okafor', dob: '1958-10-02', preferred_channel: 'sms', insurance: 'BlueCross PPO', last_procedure: { type: 'TTE echo', date: '2024-05-08' } }),
          tool('search_slots', { provider: 'Dr. Lindqvist', department: 'cardiology', visit_type: 'follow_up', from: '2024-05-09', to: '2024-05-22' }, { slots: [
            { start: '2024-05-14T09:40', room: 'C2' }, { start: '2024-05-16T15:10', room: 'C2' }, { start: '2024-05-20T11:00', room: 'C4' },
          ], query_ms: c.ms() }),
          tool('search_slots', { department: 'cardiology', visit_type: 'follow_up', from: '2024-05-09', to: '2024-05-16', exclude_provider: 'Dr. Lindqvist' }, { slots: [
            { start: '2024-05-15T08:20', provider: 'Dr. Haddad', room: 'C1' },
          ], query_ms: c.ms() }),
          L('Hello Mr. Okafor, this is the scheduling assistant at Riverside Heart Clinic. Dr. Lindqvist has three follow-up openings in the next two weeks: Tuesday 14 May at 09:40, Thursday 16 May at 15:10 and Monday 20 May at 11:00. If none of those suit you, Dr. Haddad can see you on Wednesday 15 May at 08:20. Please reply with the slot you prefer and I will book it for you.'),
          L('Hello Mr. Okafor, this is the scheduling assistant at Riverside Heart Clinic. Dr. Lindqvist has three follow-up openings over the next two weeks: Tuesday 14 May at 09:40, Thursday 16 May at 15:10 and Monday 20 May at 11:00. If none of those suit you, Dr. Haddad can see you on Wednesday 15 May at 08:20. Please reply with the slot you prefer and I will book it for you.'),
        ]);
      },
    },
    // 06 devops/SRE — nested diagnoser repeats its reasoning around an unchanged `kubectl get pods`
    {
      domain: 'devops/SRE', style: 'lead agent with nested diagnoser', start: '2024-03-17T02:14:09Z',
      goal: 'checkout-api pods in prod-eu are in CrashLoopBackOff since 02:10 UTC. Find the cause and mitigate.',
      build(c, goal) {
        const L = model('gpt-4o');
        const D = model('gpt-4o');
        const rs = c.hex(10);
        const pods = [`checkout-api-${rs}-${c.alnum(5)}`, `checkout-api-${rs}-${c.alnum(5)}`, `checkout-api-${rs}-${c.alnum(5)}`];
        const table = (age) => `NAME                          READY   STATUS             RESTARTS        AGE\n${pods[0]}   0/1     CrashLoopBackOff   6 (41s ago)     ${age}\n${pods[1]}   0/1     CrashLoopBackOff   6 (38s ago)     ${age}\n${pods[2]}   0/1     CrashLoopBackOff   6 (44s ago)     ${age}`;
        const getPods = { argv: ['get', 'pods', '-n', 'checkout', '-l', 'app=checkout-api'], context: 'prod-eu' };
        const incident = `Q${c.upper(6)}`;
        return agent('sre-lead', goal, 'Escalated to on-call (Priya R.); cause not identified, no mitigation applied.', [
          L('Acknowledging the page and delegating diagnosis to k8s-diagnoser; I will handle mitigation once we have a cause.'),
          tool('pagerduty_ack', { incident_id: incident }, { status: 'acknowledged', acknowledged_at: c.isoS(), by: 'sre-bot' }),
          tool('grafana_query', { datasource: 'prometheus-prod-eu', expr: 'sum(rate(http_requests_total{service="checkout-api",code=~"5.."}[5m]))', range: '1h' }, { series: [{ metric: {}, last: 0, note: 'no samples since 02:09:40Z (target down)' }], status: 'success' }),
          tool('deploy_history', { service: 'checkout-api', env: 'prod-eu', limit: 3 }, [
            { version: '4.31.0', deployed_at: '2024-03-17T02:08:12Z', by: 'argo-cd', change: 'config: move payments secrets to external-secrets' },
            { version: '4.30.2', deployed_at: '2024-03-14T10:41:55Z', by: 'argo-cd' },
            { version: '4.30.1', deployed_at: '2024-03-12T16:02:31Z', by: 'argo-cd' },
          ]),
          tool('statuspage_update', { page: 'shop-status', component: 'Checkout', status: 'major_outage', message: 'We are investigating failed checkouts in Europe.' }, { ok: true, incident_url: `https://status.shop.example/incidents/${c.alnum(12)}` }),
          L('A deploy at 02:08 moved payments secrets to external-secrets two minutes before the crash loop started; that is the prime suspect. Status page updated. Delegating pod-level diagnosis.'),
          agent('k8s-diagnoser', 'Diagnose CrashLoopBackOff for deployment checkout-api in namespace checkout (prod-eu).', 'Diagnoser stopped after max_turns=6 without a conclusion.', [
            fail('kubectl', { argv: ['get', 'deploy', 'checkout-api', '-n', 'checkout', '-o', 'json'], context: 'prod-eu' }, 'Unable to connect to the server: context deadline exceeded (Client.Timeout exceeded while awaiting headers)'),
            tool('kubectl', getPods, table('14m')),
            tool('kubectl', { argv: ['logs', pods[0], '-n', 'checkout', '--previous', '--tail=5'], context: 'prod-eu' },
              `${c.isoU()} INFO  boot: loading config profile=prod region=eu-west-1\n${c.isoU()} INFO  boot: connecting to redis cluster checkout-cache\n${c.isoU()} FATAL config: missing env PAYMENTS_SIGNING_KEY\nexit status 78`),
            D("The previous container exited with 'FATAL config: missing env PAYMENTS_SIGNING_KEY'. That variable is sourced from the secret checkout-payments, so either the secret was rotated and the key renamed, or the deployment's envFrom reference changed in the last rollout. Next I will check the pod status again to confirm every replica is failing with the same reason before looking at the secret."),
            tool('kubectl', getPods, table('15m')),
            D("The previous container exited with 'FATAL config: missing env PAYMENTS_SIGNING_KEY'. That variable comes from the secret checkout-payments, so either the secret was rotated and the key renamed, or the deployment's envFrom reference changed in the last rollout. Next I will check the pod status again to confirm every replica is failing with the same reason before looking at the secret."),
          ]),
          L('Diagnoser returned without a conclusion. Paging the human on-call rather than guessing at a mitigation.'),
          tool('pagerduty_escalate', { incident_id: incident, escalation_level: 2, note: 'automated diagnosis inconclusive' }, { status: 'escalated', assignee: 'Priya R.', escalated_at: c.isoS() }),
        ]);
      },
    },
  ],
};
