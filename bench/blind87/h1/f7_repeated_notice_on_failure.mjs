import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'repeated_notice_on_failure';
export const loop = true;

// Row 01: deploy bot retries the same deploy and posts the same Slack update each time.
function r1(c) {
  const goal = 'Deploy `recs-service` build 2026.03.11-3 to the `prod-eu` GKE cluster and keep #releases informed.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gemini-2.0-flash', { contents: '<history>' }, { candidates: [{ content: { parts: [{ text: t }, { functionCall: { name, args } }] } }] }));
  m('Check the build artifact exists.', 'artifact_get', { image: 'europe-docker.pkg.dev/acme/recs/recs-service:2026.03.11-3' });
  ch.push(tool('artifact_get', { image: 'recs-service:2026.03.11-3' }, { digest: 'sha256:' + c.sha(64), size_mb: 412, created: c.iso() }));
  m('Announce the deploy start.', 'slack_post', { channel: '#releases', text: ':rocket: Deploying recs-service 2026.03.11-3 to prod-eu.' });
  ch.push(tool('slack_post', { channel: '#releases' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  const notice = 'Deploy of recs-service 2026.03.11-3 to prod-eu failed: the cluster has insufficient CPU quota (requested 48, available 12) in europe-west4. I will retry the deployment shortly.';
  const variants = [notice, 'Deploy of recs-service 2026.03.11-3 to prod-eu failed: the cluster has insufficient CPU quota (requested 48, available 12) in europe-west4. I will retry the deployment now.', 'Deploy of recs-service 2026.03.11-3 to prod-eu failed again: the cluster has insufficient CPU quota (requested 48, available 12) in europe-west4. I will retry the deployment shortly.', notice];
  for (let i = 0; i < 4; i++) {
    m(i ? 'Retrying the deploy.' : 'Apply the manifests.', 'helm_upgrade', { release: 'recs', chart: 'charts/recs', set: { 'image.tag': '2026.03.11-3' }, namespace: 'recs', atomic: true });
    ch.push(tool('helm_upgrade', { release: 'recs', atomic: true }, `Release "recs" does not exist. Installing it now.\nError: INSTALLATION FAILED: release recs failed, and has been uninstalled due to atomic being set: pods "recs-${c.alnum(5)}" is forbidden: exceeded quota: compute-resources, requested: requests.cpu=48, used: requests.cpu=${c.int(84, 84)}, limited: requests.cpu=96\n(duration ${c.secs(20, 60)}s, helm.sh/release.v1.recs.v${c.int(30, 40)})`, { error: 'exit status 1' }));
    m(variants[i], 'slack_post', { channel: '#releases', text: variants[i] });
    ch.push(tool('slack_post', { channel: '#releases' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  }
  const root = agent('release-bot', { goal }, { status: 'aborted', reason: 'max_steps' }, ch, { metadata: { framework: 'google-genai function calling' } });
  return { goal, isolates: 'Four identical helm installs hit the same CPU quota and each failure is followed by a near-verbatim Slack post promising a retry, never changing the request or asking for quota.', stagnation: true, root };
}

// Row 02: email agent tells the user the same thing after each SMTP rejection.
function r2(c) {
  const goal = 'Send March invoice INV-2026-0311 (PDF attached in the workspace) to the client at accounts@brightwell-legal.co.uk and confirm when done.';
  const ch = []; const turns = [];
  const say = 'I tried to send invoice INV-2026-0311 to accounts@brightwell-legal.co.uk, but the mail server rejected it with "550 5.7.1 Relaying denied". I will try sending it again.';
  ch.push(llm('claude-3-5-haiku', { messages: [{ role: 'user', content: goal }] }, anOut(c, 'Finding the PDF.', [['fs_find', { pattern: 'INV-2026-0311*.pdf' }]])));
  ch.push(tool('fs_find', { pattern: 'INV-2026-0311*.pdf' }, ['/workspace/invoices/2026/INV-2026-0311.pdf']));
  ch.push(llm('claude-3-5-haiku', { messages: '<history>' }, anOut(c, 'Checking the PDF renders and totals are right.', [['pdf_text', { path: '/workspace/invoices/2026/INV-2026-0311.pdf' }]])));
  ch.push(tool('pdf_text', { path: '/workspace/invoices/2026/INV-2026-0311.pdf' }, 'INVOICE INV-2026-0311\nBrightwell Legal LLP\nProfessional services March 2026 ........ £6,400.00\nVAT 20% .................................. £1,280.00\nTOTAL .................................... £7,680.00'));
  for (let i = 0; i < 4; i++) {
    ch.push(llm('claude-3-5-haiku', { messages: '<history>' }, anOut(c, i ? null : 'Sending.', [['smtp_send', { to: 'accounts@brightwell-legal.co.uk', subject: 'Invoice INV-2026-0311', attachments: ['/workspace/invoices/2026/INV-2026-0311.pdf'], from: 'billing@northgate-consult.com' }]])));
    ch.push(tool('smtp_send', { to: 'accounts@brightwell-legal.co.uk' }, { smtp_transcript: `220 ${c.host('smtp-out')} ESMTP Postfix\nEHLO agent\n250-${c.host('smtp-out')}\nMAIL FROM:<billing@northgate-consult.com>\n250 2.1.0 Ok\nRCPT TO:<accounts@brightwell-legal.co.uk>\n550 5.7.1 <accounts@brightwell-legal.co.uk>: Relay access denied\nQUIT\n221 2.0.0 Bye`, queue_id: c.hex(10).toUpperCase(), elapsed_ms: c.ms(120, 900) }, { error: '550 5.7.1 Relay access denied' }));
    const t = i === 2 ? 'I tried to send invoice INV-2026-0311 to accounts@brightwell-legal.co.uk, but the mail server rejected it with "550 5.7.1 Relaying denied". I\'ll try to send it again.' : say;
    ch.push(llm('claude-3-5-haiku', { messages: '<history>' }, anOut(c, t, [['notify_user', { message: t }]])));
    ch.push(tool('notify_user', { message: t }, { delivered: true }));
  }
  const root = agent('office-assistant', { goal }, { stop_reason: 'max_turns', sent: false }, ch, { metadata: { sdk: 'anthropic-typescript 0.39' } });
  return { goal, isolates: 'Each of four identical SMTP attempts is refused with the same relay error and followed by the same user notice, verbatim, that it will try again; it never authenticates or asks for another route.', stagnation: true, root };
}

// Row 03: Jira comments repeated while a CI re-trigger keeps failing; interleaved with real changelog work.
function r3(c) {
  const goal = 'Prepare release 3.2.0 of the `meridian-sdk` Java library: update the changelog, get the `release` pipeline green, and keep ticket REL-778 updated.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const comment = 'Release pipeline for meridian-sdk 3.2.0 failed at the "publish" stage: Sonatype returned 401 Unauthorized for the staging repository. Re-running the pipeline now; will update this ticket.';
  const ci = () => tool('gitlab_pipeline_retry', { project: 'sdk/meridian-sdk', ref: 'release/3.2.0' }, { id: c.int(901000, 909999), status: 'failed', failed_job: { name: 'publish', log_tail: `[INFO] Deploying to https://s01.oss.sonatype.org/service/local/staging/deploy/maven2/\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy (default-deploy): status code: 401, reason phrase: Unauthorized (401)\n[INFO] Total time:  ${c.int(1, 2)}:${String(c.int(10, 59))} min\n[INFO] Finished at: ${c.iso()}` }, web_url: `https://gitlab.meridian.dev/sdk/meridian-sdk/-/pipelines/${c.int(901000, 909999)}` }, { error: 'pipeline failed' });
  m('Collect merged MRs since 3.1.0 for the changelog.', 'gitlab_merged_mrs', { project: 'sdk/meridian-sdk', since_tag: 'v3.1.0' });
  ch.push(tool('gitlab_merged_mrs', { since_tag: 'v3.1.0' }, [{ iid: 412, title: 'Add async batch client' }, { iid: 415, title: 'Fix NPE in RetryPolicy when jitter=0' }, { iid: 419, title: 'Bump okhttp to 4.12.0' }]));
  m('Run the release pipeline.', 'gitlab_pipeline_retry', { project: 'sdk/meridian-sdk', ref: 'release/3.2.0' }); ch.push(ci());
  m(comment, 'jira_comment', { issue: 'REL-778', body: comment }); ch.push(tool('jira_comment', { issue: 'REL-778' }, { id: String(c.int(300000, 399999)), created: c.iso() }));
  m('Write the changelog section while CI runs.', 'edit_file', { path: 'CHANGELOG.md', insert_at: 1, text: '## 3.2.0\n- Async batch client (!412)\n- Fix NPE in RetryPolicy when jitter=0 (!415)\n- okhttp 4.12.0 (!419)' });
  ch.push(tool('edit_file', { path: 'CHANGELOG.md' }, 'ok: 5 lines inserted'));
  m('Re-run the release pipeline.', 'gitlab_pipeline_retry', { project: 'sdk/meridian-sdk', ref: 'release/3.2.0' }); ch.push(ci());
  const c2 = 'Release pipeline for meridian-sdk 3.2.0 failed at the "publish" stage: Sonatype returned 401 Unauthorized for the staging repository. Re-running the pipeline now; I will update this ticket.';
  m(c2, 'jira_comment', { issue: 'REL-778', body: c2 }); ch.push(tool('jira_comment', { issue: 'REL-778' }, { id: String(c.int(300000, 399999)), created: c.iso() }));
  m('Commit the changelog.', 'git_commit', { message: 'docs: changelog for 3.2.0', files: ['CHANGELOG.md'] }); ch.push(tool('git_commit', { files: ['CHANGELOG.md'] }, `[release/3.2.0 ${c.hex(7)}] docs: changelog for 3.2.0\n 1 file changed, 5 insertions(+)`));
  m('Re-run the release pipeline.', 'gitlab_pipeline_retry', { project: 'sdk/meridian-sdk', ref: 'release/3.2.0' }); ch.push(ci());
  m(comment, 'jira_comment', { issue: 'REL-778', body: comment }); ch.push(tool('jira_comment', { issue: 'REL-778' }, { id: String(c.int(300000, 399999)), created: c.iso() }));
  m('Re-run the release pipeline.', 'gitlab_pipeline_retry', { project: 'sdk/meridian-sdk', ref: 'release/3.2.0' }); ch.push(ci());
  m(comment, 'jira_comment', { issue: 'REL-778', body: comment }); ch.push(tool('jira_comment', { issue: 'REL-778' }, { id: String(c.int(300000, 399999)), created: c.iso() }));
  const root = agent('release-assistant', { goal }, { status: 'incomplete', pipeline: 'failed' }, ch, { metadata: { framework: 'LangChain tool-calling agent' } });
  return { goal, isolates: 'The changelog thread progresses, but the publish thread repeats retry, same 401, same Jira comment four times without ever checking the Sonatype credentials.', stagnation: true, root };
}
export const rows = [r1, r2, r3];
