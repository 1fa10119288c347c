// Family 7 (healthy): reading many similar-but-different files/records, then synthesising.
import { agent, llm, tool, retriever } from '../lib.mjs';

// Row 1 - devops/SRE: audit resource limits in 6 service values files.
function resourceAudit(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Which of our Helm services in charts/ are missing CPU or memory limits? I want a list before the cluster upgrade.';
  const svcs = [
    ['auth', '250m', '256Mi', '500m', '512Mi'],
    ['billing', '500m', '512Mi', null, '1Gi'],
    ['catalog', '200m', '384Mi', '1', '768Mi'],
    ['notifications', '100m', '128Mi', null, null],
    ['search', '1', '2Gi', '2', '4Gi'],
    ['webhooks', '100m', '192Mi', '300m', null],
  ];
  const ch = [];
  ch.push(tool('list_dir', { path: 'charts/', pattern: '*/values-prod.yaml' }, svcs.map(([s]) => `charts/${s}/values-prod.yaml`)));
  for (const [s, rc, rm, lc, lm] of svcs) {
    c.tick(0.5, 1);
    const lim = [lc ? `      cpu: ${lc}` : null, lm ? `      memory: ${lm}` : null].filter(Boolean);
    ch.push(tool('read_file', { path: `charts/${s}/values-prod.yaml` },
      `replicaCount: ${c.int(2, 6)}\nimage:\n  repository: registry.internal.acme.io/${s}\n  tag: ${['v1', 'v2', 'v3'][c.int(0, 2)]}.${c.int(0, 19)}.${c.int(0, 9)}\nresources:\n  requests:\n    cpu: ${rc}\n    memory: ${rm}\n${lim.length ? '  limits:\n' + lim.map((x) => x.slice(2)).join('\n') + '\n' : ''}`));
  }
  ch.push(llm('Summary of prod values:\n- auth: requests 250m/256Mi, limits 500m/512Mi — OK\n- billing: no CPU limit (memory limit 1Gi)\n- catalog: limits 1/768Mi — OK\n- notifications: no limits block at all\n- search: limits 2/4Gi — OK\n- webhooks: CPU limit 300m but no memory limit\n\nSo three charts need attention: notifications (both), billing (CPU), webhooks (memory).', M));
  return { domain: 'devops/SRE', goal, root: agent('platform-agent', goal, 'Missing limits: notifications (no CPU or memory limit), billing (no CPU limit), webhooks (no memory limit). auth, catalog and search are fine.', ch) };
}

// Row 2 - research: read 5 abstracts via a retriever + fetch, then synthesise exposure estimates.
function exposureAbstracts(c) {
  const M = 'gpt-4o';
  const goal = 'Summarise what recent studies estimate for human microplastic intake from drinking water, with numbers.';
  const papers = [
    ['10.1021/acs.est.9b01517', 'Human Consumption of Microplastics', 2019, 'Estimated annual intake of 39,000–52,000 particles from food; bottled-water drinkers may ingest an additional ~90,000 particles/year versus ~4,000 for tap-water only.'],
    ['10.1016/j.watres.2021.117011', 'Microplastics in drinking water: occurrence and exposure', 2021, 'Meta-analysis of 37 studies; median tap water concentration 1.3 particles/L (>20 µm); daily intake via tap water estimated at 1–3 particles/day.'],
    ['10.3389/fchem.2018.00407', 'Synthetic Polymer Contamination in Bottled Water', 2018, '259 bottles from 11 brands; mean 10.4 particles/L >100 µm, 325 particles/L including 6.5–100 µm; 93% of bottles contaminated.'],
    ['10.1073/pnas.2300582121', 'Rapid single-particle chemical imaging of nanoplastics', 2024, 'SRS imaging found ~2.4×10^5 particles/L in bottled water, ~90% nanoplastics; previous estimates underestimated counts by orders of magnitude.'],
    ['10.1016/j.jhazmat.2022.129090', 'Size-dependent intake of microplastics from drinking water', 2022, 'Mass-based intake estimated at 0.1–5 µg/kg bw/week depending on size cut-off; particles <10 µm dominate counts but contribute little mass.'],
  ];
  const ch = [];
  ch.push(retriever('vector_search', { query: 'microplastic intake drinking water estimate particles per day', k: 5, index: 'lit-review-2024' }, papers.map(([doi, title, year]) => ({ doi, title, year, score: Number((0.91 - papers.findIndex((p) => p[0] === doi) * 0.04).toFixed(2)) }))));
  for (const [doi, title, year, abs] of papers) {
    c.tick(1, 2);
    ch.push(tool('get_abstract', { doi }, { doi, title, year, abstract: abs }));
  }
  ch.push(llm('Synthesis:\n1. Counts depend heavily on the size cut-off: >20 µm studies give ~1 particle/L for tap water (2021 meta-analysis), >6.5 µm gives hundreds per litre for bottled water (2018), and including nanoplastics gives ~240,000/L (2024).\n2. Per-person estimates: ~4,000 particles/yr for tap-only vs +90,000/yr for bottled-water drinkers (2019).\n3. By mass the intake is small: 0.1–5 µg/kg bw/week (2022), because the smallest particles dominate count, not mass.\nTakeaway: bottled water is consistently the larger source, and estimates have risen as detection limits dropped.', M));
  return { domain: 'research', goal, root: agent('lit-review-agent', goal, 'Estimates range from ~1 particle/L in tap water (>20 µm) to ~240,000 particles/L in bottled water once nanoplastics are counted. Bottled-water drinkers ingest roughly 90,000 extra particles per year; by mass intake is 0.1–5 µg/kg bw/week. Sources: ES&T 2019, Water Research 2021, Front. Chem. 2018, PNAS 2024, J. Haz. Mat. 2022.', ch) };
}

// Row 3 - customer support: read 6 similar tickets and find the common pattern.
function ticketPattern(c) {
  const M = 'claude-3-haiku-20240307';
  const goal = 'We got a cluster of "app freezes on login" tickets today. Read them and tell me what they have in common.';
  const tix = [
    [77120, 'Pixel 8', 'Android 14', '5.2.0', 'Freezes on the spinner after I tap Log in with Google.'],
    [77124, 'Galaxy S23', 'Android 14', '5.2.0', 'Stuck on login screen forever. Worked yesterday.'],
    [77131, 'iPhone 13', 'iOS 17.4', '5.1.9', 'Login slow, took about 20 seconds, but then it worked.'],
    [77133, 'Pixel 7a', 'Android 14', '5.2.0', 'Google sign-in just hangs. Email login works fine.'],
    [77140, 'OnePlus 11', 'Android 14', '5.2.0', 'App freezes when signing in with Google, have to force close.'],
    [77142, 'Galaxy A54', 'Android 13', '5.2.0', 'Sign in with Google does nothing, stays on white screen.'],
  ];
  const ch = [];
  ch.push(tool('search_tickets', { query: 'subject:(freeze OR frozen OR stuck) login created>today' }, tix.map(([id]) => id)));
  for (const [id, dev, os, ver, body] of tix) {
    c.tick(0.5, 1.5);
    ch.push(tool('get_ticket', { id }, { id, created_at: c.isoS(), channel: c.pick(['in_app', 'email', 'chat']), device: dev, os, app_version: ver, body, attachments: c.int(0, 1) }));
  }
  ch.push(llm('5 of 6 tickets are on app 5.2.0 and all 5 involve "Sign in with Google"; email login works (77133). OS is mostly Android 14 but 77142 is Android 13, so the common factor is 5.2.0 + Google sign-in, not the OS version. 77131 (iOS, 5.1.9) is a different, milder issue — slow but succeeds.', M));
  return { domain: 'customer support', goal, root: agent('support-insights', goal, 'Common thread: Android app 5.2.0 with "Sign in with Google" — 5 of 6 tickets (Android 13 and 14). Email login still works. The iOS ticket (77131, 5.1.9) is unrelated slowness. Suggest escalating to mobile as a 5.2.0 Google-auth regression.', ch) };
}

// Row 4 - data/analytics: read 7 monthly summary CSVs and describe the trend (long).
function monthlyTrend(c) {
  const M = 'gpt-4o-mini';
  const goal = 'Look at the last 12 monthly churn summaries and tell me whether the churn trend is improving.';
  const months = [['2023-06', 3710, 141], ['2023-07', 3795, 150], ['2023-08', 3870, 158], ['2023-09', 3952, 160], ['2023-10', 4033, 166], ['2023-11', 4120, 173], ['2023-12', 4188, 201], ['2024-01', 4302, 226], ['2024-02', 4365, 190], ['2024-03', 4410, 168], ['2024-04', 4497, 151], ['2024-05', 4560, 139]];
  const ch = [];
  ch.push(tool('list_files', { bucket: 'gs://acme-analytics/churn/monthly/', glob: '*.csv' }, months.map(([m]) => `gs://acme-analytics/churn/monthly/churn_${m}.csv`)));
  for (const [m, start, churned] of months) {
    c.tick(0.3, 1);
    const vol = Math.round(churned * 0.62), invol = churned - vol;
    ch.push(tool('read_csv', { uri: `gs://acme-analytics/churn/monthly/churn_${m}.csv` }, `month,subs_start,churned,voluntary,involuntary,churn_rate\n${m},${start},${churned},${vol},${invol},${(churned / start * 100).toFixed(2)}%`));
  }
  ch.push(tool('python', { code: "import pandas as pd\nrates=[3.80,3.95,4.08,4.05,4.12,4.20,4.80,5.25,4.35,3.81,3.36,3.05]\nprint(pd.Series(rates).diff().round(2).tolist())" }, '[nan, 0.15, 0.13, -0.03, 0.07, 0.08, 0.6, 0.45, -0.9, -0.54, -0.45, -0.31]'));
  ch.push(llm('Jun–Oct 2023 drifted up slowly from 3.80% to 4.12%. Churn then peaked at 5.25% in January (holiday-season cancellations), then fell every month: 4.35% Feb, 3.81% Mar, 3.36% Apr, 3.05% May. May is the lowest in the window and 1.15 pts below November. Monthly improvements are shrinking (−0.54, −0.45, −0.31), so it is flattening out.', M));
  return { domain: 'data/analytics', goal, root: agent('analytics-agent', goal, 'Yes, improving: churn peaked at 5.25% in January and has fallen four months in a row to 3.05% in May (vs 4.20% in November and 3.80% last June, so it is now below where the year started). The decline is slowing, so expect it to level off around 3%.', ch) };
}

// Row 5 - e-commerce: read review records for 5 variants of a product and summarise complaints (nested reader).
function reviewSummary(c) {
  const M = 'gemini-1.5-pro';
  const goal = 'Summarise customer complaints about the AeroPress-style coffee maker across all its listings so product can prioritise fixes.';
  const listings = [
    ['CM-200-CLR', 3.9, 'Plunger seal wore out after ~3 months; filter cap cross-threads easily.'],
    ['CM-200-BLK', 4.1, 'Filter cap cross-threads; otherwise great coffee. Box arrived dented.'],
    ['CM-200-TRV', 3.6, 'Travel lid leaks in bag; seal got loose after 2 months.'],
    ['CM-200-BND', 4.4, 'Bundle grinder is slow but fine. Cap is fiddly to screw on.'],
    ['CM-200-XL', 3.4, 'XL chamber cracked at the base after a drop; seal squeaks.'],
  ];
  const sub = [];
  for (const [sku, avg, top] of listings) {
    c.tick(0.5, 1.5);
    sub.push(tool('reviews_api.list', { sku, rating_lte: 3, limit: 50 }, { sku, avg_rating: avg, low_reviews: c.int(8, 40), top_complaints_text: top, page_token: null }));
  }
  sub.push(llm('Per listing: seal wear appears in CLR, TRV and XL; cap cross-threading in CLR, BLK and BND; travel lid leak only TRV; cracked chamber only XL; dented box once.', M));
  const ch = [
    agent('review_reader', 'Pull 1–3 star reviews for all CM-200 listings and list complaint themes per listing.', 'Themes: plunger seal wear (3 listings), filter cap cross-threading (3 listings), travel lid leak (TRV), chamber crack (XL), packaging (1 mention).', sub),
    llm('Prioritisation: (1) plunger seal durability — affects the lowest-rated listings; (2) filter cap thread design — most frequent fit issue; (3) travel lid seal; (4) XL chamber base strength. Packaging is a one-off.', M),
  ];
  return { domain: 'e-commerce', goal, root: agent('product-insights', goal, 'Top issues across the 5 CM-200 listings: 1) plunger seal wears out after 2–3 months (CLR, TRV, XL), 2) filter cap cross-threads (CLR, BLK, BND), 3) travel lid leaks (TRV), 4) XL chamber cracks at base. Fix the seal first.', ch) };
}

// Row 6 - coding: read 4 similar test files to learn the fixture pattern, then write a new test.
function fixturePattern(c) {
  const M = 'claude-3-5-sonnet-20240620';
  const goal = 'Add an integration test for the new /v2/refunds endpoint following the conventions of the existing API tests.';
  const files = [
    ['tests/api/test_orders.py', 'orders', 'order_factory', 'POST', '/v2/orders', 201],
    ['tests/api/test_customers.py', 'customers', 'customer_factory', 'GET', '/v2/customers/{id}', 200],
    ['tests/api/test_invoices.py', 'invoices', 'invoice_factory', 'POST', '/v2/invoices/{id}/void', 200],
    ['tests/api/test_payments.py', 'payments', 'payment_factory', 'POST', '/v2/payments/{id}/capture', 200],
  ];
  const ch = [];
  ch.push(tool('glob', { pattern: 'tests/api/test_*.py' }, files.map((f) => f[0])));
  for (const [path, name, fac, method, route, code] of files) {
    ch.push(tool('read_file', { path }, `import pytest\n\npytestmark = pytest.mark.integration\n\n\ndef test_${name}_happy_path(api_client, db_session, ${fac}):\n    obj = ${fac}(status="${['pending', 'active', 'open', 'authorized'][files.findIndex((x) => x[0] === path)]}")\n    resp = api_client.${method.toLowerCase()}("${route}".format(id=obj.id), json={})\n    assert resp.status_code == ${code}\n    db_session.refresh(obj)\n`));
  }
  ch.push(llm('Pattern: module-level pytestmark integration; fixtures api_client, db_session and a <model>_factory; build object in a pre-state, call the route, assert status and refresh from db. For refunds I need payment_factory(status="captured") and refund creation returns 201.', M));
  ch.push(tool('write_file', { path: 'tests/api/test_refunds.py', content: 'import pytest\n\npytestmark = pytest.mark.integration\n\n\ndef test_refunds_happy_path(api_client, db_session, payment_factory):\n    payment = payment_factory(status="captured", amount=5000)\n    resp = api_client.post("/v2/refunds", json={"payment_id": payment.id, "amount": 2000})\n    assert resp.status_code == 201\n    db_session.refresh(payment)\n    assert payment.refunded_amount == 2000\n' }, { bytes_written: 371, path: 'tests/api/test_refunds.py' }));
  ch.push(tool('run_tests', { cmd: 'pytest -q -m integration tests/api/test_refunds.py' }, `.                                                                        [100%]\n1 passed in ${(c.int(200, 480) / 100).toFixed(2)}s`));
  return { domain: 'coding', goal, root: agent('coding-agent', goal, 'Added tests/api/test_refunds.py following the existing API test conventions (integration marker, api_client/db_session/payment_factory fixtures). It passes.', ch) };
}

export default {
  name: 'similar-records-synthesis',
  isolates: 'Healthy reading of many similar-but-different files or records (same structure, different contents) followed by a synthesis that uses them.',
  loop: false,
  stagnation: false,
  kind: 'healthy',
  scenarios: [resourceAudit, exposureAbstracts, ticketPattern, monthlyTrend, reviewSummary, fixturePattern],
};
