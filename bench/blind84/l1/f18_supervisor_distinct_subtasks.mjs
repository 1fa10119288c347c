import { Run, row, uuid, sha, reqId } from './lib.mjs';
import { researchWork, sqlWork, codingWork } from './domains.mjs';
const FAM = 'supervisor_distinct_subtasks';
function s1() {
  const run = new Run(`${FAM}-01`, 'langgraph', 'Competitive brief on four password-manager vendors (1Password, Bitwarden, Dashlane, Keeper): pricing for business plans, SSO support, and latest security incidents.', { start: '2026-02-05T10:00:00.000Z', agentName: 'supervisor' });
  const vendors = [['1Password', ['Business plan costs $7.99 per user per month billed annually.', 'SSO via Okta, Entra ID and Google Workspace with Unlock with SSO.', 'In 2023 1Password detected suspicious activity on its Okta instance; no user data was accessed.']], ['Bitwarden', ['Enterprise plan costs $6 per user per month.', 'Supports SAML 2.0 and OIDC SSO with Key Connector for self-hosting.', 'No confirmed breach of vault data has been reported.']], ['Dashlane', ['Business plan is $8 per seat per month.', 'SSO via confidential computing based Nitro enclave.', 'Dashlane disclosed no vault breach; a 2024 phishing campaign impersonated it.']], ['Keeper', ['Business plan costs $3.75 per user per month.', 'Keeper SSO Connect supports SAML 2.0 providers.', 'A 2017 vulnerability in the browser extension was patched within 24 hours.']]];
  for (const [v, facts] of vendors) {
    run.step(`Assigning the ${v} research to the researcher.`, 'delegate', { worker: 'researcher', task: `Collect ${v} business pricing, SSO support and security incident history with sources.` }, { accepted: true });
    run.sub('researcher', { task: `${v}: pricing, SSO, incidents` }, () => {
      const slug = v.toLowerCase();
      researchWork(run, { queries: [`${v} business plan pricing per user`, `${v} SSO SAML support`, `${v} security incident breach`], sources: [{ url: `https://${slug === '1password' ? '1password.com' : slug + '.com'}/pricing`, title: `${v} pricing`, facts: [facts[0]] }, { url: `https://${slug === '1password' ? 'support.1password.com' : slug + '.com/help'}/sso`, title: `${v} SSO documentation`, facts: [facts[1]] }, { url: `https://www.bleepingcomputer.com/search/?q=${slug}`, title: `BleepingComputer: ${v}`, facts: [facts[2]] }] }, 9);
      run.say(`${v}: ${facts.join(' ')}`);
      return { vendor: v, findings: facts };
    });
  }
  run.say('Brief: cheapest business tier is Keeper ($3.75), then Bitwarden ($6), 1Password ($7.99) and Dashlane ($8). All four support SAML SSO; 1Password and Bitwarden also offer OIDC/Key Connector-style unlock. Only 1Password had a confirmed (contained) incident, the 2023 Okta-related activity; none reported vault data exposure.');
  return row(FAM, 1, 'A supervisor gives the same researcher worker four different vendors in turn; each sub-run returns new facts, then the supervisor synthesises a comparison.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'openai', 'Monthly product review deck: get WAU, activation rate, 4-week retention and NPS for February 2026 vs January from the analytics warehouse.', { start: '2026-03-02T08:00:00.000Z', agentName: 'review_supervisor' });
  const tasks = [['WAU', 'weekly active users for each week of Jan and Feb 2026', [['2026-W05', 182340], ['2026-W06', 185912], ['2026-W07', 191004], ['2026-W08', 188771]]], ['activation', 'share of February signups completing the first project within 7 days, vs January', [['2026-01', 0.412], ['2026-02', 0.437]]], ['retention', 'week-4 retention for the January and February signup cohorts', [['2026-01', 0.318], ['2026-02', 0.309]]], ['NPS', 'NPS from in-app surveys in January and February', [['2026-01', 41], ['2026-02', 44]]]];
  for (const [m, desc, res] of tasks) {
    run.step(`Next metric: ${m}.`, 'transfer_to_sql_analyst', { instructions: `Compute ${desc}. Return a small table.` }, { handoff: 'sql_analyst' });
    run.sub('sql_analyst', { metric: m }, () => {
      sqlWork(run, { db: 'product_dw', tables: { events: ['user_id', 'event', 'ts', 'platform'], users: ['user_id', 'signup_at', 'plan', 'country'], surveys: ['user_id', 'score', 'submitted_at'] } }, 8);
      run.step(`Final ${m} query.`, 'run_sql', { sql: `-- ${m}\nSELECT ...` }, { columns: ['period', m.toLowerCase()], rows: res, elapsed: `${run.r.int(300, 4000)} ms`, job_id: 'job_' + run.r.b62(18) });
      run.say(`${m}: ${res.map(x => x.join(' = ')).join(', ')}.`);
      return res;
    });
  }
  run.say('February vs January: WAU grew from 182k to a 191k peak (W07); activation up 2.5 pts to 43.7%; week-4 retention slipped 0.9 pts to 30.9%; NPS up 3 to 44. Retention is the one metric to flag in the deck.');
  return row(FAM, 2, 'A supervisor hands the same SQL analyst four different metrics one after another; each hand-off returns a different table, then a synthesis.', false, false, run.finish({ status: 'done' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'cc', 'Review PR #913 in the encode/starlette fork (a large refactor touching routing, middleware, responses and testclient) and leave a consolidated review.', { start: '2026-02-17T15:00:00.000Z' });
  const mods = [['starlette/routing.py', 'Mount path matching now strips trailing slash twice for nested mounts (line 412); redirect_slashes regression.'], ['starlette/middleware/base.py', 'BaseHTTPMiddleware now awaits call_next inside a task group; exceptions from background tasks are swallowed (line 88).'], ['starlette/responses.py', 'FileResponse sets content-length before stat on range requests; fine, but missing test for 416.'], ['starlette/testclient.py', 'Clean: only typing changes; approve.']];
  for (const [m, finding] of mods) {
    run.step(`Reviewing ${m} with the reviewer sub-agent.`, 'Task', { description: `Review ${m.split('/').pop()}`, prompt: `Review the PR #913 changes in ${m} only. Report correctness issues with line numbers.`, subagent_type: 'code-reviewer' }, null);
    const t = run.root.children[run.root.children.length - 1];
    run.stack.push(t);
    run.sub('code-reviewer', { file: m }, () => { codingWork(run, { repo: 'encode/starlette', lang: 'py', files: [m, 'tests/' + m.replace('starlette/', 'test_').replace('middleware/', ''), 'starlette/types.py'], syms: ['matches', 'url_path_for', 'call_next', 'dispatch'], test: `pytest tests -q -k ${m.split('/').pop().replace('.py', '')}` }, 8); run.say(finding); return finding; });
    run.stack.pop();
    t.output = [{ type: 'text', text: finding }];
  }
  run.step('Posting the consolidated review.', 'Bash', { command: 'gh pr review 913 --request-changes --body-file /tmp/review.md', description: 'post review' }, `- Requested changes to pull request encode/starlette#913`);
  run.say('Review posted (request changes): two blocking issues (nested Mount trailing-slash regression in routing.py:412; swallowed background exceptions in middleware/base.py:88), one missing test (416 for FileResponse ranges), testclient changes fine.');
  return row(FAM, 3, 'A Claude Code session dispatches the same code-reviewer sub-agent to four different modules; each returns different findings, then one consolidated review is posted.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
