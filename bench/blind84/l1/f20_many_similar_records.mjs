import { Run, row, uuid, sha, etag, httpResp } from './lib.mjs';
import { browserWork, codingWork } from './domains.mjs';
const FAM = 'many_similar_records';
function s1() {
  const run = new Run(`${FAM}-01`, 'browser', 'Compare the 16 cordless drills in the "Drills" category of toolhaus.co.uk: torque, battery, weight and price; recommend the best value under £150.', { start: '2026-02-26T18:00:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'toolhaus.co.uk', pages: [{ url: 'https://www.toolhaus.co.uk/power-tools/drills', title: 'Drills | Toolhaus', items: ['Sort by price', 'Brand', '18V', 'Brushless', 'Compare'] }] }, 12);
  const brands = ['Makita DHP485', 'DeWalt DCD796', 'Bosch GSB 18V-55', 'Milwaukee M18 BLPD2', 'Ryobi RPD18X', 'Einhell TE-CD 18/50', 'Metabo SB 18 LT BL', 'Hikoki DV18DE', 'Worx WX352', 'Black+Decker BCD003', 'Parkside PSBSA 20', 'Erbauer EHD18', 'Titan TTI885', 'Festool PDC 18', 'Stanley FatMax SFMCD711', 'AEG BSB18C2'];
  const rows_ = [];
  brands.forEach((b, i) => {
    const d = { model: b, torque_nm: r.int(40, 140), battery: `${r.pick([2, 3, 4, 5])}.0Ah ${r.pick(['x1', 'x2'])}`, weight_kg: +(1.2 + r() * 1.0).toFixed(2), price_gbp: +(39 + r() * 380).toFixed(2), brushless: r.chance(0.6), rating: +(3.6 + r() * 1.3).toFixed(1) };
    rows_.push(d);
    run.step(`Open product ${i + 1} of 16: ${b}.`, 'go_to_url', { url: `https://www.toolhaus.co.uk/p/${b.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }, { url: `https://www.toolhaus.co.uk/p/${b.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, title: `${b} | Toolhaus`, status: 200 }, { eval: 'Success', memory: `${i} of 16 specs recorded` });
    run.step(`Extract the spec table of ${b}.`, 'extract_content', { goal: 'max torque, battery, weight, price, brushless, rating' }, `📄  Extracted from page\n: \`\`\`json\n${JSON.stringify(d)}\n\`\`\``, { eval: 'Success', memory: `${i + 1} of 16 specs recorded` });
  });
  const under = rows_.filter(x => x.price_gbp < 150).sort((a, b) => b.torque_nm / b.price_gbp - a.torque_nm / a.price_gbp);
  const best = under[0] || rows_[0];
  run.say(`Read all 16 product pages. ${under.length} drills are under £150; best value by torque per pound is the ${best.model} (${best.torque_nm} Nm, ${best.battery}, ${best.weight_kg} kg, £${best.price_gbp}, rating ${best.rating}).`, { memory: 'done' });
  return row(FAM, 1, 'A browser agent opens 16 different product pages with the same two actions and the same extraction template, each with different specs, then recommends one.', false, false, run.finish({ is_done: true }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'swe', 'Audit all Helm values files in the platform-charts repo: report which services set resources.limits.memory below 512Mi or have no liveness probe.', { start: '2026-01-26T10:00:00.000Z' });
  const r = run.r;
  const svcs = ['auth', 'billing', 'catalog', 'cart', 'checkout', 'emails', 'gateway', 'inventory', 'ledger', 'media', 'notify', 'orders', 'payments', 'pricing', 'profile', 'ratings', 'search', 'shipping', 'tax', 'webhooks', 'recommend', 'audit'];
  run.step('Finding the values files.', 'bash', { command: 'find charts -name values.yaml | sort' }, svcs.map(s => `charts/${s}/values.yaml`).join('\n'));
  const findings = [];
  for (const s of svcs) {
    const mem = r.pick(['256Mi', '384Mi', '512Mi', '768Mi', '1Gi', '2Gi']); const live = r.chance(0.75);
    if (parseInt(mem) < 512 && mem.endsWith('Mi')) findings.push(`${s}: memory ${mem}`); if (!live) findings.push(`${s}: no liveness probe`);
    run.step(null, 'bash', { command: `cat charts/${s}/values.yaml` }, `replicaCount: ${r.int(1, 6)}\nimage:\n  repository: ghcr.io/acme/${s}\n  tag: "${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}"\nresources:\n  requests:\n    cpu: ${r.pick(['100m', '250m', '500m'])}\n    memory: ${r.pick(['128Mi', '256Mi', '512Mi'])}\n  limits:\n    memory: ${mem}\n${live ? `livenessProbe:\n  httpGet:\n    path: /healthz\n    port: ${r.pick([8080, 3000, 9000])}\n  periodSeconds: ${r.pick([10, 15, 30])}\n` : ''}readinessProbe:\n  httpGet:\n    path: /ready\n    port: 8080`);
  }
  codingWork(run, { repo: 'acme/platform-charts', lang: 'go', files: ['charts/_lib/templates/_deployment.tpl', 'charts/_lib/values.schema.json', 'Makefile'], syms: ['livenessProbe', 'limits', 'resources'], test: 'make lint' }, 14);
  run.step(`Writing the audit report (${findings.length} findings).`, 'bash', { command: `cat > AUDIT.md <<'EOF'\n${findings.map(f => '- ' + f).join('\n')}\nEOF` }, '');
  run.step('Submitting.', 'bash', { command: 'submit' }, 'Submission recorded.');
  return row(FAM, 2, 'A SWE agent cats 22 different Helm values files with the same command shape (same YAML template, different values), then writes an audit report.', false, false, run.finish({ exit_status: 'submitted' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'anthropic', 'Read the last 30 one- and two-star App Store reviews of the Pennywise budgeting app and summarise the top complaint themes with counts and example quotes.', { start: '2026-02-19T12:00:00.000Z' });
  const r = run.r;
  const themes = { sync: ['Bank sync broke again after the update', 'Transactions from Chase stopped importing', 'Sync takes forever and duplicates entries'], price: ['Subscription went up to $14.99 without notice', 'Too expensive for what it does now'], crash: ['App crashes when I open reports', 'Crashes on iOS 19 every time I add a category'], ui: ['New design hides the budget overview', 'Too many taps to log an expense'], support: ['Support never replied in 2 weeks', 'Chatbot is useless'] };
  const keys = Object.keys(themes); const counts = {};
  for (let p = 0; p < 3; p++) {
    run.step(p ? `Next page of reviews (${p * 10} read).` : 'Listing recent low-star reviews.', 'appstore_reviews', { app_id: 1490211334, country: 'us', sort: 'mostRecent', rating_max: 2, page: p + 1 }, { page: p + 1, ids: Array.from({ length: 10 }, (_, j) => `rv_${9000 + p * 10 + j}`), next: p < 2 ? p + 2 : null });
    for (let j = 0; j < 10; j++) {
      const th = r.pick(keys); counts[th] = (counts[th] || 0) + 1; const txt = r.pick(themes[th]);
      run.step(null, 'appstore_review', { id: `rv_${9000 + p * 10 + j}` }, { id: `rv_${9000 + p * 10 + j}`, rating: r.int(1, 2), title: txt.split(' ').slice(0, 4).join(' '), body: `${txt}. ${r.pick(['Used it for 3 years.', 'Considering switching.', 'Please fix.', 'Very frustrating.', ''])}`, version: `7.${r.int(2, 4)}.${r.int(0, 9)}`, date: `2026-02-${String(r.int(1, 18)).padStart(2, '0')}T${r.int(10, 23)}:${r.int(10, 59)}:00-07:00`, author: r.pick(['budgetnerd', 'k.m.', 'sarahj88', 'anon1234', 'dadof3', 'frugalfox']) + r.int(1, 99) });
    }
  }
  const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  run.say(`Read 30 low-star reviews. Themes: ${sorted.map(([k, v]) => `${k} ${v}`).join(', ')}. Examples: "${themes[sorted[0][0]][0]}"; "${themes[sorted[1][0]][0]}". Sync problems cluster on version 7.3.x.`);
  return row(FAM, 3, 'A research agent fetches 30 different reviews with the same tool and output template, then summarises complaint themes with counts.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
