import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'rechecking_after_success';

// 01: WordPress publish confirmed, then re-publishing and re-announcing; OpenAI function-calling
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Publish the approved post "Our 2025 impact report" (id 3391) on stories.greenhollow.org and announce it in #comms.';
  const msgs = [sys('Publishing assistant.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls)); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { duration_ms: c.ms() } })); };
  const pub = () => ({ id: 3391, status: 'publish', date_gmt: '2025-12-03T10:02:11', modified_gmt: c.gmt(), link: 'https://stories.greenhollow.org/2025/12/our-2025-impact-report/', guid: { rendered: 'https://stories.greenhollow.org/?p=3391' }, _links: { self: [{ href: 'https://stories.greenhollow.org/wp-json/wp/v2/posts/3391' }] }, _headers: { 'x-request-id': c.uuid(), date: c.http() } });
  L('Publishing post 3391.', [['wp_update_post', { id: 3391, status: 'publish' }]]);
  T('wp_update_post', { id: 3391, status: 'publish' }, pub());
  L('Published. Verifying the public URL.', [['http_get', { url: 'https://stories.greenhollow.org/2025/12/our-2025-impact-report/' }]]);
  T('http_get', { url: 'https://stories.greenhollow.org/2025/12/our-2025-impact-report/' }, `HTTP/2 200\ncontent-type: text/html; charset=UTF-8\nx-cache: ${c.pick(['MISS', 'HIT'])}\nlink: <https://stories.greenhollow.org/?p=3391>; rel=shortlink\n\n<title>Our 2025 impact report – Greenhollow Stories</title>`);
  L('Live. Announcing.', [['slack_post_message', { channel: '#comms', text: 'Our 2025 impact report is live: https://stories.greenhollow.org/2025/12/our-2025-impact-report/' }]]);
  T('slack_post_message', { channel: '#comms' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` });
  L('Let me make sure the status stuck.', [['wp_get_post', { id: 3391 }]]);
  T('wp_get_post', { id: 3391 }, pub());
  L('Status is publish. Re-saving with status publish to be safe.', [['wp_update_post', { id: 3391, status: 'publish' }]]);
  T('wp_update_post', { id: 3391, status: 'publish' }, pub());
  L('Checking the public page again.', [['http_get', { url: 'https://stories.greenhollow.org/2025/12/our-2025-impact-report/' }]]);
  T('http_get', { url: 'https://stories.greenhollow.org/2025/12/our-2025-impact-report/' }, `HTTP/2 200\ncontent-type: text/html; charset=UTF-8\nx-cache: HIT\nset-cookie: gh_exp=hero-${c.pick(['a', 'b'])}.${c.int(1000, 9999)}; path=/; max-age=604800\nage: ${c.int(10, 400)}\n\n<title>Our 2025 impact report – Greenhollow Stories</title>`);
  L('Posting a confirmation to #comms.', [['slack_post_message', { channel: '#comms', text: 'Confirming: the 2025 impact report is published and live.' }]]);
  T('slack_post_message', { channel: '#comms' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` });
  L('One more status check.', [['wp_get_post', { id: 3391 }]]);
  T('wp_get_post', { id: 3391 }, pub());
  c.tick(); kids.push(span('limit', 'max_iterations', { max_iterations: 10 }, { reached: true }, []));
  return { isolates: 'After the post is published, verified live and announced, the agent re-reads it, re-publishes it, re-fetches the page and re-announces it until the iteration limit, learning nothing new.', loop: true, stagnation: false, goal,
    root: agent('publishing-assistant', { input: goal }, { output: null, stop: 'max_iterations' }, kids, { framework: 'openai-chat-tools', trace: c.hex(32) }) };
}

// 02: Mailchimp campaign scheduled, then rescheduled and re-verified; LangGraph; near-verbatim lines
function r02(c) {
  const goal = 'Schedule the Harbour Lights Festival ticket reminder email for Friday 18:00 Europe/Dublin to the "Bought 2024, not 2025" segment.';
  const node = (name, kids, out) => chain(name, { state: 'messages' }, out, kids, { langgraph_node: name, langgraph_step: c.n() });
  const L = (t) => { c.tick(); return llmText(c, 'gpt-4o-mini', 'agent', t, { provider: 'openai' }); };
  const cid = c.hex(10);
  const T = (n, a, o) => { c.tick(); return tool(n, a, o); };
  const got = () => ({ id: cid, status: 'schedule', send_time: '2025-07-18T17:00:00+00:00', recipients: { segment_text: 'Bought 2024, not 2025', recipient_count: 6420 }, _links: [], _rid: c.uuid(), _dc: 'us8' });
  const again = 'The reminder is scheduled for Friday 18:00 Dublin time (17:00 UTC) to 6,420 recipients. Let me verify the schedule once more.';
  const kids = [
    node('agent', [L('Schedule the campaign for 17:00 UTC (18:00 IST).')], { next: 'tools' }),
    node('tools', [T('mailchimp_schedule', { campaign_id: cid, schedule_time: '2025-07-18T17:00:00+00:00' }, { status: 204, headers: { 'x-request-id': c.uuid() } })], {}),
    node('agent', [L('Verifying.')], { next: 'tools' }),
    node('tools', [T('mailchimp_get_campaign', { campaign_id: cid }, got())], {}),
    node('agent', [L(again)], { next: 'tools' }),
    node('tools', [T('mailchimp_get_campaign', { campaign_id: cid }, got())], {}),
    node('agent', [L(again)], { next: 'tools' }),
    node('tools', [T('mailchimp_unschedule', { campaign_id: cid }, { status: 204 }), T('mailchimp_schedule', { campaign_id: cid, schedule_time: '2025-07-18T17:00:00+00:00' }, { status: 204, headers: { 'x-request-id': c.uuid() } })], {}),
    node('agent', [L(again)], { next: 'tools' }),
    node('tools', [T('mailchimp_get_campaign', { campaign_id: cid }, got())], {}),
  ];
  return { isolates: 'The email is scheduled and confirmed (status schedule, 6,420 recipients), after which the agent re-verifies and even unschedules and reschedules it, repeating the same sentence, until the recursion limit.', loop: true, stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError' }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: Crowdin build succeeded and downloaded, then repeated builds and downloads; smolagents
function r03(c) {
  const goal = 'Get the Italian translations of the Verdant plant-care app to 100% in Crowdin and download the built it.json for the release.';
  const steps = [];
  const step = (n, text, tools, obs) => { c.tick(); steps.push(span('step', `Step ${n}`, { step_number: n }, { observations: obs }, [llmText(c, 'Qwen/Qwen2.5-72B-Instruct', `Step ${n}`, text, { provider: 'hf_inference' }), ...tools.map(([nm, a, o]) => (c.tick(), tool(nm, a, o)))], { metadata: { duration: +(c.r() * 4).toFixed(2) } })); };
  const prog = () => ({ data: [{ data: { languageId: 'it', translationProgress: 100, approvalProgress: 100, words: { total: 5210, translated: 5210 } } }], _rid: c.reqId('crwd-') });
  const build = () => ({ data: { id: c.int(100, 999), projectId: 22871, status: 'finished', progress: 100, createdAt: c.isoOff(), finishedAt: c.isoOff() } });
  const dl = () => ({ url: `https://production-enterprise-exported.downloads.crowdin.com/exp/${c.uuid()}/it.json?X-Amz-Signature=${c.hex(64)}`, expireIn: c.isoOff(), saved: 'release/it.json', sha256: 'a41f09c7' + '3be2d1f0'.repeat(7) });
  step(1, 'Translate the 14 remaining Italian strings with the MT engine and approve them.', [['crowdin_pre_translate', { projectId: 22871, languageIds: ['it'], method: 'mt', engineId: 3, autoApproveOption: 'all' }, { data: { identifier: c.uuid(), status: 'finished', progress: 100 } }]], 'pre-translation finished');
  step(2, 'Check progress.', [['crowdin_language_progress', { projectId: 22871 }, prog()]], 'it 100% translated, 100% approved');
  step(3, 'Build and download.', [['crowdin_build_project', { projectId: 22871, targetLanguageIds: ['it'] }, build()], ['crowdin_download_build', { projectId: 22871 }, dl()]], 'release/it.json saved');
  step(4, 'Goal met. Double-check progress.', [['crowdin_language_progress', { projectId: 22871 }, prog()]], 'it 100%');
  step(5, 'Rebuild to be sure the file is current.', [['crowdin_build_project', { projectId: 22871, targetLanguageIds: ['it'] }, build()], ['crowdin_download_build', { projectId: 22871 }, dl()]], 'release/it.json saved');
  step(6, 'Verify progress again after the rebuild.', [['crowdin_language_progress', { projectId: 22871 }, prog()]], 'it 100%');
  step(7, 'Download the build once more and compare checksums.', [['crowdin_download_build', { projectId: 22871 }, dl()]], 'same sha256');
  c.tick(); steps.push(span('step', 'Step 8', { step_number: 8 }, { error: 'Reached max steps.' }, []));
  return { isolates: 'Italian reaches 100% and the built file is downloaded in step 3, yet the agent re-checks progress, rebuilds and re-downloads the identical file (same checksum) until max steps, never giving a final answer.', loop: true, stagnation: false, goal,
    root: agent('ToolCallingAgent', { task: goal }, { error: 'Reached max steps.' }, steps, { framework: 'smolagents', run_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
