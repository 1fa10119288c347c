import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'post_success_rechecking';
export const loop = true;

// Row 01: PR merged and confirmed, then re-checked through CLI, API and UI, re-merged and re-announced.
function r1(c) {
  const goal = 'Once CI is green, squash-merge PR #1873 ("Fix rounding in VAT report") in `tallyhq/tally` and tell #eng-finance.';
  const ch = []; const m = (t, cmd) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [['shell', { cmd }]])));
  const sha = c.sha();
  m('Check CI status.', 'gh pr checks 1873 --repo tallyhq/tally');
  ch.push(tool('shell', { cmd: 'gh pr checks 1873' }, `build\tpass\t${c.int(3, 5)}m${c.int(10, 59)}s\thttps://github.com/tallyhq/tally/actions/runs/${c.int(13000000000, 13999999999)}\nlint\tpass\t${c.int(40, 59)}s\nunit\tpass\t${c.int(6, 9)}m${c.int(10, 59)}s\ne2e\tpending\t0\n`));
  m('e2e still pending. Wait for it.', 'gh pr checks 1873 --repo tallyhq/tally --watch --interval 30');
  ch.push(tool('shell', { cmd: 'gh pr checks 1873 --watch' }, `Refreshing checks status every 30 seconds. Press Ctrl+C to quit.\nAll checks were successful\n0 failing, 4 successful, 0 skipped, and 0 pending checks\n✓ e2e  ${c.int(11, 14)}m${c.int(10, 59)}s`));
  m('All green. Squash-merge.', 'gh pr merge 1873 --repo tallyhq/tally --squash --delete-branch');
  ch.push(tool('shell', { cmd: 'gh pr merge 1873 --squash --delete-branch' }, `✓ Squashed and merged pull request tallyhq/tally#1873 (Fix rounding in VAT report)\n✓ Deleted local branch fix/vat-rounding and switched to branch main\n✓ Deleted remote branch fix/vat-rounding`));
  m('Announce.', 'slack post #eng-finance "PR #1873 (Fix rounding in VAT report) is merged to main."');
  ch.push(tool('shell', { cmd: 'slack post #eng-finance' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  m('Verify the merge state.', 'gh pr view 1873 --repo tallyhq/tally --json state,mergedAt,mergeCommit');
  ch.push(tool('shell', { cmd: 'gh pr view 1873 --json state,mergedAt,mergeCommit' }, JSON.stringify({ mergeCommit: { oid: sha }, mergedAt: '2026-03-11T10:02:41Z', state: 'MERGED' })));
  m('Double-check via the REST API.', 'gh api repos/tallyhq/tally/pulls/1873/merge -i');
  ch.push(tool('shell', { cmd: 'gh api repos/tallyhq/tally/pulls/1873/merge -i' }, `HTTP/2.0 204 No Content\nDate: ${c.http()}\nX-Github-Request-Id: ${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}:${c.hex(7).toUpperCase()}\nX-Ratelimit-Remaining: ${c.int(4800, 4900)}`));
  m('Make sure the commit is on main.', 'git fetch origin && git branch -r --contains ' + sha.slice(0, 7));
  ch.push(tool('shell', { cmd: 'git branch -r --contains' }, '  origin/HEAD -> origin/main\n  origin/main'));
  m('Try the merge again to be sure it went through.', 'gh pr merge 1873 --repo tallyhq/tally --squash');
  ch.push(tool('shell', { cmd: 'gh pr merge 1873 --squash' }, 'X Pull request tallyhq/tally#1873 was already merged', { error: 'exit status 1' }));
  m('Re-announce to be safe.', 'slack post #eng-finance "Confirming: PR #1873 (Fix rounding in VAT report) is merged to main."');
  ch.push(tool('shell', { cmd: 'slack post #eng-finance' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  m('Check the PR state once more.', 'gh pr view 1873 --repo tallyhq/tally --json state');
  ch.push(tool('shell', { cmd: 'gh pr view 1873 --json state' }, '{"state":"MERGED"}'));
  const root = agent('openai-agents Runner', { input: goal }, { error: 'MaxTurnsExceeded' }, ch, { error: 'MaxTurnsExceeded: max_turns=12', metadata: { workflow_name: 'merge-bot' } });
  return { goal, isolates: 'The merge succeeds and is announced, then the agent confirms it through gh view, the REST API, git, a second merge attempt and a second announcement until the turn limit.', stagnation: false, root };
}

// Row 02: backfill completes; the agent keeps counting rows and re-posting the same "done" summary.
function r2(c) {
  const goal = 'Backfill `fct_shipments` for 2025-10-01..2025-12-31 with dbt after the carrier-code fix, verify row counts against the source, and post a summary to the data-eng channel.';
  const ch = []; const m = (t, name, args) => ch.push(llm('claude-3-7-sonnet', { messages: '<history>' }, anOut(c, t, [[name, args]])));
  m('Run the backfill.', 'bash', { cmd: "dbt run -s fct_shipments --vars '{start: 2025-10-01, end: 2025-12-31}' --full-refresh" });
  ch.push(tool('bash', { cmd: 'dbt run -s fct_shipments' }, `${c.syslog()}  Running with dbt=1.9.2\n${c.syslog()}  1 of 1 START sql incremental model analytics.fct_shipments ............ [RUN]\n${c.syslog()}  1 of 1 OK created sql incremental model analytics.fct_shipments ....... [SUCCESS 1 in ${c.secs(200, 400)}s]\n${c.syslog()}  Completed successfully\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1`));
  m('Compare counts with the source.', 'sql', { q: "select (select count(*) from analytics.fct_shipments where ship_date between '2025-10-01' and '2025-12-31') tgt, (select count(*) from raw.shipments where ship_date between '2025-10-01' and '2025-12-31') src" });
  ch.push(tool('sql', { q: 'tgt vs src' }, { rows: [{ tgt: 2841177, src: 2841177 }], query_id: c.uuid() }));
  m('Counts match. Run dbt tests.', 'bash', { cmd: 'dbt test -s fct_shipments' });
  ch.push(tool('bash', { cmd: 'dbt test -s fct_shipments' }, `Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6\nFinished running 6 data tests in ${c.secs(20, 60)}s.`));
  const post = 'Backfill of fct_shipments for Q4 2025 finished: 2,841,177 rows, matching raw.shipments exactly; all 6 dbt tests pass.';
  m(post, 'slack_post', { channel: '#data-eng', text: post }); ch.push(tool('slack_post', { channel: '#data-eng' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  for (let i = 0; i < 3; i++) {
    m(['Verify the counts again.', 'Count once more by month to be thorough.', 'Re-verify the total.'][i], 'sql', { q: i === 1 ? "select date_trunc('month', ship_date) m, count(*) from analytics.fct_shipments where ship_date >= '2025-10-01' group by 1" : 'tgt vs src' });
    ch.push(tool('sql', { q: 'recount' }, i === 1 ? { rows: [{ m: '2025-10-01', count: 951203 }, { m: '2025-11-01', count: 902114 }, { m: '2025-12-01', count: 987860 }], query_id: c.uuid() } : { rows: [{ tgt: 2841177, src: 2841177 }], query_id: c.uuid(), bytes_scanned: c.int(180000000, 190000000) }));
  }
  m('Run the tests again.', 'bash', { cmd: 'dbt test -s fct_shipments' });
  ch.push(tool('bash', { cmd: 'dbt test -s fct_shipments' }, `Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6\nFinished running 6 data tests in ${c.secs(20, 60)}s.`));
  m(post, 'slack_post', { channel: '#data-eng', text: post }); ch.push(tool('slack_post', { channel: '#data-eng' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  m('Verify counts one final time.', 'sql', { q: 'tgt vs src' }); ch.push(tool('sql', { q: 'tgt vs src' }, { rows: [{ tgt: 2841177, src: 2841177 }], query_id: c.uuid() }));
  const root = agent('data-eng-agent', { goal }, { stop_reason: 'max_turns' }, ch, { metadata: { runner: 'claude-agent-sdk' } });
  return { goal, isolates: 'The backfill is verified (counts equal, tests pass) and posted, then the agent recounts four times in two shapes, reruns the tests and re-posts the identical summary.', stagnation: true, root };
}

// Row 03: a support web form submitted and confirmed, then revisited; browser-use.
function r3(c) {
  const goal = 'File a warranty claim on the Norrland Appliances portal for dishwasher serial NA-DW-7734120 (error E24, drain pump) and give me the claim number.';
  const ch = []; const claim = 'WC-' + c.int(400000, 499999);
  const step = (n, mem, next, acts) => ch.push({ type: 'chain', name: `step_${n}`, input: { step: n }, output: {}, children: [llm('ChatGoogleGenerativeAI', { model: 'gemini-2.0-flash' }, { current_state: { memory: mem, next_goal: next }, action: acts.map(a => a[0]) }), ...acts.map(a => tool(Object.keys(a[0])[0], Object.values(a[0])[0], a[1]))] });
  step(1, 'Start.', 'Open the portal.', [[{ go_to_url: { url: 'https://support.norrland-appliances.eu/warranty' } }, 'Navigated']]);
  step(2, 'On warranty page.', 'Fill the form.', [[{ input_text: { index: 5, text: 'NA-DW-7734120' } }, 'Input into index 5'], [{ select_dropdown_option: { index: 7, text: 'E24 – drain' } }, 'Selected "E24 – drain"'], [{ input_text: { index: 9, text: 'Dishwasher does not drain, error E24 after 10 min; pump hums.' } }, 'Input into index 9']]);
  step(3, 'Form filled.', 'Submit.', [[{ click_element_by_index: { index: 14 } }, 'Clicked "Submit claim"']]);
  step(4, 'Submitted.', 'Read confirmation.', [[{ extract_content: { goal: 'claim number' } }, `📄 Thank you. Your claim ${claim} has been registered. A technician will contact you within 2 working days.`]]);
  step(5, `Claim ${claim} registered.`, 'Verify on the "My claims" page.', [[{ go_to_url: { url: 'https://support.norrland-appliances.eu/account/claims' } }, 'Navigated'], [{ extract_content: { goal: 'list claims' } }, `📄 ${claim} · NA-DW-7734120 · E24 · Status: Registered · ${c.isoSec().slice(0, 10)}`]]);
  step(6, `Claim ${claim} confirmed in list.`, 'Open the claim detail to be sure.', [[{ click_element_by_index: { index: 3 } }, `Clicked "${claim}"`], [{ extract_content: { goal: 'claim detail' } }, `📄 Claim ${claim} — Registered — Serial NA-DW-7734120 — Fault E24`]]);
  step(7, `Claim ${claim} confirmed.`, 'Go back to the list and check again.', [[{ go_back: {} }, 'Navigated back'], [{ extract_content: { goal: 'list claims' } }, `📄 ${claim} · NA-DW-7734120 · E24 · Status: Registered`]]);
  step(8, `Claim ${claim} confirmed.`, 'Check the confirmation email in the inbox tab.', [[{ switch_tab: { page_id: 1 } }, 'Switched'], [{ extract_content: { goal: 'latest Norrland email' } }, `📄 Subject: Warranty claim ${claim} received`]]);
  step(9, `Claim ${claim} confirmed.`, 'Return to the claims list to check status.', [[{ switch_tab: { page_id: 0 } }, 'Switched'], [{ refresh_page: {} }, 'Refreshed'], [{ extract_content: { goal: 'list claims' } }, `📄 ${claim} · NA-DW-7734120 · E24 · Status: Registered`]]);
  const root = agent('browser-use Agent', { task: goal, max_steps: 9 }, { is_done: false, errors: ['Max steps reached'] }, ch, { metadata: { agent_id: c.uuid() } });
  return { goal, isolates: 'The claim number is shown right after submission, then the agent confirms it on the list page, the detail page, the list again, the inbox and the list yet again, never calling done.', stagnation: true, root };
}
export const rows = [r1, r2, r3];
