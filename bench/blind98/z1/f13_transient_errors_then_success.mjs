import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'transient_errors_then_success';

// 01: LinkedIn posting with 429 then success; OpenAI function-calling, tools as siblings
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Publish the approved launch announcement for "Tessera 3.0" on the Tessera company LinkedIn page, with the product screenshot, and pin the link in the comments.';
  const msgs = [sys('You post to LinkedIn through the Community Management API.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls)); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms(), 'http.host': c.host('api.linkedin') } })); };
  L('Reading the approved copy from the content calendar.', [['notion_get_page', { page_id: 'tessera-30-launch' }]]);
  T('notion_get_page', { page_id: 'tessera-30-launch' }, { id: c.uuid(), last_edited_time: c.iso(), properties: { Status: { select: { name: 'Approved' } }, Copy: { rich_text: [{ plain_text: 'Tessera 3.0 is here: offline maps, shared layers and a 40% faster sync engine. Read what changed →' }] }, Link: { url: 'https://tessera.app/blog/3-0' } } });
  L('Registering the image upload.', [['linkedin_initialize_image_upload', { owner: 'urn:li:organization:88123017' }]]);
  const img = 'urn:li:image:D4E10AQ' + c.b62(15);
  T('linkedin_initialize_image_upload', { owner: 'urn:li:organization:88123017' }, { value: { uploadUrlExpiresAt: c.unixMs() + 86400000, uploadUrl: 'https://www.linkedin.com/dms-uploads/sp/' + c.b62(30) + '?ca=vector_feedshare&cn=uploads&m=' + c.b62(12), image: img } });
  L(null, [['http_put_file', { url: '<uploadUrl>', file: 'assets/tessera-30-screenshot.png' }]]);
  T('http_put_file', { url: '<uploadUrl>', file: 'assets/tessera-30-screenshot.png' }, { status: 201, headers: { 'x-li-uuid': c.b62(22), 'x-li-fabric': 'prod-lor1', 'content-length': '0' } });
  const post = { author: 'urn:li:organization:88123017', commentary: 'Tessera 3.0 is here: offline maps, shared layers and a 40% faster sync engine. Read what changed →', visibility: 'PUBLIC', content: { media: { id: img, altText: 'Tessera 3.0 map editor with shared layers panel' } }, lifecycleState: 'PUBLISHED' };
  L('Creating the post.', [['linkedin_create_post', post]]);
  T('linkedin_create_post', post, { status: 429, headers: { 'retry-after': '20', 'x-li-uuid': c.b62(22), 'x-restli-protocol-version': '2.0.0' }, body: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' } }, 'HTTP 429 Too Many Requests');
  L('Throttled (Retry-After 20s). Waiting and retrying the same post.', [['sleep', { seconds: 20 }]]);
  T('sleep', { seconds: 20 }, 'slept 20.0s');
  L(null, [['linkedin_create_post', post]]);
  T('linkedin_create_post', post, { status: 429, headers: { 'retry-after': '40', 'x-li-uuid': c.b62(22) }, body: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' } }, 'HTTP 429 Too Many Requests');
  L('Second 429, Retry-After is now 40s. Backing off longer.', [['sleep', { seconds: 40 }]]);
  T('sleep', { seconds: 40 }, 'slept 40.0s');
  L(null, [['linkedin_create_post', post]]);
  const urn = 'urn:li:share:7' + c.int(1e17, 9e17);
  T('linkedin_create_post', post, { status: 201, headers: { 'x-restli-id': urn, 'x-li-uuid': c.b62(22) }, body: null });
  L('Posted as ' + urn + '. Adding the link comment.', [['linkedin_create_comment', { object: urn, message: { text: 'Full changelog: https://tessera.app/blog/3-0' } }]]);
  T('linkedin_create_comment', { object: urn }, { id: String(c.int(1e17, 9e17)), created: { time: c.unixMs() } });
  L('Done: the launch post is live (' + urn + ') with the screenshot, and the changelog link is in the first comment.');
  return { isolates: 'The post call is throttled twice with 429 and growing Retry-After, the agent backs off, the third call returns 201, and the remaining steps finish the task.', loop: false, stagnation: false, goal,
    root: agent('linkedin-publisher', { input: goal }, { post: urn }, kids, { framework: 'openai-chat-tools', trace: c.hex(32) }) };
}

// 02: Figma image export with render timeouts, LangChain AgentExecutor with nested tool spans
function r02(c) {
  const goal = 'Export the six slide frames of the Figma file "Spring Campaign Deck" as PNG @2x and upload them to the Contentful asset library tagged spring-campaign.';
  const ids = ['12:4', '12:88', '12:131', '14:2', '14:57', '14:90'];
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'gpt-4o', 'agent_scratchpad', t, { provider: 'openai' })); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms(200, 30000) } })); };
  L('Get the frame ids of the deck page.');
  T('figma_get_file_nodes', { file_key: 'Zp7' + c.b62(19), depth: 2 }, { name: 'Spring Campaign Deck', lastModified: c.isoS(), version: String(c.int(1e12, 9e12)), document: { children: [{ id: '0:1', name: 'Slides', children: ids.map((id, i) => ({ id, name: `Slide ${i + 1}`, type: 'FRAME' })) }] } });
  L('Export all six frames in one request.');
  const args = { ids: ids.join(','), format: 'png', scale: 2 };
  T('figma_get_images', args, { status: 500, err: 'Render timeout', _headers: { 'x-figma-request-id': c.uuid() } }, 'Figma API 500: Render timeout');
  L('Render timeout, which Figma returns when the renderer is busy. Retrying the same export after 10 seconds.');
  T('figma_get_images', args, { status: 500, err: 'Render timeout', _headers: { 'x-figma-request-id': c.uuid() } }, 'Figma API 500: Render timeout');
  L('Timed out again. One more retry with a 30 second backoff before splitting the batch.');
  const urls = Object.fromEntries(ids.map((id) => [id, `https://figma-alpha-api.s3.us-west-2.amazonaws.com/images/${c.uuid()}`]));
  T('figma_get_images', args, { err: null, images: urls, status: 200 });
  L('Export succeeded. Uploading the six PNGs to Contentful.');
  ids.forEach((id, i) => T('contentful_create_asset', { title: `Spring campaign slide ${i + 1}`, upload: urls[id], contentType: 'image/png', tags: ['spring-campaign'] }, { sys: { id: c.b62(22), version: 1, createdAt: c.iso() }, fields: { file: { 'en-US': { fileName: `slide-${i + 1}@2x.png`, details: { size: c.int(300000, 900000), image: { width: 3840, height: 2160 } } } } } }));
  L('Final Answer: six slides exported at 2x (3840x2160) after two render timeouts and uploaded to Contentful with tag spring-campaign.');
  return { isolates: 'A batch image export fails twice with the same transient "Render timeout" and succeeds on the third try; the six files are then uploaded and the run ends.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: '6 assets' }, [chain('design-export', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: PageSpeed Insights quota error once; CrewAI task recording
function r03(c) {
  const goal = 'Run Lighthouse (mobile) on the three landing pages of the autumn campaign and report performance, LCP and CLS to the marketing channel.';
  const pages = ['https://www.orla-skincare.com/autumn', 'https://www.orla-skincare.com/autumn/serums', 'https://www.orla-skincare.com/autumn/gift-sets'];
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'claude-3-5-sonnet-20241022', 'crew task', t)); };
  const T = (n, a, o, e) => { c.tick(5000, 30000); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms(8000, 40000) } })); };
  const res = (url, perf, lcp, cls) => ({ id: url, analysisUTCTimestamp: c.iso(), lighthouseResult: { lighthouseVersion: '12.2.1', fetchTime: c.iso(), categories: { performance: { score: perf } }, audits: { 'largest-contentful-paint': { numericValue: lcp, displayValue: (lcp / 1000).toFixed(1) + ' s' }, 'cumulative-layout-shift': { numericValue: cls, displayValue: String(cls) } }, environment: { hostUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0', benchmarkIndex: c.int(1500, 2400) }, timing: { total: c.ms(9000, 20000) } } });
  L('Thought: run PSI for page 1.\nAction: pagespeed_run');
  T('pagespeed_run', { url: pages[0], strategy: 'mobile', category: 'performance' }, res(pages[0], 0.62, 4120, 0.08));
  L('Thought: page 1 scored 62. Next page 2.\nAction: pagespeed_run');
  T('pagespeed_run', { url: pages[1], strategy: 'mobile', category: 'performance' }, { error: { code: 429, message: "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute' of service 'pagespeedonline.googleapis.com' for consumer 'project_number:4410" + c.int(1e6, 9e6) + "'.", status: 'RESOURCE_EXHAUSTED' } }, 'RESOURCE_EXHAUSTED');
  L('Thought: per-minute quota hit. Wait 60 seconds, then retry page 2.\nAction: wait');
  T('wait', { seconds: 60 }, 'waited 60s');
  T('pagespeed_run', { url: pages[1], strategy: 'mobile', category: 'performance' }, res(pages[1], 0.48, 5630, 0.21));
  L('Thought: page 2 is weak: 48, LCP 5.6 s, CLS 0.21. Page 3.\nAction: pagespeed_run');
  T('pagespeed_run', { url: pages[2], strategy: 'mobile', category: 'performance' }, res(pages[2], 0.81, 2480, 0.02));
  L('Thought: page 3 is fine. Check what hurts page 2 most.\nAction: pagespeed_audit_details');
  T('pagespeed_audit_details', { url: pages[1], audit: 'largest-contentful-paint-element' }, { items: [{ node: { selector: 'div.hero > img.hero__img', snippet: '<img class="hero__img" src="/media/serum-hero-4k.jpg" loading="lazy">' } }], cached_from: c.jobId('psi_') });
  L('Thought: the LCP image is lazy-loaded 4K. Post the report.\nAction: slack_post');
  T('slack_post', { channel: '#mkt-autumn', text: 'Lighthouse mobile: /autumn 62 (LCP 4.1s, CLS 0.08); /serums 48 (LCP 5.6s, CLS 0.21; hero img is lazy 4K); /gift-sets 81 (LCP 2.5s, CLS 0.02).' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` });
  L('Final Answer: report posted; /serums needs the hero image fixed (remove loading=lazy, serve a smaller size).');
  const task = span('task', 'Lighthouse report', { description: goal }, { raw: 'posted' }, kids, { agent_role: 'Web Performance Analyst' });
  return { isolates: 'One Lighthouse run hits a per-minute quota error, the agent waits, the retry succeeds, and the three-page report is posted.', loop: false, stagnation: false, goal,
    root: agent('Crew: campaign-qa', { inputs: { pages } }, { result: 'posted' }, [task], { framework: 'crewai', crew_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
