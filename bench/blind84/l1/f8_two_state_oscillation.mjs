import { Run, row, uuid, sha, dur, tmp } from './lib.mjs';
import { codingWork, browserWork, opsWork } from './domains.mjs';
const FAM = 'two_state_oscillation';
function s1() {
  const run = new Run(`${FAM}-01`, 'swe', 'In the vitejs/vite-plugin-react fork, fix the build so the package compiles with TypeScript 5.6 and its d.ts files resolve for consumers.', { start: '2026-02-03T10:30:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'vitejs/vite-plugin-react', lang: 'ts', files: ['packages/plugin-react/src/index.ts', 'packages/plugin-react/tsconfig.json', 'packages/plugin-react/package.json', 'packages/plugin-react/src/babel.ts', 'scripts/build.ts'], syms: ['viteReact', 'babelTransform', 'resolveOptions', 'loadPlugin'], test: 'pnpm -C packages/plugin-react build' }, 58);
  const A = (d) => `> @vitejs/plugin-react@4.3.4 build\n> unbuild && tsc -p tsconfig.json --emitDeclarationOnly\n\nsrc/index.ts:4:28 - error TS2307: Cannot find module 'vite' or its corresponding type declarations.\n  There are types at '/workspace/vite-plugin-react/node_modules/vite/dist/node/index.d.ts', but this result could not be resolved under your current 'moduleResolution' setting. Consider updating to 'node16', 'nodenext', or 'bundler'.\n\nFound 1 error in src/index.ts:4\n\n ELIFECYCLE  Command failed with exit code 2. (${d})`;
  const B = (d) => `> @vitejs/plugin-react@4.3.4 build\n> unbuild && tsc -p tsconfig.json --emitDeclarationOnly\n\nerror TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n\nFound 1 error.\n\n ELIFECYCLE  Command failed with exit code 2. (${d})`;
  for (let c = 0; c < 3; c++) {
    run.step('Setting moduleResolution to bundler so the vite types resolve.', 'bash', { command: 'sed -i \'s/"moduleResolution": "node"/"moduleResolution": "bundler"/\' packages/plugin-react/tsconfig.json' }, 'Your command ran successfully and did not produce any output.');
    run.step('Building.', 'bash', { command: 'pnpm -C packages/plugin-react build' }, B(dur(r, 2, 9)));
    run.step('bundler needs module es2015+, so going back to node resolution, which worked with the module setting.', 'bash', { command: 'sed -i \'s/"moduleResolution": "bundler"/"moduleResolution": "node"/\' packages/plugin-react/tsconfig.json' }, 'Your command ran successfully and did not produce any output.');
    run.step('Building.', 'bash', { command: 'pnpm -C packages/plugin-react build' }, A(dur(r, 2, 9)));
  }
  return row(FAM, 1, 'A coding agent flips tsconfig moduleResolution between "bundler" and "node" three times; each state gives exactly its earlier error (TS5095 vs TS2307) and the reasoning repeats verbatim each cycle.', true, true, run.finish({ exit_status: 'exit_format', info: 'cost limit' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'browser', 'Find the cheapest in-stock 27" 4K monitor with USB-C power delivery ≥ 65W on shop.pixelmart.de and add it to the cart.', { start: '2026-02-08T20:02:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'shop.pixelmart.de', pages: [{ url: 'https://shop.pixelmart.de/monitore', title: 'Monitore | PixelMart', items: ['27 Zoll', '4K UHD', 'USB-C', 'Preis aufsteigend', 'Nur verfügbare Artikel'] }, { url: 'https://shop.pixelmart.de/p/dell-u2723qe', title: 'Dell UltraSharp U2723QE', items: ['USB-C 90W', '€539,00', 'Lieferbar in 2-3 Tagen', 'In den Warenkorb'] }, { url: 'https://shop.pixelmart.de/p/lg-27up850n', title: 'LG 27UP850N-W', items: ['USB-C 96W', '€379,00', 'Nicht auf Lager', 'Benachrichtigen'] }, { url: 'https://shop.pixelmart.de/p/benq-pd2725u', title: 'BenQ PD2725U', items: ['Thunderbolt 3 65W', '€699,00', 'Lieferbar'] }] }, 50);
  const on = { url: 'https://shop.pixelmart.de/monitore?size=27&res=4k&pd=65&stock=1&sort=price_asc', first: 'Dell UltraSharp U2723QE – €539,00 – Lieferbar', count: '7 Treffer' };
  const off = { url: 'https://shop.pixelmart.de/monitore?size=27&res=4k&pd=65&sort=price_asc', first: 'LG 27UP850N-W – €379,00 – Nicht auf Lager', count: '12 Treffer' };
  const seq = [[off, 'Turning off the in-stock filter to see if a cheaper model exists.'], [on, 'The cheaper LG is out of stock; enabling "Nur verfügbare Artikel" again.'], [off, 'Maybe the filter hides items that ship later; removing it once more.'], [on, 'Still the LG at the top and not in stock, so re-applying the filter.'], [off, 'Check the unfiltered list again for anything cheaper.'], [on, 'Back to in-stock only.']];
  for (const [s, th] of seq) { run.step(th, 'click_element_by_index', { index: 14 }, `🖱️  Clicked button with index 14: Nur verfügbare Artikel`, { eval: 'Success', memory: '' }); run.step(null, 'extract_content', { goal: 'first result title, price, availability and result count' }, `📄  Extracted from page\n: \`\`\`json\n${JSON.stringify({ url: s.url, first_result: s.first, results: s.count })}\n\`\`\``, { eval: 'Success', memory: '' }); }
  return row(FAM, 2, 'A shopping agent toggles the in-stock filter on and off three full cycles; each state shows exactly what it showed before (Dell €539 in stock vs LG €379 out of stock) and it never adds the Dell to the cart.', true, false, run.finish({ is_done: false, reason: 'max_steps' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'openai', 'Error rate on search-api rose after enabling the new result cache. Decide whether to keep the flag `search.use_result_cache` on, and stabilise the service.', { start: '2026-02-26T14:00:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'search-api', ns: 'search' }, 48);
  const state = (v) => v ? { error_rate_5m: '4.1%', p99_ms: 310, cache_hit_ratio: 0.72, top_error: 'CacheDeserializationError: unexpected field "boost_v2"' } : { error_rate_5m: '0.2%', p99_ms: 2240, cache_hit_ratio: 0, top_error: 'UpstreamTimeout: solr-shard-3 (2000ms)' };
  for (let c = 0; c < 5; c++) {
    const v = c % 2 === 0 ? false : true;
    run.step([`Errors at 4.1% with the cache on; disabling search.use_result_cache.`, `Without the cache p99 is 2.2s, which breaks the SLO; re-enabling it.`, `The deserialization errors came back with the cache; switching it off to protect error budget.`, `Latency again over 2s with the cache off, so the cache has to go back on.`, `4.1% is too high; flag off again while I think.`][c], 'set_feature_flag', { flag: 'search.use_result_cache', value: v, env: 'prod', comment: `INC-4410 toggle #${c + 1}` }, { ok: true, flag: 'search.use_result_cache', value: v, version: 311 + c, propagated_at: run.clock.iso(), audit_id: uuid(r) });
    run.clock.tick(300000);
    run.step(null, 'service_health', { service: 'search-api', window: '5m' }, { service: 'search-api', generated_at: run.clock.iso(), ...state(v), sample_pod: `search-api-${r.hex(9)}-${r.b62(5).toLowerCase()}` });
  }
  return row(FAM, 3, 'An ops agent toggles a cache flag off/on five times; each state returns the same health numbers it had before (4.1% errors with cache, 2.2s p99 without), never addressing either root cause.', true, false, run.finish({ error: 'max_turns (120) exceeded' }));
}
export const rows = () => [s1(), s2(), s3()];
