import { Run, row, uuid, dur, sha } from './lib.mjs';
import { codingWork, sqlWork, researchWork } from './domains.mjs';
const FAM = 'verbatim_long_restatement';
function s1() {
  const run = new Run(`${FAM}-01`, 'cc', 'In encode/httpx, cookies set on a redirect response are dropped when following redirects across subdomains. Find the cause, fix it and add a test.', { start: '2026-01-21T14:02:11.000Z' });
  codingWork(run, { repo: 'encode/httpx', lang: 'py', files: ['httpx/_client.py', 'httpx/_models.py', 'httpx/_urls.py', 'tests/client/test_redirects.py', 'tests/test_cookies.py'], syms: ['_redirect_headers', 'extract_cookies', '_build_redirect_request', 'set_cookie_header'], test: 'python -m pytest tests/client/test_redirects.py -q' }, 44);
  const long = 'The redirect handling in _build_redirect_request copies the cookie jar before extract_cookies has processed the Set-Cookie header of the 302 response, so the cookie for .example.org is never in the jar when the next request is built; the domain matching in the jar itself looks correct, which means the fix belongs in the ordering inside _send_handling_redirects rather than in Cookies.set or in the URL helpers.';
  run.say(long);
  run.step('Running the redirect tests again to confirm the failure mode.', 'Bash', { command: 'python -m pytest tests/client/test_redirects.py -q -k cookie', description: 'Run cookie redirect tests' }, `F.\n=================================== FAILURES ===================================\n___________________ test_cross_subdomain_redirect_cookie ___________________\nE       AssertionError: assert 'session' in <Cookies[]>\n1 failed, 1 passed in 0.41s`);
  run.say(long.replace('so the cookie', 'and so the cookie'));
  return row(FAM, 1, 'A long diagnosis of a redirect/cookie bug is restated near-verbatim after a test re-run that shows the same failure, then the run is cut off.', true, true, run.finish({ stop_reason: 'max_turns', turns: run.turn }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'openai', 'Using the analytics warehouse, explain why the February net revenue retention for the Team plan dropped versus January and list the top 3 drivers.', { start: '2026-03-03T08:40:00.000Z' });
  sqlWork(run, { db: 'analytics_prod', tables: { subscriptions: ['account_id', 'plan', 'mrr', 'region', 'created_at', 'canceled_at'], invoices: ['invoice_id', 'account_id', 'amount', 'discount', 'created_at'], seats: ['account_id', 'seat_count', 'plan', 'created_at'], accounts: ['account_id', 'region', 'segment', 'created_at'] } }, 88);
  const q = { sql: "SELECT driver, SUM(delta_mrr) AS delta FROM nrr_bridge WHERE plan='team' AND month IN ('2026-01','2026-02') GROUP BY 1 ORDER BY 2;" };
  const res = (jid) => ({ columns: ['driver', 'delta'], rows: [['contraction_seats', -41210.5], ['churn', -28902.0], ['discount_expiry', 3110.0], ['expansion', 19880.25]], row_count: 4, elapsed: `${run.r.int(200, 900)} ms`, job_id: jid });
  run.step('Pulling the NRR bridge for the Team plan.', 'run_sql', q, res(`job_${run.r.b62(20)}`));
  const long = 'Looking at the bridge, the drop in Team plan net revenue retention from January to February is mostly explained by seat contraction of about 41.2k in MRR, followed by outright churn of about 28.9k, while expansion of 19.9k only partly offsets those losses; discount expiry is a small positive. Before writing the final answer I should double check the contraction numbers against the seats table to make sure the bridge is not double counting accounts that both contracted and churned in the same month.';
  run.say(long);
  run.step(null, 'run_sql', q, res(`job_${run.r.b62(20)}`));
  run.say(long.replace('Looking at the bridge, the drop', 'Looking at the bridge again, the drop').replace('about 41.2k in MRR', 'roughly 41.2k in MRR'));
  return row(FAM, 2, 'After a long SQL analysis the analyst writes a long interim conclusion, re-runs the identical query (same rows), and restates the same conclusion near-verbatim before the budget cut-off.', true, true, run.finish({ error: 'Budget exceeded: 200000 tokens', turns: run.turn }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'anthropic', 'Write a briefing on the evidence for and against four-day work week pilots improving productivity, citing at least five primary sources.', { start: '2026-02-09T16:20:45.000Z' });
  researchWork(run, { topic: '4dww', queries: ['four day work week pilot results productivity', '4 day week UK pilot 2022 outcomes', 'Iceland shorter working week trial Reykjavik', 'four-day week Microsoft Japan productivity 40%', 'four day work week criticisms selection bias', 'compressed work week health outcomes study'], sources: [
    { url: 'https://autonomy.work/portfolio/uk4dwpilotresults/', title: 'The results are in: the UK four-day week pilot', facts: ['61 companies participated from June to December 2022.', '56 of 61 companies continued the four-day week after the pilot.', 'Revenue stayed broadly the same, rising 1.4% on average over the trial period.'] },
    { url: 'https://autonomy.work/portfolio/icelandsww/', title: 'Going Public: Iceland’s journey to a shorter working week', facts: ['Trials ran from 2015 to 2019 and involved over 2,500 workers.', 'Productivity and service provision remained the same or improved in the majority of workplaces.'] },
    { url: 'https://www.nature.com/articles/s41562-024-02007-2', title: 'Four-day workweek and well-being (Nature Human Behaviour)', facts: ['The study analysed 141 organizations and 2,896 employees.', 'Improvements in burnout, job satisfaction and mental health were reported.'] },
    { url: 'https://www.bls.gov/opub/mlr/2023/article/compressed-schedules.htm', title: 'Compressed schedules and productivity (Monthly Labor Review)', facts: ['Self-selection of firms into pilots limits causal interpretation.', 'Compressed schedules with 10-hour days showed fatigue effects in some sectors.'] },
    { url: 'https://www.oecd.org/employment/hours-worked-productivity.htm', title: 'OECD: hours worked and productivity', facts: ['Countries with fewer average hours tend to have higher GDP per hour worked.', 'The correlation does not establish that cutting hours raises productivity.'] }] }, 38);
  const long = 'I now have enough to outline the briefing: the UK 2022 pilot (61 firms, 56 continuing) and the Iceland trials (2,500 workers, productivity maintained) are the strongest evidence in favour, the Nature Human Behaviour study adds well-being outcomes, and the main counter-evidence is the self-selection problem noted in the Monthly Labor Review piece plus the OECD caveat that the hours-productivity correlation is not causal. I should structure it as evidence for, evidence against, and open questions.';
  run.say(long);
  run.say(long.replace('I now have enough', 'I have enough now').replace('I should structure it', 'I will structure it'));
  return row(FAM, 3, 'A research assistant restates its long briefing outline near-verbatim in the very next turn, with nothing observed in between, and the run stops.', true, true, run.finish({ stop_reason: 'stopped by harness: repeated assistant turn', turns: run.turn }));
}
export const rows = () => [s1(), s2(), s3()];
