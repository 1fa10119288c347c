import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'fix_cycle_converging';

// 01: Vale style check on a WordPress draft, errors 6 -> 3 -> 1 -> 0, then publish; Claude tool_use style
function r01(c) {
  const M = 'claude-3-7-sonnet-20250219';
  const goal = 'Revise WordPress draft 6604 "Why we moved our queue to Postgres" until it passes the house style check, then publish it.';
  const msgs = [sys('Copy-review agent. Tools: wp_get_post, wp_update_post, style_check.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls, { name: 'messages.create' })); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms() } })); };
  const report = (alerts) => ({ file: c.tmp('md'), alerts, summary: `${alerts.filter((a) => a.Severity === 'error').length} errors`, elapsed: c.ms(90, 500) + 'ms', vale: '3.9.1' });
  L('Fetching the draft and running the check.', [['wp_get_post', { id: 6604, context: 'edit' }]]);
  T('wp_get_post', { id: 6604, context: 'edit' }, { id: 6604, status: 'draft', modified_gmt: c.gmt(), content: { raw: '<!-- wp:paragraph -->…</p>' }, revisions: { count: c.int(3, 9) } });
  L(null, [['style_check', { post_id: 6604 }]]);
  T('style_check', { post_id: 6604 }, report([{ Line: 2, Check: 'House.Headings', Message: "'Why We Moved Our Queue' should use sentence case", Severity: 'error' }, { Line: 9, Check: 'House.Terms', Message: "Use 'PostgreSQL' or 'Postgres', not 'postgre'", Severity: 'error' }, { Line: 14, Check: 'House.Passive', Message: "'was chosen' is passive voice", Severity: 'error' }, { Line: 21, Check: 'House.Latin', Message: "Use 'for example' instead of 'e.g.'", Severity: 'error' }, { Line: 27, Check: 'House.Terms', Message: "Use 'PostgreSQL' or 'Postgres', not 'postgre'", Severity: 'error' }, { Line: 33, Check: 'House.Exclamation', Message: "Don't use exclamation points", Severity: 'error' }]), 'exit 1');
  L('Six errors. Fixing the heading case and both "postgre" terms.', [['wp_update_post', { id: 6604, patches: [{ find: 'Why We Moved Our Queue', replace: 'Why we moved our queue' }, { find: 'postgre ', replace: 'Postgres ', all: true }] }]]);
  T('wp_update_post', { id: 6604 }, { id: 6604, modified_gmt: c.gmt(), revision: c.int(10, 20) });
  L(null, [['style_check', { post_id: 6604 }]]);
  T('style_check', { post_id: 6604 }, report([{ Line: 14, Check: 'House.Passive', Message: "'was chosen' is passive voice", Severity: 'error' }, { Line: 21, Check: 'House.Latin', Message: "Use 'for example' instead of 'e.g.'", Severity: 'error' }, { Line: 33, Check: 'House.Exclamation', Message: "Don't use exclamation points", Severity: 'error' }]), 'exit 1');
  L('Three left. Rewriting line 14 actively and replacing e.g.', [['wp_update_post', { id: 6604, patches: [{ find: 'Postgres was chosen because', replace: 'We chose Postgres because' }, { find: 'e.g.', replace: 'for example' }] }]]);
  T('wp_update_post', { id: 6604 }, { id: 6604, modified_gmt: c.gmt() });
  L(null, [['style_check', { post_id: 6604 }]]);
  T('style_check', { post_id: 6604 }, report([{ Line: 33, Check: 'House.Exclamation', Message: "Don't use exclamation points", Severity: 'error' }]), 'exit 1');
  L('One left: the closing line "And it just works!" becomes "It has run without incident for eight months."', [['wp_update_post', { id: 6604, patches: [{ find: 'And it just works!', replace: 'It has run without incident for eight months.' }] }]]);
  T('wp_update_post', { id: 6604 }, { id: 6604, modified_gmt: c.gmt() });
  L(null, [['style_check', { post_id: 6604 }]]);
  T('style_check', { post_id: 6604 }, report([]));
  L('Clean. Publishing.', [['wp_update_post', { id: 6604, status: 'publish' }]]);
  T('wp_update_post', { id: 6604, status: 'publish' }, { id: 6604, status: 'publish', link: 'https://eng.parcelrun.com/2025/why-we-moved-our-queue-to-postgres/', date_gmt: c.gmt() });
  L('Published after three revision passes (6 → 3 → 1 → 0 style errors).');
  return { isolates: 'Each different revision lowers the style-check error count (6, 3, 1, 0) and the post is published once clean.', loop: false, stagnation: false, goal,
    root: agent('copy-review-agent', { prompt: goal }, { stop_reason: 'end_turn' }, kids, { framework: 'anthropic-tools', session: c.uuid() }) };
}

// 02: Lighthouse accessibility audits on a Sanity landing page, 5 -> 2 -> 0; LangChain
function r02(c) {
  const goal = 'Bring the accessibility score of the Sanity-built landing page https://go.harvestbox.com/family-plan to at least 95 in Lighthouse before the campaign launch.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'gpt-4o', 'agent_scratchpad', t, { provider: 'openai' })); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { duration_ms: c.ms(200, 30000) } })); };
  const lh = (score, failing) => ({ requestedUrl: 'https://go.harvestbox.com/family-plan', fetchTime: c.iso(), lighthouseVersion: '12.3.0', categories: { accessibility: { score } }, failing_audits: failing, runWarnings: [], timing: { total: c.ms(7000, 14000) }, runId: c.uuid() });
  L('Run Lighthouse accessibility first.');
  T('lighthouse_run', { url: 'https://go.harvestbox.com/family-plan', categories: ['accessibility'], formFactor: 'mobile' }, lh(0.78, ['image-alt (4 images)', 'color-contrast (CTA button)', 'heading-order', 'link-name (2 icon links)', 'label (email input)']));
  L('78 with 5 failing audits. Alt texts live in Sanity; adding alt to the 4 images and aria-labels on icon links.');
  T('sanity_mutate', { mutations: [{ patch: { id: 'landing.family-plan', set: { 'gallery[0].alt': 'Box of seasonal vegetables on a kitchen table', 'gallery[1].alt': 'Child washing carrots', 'gallery[2].alt': 'Family cooking together', 'gallery[3].alt': 'Recipe card for squash soup', 'footer.social[0].ariaLabel': 'Instagram', 'footer.social[1].ariaLabel': 'TikTok' } } }] }, { transactionId: c.b62(22), results: [{ id: 'landing.family-plan', operation: 'update' }] });
  T('vercel_redeploy', { project: 'harvestbox-lp', target: 'production' }, { id: 'dpl_' + c.b62(24), readyState: 'READY', url: 'harvestbox-lp-' + c.hex(9) + '.vercel.app', buildingAt: c.unixMs() });
  T('lighthouse_run', { url: 'https://go.harvestbox.com/family-plan', categories: ['accessibility'], formFactor: 'mobile' }, lh(0.9, ['color-contrast (CTA button)', 'heading-order', 'label (email input)']));
  L('90, 3 audits left. The CTA contrast comes from the theme token brand.ctaBg #7FC97F on white text; darkening to #2E7D32. Heading order: the hero uses h3 after h1; changing block style to h2. Adding a label to the email field.');
  T('sanity_mutate', { mutations: [{ patch: { id: 'theme.default', set: { 'tokens.ctaBg': '#2E7D32' } } }, { patch: { id: 'landing.family-plan', set: { 'hero.subtitle.style': 'h2', 'signup.emailLabel': 'Email address' } } }] }, { transactionId: c.b62(22), results: [{ id: 'theme.default', operation: 'update' }, { id: 'landing.family-plan', operation: 'update' }] });
  T('vercel_redeploy', { project: 'harvestbox-lp', target: 'production' }, { id: 'dpl_' + c.b62(24), readyState: 'READY', buildingAt: c.unixMs() });
  T('lighthouse_run', { url: 'https://go.harvestbox.com/family-plan', categories: ['accessibility'], formFactor: 'mobile' }, lh(0.96, ['label (email input)']));
  L('96, above target, but the email label still fails: the label component ignores emailLabel; it reads signup.labels.email.');
  T('sanity_mutate', { mutations: [{ patch: { id: 'landing.family-plan', set: { 'signup.labels.email': 'Email address' } } }] }, { transactionId: c.b62(22) });
  T('vercel_redeploy', { project: 'harvestbox-lp', target: 'production' }, { id: 'dpl_' + c.b62(24), readyState: 'READY' });
  T('lighthouse_run', { url: 'https://go.harvestbox.com/family-plan', categories: ['accessibility'], formFactor: 'mobile' }, lh(1, []));
  L('Final Answer: accessibility 78 → 90 → 96 → 100 with failing audits 5 → 3 → 1 → 0 (alt texts, aria-labels, CTA contrast token, heading level, email label).');
  return { isolates: 'Three different fixes cut failing Lighthouse audits from 5 to 3 to 1 to 0 and the score reaches 100.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'score 100' }, [chain('a11y-fix', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: Crowdin QA issues on French strings, 7 -> 2 -> 0, then approve; smolagents steps
function r03(c) {
  const goal = 'Clear the QA issues in the French translation of the Orbital Games store page strings (Crowdin project 70112) and approve them.';
  const steps = [];
  const step = (n, thought, code, tools, obs) => { c.tick(); steps.push(span('step', `Step ${n}`, { step_number: n }, { observations: obs }, [llmText(c, 'meta-llama/Llama-3.3-70B-Instruct', `Step ${n}`, `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\``, { provider: 'hf_inference' }), ...tools.map(([nm, a, o]) => (c.tick(), tool(nm, a, o)))], { metadata: { duration: +(c.r() * 5).toFixed(2) } })); };
  const qa = (issues) => ({ data: issues.map(([id, cat, msg]) => ({ data: { stringId: id, languageId: 'fr', category: cat, validation: msg } })), pagination: { offset: 0, limit: 100 }, _meta: { 'x-request-id': c.reqId('crwd-'), generated: c.iso() } });
  step(1, 'List QA issues for French.', 'issues = crowdin_qa(project=70112, lang="fr")\nprint(len(issues["data"]))', [['crowdin_qa', { project: 70112, lang: 'fr' }, qa([[501, 'spaces', 'missing nbsp before ?'], [502, 'spaces', 'missing nbsp before :'], [503, 'spaces', 'missing nbsp before !'], [510, 'variables', 'missing {price}'], [511, 'length', 'exceeds max length 24'], [512, 'punctuation', 'trailing ellipsis mismatch'], [514, 'tags', 'missing <b>']])]], '7');
  step(2, 'Three are French typography (nbsp before ?, :, !). Fix them with a regex pass and re-check.', 'for sid in (501, 502, 503):\n    t = get_translation(sid, "fr")\n    add_translation(sid, "fr", re.sub(r" ([?:!;])", "\\u00a0\\\\1", t))\nissues = crowdin_qa(project=70112, lang="fr")', [['crowdin_add_translation', { stringId: 501, text: 'Prêt à jouer\u00a0?' }, { data: { id: c.int(1e6, 9e6), createdAt: c.iso() } }], ['crowdin_add_translation', { stringId: 502, text: 'Prix\u00a0: {price}' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_add_translation', { stringId: 503, text: 'Nouveau\u00a0!' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_qa', { project: 70112, lang: 'fr' }, qa([[510, 'variables', 'missing {price}'], [511, 'length', 'exceeds max length 24'], [512, 'punctuation', 'trailing ellipsis mismatch'], [514, 'tags', 'missing <b>']])]], '4');
  step(3, '4 left. 510 lost {price}; 511 "Ajouter à la liste de souhaits" is 30 chars, use "Ajouter aux favoris" (19); 514 needs <b> around the discount.', 'add_translation(510, "fr", "À partir de {price}")\nadd_translation(511, "fr", "Ajouter aux favoris")\nadd_translation(514, "fr", "<b>-40\u00a0%</b> ce week-end")\nissues = crowdin_qa(project=70112, lang="fr")', [['crowdin_add_translation', { stringId: 510, text: 'À partir de {price}' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_add_translation', { stringId: 511, text: 'Ajouter aux favoris' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_add_translation', { stringId: 514, text: '<b>-40\u00a0%</b> ce week-end' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_qa', { project: 70112, lang: 'fr' }, qa([[512, 'punctuation', 'trailing ellipsis mismatch']])]], '1');
  step(4, 'Only 512: source ends with "…", translation with "...". Use the single character.', 'add_translation(512, "fr", "Chargement…")\nissues = crowdin_qa(project=70112, lang="fr")', [['crowdin_add_translation', { stringId: 512, text: 'Chargement…' }, { data: { id: c.int(1e6, 9e6) } }], ['crowdin_qa', { project: 70112, lang: 'fr' }, qa([])]], '0');
  step(5, 'QA is clean. Approve all French store strings.', 'approve_all(project=70112, lang="fr", file="store_page.json")\nfinal_answer("QA 7 → 4 → 1 → 0; approved")', [['crowdin_approve', { project: 70112, lang: 'fr', file: 'store_page.json' }, { approved: 14, skipped: 0, requestId: c.uuid() }], ['final_answer', { answer: 'QA 7 → 4 → 1 → 0; approved' }, 'QA 7 → 4 → 1 → 0; 14 strings approved']], 'done');
  return { isolates: 'QA issues drop from 7 to 4 to 1 to 0 over three different batches of fixes, then the French strings are approved.', loop: false, stagnation: false, goal,
    root: agent('CodeAgent', { task: goal }, { final_answer: 'approved' }, steps, { framework: 'smolagents', run_id: c.uuid() }) };
}
export const rows = [r01, r02, r03];
