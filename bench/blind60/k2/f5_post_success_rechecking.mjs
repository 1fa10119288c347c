import { kit } from './lib.mjs';
export const family = 'post_success_rechecking', loop = true;
function run(k, first, again, verify, n, text, tool) { const { L, T } = k; const ch = [...first]; for (let i = 0; i < n; i++) { ch.push(L([{ role: 'user', content: 'continue' }], text[i % text.length], [{ name: tool, args: again.args }])); ch.push(T(tool, again.args, verify())); } return ch; }
export const rows = [
{ n: '01', domain: 'lighthouse optics', style: 'otel_genai', stagnation: true,
  isolates: 'Lens rotation speed is set and confirmed at 10 s per flash cycle, then the agent re-reads the same status 4 more times until the step limit.',
  goal: 'Set the Fresnel lens rotation of Cape Wrath light back to its charted 10 s character and confirm.',
  build(id) { const k = kit(id, 'otel_genai', 'gpt-4o'); const { c, L, T, A } = k;
    const first = [L([], 'Setting the rotation to the charted period.', [{ name: 'set_rotation', args: { period_s: 10 } }]), T('set_rotation', { period_s: 10 }, { ok: true, applied: c.isoOff() }), T('read_status', {}, { period_s: 10.0, character: 'Fl(1) 10s', within_tolerance: true })];
    return A('invoke_agent lightkeeper', { goal: this.goal }, { status: 'max_steps' }, run(k, first, { args: {} }, () => ({ period_s: 10.0, character: 'Fl(1) 10s', within_tolerance: true, sampled: c.log() }), 4, ['The rotation is confirmed at 10 s. Let me verify the status once more.'], 'read_status')); } },
{ n: '02', domain: 'Route 53 DNS change', style: 'plain', stagnation: true,
  isolates: 'DNS change reaches INSYNC and dig returns the new IP, yet the agent keeps calling get-change and dig again 4 times.',
  goal: 'Point api.example-shop.com to the new load balancer 203.0.113.40 and confirm propagation.',
  build(id) { const k = kit(id, 'plain', 'gpt-4o'); const { c, L, T, A } = k;
    const first = [T('aws', { argv: 'route53 change-resource-record-sets --hosted-zone-id Z0815 --change-batch file://c.json' }, { ChangeInfo: { Id: '/change/C0123ABC', Status: 'PENDING', SubmittedAt: c.iso() } }), T('aws', { argv: 'route53 get-change --id C0123ABC' }, { ChangeInfo: { Id: '/change/C0123ABC', Status: 'INSYNC' } }), T('dig', { argv: '+short api.example-shop.com' }, '203.0.113.40')];
    return A('dns_agent', { goal: this.goal }, { status: 'max_iterations' }, run(k, first, { args: { argv: '+short api.example-shop.com' } }, () => `203.0.113.40\n;; Query time: ${c.int(3, 40)} msec\n;; SERVER: ${c.ip()}#53`, 4, ['The change is INSYNC and resolves to 203.0.113.40. Checking resolution again to be sure.'], 'dig')); } },
{ n: '03', domain: 'kefir dairy batch release', style: 'anthropic', stagnation: true,
  isolates: 'Batch passes QC and is released (tool confirms), then the agent re-submits the release 3 more times, each returning "already released".',
  goal: 'Release kefir batch KF-2291 to distribution once its pH and coliform results pass.',
  build(id) { const k = kit(id, 'anthropic', 'claude-3-5-haiku-20241022'); const { c, L, T, A } = k;
    const first = [T('lims_results', { batch: 'KF-2291' }, { pH: 4.4, coliform_cfu_ml: '<1', pass: true }), T('release_batch', { batch: 'KF-2291' }, { status: 'RELEASED', at: c.isoOff() })];
    return A('qa_agent', { goal: this.goal }, { subtype: 'error_max_turns' }, run(k, first, { args: { batch: 'KF-2291' } }, () => ({ status: 'ALREADY_RELEASED', released_at: '(unchanged)', req: c.req() }), 4, ['Batch KF-2291 has been released. I will submit the release once more to make sure it registered.'], 'release_batch')); } },
{ n: '04', domain: 'zorb park waiver', style: 'gemini', stagnation: true,
  isolates: 'The waiver is signed and the tool says so; the agent keeps re-announcing completion to the guest 3 more times.',
  goal: 'Get the group of six to sign the zorbing liability waiver before their 15:00 slot.',
  build(id) { const k = kit(id, 'gemini', 'gemini-1.5-flash-002'); const { c, L, T, A } = k;
    const first = [T('waiver_status', { booking: 'ZB-7781' }, { signed: 6, required: 6, complete: true })];
    return A('guest_agent', { goal: this.goal }, { stopped: 'max_steps' }, run(k, first, { args: { to: 'group-lead', text: 'All 6 waivers are signed - you are good to go for 15:00!' } }, () => ({ sent: true, id: c.hex(12) }), 4, ['All six waivers are signed. I will let the group lead know they are good to go.'], 'send_sms')); } },
{ n: '05', domain: 'Hugo static site deploy', style: 'vercel', stagnation: false,
  isolates: 'Deploy succeeds and the live page shows the new build hash; the agent curls the page 4 more times with varied commentary, learning nothing new.',
  goal: 'Deploy the updated docs site built with Hugo and confirm the new page is live.',
  build(id) { const k = kit(id, 'vercel', 'gpt-4o-mini'); const { c, L, T, A } = k; const h = c.hex(7);
    const first = [T('shell', { cmd: 'hugo --minify && netlify deploy --prod' }, `Total in ${c.int(200, 900)} ms\nDeploy is live!\nWebsite URL: https://docs.example.dev (build ${h})`)];
    const txt = ['Deploy is live with build ' + h + '. A CDN edge might still serve the old page, so I will fetch it.', 'The page returned the new build; checking from a cache-busted URL for good measure.', 'Still the new build. One more look to be thorough about edge replicas in other regions.', 'Fetching again to ensure the footer hash remains consistent after a few seconds.'];
    return A('ai.generateText', { prompt: this.goal }, { finishReason: 'length' }, run(k, first, { args: { url: 'https://docs.example.dev/' } }, () => ({ status: 200, headers: { age: String(c.int(0, 30)), 'x-nf-request-id': c.ulid() }, body: `<footer>build ${h}</footer>` }), 4, txt, 'fetch')); } },
{ n: '06', domain: 'piñata workshop orders', style: 'openai_responses', stagnation: true,
  isolates: 'Custom piñata order is placed and confirmed by the shop API, then re-fetched 4 more times with the same status.',
  goal: 'Order a custom unicorn piñata for delivery on the 12th and confirm the order.',
  build(id) { const k = kit(id, 'openai_responses', 'gpt-4.1-mini'); const { c, L, T, A } = k;
    const first = [T('create_order', { design: 'unicorn', size: 'L', deliver_on: '2024-06-12' }, { order: 'PN-5520', status: 'confirmed' })];
    return A('agent.run', { input: this.goal }, { status: 'incomplete' }, run(k, first, { args: { order: 'PN-5520' } }, () => ({ order: 'PN-5520', status: 'confirmed', checked: c.http() }), 4, ['Order PN-5520 is confirmed. Let me check its status again.'], 'get_order')); } },
];
