import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'distinct_item_batch';
export const loop = false;

// Row 01: onboarding emails to eight different new hires; each acknowledged "queued"; one templated sentence per person.
function r1(c) {
  const goal = 'Send the "first-week" onboarding email to everyone starting at Quillon Labs on 16 March 2026, then confirm who got it.';
  const ch = []; const people = [['Amara Eze', 'amara.eze', 'Design'], ['Bastian Krüger', 'bastian.kruger', 'Platform'], ['Chloé Martin', 'chloe.martin', 'Sales'], ['Dmitri Volkov', 'dmitri.volkov', 'Data'], ['Esther Cohen', 'esther.cohen', 'Legal'], ['Farid Haddad', 'farid.haddad', 'Platform'], ['Gwen Ellis', 'gwen.ellis', 'Support']];
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, 'Get the start list.', [['hris_new_hires', { start_date: '2026-03-16' }]])));
  ch.push(tool('hris_new_hires', { start_date: '2026-03-16' }, { count: people.length, hires: people.map(([n, u, d]) => ({ name: n, email: `${u}@quillon.io`, department: d })) }));
  for (const [n, u, d] of people) {
    ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, `Sending the first-week email to ${n} (${d}).`, [['send_template_email', { template: 'first-week-v3', to: `${u}@quillon.io`, vars: { first_name: n.split(' ')[0], team: d } }]])));
    ch.push(tool('send_template_email', { template: 'first-week-v3', to: `${u}@quillon.io` }, { status: 'queued', message_id: c.uuid() }));
  }
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, 'Confirm delivery status for the batch.', [['email_events', { template: 'first-week-v3', since: '1h' }]])));
  ch.push(tool('email_events', { template: 'first-week-v3' }, { delivered: people.length, bounced: 0 }));
  ch.push(llm('gpt-4o', { messages: '<history>' }, oaOut(c, `All ${people.length} new starters received the first-week email: ${people.map(p => p[0]).join(', ')}.`)));
  const root = agent('people-ops-assistant', { goal }, { status: 'completed' }, ch, { metadata: { framework: 'OpenAI Assistants API', run_id: 'run_' + c.b62(24) } });
  return { goal, isolates: 'Seven sends with identical "queued" acknowledgements and one templated sentence each, but every call targets a different new hire and the batch is confirmed delivered.', stagnation: false, root };
}

// Row 02: triage labels applied to distinct GitHub issues; identical "ok" outputs.
function r2(c) {
  const goal = 'In `vantage-ui/vantage`, label every open issue from the last 7 days that mentions Safari with `browser:safari` and `needs-repro`, then post a summary in the triage discussion.';
  const ch = []; const m = (t, name, args) => ch.push(llm('claude-3-5-haiku', { messages: '<history>' }, anOut(c, t, [[name, args]])));
  const issues = [[5121, 'Datepicker closes immediately on Safari 17'], [5124, 'Sticky header jitter on iOS Safari'], [5130, 'Safari: focus ring missing on Select'], [5133, 'Tooltip mispositioned in Safari when zoomed'], [5139, 'Drag-and-drop list broken on Safari 18.2'], [5142, 'Safari TP: ResizeObserver loop warning']];
  m('Search issues.', 'github_search_issues', { q: 'repo:vantage-ui/vantage is:issue is:open safari created:>=2026-03-04' });
  ch.push(tool('github_search_issues', { q: 'safari created:>=2026-03-04' }, { total_count: issues.length, incomplete_results: false, items: issues.map(([n, t]) => ({ number: n, title: t })) }));
  for (const [n, t] of issues) {
    m(`Labelling #${n}.`, 'github_add_labels', { issue_number: n, labels: ['browser:safari', 'needs-repro'] });
    ch.push(tool('github_add_labels', { issue_number: n }, 'ok'));
  }
  m('Post the summary.', 'github_discussion_comment', { discussion: 2210, body: issues.map(([n, t]) => `- #${n} ${t}`).join('\n') });
  ch.push(tool('github_discussion_comment', { discussion: 2210 }, { id: 'DC_kwDO' + c.b62(12), url: 'https://github.com/vantage-ui/vantage/discussions/2210#discussioncomment-' + c.int(12000000, 12999999) }));
  ch.push(llm('claude-3-5-haiku', { messages: '<history>' }, anOut(c, 'Labelled 6 Safari issues (#5121, #5124, #5130, #5133, #5139, #5142) and posted the list in discussion #2210.')));
  const root = agent('triage-bot', { goal }, { stop_reason: 'end_turn' }, ch, { metadata: { sdk: 'anthropic' } });
  return { goal, isolates: 'Six identical "ok" responses to the same labelling tool with near-identical "Labelling #N." lines, each for a different issue, followed by a summary.', stagnation: false, root };
}

// Row 03: API key rotation across distinct services; each returns "rotated", new key ids; LangGraph map-style.
function r3(c) {
  const goal = 'Rotate the API keys of the 5 third-party services used by the `tessellate` backend (leaked .env incident SEC-311), update Vault, and restart the backend.';
  const ch = []; const svcs = [['sendgrid', 'SENDGRID_API_KEY'], ['twilio', 'TWILIO_AUTH_TOKEN'], ['mapbox', 'MAPBOX_TOKEN'], ['openexchangerates', 'OXR_APP_ID'], ['sentry', 'SENTRY_AUTH_TOKEN']];
  ch.push({ type: 'chain', name: 'plan', input: {}, output: { services: svcs.map(s => s[0]) }, children: [llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, 'Read the env manifest.', [['vault_list', { path: 'secret/tessellate/prod' }]])), tool('vault_list', { path: 'secret/tessellate/prod' }, { keys: svcs.map(s => s[1]).concat(['DATABASE_URL']) })], metadata: { langgraph_node: 'plan' } });
  for (const [s, k] of svcs) {
    const kid = c.b62(10);
    ch.push({ type: 'chain', name: 'rotate', input: { service: s }, output: { status: 'rotated' }, children: [llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, `Rotating ${s} and storing the new secret under ${k}.`, [['rotate_key', { service: s }], ['vault_put', { path: 'secret/tessellate/prod', key: k }]])), tool('rotate_key', { service: s, revoke_old: true }, { status: 'rotated', new_key_id: kid, old_key_revoked: true }), tool('vault_put', { path: 'secret/tessellate/prod', key: k }, { request_id: c.uuid(), data: { version: c.int(4, 19) } })], metadata: { langgraph_node: 'rotate', langgraph_triggers: ['Send'] } });
  }
  ch.push({ type: 'chain', name: 'restart', input: {}, output: {}, children: [llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, 'All five rotated. Restart and check health.', [['k8s_rollout_restart', { deploy: 'tessellate-api' }]])), tool('k8s_rollout_restart', { deploy: 'tessellate-api' }, 'deployment.apps/tessellate-api restarted'), tool('http_get', { url: 'https://api.tessellate.app/healthz' }, { status: 200, body: { ok: true, deps: { sendgrid: 'ok', twilio: 'ok', mapbox: 'ok', oxr: 'ok', sentry: 'ok' } } }), llm('ChatOpenAI', { model: 'gpt-4.1' }, oaOut(c, 'SEC-311: 5 keys rotated and revoked, Vault updated, backend restarted and healthy with all 5 dependencies ok.'))], metadata: { langgraph_node: 'restart' } });
  const root = agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { status: 'done' }, ch, { metadata: { thread_id: c.uuid() } });
  return { goal, isolates: 'Five parallel branches repeat the same rotate-and-store pattern with identical "rotated" statuses, but each touches a different service and secret, and the health check proves the whole rotation worked.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
